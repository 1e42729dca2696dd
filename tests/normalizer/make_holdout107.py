"""Build `prompt_normalizer/corpus/holdout107.jsonl`, a hundred-and-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout107.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout104.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (childcare,
nursery and nurseries, daycare, kindergarten, preschool, parent, enrolment, school, and then childminder,
babysitting, toddler, infant, crèche, Kita, guardería and 保育) and the passages around the hits, with the
docstrings of `make_holdout30.py`, `make_holdout88.py` and `make_holdout104.py` read in full; of
`make_holdout24.py` also its import block and its last 150 lines, for the structure of a generator; and
`pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the generators' names and a
check of the path showed that `holdout107.jsonl` did not exist yet.) Nothing under `prompt_normalizer/`
was read, nor any other test file, any `.jsonl` corpus, the docs and bench folders or the git history;
`make_holdout105.py` to `make_holdout112.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input, spans are single lines, inputs are unique, the build is
deterministic).

The domain is childcare centres and nurseries: enrolment and waitlists, daily sign-in and sign-out,
parent messaging, incident and medication logs, fee invoices and subsidies, staff ratios and rosters,
and meal and allergy records. The earlier docstrings name neighbours of it: above all nurseries and
childminders among care work in make_holdout30 (a daily diary session, a sign-in tablet scan, an allergy
checker behind traceparent and tracestate, a parent's message with a `[sent ...]` stamp, a childminder's
invoice dated today, an EYFS observation writer with a Semantic Kernel time, a menu bot's footer, a ratio
check on a register read "at" a time, a fees portal JWT, a photo upload line and sleep sensor reads; and
as hard negatives daily diaries, sign-in sheets, allergy sheets, accident forms, funding statements,
newsletters, a manager's e-mail, an Ofsted extract, a childminder contract, a medicine consent form, sleep
check logs, app notification histories, a learning journey, a waiting-list letter, an eligibility code
check and an attendance CSV); primary and secondary schools with parent messaging through made-up
gateways (make_holdout88, which leaves nurseries out); school parent portals and school buses
(make_holdout9); a babysitting co-op, a children's holiday club, a summer day camp, an after-school club
and a toddler group (make_holdout14); a daycare app and a preschool bus that were re-themed
(make_holdout12, make_holdout13); a dog daycare (make_holdout21); a school admissions desk, a university
waitlist and enrolment certificates (make_holdout17, make_holdout23, make_holdout66). The scenarios here
were written around them: no daily diary, sign-in tablet, photo upload, sleep sensor, EYFS observation
writer or childminder invoice appears; sign-in and sign-out are seen through a door controller's
delivery, a late-collection desk, a collector check and a fire-drill roll call, and sign-in sheets and
attendance CSVs appear only as a door log, a server log, a Thai pickup record and a French attendance
sheet pasted by users; allergies are never checked behind traceparent (traceparent here carries a
subsidy rejection) and menus get no footer (the footer belongs to a notice translation); ratios come from
the current ISO week, a roster table and a Slack event, never a register read "at" a time; the JWTs belong
to a staff app and an Italian fees desk, not a fees portal; parent messages arrive through a made-up relay
(Pebblepost), a ChatML chat and a bracketed `msgctx` line, never with a `[sent ...]` stamp; schools,
universities, school buses and holiday clubs do not appear. The sources are:

* enrolment and waitlists: waitlist offer front matter (naive `isoformat()` `built`, KSUID `batch`; desk,
  centre and policy stay) over a pasted application whose UUIDv7 `id` and `lodged_at` stay; an enrolment
  form relay's headers (.NET "o" `RequestTimestamp`, hex `X-Correlation-ID`; `X-Form-Version` stays); a
  tour desk's "It is now <date, time> in Melbourne." inside the system paragraph; a ReAct waitlist lookup
  whose observation's `call_id` and `fetched_at` move while the entry, its applied date and last movement
  stay; Korean (12-hour `현재 시각:`, nanoid `세션 ID:`), French (`Date de la demande :` with "à 14 h 05",
  `Identifiant de requête :`) and Hebrew (`שעה נוכחית:`, ObjectId `מזהה שיחה:`) desks;
* daily sign-in and sign-out: a late-collection helper's made-up `Desk clock:` in ctime form (closing
  time and fee stay, and so does the parent's typed 18:23); a made-up `Latchkey-*` delivery from a door
  controller (UUIDv7 `-Delivery`, ms `-Sent` and `-Signature` move; `-Topic` and the door event with its
  own `at` stay); a Mistral `[INST]` collector check with a Go RFC3339Nano `Now:`; sign-in records
  "fetched at <RFC 3339 ms> for this drill" (the phrase is cut, the records stay); `t0:` in ms after a
  director's question over logged exceptions; Chinese (`当前时间：` with the weekday, hex `请求编号：`),
  German (`Serverzeit:`, base64url `Anfrage-ID:`) and Thai (Buddhist-era `เวลาปัจจุบัน:`, `รหัสเซสชัน:`
  after the parent's message) desks;
* parent messaging: the Pebblepost relay (KSUID `Pebblepost-Message-Id`, RFC 1123 `Pebblepost-Received`;
  the channel and the parent's message with its `Written:` time stay); a Llama 3 `Today Date` over a
  closure notice to translate (the cutoff stays); a ChatML system turn with a nanoid `Chat session:` and
  `Current time:` (Python `str()`) before `<|im_end|>`; `recv=` (epoch s) in a bracketed `[msgctx ...]`
  line; a notice tool's footer after `--` (GNU `date` `Generated:`, hex `Job:`; the `--` and the tool line
  stay); Brazilian Portuguese ("Agora são HH:MM de DD/MM/YYYY (horário de Brasília)." inside a system
  line, `Código da solicitação:`), Arabic (`وقت الطلب:` in Arabic-Indic digits, UUIDv7 `معرّف الجلسة:`),
  Greek (`Τρέχουσα ώρα:`, ULID) and Finnish (`Nykyinen aika:` with `klo`, ULID `Pyynnön tunnus:`) desks;
* incident and medication logs: an incident letter request's XML attributes (ULID `id`, RFC 3339
  `received`; room and template stay) over an educator's notes; pretty JSON `medcheck` metadata (UUIDv7
  `request_id`, `checked_at` in microseconds; tool, centre and policy stay) over a medication authority
  form; a Phi-3 system turn with a US medium `Request time:` before `<|end|>`; a Gemma user turn opening
  with `Current date:` and a hex `Session:` over an incident register; an HTTP request (`Date`,
  `X-Request-ID`; `Host` and the JSON body stay) for an EpiPen expiry check; RAG record headers with
  `retrieved=` at precisions 0 and 3; Japanese (`現在日時：`, ULID `セッションID：`) and Russian (`Текущее
  время:`, hex `ID запроса:`) desks;
* fee invoices and subsidies: Stripe context (`Request-Id: req_...`, `Idempotency-Key`; `Stripe-Version`
  and the `cus_` customer stay); `traceparent` and `tracestate` over a Child Care Subsidy rejection (the
  provider approval stays); `X-B3-TraceId` and `X-B3-SpanId` (`X-B3-Sampled` stays) at a fee reminder
  writer's system tail; markdown bullets (.NET "f" `Prepared`, `run_` `Run`; provider and tax year stay)
  over a dependent care FSA statement; Dutch (`Tijdstip:`, lower-case ULID `Sessie:`), Polish (`Aktualny
  czas:`, KSUID `ID żądania:`), Hindi (`वर्तमान समय:` in Devanagari digits) and Italian (`Data e ora
  attuali:`, JWT `Token di sessione:`) desks;
* staff ratios and rosters: a markdown context table (hex `Session`, RFC 2822 `Opened`; centre and roster
  period stay); a ratio checker's `Current week:` ISO week date over headcounts; a Slack `app_mention`
  event received by the roster bot (`event_id` and `event_time` move; team, app and the event stay); a bare
  ULID on the first line of a sick-cover request; a staff app `session_token:` JWT; Log4j `requestedAt:`
  between `SYSTEM:` and `USER:`; Swedish (`Aktuell tid:`, `Sessions-ID:`) and Turkish (`Şu anki saat:`,
  `İstek kimliği:`) desks;
* meals and allergies: `mealrun id=<hex> t=<ms> site=... menu=...`; a single-line JSON head (UUIDv7 `rid`
  and epoch `ts` between `app` and `site`); "The current date and time is <isoformat>." opening a menu
  planner's system prompt; `X-Amzn-Trace-Id` with a parent and an RFC 1123 `Date` over a feed log; made-up
  `Pulled:` (JavaScript `toISOString()`) and `Hop:` (nanoid) right below fridge readings fetched for the
  check (the readings and bottle labels stay); Spanish (`Fecha y hora actual:`, nanoid `ID de sesión:`),
  Vietnamese (`Giờ hệ thống:`, hex `Mã yêu cầu:`), Indonesian (`Waktu saat ini:` with `WIB`, base64url `ID
  sesi:`) and Ukrainian (`Зараз:`, ObjectId `ID сесії:`) desks;
* other shapes: gRPC metadata with an `x-received-ns` epoch in ns; a room planner's header with `tick_us`
  and a Go `time.Now().String()` "Context built at" line (build and region stay); a front desk PC's Windows
  `System time:` over immunisation records; "Forwarded by edge-nic-1 at <time_local>" at a system tail; a
  mail gateway's RFC 2822 `Processed:` and ObjectId `Mail-Ingest-Id:` over a parent's e-mail whose own
  `Date` stays;
* the generated family: one program field at three of eight positions (head, system tail, header block
  between `Centre:` and `Channel:`, after the user's message, footer after `--` above a stable line, YAML
  front matter, a single-line JSON member between stable members, an XML attribute between stable ones)
  of 12 bodies (seven English, one each in Spanish, German, Japanese, Korean and Arabic), each with a
  pasted record of its own that stays (waitlist JSON with a prefixed ULID and `created_at`, a sign-out CSV,
  an incident draft with a ULID `id` and `recorded`, a pharmacy e-mail with `Date` and `Message-ID`, an
  invoice with `Issued`, roster logfmt with `ts` and ULID `request_id`, allergy register XML with
  `updated`, Spanish JSON with a UUIDv7 and `creado`, a German `key=value` line with `erstellt`, Japanese
  JSON with `作成日時`, a Korean medication request with `작성시각`, an Arabic invoice in Arabic-Indic
  digits); the field is one of 23 English and made-up labels (`Wallclock`, `Served at`, `Lobby clock`,
  `gateclock`, `nap.t0`, `Pulled`, `Local time`, `As of`, `Request received`, `Today`, `Request`, `Trace`,
  `Family session`, `Hop`, `Delivery`, `Nonce`, `Correlation`, `Run`, `Chat session`, `tick_ms`, `Stamp`,
  `Context time`, `Desk time`) or the "now", request or session label of the body's language.

The negatives: 52 pasted records (27 English, 25 in other languages) in nineteen placements (block first
with the question after, question first with the block at the very end, typed right under the question,
"<lead-in>:" with a blank line, a question ending in a lead-in with the block on the next line, an earlier
user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a
ReAct observation, fenced, quoted with `>`, indented, a user turn under a system prompt, both sides): an
enrolment JSON opening with a UUIDv7 `id` and `created_at`, a place offer e-mail with `Date` and
`Message-ID`, door controller logfmt opening with `ts=` and ULID `request_id`s, incident YAML with
`recorded_at`, medication XML with `given`, a subsidy table, a roster CSV, ratio monitor syslog lines, an
attendance API exchange with `date`, `x-request-id` and a rate-limit reset epoch, an ICS with `DTSTAMP`
and `UID`, a menu table with its update date, an anaphylaxis action plan, a vendor ticket with the
request id from an error screen, a Stripe `invoice.paid` event, an SMS thread, a fridge sensor CSV, an
excursion notice, an OpenTelemetry span with ns epochs, nginx lines with `rid=`, a waitlist CSV with
uuids and `joined_at`, a timesheet with epochs, an enrolment confirmation letter, bottle NDJSON with ms
`ts`, a Sentry issue, an immunisation history statement, a parent's complaint e-mail with `Sent`, a
payment receipt; and in other languages a Spanish incident JSON (ULID `id`, `creado`), a German fee
notice with `Erstellt` and a pickup CSV with `Erfasst`, a French e-mail with `Date :` and `Message-ID :`
and an attendance sheet, an Italian receipt, a Brazilian notice, a Dutch invoice, a Polish menu, Russian
log lines with `trace_id`, Ukrainian menu JSON with `оновлено`, a Greek notice, a Hebrew e-mail, an Arabic
receipt in Arabic-Indic digits, Hindi JSON with `created_at`, a Thai Buddhist-era pickup record, Japanese
JSON with `作成日時`, a Korean medication table with `작성시각`, Chinese `key=value` pickup lines with
`时间`, Vietnamese YAML with `cap_nhat_luc`, Indonesian JSON with `dibuat`, a Turkish receipt with
`Oluşturulma`, a Swedish e-mail with `Skickat`, a Czech application with `Podáno` and a Finnish decision
with `Päätöspäivä`. 18 look-alikes in program positions (a prompt revision, a Llama 3 header with only
its cutoff, opening hours and an office phone, an IBAN and fees in German, `X-Api-Version` with a client
build, unrendered `{{current_time}}` and `{{session_id}}`, a tenant uuid and provider number in
single-line JSON, a knowledge cutoff, a policy's SHA-256 with adoption and review dates, an HTML comment
template revision, term dates in front matter, a Japanese policy revision date, a French fee scale
"mis à jour le", Korean opening hours, a footer's terms revision, enrolment dates in prose, relative
times in room notes, a stable family header with a `fam_` id), 14 values the user asks about or types (a
`req_` id from an error message, created vs paid times, an epoch, a UUIDv7, the parent's own clock,
few-shot dates, an ISO week, a JWT, a traceparent asked for by support, date arithmetic, and a Korean
administered time, a Spanish ULID, an Arabic typed time and a Russian epoch in ms), six near-misses (a
staging bot prompt with `Current time:` and `Session:` pasted to proofread, report front matter with
`generated_at` and `offer_run` pasted to validate, a `Latchkey-*` delivery pasted to debug its signature,
an `<incident_letter_request>` pasted for an XSD, the user's own 401 request with `Date`, `X-Request-ID`
and a bearer JWT, two Pebblepost deliveries pasted to compare), one plain control, and 12 generated hard
negatives: the family's bodies with one stable value (policy version, closing time, regulation, policy
review date, scheme year, knowledge cutoff, menu cycle, a Spanish time zone, a German fee statute's
`Stand`, a Japanese fiscal year, Korean opening hours, an Arabic licence number) at a position the body's
positives do not use.

What it is: 201 prompts. 98 carry volatile fields (145 spans): 62 hand-written positives (109 spans; 46
with two or more fields) and 36 generated ones. 103 carry none. About three prompts in eight (75) are in a
language other than English (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Han,
Japanese, Hangul). Program times fall in the weeks around early March 2026, in each centre's local
offset and opening hours. The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout104.py as far as the keyword
searches reached them (envelope vs payload, per-run ids, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, deliveries received vs pasted, tool results,
made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications
made here:

* Childcare records are content wherever they sit and however they open: application, waitlist,
  enrolment, incident, medication, invoice, receipt, roster, menu, pickup and door event ids (UUIDv7,
  ULID, hex, `evt_`, `in_`, `adm-`) and their `created_at`, `lodged_at`, `recorded_at`, `given`,
  `joined_at`, `Issued`, `Erstellt`, `Erfasst`, `creado`, `作成日時`, `작성시각`, `оновлено`, `dibuat`,
  `Podáno` and `Päätöspäivä`; sign-in, sign-out, feed, nappy, dose and notification times; a fridge's
  readings and a waitlist entry's applied date, also when the program fetched them for this request (the
  ReAct observation, the fire-drill records, the fridge hub). Only the program's stamp and the ids
  minted for the request, session, batch, run, call, job, hop or delivery move.
* A delivery received for this request moves its envelope (`Latchkey-Delivery`, `-Sent`, `-Signature`;
  `Pebblepost-Message-Id`, `-Received`; a Slack event's `event_id` and `event_time`) and keeps its
  payload and stable headers (`-Topic`, `-Channel`, the door event with its own `at`, the parent's message
  with its `Written:` time, the app mention). The same headers pasted by a user to debug a signature or to
  compare duplicates stay whole.
* Near-misses are decided by position and purpose: the program's front matter `built` and `batch` move
  while the application below keeps its `lodged_at`; the same kind of front matter pasted by a user to
  validate stays; an `<incident_letter_request>` at the head of the program's prompt moves its `id` and
  `received`, and the same element pasted for an XSD stays.
* Times the user types (a sign-out "at 18:23", "It's 5:52 pm now", a dose "at 10:15") stay next to the
  program's clock, which moves; a scheduled closing time, opening hours, term dates, a policy's adoption
  and review dates, a fee scale's update date and an unrendered `{{current_time}}` stay.
* Spans follow rule 3: "at <time>" is cut with its preposition where the cut leaves a sentence ("Sign-in
  records fetched for this drill:"); "It is now ...", "Agora são ..." and "The current date and time is
  ..." are inline sentences; XML attributes and `key=value` pairs are followed by a stable neighbour;
  single-line JSON members are cut with the comma after them and sit between stable members; volatile
  members of pretty JSON are never the last member of their object; a field followed by `<|im_end|>` or
  `<|end|>` on its line is an inline span; header lines, YAML keys, markdown rows and bullets, footer
  lines, a bare ULID and a line holding one field in any script are whole-line spans, and a footer's `--`
  stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Reply:`, `Result:`, `Summary:`,
  `Findings:`, `Handover:`, `Reminder:`, `Tasks:`, `ASSISTANT:`) or a chat template's reply header on
  a line of its own (ChatML, Llama 3, Phi-3, Gemma) end positives; the Phi-3 and Gemma positives and the
  Mistral positive, which ends with `[/INST]`, get their trailer at the end as rule 4 gives it; prompts in
  other languages end with the user's message or with the metadata after it.
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

SEED = 20270311
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout107.jsonl"
SRC = "holdout107:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=int(hours * 60)), name)


AEDT = _tz(11, "AEDT")
NZDT = _tz(13, "NZDT")
GMT = _tz(0, "GMT")
CET = _tz(1, "CET")
EET = _tz(2, "EET")
EST, EDT = _tz(-5, "EST"), _tz(-4, "EDT")
PST, PDT = _tz(-8, "PST"), _tz(-7, "PDT")
BRT = _tz(-3, "BRT")
MSK = _tz(3, "MSK")
TRT = _tz(3, "TRT")
GST = _tz(4, "GST")
IST_IN = _tz(5.5, "IST")
ICT = _tz(7, "ICT")
WIB = _tz(7, "WIB")
CST_CN = _tz(8, "CST")
JST = _tz(9, "JST")
KST = _tz(9, "KST")
IL = _tz(2, "IST")
US_DST_2026 = datetime(2026, 3, 8, 7, tzinfo=UTC)


class Gen107(Gen):
    """The seeded source of make_holdout.py with the zones and extra id shapes of this corpus."""

    def moment(self, tz: timezone = UTC) -> datetime:
        """A moment in the fortnights around early March 2026, when the records in the prompts were made."""
        base = datetime(2026, 2, 23, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 25 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

    def at(self, zone: str) -> datetime:
        """A moment in a named region during its opening hours (06:00-20:00 local), in the zone's offset at
        that date (US daylight time from 8 March 2026; Europe, Australia and New Zealand unchanged)."""
        while True:
            t = self.moment()
            north = t >= US_DST_2026
            table = {
                "au": AEDT, "nz": NZDT, "uk": GMT, "eu": CET, "ee": EET, "us": EDT if north else EST,
                "pac": PDT if north else PST, "br": BRT, "ru": MSK, "tr": TRT, "gulf": GST, "in": IST_IN,
                "th": ICT, "id": WIB, "cn": CST_CN, "jp": JST, "kr": KST, "il": IL, "utc": UTC,
            }
            local = t.astimezone(table[zone])
            if 6 <= local.hour < 20:
                return local

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def b3(self) -> tuple[str, str]:
        return self.hex(32), self.hex(16)

    def epoch_ns(self, t: datetime) -> int:
        return epoch_us(t) * 1000 + self.small(1, 1000)

    def hex_upper(self, n: int) -> str:
        return self.hex(n).upper()


# --- localized renderings --------------------------------------------------------------------------

MON_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember"]
WD_FR = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
MON_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
          "novembre", "décembre"]
MON_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
          "noviembre", "diciembre"]
MON_RU = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
          "ноября", "декабря"]
MON_EL = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
          "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
WD_EL = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
MON_HE = ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר",
          "דצמבר"]
MON_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
WD_JA = "月火水木金土日"
WD_ZH = "一二三四五六日"
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
HI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def de_time(t: datetime) -> str:
    return f"{t:%d.%m.%Y}, {t:%H:%M:%S} Uhr"


def de_long(t: datetime) -> str:
    return f"{t.day}. {MON_DE[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def fr_time(t: datetime) -> str:
    return f"{WD_FR[t.weekday()]} {t.day} {MON_FR[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def es_time(t: datetime) -> str:
    return f"{t.day} de {MON_ES[t.month - 1]} de {t.year}, {t:%H:%M}"


def ru_time(t: datetime) -> str:
    return f"{t.day} {MON_RU[t.month - 1]} {t.year} г., {t:%H:%M}"


def el_time(t: datetime) -> str:
    return f"{WD_EL[t.weekday()]} {t.day} {MON_EL[t.month - 1]} {t.year}, {t:%H:%M}"


def he_time(t: datetime) -> str:
    return f"{t.day} ב{MON_HE[t.month - 1]} {t.year}, {t:%H:%M}"


def ar_time(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M}".translate(AR_DIGITS)


def hi_time(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}".translate(HI_DIGITS)


def th_time(t: datetime) -> str:
    return f"{t.day} {MON_TH[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({WD_JA[t.weekday()]}) {t:%H:%M}"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오전' if t.hour < 12 else '오후'} {h}:{t:%M}"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 星期{WD_ZH[t.weekday()]} {t:%H:%M:%S}"


def vi_time(t: datetime) -> str:
    return f"{t:%H:%M} ngày {t:%d/%m/%Y}"


def id_time(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H.%M} WIB"


def dmy(t: datetime) -> str:
    """Day-first numeric with a time, as en-GB and en-AU systems print it."""
    return f"{t:%d/%m/%Y %H:%M:%S}"


def mdy_medium(t: datetime) -> str:
    """en-US medium date and time."""
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def mdy_numeric(t: datetime) -> str:
    return f"{t:%m/%d/%Y %H:%M}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


POS: list[Callable[[Gen107], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen107], Draft]) -> Callable[[Gen107], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- positives: enrolment and waitlists ---------------------------------------------------------------


@pos
def _waitlist_offer_front_matter(g: Gen107) -> Draft:
    t = g.at("au")
    lodged = t - timedelta(days=g.small(120, 200), seconds=g.small(1, 80000))
    return P(f"""---
desk: waitlist-offers
centre: Sunbeam Early Learning Carlton
policy: priority-of-access v3
{v('datetime', 'built: ' + py_iso(t))}
{v('run_id', 'batch: ' + g.ksuid(t))}
---
You draft place offers for families on the Sunbeam waitlist. Follow the priority-of-access policy:
children at risk first, then siblings of enrolled children, then date of application. Offer only the
days that are free in the room.

Application (from the enrolment system):
{{
  "id": "{g.uuid7(lodged)}",
  "lodged_at": "{rfc3339(lodged)}",
  "child": "Isla M.",
  "dob": "2024-11-02",
  "days_requested": ["Mon", "Wed", "Thu"],
  "sibling_enrolled": true
}}

Free places in Possums (12-24 months) from 4 May: Mon, Tue, Thu.

Draft the offer e-mail to the family.
Assistant:""", "enrolment:offer-front-matter", ["front_matter", "python_isoformat", "ksuid", "pasted_record_stays"])


@pos
def _enrolment_form_headers(g: Gen107) -> Draft:
    t = g.at("nz")
    return P(f"""Forwarded by enrol.kindergroves.example
X-Form-Version: 2026.2
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'X-Correlation-ID: ' + g.hex(32))}
Accept-Language: en-NZ

You help parents complete the Kindergroves enrolment form. Explain each field in plain words; never fill
in medical details for them.

Parent: The form asks for "immunisation status at enrolment" and gives me three boxes. Our GP says Noah
is on the catch-up schedule. Which box do I tick?
Assistant:""", "enrolment:form-headers", ["header_block", "head", "dotnet_roundtrip", "hex32", "stable_neighbours"])


@pos
def _tour_booking_sentence(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""You book tours of Wattle Tree Childcare for prospective families. {v('datetime', 'It is now ' + uk_long(t) + ' in Melbourne.')} Tours run
on Tuesdays and Thursdays at 10:00 and 15:30; offer the next two that are at least a day away, and ask how
many adults will come.

Parent: Hi, we're moving to Brunswick in June and need care for our 18-month-old three days a week. Can we
come and have a look?
Assistant:""", "enrolment:tour-sentence", ["inline_sentence", "uk_long_datetime", "system_prompt"])


@pos
def _waitlist_react(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""You answer parents' questions about their place on the waitlist of Bayside Community Kindergarten.
Use the tool, then answer in two sentences.

Question: We applied in August for three days a week in the 3-year-old group. Where are we on the list?
Thought: I should look up the family's waitlist entry.
Action: waitlist_lookup[family=F-20931]
Observation:
{v('run_id', 'call_id: call_' + g.b62(24))}
{v('datetime', 'fetched_at: ' + rfc3339(t, 3))}
entry: WL-3Y-0457
applied: 2025-08-19
group: 3-year-old kinder, 3 days
position: 6 of 22
last_movement: 2026-02-10 (two families accepted offers)
Thought:""", "enrolment:react-lookup", ["tool_observation", "rfc3339_ms", "prefixed_id", "record_stays"])


@pos
def _waitlist_korean(g: Gen107) -> Draft:
    t = g.at("kr")
    return P(f"""{v('datetime', '현재 시각: ' + ko_time(t))}
{v('session_id', '세션 ID: ' + g.nanoid())}
당신은 햇살 어린이집의 입소 대기 안내 도우미입니다. 대기 순번과 입소 우선순위를 부모님께 쉽게 설명하세요.

부모: 입소대기 신청한 지 4개월 됐는데 순번이 오히려 밀렸어요. 왜 그런가요?""", "enrolment:korean-desk",
             ["head", "korean_12h", "nanoid", "non_english"])


@pos
def _enrolment_french(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""Crèche Les Petits Loups - service inscriptions
{v('datetime', 'Date de la demande : ' + fr_time(t))}
{v('request_id', 'Identifiant de requête : ' + g.uuid4())}
Langue : fr-FR

Tu aides les familles à constituer leur dossier d'inscription à la crèche. Liste les pièces manquantes,
sans jugement.

Parent : J'ai envoyé le livret de famille et l'avis d'imposition 2025. Il manque quelque chose ?""",
             "enrolment:french-desk", ["header_block", "french_long_date", "uuid", "non_english", "stable_neighbours"])


@pos
def _enrolment_hebrew(g: Gen107) -> Draft:
    t = g.at("il")
    return P(f"""אתה עוזר ההרשמה של גן השקד. ענה בעברית, בקצרה, ואל תבטיח מקום לפני אישור המנהלת.
{v('datetime', 'שעה נוכחית: ' + f'{t:%d.%m.%Y %H:%M}')}
{v('session_id', 'מזהה שיחה: ' + g.objectid(t))}

הורה: הבן שלי נולד בדצמבר. האם הוא יכול להירשם לגן טרום-חובה בספטמבר הקרוב?""", "enrolment:hebrew-desk",
             ["system_tail", "dotted_day_first", "objectid", "non_english"])


# --- positives: sign-in and sign-out -----------------------------------------------------------------


@pos
def _late_collection_desk(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""Late collection helper - Little Acorns Nursery, Leeds
Closing time: 18:00
Late fee: GBP 10 per started 10 minutes after 18:05
{v('datetime', 'Desk clock: ' + ctime(t))}

Explain to the parent how the late fee was worked out, kindly and without arguing.

Parent: I signed Ava out at 18:23 according to the tablet. I thought the grace period was ten minutes.
What will I be charged?
Assistant:""", "signin:late-fee-desk", ["header_block", "made_up_label", "ctime", "typed_time_stays"])


@pos
def _latchkey_delivery(g: Gen107) -> Draft:
    t = g.at("au")
    ev = t - timedelta(seconds=g.small(2, 40))
    return P(f"""Incoming delivery from the door controller at the front gate:
{v('request_id', 'Latchkey-Delivery: ' + g.uuid7(t))}
{v('epoch', 'Latchkey-Sent: ' + str(epoch_ms(t)))}
{v('signature', 'Latchkey-Signature: v1=' + g.hex(64))}
Latchkey-Topic: door.denied

{{"event":"door.denied","fob":"F-0231","holder":"Grandparent - Collins","door":"front-gate","at":"{rfc3339(ev)}","reason":"outside permitted hours"}}

Write a short note for the room leader explaining why the door refused this fob and what to check.
Reply:""", "signin:latchkey-delivery", ["delivery_envelope", "uuid7", "epoch_ms", "signature", "payload_stays"])


@pos
def _collector_mistral(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""<s>[INST] You are GateKeeper, the collection assistant at Riverside Early Years. Check the collecting adult
against the authorised list and the password rule; if they are not on the list, tell the educator to phone
the parent before releasing the child.
{v('datetime', 'Now: ' + go_nano(t, g.small(1, 1000)))}

Authorised for Leo Brandt: Maria Brandt (mother), Jonas Brandt (father), Inge Kohl (grandmother, password
required).
At the door: a woman says she is Leo's aunt, Petra, and gives the password "blue kite". [/INST]""",
             "signin:mistral-collector", ["chat_template", "mistral", "go_rfc3339nano"])


@pos
def _fire_drill_fetch(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""You reconcile a fire-drill roll call for Koala Corner Childcare. List any child who is signed in but not
ticked at the assembly point, and any child ticked who is not signed in.

Sign-in records fetched {v('datetime', 'at ' + rfc3339(t, 3))} for this drill:
name,room,signed_in,signed_out
Archie P,Joeys,07:42,
Zara K,Joeys,08:05,
Mila T,Wombats,07:58,
Hugo R,Wombats,08:31,10:02
Ruby S,Wombats,09:10,

Assembly point ticks: Archie P, Mila T, Hugo R, Ruby S

Answer:""", "signin:fire-drill", ["inline_phrase", "rfc3339_ms", "fetched_record_stays"])


@pos
def _signout_chinese(g: Gen107) -> Draft:
    t = g.at("cn")
    return P(f"""你是小橡树托育中心的接送助手。家长问接送问题时，请根据园所规定回答，语气亲切。
{v('datetime', '当前时间：' + zh_time(t))}
{v('request_id', '请求编号：' + g.hex(20))}

家长：今天下午我要加班，能不能让孩子的外婆来接？她没有登记过。""", "signin:chinese-desk",
             ["system_tail", "chinese_datetime", "hex", "non_english"])


@pos
def _pickup_german(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""{v('datetime', 'Serverzeit: ' + de_time(t))}
{v('request_id', 'Anfrage-ID: ' + g.b64url(18))}
Einrichtung: Kita Sonnenblume, Gruppe Igel
Du bist der Abhol-Assistent der Kita. Beantworte Fragen der Eltern zur Abholung freundlich und kurz;
Ausnahmen genehmigt nur die Leitung.

Elternteil: Darf mein 14-jähriger Sohn seine kleine Schwester heute abholen? Er steht nicht auf der Liste.""",
             "signin:german-desk", ["head", "german_datetime", "b64url", "non_english", "stable_neighbours"])


@pos
def _pickup_thai(g: Gen107) -> Draft:
    t = g.at("th")
    return P(f"""คุณคือผู้ช่วยของศูนย์พัฒนาเด็กเล็กบ้านดอกแก้ว ตอบผู้ปกครองเรื่องการรับส่งเด็กอย่างสุภาพ
{v('datetime', 'เวลาปัจจุบัน: ' + th_time(t))}

ผู้ปกครอง: วันนี้จะมารับลูกช้าประมาณครึ่งชั่วโมง ต้องแจ้งใครบ้างคะ
{v('session_id', 'รหัสเซสชัน: ' + g.uuid4())}""", "signin:thai-desk",
             ["system_tail", "last_user", "buddhist_era", "uuid", "non_english"])


@pos
def _signout_exceptions_t0(g: Gen107) -> Draft:
    t = g.at("pac")
    return P(f"""You summarise the day's sign-out exceptions for the centre director of Maple Leaf Daycare, Vancouver:
early pick-ups, late pick-ups, and anyone collected by someone other than the usual adult.

Exceptions logged today:
- 12:10 Evie L collected early by father (appointment)
- 17:48 Sam O collected by neighbour J. Price (on authorised list, first time)
- 18:17 Nora B collected late by mother (fee applies)

Director: Anything I should follow up on?
{v('epoch', 't0: ' + str(epoch_ms(t)))}
Assistant:""", "signin:t0-after-user", ["last_user", "made_up_label", "epoch_ms", "record_stays"])


# --- positives: parent messaging ---------------------------------------------------------------------


@pos
def _pebblepost_relay(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""Pebblepost relay -> nursery inbox assistant
{v('message_id', 'Pebblepost-Message-Id: ' + g.ksuid(t))}
{v('datetime', 'Pebblepost-Received: ' + http_date(t))}
Pebblepost-Channel: parent-app

Message:
From: Hannah Okafor (parent of Tobi, Butterflies room)
Written: 07:12
"Tobi had a rough night with his teeth, he might be grumpy. He's had Calpol at 6:30 so please don't give
any before 10:30. Thanks!"

Classify the message (medication / absence / pickup / general) and draft a one-line acknowledgement.
Answer:""", "messaging:pebblepost-relay", ["delivery_envelope", "ksuid", "http_date", "payload_stays"])


@pos
def _notice_llama3(g: Gen107) -> Draft:
    t = g.at("uk")
    today = f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + today)}

You translate notices from Greenhill Nursery to parents. Keep dates, times and prices exactly as written.<|eot_id|><|start_header_id|>user<|end_header_id|>

Translate into Polish:

"Dear parents, the nursery will close at 15:00 on Friday 27 March for staff training. Please collect your
child by 15:00. Lunch will be served as usual."<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""", "messaging:llama3-notice", ["chat_template", "llama3", "today_date", "cutoff_stays"])


@pos
def _parent_chat_chatml(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""<|im_start|>system
You are Wren, the messaging assistant of Honeycomb Nursery. Answer parents' questions about the day from the
room notes only; anything medical goes to the room leader.
Room notes (Caterpillars): Freya - lunch: half the pasta, all the fruit; nap 12:40-14:05; nappy x3.
{v('session_id', 'Chat session: ' + g.nanoid())}
{v('datetime', 'Current time: ' + py_str(t))}<|im_end|>
<|im_start|>user
Did Freya eat her lunch today? She's been off her food.<|im_end|>
<|im_start|>assistant
""", "messaging:chatml-parent-chat", ["chat_template", "chatml", "nanoid", "python_str_datetime", "inline_before_im_end"])


@pos
def _parent_message_portuguese(g: Gen107) -> Draft:
    t = g.at("br")
    now = f"{t:%H:%M} de {t:%d/%m/%Y}"
    return P(f"""Você é a assistente de mensagens da Creche Pequenos Passos, em Curitiba. {v('datetime', 'Agora são ' + now + ' (horário de Brasília).')} Responda
aos pais com carinho e em poucas frases.
{v('request_id', 'Código da solicitação: ' + g.uuid4())}

Mãe: A Helena pode levar um bolo para comemorar o aniversário dela na sexta?""", "messaging:portuguese-desk",
             ["inline_sentence", "system_tail", "portuguese_datetime", "uuid", "non_english"])


@pos
def _parent_message_arabic(g: Gen107) -> Draft:
    t = g.at("gulf")
    return P(f"""أنت مساعد الرسائل في حضانة براعم الياسمين في دبي. أجب أولياء الأمور بلطف وباختصار.
{v('datetime', 'وقت الطلب: ' + ar_time(t))}
{v('session_id', 'معرّف الجلسة: ' + g.uuid7(t))}

ولي الأمر: هل يمكن أن ترسلوا لي صور نشاط الرسم اليوم؟""", "messaging:arabic-desk",
             ["system_tail", "arabic_indic_digits", "uuid7", "non_english"])


@pos
def _msgctx_bracket(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""You turn parents' app messages into tasks for the room team at Bluegum Early Learning. One task per line,
with the room.

[msgctx chan=app {v('epoch', 'recv=' + str(epoch_s(t)))} lang=en room=Koalas]
Parent (Chloe's dad): Can someone put sunscreen on her before outdoor play? We forgot this morning. Also her
grandma is picking up today, she's on the list.

Tasks:""", "messaging:bracketed-context", ["key_value_inline", "epoch_s", "stable_neighbours"])


@pos
def _notice_footer(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""Translate this notice for parents into Spanish. Keep the formatting.

Notice: Head lice in the Rainbows room
Dear families, we have had two cases of head lice in Rainbows this week. Please check your child's hair
tonight and treat if needed. Children can return the day after the first treatment.

--
Notice tool 2.3 (Puddleduck Nursery)
{v('datetime', 'Generated: ' + unix_date(t))}
{v('request_id', 'Job: ' + g.hex(12))}""", "messaging:notice-footer", ["footer", "tail", "unix_date", "hex"])


@pos
def _parent_message_greek(g: Gen107) -> Draft:
    t = g.at("ee")
    return P(f"""{v('datetime', 'Τρέχουσα ώρα: ' + el_time(t))}
{v('session_id', 'Αναγνωριστικό συνεδρίας: ' + g.ulid(t))}
Είσαι ο βοηθός επικοινωνίας του παιδικού σταθμού «Αστεράκια» στη Θεσσαλονίκη. Απάντα στους γονείς
ευγενικά και σύντομα.

Γονέας: Η κόρη μου έχει πυρετό από χθες το βράδυ. Πότε μπορεί να επιστρέψει στον σταθμό;""",
             "messaging:greek-desk", ["head", "greek_long_date", "ulid", "non_english"])


@pos
def _daycare_finnish(g: Gen107) -> Draft:
    t = g.at("ee")
    return P(f"""Olet päiväkoti Mustikkamäen viestiavustaja Tampereella. Vastaa vanhempien kysymyksiin lyhyesti ja
ystävällisesti; poikkeukset hoitoaikoihin hyväksyy johtaja.
{v('datetime', 'Nykyinen aika: ' + f'{t.day}.{t.month}.{t.year} klo {t:%H.%M}')}
{v('request_id', 'Pyynnön tunnus: ' + g.ulid(t))}

Vanhempi: Voiko Eetu tulla huomenna jo kello 6.15? Minulla on aikainen vuoro.""", "messaging:finnish-desk",
             ["system_tail", "finnish_datetime", "ulid", "non_english"])


# --- positives: incident and medication logs ---------------------------------------------------------


@pos
def _incident_letter_xml(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""<incident_letter_request {v('request_id', 'id="' + g.ulid(t) + '"')} {v('datetime', 'received="' + rfc3339(t) + '"')} room="Possums" template="bump-v2"/>
Write the head-bump letter to the parent from the educator's notes below. Calm, factual, no blame; say what
was observed and what to watch for at home.

Educator's notes (Mon 2 Mar, 10:40): Lily tripped on the edge of the sandpit and bumped her forehead on the
wooden border. Cried for about a minute, cold pack applied 10:42-10:52, small red mark, no vomiting, alert
and playing by 11:00. Checked again at 11:30 and 12:15 - fine.""", "incident:letter-xml",
             ["xml_attr", "head", "ulid", "rfc3339_offset", "two_in_line", "notes_stay"])


@pos
def _medcheck_pretty_json(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""{{
  "tool": "medcheck",
  "centre": "Little Acorns Nursery",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('datetime', '"checked_at": "' + rfc3339(t, 6) + '",')}
  "policy": "medicines-2025"
}}
Check the medication authority below against the nursery policy: prescribed medicines only, in the original
packaging with the pharmacy label, and the dose and times written by the parent. List anything missing.

Authority form (signed by parent 1 Mar):
Child: Oscar Fenwick
Medicine: Amoxicillin 250 mg/5 ml oral suspension
Dose: 5 ml
Times: 12:00 at nursery (08:00 and 18:00 at home)
Course ends: 8 Mar
Pharmacy label: yes, dispensed 28 Feb

Result:""", "medication:medcheck-json", ["json_block", "head", "uuid7", "rfc3339_us", "form_stays"])


@pos
def _medication_phi3(g: Gen107) -> Draft:
    t = g.at("us")
    return P(f"""<|system|>
You help educators at Tiny Steps Daycare write up medication given today for the parent's end-of-day
summary. One sentence per dose.
{v('datetime', 'Request time: ' + mdy_medium(t))}<|end|>
<|user|>
Ventolin for Jayden: 2 puffs through the spacer at 10:15 after wheezing outdoors, 2 more at 13:40. Chest
sounded clear by 14:00. Mom was called at 10:20.<|end|>
<|assistant|>
""", "medication:phi3-summary", ["chat_template", "phi3", "us_medium_datetime", "inline_before_end"])


@pos
def _incident_trends_gemma(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""<start_of_turn>user
{v('date', 'Current date: ' + iso_date(t))}
{v('session_id', 'Session: ' + g.hex(24))}
You are the incident-trend assistant for Harbour Lights Childcare. Group the incidents below by cause and
suggest one change to the room layout.

Incidents this month (from the register):
03/02 Wombats - bitten on arm by peer during block play
05/02 Wombats - fell from climbing frame, grazed knee
11/02 Joeys - pinched finger in cubby door
12/02 Wombats - bitten on hand by same peer
19/02 Wombats - tripped over bike on path<end_of_turn>
<start_of_turn>model
""", "incident:gemma-trends", ["chat_template", "gemma", "iso_date", "hex", "register_stays"])


@pos
def _near_miss_japanese(g: Gen107) -> Draft:
    t = g.at("jp")
    return P(f"""あなたはひまわり保育園のヒヤリハット報告作成アシスタントです。保育士のメモから、事実だけを時系列でまとめてください。
{v('datetime', '現在日時：' + ja_time(t))}
{v('session_id', 'セッションID：' + g.ulid(t))}

保育士メモ：10時20分ごろ、園庭の滑り台の階段でそうた君（2歳児クラス）が足を踏み外しそうになった。すぐ横にいた保育士が支えたため転落なし。階段の3段目が濡れていた。""",
             "incident:japanese-near-miss", ["system_tail", "japanese_datetime", "ulid", "non_english", "notes_stay"])


@pos
def _medication_russian(g: Gen107) -> Draft:
    t = g.at("ru")
    return P(f"""Ты помощник медсестры детского сада «Ромашка». Проверь журнал приёма лекарств и скажи, не пропущена ли
доза.
{v('datetime', 'Текущее время: ' + ru_time(t))}
{v('request_id', 'ID запроса: ' + g.hex(16))}

Журнал (группа «Солнышко»):
Маша К. - Эриус сироп 2,5 мл - 09:05 - дала Ольга Петровна
Маша К. - Эриус сироп 2,5 мл - следующая доза: завтра 09:00

Вопрос: Всё правильно записано?""", "medication:russian-log", ["system_tail", "russian_long_date", "hex", "non_english", "log_stays"])


@pos
def _epipen_http_request(g: Gen107) -> Draft:
    t = g.at("us")
    return P(f"""POST /v2/epipen/expiry-check HTTP/1.1
Host: medtrack.kinderly.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Content-Type: application/json

{{"centre":"Sunnyside Preschool","devices":[{{"child":"Aarav S","type":"EpiPen Jr 0.15 mg","expires":"2026-05"}},{{"child":"Grace W","type":"Anapen 150","expires":"2026-03"}}]}}

Tell the director which devices expire soonest and what the parents need to do.
Assistant:""", "medication:http-request", ["http_request", "head", "http_date", "uuid", "body_stays"])


@pos
def _incident_rag(g: Gen107) -> Draft:
    t = g.at("au")
    t2 = t + timedelta(milliseconds=g.small(40, 900))
    return P(f"""Use the retrieved records to answer. Cite them as [1], [2].

[1] source=incident-register.xlsx sheet=Term1 {v('datetime', 'retrieved=' + rfc3339(t))} rows=14
Biting incidents in Wombats: 6, all between 10:00 and 11:00, four involving the same child.

[2] source=room-routines.docx section=mornings {v('datetime', 'retrieved=' + rfc3339(t2, 3))} rows=1
Morning tea moved from 09:30 to 10:15 on 9 February.

Question: Is there a pattern in the biting incidents?
Answer:""", "incident:rag-headers", ["rag_doc_header", "key_value_inline", "rfc3339", "documents_stay"])


# --- positives: fees and subsidies -------------------------------------------------------------------


@pos
def _fees_stripe(g: Gen107) -> Draft:
    return P(f"""You are the fees assistant of Kinderhaus Bayview. Explain invoices in plain words; never show card numbers.

Billing context:
Stripe-Version: 2025-03-31.basil
Customer: cus_Q8mZtX2kVf4Lrb
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Invoice KB-2026-0311 (March): 12 days x USD 96.00 = USD 1,152.00; sibling discount -USD 57.60; late pick-up
2 x USD 15.00; total USD 1,124.40. Paid by card on file 1 March.

Parent: Why was I charged for two late pick-ups? I only remember one.
Assistant:""", "fees:stripe-context", ["header_block", "stripe", "request_id", "stable_neighbours", "invoice_stays"])


@pos
def _ccs_traceparent(g: Gen107) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ccsgw=' + g.hex(16) + ',dd=s:1;t.dm:-1')}
Provider-Approval: 190-00451239-K
Service: Possum Hollow ELC

You help the administration team of Possum Hollow ELC fix rejected Child Care Subsidy session reports.
Explain the reason code and the fix in two short steps.

Rejected report: week starting 16/02/2026, child CRN 555 123 456X, reason "ENROLMENT NOT CONFIRMED".
Admin: What do we do?
Assistant:""", "fees:ccs-traceparent", ["head", "traceparent", "tracestate", "stable_neighbours"])


@pos
def _fee_reminder_b3(g: Gen107) -> Draft:
    tid, sid = g.b3()
    return P(f"""You write friendly fee reminders for Oak & Acorn Nursery. Mention the amount, the due date and the payment
options; never threaten to withdraw the place in a first reminder.
{v('trace_id', 'X-B3-TraceId: ' + tid)}
{v('trace_id', 'X-B3-SpanId: ' + sid)}
X-B3-Sampled: 1

Overdue: Invoice ON-0219 for Matilda Grey, GBP 642.50, due 1 March 2026. Payment options: bank transfer
(sort code 40-47-84, account 70872490) or a Tax-Free Childcare account.

Reminder:""", "fees:b3-reminder", ["system_tail", "b3_multi", "stable_neighbours", "invoice_stays"])


@pos
def _toeslag_dutch(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""Je helpt ouders van Kinderopvang De Vlinder met vragen over de factuur en de kinderopvangtoeslag. Antwoord
kort en verwijs voor de toeslag naar de Belastingdienst.
{v('datetime', 'Tijdstip: ' + f'{t.day}-{t.month}-{t.year} {t:%H:%M}')}
{v('session_id', 'Sessie: ' + g.ulid_lower(t))}

Ouder: Op de jaaropgave staan 1.840 uren, maar ik heb maar 1.760 uren toeslag aangevraagd. Wat moet ik doen?""",
             "fees:dutch-desk", ["system_tail", "dutch_datetime", "ulid_lower", "non_english"])


@pos
def _fees_polish(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""{v('datetime', 'Aktualny czas: ' + f'{t.day}.{t:%m}.{t.year}, {t:%H:%M}')}
{v('request_id', 'ID żądania: ' + g.ksuid(t))}
Jesteś asystentem rozliczeń Żłobka Biedronka w Poznaniu. Odpowiadaj rodzicom krótko i uprzejmie.

Rodzic: Dlaczego w lutym opłata za wyżywienie jest wyższa niż w styczniu, skoro synek chorował tydzień?""",
             "fees:polish-desk", ["head", "polish_datetime", "ksuid", "non_english"])


@pos
def _fees_hindi(g: Gen107) -> Draft:
    t = g.at("in")
    return P(f"""आप नन्हे कदम डेकेयर, पुणे के फ़ीस सहायक हैं। माता-पिता को शुल्क और छूट के बारे में सरल हिंदी में बताइए।
{v('datetime', 'वर्तमान समय: ' + hi_time(t))}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}

अभिभावक: अगर बच्चा पूरे अप्रैल छुट्टी पर रहे तो क्या फ़ीस आधी हो जाएगी?""", "fees:hindi-desk",
             ["system_tail", "devanagari_digits", "uuid", "non_english"])


@pos
def _fees_italian_jwt(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""Sei l'assistente amministrativo dell'asilo nido comunale "Il Girasole" di Bologna. Rispondi alle famiglie
sulla retta mensile, sulle agevolazioni ISEE e sul bonus nido.
{v('datetime', 'Data e ora attuali: ' + f'{t:%d/%m/%Y, %H:%M:%S}')}
{v('token', 'Token di sessione: ' + g.jwt(t, 'fam-20417'))}

Genitore: Con un ISEE di 18.400 euro quanto pagherei di retta, e posso chiedere il bonus nido?""",
             "fees:italian-desk", ["system_tail", "italian_datetime", "jwt", "non_english"])


@pos
def _fsa_statement_bullets(g: Gen107) -> Draft:
    t = g.at("us")
    return P(f"""# Statement helper
- **Provider:** Tiny Steps Daycare
- **Tax year:** 2025
{v('datetime', '- **Prepared:** ' + sk_now(t))}
{v('run_id', '- **Run:** run_' + g.b62(20))}

You explain year-end childcare statements to parents for their Dependent Care FSA claim. Do not give tax
advice; point them to their plan administrator.

Statement: Child: Mason Reyes. Care dates 01/06/2025-12/19/2025. Total paid USD 11,480.00.

Parent: My FSA says the statement needs the provider's tax ID. Is it on here?
Assistant:""", "fees:fsa-bullets", ["md_bullets", "head", "dotnet_long_datetime", "prefixed_id", "statement_stays"])


# --- positives: staff ratios and rosters -------------------------------------------------------------


@pos
def _roster_md_table(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""You draft next week's room roster for Little Wattle Childcare so every room stays in ratio (babies 1:4,
toddlers 1:5, preschool 1:11) and nobody works more than 9.5 hours a day.

| Field         | Value                      |
|---------------|----------------------------|
| Centre        | Little Wattle, Parramatta  |
{v('session_id', '| Session       | ' + g.hex(16) + ' |')}
{v('datetime', '| Opened        | ' + rfc2822(t) + ' |')}
| Roster period | 9-13 March 2026            |

Expected numbers Mon-Fri: babies 8/8/7/8/6, toddlers 14/15/15/12/10, preschool 20/22/22/21/18.
Staff on leave: Priya (Thu), Ben (Wed-Fri).

Manager: Can we cover Thursday without an agency educator?
Assistant:""", "roster:md-table", ["md_table", "hex", "rfc2822", "stable_neighbours"])


@pos
def _ratio_iso_week(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""Ratio checker for Greenfields Nursery (EYFS ratios: under 2s 1:3, 2-year-olds 1:5, 3 and over 1:8, or
1:13 with a graduate leading).
{v('date', 'Current week: ' + iso_week(t))}
Headcounts entered by the deputy for this week's afternoons:
Babies: 7 children, 2 staff
Twos: 11 children, 2 staff
Pre-school: 24 children, 3 staff (one with QTS)

Deputy: Which rooms are out of ratio and how many extra staff do we need?
Answer:""", "roster:iso-week", ["system_tail", "iso_week", "headcounts_stay"])


@pos
def _shift_swap_slack(g: Gen107) -> Draft:
    t = g.at("utc")
    return P(f"""Slack event received by the roster bot:
{{
  "team_id": "T04KIDSNEST",
  "api_app_id": "A06ROSTERBOT",
  {v('request_id', '"event_id": "Ev' + g.b62(9).upper() + g.digits(3) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "type": "event_callback",
  "event": {{"type": "app_mention", "user": "U05PRIYA", "channel": "C06ROSTER", "text": "<@U06BOT> can I swap my Thursday late with Dan's Friday early?"}}
}}

Check the swap against the rule that each room keeps one Diploma-qualified educator on every shift, and
reply in the thread.
Reply:""", "roster:slack-event", ["json_block", "slack_event", "epoch_s", "payload_stays"])


@pos
def _roster_swedish(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""Du är schemaassistent för Förskolan Tallbacken i Umeå. Föreslå byten så att varje avdelning har minst två
pedagoger mellan 07:30 och 16:30.
{v('datetime', 'Aktuell tid: ' + iso_space(t)[:16])}
{v('session_id', 'Sessions-ID: ' + g.uuid4())}

Pedagog: Kan jag byta mitt sena pass på onsdag mot Amirs tidiga pass på torsdag?""", "roster:swedish-desk",
             ["system_tail", "iso_minutes", "uuid", "non_english"])


@pos
def _roster_turkish(g: Gen107) -> Draft:
    t = g.at("tr")
    return P(f"""Sen Papatya Kreşi'nin vardiya asistanısın. Öğretmenlerin izin ve vardiya değişikliği sorularını kısa yanıtla.
{v('datetime', 'Şu anki saat: ' + f'{t:%d.%m.%Y %H:%M}')}
{v('request_id', 'İstek kimliği: ' + g.uuid4())}

Öğretmen: Cuma günü yarım gün izin alırsam sınıf oranı bozulur mu? Kelebekler sınıfında 14 çocuk var.""",
             "roster:turkish-desk", ["system_tail", "dotted_day_first", "uuid", "non_english"])


@pos
def _sick_cover_bare_ulid(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""{v('request_id', g.ulid(t))}
You help the rostering coordinator at Kids Haven Early Learning cover sick leave. Suggest casuals from the
pool who hold the right qualification, and say how many hours each would add to their fortnight.

Sick today: Bec (Diploma, Joeys 07:00-15:30)
Casual pool: Tom (Cert III, 16 h this fortnight), Lien (Diploma, 30 h), Marco (ECT, 8 h)

Coordinator: Who should I call first?
Assistant:""", "roster:bare-ulid", ["head", "bare_value", "ulid"])


@pos
def _staff_app_jwt(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""Staff app context
staff_role: room leader
centre: Banksia ELC
{v('token', 'session_token: ' + g.jwt(t, 'staff-3381'))}

You answer educators' questions about their own roster and leave balance from the data below.
Roster (week 2): Mon 07:00-15:30, Tue 07:00-15:30, Wed off, Thu 09:30-18:00, Fri 09:30-18:00
Leave balance: 62.4 hours annual, 38.0 hours personal

Educator: If I take Friday off, how much annual leave will I have left?
Assistant:""", "roster:staff-jwt", ["header_block", "jwt", "stable_neighbours", "data_stays"])


@pos
def _relief_booking_log4j(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""SYSTEM: You book relief practitioners for Acorn Grove Nursery under the agency's terms: minimum 4-hour
booking, 24 hours' notice or a 20% short-notice fee.
agency: BrightCover Staffing
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
USER: I need a Level 3 practitioner tomorrow 13:00-18:00 in Toddlers. What will it cost at GBP 17.50 an hour?
ASSISTANT:""", "roster:log4j-relief", ["system_tail", "log4j", "stable_neighbours"])


# --- positives: meals and allergies ------------------------------------------------------------------


@pos
def _mealrun_logfmt(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""You check today's meal counts for the kitchen at Little Acorns Nursery against attendance, and flag any
allergy plate that is missing.

mealrun {v('run_id', 'id=' + g.hex(16))} {v('epoch', 't=' + str(epoch_ms(t)))} site=acorns-north menu=week3
Attendance: 46 children; lunches ordered: 44 standard, 1 dairy-free (Ivy), 1 egg-free (Reuben)
Allergy register: Ivy (milk), Reuben (egg), Kai (sesame)

Findings:""", "meals:mealrun-logfmt", ["key_value_inline", "two_in_line", "hex", "epoch_ms", "stable_neighbours"])


@pos
def _plate_check_json_head(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""{{"app":"plate-check",{v('request_id', '"rid":"' + g.uuid7(t) + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"site":"Wattle Park ELC"}}
Check the recipe against the allergy list and say which children cannot have it as written and what to swap.

Recipe: Pumpkin and lentil soup with bread rolls - pumpkin, red lentils, onion, garlic, vegetable stock
(contains celery), butter, wheat bread rolls with sesame seeds.
Allergy list: Noah (sesame), Amira (coeliac), Finn (celery), Zoe (none known)""", "meals:json-head",
             ["json_inline", "head", "uuid7", "epoch_s", "two_in_line"])


@pos
def _menu_planner_sentence(g: Gen107) -> Draft:
    t = g.at("nz")
    return P(f"""{v('datetime', 'The current date and time is ' + py_iso(t) + '.')} You plan the four-week menu for Bright Horizons
Kindergarten in Auckland. Follow the Ministry of Health food and drink guidance: water and milk only, no
added salt, whole foods first. Mark every dish that contains one of the 14 allergens.

Cook: We need a new Friday lunch that the kids will actually eat. Budget NZD 2.80 a head.
Assistant:""", "meals:planner-sentence", ["inline_sentence", "head", "python_isoformat"])


@pos
def _menu_spanish(g: Gen107) -> Draft:
    t = g.at("eu")
    return P(f"""Eres el asistente de cocina de la Escuela Infantil Pequeños Pasos de Zaragoza. Adapta los menús a las alergias
registradas sin cambiar el plato más de lo necesario.
{v('datetime', 'Fecha y hora actual: ' + es_time(t))}
{v('session_id', 'ID de sesión: ' + g.nanoid())}

Educadora: Mañana hay merluza con tomate y arroz. Lucía es alérgica al pescado y Mateo no puede tomar tomate.
¿Qué les damos?""", "meals:spanish-desk", ["system_tail", "spanish_long_date", "nanoid", "non_english"])


@pos
def _menu_vietnamese(g: Gen107) -> Draft:
    t = g.at("th")
    return P(f"""Bạn là trợ lý dinh dưỡng của trường mầm non Hoa Sen, Đà Nẵng. Trả lời phụ huynh về thực đơn và dị ứng, ngắn
gọn và lịch sự.
{v('datetime', 'Giờ hệ thống: ' + vi_time(t))}
{v('request_id', 'Mã yêu cầu: ' + g.hex(24))}

Phụ huynh: Bé nhà em dị ứng đậu phộng, tuần này thực đơn có món nào cần tránh không ạ?""", "meals:vietnamese-desk",
             ["system_tail", "vietnamese_datetime", "hex", "non_english"])


@pos
def _menu_indonesian(g: Gen107) -> Draft:
    t = g.at("id")
    return P(f"""{v('datetime', 'Waktu saat ini: ' + id_time(t))}
{v('session_id', 'ID sesi: ' + g.b64url(16))}
Kamu adalah asisten gizi di Tempat Penitipan Anak Pelangi, Bandung. Jawab pertanyaan orang tua tentang menu
dan alergi dengan singkat.

Orang tua: Anak saya tidak boleh makan telur. Apakah bubur ayam besok pagi aman untuknya?""",
             "meals:indonesian-desk", ["head", "indonesian_datetime", "b64url", "non_english"])


@pos
def _menu_ukrainian(g: Gen107) -> Draft:
    t = g.at("ee")
    return P(f"""Ти помічник кухні дитячого садка «Барвінок» у Львові. Відповідай батькам коротко і ввічливо.
{v('datetime', 'Зараз: ' + f'{t:%d.%m.%Y} о {t:%H:%M}')}
{v('session_id', 'ID сесії: ' + g.objectid(t))}

Батьки: У доньки алергія на мед. Чи є мед у сирниках, які будуть на сніданок?""", "meals:ukrainian-desk",
             ["system_tail", "ukrainian_datetime", "objectid", "non_english"])


@pos
def _bottle_feeds_amzn(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('datetime', 'Date: ' + http_date(t))}
X-Room: Pebbles baby room

You summarise a baby's feeds for the parent's end-of-day handover. Total the millilitres and note anything
unusual.

Feeds logged by the key person:
08:10 formula 150 ml (finished)
11:20 formula 150 ml (left 40 ml)
14:45 formula 120 ml (finished)

Summary:""", "meals:amzn-feeds", ["head", "header_block", "amzn_trace", "http_date", "log_stays"])


@pos
def _milk_fridge_pulled_hop(g: Gen107) -> Draft:
    t = g.at("uk")
    return P(f"""You check the baby-room milk fridge at Kinder Nest against the storage rule: expressed breast milk kept at
or below 4 C and used within 48 hours of expressing.

Fridge hub readings for this check:
Bottle labels: Aria - expressed 2 Mar 06:30; Leo - expressed 3 Mar 21:15
Fridge min/max since yesterday: 2.8 C / 5.6 C (door open 12:02-12:09)
{v('datetime', 'Pulled: ' + js_iso(t))}
{v('request_id', 'Hop: ' + g.nanoid())}

Which bottles can still be used, and does the temperature spike matter?
Answer:""", "meals:fridge-pulled-hop", ["made_up_label", "js_iso", "nanoid", "below_fetched_block", "readings_stay"])


# --- positives: other shapes -------------------------------------------------------------------------


@pos
def _nappy_grpc_ns(g: Gen107) -> Draft:
    t = g.at("au")
    return P(f"""grpc metadata:
  user-agent: grpc-java/1.66.0
  x-centre: wattle-park
  {v('epoch', 'x-received-ns: ' + str(g.epoch_ns(t)))}

You turn the nappy and toileting log into the parent handover line: number of changes, anything unusual,
creams applied.

Log (Maisie, Toddlers): 09:05 wet; 11:40 wet + dirty, barrier cream; 14:20 wet; 16:10 dry, sat on potty,
success!
Handover:""", "other:grpc-ns", ["head", "yaml_block", "epoch_ns", "stable_neighbours", "log_stays"])


@pos
def _transition_tick_us(g: Gen107) -> Draft:
    t = g.at("ee")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""Build: roomplanner 5.2.0
{v('epoch', 'tick_us: ' + str(epoch_us(t)))}
{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
Region: eu-central

You plan room transitions for children who are turning two or three at Sunrise Kids Nursery in Limassol.
Suggest settling-in visits over two weeks before each move.

Children moving up this term: Eleni (turns 2 on 14 April), Marios (turns 3 on 2 May), Sofia (turns 2 on
29 May).

Manager: Draft the transition calendar.
Assistant:""", "other:tick-us", ["header_block", "head", "epoch_us", "go_time_string", "made_up_label", "stable_neighbours"])


@pos
def _immunisation_windows(g: Gen107) -> Draft:
    t = g.at("us")
    return P(f"""Contoso Kids Academy front desk PC
Workstation: FD-02
{v('datetime', 'System time: ' + windows_general(t))}

You check children's immunisation records against the state's childcare entry requirements and tell the
front desk who needs a reminder letter. Never give medical advice.

Records due for review this month: Olivia P (DTaP 4 of 5), Ethan G (MMR 1 of 2, turns 4 next month), Ava
R (exemption on file, renewal due 03/31/2026).

Front desk: Who gets a letter?
Assistant:""", "other:windows-clock", ["header_block", "windows_datetime", "records_stay"])


@pos
def _subsidy_clf(g: Gen107) -> Draft:
    t = g.at("ee")
    return P(f"""You answer parents' questions about the municipal childcare voucher in Nicosia in short, plain English.
{v('datetime', 'Forwarded by edge-nic-1 at ' + clf(t))}
Locale: en-CY

Parent: Does the voucher cover the summer months if my daughter goes to a private nursery?
Assistant:""", "other:clf-forwarded", ["system_tail", "clf", "stable_neighbours"])


@pos
def _excursion_email_gateway(g: Gen107) -> Draft:
    t = g.at("nz")
    sent = t - timedelta(hours=g.small(3, 40))
    return P(f"""{v('datetime', 'Processed: ' + rfc2822(t))}
{v('request_id', 'Mail-Ingest-Id: ' + g.objectid(t))}
Draft a reply for the centre manager to review: yes or no to the request, with the reason from the
excursion policy (one adult per four children under 3, signed consent for every outing).

From: Aroha Ngata <aroha.ngata@example.co.nz>
Date: {rfc2822(sent)}
Subject: Zoo trip on the 20th

Kia ora, could I come along on the zoo trip as a parent helper? I also have my niece staying with us that
week - could she come too? She is 5.

Reply:""", "other:email-gateway", ["head", "rfc2822", "objectid", "email_stays"])


# --- generated positives: one program field, a body with its own record, a position --------------------

# (name, lang, app, centre, channel, system, user message with a pasted record, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str, str, str]] = [
    ("waitlist", "en", "waitlist-desk", "Sunbeam ELC Fitzroy", "web",
     "You are the waitlist assistant of Sunbeam Early Learning. Explain a family's place and the offer rules;\n"
     "never promise a start date.",
     'Parent: This is what the portal shows me:\n{"id":"wl_01K6KK925GX2R5T8V1B3N6C0PZ","created_at":'
     '"2025-10-03T09:14:22+10:00","room":"Possums","position":4}\nWhy hasn\'t it moved since October?',
     "Assistant:"),
    ("signout", "en", "collect-desk", "Little Acorns Nursery", "tablet",
     "You answer parents' questions about late collection at Little Acorns Nursery. The late fee is GBP 10\n"
     "per started 10 minutes after 18:05.",
     "Parent: Here's the sign-out export the office sent me:\nchild,room,signed_out,by\nAva W,Butterflies,"
     "18:21,Mum\nAva W,Butterflies,18:09,Mum\nThose are two different days. Why am I charged twice the same?",
     "Assistant:"),
    ("incident", "en", "incident-helper", "Harbour Lights Childcare", "staff-app",
     "You help educators at Harbour Lights Childcare finish incident records so they meet the regulations:\n"
     "what happened, first aid given, who was told and when.",
     "Educator: Can you check my draft record?\nid: 01KJNX1S80YH3M6Q9T1V4B7D5X\nrecorded: 2026-03-02 10:52\n"
     "child: Lily S\nwhat: tripped at sandpit edge, bumped forehead\nfirst_aid: cold pack 10:42-10:52\n"
     "Is anything missing?",
     "Assistant:"),
    ("pharmacy", "en", "med-inbox", "Tiny Steps Daycare", "email",
     "You help the director of Tiny Steps Daycare decide whether a medication can be given under the\n"
     "medication policy: prescribed, labelled, with written parent consent.",
     "Director: The pharmacy replied to our question:\nFrom: Elm Street Pharmacy <rx@elmstreetrx.example>\n"
     "Date: Mon, 2 Mar 2026 16:40:12 -0500\nMessage-ID: <rx-20260302-4471@elmstreetrx.example>\n"
     "Subject: Re: Jayden P - inhaler label\n\nThe label on the spacer box is correct; dose is 2 puffs as "
     "needed, max every 4 hours.\nCan we give it at daycare now?",
     "Assistant:"),
    ("fees", "en", "fees-desk", "Oak & Acorn Nursery", "portal",
     "You are the fees assistant of Oak & Acorn Nursery in Cork. Explain invoices and the National Childcare\n"
     "Scheme subsidy in plain words.",
     "Parent: My invoice says:\nInvoice OA-2026-0214  Issued: 01/02/2026\n20 days x EUR 62.00 = EUR 1,240.00\n"
     "NCS subsidy (CHICK ref 7XK2P9) -EUR 412.00\nTotal due: EUR 828.00\nWhy is the subsidy lower than in "
     "January?",
     "Answer:"),
    ("roster", "en", "roster-bot", "Maple Leaf Daycare", "slack",
     "You check roster changes at Maple Leaf Daycare against the ratio rules (infants 1:3, toddlers 1:4,\n"
     "preschool 1:8) and say which shifts break them.",
     "Supervisor: These are yesterday's roster changes:\nts=2026-03-03T16:02:11-08:00 change=swap staff=dana "
     "from=late to=early request_id=01KJV2DVXR4W6Y8A0C2E4G6J8L\nts=2026-03-03T16:05:40-08:00 change=drop "
     "staff=omar shift=thu-late request_id=01KJV2M8105P7R9T1V3X5Z7B9D\nDo they break anything?",
     "Assistant:"),
    ("kitchen", "en", "kitchen-desk", "Wattle Park ELC", "kitchen-tablet",
     "You help the cook at Wattle Park ELC keep allergy plates right. Check dishes against the allergy\n"
     "register and suggest a swap.",
     'Cook: The register export says:\n<allergy child="Noah K" allergen="sesame" severity="anaphylaxis" '
     'updated="2026-02-11T08:30:00+11:00"/>\n<allergy child="Finn B" allergen="celery" severity="mild" '
     'updated="2025-11-20T14:05:00+11:00"/>\nCan both have the chicken and vegetable soup with sesame bread?',
     "Answer:"),
    ("guarderia", "es", "escuela-infantil", "Pequeños Pasos", "app",
     "Eres el asistente de la Escuela Infantil Pequeños Pasos. Responde a las familias con claridad y\n"
     "brevedad.",
     'Madre: Esto me sale en la app:\n{"id":"019c9e0b-5608-7b3d-9a2c-5e8f1d6b4a07","creado":'
     '"2026-02-27T08:41:09+01:00","tipo":"ausencia","motivo":"fiebre"}\n¿Tengo que traer un justificante '
     "médico para que vuelva el lunes?",
     ""),
    ("kita", "de", "kita-desk", "Kita Sonnenblume", "eltern-app",
     "Du bist der Assistent der Kita Sonnenblume. Beantworte Fragen der Eltern freundlich und kurz.",
     "Elternteil: Im Abholprotokoll steht:\nkind=Mia_S gruppe=Igel abgeholt_von=Oma erstellt=2026-03-02T15:47:33+01:00 "
     "eintrag=AP-22817\nWarum steht da Oma, ich habe sie doch selbst abgeholt?",
     ""),
    ("hoikuen", "ja", "renrakucho", "ひまわり保育園", "app",
     "あなたはひまわり保育園の連絡帳アシスタントです。保護者の質問に丁寧に短く答えてください。",
     '保護者：連絡帳アプリにこう出ています。\n{"記録ID":"RN-558201","作成日時":"2026-03-02 12:58","昼食":"完食",'
     '"午睡":"12:40-14:50"}\nお昼寝が長すぎませんか？夜寝なくて困っています。',
     ""),
    ("eorinijip", "ko", "알림장", "햇살 어린이집", "app",
     "당신은 햇살 어린이집의 투약 안내 도우미입니다. 보호자 질문에 친절하고 짧게 답하세요.",
     "보호자: 투약의뢰서를 이렇게 냈어요.\n약 이름: 시럽 해열제 / 용량: 5ml / 투약 시간: 12:30 / 작성시각: 2026-03-03 "
     "08:12\n오늘 낮에 열이 나면 한 번 더 먹여 주실 수 있나요?",
     ""),
    ("hadana", "ar", "hadana-desk", "حضانة براعم الياسمين", "app",
     "أنت مساعد حضانة براعم الياسمين. أجب أولياء الأمور بلطف وباختصار.",
     "ولي الأمر: وصلتني هذه الفاتورة:\nرقم الفاتورة: ١٤٠٢٧ / تاريخ الإصدار: ٢٠٢٦/٠٣/٠١ / المبلغ: ٣٬٢٠٠ درهم\n"
     "لماذا زادت الرسوم هذا الشهر؟",
     ""),
]

POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_inline",
             "xml_attr"]

# (cue, label, key, value); the key is used in JSON members and XML attributes
FieldMaker = Callable[[Gen107, datetime], str]
EN_FIELDS: list[tuple[str, str, str, FieldMaker]] = [
    ("datetime", "Wallclock", "wallclock", lambda g, t: rfc3339(t)),
    ("datetime", "Served at", "served_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "Lobby clock", "lobby_clock", lambda g, t: dmy(t)),
    ("epoch", "gateclock", "gateclock", lambda g, t: str(epoch_s(t))),
    ("epoch", "nap.t0", "nap_t0", lambda g, t: str(epoch_ms(t))),
    ("datetime", "Pulled", "pulled", lambda g, t: py_logging(t)),
    ("datetime", "Local time", "local_time", lambda g, t: mdy_numeric(t)),
    ("datetime", "As of", "as_of", lambda g, t: http_date(t)),
    ("datetime", "Request received", "received", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("date", "Today", "today", lambda g, t: long_date(t)),
    ("request_id", "Request", "req", lambda g, t: g.uuid7(t)),
    ("trace_id", "Trace", "trace", lambda g, t: g.hex(32)),
    ("session_id", "Family session", "family_session", lambda g, t: g.nanoid()),
    ("request_id", "Hop", "hop", lambda g, t: g.ksuid(t)),
    ("request_id", "Delivery", "delivery", lambda g, t: g.ulid(t)),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "Correlation", "correlation", lambda g, t: g.uuid4()),
    ("run_id", "Run", "run", lambda g, t: "run_" + g.b62(22)),
    ("session_id", "Chat session", "chat_session", lambda g, t: g.objectid(t)),
    ("epoch", "tick_ms", "tick_ms", lambda g, t: str(epoch_ms(t))),
    ("datetime", "Stamp", "stamp", lambda g, t: compact(t)),
    ("datetime", "Context time", "context_time", lambda g, t: js_tostring(t, ZONE_NAMES[t.tzname() or "UTC"])),
    ("datetime", "Desk time", "desk_time", lambda g, t: rfc3339(t, 6)),
]

# the body's language: "now", request and session labels with a local rendering
LANG_FIELDS: dict[str, list[tuple[str, str, str, FieldMaker]]] = {
    "es": [("datetime", "Hora actual", "hora", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
           ("request_id", "ID de solicitud", "solicitud", lambda g, t: g.uuid4()),
           ("session_id", "Sesión", "sesion", lambda g, t: g.nanoid())],
    "de": [("datetime", "Aktuelle Uhrzeit", "jetzt", lambda g, t: de_long(t)),
           ("request_id", "Anfragenummer", "anfrage", lambda g, t: g.ulid(t)),
           ("session_id", "Sitzung", "sitzung", lambda g, t: g.hex(24))],
    "ja": [("datetime", "現在時刻", "genzai", lambda g, t: ja_time(t)),
           ("request_id", "リクエストID", "request", lambda g, t: g.uuid7(t)),
           ("session_id", "セッション", "session", lambda g, t: g.ksuid(t))],
    "ko": [("datetime", "현재 시각", "now", lambda g, t: ko_time(t)),
           ("request_id", "요청 ID", "request", lambda g, t: g.hex(32)),
           ("session_id", "세션", "session", lambda g, t: g.uuid4())],
    "ar": [("datetime", "الوقت الحالي", "now", lambda g, t: ar_time(t)),
           ("request_id", "معرّف الطلب", "request", lambda g, t: g.uuid4()),
           ("session_id", "رقم الجلسة", "session", lambda g, t: g.objectid(t))],
}
ZONE_NAMES = {"AEDT": "Australian Eastern Daylight Time", "GMT": "Greenwich Mean Time",
              "NZDT": "New Zealand Daylight Time", "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time",
              "PST": "Pacific Standard Time", "PDT": "Pacific Daylight Time", "UTC": "Coordinated Universal Time"}
ZONE = {"waitlist": "au", "signout": "uk", "incident": "au", "pharmacy": "us", "fees": "uk", "roster": "pac",
        "kitchen": "au", "guarderia": "eu", "kita": "eu", "hoikuen": "jp", "eorinijip": "kr", "hadana": "gulf"}
FOOTER = "Sent through the centre assistant"


def _json_value(value: str) -> str:
    return value if value.isdigit() else '"' + value + '"'


def _render(position: str, body: tuple[str, ...], mark_line: str, mark_inline: str,
            stable: tuple[str, str]) -> str:
    _name, _lang, app, centre, channel, system, user, cue = body
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{mark_line}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark_line}\n\n{user}{tail}"
    if position == "header_block":
        return f"{stable[0]}\n{mark_line}\n{stable[1]}\n\n{system}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{mark_line}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark_line}\n{FOOTER} ({app})"
    if position == "front_matter":
        return f"---\napp: {app}\n{mark_line}\nchannel: {channel}\n---\n{system}\n\n{user}{tail}"
    if position == "json_inline":
        return f'{{"app":"{app}",{mark_inline}"channel":"{channel}"}}\n{system}\n\n{user}{tail}'
    assert position == "xml_attr"
    return f'<context app="{app}" {mark_inline} channel="{channel}"/>\n{system}\n\n{user}{tail}'


def generated_positives(g: Gen107) -> list[Draft]:
    """Each body at three of the eight positions, with one program field; every position used."""
    out: list[Draft] = []
    en_fields = list(EN_FIELDS)
    g.rng.shuffle(en_fields)
    k_en = 0
    for b, body in enumerate(BODIES):
        name, lang, app, centre, channel = body[:5]
        for j in range(3):
            position = POSITIONS[(3 * b + j) % len(POSITIONS)]
            t = g.at(ZONE[name])
            if lang == "en":
                cue, label, key, make = en_fields[k_en % len(en_fields)]
                k_en += 1
            else:
                cue, label, key, make = LANG_FIELDS[lang][(b + j) % 3]
            value = make(g, t)
            if position == "front_matter" and " " in label:
                label = key
            mark_line = v(cue, f"{label}: {value}")
            if position == "json_inline":
                mark_inline = v(cue, f'"{key}":{_json_value(value)},')
            else:
                mark_inline = v(cue, f'{key}="{value}"')
            stable = (f"Centre: {centre}", f"Channel: {channel}")
            text = _render(position, body, mark_line, mark_inline, stable)
            out.append(Draft(text, f"{SRC}pos:generated:{name}+{key}@{position}",
                             ["generated", position, cue, "record_stays"]
                             + (["non_english"] if lang != "en" else [])))
    return out


# stable look-alikes of the generated family, one per body, at a position its positives do not use
GEN_STABLE: dict[str, tuple[str, str]] = {
    "waitlist": ("Policy version", "2025-11-03"),
    "signout": ("Closing time", "18:00 (grace period 5 minutes)"),
    "incident": ("Regulation", "Education and Care Services National Regulations 2011, r. 87"),
    "pharmacy": ("Policy reviewed", "2025-08-14"),
    "fees": ("Scheme year", "2025/26"),
    "roster": ("Knowledge cutoff", "2024-06"),
    "kitchen": ("Menu cycle", "week 3 of 4 (autumn menu, approved 2026-02-20)"),
    "guarderia": ("Zona horaria", "Europe/Madrid"),
    "kita": ("Stand der Gebührensatzung", "01.08.2025"),
    "hoikuen": ("対象年度", "2026年度"),
    "eorinijip": ("운영 시간", "07:30-19:30"),
    "hadana": ("رقم الترخيص", "DXB-CC-0412"),
}


def generated_negatives(g: Gen107) -> list[Draft]:
    out: list[Draft] = []
    for b, body in enumerate(BODIES):
        name = body[0]
        used = {POSITIONS[(3 * b + j) % len(POSITIONS)] for j in range(3)}
        free = [p for p in POSITIONS if p not in used and p not in ("json_inline", "xml_attr")]
        position = free[b % len(free)]
        label, value = GEN_STABLE[name]
        key = "stable"
        line = f"{label}: {value}"
        if position == "front_matter" and " " in label:
            line = f"{key}: {value}"
        stable = (f"Centre: {body[3]}", f"Channel: {body[4]}")
        text = _render(position, body, line, f'{key}="{value}"', stable)
        out.append(Draft(text, f"{SRC}neg:generated:{name}@{position}",
                         ["hard_negative", "generated", position, "stable_value"]
                         + (["non_english"] if body[1] != "en" else [])))
    return out


# --- negatives: pasted records --------------------------------------------------------------------------

# (source, tags, language, lead-in, block, question)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    ("enrolment-json", ["json", "uuid7", "created_at"], "en", "This is the enrolment record the portal shows",
     """{
  "id": "019bbbf9-bd68-7e5b-a9f0-3d2c1b4e6f70",
  "created_at": "2026-01-14T21:07:45.318+11:00",
  "status": "submitted",
  "child": {"name": "Harper L", "dob": "2024-06-30"},
  "days": ["Tue", "Wed"],
  "start_requested": "2026-07-01",
  "ccs_crn": "404 118 272K"
}""", "Why does the centre say our application is incomplete when it says submitted?"),
    ("offer-email", ["email", "date", "message_id"], "en", "My partner forwarded me the offer",
     """From: Sunbeam Early Learning <enrolments@sunbeamelc.example>
To: sam.lee@example.com
Date: Tue, 3 Mar 2026 14:22:09 +1100
Message-ID: <offer.7f21c9e4.20260303032209@mailer.sunbeamelc.example>
Subject: Place offer - Possums room, 3 days

Dear Sam,
We are pleased to offer Harper a place in Possums on Tue/Wed/Thu from 4 May 2026. Please accept by
5pm on Friday 13 March by paying the holding deposit of AUD 300.""",
     "Can we ask to start on 1 June instead and still keep the offer? Help me write the reply."),
    ("door-logfmt", ["logfmt", "ts", "request_id", "ulid"], "en", "Our door controller log from last night",
     """ts=2026-03-03T17:58:12.204+11:00 level=info door=front-gate fob=F-0231 result=granted request_id=01KJS7TWX0Q4N7B1D5F9H3K6M2
ts=2026-03-03T18:31:40.977+11:00 level=warn door=front-gate fob=F-0231 result=denied reason=outside_hours request_id=01KJS9R5V0C5E7G9J2L4N6Q8S0
ts=2026-03-03T18:32:05.013+11:00 level=info door=front-gate fob=STAFF-07 result=granted request_id=01KJS9RY88D7F9H1K3M5P7R9T1""",
     "Grandma says the gate wouldn't open for her last night. What happened?"),
    ("incident-yaml", ["yaml", "recorded_at"], "en", "Here is the incident record from the app",
     """incident:
  id: INC-2026-0088
  recorded_at: 2026-02-26T11:05:00+00:00
  child: Theo M (Toddlers)
  occurred: 2026-02-26 10:47
  type: bite (received)
  first_aid: washed, cold compress, skin not broken
  parent_notified: 2026-02-26 12:30 by phone (R. Shah)
  witnessed_by: [K. Doyle, A. Novak]""", "Is anything missing from this record before the parent signs it?"),
    ("medication-xml", ["xml", "given"], "en", "The medication export for Oscar",
     """<administrations child="Oscar F" medicine="Amoxicillin 250mg/5ml">
  <dose id="adm-55120" given="2026-03-02T12:04:00+00:00" amount="5 ml" by="L. Grant" witness="P. Osei"/>
  <dose id="adm-55187" given="2026-03-03T12:11:00+00:00" amount="5 ml" by="L. Grant" witness="none"/>
</administrations>""", "Which of these doses breaks our two-signature rule?"),
    ("ccs-table", ["markdown_table", "dates_in_table", "price"], "en", "My subsidy statement from the centre",
     """| Week ending | Hours charged | CCS % | Subsidy    | Gap fee    |
|-------------|---------------|-------|------------|------------|
| 13/02/2026  | 30            | 85    | AUD 339.15 | AUD 104.85 |
| 20/02/2026  | 30            | 85    | AUD 339.15 | AUD 104.85 |
| 27/02/2026  | 20            | 85    | AUD 226.10 | AUD 183.90 |""",
     "Why did my gap fee go up in the last week when I had fewer hours?"),
    ("roster-csv", ["csv", "times"], "en", "Next week's roster",
     """staff,room,mon,tue,wed,thu,fri
Priya N,Joeys,07:00-15:30,07:00-15:30,off,09:30-18:00,09:30-18:00
Dan K,Joeys,09:30-18:00,off,07:00-15:30,07:00-15:30,07:00-15:30
Lien T,Wombats,07:30-16:00,07:30-16:00,07:30-16:00,off,07:30-16:00""",
     "Is anyone working more than 38 hours, counting a 30-minute unpaid break per shift?"),
    ("ratio-syslog", ["syslog", "rfc5424"], "en", "The ratio monitor logged this",
     """<134>1 2026-03-04T09:15:02.114+11:00 ratio-svc ratiod 2231 RATIO-ALERT [room@32473 name="Joeys" children="9" staff="2"] ratio 1:4.5 exceeds 1:4
<134>1 2026-03-04T09:21:47.530+11:00 ratio-svc ratiod 2231 RATIO-OK [room@32473 name="Joeys" children="9" staff="3"] ratio 1:3.0 within 1:4""",
     "How long was the Joeys room out of ratio this morning?"),
    ("api-exchange", ["http_exchange", "date", "x_request_id", "epoch"], "en", "What I got from the attendance API",
     """GET /api/v3/children/CH-20931/attendance?week=2026-W09 HTTP/2
Host: api.kinderly.example
Authorization: Bearer <redacted>

HTTP/2 200
date: Mon, 02 Mar 2026 22:14:09 GMT
content-type: application/json
x-request-id: 3c9e1a7f5b2d4e8a9c0f1b3d5e7a9c2e
x-ratelimit-reset: 1772489700

{"child":"CH-20931","week":"2026-W09","days":[{"date":"2026-02-23","in":"07:58","out":"17:12"}]}""",
     "Why does the API only return Monday when Harper was there Monday to Wednesday?"),
    ("meeting-ics", ["ics", "dtstamp", "uid"], "en", "The invite for the parent meeting",
     """BEGIN:VCALENDAR
BEGIN:VEVENT
UID:ptm-2026-0318-harper@sunbeamelc.example
DTSTAMP:20260302T041500Z
DTSTART;TZID=Australia/Melbourne:20260318T163000
DTEND;TZID=Australia/Melbourne:20260318T164500
SUMMARY:Parent-educator meeting - Harper L
LOCATION:Possums room
END:VEVENT
END:VCALENDAR""", "I'm in Perth that week. What time is the meeting for me?"),
    ("menu-table", ["markdown_table", "updated_date"], "en", "This term's menu",
     """Four-week menu - updated 12/02/2026
| Day | Morning tea        | Lunch                     | Afternoon tea    |
|-----|--------------------|---------------------------|------------------|
| Mon | Banana, rice cakes | Beef and lentil bolognese | Cheese, crackers |
| Tue | Pear, yoghurt      | Chicken and corn risotto  | Hummus, pita     |
| Wed | Apple, toast       | Fish pie with peas        | Fruit salad      |""",
     "Which days would be a problem for a child with a cow's milk allergy?"),
    ("action-plan", ["plan", "dates", "phone"], "en", "Noah's action plan",
     """ASCIA ACTION PLAN FOR ANAPHYLAXIS
Name: Noah Kim   Date of birth: 11/09/2022
Confirmed allergens: peanut, sesame
Adrenaline device: EpiPen Jr (0.15 mg), expiry 05/2026
Plan prepared by Dr A. Tran on 14/01/2026
Review date: 14/01/2027
Parent phone: 0412 555 019""", "What do our educators need to check before the zoo excursion on 20 March?"),
    ("vendor-ticket", ["ticket", "request_id", "opened"], "en", "Our ticket with the software vendor",
     """Ticket #48812 - "Parents not receiving daily reports"
Opened: 2026-03-02 08:14 AEDT by admin@possumhollow.example
Priority: High
Request ID (from error screen): 9f2c41d0-7a3b-4e6f-b815-2c9d0e7a41f3
Status: Waiting on customer
Last reply (Support, 2026-03-02 11:40): Can you confirm which rooms are affected and since when?""",
     "Help me write the reply to support: all rooms, since yesterday morning."),
    ("stripe-event", ["webhook_payload", "evt", "created_epoch"], "en", "The payment event from our logs",
     """{
  "id": "evt_1QxT8mLkD2vHn4Rb9sWq0aZc",
  "object": "event",
  "type": "invoice.paid",
  "created": 1772431205,
  "data": {"object": {"id": "in_1QxT7fLkD2vHn4RbK2pLm8Yd", "customer": "cus_Q8mZtX2kVf4Lrb", "amount_paid": 112440, "currency": "usd"}}
}""", "Why does amount_paid say 112440 when the invoice was $1,124.40?"),
    ("sms-thread", ["sms", "times"], "en", "The texts between me and the nursery",
     """Mon 2 Mar, 17:41 - Nursery: Hi Jess, Ava's temperature is 38.1. Please can you collect her within the hour?
Mon 2 Mar, 17:44 - Jess: On my way, 25 mins
Mon 2 Mar, 18:19 - Nursery: Ava signed out 18:17. Please keep her home for 48 hours after any vomiting.""",
     "Were they right to charge me a late fee for that day?"),
    ("fridge-csv", ["csv", "timestamp_column"], "en", "The kitchen fridge sensor export",
     """timestamp,sensor,location,temp_c
2026-03-03T06:00:00+00:00,FR-01,kitchen fridge,3.4
2026-03-03T08:00:00+00:00,FR-01,kitchen fridge,3.9
2026-03-03T10:00:00+00:00,FR-01,kitchen fridge,6.2
2026-03-03T12:00:00+00:00,FR-01,kitchen fridge,4.1""", "Do we need to throw away the chilled lunch delivered at 09:30?"),
    ("excursion-notice", ["notice", "dates_in_prose", "price"], "en", "The excursion notice",
     """EXCURSION NOTICE - Pre-school room
Where: Melbourne Zoo, Parkville
When: Friday 20 March 2026, leaving 09:15, back by 14:30
Transport: chartered bus (seatbelts fitted)
Cost: AUD 18 per child, pay by Friday 13 March
Please return the signed permission slip by Wednesday 18 March.""", "Turn this into a short text message for parents."),
    ("otel-span", ["otel", "trace_id", "epoch_ns"], "en", "The span from our tracing tool",
     """{"traceId":"5b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b174","name":"POST /fees/pay","startTimeUnixNano":"1772431200123000000","endTimeUnixNano":"1772431202987000000","status":{"code":"STATUS_CODE_ERROR","message":"card_declined"},"attributes":{"family.id":"F-20931","amount":"1124.40"}}""",
     "How long did the payment call take before it failed?"),
    ("nginx-signout", ["nginx", "clf", "rid"], "en", "The server log around the time she signed out",
     """10.2.0.14 - - [02/Mar/2026:18:02:11 +1100] "POST /api/signout HTTP/1.1" 502 173 "-" "KinderTablet/4.8 (iPad)" rid=7f1c2a9e0b3d4c5e
10.2.0.14 - - [02/Mar/2026:18:02:19 +1100] "POST /api/signout HTTP/1.1" 200 64 "-" "KinderTablet/4.8 (iPad)" rid=1a2b3c4d5e6f7081""",
     "Did the sign-out go through twice? The parent was charged a late fee."),
    ("waitlist-csv", ["csv", "uuid", "joined_at"], "en", "The waitlist export",
     """entry_id,family,room,days,joined_at,priority
8d2f0c6e-1b4a-4c7e-9f3d-5a6b7c8d9e01,Lee,Possums,Tue/Wed/Thu,2025-08-19T10:02:44+10:00,sibling
2e7a9b1c-3d5f-4a6e-8b0c-1d2e3f4a5b6c,Okafor,Possums,Mon/Fri,2025-06-02T16:30:11+10:00,none
5c4b3a2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d,Nguyen,Possums,Mon-Fri,2025-11-27T08:15:59+11:00,at risk""",
     "In what order should these families get offers under the priority-of-access rules?"),
    ("timesheet-epochs", ["json", "epoch_s"], "en", "Tom's timesheet from the clock-in app",
     """{"staff":"casual-Tom","shifts":[{"in":1772398800,"out":1772427600,"break_min":30},{"in":1772485200,"out":1772503200,"break_min":0}]}""",
     "How many paid hours is that?"),
    ("confirmation-letter", ["letter", "dates_in_prose", "reference"], "en", "The confirmation letter",
     """Possum Hollow Early Learning Centre
12 Banksia Street, Geelong VIC 3220

2 March 2026

Dear Mr and Mrs Nguyen,
Enrolment confirmation - reference ENR-2026-0412
We are delighted to confirm Minh's enrolment in Joeys (0-2 years) on Mondays and Fridays from
Monday 13 April 2026. Orientation visits: Thursday 2 April and Thursday 9 April, 09:30-11:00.""",
     "What should we bring to the first orientation visit? Make me a checklist."),
    ("bottle-ndjson", ["ndjson", "epoch_ms"], "en", "Aria's bottle log",
     """{"ts":1772435400000,"child":"Aria","type":"bottle","ml":120,"note":"expressed milk"}
{"ts":1772446200000,"child":"Aria","type":"bottle","ml":90,"note":"left 30 ml"}
{"ts":1772457000000,"child":"Aria","type":"bottle","ml":120,"note":""}""",
     "How much did Aria drink in total and how far apart were the feeds?"),
    ("sentry-issue", ["sentry", "event_id", "first_seen"], "en", "The error our developer sent me",
     """Sentry issue KINDER-APP-3KF
TypeError: Cannot read properties of null (reading 'photos')
  at DailyReport.render (DailyReport.tsx:142)
First seen: 2026-03-02 06:58:14 UTC   Last seen: 2026-03-02 09:12:40 UTC
Events: 318   Users: 92   Release: parent-app@4.8.1
event_id: a3f9c1d27e5b4068b1c2d3e4f5a6b7c8""",
     "Is this why parents can't see today's photos? Write a short status message for parents."),
    ("immunisation-history", ["statement", "dates_in_table"], "en", "Minh's immunisation history statement",
     """Immunisation History Statement
Name: Minh Nguyen   Date of birth: 27/05/2024
Date given   Vaccine                      Dose
27/07/2024   Infanrix hexa, Prevenar 13   1
24/09/2024   Infanrix hexa, Prevenar 13   2
25/11/2024   Infanrix hexa                3
30/05/2025   MMR II, Nimenrix             1
Statement issued: 01/03/2026""", "Is Minh up to date for his age for enrolment under No Jab No Play?"),
    ("parent-complaint", ["email", "sent"], "en", "A parent e-mailed me last night",
     """From: Rachel Dunn <rachel.dunn@example.co.uk>
Sent: 03 March 2026 21:48
To: Manager - Little Acorns <manager@littleacorns.example>
Subject: Ava's nappy rash

Hi, Ava came home with really bad nappy rash again. The app says she was changed at 10:05 and
15:40 only. Isn't it supposed to be every 3 hours?""",
     "Draft a calm reply from the manager: we change at least every 3 hours and whenever needed."),
    ("payment-receipt", ["receipt", "us_date"], "en", "Here is the receipt",
     """TINY STEPS DAYCARE - PAYMENT RECEIPT
Receipt #: TS-R-20260302-017
Date: 03/02/2026 4:47 PM
Family: Reyes
Paid: USD 1,240.00 (card ending 4421)
Period: 03/02/2026 - 03/27/2026
Auth code: 082614""", "Is this receipt good enough for my FSA claim, or do I need something else?"),
    # other languages
    ("es-incident-json", ["json", "ulid", "creado"], "es", "La escuela me ha enviado esto",
     """{"id": "01KJPSPN30T2Y6V1X4Z8P5A3S7", "creado": "2026-03-02T09:12:44+01:00", "niña": "Lucía G.", "tipo": "incidente", "descripción": "Se cayó en el patio, rasguño en la rodilla", "avisado": "2026-03-02T09:40:00+01:00"}""",
     "¿Me avisaron a tiempo según el protocolo de la escuela (antes de 30 minutos)?"),
    ("de-bescheid", ["notice", "erstellt", "price"], "de", "Das ist der Bescheid der Stadt",
     """Gebührenbescheid Kita-Jahr 2025/26
Aktenzeichen: KT-2025-08812
Erstellt: 14.08.2025
Betreuungsumfang: 45 Stunden/Woche
Elternbeitrag: 312,00 EUR/Monat
Verpflegungsgeld: 68,00 EUR/Monat
Fällig jeweils zum 5. des Monats""", "Kann ich den Betreuungsumfang auf 35 Stunden reduzieren, und was kostet das dann?"),
    ("de-abholprotokoll", ["csv", "erfasst"], "de", "Das Abholprotokoll aus der App",
     """Datum;Kind;Gruppe;Abgeholt um;Abgeholt von;Erfasst
02.03.2026;Mia S.;Igel;15:47;Oma (berechtigt);02.03.2026 15:48:10
03.03.2026;Mia S.;Igel;16:05;Mutter;03.03.2026 16:05:42""", "Stimmt das so? Ich war am 2. März selbst da."),
    ("fr-facture-email", ["email", "date", "message_id"], "fr", "Voici l'e-mail de la crèche",
     """De : Crèche Les Petits Loups <contact@petitsloups.example>
Date : lun. 2 mars 2026 à 16:12
Objet : Facturation de février
Message-ID : <20260302151204.3fa2@petitsloups.example>

Bonjour, vous trouverez ci-joint la facture de février (412,50 EUR). Les dépassements du 18 et du 24
février ont été facturés.""", "Peux-tu m'aider à répondre ? Le 18 février, j'étais à l'heure."),
    ("fr-presence", ["attendance_sheet", "times"], "fr", "Voici la fiche de présence",
     """Fiche de présence - semaine 10
Enfant : Léo Martin
lun. 02/03 : arrivée 08:02, départ 17:48
mar. 03/03 : arrivée 08:15, départ 18:34 (dépassement 19 min)""",
     "Combien vais-je payer pour le dépassement, à 4,50 € par quart d'heure commencé ?"),
    ("it-ricevuta", ["receipt", "price"], "it", "Ecco la ricevuta",
     """Asilo Nido "Il Girasole" - Ricevuta n. 2026/0211
Data emissione: 02/03/2026
Retta febbraio 2026: 385,00 EUR
Pasti: 19 x 3,20 EUR = 60,80 EUR
Totale pagato: 445,80 EUR (PagoPA, IUV 01000000000412986)""", "Questa ricevuta vale per chiedere il bonus nido?"),
    ("pt-comunicado", ["notice", "dates_in_prose"], "pt", "Recebi este comunicado",
     """COMUNICADO - Creche Pequenos Passos
Curitiba, 2 de março de 2026
Na sexta-feira, 13/03, não haverá atendimento por causa da formação dos professores.
A reposição será no sábado, 21/03, das 8h às 12h.""", "Preciso pagar algo a mais pela reposição de sábado?"),
    ("nl-factuur", ["invoice", "price", "dates"], "nl", "Dit is de factuur",
     """Factuur 2026-0218 - Kinderopvang De Vlinder
Factuurdatum: 01-03-2026
Periode: maart 2026
Opvang: 2 dagen per week, 85,6 uur x EUR 10,25 = EUR 877,40
Incasso op: 05-03-2026""", "Klopt het aantal uren met mijn contract van 2 dagen per week van 10,7 uur?"),
    ("pl-jadlospis", ["menu", "allergens"], "pl", "Oto jadłospis na przyszły tydzień",
     """Jadłospis Żłobka Biedronka, tydzień 9-13.03.2026
Pon.: zupa pomidorowa z ryżem; kotlet z indyka, ziemniaki, marchewka
Wt.: krupnik; naleśniki z twarożkiem
Śr.: rosół z makaronem; ryba w sosie koperkowym, kasza
Alergeny: gluten (pon., wt., śr.), mleko (wt.), ryba (śr.), seler (pon., śr.)""",
     "Które dni są bezpieczne dla dziecka uczulonego na seler?"),
    ("ru-log", ["python_logging", "trace_id"], "ru", "Вот что в логах",
     """2026-03-03 08:01:12,447 INFO  [attendance] child=Маша_К group=Солнышко action=checkin trace_id=4bf92f3577b34da6a3ce929d0e0e4736
2026-03-03 08:01:13,002 ERROR [notify] parent_sms failed code=429 trace_id=4bf92f3577b34da6a3ce929d0e0e4736""",
     "Почему родители Маши не получили СМС о приходе в сад?"),
    ("uk-menu-json", ["json", "onovleno"], "uk", "Ось меню з додатку",
     """{"меню_id": "MN-2026-10", "оновлено": "2026-02-28T17:20:00+02:00", "сніданок": "сирники зі сметаною", "обід": "борщ, котлета, гречка", "алергени": ["молоко", "яйця", "глютен"]}""",
     "Що з цього не можна дитині з алергією на яйця?"),
    ("el-notice", ["notice", "dates_in_prose", "price"], "el", "Αυτή είναι η ανακοίνωση του σταθμού",
     """ΑΝΑΚΟΙΝΩΣΗ - Παιδικός Σταθμός «Αστεράκια»
Θεσσαλονίκη, 2 Μαρτίου 2026
Την 25η Μαρτίου ο σταθμός παραμένει κλειστός.
Τα δίδακτρα Μαρτίου (280 €) καταβάλλονται έως τις 10 Μαρτίου.""", "Μέχρι πότε πρέπει να πληρώσω και πόσο;"),
    ("he-email", ["email", "date", "message_id"], "he", "זה המייל שקיבלתי מהגן",
     """מאת: גן השקד <office@ganhashaked.example>
תאריך: 2 במרץ 2026, 15:40
נושא: תשלום מרץ
Message-ID: <a81f2c90@ganhashaked.example>

שלום, התשלום לחודש מרץ הוא 3,150 ₪. נא להסדיר עד 10.3.2026.""", "האם הסכום כולל את ארוחות הצהריים?"),
    ("ar-receipt", ["receipt", "arabic_indic_digits"], "ar", "هذا هو الإيصال",
     """إيصال رقم ٨٨٢١٣
التاريخ: ٢٠٢٦/٠٣/٠٢ الساعة ٠٩:١٥
الطفل: ليان أحمد
رسوم شهر مارس: ٣٬٢٠٠ درهم
طريقة الدفع: بطاقة""", "هل يشمل هذا المبلغ الوجبات؟"),
    ("hi-medicine-json", ["json", "created_at"], "hi", "डेकेयर ऐप में यह दिख रहा है",
     """{"बच्चा": "आरव", "कक्षा": "नन्हे तारे", "दवा": "खांसी की सिरप 5 ml", "created_at": "2026-03-02T11:45:10+05:30", "दी गई": "12:30"}""",
     "क्या दवा सही समय पर दी गई?"),
    ("th-pickup-record", ["record", "buddhist_era"], "th", "นี่คือบันทึกการรับส่งเด็ก",
     """บันทึกการรับส่งเด็ก ศูนย์พัฒนาเด็กเล็กบ้านดอกแก้ว
วันที่ 2 มี.ค. 2569
ด.ญ. ใบเตย - มาถึง 07:45 - กลับ 16:20 - ผู้รับ: แม่
ด.ช. ภูมิ - มาถึง 08:10 - กลับ 17:05 - ผู้รับ: ยาย""", "ใครกลับหลังเวลา 17:00 บ้าง"),
    ("ja-renrakucho-json", ["json", "sakusei_nichiji"], "ja", "連絡帳アプリの記録です",
     """{"記録ID": "RN-558244", "作成日時": "2026-03-03T16:10:22+09:00", "体温": "37.6℃（14:30）", "食事": "半分", "様子": "午後は少し元気がなかった"}""",
     "明日登園させても大丈夫でしょうか？園の基準は37.5℃です。"),
    ("ko-medication-table", ["markdown_table", "jakseong_sigak"], "ko", "투약의뢰서 목록입니다",
     """| 아동 | 약 | 용량 | 투약 시간 | 작성시각 |
|------|----|------|-----------|----------|
| 김하준 | 해열제 시럽 | 5ml | 12:30 | 2026-03-03 08:12 |
| 이서연 | 항생제 | 3ml | 13:00 | 2026-03-03 08:40 |""", "선생님 한 분이 두 아이 약을 모두 챙길 수 있을까요? 시간표로 정리해 주세요."),
    ("zh-pickup-kv", ["key_value", "shijian"], "zh", "这是接送系统的记录",
     """时间=2026-03-02 17:45:12 幼儿=王小米 班级=小二班 接送人=外婆 已登记=否 操作员=李老师
时间=2026-03-02 17:52:40 幼儿=王小米 班级=小二班 接送人=外婆 已登记=是 操作员=园长""", "为什么外婆第一次没能接走孩子？"),
    ("vi-notice-yaml", ["yaml", "cap_nhat_luc"], "vi", "Đây là thông báo của trường",
     """thong_bao:
  ma: TB-2026-031
  cap_nhat_luc: 2026-03-02 10:15
  noi_dung: Nghỉ học ngày 30/4 và 1/5
  hoc_phi_thang_5: 3.200.000 đồng""", "Học phí tháng 5 có được giảm vì nghỉ lễ không?"),
    ("id-registration-json", ["json", "dibuat"], "id", "Ini data pendaftaran dari aplikasi",
     """{"no_pendaftaran": "TPA-2026-0117", "dibuat": "2026-02-20T10:02:33+07:00", "nama_anak": "Rafa", "program": "penitipan penuh", "biaya_bulanan": 1850000}""",
     "Apakah pendaftaran ini sudah lengkap?"),
    ("tr-receipt", ["receipt", "olusturulma"], "tr", "Kreşin gönderdiği makbuz",
     """PAPATYA KREŞİ - AİDAT MAKBUZU
Makbuz No: 2026-0311
Oluşturulma: 02.03.2026 10:42
Veli: Ayşe Yılmaz
Mart 2026 aidatı: 9.500 TL
Yemek ücreti: 1.200 TL""", "Yemek ücreti neden ayrı yazılmış?"),
    ("sv-email", ["email", "skickat"], "sv", "Förskolan mejlade mig",
     """Från: Förskolan Tallbacken <tallbacken@umea.example>
Skickat: den 2 mars 2026 14:05
Till: Jonas Berg
Ämne: Schema vecka 11

Hej! Vi behöver ditt barns nya schema för vecka 11 senast fredag. Nuvarande: mån-tors 08:00-16:00.""",
     "Hjälp mig svara att vi vill ha 07:30-15:30 alla fem dagar."),
    ("cs-application", ["application", "podano"], "cs", "Tohle mi přišlo ze systému školky",
     """Přihláška do MŠ Sluníčko
Evidenční číslo: MS-2026-0088
Podáno: 3. 3. 2026 v 9:41
Dítě: Tereza Nováková, nar. 14. 6. 2022
Požadovaný nástup: 1. 9. 2026""", "Má Tereza nárok na přednostní přijetí, když jí v září budou 4 roky?"),
    ("fi-decision", ["decision", "paatospaiva"], "fi", "Sain tämän päätöksen",
     """Varhaiskasvatuspäätös
Päätösnumero: VK-2026-01442
Päätöspäivä: 27.2.2026
Aloituspäivä: 1.4.2026
Hoitoaika: 120 h/kk
Asiakasmaksu: 311 €/kk""", "Voiko hoitoajan muuttaa 100 tuntiin ennen aloitusta?"),
]

SYS = ("You are the office assistant of a childcare centre. Answer from what the user gives you, and say when "
       "something is missing.")
PLACEMENTS_EN = ["after", "before", "under", "lead_in", "earlier_user", "earlier_assistant", "chatml", "llama3",
                 "gemma", "phi3", "mistral", "rag", "react", "fenced", "quoted", "indented", "system_user",
                 "both_sides", "lead_in_under"]
PLACEMENTS_OTHER = ["after", "lead_in", "under", "before", "quoted", "fenced", "chatml", "system_user",
                    "gemma", "earlier_user", "indented", "both_sides"]
ALSO = {"en": "Also, is anything in there unusual?", "es": "¿Ves algo raro más?", "de": "Fällt dir sonst noch etwas auf?",
        "fr": "Tu vois autre chose d'anormal ?", "it": "Noti altro di strano?", "pt": "Mais alguma coisa estranha?",
        "nl": "Zie je verder nog iets vreemds?", "pl": "Widzisz coś jeszcze dziwnego?", "ru": "Что-нибудь ещё странное?",
        "uk": "Бачиш ще щось дивне?", "el": "Βλέπεις κάτι άλλο περίεργο;", "he": "עוד משהו חריג?",
        "ar": "هل هناك شيء آخر غريب؟", "hi": "और कुछ अजीब दिखता है?", "th": "มีอะไรผิดปกติอีกไหม",
        "ja": "他に気になる点はありますか？", "ko": "다른 이상한 점도 있나요?", "zh": "还有别的异常吗？",
        "vi": "Còn gì bất thường nữa không?", "id": "Ada yang aneh lagi?", "tr": "Başka tuhaf bir şey var mı?",
        "sv": "Ser du något annat konstigt?", "cs": "Vidíš tam ještě něco divného?", "fi": "Näetkö muuta outoa?"}


def _place(placement: str, lang: str, intro: str, block: str, ask: str, source: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "lead_in_under":
        return f"{ask} {intro}:\n{block}"
    if placement == "earlier_user":
        return (f"User: {intro}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "earlier_assistant":
        return (f"User: Can you pull up the record we talked about?\nAssistant: Here it is:\n{block}\n"
                f"User: {ask}\nAssistant:")
    if placement == "chatml":
        return (f"<|im_start|>system\n{SYS}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
                "<|im_start|>assistant\n")
    if placement == "llama3":
        return ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
                f"{SYS}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
                "<|start_header_id|>assistant<|end_header_id|>\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYS}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (f"Answer the question from the documents.\n\nDocument 1 ({source}):\n{block}\n\n"
                f"Question: {ask}\nAnswer:")
    if placement == "react":
        return (f"{SYS}\n\nQuestion: {ask}\nThought: I should read the file the user attached.\n"
                f"Action: read_attachment[{source}.txt]\nObservation:\n{block}\nThought:")
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "system_user":
        return f"{SYS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\n{ALSO[lang]}"


def negatives_pasted() -> list[Draft]:
    out: list[Draft] = []
    k_en = k_other = 0
    for source, tags, lang, intro, block, ask in BLOCKS:
        if lang == "en":
            placement = PLACEMENTS_EN[k_en % len(PLACEMENTS_EN)]
            k_en += 1
        else:
            placement = PLACEMENTS_OTHER[k_other % len(PLACEMENTS_OTHER)]
            k_other += 1
        text = _place(placement, lang, intro, block, ask, source)
        out.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]
                         + (["non_english"] if lang != "en" else [])))
    return out


# --- negatives: look-alikes, values the user asks about, near-misses, controls ------------------------


def _neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind]))


def negatives_written() -> list[Draft]:
    NEG.clear()
    # look-alikes in program positions
    _neg(["lookalike", "prompt_revision"], "lookalike:prompt-revision", """Prompt: parent-messages
Prompt revision: 2026-01-12 (approved by the nursery manager)
Owner: Little Acorns Nursery

You reply to parents' messages on behalf of the room team. Warm, short, no medical advice.

Parent: Can Ava bring her comfort blanket for nap time?
Assistant:""")
    _neg(["lookalike", "llama3_cutoff_only"], "lookalike:llama3-cutoff", """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help educators at Kids Haven Early Learning write learning stories. Positive, specific, linked to the
Early Years Learning Framework outcomes.<|eot_id|><|start_header_id|>user<|end_header_id|>

Zara built a tower of 14 blocks today and counted them out loud. Write a short learning story.<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""")
    _neg(["lookalike", "opening_hours", "phone"], "lookalike:opening-hours", """Centre: Koala Corner Childcare
Opening hours: Mon-Fri 06:30-18:30; closed on public holidays and 24 Dec-2 Jan
Office phone: (03) 9555 0142
Time zone: Australia/Melbourne

You answer general questions from prospective families. Do not discuss fees for specific families.

Visitor: Are you open on Easter Monday?
Assistant:""")
    _neg(["lookalike", "iban", "price", "non_english"], "lookalike:iban-fees", """Du beantwortest Fragen zu den Gebühren der Kita Sonnenblume.
Bankverbindung: Stadtkasse Freiburg, IBAN DE02 1203 0000 0000 2020 51, BIC BYLADEM1001
Elternbeitrag: 312,00 EUR/Monat bei 45 Stunden; Verpflegung 68,00 EUR/Monat

Elternteil: Welchen Verwendungszweck soll ich bei der Überweisung angeben?""")
    _neg(["lookalike", "api_version"], "lookalike:api-version-headers", """X-Api-Version: 2025-09-01
X-Client: kinderly-web/5.2.0
Accept-Language: en-AU

You explain the parent app's features. Link to the help centre where possible.

Parent: How do I add a second carer to the app so my husband gets the daily photos?
Assistant:""")
    _neg(["lookalike", "unrendered_template"], "lookalike:unrendered-placeholders", """Current time: {{current_time}}
Session: {{session_id}}
Centre: {{centre_name}}

You are the sign-out assistant. Tell the parent whether a late fee applies: GBP 10 per started 10
minutes after 18:05.

Parent: I got there at 18:12, do I pay?
Assistant:""")
    _neg(["lookalike", "tenant_uuid", "json_inline"], "lookalike:tenant-json",
         """{"tenant_id":"6f1c2b7e-4a3d-4e8f-9b0a-1c2d3e4f5a6b","provider_number":"190-00451239-K","tz":"Australia/Sydney"}
You help the office of Possum Hollow ELC answer Child Care Subsidy questions. Point families to
Centrelink for anything about their own entitlement.

Parent: My CCS percentage dropped from 90 to 85. Why?
Assistant:""")
    _neg(["lookalike", "knowledge_cutoff"], "lookalike:knowledge-cutoff", """Knowledge cutoff: 2024-10
Model: centre-assistant-large
Region: ap-southeast-2

You answer staff questions about the National Quality Standard. Quote the element number.

Educator: What does element 2.2.1 cover?
Assistant:""")
    _neg(["lookalike", "document_hash"], "lookalike:policy-hash", """Policy document: sleep-and-rest-policy-v6.pdf
SHA-256: 9c1d7e3a5b2f4c6d8e0a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e
Adopted: 2025-09-01, next review 2027-09-01

Answer educators' questions from the sleep and rest policy only.

Educator: How often do we check sleeping babies?
Assistant:""")
    _neg(["lookalike", "html_comment_template"], "lookalike:template-comment",
         """<!-- template: incident-letter v7, revised 2025-11-20, owner: quality team -->
Write the incident letter to the parent from the notes. Calm, factual, no blame.

Notes: Jack (Toddlers) pinched his finger in the cubby door at 14:10; cold compress; no swelling by 14:40.""")
    _neg(["lookalike", "term_dates", "front_matter"], "lookalike:term-front-matter", """---
service: Bright Horizons Kindergarten
term: 1
term_start: 2026-01-27
term_end: 2026-04-02
approved: 2025-12-10
---
You answer parents' questions about term dates and holiday care.

Parent: Is there care during the April school holidays?
Assistant:""")
    _neg(["lookalike", "japanese_revision", "non_english"], "lookalike:japanese-policy-revision", """ひまわり保育園 保護者対応ガイド
改定日：2025年4月1日
版：第3版

あなたは保護者からの問い合わせに答えるアシスタントです。延長保育の料金は30分ごとに200円です。

保護者：18時45分にお迎えの場合、延長料金はいくらですか？""")
    _neg(["lookalike", "french_bareme", "non_english"], "lookalike:french-scale", """Barème CAF 2026 appliqué par la crèche Les Petits Loups
Taux d'effort (1 enfant) : 0,0619 % des ressources mensuelles
Plancher : 801 EUR ; plafond : 7 000 EUR (mis à jour le 1er janvier 2026)

Tu expliques aux familles comment leur tarif horaire est calculé.

Parent : Nos revenus sont de 3 800 EUR par mois. Quel sera notre tarif horaire ?""")
    _neg(["lookalike", "korean_hours", "non_english"], "lookalike:korean-hours", """햇살 어린이집 안내
운영 시간: 평일 07:30-19:30
연장 보육: 19:30-21:30 (사전 신청)
전화: 02-555-0187

당신은 어린이집 안내 도우미입니다.

보호자: 토요일에도 아이를 맡길 수 있나요?""")
    _neg(["lookalike", "footer_terms"], "lookalike:footer-terms", """Explain to the parent, in two sentences, why the holding deposit is not refundable after the start date.

Parent: We paid AUD 300 to hold the place and now we're moving interstate. Can we get it back?

--
FeeWise 4.1 · Terms revised 2025-07-01 · Sunbeam Early Learning""")
    _neg(["lookalike", "dates_in_prose"], "lookalike:dates-in-prose", """Summarise this for the newsletter in one
paragraph: Enrolments for 2027 open on 1 June 2026 and close on 31 August 2026. Offers go out from 15
September, and families have until 30 September to accept. Siblings of current children are offered first.""")
    _neg(["lookalike", "relative_times"], "lookalike:relative-times", """You write the end-of-day summary for a parent from the room notes.

Room notes (Wombats): Jamie arrived 2 hours later than usual, napped for about an hour after lunch, and
was changed 20 minutes before pick-up. Ate well at morning tea.

Summary:""")
    _neg(["lookalike", "customer_id", "stable_header"], "lookalike:stable-family-header", """Family: Reyes
Family ID: fam_7Hc2LqP9wXz4
Children: Mason (Preschool)
Plan: 5 days, USD 1,240 per 4 weeks

You are the fees assistant of Tiny Steps Daycare.

Parent: Can we drop to four days from April?
Assistant:""")

    # values the user asks about or types
    _neg(["asked", "request_id"], "asked:request-id", """The parent app showed me an error when I tried to book an extra day:
"Something went wrong. Request ID: req_9Vx2LmQ4TzR8aP". What does this request id mean, and should I send
it to the centre?""")
    _neg(["asked", "created_vs_paid"], "asked:created-before-paid", """Why is the created time before the paid time on this
invoice? Created: 2026-02-27 23:58:41 +11:00, Paid: 2026-03-01 06:02:10 +11:00, Invoice SB-2026-0301,
amount AUD 1,332.00. The centre says it was "issued on the 1st".""")
    _neg(["asked", "epoch"], "asked:epoch-signout", """The sign-out log shows 1772611200 for Mia's pickup. What time is
that in Sydney, and would it count as late if we close at 18:00?""")
    _neg(["asked", "uuid7"], "asked:uuid7-enrolment", """Can you tell when this enrolment id was created?
019c9e0b-5608-7b3d-9a2c-5e8f1d6b4a07. Someone told me new ids contain a timestamp.""")
    _neg(["asked", "typed_clock"], "asked:typed-clock", """It's 5:52 pm now and I'm stuck in traffic on the M1. If I
get to the nursery at 6:20, how much will the late fee be at GBP 10 per started 10 minutes after 18:05?""")
    _neg(["asked", "few_shot"], "asked:few-shot-dates", """Extract the sign-out as JSON.

Example input: "Picked up Isla at 17:35 on 03/03/2026, by Dad"
Example output: {"child": "Isla", "time": "17:35", "date": "2026-03-03", "by": "Dad"}

Input: "Noah collected 16:50 04/03/2026 by grandma"
Output:""")
    _neg(["asked", "iso_week"], "asked:iso-week", """Our roster software uses ISO weeks. Which dates are in
2026-W14, and is Good Friday in it?""")
    _neg(["asked", "jwt"], "asked:jwt-decode", """Is this staff app token expired? I copied it from the browser.
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZi0zMzgxIiwiaWF0IjoxNzcyNDMxMjAwLCJleHAiOjE3NzI0MzQ4MDB9.Xk3pQ9mZr2T7vB1wY5nC8dF0gH4jL6sA2eR9tU1iO3c""")
    _neg(["asked", "traceparent", "support"], "asked:traceparent-for-support", """Support asked me for "the
traceparent from the error". The dev tools show traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01.
Which part do I send them?""")
    _neg(["asked", "date_arithmetic"], "asked:date-arithmetic", """Isla was born on 14/08/2023. Our nursery moves
children to the preschool room in the September after they turn 3. When will she move, and how old will
she be?""")
    _neg(["asked", "korean_time", "non_english"], "asked:korean-notice-time", """알림장에 "투약 완료 2026-03-03 12:34"라고
왔는데, 의뢰서에는 12:30이라고 썼어요. 4분 늦은 건 괜찮은 건가요?""")
    _neg(["asked", "spanish_ulid", "non_english"], "asked:spanish-ulid", """¿Qué significa este código que sale en la app de la
guardería, 01KJPSPN30T2Y6V1X4Z8P5A3S7? ¿Tiene la fecha dentro?""")
    _neg(["asked", "arabic_time", "non_english"], "asked:arabic-typed-time", """الساعة الآن ٥:٤٠ مساءً وأنا في الطريق.
هل سأدفع رسوم تأخير إذا وصلت إلى الحضانة الساعة ٦:١٥ والحضانة تغلق الساعة ٦:٠٠؟""")
    _neg(["asked", "russian_epoch", "non_english"], "asked:russian-epoch", """В выгрузке из садика время прихода
записано как 1772431200000. Это миллисекунды? Переведи в московское время.""")

    # near-misses: program-like metadata that the user pasted
    _neg(["near_miss", "pasted_prompt"], "near-miss:pasted-bot-prompt", """Can you proofread this prompt from our staging
bot before we go live? Only fix wording.

Current time: 2026-03-03 09:14:22
Session: 4f9a1c2e7b3d
You are Wren, the messaging assistent of Honeycomb Nursery. Answer parents questions about there
child's day from the room notes only.""")
    _neg(["near_miss", "pasted_front_matter"], "near-miss:pasted-front-matter", """Our waitlist offer report starts
like this. Is the YAML valid?

---
generated_at: 2026-03-02T04:10:55.120Z
offer_run: 01KJPBVW4RR6T8V0X2Z4B6D8F0
centre: Sunbeam Early Learning Carlton
---
Offers made: 4 (Possums 2, Koalas 2)""")
    _neg(["near_miss", "pasted_delivery"], "near-miss:latchkey-debug", """Our signature check keeps failing on this
delivery from the door controller. The secret is right. What could be wrong?

Latchkey-Delivery: 019cb05b-7a18-7a90-b3f1-8e2d4c6a0b19
Latchkey-Sent: 1772524913402
Latchkey-Signature: v1=6d2f8a0c4e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f
Latchkey-Topic: door.granted

{"event":"door.granted","fob":"F-0112","door":"front-gate","at":"2026-03-03T08:01:51+11:00"}""")
    _neg(["near_miss", "pasted_xml"], "near-miss:pasted-request-xml", """Write an XSD for this element our incident
tool sends:

<incident_letter_request id="01KJRFM1ZGV6X8Z0B2D4F6H8K0" received="2026-03-03T10:55:02+11:00" room="Possums" template="bump-v2"/>""")
    _neg(["near_miss", "own_request"], "near-miss:own-401-request", """Why does my request get a 401?

POST /v2/medication/check HTTP/1.1
Host: medtrack.kinderly.example
Date: Tue, 03 Mar 2026 01:12:44 GMT
X-Request-ID: 2b7e9c1a-4d3f-4e8a-9b6c-0d1e2f3a4b5c
Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbi0xMiJ9.m4R1xQ7aY2cV9pN0tL3wE6uJ8sF5dH1gK2bZ4oA7iC0

Response: {"error":"token_expired"}""")
    _neg(["near_miss", "duplicate_deliveries"], "near-miss:pebblepost-duplicates", """We got the same parent message twice.
Are these two deliveries duplicates?

Pebblepost-Message-Id: 2dN7qXkVb4s0yR8mZ1cL5tWpH3f
Pebblepost-Received: Mon, 02 Mar 2026 07:12:31 GMT

Pebblepost-Message-Id: 2dN7qZ0aF8h2kT6vB9xD4mQwJ5s
Pebblepost-Received: Mon, 02 Mar 2026 07:12:33 GMT

Both carry the same text about Tobi's teething night.""")

    # plain controls
    _neg(["control", "plain"], "control:plain-1", """You are a friendly assistant for a family day care educator. Suggest
play ideas with things found at home.

User: Ideas for a rainy afternoon with three toddlers and a cardboard box?
Assistant:""")
    return list(NEG)


# --- assembly --------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen107(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted() + negatives_written() + generated_negatives(g)
    return make_holdout.assemble("hold107", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
