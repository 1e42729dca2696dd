"""Build `prompt_normalizer/corpus/holdout109.jsonl`, a hundred-and-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout109.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`; `Gen` is subclassed
only to draw its moments from a fixed three-week window); of `make_holdout2.py` to `make_holdout104.py`
only the module docstrings were read (extracted with `ast.get_docstring`, the code never printed),
through keyword searches over them for neighbours of this domain (learning, course, LMS, exam,
student, certificate, education, university, proctor, and then SCORM, xAPI, MOOC, tutor, e-learning
and gradebook) and the passages around the hits, with the docstrings of `make_holdout66.py` and
`make_holdout104.py` read in full; of `make_holdout24.py` also its import block and its last 150 lines,
for the structure of a generator; and `pyproject.toml` for ruff's settings. (A listing of
`tests/normalizer/` showed the generators' names and a check of the path showed that `holdout109.jsonl`
did not exist yet.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout105.py` to `make_holdout112.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input at
its offsets, spans are single lines, inputs are unique, two builds are byte-identical).

The domain is online learning platforms and course providers: course enrolments and payments, LMS
gradebooks and submissions, proctored exams, certificates, video progress, instructor payouts and
SCORM/xAPI statements. The earlier docstrings name neighbours of it: tutors with LMS metadata (Canvas
LTI launches, Moodle `sesskey`, LTI `oauth_nonce`; make_holdout3); Google Classroom, Open edX and
flashcard apps (make_holdout5); LMS proctoring with proctoring reports as content (make_holdout7); a
maths solver, homework help, an IELTS essay marker and language learning (make_holdout8, make_holdout19);
education and exams in make_holdout17 (a tutoring marketplace, admissions, misconduct appeals, review of
marking, access arrangements, results enquiries, exam timetable clashes, course registration, gradebook
risk checks, extension requests, credit transfer, MOOCs, proctoring and similarity-report webhooks);
compliance training trackers with a session JWT, nested YAML course recommendations and an xAPI
statement as a negative (make_holdout22); a training-records LMS behind B3 headers (make_holdout41); an
e-learning statement relayed with `X-Relay-Id` and `X-Relay-Received` (make_holdout45); universities in
make_holdout66 (an LMS seen through its REST API, gradebook exports, forum deliveries, quiz logs and
submission receipts, a feedback drafter's pretty JSON, a late penalty calculator, a Llama 3 marking
helper, a fee waiver tool's single-line JSON, a sponsor invoice dated today, an FX quote, alumni
certificate replacement); and schools with their exam entries (make_holdout88). The scenarios here were
written around them: the platforms are commercial course providers (Lumen Academy, Skillhaus, Codeyard,
Brightpath, Trellis, Quillmark, Northgate and desks in other languages), seen from their checkout,
support, grading, exam-day, certificate, player, payout and authoring desks; there is no LTI launch,
`sesskey`, Google Classroom, Open edX, flashcard, MOOC, tutoring marketplace, language-learning app,
compliance tracker, university registrar or school; proctored exams appear as a check-in desk, an ID
verification queue, break rules, room-scan flag reviews, exam vouchers and a rescheduling desk, and a
session's incident log only as pasted content, never as a proctoring report or session; grading is an
autograder, a milestone check, a retake cooldown, a gradebook sync job, a resubmission window, a regrade
desk and a code review, not feedback drafting or a late penalty; xAPI statements arrive under a
completion rules engine's own headers (`X-Rules-Run`, `X-Rules-Clock`), not through a relay; payouts
are split between co-instructors rather than converted at a quoted rate; certificates are rendered,
verified by employers, checked by a badge verifier and reissued after a name change. The sources are:

* course enrolments and payments: forwarded checkout headers (`X-Request-ID` UUIDv7, `Date` in RFC
  1123); refund eligibility behind YAML front matter (`generated_at` at +05:30, ULID `refund_check`;
  the learner's enrolment record with its `enrolled_at` stays); a single-line JSON head of an
  instalment plan tool (`req` uuid and `now_ms` between stable members); a coupon checker's Semantic
  Kernel current-time sentence over a coupon table with validity dates; a VAT invoice dated today
  with a KSUID render job (the order's own paid time stays); a made-up payment provider's
  `Tollgate-Request` and `Tollgate-Sent` (its version, customer and renewal date stay); cohort seats
  "(pulled <day-first time>)" at the end of a line; a tool result's `call_id` and `finished` (`DD Mon
  YYYY`) attributes before a stable `name` over live session times that stay; German (`Aktuelle Zeit:`,
  nanoid `Sitzungs-ID:` at the head), Japanese (`現在日時：`, ULID `リクエストID：` after the message),
  Brazilian Portuguese (`Horário do pedido:`, `ID da sessão:`) and Arabic (`الوقت الحالي:` in
  Arabic-Indic digits, hex `معرّف الطلب:`) desks;
* LMS gradebooks and submissions: an autograder footer after `--` (ULID `run:`, epoch ms `t0:`; the
  tool version stays); a milestone check's pretty JSON (`request_id`, `generated_at` never last) over
  a learner's checklist with its own dates; a retake cooldown in a ChatML system turn (`Current time:`
  before `<|im_end|>`; the attempts page stays); a gradebook sync job's XML attributes (hex `job`,
  `isoformat()` `started`; course and term stay, the rows' `graded` times stay); a Llama 3 resubmission
  window (`Today Date` moves, `Cutting Knowledge Date` stays); a regrade desk's bracketed context line
  (`hop=`, Log4j `clock=`; `desk` and `locale` stay); `traceparent` and `tracestate` over a code
  submission; Spanish (`Hora actual:`, UUIDv7 `ID de solicitud:` above a pasted submission), Korean
  (`현재 시각:` 12-hour, ObjectId `세션 ID:`) and Russian (`Текущее время:`, UUIDv7 `ID запроса:` after a
  pasted single-line submission record with `создано`) desks;
* proctored exams: a check-in markdown table (`Desk clock` as a time alone, base64url `Check-in`);
  an ID verification queue "as of" a time alone with a parenthesised ULID snapshot before "for this
  request:"; break rules in a Phi-3 system turn (`Now:` in GNU `date` form before `<|end|>`); a
  room-scan flag review in a Mistral instruction (`Review clock:` in ctime); exam vouchers behind B3
  headers (`X-B3-TraceId`, `X-B3-SpanId`; `X-B3-Sampled` stays); a rescheduling desk in a Gemma user
  turn (`Request time:` in the Windows rendering); French (`Horodatage :`, a JWT `Jeton de session :`),
  Hindi (`वर्तमान समय:` in Devanagari digits after the message) and Thai (`เวลาปัจจุบัน:` in the Buddhist
  era) desks;
* certificates: a certificate rendered with its issue date (today, a British weekday date) and a hex
  render job; an employer verification record "fetched at" a time with a parenthesised lookup id (the
  completion date stays); a badge verifier request (`X-Verify-Nonce`, epoch `X-Verify-Time`; the
  credential's `validFrom` stays); a reissue request's XML elements (.NET round-trip `<received>`,
  `<correlation>`; `<channel>` stays); "Today is <long date>." inside a CPD system sentence; Italian
  (`Data e ora attuali:` after the message), Chinese (`当前时间：`, hex `请求编号：`) and Greek (`Τρέχουσα
  ώρα:`, KSUID) desks;
* video progress: a single-line heartbeat after the learner's message (nanoid `watch_session`, epoch
  ms `hb_at`; player version, position and lesson stay); Go `time.Now().String()` as `Snapshot clock:`
  over a watch data export; `Hop:` and `Sent:` (Python logging) in a system tail; watch-time figures
  "pulled at" a time for an instructor; Turkish (KSUID `Oturum:`), Vietnamese, Polish (lower-case ULID)
  and Hebrew (ObjectId) desks;
* instructor payouts: a payout run's ULID inside a sentence and its start "at" an RFC 3339 time with
  milliseconds and -04:00 over a statement that stays; `Stamped:` in .NET round-trip form; gRPC
  metadata `x-ingress-ns` in nanoseconds; `X-Correlation-ID` and `X-Client-Clock` (`toISOString()`)
  forwarded by the instructor portal; nested YAML of a co-instructor split (`calc_id`, `computed_at`;
  the rule and course stay); Mexican Spanish (upper-case hex `Folio de sesión:`), Indonesian (a footer
  after `--`) and Ukrainian (UUIDv7 session) desks;
* SCORM and xAPI: a completion rules engine's `X-Rules-Run` and `X-Rules-Clock` above an xAPI statement
  whose `id` and `timestamp` stay (`X-Experience-API-Version` stays); a SCORM runtime snapshot (ULID,
  Python `str()`) over the author's pasted `cmi.core` values; cmi5 `KEY=value` lines (`launch_session`
  and `launched` move, `registration` and `au` stay); "The current time is <date> <time>
  (Europe/Berlin)." in an authoring assistant's prompt; Dutch, Swedish (`kl.` times, base64url
  session) and Czech desks;
* the generated family: one program field at three of nine positions (head, system tail, header block
  between two stable lines, after the user's message, footer after `--` above a stable line, YAML front
  matter, a single-line JSON member between stable members, an XML attribute before a stable one, a
  `key=value` pair in a bracketed context line) of 12 bodies, each with a record of its own that stays
  (an order JSON with `created_at` and `paid_at`, a gradebook CSV with `last_modified`, a booking
  e-mail with `Date` and `Message-ID`, a certificate record with a ULID and `issued`, watch events as
  NDJSON with epoch ms `ts`, a payout table, a Spanish xAPI record with `timestamp` and `stored`, a
  German booking with `Erstellt:`, a French submission with `Déposé le`, a Japanese booking with
  `予約日時`, a Portuguese boleto with `Gerado em`, a Korean certificate with `발급일시`); the field is one
  of 18 English and made-up labels (`Wallclock`, `Served at`, `Pulled`, `t0`, `Context time`, `Desk
  clock`, `As of`, `Hop`, `Request`, `Trace`, `Learner session`, `Chat session`, `Nonce`, `Run`,
  `Session token`, `Request received`, `Current week`, `Page opened`) or the "now", request or session
  label of the body's language.

The negatives: 56 pasted records in twenty placements (question above, block first, typed right under
the question line, "<lead-in>:" with a blank line, a question ending in a lead-in with the block on the
next line, an earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral
turns, a RAG document, a ReAct observation, fenced, quoted with "> ", indented, the very end of the
prompt, both sides, a user turn under a system prompt): a payment webhook payload pasted to debug
(`evt_` id, epoch `created`), a receipt e-mail with `Date` and `Message-ID`, an order export whose
paid time precedes its created time, `curl -v` output of a 409 with `date` and `x-request-id`, a refund
ticket with bracketed times, a submission receipt with a UUIDv7, a gradebook export with `Last
Modified`, autograder logfmt with `ts=` and `request_id=`, an LMS submission JSON, a TAs' Slack thread
with `ts`, an exam booking e-mail, check-in syslog lines, a session incident log with elapsed times,
an ICS with `DTSTAMP`, a voucher CSV, an Open Badges credential with a `urn:uuid` and `validFrom`, a
profile's credential listing, exiftool output of a certificate PDF, a reissue ticket, a player sessions
CSV with nanoids, a CDN 403 with `date` and `x-amz-cf-id`, a player console log, a payout statement, a
remittance e-mail, a payout webhook delivery pasted to debug its signature (`webhook-id`,
`webhook-timestamp`, `webhook-signature`), a 1042-S summary, an xAPI statement with `timestamp` and
`stored`, a SCORM API log, an LRS exchange with `X-Experience-API-Consistent-Through`, an xAPI query
result with a `more` link, a cohort ICS with an RRULE; and in other languages a Spanish receipt, a
German invoice, a Japanese payment e-mail, an Arabic receipt in Arabic-Indic digits, a French grade
report, a Portuguese submissions table, a Korean submission, Russian log lines with `trace_id`, a German
exam appointment with `Erstellt:`, Chinese `key=value` with `预约时间`, a Turkish appointment with
`Oluşturulma:`, Hindi admit card JSON with `created_at`, an Italian certificate, a Hebrew confirmation,
a Greek attendance certificate, Vietnamese YAML with `cap_luc`, a Polish progress CSV with `utworzono`,
a Thai watch history in the Buddhist era, Indonesian JSON with `dibuat`, a Dutch progress export, a
Ukrainian payout statement, a Swedish e-mail with `Skickat:`, a Czech statement with `Vytvořeno` and a
Spanish xAPI statement and Japanese SCORM log. 21 look-alikes in program positions (a model, API
version, knowledge cutoff and catalogue header, a Llama 3 header with only its cutoff, a prompt
revision, course front matter with an edition, a closing date and a tenant uuid, single-line JSON with
a tenant and API version, XML attributes with term, time zone and build, support hours, phones and
prices, an IBAN with an instructor id, a SCORM package hash, relative times and a streak, unrendered
`{{current_time}}` and `{{session_id}}`, cohort dates in prose, an exam window, a learner table with a
member-since date, a footer's terms revision, a Gemma handbook approval date, a Phi-3 certificate
validity rule, a Mistral policy date, and German, Japanese and French regulation, terms and scale
versions), 13 values the user asks about or types (a ULID error reference, epochs in s and ms, a JWT,
created and paid times, the user's own clock, few-shot deadlines, ISO weeks, a traceparent, a KSUID, a
live-class time zone question, a Spanish session id, a Japanese epoch, a Russian deadline), two plain
controls, and 12 generated hard negatives: the family's bodies with one stable value (refund policy,
grading scheme, exam rules, knowledge cutoff, player build, payout terms, and in Spanish, German,
French, Japanese, Portuguese and Korean a regulation, terms, scale or policy revision) at a position
the body's positives do not use.

What it is: 202 prompts. 98 carry volatile fields (147 spans): 62 hand-written positives (111 spans;
49 with two fields) and 36 generated ones. 104 carry none. About three prompts in eight (78) are in a
language other than English (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Han,
Japanese, Hangul). The output is deterministic (seeded, moments drawn from 6 to 27 April 2026); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings read (envelope vs payload, per-run ids, documents filled in
for this request, fetch and snapshot times, pasted blocks that open with metadata-like lines, tool
results, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Learning records are content wherever they sit: order, enrolment, submission, attempt, voucher,
  booking, certificate, credential, payout, statement and session-log ids (UUIDv7, ULID, nanoid,
  `evt_`, `po_`, `urn:uuid`), `created_at`, `paid_at`, `enrolled_at`, `submitted_at`, `graded`,
  `last_modified`, `issued`, `validFrom`, xAPI `timestamp` and `stored`, SCORM session times, watch
  events, check-in and incident log times, also when the program fetched them for this request (the
  verification record, the watch-time figures, the ID queue, the live sessions). Only the program's
  stamp and the ids minted for the request, session, run, job, snapshot, lookup, calculation or call
  move.
* Per-user and per-course values stay: learner, instructor, customer and course ids, a cmi5
  `registration`, the cohort, term, catalogue and edition, the payout account and day, prices, support
  hours and a certificate's validity; a cmi5 `launch_session` and its `launched` time move.
* A certificate or invoice rendered for this request takes today's date with its render job: both move;
  the template revision and the completion date stay.
* Headers pasted to be debugged (a payout webhook's signature headers, `curl -v` output, an LRS
  exchange, a CDN response) are content; the same kinds of headers in the program's own positions move.
* Times the user types ("it's 14:05 here", attempt times, a deadline in Moscow time) stay; the
  program's clock next to them moves.
* Spans follow rule 3: "as of", "at" and "(pulled ...)" phrases are cut with their preposition or
  parentheses, leaving "Verification queue for this request:", "Record fetched for this request:",
  "Watch-time figures pulled for this request:", "Payout run started for this statement:" and "Seats
  left in cohort DS-2026-S2: 3"; XML attributes and `key=value` pairs are followed by a stable
  neighbour; single-line JSON members are cut with the comma after them and sit before a stable member;
  volatile members of pretty JSON are never the last member of their object; a field followed by
  `<|im_end|>` or `<|end|>` on its line is an inline span; header lines, YAML keys, markdown rows, XML
  elements, `KEY=value` lines, footer lines and a line holding one field in any script are whole-line
  spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Reviewer:`, `Order:`, `Decision:`, `Check:`,
  `Result:`, `Invoice:`, `Certificate text:`...) or a ChatML or Llama 3 reply header on a line of its own end
  positives; prompts in other languages end with the user's message or with the metadata after it; the
  Gemma, Phi-3 and Mistral positives end with the user's turn (`<end_of_turn>`, `<|end|>`, `[/INST]`),
  and their trailer comes at the end as rule 4 gives it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
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

SEED = 20310917
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout109.jsonl"
SRC = "holdout109:"


def _tz(name: str, hours: int, minutes: int = 0) -> timezone:
    return timezone(timedelta(hours=hours, minutes=minutes), name)


Z: dict[str, timezone] = {
    "UTC": UTC,
    "CEST": _tz("CEST", 2),
    "EEST": _tz("EEST", 3),
    "MSK": _tz("MSK", 3),
    "GST": _tz("GST", 4),
    "IST": _tz("IST", 5, 30),
    "ICT": _tz("ICT", 7),
    "WIB": _tz("WIB", 7),
    "CST8": _tz("CST", 8),
    "KST": _tz("KST", 9),
    "JST": _tz("JST", 9),
    "AEST": _tz("AEST", 10),
    "NZST": _tz("NZST", 12),
    "BRT": _tz("BRT", -3),
    "EDT": _tz("EDT", -4),
    "CSTM": _tz("CST", -6),
    "PDT": _tz("PDT", -7),
    "IDT": _tz("IDT", 3),
}

DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня",
             "жовтня", "листопада", "грудня"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
             "settembre", "ottobre", "novembre", "dicembre"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
             "września", "października", "listopada", "grudnia"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September",
             "Oktober", "November", "Desember"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.",
             "ธ.ค."]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
CS_MONTHS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září",
             "října", "listopadu", "prosince"]


def h12(t: datetime) -> str:
    return f"{t.hour % 12 or 12}:{t:%M}"


def de_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M} Uhr"


def fr_dt(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def es_dt(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def it_dt(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def pt_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t:%M}分"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    return f"{t.year}년 {t.month}월 {t.day}일 {'오전' if t.hour < 12 else '오후'} {h12(t)}"


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M}"


def uk_dt(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M}"


def el_dt(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ar_dt(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M}".translate(ARABIC_INDIC)


def hi_dt(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M}".translate(DEVANAGARI)


def th_dt(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def tr_dt(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def pl_dt(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def vi_dt(t: datetime) -> str:
    return f"{t:%H:%M} ngày {t:%d/%m/%Y}"


def id_dt(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year} pukul {t:%H.%M}"


def he_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def nl_dt(t: datetime) -> str:
    return f"{t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def cs_dt(t: datetime) -> str:
    return f"{t.day}. {CS_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def day_first(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def uk_weekday_date(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def epoch_ns(t: datetime, g: Gen) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def b3(g: Gen) -> tuple[str, str]:
    return g.hex(32), g.hex(16)


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{source}", tags)



class Gen109(Gen):
    """`Gen` with its moments in the three weeks after the European and US clock changes of spring 2026."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 4, 6, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 21 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

# --- hand-written positives: course enrolments and payments -------------------------------------------


@pos
def _checkout_headers(g: Gen) -> Draft:
    t = g.moment(Z["UTC"])
    return P(f"""Host: checkout.lumen-academy.example
{v('request_id', 'X-Request-ID: ' + g.uuid7(t))}
{v('datetime', 'Date: ' + http_date(t))}
Accept-Language: en-GB,en;q=0.8
X-Storefront: lumen-web 7.4.2

You are the enrolment assistant of Lumen Academy. Explain course bundles, prices and payment options.
Never promise a discount that is not listed in the catalogue.

Catalogue: Data Analysis with Python (GBP 149), SQL for Analysts (GBP 99), Analyst Bundle (both, GBP 209).

Learner: If I buy the bundle now, can I start SQL first and Python later?
Assistant:""", "enrol:checkout-headers", ["enrolment", "header_block", "head", "uuid7", "http_date"])


@pos
def _refund_front_matter(g: Gen) -> Draft:
    t = g.moment(Z["IST"])
    enrolled = t - timedelta(days=g.small(3, 12), hours=g.small(1, 9))
    return P(f"""---
tool: refund-eligibility
{v('datetime', 'generated_at: ' + rfc3339(t))}
{v('request_id', 'refund_check: ' + g.ulid(t))}
policy: refunds-v5
---
Decide whether the learner is inside the 14-day refund window and whether more than 30% of the course
has been watched. Quote the policy rule you used.

Learner's enrolment record (pasted by the learner):
order: ORD-{g.digits(7)}
course: Product Management Foundations
enrolled_at: {rfc3339(enrolled)}
progress: 22%

Answer:""", "enrol:refund-front-matter", ["enrolment", "front_matter", "rfc3339", "offset", "ulid",
                                          "pasted_content_neighbour"])


@pos
def _instalments_json_head(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"app":"payplan",{v('request_id', '"req":"' + g.uuid4() + '",')}{v('epoch', '"now_ms":' + str(epoch_ms(t)) + ',')}"market":"IN","currency":"INR"}}
You explain instalment plans for Skillhaus courses. Plans: 3 or 6 monthly payments, no interest, the
first payment is taken at enrolment. A missed payment pauses access after 7 days.

Learner: If I choose 6 payments for the INR 24,000 cloud course, how much is each and when is the last one?
Assistant:""", "enrol:instalments-json", ["enrolment", "json_inline", "head", "uuid", "epoch_ms", "two_in_line"])


@pos
def _coupon_sk_sentence(g: Gen) -> Draft:
    t = g.moment(Z["EDT"])
    return P(f"""You check course coupons for Brightpath Learning. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
A coupon applies only if it is inside its validity window and the course is in its list.

| Code       | Discount | Valid from | Valid until | Courses             |
|------------|----------|------------|-------------|---------------------|
| SPRING26   | 25%      | 2026-03-01 | 2026-05-31  | all                 |
| UXFRIENDS  | USD 40   | 2026-01-15 | 2026-12-31  | UX-101, UX-204      |
| LAUNCH-AI  | 50%      | 2026-06-10 | 2026-06-17  | AI-300              |

Learner: Does UXFRIENDS work on the UX research course UX-204?
Assistant:""", "enrol:coupon-sk", ["enrolment", "inline_sentence", "dotnet_long_datetime", "table_content"])


@pos
def _vat_invoice_job(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    paid = t - timedelta(days=g.small(1, 5), minutes=g.small(5, 600))
    return P(f"""Draft the VAT invoice text for the course purchase below, in German and English side by side.
{v('date', 'Invoice date (today): ' + f'{t:%d.%m.%Y}')}
{v('run_id', 'Render job: ' + g.ksuid(t))}
Seller: Skillhaus GmbH, Torstraße 140, 10119 Berlin, USt-IdNr. DE298765431

Purchase (from the order system):
Order 2026-{g.digits(6)} paid {paid:%d.%m.%Y %H:%M} by card
Course: Kubernetes für Einsteiger, EUR 249.00 incl. 19% USt.

Invoice:""", "enrol:vat-invoice", ["enrolment", "document_today", "ksuid", "dotted_date",
                                   "pasted_content_neighbour"])


@pos
def _tollgate_subscription(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the billing assistant for Codeyard Pro subscriptions. Use the payment context to explain
renewals in plain words. Never show card numbers.

Payment context:
Tollgate-Version: 2025-09-01
Customer: cu_8HkQ2mWzR4
{v('request_id', 'Tollgate-Request: tg_req_' + g.b62(18))}
{v('epoch', 'Tollgate-Sent: ' + str(epoch_s(t)))}
Plan: annual, renews 2026-11-02

Subscriber: I cancelled auto-renew last week, will I still be charged in November?
Assistant:""", "enrol:tollgate-headers", ["enrolment", "header_block", "prefixed_id", "epoch_s",
                                          "stable_neighbours", "invented_label"])


@pos
def _de_kursbuchung(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""{v('datetime', 'Aktuelle Zeit: ' + de_dt(t))}
{v('session_id', 'Sitzungs-ID: ' + g.nanoid())}
Kanal: Web
Du bist der Buchungsassistent der Volkshochschule Online. Erkläre Kurstermine, Preise und
Ermäßigungen. Ermäßigt zahlen Studierende und Rentner 30 % weniger.

Teilnehmerin: Ich bin Rentnerin. Was kostet der Excel-Aufbaukurs (regulär 180 Euro) für mich, und kann
ich per Rechnung zahlen?""", "enrol:de-desk", ["enrolment", "head", "header_block", "localized_now", "nanoid",
                                                  "non_english", "lang:de"])


@pos
def _ja_application(g: Gen) -> Draft:
    t = g.moment(Z["JST"])
    return P(f"""あなたはオンライン講座「まなびば」の受講申込サポートです。料金と支払い方法を丁寧に説明してください。
支払い方法：クレジットカード、コンビニ払い、銀行振込（振込手数料はお客様負担）。

受講者：コンビニ払いの場合、支払期限はいつまでですか？申し込んだのは昨日です。
{v('datetime', '現在日時：' + ja_dt(t))}
{v('request_id', 'リクエストID：' + g.ulid(t))}""", "enrol:ja-desk", ["enrolment", "last_user", "localized_now", "ulid",
                                                                   "non_english", "lang:ja"])


@pos
def _pt_pix(g: Gen) -> Draft:
    t = g.moment(Z["BRT"])
    return P(f"""Você é o assistente de matrículas da Escola Trilha Digital. Explique formas de pagamento e prazos.
Pagamentos por Pix são confirmados em até 10 minutos; boletos em até 2 dias úteis.
{v('datetime', 'Horário do pedido: ' + pt_dt(t))}
{v('session_id', 'ID da sessão: ' + g.uuid4())}
Canal: WhatsApp

Aluno: Paguei a matrícula do curso de UX por Pix há meia hora e ainda não liberou o acesso. O que eu faço?""",
             "enrol:pt-pix", ["enrolment", "system_tail", "localized_now", "uuid", "non_english", "lang:pt"])


@pos
def _ar_fees(g: Gen) -> Draft:
    t = g.moment(Z["GST"])
    return P(f"""أنت مساعد التسجيل في منصة "دروب" للتعلم عبر الإنترنت. أجب عن أسئلة الرسوم وطرق الدفع باختصار.
{v('datetime', 'الوقت الحالي: ' + ar_dt(t))}
{v('request_id', 'معرّف الطلب: ' + g.hex(24))}

المتعلم: هل يمكنني دفع رسوم دورة تحليل البيانات على قسطين؟""", "enrol:ar-desk",
             ["enrolment", "system_tail", "localized_now", "arabic_indic_digits", "hex", "non_english", "lang:ar"])


# --- hand-written positives: LMS gradebooks and submissions -------------------------------------------


@pos
def _autograder_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Explain the autograder result to the student in three short bullet points. Do not reveal the hidden
test cases; say which function failed and what kind of input breaks it.

Result for assignment A4 (linked lists):
test_append ............ ok
test_remove_head ....... ok
test_remove_missing .... FAIL (expected ValueError, got None)
test_reverse ........... ok
Score: 7.5 / 10

--
autograder 4.2.1
{v('run_id', 'run: ' + g.ulid(t))}
{v('epoch', 't0: ' + str(epoch_ms(t)))}
""", "lms:autograder-footer", ["lms", "footer", "tail", "ulid", "epoch_ms", "invented_label"])


@pos
def _milestone_pretty_json(g: Gen) -> Draft:
    t = g.moment(Z["AEST"])
    return P(f"""{{
  "tool": "milestone-check",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"generated_at": "' + rfc3339(t, 3) + '",')}
  "cohort": "UXD-2026-02",
  "milestones": 4
}}
Check the capstone milestones the learner lists against the cohort plan (M1 research plan, M2 interviews,
M3 prototype, M4 usability test) and say which one is missing and what it needs.

Learner's checklist (copied from their project board):
[x] M1 research plan - approved by mentor 2026-03-02
[x] M2 interviews - 5 of 5 done, notes uploaded 2026-03-16
[ ] M3 prototype - Figma link pending
[x] M4 usability test - booked for 2026-04-29

Check:""", "lms:milestone-json", ["lms", "json_block", "head", "uuid", "rfc3339", "offset",
                                  "pasted_content_neighbour"])


@pos
def _retake_chatml(g: Gen) -> Draft:
    t = g.moment(Z["PDT"])
    first = t - timedelta(hours=g.small(20, 30), minutes=g.small(1, 59))
    second = first + timedelta(minutes=g.small(30, 90))
    return P(f"""<|im_start|>system
You check quiz retake cooldowns on Westbrook Online: after two failed attempts a learner waits 24 hours
from the last attempt before the third. Show the arithmetic.
{v('datetime', 'Current time: ' + rfc3339(t))}<|im_end|>
<|im_start|>user
My attempts page says:
Attempt 1: {first:%Y-%m-%d %H:%M} PT, 55%
Attempt 2: {second:%Y-%m-%d %H:%M} PT, 61%
Can I take attempt 3 yet?<|im_end|>
<|im_start|>assistant
""", "lms:retake-chatml", ["lms", "chat_template", "chatml", "inline_before_end", "rfc3339", "offset",
                          "pasted_content_neighbour"])


@pos
def _gradebook_sync_xml(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<gradebook_sync {v('run_id', 'job="' + g.hex(20) + '"')} {v('datetime', 'started="' + py_iso(t) + '"')} course="BIO-110" term="2026-S1">
<row student="s-4471" item="Lab 3" score="8" max="10" graded="2026-02-11T16:02:00Z"/>
<row student="s-4471" item="Quiz 2" score="" max="5" graded=""/>
<row student="s-5020" item="Lab 3" score="10" max="10" graded="2026-02-11T16:05:41Z"/>
</gradebook_sync>
Which rows will the sync skip, and why? List them.
Answer:""", "lms:gradebook-xml", ["lms", "xml_attr", "head", "python_isoformat", "hex", "two_in_line",
                                  "pasted_content_neighbour"])


@pos
def _resubmission_llama3(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You are the course assistant for "Intro to Statistics" on Trellis. Resubmissions are allowed once, within
5 days of the grade being released.<|eot_id|><|start_header_id|>user<|end_header_id|>

My grade for problem set 3 was released on Monday. Can I still resubmit?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""", "lms:resubmission-llama3", ["lms", "chat_template", "llama3", "date", "knowledge_cutoff_neighbour"])


@pos
def _regrade_bracket(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""[ctx desk=regrade {v('request_id', 'hop=' + g.hex(16))} {v('datetime', 'clock=' + log4j_iso(t))} locale=en-IE]
You handle regrade requests for Trellis courses. A regrade can raise or lower the mark. Tell the learner
what to include and how long it takes (up to 7 days).

Learner: I think question 4 on my midterm was marked wrong, the answer key uses a different formula.
Assistant:""", "lms:regrade-bracket", ["lms", "bracket_kv", "head", "hex", "log4j", "invented_label"])


@pos
def _code_traceparent(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: lms=' + g.hex(16) + ',grader=' + g.b64url(9))}
content-type: application/json

You review code submissions for the Codeyard "Python for Data" track. Point out bugs before style and
never rewrite the whole solution.

```python
def mean(xs):
    total = 0
    for x in xs:
        total += x
    return total / len(xs) if xs else 0
```
Reviewer:""", "lms:code-traceparent", ["lms", "head", "header_block", "traceparent", "tracestate"])


@pos
def _es_rubric(g: Gen) -> Draft:
    t = g.moment(Z["CSTM"])
    return P(f"""Eres el asistente de calificación del Diplomado en Ciencia de Datos. Revisa la entrega según la rúbrica
(claridad, código, conclusiones; 0 a 5 cada una) y explica cada puntuación en una frase.
{v('datetime', 'Hora actual: ' + es_dt(t))}
{v('request_id', 'ID de solicitud: ' + g.uuid7(t))}

Entrega del alumno (subida el 3 de marzo):
"Usé una regresión lineal porque los datos parecen lineales. El R² es 0,62, por lo tanto el modelo es
muy bueno."

Califica la entrega.""", "lms:es-rubric", ["lms", "system_tail", "localized_now", "uuid7", "non_english", "lang:es",
                                            "pasted_content_neighbour"])


@pos
def _ko_gradebook(g: Gen) -> Draft:
    t = g.moment(Z["KST"])
    return P(f"""{v('datetime', '현재 시각: ' + ko_dt(t))}
{v('session_id', '세션 ID: ' + g.objectid(t))}
당신은 온라인 강의 플랫폼 '배움터'의 성적 안내 도우미입니다. 성적 산정 방식은 과제 40%, 퀴즈 20%, 기말 40%입니다.

수강생: 과제 평균이 85점, 퀴즈 평균이 70점이면 기말에서 몇 점을 받아야 A(90점 이상)가 되나요?""", "lms:ko-gradebook",
             ["lms", "head", "localized_now", "objectid", "non_english", "lang:ko"])


@pos
def _ru_submission(g: Gen) -> Draft:
    t = g.moment(Z["MSK"])
    made = t - timedelta(hours=g.small(2, 40), minutes=g.small(1, 59))
    return P(f"""Ты помощник преподавателя на платформе «Курсариум». Объясни студенту, почему его работа не прошла
автоматическую проверку формата.

Студент: Вот что показывает система, почему «отклонено»?
{{"submission": "{g.uuid7(made)}", "создано": "{made:%Y-%m-%dT%H:%M:%S}+03:00", "файл": "lab5.ipynb", "размер_мб": 31.4, "статус": "отклонено", "причина": "size_limit_25mb"}}
{v('datetime', 'Текущее время: ' + ru_dt(t))}
{v('request_id', 'ID запроса: ' + g.uuid7(t))}""", "lms:ru-submission",
             ["lms", "last_user", "localized_now", "uuid7", "pasted_content_neighbour", "non_english", "lang:ru"])


# --- hand-written positives: proctored exams ----------------------------------------------------------


@pos
def _checkin_table(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    t = t.replace(hour=14, minute=g.small(2, 20))
    return P(f"""You are the check-in assistant for Quillmark online exams. Walk the candidate through the check-in
steps in order (ID photo, room scan, desk scan, phone out of reach). Keep each step to one sentence.

| Check-in      | Value                      |
|---------------|----------------------------|
| Candidate     | Maren Solberg              |
| Exam          | Cloud Practitioner (mock)  |
| Scheduled     | 14:30 CEST                 |
{v('datetime', '| Desk clock    | ' + f'{t:%H:%M:%S}' + '                   |')}
{v('session_id', '| Check-in      | ' + g.b64url(12) + '           |')}

Candidate: My webcam only shows half the desk, is that a problem?
Assistant:""", "exam:checkin-table", ["proctored_exam", "md_table", "time_alone", "b64url", "invented_label",
                                       "stable_neighbours"])


@pos
def _id_queue_as_of(g: Gen) -> Draft:
    t = g.moment()
    t = t.replace(hour=14, minute=g.small(48, 50), second=g.small(0, 60))
    return P(f"""You help the verification team of Quillmark prioritise ID checks. Candidates whose exam starts within
15 minutes go first; then by waiting time.

Verification queue {v('datetime', 'as of ' + f'{t:%H:%M:%S}' + ' UTC')} {v('run_id', '(snapshot ' + g.ulid(t) + ')')} for this request:
| Candidate | Exam starts (UTC) | Waiting since (UTC) | Issue                  |
|-----------|-------------------|---------------------|------------------------|
| C-20931   | 15:00             | 14:41               | glare on passport      |
| C-20977   | 14:50             | 14:47               | name mismatch (middle) |
| C-21004   | 16:30             | 14:22               | expired ID             |

Order:""", "exam:id-queue", ["proctored_exam", "inline_phrase", "time_alone", "ulid", "two_in_line",
                              "pasted_content_neighbour"])


@pos
def _break_phi3(g: Gen) -> Draft:
    t = g.moment(Z["EDT"])
    return P(f"""<|system|>
You are the exam-day assistant for Quillmark online exams. In exams longer than 2 hours a candidate may take
one break of up to 10 minutes; the exam timer keeps running during the break.
{v('datetime', 'Now: ' + unix_date(t))}<|end|>
<|user|>
I'm 70 minutes into the 150-minute data engineering exam. If I take the break now, do I lose the time?<|end|>
""", "exam:break-phi3", ["proctored_exam", "chat_template", "phi3", "inline_before_end", "unix_date"])


@pos
def _roomscan_mistral(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<s>[INST] You review room-scan flags for Quillmark online exams. Decide "uphold" or "clear" and give one
reason. Books on a shelf behind the candidate are allowed; notes on the desk are not.
{v('datetime', 'Review clock: ' + ctime(t))}

Flag F-88213: "Paper visible on desk during room scan, candidate says it is the blank scratch sheet
allowed for this exam (1 sheet, shown both sides at 00:02:14)." [/INST]""", "exam:roomscan-mistral",
             ["proctored_exam", "chat_template", "mistral", "ctime", "invented_label"])


@pos
def _voucher_b3(g: Gen) -> Draft:
    trace, span = b3(g)
    return P(f"""X-B3-Sampled: 1
{v('trace_id', 'X-B3-TraceId: ' + trace)}
{v('trace_id', 'X-B3-SpanId: ' + span)}
X-Client: exam-store/3.9

You help candidates redeem exam vouchers for the Northgate certification exams. A voucher is valid for
one exam attempt and must be redeemed before its expiry date; it cannot be extended.

Candidate: My voucher NGV-5521-KQ expires on 31 March. Can I book an exam date in April with it?
Assistant:""", "exam:voucher-b3", ["proctored_exam", "head", "header_block", "b3", "stable_neighbours"])


@pos
def _reschedule_gemma(g: Gen) -> Draft:
    t = g.moment(Z["EDT"])
    return P(f"""<start_of_turn>user
You are the rescheduling desk for Northgate certification exams. Rescheduling is free up to 48 hours before
the appointment and costs USD 50 after that; no-shows forfeit the fee.
{v('datetime', 'Request time: ' + windows_general(t))}

My exam is on Friday at 9:00 AM Eastern. Can I move it to next week without paying?
<end_of_turn>""", "exam:reschedule-gemma", ["proctored_exam", "chat_template", "gemma", "windows_datetime"])


@pos
def _fr_surveillance(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""Tu es l'assistant des candidats pour les examens surveillés en ligne de l'Institut Horizon. Réponds
brièvement et cite la règle du règlement d'examen.
{v('datetime', 'Horodatage : ' + fr_dt(t))}
{v('token', 'Jeton de session : ' + g.jwt(t, 'cand-30418'))}
Règlement : v2026.1

Candidat : Ma connexion a coupé pendant 4 minutes au milieu de l'épreuve. Est-ce que mon examen est annulé ?""",
             "exam:fr-desk", ["proctored_exam", "system_tail", "localized_now", "jwt", "non_english", "lang:fr"])


@pos
def _hi_exam(g: Gen) -> Draft:
    t = g.moment(Z["IST"])
    return P(f"""आप "ज्ञानपथ" ऑनलाइन परीक्षा केंद्र के सहायक हैं। परीक्षार्थियों को परीक्षा के नियम सरल भाषा में बताइए।
परीक्षा के दौरान मोबाइल फ़ोन कमरे से बाहर होना चाहिए।

परीक्षार्थी: क्या मैं परीक्षा के दौरान पानी की बोतल रख सकता हूँ?
{v('datetime', 'वर्तमान समय: ' + hi_dt(t))}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}""", "exam:hi-desk",
             ["proctored_exam", "last_user", "localized_now", "devanagari_digits", "uuid", "non_english", "lang:hi"])


@pos
def _th_exam(g: Gen) -> Draft:
    t = g.moment(Z["ICT"])
    return P(f"""{v('datetime', 'เวลาปัจจุบัน: ' + th_dt(t))}
{v('session_id', 'รหัสเซสชัน: ' + g.nanoid())}
คุณคือผู้ช่วยของศูนย์สอบออนไลน์ "เรียนดี" ตอบคำถามเรื่องการเลื่อนสอบและการยืนยันตัวตนอย่างสุภาพ

ผู้สมัครสอบ: บัตรประชาชนของฉันหมดอายุเมื่อเดือนที่แล้ว ใช้ยืนยันตัวตนได้ไหมคะ""", "exam:th-desk",
             ["proctored_exam", "head", "localized_now", "buddhist_era", "nanoid", "non_english", "lang:th"])


# --- hand-written positives: certificates -------------------------------------------------------------


@pos
def _certificate_issue_today(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Fill in the certificate text for the learner below. Use the exact course title and the hours from the
record; do not add grades.
{v('date', 'Issue date (today): ' + uk_weekday_date(t))}
{v('run_id', 'Render job: ' + g.hex(12))}
Template: cert-classic-a4 (rev. 2025-10)

Learner record: Ayodele Okafor, "Financial Modelling in Excel", 18 hours, completed 2026-01-27.

Certificate text:""", "cert:issue-today", ["certificate", "document_today", "long_date", "hex", "stable_neighbours"])


@pos
def _verification_fetched(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You answer employers who verify Lumen Academy certificates. Confirm only what the record says.

Record fetched {v('datetime', 'at ' + rfc3339(t, 6))} {v('run_id', '(lookup ' + g.hex(10) + ')')} for this request:
certificate: LA-2025-0418-7731
holder: Tomasz Wieczorek
course: Cloud Security Essentials
completed: 2025-04-18
status: valid (no expiry)

Employer: Can you confirm this candidate completed the course in 2025 and that the certificate is genuine?
Assistant:""", "cert:verification-fetched", ["certificate", "inline_phrase", "rfc3339", "hex", "two_in_line",
                                             "pasted_content_neighbour"])


@pos
def _credential_verify_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Verify the Open Badges credential below and tell the learner whether it will display correctly in their
wallet. Report any field that is missing.

Request to the badge verifier:
POST /v3/verify HTTP/1.1
Host: verify.badgeforge.example
{v('nonce', 'X-Verify-Nonce: ' + g.b64url(18))}
{v('epoch', 'X-Verify-Time: ' + str(epoch_s(t)))}
Content-Type: application/ld+json

{{"type": ["VerifiableCredential", "OpenBadgeCredential"], "issuer": {{"id": "https://badgeforge.example/issuers/72"}}, "validFrom": "2025-11-20T00:00:00Z", "credentialSubject": {{"achievement": {{"name": "Agile Facilitation"}}}}}}

Result:""", "cert:verify-headers", ["certificate", "http_request", "nonce", "epoch_s", "pasted_content_neighbour"])


@pos
def _reissue_xml_elements(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""<request_meta>
  {v('datetime', '<received>' + dotnet_o(t, g.small(0, 10)) + '</received>')}
  {v('request_id', '<correlation>' + g.uuid4() + '</correlation>')}
  <channel>email</channel>
</request_meta>
You handle certificate reissue requests for Skillhaus. A name change needs an official document; a
reissue keeps the original completion date and certificate number.

Learner: I got married and changed my surname. Can my Scrum certificate show my new name and today's date?
Assistant:""", "cert:reissue-xml", ["certificate", "xml_element", "head", "dotnet_roundtrip", "uuid",
                                     "stable_neighbours"])


@pos
def _cpd_today_sentence(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the CPD points assistant of the Allied Health e-Learning Hub. {v('date', 'Today is ' + long_date(t) + '.')} Members
need 30 CPD points per two-year cycle; one hour of accredited learning is one point.

Member: I have 22 points and my cycle ends in June. Which short courses would get me over the line?
Assistant:""", "cert:cpd-today", ["certificate", "inline_sentence", "long_date"])


@pos
def _it_attestato(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""Sei l'assistente della piattaforma Impara+ per gli attestati di fine corso. Rispondi in italiano, in modo
chiaro. L'attestato si scarica dalla pagina del corso quando l'avanzamento è al 100%.

Corsista: Ho finito tutte le lezioni ma l'attestato non compare. Il corso è "Sicurezza sul lavoro, rischio
basso".
{v('datetime', 'Data e ora attuali: ' + it_dt(t))}
{v('session_id', 'ID sessione: ' + g.uuid4())}""", "cert:it-desk",
             ["certificate", "last_user", "localized_now", "uuid", "non_english", "lang:it"])


@pos
def _zh_certificate(g: Gen) -> Draft:
    t = g.moment(Z["CST8"])
    return P(f"""你是"学海在线"课程平台的证书客服。请用简体中文回答，语气友好。证书编号在证书右下角。
{v('datetime', '当前时间：' + zh_dt(t))}
{v('request_id', '请求编号：' + g.hex(16))}

学员：我的证书上名字拼错了，重新开证书需要多久？""", "cert:zh-desk",
             ["certificate", "system_tail", "localized_now", "hex", "non_english", "lang:zh"])


@pos
def _el_certificate(g: Gen) -> Draft:
    t = g.moment(Z["EEST"])
    return P(f"""{v('datetime', 'Τρέχουσα ώρα: ' + el_dt(t))}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.ksuid(t))}
Είσαι ο βοηθός πιστοποιητικών της πλατφόρμας «Μάθηση Online». Απάντησε σύντομα και στα ελληνικά.

Εκπαιδευόμενη: Μπορώ να πάρω το πιστοποιητικό και στα αγγλικά;""", "cert:el-desk",
             ["certificate", "head", "localized_now", "ksuid", "non_english", "lang:el"])


# --- hand-written positives: video progress -----------------------------------------------------------


@pos
def _resume_heartbeat_json(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the lesson player's helper for Codeyard. Tell the learner where they stopped and what the
lesson covers next. Do not mention technical fields.

Lesson L-07 "Joins in practice" chapters: 00:00 intro, 03:40 inner joins, 11:15 outer joins, 19:02 exercise.

Learner: where was I in this one?
{{"player":"5.2.1",{v('session_id', '"watch_session":"' + g.nanoid() + '",')}{v('epoch', '"hb_at":' + str(epoch_ms(t)) + ',')}"position_s":712,"lesson":"L-07"}}
Assistant:""", "video:resume-heartbeat", ["video_progress", "json_inline", "last_user", "nanoid", "epoch_ms",
                                          "two_in_line", "invented_label"])


@pos
def _completion_go_string(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    mono = f"{g.small(1, 9000)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Snapshot clock: ' + go_string(t, g.small(1, 1000), mono))}
You explain video completion rules for Skillhaus courses: a video counts as complete at 90% watched;
skipping ahead does not count; playback at up to 2x speed counts.

Watch data for the learner's course (program export):
video   length   watched   max_position
V1      12:40    12:40     12:40
V2      18:05    15:10     18:05
V3      09:30    08:52     09:30

Learner: Why is my course stuck at 67% when I reached the end of every video?
Assistant:""", "video:completion-go", ["video_progress", "head", "go_time_string", "invented_label",
                                       "pasted_content_neighbour"])


@pos
def _captions_hop(g: Gen) -> Draft:
    t = g.moment(Z["UTC"])
    return P(f"""You answer accessibility requests for Lumen Academy videos. Captions exist in English and Spanish for all
courses; other languages are machine-translated on request within 5 working days.
{v('request_id', 'Hop: ' + g.hex(16))}
{v('datetime', 'Sent: ' + py_logging(t))}
Route: support-widget

Learner: Could the Excel course get Polish captions? My dad wants to take it.
Assistant:""", "video:captions-hop", ["video_progress", "system_tail", "hex", "python_logging", "invented_label",
                                      "stable_neighbours"])


@pos
def _watch_time_pulled(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You help instructors read their course analytics. Point out where learners drop off and suggest one change.

Watch-time figures pulled {v('datetime', 'at ' + iso_space(t) + ' UTC')} for this request:
Lesson                      Starts   Avg watched   Finished
1 Welcome                   4,120    96%           3,955
2 Setting up the tools      3,870    71%           2,410
3 First project             2,380    88%           2,101
4 Debugging basics          2,090    54%           1,030

Instructor: Where am I losing people?
Assistant:""", "video:watch-time-pulled", ["video_progress", "inline_phrase", "iso", "pasted_content_neighbour"])


@pos
def _tr_video(g: Gen) -> Draft:
    t = g.moment(Z["MSK"])
    return P(f"""Sen "Öğrenkent" platformunun video yardımcısısın. Öğrencilere video oynatma sorunlarında adım adım yardım
et. Videolar 360p, 720p ve 1080p kalitede sunulur.
{v('datetime', 'Şu anki zaman: ' + tr_dt(t))}
{v('session_id', 'Oturum: ' + g.ksuid(t))}

Öğrenci: Videolar her 30 saniyede bir donuyor, internetim 20 Mbps.""", "video:tr-desk",
             ["video_progress", "system_tail", "localized_now", "ksuid", "non_english", "lang:tr"])


@pos
def _vi_video(g: Gen) -> Draft:
    t = g.moment(Z["ICT"])
    return P(f"""Bạn là trợ lý học tập của nền tảng "Học Mãi". Hãy giúp học viên hiểu tiến độ xem video của khóa học.

Học viên: Tôi đã xem hết bài 5 nhưng hệ thống vẫn báo chưa hoàn thành, tại sao vậy?
{v('datetime', 'Thời gian hiện tại: ' + vi_dt(t))}
{v('request_id', 'Mã yêu cầu: ' + g.uuid7(t))}""", "video:vi-desk",
             ["video_progress", "last_user", "localized_now", "uuid7", "non_english", "lang:vi"])


@pos
def _pl_video(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""{v('datetime', 'Bieżąca data i godzina: ' + pl_dt(t))}
{v('request_id', 'ID żądania: ' + g.ulid(t).lower())}
Jesteś asystentem platformy kursów online „Akademia Plus”. Pomagasz kursantom z odtwarzaczem wideo.
Prędkość odtwarzania można ustawić od 0,5x do 2x.

Kursant: Czy jak oglądam na 2x, to lekcja zalicza się normalnie do ukończenia kursu?""", "video:pl-desk",
             ["video_progress", "head", "localized_now", "ulid_lower", "non_english", "lang:pl"])


@pos
def _he_video(g: Gen) -> Draft:
    t = g.moment(Z["IDT"])
    return P(f"""אתה העוזר של פלטפורמת הקורסים "לומדים ברשת". ענה בעברית וקצר.
{v('datetime', 'השעה כעת: ' + he_dt(t))}
{v('request_id', 'מזהה בקשה: ' + g.objectid(t))}

לומד: אפשר להוריד את הסרטונים של הקורס ולצפות בהם בטיסה?""", "video:he-desk",
             ["video_progress", "system_tail", "localized_now", "objectid", "non_english", "lang:he"])


# --- hand-written positives: instructor payouts -------------------------------------------------------


@pos
def _payout_run_sentence(g: Gen) -> Draft:
    t = g.moment(Z["EDT"])
    return P(f"""You explain monthly payout statements to instructors on Brightpath. Instructors earn 50% of net revenue
(after refunds and payment fees); payouts under USD 50 roll over to the next month.

Payout run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t, 3))} for this statement:
Gross sales            USD 2,480.00
Refunds                USD  -210.00
Payment fees           USD   -91.40
Net revenue            USD 2,178.60
Instructor share 50%   USD 1,089.30

Instructor: Why is my payout not half of my gross sales?
Assistant:""", "payout:run-sentence", ["instructor_payout", "inline_id", "inline_phrase", "ulid", "rfc3339",
                                       "offset", "pasted_content_neighbour"])


@pos
def _taxform_stamped(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""You help instructors outside the US with tax forms for their Brightpath payouts. Explain which form
applies (W-8BEN for individuals, W-8BEN-E for companies) and what the treaty rate means. No tax advice.
Instructor country: Portugal
Payout method: SEPA
{v('datetime', 'Stamped: ' + dotnet_o(t, g.small(0, 10)))}

Instructor: I teach as a sole trader. Which form do I fill in, and will 30% be withheld?
Assistant:""", "payout:taxform-stamped", ["instructor_payout", "system_tail", "dotnet_roundtrip", "invented_label",
                                          "stable_neighbours"])


@pos
def _revshare_grpc(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: payouts-svc/grpc-java 1.66.0
  {v('epoch', 'x-ingress-ns: ' + str(epoch_ns(t, g)))}

You answer questions about the Codeyard revenue share. Courses sold through the instructor's own coupon
pay 97%; organic marketplace sales pay 37%; ads-driven sales pay 25%.

Instructor: Last month 40 sales came from my coupon and 60 from the marketplace, all at USD 20. What do I get?
Assistant:""", "payout:revshare-grpc", ["instructor_payout", "head", "yaml_block", "epoch_ns", "invented_label",
                                        "stable_neighbours"])


@pos
def _clawback_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You explain refund clawbacks to instructors: when a learner is refunded after the payout, the instructor's
share is deducted from the next payout.

Forwarded by the instructor portal:
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
{v('datetime', 'X-Client-Clock: ' + js_iso(t))}
X-Portal-Version: 12.3.0

Instructor: There is a -USD 45 line called "adjustment" on my statement. What is that?
Assistant:""", "payout:clawback-headers", ["instructor_payout", "header_block", "uuid", "js_iso", "stable_neighbours"])


@pos
def _split_calc_yaml(g: Gen) -> Draft:
    t = g.moment(Z["UTC"])
    return P(f"""request:
  desk: co-instructor-split
  calc:
    {v('run_id', 'calc_id: ' + g.ulid(t))}
    {v('datetime', 'computed_at: ' + rfc3339(t))}
    rule: split-by-video-minutes
  course: crs_4410

Explain to the two co-instructors how this month's USD 1,800.00 instructor share is split when Ana recorded
210 of the course's 300 video minutes and Ben recorded 90.
Answer:""", "payout:split-yaml", ["instructor_payout", "nested_yaml", "head", "ulid", "rfc3339",
                                   "stable_neighbours"])


@pos
def _es_payout(g: Gen) -> Draft:
    t = g.moment(Z["CSTM"])
    return P(f"""{v('datetime', 'Fecha y hora de la consulta: ' + es_dt(t))}
{v('session_id', 'Folio de sesión: ' + g.hex(16).upper())}
Eres el asistente de pagos para instructores de la plataforma Aula Viva. Los pagos se envían el día 15 de
cada mes si el saldo supera 1.000 MXN.

Instructora: Mi saldo es de 870 MXN. ¿Se acumula para el mes que viene o lo pierdo?""", "payout:es-desk",
             ["instructor_payout", "head", "localized_now", "hex_upper", "non_english", "lang:es"])


@pos
def _id_payout(g: Gen) -> Draft:
    t = g.moment(Z["WIB"])
    return P(f"""Kamu adalah asisten pembayaran instruktur di platform Kelas Pintar. Jawab dengan singkat dalam bahasa
Indonesia. Pembayaran dikirim setiap tanggal 10 ke rekening bank yang terdaftar.

Instruktur: Saya ganti rekening bank minggu lalu, apakah pembayaran bulan ini masuk ke rekening baru?

--
{v('datetime', 'Waktu permintaan: ' + id_dt(t) + ' WIB')}
{v('request_id', 'ID permintaan: ' + g.uuid4())}""", "payout:id-desk",
             ["instructor_payout", "footer", "tail", "localized_now", "uuid", "non_english", "lang:id"])


@pos
def _uk_payout(g: Gen) -> Draft:
    t = g.moment(Z["EEST"])
    return P(f"""Ти помічник з виплат для викладачів платформи «Знання Онлайн». Пояснюй коротко і українською.
{v('datetime', 'Поточний час: ' + uk_dt(t))}
{v('session_id', 'Ідентифікатор сесії: ' + g.uuid7(t))}

Викладач: Чому з моєї виплати утримали комісію 3%?""", "payout:uk-desk",
             ["instructor_payout", "system_tail", "localized_now", "uuid7", "non_english", "lang:uk"])


# --- hand-written positives: SCORM and xAPI -----------------------------------------------------------


@pos
def _rules_engine_headers(g: Gen) -> Draft:
    t = g.moment()
    st = t - timedelta(seconds=g.small(2, 40), microseconds=g.small(1, 999999))
    return P(f"""X-Experience-API-Version: 1.0.3
{v('run_id', 'X-Rules-Run: ' + g.uuid7(t))}
{v('datetime', 'X-Rules-Clock: ' + rfc3339(t, 6))}

Decide whether the statement below should mark the module "Safe Lifting" as complete for the learner.
The completion rule is: verb "completed" with result.success true, or a score of 0.8 or more.

{{"id": "{g.uuid4()}", "actor": {{"mbox": "mailto:l.ferreira@example.org"}}, "verb": {{"id": "http://adlnet.gov/expapi/verbs/passed"}}, "object": {{"id": "https://courses.skillhaus.example/safe-lifting"}}, "result": {{"score": {{"scaled": 0.85}}, "success": true}}, "timestamp": "{rfc3339(st, 3)}"}}

Decision:""", "xapi:rules-engine", ["scorm_xapi", "head", "header_block", "uuid7", "rfc3339", "invented_label",
                                   "pasted_content_neighbour"])


@pos
def _scorm_snapshot(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You debug SCORM 1.2 packages for course authors. Explain why the LMS shows "incomplete" and what the
package must send.
{v('run_id', 'Snapshot: ' + g.ulid(t))}
{v('datetime', 'Taken: ' + py_str(t))}

Runtime data for the attempt (from the author):
cmi.core.lesson_status = incomplete
cmi.core.score.raw = 92
cmi.core.session_time = 00:41:08
cmi.suspend_data = p7|q12|done
LMSCommit("") = true
LMSFinish("") not called

Answer:""", "xapi:scorm-snapshot", ["scorm_xapi", "system_tail", "ulid", "python_str_datetime",
                                     "pasted_content_neighbour"])


@pos
def _cmi5_session(g: Gen) -> Draft:
    t = g.moment(Z["NZST"])
    return P(f"""You are the cmi5 helper of the Kiwi Skills catalogue. Explain to the learner why a module says "waived"
or "abandoned" in their record.
registration=4c1f2a7e-9b3d-4e5a-8f6c-2d1b0a9e8c7f
{v('session_id', 'launch_session=' + g.uuid4())}
{v('datetime', 'launched=' + rfc3339(t))}
au=forklift-theory-02

Learner: My forklift theory module now says abandoned. I only closed the tab.
Assistant:""", "xapi:cmi5-session", ["scorm_xapi", "key_value_lines", "uuid", "rfc3339", "offset",
                                      "stable_uuid_neighbour"])


@pos
def _templated_current_time(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""You are the authoring assistant of Trellis Studio. You help course authors publish SCORM and xAPI
packages. {v('datetime', f'The current time is {t:%Y-%m-%d %H:%M} (Europe/Berlin).')}

Author: If I publish the updated package now, will learners who are halfway through keep their progress?
Assistant:""", "xapi:templated-time", ["scorm_xapi", "inline_sentence", "iso_minutes"])


@pos
def _nl_xapi(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""Je bent de assistent van het leerplatform LeerLijn. Leg uit hoe voortgang uit e-learningmodules wordt
bijgehouden.
{v('datetime', 'Huidige tijd: ' + nl_dt(t))}
{v('request_id', 'Verzoek-ID: ' + g.uuid4())}

Cursist: Ik heb de module offline gedaan in de app. Komt mijn score later nog in mijn dossier?""", "xapi:nl-desk",
             ["scorm_xapi", "system_tail", "localized_now", "uuid", "non_english", "lang:nl"])


@pos
def _sv_xapi(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""{v('datetime', f'Aktuell tid: {t:%Y-%m-%d} kl. {t:%H:%M}')}
{v('session_id', 'Sessions-ID: ' + g.b64url(16))}
Du är kursassistent på utbildningsplattformen Lärstigen. Svara kort på svenska.

Deltagare: Varför syns inte mitt resultat från säkerhetsutbildningen i min kursöversikt?""", "xapi:sv-desk",
             ["scorm_xapi", "head", "localized_now", "b64url", "non_english", "lang:sv"])


@pos
def _cs_xapi(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""Jsi asistent vzdělávací platformy Učírna. Odpovídej česky a stručně.

Účastník: Kurz mi ukazuje 100 %, ale certifikát se nevygeneroval. Co mám udělat?
{v('datetime', 'Aktuální čas: ' + cs_dt(t))}
{v('request_id', 'ID požadavku: ' + g.hex(32))}""", "xapi:cs-desk",
             ["scorm_xapi", "last_user", "localized_now", "hex", "non_english", "lang:cs"])



# --- hand-written positives: two more enrolment desks ---------------------------------------------------


@pos
def _seats_pulled_inline(g: Gen) -> Draft:
    t = g.moment(Z["CEST"])
    return P(f"""You are the cohort enrolment assistant of Lumen Academy. When seats are low, say so plainly and never
pressure the learner.
Seats left in cohort DS-2026-S2: 3 {v('datetime', '(pulled ' + day_first(t) + ')')}

Learner: I want to join the summer data science cohort but I need my employer to approve the cost first.
Will a seat still be there next week?
Assistant:""", "enrol:seats-pulled", ["enrolment", "inline_parenthesis", "day_first", "invented_label",
                                       "stable_neighbours"])


@pos
def _live_sessions_tool_result(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You help learners pick a live onboarding session for their Codeyard team plan. Offer at most two
sessions that fit the learner's time zone.

<tool_result {v('request_id', 'call_id="call_' + g.b62(22) + '"')} {v('datetime', 'finished="' + dd_mon(t) + '"')} name="live_sessions">
Tue 12 May 2026 08:00 UTC  Onboarding for team admins  (seats: 14)
Wed 13 May 2026 16:00 UTC  Onboarding for team admins  (seats: 2)
Thu 14 May 2026 23:00 UTC  Onboarding for team admins  (seats: 20)
</tool_result>

Learner: I'm in Singapore and I can only do evenings after 19:00 my time.
Assistant:""", "enrol:live-sessions-tool", ["enrolment", "xml_attr", "tool_result", "prefixed_id", "dd_mon",
                                            "two_in_line", "pasted_content_neighbour"])

# --- generated positives: one program field, nine positions, twelve bodies with records of their own ---


@dataclass
class Body:
    name: str
    lang: str
    app: str
    system: str
    intro: str
    record: str
    user: str
    question: str
    cue: str | None
    stable: list[tuple[str, str, str]]
    neg_field: tuple[str, str, str]


BODIES: list[Body] = [
    Body("enrol-order", "en", "lumen-enrol",
         "You are the enrolment assistant of Lumen Academy. Explain orders and access in plain words.",
         "Here is my order as the account page shows it:",
         """{"order": "0195b3c2-7e41-7a10-9c3d-5e8f1a2b4c6d", "course": "UX Research Basics", "created_at": "2026-03-02T21:14:09Z", "paid_at": "2026-03-04T08:01:55Z", "status": "paid"}""",
         "Learner", "Why did my access only start on the 4th if I ordered on the 2nd?", "Assistant:",
         [("Channel", "channel", "web"), ("Catalogue", "catalogue", "2026.1")],
         ("Refund policy", "refund_policy", "rev. 2025-09-15")),
    Body("gradebook-csv", "en", "trellis-grades",
         "You are the Trellis gradebook helper. Explain how the course total is calculated.",
         "My grades export:",
         """item,score,max,weight,last_modified
Lab 1,9,10,10%,2026-02-03 16:20
Lab 2,7,10,10%,2026-02-17 09:05
Midterm,41,50,30%,2026-03-01 12:44
Project,,100,50%,""",
         "Learner", "What total do I have now, counting only graded items?", "Answer:",
         [("Course", "course", "BIO-110"), ("Term", "term", "2026-S1")],
         ("Grading scheme", "grading_scheme", "2025-08 revision")),
    Body("exam-booking", "en", "northgate-exams",
         "You answer candidates' questions about Northgate online exams and the exam-day rules.",
         "My booking confirmation:",
         """From: Northgate Exams <bookings@northgate.example>
Date: Tue, 3 Mar 2026 10:12:40 +0000
Message-ID: <nge.20260303101240.71c2@northgate.example>
Subject: Booking confirmed: Data Engineering Associate

Appointment: Fri 15 May 2026, 09:00 (Europe/London), online
Booking reference: NGE-7F3K-22Q""",
         "Candidate", "Can I use a second monitor if I unplug it before check-in?", "Assistant:",
         [("Exam programme", "programme", "DEA-2026"), ("Region", "region", "eu-west-2")],
         ("Exam rules", "rules", "version 2026.1")),
    Body("cert-record", "en", "skillhaus-certs",
         "You help Skillhaus learners share and verify their certificates.",
         "This is my certificate record:",
         """credential_id: 01JNF4Q8Z6W2K9T3B5R7M1X0VD
course: Scrum Product Owner
issued: 2026-02-27T14:03:11+01:00
expires: never
verify_url: https://verify.skillhaus.example/c/01JNF4Q8Z6W2K9T3B5R7M1X0VD""",
         "Learner", "How do I add this to my LinkedIn profile so the link works?", "Assistant:",
         [("Issuer", "issuer", "Skillhaus GmbH"), ("Locale", "locale", "en-GB")],
         ("Knowledge cutoff", "knowledge_cutoff", "2024-06")),
    Body("video-ndjson", "en", "codeyard-player",
         "You help Codeyard learners understand their lesson progress.",
         "I exported my watch events from the app:",
         """{"ts":1772615401200,"event":"play","pos":0}
{"ts":1772615889420,"event":"pause","pos":488}
{"ts":1772702210050,"event":"play","pos":488}
{"ts":1772702631700,"event":"ended","pos":909}""",
         "Learner", "How many minutes did I actually watch in total?", "Answer:",
         [("Player", "player", "5.2.1"), ("Plan", "plan", "Pro")],
         ("Player build", "player_build", "2026.02.3")),
    Body("payout-table", "en", "brightpath-payouts",
         "You explain payouts to Brightpath instructors. Payouts are sent on the 15th.",
         "My last three payouts:",
         """| Payout     | Paid on    | Amount      | Status   |
|------------|------------|-------------|----------|
| po_8KQ21   | 2025-12-15 | USD 1,204.10 | paid    |
| po_9LZ40   | 2026-01-15 | USD 38.00    | rolled over |
| po_A3M77   | 2026-02-16 | USD 1,311.55 | paid    |""",
         "Instructor", "Why was January rolled over and why did February arrive on the 16th?", "Assistant:",
         [("Instructor ID", "instructor", "ins_73K2Q"), ("Payout method", "method", "SEPA")],
         ("Payout terms", "terms", "rev. 2025-11-01")),
    Body("xapi-es", "es", "aula-viva-lrs",
         "Eres el asistente de Aula Viva para registros de aprendizaje. Explica los registros con claridad.",
         "Este es el registro que me devolvió la plataforma:",
         """{"id": "7d4e1b2a-3c5f-4a6e-9b8d-0f1e2d3c4b5a", "verbo": "completed", "actividad": "Excel intermedio, módulo 3", "timestamp": "2026-03-01T18:42:07-06:00", "stored": "2026-03-01T18:42:09.311-06:00"}""",
         "Alumno", "¿Por qué mi módulo aparece completado el 1 de marzo si lo terminé el 2?", None,
         [("Canal", "canal", "web"), ("Idioma", "idioma", "es-MX")],
         ("Reglamento", "reglamento", "versión 2025-10")),
    Body("kurs-de", "de", "vhs-online",
         "Du bist der Kursassistent der Volkshochschule Online. Antworte kurz und auf Deutsch.",
         "Meine Buchungsbestätigung:",
         """Buchungsnummer: VHS-26-11873
Kurs: Spanisch A2, online (10 Termine)
Erstellt: 28.02.2026 19:47
Erster Termin: Di., 12.05.2026, 18:00 Uhr
Betrag: 129,00 EUR (per Lastschrift)""",
         "Teilnehmer", "Kann ich noch in den Mittwochskurs wechseln, bevor der Kurs anfängt?", None,
         [("Kanal", "kanal", "Web"), ("Semester", "semester", "Frühjahr 2026")],
         ("Stand der AGB", "stand_agb", "01.01.2026")),
    Body("note-fr", "fr", "horizon-lms",
         "Tu es l'assistant pédagogique de l'Institut Horizon. Explique les notes avec bienveillance.",
         "Voici ce que m'affiche l'espace de dépôt :",
         """Devoir : Étude de cas n° 2
Déposé le : 02/03/2026 à 23:58
Date limite : 02/03/2026 à 23:59
Note : 11/20 (pénalité de retard : -2)
Correcteur : M. Lefebvre""",
         "Apprenant", "Pourquoi ai-je une pénalité de retard alors que j'ai déposé avant la limite ?", None,
         [("Formation", "formation", "Gestion de projet"), ("Promotion", "promotion", "2026")],
         ("Version du barème", "bareme", "2026-01")),
    Body("exam-ja", "ja", "manabiba-exam",
         "あなたはオンライン試験「まなびば検定」の受験者サポートです。丁寧に答えてください。",
         "予約内容はこちらです：",
         """予約番号：MB-2603-44817
試験：Webデザイン検定 3級
予約日時：2026年3月1日 21時14分
受験日時：2026年5月16日 10時00分
受験方法：オンライン（自宅）""",
         "受験者", "受験日を5月23日に変更できますか？手数料はかかりますか？", None,
         [("チャネル", "channel", "web"), ("言語", "lang", "ja-JP")],
         ("規約改定日", "terms_revised", "2025年10月1日")),
    Body("boleto-pt", "pt", "trilha-pagamentos",
         "Você é o assistente financeiro da Escola Trilha Digital. Responda de forma simples.",
         "Este é o boleto que recebi:",
         """Boleto: 34191.79001 01043.510047 91020.150008 7 10210000024900
Curso: Marketing Digital (matrícula)
Gerado em: 01/04/2026 09:12
Vencimento: 30/04/2026
Valor: R$ 249,00""",
         "Aluno", "Se eu pagar no dia 2 de maio, perco a vaga?", None,
         [("Canal", "canal", "app"), ("Turma", "turma", "2026.1")],
         ("Regulamento atualizado em", "regulamento", "15/01/2026")),
    Body("cert-ko", "ko", "baeumteo-cert",
         "당신은 온라인 강의 플랫폼 '배움터'의 수료증 안내 도우미입니다. 친절하게 답하세요.",
         "제 수료증 정보입니다:",
         """수료증 번호: BT-2026-018832
과정: 파이썬 데이터 분석 기초
수료일: 2026-02-26
발급일시: 2026-02-27 09:31:05
상태: 유효""",
         "수강생", "회사에 제출하려면 영문 수료증도 받을 수 있나요?", None,
         [("채널", "channel", "web"), ("언어", "lang", "ko-KR")],
         ("운영정책 개정일", "policy_revised", "2025-12-01")),
]

EN_FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "rfc3339_ms", "Wallclock", "wallclock", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Served at", "served_at", lambda g, t: http_date(t)),
    ("datetime", "python_str", "Pulled", "pulled", lambda g, t: py_str(t)),
    ("epoch", "epoch_ms", "t0", "t0", lambda g, t: str(epoch_ms(t))),
    ("datetime", "go_rfc3339nano", "Context time", "ctx_time", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "time_alone", "Desk clock", "desk_clock", lambda g, t: f"{t:%H:%M:%S}"),
    ("date", "iso_date", "As of", "as_of", lambda g, t: iso_date(t)),
    ("request_id", "hex16", "Hop", "hop", lambda g, t: g.hex(16)),
    ("request_id", "uuid7", "Request", "request", lambda g, t: g.uuid7(t)),
    ("trace_id", "traceparent", "Trace", "trace", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Learner session", "learner_session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "Chat session", "chat_session", lambda g, t: g.objectid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "lrn-" + g.digits(6))),
    ("datetime", "rfc2822", "Request received", "received", lambda g, t: rfc2822(t)),
    ("date", "iso_week", "Current week", "week", lambda g, t: iso_week(t)),
    ("datetime", "js_tostring", "Page opened", "page_opened",
     lambda g, t: js_tostring(t, "Coordinated Universal Time")),
]

LOCAL_FIELDS: dict[str, list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]]] = {
    "es": [("datetime", "es_long", "Hora actual", "hora_actual", lambda g, t: es_dt(t)),
           ("request_id", "uuid", "ID de solicitud", "id_solicitud", lambda g, t: g.uuid4()),
           ("session_id", "nanoid", "Sesión", "sesion", lambda g, t: g.nanoid())],
    "de": [("datetime", "de_dotted", "Jetzt", "jetzt", lambda g, t: de_dt(t)),
           ("request_id", "ulid", "Anfrage-ID", "anfrage_id", lambda g, t: g.ulid(t)),
           ("session_id", "hex", "Sitzung", "sitzung", lambda g, t: g.hex(24))],
    "fr": [("datetime", "fr_long", "Date et heure actuelles", "maintenant", lambda g, t: fr_dt(t)),
           ("request_id", "uuid7", "Identifiant de requête", "id_requete", lambda g, t: g.uuid7(t)),
           ("session_id", "b64url", "Session", "session", lambda g, t: g.b64url(15))],
    "ja": [("datetime", "ja_long", "現在時刻", "genzai", lambda g, t: ja_dt(t)),
           ("request_id", "ksuid", "リクエストID", "request_id", lambda g, t: g.ksuid(t)),
           ("session_id", "nanoid", "セッションID", "session_id", lambda g, t: g.nanoid())],
    "pt": [("datetime", "pt_slashed", "Data e hora atuais", "agora", lambda g, t: pt_dt(t)),
           ("request_id", "uuid", "ID da requisição", "id_requisicao", lambda g, t: g.uuid4()),
           ("session_id", "objectid", "Sessão", "sessao", lambda g, t: g.objectid(t))],
    "ko": [("datetime", "ko_long", "현재 시각", "now", lambda g, t: ko_dt(t)),
           ("request_id", "ulid", "요청 ID", "request_id", lambda g, t: g.ulid(t)),
           ("session_id", "uuid7", "세션", "session", lambda g, t: g.uuid7(t))],
}

LANG_ZONE = {"en": "UTC", "es": "CSTM", "de": "CEST", "fr": "CEST", "ja": "JST", "pt": "BRT", "ko": "KST"}
GEN_POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_member",
                 "xml_attr", "bracket_kv"]
NUMERIC_KEYS = {"t0"}


def _structured(key: str, value: str, kind: str) -> str:
    """A field as a JSON member (with its comma), an XML attribute or a `key=value` pair."""
    if kind == "json_member":
        return f'"{key}":{value},' if key in NUMERIC_KEYS else f'"{key}":"{value}",'
    if kind == "xml_attr":
        return f'{key}="{value}"'
    return f'{key}="{value}"' if " " in value else f"{key}={value}"


def compose(b: Body, position: str, label: str, key: str, value: str, mark: Callable[[str], str]) -> str:
    """A body with one field at one position; `mark` labels the field (or leaves it plain)."""
    s0, s1 = b.stable
    line = mark(f"{label}: {value}")
    core = f"{b.intro}\n{b.record}\n\n{b.user}: {b.question}"
    cue = f"\n{b.cue}" if b.cue else ""
    if position == "head":
        return f"{line}\n{b.system}\n\n{core}{cue}"
    if position == "system_tail":
        return f"{b.system}\n{line}\n\n{core}{cue}"
    if position == "header_block":
        return f"{s0[0]}: {s0[2]}\n{line}\n{s1[0]}: {s1[2]}\n\n{b.system}\n\n{core}{cue}"
    if position == "after_user":
        return f"{b.system}\n\n{core}\n{line}{cue}"
    if position == "footer":
        return f"{b.system}\n\n{core}\n\n--\n{line}\n{s0[0]}: {s0[2]}"
    if position == "front_matter":
        return f"---\n{s0[1]}: {s0[2]}\n{mark(f'{key}: {value}')}\n---\n{b.system}\n\n{core}{cue}"
    field = mark(_structured(key, value, position))
    if position == "json_member":
        return f'{{"app":"{b.app}",{field}"{s1[1]}":"{s1[2]}"}}\n{b.system}\n\n{core}{cue}'
    if position == "xml_attr":
        return f'<meta app="{b.app}" {field} {s1[1]}="{s1[2]}"/>\n{b.system}\n\n{core}{cue}'
    assert position == "bracket_kv"
    return f"[ctx app={b.app} {field} {s1[1]}={s1[2].replace(' ', '_')}]\n{b.system}\n\n{core}{cue}"


def generated_positives(g: Gen) -> list[Draft]:
    """Each body three times, at three different positions, with one program field."""
    fields = list(EN_FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    n_en = 0
    for r in range(3):
        for k, b in enumerate(BODIES):
            position = GEN_POSITIONS[(k + 3 * r) % len(GEN_POSITIONS)]
            if b.lang == "en":
                cue, family, label, key, make = fields[n_en % len(fields)]
                n_en += 1
            else:
                cue, family, label, key, make = LOCAL_FIELDS[b.lang][(r + k) % 3]
            t = g.moment(Z[LANG_ZONE[b.lang]])
            value = make(g, t)
            text = compose(b, position, label, key, value, lambda s, c=cue: v(c, s))
            tags = ["generated", position, family, "pasted_content_neighbour"]
            if b.lang != "en":
                tags += ["non_english", f"lang:{b.lang}"]
            out.append(Draft(text, f"{SRC}pos:generated:{b.name}+{family}", tags))
    return out


def generated_negatives() -> list[Draft]:
    """Each body once with a stable value (policy revision, cutoff, build...) at a position it uses for no field."""
    out: list[Draft] = []
    for k, b in enumerate(BODIES):
        position = GEN_POSITIONS[(k + 1) % len(GEN_POSITIONS)]
        label, key, value = b.neg_field
        text = compose(b, position, label, key, value, lambda s: s)
        tags = ["hard_negative", "generated", position, "stable_value"]
        if b.lang != "en":
            tags += ["non_english", f"lang:{b.lang}"]
        out.append(Draft(text, f"{SRC}neg:generated:{b.name}", tags))
    return out


# --- negatives: records pasted or asked about -----------------------------------------------------------

# (source, language, tags, block, question, lead-in)
BLOCKS: list[tuple[str, str, list[str], str, str, str]] = [
    ("payment-webhook-debug", "en", ["enrolment", "webhook", "epoch", "prefixed_id"],
     """{
  "id": "evt_1QmZ8dKq2Rw7YtA9",
  "type": "charge.succeeded",
  "created": 1772561473,
  "data": {
    "object": {
      "id": "ch_3QmZ8cKq2Rw7YtA91x0",
      "amount": 14900,
      "currency": "gbp",
      "metadata": {"course_id": "DA-PY-01", "learner_id": "lrn_5521"}
    }
  }
}""", "Why does our enrolment service ignore this event? It only listens for checkout.session.completed.",
     "Our webhook log shows this payload"),
    ("receipt-email", "en", ["enrolment", "email", "message_id", "http_date"],
     """From: Lumen Academy <receipts@lumen-academy.example>
To: dana.k@example.com
Date: Tue, 3 Mar 2026 23:41:09 +0000
Message-ID: <rcpt.20260303234109.4e1a@lumen-academy.example>
Subject: Your receipt for Data Analysis with Python

Order LA-88213-Q paid on 3 March 2026 at 23:41 GMT.
Amount: GBP 149.00 (card ending 4417)""",
     "The receipt says I paid on the 3rd, but my bank shows the payment on the 4th. Which date counts for the 14-day refund window?",
     "Here is the receipt"),
    ("order-export-csv", "en", ["enrolment", "csv", "created_paid"],
     """order_id,learner,course,created_at,paid_at,status
LA-90114,lrn_2210,SQL-101,2026-03-01T08:02:11Z,2026-03-01T08:02:40Z,paid
LA-90115,lrn_7781,PY-201,2026-03-01T09:15:30Z,,abandoned
LA-90116,lrn_2210,PY-201,2026-03-02T17:44:05Z,2026-03-02T17:43:58Z,paid""",
     "Why is the created time after the paid time for LA-90116? Is our clock wrong?", "From the admin export"),
    ("enrol-api-409", "en", ["enrolment", "curl", "x_request_id", "http_exchange"],
     """> POST /v2/enrolments HTTP/2
> Host: api.trellis.example
> Content-Type: application/json
>
< HTTP/2 409
< date: Wed, 04 Mar 2026 11:20:33 GMT
< x-request-id: 6f1c9d2a-8b7e-4c3d-a1f0-5e4d3c2b1a09
< content-type: application/json
<
{"error": "already_enrolled", "enrolment_id": "enr_01JNH2K8P4", "since": "2026-02-10T09:00:00Z"}""",
     "What does this 409 mean, and should our integration treat it as success?", "This is what curl printed"),
    ("refund-ticket-thread", "en", ["enrolment", "ticket", "bracketed_times"],
     """[2026-03-02 10:14] Learner: I bought the wrong course (Excel Basics instead of Excel Advanced).
[2026-03-02 10:31] Agent (Priya): I can swap it. Did you start any lessons?
[2026-03-02 10:33] Learner: Only the first 5 minutes of lesson 1.
[2026-03-02 16:02] Learner: Any news? I'd like to start tonight.""",
     "Draft the next agent reply: the swap is approved and takes effect within an hour.", "The ticket so far"),
    ("submission-receipt", "en", ["lms", "email", "uuid7", "submission"],
     """Subject: Submission received: Project 2
Course: CS 142 - Intro to Programming
Submission ID: 0195c1a4-2b7f-7e3a-8d51-6a9c0f2e4b17
Submitted at: 2026-03-03 23:58:41 PT
Files: project2.zip (2.4 MB)
Checksum: 9f2c4e1a7b3d""",
     "My teacher says my project was late, but the receipt shows 23:58. The deadline was 23:59 PT. Who is right?",
     "My colleague sent me this"),
    ("gradebook-export", "en", ["lms", "csv", "last_modified"],
     """Student,SIS ID,Lab 1,Lab 2,Midterm,Last Modified
Amaya Ortiz,s-4471,9,8,44,2026-03-01 12:44:09
Ben Hollis,s-5020,10,,39,2026-02-28 18:02:51
Chen Wei,s-5133,7,9,,2026-03-02 08:15:30""",
     "Which students are missing a grade, and for which items?", "Gradebook export"),
    ("autograder-logfmt", "en", ["lms", "logfmt", "ts", "request_id"],
     """ts=2026-03-04T09:12:01.338Z level=info run=ag-7781 request_id=4c2e9b1f msg="tests started" suite=a4
ts=2026-03-04T09:12:31.340Z level=warn run=ag-7781 request_id=4c2e9b1f msg="test slow" test=test_reverse elapsed_ms=29870
ts=2026-03-04T09:12:31.902Z level=error run=ag-7781 request_id=4c2e9b1f msg="timeout" test=test_reverse limit_ms=30000""",
     "Why did test_reverse time out if the limit is 30 seconds and it ran 29.87?", "Autograder log"),
    ("lms-submission-json", "en", ["lms", "json", "submitted_at"],
     """{
  "id": 88213,
  "assignment_id": 4410,
  "user_id": 5133,
  "submitted_at": "2026-03-03T07:59:12Z",
  "attempt": 2,
  "workflow_state": "pending_review",
  "late": false,
  "grade": null
}""", "Why is this still pending review two days later, and does attempt 2 replace attempt 1?",
     "The API returned this"),
    ("ta-slack-thread", "en", ["lms", "slack", "ts"],
     """#cs142-tas
[1772620021.004119] marta: should we accept Project 2 files submitted up to 5 minutes late?
[1772620088.210449] jonas: I'd say yes, the LMS was slow around midnight
[1772620140.551203] marta: ok, 5 min grace for everyone, I'll post it""",
     "Summarise what the TAs decided in one sentence for the course announcement.", "Slack thread"),
    ("exam-booking-email", "en", ["proctored_exam", "email", "message_id"],
     """From: Northgate Exams <bookings@northgate.example>
Date: Mon, 2 Mar 2026 14:22:07 +0000
Message-ID: <nge.20260302142207.9a1f@northgate.example>
Subject: Your exam is booked

Exam: Cloud Practitioner
When: Thursday 19 March 2026, 15:00 GMT
Where: Online (check-in opens 30 minutes before)
Reference: NGE-4Q8P-71C""",
     "When exactly should I be at my desk, and what happens if I'm 10 minutes late?", "The confirmation e-mail"),
    ("checkin-syslog", "en", ["proctored_exam", "syslog", "rfc5424"],
     """<134>1 2026-03-05T14:02:11.204Z checkin-3 quillmark 4411 - - candidate=C-20931 step=id_photo result=retry reason=glare
<134>1 2026-03-05T14:03:40.918Z checkin-3 quillmark 4411 - - candidate=C-20931 step=id_photo result=ok
<134>1 2026-03-05T14:05:02.077Z checkin-3 quillmark 4411 - - candidate=C-20931 step=room_scan result=flag reason=second_screen""",
     "Was the candidate's check-in blocked, or only flagged?", "Check-in log"),
    ("session-incident-log", "en", ["proctored_exam", "incident_log", "elapsed_times"],
     """Session S-55120  Candidate C-30418  Exam: Data Engineering Associate
00:00:00  exam started
00:41:12  face not visible (4 s)
01:10:05  second voice detected (12 s), candidate says: "that was the TV next door"
01:52:40  browser lost focus (2 s)
02:30:00  exam submitted""",
     "Is there anything here that would normally void the attempt?", "The incident log from the session"),
    ("exam-ics", "en", ["proctored_exam", "ics", "dtstamp"],
     """BEGIN:VEVENT
UID:nge-4Q8P-71C@northgate.example
DTSTAMP:20260302T142207Z
DTSTART:20260319T150000Z
DTEND:20260319T170000Z
SUMMARY:Cloud Practitioner exam (online)
END:VEVENT""", "Convert the exam time to Sao Paulo time and tell me the day of the week.",
     "The calendar invite"),
    ("voucher-csv", "en", ["proctored_exam", "csv", "expiry"],
     """voucher,exam,issued,expires,status
NGV-5521-KQ,CLP,2025-10-01,2026-03-31,unused
NGV-5522-LM,DEA,2025-10-01,2026-03-31,used 2026-01-14
NGV-6107-ZT,CLP,2026-01-20,2026-07-20,unused""",
     "Which vouchers can still be used after March?", "Our team's vouchers"),
    ("open-badge-json", "en", ["certificate", "json", "urn_uuid"],
     """{
  "@context": ["https://www.w3.org/ns/credentials/v2"],
  "id": "urn:uuid:3f9e2c71-5a4b-4d8e-b1c6-0a7f2e9d4c13",
  "type": ["VerifiableCredential", "OpenBadgeCredential"],
  "validFrom": "2025-11-20T10:04:00Z",
  "credentialSubject": {"achievement": {"name": "Agile Facilitation"}}
}""", "My wallet says this credential is not valid yet. Could validFrom be the reason?", "My badge file"),
    ("credential-listing", "en", ["certificate", "profile_text", "credential_id"],
     """Cloud Security Essentials
Lumen Academy
Issued Apr 2025 · No expiration date
Credential ID LA-2025-0418-7731""",
     "A recruiter says they cannot verify this. What should the credential ID look like on the verification page?",
     "What my profile shows"),
    ("certificate-exif", "en", ["certificate", "pdf_metadata", "document_id"],
     """File Name      : certificate_scrum_po.pdf
Create Date    : 2026:02:27 14:03:11+01:00
Modify Date    : 2026:02:27 14:03:12+01:00
Producer       : cert-render 3.1
Document ID    : uuid:8b2f4e6a-1c3d-4a5b-9e7f-0d2c4b6a8e1f""",
     "Could an employer tell from this metadata whether the PDF was edited after it was issued?", "exiftool output"),
    ("reissue-ticket", "en", ["certificate", "ticket", "created_updated"],
     """Ticket #40912 - Certificate reissue (name change)
Created: 2026-02-20 09:14 CET by m.solberg@example.no
Updated: 2026-03-02 16:40 CET
Status: waiting for document
Note: marriage certificate requested on 2026-02-21""",
     "How long has this ticket been waiting on the learner?", "The ticket"),
    ("player-sessions-csv", "en", ["video_progress", "csv", "nanoid"],
     """session,started_at,ended_at,seconds_watched,max_position
V1StGXR8_Z5jdHi6B-myT,2026-03-01T19:02:44Z,2026-03-01T19:31:10Z,1702,1702
kq9W2r_Lm0bXc7Ty4Z1aP,2026-03-02T07:15:03Z,2026-03-02T07:19:40Z,277,2280
Qz8mN3v-Y1pRc5Hw0Ld2K,2026-03-03T21:40:11Z,2026-03-03T22:05:51Z,1540,2410""",
     "Which of these sessions show skipping ahead rather than watching?", "My player history"),
    ("video-cdn-403", "en", ["video_progress", "http_response", "amz_cf_id"],
     """HTTP/2 403
content-type: text/xml
date: Thu, 05 Mar 2026 08:11:52 GMT
x-cache: Error from cloudfront
x-amz-cf-pop: FRA56-P4
x-amz-cf-id: Qm1x9QJzR2o7bVJtXwA3pKq8bZ0cN4sT6yU5eF7gH8iJ9kL0mN1oP==""",
     "Why would a lesson video return this for one learner only? The signed URL was created at 08:01.",
     "The network tab shows"),
    ("player-console", "en", ["video_progress", "console_log", "timestamps"],
     """08:11:50.114 [player] source set: lesson L-07 (1080p)
08:11:51.902 [player] buffering...
08:11:52.330 [hls] fragment 14 load error 403
08:11:52.331 [player] fallback to 720p
08:11:53.008 [hls] fragment 14 load error 403""",
     "Why does falling back to 720p not help here?", "Console output from the lesson page"),
    ("payout-statement", "en", ["instructor_payout", "table", "payout_ids"],
     """| Payout   | Period    | Paid on    | Net revenue  | Share | Amount     |
|----------|-----------|------------|--------------|-------|------------|
| po_8KQ21 | Nov 2025  | 2025-12-15 | USD 2,408.20 | 50%   | USD 1,204.10 |
| po_A3M77 | Jan 2026  | 2026-02-16 | USD 2,623.10 | 50%   | USD 1,311.55 |""",
     "Is the 50% share applied correctly in both rows?", "My statement"),
    ("remittance-email", "en", ["instructor_payout", "email", "bank_reference"],
     """From: Brightpath Payouts <payouts@brightpath.example>
Date: Mon, 16 Feb 2026 06:02:18 +0000
Subject: Payout sent

We sent USD 1,311.55 to your account ending 0130 on 16 February 2026.
Bank reference: BPO-260216-A3M77
Expected arrival: 1-3 business days""",
     "It's been three business days and nothing arrived. What should I ask my bank for?",
     "This came from Brightpath"),
    ("payout-webhook-signature", "en", ["instructor_payout", "webhook", "pasted_to_debug", "signature"],
     """POST /hooks/payouts HTTP/1.1
webhook-id: msg_2hQk8PZr4Ws1
webhook-timestamp: 1771221738
webhook-signature: v1,Kq3m9X2pZ8bR4tW7yN1cV5fH0jL6sD2gA8eU3iO9kQ=
content-type: application/json

{"type": "payout.paid", "payout": "po_A3M77", "amount": 131155, "currency": "usd"}""",
     "Our signature check rejects this. We compute HMAC over the body only. What are we missing?",
     "Our receiver logged this request"),
    ("tax-summary", "en", ["instructor_payout", "tax_form", "dates_in_document"],
     """Form 1042-S summary (tax year 2025)
Recipient: Lia Moreira (PT)
Income code: 12 (other royalties)
Gross income: USD 14,882.40
Treaty rate: 10%
Tax withheld: USD 1,488.24
Date prepared: 2026-03-02""",
     "Why was 10% withheld and not 30%?", "My tax summary"),
    ("xapi-statement-stored", "en", ["scorm_xapi", "json", "stored_timestamp"],
     """{
  "id": "b7d3e1f2-6a4c-4b8e-9d0f-1e2c3a4b5d6e",
  "verb": {"id": "http://adlnet.gov/expapi/verbs/completed"},
  "object": {"id": "https://courses.skillhaus.example/forklift-theory"},
  "timestamp": "2026-03-04T06:12:30+13:00",
  "stored": "2026-03-03T20:12:41.402Z"
}""", "Why is stored earlier than timestamp? Is the LRS clock wrong?", "The LRS returned"),
    ("scorm-debug-log", "en", ["scorm_xapi", "api_log", "timestamps"],
     """[14:02:10.118] LMSInitialize("") -> true
[14:02:10.240] LMSGetValue("cmi.core.lesson_status") -> "not attempted"
[14:40:51.771] LMSSetValue("cmi.core.score.raw", "92") -> true
[14:40:51.790] LMSCommit("") -> true
[14:40:55.002] window unload""",
     "Which call is missing for the status to become completed?", "SCORM API log"),
    ("lrs-http-exchange", "en", ["scorm_xapi", "http_exchange", "consistent_through"],
     """POST /xapi/statements HTTP/1.1
Host: lrs.trellis.example
X-Experience-API-Version: 1.0.3
Content-Type: application/json

HTTP/1.1 200 OK
Date: Wed, 04 Mar 2026 09:30:12 GMT
X-Experience-API-Consistent-Through: 2026-03-04T09:30:11.902Z
Content-Type: application/json

["b7d3e1f2-6a4c-4b8e-9d0f-1e2c3a4b5d6e"]""",
     "If I query statements right after this, am I guaranteed to see the new one?", "The request and the response"),
    ("xapi-query-result", "en", ["scorm_xapi", "json", "more_link"],
     """{"statements": [
  {"id": "5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "verb": "attempted", "timestamp": "2026-03-01T10:00:02Z"},
  {"id": "6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", "verb": "passed", "timestamp": "2026-03-01T10:41:37Z"}
], "more": "/xapi/statements?more=eyJvZmZzZXQiOjJ9"}""",
     "How do I fetch the next page, and does the more link expire?", "Query result"),
    ("live-class-ics", "en", ["enrolment", "ics", "recurring"],
     """BEGIN:VEVENT
UID:cohort-ds-2026s1-live@lumen-academy.example
DTSTAMP:20260220T090000Z
DTSTART;TZID=Europe/London:20260310T180000
RRULE:FREQ=WEEKLY;COUNT=8;BYDAY=TU
SUMMARY:Data Science cohort - live Q&A
END:VEVENT""", "What is the date of the last live session?", "The cohort calendar entry"),
    # other languages
    ("recibo-es", "es", ["enrolment", "receipt"],
     """RECIBO DE INSCRIPCIÓN
Folio: AV-2026-004512
Curso: Excel intermedio (en línea)
Fecha de pago: 27/02/2026 19:05
Importe: 1.450,00 MXN
Método: tarjeta terminación 8841""",
     "¿Con este recibo puedo pedir factura, o ya pasó el plazo?", "Aquí está el recibo"),
    ("rechnung-de", "de", ["enrolment", "invoice"],
     """Rechnung Nr. SH-2026-01877
Rechnungsdatum: 26.02.2026
Leistung: Online-Kurs „Kubernetes für Einsteiger“, Zugang 12 Monate ab 26.02.2026
Betrag: 249,00 EUR inkl. 19 % USt.""",
     "Kann ich das als Fortbildung von der Steuer absetzen, und bis wann läuft mein Zugang?",
     "Hier die Rechnung"),
    ("kessai-ja", "ja", ["enrolment", "email"],
     """件名：【まなびば】お支払い完了のお知らせ
注文番号：MB-20260301-7781
講座名：はじめてのPython
決済日時：2026年3月1日 22時41分
金額：12,800円（税込）""",
     "このメールで領収書の代わりになりますか？", "届いたメールです"),
    ("eisal-ar", "ar", ["enrolment", "receipt", "arabic_indic_digits"],
     """إيصال دفع
رقم العملية: DRB-٢٠٢٦-٠٠٤٤١٨
الدورة: تحليل البيانات للمبتدئين
تاريخ الدفع: ٢٠٢٦/٠٢/٢٨ ١٨:٢٢
المبلغ: ٤٥٠ درهم""",
     "هل يمكنني استرداد المبلغ إذا لم أبدأ الدورة بعد؟", "هذا هو الإيصال"),
    ("releve-fr", "fr", ["lms", "grades"],
     """Relevé de notes - Gestion de projet (promotion 2026)
Étude de cas n° 1 : 14/20 (déposé le 12/02/2026 à 21:03)
Étude de cas n° 2 : 11/20 (déposé le 02/03/2026 à 23:58)
Quiz final : non passé""",
     "Quelle note dois-je avoir au quiz final pour avoir 12 de moyenne si tout compte pareil ?",
     "Voici mon relevé"),
    ("entregas-pt", "pt", ["lms", "table"],
     """| Atividade        | Entregue em        | Nota | Situação        |
|------------------|--------------------|------|-----------------|
| Projeto 1        | 14/02/2026 22:10   | 8,5  | corrigido       |
| Projeto 2        | 01/03/2026 23:59   | -    | aguardando      |
| Quiz 3           | 03/03/2026 08:40   | 6,0  | corrigido       |""",
     "Por que o Projeto 2 ainda está aguardando correção?", "Meu histórico de entregas"),
    ("jechul-ko", "ko", ["lms", "submission"],
     """과제: 3주차 실습 보고서
제출일시: 2026-03-02 23:57:14
파일: week3_report.pdf (1.8MB)
상태: 채점 대기
제출 번호: SUB-2026-33107""",
     "마감이 23:59였는데 지각 처리될까요?", "제출 기록입니다"),
    ("zhurnal-ru", "ru", ["lms", "log_lines", "trace_id"],
     """2026-03-04 09:12:01 INFO  проверка запущена работа=lab5 trace_id=3f9a1c7e2b4d6f80
2026-03-04 09:12:03 ERROR размер файла 31,4 МБ превышает лимит 25 МБ trace_id=3f9a1c7e2b4d6f80
2026-03-04 09:12:03 INFO  статус=отклонено""",
     "Как уменьшить ноутбук, чтобы он прошёл проверку?", "Вот журнал проверки"),
    ("termin-de", "de", ["proctored_exam", "confirmation"],
     """Prüfungstermin bestätigt
Prüfung: Projektmanagement Zertifikat (online, beaufsichtigt)
Termin: Mi., 18.03.2026, 09:00 Uhr
Erstellt: 02.03.2026 08:14
Vorgangsnummer: PT-77120""",
     "Darf ich während der Prüfung Papier und Stift benutzen?", "Meine Terminbestätigung"),
    ("yuyue-zh", "zh", ["proctored_exam", "key_value"],
     """预约编号=KS-20260305-1182 考试=Python 初级认证 预约时间=2026-03-05 10:22:41 考试时间=2026-03-20 14:00 方式=线上监考""",
     "如果我考试当天网络断了怎么办？", "这是我的预约记录"),
    ("randevu-tr", "tr", ["proctored_exam", "appointment"],
     """Sınav randevusu
Sınav: Veri Analizi Sertifikası
Tarih: 20 Mart 2026, 10:00
Oluşturulma: 1 Mart 2026 21:40
Randevu no: OK-26-55190""",
     "Sınavı bir hafta ileri alabilir miyim?", "Randevu bilgilerim"),
    ("pravesh-hi", "hi", ["proctored_exam", "json"],
     """{"admit_card": "GP-2026-77104", "परीक्षा": "डेटा विश्लेषण प्रमाणपत्र", "created_at": "2026-03-01T11:20:05+05:30", "परीक्षा_तिथि": "2026-03-22T10:00:00+05:30"}""",
     "क्या मुझे प्रवेश पत्र प्रिंट करना होगा?", "यह मेरा प्रवेश पत्र है"),
    ("attestato-it", "it", ["certificate", "record"],
     """Attestato n. IMP-2026-00912
Corso: Sicurezza sul lavoro, rischio basso (4 ore)
Rilasciato il: 24/02/2026
Validità: 5 anni""",
     "Quando devo fare l'aggiornamento?", "Ecco il mio attestato"),
    ("ishur-he", "he", ["certificate", "confirmation"],
     """אישור השתתפות
קורס: ניהול מוצר למתחילים
תאריך סיום: 19.02.2026
מספר אישור: LB-2026-3318""",
     "האם האישור הזה מספיק לגמול השתלמות?", "זה האישור שקיבלתי"),
    ("vevaiosi-el", "el", ["certificate", "record"],
     """Βεβαίωση παρακολούθησης
Πρόγραμμα: Ψηφιακό Μάρκετινγκ (40 ώρες)
Ημερομηνία έκδοσης: 26/02/2026
Αριθμός: MO-2026-1148""",
     "Μπορώ να τη χρησιμοποιήσω για μοριοδότηση σε διαγωνισμό;", "Αυτή είναι η βεβαίωσή μου"),
    ("chungchi-vi", "vi", ["certificate", "yaml"],
     """chung_chi: HM-2026-07731
khoa_hoc: Phân tích dữ liệu cơ bản
ngay_cap: 2026-02-25
cap_luc: 2026-02-25T15:02:40+07:00
trang_thai: hop_le""",
     "Chứng chỉ này có thời hạn không?", "Đây là thông tin chứng chỉ của tôi"),
    ("postep-pl", "pl", ["video_progress", "csv"],
     """lekcja;obejrzano_proc;utworzono;zaktualizowano
1;100;2026-02-20 18:02;2026-02-20 18:31
2;100;2026-02-22 19:10;2026-02-22 19:40
3;64;2026-03-01 20:05;2026-03-03 21:12""",
     "Dlaczego kurs pokazuje 88%, skoro obejrzałem prawie wszystko?", "Mój eksport postępu"),
    ("prawat-th", "th", ["video_progress", "buddhist_era"],
     """บทเรียน 1 ดูจบ 100% เมื่อ 20 ก.พ. 2569 19:05 น.
บทเรียน 2 ดูจบ 100% เมื่อ 22 ก.พ. 2569 20:41 น.
บทเรียน 3 ดู 45% ล่าสุด 2 มี.ค. 2569 21:10 น.""",
     "ต้องดูบทเรียน 3 อีกกี่เปอร์เซ็นต์ถึงจะได้ใบประกาศ ถ้าเกณฑ์คือ 90%", "ประวัติการเรียนของฉัน"),
    ("progres-id", "id", ["video_progress", "json"],
     """{"kursus": "Desain UI Dasar", "modul": 4, "progres": 0.72, "dibuat": "2026-02-18T19:20:11+07:00", "diperbarui": "2026-03-04T21:05:40+07:00"}""",
     "Kenapa progres saya tidak naik padahal video modul 4 sudah saya tonton sampai habis?", "Ini data progres saya"),
    ("voortgang-nl", "nl", ["video_progress", "export"],
     """Module 1 - Introductie      100%   bijgewerkt 12-02-2026 20:14
Module 2 - Wetgeving        100%   bijgewerkt 19-02-2026 21:02
Module 3 - Praktijk          40%   bijgewerkt 01-03-2026 19:47""",
     "Hoeveel moet ik nog kijken voor het certificaat als de drempel 90% per module is?", "Mijn voortgang"),
    ("vyplaty-uk", "uk", ["instructor_payout", "statement"],
     """Виплата: ZO-2026-02-0418
Період: лютий 2026
Дата виплати: 10.03.2026
Сума: 18 240,00 грн
Комісія платіжної системи: 547,20 грн""",
     "Чи правильно порахована комісія, якщо вона 3%?", "Ось моя виписка"),
    ("utbetalning-sv", "sv", ["instructor_payout", "email"],
     """Från: Lärstigen <utbetalning@larstigen.example>
Skickat: den 10 mars 2026 07:02
Ämne: Utbetalning skickad
Belopp: 8 420,00 kr
Referens: LS-UT-26031""",
     "När kan jag räkna med att pengarna syns på kontot?", "Mejlet jag fick"),
    ("vypis-cs", "cs", ["instructor_payout", "statement"],
     """Výplata lektorům - únor 2026
Lektor: ins_55K0P
Vytvořeno: 2026-03-02 06:00
Částka: 12 480 Kč
Stav: odesláno""",
     "Proč je částka nižší než minulý měsíc, když jsem prodal stejně kurzů?", "Výpis z portálu"),
    ("sentencia-es", "es", ["scorm_xapi", "json"],
     """{"id": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", "actor": {"name": "Lucía Pérez"}, "verb": {"display": {"es-MX": "aprobó"}}, "timestamp": "2026-03-02T18:10:44-06:00", "result": {"score": {"scaled": 0.78}}}""",
     "¿Por qué aparece como aprobado si la nota mínima es 0,8?", "Esta es la sentencia xAPI"),
    ("scorm-ja", "ja", ["scorm_xapi", "api_log"],
     """[2026-03-03 21:02:10] LMSInitialize → true
[2026-03-03 21:40:51] LMSSetValue cmi.core.lesson_status = passed → true
[2026-03-03 21:40:55] ウィンドウを閉じました""",
     "LMSCommit が呼ばれていないので、合格が保存されていない可能性はありますか？", "SCORMのログです"),
]

EN_PLACEMENTS = ["after", "before", "after_noblank", "leadin", "leadin_same_line", "earlier_user",
                 "earlier_assistant", "chatml", "llama3", "gemma", "phi3", "mistral", "rag", "react", "fence",
                 "quoted", "indented", "end", "both_sides", "system_user"]
LOCAL_PLACEMENTS = ["after", "before", "after_noblank", "leadin", "leadin_same_line", "fence", "quoted",
                    "indented", "chatml", "llama3", "gemma", "mistral", "phi3"]
SYSTEM = ("You are the learner support assistant of an online course platform. Answer from the material "
          "the learner gives you and say when it is not enough.")


def _indent(block: str, prefix: str) -> str:
    return "\n".join(prefix + line if line else prefix.rstrip() for line in block.split("\n"))


def place(placement: str, block: str, ask: str, intro: str, source: str) -> str:
    """A pasted record in one of the placements of the module docstring."""
    if placement == "after":
        return f"{ask}\n\n{block}"
    if placement == "before":
        return f"{block}\n\n{ask}"
    if placement == "after_noblank":
        return f"{ask}\n{block}"
    if placement == "leadin":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "leadin_same_line":
        return f"{ask} {intro}:\n{block}"
    if placement == "earlier_user":
        return (f"{SYSTEM}\n\nUser: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like "
                f"to know?\nUser: {ask}\nAssistant:")
    if placement == "earlier_assistant":
        return (f"{SYSTEM}\n\nUser: Can you pull up the record I mentioned?\nAssistant: Here it is:\n\n{block}\n"
                f"User: {ask}\nAssistant:")
    if placement == "chatml":
        return f"<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n<|im_start|>assistant\n"
    if placement == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>\n"
                f"<|start_header_id|>assistant<|end_header_id|>\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (f"Answer the question from the documents only.\n\n<document source=\"{source}.txt\">\n{block}\n"
                f"</document>\n\nQuestion: {ask}\nAnswer:")
    if placement == "react":
        return (f"{SYSTEM} You can call lookup_record.\n\nQuestion: {ask}\nThought: I need the record first.\n"
                f"Action: lookup_record[{source}]\nObservation: {block}\nThought:")
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        return f"{intro}:\n\n{_indent(block, '> ')}\n\n{ask}"
    if placement == "indented":
        return f"{intro}:\n\n{_indent(block, '    ')}\n\n{ask}"
    if placement == "end":
        return f"{SYSTEM}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    assert placement == "system_user"
    return f"{SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"


def negatives_pasted() -> list[Draft]:
    out: list[Draft] = []
    n_en = n_local = 0
    for source, lang, tags, block, ask, intro in BLOCKS:
        if lang == "en":
            placement = EN_PLACEMENTS[n_en % len(EN_PLACEMENTS)]
            n_en += 1
        else:
            placement = LOCAL_PLACEMENTS[n_local % len(LOCAL_PLACEMENTS)]
            n_local += 1
        text = place(placement, block, ask, intro, source)
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags, *extra]))
    return out


# --- negatives: look-alikes in program positions, values the user asks about, controls -----------------


def negatives_written() -> list[Draft]:
    out: list[Draft] = []

    def add(kind: list[str], source: str, text: str, lang: str = "en") -> None:
        hard = [] if "control" in kind else ["hard_negative"]
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind, *extra]))

    # look-alikes in program positions
    add(["lookalike", "header_block", "api_version", "knowledge_cutoff"], "lookalike:lms-header", """Model: gpt-4o-mini
API version: 2026-02-01
Knowledge cutoff: 2024-06
Catalogue: 2026.1

You are the course advisor of Lumen Academy. Recommend at most two courses and say why.

Learner: I know Excel well and want to move into data analysis. Where do I start?
Assistant:""")
    add(["lookalike", "llama3", "knowledge_cutoff"], "lookalike:llama3-cutoff-only", """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the study planner of Trellis. Build weekly plans of at most 6 hours.<|eot_id|>
<|start_header_id|>user<|end_header_id|>

I have 8 weeks until my certification exam and 5 modules left. Plan it.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""")
    add(["lookalike", "prompt_revision"], "lookalike:prompt-revision", """Prompt: learner-support-triage
Revision: 2025-12-04 (approved by L&D)
Owner: support-enablement

Classify the learner's message as billing, access, certificate, exam or other. Reply with the label only.

Message: I passed the exam on Monday and still have no certificate.
Label:""")
    add(["lookalike", "front_matter", "course_dates", "tenant_uuid"], "lookalike:course-front-matter", """---
course: DS-201
edition: 2026-S1
enrolment_closes: 2026-03-31
tenant: 8d3f1a27-4c6b-4e9d-a2f5-7b1c0e9d3a64
---
You answer questions about the Data Science cohort: schedule, workload and prerequisites.

Learner: Is it too late to join if I enrol on the 25th?
Assistant:""")
    add(["lookalike", "json_inline", "api_version", "tenant_uuid"], "lookalike:json-stable", """{"app":"payplan","tenant":"b41e7c02-9d3a-4f58-8e61-2c7a5d0f9b13","api_version":"2025-09-01","market":"IN"}
You explain instalment plans for Skillhaus courses in two or three sentences.

Learner: Can I switch from 3 to 6 payments after the first one?
Assistant:""")
    add(["lookalike", "xml_attr", "term", "build"], "lookalike:xml-stable", """<context course="BIO-110" term="2026-S1" tz="Europe/Berlin" build="2026.02.3">
Labs are graded within 7 days. Late labs lose 10% per day, up to 3 days.
</context>
Learner: My lab was due yesterday and I submit it today. What is the penalty?
Assistant:""")
    add(["lookalike", "office_hours", "phone", "price"], "lookalike:support-hours", """You are the phone-support assistant of Northgate Exams.
Support line: +44 20 7946 0321 (Mon-Fri 08:00-18:00 UK time), exam-day line: +44 20 7946 0999 (daily 07:00-22:00)
Reschedule fee after the free window: USD 50. Retake voucher: USD 95.

Candidate: It's Saturday and my exam won't start. Who do I call?
Assistant:""")
    add(["lookalike", "iban", "stable_id"], "lookalike:payout-account", """Instructor ID: ins_73K2Q
Payout account: DE89 3704 0044 0532 0130 00 (BIC COBADEFFXXX)
Payout day: 15th of each month
Minimum payout: USD 50

You answer questions about the instructor's own payouts. Never change bank details in the chat.

Instructor: Can you send this month's payout to a new IBAN instead?
Assistant:""")
    add(["lookalike", "sha256", "version"], "lookalike:package-hash", """Package: safe-lifting-v4.zip
SCORM version: 1.2
Package SHA-256: 3b9f1e0c7a2d5e8f4c6b1a9d0e2f7c3b8a5d4e1f6c9b2a7d0e3f8c5b1a4d7e2f
Uploaded by: author ins_55K0P

You help course authors fix SCORM package problems.

Author: The LMS says the manifest is invalid. Where do I look first?
Assistant:""")
    add(["lookalike", "relative_time", "stable_header"], "lookalike:relative-times", """Learner: Ana Ribeiro
Plan: Pro (monthly)
Last active: 3 days ago
Streak: 12 days

You are the motivation coach of Codeyard. Keep it short and encouraging, no guilt.

Ana: I fell off the wagon this week. How do I get back into it?
Coach:""")
    add(["lookalike", "unrendered_template"], "lookalike:unrendered-placeholders", """Current time: {{current_time}}
Session: {{session_id}}
You are the Trellis help assistant. Answer in at most four sentences.

Learner: How do I download my course certificate?
Assistant:""")
    add(["lookalike", "dates_in_prose", "schedule"], "lookalike:cohort-schedule", """You are the cohort assistant of the Lumen Data Science programme. The spring cohort runs from 2026-04-06 to
2026-06-26. Live sessions are on Tuesdays at 18:00 UK time; recordings are posted within 24 hours. The
capstone is due on 2026-06-19 at 23:59 UTC.

Learner: If I miss two live sessions, can I still pass?
Assistant:""")
    add(["lookalike", "exam_window"], "lookalike:exam-window", """Exam window: 2026-05-04 09:00 - 2026-05-08 21:00 UTC
Attempts allowed: 2
Time limit: 120 minutes

You answer candidates' questions about the Northgate spring exam window.

Candidate: Can I start at 20:30 on the last day and still get the full two hours?
Assistant:""")
    add(["lookalike", "md_table", "member_since", "stable_id"], "lookalike:learner-table", """| Learner       | Value            |
|---------------|------------------|
| Name          | Kofi Mensah      |
| Learner ID    | lrn_5521         |
| Member since  | 2023-09-14       |
| Plan          | Teams (annual)   |

You are the account assistant of Lumen Academy. Use the table only to personalise the answer.

Kofi: Does my plan include the new AI courses?
Assistant:""")
    add(["lookalike", "footer", "terms_revision"], "lookalike:terms-footer", """You answer refund questions for Brightpath courses: full refund within 14 days if less than 30% was watched.

Learner: I watched 2 of 20 lessons and bought it 10 days ago. Can I get my money back?

--
Terms of Service rev. 2025-11-01
Privacy notice v4""")
    add(["lookalike", "gemma", "approval_date"], "lookalike:gemma-handbook", """<start_of_turn>user
You are the instructor handbook assistant of Codeyard (handbook approved 2025-10-20, edition 7). Answer
from the handbook only.

How long do I have to answer a learner's question in the Q&A section?<end_of_turn>
<start_of_turn>model
""")
    add(["lookalike", "phi3", "validity"], "lookalike:phi3-validity", """<|system|>
You are the certificate assistant of Skillhaus. Certificates are valid for 3 years from the completion date;
renewal courses open 90 days before expiry.<|end|>
<|user|>
I completed my first-aid course on 2023-05-10. When can I renew?<|end|>
<|assistant|>
""")
    add(["lookalike", "mistral", "policy_date"], "lookalike:mistral-policy", """<s>[INST] You are the exam integrity desk of Quillmark. Our candidate conduct policy (effective 2025-09-01)
allows one blank scratch sheet, shown to the camera on both sides.

Can I use a small whiteboard instead of paper? [/INST]""")
    add(["lookalike", "regulation_date"], "lookalike:de-pruefungsordnung", """Stand der Prüfungsordnung: 01.10.2025
Du beantwortest Fragen zu den Online-Prüfungen der Akademie Nord. Antworte auf Deutsch.

Teilnehmerin: Wie oft darf ich die Abschlussprüfung wiederholen?""", "de")
    add(["lookalike", "terms_revision"], "lookalike:ja-terms", """規約改定日：2025年10月1日
受付時間：平日 10時〜18時
あなたはオンライン講座「まなびば」の問い合わせ窓口です。丁寧に答えてください。

受講者：講座の途中で解約した場合、返金はありますか？""", "ja")
    add(["lookalike", "version", "time_zone"], "lookalike:fr-bareme", """Version du barème : 2026-01
Fuseau horaire : Europe/Paris
Tu expliques aux apprenants de l'Institut Horizon comment leurs notes sont calculées.

Apprenant : Le quiz compte pour combien dans la note finale ?""", "fr")

    # values the user asks about or types
    add(["asked", "ulid", "id_in_question"], "asked:ulid", """The LMS showed me "Something went wrong (ref 01JNH6W3Q8ZB4K2T7M9R5C1XDE)" when I
uploaded my project. What does this reference mean, and can you tell when the error happened from it?""")
    add(["asked", "epoch", "id_in_question"], "asked:epoch", """Our exam results API returns "ended_at": 1773932400 and "graded_at": 1773936000123 for
the same attempt. Convert both to UTC and tell me why one of them has more digits.""")
    add(["asked", "jwt", "id_in_question"], "asked:jwt", """I found this token in the learning app's local storage. What is in it, and has it expired by
5 March 2026 12:00 UTC?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJscm4tNTUyMSIsImlhdCI6MTc3MjcwNzYwMCwiZXhwIjoxNzcyNzExMjAwfQ.Xq2p9bQk7cXo1M8y0zY5hVv4gU6nR2tE8wL1sA0dF9k""")
    add(["asked", "created_paid", "times_in_question"], "asked:created-before-paid", """Why is the created time
before the paid time on my order? It says created 2026-03-02 21:14:09 and paid 2026-03-04 08:01:55, and
I only clicked "buy" once.""")
    add(["asked", "user_clock", "times_in_question"], "asked:user-clock", """It's 14:05 here in Lisbon right now and my
exam starts at 15:00 CET. Check-in opens 30 minutes before. How long do I have until check-in opens?""")
    add(["asked", "few_shot", "example_dates"], "asked:few-shot", """Extract the deadline from each course e-mail as YYYY-MM-DD HH:MM.

E-mail: "Project 1 is due Friday 6 March 2026 at 5pm."
Deadline: 2026-03-06 17:00

E-mail: "Please submit the reflection by 12 March, 23:59."
Deadline: 2026-03-12 23:59

E-mail: "Quiz 4 closes on 2026-03-20 at noon."
Deadline:""")
    add(["asked", "iso_week"], "asked:iso-week", """Our cohort calendar uses ISO weeks. Module 3 runs 2026-W12 to 2026-W13 and the
assessment is due on the Friday of 2026-W14. Which calendar dates are those?""")
    add(["asked", "traceparent", "id_in_question"], "asked:traceparent", """The LMS error page shows "traceparent:
00-9c1e4d2a7b3f4e5aa0c65f1d2e3b4a9c-5f1d2e3b4a9c0d7e-01". Which part should I send to support so they can
find my failed upload?""")
    add(["asked", "ksuid", "id_in_question"], "asked:ksuid", """Support answered my ticket with "see event 2dJ9sTq4XbV1mKz8WnR0cLp3YhA". Is that an id
they generated, and can I tell when it was created from it?""")
    add(["asked", "time_zone"], "asked:live-class-tz", """The live class is on Tuesday 10 March 2026 at 18:00 London time. I'm in Auckland. What
day and time is that for me?""")
    add(["asked", "id_in_question"], "asked:es-session-id", """Cuando intento abrir el curso me sale "Sesión no válida (id: 4kQ9mZ2xWb7Rt1Yp8LsN3c)".
¿Qué significa ese identificador? ¿Tengo que mandárselo a soporte?""", "es")
    add(["asked", "epoch"], "asked:ja-epoch", """受講履歴の「最終視聴」に 1772702631700 と表示されています。これは日本時間で何月何日の何時ですか？""", "ja")
    add(["asked", "deadline"], "asked:ru-deadline", """В курсе написано: «сдать до 23:59 15 марта (МСК)». Я живу в Новосибирске. До
скольки по местному времени я могу отправить работу?""", "ru")

    # plain controls
    add(["control", "plain"], "control:study-tips", """You are a study coach for adult learners on Lumen Academy.

Learner: I work full time. How do I keep a steady pace through a 10-week course?
Assistant:""")
    add(["control", "plain"], "control:course-description", """Write a 60-word course description for "SQL for Analysts": joins, aggregation, window
functions, and a final project on a retail data set. Friendly, no hype.""")
    return out


# --- assembly ---------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen109(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted() + negatives_written() + generated_negatives()
    return make_holdout.assemble("hold109", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
