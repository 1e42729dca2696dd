"""Build `prompt_normalizer/corpus/holdout7.jsonl`, a seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout7.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied; of `make_holdout2.py` to
`make_holdout6.py` only the module docstrings were read, to keep clear of the sources they used and
to apply their clarifications of the rules. None of their scenarios is repeated. The sources here
are new:

* ERP and accounting: SAP S/4HANA OData calls (`X-CorrelationID`, `Date`), an ABAP `GET TIME STAMP`
  value, SAP Business One Service Layer (`B1SESSION` cookie), Odoo request contexts, a NetSuite
  SuiteScript aging summary, QuickBooks Online (`intuit_tid`); IDoc segments, saved-search exports,
  Odoo chatter, journal entries, OData `/Date(...)/` values and invoices as content;
* point of sale and restaurants: a cafe till, a retail register, a mobile-money agent, a kitchen
  display bridge, a self-order kiosk (INI), a voice ordering line, an ordering-platform webhook,
  delivery dispatch boards; Z-reports, POS config, SMS statements, menus, reservations and delivery
  records as content;
* ride-hailing (driver support with a B3 header, rider safety, surge quotes, a driver app); trip
  receipts, payout statements and surge configuration as content;
* hotel PMS and property: OTA XML messages (`EchoToken`, `TimeStamp`), front desk, guest messaging,
  housekeeping, smart-lock logs fetched for the request, maintenance and tenant portals; folios,
  lock audit logs with ULIDs, access schedules and leases as content;
* construction and field service (daily logs, RFIs, three-week lookaheads, technicians), MES and
  OPC UA (a snapshot stamp with 100 ns ticks, protobuf-text gRPC metadata), SCADA (a water works
  poll, a wind-farm context), fleet telematics and ELD; OPC UA read responses, PLC structured text,
  Sparkplug B payloads, alarm histories, GPS pings, driving hours and schedules as content;
* space operations (a CCSDS day-of-year "current UTC", a ground-station YAML block); TLEs, pass
  predictions and an OPM header as content;
* genomics (Nextflow `runName` / `sessionId` / `start`, a Galaxy session, a LIMS); VCF headers,
  Nextflow logs, FASTQ read names and samplesheets as content;
* clinical trials (EDC server time, ePRO diaries, monitoring with `traceparent`) and veterinary
  practice (triage, SOAP notes, appointments); EDC audit trails, schedules of assessments, few-shot
  extraction examples, vaccination records and bloodwork as content;
* dating-app moderation and member support, social media schedulers, podcast hosting (footers,
  TOML front matter), a streaming player's help widget and DRM licence support; moderation
  policies, report exports, content calendars, RSS items, transcripts, CMCD headers, HLS playlists,
  licence logs and DRM policies as content;
* identity providers (OIDC `id_token` claims, an `X-Id-Token` header, Keycloak `session_state`),
  password managers, VPN and zero-trust access (a Cloudflare-Access-style JWT header, a policy
  decision); pasted id_tokens, decoded claims, discovery documents, SAML assertions, vault event
  logs, TOTP URIs, WireGuard configs and access logs as content;
* email security gateways (quarantine triage), bug bounty triage, ChatOps (an Opsgenie command
  envelope, an incident scribe with B3 multi headers); email headers with DKIM `t=`, quarantine
  digests, DMARC reports, PoC requests, CVSS vectors, Opsgenie alerts, on-call rotas, cron runbooks
  and bot logs as content;
* browser extensions (page context with a capture time), OCR pipelines, remote online
  notarization, election information, charity CRM, church management, sports betting, fantasy
  sports, esports caster feeds, chess coaching (PGN), music distribution QA (ISRC, UPC), academic
  manuscript systems and LMS proctoring; page metadata, cookie jars, OCR'd letters, receipts and
  EXIF dates, notarial certificates and journals, election calendars, donor histories, Gift Aid
  declarations, rotas, bet slips, odds tables, match JSON, PGN tags, engine output, DDEX metadata,
  royalty reports, confirmation emails, references and proctoring reports as content.

Formats: RFC 3339 at precisions 0, 3, 6, 7 and 9 with `Z` and offsets (+01:00, +02:00, +04:00,
+10:00...), RFC 1123, RFC 850, asctime, RFC 2822-style email dates (as content), day-first,
month-first and dotted numeric dates with a time, NetSuite and Windows renderings, a time alone,
a weekday alone, ISO week dates, CCSDS day-of-year, ABAP DEC15 timestamps, OData `/Date(ms)/`,
.NET round-trip, Go RFC3339Nano, Python `str()` and `isoformat()`, `DD Mon YYYY HH:MM:SS`, epochs
in s, ms, us and with a decimal fraction, dates with localized month names (Icelandic, Welsh,
Irish, Basque genitive, Galician, Slovenian genitive, Bulgarian, Macedonian, Albanian, Maltese,
Afrikaans, Zulu, Azerbaijani, Uzbek, Kazakh, Georgian, Armenian genitive, Mongolian month numbers,
Nepali with Devanagari digits, Sinhala, Khmer with Khmer digits, Hausa); UUID v1 / v4 / v7, ULID,
KSUID, ObjectId, nanoid, traceparent, B3 single and multi, long hex (lower and upper case),
base32, base58, base64url, snowflakes, JWTs (HS256 and RS256), vendor-prefixed ids (`qr_`,
`dlv_`, `sess_`, `cr-`, `intuit_tid`). Positions: header blocks, head and tail of the prompt, the
tail of a system prompt, YAML and TOML front matter, nested YAML, INI sections, protobuf text,
pretty-printed and single-line JSON members, XML attributes and elements, `key=value` pairs (also
inside a [bracketed] prefix), a cookie, markdown table rows, templated sentences, phrases with
their preposition, parenthesised and bracketed values on the last user message, footers after a
`--` line, and metadata lines after the last user message.

Prompts are in English and in Afrikaans, Albanian, Amharic, Armenian, Azerbaijani, Basque,
Bulgarian, Galician, Georgian, Hausa, Icelandic, Irish, Kazakh, Khmer, Macedonian, Maltese,
Mongolian, Nepali, Sinhala, Slovenian, Uzbek, Welsh, Yoruba and Zulu.

What it is: 319 prompts. 145 carry volatile fields (180 spans): 93 hand-written positives (128
spans) and 52 generated ones. 174 carry none: 144 hand-written negatives (142 hard negatives and two
plain controls) and 30 generated hard negatives. The generated positive family puts one field (of
38 formats and labels, or a current date labelled and written in the body's language) at one of ten
positions (head, system tail, header block, after the last user message, tail, YAML front matter,
JSON member, XML attribute, inline `key=value`, bracketed value on the user's message) of 30 bodies
in 25 languages; the generated negative family uses the same bodies and positions with one stable
value that looks like a date or an id (API versions, knowledge cutoffs, prompt revision,
member-since, terms-accepted and account-creation dates, contract starts in RFC 3339, CalVer
releases, firmware, tenant, client and installation uuids, workspace and customer ids, commits,
digests, device ids, guild snowflakes, host-key fingerprints, office hours, phones, time zones,
fiscal years, timeouts, security patch levels, and member-since dates in the body's language). The
output is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout6.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, bracketed and inline spans, ASCII cue lines). Clarifications made here:

* OIDC: in claims or a token that the app injects for the signed-in user, `iat`, `exp` (derived
  from `iat`, so it moves with it), `nonce` and `jti` are volatile, and so is the whole token on a
  header line (`X-Id-Token`, `Cf-Access-Jwt-Assertion`); `iss`, `sub`, `aud`, `acr`, the user's
  name and email are stable. A token, its decoded claims or a SAML assertion that the user pastes
  to debug is content, although it carries the same kinds of values.
* Run ids: a Nextflow run's generated `runName` (adjective_scientist) and its `sessionId` and
  `start` move with the run, like Argo's generated names; the pipeline `revision` and `commitId`
  stay. An OCR job id and its processing time, a validation run and a triage run move.
* Request envelopes in domain formats are request ids: an OTA message's `EchoToken` and
  `TimeStamp` when the PMS built the message for this lookup, an OPC UA snapshot stamp, a SCADA
  poll id and poll time, a quote request id, a licence request id, an analysis request id. The
  same kinds of messages pasted by a user (a rejected OTA message, an OPC UA ReadResponse with its
  `RequestHandle`, a Sparkplug payload, a webhook with its delivery headers) are content.
* A streaming player's `player_session_id` (the current playback) and `client_time` are a session
  id and the current time; the `content_id` and the player version stay. A CMCD header with `sid`
  that the user asks about is content.
* Domain content that looks like a clock stays: TLE epochs, PGN `Date` / `UTCDate` / `UTCTime`
  tags, ISRCs and UPCs, DOIs, manuscript numbers, EXIF `DateTimeOriginal`, HLS
  `EXT-X-PROGRAM-DATE-TIME`, DKIM `t=`, DMARC report ranges, cookie expiry epochs, lock-event ULIDs,
  alarm and audit-trail times, elapsed times in proctoring reports, in-game clocks, promised and
  ready times of orders, a store's or clinic's opening hours, a same-day cut-off time, order and
  invoice numbers that begin with a date.
* Stable per user or per deployment: store, terminal, technician, driver and supporter ids,
  realm, tenant, workspace, clinic and company codes, a league chat id, licence categories and
  "employed since" / "supporter since" / "member since" dates, device serials, security patch
  levels, agent versions, a prompt's own revision date.
* A localized "today" or "current time" label written in the prompt's language
  ("Dyddiad heddiw", "Núverandi tími", "Ағымдағы күн мен уақыт", "आजको मिति"...) is the current
  date under rule 1 whatever its script or digits; a weekday alone ("Vikudagur: mánudagur") and a
  time alone ("Amser lleol: 01:10") are current too, as in make_holdout2.
* Stamps that could be read as a document's own date were worded so that they cannot: "This aging
  summary was generated ... at <time> for this request", "Prompt built on <date>", "Log fetched at",
  "Board snapshot", "Odds snapshot".
* Spans follow rule 3: a `key=value` in a `;`-separated cookie is placed last (the `;` before it
  stays), a `key=value` inside a [bracketed] prefix is cut alone, an XML attribute is followed by a
  stable attribute, a single-line JSON member is cut with the comma after it.
* Only ASCII `Label:` cue lines end positives; prompts whose natural cue would be in another
  script end with the user's message.
"""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout as mh  # noqa: E402
from make_holdout import Draft, v  # noqa: E402

SEED = 20270419
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout7.jsonl"
SRC = "holdout7:"

# --- time zones ---------------------------------------------------------------------------------

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
EAT = timezone(timedelta(hours=3), "EAT")
WAT = timezone(timedelta(hours=1), "WAT")
SAST = timezone(timedelta(hours=2), "SAST")
GET = timezone(timedelta(hours=4), "+04")
UZT = timezone(timedelta(hours=5), "+05")
NPT = timezone(timedelta(hours=5, minutes=45), "+0545")
SLST = timezone(timedelta(hours=5, minutes=30), "+0530")
ICT = timezone(timedelta(hours=7), "+07")
ULAT = timezone(timedelta(hours=8), "+08")
CST_US = timezone(timedelta(hours=-6), "CST")
CDT_US = timezone(timedelta(hours=-5), "CDT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
AEST = timezone(timedelta(hours=10), "AEST")
WET = timezone(timedelta(0), "WET")

# --- localized calendars ------------------------------------------------------------------------

IS_MONTHS = ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september",
             "október", "nóvember", "desember"]
CY_MONTHS = ["Ionawr", "Chwefror", "Mawrth", "Ebrill", "Mai", "Mehefin", "Gorffennaf", "Awst", "Medi",
             "Hydref", "Tachwedd", "Rhagfyr"]
GA_MONTHS = ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa",
             "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]
EU_MONTHS = ["urtarrila", "otsaila", "martxoa", "apirila", "maiatza", "ekaina", "uztaila", "abuztua",
             "iraila", "urria", "azaroa", "abendua"]
GL_MONTHS = ["xaneiro", "febreiro", "marzo", "abril", "maio", "xuño", "xullo", "agosto", "setembro",
             "outubro", "novembro", "decembro"]
SL_MONTHS_GEN = ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta",
                 "septembra", "oktobra", "novembra", "decembra"]
BG_MONTHS = ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември",
             "октомври", "ноември", "декември"]
MK_MONTHS = ["јануари", "февруари", "март", "април", "мај", "јуни", "јули", "август", "септември",
             "октомври", "ноември", "декември"]
SQ_MONTHS = ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor",
             "nëntor", "dhjetor"]
MT_MONTHS = ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju", "Lulju", "Awwissu", "Settembru",
             "Ottubru", "Novembru", "Diċembru"]
AF_MONTHS = ["Januarie", "Februarie", "Maart", "April", "Mei", "Junie", "Julie", "Augustus", "September",
             "Oktober", "November", "Desember"]
ZU_MONTHS = ["Januwari", "Februwari", "Mashi", "Ephreli", "Meyi", "Juni", "Julayi", "Agasti", "Septhemba",
             "Okthoba", "Novemba", "Disemba"]
AZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avqust", "sentyabr", "oktyabr",
             "noyabr", "dekabr"]
UZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr",
             "noyabr", "dekabr"]
KK_MONTHS = ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек",
             "қазан", "қараша", "желтоқсан"]
KA_MONTHS = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო",
             "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
HY_MONTHS_GEN = ["հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի", "օգոստոսի",
                 "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի"]
NE_MONTHS = ["जनवरी", "फेब्रुअरी", "मार्च", "अप्रिल", "मे", "जुन", "जुलाई", "अगस्ट", "सेप्टेम्बर", "अक्टोबर",
             "नोभेम्बर", "डिसेम्बर"]
SI_MONTHS = ["ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්‍රේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු", "සැප්තැම්බර්",
             "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"]
KM_MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា",
             "វិច្ឆិកា", "ធ្នូ"]
HA_MONTHS = ["Janairu", "Faburairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba",
             "Oktoba", "Nuwamba", "Disamba"]
DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
KHMER = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def is_now(t: datetime) -> str:
    return f"{t.day}. {IS_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def cy_date(t: datetime) -> str:
    return f"{t.day} {CY_MONTHS[t.month - 1]} {t.year}"


def ga_date(t: datetime) -> str:
    return f"{t.day} {GA_MONTHS[t.month - 1]} {t.year}"


def eu_date(t: datetime) -> str:
    return f"{t.year}ko {EU_MONTHS[t.month - 1]}ren {t.day}a"


def gl_now(t: datetime) -> str:
    return f"{t.day} de {GL_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def sl_now(t: datetime) -> str:
    return f"{t.day}. {SL_MONTHS_GEN[t.month - 1]} {t.year} ob {t:%H:%M}"


def bg_now(t: datetime) -> str:
    return f"{t.day} {BG_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M} ч."


def mk_date(t: datetime) -> str:
    return f"{t.day} {MK_MONTHS[t.month - 1]} {t.year}"


def sq_now(t: datetime) -> str:
    return f"{t.day} {SQ_MONTHS[t.month - 1]} {t.year}, ora {t:%H:%M}"


def mt_date(t: datetime) -> str:
    return f"{t.day} ta' {MT_MONTHS[t.month - 1]} {t.year}"


def af_now(t: datetime) -> str:
    return f"{t.day} {AF_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def zu_date(t: datetime) -> str:
    return f"{t.day} {ZU_MONTHS[t.month - 1]} {t.year}"


def az_now(t: datetime) -> str:
    return f"{t.day} {AZ_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def uz_date(t: datetime) -> str:
    return f"{t.year}-yil {t.day}-{UZ_MONTHS[t.month - 1]}"


def kk_now(t: datetime) -> str:
    return f"{t.year} ж. {t.day} {KK_MONTHS[t.month - 1]}, {t:%H:%M}"


def ka_now(t: datetime) -> str:
    return f"{t.day} {KA_MONTHS[t.month - 1]}, {t.year} {t:%H:%M}"


def hy_date(t: datetime) -> str:
    return f"{t.day} {HY_MONTHS_GEN[t.month - 1]}, {t.year} թ."


def mn_now(t: datetime) -> str:
    return f"{t.year} оны {t.month}-р сарын {t.day}, {t:%H:%M}"


def ne_date(t: datetime) -> str:
    return f"{t.day} {NE_MONTHS[t.month - 1]} {t.year}".translate(DEVANAGARI)


def si_date(t: datetime) -> str:
    return f"{t.year} {SI_MONTHS[t.month - 1]} {t.day}"


def km_now(t: datetime) -> str:
    return f"{t.day} {KM_MONTHS[t.month - 1]} {t.year} {t:%H:%M}".translate(KHMER)


def ha_date(t: datetime) -> str:
    return f"{t.day} {HA_MONTHS[t.month - 1]}, {t.year}"


# --- more value formats -------------------------------------------------------------------------

def rfc850(t: datetime) -> str:
    """RFC 850 date, as old proxies still send it."""
    u = t.astimezone(UTC)
    return f"{mh.DAYS_LONG[u.weekday()]}, {u.day:02d}-{mh.MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def doy(t: datetime, ms: bool = False) -> str:
    """CCSDS ASCII time code B (day of year), as ground systems print UTC."""
    u = t.astimezone(UTC)
    frac = f".{u.microsecond // 1000:03d}" if ms else ""
    return f"{u:%Y-%j}T{u:%H:%M:%S}{frac}Z"


def sap_ts(t: datetime) -> str:
    """ABAP `GET TIME STAMP FIELD` (DEC 15)."""
    return f"{t:%Y%m%d%H%M%S}"


def odata_date(t: datetime) -> str:
    """OData v2 JSON date."""
    return f"/Date({mh.epoch_ms(t)})/"


def rave(t: datetime) -> str:
    """`DD Mon YYYY HH:MM:SS`, as EDC systems print server time."""
    return f"{t.day:02d} {mh.MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def netsuite(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month}/{t.day}/{t.year} {h}:{t:%M} {'pm' if t.hour >= 12 else 'am'}"


def us_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}"


def dmy_s(t: datetime, sep: str = ".") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M:%S}"


def ymd_slash(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}"


def opc_time(t: datetime, tick: int) -> str:
    """OPC UA DateTime rendered with 100 ns ticks."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond:06d}{tick}Z"


def day_month_name(t: datetime) -> str:
    """`Tuesday 1 December 2026, 14:05` (en-GB long form)."""
    return f"{mh.DAYS_LONG[t.weekday()]} {t.day} {mh.MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
ADJECTIVES = ["admiring", "agitated", "amazing", "boring", "cranky", "dreamy", "elegant", "festering",
              "gloomy", "hungry", "jovial", "lonely", "naughty", "pensive", "sad", "tender", "voluminous"]
SCIENTISTS = ["bartik", "curie", "darwin", "euler", "franklin", "hodgkin", "lovelace", "mendel",
              "noether", "pasteur", "ramanujan", "sanger", "turing", "wozniak", "yonath"]


class Gen7(mh.Gen):
    """`make_holdout.Gen` with the identifier shapes this corpus adds."""

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def base58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b64std(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).rstrip(b"=").decode()

    def hexu(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def run_name(self) -> str:
        return f"{self.pick(ADJECTIVES)}_{self.pick(SCIENTISTS)}"

    def jwt_rs(self, claims: dict[str, Any], kid: str) -> str:
        def part(obj: dict[str, Any]) -> str:
            raw = json.dumps(obj, separators=(",", ":")).encode()
            return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
        head = {"alg": "RS256", "kid": kid, "typ": "JWT"}
        return f"{part(head)}.{part(claims)}.{self.b64url(256)}"


def eu_zone(t: datetime) -> datetime:
    return t.astimezone(CEST if 4 <= t.month <= 10 else CET)


def ee_zone(t: datetime) -> datetime:
    return t.astimezone(EEST if 4 <= t.month <= 10 else EET)


def uk_zone(t: datetime) -> datetime:
    return t.astimezone(BST if 4 <= t.month <= 10 else GMT)


def us_central(t: datetime) -> datetime:
    return t.astimezone(CDT_US if 4 <= t.month <= 10 else CST_US)


def us_pacific(t: datetime) -> datetime:
    return t.astimezone(PDT if 4 <= t.month <= 10 else PST)


# --- hand-written positives ---------------------------------------------------------------------

POSITIVES: list[Callable[[Gen7], Draft]] = []


def positive(fn: Callable[[Gen7], Draft]) -> Callable[[Gen7], Draft]:
    POSITIVES.append(fn)
    return fn


@positive
def _sap_fiori_ap(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the accounts-payable copilot in SAP S/4HANA. Explain why supplier invoices are blocked and
what the clerk can do, using only the document data below. Never release a payment yourself.

OData request context:
sap-client: 100
sap-language: EN
{v('request_id', 'X-CorrelationID: ' + g.uuid4())}
{v('datetime', 'Date: ' + mh.http_date(t))}
DataServiceVersion: 2.0

Invoice document 5105600123 / fiscal year 2026, company code 1710
Vendor: 17300001 (Domestic US Supplier 1)
Posting date: 2026-11-27   Baseline date: 2026-11-27   Terms: 0004 (30 days net)
Block reason: R (invoice verification) - quantity variance on item 2 (ordered 40 PC, received 36 PC)

Clerk: Can I release this invoice today if the missing 4 pieces arrive next week?
Copilot:""", SRC + "erp:sap-odata", ["header_block", "http_date", "uuid", "stable_neighbours", "content_dates"])


@positive
def _sap_abap_afrikaans(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""Jy is die aankoopassistent van Karoo Staal (Edms) Bpk. Antwoord in Afrikaans, kort en saaklik, en
noem altyd die aankoopordernommer.
Stelsel: S4P, kliënt 300
{v('datetime', 'Tydstempel (UTC): ' + sap_ts(t))}

Gebruiker: Wanneer moet bestelling 4500018231 vir die staalplate afgelewer word?
Assistent:""", SRC + "erp:sap-abap", ["system_tail", "sap_timestamp", "afrikaans", "non_english"])


@positive
def _odoo_context_albanian(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""Konteksti: {{"lang": "sq_AL", "tz": "Europe/Tirane", "uid": 7, {v('datetime', '"request_time": "' + mh.iso_space(t) + '",')} "allowed_company_ids": [1]}}
Ti je asistenti i shitjeve në Odoo për Agro Vlora sh.p.k. Përgjigju shqip, shkurt dhe me mirësjellje.
Përdor vetëm të dhënat e porosisë më poshtë.

Porosia S00412: 120 arka ullinj, dorëzimi i planifikuar më 15 dhjetor 2026.
Klienti: Hotel Butrinti, Sarandë

Përdoruesi: A mund ta shtyjmë dorëzimin me një javë pa penalitet?""", SRC + "erp:odoo",
                 ["head", "json_inline", "iso_space", "albanian", "non_english", "content_dates"])


@positive
def _netsuite_ar_summary(g: Gen7) -> Draft:
    t = us_pacific(g.moment())
    return Draft(f"""You are the collections assistant for Pinecrest Outdoor Supply. Draft a polite reminder for each
customer that is more than 30 days past due, and skip anyone with an open dispute.

This aging summary was generated by SuiteScript 2.1 {v('datetime', 'at ' + netsuite(t))} for this request.
Customer            Invoice     Invoice date   Due date     Amount      Status
Alder Creek Rentals INV-20931   09/28/2026     10/28/2026   $4,210.00   Open
Basin Trail Co.     INV-21044   10/15/2026     11/14/2026   $1,880.50   Open (dispute)
Cedar Hollow Camps  INV-21102   10/22/2026     11/21/2026   $612.00     Open

Drafts:""", SRC + "erp:netsuite", ["inline_phrase", "netsuite_datetime", "content_dates", "table"])


@positive
def _quickbooks_tid(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You help small-business owners reconcile their QuickBooks Online books. Explain in plain words and
suggest the menu path in QuickBooks; do not post entries yourself.
realmId: 9130357766120386
minorversion: 75
{v('request_id', 'intuit_tid: 1-' + f'{mh.epoch_s(t):08x}' + '-' + g.hex(24))}

Bank feed: 3 unmatched transactions from 28 Nov 2026 (Square deposit $1,204.16, Stripe payout $880.00,
card fee -$31.90).

Owner: Why won't the Square deposit match the sales receipts for that day?
Assistant:""", SRC + "erp:quickbooks", ["header_block", "vendor_trace_id", "stable_neighbours"])


@positive
def _sap_b1_cookie(g: Gen7) -> Draft:
    return Draft(f"""Service Layer call context:
Host: b1.kestrelfoods.example:50000
Prefer: odata.maxpagesize=50
Cookie: ROUTEID=.node1; {v('session_id', 'B1SESSION=' + g.uuid4())}

You answer questions about stock levels in SAP Business One for Kestrel Foods' sales team. Quote the
warehouse code and never promise a delivery date.

Sales rep: Do we have 60 cases of item FG-2231 (smoked paprika 500 g) in warehouse 02?
Assistant:""", SRC + "erp:sap-business-one", ["head", "cookie", "session_id", "stable_neighbours"])


@positive
def _pos_welsh_time(g: Gen7) -> Draft:
    t = uk_zone(g.moment())
    return Draft(f"""Rwyt ti'n gynorthwyydd til i Gaffi'r Harbwr yn Aberaeron. Ateb yn Gymraeg, yn fyr ac yn glir.
Til: TIL-02
Siop: 0417
{v('datetime', 'Amser lleol: ' + f'{t:%H:%M}')}

Staff: Mae cwsmer eisiau ad-daliad am frechdan heb dderbynneb. Beth ddylwn i ei wneud?
Assistant:""", SRC + "pos:cafe-till", ["header_block", "time_only", "welsh", "non_english", "stable_neighbours"])


@positive
def _pos_register_json(g: Gen7) -> Draft:
    t = g.moment(AEST)
    return Draft(f"""{{
  "register": "Front 1",
  "outlet": "Fitzroy",
  {v('request_id', '"requestId": "' + g.uuid7(t) + '",')}
  {v('datetime', '"generatedAt": "' + mh.rfc3339(t, 3) + '",')}
  "currency": "AUD"
}}
You help retail staff at Lanewood Homewares with the point-of-sale system. Give exact button names
from the register screen and keep each step on its own line.

Staff: A customer wants to split payment between a gift card and EFTPOS. How?
Assistant:""", SRC + "pos:retail-register", ["head", "json_block", "uuid7", "rfc3339", "offset"])


@positive
def _pos_hausa_agent(g: Gen7) -> Draft:
    t = g.moment(WAT)
    return Draft(f"""Kai ne mataimakin wakilan kuɗin wayar hannu na KuɗiNa a Kano. Ka amsa da Hausa, a taƙaice, kuma
kada ka taɓa neman lambar sirri ta abokin ciniki.
Wakili: KN-0418
{v('date', 'Kwanan watan yau: ' + ha_date(t))}

Wakili: Abokin ciniki ya aika kuɗi zuwa lambar da ba daidai ba. Me zan yi?
Assistant:""", SRC + "pos:mobile-money-agent", ["system_tail", "localized_date", "hausa", "non_english"])


@positive
def _dispatch_board(g: Gen7) -> Draft:
    t = uk_zone(g.moment())
    return Draft(f"""You assign delivery orders to riders for Bento Express (Leeds). Minimise late orders; a rider
carries at most two orders. Explain each assignment in one line.

{v('datetime', 'Board snapshot: ' + mh.rfc3339(t))}
Riders:
- R12 Amira, bike, at kitchen
- R07 Tom, scooter, 6 min away (returning)
Orders:
- #5521 ready 19:40, promised 20:05, 2.1 km
- #5522 ready 19:45, promised 20:00, 3.4 km
- #5523 ready 19:55, promised 20:30, 1.2 km

Dispatcher:""", SRC + "restaurant:delivery-dispatch", ["body", "rfc3339", "snapshot", "content_times"])


@positive
def _voice_order_irish(g: Gen7) -> Draft:
    return Draft(f"""Is tusa an cúntóir gutha do Phizza Uí Néill i nGaillimh. Labhair as Gaeilge, go múinte agus go
gonta. Deimhnigh an t-ordú ar fad sula gcríochnaíonn tú.
{v('session_id', 'Aitheantas glao: ' + g.uuid4())}
Uimhir an tsiopa: +353 91 555 0142

Custaiméir: Ba mhaith liom pizza mór le pepperoni agus dhá bhuidéal uisce, le bailiú.
Assistant:""", SRC + "restaurant:voice-ordering", ["system_tail", "call_id", "irish", "non_english", "phone_neighbour"])


@positive
def _kitchen_display(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""[kds-bridge] {v('request_id', 'req=' + g.b62(20))} station=grill {v('epoch', 'ts=' + str(mh.epoch_ms(t)))} store=MAN-04
You summarise open kitchen tickets for the grill station at Smoke & Ember. Group by table, list the
oldest ticket first, and flag allergies in capitals.

Open tickets:
T12  2x brisket, 1x halloumi (NUT ALLERGY)   fired 18:42
T07  1x ribs, 1x wings                        fired 18:47
T15  3x burger (1 no bun)                     fired 18:51

Expo:""", SRC + "restaurant:kitchen-display", ["head", "key_value_inline", "two_in_line", "epoch_ms", "content_times"])


@positive
def _self_order_kiosk_ini(g: Gen7) -> Draft:
    t = g.moment(WET)
    return Draft(f"""[kiosk]
store = LIS-07
lang = en
[request]
{v('request_id', 'id = ' + g.nanoid())}
{v('datetime', 'time = ' + ymd_slash(t))}

You are the upsell helper on a self-order kiosk at Prego Burgers. Suggest at most one add-on that fits
the order, in under 15 words. Never suggest anything containing an allergen the customer excluded.

Order: 1x Classic burger (no cheese: dairy allergy), 1x small fries
Suggestion:""", SRC + "restaurant:self-order-kiosk", ["head", "ini", "nanoid", "ymd_slash"])


@positive
def _driver_support_b3(g: Gen7) -> Draft:
    return Draft(f"""You are the driver-support assistant for Zippa, a ride-hailing app. Explain policies clearly and tell
drivers how to appeal; you cannot change ratings yourself.
Driver tier: Gold
City: Nairobi
{v('trace_id', 'b3: ' + g.b3())}

Trip 8841-KX (completed 30 Nov 2026, 22:14): fare KES 1,240, rider rating 2 stars, rider comment
"driver took a longer route".

Driver: The rider gave me 2 stars for the route but the app chose it. Can this rating be removed?
Assistant:""", SRC + "ride-hailing:driver-support", ["header_block", "b3_single", "stable_neighbours", "content_dates"])


@positive
def _rider_safety_zulu(g: Gen7) -> Draft:
    t = g.moment(SAST)
    return Draft(f"""Ungumsizi wezokuphepha we-Hamba Rides eThekwini. Phendula ngesiZulu, ngemisho emifushane. Uma
umgibeli esengozini, mtshele ukuthi ashayele u-10111 ngokushesha.
{v('date', 'Usuku lwanamuhla: ' + zu_date(t))}

Umgibeli: Umshayeli ushintshe indlela futhi akafuni ukuma. Ngenzenjani?""", SRC + "ride-hailing:rider-safety",
                 ["system_tail", "localized_date", "zulu", "non_english", "ends_with_user"])


@positive
def _ride_dispatch_ms(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You explain surge pricing to riders of Swiftly in two sentences, without promising when it will end.
market: sao-paulo
surge_multiplier: 1.6
{v('epoch', 'dispatch_ts_ms: ' + str(mh.epoch_ms(t)))}
{v('request_id', 'quote_request_id: qr_' + g.b62(22))}

Rider: Why is my ride to Guarulhos 60% more expensive than yesterday?
Assistant:""", SRC + "ride-hailing:surge-explainer", ["system_tail", "epoch_ms", "vendor_prefix", "stable_neighbours"])


@positive
def _ota_xml_attrs(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the reservations copilot at Hotel Laguna Verde's front desk. The PMS sends you the OTA read
request it issued for this lookup, with the reservation it returned. Tell the agent in two sentences
whether the stay can be changed.

<OTA_HotelResModifyRQ {v('request_id', 'EchoToken="' + g.hex(24) + '"')} {v('datetime', 'TimeStamp="' + mh.rfc3339(t, 3) + '"')} Version="1.003" PrimaryLangID="en">
  <HotelReservations>
    <HotelReservation ResStatus="Modify">
      <UniqueID Type="14" ID="LV-884213"/>
      <RoomStays>
        <RoomStay>
          <TimeSpan Start="2026-12-20" End="2026-12-23"/>
          <RatePlans><RatePlan RatePlanCode="NRF"/></RatePlans>
        </RoomStay>
      </RoomStays>
    </HotelReservation>
  </HotelReservations>
</OTA_HotelResModifyRQ>

Agent: The guest wants to arrive one day later. Can I change it?
Assistant:""", SRC + "hotel:ota-xml", ["xml_attr", "two_in_line", "echo_token", "rfc3339", "content_dates"])


@positive
def _hotel_icelandic(g: Gen7) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""Þú ert gestamóttökuaðstoð Hótel Hrauns á Hellu. Svaraðu á íslensku, stutt og kurteislega.
Innritun frá kl. 15:00, útritun til kl. 11:00. Morgunverður 07:00-10:00.
{v('datetime', 'Núverandi tími: ' + is_now(t))}

Gestur: Get ég fengið að skrá mig út klukkan eitt á morgun?
Assistant:""", SRC + "hotel:front-desk", ["system_tail", "localized_datetime", "icelandic", "non_english", "clock_ranges"])


@positive
def _hotel_uzbek(g: Gen7) -> Draft:
    t = g.moment(UZT)
    return Draft(f"""Siz Samarqanddagi Registon Plaza mehmonxonasining qabulxona yordamchisisiz. O'zbek tilida qisqa va
xushmuomala javob bering.
{v('date', 'Joriy sana: ' + uz_date(t))}
Xona turlari: standart, lyuks, oilaviy.

Mehmon: Ertaga ertalab aeroportga transfer buyurtma qilsam bo'ladimi?""", SRC + "hotel:front-desk",
                 ["system_tail", "localized_date", "uzbek", "non_english", "ends_with_user"])


@positive
def _hotel_pms_table(g: Gen7) -> Draft:
    t = g.moment(CET)
    return Draft(f"""You are Concierge, the guest-messaging assistant of Haus am See (Zell am See). Answer from the hotel
facts; for anything about payments, hand over to reception.

| Context   | Value                      |
|-----------|----------------------------|
| Room      | 214 (Lake view double)     |
| Stay      | 2026-12-27 to 2027-01-02   |
{v('session_id', '| Thread    | ' + g.objectid(t) + ' |')}
{v('datetime', '| Now       | ' + mh.iso_space(t)[:16] + ' CET         |')}

Guest: Is the sauna open on New Year's Eve, and until when?
Concierge:""", SRC + "hotel:guest-messaging", ["md_table", "objectid", "iso_minutes", "content_dates"])


@positive
def _smart_lock_log(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""You help Stayhaven hosts troubleshoot their smart locks. Use the lock's event log below; say which
code was used and when, and never reveal full access codes.

Lock: Front door (Nuki Smart Lock 4.0, firmware 4.3.8)
{v('datetime', 'Log fetched at: ' + mh.rfc3339(t))}
Events (lock time):
2026-11-30 15:02  Code "Guest - Rossi" rejected (outside schedule)
2026-11-30 15:04  Code "Guest - Rossi" rejected (outside schedule)
2026-11-30 16:00  Schedule for "Guest - Rossi" started
2026-11-30 16:07  Unlocked with code "Guest - Rossi"

Host: My guest says the code didn't work when they arrived. Was the lock broken?
Assistant:""", SRC + "property:smart-lock", ["header_block", "rfc3339", "fetch_time", "content_log"])


@positive
def _property_galician(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""Es o asistente de mantemento de Rías Baixas Alugueres. Responde en galego e clasifica cada aviso
como urxente, normal ou estético.
{v('datetime', 'Data e hora actuais: ' + gl_now(t))}
Edificio: Rúa do Vilar 14, Santiago

Inquilino: Desde onte á noite non hai auga quente no 2º B.
Assistant:""", SRC + "property:maintenance", ["system_tail", "localized_datetime", "galician", "non_english"])


@positive
def _tenant_parenthesised(g: Gen7) -> Draft:
    t = us_central(g.moment())
    return Draft(f"""You triage maintenance requests for Prairie Point Apartments. Reply to the tenant with the next step
and tell them whether a technician visit is needed. Emergencies: gas smell, flooding, no heat below
55 F.

Tenant (unit 3C): The heating is off again and it's 48 degrees in here {v('datetime', '(sent ' + netsuite(t) + ')')}
Assistant:""", SRC + "property:tenant-portal", ["last_user", "parenthesised", "month_first"])


@positive
def _daily_log_footer(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You turn superintendents' daily logs into a short report for the owner's representative: progress,
delays with their cause, and anything the owner must decide. No more than 120 words.

Daily log - Riverside Medical Office, 30 Nov 2026
Weather: 4 C, light rain from 13:00
Manpower: 6 framers, 3 electricians, 2 plumbers
Work: level 2 framing 80% complete; rough-in electrical started in the east wing
Delays: concrete pump arrived 07:45 instead of 06:30; pour moved to 2 Dec

--
Logbook AI 2.4
{v('request_id', 'Request: ' + g.uuid4())}
{v('datetime', 'Date: ' + rfc850(t))}""", SRC + "construction:daily-log", ["tail", "footer", "rfc850", "uuid", "content_dates"])


@positive
def _field_service_slovenian(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""Si asistent serviserjev podjetja Termo Servis d.o.o. Odgovarjaj v slovenščini, v kratkih korakih.
Serviser: Marko K. (ID 118)
Vozilo: LJ 44-19F
{v('datetime', 'Trenutni čas: ' + sl_now(t))}

Serviser: Toplotna črpalka javlja napako E5 in se ne zažene. Kaj naj preverim najprej?
Assistant:""", SRC + "field-service:technician", ["header_block", "localized_datetime", "slovenian", "non_english"])


@positive
def _rfi_assistant_sentence(g: Gen7) -> Draft:
    t = us_central(g.moment())
    h = t.hour % 12 or 12
    return Draft(f"""You help project engineers at Bluestem Builders draft RFIs to the architect. {v('datetime', f"It is currently {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'} in Omaha.")} Keep
each RFI to one question, cite the drawing sheet, and propose a solution the architect can accept.

Issue: Sheet A-301 shows the storefront head at 10'-0" but S-201 shows the steel lintel bottom at 9'-8".

Engineer: Draft the RFI.
Assistant:""", SRC + "construction:rfi", ["inline_sentence", "time_only", "content_numbers"])


@positive
def _opc_snapshot(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You assist line operators at Vanter Plastics (injection moulding, hall B). Explain alarms and suggest
checks from the operating manual; never suggest bypassing an interlock.

OPC UA read, server opc.tcp://plc-b3:4840
{v('datetime', 'snapshot_at: ' + opc_time(t, g.small(0, 10)))}
ns=2;s=IMM07.BarrelZone3.Temp     243.8 C   (setpoint 230.0)
ns=2;s=IMM07.BarrelZone3.Heater   100 %
ns=2;s=IMM07.Cycle.Time           41.2 s    (nominal 38.0)
Active alarm: A-3107 Barrel zone 3 over temperature, raised 09:14:02, not acknowledged

Operator: Zone 3 keeps overshooting. What should I check?
Assistant:""", SRC + "manufacturing:opc-ua", ["header_block", "opc_datetime", "seven_digit_fraction", "content_times"])


@positive
def _mes_bulgarian(g: Gen7) -> Draft:
    t = ee_zone(g.moment())
    return Draft(f"""Ти си асистент на оператора в цех „Пресови машини“ на Балкан Метал АД. Отговаряй на български,
кратко и по стъпки.
{v('datetime', 'Текуща дата и час: ' + bg_now(t))}
Работна поръчка: РП-2026-0873, детайл „Скоба 40x60“, план 1 200 бр.

Оператор: Пресата спря с грешка „Налягане извън допуск“. Какво да проверя?
Assistant:""", SRC + "manufacturing:mes", ["system_tail", "localized_datetime", "bulgarian", "non_english"])


@positive
def _mes_protobuf(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""context {{
  plant: "vanter-hall-b"
  line: "IMM07"
  {v('request_id', 'request_id: "' + g.hex(16) + '"')}
  {v('epoch', 'requested_at_unix: ' + str(mh.epoch_s(t)))}
}}
You write shift handover notes for the moulding line from the MES counters. Three bullets: output
versus plan, scrap and its main cause, open issues.

Counters (shift B): good parts 4,812 / plan 5,200; scrap 166 (short shots 121, flash 45); downtime
38 min (mould change 25, material dryer alarm 13).
Handover:""", SRC + "manufacturing:mes-grpc", ["head", "protobuf_text", "epoch_s", "hex16"])


@positive
def _scada_poll(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You summarise SCADA alarm states for the night operator of the Eastbrook water treatment works. List
critical alarms first, and say which can wait until the day shift.

{v('request_id', 'Poll id: ' + g.ulid(t))}
{v('epoch', 'Polled: ' + str(mh.epoch_ms(t)))}
Historian: eastbrook-hist-01

Active alarms:
PS2-LT01  Wet well level HIGH (2.84 m, setpoint 2.60 m), raised 02:11
FLT3-TURB Filter 3 turbidity HIGH (0.42 NTU), raised 01:47, acknowledged
CL-RES    Chlorine residual LOW (0.18 mg/L), raised 02:19

Summary:""", SRC + "scada:water-treatment", ["header_block", "ulid", "epoch_ms", "content_times"])


@positive
def _fleet_rfc850(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""{v('datetime', 'Date: ' + rfc850(t))}
{v('request_id', 'X-Request-Id: ' + g.hex(32))}
Accept: application/json

You are the fleet assistant for Northline Haulage. Answer from the vehicle data; distances in km.

Vehicle HX71 KLM (DAF XF, driver P. Novak)
Last positions:
08:02  A1(M) J48, 88 km/h
08:17  A1(M) J49, 0 km/h (stationary)
08:31  A1(M) J49, 0 km/h (stationary)

Planner: Is HX71 stuck in traffic or has it broken down? What should I do?
Assistant:""", SRC + "fleet:telematics", ["head", "header_block", "rfc850", "hex32", "content_times"])


@positive
def _fleet_kazakh(g: Gen7) -> Draft:
    t = g.moment(UZT)
    return Draft(f"""Сен «ДалаТранс» ЖШС-ның диспетчер көмекшісісің. Қазақ тілінде қысқа жауап бер.
{v('datetime', 'Ағымдағы күн мен уақыт: ' + kk_now(t))}
Көлік: 123 ABC 02, жүргізуші Ерлан Б.

Диспетчер: Жүргізуші Алматыдан Шымкентке қашан жетеді?""", SRC + "fleet:dispatcher",
                 ["system_tail", "localized_datetime", "kazakh", "non_english", "ends_with_user"])


@positive
def _fleet_eld_xml(g: Gen7) -> Draft:
    t = us_central(g.moment())
    return Draft(f"""<driver_context {v('datetime', 'generated="' + mh.rfc3339(t) + '"')} carrier_dot="2841173" units="imperial">
  <driver id="DRV-0193" name="L. Ortega" cycle="70h/8d"/>
</driver_context>
You answer hours-of-service questions for long-haul drivers. Quote the FMCSA rule you rely on and never
tell a driver to edit their log.

Driver: I've driven 9 hours today with a 30-minute break. Can I still make the last 110 miles?
Assistant:""", SRC + "fleet:eld", ["head", "xml_attr", "rfc3339", "offset", "stable_neighbours"])


@positive
def _sat_doy(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You plan ground-station passes for the Aurora-2 cubesat team. Use the TLE below and give AOS/LOS
times in UTC. The TLE is the team's latest; do not assume a newer one exists.

{v('datetime', 'Current UTC: ' + doy(t, ms=True))}
Station: Svalbard-3 (78.23 N, 15.41 E), minimum elevation 5 deg

AURORA-2
1 58823U 24015C   26331.51782528  .00012345  00000+0  54321-3 0  9994
2 58823  97.4012 123.4567 0012345  45.6789 314.5678 15.21345678 98765

Operator: When is the next pass with a maximum elevation above 30 degrees?
Assistant:""", SRC + "space:pass-planning", ["body", "ccsds_day_of_year", "tle_content", "coordinates"])


@positive
def _ground_station_yaml(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""groundsw:
  station: gs-punta-arenas
  antenna: 7.3m-S/X
  {v('epoch', 'now_us: ' + str(mh.epoch_us(t)))}
  {v('request_id', 'contact_request: cr-' + g.hexu(12))}
You are the operations assistant for a commercial ground-station network. Answer scheduling and
link-budget questions; for anything about export-controlled missions, refer to the compliance desk.

Operator: The X-band downlink margin was 2 dB lower than predicted on the last three contacts. What
should we look at first?
Assistant:""", SRC + "space:ground-station", ["head", "yaml_block", "epoch_us", "vendor_prefix"])


@positive
def _nextflow_run(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You explain Nextflow pipeline results to wet-lab scientists. Use plain words, flag any sample that
failed QC, and never recommend re-sequencing without saying why.

workflow:
  {v('run_id', 'runName: ' + g.run_name())}
  {v('run_id', 'sessionId: ' + g.uuid4())}
  {v('datetime', 'start: ' + mh.rfc3339(t, 3))}
  revision: 3.14.0
  commitId: 5d9b7e2f3c1a8e6d4b2f0a9c7e5d3b1f8a6c4e2d
  profile: docker

MultiQC summary:
Sample   Reads (M)  %Dups  %GC  %Aligned
S01      42.1       18.2   48   96.4
S02      39.8       17.9   47   96.1
S03       3.2       61.4   52   71.0

Scientist: Is S03 usable for differential expression?
Assistant:""", SRC + "genomics:nextflow", ["yaml_block", "run_name", "uuid", "rfc3339", "commit_neighbour"])


@positive
def _galaxy_session(g: Gen7) -> Draft:
    return Draft(f"""You help users of the university's Galaxy server choose tools and parameters. Name the exact tool and
version available on this server.
Server: galaxy.bio.calder.example (release 24.2)
{v('session_id', 'galaxysession: ' + g.hex(32))}
History: "RNA-seq mouse liver" (14 datasets)

User: Which tool should I use to trim adapters from paired-end reads before HISAT2?
Assistant:""", SRC + "genomics:galaxy", ["header_block", "hex32", "session_id", "stable_neighbours"])


@positive
def _edc_rave(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You draft data-management queries for the ORCHID-3 study (protocol ORC-301). Queries must be neutral,
reference the form and field, and never suggest a value.

{v('request_id', 'Request: ' + g.uuid4())}
{v('datetime', 'Server time: ' + rave(t) + ' UTC')}
Site: 104 (Leiden)

Subject 104-0032, Visit 4 (Week 12), form VS:
Systolic BP 182 mmHg, diastolic 64 mmHg, pulse 61
Previous visit: systolic 124, diastolic 78

Data manager: Draft a query for the systolic value.
Query:""", SRC + "clinical:edc", ["header_block", "dd_mon_yyyy", "uuid", "stable_neighbours"])


@positive
def _epro_maltese(g: Gen7) -> Draft:
    t = g.moment(CET)
    return Draft(f"""Int l-assistent tad-djarju tal-pazjent għall-istudju ORCHID-3. Wieġeb bil-Malti, b'sentenzi qosra, u
qatt ma tagħti parir mediku.
{v('date', 'Id-data tal-lum: ' + mt_date(t))}

Pazjent: Insejt nimla d-djarju lbieraħ. Nista' nimlieh issa?
Assistant:""", SRC + "clinical:epro", ["system_tail", "localized_date", "maltese", "non_english"])


@positive
def _trial_monitor_traceparent(g: Gen7) -> Draft:
    return Draft(f"""You help clinical research associates prepare monitoring visits for the ORCHID-3 study. List what to
verify at the site, most important first.
{v('trace_id', 'traceparent: ' + g.traceparent())}

Site 211 (Ghent): 14 subjects randomised, 3 open queries older than 30 days, last monitoring visit
2026-10-06, one protocol deviation (visit 3 window missed by 4 days).

CRA: What should I focus on at next week's visit?
Assistant:""", SRC + "clinical:monitoring", ["system_tail", "traceparent", "content_dates"])


@positive
def _vet_welsh(g: Gen7) -> Draft:
    t = uk_zone(g.moment())
    return Draft(f"""Ti yw cynorthwyydd brysbennu Milfeddygfa'r Bont. Ateb yn Gymraeg. Os yw'r anifail mewn perygl, dywed
wrth y perchennog am ffonio 01970 555 0199 ar unwaith.
{v('date', 'Dyddiad heddiw: ' + cy_date(t))}

Perchennog: Mae fy nghi wedi bwyta siocled tywyll tua awr yn ôl. Mae'n pwyso 8 kg.
Assistant:""", SRC + "veterinary:triage", ["system_tail", "localized_date", "welsh", "non_english"])


@positive
def _vet_soap(g: Gen7) -> Draft:
    return Draft(f"""You write SOAP notes for Oakfield Veterinary Clinic from the vet's dictation. Use standard
abbreviations and list medications with dose and route.
{v('session_id', 'consult_session: ' + g.nanoid())}
clinic_id: oakfield-02

Patient: Biscuit, canine, Labrador retriever, MN, 6 y, 31.4 kg
Dictation: Presented for vomiting since yesterday evening, three episodes, still eating a little. Temp
39.1, mild cranial abdominal pain, no foreign body palpable. Plan maropitant 1 mg/kg SC today, bland diet
three days, recheck if vomiting persists beyond 48 h.

SOAP note:""", SRC + "veterinary:soap-notes", ["system_tail", "nanoid", "stable_neighbours"])


@positive
def _dating_moderation_json(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""{{"queue":"profile_reports",{v('request_id', '"job_id":"' + g.ulid(t) + '",')}{v('epoch', '"received_ms":' + str(mh.epoch_ms(t)) + ',')}"policy":"community-v12"}}
You review reported dating profiles against the community guidelines. Answer "keep", "edit" or
"remove", then one sentence with the reason.

Report reason: "scam / asks for money"
Profile bio: "Engineer on an offshore rig, widowed, looking for something real. Can't video call from
the rig but we can chat on WhatsApp: +44 7700 900123"
Decision:""", SRC + "dating:moderation", ["head", "json_inline", "two_in_line", "ulid", "epoch_ms"])


@positive
def _dating_georgian(g: Gen7) -> Draft:
    t = g.moment(GET)
    return Draft(f"""შენ ხარ გაცნობის აპლიკაცია „გულის“ პროფილის მრჩეველი. უპასუხე ქართულად, მოკლედ და თბილად.
{v('datetime', 'მიმდინარე თარიღი და დრო: ' + ka_now(t))}

მომხმარებელი: დამეხმარე პროფილის აღწერის გაუმჯობესებაში. მიყვარს ლაშქრობა და კულინარია.""",
                 SRC + "dating:profile-coach", ["system_tail", "localized_datetime", "georgian", "non_english", "ends_with_user"])


@positive
def _scheduler_now(g: Gen7) -> Draft:
    t = us_central(g.moment())
    return Draft(f"""You are the assistant in Postwise, a social media scheduler. Suggest posting times from the account's
audience data and never schedule anything in the past.
Account: @fernandcrumb (Instagram, Business)
Audience peak (account time zone, America/Chicago): Tue-Thu 11:00-13:00, Sun 19:00-21:00
{v('datetime', 'Now: ' + mh.rfc3339(t))}

Queue:
- "Winter sourdough class" scheduled Thu 11:30
- "Behind the scenes: 4am bake" draft

User: When should I post the new croissant reel this week?
Assistant:""", SRC + "social:scheduler", ["header_block", "rfc3339", "offset", "clock_ranges", "content_times"])


@positive
def _scheduler_azerbaijani(g: Gen7) -> Draft:
    t = g.moment(GET)
    return Draft(f"""Sən PostPlan sosial media planlayıcısının köməkçisisən. Azərbaycan dilində qısa və konkret cavab ver.
{v('datetime', 'Cari tarix və vaxt: ' + az_now(t))}
Hesab: @bakushirniyyat (Instagram)

İstifadəçi: Yeni il kampaniyası üçün üç post ideyası təklif et.""", SRC + "social:scheduler",
                 ["system_tail", "localized_datetime", "azerbaijani", "non_english", "ends_with_user"])


@positive
def _podcast_footer(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You write show notes for "The Long Haul", a podcast about freight and logistics. Use the transcript
excerpt and include three timestamps for key moments.

Transcript excerpt:
[00:02:14] Host: Today we're talking cold chain with Ines from Polar Freight.
[00:11:40] Ines: The biggest losses happen at handover, not on the road.
[00:27:05] Host: What would you fix first with a small budget?

Episode 118, recorded 24 November 2026, publishes 3 December 2026.

--
{v('request_id', 'castline-request: ' + g.base58(22))}
{v('datetime', 'castline-date: ' + mh.ctime(t))}""", SRC + "podcast:show-notes",
                 ["tail", "footer", "base58", "asctime", "content_timestamps"])


@positive
def _player_help_widget(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the in-app help of the Stria TV player. The player attaches its live state to every question.
Explain what is happening in plain words and give one thing the viewer can try.

{{
  "player": "stria-web 5.8.2",
  "content_id": "ep-1042-s03e07",
  {v('session_id', '"player_session_id": "' + g.uuid4() + '",')}
  {v('epoch', '"client_time": ' + str(mh.epoch_ms(t)) + ',')}
  "rebuffer_count": 7,
  "avg_bitrate_kbps": 1830,
  "connection": "wifi"
}}

Viewer: Why does the show keep freezing?
Assistant:""", SRC + "streaming:player-help", ["json_block", "session_id", "epoch_ms", "stable_neighbours"])


@positive
def _drm_licence(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You help Stria TV's support agents explain playback licence errors to customers in plain words.
{v('request_id', 'License-Request-Id: ' + g.hex(32))}
{v('epoch', 'X-Request-Time: ' + str(mh.epoch_s(t)))}
DRM: Widevine L3 (Chrome 131, Windows 11)

Licence server answer for the customer's last attempt: 403, reason "output protection required
(HDCP 2.2)".

Agent: The customer uses a laptop with an external monitor and can't play 4K titles. What do I tell them?
Assistant:""", SRC + "streaming:drm-support", ["system_tail", "hex32", "epoch_s", "stable_neighbours"])


@positive
def _oidc_claims(g: Gen7) -> Draft:
    t = g.moment()
    iat = mh.epoch_s(t)
    return Draft(f"""You are the account assistant in the Harbourline Credit Union app. Use the signed-in member's claims
only to personalise the answer and to decide what they may see; never read claims back to them.

id_token claims:
{{
  "iss": "https://login.harbourline.example/realms/members",
  "sub": "f2c81d9e-4b7a-4f0e-9a21-6d3e5c8b7a10",
  "aud": "harbourline-mobile",
  {v('epoch', '"iat": ' + str(iat) + ',')}
  {v('epoch', '"exp": ' + str(iat + 300) + ',')}
  {v('nonce', '"nonce": "' + g.b64url(16) + '",')}
  {v('token', '"jti": "' + g.uuid4() + '",')}
  "acr": "urn:harbourline:loa:2",
  "name": "Tomás Byrne"
}}

Member: Can I raise my daily transfer limit from the app?
Assistant:""", SRC + "identity:oidc-claims", ["json_block", "oidc", "epoch_s", "nonce", "stable_neighbours"])


@positive
def _id_token_header(g: Gen7) -> Draft:
    t = g.moment()
    iat = mh.epoch_s(t)
    token = g.jwt_rs({"iss": "https://sso.vell.example", "sub": "00u8k2m4q6", "aud": "intranet-assistant",
                      "iat": iat, "exp": iat + 3600, "nonce": g.b64url(12), "jti": g.uuid4()}, "k-2026-09")
    return Draft(f"""{v('token', 'X-Id-Token: ' + token)}
X-Forwarded-User: mkovacs
X-Forwarded-Groups: staff,warehouse-leads

You are the intranet assistant of Vell Logistics. Answer from the HR and safety handbooks and say
which section you used.

User: How many consecutive night shifts can a forklift driver work?
Assistant:""", SRC + "identity:proxy-headers", ["head", "header_block", "jwt", "stable_neighbours"])


@positive
def _keycloak_admin(g: Gen7) -> Draft:
    return Draft(f"""You help the identity team at Vell Logistics administer Keycloak. Suggest admin-console steps or
kcadm.sh commands; never suggest disabling brute-force detection.
realm: vell-staff
{v('session_id', 'session_state: ' + g.uuid4())}
admin: j.osei

Admin: How do I force all sessions of one user to log out after a laptop theft?
Assistant:""", SRC + "identity:keycloak-admin", ["header_block", "uuid", "session_id", "stable_neighbours"])


@positive
def _password_manager_basque(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""Keyvault-en laguntza-zerbitzuko laguntzailea zara. Erantzun euskaraz, urratsez urrats, eta ez eskatu
inoiz pasahitz nagusia.
Gailua: macOS aplikazioa 8.10.48
{v('session_id', 'Laguntza saioa: ' + g.base32(26))}
{v('date', 'Gaurko data: ' + eu_date(t))}

Erabiltzailea: Telefono berria dut eta ezin dut bi urratseko egiaztapena berreskuratu.
Assistant:""", SRC + "password-manager:support", ["header_block", "base32", "localized_date", "basque", "non_english"])


@positive
def _password_manager_audit(g: Gen7) -> Draft:
    return Draft(f"""You explain security reports to family-plan owners of Keyvault. Be calm, concrete, and never show
passwords.
[report-service {v('request_id', 'rid=' + g.b64url(12))} plan=family]

Watchtower summary for the family vault:
- 4 reused passwords (streaming, two shops, one forum)
- 1 login found in a 2024 breach (forum.example, password last changed 2023-02-11)
- 2FA available but off: 3 accounts

Owner: Which of these should my kids fix first?
Assistant:""", SRC + "password-manager:watchtower", ["system_tail", "bracketed_kv", "b64url", "content_dates"])


@positive
def _cf_access_jwt(g: Gen7) -> Draft:
    t = g.moment()
    iat = mh.epoch_s(t)
    token = g.jwt_rs({"aud": [g.hex(64)], "email": "r.dlamini@karoo-analytics.example", "exp": iat + 86400,
                      "iat": iat, "nbf": iat, "iss": "https://karoo.cloudflareaccess.com", "type": "app",
                      "identity_nonce": g.b62(16), "sub": "7335d417-61da-459d-899c-0a01c76a2f94",
                      "country": "ZA"}, g.hex(64))
    return Draft(f"""Cf-Access-Authenticated-User-Email: r.dlamini@karoo-analytics.example
{v('token', 'Cf-Access-Jwt-Assertion: ' + token)}
Cf-Ipcountry: ZA

You are the internal data-catalogue assistant for Karoo Analytics. Point people to the right dataset and
its owner; do not run queries.

User: Where do I find the 2025 churn cohort tables?
Assistant:""", SRC + "zero-trust:access-headers", ["head", "header_block", "jwt", "stable_neighbours"])


@positive
def _vpn_mongolian(g: Gen7) -> Draft:
    t = g.moment(ULAT)
    return Draft(f"""Та ТалНет VPN үйлчилгээний тусламжийн туслах. Монгол хэлээр товч, ойлгомжтой хариул.
{v('datetime', 'Одоогийн огноо, цаг: ' + mn_now(t))}
Багц: Pro, 5 төхөөрөмж

Хэрэглэгч: Утсан дээр VPN холбогдсон ч интернэт ажиллахгүй байна.""", SRC + "vpn:support",
                 ["system_tail", "localized_datetime", "mongolian", "non_english", "ends_with_user"])


@positive
def _ztna_policy_kv(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You explain zero-trust access decisions to employees of Ardent Bio in plain words and tell them how to
get access legitimately.
decision_ctx: policy=lab-systems-v7 {v('request_id', 'eval_id=' + g.uuid4())} {v('datetime', 'evaluated_at=' + mh.rfc3339(t, 6))} posture=required

Decision: DENY (device posture: disk encryption off; OS 14.6 below minimum 15.1)

Employee: Why can't I open the LIMS from my laptop since this morning?
Assistant:""", SRC + "zero-trust:policy-decision", ["system_tail", "key_value_inline", "two_in_line", "rfc3339_us"])


@positive
def _mail_gateway_triage(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""You are the triage assistant of the Halden Mail Shield quarantine. Decide "release", "keep" or
"escalate" for the held message and give the decisive evidence.

{v('request_id', 'Scan: ' + g.ksuid(t))}
{v('datetime', 'Scanned: ' + mh.rfc3339(t))}

Held message:
From: "DocuShare" <no-reply@docushare-files.example>
To: finance@halden.example
Date: Mon, 30 Nov 2026 07:58:12 +0000
Message-ID: <CAF8x2kQ@mail.docushare-files.example>
Subject: Invoice 30/11 - shared with you
Authentication-Results: mx.halden.example; spf=softfail smtp.mailfrom=docushare-files.example; dkim=none; dmarc=fail

Body: "You have a new document. Open: https://docushare-files.example/s/Q8zL2"

Verdict:""", SRC + "email-security:quarantine", ["header_block", "ksuid", "rfc3339", "envelope_vs_payload"])


@positive
def _bug_bounty_triage(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You help the Tessellate security team triage bug bounty reports. Rate severity with CVSS 3.1, say
whether the report is in scope, and suggest a bounty band from the table.

{v('run_id', 'Triage run: ' + g.ulid(t))}
Program: tessellate-public (scope: *.tessellate.example, excluding status.tessellate.example)

Report #2841173 "IDOR on /api/v2/invoices/{{id}}" submitted 2026-11-29 by @k0ala
Steps: log in as user A, request GET /api/v2/invoices/88213 (belongs to user B); the response is 200
with B's invoice PDF.

Bounty bands: low $150, medium $750, high $2,500, critical $7,500

Triage:""", SRC + "bug-bounty:triage", ["body", "ulid", "run_id", "content_dates"])


@positive
def _opsgenie_chatops(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""[opsbot] {v('request_id', 'cmd_id=' + g.uuid4())} user=U04QX2LM channel=C0INCIDENT {v('datetime', 'received=' + mh.rfc3339(t))} team=payments
You are Opsbot in the Halyard Slack. Summarise the Opsgenie alert for the channel and propose the next
action; ask before acknowledging or closing anything.

Alert (from Opsgenie):
tinyId: 4412
message: "[Datadog] p99 latency > 2s on checkout-api"
priority: P2
createdAt: 2026-11-30T21:04:11.512Z
count: 3
tags: checkout, latency, eu-west-1

User: what's going on with checkout?
Opsbot:""", SRC + "chatops:opsgenie", ["head", "key_value_inline", "two_in_line", "envelope_vs_payload"])


@positive
def _incident_bot_b3_multi(g: Gen7) -> Draft:
    return Draft(f"""You are the incident scribe for the Halyard platform team. Turn the channel messages into a timeline
with UTC times and owners.
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

#inc-2211 messages:
21:04 maya: checkout p99 over 2 s, paging payments
21:09 li: rolled back checkout-api to 4.18.2
21:16 maya: p99 back under 400 ms, watching
21:40 li: root cause: connection pool set to 5 in 4.18.3 config

Timeline:""", SRC + "chatops:incident-scribe", ["system_tail", "b3_multi", "stable_neighbours", "content_times"])


@positive
def _extension_page_xml(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""Summarise the page the user is reading in five bullets, then list every deadline it mentions with its
date exactly as written.
<page url="https://www.gov.example/grants/community-energy-2027" {v('datetime', 'captured="' + mh.js_iso(t) + '"')} lang="en">
Community Energy Fund 2027 - guidance. Expressions of interest open on 2 February 2027 and close on 16
March 2027 at 17:00. Full applications are due by 30 April 2027. Decisions are expected in July 2027.
Grants cover up to 60% of eligible costs, capped at GBP 150,000.
</page>""", SRC + "browser-extension:page-context", ["xml_attr", "js_iso", "content_dates", "head"])


@positive
def _extension_nepali(g: Gen7) -> Draft:
    t = g.moment(NPT)
    return Draft(f"""तपाईं "पढाइ सहायक" ब्राउजर विस्तार हुनुहुन्छ। पृष्ठको सारांश नेपालीमा पाँच बुँदामा दिनुहोस्।
पृष्ठ: https://news.example.com.np/economy/budget-review
{v('date', 'आजको मिति: ' + ne_date(t))}

पृष्ठको पाठ: सरकारले चालु आर्थिक वर्षको बजेट समीक्षा सार्वजनिक गरेको छ। पुँजीगत खर्च लक्ष्यको ३८ प्रतिशत मात्र
भएको छ। अर्को समीक्षा माघ मसान्तमा हुनेछ।""", SRC + "browser-extension:reader", ["header_block", "localized_date",
                                                                     "devanagari_digits", "nepali", "non_english"])


@positive
def _ocr_job_sinhala_doc(g: Gen7) -> Draft:
    t = g.moment(SLST)
    return Draft(f"""{v('run_id', 'OCR job: ' + g.uuid7(t))}
{v('datetime', 'Processed: ' + mh.rfc3339(t, 6))}
Engine: tesseract 5.4.1 (sin+eng), 300 dpi

Translate the OCR text below into English and list every date and amount it contains.

OCR text:
ලංකා විදුලිබල මණ්ඩලය
ගිණුම් අංකය: 0412778133
කියවීමේ දිනය: 2026 නොවැම්බර් 28
ගෙවිය යුතු මුදල: රු. 4,860.00
ගෙවිය යුතු අවසන් දිනය: 2026 දෙසැම්බර් 12""", SRC + "ocr:pipeline", ["head", "header_block", "uuid7", "rfc3339_us",
                                                             "sinhala", "content_dates"])


@positive
def _sinhala_water_bill(g: Gen7) -> Draft:
    t = g.moment(SLST)
    return Draft(f"""ඔබ ජල සම්පාදන සේවාවේ පාරිභෝගික සහායකයා වේ. කෙටියෙන්, සිංහලෙන් පිළිතුරු දෙන්න.
{v('date', 'අද දිනය: ' + si_date(t))}

පාරිභෝගිකයා: මගේ ජල බිල්පත මේ මාසයේ ඉහළ ගොස් ඇත. ඇයි?""", SRC + "utility:water-support",
                 ["system_tail", "localized_date", "sinhala", "non_english", "ends_with_user"])


@positive
def _notary_session(g: Gen7) -> Draft:
    t = us_central(g.moment())
    return Draft(f"""You assist commissioned notaries on the Sealwell remote online notarization platform. Check the session
checklist and tell the notary what is still missing before the notarial act can be completed.

{v('session_id', 'RON session: ' + g.hex(24))}
{v('datetime', 'Session started: ' + us_12h(t) + ' CT')}
Notary: Dana Whitfield, Texas commission 13247789-2, expires 08/14/2029
Document: Affidavit of heirship (signer: Marcus Reyes), 4 pages, dated November 28, 2026

Checklist:
[x] Credential analysis passed
[x] KBA passed (5/5)
[ ] Signer's physical location confirmed
[ ] Recording consent captured

Notary: What do I still need before I can apply my seal?
Assistant:""", SRC + "notary:remote-online", ["header_block", "hex24", "month_first", "content_dates"])


@positive
def _election_irish(g: Gen7) -> Draft:
    t = uk_zone(g.moment())
    return Draft(f"""Is tusa cúntóir faisnéise toghcháin Chomhairle Contae na Gaillimhe. Freagair as Gaeilge, go
neodrach; ná mol iarrthóir ar bith.
{v('date', 'Dáta an lae inniu: ' + ga_date(t))}
Lá vótála: 12 Nollaig 2026, 07:00-22:00

Vótálaí: Cá háit a vótálfaidh mé má bhog mé go Bearna an mhí seo caite?
Assistant:""", SRC + "election:voter-info", ["system_tail", "localized_date", "irish", "non_english", "content_dates"])


@positive
def _election_lookup(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You answer voter questions for the Marlow County elections office. Be strictly non-partisan; for
anything about a specific ballot, point to the official sample ballot.
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
{v('epoch', 'X-Request-Start: t=' + str(mh.epoch_us(t)))}

Polling place lookup (precinct 14B): Marlow Community Center, 220 Elm St, open 7:00 AM - 8:00 PM on
election day, Tuesday, November 3, 2026. Early voting ended October 31.

Voter: I work until 7:30 PM on election day. Will I still be able to vote?
Assistant:""", SRC + "election:polling-place", ["system_tail", "uuid", "epoch_us", "content_dates"])


@positive
def _charity_macedonian(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""Ти си асистент за донатори на здружението „Светлина“ од Скопје. Одговарај на македонски, топло и
кратко.
{v('date', 'Денешен датум: ' + mk_date(t))}
Донатор: Ана Петровска, месечен донатор од 2021 година

Донатор: Дали можам да ја зголемам месечната донација од следниот месец?""", SRC + "charity:donor-care",
                 ["system_tail", "localized_date", "macedonian", "non_english", "ends_with_user"])


@positive
def _charity_thanks(g: Gen7) -> Draft:
    return Draft(f"""You draft thank-you letters for Marram Trust supporters. Mention the supporter's history warmly but
never the exact totals.
Request meta: template=thanks-v4 {v('request_id', 'requestId=' + g.hex(16))} locale=en-GB

Supporter record:
{{"constituent_id": "104882", "name": "Eleanor Voss", "first_gift": "2014-05-02", "last_gift": "2026-11-20", "gift_count": 37, "fund": "Dune restoration"}}

Letter:""", SRC + "charity:crm-letters", ["system_tail", "key_value_inline", "hex16", "json_record_content"])


@positive
def _church_yoruba(g: Gen7) -> Draft:
    t = g.moment(WAT)
    return Draft(f"""Ìwọ ni olùrànlọ́wọ́ Ìjọ Kristi Mímọ́ ní Ìbàdàn. Dáhùn ní èdè Yorùbá, ní ṣókí.
{v('date', 'Ọjọ́ òní: ' + f'{t:%d/%m/%Y}')}
Ìsìn ọjọ́ Àìkú: 8:00 àárọ̀ àti 10:30 àárọ̀

Ọmọ ìjọ: Ṣé ìpàdé àwọn ọ̀dọ́ wà ní ọjọ́ Ẹtì yìí?""", SRC + "church:member-assistant",
                 ["system_tail", "day_first", "yoruba", "non_english", "ends_with_user"])


@positive
def _church_service_plan(g: Gen7) -> Draft:
    t = uk_zone(g.moment())
    return Draft(f"""Prompt built {v('datetime', 'on ' + day_month_name(t))} for the St Aidan's music team.
You help the music team prepare the Sunday service. Suggest keys that suit the congregation and flag
songs that were used in the last four weeks.

Sunday 6 December, Advent 2, 10:30
Songs: O Come O Come Emmanuel (Em), Come Thou Long Expected Jesus (F), Light of the World (E)
Used recently: Light of the World (15 November)

Music lead: Is E too high for Light of the World?
Assistant:""", SRC + "church:service-planning", ["head", "inline_phrase", "long_date_time", "content_dates"])


@positive
def _betting_odds(g: Gen7) -> Draft:
    t = uk_zone(g.moment())
    return Draft(f"""You are the help assistant of Kestrel Bet. Explain odds and bet types; never encourage a bet, and show
the safer-gambling link when the user mentions losses.
{v('datetime', 'Odds snapshot: ' + mh.rfc3339(t))}
Match: Leeds United v Sunderland, kick-off Sat 5 Dec 15:00 GMT
1X2: 2.10 / 3.40 / 3.60   Both teams to score: Yes 1.83 / No 1.95

User: What does 3.40 on the draw actually pay if I put 5 pounds on it?
Assistant:""", SRC + "betting:odds-explainer", ["system_tail", "rfc3339", "snapshot", "content_dates"])


@positive
def _fantasy_front_matter(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""---
league: Sunday Dads XI (private)
scoring: standard
{v('request_id', 'request_id: ' + g.ulid(t))}
{v('datetime', 'generated: ' + mh.py_iso(t))}
---
You are the lineup helper for a fantasy football league. Recommend a captain and one transfer, with a
one-line reason each; budget is 1.4m.

Squad: Raya; Gabriel, Saliba, Hall, Munoz; Saka, Palmer, Mbeumo, Gordon; Haaland, Watkins
Fixtures: ARS v WHU (H), CHE @ BOU, NEW v EVE (H), MCI @ LIV

Manager: Who should I captain this week?
Assistant:""", SRC + "fantasy:lineup", ["front_matter", "ulid", "python_isoformat"])


@positive
def _fantasy_league_chat(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are Ref, the banter-free rules bot of the Sunday Dads XI league chat. Answer rules questions from
the league constitution only.
league_chat: 1096143296473731082

Constitution 4.2: Trades between managers need approval by two other managers within 48 hours.

dave_k: can I trade Palmer for Salah with Tom if nobody votes?
{v('message_id', 'message_id: ' + g.snowflake(t))}
Ref:""", SRC + "fantasy:league-chat", ["last_user", "snowflake", "stable_snowflake_neighbour"])


@positive
def _esports_feed(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the casters' assistant for the Nordic Rift League. Give talking points from the stats; no
betting talk.
stats_feed: nrl-live v2
{v('epoch', 'generated_at: ' + str(mh.epoch_s(t)))}
Match: Frost Wolves vs Harbor Kings, map 2 (Bo3), FW lead the series 1-0
FW: 14 kills, 3 towers, gold +4.2k at 18:00 game time
HK: 9 kills, 1 tower

Caster: Give me three talking points for the next break.
Assistant:""", SRC + "esports:caster-feed", ["header_block", "epoch_s", "in_game_clock"])


@positive
def _chess_coach(g: Gen7) -> Draft:
    return Draft(f"""You are a chess coach. Explain the critical mistake in the game in plain language for a 1200-rated
player, then suggest one training exercise.

{v('request_id', 'analysis_request: ' + g.uuid4())}
engine: Stockfish 17, depth 24

[Event "Club Championship"]
[Site "Reykjavik"]
[Date "2026.11.28"]
[Round "5"]
[White "Jonsson, A."]
[Black "Petersen, K."]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1

Coach:""", SRC + "chess:coach", ["body", "uuid", "pgn_content", "stable_neighbours"])


@positive
def _music_distribution(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You check release metadata for Tonebay distribution before it is delivered to stores. List every
problem and how to fix it.
{v('run_id', 'Validation run: ' + g.uuid1())}
{v('datetime', 'Checked at: ' + mh.go_nano(t, g.small(1, 1000)))}

Release: "Quiet Harbour" - Lena Moss (EP, 5 tracks)
UPC: 196871234562
Release date: 2027-01-15   Original release date: 2027-01-15
Track 1 "Low Tide" ISRC GBKPL2600031, 3:41
Track 2 "Salt Lines" ISRC GBKPL2600031, 4:02
Track 3 "North Light (feat. Aro)" ISRC GBKPL2600033, 3:18, explicit: yes (no explicit lyrics)

Checker:""", SRC + "music:distribution-qa", ["system_tail", "uuid1", "go_rfc3339nano", "isrc_content"])


@positive
def _manuscript_review(g: Gen7) -> Draft:
    return Draft(f"""You help reviewers of the Journal of Applied Hydrology write constructive, specific reviews. Do not
decide acceptance; suggest what the authors should add or clarify.
Manuscript: JAH-2026-0412.R1, "Groundwater recharge under managed aquifer recharge in semi-arid basins"
Reviewer: Reviewer 2 (second round)
{v('session_id', 'Session: ' + g.hexu(32))}

Previous round's main point: the recharge estimate relies on a single year (2023) of piezometer data.

Reviewer: The authors added 2024 data but no uncertainty bounds. Draft my main comment.
Assistant:""", SRC + "academic:manuscript-system", ["header_block", "hex32_upper", "session_id", "content_ids"])


@positive
def _journal_armenian(g: Gen7) -> Draft:
    t = g.moment(GET)
    return Draft(f"""Դուք գիտական հանդեսի խմբագրական օգնականն եք։ Պատասխանեք հայերեն, հակիրճ և քաղաքավարի։
{v('date', 'Ընթացիկ ամսաթիվ: ' + hy_date(t))}
Ձեռագիր՝ ՀԲՀ-2026-118

Հեղինակ: Ե՞րբ կստանամ գրախոսների կարծիքները։""", SRC + "academic:editorial-office",
                 ["system_tail", "localized_date", "armenian", "non_english", "ends_with_user"])


@positive
def _proctoring(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the proctoring assistant for Calder University's online exams. Answer candidates' technical
questions; never answer questions about exam content.
Exam: STAT 201 Final (120 min, closed book)
{v('session_id', 'Proctoring session: ' + g.uuid4())}
{v('datetime', 'Current time: ' + mh.rfc3339(t, 6))}
Candidate: 20841177

Candidate: My webcam froze for about a minute. Will my exam be flagged?
Assistant:""", SRC + "lms:proctoring", ["header_block", "uuid", "rfc3339_us", "stable_neighbours"])


@positive
def _amharic_delivery(g: Gen7) -> Draft:
    return Draft(f"""{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Accept-Language: am-ET

እርስዎ የፈጣን ምግብ ማድረሻ አገልግሎት ረዳት ነዎት። በአማርኛ አጭርና ግልጽ መልስ ይስጡ።

ደንበኛ: ትዕዛዜ ከአንድ ሰዓት በላይ ዘግይቷል። ምን ላድርግ?""", SRC + "restaurant:delivery-support",
                 ["head", "header_block", "uuid", "amharic", "non_english", "ends_with_user"])


@positive
def _amharic_clinic(g: Gen7) -> Draft:
    t = g.moment(EAT)
    return Draft(f"""እርስዎ የቤት እንስሳት ክሊኒክ ቀጠሮ ረዳት ነዎት። በአማርኛ ይመልሱ።
የክሊኒኩ ሰዓት: ሰኞ-ቅዳሜ 08:30-17:30
{v('datetime', 'የአሁኑ ሰዓት: ' + dmy(t))}

ባለቤት: ውሻዬን ለክትባት ዛሬ ማምጣት እችላለሁ?""", SRC + "veterinary:appointments",
                 ["system_tail", "day_first", "amharic", "non_english", "ends_with_user", "clock_ranges"])


@positive
def _khmer_parcel(g: Gen7) -> Draft:
    t = g.moment(ICT)
    return Draft(f"""អ្នកគឺជាជំនួយការរបស់ក្រុមហ៊ុនដឹកជញ្ជូនរហ័ស។ សូមឆ្លើយជាភាសាខ្មែរ ខ្លីៗ និងច្បាស់លាស់។
{v('datetime', 'ពេលវេលាបច្ចុប្បន្ន: ' + km_now(t))}

អតិថិជន: កញ្ចប់របស់ខ្ញុំនៅឯណា? លេខតាមដាន RH-4471-0093""", SRC + "logistics:parcel-support",
                 ["system_tail", "localized_datetime", "khmer_digits", "khmer", "non_english", "ends_with_user"])


@positive
def _order_webhook_envelope(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the order assistant for Casa Nonna's kitchen tablet. Read the new order and tell the kitchen,
in one line each, what to prepare first and any special requests.

Webhook from the ordering platform:
{v('request_id', 'X-Delivery-Id: dlv_' + g.b62(24))}
{v('epoch', 'X-Delivery-Timestamp: ' + str(mh.epoch_s(t)))}
Body: {{"order": "CN-20931", "placed_at": "2026-11-30T19:41:07+01:00", "pickup": "20:15", "items": ["2x margherita", "1x tiramisu"], "note": "one pizza gluten-free base"}}

Kitchen:""", SRC + "restaurant:order-webhook", ["header_block", "vendor_prefix", "epoch_s", "envelope_vs_payload"])


@positive
def _driver_app_decimal_epoch(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the in-app assistant for Swiftly drivers. Answer questions about earnings, documents and
app features; for safety incidents, give the emergency button instructions first.
app: swiftly-driver 7.31.0 (android)
{v('epoch', 'client_ts: ' + str(mh.epoch_s(t)) + '.' + f'{t.microsecond // 1000:03d}')}
city: lisbon

Driver: Why is my weekly payout smaller than the trips screen says?
Assistant:""", SRC + "ride-hailing:driver-app", ["header_block", "epoch_decimal", "stable_neighbours"])


@positive
def _pool_icelandic_weekday(g: Gen7) -> Draft:
    t = g.moment(GMT)
    days = ["mánudagur", "þriðjudagur", "miðvikudagur", "fimmtudagur", "föstudagur", "laugardagur", "sunnudagur"]
    return Draft(f"""Þú svarar spurningum um Sundlaug Kópavogs. Svaraðu á íslensku og nefndu alltaf opnunartímann.
Opnunartími: virka daga 06:30-22:00, um helgar 08:00-20:00.
{v('date', 'Vikudagur: ' + days[t.weekday()])}

Gestur: Er opið fram á kvöld í dag?
Assistant:""", SRC + "leisure:pool-info", ["system_tail", "weekday_only", "icelandic", "non_english", "clock_ranges"])


@positive
def _podcast_toml(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""+++
show = "Kitchen Table Science"
episode = 57
{v('datetime', 'rendered_at = ' + mh.rfc3339(t, 3))}
+++
Write three title options for this episode, each under 60 characters, and one sentence of description.

Episode summary: Why bread goes stale (it is not drying out), what the fridge does to starch, and a
listener question about freezing sourdough.
Titles:""", SRC + "podcast:episode-titles", ["front_matter", "toml", "rfc3339_ms"])


@positive
def _scada_xml_element(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""<context>
  <site>Kettle Ridge wind farm</site>
  {v('datetime', '<current_time>' + mh.rfc3339(t) + '</current_time>')}
  <turbines>24 x V150-4.2</turbines>
</context>
You help the remote operations centre interpret turbine fault codes. Say whether a site visit is needed.

Operator: WTG-17 shows fault 3104 (pitch deviation) and restarted itself twice. Remote reset again or
send a technician?
Assistant:""", SRC + "scada:wind-farm", ["head", "xml_element", "rfc3339", "stable_neighbours"])


@positive
def _dating_support_bracket(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You are the member-support assistant of Kindling, a dating app. Explain decisions kindly and describe
the appeal process; never reveal who reported a member.

Member: {v('epoch', '[ts=' + str(mh.epoch_ms(t)) + ']')} I was banned this morning and I have no idea why. I only sent two messages.
Assistant:""", SRC + "dating:member-support", ["last_user", "bracketed_kv", "epoch_ms"])


@positive
def _lookahead_iso_week(g: Gen7) -> Draft:
    t = g.moment()
    return Draft(f"""You maintain the three-week lookahead schedule for the Harbour Quay residential project. Flag
activities whose predecessors are not finished and suggest resequencing.
{v('date', 'Current week: ' + mh.iso_week(t))}

Lookahead:
Activity                    Start        Finish       Predecessor
Level 4 slab pour           2026-12-07   2026-12-07   Level 4 rebar inspection
Level 4 rebar inspection    2026-12-04   2026-12-04   Level 4 rebar
Level 3 blockwork           2026-12-01   2026-12-11   Level 3 slab cure (done)

Planner: Is the slab pour on the 7th realistic?
Assistant:""", SRC + "construction:lookahead", ["system_tail", "iso_week", "content_dates", "table"])


@positive
def _lims_dotnet(g: Gen7) -> Draft:
    t = eu_zone(g.moment())
    return Draft(f"""You help technicians at Delta Genomics' sequencing lab with the LIMS. Give the exact screen and field
names.
Instrument: NovaSeq X (SN LH00418)
{v('datetime', 'RequestTimestamp: ' + mh.dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'RequestId: ' + g.uuid1())}

Technician: The flow cell lot I scanned is rejected as expired but the box says 2027-03. Why?
Assistant:""", SRC + "genomics:lims", ["header_block", "dotnet_roundtrip", "uuid1", "content_dates"])


@positive
def _housekeeping_windows(g: Gen7) -> Draft:
    t = us_pacific(g.moment())
    return Draft(f"""Property: Seabright Inn (48 rooms)
Workstation: HK-OFFICE-1
{v('datetime', 'System time: ' + mh.windows_general(t))}

You help the housekeeping supervisor plan room assignments. Departures are cleaned before stayovers;
no attendant gets more than 14 credits.

Board: 11 departures, 19 stayovers, 3 attendants on shift (Rosa, Kim, Abdi), VIP arrival in 305.

Supervisor: Split the rooms fairly.
Assistant:""", SRC + "hotel:housekeeping", ["head", "header_block", "windows_datetime", "stable_neighbours"])


# --- hand-written negatives ---------------------------------------------------------------------

def _fixed_jwt(claims: dict[str, Any], kid: str, signature: str) -> str:
    """A token the user pasted: fixed, not seeded."""
    def part(obj: dict[str, Any]) -> str:
        raw = json.dumps(obj, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
    return f"{part({'alg': 'RS256', 'kid': kid, 'typ': 'JWT'})}.{part(claims)}.{signature}"


PASTED_ID_TOKEN = _fixed_jwt({"iss": "https://sso.vell.example", "sub": "00u8k2m4q6", "aud": "intranet-assistant",
                              "iat": 1796127322, "exp": 1796127322, "nonce": "6ArZ2vhBtq5X"}, "k-2026-09",
                             "kQ3nV8xZp2LmR7tYc4WbH9sJd1FgA6eN0uIoP5qXy3Tz8rKv")


def negatives(g: Gen7) -> list[Draft]:
    """Prompts whose dates, times, ids and numbers are all content or stable: nothing may move."""
    n: list[Draft] = []

    def add(kind: list[str], source: str, text: str) -> None:
        hard = [] if "control" in kind else ["hard_negative"]
        n.append(Draft(text, SRC + "negative:" + source, [*hard, *kind]))

    # ERP and accounting
    add(["idoc", "sap_dates", "pasted"], "erp:sap-idoc", """Explain these IDoc segments and tell me which date the supplier will treat as the delivery date.

E1EDK01  CURCY=EUR  BSART=NB  BELNR=4500018231
E1EDK03  IDDAT=012  DATUM=20261127  UZEIT=101544
E1EDK03  IDDAT=002  DATUM=20261215
E1EDP01  POSEX=000010  MENGE=40.000  MENEE=PCE
E1EDP20  WMENG=40.000  EDATU=20261215""")
    add(["csv", "month_first", "dates_in_table"], "erp:netsuite-export", """From this saved search export, compute the total per aging bucket (current, 1-30, 31-60, 61-90,
90+) as of 30 November 2026.

Internal ID,Document Number,Customer,Date,Due Date,Amount Remaining
88412,INV-20931,Alder Creek Rentals,9/28/2026,10/28/2026,4210.00
88519,INV-21044,Basin Trail Co.,10/15/2026,11/14/2026,1880.50
88633,INV-21102,Cedar Hollow Camps,10/22/2026,11/21/2026,612.00
88790,INV-21388,Delta Ridge Lodge,11/20/2026,12/20/2026,2950.00
87321,INV-19877,Elkhorn Outfitters,7/30/2026,8/29/2026,345.75""")
    add(["chatter_log", "day_first", "albanian"], "erp:odoo-chatter", """Përmblidh këtë histori mesazhesh nga Odoo në tre pika, në shqip.

Elira Hoxha - 28/11/2026 09:14
Klienti kërkoi shtyrjen e dorëzimit të porosisë S00412.
Arben Kola - 28/11/2026 11:02
Magazina konfirmon: mallrat janë gati më 10/12/2026.
Elira Hoxha - 29/11/2026 16:45
Klienti pranoi datën e re, 15 dhjetor 2026.""")
    add(["pasted_http", "vendor_trace_id", "http_date"], "erp:quickbooks-error", """I'm calling the QuickBooks API from our script and keep getting this. What's wrong with my request?

HTTP/1.1 400 Bad Request
Date: Mon, 30 Nov 2026 10:12:44 GMT
Content-Type: application/json
intuit_tid: 1-692c1b5c-6a1f0e3d9b7c4a2e58f13d07

{"Fault":{"Error":[{"Message":"Object Not Found","Detail":"Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.","code":"610","element":""}],"type":"ValidationFault"},"time":"2026-11-30T02:12:44.182-08:00"}""")
    add(["journal", "dates_in_table", "price"], "erp:journal-entries", """Check whether each journal entry balances and flag the ones that don't.

JE No.   Date         Account              Debit       Credit
JE-1184  2026-11-30   6100 Rent            2,400.00
JE-1184  2026-11-30   1000 Bank                        2,400.00
JE-1185  2026-11-30   5000 COGS            8,912.40
JE-1185  2026-11-30   1200 Inventory                   8,921.40
JE-1186  2026-12-01   1100 AR              1,250.00
JE-1186  2026-12-01   4000 Sales                       1,250.00""")
    add(["odata_date", "id_in_question", "code"], "erp:odata-date-question", """Our SAP OData service returns dates like this. How do I turn them into ISO 8601 in JavaScript, and
why does the second one carry an offset?

"PostingDate": "/Date(1795737600000)/",
"ChangedOn": "/Date(1796126400000+0060)/\"""")
    add(["stable_header", "sap_client"], "erp:stable-sap-header", """sap-client: 100
sap-language: EN
Company code: 1710
Fiscal year variant: K4
Chart of accounts: YCOA

You explain posting rules to the Kestrel Foods finance team. Name the G/L account and the posting key,
and say when a cost centre is required.

Accountant: Which account do I use for inbound freight on raw-material purchases?
Assistant:""")
    add(["invoice", "afrikaans", "dates_in_document", "price"], "erp:invoice-afrikaans", """Kontroleer hierdie faktuur en sê of die BTW reg bereken is.

FAKTUUR F-2026-0883
Datum: 27 November 2026
Vervaldatum: 27 Desember 2026
Kliënt: Bergsig Wynkelder
Beskrywing: 40 x staalplaat 3 mm @ R 1 180,00
Subtotaal: R 47 200,00
BTW (15%): R 7 080,00
Totaal: R 54 280,00""")
    add(["stable_header", "api_version", "user_agent"], "erp:integration-headers", """Odoo-Version: 18.0
X-API-Version: 2025-11-01
Accept: application/json
User-Agent: kestrel-sync/2.3.0 (+https://kestrelfoods.example)

You are the integration assistant for Kestrel Foods' ERP sync. The headers above are sent with every
call. Explain errors in plain words and say whether a retry is safe.

Engineer: What happens to our sync if the provider retires API version 2025-11-01?
Assistant:""")

    # point of sale, restaurants, delivery
    add(["z_report", "day_first", "price"], "pos:z-report", """Summarise this end-of-day report for the owner and flag anything unusual.

Z-REPORT #0412   TERMINAL POS-03
Opened: 30/11/2026 07:02   Closed: 30/11/2026 22:41
Gross sales      GBP 3,184.50
Refunds          GBP   212.00 (9 transactions)
Voids            GBP    48.75 (2)
Cash expected    GBP   612.30
Cash counted     GBP   560.30
Card             GBP 2,360.20""")
    add(["ini", "config", "timestamp_in_config"], "pos:config-ini", """Why does the terminal try to sync every five minutes even though I set it to hourly?

[sync]
interval_minutes = 60
last_full_sync = 2026-11-30T02:00:00Z
retry_backoff_s = 300

[printer]
model = TM-m30III
paper_width_mm = 80""")
    add(["sms", "hausa", "transaction_ids", "phone"], "pos:mobile-money-sms", """Ka taƙaita waɗannan saƙonnin SMS na kuɗin wayar hannu da Hausa, ka faɗi jimillar kuɗin da aka aika.

30/11/2026 14:22 An aika N15,000 zuwa 0803 555 0142. Lambar ciniki: KN8Q2X71. Ma'auni: N42,310
30/11/2026 18:05 An karɓi N7,500 daga 0706 555 0199. Lambar ciniki: KN8Q4M02. Ma'auni: N49,810
01/12/2026 08:41 An aika N3,200 zuwa 0813 555 0177. Lambar ciniki: KN8R1C55. Ma'auni: N46,610""")
    add(["menu", "welsh", "clock_ranges", "price"], "restaurant:menu-welsh", """Cyfieithwch y fwydlen a'r oriau agor hyn i'r Saesneg.

Caffi'r Harbwr - oriau agor
Llun-Gwener 08:00-16:30
Sadwrn 09:00-17:00
Sul ar gau

Brecwast llawn Cymreig - £9.50 (tan 11:30)
Cawl cennin a thatws - £6.80
Bara brith a menyn - £3.20""")
    add(["json_array", "records", "rfc3339"], "restaurant:delivery-records", """Which of these orders were delivered late, and by how many minutes?

[
  {"order": "#5521", "promised": "2026-11-30T20:05:00Z", "delivered": "2026-11-30T20:11:42Z", "rider": "R12"},
  {"order": "#5522", "promised": "2026-11-30T20:00:00Z", "delivered": "2026-11-30T19:56:10Z", "rider": "R07"},
  {"order": "#5523", "promised": "2026-11-30T20:30:00Z", "delivered": "2026-11-30T20:47:03Z", "rider": "R12"}
]""")
    add(["table", "times_in_content"], "restaurant:reservations", """We have one large table (10 seats) and several 4-tops. Can I fit all these bookings on Friday
without moving anyone?

Time   Name        Covers  Notes
18:30  Okafor      4
19:00  Lindqvist   10      birthday, cake at 20:30
19:15  Moreau      2       window if possible
19:30  Haddad      6
20:00  Byrne       4       high chair""")
    add(["pasted_webhook", "envelope", "id_in_question"], "restaurant:webhook-debug", """Our kitchen tablet ignored this order webhook last night. The headers and body are below; is the
signature check the problem?

POST /hooks/orders HTTP/1.1
X-Delivery-Id: dlv_4Jx8QmZ2Lk7Rt1VbN9cW3sHy
X-Delivery-Timestamp: 1796064069
X-Signature: sha256=9f2c41d0b7e85a36c1f4d29e0a7b3c58e6d1f0a2b4c7e9d3f5a8b1c0e2d4f6a9
Content-Type: application/json

{"order": "CN-20931", "placed_at": "2026-11-30T19:41:07+01:00", "pickup": "20:15"}

Our server clock was 2026-11-30 19:47:02 CET when it arrived, and we reject anything older than 300 s.""")

    # ride-hailing
    add(["receipt", "dates_in_document", "price"], "ride-hailing:trip-receipt", """I think I was overcharged. Here's the receipt; was the fare calculated correctly?

Swiftly receipt - Trip 7Q2K-88
Pickup 29 Nov 2026, 23:48  Rua Augusta 120, Lisboa
Drop-off 30 Nov 2026, 00:21  Aeroporto Humberto Delgado T1
Distance 9.8 km  Duration 33 min
Base fare EUR 2.50 + distance EUR 6.37 + time EUR 4.95
Night surcharge (00:00-06:00) EUR 2.00
Total EUR 15.82""")
    add(["statement", "dates_in_document", "price"], "ride-hailing:payout-statement", """Explain why my weekly payout is lower than my trip earnings.

Week 23 Nov 2026 - 29 Nov 2026
Trip earnings                     R 6,482.40
Tips                              R   310.00
Service fee 25%                  -R 1,620.60
Vehicle rental                   -R 1,400.00
Instant payout fee (3 x R 9.50)  -R    28.50
Paid out 30 Nov 2026              R 3,743.30""")
    add(["yaml", "config", "dates_in_config"], "ride-hailing:surge-config", """Review this surge configuration. Can the multiplier ever exceed 2.5?

surge:
  market: sao-paulo
  base_multiplier: 1.0
  max_multiplier: 2.5
  windows:
    - days: [fri, sat]
      from: "22:00"
      to: "03:00"
      floor: 1.3
  event_overrides:
    - name: "Formula 1 - Interlagos"
      date: 2026-11-08
      max_multiplier: 3.0""")

    # hotels and property
    add(["pasted_xml", "echo_token", "rfc3339"], "hotel:ota-xml-rejected", """The channel manager rejected this modification last night with "Invalid date range". Can you see why?

<OTA_HotelResModifyRQ EchoToken="5e1c9a0d7b3f4e2a8c6d1b0f" TimeStamp="2026-11-29T22:14:03.118Z" Version="1.003" PrimaryLangID="en">
  <HotelReservations>
    <HotelReservation ResStatus="Modify">
      <UniqueID Type="14" ID="LV-884213"/>
      <RoomStays>
        <RoomStay>
          <TimeSpan Start="2026-12-23" End="2026-12-20"/>
        </RoomStay>
      </RoomStays>
    </HotelReservation>
  </HotelReservations>
</OTA_HotelResModifyRQ>""")
    add(["folio", "icelandic", "dates_in_document", "price"], "hotel:folio-icelandic", """Farðu yfir þennan reikning og segðu mér hvort gistináttaskatturinn sé rétt reiknaður.

Hótel Hraun - reikningur 2026-11873
Gestur: Sigrún Jónsdóttir
Komudagur: 27. nóvember 2026   Brottfarardagur: 30. nóvember 2026
Herbergi 12, 3 nætur x 24.900 kr.      74.700 kr.
Gistináttaskattur 3 x 600 kr.           1.800 kr.
Morgunverður 2 x 3 x 2.900 kr.         17.400 kr.
Samtals                                93.900 kr.""")
    add(["table", "times_in_content"], "hotel:housekeeping-board", """Rooms with a late checkout must not be started before their checkout time. Which assignments
break that rule?

Room  Status     Late checkout  Assigned to  Start
101   Departure  -              Rosa         09:30
104   Departure  13:00          Rosa         10:15
203   Departure  12:00          Kim          12:30
207   Stayover   -              Kim          09:00
305   Departure  14:00          Abdi         11:00""")
    add(["uzbek", "booking_confirmation", "dates_in_document"], "hotel:confirmation-uzbek", """Ushbu tasdiqnomani ingliz tiliga tarjima qiling.

Bron raqami: RP-2026-4471
Mehmon: Dilnoza Karimova
Kelish: 2026-yil 20-dekabr, 14:00 dan keyin
Ketish: 2026-yil 23-dekabr, 12:00 gacha
Narx: 2 400 000 so'm (nonushta bilan)""")
    add(["audit_log", "ulid", "pasted"], "property:lock-audit-log", """Who entered the apartment while we were away between 21 and 24 November?

event_id                    time (Europe/Rome)    actor             action
01JD2M5Q8K3W7Z1X4Y6V9B0C2N  2026-11-21 10:14:03   Marco (owner)     lock
01JD4T0F6H2R8P5S3N1M7K9Q4X  2026-11-22 16:02:47   Cleaning - Elena  unlock (keypad)
01JD4TB3C9V5X7Z2W4Y6A8D0E1  2026-11-22 17:31:12   Cleaning - Elena  lock
01JD8Y2K4M6P8R0T2V4X6Z8B1D  2026-11-24 19:55:30   Marco (owner)     unlock (app)""")
    add(["basque", "schedule", "clock_ranges"], "property:access-schedule-basque", """Itzuli gaztelaniara sarbide-kodeen egutegi hau.

Kodea       Nori                Noiz
Garbiketa   Garbitzaileak       astelehenetan eta ostegunetan, 10:00-13:00
Gonbidatua  Martin familia      abenduaren 20tik 27ra, 16:00etatik aurrera
Mantentzea  Iturgina            abenduaren 3an, 09:00-11:00""")
    add(["lease", "dates_in_prose"], "property:lease-break", """Under this lease, when is the earliest date the tenant can leave without paying the break fee?

4. TERM. The term begins on 1 February 2026 and ends on 31 January 2028.
5. BREAK CLAUSE. The Tenant may end this Agreement on or after 1 August 2027 by giving not less than
two months' written notice. Notice served before 1 June 2027 takes effect on 1 August 2027.
6. RENT. EUR 1,150 per month, payable in advance on the 1st of each month.""")
    add(["galician", "lease", "dates_in_prose"], "property:lease-galician", """Resume este contrato en tres puntos.

O contrato de aluguer asínase o 1 de febreiro de 2026 e remata o 31 de xaneiro de 2027. A renda é de
650 euros ao mes, pagadoira nos sete primeiros días de cada mes. A fianza, dun mes, devolverase no
prazo dun mes desde a entrega das chaves.""")
    add(["relative_time", "device_state"], "property:lock-offline", """The lock has been offline for about 3 hours, and yesterday evening the app said the battery was at
12%. The bridge is two rooms away. Is it the battery or the bridge, and what should I try first?""")

    # construction and field service
    add(["daily_report", "date_label_in_document", "times_in_content"], "construction:daily-report", """Rewrite this daily report for the client, removing internal notes marked [INT].

Date: 30/11/2026   Site: Harbour Quay, Block B
07:00 crew on site (14)
07:45 concrete pump arrived (booked 06:30) [INT: charge supplier]
09:10-12:40 L4 slab pour, 62 m3
13:00-13:30 rain stop
15:30 rebar inspection L5 passed
16:45 site closed""")
    add(["table", "dates_in_table"], "construction:rfi-log", """Which RFIs are overdue if the contract gives the architect 7 calendar days to respond?

RFI      Subject                       Sent         Answered
RFI-041  Storefront head height        2026-11-18   2026-11-24
RFI-042  Roof drain location           2026-11-19   -
RFI-043  Fire damper access panel      2026-11-23   2026-11-30
RFI-044  Stair nosing finish           2026-11-25   -""")
    add(["csv", "schedule", "dates_in_table"], "construction:schedule-csv", """Find the critical path in this schedule.

ID,Task,Duration,Start,Finish,Predecessors
1,Excavation,5d,2027-01-04,2027-01-08,
2,Footings,4d,2027-01-11,2027-01-14,1
3,Underground services,3d,2027-01-11,2027-01-13,1
4,Ground slab,2d,2027-01-15,2027-01-18,2;3
5,Frame,15d,2027-01-19,2027-02-08,4""")
    add(["slovenian", "invoice", "iban", "dates_in_document"], "field-service:invoice-slovenian", """Preveri ta račun: ali se znesek z DDV ujema in ali je IBAN pravilne oblike?

RAČUN št. 2026-0412
Datum izdaje: 27. 11. 2026   Rok plačila: 27. 12. 2026
Storitev: servis toplotne črpalke, 3 ure x 45,00 EUR
Osnova: 135,00 EUR   DDV 22 %: 29,70 EUR   Skupaj: 164,70 EUR
IBAN: SI56 1910 0000 0123 438""")
    add(["hcl", "code", "timestamp_literal"], "construction:terraform-hcl", """Our project-photo bucket should delete raw uploads after the handover on 1 January 2027. Will this
rule do that?

resource "aws_s3_bucket_lifecycle_configuration" "site_photos" {
  bucket = "harbour-quay-site-photos"

  rule {
    id     = "expire-raw-after-handover"
    status = "Enabled"
    filter { prefix = "raw/" }
    expiration { date = "2027-01-01T00:00:00Z" }
  }
}""")

    # manufacturing, SCADA, fleet
    add(["pasted_log", "opc_datetime", "id_in_question"], "manufacturing:opc-ua-read", """Our OPC UA client logs this for one node. What does the status mean, and which timestamp should I
trust for the trend?

ReadResponse
  ResponseHeader: Timestamp=2026-11-30T09:14:02.1180000Z RequestHandle=48213 ServiceResult=Good
  Results[0]:
    Value: 243.8 (Double)
    StatusCode: UncertainLastUsableValue (0x40900000)
    SourceTimestamp: 2026-11-30T09:13:31.0040000Z
    ServerTimestamp: 2026-11-30T09:14:02.1170000Z""")
    add(["bulgarian", "work_orders", "dotted_dates"], "manufacturing:work-orders-bulgarian", """Подреди тези работни поръчки по краен срок и посочи кои са закъснели към 1 декември 2026 г.

РП-2026-0871  Скоба 40x60     1 200 бр.  краен срок 28.11.2026
РП-2026-0873  Скоба 40x60     1 200 бр.  краен срок 04.12.2026
РП-2026-0880  Планка 2 мм       800 бр.  краен срок 30.11.2026
РП-2026-0884  Ос Ф20            300 бр.  краен срок 10.12.2026""")
    add(["code", "plc", "timestamp_literal", "authored_revision"], "manufacturing:plc-structured-text", """Is there a bug in this timer logic? The alarm sometimes never clears.

(* Last edited 2026-10-14 by M. Reyes *)
IF Temp > 250.0 THEN
    tonOver(IN := TRUE, PT := T#5s);
ELSE
    tonOver(IN := FALSE, PT := T#5s);
END_IF;
IF tonOver.Q THEN
    Alarm := TRUE;
    LastAlarm := DT#2026-11-30-09:14:02;
END_IF;""")
    add(["pasted_log", "alarm_history", "iso_space"], "scada:alarm-history", """From this alarm history, how long was the wet well level high in total?

Time                 Tag        Event    Value
2026-11-30 01:58:12  PS2-LT01   HIGH     2.61 m
2026-11-30 02:26:40  PS2-LT01   NORMAL   2.55 m
2026-11-30 03:05:03  PS2-LT01   HIGH     2.66 m
2026-11-30 03:41:57  PS2-LT01   NORMAL   2.49 m""")
    add(["protobuf_text", "epoch_ms", "pasted"], "scada:sparkplug-payload", """This is a decoded Sparkplug B NDATA payload from our broker. Why does the historian drop the second
metric?

timestamp: 1796029442118
metrics {
  name: "Pump/Speed"
  alias: 4
  timestamp: 1796029442110
  datatype: 10
  double_value: 1480.5
}
metrics {
  alias: 5
  timestamp: 1796029442110
  datatype: 10
  double_value: 12.7
}
seq: 42""")
    add(["json_array", "epoch_s", "coordinates"], "fleet:gps-pings", """Was the truck speeding anywhere on this stretch (limit 80 km/h)?

[
  {"ts": 1796025720, "lat": 53.8012, "lon": -1.5491, "speed_kmh": 78},
  {"ts": 1796025780, "lat": 53.8120, "lon": -1.5402, "speed_kmh": 91},
  {"ts": 1796025840, "lat": 53.8231, "lon": -1.5317, "speed_kmh": 86},
  {"ts": 1796025900, "lat": 53.8339, "lon": -1.5229, "speed_kmh": 74}
]""")
    add(["kazakh", "hours_of_service", "clock_ranges"], "fleet:driver-hours-kazakh", """Жүргізушінің жұмыс және демалыс уақытын тексер: тәуліктік 9 сағаттық шектен асқан жоқ па?

30.11.2026
06:00-10:30 жүргізу
10:30-11:15 үзіліс
11:15-15:45 жүргізу
15:45-16:30 үзіліс
16:30-17:40 жүргізу""")
    add(["table", "dates_in_table", "registration_plates"], "fleet:service-due", """Which vehicles are due for service before the end of December?

Reg       Model          Last service   Interval    Odometer
HX71 KLM  DAF XF 480     2026-06-14     90,000 km   412,880 km (service due at 420,000)
YK22 PLO  Scania R450    2026-09-02     6 months    -
BD19 TRE  Volvo FH 460   2026-07-20     6 months    -""")
    add(["stable_header", "coordinates", "per_user"], "fleet:stable-depot-header", """Depot: Wakefield (53.7457 N, 1.6005 W)
Driver ID: DRV-0193
Vehicle: HX71 KLM
Licence categories: C, CE
Employed since: 2018-04-09

You are the driver assistant for Northline Haulage. Answer questions about routes, rest rules and
vehicle checks; for accidents, tell the driver to call the depot on 01924 555 0110 first.

Driver: Do I need to do a full walkaround check if I swap trailers mid-shift?
Assistant:""")

    # space operations
    add(["tle", "id_in_question"], "space:tle-epoch", """Decode the epoch of this TLE into a calendar date and time, and tell me how old it was on 1 December
2026.

ISS (ZARYA)
1 25544U 98067A   26330.54791667  .00016717  00000+0  30187-3 0  9993
2 25544  51.6416 247.4627 0006703 130.5360 325.0288 15.72125391563537""")
    add(["table", "iso_space", "pass_predictions"], "space:pass-table", """Which of these passes can we use for the 8-minute uplink? Elevation must stay above 10 degrees for
the whole uplink.

AOS (UTC)            LOS (UTC)            Max el   Duration
2026-12-02 03:11:40  2026-12-02 03:22:05  14.2     10:25
2026-12-02 04:46:12  2026-12-02 04:58:51  62.8     12:39
2026-12-02 06:22:30  2026-12-02 06:31:02   7.9      8:32""")
    add(["ccsds", "key_value_block", "pasted"], "space:opm-header", """Check this OPM header for mistakes against CCSDS 502.0-B-3.

CCSDS_OPM_VERS = 3.0
CREATION_DATE  = 2026-11-30T12:00:00
ORIGINATOR     = AURORA-OPS
OBJECT_NAME    = AURORA-2
OBJECT_ID      = 2024-015C
CENTER_NAME    = EARTH
REF_FRAME      = GCRF
TIME_SYSTEM    = UTC
EPOCH          = 2026-11-30T11:45:00.000""")
    add(["stable_header", "norad_id", "launch_date"], "space:stable-mission-header", """Mission: AURORA-2
NORAD ID: 58823
COSPAR ID: 2024-015C
Launch date: 2024-03-04
TLE source: team-maintained, updated weekly

You answer questions from school students about the Aurora-2 cubesat mission. Keep answers under 80
words and use everyday comparisons.

Student: How fast is the satellite going?
Assistant:""")
    add(["code", "python", "timestamp_literal"], "space:python-epoch", """Why does this print a pass time one hour off from the website's prediction?

```python
from datetime import datetime, timezone
from skyfield.api import load, EarthSatellite

ts = load.timescale()
sat = EarthSatellite(L1, L2, "AURORA-2", ts)
t0 = ts.from_datetime(datetime(2026, 12, 2, 3, 0, tzinfo=timezone.utc))
t1 = ts.from_datetime(datetime(2026, 12, 2, 9, 0, tzinfo=timezone.utc))
times, events = sat.find_events(station, t0, t1, altitude_degrees=5.0)
for t, e in zip(times, events):
    print(t.utc_strftime("%Y-%m-%d %H:%M:%S"), e)
# 2026-12-02 04:11:40 0   <- website says 03:11:40 UTC
```""")

    # genomics
    add(["vcf", "file_date", "pasted"], "genomics:vcf-header", """Is this VCF header valid for GATK, and which reference was used?

##fileformat=VCFv4.2
##fileDate=20261128
##source=GATK HaplotypeCaller 4.6.1.0
##reference=file:///refs/GRCh38_full_analysis_set_plus_decoy_hla.fa
##contig=<ID=chr1,length=248956422>
#CHROM  POS  ID  REF  ALT  QUAL  FILTER  INFO  FORMAT  S01""")
    add(["pasted_log", "run_name", "uuid"], "genomics:nextflow-log", """Our pipeline died overnight. What's the actual error?

N E X T F L O W  ~  version 24.04.4
Launching `nf-core/rnaseq` [sad_pasteur] DSL2 - revision: 3.14.0
Session ID: 1c8f2b7e-4d3a-4f6e-9b0c-2a7d5e8f1c34

ERROR ~ Error executing process > 'NFCORE_RNASEQ:RNASEQ:ALIGN_STAR:STAR_ALIGN (S03)'

Caused by:
  Process `NFCORE_RNASEQ:RNASEQ:ALIGN_STAR:STAR_ALIGN (S03)` terminated with an error exit status (137)""")
    add(["fastq", "id_in_question"], "genomics:fastq-header", """What do the fields in this FASTQ read name mean, and which one tells me the flow cell lane?

@A00418:112:HMKJ3DSXY:2:1101:15845:1031 1:N:0:GCCAAT+ATTGGC""")
    add(["samplesheet", "csv", "dates_in_table"], "genomics:samplesheet", """Check this samplesheet: are any samples missing a second read file, and were any collected after the
freezer failure on 2026-11-12?

sample,fastq_1,fastq_2,strandedness,collected
S01,S01_R1.fastq.gz,S01_R2.fastq.gz,reverse,2026-11-03
S02,S02_R1.fastq.gz,S02_R2.fastq.gz,reverse,2026-11-10
S03,S03_R1.fastq.gz,,reverse,2026-11-14""")

    # clinical trials and veterinary
    add(["audit_trail", "dd_mon_yyyy", "pasted"], "clinical:edc-audit-trail", """Reconstruct what happened to this data point from the audit trail, in plain sentences.

Field: VS.SYSBP   Subject 104-0032   Visit 4
Date/Time (UTC)        User            Action            Value   Reason
28 Nov 2026 09:12:44   site.coord.104  Data entered      182
28 Nov 2026 14:03:10   dm.lindqvist    Query opened              Value out of range, please verify
30 Nov 2026 08:41:27   site.coord.104  Data changed      128     Transcription error
30 Nov 2026 08:41:59   site.coord.104  Query answered            Corrected per source document""")
    add(["protocol", "visit_windows"], "clinical:schedule-of-assessments", """Turn this schedule of assessments into a checklist per visit.

Visit        Day (window)    Vital signs  ECG  Labs  PK
Screening    -28 to -1       x            x    x
Baseline     1               x            x    x     x
Week 4       29 (+/- 3)      x                 x     x
Week 12      85 (+/- 7)      x            x    x
Follow-up    113 (+/- 7)     x""")
    add(["maltese", "leaflet", "dates_in_prose"], "clinical:leaflet-maltese", """Agħmel sommarju ta' dan il-fuljett bl-Ingliż.

L-istudju jibda fl-1 ta' Frar 2027 u jispiċċa fil-31 ta' Diċembru 2028. Inti se tiġi l-isptar kull
erba' ġimgħat bejn it-8:00 u l-10:00. Tista' tieqaf meta trid, mingħajr ma tagħti raġuni.""")
    add(["few_shot", "example_date"], "clinical:few-shot-extraction", """Extract adverse events as JSON with term, onset date and severity.

Example 1
Note: "Patient reported mild headache starting 2026-03-14, resolved next day."
Output: {"term": "headache", "onset": "2026-03-14", "severity": "mild"}

Example 2
Note: "Moderate nausea from 02/04/2026 (dd/mm/yyyy), ongoing."
Output: {"term": "nausea", "onset": "2026-04-02", "severity": "moderate"}

Note: "Severe rash on both forearms noticed 28 Nov 2026, treated with topical steroid."
Output:""")
    add(["welsh", "vaccination_record", "day_first"], "veterinary:vaccines-welsh", """Pa frechiadau sy'n ddyledus cyn i ni fynd i Ffrainc ar 14 Ebrill 2027?

Cofnod brechu - Mot (ci, Border Collie)
Brechlyn y gynddaredd: 02/03/2025 (dilys am 3 blynedd)
DHPPi: 18/05/2026
Lepto L4: 18/05/2026
Triniaeth llyngyr: 20/11/2026""")
    add(["lab_results", "day_first"], "veterinary:bloodwork", """Explain these bloodwork results for a 12-year-old cat to the owner, without diagnosing.

Sample taken 30/11/2026 10:20
Urea      14.8 mmol/L  (5.0 - 11.3)  H
Creat     212 umol/L   (71 - 212)
SDMA      17 ug/dL     (0 - 14)      H
Phos      1.9 mmol/L   (1.0 - 2.4)
USG       1.018""")
    add(["stable_header", "clinic", "phone", "authored_revision"], "veterinary:stable-clinic-header", """Clinic: Oakfield Veterinary Clinic (branch 02)
Phone: +44 1632 960 418
Hours: Mon-Fri 08:00-19:00, Sat 09:00-13:00
Emergency partner: VetsNow Leeds, 0113 496 0999
Policy revised: 2026-05-11

You answer pet owners' questions for Oakfield. Never give doses; for anything urgent, give the
emergency number first.

Owner: My rabbit hasn't eaten since this morning. Should I worry?
Assistant:""")

    # dating, social, podcasts, streaming
    add(["policy_document", "authored_revision"], "dating:policy-doc", """Using the policy below, is a profile that lists a Cash App handle in the bio allowed?

Community guidelines - Payments and solicitation
Version 12, last updated 2026-09-30
4.1 Members may not ask for money, gift cards or crypto, directly or through links.
4.2 Payment handles (PayPal, Cash App, Venmo, Revolut) are not allowed in profiles or first messages.
4.3 Repeat violations lead to a permanent ban; first violations lead to a 7-day suspension.""")
    add(["json_record", "pasted", "rfc3339"], "dating:report-export", """Here's a report from our queue export. Which policy section applies, and is the 7-day suspension right?

{"report_id": "rpt_01JDA4X9Q2M7", "created_at": "2026-11-30T22:41:09Z", "reported_profile": "u_88213", "reason": "asks_for_money", "evidence": "Message 3: 'my card is blocked on the rig, could you send a 100 gift card?'", "prior_violations": 1}""")
    add(["georgian", "bio", "dates_in_prose"], "dating:bio-georgian", """გამიმართე ეს პროფილის აღწერა: გრამატიკა შეასწორე და შეამოკლე.

„დავიბადე 1994 წელს თბილისში. 2019 წლიდან ბათუმში ვცხოვრობ. ყოველ ზაფხულს, ივლისში, სვანეთში დავდივარ სალაშქროდ.“""")
    add(["table", "dates_in_table", "times_in_content"], "social:content-calendar", """Check this content calendar for clashes: no two posts within 3 hours on the same platform.

Date        Time   Platform   Post
2026-12-08  09:00  Instagram  Advent giveaway
2026-12-08  11:30  Instagram  Sourdough class reminder
2026-12-08  12:00  LinkedIn   Hiring: weekend baker
2026-12-09  19:30  Instagram  Behind the scenes reel
2026-12-09  21:00  Instagram  Stollen launch""")
    add(["pasted_json", "objectid", "rfc3339"], "social:scheduler-api-error", """Why does this scheduled post show as failed in the dashboard?

{
  "id": "6751f2c89b1e4a0012ab34cd",
  "status": "failed",
  "scheduled_at": "2026-12-01T17:00:00Z",
  "error": {"code": "media_expired", "message": "Media container expired before publish time"},
  "media": [{"type": "video", "uploaded_at": "2026-11-30T09:12:00Z"}]
}""")
    add(["azerbaijani", "post_draft", "dates_in_prose"], "social:post-azerbaijani", """Bu postu redaktə et və üç heşteq əlavə et.

"Bakı Şirniyyat Evi 20 dekabr 2026 tarixində Nizami küçəsində yeni filialını açır! Açılış günü saat
10:00-dan 14:00-dək bütün paxlavalara 20% endirim.\"""")
    add(["rss", "xml", "http_date"], "podcast:rss-item", """Our podcast host rejects this item. What's wrong with it?

<item>
  <title>118: Cold chain with Ines Duarte</title>
  <guid isPermaLink="false">castline-ep-118-7f3c2a10</guid>
  <pubDate>Thu, 03 Dec 2026 05:00:00 +0000</pubDate>
  <enclosure url="https://cdn.castline.example/longhaul/118.mp3" length="0" type="audio/mpeg"/>
  <itunes:duration>41:22</itunes:duration>
</item>""")
    add(["csv", "dates_in_table"], "podcast:analytics-csv", """Which weekday gets the most downloads in the first 48 hours after release?

episode,published,downloads_48h
114,2026-10-08,1840
115,2026-10-22,2105
116,2026-11-05,1977
117,2026-11-19,2290
118,2026-12-03,2412""")
    add(["transcript", "timestamps_in_content"], "podcast:transcript", """Fix the speaker labels in this transcript; the guest is Ines, the host is Sam.

[00:00:03] Speaker 1: Welcome back to The Long Haul.
[00:00:07] Speaker 2: Thanks for having me, Sam.
[00:00:11] Speaker 1: Ines, you ran cold chain for Polar Freight from 2014 to 2023.
[00:00:18] Speaker 2: Nine years, yes, and most of them at night.""")
    add(["cmcd", "session_id_in_question", "pasted_headers"], "streaming:cmcd-question", """Our CDN logs show these request headers from the player. What does each key mean, and is it a
problem that sid is the same on every segment?

CMCD-Object: br=3200,d=4004,ot=v,tb=6000
CMCD-Request: bl=21300,mtp=25400,nor="seg-0043.m4s",su
CMCD-Session: cid="ep-1042-s03e07",sf=h,sid="6e2fb550-c457-11e9-bb97-0800200c9a66",st=v""")
    add(["hls", "program_date_time", "pasted"], "streaming:hls-playlist", """Why does the player show the wrong wall-clock time when seeking in this stream?

#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:4
#EXT-X-MEDIA-SEQUENCE:18842
#EXT-X-PROGRAM-DATE-TIME:2026-11-30T20:00:00.000Z
#EXTINF:4.004,
seg-18842.m4s
#EXT-X-PROGRAM-DATE-TIME:2026-11-30T20:00:08.008Z
#EXTINF:4.004,
seg-18843.m4s""")
    add(["pasted_log", "logfmt", "request_id_in_log"], "streaming:licence-log", """What does this licence-server log tell us about why playback fails on this device?

2026-11-30T21:04:11.512Z WARN lic-proxy req=7c1e0b9a4f2d4e8b device=chromecast-gtv cdm=widevine level=L3 content=ep-1042 policy=hd-uhd result=DENIED reason="HDCP_V2_2 required, client reports HDCP_V1"
2026-11-30T21:04:11.530Z INFO lic-proxy req=7c1e0b9a4f2d4e8b fallback=sd-policy result=GRANTED""")
    add(["json", "policy", "durations"], "streaming:drm-policy", """Explain this rental licence policy to a customer in two sentences.

{
  "policy": "rental-48h",
  "rental_duration_seconds": 2592000,
  "playback_duration_seconds": 172800,
  "persistent": true,
  "hdcp": "HDCP_V2_2",
  "revision": "2026-06-01"
}""")

    # identity, passwords, VPN, zero trust
    add(["jwt", "id_in_question", "pasted_token"], "identity:pasted-id-token", """Our login fails with "token expired" right after sign-in. Here's the id_token from the network tab;
what's wrong with it?

""" + PASTED_ID_TOKEN)
    add(["json", "oidc_claims", "pasted"], "identity:pasted-claims", """The API rejects tokens with these claims as "iat in the future". Our server clock is NTP-synced. What
could cause it?

{
  "iss": "https://login.harbourline.example/realms/members",
  "sub": "f2c81d9e-4b7a-4f0e-9a21-6d3e5c8b7a10",
  "aud": "harbourline-api",
  "iat": 1796127382,
  "nbf": 1796127382,
  "exp": 1796127682,
  "jti": "8b1f2e4c-3d5a-4b7c-9e0f-1a2b3c4d5e6f"
}
Server log: token rejected at 2026-12-01T12:15:20Z""")
    add(["json", "oidc_discovery", "stable"], "identity:discovery-doc", """Which of these endpoints should a single-page app use with PKCE, and is the implicit flow still
enabled?

{
  "issuer": "https://login.harbourline.example/realms/members",
  "authorization_endpoint": "https://login.harbourline.example/realms/members/protocol/openid-connect/auth",
  "token_endpoint": "https://login.harbourline.example/realms/members/protocol/openid-connect/token",
  "response_types_supported": ["code", "id_token", "code id_token"],
  "code_challenge_methods_supported": ["plain", "S256"],
  "id_token_signing_alg_values_supported": ["RS256", "ES256"]
}""")
    add(["saml", "xml", "pasted"], "identity:saml-assertion", """Our SP says this assertion is expired. Looking at the times, who is right?

<saml:Assertion ID="_8f1e3a2b4c5d6e7f8091a2b3c4d5e6f7" IssueInstant="2026-11-30T09:00:12Z" Version="2.0">
  <saml:Issuer>https://idp.vell.example/saml</saml:Issuer>
  <saml:Conditions NotBefore="2026-11-30T08:59:42Z" NotOnOrAfter="2026-11-30T09:05:12Z">
    <saml:AudienceRestriction><saml:Audience>https://payroll.example/sp</saml:Audience></saml:AudienceRestriction>
  </saml:Conditions>
  <saml:AuthnStatement AuthnInstant="2026-11-30T09:00:10Z" SessionIndex="_be9967abd904ddcae3c0eb4189adbe3f71e327cf93"/>
</saml:Assertion>
SP log: 2026-11-30T09:06:40Z assertion rejected: NotOnOrAfter""")
    add(["stable_header", "oauth_client"], "identity:stable-client-config", """client_id: harbourline-mobile
issuer: https://login.harbourline.example/realms/members
token_endpoint_auth_method: none
scopes: openid profile accounts:read
id_token_lifetime: 300s

You are the developer-support assistant for Harbourline's open banking APIs. Answer with the exact
parameter names from the configuration above.

Developer: Why does my app need PKCE if it has no client secret?
Assistant:""")
    add(["event_log", "iso_space", "ip"], "password-manager:event-log", """Is there anything suspicious in these vault events?

Date (UTC)            Event                          Device              IP
2026-11-28 07:41:02   Logged in                      Firefox / Windows   81.94.12.7
2026-11-28 07:42:15   Exported vault (.json)         Firefox / Windows   81.94.12.7
2026-11-28 07:44:50   Changed master password        iOS app             102.65.3.18
2026-11-29 23:12:33   Failed login (wrong password)  Web vault           185.220.101.4""")
    add(["policy_document", "dates_in_prose", "authored_revision"], "password-manager:policy", """Summarise this password policy for staff in five bullets.

Password policy - revised 14 March 2026, owner: IT Security
- Minimum 14 characters; passphrases encouraged.
- No forced rotation; change only on suspected compromise.
- Vault items shared with teams must be reviewed every 6 months (next review: 1 June 2027).
- 2FA has been required for all vault accounts since 1 January 2025.""")
    add(["otpauth", "base32", "id_in_question"], "password-manager:totp-uri", """What do the parameters in this TOTP URI mean, and what happens if I change period to 60?

otpauth://totp/Keyvault:mei%40corvid.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Keyvault&algorithm=SHA1&digits=6&period=30""")
    add(["ini", "wireguard", "base64_keys"], "vpn:wireguard-config", """Why does this WireGuard config connect but no traffic goes through?

[Interface]
PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=
Address = 10.8.0.5/32
DNS = 10.8.0.1

[Peer]
PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=
Endpoint = vpn.talnet.example:51820
AllowedIPs = 10.8.0.0/24
PersistentKeepalive = 25""")
    add(["json_lines", "pasted_log", "rfc3339"], "zero-trust:access-log", """Summarise who accessed the LIMS from outside the office network yesterday.

{"time":"2026-11-30T07:58:41Z","user":"a.mensah@ardent.example","app":"lims","action":"allow","ip":"41.66.12.90","country":"GH","ray":"8e2a41c0bd5f7a21"}
{"time":"2026-11-30T08:02:13Z","user":"p.ito@ardent.example","app":"lims","action":"block","ip":"203.0.113.41","country":"JP","ray":"8e2a45f1aa0c3b10"}
{"time":"2026-11-30T18:44:09Z","user":"a.mensah@ardent.example","app":"lims","action":"allow","ip":"10.20.3.14","country":"GH","ray":"8e2d0b73cc214e97"}""")
    add(["mongolian", "notice", "dates_in_prose"], "vpn:notice-mongolian", """Энэ мэдэгдлийг англи хэл рүү орчуул.

2026 оны 12-р сарын 15-наас эхлэн хуучин серверүүд (v1) ажиллахаа болино. 12-р сарын 14-ний 23:59 цагаас өмнө аппаа 5.2 хувилбар руу шинэчилнэ үү.""")

    # email security, bug bounty, chatops
    add(["email_headers", "dkim_timestamp", "pasted"], "email-security:headers", """Was this message really sent by our CEO? Look at the authentication results and the domains.

Return-Path: <ceo@halden-corp.example>
Received: from mail-ej1-f54.mailhost.example (mail-ej1-f54.mailhost.example [209.85.218.54])
        by mx.halden.example with ESMTPS id 4Qm7Xk2Zq1z9sR
        for <finance@halden.example>; Mon, 30 Nov 2026 07:58:14 +0000 (UTC)
DKIM-Signature: v=1; a=rsa-sha256; d=halden-corp.example; s=sel1; t=1796025491; bh=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=; b=Qm9ndXM=
Authentication-Results: mx.halden.example; dkim=pass header.d=halden-corp.example; spf=pass; dmarc=pass
From: "Ingrid Halden" <ceo@halden-corp.example>
Date: Mon, 30 Nov 2026 07:58:11 +0000
Subject: Urgent wire today""")
    add(["table", "quarantine_digest", "iso_minutes"], "email-security:digest", """Which of these held messages are most likely safe to release?

Held at            From                               Subject                       Reason
2026-11-30 07:58   no-reply@docushare-files.example   Invoice 30/11 - shared        DMARC fail
2026-11-30 09:12   billing@aws.example                Your AWS invoice is ready     Bulk
2026-11-30 11:47   hr@halden.example                  Updated holiday calendar      Attachment (.docm)""")
    add(["dmarc", "xml", "epoch_s"], "email-security:dmarc-report", """Read this DMARC aggregate report and tell me which source is failing and why.

<feedback>
  <report_metadata>
    <org_name>mailbox-provider.example</org_name>
    <report_id>16829384756102938475</report_id>
    <date_range><begin>1795910400</begin><end>1795996799</end></date_range>
  </report_metadata>
  <record>
    <row><source_ip>198.51.100.23</source_ip><count>412</count>
      <policy_evaluated><disposition>none</disposition><dkim>fail</dkim><spf>pass</spf></policy_evaluated></row>
    <identifiers><header_from>halden.example</header_from></identifiers>
  </record>
</feedback>""")
    add(["bug_report", "pasted_http", "request_id_in_content"], "bug-bounty:poc-request", """Is this report a duplicate of #2840011 (IDOR on invoice download), or a new issue?

Report #2841173 - submitted 2026-11-29 14:02 UTC
Timeline: found 2026-11-28, reported through the program the same day.

PoC:
GET /api/v2/invoices/88213/pdf HTTP/2
Host: app.tessellate.example
Cookie: session=eyJ1aWQiOjQ0NzF9.Z0q7nA.4b1f
X-Request-Id: 0f3c2b9e-7a14-4e5d-8c6b-2d9f1e0a7b53

HTTP/2 200
content-type: application/pdf
date: Sat, 28 Nov 2026 22:41:07 GMT""")
    add(["cve", "cvss", "dates_in_prose"], "bug-bounty:cvss", """Explain the difference between these two scores for a non-technical manager.

CVE-2026-31842  CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N  6.5 (published 2026-10-14)
CVE-2026-40117  CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H  10.0 (published 2026-11-25)""")
    add(["pasted_json", "alert_payload", "id_in_question"], "chatops:opsgenie-alert", """Why didn't this alert escalate to the secondary on-call? Here is the alert from the Opsgenie API.

{
  "id": "70413a06-38d6-4c85-92b8-5ebc900d42e7-1796072651512",
  "tinyId": "4412",
  "message": "[Datadog] p99 latency > 2s on checkout-api",
  "status": "open",
  "acknowledged": false,
  "createdAt": "2026-11-30T21:04:11.512Z",
  "updatedAt": "2026-11-30T21:19:02.118Z",
  "escalationPolicy": "payments-standard",
  "priority": "P3"
}""")
    add(["schedule", "times_in_content"], "chatops:on-call", """Who is on call at 02:00 on Saturday 5 December (Europe/Lisbon)?

Rotation: payments-primary, handoff Mondays 09:00
30 Nov - 7 Dec   Maya Costa
7 Dec - 14 Dec   Li Wei
Overrides:
4 Dec 18:00 - 6 Dec 09:00   Tomás Reis (covering Maya)""")
    add(["cron", "code", "authored_revision"], "chatops:runbook-cron", """Explain when these jobs run, in plain English.

# runbook: nightly maintenance (owner: platform, reviewed 2026-08-12)
0 2 * * *      vacuum-analyze.sh
30 3 * * 0     reindex-weekly.sh
*/15 * * * *   queue-depth-check.sh
0 0 1 * *      rotate-keys.sh""")
    add(["logfmt", "pasted_log", "request_id_in_log"], "chatops:bot-log", """Our Slack bot stopped answering commands after this. What happened?

ts=2026-11-30T21:05:02.114Z level=info msg="command received" cmd_id=3f1e2d4c-5b6a-4789-9a0b-1c2d3e4f5a6b user=U04QX2LM
ts=2026-11-30T21:05:02.391Z level=error msg="opsgenie api" status=429 retry_after=60 cmd_id=3f1e2d4c-5b6a-4789-9a0b-1c2d3e4f5a6b
ts=2026-11-30T21:05:02.392Z level=error msg="worker exited" err="context canceled\"""")

    # browser extensions, OCR, notary, elections
    add(["page_metadata", "document_dates", "url"], "browser-extension:article", """Page URL: https://www.example.com/blog/2026/11/cold-storage-costs
Page title: How we cut our cold-storage bill by 40%
Published: 18 November 2026 - Updated: 27 November 2026

Summarise the main argument of the page in three sentences.

Page text: We moved rarely read archives to a cheaper tier after 90 days and stopped replicating
scratch data across regions. The change went live on 3 October and the November invoice was the
first full month at the new rate.""")
    add(["cookie_file", "epoch_s", "pasted"], "browser-extension:cookie-jar", """Which of these cookies will still be sent on 3 December 2026?

# Netscape HTTP Cookie File
.shop.example\tTRUE\t/\tTRUE\t1798761600\tcart_id\tc9f2b1e4a7d3
.shop.example\tTRUE\t/\tTRUE\t0\tsession\ta1b2c3d4e5f6
.shop.example\tTRUE\t/\tFALSE\t1796169600\tpromo_seen\t1""")
    add(["sinhala", "letter", "dates_in_document"], "ocr:letter-sinhala", """මෙම ලිපිය ඉංග්‍රීසියට පරිවර්තනය කරන්න.

දිනය: 2026 නොවැම්බර් 25
ඔබගේ ගිණුම් අංක 0412778133 සඳහා 2026 දෙසැම්බර් 12 දිනට පෙර රු. 4,860.00 ක මුදලක් ගෙවිය යුතුය.""")
    add(["khmer", "receipt", "khmer_digits", "price"], "ocr:receipt-khmer", """Extract the date, total and VAT from this receipt as JSON.

ហាងកាហ្វេ មេគង្គ
វិក្កយបត្រ: 000412
កាលបរិច្ឆេទ: ៣០/១១/២០២៦ ១៤:២២
កាហ្វេទឹកដោះគោ ២ x ៨,០០០៛
នំប៉័ង ១ x ៦,០០០៛
អាករ ១០%: ២,២០០៛
សរុប: ២៤,២០០៛""")
    add(["ocr_output", "exif", "dates_in_document"], "ocr:scan-metadata", """The OCR tool gave me this for a scanned delivery note. Which date is the delivery date, and is the
scan date relevant for the warranty claim?

EXIF DateTimeOriginal: 2026:11:30 16:42:08
Scanner: Fujitsu fi-8170, 300 dpi

DELIVERY NOTE DN-88213
Delivered: 27/11/2026
Goods: 2 x heat pump outdoor unit HP-9 (serials HP9-26-004471, HP9-26-004472)
Signed: M. Kovač""")
    add(["notarial_certificate", "dates_in_document", "month_first"], "notary:certificate", """Is anything missing from this Texas acknowledgment certificate?

State of Texas
County of Travis
This instrument was acknowledged before me on November 28, 2026, by Marcus Reyes.
(Seal)  Dana Whitfield, Notary Public, State of Texas
My commission expires: 08/14/2029
Notarized online using audio-video communication.""")
    add(["journal", "month_first", "table"], "notary:journal", """Check these journal entries for missing fields required by our state (date/time, signer, ID type,
fee).

#    Date/time            Signer          Document             ID            Fee
118  11/27/2026 10:05 AM  Marcus Reyes    Affidavit            TX DL         $25
119  11/27/2026 02:40 PM  Ana Ruiz        Power of attorney                  $25
120  11/28/2026 09:15 AM  Li Chen         Deed of trust        Passport""")
    add(["irish", "election_calendar", "dates_in_document"], "election:calendar-irish", """Aistrigh an féilire toghcháin seo go Béarla.

Spriocdháta clárúcháin: 26 Samhain 2026
Vótáil poist: 1 Nollaig 2026 go 9 Nollaig 2026
Lá vótála: 12 Nollaig 2026, 07:00-22:00
Comhaireamh: 13 Nollaig 2026 ó 09:00""")
    add(["addresses", "clock_ranges"], "election:polling-stations", """Make a short table of these polling stations with their accessibility notes.

Marlow Community Center, 220 Elm St - 7:00 AM to 8:00 PM - step-free entrance on the east side
St. Brendan's Hall, 14 Oak Ave - 7:00 AM to 8:00 PM - ramp available, ask staff
Riverside Library, 3 Mill Rd - 7:00 AM to 8:00 PM - lift to the first-floor voting room""")

    # charities, churches, betting, games
    add(["macedonian", "donations", "dotted_dates"], "charity:donations-macedonian", """Пресметај го вкупниот износ на донации по година.

Датум         Износ        Канал
15.01.2025    1 200 ден.   траен налог
15.02.2025    1 200 ден.   траен налог
20.11.2025    5 000 ден.   еднократна
15.01.2026    1 500 ден.   траен налог
15.02.2026    1 500 ден.   траен налог""")
    add(["declaration", "dates_in_document"], "charity:gift-aid", """Does this declaration cover the donations made in 2022?

Gift Aid declaration
Donor: Eleanor Voss, 14 Marram Lane, Brancaster PE31 8AX
Date of declaration: 2 May 2014
"I want to Gift Aid my donation of today and any donations I make in the future or have made in the
past 4 years to Marram Trust."
Cancelled: no""")
    add(["stable_header", "per_user", "member_since"], "charity:stable-supporter-header", """Supporter: Eleanor Voss
Supporter ID: 104882
Supporter since: 2 May 2014
Preferred channel: post
Gift Aid: yes

You write warm, short replies to supporters of Marram Trust. Never mention amounts they have given.

Eleanor: Could you send me the spring newsletter by post instead of email?
Assistant:""")
    add(["yoruba", "rota", "times_in_content"], "church:rota-yoruba", """Túmọ̀ ètò ìsìn yìí sí èdè Gẹ̀ẹ́sì.

Ọjọ́ Àìkú 6 Oṣù Kejìlá: Ìsìn àkọ́kọ́ 8:00, ìsìn kejì 10:30
Ọjọ́ Ẹtì 11 Oṣù Kejìlá: Ìpàdé àwọn ọ̀dọ́ 17:00
Ọjọ́ Àìkú 13 Oṣù Kejìlá: Ìsìn Kérésìmesì àwọn ọmọdé 10:30""")
    add(["newsletter", "dates_in_prose"], "church:parish-notice", """Shorten this notice to fit in 50 words.

Advent and Christmas at St Aidan's: Carol service on Sunday 20 December at 18:30, followed by mince
pies in the hall. Christmas Eve crib service at 16:00 and midnight mass at 23:30. Christmas Day
communion at 10:00. The parish office closes from 24 December and reopens on 4 January 2027.""")
    add(["bet_slip", "day_first", "id_in_question"], "betting:bet-slip", """Why was my treble settled the way it was when one leg was void?

Bet ID: KB-20261128-0048812
Placed: 28/11/2026 14:52:07
Type: Treble, stake GBP 5.00, odds 8.26
Leg 1: Leeds v Sunderland - Leeds @ 2.10 - VOID (match postponed)
Leg 2: Hull v Stoke - Over 2.5 @ 1.80 - WON
Leg 3: Derby v QPR - BTTS Yes @ 2.18 - LOST
Settled: 28/11/2026 17:01:44""")
    add(["table", "odds", "times_in_content"], "betting:odds-table", """Convert these decimal odds to implied probabilities and tell me the bookmaker's margin for each match.

Kick-off (GMT)     Match                 Home   Draw   Away
Sat 5 Dec 12:30    Hull v Stoke          2.30   3.30   3.10
Sat 5 Dec 15:00    Leeds v Sunderland    2.10   3.40   3.60
Sun 6 Dec 16:30    Derby v QPR           2.55   3.25   2.80""")
    add(["table", "stats"], "fantasy:player-stats", """Who has the better underlying numbers over the last four gameweeks?

Player    GW12  GW13  GW14  GW15  xG (4 GW)  xA (4 GW)
Palmer    12    2     8     15    2.41       1.10
Saka      6     11    3     9     1.87       1.52
Mbeumo    2     13    6     7     2.02       0.64""")
    add(["schedule", "time_zones"], "esports:schedule", """Make a viewing schedule in Jakarta time for these matches.

Nordic Rift League - Week 6
Fri 4 Dec 18:00 CET  Frost Wolves vs Harbor Kings (Bo3)
Sat 5 Dec 17:00 CET  Ember Foxes vs Polar Nine (Bo3)
Sun 6 Dec 19:30 CET  Grand final (Bo5)""")
    add(["json", "epoch_ms", "match_id"], "esports:match-json", """From this match summary, who had the highest damage per minute?

{"metadata": {"matchId": "EUW1_7123456789", "participants": 10},
 "info": {"gameCreation": 1796061600123, "gameDuration": 1984, "gameVersion": "15.23.712.4095",
  "participants": [
   {"riotIdGameName": "FrostFang", "championName": "Jinx", "totalDamageDealtToChampions": 38412},
   {"riotIdGameName": "HarborQ", "championName": "Ahri", "totalDamageDealtToChampions": 31077},
   {"riotIdGameName": "NineLives", "championName": "Garen", "totalDamageDealtToChampions": 19550}]}}""")
    add(["pgn", "utc_time_tag"], "chess:pgn-utc", """Find the move where White's advantage disappeared in this game.

[Event "Rated Blitz game"]
[Site "https://lichess.org/Xk2Q9mBp"]
[Date "2026.11.30"]
[UTCDate "2026.11.30"]
[UTCTime "21:04:11"]
[WhiteElo "1648"]
[BlackElo "1702"]
[TimeControl "180+2"]
[ECO "C54"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. e5 d5 7. Bb5 Ne4 8. cxd4 Bb4+ 9. Kf1 O-O 1/2-1/2""")
    add(["engine_log", "numbers"], "chess:engine-output", """What does this Stockfish output mean, and is the position winning?

info depth 24 seldepth 33 multipv 1 score cp 142 nodes 18422096 nps 1203514 hashfull 612 time 15307 pv e2e4 e7e5 g1f3
bestmove e2e4 ponder e7e5""")

    # music and academic publishing, proctoring
    add(["ddex", "isrc", "dates_in_document"], "music:ddex", """Does this release metadata have any ISRC or date problems?

<SoundRecording>
  <SoundRecordingId><ISRC>GBKPL2600031</ISRC></SoundRecordingId>
  <ReferenceTitle><TitleText>Low Tide</TitleText></ReferenceTitle>
  <Duration>PT3M41S</Duration>
  <PLine><Year>2027</Year><PLineText>(P) 2027 Lena Moss</PLineText></PLine>
</SoundRecording>
<ReleaseDate>2027-01-15</ReleaseDate>
<OriginalReleaseDate>2027-01-16</OriginalReleaseDate>
<ICPN>196871234562</ICPN>""")
    add(["csv", "isrc", "price"], "music:royalties", """Total the royalties per store for November.

Sale Month,Store,ISRC,Quantity,Earnings (USD)
2026-11,Spotify,GBKPL2600031,48211,142.18
2026-11,Apple Music,GBKPL2600031,9120,61.40
2026-11,Spotify,GBKPL2600032,22904,67.55
2026-11,Deezer,GBKPL2600031,3310,6.02""")
    add(["quoted_email", "manuscript_id", "rfc2822"], "academic:confirmation-email", """Translate this confirmation into plain English for a first-time author.

From: Journal of Applied Hydrology <onbehalfof@manuscriptcentral.example>
Date: Fri, 27 Nov 2026 16:42:09 +0000
Subject: JAH-2026-0412.R1 received

Dear Dr. Amara Osei,
Your revised manuscript entitled "Groundwater recharge under managed aquifer recharge in semi-arid
basins" has been received and assigned the number JAH-2026-0412.R1. Please answer the reviewers'
queries within 30 days.""")
    add(["references", "doi", "dates_in_prose"], "academic:references", """Format these references in Vancouver style.

Osei A, Lindqvist M. Managed aquifer recharge in semi-arid basins. J Appl Hydrol. 2025;61(3):211-229. doi:10.1016/j.jah.2025.02.014. Received 12 Aug 2024; accepted 3 Feb 2025; published online 21 Feb 2025.
Haddad R. Piezometer drift over multi-year records. Hydrogeol J. 2023;31:1402-1417. doi:10.1007/s10040-023-02655-1""")
    add(["armenian", "abstract", "dates_in_prose"], "academic:abstract-armenian", """Թարգմանիր այս ամփոփագիրը անգլերեն։

Հետազոտությունն իրականացվել է 2024 թվականի մարտից մինչև 2025 թվականի նոյեմբեր Արարատյան դաշտում։
Չափումները կատարվել են ամեն ամսվա 15-ին, ժամը 10:00-ին։""")
    add(["incident_report", "elapsed_times", "pasted"], "lms:proctoring-report", """A student disputes this flag. Based on the report, was it fair to flag the exam?

Incident report - STAT 201 Final, candidate 20841177
00:42:10  Face not detected (38 s)
00:42:48  Face detected
01:15:03  Second voice detected (4 s), reviewer note: "TV in background?"
01:58:44  Exam submitted
Reviewed by proctor.lindqvist on 2026-11-30 16:20 UTC""")
    add(["table", "dates_in_table", "times_in_content"], "lms:exam-timetable", """I have exams that might clash. Check this timetable.

Course    Exam        Date         Time (Europe/Dublin)   Duration
STAT 201  Final       2026-12-09   09:30                  120 min
ECON 110  Final       2026-12-09   11:00                  90 min
CS 150    Practical   2026-12-11   14:00                  180 min""")

    # other languages
    add(["amharic", "timetable", "times_in_content"], "transport:bus-amharic", """ይህን የአውቶቡስ የጊዜ ሰሌዳ ወደ እንግሊዝኛ ተርጉም።

አዲስ አበባ - ባሕር ዳር
መነሻ: 05:30 ከመስቀል አደባባይ
መድረሻ: 16:45 (ግምታዊ)
ዋጋ: 850 ብር
ቀናት: ሰኞ፣ ረቡዕ፣ ዓርብ""")
    add(["nepali", "permit", "devanagari_digits"], "tourism:permit-nepali", """यो अनुमतिपत्रको विवरण अंग्रेजीमा अनुवाद गर्नुहोस्।

अनुमतिपत्र नं.: ACAP-2026-118842
पदयात्री: Elena Rossi
प्रवेश मिति: २०२६ डिसेम्बर ३
अवधि: १२ दिन
शुल्क: रु. ३,०००""")
    add(["zulu", "school_terms", "dates_in_document"], "education:terms-zulu", """Humusha lezi zinsuku zesikole ziye esiNgisini.

Ithemu 1: 14 Januwari 2027 - 27 Mashi 2027
Ithemu 2: 8 Ephreli 2027 - 26 Juni 2027
Ithemu 3: 21 Julayi 2027 - 3 Okthoba 2027""")
    add(["icelandic", "flight_schedule", "times_in_content"], "transport:flights-icelandic", """Þýddu þessa flugáætlun á ensku og segðu hvaða flug er lengst.

FI 204  Keflavík - Kaupmannahöfn  brottför 07:40  koma 12:45
FI 614  Keflavík - New York JFK   brottför 17:00  koma 18:55
FI 450  Keflavík - London LHR     brottför 07:35  koma 11:45""")
    add(["basque", "programme", "times_in_content"], "culture:programme-basque", """Itzuli egitarau hau ingelesera.

Euskararen Eguna 2026 - abenduaren 3a, osteguna
10:00 Bertsolari saioa plazan
12:30 Herri bazkaria (txartelak: 15 euro)
18:00 Kontzertua Arriaga antzokian""")
    add(["bulgarian", "utility_bill", "dotted_dates", "price"], "utility:bill-bulgarian", """Обясни ми тази сметка за ток: защо сумата е по-висока от миналия месец?

Период: 01.11.2026 - 30.11.2026
Дневна тарифа: 412 kWh x 0,2526 лв.
Нощна тарифа: 188 kWh x 0,1464 лв.
Такса мрежа: 18,40 лв.
Общо с ДДС: 153,09 лв.
Падеж: 15.12.2026""")
    add(["maltese", "timetable", "clock_ranges"], "transport:ferry-maltese", """Ittraduċi din l-iskeda għall-Ingliż.

Vapur Ċirkewwa - Mġarr (Għawdex)
Mit-Tnejn sal-Ġimgħa: kull 45 minuta mis-06:00 sad-21:45
Is-Sibt u l-Ħadd: kull siegħa mis-07:00 sat-22:00
Nhar il-Milied (25 ta' Diċembru 2026): l-aħħar vapur fis-18:00""")
    add(["kazakh", "contract", "dates_in_prose"], "fleet:contract-kazakh", """Осы шарт үзіндісін ағылшын тіліне аудар.

Шарт 2026 жылғы 1 наурызда жасалды және 2027 жылғы 28 ақпанға дейін жарамды. Жүк тасымалы әр
дүйсенбі сайын сағат 06:00-де Алматыдан басталады.""")
    add(["afrikaans", "notice", "dates_in_prose"], "utility:notice-afrikaans", """Vertaal hierdie kennisgewing na Engels.

Beplande kragonderbreking: Saterdag 12 Desember 2026 van 08:00 tot 14:00 in Stellenbosch-Sentraal.
Die munisipaliteit vra inwoners om toestelle af te skakel voor 07:45.""")
    add(["uzbek", "notice", "dates_in_prose"], "education:notice-uzbek", """Ushbu e'lonni qisqartirib, ingliz tiliga tarjima qiling.

Qishki imtihonlar 2026-yil 21-dekabrdan 2027-yil 10-yanvargacha o'tkaziladi. Ro'yxatdan o'tish
15-dekabr soat 18:00 da yopiladi.""")
    add(["georgian", "timetable", "times_in_content"], "transport:train-georgian", """თარგმნე ეს განრიგი ინგლისურად.

თბილისი - ბათუმი
გასვლა: 08:00, ჩასვლა: 13:05
გასვლა: 17:10, ჩასვლა: 22:20
ბილეთის ფასი: 35 ლარი""")
    add(["sinhala", "schedule", "times_in_content"], "transport:train-sinhala", """මෙම දුම්රිය කාලසටහන ඉංග්‍රීසියට පරිවර්තනය කරන්න.

කොළඹ කොටුව - මහනුවර
පිටත්වීම: 06:55  පැමිණීම: 09:35
පිටත්වීම: 15:35  පැමිණීම: 18:20""")

    # stable metadata and other shapes
    add(["stable_header", "tenant_uuid", "authored_revision", "knowledge_cutoff"], "social:stable-tenant-header", """Tenant: 3c9b0f6e-2a71-4d58-9e3f-7a1c5b2d8e40
Workspace: ws_8FqLz2Kd9mXr
Prompt revision: 2026-10-12
Model: gpt-4.1-mini
Knowledge cutoff: 2024-06

You help Postwise customers with billing questions. Quote prices from the plan table only.

Plans: Solo USD 12/month, Team USD 39/month (5 seats), Agency USD 99/month (15 seats).

Customer: If I switch from Team to Agency mid-month, am I charged the full price?
Assistant:""")
    add(["stable_header", "welsh", "authored_revision"], "library:stable-welsh-header", """Fersiwn y cyfarwyddiadau: 3.1 (diwygiwyd 2 Medi 2026)
Iaith: Cymraeg

Ti yw cynorthwyydd llyfrgell y brifysgol. Ateb yn Gymraeg ac enwa'r adran berthnasol o'r wefan.

Defnyddiwr: Tan pryd mae'r llyfrgell ar agor dros y Nadolig?
Assistant:""")
    add(["stable_header", "clock_ranges", "cutoff_time"], "logistics:stable-service-hours", """Support hours: 09:00-17:30 Mon-Fri (Africa/Johannesburg)
Same-day dispatch cut-off: 14:00
Warehouse: Cape Town, Epping II
Courier partners: Dawn Wing, Aramex

You answer questions from merchants using Parcelkit fulfilment. Be concise and give the exact setting
name in the dashboard.

Merchant: If an order comes in at 14:20, when will it ship?
Assistant:""")
    add(["md_table", "stable_session_info"], "hotel:stable-md-table", """You are Concierge, the guest-messaging assistant of Haus am See. Use the guest profile only to
personalise the answer.

| Profile       | Value                 |
|---------------|-----------------------|
| Guest         | Ingrid Solberg        |
| Loyalty tier  | Gold (since 2019-03)  |
| Language      | nb-NO                 |
| Room          | 214                   |

Guest: Can I have a late checkout on my last day?
Concierge:""")
    add(["code", "python", "now_in_code"], "fleet:python-code", """This function is supposed to flag drivers who have driven more than 9 hours today. Why does it flag
drivers after midnight UTC even though they are in Almaty?

```python
from datetime import datetime, timedelta, timezone

def over_limit(segments, now=None):
    now = now or datetime.now(timezone.utc)
    start = now.replace(hour=0, minute=0, second=0, microsecond=0)
    driven = sum((s.end - s.start for s in segments if s.start >= start), timedelta())
    return driven > timedelta(hours=9)

# over_limit(segs, now=datetime(2026, 11, 30, 19, 30, tzinfo=timezone.utc)) -> True
```""")
    add(["code", "go", "indented_code"], "manufacturing:go-indented", """Why does this always report the shift as "night" for the 06:00 changeover?

    func shiftOf(t time.Time) string {
        loc, _ := time.LoadLocation("Europe/Sofia")
        h := t.In(loc).Hour()
        if h >= 6 && h < 14 {
            return "morning"
        }
        if h >= 14 && h < 22 {
            return "afternoon"
        }
        return "night"
    }
    // shiftOf(time.Date(2026, 11, 30, 4, 0, 0, 0, time.UTC)) == "night"?""")
    add(["quoted_email", "dates_in_prose"], "podcast:quoted-email", """Draft a reply accepting the new time.

> On Mon, 30 Nov 2026 at 09:14, Ines Duarte <ines@polarfreight.example> wrote:
> Hi Sam, could we move the recording from Wednesday 2 December to Thursday 3 December, 10:00
> Lisbon time? I have a customer visit on Wednesday morning.
> Ines""")
    add(["date_like_ids", "order_numbers"], "restaurant:date-like-ids", """Our order numbers look like dates and a customer is confused. Order 20261130-0412 and invoice
2026/11/0412 refer to the same dinner for 12 on 30 November. How should we explain the difference?""")
    add(["price_list", "as_of_in_document"], "pos:price-list", """Update this price list with a 4% increase, rounded to the nearest 5 cents.

Supplier price list - prices as of 1 November 2026
Espresso beans 1 kg      EUR 21.40
Oat milk 1 L (x12)       EUR 18.90
Paper cups 8 oz (x1000)  EUR 46.00""")
    add(["stable_header", "api_version", "security_patch"], "zero-trust:stable-device-header", """Device: MacBook Pro 14 (M3), serial C02XK1ZMJGH5
OS: macOS 15.1.1
Agent: ztna-agent 2026.10.2
Security patch level: 2026-11-01
Policy set: lab-systems-v7

You explain device-posture results to employees of Ardent Bio and how to fix them.

Employee: Why does my laptop say "posture: needs attention"?
Assistant:""")
    add(["ics", "calendar", "pasted"], "church:ics-invite", """Is this invite set for the right time? The carol service starts at 18:30 London time.

BEGIN:VEVENT
UID:carols-2026@st-aidans.example
DTSTAMP:20261115T101500Z
DTSTART;TZID=Europe/London:20261220T183000
DTEND;TZID=Europe/London:20261220T200000
SUMMARY:Carol service
LOCATION:St Aidan's Church
END:VEVENT""")
    add(["control", "plain"], "control:plain-1", """You are Fennel, a home-cooking assistant. Suggest a substitution and explain its effect on taste.

User: I have no shallots. What can I use in a vinaigrette?
Fennel:""")
    add(["control", "plain"], "control:plain-2", """You are a friendly museum guide for children aged 8 to 12. Use short sentences and one fun fact.

Child: Why did the Vikings have dragon heads on their ships?
Guide:""")
    return n


# --- generated families: one field, a body, a position ------------------------------------------

@dataclass(frozen=True)
class Body:
    """A prompt body: its language, app name, system text, speaker, question and cue line."""

    name: str
    lang: str
    app: str
    system: str
    speaker: str
    question: str
    cue: str


BODIES7: list[Body] = [
    Body("pos-support", "en", "tillpoint", "You help cafe staff with the Tillpoint register. Give exact button names and "
         "keep each step on its own line.", "Staff", "How do I add a 10% staff discount to one item?", "Assistant:"),
    Body("delivery", "en", "bento-express", "You are the customer-care assistant of Bento Express. Apologise once, then "
         "give the next concrete step.", "Customer", "My order arrived cold. Can I get a refund?", "Assistant:"),
    Body("field-service", "en", "fieldwise", "You help HVAC technicians on site. Give checks in order, safest first, and "
         "say when to stop and call a senior engineer.", "Technician",
         "The condensate pump runs but the tray is still full. What next?", "Assistant:"),
    Body("genomics", "en", "seqdesk", "You answer questions from researchers using the sequencing core. Quote the "
         "submission guidelines where they apply.", "Researcher",
         "What's the minimum RNA integrity number you accept for RNA-seq?", "Answer:"),
    Body("identity", "en", "signpost", "You are the help assistant of the Signpost login service. Never ask for a "
         "password or a one-time code.", "User", "I lost the phone with my authenticator app. How do I sign in?",
         "Assistant:"),
    Body("chess", "en", "knightline", "You are a patient chess coach for beginners. Explain ideas, not long "
         "variations.", "Student", "Why is it bad to move the same piece twice in the opening?", "Coach:"),
    Body("welsh-library", "cy", "llyfrgell", "Ti yw cynorthwyydd llyfrgell y dref. Ateb yn Gymraeg, yn fyr ac yn "
         "glir.", "Defnyddiwr", "Sut ydw i'n adnewyddu llyfr ar-lein?", "Assistant:"),
    Body("irish-council", "ga", "comhairle", "Is tusa cúntóir na comhairle contae. Freagair as Gaeilge, go gonta.",
         "Saoránach", "Cathain a bhailítear an bruscar glas i mBearna?", "Assistant:"),
    Body("icelandic-pool", "is", "sundlaug", "Þú svarar spurningum gesta sundlaugarinnar á íslensku, stutt og "
         "skýrt.", "Gestur", "Má ég koma með barnavagn inn í búningsklefann?", "Assistant:"),
    Body("basque-museum", "eu", "museoa", "Museoko gida-laguntzailea zara. Erantzun euskaraz, labur.", "Bisitaria",
         "Zenbat kostatzen da sarrera ikasleentzat?", "Assistant:"),
    Body("galician-clinic", "gl", "clinica", "Es o asistente de citas dunha clínica veterinaria. Responde en galego, "
         "con frases curtas.", "Cliente", "Podo levar o gato hoxe sen cita?", "Assistant:"),
    Body("slovenian-hotel", "sl", "hotel", "Si asistent recepcije hotela na Bledu. Odgovarjaj v slovenščini.", "Gost",
         "Ali lahko dobim sobo s pogledom na jezero?", "Assistant:"),
    Body("bulgarian-mes", "bg", "mes", "Ти си асистент на оператора в цеха. Отговаряй на български, по стъпки.",
         "Оператор", "Как да сменя матрицата на преса 3?", ""),
    Body("macedonian-charity", "mk", "svetlina", "Ти си асистент на здружението за донатори. Одговарај на "
         "македонски, кратко.", "Донатор", "Како да добијам потврда за донацијата?", ""),
    Body("albanian-erp", "sq", "odoo", "Ti je asistenti i shitjeve. Përgjigju shqip, shkurt.", "Përdoruesi",
         "Si ta anuloj një faturë të konfirmuar?", "Assistant:"),
    Body("maltese-ferry", "mt", "vapur", "Int l-assistent tal-vapur għal Għawdex. Wieġeb bil-Malti, fil-qosor.",
         "Passiġġier", "Kemm idum il-vjaġġ?", "Assistant:"),
    Body("afrikaans-farm", "af", "plaasmark", "Jy is die assistent van die plaasmark. Antwoord in Afrikaans, kort en "
         "vriendelik.", "Klant", "Het julle vars eiers op Saterdag?", "Assistent:"),
    Body("zulu-school", "zu", "isikole", "Ungumsizi wesikole. Phendula ngesiZulu, ngamafuphi.", "Umzali",
         "Ingabe izingane zidinga iyunifomu ngoLwesihlanu?", ""),
    Body("azerbaijani-bank", "az", "bank", "Sən bankın köməkçisisən. Azərbaycan dilində qısa cavab ver.",
         "Müştəri", "Kartımı necə bloklaya bilərəm?", ""),
    Body("uzbek-clinic", "uz", "klinika", "Siz klinikaning navbat yordamchisisiz. O'zbek tilida qisqa javob bering.",
         "Bemor", "Ertaga shifokorga yozilsam bo'ladimi?", ""),
    Body("kazakh-fleet", "kk", "dala", "Сен көлік компаниясының көмекшісісің. Қазақ тілінде қысқа жауап бер.",
         "Жүргізуші", "Жол парағын қайдан аламын?", ""),
    Body("georgian-tour", "ka", "gzebi", "შენ ხარ ტურისტული სააგენტოს ასისტენტი. უპასუხე ქართულად, მოკლედ.",
         "მომხმარებელი", "რა ღირს ტური ყაზბეგში?", ""),
    Body("armenian-library", "hy", "gradaran", "Դուք գրադարանի օգնականն եք։ Պատասխանեք հայերեն, "
         "հակիրճ։", "Ընթերցող", "Ինչպե՞ս երկարացնեմ գրքի ժամկետը։", ""),
    Body("mongolian-vpn", "mn", "talnet", "Та VPN үйлчилгээний туслах. Монгол хэлээр товч хариул.", "Хэрэглэгч",
         "Нууц үгээ хэрхэн солих вэ?", ""),
    Body("nepali-trek", "ne", "yatra", "तपाईं पदयात्रा एजेन्सीको सहायक हुनुहुन्छ। नेपालीमा छोटो जवाफ दिनुहोस्।",
         "ग्राहक", "अन्नपूर्ण पदयात्राका लागि कुन महिना उत्तम हो?", ""),
    Body("sinhala-bank", "si", "bank", "ඔබ බැංකුවේ සහායකයා වේ. කෙටියෙන් සිංහලෙන් පිළිතුරු දෙන්න.", "පාරිභෝගිකයා",
         "මගේ කාඩ්පත අවහිර කරන්නේ කෙසේද?", ""),
    Body("khmer-shop", "km", "psar", "អ្នកគឺជាជំនួយការហាង។ សូមឆ្លើយជាភាសាខ្មែរ ខ្លីៗ។", "អតិថិជន",
         "តើហាងបើកម៉ោងប៉ុន្មាន?", ""),
    Body("hausa-agent", "ha", "kudina", "Kai ne mataimakin wakilai. Ka amsa da Hausa, a taƙaice.", "Wakili",
         "Ta yaya zan canza lambar sirri ta?", ""),
    Body("yoruba-church", "yo", "ijo", "Ìwọ ni olùrànlọ́wọ́ ìjọ. Dáhùn ní èdè Yorùbá, ní ṣókí.", "Ọmọ ìjọ",
         "Ṣé ẹgbẹ́ akọrin ń pàdé lálẹ́ òní?", ""),
    Body("amharic-transport", "am", "selam-bus", "እርስዎ የአውቶቡስ ኩባንያ ረዳት ነዎት። በአማርኛ አጭር መልስ ይስጡ።",
         "ተሳፋሪ", "ትኬቴን መቀየር እችላለሁ?", ""),
]

LANG_ZONE: dict[str, Callable[[datetime], datetime]] = {
    "en": lambda t: t, "cy": uk_zone, "ga": uk_zone, "is": lambda t: t.astimezone(GMT),
    "eu": eu_zone, "gl": eu_zone, "sl": eu_zone, "bg": ee_zone, "mk": eu_zone, "sq": eu_zone, "mt": eu_zone,
    "af": lambda t: t.astimezone(SAST), "zu": lambda t: t.astimezone(SAST), "az": lambda t: t.astimezone(GET),
    "uz": lambda t: t.astimezone(UZT), "kk": lambda t: t.astimezone(UZT), "ka": lambda t: t.astimezone(GET),
    "hy": lambda t: t.astimezone(GET), "mn": lambda t: t.astimezone(ULAT), "ne": lambda t: t.astimezone(NPT),
    "si": lambda t: t.astimezone(SLST), "km": lambda t: t.astimezone(ICT), "ha": lambda t: t.astimezone(WAT),
    "yo": lambda t: t.astimezone(WAT), "am": lambda t: t.astimezone(EAT),
}

LOCAL_NOW: dict[str, tuple[str, str, Callable[[datetime], str]]] = {
    "en": ("date", "Today's date", mh.long_date),
    "cy": ("date", "Dyddiad heddiw", cy_date),
    "ga": ("date", "Dáta an lae inniu", ga_date),
    "is": ("datetime", "Núverandi tími", is_now),
    "eu": ("date", "Gaurko data", eu_date),
    "gl": ("datetime", "Data e hora actuais", gl_now),
    "sl": ("datetime", "Trenutni čas", sl_now),
    "bg": ("datetime", "Текуща дата и час", bg_now),
    "mk": ("date", "Денешен датум", mk_date),
    "sq": ("datetime", "Data dhe ora aktuale", sq_now),
    "mt": ("date", "Id-data tal-lum", mt_date),
    "af": ("datetime", "Huidige datum en tyd", af_now),
    "zu": ("date", "Usuku lwanamuhla", zu_date),
    "az": ("datetime", "Cari tarix və vaxt", az_now),
    "uz": ("date", "Joriy sana", uz_date),
    "kk": ("datetime", "Ағымдағы күн мен уақыт", kk_now),
    "ka": ("datetime", "მიმდინარე თარიღი და დრო", ka_now),
    "hy": ("date", "Ընթացիկ ամսաթիվ", hy_date),
    "mn": ("datetime", "Одоогийн огноо, цаг", mn_now),
    "ne": ("date", "आजको मिति", ne_date),
    "si": ("date", "අද දිනය", si_date),
    "km": ("datetime", "ពេលវេលាបច្ចុប្បន្ន", km_now),
    "ha": ("date", "Kwanan watan yau", ha_date),
    "yo": ("date", "Ọjọ́ òní", lambda t: f"{t:%d/%m/%Y}"),
    "am": ("datetime", "የአሁኑ ሰዓት", dmy),
}

# (cue, family, label, key, value)
Field = tuple[str, str, str, str, Callable[[Gen7, datetime], str]]

FIELDS7: list[Field] = [
    ("datetime", "rfc3339", "Current time", "current_time", lambda g, t: mh.rfc3339(t)),
    ("datetime", "rfc3339_ms", "Timestamp", "timestamp", lambda g, t: mh.rfc3339(t, 3)),
    ("datetime", "rfc3339_us", "Request time", "request_time", lambda g, t: mh.rfc3339(t, 6)),
    ("datetime", "go_rfc3339nano", "Generated at", "generated_at", lambda g, t: mh.go_nano(t, g.small(1, 1000))),
    ("datetime", "http_date", "Date", "date", lambda g, t: mh.http_date(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Built", "built", lambda g, t: mh.ctime(t)),
    ("datetime", "day_first", "Local time", "local_time", lambda g, t: dmy(t)),
    ("datetime", "month_first", "Timestamp", "ts", lambda g, t: us_12h(t)),
    ("datetime", "dotted", "Server time", "server_time", lambda g, t: dmy_s(t, ".")),
    ("epoch", "epoch_s", "X-Request-Time", "request_time_s", lambda g, t: str(mh.epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(mh.epoch_ms(t))),
    ("epoch", "epoch_us", "received_us", "received_us", lambda g, t: str(mh.epoch_us(t))),
    ("datetime", "sap_timestamp", "Server timestamp", "server_ts", lambda g, t: sap_ts(t)),
    ("datetime", "ccsds_doy", "UTC", "utc", lambda g, t: doy(t)),
    ("datetime", "odata_date", "Now", "now", lambda g, t: odata_date(t)),
    ("request_id", "uuid4", "Request-Id", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid1", "X-Correlation-Id", "correlation_id", lambda g, t: g.uuid1()),
    ("session_id", "uuid7", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("run_id", "ulid", "Run", "run_id", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
    ("trace_id", "hex32", "X-B3-TraceId", "trace_id", lambda g, t: g.hex(32)),
    ("signature", "hex64", "X-Signature", "signature", lambda g, t: "sha256=" + g.hex(64)),
    ("session_id", "base32", "Session", "session", lambda g, t: g.base32(26)),
    ("nonce", "base58", "Nonce", "nonce", lambda g, t: g.base58(22)),
    ("nonce", "b64url", "state", "state", lambda g, t: g.b64url(24)),
    ("message_id", "snowflake", "Message-Id", "message_id", lambda g, t: g.snowflake(t, 1_288_834_974_657)),
    ("session_id", "vendor_prefix", "Session", "session_id", lambda g, t: "sess_" + g.b62(24)),
    ("token", "jwt", "id_token", "id_token", lambda g, t: g.jwt(t, "member-" + g.digits(6))),
    ("datetime", "time_only", "Local time", "local_time", lambda g, t: f"{t:%H:%M}"),
    ("date", "iso_week", "Week", "week", lambda g, t: mh.iso_week(t)),
    ("datetime", "python_str", "now", "now", lambda g, t: mh.py_str(t)),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp",
     lambda g, t: mh.dotnet_o(t, g.small(0, 10))),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: mh.windows_general(t)),
    ("session_id", "objectid", "Thread", "thread_id", lambda g, t: g.objectid(t)),
    ("request_id", "nanoid", "Request", "req", lambda g, t: g.nanoid()),
]

STABLE7 = ["Model: gpt-4.1-mini", "Region: af-south-1", "Plan: Business", "Channel: whatsapp",
           "Tenant: harbourline", "Prompt version: 5.0.2", "Knowledge cutoff: 2025-03", "API version: 2025-06-01",
           "Build: 7c1e9a4", "Store: 0417", "Timezone: Africa/Johannesburg", "Support line: +27 21 555 0142"]

POSITIONS7 = ["head", "system_tail", "header_block", "last_user", "tail", "yaml", "json", "xml_attr",
              "kv_inline", "bracket_user"]


def _kv(key: str, value: str) -> str:
    return f'{key}="{value}"' if " " in value else f"{key}={value}"


def _json_member(key: str, value: str) -> str:
    return f'"{key}": {value}' if value.isdigit() else f'"{key}": "{value}"'


def _yaml_line(key: str, value: str) -> str:
    return f"{key}: {value}" if value.isdigit() else f'{key}: "{value}"'


def _place(g: Gen7, body: Body, position: str, line: str, key: str, value: str, mark: Callable[[str], str],
           stable: list[str]) -> str:
    """A prompt with one field at `position`; `mark` wraps the field's text (a span, or nothing)."""
    cue = f"\n{body.cue}" if body.cue else ""
    user = f"{body.speaker}: {body.question}"
    if position == "head":
        return f"{mark(line)}\n{body.system}\n\n{user}{cue}"
    if position == "system_tail":
        return f"{body.system}\n{mark(line)}\n\n{user}{cue}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(0, len(block) + 1), mark(line))
        return "\n".join(block) + f"\n\n{body.system}\n\n{user}{cue}"
    if position == "last_user":
        return f"{body.system}\n\n{user}\n{mark(line)}{cue}"
    if position == "tail":
        return "\n".join(stable) + f"\n{body.system}\n\n{user}\n{mark(line)}\n"
    if position == "yaml":
        return (f"---\napp: {body.app}\nlocale: {body.lang}\n{mark(_yaml_line(key, value))}\nchannel: web\n---\n"
                f"{body.system}\n\n{user}{cue}")
    if position == "json":
        return (f'{{\n  "app": "{body.app}",\n  {mark(_json_member(key, value) + ",")}\n  "locale": "{body.lang}"\n}}\n'
                f"{body.system}\n\n{user}{cue}")
    if position == "xml_attr":
        return (f'<context app="{body.app}" {mark(key + "=" + chr(34) + value + chr(34))} locale="{body.lang}">\n'
                f"{body.system}\n</context>\n\n{user}{cue}")
    if position == "kv_inline":
        return f"meta: app={body.app} {mark(_kv(key, value))} locale={body.lang}\n{body.system}\n\n{user}{cue}"
    assert position == "bracket_user"
    return f"{body.system}\n\n{user} {mark('[' + _kv(key, value) + ']')}{cue}"


GENERATED_POS = 52


def generated_positives(g: Gen7) -> list[Draft]:
    """One volatile field (or a current date in the body's language) in one body at one position."""
    fields = list(FIELDS7)
    g.rng.shuffle(fields)
    bodies = list(BODIES7)
    g.rng.shuffle(bodies)
    out = []
    used = 0
    for k in range(GENERATED_POS):
        body = bodies[k % len(bodies)]
        position = POSITIONS7[(k + 3 * (k // len(bodies))) % len(POSITIONS7)]
        t = LANG_ZONE[body.lang](g.moment())
        if k < len(bodies) and k % 2 == 0:
            cue, label, fmt = LOCAL_NOW[body.lang]
            family, key, value = "localized_now", "current_date", fmt(t)
        else:
            cue, family, label, key, make = fields[used % len(fields)]
            used += 1
            value = make(g, t)
        line = f"{label}: {value}"
        stable = g.rng.sample(STABLE7, 3)
        text = _place(g, body, position, line, key, value, lambda s, cue=cue: v(cue, s), stable)
        tags = ["generated", position, family, body.lang]
        out.append(Draft(text, SRC + f"generated:{body.name}+{family}", tags))
    return out


LOCAL_DATE: dict[str, Callable[[datetime], str]] = {
    "en": mh.long_date, "cy": cy_date, "ga": ga_date, "eu": eu_date, "mk": mk_date, "mt": mt_date, "zu": zu_date,
    "uz": uz_date, "hy": hy_date, "ne": ne_date, "si": si_date, "ha": ha_date,
    "is": lambda t: f"{t.day}. {IS_MONTHS[t.month - 1]} {t.year}",
    "gl": lambda t: f"{t.day} de {GL_MONTHS[t.month - 1]} de {t.year}",
    "sl": lambda t: f"{t.day}. {SL_MONTHS_GEN[t.month - 1]} {t.year}",
    "bg": lambda t: f"{t.day} {BG_MONTHS[t.month - 1]} {t.year} г.",
    "sq": lambda t: f"{t.day} {SQ_MONTHS[t.month - 1]} {t.year}",
    "af": lambda t: f"{t.day} {AF_MONTHS[t.month - 1]} {t.year}",
    "az": lambda t: f"{t.day} {AZ_MONTHS[t.month - 1]} {t.year}",
    "kk": lambda t: f"{t.year} ж. {t.day} {KK_MONTHS[t.month - 1]}",
    "ka": lambda t: f"{t.day} {KA_MONTHS[t.month - 1]}, {t.year}",
    "mn": lambda t: f"{t.year} оны {t.month}-р сарын {t.day}",
    "km": lambda t: f"{t.day} {KM_MONTHS[t.month - 1]} {t.year}".translate(KHMER),
    "yo": lambda t: f"{t:%d/%m/%Y}", "am": lambda t: f"{t:%d/%m/%Y}",
}


def past_day(g: Gen7) -> datetime:
    """A day well before any request: member-since, revision and contract dates."""
    return datetime(2012, 1, 1, tzinfo=UTC) + timedelta(days=g.small(0, 14 * 365))


def past_moment(g: Gen7) -> datetime:
    return past_day(g) + timedelta(seconds=g.small(0, 86400))


# (family, label, key, value): values that look like dates or ids but stay the same from request to request
StableField = tuple[str, str, str, Callable[[Gen7, Body], str]]

STABLE_FIELDS7: list[StableField] = [
    ("api_version", "API version", "api_version",
     lambda g, b: g.pick(["2024-10-21", "2025-03-01", "2025-06-01", "2025-11-01"])),
    ("anthropic_version", "anthropic-version", "anthropic_version", lambda g, b: "2023-06-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff",
     lambda g, b: g.pick(["2024-06", "2024-10", "2025-01", "2025-03"])),
    ("prompt_revision", "Prompt revised", "prompt_revised", lambda g, b: mh.iso_date(past_day(g))),
    ("member_since", "Member since", "member_since", lambda g, b: mh.iso_date(past_day(g))),
    ("contract_start", "Contract start", "contract_start", lambda g, b: mh.iso_date(past_day(g)) + "T00:00:00Z"),
    ("account_created", "Account created", "account_created", lambda g, b: mh.rfc3339(past_moment(g))),
    ("calver", "Release", "release", lambda g, b: f"2026.{g.small(1, 13)}.{g.small(0, 5)}"),
    ("firmware", "Firmware", "firmware", lambda g, b: f"4.{g.small(0, 20)}.{g.small(0, 9)} (2026-08-30)"),
    ("tenant_uuid", "Tenant ID", "tenant_id", lambda g, b: g.uuid4()),
    ("workspace", "Workspace", "workspace_id", lambda g, b: "ws_" + g.b62(16)),
    ("commit", "Commit", "commit", lambda g, b: g.hex(40)),
    ("digest", "Image", "image", lambda g, b: "registry.example/assistant@sha256:" + g.hex(64)),
    ("device_id", "Device ID", "device_id", lambda g, b: g.hexu(16)),
    ("store_id", "Store", "store_id", lambda g, b: g.digits(4)),
    ("guild_snowflake", "Guild", "guild_id", lambda g, b: g.snowflake(past_moment(g))),
    ("office_hours", "Office hours", "office_hours", lambda g, b: g.pick(["08:30-17:00", "09:00-18:00", "07:00-15:30"])),
    ("phone", "Support line", "support_line", lambda g, b: g.pick(["+27 21 555 0142", "+353 91 555 0199",
                                                                      "+354 555 0118", "+995 32 255 5012"])),
    ("time_zone", "Time zone", "time_zone", lambda g, b: g.pick(["Asia/Tbilisi", "Europe/Sofia", "Africa/Lagos",
                                                                 "Asia/Kathmandu", "Atlantic/Reykjavik"])),
    ("fiscal_year", "Fiscal year", "fiscal_year", lambda g, b: "2026/27"),
    ("timeout", "Timeout", "timeout_ms", lambda g, b: g.pick(["30000", "15000", "60000"])),
    ("terms_accepted", "Terms accepted", "terms_accepted", lambda g, b: mh.iso_date(past_day(g))),
    ("customer_id", "Customer ID", "customer_id", lambda g, b: "cus_" + g.b62(14)),
    ("client_id", "Client ID", "client_id", lambda g, b: g.uuid4()),
    ("security_patch", "Security patch", "security_patch", lambda g, b: g.pick(["2026-09-05", "2026-10-05"])),
    ("data_region", "Data region", "data_region", lambda g, b: g.pick(["eu-central-2", "af-south-1", "ap-south-1"])),
    ("policy_version", "Policy version", "policy_version", lambda g, b: mh.iso_date(past_day(g))),
    ("host_key", "Host key", "host_key", lambda g, b: "SHA256:" + g.b64std(32)),
    ("installation_id", "Installation", "installation_id", lambda g, b: g.uuid4()),
    ("localized_member_since", "Member since", "member_since", lambda g, b: LOCAL_DATE[b.lang](past_day(g))),
]

GENERATED_NEG = 30


def generated_negatives(g: Gen7) -> list[Draft]:
    """The generated positives' bodies and positions with a stable, date-like or id-like field."""
    fields = list(STABLE_FIELDS7)
    g.rng.shuffle(fields)
    bodies = list(BODIES7)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED_NEG):
        body = bodies[k % len(bodies)]
        position = POSITIONS7[(k + 3) % len(POSITIONS7)]
        family, label, key, make = fields[k % len(fields)]
        value = make(g, body)
        stable = g.rng.sample(STABLE7, 3)
        text = _place(g, body, position, f"{label}: {value}", key, value, lambda s: s, stable)
        out.append(Draft(text, SRC + f"negative:generated:{body.name}+{family}",
                         ["hard_negative", "generated", position, family, body.lang]))
    return out


# --- assembly -----------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen7(seed)
    positives = [fn(g) for fn in POSITIVES] + generated_positives(g)
    negs = negatives(g) + generated_negatives(g)
    return mh.assemble("hold7", positives, negs, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return mh.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
