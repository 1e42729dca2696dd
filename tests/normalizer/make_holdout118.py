"""Build `prompt_normalizer/corpus/holdout118.jsonl`, a hundred-and-eighteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout118.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout112.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (satellite,
spacecraft, ground station, ground segment, orbit, TLE, NORAD, CCSDS, telecommand, uplink and downlink,
launch, spectrum, ITU, FCC, imagery, tasking, ISS, cubesat, drone, Iridium and Inmarsat, NOTAM) and the
passages around the hits (for make_holdout7, make_holdout18 and make_holdout39 the whole paragraphs
that hold them), with the docstring of `make_holdout112.py` read in full; of
`make_holdout112.py` also its import block and its last 150 lines, for the structure of a generator;
and `pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the generators'
names.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the
docs and bench folders or the git history; the generators numbered 113 to 120, written at the same
time, were not read. The corpus was checked only against the machinery of `make_holdout.py` (every
`expected` is what `expected_of` computes, every span is found in its input at its offsets, spans are
single lines, inputs are unique, the build is deterministic).

The domain is satellite operations and space ground segments: pass scheduling and ground stations,
telemetry and command, orbit determination and TLEs, payload tasking and imagery orders, anomaly
reports, launch manifests, and spectrum and licensing. The earlier docstrings name neighbours of it:
above all space and satellite operations in make_holdout18 (a ground-station scheduler with a CCSDS
day-of-year clock, conjunction screening runs and relayed conjunction data messages, a beacon decode
job, a launch range console's day-of-year clock, a launch notice, an amateur satellite station,
space-weather prompts, fleet dashboards, telemetry API envelopes, a ground segment's traceparent and
tracestate, reentry briefings, station bookings with a canary, a cubesat team's chat; and as hard
negatives CDMs, OEM headers, launch hazard warnings, network observation pages, decoded beacons, AX.25
frames, telemetry CSVs, anomaly reports, launch windows, CCSDS packet headers, mission timelines,
space-weather alerts, conjunction e-mails, readiness minutes and coordination letters) and in
make_holdout7 (a CCSDS day-of-year "current UTC", a ground-station YAML block; TLEs, pass predictions
and an OPM header as content); satellite backhaul in make_holdout39 (a VSAT hub's modem status, a
teleport context built at Go's `time.Now().String()`, a LEO gateway schedule, rain fade advice, a
backhaul NOC, a link budget); ISS passes in amateur astronomy (make_holdout14); amateur radio and GNSS
reference stations (make_holdout10); drones and airspace authorisations (make_holdout11,
make_holdout45); Iridium SBD e-mails and Argos output in wildlife tracking (make_holdout64) and
Inmarsat C in fleet tracking (make_holdout46). The scenarios here were written around them: no CCSDS
day-of-year clock in any form, no conjunction screening, CDM, OPM or OEM, no beacon, AX.25 frame or
amateur station, no space weather, no reentry, no range console or launch hazard notice, no station
booking with a canary, no fleet dashboard or telemetry API envelope, no VSAT, teleport modem, LEO
gateway or rain fade, no ISS or pass prediction from a TLE, no Go `time.Now().String()` context line
in a hand-written case; trace context appears only on an imagery delivery helper, TLEs only as
element sets compared, sanity-checked, dated or explained, and telemetry CSVs and anomaly reports, as
in make_holdout18, only as the user's own material, here in shapes of their own (a fenced housekeeping
export, a report at the very head, a Japanese NCR, a French rapport, a Ukrainian akt). The sources
are:

* pass scheduling and ground stations: a ground-station-as-a-service booking desk (`Date` in RFC 1123,
  UUID `X-Request-ID`; `Host`, `Accept-Language` and `X-Mission` stay) over contact windows the operator
  copied; antenna status "read from the station M&C at <time> for this request" (the antennas and
  their maintenance windows stay); YAML front matter of a contact deconfliction run (naive
  `isoformat()` `generated_at`, UUIDv7 `plan_run`; `horizon_h` stays); a Llama 3 system header (`Today
  Date` moves, `Cutting Knowledge Date` stays); a station console's XML attributes (`clock` in Windows
  general form, nanoid `session`; station, shift and mode stay); a Gemma user turn ending with
  `Station clock:` in Alaska time before `<end_of_turn>`; Norwegian (`Nåtid:` with `kl.`, UUID
  `Økt-ID:`), Chilean Spanish (`Hora local de la estación:` with `(UTC-03:00)`, hex `ID de
  solicitud:`), Japanese (`現在時刻：`, ULID `セッションID：`) and Hindi (`वर्तमान समय:` in Devanagari digits,
  UUID `अनुरोध आईडी:` after the operator's message) desks;
* telemetry and command: a ChatML system turn with `Now:` in Go RFC3339Nano next to a limits line (the
  frame the user pastes keeps its `frame_time`); a pretty JSON head over a flight procedure review
  (UUIDv7 `request_id`, `requested_at_ms`; tool and mission stay, the procedure's revision date stays);
  Datadog trace and parent ids over a telecommand stack check; telemetry "pulled from the archive at
  <time> (query <KSUID>) for this request" (the rows stay); a B3 single header between `X-Mission` and
  `X-Client`; a Mistral `[INST]` turn whose last line is `Console time:` in .NET round-trip form before
  `[/INST]`; gRPC metadata with the made-up `x-received-ns`; German (`Aktuelle Zeit (UTC):`, nanoid
  `Sitzungs-ID:`), French (`Horodatage de la requête :`, UUID `Identifiant de corrélation :` at the
  tail), Russian (`Текущее время:` with a genitive month and `МСК`, hex `ID запроса:`) and Korean (12-hour
  `현재 시각:`, UUIDv7 `요청 ID:`) desks;
* orbit determination and TLEs: a Semantic Kernel current-time sentence inside the system paragraph of
  an OD explainer (the batch summary stays); a logfmt footer `orbitdesk build=3.9.2 served_at=<Log4j>
  call=<hex> region=eu` under two pasted TLEs; a manoeuvre planner's markdown table (ObjectId `Planner
  session`, JavaScript `toString()` `Opened`; spacecraft and propellant stay); a Phi-3 system turn with
  `Request time:` in asctime form over a TLE to sanity-check; `Solve started:` (Python `str()`) and
  KSUID `Solve id:` over a covariance realism check (the estimator line stays); Italian (`Data e ora:`
  with `ore`, upper-case UUID), Chinese (`当前时间：`, ObjectId `请求编号：`) and Greek (`Τρέχουσα ημερομηνία
  και ώρα:`, hex) desks;
* payload tasking and imagery orders: Stripe `Request-Id: req_...` and `Idempotency-Key` on an imagery
  checkout (`Stripe-Version` and the `cus_` customer stay); `CF-Ray` at the very end of an archive search
  helper (`CF-IPCountry` stays, the search results stay); a message envelope's XML attributes (`msg`
  UUID, `sent` in RFC 3339 with microseconds; `channel` stays) around a tasking form that stays; a
  feasibility desk's JWT `session_token`; an order e-mail writer's footer `Rendered by orderdesk 2.4 ·
  <UUIDv7> · <RFC 3339>`; acquisition opportunities "computed at <time> for this request"; a Slack
  delivery bot's `Message ts`; `traceparent` and `tracestate` at the head of a delivery failure
  explainer (the customer's delivery log stays); Brazilian Portuguese (`Agora:` with `às 08h18`, KSUID
  `Sessão:`), Arabic (`الوقت الحالي:` in Arabic-Indic digits, UUID), Thai (Buddhist-era `วันเวลาปัจจุบัน:`,
  nanoid) and Vietnamese (`Thời điểm yêu cầu:` time before date, hex `Mã phiên:`) desks;
* anomaly reports: `sentry-trace` and `baggage` at the tail of a report drafter; an AutoGen-style
  `Current date and time:` (Python `str()`); a relay envelope in pretty JSON whose `delivery.id` and
  `delivery.sent_at` move while `attempt` and the anomaly record (with its `detected_at`) stay; an
  anomaly review board mailbox header (`Pulled into ARB queue:` in RFC 850, base64url `Queue item:`)
  over a contractor's e-mail whose `Date` and `Message-ID` stay; a ReAct trace whose `get_current_time`
  observation is single-line JSON (`"now"` moves, `"tz"` stays); Ukrainian (`Час запиту:` with `о`,
  UUIDv7), Hebrew (day-first `זמן נוכחי:`, hex `מזהה סשן:`) and Turkish (`Şu anki zaman:` with `(TSİ)`, KSUID)
  desks;
* launch manifests: `X-Correlation-ID` (hex) and the made-up `Request-Received` (RFC 1123) over the
  customer's manifest rows (`Portal-Version` stays); a CrewAI `Current Date:` between blank lines of a
  separation sequence task; a DSPy `now_utc` field whose RFC 3339 value sits on its own line; a
  single-line JSON head of a questionnaire checker (ULID `corr`, `toISOString()` `at`; `svc` and `lang`
  stay; the questionnaire's own date stays); an HTML comment `req=<hex> t=<epoch s> tpl=integration-v2`
  over an integration schedule; Polish (`Data i godzina:` with `godz.`, nanoid `Identyfikator
  sesji:`), Rioplatense Spanish (day-first `Fecha y hora actual:`, UUID `Sesión:`) and Indonesian
  (`Waktu sekarang:` with `WIB` and a dotted time, hex) desks;
* spectrum and licensing: an ITU filing helper's nested YAML session (`id` UUID and `opened` with a
  +03:00 or +02:00 offset move; `channel` and `administration` stay); B3 multi headers (`X-B3-TraceId`,
  `X-B3-SpanId`; `X-B3-Sampled` stays) over an earth station licensing question; an interference desk
  (`Desk clock:` in Windows general form, base62 `Ticket session:`; the operator line stays); a GCP
  `X-Cloud-Trace-Context` in a licence conditions explainer; a spectrum monitoring explainer with
  `ingest_ts:` as `time.time()` seconds with a fraction (`source` stays); Dutch (dashed day-first
  `Huidige tijd:`, UUID `Verzoek-ID:`), Czech (`Čas dotazu:` in `28. 5. 2026 21:47` form, ULID `ID
  relace:`) and Swedish (`Tid just nu:` with `kl. 13.18`, ULID `Sessions-id:`) desks;
* the generated family: one program field at eight positions (head, system tail, header block between
  `Mission:` and `Channel:`, after the user's message, footer after `--` above a stable line, YAML
  front matter, a single-line JSON member between stable members, an XML attribute before a stable
  one) of 13 bodies, each with a pasted record of its own that stays (a contact booking JSON opening
  with a UUIDv7 `id` and `created_at`, a housekeeping CSV whose first column is `timestamp`, a TLE, a
  supplier e-mail with `Date` and `Message-ID`, an imagery order confirmation with `Placed`, a manifest
  table with ship and launch dates, a licence grant with grant and expiry dates, command logfmt with
  `ts=`, a Spanish pass report CSV with `inicio`, a Portuguese order with `Criado em`, a Russian
  telemetry journal with `время=`, Japanese OD JSON with `作成日時`, a Hindi schedule table with `दिनांक`);
  the field is drawn from 32 formats and labels; 28 appear under their English and made-up labels
  (`Station time`, `Date`, `Ops clock`, `Now`, `Assembled` with Go `time.Now().String()`, `clientTime`,
  `Desk time`, `Asked at`, `Pass desk clock`, `Today`, `Ops week day`, `Epoch`, `t0`, `Recv ns`, `Rx us`,
  `Relayed`, `Ground time`, `Request`, `Call`, `traceparent`, `b3`, `Session`, `Console session`, `Run`,
  `Nonce`, `Correlation`, `Stripe-Request-Id`, `Message ts`), written as a header line, a YAML key, a
  JSON member or an XML attribute; where a current-time field fell on a line position of a non-English
  body (four cases) it is written under the label and in the form of that body's language (`Текущее
  время`, `現在時刻`, `वर्तमान समय`).

The negatives: 50 pasted records in many placements (question above, question below, on both sides,
behind a lead-in such as "My colleague sent me this from the station M&C", "Here is the invoice we got
from the ground network", "The launch provider sent this:", "Me llegó este correo del turno:", "Das
steht im Schichtbuch der Station von heute Nacht:", "지상국에서 이런 예약 확인 메일이 왔어요:", an earlier user
turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a
ReAct observation from a scene lookup, fenced, quoted with `>`, indented, at the very head, at the very
end): a contact confirmation e-mail with `Date`, `Message-ID` and a `ctc_` ULID, station M&C syslog
lines, two TLEs asked which is newer, an OD report in an earlier turn, a housekeeping CSV, a command
history in the handover, an anomaly report at the head, anomaly review board minutes, a manifest with
its issue date, a separation timeline with its L time, an ICD revision, an ITU filing status with its
date of receipt and BR IFIC, a licence grant with month-first dates, interference ticket lines with
bracketed times, an imagery order JSON opening with a UUIDv7 `id` and `created_at` asked about its
times, a STAC item with `datetime` and `created`, a tasking webhook with `X-Skyframe-Webhook-Id`,
`-Timestamp` and `-Signature` pasted to debug its age, `curl -v` output with `date` and `x-request-id`,
a TLE ingest traceback with its `request_id`, a post-pass report, a catalogue record with `LAUNCH` and
`DECAY`, a ground network invoice with a `cus_` id, a monitoring CSV of epochs asked about, a Slack
export with `ts`, a launch campaign daily report, imagery portal nginx lines, a time-tagged command
load in fenced YAML, a propellant table; and in other languages a Spanish pass e-mail with `Fecha:`, a
French rapport d'anomalie, a German Schichtbuch, an Italian order confirmation, a Portuguese pass
report, a Dutch vergunning, a Polish integration schedule, a Russian session journal in an earlier
turn, a Ukrainian akt, a Greek station e-mail with `Ημερομηνία:` and `Message-ID`, an Arabic invoice in
Arabic-Indic digits, a Hebrew e-mail with `Message-ID`, a Hindi campaign schedule, a Thai Buddhist-era
receipt, a Chinese pass plan table with `开始时间`, a Japanese NCR with `発生日時`, a Korean booking
confirmation with `일시`, a Turkish frequency assignment, Vietnamese meeting minutes as a RAG document,
an Indonesian pass report with `WIT`, a Czech invoice and a Norwegian shift log. 39 look-alikes and
asked values (a prompt revision with a ground network, a Llama 3 header with only its cutoff, an
`X-Api-Version` header, a ChatML cutoff and price-list date, site hours and phone, imagery prices,
NORAD and COSPAR ids with a launch date, a licence fee IBAN, firmware SHA-256 digests, unrendered
`{{current_utc}}` and `{{request_id}}`, a ULID and a frame-header epoch the user asks about, few-shot
TLE epochs, a CalVer build, stable front matter, station XML attributes with a commissioning date, an
HTML comment revision, a footer's terms revision, a customer-since table, a staging prompt with
`Current time:` and `Session:` pasted for review, the user's own clock, relative pass times, a GPS
week and time of week, frequencies; and in other languages a German FAQ's `Stand:`, a Japanese
regulation's revision date, an unrendered Spanish template, French visiting hours, Korean prices,
Arabic hours and phone, a Chinese version with its release date, Portuguese relative times, Greek
dates in prose, a Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew date arithmetic, a Thai
customer id and a Russian UUID asked about), two plain controls, and 13 generated hard negatives: the
family's bodies with one stable value (knowledge cutoff, API version, prompt revision, NORAD id, COSPAR
id, launch date, licence, time zone, station hours, build, tenant, customer since, ground network) at
a position the family's positives use.

What it is: 205 prompts. 101 carry volatile fields (147 spans): 65 hand-written positives (111 spans;
46 with two fields) and 36 generated ones. 104 carry none: 50 pasted records, 39 look-alikes, two
plain controls and 13 generated hard negatives. 78 prompts (about three in eight) are in a language
other than English (23 languages: Spanish, Portuguese, Japanese, Hindi, Russian, German, French,
Korean, Chinese, Greek, Arabic, Thai, Hebrew, Turkish, Polish, Norwegian, Italian, Vietnamese,
Ukrainian, Indonesian, Dutch, Czech, Swedish; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Thai, Han, Japanese, Hangul). The output is deterministic (seeded, fixed base datetimes);
once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, document
and record dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, device
clocks, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Space and ground segment records are content wherever they sit and however they open: TLEs and their
  epochs, AOS and LOS times, contact ids, pass reports, frame times, telemetry rows, command logs and
  time tags, OD arcs and batch ids, anomaly report numbers and their occurrence and detection times,
  board minutes, manifest rows, ship, integration and launch dates, T+ times, ICD revisions, ITU dates
  of receipt and BR IFIC numbers, licence grant and expiry dates, call signs, order numbers, scene ids
  that embed their acquisition time, STAC `datetime` and `created`, invoice periods, capture epochs,
  `created_at`, `作成日時`, `inicio`, `Criado em`, `время=`, `दिनांक`, also when the program fetched them
  for this request (the antenna status, the archive pull, the acquisition opportunities, a scene lookup
  observation). Only the program's stamp and the ids minted for the request, session, run, query,
  message, delivery or queue item move.
* Missions, spacecraft, NORAD and COSPAR ids, launch dates, administrations, stations, shifts, ground
  networks, tenants, `cus_` customers, contracts, licences, `X-Mission`, `Portal-Version`,
  `Stripe-Version`, sampling flags, `horizon_h`, `source`, `tpl=`, `build=` and `region=` are the same for
  every request and stay.
* A relayed anomaly record moves its envelope (`delivery.id`, `delivery.sent_at`) and keeps `attempt`
  and the record; a tasking form's message envelope moves `msg` and `sent` and keeps `channel` and the
  form. The same kind of webhook headers pasted by a user to debug a rejection stay whole.
* A clock read for this request is the current time in any form and under any label: a station
  console's `clock`, `Station clock`, `Desk clock`, `Console time`, the M&C read time, a
  `get_current_time` observation's `now` (its `tz` stays). Times an operator or customer types (AOS at
  02:51, a pass at 06:40, "klokka 02:14") stay.
* Spans follow rule 3: "at <time>" is cut with its preposition where the cut leaves a sentence ("Antenna
  status read from the station M&C for this request:"), a parenthesised query id with its parentheses;
  the Semantic Kernel sentence is an inline span; XML attributes and `key=value` pairs are followed by a
  stable neighbour; single-line JSON members are cut with the comma after them; volatile members of
  pretty JSON are never the last member of their object; header lines, YAML keys (also nested), markdown
  rows, footer lines, the Sentry `baggage` line (it carries the trace id), the DSPy value alone on its
  line and a line holding one field in any script (also with a full-width colon or a space before the
  colon) are whole-line spans; a field that shares its line with a template token (`<end_of_turn>`,
  `[/INST]`, `<|end|>`) is cut out of it, and footer values are cut without their `·` separators.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Review:`, `Verdict:`, `Severity:`,
  `Findings:`, `Thought:`, `Summary:`, `Assessment:`, `Courier:`, `assistant:`) or a chat template's reply
  header on a line of its own (ChatML, and Llama 3 with the header put on its own line) end positives;
  Gemma, Phi-3 and Mistral positives end with the closed user turn, and prompts in other languages end
  with the user's message or with the metadata after it.
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
    DAYS_LONG,
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

SEED = 20261204118
SRC = "hold118:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout118.jsonl"

AKST = timezone(timedelta(hours=-9), "AKST")
AKDT = timezone(timedelta(hours=-8), "AKDT")
MAGT = timezone(timedelta(hours=-3), "-03")
ART = timezone(timedelta(hours=-3), "ART")
BRT = timezone(timedelta(hours=-3), "BRT")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
CST_CN = timezone(timedelta(hours=8), "CST")
AWST = timezone(timedelta(hours=8), "AWST")
KST = timezone(timedelta(hours=9), "KST")
HST = timezone(timedelta(hours=-10), "HST")
TRT = timezone(timedelta(hours=3), "TRT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
IL_WINTER = timezone(timedelta(hours=2), "IST")
IL_SUMMER = timezone(timedelta(hours=3), "IDT")
SAST = timezone(timedelta(hours=2), "SAST")

RU_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
          "ноября", "декабря"]
EL_GEN = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
          "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
             "november", "december"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]


def seasonal(g: Gen, winter: timezone, summer: timezone) -> datetime:
    """A moment in a zone with summer time from April to October."""
    t = g.moment()
    return t.astimezone(summer if 4 <= t.month <= 10 else winter)


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def dmy(t: datetime, sep: str = "/", seconds: bool = True) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def mdy(t: datetime) -> str:
    return f"{t.month:02d}/{t.day:02d}/{t.year} {t:%H:%M:%S}"


def native_digits(s: str, zero: int) -> str:
    return s.translate({ord("0") + i: chr(zero + i) for i in range(10)})


ARABIC_INDIC, DEVANAGARI, THAI = 0x0660, 0x0966, 0x0E50


def slack_ts(g: Gen, t: datetime) -> str:
    return f"{epoch_s(t)}.{g.digits(6)}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def b3_single(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


def stripe_req(g: Gen) -> str:
    return "req_" + g.b62(14)


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


# --- hand-written positives --------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(text, f"{SRC}pos:{source}", [*tags, *extra])


# pass scheduling and ground stations


@pos
def _gsaas_booking_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Host: book.orbitline-ground.example
Accept-Language: en-US,en;q=0.8
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
X-Mission: HALCYON-2

You are the booking assistant of Orbitline Ground, a ground-station-as-a-service network. Help mission
operators reserve X-band and S-band contacts. Never confirm a booking yourself; hand back a draft for the
operator to submit.

Available windows the operator copied from the portal:
| Station  | AOS (UTC)            | LOS (UTC)            | Max el. | Band |
|----------|----------------------|----------------------|---------|------|
| SVB-3    | 2026-05-19 07:41:12  | 2026-05-19 07:52:40  | 61.2    | X    |
| AWR-1    | 2026-05-19 09:17:05  | 2026-05-19 09:26:51  | 23.8    | X/S  |
| PTA-2    | 2026-05-19 13:02:33  | 2026-05-19 13:12:09  | 47.5    | S    |

Operator: We need at least 9 minutes of X-band above 30 degrees. Which window do I book?
Assistant:""", "pass:gsaas-booking", ["header_block", "http_date", "uuid", "stable_neighbours", "pasted_table"])


@pos
def _antenna_status_at(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You are the duty assistant for the Nordkapp polar station. Answer questions about antenna
availability for the next 24 hours and say which antenna the operator should fall back to.

Antenna status read from the station M&C {v('datetime', 'at ' + rfc3339(t))} for this request:
NK-A1 13.0 m  X/S   OPERATIONAL
NK-A2 7.3 m   S     MAINTENANCE  window 2026-06-02 08:00Z to 2026-06-02 14:00Z (bearing grease, WO-4471)
NK-A3 11.0 m  X/Ka  DEGRADED     Ka tracking receiver on backup since 2026-05-29

Question: Can NK-A2 support the 10:40Z contact for SENTRA-4 tomorrow?
Answer:""", "pass:antenna-status", ["inline_phrase", "rfc3339", "offset", "fetched_block_stays"])


@pos
def _contact_plan_front_matter(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""---
planner: contact-deconflict
{v('datetime', 'generated_at: ' + py_iso(t))}
{v('run_id', 'plan_run: ' + g.uuid7(t))}
horizon_h: 48
---
Deconflict the contact requests below. Two spacecraft cannot share an antenna, and each antenna needs
six minutes between contacts to re-point. Keep the highest priority first and say what you dropped.

REQ-118  TERRA-NOVA-1  KIR-2  2026-08-11 04:12-04:23  prio 1
REQ-119  LUMA-7        KIR-2  2026-08-11 04:25-04:34  prio 2
REQ-120  LUMA-7        KIR-3  2026-08-11 04:25-04:34  prio 3
REQ-121  PERSEA        KIR-2  2026-08-11 04:40-04:51  prio 1""", "pass:contact-plan", ["front_matter", "python_isoformat", "uuid7", "stable_neighbours"])


@pos
def _llama3_today(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_date(t))}

You help a small university team plan ground passes for their 3U CubeSat from a single UHF station.
Explain elevation masks and pass geometry in plain words.<|eot_id|><|start_header_id|>user<|end_header_id|>

Our station has trees to the north up to about 15 degrees. Should we set the mask to 15 or just ignore
passes that peak below 20?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""", "pass:llama3", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _console_xml_attrs(g: Gen) -> Draft:
    t = g.moment(SAST)
    return P(f"""<console station="HBK-2" shift="B" {v('datetime', 'clock="' + windows_general(t) + '"')} {v('session_id', 'session="' + g.nanoid() + '"')} mode="auto"/>
You assist the shift operator at the Hartbeeshoek station. Suggest the checklist step, never skip the
RF safety step, and keep answers under five lines.

Operator: The LNA temperature on the 12 m dish reads 41 C, limit is 45 C. Do I continue the pass?
Assistant:""", "pass:console-xml", ["xml_attr", "windows_datetime", "nanoid", "two_in_line", "head"])


@pos
def _gemma_station_clock(g: Gen) -> Draft:
    t = seasonal(g, AKST, AKDT)
    return P(f"""<start_of_turn>user
You are the pass planning helper for the Fairbanks commercial antenna farm. Reply in short bullet points.

We have a LEO contact that starts 3 minutes after a previous customer's LOS on the same 11 m antenna.
Is that enough for the antenna to re-point from south-east to north-west?
{v('datetime', 'Station clock: ' + f'{t:%Y-%m-%d %H:%M:%S} {t.tzname()}')}<end_of_turn>""", "pass:gemma", ["chat_template", "gemma", "last_user", "iso_space_zone", "template_token_line"])


@pos
def _norwegian_polar_desk(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', 'Nåtid: ' + f'{t.day:02d}.{t.month:02d}.{t.year} kl. {t:%H:%M}')}
{v('session_id', 'Økt-ID: ' + g.uuid4())}
Du er vaktassistenten ved bakkestasjonen på Svalbard. Svar kort og på norsk, og henvis til
stasjonsleder ved tvil om sikkerhet.

Operatør: Det er meldt kraftig snøfokk i natt. Skal vi parkere antennene i stow før eller etter passet
klokka 02:14?""", "pass:no-desk", ["head", "header_block", "dotted_datetime", "uuid", "non_latin_letters"], "no")


@pos
def _chilean_station(g: Gen) -> Draft:
    t = g.moment(MAGT)
    return P(f"""Eres el asistente de operaciones de la estación terrena de Punta Arenas. Responde en español y
con pasos numerados.
{v('datetime', 'Hora local de la estación: ' + dmy(t) + ' (UTC-03:00)')}
{v('request_id', 'ID de solicitud: ' + g.hex(32))}

Operador: El viento llegó a 78 km/h y el límite de seguimiento de la antena de 9 m es 72 km/h. ¿Qué hago
con el pase de las 06:40?""", "pass:es-cl-station", ["system_tail", "day_first", "hex32"], "es")


@pos
def _japanese_booking(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(f"""{v('datetime', '現在時刻：' + f'{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分')}
{v('session_id', 'セッションID：' + g.ulid(t))}
あなたは地上局ネットワークの予約窓口アシスタントです。丁寧な日本語で、予約の変更手順を説明してください。

利用者：来週火曜日の勝浦局のパスを、同じ日の別のパスに変更できますか？""", "pass:ja-booking", ["head", "header_block", "japanese_datetime", "ulid", "fullwidth_colon"], "ja")


@pos
def _hindi_tracking(g: Gen) -> Draft:
    t = g.moment(IST)
    clock = native_digits(f"{t.day:02d}-{t.month:02d}-{t.year} {t:%H:%M}", DEVANAGARI)
    return P(f"""आप ग्राउंड स्टेशन ट्रैकिंग डेस्क के सहायक हैं। ऑपरेटर को सरल हिंदी में जवाब दें।

ऑपरेटर: लखनऊ स्टेशन पर आज रात के पास में डॉप्लर सुधार फ़ाइल लोड नहीं हुई। क्या मैं पिछली फ़ाइल से काम चला सकता हूँ?
{v('datetime', 'वर्तमान समय: ' + clock + ' IST')}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}""", "pass:hi-tracking", ["last_user", "tail", "devanagari_digits", "uuid"], "hi")


# telemetry and command


@pos
def _chatml_limits(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|im_start|>system
You review housekeeping telemetry for the PERSEA spacecraft. Flag values outside the limits table and
say whether the flight controller should page the on-call engineer.
{v('datetime', 'Now: ' + go_nano(t, g.small(1, 1000)))}
Limits: BATT_V 26.0-33.6 V, OBC_TEMP -10-55 C, RW2_SPEED -5000-5000 rpm<|im_end|>
<|im_start|>user
Last frame from the 14:02Z pass:
BATT_V=25.7 OBC_TEMP=38.1 RW2_SPEED=4870 MODE=NOMINAL frame_time=2026-07-21T14:06:44Z<|im_end|>
<|im_start|>assistant
""", "tmtc:chatml-limits", ["chat_template", "chatml", "go_rfc3339nano", "pasted_frame_stays"])


@pos
def _procedure_review_json(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{{
  "tool": "procedure-review",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"requested_at_ms": ' + str(epoch_ms(t)) + ',')}
  "mission": "HALCYON-2"
}}
Review this flight procedure for missing verification steps. Each command that changes a mode must be
followed by a telemetry check. Quote the step numbers.

FOP-PWR-012 rev C (2025-11-04) "Heater group B enable"
10  CMD  PWR_SW_SET HTR_B ON
20  WAIT 10 s
30  CMD  THERM_SET HTR_B_SETPOINT 12.0
40  VERIFY THERM.HTR_B_SP == 12.0
Review:""", "tmtc:procedure-json", ["json_block", "uuid7", "epoch_ms", "head", "procedure_rev_stays"])


@pos
def _datadog_command_gateway(g: Gen) -> Draft:
    return P(f"""[cmd-gateway] upstream headers
{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1

You check telecommand stacks before they go to the uplink queue. Reject a stack when a hazardous command
is not preceded by its arm command, and explain in one line.

Stack:
1 PROP_ARM THR_GRP_A
2 PROP_FIRE THR_GRP_A DUR=1.20
3 PROP_SAFE THR_GRP_A
4 PL_POWER CAM_MAIN ON
Verdict:""", "tmtc:datadog", ["head", "header_block", "datadog", "decimal_id", "stable_neighbours"])


@pos
def _archive_pull_phrase(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You help the LUMA-7 flight dynamics and operations team read telemetry trends. Use only the data given.

Telemetry pulled from the archive {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(query ' + g.ksuid(t) + ')')} for this request:
2026-09-02T03:00Z  SA_CURRENT_A=7.91  BATT_SOC=0.94
2026-09-02T04:00Z  SA_CURRENT_A=7.88  BATT_SOC=0.95
2026-09-02T05:00Z  SA_CURRENT_A=6.12  BATT_SOC=0.93
2026-09-02T06:00Z  SA_CURRENT_A=6.09  BATT_SOC=0.91

Question: Is the drop at 05:00 a string failure or just the eclipse season starting?
Answer:""", "tmtc:archive-pull", ["inline_phrase", "rfc3339", "ksuid", "parenthesised_id", "fetched_block_stays"])


@pos
def _b3_uplink(g: Gen) -> Draft:
    return P(f"""You are the uplink planner's assistant for the SENTRA constellation. Convert the operator's plain
request into a time-tagged command list, one command per line, and never add commands they did not ask for.
X-Mission: SENTRA
{v('trace_id', 'b3: ' + b3_single(g))}
X-Client: uplink-planner/2.8.1

Operator: For SENTRA-3, switch the payload to standby 30 s before the eclipse entry at 11:42:10Z and
back to imaging 60 s after the exit at 12:17:55Z.
Assistant:""", "tmtc:b3", ["system_tail", "header_block", "b3_single", "stable_neighbours"])


@pos
def _mistral_safe_mode(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<s>[INST] You are the on-call helper for the ARCTURUS-1 mission. When the spacecraft enters safe
mode, list the first five recovery steps from the contingency handbook section 4 and nothing else.

The spacecraft dropped to SAFE_SUN at the start of the last pass. Event log shows WDT_RESET on the OBC
and the reaction wheels spun down. What do we do first?
{v('datetime', 'Console time: ' + dotnet_o(t, g.small(0, 10)))} [/INST]""", "tmtc:mistral", ["chat_template", "mistral", "dotnet_roundtrip", "template_token_line"])


@pos
def _german_control_centre(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{v('datetime', 'Aktuelle Zeit (UTC): ' + f'{t.day:02d}.{t.month:02d}.{t.year} {t:%H:%M:%S}')}
{v('session_id', 'Sitzungs-ID: ' + g.nanoid())}
Du unterstützt die Flugleitung im Kontrollzentrum bei der Telemetrieauswertung. Antworte auf Deutsch,
sachlich und mit Verweis auf das Betriebshandbuch.

Frage: Der Sternsensor 2 meldet seit dem letzten Kontakt STR_BLIND. Müssen wir die Lageregelung auf
Sternsensor 1 umschalten oder reicht es, den Sonnenwinkel abzuwarten?""", "tmtc:de-control", ["head", "header_block", "dotted_datetime", "nanoid"], "de")


@pos
def _french_tc(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Tu aides les opérateurs du centre de contrôle à préparer les plans de télécommande. Réponds en
français, avec la liste des commandes dans l'ordre.

Opérateur : Il faut vider la mémoire de masse avant le passage d'Aussaguel et remettre le compteur de
paquets à zéro. Dans quel ordre ?

{v('datetime', 'Horodatage de la requête : ' + rfc3339(t))}
{v('request_id', 'Identifiant de corrélation : ' + g.uuid4())}""", "tmtc:fr-tc", ["tail", "rfc3339", "offset", "uuid", "space_before_colon"], "fr")


@pos
def _russian_mcc(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(f"""{v('datetime', 'Текущее время: ' + f'{t.day} {RU_GEN[t.month - 1]} {t.year} г., {t:%H:%M} МСК')}
{v('request_id', 'ID запроса: ' + g.hex(24))}
Ты помощник дежурной смены центра управления полётами. Отвечай по-русски, кратко, со ссылкой на пункт
регламента.

Вопрос: На последнем сеансе телеметрия пришла с пропусками кадров 12%. Это повод повторить сеанс?""", "tmtc:ru-mcc", ["head", "header_block", "russian_long_date", "hex"], "ru")


@pos
def _korean_telemetry(g: Gen) -> Draft:
    t = g.moment(KST)
    h12 = t.hour % 12 or 12
    return P(f"""당신은 위성 관제센터의 원격측정 분석 도우미입니다. 한국어로 짧게 답하세요.
{v('datetime', '현재 시각: ' + f"{t.year}년 {t.month}월 {t.day}일 {'오전' if t.hour < 12 else '오후'} {h12}:{t:%M}")}
{v('request_id', '요청 ID: ' + g.uuid7(t))}

운영자: 배터리 온도가 지난 세 번의 패스 동안 계속 0.5도씩 올라갑니다. 걱정해야 하나요?""", "tmtc:ko-telemetry", ["system_tail", "korean_12h", "uuid7"], "ko")


@pos
def _grpc_decom(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java/1.66.0
  {v('epoch', 'x-received-ns: ' + str(epoch_ns(g, t)))}

You explain decommutation errors from the ground telemetry processor to operators. Keep it to three
sentences and name the likely cause.

Error: FRAME_SYNC_LOST vc=2 after 1,812 frames, ASM 1ACFFC1D not found within 3 frame lengths""", "tmtc:grpc-ns", ["head", "nested_block", "epoch_ns", "stable_neighbours"])


# orbit determination and TLEs


@pos
def _od_semantic_kernel(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the orbit determination assistant of the TERRA-NOVA flight dynamics team. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Explain
OD results to operators who are not flight dynamicists, and recommend whether to re-run the batch.

Batch summary the analyst pasted:
Arc: 2026-04-10T00:00Z to 2026-04-13T00:00Z, 212 GNSS fixes, 3 SLR passes
Weighted RMS: 1.84 (previous arc 0.97)
Estimated drag coefficient: 2.61 +/- 0.40 (a priori 2.20)

Operator: Why did the RMS double, and should we trust the new ephemeris for tomorrow's manoeuvre?
Assistant:""", "od:semantic-kernel", ["inline_sentence", "dotnet_long_datetime", "pasted_summary_stays"])


@pos
def _tle_footer_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Compare the two element sets below and tell me how much the mean motion changed per day and whether
that points to a manoeuvre or to drag.

1 61234U 25147C   26121.50412037  .00012744  00000+0  58211-3 0  9991
2 61234  97.4421 190.2218 0011873 102.3391 257.9160 15.21844512 52311
1 61234U 25147C   26123.49013889  .00031502  00000+0  14205-2 0  9993
2 61234  97.4419 192.1874 0011902 101.8823 258.3712 15.22311204 52342

orbitdesk build=3.9.2 {v('datetime', 'served_at=' + log4j_iso(t))} {v('request_id', 'call=' + g.hex(16))} region=eu""", "od:tle-footer", ["tail", "logfmt", "log4j", "hex16", "pasted_tle_stays"])


@pos
def _manoeuvre_md_table(g: Gen) -> Draft:
    t = g.moment_eu()
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(f"""| Field           | Value                     |
|-----------------|---------------------------|
| Spacecraft      | PERSEA                    |
| Propellant left | 3.412 kg hydrazine        |
{v('session_id', '| Planner session | ' + g.objectid(t) + ' |')}
{v('datetime', '| Opened          | ' + js_tostring(t, zone) + ' |')}

You help plan station-keeping burns. Use the rocket equation with Isp 220 s and show the arithmetic.

Planner: How much propellant does a 0.35 m/s in-track burn cost at a wet mass of 118.6 kg?
Assistant:""", "od:manoeuvre-table", ["md_table", "objectid", "js_date_tostring", "stable_neighbours", "head"])


@pos
def _phi3_tle_check(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|system|>
You sanity-check two-line element sets before they are loaded into the antenna pointing system. Report
checksum errors and implausible values only.
{v('datetime', 'Request time: ' + ctime(t))}<|end|>
<|user|>
1 59871U 24061B   26187.22711806  .00002179  00000+0  10843-3 0  9997
2 59871  53.0541  12.4410 0001422  88.1910 271.9240 15.06391127 91238
Is this safe to load?<|end|>""", "od:phi3", ["chat_template", "phi3", "asctime", "template_token_line"])


@pos
def _od_solve_header(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{v('datetime', 'Solve started: ' + py_str(t))}
{v('run_id', 'Solve id: ' + g.ksuid(t))}
Estimator: batch least squares, 5x5 gravity, NRLMSISE-00

You summarise covariance realism checks. Say whether the propagated covariance is too optimistic and by
how much, in one paragraph.

Check results (pasted by the analyst): Mahalanobis distance mean 4.9 over 37 SLR points, expected 3.0
for 3 degrees of freedom; radial sigma 12 m, in-track sigma 85 m at 72 h.
Summary:""", "od:solve-header", ["head", "header_block", "python_str_datetime", "ksuid", "stable_neighbours"])


@pos
def _italian_od(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Sei l'assistente del gruppo di dinamica del volo. Rispondi in italiano e spiega i passaggi di
calcolo.

Domanda: Con una quota media di 512 km e un'inclinazione di 97,4 gradi, di quanto precede il nodo
ascendente al giorno? Ci serve per capire se l'orbita resta eliosincrona.
{v('datetime', 'Data e ora: ' + dmy(t, seconds=False).replace(' ', ' ore '))}
{v('session_id', 'ID sessione: ' + g.uuid4().upper())}""", "od:it-od", ["last_user", "tail", "day_first", "uuid_upper"], "it")


@pos
def _chinese_od(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(f"""{v('datetime', '当前时间：' + f'{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}')}
{v('request_id', '请求编号：' + g.objectid(t))}
你是卫星测控中心的定轨助手。请用中文回答，并给出计算步骤。

问题：两组根数相差一天，平均运动从 15.2184 圈/天变成 15.2231 圈/天，轨道高度大约下降了多少？""", "od:zh-od", ["head", "header_block", "chinese_datetime", "objectid", "fullwidth_colon"], "zh")


@pos
def _greek_tle(g: Gen) -> Draft:
    t = seasonal(g, EET, EEST)
    return P(f"""Είσαι βοηθός της ομάδας δυναμικής πτήσης. Απάντησε στα ελληνικά, σύντομα.
{v('datetime', 'Τρέχουσα ημερομηνία και ώρα: ' + f'{t.day} {EL_GEN[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.hex(32))}

Χειριστής: Το στοιχείο B* στο τελευταίο TLE τριπλασιάστηκε. Σημαίνει ότι ο δορυφόρος χάνει ύψος πιο
γρήγορα ή είναι θόρυβος της εκτίμησης;""", "od:el-tle", ["system_tail", "greek_long_date", "hex32"], "el")


# payload tasking and imagery orders


@pos
def _imagery_checkout_stripe(g: Gen) -> Draft:
    return P(f"""You are the order assistant of Skyframe Imagery. Explain charges on imagery orders in plain language
and never show full card numbers.

Billing context:
Stripe-Version: 2025-03-31
Customer: cus_QbT7mWk2Xy81Lr
{v('request_id', 'Request-Id: ' + stripe_req(g))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Order SKY-2026-04418: 2 archive scenes, 50 cm, 25 km2 minimum each, USD 14.00/km2.
Customer: Why is my total USD 700 when the two scenes only cover 31 km2 together?
Answer:""", "img:stripe", ["header_block", "stripe", "request_id", "stable_neighbours", "order_stays"])


@pos
def _archive_search_cloudflare(g: Gen) -> Draft:
    return P(f"""Help the user pick archive scenes for their area. Prefer low cloud cover, then low off-nadir angle.

Search results the catalogue returned:
scene_id                          acquired              cloud  off_nadir
SKF2_20260611T101422_L1B_3381     2026-06-11 10:14:22   4%     18.2
SKF1_20260614T094510_L1B_0972     2026-06-14 09:45:10   0%     27.9
SKF2_20260620T101905_L1B_3512     2026-06-20 10:19:05   11%    6.4

User: I need this for a vineyard survey, which one?
Answer:

Edge metadata:
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: FR""", "img:cloudflare", ["tail", "header_block", "cf_ray", "stable_neighbours", "results_stay"])


@pos
def _tasking_envelope_xml(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<envelope {v('request_id', 'msg="' + g.uuid4() + '"')} {v('datetime', 'sent="' + rfc3339(t, 6) + '"')} channel="portal">
<tasking_form order="TSK-55102" priority="standard">
  <aoi>POLYGON((5.31 43.29, 5.42 43.29, 5.42 43.36, 5.31 43.36, 5.31 43.29))</aoi>
  <window start="2026-07-01" end="2026-07-15"/>
  <max_cloud>10</max_cloud>
</tasking_form>
</envelope>
Check the tasking form for problems before it goes to the collection planner: window length, cloud
limit for the season, and whether the polygon is closed.""", "img:tasking-xml", ["xml_attr", "uuid", "rfc3339_us", "head", "form_stays"])


@pos
def _feasibility_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Feasibility assistant for Skyframe tasking customers. Only discuss the logged-in customer's own requests.
customer_name: Agrivista SAS
contract: TASK-STD-2026
{v('token', 'session_token: ' + g.jwt(t, 'cust-20417'))}

Agrivista: How many collection attempts can you make on our Beauce fields in the first two weeks of May
if the clouds stay like last year?
Assistant:""", "img:jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _order_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Write the customer e-mail that confirms an imagery order. Warm, short, no marketing language. Mention the
delivery format and the licence.

Order: SKY-2026-05102, 3 tasked acquisitions over Lake Constance, GeoTIFF + RPC, single-organisation
licence, delivery within 48 h of each acquisition.

---
Rendered by orderdesk 2.4 · {v('request_id', g.uuid7(t))} · {v('datetime', rfc3339(t))}""", "img:footer", ["footer", "tail", "two_in_line", "uuid7", "rfc3339"])


@pos
def _opportunities_phrase(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Given the acquisition opportunities, answer the customer's question. If none fits, say so.

The following opportunities were computed {v('datetime', 'at ' + rfc3339(t))} for this request:
1. SKF1  2026-10-03 10:21Z  off-nadir 22.4  sun elevation 38.1
2. SKF2  2026-10-04 10:02Z  off-nadir 9.8   sun elevation 36.9
3. SKF1  2026-10-06 10:15Z  off-nadir 28.7  sun elevation 35.2

Question: We need an image with off-nadir under 15 degrees before 5 October. Is that possible?
Answer:""", "img:opportunities", ["inline_phrase", "rfc3339", "fetched_block_stays"])


@pos
def _portuguese_order(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(f"""{v('datetime', 'Agora: ' + f'{t.day:02d}/{t.month:02d}/{t.year} às {t.hour:02d}h{t.minute:02d}')}
{v('session_id', 'Sessão: ' + g.ksuid(t))}
Você é o assistente de pedidos de imagens de satélite para monitoramento ambiental. Responda em
português, de forma objetiva.

Cliente: Preciso de imagens de um trecho de 40 km do rio Xingu a cada 15 dias durante a estação seca.
Vale mais a pena pedir imagens de arquivo ou programar novas aquisições?""", "img:pt-order", ["head", "header_block", "brazilian_time", "ksuid"], "pt")


@pos
def _arabic_order(g: Gen) -> Draft:
    t = g.moment(GST)
    clock = native_digits(f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M}", ARABIC_INDIC)
    return P(f"""أنت مساعد طلبات صور الأقمار الصناعية. أجب باللغة العربية وباختصار.
{v('datetime', 'الوقت الحالي: ' + clock)}
{v('request_id', 'معرف الطلب: ' + g.uuid4())}

العميل: أحتاج صورًا لمزرعة مساحتها ١٢ كيلومترًا مربعًا قرب العين. هل يمكن طلب أقل من الحد الأدنى للمساحة؟""", "img:ar-order", ["system_tail", "arabic_indic_digits", "uuid"], "ar")


@pos
def _thai_order(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""คุณเป็นผู้ช่วยรับคำสั่งซื้อภาพถ่ายดาวเทียม ตอบเป็นภาษาไทยอย่างสุภาพ
{v('datetime', 'วันเวลาปัจจุบัน: ' + f'{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น.')}
{v('session_id', 'รหัสเซสชัน: ' + g.nanoid())}

ลูกค้า: ต้องการภาพพื้นที่นาข้าวที่สุพรรณบุรีช่วงต้นฤดูฝน ควรสั่งถ่ายใหม่หรือใช้ภาพในคลัง""", "img:th-order", ["system_tail", "buddhist_era", "nanoid"], "th")


@pos
def _vietnamese_order(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý đặt hàng ảnh vệ tinh. Trả lời bằng tiếng Việt, ngắn gọn.

Khách hàng: Tôi cần ảnh khu vực cửa sông Cửu Long sau mùa lũ, độ phân giải 1 m. Mất bao lâu để nhận ảnh?
{v('datetime', 'Thời điểm yêu cầu: ' + f'{t:%H:%M} ngày {t.day:02d}/{t.month:02d}/{t.year}')}
{v('session_id', 'Mã phiên: ' + g.hex(24))}""", "img:vi-order", ["last_user", "tail", "time_then_date", "hex"], "vi")


@pos
def _slack_delivery_bot(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Courier, the delivery bot in the Skyframe ops Slack. You can re-trigger product deliveries with
the redeliver tool; always ask for confirmation first.
Workspace: skyframe-ops
Channel: #deliveries
{v('message_id', 'Message ts: ' + slack_ts(g, t))}

<@U05K2P9QX>: the GeoTIFF for SKY-2026-05102 never reached the customer bucket, can you push it again?
Courier:""", "img:slack", ["header_block", "slack_ts", "stable_neighbours"])


@pos
def _delivery_trace_headers(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: skf=' + g.hex(16) + ',dd=s:1;o:rum')}
Accept: application/json

You explain imagery delivery failures to Skyframe customers in plain words and suggest one fix.

Delivery log the customer pasted:
2026-07-02T09:14:07Z PUT s3://agrivista-imagery/SKY-2026-05102/scene_01.tif -> 403 AccessDenied
2026-07-02T09:14:09Z retry 1/3 -> 403 AccessDenied

Customer: We changed our bucket policy last week. Is that why?
Answer:""", "img:trace-context", ["head", "header_block", "traceparent", "tracestate", "pasted_log_stays"])


# anomaly reports


@pos
def _sentry_anomaly_tool(g: Gen) -> Draft:
    tid = g.hex(32)
    return P(f"""You draft the first section of a spacecraft anomaly report from the operator's notes: what was seen,
when, and the immediate action. Do not speculate about root cause.

Notes: During the 06:12Z pass RW3 speed went from 2,100 to 0 rpm in 4 s, current spike 1.9 A, AOCS
switched to 3-wheel mode automatically, no attitude loss. Ops inhibited RW3 at 06:19Z.

Propagation:
{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=anomaly-desk%401.9.0,sentry-sample_rate=0.2')}
""", "anom:sentry", ["tail", "header_block", "sentry", "trace_header"])


@pos
def _autogen_far(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You are a helpful AI assistant for the anomaly review board. Solve tasks using your coding and language
skills. When a task needs data you do not have, write a Python script in a ```python block and the user
will run it. Write "TERMINATE" when the task is complete.
{v('datetime', 'Current date and time: ' + py_str(t))}

user: Plot the battery discharge current from anomaly_AR-0113.csv around the event and mark the three
under-voltage trips.
assistant:""", "anom:autogen", ["system_tail", "python_str_datetime"])


@pos
def _anomaly_relay_envelope(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""An anomaly record was relayed to the review assistant. Decide its severity (1-4) by the board's matrix and
give one sentence of justification.

{{
  "delivery": {{
    {v('request_id', '"id": "' + g.uuid4() + '",')}
    {v('datetime', '"sent_at": "' + rfc3339(t, 6) + '",')}
    "attempt": 1
  }},
  "record": {{
    "id": "AR-2026-0113",
    "spacecraft": "PERSEA",
    "detected_at": "2026-03-02T06:12:31Z",
    "subsystem": "AOCS",
    "summary": "RW3 stopped; autonomous switch to 3-wheel control",
    "mission_impact": "none so far"
  }}
}}
Severity:""", "anom:relay-envelope", ["json_block", "nested_json", "envelope_vs_payload", "uuid", "rfc3339_us"])


@pos
def _board_mailbox(g: Gen) -> Draft:
    return P(f"""{v('datetime', 'Pulled into ARB queue: ' + rfc850(g.moment()))}
{v('request_id', 'Queue item: ' + g.b64url(18))}
Summarise the contractor's e-mail for the anomaly review board in four bullets and list the open actions.

From: Jonas Akerlund <j.akerlund@wheelworks.example>
Date: Tue, 3 Mar 2026 16:40:12 +0100
Message-ID: <20260303154012.7731@wheelworks.example>
Subject: RW3 telemetry review, PERSEA

We reviewed the 200 Hz dump. The current spike and the speed collapse are consistent with a bearing
seizure, not with a drive electronics fault. We recommend keeping RW3 inhibited and sending us the
temperature history for the last 30 days.""", "anom:mailbox", ["head", "header_block", "rfc850", "b64url", "pasted_email_stays"])


@pos
def _react_current_time(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Answer the question using the tools. Use this format:
Thought: what to do next
Action: tool name
Action Input: the input
Observation: the result
... (repeat as needed)
Final Answer: the answer

Question: How many hours have passed since anomaly AR-2026-0131 was opened on 2026-03-09T22:05:00Z?
Thought: I need the current time.
Action: get_current_time
Action Input: {{"tz": "Europe/Paris"}}
Observation: {{{v('datetime', '"now": "' + rfc3339(t) + '",')} "tz": "Europe/Paris"}}
Thought:""", "anom:react", ["react", "tool_result", "json_inline", "rfc3339", "offset"])


@pos
def _ukrainian_battery(g: Gen) -> Draft:
    t = seasonal(g, EET, EEST)
    return P(f"""{v('datetime', 'Час запиту: ' + f'{t.day:02d}.{t.month:02d}.{t.year} о {t:%H:%M}')}
{v('session_id', 'Ідентифікатор сесії: ' + g.uuid7(t))}
Ти помічник групи аналізу позаштатних ситуацій. Відповідай українською, стисло.

Оператор: Після виходу з тіні напруга батареї відновлюється на 20 хвилин повільніше, ніж місяць тому.
Чи варто відкривати звіт про аномалію?""", "anom:uk-battery", ["head", "header_block", "dotted_datetime", "uuid7"], "uk")


@pos
def _hebrew_anomaly(g: Gen) -> Draft:
    t = seasonal(g, IL_WINTER, IL_SUMMER)
    return P(f"""אתה עוזר של צוות ניתוח התקלות במרכז הבקרה. ענה בעברית ובקצרה.

מפעיל: חיישן השמש מספר 2 מחזיר ערכים קפואים מאז המעבר האחרון. האם לפתוח דוח תקלה או לחכות למעבר הבא?
{v('datetime', 'זמן נוכחי: ' + dmy(t, seconds=False))}
{v('session_id', 'מזהה סשן: ' + g.hex(20))}""", "anom:he", ["last_user", "tail", "day_first", "hex"], "he")


@pos
def _turkish_anomaly(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""Uydu kontrol merkezinin arıza analiz asistanısın. Türkçe ve kısa cevap ver.
{v('datetime', 'Şu anki zaman: ' + f'{t.day:02d}.{t.month:02d}.{t.year} {t:%H:%M} (TSİ)')}
{v('session_id', 'Oturum kimliği: ' + g.ksuid(t))}

Operatör: Transponder 14'ün çıkış gücü iki gündür 0,8 dB düşük. Bu bir arıza raporu gerektirir mi?""", "anom:tr", ["system_tail", "dotted_datetime", "ksuid"], "tr")


# launch manifests


@pos
def _manifest_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the manifest assistant of Meridian Launch Services. Answer questions about the rideshare
manifest below and the customer's integration dates. Do not reveal other customers' payload masses.

{v('request_id', 'X-Correlation-ID: ' + g.hex(32))}
{v('datetime', 'Request-Received: ' + http_date(t))}
Portal-Version: 5.2.0

Manifest MLS-R14 (the customer's own rows):
Port  Payload       Dispenser   Mass (kg)  Ship date   Integration
B2    TERRA-NOVA-2  QD-15       86.4       2026-09-14  2026-09-28
B2    TERRA-NOVA-3  QD-15       86.1       2026-09-14  2026-09-28

Customer: If our ship date slips by one week, do we lose the B2 port?
Assistant:""", "launch:headers", ["header_block", "hex32", "http_date", "stable_neighbours", "manifest_stays"])


@pos
def _crewai_separation(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Launch Integration Engineer. You have integrated forty smallsats on rideshare missions and you know
every dispenser's separation spring.
Your personal goal is: Produce a separation sequence that keeps 10 s between adjacent deployments

Current Task: Order the six deployments on port C so no two satellites from the same dispenser ring
separate within 10 s of each other.

{v('date', 'Current Date: ' + iso_date(t))}

This is the expected criteria for your final answer: a numbered list with T+ times.
You MUST return the actual complete content as the final answer, not a summary.

Begin! This is VERY important to you, use the tools available and give your best Final Answer.

Thought:""", "launch:crewai", ["body", "iso_date", "between_blank_lines"])


@pos
def _dspy_fit_check(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Your input fields are:
1. `question` (str)
2. `now_utc` (str)
Your output fields are:
1. `answer` (str)
All interactions will be structured in the following way, with the appropriate values filled in.

[[ ## question ## ]]
{{question}}

[[ ## now_utc ## ]]
{{now_utc}}

[[ ## answer ## ]]
{{answer}}

[[ ## completed ## ]]
In adhering to this structure, your objective is: Answer questions about fit-check and mechanical
interface rules for the QD-15 dispenser.

[[ ## question ## ]]
What is the maximum allowed protrusion beyond the rail envelope for deployable antenna hinges?

[[ ## now_utc ## ]]
{v('datetime', rfc3339(t))}

Respond with the corresponding output fields, starting with the field `[[ ## answer ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`.""", "launch:dspy", ["dspy_field", "rfc3339", "value_on_own_line"])


@pos
def _polish_manifest(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Jesteś asystentem działu integracji startowej. Odpowiadaj po polsku, krótko i konkretnie.
{v('datetime', 'Data i godzina: ' + f'{t.day:02d}.{t.month:02d}.{t.year}, godz. {t:%H:%M}')}
{v('session_id', 'Identyfikator sesji: ' + g.nanoid())}

Klient: Nasz satelita waży 24,6 kg zamiast zgłoszonych 22 kg. Czy musimy składać nowy formularz do
manifestu?""", "launch:pl", ["system_tail", "dotted_datetime", "nanoid"], "pl")


@pos
def _argentine_manifest(g: Gen) -> Draft:
    t = g.moment(ART)
    return P(f"""{v('datetime', 'Fecha y hora actual: ' + dmy(t, seconds=False))}
{v('session_id', 'Sesión: ' + g.uuid4())}
Sos el asistente de la oficina de manifiestos de lanzamiento. Respondé en español rioplatense, claro y
breve.

Cliente: El contenedor con el satélite sale de Córdoba el lunes. ¿Qué documentos tienen que viajar con
él para la aduana?""", "launch:es-ar", ["head", "header_block", "day_first", "uuid"], "es")


@pos
def _manifest_json_line(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"svc":"manifest-qa",{v('request_id', '"corr":"' + g.ulid(t) + '",')}{v('datetime', '"at":"' + js_iso(t) + '",')}"lang":"en"}}
Check the customer's payload questionnaire for inconsistencies: mass, centre of gravity, battery state
of charge at launch, and whether any pressure vessel is declared.

Questionnaire (as submitted on 2026-06-03):
Mass: 22.0 kg (with margin 24.0 kg)
CoG: X 2.1 mm, Y -1.4 mm, Z 168 mm
Battery SoC at launch: 100%
Pressure vessels: none
Propulsion: cold gas, butane, 180 g
Findings:""", "launch:json-line", ["json_inline", "ulid", "js_iso", "two_in_line", "head"])


@pos
def _integration_html_comment(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<!-- {v('request_id', 'req=' + g.hex(16))} {v('epoch', 't=' + str(epoch_s(t)))} tpl=integration-v2 -->
You turn an integration schedule into a checklist for the customer's team on site. Group by day and keep
the provider's times.

Day L-14 08:00 arrival and unpacking; 13:00 visual inspection with provider QA.
Day L-13 09:00 fit check on QD-15; 15:00 battery top-up (customer GSE).
Day L-12 10:00 final closeout photos; 14:00 dispenser door closed.""", "launch:html-comment", ["html_comment", "key_value_inline", "hex16", "epoch_s", "head"])


@pos
def _indonesian_launch(g: Gen) -> Draft:
    t = g.moment(WIB)
    return P(f"""Kamu asisten tim peluncuran satelit. Jawab dalam bahasa Indonesia dengan singkat.

Pengguna: Satelit kami dijadwalkan naik di slot kedua. Kalau peluncuran diundur, apakah baterai perlu
diisi ulang di lokasi?
{v('datetime', 'Waktu sekarang: ' + f'{t.day:02d}-{t.month:02d}-{t.year} {t.hour:02d}.{t.minute:02d} WIB')}
{v('request_id', 'ID permintaan: ' + g.hex(16))}""", "launch:id", ["last_user", "tail", "dotted_time", "hex16"], "id")


# spectrum and licensing


@pos
def _itu_filing_nested_yaml(g: Gen) -> Draft:
    t = seasonal(g, EET, EEST)
    return P(f"""assistant: filing-helper
session:
  {v('session_id', 'id: ' + g.uuid4())}
  {v('datetime', 'opened: ' + rfc3339(t))}
  channel: web
administration: CYP

You help a satellite operator's regulatory team prepare ITU filings. Explain which notice applies and
what the Radiocommunication Bureau will check. No legal opinions.

User: We are adding an S-band TT&C carrier to an existing non-GSO network. Do we need a new advance
publication or a modification?
Assistant:""", "spec:itu-yaml", ["nested_yaml", "uuid", "rfc3339", "offset", "stable_neighbours"])


@pos
def _fcc_b3_multi(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You answer questions about US earth station licensing for a teleport's engineering team. Point to the
rule part and say when a filing is needed; do not draft filings.

Question: We want to add a second 7.3 m antenna at the same site, same frequencies, same satellite. Is
that a modification of the existing earth station licence?
Answer:""", "spec:b3-multi", ["head", "header_block", "b3_multi", "stable_neighbours"])


@pos
def _interference_desk(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""Interference desk
Operator: Northstar Teleport
{v('datetime', 'Desk clock: ' + windows_general(t))}
{v('session_id', 'Ticket session: ' + g.b62(20))}

You help the teleport's RF engineers triage interference. Ask for a spectrum plot when the carrier
description is vague, and list the usual suspects for the band.

Engineer: We see a CW spike 2 MHz above our uplink carrier on transponder 11, only in the afternoon.
Assistant:""", "spec:interference", ["head", "header_block", "windows_datetime", "base62", "stable_neighbours"])


@pos
def _licence_gcp(g: Gen) -> Draft:
    return P(f"""System: You explain the conditions of UK satellite earth station licences to a small operator's staff.
Answer from the licence text they paste; if it does not say, tell them to ask the regulator.
-- request metadata --
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
User: Our licence says "transmissions at elevation angles below 5 degrees are not permitted". Does that
apply to the automated stow test too?
Assistant:""", "spec:gcp", ["system_tail", "gcp_trace", "trace_header"])


@pos
def _dutch_spectrum(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Je bent de assistent van het frequentieloket voor grondstations. Antwoord in het Nederlands en verwijs
naar het juiste formulier.
{v('datetime', 'Huidige tijd: ' + dmy(t, sep='-', seconds=False))}
{v('request_id', 'Verzoek-ID: ' + g.uuid4())}

Aanvrager: Wij willen een tijdelijke vergunning voor een mobiel grondstation tijdens een beurs van drie
dagen. Hoe lang van tevoren moeten we aanvragen?""", "spec:nl", ["system_tail", "day_first_dashes", "uuid"], "nl")


@pos
def _czech_spectrum(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', 'Čas dotazu: ' + f'{t.day}. {t.month}. {t.year} {t.hour}:{t:%M}')}
{v('session_id', 'ID relace: ' + g.ulid(t))}
Jsi asistent oddělení kmitočtového plánování provozovatele družic. Odpovídej česky a stručně.

Dotaz: Potřebujeme koordinovat novou pozemní stanici v pásmu Ka s pevnými spoji v okolí. Kde začít?""", "spec:cs", ["head", "header_block", "czech_date", "ulid"], "cs")


@pos
def _spectrum_monitor_epoch(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You explain spectrum monitoring captures to satellite operators. Describe what the capture shows and what
the likely interferer is; one paragraph.
source: monitor-mad-2
{v('epoch', 'ingest_ts: ' + f'{epoch_s(t)}.{t.microsecond:06d}')}

Capture summary (pasted): centre 11.7305 GHz, span 36 MHz, carrier at +4.1 MHz with 2.4 MHz bandwidth,
C/N 9 dB, appears 18:00-23:00 local time daily since 2026-02-20, cross-pol to our wanted carrier.
Assessment:""", "spec:monitor", ["system_tail", "epoch_fraction", "stable_neighbours"])


@pos
def _swedish_licence_go(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du hjälper driftpersonalen vid en markstation i Kiruna med frågor om tillstånd för radiosändare. Svara
på svenska.
{v('datetime', 'Tid just nu: ' + f'{t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t.hour:02d}.{t.minute:02d}')}
{v('session_id', 'Sessions-id: ' + g.ulid(t))}

Fråga: Får vi sända mot en ny kundsatellit på samma frekvenser som i vårt tillstånd, eller måste
tillståndet ändras först?""", "spec:sv", ["system_tail", "swedish_long_date", "ulid"], "sv")


# --- generated positives: one program field over bodies that carry their own records ------------------

# (name, lang, system prompt, lead-in and pasted record, user label, question, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str, str]] = [
    ("contact-json", "en", "You are the contact-plan assistant of Orbitline Ground. Answer from the booking record "
     "only.", """Booking record the operator pasted:
{"id": "0197a3c2-5b1e-7f40-9c2d-3e8f1a6b4d21", "created_at": "2026-05-18T21:04:11Z", "station": "SVB-3",
 "aos": "2026-05-19T07:41:12Z", "los": "2026-05-19T07:52:40Z", "band": "X", "status": "confirmed"}""",
     "Operator", "Can I still move this contact to AWR-1 without a cancellation fee?", "Assistant:"),
    ("hk-csv", "en", "You read housekeeping telemetry exports for the LUMA-7 spacecraft and point out trends.",
     """Export from the archive (the engineer attached it):
timestamp,batt_v,batt_temp_c,obc_temp_c
2026-08-30T10:00:00Z,30.41,14.2,31.0
2026-08-30T10:10:00Z,30.12,14.9,31.4
2026-08-30T10:20:00Z,29.77,15.8,32.1""", "Engineer", "Is the battery warming faster than usual during this "
     "discharge?", "Answer:"),
    ("tle", "en", "You explain two-line element sets to new members of a university CubeSat team.",
     """TLE from the tracking page:
1 59412U 24043D   26098.61842593  .00008211  00000+0  41290-3 0  9994
2 59412  97.5012 163.2284 0009131  71.4402 288.7815 15.19102437 38127""",
     "Student", "What date and time is the epoch of this TLE, and how old is it if we use it tonight?",
     "Assistant:"),
    ("anomaly-mail", "en", "You help the anomaly review board track open actions from supplier e-mails.",
     """From: Priya Natarajan <p.natarajan@starcell.example>
Date: Wed, 11 Mar 2026 09:27:45 +0530
Message-ID: <CAK3x9PNq-20260311.0927@mail.starcell.example>
Subject: Cell 14 string B voltage divergence

Our analysis of the cycling data points to a weak cell in string B. We suggest limiting depth of
discharge to 25% until the next eclipse season review.""", "Ops", "What actions does this e-mail ask us to "
     "take, and by when?", "Assistant:"),
    ("imagery-order", "en", "You are the order desk assistant of Skyframe Imagery. Explain order states plainly.",
     """Order confirmation (forwarded by the customer):
Order: SKY-2026-06231
Placed: 2026-06-02 14:51 UTC
Collection window: 2026-06-05 to 2026-06-19
Area: 64 km2, max cloud 15%
Status: TASKED""", "Customer", "It's been a week and nothing came. Is my order stuck?", "Answer:"),
    ("manifest", "en", "You answer rideshare manifest questions for Meridian Launch Services customers.",
     """Manifest excerpt:
| Port | Payload      | Ship date  | Integration | Launch NET |
|------|--------------|------------|-------------|------------|
| A1   | AURORA-SAT   | 2026-10-02 | 2026-10-16  | 2026-11-03 |
| A1   | KESTREL-2    | 2026-10-05 | 2026-10-16  | 2026-11-03 |""", "Customer", "If KESTREL-2 ships on "
     "10 October, can it still integrate on the 16th?", "Assistant:"),
    ("licence-grant", "en", "You explain earth station licence conditions to a teleport's engineers.",
     """Licence grant (copied from the regulator's portal):
Call sign: E260417
Grant date: 2026-01-22
Expiration: 2041-01-22
Frequencies: 13.75-14.50 GHz (uplink), 10.95-12.75 GHz (downlink)
Max EIRP: 78.5 dBW""", "Engineer", "Can we uplink at 14.52 GHz for a one-off test?", "Assistant:"),
    ("cmd-log", "en", "You review executed command logs and flag commands that were not verified.",
     """Command log lines (from the uplink server):
ts=2026-09-14T02:11:07.204Z cmd=PL_MODE_SET arg=STANDBY id=c-88412 verified=true
ts=2026-09-14T02:11:19.890Z cmd=MM_DUMP arg=VC3 id=c-88413 verified=false
ts=2026-09-14T02:12:02.117Z cmd=MM_CLEAR arg=VC3 id=c-88414 verified=true""", "Controller", "Which command "
     "should we re-check before the next pass?", "Answer:"),
    ("pase-es", "es", "Eres el asistente de la estación terrena. Responde en español.",
     """Informe de pases que me mandó el turno de noche:
satelite,inicio,fin,elev_max,estado
PERSEA,2026-04-07 03:12:40,2026-04-07 03:23:05,54.1,OK
LUMA-7,2026-04-07 04:01:18,2026-04-07 04:09:51,18.7,PERDIDO""", "Usuario", "¿Por qué pudo haberse perdido "
     "el pase de LUMA-7?", ""),
    ("pedido-pt", "pt", "Você é o assistente de pedidos de imagens de satélite. Responda em português.",
     """Resumo do pedido (copiado do portal):
Pedido: SKY-2026-07714
Criado em: 03/07/2026 10:22
Janela de coleta: 08/07/2026 a 22/07/2026
Nuvens máx.: 20%""", "Cliente", "Posso ampliar a janela de coleta sem pagar taxa de urgência?", ""),
    ("journal-ru", "ru", "Ты помощник дежурного инженера центра управления. Отвечай по-русски.",
     """Журнал телеметрии (вставил оператор):
время=2026-02-17 21:40:12 параметр=T_AKB значение=18.4
время=2026-02-17 21:50:12 параметр=T_AKB значение=21.9
время=2026-02-17 22:00:12 параметр=T_AKB значение=26.3""", "Пользователь", "Это нормальный нагрев "
     "батареи после выхода из тени?", ""),
    ("od-ja", "ja", "あなたは軌道決定チームのアシスタントです。日本語で答えてください。",
     """解析担当者が貼り付けた軌道決定結果：
{"衛星": "SENTRA-2", "作成日時": "2026-05-21T08:14:03+09:00", "残差RMS": 1.21, "弧長": "72h"}""",
     "ユーザー", "この残差は再計算が必要なレベルですか？", ""),
    ("launch-hi", "hi", "आप प्रक्षेपण एकीकरण टीम के सहायक हैं। हिंदी में उत्तर दें।",
     """ग्राहक ने यह समय-सारिणी भेजी है:
| चरण                | दिनांक      |
|--------------------|------------|
| उपग्रह आगमन         | 2026-11-04 |
| फ़िट जाँच            | 2026-11-06 |
| डिस्पेंसर बंद        | 2026-11-09 |""", "उपयोगकर्ता", "अगर आगमन दो दिन देर से हो तो क्या फ़िट जाँच उसी दिन हो सकती है?", ""),
]

LOCAL_LABELS: dict[str, tuple[str, str, str]] = {
    "es": ("Hora actual", "ID de solicitud", "Sesión"),
    "pt": ("Horário atual", "ID da requisição", "Sessão"),
    "ru": ("Текущее время", "ID запроса", "Сессия"),
    "ja": ("現在時刻", "リクエストID", "セッションID"),
    "hi": ("वर्तमान समय", "अनुरोध आईडी", "सत्र"),
}

# (cue, family, label, key, value)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "rfc3339", "Station time", "station_time", lambda g, t: rfc3339(t)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Fetched", "fetched", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Built", "built", lambda g, t: ctime(t)),
    ("datetime", "go_rfc3339nano", "Ops clock", "ops_clock", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "python_str_datetime", "Now", "now", lambda g, t: py_str(t)),
    ("datetime", "go_time_string", "Assembled", "assembled",
     lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}")),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "month_first", "Console time", "console_time", lambda g, t: mdy(t)),
    ("datetime", "day_first", "Desk time", "desk_time", lambda g, t: dmy(t)),
    ("datetime", "rfc3339_ms", "Asked at", "asked_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "unix_date", "Pass desk clock", "pass_desk_clock", lambda g, t: unix_date(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_week", "Ops week day", "ops_week_day", lambda g, t: iso_week(t)),
    ("epoch", "epoch_s", "Epoch", "epoch", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "t0", "t0", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_ns", "Recv ns", "recv_ns", lambda g, t: str(epoch_ns(g, t))),
    ("epoch", "epoch_us", "Rx us", "rx_us", lambda g, t: str(epoch_us(t))),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "rfc2822", "Relayed", "relayed", lambda g, t: rfc2822(t)),
    ("datetime", "iso_space", "Ground time", "ground_time", lambda g, t: iso_space(t) + " UTC"),
    ("request_id", "uuid", "Request", "request", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "Call", "call", lambda g, t: g.uuid7(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: b3_single(g)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "ksuid", "Console session", "console_session", lambda g, t: g.ksuid(t)),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "hex32", "Correlation", "correlation", lambda g, t: g.hex(32)),
    ("request_id", "stripe", "Stripe-Request-Id", "stripe_request_id", lambda g, t: stripe_req(g)),
    ("message_id", "slack_ts", "Message ts", "message_ts", lambda g, t: slack_ts(g, t)),
]

POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_member",
             "xml_attr"]
LOCAL_POSITIONS = {"head", "system_tail", "header_block", "after_user", "footer"}
GENERATED = 36


def local_now(lang: str, t: datetime) -> str:
    """The current time as a desk in that language writes it."""
    if lang == "ja":
        return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"
    if lang == "hi":
        return native_digits(f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M}", DEVANAGARI)
    if lang == "ru":
        return f"{t.day} {RU_GEN[t.month - 1]} {t.year} г., {t:%H:%M}"
    if lang == "es":
        return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"
    return f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M}"


def compose(body: tuple[str, str, str, str, str, str, str], position: str, line: str, json_member: str,
            xml_attr: str) -> str:
    """A body with one extra item (program field or stable value) at `position`."""
    _name, lang, system, record, who, question, cue = body
    sep = "：" if lang == "ja" else ": "
    user = f"{who}{sep}{question}"
    tail = f"\n{cue}" if cue else ""
    app = f"orbitdesk-{_name}"
    if position == "head":
        return f"{line}\n{system}\n\n{record}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{record}\n\n{user}{tail}"
    if position == "header_block":
        return f"Mission: HALCYON-2\n{line}\nChannel: web\n\n{system}\n\n{record}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{record}\n\n{user}\n{line}{tail}"
    if position == "footer":
        return f"{system}\n\n{record}\n\n{user}\n\n--\n{line}\nOrbitDesk assistant 4.1"
    if position == "front_matter":
        return f"---\napp: {app}\n{line}\nlocale: {lang}\n---\n{system}\n\n{record}\n\n{user}{tail}"
    if position == "json_member":
        return f'{{"app":"{app}",{json_member}"locale":"{lang}"}}\n{system}\n\n{record}\n\n{user}{tail}'
    return f'<ctx app="{app}" {xml_attr} locale="{lang}"/>\n{system}\n\n{record}\n\n{user}{tail}'


def generated_positives(g: Gen) -> list[Draft]:
    """One program field in one of the bodies at one position; every field, body and position used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    for k in range(GENERATED):
        cue, family, label, key, make = fields[k % len(fields)]
        body = BODIES[k % len(BODIES)]
        position = POSITIONS[(k + k // len(BODIES)) % len(POSITIONS)]
        lang = body[1]
        zone = g.pick(["UTC", "EU", "US", "JST", "IST"])
        if zone == "EU":
            t = g.moment_eu()
        elif zone == "US":
            t = g.moment_us()
        else:
            t = g.moment({"UTC": UTC, "JST": JST, "IST": IST}[zone])
        value = make(g, t)
        shown = label
        if lang != "en" and position in LOCAL_POSITIONS and cue in ("datetime", "request_id", "session_id"):
            now_label, request_label, session_label = LOCAL_LABELS[lang]
            shown = {"datetime": now_label, "request_id": request_label, "session_id": session_label}[cue]
            if cue == "datetime":
                value = local_now(lang, t)
                family = f"local_{lang}_datetime"
        sep = "：" if lang == "ja" and shown != label else ": "
        number = family.startswith("epoch")
        if position == "front_matter":
            line = v(cue, f"{key}: {value}")
        else:
            line = v(cue, f"{shown}{sep}{value}")
        json_member = v(cue, f'"{key}":{value},' if number else f'"{key}":"{value}",')
        xml_attr = v(cue, f'{key}="{value}"')
        text = compose(body, position, line, json_member, xml_attr)
        tags = ["generated", position, family, "record_stays"]
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}gen:{body[0]}+{family}@{position}", [*tags, *extra]))
    return out


# (label, yaml key, value) of stable look-alikes for the generated hard negatives
STABLE: list[tuple[str, str, str]] = [
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("API version", "api_version", "2025-09-01"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("NORAD ID", "norad_id", "61234"),
    ("COSPAR ID", "cospar_id", "2025-147C"),
    ("Launch date", "launch_date", "2025-06-23"),
    ("Licence", "licence", "E260417"),
    ("Time zone", "time_zone", "UTC"),
    ("Station hours", "station_hours", "06:00-22:00"),
    ("Build", "build", "2026.03.1"),
    ("Tenant", "tenant", "halcyon-ops"),
    ("Customer since", "customer_since", "2024-09-30"),
    ("Ground network", "ground_network", "GSN-2 (9 stations)"),
]

NEG_POSITIONS = ["header_block", "head", "front_matter", "json_member", "xml_attr", "system_tail", "footer",
                 "after_user"]


def generated_negatives() -> list[Draft]:
    """The family's bodies with one stable value at a position the positives use."""
    out = []
    for k, body in enumerate(BODIES):
        label, key, value = STABLE[k]
        position = NEG_POSITIONS[k % len(NEG_POSITIONS)]
        line = f"{key}: {value}" if position == "front_matter" else f"{label}: {value}"
        text = compose(body, position, line, f'"{key}":"{value}",', f'{key}="{value}"')
        extra = [] if body[1] == "en" else ["non_english", f"lang:{body[1]}"]
        out.append(Draft(text, f"{SRC}gen-neg:{body[0]}+{key}@{position}",
                         ["generated", "hard_negative", position, key, "record_stays", *extra]))
    return out


# --- negatives: pasted records of the domain ------------------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("contact-confirmation-mail", ["pasted_email", "question_above", "date_header", "message_id"], "en",
     """Is this confirmation for the contact we asked for, or did they book the wrong antenna?

From: Orbitline Scheduling <scheduling@orbitline-ground.example>
To: ops@halcyon.example
Date: Mon, 18 May 2026 21:06:02 +0000
Message-ID: <contact-7d41c2e0b19f@orbitline-ground.example>
Subject: Contact confirmed: HALCYON-2 / SVB-3

Contact ID: ctc_01JVG2R8Q4M1ZB7X6N3T5K9WPE
Antenna: SVB-3 (13 m, X/S)
AOS: 2026-05-19T07:41:12Z  LOS: 2026-05-19T07:52:40Z
Data delivery: S3 bucket halcyon-raw, within 15 min of LOS"""),
    ("station-mc-log", ["pasted_log", "lead_in", "syslog"], "en",
     """My colleague sent me this from the station M&C after last night's missed pass:

May 21 02:13:58 nk-mc-01 acu[2211]: NK-A2 az drive fault: overcurrent 14.2 A (limit 12.0 A)
May 21 02:13:58 nk-mc-01 acu[2211]: NK-A2 entering STOW, reason=DRIVE_FAULT
May 21 02:14:03 nk-mc-01 sched[1874]: contact HALCYON-2/0521-0214 aborted (antenna unavailable)
May 21 02:31:40 nk-mc-01 acu[2211]: NK-A2 fault cleared by operator jsolberg

Was it the wind or a hardware problem?"""),
    ("tle-pair-which-newer", ["pasted_tle", "question_below", "tle_epoch"], "en",
     """1 57320U 23091A   26140.11812500  .00001520  00000+0  10022-3 0  9998
2 57320  97.3950 211.7431 0012240  45.9012 314.3177 15.14221841 15551
1 57320U 23091A   26139.43128472  .00001498  00000+0  99321-4 0  9990
2 57320  97.3951 211.0687 0012238  47.6119 312.6102 15.14221102 15540

Which of these two element sets is newer, and by how many hours?"""),
    ("od-report-earlier-turn", ["earlier_turn", "od_report", "multi_turn"], "en",
     """User: Here is the OD report from this morning's batch:
Batch OD-2026-0412-A, arc 2026-04-09T00:00Z to 2026-04-12T00:00Z
Observations: 188 GNSS, 2 SLR; weighted RMS 0.94; Cd 2.24
Assistant: Thanks. The fit looks healthy; the RMS is close to 1 and Cd is near its a priori.
User: Then why did the predicted AOS at Kiruna come 3 seconds late today?
Assistant:"""),
    ("hk-csv-fenced", ["fenced", "csv", "timestamp_column"], "en",
     """Why does the battery voltage drop in steps rather than smoothly?

```csv
timestamp,batt_v,load_a
2026-07-04T11:00:00Z,31.82,2.10
2026-07-04T11:00:30Z,31.80,2.10
2026-07-04T11:01:00Z,31.24,4.35
2026-07-04T11:01:30Z,31.22,4.35
2026-07-04T11:02:00Z,30.71,6.02
```"""),
    ("command-history-quoted", ["quoted", "command_history"], "en",
     """The night shift left this in the handover. Did they forget to re-enable the heaters?

> 2026-02-11 01:12:04Z  HTR_B OFF      (cmd 0x3A21, verified)
> 2026-02-11 01:12:40Z  PL_MODE SAFE   (cmd 0x3A22, verified)
> 2026-02-11 01:40:17Z  MM_DUMP VC2    (cmd 0x3A23, verified)
> 2026-02-11 01:55:02Z  PL_MODE NOM    (cmd 0x3A24, verified)"""),
    ("anomaly-report-head", ["very_head", "anomaly_report"], "en",
     """ANOMALY REPORT AR-2026-0113
Spacecraft: PERSEA
Occurred: 2026-03-02T06:12:27Z
Detected: 2026-03-02T06:12:31Z (on-board FDIR)
Reported by: M. Oduya, flight controller
Description: RW3 speed fell from 2,100 rpm to 0 within 4 s with a 1.9 A current spike. AOCS
switched to 3-wheel control. RW3 inhibited at 06:19Z.

Rewrite the description for the customer's monthly report, without jargon."""),
    ("arb-minutes-rag", ["rag_document", "minutes"], "en",
     """Answer from the retrieved document only.

Document [arb-minutes-2026-03-05.md]:
Anomaly Review Board, 5 March 2026, 14:00-15:10 CET
Attendees: Oduya, Lindqvist, Akerlund (WheelWorks), Ferrand
AR-2026-0113 (RW3 seizure): root cause accepted as bearing seizure. Action A-2026-031: ops to define
3-wheel momentum management by 19 March 2026 (owner Ferrand).

Question: Who owns the momentum management action and when is it due?
Answer:"""),
    ("manifest-chatml", ["chat_template", "chatml", "manifest"], "en",
     """<|im_start|>system
You answer questions about launch manifests the user pastes.<|im_end|>
<|im_start|>user
Manifest MLS-R15 rev 7 (issued 2026-08-20):
Port C1  ORCA-1     ship 2026-10-21  integ 2026-11-04  mass 41.2 kg
Port C1  ORCA-2     ship 2026-10-21  integ 2026-11-04  mass 40.9 kg
Port C2  BLUEWREN   ship 2026-10-28  integ 2026-11-05  mass 12.3 kg
Which payloads have to be on site first?<|im_end|>
<|im_start|>assistant
"""),
    ("separation-llama3", ["chat_template", "llama3", "timeline"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You check launch separation timelines for conflicts.<|eot_id|><|start_header_id|>user<|end_header_id|>

Separation timeline from the provider (mission MLS-R14, L = 2026-11-03 18:42:00 UTC):
T+00:58:10  TERRA-NOVA-2  port B2
T+00:58:20  TERRA-NOVA-3  port B2
T+01:02:45  AURORA-SAT    port A1
Are the two TERRA-NOVA separations far enough apart?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("icd-indented", ["indented", "document_revision"], "en",
     """Does our connector choice match the ICD? The relevant part:

    ICD-QD15-001 Issue 4, Revision 2 (2026-01-15)
    5.3 Umbilical: one 37-pin MIL-DTL-24308 connector, customer side female.
    5.4 Separation switches: two, normally closed, rated 1 A at 28 V.

We planned a 25-pin connector with a male customer side."""),
    ("itu-filing-both-sides", ["question_both_sides", "itu_filing"], "en",
     """I need a plain summary of this filing status.

Network: HALCYON-NGSO
Notice type: API/A (advance publication)
Date of receipt: 2025-11-14
BR IFIC: 3061 (2025-12-09)
Frequency bands: 2200-2290 MHz, 8025-8400 MHz
Comments received: 2 administrations

Also: what are the next deadlines after publication in the BR IFIC?"""),
    ("fcc-grant-very-end", ["very_end", "licence_grant"], "en",
     """Explain what the conditions below mean for a teleport that mostly supports LEO downlinks.

Grant of Authority
Call Sign: E260417
Licensee: Northstar Teleport LLC
Grant Date: 01/22/2026
Expiration Date: 01/22/2041
Special condition 1: Operation is limited to the antennas and frequencies listed in Schedule B.
Special condition 2: The licensee shall maintain a point of contact available 24/7 to cease emissions."""),
    ("interference-gemma", ["chat_template", "gemma", "ticket"], "en",
     """<start_of_turn>user
Can you tell from this ticket history whether the interference is getting worse?

[2026-02-20 18:04 UTC] INT-7781 opened: CW spike +2 MHz on TP11 uplink, C/I 22 dB
[2026-02-23 18:11 UTC] INT-7781 update: C/I 18 dB, appears 18:00-23:00 daily
[2026-02-27 17:58 UTC] INT-7781 update: C/I 15 dB, second spike at +2.3 MHz<end_of_turn>
<start_of_turn>model
"""),
    ("imagery-order-json", ["json", "asked_about_times", "uuid7_in_record"], "en",
     """How long did this order sit in each state? Use the timestamps.

{
  "id": "0197d8e5-3c42-7a1b-8f20-5e9c1d3b7a60",
  "created_at": "2026-06-02T14:51:09Z",
  "order_number": "SKY-2026-06231",
  "events": [
    {"state": "RECEIVED", "at": "2026-06-02T14:51:09Z"},
    {"state": "FEASIBLE", "at": "2026-06-02T15:30:44Z"},
    {"state": "TASKED", "at": "2026-06-03T08:02:17Z"},
    {"state": "COLLECTED", "at": "2026-06-09T10:14:22Z"}
  ]
}"""),
    ("stac-item-react", ["react", "tool_observation", "stac"], "en",
     """Question: Is scene SKF2_20260611T101422 good enough for a vineyard count?
Thought: I should fetch the scene metadata.
Action: get_scene
Action Input: SKF2_20260611T101422_L1B_3381
Observation: {"id": "SKF2_20260611T101422_L1B_3381", "properties": {"datetime": "2026-06-11T10:14:22Z", "created": "2026-06-11T12:40:05Z", "eo:cloud_cover": 4, "view:off_nadir": 18.2, "gsd": 0.5}}
Thought:"""),
    ("tasking-webhook-debug", ["pasted_http", "webhook_debug", "signature"], "en",
     """Our endpoint rejects this tasking webhook as too old. It arrived at 10:15:03Z. What tolerance should
we set?

POST /hooks/skyframe HTTP/1.1
Host: api.agrivista.example
X-Skyframe-Webhook-Id: whk_2Pq8Rt6Vx0Zb4Nd1
X-Skyframe-Timestamp: 1781000057
X-Skyframe-Signature: v1=7c1e4f9a20b3d85e6f7a8c9b0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a
Content-Type: application/json

{"event": "acquisition.collected", "order": "TSK-55102", "collected_at": "2026-06-09T10:14:22Z"}"""),
    ("curl-verbose", ["pasted_http", "curl", "request_id_in_output"], "en",
     """Why does the catalogue API give me a 429 here? I only sent three requests.

< HTTP/2 429
< date: Thu, 11 Jun 2026 08:02:44 GMT
< content-type: application/json
< retry-after: 30
< x-request-id: 6b1f0c2e-94d7-4a3b-8e5f-1c2d3e4f5a6b
< x-ratelimit-remaining: 0
{"error": "rate_limited", "detail": "5 searches per minute on the trial plan"}"""),
    ("tle-ingest-traceback", ["fenced", "traceback", "request_id_in_output"], "en",
     """This TLE ingest job crashed. What is wrong with the input?

```
2026-05-20 04:00:02,118 INFO tle_ingest request_id=9f2c7a41e0b3 fetched 14 element sets
Traceback (most recent call last):
  File "tle_ingest.py", line 88, in parse
    checksum = int(line[68])
ValueError: invalid literal for int() with base 10: ' '
```"""),
    ("pass-report-phi3", ["chat_template", "phi3", "pass_report"], "en",
     """<|user|>
Post-pass report, please tell me if anything needs follow-up:
Pass 2026-143-0741 SVB-3 HALCYON-2
AOS 07:41:12Z  LOS 07:52:40Z  max el 61.2
X-band: 9.84 GB received, frame errors 0.002%
S-band TM: nominal; 4 commands uplinked, all verified
Note: 12 s carrier dropout at 07:47:03Z<|end|>
<|assistant|>
"""),
    ("satcat-mistral", ["chat_template", "mistral", "catalog_record"], "en",
     """<s>[INST] Is this object still in orbit? Here is the catalogue record:
{"NORAD_CAT_ID": "48274", "OBJECT_NAME": "BLUEWREN-1", "INTLDES": "2021-035B", "LAUNCH": "2021-04-29", "DECAY": "2025-12-17", "RCS_SIZE": "SMALL"} [/INST]"""),
    ("station-invoice", ["lead_in", "invoice"], "en",
     """Here is the invoice we got from the ground network. Does it match 212 contact minutes at the contract
rate?

INVOICE ORB-INV-2026-0588
Billing period: 2026-04-01 to 2026-04-30
Issued: 2026-05-03
Customer: Halcyon Space Ltd (cus_P4kW9nRt2Zm7Qx)
X-band contact minutes: 212 @ USD 22.00 = USD 4,664.00
Total due: USD 4,664.00 by 2026-06-02"""),
    ("monitor-csv-epochs", ["csv", "epoch_in_data", "asked_about"], "en",
     """What local time (Madrid) did the interferer first appear in this capture log?

epoch,freq_ghz,level_dbm
1771610400,11.7346,-71.2
1771610460,11.7346,-64.8
1771610520,11.7347,-63.9"""),
    ("slack-export-earlier-assistant", ["earlier_turn", "slack_export"], "en",
     """User: Summarise what the ops channel decided.
Assistant: Here is the export I found in the thread:
[{"ts": "1772604123.004200", "user": "U05K2P9QX", "text": "RW3 inhibited, moving to 3-wheel"},
 {"ts": "1772604188.004900", "user": "U02MX7TQA", "text": "ack, I'll tell the customer"}]
User: Good. Now write the customer notice in two sentences.
Assistant:"""),
    ("campaign-daily-report", ["lead_in", "daily_report"], "en",
     """The launch provider sent this:

Launch campaign daily report #9, Monday 26 October 2026
- 08:30 TERRA-NOVA-2 and -3 fit check completed on QD-15 SN 0021.
- 13:15 Battery top-up (customer GSE), SoC 98% and 97%.
- 16:40 Dispenser door closure postponed to 27 October 09:00 pending closeout photos.

Is anything here blocking integration for us?"""),
    ("portal-nginx", ["pasted_log", "nginx", "question_below"], "en",
     """203.0.113.50 - - [11/Jun/2026:08:02:41 +0000] "POST /api/v3/search HTTP/2.0" 200 18211 "-" "skyframe-py/3.4.0"
203.0.113.50 - - [11/Jun/2026:08:02:43 +0000] "POST /api/v3/search HTTP/2.0" 200 17902 "-" "skyframe-py/3.4.0"
203.0.113.50 - - [11/Jun/2026:08:02:44 +0000] "POST /api/v3/search HTTP/2.0" 429 96 "-" "skyframe-py/3.4.0"

These are from our imagery portal. Is the client hammering us or is the limit too low?"""),
    ("ats-fenced-yaml", ["fenced", "yaml", "time_tagged_commands"], "en",
     """Review this time-tagged command load before we uplink it:

```yaml
load: ATS-2026-0915-A
spacecraft: SENTRA-3
commands:
  - at: "2026-09-15T11:41:40Z"
    cmd: PL_MODE_SET
    arg: STANDBY
  - at: "2026-09-15T12:18:55Z"
    cmd: PL_MODE_SET
    arg: IMAGING
```"""),
    ("propellant-table", ["md_table", "dates_in_table"], "en",
     """Project the propellant left at end of 2027 from these burns.

| Date       | Burn         | Delta-v (m/s) | Propellant used (g) |
|------------|--------------|---------------|---------------------|
| 2026-01-14 | orbit raise  | 4.10          | 221                 |
| 2026-04-02 | station-keep | 0.35          | 19                  |
| 2026-07-09 | station-keep | 0.41          | 22                  |"""),
    ("pase-correo-es", ["pasted_email", "date_header"], "es",
     """¿Qué pasó en este pase? Me llegó este correo del turno:

De: Turno noche <turno.noche@estacion-pa.example>
Fecha: mar, 7 abr 2026 04:20:11 -0300
Asunto: Pase LUMA-7 perdido

El pase de LUMA-7 de las 04:01 (hora local) no se adquirió. El receptor no enganchó portadora; el
pronóstico de efemérides era del 5 de abril."""),
    ("rapport-anomalie-fr", ["anomaly_report", "question_below"], "fr",
     """Rapport d'anomalie RA-2026-044
Satellite : ARCTURUS-1
Date de détection : 14/05/2026 à 03h17 UTC
Sous-système : alimentation
Description : chute de la tension du bus à 26,1 V pendant 40 s en sortie d'éclipse.

Peux-tu rédiger la section « conséquences » en trois phrases ?"""),
    ("schichtbuch-de", ["shift_log", "lead_in"], "de",
     """Das steht im Schichtbuch der Station von heute Nacht:

21.05.2026 01:58 Pass HALCYON-2 vorbereitet, Antenne 2 in Bereitschaft
21.05.2026 02:13 Azimutantrieb Überstrom, Antenne fährt in Parkposition
21.05.2026 02:31 Fehler quittiert (J. Solberg), Antenne wieder verfügbar

Hätten wir den Pass auf Antenne 3 umlegen können?"""),
    ("conferma-ordine-it", ["order_confirmation", "question_above"], "it",
     """È corretta questa conferma d'ordine o manca qualcosa?

Conferma ordine n. SKY-2026-08812
Data ordine: 12/08/2026 16:05
Prodotto: immagine d'archivio 50 cm, 28 km², licenza per singola organizzazione
Consegna: GeoTIFF entro 24 ore
Importo: 392,00 EUR + IVA"""),
    ("relatorio-passagem-pt", ["pass_report", "indented"], "pt",
     """O relatório de passagem abaixo indica algum problema?

    Estação: Cuiabá 2
    Satélite: TERRA-NOVA-1
    Início: 19/06/2026 13:02:33
    Fim: 19/06/2026 13:12:09
    Dados recebidos: 6,1 GB; erros de quadro: 0,4%"""),
    ("vergunning-nl", ["licence_document", "question_below"], "nl",
     """Vergunning nr. 2026-GS-0147
Houder: Noordzee Teleport B.V.
Datum van afgifte: 3 februari 2026
Geldig tot: 2 februari 2036
Frequentie: 29,5-30,0 GHz (zenden)

Mogen we met deze vergunning ook een tweede antenne op hetzelfde terrein gebruiken?"""),
    ("harmonogram-pl", ["schedule", "fenced"], "pl",
     """Czy ten harmonogram integracji jest realny?

```
2026-10-02  przyjazd satelity do bazy
2026-10-05  test dopasowania (fit check)
2026-10-06  ładowanie baterii
2026-10-09  zamknięcie dyspensera
```"""),
    ("tm-journal-ru", ["pasted_log", "earlier_turn"], "ru",
     """Пользователь: Вот выдержка из журнала сеанса:
12.03.2026 22:41:05 СЕАНС 4471 начало, станция Медвежьи Озёра
12.03.2026 22:44:18 потеря синхронизации кадров, ВК2
12.03.2026 22:52:40 СЕАНС 4471 конец, принято 88% кадров
Ассистент: Понял. Потеря синхронизации длилась около восьми минут.
Пользователь: А могла ли причина быть в погоде?"""),
    ("akt-uk", ["anomaly_report", "question_above"], "uk",
     """Чи правильно заповнений цей акт?

Акт про позаштатну ситуацію № 17/2026
Дата складання: 04.08.2026
Час виявлення: 04.08.2026 03:12 (UTC)
Опис: відмова датчика Сонця № 2, значення «заморожені» на 14,2°"""),
    ("email-el", ["pasted_email", "date_header", "message_id"], "el",
     """Τι μας ζητάει ο σταθμός σε αυτό το μήνυμα;

Από: Σταθμός Εδάφους Θερμοπυλών <ops@thermo-gs.example>
Ημερομηνία: Πέμ, 9 Απρ 2026 10:14:02 +0300
Message-ID: <gs-4410.20260409@thermo-gs.example>
Θέμα: Συντήρηση κεραίας 2

Η κεραία 2 θα είναι εκτός λειτουργίας στις 14 Απριλίου από 08:00 έως 14:00 UTC."""),
    ("invoice-ar", ["invoice", "arabic_indic_digits"], "ar",
     """هذه فاتورة من مزوّد الصور. هل المبلغ صحيح؟

فاتورة رقم: ٢٠٢٦-٠٤١٨
التاريخ: ١٥/٠٦/٢٠٢٦
المساحة: ٢٥ كم² × ١٤ دولار
الإجمالي: ٣٥٠ دولار"""),
    ("mail-he", ["pasted_email", "message_id"], "he",
     """מה הנקודה העיקרית במייל הזה מהקבלן?

מאת: צוות הנעה <propulsion@negev-sat.example>
תאריך: 17/03/2026 11:42
Message-ID: <prop-20260317-1142@negev-sat.example>
נושא: בדיקת דליפה במערכת ההנעה

הבדיקה הסתיימה ללא ממצאים. הלחץ נשאר 18.2 בר לאורך 24 שעות."""),
    ("launch-schedule-hi", ["schedule", "question_below"], "hi",
     """प्रक्षेपण अभियान कार्यक्रम:
04-11-2026 उपग्रह का आगमन, श्रीहरिकोटा
06-11-2026 फ़िट जाँच
09-11-2026 हीट शील्ड बंद
12-11-2026 प्रक्षेपण (NET)

क्या 06 तारीख की फ़िट जाँच के लिए हमारी टीम को 05 तारीख तक पहुँचना होगा?"""),
    ("receipt-th", ["receipt", "buddhist_era"], "th",
     """ใบเสร็จนี้ถูกต้องไหม

ใบเสร็จรับเงินเลขที่ IMG-2569-0311
วันที่ 11 มีนาคม 2569 เวลา 15:20 น.
ภาพถ่ายดาวเทียมคลังภาพ 30 ตร.กม. ราคา 12,600 บาท"""),
    ("pass-plan-zh", ["table", "question_above"], "zh",
     """下面的过境计划有冲突吗？

| 卫星      | 测站   | 开始时间             | 结束时间             |
|-----------|--------|----------------------|----------------------|
| SENTRA-2  | 喀什   | 2026-05-21 08:02:10  | 2026-05-21 08:12:44  |
| SENTRA-3  | 喀什   | 2026-05-21 08:11:30  | 2026-05-21 08:21:05  |"""),
    ("fuguai-ja", ["anomaly_report", "very_head"], "ja",
     """不具合報告書 NCR-2026-021
発生日時：2026年5月21日 02時13分（UTC）
件名：2号アンテナ方位駆動 過電流
処置：アンテナを格納位置へ退避、02時31分に復旧

この報告書の「再発防止策」の欄を書く手伝いをしてください。"""),
    ("booking-ko", ["booking_confirmation", "lead_in"], "ko",
     """지상국에서 이런 예약 확인 메일이 왔어요:

예약번호: GS-2026-05-3381
위성: KOMPSAT 호환 시험위성
일시: 2026년 5월 22일 오후 3:12 ~ 3:24 (KST)
안테나: 9 m S대역

이 시간에 우리 팀이 관제실에 있어야 하나요?"""),
    ("tahsis-tr", ["licence_document", "question_above"], "tr",
     """Bu frekans tahsis belgesinde süre ne zaman doluyor?

Frekans Tahsis Belgesi No: FT-2026/0388
Düzenlenme tarihi: 12.01.2026
Geçerlilik: 5 yıl
Bant: 10,95-11,20 GHz (alış)"""),
    ("bien-ban-vi", ["minutes", "rag_document"], "vi",
     """Trả lời dựa trên tài liệu.

Tài liệu: Biên bản họp ngày 15/07/2026 lúc 09:00
Nội dung: Trạm mặt đất Hòa Lạc sẽ bảo trì ăng-ten từ 20/07 đến 22/07. Các lượt bay qua trong thời gian
này chuyển sang trạm đối tác.

Câu hỏi: Lượt bay qua ngày 21/07 sẽ do trạm nào nhận?"""),
    ("laporan-id", ["pass_report", "question_below"], "id",
     """Laporan lintasan:
Stasiun: Biak
Satelit: LUMA-7
Mulai: 03-09-2026 05.12 WIT
Selesai: 03-09-2026 05.22 WIT
Status: data diterima 92%

Apakah 92% cukup atau lintasan perlu diulang?"""),
    ("faktura-cs", ["invoice", "indented"], "cs",
     """Sedí tato faktura se smlouvou (18 USD za minutu)?

    Faktura č. 2026-0415
    Datum vystavení: 30. 4. 2026
    Služba: kontakty v pásmu X, 140 minut
    Celkem: 2 520 USD"""),
    ("vaktlogg-no", ["shift_log", "quoted"], "no",
     """Hva skjedde her?

> 14.03.2026 02:10 Passet for PERSEA startet normalt
> 14.03.2026 02:14 Snøfokk, vind 24 m/s, antenne parkert
> 14.03.2026 02:40 Antenne tilbake i drift"""),
]


# --- negatives: look-alikes, asked values and stable headers --------------------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("prompt-revision-header", ["stable_header", "authored_revision"], "en",
     """Prompt: pass-planner
Prompt version: 2.7.0
Last reviewed: 2026-02-11 by the ground segment lead
Ground network: Orbitline GSN-2 (9 stations)

Answer questions about pass planning rules. Elevation mask is 5 degrees unless a station says otherwise.

User: Does SVB-3 use the default mask?
Assistant:"""),
    ("llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain orbital mechanics to interns.<|eot_id|><|start_header_id|>user<|end_header_id|>

Why does a sun-synchronous orbit need to be slightly retrograde?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("api-version-header", ["stable_header", "api_version"], "en",
     """X-Api-Version: 2025-09-01
Accept: application/json
X-Mission: SENTRA

You translate operator questions into calls to the contact scheduling API. Output only the request.

Operator: List next week's confirmed contacts for SENTRA-3.
Request:"""),
    ("chatml-cutoff", ["chat_template", "chatml", "knowledge_cutoff", "price_list_date"], "en",
     """<|im_start|>system
You are the Skyframe pricing assistant. Knowledge cutoff: 2024-10. Price list valid from 2026-01-01:
archive 50 cm USD 14/km2, tasking 50 cm USD 22/km2, minimum order 25 km2.<|im_end|>
<|im_start|>user
How much is a tasked image of 40 km2?<|im_end|>
<|im_start|>assistant
"""),
    ("station-hours-phone", ["opening_hours", "phone"], "en",
     """You answer visitor questions for the Fairbanks antenna farm. Site office hours: Mon-Fri 08:00-16:30
AKST. Security desk: +1 907 555 0148. Visits need 48 hours' notice.

Visitor: Can I drop off a spare LNA on Saturday at 10:00?
Assistant:"""),
    ("imagery-prices", ["prices", "table"], "en",
     """Which product is cheapest for a 60 km2 area?

| Product         | Price per km2 | Minimum area |
|-----------------|---------------|--------------|
| Archive 50 cm   | USD 14.00     | 25 km2       |
| Tasking 50 cm   | USD 22.00     | 50 km2       |
| Archive 3 m     | USD 1.80      | 500 km2      |"""),
    ("norad-cospar-header", ["stable_header", "norad_id", "cospar_id", "launch_date"], "en",
     """Spacecraft: HALCYON-2
NORAD ID: 61234
COSPAR ID: 2025-147C
Launch date: 2025-06-23
Operator: Halcyon Space Ltd

You answer questions about HALCYON-2's mission for the public outreach page. Keep it simple.

Visitor: How high does the satellite fly?
Assistant:"""),
    ("licence-fee-iban", ["iban", "price"], "en",
     """Check this payment before I send the licence fee: IBAN GB33 BUKB 2020 1555 5555 55, beneficiary
Spectrum Fees Office, amount GBP 3,120.00, reference LIC-E260417-2026."""),
    ("firmware-sha256", ["sha256", "firmware"], "en",
     """The on-board software image we plan to upload has this checksum:
sha256 4f8a1c7e2b9d0e36a5f1c8b7d2e9a0f3c6b5d4e7a8f9012b3c4d5e6f7a8b9c0d
The ground tool computed 4f8a1c7e2b9d0e36a5f1c8b7d2e9a0f3c6b5d4e7a8f9012b3c4d5e6f7a8b9c0e. Can we still upload?"""),
    ("unrendered-template", ["template_placeholder"], "en",
     """Current UTC: {{current_utc}}
Request: {{request_id}}

You are the duty assistant of the operations centre. Keep answers short.

User: Who is the on-call flight dynamics engineer this week?
Assistant:"""),
    ("asks-ulid", ["id_in_question", "ulid"], "en",
     """The delivery e-mail mentions 01JX8Q4M2Z7N5T3B9C6D1E0FAK next to our order. Is that the product id
or a delivery id, and do I need it for support?"""),
    ("asks-epoch", ["id_in_question", "epoch"], "en",
     """Our telemetry frame header says 1779604321.25. Is that Unix time, GPS time or mission elapsed time,
and what UTC date would it be if it were Unix time?"""),
    ("few-shot-tle-epoch", ["few_shot", "example_date"], "en",
     """Convert a TLE epoch to a calendar date.

Example: 26001.50000000 -> 2026-01-01 12:00:00 UTC
Example: 25365.25000000 -> 2025-12-31 06:00:00 UTC

Input: 26121.50412037
Output:"""),
    ("calver-build", ["build_number", "version"], "en",
     """Our ground software was upgraded from 2026.01.4 to 2026.03.1 (build 20260312.2). Since then the pass
scheduler drops requests with priority 0. Is that a known change in behaviour or a regression?"""),
    ("stable-front-matter", ["front_matter", "stable"], "en",
     """---
mission: TERRA-NOVA
spacecraft: TERRA-NOVA-1
launch: 2025-03-15
orbit: SSO 512 km, LTAN 10:30
---
You answer questions about the TERRA-NOVA mission profile for the sales team.

User: What is the revisit time over Europe?
Assistant:"""),
    ("xml-attrs-station", ["xml_attr", "commissioned", "coordinates"], "en",
     """<station id="KIR-2" lat="67.8571" lon="20.9644" commissioned="2019-09-02" dish_m="13"/>
You answer customer questions about the Kiruna station's capabilities.

Customer: Can KIR-2 receive Ka-band?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: anomaly-notice-v4, revised 2026-01-20 -->
Write a short customer notice for a planned 6-hour data outage during a spacecraft software update.
Notice:"""),
    ("footer-terms", ["footer", "terms_revision"], "en",
     """Rewrite our tasking cancellation terms as three bullets.

Cancellation before the collection window opens: free. During the window: 50%. After collection: 100%.

--
Skyframe Imagery · Terms rev. 2026-01 · Company no. 11223344"""),
    ("md-table-customer-since", ["md_table", "customer_since"], "en",
     """| Field          | Value              |
|----------------|--------------------|
| Customer       | Agrivista SAS      |
| Customer since | 2024-09-30         |
| Contract       | TASK-STD-2026      |

You are the Skyframe account assistant. Offer long-standing customers a free re-tasking per quarter.

Agrivista: Do we get a free re-tasking this quarter?
Assistant:"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Please review this system prompt from our staging ops bot. Should the clock and session lines be in
the prompt at all?

You are Vega, the pass planning bot.
Current time: 2026-04-01T09:00:00Z
Session: 3f0c9a1e-7b2d-4c8e-9f1a-2b3c4d5e6f70
Always confirm the antenna before booking."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 02:40 UTC here and AOS is at 02:51. The antenna is still parked from the snow. Do I have time
to unstow and run the pre-pass test?"""),
    ("relative-times", ["relative_time"], "en",
     """The next pass starts in 14 minutes and the last one ended 97 minutes ago with a dropped carrier.
Is there time to swap the LNA before the next pass?"""),
    ("gps-week", ["gps_week", "id_in_question"], "en",
     """The receiver log says GPS week 2420, time of week 345600. What UTC date and time is that, counting
the leap seconds?"""),
    ("frequency-numbers", ["frequencies", "numbers"], "en",
     """Our downlink is 8212.5 MHz with 150 MHz occupied bandwidth and the band is 8025-8400 MHz. Does the
carrier fit inside the band edges with a 5 MHz guard?"""),
    ("faq-stand-de", ["document_revision", "stand"], "de",
     """FAQ Bodenstationsdienste
Stand: Februar 2026

Kontakte können bis 24 Stunden vor AOS kostenlos storniert werden.

Frage: Ich storniere 20 Stunden vorher. Kostet das etwas?"""),
    ("doc-revision-ja", ["policy_revision"], "ja",
     """あなたは地上局サービスの案内係です。以下の規定に基づいて答えてください。
規定書 第3版（2025年12月1日改訂）
予約のキャンセル：24時間前まで無料、それ以降は50%

お客様：明日の予約を今キャンセルすると料金はかかりますか？"""),
    ("placeholder-es", ["template_placeholder"], "es",
     """Hora actual: {{hora_utc}}
ID de sesión: {{id_sesion}}

Eres el asistente de la estación terrena. Responde en español.

Usuario: ¿La antena de 9 m puede recibir banda X?"""),
    ("horaires-station-fr", ["opening_hours"], "fr",
     """Vous êtes l'assistant de la station sol d'Aussaguel. Accueil des visiteurs : lun.-ven. 9 h-17 h.
Téléphone : 05 61 55 01 20.

Visiteur : Puis-je venir récupérer un colis samedi matin ?"""),
    ("prices-ko", ["prices", "table"], "ko",
     """어느 상품이 50km²에 가장 저렴한가요?

상품            | km²당 가격
아카이브 50cm   | 18,000원
신규 촬영 50cm  | 29,000원"""),
    ("hours-phone-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد مركز التحكم بالأقمار الصناعية. ساعات الاستقبال: من الأحد إلى الخميس، ٨ صباحًا - ٤ مساءً.
هاتف: ٠٤ ٥٥٥ ٠٣٢١

الزائر: هل يمكنني زيارة المركز يوم السبت؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """我们的测控软件升级到 4.2.0（2026-02-10 发布）后，遥测显示延迟了两秒。版本号：4.2.0。是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """A próxima passagem começa daqui a vinte minutos e a última terminou há uma hora e meia. Dá tempo de
reiniciar o receptor?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Η εκτόξευση είναι προγραμματισμένη για τις 3 Νοεμβρίου και η ενσωμάτωση για τις 16 Οκτωβρίου. Πόσες
μέρες έχουμε για τις δοκιμές μετά την άφιξη στις 2 Οκτωβρίου;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """यहाँ अभी रात के 11:40 बजे हैं और पास 11:52 बजे शुरू होगा। क्या एंटीना परीक्षण के लिए समय है?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Lisans ücretini bu hesaba gönderiyorum, kontrol eder misin? IBAN: TR12 0001 0012 3456 7890 1234 56, alıcı
Frekans Yönetimi Dairesi, tutar 18.400 TL."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Kampanię startową planujemy w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W45 i czy mieści się w
nim start 3 listopada?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """הרישיון שלנו לתחנת הקרקע ניתן ב-22 בינואר 2026 לתקופה של 15 שנים. באיזה תאריך הוא פג?"""),
    ("customer-id-th", ["customer_id", "stable_header"], "th",
     """รหัสลูกค้า: SKF-TH-00417
สัญญา: TASK-STD-2026
เริ่มสัญญา: 1 มกราคม 2569

คุณเป็นผู้ช่วยฝ่ายลูกค้าของบริการภาพถ่ายดาวเทียม ตอบเป็นภาษาไทย

ลูกค้า: สัญญาของเรารวมการถ่ายภาพซ้ำฟรีไหม"""),
    ("asks-uuid-ru", ["id_in_question", "uuid"], "ru",
     """Что означает идентификатор 7c9e6679-7425-40de-944b-e07fc1f90ae7 в уведомлении о доставке снимка?
Это номер заказа или что-то другое?"""),
    ("control-1", ["control", "plain"], "en",
     """You explain space topics to secondary school pupils. Use everyday comparisons.

Pupil: Why don't satellites fall down?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help students choose a topic for a short essay about satellites. Ask about their interests first.

Student: I like weather and farming.
Assistant:"""),
]


def to_drafts(rows: list[tuple[str, list[str], str, str]], kind: str) -> list[Draft]:
    out = []
    for source, tags, lang, text in rows:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{kind}:{source}", [*hard, *tags, *extra]))
    return out


# --- assembly ----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = to_drafts(PASTED, "pasted") + to_drafts(LOOKALIKES, "lookalike") + generated_negatives()
    return make_holdout.assemble("hold118", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
