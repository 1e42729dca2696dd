"""Build `prompt_normalizer/corpus/holdout106.jsonl`, a hundred-and-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout106.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout104.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (car rental,
rental, rental car, rent-a-car, car hire, vehicle hire, fleet, fleet leasing, leasing, vehicle, telematics, toll,
damage, roadside) and the passages around the hits, with the docstrings of `make_holdout25.py`,
`make_holdout72.py` and `make_holdout104.py` read in full and the opening of `make_holdout92.py`'s (its
reading notes, domain, neighbours and first sources); of `make_holdout24.py` also its import block and
its last 150 lines, for the structure of a generator; and `pyproject.toml` for ruff's settings. (A
listing of `tests/normalizer/` showed the generators' names, a read-only `git status --short` showed the
names of the files changed in the working tree, and a check of the path showed that `holdout106.jsonl`
did not exist yet.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout105.py` to `make_holdout112.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input at
its offsets, spans are single lines, inputs are unique, two builds are byte-identical).

The domain is car rental and fleet leasing: reservations and pick-ups, damage inspections with photos,
telematics and mileage, tolls and fines, deposits and card holds, lease contracts and returns, and
roadside assistance. The earlier docstrings name neighbours of it: above all insurance and motor
vehicles in make_holdout25 (car rental and car sharing with a trip session and its unlock nonce, a
damage check-in upload, a one-way quote, rental excess in Pau, a parking-fine dispute with `[session
...]` and `[sent ...]` lines and station transfers; roadside assistance with a breakdown dispatch, a
tow ETA, a jump-start chat, an in-car assistance button and a membership; fleet telematics with UBI
trip scoring, a crash-detection delivery, a dashboard, a geofence webhook, a GPS fix and a tachograph;
a lease-end inspection booking at a dealer; rentals in Paramaribo and Panama City); shared mobility in
make_holdout72 (car sharing with a co-driver invite, interior cleanliness uploads, a damage desk, a
toll lookup's `fetched_at` in a tool observation, a fuel card decline, a keyless trip end and fines
nominated to members); fleet telematics and ELD (make_holdout7), car rental counters (make_holdout9),
car hire among personal paperwork (make_holdout14), plant hire telematics (make_holdout28), a rental
hold token and a rental inspection tablet in resale marketplaces (make_holdout40), fleet mileage "as
of" a time in rolling stock depots (make_holdout60) and a dealership's loaner fleet (make_holdout92).
The scenarios here were written around them: rental is seen from the rental company's counter, kiosk,
return lane, fines desk and deposit desk, with no car sharing trip, unlock nonce, customer damage
check-in, one-way quote, station transfer or parking-fine dispute (fines arrive as a nomination
explainer, a ZTL verbale, a French avis, a Czech vignette fine and a NIP the user pastes); tolls are
tag passes, vignettes and statements, never a toll lookup in a tool observation (the tool observation
here is a deposit hold lookup); telematics is a lessor's fleet desk (odometer table, snapshot logfmt,
fault codes, a morning digest, geofence explainers), with no trip scoring, crash delivery, dashboard,
GPS fix or tachograph; lease returns are booked at the lessor's return hub, not at a dealer; roadside
is triage, routing and partner context, with no tow ETA, in-car button or membership. The sources are:

* reservations and pick-ups: a counter copilot behind forwarded headers (RFC 1123 `Date`, UUID v4
  `X-Request-ID`; `X-Counter` stays); a garage kiosk's made-up `Desk clock:` (Windows general, US
  Eastern time); a ChatML system turn with `Current time:` before `<|im_end|>` (RFC 3339 +02:00; the
  user's 23:40 landing stays); YAML front matter (`generated_at` in `toISOString()` form, ULID
  `request_id`) over a reservation JSON that opens with its own UUID v7 `id` and `created_at`; a
  bracketed context line (`t=` epoch in ms, hex `req=`; `desk=` and `lang=` stay); a Llama 3 system
  header (`Today Date` moves, `Cutting Knowledge Date` stays); a mail relay's `Relay-Time:` (RFC 2822)
  and KSUID `Relay-Id:` over a pasted confirmation e-mail with its `Date` and `Message-ID`; a markdown
  session table (base64url `Counter session`, `Opened` to the minute); Japanese (`現在日時：`, UUID v4
  `リクエストID：`), Spanish (`Hora actual:` day-first, nanoid `Sesión:` after the user's message) and
  Greek (`Τρέχουσα ώρα:` with genitive months) desks;
* damage inspections with photos: a return lane upload (`upl_` id, `Received:` RFC 3339 with ms; the
  photos' EXIF `DateTimeOriginal` stays); `<inspection>` attributes `session` (UUID v7) and `opened`
  (naive `isoformat()`) before a stable `branch`, over nested photo times that stay; photos "fetched
  from the inspection store at <ctime> for this review:" with an ObjectId `Fetch:` line (the capture
  times stay); a Semantic Kernel current-time sentence; an HTML comment (`t=` in ms, `nonce=`; `tpl=`
  stays); Arabic (`الوقت الحالي:` in Arabic-Indic digits, UUID v7 session) and German
  (`Abfragezeitpunkt:` dotted day-first, hex `Anfrage-ID:` over a pasted Rückgabeprotokoll whose
  `Erstellt:` stays) desks;
* telematics and mileage: odometer readings "as of" a time (+02:00) for the request (the table's
  readings and contract dates stay); a `telemx` logfmt tail line (lower-case ULID `snapshot=`, Go
  RFC3339Nano `now=`; `fleet=` stays) under pasted trip events; indented gRPC metadata with an epoch in
  ns; a morning digest `Digest built:` in Go `time.Now().String()` form; a made-up `t0:` (Python
  logging) in a fleet portal header; `t_us:` (epoch in us) in a classifier; Korean (`현재 시각:` 12-hour,
  KSUID `요청 ID:` after the user's message), Polish (`Bieżący czas:` genitive month and `godz.`, nanoid
  `Sesja:`) and Hindi (`वर्तमान समय:` in Devanagari digits, UUID v4 `अनुरोध आईडी:`) desks;
* tolls and fines: a single-line JSON head (UUID v7 `req`, `ts` epoch between stable members); a
  made-up `Pulled:` (Log4j) under a stable `tag-provider:`; B3 headers (`X-B3-TraceId`, `X-B3-SpanId`
  move; `X-B3-Sampled` stays); Italian (`Data e ora attuali:`, upper-case hex `ID richiesta:` over a
  pasted verbale whose violation time stays), French (`Horodatage de la requête :`, base32
  `Session :`; the user's "14 h 20" stays), Turkish (`Şu anki zaman:`, KSUID `Oturum:` after the user's
  message) and Czech (`Aktuální čas:`) desks;
* deposits and card holds: a ReAct `hold_lookup` observation (`lookup_id=` ULID and `fetched_at=` move,
  `status=ok` and the hold's authorisation and release lines stay); Stripe context (`Request-Id:
  req_...`, `Idempotency-Key`; `Stripe-Version` and `Customer: cus_...` stay); an `X-Session-Token` JWT;
  a footer after `--` (`Checked:` RFC 3339 with us, hex `Check id:`; `--` and the version line stay)
  under pasted bank SMS; "Today is <long date>." inside a system sentence; Hebrew (`השעה הנוכחית:`,
  ObjectId `מזהה בקשה:`), Brazilian Portuguese (`Hora atual:`, base64url `ID do pedido:` after the
  user's message) and Russian (`Текущее время:` with genitive month, UUID v4 `ID запроса:`) desks;
* lease contracts and returns: a return hub's `RequestedAt:` (.NET "o") and base64url
  `PortalSession:` (the contract's dates stay); a Mistral `[INST]` prompt with `Now:` (Go
  RFC3339Nano); a bare `Today:` date at the head over contract figures; a pretty JSON head (UUID v4
  `request_id`, `received_at_ms`, never last); the current ISO week date in a planner; `Prompt
  assembled:` (ctime) as the last line; Swedish (`Aktuell tid:`, UUID v7 `Session:`), Dutch (`Huidige
  tijd:`, ULID `Verzoek-ID:` after the user's message) and Chinese (`当前时间：`, hex `会话ID：`) desks;
* roadside assistance: `traceparent` and `tracestate` over a triage bot (`X-Roadside-Channel` stays);
  a Gemma user turn with `Current time:` and `Request:`; a Phi-3 system turn with a made-up `Hop:`; a
  dispatch host header block with GNU `date`; `sent_at:` (`toISOString()`) and a KSUID `msg:` after a
  user's message that types its own 21:40; `Case view opened:` in JavaScript `toString()` over case
  times that stay; a tow partner context in pretty JSON (`generated_at`, `req_` `request_id`; the job
  stays); Thai (`เวลาปัจจุบัน:` in the Buddhist era, nanoid `รหัสคำขอ:`), Vietnamese (`Thời điểm hiện
  tại:`, KSUID `Mã phiên:`), Ukrainian (`Поточний час:`) and Indonesian (footer `Waktu permintaan:`, hex
  `ID permintaan:`) desks;
* the generated family: one program field at three of eight positions (head, system tail, header block
  between `App:` and `Branch:`, after the user's message, footer after `--` above a stable line, YAML
  front matter, a single-line JSON member between stable members, an XML attribute between stable
  ones; four or five each) of 12 bodies, each with a pasted record of its own that stays (a booking
  JSON with a UUID v7 `id` and `created_at`, a damage CSV with `taken_at`, telematics logfmt with `ts`
  and `request_id`, a toll CSV opening with `Timestamp`, a bank e-mail with `Date` and `Message-ID`, a
  roadside SMS thread with bracketed times, a German `key=value` account line with `erstellt`, a Spanish
  CSV with `creado`, a French avis with `Date :` and `Heure :`, Japanese JSON with `作成日時`, a Chinese
  table with `记录时间`, a Russian SMS with its own date); the field is one of 23 English and made-up
  labels (`Desk clock`, `Served at`, `Pulled`, `t0`, `Wallclock`, `Context time`, `Local time`, `As
  of`, `Stamp`, `Request received`, `Today`, `Epoch`, `tick.ms`, `Request`, `Correlation`, `Trace`,
  `Chat session`, `Hop`, `Delivery`, `Nonce`, `Run`, `Session token`, `Counter session`) or the "now",
  request or session label of the body's language (German, Spanish, French, Japanese, Chinese,
  Russian).

The negatives: 54 pasted records in twenty placements (question above, block first, typed right under
the question with no blank line, "<lead-in>:" with a blank line, a question ending in a lead-in with
the block on the next line, an earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma,
Phi-3 and Mistral user turns, a RAG document, a ReAct observation of an attachment, fenced, quoted with
`>`, indented, the very end of the prompt, both sides, a user turn under a system prompt): a booking
confirmation e-mail with `Date` and `Message-ID`, a rental agreement, a damage CSV with `taken_at`,
exiftool output, telematics logfmt with `ts` and `request_id`, a mileage export opening with a UUID v7
`id` and `created_at`, a toll statement opening with `Timestamp`, a NIP, bank SMS, a Stripe delivery
pasted to debug its signature, `curl -v` output with `date` and `x-request-id`, lease contract YAML
with `created`, a return report table, a roadside job sheet, telematics gateway syslog, an ICS with
`DTSTAMP`, a Slack thread with `ts`, a ticket with `Created` and `Updated`, a reservation webhook
payload with `occurred_at`, a refuelling receipt, an OTA XML with `CreateDateTime`, nginx booking
traffic, key box logfmt, a service history CSV, a damage recovery letter, an OpenTelemetry span, a
pricing traceback, a staging bot's system prompt with `Current time:` and `Session:` (a near-miss), an
availability response opening with `generated_at` and `request_id` (a near-miss), a council appeal
e-mail; and in other languages a Spanish contract, a German Übergabeprotokoll with `Erstellt:`, a
French avis, an Italian verbale, a Brazilian e-mail with `Data:`, Japanese JSON with `作成日時`, a Korean
toll table with `통행일시`, a Chinese lease record with `创建时间`, an Arabic receipt in Arabic-Indic
digits, a Hebrew e-mail with `תאריך:`, Russian log lines with `trace_id`, a Polish damage report with
`Data utworzenia:`, a Turkish toll list with `Geçiş zamanı`, a Dutch inspection with `Datum inspectie:`,
a Greek receipt with `Ημερομηνία:`, a Hindi SMS in Devanagari digits, a Thai Buddhist-era receipt, a
Vietnamese booking with `Ngày tạo:`, a Swedish congestion tax invoice with `Passagetid`, a Czech fine
with `Datum přestupku:`, a Ukrainian card statement, Indonesian JSON with `dibuat`, a Spanish telematics
CSV with `fecha_hora` and a German leasing e-mail with `Datum:` and `Message-ID`. 22 look-alikes in
program positions (a header with API version and knowledge cutoff, front matter with a prompt revision
and damage chart, branch opening hours, an extras price table, roadside phone numbers, an IBAN, a
firmware checksum, relative times, a customer header with `cus_` id, tenant and account-since date, an
unrendered `{{current_time}}` and `{{session_id}}`, dates in a policy change, a Llama 3 header with
only its cutoff, stable XML attributes with a branch's opening date, a CalVer build, API version and
tenant uuid in single-line JSON, a terms footer, a VIN and contract header, tariff seasons, a German
`Stand der Preisliste`, a Japanese `規約改定日`, Spanish opening hours with the user's flight time, a
Russian tariff version and Korean branch hours), 13 values the user asks about or types (a `req_` id
from an error message, a created and a paid time, epochs, a JWT, a traceparent for support, the user's
own clock, few-shot dates, a UUID v7, ISO weeks, a Korean ULID, an Italian hold expiry, a French user's
clock, an Arabic ObjectId), two plain controls, and 14 generated hard negatives: the family's bodies
with one stable value (API version, knowledge cutoff, prompt revision, branch opening date, tenant
uuid, coverage start, desk hours, damage chart, a German price list date, Spanish tariff date, French
terms version, Japanese terms revision, Chinese terms version, Russian rules edition) at a position the
body's positives do not use.

What it is: 203 prompts. 98 carry volatile fields (138 spans): 62 hand-written positives (102 spans;
40 with two fields) and 36 generated ones. 105 carry none. About three prompts in eight are in a
language other than English (79 of 203; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Thai, Han, Japanese, Hangul). The output is deterministic (seeded, moments drawn from a fixed base);
once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, record
dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, work sessions,
device clocks, tool results, made-up labels, bracketed and inline spans, ASCII cue lines, localized
"now" labels). Clarifications made here:

* Rental and leasing records are content wherever they sit and however they open: booking, agreement,
  contract, notice, ticket, job, photo, hold and case numbers, VINs and plates, pick-up, return, due
  back, inspection, capture, offence, passage, authorisation and release times, contract start and end
  dates, `created_at`, `created`, `Erstellt:`, `作成日時`, `创建时间`, `occurred_at`, `taken_at`, EXIF
  times, also next to a program's stamp and also when the program fetched them for this request (the
  odometer table, the store's photos, the hold lookup). Only the stamp and the ids minted for the
  request, session, fetch, snapshot, upload, relay or check move.
* Clocks read for this request are the current time: a kiosk's desk clock, a portal's `t0`, a digest's
  build time, a case view's opening time, a program's `now` in any language, script, digits or calendar.
  Times a customer types (a landing at 23:40, "it's 21:40", "14 h 20", an odometer of 38,200 km) stay.
* Counter, inspection, portal and chat sessions are sessions: their ids, tokens and opening times move;
  customers, tenants, branches, desks, fleets, hubs and contracts stay.
* Near-misses by position and purpose: a staging prompt and an availability response pasted by the user
  stay whole although they hold `Current time:`, `Session:`, `generated_at` and `request_id`; the same
  kinds of lines in the program's own positions move. A job reference stays beside the program's
  `request_id`.
* Spans follow rule 3: "as of <time>" and "at <ctime>" are cut with their preposition, leaving "Odometer
  readings for this request:" and "Return photos fetched from the inspection store for this review:";
  the Semantic Kernel and "Today is" sentences are inline spans; XML attributes and `key=value` pairs
  are followed by a stable neighbour; single-line JSON members are cut with the comma after them and
  sit between stable members; volatile members of pretty JSON are never the last member of their
  object; a field followed by `<|im_end|>` on its line is an inline span; header lines, YAML keys,
  markdown rows, footer lines and a line holding one field in any script are whole-line spans, and a
  footer's `--` stays.
* Only ASCII `Label:` cue lines (`Agent:`, `Assistant:`, `Answer:`, `Coach:`, `Verdict:`, `Thought:`,
  `Label:`, `Dispatcher:`, `Assessment:`, `Classification:`, `Explanation:`, `Digest:`, `Reply:`,
  `Summary:`) or a chat template's reply header on a line of its own that rule 4's machinery knows
  (ChatML, and Llama 3 with its reply header put on its own line) end positives; prompts in other
  languages end with the user's message or with the metadata after it; the Gemma and Phi-3 positives
  are rendered without a generation header (they end with the user's turn) and the Mistral positive
  ends with `[/INST]` on the user's line, so each gets its trailer at the very end as rule 4 gives it.
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
    CEST,
    CET,
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

SEED = 20270106
SRC = "holdout106:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout106.jsonl"

BRT = timezone(timedelta(hours=-3), "BRT")
MSK = timezone(timedelta(hours=3), "MSK")
KST = timezone(timedelta(hours=9), "KST")
ICT = timezone(timedelta(hours=7), "ICT")
GST = timezone(timedelta(hours=4), "GST")
ISR = timezone(timedelta(hours=2), "IST")
TRT = timezone(timedelta(hours=3), "TRT")
AEST = timezone(timedelta(hours=10), "AEST")
PST = timezone(timedelta(hours=-8), "PST")
MDT = timezone(timedelta(hours=-6), "MDT")
CST8 = timezone(timedelta(hours=8), "CST")
WIB = timezone(timedelta(hours=7), "WIB")
EET = timezone(timedelta(hours=2), "EET")
UK_BST = timezone(timedelta(hours=1), "BST")

ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня",
             "жовтня", "листопада", "грудня"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september",
             "oktober", "november", "december"]


# --- localized and extra value formats --------------------------------------------------------------

def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}. {t.month}. {t.day}. {half} {t.hour % 12 or 12}:{t:%M:%S}"


def el_dt(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def uk_dt(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M}"


def pl_dt(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, godz. {t:%H:%M}"


def tr_dt(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def th_dt(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def ar_dt(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(ARABIC_INDIC)


def hi_dt(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M}".translate(DEVANAGARI)


def sv_dt(t: datetime) -> str:
    return f"{t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def cs_dt(t: datetime) -> str:
    return f"{t.day}. {t.month}. {t.year} {t:%H:%M:%S}"


def vi_dt(t: datetime) -> str:
    return f"{t:%H:%M} ngày {t:%d/%m/%Y}"


def id_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H.%M} WIB"


def day_first(t: datetime, sep: str = "/", seconds: bool = True) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def month_first(t: datetime) -> str:
    return f"{t.month:02d}/{t.day:02d}/{t.year} {t.hour % 12 or 12:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


class Gen106(Gen):
    """`Gen` with the few identifier shapes this corpus adds."""

    def at(self, tz: timezone = UTC) -> datetime:
        return self.moment(tz)

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


# --- positives ---------------------------------------------------------------------------------------

POS: list[Callable[[Gen106], Draft]] = []


def pos(fn: Callable[[Gen106], Draft]) -> Callable[[Gen106], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english"]
    return Draft(text, f"{SRC}pos:{source}", [*tags, f"lang:{lang}", *extra])


# reservations and pick-ups ---------------------------------------------------------------------------

@pos
def _counter_copilot_headers(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""You are the counter copilot of Velora Rent at Lisbon airport. Suggest what the agent should say
next, in at most three sentences, and quote the rental terms when a rule applies.

Forwarded by the counter terminal:
Host: counter.velora-rent.example
X-Counter: LIS-APT-03
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}

Terms: a credit card in the main driver's name is required; debit cards are accepted only with the
Full Cover package and a EUR 1,200 deposit.

Customer at the desk: I only have a debit card with me, my credit card is at home. Can I still take the car?
Agent:""", "reservations:counter-headers", ["header_block", "http_date", "uuid4", "stable_neighbours"])


@pos
def _kiosk_desk_clock(g: Gen106) -> Draft:
    t = g.at(EDT)
    return P(f"""Kiosk: BOS-GARAGE-07
{v('datetime', 'Desk clock: ' + windows_general(t))}
Lot: Level 2, rows F-H

You run the self-service pick-up kiosk of Kestrel Car Hire. Explain the next step on screen in plain
words; for anything about payment disputes, send the customer to the service phone next to the kiosk.

Customer: The screen says my licence scan failed twice. What now?
Assistant:""", "reservations:kiosk-clock", ["head", "header_block", "made_up_label", "windows_datetime"])


@pos
def _chatml_late_arrival(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""<|im_start|>system
You are Velora Rent's arrivals assistant. Branches close at 23:00; after that, keys go to the
after-hours key box only if the reservation was flagged before 20:00 local time.
{v('datetime', 'Current time: ' + rfc3339(t))}<|im_end|>
<|im_start|>user
My flight to Porto is delayed and now lands at 23:40. Reservation VR-88213. Will anyone be there?<|im_end|>
<|im_start|>assistant
""", "reservations:chatml-current-time", ["chat_template", "chatml", "inline_before_im_end", "rfc3339_offset",
                                           "user_typed_time_stays"])


@pos
def _front_matter_over_reservation(g: Gen106) -> Draft:
    t = g.at()
    made = t - timedelta(days=g.small(3, 40), minutes=g.small(1, 600))
    return P(f"""---
assistant: booking-helper
channel: web
{v('datetime', 'generated_at: ' + js_iso(t))}
{v('request_id', 'request_id: ' + g.ulid(t))}
---
Answer the customer's question about their reservation. Use only the record below.

Reservation record:
{{
  "id": "{g.uuid7(made)}",
  "created_at": "{rfc3339(made)}",
  "pickup": {{"branch": "FAO-APT", "at": "2026-07-18T10:30:00+01:00"}},
  "return": {{"branch": "LIS-CITY", "at": "2026-07-25T18:00:00+01:00"}},
  "vehicle_class": "CDMR",
  "extras": ["child_seat", "additional_driver"]
}}

Customer: Is the one-way fee already included, or will I pay it at the desk?
Answer:""", "reservations:front-matter", ["front_matter", "js_iso", "ulid", "pasted_record_stays"])


@pos
def _bracketed_ctx(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""[ctx desk=FAO-APT {v('epoch', 't=' + str(epoch_ms(t)))} {v('request_id', 'req=' + g.hex(16))} lang=en]
You help Algarve Wheels customers with pick-up questions. Be short; the agent reads your answer aloud.

Customer: We are five adults with four big suitcases. Is the compact SUV we booked big enough?
Assistant:""", "reservations:bracketed-kv", ["head", "key_value_inline", "epoch_ms", "hex16"])


@pos
def _llama3_young_driver(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_date(t))}

You answer questions about Kestrel Car Hire's driver rules. Drivers under 25 pay a young driver fee
of GBP 32 per day; drivers under 21 cannot rent premium or sports classes.<|eot_id|><|start_header_id|>user<|end_header_id|>

I'm 22 and booked a BMW 3 Series for next week. Is that a problem?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""", "reservations:llama3-today", ["chat_template", "llama3", "today_date", "cutoff_stays"])


@pos
def _ja_counter(g: Gen106) -> Draft:
    t = g.at(JST)
    return P(f"""あなたはスカイレンタカー那覇空港店の受付アシスタントです。丁寧に、短く答えてください。
{v('datetime', '現在日時：' + ja_dt(t))}
{v('request_id', 'リクエストID：' + g.uuid4())}

お客様：予約した車にETCカードは付いていますか？高速道路を使う予定です。""",
             "reservations:ja-counter", ["system_tail", "localized_now", "uuid4"], "ja")


@pos
def _es_pickup_after_user(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Eres el asistente de recogidas de Rodacar en el aeropuerto de Málaga. Responde en español y
de forma breve.

Cliente: Mi vuelo llega a la terminal 3. ¿Dónde está el autobús lanzadera hasta vuestro aparcamiento?
{v('datetime', 'Hora actual: ' + day_first(t, '/', False))}
{v('session_id', 'Sesión: ' + g.nanoid())}""", "reservations:es-after-user",
             ["last_user", "localized_now", "day_first", "nanoid", "tail"], "es")


@pos
def _el_island_pickup(g: Gen106) -> Draft:
    t = g.at(EET)
    return P(f"""{v('datetime', 'Τρέχουσα ώρα: ' + el_dt(t))}
Είσαι ο βοηθός της Aegean Drive στη Νάξο. Απάντα σύντομα και ευγενικά στα ελληνικά.

Πελάτης: Μπορώ να παραλάβω το αυτοκίνητο στο λιμάνι αντί για το γραφείο σας;""",
             "reservations:el-island", ["head", "localized_now", "greek_months"], "el")


@pos
def _relay_over_confirmation_email(g: Gen106) -> Draft:
    t = g.at(UK_BST)
    sent = t - timedelta(days=g.small(2, 20), minutes=g.small(5, 500))
    return P(f"""{v('datetime', 'Relay-Time: ' + rfc2822(t))}
{v('request_id', 'Relay-Id: ' + g.ksuid(t))}
Draft a reply for the reservations team. Keep it under 100 words and do not promise an upgrade.

From: Kestrel Car Hire <bookings@kestrel-hire.example>
To: m.oduya@example.net
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}.{epoch_s(sent)}@mail.kestrel-hire.example>
Subject: Your booking KH-4471902 is confirmed

Pick-up: Manchester Airport T2, 14 Aug 2026 09:00
Return: Edinburgh Waverley, 21 Aug 2026 17:00
Car: Ford Puma or similar (group EDMR)

Customer reply: The confirmation says Edinburgh but I asked for Glasgow. Can you change it?
Reply:""", "reservations:relay-over-email", ["head", "rfc2822", "ksuid", "pasted_email_stays"])


@pos
def _md_table_counter_session(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""You are the upsell coach for Velora Rent counter agents. Suggest at most one add-on that fits the
customer's trip, and never push insurance the customer already declined.

| Field          | Value                       |
|----------------|-----------------------------|
| Agent          | Rui M.                      |
| Branch         | OPO-APT                     |
{v('session_id', '| Counter session | ' + g.b64url(18) + ' |')}
{v('datetime', '| Opened         | ' + iso_space(t)[:16] + ' UTC |')}

Customer: We're driving to Spain and back, about 900 km in total.
Coach:""", "reservations:md-table", ["md_table", "b64url", "iso_minutes", "stable_neighbours"])


# damage inspections ----------------------------------------------------------------------------------

@pos
def _photo_upload_header(g: Gen106) -> Draft:
    t = g.at()
    shot = t - timedelta(minutes=g.small(3, 40))
    return P(f"""Return lane damage assistant. Compare the return photos with the pick-up notes and list new
damage only, one line per panel.
{v('upload_id', 'Upload: upl_' + g.b62(20))}
{v('datetime', 'Received: ' + rfc3339(t, 3))}
Lane: LHR-RET-2

Pick-up notes: scratch 3 cm rear bumper left; chip in windscreen lower right.
Return photos (EXIF):
IMG_4102.HEIC  DateTimeOriginal {shot:%Y:%m:%d %H:%M:%S}  front bumper
IMG_4103.HEIC  DateTimeOriginal {(shot + timedelta(seconds=41)):%Y:%m:%d %H:%M:%S}  rear bumper, left
IMG_4104.HEIC  DateTimeOriginal {(shot + timedelta(seconds=95)):%Y:%m:%d %H:%M:%S}  door, front right (dent ~2 cm)

Assessment:""", "damage:upload-header", ["header_block", "rfc3339_ms", "prefixed_id", "exif_stays"])


@pos
def _xml_inspection_session(g: Gen106) -> Draft:
    t = g.at(CET)
    return P(f"""<inspection {v('session_id', 'session="' + g.uuid7(t) + '"')} {v('datetime', 'opened="' + py_iso(t) + '"')} branch="MAD-ATO">
  <vehicle plate="4821 LMK" km_out="23114"/>
  <photo id="p1" taken="2026-02-11T09:14:03+01:00" panel="bonnet"/>
  <photo id="p2" taken="2026-02-11T09:14:29+01:00" panel="wing_front_left"/>
</inspection>
You check damage photos for the Madrid Atocha branch. Say whether each photo shows damage that is
chargeable under the Velora damage chart (anything over 2 cm, or any paint break).

Inspector: p2 shows a small mark on the wing. Is it chargeable?
Assistant:""", "damage:xml-session", ["xml_attr", "uuid7", "python_isoformat", "nested_times_stay"])


@pos
def _photos_fetched_at(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""You are the second-opinion reviewer for damage charges at Northgate Fleet Leasing.

Return photos fetched from the inspection store {v('datetime', 'at ' + ctime(t))} for this review:
{v('request_id', 'Fetch: ' + g.objectid(t))}
- R-01 rear bumper, lower edge: scuff 4 cm x 1 cm, paint intact (captured 2026-05-04 16:02)
- R-02 alloy wheel front left: kerb rash along 12 cm of the rim (captured 2026-05-04 16:03)
- R-03 tailgate: no visible damage (captured 2026-05-04 16:03)

Fair wear guide: scuffs up to 5 cm with paint intact are fair wear; kerb rash over 5 cm is chargeable.

Verdict:""", "damage:fetched-at", ["inline_phrase", "ctime", "objectid", "fetched_data_stays"])


@pos
def _ar_damage_desk(g: Gen106) -> Draft:
    t = g.at(GST)
    return P(f"""أنت مساعد قسم الأضرار في شركة الصحراء لتأجير السيارات في دبي. أجب بالعربية وباختصار.
{v('datetime', 'الوقت الحالي: ' + ar_dt(t))}
{v('session_id', 'معرّف الجلسة: ' + g.uuid7(t))}

العميل: وجدت خدشًا صغيرًا على الباب الخلفي عند الاستلام ولم يُسجَّل في التقرير. ماذا أفعل قبل أن أغادر؟""",
             "damage:ar-desk", ["system_tail", "localized_now", "arabic_indic_digits", "uuid7"], "ar")


@pos
def _de_damage_protocol(g: Gen106) -> Draft:
    t = g.at(CEST)
    made = t - timedelta(days=g.small(1, 9), minutes=g.small(1, 300))
    return P(f"""{v('datetime', 'Abfragezeitpunkt: ' + day_first(t, '.'))}
{v('request_id', 'Anfrage-ID: ' + g.hex(32))}
Du bist der Schadenassistent von Autovia Mietwagen. Antworte auf Deutsch, sachlich und kurz.

Kunde: Im Rückgabeprotokoll steht ein Kratzer, den ich nicht verursacht habe:

Rückgabeprotokoll RP-2026-11872
Erstellt: {made:%d.%m.%Y %H:%M}
Fahrzeug: VW Golf, M-AV 4471
Befund: Kratzer Stoßfänger hinten rechts, ca. 6 cm

Wie kann ich widersprechen?""", "damage:de-protocol", ["head", "localized_now", "day_first_dotted", "hex32",
                                                      "pasted_record_stays"], "de")


@pos
def _damage_chart_sk_sentence(g: Gen106) -> Draft:
    t = g.at(EST)
    return P(f"""You are the damage-charge explainer for Kestrel Car Hire US. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Customers
have 14 days from the charge notice to dispute; tell them how many days they have left only if
they give you the notice date.

Customer: I got a charge notice dated the 3rd for a cracked mirror. How do I dispute it?
Assistant:""", "damage:sk-sentence", ["inline_sentence", "dotnet_long_datetime"])


@pos
def _damage_triage_html_comment(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""<!-- {v('epoch', 't=' + str(epoch_ms(t)))} {v('nonce', 'nonce=' + g.b64url(12))} tpl=damage-triage-v4 -->
Classify the damage report as cosmetic, mechanical or safety-critical, and say whether the car can
be rented out again before repair.

Report from the return lane: "Windscreen chip 4 mm, driver's line of sight, no crack spreading."
Classification:""", "damage:html-comment", ["head", "html_comment", "epoch_ms", "nonce", "stable_neighbours"])


# telematics and mileage ------------------------------------------------------------------------------

@pos
def _odometer_as_of(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""You are the mileage assistant of Northgate Fleet Leasing. Flag vehicles that will exceed their
contract mileage before the contract ends, assuming the average daily distance continues.

Odometer readings {v('datetime', 'as of ' + rfc3339(t))} for this request:
| Plate    | Contract km | Start      | End        | Odometer | Last reading     |
|----------|-------------|------------|------------|----------|------------------|
| NG-114-K | 60,000      | 2024-09-01 | 2027-08-31 | 41,880   | 2026-06-02 07:12 |
| NG-207-B | 45,000      | 2025-01-15 | 2028-01-14 | 30,115   | 2026-06-01 18:40 |
| NG-311-D | 90,000      | 2023-11-01 | 2026-10-31 | 88,902   | 2026-06-02 06:55 |

Answer:""", "telematics:odometer-as-of", ["inline_phrase", "rfc3339_offset", "fetched_table_stays"])


@pos
def _telemx_logfmt_tail(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""Summarise the driving events for the fleet manager in three bullets: harsh events, idling, and
anything that needs a call to the driver.

Events (from the trip export the manager attached):
ts=2026-04-14T07:02:11Z vin=WF0XXXGCDX1234567 event=harsh_brake speed_kmh=62
ts=2026-04-14T07:40:55Z vin=WF0XXXGCDX1234567 event=idle_start
ts=2026-04-14T08:26:03Z vin=WF0XXXGCDX1234567 event=idle_end idle_min=45

telemx {v('run_id', 'snapshot=' + g.ulid_lower(t))} {v('datetime', 'now=' + go_nano(t, g.small(1, 1000)))} fleet=NG-114
""", "telematics:logfmt-tail", ["tail", "key_value_inline", "go_rfc3339nano", "ulid_lower", "pasted_logfmt_stays"])


@pos
def _grpc_ns_metadata(g: Gen106) -> Draft:
    t = g.at()
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: fleetlink-gw/2.9.1
  {v('epoch', 'x-telemetry-req-ns: ' + str(ns))}

Explain the fault code to a fleet coordinator with no mechanical background, and say whether the van
should be taken off the road.

Fault: P0299 turbocharger underboost, reported twice in 24 h on van NG-552-F.
Explanation:""", "telematics:grpc-ns", ["head", "indented", "epoch_ns", "stable_neighbours"])


@pos
def _ko_mileage(g: Gen106) -> Draft:
    t = g.at(KST)
    return P(f"""당신은 한빛렌터카 장기렌트 고객센터의 상담 도우미입니다. 한국어로 간단히 답하세요.

고객: 약정 주행거리를 넘으면 1km당 얼마를 내야 하나요? 지금 계기판이 38,200km예요.
{v('datetime', '현재 시각: ' + ko_dt(t))}
{v('request_id', '요청 ID: ' + g.ksuid(t))}""", "telematics:ko-mileage",
             ["last_user", "localized_now", "korean_12h", "ksuid", "user_typed_number_stays"], "ko")


@pos
def _go_string_digest(g: Gen106) -> Draft:
    t = g.at(CET)
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Digest built: ' + go_string(t, g.small(1, 1000), mono))}
You write the morning fleet digest for Northgate's account managers: vehicles due for service this
week, tyres below 3 mm, and open recalls. Use short bullets.

Service due: NG-114-K (2026-06-04), NG-402-A (2026-06-05)
Tyres below 3 mm: NG-207-B front left 2.6 mm
Recalls: none open

Digest:""", "telematics:go-string", ["head", "go_time_string", "service_dates_stay"])


@pos
def _t0_logging_header(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""fleet-portal: northgate-nl
{v('datetime', 't0: ' + py_logging(t))}
view: geofence-alerts

You explain geofence alerts to fleet managers. If a vehicle left its permitted country, say which
contract clause applies (clause 9.2: travel outside the EU needs written consent).

Manager: NG-519-H shows an alert for leaving zone EU-WEST at 02:14 last night. What does it mean?
Assistant:""", "telematics:t0-label", ["header_block", "made_up_label", "python_logging", "user_typed_time_stays"])


@pos
def _pl_geofence(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Jesteś asystentem floty firmy Autolease Polska. Odpowiadaj po polsku, krótko i konkretnie.
{v('datetime', 'Bieżący czas: ' + pl_dt(t))}
{v('session_id', 'Sesja: ' + g.nanoid())}

Kierownik floty: Samochód WX 4471K stoi od trzech dni na parkingu w Berlinie. Czy to narusza umowę?""",
             "telematics:pl-geofence", ["system_tail", "localized_now", "polish_genitive", "nanoid"], "pl")


@pos
def _hi_fleet(g: Gen106) -> Draft:
    t = g.at(IST)
    return P(f"""{v('datetime', 'वर्तमान समय: ' + hi_dt(t))}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}
आप सारथी फ्लीट लीज़िंग के सहायक हैं। हिंदी में छोटे और साफ़ जवाब दें।

फ्लीट मैनेजर: हमारी तीन गाड़ियों का GPS पिछले दो दिन से बंद दिख रहा है। क्या करें?""",
             "telematics:hi-fleet", ["head", "localized_now", "devanagari_digits", "uuid4"], "hi")


@pos
def _epoch_us_tail(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""Classify the driver's message to the fleet desk as breakdown, accident, fuel card, mileage or
other. Reply with the label only.
source: driver-app
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Driver: The AdBlue warning came on just after Leiria, 800 km range left on it.
Label:""", "telematics:epoch-us", ["system_tail", "epoch_us", "stable_neighbours"])


# tolls and fines ------------------------------------------------------------------------------------

@pos
def _it_fine_nomination(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""{v('datetime', 'Data e ora attuali: ' + day_first(t))}
{v('request_id', 'ID richiesta: ' + g.upper_hex(20))}
Sei l'assistente multe di Rodacar Italia. Rispondi in italiano, in modo chiaro.

Cliente: Mi è arrivato questo verbale per un'auto noleggiata:

Verbale n. 2026/ZTL/118842 - Comune di Firenze
Data violazione: 12/04/2026 ore 10:17
Targa: GF 482 LM
Importo: EUR 83,00

Perché mi addebitate anche 40 euro di spese di gestione?""", "tolls:it-fine", ["head", "localized_now",
                                                                             "upper_hex", "pasted_notice_stays"],
             "it")


@pos
def _fr_pcn(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Tu es l'assistant amendes de Route Libre Location. Réponds en français, poliment et brièvement.
{v('datetime', 'Horodatage de la requête : ' + rfc3339(t))}
{v('session_id', 'Session : ' + g.base32(26))}

Client : J'ai reçu un avis de contravention pour un excès de vitesse le 2 mars à 14 h 20, mais j'avais
rendu la voiture le matin même. Que faire ?""", "tolls:fr-pcn", ["system_tail", "localized_label", "rfc3339_offset",
                                                              "base32", "user_typed_time_stays"], "fr")


@pos
def _single_line_json_finebot(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""{{"app":"finebot",{v('request_id', '"req":"' + g.uuid7(t) + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"tenant":"velora-uk"}}
You explain fine nominations to renters: Velora pays the fine, nominates the renter as the driver and
charges an admin fee of GBP 35 per notice.

Customer: Why did you give my name to the council instead of just paying the fine?
Answer:""", "tolls:single-line-json", ["head", "json_inline", "uuid7", "epoch_s"])


@pos
def _pulled_log4j(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Toll tag helper for Autovia Mietwagen Austria. The tag in each car pays motorway tolls; the
vignette is already included for all cars registered in Austria.
tag-provider: asfinag-go
{v('datetime', 'Pulled: ' + log4j_iso(t))}

Customer: Do I need to buy a vignette if I drive from Salzburg to Munich and back?
Assistant:""", "tolls:pulled-label", ["system_tail", "made_up_label", "log4j", "stable_neighbours"])


@pos
def _tr_hgs(g: Gen106) -> Draft:
    t = g.at(TRT)
    return P(f"""Sen Yolcu Oto Kiralama'nın köprü ve otoyol geçişleri asistanısın. Türkçe ve kısa cevap ver.

Müşteri: Kiraladığım araçla Osmangazi Köprüsü'nden iki kez geçtim. HGS ücreti depozitomdan mı düşülecek?
{v('datetime', 'Şu anki zaman: ' + tr_dt(t))}
{v('session_id', 'Oturum: ' + g.ksuid(t))}""", "tolls:tr-hgs", ["last_user", "localized_now", "turkish_months",
                                                             "ksuid"], "tr")


@pos
def _cs_fine(g: Gen106) -> Draft:
    t = g.at(CET)
    return P(f"""{v('datetime', 'Aktuální čas: ' + cs_dt(t))}
Jsi asistent půjčovny Dálnice Rent pro pokuty a mýtné. Odpovídej česky a stručně.

Zákazník: Přišla mi výzva k zaplacení pokuty za chybějící dálniční známku. Myslel jsem, že ji auto má.""",
             "tolls:cs-fine", ["head", "localized_now", "day_first_dotted"], "cs")


@pos
def _toll_b3(g: Gen106) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You answer questions about electronic toll charges on Kestrel rentals in the US. The toll pass is
USD 5.95 per rental day used, capped at USD 29.75 per rental, plus the tolls themselves.

Customer: I only used one toll road once. Why was I charged the daily fee for three days?
Assistant:""", "tolls:b3", ["head", "header_block", "b3", "stable_neighbours"])


# deposits and card holds -----------------------------------------------------------------------------

@pos
def _react_hold_lookup(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""Answer the customer's question. You can use the tool hold_lookup(booking_ref).

Question: Why is there still a EUR 300 hold on my card? I returned car VR-60114 on 19 May.
Thought: I should check the status of the hold.
Action: hold_lookup[VR-60114]
Observation: {v('request_id', 'lookup_id=' + g.ulid(t))} {v('datetime', 'fetched_at=' + rfc3339(t))} status=ok
  authorised 2026-05-12 14:02  EUR 300.00  card ending 4471
  release sent 2026-05-19 09:31  acquirer ref 74120091447122
Thought:""", "deposits:react-observation", ["tool_observation", "key_value_inline", "ulid", "hold_record_stays"])


@pos
def _stripe_hold(g: Gen106) -> Draft:
    return P(f"""You explain deposits and card holds for Velora Rent. A hold is not a charge; it is released when
the car is returned without damage, and the bank decides how fast the funds show again.

Payment context:
Stripe-Version: 2025-03-31
Customer: cus_Q8mZt2LkV1xRfa
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Customer question: You took EUR 1,200 from my card at pick-up but the rental only cost EUR 310. Why?
Answer:""", "deposits:stripe", ["header_block", "stripe", "request_id", "stable_neighbours"])


@pos
def _jwt_deposit(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""Portal assistant for Northgate Fleet Leasing business customers. Only discuss the logged-in
customer's own contracts.
company: Brightwater Logistics B.V.
contracts: 14 active
{v('token', 'X-Session-Token: ' + g.jwt(t, 'acct-20417'))}

Customer: When do we get the security deposit back for the three vans we returned in April?
Assistant:""", "deposits:jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _he_deposit(g: Gen106) -> Draft:
    t = g.at(ISR)
    return P(f"""אתה העוזר של "גלגל השכרת רכב" לשאלות על פיקדון ומסגרת אשראי. ענה בעברית ובקצרה.
{v('datetime', 'השעה הנוכחית: ' + day_first(t, '.', False))}
{v('request_id', 'מזהה בקשה: ' + g.objectid(t))}

לקוח: החזרתי את הרכב לפני שלושה ימים ועדיין רואה מסגרת של 2,000 ש"ח בכרטיס. מתי זה ישתחרר?""",
             "deposits:he-hold", ["system_tail", "localized_now", "objectid", "relative_time_stays"], "he")


@pos
def _pt_br_caucao(g: Gen106) -> Draft:
    t = g.at(BRT)
    return P(f"""Você é o assistente de caução da Rodovia Aluguel de Carros. Responda em português do Brasil.

Cliente: Aluguei um carro em Campinas e a pré-autorização de R$ 1.500 ainda não caiu. Tem algo errado?
{v('datetime', 'Hora atual: ' + day_first(t))}
{v('request_id', 'ID do pedido: ' + g.b64url(16))}""", "deposits:pt-br", ["last_user", "localized_now",
                                                                      "day_first", "b64url"], "pt")


@pos
def _ru_deposit(g: Gen106) -> Draft:
    t = g.at(MSK)
    return P(f"""{v('datetime', 'Текущее время: ' + ru_dt(t))}
{v('request_id', 'ID запроса: ' + g.uuid4())}
Ты помощник компании «Автопрокат Север» по залогам и блокировкам на карте. Отвечай по-русски, коротко.

Клиент: Почему с карты заблокировали 30 000 рублей, если аренда стоит 12 000?""",
             "deposits:ru-hold", ["head", "localized_now", "russian_genitive", "uuid4"], "ru")


@pos
def _hold_footer_next_to_sms(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""You help Velora customers understand card holds. If the customer pastes a bank message, read the
amounts and dates from it and explain what each line means.

Customer: My bank sent this, is this the deposit or did you charge me?

VELORABANK: Pre-authorisation EUR 300.00 at VELORA RENT LIS on 12/05 14:02. Available balance EUR 1,912.44.
VELORABANK: Pre-authorisation EUR 300.00 at VELORA RENT LIS released on 19/05 09:31.

--
{v('datetime', 'Checked: ' + rfc3339(t, 6))}
{v('request_id', 'Check id: ' + g.hex(24))}
Velora Assist 5.1
""", "deposits:footer", ["footer", "rfc3339_us", "hex24", "pasted_sms_stays"])


@pos
def _semantic_today_deposit(g: Gen106) -> Draft:
    t = g.at(AEST)
    return P(f"""You are Koala Car Rentals' bond assistant in Sydney. {v('date', 'Today is ' + long_date(t) + '.')} Bonds are
released within 10 business days of return; NSW public holidays do not count as business days.

Customer: I returned the car on a Friday. When should I see my AUD 500 bond back?
Assistant:""", "deposits:today-sentence", ["inline_sentence", "long_date", "user_weekday_stays"])


# lease contracts and returns ------------------------------------------------------------------------

@pos
def _dotnet_return_booking(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""You book lease-end returns for Northgate Fleet Leasing. Offer the two earliest return slots at
the customer's nearest hub and remind them to bring the service book and both keys.
hub: Utrecht-Lage Weide
{v('datetime', 'RequestedAt: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'PortalSession: ' + g.b64url(24))}

Contract: NG-L-2023-00871, Skoda Octavia Combi, start 2023-07-01, end 2026-06-30, 90,000 km.
Free slots: Tue 09:00, Tue 13:30, Thu 08:30

Customer: I'd like to hand the car back as early as possible in its last week.
Assistant:""", "leasing:dotnet-return", ["system_tail", "dotnet_roundtrip", "b64url", "contract_dates_stay"])


@pos
def _mistral_lease_now(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""<s>[INST] You are the lease-end assistant of Northgate Fleet Leasing. Explain end-of-lease
charges from the fair wear guide and never quote a final amount.
{v('datetime', 'Now: ' + go_nano(t, g.small(1, 1000)))}

My lease ends next month. The car has a 15 cm scratch on the rear door and the tyres are at 2 mm. What
will I be charged for? [/INST]""", "leasing:mistral-now", ["chat_template", "mistral", "go_rfc3339nano",
                                                           "no_cue_line"])


@pos
def _sv_lease(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Du är Nordleasings kundassistent för privatleasing. Svara på svenska och kortfattat.
{v('datetime', 'Aktuell tid: ' + sv_dt(t))}
{v('session_id', 'Session: ' + g.uuid7(t))}

Kund: Mitt leasingavtal började 1 september 2024. Kan jag lösa ut bilen i förtid?""",
             "leasing:sv-lease", ["system_tail", "localized_now", "uuid7", "contract_date_stays"], "sv")


@pos
def _nl_lease_return(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Je bent de assistent van Lease Direct voor het inleveren van leaseauto's. Antwoord in het
Nederlands en houd het kort.

Klant: Ik lever mijn auto volgende week in bij het depot in Nieuwegein. Moet ik hem eerst laten wassen?
{v('datetime', 'Huidige tijd: ' + day_first(t, '-', False))}
{v('request_id', 'Verzoek-ID: ' + g.ulid(t))}""", "leasing:nl-return", ["last_user", "localized_now", "ulid"], "nl")


@pos
def _excess_mileage_today(g: Gen106) -> Draft:
    t = g.at(UK_BST)
    return P(f"""{v('date', 'Today: ' + llama_date(t))}
You calculate excess mileage for Kestrel Business Leasing. Use the contract figures only, show the
calculation, and round to whole pounds.

Contract KBL-2291: 36 months from 1 October 2023, 30,000 miles allowance, excess 9.8p per mile.
Current odometer reported by the driver: 33,412 miles.

Answer:""", "leasing:today-head", ["head", "date_only", "contract_dates_stay"])


@pos
def _zh_lease(g: Gen106) -> Draft:
    t = g.at(CST8)
    return P(f"""你是恒通汽车融资租赁公司的客服助手。请用中文简洁回答。
{v('datetime', '当前时间：' + zh_dt(t))}
{v('session_id', '会话ID：' + g.hex(20))}

客户：我的租赁合同到期后，可以直接按残值买下这辆车吗？""", "leasing:zh-lease", ["system_tail", "localized_now", "hex20"],
             "zh")


@pos
def _pretty_json_lease(g: Gen106) -> Draft:
    t = g.at(CET)
    return P(f"""{{
  "assistant": "leasedesk",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('epoch', '"received_at_ms": ' + str(epoch_ms(t)) + ',')}
  "locale": "en-GB"
}}
You answer questions about early termination of business car leases. Quote the termination formula
from the contract and ask for the contract number if it is missing.

Formula (clause 14.3): 50% of the remaining rentals, plus any excess mileage at the contract rate.

Customer: We are closing our Leeds office and want to return four cars 10 months early.
Answer:""", "leasing:pretty-json", ["head", "json_block", "uuid4", "epoch_ms", "stable_neighbours"])


@pos
def _iso_week_workshop(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""Planner for Northgate's return inspection centre in Antwerp. Inspectors: Els, Jan, Karim. Each
inspects at most six cars a day; Saturday is closed.
{v('date', 'Current week: ' + iso_week(t))}
Booked returns this week: 41

Planner: Draft the inspection rota so that nobody does more than 25 cars this week.
Assistant:""", "leasing:iso-week", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _lease_stamp_tail(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""Rewrite this end-of-lease letter paragraph so it sounds friendlier, without changing any amount.

Paragraph: "Following inspection, the vehicle exhibits damage beyond fair wear and tear. Charges of
GBP 415.00 will be invoiced within 30 days. Disputes must be lodged in writing within 14 days."

Rewrite:

{v('datetime', 'Prompt assembled: ' + ctime(t))}""", "leasing:ctime-tail", ["tail", "ctime"])


# roadside assistance -------------------------------------------------------------------------------

@pos
def _roadside_traceparent(g: Gen106) -> Draft:
    return P(f"""Headers:
{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: rsa=' + g.hex(16) + ',vel=' + g.b64url(8))}
X-Roadside-Channel: app

You are the roadside assistance triage bot for Velora Rent. Decide: tow, mobile mechanic, or
replacement car, and ask for the location if it is missing.

Customer: Warning light with an exclamation mark in a circle came on, brakes feel soft. I'm parked at a
petrol station on the A1 near Coimbra.
Dispatcher:""", "roadside:traceparent", ["head", "header_block", "traceparent", "tracestate"])


@pos
def _gemma_roadside(g: Gen106) -> Draft:
    t = g.at(CET)
    return P(f"""<start_of_turn>user
You are the breakdown assistant of Autovia Mietwagen. Ask for the location first, then explain what
will happen next. Do not promise arrival times.
{v('datetime', 'Current time: ' + rfc3339(t, 3))}
{v('request_id', 'Request: ' + g.uuid4())}

My rental car won't start at the Raststätte Irschenberg, the dashboard just flickers.<end_of_turn>
""", "roadside:gemma", ["chat_template", "gemma", "no_generation_header", "rfc3339_ms"])


@pos
def _phi3_hop(g: Gen106) -> Draft:
    return P(f"""<|system|>
You route roadside calls for Kestrel Car Hire UK to the right partner: tyre, battery, lock-out or tow.
{v('request_id', 'Hop: ' + g.hex(16))}
<|end|>
<|user|>
Flat tyre on the M6 northbound near junction 19, I'm on the hard shoulder with two kids.<|end|>
""", "roadside:phi3", ["chat_template", "phi3", "made_up_label", "no_generation_header"])


@pos
def _th_roadside(g: Gen106) -> Draft:
    t = g.at(ICT)
    return P(f"""คุณคือผู้ช่วยบริการช่วยเหลือฉุกเฉินบนท้องถนนของ สยามคาร์เรนท์ ตอบเป็นภาษาไทยสั้น ๆ
{v('datetime', 'เวลาปัจจุบัน: ' + th_dt(t))}
{v('request_id', 'รหัสคำขอ: ' + g.nanoid())}

ลูกค้า: รถที่เช่ามายางแบนอยู่บนถนนสาย 4 ใกล้หัวหิน ต้องทำอย่างไรคะ""", "roadside:th", ["system_tail", "localized_now",
                                                                                     "buddhist_era", "nanoid"],
             "th")


@pos
def _vi_roadside(g: Gen106) -> Draft:
    t = g.at(ICT)
    return P(f"""Bạn là trợ lý cứu hộ của Sao Việt Thuê Xe. Trả lời bằng tiếng Việt, ngắn gọn.

Khách hàng: Xe tôi thuê bị chết máy trên cao tốc Hà Nội - Hải Phòng, km 42. Tôi nên làm gì?
{v('datetime', 'Thời điểm hiện tại: ' + vi_dt(t))}
{v('session_id', 'Mã phiên: ' + g.ksuid(t))}""", "roadside:vi", ["last_user", "localized_now", "ksuid"], "vi")


@pos
def _uk_roadside(g: Gen106) -> Draft:
    t = g.at(EET)
    return P(f"""{v('datetime', 'Поточний час: ' + uk_dt(t))}
Ти помічник служби допомоги на дорозі компанії «Прокат Дніпро». Відповідай українською, коротко.

Клієнт: Розрядився акумулятор, машина стоїть біля АЗС на трасі Київ - Житомир.""",
             "roadside:uk", ["head", "localized_now", "ukrainian_genitive"], "uk")


@pos
def _id_roadside(g: Gen106) -> Draft:
    t = g.at(WIB)
    return P(f"""Kamu adalah asisten bantuan darurat Nusantara Rent Car. Jawab dalam bahasa Indonesia dengan singkat.

Pelanggan: Mobil sewaan saya mogok di tol Cipularang KM 97 arah Bandung. Apa yang harus saya lakukan?

--
{v('datetime', 'Waktu permintaan: ' + id_dt(t))}
{v('request_id', 'ID permintaan: ' + g.hex(32))}""", "roadside:id-footer", ["footer", "localized_now", "hex32"], "id")


@pos
def _roadside_unix_date(g: Gen106) -> Draft:
    t = g.at(CEST)
    return P(f"""Host: rsa-dispatch-04
{v('datetime', 'Date: ' + unix_date(t))}
Region: PT-South

You estimate whether a rental car can be repaired on the spot or needs a tow, from the driver's
description. Answer "on the spot" or "tow" and one sentence why.

Driver: Engine overheated, coolant on the ground, steam from the bonnet.
Answer:""", "roadside:unix-date", ["head", "header_block", "unix_date", "stable_neighbours"])


@pos
def _roadside_sent_after_user(g: Gen106) -> Draft:
    t = g.at()
    return P(f"""System: You are Velora's night-time roadside assistant. Stay calm and practical; if anyone is
hurt, tell them to call 112 first.
User: It's 21:40 and I'm stuck with a dead battery at the Aldi car park in Albufeira.
{v('datetime', 'sent_at: ' + js_iso(t))}
{v('message_id', 'msg: ' + g.ksuid(t))}
Assistant:""", "roadside:after-user", ["last_user", "js_iso", "ksuid", "user_typed_time_stays"])


@pos
def _roadside_js_tostring(g: Gen106) -> Draft:
    t = g.at(CEST)
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(f"""Summarise the roadside case for the handover to the morning shift in three bullets.
{v('datetime', 'Case view opened: ' + js_tostring(t, zone))}

Case RS-77120 (Autovia): VW Polo, DE-M 4471. Called 23:12, battery flat at Munich Hbf P2. Mobile
mechanic on scene 00:05, jump-start failed. Tow booked for 07:30 to Autovia Munich-Ost.
Summary:""", "roadside:js-tostring", ["system_tail", "js_date_tostring", "case_times_stay"])


@pos
def _tow_partner_json_block(g: Gen106) -> Draft:
    t = g.at(PST)
    return P(f"""Tow partner context (added by the dispatch app):
{{
  "partner": "Bay Tow & Recovery",
  {v('datetime', '"generated_at": "' + rfc3339(t) + '",')}
  {v('request_id', '"request_id": "req_' + g.b62(16) + '",')}
  "job": "RSA-30512",
  "coverage": "SF Bay Area"
}}

Write the SMS to the customer telling them a tow truck is booked and what to have ready. Max 300
characters.""", "roadside:json-dispatch", ["json_block", "rfc3339_offset", "prefixed_id", "stable_neighbours"])


# --- generated family: one program field at one position of a body with its own pasted record ------------

# (name, lang, app, branch, locale, system, user line, record, cue, footer line)
BODIES: list[tuple[str, str, str, str, str, str, str, str, str, str]] = [
    ("booking", "en", "velora-web", "LIS-APT", "en-GB",
     "You are Velora Rent's booking assistant. Answer from the customer's booking record and explain any\n"
     "change fee before confirming a change.",
     "Customer: Can I move the pick-up to the city branch one day later? Here is my booking:",
     """{"booking_ref": "VR-55120", "id": "01963f2a-7c41-7b2e-9f10-3d5a8e6c2b47",
 "created_at": "2026-03-02T18:44:10Z", "pickup": "LIS-APT 2026-04-10 09:00",
 "return": "LIS-APT 2026-04-17 09:00", "class": "CDMR", "prepaid": true}""",
     "Assistant:", "Velora Assist 5.1"),
    ("damage", "en", "returnlane", "LHR-RET", "en-GB",
     "You review damage charges for Kestrel Car Hire. Compare the inspector's findings with the damage\n"
     "chart and say which findings are chargeable.",
     "Customer: I think two of these are old damage. Can you check?",
     """photo_id,taken_at,panel,finding
KH-P-88121,2026-05-18 16:02:11,rear bumper,scuff 3 cm
KH-P-88122,2026-05-18 16:02:40,alloy front left,kerb rash 9 cm
KH-P-88123,2026-05-18 16:03:05,windscreen,chip 5 mm""",
     "Agent:", "Kestrel damage desk"),
    ("telematics", "en", "fleetlink", "NG-NL", "en-GB",
     "You are Northgate's telematics assistant. Explain vehicle events to fleet managers in plain words\n"
     "and say when a driver should be contacted.",
     "Manager: What happened with this van on Tuesday morning?",
     """ts=2026-06-09T06:41:12Z vin=WF0EXXTTRE1234567 event=ignition_on request_id=9f2c41e07ab34d11
ts=2026-06-09T06:58:40Z vin=WF0EXXTTRE1234567 event=harsh_accel g=0.41 request_id=1b7e0c9d44f2a803
ts=2026-06-09T07:20:03Z vin=WF0EXXTTRE1234567 event=geofence_exit zone=DEPOT-UTR""",
     "Assistant:", "Northgate FleetLink"),
    ("tolls", "en", "tollmate", "velora-pt", "en-GB",
     "You explain toll charges on Velora Rent invoices in Portugal. Every toll passage is charged at cost\n"
     "plus a service fee of EUR 1.85 per rental day with at least one passage.",
     "Customer: These are the tolls on my invoice. Why are there four service fees for a five-day rental?",
     """Timestamp,Plaza,Tag,Amount
2026-08-01 10:14,A22 Lagos,VR-TAG-0091,EUR 1.35
2026-08-02 18:40,A22 Portimão,VR-TAG-0091,EUR 0.95
2026-08-04 09:05,A2 Grândola,VR-TAG-0091,EUR 9.20
2026-08-05 16:22,A2 Almada,VR-TAG-0091,EUR 9.20""",
     "Answer:", "Velora tolls"),
    ("holds", "en", "holddesk", "KES-MAN", "en-GB",
     "You help Kestrel Car Hire customers with deposit holds. Explain the difference between a hold and a\n"
     "charge, and when the bank releases it.",
     "Customer: My bank sent me this. Is it the deposit?",
     """From: Harbour Bank <alerts@harbourbank.example>
Date: Sat, 16 May 2026 14:09:51 +0100
Message-ID: <cardalert.7f31c0a2.1778936991@harbourbank.example>
Subject: Card authorisation

A payment of GBP 250.00 to KESTREL CAR HIRE MAN has been authorised on your card ending 4471.""",
     "Assistant:", "Kestrel deposits"),
    ("roadside", "en", "rsa-triage", "PT-SOUTH", "en-GB",
     "You triage roadside calls for Velora Rent. Decide between tow, mobile mechanic and replacement car,\n"
     "and ask for anything you need to decide.",
     "Customer: This is what I sent your emergency number earlier. Nobody has come yet.",
     """[21:42] me: car won't start, Lidl car park Lagos, plate 45-XZ-91
[21:44] Velora RSA: Thanks, job RSA-30418 opened. A mechanic will call you.
[22:31] me: still waiting, it's getting cold""",
     "Assistant:", "Velora RSA triage"),
    ("lease-de", "de", "leasedesk", "AV-MUC", "de-DE",
     "Du bist der Leasing-Assistent von Autovia. Antworte auf Deutsch und nenne die passende Vertragsklausel.",
     "Kunde: Kann ich den Vertrag vorzeitig beenden? Das steht in meinem Kundenkonto:",
     "vertrag=AV-L-2024-118 erstellt=2024-03-15T10:22:00+01:00 km_stand=41200 rueckgabe=2027-03-14",
     "", "Autovia Leasing"),
    ("pickup-es", "es", "recogidas", "MAD-T4", "es-ES",
     "Eres el asistente de recogidas de Rodacar. Responde en español y con frases cortas.",
     "Cliente: Me han cambiado el coche en la recogida. ¿Es normal? Esto es lo que pone la app:",
     """reserva,creado,categoria,coche_asignado
RC-77410,2026-07-01 20:15,CDMR (Seat León o similar),Kia Ceed 1.5 T-GDi""",
     "", "Rodacar recogidas"),
    ("fines-fr", "fr", "amendes", "RL-LYS", "fr-FR",
     "Tu es l'assistant amendes de Route Libre Location. Réponds en français et explique la désignation du "
     "conducteur.",
     "Client : J'ai reçu ce courrier, est-ce que je dois payer moi-même ?",
     """Avis de contravention n° 2026-69-004471
Date : 14/06/2026   Heure : 08:52
Lieu : A7, Vienne, sens Nord
Véhicule : GH-441-KZ""",
     "", "Route Libre amendes"),
    ("damage-ja", "ja", "damage-jp", "NRT-T1", "ja-JP",
     "あなたはスカイレンタカーの損傷確認アシスタントです。日本語で、丁寧に答えてください。",
     "お客様：返却時のチェック結果です。このキズは私の責任ですか？",
     """{"点検番号": "SK-2026-05512", "作成日時": "2026-05-03 17:21:44", "部位": "左リアドア", "所見": "線キズ 4cm"}""",
     "", "スカイレンタカー"),
    ("telematics-zh", "zh", "chelian", "SZ-FLEET", "zh-CN",
     "你是恒通车队管理平台的助手。请用中文解释车辆事件，并说明是否需要联系司机。",
     "车队经理：这辆车昨晚的记录是什么意思？",
     """记录时间              车牌        事件
2026-09-12 23:41:05   粤B·D4471   熄火
2026-09-13 00:12:30   粤B·D4471   异常移动 350米""",
     "", "恒通车联"),
    ("roadside-ru", "ru", "pomoshch", "SPB-1", "ru-RU",
     "Ты диспетчер помощи на дороге компании «Автопрокат Север». Отвечай по-русски и по делу.",
     "Клиент: Вот что мне пришло по СМС, но эвакуатора до сих пор нет.",
     """Автопрокат Север: заявка ПД-20417 принята 14.11.2026 в 19:05. Эвакуатор прибудет в течение 90 минут.""",
     "", "Автопрокат Север"),
]

# (cue, label, key, value, quoted in JSON)
FieldMaker = Callable[[Gen106, datetime], tuple[str, str, str, str, bool]]
EN_FIELDS: list[FieldMaker] = [
    lambda g, t: ("datetime", "Desk clock", "desk_clock", rfc3339(t), True),
    lambda g, t: ("datetime", "Served at", "served_at", http_date(t), True),
    lambda g, t: ("datetime", "Pulled", "pulled", log4j_iso(t), True),
    lambda g, t: ("datetime", "t0", "t0", py_str(t), True),
    lambda g, t: ("datetime", "Wallclock", "wallclock", go_nano(t, g.small(1, 1000)), True),
    lambda g, t: ("datetime", "Context time", "context_time", dotnet_o(t, g.small(0, 10)), True),
    lambda g, t: ("datetime", "Local time", "local_time", day_first(t), True),
    lambda g, t: ("datetime", "As of", "as_of", rfc3339(t.astimezone(CEST), 3), True),
    lambda g, t: ("datetime", "Stamp", "stamp", ctime(t), True),
    lambda g, t: ("datetime", "Request received", "received", month_first(t.astimezone(EDT)), True),
    lambda g, t: ("date", "Today", "today", long_date(t), True),
    lambda g, t: ("epoch", "Epoch", "epoch", str(epoch_s(t)), False),
    lambda g, t: ("epoch", "tick.ms", "tick_ms", str(epoch_ms(t)), False),
    lambda g, t: ("request_id", "Request", "request", g.uuid4(), True),
    lambda g, t: ("request_id", "Correlation", "correlation", g.hex(32), True),
    lambda g, t: ("trace_id", "Trace", "trace", g.traceparent(), True),
    lambda g, t: ("session_id", "Chat session", "chat_session", g.nanoid(), True),
    lambda g, t: ("request_id", "Hop", "hop", g.ulid(t), True),
    lambda g, t: ("request_id", "Delivery", "delivery", g.ksuid(t), True),
    lambda g, t: ("nonce", "Nonce", "nonce", g.b64url(16), True),
    lambda g, t: ("run_id", "Run", "run", g.objectid(t), True),
    lambda g, t: ("token", "Session token", "session_token", g.jwt(t, "drv-88120"), True),
    lambda g, t: ("session_id", "Counter session", "counter_session", g.uuid7(t), True),
]

LANG_FIELDS: dict[str, list[FieldMaker]] = {
    "de": [lambda g, t: ("datetime", "Aktuelle Uhrzeit", "jetzt", f"{t.astimezone(CEST):%d.%m.%Y %H:%M:%S}", True),
           lambda g, t: ("request_id", "Anfrage-ID", "anfrage", g.uuid4(), True),
           lambda g, t: ("session_id", "Sitzungs-ID", "sitzung", g.nanoid(), True)],
    "es": [lambda g, t: ("datetime", "Hora actual", "ahora", day_first(t.astimezone(CEST), "/", False), True),
           lambda g, t: ("request_id", "ID de solicitud", "solicitud", g.hex(32), True),
           lambda g, t: ("session_id", "Sesión", "sesion", g.ulid(t), True)],
    "fr": [lambda g, t: ("datetime", "Heure actuelle", "maintenant", day_first(t.astimezone(CEST)), True),
           lambda g, t: ("request_id", "Identifiant de requête", "requete", g.uuid7(t), True),
           lambda g, t: ("session_id", "Session", "session", g.b64url(18), True)],
    "ja": [lambda g, t: ("datetime", "現在日時", "genzai", ja_dt(t.astimezone(JST)), True),
           lambda g, t: ("request_id", "リクエストID", "request_id", g.ulid(t), True),
           lambda g, t: ("session_id", "セッションID", "session_id", g.uuid4(), True)],
    "zh": [lambda g, t: ("datetime", "当前时间", "dangqian", zh_dt(t.astimezone(CST8)), True),
           lambda g, t: ("request_id", "请求编号", "qingqiu", g.hex(24), True),
           lambda g, t: ("session_id", "会话ID", "huihua", g.ksuid(t), True)],
    "ru": [lambda g, t: ("datetime", "Текущее время", "seychas", ru_dt(t.astimezone(MSK)), True),
           lambda g, t: ("request_id", "ID запроса", "zapros", g.uuid4(), True),
           lambda g, t: ("session_id", "Сессия", "sessiya", g.objectid(t), True)],
}

# (label, key, value): stable values for the generated negatives
STABLE_EN = [
    ("API version", "api_version", "2025-01-15"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_rev", "2026-02-10"),
    ("Branch opened", "branch_opened", "2014-05-01"),
    ("Tenant", "tenant", "7c9e6679-7425-40de-944b-e07fc1f90ae7"),
    ("Coverage since", "coverage_since", "2019-03-01"),
    ("Desk hours", "desk_hours", "07:00-23:00"),
    ("Damage chart", "damage_chart", "v2026.1 (effective 2026-01-01)"),
]
STABLE_LANG = {
    "de": ("Preisliste gültig ab", "preisliste", "01.03.2026"),
    "es": ("Tarifas vigentes desde", "tarifas", "1 de marzo de 2026"),
    "fr": ("Version des CGL", "cgl", "2026.1 du 15/01/2026"),
    "ja": ("規約改定日", "kiyaku", "2025年10月1日"),
    "zh": ("服务条款版本", "tiaokuan", "2026年1月版"),
    "ru": ("Редакция правил", "pravila", "от 01.02.2026"),
}

GEN_POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_inline",
                 "xml_attr"]


def _render(body: tuple[str, ...], position: str, cue: str, label: str, key: str, value: str,
            quoted: bool) -> str:
    """A body with one field at `position`; `cue` empty means a stable value (no mark)."""
    name, lang, app, branch, locale, system, user_line, record, cue_line, footer_line = body

    def mark(text: str) -> str:
        return v(cue, text) if cue else text

    user = f"{user_line}\n\n{record}"
    end = f"\n{cue_line}" if cue_line else ""
    if position == "head":
        return f"{mark(label + ': ' + value)}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(label + ': ' + value)}\n\n{user}{end}"
    if position == "header_block":
        return f"App: {app}\n{mark(label + ': ' + value)}\nBranch: {branch}\n\n{system}\n\n{user}{end}"
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{mark(label + ': ' + value)}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark(label + ': ' + value)}\n{footer_line}"
    if position == "front_matter":
        return f"---\napp: {app}\n{mark(key + ': ' + value)}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
    if position == "json_inline":
        member = f'"{key}":"{value}",' if quoted else f'"{key}":{value},'
        return f'{{"app":"{app}",{mark(member)}"locale":"{locale}"}}\n{system}\n\n{user}{end}'
    assert position == "xml_attr"
    attr = f'{key}="{value}"'
    return f'<context app="{app}" {mark(attr)} branch="{branch}">\n{system}\n</context>\n\n{user}{end}'


def _moment_for(g: Gen106, lang: str) -> datetime:
    zone = g.pick(["UTC", "EU", "US", "UK"]) if lang == "en" else "EU" if lang in ("de", "es", "fr") else "UTC"
    if zone == "EU":
        return g.moment_eu()
    if zone == "US":
        return g.moment_us()
    if zone == "UK":
        return g.at(UK_BST)
    return g.at()


def generated_positives(g: Gen106) -> list[Draft]:
    """Every body at three positions, one field each; positions rotate so that each is used 4-5 times."""
    en_fields = list(EN_FIELDS)
    g.rng.shuffle(en_fields)
    out: list[Draft] = []
    k_en = 0
    for b, body in enumerate(BODIES):
        lang = body[1]
        for j in range(3):
            position = GEN_POSITIONS[(3 * b + j) % len(GEN_POSITIONS)]
            t = _moment_for(g, lang)
            if lang == "en":
                maker = en_fields[k_en % len(en_fields)]
                k_en += 1
            else:
                maker = LANG_FIELDS[lang][(b + j) % 3]
            cue, label, key, value, quoted = maker(g, t)
            text = _render(body, position, cue, label, key, value, quoted)
            tags = ["generated", position, cue, f"lang:{lang}", "pasted_record_stays"]
            if lang != "en":
                tags.append("non_english")
            out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{key}", tags))
    return out


def generated_negatives() -> list[Draft]:
    """Every body (the first two twice) with one stable value at a position its positives do not use."""
    out: list[Draft] = []
    plan = [(b, 0) for b in range(len(BODIES))] + [(0, 1), (1, 1)]
    for n, (b, extra) in enumerate(plan):
        body = BODIES[b]
        lang = body[1]
        position = GEN_POSITIONS[(3 * b + 3 + extra) % len(GEN_POSITIONS)]
        if lang == "en" or extra:
            label, key, value = STABLE_EN[n if n < len(BODIES) else 6 + n - len(BODIES)]
        else:
            label, key, value = STABLE_LANG[lang]
        text = _render(body, position, "", label, key, value, True)
        tags = ["hard_negative", "generated", position, f"lang:{lang}", "stable_lookalike"]
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{key}", tags))
    return out


# --- negatives: pasted records ---------------------------------------------------------------------------

NEG: list[Draft] = []


def N(text: str, source: str, tags: list[str], lang: str = "en") -> None:
    extra = [] if lang == "en" else ["non_english"]
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, f"lang:{lang}", *extra]))


# (source, lang, tags, block, question, lead-in)
BLOCKS: list[tuple[str, str, list[str], str, str, str]] = [
    ("confirmation-email", "en", ["email", "date_header", "message_id"], """From: Velora Rent <reservations@velora-rent.example>
To: j.hale@example.org
Date: Tue, 3 Mar 2026 19:02:44 +0000
Message-ID: <resv.VR-55120.1772564564@mailer.velora-rent.example>
Subject: Booking VR-55120 confirmed

Pick-up: Lisbon Airport, 10 Apr 2026 09:00
Return: Lisbon Airport, 17 Apr 2026 09:00
Car group: CDMR (VW Golf or similar)
Extras: additional driver (EUR 9.00/day)""",
     "Does this booking already include the second driver, or do I add it at the desk?",
     "Here is the confirmation e-mail"),
    ("rental-agreement", "en", ["rental_agreement", "pickup_return_times"], """RENTAL AGREEMENT RA-2026-0418833
Renter: Mbali Dlamini          Licence: ZA 0411-2209-88
Vehicle: Toyota Corolla Cross, CA 714-221   Fuel out: 8/8   Km out: 18,412
Pick-up: Cape Town Intl, 2026-02-14 08:35
Due back: Cape Town Intl, 2026-02-21 08:35
Cover: Super Cover (excess ZAR 0), tyres and glass included""",
     "If I bring it back on the 21st at 11:00 instead, will I pay an extra day?",
     "This is the agreement I signed"),
    ("damage-csv", "en", ["csv", "damage", "timestamps"], """photo_id,taken_at,inspector,panel,finding
VR-DMG-20418,2026-04-17T08:51:22+01:00,ana.s,bumper_rear,scratch 4 cm
VR-DMG-20419,2026-04-17T08:51:40+01:00,ana.s,door_rear_left,dent 1.5 cm
VR-DMG-20420,2026-04-17T08:52:05+01:00,ana.s,wheel_front_right,kerb rash 6 cm""",
     "Which of these would count as fair wear under a 5 cm rule?",
     "The inspector's export"),
    ("exiftool", "en", ["exif", "photo_metadata"], """File Name                       : IMG_7731.HEIC
Date/Time Original              : 2026:04:10 09:04:12
Offset Time Original            : +01:00
GPS Position                    : 38 46' 12.10" N, 9 7' 41.80" W
Camera Model Name               : iPhone 15""",
     "Does this prove the dent was already there when I picked the car up at 09:00?",
     "exiftool says this about my pick-up photo"),
    ("telematics-logfmt", "en", ["logfmt", "request_id", "telematics"], """ts=2026-06-02T05:58:11.204Z level=info vin=YV1XZK8V1R2123456 event=ignition_on odo_km=41872 request_id=5d1e9a0c7b3f4a62
ts=2026-06-02T06:14:47.918Z level=warn vin=YV1XZK8V1R2123456 event=overspeed kmh=138 limit=120 request_id=0f6b2c8e1d9a4377
ts=2026-06-02T06:40:02.330Z level=info vin=YV1XZK8V1R2123456 event=ignition_off odo_km=41931 request_id=a4c7e1f09b2d5e18""",
     "How far did the car go on this trip and how long was it over the limit, roughly?",
     "Our telematics provider sent these lines"),
    ("mileage-json", "en", ["json", "uuid7", "created_at"], """{
  "id": "0196a1c4-2f7b-7d3e-8a41-6b2f0e9c1d55",
  "created_at": "2026-06-01T00:05:12Z",
  "vehicle": "NG-114-K",
  "contract": {"allowance_km": 60000, "start": "2024-09-01", "end": "2027-08-31"},
  "odometer_km": 41880
}""",
     "Is this car on track to stay within its allowance?",
     "The mileage export for one of our cars"),
    ("toll-statement", "en", ["csv", "toll", "timestamp_column"], """Timestamp,Plaza,Lane,Tag,Class,Amount
2026-07-11 08:02:14,Dartford Crossing,N3,KH-TAG-4471,2,GBP 2.50
2026-07-11 18:40:09,Dartford Crossing,S1,KH-TAG-4471,2,GBP 2.50
2026-07-12 09:15:51,M6 Toll Great Wyrley,J2,KH-TAG-4471,2,GBP 9.70""",
     "Why is the Dartford charge on here twice? I only crossed once each way.",
     "My toll statement"),
    ("nip", "en", ["notice", "offence_time"], """NOTICE OF INTENDED PROSECUTION
Notice no: NIP/26/0881294
Date of offence: 18/06/2026   Time: 14:22
Location: A34 Newbury bypass, southbound
Vehicle: KH26 XPL (Kestrel Car Hire Ltd)
Recorded speed: 81 mph in a 70 mph limit""",
     "The hire company forwarded this. I returned the car on the 18th at 12:00. What do I do?",
     "I got this from the hire company"),
    ("bank-sms", "en", ["sms", "card_hold"], """HARBOURBANK: Pre-auth GBP 250.00 KESTREL CAR HIRE MAN 16/05 14:09. Bal GBP 1,202.17
HARBOURBANK: GBP 187.40 KESTREL CAR HIRE MAN 23/05 10:31. Bal GBP 1,014.77
HARBOURBANK: Pre-auth GBP 250.00 KESTREL CAR HIRE MAN reversed 26/05 06:02""",
     "So was I charged twice or not?",
     "These are the texts from my bank"),
    ("stripe-delivery", "en", ["webhook", "stripe_signature", "debug"], """POST /hooks/stripe HTTP/1.1
Stripe-Signature: t=1778936991,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json

{"id": "evt_1PbX2vLkdIwHu7ixQ4mZt2Lk", "type": "payment_intent.amount_capturable_updated",
 "created": 1778936990, "data": {"object": {"id": "pi_3PbX2uLkdIwHu7ix0k1E9aZc", "amount_capturable": 25000}}}""",
     "Our endpoint rejects this delivery with 'no signatures found matching the expected signature'. What are we doing wrong?",
     "The delivery from our logs"),
    ("curl-409", "en", ["http_exchange", "date_header", "request_id"], """< HTTP/2 409
< date: Wed, 08 Apr 2026 10:12:44 GMT
< content-type: application/json
< x-request-id: 3f8e1a2c-55b0-4c1e-9d7a-0b6c2e4f8a19
<
{"error": "vehicle_unavailable", "message": "Group CDMR sold out at FAO-APT for 2026-07-18"}""",
     "Is this a bug on our side or is the group really sold out?",
     "curl shows this when we call the availability API"),
    ("lease-yaml", "en", ["yaml", "contract_dates"], """contract: NG-L-2023-00871
customer: Brightwater Logistics B.V.
vehicle: Skoda Octavia Combi, 2-ZKT-41
start: 2023-07-01
end: 2026-06-30
allowance_km: 90000
excess_rate_eur_per_km: 0.08
created: 2023-06-12T09:30:00+02:00""",
     "What will the excess cost if the car comes back with 97,400 km?",
     "Contract data from our portal"),
    ("return-report", "en", ["markdown_table", "inspection"], """| Item            | Finding                  | Charge   |
|-----------------|--------------------------|----------|
| Inspected       | 2026-06-30 08:40, Utrecht | -        |
| Rear door left  | scratch 15 cm, paint break | EUR 240 |
| Tyres           | 2.1 mm front, 3.4 mm rear | EUR 180 |
| Interior        | clean                    | -        |""",
     "Is the tyre charge fair if the legal minimum is 1.6 mm?",
     "The lease return report"),
    ("job-sheet", "en", ["roadside", "job_times"], """ROADSIDE JOB RSA-30418
Called: 21:42   Dispatched: 21:55   On scene: 22:48   Cleared: 23:20
Vehicle: Renault Clio, 45-XZ-91
Fault: battery discharged (interior light left on)
Action: jump-start, battery tested 12.4 V""",
     "Why did it take over an hour to get someone there?",
     "The job sheet they emailed me"),
    ("gateway-syslog", "en", ["syslog", "rfc5424"], """<134>1 2026-09-02T03:14:07.221Z tgw-02 fleetlink 4471 - - device 359881234567890 offline (last fix 2026-09-01T23:58:40Z)
<134>1 2026-09-02T03:14:07.389Z tgw-02 fleetlink 4471 - - device 359881234567891 offline (last fix 2026-09-01T23:58:44Z)
<131>1 2026-09-02T03:15:00.004Z tgw-02 fleetlink 4471 - - mqtt bridge reconnect failed: timeout""",
     "Are these two trackers broken, or is it the gateway?",
     "From the telematics gateway's syslog"),
    ("return-ics", "en", ["ics", "calendar"], """BEGIN:VEVENT
UID:return-NG-L-2023-00871@northgate.example
DTSTAMP:20260602T101500Z
DTSTART;TZID=Europe/Amsterdam:20260630T090000
DTEND;TZID=Europe/Amsterdam:20260630T093000
SUMMARY:Lease return - Skoda Octavia 2-ZKT-41
LOCATION:Northgate hub Utrecht-Lage Weide
END:VEVENT""",
     "What time is my return appointment, and what should I bring?",
     "The calendar invite I got"),
    ("slack-thread", "en", ["slack", "ts"], """#fleet-ops
[ts 1780481520.004200] lena: NG-207-B still showing geofence alerts from the Antwerp depot
[ts 1780481701.118900] karim: tracker was moved to the new van, old mapping not cleared
[ts 1780481840.500100] lena: ok, who updates the mapping?""",
     "Summarise this thread as a ticket description.",
     "Thread from our ops channel"),
    ("ticket", "en", ["ticket", "created_updated"], """FLT-2231  Damage charge disputed - VR-55120
Created: 2026-04-19 11:04 by support-bot
Updated: 2026-04-22 16:40 by m.costa
Status: Waiting for customer
Description: Customer disputes EUR 240 for rear door scratch; pick-up photos show no damage.""",
     "Draft the next reply to the customer.",
     "The ticket"),
    ("reservation-webhook", "en", ["webhook_payload", "occurred_at"], """{"event": "reservation.modified", "id": "evt_01J8ZQ4M2X7V9K3T6B1N5R0C8D",
 "occurred_at": "2026-05-20T14:03:19.552Z",
 "reservation": {"ref": "VR-60114", "pickup_at": "2026-06-01T10:00:00+01:00", "changed": ["pickup_at"]}}""",
     "Explain in plain words what changed.",
     "This came into our booking system"),
    ("fuel-receipt", "en", ["receipt", "price"], """VELORA RENT - LISBON AIRPORT
Receipt 2026-LIS-118842     21/04/2026 09:12
Refuelling service (32.4 l x EUR 2.35)   EUR 76.14
Refuelling fee                           EUR 25.00
Total (incl. VAT 23%)                    EUR 101.14""",
     "Is EUR 2.35 a litre normal for a refuelling charge?",
     "Here is the receipt"),
    ("ota-xml", "en", ["xml", "create_datetime"], """<VehResRS Version="2.001">
  <VehReservation CreateDateTime="2026-03-02T18:44:10Z">
    <ConfID Type="14" ID="VR-55120"/>
    <VehRentalCore PickUpDateTime="2026-04-10T09:00:00" ReturnDateTime="2026-04-17T09:00:00"/>
  </VehReservation>
</VehResRS>""",
     "Which field holds the pick-up time, and why has it no time zone?",
     "The broker sends us this"),
    ("nginx-log", "en", ["nginx", "access_log"], """203.0.113.14 - - [02/Jun/2026:09:14:02 +0100] "POST /api/v3/reservations HTTP/1.1" 201 412 "-" "VeloraApp/5.1 (iOS)"
203.0.113.14 - - [02/Jun/2026:09:14:03 +0100] "POST /api/v3/reservations HTTP/1.1" 201 412 "-" "VeloraApp/5.1 (iOS)"
198.51.100.7 - - [02/Jun/2026:09:14:09 +0100] "GET /api/v3/branches/LIS-APT HTTP/1.1" 200 1833 "-" "okhttp/4.12.0\"""",
     "Did this customer just create two reservations by double-tapping?",
     "From our access log"),
    ("keybox-logfmt", "en", ["logfmt", "key_box"], """ts=2026-08-14T23:52:10+01:00 box=MAN-KB-02 slot=14 event=key_in ref=KH-4471902
ts=2026-08-15T06:03:41+01:00 box=MAN-KB-02 slot=14 event=door_open user=staff.ahmed
ts=2026-08-15T06:03:58+01:00 box=MAN-KB-02 slot=14 event=key_out user=staff.ahmed""",
     "The customer says they dropped the key before midnight. Does the log agree?",
     "Key box log"),
    ("service-csv", "en", ["csv", "service_dates"], """vin,plate,service_date,odometer_km,next_due_km
WVWZZZAUZLW123456,NG-114-K,2026-03-11,38104,53104
TMBJJ7NE4L0123456,NG-207-B,2026-04-02,27990,42990
VF1RFB00X66123456,NG-311-D,2025-12-19,79412,94412""",
     "Which car reaches its next service first if each does 2,000 km a month?",
     "Service history export"),
    ("damage-letter", "en", ["letter", "dates_in_document"], """Kestrel Car Hire Ltd - Damage Recovery
Our ref: DR/26/04471          Date: 14 March 2026

Dear Ms Okafor,
Following the return of vehicle KH25 RPX on 2 March 2026, our inspection found a cracked front
bumper. Under clause 7 of your agreement we will charge GBP 385.00 on 28 March 2026 unless you
dispute it in writing before then.""",
     "Can they charge me two weeks after I returned the car?",
     "The letter I received"),
    ("otel-span", "en", ["opentelemetry", "trace_id"], """{"traceId": "5b8aa5a2d2c872e8321cf37308d69df2", "spanId": "051581bf3cb55c13",
 "name": "POST /reservations/quote", "startTimeUnixNano": "1780470842112000000",
 "endTimeUnixNano": "1780470845912000000", "status": {"code": "ERROR", "message": "pricing timeout"}}""",
     "How long did this quote call take, and where did it fail?",
     "A span from our tracing"),
    ("pricing-traceback", "en", ["python_logging", "traceback"], """2026-06-02 09:14:05,118 ERROR [pricing.quote] quote failed for VR-60114
Traceback (most recent call last):
  File "/srv/pricing/quote.py", line 212, in build_quote
    rate = RATES[(branch, group, season)]
KeyError: ('FAO-APT', 'CDMR', 'peak-2026')""",
     "What is missing in the rate table?",
     "Our pricing service logged this"),
    ("staging-prompt", "en", ["near_miss", "pasted_prompt", "debug"], """You are Velora Assist. Answer booking questions briefly.
Current time: 2026-01-19T08:00:00Z
Session: 6vKq2ZpX0rTn8yWb1LmD3
Branch: LIS-APT""",
     "Our staging bot keeps telling customers it's 19 January. This is its system prompt; why would that be?",
     "The prompt from staging"),
    ("availability-json", "en", ["near_miss", "api_response", "generated_at"], """{
  "generated_at": "2026-07-01T12:00:03Z",
  "request_id": "req_Kq8mZt2LkV1xRf",
  "branch": "FAO-APT",
  "groups": {"CDMR": 0, "IDMR": 3, "SFMR": 1}
}""",
     "The app says no compact cars but this response says three intermediates. Which one should the customer book for five people?",
     "The availability response"),
    ("appeal-email", "en", ["email", "pcn_decision"], """From: Parking Appeals <appeals@citycouncil.example>
Date: Thu, 23 Apr 2026 08:15:02 +0100
Subject: PCN WD48811920 - appeal rejected

Your representation against PCN WD48811920 (contravention 02/04/2026 at 17:48, code 01) has been
rejected. You may pay the reduced charge of GBP 55 within 14 days of this notice.""",
     "The rental company passed my name on. Is it worth appealing to the tribunal?",
     "The council replied"),
    # other languages
    ("es-contract", "es", ["contract", "dates"], """CONTRATO DE ALQUILER RC-2026-77410
Fecha de recogida: 01/07/2026 10:00 - Málaga Aeropuerto
Fecha de devolución: 08/07/2026 10:00 - Málaga Aeropuerto
Vehículo: Kia Ceed 1.5 T-GDi, 4821 LMK
Franquicia: 900 EUR   Depósito: 300 EUR""",
     "¿Si devuelvo el coche a las 12:00 me cobran otro día?",
     "Este es mi contrato"),
    ("de-protocol", "de", ["protocol", "erstellt"], """Übergabeprotokoll UP-2026-33190
Erstellt: 12.05.2026 07:58
Fahrzeug: BMW 318d Touring, M-AV 2291
Kilometerstand: 18.402   Tank: 8/8
Vorschäden: Delle Heckklappe (alt), Steinschlag Frontscheibe""",
     "Ist der Steinschlag hier als Vorschaden eingetragen oder nicht?",
     "Mein Kollege hat mir das geschickt"),
    ("fr-notice", "fr", ["notice", "date_label"], """AVIS DE CONTRAVENTION n° 2026-13-118842
Date : 02/03/2026   Heure : 14:20
Lieu : A7, Salon-de-Provence, sens Sud
Immatriculation : GH-441-KZ
Vitesse retenue : 142 km/h (limite 130 km/h)""",
     "J'avais rendu la voiture à 11 h ce jour-là. Comment contester ?",
     "Voici l'avis que j'ai reçu"),
    ("it-verbale", "it", ["notice", "violation_time"], """Verbale n. 2026/ZTL/203311 - Comune di Bologna
Data violazione: 22/05/2026 ore 18:42
Varco: Via Irnerio
Targa: GF 482 LM
Importo: EUR 83,00 (ridotto EUR 58,10 entro 5 giorni)""",
     "Il noleggio può addebitarmi anche le spese di notifica?",
     "Ecco il verbale"),
    ("pt-email", "pt", ["email", "data_label"], """De: Rodovia Aluguel de Carros <caucao@rodovia.example>
Data: 18 de maio de 2026 10:41
Assunto: Liberação da caução - contrato RV-88120

A pré-autorização de R$ 1.500,00 foi liberada em 18/05/2026. O prazo para aparecer na fatura é
definido pelo emissor do cartão.""",
     "Já passaram cinco dias úteis e não vejo nada. Com quem falo?",
     "Olha o e-mail que recebi"),
    ("ja-reservation", "ja", ["json", "sakusei_nichiji"], """{"予約番号": "SK-88213", "作成日時": "2026-06-20 21:14:05", "受取": "那覇空港店 2026-07-03 10:00", "返却": "那覇空港店 2026-07-06 18:00", "車種": "Sクラス（ヤリス等）"}""",
     "返却時間を20時に延長したらいくらかかりますか？",
     "予約内容はこちらです"),
    ("ko-toll", "ko", ["table", "toll_times"], """통행일시              영업소        차종   요금
2026-08-01 09:12:44   서울TG        1종    4,600원
2026-08-01 12:30:05   대전TG        1종    4,100원
2026-08-03 17:58:31   서울TG        1종    8,700원""",
     "렌터카 하이패스 요금이 왜 이렇게 나왔는지 설명해 주세요.",
     "통행료 내역입니다"),
    ("zh-lease", "zh", ["record", "created"], """合同编号：HT-ZL-2024-0418
起租日期：2024-04-18
到期日期：2027-04-17
月租金：4,280元
创建时间：2024-04-10 15:32:08""",
     "提前一年还车要付多少违约金？",
     "这是我的租赁合同信息"),
    ("ar-receipt", "ar", ["receipt", "arabic_indic_digits"], """شركة الصحراء لتأجير السيارات - إيصال رقم ٢٠٢٦-٠٤٤٧١
التاريخ: ٢٠٢٦/٠٣/١٢ الساعة ١٤:٠٥
مدة الإيجار: ٣ أيام
المبلغ: ٧٥٠ درهم
التأمين المسترد: ١٠٠٠ درهم""",
     "متى سيعود مبلغ التأمين إلى بطاقتي؟",
     "هذا هو الإيصال"),
    ("he-email", "he", ["email", "date_label"], """מאת: גלגל השכרת רכב <service@galgal.example>
תאריך: 14.04.2026 09:22
נושא: חיוב נזק - חוזה 77120

בבדיקת ההחזרה נמצאה שריטה בדלת האחורית. החיוב בסך 650 ש"ח יבוצע ב-28.04.2026.""",
     "האם הם יכולים לחייב אותי בלי תמונות?",
     "קיבלתי את המייל הזה"),
    ("ru-log", "ru", ["log", "trace_id"], """2026-11-14 19:05:12 INFO  заявка ПД-20417 создана, trace_id=7a1c0e9f3b2d4e58a6c1f0d9e8b7a6c5
2026-11-14 19:06:40 INFO  эвакуатор назначен: Эвакуатор-СПб №14
2026-11-14 20:41:03 WARN  время прибытия превышено на 6 минут""",
     "Почему эвакуатор опоздал, если его назначили через полторы минуты?",
     "Мне переслали этот лог"),
    ("pl-damage", "pl", ["report", "data_utworzenia"], """Protokół szkody PS-2026-0912
Data utworzenia: 03.09.2026 16:40
Pojazd: Toyota Yaris, WX 4471K
Opis: wgniecenie drzwi przednich lewych, ok. 3 cm
Udział własny: 1 500 zł""",
     "Czy muszę zapłacić cały udział własny za takie wgniecenie?",
     "Dostałem taki protokół"),
    ("tr-hgs", "tr", ["list", "gecis_zamani"], """Geçiş zamanı          Köprü/Otoyol              Tutar
12.07.2026 10:14      Osmangazi Köprüsü         995,00 TL
12.07.2026 18:02      İstanbul-İzmir Otoyolu    412,50 TL
14.07.2026 09:40      Osmangazi Köprüsü         995,00 TL""",
     "Kiralama şirketi bu tutarlara komisyon ekleyebilir mi?",
     "Geçiş listem şöyle"),
    ("nl-inspection", "nl", ["inspection", "datum"], """Inspectierapport LD-2026-5531
Datum inspectie: 30-06-2026 08:40
Kenteken: 2-ZKT-41
Schade: kras achterdeur links 15 cm, lak beschadigd
Kosten: EUR 240,00""",
     "Valt een kras van 15 cm onder normale slijtage?",
     "Dit rapport kreeg ik na het inleveren"),
    ("el-receipt", "el", ["receipt", "imerominia"], """AEGEAN DRIVE - ΑΠΟΔΕΙΞΗ 2026/0771
Ημερομηνία: 21/08/2026 19:40
Ενοικίαση 5 ημερών: 210,00 €
Παιδικό κάθισμα: 25,00 €
Σύνολο: 235,00 €""",
     "Γιατί χρεώθηκε το παιδικό κάθισμα για πέντε μέρες αφού το πήρα για δύο;",
     "Να η απόδειξη"),
    ("hi-sms", "hi", ["sms", "devanagari"], """सारथी रोडसाइड: आपकी शिकायत RS-४४७१ दिनांक १२-०९-२०२६ समय २१:४० पर दर्ज हुई। मैकेनिक ४५ मिनट में पहुँचेगा।""",
     "एक घंटा हो गया, अब क्या करूँ?",
     "मुझे यह एसएमएस मिला"),
    ("th-receipt", "th", ["receipt", "buddhist_era"], """สยามคาร์เรนท์ ใบเสร็จเลขที่ 2569-0412
วันที่ 12 มีนาคม 2569 เวลา 10:15 น.
ค่าเช่ารถ 3 วัน 2,700 บาท
เงินมัดจำ 5,000 บาท (คืนเมื่อคืนรถ)""",
     "เงินมัดจำจะคืนเข้าบัตรภายในกี่วันคะ",
     "นี่คือใบเสร็จค่ะ"),
    ("vi-booking", "vi", ["booking", "ngay_tao"], """Mã đặt xe: SV-20417
Ngày tạo: 02/10/2026 08:12
Nhận xe: 05/10/2026 09:00 tại Nội Bài
Trả xe: 08/10/2026 18:00 tại Nội Bài
Tiền cọc: 5.000.000 đ""",
     "Nếu tôi trả xe trễ 2 tiếng thì bị tính phí thế nào?",
     "Đây là thông tin đặt xe của tôi"),
    ("sv-toll", "sv", ["invoice", "passagetid"], """Trängselskatt - faktura 2026-0811
Passagetid          Betalstation        Belopp
2026-08-11 07:41    Essingeleden        35 kr
2026-08-11 16:12    Lilla Essingen      45 kr""",
     "Ska jag betala det här eller hyrfirman?",
     "Fakturan jag fick"),
    ("cs-fine", "cs", ["notice", "datum_prestupku"], """Výzva k zaplacení určené částky č. 2026/0419
Datum přestupku: 19. 4. 2026 v 13:05
Místo: D1, km 41, směr Brno
Vozidlo: 4AZ 2291 (Dálnice Rent s.r.o.)
Částka: 1 500 Kč""",
     "Můžu to zaplatit sám, nebo to musí jít přes půjčovnu?",
     "Přišlo mi tohle"),
    ("uk-statement", "uk", ["statement", "deposit"], """Виписка по картці *4471
14.11.2026 10:02  ПРОКАТ ДНІПРО  блокування  -8 000,00 грн
17.11.2026 09:15  ПРОКАТ ДНІПРО  оплата      -3 450,00 грн
19.11.2026 06:40  ПРОКАТ ДНІПРО  розблокування +8 000,00 грн""",
     "Чи повернули мені заставу повністю?",
     "Ось виписка з банку"),
    ("id-json", "id", ["json", "dibuat"], """{"kode_sewa": "NR-7730", "dibuat": "2026-12-20T08:14:55+07:00", "ambil": "2026-12-24 09:00 Bandara Juanda",
 "kembali": "2026-12-27 09:00 Bandara Juanda", "deposit": "Rp 2.000.000"}""",
     "Kalau saya kembalikan mobil di Denpasar, berapa biayanya?",
     "Ini data sewa saya"),
    ("es-telematics", "es", ["csv", "telematics"], """fecha_hora,matricula,evento,velocidad_kmh
2026-10-03 07:12:40,4821LMK,frenazo,74
2026-10-03 07:48:02,4821LMK,exceso_velocidad,131
2026-10-03 08:30:15,4821LMK,motor_apagado,0""",
     "¿Esto basta para cobrarle al cliente una penalización por conducción temeraria?",
     "Esto nos ha mandado el proveedor de telemetría"),
    ("de-leasing-email", "de", ["email", "date_header", "message_id"], """Von: Autovia Leasing <rueckgabe@autovia.example>
Datum: Mo, 15. Juni 2026 08:02
Message-ID: <rg.AV-L-2024-118.1781503320@autovia.example>
Betreff: Rückgabetermin AV-L-2024-118

Ihr Rückgabetermin: 29.06.2026, 10:30 Uhr, Standort München-Ost.""",
     "Kann ich den Termin auf den Nachmittag verschieben?",
     "Das hat mir die Leasingfirma geschrieben"),
]

SYSTEM_NEG = ("You are the customer assistant of a car rental and leasing company. Answer from what the customer "
              "shares and say when something is missing.")

# (confirm line of an assistant, the user's yes, a follow-up) in each language
LANG_KIT: dict[str, tuple[str, str, str]] = {
    "en": ("Before I answer, is this the record you mean?", "Yes, that's it.", "And is anything else in there unusual?"),
    "es": ("Antes de responder, ¿es este el documento?", "Sí, ese es.", "¿Y ves algo más raro ahí?"),
    "de": ("Bevor ich antworte: Ist das das Dokument?", "Ja, genau.", "Fällt dir sonst noch etwas auf?"),
    "fr": ("Avant de répondre, est-ce bien ce document ?", "Oui, c'est ça.", "Et vois-tu autre chose d'anormal ?"),
    "it": ("Prima di rispondere, è questo il documento?", "Sì, è quello.", "E c'è altro di strano?"),
    "pt": ("Antes de responder, é este o documento?", "Sim, é esse.", "E tem mais alguma coisa estranha aí?"),
    "ja": ("お答えする前に確認です。こちらの内容でよろしいですか？", "はい、それです。", "ほかに気になる点はありますか？"),
    "ko": ("답변 전에 확인합니다. 이 내역이 맞나요?", "네, 맞아요.", "그 밖에 이상한 점이 있나요?"),
    "zh": ("回答之前先确认一下，是这份记录吗？", "对，就是这个。", "还有其他不正常的地方吗？"),
    "ar": ("قبل أن أجيب، هل هذا هو المستند المقصود؟", "نعم، هو.", "وهل هناك شيء آخر غير عادي؟"),
    "he": ("לפני שאני עונה, זה המסמך?", "כן, זה הוא.", "ויש שם עוד משהו חריג?"),
    "ru": ("Прежде чем ответить: это тот документ?", "Да, он.", "И есть там что-то ещё странное?"),
    "pl": ("Zanim odpowiem: czy to ten dokument?", "Tak, ten.", "Czy widzisz tam coś jeszcze dziwnego?"),
    "tr": ("Cevaplamadan önce: bu belge mi?", "Evet, o.", "Başka tuhaf bir şey var mı?"),
    "nl": ("Voordat ik antwoord: is dit het document?", "Ja, dat is het.", "Zie je verder nog iets vreemds?"),
    "el": ("Πριν απαντήσω, αυτό είναι το έγγραφο;", "Ναι, αυτό.", "Βλέπεις κάτι άλλο περίεργο;"),
    "hi": ("जवाब देने से पहले पूछ लूँ, क्या यही संदेश है?", "हाँ, यही है।", "क्या इसमें और कुछ अजीब है?"),
    "th": ("ก่อนตอบ ขอยืนยันว่าเป็นเอกสารนี้ใช่ไหม", "ใช่ค่ะ", "มีอะไรผิดปกติอีกไหมคะ"),
    "vi": ("Trước khi trả lời, đây có phải là thông tin đó không?", "Đúng rồi.", "Còn điểm nào bất thường nữa không?"),
    "sv": ("Innan jag svarar: är det här dokumentet?", "Ja, det är det.", "Ser du något annat konstigt?"),
    "cs": ("Než odpovím: je to tento dokument?", "Ano, ten.", "Vidíš tam ještě něco divného?"),
    "uk": ("Перш ніж відповісти: це той документ?", "Так, він.", "Чи є там ще щось дивне?"),
    "id": ("Sebelum menjawab, apakah ini datanya?", "Ya, itu.", "Ada hal lain yang aneh?"),
}

PLACEMENTS = ["question_above", "block_first", "typed_under_question", "leadin_blank", "question_leadin_colon",
              "earlier_user_turn", "earlier_assistant_turn", "chatml", "llama3", "gemma", "phi3", "mistral",
              "rag_document", "react_observation", "fenced", "quoted", "indented", "very_end", "both_sides",
              "system_user"]


def _place(placement: str, lang: str, block: str, ask: str, intro: str) -> str:
    confirm, yes, follow = LANG_KIT[lang]
    if placement == "question_above":
        return f"{ask}\n\n{block}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under_question":
        return f"{ask}\n{block}"
    if placement == "leadin_blank":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "question_leadin_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "earlier_user_turn":
        return f"User: {intro}:\n{block}\nAssistant: {confirm}\nUser: {yes} {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return f"User: {ask}\nAssistant: {confirm}\n\n{block}\nUser: {yes}\nAssistant:"
    if placement == "chatml":
        return (f"<|im_start|>system\n{SYSTEM_NEG}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
                "<|im_start|>assistant\n")
    if placement == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_NEG}<|eot_id|>"
                f"<|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}<|eot_id|>"
                "<|start_header_id|>assistant<|end_header_id|>\n\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_NEG}<|end|>\n<|user|>\n{intro}:\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_document":
        return (f"Answer the question using the document the customer uploaded.\n\n<document source=\"upload\">\n"
                f"{block}\n</document>\n\nQuestion: {ask}\nAnswer:")
    if placement == "react_observation":
        return (f"Question: {ask}\nThought: The customer attached a file; I should read it first.\n"
                f"Action: read_attachment[attachment-1]\nObservation:\n{block}\nThought:")
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "very_end":
        return f"{SYSTEM_NEG}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{follow}"
    assert placement == "system_user"
    return f"{SYSTEM_NEG}\n\nUser: {ask}\n\n{block}\nAssistant:"


def negatives_pasted() -> None:
    for k, (source, lang, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        N(_place(placement, lang, block, ask, intro), f"pasted:{source}", ["pasted", placement, *tags], lang)


# --- negatives: look-alikes in program positions, values the user asks about, controls ----------------------

def negatives_lookalikes() -> None:
    N("""Model: gpt-4o-2024-08-06
API version: 2025-01-15
Knowledge cutoff: 2024-06
Region: eu-west-1

You answer questions about Velora Rent's rental terms. Quote the clause number when you can.

Customer: Can my wife drive the car if she isn't on the agreement?
Assistant:""", "lookalike:stable-header", ["stable_header", "api_version", "knowledge_cutoff"])
    N("""---
prompt: damage-dispute-helper
prompt_rev: 2026-02-10
approved_by: legal-emea
damage_chart: v2026.1
---
Explain to the customer how to dispute a damage charge. Never admit liability on behalf of the company.

Customer: How do I dispute the EUR 240 charge for a scratch?
Assistant:""", "lookalike:front-matter-revision", ["front_matter", "authored_revision"])
    N("""You are the branch information assistant of Kestrel Car Hire.

Branch hours:
Manchester Airport T2: Mon-Sun 05:00-23:59
Manchester Piccadilly: Mon-Fri 07:30-18:00, Sat 08:00-13:00, Sun closed
Out-of-hours returns: key box at both branches, checked daily at 06:00

Customer: Can I return the car at Piccadilly on Sunday evening?
Assistant:""", "lookalike:opening-hours", ["opening_hours", "times_in_content"])
    N("""Which extras make sense for a 10-day family trip with a 3-year-old and a baby?

| Extra            | Per day  | Max per rental |
|------------------|----------|----------------|
| Child seat       | EUR 9.50 | EUR 66.50      |
| Baby seat        | EUR 9.50 | EUR 66.50      |
| Additional driver| EUR 9.00 | EUR 90.00      |
| GPS              | EUR 7.00 | EUR 49.00      |""", "lookalike:price-table", ["price", "table"])
    N("""Roadside assistance numbers (24/7):
Portugal: +351 21 000 4471
Spain: +34 900 44 71 20
UK: 0800 088 4471 (from abroad +44 20 7946 0311)

You are the roadside info bot of Velora Rent. Give the right number for the country the customer is in.

Customer: I'm in Badajoz, which number do I call?
Assistant:""", "lookalike:phones", ["phone", "stable_header"])
    N("""Please check these bank details before I send them to the leasing company for the deposit refund:
IBAN NL91 ABNA 0417 1643 00, BIC ABNANL2A, account holder Brightwater Logistics B.V., reference
NG-L-2023-00871 / deposit.""", "lookalike:iban", ["iban"])
    N("""Our telematics units run firmware 4.12.7. The vendor published this checksum:
sha256 9b74c9897bac770ffc029102a200c5de4d8b2a6f1c0e9d3b7a5f4e2c1d0b9a87  tgu-fw-4.12.7.bin
and our downloaded file gives 9b74c9897bac770ffc029102a200c5de4d8b2a6f1c0e9d3b7a5f4e2c1d0b9a78. Is the
file corrupted or am I reading it wrong?""", "lookalike:sha256", ["hash", "firmware_version"])
    N("""I picked the car up about 3 hours ago and the hold appeared 20 minutes later. The agent said it would
be released 7 to 10 days after return. If I return it in 2 days, when will the money be back at the
earliest?""", "lookalike:relative-times", ["relative_time"])
    N("""Customer: Dana Whitfield
Customer ID: cus_Q8mZt2LkV1xRfa
Tenant: northgate-uk
Account since: 2019-04-02
Fleet size: 14

You are Northgate's account assistant. Personalise answers with the account data; never read it out.

Dana: Can we add two electric vans to our fleet this quarter?
Assistant:""", "lookalike:customer-header", ["stable_header", "customer_id", "tenant"])
    N("""This is our prompt template. Before we deploy it, check that the placeholders are consistent:

You are Velora Assist. The current time is {{current_time}} and the session is {{session_id}}.
The customer's booking is {{booking_ref}}, picking up at {{pickup_branch}} on {{pickup_at}}.""",
      "lookalike:unrendered-template", ["unrendered_placeholder", "template"])
    N("""From 1 April 2026, the young driver surcharge rises from EUR 12 to EUR 15 per day, and drivers who
have held a licence for less than 2 years can no longer rent group F or above. Bookings made before
15 March 2026 keep the old terms.

Summarise this change in two sentences for the website banner.""", "lookalike:dates-in-prose", ["dates_in_prose"])
    N("""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the leasing FAQ assistant of Northgate Fleet Leasing. Answer from the FAQ only.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can I take my lease car to Norway on holiday?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""", "lookalike:llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"])
    N("""<branch code="LIS-APT" tz="Europe/Lisbon" opened="2014-05-01" phone="+351 21 000 4471">
You are the Lisbon airport branch assistant. Answer about pick-up, return and shuttle times.
</branch>

Customer: How often does the shuttle run from Terminal 1?
Assistant:""", "lookalike:xml-stable-attrs", ["xml_attr", "stable_attrs"])
    N("""{"app":"leasebot","build":"2026.03.2","api_version":"2024-10-21","tenant":"7c9e6679-7425-40de-944b-e07fc1f90ae7"}
You explain lease invoices to business customers. Use the invoice lines the customer gives.

Customer: What is the "maintenance fee" on my March invoice?
Answer:""", "lookalike:json-stable", ["json_inline", "calver", "api_version", "tenant"])
    N("""You help customers choose a rental car group for their trip.

Customer: Which group fits four adults and two large suitcases?

--
Terms rev. 2026-01 · Velora Rent Unipessoal Lda · NIF 509 876 543""", "lookalike:terms-footer",
      ["footer", "terms_revision"])
    N("""VIN: WVWZZZAUZLW123456
Plate: NG-114-K
Contract: NG-L-2024-00412 (2024-09-01 to 2027-08-31)

You are Northgate's vehicle assistant. The data above describe the driver's assigned car.

Driver: When is the next service due on my car?
Assistant:""", "lookalike:vehicle-header", ["stable_header", "vin", "contract_dates"])
    N("""Our tariff engine has "peak-2026" defined from 2026-06-15 to 2026-09-15 and "shoulder-2026" from
2026-04-01 to 2026-06-14. A customer books a pick-up on 14 June and a return on 16 June. Which season
applies to each day if we price per calendar day?""", "lookalike:season-dates", ["dates_in_question", "arithmetic"])
    N("""Stand der Preisliste: 01.03.2026
Gültig für: alle Stationen in Deutschland

Du beantwortest Fragen zu Zusatzleistungen bei Autovia Mietwagen. Antworte auf Deutsch.

Kunde: Was kostet ein zusätzlicher Fahrer pro Tag?""", "lookalike:de-stand", ["authored_date", "stable_header"], "de")
    N("""規約改定日：2025年10月1日
対象：全店舗

あなたはスカイレンタカーの規約案内アシスタントです。日本語で答えてください。

お客様：免責補償に入っていれば、タイヤのパンクも無料ですか？""", "lookalike:ja-revision", ["authored_revision"], "ja")
    N("""Horario de la oficina de Málaga Aeropuerto: de lunes a domingo, de 07:00 a 00:30.
Devoluciones fuera de horario: buzón de llaves en la planta -1 del aparcamiento P2.

Eres el asistente de Rodacar. Responde en español.

Cliente: Mi vuelo sale a las 06:15, ¿puedo devolver el coche a las 04:30?""", "lookalike:es-hours",
      ["opening_hours", "user_typed_time"], "es")
    N("""Версия тарифов: 2026.2
Регион: Санкт-Петербург
Часы работы поддержки: круглосуточно

Ты помощник «Автопрокат Север». Отвечай по-русски.

Клиент: Сколько стоит детское кресло на неделю?""", "lookalike:ru-stable", ["stable_header", "version"], "ru")
    N("""버전: 3.4.1
지점: 제주공항점
영업시간: 07:00-22:00

당신은 한빛렌터카 안내 도우미입니다. 한국어로 답하세요.

고객: 밤 11시에 도착하면 차를 받을 수 있나요?""", "lookalike:ko-hours", ["stable_header", "opening_hours"], "ko")


def negatives_asked() -> None:
    N("""The rental app showed "Something went wrong (request id req_8XK2mPq4Lz7Vb1)" when I tried to extend my
booking. What does this request id mean, and should I send it to support?""", "asked:request-id",
      ["id_in_question", "request_id"])
    N("""In our booking export, reservation VR-60114 has created_at 2026-05-20T14:03:19Z but paid_at
2026-05-20T13:58:02Z. Why is the paid time before the created time? How can a booking be paid before
it exists?""", "asked:created-vs-paid", ["times_in_question"])
    N("""Convert 1780481520 and 1780481520004 to dates in Lisbon time. Our key box logs one of them and the
telematics the other; which is in milliseconds?""", "asked:epochs", ["epoch", "id_in_question"])
    N("""What claims are in this token our fleet portal sets, and does it expire after an hour?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhY2N0LTIwNDE3IiwiaWF0IjoxNzgwNDcwODAwLCJleHAiOjE3ODA0NzQ0MDB9.Zk3q2p9bQk7cXo1M8y0zY5hVv4gU6nR2tE8wL1sA0dF""",
      "asked:jwt", ["jwt", "id_in_question"])
    N("""Support asked me for the trace of a failed booking and gave me this from the app's debug screen:
traceparent: 00-5b8aa5a2d2c872e8321cf37308d69df2-051581bf3cb55c13-01
Which part do I give them, and what do the 00 and 01 mean?""", "asked:traceparent",
      ["traceparent", "id_in_question"])
    N("""It's 18:05 here in Faro and the airport desk closed at 18:00. My flight was 40 minutes late and the
booking said "pick-up 17:30". Can I still get the car tonight?""", "asked:user-clock", ["user_typed_time"])
    N("""Extract pick-up and return from the message as JSON.

Example: "pick up LIS 2026-04-10 09:00, back 2026-04-17 09:00"
Output: {"pickup": "2026-04-10T09:00", "return": "2026-04-17T09:00"}

Message: "collect at Porto airport 3 Aug 2026 14:30, drop off Lisbon 9 Aug 2026 10:00"
Output:""", "asked:few-shot", ["few_shot", "example_dates"])
    N("""Our reservation ids are UUIDv7, for example 0196a1c4-2f7b-7d3e-8a41-6b2f0e9c1d55. Can I read the
creation time out of it, and is that reliable enough to use instead of created_at?""", "asked:uuid7",
      ["uuid7", "id_in_question"])
    N("""We plan lease returns in ISO weeks. The hub in Antwerp is closed from 2026-W31 to 2026-W33. Which
calendar dates is that, and does it include the 15 August holiday?""", "asked:iso-weeks", ["iso_week"])
    N("""예약 번호 옆에 01J8ZQ4M2X7V9K3T6B1N5R0C8D 같은 긴 코드가 있는데, 이게 무슨 의미인가요? 고객센터에 알려줘야 하나요?""",
      "asked:ko-ulid", ["ulid", "id_in_question"], "ko")
    N("""La pre-autorizzazione sulla mia carta dice "scadenza 2026-06-19 23:59". Cosa succede se restituisco
l'auto il 20 giugno? La cauzione viene addebitata?""", "asked:it-hold-expiry", ["hold_expiry", "user_question"],
      "it")
    N("""Le SMS dit « Véhicule prêt à 14:30, code boîte à clés 4471 ». Il est 14:10 et je suis déjà devant
l'agence. Puis-je prendre la voiture plus tôt ?""", "asked:fr-user-clock", ["user_typed_time"], "fr")
    N("""رقم الحجز عندي هو 65f1a2c4e8b9d0a1b2c3d4e5 ، هل هو نفس رقم العقد؟ وماذا أكتب في نموذج الاعتراض؟""",
      "asked:ar-objectid", ["objectid", "id_in_question"], "ar")


def negatives_controls() -> None:
    N("""You are Velora Assist, the customer assistant of Velora Rent. Be brief and friendly.

Customer: Do you allow pets in the cars?
Assistant:""", "control:plain-1", ["control", "plain"])
    N("""You help Northgate Fleet Leasing drivers with everyday questions about their lease car.

Driver: Who pays for windscreen wiper blades?
Assistant:""", "control:plain-2", ["control", "plain"])


# --- assembly -----------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen106(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    negatives_pasted()
    negatives_lookalikes()
    negatives_asked()
    negatives_controls()
    negatives = list(NEG) + generated_negatives()
    return make_holdout.assemble("h106", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
