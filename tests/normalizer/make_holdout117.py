"""Build `prompt_normalizer/corpus/holdout117.jsonl`, a hundred-and-seventeenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout117.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout112.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (weather,
meteorolog, forecast, METAR, TAF, radar, satellite, aviation, marine, climate, storm, NWS, sensor,
agricultur, flood, tide, lightning, frost, snow) and the passages around the hits, with the docstring of
`make_holdout112.py` read in full and its import block and last 150 lines read for the structure of a
generator; and `pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the
generators' names, and a count of the files in `prompt_normalizer/corpus/` showed a number only.)
Nothing else under `prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the
docs and bench folders or the git history; the generators numbered 113 to 120, written at the same
time, were not read. The corpus was checked only against the machinery of `make_holdout.py` (every
`expected` is what `expected_of` computes, every span is found in its input at its offsets, spans are
single lines, inputs are unique, the build is deterministic). The project's `.venv` was absent when
this was written; it was built and checked with Python 3.11 and linted with `ruff check` (0.17) under
the project's settings.

The domain is weather services and meteorology: forecasts and warnings, observation stations and
sensor feeds, radar and satellite products, aviation weather (METARs, TAFs, SIGMETs and PIREPs only as
pasted content), agricultural and marine forecasts, climate records and alert subscriptions. The
earlier docstrings name neighbours of it: above all weather and hydrology services in make_holdout18
(forecast-office drafting with an AFD issuance line, river gauges fetched for the request, a river alert
footer, reservoir operations, a hydrological model run, avalanche bulletins, air quality, a weather radio
script, TAF briefings, storm spotter relays, a mesonet's single-line JSON, flood, dam and rain warnings
in minority languages; and as hard negatives TAFs, SYNOPs, AFDs, VTEC flood warnings, USGS RDB files,
AQI tables, local storm reports, climate reports, radar status messages, SNOTEL CSVs and sensor JSON
opening with `time_stamp`); weather APIs with "retrieved at" (make_holdout6); a guide's weather brief
and an avalanche bulletin fetched "at" a time (make_holdout27); air ambulance weather fetched "at" a
Zulu time and a heat-health bulletin and cell broadcast drafting (make_holdout41); EDTO alternates'
weather "as of" a time and a study buddy's weather (make_holdout45); sea forecasts, tide predictions and
a weather routing run (make_holdout13, make_holdout46); a spray window advisor over a station export
and a WeatherLink export (make_holdout73); Common Alerting Protocol and flood warning services
(make_holdout18, make_holdout20, make_holdout43). The scenarios here were written around them: no
forecast-office issuance line, no gauge, reservoir, hydrological, avalanche or air quality scenario, no
TAF briefing service or "weather fetched at" stamp, no storm spotter relay or mesonet JSON, no CAP, no
SYNOP, AFD, VTEC, LSR, SNOTEL or tide table, no spray window advisor and no weather routing run; METARs
and TAFs appear only inside a user's message or a pasted block; warnings are seen from a drafting
desk, a translation queue and an event-safety desk; observations from station QC, maintenance,
calibration, citizen stations and lightning sensors; radar and satellite from map alt text, loop
captions, dual-pol QC, cell tracks, active fires, cloud RGBs and a maintenance scheduler. The sources
are:

* forecasts and warnings: an impact-based warning drafting aide in ChatML (ULID `Drafting session:`,
  RFC 3339 `Desk clock:`; desk and style guide stay); a Llama 3 app prompt (`Today Date` moves,
  `Cutting Knowledge Date` stays); an event-safety thunderstorm desk's YAML front matter (naive
  `isoformat()` `generated_at`, UUIDv7 `request`; site and capacity stay); a verification helper's
  pretty JSON (`request_id`, `issued_to_model_at` in `toISOString()`; product and window stay); Semantic
  Kernel's current-time sentence at the head of an ensemble meteogram explainer; `traceparent` and
  `tracestate` over a fire-weather spot forecast; a warning translation job's footer after `--` (hex
  `Translation job:`, RFC 2822 `Queued:`; the tool's version line stays) under the warning text that
  stays; a road weather depot console (ctime `Console time:`, base62 session) over outstation readings
  that stay; a courier nowcast's single-line JSON (nanoid `rid`, `t_req` in ms, between stable
  members); a German winter service desk (`Aktuelle Zeit:` with `Uhr`, UUID `Sitzungs-ID:`); a forecast
  office handover tool (Python logging `Handover compiled:`, UUIDv1 `Compile id:`; the forecaster's typed
  times stay); a forecast API's gRPC metadata (`request-received-ns`, ObjectId `x-req`; plan stays); a
  UV widget's edge metadata with `CF-Ray` (country stays); a storm chasers' Discord context (snowflake
  `Message:`, RFC 3339 `Sent:`; guild and channel snowflakes stay);
* observation stations and sensor feeds: a station QC tool result in pretty JSON (`call_id`,
  `called_at` in RFC 3339 with milliseconds and -06:00; the `result` with its `valid` times stays); a
  technician tablet's XML attributes (`clock` in `isoformat()`, nanoid `visit_id`, each followed by a
  stable attribute); a citizen station relay with made-up `Ingest-Hop` and `Ingest-At` (ms) over a
  payload whose `observed` stays; a lightning network's logfmt line (`t=` epoch s, hex `q=`) over a
  pasted health table; a rain gauge question with `[meta] sent="<RFC 2822>" msg=<uuid> client=...`
  appended after the user's CSV; a calibration bench (`Bench clock:` in Python `str()`, base62 session;
  the reference certificate date stays); Datadog trace and parent ids over a station record; Japanese
  (`現在時刻：`, UUID `セッションID：`), Russian (`Текущее время:` with `(МСК)`, hex `ID запроса:`) and
  Korean (12-hour `요청 시각:`, traceparent `추적 ID:`) station desks;
* radar and satellite products: a radar map alt-text request block (`Date` in RFC 1123, hex
  `X-Request-ID`; host, accept and product stay); a Gemma user turn ending with `Browser time:` in
  JavaScript `toString()` cut from before `<end_of_turn>`; a Phi-3 dual-pol QC system turn (KSUID
  `Session:`, Go RFC3339Nano `Now (UTC):`); a Mistral active-fire turn (`Query time:` at +05:30, `rq_`
  request) under detections whose acquisition times stay; an HTML comment `radar-embed rid=<hex>
  t=<Log4j> theme=dark`; cell tracks "as of" an ISO minute for this request (the tracks stay); a radar
  maintenance scheduler (.NET "o" clock, base64url session; the overlap map revision stays); Chinese
  (`当前时间：`, ObjectId `会话：`) and Hindi (`अनुरोध समय:` with a Hindi month name, ULID `सत्र:`) desks;
* aviation weather: a METAR decoder (UUIDv7 `Decoder session:`, `UTC now:` as `YYYY-MM-DD HH:MMZ`;
  units stay) over a pasted METAR and TAF; a ChatML pilot question with `Sent:` and `Message-Id:` after
  the METAR and TAF the instructor pasted; `X-Amzn-Trace-Id` over a pasted SIGMET; a soaring outlook's
  YAML front matter (`asked_at` with a summer offset, hex `trace`); B3 multi headers (`X-B3-Sampled`
  stays) over a drone pilot's METAR; "Today is <long date>." inside a PIREP summariser's instruction;
  French (`Heure actuelle :`, ULID) and Spanish (`Fecha y hora:` at the head, UUID) aero clubs;
* agricultural and marine forecasts: a hay drying line `agwx farm=... t=<ms> q=<ULID> crop=...`; a
  growing degree day tool's pretty JSON (`request_id`, `generated_at` with microseconds and -05:00); an
  offshore lift window's markdown table (`Request` and `Generated` rows; vessel and site stay); a wave
  buoy summary delivered as Standard Webhooks (id, timestamp and signature move; the summary with its
  `observed` stays); Brazilian Portuguese irrigation (`Data/hora da consulta:` with `0h09`, nanoid),
  Greek fishers (`Ώρα αιτήματος:`, hex), Gulf fishers in Arabic (`وقت الطلب:` in Arabic-Indic digits,
  UUID), Thai rice farmers (Buddhist-era `เวลาปัจจุบัน:`, UUID), Vietnamese fishers (`Thời điểm truy
  vấn:` time first, hex) and Lake Victoria fishers in Swahili (`Saa ya sasa:`, ULID);
* climate records: "Records checked against the station archive at <time> (query <ULID>) for this
  request:" over the records that stay; heating degree day bullets (`- Generated:` in Windows form,
  KSUID `- Request:`; utility and base temperature stay); a reanalysis desk's JWT `Session token:`;
  newsroom request headers (`Date` in RFC 850, UUID `X-Correlation-ID`; desk stays); `meta:
  week=<ISO week date> t_us=<us> station=08535`; Polish (`Czas zapytania:` with `CET`), Hebrew (`זמן
  הבקשה:`), Ukrainian (`Поточний час:`, UUIDv7) and Italian (`Ora corrente:`, upper-case UUID) desks;
* alert subscriptions: a Slack event (`Event id` and `Message ts` move; channel and user stay); an
  inbound SMS relayed by the alert gateway (`MessageSid`, RFC 2822 `Received`; the sender's number and
  the body stay); Stripe `Request-Id: req_...` and `Idempotency-Key` (`Stripe-Version`, the `cus_`
  customer and the plan stay); an alert digest's footer (hex `Digest run:`, GNU `date` `Built:`); a
  CloudEvents binary delivery (`ce-id`, `ce-time`; the alert with its onset and expiry stays); the
  `X-Cloud-Trace-Context` header of a push settings helper (the quiet hours stay); Turkish (`Şu anki
  zaman:`, KSUID), Swedish (`Aktuell tid:`, UUID) and Rioplatense Spanish (`Hora del servidor:` with
  `-03:00` at the head, nanoid) alert desks;
* the generated family: one program field at three of eight positions (head, system tail, header
  block between `Service:` and `Channel:`, after the user's message, footer after `--` above a stable
  line, YAML front matter, a single-line JSON member between stable members, an XML attribute between
  stable ones) of 13 bodies, each with a pasted record of its own that stays (a school station CSV
  with `timestamp`, a METAR and TAF, buoy rows, a subscription e-mail with `Date` and `Message-ID`, a
  GRIB inventory with `d=`, a records table with dates, lightning epochs in ns, a Spanish aviso with
  `Emitido:`, a German station CSV with `MESS_DATUM`, Japanese warning JSON with `発表時刻`, a Korean
  visit table with `출입시각`, a French agromet bulletin with `Date d'émission`, a Russian agromet
  bulletin with `Дата выпуска`); the field is one of 21 English and made-up labels (`Desk clock`,
  `Request`, `Fetched`, `Session`, `t0`, `Trace`, `Stamped`, `Chat`, `Context time`, `Correlation`,
  `Rendered`, `Nonce`, `Asked at`, `Run`, `Wx clock`, `Hop`, `Served`, `Call`, `Epoch`, `Moment`,
  `Pulse`) or, in
  the Spanish, German, Japanese, Korean, French and Russian bodies, that language's "now", request or
  session label; the program's time always falls after the body's record.

The negatives: 59 pasted records in many placements (question above or below, behind a lead-in such
as "My instructor sent me this:", "Das kam heute per Warn-App:" or "Mijn buurman stuurde dit door.",
an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct
observation, fenced, quoted with `>`, indented, at the very head, at the very end): a METAR and TAF, a
SPECI and amended TAF, a SIGMET, a PIREP, a phishing warning e-mail and a subscription confirmation
e-mail with `Date` and `Message-ID`, an alert webhook delivery pasted to debug its timestamp, a station
CSV opening with `timestamp,`, sensor NDJSON with epoch ms, radar volume XML with `date`, `time` and
`startepochs`, satellite file names with start, end and creation times, a GRIB inventory, a records
table, GHCN-style fixed-width lines, a degree-day invoice, an app store receipt, a station outage ticket
with bracketed times, a forecasters' Slack export with `ts`, an alert SMS, tile server nginx lines, an
ingest traceback with its `request_id`, `curl -i` output with `date` and `x-request-id`, a NAVTEX
message, buoy rows, a frost advisory in a RAG document, an alerts ICS with `DTSTAMP`, Kafka consumer
lines, lightning epochs in ns, an earlier forecast answer, a normals page with `Last updated`, a ReAct
observation with a gust record, a duty forecaster's e-mail at the head, an alert JSON at the end, an
indented TAF, a quoted village-group message, a Llama 3 pressure question, a Gemma satellite notice, a
Phi-3 rainfall CSV and a Mistral subscription audit log; and in other languages a Spanish aviso e-mail,
a German Warn-App warning (`Ausgegeben:`), a French coastal bulletin (`Émis le`), Japanese warning
JSON (`発表時刻`), a Korean special report (`발표시각`), a Chinese rainstorm signal (`发布时间`), a
Russian storm warning (`Выпущено:`), an Arabic marine bulletin in Arabic-Indic digits, a Hebrew
subscription e-mail with `Message-ID`, a Hindi agromet advisory (`दिनांक`), a Thai announcement in the
Buddhist era, a Portuguese storm alert, an Italian bulletin, a Polish warning, a Turkish warning, a
Vietnamese storm bulletin, a Greek weather deterioration bulletin, a Ukrainian road ice warning, an
Indonesian early warning and a Dutch e-mail with `Verzonden:`. 43 look-alikes and asked values (a
Llama 3 header with only its cutoff, an `API-Version` date header, a prompt revision footer, a station
metadata block with its installation date, unrendered `{{current_time}}` and `{{session_id}}`, few-shot
METARs, a ULID, an epoch and a traceparent the user asks about, a ChatML cutoff and price-list date,
plan prices and a phone, an IBAN, a GRIB SHA-256, relative times, the user's own clock, frost date
arithmetic, an ISO week, model cycles and a CalVer build, a model run time asked about, a stable
account block with `Subscribed since`, stable XML attributes, an HTML comment revision, a settings
table with quiet hours, a staging prompt with `Current time:` and `Session:` pasted for review,
coordinates, public desk hours, two plain controls; and in other languages a German FAQ's `Stand:`, a
Japanese terms revision date, an unrendered Spanish template, French station hours, Korean plan prices,
Arabic hours and phone, a Chinese app version with its release date, Portuguese relative times, Greek
dates in prose, a Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew date arithmetic, a Thai
member id and a Russian WMO index with coordinates), and 13 generated hard negatives: the family's
bodies with one stable value (units, aircraft, harbour, subscriber since, model, station, time zone,
comarca, station, region, station, appellation, district) at one of the positions the body's positives
use.

What it is: 223 prompts. 108 carry volatile fields (169 spans): 69 hand-written positives (130 spans;
60 with two or more fields) and 39 generated ones. 115 carry none: 59 pasted records, 43 look-alikes
and controls, 13 generated hard negatives. 80 prompts (about three in eight) are in a language other
than English (22 languages; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Han,
Japanese, Hangul). The output is deterministic (seeded, fixed base datetimes); once written and hashed
it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings that were read (envelope vs payload, fetch and snapshot stamps,
device clocks, made-up labels, localized "now" labels, ASCII cue lines). Clarifications made here:

* Weather products are content wherever they sit: METAR and TAF groups and their day-time groups,
  SIGMET validity, PIREP times, warning colours and validity, issue times (`Emitido`, `Ausgegeben`,
  `Émis le`, `発表時刻`, `발표시각`, `发布时间`, `Выпущено`, `Дата выпуска`), observation and valid times,
  nowcast steps, cell tracks, detections and their acquisition times, radar volume `date`, `time` and
  epochs, satellite file name times, GRIB `d=` run times, buoy rows, records and their years, normals,
  degree days, `DTSTAMP`, webhook payloads' `sent`, `onset`, `expires` and `observed` -- also when the
  program fetched them for this request (cell tracks, the station QC result, records, the buoy summary).
  Only the program's stamp and the ids minted for the request, session, call, query, job, run, relay,
  delivery or message move.
* Stations, WMO indexes, networks, depots, radars, products, plans, `cus_` customers, Slack channels and
  users, Discord guilds and channels, quiet hours, units, time zones and knowledge cutoffs are the same
  for every request and stay; so do model cycles, builds, `Stripe-Version` and `API-Version`.
* Deliveries: a wave buoy summary, a CloudEvents alert, an inbound SMS and a citizen station upload
  delivered to the program move their envelope (`webhook-id`, `webhook-timestamp`, `webhook-signature`,
  `ce-id`, `ce-time`, `MessageSid`, `Received`, `Ingest-Hop`, `Ingest-At`) and keep their payload; the
  same kind of delivery pasted by a user to debug it stays whole. A Slack event's `Event id` and
  `Message ts` and a Discord message's snowflake and `Sent` are per-message values and move.
* Device and desk clocks read for this request are the current time in any form: a desk clock, a
  depot console, a technician's tablet, a calibration bench, a browser, a scheduler, `UTC now`, a
  current ISO week date (`week=2026-W12-4`) and "now" labels in any language, script, digits or calendar
  (full-width colons, Arabic-Indic digits, the Buddhist era, Hindi month names, Korean 오전/오후).
  Times that forecasters, technicians or users type (outstation readings, typed notes, "It's 17:40
  here") stay.
* Spans follow rule 3: "as of <time>" and "at <time>" are cut with their preposition and a
  parenthesised query id with its parentheses, leaving "Cell tracks for this request:" and "Records
  checked against the station archive for this request:"; Semantic Kernel's sentence and "Today is
  <long date>." are inline spans; `key=value` pairs and XML attributes are followed by a stable
  neighbour; single-line JSON members are cut with the comma after them; volatile members of pretty
  JSON are never the last member of their object; header lines, YAML keys, markdown rows, bullets,
  footer lines and a line holding one field in any script (also with a full-width colon or a French
  space before the colon) are whole-line spans; `Browser time:` is cut from the line it shares with
  `<end_of_turn>`.
* Only ASCII `Label:` cue lines (`Assistant:`, `Caption:`, `Briefer:`, `Notice:`, `Summary:`) or a chat
  template's reply header on a line of its own (ChatML, Llama 3) end positives; Gemma, Phi-3 and
  Mistral positives end with the closed user turn, and prompts in other languages end with the user's
  message or with the metadata after it.
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

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CEST,
    CET,
    DAYS_LONG,
    EDT,
    EST,
    IST,
    JST,
    MONTHS,
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

SEED = 20261204117
SRC = "hold117:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout117.jsonl"

MDT = timezone(timedelta(hours=-6), "MDT")
CDT = timezone(timedelta(hours=-5), "CDT")
ART = timezone(timedelta(hours=-3), "ART")
MSK = timezone(timedelta(hours=3), "MSK")
KST = timezone(timedelta(hours=9), "KST")
ICT = timezone(timedelta(hours=7), "ICT")
EAT = timezone(timedelta(hours=3), "EAT")
GST = timezone(timedelta(hours=4), "GST")
IDT = timezone(timedelta(hours=2), "IST")
CST_CN = timezone(timedelta(hours=8), "CST")
EET = timezone(timedelta(hours=2), "EET")
BST = timezone(timedelta(hours=1), "BST")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
THAI_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
                "नवंबर", "दिसंबर"]


# --- value formats not in make_holdout --------------------------------------------------------------

def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def iso_min(t: datetime) -> str:
    """ISO 8601 to the minute, UTC with `Z`."""
    return f"{t.astimezone(UTC):%Y-%m-%dT%H:%M}Z"


def zulu_min(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y-%m-%d %H:%M}Z"


def dmy(t: datetime, sep: str = "/", seconds: bool = False) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour:02d}時{t.minute:02d}分"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t:%Y-%m-%d} {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def thai_time(t: datetime) -> str:
    return f"{t.day} {THAI_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def hindi_time(t: datetime) -> str:
    return f"{t.day} {HINDI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def arabic_time(t: datetime) -> str:
    return dmy(t).translate(ARABIC_DIGITS)


def epoch_ns(t: datetime, g: Gen) -> int:
    return epoch_us(t) * 1000 + g.small(0, 1000)


def slack_ts(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond:06d}"


def std_b64(g: Gen, nbytes: int) -> str:
    return base64.b64encode(bytes(g.rng.getrandbits(8) for _ in range(nbytes))).decode()


def near(g: Gen, base: str, tz: timezone = UTC, spread: int = 1800) -> datetime:
    """A moment within `spread` seconds after `base` (UTC, `YYYY-MM-DD HH:MM`), shown in `tz`: keeps the
    program's clock after the records a prompt carries."""
    start = datetime.strptime(base, "%Y-%m-%d %H:%M").replace(tzinfo=UTC)
    return (start + timedelta(seconds=g.small(0, spread), microseconds=g.small(1, 1_000_000))).astimezone(tz)


def lang_tags(lang: str) -> list[str]:
    return [] if lang == "en" else ["non_english", f"lang:{lang}"]


# --- hand-written positives ----------------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(name: str, tags: list[str], lang: str, marked: str) -> Draft:
    return Draft(marked, f"{SRC}pos:{name}", [*tags, *lang_tags(lang)])


# forecasts and warnings

@pos
def _warning_drafting(g: Gen) -> Draft:
    t = g.moment()
    return P("warning-drafting-chatml", ["chatml", "header_block", "ulid", "rfc3339", "warnings"], "en",
             f"""<|im_start|>system
You are the drafting aide on the severe weather desk of the Northmoor Met Service. Turn the duty
forecaster's notes into an impact-based warning: headline, what to expect, what to do. Keep the
colour level the forecaster chose; never raise or lower it yourself.
Desk: Severe Weather (South)
{v('session_id', 'Drafting session: ' + g.ulid(t))}
{v('datetime', 'Desk clock: ' + rfc3339(t))}
Style guide: IBW-2024
<|im_end|>
<|im_start|>user
Notes: Yellow wind warning, Saturday 06:00 to 21:00. Gusts 50-60 mph on exposed coasts, 70 mph
possible on headlands. Ferry cancellations likely, some power cuts. Confidence medium.
<|im_end|>
<|im_start|>assistant""")


@pos
def _public_forecast_llama(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("public-forecast-llama3", ["llama3", "today_date", "cutoff_stays", "forecast"], "en",
             f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You are Brolly, the forecast assistant in the Pennine Weather app. Answer from the app's own forecast
only, give rain chances as percentages, and say so when confidence is low.<|eot_id|><|start_header_id|>user<|end_header_id|>

Will it rain on the Whitby Regatta fireworks on Saturday evening? The app shows 40% at 21:00 and 70%
at 23:00.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")


@pos
def _event_thunder_yaml(g: Gen) -> Draft:
    t = g.moment()
    return P("event-thunderstorm-yaml", ["yaml_front_matter", "py_iso", "uuid7", "forecast"], "en",
             f"""---
desk: event-safety
site: Hollins Park main stage
capacity: 18000
{v('datetime', 'generated_at: ' + py_iso(t.replace(tzinfo=None)))}
{v('request_id', 'request: ' + g.uuid7(t))}
locale: en-GB
---
You advise event safety officers on thunderstorm risk. Use the lightning distances in the site plan:
20 km = prepare, 10 km = stop stage work, 5 km = shelter the crowd in the marked buildings.

Officer: The outlook says isolated thunderstorms after 15:00, 30% chance. Do we delay the 16:00 act?
Assistant:""")


@pos
def _verification_json(g: Gen) -> Draft:
    t = near(g, "2026-03-11 09:00", spread=20000)
    return P("verification-pretty-json", ["pretty_json", "uuid4", "js_iso", "forecast_verification"], "en",
             f"""Request metadata:
{{
  "product": "tmax-day2",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"issued_to_model_at": "' + js_iso(t) + '",')}
  "verification_window": "2025-12-01/2026-02-28"
}}

You help forecasters read verification scores for the Lowfield Met Office. Be precise about what a
score does and does not show.

Forecaster: Our MAE for day-2 maximum temperature is 1.6 °C against 1.9 °C last winter, and the bias
is -0.4 °C. Is the cold bias worth chasing?
Assistant:""")


@pos
def _ensemble_sk(g: Gen) -> Draft:
    t = g.moment_us()
    return P("ensemble-meteogram-sk", ["semantic_kernel", "sentence", "sk_now", "ensemble"], "en",
             f"""{v('datetime', f'The current date and time is {sk_now(t)}.')} You explain ensemble meteograms to
farmers and contractors who use the Prairie Outlook app. Describe the spread, not a single number.

User: The plume for Saturday has most members between 2 and 8 mm of rain but three members above
30 mm. Should I move the concrete pour to Monday?
Assistant:""")


@pos
def _fire_weather_traceparent(g: Gen) -> Draft:
    return P("fire-weather-traceparent", ["traceparent", "tracestate", "head", "fire_weather"], "en",
             f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', f'tracestate: wxs={g.hex(16)},rojo=00f067aa0ba902b7')}
You are the fire-weather assistant for the Ridgeback Forest District. Compare the spot forecast with
the burn plan's prescription and say plainly which parameters are in or out.

Spot forecast (requested by the burn boss on the 11th):
Max temp 18-21 C, min RH 28-33%, 20 ft winds SW 6-10 mph gusts 15, mixing height 4200 ft, Haines 4.
Prescription: RH 25-45%, 20 ft winds under 15 mph, mixing height above 3000 ft.

Burn boss: Are we in prescription for ignition at 11:00?
Assistant:""")


@pos
def _warning_translation_footer(g: Gen) -> Draft:
    t = near(g, "2026-03-06 10:00", CET, 7200)
    return P("warning-translation-footer", ["footer", "hex", "rfc2822", "warnings", "translation"], "en",
             f"""Translate the warning below into Welsh for the bilingual warnings page. Keep the colour, times and
place names exactly as written.

Yellow warning of wind
Valid from 06:00 Saturday 7 March to 21:00 Saturday 7 March
Gusts of 50 to 60 mph are likely on exposed coasts of Ceredigion and Gwynedd, with 70 mph possible
on headlands. Some ferry services may be cancelled.

--
{v('request_id', 'Translation job: ' + g.hex(24))}
{v('datetime', 'Queued: ' + rfc2822(t))}
warnings-translate 2.4 (cy, ga, gd)""")


@pos
def _road_weather_console(g: Gen) -> Draft:
    t = near(g, "2026-01-21 04:12", spread=600)
    return P("road-weather-console", ["console", "ctime", "base62", "road_weather"], "en",
             f"""Kestrel Road Weather - depot console
{v('datetime', 'Console time: ' + ctime(t))}
{v('session_id', 'Console session: ' + g.b62(22))}
Depot: Harlow East (routes 4, 7, 9)

Road sensors (last readings as stored by the outstations):
RWS-12 Potter St bridge   surface -1.4 C   dew point -0.9 C   state: damp      04:10
RWS-15 Hobbs Cross hill   surface  0.6 C   dew point -0.2 C   state: dry       04:10
RWS-19 Epping Rd dip      surface -2.1 C   dew point -1.8 C   state: wet       04:05

Supervisor: Do we send the gritters on routes 4 and 9 now or wait for the 05:00 run?
Assistant:""")


@pos
def _nowcast_json_line(g: Gen) -> Draft:
    t = g.moment()
    return P("nowcast-single-line-json", ["single_line_json", "nanoid", "epoch_ms", "nowcast"], "en",
             f"""{{"app": "parcelrun-driver", {v('request_id', '"rid": "' + g.nanoid() + '",')} {v('datetime', f'"t_req": {epoch_ms(t)},')} "lang": "en"}}
You tell couriers whether rain will start in the next 90 minutes along their route, using the radar
nowcast below. Answer in one sentence.

Nowcast for the route (5-minute steps, times are the nowcast's valid times):
14:35 0.0 mm/h | 14:40 0.0 | 14:45 0.3 | 14:50 1.2 | 14:55 2.8 | 15:00 4.1 | 15:05 3.0

Courier: Worth putting the rain cover on the bike now?
Assistant:""")


@pos
def _winterdienst_de(g: Gen) -> Draft:
    t = near(g, "2026-01-28 03:35", CET, 900)
    return P("winterdienst-de", ["localized_now", "uuid4", "road_weather"], "de",
             f"""Du bist der Wetterberater der Stadtwerke Lindenau für den Winterdienst. Antworte auf Deutsch und knapp.
{v('datetime', f'Aktuelle Zeit: {dmy(t, ".")} Uhr')}
{v('session_id', 'Sitzungs-ID: ' + g.uuid4())}
Bezirk: Nord

Einsatzleiter: Die Glättemeldeanlage am Hang meldet -1,2 °C Fahrbahn und Taupunkt -0,8 °C. Sollen wir
jetzt streuen oder bis 6 Uhr warten?""")


# observation stations and sensor feeds

@pos
def _station_qc_tool_result(g: Gen) -> Draft:
    t = near(g, "2026-03-09 22:05", MDT, 3600)
    return P("station-qc-tool-result", ["pretty_json", "tool_result", "call_id", "rfc3339_ms_offset",
                                        "observations"], "en",
             f"""You are the data-quality assistant for the Tamarack Mesonet. Flag suspicious values in the station
record and explain each flag in one line.

Tool result (get_station_hourly):
{{
  {v('request_id', '"call_id": "call_' + g.b62(24) + '",')}
  {v('datetime', '"called_at": "' + rfc3339(t, 3) + '",')}
  "result": {{
    "station": "TMK-114",
    "elevation_m": 1893,
    "obs": [
      {{"valid": "2026-03-09T13:00:00-06:00", "t_c": 12.4, "rh": 31, "wind_ms": 4.1}},
      {{"valid": "2026-03-09T14:00:00-06:00", "t_c": 27.9, "rh": 30, "wind_ms": 4.4}},
      {{"valid": "2026-03-09T15:00:00-06:00", "t_c": 12.1, "rh": 33, "wind_ms": 3.8}}
    ]
  }}
}}

Question: Is the 14:00 value a sensor spike or real?
Assistant:""")


@pos
def _aws_tablet_xml(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("aws-technician-xml", ["xml_attr", "py_iso", "nanoid", "device_clock", "observations"], "en",
             f"""<visit tablet="T-07" {v('datetime', 'clock="' + py_iso(t.replace(tzinfo=None)) + '"')} {v('session_id', 'visit_id="' + g.nanoid() + '"')} site="Corran Moss AWS" wmo="03047"/>
You guide field technicians through automatic weather station maintenance. Give one step at a time
and ask for a reading after each step.

Technician: The aspirated screen fan shows 0 rpm in the last download and the air temperature ran
3 degrees warm yesterday afternoon. Where do I start?
Assistant:""")


@pos
def _citizen_relay(g: Gen) -> Draft:
    t = near(g, "2026-06-28 14:51", spread=240)
    return P("citizen-station-relay", ["made_up_headers", "hex", "epoch_ms", "envelope_payload",
                                       "observations"], "en",
             f"""{v('request_id', 'Ingest-Hop: ' + g.hex(16))}
{v('datetime', f'Ingest-At: {epoch_ms(t)}')}
Network: Backyard Weather Collective
Content-Type: application/json

{{"station": "BWC-88213", "observed": "2026-06-28T15:50:00+01:00", "temp_c": 38.9, "rh_pct": 12, "wind_ms": 0.4, "solar_wm2": 912}}

You check backyard station uploads before they go on the public map. Say whether the reading looks
trustworthy and what the owner should check.
Reviewer: Is 38.9 °C plausible here, with the official site 14 km away at 29 °C?
Assistant:""")


@pos
def _lightning_logfmt(g: Gen) -> Draft:
    t = near(g, "2026-03-09 07:30", spread=5400)
    return P("lightning-network-logfmt", ["key_value", "epoch_s", "hex", "sensor_health"], "en",
             f"""lx {v('datetime', f't={epoch_s(t)}')} {v('request_id', 'q=' + g.hex(12))} net=stormnet-eu sensors=41
You help the operators of a lightning location network keep sensors healthy. Use the health table the
operator pasted.

Sensor health (from the operator's weekly export):
sensor   uptime_7d   gps_lock   noise_db   last_seen
LX-09    99.8%       ok         -71        2026-03-08 23:59
LX-17    61.2%       lost x14   -58        2026-03-08 22:41
LX-22    99.9%       ok         -73        2026-03-08 23:59

Operator: Why would LX-17 lose GPS lock at night only?
Assistant:""")


@pos
def _rain_gauge_meta(g: Gen) -> Draft:
    t = near(g, "2026-03-06 08:40", spread=3600)
    return P("rain-gauge-meta-tail", ["key_value", "user_message_metadata", "rfc2822", "uuid4",
                                      "observations"], "en",
             f"""You are the hydromet QC helper for the Fenland gauge network. Suggest likely causes first, then the
cheapest field check.

User: Gauge RG-17 shows 0.0 mm for nine days while RG-16, 4 km away, logged 63 mm. Last week below.
date,rg16_mm,rg17_mm
2026-03-02,11.4,0.0
2026-03-03,7.9,0.0
2026-03-04,0.2,0.0
2026-03-05,18.6,0.0
[meta] {v('datetime', f'sent="{rfc2822(t)}"')} {v('request_id', 'msg=' + g.uuid4())} client=ops-portal
Assistant:""")


@pos
def _amedas_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return P("station-helpdesk-ja", ["localized_now", "fullwidth_colon", "uuid4", "observations"], "ja",
             f"""あなたは気象観測所の保守窓口のアシスタントです。日本語で簡潔に答えてください。
{v('datetime', '現在時刻：' + ja_time(t))}
{v('session_id', 'セッションID：' + g.uuid4())}
担当：関東保守センター

利用者：雨量計のデータが昨日の15時から欠測になっています。転倒ます型の詰まりでしょうか？""")


@pos
def _observer_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P("observer-ru", ["localized_now", "hex", "observations"], "ru",
             f"""Ты помощник наблюдателя метеостанции. Отвечай по-русски, коротко и по шагам.
{v('datetime', f'Текущее время: {dmy(t, ".", True)} (МСК)')}
{v('request_id', 'ID запроса: ' + g.hex(32))}
Станция: Кандалакша (22217)

Наблюдатель: Смоченный термометр психрометра показывает выше сухого. Что проверить в первую очередь?""")


@pos
def _aws_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return P("aws-support-ko", ["localized_now", "twelve_hour", "traceparent", "observations"], "ko",
             f"""당신은 자동기상관측장비(AWS) 운영 지원 도우미입니다. 한국어로 답하세요.
{v('datetime', '요청 시각: ' + ko_time(t))}
{v('trace_id', '추적 ID: ' + g.traceparent())}
관측소: 대관령(100)

담당자: 풍속계가 오전부터 0.0 m/s만 기록합니다. 결빙 때문일까요?""")


@pos
def _station_metadata_datadog(g: Gen) -> Draft:
    return P("station-metadata-datadog", ["datadog_headers", "header_block", "station_metadata"], "en",
             f"""{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1
You help the network manager keep station metadata consistent. Point out fields that contradict
each other.

Station record as filed:
Name: Glen Arrow
WMO index: 03162
Elevation: 214 m (barometer 215.6 m)
Installed: 1998-06-11
Screen: Stevenson, replaced by aspirated screen 2019-04-02
Rain gauge: 0.2 mm tipping bucket, rim height 30 cm

Manager: The barometer is listed above the station elevation. Is that an error?
Assistant:""")


# radar and satellite products

@pos
def _radar_alt_text(g: Gen) -> Draft:
    t = g.moment()
    return P("radar-map-alt-text", ["http_headers", "http_date", "hex", "radar"], "en",
             f"""Request context:
Host: tiles.skyscope.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Accept: image/webp
Product: composite reflectivity (dBZ), 1 km

You write the description of the radar map the user is looking at, for screen readers. Describe what
is where and how strong, not what it will do.

Radar summary for the visible area (from the product): a line of 45-55 dBZ cells from Bristol to
Swindon moving east; lighter 20-30 dBZ rain over south Wales; clear over Cornwall.
User: can you describe the map for my screen reader?
Assistant:""")


@pos
def _satellite_gemma(g: Gen) -> Draft:
    t = g.moment_us()
    return P("satellite-rgb-gemma", ["gemma", "js_tostring", "device_clock", "satellite"], "en",
             f"""<start_of_turn>user
You explain satellite images to curious app users. Keep it to one paragraph and name the channels.

I'm looking at the Day Cloud Phase RGB over the Great Lakes. Why are some clouds green and others
magenta?
{v('datetime', 'Browser time: ' + js_tostring(t, 'Eastern Daylight Time' if t.tzname() == 'EDT' else 'Eastern Standard Time'))}<end_of_turn>""")


@pos
def _radar_qc_phi3(g: Gen) -> Draft:
    t = g.moment()
    return P("radar-dualpol-phi3", ["phi3", "ksuid", "go_nano", "radar"], "en",
             f"""<|system|>
You help radar engineers read dual-polarization quality fields. Separate meteorological echoes from
biology, clutter and calibration problems, and say which product settles it.
{v('session_id', 'Session: ' + g.ksuid(t))}
{v('datetime', 'Now (UTC): ' + go_nano(t, g.small(1, 1000)))}
<|end|>
<|user|>
The Kellerton radar shows a ring of ZDR around +3 dB at 40 km with correlation coefficient near 0.7,
starting about half an hour after sunset. Birds, insects or a calibration problem?<|end|>""")


@pos
def _fire_hotspots_mistral(g: Gen) -> Draft:
    t = near(g, "2026-02-11 14:20", IST, 1800)
    return P("active-fire-mistral", ["mistral", "rfc3339_offset", "rq_prefix", "satellite"], "en",
             f"""[INST] You summarise satellite active-fire detections for district fire officers in Karnataka. Use
the detections below and say which look like crop-residue burning.
Detections (VIIRS 375 m; acquisition times are the satellite's):
12.91N 76.42E  2026-02-11 13:24 IST  FRP 4.1 MW   confidence nominal
12.88N 76.47E  2026-02-11 13:24 IST  FRP 3.7 MW   confidence nominal
13.34N 75.71E  2026-02-11 13:25 IST  FRP 28.9 MW  confidence high
{v('datetime', 'Query time: ' + rfc3339(t))}
{v('request_id', 'Request: rq_' + g.b62(16))}
Which of these need a field check tonight? [/INST]""")


@pos
def _radar_loop_comment(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("radar-loop-html-comment", ["html_comment", "key_value", "hex", "log4j", "radar"], "en",
             f"""<!-- radar-embed {v('request_id', 'rid=' + g.hex(16))} {v('datetime', 't=' + log4j_iso(t))} theme=dark -->
Write a two-sentence caption for the radar loop in tomorrow's newsletter. The loop shows yesterday's
squall line crossing the Low Countries between 16:00 and 19:00 local time, with a bow echo near
Antwerp at 17:20. Do not speculate about damage.
Caption:""")


@pos
def _cell_tracks_as_of(g: Gen) -> Draft:
    t = g.moment()
    return P("cell-tracks-as-of", ["as_of", "sentence", "iso_minutes", "radar"], "en",
             f"""You brief storm spotters by radio. Use short sentences and name towns, not coordinates.

Cell tracks {v('datetime', 'as of ' + iso_min(t))} for this request:
cell  max_dBZ  vil_kgm2  heading  speed_kt  next_towns
A7    63       48        070      32        Fairview, Lomax
B2    55       31        055      28        Cedar Bluff
C4    49       19        080      25        (none within 30 min)

Coordinator: Which cell should the Lomax spotter watch, and from which side?
Assistant:""")


@pos
def _satellite_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P("satellite-cloud-zh", ["localized_now", "fullwidth_colon", "objectid", "satellite"], "zh",
             f"""你是气象卫星云图解读助手，请用中文回答，语言通俗。
{v('datetime', '当前时间：' + zh_time(t))}
{v('session_id', '会话：' + g.objectid(t))}
产品：静止卫星真彩色 + 红外 10.8 μm

用户：台湾海峡上空那条细长的白色云带是什么？会带来降雨吗？""")


@pos
def _radar_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    return P("doppler-radar-hi", ["localized_now", "ulid", "radar"], "hi",
             f"""आप डॉप्लर मौसम रडार की छवियाँ समझाने वाले सहायक हैं। सरल हिंदी में उत्तर दें।
{v('datetime', 'अनुरोध समय: ' + hindi_time(t))}
{v('session_id', 'सत्र: ' + g.ulid(t))}
रडार: नागपुर (S-बैंड)

उपयोगकर्ता: रडार पर शहर के ऊपर लाल-पीले धब्बे दिख रहे हैं। क्या अगले घंटे ओले गिर सकते हैं?""")


@pos
def _radar_maintenance_dotnet(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("radar-maintenance-dotnet", ["dotnet_o", "base64url", "radar"], "en",
             f"""You schedule maintenance windows for the national radar network so that neighbouring radars never
go down together. Propose a window and name the radars that cover the gap.
{v('datetime', 'Scheduler clock: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'Scheduler session: ' + g.b64url(16))}
Network: 11 C-band radars, overlap map rev. 7

Engineer: Helmstede needs its radome inspected, about six hours. Neighbours are Oldenbrok and Wersten.
Wersten is already booked on the 17th.
Assistant:""")


# aviation weather (METAR and TAF only as pasted content)

@pos
def _metar_decoder(g: Gen) -> Draft:
    t = g.moment()
    u = t.astimezone(UTC)
    nxt = (u + timedelta(days=1)).day
    return P("metar-decoder-session", ["header_block", "uuid7", "zulu", "aviation", "metar_content"], "en",
             f"""You decode METARs and TAFs for student pilots in plain English. Never give a go/no-go decision.
{v('session_id', 'Decoder session: ' + g.uuid7(t))}
{v('datetime', 'UTC now: ' + zulu_min(t))}
Units: knots, feet, hPa

Student: What does this mean for a departure in an hour?
METAR EGPH {u.day:02d}{u.hour:02d}20Z 24018G29KT 9999 FEW025 SCT040 09/03 Q1003
TAF EGPH {u.day:02d}1100Z {u.day:02d}12/{nxt:02d}12 23015G25KT 9999 SCT030 TEMPO {u.day:02d}14/{u.day:02d}18 24020G35KT 7000 SHRA BKN014
Assistant:""")


@pos
def _pilot_chat_sent(g: Gen) -> Draft:
    t = near(g, "2026-04-06 14:05", BST, 3000)
    return P("pilot-chat-sent-chatml", ["chatml", "user_message_metadata", "rfc3339_ms_offset", "uuid4",
                                        "aviation", "metar_content"], "en",
             f"""<|im_start|>system
You help PPL holders at Cambridge Aero Club understand forecasts. Explain, never decide for the pilot.<|im_end|>
<|im_start|>user
Flying a C172 from Cambridge to Sleap tomorrow. My instructor pasted this:
METAR EGSC 061350Z 26012KT 9999 BKN028 11/05 Q1011
TAF EGSC 061100Z 0612/0712 25010KT 9999 BKN030 TEMPO 0615/0620 4000 RA BKN012
Is the TEMPO group the bit I should worry about?
{v('datetime', 'Sent: ' + rfc3339(t, 3))}
{v('request_id', 'Message-Id: ' + g.uuid4())}
<|im_end|>
<|im_start|>assistant""")


@pos
def _sigmet_amzn(g: Gen) -> Draft:
    t = g.moment()
    return P("sigmet-plotter-amzn", ["amzn_trace", "head", "aviation", "sigmet_content"], "en",
             f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You describe SIGMET areas in words for a dispatch team and check them against planned tracks.

SIGMET (pasted by the dispatcher):
EGGX SIGMET 3 VALID 141500/141900 EGRR- EGGX SHANWICK OCEANIC FIR SEV TURB FCST WI N5500 W02000 -
N5800 W01500 - N5600 W01000 - N5300 W01500 - N5500 W02000 FL300/380 MOV NE 20KT NC=

Dispatcher: Our track crosses 55N between 25W and 15W at FL360. Are we inside it?
Assistant:""")


@pos
def _glider_yaml(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("soaring-outlook-yaml", ["yaml_front_matter", "rfc3339_offset", "hex", "aviation"], "en",
             f"""---
club: Cotswold Gliding Club
tool: soaring-outlook
{v('datetime', 'asked_at: ' + rfc3339(t))}
{v('trace_id', 'trace: ' + g.hex(32))}
---
You read soaring forecasts for glider pilots: thermal strength, cloudbase and the usable window.

Thermal forecast for Aston Down (from the model run the pilot pasted):
11:00 1.2 m/s base 3200 ft | 13:00 2.1 m/s base 4600 ft | 15:00 2.4 m/s base 5100 ft | 17:00 1.0 m/s

Pilot: Is a 300 km triangle realistic if I launch at 11:30?
Assistant:""")


@pos
def _aeroclub_fr(g: Gen) -> Draft:
    t = near(g, "2026-04-17 14:08", CEST, 1500)
    return P("aeroclub-fr", ["localized_now", "ulid", "aviation", "metar_content"], "fr",
             f"""Tu aides les pilotes de l'aéroclub de Melun à lire la météo aéronautique. Réponds en français.
{v('datetime', 'Heure actuelle : ' + dmy(t))}
{v('session_id', 'Identifiant de session : ' + g.ulid(t))}

Pilote : Voici le METAR et le TAF de Melun, est-ce que je peux faire des tours de piste cet après-midi ?
METAR LFPM 171400Z 31014G24KT 9999 SCT035 14/04 Q1019
TAF LFPM 171100Z 1712/1812 31012G22KT 9999 SCT035 BECMG 1718/1720 VRB03KT""")


@pos
def _ulm_es(g: Gen) -> Draft:
    t = near(g, "2026-05-22 13:36", CEST, 1200)
    return P("ulm-club-es", ["localized_now", "head", "uuid4", "aviation", "metar_content"], "es",
             f"""{v('datetime', 'Fecha y hora: ' + dmy(t, '/', True))}
{v('request_id', 'ID de solicitud: ' + g.uuid4())}
Eres el asistente meteorológico de un club de ultraligeros en Córdoba. Responde en español.

Piloto: Mira el METAR de Córdoba, ¿con este viento cruzado puedo volar el ultraligero (límite 15 kt)?
METAR LEBA 221330Z 33016G27KT CAVOK 24/02 Q1014""")


@pos
def _drone_b3(g: Gen) -> Draft:
    return P("drone-wind-b3-multi", ["b3_multi", "head", "aviation", "metar_content"], "en",
             f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
You help drone pilots check wind and visibility limits before survey flights. Quote the limit you
compare against.

Pilot: METAR below; our quad is limited to 12 m/s gusts. Can we fly the 16:00 survey near the port?
METAR EHRD 091425Z 22018G26KT 9999 BKN022 13/08 Q1008
Assistant:""")


@pos
def _pirep_today_is(g: Gen) -> Draft:
    t = g.moment_us()
    return P("pirep-summary-today-is", ["today_is", "sentence", "long_date", "aviation"], "en",
             f"""You summarise pilot reports of turbulence and icing for the afternoon briefing. {v('date', f'Today is {long_date(t)}.')} Group reports by
altitude band and say how old each one is.

Reports (pasted from the briefing screen):
UA /OV DEN090040/TM 1842/FL240/TP B737/TB MOD CHOP
UUA /OV AKO/TM 1855/FL180/TP CRJ9/IC SEV RIME
UA /OV GLD270020/TM 1910/FL340/TP A320/TB LGT
Briefer:""")


# agricultural and marine forecasts

@pos
def _hay_drying_kv(g: Gen) -> Draft:
    t = near(g, "2026-06-03 17:30", BST, 7200)
    return P("hay-drying-key-value", ["key_value", "epoch_ms", "ulid", "agricultural"], "en",
             f"""agwx farm=FH-2207 {v('datetime', f't={epoch_ms(t)}')} {v('request_id', 'q=' + g.ulid(t))} crop=grass-silage
You advise on cutting windows for hay and silage. A good window is three dry days with drying
potential above 3 mm per day.

Drying forecast for the farm (from the agro model run on the 3rd):
Thu 4: rain 0.0 mm, drying 3.8 mm | Fri 5: 0.2 mm, 4.1 mm | Sat 6: 0.0 mm, 2.6 mm | Sun 7: 6.5 mm

Farmer: Cut Thursday morning and bale Saturday, or wait for next week?
Assistant:""")


@pos
def _gdd_json(g: Gen) -> Draft:
    t = near(g, "2026-07-12 13:00", CDT, 14400)
    return P("gdd-calculator-json", ["pretty_json", "uuid4", "rfc3339_us_offset", "agricultural"], "en",
             f"""{{
  "tool": "gdd_calculator",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"generated_at": "' + rfc3339(t, 6) + '",')}
  "base_temp_c": 10,
  "station": "Ames 2 SE"
}}
You help Iowa growers read growing degree day totals. Corn hybrids need about 1,400 GDD (base 10 °C,
Celsius units) from planting to silking.

Grower: Planted May 6. The tool says 1,210 GDD so far and normals add about 14 per day now. When
should I expect silking?
Assistant:""")


@pos
def _irrigation_pt(g: Gen) -> Draft:
    t = g.moment(ART)
    return P("irrigation-et0-pt", ["localized_now", "nanoid", "agricultural"], "pt",
             f"""Você é o assistente de irrigação da Cooperativa Vale Verde. Responda em português, com números em mm.
{v('datetime', f'Data/hora da consulta: {t.day:02d}/{t.month:02d}/{t.year} {t.hour}h{t.minute:02d}')}
{v('session_id', 'Sessão: ' + g.nanoid())}
Cultura padrão: café arábica

Produtor: A ET0 de ontem foi 5,8 mm e choveu 3 mm de madrugada. Quanto devo irrigar hoje no talhão 4?""")


@pos
def _fishers_el(g: Gen) -> Draft:
    t = g.moment(EET)
    return P("fishers-forecast-el", ["localized_now", "hex", "marine"], "el",
             f"""Είσαι ο βοηθός πρόγνωσης καιρού για τους αλιείς του Συνεταιρισμού Καλύμνου. Απάντα στα ελληνικά.
{v('datetime', 'Ώρα αιτήματος: ' + dmy(t))}
{v('session_id', 'Αναγνωριστικό συνεδρίας: ' + g.hex(24))}

Ψαράς: Η πρόγνωση λέει βορειοδυτικούς 6 μποφόρ μετά το μεσημέρι. Προλαβαίνω να μαζέψω τα δίχτυα ως τις 11;""")


@pos
def _crane_lift_table(g: Gen) -> Draft:
    t = g.moment()
    return P("offshore-lift-md-table", ["md_table", "uuid7", "rfc3339", "marine"], "en",
             f"""| Field     | Value                    |
|-----------|--------------------------|
| Vessel    | Windward Lift 2          |
{v('request_id', f'| Request   | {g.uuid7(t)} |')}
{v('datetime', f'| Generated | {rfc3339(t)} |')}
| Site      | Block C, turbine C-14    |

You check marine weather windows for offshore lifts. Limits for the nacelle lift: significant wave
height below 1.5 m and hub-height wind below 12 m/s for six consecutive hours.

Forecast for C-14 (site forecast, times UTC):
06:00 Hs 1.7 m, wind 10 | 09:00 Hs 1.4 m, wind 9 | 12:00 Hs 1.2 m, wind 11 | 15:00 Hs 1.3 m, wind 13

Lift supervisor: Is there a six-hour window tomorrow?
Assistant:""")


@pos
def _buoy_webhook(g: Gen) -> Draft:
    t = near(g, "2026-02-14 14:03", spread=300)
    return P("wave-buoy-standard-webhooks", ["standard_webhooks", "envelope_payload", "epoch_s", "marine"],
             "en",
             f"""{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('datetime', f'webhook-timestamp: {epoch_s(t)}')}
{v('signature', 'webhook-signature: v1,' + std_b64(g, 32))}
content-type: application/json

{{"buoy": "62091", "type": "wave_summary", "observed": "2026-02-14T14:00:00Z", "hs_m": 4.6, "tp_s": 12.5, "dir_deg": 255}}

You turn wave buoy summaries delivered to the harbour office into a one-line notice for small craft.
Notice:""")


@pos
def _gulf_fishers_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    return P("marine-bulletin-ar", ["localized_now", "arabic_indic_digits", "uuid4", "marine"], "ar",
             f"""أنت مساعد النشرة البحرية لصيادي الخليج. أجب بالعربية وباختصار.
{v('datetime', 'وقت الطلب: ' + arabic_time(t))}
{v('session_id', 'معرف الجلسة: ' + g.uuid4())}

الصياد: الرياح شمالية غربية ٢٥ عقدة والموج مترين. هل الخروج بقارب طوله ٧ أمتار آمن؟""")


@pos
def _rice_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P("rice-farmers-th", ["localized_now", "buddhist_era", "uuid4", "agricultural"], "th",
             f"""คุณเป็นผู้ช่วยพยากรณ์อากาศเพื่อการเกษตรสำหรับชาวนาภาคอีสาน ตอบเป็นภาษาไทย
{v('datetime', 'เวลาปัจจุบัน: ' + thai_time(t))}
{v('session_id', 'รหัสเซสชัน: ' + g.uuid4())}

ชาวนา: พยากรณ์บอกว่าฝนจะตกหนักวันเสาร์ ควรเลื่อนการหว่านข้าวไหมครับ""")


@pos
def _fishers_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P("marine-fishers-vi", ["localized_now", "hex", "marine"], "vi",
             f"""Bạn là trợ lý thời tiết biển cho ngư dân Quảng Ngãi. Trả lời bằng tiếng Việt.
{v('datetime', f'Thời điểm truy vấn: {t:%H:%M} {t.day:02d}/{t.month:02d}/{t.year}')}
{v('request_id', 'Mã yêu cầu: ' + g.hex(32))}

Ngư dân: Bản tin nói gió đông bắc cấp 6, giật cấp 8 ở vùng biển Hoàng Sa. Tàu 15 mét có nên ra khơi không?""")


@pos
def _lake_sw(g: Gen) -> Draft:
    t = g.moment(EAT)
    return P("lake-fishers-sw", ["localized_now", "ulid", "marine"], "sw",
             f"""Wewe ni msaidizi wa utabiri wa hali ya hewa kwa wavuvi wa Ziwa Victoria. Jibu kwa Kiswahili.
{v('datetime', f'Saa ya sasa: {t.day:02d}/{t.month:02d}/{t.year} saa {t:%H:%M}')}
{v('request_id', 'Kitambulisho cha ombi: ' + g.ulid(t))}

Mvuvi: Utabiri unasema upepo mkali wa kusini mashariki mchana. Je, niende kuvua asubuhi hii?""")


# climate records

@pos
def _records_checked_at(g: Gen) -> Draft:
    t = near(g, "2026-03-24 15:10", spread=7200)
    return P("records-checked-at", ["sentence", "at_time", "parenthesised_id", "rfc3339", "ulid",
                                    "climate_records"], "en",
             f"""You answer questions about station climate records for local newsrooms. Quote the record and its
year; do not round.

Records checked against the station archive {v('datetime', 'at ' + rfc3339(t))} {v('request_id', f'(query {g.ulid(t)})')} for this request:
station        element   month  record   year   series_start
Dunmere Park   tmax      Mar    23.6 C   1968   1881
Dunmere Park   tmin      Mar    -11.2 C  1947   1881
Dunmere Park   precip    Mar    142 mm   1981   1881

Reporter: Today's 22.1 C, is that a March record?
Assistant:""")


@pos
def _hdd_bullets(g: Gen) -> Draft:
    t = near(g, "2026-02-09 14:00", EST, 20000)
    return P("degree-days-bullets", ["bullets", "windows_general", "ksuid", "climate_records"], "en",
             f"""Session info:
{v('datetime', '- Generated: ' + windows_general(t))}
{v('request_id', '- Request: ' + g.ksuid(t))}
- Utility: Eastfield Gas
- Base temperature: 65 °F

You explain heating degree days to utility customers who question their winter bills.

January HDD for the customer's weather station: 1,142 this year, 981 last year, 1,076 normal (1991-2020).
Customer: My bill went up 18% but I didn't change anything. Is the weather enough to explain it?
Assistant:""")


@pos
def _reanalysis_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P("reanalysis-request-jwt", ["jwt", "head", "climate_data"], "en",
             f"""{v('session_token', 'Session token: ' + g.jwt(t, 'researcher-4471'))}
Dataset: reanalysis, single levels, hourly
You help researchers write data requests for the climate data store. Keep requests under the 120,000
field limit and split them by year when needed.

Researcher: I need 2 m temperature and total precipitation for 1991-2020 over the Iberian Peninsula,
daily means are enough. How should I split the request?
Assistant:""")


@pos
def _attribution_rfc850(g: Gen) -> Draft:
    t = g.moment()
    return P("attribution-rfc850-headers", ["header_block", "rfc850", "uuid4", "climate_records"], "en",
             f"""Request headers (from the newsroom tool):
{v('datetime', 'Date: ' + rfc850(t))}
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
X-Desk: science

You help science reporters describe climate attribution results without overstating them.

Reporter: The study says the heatwave was made about 10 times more likely and 2 °C hotter by climate
change. How do I put that in one sentence for readers?
Assistant:""")


@pos
def _climatology_pl(g: Gen) -> Draft:
    t = near(g, "2026-03-03 08:00", CET, 30000)
    return P("climatology-pl", ["localized_now", "uuid4", "climate_records"], "pl",
             f"""Jesteś asystentem działu klimatologii. Odpowiadaj po polsku i podawaj źródło serii.
{v('datetime', f'Czas zapytania: {iso_space(t)} {t.tzname()}')}
{v('session_id', 'Identyfikator sesji: ' + g.uuid4())}

Użytkownik: Czy luty 2026 w Poznaniu był najcieplejszy w serii od 1848 roku? Średnia wyniosła 5,1 °C.""")


@pos
def _climate_he(g: Gen) -> Draft:
    t = g.moment(IDT)
    return P("climate-archive-he", ["localized_now", "hex", "climate_records"], "he",
             f"""אתה עוזר של השירות המטאורולוגי לנתוני אקלים. ענה בעברית.
{v('datetime', 'זמן הבקשה: ' + dmy(t))}
{v('session_id', 'מזהה שיחה: ' + g.hex(32))}

משתמש: מה הייתה הטמפרטורה הגבוהה ביותר שנמדדה בבאר שבע בחודש מרץ?""")


@pos
def _climate_uk(g: Gen) -> Draft:
    t = g.moment(EET)
    return P("climate-archive-uk", ["localized_now", "uuid7", "climate_records"], "uk",
             f"""Ти помічник кліматичного архіву гідрометцентру. Відповідай українською.
{v('datetime', f'Поточний час: {dmy(t, ".")}')}
{v('request_id', 'Ідентифікатор запиту: ' + g.uuid7(t))}

Користувач: Скільки днів із морозом нижче -20 °C було в Харкові взимку 1987 року?""")


@pos
def _climate_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("climate-archive-it", ["localized_now", "uuid_upper", "climate_records"], "it",
             f"""Sei l'assistente dell'archivio climatico regionale. Rispondi in italiano.
{v('datetime', 'Ora corrente: ' + dmy(t, '/', True))}
{v('request_id', 'ID richiesta: ' + g.uuid4().upper())}

Utente: La media delle massime di luglio a Bologna nel 1991-2020 è 31,6 °C? Mi serve per la tesi.""")


@pos
def _normals_week_kv(g: Gen) -> Draft:
    t = near(g, "2026-03-19 12:00", spread=20000)
    return P("normals-iso-week-kv", ["key_value", "iso_week", "epoch_us", "climate_records"], "en",
             f"""meta: {v('date', 'week=' + iso_week(t))} {v('datetime', f't_us={epoch_us(t)}')} station=08535
You compare this week's weather with the 1991-2020 normals for Lisbon and answer in two sentences.

User: Normal max for mid-March is 19 °C and we've had 24-25 °C all week. How unusual is that?
Assistant:""")


# alert subscriptions

@pos
def _slack_alerts(g: Gen) -> Draft:
    t = g.moment()
    return P("slack-alert-subscribe", ["slack", "slack_ts", "event_id", "alert_subscriptions"], "en",
             f"""Slack event (alerts-bot):
Channel: #farm-alerts
{v('request_id', 'Event id: Ev' + g.b62(10).upper())}
{v('message_id', 'Message ts: ' + slack_ts(t))}
User: U04QX7M2B

Text: @alerts-bot subscribe us to frost warnings for the Hollow Creek orchard, only between 20:00 and 08:00

You manage weather alert subscriptions for Slack workspaces. Reply with the subscription you will
create and ask for anything missing.
Assistant:""")


@pos
def _sms_optout(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("sms-alert-gateway", ["header_block", "message_sid", "rfc2822", "envelope_payload",
                                   "alert_subscriptions"], "en",
             f"""Inbound SMS (relayed by the alert gateway):
{v('message_id', 'MessageSid: SM' + g.hex(32))}
{v('datetime', 'Received: ' + rfc2822(t))}
From: +44 7700 900421
Body: STOP FLOOD ALERTS BUT KEEP WIND

You manage SMS weather alert subscriptions. Work out what the sender wants changed and reply in under
160 characters.
Assistant:""")


@pos
def _stripe_premium(g: Gen) -> Draft:
    return P("premium-alerts-stripe", ["stripe", "req_id", "idempotency_key", "api_version_stays",
                                       "alert_subscriptions"], "en",
             f"""Billing context for this request:
Stripe-Version: 2024-06-20
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Customer: cus_Q8vT2LmZ4kR1Xa
Plan: Storm Pro (monthly, EUR 4.99)

You answer billing questions for the Stormwatch app's premium alerts. Never promise a refund; explain
how to ask for one.
User: I was charged twice this month for Storm Pro.
Assistant:""")


@pos
def _digest_footer(g: Gen) -> Draft:
    t = near(g, "2026-03-04 10:20", EST, 1200)
    return P("alert-digest-footer", ["footer", "hex", "unix_date", "alert_subscriptions"], "en",
             f"""Compose this morning's alert digest e-mail for subscribers of the Tri-County list from the items
below. Plain text, most severe first, one line each.

Items:
- Frost Advisory, inland valleys, 2 AM to 9 AM Thursday. Lows 29 to 32.
- Wind Advisory, Tri-County coast, 10 AM to 8 PM Wednesday. Gusts to 50 mph.
- Beach Hazards Statement, west-facing beaches, through Thursday evening.

--
{v('request_id', 'Digest run: ' + g.hex(16))}
{v('datetime', 'Built: ' + unix_date(t))}
alerts-digest 3.1, list tri-county-am""")


@pos
def _cloudevents_school(g: Gen) -> Draft:
    t = near(g, "2026-05-19 22:38", spread=60)
    return P("alert-cloudevents-binary", ["cloudevents", "uuid4", "rfc3339_ms", "envelope_payload",
                                          "alert_subscriptions"], "en",
             f"""ce-specversion: 1.0
ce-type: org.alertsub.alert.issued
ce-source: /alerts/region/nw
{v('request_id', 'ce-id: ' + g.uuid4())}
{v('datetime', 'ce-time: ' + rfc3339(t, 3))}
content-type: application/json

{{"alert": "Severe Thunderstorm Warning", "area": "Lynnwood; Mukilteo", "onset": "2026-05-19T15:40:00-07:00", "expires": "2026-05-19T16:30:00-07:00", "instruction": "Move indoors now."}}

You help the safety office of a school district decide on outdoor activities from the weather alerts
its subscription pushes. Answer yes or no first.
Safety officer: Do we pull the 4 PM track meet at Lynnwood High?
Assistant:""")


@pos
def _alerts_tr(g: Gen) -> Draft:
    t = g.moment(GST)
    return P("alert-preferences-tr", ["localized_now", "ksuid", "alert_subscriptions"], "tr",
             f"""Sen hava durumu uyarı aboneliklerini yöneten asistansın. Türkçe yanıt ver.
{v('datetime', f'Şu anki zaman: {dmy(t, ".")}')}
{v('session_id', 'Oturum kimliği: ' + g.ksuid(t))}

Kullanıcı: İzmir için sadece turuncu ve kırmızı uyarıları almak istiyorum, sarıları kapatabilir miyim?""")


@pos
def _alerts_sv(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("alert-preferences-sv", ["localized_now", "uuid4", "alert_subscriptions"], "sv",
             f"""Du hjälper användare av vädervarningar i appen Väderkollen. Svara på svenska.
{v('datetime', f'Aktuell tid: {t:%Y-%m-%d %H:%M}')}
{v('session_id', 'Sessions-ID: ' + g.uuid4())}

Användare: Jag vill ha varningar för halka i Umeå men inte för åska. Hur ställer jag in det?""")


@pos
def _alerts_es_ar(g: Gen) -> Draft:
    t = g.moment(ART)
    return P("alert-preferences-es-ar", ["localized_now", "head", "nanoid", "alert_subscriptions"], "es",
             f"""{v('datetime', f'Hora del servidor: {dmy(t, "/", True)} -03:00')}
{v('session_id', 'ID de sesión: ' + g.nanoid())}
Sos el asistente de alertas del Servicio de Avisos Pampeanos. Respondé en castellano rioplatense.

Usuario: Me llegan las alertas de granizo de Córdoba pero vivo en Rosario. ¿Cómo lo cambio?""")


@pos
def _push_gcp(g: Gen) -> Draft:
    return P("push-settings-gcp-trace", ["gcp_trace", "head", "alert_subscriptions"], "en",
             f"""{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
You help users tune push notifications in the Skylark weather app. Explain which setting caused a
notification before suggesting changes.

Settings (from the user's profile): quiet hours 22:00-07:00, rain-start alerts on, lightning within
10 km on, severe warnings override quiet hours.
User: Why did I get a rain alert at 23:40 last night?
Assistant:""")


# more sources and formats across the sub-areas

@pos
def _api_support_ns(g: Gen) -> Draft:
    t = g.moment()
    return P("forecast-api-support-grpc", ["grpc_metadata", "epoch_ns", "objectid", "forecast_api"], "en",
             f"""grpc metadata:
{v('datetime', f'request-received-ns: {epoch_ns(t, g)}')}
{v('request_id', 'x-req: ' + g.objectid(t))}
x-api-plan: developer

You support developers of the Openskies forecast API. Quote the endpoint and parameter names exactly.

Developer: /v3/forecast/hourly returns 48 hours but I need 10 days hourly for a solar model. Which
endpoint and plan do I need?
Assistant:""")


@pos
def _shift_handover(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("forecaster-handover-compiled", ["header_block", "py_logging", "uuid1", "forecast"], "en",
             f"""Forecast office handover notes tool
{v('datetime', 'Handover compiled: ' + py_logging(t))}
{v('request_id', 'Compile id: ' + g.uuid1())}
Office: Kestrel Bay regional centre

Outgoing forecaster's notes (typed at the end of the night shift):
- Fog in the estuary cleared 07:40, later than the 06:30 forecast. Airport amended TAF twice.
- Model runs disagree on the Thursday front: one brings rain at 09:00, the other at 18:00.
- Pollen count issued at 05:55, high for grass.

Turn these into a handover summary for the day shift, three bullets.
Summary:""")


@pos
def _calibration_bench(g: Gen) -> Draft:
    t = g.moment_eu()
    return P("sensor-calibration-bench", ["device_clock", "py_str", "calibration", "observations"], "en",
             f"""Calibration lab assistant. Compare each sensor with the reference and say pass or fail against a
tolerance of 0.2 °C.
{v('datetime', 'Bench clock: ' + py_str(t.replace(tzinfo=None)))}
{v('session_id', 'Bench session: ' + g.b62(16))}
Bath: stirred liquid, reference PRT serial 4411-R (certificate 2025-09-18)

Readings the technician entered at 20.00 °C:
PT100 A-31  20.07
PT100 A-32  20.26
PT100 A-33  19.95
Technician: Which ones go back to the network?
Assistant:""")


@pos
def _uv_cfray(g: Gen) -> Draft:
    return P("uv-widget-cf-ray", ["cf_ray", "tail", "forecast"], "en",
             f"""Write a one-line sun safety tip for the UV widget. Today's peak UV index in Faro is 9 around 13:30
local time; the widget is shown to people planning a beach day.

Edge metadata:
CF-IPCountry: PT
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-Visitor: {{"scheme":"https"}}""")


@pos
def _storm_chasers_discord(g: Gen) -> Draft:
    t = g.moment_us()
    return P("storm-chasers-discord", ["discord_snowflake", "header_block", "guild_stays", "forecast"], "en",
             f"""Discord context:
Guild: 902114558201339904
Channel: 902114558201339907 (#plains-day-1)
{v('message_id', 'Message: ' + g.snowflake(t))}
{v('datetime', 'Sent: ' + rfc3339(t, 3))}

You answer forecast questions in a storm chasing community. Mention safety when someone asks about
positioning near a storm.

User: SPC has an enhanced risk for western Kansas tomorrow. Is the dryline or the warm front the
better target?
Assistant:""")


# --- hand-written negatives: pasted records of the domain ----------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("metar-taf-question-above", ["metar", "taf", "question_above"], "en",
     """Can you decode these for me? I'm a new student and the TEMPO and PROB30 groups confuse me.

METAR EGKK 181250Z 21014KT 9999 -RA BKN012 OVC020 10/08 Q1006
TAF EGKK 181058Z 1812/1918 21012KT 9999 BKN015 TEMPO 1812/1818 5000 RA BKN008 PROB30 TEMPO 1818/1822 3000 RADZ BKN004
BECMG 1900/1903 27010KT"""),
    ("speci-lead-in", ["speci", "taf_amd", "lead_in"], "en",
     """My instructor sent me this before my solo:

SPECI EGNX 240917Z 34009KT 3000 BR BKN004 07/06 Q1021
TAF AMD EGNX 240905Z 2409/2509 34008KT 4000 BR BKN005 BECMG 2411/2413 9999 SCT025

Why is there a SPECI at 0917 and an amended TAF at 0905? Does that mean the weather got worse than
forecast?"""),
    ("sigmet-chatml-user", ["sigmet", "chatml"], "en",
     """<|im_start|>system
You explain aviation weather products to dispatchers in plain words.<|im_end|>
<|im_start|>user
What area does this cover and at what levels?
LIMM SIGMET 2 VALID 031000/031400 LIMM- LIMM MILANO FIR EMBD TS OBS AT 0940Z WI N4530 E00830 -
N4610 E01030 - N4500 E01200 - N4420 E00930 - N4530 E00830 TOP FL380 MOV E 15KT INTSF=<|im_end|>
<|im_start|>assistant"""),
    ("pirep-fenced", ["pirep", "fenced"], "en",
     """What does the icing part of this PIREP mean, and is it a problem for a Seneca without boots?

```
UA /OV BJC270015/TM 1532/FL090/TP PA34/TA M06/IC LGT-MOD RIME 080-100/RM ENTERED CLOUD AT 085
```"""),
    ("warning-email-genuine", ["email", "date_header", "message_id", "warnings"], "en",
     """Is this warning e-mail genuine or phishing? I never signed up for it.

From: "National Weather Alerts" <alerts@weather-warn-uk.example>
To: p.hendry@example.org
Date: Sun, 8 Feb 2026 05:41:12 +0000
Message-ID: <8f3c1e2a.20260208054112@mailer.weather-warn-uk.example>
Subject: AMBER WARNING - heavy snow - confirm your address

An amber warning for snow is in force for your area from 06:00 to 18:00 today. To keep receiving
warnings, confirm your address and payment details within 2 hours: http://weather-warn-uk.example/confirm"""),
    ("subscription-confirm-email", ["email", "date_header", "message_id", "alert_subscriptions"], "en",
     """Why did I get this? I only wanted thunderstorm alerts.

From: Stormline Alerts <no-reply@alerts.stormline.example>
Date: Tue, 3 Mar 2026 19:22:45 +0000
Message-ID: <20260303192245.5512aa@alerts.stormline.example>
Subject: Confirm your subscription

Please confirm your subscription to: Thunderstorms (all levels), Heat (amber and red), Fog (all levels).
Area: postcode BS7. Confirm: https://alerts.stormline.example/c/8KQ2-7TZP-WW41
This link expires on 10 March 2026 at 19:22 UTC."""),
    ("alert-webhook-debug", ["webhook", "standard_webhooks", "pasted_for_debug", "alert_subscriptions"], "en",
     """Our endpoint rejects this alert delivery with "timestamp too old". Here is exactly what we received.
What is wrong, their clock or ours?

POST /hooks/wx-alerts HTTP/1.1
webhook-id: msg_2tQx8cVw3kLm9PdR4sNbZ1yHfJe
webhook-timestamp: 1772618400
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type": "alert.issued", "alert": {"id": "AL-2026-03-04-0117", "event": "Gale Warning", "area": "Outer Hebrides", "sent": "2026-03-04T10:00:00Z"}}

Our server log says it arrived at 2026-03-04T10:07:31Z."""),
    ("station-csv-gaps", ["csv", "timestamp_column", "observations"], "en",
     """timestamp,temp_c,rh_pct,wind_ms,gust_ms,pressure_hpa
2026-01-19T02:00:00Z,-3.1,94,1.2,2.8,1019.4
2026-01-19T02:10:00Z,-3.2,94,1.0,2.1,1019.4
2026-01-19T02:40:00Z,-3.6,95,0.6,1.4,1019.6
2026-01-19T02:50:00Z,-3.7,95,0.5,1.1,1019.7

Two 10-minute records are missing between 02:10 and 02:40. Should I interpolate them or leave gaps
for the monthly means?"""),
    ("sensor-ndjson-drift", ["ndjson", "epoch_ms", "observations"], "en",
     """Which of these two humidity sensors is drifting? They sit in the same screen.

{"t": 1771300800000, "sensor": "hmp-a", "rh": 81.2, "temp_c": 6.4}
{"t": 1771300800000, "sensor": "hmp-b", "rh": 86.9, "temp_c": 6.4}
{"t": 1771304400000, "sensor": "hmp-a", "rh": 84.0, "temp_c": 5.9}
{"t": 1771304400000, "sensor": "hmp-b", "rh": 90.3, "temp_c": 5.9}
{"t": 1771308000000, "sensor": "hmp-a", "rh": 97.5, "temp_c": 4.8}
{"t": 1771308000000, "sensor": "hmp-b", "rh": 100.0, "temp_c": 4.8}"""),
    ("odim-xml-metadata", ["xml", "radar_metadata", "radar"], "en",
     """Explain what each of these metadata fields means in our radar volume file:

<what object="PVOL" version="H5rad 2.4" date="20260212" time="143000" source="WMO:06260,NOD:nldbl"/>
<where lat="52.1017" lon="5.1783" height="44.0"/>
<how task="volume" startepochs="1770906600" endepochs="1770906890" beamwH="1.0" wavelength="5.3"/>"""),
    ("goes-filenames", ["filenames", "satellite"], "en",
     """I downloaded these files from the cloud bucket. What do the s, e and c parts mean, and which is the
newest image?

OR_ABI-L2-CMIPF-M6C13_G18_s20260731430205_e20260731439513_c20260731439583.nc
OR_ABI-L2-CMIPF-M6C13_G18_s20260731440205_e20260731449513_c20260731449580.nc
OR_ABI-L2-CMIPF-M6C13_G18_s20260731450205_e20260731459513_c20260731459591.nc"""),
    ("wgrib2-inventory", ["grib_inventory", "model_output"], "en",
     """This is the inventory of the file our script downloaded. Why is there no 0-hour record for APCP?

1:0:d=2026022306:TMP:2 m above ground:anl:
2:48213:d=2026022306:UGRD:10 m above ground:anl:
3:97105:d=2026022306:TMP:2 m above ground:6 hour fcst:
4:140877:d=2026022306:APCP:surface:0-6 hour acc fcst:
5:189950:d=2026022306:CAPE:surface:6 hour fcst:"""),
    ("records-markdown", ["markdown_table", "climate_records"], "en",
     """| Month | Record high | Date | Record low | Date |
|---|---|---|---|---|
| January | 15.3 °C | 2003-01-31 | -17.8 °C | 1940-01-24 |
| February | 19.4 °C | 2019-02-26 | -15.2 °C | 1956-02-02 |
| March | 24.1 °C | 1965-03-29 | -9.9 °C | 1909-03-03 |

These are the records for our station from the archive. Which record is the oldest still standing,
and which month had its record set most recently?"""),
    ("ghcn-fixed-width", ["fixed_width", "climate_records"], "en",
     """Help me parse these daily lines. What is TMAX for 2 February, in °C?

UKM00003772202602TMAX   83  S   91  S  104  S   76  S
UKM00003772202602TMIN   21  S   40  S   12  S  -15  S
UKM00003772202602PRCP    0  S   58  S  112  S    3  S"""),
    ("hdd-invoice", ["invoice", "degree_days", "climate_records"], "en",
     """Here is the invoice. Is the weather adjustment calculated correctly?

EASTFIELD GAS - INVOICE 2026-0311-44871
Billing period: 2026-02-01 to 2026-02-28
Heating degree days (base 65 °F, station KBDL): 987 (normal 1,049)
Usage: 142 therms    Weather-normalised usage: 151 therms
Amount due: $218.40 by 2026-03-25"""),
    ("app-store-receipt", ["receipt", "alert_subscriptions"], "en",
     """I cancelled Storm Pro but got this receipt. Was I charged again?

Apple Receipt
Date: 12 Mar 2026
Order ID: MT8QXY4V2L
Document No.: 184920031775
Stormwatch - Storm Pro (Monthly)   Renews 12 Apr 2026   EUR 4.99
Billed to: Visa .... 4471"""),
    ("station-outage-ticket", ["ticket", "bracketed_times", "observations"], "en",
     """Summarise this ticket for the weekly report in two lines.

Ticket NET-8821  Station: Brackmoor (03344)  Priority: P2
[2026-02-04 06:12] Auto: no data received since 05:40.
[2026-02-04 07:03] Duty: modem reachable, logger not responding.
[2026-02-04 11:48] Field: logger power supply replaced, data flowing.
[2026-02-05 09:15] QC: 05:40-11:50 marked missing, no backfill possible."""),
    ("slack-export-forecasters", ["slack_export", "ts", "forecast"], "en",
     """From our forecasters' channel export, who made the call to upgrade to amber, and when?

[{"ts": "1771588921.004200", "user": "U02KD81", "text": "Latest runs bring 40-60 cm to the Pennines"},
 {"ts": "1771589307.009900", "user": "U03PQ45", "text": "Agree, upgrading snow to amber from 18:00"},
 {"ts": "1771589450.011300", "user": "U02KD81", "text": "Comms informed"}]"""),
    ("sms-alert-text", ["sms", "alert_subscriptions"], "en",
     """I got this text. Does "valid until" mean the frost stops then or the warning just expires?

[Wx Alert] Frost warning for Vale of Evesham. Valid 20:00 11/03 until 08:00 12/03. Min -4C. Protect
blossom. Reply STOP FROST to end. Ref FW-0311-22"""),
    ("tile-server-nginx", ["nginx_log", "radar"], "en",
     """Why do half of these radar tile requests return 404?

10.4.2.17 - - [19/Feb/2026:14:02:11 +0000] "GET /radar/composite/202602191400/6/31/20.png HTTP/1.1" 200 18233
10.4.2.17 - - [19/Feb/2026:14:02:11 +0000] "GET /radar/composite/202602191405/6/31/20.png HTTP/1.1" 404 162
10.4.2.21 - - [19/Feb/2026:14:02:12 +0000] "GET /radar/composite/202602191355/6/32/20.png HTTP/1.1" 200 17560
10.4.2.21 - - [19/Feb/2026:14:02:12 +0000] "GET /radar/composite/202602191405/6/32/20.png HTTP/1.1" 404 162"""),
    ("ingest-traceback", ["traceback", "request_id_in_log", "radar"], "en",
     """Our radar ingest job crashed overnight:

2026-02-22 03:14:07,882 ERROR ingest request_id=7d1c2e90-55ab-4c1e-9d40-0b3f6e2a81c4 volume=nldhl_20260222T0310
Traceback (most recent call last):
  File "/srv/ingest/odim.py", line 141, in read_sweep
    nbins = how.attrs["nbins"]
KeyError: 'nbins'

What does it mean and how do I make the job skip bad volumes?"""),
    ("curl-forecast-api", ["curl", "http_response", "forecast_api"], "en",
     """Why does the API say my key is over quota when I've made ten calls today?

$ curl -i "https://api.openskies.example/v3/forecast/hourly?lat=51.5&lon=-0.1"
HTTP/2 429
date: Wed, 25 Feb 2026 16:20:03 GMT
x-request-id: 3b7f0c55d1e24a09a8c7f2d51e6b9044
x-ratelimit-limit: 10
x-ratelimit-reset: 1772064000
content-type: application/json

{"error": "quota_exceeded", "message": "Daily limit of 10 calls reached for plan free"}"""),
    ("navtex-message", ["navtex", "marine"], "en",
     """Translate this NAVTEX message into plain English for a new crew member.

ZCZC EA41
WZ 211
GALE WARNING 211 ISSUED 130510 UTC MAR 26
SOLE: SOUTHWEST 7 TO SEVERE GALE 9, VEERING WEST 6 LATER.
NNNN"""),
    ("buoy-realtime-rows", ["buoy_rows", "marine"], "en",
     """From the buoy page, when did the swell peak and how big was it?

#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES
2026 01 30 18 00 240 14.0 18.0   6.8  14.3   9.6 255  988.4
2026 01 30 17 00 240 15.0 19.0   7.4  14.3   9.8 257  987.1
2026 01 30 16 00 230 15.0 20.0   7.1  13.8   9.5 252  986.0"""),
    ("rag-frost-advisory", ["rag_document", "agricultural"], "en",
     """Answer from the document only.

<document source="agri-advisories/2026/frost-apr-14.txt">
Frost risk advisory - Wye Valley fruit growers
Issued 14 April 2026, 15:00 by the regional agromet desk
Tonight: air frost likely after 02:00, minimum -2 to -3 °C in valley bottoms, grass minimum -6 °C.
Blossom at full bloom is damaged below -2.2 °C for 30 minutes.
</document>

Question: Should I run frost protection on pears at full bloom tonight, and from what time?"""),
    ("ics-alert-calendar", ["ics", "dtstamp", "alert_subscriptions"], "en",
     """My phone imported this from the alerts service. Why is it a whole-day event?

BEGIN:VCALENDAR
BEGIN:VEVENT
UID:heat-2026-07-16@alerts.sunwise.example
DTSTAMP:20260715T121500Z
DTSTART;VALUE=DATE:20260716
DTEND;VALUE=DATE:20260717
SUMMARY:Heat alert level 3 - Greater Lyon
END:VEVENT
END:VCALENDAR"""),
    ("kafka-obs-consumer", ["app_log", "observations"], "en",
     """The observation consumer keeps lagging. What do these lines tell you?

2026-03-01T00:00:04.118Z INFO  obs-consumer partition=3 offset=88120455 lag=1204 batch=500 took_ms=2210
2026-03-01T00:00:07.402Z WARN  obs-consumer partition=3 commit failed: rebalance in progress
2026-03-01T00:00:12.961Z INFO  obs-consumer partition=3 offset=88120955 lag=1730 batch=500 took_ms=5410"""),
    ("lightning-csv-ns", ["csv", "epoch_ns", "lightning"], "en",
     """How many of these strikes were cloud-to-ground and within 10 km?

epoch_ns,lat,lon,kA,type,dist_km
1771945212480331000,51.62,-0.91,-24.1,CG,8.4
1771945498112045000,51.66,-0.88,-11.7,IC,6.9
1771946104933210000,51.71,-0.70,31.2,CG,12.6
1771946630450198000,51.58,-0.95,-18.3,CG,9.8"""),
    ("earlier-assistant-turn", ["earlier_turn", "forecast"], "en",
     """User: What's the outlook for the Lakes this weekend?
Assistant: The forecast issued at 10:00 this morning shows Saturday dry with sunny spells, 14 °C, and
Sunday wet from 09:00 with 20-30 mm on the fells and gusts to 45 mph on summits.
User: So Saturday for Helvellyn via Striding Edge, and what time should we be off the top?
Assistant:"""),
    ("rag-normals-page", ["rag_document", "last_updated", "climate_records"], "en",
     """Context:
[1] Climate normals - Aberporth (1991-2020). Last updated 2024-05-10.
Mean max: Jan 8.6 °C, Jul 19.0 °C. Mean min: Jan 3.3 °C, Jul 12.3 °C. Annual rainfall 903 mm.
Days of air frost: 11.6 per year. Sunshine: 1,641 hours per year.

Using only [1], how many frost days per year does Aberporth get, and how does that compare with
inland Wales?"""),
    ("react-observation-station", ["react", "observation_content", "observations"], "en",
     """Answer the question using the tools.
Question: Did Brackmoor record a gust over 60 knots on Tuesday?
Thought: I should look up the station's daily maxima.
Action: daily_max[station=03344, element=gust, date=2026-02-03]
Observation: {"station": "03344", "date": "2026-02-03", "max_gust_kt": 63, "time_of_max": "2026-02-03T04:20:00Z", "qc": "verified"}
Thought:"""),
    ("email-at-head", ["email", "head", "message_id", "forecast"], "en",
     """From: Duty Forecaster <duty@kestrelbay-met.example>
Date: Fri, 27 Feb 2026 16:05:00 +0000
Message-ID: <duty-20260227-1605@kestrelbay-met.example>
Subject: Weekend outlook for the harbour festival

Saturday: dry, light winds, 13 °C. Sunday: rain from late morning, southwest 5 to 6.

Turn this into a three-line notice for the festival stewards."""),
    ("alert-json-at-end", ["json", "tail", "alert_subscriptions"], "en",
     """Which fields in this alert response tell me when it stops applying?

{"id": "urn:alert:2026-0219-WX-0042", "sent": "2026-02-19T06:00:00+00:00", "status": "Actual",
 "event": "Fog", "severity": "Moderate", "onset": "2026-02-19T18:00:00+00:00",
 "expires": "2026-02-20T10:00:00+00:00", "areaDesc": "Lincolnshire Wolds"}"""),
    ("indented-taf", ["taf", "indented", "aviation"], "en",
     """Our charter leaves at 0630Z. Will the fog in this TAF have lifted?

    TAF EGSH 260500Z 2606/2706 VRB03KT 0300 FG VV001
        BECMG 2608/2610 4000 BR BKN004
        BECMG 2610/2612 9999 NSW SCT025"""),
    ("quoted-forecast", ["quoted", "forecast"], "en",
     """My neighbour posted this in the village group:

> Met update 17:30: thunderstorms likely from 02:00 to 07:00, 20-30 mm in an hour in places,
> hail and lightning. Yellow warning in force.

Should we move the cars from the ford road tonight?"""),
    ("llama3-obs-user", ["llama3", "no_today_date", "observations"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You explain weather station readings to hobbyists.<|eot_id|><|start_header_id|>user<|end_header_id|>

My station logged pressure 1002.4 hPa at 08:00 and 994.1 hPa at 14:00 on 9 February. Is an 8 hPa
fall in six hours a lot?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>"""),
    ("gemma-satellite-notice", ["gemma", "service_notice", "satellite"], "en",
     """<start_of_turn>user
What does this notice mean for the rapid-scan images our forecasters use?

NOTICE 26-014: Mesoscale sector 1 will be unavailable from 2026-03-12 14:12 UTC to 15:30 UTC for
instrument maintenance. Full disk and CONUS scans are not affected.<end_of_turn>"""),
    ("phi3-rainfall-csv", ["phi3", "csv", "climate_records"], "en",
     """<|user|>
Which year was driest, and by how much below the average of these five?
year,annual_mm
2021,812
2022,598
2023,944
2024,1031
2025,701<|end|>"""),
    ("mistral-subscription-log", ["mistral", "audit_log", "alert_subscriptions"], "en",
     """[INST] Why did this user stop getting alerts? Here is the audit log.
2026-01-08 09:12:44 sub=SUB-44120 action=create areas=["EH1","EH3"] levels=amber,red
2026-01-22 21:03:10 sub=SUB-44120 action=bounce channel=email reason=mailbox_full
2026-01-29 21:03:11 sub=SUB-44120 action=suspend channel=email after=3_bounces [/INST]"""),
    ("es-aviso-email", ["email", "date_header", "warnings"], "es",
     """Me llegó este correo del servicio de avisos. ¿Afecta a Gandia?

De: Avisos Meteo Levante <avisos@meteolevante.example>
Fecha: mar, 3 mar 2026 12:41:07 +0100
Message-ID: <AV-2026-0412.20260303124107@meteolevante.example>
Asunto: Aviso naranja por lluvias - Litoral sur de Valencia

Emitido: 03/03/2026 12:40. Válido de 04/03/2026 00:00 a 04/03/2026 18:00.
Acumulación prevista: 120 mm en 12 horas."""),
    ("de-warnung-lead-in", ["lead_in", "warnings"], "de",
     """Das kam heute per Warn-App:

Amtliche WARNUNG vor STURMBÖEN
Ausgegeben: Mi, 18.02.2026, 10:14 Uhr
Gültig: Mi, 18.02.2026, 14:00 Uhr bis Do, 19.02.2026, 06:00 Uhr
Landkreis Harburg: Sturmböen bis 85 km/h aus Südwest.

Muss ich das Zelt im Garten abbauen oder reicht es, es abzuspannen?"""),
    ("fr-bulletin-cotier", ["marine_bulletin", "marine"], "fr",
     """Bulletin météo marine côtière - de la pointe de Penmarc'h à l'anse de l'Aiguillon
Émis le jeudi 5 février 2026 à 06 h 00 légales
Avis de grand frais en cours. Vent d'ouest 6 à 7, rafales 40 nœuds. Mer agitée à forte.
Houle ouest 3 à 4 m.

Est-ce raisonnable de sortir un voilier de 8 m de La Rochelle cet après-midi ?"""),
    ("ja-keihou-json", ["json", "warnings"], "ja",
     """この警報データの「発表時刻」と「解除見込み」はどう読めばいいですか？

{"area": "石狩北部", "warning": "暴風雪警報", "発表時刻": "2026-01-27T16:21:00+09:00", "解除見込み": "28日昼過ぎ", "id": "W-016-0127-03"}"""),
    ("ko-teukbo", ["warnings", "issue_time"], "ko",
     """이 특보는 언제까지 유효한가요?

[기상특보] 대설주의보
발표시각: 2026-02-06 16:00
발효시각: 2026-02-06 21:00
대상지역: 강원도 평창군 산지
예상 적설: 5~10 cm"""),
    ("zh-yujing", ["warnings", "issue_time"], "zh",
     """这条预警是什么意思？需要停课吗？

【暴雨橙色预警信号】
发布时间：2026年06月14日 05:30
发布单位：珠江区气象台
预计未来3小时内，区内将出现50毫米以上降雨，并伴有雷电和短时大风。"""),
    ("ru-shtorm", ["warnings", "issue_time"], "ru",
     """Что означает это предупреждение для рыбаков на Ладоге?

ШТОРМОВОЕ ПРЕДУПРЕЖДЕНИЕ № 17
Выпущено: 12.10.2026 09:00 МСК
Ночью 13 октября и днём 13 октября на Ладожском озере ожидается северо-западный ветер 15-18 м/с,
волнение 2-3 м."""),
    ("ar-nashra", ["marine_bulletin", "arabic_indic_digits", "marine"], "ar",
     """هل هذه النشرة تعني أن البحر خطر على القوارب الصغيرة؟

نشرة الأحوال البحرية
صدرت في: ١٤/٠٢/٢٠٢٦ الساعة ٠٥:٠٠
الرياح: شمالية غربية ١٨-٢٥ عقدة
ارتفاع الموج: ٤-٦ أقدام"""),
    ("he-email-subscription", ["email", "message_id", "alert_subscriptions"], "he",
     """קיבלתי את המייל הזה. איך אני מבטל את ההתראות על אובך?

מאת: התראות מזג אוויר <alerts@meteo-il.example>
תאריך: יום ג', 10 במרץ 2026, 08:15
Message-ID: <20260310081500.9a1b@meteo-il.example>
נושא: עדכון הרשמה

נרשמת להתראות: סופות רעמים, גשם כבד, אובך. אזור: נגב צפוני."""),
    ("hi-agromet", ["agromet_advisory", "agricultural"], "hi",
     """इस सलाह के हिसाब से गेहूँ की सिंचाई कब करूँ?

कृषि मौसम सलाह - ज़िला सीहोर
दिनांक: 10/02/2026
अगले 5 दिन: आसमान साफ़, अधिकतम तापमान 27-29 °C, न्यूनतम 9-11 °C, वर्षा की संभावना नहीं।
सलाह: गेहूँ में बाली निकलने की अवस्था पर हल्की सिंचाई करें।"""),
    ("th-prakat", ["warnings", "issue_time"], "th",
     """ประกาศนี้หมายความว่าภาคเหนือจะมีพายุวันไหนบ้าง

ประกาศกรมอุตุนิยมวิทยา เรื่อง พายุฤดูร้อนบริเวณประเทศไทยตอนบน ฉบับที่ 3
ออกประกาศ 15 มีนาคม 2569 เวลา 11.00 น.
ในช่วงวันที่ 16-18 มี.ค. 69 จะมีพายุฝนฟ้าคะนอง ลมกระโชกแรง และลูกเห็บตกบางแห่ง"""),
    ("pt-alerta", ["warnings", "validity"], "pt",
     """Esse alerta vale para Campinas? Trabalho ao ar livre amanhã.

Alerta: Tempestade - Perigo potencial
Início: 19/02/2026 14:00
Fim: 20/02/2026 10:00
Riscos: chuva de 20 a 30 mm/h, ventos de 40 a 60 km/h, queda de granizo."""),
    ("it-bollettino", ["warnings", "bulletin_number"], "it",
     """Il bollettino dice "allerta gialla". Devo chiudere il parco giochi comunale domani?

Bollettino di allerta n. 041/2026 del 21/03/2026 ore 13:00
Zona B - Bacini costieri: allerta gialla per temporali dalle 00:00 alle 23:59 del 22/03/2026."""),
    ("pl-ostrzezenie", ["warnings", "validity"], "pl",
     """Czy to ostrzeżenie obejmuje Zakopane?

Ostrzeżenie meteorologiczne nr 52
Zjawisko: silny wiatr, stopień 2
Ważność: od 14.01.2026 08:00 do 15.01.2026 02:00
Obszar: powiat tatrzański, nowotarski
Prawdopodobieństwo: 85%"""),
    ("tr-uyari", ["warnings", "issue_time"], "tr",
     """Bu uyarı Bodrum için tekne turunu iptal etmemi gerektirir mi?

METEOROLOJİK UYARI - Turuncu
Yayın zamanı: 07.11.2026 10:30
Güneybatı Ege'de fırtına (8-9 kuvvet), 8 Kasım sabah saatlerinden itibaren."""),
    ("vi-tin-bao", ["warnings", "storm_bulletin"], "vi",
     """Tin bão này có nghĩa là Đà Nẵng bị ảnh hưởng khi nào?

TIN BÃO KHẨN CẤP (Cơn bão số 4)
Hồi 04 giờ ngày 22/09/2026, vị trí tâm bão ở khoảng 16,4 độ Vĩ Bắc; 111,2 độ Kinh Đông.
Sức gió mạnh nhất vùng gần tâm bão mạnh cấp 11, giật cấp 13."""),
    ("el-deltio", ["warnings", "issue_time"], "el",
     """Τι σημαίνει αυτό το δελτίο για τα πλοία προς Νάξο;

ΕΚΤΑΚΤΟ ΔΕΛΤΙΟ ΕΠΙΔΕΙΝΩΣΗΣ ΚΑΙΡΟΥ
Εκδόθηκε: 02/02/2026 11:00
Από το απόγευμα της Τρίτης 3 Φεβρουαρίου βόρειοι άνεμοι 8 με 9 μποφόρ στο κεντρικό Αιγαίο."""),
    ("uk-poperedzhennia", ["warnings", "issue_time"], "uk",
     """Що означає це попередження для тих, хто їде трасою Київ-Житомир?

ПОПЕРЕДЖЕННЯ ПРО НЕБЕЗПЕЧНІ МЕТЕОРОЛОГІЧНІ ЯВИЩА
Видано: 16.12.2026 14:00
17 грудня на дорогах Київської та Житомирської областей ожеледиця. І рівень небезпечності, жовтий."""),
    ("id-peringatan", ["warnings", "validity"], "id",
     """Apakah peringatan ini berlaku untuk Bogor? Saya mau naik gunung besok pagi.

Peringatan Dini Cuaca Jawa Barat
Berlaku 24 Januari 2026 pukul 13.00 - 17.00 WIB
Hujan sedang hingga lebat disertai petir dan angin kencang di Kab. Bogor, Kota Bogor, Kab. Cianjur."""),
    ("nl-knmi-email", ["email", "sent_header", "warnings"], "nl",
     """Mijn buurman stuurde dit door. Moet ik de trampoline vastzetten?

Van: WeerAlarm <meldingen@weeralarm.example>
Verzonden: dinsdag 10 februari 2026 09:12
Onderwerp: Code oranje - zware windstoten Noord-Holland

Van dinsdag 15:00 tot woensdag 03:00 windstoten van 100 tot 110 km/u aan de kust."""),
]


# --- hand-written negatives: look-alikes, asked values and controls -----------------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain weather words to children aged 8 to 11.<|eot_id|><|start_header_id|>user<|end_header_id|>

What's the difference between hail and sleet?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>"""),
    ("api-version-headers", ["http_headers", "api_version", "stable_header"], "en",
     """Request context:
Host: api.openskies.example
Accept: application/geo+json
API-Version: 2025-04-01
User-Agent: wx-dashboard/4.2.0

You explain the fields of the Openskies forecast response to dashboard developers.
User: What unit is precipitation_amount in?
Assistant:"""),
    ("prompt-revision-footer", ["footer", "prompt_revision"], "en",
     """Rewrite this forecast for a radio read, 30 seconds, no abbreviations:

Tonight: clear, frost in rural spots, low -2. Tomorrow: sunny start, cloud later, high 9, light SW wind.

--
Radio script prompt rev. 2026-01-14 · owner: broadcast desk"""),
    ("station-metadata-block", ["stable_header", "station_metadata", "coordinates"], "en",
     """Station: Glen Arrow
WMO index: 03162
Latitude: 56.842 N  Longitude: 4.218 W
Elevation: 214 m
Installed: 1998-06-11

You answer visitors' questions about this station's instruments.
Visitor: Why is the rain gauge so close to the ground?
Assistant:"""),
    ("unrendered-template", ["template_placeholder"], "en",
     """Current time: {{current_time}}
Session: {{session_id}}

You are the Skylark weather assistant. Keep answers to two sentences.
User: Do I need an umbrella in Leeds tomorrow?
Assistant:"""),
    ("few-shot-metar", ["few_shot", "example_dates", "aviation"], "en",
     """Decode the METAR into one plain sentence.

Example: METAR EGLL 091020Z 24012KT 9999 SCT030 12/07 Q1015
Decoded: Heathrow at 10:20 UTC on the 9th: wind from 240 at 12 knots, visibility over 10 km,
scattered cloud at 3000 ft, 12 °C, dew point 7, pressure 1015 hPa.

METAR: METAR EGCC 091020Z 19008KT 6000 -RA BKN011 10/09 Q1011
Decoded:"""),
    ("asks-ulid-email", ["id_in_question", "ulid"], "en",
     """What is the code 01JM4Q2Z8TXW3K7R5VBN9CDE6F at the bottom of my alert e-mail? Is it my account
number or something I can ignore?"""),
    ("asks-epoch", ["id_in_question", "epoch_s"], "en",
     """Our logger file has 1772092800 in the first column of the first row. What date and time is that in
UTC, and is it the start or the end of the hourly average?"""),
    ("traceparent-from-logs", ["traceparent", "id_in_question"], "en",
     """In our forecast API logs I see traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01 on
a failing request. Which part identifies the whole trace so I can search for it?"""),
    ("chatml-cutoff-price-list", ["chatml", "knowledge_cutoff", "price_list_date"], "en",
     """<|im_start|>system
You are the sales assistant for Openskies data plans. Knowledge cutoff: 2024-10. Price list valid
from 2026-01-01: Developer free (10 calls/day), Pro EUR 49/month, Enterprise on request.<|im_end|>
<|im_start|>user
Does Pro include historical data back to 1990?<|im_end|>
<|im_start|>assistant"""),
    ("premium-prices-phone", ["prices", "phone"], "en",
     """You help customers choose a Stormwatch plan. Plans: Basic (free), Storm Pro EUR 4.99/month or
EUR 39.99/year, Farm Pro EUR 12.99/month. Phone support: +353 1 555 0199, weekdays 09:00-17:00.

User: Is the yearly plan cheaper than twelve months of Storm Pro?
Assistant:"""),
    ("iban-data-invoice", ["iban", "price"], "en",
     """Can you check the bank details on this invoice for climate data before I pay it?
Amount: EUR 1,250.00 for station series 1961-2025 (12 stations)
IBAN: DE89 3704 0044 0532 0130 00
BIC: COBADEFFXXX
Reference: CD-2026-118"""),
    ("grib-sha256", ["hash", "model_output"], "en",
     """The published checksum for gfs.t06z.pgrb2.0p25.f006 is
sha256 9f2c4e1a7b3d5f60e8a1c2b4d6f8e0a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3 and mine differs. Does that
mean the download is corrupt or could the file have been replaced?"""),
    ("relative-times", ["relative_time"], "en",
     """The front is about six hours away and the rain should last three to four hours after it arrives.
If we start the barbecue in two hours, do we get to eat before it rains?"""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 17:40 here and the sky to the west has gone dark green. Our town siren hasn't sounded. Should I
get the kids into the basement now?"""),
    ("frost-date-arithmetic", ["date_arithmetic", "dates_in_question"], "en",
     """Our last spring frost was on 2025-04-18 and the first autumn frost on 2025-10-09. How many
frost-free days was that?"""),
    ("iso-week-verification", ["iso_week", "dates_in_prose"], "en",
     """We run forecast verification in ISO weeks. The new model went live in 2026-W06. Which calendar dates
does that week cover?"""),
    ("model-cycles", ["version", "model_cycle"], "en",
     """We upgraded from model cycle 48r1 to 49r1 and our post-processing build 2026.02.3 now rejects the
files. What changed in the GRIB encoding between those cycles?"""),
    ("model-run-asked", ["times_in_question", "model_run"], "en",
     """Is the 06Z run usually out by 09:30 UTC? I want to schedule our download job for the earliest safe
time."""),
    ("stable-account-block", ["stable_header", "customer_id", "subscriber_since"], "en",
     """Account: AGRI-00417
Plan: Farm Pro (annual)
Subscribed since: 2023-05-02
Alert areas: Lincoln, Sleaford

You help farm customers manage their alert areas.
Customer: Can I add Boston to my alert areas without paying more?
Assistant:"""),
    ("xml-stable-attrs", ["xml_attr", "station_metadata", "time_zone"], "en",
     """<station wmo="01492" name="Oslo - Blindern" elev="94" tz="Europe/Oslo" since="1937-01-01"/>
You answer questions about this station's long records.
User: Has Blindern ever recorded 35 °C?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: storm-name-announcement, revised 2025-09-01 -->
Write the announcement naming the next storm. Take the next unused name from the list; Amy and
Benjamin are used. Storm list 2025/26: Amy, Benjamin, Claudia, Darragh.
Announcement:"""),
    ("md-table-stable-settings", ["md_table", "quiet_hours"], "en",
     """| Setting | Value |
|---|---|
| Quiet hours | 22:00-07:00 |
| Areas | Bristol, Bath |
| Levels | amber, red |

You explain a user's alert settings back to them in one sentence each.
User: What will I actually get alerts for?
Assistant:"""),
    ("staging-prompt-review", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Please review this system prompt from our staging bot. Is the wording clear, and should the time
line be there at all?

You are Nimbus, the forecast helper.
Current time: 2026-02-17T08:30:00Z
Session: 01JM8V3C5Q0T7WZ4XK2R9B6N1D
Always give temperatures in Celsius."""),
    ("coordinates-question", ["coordinates", "dates_in_question"], "en",
     """I want the climate normals for 57.145 N, 2.098 W. Which station is closest, and does its series go
back before 1961?"""),
    ("public-desk-hours", ["opening_hours", "phone"], "en",
     """You answer questions for the Kestrel Bay weather centre's public desk. Desk hours: Monday to Friday
08:30-17:00, Saturday 09:00-12:00. Climate certificates take 5 working days and cost GBP 35.

Caller: Can I pick up a rainfall certificate for an insurance claim on Saturday?
Assistant:"""),
    ("control-1", ["control", "plain"], "en",
     """You are a friendly weather explainer. Use everyday language and one example.

User: Why does it feel colder when it's windy?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help hikers plan around mountain weather. Ask about route and experience before advising.

User: Is it safe to hike a ridge when thunderstorms are forecast for the afternoon?
Assistant:"""),
    ("faq-stand-de", ["document_revision", "stand"], "de",
     """FAQ Wetterwarnungen der Gemeinde Seevetal
Stand: Februar 2026

Warnungen werden bei Sturmböen ab 75 km/h per SMS verschickt.

Frage: Bekomme ich auch eine SMS bei Gewitter ohne Sturm?"""),
    ("policy-kaitei-ja", ["policy_revision"], "ja",
     """あなたは気象データ販売サービスの案内係です。以下の規約に基づいて答えてください。
規約改定日：2025年10月1日
過去データの提供範囲：1976年以降

お客様：1970年のデータは購入できますか？"""),
    ("placeholder-es", ["template_placeholder"], "es",
     """Hora actual: {{hora_actual}}
Sesión: {{id_sesion}}

Eres el asistente de avisos meteorológicos. Responde en español.

Usuario: ¿Cómo me doy de baja de los avisos de calor?"""),
    ("horaires-station-fr", ["opening_hours"], "fr",
     """Vous êtes l'assistant de la station météo du col de Vars ouverte au public. Horaires : du mardi au
dimanche, 10 h-12 h et 14 h-17 h. Visite guidée à 15 h.

Visiteur : Puis-je venir samedi à 16 h 30 pour voir l'anémomètre ?"""),
    ("prices-ko", ["prices", "table"], "ko",
     """어떤 요금제가 농가에 가장 저렴한가요?

요금제     | 월 요금
기본       | 무료
농가 플러스 | 9,900원
농가 프로   | 19,900원"""),
    ("hours-phone-ar", ["phone", "opening_hours"], "ar",
     """أنت مساعد مركز الأرصاد الجوية في المدينة. ساعات العمل: من الأحد إلى الخميس، ٨ صباحًا - ٣ مساءً.
هاتف: ٠٤ ٥٥٥ ٠٣٤٤

المستخدم: هل يمكنني الحصول على شهادة أمطار يوم السبت؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """我们的天气小程序升级到 5.1.0（2026-01-20 发布）以后，雷达图不显示了。版本号：5.1.0，系统：Android 15。是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """A frente fria chega daqui a umas quatro horas e a chuva deve durar a noite toda. Dá tempo de
colher o tomate antes?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Ο τρύγος είναι προγραμματισμένος για τις 12 Σεπτεμβρίου, αλλά η πρόγνωση δείχνει βροχές από τις 10
ως τις 13 Σεπτεμβρίου. Να τον μεταφέρουμε νωρίτερα;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """यहाँ अभी शाम के 6:20 बजे हैं और आसमान में काले बादल छा गए हैं। क्या मुझे खेत से पशुओं को वापस ले आना चाहिए?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """İstasyon verisi için ödemeyi bu hesaba yapıyorum, kontrol eder misin? IBAN: TR33 0006 1005 1978 6457 8413 26,
alıcı Ege İklim Veri Hizmetleri, tutar 3.500 TL."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Dyżury synoptyków planujemy w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W27 i czy wypadają w
nim wakacje szkolne?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """העונה הגשומה התחילה ב-15 באוקטובר 2025 והגשם האחרון ירד ב-2 באפריל 2026. כמה ימים נמשכה העונה?"""),
    ("customer-id-th", ["customer_id", "stable_header"], "th",
     """รหัสสมาชิก: FRM-220417
แพ็กเกจ: เกษตรกรพลัส
พื้นที่แจ้งเตือน: ขอนแก่น

คุณเป็นผู้ช่วยบริการแจ้งเตือนสภาพอากาศ ตอบเป็นภาษาไทย

สมาชิก: ขอเพิ่มพื้นที่แจ้งเตือนเป็นมหาสารคามได้ไหมคะ"""),
    ("wmo-index-ru", ["station_metadata", "id_in_question", "coordinates"], "ru",
     """Что означает индекс ВМО 27612 и почему у станции две пары координат: 55°50′ с. ш. 37°37′ в. д. и
55,83 с. ш. 37,62 в. д.?"""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in PASTED:
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", "pasted", *tags, *lang_tags(lang)]))
    return out


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in LOOKALIKES:
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *lang_tags(lang)]))
    return out


# --- generated family: one program field at several positions over several bodies --------------------

POSITIONS = ["head", "sys_tail", "header", "after_user", "footer", "yaml", "json", "xml"]


def _value(g: Gen, kind: str, t: datetime) -> tuple[str, str, str]:
    """A fresh value of `kind` for the moment `t`: its text, its JSON rendering and its span cue."""
    times: dict[str, Callable[[], str]] = {
        "rfc3339": lambda: rfc3339(t),
        "iso_space_z": lambda: iso_space(t) + "Z",
        "http": lambda: http_date(t),
        "py_iso": lambda: py_iso(t.replace(tzinfo=None)),
        "rfc3339_ms_off": lambda: rfc3339(t.astimezone(CEST if 4 <= t.month <= 10 else CET), 3),
        "ctime": lambda: ctime(t),
        "rfc2822": lambda: rfc2822(t.astimezone(EDT)),
        "zulu_min": lambda: zulu_min(t),
        "js_iso": lambda: js_iso(t),
        "go_nano": lambda: go_nano(t, g.small(1, 1000)),
        "go_string": lambda: go_string(t, g.small(1, 1000), f"{g.small(1, 90)}.{g.digits(9)}"),
        "windows": lambda: windows_general(t.astimezone(EDT)),
        "es_time": lambda: dmy(t.astimezone(CET)),
        "de_time": lambda: f"{dmy(t.astimezone(CET), '.')} Uhr",
        "ja_time": lambda: ja_time(t.astimezone(JST)),
        "ko_time": lambda: ko_time(t.astimezone(KST)),
        "fr_time": lambda: dmy(t.astimezone(CET), "/", True),
        "ru_time": lambda: dmy(t.astimezone(MSK), ".", True),
    }
    numbers: dict[str, Callable[[], str]] = {
        "epoch_s": lambda: str(epoch_s(t)),
        "epoch_ms": lambda: str(epoch_ms(t)),
        "epoch_us": lambda: str(epoch_us(t)),
    }
    ids: dict[str, tuple[str, Callable[[], str]]] = {
        "uuid4": ("request_id", g.uuid4),
        "uuid7": ("request_id", lambda: g.uuid7(t)),
        "ulid": ("session_id", lambda: g.ulid(t)),
        "ksuid": ("request_id", lambda: g.ksuid(t)),
        "nanoid": ("session_id", g.nanoid),
        "hex16": ("request_id", lambda: g.hex(16)),
        "hex32": ("session_id", lambda: g.hex(32)),
        "objectid": ("request_id", lambda: g.objectid(t)),
        "b64url": ("nonce", lambda: g.b64url(18)),
        "traceparent": ("trace_id", g.traceparent),
    }
    if kind in times:
        text = times[kind]()
        return text, json.dumps(text, ensure_ascii=False), "datetime"
    if kind in numbers:
        text = numbers[kind]()
        return text, text, "datetime"
    cue, make = ids[kind]
    text = make()
    return text, json.dumps(text), cue


EN_LABELS = [
    ("Desk clock", "desk_clock", "rfc3339"),
    ("Request", "request", "uuid4"),
    ("Fetched", "fetched", "http"),
    ("Session", "session", "ulid"),
    ("t0", "t0", "epoch_ms"),
    ("Trace", "trace", "traceparent"),
    ("Stamped", "stamped", "py_iso"),
    ("Chat", "chat", "nanoid"),
    ("Context time", "context_time", "rfc3339_ms_off"),
    ("Correlation", "correlation", "uuid7"),
    ("Rendered", "rendered", "ctime"),
    ("Nonce", "nonce", "b64url"),
    ("Asked at", "asked_at", "rfc2822"),
    ("Run", "run", "ksuid"),
    ("Wx clock", "wx_clock", "zulu_min"),
    ("Hop", "hop", "hex16"),
    ("Served", "served", "js_iso"),
    ("Call", "call", "objectid"),
    ("Epoch", "epoch", "epoch_s"),
    ("Moment", "moment", "go_nano"),
    ("Pulse", "pulse", "epoch_us"),
]


@dataclass
class Body:
    key: str
    lang: str
    app: str
    locale: str
    system: str
    hdr: tuple[str, str]
    user: str
    foot: str
    cue: str
    sep: str
    labels: list[tuple[str, str, str]]
    stable: tuple[str, str, str]
    tags: list[str]
    after: str
    spread: int


BODIES = [
    Body("school-station-csv", "en", "cirrus", "en-GB",
         "You are Cirrus, the helper for the Schools Weather Network. Explain station data to teachers in\n"
         "plain words and suggest simple checks a class can do.",
         ("Service: Schools Weather Network", "Channel: web"),
         "Teacher: Our station's dew point went above the air temperature on Tuesday morning. Is the\n"
         "sensor broken?\n\ntimestamp,temp_c,dewpoint_c,rh_pct,wind_ms\n2026-02-10T06:00:00Z,1.8,2.1,100,0.4\n"
         "2026-02-10T06:10:00Z,1.7,2.2,100,0.3\n2026-02-10T06:20:00Z,1.9,2.0,100,0.5\n"
         "2026-02-10T06:30:00Z,2.4,1.9,97,1.1",
         "Schools Weather Network - help desk", "Assistant:", ": ", [],
         ("Units", "units", "metric (°C, m/s)"), ["csv", "observations"], "2026-02-10 15:00", 172800),
    Body("metar-crosswind", "en", "tailwind", "en-GB",
         "You are Tailwind, a briefing helper for private pilots at the Lothian Flying Group. Explain\n"
         "weather reports; the pilot in command makes every decision.",
         ("Service: Lothian Flying Group briefing", "Channel: app"),
         "Pilot: Runway 24 at Edinburgh, gusts included, what crosswind am I looking at?\n"
         "METAR EGPH 021350Z 29022G34KT 9999 FEW030 08/01 Q0998\n"
         "TAF EGPH 021100Z 0212/0312 28020G32KT 9999 SCT030 BECMG 0218/0221 27012KT",
         "Lothian Flying Group - not an official briefing", "Assistant:", ": ", [],
         ("Aircraft", "aircraft", "PA-28-161 (max demonstrated crosswind 17 kt)"), ["metar", "taf", "aviation"], "2026-03-02 13:55", 1800),
    Body("buoy-swell", "en", "harbourwx", "en-GB",
         "You help the Portreath harbour office read offshore buoy data for small boat owners. Say what\n"
         "the numbers mean at the harbour entrance.",
         ("Service: Harbour office weather desk", "Channel: web"),
         "Boat owner: What does the long period mean for the entrance this afternoon?\n"
         "#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES\n"
         "2026 02 21 13 40 250  9.0 11.0   3.4  15.4   9.1 262 1002.1\n"
         "2026 02 21 13 10 250  8.5 10.5   3.2  14.8   8.9 260 1002.6",
         "Portreath Harbour Office", "Assistant:", ": ", [],
         ("Harbour", "harbour", "Portreath"), ["buoy_rows", "marine"], "2026-02-21 13:45", 1800),
    Body("subscription-email", "en", "stormline", "en-GB",
         "You are the Stormline alerts assistant. Help subscribers change what they receive and when.",
         ("Service: Stormline Alerts", "Channel: e-mail reply"),
         "Subscriber: I forwarded you this. How do I change the quiet hours it mentions?\n\n"
         "From: Stormline Alerts <no-reply@alerts.stormline.example>\nTo: m.okafor@example.net\n"
         "Date: Thu, 19 Feb 2026 07:02:11 +0000\n"
         "Message-ID: <20260219070211.7c1e@alerts.stormline.example>\n"
         "Subject: Your alert preferences were updated\n\n"
         "Hi Maya, your subscription now covers: Wind (amber and red), Snow and ice (all levels),\n"
         "Thunderstorms (red only). Quiet hours: 23:00-06:30. Area: Leeds LS6.",
         "Stormline Alerts - manage your subscription in the app", "Assistant:", ": ", [],
         ("Subscriber since", "subscriber_since", "2021-11-03"), ["email", "alert_subscriptions"], "2026-02-19 08:00", 259200),
    Body("wgrib2-cape", "en", "gribhelp", "en",
         "You help developers work with numerical weather prediction output files. Name the record and\n"
         "explain the inventory fields.",
         ("Service: Model data helpdesk", "Channel: api"),
         "Developer: Which of these records is surface CAPE and what lead time is it?\n"
         "1:0:d=2026022306:TMP:2 m above ground:6 hour fcst:\n"
         "2:48213:d=2026022306:UGRD:10 m above ground:6 hour fcst:\n"
         "3:97105:d=2026022306:CAPE:surface:6 hour fcst:\n"
         "4:140877:d=2026022306:APCP:surface:0-6 hour acc fcst:",
         "Model data helpdesk", "Assistant:", ": ", [],
         ("Model", "model", "gribhelp 2.3"), ["grib_inventory", "model_output"], "2026-02-23 10:00", 86400),
    Body("station-records", "en", "climatedesk", "en-GB",
         "You answer questions about the Mapledown station's climate records. Quote record values exactly.",
         ("Service: Mapledown climate desk", "Channel: web"),
         "Reporter: Did yesterday's 21.4 °C break the February record?\n\n"
         "| Month | Record high | Date | Record low | Date |\n|---|---|---|---|---|\n"
         "| January | 14.9 °C | 2003-01-31 | -16.6 °C | 1881-01-20 |\n"
         "| February | 19.7 °C | 2019-02-26 | -16.0 °C | 1895-02-11 |\n"
         "| March | 23.2 °C | 1965-03-29 | -8.3 °C | 1909-03-03 |",
         "Mapledown Observatory climate desk", "Assistant:", ": ", [],
         ("Station", "station", "Mapledown (series from 1881)"), ["markdown_table", "climate_records"], "2026-02-25 08:00", 86400),
    Body("lightning-epochs", "en", "strikecount", "en",
         "You help a sports ground apply its lightning policy: play stops when a cloud-to-ground strike\n"
         "is within 10 km and resumes 30 minutes after the last one.",
         ("Service: Ground safety desk", "Channel: web"),
         "Groundsman: How many strikes fell within the 10 km ring between 15:00 and 15:30 UTC? Times are\n"
         "epoch ns.\nepoch_ns,lat,lon,kA,dist_km\n1771945212480331000,51.62,-0.91,-24.1,8.4\n"
         "1771945498112045000,51.66,-0.88,-11.7,6.9\n1771946104933210000,51.71,-0.70,31.2,12.6\n"
         "1771946630450198000,51.58,-0.95,-18.3,9.8",
         "Ground safety desk - policy v4", "Assistant:", ": ", [],
         ("Time zone", "tz", "Europe/London"), ["csv", "epoch_ns", "lightning"], "2026-02-24 15:35", 1800),
    Body("aviso-es", "es", "meteolevante", "es-ES",
         "Eres el asistente de avisos de Meteo Levante para ayuntamientos. Responde en español, con\n"
         "frases cortas.",
         ("Servicio: Avisos municipales", "Canal: web"),
         "Técnico: ¿Qué municipios de la comarca entran en este aviso?\n\nAVISO NARANJA POR LLUVIAS\n"
         "Emitido: 03/03/2026 12:40 (hora oficial)\nVálido: 04/03/2026 00:00 - 04/03/2026 18:00\n"
         "Zona: Litoral sur de Valencia\nAcumulación: 120 mm en 12 horas\nReferencia: AV-2026-0412",
         "Meteo Levante - avisos municipales", "", ": ",
         [("Hora actual", "hora_actual", "es_time"), ("ID de solicitud", "id_solicitud", "uuid4"),
          ("Sesión", "sesion", "nanoid")],
         ("Comarca", "comarca", "La Safor"), ["warning_text", "warnings"], "2026-03-03 12:00", 21600),
    Body("stationsdaten-de", "de", "nordheide-wetter", "de-DE",
         "Du bist der Datenassistent des Wetterdienstes Nordheide für Vereine und Schulen. Antworte auf\n"
         "Deutsch.",
         ("Dienst: Stationsdaten", "Kanal: Web"),
         "Nutzer: Warum fehlt bei unserer Station die Niederschlagshöhe am 2. Februar?\n\n"
         "STATIONS_ID;MESS_DATUM;RS;RSF;SH_TAG\n04371;20260201;3.4;6;0\n04371;20260202;-999;-999;2\n"
         "04371;20260203;0.8;6;2",
         "Wetterdienst Nordheide - Datenservice", "", ": ",
         [("Aktuelle Uhrzeit", "uhrzeit", "de_time"), ("Anfrage-ID", "anfrage_id", "hex32"),
          ("Sitzung", "sitzung", "ulid")],
         ("Station", "station", "Buchholz (04371)"), ["csv", "observations"], "2026-02-04 08:00", 172800),
    Body("keihou-ja", "ja", "soramie", "ja-JP",
         "あなたは気象情報サービス「そらみえ」の案内係です。日本語で丁寧に答えてください。",
         ("サービス：そらみえ", "チャネル：アプリ"),
         "利用者：この警報はいつ解除される見込みですか？\n"
         '{"area": "石狩北部", "warning": "暴風雪警報", "発表時刻": "2026-01-27T16:21:00+09:00", '
         '"id": "W-016-0127-03"}',
         "そらみえ サポート", "", "：",
         [("現在日時", "genzai", "ja_time"), ("リクエストID", "request_id", "uuid4"),
          ("セッション", "session", "ksuid")],
         ("地域", "region", "北海道"), ["json", "warnings"], "2026-01-27 08:00", 21600),
    Body("gwancheuk-ko", "ko", "gisang-ops", "ko-KR",
         "당신은 관측소 유지보수 기록을 정리하는 도우미입니다. 한국어로 답하세요.",
         ("서비스: 관측소 유지보수", "채널: 웹"),
         "담당자: 출입시각 기록을 보면 센서 점검이 몇 분 걸렸나요?\n\n"
         "| 관측소 | 출입시각 | 퇴실시각 | 작업 |\n|---|---|---|---|\n"
         "| 서산(129) | 2026-02-12 10:05 | 2026-02-12 10:47 | 우량계 청소 |\n"
         "| 서산(129) | 2026-02-12 10:52 | 2026-02-12 11:20 | 풍향계 교정 |",
         "관측소 유지보수 지원", "", ": ",
         [("현재 시각", "now", "ko_time"), ("요청 ID", "request_id", "uuid7"), ("세션", "session", "hex32")],
         ("관측소", "station", "서산(129)"), ["markdown_table", "observations"], "2026-02-12 03:00", 86400),
    Body("agromet-fr", "fr", "vignoble-meteo", "fr-FR",
         "Tu conseilles les viticulteurs du Vignoble nantais à partir des bulletins agrométéo. Réponds en\n"
         "français.",
         ("Service : Conseil viticole", "Canal : web"),
         "Viticulteur : Faut-il traiter contre le mildiou d'après ce bulletin ?\n\n"
         "Bulletin agrométéo - Vignoble nantais\nDate d'émission : 12/05/2026 à 10 h 00\n"
         "Pluie prévue : 18 mm du 13/05 au 15/05\nRisque mildiou : élevé (contaminations probables le 14/05)\n"
         "Réf. : BA-44-2026-019",
         "Conseil viticole - Vignoble nantais", "", " : ",
         [("Heure actuelle", "heure", "fr_time"), ("ID de requête", "id_requete", "uuid4"),
          ("Session", "session", "b64url")],
         ("Appellation", "appellation", "Muscadet Sèvre et Maine"), ["agromet_bulletin", "agricultural"], "2026-05-12 09:00", 86400),
    Body("agrobulletin-ru", "ru", "agromet-tambov", "ru-RU",
         "Ты агрометеоролог-консультант для хозяйств Тамбовской области. Отвечай по-русски.",
         ("Сервис: Агроконсультант", "Канал: веб"),
         "Агроном: Когда по этому бюллетеню можно начинать сев яровых?\n\n"
         "Агрометеорологический бюллетень № 14\nДата выпуска: 10.04.2026\n"
         "Температура почвы на глубине 10 см: 6-8 °C\nЗапасы продуктивной влаги: 28 мм\n"
         "Ожидаются заморозки до -3 °C в ночь на 13.04",
         "Агроконсультант Тамбов", "", ": ",
         [("Текущее время", "now", "ru_time"), ("ID запроса", "request_id", "hex32"),
          ("Сессия", "session", "uuid4")],
         ("Район", "district", "Тамбовский"), ["agromet_bulletin", "agricultural"], "2026-04-10 06:00", 172800),
]


def _field(body: Body, where: str, label: str, key: str, text: str, jtext: str) -> str:
    if where == "yaml":
        return f"{key}: {text}"
    if where == "json":
        return f'"{key}": {jtext},'
    if where == "xml":
        return f'{key}="{text}"'
    return f"{label}{body.sep}{text}"


def _render(body: Body, where: str, field_text: str) -> str:
    f = field_text
    lines: list[str] = []
    if where == "yaml":
        lines += ["---", f"app: {body.app}", f, f"locale: {body.locale}", "---"]
    if where == "head":
        lines.append(f)
    if where == "xml":
        lines.append(f'<ctx app="{body.app}" {f} locale="{body.locale}"/>')
    if where == "json":
        lines.append(f'{{"app": "{body.app}", {f} "locale": "{body.locale}"}}')
    lines.append(body.system)
    if where == "sys_tail":
        lines.append(f)
    lines.append(body.hdr[0])
    if where == "header":
        lines.append(f)
    lines += [body.hdr[1], "", body.user]
    if where == "after_user":
        lines.append(f)
    if where == "footer":
        lines += ["", "--", f, body.foot]
    if body.cue:
        lines.append(body.cue)
    return "\n".join(lines)


def _plan(k: int) -> list[str]:
    return [POSITIONS[(3 * k + j) % len(POSITIONS)] for j in range(3)]


def generated_positives(g: Gen) -> list[Draft]:
    out = []
    en = 0
    for k, body in enumerate(BODIES):
        for j, where in enumerate(_plan(k)):
            if body.labels:
                label, key, kind = body.labels[j]
            else:
                label, key, kind = EN_LABELS[en % len(EN_LABELS)]
                en += 1
            text, jtext, cue = _value(g, kind, near(g, body.after, spread=body.spread))
            marked = _render(body, where, v(cue, _field(body, where, label, key, text, jtext)))
            out.append(Draft(marked, f"{SRC}gen:{body.key}:{where}:{key}",
                             ["generated", f"pos:{where}", f"kind:{kind}", *body.tags, *lang_tags(body.lang)]))
    return out


def generated_negatives() -> list[Draft]:
    out = []
    for k, body in enumerate(BODIES):
        where = _plan(k)[1]
        label, key, text = body.stable
        marked = _render(body, where, _field(body, where, label, key, text, json.dumps(text, ensure_ascii=False)))
        out.append(Draft(marked, f"{SRC}gen-neg:{body.key}:{where}:{key}",
                         ["generated", "hard_negative", f"pos:{where}", "stable_value", *body.tags,
                          *lang_tags(body.lang)]))
    return out


# --- assembly --------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = pasted_negatives() + lookalike_negatives() + generated_negatives()
    return make_holdout.assemble("hold117", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
