"""Build `prompt_normalizer/corpus/holdout6.jsonl`, a sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout6.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied; of `make_holdout2.py` to
`make_holdout5.py` only the module docstrings were read, to keep clear of the sources they used and
to apply their clarifications of the rules. None of their scenarios is repeated. The sources here
are new:

* government and tax portals (a Self Assessment helper, a benefits portal session token, an
  immigration case-status lookup, Danish, Estonian, Catalan, Malay, Serbian and Philippine
  e-services, a municipal Teams bot); tax notices, assessments and payment receipts as content;
* insurance claims (an Australian claims record with its own lodgement dates, an after-hours FNOL
  call with its SIP Call-ID, a Norwegian car claim, a travel quote with a B3 header);
* real estate (a RESO Web API property with `ModificationTimestamp` as content, a Croatian listings
  portal, viewing bookings); HR and recruiting (interview scheduling, an ATS webhook's signature and
  delivery timestamp, a Slovak job board, Danish onboarding front matter);
* logistics and shipping (a carrier tracking poll whose scan events are content, an ocean
  visibility API, an LTL freight quote, PosLaju and Mombasa customs bots in Malay and Swahili);
* airline operations (an OCC snapshot "DATA AS OF" next to METARs, NOTAM briefings, B3 multi
  headers on a crew bot, a disruption bot); energy and smart meters (half-hourly readings, Danish
  Eloverblik-style data, EV charging and OCPP, an Estonian grid-control snapshot); agriculture IoT
  (LoRaWAN uplinks whose `received_at` is content, Swahili and Tamil advisors);
* sports data feeds, equity and crypto market snapshots (the app's fetch time moves; trade times,
  bar timestamps and the payload's own times are content), weather APIs (observation and issue
  times are content, "retrieved at" moves);
* localisation (MT batches, subtitle QA, glossaries), document signing (a DocuSign-Connect-style
  event whose `generatedDateTime` moves while the envelope's ids and dates stay, a Lithuanian
  e-signature platform, a signing room token), e-commerce search and recommenders (`searchUid`,
  impression ids), email marketing (rendered merge fields, Mailgun-style bounce webhooks whose
  `signature.timestamp` moves while `event-data.timestamp` stays), surveys (processing runs, a
  survey-platform webhook);
* accessibility tools, mental-health and coaching apps, legal-aid chatbots, library catalogues
  (EZproxy cookies, Koha searches), museum guides (beacons, a kiosk request log), public transit
  (a GTFS-realtime FeedHeader timestamp next to scheduled times), emergency dispatch (CAD
  summaries, 112 call-takers), mobile crash reporting (Crashlytics-style triage, a Bugsnag relay,
  an ANR triage request), game servers (NPCs with in-game clocks, guild bots, console helpers),
  social mentions (Mastodon status and X post ids);
* LLM gateways and observability in the manner of OpenRouter, LiteLLM, Portkey, Helicone and
  Langfuse (per-request call / trace / session ids move; virtual keys, key aliases, team ids,
  session paths and user ids stay); vector databases and RAG pipelines (Qdrant-, Pinecone-,
  Weaviate- and Milvus-style retrieval stamps; document ids, publication dates and chunk hashes
  stay).

Formats: RFC 3339 at precisions 0 (with and without seconds), 3, 6, 7 and 9 with `Z` and offsets
from -08:00 to +13:00 (including +03:30 and +06:00), RFC 1123, RFC 850, asctime, RFC 2822,
GNU `date`, Python `str()` / `isoformat()` / logging, Log4j, Go RFC3339Nano, .NET round-trip,
JavaScript `toString()` and `toISOString()`, Postgres `timestamptz` text, Windows and US 12-hour
renderings, day-first and month-first numeric dates with a time, aviation date-time groups, a time
of day alone, a weekday with a time, an ISO week number, epochs in s, ms and us, and dates with
localized month names (Danish, Norwegian, Estonian, Latvian, Lithuanian, Slovak, Croatian, Serbian
Latin and Cyrillic, Catalan, Swahili, Tagalog, Malay, Bengali with Bengali digits, Tamil, Urdu, and
Persian with the Solar Hijri calendar and Persian digits); UUID v1 / v4 / v7, ULID, KSUID,
traceparent, B3 single and multi, long hex, base32, base58, base64 and base64url tokens, Discord /
X / Mastodon snowflakes, decimal ids, SIP Call-IDs and vendor-prefixed ids (`trk_`, `gen-`,
`chatcmpl-`, `req_`, `conv_`). Positions: header blocks, head and tail of the prompt, the tail of a
system prompt, YAML front matter, pretty-printed and single-line JSON members, XML attributes,
`key=value` pairs, [bracketed] and (parenthesised) values, templated sentences, phrases with their
preposition ("at 10:32 CEST"), markdown table rows, protobuf text fields, log-line prefixes, footers
and metadata lines after the last user message.

Prompts are in English and in Danish, Norwegian, Estonian, Latvian, Lithuanian, Slovak, Croatian,
Serbian (Latin and Cyrillic), Catalan, Swahili, Tagalog, Malay, Bengali, Tamil, Urdu and Persian.

What it is: 320 prompts. 148 carry volatile fields (196 spans): 108 hand-written positives and 40
generated ones. 172 carry none: 136 hand-written negatives (134 hard negatives and two plain
controls) and 36 generated hard negatives. The generated positive family puts one field (of 36
formats and labels, or a current date labelled in the body's language) at one of ten positions of
24 bodies in 17 languages; the generated negative family uses the same bodies and positions with
only stable values that look like dates or ids (API versions, knowledge cutoffs, prompt revision
and member-since dates, contract starts in RFC 3339, releases, CalVer builds, security patch
levels, tenant and workspace uuids, commits, digests, device and meter ids, guild snowflakes,
office hours, phones, time zones, tax years, timeouts) and localized member-since dates. The output
is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout5.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
bracketed and inline spans, cue lines). Clarifications made here:

* A provider's or program's per-response stamp on data fetched for this request (a feed's
  `generated_at`, a visibility API's `requestId` / `generatedAt`, a GTFS-realtime FeedHeader
  `timestamp`, a quote or order-book fetch time) moves; the fetched records' own times (scan
  events, uplink `received_at`, trade prints, bar timestamps, observation and issue times,
  predicted delays, `ModificationTimestamp`, a claim's lodgement date) stay. Where a stamp could be
  read as the payload's own event time (a match's end, a crash report's collection time, a push
  message's timestamp), the case was rewritten so that the moving value is unmistakably the
  program's (a summary request id, a "prompt built" time, a "[received ...]" stamp).
* Per-call and per-visit values are session ids: a SIP Call-ID, an IVR call's answer time, a museum
  visit id and its beacon time, a game match session; places and accounts stay (guild ids, Mastodon
  account, charge point, meter point, tenant ids, virtual keys, key aliases, team ids).
* A Mailgun-style webhook's `signature.token` is a nonce and its `signature.timestamp` a delivery
  timestamp; a survey platform's or ATS's delivery signature and delivery time move; the event's
  own `timestamp`, `submittedAt` and response ids stay.
* In-game dates, user-typed clocks ("our clock says it is ..."), the times in a user's sleep diary,
  unrendered merge tags (`*|DATE:d/m/y|*`), few-shot example dates and a fixed `SOURCE_DATE_EPOCH`
  are not volatile.
* An ISO week number alone (`Uge: 49`) is a current date, as a calendar week is in make_holdout4.
* Only ASCII `Label:` cue lines end positives; prompts whose natural cue would contain non-ASCII
  letters (Estonian "Tõlge:", Croatian "Sljedeće pitanje:") were given an ASCII cue or end with the
  user's message, so that rule 4 never depends on reading a cue in another script.
* Inline spans were placed so that the cut leaves well-formed text: XML attributes are followed by
  a stable attribute, bracketed and parenthesised values are cut with their brackets, and a phrase
  is cut with its preposition.
"""

from __future__ import annotations

import base64
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import make_holdout as mh  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
    DAYS_LONG,
    MONTHS,
    Draft,
    Gen,
    clf,
    ctime,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_date,
    js_iso,
    log4j_iso,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    unix_date,
    v,
    windows_general,
)

SEED = 20270611
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout6.jsonl"
TAG = "hold6"
SOURCE = "holdout6:"

# --- zones --------------------------------------------------------------------------------------

EAT = timezone(timedelta(hours=3), "EAT")
WAT = timezone(timedelta(hours=1), "WAT")
PHT = timezone(timedelta(hours=8), "PHT")
MYT = timezone(timedelta(hours=8), "MYT")
BDT = timezone(timedelta(hours=6), "BST")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
PKT = timezone(timedelta(hours=5), "PKT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
NZDT = timezone(timedelta(hours=13), "NZDT")
NZST = timezone(timedelta(hours=12), "NZST")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
MST = timezone(timedelta(hours=-7), "MST")
CST = timezone(timedelta(hours=-6), "CST")
CDT = timezone(timedelta(hours=-5), "CDT")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")

# --- value formats not in make_holdout ----------------------------------------------------------

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rfc850(t: datetime) -> str:
    """RFC 850 date, obsolete but still accepted in HTTP."""
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def rfc3339_7(t: datetime, tick: int) -> str:
    """Seven fractional digits, as .NET and DocuSign write them."""
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else mh._offset(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{tick}{tail}"


def rfc3339_9(t: datetime, ns: int) -> str:
    """Nine fractional digits, not trimmed."""
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else mh._offset(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def rfc3339_min(t: datetime) -> str:
    """RFC 3339 without seconds, as many apps write it."""
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else mh._offset(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def dmy(t: datetime, sep: str = "/", seconds: bool = False) -> str:
    return f"{t:%d}{sep}{t:%m}{sep}{t:%Y} {t:%H:%M:%S}" if seconds else f"{t:%d}{sep}{t:%m}{sep}{t:%Y} {t:%H:%M}"


def mdy(t: datetime, seconds: bool = True) -> str:
    return f"{t:%m/%d/%Y %H:%M:%S}" if seconds else f"{t:%m/%d/%Y %H:%M}"


def us_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def aviation(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%d}{MONTHS[u.month - 1].upper()}{u:%y} {u:%H%M}Z"


def dtg(t: datetime) -> str:
    """ICAO day-time group of the current time (ddhhmmZ)."""
    u = t.astimezone(UTC)
    return f"{u:%d%H%M}Z"


def sql_ts(t: datetime) -> str:
    """Postgres `timestamptz` output: the offset's minutes only when they are not zero."""
    off = mh._offset(t)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d}{off[:3] if off.endswith(':00') else off}"


DA_DAYS = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
             "november", "december"]
NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
ET_DAYS = ["esmaspäev", "teisipäev", "kolmapäev", "neljapäev", "reede", "laupäev", "pühapäev"]
ET_MONTHS = ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september",
             "oktoober", "november", "detsember"]
LV_MONTHS = ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris",
             "oktobris", "novembris", "decembris"]
LT_MONTHS = ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo",
             "spalio", "lapkričio", "gruodžio"]
SK_MONTHS = ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra",
             "októbra", "novembra", "decembra"]
HR_MONTHS = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna",
             "listopada", "studenoga", "prosinca"]
SR_MONTHS = ["januar", "februar", "mart", "april", "maj", "jun", "jul", "avgust", "septembar", "oktobar",
             "novembar", "decembar"]
SR_CYR_MONTHS = ["јануар", "фебруар", "март", "април", "мај", "јун", "јул", "август", "септембар", "октобар",
                 "новембар", "децембар"]
CA_DAYS = ["dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"]
CA_MONTHS = ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre",
             "novembre", "desembre"]
SW_DAYS = ["Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi", "Jumapili"]
SW_MONTHS = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba",
             "Novemba", "Desemba"]
TL_DAYS = ["Lunes", "Martes", "Miyerkules", "Huwebes", "Biyernes", "Sabado", "Linggo"]
TL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre",
             "Nobyembre", "Disyembre"]
MS_DAYS = ["Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu", "Ahad"]
MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober",
             "November", "Disember"]
BN_MONTHS = ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর",
             "নভেম্বর", "ডিসেম্বর"]
TA_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்",
             "நவம்பர்", "டிசம்பர்"]
UR_MONTHS = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر",
             "دسمبر"]
FA_MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن",
             "اسفند"]


def _digits(s: str, zero: str) -> str:
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


def bn_digits(s: str) -> str:
    return _digits(s, "০")


def fa_digits(s: str) -> str:
    return _digits(s, "۰")


def jalali(t: datetime) -> tuple[int, int, int]:
    """Solar Hijri date of a Gregorian one (the arithmetic of the jdf / jalaali algorithm)."""
    gy, gm, gd = t.year, t.month, t.day
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + g_d_m[gm - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


def da_datetime(t: datetime) -> str:
    return f"{DA_DAYS[t.weekday()]} den {t.day}. {DA_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def da_date(t: datetime) -> str:
    return f"{t.day}. {DA_MONTHS[t.month - 1]} {t.year}"


def no_datetime(t: datetime) -> str:
    return f"{DA_DAYS[t.weekday()]} {t.day}. {NO_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def et_date(t: datetime) -> str:
    return f"{t.day}. {ET_MONTHS[t.month - 1]} {t.year}"


def lv_datetime(t: datetime) -> str:
    return f"{t.year}. gada {t.day}. {LV_MONTHS[t.month - 1]}, plkst. {t:%H:%M}"


def lt_datetime(t: datetime) -> str:
    return f"{t.year} m. {LT_MONTHS[t.month - 1]} {t.day} d. {t:%H:%M}"


def sk_date(t: datetime) -> str:
    return f"{t.day}. {SK_MONTHS[t.month - 1]} {t.year}"


def hr_date(t: datetime) -> str:
    return f"{t.day}. {HR_MONTHS[t.month - 1]} {t.year}."


def sr_date(t: datetime) -> str:
    return f"{t.day}. {SR_MONTHS[t.month - 1]} {t.year}."


def sr_cyr_date(t: datetime) -> str:
    return f"{t.day}. {SR_CYR_MONTHS[t.month - 1]} {t.year}."


def ca_date(t: datetime, weekday: bool = False) -> str:
    month = CA_MONTHS[t.month - 1]
    de = "d'" if month[0] in "aeiou" else "de "
    day = f"{CA_DAYS[t.weekday()]}, " if weekday else ""
    return f"{day}{t.day} {de}{month} de {t.year}"


def sw_date(t: datetime) -> str:
    return f"{SW_DAYS[t.weekday()]}, {t.day} {SW_MONTHS[t.month - 1]} {t.year}"


def tl_date(t: datetime) -> str:
    return f"{TL_DAYS[t.weekday()]}, {TL_MONTHS[t.month - 1]} {t.day}, {t.year}"


def ms_datetime(t: datetime) -> str:
    return f"{t.day} {MS_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} {t.tzname()}"


def bn_date(t: datetime) -> str:
    return bn_digits(f"{t.day} ") + BN_MONTHS[t.month - 1] + bn_digits(f" {t.year}")


def ta_date(t: datetime) -> str:
    return f"{t.day} {TA_MONTHS[t.month - 1]} {t.year}"


def ur_date(t: datetime) -> str:
    return f"{t.day} {UR_MONTHS[t.month - 1]} {t.year}"


def fa_datetime(t: datetime) -> str:
    jy, jm, jd = jalali(t)
    return fa_digits(f"{jd} ") + FA_MONTHS[jm - 1] + fa_digits(f" {jy}، ساعت {t:%H:%M}")


class Gen6(Gen):
    """`make_holdout.Gen` with the zones and identifier shapes this corpus adds."""

    def eu(self) -> datetime:
        return self.moment_eu()

    def ee(self) -> datetime:
        t = self.moment()
        return t.astimezone(EEST if 4 <= t.month <= 10 else EET)

    def uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def us_e(self) -> datetime:
        return self.moment_us()

    def us_c(self) -> datetime:
        t = self.moment()
        return t.astimezone(CDT if 4 <= t.month <= 10 else CST)

    def us_p(self) -> datetime:
        t = self.moment()
        return t.astimezone(PDT if 4 <= t.month <= 10 else PST)

    def au(self) -> datetime:
        t = self.moment()
        return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)

    def nz(self) -> datetime:
        t = self.moment()
        return t.astimezone(NZST if 4 <= t.month <= 9 else NZDT)

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def base58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def mastodon_id(self, t: datetime) -> str:
        return str((epoch_ms(t) << 16) | self.rng.getrandbits(16))

    def x_id(self, t: datetime) -> str:
        return self.snowflake(t, 1_288_834_974_657)

    def gen_id(self, t: datetime) -> str:
        return f"gen-{epoch_s(t)}-{self.b62(20)}"

    def chatcmpl(self) -> str:
        return "chatcmpl-" + self.b62(29)



# --- hand-written positives ---------------------------------------------------------------------

POSITIVES6: list[Callable[[Gen6], Draft]] = []


def pos(fn: Callable[[Gen6], Draft]) -> Callable[[Gen6], Draft]:
    POSITIVES6.append(fn)
    return fn


def src(group: str, name: str) -> str:
    return f"{SOURCE}{group}:{name}"


# government and tax portals

@pos
def _revenue_portal(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You are the help assistant on the Fairhaven Revenue Online portal. Explain how to fill in returns; never
calculate a taxpayer's liability or say whether a return is correct.

Portal context:
Service: Self Assessment 2026-27
Language: en-GB
{v('session_id', 'Session-Ref: ' + g.uuid4())}
{v('datetime', 'Rendered: ' + http_date(t))}

Taxpayer: Where do I put the income from renting out a room in my house?
Assistant:""", src("gov", "revenue-portal"), ["header_block", "http_date", "uuid4", "stable_neighbours"])


@pos
def _skat_da(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""{v('datetime', 'Tidspunkt: ' + da_datetime(t))}
{v('session_id', 'Sessions-id: ' + g.hex(24))}
Du er hjælpeassistenten på Skatteportalen for borgere i Danmark. Svar kort og på dansk, og henvis til
den relevante side, når du ikke er sikker.

Borger: Hvornår skal jeg senest rette min årsopgørelse, hvis jeg har glemt et fradrag?
Assistant:""", src("gov", "skat-da"), ["head", "localized_month", "danish", "hex24"])


@pos
def _emta_et(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Sa oled Maksuportaali abiline. Vasta eesti keeles, lühidalt ja viisakalt. Kui küsimus puudutab
konkreetset maksuotsust, suuna inimene klienditeenindusse.
{v('request_id', 'Päringu ID: ' + g.ulid(t))}
{v('date', 'Kuupäev: ' + et_date(t))}

Kasutaja: Kas ma pean deklareerima ka välismaal saadud intressitulu?
Assistent:""", src("gov", "tax-et"), ["system_tail", "ulid", "localized_month", "estonian"])


@pos
def _atc_ca(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ets l'assistent virtual de l'Oficina Tributària de Girona. Respon en català, amb frases curtes. {v('date', 'Avui és ' + ca_date(t, True) + '.')} Tingues-ho en compte quan calculis terminis de pagament.

Ciutadà: Fins quan puc pagar l'IBI sense recàrrec si el rebut diu "termini voluntari de dos mesos"?""",
                 src("gov", "tax-ca"), ["inline_sentence", "localized_month", "catalan", "ends_with_user"])


@pos
def _egov_tl(g: Gen6) -> Draft:
    t = g.moment(PHT)
    return Draft(f"""Ikaw si Kaagapay, ang virtual assistant ng eSerbisyo portal ng Lungsod ng Marikina. Sumagot sa Tagalog
gamit ang simpleng salita. Huwag humingi ng buong numero ng TIN.
{v('date', 'Petsa ngayon: ' + tl_date(t))}

Residente: Paano ako kukuha ng cedula online at magkano ang bayad?
Kaagapay:""", src("gov", "egov-tl"), ["system_tail", "localized_month", "tagalog"])


@pos
def _benefits_token(g: Gen6) -> Draft:
    return Draft(f"""X-Portal: benefits.northmoor.gov.example
{v('token', 'X-Session-Token: ' + g.b64url(32))}
X-Claimant-Segment: universal-credit

You answer questions from people claiming benefits from Northmoor County. Use plain English at a reading age of 9.
Never ask for a National Insurance number in chat.

Claimant: My housing payment was lower this month. Why would that happen?
Assistant:""", src("gov", "benefits-portal"), ["head", "header_block", "b64url", "token", "stable_neighbours"])


@pos
def _case_status(g: Gen6) -> Draft:
    t = g.us_e()
    return Draft(f"""You help applicants understand the status of their immigration case. Explain status wording in plain language
and never predict processing times.

Case lookup {v('datetime', '(checked ' + ctime(t) + ' ET)')} from the case-status service:
Receipt number: IOE0912345678
Form: I-765, Application for Employment Authorization
Status: Case Was Approved
Status date: November 24, 2026

Applicant: What happens now, and when will the card arrive?
Assistant:""", src("gov", "case-status"), ["inline_phrase", "asctime", "record_dates_neighbour"])


@pos
def _itax_ms(g: Gen6) -> Draft:
    t = g.moment(MYT)
    return Draft(f"""Anda ialah pembantu maya portal cukai e-Hasil Negeri. Jawab dalam Bahasa Melayu yang mudah dan jangan
minta nombor kad pengenalan penuh.
{v('datetime', 'Tarikh & masa: ' + dmy(t, '/', True))}
Jenis pengguna: individu bermastautin

Pengguna: Bolehkah saya tuntut pelepasan yuran pengajian anak di universiti luar negara?
Pembantu:""", src("gov", "tax-ms"), ["system_tail", "day_first_numeric", "malay"])


# insurance claims

@pos
def _claims_au(g: Gen6) -> Draft:
    t = g.au()
    return Draft(f"""You are Claims Companion for Southern Cross Mutual. Help the claims officer write the first customer update
for a home claim. Do not promise cover or a settlement amount.

Claim record:
Claim: HC-2026-118274
Policy: HOM-4471-0932 (Home & Contents, Gold)
Date of loss: 12 November 2026
Cause: storm - water entered through the roof
Excess: AUD 750
Assessor visit: booked 4 December, 09:00-11:00

{v('request_id', 'X-Correlation-Id: ' + g.uuid4())}
{v('datetime', 'Generated: ' + rfc3339(t, 3))}

Officer: Draft a short, warm update for the customer about next steps.
Assistant:""", src("insurance", "claims-au"), ["header_block", "rfc3339_ms_offset", "uuid4", "record_dates_neighbour"])


@pos
def _skade_no(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""{v('request_id', 'Forespørsel-ID: ' + g.uuid7(t))}
Du er skadeassistenten til Fjordvern Forsikring. Hjelp kunden med å melde en bilskade. Still ett
spørsmål om gangen og be alltid om registreringsnummeret.
Kanal: app
Språk: nb

Kunde: Jeg rygget inn i en stolpe på parkeringsplassen i går. Dekker kaskoforsikringen det?
Assistent:""", src("insurance", "claim-no"), ["head", "uuid7", "norwegian", "stable_neighbours"])


@pos
def _fnol_ivr(g: Gen6) -> Draft:
    t = g.us_c()
    return Draft(f"""You are the after-hours claims line for Prairie Shield Insurance. The caller's words are transcribed below.
Collect: what happened, where, whether anyone is hurt, and a callback number. Ask one question at a time.
<call {v('request_id', 'sip_call_id="' + g.hex(24) + '@sbc2.prairieshield.example"')} {v('datetime', 'answered="' + rfc3339(t) + '"')} line="claims-afterhours"/>

Caller: Hi, a tree came down on my garage in the storm and the door won't open.
Agent:""", src("insurance", "fnol-ivr"), ["xml_attr", "two_in_line", "sip_call_id", "rfc3339_offset"])


# real estate

@pos
def _reso_listing(g: Gen6) -> Draft:
    t = g.us_p()
    return Draft(f"""Write a 90-word listing description for the property below. Do not mention the agent's commission or the
seller's reasons for moving.

Property (RESO Web API, Property resource):
{{
  "ListingId": "ML81923344",
  "ListPrice": 1249000,
  "BedroomsTotal": 3,
  "BathroomsTotalInteger": 2,
  "LivingArea": 1680,
  "YearBuilt": 1926,
  "ModificationTimestamp": "2026-11-28T17:04:31Z",
  "PublicRemarks": "Craftsman bungalow, original built-ins, detached studio."
}}
{v('datetime', 'fetched_at: ' + rfc3339(t))}
{v('request_id', 'x-request-id: ' + g.hex(32))}

Description:""", src("real-estate", "reso"), ["after_payload", "rfc3339_offset", "hex32", "record_dates_neighbour"])


@pos
def _kvadrat_hr(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ti si asistent portala Kvadrat.hr za oglase nekretnina. Odgovaraj na hrvatskom, kratko, i ne procjenjuj
cijenu stana ako korisnik ne navede kvadraturu.
{v('datetime', 'Vrijeme upita: ' + f'{t.day}. {t.month}. {t.year}. u {t:%H:%M}')}
{v('session_id', 'ID sesije: ' + g.b62(20))}

Korisnik: Koliko otprilike košta najam dvosobnog stana od 55 m² na Trešnjevci?""",
                 src("real-estate", "portal-hr"), ["system_tail", "day_first_numeric", "croatian", "ends_with_user"])


@pos
def _viewing_bot(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You book viewings for Hartwell & Shaw lettings. Offer slots from the list only, and ask for the applicant's
move-in date and number of occupants.

Property: 2-bed flat, 14 Canal Wharf, Leeds LS11 (ref HS-LET-20931), GBP 1,150 pcm
Viewing slots: Thu 17:30-19:00, Sat 10:00-12:30

Applicant: Hi, is this still available? Could I see it this week?
Channel: portal enquiry {v('datetime', '[received ' + f'{DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t:%H:%M}' + ']')}
Assistant:""", src("real-estate", "viewings"), ["last_user", "bracketed_inline", "short_date"])


# HR and recruiting

@pos
def _interview_slots(g: Gen6) -> Draft:
    t = g.moment(WAT)
    return Draft(f"""You are the scheduling assistant for Northbeam's recruiting team. Propose three interview slots in the
candidate's time zone, on weekdays between 09:00 and 17:00, and never share interviewer names.

Candidate: Amara Okafor (candidate 8f2c1a7e-4d3b-4c9a-9e1f-6b5a4d3c2e10)
Requisition: ENG-2291 Senior Backend Engineer
Candidate time zone: Africa/Lagos
{v('datetime', 'Now (candidate time): ' + f'{DAYS[t.weekday()]} {t:%Y-%m-%d %H:%M} WAT')}
Interviewer availability (Lagos time): Tue 10:00-12:00, Wed 14:00-16:30, Thu 09:00-10:00

Recruiter: Suggest slots for a 45-minute technical interview.
Assistant:""", src("hr", "interview-slots"), ["header_block", "weekday_iso_minutes", "stable_uuid_neighbour"])


@pos
def _kariera_sk(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Si chatbot pracovného portálu Kariera.sk. Pomáhaš uchádzačom s prihláškou. Odpovedaj po slovensky.
{v('datetime', 'Čas: ' + f'{t.day}. {t.month}. {t.year} {t:%H:%M:%S}')}
{v('session_id', 'ID relácie: ' + g.uuid4())}
Pozícia: Skladník/skladníčka, Žilina (ID 554120)

Uchádzač: Musím k životopisu priložiť aj motivačný list?""", src("hr", "jobs-sk"),
                 ["system_tail", "day_first_numeric", "slovak", "ends_with_user"])


@pos
def _ats_webhook(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Screen the new application against the must-haves and answer "advance", "hold" or "reject" with one reason.
Must-haves: 3+ years with PostgreSQL; eligible to work in the EU; notice period under 3 months.

Webhook delivery:
{v('signature', 'Ats-Signature: sha256=' + g.hex(64))}
{v('epoch', 'Ats-Delivery-Timestamp: ' + str(epoch_s(t)))}
Payload:
{{"action": "applicationSubmit", "application": {{"id": "app_7Hq2LmX9", "submittedAt": "2026-11-30T10:41:07Z", "candidate": {{"name": "Jonas Peeters", "location": "Ghent, BE"}}, "answers": {{"postgres_years": "5", "eu_work_permit": "yes", "notice_period": "2 months"}}}}}}

Decision:""", src("hr", "ats-webhook"), ["header_block", "signature", "epoch_s", "payload_dates_neighbour"])


@pos
def _onboarding_bot(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""---
assistant: onboarding-buddy
company: Vestergaard Logistik A/S
locale: da-DK
{v('datetime', 'rendered_at: "' + rfc3339(t) + '"')}
---
Du hjælper nye medarbejdere i deres første uge. Svar på dansk, kort, og henvis til personalehåndbogen.

Medarbejder: Hvor finder jeg min lønseddel?
Assistant:""", src("hr", "onboarding-da"), ["front_matter", "rfc3339_offset", "danish"])


# logistics and shipping

@pos
def _parcel_tracking(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You are Parcel Pal, the delivery assistant of Kettle & Crumb. Explain where the order is using the tracking
events below; if the last event is older than 3 days, offer to open a carrier investigation.

Tracking (carrier API):
{v('request_id', 'X-Request-Id: trk_' + g.b62(24))}
{v('epoch', 'polled_at: ' + str(epoch_s(t)))}
Carrier: DPD UK
Tracking number: 15501234567890
Events:
- 2026-11-27 06:12 Collected from sender, Hinckley hub
- 2026-11-27 22:40 At hub, Hinckley
- 2026-11-28 07:05 Out for delivery
- 2026-11-28 13:31 Delivery attempted - no safe place

Customer: Where's my parcel? It was meant to come on Saturday.
Parcel Pal:""", src("logistics", "parcel-tracking"), ["header_block", "epoch_s", "vendor_prefixed", "event_times_neighbour"])


@pos
def _poslaju_ms(g: Gen6) -> Draft:
    t = g.moment(MYT)
    return Draft(f"""Anda ialah pembantu maya PosLaju Express. Jawab dalam Bahasa Melayu dengan ringkas dan sopan.
{v('datetime', 'Disemak pada: ' + ms_datetime(t))}
Nombor penjejakan: EP123456789MY
Status terkini: Dalam penghantaran (pusat Shah Alam), 30 November 2026, 08:14

Pelanggan: Bila bungkusan saya akan sampai? Saya tiada di rumah selepas pukul 2 petang.""",
                 src("logistics", "parcel-ms"), ["system_tail", "localized_month", "malay", "event_time_neighbour"])


@pos
def _ocean_visibility(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Summarise the ocean shipment's status for the customer portal in two sentences. Mention the ETA change only if it
moved by more than a day.

{{
  "source": "visibility-api",
  {v('request_id', '"requestId": "' + g.uuid4() + '",')}
  {v('datetime', '"generatedAt": "' + rfc3339(t, 6) + '",')}
  "shipment": {{
    "masterBillOfLading": "MEDUQ4471093",
    "container": "MSCU4471093",
    "vessel": "MSC AURORA / FA612W",
    "originalEta": "2026-12-09T06:00:00Z",
    "currentEta": "2026-12-11T14:00:00Z",
    "lastEvent": {{"code": "DEPA", "port": "NLRTM", "time": "2026-11-28T19:42:00Z"}}
  }}
}}""", src("logistics", "ocean-visibility"), ["json_block", "rfc3339_us", "uuid4", "payload_dates_neighbour"])


@pos
def _freight_quote(g: Gen6) -> Draft:
    t = g.us_c()
    return Draft(f"""You are the LTL quoting assistant for Redbud Freight. Explain each line of the quote to the shipper; never
change a rate.

Quote Q-7731904 for 4 pallets (1,820 lb, class 70), Dallas TX 75247 -> Memphis TN 38118
Linehaul: USD 412.00 | Fuel surcharge (31.2%): USD 128.54 | Liftgate: USD 95.00 | Total: USD 635.54
Transit: 2 business days
Tariff RB-2026-LTL {v('datetime', '(prompt built ' + mdy(t) + ' CT)')} {v('request_id', '[rq ' + g.ksuid(t) + ']')}

Shipper: Why is the fuel surcharge so high?
Assistant:""", src("logistics", "freight-quote"), ["two_in_line", "parenthesised", "bracketed_inline", "month_first_numeric", "ksuid"])


@pos
def _customs_sw(g: Gen6) -> Draft:
    t = g.moment(EAT)
    return Draft(f"""Wewe ni msaidizi wa wakala wa forodha BandariLink, Mombasa. Jibu kwa Kiswahili, kwa ufupi.
{v('request_id', 'Kitambulisho cha ombi: ' + g.uuid4())}
{v('datetime', 'Muda wa seva: ' + rfc3339(t))}
Kontena: MSKU7788123 (futi 40)
Hali: Inasubiri ukaguzi wa KRA tangu 28/11/2026

Mteja: Kontena langu litatoka bandarini lini?""", src("logistics", "customs-sw"),
                 ["system_tail", "rfc3339_offset", "swahili", "ends_with_user"])


# airline operations

@pos
def _occ_metar(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""OCC ASSISTANT - Nordic Regional Airways operations control. Answer duty controllers briefly and cite flight
numbers.
{v('datetime', 'DATA AS OF ' + aviation(t))}
Station weather (METAR):
ENGM 011750Z 02008KT 9999 -SN FEW012 BKN025 M03/M05 Q1002 NOSIG
ENBR 011750Z 16021G32KT 6000 RA BKN008 OVC015 06/05 Q0991 TEMPO 3000 RA
Evening departures BGO: NR412 18:35, NR418 19:50, NR430 21:10

Controller: Which of our evening departures from Bergen are most at risk from the crosswind?
Assistant:""", src("airline", "occ-metar"), ["system_tail", "aviation_datetime", "metar_neighbour"])


@pos
def _crew_b3(g: Gen6) -> Draft:
    return Draft(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
You are CrewLink, the crew-rostering assistant. Explain roster rules from the collective agreement; never change a
roster.
Base: CPH
Rank: First Officer

Crew member: If my duty starts at 05:40 local, what's my maximum flight duty period?
CrewLink:""", src("airline", "crew-b3"), ["head", "b3_multi", "stable_neighbours"])


@pos
def _disruption_bot(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""You are Skye, the disruption assistant of Aurelia Air. Rebook passengers on the next available flight at no
cost when their flight is cancelled; offer vouchers only as listed.

Booking K7Q2ZP: AU 1184 Copenhagen 07:15 -> Barcelona 10:05, 14 December, status CANCELLED
Alternatives: AU 1186 12:40 -> 15:30 (9 seats), AU 1190 18:05 -> 20:55 (31 seats)
Flight status checked {v('datetime', 'at ' + f'{t:%H:%M} {t.tzname()}')} on the passenger's request.

Passenger: My flight's cancelled. Can I get on the lunchtime one instead?
Skye:""", src("airline", "disruption"), ["inline_phrase", "time_only", "schedule_times_neighbour"])


@pos
def _notam_brief(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Summarise the NOTAMs relevant to a VFR flight from EKRK to EKOD this afternoon, in plain language.

{v('datetime', 'BRIEFING PRODUCED ' + dtg(t))}
A2841/26 NOTAMN
Q) EKDK/QMRLC/IV/NBO/A/000/999/5536N01208E005
A) EKRK B) 2612010600 C) 2612011400
E) RWY 03/21 CLSD DUE WIP
A2856/26 NOTAMN
A) EKOD B) 2611281200 C) 2612312359
E) PAPI RWY 24 U/S

Summary:""", src("airline", "notam-brief"), ["head_of_payload", "dtg", "notam_times_neighbour"])


# energy and smart meters

@pos
def _smart_meter(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You are Volt, the assistant in the Brightwater Energy app. Explain the customer's usage in plain words; do
not give investment advice on solar panels or batteries.

Yesterday's half-hourly consumption (kWh), from 16:00:
16:00 0.31 | 16:30 0.42 | 17:00 0.88 | 17:30 1.12 | 18:00 1.35 | 18:30 0.97 | 19:00 0.64
Source: smart meter via DCC {v('datetime', '(fetched ' + rfc3339(t) + ')')}
Tariff: Flex Saver, 24.86p/kWh, standing charge 53.35p/day

Customer: Why does my usage jump so much between five and seven?
Volt:""", src("energy", "smart-meter"), ["parenthesised", "rfc3339", "readings_neighbour"])


@pos
def _eloverblik_da(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Du er energirådgiveren i appen Strømlys. Forklar forbruget kort og på dansk.
Målepunkt-ID: 571313174001234567
{v('datetime', 'Hentet: ' + rfc3339(t))}
Timeforbrug i går (kWh): 00-06: 1,9 | 06-12: 3,4 | 12-18: 2,8 | 18-24: 5,1

Kunde: Hvorfor er mit forbrug så højt om aftenen?
Assistant:""", src("energy", "meter-da"), ["system_tail", "rfc3339_offset", "danish", "stable_meter_id"])


@pos
def _ev_charging(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You are the support assistant of VoltHop charging. Diagnose charging sessions that fail to start, and offer a
free session credit only when the charger is at fault.
Charge point: VH-LIS-0042 (Alfen Eve Double, firmware 6.4.1)
Connector 2 status: Faulted (OCPP error code GroundFailure)
{v('epoch', 'status_fetched_ms: ' + str(epoch_ms(t)))}
{v('request_id', 'cpms_request: ' + g.ksuid(t))}

Driver: The app says connector 2 is faulty but it worked last week. Is it my car?
Assistant:""", src("energy", "ev-charging"), ["system_tail", "epoch_ms", "ksuid"])


@pos
def _grid_ops(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Oled Eleringi juhtimiskeskuse abiline. Koosta vahetuse üleandmiseks lühike kokkuvõte eesti keeles.
Sagedus: 49,98 Hz
Import Soomest (EstLink): 612 MW
Tuuleenergia toodang: 241 MW
{v('datetime', 'Hetktõmmis: ' + f'{t:%d.%m.%Y %H:%M:%S}')}

Dispetšer: Kirjuta kolm punkti järgmisele vahetusele.""", src("energy", "grid-et"),
                 ["header_block", "day_first_numeric", "estonian", "ends_with_user"])


# agriculture IoT

@pos
def _shamba_sw(g: Gen6) -> Draft:
    t = g.moment(EAT)
    return Draft(f"""Wewe ni Shamba Msaidizi, mshauri wa kilimo kwa wakulima wa Kenya kupitia SMS. Jibu kwa Kiswahili rahisi,
si zaidi ya sentensi tatu.
{v('date', 'Tarehe ya leo: ' + sw_date(t))}
Kaunti: Nakuru
Zao: mahindi
Unyevu wa udongo (kihisi cha shamba): 18%

Mkulima: Je, nimwagilie maji wiki hii au nisubiri mvua?
Msaidizi:""", src("agri", "sms-advisor-sw"), ["header_block", "localized_month", "swahili"])


@pos
def _lorawan_orchard(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You are AgriSense, an irrigation advisor for orchard managers. Recommend whether to irrigate each block today.

Latest uplinks (The Things Stack, application orchard-south):
block A  dev_eui 70B3D57ED0051A2C  soil_vwc 21.4%  received 2026-11-30T05:10:44Z
block B  dev_eui 70B3D57ED0051A31  soil_vwc 14.9%  received 2026-11-30T05:11:02Z
block C  dev_eui 70B3D57ED0051A37  soil_vwc 28.0%  received 2026-11-30T05:09:57Z
{v('datetime', 'processed_at: ' + go_nano(t, g.small(1, 1000)))}

Manager: Which blocks need water today?
Assistant:""", src("agri", "lorawan"), ["after_payload", "go_rfc3339nano", "uplink_times_neighbour"])


@pos
def _greenhouse_ta(g: Gen6) -> Draft:
    t = g.moment(IST)
    return Draft(f"""நீங்கள் "பசுமை" பசுமைக்குடில் உதவியாளர். விவசாயிகளுக்கு எளிய தமிழில் சுருக்கமாக பதில் சொல்லுங்கள்.
{v('date', 'இன்றைய தேதி: ' + ta_date(t))}
{v('request_id', 'கோரிக்கை எண்: ' + g.hex(20))}
வெப்பநிலை: 34 °C, ஈரப்பதம்: 81%

விவசாயி: தக்காளி செடிகளுக்கு இன்று மாலை தண்ணீர் விடலாமா?""", src("agri", "greenhouse-ta"),
                 ["system_tail", "localized_month", "tamil", "ends_with_user"])


# sports data feeds

@pos
def _live_commentary(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You write live text commentary for the Harbourside FC app: one line per event, present tense, no emojis.

Feed:
{{{v('datetime', '"generated_at":"' + rfc3339(t) + '",')}"sport_event":{{"id":"sr:sport_event:50123877","status":"live","minute":67,"home":"Harbourside FC","away":"Kingsmoor","score":"1-1"}},"events":[{{"minute":64,"type":"yellow_card","player":"T. Mensah"}},{{"minute":66,"type":"substitution","in":"R. Ivers","out":"D. Kaur"}}]}}

Commentary:""", src("sports", "live-feed"), ["json_inline", "rfc3339", "feed_payload_neighbour"])


@pos
def _golman_sr(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ti si sportski komentator aplikacije Golman. Piši kratko, na srpskom (latinica).
{v('datetime', 'Preuzeto: ' + f'{t:%d.%m.%Y.} {t:%H:%M:%S}')}
Utakmica: Partizan - Crvena zvezda, 34. minut, rezultat 0:1
Poslednji događaj: 31' gol, Crvena zvezda (Katai)

Korisnik: Napiši jednu rečenicu za obaveštenje na telefonu.""", src("sports", "push-sr"),
                 ["system_tail", "day_first_numeric", "serbian", "ends_with_user"])


@pos
def _fantasy_league(g: Gen6) -> Draft:
    t = g.us_e()
    return Draft(f"""You are the fantasy-basketball assistant of Hoopline. Suggest start/sit decisions from the injury report
and the schedule; never guarantee results.
<context league="hoopline-private-2291" {v('datetime', 'now="' + rfc3339(t) + '"')} scoring="points">
Injury report: J. Alvarez (ankle) questionable; M. Osei out; K. Brandt probable.
Tonight: BOS @ MIL 19:30 ET, DEN @ PHX 22:00 ET.
</context>

Manager: Should I start Alvarez or Brandt tonight?
Assistant:""", src("sports", "fantasy"), ["xml_attr", "rfc3339_offset", "schedule_times_neighbour"])


# market data snapshots

@pos
def _equity_quote(g: Gen6) -> Draft:
    t = g.us_e()
    return Draft(f"""You are Ticker, a market explainer in the Fernhill Invest app. Explain price moves neutrally; never recommend
buying or selling.

Quote snapshot {v('datetime', 'as of ' + windows_general(t) + ' ET')}
NVDA last 187.42 USD, change -3.18 (-1.67%), volume 214,880,112
Recent trades (exchange time):
15:59:58.412  187.40  x 300
15:59:59.107  187.42  x 1,200
16:00:00.001  187.42  x 48,311 (closing cross)

User: Why did it fall today?
Ticker:""", src("markets", "equity-quote"), ["inline_phrase", "windows_datetime", "trade_times_neighbour"])


@pos
def _crypto_book(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Explain the order book to a beginner in three sentences, then say what a market buy of 0.5 BTC would cost.

source=kraken pair=XBT/EUR {v('epoch', 'fetched_ms=' + str(epoch_ms(t)))} {v('request_id', 'req=' + g.base32(26))}
asks: 81210.0 x 0.180 | 81212.5 x 0.250 | 81220.0 x 1.400
bids: 81204.1 x 0.420 | 81200.0 x 2.000 | 81195.5 x 0.075
last trade: 81207.3 at 2026-11-30 23:59:41 UTC

Answer:""", src("markets", "crypto-book"), ["key_value_inline", "two_in_line", "epoch_ms", "base32", "trade_time_neighbour"])


@pos
def _aggregates_json(g: Gen6) -> Draft:
    return Draft(f"""Describe the intraday pattern of these 30-minute bars for a newsletter in 60 words.
{{
  "ticker": "ASML",
  "status": "OK",
  {v('request_id', '"request_id": "' + g.hex(32) + '",')}
  "results": [
    {{"t": 1764574200000, "o": 702.1, "h": 705.8, "l": 699.4, "c": 704.9, "v": 182331}},
    {{"t": 1764576000000, "o": 704.9, "h": 709.2, "l": 703.3, "c": 708.7, "v": 140912}},
    {{"t": 1764577800000, "o": 708.7, "h": 708.9, "l": 701.0, "c": 701.6, "v": 201447}}
  ]
}}""", src("markets", "aggregates"), ["json_block", "hex32", "epoch_content_neighbour"])


@pos
def _ws_ticker(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You watch a crypto ticker for Mira's portfolio and alert only on moves larger than 3% in an hour; otherwise
answer "none".
Latest message from the exchange feed: {v('datetime', '[received ' + rfc3339_9(t, g.small(0, 1000)) + ']')}
{{"channel":"ticker","events":[{{"type":"update","tickers":[{{"product_id":"ETH-EUR","price":"2871.44","price_percent_chg_24h":"-4.12","high_24_h":"3004.10","low_24_h":"2859.02"}}]}}]}}
Alert:""", src("markets", "ws-ticker"), ["bracketed_inline", "rfc3339_ns", "payload_neighbour"])


# weather

@pos
def _laiksargs_lv(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Tu esi laikapstākļu asistents lietotnē Laiksargs. Atbildi latviski, īsi un praktiski.
{v('datetime', 'Dati iegūti: ' + lv_datetime(t))}
Novērojums (Rīga, 18:00): +2 °C, mitrums 91%, vējš DR 6 m/s, vājš lietus
Prognoze rītdienai: no -1 līdz +3 °C, slapjš sniegs pēcpusdienā

Lietotājs: Vai rīt ceļš uz Jūrmalu būs slidens?""", src("weather", "app-lv"),
                 ["system_tail", "localized_month", "latvian", "observation_time_neighbour", "ends_with_user"])


@pos
def _weather_json(g: Gen6) -> Draft:
    t = g.uk()
    obs = t.replace(minute=t.minute - t.minute % 15, second=0, microsecond=0)
    return Draft(f"""{{
  "latitude": 51.5,
  "longitude": -0.12,
  "timezone": "Europe/London",
  {v('datetime', '"retrieved_at": "' + rfc3339(t, 3) + '",')}
  "current": {{"time": "{obs:%Y-%m-%dT%H:%M}", "temperature_2m": 6.8, "wind_speed_10m": 21.3, "precipitation": 0.4}}
}}
You are Drizzle. Tell the user in one sentence whether to take an umbrella.

User: Walking home in 20 minutes, umbrella or not?
Drizzle:""", src("weather", "api-json"), ["json_block", "head", "rfc3339_ms", "observation_time_neighbour"])


@pos
def _yr_no(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Du er turassistenten i appen Fjelltur. Vurder om turen er trygg ut fra varselet, og svar på norsk.
Varsel for Gaustatoppen (utstedt 06:00): vind 14 m/s i kastene, tåke over 1400 moh, -4 °C
{v('datetime', 'Hentet kl. ' + f'{t:%H:%M}')}

Bruker: Kan vi gå opp i morgen tidlig med to barn på 10 og 12?""", src("weather", "hiking-no"),
                 ["system_tail", "time_only", "norwegian", "issue_time_neighbour", "ends_with_user"])


# translation and localisation

@pos
def _mt_batch_ca(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""{v('run_id', '[lot ' + g.ulid(t) + ']')} Tradueix les cadenes següents de l'anglès al català. Mantén els marcadors
{{count}} i %s tal com són i no tradueixis els noms de producte.

checkout.title = "Review your order"
checkout.items = "{{count}} items in your basket"
checkout.eta = "Arrives by %s"

Traduccions:""", src("l10n", "mt-batch-ca"), ["bracketed_inline", "head", "ulid", "catalan"])


@pos
def _subtitle_qa(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Check these Danish subtitles against the English source: flag mistranslations and lines over 42 characters.
Do not comment on punctuation.

1
00:01:12,480 --> 00:01:15,020
We leave at dawn, before the tide turns.
Vi tager af sted ved daggry, før tidevandet vender.

2
00:01:15,400 --> 00:01:18,900
Tell Morten the boat is ready.
Sig til Morten, at båden er klar.

qa-job: subtitles-da {v('request_id', 'job_run=' + g.uuid1())} {v('epoch', 'queued=' + str(epoch_s(t)))}""",
                 src("l10n", "subtitle-qa"), ["tail", "key_value_inline", "uuid1", "epoch_s", "srt_times_neighbour"])


@pos
def _glossary_lookup(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Tõlgi kasutajaliidese tekstid inglise keelest eesti keelde, kasutades sõnastikku. Ära muuda muutujaid.
Sõnastik: invoice = arve; due date = maksetähtaeg; statement = väljavõte
{v('datetime', 'Päringu aeg: ' + f'{t:%d.%m.%Y %H:%M:%S}')}

"Your invoice is due on {{due_date}}."
"Download statement"

Tulemus:""", src("l10n", "glossary-et"), ["system_tail", "day_first_numeric", "estonian"])


# document signing

@pos
def _docusign_connect(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You notify the legal-ops team in Slack when a contract changes status. One line: who signed what. No ids.

Connect event:
{{
  "event": "envelope-completed",
  "apiVersion": "v2.1",
  "uri": "/restapi/v2.1/accounts/3c9e1a77-1c2d-4b8e-9f10-6a7b8c9d0e1f/envelopes/4f1cb6a2-3e8d-4c55-b2a9-7d0e6f5a4c3b",
  "retryCount": 0,
  "configurationId": 10482213,
  {v('datetime', '"generatedDateTime": "' + rfc3339_7(t, g.small(0, 10)) + '",')}
  "data": {{
    "accountId": "3c9e1a77-1c2d-4b8e-9f10-6a7b8c9d0e1f",
    "envelopeId": "4f1cb6a2-3e8d-4c55-b2a9-7d0e6f5a4c3b",
    "envelopeSummary": {{"status": "completed", "emailSubject": "Please sign: Master Services Agreement - Beacon Freight", "completedDateTime": "2026-11-30T16:41:09.0530000Z"}}
  }}
}}

Slack message:""", src("esign", "connect-event"), ["json_block", "rfc3339_7", "payload_ids_neighbour"])


@pos
def _parasas_lt(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Esi el. parašo platformos Parašas.lt pagalbininkas. Atsakyk lietuviškai, trumpai ir mandagiai.
{v('datetime', 'Dabartinis laikas: ' + lt_datetime(t))}
{v('request_id', 'Užklausos ID: ' + g.uuid4())}
Dokumentas: Nuomos sutartis Nr. 2026/118 (pasirašė 1 iš 2 šalių)

Naudotojas: Kaip priminti kitai šaliai, kad reikia pasirašyti?""", src("esign", "platform-lt"),
                 ["system_tail", "localized_month", "lithuanian", "ends_with_user"])


@pos
def _signing_room(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You answer signers' questions inside the Quillseal signing room. You cannot see the document's contents; explain
the signing steps only.
signer_role: tenant
document_pages: 14
{v('token', 'room_token: ' + g.base58(44))}
{v('epoch', 'opened_at_us: ' + str(epoch_us(t)))}

Signer: Do I have to initial every page or just sign at the end?
Assistant:""", src("esign", "signing-room"), ["system_tail", "base58", "epoch_us"])


# e-commerce search and recommendations

@pos
def _site_search(g: Gen6) -> Draft:
    return Draft(f"""You are the search assistant on Copperleaf Outdoor's site. Use only the results below and say so when nothing
fits.
{{"query":"waterproof hiking boots wide fit",{v('request_id', '"searchUid":"' + g.uuid4() + '",')}"totalCount":3}}
1. Tarn Mid GTX Wide - EUR 189 - widths: wide - rating 4.6
2. Scree Low WP - EUR 139 - widths: regular - rating 4.4
3. Ridge Trek Wide - EUR 219 - widths: wide, extra wide - rating 4.8

Shopper: I need wide boots that keep my feet dry. Which one?
Assistant:""", src("ecommerce", "site-search"), ["json_inline", "uuid4", "results_neighbour"])


@pos
def _tindahub_tl(g: Gen6) -> Draft:
    t = g.moment(PHT)
    return Draft(f"""Ikaw si Suki, ang shopping assistant ng TindaHub. Sumagot sa Taglish kung iyon ang gamit ng mamimili.
Huwag mangako ng petsa ng delivery.

Mamimili: May size 9 pa ba ng itim na running shoes na ito?
{v('epoch', '[ts ' + str(epoch_ms(t)) + ']')}
Suki:""", src("ecommerce", "marketplace-tl"), ["last_user", "bracketed_line", "epoch_ms", "tagalog"])


@pos
def _reranker(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Rerank the candidate articles for this reader. Output the ids in order, best first, nothing else.
request: {v('request_id', 'impression_id=' + g.hex(16))} surface=home_feed {v('epoch', 'ts_us=' + str(epoch_us(t)))} model=rerank-v4
Reader interests: cycling, urban planning, Dutch politics
Candidates:
a1 "Utrecht opens Europe's largest bike garage extension"
a2 "Ten recipes for autumn soups"
a3 "Why Rotterdam is removing parking spaces"
a4 "Election polls: coalition talks stall"

Ranking:""", src("recsys", "reranker"), ["key_value_inline", "two_in_line", "epoch_us", "hex16"])


@pos
def _cart_recs_bn(g: Gen6) -> Draft:
    t = g.moment(BDT)
    return Draft(f"""তুমি "বাজারসাথী", একটি অনলাইন মুদি দোকানের সহকারী। কার্ট দেখে দুটি পণ্য সুপারিশ করো, ছোট বাক্যে।
কার্ট: চাল ৫ কেজি, মসুর ডাল ১ কেজি, সয়াবিন তেল ২ লিটার
{v('date', 'আজকের তারিখ: ' + bn_date(t))}

ক্রেতা: আর কী নিলে ভালো হবে?""", src("ecommerce", "grocery-bn"),
                 ["system_tail", "localized_month", "bengali_digits", "bengali", "ends_with_user"])


# email marketing and surveys

@pos
def _newsletter_subjects(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You write subject lines for Hollow Pine Candles' newsletter. Write five, each under 45 characters, and make one
of them mention the season.
Merge fields:
Brand: Hollow Pine Candles
Audience: customers who bought in the last 90 days
{v('date', 'Today: ' + f'{t:%d/%m/%y}')}
Featured: Winter Cabin (cedar, clove), EUR 32

Subject lines:""", src("email-marketing", "subjects"), ["header_block", "short_numeric_date", "stable_neighbours"])


@pos
def _mailgun_webhook(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Classify the bounce as hard or soft and say whether to suppress the address. One line.
{{
  "signature": {{
    {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
    {v('nonce', '"token": "' + g.hex(50) + '",')}
    {v('signature', '"signature": "' + g.hex(64) + '"')}
  }},
  "event-data": {{
    "event": "failed",
    "severity": "permanent",
    "timestamp": 1764547263.418771,
    "recipient": "r.sato@example.jp",
    "delivery-status": {{"code": 550, "message": "5.1.1 The email account that you tried to reach does not exist."}}
  }}
}}""", src("email-marketing", "bounce-webhook"), ["json_block", "signature", "nonce", "epoch_s", "payload_epoch_neighbour"])


@pos
def _survey_coding_et(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Kodeeri iga avatud vastus ühte kategooriasse: hind, kvaliteet, teenindus, tarne, muu.
Küsitlus: Kliendirahulolu Q4 2026 (SV_3xK9fQ2mLp0aBcD)
{v('run_id', 'Töötlus: ' + g.ksuid(t))}

R_2VmQ8a1bC3dE4fG: "Kuller helistas alles pärast kella kümmet õhtul."
R_1xYz9WvU8tS7rQp: "Hind on liiga kõrge võrreldes eelmise aastaga."
R_3AbC4dE5fG6hI7j: "Kõik toimis, aitäh!"

Vastus:""", src("survey", "coding-et"), ["header_block", "ksuid", "estonian", "response_ids_neighbour"])


@pos
def _survey_webhook(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Summarise this NPS response for the account manager and suggest one follow-up action.
{v('signature', 'Sm-Signature: ' + g.b64(20))}
{v('datetime', 'Sm-Delivered: ' + rfc850(t))}
Survey: Onboarding NPS (id 318842201)
Respondent: ops lead, Beacon Freight
Score: 6
Comment: "Setup took three weeks longer than promised, but support on 24 November was excellent."

Summary:""", src("survey", "nps-webhook"), ["head_of_payload", "rfc850", "base64", "signature"])


# accessibility

@pos
def _page_reader(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You describe web pages for a screen-reader user. Read out the main content first, then the navigation, in plain
text with no markup.
<page url="https://www.kestrelrail.example/timetables" title="Timetables - Kestrel Rail" {v('datetime', 'captured="' + rfc3339(t, 3) + '"')} lang="en">
<nav>Home | Tickets | Timetables | Help</nav>
<main>Winter timetable from 13 December 2026. Trains every 20 minutes Monday to Saturday, every 30 minutes on Sunday.</main>
</page>""", src("a11y", "page-reader"), ["xml_attr", "rfc3339_ms", "page_dates_neighbour"])


@pos
def _alt_text(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Write alt text (max 125 characters) and a long description for the chart the user uploaded.
Chart title: "Average monthly rainfall, Bergen, 1991-2020"
Chart type: bar, 12 bars, y-axis 0-300 mm

User: please make the description useful for a blind student in a geography class
[attachment chart.png] {v('request_id', 'upload_id=' + g.b64url(18))} {v('datetime', 'uploaded_at=' + js_iso(t))}
Assistant:""", src("a11y", "alt-text"), ["last_user", "two_in_line", "b64url", "js_iso"])


# mental health and coaching

@pos
def _checkin_companion(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You are Willow, a supportive check-in companion in the Tidewell app. You are not a therapist; if the user
mentions self-harm, share the crisis line 116 123 and encourage them to reach out now.
Name: Sam
Pronouns: they/them
{v('datetime', "User's local time: " + f'{DAYS_LONG[t.weekday()]} {t:%H:%M}')}
{v('session_id', 'Check-in session: ' + g.uuid7(t))}

Sam: couldn't sleep again, feeling flat today
Willow:""", src("wellbeing", "check-in"), ["header_block", "weekday_time", "uuid7", "stable_neighbours"])


@pos
def _sukoon_ur(g: Gen6) -> Draft:
    t = g.moment(PKT)
    return Draft(f"""آپ "سکون" ایپ کی کوچ ہیں۔ نرم لہجے میں مختصر جواب دیں اور طبی مشورہ نہ دیں۔
{v('date', 'آج کی تاریخ: ' + ur_date(t))}
{v('session_id', 'سیشن آئی ڈی: ' + g.hex(20))}

صارف: آج کام پر بہت دباؤ تھا، سانس کی کوئی آسان مشق بتائیں۔""", src("wellbeing", "coach-ur"),
                 ["system_tail", "localized_month", "urdu", "ends_with_user"])


@pos
def _sleep_coach(g: Gen6) -> Draft:
    t = g.nz()
    return Draft(f"""You are Kip, a sleep coach. Use the user's sleep diary to suggest one change for tonight.
Diary (user-entered): Mon bed 23:40 wake 06:15; Tue bed 00:20 wake 06:15; Wed bed 23:55 wake 06:30

User: Why am I so tired on Thursdays?
{v('datetime', 'sent_at: ' + rfc3339(t))}
Kip:""", src("wellbeing", "sleep-coach"), ["last_user", "rfc3339_offset", "diary_times_neighbour"])


# legal aid

@pos
def _tenant_intake(g: Gen6) -> Draft:
    t = g.us_e()
    return Draft(f"""You are Ally, the intake assistant of Eastside Tenant Legal Aid. Give general information only and collect the
facts a lawyer needs. Count deadlines in calendar days from today unless the notice says business days.
{v('date', 'Today: ' + long_date(t))}
{v('session_id', 'Intake: ' + g.base58(22))}

Tenant: I got a 14-day notice to pay or quit taped to my door. What happens if I can't pay by then?
Ally:""", src("legal-aid", "tenant-intake"), ["system_tail", "long_date", "base58"])


@pos
def _nyaya_bn(g: Gen6) -> Draft:
    t = g.moment(BDT)
    return Draft(f"""{v('request_id', 'অনুরোধ আইডি: ' + g.uuid4())}
আপনি "ন্যায়সহায়", একটি আইনি সহায়তা চ্যাটবট। সহজ বাংলায় সাধারণ তথ্য দিন, আইনি পরামর্শ নয়।
{v('date', 'আজকের তারিখ: ' + bn_date(t))}

ব্যবহারকারী: বাড়িওয়ালা কি নোটিশ ছাড়াই ভাড়া বাড়াতে পারেন?""", src("legal-aid", "chatbot-bn"),
                 ["head", "system_tail", "localized_month", "bengali", "ends_with_user"])


@pos
def _small_claims(g: Gen6) -> Draft:
    t = g.uk()
    return Draft(f"""You help people prepare a small-claims case in England and Wales. Explain the steps; do not draft the claim
for them. {v('datetime', 'It is now ' + us_12h(t) + ' UK time.')} The court's online service closes for maintenance
on Sundays from 22:00 to 02:00.

User: The builder hasn't refunded my GBP 1,800 deposit since 3 September. How long do I have to claim?
Assistant:""", src("legal-aid", "small-claims"), ["inline_sentence", "us_12h_datetime", "dates_in_question_neighbour"])


# libraries and museums

@pos
def _bibliotek_no(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Du er chatboten til Bergen Folkebibliotek. Svar på norsk (bokmål), og bare om bibliotekets tjenester.
Åpningstider: man-fre 10-19, lør 10-16
{v('datetime', 'Nå: ' + no_datetime(t))}

Låner: Er biblioteket åpent nå, og kan jeg levere bøker i innleveringsautomaten etter stengetid?
Assistent:""", src("library", "chatbot-no"), ["system_tail", "localized_month", "norwegian", "opening_hours_neighbour"])


@pos
def _ezproxy(g: Gen6) -> Draft:
    return Draft(f"""You help users of Carrow University Library reach e-resources. Never reveal proxy cookies or session values.
Patron type: postgraduate
Campus: Norwich
{v('token', 'Cookie: ezproxy=' + g.b62(15))}

User: The JSTOR link asks me to log in again every time. What am I doing wrong?
Assistant:""", src("library", "ezproxy"), ["system_tail", "cookie", "token", "stable_neighbours"])


@pos
def _opac_search(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Recommend up to three titles from the catalogue results for the reader's request, with shelf marks.
Catalogue results:
- "The Overstory", Richard Powers, 2018. FIC POW. Available.
- "Braiding Sweetgrass", Robin Wall Kimmerer, 2013. 581.6 KIM. On loan, due 12/12/2026.
- "The Hidden Life of Trees", Peter Wohlleben, 2016. 582.16 WOH. Available.
koha: branch=central {v('request_id', 'query_id=' + g.hex(12))} {v('datetime', 'searched="' + ctime(t) + '"')} results=3

Reader: I liked "The Living Mountain". Something similar about nature?
Librarian:""", src("library", "opac"), ["key_value_inline", "two_in_line", "asctime", "hex12", "due_date_neighbour"])


@pos
def _museum_ca(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ets la guia d'àudio del Museu Marítim de Tarragona. Parla en català, amb frases curtes i to amable.
El museu tanca a les 19:00.
{v('session_id', 'Visita: ' + g.nanoid())}
{v('datetime', 'Hora local: ' + f'{t:%H:%M}')}
Sala actual: 4 - Drassanes medievals

Visitant: Quant de temps em queda per veure la resta abans que tanqui?""", src("museum", "audio-guide-ca"),
                 ["header_block", "time_only", "nanoid", "catalan", "ends_with_user"])


@pos
def _museum_beacon(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""You are the Hallam Art Gallery companion. Talk about the work the visitor is standing in front of, in under
80 words, and suggest one related work nearby.
<visit {v('session_id', 'id="' + g.uuid4() + '"')} {v('epoch', 'beacon_ts="' + str(epoch_s(t)) + '"')} gallery="G12"/>
<artwork accession="1937.412" artist="Gwen John" title="A Corner of the Artist's Room in Paris" date="c. 1907-09"/>

Visitor: Why is the room so empty?
Companion:""", src("museum", "beacon"), ["xml_attr", "two_in_line", "epoch_s", "accession_neighbour"])


# public transit

@pos
def _gtfs_rt(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You are Mio, the trip assistant for Riverbend Transit. Use the real-time feed to tell riders when their bus
comes. Scheduled times are in the timetable; the feed gives delays in seconds.

header {{
  gtfs_realtime_version: "2.0"
  incrementality: FULL_DATASET
  {v('epoch', 'timestamp: ' + str(epoch_s(t)))}
}}
entity {{
  id: "T-4471-0930"
  trip_update {{
    trip {{ trip_id: "4471_0930_WKD" route_id: "12" start_date: "20261201" }}
    stop_time_update {{ stop_sequence: 14 stop_id: "RB-2208" arrival {{ delay: 240 }} }}
  }}
}}
Timetable: route 12, 09:30 from Riverside, Mill Street at 09:52

Rider: Is the 9:30 number 12 running late at Mill Street?
Mio:""", src("transit", "gtfs-rt"), ["protobuf_text", "epoch_s", "schedule_times_neighbour"])


@pos
def _tallinn_bus_et(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Sa oled Tallinna ühistranspordi vestlusrobot. {v('datetime', 'Praegu on kell ' + f'{t:%H:%M}' + '.')} Väljumised peatusest
Vabaduse väljak (buss 17): 18:31, 18:46, 19:01.

Kasutaja: Kui kaua ma pean järgmist bussi ootama?
Assistent:""", src("transit", "bus-et"), ["inline_sentence", "time_only", "estonian", "departures_neighbour"])


@pos
def _metro_sk(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Si asistent dopravného podniku mesta Košice. Odpovedaj po slovensky a uvádzaj čísla liniek.
{v('date', 'Dnes je ' + sk_date(t) + '.')}
Výluka: električky 6 a 9 od 28. novembra do 6. decembra 2026 nejazdia cez Hlavnú ulicu, náhradná autobusová doprava X6.

Cestujúci: Ako sa dostanem z Námestia osloboditeľov na Staničné námestie?""", src("transit", "tram-sk"),
                 ["system_tail", "localized_month", "slovak", "closure_dates_neighbour", "ends_with_user"])


@pos
def _journey_planner(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""<planner_request {v('request_id', 'id="' + g.uuid7(t) + '"')} from="Central Station" to="Harbour Ferry Terminal" {v('epoch', 'now_epoch="' + str(epoch_s(t)) + '"')} depart="now"/>
Explain the best option below to the rider in two sentences, mentioning the transfer.
Option 1: Tram 3 (platform B) 4 stops, change at Dock Road, bus 41 to Harbour Ferry Terminal; 23 min
Option 2: Bus 7 direct; 31 min

Rider: Which is quicker with a pram?
Assistant:""", src("transit", "journey-planner"), ["xml_attr", "head", "two_in_line", "uuid7", "epoch_s"])


# emergency dispatch

@pos
def _cad_summary(g: Gen6) -> Draft:
    t = g.us_p()
    return Draft(f"""You summarise computer-aided dispatch (CAD) incidents for the incoming shift supervisor. Plain language, no
radio codes, at most five bullets.
{v('request_id', 'Summary-Request: ' + g.uuid1())}
{v('datetime', 'Generated: ' + ctime(t))}

Incident 26-118204 (structure fire, 41 Larch Row)
18:02:11 Call received, caller reports smoke from roof
18:03:40 E12, E7, L3 dispatched
18:09:15 E12 on scene, working fire
18:31:02 Fire under control
18:55:48 E7 available

Summary:""", src("dispatch", "cad-summary"), ["header_block", "asctime", "uuid1", "incident_times_neighbour"])


@pos
def _call_taker(g: Gen6) -> Draft:
    return Draft(f"""You assist 112 call-takers in Zagreb. Suggest the next question from the protocol; never give medical advice
yourself. Odgovaraj na hrvatskom.
{v('request_id', 'SIP Call-ID: ' + g.hex(32) + '@sbc1.112.example')}
Protokol: Bol u prsima (ProQA 10)

Pozivatelj: Moj otac ima jaku bol u prsima i znoji se.
Prijedlog:""", src("dispatch", "call-taker-hr"), ["header_block", "sip_call_id", "croatian"])


# mobile crash reporting

@pos
def _crashlytics_triage(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You triage mobile crashes for the Loomly Android team. Name the likely cause, the owning module and a first fix.
{v('run_id', 'triage_run: ' + g.ulid(t))}
{v('datetime', 'triaged_at: ' + py_iso(t))}

Issue 7c9f0e2a4b1d3c5e (fatal, 1,204 users, first seen in 5.18.0 (51800))
Fatal Exception: java.lang.IllegalStateException: Fragment CheckoutFragment not attached to a context.
  at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)
  at com.loomly.checkout.CheckoutFragment.onPriceLoaded(CheckoutFragment.kt:214)
Event time: 2026-11-30 21:47:03 UTC; device: Pixel 7a, Android 15

Triage:""", src("crash", "crashlytics"), ["header_block", "ulid", "python_isoformat", "crash_time_neighbour"])


@pos
def _bugsnag_relay(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Write a Jira ticket title and a three-line description for this error.
Relay:
{v('request_id', 'Relay-Delivery: ' + g.uuid4())}
{v('datetime', 'Relay-Received: ' + rfc850(t))}
Project: ios-shopfront
Error: EXC_BAD_ACCESS KERN_INVALID_ADDRESS in ImageCache.swift:131
Release stage: production, app 8.2.1 (8210)
First seen: 2026-11-29T08:14:55Z, occurrences: 318

Ticket:""", src("crash", "bugsnag-relay"), ["header_block", "rfc850", "uuid4", "error_dates_neighbour"])


@pos
def _anr_helper(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""<diagnostics build="7.4.0 (7400)" {v('request_id', 'triage_request="' + g.b64url(12) + '"')} {v('datetime', 'prompt_built="' + log4j_iso(t) + '"')} device_class="low-ram">
"main" prio=5 tid=1 Blocked
  at com.fernhill.sync.DbLock.acquire(DbLock.kt:42)
  - waiting to lock <0x0a1b2c3d> held by thread 23
</diagnostics>
Explain why the app froze (ANR) and where to move the database call.""", src("crash", "anr"),
                 ["xml_attr", "two_in_line", "log4j", "b64url"])


# game servers

@pos
def _npc_blacksmith(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""You are Brannoc, the blacksmith NPC on the Emberfall server. Stay in character; prices are in crowns.
server: emberfall-eu-3
{v('session_id', 'match_session: ' + g.uuid7(t))}
{v('datetime', 'server_time: ' + rfc3339(t, 6))}
In-game date: 14th of Frostmoon, Year 812, dusk

Player (Kestrel, level 34): How much to reforge this sword with a frost rune?
Brannoc:""", src("games", "npc"), ["header_block", "uuid7", "rfc3339_us_offset", "in_game_clock_neighbour"])


@pos
def _guild_bot_tl(g: Gen6) -> Draft:
    t = g.moment(PHT)
    return Draft(f"""Ikaw si Tala, ang bot ng guild na "Bagwis" sa Discord. Sumagot nang maikli sa Tagalog o Taglish.
guild_id: 1029384756102938475
{v('message_id', 'message_id: ' + g.snowflake(t))}
Iskedyul ng raid: Biyernes at Sabado, 21:00 PHT

Miyembro: Tala, sino ang naka-schedule sa raid mamayang gabi?""", src("games", "guild-bot-tl"),
                 ["header_block", "snowflake", "tagalog", "stable_snowflake", "ends_with_user"])


@pos
def _match_report(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Write a short, fun post-match summary for the players in the lobby chat.
match: ranked-duo map=Saltmarsh {v('request_id', 'summary_req=' + g.hex(16))} {v('epoch', 'req_ts=' + str(epoch_s(t)))}
Team Amber 13 - 11 Team Slate; MVP: nightjar (27 kills); longest round 2:41 (round 19)

Summary:""", src("games", "match-report"), ["key_value_inline", "two_in_line", "epoch_s", "hex16"])


# LLM gateways and proxies

@pos
def _openrouter(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""HTTP-Referer: https://notebook.quillhaven.example
X-Title: Quillhaven Notes
{v('request_id', 'X-Gateway-Request-Id: ' + g.gen_id(t))}

You are the writing assistant inside Quillhaven Notes. Continue the user's note in their style; never add headings.

Note: Walked the coast path from Porthgwarra to Lamorna today. The wind dropped after noon and""",
                 src("gateway", "openrouter-style"), ["head", "header_block", "vendor_prefixed", "stable_neighbours"])


@pos
def _litellm_meta(g: Gen6) -> Draft:
    return Draft(f"""{{
  "metadata": {{
    "user_api_key_alias": "team-support",
    "user_api_key_team_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    {v('request_id', '"litellm_call_id": "' + g.uuid4() + '",')}
    {v('trace_id', '"trace_id": "' + g.uuid4() + '",')}
    "model_group": "gpt-4o-eu"
  }}
}}
You draft replies for the support team of Lumen Coffee. Warm, brief, no discounts unless the notes say so.

Customer email: My grinder arrived with a cracked hopper. Order LC-48213.
Draft reply:""", src("gateway", "litellm-style"), ["json_block", "head", "uuid4", "stable_uuid_neighbour"])


@pos
def _portkey_headers(g: Gen6) -> Draft:
    return Draft(f"""x-portkey-virtual-key: openai-prod-eu
x-portkey-config: pc-support-fallback
{v('trace_id', 'x-portkey-trace-id: ' + g.uuid4())}
x-portkey-metadata: {{"_user": "u_4471", "env": "prod"}}

Classify the ticket priority as P1, P2 or P3 using the rubric. Output the label only.
Rubric: P1 = outage or data loss; P2 = feature broken with workaround; P3 = question or cosmetic.

Ticket: Export to CSV times out for reports over 50k rows; exporting by month works.
Priority:""", src("gateway", "portkey-style"), ["head", "header_block", "uuid4", "stable_neighbours"])


@pos
def _helicone_headers(g: Gen6) -> Draft:
    return Draft(f"""You are Atlas, the onboarding guide of the Tessera analytics product. Answer in at most five sentences.

Helicone-User-Id: acct_88213
{v('request_id', 'Helicone-Request-Id: ' + g.uuid4())}
{v('session_id', 'Helicone-Session-Id: ' + g.uuid4())}
Helicone-Session-Path: /onboarding/first-dashboard
Helicone-Property-Environment: production

User: How do I share a dashboard with someone outside my workspace?
Atlas:""", src("gateway", "helicone-style"), ["header_block", "uuid4", "stable_neighbours"])


@pos
def _gateway_footer(g: Gen6) -> Draft:
    return Draft(f"""Translate the customer's message into English for the agent, then add one line with the customer's tone.

Customer message (Danish): Jeg har ventet på min refusion i tre uger nu. Det er ikke i orden.

-- via llm-gateway 2.8.1, route support-translate {v('request_id', '[' + g.chatcmpl() + ']')} --""",
                 src("gateway", "footer"), ["tail", "footer", "vendor_prefixed"])


@pos
def _langfuse_trace(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You are the recipe assistant of Pantrypal. Suggest one dinner using only what is in the pantry list.
Pantry: chickpeas, spinach, coconut milk, rice, onions, garlic, curry paste

User: something quick, 20 minutes max
langfuse: {v('trace_id', 'trace_id=' + g.hex(32))} {v('session_id', 'session_id=' + g.ulid(t))} release=web-3.4.0
Assistant:""", src("gateway", "langfuse-style"), ["last_user", "key_value_inline", "two_in_line", "ulid"])


# vector databases and RAG pipelines

@pos
def _qdrant_rag(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Answer using only the passages and cite them as [n].
retrieval: collection=policies-v3 top_k=3 {v('request_id', 'query_id=' + g.uuid4())} {v('datetime', 'at=' + rfc3339(t, 3))}
[1] (leave-policy.pdf, published 2026-03-01) Employees accrue 2.08 days of annual leave per month worked.
[2] (leave-policy.pdf, published 2026-03-01) Up to five unused days may be carried over to the next year.
[3] (faq.md, updated 2026-10-14) Carried-over days expire on 31 March.

Question: If I have 7 days left in December, how many can I keep?
Answer:""", src("rag", "qdrant"), ["key_value_inline", "two_in_line", "rfc3339_ms", "doc_dates_neighbour"])


@pos
def _rag_fa(g: Gen6) -> Draft:
    t = g.moment(IRST)
    return Draft(f"""تو دستیار پاسخ‌گوی مرکز دانش بیمه «آرامش» هستی. فقط از متن‌های بازیابی‌شده پاسخ بده و منبع را ذکر کن.
{v('datetime', 'زمان بازیابی: ' + fa_datetime(t))}
[۱] آیین‌نامه خسارت، ویرایش ۱۴۰۴: برای خسارت بدنه خودرو، گزارش پلیس و عکس محل حادثه لازم است.
[۲] پرسش‌های متداول: پرونده خسارت حداکثر ظرف ۱۰ روز کاری بررسی می‌شود.

پرسش کاربر: برای خسارت بدنه چه مدارکی باید بفرستم؟""", src("rag", "insurance-fa"),
                 ["system_tail", "jalali", "persian_digits", "persian", "doc_edition_neighbour", "ends_with_user"])


@pos
def _pinecone_footer(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Context passages:
- "The Model S30 dehumidifier empties automatically when connected to a drain hose (sold separately)."
- "Error code E3 means the water tank is full or not seated correctly."

Question: my dehumidifier shows E3 but the tank is empty
Answer in two sentences.

{v('request_id', 'x-pinecone-request-id: ' + g.digits(19))}
{v('datetime', 'retrieved: ' + rfc3339_min(t))}
""", src("rag", "pinecone-style"), ["tail", "decimal_id", "rfc3339_minutes"])


@pos
def _weaviate_sr_cyr(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ти си асистент градске библиотеке у Новом Саду. Одговарај на српском (ћирилица), кратко.
{v('date', 'Данашњи датум: ' + sr_cyr_date(t))}
Пронађени одломци:
1. Чланарина за пензионере износи 600 динара годишње.
2. Библиотека ради радним данима од 8 до 20 часова, суботом од 8 до 14.

Корисник: Колико кошта чланарина за моју баку?""", src("rag", "library-sr-cyrl"),
                 ["system_tail", "localized_month", "serbian_cyrillic", "ends_with_user"])


@pos
def _rag_stamped_sentence(g: Gen6) -> Draft:
    t = g.us_c()
    return Draft(f"""You are the benefits assistant of Halvard Manufacturing. {v('datetime', 'The documents below were retrieved on ' + us_12h(t) + ' Central.')}
Always prefer the newest document when two disagree.

Doc A (Benefits guide 2026, effective January 1, 2026): Dental cleanings are covered twice per plan year.
Doc B (Benefits update, effective July 1, 2026): Dental cleanings are covered three times per plan year.

Employee: How many cleanings do I get this year?
Assistant:""", src("rag", "stamped-sentence"), ["inline_sentence", "us_12h_datetime", "effective_dates_neighbour"])


@pos
def _milvus_lv(g: Gen6) -> Draft:
    t = g.ee()
    return Draft(f"""Atbildi tikai no atrastajiem fragmentiem, latviski. Ja atbildes nav, saki to.
meklēšana: kolekcija=veikals_bukleti {v('trace_id', 'trace_id=' + g.hex(32))} {v('datetime', 'laiks="' + f'{t:%d.%m.%Y. %H:%M:%S}' + '"')}
1) Garantija elektronikai ir 24 mēneši no pirkuma datuma.
2) Preci var atgriezt 14 dienu laikā, ja tā nav lietota.

Klients: Vai varu atdot austiņas, kuras nopirku pirms 10 dienām?""", src("rag", "milvus-lv"),
                 ["key_value_inline", "two_in_line", "day_first_numeric", "latvian", "ends_with_user"])


# more formats and positions

@pos
def _mastodon_mention(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""You are the social-media helper of the Kestrel Rail account on Mastodon. Reply to mentions in under 400
characters, politely, and point to the service-status page for live disruption.
Account: @kestrelrail@transit.social
{v('message_id', 'In reply to status: ' + g.mastodon_id(t))}

Mention from @ferngully@mastodon.example: is the 07:12 from Ashby cancelled again?? third time this week
Reply:""", src("social", "mastodon"), ["header_block", "snowflake_like", "per_message_id"])


@pos
def _x_mention(g: Gen6) -> Draft:
    t = g.moment()
    return Draft(f"""Draft a reply from the Orbit Broadband support account. Be brief, apologise once, ask them to DM the account
number, never post personal data.
<mention {v('message_id', 'tweet_id="' + g.x_id(t) + '"')} author="@dani_codes" followers="2,311">
third outage this week @OrbitBroadband, working from home is impossible
</mention>""", src("social", "x-mention"), ["xml_attr", "snowflake", "per_message_id"])


@pos
def _vector_gateway_traceparent(g: Gen6) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
tracestate: vendor=search-gw
You rewrite the user's question into a standalone search query for the knowledge base. Output the query only.

Chat so far:
User: Does the S30 work with a drain hose?
Assistant: Yes, with the 12 mm hose sold separately.
User: and how long can it be?

Query:""", src("rag", "query-rewrite"), ["head", "traceparent", "stable_tracestate"])


@pos
def _b3_single(g: Gen6) -> Draft:
    t = g.au()
    return Draft(f"""You quote travel insurance for Wattle Cover. Ask for trip dates, destinations and ages; quote only from the
rate card.
Rate card: single trip, Asia, 1-14 days: AUD 89 per adult; 15-30 days: AUD 142 per adult
{v('trace_id', 'b3: ' + g.b3())}
{v('datetime', 'quote_time: ' + rfc3339(t))}

Customer: Two adults, Bali, 20 to 31 January. How much?
Assistant:""", src("insurance", "travel-quote"), ["system_tail", "b3_single", "rfc3339_offset", "trip_dates_neighbour"])


@pos
def _email_intake(g: Gen6) -> Draft:
    t = g.uk()
    sent = t - timedelta(hours=g.small(3, 40))
    return Draft(f"""You triage emails to the Coastline Legal Advice Centre. Reply with a category (housing, debt, employment,
family, other) and an urgency from 1 to 3.
{v('datetime', 'Received-By-Gateway: ' + rfc2822(t))}

From: "Lena Morris" <lena.m@example.org>
Date: {rfc2822(sent)}
Subject: bailiff letter

Hi, I got a letter saying bailiffs will visit on Friday about council tax arrears of GBP 1,240. Can they take my car?

Category and urgency:""", src("legal-aid", "email-intake"), ["head", "rfc2822", "email_date_neighbour"])


@pos
def _agri_pipeline_log(g: Gen6) -> Draft:
    t = g.moment(EAT)
    return Draft(f"""Andika ujumbe mfupi wa SMS (herufi 160 au chini) kumjulisha mkulima kuhusu hali ya hewa wiki hii.
Utabiri wa Eldoret: Jumatatu mvua 12 mm, Jumanne mvua 3 mm, Jumatano hadi Ijumaa jua, nyuzi 24-26.
Zao: maharage, wiki 5 tangu kupanda.
{v('datetime', py_logging(t))} INFO sms-composer: prompt built""", src("agri", "sms-composer-sw"),
                 ["tail", "python_logging", "swahili"])


@pos
def _kiosk_clf(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""kiosk-07 {v('datetime', '[' + clf(t) + ']')} "POST /ask HTTP/1.1" lang=hr
Ti si vodič na info-kiosku Arheološkog muzeja u Splitu. Odgovaraj na hrvatskom, najviše tri rečenice.
Muzej je otvoren od 9 do 19 sati, utorkom do 21 sat.

Posjetitelj: Gdje mogu vidjeti natpise iz Salone?""", src("museum", "kiosk-hr"),
                 ["head", "bracketed_inline", "clf", "croatian", "ends_with_user"])


@pos
def _browser_ext(g: Gen6) -> Draft:
    t = g.eu()
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return Draft(f"""Simplify the selected text for a reader with dyslexia: short sentences, common words, keep every date and
amount.
Selected text: "Applications for the 2027 residential parking permit must be submitted no later than 31 January 2027.
Permits cost EUR 120 per vehicle; a second vehicle costs EUR 240."
{v('datetime', 'Selection made: ' + mh.js_tostring(t, zone))}

Simplified:""", src("a11y", "browser-extension"), ["after_content", "js_date_tostring", "content_dates_neighbour"])


@pos
def _teams_da(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Du er Teams-assistenten for Aarhus Kommunes IT-support. Svar på dansk og henvis til selvbetjeningsportalen.
TenantId: 5d3e2f1a-9b8c-4d7e-a6f5-0e1d2c3b4a59
{v('datetime', 'RequestTimestamp: ' + mh.dotnet_o(t, g.small(0, 10)))}
{v('date', 'Uge: ' + str(t.isocalendar()[1]))}

Medarbejder: Min skærm flimrer, når jeg sætter den i dockingstationen.
Assistant:""", src("gov", "municipal-teams-da"), ["header_block", "dotnet_roundtrip", "iso_week_number", "danish"])


@pos
def _turisticka_hr(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ti si asistent turističke zajednice grada Zadra. {v('date', 'Danas je ' + hr_date(t))} Preporuči događanja samo s popisa.
Popis: Advent u Zadru (29. 11. - 6. 1.), koncert klapa u crkvi sv. Donata (subota 20 h), tržnica svaki dan 7-13 h.

Gost: Što mogu raditi večeras s djecom?""", src("tourism", "visitor-hr"),
                 ["inline_sentence", "localized_month", "croatian", "event_dates_neighbour", "ends_with_user"])


@pos
def _euprava_sr(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""Ti si virtuelni asistent portala eUsluge grada Niša. Odgovaraj na srpskom (latinica), jasno i kratko.
{v('date', 'Današnji datum: ' + sr_date(t))}
{v('session_id', 'Sesija: ' + g.b62(32))}

Građanin: Koja dokumenta su mi potrebna za zamenu lične karte?""", src("gov", "eservices-sr"),
                 ["system_tail", "localized_month", "serbian", "ends_with_user"])


@pos
def _agent_parent_msg(g: Gen6) -> Draft:
    return Draft(f"""You are the planning step of a travel agent. Break the user's goal into at most four tool calls.
Tools: search_trains, search_hotels, get_weather, book

Goal: A weekend in Ljubljana from Vienna, leaving Friday after work, back Sunday evening, hotel under EUR 120.
{v('request_id', 'request_id: req_011C' + g.b62(20))}
Plan:""", src("gateway", "agent-parent-msg"), ["last_user", "vendor_prefixed", "request_id"])


@pos
def _server_console(g: Gen6) -> Draft:
    t = g.eu()
    return Draft(f"""You are the admin helper for a Valheim dedicated server. Suggest console commands; never suggest editing
world files by hand.
Server: fjordheim (version 0.219.16)
{v('datetime', 'Host clock: ' + unix_date(t))}
Players online: 4 / 10

Admin: The world save takes ages and the server stutters every 20 minutes. How do I change the save interval?
Assistant:""", src("games", "server-console"), ["header_block", "unix_date", "version_neighbour"])


# --- hand-written negatives ---------------------------------------------------------------------

Adder = Callable[[list[str], str, str], None]


def _neg_gov_insurance_property_hr(add: Adder) -> None:
    add(["tax_notice", "dates_in_document", "reference_numbers"], "gov:tax-notice", """Explain this letter in plain English and
tell me the last day I can pay without a penalty.

FAIRHAVEN REVENUE - NOTICE OF ASSESSMENT
Reference: 4471 09321 K
Date of issue: 24 November 2026
Tax year: 6 April 2025 to 5 April 2026
Amount due: GBP 1,842.60
Pay by: 31 January 2027
If you pay after 31 January 2027, interest is charged from 1 February 2027 at 7.75% a year.""")
    add(["tax_portal_stable_header", "tax_year", "authored_revision"], "gov:tax-assistant-stable", """Service: Self Assessment helper
Tax year: 2026-27
Filing deadline (online): 31 January 2028
Rates effective: 6 April 2026
Prompt revised: 2026-04-02 by the digital service team

You explain how to complete a Self Assessment return. Do not calculate anyone's liability.

Taxpayer: Do I need to report interest from a savings account abroad?
Assistant:""")
    add(["danish", "tax_statement", "dates_in_document"], "gov:arsopgorelse-da", """Kan du forklare, hvorfor jeg skal betale
restskat? Her er et uddrag af min årsopgørelse.

Årsopgørelse 2025 - dannet 14. marts 2026
Personnummer: ******-1234
Lønindkomst: 412.300 kr.
Befordringsfradrag: 9.840 kr.
Restskat: 3.214 kr. (betales senest 1. juli 2026 for at undgå procenttillæg)""")
    add(["estonian", "deadline_question", "dates_in_prose"], "gov:deadline-et", """Tuludeklaratsiooni esitamise tähtaeg oli
30. aprill 2026 ja mul jäi see esitamata. Täna sain kirja, mis on dateeritud 18. novembril 2026. Mida ma
peaksin nüüd tegema ja kas trahv on kohustuslik?""")
    add(["catalan", "official_notice", "dates_in_document"], "gov:notificacio-ca", """Resumeix aquesta notificació en dues
frases:

Ajuntament de Girona - Notificació de liquidació
Núm. d'expedient: 2026/IBI/004471
Data d'emissió: 3 de novembre de 2026
Període de pagament voluntari: de l'1 de novembre al 31 de desembre de 2026
Import: 418,36 EUR
Domiciliació: ES91 2100 0418 4502 0005 1332""")
    add(["tagalog", "receipt", "reference_numbers"], "gov:gcash-receipt-tl", """Totoo ba ang resibong ito? Ibinigay ito sa
akin ng nagbebenta ng kotse.

GCash
Sent via GCash
Amount: PHP 15,000.00
Ref No. 9012 345 678901
Nov 30, 2026 7:42 PM
To: JU***N D.""")
    add(["insurance_record", "record_dates", "injected_record"], "insurance:claim-record", """You are Claims Companion for
Southern Cross Mutual. Use the claim record to answer the officer; never promise a settlement.

Claim record (ClaimCentre export):
Claim number: HC-2026-100913
Policy: HOM-3310-5521
Date of loss: 2026-10-19
Lodged: 2026-10-20T08:14:22+11:00
Assessor assigned: 2026-10-22
Last status change: 2026-11-27T16:02:10+11:00 (awaiting builder's quote)
Excess: AUD 500

Officer: Has the builder's quote been chased yet, and what's our service standard for that step?
Assistant:""")
    add(["norwegian", "accident_report", "times_in_content"], "insurance:skademelding-no", """Hjelp meg å skrive en kort
skademelding ut fra dette:

Det skjedde lørdag 28. november 2026 ca. kl. 16.40 i rundkjøringen ved Sandvika storsenter. Jeg kjørte
inn i rundkjøringen da en varebil (EL 48213) kjørte inn fra høyre uten å vike. Skade på venstre
forskjerm. Vitne: Kari Nilsen, tlf. 912 34 567.""")
    add(["policy_schedule", "iban", "dates_in_document"], "insurance:policy-schedule", """Is my bike covered when it's locked
outside a shop? Here is my policy schedule:

POLICY SCHEDULE - Home & Contents
Policy number: CSM-HC-7781204
Period of cover: 01/04/2026 to 31/03/2027
Premium: EUR 412.80 per year, collected from IE29 AIBK 9311 5212 3456 78 on the 1st of each month
Bicycles (away from home): covered up to EUR 1,500, only when locked to an immovable object""")
    add(["json_records", "claims_list"], "insurance:claims-json", """Which of these claims breach our 10-day first-contact
standard?

[
  {"claim": "MC-88120", "lodged": "2026-11-02T09:15:00Z", "first_contact": "2026-11-04T11:02:00Z"},
  {"claim": "MC-88137", "lodged": "2026-11-03T14:40:00Z", "first_contact": "2026-11-17T08:55:00Z"},
  {"claim": "MC-88151", "lodged": "2026-11-05T07:05:00Z", "first_contact": null}
]""")
    add(["listing_data", "open_house", "clock_ranges"], "property:listing-feed", """You write listing descriptions for Hartwell
& Shaw. Use only the facts given.

Listing facts:
MLS number: HS-20931
Listed: 2026-11-21
Price: GBP 385,000 (reduced from GBP 399,000 on 2026-11-28)
Open house: Saturday 5 December, 11:00-13:00
Council tax band: C
EPC: B (82), certificate dated 2024-06-13

Write 80 words for the portal.""")
    add(["croatian", "rental_contract", "dates_in_document"], "property:najam-hr", """Je li ovaj otkazni rok u skladu sa
zakonom?

UGOVOR O NAJMU STANA
sklopljen 15. rujna 2026. u Zagrebu
Najam se sklapa na određeno vrijeme od 1. listopada 2026. do 30. rujna 2027.
Najamnina: 650 EUR mjesečno, plativa do 5. u mjesecu na HR12 2340 0091 1101 2345 6
Otkazni rok: 15 dana""")
    add(["reso_records", "json_records"], "property:reso-array", """Which of these listings changed price in the last week
of November?

{"value": [
  {"ListingKey": "ML81920011", "ListPrice": 649000, "PreviousListPrice": 675000, "PriceChangeTimestamp": "2026-11-26T15:22:08Z"},
  {"ListingKey": "ML81920458", "ListPrice": 1120000, "PreviousListPrice": null, "PriceChangeTimestamp": null},
  {"ListingKey": "ML81921377", "ListPrice": 489500, "PreviousListPrice": 499000, "PriceChangeTimestamp": "2026-11-19T10:04:51Z"}
]}""")
    add(["candidate_record", "stable_ids", "clock_ranges"], "hr:candidate-record", """You prepare interviewers. Write three
questions tailored to the candidate.

Candidate: Jonas Peeters (candidate id 61c2b7e0-2f4d-4b8a-9c1e-7d6f5a4b3c21)
Applied: 2026-11-30 for ENG-2291 Senior Backend Engineer
Stage: Technical interview, Thursday 3 December, 14:00-14:45 CET
CV highlights: 5 years PostgreSQL at a logistics scale-up; led migration from MySQL in 2024.

Questions:""")
    add(["slovak", "job_posting", "dates_in_document"], "hr:inzerat-sk", """Prelož tento inzerát do angličtiny:

Skladník/skladníčka - Žilina
Nástup: 4. januára 2027
Mzda: od 1 150 EUR brutto mesačne
Pracovný čas: pondelok - piatok 6:00 - 14:30
Uzávierka prihlášok: 18. decembra 2026
Kontakt: +421 41 512 3456""")
    add(["ats_id_question", "id_in_question"], "hr:ats-question", """In our ATS, application app_7Hq2LmX9 shows "submitted
2026-11-30 10:41" but the candidate says they applied on the 28th. Could the timestamp be the time the
recruiter imported it rather than the original submission, and where would I check?""")
    add(["payslip", "dates_in_document", "price"], "hr:payslip", """Why is my net pay lower this month?

Payslip - period 01/11/2026 to 30/11/2026, paid 27/11/2026
Gross salary: EUR 3,400.00
Income tax: EUR 612.40
Social security: EUR 374.00
Pension (4%): EUR 136.00
Cycle-to-work scheme: EUR 45.00 (new)
Net pay: EUR 2,232.60""")
    add(["shift_roster", "clock_ranges", "dates_in_table"], "hr:roster", """Check this roster for anyone with less than
11 hours' rest between shifts.

Name    Mon 30/11      Tue 01/12      Wed 02/12
Ana     14:00-22:00    07:00-15:00    off
Bo      06:00-14:00    06:00-14:00    14:00-22:00
Chidi   22:00-06:00    off            22:00-06:00""")
    add(["tracking_events_pasted", "carrier_scans"], "logistics:tracking-pasted", """My tracking has said the same thing for
four days. Is the parcel stuck in customs?

Tracking number: LX482913770DE
29.11.2026 22:14  Leipzig (DE)   Shipment has left the sorting centre
30.11.2026 04:51  Brussels (BE)  Arrived at export hub
30.11.2026 09:30  Brussels (BE)  Held by customs - awaiting documents
""")
    add(["awb", "container", "hs_code"], "logistics:freight-docs", """Check these shipping details for typos before I submit
the export declaration:

Air waybill: 020-48213771
Container: MSCU 447109 3
HS code: 8421.21.00 (water filtering machinery)
Incoterms: FCA Rotterdam
Gross weight: 1,240 kg, 2 pallets, 120 x 80 x 150 cm each""")
    add(["malay", "shipment_details", "dates_in_prose"], "logistics:penghantaran-ms", """Saya pesan barang pada 25 November
2026 dan penjual kata akan hantar dalam 3 hari bekerja. Nombor penjejakan EP998877665MY masih menunjukkan
"Maklumat diterima" sejak 27 November, jam 10:12 pagi. Adakah saya patut minta bayaran balik?""")
    add(["json_records", "tracking_events_json"], "logistics:events-json", """Write a customer-friendly timeline from these
carrier events.

[
  {"status": "PICKED_UP", "location": "Valencia", "timestamp": "2026-11-26T17:02:11+01:00"},
  {"status": "IN_TRANSIT", "location": "Zaragoza", "timestamp": "2026-11-27T03:44:50+01:00"},
  {"status": "OUT_FOR_DELIVERY", "location": "Barcelona", "timestamp": "2026-11-27T08:10:05+01:00"},
  {"status": "DELIVERED", "location": "Barcelona", "timestamp": "2026-11-27T12:36:40+01:00", "signed_by": "RUIZ"}
]""")
    add(["webhook_pasted", "signature_header", "http_exchange"], "logistics:webhook-debug", """Our endpoint rejects this
carrier webhook with "invalid signature". The shared secret is correct. What are we doing wrong?

POST /hooks/carrier HTTP/1.1
Host: api.kettleandcrumb.example
Content-Type: application/json
X-Carrier-Timestamp: 1764613325
X-Carrier-Signature: t=1764613325,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd

{"event":"tracker.updated","tracker":{"code":"15501234567890","status":"delivered"}}

We compute HMAC-SHA256 over the body only.""")


def _neg_ops_energy_markets(add: Adder) -> None:
    add(["metar_pasted", "dtg_content"], "airline:metar-decode", """Decode these for a student pilot and say whether VFR is
possible at both airports:

METAR EKRK 011820Z 25014KT 9999 SCT035 07/03 Q1004 NOSIG=
TAF EKOD 011700Z 0118/0218 24015G25KT 9999 BKN025 TEMPO 0203/0207 4000 -RA BKN012=""")
    add(["notam_pasted", "notam_times"], "airline:notam", """What does this NOTAM mean for a night landing?

B1172/26 NOTAMN
Q) ESAA/QLRAS/IV/NBO/A/000/999/5739N01217E005
A) ESGG B) 2612012100 C) 2612050500
D) DAILY 2100-0500
E) RWY 21 APCH LGT SYSTEM U/S""")
    add(["schedule_table", "clock_times"], "airline:schedule", """Which connection in Copenhagen gives me at least 50
minutes?

Flight   From  Dep    To   Arr    Days
AU 1181  AAL   06:05  CPH  06:50  1234567
AU 1184  CPH   07:15  BCN  10:05  1234567
AU 1186  CPH   12:40  BCN  15:30  12345
AU 1191  AAL   10:35  CPH  11:20  12345""")
    add(["oooi_times", "id_in_question"], "airline:oooi", """Flight NR418 on 30 November reported OUT 19:52Z, OFF 20:07Z,
ON 21:02Z, IN 21:09Z. The ACARS message id was M48A. What were the block time and the flight time, and
does the 15-minute taxi-out count towards crew duty?""")
    add(["crew_roster_stable", "knowledge_cutoff", "authored_revision"], "airline:crew-stable-header", """System: CrewLink
Agreement version: CLA 2025-2028 (signed 2025-03-14)
Knowledge cutoff: 2025-10
Base: CPH

You explain roster rules from the collective agreement; never change a roster.

Crew member: How many days off must I get in a 28-day period?
CrewLink:""")
    add(["meter_csv", "readings"], "energy:meter-csv", """What is my average night-time consumption (00:00-07:00)?

interval_start,kwh
2026-11-30T00:00:00Z,0.182
2026-11-30T00:30:00Z,0.175
2026-11-30T01:00:00Z,0.169
2026-11-30T06:30:00Z,0.244
2026-11-30T07:00:00Z,0.611""")
    add(["danish", "electricity_bill", "periods"], "energy:elregning-da", """Forklar min elregning kort:

Faktura 2026-118834, udstedt 2. december 2026
Afregningsperiode: 1. november - 30. november 2026
Forbrug: 284 kWh
Spotpris inkl. tillæg: 1,87 kr./kWh
Nettarif (spidslast kl. 17-21): 0,92 kr./kWh
Betales senest: 16. december 2026""")
    add(["ocpp_log", "pasted_log"], "energy:ocpp-log", """Why does the charger reject the session?

[2,"19223201","Authorize",{"idTag":"04E91C5A2B6D80"}]
[3,"19223201",{"idTagInfo":{"status":"Blocked"}}]
[2,"19223202","StatusNotification",{"connectorId":2,"errorCode":"NoError","status":"Available","timestamp":"2026-11-30T18:02:44Z"}]""")
    add(["tariff_config", "clock_ranges"], "energy:tou-config", """Is this time-of-use config right for a tariff whose peak
is 16:00-19:00 on weekdays only?

tariff: flex-saver-2026
valid_from: 2026-04-01
periods:
  - name: peak
    days: [mon, tue, wed, thu, fri, sat, sun]
    start: "16:00"
    end: "19:00"
    rate_p_per_kwh: 38.21
  - name: off_peak
    start: "19:00"
    end: "16:00"
    rate_p_per_kwh: 21.40""")
    add(["uplink_json", "dev_eui", "decode_question"], "agri:uplink-decode", """Decode the payload of this uplink. The sensor
sends soil moisture as uint16 in tenths of a percent, then temperature as int16 in hundredths of a degree.

{
  "end_device_ids": {"device_id": "orchard-a-07", "dev_eui": "70B3D57ED0051A2C"},
  "received_at": "2026-11-30T05:10:44.381727113Z",
  "uplink_message": {"f_port": 2, "frm_payload": "AIQBLA==", "rx_metadata": [{"gateway_ids": {"gateway_id": "gw-south-1"}, "rssi": -97, "snr": 6.5}]}
}""")
    add(["swahili", "planting_dates", "dates_in_prose"], "agri:kupanda-sw", """Nilipanda mahindi tarehe 12 Oktoba 2026 na
mvua ya kwanza ilinyesha tarehe 20 Oktoba. Leo majani ya chini yanageuka manjano. Je, ni upungufu wa
nitrojeni au maji mengi? Shamba liko Nakuru, ekari 2.""")
    add(["agri_table", "dates_in_table"], "agri:spray-log", """Check the spray log against a 14-day pre-harvest interval
for harvest on 10 December.

Date        Block  Product          Rate
2026-11-12  A      Captan 80 WG     1.5 kg/ha
2026-11-24  B      Captan 80 WG     1.5 kg/ha
2026-11-29  C      Sulphur 80 WG    3.0 kg/ha""")
    add(["fixtures_json", "json_records"], "sports:fixtures", """Make a weekend fixture list for our newsletter, times in
UK time.

[
  {"home": "Harbourside FC", "away": "Kingsmoor", "kickoff": "2026-12-05T15:00:00Z", "venue": "Quay Park"},
  {"home": "Ashby Town", "away": "Harbourside FC", "kickoff": "2026-12-12T19:45:00Z", "venue": "Mill Lane"}
]""")
    add(["serbian", "league_table", "numbers"], "sports:tabela-sr", """Napiši kratak komentar o vrhu tabele posle 17. kola:

1. Crvena zvezda   17  14  2  1  44:12  44
2. Partizan        17  11  3  3  35:17  36
3. TSC             17  10  4  3  31:19  34
Sledeće kolo: subota 5. decembar 2026, derbi u 18:00.""")
    add(["match_report_data", "minutes"], "sports:match-data", """Write a 60-word match report.

Harbourside FC 2-1 Kingsmoor, Saturday 28 November 2026, kick-off 15:00, attendance 8,412
Goals: Mensah 12', Ivers 58' (pen); Okoro 90+3'
Red card: Kaur 77'""")
    add(["trade_tape", "pasted_data"], "markets:trade-tape", """Do these prints look like one large order being worked?

time          price    size   venue
14:31:02.118  412.10   500    XNAS
14:31:02.119  412.10   500    BATS
14:31:02.121  412.11   500    XNAS
14:31:04.530  412.12   2,000  EDGX
14:31:04.531  412.12   2,000  XNAS""")
    add(["tx_hash", "block_number", "id_in_question"], "markets:tx-question", """My transfer
0x3a8e2f1c9b4d7e6a5f0c1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f was included in block 21483920 at
2026-11-30 22:41:11 UTC, but the exchange hasn't credited it. They need 64 confirmations. How long should
that take?""")
    add(["earnings_calendar", "dates_in_table"], "markets:earnings", """Which of these report before the market opens next
week?

Company     Date          Time
Ashtead     2026-12-08    07:00 GMT
Ciena       2026-12-10    07:00 ET
Oracle      2026-12-09    16:05 ET
Adobe       2026-12-10    16:05 ET""")
    add(["fx_rates", "document_date"], "markets:ecb-rates", """Convert EUR 2,500 into SEK, NOK and DKK using these ECB
reference rates of 30 November 2026:

USD 1.0512 | SEK 11.482 | NOK 11.734 | DKK 7.4589 | GBP 0.8312""")
    add(["weather_json_pasted", "parse_question"], "weather:parse-error", """My code crashes parsing this response with
"Invalid isoformat string". Which field breaks datetime.fromisoformat on Python 3.10?

{"latitude": 59.44, "longitude": 24.75, "timezone": "Europe/Tallinn",
 "current": {"time": "2026-12-01T18:00", "temperature_2m": -3.4},
 "daily": {"time": ["2026-12-01", "2026-12-02"], "sunrise": ["2026-12-01T08:51", "2026-12-02T08:53"]}}""")
    add(["latvian", "forecast_table", "dates_in_table"], "weather:prognoze-lv", """Kura diena ir vislabākā slēpošanai Siguldā?

Diena            Temp.      Sniegs   Vējš
Sestdiena 5.12.  -6 / -2    5 cm     3 m/s
Svētdiena 6.12.  -9 / -4    0 cm     2 m/s
Pirmdiena 7.12.  -1 / +2    lietus   7 m/s""")
    add(["weather_warning", "validity_times"], "weather:warning", """Should I move our outdoor event on Wednesday because of
this warning?

Yellow warning of wind
Valid from 18:00 Tue 1 Dec to 06:00 Wed 2 Dec 2026
Issued at 10:54 on Tue 1 Dec 2026
Gusts of 50-60 mph are likely along exposed coasts.""")


def _neg_content_services(add: Adder) -> None:
    add(["po_header", "pasted_file"], "l10n:po-header", """Why does msgfmt complain about this header?

msgid ""
msgstr ""
"Project-Id-Version: shopfront 3.8\\n"
"POT-Creation-Date: 2026-11-20 09:12+0100\\n"
"PO-Revision-Date: 2026-11-29 17:45+0100\\n"
"Last-Translator: Marta Puig <marta@example.cat>\\n"
"Language: ca\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1)\\n\"""")
    add(["catalan", "translation_request", "dates_in_prose"], "l10n:traduccio-ca", """Tradueix al castellà, mantenint el
format de les dates:

"La convocatòria s'obre el 7 de gener de 2027 a les 9:00 i es tanca el 28 de febrer de 2027 a les 14:00.
Les resolucions es publicaran abans del 30 d'abril.\"""")
    add(["android_strings", "format_placeholders", "code"], "l10n:strings-xml", """Are the date placeholders in these strings
safe to translate?

<resources>
    <string name="last_sync">Last synced %1$s at %2$s</string>
    <string name="example_date">e.g. 31/12/2026</string>
    <string name="due">Due %s</string>
</resources>""")
    add(["envelope_status_question", "uuid_content", "dates_in_prose"], "esign:envelope-question", """Envelope
4f1cb6a2-3e8d-4c55-b2a9-7d0e6f5a4c3b was sent on 24 November 2026 and the first signer signed on the 25th,
but the second signer never got the email. The envelope expires on 24 December. Can I resend it to just
the second signer without voiding it?""")
    add(["audit_trail", "pasted_document", "ip_addresses"], "esign:certificate", """Is this certificate of completion enough
evidence that my landlord signed the lease himself?

Certificate Of Completion
Envelope Id: 9C1E4D2A7B3F4E8AA0C65F1D2E3B4A9C
Status: Completed
Signer Events: Paul Ridley (paul.ridley@example.com)
  Sent: 11/24/2026 | 09:14:02 AM
  Viewed: 11/24/2026 | 08:40:55 PM
  Signed: 11/24/2026 | 08:43:17 PM
  Using IP Address: 81.174.22.9
  Signature Adoption: Pre-selected Style""")
    add(["lithuanian", "contract_dates", "dates_in_document"], "esign:sutartis-lt", """Ar ši sutartis galioja, jei antroji
šalis pasirašė vėliau?

Paslaugų sutartis Nr. 2026/204
Sudaryta: 2026 m. lapkričio 20 d., Vilnius
Pasirašyta elektroniniu parašu: UAB „Gintarinė spauda“ 2026-11-20 14:12, V. Petrauskas 2026-11-27 09:03
Sutarties galiojimas: iki 2027 m. gruodžio 31 d.""")
    add(["injected_search_results", "product_data", "stable_ids"], "ecommerce:results-stable", """You are the search
assistant of Copperleaf Outdoor. Recommend from these results only.

Results for "down jacket women":
1. SKU CL-DJ-2291-W, Brise Down Jacket, EUR 229, in stock, restocked 2026-11-18
2. SKU CL-DJ-2304-W, Fell Hooded Down, EUR 279, back in stock on 2026-12-14
3. SKU CL-DJ-1876-W, Tarn Light Down, EUR 149, last season (2025), 40% off

Shopper: Warmest one that I can get before the 10th?
Assistant:""")
    add(["order_question", "id_in_question", "price"], "ecommerce:order-question", """Order CL-48213 (placed 27/11/2026,
EUR 312.40) was split into two parcels. Parcel 1 arrived on the 30th; parcel 2 with SKU CL-DJ-2304-W is
"awaiting stock". Can I cancel just that item and keep the free shipping?""")
    add(["recsys_config", "training_window", "yaml"], "recsys:config", """Will this config leak future data into training?

model: rerank-v4
train:
  start: 2026-09-01T00:00:00Z
  end: 2026-11-15T00:00:00Z
eval:
  start: 2026-11-08T00:00:00Z
  end: 2026-11-30T23:59:59Z
features: [ctr_7d, dwell_p50, topic_affinity]""")
    add(["impression_log", "pasted_log"], "recsys:impression-log", """Why does item a3 never get clicked even though it's
ranked first for half the users?

ts=1764544211028 user=u_118 impression=9f2c1d3e item=a3 pos=1 clicked=0
ts=1764544213552 user=u_204 impression=1a7e4b90 item=a3 pos=1 clicked=0
ts=1764544219007 user=u_118 impression=2b8d6c51 item=a1 pos=2 clicked=1""")
    add(["campaign_schedule", "dates_in_prose"], "email-marketing:schedule", """Check this campaign plan for clashes:

- 3 Dec 2026, 10:00 recipient local time: Winter Cabin launch
- 8 Dec 2026, 18:00 GMT: 15% off candles (ends 11 Dec 23:59)
- 10 Dec 2026, 10:00 recipient local time: gift guide""")
    add(["unrendered_merge_tag", "template"], "email-marketing:merge-tags", """Fix the merge tags in this footer so it
renders in Mailchimp:

You're receiving this because you signed up on *|SIGNUP_DATE|*.
Sent on *|DATE:d/m/y|* to *|EMAIL|* · Unsubscribe: *|UNSUB|*
Copyright *|CURRENT_YEAR|* Hollow Pine Candles""")
    add(["survey_csv", "response_ids", "timestamps_in_data"], "survey:responses-csv", """Group these answers by theme.

ResponseId,StartDate,EndDate,Q7_open
R_2VmQ8a1bC3dE4fG,2026-11-28 09:14:02,2026-11-28 09:18:40,"Courier came after 10pm"
R_1xYz9WvU8tS7rQp,2026-11-28 11:02:55,2026-11-28 11:04:13,"Too expensive this year"
R_3AbC4dE5fG6hI7j,2026-11-29 20:41:09,2026-11-29 20:47:31,"Everything worked, thanks\"""")
    add(["survey_design", "dates_in_prose"], "survey:design", """Review my survey invitation text:

"Tell us about your stay between 20 and 27 November 2026. The survey takes 4 minutes and closes on
Friday 11 December at 17:00. Everyone who completes it by then enters a draw for a EUR 100 voucher.\"""")
    add(["chart_data", "alt_text_request"], "a11y:chart-alt", """Write alt text for this line chart:

Title: Daily bikes counted on Vesterbrogade, 23-29 November 2026
Mon 23: 11,204 | Tue 24: 11,882 | Wed 25: 9,140 (rain) | Thu 26: 12,015 | Fri 27: 10,774
Sat 28: 6,310 | Sun 29: 5,902""")
    add(["caption_file", "srt_times"], "a11y:captions", """Fix the reading speed of these captions (max 17 characters
per second) without changing the timings:

12
00:04:10,200 --> 00:04:11,900
The council approved the new cycle lanes on the 24th.

13
00:04:12,000 --> 00:04:13,100
Work begins in March.""")
    add(["journal_entry", "dates_in_prose"], "wellbeing:journal", """You are Willow, a supportive companion. Reflect back
what you notice in my journal; don't diagnose.

Journal, Sunday 29 Nov: slept 11pm-4am, then awake. Walked 40 minutes at lunch, felt better. Called mum at
6:30. Monday 30 Nov: skipped lunch, argued with Tom at 9pm.""")
    add(["safety_plan", "phone", "authored"], "wellbeing:safety-plan", """Help me rewrite my safety plan so it's easier to
read on my phone. My therapist and I wrote it on 12 October 2026.

1. Warning signs: not sleeping, cancelling plans.
2. Things that help: cold water on my face, the 4-7-8 breathing.
3. People: my sister Ana (07700 900 123), my friend Jo (07700 900 456).
4. Crisis line: 116 123 (free, 24 hours).""")
    add(["urdu", "utility_bill", "dates_in_document"], "wellbeing:bill-ur", """میرے بجلی کے بل میں اتنی زیادہ رقم کیوں ہے؟

بل کا مہینہ: نومبر 2026
جاری ہونے کی تاریخ: 3 دسمبر 2026
آخری تاریخ ادائیگی: 17 دسمبر 2026
یونٹس: 412
واجب الادا رقم: 18,430 روپے""")
    add(["eviction_notice", "dates_in_document"], "legal-aid:notice", """Is this notice valid? My tenancy started on 1 March
2025.

NOTICE REQUIRING POSSESSION (Section 21)
To: Mr D. Hale, 4 Alder Court, Leeds LS6 2QT
Date of notice: 17 November 2026
You are required to leave the property after 31 January 2027.
Signed: R. Pike, landlord""")
    add(["bengali", "court_date", "dates_in_prose"], "legal-aid:adalat-bn", """আমার মামলার পরবর্তী শুনানি ১৫ জানুয়ারি ২০২৭ তারিখে,
সকাল ১০টায়। আইনজীবী বলেছেন ৩১ ডিসেম্বর ২০২৬-এর মধ্যে কাগজপত্র জমা দিতে হবে। কোন কোন কাগজ লাগতে পারে?""")
    add(["statute", "effective_dates"], "legal-aid:statute", """Which version of this rule applies to a deposit paid on 12
March 2025?

Section 4A (as amended by the Renters (Amendment) Act 2025, in force from 1 May 2025): A deposit must be
protected within 30 days of receipt. Before 1 May 2025 the period was 14 days.""")
    add(["marc_record", "pasted_record"], "library:marc", """What's wrong with the 260 field in this MARC record?

001 991004471203
005 20261130101522.0
008 261130s2018    nyu           000 1 eng d
020 $a 9780393635522
100 1_ $a Powers, Richard, $d 1957-
245 14 $a The overstory : $b a novel / $c Richard Powers.
260 __ $a New York : $b W.W. Norton & Company, $c 2018.""")
    add(["norwegian", "loan_list", "due_dates"], "library:lan-no", """Hvilke bøker må jeg levere først?

Lån (Bergen Folkebibliotek):
- "Sjøfareren", frist 04.12.2026
- "Nordlys i desember", frist 11.12.2026, kan ikke fornyes (reservert)
- "Strikk til hele året", frist 18.12.2026""")
    add(["isbn_list", "citation"], "library:reading-list", """Turn this into an APA reading list:

Kimmerer, Braiding Sweetgrass, Milkweed Editions, 2013, ISBN 978-1-57131-335-6
Shepherd, The Living Mountain, Canongate, 2011 (first published 1977), ISBN 978-0-85786-183-0""")
    add(["exhibit_label", "accession_number", "life_dates"], "museum:label", """Make this label friendlier for children aged
8-12, same facts:

Gwen John (1876-1939)
A Corner of the Artist's Room in Paris, c. 1907-09
Oil on canvas, 31.2 x 24.8 cm
Accession no. 1937.412, purchased 1937""")
    add(["opening_hours", "clock_ranges"], "museum:hours", """Can we visit the maritime museum and the Roman amphitheatre
on the same afternoon?

Museu Marítim: dimarts-dissabte 10:00-19:00, diumenge 10:00-14:00, dilluns tancat
Amfiteatre: cada dia 9:00-17:30 (última entrada 17:00)""")


def _neg_transit_dispatch_software(add: Adder) -> None:
    add(["gtfs_static", "stop_times"], "transit:stop-times", """Why does the journey planner show the 09:52 at Mill Street
as 09:55?

trip_id,arrival_time,departure_time,stop_id,stop_sequence
4471_0930_WKD,09:30:00,09:30:00,RB-2001,1
4471_0930_WKD,09:51:00,09:52:00,RB-2208,14
4471_0930_WKD,10:03:00,10:03:00,RB-2310,19""")
    add(["gtfs_rt_pasted", "feed_header_content"], "transit:gtfs-rt-debug", """Our consumer drops every feed that looks like
this. Is the header valid?

header {
  gtfs_realtime_version: "2.0"
  incrementality: FULL_DATASET
  timestamp: 1764613325
}
entity {
  id: "T-4471-0930"
  trip_update { trip { trip_id: "4471_0930_WKD" } timestamp: 1764613301 }
}""")
    add(["estonian", "timetable", "clock_times"], "transit:soiduplaan-et", """Millise bussiga jõuan kella 8-ks Ülemistele?

Buss 17A, Balti jaam -> Ülemiste
Tööpäevad: 07:05, 07:20, 07:35, 07:50
Sõiduaeg: 18 minutit""")
    add(["service_change", "dates_in_prose"], "transit:service-change", """Rewrite this service notice for social media,
under 280 characters:

From Saturday 12 December 2026 until Sunday 10 January 2027, route 12 will not serve Mill Street between
22:00 and 05:00 because of water-main works. Use stop RB-2212 on Canal Road instead.""")
    add(["cad_log_pasted", "incident_times", "unit_ids"], "dispatch:cad-log", """Summarise this incident for the after-action
review, with the response time for the first engine.

26-118377  MVC W/ INJ  I-80 EB MM 142
17:41:09  Call received (caller: 2 vehicles, one on its side)
17:42:02  M14, E31 dispatched
17:49:37  E31 on scene
17:50:11  M14 on scene
18:22:48  M14 transporting 1 to St. Anne's""")
    add(["radio_codes", "policy_document"], "dispatch:codes", """Explain these codes for a new call-taker, in a table:

10-4 acknowledged; 10-20 location; 10-97 arrived on scene; Code 3 lights and siren.
Priority 1: response target 8 minutes (urban), 15 minutes (rural), measured from call pickup.""")
    add(["crash_stacktrace", "crash_time", "id_in_question"], "crash:stacktrace", """Crashlytics issue 3f7e9a1c2b4d6e8f started
on 29 November at 08:14 UTC right after we released 5.18.0. What is the likely cause?

Fatal Exception: java.lang.NullPointerException: Attempt to invoke virtual method 'int java.lang.String.length()' on a null object reference
  at com.loomly.search.QueryFormatter.format(QueryFormatter.kt:58)
  at com.loomly.search.SearchViewModel$onQuery$1.invokeSuspend(SearchViewModel.kt:141)""")
    add(["bugsnag_json", "pasted_event"], "crash:bugsnag-json", """Which release introduced this error, and is it only on
iOS 18?

{"errorClass": "EXC_BAD_ACCESS", "context": "ImageCache.swift:131",
 "firstSeen": "2026-11-29T08:14:55Z", "lastSeen": "2026-11-30T22:01:12Z",
 "eventsCount": 318, "usersCount": 211,
 "releaseStages": ["production"], "appVersions": ["8.2.1", "8.2.0"],
 "osVersions": {"18.1": 201, "18.0": 96, "17.6": 21}}""")
    add(["ips_report", "pasted_report"], "crash:ips", """What does this crash header tell me?

Incident Identifier: 6C1F2E3D-4B5A-4978-8A9B-0C1D2E3F4A5B
Hardware Model:      iPhone15,3
Process:             Shopfront [4412]
Version:             8.2.1 (8210)
Date/Time:           2026-11-30 21:47:03.4412 +0100
OS Version:          iPhone OS 18.1 (22B83)
Exception Type:      EXC_BAD_ACCESS (SIGSEGV)""")
    add(["game_server_log", "pasted_log"], "games:server-log", """Why do players get kicked every few minutes?

[18:02:11] [Server thread/INFO]: nightjar joined the game
[18:04:40] [Server thread/WARN]: Can't keep up! Is the server overloaded? Running 5012ms or 100 ticks behind
[18:04:41] [Server thread/INFO]: nightjar lost connection: Timed out
[18:05:02] [Server thread/INFO]: Kestrel lost connection: Timed out""")
    add(["server_config", "schedule", "versions"], "games:server-config", """Is this restart schedule sensible for a server
with players in Europe and Australia?

server.tickrate = 30
server.maxplayers = 100
restart.schedule = "Mon,Thu 05:00 UTC"
wipe.schedule = "first Thursday 19:00 UTC"
build = 2026.11.2""")
    add(["steam_id", "id_in_question"], "games:steam-id", """A player with SteamID64 76561198012345678 says he was banned
on 28 November by mistake. Our ban log shows ban id 48213 issued at 2026-11-28 21:14:09 by moderator
"ferngully" for "speed hack". How do I check the evidence before lifting it?""")
    add(["in_game_clock", "npc_dialogue"], "games:in-game-clock", """You are Brannoc, the blacksmith NPC. Stay in character.
In-game date: 3rd of Thawmoon, Year 813, midday
Weather in Emberfall: light snow

Player (Kestrel, level 35): Is the forge open at this hour?
Brannoc:""")
    add(["gateway_response_pasted", "vendor_ids", "epoch_content"], "gateway:response-pasted", """How much did this call cost,
and why are the native token counts different from the ones shown?

{"id": "gen-1764613325-Qm7pXa2LrV9sT4kW8yZc", "provider": "DeepInfra", "model": "meta-llama/llama-3.3-70b-instruct",
 "created": 1764613325, "usage": {"prompt_tokens": 1822, "completion_tokens": 411, "total_tokens": 2233,
 "native_tokens_prompt": 1790, "native_tokens_completion": 402}}""")
    add(["gateway_config", "api_version", "yaml"], "gateway:litellm-config", """Why do requests to the Azure deployment fail
with "api-version not supported"?

model_list:
  - model_name: gpt-4o-eu
    litellm_params:
      model: azure/gpt-4o
      api_base: https://tessera-eu.openai.azure.example
      api_version: "2024-02-15-preview"
litellm_settings:
  request_timeout: 600
  num_retries: 2""")
    add(["code", "literal_trace_id", "headers_in_code"], "gateway:code-headers", """Is it OK to hard-code the trace id like
this in our tests?

```python
headers = {
    "x-portkey-virtual-key": "openai-test",
    "x-portkey-trace-id": "test-trace-0001",
    "traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
}
resp = client.post("/v1/chat/completions", headers=headers, json=payload)
```""")
    add(["gateway_stable_header", "stable_metadata"], "gateway:stable-header", """Gateway: litellm-proxy 1.52.3
Virtual key alias: team-support
Model group: gpt-4o-eu
Budget: USD 500 per month, resets on the 1st
Fallbacks: gpt-4o-mini-eu

You draft replies for the Lumen Coffee support team. Warm, brief, no discounts unless the notes say so.

Customer email: Can I change the grind size on my subscription?
Draft reply:""")
    add(["vector_query_log", "pasted_log"], "vector:query-log", """Why is p99 latency so high for the tenant-4471
namespace?

2026-11-30T21:04:11.202Z query ns=tenant-4471 top_k=50 filter={"lang":"da"} took=812ms
2026-11-30T21:04:11.950Z query ns=tenant-0912 top_k=5 filter=null took=21ms
2026-11-30T21:04:12.381Z query ns=tenant-4471 top_k=50 filter={"lang":"da"} took=944ms""")
    add(["index_stats", "json"], "vector:index-stats", """Is this index close to its limits?

{"dimension": 1536, "index_fullness": 0.83, "total_vector_count": 4120733,
 "namespaces": {"tenant-4471": {"vector_count": 3811020}, "tenant-0912": {"vector_count": 309713}}}""")
    add(["rag_doc_metadata", "injected_documents", "published_dates"], "vector:rag-doc-dates", """Answer from the documents and
cite them. If they disagree, prefer the most recently published.

<document id="kb-1182" title="Refund policy" published="2025-02-10" version="3">
Refunds are issued within 14 days to the original payment method.
</document>
<document id="kb-1460" title="Refund policy (revised)" published="2026-09-01" version="4">
Refunds are issued within 5 business days to the original payment method.
</document>

Question: How long do refunds take?
Answer:""")
    add(["chunk_ids", "hash_ids", "injected_documents"], "vector:chunk-hashes", """Use the passages to answer; cite the chunk
id.

[chunk 6b1f0e9a2c3d4e5f] Dogs are allowed on the terrace and in the bar, not in the restaurant.
[chunk 0c9d8e7f6a5b4c3d] Guide dogs are welcome everywhere in the hotel.

Guest: Can I bring my dog to dinner?
Assistant:""")


def _neg_multilingual_content(add: Adder) -> None:
    add(["swahili", "mobile_money_sms", "transaction_id"], "content:mpesa-sw", """Je, ujumbe huu ni wa kweli au ni utapeli?

QKL7H2XB9P Confirmed. Ksh1,250.00 sent to JOHN KAMAU 0712345678 on 1/12/26 at 6:22 PM. New M-PESA
balance is Ksh3,410.50. Transaction cost, Ksh13.00.""")
    add(["bengali", "mobile_money_sms", "transaction_id"], "content:bkash-bn", """এই এসএমএসটা কি আসল? টাকা এখনো আমার
অ্যাকাউন্টে দেখাচ্ছে না।

You have received Tk 2,500.00 from 01712345678. Ref 4471. Fee Tk 0.00. Balance Tk 2,812.40. TrxID BKL7H2XB9P at 30/11/2026 21:14""")
    add(["tamil", "train_ticket", "pnr"], "content:pnr-ta", """இந்த டிக்கெட் உறுதியாகிவிட்டதா? பயணம் நாளை மறுநாள்.

PNR: 4471029381
ரயில்: 12635 வைகை எக்ஸ்பிரஸ்
புறப்பாடு: சென்னை எழும்பூர், 03-12-2026 13:50
வருகை: மதுரை, 03-12-2026 21:15
நிலை: RAC 14""")
    add(["persian", "date_conversion", "id_in_question"], "content:jalali-fa", """تاریخ ۱۰ آذر ۱۴۰۵ به میلادی چه روزی
می‌شود؟ و اگر قسط وامم هر ماه روز ۲۵ باشد، قسط بعدی چه تاریخی است؟""")
    add(["serbian", "invoice", "dates_in_document"], "content:faktura-sr", """Proveri da li je ova faktura ispravno
popunjena:

Račun br. 2026-1183
Datum prometa: 27.11.2026.
Datum izdavanja: 30.11.2026.
Rok plaćanja: 15.12.2026.
PIB kupca: 101234567
Iznos: 48.600,00 RSD (PDV 20% uključen)""")
    add(["latvian", "train_schedule", "clock_times"], "content:vilciens-lv", """Ar kuru vilcienu es paspēšu uz 9:00 darbu
Jūrmalā, ja strādāju pie Dubultu stacijas?

Rīga - Tukums: 07:42, 08:05, 08:24, 08:51
Brauciena laiks līdz Dubultiem: 33 min
Sestdienās pirmais vilciens 06:50""")
    add(["slovak", "appointment_confirmation", "dates_in_document"], "content:termin-sk", """Môžete mi toto potvrdenie
zhrnúť jednou vetou?

Potvrdenie objednávky
Ambulancia: Ortopédia, Nemocnica Žilina
Termín: štvrtok 10. decembra 2026 o 8:40
Číslo objednávky: 2026-OR-004471
Prineste si výmenný lístok a kartičku poistenca.""")
    add(["malay", "bank_receipt", "reference_numbers"], "content:resit-ms", """Adakah pemindahan ini sudah berjaya? Penerima
kata belum terima duit.

DuitNow Transfer Successful
Amaun: RM 850.00
Kepada: SYARIKAT JAYA MAJU SDN BHD
No. Rujukan: 20261130MBBEMYKL010ORM99331841
Tarikh/Masa: 30 Nov 2026 21:14:07""")
    add(["tagalog", "quoted_message", "dates_in_prose"], "content:text-tl", """Ano ang ibig sabihin ng mensaheng ito mula sa
landlord ko? Dapat ba akong mag-alala?

"Magandang gabi po. Paalala lang na ang upa para sa Disyembre ay due sa Disyembre 5, 2026. Simula Enero
2027, magiging PHP 9,500 na ang buwanang upa.\"""")
    add(["danish", "meeting_minutes", "clock_ranges"], "content:referat-da", """Lav en kort liste over beslutninger:

Referat, bestyrelsesmøde i Andelsforeningen Solsikken
Dato: 26. november 2026, kl. 19.00-21.15
- Generalforsamling afholdes 18. marts 2027 kl. 19.00.
- Vaskeriet får nye maskiner i uge 5.
- Boligafgiften stiger 3,1% fra 1. januar 2027.""")
    add(["estonian", "ehr_document", "dates_in_document"], "content:retsept-et", """Selgita lihtsate sõnadega, kuidas seda
ravimit võtta:

Retsept nr 1004471203, välja kirjutatud 27.11.2026
Amoksitsilliin 500 mg, 1 kapsel 3 korda päevas 7 päeva jooksul (kell 8, 16 ja 24)
Kehtib kuni 27.12.2026""")
    add(["croatian", "bank_transfer", "iban"], "content:uplatnica-hr", """Provjeri ove podatke za uplatu prije nego što
platim:

Primatelj: Grad Zadar
IBAN: HR12 2340 0091 1101 2345 6
Model: HR68, poziv na broj: 7110-4471-2026
Opis: komunalna naknada za studeni 2026
Iznos: 42,80 EUR""")
    add(["norwegian", "quoted_email", "dates_in_prose"], "content:epost-no", """Svar høflig på denne e-posten og foreslå et
nytt tidspunkt:

> Fra: Kari Nilsen <kari@fjordvern.example>
> Sendt: mandag 30. november 2026 14:12
> Emne: Befaring
>
> Hei! Takstmannen kan komme torsdag 3. desember kl. 10-12. Passer det?""")
    add(["urdu", "sms_otp_warning", "phone"], "content:sms-ur", """کیا یہ پیغام فراڈ ہے؟

"آپ کا انعام 50,000 روپے ہے۔ 30 نومبر 2026 سے پہلے دعویٰ کرنے کے لیے 0300-1234567 پر کال کریں اور اپنا کوڈ 448213 بتائیں۔\"""")
    add(["catalan", "school_calendar", "dates_in_prose"], "content:calendari-ca", """Quants dies lectius hi ha entre aquestes
dates? Vacances de Nadal: del 22 de desembre de 2026 al 7 de gener de 2027, ambdós inclosos. El curs
es reprèn el 8 de gener.""")


def _neg_generic_hard(add: Adder) -> None:
    add(["code", "now_call", "timestamp_literal"], "generic:code-now", """Why does this test fail only between 23:00 and
midnight?

```python
from datetime import date, datetime, timedelta

def is_overdue(due: date) -> bool:
    return datetime.utcnow().date() > due

def test_due_today_not_overdue():
    assert not is_overdue(date.today())
```""")
    add(["indented_code", "log_in_code"], "generic:indented-log", """In our runbook this snippet is meant to show the expected
output, but a reader thought it was live data. How should I mark it up?

    $ systemctl status meter-sync
    ● meter-sync.service - Smart meter sync
         Active: active (running) since Mon 2026-11-30 06:00:02 CET; 1 day 12h ago
       Main PID: 4471 (python3)""")
    add(["ulid", "id_in_question"], "generic:ulid-question", """What timestamp is encoded in the ULID
01JDX4Q2F8Z6R3M9KXW7TN5B2C, and can two ULIDs generated in the same millisecond sort out of order?""")
    add(["ksuid", "id_in_question"], "generic:ksuid-question", """We store KSUIDs like 2pGq5aN3bR7cT9dV1eX4fY6gZ8h as
primary keys. Is it safe to use them in URLs, and do they leak when the record was created?""")
    add(["epoch", "id_in_question"], "generic:epoch-question", """Our logs show 1764613325482913 in the ts field. Is that
microseconds or nanoseconds, and what date is it in Tallinn?""")
    add(["uuid7", "id_in_question"], "generic:uuid7-question", """Is 01937f2a-6b1c-7d4e-9f0a-1b2c3d4e5f60 a UUIDv7? If so,
when was it generated, and is it a good idea to expose such ids to customers?""")
    add(["traceparent_log", "pasted_log"], "generic:trace-log", """Two services disagree on the parent span. Which one is
wrong?

svc=checkout traceparent=00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01 msg="calling payments"
svc=payments traceparent=00-4bf92f3577b34da6a3ce929d0e0e4736-53995c3f42cd8ad8-01 msg="received call"
svc=payments parent_span=b7ad6b7169203331 msg="charging card\"""")
    add(["jwt_pasted", "decode_question"], "generic:jwt-pasted", """Is this token expired? Our clock says it is
2026-12-01 18:30 UTC.

eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1XzQ0NzEiLCJpYXQiOjE3NjQ2MDk3MjUsImV4cCI6MTc2NDYxMzMyNX0.c2lnbmF0dXJlLXBsYWNlaG9sZGVy""")
    add(["quoted_email", "email_headers", "message_id"], "generic:quoted-email", """Summarise the thread and list who has to do
what.

-------- Forwarded Message --------
Subject: Re: Winter timetable proofs
Date: Mon, 30 Nov 2026 16:05:11 +0100
From: Mei Chen <mei@kestrelrail.example>
To: print@harbourpress.example
Message-ID: <a81c2f9e-4d7b-4e0a-9c3d-2b1e0f9a8c7d@kestrelrail.example>

Proofs attached. Please confirm delivery of 20,000 copies by 9 December; the timetable starts on the
13th.""")
    add(["http_exchange", "request_id_in_response"], "generic:http-exchange", """Support asked me for the request id of the
failed call. Which value do they mean?

> GET /v2/meters/571313174001234567/readings?from=2026-11-01 HTTP/1.1
> Host: api.stromlys.example
< HTTP/1.1 504 Gateway Timeout
< Date: Tue, 01 Dec 2026 17:22:05 GMT
< X-Request-Id: 6e2f1c0a-9b8d-4e7f-a6c5-3d2e1f0a9b8c
< Retry-After: 30""")
    add(["knowledge_cutoff", "api_version", "stable_header"], "generic:model-card-header", """Model: tessera-chat-2026-09
Knowledge cutoff: 2026-06
API version: 2026-01-15
Context window: 200k tokens
Deployment: eu-north-1

You are a careful assistant for Tessera customers. If asked about events after your knowledge cutoff, say
you may not know about them.

User: What's new in your latest version?
Assistant:""")
    add(["per_user_stable", "member_since", "stable_ids"], "generic:member-profile", """You are the loyalty assistant of
Nordlys outdoor shop. Personalise, but never reveal the member number in full.

Member: Ingrid Solberg
Member number: NL-0044-7120-93
Member since: 2019-05-14
Tier: Gold (valid until 2027-03-31)
Points: 12,480

Ingrid: How many points do I need for the free ski service?
Assistant:""")
    add(["relative_time", "durations"], "generic:relative", """The pump alarm went off 12 minutes ago, the previous one about
3 hours ago, and the tank was last refilled yesterday evening. The float switch was replaced two weeks
ago. Is the switch the likely culprit again?""")
    add(["coordinates", "phone", "address"], "generic:coords", """Format these sites as a table with name, coordinates in
decimal degrees and phone:

Bergen depot: 60°23'N 5°19'E, +47 55 12 34 56
Stavanger depot: 58.9690, 5.7331, +47 51 98 76 54
Trondheim depot: 63°25'47"N 10°23'36"E, +47 73 11 22 33""")
    add(["commit_hashes", "digests"], "generic:commits", """Which of these images was built from the release commit?

release tag v4.18.0 -> commit 9b1e2c47f0d3a5e8b6c7d2f1a0e9b8c7d6f5e4a3
image A: sha256:5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 (label git-sha=9b1e2c4)
image B: sha256:88525753f79d3bec27d2fa7c66aa0b92b3aa9498dafd93d7cfa4b3780cdae313 (label git-sha=3e7a1c4)""")
    add(["cron", "clock_times"], "generic:cron", """Translate these cron lines into plain English, assuming the server runs in
Europe/Copenhagen:

30 2 * * 1-5  /opt/meter-sync/run.sh
0 */6 * * *   /opt/backup/snapshot.sh
15 23 28-31 * [ "$(date +\\%d -d tomorrow)" = "01" ] && /opt/billing/close-month.sh""")
    add(["few_shot", "example_dates"], "generic:few-shot", """Convert the date to ISO 8601.

Input: 1. december 2026 kl. 18.22
Output: 2026-12-01T18:22

Input: 2026 m. gruodžio 1 d. 18:22
Output: 2026-12-01T18:22

Input: Disyembre 5, 2026 9:15 PM
Output:""")
    add(["authored_revision", "system_prompt_changelog"], "generic:prompt-changelog", """You are Fern, the garden-centre
helper.

Prompt changelog:
- 2026-03-02: added pet-safety warnings for lilies.
- 2026-09-15: removed peat-based compost from recommendations.
Last reviewed: 2026-11-20 (horticulture team)

Customer: Is it too late to plant tulip bulbs?
Fern:""")
    add(["build_epoch", "versions"], "generic:build-info", """Is this build reproducible? Same commit, different binaries.

build A: version 3.8.0, commit 7d3f2b1, SOURCE_DATE_EPOCH=1764547200, go1.23.4
build B: version 3.8.0, commit 7d3f2b1, SOURCE_DATE_EPOCH unset, go1.23.4
sha256 A: 2a6386ad2db20e7f55073f69a98d6da2cf9f168e05e7487d2670baeb9b7601c5
sha256 B: 9a93b2b7dfdac77ceba5a558a580e74667dd6fede4585b91eefb60f03b72df23""")
    add(["slack_export", "pasted_thread", "message_ts"], "generic:slack-export", """Who agreed to own the rollback plan in this
thread?

[{"ts": "1764588311.002100", "user": "U024BE7LH", "text": "deploy of payments-api 1.42.0 failed health checks"},
 {"ts": "1764588402.004300", "user": "U03J2KQ8P", "text": "I'll write the rollback plan"},
 {"ts": "1764588455.004900", "user": "U024BE7LH", "text": "thanks, by 5pm please"}]""")
    add(["sql", "timestamp_literals"], "generic:sql", """Why does this query miss readings from the last hour of November?

SELECT meter_id, SUM(kwh)
FROM readings
WHERE interval_start BETWEEN '2026-11-01 00:00:00+01' AND '2026-11-30 23:00:00+01'
GROUP BY meter_id;""")
    add(["prices", "table"], "generic:price-table", """Which charging plan is cheapest for 350 kWh a month?

Plan       Monthly fee   Price per kWh   Session fee
Go         EUR 0         EUR 0.59        EUR 0.35
Plus       EUR 4.99      EUR 0.47        EUR 0
Max        EUR 14.99     EUR 0.39        EUR 0""")
    add(["agenda", "clock_ranges", "dates_in_document"], "generic:agenda", """Shorten this agenda for the email invite:

Regional transit forum - Thursday 10 December 2026, Riverbend Town Hall
09:30-10:00 Registration and coffee
10:00-10:45 Winter timetable: what changes on 13 December
10:45-11:30 Real-time information: the new GTFS-rt feed
11:30-12:00 Questions""")
    add(["changelog", "versions", "release_dates"], "generic:changelog", """Which of these releases fixed the offline-sync
bug?

v5.18.1 (2026-11-30): fix crash in checkout when price loads after the fragment detaches
v5.18.0 (2026-11-28): new search; offline sync rewritten
v5.17.3 (2026-11-10): fix offline sync losing edits made within 2 s of reconnecting""")
    add(["per_deployment_stable", "tenant_ids"], "generic:deployment-header", """Tenant: 3b241101-e2bb-4255-8caf-4136c566a962
Region: eu-west-1
Workspace: harbour-logistics
Data residency: EU
SSO: enabled since 2025-08-01

You are the analytics copilot for this workspace. Write SQL for the warehouse in the Postgres dialect.

User: on-time delivery rate by carrier for November
Assistant:""")
    add(["device_info_stable", "versions"], "generic:device-info", """You help users of the Strømlys app with technical
problems.
App: 6.4.1 (6410)
OS: Android 15, security patch 2026-11-05
Device: Pixel 7a
Meter ID: 571313174001234567

User: The app shows yesterday's usage as zero.
Assistant:""")
    add(["control", "plain"], "generic:plain-1", """You are Mira, a friendly assistant for a knitting shop. Suggest yarns and
needle sizes for the projects customers describe.

Customer: I want to knit a warm hat for my dad. What yarn should I use?
Mira:""")
    add(["control", "plain"], "generic:plain-2", """Explain the difference between a heat pump and an electric boiler to a
homeowner, in three short paragraphs, without jargon.""")


def negatives(g: Gen6) -> list[Draft]:
    """Prompts whose dates, times, ids and numbers are all content or stable: nothing may move."""
    n: list[Draft] = []

    def add(kind: list[str], source: str, text: str) -> None:
        hard = [] if "control" in kind else ["hard_negative"]
        n.append(Draft(text, src("negative", source), [*hard, *kind]))

    _neg_gov_insurance_property_hr(add)
    _neg_ops_energy_markets(add)
    _neg_content_services(add)
    _neg_transit_dispatch_software(add)
    _neg_multilingual_content(add)
    _neg_generic_hard(add)
    return n


# --- generated families: one field, a body, a position --------------------------------------------

# (name, language, system prompt, user label, user message, cue line or None)
GBODIES: list[tuple[str, str, str, str, str, str | None]] = [
    ("parcel", "en", "You are Parcel Pal, the delivery assistant of Kettle & Crumb. Explain tracking events and offer a\n"
     "carrier investigation when a parcel has not moved for 3 days.", "Customer",
     "My parcel has said 'in transit' since 26 November. Is it lost?", "Parcel Pal:"),
    ("tax", "en", "You help people file their Self Assessment on the Fairhaven Revenue portal. Explain where things\n"
     "go; never calculate a liability.", "Taxpayer", "I sold some shares in June 2026. Which section do I use?",
     "Assistant:"),
    ("transit", "en", "You are Mio, the trip assistant for Riverbend Transit. Give departures from the timetable and\n"
     "mention step-free access when relevant.", "Rider", "What's the last bus from Central to Mill Street on a Sunday?",
     "Mio:"),
    ("energy", "en", "You are Volt, the assistant in the Brightwater Energy app. Explain bills and usage in plain words.",
     "Customer", "Why was my bill for 1-30 November higher than October's?", "Volt:"),
    ("library", "en", "You are the chat assistant of Carrow University Library. Help with loans, rooms and e-resources.",
     "User", "Can I renew a book that someone else has reserved?", "Assistant:"),
    ("legal", "en", "You are Ally, the intake assistant of Eastside Tenant Legal Aid. Give general information only.",
     "Tenant", "My landlord wants to enter the flat tomorrow at 9 without notice. Can he?", "Ally:"),
    ("crash", "en", "You triage crash reports for the Loomly mobile team. Name the likely cause and the owning module.",
     "Engineer", "NullPointerException in QueryFormatter.format since 5.18.0 - where do I start?", "Assistant:"),
    ("sports", "en", "You write push notifications for the Harbourside FC app: one sentence, no emojis.", "Editor",
     "Write a notification for the 2-1 win against Kingsmoor.", "Notification:"),
    ("da-energy", "da", "Du er energirådgiveren i appen Strømlys. Svar kort og på dansk.", "Kunde",
     "Hvorfor steg min regning i november?", "Assistant:"),
    ("no-transit", "no", "Du er reiseassistenten til Bybanen i Bergen. Svar kort på norsk og oppgi avgangstider.",
     "Reisende", "Når går siste bane fra Byparken til flyplassen på lørdag?", "Assistent:"),
    ("et-gov", "et", "Sa oled riigiportaali abiline. Vasta eesti keeles, lühidalt.", "Kasutaja",
     "Kuidas pikendada ID-kaarti, kui see aegub 15. jaanuaril?", "Assistent:"),
    ("lv-shop", "lv", "Tu esi interneta veikala Mājai klientu asistents. Atbildi latviski, īsi.", "Klients",
     "Vai varu atgriezt preci, ko saņēmu 20. novembrī?", None),
    ("lt-bank", "lt", "Esi banko programėlės pagalbininkas. Atsakyk lietuviškai, trumpai ir aiškiai.", "Klientas",
     "Kaip užblokuoti mokėjimo kortelę, jei ją pamečiau?", None),
    ("sk-clinic", "sk", "Si asistent objednávkového systému polikliniky. Odpovedaj po slovensky, stručne.", "Pacient",
     "Môžem si presunúť termín z 10. decembra na iný deň?", None),
    ("hr-tourism", "hr", "Ti si asistent turističke zajednice. Odgovaraj na hrvatskom, kratko.", "Gost",
     "Koji su muzeji otvoreni nedjeljom poslijepodne?", None),
    ("sr-sport", "sr", "Ti si asistent sportske aplikacije Golman. Odgovaraj na srpskom (latinica), kratko.", "Korisnik",
     "Kada je sledeća utakmica Partizana?", None),
    ("ca-museum", "ca", "Ets l'assistent del Museu d'Història de Barcelona. Respon en català, breument.", "Visitant",
     "Quins dies és gratuïta l'entrada?", None),
    ("sw-agri", "sw", "Wewe ni mshauri wa kilimo kwa wakulima. Jibu kwa Kiswahili rahisi.", "Mkulima",
     "Ni mbolea gani nitumie kwa maharage?", "Msaidizi:"),
    ("tl-shop", "tl", "Ikaw si Suki, ang shopping assistant ng TindaHub. Sumagot nang maikli sa Tagalog.", "Mamimili",
     "Pwede bang ibalik ang sapatos kung maliit?", "Suki:"),
    ("ms-courier", "ms", "Anda ialah pembantu maya syarikat kurier. Jawab dalam Bahasa Melayu dengan ringkas.",
     "Pelanggan", "Bungkusan saya tersangkut di Shah Alam sejak Isnin. Kenapa?", "Pembantu:"),
    ("bn-legal", "bn", "আপনি একটি আইনি সহায়তা চ্যাটবট। সহজ বাংলায় সাধারণ তথ্য দিন।", "ব্যবহারকারী",
     "ভাড়ার চুক্তি ছাড়া কি বাড়িওয়ালা আমাকে উচ্ছেদ করতে পারেন?", None),
    ("ta-agri", "ta", "நீங்கள் விவசாய ஆலோசகர். எளிய தமிழில் சுருக்கமாக பதில் சொல்லுங்கள்.", "விவசாயி",
     "நெல் நாற்றுகளுக்கு எப்போது உரம் இட வேண்டும்?", None),
    ("ur-wellbeing", "ur", "آپ ایک فلاحی کوچ ہیں۔ نرم لہجے میں مختصر جواب دیں۔", "صارف",
     "مجھے رات کو نیند نہیں آتی، کیا کروں؟", None),
    ("fa-insurance", "fa", "تو دستیار بیمه «آرامش» هستی. کوتاه و روشن پاسخ بده.", "کاربر",
     "برای تمدید بیمه‌نامه شخص ثالث چه مدارکی لازم است؟", None),
]

ZONES: dict[str, Callable[[Gen6], datetime]] = {
    "da": Gen6.eu, "no": Gen6.eu, "sk": Gen6.eu, "hr": Gen6.eu, "sr": Gen6.eu, "ca": Gen6.eu,
    "et": Gen6.ee, "lv": Gen6.ee, "lt": Gen6.ee,
    "sw": lambda g: g.moment(EAT), "tl": lambda g: g.moment(PHT), "ms": lambda g: g.moment(MYT),
    "bn": lambda g: g.moment(BDT), "ta": lambda g: g.moment(IST), "ur": lambda g: g.moment(PKT),
    "fa": lambda g: g.moment(IRST),
}

# (cue, family, label, key, value, numeric)
GFIELDS: list[tuple[str, str, str, str, Callable[[Gen6, datetime], str], bool]] = [
    ("datetime", "rfc3339_z", "Timestamp", "timestamp", lambda g, t: rfc3339(t.astimezone(UTC)), False),
    ("datetime", "rfc3339_ms_offset", "Request time", "request_time", lambda g, t: rfc3339(t, 3), False),
    ("datetime", "rfc3339_us", "Generated at", "generated_at", lambda g, t: rfc3339(t, 6), False),
    ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_9(t, g.small(0, 1000)), False),
    ("datetime", "rfc3339_minutes", "Current time", "current_time", lambda g, t: rfc3339_min(t), False),
    ("datetime", "rfc1123", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t), False),
    ("datetime", "asctime", "Rendered", "rendered", lambda g, t: ctime(t), False),
    ("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t), False),
    ("datetime", "day_first", "Local time", "local_time", lambda g, t: dmy(t, "/"), False),
    ("datetime", "day_first_dots", "Time", "time", lambda g, t: dmy(t, ".", True), False),
    ("datetime", "month_first", "Client time", "client_time", lambda g, t: mdy(t), False),
    ("datetime", "us_12h", "Current date and time", "current_datetime", lambda g, t: us_12h(t), False),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t), False),
    ("datetime", "python_str", "now", "now", lambda g, t: py_str(t), False),
    ("datetime", "postgres_text", "Snapshot", "snapshot", lambda g, t: sql_ts(t), False),
    ("datetime", "aviation", "Data as of", "data_as_of", lambda g, t: aviation(t), False),
    ("datetime", "unix_date", "Host date", "host_date", lambda g, t: unix_date(t), False),
    ("epoch", "epoch_s", "ts", "ts", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_ms", "Sent at (ms)", "sent_at_ms", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "uuid1", "Correlation-Id", "correlation_id", lambda g, t: g.uuid1(), False),
    ("request_id", "uuid7", "Request", "request", lambda g, t: g.uuid7(t), False),
    ("run_id", "ulid", "Run", "run_id", lambda g, t: g.ulid(t), False),
    ("request_id", "ksuid", "Event ID", "event_id", lambda g, t: g.ksuid(t), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3(), False),
    ("trace_id", "hex32", "Trace ID", "trace_id", lambda g, t: g.hex(32), False),
    ("session_id", "base58", "Session", "session", lambda g, t: g.base58(22), False),
    ("session_id", "vendor_prefixed", "Conversation", "conversation_id", lambda g, t: "conv_" + g.b62(24), False),
    ("nonce", "base32", "Nonce", "nonce", lambda g, t: g.base32(32), False),
    ("token", "b64url", "Session token", "session_token", lambda g, t: g.b64url(32), False),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), False),
    ("request_id", "gateway_generation", "Generation", "generation_id", lambda g, t: g.gen_id(t), False),
    ("request_id", "chatcmpl", "Completion", "completion_id", lambda g, t: g.chatcmpl(), False),
]

# current date or time with a label in the body's language: (cue, label, value)
LOCAL_FIELDS: dict[str, tuple[str, str, Callable[[datetime], str]]] = {
    "da": ("datetime", "Tidspunkt", da_datetime),
    "no": ("datetime", "Nå", no_datetime),
    "et": ("date", "Kuupäev", et_date),
    "lv": ("datetime", "Pašreizējais laiks", lv_datetime),
    "lt": ("datetime", "Dabartinis laikas", lt_datetime),
    "sk": ("date", "Dnešný dátum", sk_date),
    "hr": ("date", "Današnji datum", hr_date),
    "sr": ("date", "Današnji datum", sr_date),
    "ca": ("date", "Data d'avui", lambda t: ca_date(t, True)),
    "sw": ("date", "Tarehe ya leo", sw_date),
    "tl": ("date", "Petsa ngayon", tl_date),
    "ms": ("datetime", "Masa semasa", ms_datetime),
    "bn": ("date", "আজকের তারিখ", bn_date),
    "ta": ("date", "இன்றைய தேதி", ta_date),
    "ur": ("date", "آج کی تاریخ", ur_date),
    "fa": ("datetime", "زمان فعلی", fa_datetime),
}

STABLE6 = ["App version: 4.18.0", "Region: eu-north-1", "Tenant: harbour-logistics", "Model: gpt-4o-2024-08-06",
           "Knowledge cutoff: 2025-10", "API version: 2026-01-15", "Prompt revision: 2026-09-15", "Channel: web",
           "Build: 2026.11.2", "Data residency: EU", "Plan: Pro", "Support line: +45 33 12 34 56"]

GPOSITIONS = ["head", "system_tail", "header_block", "last_user", "tail", "yaml", "json", "xml_attr", "kv_inline",
              "md_table"]
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user", "tail", "yaml", "md_table"}


def _render(position: str, label: str, key: str, value: str, numeric: bool) -> str:
    """One field in the syntax of its position."""
    if position == "yaml":
        return f"{key}: {value}" if numeric else f'{key}: "{value}"'
    if position == "json":
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_inline":
        return f"{key}={value}" if " " not in value else f'{key}="{value}"'
    if position == "md_table":
        return f"| {label} | {value} |"
    return f"{label}: {value}"


def _place(g: Gen6, position: str, body: tuple[str, str, str, str, str, str | None], mark: str) -> str:
    """The body with `mark` (a rendered field, marked or not) at `position`."""
    _, lang, system, user, question, cue = body
    ask = f"{user}: {question}"
    end = f"\n{cue}" if cue else ""
    stable = g.rng.sample(STABLE6, 3)
    if position == "head":
        return f"{mark}\n{system}\n\n{ask}{end}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{ask}{end}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(0, 4), mark)
        return "\n".join(block) + f"\n\n{system}\n\n{ask}{end}"
    if position == "last_user":
        return f"{system}\n\n{ask}\n{mark}{end}"
    if position == "tail":
        return "\n".join(stable) + f"\n{system}\n\n{ask}\n\n{mark}\n"
    if position == "yaml":
        return f"---\napp: assistant-{lang}\nlocale: {lang}\n{mark}\n---\n{system}\n\n{ask}{end}"
    if position == "json":
        return f'{{\n  "app": "assistant-{lang}",\n  {mark}\n  "locale": "{lang}"\n}}\n{system}\n\n{ask}{end}'
    if position == "xml_attr":
        return f'<context app="assistant-{lang}" {mark} locale="{lang}"/>\n{system}\n\n{ask}{end}'
    if position == "kv_inline":
        return f"[meta] app=assistant-{lang} {mark} locale={lang}\n{system}\n\n{ask}{end}"
    rows = [f"| {line.split(': ', 1)[0]} | {line.split(': ', 1)[1]} |" for line in stable]
    rows.insert(g.small(0, 4), mark)
    return "| Field | Value |\n|---|---|\n" + "\n".join(rows) + f"\n\n{system}\n\n{ask}{end}"


def _moment_for(g: Gen6, lang: str) -> datetime:
    if lang in ZONES:
        return ZONES[lang](g)
    return getattr(g, g.pick(["uk", "us_e", "au", "us_p", "moment"]))()


GEN_POSITIVES = 40


def generated_positives(g: Gen6) -> list[Draft]:
    """One volatile field in one body at one position; fields, bodies and positions taken in rotation."""
    fields = list(GFIELDS)
    g.rng.shuffle(fields)
    bodies = list(GBODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GEN_POSITIVES):
        body = bodies[k % len(bodies)]
        position = GPOSITIONS[k % len(GPOSITIONS)]
        lang = body[1]
        t = _moment_for(g, lang)
        if lang in LOCAL_FIELDS and position in LINE_POSITIONS and k % 3 == 0:
            cue, label, fmt = LOCAL_FIELDS[lang]
            family = f"localized_{lang}"
            text = _render(position, label, label, fmt(t), False)
        else:
            cue, family, label, key, make, numeric = fields[k % len(fields)]
            text = _render(position, label, key, make(g, t), numeric)
        marked = _place(g, position, body, v(cue, text))
        out.append(Draft(marked, src("generated", f"{body[0]}+{family}@{position}"),
                         ["generated", position, family, f"lang_{lang}"]))
    return out


def _past(g: Gen6) -> datetime:
    """A stable date in the past: a member-since, contract or revision date."""
    return datetime(2015, 1, 1, tzinfo=UTC) + timedelta(days=g.small(0, 3650))


# stable values with the shapes of the generated positives: (family, label, key, value, numeric)
GSTABLE: list[tuple[str, str, str, Callable[[Gen6], str], bool]] = [
    ("api_version", "API version", "api_version", lambda g: g.pick(["2024-10-21", "2025-07-01", "2026-01-15"]), False),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", lambda g: g.pick(["2025-06", "2025-10", "2026-03"]),
     False),
    ("prompt_revision", "Prompt revised", "prompt_revised", lambda g: iso_date(_past(g)), False),
    ("member_since", "Customer since", "customer_since", lambda g: iso_date(_past(g)), False),
    ("contract_start", "Contract start", "contract_start", lambda g: rfc3339(_past(g)), False),
    ("release", "Release", "release", lambda g: f"v4.{g.small(10, 30)}.{g.small(0, 9)} ({iso_date(_past(g))})", False),
    ("calver", "Build", "build", lambda g: f"2026.{g.small(1, 12)}.{g.small(0, 5)}", False),
    ("security_patch", "Security patch level", "security_patch", lambda g: f"2026-{g.small(1, 12):02d}-05", False),
    ("tenant_uuid", "Tenant ID", "tenant_id", lambda g: g.uuid4(), False),
    ("workspace_uuid", "Workspace", "workspace_id", lambda g: g.uuid4(), False),
    ("commit", "Commit", "commit", lambda g: g.hex(40), False),
    ("config_digest", "Config digest", "config_digest", lambda g: "sha256:" + g.hex(64), False),
    ("device_id", "Device ID", "device_id", lambda g: g.hex(16), False),
    ("account", "Account", "account", lambda g: "acct_" + g.digits(8), False),
    ("customer", "Customer ID", "customer_id", lambda g: "cus_" + g.b62(14), False),
    ("meter_id", "Meter ID", "meter_id", lambda g: "5713131" + g.digits(11), False),
    ("guild_id", "Guild", "guild_id", lambda g: g.snowflake(_past(g) + timedelta(days=1500)), False),
    ("office_hours", "Office hours", "office_hours", lambda g: g.pick(["08:30-16:30", "09:00-17:00", "07:45-15:45"]),
     False),
    ("phone", "Support phone", "support_phone", lambda g: g.pick(["+45 33 12 34 56", "+372 612 3456",
                                                                  "+63 2 8123 4567"]), False),
    ("timezone", "Timezone", "timezone", lambda g: g.pick(["Europe/Riga", "Asia/Manila", "Africa/Nairobi",
                                                            "Asia/Tehran"]), False),
    ("tax_year", "Tax year", "tax_year", lambda g: g.pick(["2025-26", "2026-27"]), False),
    ("timeout", "Timeout (ms)", "timeout_ms", lambda g: g.pick(["30000", "120000", "5000"]), True),
    ("max_tokens", "Max tokens", "max_tokens", lambda g: g.pick(["1024", "4096"]), True),
    ("schema_version", "Schema", "schema", lambda g: g.pick(["2025-07-01", "v3"]), False),
    ("season", "Season", "season", lambda g: "2026/27", False),
    ("policy_number", "Policy", "policy", lambda g: f"POL-{g.digits(4)}-{g.digits(4)}", False),
]

# stable dates labelled in the body's language (member since / contract signed / valid from)
LOCAL_STABLE: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "da": ("Kunde siden", da_date),
    "no": ("Kunde siden", lambda t: f"{t.day}. {NO_MONTHS[t.month - 1]} {t.year}"),
    "et": ("Leping sõlmitud", et_date),
    "lv": ("Klients kopš", lambda t: f"{t.year}. gada {t.day}. {LV_MONTHS[t.month - 1]}"),
    "lt": ("Sutartis pasirašyta", lambda t: f"{t.year} m. {LT_MONTHS[t.month - 1]} {t.day} d."),
    "sk": ("Zmluva platná od", sk_date),
    "hr": ("Korisnik od", hr_date),
    "sr": ("Član od", sr_date),
    "ca": ("Soci des de", lambda t: ca_date(t)),
    "sw": ("Mwanachama tangu", lambda t: f"{t.day} {SW_MONTHS[t.month - 1]} {t.year}"),
    "tl": ("Miyembro mula", lambda t: f"{TL_MONTHS[t.month - 1]} {t.day}, {t.year}"),
    "ms": ("Ahli sejak", lambda t: f"{t.day} {MS_MONTHS[t.month - 1]} {t.year}"),
    "bn": ("সদস্য হওয়ার তারিখ", bn_date),
    "ta": ("உறுப்பினர் ஆன தேதி", ta_date),
    "ur": ("رکنیت کی تاریخ", ur_date),
    "fa": ("تاریخ عضویت", lambda t: fa_digits(f"{jalali(t)[2]} ") + FA_MONTHS[jalali(t)[1] - 1]
           + fa_digits(f" {jalali(t)[0]}")),
}

GEN_NEGATIVES = 36


def generated_negatives(g: Gen6) -> list[Draft]:
    """The generated positives' shapes with only stable, date-like or id-like values."""
    fields = list(GSTABLE)
    g.rng.shuffle(fields)
    bodies = list(GBODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GEN_NEGATIVES):
        body = bodies[(k + 5) % len(bodies)]
        position = GPOSITIONS[(k + 3) % len(GPOSITIONS)]
        lang = body[1]
        if lang in LOCAL_STABLE and position in LINE_POSITIONS and k % 3 == 1:
            label, fmt = LOCAL_STABLE[lang]
            family = f"localized_stable_{lang}"
            text = _render(position, label, label, fmt(_past(g)), False)
        else:
            family, label, key, make, numeric = fields[k % len(fields)]
            text = _render(position, label, key, make(g), numeric)
        out.append(Draft(_place(g, position, body, text), src("generated-negative", f"{body[0]}+{family}@{position}"),
                         ["generated", "hard_negative", position, family, f"lang_{lang}"]))
    return out


# --- assembly -----------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict]:
    """Every case, positives first, in a fixed order."""
    g = Gen6(seed)
    positives = [fn(g) for fn in POSITIVES6] + generated_positives(g)
    return mh.assemble(TAG, positives, negatives(g) + generated_negatives(g), source=SOURCE, strict=True)


def main(argv: list[str] | None = None) -> int:
    return mh.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
