"""Build `prompt_normalizer/corpus/holdout85.jsonl`, an eighty-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout85.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- clinical, trial, eCRF, randomisation,
unblinding, adverse event, consent, investigator, IRT, monitoring -- and the passages around the hits;
the docstrings of `make_holdout35.py` and `make_holdout80.py` and the clarification sections of
`make_holdout64.py` and `make_holdout72.py` were read in full), to keep clear of the sources and
scenarios they used and to apply their clarifications of the rules, and of `make_holdout24.py` also its
import block and its last 150 lines, for the structure of a generator; `pyproject.toml` was read for
ruff's settings. (A listing of `tests/normalizer/` showed the names of the generators and a check of the
path showed that `holdout85.jsonl` did not exist yet.) `make_holdout81.py` to `make_holdout88.py`,
written at the same time, were not read.

The domain is clinical research sites: trial visits and schedules, eCRF queries, randomisation and
unblinding requests, investigational product (IP) accountability, adverse event reports, monitoring
visits and consent versions. The earlier docstrings name neighbours of it: clinical trials with an EDC
server time, ePRO diaries and monitoring behind a `traceparent`, with EDC audit trails and schedules of
assessments as content (make_holdout7); clinical research operations -- a visit window planner, an
eCRF query responder, SDV notes, delegation and screening logs, monitoring report drafters, follow-up
letters and action item trackers, IRB submissions, amendment cover letters and continuing review, IRT
confirmations, shipment acknowledgements and a depot, central laboratory kits, manifests, courier
pick-ups and temperature excursions, pharmacovigilance intake with AE / SAE forms, MedDRA coding and
expectedness, feasibility, TMF indexing and decentralised-trial patient apps with eConsent
(make_holdout35); post-marketing pharmacovigilance and the pharmaceutical supply chain
(make_holdout53); clinics and decentralised trials among healthcare services (make_holdout59). The
scenarios here were written around them: visits are reschedules around travel, weddings and holidays,
deviation classification, reminder rewrites and agendas, never a window planner over a schedule of
assessments; eCRF queries are seen mostly from the data-management side (query text review before
sending, aging, exports), and the few site-side questions about a query are free-form questions, not a
responder tool; randomisation is emergency unblinding requests, code-break logs, stratum mismatches
and pending randomisations, with no shipment acknowledgement and no depot; IP accountability is returns
reconciliation, pill-count compliance, destruction certificates and a broken tamper seal, with no
manifest, courier or temperature excursion; adverse events are CTCAE grading, causality rationales,
seriousness questions and SAE reconciliation between the eCRF and the safety database, with no intake
form, MedDRA coding or expectedness check; monitoring is visit confirmations (received as deliveries
and as e-mails), agendas, risk-based KRI tables and remote EMR access logs, with no report drafter,
follow-up letter or action item tracker and no `traceparent` in a monitoring case; consent is version
tracking and re-consent after amendments on paper ICFs and assent forms, never eConsent. No EDC server
time, ePRO diary, EDC audit trail or schedule of assessments appears. The sources are:

* visits and schedules: a VisitDesk prompt whose pretty JSON metadata carries `generated_at` over a
  pasted CTMS visit record that opens with `created_at` and a UUIDv7 `id`, a ReAct tool observation
  whose bracket holds `lookup_id` (ULID) and `fetched_at` between stable neighbours (the visits stay), a
  reminder rewrite with a trailing `trace:` KSUID line, a `<now>` XML element in .NET "o" form, a
  Japanese reschedule (`照会日時：` with a full-width colon) and a Thai Buddhist-era `เวลาปัจจุบัน:`;
* eCRF queries: YAML front matter `pulled_at` / `pull_id` (KSUID) over a pasted query that opens with
  `created:`, a Mistral `[INST]` prompt with a French `Heure serveur :`, a Polish bracketed context line
  (`sesja` as a lower-case ULID, `czas` in s), a Vietnamese `Thời điểm truy vấn:` at the head and a
  Spanish single-line JSON (`req` UUIDv7, `ts` in ms);
* randomisation and unblinding: forwarded request headers (`X-Request-ID` UUIDv7, `X-Client-Time` in
  ms) next to a code-break request ULID the user asks about, a Slack `app_mention` event received by a
  bot (`event_id`, `event_time` and the message `ts` move), a `Request-Id` UUIDv7 next to a
  randomisation reference UUIDv7 the user asks about, a Chinese `请求编号：` / `当前时间：` pair and a
  European Portuguese made-up `Carimbo:`;
* IP accountability: a returns ledger "exported from the pharmacy system at <time> (export <KSUID>)
  for this request", a ChatML Spanish `Marca de tiempo del servidor:`, a `traceparent` after the user's
  message, a first line `ts=<ms> app=ipdesk build=4.2.0`, a bare ULID alone on the first line above the
  app's banner, a Korean session and `현재 시각:` and a Russian `Время сервера:`;
* adverse events: a Semantic Kernel current-time sentence inside a system paragraph, an HTML comment
  `ctx` line (`hop`, `at` in s), a forwarded SAE follow-up e-mail received through a relay
  (`X-Relay-Id`, `X-Relay-Received` move; the e-mail's `Date:` and `Message-ID:` stay), an Arabic
  request id and time and a Turkish id and time after the user's message;
* monitoring: a Veritrial CTMS delivery received for this request (`X-Veritrial-Delivery`,
  `-Timestamp`, `-Signature` move; the payload with its `created_at` stays), a markdown session table
  of a KRI snapshot (time and ULID rows), `SITEDESK_NOW=` among stable `KEY=value` lines, a Hindi
  session and epoch and a Greek footer session;
* consent versions: a Llama 3 `Today Date` (the `Cutting Knowledge Date` stays), a footer request id
  and HTTP date, a portal request behind `Authorization: Bearer` (JWT), XML attributes `id` and
  `received` on a request around a pasted consent log, a German `Abgerufen am:` over a log that opens
  with `Erstellt:` and a Hebrew `חותמת זמן:`;
* the generated family: one field, or two every fourth case, drawn from 20 formats and labels (among
  them made-up `VisitDesk-Clock`, `crf.tick`, `Wallclock` and `t0` in us, and a local "now" label in
  eight languages) at one of ten positions (head, system tail, header block, after the user's message,
  footer, YAML front matter, single-line JSON, XML attribute, bracketed `key=value`, markdown row) of
  16 bodies (eight English, eight in Spanish, German, Italian, Japanese, Chinese, Ukrainian, Indonesian
  and Swedish) whose user message carries a record with its own times and ids.

The negatives: 33 pasted records (20 English, 13 in other languages), each in two of eighteen
placements (question below, above or typed right under it, behind a lead-in, quoted, fenced, indented,
in an earlier user turn, in an earlier assistant turn, at the very start of the user's message, at the
very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document and in a
tool observation): a CTMS visit record opening with `created_at` and a UUIDv7, code-break events in CSV
with ULIDs, IRT logfmt with `ts` and `request_id`, a query export with offsets, AE XML with a
`recorded` attribute, a monitoring confirmation e-mail with `Date:` and `Message-ID:`, a consent log
table, a single-line randomisation API response with a ULID and `timestamp`, `curl -v` output with
`date`, `x-request-id` and a rate-limit reset epoch, a Veritrial delivery pasted to debug its
signature, a YAML visit calendar, Python logging lines, a destruction certificate export opening with
`Created:` and `Ref:`, pill counts in `key=value` lines with epochs, an EMR access log with session
ids, CTMS events as NDJSON with KSUIDs, an SAE reconciliation table, a Slack export with `ts`, an
OpenTelemetry span and a deviation log entry; and in other languages a Spanish consent record (`Fecha
de creación:`), a German return in JSON (`erstellt`), a French AE e-mail (`Date :`), an Italian
monitoring report, Japanese CSV, Korean JSON with Korean keys and a UUIDv7, a Chinese dispensing table,
Russian log lines, Polish `key=value` exports, a Turkish AE form (`Oluşturulma:`), a Hebrew consent
record, an Arabic visit schedule and a Hindi e-mail. Twelve look-alikes in program positions (a Llama 3
header with only its cutoff, a protocol amendment's effective date and visit windows, front matter with
an ICF version and approval date, site, time zone and IRT version in XML attributes, a tenant uuid and
CalVer build in single-line JSON, an HTML comment prompt revision, pharmacy hours, `api-version`, an
unrendered `{{current_date}}` template, a sponsor footer, stable `KEY=value` lines and a study profile),
eight values the user asks about or types (an epoch, a UUIDv7, consent and procedure times, a visit
window, a KSUID, an ISO week, few-shot dates, a relative time in Japanese), and 14 generated hard
negatives: the family's bodies with one stable value (protocol, ICF and IRT versions, time zone, build,
knowledge cutoff, API version, tenant uuid, visit window, amendment approval date) in its positions.

What it is: 201 prompts. 101 carry volatile fields (136 spans): 39 hand-written positives (59 spans;
18 with two or more fields) and 62 generated ones (77 spans; 15 with two). 100 carry none. About three
prompts in eight are in a language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic,
Hebrew, Cyrillic, Greek, Devanagari, Thai). The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins, deliveries received vs pasted, tool results, made-up labels,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Trial records are content wherever they sit (also when a tool fetched them for this request):
  protocol, site, subject, kit, lot, randomisation numbers and references (also UUIDv7s and ULIDs),
  code-break request ids with their requested and approved times, query ids with their opened,
  answered and closed times, consent versions and signature times, AE onset, resolution and lab
  collection times, dispensing, return and destruction times, deviation ids, a CRA note's sent time and
  reference, a visit record's `created_at`, `updated_at` and `id`, an events feed's KSUIDs, a Slack
  export's `ts`, an OpenTelemetry span's times and ids, and `date` and `x-request-id` in pasted `curl`
  output. Only the program's stamp and the ids it minted for the export, pull, lookup or snapshot move.
* Envelope vs payload: a CTMS delivery received for this request moves its delivery id, timestamp and
  signature headers and keeps its payload; a relay's id and receipt time move while the relayed
  e-mail's `Date:` and `Message-ID:` stay; a Slack event's `event_id`, `event_time` and message `ts`
  move while the team, user, channel and text stay. The same kind of delivery pasted to debug stays
  whole.
* Near-misses decided by position and purpose: the app's `generated_at` in the prompt's JSON metadata
  moves while the pasted record's `created_at` stays; `pulled_at` and `pull_id` in front matter move
  while the pasted query's `created:` at the start of the user's message stays; a `Request-Id` or
  `X-Request-ID` moves while the randomisation reference or code-break request id the user asks about
  stays.
* New borderline cases: a bare ULID alone on the prompt's first line, above the app's banner, is the
  program's per-request id (nobody wrote it for the model to read, and nothing refers to it) and moves;
  a trailing `trace:` KSUID line after a user's quoted reminder moves; a first line `ts=<ms>` moves while
  the `app` and `build` pairs after it stay; a `<now>` element moves as a whole line; a made-up label
  (`Carimbo:`, `VisitDesk-Clock`, `crf.tick`, `Wallclock`, `t0`, `hop`) holding the current time or a
  per-request id moves.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Returns ledger exported from the pharmacy system at <time> (export <id>) for this request:" leaves
  "Returns ledger exported from the pharmacy system for this request:"); a Semantic Kernel sentence
  inside a paragraph is cut alone; XML attributes and `key=value` pairs are followed by a stable
  neighbour; single-line JSON members are cut with the comma after them and follow a stable member;
  volatile members of pretty-printed JSON are never the last member of their object (the Slack event's
  `ts` is followed by `channel`); header lines, markdown rows, YAML keys, an XML element line,
  `KEY=value` lines, footer lines and a line holding one field in any script (also with a full-width
  colon or a space before the colon) are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`) or a chat template's reply header
  on a line of its own (ChatML, and Llama 3 with its reply header put on its own line) end positives;
  prompts in the other languages end with the user's message or with the metadata after it; the
  Mistral `[INST]` positive gets its trailer after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts
  appear only among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    IST,
    JST,
    MONTHS,
    WET,
    Draft,
    Gen,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_space,
    js_iso,
    py_iso,
    py_logging,
    rfc2822,
    rfc3339,
    sk_now,
    v,
)

SEED = 20260885
SRC = "holdout85:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout85.jsonl"

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
ICT = timezone(timedelta(hours=7), "ICT")
GST = timezone(timedelta(hours=4), "GST")

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def dmy(t: Any) -> str:
    return f"{t:%d.%m.%Y}"


# --- hand-written positives ---------------------------------------------------------------------


@pos
def _visit_json_meta(g: Gen) -> Draft:
    t = g.moment()
    rec = g.moment()
    return Draft(
        f"""You are VisitDesk, the scheduling assistant of the clinical research unit at St Aidan's Hospital.
Work only from the record the coordinator pastes.

{{
  "app": "visitdesk",
  {v("datetime", f'"generated_at": "{rfc3339(t)}",')}
  "unit": "CRU-2",
  "study": "CARD-318"
}}

User: Here is the visit record from the CTMS:
{{
  "created_at": "{rfc3339(rec, 3)}",
  "id": "{g.uuid7(rec)}",
  "subject": "318-1042-007",
  "visit": "V6 (Week 12)",
  "scheduled": "2026-03-17T09:00:00+00:00",
  "window": "2026-03-12/2026-03-22",
  "status": "booked"
}}
Can we move it to the 23rd without a deviation?
Assistant:""",
        f"{SRC}pos:visits:json-meta-generated-at",
        ["json_pretty", "near_miss", "created_at_stays", "uuid7"],
    )


@pos
def _unblind_headers(g: Gen) -> Draft:
    t = g.moment()
    asked = g.ulid(g.moment())
    return Draft(
        f"""Forwarded request headers:
Host: unblind.sitedesk.example
{v("request_id", "X-Request-ID: " + g.uuid7(t))}
Accept-Language: en-GB
{v("datetime", "X-Client-Time: " + str(epoch_ms(t)))}

System: You help investigators prepare emergency unblinding requests for study NEPH-207. Never reveal
or guess a treatment arm; the IRT decides whether the code is broken.
User: The IRT rejected my code-break request {asked} with "reason missing". The patient is in ICU with
suspected anaphylaxis after the second infusion. What exactly do I need to put in the reason field?
Assistant:""",
        f"{SRC}pos:unblinding:forwarded-headers",
        ["header_block", "uuid7", "epoch_ms", "asked_id_stays", "near_miss"],
    )


@pos
def _returns_ledger_phrase(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You reconcile investigational product returns for the pharmacy of Clínica Universitaria Norte.
Point out every kit whose counts do not add up and say what the pharmacist should check.

Returns ledger exported from the pharmacy system {v("datetime", "at " + iso_space(t))} {v("request_id", "(export " + g.ksuid(t) + ")")} for this request:
kit,subject,dispensed_on,returned_on,tablets_dispensed,tablets_returned,recorded_by
40213,207-0012,2026-01-08,2026-02-05,56,4,MR
40219,207-0015,2026-01-12,2026-02-09,56,0,MR
40226,207-0012,2026-02-05,2026-03-05,56,61,JL
40231,207-0021,2026-02-11,,56,,JL

Question: Which kits need a second look before the monitor comes?
Answer:""",
        f"{SRC}pos:ip-accountability:export-phrase",
        ["inline_phrase", "ksuid", "csv_content", "two_fields"],
    )


@pos
def _veritrial_delivery(g: Gen) -> Draft:
    t = g.moment_us()
    created = g.moment_us()
    return Draft(
        f"""You are the site operations bot of Lakeshore Research. A delivery from the Veritrial CTMS arrived
for this request; summarise it for the coordinators' channel in two lines.

POST /hooks/veritrial HTTP/1.1
{v("delivery_id", "X-Veritrial-Delivery: " + g.uuid4())}
{v("datetime", "X-Veritrial-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Veritrial-Signature: v1=" + g.hex(64))}
Content-Type: application/json

{{"event": "monitoring_visit.confirmed", "visit": {{"id": "MV-2026-0117", "site": "LRS-04", "type": "on-site", "starts_at": "2026-04-14T09:30:00-04:00", "cra": "D. Okafor", "created_at": "{rfc3339(created)}"}}}}
Assistant:""",
        f"{SRC}pos:monitoring:webhook-envelope-received",
        ["envelope", "webhook", "payload_stays", "three_fields"],
    )


@pos
def _llama3_consent(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("datetime", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You check signed informed consent forms against the approved version list of study PULM-044.<|eot_id|><|start_header_id|>user<|end_header_id|>

Approved versions: Master ICF v6.0 (approved 2026-01-20), Spanish ICF v6.0-es (approved 2026-02-03), Assent v3.1.
Subject 044-0031 signed Master ICF v5.2 on 2026-02-10 at 14:05. Does she need to re-consent before her next visit?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}pos:consent:llama3-today-date",
        ["llama3", "cutoff_stays", "today_date"],
    )


@pos
def _chatml_es_pharmacy(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<|im_start|>system
Eres el asistente del servicio de farmacia de ensayos clínicos del Hospital General de Valdecilla Sur.
Responde en español y sin inventar datos.
{v("datetime", "Marca de tiempo del servidor: " + rfc3339(t))}
<|im_end|>
<|im_start|>user
Registro de dispensación del estudio HEMA-12, paciente 12-0304:
2026-02-02 10:14  kit 88120  dispensado  (2 cajas)   firma: PGR
2026-03-02 09:51  kit 88177  dispensado  (2 cajas)   firma: PGR
2026-03-02 09:55  kit 88120  devuelto    (0 comprimidos)  firma: PGR
¿Cuántos días de tratamiento cubre lo dispensado hasta ahora si toma 2 comprimidos al día y cada caja tiene 28?<|im_end|>
<|im_start|>assistant""",
        f"{SRC}pos:ip-accountability:chatml-es-server-stamp",
        ["chatml", "es", "record_times_stay"],
    )


@pos
def _sk_ctcae(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You grade adverse events with CTCAE v5.0 for the oncology trials unit. {v("datetime", "The current date and time is " + sk_now(t) + ".")} Use only the values the investigator gives you and say which grade and why.

User: Patient 611-0047, cycle 3 day 8. ANC 0.8 x10^9/L (collected 2026-02-19 07:40), platelets 92 x10^9/L,
temperature 38.4 C at 02:10 that night, no antibiotics yet. How should I grade the neutropenia and the fever?
Assistant:""",
        f"{SRC}pos:adverse-events:sk-sentence",
        ["semantic_kernel", "inline_sentence", "lab_times_stay"],
    )


@pos
def _kri_table(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You support the central monitoring team of study GASTRO-9. Read the key risk indicators and
suggest which sites need a targeted visit.

| Field | Value |
|---|---|
| Study | GASTRO-9 |
{v("datetime", "| Snapshot time | " + rfc3339(t) + " |")}
{v("request_id", "| Snapshot id | " + g.ulid(t) + " |")}
| Sites | 14 |

User: KRI table from the RBM tool:
| Site | Query rate | AE rate | Last data entry | Last visit |
|---|---|---|---|---|
| 101 | 0.8 | 1.9 | 2026-03-02 16:44 | 2026-02-11 |
| 104 | 3.1 | 0.2 | 2026-01-27 09:12 | 2025-12-03 |
| 109 | 1.2 | 1.4 | 2026-03-03 11:05 | 2026-02-24 |
Which site worries you most?
Assistant:""",
        f"{SRC}pos:monitoring:markdown-session-table",
        ["markdown_table", "ulid", "table_content_stays"],
    )


@pos
def _consent_footer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Draft a short, friendly reminder to the study nurses at site 22 that ICF v4.0 replaces v3.2 from
the date of the ethics approval letter (approved 2026-02-27) and that every active participant must
re-consent at their next visit. Mention that the old forms go to the archive box, not the shred bin.

--
{v("request_id", "Request: " + g.uuid4())}
{v("datetime", "Generated: " + http_date(t))}
""",
        f"{SRC}pos:consent:footer",
        ["footer", "http_date", "trailing_newline"],
    )


@pos
def _html_comment_ctx(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<!-- ctx site=GB-031 {v("request_id", "hop=" + g.hex(16))} {v("datetime", "at=" + str(epoch_s(t)))} lang=en -->
You reconcile serious adverse events between the eCRF and the safety database for study RENAL-5.
List each mismatch in one line.

User: eCRF: SAE 031-0008-01 onset 2026-01-14, serious criterion hospitalisation, outcome recovered 2026-01-22.
Safety DB: case RENAL5-2026-00041, onset 2026-01-15, hospitalisation, outcome recovering.
Assistant:""",
        f"{SRC}pos:adverse-events:html-comment-kv",
        ["html_comment", "key_value", "epoch_s", "two_fields"],
    )


@pos
def _react_schedule(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Answer the coordinator's question with the tools below.
Tools: ctms_visits(subject) -> planned and actual visits of one subject

Question: When is 512-0088's next visit, and is the Week 24 visit already out of window?
Thought: I need the subject's visits.
Action: ctms_visits
Action Input: {{"subject": "512-0088"}}
Observation: [source=ctms-prod {v("request_id", "lookup_id=" + g.ulid(t))} {v("datetime", "fetched_at=" + js_iso(t))} tool=ctms_visits]
V8 Week 16  planned 2026-01-20  actual 2026-01-21 10:05  done
V9 Week 20  planned 2026-02-17  actual 2026-02-17 09:40  done
V10 Week 24 planned 2026-03-17  window 2026-03-10..2026-03-24  not booked
V11 Week 28 planned 2026-04-14  window 2026-04-07..2026-04-21  not booked
Thought:""",
        f"{SRC}pos:visits:react-observation",
        ["agent", "tool_observation", "visits_stay", "key_value"],
    )


@pos
def _mistral_fr(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<s>[INST] Tu aides les attachés de recherche clinique du CHU de Rives-sur-Loire à rédiger les demandes de correction.
{v("datetime", f"Heure serveur : {dmy(t)} {t:%H:%M:%S} {t.tzname()}")}

Requête eCRF Q-118204 ouverte le 12/02/2026 : « Date de visite V3 (03/02/2026) antérieure à la date de signature du consentement (04/02/2026). Merci de vérifier. »
Le patient a signé le 03/02 à 8 h 50 et la visite a commencé à 9 h 30. Comment formuler la réponse ? [/INST]""",
        f"{SRC}pos:ecrf-queries:mistral-fr-server-time",
        ["mistral", "fr", "query_dates_stay"],
    )


@pos
def _slack_event(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are RandoBot in the site's Slack workspace. Answer the mention below in one short message;
never disclose allocation.

{{
  "team_id": "T04K2SITE",
  {v("event_id", f'"event_id": "Ev{g.b62(10).upper()}",')}
  {v("datetime", f'"event_time": {epoch_s(t)},')}
  "event": {{
    "type": "app_mention",
    "user": "U02NURSE7",
    "text": "<@U07RANDO> subject 207-0044 shows 'stratum mismatch' at randomisation, eGFR was 58 at screening on 2026-02-26",
    {v("message_ts", f'"ts": "{epoch_s(t)}.{g.digits(6)}",')}
    "channel": "C05RANDHELP"
  }}
}}
Assistant:""",
        f"{SRC}pos:randomisation:slack-event",
        ["slack", "envelope", "json_pretty", "nested", "three_fields"],
    )


@pos
def _mail_relay(g: Gen) -> Draft:
    t = g.moment_eu()
    sent = g.moment_eu()
    return Draft(
        f"""Summarise the forwarded message for the safety desk and list what the site still owes us.
{v("delivery_id", "X-Relay-Id: " + g.ulid(t))}
{v("datetime", "X-Relay-Received: " + rfc2822(t))}

From: Dr. Ines Hartmann <i.hartmann@klinikum-elbtal.example>
To: safety@sponsor-desk.example
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}@klinikum-elbtal.example>
Subject: SAE follow-up 0012-0019, study CARD-318

Patient discharged yesterday. Discharge letter attached; troponin peak was at 04:20 on day 2.
The causality assessment will follow after the cardiology review on Friday.
Assistant:""",
        f"{SRC}pos:adverse-events:mail-relay-envelope",
        ["envelope", "email", "payload_stays", "rfc2822"],
    )


@pos
def _bearer_portal(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""GET /assist/consent-versions HTTP/1.1
Host: portal.trialsite.example
{v("session_token", "Authorization: Bearer " + g.jwt(t, "crc-4471"))}
Accept: text/plain

Which consent version is current for the paediatric cohort of study NEURO-77, and does the assent form
change for children who turned 12 since their last visit?
Assistant:""",
        f"{SRC}pos:consent:bearer-jwt",
        ["jwt", "http_request", "head_block"],
    )


@pos
def _tail_traceparent(g: Gen) -> Draft:
    return Draft(
        f"""You help research pharmacists complete IP destruction records. Keep answers to a checklist.

User: We are destroying 14 expired kits of study DERM-3 (lot D3-2207, expiry 2026-01-31) on site.
Which fields does the destruction certificate need, and who has to witness it?
{v("trace_id", "traceparent: " + g.traceparent())}
Assistant:""",
        f"{SRC}pos:ip-accountability:traceparent-after-user",
        ["trace_header", "after_user"],
    )


@pos
def _asked_vs_request_id(g: Gen) -> Draft:
    t = g.moment()
    asked = g.uuid7(g.moment())
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.uuid7(t))}
Site: 1042
Study: CARD-318

User: The IRT confirmation for subject 318-1042-019 says "Randomisation pending, reference {asked}".
It has been two hours. Is the patient randomised or not, and can we dose?
Assistant:""",
        f"{SRC}pos:randomisation:request-id-vs-asked-uuid7",
        ["near_miss", "uuid7", "asked_id_stays", "head"],
    )


@pos
def _env_lines(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""SITEDESK_TZ=Asia/Kolkata
{v("datetime", "SITEDESK_NOW=" + rfc3339(t))}
SITEDESK_BUILD=2026.02.3

You draft the agenda for a monitoring visit at a cardiology site from the CRA's notes. Keep it to
a timed list.

User: Visit on 9 March 10:00-16:00. Need 2 h SDV for subjects 0003, 0007, 0011, pharmacy review,
30 min with the PI at 15:00, and the ISF check.
Assistant:""",
        f"{SRC}pos:monitoring:env-lines",
        ["key_value_lines", "stable_neighbours", "calver_stays"],
    )


@pos
def _ts_first_line(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "ts=" + str(epoch_ms(t)))} app=ipdesk build=4.2.0
You compute treatment compliance from pill counts. Compliance = (dispensed - returned) / (days x daily dose).

Question: Kit 7781 had 60 tablets at dispensing on 2026-02-02 and 9 came back on 2026-03-02; dose is
2 a day. What is the compliance, and is it below the protocol's 80%?
Answer:""",
        f"{SRC}pos:ip-accountability:first-line-epoch",
        ["head", "epoch_ms", "key_value"],
    )


@pos
def _ksuid_tail(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Rewrite this visit reminder so it reads warmly and stays under 300 characters:
"Your study visit V5 is on 2026-04-08 at 08:15 in Building C. Fasting from 22:00 the night before.
Bring your diary and all unused tablets."
{v("trace_id", "trace: " + g.ksuid(t))}""",
        f"{SRC}pos:visits:ksuid-last-line",
        ["tail", "ksuid", "no_cue"],
    )


@pos
def _xml_request(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<request {v("request_id", f'id="{g.uuid4()}"')} {v("datetime", f'received="{rfc3339(t)}"')} site="ES-03" lang="en">
<task>Check whether the consent log below satisfies the amendment 4 re-consent requirement.</task>
<consent_log>
0301  ICF v3.0  2025-09-14 11:02  re-consented v4.0 2026-01-19 09:15
0302  ICF v3.0  2025-10-02 16:40  -
0305  ICF v4.0  2026-01-21 10:30  n/a
</consent_log>
</request>
Answer:""",
        f"{SRC}pos:consent:xml-attributes",
        ["xml_attributes", "consent_log_stays", "two_fields"],
    )


@pos
def _yaml_pull(g: Gen) -> Draft:
    t = g.moment()
    created = g.moment()
    return Draft(
        f"""---
study: ONC-2291
{v("datetime", "pulled_at: " + rfc3339(t, 3))}
{v("request_id", "pull_id: " + g.ksuid(t))}
role: data-manager
---
You review eCRF query texts before they are sent to sites. Make each query neutral, specific and
answerable, and never lead the site to a value.

User: created: {rfc3339(created)}
id: Q-558201
form: Vital signs, Visit 4
text: "Systolic BP 182 looks wrong, surely it was 128? Please correct."
Assistant:""",
        f"{SRC}pos:ecrf-queries:yaml-pull-near-miss",
        ["front_matter", "near_miss", "created_stays", "ksuid"],
    )


@pos
def _ulid_first_line(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("request_id", g.ulid(t))}
IPDesk - investigational product assistant
Answer in short steps.

User: A kit arrived with the tamper seal broken. Shipment SH-2026-1187, kit 55130. What do I do before
anything is dispensed?
Assistant:""",
        f"{SRC}pos:ip-accountability:ulid-first-line",
        ["head", "ulid", "bare_value"],
    )


@pos
def _dotnet_xml_element(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<context>
  <site>NL-12</site>
  {v("datetime", "<now>" + dotnet_o(t, g.small(0, 10)) + "</now>")}
  <protocol>PULM-044 amendment 3</protocol>
</context>
You help site staff classify protocol deviations as major or minor.

User: Visit 7 happened on day 61 instead of day 56 ± 3 because the subject had COVID. Spirometry was done.
Assistant:""",
        f"{SRC}pos:visits:xml-element-now",
        ["xml_element", "dotnet_o"],
    )


@pos
def _ja_visit(g: Gen) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""あなたは治験コーディネーター（CRC）の来院調整を手伝うアシスタントです。日本語で簡潔に答えてください。
{v("datetime", f"照会日時：{t:%Y年%m月%d日 %H:%M:%S}")}

被験者 402-0015 の来院記録です。
来院,予定日,実施日時,許容範囲
V3,2026-02-03,2026-02-03 09:20,±3日
V4,2026-03-03,2026-03-06 14:05,±3日
V5,2026-03-31,,±3日
V5 を 4 月 6 日にずらすと逸脱になりますか？""",
        f"{SRC}pos:visits:ja-fullwidth-colon",
        ["ja", "fullwidth_colon", "csv_content", "no_cue"],
    )


@pos
def _ko_returns(g: Gen) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""임상시험 약국 반납 점검 도우미입니다. 한국어로 답하세요.
{v("session_id", "세션 ID: " + g.nanoid())}
{v("datetime", f"현재 시각: {t:%Y-%m-%d %H:%M:%S} KST")}
기관: 서울 중앙의료원 (기관번호 07)

반납 기록:
키트 61204 | 대상자 07-0031 | 불출 2026-01-15 | 반납 2026-02-12 10:41 | 잔여 3정
키트 61219 | 대상자 07-0031 | 불출 2026-02-12 | 반납 미확인
다음 방문 전에 무엇을 확인해야 하나요?""",
        f"{SRC}pos:ip-accountability:ko-session-clock",
        ["ko", "nanoid", "record_stays", "two_fields"],
    )


@pos
def _zh_random(g: Gen) -> Draft:
    t = g.moment(CST8)
    asked = g.digits(6)
    return Draft(
        f"""你是临床试验中心的随机化助手，只用中文回答，不得透露分组。
{v("request_id", "请求编号：" + g.uuid7(t))}
{v("datetime", f"当前时间：{t:%Y-%m-%d %H:%M:%S}")}

研究 HEP-31，受试者 031-0107。IWRS 返回的随机号是 R{asked}，随机时间 2026-02-27 15:42:08。
药物编号 K-77120 还没有到货。今天能不能先给药？""",
        f"{SRC}pos:randomisation:zh-request-clock",
        ["zh", "uuid7", "asked_id_stays", "two_fields"],
    )


@pos
def _de_consent(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Du unterstützt die Studienassistenz des Prüfzentrums Universitätsklinikum Elbtal bei Einwilligungen.
{v("datetime", f"Abgerufen am: {dmy(t)}, {t:%H:%M:%S} {'MESZ' if t.tzname() == 'CEST' else 'MEZ'}")}
Prüfplan: CARD-318, Amendment 4

Einwilligungsprotokoll (Auszug):
Erstellt: 14.01.2026 08:12
Patient 0012-0031  Patienteninformation v5.1  unterschrieben 22.10.2025 11:40
Patient 0012-0033  Patienteninformation v6.0  unterschrieben 19.01.2026 09:05
Muss Patient 0012-0031 vor Visite 8 erneut einwilligen, wenn v6.0 seit dem 12.01.2026 gilt?""",
        f"{SRC}pos:consent:de-abgerufen",
        ["de", "erstellt_stays", "local_date"],
    )


@pos
def _ar_ae(g: Gen) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""أنت مساعد لتقارير الأحداث الضائرة في مركز الأبحاث السريرية بمستشفى الخليج. أجب بالعربية.
{v("request_id", "معرّف الطلب: " + g.hex(32))}
{v("datetime", "وقت الطلب: " + rfc3339(t))}

تقرير الحدث:
رقم المشارك: 0044-0009
الحدث: طفح جلدي معمم
تاريخ البدء: 2026-02-18 الساعة 21:30
آخر جرعة: 2026-02-18 الساعة 08:00
هل يجب الإبلاغ عنه كحدث خطير خلال 24 ساعة؟""",
        f"{SRC}pos:adverse-events:ar-request",
        ["ar", "rtl", "hex_id", "two_fields"],
    )


@pos
def _hi_monitoring(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""आप क्लिनिकल ट्रायल साइट के मॉनिटरिंग विज़िट की तैयारी में मदद करते हैं। हिंदी में उत्तर दें।
{v("session_id", "सत्र: " + g.b64url(18))}
{v("datetime", "अनुरोध समय: " + str(epoch_s(t)))}

CRA का ईमेल:
"मॉनिटरिंग विज़िट 17 मार्च 2026, सुबह 10:00 से। कृपया विषय 0021 से 0030 की स्रोत फाइलें और फ़ार्मेसी लॉग तैयार रखें।"
हमें किन दस्तावेज़ों की सूची बनानी चाहिए?""",
        f"{SRC}pos:monitoring:hi-session-epoch",
        ["hi", "devanagari", "epoch_s", "two_fields"],
    )


@pos
def _ru_ip(g: Gen) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник аптеки клинических исследований. Отвечай по-русски.
{v("datetime", f"Время сервера: {dmy(t)} {t:%H:%M:%S} (MSK)")}

Журнал учёта исследуемого препарата, центр 05:
2026-02-09 11:20:41  выдан  набор 30017  пациент 05-0112
2026-03-09 10:02:13  возврат  набор 30017  остаток 12 капсул
2026-03-09 10:05:55  выдан  набор 30044  пациент 05-0112
Сходится ли учёт, если пациент принимает 1 капсулу в день и в наборе 30 капсул?""",
        f"{SRC}pos:ip-accountability:ru-server-time",
        ["ru", "log_lines_stay"],
    )


@pos
def _pt_unblind(g: Gen) -> Draft:
    t = g.moment(WET)
    return Draft(
        f"""És o assistente da equipa de investigação do Hospital de Santa Marta. Responde em português europeu.
{v("datetime", f"Carimbo: {t:%d/%m/%Y %H:%M:%S}")}
Estudo: NEPH-207 · Centro 014

Pedido de quebra de ocultação enviado pelo investigador:
Participante 014-0006, pedido UB-2026-0031, motivo: insuficiência renal aguda, decisão terapêutica depende do braço.
A quebra foi aprovada às 03:12 de 21/02/2026. Quem temos de informar e em que prazo?""",
        f"{SRC}pos:unblinding:pt-carimbo",
        ["pt", "made_up_label", "request_ref_stays"],
    )


@pos
def _pl_queries(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""[ctx ośrodek=PL-09 {v("session_id", "sesja=" + g.ulid(t).lower())} {v("datetime", "czas=" + str(epoch_s(t)))} język=pl]
Pomagasz koordynatorom badań odpowiadać na zapytania w eCRF. Odpowiadaj po polsku.

Zapytanie Q-20417 (otwarte 2026-02-20 13:05): "Masa ciała na wizycie 4 (61,2 kg) różni się o 9 kg od wizyty 3. Proszę potwierdzić."
Pacjentka rzeczywiście schudła po operacji 2026-02-02. Jak to opisać w odpowiedzi?""",
        f"{SRC}pos:ecrf-queries:pl-bracket",
        ["pl", "key_value", "ulid_lower", "two_fields"],
    )


@pos
def _tr_ae(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Klinik araştırma merkezinin advers olay asistanısın. Türkçe cevap ver.

Olay kaydı: 0007-0022, baş dönmesi, başlangıç 2026-03-01 07:45, süre 20 dakika, şiddet hafif.
Araştırmacı ilaçla ilişkisini "muhtemel" olarak işaretledi. Bu olay ciddi sayılır mı?
{v("request_id", "İstek kimliği: " + g.uuid4())}
{v("datetime", f"İstek zamanı: {dmy(t)} {t:%H:%M:%S}")}""",
        f"{SRC}pos:adverse-events:tr-after-user",
        ["tr", "after_user", "two_fields", "no_cue"],
    )


@pos
def _he_consent(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""אתה עוזר לרכזות המחקר במרכז הרפואי לבדוק גרסאות טופס הסכמה. ענה בעברית.
{v("datetime", "חותמת זמן: " + js_iso(t))}

משתתפת 0031-0004 חתמה על טופס הסכמה גרסה 3.0 בתאריך 2025-12-08 בשעה 10:20.
גרסה 4.0 אושרה בוועדת הלסינקי בתאריך 2026-02-15. האם צריך להחתים אותה שוב לפני הביקור הבא?""",
        f"{SRC}pos:consent:he-stamp",
        ["he", "rtl", "js_iso"],
    )


@pos
def _th_visit(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณเป็นผู้ช่วยนัดหมายผู้เข้าร่วมการวิจัยของศูนย์วิจัยทางคลินิก ตอบเป็นภาษาไทย
{v("datetime", f"เวลาปัจจุบัน: {t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S}")}

ผู้เข้าร่วม 019-0042 นัดครั้งที่ 6 วันที่ 2026-04-13 เวลา 09:00 แต่ตรงกับวันสงกรานต์
ช่วงเวลาที่อนุญาตคือ ±4 วัน ควรเลื่อนไปวันไหนดี""",
        f"{SRC}pos:visits:th-buddhist-era",
        ["th", "buddhist_era"],
    )


@pos
def _vi_query(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""{v("datetime", f"Thời điểm truy vấn: {t:%H:%M:%S} ngày {t:%d/%m/%Y}")}
Bạn hỗ trợ điều phối viên nghiên cứu trả lời các câu hỏi dữ liệu trên eCRF. Trả lời bằng tiếng Việt.

Câu hỏi dữ liệu Q-7731, mở ngày 2026-02-25: "Ngày lấy mẫu máu (2026-02-10) sau ngày dùng thuốc lần đầu (2026-02-09). Vui lòng xác nhận."
Mẫu máu thật sự được lấy lúc 07:30 ngày 09/02 trước khi dùng thuốc. Tôi nên sửa thế nào?""",
        f"{SRC}pos:ecrf-queries:vi-head",
        ["vi", "head", "query_dates_stay"],
    )


@pos
def _el_monitoring(g: Gen) -> Draft:
    return Draft(
        f"""Βοηθάς την ομάδα του κέντρου να προετοιμαστεί για επίσκεψη παρακολούθησης. Απάντα στα ελληνικά.

Μήνυμα της CRA: «Επίσκεψη στις 24/03/2026, 09:30. Θα ελέγξω τα έντυπα συγκατάθεσης και το αρχείο φαρμάκου.»
Τι πρέπει να ετοιμάσουμε;
--
{v("session_id", "Συνεδρία: " + g.uuid4())}""",
        f"{SRC}pos:monitoring:el-footer-session",
        ["el", "footer", "uuid4", "no_cue"],
    )


@pos
def _es_query_json(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{{"app": "crf-helper", {v("request_id", f'"req": "{g.uuid7(t)}",')} {v("datetime", f'"ts": {epoch_ms(t)},')} "idioma": "es"}}
Ayudas a los monitores de datos a revisar la redacción de las queries antes de enviarlas al centro.

Query Q-30912 (creada 2026-03-04 12:41:09): "¿Seguro que la hemoglobina era 7,1? Parece un error, corríjala a 11,7."
¿Cómo la reescribo para que no sea sugestiva?""",
        f"{SRC}pos:ecrf-queries:es-single-line-json",
        ["es", "json_single_line", "uuid7", "epoch_ms", "two_fields"],
    )


# --- pasted records (negatives) -----------------------------------------------------------------


def blocks(g: Gen) -> list[tuple[str, str, list[str], str, str, str]]:
    """(source, language, tags, block, question, lead-in) of records that carry their own times and ids."""
    out: list[tuple[str, str, list[str], str, str, str]] = []

    def add(source: str, lang: str, tags: list[str], block: str, ask: str, intro: str) -> None:
        out.append((source, lang, tags, block, ask, intro))

    a, b, c = g.moment(), g.moment(), g.moment()
    add(
        "ctms-visit-record-json",
        "en",
        ["json_pretty", "created_at", "uuid7"],
        f"""{{
  "created_at": "{rfc3339(a, 3)}",
  "id": "{g.uuid7(a)}",
  "subject": "318-1042-011",
  "visit": "V4 (Week 8)",
  "scheduled": "2026-02-24T08:30:00+00:00",
  "actual": "2026-02-27T10:12:44+00:00",
  "window_days": 3,
  "updated_at": "{rfc3339(b, 3)}"
}}""",
        "Was this visit inside its window?",
        "Here is the visit record from the CTMS",
    )
    rows = []
    for k in range(3):
        r = g.moment()
        rows.append(
            f"{g.ulid(r)},{rfc3339(r)},{rfc3339(r + timedelta(minutes=g.small(4, 95)))},"
            f"207-00{g.small(10, 99)},{['anaphylaxis', 'overdose', 'surgery'][k]}"
        )
    add(
        "unblinding-events-csv",
        "en",
        ["csv", "ulid", "timestamps"],
        "request_id,requested_at,approved_at,subject,reason\n" + "\n".join(rows),
        "How long did each approval take, and is any over the 60-minute target?",
        "Below is what the IRT returned for last quarter's code breaks",
    )
    ts = g.moment()
    add(
        "ip-dispense-logfmt",
        "en",
        ["logfmt", "request_id", "ts"],
        "\n".join(
            f"ts={rfc3339(ts + timedelta(minutes=7 * k), 3)} level={lv} event={ev} kit={kit} subject=207-0031 "
            f"request_id={g.uuid4()}"
            for k, (lv, ev, kit) in enumerate(
                [
                    ("info", "kit_dispensed", 40311),
                    ("warn", "kit_return_missing", 40288),
                    ("info", "kit_dispensed", 40340),
                ]
            )
        ),
        "Which kit was never returned, and when was it dispensed?",
        "My colleague sent this from the IRT integration log",
    )
    add(
        "query-export-csv",
        "en",
        ["csv", "offsets"],
        """query_id,form,opened,answered,closed
Q-441201,Vital signs V3,2026-01-12T09:14:03+01:00,2026-01-14T16:02:51+01:00,2026-01-15T08:40:10+01:00
Q-441377,Labs V3,2026-01-12T09:20:44+01:00,2026-01-29T11:31:05+01:00,
Q-442015,ConMeds,2026-01-19T14:05:19+01:00,2026-01-20T10:12:00+01:00,2026-01-22T17:55:42+01:00""",
        "What's the median days from opened to answered?",
        "Here is the export from the EDC",
    )
    add(
        "ae-xml-export",
        "en",
        ["xml", "timestamps"],
        f"""<adverseEvent id="AE-{g.digits(7)}" subject="611-0052" recorded="{rfc3339(c)}">
  <term>Nausea</term>
  <onset>2026-02-11T18:30:00</onset>
  <resolved>2026-02-13T09:00:00</resolved>
  <serious>false</serious>
  <action>dose not changed</action>
</adverseEvent>""",
        "Which CTCAE grade fits if she could not eat for a day but needed no IV fluids?",
        "Below is what the EDC returned",
    )
    m = g.moment_eu()
    add(
        "monitoring-confirmation-email",
        "en",
        ["email", "date_header", "message_id"],
        f"""From: Daniel Okafor <d.okafor@cro-north.example>
To: research.office@st-aidans.example
Date: {rfc2822(m)}
Message-ID: <{g.hex(16)}.{epoch_s(m)}@cro-north.example>
Subject: Interim monitoring visit - CARD-318 site 1042 - 18 March 09:30

Dear team, I confirm the on-site visit on 18 March from 09:30 to 16:00. I will need the ISF, the
pharmacy file and source for subjects 007, 011 and 019. Kind regards, Daniel""",
        "Draft a short reply accepting and asking whether he needs a room with a network port.",
        "The CRA wrote this",
    )
    add(
        "consent-log-markdown",
        "en",
        ["markdown_table", "timestamps"],
        """| Subject | ICF version | Signed | Re-consent |
|---|---|---|---|
| 044-0027 | v5.2 | 2025-11-03 10:14 | - |
| 044-0031 | v5.2 | 2026-02-10 14:05 | - |
| 044-0035 | v6.0 | 2026-02-24 09:31 | n/a |""",
        "Who still needs to re-consent to v6.0?",
        "Consent log, copied from our tracker",
    )
    r = g.moment()
    add(
        "randomisation-api-json",
        "en",
        ["json_single_line", "ulid", "timestamp"],
        f'{{"randomization_id": "rnd_{g.ulid(r)}", "subject": "207-0044", "status": "PENDING_STRATUM_CHECK", '
        f'"timestamp": "{js_iso(r)}", "stratum": "eGFR<60"}}',
        "Does this mean she's randomised or only registered?",
        "Here is the API response",
    )
    h = g.moment()
    add(
        "irt-curl-409",
        "en",
        ["http_exchange", "date_header", "x_request_id", "epoch"],
        f"""> POST /v2/unblinding-requests HTTP/2
> Host: irt.sponsor.example
> Content-Type: application/json
>
< HTTP/2 409
< date: {http_date(h)}
< x-request-id: {g.uuid4()}
< x-ratelimit-reset: {epoch_s(h) + 60}
<
{{"error": "duplicate_request", "existing": "UB-2026-0031", "created": "{rfc3339(h - timedelta(minutes=6))}"}}""",
        "Why does the unblinding endpoint return 409 here?",
        "This is what curl printed",
    )
    w = g.moment()
    add(
        "veritrial-delivery-pasted",
        "en",
        ["webhook", "pasted_envelope", "signature"],
        f"""X-Veritrial-Delivery: {g.uuid4()}
X-Veritrial-Timestamp: {epoch_s(w)}
X-Veritrial-Signature: v1={g.hex(64)}

{{"event": "visit.completed", "visit": {{"id": "V-88213", "subject": "512-0088", "completed_at": "{rfc3339(w - timedelta(seconds=40))}"}}}}""",
        "Our handler rejects this delivery with 'signature mismatch'. What could be wrong?",
        "A delivery our endpoint logged",
    )
    add(
        "visit-calendar-yaml",
        "en",
        ["yaml", "dates"],
        """subject: 402-0015
visits:
  - name: V5
    date: 2026-04-06
    time: "08:00"
  - name: V6
    date: 2026-05-01
    time: "08:00"
  - name: V7
    date: 2026-05-29
    time: "08:30"
updated: 2026-03-06T14:07:12+09:00""",
        "Which of these falls on a public holiday in Spain?",
        "Here's the calendar the scheduling tool produced",
    )
    p = g.moment_eu()
    add(
        "irt-python-log",
        "en",
        ["python_logging", "log_lines"],
        f"""{py_logging(p)} INFO irt.dispense kit 400213 dispensed to 1042-011 (req {g.hex(12)})
{py_logging(p + timedelta(seconds=41))} ERROR irt.dispense kit 400214 rejected: kit expired 2026-02-28
{py_logging(p + timedelta(seconds=95))} INFO irt.dispense kit 400230 dispensed to 1042-011 (req {g.hex(12)})""",
        "Why did the second dispense fail?",
        "Log from the IRT bridge",
    )
    add(
        "destruction-certificate-export",
        "en",
        ["form_export", "created", "ref"],
        f"""Created: 2026-03-03 15:22:09
Ref: DC-{g.digits(6)}
Study: DERM-3
Lot: D3-2207 (expiry 2026-01-31)
Kits destroyed: 14
Destroyed on: 2026-03-03 at 14:10 by incineration
Witness: R. Amaral (pharmacist)""",
        "Is this enough for the accountability binder?",
        "The form export",
    )
    add(
        "pill-count-kv",
        "en",
        ["key_value", "epoch"],
        f"""visit=V4 kit=7781 dispensed=60 returned=9 days=28 dose_per_day=2 ts={epoch_s(g.moment())}
visit=V5 kit=7802 dispensed=60 returned=3 days=29 dose_per_day=2 ts={epoch_s(g.moment())}""",
        "What's the compliance for each visit?",
        "Pill counts from the pharmacy app",
    )
    e = g.moment_eu()
    add(
        "emr-access-log",
        "en",
        ["tsv", "session_ids"],
        "\n".join(
            f"{iso_space(e + timedelta(minutes=m))}\tcra.dokafor\t{act}\t{mrn}\tsess={g.hex(20)}"
            for m, act, mrn in [
                (0, "LOGIN", "-"),
                (3, "VIEW", "MRN-552019"),
                (41, "VIEW", "MRN-570144"),
                (88, "LOGOUT", "-"),
            ]
        ),
        "Did the CRA open any record outside the agreed list (MRN-552019, MRN-560210)?",
        "Remote monitoring access log from IT",
    )
    evs = []
    for name in ["visit.booked", "visit.rescheduled", "visit.completed"]:
        q = g.moment()
        evs.append(f'{{"id": "{g.ksuid(q)}", "type": "{name}", "at": "{rfc3339(q)}", "subject": "019-0042"}}')
    add(
        "ctms-events-ndjson",
        "en",
        ["ndjson", "ksuid"],
        "\n".join(evs),
        "Put these in chronological order and tell me if anything looks off.",
        "Events from the CTMS feed",
    )
    add(
        "sae-reconciliation-table",
        "en",
        ["markdown_table", "dates"],
        """| Case | eCRF onset | Safety DB onset | eCRF outcome | Safety DB outcome |
|---|---|---|---|---|
| 031-0008-01 | 2026-01-14 | 2026-01-15 | recovered 2026-01-22 | recovering |
| 031-0011-02 | 2026-02-02 | 2026-02-02 | ongoing | ongoing |""",
        "List the discrepancies we must resolve.",
        "Reconciliation sheet",
    )
    s = g.moment()
    add(
        "slack-export-randomisation",
        "en",
        ["slack_export", "ts"],
        f"""[{{"user": "U02NURSE7", "ts": "{epoch_s(s)}.{g.digits(6)}", "text": "IRT down? randomisation spinner for 207-0051"}},
 {{"user": "U03PHARM2", "ts": "{epoch_s(s) + 260}.{g.digits(6)}", "text": "same here, got error RND-504 at 10:02"}},
 {{"user": "U02NURSE7", "ts": "{epoch_s(s) + 1900}.{g.digits(6)}", "text": "back up, randomised at 10:34"}}]""",
        "Summarise what happened for the deviation note.",
        "Slack export from our channel",
    )
    o = g.moment()
    add(
        "otel-span-randomise",
        "en",
        ["otel", "trace_id", "epoch_ns"],
        f"""{{"name": "POST /randomize", "trace_id": "{g.hex(32)}", "span_id": "{g.hex(16)}",
 "start_time_unix_nano": {epoch_us(o)}000, "end_time_unix_nano": {epoch_us(o) + 8_412_000}000,
 "attributes": {{"http.status_code": 200, "irt.study": "NEPH-207"}}}}""",
        "The call took over 8 seconds; which part of the span tells me where the time went?",
        "Span from our tracing backend",
    )
    add(
        "protocol-deviation-entry",
        "en",
        ["deviation_log", "dates"],
        """Deviation PD-0419, reported 2026-03-06 11:20
Subject 512-0088, Visit 10 (Week 24) performed 2026-03-27, window 2026-03-10..2026-03-24
Reason: subject hospitalised for unrelated surgery. Assessments complete.""",
        "Is this a major or minor deviation under the usual definitions?",
        "Deviation log entry",
    )
    # other languages
    f1 = g.moment_eu()
    add(
        "es-consentimiento",
        "es",
        ["es", "form_export", "fecha"],
        f"""Registro de consentimiento
Fecha de creación: {dmy(f1)} {f1:%H:%M:%S}
Paciente: 12-0304
Versión HIC: 4.1 (aprobada por el CEIm el 15/01/2026)
Fecha y hora de firma: 20/01/2026 10:42
Investigador: Dra. Lucía Ferrán""",
        "¿Esta paciente tiene que volver a firmar si la versión 5.0 entra en vigor el 1 de abril?",
        "Esto es lo que devolvió el sistema",
    )
    f2 = g.moment_eu()
    add(
        "de-rueckgabe-json",
        "de",
        ["de", "json_pretty", "erstellt", "uuid4"],
        f"""{{
  "erstellt": "{rfc3339(f2)}",
  "vorgang": "{g.uuid4()}",
  "kit_nr": "30871",
  "patient": "0012-0031",
  "ausgegeben": "2026-01-08",
  "zurueck": "2026-02-05T10:41:00+01:00",
  "restmenge": 4
}}""",
        "Passt die Restmenge, wenn 56 Tabletten ausgegeben wurden und täglich zwei genommen werden?",
        "Hier der Export aus dem Apothekensystem",
    )
    f3 = g.moment_eu()
    add(
        "fr-ei-email",
        "fr",
        ["fr", "email", "date_header"],
        f"""De : Dr Claire Benoît <c.benoit@chu-rives.example>
Date : {dmy(f3)} {f3:%H:%M}
Objet : EI patient 07-0019 - étude HEMA-12

Bonjour, le patient a présenté une thrombopénie de grade 3 le 02/03/2026 à 06:15 (plaquettes 38 G/L).
Transfusion le jour même, surveillance en cours.""",
        "Faut-il déclarer cet événement comme grave ?",
        "Voici le mail reçu ce matin",
    )
    add(
        "it-verbale-monitoraggio",
        "it",
        ["it", "report", "times"],
        """Verbale di visita di monitoraggio n. 6
Centro 021 - Studio PULM-044
Data e ora di inizio: 10/03/2026 09:30   Fine: 10/03/2026 16:10
Rif. interno: MV-021-006
Osservazioni: consenso v5.2 firmato dopo la procedura di screening per il soggetto 021-0014 (firma 11:05, spirometria 10:40).""",
        "Questa osservazione va classificata come deviazione maggiore?",
        "Ecco il verbale della CRA",
    )
    add(
        "ja-visit-csv",
        "ja",
        ["ja", "csv", "timestamps"],
        """被験者番号,来院,来院日時,登録日時
402-0021,V2,2026-02-16 10:05,2026-02-16 10:31:52
402-0021,V3,2026-03-02 09:50,2026-03-02 11:02:17
402-0024,V2,2026-02-18 14:20,2026-02-19 08:45:03""",
        "来院日と登録日がずれている行はどれですか？",
        "EDC から出力した来院一覧です",
    )
    k1 = g.moment(KST)
    add(
        "ko-random-json",
        "ko",
        ["ko", "json_pretty", "korean_keys"],
        f"""{{
  "무작위배정번호": "R-{g.digits(6)}",
  "대상자": "07-0044",
  "배정일시": "{rfc3339(k1)}",
  "층": "eGFR 60 이상",
  "요청번호": "{g.uuid7(k1)}"
}}""",
        "이 대상자는 오늘 투약을 시작해도 되나요?",
        "IWRS 화면에서 복사했습니다",
    )
    add(
        "zh-dispense-table",
        "zh",
        ["zh", "markdown_table", "timestamps"],
        """| 药物编号 | 受试者 | 发放时间 | 回收时间 | 剩余 |
|---|---|---|---|---|
| K-77120 | 031-0107 | 2026-02-28 09:12:40 | 2026-03-28 10:05:11 | 2 |
| K-77188 | 031-0107 | 2026-03-28 10:09:02 | | |""",
        "这个受试者的服药依从性是多少？",
        "这是药房系统导出的记录",
    )
    r1 = g.moment(MSK)
    add(
        "ru-ip-log",
        "ru",
        ["ru", "log_lines", "uuid4"],
        f"""[{r1:%Y-%m-%d %H:%M:%S}] INFO  приёмка партии P-2211, коробок: 12, id={g.uuid4()}
[{r1 + timedelta(minutes=3):%Y-%m-%d %H:%M:%S}] WARN  коробка 7 без пломбы
[{r1 + timedelta(minutes=9):%Y-%m-%d %H:%M:%S}] INFO  карантин: коробка 7""",
        "Что нужно сделать с коробкой 7 до выдачи?",
        "Вот что выдал складской модуль",
    )
    add(
        "pl-zapytanie-kv",
        "pl",
        ["pl", "key_value", "timestamps"],
        f"""id_zapytania=Q-20433 formularz=EKG wizyta=3 utworzono=2026-02-21T08:14:55+01:00 status=otwarte
id_zapytania=Q-20434 formularz=EKG wizyta=3 utworzono=2026-02-21T08:15:02+01:00 status=zamknięte ts={epoch_ms(g.moment())}""",
        "Dlaczego jedno z tych zapytań jest już zamknięte?",
        "Eksport zapytań z eCRF",
    )
    add(
        "tr-advers-form",
        "tr",
        ["tr", "form_export"],
        """Advers Olay Formu
Oluşturulma: 2026-03-02 16:40:12
Katılımcı: 0007-0022
Olay: Baş dönmesi
Başlangıç: 2026-03-01 07:45
Bitiş: 2026-03-01 08:05
Şiddet: Hafif""",
        "Bu formda eksik alan var mı?",
        "Sistemden gelen form",
    )
    add(
        "he-consent-record",
        "he",
        ["he", "record"],
        """רשומת הסכמה
משתתפת: 0031-0004
גרסה: 3.0
נחתם: 2025-12-08 10:20
נוצר: 2025-12-08 10:26:41
מזהה: 5f0c2a9e-1b7d-4e3a-9c41-7a2d0e6b8f13""",
        "האם הרשומה הזאת תקינה לפי נוהל הוועדה?",
        "זה מה שהמערכת החזירה",
    )
    add(
        "ar-visit-schedule",
        "ar",
        ["ar", "schedule"],
        """جدول زيارات المشارك 0044-0009
الزيارة 3: 2026-03-10 الساعة 09:00
الزيارة 4: 2026-04-07 الساعة 09:00
آخر تحديث: 2026-03-01 14:22:05""",
        "هل تقع أي زيارة في شهر رمضان؟",
        "هذا ما أرسله المنسق",
    )
    add(
        "hi-monitoring-email",
        "hi",
        ["hi", "email", "date_header"],
        f"""प्रेषक: CRA टीम <cra@cro-india.example>
दिनांक: {rfc2822(g.moment(IST))}
विषय: मॉनिटरिंग विज़िट की पुष्टि

विज़िट 17 मार्च 2026 को सुबह 10:00 बजे। विषय 0021 से 0030 की फाइलें तैयार रखें।""",
        "इस ईमेल का विनम्र उत्तर लिखिए।",
        "CRA ने यह ईमेल भेजा है",
    )
    return out


SYSTEM = (
    "You are SiteMate, the assistant of the clinical research office. Answer from what the user gives you "
    "and say when it is not enough."
)
ACK = {
    "en": "Thanks, I have it. What would you like to know?",
    "es": "Gracias, lo tengo. ¿Qué quieres saber?",
    "de": "Danke, liegt mir vor. Was möchtest du wissen?",
    "fr": "Merci, je l'ai. Que veux-tu savoir ?",
    "it": "Grazie, ce l'ho. Cosa vuoi sapere?",
    "ja": "ありがとうございます。確認しました。何を知りたいですか？",
    "ko": "감사합니다. 확인했습니다. 무엇이 궁금하세요?",
    "zh": "收到了。你想了解什么？",
    "ru": "Спасибо, получил. Что нужно узнать?",
    "pl": "Dzięki, mam to. Co chcesz wiedzieć?",
    "tr": "Teşekkürler, aldım. Ne öğrenmek istersin?",
    "he": "תודה, קיבלתי. מה תרצה לדעת?",
    "ar": "شكرًا، وصلني. ماذا تريد أن تعرف؟",
    "hi": "धन्यवाद, मिल गया। आप क्या जानना चाहते हैं?",
}
PULL = {
    "en": "Can you show me the record again?",
    "es": "¿Me enseñas otra vez el registro?",
    "de": "Kannst du mir den Datensatz noch einmal zeigen?",
    "fr": "Tu peux me remontrer l'enregistrement ?",
    "it": "Puoi mostrarmi di nuovo il documento?",
    "ja": "もう一度記録を見せてください。",
    "ko": "기록을 다시 보여 주세요.",
    "zh": "请再给我看一下记录。",
    "ru": "Покажи, пожалуйста, запись ещё раз.",
    "pl": "Pokażesz mi jeszcze raz ten zapis?",
    "tr": "Kaydı bir daha gösterir misin?",
    "he": "אפשר לראות שוב את הרשומה?",
    "ar": "هل يمكنك عرض السجل مرة أخرى؟",
    "hi": "क्या आप रिकॉर्ड फिर से दिखा सकते हैं?",
}
PLACEMENTS = [
    "q_below",
    "q_above",
    "leadin",
    "quoted",
    "fenced",
    "earlier_user",
    "earlier_assistant",
    "start_of_user",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool_observation",
    "indented",
    "typed_under",
]


def place(placement: str, lang: str, block: str, ask: str, intro: str) -> str:
    if placement == "q_below":
        return f"{block}\n\n{ask}"
    if placement == "q_above":
        return f"{ask}\n\n{block}"
    if placement == "typed_under":
        return f"{block}\n{ask}"
    if placement == "leadin":
        return f"{intro}:\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "earlier_user":
        return f"User: {intro}:\n{block}\nAssistant: {ACK[lang]}\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"{SYSTEM}\n\nUser: {PULL[lang]}\nAssistant: {block}\nUser: {ask}\nAssistant:"
    if placement == "start_of_user":
        return f"{SYSTEM}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM}<|end|>\n<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (
            f"{SYSTEM}\n\nRetrieved documents:\n[doc 1] source: site-files/{intro[:12].strip()}\n{block}\n[/doc 1]\n\n"
            f"Question: {ask}\nAnswer:"
        )
    assert placement == "tool_observation"
    return (
        f"Answer the question with the tools.\nQuestion: {ask}\nThought: I should read the record.\n"
        f"Action: site_files_read\nObservation:\n{block}\nThought:"
    )


def pasted_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for k, (source, lang, tags, block, ask, intro) in enumerate(blocks(g)):
        for j in range(2):
            placement = PLACEMENTS[(2 * k + j * 7) % len(PLACEMENTS)]
            text = place(placement, lang, block, ask, intro)
            out.append(
                Draft(
                    text,
                    f"{SRC}neg:pasted:{source}:{placement}",
                    ["hard_negative", "pasted", placement, *tags],
                )
            )
    return out


def lookalike_negatives(g: Gen) -> list[Draft]:
    """Stable values in program positions, and values the user asks about or types."""
    n: list[Draft] = []

    def add(tags: list[str], source: str, text: str) -> None:
        n.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))

    add(
        ["llama3", "cutoff"],
        "lookalike:llama3-cutoff-only",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about the visit schedule of study PULM-044.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can Visit 5 be done by phone?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    add(
        ["protocol_version", "effective_date"],
        "lookalike:protocol-amendment-header",
        """Protocol: ONC-2291, amendment 3 (effective 2025-11-03)
Visit windows: Day 28 ± 3, Day 56 ± 3, then every 8 weeks ± 7 days

You answer site staff's questions about visit windows. Quote the window you used.

User: Day 1 was 2026-01-05. What's the latest date for the Day 56 visit?
Assistant:""",
    )
    add(
        ["front_matter", "approval_date"],
        "lookalike:front-matter-icf",
        """---
icf_version: "5.0"
approved: 2026-01-12
site: 1042
locale: en-GB
---
Explain to a participant, in plain words, what changed between ICF v4.1 and v5.0: the extra blood sample at
Week 12 and the new optional genetic sub-study.""",
    )
    add(
        ["xml_attributes", "time_zone"],
        "lookalike:xml-site-attributes",
        """<site id="DE-014" tz="Europe/Berlin" protocol="CARD-318" irt="v7.3">
You help the study nurses plan dosing days around public holidays.
</site>
User: Dosing is every 21 days from 2026-03-02. Do any fall on a Bavarian public holiday?
Assistant:""",
    )
    add(
        ["json_single_line", "tenant", "calver"],
        "lookalike:json-tenant-build",
        f"""{{"tenant": "{g.uuid4()}", "build": "2026.02.1", "module": "accountability"}}
You check investigational product returns. Question: if 28 capsules were dispensed and 6 returned after 21 days
at one capsule a day, how many are missing?
Answer:""",
    )
    add(
        ["html_comment", "prompt_revision"],
        "lookalike:html-comment-revision",
        """<!-- prompt rev 2026-02-17 · owner: clinical-ops -->
You write neutral eCRF query texts. Never suggest a value.

User: The heart rate at Visit 2 is 38 bpm. Write the query.
Assistant:""",
    )
    add(
        ["office_hours", "system"],
        "lookalike:pharmacy-hours",
        """Research pharmacy hours: Mon-Fri 08:00-16:00, closed on public holidays. Out of hours unblinding: call the
IRT emergency line, available 24/7.

User: Can a subject pick up kit 55130 on Saturday at 10:00?
Assistant:""",
    )
    add(
        ["api_version", "headers"],
        "lookalike:api-version-header",
        """api-version: 2025-10-01
Accept: application/json

You explain IRT API errors to site IT. What does error code RND-504 usually mean, and should the site retry?
Answer:""",
    )
    add(
        ["template", "unrendered"],
        "lookalike:unrendered-template",
        """Today is {{current_date}}. You remind participants of their next study visit.

Write the reminder for a visit on {{visit_date}} at {{visit_time}}, fasting required.""",
    )
    add(
        ["footer", "stable"],
        "lookalike:sponsor-footer",
        """Summarise the attached investigator brochure update in five bullets for the site team.
--
Sponsor: Halvard Therapeutics · Study hotline +44 20 7946 0321 · Protocol NEURO-77 v3.0""",
    )
    add(
        ["key_value_lines", "stable"],
        "lookalike:env-stable",
        """SITEDESK_TZ=Europe/Lisbon
SITEDESK_BUILD=2026.03.1
SITEDESK_STUDY=NEPH-207

How many days before Visit 6 must the fasting lipid kit be ordered if the lab needs 5 working days?
Answer:""",
    )
    add(
        ["profile", "stable"],
        "lookalike:study-profile",
        """Study profile
Protocol: DERM-3 · Phase II · Sponsor study code HT-D3-02
Sites: 12 (EU) · Time zone of record: UTC
IRT vendor: RandoServe v7.3

Question: Who approves destruction of expired kits in this study?
Answer:""",
    )
    # values the user asks about or types
    add(
        ["asked", "epoch"],
        "asked:epoch",
        "The IRT audit trail shows 1772611200 next to the unblinding approval. What date and time is that in CET?",
    )
    u = g.uuid7(g.moment())
    add(
        ["asked", "uuid7"],
        "asked:uuid7",
        f"Is {u} a UUIDv7, and if so when was it generated? It's the reference on a randomisation email.",
    )
    add(
        ["asked", "typed_times"],
        "asked:consent-before-procedure",
        """User: Subject 021-0014 signed the consent at 11:05 but spirometry is timed 10:40 on the same day (10/03/2026).
Is that automatically a major deviation?
Assistant:""",
    )
    add(
        ["asked", "window_arithmetic"],
        "asked:window",
        "Our visit is 'Day 29 ± 2'. If Day 1 was 2026-03-02, what are the first and last allowed dates?",
    )
    add(
        ["asked", "ksuid"],
        "asked:ksuid",
        f"Decode this KSUID from the CTMS event feed and tell me its timestamp: {g.ksuid(g.moment())}",
    )
    add(
        ["asked", "iso_week"],
        "asked:iso-week",
        "The depot ships in ISO week 2026-W14. Will kits arrive before Visit 4 on 2026-04-02?",
    )
    add(
        ["few_shot", "dates"],
        "asked:few-shot-dates",
        """Normalise visit dates to ISO 8601.
Input: 3rd Feb 2026, 9.20am -> 2026-02-03T09:20
Input: 17/03/2026 14h05 -> 2026-03-17T14:05
Input: March 31 2026 8:00 AM ->""",
    )
    add(
        ["asked", "relative_time", "ja"],
        "asked:relative-ja",
        "キット 55130 のスキャンは 3 分前に完了しましたが、IWRS ではまだ「未受領」です。どうすればいいですか？",
    )
    return n


# --- generated family ---------------------------------------------------------------------------

BODIES: list[tuple[str, str, str, str, str]] = [
    (
        "en",
        "GB-031",
        "visit-reschedule",
        "You help research nurses reschedule study visits without leaving the protocol window.",
        """Visit record: subject 318-1042-022, V7 (Week 16), scheduled 2026-04-21T09:00:00+01:00, window ±4 days,
created 2026-01-09T15:31:07Z, id 0194a7c2-5b1e-7d03-9f4a-3c2b1e0d9a88.
The subject is travelling until 23 April. Which days can we offer?""",
    ),
    (
        "en",
        "US-118",
        "query-aging",
        "You summarise eCRF query aging for the site's weekly data meeting.",
        """Open queries:
Q-70112  opened 2026-02-03 10:12:44-05:00  form AE log        age 33 d
Q-70190  opened 2026-02-19 16:05:02-05:00  form Labs V5       age 17 d
Q-70231  opened 2026-03-04 08:40:19-05:00  form ConMeds       age 3 d
Which ones should we escalate?""",
    ),
    (
        "en",
        "CA-007",
        "unblinding-review",
        "You help the site write the post-unblinding note for the investigator site file.",
        """Code break log: request UB-2026-0044, requested 2026-02-21T02:58:10Z by Dr. P. Singh, approved
2026-02-21T03:12:31Z, reason: acute kidney injury. Subject 207-0061 discontinued study drug the same day.
What must the note contain?""",
    ),
    (
        "en",
        "AU-203",
        "ip-returns",
        "You check investigational product returns against the dispensing log.",
        """{"kit": "51270", "subject": "203-0017", "dispensed": "2026-01-13T10:02:00+11:00", "returned": "2026-02-10T09:47:31+11:00", "tablets_out": 56, "tablets_back": 11, "ts": 1770677251}
Dose is 2 tablets a day. Is compliance above 80%?""",
    ),
    (
        "en",
        "GB-044",
        "ae-causality",
        "You help investigators document causality assessments for adverse events.",
        """AE-0044-0031-03: headache, onset 2026-03-02 21:15, resolved 2026-03-03 07:00, after the first dose at 14:00.
No other medication. Previous similar headaches: none. How should the causality rationale read?""",
    ),
    (
        "en",
        "IE-012",
        "monitoring-agenda",
        "You turn a CRA's notes into a monitoring visit agenda.",
        """CRA note (sent 2026-03-05 17:42:09 GMT, ref MV-012-009): on-site 2026-03-12, 09:00-15:30. SDV for 0012-0003
to 0012-0009, IP storage check, ISF review, wrap-up with the PI at 15:00. Make it a timed agenda.""",
    ),
    (
        "en",
        "NZ-002",
        "consent-versions",
        "You keep track of which consent version each participant signed.",
        """Consent log:
002-0004  v2.0  signed 2025-08-19 10:05  reconsent v3.0 2026-01-27 11:40
002-0009  v2.0  signed 2025-10-02 14:22  -
002-0013  v3.0  signed 2026-02-03 09:18  n/a
Who still needs to sign v3.0?""",
    ),
    (
        "en",
        "US-311",
        "randomisation-stratum",
        "You explain IRT randomisation messages to study coordinators. Never reveal an arm.",
        """IRT message: "Subject 311-0020 randomised 2026-02-26T14:03:51-05:00, randomisation no. 100842,
kit 7720 assigned, confirmation 01JN3Q8Z4M6V2C9TXKPB5W7RHD." The stratum shows eGFR >= 60 but we entered 58.
What do we do?""",
    ),
    (
        "es",
        "ES-05",
        "visita-reprogramar",
        "Ayudas a los coordinadores de ensayos a reprogramar visitas dentro de la ventana del protocolo.",
        """Registro de la visita: paciente 05-0117, visita 6 (semana 20), prevista 2026-05-12 09:00, ventana ±5 días,
creado 2026-01-20 12:14:09, id 0194f1a0-2c7e-7a51-8d3b-6e0f5a9c1b24.
La paciente tiene una boda el 12. ¿Qué días podemos ofrecerle?""",
    ),
    (
        "de",
        "DE-014",
        "rueckgabe",
        "Du prüfst Rückgaben von Prüfpräparaten gegen das Ausgabeprotokoll.",
        """Ausgabe: Kit 30902 an Patient 0014-0008 am 02.02.2026 um 10:15; Rückgabe am 02.03.2026 um 09:52:17,
12 Kapseln übrig, 30 ausgegeben, Einnahme 1 Kapsel täglich.
Stimmt die Bilanz?""",
    ),
    (
        "it",
        "IT-021",
        "evento-avverso",
        "Aiuti gli sperimentatori a classificare gli eventi avversi secondo CTCAE v5.0.",
        """Evento: vomito, inizio 2026-02-14 alle 22:10, 4 episodi in 24 ore, reidratazione orale, nessun ricovero.
Registrato nell'eCRF il 2026-02-16 09:31:44 (ID 6d2f0b1e-3a7c-4e19-b8d5-0c4f2e7a9b31).
Che grado è?""",
    ),
    (
        "ja",
        "JP-402",
        "monitoring-ja",
        "あなたはモニタリング訪問の準備を手伝うアシスタントです。日本語で答えてください。",
        """モニターからの連絡：2026年3月19日 10:00〜16:00 に来院。被験者 402-0011〜402-0016 の原資料と治験薬管理表を確認予定。
送信日時 2026-03-09 18:02:44、管理番号 MV-402-007。
準備する書類を一覧にしてください。""",
    ),
    (
        "zh",
        "CN-031",
        "query-zh",
        "你帮助研究协调员回复电子病例报告表（eCRF）中的质疑。用中文回答。",
        """质疑 Q-90117（创建于 2026-02-27 10:44:09）：“第 4 次访视体温 39.2°C，但未记录不良事件，请核实。”
实际情况：受试者 2026-02-26 晚 20:30 发热，次日退热。应该怎么回复？""",
    ),
    (
        "uk",
        "UA-006",
        "consent-uk",
        "Ти допомагаєш координаторам дослідження перевіряти версії інформованої згоди. Відповідай українською.",
        """Журнал згод: пацієнт 006-0021, версія 4.0, підписано 2025-12-11 о 10:35; запис створено 2025-12-11 10:41:52.
Версію 5.0 затверджено 2026-02-20. Чи треба пацієнту підписати нову згоду до візиту 7?""",
    ),
    (
        "id",
        "ID-009",
        "ip-id",
        "Anda membantu apoteker uji klinis mencocokkan catatan obat uji. Jawab dalam bahasa Indonesia.",
        """Catatan: kit 77810 diserahkan ke subjek 009-0014 pada 2026-02-09 09:20; dikembalikan 2026-03-09 10:04:31
dengan sisa 6 tablet dari 28, dosis 1 tablet per hari. Apakah jumlahnya cocok?""",
    ),
    (
        "sv",
        "SE-017",
        "random-sv",
        "Du hjälper forskningssköterskor att tolka meddelanden från randomiseringssystemet. Svara på svenska.",
        """Meddelande: "Försöksperson 017-0033 randomiserad 2026-03-03 13:27:05 CET, randomiseringsnummer 200417,
referens 2Yb7kQmN3xV9pR1tL6wZ8cH4sDf." Läkemedelsförpackningen har inte kommit. Får vi ge första dosen i dag?""",
    ),
]
NOW_LABEL = {
    "es": "Hora de la consulta",
    "de": "Systemzeit",
    "it": "Ora di sistema",
    "ja": "現在時刻",
    "zh": "服务器时间",
    "uk": "Час запиту",
    "id": "Waktu permintaan",
    "sv": "Hämtad",
}
CTX_LABEL = {
    "en": "Request context:",
    "es": "Contexto:",
    "de": "Kontext:",
    "it": "Contesto:",
    "ja": "コンテキスト:",
    "zh": "上下文：",
    "uk": "Контекст:",
    "id": "Konteks:",
    "sv": "Kontext:",
}

FIELDS: list[tuple[str, str, str, Callable[[Gen, Any], str]]] = [
    ("datetime", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "Server-Time", "server_time", lambda g, t: http_date(t)),
    ("datetime", "Now", "now", lambda g, t: py_iso(t)),
    ("datetime", "VisitDesk-Clock", "vd_clock", lambda g, t: iso_space(t)),
    ("datetime", "crf.tick", "tick", lambda g, t: str(epoch_ms(t))),
    ("datetime", "Issued", "iat", lambda g, t: str(epoch_s(t))),
    ("datetime", "Snapshot", "snapshot_at", lambda g, t: js_iso(t)),
    ("datetime", "Stamp", "stamp", lambda g, t: rfc2822(t)),
    ("datetime", "As of", "as_of", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "Wallclock", "wall", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("request_id", "Request-Id", "rid", lambda g, t: g.uuid7(t)),
    ("correlation_id", "X-Correlation-ID", "corr", lambda g, t: g.uuid4()),
    ("trace_id", "trace", "trace", lambda g, t: g.ksuid(t)),
    ("session_id", "Session", "sess", lambda g, t: g.nanoid()),
    ("session_id", "sid", "sid", lambda g, t: g.ulid(t)),
    ("request_id", "hop", "hop", lambda g, t: g.hex(16)),
    ("nonce", "nonce", "nonce", lambda g, t: g.b64url(16)),
    ("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("conversation_id", "conversation_id", "conv", lambda g, t: g.ulid(t)),
    ("datetime", "t0", "t0_us", lambda g, t: str(epoch_us(t))),
]
STABLE: list[tuple[str, str, str]] = [
    ("Protocol version", "protocol_version", "4.0"),
    ("ICF version", "icf", "5.0"),
    ("Time zone", "tz", "Europe/Madrid"),
    ("Build", "build", "2026.03.1"),
    ("Knowledge cutoff", "cutoff", "2024-06"),
    ("API version", "api_version", "2025-10-01"),
    ("IRT", "irt", "v7.3"),
    ("Tenant", "tenant", "3f6c1d2e-8a4b-4c7e-9b1d-5e2f0a7c6d84"),
    ("Visit window", "window", "±3 days"),
    ("Amendment approved", "amendment_approved", "2026-01-12"),
]
GEN_POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_line",
    "xml_attr",
    "bracket",
    "md_table",
]
LINE_FORMS = {"head", "system_tail", "header_block", "after_user", "footer"}


def _form(position: str, label: str, key: str, value: str) -> str:
    numeric = value.isdigit()
    if position in LINE_FORMS:
        return f"{label}: {value}"
    if position == "front_matter":
        return f"{key}: {value}"
    if position == "json_line":
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "bracket":
        return f'{key}="{value}"' if " " in value else f"{key}={value}"
    assert position == "md_table"
    return f"| {label} | {value} |"


def _compose(body: tuple[str, str, str, str, str], position: str, items: list[str]) -> str:
    lang, site, _, system, user = body
    sep = "\n" if position in LINE_FORMS or position in ("front_matter", "md_table") else " "
    f = sep.join(items)
    en = lang == "en"
    loc = {"en": "en-GB"}.get(lang, lang)

    def turn(sys_text: str, user_text: str, tail: str = "") -> str:
        if en:
            return f"{sys_text}\n\nUser: {user_text}{tail}\nAssistant:"
        return f"{sys_text}\n\n{user_text}{tail}"

    if position == "head":
        return f + "\n" + turn(system, user)
    if position == "system_tail":
        return turn(f"{system}\n{f}", user)
    if position == "header_block":
        return turn(f"{system}\n\n{CTX_LABEL[lang]}\nSite: {site}\n{f}\nLocale: {loc}", user)
    if position == "after_user":
        return turn(system, user, "\n" + f)
    if position == "footer":
        return turn(system, user, "\n\n--\n" + f)
    if position == "front_matter":
        return f"---\nsite: {site}\n{f}\nlocale: {loc}\n---\n" + turn(system, user)
    if position == "json_line":
        return f'{{"site": "{site}", {f} "locale": "{loc}"}}\n' + turn(system, user)
    if position == "xml_attr":
        return f'<ctx site="{site}" {f} locale="{loc}"/>\n' + turn(system, user)
    if position == "bracket":
        return turn(system, f"[ctx site={site} {f} locale={loc}]\n{user}")
    assert position == "md_table"
    return turn(f"{system}\n\n| Key | Value |\n|---|---|\n| Site | {site} |\n{f}", user)


GEN_POS = 62
GEN_NEG = 14


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for i in range(GEN_POS):
        body = BODIES[i % len(BODIES)]
        position = GEN_POSITIONS[(3 * i + i // len(BODIES)) % len(GEN_POSITIONS)]
        picks = [FIELDS[i % len(FIELDS)]]
        if i % 4 == 3:
            picks.append(FIELDS[(i + 7) % len(FIELDS)])
        t = g.moment_eu() if i % 3 else g.moment()
        items = []
        for cue, label, key, fn in picks:
            if cue == "datetime" and body[0] != "en" and position in LINE_FORMS and i % 2 == 0:
                label = NOW_LABEL[body[0]]
            items.append(v(cue, _form(position, label, key, fn(g, t))))
        text = _compose(body, position, items)
        tags = ["generated", position, body[0], *[p[2] for p in picks]]
        out.append(Draft(text, f"{SRC}pos:gen:{body[2]}:{position}", tags))
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for i in range(GEN_NEG):
        body = BODIES[(5 * i + 1) % len(BODIES)]
        position = GEN_POSITIONS[(7 * i + 3) % len(GEN_POSITIONS)]
        label, key, value = STABLE[i % len(STABLE)]
        text = _compose(body, position, [_form(position, label, key, value)])
        out.append(
            Draft(
                text,
                f"{SRC}neg:gen:{body[2]}:{position}",
                ["hard_negative", "generated", position, body[0], key],
            )
        )
    return out


# --- assembly -----------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = pasted_negatives(g) + lookalike_negatives(g) + generated_negatives(g)
    return make_holdout.assemble("hold85", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
