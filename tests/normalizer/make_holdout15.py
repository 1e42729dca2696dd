"""Build `prompt_normalizer/corpus/holdout15.jsonl`, a fifteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout15.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout14.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout14.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The sources are the creative and media industries and amateur sport; sources that the
earlier docstrings already name were dropped before writing (call sheets, dailies review, DIT
offloads, script supervisor notes, subtitle QA, DAW sessions and mastering QC, royalty statements,
music distribution QA, CAT tools and XLIFF, XMP and Lightroom, gallery consignment, cinema TMS and
KDMs, crash triage, matchmaking tickets, referee appointments, match reports, fixture lists,
weddings). The sources here are new:

* film and television production: editorial conform against CMX 3600 EDLs, Avid ALE uploads, VFX
  shot trackers and bids, ADR cue lists and spotting, foley spotting, casting self-tape portals and
  breakdowns, location permits and agreements (Vancouver, a Munich permit office in Bavarian),
  production accounting (hot costs), camera reports, colour pipelines (CDLs), 608 closed captions
  (Scenarist SCC), dubbing (a Cologne studio in Kölsch, lip-sync scripts), daily production reports,
  stripboard schedules, background-artist SMS, crew timecards, delivery specs, music cue sheets,
  screenplays;
* game development and live operations: build farms (cook logs), console certification and age-rating
  questionnaires, patch notes, player support and refunds, anti-cheat ban appeals, live-ops event
  calendars and configs, balance telemetry, QA bug overlays and ticket exports, playtest surveys,
  community digests, mod review queues, game jams, account recovery, leaderboards, save files, a
  Shanghai QA team (Wu) and an Isan mobile racing game;
* music: gig booking and offers, setlists (a ceilidh band), tour advancing and day sheets, venue
  settlements, writing-camp split sheets, sync licensing and quotes, sample clearance, collecting
  society work registration, merch counts (Trinidad), DJ crates, a luthier (Pennsylvania Dutch), a
  powwow drum committee (Ojibwe greetings), a highlife band in Osu (Ga), riders, tempo maps, lyrics;
* print and publishing production: prepress preflight, ONIX 3.0 feeds and headers, print-on-demand
  orders, offset estimating and JDF job tickets, magazine flatplans, comics lettering, indexing, legal
  deposit (Newar), permissions logs, author proofs, book-fair rights meetings, returns, copyright
  pages and printing lines, a Sanskrit critical edition and a colophon dated in Vikram Samvat;
* visual arts and museums: collection management records and accession numbers, outgoing loan
  agreements and clauses, condition reports with photo uploads, timed-entry ticketing, wall labels,
  art couriers, facility reports and humidity logs, residency portals, conservation treatment
  records, public art commissions, insurance schedules, dated titles (On Kawara's Today series), a
  Shillong museum (Khasi) and the national museum in Kyzyl (Tuvan);
* photography: client proofing galleries, model releases, stock agency submissions and rejections,
  print labs, photo contests with EXIF as content, file names with capture times, golden-hour
  planning, a Bulawayo studio (Northern Ndebele);
* fashion and textiles: tech packs and PLM plug-ins, sample tracking, lab dips, fit sessions,
  wholesale showroom orders and line sheets, runway running orders, costume hire and costume
  bibles, care labels, a Mennonite relief-sale quilt auction (Plautdietsch), an embroidery
  cooperative in Nukus (Karakalpak), bark cloth makers in Jinja (Lusoga), a Trachten club
  (Bavarian);
* sports officiating and amateur leagues: video review logs, referee assessor reports, anti-doping
  whereabouts and doping control forms, basketball stat crews and box scores, roller derby penalty
  tracking, pub darts leagues, ultimate spirit scores, judo appeals and scoreboards, volleyball
  challenge systems, brackets, and leagues in the prompts' languages (Chechen football, Lule Sami
  ski officials, Mohawk box lacrosse, Lakota youth basketball, Maasai Olympics, Saraiki cricket
  scorers, Komi skiing, Mari volleyball, Erzya sambo, Tuvan khuresh, Inari Sami reindeer racing,
  Afar, Runyankore and Khoekhoe football, Tuvaluan volleyball, Kamba athletics, Zarma wrestling).

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets from -07:00 to +13:00
(including -03:30, -03:00, +07:00, +09:00 and +11:00), RFC 1123, RFC 850, RFC 2822, asctime,
GNU `date`, Apache `time_local`, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go
RFC3339Nano and `time.Now().String()`, .NET round-trip and "f", JavaScript `toISOString()` and
`toString()`, Windows and US medium 12-hour renderings, English long dates (US and British), `DD Mon
YYYY HH:MM`, day-first slashed dates with a time, ISO basic, compact `YYYYMMDDHHMMSS`, ISO dates, an
ISO week date, a 12-hour time alone, a 24-hour time alone, a weekday alone, a weekday with a time,
epochs in s, ms, us and ns, and dates with localized month and weekday names, calendars and digits
(Kölsch, Bavarian, Pennsylvania Dutch, Plautdietsch, Chechen, Meadow Mari, Komi, Erzya, Tuvan,
Karakalpak, Lule and Inari Sami, Khasi, Sanskrit and Newar with Devanagari digits, Saraiki with
Urdu digits, Isan with Thai digits and the Buddhist Era, Shanghainese with 礼拜 weekdays and 夜里,
Ojibwe, Mohawk and Lakota moons, Afar, Ga, Maasai, Runyankore, Northern Ndebele, Khoekhoe,
Tuvaluan, Kamba, Lusoga, Zarma). Identifiers: UUID v1 / v4 / v7, ULID, KSUID, nanoid, traceparent
and tracestate, B3 single and multi, long hex, base32, base58, base62 and base64url tokens, a JWT,
a snowflake, Message-IDs and vendor-prefixed ids (`st_`, `req_`, `up_`, `conv_`, `sess_`, `rq_`,
`syn_`, `vr_`, `trk_`, `run_`). Positions: header blocks (`Label: value`, HTTP-style, B3 and trace
headers), head and tail of the prompt, the tail of a system prompt (also in ChatML system turns),
YAML front matter, pretty-printed and single-line JSON members, XML attributes and elements (on
their own lines and inline in a one-line `<meta>`), `key=value` pairs in bracketed context lines
and a logfmt line, markdown table rows and bullets, HTML comments, templated sentences, phrases with
their preposition ("at ...", "on ...", "as of ..."), bracketed and parenthesised stamps on the
user's message, a `[timestamp]` prefix on a relayed line, footers after a `--` line, metadata lines
after the last user message, and program lines right above or below a pasted, uploaded or fetched
block.

Prompts are in English (British, Scottish, Irish, Welsh, Canadian, Australian, New Zealand,
Ghanaian, Kenyan, Trinidadian, Indian, South African and Hong Kong) and in Kölsch, Bavarian,
Pennsylvania Dutch, Plautdietsch, Chechen, Meadow Mari, Komi, Erzya, Tuvan, Karakalpak, Lule Sami,
Inari Sami, Khasi, Sanskrit, Newar, Saraiki, Isan, Shanghainese (Wu), Afar, Ga, Runyankore, Northern
Ndebele, Khoekhoe, Tuvaluan, Kamba, Lusoga and Zarma, with date lines, greetings and a pasted
schedule in Ojibwe, Mohawk, Lakota and Maasai around English prompts (scripts: Latin, Cyrillic,
Devanagari, Arabic, Thai, Han).

What it is: 300 prompts. 140 carry volatile fields (200 spans): 101 hand-written positives (161
spans; 60 with two fields) and 39 generated ones. 160 carry none: 135 hand-written negatives (133
hard negatives and two plain controls) and 25 generated hard negatives; 100 of the negatives (62 %)
are material the user pastes and asks about (EDLs, ALEs, SCC captions, CSV exports, e-mails,
production and hot-cost reports, scripts, agreements, timecards, cue sheets, stripboards, permits,
engine and client logs, certification reports, patch notes, ban notices, save files, leaderboards,
event configs, ticket exports, receipts, certificates, offers, setlists, day sheets, settlements,
split sheets, quotes, letters, itineraries, confirmations, riders, ticket counts, preflight reports,
ONIX and JDF XML, flatplans, copyright pages, indexes, legal deposit receipts, colophons, collection
records, condition and facility reports, humidity logs, courier itineraries, tickets, schedules,
insurance schedules, EXIF, gallery e-mails, releases, lab orders, contest rules, invoices, spec
tables, tracking exports, lab dip cards, line sheets, purchase orders, running orders, review and
scoreboard logs, team sheets, assessor reports, whereabouts calendars, doping control forms, box
scores, penalty sheets, league tables, brackets, fixtures and results), with the question before
the block, after it, on both sides of it, or as a short instruction; three are multi-turn chats in
which an earlier user turn pasted the block, fourteen are in languages other than English, and
twelve begin with lines exactly like program metadata (`Date:`, `Updated:`, `Last updated:`,
`Report generated:`, `Report ID:`, `ts=`, `[2026.03.11-...]`, a CSV whose first column is
`timestamp` or `date`). Eight hand-written negatives hold stable look-alikes in program positions
(a project header with its production start and prompt revision, a game header with engine,
season end, build and knowledge cutoff, Discord guild and channel ids, an artist's IPI and
member-since date, an imprint's ISBN prefix and style-sheet revision, a museum's system version and
accession format, a studio's camera serial, a league's season and rules); the others are ids and
epochs the user asks about (clip names, a UUIDv7 match id, ISBNs, an accession number, a JWT, a
traceparent), few-shot dates, unrendered placeholders, relative times, user-typed clocks, in-game and
in-story clocks, timecode arithmetic, tempo maps, dated lyrics and dated artwork titles. The
positives put the same-looking lines in program positions; twenty sit right next to a block the user
pasted or uploaded or the program fetched, where only the program's line is labelled. The generated positive family puts one
field (of 41 formats and labels, or the current date and time labelled and written in the body's
language) at one of ten positions (head, system tail, header block, after the last user message,
footer, YAML front matter, JSON member, XML attribute, `key=value` in a bracketed context line,
parenthesised value on the user's message) of 28 bodies in 26 languages and varieties; the
generated negative family uses the same bodies and positions with one stable value that fits the
body's domain (API version, knowledge cutoff, prompt revision, member-since date, tenant, office
hours, timeout, fiscal year, production code, camera, frame rate, colour space, project start,
engine, build, guild id, ISWC, IPI, capacity, ISBN, paper profile, accession, loan number, time
zone, camera body, colour profile, style, season, competition, rules, affiliation; or a member-since
date in the body's language). The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout14.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, domain clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Media clocks are content: SMPTE timecodes in EDLs, ALEs, captions, cue lists, dubbing scripts and
  foley notes, match clocks in review and scoreboard logs, stage times on setlists and day sheets,
  in-game and in-story clocks, tempo-map times, and dates inside camera file names, clip names, style
  codes, certificate and ban ids, CalVer builds and artwork titles. A program's own stamp on the
  same prompt (`Requested:`, `Queued-At:`, `Jam clock:`, `Fair clock:`) moves.
* Work sessions are sessions, as in make_holdout12 and make_holdout13: a conform, booking desk,
  assessor, whereabouts, proofing gallery, tracking, review, draft, widget, checkout-like support
  and submission session moves, and so do a review lock and its expiry computed from now. Projects,
  shows, shots, styles, seasons, leagues, venues, players' and athletes' accounts, IPIs, ISWCs,
  ISBNs and accession numbers stay.
* Program lines next to material move, the material stays: an upload's id and time under a pasted
  ALE or above condition-report photos, a fetch id and "Thread fetched at ..." over a forwarded
  e-mail, "EXIF read by the entry checker at ... for this request" under an EXIF block, "Appeal
  packet assembled at ... for this review" over a detection record, "Stock levels as of ... for this
  request" over a stock list, a validation request and its receipt time over an ONIX record.
* Per-message stamps on the current message move: an SMS's "(received ...)" and `Msg-Ref:`, a
  DJ app's "[sent ...]", a relayed courier chat line's `[DD/MM/YYYY HH:MM:SS]` prefix, a production
  report's `Sent:` and `Message-ID:`, a darts captain's `Sent:` and snowflake `Msg:`.
* A localized "today" or "now" label in the prompt's language (`Hück:`, `Heid:`, `Heit:`,
  `Vondoag:`, `Тахана:`, `Талун:`, `Бөгүн:`, `Búgin:`, `Udne:`, `Mynta:`, `अद्य:`, `थौं:`, `اڄ:`,
  `มื้อนี้:`, `今朝:`, `Noongom:`, `Aŋpétu kiŋ lé:`, `Ŋmɛnɛ:`, `Taata:`, `Namuhla:`, `Leero:`...) is the
  current date under rule 1 whatever its script, digits or calendar.
* Spans follow rule 3: footers after `--` hold one field per line (a field between `·` separators
  would leave a dangling separator), a phrase is cut with its preposition only where the cut leaves
  a sentence ("Generated by ArtsDesk on <time>" leaves "Generated by ArtsDesk"), XML attributes and
  `key=value` pairs are followed by a stable neighbour, single-line JSON members are cut with the
  comma after them, and volatile members of pretty-printed JSON are never the last member of their
  object.
* Only ASCII `Label:` cue lines (or a chat template's assistant header) end positives; prompts
  whose natural cue would be in another script end with the user's message."""

from __future__ import annotations

import sys
from collections.abc import Callable
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

SEED = 20280317
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout15.jsonl"
SRC = "holdout15:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=round(hours * 60)), name)


ZONES = {
    "UTC": UTC,
    "GMT": _tz(0, "GMT"),
    "BST": _tz(1, "BST"),
    "CET": _tz(1, "CET"),
    "CEST": _tz(2, "CEST"),
    "WAT": _tz(1, "WAT"),
    "CAT": _tz(2, "CAT"),
    "SAST": _tz(2, "SAST"),
    "EET": _tz(2, "EET"),
    "MSK": _tz(3, "MSK"),
    "EAT": _tz(3, "EAT"),
    "GST": _tz(4, "GST"),
    "UZT": _tz(5, "UZT"),
    "PKT": _tz(5, "PKT"),
    "IST": _tz(5.5, "IST"),
    "NPT": _tz(5.75, "NPT"),
    "ICT": _tz(7, "ICT"),
    "KRAT": _tz(7, "KRAT"),
    "CST_CN": _tz(8, "CST"),
    "JST": _tz(9, "JST"),
    "ACST": _tz(9.5, "ACST"),
    "AEST": _tz(10, "AEST"),
    "AEDT": _tz(11, "AEDT"),
    "NZST": _tz(12, "NZST"),
    "TVT": _tz(12, "TVT"),
    "NZDT": _tz(13, "NZDT"),
    "HST": _tz(-10, "HST"),
    "AKST": _tz(-9, "AKST"),
    "PST": _tz(-8, "PST"),
    "PDT": _tz(-7, "PDT"),
    "MST": _tz(-7, "MST"),
    "CST": _tz(-6, "CST"),
    "CDT": _tz(-5, "CDT"),
    "EST": _tz(-5, "EST"),
    "EDT": _tz(-4, "EDT"),
    "AST": _tz(-4, "AST"),
    "NST": _tz(-3.5, "NST"),
    "BRT": _tz(-3, "BRT"),
    "ART": _tz(-3, "ART"),
    "PYT": _tz(-3, "PYT"),
}

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


class Gen15(Gen):
    """make_holdout.Gen with fixed-offset zones and a few more identifier shapes."""

    def at(self, zone: str) -> datetime:
        if zone == "EU":
            return self.moment_eu()
        if zone == "US":
            return self.moment_us()
        return self.moment(ZONES[zone])

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b3(self) -> str:
        """A B3 single header value: trace id, span id, sampled, parent span id."""
        return f"{self.hex(32)}-{self.hex(16)}-1-{self.hex(16)}"

    def pre(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)


# --- value formats not in make_holdout --------------------------------------------------------------


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def rfc3339_9(t: datetime, ns: int) -> str:
    """RFC 3339 with nine fractional digits, trailing zeros kept."""
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def _off(t: datetime, colon: bool = True) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def iso_basic(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t, False)
    return f"{t:%Y%m%dT%H%M%S}{tail}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def time12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def time24(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def slashed(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def us_medium(t: datetime) -> str:
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {t.hour % 12 or 12}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


# --- dates in the prompts' languages ------------------------------------------------------------------

DEVANAGARI = "०१२३४५६७८९"
THAI = "๐๑๒๓๔๕๖๗๘๙"
URDU = "۰۱۲۳۴۵۶۷۸۹"


def _digits(s: str, table: str) -> str:
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


# month names January..December and weekday names Monday..Sunday
LOCAL: dict[str, tuple[list[str], list[str]]] = {
    "ce": (
        "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь".split(),
        ["оршотан де", "шинарин де", "кхаарин де", "еарин де", "пӀераскан де", "шот де", "кӀиранан де"],
    ),
    "mhr": (
        "шорыкйол пургыж ӱярня вӱдшор ага пеледыш сӱрем сорла идым шыжа кылме теле".split(),
        "шочмо кушкыжмо вӱргече изарня кугарня шуматкече рушарня".split(),
    ),
    "kv": (
        "тӧвшӧр урасьӧм рака кос ода лӧддза-номъя сора моз кӧч йирым вӧльгым ӧшым".split(),
        "выльлун вторник среда чорс пекнича субӧта вежалун".split(),
    ),
    "myv": (
        "якшамков даволков эйзюрков чадыков панжиков аштемков медьков умарьков таштамков ожоков "
        "сундерьков ацамков".split(),
        [],
    ),
    "tyv": (
        [
            "бирги ай",
            "ийиги ай",
            "үшкү ай",
            "дөрткү ай",
            "бешки ай",
            "алдыгы ай",
            "чедиги ай",
            "сески ай",
            "тоску ай",
            "онгу ай",
            "он бирги ай",
            "он ийиги ай",
        ],
        [
            "бир дугаар хүн",
            "ийи дугаар хүн",
            "үш дугаар хүн",
            "дөрт дугаар хүн",
            "беш дугаар хүн",
            "чартык улуг хүн",
            "улуг хүн",
        ],
    ),
    "kaa": (
        "yanvar fevral mart aprel may iyun iyul avgust sentyabr oktyabr noyabr dekabr".split(),
        "dúysenbi siyshembi sárshembi piyshembi juma shembi ekshembi".split(),
    ),
    "smj": (
        "ådåjakmánno guovvamánno sjnjuktjamánno vuoratjismánno moarmesmánno biehtsemánno "
        "sjnjilltjamánno bårggemánno ragátmánno gålgådismánno basádismánno javllamánno".split(),
        "mánnodahka dijstahka gasskavahkko duorastahka bierjjedahka lávvodahka sådnåbiejvve".split(),
    ),
    "smn": (
        "uđđâivemáánu kuovâmáánu njuhčâmáánu cuáŋuimáánu vyesimáánu kesimáánu syeinimáánu porgemáánu "
        "čohčâmáánu roovvâdmáánu skammâmáánu juovlâmáánu".split(),
        "vuossargâ majebargâ koskoho tuorâstuv vástuppeeivi lávurduv pasepeeivi".split(),
    ),
    "ksh": (
        "Jannewaa Fäbrowaa Määz Aprell Mai Juuni Juuli Oujoß Septämber Oktohber Novämber Dezämber".split(),
        "Mohndaach Dinnsdaach Metwoch Dunnersdaach Friidaach Samsdaach Sunndaach".split(),
    ),
    "bar": (
        "Jänna Feba März Aprui Mai Juni Juli August Septemba Oktoba Novemba Dezemba".split(),
        "Mondog Irda Mittwoch Pfinsda Freida Samsda Sunnda".split(),
    ),
    "pdt": (
        "Jaunuar Febuar Moatz Aprell Mai Juni Juli August Septamba Oktoba Novamba Dezamba".split(),
        "Mondach Dinjsdach Meddewäakj Donnadach Friedach Sinnowend Sinndach".split(),
    ),
    "pdc": (
        "Yenner Hanning Marz Abril Moi Yuni Yuli Auguscht September Oktower November Dezember".split(),
        "Mundaag Dinschdaag Mittwoch Dunnerschdaag Freidaag Samschdaag Sunndaag".split(),
    ),
    "kha": (
        "Kyllalyngkot Rymphang Lber Iaiong Jymmang Jylliew Naitung Nailar Nailur Risaw Kaitlong "
        "Nohprah".split(),
        [],
    ),
    "sa": (
        "जनवरी फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्तूबर नवंबर दिसंबर".split(),
        "सोमवासरः मंगलवासरः बुधवासरः गुरुवासरः शुक्रवासरः शनिवासरः रविवासरः".split(),
    ),
    "new": (
        "जनवरी फेब्रुअरी मार्च अप्रिल मे जुन जुलाई अगस्ट सेप्टेम्बर अक्टोबर नोभेम्बर डिसेम्बर".split(),
        "सोमबाः मंगलबाः बुधबाः बिहिबाः सुक्रबाः शनिबाः आइतबाः".split(),
    ),
    "skr": (
        "جنوری فروری مارچ اپریل مئی جون جولائی اگست ستمبر اکتوبر نومبر دسمبر".split(),
        "سوموار منگل ٻدھ خمیس جمعہ چھنچھر آتوار".split(),
    ),
    "tts": (
        "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม".split(),
        "วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี วันศุกร์ วันเสาร์ วันอาทิตย์".split(),
    ),
    "wuu": ([f"{m}月" for m in range(1, 13)], "礼拜一 礼拜二 礼拜三 礼拜四 礼拜五 礼拜六 礼拜日".split()),
    "oj": (
        "Manidoo-giizis Namebini-giizis Onaabani-giizis Iskigamizige-giizis Zaagibagaa-giizis "
        "Ode'imini-giizis Abitaa-niibini-giizis Manoominike-giizis Waatebagaa-giizis Binaakwe-giizis "
        "Gashkadino-giizis Manidoo-giizisoons".split(),
        "Nitam-anokii-giizhigad Niizho-giizhigad Aabitoose Niiwo-giizhigad Naano-giizhigad "
        "Giiziibiiginige-giizhigad Anama'e-giizhigad".split(),
    ),
    "moh": (
        "Tsothohrhkó:wa Enníska Enniskó:wa Onerahtókha Onerahtohkó:wa Ohiarí:ha Ohiarihkó:wa Seskéha "
        "Seskehkó:wa Kenténha Kentenhkó:wa Tsothóhrha".split(),
        [],
    ),
    "lkt": (
        [
            "Wiótheȟika Wí",
            "Čhaŋnápopa Wí",
            "Ištáwičhayazaŋ Wí",
            "Pȟežítȟo Wí",
            "Čhaŋwápetȟo Wí",
            "Wípazukȟa-wašté Wí",
            "Čhaŋpȟásapa Wí",
            "Wasútȟuŋ Wí",
            "Čhaŋwápeǧi Wí",
            "Čhaŋwápekasna Wí",
            "Waníyetu Wí",
            "Tȟahékapšuŋ Wí",
        ],
        "Aŋpétutȟokahe Aŋpétunuŋpa Aŋpétuyamni Aŋpétutopa Aŋpétuzaptaŋ Owáŋgyužažapi Aŋpétuwakȟaŋ".split(),
    ),
    "aa": (
        [
            "Qunxa Garablu",
            "Kudo",
            "Ciggilta Kudo",
            "Agda Baxisso",
            "Caxah Alsa",
            "Qasa Dirri",
            "Qado Dirri",
            "Liiqen",
            "Waysu",
            "Diteli",
            "Ximoli",
            "Kaxxa Garablu",
        ],
        "Etleeni Talaata Arbaqa Kamiisi Gumqata Sabti Acaada".split(),
    ),
    "gaa": (
        "Aharabata Oflɔ Otsokrikri Abɛibe Agbiɛnaa Otukwadan Maawɛ Manyawale Gbo Antoŋ Alemle Afuabe".split(),
        "Ju Jufɔ Shɔ Soo Sohaa Hɔ Hɔgbaa".split(),
    ),
    "mas": (
        [
            "Oladalʉ́",
            "Arát",
            "Ɔɛnɨ́ɔɨŋɔk",
            "Olodoyíóríê inkókúâ",
            "Oloilépūnyīē inkókúâ",
            "Kújúɔrɔk",
            "Mórusásin",
            "Ɔlɔ́ɨ́bɔ́rárɛ",
            "Kúshîn",
            "Olgísan",
            "Pʉshʉ́ka",
            "Ntʉ́ŋʉ́s",
        ],
        "Jumatátu Jumane Jumatánɔ Alaámisi Jumáa Jumamósi Jumapílí".split(),
    ),
    "nyn": (
        "Okwokubanza Okwakabiri Okwakashatu Okwakana Okwakataana Okwamukaaga Okwamushanju Okwamunaana "
        "Okwamwenda Okwaikumi".split()
        + ["Okwaikumi na kumwe", "Okwaikumi na ibiri"],
        "Orwokubanza Orwakabiri Orwakashatu Orwakana Orwakataano Orwamukaaga Sande".split(),
    ),
    "nd": (
        "Zibandlela Nhlolanja Mbimbitho Mabasa Nkwenkwezi Nhlangula Ntulikazi Ncwabakazi Mpandula Mfumfu "
        "Lwezi Mpalakazi".split(),
        "Mvulo Sibili Sithathu Sine Sihlanu Mgqibelo Sonto".split(),
    ),
    "naq": (
        "ǃKhanni ǃKhanǀgôab ǀKhuuǁkhâb ǃHôaǂkhaib ǃKhaitsâb Gamaǀaeb ǂKhoesaob Aoǁkhuumûǁkhâb "
        "Taraǀkhuumûǁkhâb ǂNûǁnâiseb ǀHooǂgaeb Hôasoreǁkhâb".split(),
        "Mantaxtsees Denstaxtsees Wunstaxtsees Dondertaxtsees Fraitaxtsees Satertaxtsees Sontaxtsees".split(),
    ),
    "tvl": (
        "Ianuali Fepuali Mati Apelila Me Iuni Iulai Aokuso Setema Oketopa Novema Tesema".split(),
        ["Aso Gafua", "Aso Lua", "Aso Tolu", "Aso Fa", "Aso Lima", "Aso Ono", "Aso Sa"],
    ),
    "kam": (
        [
            "Mwai wa mbee",
            "Mwai wa kelĩ",
            "Mwai wa katatũ",
            "Mwai wa kana",
            "Mwai wa katano",
            "Mwai wa thanthatũ",
            "Mwai wa muonza",
            "Mwai wa nyaanya",
            "Mwai wa kenda",
            "Mwai wa ĩkumi",
            "Mwai wa ĩkumi na ĩmwe",
            "Mwai wa ĩkumi na ilĩ",
        ],
        ["Wa kwambĩlĩlya", "Wa kelĩ", "Wa katatũ", "Wa kana", "Wa katano", "Wa thanthatũ", "Wa kyumwa"],
    ),
    "xog": (
        "Janwaliyo Febwaliyo Marisi Apuli Maayi Juuni Julaayi Agusito Sebuttemba Okitobba Novemba "
        "Desemba".split(),
        "Balaza Owokubili Owokusatu Olokuna Olokutaanu Olomukaaga Sabiiti".split(),
    ),
    "dje": (
        "Žanwiye Feewiriye Marsi Awiril Me Žuweŋ Žuyye Ut Sektanbur Oktoobur Noowanbur Deesanbur".split(),
        "Atinni Atalaata Alarba Alhamisi Alzuma Asibti Alhadi".split(),
    ),
}


def local_date(lang: str, t: datetime) -> str:
    """The date and time as an app localized for `lang` renders "now"."""
    months, days = LOCAL[lang]
    mon = months[t.month - 1]
    day = days[t.weekday()] if days else ""
    hm = f"{t:%H:%M}"
    if lang == "ce":
        return f"{t.day} {mon} {t.year}, {day}, {hm}"
    if lang == "mhr":
        return f"{t.year} ий {t.day} {mon}, {day}, {hm}"
    if lang == "kv":
        return f"{t.year} во {mon} {t.day} лун, {day}, {hm}"
    if lang == "myv":
        return f"{t.year} ие, {mon} {t.day} чи, {hm}"
    if lang == "tyv":
        return f"{t.year} чылдың {mon}ның {t.day}, {day}, {hm}"
    if lang == "kaa":
        return f"{t.year}-jıl {t.day}-{mon}, {day}, saat {hm}"
    if lang in ("smj", "smn"):
        return f"{day} {t.day}. {mon} {t.year} {hm}"
    if lang == "ksh":
        return f"{day}, dä {t.day}. {mon} {t.year} öm {hm} Uhr"
    if lang == "bar":
        return f"{day}, {t.day}. {mon} {t.year}, {hm}"
    if lang == "pdt":
        return f"{day}, dän {t.day}. {mon} {t.year}, Klock {hm}"
    if lang == "pdc":
        return f"{day}, {mon} {t.day}, {t.year}, {time12(t)}"
    if lang == "kha":
        return f"{t.day} {mon} {t.year}, por {hm}"
    if lang in ("sa", "new"):
        return _digits(f"{day}, {t.day} {mon} {t.year}, {hm}", DEVANAGARI)
    if lang == "skr":
        return _digits(f"{day}، {t.day} {mon} {t.year}، {hm}", URDU)
    if lang == "tts":
        return _digits(f"{day}ที่ {t.day} {mon} พ.ศ. {t.year + 543} เวลา {t:%H.%M} น.", THAI)
    if lang == "wuu":
        half = "夜里" if t.hour < 6 or t.hour >= 19 else "上半日" if t.hour < 12 else "下半日"
        return f"{t.year}年{t.month}月{t.day}日 {day} {half}{t.hour % 12 or 12}点{t.minute}分"
    if lang in ("oj", "lkt", "aa", "gaa"):
        return f"{day}, {mon} {t.day}, {t.year}, {hm}"
    if lang == "moh":
        return f"{mon} {t.day}, {t.year}, {hm}"
    return f"{day}, {t.day} {mon} {t.year}, {hm}"


# --- hand-written positives -------------------------------------------------------------------------

POS: list[Callable[[Gen15], Draft]] = []


def pos(fn: Callable[[Gen15], Draft]) -> Callable[[Gen15], Draft]:
    POS.append(fn)
    return fn


def _d(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, SRC + source, tags)


# film and television: editorial, VFX, sound, casting, locations, accounting, camera, colour, captions


@pos
def _edl_conform(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""{v("session_id", "Conform-Session: " + g.ulid(t))}
{v("datetime", "Requested: " + rfc3339(t, 3))}
Project: HALDEN S2 / EP204
Assistant editor: Maren Østby

You help assistant editors conform locked cuts for the online. Point out events whose source timecode
falls outside the reel's range on the online drive, and say which reel has to be re-linked.

TITLE: EP204_LOCKED_V7
FCM: NON-DROP FRAME

001  A012C003 V     C        10:41:05:03 10:41:09:15 01:00:00:00 01:00:04:12
* FROM CLIP NAME: A012C003_260211_R1KP.MOV
002  B007C011 V     C        14:22:31:08 14:22:35:20 01:00:04:12 01:00:09:00
* FROM CLIP NAME: B007C011_260211_R2LA.MOV
003  A014C001 V     C        15:03:12:00 15:03:19:05 01:00:09:00 01:00:16:05
* FROM CLIP NAME: A014C001_260212_R1KP.MOV

Reel A014 on the online drive covers 15:05:00:00 to 15:21:44:10. Which events will fail to relink?""",
        "film:edl-conform",
        ["head", "header_block", "ulid", "rfc3339", "pasted_content_neighbour"],
    )


@pos
def _vfx_shot_tracker(g: Gen15) -> Draft:
    t = g.at("BST")
    return _d(
        f"""{{
  "tool": "shotdesk",
  "show": "MRL",
  {v("request_id", '"request_id": "' + g.uuid7(t) + '",')}
  {v("epoch", '"fetched_at_ms": ' + str(epoch_ms(t)) + ",")}
  "site": "london"
}}
You are ShotDesk, the VFX coordinator's assistant on the feature "Marrowlight". Using the shot notes
below, draft a short status email to the client-side VFX supervisor. Keep shot codes exactly as written.

Shot notes (from the tracker):
MRL_042_0130  comp v014  pending client  note: "roto on the left hand chatters at 1047-1052"
MRL_042_0140  comp v009  approved 2026-02-27
MRL_051_0010  fx v022    in progress, due 2026-03-06, bid 6 days
MRL_051_0020  fx v003    on hold (plate re-pull requested 2026-02-25)

Email:""",
        "film:vfx-shot-tracker",
        ["json_block", "uuid7", "epoch_ms", "head", "fetched_content"],
    )


@pos
def _adr_cue_list(g: Gen15) -> Draft:
    t = g.at("AEDT")
    return _d(
        f"""---
app: adr-cuebuilder
stage: Stage 3, Moore Park
{v("datetime", "generated_at: " + rfc3339(t))}
{v("session_id", "draft_session: " + g.nanoid())}
---
Turn the director's notes into an ADR cue list with the columns cue, character, TC in, line, reason.
Use the timecodes given in the notes; don't invent new ones, and flag any note without a timecode.

Notes from Tuesday's spotting session:
- 01:04:12:10 NORA "I told you, the ferry's gone." - plane overhead, replace
- 01:07:55:02 DESK SERGEANT "Sign here, and here." - off mic
- 01:12:31:18 NORA (breaths) - add effort for the run, through 01:12:44:00
- DECKHAND walla on the wharf - needs more Aussie, less American

Cue list:""",
        "film:adr-cue-list",
        ["front_matter", "rfc3339", "offset_plus11", "nanoid", "en_AU"],
    )


@pos
def _casting_self_tape(g: Gen15) -> Draft:
    t = g.at("PDT")
    return _d(
        f"""<submission_context portal="tapeline" {v("request_id", 'req="' + g.pre("st_", 18) + '"')} {v("epoch", 'received_ms="' + str(epoch_ms(t)) + '"')} role="DET. RUIZ" project="Saltmarsh"/>
You screen self-tape submissions for the casting director. From the actor's cover note, extract name,
agent, playing age, availability for the recall and any conflict. Reply as a short list.

Cover note: Hi! Attached is my tape for Det. Ruiz (sides dated 9 March). I'm available for recalls on
17-19 March but I'm on a commercial shoot on the 20th. Agent: Priya Nair at Lantern Talent. Playing
age 30-38. - Dani Okafor""",
        "film:casting-self-tape",
        ["xml_attr", "two_in_line", "prefixed_id", "epoch_ms", "head"],
    )


@pos
def _location_permit(g: Gen15) -> Draft:
    t = g.at("PST")
    return _d(
        f"""You help the locations department of a Vancouver production prepare film permit applications for the
city. {v("date", "The current date is " + long_date(t) + ".")} Street closures need ten business days'
notice and parking holds need five; applications go in by 15:00 Pacific.

Location manager: We want to hold parking on both sides of W 4th Ave between Vine and Yew on the 16th for
unit base, plus a rolling traffic control for a driving shot. Are we still in time for both?
Assistant:""",
        "film:location-permit",
        ["inline_sentence", "long_date", "en_CA"],
    )


@pos
def _hot_costs(g: Gen15) -> Draft:
    t = g.at("PST")
    return _d(
        f"""| Context    | Value                          |
|------------|--------------------------------|
| Production | Kestrel Bay (S1)               |
| Currency   | CAD                            |
{v("request_id", "| Request    | req_" + g.b62(16) + "           |")}
{v("datetime", "| Generated  | " + iso_space(t) + " PST      |")}

You are the production accountant's assistant. Explain the overage in the hot costs below in plain
language for the producer, biggest item first, and say which items were avoidable.

Hot costs, shoot day 23:
Crew OT (grips, electrics): 4,860.00 over (wrap 21:40 vs 19:00 scheduled)
Meals: second meal 62 x 18.00 = 1,116.00, unbudgeted
Equipment: condor rental, extra day, 1,450.00
Picture vehicles: none
Answer:""",
        "film:hot-costs",
        ["md_table", "request_id", "iso", "head", "pasted_content_neighbour"],
    )


@pos
def _camera_report(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""Summarise this camera report for the 2nd AC's handover notes: list the rolls, any NG takes and the
filters used.

Camera report, A camera, roll A031, 11 March 2026
Scene 42C  Take 1  ND0.6  T2.8  50mm  NG (boom in frame)
Scene 42C  Take 2  ND0.6  T2.8  50mm  circled
Scene 43   Take 1  ND0.9 + Pola  T4  32mm  circled
Mag change 16:42, card A031 -> A032

--
sent from CamLog 4.2
{v("request_id", "Request: " + g.hex(32))}
{v("datetime", "Date: " + http_date(t))}""",
        "film:camera-report",
        ["footer", "tail", "hex32", "http_date", "pasted_content_neighbour"],
    )


@pos
def _cdl_question(g: Gen15) -> Draft:
    return _d(
        f"""[ctx show=HLW ep=104 {v("trace_id", "traceparent=" + g.traceparent())} facility=northlight]
You answer colour-pipeline questions for the "Hollow Water" DI. Be precise about colour spaces, and say
when something has to go to the colourist instead.

Colourist: The CDL from set for 104_17A has slope 1.0820 0.9950 0.9610, offset -0.0120 0.0030 0.0140,
saturation 0.92. Dailies looked warm but the grade looks green. Was the CDL applied before or after
the show LUT in dailies?
Answer:""",
        "film:cdl",
        ["kv_inline", "bracket_context", "traceparent", "head"],
    )


@pos
def _captions_chatml(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""<|im_start|>system
You check 608 closed captions for broadcast delivery: at most 32 characters per row, two rows preferred,
no caption shorter than one second. Report violations by caption number.
{v("datetime", "Current time: " + rfc850(t))}<|im_end|>
<|im_start|>user
118  00:41:12;04 --> 00:41:12;28  WHERE WERE YOU WHEN THE LIGHTS WENT OUT?
119  00:41:13;00 --> 00:41:15;10  I WAS IN THE CELLAR.
120  00:41:15;12 --> 00:41:19;02  WITH THE CANDLES AND THE RADIO
                                   AND THAT DAMNED DOG.<|im_end|>
<|im_start|>assistant""",
        "film:captions",
        ["chat_template", "system_tail", "rfc850", "pasted_content_neighbour"],
    )


@pos
def _dubbing_koelsch(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""{v("date", "Hück: " + local_date("ksh", t))}
{v("request_id", "Opdrag-Nr.: " + g.uuid4())}
Do bes dä Assistent vum Synchronstudio „Dom-Ton“ en Kölle. Do hilfs dä Synchronregie, de Takes ze
plane: jede Take hät hüchstens drei Zeile, un de Sprecher bruche zehn Minutte Pause noh 45 Minutte am
Mikro.

Regie: Mer han för de Roll vun dä Möhn noch 38 Takes. De Sprecherin kütt öm 14 Uhr. Wie vill Takes
schaffe mer bes 18 Uhr, wann mer de Pause enrechne?""",
        "film:dubbing",
        ["head", "header_block", "localized_now", "lang_ksh", "uuid"],
    )


@pos
def _production_report(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""System: You write the daily production report summary for the line producer of "Salt & Iron". Use the
2nd AD's notes; list scenes completed, pages, setups and any incident, in that order.
User: Notes for day 31: call 06:30, first shot 08:12, lunch 12:45-13:30, wrap 19:58. Completed 27pt,
28 and 30 (4 4/8 pages, 22 setups). Scene 29 moved to day 33 as rain cover. Minor incident: the
stand-in twisted an ankle on the quay steps at 15:10, first aid given, back at work by 15:40.
{v("datetime", "Sent: " + py_logging(t))}
{v("message_id", "Message-ID: <" + g.hex(12) + "." + str(epoch_s(t)) + "@pr.saltandiron.example>")}
Assistant:""",
        "film:production-report",
        ["last_user", "python_logging", "message_id", "times_in_content"],
    )


@pos
def _foley_spotting(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""{v("session_id", "<!-- spot-session: " + g.b58(22) + " -->")}
{v("datetime", "<!-- rendered: " + rfc3339_9(t, g.small(0, 1000)) + " -->")}
# Foley spotting helper

Turn the supervising sound editor's notes into a foley cue sheet: cue number, TC in, TC out, character,
surface, props. Footsteps get one cue per character.

Notes, reel 3:
- 03:02:10:00-03:02:31:12 LENA walks the gravel drive, heels, stops at the car
- 03:02:18:04 car door, keys jangle (LENA)
- 03:04:40:20-03:05:02:00 TOMAS on wet cobbles, work boots, carries a crate of bottles
- 03:05:00:11 crate set down hard""",
        "film:foley-spotting",
        ["html_comment", "head", "base58", "rfc3339_ns"],
    )


@pos
def _ale_upload(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""Here's the ALE from today's dailies. Which clips are missing a scene or take, and which have the
wrong frame rate for a 23.976 project?

Heading
FIELD_DELIM\tTABS
VIDEO_FORMAT\t1080
AUDIO_FORMAT\t48khz
FPS\t23.976

Column
Name\tTape\tStart\tEnd\tScene\tTake\tFPS

Data
A021C004_260310_R4QZ\tA021\t09:14:02:11\t09:16:40:03\t17\t3\t23.976
A021C005_260310_R4QZ\tA021\t09:18:55:00\t09:20:12:20\t\t4\t23.976
B014C002_260310_R2WW\tB014\t09:18:54:22\t09:20:13:01\t17\t4\t25

[attachment: dailies_0310.ale]
{v("request_id", "Upload-ID: " + g.pre("up_", 22))}
{v("datetime", "Uploaded: " + rfc3339(t))}""",
        "film:ale-upload",
        ["below_pasted_block", "prefixed_id", "rfc3339", "tail", "upload_stamp"],
    )


@pos
def _stripboard(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{{"app":"stripboard","schedule":"v14",{v("request_id", '"req":"' + g.ksuid(t) + '",')}"unit":"main"}}
You are the 1st AD's scheduling assistant. Answer with the change you recommend and the knock-on effects,
in at most five lines.

Question: Can we move scene 61 (EXT. HARBOUR WALL - NIGHT, 3/8 page) onto day 12 after the company move,
given a 12-hour turnaround for the two leads, who wrap day 11 at 23:30?""",
        "film:stripboard",
        ["json_inline", "ksuid", "head"],
    )


@pos
def _background_sms(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You coordinate background artists for a feature shooting in Accra. Reply by SMS: short and clear,
no emojis. Confirm call times and places only if they are in the schedule below.

Schedule: day 8, Jamestown lighthouse, background call 05:45, wardrobe at the holding tent by the
harbour gate, breakfast from 05:15.

SMS from BG 41: Please is the call still 5:45? Taxi drivers are saying the road by the lighthouse
is closed. {v("datetime", "(received " + rfc2822(t) + ")")}
{v("message_id", "Msg-Ref: " + g.hex(20))}
Reply:""",
        "film:background-sms",
        ["bracket_user", "rfc2822", "last_user", "hex", "en_GH"],
    )


@pos
def _permits_bavarian(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""Du bist da Assistent vom Filmbüro in Minga. Du huifst Produktiona bei Drehgenehmigungen fia
Biergärten, Plätz und Straßn. Antwort kurz und auf Boarisch, und sog oiwei, wer zuständig is.
{v("date", "Heid: " + local_date("bar", t))}

Produktion: Mia mechadn am Samsda in am Biergartn am Chinesischn Turm drahn, vo 7 bis 11 in da Friah,
bevor de Gäst kemman. Brauch ma do a Genehmigung vo da Stadt oda vom Wirt?""",
        "film:permits-bavarian",
        ["system_tail", "localized_now", "lang_bar"],
    )


# game development and live operations


@pos
def _build_farm_cook(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""{v("run_id", "Build-Request: " + g.uuid7(t))}
{v("datetime", "Queued-At: " + log4j_iso(t))}
Stream: release-1.8
Platform: PS5
Agent pool: cook-xl

You explain build-farm failures to gameplay programmers at Emberline Games. Quote the first real error,
say which asset or module is responsible, and suggest which team should fix it.

Log tail (cook step):
LogCook: Display: Cooked packages 48211 Packages Remain 1320 Total 49531
LogCook: Error: Unable to load /Game/Maps/Harbor/HarborDocks_Lighting (saved with engine CL 41882, current CL 41790)
LogInit: Display: Failure - 1 error(s), 312 warning(s)

Explanation:""",
        "games:build-farm",
        ["head", "header_block", "uuid7", "log4j", "pasted_content_neighbour"],
    )


@pos
def _cert_checklist(g: Gen15) -> Draft:
    t = g.at("JST")
    return _d(
        f"""---
tool: certcheck
title: Lanternfall
sku: PPSA-20931
{v("datetime", "requested_at: " + rfc3339_9(t, g.small(0, 1000)))}
region: SIEE
---
You help a small studio get through console certification. For each failed item, explain in one or two
sentences what the requirement means in practice and the likely fix in a Unity project.

Our pre-check report (dated 2026-02-19) failed on:
1. Save data: the game writes while the "saving" indicator is not shown.
2. Trophy unlock sent before the user has signed in after resume from rest mode.
3. Text in the network error dialog overflows in the German locale.""",
        "games:cert-checklist",
        ["front_matter", "rfc3339_ns", "offset_plus09"],
    )


@pos
def _store_submission(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{{
  "assistant": "store-submit-helper",
  "storefront": "console-eu",
  {v("session_id", '"submission_session": "' + g.uuid4() + '",')}
  {v("datetime", '"client_time": "' + js_iso(t) + '",')}
  "locale": "en-GB"
}}
You help developers fill in age-rating questionnaires honestly. Say which answers are likely to raise
the rating and why; you do not give legal advice.

Developer: Our game has cartoon violence (no blood), a shop where you can buy random sticker packs with
real money, and a chat that is off by default. Which answers will matter most for the rating?""",
        "games:store-submission",
        ["json_block", "uuid", "js_iso", "head"],
    )


@pos
def _patch_notes(g: Gen15) -> Draft:
    t = g.at("GMT")
    today = f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"
    return _d(
        f"""You turn the dev team's changelog into player-facing patch notes for Skyreach Tactics: friendly, short,
grouped into New, Balance and Fixes. {v("date", "Today is " + today + ".")} Never mention internal ticket
numbers.

Changelog (merged since 1.12.0):
- SKY-4410 Archer: base range 5 -> 4, crit chance +5%
- SKY-4431 Fix softlock when the ferry cutscene is skipped during autosave
- SKY-4452 New map: Saltpan Ruins (ranked rotation from 1.12.1)
- SKY-4460 Reduce shader compile stutter on the first match (DX12)

--
{v("run_id", "draft " + g.b32(26))}""",
        "games:patch-notes",
        ["inline_sentence", "uk_long_date", "footer", "base32"],
    )


@pos
def _refund_widget(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""Player ID: 7720-4418-9013
Platform: Switch
{v("session_id", "Conversation: conv_" + g.b62(22))}
{v("datetime", "Server time: " + rfc2822(t))}
Language: en-IE

You are Pip, the player support assistant for Hollowmere. Duplicate purchases made within 14 days can be
refunded once per account; anything else goes to a human agent. Be warm and brief.

Player: I bought the Frost Pack twice by accident yesterday, can I get one of them refunded?
Pip:""",
        "games:refund-widget",
        ["header_block", "prefixed_id", "rfc2822", "stable_neighbours", "en_IE"],
    )


@pos
def _anticheat_appeal(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""Appeal packet assembled {v("datetime", "at " + rfc3339(t))} for this review.
{v("session_id", "Review-Session: " + g.uuid4())}

Decide whether the ban should be upheld, reduced or lifted. Use only the evidence below and say which
line of it decided your answer.

Appeal from player "vexl0rd" (account 55120938):
> I was banned on 2 March at 21:14 for "memory tampering" but all I had running was an FPS overlay.
> I've played for four years without a single report.

Detection record (from the anti-cheat console):
ban_id: AC-20260302-88172
detected: 2026-03-02T21:14:07Z
module: rtss64.dll (overlay) mapped into the game process
signature: OVL-HOOK-17 (on the known false-positive list since 2026-02-27)

Verdict:""",
        "games:anticheat-appeal",
        ["inline_phrase", "rfc3339", "uuid", "head", "pasted_content_neighbour"],
    )


@pos
def _liveops_calendar(g: Gen15) -> Draft:
    t = g.at("PDT")
    return _d(
        f"""<liveops_context>
  <title>Tidewatch</title>
  <season>S7 "Deep Water"</season>
  {v("datetime", "<generated_at>" + rfc3339(t) + "</generated_at>")}
  {v("request_id", "<request_id>" + g.hex(24) + "</request_id>")}
</liveops_context>
You help the live-ops producer plan in-game events. Leave at least 72 hours between the end of one
weekend event and the start of the next, and never start an event on a patch day (Tuesdays).

Producer: Can we slot the "Kraken Hunt" double-XP weekend in right after the Lunar event, which ends on
1 March at 18:00 UTC? Marketing wants it live by the Friday.
Answer:""",
        "games:liveops-calendar",
        ["xml_element", "rfc3339", "offset_minus07", "hex"],
    )


@pos
def _telemetry_balance(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""[ctx dash=weapon-balance {v("datetime", "window_end=" + rfc3339(t, 3))} {v("request_id", "q=q_" + g.hex(12))} env=prod]
You are the balance designer's analytics copilot. Read the table, point out outliers, and never propose
more than two changes at once.

Ranked, last 7 days, Diamond+:
weapon        pick%   win%    avg TTK (s)
Harpoon       18.2    54.9    0.71
Longbow        9.6    47.1    1.08
Flail         12.4    50.3    0.93
Twin daggers  21.7    49.8    0.88

Designer: Is the harpoon actually overpowered or just popular?""",
        "games:telemetry",
        ["kv_inline", "bracket_context", "two_in_line", "rfc3339", "hex"],
    )


@pos
def _bug_overlay(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""You turn in-game bug reports from the QA overlay into Jira-ready tickets: title, steps, expected,
actual, frequency, build. Keep the tester's wording for the steps.

User: Repro: load the Harbor chapter from the menu, skip the ferry cutscene while the autosave icon is
showing, then the input locks up. Happened 3 of 5 tries.
{v("session_id", "Report-Session: " + g.nanoid())}
{v("datetime", "Client-Clock: " + windows_general(t))}
Build: 1.12.0.4471
Assistant:""",
        "games:bug-overlay",
        ["last_user", "nanoid", "windows_datetime", "stable_neighbours"],
    )


@pos
def _playtest_survey(g: Gen15) -> Draft:
    return _d(
        f"""{v("request_id", "X-Request-ID: " + g.hex(32))}
Accept-Language: en-US
You summarise playtest survey answers for the design team: three things players liked, three they
disliked, and one surprise. Quote players briefly.

Answers (session B, 14 players):
- "The grappling hook is so good I never walked again."
- "Boss 2 took me 40 minutes, I nearly quit."
- "Didn't realise the map was a thing until the end."
- "Music in the caves is incredible."
- "Crafting menu is confusing, too many tabs."

Summary:""",
        "games:playtest-survey",
        ["head", "header_block", "hex32"],
    )


@pos
def _community_digest(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""Write a short digest of this week's community feedback for the Hollowmere dev team: top three themes,
each with one representative quote, and anything that looks like a bug.

Forum posts:
[Suggestions] "Please let us skip the boat ride after the first time." (212 upvotes)
[Bugs] "Frost Pack cosmetics disappear after a restart on Switch." (88 upvotes)
[General] "The winter event was the best one yet." (64 upvotes)
[Bugs] "Controller vibration stays on after pausing." (41 upvotes)

{v("datetime", "Digest built: " + unix_date(t))}
""",
        "games:community-digest",
        ["tail", "unix_date", "pasted_content_neighbour"],
    )


@pos
def _mod_review_lock(g: Gen15) -> Draft:
    t = g.at("UTC")
    exp = t + timedelta(minutes=30)
    return _d(
        f"""You help moderators review uploaded mods for Cinder Road. Flag anything that bundles executables,
collects data or uses ripped assets from other games. Reply with approve, reject or escalate and one
reason.
{v("session_id", "Review-Lock: " + g.uuid4())}
{v("datetime", "Lock-Expires: " + rfc3339(exp))}

Mod: "Better Night Sky" v2.3 by aurora_k
Files: textures/sky_night_4k.dds, shaders/stars.hlsl, installer.exe, readme.txt
Description: Replaces the night sky with real constellations. Run installer.exe to patch the shader cache.""",
        "games:mod-review",
        ["system_tail", "uuid", "rfc3339", "expiry_from_now"],
    )


@pos
def _game_jam_chatml(g: Gen15) -> Draft:
    t = g.at("CEST")
    return _d(
        f"""<|im_start|>system
You are the helper bot for a 48-hour game jam. Submissions close on Sunday at 18:00 jam time (UTC+02:00);
late uploads are not judged. Be encouraging and concrete.
{v("datetime", "Jam clock: " + DAYS_LONG[t.weekday()] + " " + time24(t))}<|im_end|>
<|im_start|>user
Our team still has no sound at all. Is it worth adding some now or should we polish the levels?<|im_end|>
<|im_start|>assistant""",
        "games:game-jam",
        ["chat_template", "system_tail", "weekday_time"],
    )


@pos
def _account_recovery(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{v("request_id", "X-Support-Request: " + g.uuid1())}
{v("token", "Support-Token: " + g.jwt(t, "player-55120938"))}
Tier: standard

You help players recover hacked accounts. Never ask for a password; ask for the purchase receipt email and
the last device used instead, and explain the 72-hour lock.

Player: Someone changed my email and now I can't log in. My gamertag is Marsh_Kite.
Assistant:""",
        "games:account-recovery",
        ["head", "header_block", "uuid1", "jwt"],
    )


@pos
def _isan_game_support(g: Gen15) -> Draft:
    t = g.at("ICT")
    return _d(
        f"""เจ้าคือผู้ช่วยฝ่ายซัพพอร์ตของเกม "ลำโขงเรซซิ่ง" ตอบเป็นภาษาอีสาน สั้นๆ ม่วนๆ แต่บ่ต้องสัญญาว่าสิคืนเงิน
{v("date", "มื้อนี้: " + local_date("tts", t))}
{v("request_id", "รหัสคำขอ: " + g.uuid4())}

ผู้เล่น: ซื้อเพชร 500 เม็ดแล้ว เงินถูกตัดแต่เพชรบ่เข้า เฮ็ดจั่งใด๋ดีอ้าย""",
        "games:isan-support",
        ["system_tail", "localized_now", "thai_digits", "lang_tts", "uuid"],
    )


@pos
def _wu_qa(g: Gen15) -> Draft:
    t = g.at("CST_CN")
    return _d(
        f"""{v("date", "今朝: " + local_date("wuu", t))}
{v("request_id", "请求号: " + g.ulid(t))}
侬是"海派游戏"测试组个助手。帮测试同事整理 bug 报告，讲清爽重现步骤、预期搭实际结果。

测试: 今朝下半日跑了三趟, 第二关拿钥匙个辰光跳过动画, 人物就卡牢勒墙里向。版本 0.9.3.1127。""",
        "games:wu-qa",
        ["head", "header_block", "localized_now", "lang_wuu", "ulid"],
    )


# music: booking, setlists, touring, settlements, songwriting, sync and samples, repairs, merch


@pos
def _gig_booking(g: Gen15) -> Draft:
    t = g.at("EST")
    return _d(
        f"""Agency: Northbound Artists
{v("session_id", "Booking desk session: sess_" + g.b62(20))}
{v("datetime", "Local time: " + time12(t))}
Timezone: America/Toronto

You help booking agents answer offers. Compare the offer with the artist's minimums and draft a counter
if one is needed.

Artist minimums, The Pale Lanterns: club shows CAD 3,500 guarantee or 80% of the door after costs; no
more than three shows in four days; radius clause at most 60 days / 100 km.

Offer (pasted from the promoter's email of 2 March):
Venue: The Shipyard, Halifax NS, capacity 450
Date: Friday 22 May 2026, doors 20:00
Guarantee: CAD 2,800 vs 70% after costs
Radius: 90 days / 150 km

Agent:""",
        "music:gig-booking",
        ["header_block", "time12_alone", "prefixed_id", "en_CA", "pasted_content_neighbour"],
    )


@pos
def _setlist_builder(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You build setlists for the ceilidh band Brass Neck & The Tide. The set has to fit the slot exactly, with a
breather after every three fast numbers. {v("datetime", "It is currently " + time12(t) + " in Glasgow.")}

Slot: 75 minutes, curfew 23:00, changeover already done.
Songs (length, tempo):
Strip the Willow 6:10 fast; Gay Gordons 4:30 fast; Flower of Scotland 3:50 slow; Canadian Barn Dance
5:00 fast; Dashing White Sergeant 6:40 fast; Skye Boat Song 4:10 slow; Orcadian Strip the Willow 7:20
fast; Marie's Wedding 3:30 fast; Loch Lomond 4:45 slow.

Setlist:""",
        "music:setlist",
        ["inline_sentence", "time12_alone", "en_SCO"],
    )


@pos
def _tour_advance(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You are the tour manager's advancing assistant. From the thread, fill in the day sheet fields that
are missing and list the questions still open with the venue.

Thread fetched {v("datetime", "at " + http_date(t))} from the advance inbox:
{v("request_id", "Fetch-ID: " + g.ksuid(t))}

From: production@vortexhall.example
Date: Tue, 3 Mar 2026 11:02:44 +0100
Subject: Re: Pale Lanterns - Vortex Hall 14/04 advance

Load-in 14:00 via the rear dock (max 7.5 t), soundcheck 16:30-17:30, doors 19:00, support 19:45,
headline 20:45-22:15, hard curfew 22:30. Stage 10 x 8 m. We provide 2 x 16A CEE for backline.
Parking for one nightliner from 10:00. Hospitality buyout EUR 25 pp if no catering.

Open questions:""",
        "music:tour-advance",
        ["inline_phrase", "http_date", "ksuid", "above_pasted_block"],
    )


@pos
def _venue_settlement(g: Gen15) -> Draft:
    t = g.at("BST")
    return _d(
        f"""{{
  "tool": "settle",
  "venue": "The Crescent Room",
  {v("request_id", '"settlement_request": "' + g.pre("rq_", 18) + '",')}
  {v("datetime", '"generated": "' + py_iso(t) + '",')}
  "currency": "GBP"
}}
Check this night's settlement for the promoter and the band's tour manager. Show the arithmetic and
flag anything that doesn't match the deal (GBP 1,200 guarantee vs 75% after costs).

Tickets: 312 paid at GBP 18 (after booking fees), 14 comps
Costs: PA and engineer 380, security 240, venue hire 600, marketing 310, PRS 3% of box office
Merch: 20% hall fee on soft goods, band sold GBP 1,460

Settlement:""",
        "music:venue-settlement",
        ["json_block", "prefixed_id", "python_isoformat", "head"],
    )


@pos
def _split_sheet(g: Gen15) -> Draft:
    t = g.at("JST")
    return _d(
        f"""---
doc: split-sheet-draft
camp: Shibuya writers' camp, room 4
{v("datetime", "now: " + rfc3339(t))}
{v("session_id", "draft_id: " + g.uuid4())}
---
Draft a split sheet from the session notes, with a signature line for every writer. Do not change the
agreed percentages.

Notes: writers Aya Mori (topline, lyrics), Dev Patel (track, chords), Luca Ferri (bridge melody);
agreed 40/40/20. Publishers: Mori self-published (JASRAC), Patel with Kestrel Songs (PRS), Ferri
unpublished (SIAE). Working title "Neon Rain", written 11 March 2026 in the camp's room 4.""",
        "music:split-sheet",
        ["front_matter", "rfc3339", "offset_plus09", "uuid"],
    )


@pos
def _sync_request(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""<sync_request {v("request_id", 'id="' + g.pre("syn_", 16) + '"')} {v("datetime", 'received="' + rfc3339(t) + '"')} supervisor="Hana Berg" territory="worldwide">
Production: "Low Tide" (feature documentary), festivals and SVOD
Use: background vocal, 0:42, in a bar scene (scene 18)
Track: "Harbour Lights" - The Pale Lanterns (master: Northbound Records; publishing: Kestrel Songs 100%)
Term: perpetuity
</sync_request>
You triage sync licensing requests for a small independent label. Say whether we control both sides,
what a fair fee range is for this use, and what to ask the supervisor before quoting.""",
        "music:sync-request",
        ["xml_attr", "two_in_line", "prefixed_id", "rfc3339", "head"],
    )


@pos
def _sample_clearance(g: Gen15) -> Draft:
    t = g.at("EDT")
    return _d(
        f"""## Request
- **Label:** Greywater Records
{v("request_id", "- **Request ID:** " + g.uuid4())}
{v("datetime", "- **Time:** " + sk_now(t))}
- **Desk:** clearance

Explain what we need to clear for this sample, from whom, and in what order. Keep it to a checklist.

User: We sampled four bars of the horn line from "Slow Burn" (1974, Atlantic) and replayed the bassline
ourselves. The single is due out on 24 April.
Assistant:""",
        "music:sample-clearance",
        ["md_bullets", "uuid", "dotnet_long_datetime", "head"],
    )


@pos
def _luthier_pa_dutch(g: Gen15) -> Draft:
    t = g.at("US")
    return _d(
        f"""{v("date", "Heit: " + local_date("pdc", t))}
Du bischt der Helfer fer die Fiddelmacher-Schtubb vum Abe Stoltzfus in Lancaster County. Du saagscht de
Leit, wie lang en Reparatur nemmt un was sie koschde dutt. Neie Saite: 1 Daag. Riss im Deckel: 2 bis 3
Woche. Hals neu aaleime: 1 Woch.

Kunde: Mei Gitaar hot en Riss im Deckel, grad unnich em Schtegg. Kann ich sie bis Oschdre widder hawwe?""",
        "music:luthier-pa-dutch",
        ["head", "localized_now", "time12", "lang_pdc"],
    )


@pos
def _merch_count(g: Gen15) -> Draft:
    t = g.at("AST")
    return _d(
        f"""Reconcile merch for tonight's show at the Queen's Park Savannah and tell me what cash we should have.
Card sales come through separately, so only count the cash.

Count-in: 120 tees (S 20, M 45, L 40, XL 15), 60 totes, 200 stickers
Count-out: 31 tees (S 2, M 11, L 14, XL 4), 22 totes, 95 stickers
Comps: 4 tees to crew
Card sales: 54 tees, 25 totes, 60 stickers
Prices: tee TTD 180, tote TTD 120, sticker TTD 20

--
Counted via MerchTally
{v("session_id", "Session: " + g.b58(16))}
{v("datetime", "Counted at: " + ctime(t))}""",
        "music:merch-count",
        ["footer", "tail", "base58", "asctime", "en_TT"],
    )


@pos
def _dj_tracklist(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""You suggest the next track for a DJ from their own crate, by BPM and Camelot key. One suggestion, one
line of why.

Crate: Midnight Ferry 124/8A; Glass Harbour 122/9A; Low Sun 118/8B; Disco Lantern (edit) 118/7A;
Salt Air 120/8A

User: Coming out of Midnight Ferry and want to bring the energy down a bit {v("datetime", "[sent " + time24(t) + ":" + f"{t.second:02d}" + " CET]")}
{v("request_id", "Request: " + g.hex(16))}
Assistant:""",
        "music:dj-tracklist",
        ["bracket_user", "time_alone", "last_user", "hex"],
    )


@pos
def _work_registration(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""[ctx app=workreg {v("request_id", "req=" + g.uuid1())} {v("epoch", "at=" + str(epoch_s(t)))} society=PRS]
You help songwriters register works with their collecting society. Check that the shares add up, that
every writer has an IPI, and say what is missing before submission.

Work: "Neon Rain"
Writers: Aya Mori (IPI 00712345678) 40%, Dev Patel (IPI 00598765432) 40%, Luca Ferri (no IPI yet) 20%
Publishers: Kestrel Songs for Dev Patel's share
ISWC: not yet assigned""",
        "music:work-registration",
        ["kv_inline", "bracket_context", "uuid1", "epoch_s", "two_in_line"],
    )


@pos
def _powwow_drum_ojibwe(g: Gen15) -> Draft:
    t = g.at("CST")
    return _d(
        f"""Boozhoo. You answer questions for the committee of the Manoomin Days powwow about drum groups, grand
entry and the schedule. Answer in English with Anishinaabemowin greetings where it fits.
{v("date", "Noongom: " + local_date("oj", t))}

Aaniin. Our drum group can arrive Saturday by 11:00 but one singer only gets there at 14:00. Can we
still be host drum for the 13:00 grand entry, or should we ask to be co-host?""",
        "music:powwow-ojibwe",
        ["system_tail", "localized_now", "lang_oj"],
    )


@pos
def _highlife_ga(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You are Kpakpa, the booking assistant of a highlife band in Osu, Accra. Reply in Ga, briefly, and
only confirm dates that are free in the diary: Saturday afternoons are taken until the end of May.
{v("date", "Ŋmɛnɛ: " + local_date("gaa", t))}

Nuu ko: Ojekoo! Wɔmiitao band lɛ kɛha gbɛi wóo (outdooring) yɛ Hɔgbaa leebi. Nyɛbaanyɛ nyɛba?""",
        "music:highlife-ga",
        ["system_tail", "localized_now", "lang_gaa"],
    )


# print and publishing production: prepress, metadata feeds, print-on-demand, estimating, magazines,
# comics, indexing, legal deposit, permissions, book fairs, returns, critical editions


@pos
def _preflight(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""{v("run_id", "Preflight-Run: " + g.ulid(t))}
{v("datetime", "Started: " + go_nano(t, g.small(1, 1000)))}
Profile: PDF/X-4 sheetfed coated (FOGRA51)

You explain preflight reports to authors and designers who are not print specialists. For each problem,
say what it means, whether the printer can fix it, and what to change in InDesign if not.

Report for "Tidelines_cover_v6.pdf" (from the printer's portal, 2026-03-02 14:11):
ERROR  Image resolution 142 ppi < 240 ppi (page 1, "harbour_photo.tif")
ERROR  Bleed 0 mm on the left edge, 3 mm required
WARN   Rich black 60/40/40/100 in text smaller than 12 pt (spine)
WARN   Total area coverage 340% > 320% (page 1)
INFO   Output intent: FOGRA51""",
        "print:preflight",
        ["head", "header_block", "ulid", "go_rfc3339nano", "pasted_content_neighbour"],
    )


@pos
def _onix_validation(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{v("request_id", "Validation-Request: vr_" + g.b62(18))}
{v("datetime", "Received: " + http_date(t))}
Feed: kestrel-press-retail (ONIX 3.0)

Check this product record before it goes to retailers: missing mandatory blocks, codes that don't
match, and anything a retailer would reject.

<Product>
  <RecordReference>com.kestrelpress.9781915123457</RecordReference>
  <NotificationType>03</NotificationType>
  <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>9781915123457</IDValue></ProductIdentifier>
  <DescriptiveDetail>
    <ProductComposition>00</ProductComposition>
    <ProductForm>BC</ProductForm>
    <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Tidelines</TitleText></TitleElement></TitleDetail>
  </DescriptiveDetail>
  <PublishingDetail>
    <PublishingDate><PublishingDateRole>01</PublishingDateRole><Date>20260514</Date></PublishingDate>
  </PublishingDetail>
</Product>""",
        "print:onix-validation",
        ["head", "header_block", "prefixed_id", "http_date", "pasted_content_neighbour"],
    )


@pos
def _pod_order(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{{"channel":"pod-support",{v("session_id", '"session":"' + g.uuid4() + '",')}{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"market":"UK"}}
You help self-published authors with print-on-demand orders: proofs, author copies, trim sizes and
shipping. If a reprint is needed, say so and explain why.

Author: My author copies (order POD-2026-03-114882, 25 copies of "Salt Roads", 5.5 x 8.5 in) arrived
with the cover shifted about 3 mm towards the spine. The proof I approved on 27 February was fine.
What can I ask for?""",
        "print:pod-order",
        ["json_inline", "two_in_line", "uuid", "epoch_ms", "head"],
    )


@pos
def _print_estimate(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""You are the estimating assistant of Drukkerij Zeewind. Turn a customer's enquiry into a print spec and
list what is missing before we can quote. Prices come from the estimator, never from you.
{v("request_id", "Quote-Request: " + g.uuid7(t))}

Customer: We need 1,500 copies of an exhibition catalogue, about 96 pages plus cover, full colour,
something like 23 x 28 cm, soft cover with flaps, on a paper that feels nice. Delivery to Antwerp
before 20 May.
Assistant:""",
        "print:estimate",
        ["system_tail", "uuid7"],
    )


@pos
def _flatplan(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""| Flatplan  | Harbour & Hill, issue 41 (May) |
|-----------|--------------------------------|
| Pages     | 132 + 4 cover                  |
| Ad ratio  | 38%                            |
{v("datetime", "| Built     | " + (dmon(t) + " UTC").ljust(30) + " |")}

You are the managing editor's flatplan assistant. Check the running order below for facing-page ad
clashes (competitors opposite each other) and for features that start on a left-hand page.

p2-3   Ad: Nordlys Outdoor (DPS)
p14    Feature start: "The last ferrymen" (8 pp)
p22    Ad: Fjell Tents | p23 Ad: Nordlys Outdoor
p37    Feature start: "Salt and stone" (6 pp)
p52-53 Ad: Kestrel Coffee (DPS)""",
        "print:flatplan",
        ["md_table", "dd_mon_yyyy", "head", "stable_neighbours"],
    )


@pos
def _lettering_chatml(g: Gen15) -> Draft:
    t = g.at("PST")
    return _d(
        f"""<|im_start|>system
You help a comics letterer fit dialogue into balloons: suggest line breaks, keep the writer's wording, and
flag any balloon over 25 words. {v("date", "Today: " + iso_date(t))}<|im_end|>
<|im_start|>user
Page 7, panel 3, MARA: "If you'd told me the lighthouse keeper was your father I would never have set
foot on this rock, let alone spent the winter here fixing his lamp."<|im_end|>
<|im_start|>assistant""",
        "print:lettering",
        ["chat_template", "system_tail", "iso_date", "inline"],
    )


@pos
def _indexer(g: Gen15) -> Draft:
    t = g.at("CET")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return _d(
        f"""You help a freelance indexer tidy an index: merge duplicate headings, fix "see" and "see also" cross
references, and sort letter by letter. Return the corrected entries only.

ferries, 12-14, 88
ferry, Bergen-Newcastle, 91
lighthouses: see also keepers
keepers, 40-47, 102; see lighthouse keepers
Ness lighthouse, 44
salt trade, 3, 19-23
Salt trade, Hanseatic, 21

{v("datetime", "Prompt built: " + go_string(t, g.small(1, 1000), mono))}""",
        "print:indexer",
        ["tail", "go_time_string", "pasted_content_neighbour"],
    )


@pos
def _legal_deposit_newar(g: Gen15) -> Draft:
    t = g.at("NPT")
    return _d(
        f"""{v("date", "थौं: " + local_date("new", t))}
{v("request_id", "अनुरोध: " + g.uuid4())}
छि "येँ पिथना"या ग्वाहालिइम्ह खः। सफू पिथनेधुंकाः राष्ट्रिय पुस्तकालयय् छ्वयेमाःगु प्रति व फारमया बारे
चीहाकलं लिसः बियादिसँ।

पिथना: झीगु न्हूगु सफू "न्हापांगु पौ" फागुन लाय् पिदनेत्यंगु दु। ISBN 978-9937-0-1234-5 काये धुंकल। गुलि प्रति छ्वये माः?""",
        "print:legal-deposit-newar",
        ["head", "header_block", "localized_now", "devanagari_digits", "lang_new"],
    )


@pos
def _permissions(g: Gen15) -> Draft:
    t = g.at("GMT")
    when = f"{DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year} at {t:%H:%M} GMT"
    return _d(
        f"""Permissions summary for "Tidelines" (Kestrel Press). Generated {v("datetime", "on " + when)} for this
request from the rights log.

Image 1: "Harbour at dusk", photo by I. Moen, licence granted 2025-11-20, print + ebook, world, 5 years
Image 2: map of the Hanseatic routes, Kestrel Press in-house, no permission needed
Image 3: poster "Visit Bergen" (1931), public domain in the EU; US status unclear
Image 4: lyric quote, 4 lines of "Harbour Lights", request sent 2026-01-08, no answer yet

Which items block the print date of 14 May, and what should I chase first?""",
        "print:permissions",
        ["inline_phrase", "long_datetime", "head"],
    )


@pos
def _author_proofs(g: Gen15) -> Draft:
    return _d(
        f"""You collate author proof corrections into a single list for the typesetter, using page and line
numbers, and mark each as author's alteration (AA) or printer's error (PE).

Author's email: p. 14 line 3, "Bergen" should be "Bergen's"; p. 22, the caption is under the wrong photo;
p. 37 line 12, delete "very"; p. 41, the running head says chapter 3 but it's chapter 4.

{v("session_id", "<!-- proofing-bot request " + g.b64url(18) + " -->")}""",
        "print:author-proofs",
        ["tail", "html_comment", "base64url"],
    )


@pos
def _book_fair(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""You schedule rights meetings for Kestrel Press at the book fair. Meetings are 30 minutes, back to back
is fine, but leave 15 minutes when changing halls.
{v("datetime", "Fair clock: " + time24(t) + " CET")}
{v("date", "Weekday: " + DAYS_LONG[t.weekday()])}

Booked: 10:00 Hall 6.1 (Salamander, DE), 11:00 Hall 5.0 (Éditions du Port, FR), 14:30 Hall 6.1
(Nordvik, NO).
Requests: Lantern Books (US, Hall 8.0) any morning; Casa Marea (IT, Hall 5.1) after lunch.

Proposed schedule:""",
        "print:book-fair",
        ["system_tail", "time_alone", "weekday_alone"],
    )


@pos
def _returns_run(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You explain bookshop returns to a small publisher: what was returned, why, and what it costs after the
distributor's handling fee (8%).

Returns this month:
9781915123457 Tidelines, 42 copies, reason: overstock, credit GBP 6.40 each
9781915123402 Salt Roads, 6 copies, reason: damaged, credit GBP 5.20 each

returns-bot {v("run_id", "run=run_" + g.b62(16))} {v("epoch", "started=" + str(epoch_s(t)))} region=uk
""",
        "print:returns",
        ["tail", "logfmt", "two_in_line", "prefixed_id", "epoch_s"],
    )


@pos
def _critical_edition_sanskrit(g: Gen15) -> Draft:
    t = g.at("IST")
    return _d(
        f"""भवान् ग्रन्थसम्पादनस्य सहायकः अस्ति। मातृकाणां पाठभेदान् पादटिप्पण्यां सूचयतु, मूलपाठं न परिवर्तयतु।
{v("date", "अद्य: " + local_date("sa", t))}

मातृका क: कर्मण्येवाधिकारस्ते मा फलेषु कदाचन।
मातृका ख: कर्मण्येवाधिकारस्ते न फलेषु कदाचन।
प्रश्नः: अस्य श्लोकस्य पाठभेदः कः, पादटिप्पणी कथं लेखनीया?""",
        "print:critical-edition-sanskrit",
        ["system_tail", "localized_now", "devanagari_digits", "lang_sa"],
    )


# visual arts and museums: collection records, loans, condition reports, ticketing, labels, couriers


@pos
def _collection_record(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""{v("request_id", "Fetch-Request: " + g.uuid4())}
{v("datetime", "Fetched-At: " + rfc3339(t, 6))}
Source: CollectionsIndex (read-only)

Write a 60-word public catalogue entry from the record below. Use only what the record says.

Accession no.: 1987.114.3
Object: Fishing boat model, "Margit" (Hardanger faering)
Maker: unknown, probably Strandebarm boatbuilders
Date: c. 1890-1910
Materials: pine, copper rivets, linen sail
Dimensions: 62 x 18 x 41 cm
Acquired: 1987, gift of the Moen family
Last inventoried: 2024-09-17, store B2, shelf 4""",
        "arts:collection-record",
        ["head", "header_block", "uuid", "rfc3339", "fetched_content"],
    )


@pos
def _loan_agreement(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""---
doc: outgoing-loan-draft
lender: Nordhavn Kunstmuseum
{v("datetime", 'generated_at: "' + py_str(t) + '"')}
{v("session_id", "draft_session: " + g.b62(24))}
---
Draft the loan conditions section for the agreement below, in plain English, in numbered clauses.

Borrower: Museo del Mar, Cádiz
Objects: 3 paintings (inv. NK 412, NK 415, NK 1033)
Exhibition: "Northern Light at Sea", 12 June - 27 September 2026
Conditions from our registrar: 50 lux maximum, 45-55% RH, courier accompanies installation and
deinstallation, nail-to-nail insurance at the agreed values, no photography with flash.""",
        "arts:loan-agreement",
        ["front_matter", "python_str_datetime", "base62"],
    )


@pos
def _condition_report(g: Gen15) -> Draft:
    t = g.at("CEST")
    return _d(
        f"""You help registrars write condition reports. Turn the notes into the museum's standard format:
overall condition, structural, surface, frame, and recommendations.

User: NK 415 on arrival in Cádiz: crate intact, shock indicator not triggered. Small flake loss at lower
left, about 2 mm, already in the outgoing report. New: slight cupping along the top stretcher bar, and a
fingerprint on the glazing. Frame corner bottom right has a 1 cm chip in the gilding.
Photos attached: 6
{v("request_id", "Upload-Batch: " + g.pre("up_", 20))}
{v("datetime", "Uploaded: " + iso_basic(t))}
Assistant:""",
        "arts:condition-report",
        ["last_user", "upload_stamp", "iso_basic", "prefixed_id"],
    )


@pos
def _timed_entry(g: Gen15) -> Draft:
    t = g.at("EU")
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return _d(
        f"""{v("session_id", "Widget session: " + g.nanoid())}
{v("datetime", "Visitor local time: " + js_tostring(t, zone))}
Museum: Nordhavn Kunstmuseum

You are the ticketing assistant. Timed-entry slots are every 30 minutes from 10:00 to 16:30; the last
entry to the Munch room is 17:00. Members enter free but still need a slot.

Visitor: We're four adults and a child, can we still get in today, and is there a family ticket?
Assistant:""",
        "arts:timed-entry",
        ["head", "header_block", "nanoid", "js_date_tostring"],
    )


@pos
def _label_writer(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You write exhibition wall labels: 40-60 words, no jargon, one concrete detail a visitor can look for.
{v("date", "The current ISO week date is " + iso_week(t) + ".")} Labels for works by living artists must be
approved by the artist.

Work: Ingrid Moen, "Faering at Strandebarm", 2019, oil on linen, 140 x 190 cm.
Curator's note: painted from memory of her grandfather's boat (see the boat model 1987.114.3 in room
2); the red stripe is the family's colour.

Label:""",
        "arts:label-writer",
        ["inline_sentence", "iso_week", "system_tail"],
    )


@pos
def _courier_relay(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""You support museum couriers travelling with loans. Answer from the itinerary; if the courier reports a
change, say who to call.

Itinerary: truck departs Nordhavn 06:00 day 1; ferry Kiel-Gothenburg excluded, road only; overnight
secure depot in Hamburg; arrival Cádiz day 4 before 12:00; unpacking after 24 h acclimatisation.

Relayed from the courier chat:
{v("datetime", "[" + slashed(t) + "]")} Ana (courier): Driver says the depot in Hamburg is full tonight and wants to
park at a motorway service area instead. Is that allowed?""",
        "arts:courier-relay",
        ["relay_prefix", "slashed_datetime", "last_user"],
    )


@pos
def _facility_report(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""<meta><venue>Tromsø Kunstforening</venue>{v("datetime", "<request_time>" + rfc3339(t) + "</request_time>")}<lang>en</lang></meta>
You review facility reports from borrowing venues against our loan requirements and list every gap.

Requirements: 24/7 monitored intrusion alarm; 50 lux for works on paper; 45-55% RH with daily logs;
fire suppression not water-based in the gallery; loading bay accessible to a 7.5 t truck.

Facility report extract: Alarm monitored 24/7 by a security company. Lighting: LED, dimmable, measured
80 lux at wall. Humidity: portable humidifiers, readings taken weekly. Sprinklers (wet pipe) in all
galleries. Loading via the street door, max vehicle 3.5 t.""",
        "arts:facility-report",
        ["xml_element_inline", "rfc3339", "head"],
    )


@pos
def _residency_portal(g: Gen15) -> Draft:
    t = g.at("EDT")
    return _d(
        f"""{{
  "portal": "residency-apply",
  "cycle": "2027",
  {v("session_id", '"portal_session": "' + g.b62(32) + '",')}
  {v("epoch", '"client_ts_us": ' + str(epoch_us(t)) + ",")}
  "lang": "en"
}}
You give applicants feedback on their artist statement for a residency: clarity, fit with the
residency's theme (tidal landscapes), and length (max 300 words). Do not rewrite it for them.

Statement: My practice explores the liminal spaces between land and sea through large-format cyanotypes
exposed in the intertidal zone, where each tide leaves its mark on the print...""",
        "arts:residency",
        ["json_block", "base62", "epoch_us", "head"],
    )


@pos
def _museum_khasi(g: Gen15) -> Draft:
    t = g.at("IST")
    return _d(
        f"""Phi dei u nongiarap jong ka Museum ha Shillong. Jubab ha ka ktien Khasi, kham lyngkot.
Ka museum ka plie na ka 9:30 haduh ka 17:00, ka khang ha ka Sngi Taiew.
{v("date", "Mynta: " + local_date("kha", t))}
{v("request_id", "Request: " + g.hex(20))}

Nongwan: Ngi dei ki 30 ngut na ka skul, lah ban wan ngi mynta sha ka museum?""",
        "arts:museum-khasi",
        ["system_tail", "localized_now", "lang_kha", "hex"],
    )


@pos
def _museum_tuvan(g: Gen15) -> Draft:
    t = g.at("KRAT")
    return _d(
        f"""Сен Кызылда Национал музейниң дузалакчызың. Тыва дылга кыска харыыла. Музей 10:00-тан 18:00-ге
чедир ажык, бир дугаар хүнде хаалдыр.
{v("date", "Бөгүн: " + local_date("tyv", t))}

Аалчы: Скиф алдынының көргүзүүзүн бөгүн көрүп болур бис бе? Бис беш кижи бис.""",
        "arts:museum-tuvan",
        ["system_tail", "localized_now", "lang_tyv"],
    )


@pos
def _conservation_b3(g: Gen15) -> Draft:
    return _d(
        f"""{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Sampled: 1

You help a paintings conservator write up treatment steps for the record. Keep the conservator's
materials and concentrations exactly as given and put the steps in order.

Notes: surface clean with 0.5% triammonium citrate in deionised water, cleared with water; varnish
reduction with 20% ethanol in Shellsol A on the sky only; losses filled with Modostuc, inpainted with
Gamblin Conservation Colors; final varnish Regalrez 1094, 2 coats, spray.""",
        "arts:conservation",
        ["head", "header_block", "b3_multi"],
    )


@pos
def _public_art(g: Gen15) -> Draft:
    t = g.at("EDT")
    return _d(
        f"""Summarise the three shortlisted proposals for the harbourfront public art commission for the city
arts committee: concept, budget, maintenance burden, in a table.

1. "Tide Bells" - six bronze bells rung by high tides; CAD 180,000; bells need annual inspection.
2. "Salt Garden" - planted terraces with salt-tolerant species; CAD 140,000; needs a gardener monthly.
3. "Lantern Wall" - solar LED wall; CAD 165,000; panels replaced every 8-10 years.

--
Generated by ArtsDesk {v("datetime", "on " + rfc3339(t))}""",
        "arts:public-art",
        ["footer", "inline_phrase", "rfc3339", "offset_minus04"],
    )


# photography: client galleries, releases, stock, print labs, contests


@pos
def _proofing_gallery(g: Gen15) -> Draft:
    t = g.at("ART")
    return _d(
        f"""{v("session_id", "Gallery session: " + g.ksuid(t))}
{v("datetime", "Viewed at: " + rfc3339(t))}
Gallery: Familia Ruiz - sesión en el puerto (48 photos)

You help a photographer's clients choose prints from their proofing gallery. Package: 10 edited
images included; extra images USD 25 each; prints ordered through the gallery.

Client: We loved 12, 17, 23 and 31 but we can only pick ten total. Can we swap some for the ones with
the dog?
Assistant:""",
        "photo:proofing-gallery",
        ["head", "header_block", "ksuid", "rfc3339", "offset_minus03"],
    )


@pos
def _model_release(g: Gen15) -> Draft:
    t = g.at("AEST")
    return _d(
        f"""You prepare model release forms for a photographer. Fill in the template from the notes; leave
signature lines blank. {v("date", "Today's date is " + f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}" + ".")}

Notes: model Jess Tran (adult), shoot at Bondi Icebergs for a swimwear brand lookbook, usage web and
print for 2 years in Australia and NZ, fee AUD 600, no nudity.

Template: "I, [name], grant [photographer] the right to use photographs taken on [date] at [location]
for [usage] ..."
Release:""",
        "photo:model-release",
        ["inline_sentence", "long_date", "en_AU"],
    )


@pos
def _stock_submission(g: Gen15) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{{"batch":"sb-2026-11",{v("request_id", '"req":"' + g.uuid4() + '",')}{v("datetime", '"now":"' + js_iso(t) + '",')}"contributor":"ph-2231"}}
You review photos before they are submitted to a stock agency. For each, say whether it needs a model
or property release and whether the keywords are accurate.

1. IMG_4410: fishermen mending nets, faces visible; keywords: fishing, nets, tradition, Norway
2. IMG_4418: harbour at dusk with a cruise ship, logo readable on the hull; keywords: travel, sunset
3. IMG_4431: close-up of rope knots; keywords: rope, knot, texture, sailing""",
        "photo:stock-submission",
        ["json_inline", "two_in_line", "uuid", "js_iso", "head"],
    )


@pos
def _print_lab(g: Gen15) -> Draft:
    return _d(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: lab=" + g.hex(16) + ",edge=" + g.b64url(9))}
Accept: application/json

You answer customers of Silverhalide Print Lab about paper types, sizes and turnaround. C-type prints
take 3 working days, giclée 5, framing +4. Never promise a delivery date; give the working days.

Customer: Can I get a 50 x 70 giclée on Hahnemühle Photo Rag, framed, in time for an opening in nine days?
Assistant:""",
        "photo:print-lab",
        ["head", "header_block", "traceparent", "tracestate"],
    )


@pos
def _photo_contest_exif(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""Check this entry against the contest rules: taken between 1 January and 28 February 2026, no
composites, minimal editing. Say pass or fail and why.

Entry: "First light, Lofoten" by M. Haugen

EXIF
Make: FUJIFILM
Model: X-T5
DateTimeOriginal: 2026:02:11 07:42:18
OffsetTimeOriginal: +01:00
ExposureTime: 1/250
FNumber: 8.0
ISO: 160
Software: Adobe Photoshop 26.3 (Macintosh)

EXIF read by the entry checker {v("datetime", "at " + rfc3339(t))} for this request.""",
        "photo:contest-exif",
        ["below_pasted_block", "inline_phrase", "rfc3339", "exif_content"],
    )


@pos
def _photographer_ndebele(g: Gen15) -> Draft:
    t = g.at("CAT")
    return _d(
        f"""Ungumsizi womthwebuli wezithombe eBulawayo. Phendula ngesiNdebele, ngamafuphi. Izithombe zomndeni
azikhokhelwa kuze kube yizinsuku ezingu-14 emva kokuthwebula.
{v("date", "Namuhla: " + local_date("nd", t))}

Umthengi: Ngithwebulwe ngo-Mgqibelo odlulileyo. Ngingabhadala nini, njalo ngingathola nini izithombe?""",
        "photo:photographer-ndebele",
        ["system_tail", "localized_now", "lang_nd"],
    )


# fashion and textiles: tech packs, sample tracking, lab dips, fittings, wholesale, shows, crafts


@pos
def _tech_pack(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""---
plugin: techpack-assist
brand: Hollis & Wren
{v("request_id", "plm_request: " + g.uuid7(t))}
{v("datetime", "rendered_at: " + dotnet_o(t, g.small(0, 10)))}
season: SS27
---
Write the construction notes for the tech pack of the style below, in short imperative lines a factory
can follow. Use metric.

Style: HW-SS27-0412 "Marina" overshirt
Fabric: 8 oz cotton canvas, garment-dyed
Details: two chest patch pockets with flaps, horn buttons (20L front, 18L cuffs), side vents 6 cm,
flat-felled seams throughout, back yoke with a locker loop""",
        "fashion:tech-pack",
        ["front_matter", "uuid7", "dotnet_roundtrip", "stable_neighbours"],
    )


@pos
def _sample_tracking(g: Gen15) -> Draft:
    t = g.at("ICT")
    return _d(
        f"""Brand: Hollis & Wren
Factory: Saigon Knit Co. (HCMC)
{v("session_id", "Tracking session: trk_" + g.b62(18))}
{v("datetime", "Now: " + rfc3339(t))}

You track garment samples between the factory and the brand. From the log, say where each sample is
and which are late against the sample calendar (proto 2 by 20 Feb, fit 1 by 28 Feb, SMS by 6 Mar).

Sample log (copied from the shared sheet):
HW-SS27-0412 proto 2 | shipped 2026-02-20 DHL 4471829930 | received London 2026-02-24
HW-SS27-0418 fit 1   | shipped 2026-03-02 DHL 4471830215 | in transit
HW-SS27-0425 SMS     | due ex-factory 2026-03-06        | not shipped""",
        "fashion:sample-tracking",
        ["header_block", "prefixed_id", "rfc3339", "offset_plus07", "pasted_content_neighbour"],
    )


@pos
def _lab_dips(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""| Lab dips       | HW-SS27 knitwear              |
|----------------|-------------------------------|
| Mill           | Biella Filati                 |
{v("epoch", "| Snapshot (ms)  | " + str(epoch_ms(t)) + "                 |")}
| Light sources  | D65 primary, TL84 secondary   |

Submissions:
Colour "Kelp", standard Pantone 18-0426 TCX: A dE 1.8, B dE 0.9 (redder), C dE 1.2 (flares under TL84)
Colour "Harbour", standard 19-4026 TCX: A dE 0.6, B dE 1.4

Which dips would you approve, and what comment goes back to the mill for the others?""",
        "fashion:lab-dips",
        ["md_table", "epoch_ms", "head", "stable_neighbours"],
    )


@pos
def _fit_session(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""System: You write fit comments for the factory: one line per point of measure, with the change in cm and
the reason. Grade the changes to all sizes unless told otherwise.
User: Fit 1 on the size M model (Chloe, 172 cm): chest 2 cm too loose, sleeve 1.5 cm short, back yoke
pulls when the arms go forward, shoulder point drops 1 cm. Otherwise good, keep the pocket placement.
{v("datetime", "Sent: " + py_str(t))}
Assistant:""",
        "fashion:fit-session",
        ["last_user", "python_str_datetime"],
    )


@pos
def _showroom_order(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""<order_context showroom="paris-marais" season="SS27" {v("request_id", 'req="' + g.hex(24) + '"')} {v("epoch", 't="' + str(epoch_s(t)) + '"')} buyer="Maison Lune"/>
You help the wholesale team check buyers' orders against the line sheet rules: minimum 6 units per style
per colour, minimum order EUR 3,000, deliveries D1 (15 Jan) or D2 (15 Feb).

Buyer's order: Marina overshirt, Kelp, 4 units (S1 M2 L1); Marina overshirt, Harbour, 6 units; Tidal
knit, Kelp, 8 units; all D1. Wholesale EUR 92 overshirt, EUR 118 knit.
Answer:""",
        "fashion:showroom-order",
        ["xml_attr", "two_in_line", "hex", "epoch_s", "head"],
    )


@pos
def _runway_order(g: Gen15) -> Draft:
    t = g.at("CET")
    return _d(
        f"""Check the running order for the SS27 show: no model in two consecutive looks, at least four looks
between a model's exits, and the music cue changes at look 15.

Look 1 Aiko | Look 2 Bea | Look 3 Cleo | Look 4 Aiko | Look 5 Dani | Look 6 Eva | Look 7 Bea
Look 8 Fern | Look 9 Cleo | Look 10 Aiko | Look 11 Gia | Look 12 Dani | Look 13 Eva | Look 14 Hana
Look 15 Bea (music: "Harbour Lights", cue at 06:40 into the show)

--
{v("request_id", "Request: " + g.hex(16))}
{v("datetime", "Built: " + rfc2822(t))}
""",
        "fashion:runway-order",
        ["footer", "tail", "hex", "rfc2822", "pasted_content_neighbour"],
    )


@pos
def _quilts_plautdietsch(g: Gen15) -> Draft:
    t = g.at("CST")
    return _d(
        f"""{v("date", "Vondoag: " + local_date("pdt", t))}
Du best de Halpa fa dän Quilt-Vekoop fa de Hilfsoabeit. Du halpst de Frues, de Quilts to priesen un
oppto-schriewen. Reed Plautdietsch, kort un frindlich.

Frue Friesen: Wie habe 42 Quilts fa dän Vekoop. Waut saul wie fa dän groten "Lone Star" nehme, dän
Tante Anna aune Maschien jenäjt haft?""",
        "fashion:quilts-plautdietsch",
        ["head", "localized_now", "lang_pdt"],
    )


@pos
def _embroidery_karakalpak(g: Gen15) -> Draft:
    t = g.at("UZT")
    return _d(
        f"""Sen Nókistegi keste toqıw kooperativiniń járdemshisiseń. Qaraqalpaq tilinde qısqa juwap ber. Bir
kiymeshek 6 hápte ishinde tayar boladı.
{v("date", "Búgin: " + local_date("kaa", t))}
{v("request_id", "Soraw: " + g.uuid4())}

Buyırtpashı: Bizge muzey ushın 4 kiymeshek kerek. Mamır ayınıń aqırına shekem tayar bola ma?""",
        "fashion:embroidery-karakalpak",
        ["system_tail", "localized_now", "lang_kaa", "uuid"],
    )


@pos
def _barkcloth_lusoga(g: Gen15) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""Oli muyambi w'ekibiina ky'abakozi b'embugo e Jinja. Ddamu mu Lusoga mu bufunze. Embugo emu
etwala ennaku kkumi okugikola.
{v("date", "Leero: " + local_date("xog", t))}

Omuguzi: Njagala embugo ssatu ez'okwambala ku mukolo gw'okwabya olumbe. Zinaaba zaamaliriire ddi?""",
        "fashion:barkcloth-lusoga",
        ["system_tail", "localized_now", "lang_xog"],
    )


@pos
def _costume_hire(g: Gen15) -> Draft:
    t = g.at("BST")
    return _d(
        f"""You are the costume hire desk assistant for a theatre wardrobe store. Quote only from the stock list,
and suggest alternatives when sizes run out.

Stock levels {v("datetime", "as of " + time24(t) + " BST")} for this request:
Regency tailcoat, navy: 38R x2, 40R x1, 42L x0
Regency tailcoat, bottle green: 40R x3, 44R x1
Empire-line gown, ivory: 8 x1, 12 x2, 14 x0
Bonnet, straw: 6 in stock

Customer: We need four navy tailcoats (two 40R, two 42L) and three ivory gowns in size 14 for a
Pride and Prejudice run from 2 May.
Assistant:""",
        "fashion:costume-hire",
        ["inline_phrase", "time_alone", "fetched_content"],
    )


# sports officiating and amateur leagues: video review, assessors, whereabouts, stats, derby, darts,
# ultimate, judo, volleyball, and leagues in the prompts' languages


@pos
def _var_review_log(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""{v("request_id", "Review-Request: " + g.uuid1())}
{v("datetime", "Requested-At: " + rfc3339(t))}
Competition: Northern Counties Premier (video review pilot)

Summarise the review log for the match commissioner: each incident, what the video assistant
recommended, the final decision, and how long play was stopped.

Review log, Harrowgate Town v Ashby Vale, 7 March 2026:
23:41   check    possible penalty, holding (#5 Ashby)         no clear error, play on         0:48
58:12   review   goal, offside in the build-up (#9 Harrowgate) on-field review, disallowed   2:31
90+2:05 check    red card, serious foul play (#14 Ashby)       confirmed                       1:05""",
        "sports:var-review",
        ["head", "header_block", "uuid1", "rfc3339", "pasted_content_neighbour"],
    )


@pos
def _ref_assessor(g: Gen15) -> Draft:
    t = g.at("CST")
    return _d(
        f"""---
app: ref-assess
{v("session_id", "assessor_session: " + g.b62(22))}
{v("datetime", "now: " + rfc3339(t, 3))}
league: Prairie Amateur Soccer League
---
Write the referee assessment narrative from the assessor's notes: strengths, development points, and a
mark out of 10 with one sentence of justification. Be fair and specific.

Notes: positioning good in open play, too far from the ball at set pieces; excellent advantage at 34';
missed a clear handball at 61' (was screened, AR should have helped); card management calm, 3 yellows
all correct; fitness fine; pre-match briefing with ARs thorough.""",
        "sports:ref-assessor",
        ["front_matter", "base62", "rfc3339", "offset_minus06"],
    )


@pos
def _whereabouts(g: Gen15) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""{v("session_id", "Whereabouts session: " + g.uuid4())}
{v("datetime", "Current time (athlete's zone): " + us_medium(t))}
Sport: athletics, registered testing pool

You help athletes keep their anti-doping whereabouts up to date. Remind them that the 60-minute slot must
be where they will actually be, and that changes must be filed before the slot starts.

Athlete: My flight home to Nairobi moved from Thursday 22:10 to Friday 06:40, so I'll be at the airport
during my Friday slot (06:00-07:00, home). What do I change, and by when?
Assistant:""",
        "sports:whereabouts",
        ["head", "header_block", "uuid", "us_medium_datetime", "en_KE"],
    )


@pos
def _stat_crew(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""{{"crew":"stats-7",{v("epoch", '"ts_ns":' + str(epoch_ns(t, g.small(1, 1000))) + ",")}"game":"RPL-114"}}
You check a basketball stat crew's box score for internal consistency before it is published. Report
every mismatch you find.

Team totals: FGM 31, FGA 70, 3PM 9, 3PA 24, FTM 14, FTA 19, PTS 85
Players: Ivers 22 pts (8/15, 3PM 2, FT 4/4); Maalouf 18 (6/13, 3PM 3, FT 3/4); Brandt 15 (5/12, 3PM 1,
FT 4/6); Osei 12 (5/9, FT 2/3); bench 18 (7/21, 3PM 3, FT 1/2)""",
        "sports:stat-crew",
        ["json_inline", "epoch_ns", "head"],
    )


@pos
def _derby_penalties(g: Gen15) -> Draft:
    t = g.at("AEDT")
    return _d(
        f"""[nso league=harbour-rollers {v("request_id", "bout_req=" + g.hex(16))} {v("epoch", "t=" + str(epoch_ms(t)))} crew=nso-2]
You help the head non-skating official check penalty tracking. A skater fouls out at the seventh
penalty. Say who has fouled out and who is one penalty away.

Penalty tracking, period 2 (home team):
#12 Rue Britannia: B, X, F, B, P, C  (6)
#07 Slamantha: X, X, B, L  (4)
#88 Dame Hellen: B, F, B, X, C, I, B  (7)
#3 Tinderbox: P, B  (2)""",
        "sports:derby-penalties",
        ["kv_inline", "bracket_context", "two_in_line", "hex", "epoch_ms"],
    )


@pos
def _darts_league(g: Gen15) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You are the results bot for the Tuesday darts league at the Anchor. Record a result only when it is
posted by a captain, and reply with the updated table line for that team.

Table before tonight: Red Lion A P9 W6 L3 Pts 12; Anchor Arrows P9 W5 L4 Pts 10

User (captain, Red Lion A): Beat the Anchor Arrows 5-2. 180s: Dave 2, Mo 1. High checkout 121, Mo.
{v("datetime", "Sent: " + time12(t))}
{v("message_id", "Msg: " + g.snowflake(t))}
Assistant:""",
        "sports:darts-league",
        ["last_user", "time12_alone", "snowflake"],
    )


@pos
def _ultimate_spirit(g: Gen15) -> Draft:
    t = g.at("NZDT")
    when = f"{DAYS_LONG[t.weekday()]}, {time24(t)}"
    return _d(
        f"""You collect spirit-of-the-game scores at a hat tournament in Wellington. {v("datetime", "It is " + when + " at the fields.")}
Scores are due 30 minutes after each game; remind captains politely if theirs are missing.

Spirit scores so far (rules, fouls, fair-mindedness, attitude, communication):
Kiwi Kites v Huttsons: 3/2/2/3/2 and 2/2/3/3/3
Wellies v Flat Whites: 2/1/2/2/2 and (missing)

Captain of the Wellies: What did we get, and do we still need to hand ours in?""",
        "sports:ultimate-spirit",
        ["inline_sentence", "weekday_time", "en_NZ"],
    )


@pos
def _judo_appeal(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""<appeal>
  <event>Northern Judo Open, cadets -55 kg</event>
  {v("datetime", "<requested_at>" + rfc3339(t) + "</requested_at>")}
  <mat>3</mat>
</appeal>
You help the tournament's refereeing commission answer a coach's appeal. The care system video was
reviewed; the rules are the current IJF refereeing rules. Answer in four sentences at most.

Coach: My athlete's throw at 2:14 was given waza-ari but the opponent landed flat on the back with speed
and control. It should have been ippon. Can the result be changed now the contest is over?""",
        "sports:judo-appeal",
        ["xml_element", "rfc3339", "head"],
    )


@pos
def _volleyball_challenge(g: Gen15) -> Draft:
    t = g.at("NZDT")
    return _d(
        f"""- **League:** Amateur Division 2
{v("session_id", "- **Session:** " + g.uuid7(t))}
{v("datetime", "- **Now:** " + rfc3339(t))}
- **Venue:** ASB Sports Centre, court 4

You explain the league's video challenge rules to team captains: two challenges per set, a successful
challenge is kept, no challenges after the 24th point in the fifth set.

Captain: We used one challenge in set 2 and it was successful. How many do we have left in set 2, and
do they carry over to set 3?
Assistant:""",
        "sports:volleyball-challenge",
        ["md_bullets", "uuid7", "rfc3339", "offset_plus13", "head"],
    )


@pos
def _football_chechen(g: Gen15) -> Draft:
    t = g.at("MSK")
    return _d(
        f"""Хьо Соьлжа-ГӀалин любителийн футболан лигин гӀоьнча ву. Нохчийн маттахь доца жоп лохьа. Ловзарш
шотан дийнахь а, кӀиранан дийнахь а хуьлу.
{v("date", "Тахана: " + local_date("ce", t))}

Тренер: Тхан команда тахана ловзар ду хьуна? Судья мила ву?""",
        "sports:football-chechen",
        ["system_tail", "localized_now", "lang_ce"],
    )


@pos
def _ski_officials_lule_sami(g: Gen15) -> Draft:
    t = g.at("EU")
    return _d(
        f"""Dån le viehkke Jåhkåmåhke tjuojggamsiebrre dåmárijda. Vásttida julevsámegiellaj, oanegit.
Gilppusa álggi 10:00 lávvodahka.
{v("date", "Udne: " + local_date("smj", t))}

Dåmár: Gallegasj tjuojggijijt lip registrerim? Ja gåsse galggap mij liehket dåppe?""",
        "sports:ski-officials-lule-sami",
        ["system_tail", "localized_now", "lang_smj"],
    )


@pos
def _lacrosse_mohawk(g: Gen15) -> Draft:
    t = g.at("US")
    return _d(
        f"""Shé:kon. You assign referees for a community box lacrosse league in Kahnawà:ke. Each game needs two
referees and a timekeeper; no referee works games of a team they coach.
{v("date", "Today: " + local_date("moh", t))}

Referees: Tekarontake (coaches U13 Hawks), Kawisiio, Ronwaia'tison, Kahente (timekeeper only)
Games: U13 Hawks v Wolves 18:00; U16 Bears v Hawks 19:30

Assistant:""",
        "sports:lacrosse-mohawk",
        ["system_tail", "localized_now", "lang_moh"],
    )


@pos
def _rez_ball_lakota(g: Gen15) -> Draft:
    t = g.at("MST")
    return _d(
        f"""Háu. You help the officials' coordinator of a Lakota Nation youth basketball tournament. Three
officials per game; an official needs a 30-minute break after two games in a row.
{v("date", "Aŋpétu kiŋ lé: " + local_date("lkt", t))}

Coordinator: Games at 9, 10:30, 12 and 1:30 on court 1. I have five officials and two of them can only
work the morning. Can you make a rotation?
Assistant:""",
        "sports:rez-ball-lakota",
        ["system_tail", "localized_now", "lang_lkt"],
    )


@pos
def _maasai_olympics(g: Gen15) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""Supa! You help the officials of a Maasai Olympics regional round: spear throw, rungu throw, high jump
and the 200 m, 800 m and 5,000 m. Each event needs a chief judge and two measurers. Reply in Kenyan
English; Maa greetings are welcome.
{v("date", "Taata: " + local_date("mas", t))}

Official: The rain has flooded the track. Can we run the 5,000 m on the road to the manyatta instead,
and who measures it?
Assistant:""",
        "sports:maasai-olympics",
        ["system_tail", "localized_now", "lang_mas", "en_KE"],
    )


@pos
def _cricket_scorers_saraiki(g: Gen15) -> Draft:
    t = g.at("PKT")
    return _d(
        f"""{v("trace_id", "b3: " + g.b3())}
تُساں ملتان کرکٹ کلب دے سکوررز دے مددگار ہو۔ سرائیکی وچ مختصر جواب ڈیوو۔ ہر اوور دے بعد سکور شیٹ تے بورڈ
ملا کے ݙیکھو۔
{v("date", "اڄ: " + local_date("skr", t))}

سکورر: ساݙی شیٹ وچ 18ویں اوور دے بعد کل 142 رن ہن، پر بورڈ تے 146 لکھیا ہے۔ کیہڑا ٹھیک ہے؟""",
        "sports:cricket-scorers-saraiki",
        ["head", "b3_single", "system_tail", "localized_now", "urdu_digits", "lang_skr"],
    )


# --- hand-written negatives ---------------------------------------------------------------------------

NEG: list[Draft] = []


def neg(source: str, tags: list[str], text: str) -> None:
    """A prompt in which every date, time and id is content or stable."""
    NEG.append(Draft(text, f"{SRC}negative:{source}", ["hard_negative", *tags]))


def control(source: str, text: str) -> None:
    NEG.append(Draft(text, f"{SRC}negative:{source}", ["control", "plain"]))


def _negatives_film() -> None:
    neg(
        "film:edl-dissolves",
        ["pasted", "edl", "timecode"],
        """Why does the online show a 12-frame dissolve at event 005
when the offline had 24?

TITLE: EP203_LOCKED_V4
FCM: NON-DROP FRAME

004  A009C002 V     C        11:02:14:06 11:02:19:00 01:03:10:12 01:03:15:06
005  A009C002 V     C        11:02:19:00 11:02:19:00 01:03:15:06 01:03:15:06
005  B011C004 V     D    024 16:40:02:18 16:40:08:00 01:03:15:06 01:03:20:12
* FROM CLIP NAME: B011C004_260209_R2LA.MOV
* TO CLIP NAME: A009C002_260209_R1KP.MOV""",
    )
    neg(
        "film:production-report-pasted",
        ["pasted", "date_label_in_document", "times_in_content"],
        """Date: Wed 11 March 2026
Day: 31 of 48
Unit call: 06:30   First shot: 08:12   Lunch: 12:45-13:30   Camera wrap: 19:58   Last out: 20:50
Scenes completed: 27pt, 28, 30 (4 4/8 pages)   Setups: 22   Rolls: A031-A032, B018

That's the top of yesterday's production report. The crew agreement says 11 hours from call before
overtime and a 30-minute lunch counts as unpaid. How many overtime minutes do the grips get?""",
    )
    neg(
        "film:scc-captions",
        ["pasted", "caption_file", "timecode"],
        """These captions come up a frame early on the broadcaster's
QC machine. Is it the drop-frame timecode?

Scenarist_SCC V1.0

00:00:01;29	9420 9420 94ae 94ae 9452 9452 97a2 97a2 c845 ccd6 4552 2054 c845 2046 4552 5259 20cd 4f4f cec9 ce47

00:00:04;12	942c 942c

00:00:05;00	9420 9420 94ae 94ae 9470 9470 4c49 c7c8 5420 d3c8 4f57 d3c8 4f57""",
    )
    neg(
        "film:vfx-bid-csv",
        ["pasted", "csv", "dates_in_table"],
        """shot,task,artist,start,due,days_bid,days_used
MRL_042_0130,comp,J. Adeyemi,2026-02-16,2026-03-06,8,9.5
MRL_042_0140,comp,J. Adeyemi,2026-02-23,2026-03-06,4,3
MRL_051_0010,fx,S. Lindgren,2026-02-09,2026-03-13,12,10
MRL_051_0020,fx,S. Lindgren,2026-03-02,2026-03-20,6,0.5

Which shots are over bid, and is anything at risk of missing its due date if days_used keeps growing
at the same rate?""",
    )
    neg(
        "film:clip-name-question",
        ["id_in_question", "camera_file_name"],
        """Our camera files are named like
A012C003_260211_R1KP.MOV and B007C011_260211_R2LA.MOV. What do the parts mean, and is 260211 the
shoot date or the card format date?""",
    )
    neg(
        "film:adr-email",
        ["pasted", "email", "date_label_in_document"],
        """Can you turn this into a list of actions with owners?

From: Kirsty Hale <kirsty@sydneypost.example>
Date: Mon, 9 Mar 2026 17:22:08 +1100
Subject: ADR - Nora, Thursday

Hi all, Nora's agent confirms Thursday 12 March, 10:00-13:00 at Stage 3. We'll do cues 12-31 first
(the ferry scene), then the walla list if time allows. Director joins remotely from 11:00 AEDT.
Picture: EP204_LOCKED_V7 with guide track. Please send the cue sheet by Wednesday noon.
Kirsty""",
    )
    neg(
        "film:dubbing-script",
        ["pasted", "timecode", "script"],
        """Please check the lip-sync lengths: each German line should
be within 10% of the original's duration.

TC IN        TC OUT       CHAR    ORIGINAL                      DEUTSCH
10:04:12:10  10:04:14:02  NORA    I told you, the ferry's gone.  Ich sagte doch, die Fähre ist weg.
10:04:14:20  10:04:15:12  TOMAS   Then we swim.                  Dann schwimmen wir eben.
10:04:16:00  10:04:19:08  NORA    In March? You'd last a minute. Im März? Du hältst keine Minute durch.""",
    )
    neg(
        "film:location-agreement",
        ["pasted", "contract", "dates_in_prose"],
        """Explain clause 4 to the location manager
in plain words.

4. Access. The Production may access the Property from 07:00 on 16 March 2026 until 22:00 on 18 March
2026 ("the Term"). Filming shall not take place between 22:00 and 07:00. Any extension of the Term
must be agreed in writing at least 48 hours in advance and is charged at CAD 2,500 per day or part
day. The Production shall restore the Property to its condition as at 15 March 2026.""",
    )
    neg(
        "film:hot-cost-report",
        ["pasted", "report", "date_label_in_document"],
        """Report generated: 11/03/2026 22:14
Production: Kestrel Bay (S1)   Shoot day: 23   Currency: CAD

Account      Budget     Actual     Variance
Crew OT      0.00       4,860.00   -4,860.00
Meals        2,790.00   3,906.00   -1,116.00
Equipment    8,200.00   9,650.00   -1,450.00

The producer asks why the variance total is bigger than yesterday's. What's the total here?""",
    )
    neg(
        "film:stable-project-header",
        ["stable_header", "production_start", "frame_rate"],
        """Project: Kestrel Bay (S1)
Production start: 2025-11-03
Frame rate: 23.976
Colour pipeline: ACES 1.3, ACEScct working space
Prompt revision: 2026-01-20

You answer questions from the post-production crew about the show's technical pipeline. Say when a
question has to go to the post supervisor.

Crew: Should the VFX vendors deliver EXR in ACEScg or in ACES2065-1?
Assistant:""",
    )
    neg(
        "film:screenplay-clock",
        ["in_story_clock", "screenplay"],
        """Format this as a proper screenplay scene (Courier
12, sluglines in caps):

int signal box - night. the clock over the levers reads 23:47. tomas wipes the window, sees the
ferry's lights at the harbour mouth. a phone rings. he lets it ring four times, then picks up.
tomas: it's gone midnight where you are, isn't it.""",
    )
    neg(
        "film:timecode-arithmetic",
        ["timecode", "arithmetic"],
        """At 23.976 fps non-drop, what is the duration between
01:04:12:10 and 01:07:55:02, in timecode and in frames? And how many seconds of real time is that?""",
    )
    neg(
        "film:multi-turn-ale",
        ["multi_turn", "pasted_earlier", "ale"],
        """User: Here's the ALE header and the first rows from
this morning's offload:
Name	Tape	Start	End	Scene	Take
A021C004_260310_R4QZ	A021	09:14:02:11	09:16:40:03	17	3
A021C005_260310_R4QZ	A021	09:18:55:00	09:20:12:20		4
Assistant: Clip A021C005 has no scene number. From the order it looks like scene 17, take 4.
User: Right, and can Avid fill that in automatically from the previous clip when I import?
Assistant:""",
    )
    neg(
        "film:deliverables-spec",
        ["pasted", "spec", "dates_in_document"],
        """What do I have to change in our export
preset to meet this?

Delivery spec, version 3.2 (issued 2026-01-15)
Video: ProRes 422 HQ, 3840 x 2160, 23.976p, Rec.709 Gamma 2.4, full range not permitted
Audio: 24-bit 48 kHz, ch 1-6 5.1 mix, ch 7-8 stereo mix, ch 9-16 M&E
Slate: 10 s with title, episode, duration, date of delivery, audio layout
Line-up: 30 s bars and tone (-20 dBFS) at 00:59:30:00, programme starts 01:00:00:00
Delivery deadline: 30 April 2026""",
    )
    neg(
        "film:timecards",
        ["pasted", "times_in_table"],
        """Work out the overtime for each person. Overtime is paid
after 10 hours on the clock, in 15-minute units.

Name          In     Meal out  Meal in  Out
R. Kaur       06:15  12:40     13:10    18:55
J. Moreau     06:30  12:40     13:10    19:40
T. Bankole    05:45  12:40     13:40    20:05""",
    )
    neg(
        "film:casting-breakdown",
        ["pasted", "dates_in_prose", "document"],
        """Rewrite this breakdown in a friendlier tone
for our website, same facts.

SALTMARSH - feature - shoots Vancouver 11 May to 26 June 2026
DET. RUIZ (30-38, any ethnicity): sharp, tired, funny when it hurts. Lead. 24 shoot days.
Self-tapes due 12 March 23:59 PT. Recalls 17-19 March. Chemistry reads 24 March.
Union: ACTRA/UBCP. Rate: scale + 10%.""",
    )
    neg(
        "film:music-cue-sheet",
        ["pasted", "cue_sheet", "durations"],
        """Check that the durations add up to the total
on this cue sheet and tell me if any usage code looks wrong.

Series: Hollow Water  Episode: 104  Total music: 09:41
Cue  Title                Composer          Publisher        Usage  Timing
1M1  Opening Titles       A. Mori (PRS)     Kestrel Songs    MT     00:42
1M2  Cellar               A. Mori (PRS)     Kestrel Songs    BI     02:11
1M3  Harbour Lights       P. Lanterns       Northbound Pub.  VV     00:42
1M4  Storm                A. Mori (PRS)     Kestrel Songs    BI     05:06
1M5  End Credits          A. Mori (PRS)     Kestrel Songs    ET     00:58""",
    )
    neg(
        "film:stripboard-export",
        ["pasted", "schedule", "dates_in_table"],
        """Day  Date        Location          Scenes         Pages
11   Tue 14 Apr  Harbour wall      58, 59, 60     3 2/8
12   Wed 15 Apr  Ferry terminal    12, 13         2 6/8
13   Thu 16 Apr  Signal box (INT)  44, 45, 47     4 1/8
14   Fri 17 Apr  Signal box (EXT)  46, 61         1 4/8

Scene 61 is a night exterior. If the leads wrap at 23:30 on day 11, is day 12 legal for them with a
12-hour turnaround, or do we need to swap days 12 and 13?""",
    )
    neg(
        "film:permit-bavarian",
        ["pasted", "permit", "lang_bar"],
        """Schau da des o, des hod uns d'Stadt gschickt. Deaf ma
do jetz scho um hoibe siebne mit'm Aufbau ofanga?

Bescheid Nr. KVR-2026-0412
Gegenstand: Dreharbeiten im Biergarten am Chinesischen Turm
Drehzeit: Samstag, 14.03.2026, 07:00 bis 11:00 Uhr
Auflagen: Auf- und Abbau innerhalb der Drehzeit; keine Fahrzeuge auf den Kieswegen; Lärmschutz ab
10:00 Uhr beachten.
München, den 02.03.2026""",
    )


def _negatives_games() -> None:
    neg(
        "games:cook-log",
        ["pasted", "engine_log", "timestamps_in_log"],
        """[2026.03.11-14.22.05:118][  0]LogCook: Display: Cooked packages 48211 Packages Remain 1320 Total 49531
[2026.03.11-14.22.05:902][  0]LogCook: Error: Unable to load /Game/Maps/Harbor/HarborDocks_Lighting
[2026.03.11-14.22.06:004][  0]LogInit: Display: Failure - 1 error(s), 312 warning(s)
[2026.03.11-14.22.06:010][  0]LogExit: Exiting.

why does the cook fail only on the build machine? locally it's fine""",
    )
    neg(
        "games:cert-report",
        ["pasted", "report", "date_label_in_document"],
        """Report ID: CR-2026-02-19-0831
Date: 19 February 2026
Title: Lanternfall (PPSA-20931)
Result: FAIL (3 items)

R4057 Save data written without on-screen indicator - FAIL
R4101 Trophy unlocked before user sign-in after resume - FAIL
R5023 Text overflow, de-DE, network error dialog - FAIL

We fixed the first two. Can we resubmit with only those, or does the overflow block the whole thing?""",
    )
    neg(
        "games:old-patch-notes",
        ["pasted", "release_notes", "dates_in_document"],
        """Shorten these old patch notes to three
bullets for the "history" page.

Patch 1.11.2 - 14 January 2026
- Fixed a crash when joining a party from the main menu.
- Saltpan Ruins: adjusted spawn points on the east side.
- Archer: crit chance 10% -> 12%.
- Server maintenance now starts at 09:00 UTC instead of 07:00 UTC.""",
    )
    neg(
        "games:refund-email",
        ["pasted", "email", "order_id"],
        """Player forwarded this. Do they qualify under the duplicate
purchase rule (within 14 days, same item)?

---------- Forwarded message ---------
From: Hollowmere Store <receipts@hollowmere.example>
Date: Sat, 7 Mar 2026 at 19:42
Subject: Your purchase: Frost Pack

Order: HM-88123401  Item: Frost Pack  Price: EUR 4.99
Order: HM-88123417  Item: Frost Pack  Price: EUR 4.99
Account: Marsh_Kite""",
    )
    neg(
        "games:ban-notice",
        ["pasted", "email", "ban_id"],
        """I got this email. Is there any way to appeal, and how long
does it take?

Subject: Your account has been suspended
Account: vexl0rd (55120938)
Ban ID: AC-20260302-88172
Reason: Unauthorised modification of game memory
Issued: 2026-03-02 21:14 UTC
Duration: permanent
If you believe this is a mistake you can appeal within 30 days at support.cinderroad.example/appeal""",
    )
    neg(
        "games:anticheat-client-log",
        ["pasted", "logfmt", "ts_first"],
        """ts=2026-03-02T21:13:58.402Z level=info msg="module loaded" name=rtss64.dll signer="Unwinder"
ts=2026-03-02T21:14:07.019Z level=warn msg="hook detected" sig=OVL-HOOK-17 target=d3d12.dll!Present
ts=2026-03-02T21:14:07.020Z level=error msg="enforcement" action=ban ban_id=AC-20260302-88172

this is from the player's client log they sent with the appeal. does it show an overlay or a cheat?""",
    )
    neg(
        "games:telemetry-csv",
        ["pasted", "csv", "timestamp_first"],
        """timestamp,match_id,weapon,kills,deaths,won
2026-03-08T19:02:11Z,m-48812,Harpoon,7,2,1
2026-03-08T19:02:11Z,m-48812,Longbow,3,5,0
2026-03-08T19:31:40Z,m-48813,Harpoon,4,4,0
2026-03-08T19:31:40Z,m-48813,Flail,6,3,1

From this sample, what are the harpoon's kill/death ratio and win rate? I know it's tiny, just
checking my formula.""",
    )
    neg(
        "games:save-file",
        ["pasted", "json", "timestamp_first"],
        """My save won't load after the update. This is the
file (I removed the inventory list). Anything obviously wrong?

{
  "timestamp": "2026-03-10T22:41:09Z",
  "id": "c2b1f0e4-5a7d-4f3e-9b21-7d4e8a6c1f02",
  "version": 11,
  "chapter": "harbor",
  "playtime_s": 48211,
  "checkpoint": "ferry_cutscene_skip"
}""",
    )
    neg(
        "games:in-game-clock",
        ["in_game_clock", "times_in_content"],
        """In Tidewatch it's day 14 of the in-game
calendar, 06:30 ship time, and the tide turns at 09:10. If my crew sails at 07:00 and the Kraken
spawns two in-game hours after high tide, when does it spawn?""",
    )
    neg(
        "games:stable-game-header",
        ["stable_header", "engine_version", "season_end"],
        """Game: Tidewatch
Engine: 5.4.4
Season: S7 "Deep Water" (ends 2026-04-30)
Build: 1.12.0.4471
Knowledge cutoff: 2025-06

You answer players' questions about Tidewatch's rules and events. If you don't know, say so; never
guess patch dates.

Player: Do season 7 cosmetics stay in my locker after the season ends?
Assistant:""",
    )
    neg(
        "games:match-id-question",
        ["id_in_question", "uuid7"],
        """Our match ids are UUIDv7, e.g.
0195f3a2-7c41-7d2e-a1b9-4f0c2e8d9a13. Can I get the time the match was created from the id alone,
and to what precision?""",
    )
    neg(
        "games:leaderboard",
        ["pasted", "table", "dates_in_table"],
        """Write a short shout-out post for the top three.

| Rank | Player     | Score   | Set on            |
|------|------------|---------|-------------------|
| 1    | Marsh_Kite | 412,880 | 2026-03-08 21:14  |
| 2    | aurora_k   | 398,210 | 2026-03-07 18:02  |
| 3    | vexl0rd    | 377,045 | 2026-03-01 23:59  |""",
    )
    neg(
        "games:liveops-config",
        ["pasted", "yaml", "dates_in_config"],
        """Is anything wrong with this event config? The
event didn't start for players in Asia.

event: kraken_hunt
start: 2026-03-06T18:00:00Z
end: 2026-03-09T06:00:00Z
regions: [eu, na]
xp_multiplier: 2.0
min_level: 10""",
    )
    neg(
        "games:jira-export",
        ["pasted", "ticket", "date_label_in_document"],
        """Summarise this ticket for the producer in two
sentences.

SKY-4431  Softlock when the ferry cutscene is skipped during autosave
Created: 2026-02-24 10:12   Updated: 2026-03-06 16:40   Status: Resolved
Reporter: QA (Mehta)   Assignee: R. Lindqvist   Fix version: 1.12.0
Comments:
- Repro 3/5 on PS5 devkit, 0/5 on PC.
- Root cause: input context not restored when the cutscene is skipped mid-save.""",
    )
    neg(
        "games:discord-stable-header",
        ["stable_header", "guild_id", "channel_id"],
        """guild_id: 1096143296473731082
channel_id: 1096143296473731091
bot: tidewatch-helper

You answer players in the Tidewatch community server. Keep answers short; link the wiki when you can.

Player: How do I join a crew that's already at sea?
Assistant:""",
    )
    neg(
        "games:multi-turn-receipt",
        ["multi_turn", "pasted_earlier", "receipt"],
        """User: here's my receipt:
Order HM-88123401, Frost Pack, EUR 4.99, 7 Mar 2026 19:42
Order HM-88123417, Frost Pack, EUR 4.99, 7 Mar 2026 19:42
Assistant: Those are two identical purchases a few seconds apart, so the duplicate rule applies.
User: ok and how long until the money is back on my card?
Assistant:""",
    )
    neg(
        "games:rating-certificate",
        ["pasted", "certificate", "dates_in_document"],
        """Does this certificate cover the
Switch version too, or only the PC one?

Rating certificate
Title: Skyreach Tactics
Certificate no.: 2026-0312-7781
Rating: 12 - Violence, In-game purchases (includes random items)
Platforms: Windows PC
Issued: 12 March 2026""",
    )
    neg(
        "games:calver-builds",
        ["version", "calver"],
        """Which of these builds is the newest, and does the order
change if you sort them as strings? 2026.03.11-rc2, 2026.3.9, 2026.03.11, 2026.03.11-hotfix1""",
    )
    neg(
        "games:wu-qa-log",
        ["pasted", "log", "lang_wuu"],
        """搿个是测试机器浪个日志，侬帮我看看是啥个问题：

2026-03-11 14:22:05.118 [错误] 关卡2 加载失败: 钥匙道具 id=key_02 勿存在
2026-03-11 14:22:05.902 [警告] 动画跳过时存档进行中
2026-03-11 14:22:06.004 [信息] 玩家位置重置 (12.5, 3.0, -44.2)

是勿是跳过动画个辰光存档出问题了？""",
    )
    neg(
        "games:isan-topup-sms",
        ["pasted", "sms", "thai_digits", "lang_tts"],
        """อ้าย ข้อยได้ SMS อันนี้มา แต่เพชรยังบ่เข้าเกมเลย เงินถูกตัดแท้บ่

ชำระเงิน ๑๙๙.๐๐ บาท ให้ LAMKHONG RACING วันที่ ๑๐/๐๓/๖๙ เวลา ๒๒:๔๑ น. รหัสอ้างอิง ๖๙๐๓๑๐๒๒๔๑๘๘๑๒""",
    )


def _negatives_music() -> None:
    neg(
        "music:offer-email",
        ["pasted", "email", "date_label_in_document"],
        """Is this a good offer compared with what we got in
Moncton last year (CAD 3,200 flat)?

From: bookings@theshipyard.example
Date: Mon, 2 Mar 2026 10:15:33 -0400
Subject: Offer - The Pale Lanterns - Fri 22 May

Venue: The Shipyard, Halifax NS (cap 450)
Show date: Friday 22 May 2026, doors 20:00, curfew 23:30
Guarantee: CAD 2,800 vs 70% of net door
Radius: 90 days / 150 km
Please confirm by 9 March.""",
    )
    neg(
        "music:setlist-last-night",
        ["pasted", "setlist", "times_in_content"],
        """Last night's set with the stage
manager's times. We went 6 minutes over. Which song should we drop tonight to fit 75 minutes?

21:30 Strip the Willow
21:36 Gay Gordons
21:41 Flower of Scotland
21:45 Canadian Barn Dance
21:50 Dashing White Sergeant
21:57 Skye Boat Song
22:01 Orcadian Strip the Willow
22:09 Marie's Wedding
22:12 Loch Lomond
22:17 Auld Lang Syne (encore)
22:21 off""",
    )
    neg(
        "music:day-sheet",
        ["pasted", "day_sheet", "date_label_in_document"],
        """Date: Tuesday 14 April 2026
Venue: Vortex Hall, Hamburg
Load-in: 14:00 (rear dock)   Soundcheck: 16:30-17:30   Doors: 19:00
Support: 19:45-20:25   Headline: 20:45-22:15   Curfew: 22:30
Hotel: Hafenblick, 2 km, check-in from 15:00
Bus call: 00:30

Can you turn this into a WhatsApp message for the band, short, with only what they need?""",
    )
    neg(
        "music:settlement-sheet",
        ["pasted", "settlement", "numbers"],
        """Check the maths on this settlement, the band thinks
they're owed more.

Gross box office: 312 x GBP 18.00 = 5,616.00
Less PRS (3%): 168.48
Less costs: PA/engineer 380.00, security 240.00, hire 600.00, marketing 310.00 = 1,530.00
Net: 3,917.52
Band share (75%): 2,938.14 vs guarantee 1,200.00 -> 2,938.14
Paid on the night: 2,600.00 cash, balance by bank transfer""",
    )
    neg(
        "music:split-sheet-signed",
        ["pasted", "agreement", "dates_in_document"],
        """Is this split sheet enough, or do we
need something more formal before registering the song?

SPLIT SHEET
Song: "Neon Rain"   Date written: 11 March 2026   Place: Tokyo
Aya Mori, lyrics and topline, 40%, JASRAC, signed 11/03/2026
Dev Patel, music, 40%, PRS (Kestrel Songs), signed 11/03/2026
Luca Ferri, bridge melody, 20%, SIAE, signed 12/03/2026""",
    )
    neg(
        "music:sync-quote",
        ["pasted", "letter", "dates_in_prose"],
        """Explain this quote to the band in plain words. Is
"most favoured nations" good or bad for us?

Quote ref. NB-SYN-2026-044, issued 4 March 2026, valid for 30 days
Track: "Harbour Lights" (master and publishing)
Use: background vocal, 0:42, feature documentary "Low Tide", festivals and SVOD, worldwide, perpetuity
Fee: EUR 1,500 master + EUR 1,500 publishing, MFN with other tracks in the film
Payment within 30 days of invoice.""",
    )
    neg(
        "music:clearance-letter",
        ["pasted", "letter", "dates_in_prose"],
        """What does this mean for our release date?

Dear Greywater Records,
Further to your request of 2 March 2026 regarding a sample of "Slow Burn" (1974), the rights holder
is prepared to grant a licence for the master recording subject to a fee of USD 3,000 and 15% of the
master royalty. The publishing side is administered separately; please contact the publisher. Our
offer remains open until 31 March 2026.
Licensing Department""",
    )
    neg(
        "music:tour-itinerary",
        ["pasted", "itinerary", "dates_in_table"],
        """Which legs need a day off according to the
driver's hours rule (no more than 9 hours driving per day)?

Date         From        To          Distance  Drive
Tue 14 Apr   Berlin      Hamburg     290 km    3h30
Wed 15 Apr   Hamburg     Copenhagen  350 km    4h50 (incl. ferry)
Thu 16 Apr   Copenhagen  Oslo        600 km    7h40
Fri 17 Apr   Oslo        Bergen      460 km    9h20""",
    )
    neg(
        "music:work-registration-confirmation",
        ["pasted", "confirmation", "iswc"],
        """We got this back. What's the
difference between the work number and the ISWC, and which one do we give to the distributor?

Work registration confirmed
Title: NEON RAIN
Work number: 78124410
ISWC: T-345.246.800-1
Registered: 13/03/2026
Writers: MORI AYA 40.00, PATEL DEV 40.00, FERRI LUCA 20.00""",
    )
    neg(
        "music:rider",
        ["pasted", "rider", "times_in_content"],
        """Translate this rider into German for the promoter.

Hospitality: hot meal for 8 at 18:00 (2 vegetarian, 1 gluten-free); dressing room from load-in
Backline: 1 x bass amp (Ampeg SVT or similar), drum riser 2 x 2 m
Curfew: the band will finish no later than the venue curfew; changeover maximum 20 minutes""",
    )
    neg(
        "music:stable-artist-header",
        ["stable_header", "member_since", "ipi"],
        """Artist: Aya Mori
IPI: 00712345678
Society: JASRAC (member since 2016-05-02)
Catalogue prefix: KST

You answer songwriters' questions about registering works and collecting royalties. You don't give
legal advice.

Aya: Do I need to register a song before it is released, or after?
Assistant:""",
    )
    neg(
        "music:lyrics-dates",
        ["lyrics", "dates_in_prose"],
        """Check the rhyme scheme and syllable count of this verse:

On the fourteenth of March at half past nine
the ferry left the harbour, right on time,
you said "I'll write", I said "you never do",
and the lighthouse blinked at two past two.""",
    )
    neg(
        "music:tempo-map",
        ["tempo_map", "times_in_content"],
        """In the tempo map below, at what time in the song does bar
49 start?

Bar 1: 120 BPM, 4/4
Bar 33: 96 BPM, 4/4 (starts at 1:04.000)
Bar 41: 96 BPM, 6/8""",
    )
    neg(
        "music:ticket-count",
        ["pasted", "report", "times_in_content"],
        """The promoter sent this. Should we worry?

Ticket count as of Friday 18:00: 312 sold / 450 cap (69%)
Last 7 days: 41 sold
Same point before last year's show: 355 sold
Marketing: radio ads from Monday, poster run done""",
    )
    neg(
        "music:luthier-receipt-pa-dutch",
        ["pasted", "receipt", "lang_pdc"],
        """Ich hab des Babier vum Abe grickt. Is des
der Preis fer der Riss odder fer alles?

Stoltzfus Fiddle Shop, Lancaster PA
Ticket 2026-0311-04   Received: 03/11/2026
Guitar, crack repair (top, below bridge)   $180.00
New strings                                 $15.00
Ready: 03/27/2026""",
    )
    neg(
        "music:powwow-schedule",
        ["pasted", "schedule", "times_in_content"],
        """Here is the schedule the committee
sent. Boozhoo, which drum is host for the Saturday evening session?

Manoomin Days powwow
Saturday: Grand Entry 13:00 (host drum: Red Cedar Singers), supper break 17:00, Grand Entry 19:00
(host drum: Little Otter)
Sunday: Grand Entry 12:00 (host drum: Red Cedar Singers), giveaway 15:00""",
    )
    neg(
        "music:ga-gig-list",
        ["pasted", "list", "lang_gaa"],
        """Kpakpa, kwɛmɔ gbɛkɛ lalai nɛɛ ni okɛɛ mi kɛji gbi ko
efee yɛ Hɔgbaa.

Otsokrikri 14 - Osu, Republic Bar, 20:00
Otsokrikri 21 - Jamestown, outdooring, 09:00
Otsokrikri 28 - Labadi, hotel, 19:30""",
    )
    neg(
        "music:curfew-clock",
        ["user_clock", "times_in_content"],
        """It's 23:40 here by my watch and the curfew was 23:00.
The contract says GBP 100 per started 5 minutes over curfew. If we stop right now, how much is the
fine?""",
    )


def _negatives_print() -> None:
    neg(
        "print:preflight-pasted",
        ["pasted", "report", "date_label_in_document"],
        """Date: 2026-03-02 14:11
File: Tidelines_interior_v9.pdf (248 pages)
Profile: PDF/X-4 sheetfed uncoated (FOGRA52)
ERROR  Fonts not embedded: Minion Pro Italic (pages 37, 112)
WARN   Transparency on page 1 (cover of section)
WARN   Image "map_routes.tif" 180 ppi (page 14)

The designer says fonts are always embedded in PDF/X-4. Is she right, and how do I fix page 37?""",
    )
    neg(
        "print:onix-header",
        ["pasted", "xml", "sent_datetime"],
        """Our distributor rejected the feed with "invalid Header".
What's wrong here?

<ONIXMessage release="3.0">
  <Header>
    <Sender><SenderName>Kestrel Press</SenderName></Sender>
    <MessageNumber>412</MessageNumber>
    <SentDateTime>20260312T0915+0000</SentDateTime>
  </Header>
</ONIXMessage>""",
    )
    neg(
        "print:pod-confirmation",
        ["pasted", "email", "order_id"],
        """Which of these dates should I expect the books on?

Order confirmation POD-2026-03-114882
Placed: 2 March 2026, 21:14
Item: Salt Roads, paperback 5.5 x 8.5 in, 25 copies
Production: 3-5 business days
Shipping: standard, 5-8 business days
Estimated delivery: 13-20 March 2026""",
    )
    neg(
        "print:jdf-ticket",
        ["pasted", "xml", "timestamps_in_document"],
        """Can you tell me from this job ticket how many
sheets will be printed and on which press?

<JDF ID="n_0412" Type="Product" JobID="KZ-2026-0412" Status="Waiting" Version="1.7">
  <AuditPool>
    <Created AgentName="PrintEstimator" TimeStamp="2026-03-04T10:12:44+01:00"/>
  </AuditPool>
  <ResourcePool>
    <Media ID="M1" Dimension="1984.25 1417.32" Weight="150" MediaType="Paper"/>
    <Component ID="C1" Amount="1500" ComponentType="FinalProduct"/>
    <Device ID="D1" DeviceID="Speedmaster XL 106"/>
  </ResourcePool>
</JDF>""",
    )
    neg(
        "print:flatplan-pasted",
        ["pasted", "table", "page_numbers"],
        """Is there a clash in this flatplan? Fjell Tents and
Nordlys Outdoor are competitors.

| Page | Left              | Right             |
|------|-------------------|-------------------|
| 20-21| Feature cont.     | Feature cont.     |
| 22-23| Ad: Fjell Tents   | Ad: Nordlys Outdoor|
| 24-25| Ad: Kestrel Coffee| Column: Letters   |""",
    )
    neg(
        "print:copyright-page",
        ["pasted", "imprint", "dates_in_document"],
        """Is anything missing from this copyright
page for a UK first edition?

First published in Great Britain in 2026 by Kestrel Press, 14 Harbour Row, Bristol BS1 4RW
Copyright © Ingrid Moen 2026
The moral right of the author has been asserted.
ISBN 978-1-915123-45-7 (paperback)
ISBN 978-1-915123-46-4 (ebook)
Printed and bound by CPI Group (UK) Ltd, Croydon CR0 4YY""",
    )
    neg(
        "print:isbn-check",
        ["id_in_question", "isbn"],
        """Are these valid ISBN-13s? 978-1-915123-45-7, 978-1-915123-44-0,
9781915123402. If one is wrong, what should its check digit be?""",
    )
    neg(
        "print:index-pages",
        ["pasted", "index", "page_numbers"],
        """The typesetter moved everything by two pages after
chapter 3 (from page 61 on). Update these index entries:

ferries, 12-14, 88
lighthouse keepers, 40-47, 102
Ness lighthouse, 44, 63
salt trade, 3, 19-23, 71""",
    )
    neg(
        "print:print-quote",
        ["pasted", "quote", "dates_in_prose"],
        """Compare this quote with the spec we asked for and
tell me what's different.

Quote Q-26-0412, 4 March 2026, valid until 3 April 2026
1,500 catalogues, 96 pp + 4 pp cover with 100 mm flaps, 230 x 280 mm, 4/4 throughout,
text 150 gsm Munken Print White, cover 300 gsm, PUR binding, matt lamination cover
Price EUR 9,840 ex VAT, delivery Antwerp, 15 working days from approved proof""",
    )
    neg(
        "print:stable-imprint-header",
        ["stable_header", "style_sheet_revision"],
        """Imprint: Kestrel Press
ISBN prefix: 978-1-915123
Style sheet revised: 2025-10-01
House style: Oxford comma, -ise spellings, dates as 14 March 2026

You copy-edit manuscripts to the house style above. Show changes as a list, not a rewritten text.

Text: On March 3rd 2026 the ferrymen organized a strike, the first since 1987.
Changes:""",
    )
    neg(
        "print:few-shot-dates",
        ["few_shot", "example_date"],
        """Convert dates in copy to house style.

Input: "on March 3rd, 2026"
Output: "on 3 March 2026"
Input: "12/04/2025 (UK)"
Output: "12 April 2025"
Input: "the 1st of May, 2027"
Output:""",
    )
    neg(
        "print:unrendered-template",
        ["template_placeholder"],
        """Here's the colophon template our typesetting script
fills in. Is the wording OK for a limited edition?

This edition of {{copies}} numbered copies was printed on {{print_date}} by {{printer}} on
{{paper}}. This is copy number {{copy_no}}.""",
    )
    neg(
        "print:legal-deposit-receipt-newar",
        ["pasted", "receipt", "devanagari_digits", "lang_new"],
        """थ्व रसिद स्वया दिसँ। प्रति गुलि छ्वयेधुन, अझ माःला?

राष्ट्रिय पुस्तकालय, ललितपुर
निस्सा नं. २०८२/४४१२
सफू: न्हापांगु पौ
ISBN 978-9937-0-1234-5
प्रति प्राप्त: २
मिति: २०८२ फागुन १८""",
    )
    neg(
        "print:colophon-sanskrit",
        ["pasted", "colophon", "lang_sa"],
        """अस्याः पुष्पिकायाः लेखनकालः कः? आङ्ग्लदिनाङ्के परिवर्तयतु।

इति श्रीमद्भगवद्गीतासूपनिषत्सु ... अष्टादशोऽध्यायः ॥
संवत् १८९२ वर्षे माघमासे शुक्लपक्षे पञ्चम्यां तिथौ गुरुवासरे लिखितम् ॥""",
    )
    neg(
        "print:proof-corrections",
        ["pasted", "corrections", "page_numbers"],
        """Mark each correction as AA or PE.

p. 14 l. 3: "Bergen" -> "Bergen's" (typeset as in manuscript)
p. 22: caption under wrong photo (manuscript correct)
p. 37 l. 12: delete "very"
p. 41: the running head should say Chapter 4, not Chapter 3""",
    )
    neg(
        "print:reprint-history",
        ["pasted", "imprint", "years"],
        """Turn this into the printing line ("10 9 8 7 ...") the
way publishers do it.

First published 2019. Reprinted 2020, 2021 (twice), 2024. This printing: 2026.""",
    )


def _negatives_arts() -> None:
    neg(
        "arts:collection-record-pasted",
        ["pasted", "record", "last_updated"],
        """Last updated: 2026-02-27 09:14 by jsmith
Accession no.: 1987.114.4
Object: Fishing net float, glass, green
Date: c. 1920
Provenance: gift of the Moen family, 1987
Location: store B2, shelf 5

This is from our collections system. Is "Last updated" the date the object was catalogued? The
record says 1987 for the gift but the catalogue was only digitised in the 2010s.""",
    )
    neg(
        "arts:loan-clause",
        ["pasted", "contract", "dates_in_prose"],
        """Does this clause let the borrower extend the loan
without asking us?

7.2 The Loan Period runs from the date the Objects leave the Lender's premises (expected 2 June 2026)
until their return, which shall be no later than 15 October 2026. Any extension requires the prior
written consent of the Lender and an amended certificate of insurance.""",
    )
    neg(
        "arts:condition-report-pasted",
        ["pasted", "report", "date_label_in_document"],
        """Compare this outgoing report
with what the courier found on arrival (new cupping along the top stretcher bar, 1 cm chip in the
frame gilding, bottom right). What is new damage?

Condition report - outgoing
Object: NK 415, "Evening at Strandebarm", oil on canvas
Date of examination: 28 May 2026, 10:30
Examiner: L. Brekke
Structural: canvas taut, no deformation
Surface: flake loss lower left approx. 2 mm, stable; light surface dirt
Frame: gilded, minor rubbing to edges, no losses""",
    )
    neg(
        "arts:humidity-log",
        ["pasted", "csv", "timestamp_first"],
        """Here's the humidity log from the borrower's facility
report. Was it ever outside 45-55%?

Timestamp,Temp_C,RH_pct
2026-02-01 08:00,20.1,48
2026-02-01 14:00,21.4,44
2026-02-02 08:00,20.3,49
2026-02-02 14:00,21.9,57""",
    )
    neg(
        "arts:courier-itinerary",
        ["pasted", "itinerary", "times_in_content"],
        """Does this itinerary respect the rule that
the truck never stops overnight outside a secure depot?

Day 1  06:00 depart Nordhavn, 13:30 ferry Rødby-Puttgarden, 19:00 secure depot Hamburg
Day 2  06:30 depart Hamburg, 20:00 motorway service area Orléans (driver rest)
Day 3  05:30 depart Orléans, 21:00 secure depot Madrid
Day 4  07:00 depart Madrid, 11:30 arrive Museo del Mar, Cádiz""",
    )
    neg(
        "arts:date-painting",
        ["artwork_title", "date_in_title"],
        """I'm writing a label for On Kawara's "JAN. 14, 1977"
from the Today series. What should visitors know about why the date is the painting's title and
subject, in under 60 words?""",
    )
    neg(
        "arts:ticket-email",
        ["pasted", "email", "booking_ref"],
        """We can't come at this time any more. Can we change it
or do we lose the tickets?

Your tickets - Nordhavn Kunstmuseum
Booking reference: NKM-7Q2ZP
Date: Saturday 21 March 2026
Entry time: 11:30 (please arrive no later than 11:45)
Tickets: 4 adults, 1 child (free)
Total: NOK 560""",
    )
    neg(
        "arts:visitor-csv",
        ["pasted", "csv", "dates_in_table"],
        """date,visitors,members,school_groups
2026-03-02,412,88,2
2026-03-03,0,0,0
2026-03-04,387,61,3
2026-03-05,455,92,1

March 3 was a Tuesday when we were closed. What was the average daily attendance on open days?""",
    )
    neg(
        "arts:exhibition-schedule",
        ["pasted", "schedule", "dates_in_table"],
        """Which gallery is free for a four-week
show between June and August?

Gallery 1: "Northern Light at Sea" 12 Jun - 27 Sep 2026
Gallery 2: "Nets and Floats" until 31 May 2026; install "Salt" 15 Jul - 2 Aug; "Salt" 3 Aug - 1 Nov
Gallery 3: closed for relighting 1 Jun - 30 Jun 2026""",
    )
    neg(
        "arts:stable-museum-header",
        ["stable_header", "system_version", "accession_format"],
        """Museum: Nordhavn Kunstmuseum
Collection system: version 2025.2
Accession format: YYYY.NNN.N
Time zone: Europe/Oslo

You help the registrar's team use the collection system and write consistent records.

Registrar: A gift arrived this year as three objects. How do I number them?
Assistant:""",
    )
    neg(
        "arts:dated-title",
        ["artwork_title", "date_in_title"],
        """Our catalogue lists a work as "Untitled (14.03.1979)"
by Ingrid Moen. Should the date in the title be written as 14 March 1979 on the label, or kept as in
the title?""",
    )
    neg(
        "arts:insurance-schedule",
        ["pasted", "schedule", "values"],
        """Total the insurance values for the loan and
convert to EUR at 11.6 NOK per EUR.

NK 412  "Harbour at Dawn"           NOK 4,200,000
NK 415  "Evening at Strandebarm"    NOK 3,800,000
NK 1033 "Faering"                   NOK 1,150,000
Period: nail to nail, 2 June - 15 October 2026""",
    )
    neg(
        "arts:khasi-ticket",
        ["pasted", "ticket", "lang_kha"],
        """Ka tiket kaba nga la thied. Lah ban wan ngi ha ka
Sngi Taiew ne em?

Don Bosco Museum, Shillong
Tiket: DBM-2026-03-1142
Tarik: 15 Rymphang 2026, 10:30
Ki nongwan: 30 (skul)""",
    )
    neg(
        "arts:tuvan-record",
        ["pasted", "record", "lang_tyv"],
        """Бо объектиниң бижиктерин орус дылче очулдуруп бээр сен бе?

Инвентарь дугаары: НМТ 2019.41.7
Ады: Алдын чаражыл, скиф үези
Тывылган үези: б.э.ч. VII век
Музейге кирген: 2019 чылдың сески айның 14""",
    )
    neg(
        "arts:accession-question",
        ["id_in_question", "accession_number"],
        """What does the accession number 1987.114.3
tell me about the object, and why do some of our older objects have numbers like NK 415 instead?""",
    )
    neg(
        "arts:multi-turn-record",
        ["multi_turn", "pasted_earlier", "record"],
        """User: record from the system:
Accession no.: 2024.007.1-3
Object: Set of three oars, pine
Acquired: 14 November 2024, purchase
Assistant: The "-3" means the record covers parts 1 to 3 of one accession.
User: so should each oar get its own record or not?
Assistant:""",
    )


def _negatives_photo() -> None:
    neg(
        "photo:exif-question",
        ["pasted", "exif", "id_in_question"],
        """When exactly was this photo taken, in UTC?

Make: SONY
Model: ILCE-7M4
DateTimeOriginal: 2026:03:14 18:42:07
OffsetTimeOriginal: -03:00
SubSecTimeOriginal: 412
GPSDateStamp: 2026:03:14
GPSTimeStamp: 21:42:07""",
    )
    neg(
        "photo:filename-sort",
        ["file_names", "timestamps_in_names"],
        """Sort these by capture time and tell me which two
were shot less than a second apart:

IMG_20260314_184207.jpg
IMG_20260314_184159.jpg
PXL_20260314_214207412.jpg
IMG_20260314_184207_1.jpg
DSC04410.ARW""",
    )
    neg(
        "photo:gallery-email",
        ["pasted", "email", "expiry"],
        """Client asks if the link will still work next week.
Will it?

Your gallery is ready!
Familia Ruiz - sesión en el puerto
Link: https://galleries.example/ruiz-puerto
Password: puerto26
This gallery expires on 30 April 2026. Favourites must be submitted by 15 April 2026.""",
    )
    neg(
        "photo:release-signed",
        ["pasted", "release", "dates_in_document"],
        """Is this release valid for a billboard in
New Zealand?

MODEL RELEASE
I, Jess Tran, grant Tidepool Studio the right to use photographs taken on 3 March 2026 at Bondi
Icebergs for web and print advertising in Australia for 2 years.
Signed: J. Tran   Date: 03/03/2026   Witness: M. Hale""",
    )
    neg(
        "photo:stock-rejection",
        ["pasted", "email", "ids_in_content"],
        """What do I need to fix to resubmit?

Submission batch sb-2026-11: 2 of 3 accepted.
Rejected: IMG_4418 - Trademark: a logo is visible on the vessel (hull, right of frame). Please
remove or submit as Editorial with a caption in the format "City, Country - Month Day, Year:".""",
    )
    neg(
        "photo:lab-order",
        ["pasted", "confirmation", "order_id"],
        """Can I still change the paper on this order?

Silverhalide Print Lab - order SH-260311-2290
Placed: 11.03.2026 16:05
1 x giclée 50 x 70 cm, Hahnemühle Photo Rag 308, framed (oak, 30 mm), EUR 214.00
Status: in production since 12.03.2026 09:30""",
    )
    neg(
        "photo:contest-rules",
        ["pasted", "rules", "dates_in_prose"],
        """Can I enter a photo I took on 28 February at
23:50 in Norway? The rules say:

Entries must be taken between 1 January 2026 00:00 and 28 February 2026 23:59 local time where the
photo was taken. Entries close 15 March 2026 at 12:00 CET. Maximum three entries per person.""",
    )
    neg(
        "photo:golden-hour",
        ["times_in_content", "planning"],
        """Sunset in Lofoten on 14 March is at 18:02 and civil
twilight ends at 18:44. If I need 40 minutes to walk to the viewpoint and want to be set up 30
minutes before sunset, when should I leave the car park?""",
    )
    neg(
        "photo:ndebele-invoice",
        ["pasted", "invoice", "lang_nd"],
        """Bheka i-invoice le, kuyini okufanele ngikubhadale
ngaphambi kukaNhlangula?

Tidepool Studio Bulawayo
Invoice: TS-2026-041
Usuku: 12 Mbimbitho 2026
Izithombe zomndeni, amahora amabili: USD 120
Okusele okufanele kubhadalwe: USD 60 ngomhla ka-30 Mabasa 2026""",
    )
    neg(
        "photo:stable-studio-header",
        ["stable_header", "serial", "member_since"],
        """Studio: Tidepool Studio
Camera: X-T5 (serial 4TB12345)
Colour profile: Adobe RGB (1998)
Association member since: 2018-09-01

You help the studio answer client questions about sessions and prints.

Client: Do you deliver the files in sRGB or something else?
Assistant:""",
    )


def _negatives_fashion() -> None:
    neg(
        "fashion:spec-table",
        ["pasted", "table", "measurements"],
        """Grade this spec from M to L with the usual +4 cm chest,
+1 cm sleeve, +1.5 cm body length.

POM                      S      M      L
Chest (1 cm below AH)    104    108    ?
Sleeve from CB           82     84     ?
Body length HPS          72     74     ?
Cuff opening             24     25     ?""",
    )
    neg(
        "fashion:tracking-export",
        ["pasted", "export", "date_label_in_document"],
        """Updated: 10/03/2026 08:15
Style          Stage    Shipped     AWB          Received
HW-SS27-0412   proto 2  20/02/2026  4471829930   24/02/2026
HW-SS27-0418   fit 1    02/03/2026  4471830215   -
HW-SS27-0425   SMS      -           -            -

This is the factory's sheet. Which samples are late if SMS was due ex-factory on 6 March?""",
    )
    neg(
        "fashion:lab-dip-card",
        ["pasted", "card", "codes"],
        """Write the approval comment for this dip.

Lab dip card - Biella Filati
Colour: Kelp   Standard: Pantone 18-0426 TCX
Submission B   Date: 05/03/2026
dE CMC(2:1) D65: 0.9   TL84: 1.6   A: 1.1
Visual: slightly redder, flares under store light""",
    )
    neg(
        "fashion:factory-fit-email",
        ["pasted", "email", "date_label_in_document"],
        """The factory replied. Did they
accept all our fit comments?

From: merch@saigonknit.example
Date: Thu, 5 Mar 2026 15:20:41 +0700
Subject: RE: HW-SS27-0418 fit 1 comments

Dear team, noted: chest -2 cm, sleeve +1.5 cm. For the back yoke we propose adding 1 cm ease at the
armhole instead of moving the yoke seam. Shoulder point: we will check the pattern, please confirm
the model's measurements. Revised sample ex-factory 13 March.""",
    )
    neg(
        "fashion:line-sheet",
        ["pasted", "line_sheet", "delivery_windows"],
        """Make this line sheet into a table with
wholesale and retail price columns.

SS27 - Hollis & Wren
HW-SS27-0412 Marina overshirt, canvas, Kelp / Harbour, WSP EUR 92, RRP EUR 230, D1 15 Jan
HW-SS27-0418 Tidal knit, merino, Kelp, WSP EUR 118, RRP EUR 295, D2 15 Feb
HW-SS27-0425 Ferry trouser, twill, Harbour, WSP EUR 84, RRP EUR 210, D1 15 Jan""",
    )
    neg(
        "fashion:purchase-order",
        ["pasted", "purchase_order", "ids_in_content"],
        """Check this PO against the order we
agreed (6 units per colour minimum).

PO 20260312-ML-044
Buyer: Maison Lune, Paris
Date: 12.03.2026
HW-SS27-0412 Kelp: S1 M2 L1 (4)
HW-SS27-0412 Harbour: S2 M2 L2 (6)
Delivery: D1""",
    )
    neg(
        "fashion:care-label",
        ["care_label", "codes"],
        """Translate this care label into French and German, keeping
the symbols' order:

100% cotton. Machine wash 30 C, do not tumble dry, iron medium, do not dry clean. Garment dyed: wash
separately the first times. Made in Vietnam. RN 141234. Style HW-SS27-0412.""",
    )
    neg(
        "fashion:show-running-order",
        ["pasted", "schedule", "times_in_content"],
        """Can we fit a second rehearsal in?

Show day, Tuesday 29 September
08:00 hair and make-up
11:30 first rehearsal (walk-through)
13:00 fittings, final changes
17:30 doors
18:00 show (14 minutes)""",
    )
    neg(
        "fashion:season-codes",
        ["stable_code", "season"],
        """In our PLM the seasons are SS27, AW27 and FW27 depending on
who set them up. Are AW and FW the same thing, and which code should we standardise on?""",
    )
    neg(
        "fashion:karakalpak-order",
        ["pasted", "order", "lang_kaa"],
        """Usı buyırtpanı kórip shıq. Qashan tayar bolıwı
kerek hám neshe dana?

Buyırtpa № 2026-14
Buyırtpashı: I. V. Savitskiy atındaǵı muzey, Nókis
Ónim: kiymeshek, qızıl keste, 4 dana
Buyırtpa sánesi: 2026-jıl 2-mart
Tapsırıw sánesi: 2026-jıl 29-may""",
    )
    neg(
        "fashion:quilt-results-plautdietsch",
        ["pasted", "results", "lang_pdt"],
        """Hia sent de Priese vom latzten Joa. Wua
fäl jeef daut fa dän "Lone Star"?

Quilt-Vekoop, 14. Moatz 2025
Lone Star, Tante Anna: 1,150 $
Dresden Plate: 720 $
Log Cabin (Kjinja-Quilt): 340 $""",
    )
    neg(
        "fashion:costume-bible",
        ["pasted", "continuity_days", "story_days"],
        """Which costume does Nora wear in scene 44?

Costume bible, NORA
Story day 3 (scenes 27-31): navy tailcoat, ivory shirt, boots
Story day 4 (scenes 40-47): bottle-green tailcoat, same shirt, bonnet in 44 only
Story day 5 (scenes 58-61): oilskin over everything""",
    )


def _negatives_sports() -> None:
    neg(
        "sports:var-log-pasted",
        ["pasted", "log", "match_clock"],
        """Was the video review at 58:12 within protocol? The
protocol says the referee should only go to the monitor for a clear and obvious error.

Review log, Harrowgate Town v Ashby Vale, 7 March 2026
58:12 review  goal, offside in build-up (#9 Harrowgate)  on-field review, goal disallowed  2:31
Notes: VAR recommended OFR; AR had flagged late; referee watched 3 angles.""",
    )
    neg(
        "sports:team-sheet",
        ["pasted", "team_sheet", "kick_off"],
        """Is this team sheet valid? We're allowed 5 subs
named and 3 used.

Harrowgate Town v Ashby Vale   Sat 7 March 2026, KO 15:00
Starting XI: 1 Pike, 2 Osei, 3 Lund, 4 Marsh, 5 Hale, 6 Ibe, 7 Ruiz, 8 Cole, 9 Dunn, 10 Vale, 11 Kerr
Subs: 12 Amos, 14 Beck, 15 Ford, 16 Grey, 17 Hunt, 18 Ince""",
    )
    neg(
        "sports:assessor-report",
        ["pasted", "report", "date_label_in_document"],
        """Date: 7 March 2026
Match: Harrowgate Town v Ashby Vale
Referee: M. Okafor   Assessor: J. Pryce
Mark: 7.9
Key match incident 61': handball not penalised (screened; AR 2 in position to assist)

The referee disagrees with the mark. Under the league's scheme a missed key match incident caps the
mark at 7.9. Was the cap applied correctly?""",
    )
    neg(
        "sports:whereabouts-calendar",
        ["pasted", "calendar", "slots"],
        """Which of these days has a slot that clashes with
my travel (flight Friday 06:40 from home)?

Mon 16 Mar  slot 06:00-07:00 home          training 09:00-12:00 track
Thu 19 Mar  slot 06:00-07:00 home          overnight at home
Fri 20 Mar  slot 06:00-07:00 home          travel to Nairobi""",
    )
    neg(
        "sports:doping-control-form",
        ["pasted", "form", "times_in_content"],
        """Was the athlete notified and did they
report within the time allowed (60 minutes after notification, chaperoned)?

Doping control form (excerpt)
Notification: 14:05
Arrival at doping control station: 14:58
Sample provided: 15:40
Chaperone: present throughout""",
    )
    neg(
        "sports:box-score",
        ["pasted", "box_score", "numbers"],
        """Who had the best shooting percentage in this game?

Player     MIN  FG     3P    FT    PTS
Ivers      32   8-15   2-5   4-4   22
Maalouf    30   6-13   3-7   3-4   18
Brandt     28   5-12   1-4   4-6   15
Osei       24   5-9    0-0   2-3   12""",
    )
    neg(
        "sports:derby-sheet",
        ["pasted", "penalty_sheet", "codes"],
        """Who fouled out in this period?

Jammer and blocker penalties, period 2, Harbour Rollers
#88 Dame Hellen: B 3:12, F 7:40, B 11:02, X 15:33, C 19:10, I 22:47, B 27:05
#12 Rue Britannia: B 2:01, X 8:44, F 13:20, B 18:09, P 24:31, C 28:50""",
    )
    neg(
        "sports:darts-table",
        ["pasted", "table", "dates_in_table"],
        """Update this table with tonight's result: Red Lion A
beat the Anchor Arrows 5-2.

Team            P   W   L   Pts  Last played
Red Lion A      9   6   3   12   03/03/2026
Anchor Arrows   9   5   4   10   03/03/2026
Ship Inn        9   4   5   8    03/03/2026""",
    )
    neg(
        "sports:spirit-sheet",
        ["pasted", "scores", "numbers"],
        """Average each team's spirit score (five categories,
0-4 each) and rank them.

Kiwi Kites: 3 2 2 3 2 / 2 2 3 3 3 / 3 3 3 2 2
Huttsons: 2 2 2 2 2 / 3 2 2 2 3
Wellies: 2 1 2 2 2 / 1 1 2 2 1 / 2 2 2 2 2""",
    )
    neg(
        "sports:judo-scoreboard",
        ["pasted", "log", "match_clock"],
        """From the scoreboard log, was the waza-ari at 2:14
entered before or after the shido?

0:42 shido BLUE (passivity)
2:14 waza-ari WHITE (uchi-mata)
2:16 shido BLUE (false attack)
4:00 end - WHITE wins by waza-ari""",
    )
    neg(
        "sports:volleyball-challenge-log",
        ["pasted", "log", "scores"],
        """How many challenges did each team have left at the
end of set 2?

Set 2: 8-11 HOME challenge (ball in) - successful
Set 2: 15-17 AWAY challenge (net touch) - unsuccessful
Set 2: 21-22 HOME challenge (block touch) - unsuccessful
Set 2: 24-23 AWAY challenge (ball out) - unsuccessful""",
    )
    neg(
        "sports:bracket",
        ["pasted", "schedule", "times_in_content"],
        """If game 5 runs 20 minutes late, which later games
are affected?

Pitch 1: G1 09:00, G3 10:30, G5 12:00, G7 13:30 (semi), G9 15:00 (final)
Pitch 2: G2 09:00, G4 10:30, G6 12:00, G8 13:30 (semi)
Each game 75 minutes; 15 minutes between games""",
    )
    neg(
        "sports:stable-league-header",
        ["stable_header", "season", "rules_version"],
        """League: Northern Counties Premier
Season: 2025/26
Competition ID: NCP-2026
Rules: Laws of the Game 2025/26

You answer match officials' questions about the league's competition rules.

Official: Can a team name six substitutes in this league?
Assistant:""",
    )
    neg(
        "sports:chechen-fixtures",
        ["pasted", "fixtures", "lang_ce"],
        """ХӀара хӀун ю? Тхан команда мел хьалхара ловзар
мичахь ду?

Соьлжа-ГӀала, любителийн лига, 2026
14 март, 11:00 - "Терк" - "Орга" (стадион "Динамо")
21 март, 11:00 - "Орга" - "Бено" (стадион "Динамо")
28 март, 13:00 - "Бено" - "Терк" (школин майда)""",
    )
    neg(
        "sports:lakota-schedule",
        ["pasted", "schedule", "lang_lkt"],
        """Háu. Here's the schedule the tournament sent.
Which court are the Lady Thunder on for their second game?

Wiótheȟika Wí 24
Court 1: 9:00 Lady Thunder v Eagle Butte; 12:00 Lady Thunder v Pine Ridge
Court 2: 10:30 Rosebud v Cheyenne River; 13:30 Rosebud v Eagle Butte""",
    )
    neg(
        "sports:maasai-results",
        ["pasted", "results", "times_in_content"],
        """Who won the 5,000 m and by how much?

Maasai Olympics, regional round, 5,000 m
1. Kipaa ole Sankale 15:02.4
2. Lemayian Parsaloi 15:05.9
3. Saitoti Nkoitiko 15:11.0""",
    )


def _negatives_general() -> None:
    neg(
        "general:few-shot-release",
        ["few_shot", "example_date"],
        """Extract the release as JSON.

Example: "Skyreach Tactics launches on PC on 14 May 2026 at 17:00 UTC"
-> {"title": "Skyreach Tactics", "platform": "PC", "date": "2026-05-14", "time": "17:00Z"}

Text: "Lanternfall arrives on consoles on 2 June 2026, 09:00 CEST"
->""",
    )
    neg(
        "general:date-placeholder",
        ["template_placeholder"],
        """We'll send this reminder from our booking tool. Does it
read well?

Hi {first_name}, a reminder that your studio session is on {session_date} at {session_time}. Please
arrive 15 minutes early. Reply C to cancel.""",
    )
    neg(
        "general:relative-times",
        ["relative_time"],
        """The build was queued 40 minutes ago, started 25 minutes ago and
is still cooking. The last successful cook took 18 minutes. Should I cancel it?""",
    )
    neg(
        "general:epoch-question",
        ["epoch", "id_in_question"],
        """Our crash-free save stores the time as 1773480000 and
another field as 1773480000123. Which is seconds and which is milliseconds, and what date is it?""",
    )
    neg(
        "general:jwt-decode",
        ["jwt", "id_in_question"],
        """What's in this token from our game's login service, and is
it expired on 14 March 2026?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwbGF5ZXItNTUxMjA5MzgiLCJpYXQiOjE3NzM0ODAwMDAsImV4cCI6MTc3MzQ4MzYwMH0.Xq2p9bQk7cXo1M8y0zY5hVv4gU6nR2tE8wL1sA0dF9k""",
    )
    neg(
        "general:traceparent-question",
        ["traceparent", "id_in_question"],
        """Our game backend logs this header. Which part
is the trace id, and is this request sampled?

traceparent: 00-7d2f1c9e4a6b8d0f2c4e6a8b0d2f4a6c-3e5a7c9b1d2f4e6a-00""",
    )
    control(
        "control:plain-1",
        """You are a helpful assistant for a community theatre. Suggest three warm-up games for a
cast of twelve teenagers before a rehearsal.""",
    )
    control(
        "control:plain-2", """Write a four-line poem about a lighthouse keeper who paints in the evenings."""
    )


# --- generated families: one field, a body in one of the prompts' languages, a position ---------------

BODIES: list[tuple[str, str, str, str, str | None]] = [
    (
        "edit-suite",
        "en",
        'You answer assistant editors\' questions about the Avid project for "Hollow Water". '
        "Be concise and name the menu path.",
        "How do I relink the A-camera clips to the online media without losing my subclips?",
        "Assistant:",
    ),
    (
        "vfx-bidding",
        "en",
        "You help VFX producers write bids: break the work into tasks with days per task and flag the risks.",
        "A client wants 14 sky replacements on handheld shots of about 4 seconds each. How would you bid it?",
        "Assistant:",
    ),
    (
        "qa-helper",
        "en_CA",
        "You help QA testers at a Montreal studio write clear bug reports in English.",
        "The boss health bar stays on screen after the cutscene. What should the bug title be?",
        "Answer:",
    ),
    (
        "key-store",
        "en_IN",
        "You are the support bot of a Bengaluru indie studio's web store. Answer about keys, "
        "refunds and regional pricing.",
        "I bought the game but the key says it is already redeemed. What now?",
        "Assistant:",
    ),
    (
        "tour-desk",
        "en_AU",
        "You help an Australian band's tour manager with flights, backline hire and visas.",
        "Do we need work visas for a three-show run in New Zealand?",
        "Assistant:",
    ),
    (
        "small-press",
        "en_IE",
        "You answer authors' questions for a Dublin small press about proofs, schedules and contracts.",
        "How many rounds of proofs do I get before the book goes to print?",
        "Assistant:",
    ),
    (
        "registrar-desk",
        "en_ZA",
        "You help a Cape Town gallery's registrar with loan paperwork and shipping.",
        "What goes into the packing list for an outgoing loan?",
        "Assistant:",
    ),
    (
        "portrait-studio",
        "en_HK",
        "You answer clients of a Hong Kong portrait studio about sessions, retouching and prints.",
        "Can you remove the reflection in my glasses when you retouch?",
        "Assistant:",
    ),
    (
        "sample-room",
        "en",
        "You help a fashion brand's sample room keep track of samples and fittings.",
        "Where do we log a sample that came back damaged from a press shoot?",
        "Assistant:",
    ),
    (
        "ref-society",
        "en_WLS",
        "You help a Cardiff referees' society with rugby appointments and expenses.",
        "What mileage rate do we pay referees this season?",
        "Assistant:",
    ),
    (
        "ski-race-komi",
        "kv",
        "Тэ — Сыктывкарса лыжа ордйысьӧмлӧн отсасьысь. Вочавидз коми кыв вылын, дженьыдика.",
        "Кымын ордйысьысь гижсисны челядь котырӧ?",
        None,
    ),
    (
        "volleyball-mari",
        "mhr",
        "Тый — Йошкар-Оласе волейбол лигын полышо. Марла кӱчык вашмутым пу.",
        "Модыш кунам тӱҥалеш?",
        None,
    ),
    (
        "sambo-erzya",
        "myv",
        "Тон — Саранскоень самбо клубонь лездыцят. Каль эрзянь кельсэ, нурькинестэ.",
        "Зяро тренировкат улить те недлясто?",
        None,
    ),
    (
        "khuresh-tuvan",
        "tyv",
        "Сен хүреш маргылдаазының шииткекчилериниң дузалакчызың. Тыва дылга кыска харыыла.",
        "Маргылдаа каш шакта эгелээрил?",
        None,
    ),
    (
        "reindeer-race",
        "smn",
        "Tun lah puásuijottáskištoi tuámáárij veeki. Vástid anarâškielân, oanehávt.",
        "Maŋgâ puásuid láá kišton?",
        None,
    ),
    (
        "cricket-saraiki",
        "skr",
        "تُساں ملتان دی کرکٹ لیگ دے سکوررز دے مددگار ہو۔ سرائیکی وچ مختصر جواب ڈیوو۔",
        "میچ کتنے وجے شروع تھیسی؟",
        None,
    ),
    (
        "football-afar",
        "aa",
        "Atu Jabuuti kubbaa leegih catoyta kinnito. Qafar afal yaabbi.",
        "Kubbaa cayyaamu ayyam maca?",
        None,
    ),
    (
        "football-runyankore",
        "nyn",
        "Oli omuyambi w'ekibiina ky'omupiira omu Mbarara. Garukamu omu Runyankore, kigufu.",
        "Omuzaano gwaitu nigutandika saaha zingahi?",
        None,
    ),
    (
        "football-khoekhoe",
        "naq",
        "Sats ge ǁKhomasdaots futbol ligab di hui-aob ra. Khoekhoegowab ǃnâ ǃgâi re.",
        "Mâ ǁaeb ǃnâ sida ge ǃnari?",
        None,
    ),
    (
        "volleyball-tuvalu",
        "tvl",
        "Koe se fesoasoani ki te liki volipolo i Funafuti. Tali mai i te gana Tuvalu, ke puupuu.",
        "Se a te taimi e kamata ei te taaloga?",
        None,
    ),
    (
        "athletics-kamba",
        "kam",
        "Wĩ mũtethya wa kĩlabu kya mbio kya Machakos. Sũngĩa na Kĩkamba, kwa ũkuvĩ.",
        "Mbio sya kilomita ĩkumi syambĩĩa saa syĩana?",
        None,
    ),
    (
        "wrestling-zarma",
        "dje",
        "Ni ya gaakasinekoy no Niamey lutte kurnaa se. Tu Zarma ciine ra, ci kayna.",
        "Lutte ga sintin waati foo?",
        None,
    ),
    (
        "carnival-band",
        "ksh",
        'Do bes dä Helfer vun dä Kapell "De Rhingschiffer" för dä Fastelovend. Do sähs, '
        "wann un wo de Optredde sin.",
        "Wann müsse mer em Saal sin för dä Optredd?",
        None,
    ),
    (
        "trachten",
        "bar",
        "Du bist da Helfa vom Trachtnverein z'Miesbach. Du huifst bei Gwand-Bstellungen und Anprobn.",
        "Wann kannt i zur Anprob vom Dirndl kemma?",
        None,
    ),
    (
        "museum-nukus",
        "kaa",
        "Sen Nókistegi Savitskiy muzeyiniń járdemshisiseń. Qaraqalpaq tilinde qısqa juwap ber.",
        "Muzey neshede jabıladı?",
        None,
    ),
    (
        "studio-shillong",
        "kha",
        "Phi dei u nongiarap jong ka studio thep-dur ha Shillong. Jubab ha ka ktien Khasi.",
        "Katno ka dor ban thep dur ia ka longiing?",
        None,
    ),
    (
        "comics-wu",
        "wuu",
        "侬是上海一家漫画出版社个助手，帮作者回答排期搭稿费个问题，用上海闲话回答。",
        "第三卷个稿子啥辰光要交？",
        None,
    ),
    ("molam-isan", "tts", "เจ้าคือผู้ช่วยของวงหมอลำ ตอบเป็นภาษาอีสาน สั้นๆ", "วงเฮาเล่นงานบุญได้บ่ มื้อไหนว่าง", None),
]

LOCALE = {
    "en": "en-GB",
    "en_CA": "en-CA",
    "en_IN": "en-IN",
    "en_AU": "en-AU",
    "en_IE": "en-IE",
    "en_ZA": "en-ZA",
    "en_HK": "en-HK",
    "en_WLS": "en-GB",
    "kv": "kv-RU",
    "mhr": "mhr-RU",
    "myv": "myv-RU",
    "tyv": "tyv-RU",
    "smn": "smn-FI",
    "skr": "skr-PK",
    "aa": "aa-DJ",
    "nyn": "nyn-UG",
    "naq": "naq-NA",
    "tvl": "tvl-TV",
    "kam": "kam-KE",
    "dje": "dje-NE",
    "ksh": "ksh-DE",
    "bar": "bar-DE",
    "kaa": "kaa-UZ",
    "kha": "kha-IN",
    "wuu": "wuu-CN",
    "tts": "tts-TH",
}

LOCAL_NOW = {
    "kv": ("Талун", "MSK"),
    "mhr": ("Таче", "MSK"),
    "myv": ("Течи", "MSK"),
    "tyv": ("Бөгүн", "KRAT"),
    "smn": ("Onne", "EU"),
    "skr": ("اڄ", "PKT"),
    "aa": ("Ayró", "EAT"),
    "nyn": ("Erizooba", "EAT"),
    "naq": ("Nets", "CAT"),
    "tvl": ("Te aso nei", "TVT"),
    "kam": ("Ũmũnthĩ", "EAT"),
    "dje": ("Hõo", "WAT"),
    "ksh": ("Hück", "EU"),
    "bar": ("Heid", "EU"),
    "kaa": ("Búgin", "UZT"),
    "kha": ("Mynta", "IST"),
    "wuu": ("今朝", "CST_CN"),
    "tts": ("มื้อนี้", "ICT"),
}

LOCAL_SINCE = {
    "ksh": ("Metjlied zick", "3. Aprell 2019"),
    "bar": ("Mitglied seit", "3. Aprui 2019"),
    "kaa": ("Aǵza bolǵan", "2019-jıl 3-aprel"),
    "skr": ("ممبر بݨے", "۳ اپریل ۲۰۱۹"),
}

STABLE_LINES = [
    "Project: Hollow Water",
    "Locale: {locale}",
    "Channel: web",
    "Prompt version: 4.1.0",
    "Region: eu-north-1",
    "Tier: studio",
    "Model: house-llm-2",
    "Workspace: creative-ops",
    "Department: post",
    "Time zone: UTC",
]

Maker = Callable[[Gen15, datetime], str]


def _fields() -> list[tuple[str, str, str, str, Maker]]:
    """(cue, family, label, key, value) for the generated positives."""
    return [
        ("datetime", "rfc3339_utc", "Timestamp", "timestamp", lambda g, t: rfc3339(t.astimezone(UTC))),
        ("datetime", "rfc3339_ms_offset", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
        ("datetime", "rfc3339_us", "Generated", "generated", lambda g, t: rfc3339(t, 6)),
        ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_9(t, g.small(0, 1000))),
        ("datetime", "rfc1123", "Date", "date", lambda g, t: http_date(t)),
        ("datetime", "rfc850", "Sent", "sent", lambda g, t: rfc850(t)),
        ("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t)),
        ("datetime", "asctime", "Prompt built", "built", lambda g, t: ctime(t)),
        ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t)),
        ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
        ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t)),
        ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
        ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
        ("datetime", "windows", "System time", "system_time", lambda g, t: windows_general(t)),
        (
            "datetime",
            "dotnet_roundtrip",
            "RequestTimestamp",
            "request_ts",
            lambda g, t: dotnet_o(t, g.small(0, 10)),
        ),
        ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
        ("datetime", "compact", "Context time", "ctx_time", lambda g, t: compact(t)),
        ("datetime", "time12", "Local time", "local_time", lambda g, t: time12(t)),
        ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t)),
        ("date", "weekday", "Weekday", "weekday", lambda g, t: DAYS_LONG[t.weekday()]),
        ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
        ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
        ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
        ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
        ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
        ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.small(0, 1000)))),
        ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
        ("request_id", "uuid1", "Correlation ID", "correlation_id", lambda g, t: g.uuid1()),
        ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t)),
        ("request_id", "hex32", "X-Request-ID", "x_request_id", lambda g, t: g.hex(32)),
        ("request_id", "b64url", "Idempotency-Key", "idempotency_key", lambda g, t: g.b64url(16)),
        ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
        ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3()),
        ("session_id", "uuid7", "Session", "session", lambda g, t: g.uuid7(t)),
        ("session_id", "ksuid", "Conversation", "conversation", lambda g, t: g.ksuid(t)),
        ("session_id", "nanoid", "Chat session", "chat_session", lambda g, t: g.nanoid()),
        ("nonce", "base32", "Nonce", "nonce", lambda g, t: g.b32(32)),
        ("nonce", "base58", "Canary", "canary", lambda g, t: g.b58(24)),
        ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "user-" + g.digits(6))),
        ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
        ("run_id", "prefixed", "Run", "run", lambda g, t: g.pre("run_", 22)),
    ]


NUMERIC = {"epoch_s", "epoch_ms", "epoch_us", "epoch_ns"}

DOMAIN = {
    "edit-suite": "film",
    "vfx-bidding": "film",
    "qa-helper": "games",
    "key-store": "games",
    "tour-desk": "music",
    "small-press": "print",
    "registrar-desk": "arts",
    "portrait-studio": "photo",
    "sample-room": "fashion",
    "ref-society": "sports",
    "carnival-band": "music",
    "trachten": "fashion",
    "museum-nukus": "arts",
    "studio-shillong": "photo",
    "comics-wu": "print",
    "molam-isan": "music",
}

# (domain, label, key, value): "any" fits every body; a body without a DOMAIN entry is "sports"
STABLE_FIELDS: list[tuple[str, str, str, str]] = [
    ("any", "API version", "api_version", "2025-11-15"),
    ("any", "Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("any", "Prompt revision", "prompt_revision", "2026-02-03"),
    ("any", "Member since", "member_since", "2021-09-12"),
    ("any", "Tenant", "tenant", "3f6c1d2a-8b4e-4f1a-9c7d-5e2b0a8f6d31"),
    ("arts", "Time zone", "time_zone", "Europe/Oslo"),
    ("any", "Office hours", "office_hours", "Mon-Fri 09:00-17:00"),
    ("any", "Timeout", "timeout_s", "45"),
    ("any", "Fiscal year", "fiscal_year", "2026/27"),
    ("film", "Production code", "production_code", "KB-S1-2025"),
    ("film", "Camera", "camera", "ALEXA 35 SN 20417"),
    ("film", "Frame rate", "frame_rate", "23.976"),
    ("film", "Colour space", "colour_space", "ACEScct"),
    ("film", "Project start", "project_start", "2025-11-03T00:00:00+01:00"),
    ("games", "Engine", "engine", "5.4.4"),
    ("games", "Build", "build", "2026.03.11-rc2"),
    ("games", "Guild", "guild_id", "1180456023340154880"),
    ("music", "ISWC", "iswc", "T-345.246.800-1"),
    ("music", "IPI", "ipi", "00712345678"),
    ("music", "Capacity", "capacity", "450"),
    ("print", "ISBN", "isbn", "978-1-915123-45-7"),
    ("print", "Paper profile", "paper_profile", "FOGRA51"),
    ("arts", "Accession", "accession", "1987.114.3"),
    ("arts", "Loan", "loan_no", "L-2026-007"),
    ("photo", "Camera body", "camera_body", "X-T5 (serial 4TB12345)"),
    ("photo", "Colour profile", "colour_profile", "Adobe RGB (1998)"),
    ("fashion", "Style", "style", "HW-SS27-0412"),
    ("fashion", "Season", "season", "SS27"),
    ("sports", "Competition", "competition", "NCP-2026"),
    ("sports", "Season", "season", "2025/26"),
    ("sports", "Rules", "rules", "league handbook v3.2"),
    ("sports", "Affiliation", "affiliation", "AFF-00482"),
]

STABLE_NUMERIC = {"timeout_s", "capacity"}

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
    "user_stamp",
]


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """The field as each position writes it."""
    yaml_value = f'"{value}"' if ": " in value or value.startswith(("[", "{", "*", "&", "!")) else value
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {yaml_value}",
        "json": f'"{key}": {value if numeric else json_str(value)},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={value}" if " " not in value else f'{key}="{value}"',
        "stamp": f"({label}: {value})",
    }


def json_str(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _render(
    g: Gen15,
    position: str,
    body: tuple[str, str, str, str, str | None],
    forms: dict[str, str],
    mark: Callable[[str], str],
) -> str:
    name, lang, system, question, cue = body
    locale = LOCALE[lang]
    end = "" if cue is None else "\n" + cue
    user = "User: " + question
    if position == "head":
        return f"{mark(forms['line'])}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(forms['line'])}\n\n{user}{end}"
    if position == "header_block":
        lines = [s.format(locale=locale) for s in g.rng.sample(STABLE_LINES, 3)]
        lines.insert(g.small(0, 4), mark(forms["line"]))
        return "\n".join(lines) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(forms['line'])}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark(forms['line'])}\n"
    if position == "front_matter":
        return (
            f"---\nassistant: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
        )
    if position == "json_member":
        return (
            f'{{\n  "assistant": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return f'<ctx assistant="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
    if position == "bracket_kv":
        return f"[meta assistant={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    assert position == "user_stamp", position
    return f"{system}\n\n{user} {mark(forms['stamp'])}{end}"


GENERATED_POSITIVES = 39
GENERATED_NEGATIVES = 25
ZONE_POOL = [
    "UTC",
    "GMT",
    "BST",
    "EU",
    "US",
    "MSK",
    "EAT",
    "IST",
    "NPT",
    "JST",
    "AEDT",
    "NZDT",
    "PDT",
    "BRT",
    "NST",
    "TVT",
    "PKT",
    "CAT",
]


def generated_positives(g: Gen15) -> list[Draft]:
    """One volatile field (or the current date in the body's language) in a body at a position."""
    fields = _fields()
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_NOW and k % 2 == 0:
            label, zone = LOCAL_NOW[lang]
            cue, family = "date", f"localized_now_{lang}"
            forms = _forms(label, "now", local_date(lang, g.at(zone)), False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            forms = _forms(label, key, make(g, g.at(g.pick(ZONE_POOL))), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            Draft(
                marked, f"{SRC}generated:{body[0]}+{family}", ["generated", position, family, f"lang_{lang}"]
            )
        )
    return out


def generated_negatives(g: Gen15) -> list[Draft]:
    """The same bodies and positions with one stable value that looks like a date or an id."""
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    used = {f[2]: 0 for f in fields}
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 5) % len(bodies)]
        position = POSITIONS[(k + 7) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_SINCE and k % 3 == 0:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            domain = DOMAIN.get(body[0], "sports")
            fitting = [f for f in fields if f[0] in ("any", domain)]
            _, label, key, value = min(fitting, key=lambda f: used[f[2]])
            used[key] += 1
            family, forms = key, _forms(label, key, value, key in STABLE_NUMERIC)
        text = _render(g, position, body, forms, lambda s: s)
        out.append(
            Draft(
                text,
                f"{SRC}negative:generated:{body[0]}+{family}",
                ["hard_negative", "generated", position, family, f"lang_{lang}"],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen15(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_film()
    _negatives_games()
    _negatives_music()
    _negatives_print()
    _negatives_arts()
    _negatives_photo()
    _negatives_fashion()
    _negatives_sports()
    _negatives_general()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold15", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
