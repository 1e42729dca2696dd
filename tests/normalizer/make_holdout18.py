"""Build `prompt_normalizer/corpus/holdout18.jsonl`, an eighteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout18.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout16.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout16.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from HR and recruiting, online education and exams, veterinary
care, real estate and agriculture (another corpus was written at the same time about them).
Sources that the earlier docstrings already name were dropped or re-aimed before writing: dating-app
moderation and member support (only safety features are used here), a moderation gateway, Twitch
EventSub, a Discourse helper, MediaWiki request ids and talk pages, card disputes, remittance and
mobile-money receipts, TLEs, pass predictions, OPM headers and ISS passes, amateur radio contest
logs, FT8, ADIF and APRS, weather APIs, METARs, NOTAM briefings, Common Alerting Protocol, sea
forecasts and tides, TMS jobs, XLIFF, gettext, CAT tools, MT batches, glossaries, subtitles and
clinic interpreters (three interpreter bookings of a first draft that sat in a hospital, a health
centre and a medical NGO were moved to a welfare office, a municipal office and a provincial
assembly). The sources here are new:

* trust and safety and consumer platforms: a second-pass moderation queue with its reviewer
  session and snapshot, appeal decisions (ChatML) and an appeals console with its JWT, report
  triage with a delivery envelope around the report, impersonation routing behind B3 headers, ad
  review (XML request, markdown table, a Romagnol piadina ad), marketplace fraud scoring (a
  `[risk ctx ...]` line, a Cypriot Greek car listing), buyer protection, dating-app safety (an
  unsafe date, photo verification, Western Armenian), creator platforms (payouts in Nigerian
  English and Swabian, copyright claims in YAML front matter, livestream ingest with a traceparent,
  a livestream chat relay, a weekly summary footer), forum and wiki admin tools (phpBB board time,
  DokuWiki server time, modmail JSON, a Zeelandic cycling forum); as hard negatives the moderation
  and appeal exports, forwarded appeals, suspension notices, DMCA notices and counter-notices,
  report records, ad rejections, order lists, linked-account graphs, forum IP and moderator logs,
  wiki histories, OBS and ffmpeg output, VOD chapters, payout statements, claim ids, chat evidence,
  snowflakes, transparency tables, brand-deal clauses and dating bios that users paste or type;
* crypto and fintech apps: exchange support (HTTP headers, a ChatML stamp, Teochew), a read-only
  portfolio with a Kraken-style nonce, WalletConnect sessions and their expiry, explorer pages
  fetched for the request, KYC queues and liveness captures, remittance quotes and apps (Yemeni
  Arabic, Acehnese, Guinea-Bissau Kriol), a Hejazi card-controls app with a Hijri date, a Lightning
  node's Go clock, stablecoin treasury XML, a travel-rule envelope, a Fante P2P desk, a Tumbuka
  savings app, DeFi risk, virtual card issuing, incident-note footers; as hard negatives explorer
  pages (Ethereum and Solana), `getblockchaininfo` and `gettransaction` output, exchange API errors
  whose first member is `serverTime`, nonce and signature code and headers pasted for debugging,
  BOLT11 invoices, wallet, withdrawal and staking exports, airdrop and listing announcements,
  Solidity with `block.timestamp`, JWTs, order ids and tx hashes asked about, KYC e-mails and
  records, compliance holds, travel-rule messages that were rejected, `lncli` output, price alerts,
  card statements and SMS in Yemeni Arabic;
* space and satellite operations: a ground-station scheduler with a CCSDS day-of-year clock,
  conjunction screening runs (nested YAML) and relayed conjunction data messages, a beacon decode
  job under a pasted frame, a launch range console's GMT day-of-year clock, a launch notice's date
  of issue, an amateur satellite station's `date`, space-weather prompts, fleet dashboards,
  telemetry API envelopes, a ground segment's traceparent and tracestate, reentry briefings with a
  .NET stamp, station bookings with a canary, a Kathmandu cubesat team's chat, and stations and
  control centres in Kinaray-a, Hindko, Southern Thai and Awadhi; as hard negatives CDMs, OEM
  headers, HYDROLANT launch hazard warnings, network observation pages, decoded beacon JSON, AX.25
  frames, telemetry CSVs, anomaly reports, launch windows, CCSDS packet headers, mission timelines,
  space-weather alerts, conjunction e-mails, readiness minutes, contracts, coordination letters,
  status pages, commentary scripts and client logs;
* weather and hydrology services: forecast-office drafting (an Area Forecast Discussion's issuance
  line `753 AM CDT SAT MAY 30 2026`), river gauges fetched for the request, a Kelvin river alert
  footer, reservoir operations with an epoch in ns, a hydrological model run's `KEY=value`
  environment, avalanche bulletin drafting (YAML), air quality (Kolkata, Bishkek in Dungan,
  Ulan-Ude in Buryat), a weather radio script, TAF briefings, storm spotter relays, a mesonet's
  single-line JSON, flood, dam and rain warnings in Magahi, Chittagonian, Sambalpuri,
  Chhattisgarhi, Tarifit and Moksha, a landslide assistant answering in K'iche'; as hard negatives
  TAFs, SYNOPs, AFDs, flood warnings with VTEC strings, USGS RDB files, river forecast lines,
  avalanche bulletins, hourly AQI tables, local storm reports, rainfall statements, climate
  reports, radar status messages, SNOTEL CSVs, sensor JSON whose first member is `time_stamp`,
  drought summaries, maintenance logs, rating tables, release notices and SMS warnings;
* translation and localization agencies: a vendor portal, a job-offer webhook (delivery id,
  timestamp and signature), a conference interpreting booking desk, certified translation
  certificates with today's date, LQA runs (XML), quote requests, on-call interpreter dispatch in
  Newfoundland, vendor management bullets, and agencies and interpreter desks in Romani, Fon,
  Mooré, Comorian, Palauan, Wallisian, Rapa Nui, Efik, Tshiluba, Acholi, Southern Ndebele,
  Tausug, Madurese and Brahui; as hard negatives job-offer e-mails, purchase orders, invoices, LQA
  reports, translator certificates, apostilles, booking confirmations, RSI event logs, webhook
  deliveries pasted to debug a signature, style guides, source texts with dates, availability
  calendars, rate cards, timesheets, schedules, ICU messages and job-history CSVs.

Formats: RFC 3339 at precisions 0 (also without seconds), 3, 6, 7 and 9 with `Z` and offsets from
-08:00 to +10:00 (including +05:30 and +05:45), zone abbreviations (NST, NZST, GST, WAT, IST, PHT,
CEST...), RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python `str()` and `isoformat()`, Log4j
ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip, JavaScript `toISOString()` and
`toLocaleString('en-US')`, phpBB board time, `YYYY/MM/DD HH:MM`, the NWS issuance
line, the space-weather `2026 Mar 10 1542 UTC` stamp, CCSDS day-of-year, a range's `2026/069
15:42:07 GMT`, a Zulu time alone, `DD MON YYYY`, English long dates (US and British), a 12-hour time
alone, a weekday with a 12-hour time, a weekday alone, ISO week dates, epochs in s, ms, us, ns and
with a fraction, and dates with localized month and weekday names, calendars and digits (Cypriot
Greek, Western Armenian in classical orthography, Romani, Romagnol, Swabian, Zeelandic, Buryat,
Dungan, Moksha, Awadhi, Chhattisgarhi and Magahi with Devanagari digits, Sambalpuri with Odia
digits, Chittagonian with Bengali digits, Hindko and Brahui with Extended Arabic-Indic digits,
Yemeni Arabic with Arabic-Indic digits, Hejazi Arabic with a tabular Hijri date, Tarifit, Teochew
with Han numerals and 下晝 / 朝早, Southern Thai with Thai digits and the Buddhist era, Tausug
(with its weekdays) and Kinaray-a with Spanish-derived months, Acehnese (`pukôi`) and Madurese
(`pokol`) with Indonesian months, Palauan with English months, Wallisian with a numeric date and
`22h44`, Rapa Nui and K'iche' with Spanish months, Fante with Akan months and weekdays, Mooré, Fon, Comorian and Tshiluba with French months, Efik, Tumbuka
and Acholi with English months, Guinea-Bissau Kriol, Southern Ndebele). Identifiers: UUID v1 / v4 /
v7, ULID, KSUID, nanoid, ObjectId, traceparent and tracestate, B3 single and multi, long hex (lower
and upper case), base32, base58, base62 and base64url tokens, a JWT, HMAC signatures with a
`t=`, Discord-style snowflakes and vendor-prefixed ids (`rvs_`, `dlv_`, `adr_`, `chk_`, `q_`, `qr_`,
`rq_`, `cs_`, `CORR-`). Positions: header blocks (`Label: value`, HTTP-style, B3 and trace headers,
`KEY=value` environments), head and tail of the prompt, the tail of a system prompt (also in ChatML
system turns), YAML front matter and nested YAML, pretty-printed JSON members (also nested in an
envelope), single-line JSON members, XML attributes and elements, `key=value` pairs in bracketed
context lines and in an HTML comment, markdown table rows and bullets, HTML comments, templated
sentences (inline and alone on a line), phrases with their preposition ("at ...", "as of ..."), an
id inside a sentence, a `[received ...]` prefix on relayed lines, bracketed and parenthesised stamps
on the user's message (also in a ChatML user turn), footers after a `--` line, metadata lines after
the last user message, and program lines right above or below a pasted or fetched block.

Prompts are in English (US, British, Irish, Nigerian, Indian, Philippine, Australian, New Zealand,
Canadian) and in Cypriot Greek, Western Armenian, Romani, Romagnol, Swabian, Zeelandic, Moksha,
Buryat, Dungan, Awadhi, Chhattisgarhi, Magahi, Sambalpuri, Chittagonian, Hindko, Brahui, Yemeni
Arabic, Hejazi Arabic, Tarifit, Teochew, Southern Thai, Tausug, Kinaray-a, Acehnese, Madurese,
Palauan, Wallisian, Rapa Nui, K'iche', Fante, Mooré, Fon, Efik, Comorian, Guinea-Bissau Kriol,
Tumbuka, Tshiluba, Acholi and Southern Ndebele (none of them, as a language or variety, used by the
earlier holdouts, checked against their docstrings); the prompts in the smaller of these languages
are short, some with an English system prompt, a user message in the language and the app's "now"
label in the language (scripts: Latin, Greek, Armenian, Cyrillic, Devanagari, Odia, Bengali, Arabic,
Han, Thai).

What it is: 302 prompts. 140 carry volatile fields (198 spans): 105 hand-written positives (163
spans; 57 with two fields, one with three) and 35 generated ones. 162 carry none: 152 hand-written
negatives (147 hard negatives and five plain controls) and 10 generated hard negatives; 83 of the
hand-written negatives are material the user pastes, uploads, forwards or copies and asks about
(exports, e-mails, notices, records, logs, tool output, explorer pages, API responses, forecast
products, bulletins, messages, statements), with the question before the block, after it, on both
sides, or in an earlier turn of a multi-turn chat (four), and many begin with lines exactly like
program metadata (`Date:`, `Transaction Hash:`, `CCSDS_CDM_VERS`, `Issue Time:`, `X-Webhook-*`
headers, a WMO header, `{"serverTime": ...`, `{"timestamp": ...`, `{"time_stamp": ...`, a CSV whose
first column is `timestamp`, `utc` or `Date`). Sixteen hand-written negatives hold stable look-alikes
in program positions (queues and policy versions, member-since and verification dates, API versions
and SDK CalVer, wallets and chain ids, fee schedules, mission launch dates and NORAD ids, station
commissioning dates, gauge datums and record crests, product template revisions, vendor ids and rate
cards, prompt revisions and knowledge cutoffs, office hours and time zones, in Cypriot Greek,
Western Armenian, Fante and Southern Thai too); the others are ids and epochs the user asks about,
few-shot dates, an unrendered template, an exercise sentence, an in-story clock, user-typed clocks
and relative times. The positives put the same-looking lines in program positions; about a dozen
stamp data that the program fetched for this request (balances, ingest stats, explorer pages,
node status, position data, telemetry, gauge readings, mesonet and sensor snapshots, predictions),
where only the stamp is labelled, and several sit right above or below a block the user pasted (a
beacon frame, a space-weather alert, a wiki history). The generated positive family puts one field
(23 formats and labels of the 45 drawn, or the current date and time labelled and written in the
body's language, 12 cases) at one of twelve
positions (head, system tail, header block, after the last user message, footer, YAML front matter,
JSON member, XML attribute, `key=value` in a bracketed context line, parenthesised value on the
user's message, HTML comment, markdown bullet) of 33 bodies in 30 languages and varieties; the
generated negative family uses the same bodies and positions with one stable value drawn from
generic ones (API version, knowledge cutoff, prompt revision, member since, contract start in RFC
3339, tenant, office hours, timeout, fiscal year, release, licence expiry) and ones that fit the
body's domain (policy pack, queue, chain id, wallet, fee schedule, NORAD id, callsign, firmware,
gauge, warning area, commissioning date, vendor, rate card, language pair), or a member-since date
in the body's language. The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout16.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, domain clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Platforms: a reviewer, claims-desk, console, booking-desk, workstation, bulletin-draft or portal
  session moves like a chat session, and so does a per-request review ticket, score request or
  decode job; queues, policy packs, reviewers, communities, markets, models and vendors stay. A
  report's own `id` and `created_at` inside a delivery envelope stay (payload), the envelope's
  `id` and `received_at` move. A claim, an appeal, a case or a message id the user asks about is
  content.
* Crypto: an API nonce drawn for the balance call of this request, a signing timestamp, a
  WalletConnect session topic and its expiry computed from now, an idempotency key and a request
  time move; wallet addresses, chain ids, permit deadlines, block numbers, transaction hashes,
  explorer timestamps, `serverTime` in an error the user pastes, channel ids and BOLT11 invoices
  stay. The explorer page, node status and position data fetched for the request keep their own
  times; only the fetch stamp moves.
* Space and weather clocks read for this request are the current time in any form: a CCSDS
  day-of-year, a range clock, a station's `date`, a forecaster's issuance line, a Zulu time alone,
  the space-weather stamp of a prompt assembly. Issue times, valid periods, TCAs, creation dates,
  DTGs, TAF groups, VTEC event times, gauge readings, observation times and launch windows are
  content.
* Agencies: a job-offer webhook's delivery id, timestamp and signature move; the job, its due date
  and rate stay. "Today" for a translator's certificate and the date of issue of a range notice are
  written into an artefact by the program and move.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Ingest stats fetched at <time> for this request:" leaves "Ingest stats fetched for this
  request:"); XML attributes and `key=value` pairs are followed by a stable neighbour; a nested
  YAML member, an XML element, a `KEY=value` line, a markdown row or bullet, an HTML comment and a
  templated sentence alone on its line holding one field are whole-line spans; single-line JSON
  members are cut with the comma after them, and volatile members of pretty-printed JSON are never
  the last member of their object; a stamp before `<|im_end|>` sits on its own line.
* Only ASCII `Label:` cue lines (or a chat template's assistant header) end positives; prompts
  whose natural cue would be in another script end with the user's message or with the metadata
  after it.
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

SEED = 20280422
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout18.jsonl"
SRC = "holdout18:"

# --- zones: fixed offsets, and pairs (standard, summer) chosen by month ---------------------------------


def _tz(name: str, minutes: int) -> timezone:
    return timezone(timedelta(minutes=minutes), name)


# name -> (standard, summer or None, "N" = summer April-October, "S" = summer October-March)
ZONES: dict[str, tuple[timezone, timezone | None, str]] = {
    "UTC": (_tz("UTC", 0), None, ""),
    "London": (_tz("GMT", 0), _tz("BST", 60), "N"),
    "Berlin": (_tz("CET", 60), _tz("CEST", 120), "N"),
    "Nicosia": (_tz("EET", 120), _tz("EEST", 180), "N"),
    "Beirut": (_tz("EET", 120), _tz("EEST", 180), "N"),
    "New_York": (_tz("EST", -300), _tz("EDT", -240), "N"),
    "Chicago": (_tz("CST", -360), _tz("CDT", -300), "N"),
    "Denver": (_tz("MST", -420), _tz("MDT", -360), "N"),
    "Los_Angeles": (_tz("PST", -480), _tz("PDT", -420), "N"),
    "Anchorage": (_tz("AKST", -540), _tz("AKDT", -480), "N"),
    "St_Johns": (_tz("NST", -210), _tz("NDT", -150), "N"),
    "Honolulu": (_tz("HST", -600), None, ""),
    "Marquesas": (_tz("-0930", -570), None, ""),
    "Sao_Paulo": (_tz("-03", -180), None, ""),
    "Azores": (_tz("-01", -60), _tz("+00", 0), "N"),
    "Guatemala": (_tz("CST", -360), None, ""),
    "Easter": (_tz("-06", -360), _tz("-05", -300), "S"),
    "Lagos": (_tz("WAT", 60), None, ""),
    "Accra": (_tz("GMT", 0), None, ""),
    "Morocco": (_tz("+01", 60), None, ""),
    "Kinshasa": (_tz("WAT", 60), None, ""),
    "Lubumbashi": (_tz("CAT", 120), None, ""),
    "Johannesburg": (_tz("SAST", 120), None, ""),
    "Nairobi": (_tz("EAT", 180), None, ""),
    "Riyadh": (_tz("AST", 180), None, ""),
    "Moscow": (_tz("MSK", 180), None, ""),
    "Tehran": (_tz("+0330", 210), None, ""),
    "Dubai": (_tz("+04", 240), None, ""),
    "Kabul": (_tz("+0430", 270), None, ""),
    "Karachi": (_tz("PKT", 300), None, ""),
    "Kolkata": (_tz("IST", 330), None, ""),
    "Kathmandu": (_tz("+0545", 345), None, ""),
    "Dhaka": (_tz("+06", 360), None, ""),
    "Bishkek": (_tz("+06", 360), None, ""),
    "Yangon": (_tz("+0630", 390), None, ""),
    "Bangkok": (_tz("ICT", 420), None, ""),
    "Jakarta": (_tz("WIB", 420), None, ""),
    "Manila": (_tz("PHT", 480), None, ""),
    "Shanghai": (_tz("CST", 480), None, ""),
    "Irkutsk": (_tz("+08", 480), None, ""),
    "Tokyo": (_tz("JST", 540), None, ""),
    "Palau": (_tz("+09", 540), None, ""),
    "Adelaide": (_tz("ACST", 570), _tz("ACDT", 630), "S"),
    "Sydney": (_tz("AEST", 600), _tz("AEDT", 660), "S"),
    "Wallis": (_tz("+12", 720), None, ""),
    "Auckland": (_tz("NZST", 720), _tz("NZDT", 780), "S"),
    "Chatham": (_tz("+1245", 765), _tz("+1345", 825), "S"),
    "Kiritimati": (_tz("+14", 840), None, ""),
}


def _local(t: datetime, zone: str) -> datetime:
    std, summer, rule = ZONES[zone]
    if summer is not None and rule == "N" and 4 <= t.month <= 10:
        return t.astimezone(summer)
    if summer is not None and rule == "S" and (t.month >= 10 or t.month <= 3):
        return t.astimezone(summer)
    return t.astimezone(std)


class Gen18(Gen):
    """make_holdout.Gen with zones and a few more identifier shapes."""

    def at(self, zone: str, daytime: bool = False) -> datetime:
        """A moment in `zone`; `daytime`: moved to a local hour between 07:00 and 20:59."""
        t = self.moment()
        if daytime:
            t = t + timedelta(hours=self.small(7, 21) - _local(t, zone).hour)
        return _local(t, zone)

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def b32lower(self, n: int) -> str:
        return self.b32(n).lower()

    def b58(self, n: int) -> str:
        alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def hexu(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def ns(self) -> int:
        return self.small(1, 1000)


# --- value formats not in make_holdout ----------------------------------------------------------------


def _tail(t: datetime) -> str:
    delta = t.utcoffset() or timedelta(0)
    if delta == timedelta(0):
        return "Z"
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}"


def rfc3339_ns(t: datetime, ns: int) -> str:
    """RFC 3339 with nine fraction digits (not trimmed)."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{_tail(t)}"


def rfc3339_min(t: datetime) -> str:
    """RFC 3339 without seconds, as some widgets render it."""
    return f"{t:%Y-%m-%dT%H:%M}{_tail(t)}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def _ampm(t: datetime) -> str:
    return "PM" if t.hour >= 12 else "AM"


def hm12(t: datetime) -> str:
    return f"{t.hour % 12 or 12}:{t:%M} {_ampm(t)}"


def hms12(t: datetime) -> str:
    return f"{t.hour % 12 or 12}:{t:%M:%S} {_ampm(t)}"


def en_us_locale(t: datetime) -> str:
    """JavaScript `toLocaleString('en-US')`."""
    return f"{t.month}/{t.day}/{t.year}, {hms12(t)}"


def en_gb_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


def nws_time(t: datetime, upper: bool = False) -> str:
    """The issuance line of US forecast-office products: `330 PM EDT Tue Mar 10 2026`."""
    text = (
        f"{t.hour % 12 or 12}{t:%M} {_ampm(t)} {t.tzname()} {DAYS[t.weekday()]} {MONTHS[t.month - 1]} "
        f"{t.day} {t.year}"
    )
    return text.upper() if upper else text


def doy(t: datetime, digits: int = 3) -> str:
    """CCSDS ASCII time code B (day of year), UTC."""
    u = t.astimezone(UTC)
    frac = f".{u.microsecond:06d}"[: digits + 1] if digits else ""
    return f"{u.year}-{u.timetuple().tm_yday:03d}T{u:%H:%M:%S}{frac}Z"


def range_clock(t: datetime) -> str:
    """A launch range's GMT day-of-year clock: `2026/069 15:42:07 GMT`."""
    u = t.astimezone(UTC)
    return f"{u.year}/{u.timetuple().tm_yday:03d} {u:%H:%M:%S} GMT"


def phpbb(t: datetime) -> str:
    """phpBB's default board time format `D M d, Y g:i a`."""
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d}, {t.year} {t.hour % 12 or 12}:{t:%M} {_ampm(t).lower()}"


def slash_ymd(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M}"


def swpc(t: datetime) -> str:
    """`2026 Mar 10 1542 UTC`, the stamp style of space-weather products."""
    u = t.astimezone(UTC)
    return f"{u.year} {MONTHS[u.month - 1]} {u.day:02d} {u:%H%M} UTC"


def zulu_hm(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%H%M}Z"


def epoch_ns(t: datetime, ns: int) -> int:
    return epoch_us(t) * 1000 + ns


def epoch_frac(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond:06d}"


# --- native digits, calendars and localized renderings ---------------------------------------------------

DEVA = "०१२३४५६७८९"
BENG = "০১২৩৪৫৬৭৮৯"
ODIA = "୦୧୨୩୪୫୬୭୮୯"
ARAB = "٠١٢٣٤٥٦٧٨٩"
PERS = "۰۱۲۳۴۵۶۷۸۹"
THAI = "๐๑๒๓๔๕๖๗๘๙"
HAN = "〇一二三四五六七八九"


def native(text: str, digits: str) -> str:
    return text.translate(str.maketrans("0123456789", digits))


def han_small(n: int) -> str:
    """1..59 in Han numerals (十四, 二十, 三十一)."""
    if n < 10:
        return HAN[n]
    tens, ones = divmod(n, 10)
    return ("" if tens == 1 else HAN[tens]) + "十" + ("" if ones == 0 else HAN[ones])


def hijri(t: datetime) -> tuple[int, int, int]:
    """The tabular (civil) Islamic date of `t`'s calendar day."""
    jd = t.date().toordinal() + 1721425
    n0 = jd - 1948440 + 10632
    n = (n0 - 1) // 10631
    n0 = n0 - 10631 * n + 354
    j = ((10985 - n0) // 5316) * ((50 * n0) // 17719) + (n0 // 5670) * ((43 * n0) // 15238)
    n0 = n0 - ((30 - j) // 15) * ((17719 * j) // 50) - (j // 16) * ((15238 * j) // 43) + 29
    month = (24 * n0) // 709
    day = n0 - (709 * month) // 24
    year = 30 * n + j - 30
    return year, month, day


HIJRI_MONTHS = [
    "محرم",
    "صفر",
    "ربيع الأول",
    "ربيع الآخر",
    "جمادى الأولى",
    "جمادى الآخرة",
    "رجب",
    "شعبان",
    "رمضان",
    "شوال",
    "ذو القعدة",
    "ذو الحجة",
]
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
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
HI_DAYS = ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"]
BN_MONTHS = [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
]
OR_MONTHS = [
    "ଜାନୁଆରୀ",
    "ଫେବୃଆରୀ",
    "ମାର୍ଚ୍ଚ",
    "ଅପ୍ରେଲ",
    "ମଇ",
    "ଜୁନ",
    "ଜୁଲାଇ",
    "ଅଗଷ୍ଟ",
    "ସେପ୍ଟେମ୍ବର",
    "ଅକ୍ଟୋବର",
    "ନଭେମ୍ବର",
    "ଡିସେମ୍ବର",
]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
TH_DAYS = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"]
CY_MONTHS = [
    "Γενάρη",
    "Φλεβάρη",
    "Μάρτη",
    "Απρίλη",
    "Μάη",
    "Ιούνη",
    "Ιούλη",
    "Αυγούστου",
    "Σεπτέμβρη",
    "Οκτώβρη",
    "Νοέμβρη",
    "Δεκέμβρη",
]
CY_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέφτη", "Παρασκευή", "Σάββατο", "Τζυριακή"]
HYW_MONTHS = [
    "Յունուար",
    "Փետրուար",
    "Մարտ",
    "Ապրիլ",
    "Մայիս",
    "Յունիս",
    "Յուլիս",
    "Օգոստոս",
    "Սեպտեմբեր",
    "Հոկտեմբեր",
    "Նոյեմբեր",
    "Դեկտեմբեր",
]
HYW_DAYS = ["Երկուշաբթի", "Երեքշաբթի", "Չորեքշաբթի", "Հինգշաբթի", "Ուրբաթ", "Շաբաթ", "Կիրակի"]
ROM_MONTHS = [
    "januaro",
    "februaro",
    "marto",
    "aprilo",
    "majo",
    "junio",
    "julio",
    "avgusto",
    "septembro",
    "oktobro",
    "novembro",
    "decembro",
]
ROM_DAYS = ["luja", "marci", "tetradji", "joja", "paraštuj", "savato", "kurko"]
RGN_MONTHS = [
    "znèr",
    "fabrèr",
    "mèrz",
    "abril",
    "maz",
    "zógn",
    "lój",
    "agòst",
    "setèmbar",
    "utòbar",
    "nuvèmbar",
    "dizèmbar",
]
RGN_DAYS = ["lunedé", "marté", "mercui", "zobia", "vènar", "sàbat", "dmènga"]
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
DE_DAYS = ["Mändig", "Denschdig", "Mittwoch", "Donnerschdig", "Freidig", "Samschdig", "Sonndig"]
NL_MONTHS = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
]
NL_DAYS = ["maendag", "disndag", "woensdag", "dounderdag", "vriedag", "zaeterdag", "zundag"]
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
TSG_MONTHS = [
    "Enero",
    "Pebrero",
    "Marso",
    "Abril",
    "Mayo",
    "Hunyo",
    "Hulyo",
    "Agosto",
    "Septyembre",
    "Oktubre",
    "Nobyembre",
    "Disyembre",
]
TSG_DAYS = ["Isnin", "Salasa", "Arba'a", "Hammis", "Juma'at", "Sabtu", "Ahad"]
AKAN_MONTHS = [
    "Ɔpɛpɔn",
    "Ɔgyefuo",
    "Ɔbɛnem",
    "Oforisuo",
    "Kotonimma",
    "Ayɛwohomumu",
    "Kutawonsa",
    "Ɔsanaa",
    "Ɛbɔ",
    "Ahinime",
    "Obubuo",
    "Ɔpɛnimma",
]
AKAN_DAYS = ["Dwoada", "Benada", "Wukuada", "Yawoada", "Efiada", "Memeneda", "Kwasiada"]
RIF_MONTHS = [
    "yennayer",
    "furar",
    "mars",
    "yebrir",
    "mayyu",
    "yunyu",
    "yulyuz",
    "ɣuct",
    "cutanbir",
    "ktuber",
    "nuwanbir",
    "dujanbir",
]
POV_MONTHS = [
    "janeru",
    "fevereru",
    "marsu",
    "abril",
    "maiu",
    "junhu",
    "julhu",
    "agostu",
    "setembru",
    "otubru",
    "novembru",
    "dizembru",
]
NBL_MONTHS = [
    "Janabari",
    "Febherbari",
    "Matjhi",
    "Apreli",
    "Meyi",
    "Juni",
    "Julayi",
    "Arhostosi",
    "Septemba",
    "Oktoba",
    "Usinyikhaba",
    "Disemba",
]


def now_cy(t: datetime) -> str:
    return f"{CY_DAYS[t.weekday()]}, {t.day} {CY_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_hyw(t: datetime) -> str:
    return f"{HYW_DAYS[t.weekday()]}, {t.day} {HYW_MONTHS[t.month - 1]} {t.year}, ժամը {t:%H:%M}"


def now_rom(t: datetime) -> str:
    return f"{ROM_DAYS[t.weekday()]}, {t.day} {ROM_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_rgn(t: datetime) -> str:
    return f"{RGN_DAYS[t.weekday()]} {t.day} ad {RGN_MONTHS[t.month - 1]} {t.year}, al {t:%H:%M}"


def now_swg(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, dr {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def now_zea(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H.%M} uur"


def now_mdf(t: datetime) -> str:
    return f"{t:%d.%m.%Y}, {t:%H:%M}"


def now_bxr(t: datetime) -> str:
    return f"{t.year} оной {t.month} һарын {t.day}, {t:%H:%M}"


def now_dng(t: datetime) -> str:
    return f"{t.year} нян {t.month} йүә {t.day} хо, {t.hour} дян {t.minute} фын"


def now_awa(t: datetime) -> str:
    return native(f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", DEVA)


def now_hne(t: datetime) -> str:
    return native(f"{HI_DAYS[t.weekday()]}, {t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", DEVA)


def now_mag(t: datetime) -> str:
    return native(f"{t.day}/{t.month}/{t.year} {t:%H:%M}", DEVA)


def now_spv(t: datetime) -> str:
    return native(f"{t.day} {OR_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", ODIA)


def now_ctg(t: datetime) -> str:
    return native(f"{t.day} {BN_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", BENG)


def now_hno(t: datetime) -> str:
    return native(f"{t.day} {UR_MONTHS[t.month - 1]} {t.year}، {t:%H:%M}", PERS)


def now_brh(t: datetime) -> str:
    return native(f"{t.day}-{t.month}-{t.year} {t:%H:%M}", PERS)


def now_yem(t: datetime) -> str:
    half = "م" if t.hour >= 12 else "ص"
    return (
        native(
            f"{AR_DAYS[t.weekday()]} {t.day} {AR_MONTHS[t.month - 1]} {t.year}، {t.hour % 12 or 12}:{t:%M} ",
            ARAB,
        )
        + half
    )


def now_hej(t: datetime) -> str:
    y, m, d = hijri(t)
    return native(f"{d} {HIJRI_MONTHS[m - 1]} {y} هـ، {t:%H:%M}", ARAB)


def now_rif(t: datetime) -> str:
    return f"{t.day} {RIF_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_teo(t: datetime) -> str:
    year = "".join(HAN[int(c)] for c in str(t.year))
    half = "下晝" if t.hour >= 12 else "朝早"
    return (
        f"{year}年{han_small(t.month)}月{han_small(t.day)}日 {half}{han_small(t.hour % 12 or 12)}點"
        f"{han_small(t.minute) + '分' if t.minute else ''}"
    )


def now_sou(t: datetime) -> str:
    return native(
        f"{TH_DAYS[t.weekday()]} {t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น.", THAI
    )


def now_tsg(t: datetime) -> str:
    return f"{TSG_DAYS[t.weekday()]}, {t.day} {TSG_MONTHS[t.month - 1]} {t.year}, {hm12(t)}"


def now_krj(t: datetime) -> str:
    return f"{t.day} {TSG_MONTHS[t.month - 1]} {t.year}, {hm12(t)}"


def now_ace(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year}, pukôi {t:%H.%M} WIB"


def now_mad(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year} pokol {t:%H.%M}"


def now_pau(t: datetime) -> str:
    return f"{MONTHS_LONG[t.month - 1]} {t.day}, {t.year} {hm12(t)}"


def now_wls(t: datetime) -> str:
    return f"{t:%d/%m/%Y} {t:%Hh%M}"


def now_es(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def now_fat(t: datetime) -> str:
    return f"{AKAN_DAYS[t.weekday()]}, {AKAN_MONTHS[t.month - 1]} {t.day}, {t.year}, {hm12(t)}"


def now_fr(t: datetime) -> str:
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t:%H}h{t:%M}"


def now_en_day_first(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


def now_pov(t: datetime) -> str:
    return f"{t.day} di {POV_MONTHS[t.month - 1]} di {t.year}, {t:%H:%M}"


def now_nbl(t: datetime) -> str:
    return f"{t.day} {NBL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


# language code -> (name, label of "now" in the language, zone, rendering)
LOCAL_NOW: dict[str, tuple[str, str, str, Callable[[datetime], str]]] = {
    "cy": ("Cypriot Greek", "Ώρα τωρά", "Nicosia", now_cy),
    "hyw": ("Western Armenian", "Ներկայ ժամ", "Beirut", now_hyw),
    "rom": ("Romani", "Akana", "Berlin", now_rom),
    "rgn": ("Romagnol", "Incù", "Berlin", now_rgn),
    "swg": ("Swabian", "Jetz grad", "Berlin", now_swg),
    "zea": ("Zeelandic", "Vandaege", "Berlin", now_zea),
    "mdf": ("Moksha", "Течи", "Moscow", now_mdf),
    "bxr": ("Buryat", "Мүнөөдэр", "Irkutsk", now_bxr),
    "dng": ("Dungan", "Жинтян", "Bishkek", now_dng),
    "awa": ("Awadhi", "अबहीं कै समय", "Kolkata", now_awa),
    "hne": ("Chhattisgarhi", "आज के तारीख अउ बेरा", "Kolkata", now_hne),
    "mag": ("Magahi", "अभी के समय", "Kolkata", now_mag),
    "spv": ("Sambalpuri", "ଏବେର ସମୟ", "Kolkata", now_spv),
    "ctg": ("Chittagonian", "এহনর সময়", "Dhaka", now_ctg),
    "hno": ("Hindko", "ہݨ دا ویلا", "Karachi", now_hno),
    "brh": ("Brahui", "اینو", "Karachi", now_brh),
    "yem": ("Yemeni Arabic", "الحين", "Riyadh", now_yem),
    "hej": ("Hejazi Arabic", "دحين", "Riyadh", now_hej),
    "rif": ("Tarifit", "Ass-a", "Morocco", now_rif),
    "teo": ("Teochew", "今日", "Shanghai", now_teo),
    "sou": ("Southern Thai", "เวลาตอนนี้", "Bangkok", now_sou),
    "tsg": ("Tausug", "Bihaun", "Manila", now_tsg),
    "krj": ("Kinaray-a", "Karon", "Manila", now_krj),
    "ace": ("Acehnese", "Jinoe", "Jakarta", now_ace),
    "mad": ("Madurese", "Sateya", "Jakarta", now_mad),
    "pau": ("Palauan", "Chelechang", "Palau", now_pau),
    "wls": ("Wallisian", "Te ʻaho ʻaenī", "Wallis", now_wls),
    "rap": ("Rapa Nui", "I te mahana nei", "Easter", now_es),
    "quc": ("K'iche'", "Kamik", "Guatemala", now_es),
    "fat": ("Fante", "Ndɛ", "Accra", now_fat),
    "mos": ("Mooré", "Rũndã", "Accra", now_fr),
    "fon": ("Fon", "Égbé", "Lagos", now_fr),
    "efi": ("Efik", "Mfin", "Lagos", now_en_day_first),
    "zdj": ("Comorian", "Leo", "Nairobi", now_fr),
    "pov": ("Guinea-Bissau Kriol", "Aos", "Accra", now_pov),
    "tum": ("Tumbuka", "Lero", "Johannesburg", now_en_day_first),
    "lua": ("Tshiluba", "Lelu", "Lubumbashi", now_fr),
    "ach": ("Acholi", "Tin", "Nairobi", now_en_day_first),
    "nbl": ("Southern Ndebele", "Namhlanje", "Johannesburg", now_nbl),
}


def local_now(g: Gen18, lang: str) -> tuple[datetime, str, str]:
    """A moment in the language's zone, its "now" label and its rendering."""
    _, label, zone, render = LOCAL_NOW[lang]
    t = g.at(zone)
    return t, label, render(t)


# --- registries -------------------------------------------------------------------------------------------

POS: list[Callable[[Gen18], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen18], Draft]) -> Callable[[Gen18], Draft]:
    POS.append(fn)
    return fn


def neg(tags: list[str], source: str, text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}negative:{source}", [*hard, *tags]))


def draft(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}{source}", tags)


# --- positives: trust and safety, creator platforms, forums and wikis ---------------------------------------


@pos
def _moderation_queue_snapshot(g: Gen18) -> Draft:
    t = g.at("UTC")
    r1 = t - timedelta(minutes=g.small(20, 90), seconds=g.small(0, 60))
    r2 = t - timedelta(minutes=g.small(95, 300), seconds=g.small(0, 60))
    return draft(
        f"""You are the second-pass reviewer assistant on the Halyard trust and safety console. For each queued
item, propose one action from the enforcement ladder (no action, label, reduce, remove, suspend) and
quote the policy section that supports it. Never decide suspensions alone: mark them "needs lead".

Queue: hate-harassment-en (priority 2)
{v("session_id", "Reviewer session: rvs_" + g.b62(22))}
{v("datetime", "Queue snapshot (this request): " + rfc3339(t, 3))}
Policy pack: HH-2026.1

Item 1 - reported {rfc3339(r1)} by 3 users
"people like you should be run out of this town, we know where you park"

Item 2 - reported {rfc3339(r2)} by 1 user
"that ref was blind, absolute clown show tonight"

Proposed actions:""",
        "trust-safety:moderation-queue",
        ["header_block", "session_id", "rfc3339_ms", "content_neighbour"],
    )


@pos
def _appeals_chatml(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""<|im_start|>system
You help the appeals team at Tessellate, a short-video app, write decisions on account-suspension
appeals. Be plain and respectful, cite the community guideline, and never reveal who reported the
account.
{v("datetime", "Current time: " + rfc2822(t))}<|im_end|>
<|im_start|>user
Appeal APL-58213 from @mika.draws: "My account was suspended for spam on 2 March but I only posted my
own art with the same hashtags. Please check." Strike history: spam warning 2025-11-19, none since.
Draft the decision.<|im_end|>
<|im_start|>assistant
""",
        "trust-safety:appeals",
        ["chat_template", "system_tail", "rfc2822", "dates_in_content"],
    )


@pos
def _report_delivery_envelope(g: Gen18) -> Draft:
    t = g.at("UTC")
    created = t - timedelta(seconds=g.small(2, 40))
    return draft(
        f"""Triage this user report. Reply with a severity (S1-S4) and the queue to route it to, nothing else.

{{
  "delivery": {{
    {v("request_id", '"id": "dlv_' + g.b58(24) + '",')}
    {v("datetime", '"received_at": "' + rfc3339(t, 6) + '",')}
    "source": "in-app-report"
  }},
  "report": {{
    "id": "rpt_7QK2M9XW",
    "reason": "scam",
    "created_at": "{rfc3339(created)}",
    "reported_content": "DM: I'm stuck at customs, send 200 USD in gift cards and I'll pay you back tomorrow",
    "reporter_account_age_days": 412
  }}
}}

Severity and queue:""",
        "trust-safety:report-triage",
        ["json_block", "nested_json", "envelope_vs_payload", "rfc3339_us"],
    )


@pos
def _ad_review_request(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""<review_request {v("request_id", 'id="adr_' + g.b62(16) + '"')} {v("datetime", 'requested="' + rfc3339(t) + '"')} policy_set="ads-2026.2" market="IE">
<creative format="image+text">
Headline: Last chance! Spring Sale ends 31 March
Body: Up to 60% off garden furniture. Free delivery on orders over EUR 80 until Sunday.
Landing page: https://gardenhaus.example/spring
</creative>
</review_request>
You review ads against the policy excerpt below. Answer "approve", "approve with restriction" or
"reject", and quote the policy line that decides it.

Policy 4.2: Countdown and urgency claims must be true on every day the ad runs.
Policy 7.1: Prices and discounts must be available on the landing page.

Decision:""",
        "trust-safety:ad-review",
        ["xml_attr", "two_in_line", "head", "offset", "dates_in_content"],
    )


@pos
def _marketplace_fraud_kv(g: Gen18) -> Draft:
    t = g.at("Sao_Paulo")
    return draft(
        f"""[risk ctx {v("request_id", "score_req=" + g.ulid(t))} {v("epoch", "scored_at=" + str(epoch_ms(t)))} model=fraud-gbm-v14 market=BR]
You assist the marketplace fraud team at Feirao. Given the listing and the seller signals, say whether
to hold the seller's payout, and why, in at most three bullets.

Listing: iPhone 16 Pro 256 GB, sealed, R$ 2.900 (median for the model: R$ 7.400)
Seller: account created 6 days ago; 14 listings in 2 days, all phones; payout account changed yesterday.
Buyer messages: 3 buyers were asked to pay outside the platform by Pix.

Assessment:""",
        "trust-safety:marketplace-fraud",
        ["key_value_inline", "ulid", "epoch_ms", "two_in_line", "head"],
    )


@pos
def _dating_safety_last_user(g: Gen18) -> Draft:
    t = g.at("Manila")
    return draft(
        f"""You are Compass, the safety assistant inside the Kindred dating app. When a member says they feel
unsafe on a date, give short, calm steps, offer to share their live location with their trusted
contact, and show the emergency number for their country. Never blame the member.
Member country: PH
Trusted contact set: yes

Member: he won't let me leave the car and keeps saying we're going to his friend's place
{v("datetime", "Sent: " + DAYS[t.weekday()] + " " + hm12(t))}
{v("message_id", "Msg-ID: " + g.snowflake(t))}
Compass:""",
        "dating-safety:unsafe-date",
        ["last_user", "weekday_time12", "snowflake", "stable_neighbours"],
    )


@pos
def _selfie_verification_head(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""{v("datetime", "Capture received: " + js_iso(t))}
{v("session_id", "Liveness session: " + g.uuid4())}
Checks: face match passed, liveness passed, document not required (profile verification)

You explain photo-verification results to members of Lumo Dating in plain words. If a check failed,
explain how to retake the selfie in good light. Never mention scores or thresholds.

Member: it says my badge is "pending", what does that mean??
Assistant:""",
        "dating-safety:photo-verification",
        ["head", "header_block", "js_iso", "uuid4"],
    )


@pos
def _creator_payouts_ng(g: Gen18) -> Draft:
    t = g.at("Lagos")
    return draft(
        f"""You're Naira, the payouts assistant in the Kreatorhub app for creators in Nigeria. Explain holds and
fees plainly; amounts are in NGN; never promise a payout date that the schedule below doesn't give.

Balances {v("datetime", "as of " + hm12(t) + " WAT")} for this request:
Available: NGN 184,250.00
Pending (7-day hold on live gifts): NGN 52,900.00
Last payout: NGN 120,000.00 to GTBank ****4471 on 24 February
Payout schedule: Tuesdays and Fridays, minimum NGN 10,000

Creator: why is my money from the live still pending? I need it for rent abeg
Naira:""",
        "creator:payouts",
        ["phrase_as_of", "time12", "nigerian_english", "fetched_data"],
    )


@pos
def _copyright_claim_front_matter(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""---
tool: claims-desk
{v("session_id", "review_session: " + g.ksuid(t))}
{v("datetime", "opened_at: " + rfc3339(t))}
policy: cid-2026.1
---
You help creators on Streamly understand copyright claims on their videos and choose between
accepting, trimming and disputing. Be neutral: don't say a claim is wrong unless the match details
show it.

Claim: "Midnight Ferry" (sound recording), claimant Blue Anchor Music
Match: 00:01:12-00:01:48 of the video (36 s), audio only
Claimant's policy: monetize (ad revenue goes to the claimant)
Video: "Cooking dal for 20 people | vlog #41", uploaded 2 March 2026

Creator: the song was playing in the restaurant, I didn't add it. Can I dispute?
Assistant:""",
        "creator:copyright-claims",
        ["front_matter", "ksuid", "rfc3339", "timecodes_in_content"],
    )


@pos
def _livestream_ingest(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""You are the on-call assistant for Beamline's livestream operations. Diagnose ingest problems from
the stats, name the most likely cause, and suggest what to tell the creator.
{v("trace_id", "traceparent: " + g.traceparent())}

Ingest stats fetched {v("datetime", "at " + rfc3339(t, 3))} for this request:
protocol=RTMP region=fra1 encoder="OBS 31.0.2 (x264)"
bitrate_kbps:        6012 5988 2104    0    0 5870 6021
keyframe_interval_s:  2.0  2.0  2.0    -    -  8.3  8.3
dropped_frames_pct:   0.1  0.1 14.6  100  100  0.4  0.3

Question: the creator says viewers saw the stream freeze twice. What happened?
Answer:""",
        "creator:livestream-ops",
        ["system_tail", "traceparent", "phrase_at", "fetched_data"],
    )


@pos
def _forum_mcp(g: Gen18) -> Draft:
    t = g.at("Chicago")
    return draft(
        f"""{v("request_id", "<!-- request " + g.hex(24) + " -->")}
You are the moderator assistant of the Rustbelt Riders forum (phpBB). Suggest a moderator action for
the reported post and write the private message to the member. House rules: no selling outside the
classifieds board; a first offence gets a friendly warning.
{v("datetime", "Board time: " + phpbb(t))}

Reported post in "General chat" by dyno_dave (member since Jun 2019, 1,204 posts):
"Selling my Vance & Hines slip-ons, barely used, $300 shipped, PM me"
Report reason: selling outside classifieds

Moderator:""",
        "forum-admin:phpbb",
        ["html_comment", "head", "system_tail", "phpbb_time", "stable_neighbours"],
    )


@pos
def _wiki_admin_server_time(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""You help administrators of the Fernhill community wiki (DokuWiki) judge edit wars. Summarise what each
side changed and suggest a protection level (none, 24 h, 7 days) with one reason.
{v("datetime", "Server time (for this request): " + slash_ymd(t))}

Recent changes for page "town:bus_routes":
2026/03/07 18:02 - route 7 timetable updated (sarah_k)
2026/03/07 18:40 - reverted: "not official yet" (ghoward)
2026/03/08 09:15 - route 7 timetable updated again, source: council PDF (sarah_k)
2026/03/08 09:31 - reverted (ghoward)

Suggestion:""",
        "forum-admin:wiki",
        ["system_tail", "slash_ymd", "pasted_content_neighbour"],
    )


@pos
def _livestream_chat_relay(g: Gen18) -> Draft:
    t = g.at("Los_Angeles")
    return draft(
        f"""You are the chat copilot for the streamer tilly_bakes. From the latest chat message, decide whether it
needs a mod action (timeout, delete, none) and, if none, draft a one-line reply for tilly to read out.
Mods online: 2. Slow mode: 5 s.

Earlier chat (already handled):
bakerboy: first!!
mel_0: the crust looks amazing

Latest message:
{v("datetime", "[received " + f"{t:%H:%M:%S}" + "]")} crumbqueen: can you show the oven temp again? also where do u buy the flour
{v("message_id", "Message id: " + g.uuid7(t))}
Action:""",
        "creator:livestream-chat",
        ["bracket_prefix", "relayed_line", "time_alone", "uuid7", "last_user"],
    )


@pos
def _marketplace_cypriot(g: Gen18) -> Draft:
    t, label, now = local_now(g, "cy")
    return draft(
        f"""{v("datetime", label + ": " + now)}
Είσαι ο βοηθός της ομάδας απάτης στο Pazari.cy. Δε την αγγελία τζαι πε μας αν πρέπει να μπει σε
αναμονή, με δύο-τρεις γραμμές εξήγηση.

Αγγελία: Toyota Vitz 2015, 3.200 €, «ο ιδιοκτήτης είναι στο εξωτερικό, πληρωμή πρώτα με έμβασμα»
Πωλητής: λογαριασμός δύο ημερών, εννιά αγγελίες αυτοκινήτων.""",
        "trust-safety:marketplace-fraud-cy",
        ["head", "localized_now", "lang_cy"],
    )


@pos
def _dating_safety_hyw(g: Gen18) -> Draft:
    t, label, now = local_now(g, "hyw")
    return draft(
        f"""Դուն «Սիրտ» ծանօթութեան ծրագրին ապահովութեան օգնականն ես։ Եթէ անդամը կ՚ըսէ թէ ինքզինք
ապահով չի զգար, տուր կարճ ու հանդարտ քայլեր եւ յիշեցուր արտակարգ համարը՝ 112։
{v("datetime", label + ": " + now)}

Անդամ: Ժամադրութեան մարդը կը պնդէ որ իր տունը երթանք, ես չեմ ուզեր։ Ի՞նչ ընեմ։""",
        "dating-safety:unsafe-date-hyw",
        ["system_tail", "localized_now", "lang_hyw"],
    )


@pos
def _creator_swabian(g: Gen18) -> Draft:
    t, _, now = local_now(g, "swg")
    return draft(
        f"""Du bisch dr Helfer fir Livestreamer bei Gugg.live. {v("datetime", "Heit isch " + now + ".")} Erklär d'Auszahlunga kurz ond
ehrlich, ond versprech koi Datum, wo ned im Plan stoht.

Streamer: Warum isch mei Geld vom Samschdig no ned do? I han doch 40 Euro Trinkgeld kriegt.""",
        "creator:payouts-swg",
        ["inline_sentence", "localized_now", "lang_swg"],
    )


@pos
def _forum_zeelandic(g: Gen18) -> Draft:
    t, label, now = local_now(g, "zea")
    return draft(
        f"""{v("datetime", label + ": " + now)}
Je bin de moderatiehulp van 't forum Zeêuwse Fietsers. Zeg of 't bericht hieronder tegen de regels is
(gin reclame, gin scheldwoorden) en stel een kort antwoord voe an de schrieëver.

Bericht van 'kreeftje71': "Wie wil d'r nog een racefiets kopen, 450 euro, stuur mien een PB"
Melding: reclame buten de marktplaets""",
        "forum-admin:zeelandic",
        ["head", "localized_now", "lang_zea"],
    )


@pos
def _ad_review_romagnol(g: Gen18) -> Draft:
    t, label, now = local_now(g, "rgn")
    return draft(
        f"""T'si l'assistent dla revisiòun dagli inserziòun ad Piadabook. Dì s'l'inserziòun la va ben, la va ben
cun di limit, o s'la n'va brisa ben, e spiega parchè in dò righ.
{v("datetime", label + ": " + now)}

Inserziòun: "Piadina cun squaquaròn a 2 euro, sól incù! Dop la costa 4,50."
Regola 3: i prezi in offerta j'ha da ès veri par tót i dè che l'inserziòun la va in onda.""",
        "trust-safety:ad-review-rgn",
        ["system_tail", "localized_now", "lang_rgn"],
    )


@pos
def _impersonation_b3(g: Gen18) -> Draft:
    return draft(
        f"""{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Sampled: 1
X-Queue: impersonation

You route impersonation reports at Chirper. Decide: (a) verified-person impersonation, (b) brand
impersonation, (c) parody that follows the labelling rules, (d) not impersonation. One letter and one
sentence.

Report: account @real_mayor_okonkwo uses the mayor's photo and name, bio says "official", posts asking
residents to pay water bills to a new account number.
Decision:""",
        "trust-safety:impersonation",
        ["head", "header_block", "b3_multi", "stable_neighbours"],
    )


@pos
def _appeals_console_jwt(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""Reviewer console context
reviewer: j.okafor (tier 2)
{v("token", "console_token: " + g.jwt(t, "rev-0192"))}
{v("datetime", "Rendered: " + rfc850(t))}
queue: appeals-ban-evasion

Write a two-sentence summary of the appeal for the reviewer, then list the evidence that would change
the decision.

Appeal: "This is my new account because I forgot the password of the old one, I wasn't banned there,
I just can't log in." Linked-account signal: same device as @gr1ndset_guru (banned 2026-01-22,
harassment).
Summary:""",
        "trust-safety:appeals-console",
        ["head", "header_block", "jwt", "rfc850", "stable_neighbours"],
    )


@pos
def _buyer_protection_last_user(g: Gen18) -> Draft:
    t = g.at("New_York")
    return draft(
        f"""System: You are the buyer-protection assistant of Swapnest, a second-hand marketplace. Explain the
protection rules, collect facts, and open a claim when the buyer asks. Never accuse the seller of
fraud; say "the item doesn't match the listing".
User: I bought a Nintendo Switch OLED for $210 and got an empty box with a brick in it.
Assistant: I'm sorry, that sounds awful. Do you have a photo of the package and the shipping label?
User: yes, 3 photos. please open a claim
{v("datetime", "Sent at: " + ctime(t))}
{v("request_id", "Client-Request-Id: " + g.uuid1())}
Assistant:""",
        "trust-safety:buyer-protection",
        ["last_user", "asctime", "uuid1", "transcript"],
    )


@pos
def _creator_footer(g: Gen18) -> Draft:
    t = g.at("Chicago")
    return draft(
        f"""You write the weekly summary that Spoolcast sends to livestreamers. Keep it upbeat, four bullets, and
end with one practical tip.

This week for "retro_ruthie": 3 streams, 9 h 12 min live, peak 1,840 viewers (Thursday's Zelda
marathon), 212 new followers, 61 new subscribers, average chat messages per minute 38.

--
{v("request_id", "request: " + g.b32(26))}
{v("datetime", "generated: " + unix_date(t))}
""",
        "creator:weekly-summary",
        ["footer", "tail", "base32", "unix_date"],
    )


@pos
def _ad_review_md_table(g: Gen18) -> Draft:
    t = g.at("Kolkata")
    return draft(
        f"""| Field          | Value                         |
|----------------|-------------------------------|
| Reviewer       | ads-review-bot                |
| Market         | IN                            |
{v("request_id", "| Review ticket  | " + g.objectid(t) + "      |")}
{v("datetime", "| Requested      | " + iso_space(t) + " IST       |")}

Check this ad against the regulated-products policy for India (health claims need a licence number
in the ad). Say approve or reject, and the reason.

Ad: "Ayurvedic SlimFast capsules - lose 8 kg in 3 weeks, guaranteed! Order now, COD available."
Decision:""",
        "trust-safety:ad-review-table",
        ["md_table", "objectid", "iso_space", "head"],
    )


@pos
def _mod_tool_single_json(g: Gen18) -> Draft:
    t = g.at("Sydney")
    return draft(
        f"""{{"tool":"modmail-assist",{v("request_id", '"req":"' + g.b62(24) + '",')}{v("epoch", '"t":' + str(epoch_s(t)) + ",")}"community":"r/aussiegardening"}}
You draft modmail replies for a gardening community. Friendly, short, and always link the rule.

Modmail from u/possum_problems: "why was my post about poisoning possums removed?? they're eating
everything"
Rule 5: No advice about harming protected native wildlife.
Reply:""",
        "forum-admin:modmail",
        ["json_inline", "two_in_line", "epoch_s", "head"],
    )


# --- negatives: trust and safety, creator platforms, forums and wikis -----------------------------------------


def _negatives_platforms() -> None:
    neg(
        ["pasted", "csv_export", "timestamps_in_export"],
        "moderation-export",
        """timestamp,report_id,reporter,reported_account,reason,action,reviewer
2026-03-08T21:14:03Z,rpt_7QK2M9XW,u_10492,u_88812,scam,removed,rvs_a1
2026-03-08T21:16:40Z,rpt_7QK2N1AA,u_55021,u_88812,scam,duplicate,-
2026-03-08T22:02:11Z,rpt_7QK2P4ZC,u_30017,u_61190,harassment,no_action,rvs_c3
2026-03-09T00:47:58Z,rpt_7QK2R8LM,u_10492,u_88812,scam,suspended,rvs_a1

Is reporter u_10492 doing something suspicious here, or are these fine?""",
    )
    neg(
        ["pasted", "email", "date_label_in_document"],
        "appeal-email",
        """Can you help me reply to this? I'm the volunteer mod who banned him.

---------- Forwarded message ---------
From: Darren Whitlock <dwhitlock88@mailbox.example>
Date: Mon, 9 Mar 2026 at 07:12
Subject: Unfair ban from Anglers Haven chat
To: mods@anglershaven.example

I was banned on Saturday at 22:40 for "spam" but all I did was post my tackle shop link twice because
the first one didn't load. Been a member since 2017. Please reconsider.
Darren""",
    )
    neg(
        ["pasted", "notice", "case_id"],
        "suspension-notice",
        """I got this in the app this morning, what does "temporary" mean here, and can I still message my
matches?

Your account has been temporarily restricted
Restriction started: 10 March 2026, 06:05 UTC
Restriction ends: 17 March 2026, 06:05 UTC
Reason: Multiple reports for inappropriate messages (Community Guideline 3.2)
Case ID: 8f2c41d0-7b1e-4c9a-9e3d-52a6b0c8e917
You can appeal once within 14 days from the Help Centre.""",
    )
    neg(
        ["pasted", "legal_notice", "dates_in_document"],
        "dmca-notice",
        """We host a small video site. We received the notice below. What are we obliged to do, and by when?

DMCA Notice of Claimed Infringement
Date: March 6, 2026
To: Designated Agent, Clipwell Inc.
Copyrighted work: "Harbor Lights" (sound recording), registration SR0000954312
Infringing material: https://clipwell.example/v/8Kq2mZp (uploaded 2026-02-27 19:04 UTC)
I have a good faith belief that the use is not authorized by the copyright owner, its agent, or the
law. The information in this notice is accurate, and under penalty of perjury, I am authorized to act
on behalf of the owner.
/s/ Meredith Vance, Vance & Ostrowski LLP, 1200 Harbor Blvd, Long Beach, CA""",
    )
    neg(
        ["user_typed", "dates_in_prose"],
        "counter-notice-request",
        """Help me write a DMCA counter-notice. My video "Sunset drive to Big Sur" was taken down on 7 March
2026 after a claim from Pacific Tone Records. The music in it is "Coastline" by Ava Reyes, which I
licensed from Melodyvault on 12 January 2026 (licence no. MV-2026-118405). I uploaded it on 3 March.""",
    )
    neg(
        ["pasted", "json", "first_member_id"],
        "report-record-json",
        """Our trust tool shows this record for a report. Which of these fields tells me whether the reporter
was blocked by the reported user before reporting?

{
  "id": "rpt_9XLQ2B7T",
  "created_at": "2026-03-09T14:22:51.302Z",
  "reporter_id": "u_20481",
  "reported_id": "u_70219",
  "reason": "harassment",
  "context": {
    "conversation_id": "c_4471902",
    "blocked_before_report": true,
    "messages_in_evidence": 6
  },
  "status": "open"
}""",
    )
    neg(
        ["pasted", "email", "ad_policy"],
        "ad-disapproval-email",
        """Why was my ad rejected? I sell legal CBD oil.

Subject: Your ad was not approved
Ad ID: 120214889301550012
Ad name: Spring CBD promo - carousel
Reviewed: Mar 8, 2026, 11:52 PM
Status: Rejected
Policy: Unsafe substances
Your ad promotes the sale of ingestible CBD products, which isn't allowed. You can request another
review if you think this decision is wrong.""",
    )
    neg(
        ["pasted", "table", "timestamps_in_table"],
        "marketplace-orders",
        """These are the last orders from one buyer account. Does this look like card testing?

| Order   | Placed (UTC)        | Amount | Card        | Result   |
|---------|---------------------|--------|-------------|----------|
| 884102  | 2026-03-09 02:11:04 | $1.00  | ****0043    | declined |
| 884103  | 2026-03-09 02:11:09 | $1.00  | ****1187    | declined |
| 884104  | 2026-03-09 02:11:15 | $1.00  | ****9920    | approved |
| 884109  | 2026-03-09 02:12:02 | $489.00| ****9920    | approved |""",
    )
    neg(
        ["pasted", "export", "account_dates"],
        "fraud-ring-accounts",
        """Linked accounts from the device graph - is this one person or a shared family phone?

account     created      last_login           listings  payout_bank
u_51882     2025-12-01   2026-03-08 19:02     41        Nubank ****2210
u_51990     2025-12-03   2026-03-08 19:05     38        Nubank ****2210
u_52417     2026-01-14   2026-03-09 08:44     12        Inter ****7781
u_53002     2026-02-20   2026-03-09 08:47     55        Nubank ****2210""",
    )
    neg(
        ["pasted", "forum_log", "ip_log"],
        "forum-ip-log",
        """Is "skatevan_97" a sock puppet of "old_kev"? This is from the IP lookup in the moderator panel.

IP address        Last used                 Users
203.0.113.54      Sun Mar 08, 2026 9:14 pm  old_kev, skatevan_97
198.51.100.21     Sat Mar 07, 2026 6:02 pm  old_kev
203.0.113.54      Fri Mar 06, 2026 11:40 am skatevan_97
192.0.2.77        Tue Mar 03, 2026 8:55 am  skatevan_97""",
    )
    neg(
        ["pasted", "metadata_like_first_line", "mod_log"],
        "forum-mod-log",
        """Date: Mar 9, 2026 10:02
Moderator: hollyhock
Action: Moved topic "Best chainsaw for a beginner?" from Announcements to Tools
Date: Mar 9, 2026 10:05
Moderator: hollyhock
Action: Locked topic "SELLING: Stihl MS 180" (reason: sales go in Classifieds)
Date: Mar 9, 2026 10:31
Moderator: brambleman
Action: Unlocked topic "SELLING: Stihl MS 180"

^ two of our mods keep undoing each other. how do I raise it without starting a fight?""",
    )
    neg(
        ["pasted", "revision_history"],
        "wiki-history",
        """Which of these edits should I revert on our parish wiki? The page is "St Brigid's Well".

(cur | prev) 14:12, 9 March 2026  Historylover (talk) . . (+1,204) . . added legend about the well
(cur | prev) 13:58, 9 March 2026  203.0.113.90 . . (-3,880) . . removed history section
(cur | prev) 09:41, 2 March 2026  Maeve_O (talk) . . (+56) . . fixed opening hours
(cur | prev) 17:20, 28 February 2026  Historylover (talk) . . (+312) . . added photo""",
    )
    neg(
        ["pasted", "app_log", "timestamps_in_log"],
        "obs-log",
        """My stream keeps dropping. Here's the OBS log around it:

15:42:07.118: [rtmp stream: 'simple_stream'] Connecting to RTMP URL rtmp://live.beamline.example/app...
15:42:07.402: [rtmp stream: 'simple_stream'] Connection to rtmp://live.beamline.example/app successful
15:58:31.907: [rtmp stream: 'simple_stream'] Disconnected from rtmp://live.beamline.example/app
15:58:31.907: Output 'simple_stream': Reconnecting in 10.00 seconds..
15:58:42.011: [rtmp stream: 'simple_stream'] Connecting to RTMP URL rtmp://live.beamline.example/app...
15:58:47.530: [rtmp stream: 'simple_stream'] Connection to rtmp://live.beamline.example/app failed: -2
""",
    )
    neg(
        ["pasted", "tool_output"],
        "ffmpeg-output",
        """why does ffmpeg say this when I push to the ingest?

[flv @ 0x5581c2a3e640] Failed to update header with correct duration.
[flv @ 0x5581c2a3e640] Failed to update header with correct filesize.
frame=54012 fps= 30 q=23.0 size=  842110kB time=00:30:00.40 bitrate=3832.6kbits/s speed=   1x
[rtmp @ 0x5581c2a41980] Server error: Already publishing
rtmp://ingest.example/live/stream_8Kq2: Operation not permitted""",
    )
    neg(
        ["chapters", "timecodes"],
        "vod-chapters",
        """Turn these into YouTube chapters with short, catchy titles:

00:00 intro, hi chat
03:12 unboxing the Steam Deck OLED
17:45 first boot and update
42:10 playing Balatro until 2 am lol
1:58:03 Q&A and raid""",
    )
    neg(
        ["pasted", "statement", "dates_in_document"],
        "payout-statement",
        """Explain this payout statement to me like I'm 12 please.

Kreatorhub - Payout statement
Period: 1 Feb 2026 - 28 Feb 2026
Statement date: 3 Mar 2026
Gross gifts: NGN 412,800.00
Platform fee (30%): NGN -123,840.00
Withholding tax (5%): NGN -14,448.00
Chargebacks: NGN -6,000.00 (gift reversed on 19 Feb)
Net paid on 3 Mar 2026 to GTBank ****4471: NGN 268,512.00""",
    )
    neg(
        ["id_in_question", "claim_details"],
        "claim-id-question",
        """Claim CID-2026-03-0041877 on my video says the match is 00:04:10 to 00:04:31 but my video is only
3:58 long. How can a claim be outside the video? The claim was placed on 8 March at 19:20.""",
    )
    neg(
        ["user_typed_clock", "times_in_prose"],
        "date-running-late",
        """I'm at the restaurant, we agreed 8 and it's 8:50 now, he isn't answering. He was online at 8:31
on the app. Should I report him or just leave?""",
    )
    neg(
        ["pasted", "chat_log", "timestamps_in_log"],
        "harassment-evidence",
        """I want to report this person, is this enough evidence? These are the messages he sent me:

[09/03/2026, 23:02] Jay: why are you ignoring me
[09/03/2026, 23:02] Jay: answer
[09/03/2026, 23:15] Jay: I know where you work btw
[09/03/2026, 23:41] Jay: you'll regret this""",
    )
    neg(
        ["id_in_question", "snowflake"],
        "snowflake-question",
        """A member of our server says message 1216451208801554442 was edited to hide a slur. Can I find out when
it was first posted from the ID alone? Our server is 1098230476519706684.""",
    )
    neg(
        ["stable_header", "policy_version"],
        "stable-queue-header",
        """Queue: counterfeit-goods
Policy version: 2026-02-01
Reviewer: rv_0192 (tier 2)
Locale: en-GB
Escalation contact: brand-protection@halyard.example

Decide whether the listing below is counterfeit (yes / no / unsure) and give the signal that decided it.

Listing: "Nike Air Jordan 1 Chicago, brand new in box, GBP 60, ships from Guangzhou, no returns"
Decision:""",
    )
    neg(
        ["stable_header", "member_since"],
        "stable-dating-header",
        """Member: Tanvi R.
Member since: 2023-08-14
Verified: photo (2024-01-09), phone
Plan: Plus (renews 2026-08-14)
Country: IN

You are the support assistant of the Kindred dating app. Answer questions about features and billing.

Tanvi: How do I hide my profile while I'm on holiday without losing my matches?
Assistant:""",
    )
    neg(
        ["few_shot", "example_dates"],
        "few-shot-severity",
        """Classify each report by severity. Examples:

Report (2026-01-04 10:12): "he posted my home address" -> S1 (doxxing)
Report (2026-01-05 18:40): "spam links in comments" -> S4 (spam)
Report (2026-01-07 02:03): "threatening to hurt himself" -> S1 (self-harm)

Report (2026-03-09 21:55): "account is copying my photos and pretending to be me" ->""",
    )
    neg(
        ["document", "effective_date", "revision"],
        "guideline-document",
        """Answer only from the guideline below.

Community Guideline 3.2 - Unwanted sexual content
Effective: 1 February 2026 (revision 7, replaces revision 6 of 12 September 2025)
Members may not send sexual messages or images to someone who has not clearly agreed to receive them.
First violation: 24-hour messaging restriction. Second violation within 90 days: 7-day restriction.
Third violation: permanent ban.

Question: If someone broke this rule in October and again today, what happens?
Answer:""",
    )
    neg(
        ["relative_time"],
        "relative-times",
        """The first report came in about 3 hours ago, the account was created 2 days ago, and it has sent 140
messages in the last 20 minutes. Is that enough to suspend before a human looks at it?""",
    )
    neg(
        ["transparency_report", "dates_in_table"],
        "transparency-report",
        """Write two sentences for the press summarising this table.

| Quarter | Reports received | Actioned | Appeals | Overturned |
|---------|------------------|----------|---------|------------|
| 2025-Q3 | 1,204,311        | 402,118  | 41,907  | 6,880      |
| 2025-Q4 | 1,391,502        | 455,960  | 44,013  | 7,102      |
| 2026-Q1 | 1,288,744        | 498,231  | 51,660  | 9,415      |""",
    )
    neg(
        ["schedule", "times_in_content"],
        "stream-schedule",
        """Make a nice schedule post from this (times are CET):

Mon 11 May  19:00-22:00  Elden Ring blind run, part 4
Wed 13 May  20:00-21:30  Q&A + sub goal reveal
Sat 16 May  14:00-18:00  charity stream for the animal shelter (goal: EUR 2,000)""",
    )
    neg(
        ["pasted", "http_response", "request_id"],
        "trust-api-response",
        """Our integration with the trust API returns this when we submit a report. What does it want?

HTTP/1.1 422 Unprocessable Entity
Date: Tue, 10 Mar 2026 09:14:22 GMT
Content-Type: application/json
X-Request-Id: 5b0f3c2e-81d4-4f6a-a9b0-7e2d1c4f8a31

{"error":"invalid_reason","detail":"reason must be one of: spam, scam, harassment, hate, self_harm, other"}""",
    )
    neg(
        ["multi_turn", "pasted_earlier"],
        "multi-turn-export",
        """User: Here's the appeal queue export:
APL-58201  opened 2026-03-02 08:14  ban_evasion   waiting 8d
APL-58213  opened 2026-03-04 17:30  spam          waiting 6d
APL-58290  opened 2026-03-09 12:02  harassment    waiting 1d
Assistant: Thanks - three appeals, the oldest waiting 8 days. What would you like to do with them?
User: which one breaks our 7-day SLA?
Assistant:""",
    )
    neg(
        ["control", "plain"],
        "plain-forum",
        """You are the helper bot of the Rustbelt Riders forum. Answer questions about how the forum works.

User: How do I change my avatar?
Assistant:""",
    )
    neg(
        ["pasted", "creator_contract", "dates_in_document"],
        "brand-deal-contract",
        """Is this clause fair for me as a creator?

7. Exclusivity. From the Effective Date (15 March 2026) until 90 days after the last Sponsored Post,
Creator shall not publish content promoting any competing energy drink. Sponsored Posts are due on
1 April 2026, 15 April 2026 and 1 May 2026, each approved by Brand at least 72 hours before posting.""",
    )
    neg(
        ["dating_profile", "dates_in_prose"],
        "profile-bio",
        """Make my dating bio funnier, keep it under 300 characters:

"Born 14 Feb 1994 (yes, really). Moved to Leeds in 2019. Half marathon PB 1:52:40 on 12 Oct 2025.
Looking for someone to eat dumplings with on Sunday mornings.\"""",
    )


# --- positives: crypto and fintech apps ---------------------------------------------------------------------


def etherscan(t: datetime) -> str:
    """A block explorer's `Mar-10-2026 03:41:11 PM UTC`."""
    u = t.astimezone(UTC)
    return f"{MONTHS[u.month - 1]}-{u.day:02d}-{u.year} {u.hour % 12 or 12:02d}:{u:%M:%S} {_ampm(u)} UTC"


@pos
def _exchange_widget_headers(g: Gen18) -> Draft:
    t = g.at("Lagos")
    return draft(
        f"""You are Kite, the support assistant of the Ledgerline crypto exchange. Help with deposits,
withdrawals, verification and fees. Never give investment advice and never ask for a seed phrase or a
2FA code.

Widget headers:
Host: support.ledgerline.example
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
CF-IPCountry: NG
Accept-Language: en-NG,en;q=0.9

Customer: I sent USDT on the TRON network to my Ledgerline address but it's not showing after 2 hours.
Kite:""",
        "crypto:exchange-support",
        ["header_block", "http_date", "uuid4", "stable_neighbours"],
    )


@pos
def _portfolio_nonce(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""You are Tally, the read-only portfolio assistant of the Fjord app. You see the user's balances fetched
from their connected exchange for this request. Never place or suggest orders.
Connected exchange: Kraken (read-only key "fjord-ro-2")
{v("nonce", "Balance call nonce: " + str(epoch_us(t)))}
{v("datetime", "Balances fetched: " + rfc3339(t, 3))}
XXBT 0.18420000
XETH 2.50110000
ZEUR 1204.5500

User: how much of this is actually euros and how much is crypto?
Tally:""",
        "crypto:portfolio",
        ["header_block", "nonce_epoch_us", "rfc3339_ms", "fetched_data"],
    )


@pos
def _walletconnect_session(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""You are the in-wallet assistant of Pebble Wallet. The user is connected to a dapp through WalletConnect.
Explain what the dapp asks them to sign in plain words and flag anything risky (unlimited approvals,
unknown contracts, permit signatures).
Dapp: app.uniswap.org (verified)
{v("session_id", "Session topic: " + g.hex(64))}
{v("epoch", "Session expiry: " + str(epoch_s(t) + 604800))}
Chain: eip155:1

Signature request: eth_signTypedData_v4 - Permit2 PermitSingle for USDC, amount
115792089237316195423570985008687907853269984665640564039457584007913129639935, spender
0x000000000022D473030F116dDEE9F6B43aC78BA3, deadline 1781654400

User: is this safe to sign?
Assistant:""",
        "crypto:wallet-connect",
        ["header_block", "hex64", "expiry_from_now", "stable_neighbours"],
    )


@pos
def _explorer_page_fetched(g: Gen18) -> Draft:
    t = g.at("UTC")
    sent = t - timedelta(minutes=g.small(2, 9), seconds=g.small(0, 60))
    return draft(
        f"""Explain this transaction to the user in plain words: who paid whom, how much, and the fee.

Page fetched {v("datetime", "at " + rfc3339(t))} for this request from the block explorer:
Transaction Hash: 0x{g.hex(64)}
Status: Success
Block: 21904118
Timestamp: {etherscan(sent)}
From: 0x4e83362442b8d1bec281594cea3050c8eb01311c
Interacted With (To): 0xdAC17F958D2ee523a2206206994597C13D831ec7 (Tether: USDT Stablecoin)
ERC-20 Tokens Transferred: From 0x4e8336...311c To 0x7a250d...488d For 1,250 USDT
Value: 0 ETH
Transaction Fee: 0.000184 ETH

User: did my 1250 USDT actually go out?
Assistant:""",
        "crypto:explorer-fetch",
        ["phrase_at", "fetched_data", "explorer_page_neighbour"],
    )


@pos
def _kyc_queue_single_json(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""{{"queue":"kyc-l2",{v("request_id", '"check_id":"chk_' + g.b62(20) + '",')}{v("datetime", '"requested_at":"' + rfc3339(t) + '",')}"analyst":"a.mensah"}}
You assist KYC analysts at Ledgerline. Compare the applicant's form with the document data, list every
mismatch, and recommend approve, request documents, or reject.

Form: Grace Adjoa Mensah, born 1991-07-22, address 14 Kingsland Rd, London E8 4AA
Document (passport, GHA): MENSAH GRACE ADJOA, born 22 JUL 1991, expires 03 FEB 2031
Proof of address: council tax bill, 2 Kingsland Rd, London E8 4AA, dated 12 January 2026

Recommendation:""",
        "fintech:kyc-queue",
        ["json_inline", "two_in_line", "head", "dates_in_content"],
    )


@pos
def _remittance_quote_bullets(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""## Transfer context
- **Corridor:** GBP to PHP (bank deposit)
{v("request_id", "- **Quote ID:** q_" + g.b62(18))}
{v("datetime", "- **Quoted at:** " + rfc3339(t))}
- **Rate:** 1 GBP = 73.412 PHP
- **Fee:** GBP 1.99

You are the assistant of Padala Express, a remittance app. Explain the quote and the delivery time to
the sender. Bank deposits to BDO and BPI usually arrive within 1 hour; others by the next business day.

Sender: if I send 300 pounds now how much does my mum get in her BDO account?
Assistant:""",
        "fintech:remittance-quote",
        ["md_bullets", "head", "rfc3339", "stable_neighbours"],
    )


@pos
def _lightning_node_time(g: Gen18) -> Draft:
    t = g.at("Berlin")
    mono = f"{g.small(1000, 90000)}.{g.digits(9)}"
    return draft(
        f"""You help customers of Ampere, a hosted Lightning node service, read their node's status. Explain in
plain words; never ask for the node's seed or macaroon.
{v("datetime", "Node time: " + go_string(t, g.ns(), mono))}
Node: ampere-7f3a (lnd 0.18.4-beta)

Channels:
871234x1203x0  peer ACINQ   capacity 5,000,000 sat  local 4,120,330  active
874455x88x1    peer Kraken  capacity 2,000,000 sat  local   102,775  inactive
879901x2150x0  peer Boltz   capacity 1,000,000 sat  local   498,120  active

User: why is my Kraken channel inactive and should I close it?
Assistant:""",
        "crypto:lightning-node",
        ["system_tail", "go_time_string", "fetched_data"],
    )


@pos
def _exchange_incident_footer(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""Rewrite this internal incident note as a customer-facing status update: calm, no blame, no internal
system names, and say what customers should do.

Internal note: ETH withdrawals paused 13:05 UTC after the hot-wallet signer hit the nonce gap bug
again; 412 withdrawals queued; fix deployed 14:20; queue draining, ETA ~40 min. Deposits unaffected.

--
{v("trace_id", "trace: " + g.hex(32))}
{v("datetime", "built: " + rfc3339_ns(t, g.ns()))}
""",
        "crypto:incident-update",
        ["footer", "tail", "hex32", "rfc3339_ns", "times_in_content"],
    )


@pos
def _card_controls_hejazi(g: Gen18) -> Draft:
    t, label, now = local_now(g, "hej")
    return draft(
        f"""{v("datetime", label + ": " + now)}
أنت مساعد تطبيق "محفظة جدة" للبطاقات. ساعد العميل يوقف البطاقة أو يعدّل الحدود، ولا تطلب الرقم السري
أبداً.

العميل: ابغى أوقف البطاقة دحين، شكلها انسرقت في السوق.""",
        "fintech:card-controls-hejazi",
        ["head", "hijri_date", "arabic_indic_digits", "lang_hej"],
    )


@pos
def _remittance_yemeni(g: Gen18) -> Draft:
    t, label, now = local_now(g, "yem")
    return draft(
        f"""أنت مساعد تطبيق "حوالة" للتحويلات من السعودية إلى اليمن. اشرح للمرسل الرسوم ومتى يوصل المبلغ،
ولا توعد بوقت مش موجود في الجدول.
{v("datetime", label + ": " + now)}
الجدول: التحويل لصنعاء وعدن وتعز يوصل خلال ساعتين في أيام الدوام.

المرسل: ابسر، كم يوصل لأمي في تعز لو حوّلت ٥٠٠ ريال سعودي؟""",
        "fintech:remittance-yemeni",
        ["system_tail", "localized_now", "arabic_indic_digits", "lang_yem"],
    )


@pos
def _remittance_acehnese(g: Gen18) -> Draft:
    t, label, now = local_now(g, "ace")
    return draft(
        f"""Kah nakeuh asisten aplikasi kiriman peng "Meusapat". Peugah biaya ngon pajan peng troh u Banda Aceh,
bek neupeujanji nyang hana lam jadwal.
{v("datetime", label + ": " + now)}

Ureueng kirém: Meunyoe lon kirém 500 ringgit jinoe, padum rupiah meuteuka bak ma lon di Lhokseumawe?""",
        "fintech:remittance-acehnese",
        ["system_tail", "localized_now", "lang_ace"],
    )


@pos
def _exchange_teochew(g: Gen18) -> Draft:
    t, label, now = local_now(g, "teo")
    return draft(
        f"""{v("datetime", label + "：" + now)}
你是「潮匯」數字貨幣交易所個客服助手，只答充值、提現、認證個問題，勿教人投資。
{v("session_id", "會話：" + g.b58(22))}

用戶：我昨暝提個 USDT 到今日都未到，是做呢？""",
        "crypto:exchange-teochew",
        ["head", "han_numerals", "localized_now", "base58", "lang_teo"],
    )


@pos
def _p2p_fante(g: Gen18) -> Draft:
    t, label, now = local_now(g, "fat")
    return draft(
        f"""Wo yɛ Sika Kwan boafo wɔ P2P dwa no mu. Kyerɛ adetɔnfo no sɛnea ɔbɛhwɛ ama ne sika aba ansa na ɔayi
bitcoin no afi escrow mu.
{v("datetime", label + ": " + now)}

Adetɔnfo: Obi ka sɛ watua me MoMo nanso menhu sika no wɔ me akontaa mu. Memma no coin no?""",
        "crypto:p2p-fante",
        ["system_tail", "akan_months", "localized_now", "lang_fat"],
    )


@pos
def _treasury_xml_elements(g: Gen18) -> Draft:
    t = g.at("New_York")
    return draft(
        f"""<context>
  <desk>treasury-ops</desk>
  {v("request_id", "<request_id>" + g.uuid7(t) + "</request_id>")}
  {v("datetime", "<generated_at>" + rfc3339(t, 6) + "</generated_at>")}
  <entity>Ledgerline Payments Ltd</entity>
</context>
You summarise stablecoin reserve movements for the treasury lead in four bullets, largest first.

Movements (from the custody report):
2026-03-02  mint    5,000,000 USDC  issuer -> custody wallet 0x91a4...c2d0
2026-03-04  redeem  1,250,000 USDC  custody wallet -> issuer, settled 2026-03-05
2026-03-06  move      400,000 USDT  custody -> hot wallet (withdrawal float)

Summary:""",
        "fintech:treasury",
        ["xml_element", "head", "uuid7", "rfc3339_us", "pasted_content_neighbour"],
    )


@pos
def _travel_rule_envelope(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""You are the travel-rule checker of Ledgerline. The gateway delivers each incoming travel-rule message
to you with its envelope. Say whether any required originator field is missing for a transfer above
EUR 1,000, and which one.

{{
  {v("request_id", '"transfer_request_id": "' + g.uuid4() + '",')}
  {v("datetime", '"sent_at": "' + rfc3339(t, 3) + '",')}
  "protocol": "TRP 2.0",
  "ivms101": {{
    "originator": {{"name": "Ana Sofia Duarte", "account": "0x4e8336...311c", "geographicAddress": null}},
    "beneficiary": {{"name": "Lucas Meyer", "account": "0x7a250d...488d"}},
    "amount": "2400 USDC"
  }}
}}

Answer:""",
        "fintech:travel-rule",
        ["json_block", "envelope_vs_payload", "uuid4", "rfc3339_ms"],
    )


@pos
def _kyc_capture_locale(g: Gen18) -> Draft:
    t = g.at("Chicago")
    return draft(
        f"""You help the KYC review team at SendWise decide whether a selfie retake is needed. Look at the quality
flags and write the message we send to the customer (one short paragraph, friendly).
Document: US driver's licence (Illinois), expires 2029-05-31
{v("datetime", "Capture time (device): " + en_us_locale(t))}
{v("nonce", "Device nonce: " + g.b64url(24))}
Quality flags: glare on photo, face partly outside the oval

Message:""",
        "fintech:kyc-capture",
        ["header_block", "en_us_locale", "nonce", "stable_neighbours"],
    )


@pos
def _remittance_kriol(g: Gen18) -> Draft:
    t, label, now = local_now(g, "pov")
    return draft(
        f"""Bu e asistenti di aplikason "Manda Kasa" pa manda dinheru di Purtugal pa Guiné. Splika kuma ki taxa
ta funsiona i kantu tempu ki dinheru ta tarda. Ka bu promete ora ku ka sta na tabela.
{v("datetime", label + ": " + now)}

Kliente: N misti manda 200 euro pa nha mame na Bafatá, i ta tchiga aos?""",
        "fintech:remittance-kriol",
        ["system_tail", "localized_now", "lang_pov"],
    )


@pos
def _savings_tumbuka(g: Gen18) -> Draft:
    t, label, now = local_now(g, "tum")
    return draft(
        f"""Ndimwe wovwiri wa pulogiramu ya "Sunga Ndalama" pa foni. Longorani umo kusunga ndalama kukwenderana
na malango, kweni mungalayizganga yayi phindu ilo kulije mu ndondomeko.
{v("datetime", label + ": " + now)}

Msungi: Kasi ningatora ndalama zane mu khumbi ili mwezi ukundamalike?""",
        "fintech:savings-tumbuka",
        ["system_tail", "localized_now", "lang_tum"],
    )


@pos
def _exchange_chatml_user_stamp(g: Gen18) -> Draft:
    t = g.at("Dubai")
    return draft(
        f"""<|im_start|>system
You are the support bot of Coinbay. Explain withdrawal statuses: "processing" means the withdrawal is
waiting for network confirmations or a manual review; manual reviews take up to 2 hours.<|im_end|>
<|im_start|>user
my withdrawal to my other exchange is stuck on processing for 40 min
{v("datetime", "(sent " + hm12(t) + " GST)")}<|im_end|>
<|im_start|>assistant
""",
        "crypto:exchange-chatml",
        ["chat_template", "bracket_user", "time12"],
    )


@pos
def _defi_risk_comment(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""<!-- prompt-build {v("request_id", "id=" + g.b62(22))} lang=en -->
You are a DeFi risk explainer inside the Pebble Wallet app. Explain the user's lending position in
plain words and say what would trigger liquidation. Do not recommend trades.
{v("datetime", "Position data as of " + rfc3339(t) + ".")}
Collateral: 3.2 WETH (liquidation threshold 82.5%)
Debt: 7,400 USDC
Health factor: 1.18

User: am I about to get liquidated?
Assistant:""",
        "crypto:defi-risk",
        ["html_comment", "key_value_inline", "sentence_alone", "fetched_data"],
    )


@pos
def _card_issuing_headers(g: Gen18) -> Draft:
    t = g.at("New_York")
    return draft(
        f"""Card-ops assistant. The request below came from the Ledgerline app; check it against the limits and
answer "create" or "decline" with the reason.
{v("request_id", "Idempotency-Key: " + g.uuid4())}
{v("epoch", "X-Request-Time: " + str(epoch_ms(t)))}
X-App-Version: 7.12.0

Request: create a virtual card with a USD 5,000 monthly limit for a customer whose verified tier allows
USD 2,500.
Answer:""",
        "fintech:card-issuing",
        ["system_tail", "header_block", "idempotency_key", "epoch_ms"],
    )


# --- negatives: crypto and fintech apps -------------------------------------------------------------------------


def _negatives_crypto() -> None:
    neg(
        ["pasted", "explorer_page", "timestamps_in_content"],
        "explorer-page",
        """Transaction Hash: 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22061
Status: Success
Block: 21903877
Timestamp: Mar-09-2026 11:58:23 PM UTC
From: 0x28c6c06298d514db089934071355e5743bf21d60 (Binance 14)
Interacted With (To): 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 (Circle: USDC Token)
ERC-20 Tokens Transferred: From Binance 14 To 0x3f5ce5...b0be For 18,000 USDC
Transaction Fee: 0.000211 ETH
Nonce: 4410237

I copied this from the explorer. The exchange says they sent my withdrawal but my wallet is 0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE - is this it?""",
    )
    neg(
        ["pasted", "tool_output", "json"],
        "getblockchaininfo",
        """My node seems stuck. Output of bitcoin-cli getblockchaininfo:

{
  "chain": "main",
  "blocks": 881002,
  "headers": 884119,
  "bestblockhash": "00000000000000000001a7e4b9f1c0d3e2a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9",
  "difficulty": 110568428300952.7,
  "time": 1772901533,
  "mediantime": 1772899902,
  "verificationprogress": 0.9962113,
  "initialblockdownload": false,
  "size_on_disk": 712330485112,
  "pruned": false,
  "warnings": ""
}

How far behind am I and why would it stop syncing?""",
    )
    neg(
        ["pasted", "tool_output", "json"],
        "gettransaction",
        """bitcoin-cli gettransaction says this, why does it show -1 confirmations?

{
  "amount": -0.05000000,
  "fee": -0.00001410,
  "confirmations": -1,
  "trusted": false,
  "txid": "b3f1e2d4c5a6978877665544332211ffeeddccbbaa99887766554433221100ff",
  "walletconflicts": ["9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b"],
  "time": 1772881204,
  "timereceived": 1772881204,
  "bip125-replaceable": "yes",
  "details": [{"address": "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", "category": "send", "amount": -0.05}]
}""",
    )
    neg(
        ["pasted", "api_error", "first_member_server_time"],
        "exchange-api-error",
        """{"serverTime":1772895661204,"code":-1021,"msg":"Timestamp for this request is outside of the recvWindow."}

my bot gets this every few minutes on the futures API, my laptop clock is synced with time.windows.com. what else can it be?""",
    )
    neg(
        ["pasted", "code", "nonce"],
        "kraken-nonce-code",
        """Why does Kraken keep saying EAPI:Invalid nonce with this?

```python
nonce = str(int(time.time() * 1000))
data = {"nonce": nonce, "asset": "XBT"}
# request sent at 2026-03-09 21:40:11 with nonce=1772919611482
# next request two seconds later with nonce=1772919613107 -> EAPI:Invalid nonce
```
I run the same key from two scripts at once, if that matters.""",
    )
    neg(
        ["pasted", "http_request", "signature_headers"],
        "cb-access-headers",
        """I get 401 Unauthorized from the exchange API. Here's exactly what I send:

GET /api/v3/brokerage/accounts HTTP/1.1
Host: api.coinbase.example
CB-ACCESS-KEY: 3f9a2c1b7e5d4f60
CB-ACCESS-SIGN: 8a1f0c3e9d7b5a2c4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d
CB-ACCESS-TIMESTAMP: 1772919611
Content-Type: application/json

I sign timestamp + method + path + body with HMAC-SHA256 and hex encode it. What's wrong?""",
    )
    neg(
        ["id_in_question", "lightning_invoice"],
        "bolt11-question",
        """Can you decode this Lightning invoice and tell me the amount and when it expires?

lnbc25u1pnxq3pnpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpuaztrnwngzn3kdzw5hydlzf03qdgm2hdq27cqv3agm2awhz5se903vruatfhq77w3ls4evs3ch9zw97j25emudupq63nyw24cg27h2rspfj9srp""",
    )
    neg(
        ["pasted", "csv_export", "timestamps_in_export"],
        "wallet-export",
        """Date,Type,Asset,Amount,Fee,TxID
2026-01-04T09:12:44Z,receive,BTC,0.05000000,0,4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b
2026-02-11T18:40:02Z,send,BTC,-0.01200000,0.00000820,e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
2026-03-01T07:03:59Z,receive,ETH,0.75000000,0,0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b

Which of these counts as a disposal for UK capital gains?""",
    )
    neg(
        ["pasted", "table", "timestamps_in_table"],
        "withdrawal-history",
        """This is my withdrawal history, the last one never arrived:

| Time (UTC)          | Asset | Amount | Network | Status     | TxID        |
|---------------------|-------|--------|---------|------------|-------------|
| 2026-03-01 10:02:11 | USDT  | 500    | TRC20   | Completed  | 7f3a...c1e2 |
| 2026-03-05 16:44:50 | USDT  | 1,200  | TRC20   | Completed  | 0b9d...5a71 |
| 2026-03-09 22:15:08 | USDT  | 2,000  | ERC20   | Processing | -           |""",
    )
    neg(
        ["pasted", "csv_export", "dates_in_export"],
        "staking-rewards",
        """Sum the staking rewards per month from this export:

epoch,reward_date,validator,reward_eth
318401,2026-01-03,0x8f2c...a1,0.00211
319802,2026-01-10,0x8f2c...a1,0.00209
324911,2026-02-06,0x8f2c...a1,0.00215
330017,2026-03-05,0x8f2c...a1,0.00198""",
    )
    neg(
        ["announcement", "dates_in_prose", "block_height"],
        "airdrop-announcement",
        """Is this real or a scam? It was posted in the project's Discord:

"The $MOSS airdrop snapshot was taken at block 21,880,000 (approx. 6 March 2026, 14:00 UTC). Claims
open on 12 March 2026 at 16:00 UTC and close on 12 June 2026. Claim only at claim.moss.example. We
will never DM you first." """,
    )
    neg(
        ["code", "solidity"],
        "solidity-timestamp",
        """Is this vesting contract safe? I'm worried about the timestamp logic.

```solidity
uint256 public constant START = 1772323200; // 2026-03-01 00:00:00 UTC
uint256 public constant CLIFF = 90 days;

function releasable(address who) public view returns (uint256) {
    if (block.timestamp < START + CLIFF) return 0;
    uint256 elapsed = block.timestamp - START;
    return (allocation[who] * elapsed) / (730 days) - released[who];
}
```""",
    )
    neg(
        ["pasted", "explorer_page", "slot"],
        "solana-explorer",
        """Signature: 4xNcA9wZ7tqg6p8LbVJ3K2uQy5F1mR8sDhE7kP9vT2WcXnYa3B6jG4HfLzQ1oUiM5rS8dN2e
Result: Success
Timestamp: Mar 9, 2026 at 22:41:07 Coordinated Universal Time
Slot: 325,118,402
Fee: 0.000005 SOL
Compute units consumed: 41,220

Why does my Phantom wallet say this swap failed if the explorer says success?""",
    )
    neg(
        ["jwt", "id_in_question"],
        "exchange-jwt-question",
        """Our exchange API returns this token on login. How long is it valid and what's in it?

eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfNDQxMDIiLCJpYXQiOjE3NzI5MTk2MTEsImV4cCI6MTc3MjkyMzIxMSwic2NvcGUiOiJ0cmFkZSJ9.c2lnbmF0dXJlLXBsYWNlaG9sZGVyLXZhbHVlLWZvci1kZWJ1Z2dpbmc""",
    )
    neg(
        ["uuid_content", "id_in_question"],
        "order-id-question",
        """My limit order 3f2b8e10-6c1d-4a7e-9b5f-2d8c0e4a1b61 was partially filled at 09:14 and the rest
is still open. Can support cancel only the remaining part? It was placed yesterday at 08:55.""",
    )
    neg(
        ["tx_hash", "id_in_question"],
        "tx-hash-question",
        """tx 9e1f2a0c4b6d8e7f3a5c1b9d0e2f4a6c8b7d5e3f1a9c0b2d4e6f8a7c5b3d1e9f0 has been unconfirmed since
this morning with a 3 sat/vB fee. Can I bump it with RBF or do I need CPFP?""",
    )
    neg(
        ["stable_header", "api_version", "chain_id"],
        "stable-wallet-header",
        """API version: 2026-01-15
Network: Ethereum mainnet (chainId 1)
Wallet: 0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE
Wallet created: 2024-05-02
App build: 7.12.0 (20260301.2)

You are the Pebble Wallet assistant. Explain wallet features; never ask for the recovery phrase.

User: how do I add the Base network?
Assistant:""",
    )
    neg(
        ["pasted", "email", "kyc"],
        "kyc-rejection-email",
        """Why did they reject me? I uploaded my passport twice.

Subject: We couldn't verify your identity
Date: 9 March 2026 18:04
Reference: KYC-2026-0309-44871

Hi Grace, we couldn't verify your identity because the proof of address you uploaded is older than 3
months (dated 12 November 2025). Please upload a utility bill, bank statement or council tax bill
dated after 9 December 2025.""",
    )
    neg(
        ["pasted", "json", "kyc_record"],
        "kyc-record",
        """Our vendor returned this for an applicant. Is the document expired or is the check failing for another reason?

{
  "applicant_id": "ap_8Z2kQm41",
  "created_at": "2026-03-09T10:41:12Z",
  "document": {"type": "passport", "country": "GHA", "number": "G2841190", "expiry": "2031-02-03"},
  "checks": [
    {"name": "document_authenticity", "result": "clear", "completed_at": "2026-03-09T10:42:01Z"},
    {"name": "face_match", "result": "consider", "score": 0.61, "completed_at": "2026-03-09T10:42:05Z"}
  ]
}""",
    )
    neg(
        ["pasted", "email", "compliance_hold"],
        "remittance-hold-email",
        """Got this from Padala Express, what do they want from me exactly?

Your transfer PX-88421907 of GBP 1,500.00 created on 8 March 2026 at 19:22 is on hold for a routine
compliance check. Please upload proof of the source of funds (for example a payslip or bank statement
from the last 3 months) by 15 March 2026, or the transfer will be cancelled and refunded.""",
    )
    neg(
        ["pasted", "json", "travel_rule_message"],
        "travel-rule-pasted",
        """The counterparty VASP rejected our travel-rule message with "originator address missing". This is what we sent:

{
  "transfer_request_id": "0b8e1c2d-4f6a-4b7c-9d8e-1f2a3b4c5d6e",
  "sent_at": "2026-03-09T17:02:44.318Z",
  "ivms101": {"originator": {"name": "Ana Sofia Duarte", "geographicAddress": null}},
  "amount": "2400 USDC"
}

Which field do they mean?""",
    )
    neg(
        ["pasted", "tool_output", "channel_list"],
        "lncli-output",
        """lncli listchannels (trimmed):

chan_id 957123885103202304  remote_pubkey 03864ef025fde8fb587d989186ce6a4a186895ee44a926bfc370e2c366597a3f8f  active false  last_update 1772788210
chan_id 966014309772820481  remote_pubkey 02f1a8c87607f415c8f22c00593002775941dea48869ce23096af27b0cfdcc0b69  active true   last_update 1772919002

The first channel was fine last week. How do I see why it's inactive?""",
    )
    neg(
        ["announcement", "dates_in_prose"],
        "listing-announcement",
        """Translate this into Turkish for our community channel:

"Ledgerline will list MOSS (MOSS) on 16 March 2026. Deposits open at 10:00 UTC, trading for MOSS/USDT
starts at 14:00 UTC, and withdrawals open on 17 March 2026 at 10:00 UTC." """,
    )
    neg(
        ["pasted", "sms", "times_in_content"],
        "price-alert-sms",
        """I got these alerts overnight:

Ledgerline: BTC crossed USD 90,000 at 02:14 UTC.
Ledgerline: BTC fell below USD 86,500 at 05:41 UTC.
Ledgerline: Your stop order #55102 was triggered at 05:42 UTC.

Why did my stop trigger at a worse price than I set?""",
    )
    neg(
        ["few_shot", "example_dates"],
        "few-shot-tx-category",
        """Categorise each transaction as income, transfer, trade or fee.

2026-01-03 09:12  +0.05 BTC from bc1q...9x (mining pool payout)   -> income
2026-01-05 14:40  -0.05 BTC to own Ledger wallet                  -> transfer
2026-01-09 11:02  -0.0002 BTC network fee                         -> fee

2026-03-09 21:15  -1,200 USDT, +0.0134 BTC on Ledgerline          ->""",
    )
    neg(
        ["stable_header", "member_since", "tier"],
        "stable-exchange-header",
        """Customer tier: Verified Plus (since 2025-02-11)
Region: EEA (MiCA)
Fee schedule: 2026-01 (maker 0.08%, taker 0.12%)
Customer ID: cus_7731902

You are Kite, the Ledgerline support assistant. Answer questions about fees and limits.

Customer: why did I pay 0.12% on my last trade and not 0.08%?
Kite:""",
    )
    neg(
        ["pasted", "sms", "arabic_indic_digits", "lang_yem"],
        "yemeni-sms",
        """وصلتني هذي الرسالة من البنك، ايش يعني "قيد التحقق"؟

حوالتكم رقم ٧٧٤١٠٢٩ بمبلغ ٥٠٠ ر.س بتاريخ ٩/٣/٢٠٢٦ الساعة ٢١:٠٤ قيد التحقق. للاستفسار اتصلوا على ٨٠٠١٢٤٤٥٥٠.""",
    )
    neg(
        ["pasted", "notice", "lang_teo"],
        "teochew-notice",
        """呢張通知是做呢？我睇唔明：

「潮匯交易所維護通知：二〇二六年三月十二日 02:00 至 04:00（UTC+8）暫停充值同提現，交易照常。」""",
    )
    neg(
        ["multi_turn", "pasted_earlier"],
        "multi-turn-orders",
        """User: here are my open orders
#55101  BUY  0.02 BTC @ 84,000  placed 2026-03-08 11:02
#55102  SELL 0.02 BTC @ 95,000  placed 2026-03-08 11:03
#55140  BUY  1.5 ETH @ 1,950    placed 2026-03-09 19:40
Assistant: Got it - three open limit orders. What would you like to know?
User: which ones would fill if BTC drops 5% from 88k?
Assistant:""",
    )
    neg(
        ["control", "plain"],
        "plain-wallet",
        """You are the Pebble Wallet assistant. Explain wallet features in plain words.

User: what's the difference between a seed phrase and a private key?
Assistant:""",
    )
    neg(
        ["pasted", "statement", "dates_in_document"],
        "card-statement",
        """Which of these card payments are subscriptions I might have forgotten?

04/03/2026  NETFLIX.COM            EUR 13.99
05/03/2026  SPOTIFY P2A91F0C2E     EUR 10.99
07/03/2026  LEDGERLINE CARD FEE    EUR 2.50
09/03/2026  ICLOUD STORAGE         EUR 2.99""",
    )


# --- positives: space and satellite operations ---------------------------------------------------------------


@pos
def _ground_station_scheduler(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""{v("datetime", "Current UTC: " + doy(t))}
{v("request_id", "Scheduler request: " + g.ulid(t))}
Network: Northlight Ground (12 antennas)

You schedule ground-station contacts for small-satellite customers. Given a contact request, pick an
antenna that meets the elevation mask and the customer's band, or say why none can.

Request from customer Kestrel EO: S-band downlink, 9 minutes, minimum elevation 10 deg, any antenna in
Norway or Svalbard, within the next 6 hours.
Antennas: SVB-2 (S/X, 7.3 m), TRM-1 (S only, 3.7 m), TRM-3 (UHF only)

Answer:""",
        "space:ground-station-scheduling",
        ["head", "header_block", "ccsds_doy", "ulid", "stable_neighbours"],
    )


@pos
def _conjunction_screening_yaml(g: Gen18) -> Draft:
    t = g.at("UTC")
    tca1 = t + timedelta(hours=g.small(20, 40), seconds=g.small(0, 3600), microseconds=g.small(0, 10**6))
    tca2 = t + timedelta(hours=g.small(50, 70), seconds=g.small(0, 3600), microseconds=g.small(0, 10**6))
    return draft(
        f"""screening:
  {v("run_id", "run_id: " + g.uuid7(t))}
  {v("datetime", "started: " + rfc3339(t, 3))}
  catalog: public + owner-operator ephemerides
  threshold_pc: 1.0e-4

You advise the flight dynamics team of Arctura, a LEO constellation, on conjunctions. For each event
above the threshold, say whether to plan a manoeuvre and by when the decision is needed (12 hours
before TCA).

Events:
ARC-117 vs 2019-084B (debris)  TCA {rfc3339(tca1, 3)}  miss 148 m   Pc 3.1e-4
ARC-042 vs object 48211        TCA {rfc3339(tca2, 3)}  miss 1.9 km  Pc 2.2e-6

Advice:""",
        "space:conjunction-screening",
        ["nested_yaml", "head", "uuid7", "rfc3339_ms", "content_neighbour"],
    )


@pos
def _beacon_decode_job(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""You decode beacon frames of the student cubesat TUMBLE-1 with the frame map below and report the
battery voltage, the mode and the temperature in one line.

Frame map: bytes 0-15 AX.25 header; 16 mode; 17-18 battery mV (big-endian); 19 temperature degC (signed)

Frame (pasted by the operator):
86 A2 40 40 40 40 60 AE 84 68 94 8A 92 61 03 F0 02 0F 5A EA

Decode job {v("run_id", g.uuid4())} ran {v("datetime", "at " + rfc3339(t, 3))} for this request.
Result:""",
        "space:telemetry-decode",
        ["inline_id", "phrase_at", "program_line_below_pasted", "offset"],
    )


@pos
def _range_console(g: Gen18) -> Draft:
    t = g.at("New_York")
    start = (t + timedelta(days=2)).astimezone(UTC)
    return draft(
        f"""Range Operations Assistant - Eastern Range console
{v("datetime", "Range clock: " + range_clock(t))}
{v("session_id", "Console session: " + g.b32(20))}
Operation: orbital launch, booster recovery downrange

Draft the marine hazard broadcast for the recovery zone from the data below, in the standard wording,
times in UTC.

Hazard area B: 28-45N 075-12W, 28-52N 074-58W, 28-37N 074-40W, 28-30N 074-55W
Window: {start:%d%H%M}Z to {(start + timedelta(hours=4)):%d%H%M}Z {MONTHS[start.month - 1].upper()} {start:%y}
Active: window open minus 30 minutes to window close plus 60 minutes

Broadcast:""",
        "space:launch-range",
        ["head", "header_block", "range_clock_doy", "base32", "dtg_in_content"],
    )


@pos
def _amateur_station_clock(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""You help the operator of an amateur satellite ground station (SatNOGS-style client) troubleshoot
reception. Ask for one measurement if you need it.
Station: DL0HRZ-3, UHF turnstile, LNA on, RTL-SDR v4
{v("datetime", "Station clock: " + unix_date(t))}

Operator: the waterfall shows the TUMBLE-1 signal drifting by about 8 kHz during the pass at 437.150
MHz. Is that Doppler or is my LO drifting?
Assistant:""",
        "space:amateur-satellite",
        ["system_tail", "unix_date", "stable_neighbours"],
    )


@pos
def _cubesat_kinaray_a(g: Gen18) -> Draft:
    t, label, now = local_now(g, "krj")
    return draft(
        f"""Ikaw ang bulig sang mga estudyante sa ground station sang unibersidad sa Antique. Ihambal kon ano
ang problema sa datos kag ano ang himuon, sa mubo nga mga tinaga.
{v("datetime", label + ": " + now)}

Operator: Wara kami nakabaton beacon halin sa satellite sa duha ka pass, pero maayo man ang radyo kag
antenna. Ano ang sunod namon nga himuon?""",
        "space:cubesat-kinaray-a",
        ["system_tail", "localized_now", "time12", "lang_krj"],
    )


@pos
def _geo_ops_hindko(g: Gen18) -> Draft:
    t, label, now = local_now(g, "hno")
    return draft(
        f"""{v("datetime", label + ": " + now)}
{v("request_id", "درخواست: " + g.hex(20))}
تُساں سیٹلائٹ کنٹرول سنٹر دے مددگار او۔ آپریٹر نوں مختصر دسو جے الارم دا کیہ مطلب اے تے پہلا قدم کیہ
چاہیدا اے۔

آپریٹر: ٹرانسپونڈر ۷ تے اپ لنک پاور الارم آ ریہا اے، پر ریڈیو ٹھیک لگدا اے۔ ہݨ کیہ کراں؟""",
        "space:geo-ops-hindko",
        ["head", "header_block", "extended_arabic_indic_digits", "lang_hno"],
    )


@pos
def _space_weather_prompt(g: Gen18) -> Draft:
    t = g.at("UTC")
    issued = t - timedelta(minutes=g.small(30, 120))
    start = issued + timedelta(minutes=50)
    return draft(
        f"""You explain space-weather alerts to satellite operators in two sentences and say whether LEO drag or
surface charging is the bigger concern.
{v("datetime", "Prompt assembled: " + swpc(t))}

Alert (as issued):
Space Weather Message Code: WARK06
Serial Number: 2211
Issue Time: {swpc(issued)}
WARNING: Geomagnetic K-index of 6 expected
Valid From: {swpc(start)}
Valid To: {swpc(start + timedelta(hours=12))}

Explanation:""",
        "space:space-weather",
        ["system_tail", "swpc_stamp", "pasted_content_neighbour"],
    )


@pos
def _launch_notice_today(g: Gen18) -> Draft:
    t = g.at("Berlin")
    w = t + timedelta(days=g.small(8, 20))
    return draft(
        f"""You draft range notices for Nordkapp Launch. Fill the template exactly; do not add anything.
{v("date", "Date of issue (today): " + f"{t.day:02d} {MONTHS[t.month - 1].upper()} {t.year}")}
Notice number: NL-{w.year}-014

Template:
NORDKAPP LAUNCH NOTICE <number>
DATE OF ISSUE <date>
ROCKET LAUNCH ACTIVITY WILL TAKE PLACE <window>. DANGER AREA <area> ACTIVE. MARINERS KEEP CLEAR.

Inputs: window {w.day:02d}-{(w + timedelta(days=2)).day:02d} {MONTHS[w.month - 1].upper()} {w.year} 0900-1500 UTC daily; danger area EN D472 and EN D473.

Notice:""",
        "space:launch-notice",
        ["system_tail", "today_into_artefact", "dd_mon_yyyy_upper"],
    )


@pos
def _fleet_dashboard_table(g: Gen18) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""| Key      | Value                     |
|----------|---------------------------|
| Fleet    | Arctura LEO (62 satellites) |
{v("datetime", "| Snapshot | " + rfc3339_min(t) + "         |")}
{v("request_id", "| Request  | " + g.b62(22) + "    |")}

Give the shift lead a three-line health summary of the fleet from the table, worst first.

| Satellite | Mode      | Battery | Last contact | Notes                    |
|-----------|-----------|---------|--------------|--------------------------|
| ARC-017   | safe      | 61%     | 41 min ago   | reaction wheel 3 current |
| ARC-042   | nominal   | 88%     | 12 min ago   |                          |
| ARC-117   | nominal   | 79%     | 3 h 05 min   | missed 2 contacts        |

Summary:""",
        "space:fleet-dashboard",
        ["md_table", "rfc3339_minutes", "base62", "head", "relative_in_content"],
    )


@pos
def _telemetry_api_json(g: Gen18) -> Draft:
    t = g.at("UTC")
    f1 = t - timedelta(minutes=g.small(30, 80))
    return draft(
        f"""{{
  "mission": "TUMBLE-1",
  {v("request_id", '"request_id": "' + g.hex(32) + '",')}
  {v("epoch", '"server_time_ms": ' + str(epoch_ms(t)) + ",")}
  "frames_returned": 3
}}
Explain the trend in these three housekeeping frames to the student team in two sentences.

frame 40112  rx {rfc3339(f1)}  batt 7.84 V  temp -3 C  mode NOMINAL
frame 40113  rx {rfc3339(f1 + timedelta(minutes=1))}  batt 7.61 V  temp -6 C  mode NOMINAL
frame 40114  rx {rfc3339(f1 + timedelta(minutes=2))}  batt 7.22 V  temp -9 C  mode SAFE

Explanation:""",
        "space:telemetry-api",
        ["json_block", "head", "hex32", "epoch_ms", "content_neighbour"],
    )


@pos
def _ground_segment_trace(g: Gen18) -> Draft:
    return draft(
        f"""You are the ground-segment assistant for the Vega Ridge station. Explain the error to the pass
operator and say whether to retry the contact.
{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: gs=" + g.hex(16) + ",vr=" + g.b64url(9))}

Error from the modem controller: "Frame sync lost: Eb/N0 below 4.1 dB for 20 s (threshold 5.0 dB)".

Operator: should I retry?
Assistant:""",
        "space:ground-segment",
        ["system_tail", "traceparent", "tracestate"],
    )


@pos
def _conjunction_relay(g: Gen18) -> Draft:
    t = g.at("UTC")
    created = t - timedelta(minutes=g.small(3, 30))
    tca = t + timedelta(hours=g.small(30, 60), seconds=g.small(0, 3600))
    return draft(
        f"""{v("request_id", "X-Delivery-Id: " + g.uuid4())}
{v("epoch", "X-Delivery-Timestamp: " + str(epoch_s(t)))}
X-Source: conjunction-feed

Summarise this conjunction data message for the on-call flight dynamics engineer: objects, time of
closest approach, miss distance, probability, and whether it crosses our 1e-4 threshold.

CCSDS_CDM_VERS = 1.0
CREATION_DATE = {rfc3339(created, 3)[:-1]}
ORIGINATOR = CSpOC
MESSAGE_ID = 48211_conj_59481_{created:%Y%j%H%M%S}
TCA = {rfc3339(tca, 3)[:-1]}
MISS_DISTANCE = 212 [m]
COLLISION_PROBABILITY = 2.8e-04
OBJECT1 OBJECT_DESIGNATOR = 59481 (ARC-117)
OBJECT2 OBJECT_DESIGNATOR = 48211 (DEBRIS)

Summary:""",
        "space:conjunction-relay",
        ["head", "header_block", "envelope_vs_payload", "epoch_s", "cdm_content"],
    )


@pos
def _satnogs_southern_thai(g: Gen18) -> Draft:
    t, label, now = local_now(g, "sou")
    return draft(
        f"""เจ้าเป็นผู้ช่วยสถานีภาคพื้นดินดาวเทียมของชมรมวิทยุสมัครเล่นหาดใหญ่ ตอบสั้น ๆ ว่าปัญหาน่าจะเป็นอะไร แล้วให้ลองทำอะไรก่อน
{v("datetime", label + ": " + now)}

ผู้ควบคุม: รอบนี้รับสัญญาณดาวเทียมไม่ได้เลย ทั้งที่เสาอากาศหันถูกแล้ว ต้องทำพรือ""",
        "space:satnogs-southern-thai",
        ["system_tail", "thai_digits", "buddhist_era", "localized_now", "lang_sou"],
    )


@pos
def _amateur_awadhi(g: Gen18) -> Draft:
    t, label, now = local_now(g, "awa")
    return draft(
        f"""{v("datetime", label + ": " + now)}
तू लखनऊ के शौकिया रेडियो क्लब कै उपग्रह स्टेशन कै सहायक हौ। आपरेटर का छोट-छोट बात मा बतावा कि गड़बड़ी का
होइ सकत है अउर पहिले का करै का चाही।

आपरेटर: उपग्रह कै आवाज आवत है, मुला डिकोडर एकौ फ्रेम नाहीं निकारत। का करी?""",
        "space:amateur-awadhi",
        ["head", "devanagari_digits", "localized_now", "lang_awa"],
    )


@pos
def _reentry_briefing(g: Gen18) -> Draft:
    t = g.at("Sydney")
    return draft(
        f"""You brief the public-information officer on a reentry. Plain words, no alarm, and always give the
uncertainty window.

Prediction {v("datetime", "as of " + dotnet_o(t, g.small(0, 10)))} (pulled for this request):
Object: CZ-5B rocket body, 21,000 kg
Predicted reentry: in 31 h +/- 9 h
Ground track crosses: South Pacific, Chile, South Atlantic, southern Africa, Indian Ocean, Australia

Briefing:""",
        "space:reentry-briefing",
        ["phrase_as_of", "dotnet_roundtrip", "fetched_data"],
    )


@pos
def _station_booking_comment(g: Gen18) -> Draft:
    t = g.at("Auckland")
    return draft(
        f"""{v("nonce", "<!-- canary " + g.b64url(18) + " -->")}
You take bookings for antenna time at the Awarua ground station. Confirm the booking details back to
the customer in one short paragraph, or ask for what's missing (band, duration, minimum elevation).
{v("datetime", "Local time at the station: " + en_gb_long(t) + " " + (t.tzname() or ""))}

Customer: Hi, can we have 10 minutes of X-band tomorrow for our Kea-2 satellite, any pass above 15
degrees?
Assistant:""",
        "space:station-booking",
        ["html_comment", "canary", "head", "en_gb_long", "system_tail"],
    )


@pos
def _mission_ops_kathmandu(g: Gen18) -> Draft:
    t = g.at("Kathmandu")
    return draft(
        f"""You are the mission-operations helper of a university cubesat team in Kathmandu. Answer in plain English
and keep commands in code blocks.

Earlier: the team confirmed the antenna deployed on the third pass.

Operator: we want to switch the payload camera on for the next pass over Nepal, what's the command
sequence again?
{v("datetime", "(sent " + f"{t:%H:%M:%S}" + " +05:45)")}
{v("message_id", "msg " + g.ksuid(t))}
Assistant:""",
        "space:mission-ops-chat",
        ["last_user", "bracket_line", "offset_0545", "ksuid"],
    )


# --- negatives: space and satellite operations -------------------------------------------------------------------


def _negatives_space() -> None:
    neg(
        ["pasted", "cdm", "metadata_like_first_line"],
        "cdm-kvn",
        """CCSDS_CDM_VERS                     = 1.0
CREATION_DATE                      = 2026-03-09T18:22:41.118
ORIGINATOR                         = CSpOC
MESSAGE_ID                         = 59481_conj_48211_2026068182241
TCA                                = 2026-03-11T04:18:44.211
MISS_DISTANCE                      = 148          [m]
RELATIVE_SPEED                     = 13902        [m/s]
COLLISION_PROBABILITY              = 3.1e-04
COLLISION_PROBABILITY_METHOD       = FOSTER-1992

We got this CDM overnight for our satellite 59481. How worried should we be, and what else should we ask the originator for?""",
    )
    neg(
        ["pasted", "oem", "ephemeris"],
        "oem-header",
        """Our partner sent this ephemeris and our tool rejects it. Is the header valid?

CCSDS_OEM_VERS = 2.0
CREATION_DATE = 2026-03-09T12:00:00
ORIGINATOR = KESTREL-EO
META_START
OBJECT_NAME = KESTREL-3
OBJECT_ID = 2025-141C
CENTER_NAME = EARTH
REF_FRAME = EME2000
TIME_SYSTEM = UTC
START_TIME = 2026-03-09T12:00:00.000
STOP_TIME = 2026-03-12T12:00:00.000
META_STOP
2026-03-09T12:00:00.000 -2345.109 6412.873 1021.440 -6.1203 -2.0918 3.9917""",
    )
    neg(
        ["pasted", "notice", "dtg"],
        "launch-hazard-notice",
        """Can you translate this notice into plain English for our sailing club newsletter?

HYDROLANT 412/26(25,26)
WESTERN NORTH ATLANTIC.
FLORIDA.
1. HAZARDOUS OPERATIONS, ROCKET LAUNCHING
   120310Z TO 120740Z MAR, ALTERNATE
   130310Z TO 130740Z MAR IN AREA BOUND BY
   28-45N 075-12W, 28-52N 074-58W,
   28-37N 074-40W, 28-30N 074-55W.
2. CANCEL THIS MSG 130840Z MAR 26.""",
    )
    neg(
        ["pasted", "observation_page", "timestamps_in_content"],
        "satnogs-observation",
        """This is the observation page from the network. Why is it marked "bad" when I can see a signal?

Observation #11482203
Satellite: TUMBLE-1 (NORAD 61877)
Station: 2871 - DL0HRZ-3
Start: 2026-03-09 21:14:02 UTC
End: 2026-03-09 21:22:48 UTC
Transmitter: UHF 437.150 MHz GMSK 9k6
Status: Bad (vetted by station owner)
Decoded frames: 0""",
    )
    neg(
        ["pasted", "json", "first_member_timestamp"],
        "decoded-beacon-json",
        """{"timestamp": "2026-03-09T21:17:33.482Z", "norad": 61877, "frame": "86A2404040406...", "mode": "SAFE", "batt_mv": 7219, "temp_c": -9}
{"timestamp": "2026-03-09T21:18:03.511Z", "norad": 61877, "frame": "86A2404040406...", "mode": "SAFE", "batt_mv": 7207, "temp_c": -9}

^ two decoded beacons from last night. Is 7.2 V in safe mode normal for a 2S battery?""",
    )
    neg(
        ["pasted", "hex_frame"],
        "ax25-frame",
        """Can you decode the AX.25 address field of this frame? I think the callsign is wrong.

C0 00 86 A2 40 40 40 40 60 AE 84 68 94 8A 92 61 03 F0 54 55 4D 42 4C 45 2D 31 20 42 45 41 43 4F 4E C0""",
    )
    neg(
        ["pasted", "csv_export", "timestamps_in_export"],
        "telemetry-csv",
        """utc,batt_v,solar_a,temp_c,mode
2026-03-09T20:00:00Z,7.91,0.42,4.1,NOMINAL
2026-03-09T20:30:00Z,7.88,0.00,-1.8,NOMINAL
2026-03-09T21:00:00Z,7.64,0.00,-5.2,NOMINAL
2026-03-09T21:30:00Z,7.22,0.00,-9.0,SAFE

Does this look like an eclipse or a failing panel?""",
    )
    neg(
        ["pasted", "report", "dates_in_document"],
        "anomaly-report",
        """Tighten the wording of this anomaly report, keep all facts:

Anomaly report AR-2026-007
Spacecraft: ARC-017
Detected: 2026-03-08 02:41 UTC (ground, telemetry limit check)
Onset (from stored telemetry): 2026-03-08 01:57:12 UTC
Description: reaction wheel 3 current rose from 0.21 A to 0.64 A over 40 minutes, wheel speed stable;
spacecraft entered safe mode at 02:38:05 UTC by on-board FDIR.
Status: open, wheel 3 disabled, 3-wheel control since 2026-03-08 09:10 UTC.""",
    )
    neg(
        ["table", "launch_windows"],
        "launch-windows",
        """Which of these windows gives us the most daylight for recovery?

| Date       | Window open (UTC) | Window close (UTC) | Sunset at recovery zone (UTC) |
|------------|-------------------|--------------------|-------------------------------|
| 2026-04-14 | 09:00             | 11:30              | 18:41                         |
| 2026-04-15 | 08:58             | 11:28              | 18:42                         |
| 2026-04-16 | 08:56             | 11:26              | 18:43                         |""",
    )
    neg(
        ["code", "ccsds_packet", "id_in_question"],
        "ccsds-primary-header",
        """What are the APID, sequence count and packet length in this CCSDS space packet primary header?
08 1F C0 2A 00 3B""",
    )
    neg(
        ["timeline", "relative_times"],
        "mission-timeline",
        """Turn this into a short public timeline for our website:

L-00:00:00  liftoff
L+00:02:31  first stage separation
L+00:08:44  second stage cutoff
L+01:02:10  TUMBLE-1 deployment
L+01:47:00  first expected beacon over Europe""",
    )
    neg(
        ["pasted", "swpc_product", "metadata_like_first_line"],
        "swpc-alert",
        """Space Weather Message Code: ALTK07
Serial Number: 318
Issue Time: 2026 Mar 09 2214 UTC

ALERT: Geomagnetic K-index of 7
Threshold Reached: 2026 Mar 09 2159 UTC
Synoptic Period: 2100-2400 UTC
Active Warning: Yes
NOAA Scale: G3 - Strong

Our LEO satellites are at 520 km. Should we expect noticeable drag from this?""",
    )
    neg(
        ["pasted", "email", "conjunction_notice"],
        "conjunction-email",
        """We got this email. Who is it from and do we have to respond?

From: conjunction-notices@space-track.example
Sent: Monday, March 9, 2026 6:31 PM
Subject: Conjunction Summary Message for 59481

SATELLITE 59481 (ARC-117) HAS A CONJUNCTION WITH 48211 (DEBRIS)
TCA: 2026-03-11 04:18:44.211 UTC   MISS DISTANCE: 148 M   PC: 3.1E-4
CDM IS AVAILABLE ON THE WEBSITE. PLEASE PROVIDE YOUR MANEUVER PLANS IF ANY.""",
    )
    neg(
        ["pasted", "minutes", "dates_in_document"],
        "readiness-minutes",
        """Summarise the open actions from these minutes:

Launch Readiness Review - TUMBLE-1
Date: 2 March 2026, 14:00-15:30 CET
Present: K. Braun, L. Ito, M. Osei, R. Novak
1. Battery acceptance test passed on 27 Feb. (closed)
2. Deployer integration scheduled 5 March; R. Novak to confirm torque values by 4 March. (open)
3. Frequency coordination letter received 20 Feb. (closed)
4. Ground station DL0HRZ-3 end-to-end test to be repeated after LNA swap. (open, L. Ito)""",
    )
    neg(
        ["contract", "dates_in_document"],
        "ground-station-contract",
        """Explain the cancellation terms in this clause:

5.2 Contacts booked through the portal may be cancelled free of charge until 48 hours before the start
of the contact. Cancellations between 48 and 12 hours before the start are charged at 50%. The
agreement runs from 1 January 2026 to 31 December 2026 and renews for 12 months unless cancelled in
writing by 1 October 2026.""",
    )
    neg(
        ["stable_ids", "id_in_question"],
        "norad-question",
        """What's the difference between NORAD ID 61877 and COSPAR ID 2025-141C for our satellite? Which one
do we give to the amateur radio coordinators?""",
    )
    neg(
        ["stable_header", "callsign", "firmware_date"],
        "stable-station-header",
        """Station: DL0HRZ-3 (callsign DL0HRZ)
Location: 52.4213 N, 13.1089 E, 48 m
Antenna: UHF turnstile, LNA SPF5189Z
Tracked satellites: TUMBLE-1 (61877), KESTREL-3 (61880)
Client: satnogs-client 1.9.2, firmware 2026-01-20

You help amateur ground-station operators with setup questions.

Operator: should the LNA be at the antenna or near the SDR?
Assistant:""",
    )
    neg(
        ["pasted", "letter", "dates_in_document"],
        "frequency-coordination",
        """What does this letter allow us to do, and until when?

IARU Satellite Frequency Coordination
Ref: IARU-2025-118
Date: 20 February 2026
The frequency 437.150 MHz (GMSK 9k6) is coordinated for TUMBLE-1 for a mission duration of 24 months
from launch. Coordination lapses if the satellite is not launched before 20 February 2027.""",
    )
    neg(
        ["pasted", "status_page", "timestamps_in_content"],
        "amsat-status",
        """From the amateur satellite status page:

TUMBLE-1   last heard 2026-03-09 22:14 UTC by DL0HRZ   telemetry only
KESTREL-3  last heard 2026-03-09 19:02 UTC by VK4ZZ    FM repeater active
OSCAR-X    last heard 2026-02-27 11:48 UTC by JA1XYZ   no signal since

Which one can I try to work with a handheld tonight?""",
    )
    neg(
        ["script", "t_minus"],
        "launch-commentary",
        """Tighten this launch commentary script, keep the times:

T-00:10:00  "Ten minutes. Propellant loading is complete."
T-00:01:00  "One minute. The flight computer has taken over."
T+00:01:12  "Max-Q, the moment of peak aerodynamic pressure."
T+00:02:31  "Stage separation confirmed." """,
    )
    neg(
        ["few_shot", "ccsds_doy"],
        "few-shot-doy",
        """Convert CCSDS day-of-year times to calendar dates.

2026-001T00:00:00Z -> 2026-01-01 00:00:00 UTC
2026-060T12:30:00Z -> 2026-03-01 12:30:00 UTC
2024-366T23:59:59Z -> 2024-12-31 23:59:59 UTC

2026-068T21:14:02Z ->""",
    )
    neg(
        ["user_typed", "dates_in_prose"],
        "pass-planning-user",
        """On 14 March I'll be camping at 45.8 N, 6.9 E with a handheld Yagi. Between 20:00 and 23:00 local
time, which way should I point for UHF cubesats in general, and how fast do I need to turn?""",
    )
    neg(
        ["pasted", "log", "timestamps_in_log"],
        "ground-client-log",
        """satnogs-client keeps failing, log:

2026-03-09 21:13:58,204 - satnogsclient - INFO - Observation 11482203 scheduled, starting rotator
2026-03-09 21:14:02,011 - satnogsclient - INFO - Starting flowgraph satnogs_fm.py
2026-03-09 21:14:02,944 - satnogsclient - ERROR - gr-soapy: no device found (driver=rtlsdr)
2026-03-09 21:22:48,002 - satnogsclient - INFO - Observation 11482203 finished, 0 frames""",
    )
    neg(
        ["control", "plain"],
        "plain-space",
        """You explain space topics to school students in simple words.

Student: why don't satellites fall down?
Assistant:""",
    )


# --- positives: weather and hydrology services ------------------------------------------------------------------


@pos
def _afd_issuance(g: Gen18) -> Draft:
    t = g.at("Chicago")
    return draft(
        f"""You help forecasters at the Quad Cities office draft the Area Forecast Discussion. Keep the house style:
.SHORT TERM and .LONG TERM sections, plain sentences, no hype.
{v("session_id", "Workstation session: " + g.hex(16))}
{v("datetime", "Issuance time to use: " + nws_time(t, True))}

Forecaster notes: warm front lifts north tonight; elevated storms after midnight, hail to 1 inch
possible south of I-80; cold front Thursday afternoon, gusty NW winds 40 mph Thursday night.

Draft:""",
        "weather:afd-drafting",
        ["system_tail", "nws_issuance_time", "today_into_artefact", "hex16"],
    )


@pos
def _river_gauge_fetch(g: Gen18) -> Draft:
    t = g.at("Chicago")
    r = [t - timedelta(minutes=t.minute % 15 + 15 * k) for k in (3, 2, 1)]
    rows = "\n".join(
        f"{x:%Y-%m-%d %H:%M} {x.tzname()}  stage {s} ft  flow {q} cfs"
        for x, s, q in zip(r, ("14.62", "14.71", "14.82"), ("208,400", "210,100", "212,000"), strict=True)
    )
    return draft(
        f"""You explain river conditions to paddlers and anglers in plain words. Never call a river safe; give the
level against the flood categories and mention the trend.

Readings fetched {v("datetime", "at " + rfc3339(t))} for this request (gauge 05420500, Mississippi River at Clinton, IA):
{rows}
Flood stage: 16 ft; moderate: 18 ft; major: 20.5 ft

User: is it ok to launch a kayak at Eagle Point this afternoon?
Assistant:""",
        "hydrology:river-gauge",
        ["phrase_at", "offset", "fetched_data", "readings_in_content"],
    )


@pos
def _flood_warning_magahi(g: Gen18) -> Draft:
    t, label, now = local_now(g, "mag")
    return draft(
        f"""तूँ बिहार आपदा प्रबंधन के बाढ़ चेतावनी सहायक हऽ। गाँव वाला के सीधा-सादा भाषा में बताबऽ कि कोसी के पानी
कहिया तक बढ़तइ आउ का करे के चाही। डरावे वाला बात मत लिखऽ।
{v("datetime", label + ": " + now)}

गाँव के मुखिया: बीरपुर बराज से पानी छोड़ल गेलइ ह, हमनी के गाँव खाली करे पड़तइ का?""",
        "hydrology:flood-warning-magahi",
        ["system_tail", "devanagari_digits", "localized_now", "lang_mag"],
    )


@pos
def _avalanche_front_matter(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""---
tool: bulletin-editor
region: Allgaeu Alps
{v("session_id", "draft_session: " + g.b62(20))}
{v("datetime", "opened: " + rfc3339(t))}
---
Help the avalanche forecaster turn the observations into the danger description for tomorrow's
bulletin: danger level, avalanche problems, aspects and elevations, in EAWS wording.

Observations: 40 cm of new snow since yesterday with strong SW wind; shooting cracks on NE slopes above
1,800 m; two natural slab releases, size 2, on E aspects; rain up to 1,400 m.

Danger description:""",
        "weather:avalanche-bulletin",
        ["front_matter", "base62", "rfc3339", "offset"],
    )


@pos
def _air_quality_snapshot(g: Gen18) -> Draft:
    t = g.at("Kolkata", daytime=True)
    return draft(
        f"""You are the assistant of the AirKolkata app. Give a plain recommendation for outdoor exercise using the
Indian AQI bands (201-300 poor, 301-400 very poor). Mention masks only for very poor or worse.

Sensor snapshot {v("datetime", "as of " + hm12(t) + " IST")} for this request: Ballygunge station, PM2.5 118 ug/m3, PM10
201 ug/m3, AQI 246 (Poor), trend rising over the last 3 hours.

User: can I take my kids to the park for football in an hour?
Assistant:""",
        "weather:air-quality",
        ["phrase_as_of", "time12", "fetched_data"],
    )


@pos
def _hydro_model_env(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""{v("run_id", "HYDRO_RUN_ID=" + g.uuid7(t))}
{v("datetime", "HYDRO_RUN_START=" + py_iso(t))}
HYDRO_MODEL=wflow-sbm 0.8.1
HYDRO_BASIN=upper-sava

Explain the forecast spread to the duty hydrologist in three sentences and say which member group
drives the upper tail.

Ensemble peak at the Zagreb gauge: median 2,140 m3/s on day 3; 10th-90th percentile 1,610-2,980 m3/s.
Members 31-40 (warm, wet) all exceed 2,800 m3/s; they melt the 1,200-1,600 m snowpack in 36 hours.

Explanation:""",
        "hydrology:model-run",
        ["env_block", "head", "uuid7", "python_isoformat"],
    )


@pos
def _weather_radio_sentence(g: Gen18) -> Draft:
    t = g.at("Denver")
    return draft(
        f"""Write the top-of-hour script for the county weather radio loop. {v("datetime", "It is now " + hm12(t) + " " + (t.tzname() or "") + " on " + DAYS_LONG[t.weekday()] + ".")} Start
with the time check, then the hazards, then the forecast, all under 45 seconds when read aloud.

Hazards: Winter Weather Advisory for the Front Range foothills above 7,000 feet until 6 AM.
Forecast: snow tapering this evening, 2 to 5 inches in the foothills; lows 18 to 24; sunny tomorrow.

Script:""",
        "weather:radio-script",
        ["inline_sentence", "time12", "weekday"],
    )


@pos
def _taf_briefing(g: Gen18) -> Draft:
    t = g.at("UTC")
    day = t.day
    return draft(
        f"""{v("datetime", "Current time: " + zulu_hm(t))}
You explain TAFs to student pilots in plain English, period by period, and say when VFR conditions are
expected. Do not make a go / no-go decision for them.

TAF EGHI {day:02d}1100Z {day:02d}12/{(t + timedelta(days=1)).day:02d}12 24012KT 9999 SCT025
  TEMPO {day:02d}14/{day:02d}18 4000 SHRA BKN012
  BECMG {day:02d}20/{day:02d}23 30015G25KT
  PROB30 TEMPO {(t + timedelta(days=1)).day:02d}03/{(t + timedelta(days=1)).day:02d}07 0800 FG

Student: I want to fly a local circuit in about three hours. What does this mean for me?
Instructor:""",
        "weather:taf-briefing",
        ["head", "zulu_time_alone", "taf_content"],
    )


@pos
def _spotter_relay(g: Gen18) -> Draft:
    t = g.at("Chicago")
    return draft(
        f"""You triage storm spotter reports for the forecast office. For the latest report, say whether it meets
severe criteria (hail 1 inch or larger, wind 58 mph or more, tornado) and draft the log entry.

Latest relayed report:
{v("datetime", "[received " + f"{t:%H:%M:%S}" + " " + (t.tzname() or "") + "]")} N9XYZ (spotter 118): quarter-size hail, 2 SW Eldridge, lasting about 3 minutes
Decision:""",
        "weather:spotter-relay",
        ["bracket_prefix", "relayed_line", "time_alone"],
    )


@pos
def _flash_flood_chittagonian(g: Gen18) -> Draft:
    t, label, now = local_now(g, "ctg")
    return draft(
        f"""{v("datetime", label + ": " + now)}
তুঁই চাটগাঁর পাহাড়ি এলাকার মানুষর লাই বন্যা আর পাহাড় ধসর সতর্কবার্তা বুঝাই দিবার সাহায্যকারী। সোজা কথাত কও
কী গরন পড়িবো, ডর দেহাইও না।

মানুষ: আঁরার পাড়াত গতরাইত্তুন ঝর ন থামের, পাহাড়র নিচে থাকি। এহন কী গইজ্জুম?""",
        "hydrology:flash-flood-chittagonian",
        ["head", "bengali_digits", "localized_now", "lang_ctg"],
    )


@pos
def _dam_release_sambalpuri(g: Gen18) -> Draft:
    t, label, now = local_now(g, "spv")
    return draft(
        f"""ତୁଇ ହୀରାକୁଦ ବନ୍ଧର ପାଣି ଛଡ଼ା ବିଷୟରେ ଗାଁ ଲୋକଙ୍କୁ ସହଜ କଥାରେ ବୁଝାଉଥିବା ସହାୟକ। କେତେବେଳେ କେତେ ଗେଟ ଖୁଲା ହେବା ଆର
ନଦୀ କୂଳରେ କନ କରିବାର ଅଛେ, ସେଟା କହ।
{v("datetime", label + ": " + now)}

ଗାଁର ଲୋକ: ଆମର ଗାଁ ମହାନଦୀ କୂଳରେ ଅଛେ, ଆଜି ରାତିରେ ଗାଈ ମାନକୁ ଉପରକୁ ନେବାର ଦରକାର କି?""",
        "hydrology:dam-release-sambalpuri",
        ["system_tail", "odia_digits", "localized_now", "lang_spv"],
    )


@pos
def _rain_warning_chhattisgarhi(g: Gen18) -> Draft:
    t, label, now = local_now(g, "hne")
    return draft(
        f"""तैं छत्तीसगढ़ मौसम केंद्र के सहायक अस। भारी बरसात के चेतावनी ला सरल भाखा म बता, अउ नदिया-नरवा तीर झन जाए
के सलाह दे।
{v("datetime", label + ": " + now)}

पूछइया: काली रायपुर ले बिलासपुर जाना हे, रद्दा म पानी भराय के डर हे का?""",
        "weather:rain-warning-chhattisgarhi",
        ["system_tail", "devanagari_digits", "weekday", "localized_now", "lang_hne"],
    )


@pos
def _air_quality_dungan(g: Gen18) -> Draft:
    t, label, now = local_now(g, "dng")
    return draft(
        f"""Ни сы Бишкек хуанжин җанзы ди бонмонди. Гэ жынмын җыжя шуә кунчи ди җиндў, хэ вэ
ваәтуди йүндун хо бу хо.
{v("datetime", label + ": " + now)}

Жын: Вә щён дэ вадимын чи гунйүан ванванзы, кәйи ма?""",
        "weather:air-quality-dungan",
        ["system_tail", "localized_now", "cyrillic", "lang_dng"],
    )


@pos
def _air_quality_buryat(g: Gen18) -> Draft:
    t, label, now = local_now(g, "bxr")
    return draft(
        f"""{v("datetime", label + ": " + now)}
Та Улаан-Үдын агаарай байдалай туһалагша гээшэт. Утаанай хэмжээ тухай энгийн үгөөр хэлэжэ,
гадаа гүйхэ, хүүгэдые гаргаха хэрэгтэй гү гэжэ зүбшөөл үгыт.

Хүн: Мүнөөдэр үдэшэ хүүгэдээ гадаа гаргаха гү?""",
        "weather:air-quality-buryat",
        ["head", "localized_now", "cyrillic", "lang_bxr"],
    )


@pos
def _landslide_kiche(g: Gen18) -> Draft:
    t, label, now = local_now(g, "quc")
    return draft(
        f"""You are the multilingual assistant of the Guatemalan highlands weather service. Answer in K'iche' when the
user writes in K'iche', in short sentences, and point to the nearest shelter list for evacuations.
{v("datetime", label + ": " + now)}

Winaq: Are ri jab' xuchap pa ri juyub' chaqab', ¿k'o ta k'ax chi kech ri ja pa Momostenango?""",
        "weather:landslide-kiche",
        ["system_tail", "localized_now", "spanish_months", "lang_quc"],
    )


@pos
def _station_net_single_json(g: Gen18) -> Draft:
    t = g.at("Anchorage")
    return draft(
        f"""{{"net":"interior-mesonet",{v("request_id", '"qid":"' + g.b32lower(16) + '",')}{v("datetime", '"now":"' + rfc3339(t) + '",')}"units":"imperial"}}
You answer questions about current conditions from the mesonet table. If a station's report is more
than 2 hours old, say so.

Station         Temp  Wind        Visibility  Last report
Fairbanks Intl  -31F  calm        2 mi ice fog 14 min ago
Ester Dome      -12F  N 8 mph     10 mi       22 min ago
Delta Junction  -18F  E 31G45 mph 1/4 mi blsn 3 h ago

User: is the Richardson Highway near Delta passable right now?
Assistant:""",
        "weather:mesonet",
        ["json_inline", "two_in_line", "base32", "offset_m0900"],
    )


@pos
def _river_alert_footer(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""Write the SMS (at most 160 characters) for subscribers of the Kelvin river alert service. Give the level,
the trend, and one action. No exclamation marks.

Gauge: Kelvin at Killermont, level 2.41 m and rising 0.12 m per hour; flood warning threshold 2.60 m.

--
{v("run_id", "job: " + g.b62(16))}
{v("datetime", "rendered: " + rfc2822(t))}
""",
        "hydrology:river-alert",
        ["footer", "tail", "base62", "rfc2822"],
    )


@pos
def _reservoir_ns(g: Gen18) -> Draft:
    t = g.at("Los_Angeles")
    return draft(
        f"""x-service: reservoir-ops-assistant
{v("epoch", "x-read-time-ns: " + str(epoch_ns(t, g.ns())))}
{v("request_id", "x-request-id: " + g.hex(32))}

You help the reservoir operator decide on releases. Use the rule curve: keep at least 15% flood space
from November to March. Answer with the release you suggest and the reason.

Storage: 3,412,000 acre-feet of 4,552,000 (75%); inflow 41,200 cfs rising; current release 12,000 cfs.

Operator: do we need to raise releases tonight?
Assistant:""",
        "hydrology:reservoir-ops",
        ["head", "header_block", "epoch_ns", "hex32", "stable_neighbours"],
    )


@pos
def _flash_flood_tarifit(g: Gen18) -> Draft:
    t, label, now = local_now(g, "rif")
    return draft(
        f"""You are the Rif region's weather alert assistant. Answer in Tarifit when the user writes in Tarifit, in
short sentences, and give the civil protection number 150 for emergencies.
{v("datetime", label + ": " + now)}

Amsawal: Aman ttalin deg yeɣzer n Nekkor, ma nezmar ad nɛeddi s tmobil ɣer Lḥusima ass-a?""",
        "hydrology:flash-flood-tarifit",
        ["system_tail", "localized_now", "lang_rif"],
    )


@pos
def _river_moksha(g: Gen18) -> Draft:
    t, label, now = local_now(g, "mdf")
    return draft(
        f"""You are the flood information assistant for the Moksha river basin. Reply in Moksha when asked in
Moksha; keep it short and give the gauge level against the danger level.
{v("datetime", label + ": " + now)}
Gauge Temnikov: 612 cm, danger level 650 cm, rising 9 cm a day.

Ломань: Сай ли ведсь минь кудонок? Кода эряви анокламс?""",
        "hydrology:river-moksha",
        ["system_tail", "localized_now", "numeric_date", "lang_mdf"],
    )


# --- negatives: weather and hydrology services -------------------------------------------------------------------


def _negatives_weather() -> None:
    neg(
        ["pasted", "taf"],
        "taf-pasted",
        """TAF KMSP 101720Z 1018/1124 17012G22KT P6SM BKN035
  FM102200 16010KT P6SM OVC025
  FM110400 14008KT 3SM -RA BR OVC012
  FM111500 31015G28KT P6SM SCT040

I'm flying into Minneapolis tomorrow at 9 am local. Will it be raining when I land?""",
    )
    neg(
        ["pasted", "synop"],
        "synop",
        """Can you decode this SYNOP? Especially the cloud groups.

AAXX 10121 03772 41558 82407 10098 20062 39921 40154 53012 69932 78182 885//""",
    )
    neg(
        ["pasted", "nws_product", "metadata_like_first_line"],
        "afd-pasted",
        """FXUS63 KDVN 102030
AFDDVN

Area Forecast Discussion
National Weather Service Quad Cities IA IL
330 PM CDT Tue Mar 10 2026

.SHORT TERM /THROUGH WEDNESDAY/...
Warm front lifts north tonight. Elevated thunderstorms after midnight could produce hail to 1 inch
south of I-80.

Explain this to me like I'm not a meteorologist. Should I cancel my Wednesday morning flight from Moline?""",
    )
    neg(
        ["pasted", "warning_product", "vtec"],
        "flood-warning-vtec",
        """What does the /O.NEW.KDVN.FL.W.0012.../ line mean in this warning, and when does the flooding start?

WGUS43 KDVN 101545
FLWDVN

BULLETIN - EAS ACTIVATION REQUESTED
Flood Warning
National Weather Service Quad Cities IA IL
1045 AM CDT Tue Mar 10 2026

ILC161-IAC045-112145-
/O.NEW.KDVN.FL.W.0012.260312T0600Z-260316T1200Z/
/CLNI4.2.ER.260312T0600Z.260313T1800Z.260316T0000Z.NO/
The National Weather Service in Quad Cities has issued a Flood Warning for the Mississippi River at
Clinton, from late Wednesday night until Sunday morning.""",
    )
    neg(
        ["pasted", "rdb", "timestamps_in_export"],
        "usgs-rdb",
        """# Data provided for site 05420500
# ---------------------------------------
agency_cd	site_no	datetime	tz_cd	00065	00060
5s	15s	20d	6s	14n	14n
USGS	05420500	2026-03-10 08:00	CDT	14.62	208400
USGS	05420500	2026-03-10 08:15	CDT	14.66	209100
USGS	05420500	2026-03-10 08:30	CDT	14.71	210100

Which column is the stage and which is the discharge, and is it rising fast?""",
    )
    neg(
        ["pasted", "rvf", "forecast_product"],
        "rvf-forecast",
        """Mississippi River
  Clinton             16.0  14.8  WED  7 AM  15.3  15.9  16.4  16.7  16.6

What day does the river crest at Clinton according to this line from the river forecast, and how far
above flood stage?""",
    )
    neg(
        ["pasted", "avalanche_bulletin", "dates_in_document"],
        "avalanche-bulletin",
        """Avalanche bulletin for the Allgaeu Alps
Published: 10.03.2026, 17:00
Valid until: 11.03.2026, 17:00
Danger level: 3 (considerable) above 1,800 m, 2 (moderate) below
Avalanche problems: wind slab (NW-N-E, above 1,800 m), wet snow (all aspects below 1,600 m, afternoon)

We want to do the Entschenkopf tour tomorrow, N aspect, summit 2,043 m. Is that a bad idea?""",
    )
    neg(
        ["pasted", "table", "timestamps_in_table"],
        "aqi-hourly",
        """Hourly AQI from our school's sensor today - when was it worst and what caused the spike?

| Hour  | PM2.5 | AQI |
|-------|-------|-----|
| 06:00 | 88    | 168 |
| 07:00 | 131   | 246 |
| 08:00 | 164   | 312 |
| 09:00 | 122   | 231 |""",
    )
    neg(
        ["pasted", "lsr", "times_in_content"],
        "local-storm-report",
        """PRELIMINARY LOCAL STORM REPORT...SUMMARY
NATIONAL WEATHER SERVICE QUAD CITIES IA IL
1108 PM CDT TUE MAR 10 2026

..TIME...   ...EVENT...      ...CITY LOCATION...     ...LAT.LON...
0932 PM     HAIL             2 SW ELDRIDGE           41.63N 90.60W
03/10/2026  M1.00 INCH       SCOTT              IA   TRAINED SPOTTER

Rewrite this as a one-sentence social media post.""",
    )
    neg(
        ["pasted", "pns", "dates_in_document"],
        "rainfall-totals",
        """Which town got the most rain? From the public information statement:

24-hour rainfall ending 7 AM Wednesday March 11
Bettendorf         2.41
Eldridge           2.18
Muscatine          1.92
Clinton            1.77""",
    )
    neg(
        ["pasted", "cli", "climate_report"],
        "climate-report",
        """Is this a record?

CLIMATE REPORT
NATIONAL WEATHER SERVICE QUAD CITIES IA IL
155 AM CDT WED MAR 11 2026
...THE MOLINE CLIMATE SUMMARY FOR MARCH 10 2026...
TEMPERATURE (F)   OBSERVED  TIME    RECORD YEAR  NORMAL
  MAXIMUM           78      3:41 PM   79   2012    48
  MINIMUM           51      6:02 AM""",
    )
    neg(
        ["pasted", "radar_status"],
        "radar-ftm",
        """NOUS63 KDVN 101412
FTMDVN
MESSAGE DATE:  MAR 10 2026 14:12:08
KDVN RADAR WILL BE DOWN FOR SCHEDULED MAINTENANCE FROM 1500Z TO 1900Z.

Does this mean there'll be no radar at all in my area this afternoon?""",
    )
    neg(
        ["pasted", "csv_export", "snotel"],
        "snow-pillow",
        """Date,Snow Water Equivalent (in),Snow Depth (in),Air Temp (F)
2026-03-06,24.1,71,18
2026-03-07,24.3,72,21
2026-03-08,24.2,69,34
2026-03-09,23.6,64,41

Is the snowpack starting to melt already?""",
    )
    neg(
        ["pasted", "json", "first_member_timestamp"],
        "sensor-json",
        """{"time_stamp": 1772895600, "sensor_index": 91234, "name": "Ballygunge rooftop", "pm2.5_atm": 118.4, "humidity": 61, "temperature": 84}

^ that's what the sensor API gives me. Is pm2.5_atm the value I should compare with the AQI table?""",
    )
    neg(
        ["document", "dates_in_prose"],
        "drought-summary",
        """Summarise this for city residents in two sentences:

"As of the 3 March 2026 map, moderate drought (D1) expanded across southern Minnesota. Precipitation
since 1 December is 58% of normal. Improvement is not expected before the spring rains in late April.\"""",
    )
    neg(
        ["user_typed_clock", "measurements"],
        "backyard-gauge",
        """My backyard rain gauge had 31 mm at 7 am, I emptied it, and at 6 pm it had another 12 mm. The
official station says 38 mm for the day. Is my gauge wrong?""",
    )
    neg(
        ["few_shot", "example_dates"],
        "few-shot-hazard",
        """Turn each warning into a short alert. Examples:

Flood Warning until 7 PM Thursday for the Cedar River at Vinton -> "Cedar River flooding at Vinton until 7 PM Thu."
Wind Advisory from 10 AM to 6 PM Sunday for Scott County -> "Strong winds in Scott Co. 10 AM-6 PM Sun."

Winter Storm Warning from 6 PM Friday to noon Saturday for Clinton County ->""",
    )
    neg(
        ["stable_header", "station_ids"],
        "stable-office-header",
        """Forecast office: DVN (Quad Cities IA IL)
Gauges in scope: CLNI4, DVNI4, MUSI4
Time zone: America/Chicago
Product template revision: 2025-11-03

You help the public understand river forecasts. Use plain words.

User: what does "action stage" mean?
Assistant:""",
    )
    neg(
        ["pasted", "sms", "bengali_digits", "lang_ctg"],
        "chittagonian-sms",
        """এই মেসেজ আইস্সে, ইয়ানর মানে কী?

"সতর্কবার্তা: ১০/০৩/২০২৬ রাত ৯টা থেকে ১১/০৩/২০২৬ সকাল ৬টা পর্যন্ত চট্টগ্রাম বিভাগে ভারী বৃষ্টি ও পাহাড় ধসের আশঙ্কা।\"""",
    )
    neg(
        ["relative_time"],
        "relative-weather",
        """The rain started about 40 minutes ago and the creek has risen maybe 30 cm since then. Last time it
did this, two years ago, it flooded the road within 3 hours. How long do we have?""",
    )
    neg(
        ["pasted", "maintenance_log", "dates_in_document"],
        "station-maintenance-log",
        """Write a short note for the network manager from this maintenance log:

2026-02-14  ESTER DOME  anemometer bearing replaced (tech: R. Hale)
2026-02-27  ESTER DOME  heater fault, temperature sensor iced, reading frozen at -12F
2026-03-03  ESTER DOME  heater replaced, sensor OK""",
    )
    neg(
        ["rating_table"],
        "rating-curve",
        """Fit a rough power-law rating curve Q = a (h - h0)^b to these gauge measurements:

stage_ft  discharge_cfs
10.2      121,000
12.8      168,500
14.6      208,000
17.1      268,900""",
    )
    neg(
        ["multi_turn", "pasted_earlier"],
        "multi-turn-gauge",
        """User: readings from the gauge this morning: 06:00 2.18 m, 07:00 2.26 m, 08:00 2.35 m, 09:00 2.41 m
Assistant: Thanks - the river rose 23 cm in three hours, about 8 cm per hour.
User: at that rate when does it hit 2.60 m?
Assistant:""",
    )
    neg(
        ["control", "plain"],
        "plain-weather",
        """You explain weather to children.

Child: why is the sky blue?
Assistant:""",
    )
    neg(
        ["pasted", "forecast_text", "lang_bxr"],
        "buryat-forecast",
        """Энэ мэдээсэл юу гэнэб? Хүүгэдтээ ойлгуулхаар хэлэжэ үгыт:

«Улаан-Үдэ: 11.03.2026, үдэр −8 °C, һүни −21 °C, баруун зүүн һалхин 5–7 м/с, утаан ехэ.»""",
    )
    neg(
        ["pasted", "notice", "dates_in_document"],
        "reservoir-release-notice",
        """Can you make this notice easier to read for residents?

NOTICE OF INCREASED RELEASES - Folsom Dam
Effective 10 March 2026 at 18:00, releases to the American River will increase from 12,000 cfs to
25,000 cfs in steps of 3,000 cfs every two hours. Flows at the Fair Oaks gauge are expected to reach
24,000 cfs by 11 March 2026 at 04:00.""",
    )


# --- positives: translation and localization agencies --------------------------------------------------------------


@pos
def _vendor_portal_headers(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""Portal: LinguaBridge vendor portal
Vendor: V-20418 (EN>ES, EN>CA)
{v("session_id", "Portal session: " + g.b64url(18))}
{v("datetime", "Server time: " + iso_space(t) + " " + (t.tzname() or ""))}

You help freelance translators understand job offers on the LinguaBridge portal: deadline, word count,
rate and what the client expects. Don't accept or decline on their behalf.

Offer J-88120: EN>ES (Spain), 4,210 words, legal (lease agreement), EUR 0.09 per word, deadline 13 March
2026 17:00 CET; analysis: 1,120 words are 100% matches.

Translator: is this worth it at that rate with so many matches?
Assistant:""",
        "translation:vendor-portal",
        ["head", "header_block", "base64url", "iso_space", "stable_neighbours"],
    )


@pos
def _job_offer_webhook(g: Gen18) -> Draft:
    t = g.at("UTC")
    ts = epoch_s(t)
    return draft(
        f"""{v("request_id", "X-Webhook-Delivery: " + g.uuid4())}
{v("epoch", "X-Webhook-Timestamp: " + str(ts))}
{v("signature", "X-Webhook-Signature: t=" + str(ts) + ",v1=" + g.hex(64))}
X-Webhook-Event: job.offered

{{"event":"job.offered","job":{{"id":"J-88121","pair":"DE>EN","words":2350,"due":"2026-03-16T12:00:00+01:00","rate_eur":0.11}}}}

Write the push notification (at most 90 characters) that tells the translator about this job.""",
        "translation:job-webhook",
        ["head", "header_block", "signature", "envelope_vs_payload"],
    )


@pos
def _rsi_booking_desk(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""You are the booking desk assistant of Kabina, a conference interpreting agency. Confirm bookings and
explain our terms: a team of two interpreters for anything over 40 minutes, recordings only with the
interpreters' written consent.
{v("session_id", "Booking desk session: " + g.ulid(t))}
{v("datetime", "Now: " + f"{DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M} " + (t.tzname() or ""))}

Client: We need EN<>FR interpretation for our Zoom webinar next Thursday, 14:00-16:00 Brussels time,
about 300 attendees. Can you do it and what do you need from us?
Assistant:""",
        "interpreting:rsi-booking",
        ["system_tail", "ulid", "weekday_date_time", "stable_neighbours"],
    )


@pos
def _certified_translation_today(g: Gen18) -> Draft:
    t = g.at("London")
    return draft(
        f"""You prepare the translator's certificate for certified translations at Sworn & Co. Use today's date
given below for the certificate, never the date of the source document.
{v("request_id", "Order intake request: rq_" + g.b62(16))}
{v("date", "Today (for the certificate): " + long_date(t))}

Source document: birth certificate, Portuguese (Brazil), issued 14/02/1989 by the 2nd Civil Registry
Office of Recife. Translator: Marina Lopes, sworn translator no. ST-4471.

Certificate:""",
        "translation:certified",
        ["system_tail", "today_into_artefact", "long_date", "dates_in_content"],
    )


@pos
def _lqa_run_xml(g: Gen18) -> Draft:
    t = g.at("Berlin")
    return draft(
        f"""<lqa_run {v("run_id", 'run="' + g.uuid7(t) + '"')} {v("datetime", 'started="' + rfc3339(t) + '"')} framework="MQM-2.0" pair="EN>DE">
<segment id="41" severity="major" category="accuracy/mistranslation">
  source: Tap "Pair" to connect your headphones.
  target: Tippen Sie auf "Paar", um Ihre Kopfhörer zu verbinden.
</segment>
<segment id="57" severity="minor" category="style/register">
  source: Oops! Something went wrong.
  target: Hoppla! Da ist was schiefgelaufen.
</segment>
</lqa_run>
Write the LQA feedback for the translator: one sentence per error with the corrected target, then the
overall verdict (pass if fewer than 2 major errors per 1,000 words; this sample has 1,240 words).

Feedback:""",
        "localization:lqa",
        ["xml_attr", "two_in_line", "uuid7", "offset", "head"],
    )


@pos
def _quote_request_json(g: Gen18) -> Draft:
    t = g.at("New_York")
    return draft(
        f"""{{
  "desk": "quotes",
  {v("request_id", '"quote_request_id": "qr_' + g.b58(22) + '",')}
  {v("epoch", '"received_ms": ' + str(epoch_ms(t)) + ",")}
  "client_tier": "agency-partner"
}}
You write quotes for Wordhaven Translations. Price = words x rate per pair, plus 15% for certified
work, minimum USD 60. Rates: ES>EN 0.12, HT>EN 0.16, EN>SO 0.19.

Request: 3 documents from Haitian Creole to English (1,840 words in total), certified for a USCIS
filing, delivery in 5 business days.

Quote:""",
        "translation:quote-request",
        ["json_block", "head", "base58", "epoch_ms"],
    )


@pos
def _interpreter_dispatch_phrase(g: Gen18) -> Draft:
    t = g.at("St_Johns")
    return draft(
        f"""You coordinate on-call community interpreters for Harbourline Language Services in Newfoundland.
Suggest the best available interpreter for the request and write the text message to them.

Dispatch request received {v("datetime", "at " + hm12(t) + " " + (t.tzname() or ""))} for this call: Arabic (Levantine), family
services home visit in Mount Pearl, 90 minutes, starting in 2 hours.

Available: Rana K. (Levantine, 25 min away), Omar S. (Iraqi, 10 min away), Lina M. (Levantine, remote
only)

Suggestion:""",
        "interpreting:on-call-dispatch",
        ["phrase_at", "time12", "offset_nst"],
    )


@pos
def _court_interpreter_romani(g: Gen18) -> Draft:
    t, label, now = local_now(g, "rom")
    return draft(
        f"""{v("datetime", label + ": " + now)}
Tu san o asistento e agenturako vaš tolmačura ande romani čhib. Phen e klientoske sar te rezervisarel
tolmačo, kana si slobodno thaj kobor potinel pe. Na de juridikane sfaturi.

Klienti: Trebul amenge tolmačo vaš o sudo ando Košice, po 24 marto, ande 9 orenca. Šaj?""",
        "interpreting:court-romani",
        ["head", "localized_now", "lang_rom"],
    )


@pos
def _translation_fon(g: Gen18) -> Draft:
    t, label, now = local_now(g, "fon")
    return draft(
        f"""You are the assistant of Gbè Traductions in Cotonou. Answer in Fon or French, whichever the client
uses, with the price per page (Fon-French 4,000 FCFA, certified 6,500 FCFA) and the delivery time.
{v("datetime", label + ": " + now)}

Client: Un ɖò gbè jí ɖɔ mi na lilɛ́ wema atɔ́n sín Fɔngbè mɛ yì Flanségbè mɛ. Nǔ nabi wɛ un na sú?""",
        "translation:agency-fon",
        ["system_tail", "localized_now", "french_months", "lang_fon"],
    )


@pos
def _translation_moore(g: Gen18) -> Draft:
    t, label, now = local_now(g, "mos")
    return draft(
        f"""You answer clients of the Wẽnd-Kuuni translation office in Ouagadougou. Mooré-French translation costs
3,500 FCFA per page; sworn translation 5,000 FCFA. Reply in Mooré if the client writes in Mooré.
{v("datetime", label + ": " + now)}

Kiris-bɛɛga: Mam rata tɩ y lebg mam sɛb-kãngã Mooré pʋgẽ n kẽ Faransé. Ligd a wãna?
{v("session_id", "Session: " + g.b62(20))}""",
        "translation:agency-moore",
        ["system_tail", "localized_now", "tail", "base62", "lang_mos"],
    )


@pos
def _translation_comorian(g: Gen18) -> Draft:
    t, label, now = local_now(g, "zdj")
    return draft(
        f"""{v("datetime", label + ": " + now)}
Wawe u musaidizi wa ofisi ya tafsiri "Komori Lugha" e Moroni. Djibu kwa Shikomori na udjudze bei
ya kurasa (shikomori-fransa 5.000 KMF) na wakati wa utowa.

Mteja: Nisi trengo utafsiri hati ya uzalio ya mwana wangu ilawe ha Shifaransa. Hayindzi siku ngapvi?""",
        "translation:agency-comorian",
        ["head", "localized_now", "french_months", "lang_zdj"],
    )


@pos
def _notice_translation_palauan(g: Gen18) -> Draft:
    t, label, now = local_now(g, "pau")
    return draft(
        f"""You help the Koror translation unit turn government notices into Palauan. Keep names, dates and
numbers exactly as in the source, and use plain Palauan that elders will understand.
{v("datetime", label + ": " + now)}

Source notice: "The water supply in Ngerbeched will be shut off on Saturday from 8:00 AM to 2:00 PM for
pipe repairs. Please store water the night before."

Translator: Ng sebechek el mo omes er a tekoi er a Belau?""",
        "translation:notices-palauan",
        ["system_tail", "localized_now", "time12", "lang_pau"],
    )


@pos
def _translation_wallisian(g: Gen18) -> Draft:
    t, label, now = local_now(g, "wls")
    return draft(
        f"""You assist the translation service of the Wallis and Futuna territorial assembly. Translate between
French and Wallisian; keep legal references unchanged and flag any term with no Wallisian equivalent.
{v("datetime", label + ": " + now)}
{v("request_id", "Demande: " + g.hex(24))}

Fakaliliu: "L'assemblée se réunira en séance publique le 2 avril à 9 heures à Mata-Utu."
Tagata: ʻE lava koa ke ke fakaliliu ki te lea fakaʻuvea?""",
        "translation:assembly-wallisian",
        ["system_tail", "localized_now", "numeric_date", "lang_wls"],
    )


@pos
def _interpreting_rapa_nui(g: Gen18) -> Draft:
    t, label, now = local_now(g, "rap")
    return draft(
        f"""You coordinate Rapa Nui-Spanish interpreters for the municipal office in Hanga Roa (land and heritage
hearings). Offer the next free interpreter slot and say that the service is free for residents.
{v("datetime", label + ": " + now)}
Free slots: Thursday 09:00, Thursday 15:30, Friday 11:00

Matu'a: He hina'aro mātou i te tagata hakaʻohu mo te vānaŋa i te ʻāŋa o te henua o to mātou hua'ai.
{v("message_id", "Mensaje: " + g.uuid7(t))}""",
        "interpreting:municipal-rapa-nui",
        ["system_tail", "localized_now", "spanish_months", "tail", "uuid7", "lang_rap"],
    )


@pos
def _translation_efik(g: Gen18) -> Draft:
    t, label, now = local_now(g, "efi")
    return draft(
        f"""{v("datetime", label + ": " + now)}
You are the assistant of Calabar Bible and Literacy Translators. Reply in Efik or English, whichever the
client uses; we translate church and community documents, NGN 6,000 per page, 5 working days.

Client: Mmọ ndiyom nnam edikabade ikpa ñwed ifan̄ eto English ke Efik. Ini adaha didie?""",
        "translation:agency-efik",
        ["head", "localized_now", "lang_efi"],
    )


@pos
def _interpreting_tshiluba(g: Gen18) -> Draft:
    t, label, now = local_now(g, "lua")
    return draft(
        f"""You book interpreters for public hearings of the Kasai-Central provincial assembly in Kananga.
Tshiluba-French interpreters work half days (08:00-12:00 or 13:00-17:00). Reply in Tshiluba if the request
is in Tshiluba.
{v("datetime", label + ": " + now)}

Muena kulomba: Tudi dijinga muena kukudimuna bua dilongolola dia bantu ba mu tshimenga, dituku dia mposa. Udiku?""",
        "interpreting:assembly-tshiluba",
        ["system_tail", "localized_now", "french_months", "lang_lua"],
    )


@pos
def _translation_acholi(g: Gen18) -> Draft:
    t, label, now = local_now(g, "ach")
    return draft(
        f"""You help the Gulu office of a localization agency. Radio spots are translated English to Acholi at UGX
40,000 per 30-second script; recording costs extra. Reply in Acholi when the client writes in Acholi.
{v("datetime", label + ": " + now)}

Lacat: Amito wun wuloko lok me radio me lanyut kwan pa lutino i leb Acholi. Wel ne tye adi?
{v("request_id", "Request: " + g.hex(32))}""",
        "localization:radio-acholi",
        ["system_tail", "localized_now", "tail", "hex32", "lang_ach"],
    )


@pos
def _translation_ndebele(g: Gen18) -> Draft:
    t, label, now = local_now(g, "nbl")
    return draft(
        f"""{v("datetime", label + ": " + now)}
Wena umsizi we-ofisi yokutjhugulula iKwaMhlanga. Tjela umthengi intengo (R180 ngekhasi) nesikhathi
sokulethwa, ngesiNdebele nangesiNgesi.

Umthengi: Ngifuna ukutjhugululelwa incwadi yokubeletha esiNgesini. Kuzokuthatha isikhathi esingangani?""",
        "translation:agency-ndebele",
        ["head", "localized_now", "lang_nbl"],
    )


@pos
def _vendor_bullets(g: Gen18) -> Draft:
    t = g.at("Manila")
    return draft(
        f"""# Vendor manager context
- **Agency:** Tagline Localization (Manila)
- **Vendor pool:** 214 active
{v("request_id", "- **Lookup:** " + g.b32(26))}
{v("datetime", "- **Generated:** " + iso_space(t) + " PHT")}

Suggest three vendors for the job below from the shortlist and say why, in one line each.

Job: EN>Tausug and EN>Maranao, 6,800 words, health campaign leaflets, due in 10 days.
Shortlist: A. Jumdail (Tausug, 4.8/5, 31 jobs), R. Macarambon (Maranao, 4.6/5, 12 jobs), N. Sali
(Tausug and Maranao, 4.2/5, 5 jobs, late twice)

Suggestion:""",
        "localization:vendor-management",
        ["md_bullets", "base32", "iso_space", "head"],
    )


@pos
def _interpreter_tausug(g: Gen18) -> Draft:
    t, label, now = local_now(g, "tsg")
    return draft(
        f"""You book Tausug interpreters for the Zamboanga City social welfare office (benefit interviews). Offer the
next free slot and say that the service is free. Reply in Tausug if the client writes in Tausug.
{v("datetime", label + ": " + now)}
Free slots: Monday 9:00 AM, Monday 1:30 PM, Tuesday 10:00 AM

Kliyente: Kinahanglan ku tagsalin ha interview pasal ayuda, in bapa ku di' makaintindi Bisaya.""",
        "interpreting:welfare-tausug",
        ["system_tail", "localized_now", "time12", "lang_tsg"],
    )


@pos
def _translation_madurese(g: Gen18) -> Draft:
    t, label, now = local_now(g, "mad")
    return draft(
        f"""You answer clients of a sworn-translation office in Bangkalan. Madurese-Indonesian translation costs
IDR 75,000 per page; sworn translation IDR 150,000. Reply in Madurese if the client writes in Madurese.
{v("datetime", label + ": " + now)}

Klien: Kaula terro ajarmaaghi sorat tana dhari basa Madura ka basa Indonesia. Saompama lema lembar,
bân-saponapa?""",
        "translation:sworn-madurese",
        ["system_tail", "localized_now", "lang_mad"],
    )


@pos
def _brahui_translation_footer(g: Gen18) -> Draft:
    t, label, now = local_now(g, "brh")
    return draft(
        f"""You answer clients of a Quetta translation office. Brahui-Urdu translation is PKR 1,500 per page,
English PKR 2,000. Reply in Brahui if the client writes in Brahui.

Client: نی کن اسٹ کاغذ اے براہوئی آن انگریزی ٹی ترجمہ کیک؟ ارا دے ٹی تیار مروک؟

--
{v("datetime", label + ": " + now)}
{v("request_id", "request: " + g.b62(20))}
""",
        "translation:office-brahui",
        ["footer", "tail", "extended_arabic_indic_digits", "lang_brh"],
    )


# --- negatives: translation and localization agencies ----------------------------------------------------------------


def _negatives_translation() -> None:
    neg(
        ["pasted", "email", "deadlines"],
        "job-offer-email",
        """Should I take this? I already have 3,000 words due Friday.

From: projects@linguabridge.example
Date: Tue, 10 Mar 2026 09:41:07 +0100
Subject: New job J-88120 - EN>ES legal, 4,210 words

Hello Lucía, we'd like to offer you job J-88120 (lease agreement, EN>ES Spain), 4,210 words, of which
1,120 are 100% matches. Rate EUR 0.09/word (matches at 30%). Deadline: 13 March 2026, 17:00 CET.
Please reply by 12:00 today.""",
    )
    neg(
        ["pasted", "purchase_order", "dates_in_document"],
        "purchase-order",
        """Is the PO amount right for the word count? I think they applied the wrong discount.

PURCHASE ORDER PO-2026-03-0418
Issued: 09/03/2026
Vendor: Lucía Ferrer (V-20418)
Job: J-88120, EN>ES, 4,210 words
New words 3,090 x EUR 0.090 = EUR 278.10
100% matches 1,120 x EUR 0.027 = EUR 30.24
Total: EUR 298.34
Payment terms: 45 days from invoice date""",
    )
    neg(
        ["pasted", "invoice", "dates_in_document"],
        "translator-invoice",
        """Check my invoice before I send it, is anything missing for a Spanish freelancer?

FACTURA N.º 2026-014
Fecha: 14/03/2026
Cliente: LinguaBridge GmbH, VAT DE312448091
Concepto: Traducción EN>ES, pedido PO-2026-03-0418, 4.210 palabras
Base imponible: 298,34 EUR
IRPF (-15%): -44,75 EUR
Total: 253,59 EUR""",
    )
    neg(
        ["pasted", "report", "lqa"],
        "lqa-report",
        """The reviewer failed my translation. Is this fair? Here's the LQA report:

LQA report - job J-87114 (EN>DE), sample 1,240 words, reviewed 6 March 2026
Accuracy/mistranslation   major  1   segment 41
Style/register            minor  3   segments 57, 88, 102
Terminology               minor  2   segments 12, 19
Score: 93.1 / 100 (pass threshold 95)
Result: FAIL""",
    )
    neg(
        ["pasted", "certificate", "dates_in_document"],
        "translator-certificate",
        """Does this certificate meet USCIS requirements?

CERTIFICATE OF TRANSLATION ACCURACY
I, Marina Lopes, certify that I am fluent in Portuguese and English and that the attached English
translation of the birth certificate of João Pedro Almeida, issued on 14 February 1989 in Recife,
Brazil, is complete and accurate to the best of my knowledge and ability.
Signature: ______________
Date: 2 March 2026
Address: 41 Harbour St, Newark, NJ 07105""",
    )
    neg(
        ["pasted", "apostille", "dates_in_document"],
        "apostille",
        """What does this apostille actually certify? Do I still need a sworn translation?

APOSTILLE (Convention de La Haye du 5 octobre 1961)
1. Country: Portugal
2. This public document has been signed by Maria Santos
3. acting in the capacity of Registrar
4. bears the seal of Conservatória do Registo Civil de Lisboa
5. at Lisboa  6. the 27 February 2026
7. by Procuradoria-Geral da República
8. No. 4471/2026""",
    )
    neg(
        ["pasted", "email", "booking_confirmation"],
        "interpreter-confirmation",
        """Can you turn this into a calendar entry for me?

Booking confirmed - Kabina Interpreting
Event: Product webinar, EN<>FR
Date: Thursday 19 March 2026, 14:00-16:00 CET (interpreters connect at 13:30)
Platform: Zoom, interpretation channels enabled by the host
Interpreters: C. Martin, J. Dubois
Reference: KB-2026-0319-02""",
    )
    neg(
        ["pasted", "platform_log", "timestamps_in_log"],
        "rsi-event-log",
        """Our interpreters say the French channel dropped out. Event log from the RSI platform:

2026-03-05T13:58:02Z  room r_81ac  interpreter C.Martin joined channel FR
2026-03-05T14:31:47Z  room r_81ac  channel FR audio level 0 for 30s
2026-03-05T14:32:20Z  room r_81ac  interpreter C.Martin reconnected (network change)
2026-03-05T14:32:21Z  room r_81ac  channel FR handover to J.Dubois

Whose side was the problem on?""",
    )
    neg(
        ["pasted", "webhook_debug", "delivery_headers"],
        "webhook-signature-debug",
        """Our signature check fails for the portal's webhooks. This is a delivery we logged:

X-Webhook-Delivery: 1b7e4f20-33c1-4d8e-9a0b-5f6e7d8c9b0a
X-Webhook-Timestamp: 1772969467
X-Webhook-Signature: t=1772969467,v1=5d41402abc4b2a76b9719d911017c592e3b0c44298fc1c149afbf4c8996fb924
X-Webhook-Event: job.offered

body: {"event":"job.offered","job":{"id":"J-88121"}}

We compute HMAC-SHA256(secret, body). What are we missing?""",
    )
    neg(
        ["document", "revision", "style_guide"],
        "style-guide",
        """Answer from the style guide only.

Northwind Style Guide for Spanish (Spain) - revision 12, 2026-01-08
Dates: write "14 de marzo de 2026"; never use ordinal suffixes. Times: 24-hour clock, "17:00 h".
Numbers: thousands with a point (4.210), decimals with a comma (0,09).

Question: how do I write "March 14, 2026 at 5 PM" in our Spanish UI?
Answer:""",
    )
    neg(
        ["source_text", "dates_in_prose"],
        "court-notice-source",
        """Translate into Levantine Arabic for the client:

"NOTICE OF HEARING. Your case no. 26-FAM-0412 is scheduled for a hearing on Tuesday, 24 March 2026 at
9:30 a.m., courtroom 4B, 250 Frederick Street. Please arrive by 9:00 a.m. An interpreter has been
booked for you." """,
    )
    neg(
        ["source_text", "contract", "dates_in_prose"],
        "lease-source",
        """Translate clause 3 into Catalan, keep the numbering:

3. Duration. The lease commences on 1 April 2026 and ends on 31 March 2031. The Tenant may terminate
after 6 months with 30 days' written notice. Rent is reviewed every 1 January in line with the CPI.""",
    )
    neg(
        ["pasted", "calendar", "availability"],
        "vendor-availability",
        """Who can take a 5,000-word job due 20 March?

Translator     Mar 16  Mar 17  Mar 18  Mar 19  Mar 20
A. Jumdail     busy    free    free    free    free
R. Macarambon  free    free    busy    busy    free
N. Sali        free    free    free    free    leave""",
    )
    neg(
        ["pasted", "rate_card", "validity"],
        "rate-card",
        """Which rate applies to my job if it's EN>SO, medical, rush?

Rate card 2026 (valid 1 January 2026 - 31 December 2026)
EN>SO general  USD 0.19
EN>SO medical  USD 0.22
Rush (under 48 h): +25%
Minimum charge: USD 60""",
    )
    neg(
        ["stable_header", "vendor_ids", "member_since"],
        "stable-vendor-header",
        """Vendor: V-20418
Languages: EN>ES, EN>CA
Member since: 2019-05-21
Rate card: 2026-01
NDA signed: 2024-02-02

You help freelance translators with portal questions.

Translator: how do I update my bank details?
Assistant:""",
    )
    neg(
        ["few_shot", "example_dates", "localization"],
        "few-shot-date-localization",
        """Localise the date and time for each locale.

en-US: March 14, 2026, 5:00 PM -> es-ES: 14 de marzo de 2026, 17:00
en-US: March 14, 2026, 5:00 PM -> de-DE: 14. März 2026, 17:00
en-US: March 14, 2026, 5:00 PM -> ja-JP: 2026年3月14日 17:00

en-US: March 14, 2026, 5:00 PM -> ca-ES:""",
    )
    neg(
        ["question", "date_format"],
        "romagnol-date-question",
        """In Romagnol, would "mercui 11 ad mèrz 2026" be a natural way to write a date on a poster, or do people
just write it in Italian? This is for a village festival poster, I want it to look right.""",
    )
    neg(
        ["pasted", "timesheet", "times_in_content"],
        "interpreter-timesheet",
        """Calculate the billable hours (minimum 2 hours per assignment, then per half hour):

03/03  09:00-10:10  Family court, Arabic
03/03  13:30-16:05  Hospital, Tigrinya
05/03  10:00-10:45  School meeting, Dari""",
    )
    neg(
        ["user_typed_clock"],
        "translator-deadline-worry",
        """It's 21:40 here and the file is due at 09:00 tomorrow. I have 1,300 words left and I do about 450 an
hour. Can I make it if I also sleep 6 hours?""",
    )
    neg(
        ["relative_time"],
        "relative-translation",
        """The client sent the files 2 hours ago and already asked twice for an update. The deadline is in 3 days.
How do I answer politely without sounding annoyed?""",
    )
    neg(
        ["table", "project_schedule"],
        "project-schedule",
        """Is this schedule realistic for 60,000 words into 4 languages?

| Phase           | Start      | End        |
|-----------------|------------|------------|
| Translation     | 2026-03-16 | 2026-04-03 |
| Review          | 2026-04-06 | 2026-04-14 |
| In-context QA   | 2026-04-15 | 2026-04-21 |
| Release         | 2026-04-23 | 2026-04-23 |""",
    )
    neg(
        ["code", "icu_message"],
        "icu-message",
        """Is this ICU message right for Polish plurals? The date part comes from the app at runtime.

"reminder": "{count, plural, one {# przypomnienie} few {# przypomnienia} many {# przypomnień} other {# przypomnienia}} na {date, date, long}" """,
    )
    neg(
        ["pasted", "source_text", "lang_teo"],
        "teochew-source",
        """請幫我將呢段翻做英文：

「潮州會館通知：二〇二六年四月五日（禮拜日）朝早十點舉行清明祭祖，請各位會員準時到場。」""",
    )
    neg(
        ["pasted", "source_text", "lang_efi"],
        "efik-source",
        """Translate this church notice from Efik into English:

"Ke Sabbath, 22 March 2026, nnyịn iyenyene usọrọ ndinam akpa ke ufọk abasi ke Calabar ke 10:00 usenubọk." """,
    )
    neg(
        ["multi_turn", "pasted_earlier"],
        "multi-turn-jobs",
        """User: my jobs this week:
J-88120 EN>ES 4,210 words due 13 Mar 17:00
J-88121 DE>EN 2,350 words due 16 Mar 12:00
J-88140 EN>CA 900 words due 12 Mar 09:00
Assistant: Noted - three jobs, 7,460 words in total.
User: in what order should I do them?
Assistant:""",
    )
    neg(
        ["control", "plain"],
        "plain-translation",
        """You help people learn about careers in translation.

User: do I need a degree to become a translator?
Assistant:""",
    )
    neg(
        ["pasted", "csv_export", "dates_in_export"],
        "job-history-csv",
        """job_id,pair,words,delivered,rating
J-86001,EN>ES,1200,2026-01-09,5
J-86554,EN>CA,3100,2026-02-02,4
J-87114,EN>DE,1240,2026-03-06,3
J-87301,EN>ES,800,2026-03-08,5

Why does my average rating look worse than my last three ratings suggest?""",
    )


# --- negatives: stable look-alikes in program positions, placeholders, exercises ------------------------------------


def _negatives_stable() -> None:
    neg(
        ["stable_header", "prompt_revision", "knowledge_cutoff"],
        "stable-prompt-revision",
        """Prompt: appeals-decision-writer
Prompt revision: 2026-02-11 (approved by T&S policy)
Knowledge cutoff: 2025-06
Guideline set: CG-2026.1

Write a respectful decision for the appeal below, citing the guideline by number.

Appeal: "I only reposted a news article about the protest, why is that violent content?"
Decision:""",
    )
    neg(
        ["stable_header", "calver", "sdk_version"],
        "stable-sdk-header",
        """SDK: ledgerline-python 2026.3.1
API version: 2026-01-15
Sandbox: https://sandbox.ledgerline.example
Webhook endpoint id: we_1Q2w3E4r5T6y

You help developers integrate the Ledgerline API. Show code in Python.

Developer: how do I list my open orders with pagination?
Assistant:""",
    )
    neg(
        ["stable_header", "mission_dates"],
        "stable-mission-header",
        """Mission: TUMBLE-1 (NORAD 61877, COSPAR 2025-141C)
Launch: 2025-11-28 (Transporter-15)
Orbit: SSO 510 km, LTAN 10:30
Ground stations: DL0HRZ-3, Awarua (backup)

You answer questions from the student team about their satellite operations procedures.

Student: what's the procedure if we lose contact for more than 24 hours?
Assistant:""",
    )
    neg(
        ["stable_header", "gauge_datum"],
        "stable-gauge-header",
        """Gauge: 05420500 Mississippi River at Clinton, IA
Datum: 563.21 ft NAVD88
Flood categories: action 15 ft, flood 16 ft, moderate 18 ft, major 20.5 ft
Record crest: 24.85 ft on 2001-04-24

You explain what river levels mean for people along the river.

User: what happened at the record crest?
Assistant:""",
    )
    neg(
        ["stable_header", "member_since", "lang_cy"],
        "stable-cypriot-header",
        """Πελάτης: Ανδρέας Χ.
Μέλος από τις: 3 Μάρτη 2021
Πακέτο: Pro
Γλώσσα: el-CY

Είσαι ο βοηθός πελατών του Pazari.cy. Απάντα σύντομα τζαι ευγενικά.

Πελάτης: Πώς αλλάζω τον κωδικό μου;""",
    )
    neg(
        ["stable_header", "contract_dates", "lang_hyw"],
        "stable-armenian-header",
        """Ծառայութիւն: «Սիրտ» Plus
Անդամ է 12 Յունիս 2022-էն
Լեզու: hyw-LB

Դուն «Սիրտ» ծրագրին օգնականն ես։ Պատասխանէ կարճ։

Անդամ: Ինչպէ՞ս կրնամ փոխել նկարս։""",
    )
    neg(
        ["unrendered_template", "placeholders"],
        "unrendered-template",
        """System template (not yet rendered):
Current date: {{current_date}}
Session: {{session_id}}

Why does the model keep answering "I don't know today's date" with this system prompt? We use Jinja in
our gateway.""",
    )
    neg(
        ["exercise", "sentence_to_translate"],
        "exercise-sentence",
        """Translate into Cypriot Greek, informal register:

"Today is Friday, 13 March 2026, and the meeting starts at 10:30. The current time is 09:55, so we
still have time for coffee." """,
    )
    neg(
        ["in_story_clock", "creative"],
        "story-clock",
        """Continue this story in the same tone, 150 words:

"Station log, orbit 4,412. Ship's clock reads 03:17:44. The beacon from TUMBLE-1 has been silent for
two passes, and Ines swears she heard it whisper her name at 02:58." """,
    )
    neg(
        ["stable_header", "rate_card", "lang_fat"],
        "stable-fante-header",
        """Dwadibea: Sika Kwan P2P
Akontaa fi: 2023-08-01
Ka a wɔtua: 0.5%
Kasa: fat-GH

Wo yɛ Sika Kwan boafo. Ma mmuae tiawa.

Odwumanyi: Mɛyɛ dɛn ahwɛ me nsɛm a atwam?""",
    )
    neg(
        ["stable_header", "station_commissioning", "lang_sou"],
        "stable-thai-header",
        """สถานี: HS9AN-GS1 หาดใหญ่
เปิดใช้งาน: ๑ มิ.ย. ๒๕๖๗
เสาอากาศ: UHF/VHF
เวอร์ชันซอฟต์แวร์: 1.9.2

เจ้าเป็นผู้ช่วยสถานีภาคพื้นดิน ตอบสั้น ๆ

ผู้ควบคุม: ต้องตั้งค่าตัวขยายสัญญาณพรือ""",
    )
    neg(
        ["stable_header", "office_hours", "timezone"],
        "stable-interpreting-header",
        """Agency: Harbourline Language Services
Time zone: America/St_Johns
Office hours: Mon-Fri 08:00-18:00, on-call 24/7
Languages on call: Arabic, Dari, Tigrinya, Somali, Spanish

You answer questions from social workers about booking interpreters.

Social worker: how much notice do you need for a Dari interpreter?
Assistant:""",
    )


# --- generated families: one field, a body, a position -------------------------------------------------------------

# (name, language, system prompt, user question, cue line or None)
BODIES: list[tuple[str, str, str, str, str | None]] = [
    (
        "tns-queue",
        "en",
        "You are the review assistant of the Halyard moderation console. Suggest one action per item and\n"
        "quote the policy that supports it.",
        'Is "go back to your country" in a football chat hate speech or banter?',
        "Assistant:",
    ),
    (
        "creator-help",
        "en-NG",
        "You're the help assistant of the Kreatorhub app for creators in Nigeria. Answer about payouts,\n"
        "gifts and live streams plainly.",
        "how many followers do I need before I can go live?",
        "Assistant:",
    ),
    (
        "forum-mod",
        "en-AU",
        "You help volunteer moderators of a gardening forum write friendly warnings.",
        "Someone keeps posting links to their own seed shop. How do I warn them nicely?",
        "Assistant:",
    ),
    (
        "dating-safety",
        "en-PH",
        "You are the safety assistant of the Kindred dating app. Give calm, short steps and never\n"
        "blame the member.",
        "A match keeps asking me for money for his mother's hospital bill. What should I do?",
        "Assistant:",
    ),
    (
        "exchange",
        "en-GB",
        "You are Kite, the Ledgerline exchange support assistant. Never ask for a seed phrase or a\n"
        "2FA code.",
        "Why is my GBP deposit by Faster Payments not showing yet?",
        "Kite:",
    ),
    (
        "wallet",
        "en-US",
        "You are the Pebble Wallet assistant. Explain transactions and risks in plain words.",
        'What does "insufficient funds for gas" mean if I have 200 USDC?',
        "Assistant:",
    ),
    (
        "remittance",
        "en-IN",
        "You are the assistant of Padala Express. Explain fees, rates and delivery times; never\n"
        "promise a time the schedule doesn't give.",
        "Can my brother in Kerala receive the money on UPI?",
        "Assistant:",
    ),
    (
        "ground-station",
        "en",
        "You schedule ground-station contacts for small-satellite customers and explain what each\n"
        "antenna can do.",
        "Can we book two X-band contacts a day for a week?",
        "Answer:",
    ),
    (
        "space-weather",
        "en-NZ",
        "You explain space-weather alerts to satellite operators in two sentences.",
        "What does a G2 storm mean for a cubesat at 500 km?",
        "Assistant:",
    ),
    (
        "river",
        "en-US",
        "You explain river gauges to the public. Never call a river safe.",
        "What is the difference between flood stage and action stage?",
        "Assistant:",
    ),
    (
        "aqi",
        "en-IN",
        "You are the AirKolkata assistant. Give plain advice on outdoor activity from the AQI bands.",
        "Is it OK to cycle to work when the AQI is 180?",
        "Assistant:",
    ),
    (
        "interpreting",
        "en-CA",
        "You book community interpreters for Harbourline Language Services and explain our\nterms.",
        "Can I get a Tigrinya interpreter for a school meeting next week?",
        "Assistant:",
    ),
    (
        "vendor-portal",
        "en-IE",
        "You help freelance translators with the LinguaBridge vendor portal.",
        "Where do I upload my invoice for last month?",
        "Assistant:",
    ),
    (
        "marketplace-cy",
        "cy",
        "Είσαι ο βοηθός πελατών του Pazari.cy. Απάντα σύντομα τζαι ευγενικά, τζαι μεν ζητάς\nποττέ κωδικούς.",
        "Πώς δηλώνω μιαν αγγελία που μου φαίνεται απάτη;",
        None,
    ),
    (
        "dating-hyw",
        "hyw",
        "Դուն «Սիրտ» ծանօթութեան ծրագրին օգնականն ես։ Պատասխանէ կարճ ու սիրալիր։",
        "Ինչպէ՞ս կրնամ արգիլել մէկը որ ինծի նեղութիւն կու տայ։",
        None,
    ),
    (
        "ads-rgn",
        "rgn",
        "T'si l'assistent dla revisiòun dagli inserziòun ad Piadabook. Rispònd cürt.",
        "Parchè la mi inserziòun dla sagra l'è stêda blochêda?",
        None,
    ),
    (
        "live-swg",
        "swg",
        "Du bisch dr Helfer fir Livestreamer bei Gugg.live. Schwätz kurz ond freindlich.",
        "Wie kann i en Moderator fir mein Chat eistella?",
        None,
    ),
    (
        "forum-zea",
        "zea",
        "Je bin de hulp van 't forum Zeêuwse Fietsers. Antwoord kort en vriendelijk.",
        "Hoe kan ik m'n gebruukersnaem verandere?",
        None,
    ),
    (
        "radio-awa",
        "awa",
        "तू लखनऊ के शौकिया रेडियो क्लब कै सहायक हौ। छोट-छोट बात मा जवाब दा।",
        "नवा सदस्य का लाइसेंस कइसे मिलत है?",
        None,
    ),
    ("rain-hne", "hne", "तैं छत्तीसगढ़ मौसम केंद्र के सहायक अस। सरल भाखा म जवाब दे।", "ए बछर मानसून कब ले आही?", None),
    (
        "dam-spv",
        "spv",
        "ତୁଇ ହୀରାକୁଦ ବନ୍ଧ ବିଷୟରେ ଗାଁ ଲୋକଙ୍କୁ ସହଜ କଥାରେ ବୁଝାଉଥିବା ସହାୟକ।",
        "ବନ୍ଧର ଗେଟ ଖୁଲିଲେ ଆମକୁ କେନ୍ତା ଜାନିବା?",
        None,
    ),
    ("flood-ctg", "ctg", "তুঁই চাটগাঁর মানুষর লাই বন্যার সতর্কবার্তা বুঝাই দিবার সাহায্যকারী।", "ঘূর্ণিঝড়র সংকেত চাইর মানে কী?", None),
    (
        "cards-hej",
        "hej",
        'أنت مساعد تطبيق "محفظة جدة". جاوب باختصار ولا تطلب الرقم السري.',
        "كيف أغيّر حد السحب اليومي؟",
        None,
    ),
    (
        "remit-yem",
        "yem",
        'أنت مساعد تطبيق "حوالة" للتحويلات إلى اليمن. جاوب باختصار.',
        "هل أقدر أحوّل لعدن باسم أخي من غير رقم جوال؟",
        None,
    ),
    ("exchange-teo", "teo", "你是「潮匯」交易所個客服助手，講話愛簡單。", "我愛改手機號碼，做呢改？", None),
    (
        "station-sou",
        "sou",
        "เจ้าเป็นผู้ช่วยสถานีภาคพื้นดินของชมรมวิทยุสมัครเล่นหาดใหญ่ ตอบสั้น ๆ",
        "สายอากาศแบบไหนดีสำหรับรับดาวเทียม UHF",
        None,
    ),
    (
        "p2p-fat",
        "fat",
        "Wo yɛ Sika Kwan boafo. Ma mmuae tiawa a ɔyɛ mmerɛw.",
        "Mɛyɛ dɛn atɔn bitcoin wɔ P2P so?",
        None,
    ),
    (
        "remit-pov",
        "pov",
        'Bu e asistenti di "Manda Kasa". Splika kurtu.',
        "Kuma ku n pudi muda nomi di pesoa ku ta risibi?",
        None,
    ),
    (
        "translation-nbl",
        "nbl",
        "Wena umsizi we-ofisi yokutjhugulula iKwaMhlanga. Phendula kafitjhani.",
        "Ningangitjhugululela ilayisensi yokutjhayela?",
        None,
    ),
    (
        "translation-zdj",
        "zdj",
        'Wawe u musaidizi wa ofisi ya tafsiri "Komori Lugha". Djibu kwa ufupi.',
        "Mwa tafsiri hati za shule?",
        None,
    ),
    (
        "cubesat-krj",
        "krj",
        "Ikaw ang bulig sang ground station sang unibersidad sa Antique. Sabat sa mubo.",
        "Paano namon mahibaluan kon nagaandar pa ang satellite?",
        None,
    ),
    (
        "remit-ace",
        "ace",
        'Kah nakeuh asisten aplikasi "Meusapat". Jaweueb ngon singkat.',
        "Peu jeuet lon kirém peng u rekening BSI?",
        None,
    ),
    (
        "court-rom",
        "rom",
        "Tu san o asistento e agenturako vaš tolmačura. Phen cîrra.",
        "Kobor potinel pe jekh ora tolmačo?",
        None,
    ),
]

LOCALES = {
    "en": "en",
    "en-NG": "en-NG",
    "en-AU": "en-AU",
    "en-PH": "en-PH",
    "en-GB": "en-GB",
    "en-US": "en-US",
    "en-IN": "en-IN",
    "en-NZ": "en-NZ",
    "en-CA": "en-CA",
    "en-IE": "en-IE",
    "cy": "el-CY",
    "hyw": "hyw-LB",
    "rgn": "rgn-IT",
    "swg": "swg-DE",
    "zea": "zea-NL",
    "awa": "awa-IN",
    "hne": "hne-IN",
    "spv": "spv-IN",
    "ctg": "ctg-BD",
    "hej": "ar-SA",
    "yem": "ar-YE",
    "teo": "nan-Hant-CN",
    "sou": "sou-TH",
    "fat": "fat-GH",
    "pov": "pov-GW",
    "nbl": "nr-ZA",
    "zdj": "zdj-KM",
    "krj": "krj-PH",
    "ace": "ace-ID",
    "rom": "rom-SK",
}

ENGLISH_ZONE = {
    "en": "UTC",
    "en-NG": "Lagos",
    "en-AU": "Sydney",
    "en-PH": "Manila",
    "en-GB": "London",
    "en-US": "Chicago",
    "en-IN": "Kolkata",
    "en-NZ": "Chatham",
    "en-CA": "St_Johns",
    "en-IE": "London",
}

STABLE_LINES = [
    "Locale: {locale}",
    "Model: gpt-4o-mini",
    "Channel: web",
    "Region: eu-west-1",
    "Plan: Pro",
    "Prompt version: 4.1.0",
    "Tier: partner",
    "Build: 7.12.0",
]

# (cue, family, label, key, value maker)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen18, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_ns", "Received at", "received_at", lambda g, t: rfc3339_ns(t, g.ns())),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "asctime", "Generated", "generated", lambda g, t: ctime(t)),
    ("datetime", "unix_date", "Host time", "host_time", lambda g, t: unix_date(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "python_str", "Now", "now", lambda g, t: py_str(t)),
    ("datetime", "go_rfc3339nano", "Server time", "server_time", lambda g, t: go_nano(t, g.ns())),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "request_timestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    (
        "datetime",
        "js_tostring",
        "Client time",
        "client_time",
        lambda g, t: js_tostring(t, t.tzname() or "UTC"),
    ),
    ("datetime", "en_us_locale", "Local time", "local_time", lambda g, t: en_us_locale(t)),
    ("datetime", "windows_general", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "nws_time", "Prompt time", "prompt_time", lambda g, t: nws_time(t)),
    ("datetime", "ccsds_doy", "Current UTC", "current_utc", lambda g, t: doy(t)),
    ("datetime", "swpc_stamp", "Assembled", "assembled", lambda g, t: swpc(t)),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
    ("datetime", "sk_now", "Current time", "current_time", lambda g, t: sk_now(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("datetime", "time12_alone", "Local time now", "time_now", lambda g, t: hm12(t)),
    ("date", "weekday_alone", "Weekday", "weekday", lambda g, t: DAYS_LONG[t.weekday()]),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.ns()))),
    ("epoch", "epoch_frac", "Request start", "request_start", lambda g, t: epoch_frac(t)),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "Correlation ID", "correlation_id", lambda g, t: g.uuid7(t)),
    ("session_id", "uuid1", "Session", "session", lambda g, t: g.uuid1()),
    ("request_id", "ulid", "Event ID", "event_id", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Delivery", "delivery_id", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
    ("trace_id", "hex32", "Trace ID", "trace_id", lambda g, t: g.hex(32)),
    ("session_id", "base58", "Conversation", "conversation_id", lambda g, t: g.b58(22)),
    ("session_id", "prefixed_base62", "Chat session", "chat_session", lambda g, t: "cs_" + g.b62(24)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "usr-" + g.digits(6))),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "base32", "Req", "req", lambda g, t: g.b32(26)),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
    ("request_id", "hex_upper", "X-Correlation", "x_correlation", lambda g, t: "CORR-" + g.hexu(24)),
]
NUMERIC = {"epoch_s", "epoch_ms", "epoch_us", "epoch_ns", "epoch_frac"}

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "tail",
    "yaml_front",
    "json_member",
    "xml_attr",
    "kv_inline",
    "bracket_user",
    "html_comment",
    "md_bullet",
]

# (label, key, value): values that stay the same from one request to the next, for any body ...
STABLE_ANY: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2026-01-15"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("Member since", "member_since", "2021-03-03"),
    ("Contract start", "contract_start", "2025-04-01T00:00:00+02:00"),
    ("Tenant", "tenant", "3b241101-e2bb-4255-8caf-4136c566a962"),
    ("Office hours", "office_hours", "Mon-Fri 08:00-18:00"),
    ("Timeout", "timeout_s", "30"),
    ("Fiscal year", "fiscal_year", "FY2026"),
    ("Release", "release", "7.12.0 (20260301.2)"),
    ("Licence expiry", "licence_expiry", "2027-12-31"),
]
# ... and for the bodies of one domain
STABLE_DOMAIN: dict[str, list[tuple[str, str, str]]] = {
    "platforms": [("Policy pack", "policy_pack", "HH-2026.1"), ("Queue", "queue", "hate-harassment-en")],
    "crypto": [
        ("Chain ID", "chain_id", "8453"),
        ("Wallet", "wallet", "0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE"),
        ("Fee schedule", "fee_schedule", "2026-01"),
    ],
    "space": [
        ("NORAD ID", "norad_id", "61877"),
        ("Callsign", "callsign", "DL0HRZ"),
        ("Firmware", "firmware", "2026.02.3"),
    ],
    "weather": [
        ("Gauge", "gauge", "05420500"),
        ("Warning area", "warning_area", "AREA-07"),
        ("Station commissioned", "commissioned", "2019-11-04"),
    ],
    "translation": [
        ("Vendor", "vendor", "V-20418"),
        ("Rate card", "rate_card", "2026-01"),
        ("Language pair", "pair", "EN>ES"),
    ],
}
BODY_DOMAIN = {
    "tns-queue": "platforms",
    "creator-help": "platforms",
    "forum-mod": "platforms",
    "dating-safety": "platforms",
    "exchange": "crypto",
    "wallet": "crypto",
    "remittance": "crypto",
    "ground-station": "space",
    "space-weather": "space",
    "river": "weather",
    "aqi": "weather",
    "interpreting": "translation",
    "vendor-portal": "translation",
    "marketplace-cy": "platforms",
    "dating-hyw": "platforms",
    "ads-rgn": "platforms",
    "live-swg": "platforms",
    "forum-zea": "platforms",
    "radio-awa": "space",
    "rain-hne": "weather",
    "dam-spv": "weather",
    "flood-ctg": "weather",
    "cards-hej": "crypto",
    "remit-yem": "crypto",
    "exchange-teo": "crypto",
    "station-sou": "space",
    "p2p-fat": "crypto",
    "remit-pov": "crypto",
    "translation-nbl": "translation",
    "translation-zdj": "translation",
    "cubesat-krj": "space",
    "remit-ace": "crypto",
    "court-rom": "translation",
}
STABLE_NUMERIC = {"chain_id", "norad_id", "timeout_s"}

LOCAL_SINCE: dict[str, tuple[str, str]] = {
    "cy": ("Μέλος από τις", "3 Μάρτη 2021"),
    "sou": ("สมาชิกตั้งแต่", "๑ มิ.ย. ๒๕๖๗"),
    "hej": ("عضو منذ", "١٢ شعبان ١٤٤٤ هـ"),
    "fat": ("Wɔkaa ho fi", "Ɔbɛnem 3, 2021"),
    "awa": ("सदस्य बनल", "३ मार्च २०२१"),
}

GENERATED_POSITIVES = 35
GENERATED_NEGATIVES = 10


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field as each position writes it."""
    quoted = '"' + value + '"'
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {quoted if ': ' in value or value[:1] in '[{' else value}",
        "json": f'"{key}": {value if numeric else quoted},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={quoted if ' ' in value else value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(
    g: Gen18,
    position: str,
    body: tuple[str, str, str, str, str | None],
    forms: dict[str, str],
    mark: Callable[[str], str],
) -> str:
    name, lang, system, question, cue = body
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
    if position == "tail":
        return f"{system}\n\n{user}\n\n--\n{mark(forms['line'])}\n"
    if position == "yaml_front":
        return (
            f"---\nassistant: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
        )
    if position == "json_member":
        return (
            f'{{\n  "assistant": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return (
            f'<context assistant="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
        )
    if position == "kv_inline":
        return f"[ctx app={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    if position == "bracket_user":
        return f"{system}\n\n{user} {mark(forms['bracket'])}{end}"
    if position == "html_comment":
        return f"{mark(forms['comment'])}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return f"## Context\n- **App:** {name}\n{mark(forms['bullet'])}\n- **Locale:** {locale}\n\n{system}\n\n{user}{end}"


def generated_positives(g: Gen18) -> list[Draft]:
    """One volatile field (or the current date and time written in the body's language) in a body at a position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_NOW and k % 2 == 0:
            _, label, now = local_now(g, lang)
            cue, family = "datetime", f"localized_now_{lang}"
            forms = _forms(label, "now", now, False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            t = g.at(ENGLISH_ZONE.get(lang) or LOCAL_NOW[lang][2])
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            draft(marked, f"generated:{body[0]}+{family}", ["generated", position, family, f"lang_{lang}"])
        )
    return out


def generated_negatives(g: Gen18) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    used: set[str] = set()
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 5) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_SINCE and k % 2 == 1:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            pool = [f for f in STABLE_ANY + STABLE_DOMAIN[BODY_DOMAIN[body[0]]] if f[1] not in used]
            label, key, value = pool[g.small(0, len(pool))]
            used.add(key)
            family, forms = key, _forms(label, key, value, key in STABLE_NUMERIC)
        plain = _render(g, position, body, forms, lambda s: s)
        out.append(
            Draft(
                plain,
                f"{SRC}negative:generated:{body[0]}+{family}",
                ["hard_negative", "generated", position, family, f"lang_{lang}"],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen18(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_platforms()
    _negatives_crypto()
    _negatives_space()
    _negatives_weather()
    _negatives_translation()
    _negatives_stable()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold18", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
