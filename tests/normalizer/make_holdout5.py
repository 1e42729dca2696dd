"""Build `prompt_normalizer/corpus/holdout5.jsonl`, a fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout5.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied; of `make_holdout2.py`,
`make_holdout3.py` and `make_holdout4.py` only the module docstrings were read, to keep clear of the
sources they used and to apply their clarifications of the rules. None of their scenarios is
repeated. The sources here are new:

* healthcare: SMART on FHIR app launches (the opaque `launch` and `state` values), patient-portal
  message triage, ambient clinical scribes, pharmacy and hospital appointment bots; FHIR
  Observations, discharge records and vaccination records as content;
* legal e-discovery review platforms, privilege logs, court dockets;
* travel metasearch and hotel search sessions (Arabic, Indonesian, Greek), PNRs and tickets as
  content;
* gaming and chat moderation: Twitch EventSub, Mattermost outgoing webhooks, a moderation gateway;
* ad-tech: OpenRTB 2.6 bid requests and Prebid auctions;
* CDN and edge: CloudFront (`X-Amz-Cf-Id`), Azure Front Door (`X-Azure-Ref`), Bunny CDN
  (`CDN-RequestId`), a legacy proxy's RFC 850 `Date`; a pasted CloudFront log, `curl -I` output,
  an Azure Front Door error page and a Fastly VCL snippet as content;
* database assistants: Snowflake query and session ids, BigQuery job ids, ClickHouse query ids,
  `pg_stat_activity` snapshots (the snapshot time moves, the rows are content);
* notebooks: Jupyter kernel message headers, Colab-style runtime banners;
* IDE assistants written in the manner of Sourcegraph Cody, Zed, Neovim CodeCompanion, Emacs gptel,
  Amazon Q Developer, Tabnine and Windsurf;
* voice: Dialogflow CX webhook requests, Asterisk AGI variables (`agi_uniqueid` is per call), an
  in-car assistant; Asterisk CDRs as content;
* RSS / Atom readers and news digests; calendar assistants (Microsoft Graph, Google Calendar,
  Calendly webhooks); spreadsheet copilots (Excel snapshots, Apps Script);
* customer-data and engagement platforms (Braze dispatches; Segment events as pasted content),
  feature-flag evaluation contexts (Statsig / Unleash style);
* payments other than Stripe, Adyen, PayPal and Braintree: Square, Checkout.com, Klarna,
  Razorpay, Mercado Pago; SWIFT MT103, ISO 20022 and EDI messages as content;
* CI systems not used before: CircleCI, Buildkite, Azure Pipelines, Woodpecker / Drone;
* messaging: LINE (Thai), Zalo (Vietnamese), Viber (Ukrainian) webhooks;
* Home Assistant (Assist prompts, `now()` templates; entity states with `last_changed` and ULID
  context ids as pasted content);
* lab notebooks (ELN entries), education platforms (Google Classroom, Open edX, flashcard apps),
  blockchain wallets (transaction hashes as content);
* automation platforms: n8n (`$now`, `$execution.id`), Zapier (`zap_meta_human_now`), Power
  Automate (`utcNow()`, run names), Make, Jira Automation (`{{now}}`), ServiceNow;
* APM trace headers not used before: Elastic APM, Dynatrace, Instana, AppDynamics;
* webhooks not used before: SendGrid event webhooks, App Store Server Notifications v2, Google Play
  RTDN over Pub/Sub push, WooCommerce, Help Scout, Typeform.

Formats: RFC 3339 at precisions 0, 3, 6, 7 and 9 with `Z` and with offsets, RFC 1123, RFC 850,
asctime, Postgres `timestamptz` text, Python's `str()` of an aware datetime, Luxon and Jira
renderings, .NET seven-digit fractions, GNU `date`, Windows and JavaScript renderings,
day-first and month-first numeric dates with a time, Finnish `klo` times, dates with localized
month names (Czech, Finnish, Greek, Ukrainian, Vietnamese, Indonesian, Hindi, Arabic, Hebrew, Thai
with its Buddhist-era year, Hungarian, Romanian), a current time alone, epochs in s, ms and us;
UUID v1 / v4 / v7, ULID, KSUID, traceparent, B3, long hex, base32, base58, base64url and base64
tokens, snowflakes, vendor-prefixed ids.

Prompts are in English and in Czech, Finnish, Greek, Ukrainian, Vietnamese, Indonesian, Hindi,
Arabic, Hebrew, Thai, Hungarian, Romanian, and a few in Spanish, Portuguese and German.

What it is: 270 prompts. 134 carry volatile fields (192 spans): 92 hand-written positives and 42
generated ones. 136 carry none: 103 hand-written negatives (101 hard negatives and two plain controls) and 33
generated hard negatives.

The corpus holds hand-written positives (one function each), a seeded generated positive family
(one field of many formats and labels placed at one of ten positions of a set of bodies in several
languages), hand-written hard negatives, and a seeded generated negative family with the generated
positives' shapes but only stable, date-like or id-like values. The output is deterministic
(seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py, make_holdout3.py and
make_holdout4.py (envelope vs payload, per-run ids, places vs conversations, document dates,
bracketed and inline spans, cue lines). Clarifications made here:

* A snapshot, fetch or evaluation time that the program stamps on data it fetched for this request
  (a `pg_stat_activity` snapshot, a feed fetch, a price quote, a flag evaluation, a workbook
  snapshot) is the current time and volatile; the fetched rows, items and records keep their own
  dates as content (`query_start`, `pubDate`, `<updated>`, `last_changed`, `meta.lastUpdated`).
* SMART on FHIR `launch` and `state` values are per-launch nonces (volatile); `iss`, the patient
  and practitioner references, scopes and the FHIR version are stable.
* Per-hook and per-account values in a webhook envelope are stable (`X-WC-Webhook-ID`, a
  Mattermost outgoing-webhook `token`, a LINE or Zalo user id, a Viber sender id, Twitch
  subscription type and version); per-delivery ones move (delivery / event ids, signatures,
  signature timestamps, reply tokens, per-message ids and timestamps).
* Per-run CI counters and ids move (CircleCI `CIRCLE_BUILD_NUM` and `CIRCLE_WORKFLOW_ID`,
  Buildkite build id, number and job id, Azure Pipelines `Build.BuildId` and `Build.BuildNumber`
  even though it begins with a date, Woodpecker pipeline number and start epoch); commit SHAs,
  branches, pipeline slugs and agent names stay.
* Per-request configuration that does not change between requests is stable (OpenRTB `tmax`,
  a Prebid `timeout`, `Square-Version`, `Prefer: outlook.timezone`, an Asterisk `agi_context`), as
  are a caller's phone number and a wallet address (per user).
* A Thai Buddhist-era date and a date with a localized month name are current dates when a program
  inserts them as "now"; in documents, invoices and timetables they are content.
* Prompts whose last line is not an ASCII `Label:` cue end with the user's message, so that rule 4
  never depends on reading a cue in another script.
* Every negative was checked to hold no value that a program inserts per request; where a case
  could be read both ways it was rewritten (for instance a "last login" line was dropped rather
  than labelled).
"""

from __future__ import annotations

import base64
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
    DAYS,
    DAYS_LONG,
    IST,
    JST,
    MONTHS,
    MONTHS_LONG,
    Draft,
    Gen,
    ctime,
    epoch_ms,
    epoch_s,
    epoch_us,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    log4j_iso,
    py_iso,
    rfc2822,
    rfc3339,
    unix_date,
    v,
    windows_general,
)

SEED = 20270517
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout5.jsonl"

EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
AST = timezone(timedelta(hours=3), "AST")
ISR = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
BRT = timezone(timedelta(hours=-3), "BRT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
AEDT = timezone(timedelta(hours=11), "AEDT")
AEST = timezone(timedelta(hours=10), "AEST")

CS_MONTHS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září",
             "října", "listopadu", "prosince"]
CS_DAYS = ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"]
FI_MONTHS = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta",
             "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"]
FI_DAYS = ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
EL_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня",
             "вересня", "жовтня", "листопада", "грудня"]
UK_DAYS = ["понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота", "неділя"]
VI_DAYS = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September",
             "Oktober", "November", "Desember"]
ID_DAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
             "नवंबर", "दिसंबर"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]
HE_MONTHS = ["בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט", "בספטמבר",
             "באוקטובר", "בנובמבר", "בדצמבר"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus",
             "szeptember", "október", "november", "december"]
RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august",
             "septembrie", "octombrie", "noiembrie", "decembrie"]
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
MM32 = "ybndrfg8ejkmcpqxot1uwisza345h769"


# --- value formats not in make_holdout --------------------------------------------------------

def _off(t: datetime, colon: bool = True) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc3339_ns(t: datetime, ns: int) -> str:
    """Nine fractional digits, as Twitch and Go clients send them."""
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def dotnet7z(t: datetime, tick: int) -> str:
    """Power Automate `utcNow()`: seven fractional digits and `Z`."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond:06d}{tick}Z"


def pg_now(t: datetime) -> str:
    """PostgreSQL `now()` as text: `2026-03-14 10:22:31.482913+01`."""
    off = _off(t)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{off[:3] if off.endswith(':00') else off}"


def luxon(t: datetime) -> str:
    """Luxon `DateTime.now().toISO()` (n8n's `$now`)."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}{_off(t)}"


def jira_now(t: datetime) -> str:
    """Jira Automation `{{now}}`: one fractional digit, offset without colon."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 100000}{_off(t, False)}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def dmy(t: datetime, sep: str = "/", seconds: bool = True) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def mdy_ampm(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def fi_now(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} klo {t.hour}.{t:%M}"


def cs_long(t: datetime) -> str:
    return f"{CS_DAYS[t.weekday()]} {t.day}. {CS_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def el_long(t: datetime) -> str:
    return f"{EL_DAYS[t.weekday()]}, {t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def uk_long(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M}"


def vi_long(t: datetime) -> str:
    return f"{t:%H:%M}, {VI_DAYS[t.weekday()]}, ngày {t.day:02d} tháng {t.month:02d} năm {t.year}"


def id_long(t: datetime) -> str:
    return f"{ID_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year} pukul {t:%H.%M} WIB"


def hi_long(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} IST"


def ar_long(t: datetime) -> str:
    return f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}، الساعة {t:%H:%M}"


def he_long(t: datetime) -> str:
    return f"{t.day} {HE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def th_long(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น."


def hu_long(t: datetime) -> str:
    return f"{t.year}. {HU_MONTHS[t.month - 1]} {t.day}. {t:%H:%M}"


def ro_long(t: datetime) -> str:
    return f"{t.day} {RO_MONTHS[t.month - 1]} {t.year}, ora {t:%H:%M}"


def clock(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


class Gen5(Gen):
    """`make_holdout.Gen` with the identifier shapes and zones this corpus adds."""

    def zoned(self, std: timezone, dst: timezone | None = None) -> datetime:
        t = self.moment()
        return t.astimezone(dst if dst is not None and 4 <= t.month <= 10 else std)

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def mm_id(self) -> str:
        """A Mattermost id: 26 characters of its own base32 alphabet."""
        return "".join(self.rng.choice(MM32) for _ in range(26))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def cf_id(self) -> str:
        """CloudFront `X-Amz-Cf-Id`."""
        raw = bytes(self.rng.getrandbits(8) for _ in range(40))
        return base64.urlsafe_b64encode(raw).decode()

    def azure_ref(self, t: datetime) -> str:
        u = t.astimezone(UTC)
        return f"{u:%Y%m%dT%H%M%SZ}-{self.hex(16)}{self.b62(6).lower()}{self.digits(4)}00000000{self.hex(4)}"

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def snowflake_q(self) -> str:
        """A Snowflake query id."""
        return f"01{self.hex(6)}-{self.hex(4)}-{self.hex(4)}-0000-{self.hex(12)}"

    def bq_job(self, t: datetime) -> str:
        return f"bquxjob_{self.hex(8)}_{epoch_ms(t):x}"

    def pa_run(self) -> str:
        """A Power Automate run name."""
        return "0858" + "".join(self.rng.choice("0123456789") for _ in range(25)) + f"CU{self.small(10, 40)}"

    def jupyter_msg(self) -> str:
        return f"{self.uuid4().replace('-', '')[:8]}-{self.hex(24)}_{self.small(1000, 99999)}_{self.small(1, 400)}"

    def jws(self) -> str:
        head = base64.urlsafe_b64encode(b'{"alg":"ES256","x5c":["MIIEMDCCA7agAwIBAgIQfTlfd0fNvLD"]}')
        return f"{head.rstrip(b'=').decode()}.{self.b64url(150)}.{self.b64url(64)}"

    def dynatrace(self) -> str:
        return (f"FW4;-{self.digits(10)};{self.small(1, 9)};-{self.digits(10)};{self.small(1, 40)};0;"
                f"{self.hex(8)};{self.hex(4)};2h01;3h{self.hex(2)};4h{self.hex(2)};5h01")

    def appd(self, t: datetime) -> str:
        return (f"appId=41*ctrlguid={epoch_s(t) - self.small(86400, 900000)}*acctguid=8d3b2f1e-9a44-4c1e-b7a2-"
                f"5e6f70819a2b*ts={epoch_ms(t)}*btid={self.small(100, 400)}*guid={self.uuid4()}*exitguid=1*"
                f"unresolvedexitid=0*cidfrom={self.small(10, 60)}*etypeorder=HTTP*esubtype=HTTP*cidto=A{self.small(10, 99)}")


# --- hand-written positives -------------------------------------------------------------------

POSITIVES: list[Callable[[Gen5], Draft]] = []


def positive(fn: Callable[[Gen5], Draft]) -> Callable[[Gen5], Draft]:
    POSITIVES.append(fn)
    return fn


@positive
def _smart_launch(g: Gen5) -> Draft:
    return Draft(f"""SMART launch context
iss: https://fhir.northshore-health.example/r4
{v('nonce', 'launch: ' + g.b64url(24))}
{v('nonce', 'state: ' + g.hex(32))}
patient: Patient/eT0yxKqS3.mHk8rCq2wZ9vQ3
practitioner: Practitioner/ePt5Rk2dUq0H
fhirVersion: 4.0.1
scope: launch patient/Observation.rs patient/MedicationRequest.rs openid fhirUser

You are a medication-reconciliation aide inside the clinician's EHR. List the active medications
from the resources below, flag duplicates, and never recommend dose changes.

MedicationRequest/88213 (authoredOn 2025-11-04): atorvastatin 20 mg tablet, once daily
MedicationRequest/90117 (authoredOn 2026-01-19): Lipitor 20 mg tablet, once daily
MedicationRequest/90440 (authoredOn 2026-01-19): metformin 500 mg, twice daily with meals

Clinician: Anything odd in this list?
Assistant:""", "holdout5:healthcare:smart-launch", ["header_block", "head", "nonce", "smart_on_fhir",
                                                     "content_dates_neighbour", "stable_neighbours"])


@positive
def _portal_triage(g: Gen5) -> Draft:
    t = g.moment_us()
    return Draft(f"""You triage messages that patients send through the Lakeside Clinic portal. Classify each message as
URGENT (tell the patient to call 911 or go to the ER), SAME-DAY, ROUTINE or ADMIN, and draft a short
reply for the nurse to approve. Never give a diagnosis.

Portal metadata
{v('session_id', 'Portal session: ' + g.uuid4())}
{v('datetime', 'Message received: ' + mdy_ampm(t))}
Patient: Maria Delgado (MRN 00471932, DOB 04/12/1961)
Care team: Dr. K. Whitaker, Family Medicine

Message: Hi, I had my knee replacement on 02/27 and since Saturday the scar is warm and a bit red.
No fever. My follow-up is on 03/30 at 9:15. Should I come in earlier?
Category and draft reply:""", "holdout5:healthcare:patient-portal", ["header_block", "uuid", "us_datetime_ampm",
                                                                      "content_dates_neighbour", "patient_record"])


@positive
def _ambient_scribe(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Turn the transcript into a SOAP note in English. Keep medication names and doses exactly as spoken.
Do not add findings that were not said.

Transcript (consultation of 11 March, Dr. Novák and patient J. Svoboda, 58):
Doctor: Since when is the cough there?
Patient: Since about the twentieth of February, worse at night.
Doctor: Any fever? Patient: 37.8 two days ago.
Doctor: You're on ramipril 5 mg since last year, right? Patient: Yes.

{v('request_id', 'scribe-request: ' + g.ulid(t))}
{v('datetime', 'generated: ' + log4j_iso(t))}
scribe-model: med-scribe-2025-11
""", "holdout5:healthcare:ambient-scribe", ["tail", "ulid", "log4j", "content_dates_neighbour"])


@positive
def _ediscovery_review(g: Gen5) -> Draft:
    t = g.moment_us()
    return Draft(f"""Workspace: Halvorsen Marine v. Dunmore Shipyards (Case No. 1:25-cv-04411)
Reviewer role: First-pass responsiveness
{v('session_id', 'Review session: ' + g.uuid1())}
{v('datetime', 'Prompted at: ' + rfc3339(t))}

Decide whether the document is RESPONSIVE to Request for Production No. 7 (all communications about
the hull inspection of the MV Kestrel between 1 March 2023 and 30 June 2023) and whether it is
potentially PRIVILEGED. Give a one-line reason for each call.

Document HMAR-0041877 (Bates HMAR-0041877 to HMAR-0041879)
Custodian: P. Lindgren
Date sent: 2023-05-16 14:02 EDT
From: p.lindgren@halvorsen-marine.example
To: outside counsel (r.osei@osei-law.example)
Subject: Kestrel hull report - your view before we reply?

Robert, attaching the surveyor's report from 12 May. Before we answer Dunmore, can you tell us whether
the cracking in frame 41 changes our position on the warranty claim?

Answer:""", "holdout5:legal:ediscovery-review", ["head", "header_block", "uuid1", "rfc3339",
                                                                       "content_dates_neighbour", "bates"])


@positive
def _privilege_log_footer(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Draft privilege-log descriptions for the entries below. Each description must identify the
document type, the author's role, and the legal advice sought, without revealing its substance.

| Control No.  | Date       | Author            | Recipients              | Type   |
|--------------|------------|-------------------|-------------------------|--------|
| PRIV-000112  | 2024-02-03 | J. Amari (GC)     | Board of Directors      | Memo   |
| PRIV-000113  | 2024-02-07 | Outside counsel   | J. Amari (GC), CFO      | Email  |
| PRIV-000120  | 2024-03-15 | CFO               | J. Amari (GC)           | Email  |

-- Relativity-style assist, matter 2025-0193 {v('run_id', 'job=' + g.ksuid(t))} {v('datetime', 'at=' + rfc3339(t, 3))}""",
                 "holdout5:legal:privilege-log", ["footer", "tail", "two_in_line", "key_value_inline", "ksuid", "rfc3339",
                                                  "dates_in_table_neighbour"])


@positive
def _flight_metasearch(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You are the trip-planning assistant of Skyfinder. Compare the offers below on total price, travel
time and number of stops, and recommend one. Prices are per adult and include taxes.

{v('session_id', 'searchSessionId: ' + g.uuid4())}
{v('datetime', 'searchPerformedAt: ' + http_date(t))}
market: UK
currency: GBP

Offers for LHR -> BKK, outbound 2026-11-14, return 2026-11-29:
1. Thai Airways TG917, nonstop, dep 21:30 arr 15:45+1, GBP 742
2. Qatar Airways QR4 / QR830 via DOH, dep 08:05 arr 06:55+1, GBP 598
3. Emirates EK2 / EK372 via DXB, dep 14:15 arr 12:25+1, GBP 631

Traveller: I'm 6'4" and hate long layovers. Which one?
Assistant:""", "holdout5:travel:metasearch", ["header_block", "uuid", "http_date", "content_dates_neighbour",
                                               "stable_neighbours"])


@positive
def _arabic_booking(g: Gen5) -> Draft:
    t = g.zoned(AST)
    return Draft(f"""أنت مساعد الحجز لدى شركة "سما للطيران". أجب بالعربية الفصحى وباختصار، ولا تؤكد أي تغيير على الحجز
قبل أن يوافق المسافر على الرسوم.
{v('session_id', 'معرّف الجلسة: ' + g.uuid4())}
{v('datetime', 'الوقت الحالي: ' + ar_long(t) + ' (توقيت الرياض)')}

بيانات الحجز:
رقم الحجز: QX7TRM
الرحلة: SM 214 من الرياض إلى القاهرة، 22 أبريل 2026، الإقلاع 09:40
الدرجة: اقتصادية، رسوم التغيير 150 ريال

المسافر: هل يمكنني تغيير الرحلة إلى يوم 24 أبريل؟
Assistant:""", "holdout5:travel:arabic-booking", ["system_tail", "uuid", "localized_month", "arabic", "non_english",
                                                   "content_dates_neighbour"])


@positive
def _indonesian_hotel_search(g: Gen5) -> Draft:
    t = g.zoned(WIB)
    return Draft(f"""Kamu adalah asisten pemesanan hotel untuk aplikasi Jelajah. Jawab dalam bahasa Indonesia yang
santai tapi sopan. Jangan menjanjikan harga yang tidak ada di daftar.
{v('request_id', 'ID pencarian: ' + g.hex(24))}
{v('datetime', 'Waktu server: ' + id_long(t))}
Kota: Yogyakarta
Tanggal menginap: 17 Agustus 2026 - 19 Agustus 2026 (2 malam)

Hasil:
- Omah Joglo Prawirotaman, Rp 780.000/malam, sarapan termasuk, rating 8,9
- Hotel Tugu Malioboro, Rp 1.150.000/malam, tanpa sarapan, rating 8,4

Pengguna: Mana yang lebih dekat ke Kraton dan ada kolam renangnya?
Asisten:""", "holdout5:travel:indonesian-hotel-search", ["system_tail", "hex", "localized_month", "indonesian",
                                                          "non_english", "content_dates_neighbour"])


@positive
def _greek_ferry(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    return Draft(f"""{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.uuid4())}
{v('datetime', 'Ώρα διακομιστή: ' + dmy(t))}
Είσαι ο βοηθός κρατήσεων της Aegean Lines. Απάντα στα ελληνικά, σύντομα, και δώσε πάντα την ώρα
αναχώρησης και το λιμάνι.

Δρομολόγια Πειραιάς - Νάξος, Σάββατο 4 Ιουλίου 2026:
07:25 Blue Star Delos, άφιξη 13:05, κατάστρωμα 42 €
07:30 SeaJet Champion Jet 2, άφιξη 11:05, οικονομική 89 €
17:30 Blue Star Naxos, άφιξη 23:05, κατάστρωμα 42 €

Επιβάτης: Θέλω να φτάσω πριν το μεσημέρι με το φθηνότερο εισιτήριο.
Assistant:""", "holdout5:travel:greek-ferry", ["head", "header_block", "uuid", "day_first_datetime", "greek",
                                                "non_english", "content_dates_neighbour"])


@positive
def _twitch_eventsub(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Twitch-Eventsub-Message-Type: notification
{v('message_id', 'Twitch-Eventsub-Message-Id: ' + g.uuid4())}
{v('datetime', 'Twitch-Eventsub-Message-Timestamp: ' + rfc3339_ns(t, g.small(0, 1000)))}
{v('signature', 'Twitch-Eventsub-Message-Signature: sha256=' + g.hex(64))}
Twitch-Eventsub-Subscription-Type: channel.chat.message
Twitch-Eventsub-Subscription-Version: 1

You moderate chat for the streamer "pixelbrewer". Reply with ALLOW, TIMEOUT 600 or BAN, then one
reason. Rules: no slurs, no self-promotion links, no spoilers for the game being played.

chatter_user_login: ghostfern_77
message.text: the final boss is actually his brother lol, beat it yesterday

Decision:""", "holdout5:gaming:twitch-eventsub", ["head", "header_block", "uuid", "rfc3339_ns", "signature",
                                                    "stable_neighbours"])


@positive
def _mattermost_outgoing(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Outgoing webhook payload
token: {g.mm_id()}
team_id: {g.mm_id()}
team_domain: ridgeline
channel_name: town-square
{v('message_id', 'post_id: ' + g.mm_id())}
{v('epoch', 'timestamp: ' + str(epoch_ms(t)))}
user_name: oksana.h
trigger_word: @askbot

You are askbot for the Ridgeline team. Answer questions about the team wiki in at most three
sentences and link the page.

text: @askbot where is the runbook for rotating the Vault root token?
Answer:""", "holdout5:gaming:mattermost", ["head", "header_block", "mattermost_id", "epoch_ms", "stable_ids_neighbour"])


@positive
def _moderation_gateway(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You review reported in-game chat for Stormvale Online. Decide NO_ACTION, WARN, MUTE_24H or ESCALATE,
and name the rule. Chat timestamps are server time of the match.

[match 4471-EU-ranked] [00:12:44] Korvath: gg ez, uninstall
[match 4471-EU-ranked] [00:13:02] Lyrra: report this guy pls
[match 4471-EU-ranked] [00:13:10] Korvath: go back to the kitchen where you belong

Reported player: Korvath (account 80231174)

{v('request_id', 'x-mod-request-id: ' + g.ksuid(t))}
{v('epoch', 'x-mod-received-ms: ' + str(epoch_ms(t)))}
x-mod-policy: stormvale-chat-v7
""", "holdout5:gaming:moderation-gateway", ["tail", "ksuid", "epoch_ms", "content_times_neighbour"])


@positive
def _openrtb_creative(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Write one native-ad headline (max 40 characters) and one description (max 90 characters) for the
advertiser below, tuned to the page context. No prices, no superlatives.

Advertiser: Nordkap Outdoor, spring sale on hiking boots
Page context: article "Ten day hikes around Lake Bled"
Audience segment: outdoor_enthusiasts, 25-44

openrtb:
  ver: "2.6"
  {v('request_id', 'id: "' + g.uuid4() + '"')}
  tmax: 120
  cur: [EUR]
  {v('epoch', 'ext.auction_ts: ' + str(epoch_ms(t)))}
""", "holdout5:adtech:openrtb", ["yaml_block", "tail", "uuid", "epoch_ms", "stable_neighbours"])


@positive
def _prebid_auction(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Explain to the publisher, in plain words, why the winning bid below was chosen and what the floor
did. Keep it under 100 words.

{{
  "adUnitCode": "div-gpt-ad-sidebar-2",
  "mediaType": "banner",
  "sizes": [[300, 250], [300, 600]],
  {v('request_id', '"auctionId": "' + g.uuid4() + '",')}
  "timeout": 1000,
  "floor": 0.85,
  {v('epoch', '"auctionStart": ' + str(epoch_ms(t)) + ',')}
  "bids": [
    {{"bidder": "appnexus", "cpm": 1.12, "currency": "EUR"}},
    {{"bidder": "rubicon", "cpm": 0.79, "currency": "EUR"}},
    {{"bidder": "ix", "cpm": 1.31, "currency": "EUR"}}
  ]
}}
Explanation:""", "holdout5:adtech:prebid", ["json_block", "uuid", "epoch_ms", "stable_neighbours"])


@positive
def _cloudfront_czech(g: Gen5) -> Draft:
    return Draft(f"""CloudFront-Viewer-Country: CZ
CloudFront-Is-Mobile-Viewer: true
{v('request_id', 'X-Amz-Cf-Id: ' + g.cf_id())}
Accept-Language: cs-CZ,cs;q=0.9

Jsi asistent e-shopu Pivovarské potřeby. Odpovídej česky, stručně a uváděj ceny v Kč.
Dopravu zdarma nabízíme od 1 500 Kč, zásilky odesíláme do 14:00 ve všední dny.

Zákazník: Kolik stojí sada na vaření 5 litrů a kdy dorazí, když objednám dnes večer?
Assistant:""", "holdout5:cdn:cloudfront", ["head", "header_block", "cf_id", "czech", "non_english",
                                           "stable_neighbours"])


@positive
def _azure_front_door_hebrew(g: Gen5) -> Draft:
    t = g.zoned(ISR, IDT)
    return Draft(f"""אתה העוזר הדיגיטלי של עיריית רמת השרון. ענה בעברית, בקצרה, והפנה לטופס המקוון כשצריך.
שעות קבלת קהל: א'-ה' 08:00-13:00, ויום ג' גם 16:00-18:00.
X-Forwarded-Host: digital.ramat-hasharon.example
{v('request_id', 'X-Azure-Ref: ' + g.azure_ref(t))}

תושב: איך מבקשים הנחה בארנונה לאזרח ותיק?
Assistant:""", "holdout5:cdn:azure-front-door", ["system_tail", "azure_ref", "hebrew", "non_english",
                                                  "clock_ranges_neighbour"])


@positive
def _bunny_cdn_finnish(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    return Draft(f"""Olet Kirjasto Kaiku -palvelun avustaja. Vastaa suomeksi ja lyhyesti. Lainaaika on 28 päivää, ja
lainan voi uusia viisi kertaa, ellei niteeseen ole varauksia.
{v('request_id', 'CDN-RequestId: ' + g.hex(32))}
{v('datetime', 'Palvelimen aika: ' + fi_now(t))}
CDN-PullZone: 412873

Asiakas: Voinko uusia lainan, jos eräpäivä oli eilen?
Vastaus:""", "holdout5:cdn:bunny", ["system_tail", "hex32", "finnish_time", "finnish", "non_english",
                                     "stable_neighbours"])


@positive
def _snowflake_sql(g: Gen5) -> Draft:
    return Draft(f"""You write Snowflake SQL for the analytics team. Use fully qualified names, prefer QUALIFY over
nested subqueries, and explain the query in one sentence after the code block.

Context
account: acme-eu.west-europe.azure
role: ANALYST_RO
warehouse: WH_XS_ADHOC
database: SALES_DW
{v('session_id', 'session_id: ' + g.digits(14))}
{v('request_id', 'context_query_id: ' + g.snowflake_q())}

Tables: SALES_DW.CORE.ORDERS(ORDER_ID, CUSTOMER_ID, ORDERED_AT TIMESTAMP_NTZ, TOTAL_EUR NUMBER(12,2)),
SALES_DW.CORE.CUSTOMERS(CUSTOMER_ID, COUNTRY, SIGNUP_DATE DATE)

User: latest order per customer in Austria, only customers who signed up before 2025-07-01
Assistant:""", "holdout5:database:snowflake", ["header_block", "decimal_id", "snowflake_query_id",
                                               "stable_neighbours", "content_dates_neighbour"])


@positive
def _bigquery_job(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""{v('run_id', 'Job ID: acme-analytics:EU.' + g.bq_job(t))}
Location: EU
Bytes processed: 14.2 GB

You help analysts read BigQuery results. Explain anomalies and suggest one follow-up query.

Result of the last query (daily signups, Europe/Berlin):
day         signups
2026-02-27  1,204
2026-02-28  1,188
2026-03-01  3,911
2026-03-02  1,230

Analyst: What happened on March 1st?
Assistant:""", "holdout5:database:bigquery", ["head", "header_block", "bq_job_id", "content_dates_neighbour"])


@positive
def _pg_stat_snapshot(g: Gen5) -> Draft:
    t = g.moment_eu()
    q1 = t - timedelta(minutes=g.small(8, 30), seconds=g.small(0, 59))
    q2 = t - timedelta(seconds=g.small(20, 200))
    return Draft(f"""You are a PostgreSQL DBA assistant. Find the blocking chain and suggest the least disruptive fix.
Never suggest pg_terminate_backend on a replication connection.

{v('datetime', 'Snapshot taken at ' + pg_now(t))}
  pid  | usename  | state               | wait_event_type | query_start                   | query
-------+----------+---------------------+-----------------+-------------------------------+--------------------------------------
 41822 | etl      | idle in transaction | Client          | {pg_now(q1)} | UPDATE invoices SET status = 'sent' WHERE batch_id = 77
 41907 | app      | active              | Lock            | {pg_now(q2)} | UPDATE invoices SET paid_at = now() WHERE id = 918233
(2 rows)

DBA: who is blocking whom?
Assistant:""", "holdout5:database:pg-stat-activity", ["pg_timestamptz", "snapshot_time",
                                                       "pasted_rows_neighbour", "same_format_in_content"])


@positive
def _clickhouse_assistant(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You translate questions into ClickHouse SQL over the `events` table (columns: ts DateTime64(3),
user_id UInt64, event LowCardinality(String), country FixedString(2)). Output SQL only.
{v('request_id', 'query_id: ' + g.uuid4())}
{v('datetime', 'server_now: ' + iso_space(t))}
max_execution_time: 30

Question: daily active users in Vietnam for the last 14 days, oldest first
SQL:""", "holdout5:database:clickhouse", ["system_tail", "uuid", "iso_space", "stable_neighbours"])


@positive
def _jupyter_kernel_header(g: Gen5) -> Draft:
    t = g.moment()
    session = g.uuid4().replace("-", "")
    return Draft(f"""You are the notebook assistant. Explain the error in the cell output and propose a corrected cell.
Keep the user's variable names.

{{
  "header": {{
    {v('message_id', '"msg_id": "' + g.jupyter_msg() + '",')}
    {v('session_id', '"session": "' + session + '",')}
    "username": "lena",
    {v('datetime', '"date": "' + rfc3339(t, 6) + '",')}
    "msg_type": "execute_request",
    "version": "5.3"
  }}
}}

In [14]:
df = pd.read_csv("sensors_2025-12.csv", parse_dates=["recorded_at"])
df.set_index("recorded_at").resample("1H").mean().loc["2025-12-24":"2025-12-26"]

Out [14]:
KeyError: 'recorded_at'

User: why KeyError? the column is definitely there""", "holdout5:notebook:jupyter-header",
                 ["json_block", "head", "nested_json", "rfc3339_us", "content_dates_neighbour"])


@positive
def _colab_banner(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Runtime: Python 3.11 · T4 GPU · High-RAM
{v('datetime', 'Runtime connected: ' + ctime(t) + ' UTC')}
Drive mounted: /content/drive

You help students debug notebooks for the course "Deep Learning, Spring 2026". Give hints before
full solutions, and cite the lecture (L1-L12) that covers the concept.

Student: my training loss is nan after epoch 3, learning rate is 0.1 with Adam
Assistant:""", "holdout5:notebook:colab", ["head", "header_block", "asctime", "session_start", "stable_neighbours"])


@positive
def _cody_style(g: Gen5) -> Draft:
    return Draft(f"""<context repo="github.com/ferro-db/ferro" revision="4c1e9a7b2d0f6e8a3b5c7d9e1f2a4b6c8d0e2f4a" {v('request_id', 'request="' + g.hex(16) + '"')} file="src/wal/segment.rs">
```rust
pub fn rotate(&mut self, now: SystemTime) -> io::Result<()> {{
    let name = format!("{{:020}}.wal", self.next_lsn);
    self.file.sync_all()?;
    self.file = File::create(self.dir.join(name))?;
    self.opened_at = now;
    Ok(())
}}
```
</context>
You are a coding assistant in the editor. Answer with the smallest change that fixes the problem.

User: if sync_all fails we still rotate on the next call and lose the tail, right?
Assistant:""", "holdout5:ide:cody-style", ["xml_attr", "head", "hex16", "git_sha_neighbour", "code_neighbour"])


@positive
def _zed_style_time(g: Gen5) -> Draft:
    t = g.zoned(PST, PDT)
    return Draft(f"""You are an expert engineer pairing with the user in their editor. The user's operating system is
macOS 15.3 and their shell is zsh. {v('time', "The user's current local time is " + f'{t:%H:%M}' + ' (' + _off(t) + ').')} Prefer
small diffs; do not rewrite files you were not asked to touch.

Open buffer: crates/scheduler/src/cron.rs (lines 40-62 selected)

User: does this cron parser handle "0 9 * * MON-FRI" across the DST switch on 8 March?
Assistant:""", "holdout5:ide:zed-style", ["inline_sentence", "time_only", "content_dates_neighbour"])


@positive
def _codecompanion_style(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are an AI programming assistant named "CodeCompanion", working inside Neovim. Keep answers short
and use Markdown code blocks with the language name. {v('date', 'The current date is ' + iso_date(t) + '.')} The
user's Neovim version is 0.10.4 and they work on a Linux machine.

User: write a lua autocmd that strips trailing whitespace on save, but not for markdown files
Assistant:""", "holdout5:ide:neovim-codecompanion-style", ["inline_sentence", "iso_date", "stable_neighbours"])


@positive
def _gptel_style(g: Gen5) -> Draft:
    t = g.moment_us()
    return Draft(f"""-*- mode: org; gptel-model: claude-sonnet; gptel-backend: "Claude" -*-
#+PROPERTY: GPTEL_SYSTEM You are a careful writing assistant for legal memos. Keep citations as given.
{v('datetime', '#+DATE_NOW: ' + unix_date(t))}

* Question
Summarise the holding of Marbury v. Madison, 5 U.S. 137 (1803), in two sentences for a first-year
law student, and say why it still matters.
""", "holdout5:ide:emacs-gptel-style", ["org_property", "unix_date", "content_dates_neighbour"])


@positive
def _amazon_q_style(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""{v('session_id', 'Conversation ID: ' + g.uuid4())}
Workspace: /home/dev/ledger-service (Java 21, Gradle 8.12)
{v('time', 'Time: ' + clock(t) + ' UTC')}

You are a developer assistant in the IDE. When you propose a change, show a unified diff.

User: migrate this JUnit 4 test to JUnit 5

```java
@Test(expected = IllegalArgumentException.class)
public void rejectsNegativeAmounts() {{
    new Ledger().post(-5, LocalDate.of(2026, 3, 1));
}}
```
Assistant:""", "holdout5:ide:amazon-q-style", ["head", "header_block", "uuid", "time_only", "code_neighbour"])


@positive
def _windsurf_style(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""<user_information>
The USER's OS version is windows.
The USER has 1 active workspace: c:/src/shipping-quotes
{v('datetime', '<current_time>' + rfc3339(t) + '</current_time>')}
</user_information>
<rules>
Always run the tests after editing. Never commit.
</rules>

USER: the quote endpoint returns 500 when the postcode has a space, fix it
ASSISTANT:""", "holdout5:ide:windsurf-style", ["xml_element", "rfc3339", "head"])


@positive
def _tabnine_chat(g: Gen5) -> Draft:
    return Draft(f"""You are a code assistant for the team at Brightwave. Follow the team's style guide: 4-space indents,
type hints everywhere, no print statements in library code.
{v('request_id', 'x-tabnine-request: ' + g.b58(22))}

User: make this function timezone-aware

def next_business_day(d):
    d = d + timedelta(days=1)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d
Assistant:""", "holdout5:ide:tabnine-style", ["system_tail", "base58", "code_neighbour"])


@positive
def _dialogflow_cx(g: Gen5) -> Draft:
    agent = g.uuid4()
    return Draft(f"""Jsi hlasový asistent zákaznické linky Energie Morava. Odpovídej česky, krátkými větami vhodnými pro
převod na řeč. Nečti nahlas čísla smluv celá, jen poslední čtyři číslice.

Webhook request:
{{
  {v('request_id', '"detectIntentResponseId": "' + g.uuid4() + '",')}
  "intentInfo": {{"displayName": "odecet.nahlaseni", "confidence": 0.91}},
  "pageInfo": {{"currentPage": "projects/energie-morava/locations/europe-west3/agents/{agent}/flows/00000000-0000-0000-0000-000000000000/pages/odecet"}},
  "sessionInfo": {{
    {v('session_id', '"session": "projects/energie-morava/locations/europe-west3/agents/' + agent + '/sessions/' + g.b62(20) + '",')}
    "parameters": {{"cislo_smlouvy": "4410023817", "stav_elektromeru": 18342}}
  }},
  "text": "nahlásit stav elektroměru osmnáct tisíc tři sta čtyřicet dva",
  "languageCode": "cs"
}}

Assistant:""", "holdout5:voice:dialogflow-cx", ["json_block", "uuid", "session_path", "czech", "non_english",
                                                "stable_neighbours"])


@positive
def _asterisk_agi(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""agi_request: agi://ivr-llm.local/route
{v('request_id', 'agi_uniqueid: ' + str(epoch_s(t)) + '.' + str(g.small(10, 9000)))}
agi_callerid: +302106123477
agi_context: ivr-main
agi_extension: 200
agi_language: el

Είσαι το τηλεφωνικό κέντρο του οδοντιατρείου «Χαμόγελο» στην Αθήνα. Μίλα ελληνικά, με σύντομες
προτάσεις. Ωράριο: Δευτέρα-Παρασκευή 09:00-14:00 και 17:00-21:00.

Καλών: Θα ήθελα ραντεβού για καθαρισμό την επόμενη Τρίτη το απόγευμα.
Assistant:""", "holdout5:voice:asterisk-agi", ["head", "header_block", "epoch_dot_seq", "greek", "non_english",
                                               "stable_neighbours", "phone_neighbour"])


@positive
def _car_assistant_romanian(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    return Draft(f"""Ești asistentul vocal al mașinii. Răspunde în română, în cel mult două propoziții, fără liste.
Vehicul: Dacia Spring, baterie 26,8 kWh, autonomie estimată 142 km
{v('datetime', 'Ora vehiculului: ' + ro_long(t))}
{v('request_id', 'utteranceId: ' + g.uuid7(t))}

Șofer: Ajung la Brașov fără să încarc? Sunt 166 de kilometri.
Assistant:""", "holdout5:voice:car-assistant", ["system_tail", "localized_month", "uuid7", "romanian",
                                                 "non_english", "stable_neighbours"])


@positive
def _rss_digest(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Write a morning digest of the feed items below: one line per item, most important first, and skip
anything that is only a product announcement.

Feed: Hacker Weekly (https://hackerweekly.example/rss)
{v('datetime', 'Fetched: ' + http_date(t))}

<item><title>Postgres 18 beta brings async I/O</title><pubDate>Tue, 06 May 2025 14:00:00 +0000</pubDate><guid>https://hackerweekly.example/p/8812</guid></item>
<item><title>Launch: our new AI notebook</title><pubDate>Wed, 07 May 2025 09:30:00 +0000</pubDate><guid>https://hackerweekly.example/p/8815</guid></item>
<item><title>The 2038 problem is closer than you think</title><pubDate>Wed, 07 May 2025 18:12:00 +0000</pubDate><guid>https://hackerweekly.example/p/8819</guid></item>

Digest:""", "holdout5:feeds:rss-digest", ["header_block", "http_date", "pasted_content_neighbour",
                                          "same_format_in_content"])


@positive
def _atom_reader(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""<digest {v('datetime', 'generated="' + rfc3339(t) + '"')} {v('run_id', 'run="' + g.ulid(t) + '"')} reader="feedling/2.3">
<entry>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <title>City council approves the new tram line</title>
  <updated>2026-02-11T08:30:00+01:00</updated>
  <summary>The 6.4 km line to the university campus is due to open in December 2028.</summary>
</entry>
</digest>
Summarise the entry for a local-news push notification of at most 110 characters.""",
                 "holdout5:feeds:atom-reader", ["xml_attr", "head", "two_in_line", "rfc3339", "ulid",
                                                "content_dates_neighbour"])


@positive
def _news_summariser_retrieved(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Summarise the article in three neutral sentences. Keep all figures and dates exactly as written.

{v('datetime', 'Retrieved: ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M} {t.tzname()}')}
Source: Baltic Business Wire

TALLINN, 9 February 2026 - Estonia's grid operator said on Monday that the country completed its
synchronisation with the continental European grid on 8 February at 11:02 local time, ending its
connection to the Russian-controlled BRELL ring. The project cost EUR 1.6 billion, 75% of it funded
by the EU. Updated 10 February 2026, 16:40 EET: adds comment from the Latvian operator.

Summary:""", "holdout5:feeds:news-summariser", ["header_block", "long_date_time", "content_dates_neighbour",
                                                "dateline_neighbour"])


@positive
def _graph_calendar(g: Gen5) -> Draft:
    return Draft(f"""You manage Aino's Outlook calendar. Propose two 30-minute slots for the requested meeting that do not
clash with existing events and fall within her working hours (08:30-16:30, Europe/Helsinki).

Graph response headers:
{v('request_id', 'request-id: ' + g.uuid4())}
{v('request_id', 'client-request-id: ' + g.uuid4())}
Preference-Applied: outlook.timezone="FLE Standard Time"

Events on Thursday 2026-04-16:
- 09:00-10:00 Leadership sync (Teams)
- 11:30-12:15 Lunch with Mikko
- 13:00-15:00 Budget review, room Kuusi
- 15:30-16:00 1:1 with Jenni

Request: A 30-minute call with the auditors on that day.
Assistant:""", "holdout5:calendar:microsoft-graph", ["header_block", "uuid", "stable_neighbours",
                                                    "content_dates_neighbour", "clock_ranges_neighbour"])


@positive
def _greek_calendar_now(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    return Draft(f"""Είσαι ο βοηθός ημερολογίου της Ελένης. Όταν σου ζητούν «αύριο» ή «την άλλη εβδομάδα», υπολόγισε τις
ημερομηνίες από την τρέχουσα ώρα. Απάντα στα ελληνικά.
{v('datetime', 'Τρέχουσα ώρα: ' + rfc3339(t) + ' (Europe/Athens)')}

Συμβάντα:
- Πέμπτη 14 Μαΐου 2026, 10:00-11:00: Οδοντίατρος
- Παρασκευή 15 Μαΐου 2026, 19:30: Θέατρο «Ηρώδειο»

Ελένη: Κλείσε μου γυμναστήριο αύριο στις 8 το πρωί.
Assistant:""", "holdout5:calendar:google-calendar", ["system_tail", "rfc3339_offset", "greek", "non_english",
                                                     "content_dates_neighbour"])


@positive
def _calendly_webhook(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""{v('signature', 'Calendly-Webhook-Signature: t=' + str(epoch_s(t)) + ',v1=' + g.hex(64))}
Content-Type: application/json

Write a short, warm confirmation text message for the invitee. Mention the time in their own
timezone and the video link; do not mention the organiser's timezone.

event: invitee.created
payload.name: Sofia Marchetti
payload.timezone: Europe/Rome
payload.scheduled_event.start_time: 2026-05-21T13:30:00.000000Z
payload.scheduled_event.end_time: 2026-05-21T14:00:00.000000Z
payload.scheduled_event.location.join_url: https://meet.example/abc-defg-hij

SMS:""", "holdout5:calendar:calendly-webhook", ["head", "signature_with_epoch", "envelope_vs_payload",
                                                "content_dates_neighbour"])


@positive
def _excel_snapshot(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are a spreadsheet copilot. Write one Excel formula for the requested column and explain it in a
sentence. The workbook uses a European locale (semicolon argument separator, comma decimals).

Workbook: Pohledávky_2026.xlsx · Sheet: Faktury
{v('datetime', 'Snapshot: ' + dmy(t, '.'))}

   A          B              C             D
1  Faktura    Vystaveno      Splatnost     Částka
2  FV-2026-0311  02.03.2026  16.03.2026    12 400,00
3  FV-2026-0312  03.03.2026  17.03.2026     3 980,50
4  FV-2026-0318  09.03.2026  23.03.2026    27 100,00

User: column E should show how many days each invoice is overdue, or 0
Assistant:""", "holdout5:spreadsheet:excel-snapshot", ["header_block", "dotted_day_first", "czech_table",
                                                       "content_dates_neighbour", "same_format_in_content"])


@positive
def _apps_script(g: Gen5) -> Draft:
    t = g.zoned(BRT)
    return Draft(f"""Você é o assistente da planilha de estoque da Padaria Aurora. Responda em português, com uma fórmula
do Google Sheets quando fizer sentido.
{v('datetime', 'Executado em: ' + f'{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t.year} {t:%H:%M:%S}' + ' GMT-0300 (Horário Padrão de Brasília)')}

Aba "Estoque": A=Produto, B=Quantidade, C=Validade (dd/mm/aaaa), D=Fornecedor
Linha 2: Farinha T55 | 40 | 30/06/2026 | Moinho Sul
Linha 3: Fermento seco | 12 | 15/04/2026 | Levita

Usuário: quero destacar em vermelho o que vence nos próximos 7 dias
Assistant:""", "holdout5:spreadsheet:apps-script", ["system_tail", "js_date_tostring", "portuguese",
                                                    "content_dates_neighbour"])


@positive
def _braze_copy(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Write a push notification (title max 30 characters, body max 90) for the user below. Tone: playful,
no emojis, no urgency words like "last chance".

campaign: spring_reactivation_2026
{v('request_id', 'dispatch_id: ' + g.objectid(t))}
{v('datetime', 'rendered_at: ' + iso_space(t)[:16])}
user.first_name: Tomasz
user.favourite_category: trail running
user.last_purchase_date: 2025-10-02

Push:""", "holdout5:cdp:braze", ["header_block", "objectid", "iso_minutes", "stable_neighbours",
                                  "content_dates_neighbour"])


@positive
def _flag_evaluation(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You are the support assistant of Ledgerly. Only describe features that are enabled for this user.

flags:
  new_invoice_editor: true
  bank_sync_v2: false
  multi_currency: true
  {v('epoch', 'evaluatedAt: ' + str(epoch_ms(t)))}
  configVersion: 2026.03.2
user:
  plan: Business
  country: NL

User: Can I send an invoice in dollars and still see my bank transactions?
Assistant:""", "holdout5:flags:evaluation-context", ["yaml_block", "epoch_ms", "calver_neighbour",
                                                    "stable_neighbours"])


@positive
def _square_payment(g: Gen5) -> Draft:
    return Draft(f"""You are the payments helper for Corner Bakery's POS. Explain the payment status below to the cashier in
one or two sentences and say what to do next.

Square-Version: 2025-01-23
{v('request_id', 'idempotency_key: ' + g.uuid4())}
location_id: L8Q2Y7KXH3V1A

payment.status: APPROVED
payment.amount_money: 1850 USD
payment.card_details.entry_method: CONTACTLESS
payment.delay_action: CANCEL
payment.delay_duration: PT36H

Cashier: it says approved but not completed, did the customer pay or not?
Assistant:""", "holdout5:payments:square", ["header_block", "uuid", "api_version_neighbour", "stable_neighbours"])


@positive
def _checkout_com(g: Gen5) -> Draft:
    return Draft(f"""Explain this declined payment to the merchant's support agent in plain language and suggest what to
tell the customer. Do not speculate about fraud.

{v('request_id', 'Cko-Request-Id: ' + g.uuid4())}
Cko-Version: 1.0.0

response_code: 20051
response_summary: Insufficient Funds
scheme: VISA
amount: 24999 (GBP)
3ds.enrolled: Y

Agent: customer says there's plenty of money on the card, what do I tell her?
Assistant:""", "holdout5:payments:checkout-com", ["header_block", "uuid", "stable_neighbours"])


@positive
def _klarna_session(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du bist der Checkout-Assistent von Wohnwerk. Erkläre die Ratenzahlungsoptionen von Klarna neutral;
empfiehl keine bestimmte Option.
{v('request_id', 'Klarna-Correlation-Id: ' + g.uuid4())}
{v('datetime', 'Zeitstempel: ' + dmy(t, '.'))}
Warenkorb: Eichentisch "Lund" 180 cm, 1.249,00 EUR

Kunde: Was kostet mich das insgesamt, wenn ich in 12 Monatsraten zahle?
Assistent:""", "holdout5:payments:klarna", ["system_tail", "uuid", "dotted_day_first", "german", "non_english"])


@positive
def _razorpay_hindi(g: Gen5) -> Draft:
    return Draft(f"""आप "किराना घर" ऑनलाइन स्टोर के भुगतान सहायक हैं। ग्राहक को हिंदी में, सरल शब्दों में जवाब दें।
{v('request_id', 'x-razorpay-event-id: ' + g.b62(14))}
{v('signature', 'x-razorpay-signature: ' + g.hex(64))}
event: payment.failed
payload.payment.entity.method: upi
payload.payment.entity.error_reason: payment_timed_out
payload.payment.entity.amount: 64900

ग्राहक: मेरे खाते से पैसे कट गए लेकिन ऑर्डर नहीं हुआ। अब क्या होगा?
Assistant:""", "holdout5:payments:razorpay", ["system_tail", "base62", "signature", "hindi", "non_english",
                                              "envelope_vs_payload"])


@positive
def _mercado_pago(g: Gen5) -> Draft:
    t = g.zoned(BRT)
    return Draft(f"""Eres el asistente de conciliación de la tienda Yerba & Co. Explica la notificación en español y di si
hay que enviar el pedido.

{v('signature', 'x-signature: ts=' + str(epoch_s(t)) + ',v1=' + g.hex(64))}
{v('request_id', 'x-request-id: ' + g.uuid4())}
type: payment
action: payment.updated
data.id: 1320145877
data.status: approved
data.date_approved: 2026-01-30T16:44:12.000-03:00

Operador: ¿Despacho el pedido 8841?
Respuesta:""", "holdout5:payments:mercado-pago", ["header_block", "signature_with_epoch", "uuid", "spanish",
                                                  "envelope_vs_payload", "content_dates_neighbour"])


@positive
def _circleci_env(g: Gen5) -> Draft:
    return Draft(f"""You explain CircleCI failures to developers. Quote the failing step and propose the smallest fix.

CIRCLE_PROJECT_REPONAME: quotes-api
CIRCLE_BRANCH: feature/postcode-spaces
CIRCLE_SHA1: 5d41402abc4b2a76b9719d911017c592ae6b3f0e
{v('run_id', 'CIRCLE_WORKFLOW_ID: ' + g.uuid4())}
{v('run_id', 'CIRCLE_BUILD_NUM: ' + g.digits(5))}
CIRCLE_JOB: test

Failing step output:
#!/bin/bash -eo pipefail
pytest -q tests/
FAILED tests/test_quote.py::test_postcode_with_space - AssertionError: assert 500 == 200
1 failed, 212 passed in 48.31s

Explanation:""", "holdout5:ci:circleci", ["header_block", "uuid", "build_number", "git_sha_neighbour",
                                          "pasted_content_neighbour"])


@positive
def _buildkite_env(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""BUILDKITE_PIPELINE_SLUG=mobile-release
BUILDKITE_BRANCH=release/7.4
BUILDKITE_COMMIT=9e107d9d372bb6826bd81d3542a419d6c8a1f4e2
{v('run_id', 'BUILDKITE_BUILD_ID=' + g.uuid7(t))}
{v('run_id', 'BUILDKITE_BUILD_NUMBER=' + g.digits(4))}
{v('run_id', 'BUILDKITE_JOB_ID=' + g.uuid7(t))}
BUILDKITE_AGENT_NAME=mac-mini-m2-03

Write the release-notes section "What's new" for version 7.4 from the merged PR titles below, for
App Store readers. At most five bullets.

- Add dark mode to the statement screen (#2210)
- Fix crash when a transfer reference contains an emoji (#2217)
- Bump minimum iOS to 16.0 (#2221)
- Faster login with passkeys (#2230)
""", "holdout5:ci:buildkite", ["head", "env_block", "key_equals_value_line", "uuid7", "build_number",
                               "git_sha_neighbour"])


@positive
def _azure_pipelines(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""##[section]Prompt context
Build.DefinitionName: infra-terraform-plan
{v('run_id', 'Build.BuildNumber: ' + f'{t:%Y%m%d}' + '.' + str(g.small(1, 9)))}
{v('run_id', 'Build.BuildId: ' + g.digits(6))}
Build.SourceBranch: refs/heads/main
Build.SourceVersion: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12

Summarise the terraform plan for the change-approval board: what is created, changed and destroyed,
and whether anything touches production networking.

Plan: 3 to add, 1 to change, 0 to destroy.
  + azurerm_private_endpoint.kv_pe
  + azurerm_private_dns_a_record.kv
  + azurerm_role_assignment.pipeline_kv_reader
  ~ azurerm_key_vault.main (public_network_access_enabled: true -> false)

Summary:""", "holdout5:ci:azure-pipelines", ["header_block", "date_prefixed_build_number", "decimal_id",
                                              "git_sha_neighbour"])


@positive
def _woodpecker_env(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You review Dockerfiles for size and security. Suggest concrete edits as a diff.

Dockerfile:
FROM node:22.12-bookworm
WORKDIR /app
COPY . .
RUN npm install
CMD ["node", "server.js"]

CI_REPO=pantry/pantry-web
CI_COMMIT_SHA=da39a3ee5e6b4b0d3255bfef95601890afd80709
{v('run_id', 'CI_PIPELINE_NUMBER=' + g.digits(3))}
{v('epoch', 'CI_PIPELINE_STARTED=' + str(epoch_s(t)))}
""", "holdout5:ci:woodpecker", ["tail", "env_block", "epoch_s", "build_number", "git_sha_neighbour"])


@positive
def _line_thai(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""คุณคือผู้ช่วยของร้านกาแฟ "บ้านดอย" บน LINE Official Account ตอบเป็นภาษาไทยอย่างสุภาพ สั้น และลงท้ายด้วย "ค่ะ"
ร้านเปิดทุกวัน 07:30-18:00 ส่งเดลิเวอรีในรัศมี 5 กม.
{v('signature', 'x-line-signature: ' + g.b64(32))}
{v('request_id', 'webhookEventId: ' + g.ulid(t))}
{v('epoch', 'timestamp: ' + str(epoch_ms(t)))}
{v('token', 'replyToken: ' + g.hex(32))}
source.userId: U4af4980629f2a3b8c5d1e7f6a9b0c2d3
deliveryContext.isRedelivery: false

ลูกค้า: พรุ่งนี้เช้าสั่งลาเต้เย็น 10 แก้ว ส่งที่ออฟฟิศได้ไหมคะ""", "holdout5:messaging:line", ["system_tail", "base64",
                                                                                   "ulid", "epoch_ms", "reply_token",
                                                                                   "thai", "non_english",
                                                                                   "stable_user_id_neighbour"])


@positive
def _zalo_vietnamese(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Bạn là trợ lý chăm sóc khách hàng của cửa hàng điện thoại Minh Phát trên Zalo OA. Trả lời bằng
tiếng Việt, ngắn gọn, lịch sự, xưng "em" và gọi khách là "anh/chị".
app_id: 2718364509127736
event_name: user_send_text
{v('epoch', 'timestamp: ' + str(epoch_ms(t)))}
{v('message_id', 'message.msg_id: ' + g.hex(32))}
sender.id: 8426103950582011774

Khách: iPhone 15 128GB màu đen còn hàng không em? Trả góp 0% được không?""",
                 "holdout5:messaging:zalo", ["system_tail", "epoch_ms", "hex32", "vietnamese", "non_english",
                                             "stable_ids_neighbour"])


@positive
def _viber_ukrainian(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Ти помічник служби доставки «Швидка Пошта» у Viber. Відповідай українською, коротко. Номер
накладної має 14 цифр; якщо клієнт його не дав, попроси.
event: message
{v('epoch', 'timestamp: ' + str(epoch_ms(t)))}
{v('message_id', 'message_token: ' + g.digits(19))}
sender.id: 01234567890A=
sender.language: uk

Клієнт: Моя посилка 20450812345678 стоїть у Києві вже три дні, коли її привезуть до Львова?""",
                 "holdout5:messaging:viber", ["system_tail", "epoch_ms", "decimal_id", "ukrainian", "non_english",
                                              "content_ids_neighbour"])


@positive
def _home_assistant_assist(g: Gen5) -> Draft:
    t = g.zoned(CET, CEST)
    return Draft(f"""Jsi hlasový asistent Home Assistant. Odpovídej česky jednou krátkou větou. Ovládej jen zařízení ze
seznamu. {v('time', 'Aktuální čas je ' + f'{t:%H:%M}' + '.')} {v('date', 'Dnešní datum je ' + f'{t.day}. {CS_MONTHS[t.month - 1]} {t.year}' + '.')}
Dostupná zařízení:
- light.obyvak (Obývák): off
- climate.loznice (Ložnice): heat, 19.5 °C
- cover.terasa (Markýza terasa): closed
- sensor.venkovni_teplota (Venku): 6.1 °C

Uživatel: zapni světlo v obýváku a nastav ložnici na jednadvacet stupňů""",
                 "holdout5:home:home-assistant-assist", ["inline_sentence", "two_in_line", "time_only",
                                                         "localized_month", "czech", "non_english"])


@positive
def _home_assistant_template(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    now = f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{_off(t)}"
    return Draft(f"""{v('datetime', 'now(): ' + now)}
Olet kodin automaatioavustaja. Kirjoita Home Assistant -automaatio YAML-muodossa ja selitä se
yhdellä lauseella suomeksi.

Pyyntö: Sytytä eteisen valo auringonlaskun aikaan, mutta vain arkipäivisin, ja sammuta se klo 23.30.
Vastaus:""", "holdout5:home:home-assistant-template", ["head", "python_aware_str", "finnish", "non_english",
                                                       "clock_time_neighbour"])


@positive
def _eln_entry(g: Gen5) -> Draft:
    t = g.moment_us()
    return Draft(f"""You help scientists write the Methods section from their electronic lab notebook. Past tense,
passive voice, include reagent catalogue numbers and lot numbers exactly.

Entry: EXP-2026-0417 "HEK293T transfection, pLenti-GFP"
Author: Dr. Priya Natarajan
Experiment date: 2026-02-18
Reagents: Lipofectamine 3000 (Thermo L3000015, lot 2598311, exp. 2027-01-31); Opti-MEM (31985070)
Cells: HEK293T passage 12, seeded 2026-02-17 at 6 x 10^5 cells per well (6-well plate)

{v('request_id', 'Request: ' + g.uuid4())}
{v('datetime', 'Generated: ' + windows_general(t))}

Methods:""", "holdout5:science:eln", ["header_block", "uuid", "windows_datetime", "content_dates_neighbour",
                                      "lot_numbers_neighbour"])


@positive
def _classroom_grader(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You help a teacher grade short essays against the rubric. Give a score from 0 to 4 per criterion and
two sentences of feedback addressed to the student.

Course: Year 10 History (course 618204773311)
Assignment: "Causes of the First World War", due 2026-03-20 23:59
{v('session_id', 'Grading session: ' + g.b32(26))}
{v('datetime', 'Opened: ' + rfc3339(t))}

Rubric: argument (0-4), evidence (0-4), structure (0-4)
Essay (student 0731): The assassination of Franz Ferdinand on 28 June 1914 was only the spark. The
real causes were the alliance system, militarism and imperial rivalry, especially after 1905...

Scores and feedback:""", "holdout5:education:google-classroom", ["header_block", "base32", "rfc3339_offset",
                                                                  "content_dates_neighbour"])


@positive
def _openedx_hint(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""<xblock usage="block-v1:MITx+6.002x+2026_T1+type@problem+block@ohms_law_3" course_run="2026_T1" {v('request_id', 'request_id="' + g.uuid4() + '"')} {v('epoch', 'ts="' + str(epoch_s(t)) + '"')} lang="en">
You give one hint at a time for the problem. Never reveal the numeric answer.
Problem: A 12 V battery drives a current of 0.4 A through a resistor. What is its resistance?
</xblock>
Learner: I divided 0.4 by 12 and got 0.033, the checker says wrong""", "holdout5:education:open-edx",
                 ["xml_attr", "two_in_line", "head", "uuid", "epoch_s", "stable_neighbours"])


@positive
def _flashcards_session(g: Gen5) -> Draft:
    t = g.zoned(WIB)
    return Draft(f"""Kamu adalah tutor kosakata bahasa Inggris. Berikan satu kalimat contoh untuk setiap kata dan
terjemahannya dalam bahasa Indonesia. Jangan lebih dari 12 kata per kalimat.
{v('datetime', 'Sesi belajar dimulai: ' + dmy(t, '/', False) + ' WIB')}
Dek: TOEFL Academic 3 (kartu 41-50)

Kata: reluctant, thorough, feasible
Jawaban:""", "holdout5:education:flashcards", ["system_tail", "day_first_minutes", "session_start",
                                               "indonesian", "non_english"])


@positive
def _wallet_assistant(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You explain wallet activity in plain language. Never suggest trades.
Wallet: 0x71C7656EC7ab88b098defB751B7401B5f6d8976F
{v('datetime', 'Price snapshot: ' + rfc3339(t))}
ETH/EUR: 2,431.18

Recent transactions:
0x3a1f9e0b6c2d4e8f7a5b1c3d9e0f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c1d3e5f  2026-01-12 09:14 UTC  -0.25 ETH  to uniswap-router
0x8b2e4f6a1c3d5e7f9a0b2c4d6e8f1a3b5c7d9e0f2a4b6c8d1e3f5a7b9c0d2e4f  2026-01-13 18:40 UTC  +1,000 USDC  from coinbase

User: why did I get USDC back, and where did my 0.25 ETH go?
Assistant:""", "holdout5:blockchain:wallet", ["system_tail", "rfc3339", "tx_hash_neighbour", "content_dates_neighbour",
                                              "stable_address_neighbour"])


@positive
def _n8n_agent(g: Gen5) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are the lead-qualification agent of Kontor CRM. Score the lead from 1 to 5 and write a two-line
note for the sales rep. Use the tools only when the company is unknown.

{v('datetime', 'Current date and time: ' + luxon(t))}
{v('run_id', 'Execution: ' + g.digits(5))}
Workflow: Lead intake (id 7)

Lead: Hannah Berg, Head of Operations, Fjordline Logistics AS (Bergen), 140 employees.
Form message: "We need route planning for 35 vans, ideally live before the summer season."
Assistant:""", "holdout5:automation:n8n", ["header_block", "luxon_iso", "decimal_run_id", "stable_neighbours"])


@positive
def _zapier_meta(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Summarise the support email below in one sentence and tag it as billing, bug, feature or other.

From: carlos@mercadito.example
Subject: Double charge on invoice #20931
Body: Hi, we were charged twice for February (two lines of $49 on 2026-02-01). Can you refund one?

{v('datetime', 'zap_meta_human_now: ' + rfc2822(t))}
{v('epoch', 'zap_meta_timestamp: ' + str(epoch_s(t)))}
zap_title: Support inbox triage
""", "holdout5:automation:zapier", ["tail", "rfc2822", "epoch_s", "content_dates_neighbour"])


@positive
def _power_automate(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Vytvoř stručný zápis z porady pro tým (česky, v bodech) podle přepisu. Uveď úkoly s termíny tak,
jak zazněly.

Přepis (porada 10. 3. 2026):
Jana: Migraci účetnictví dokončíme do 31. března.
Petr: Školení pro sklad posuneme na 7. dubna, v 9:00.
Jana: Rozpočet na Q2 pošlu do pátku.

{v('datetime', 'utcNow(): ' + dotnet7z(t, g.small(0, 10)))}
{v('run_id', 'workflow().run.name: ' + g.pa_run())}
workflow().tags.environmentName: Default-Kontor
""", "holdout5:automation:power-automate", ["tail", "dotnet_7_digits", "run_name", "czech", "non_english",
                                            "content_dates_neighbour"])


@positive
def _make_scenario(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""{{"scenario": "Invoice OCR to Xero", {v('run_id', '"executionId": "' + g.hex(32) + '",')} {v('datetime', '"now": "' + js_iso(t) + '",')} "module": 4}}
Extract supplier, invoice number, issue date, due date, net, VAT and gross from the OCR text as JSON.
Use null for anything missing; dates as YYYY-MM-DD.

OCR text:
NORDIC PAPER SUPPLY AB · Faktura 55-10293 · Fakturadatum 2026-02-26 · Förfallodatum 2026-03-28
Netto 8 400,00 SEK · Moms 25% 2 100,00 · Att betala 10 500,00 SEK
JSON:""", "holdout5:automation:make", ["json_inline", "head", "two_in_line", "hex32", "js_iso",
                                       "content_dates_neighbour"])


@positive
def _jira_automation(g: Gen5) -> Draft:
    t = g.zoned(AEST, AEDT)
    return Draft(f"""Rewrite the bug report below into the team's template (Summary, Steps, Expected, Actual, Impact).
Do not invent steps.

Issue: MOB-4471
Created: 2026-02-03T09:12:44.000+1100
Reporter: Liam O'Brien
Priority: High
Description: app freezes on the payments tab after resuming from background, only on Android 15,
started after 6.8.0

Rule: Bug triage template
{v('datetime', 'Rule executed: ' + jira_now(t))}
""", "holdout5:automation:jira", ["tail", "jira_datetime", "record_dates_neighbour", "same_format_in_content"])


@positive
def _servicenow_assist(g: Gen5) -> Draft:
    return Draft(f"""You are the resolution-notes writer for the service desk. Summarise the incident for the knowledge
base: symptom, cause, fix. No names.
{v('request_id', 'X-Transaction-ID: ' + g.hex(32))}

number: INC0104482
opened_at: 2026-01-27 08:41:10
resolved_at: 2026-01-27 11:05:52
short_description: VPN drops every 10 minutes for users in Lyon office
close_notes: MTU on new firewall set to 1400; IPsec overhead caused fragmentation. Set to 1360.
sys_id: 9d385017c611228701d22104cc95c371

KB article:""", "holdout5:automation:servicenow", ["system_tail", "hex32", "record_dates_neighbour",
                                                   "stable_sys_id_neighbour"])


@positive
def _elastic_apm(g: Gen5) -> Draft:
    return Draft(f"""{v('trace_id', 'elastic-apm-traceparent: ' + g.traceparent())}
service.name: fx-quote-api
service.environment: production

You turn a currency question into a call to the quote tool. Reply with the tool call only.

User: how many Czech koruna do I get for 250 euros today?
Tool call:""", "holdout5:apm:elastic", ["head", "traceparent", "stable_neighbours"])


@positive
def _dynatrace_header(g: Gen5) -> Draft:
    return Draft(f"""Você é o assistente do portal do cliente da Águas do Vale. Responda em português, de forma cordial.
Leituras de hidrômetro são feitas entre os dias 5 e 10 de cada mês.
{v('trace_id', 'x-dynatrace: ' + g.dynatrace())}

Cliente: Minha conta de fevereiro veio o dobro do normal, pode ser vazamento?
Assistant:""", "holdout5:apm:dynatrace", ["system_tail", "dynatrace", "portuguese"])


@positive
def _instana_headers(g: Gen5) -> Draft:
    return Draft(f"""X-INSTANA-L: 1
{v('trace_id', 'X-INSTANA-T: ' + g.hex(16))}
{v('trace_id', 'X-INSTANA-S: ' + g.hex(16))}

Answer HR questions for Vesta Insurance staff from the handbook excerpt only.

Handbook 6.3: Employees may carry over up to 5 unused vacation days into the next year; carried-over
days expire on 31 March.

Employee: I have 8 days left, what happens to them in January?
Answer:""", "holdout5:apm:instana", ["head", "header_block", "hex16", "stable_neighbours",
                                     "content_dates_neighbour"])


@positive
def _appdynamics(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You are the FAQ bot of Brixton Leisure. Answer in two sentences about classes, memberships and
opening hours.
Opening hours: Mon-Fri 06:00-22:00, Sat-Sun 08:00-20:00.
{v('trace_id', 'singularityheader: ' + g.appd(t))}

Member: can I freeze my membership for a month while I'm travelling?
Assistant:""", "holdout5:apm:appdynamics", ["system_tail", "appdynamics", "epoch_inside_value",
                                            "clock_ranges_neighbour"])


@positive
def _sendgrid_events(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""{v('signature', 'X-Twilio-Email-Event-Webhook-Signature: ' + g.b64(70))}
{v('epoch', 'X-Twilio-Email-Event-Webhook-Timestamp: ' + str(epoch_s(t)))}

Explain to the marketing manager, in two sentences, why the recipient below did not get the newsletter.

[{{"email": "k.mensah@example.org", "event": "bounce", "type": "blocked",
  "reason": "550 5.7.1 Message rejected due to local policy", "timestamp": 1767259811,
  "sg_message_id": "14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0"}}]

Explanation:""", "holdout5:webhooks:sendgrid", ["head", "base64", "epoch_s", "envelope_vs_payload",
                                                "epoch_in_payload"])


@positive
def _app_store_notification(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You draft replies to subscribers of the Calmly meditation app. Be kind, explain what happened to their
subscription, and tell them how to fix it. Never promise a refund; refunds are handled by Apple.

notificationType: DID_FAIL_TO_RENEW
subtype: GRACE_PERIOD
{v('request_id', 'notificationUUID: ' + g.uuid4())}
{v('epoch', 'signedDate: ' + str(epoch_ms(t)))}
{v('token', 'signedPayload: ' + g.jws())}
data.bundleId: com.calmly.app
data.environment: Production
renewalInfo.gracePeriodExpiresDate: 2026-06-19T00:00:00Z

Subscriber email: "why does the app say my subscription has a problem? I paid!"
Reply:""", "holdout5:webhooks:app-store", ["header_block", "uuid", "epoch_ms", "jws", "envelope_vs_payload",
                                          "content_dates_neighbour"])


@positive
def _pubsub_rtdn(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Google Play real-time developer notification (Pub/Sub push)
subscription: projects/fitloop-prod/subscriptions/play-rtdn-push
{v('message_id', 'message.messageId: ' + g.digits(16))}
{v('datetime', 'message.publishTime: ' + rfc3339(t, 3))}
data.packageName: com.fitloop.android
data.subscriptionNotification.notificationType: 3 (SUBSCRIPTION_CANCELED)

Write the in-app message we show the user after a cancellation: thank them, tell them access lasts
until the end of the paid period, and offer the 50% win-back discount. Max 60 words.""",
                 "holdout5:webhooks:pubsub-rtdn", ["header_block", "decimal_id", "rfc3339_ms", "stable_neighbours"])


@positive
def _woocommerce_indonesian(g: Gen5) -> Draft:
    return Draft(f"""X-WC-Webhook-Source: https://batikayu.example/
X-WC-Webhook-Topic: order.created
X-WC-Webhook-ID: 14
{v('request_id', 'X-WC-Webhook-Delivery-ID: ' + g.hex(32))}
{v('signature', 'X-WC-Webhook-Signature: ' + g.b64(32))}

Tulis pesan WhatsApp singkat untuk pembeli: terima kasih, ringkasan pesanan, dan estimasi pengiriman
2-3 hari kerja dari Solo. Gunakan bahasa Indonesia yang ramah.

Pesanan #10482: 2 x Kemeja Batik Parang (L), 1 x Selendang Sutra; total Rp 1.245.000; kurir JNE REG.
Pesan:""", "holdout5:webhooks:woocommerce", ["head", "header_block", "hex32", "base64", "indonesian", "non_english",
                                            "stable_hook_id_neighbour"])


@positive
def _helpscout(g: Gen5) -> Draft:
    return Draft(f"""X-HelpScout-Event: convo.customer.reply.created
{v('signature', 'X-HelpScout-Signature: ' + g.b64(20))}

You are drafting a reply for the Parcelmind support team. Apologise once, answer the question,
and link the help article if one applies.

Customer (Ines Duarte): My label printed with last week's date, 03/03/2026, will the courier still
accept it on 03/10?
Draft:""", "holdout5:webhooks:helpscout", ["head", "base64", "stable_neighbours", "content_dates_neighbour"])


@positive
def _typeform(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You triage job applications for a bakery. Rate the applicant 1-5 for the early-shift baker role and give
two reasons. Shifts start at 04:30.

{v('request_id', 'event_id: ' + g.ulid(t))}
event_type: form_response
form_response.form_id: lT4Z3j
form_response.answers:
  - Name: Dario Conti
  - Available from: 1 June 2026
  - Experience: 3 years at Forno Roma (2022-2025), croissant lamination
  - Can you work weekends? Yes

Rating:""", "holdout5:webhooks:typeform", ["header_block", "ulid", "stable_neighbours", "content_dates_neighbour"])


@positive
def _hungarian_utility(g: Gen5) -> Draft:
    t = g.zoned(CET, CEST)
    return Draft(f"""Ön a Dunavíz Zrt. ügyfélszolgálati asszisztense. Válaszoljon magyarul, udvariasan, legfeljebb négy
mondatban. Mérőállás-bejelentés minden hónap 1. és 5. napja között lehetséges.
{v('session_id', 'Munkamenet: ' + g.b32(20))}
{v('datetime', 'Lekérdezés ideje: ' + hu_long(t))}
Felhasználási hely: 1117 Budapest, Irinyi József u. 12. (azonosító: 3000418822)

Ügyfél: Elfelejtettem bediktálni az óraállást, most mi lesz a számlámmal?
Assistant:""", "holdout5:utility:hungarian", ["system_tail", "base32", "localized_month", "hungarian",
                                              "non_english", "stable_neighbours"])


@positive
def _hindi_upi(g: Gen5) -> Draft:
    t = g.moment(IST)
    return Draft(f"""{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}
{v('datetime', 'समय: ' + hi_long(t))}
आप "पैसा सेतु" ऐप के सहायक हैं। UPI लेन-देन की समस्याओं में मदद करें। कभी भी PIN या OTP न माँगें।
लेन-देन: UPI Ref No. 407512836914, राशि ₹2,350, प्राप्तकर्ता sharma.kirana@okhdfc, स्थिति: PENDING

उपयोगकर्ता: पैसे कट गए पर दुकानदार को नहीं मिले, कितने दिन में वापस आएँगे?
Assistant:""", "holdout5:payments:upi-hindi", ["head", "header_block", "uuid", "localized_month", "hindi",
                                               "non_english", "content_ids_neighbour"])


@positive
def _ukrainian_legal_aid(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    return Draft(f"""Ти асистент безоплатної правничої допомоги. Пояснюй простою українською мовою, посилайся на статті
закону, які наведені нижче, і не вигадуй інших.
{v('datetime', 'Час запиту: ' + uk_long(t))}

Довідка: Закон України «Про споживче кредитування» від 15 листопада 2016 р. № 1734-VIII, стаття 15:
споживач має право протягом 14 календарних днів з дня укладення договору відмовитися від нього без
пояснення причин.

Користувач: Я підписав кредит на телефон 2 березня, а сьогодні передумав. Можна повернути?
Assistant:""", "holdout5:legal:ukrainian-legal-aid", ["system_tail", "localized_month", "ukrainian", "non_english",
                                                      "content_dates_neighbour"])


@positive
def _vietnamese_einvoice(g: Gen5) -> Draft:
    t = g.zoned(ICT)
    return Draft(f"""Bạn là trợ lý kế toán cho hộ kinh doanh. Giải thích bằng tiếng Việt, dễ hiểu, và nêu rõ thời hạn.
{v('datetime', 'Thời điểm hiện tại: ' + vi_long(t))}

Hóa đơn điện tử số 00001287, ký hiệu 1C26TMP, ngày lập 28/02/2026, tổng tiền 18.700.000 đồng.
Người mua báo sai mã số thuế (ghi 0312345678, đúng là 0312345687).

Người dùng: Tôi phải lập hóa đơn điều chỉnh hay thay thế, và hạn chót là khi nào?""",
                 "holdout5:accounting:vietnamese-einvoice", ["system_tail", "localized_weekday", "vietnamese",
                                                             "non_english", "content_dates_neighbour"])


@positive
def _hebrew_pension_b3(g: Gen5) -> Draft:
    t = g.zoned(ISR, IDT)
    return Draft(f"""{v('trace_id', 'b3: ' + g.b3())}
אתה העוזר של קרן הפנסיה "עתיד ירוק". ענה בעברית פשוטה ואל תמליץ על מסלול השקעה מסוים.
{v('date', 'התאריך היום: ' + he_long(t).split(',')[0])}
מסלול נוכחי: כללי, דמי ניהול 0.22% מהצבירה

חבר: אני בן 52, כדאי לי לעבור למסלול לבני 50 ומטה?
Assistant:""", "holdout5:finance:hebrew-pension", ["head", "b3_single", "localized_month", "hebrew", "non_english",
                                                   "stable_neighbours"])


@positive
def _thai_hospital(g: Gen5) -> Draft:
    t = g.zoned(ICT)
    return Draft(f"""คุณคือผู้ช่วยนัดหมายของโรงพยาบาลศรีนครินทร์คลินิก ตอบเป็นภาษาไทย สุภาพ และห้ามให้คำวินิจฉัยทางการแพทย์
{v('datetime', 'วันเวลาปัจจุบัน: ' + th_long(t))}

นัดหมายของผู้ป่วย:
- 20 พฤษภาคม 2569 เวลา 09:30 น. คลินิกอายุรกรรม (นพ.ธนกร)
- 3 มิถุนายน 2569 เวลา 13:00 น. ตรวจเลือด ชั้น 2

ผู้ป่วย: ขอเลื่อนนัดวันที่ 20 พฤษภาคมเป็นช่วงบ่ายได้ไหมคะ""", "holdout5:healthcare:thai-appointments",
                 ["system_tail", "buddhist_era", "thai", "non_english", "same_format_in_content"])


@positive
def _finnish_sauna(g: Gen5) -> Draft:
    t = g.zoned(EET, EEST)
    return Draft(f"""Olet Löylyranta-saunan varausavustaja. {v('date', 'Tänään on ' + FI_DAYS[t.weekday()] + ' ' + str(t.day) + '. ' + FI_MONTHS[t.month - 1] + ' ' + str(t.year) + '.')} Vastaa
suomeksi ja ehdota aina kahta vapaata aikaa.

Vapaat ajat: ke 16.00-17.30, to 19.00-20.30, la 10.00-11.30
Hinta: 28 € / henkilö, pyyhe 5 €

Asiakas: Meitä on neljä, sopisiko lauantaiaamu?
Vastaus:""", "holdout5:booking:finnish-sauna", ["inline_sentence", "localized_month", "finnish", "non_english",
                                               "clock_ranges_neighbour"])


@positive
def _rfc850_proxy(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Via: 1.0 museum-proxy (squid/3.5.27)
{v('datetime', 'Date: ' + rfc850(t))}
X-Forwarded-For: 10.4.22.17

You sell tickets for the Maritime Museum. Opening hours: Tue-Sun 10:00-17:00, closed Mondays and on
25 December. Adults EUR 16, under 18 free.

Visitor: We're two adults and a 12-year-old, is it open on Easter Monday?
Assistant:""", "holdout5:http:rfc850", ["head", "header_block", "rfc850", "stable_neighbours",
                                        "content_dates_neighbour"])


@positive
def _epoch_us_ingest(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Classify the app review into one of: crash, performance, pricing, feature-request, praise. One label.

review.store: google_play
review.app_version: 5.14.2
review.text: "Since the update on Feb 12 the widget is blank until I open the app. Pixel 8, Android 15."
{v('epoch', 'event.ingested_us: ' + str(epoch_us(t)))}
Label:""", "holdout5:pipeline:epoch-us", ["last_user", "epoch_us", "content_dates_neighbour", "stable_neighbours"])


@positive
def _irctc_offset(g: Gen5) -> Draft:
    t = g.moment(IST)
    return Draft(f"""You help passengers of Indian Railways understand their booking status. Explain waitlist codes simply.
{v('datetime', 'server_time: ' + rfc3339(t))}

PNR 4521367890 · Train 12951 Mumbai Rajdhani · Journey 2026-04-03 · Class 3A
Passenger 1: WL 14 -> RAC 3
Passenger 2: WL 15 -> WL 2
Chart prepared: No

Passenger: will both of us get berths?
Assistant:""", "holdout5:travel:indian-rail", ["system_tail", "rfc3339_ist_offset", "content_ids_neighbour",
                                               "content_dates_neighbour"])


@positive
def _greek_pharmacy_bracket(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Είσαι ο βοηθός του φαρμακείου Παπαδόπουλου στη Θεσσαλονίκη. Δεν δίνεις ιατρικές συμβουλές· για
δοσολογία παραπέμπεις στον φαρμακοποιό. Ωράριο: Δευ-Παρ 08:00-21:00, Σαβ 09:00-15:00.

Πελάτης: Έχετε σε απόθεμα το Depon Maximum; {v('epoch', '[ts=' + str(epoch_s(t)) + ']')}
Assistant:""", "holdout5:healthcare:greek-pharmacy", ["last_user", "bracketed_inline", "epoch_s", "greek",
                                                      "non_english", "clock_ranges_neighbour"])


@positive
def _tail_json_meta(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""Write alt text (max 125 characters) for the product photo described below.

Photo: a matte-black enamel kettle on a gas hob, steam rising, a wooden spoon and two blue mugs beside
it, morning light from the left.

{{"shop": "haarla-home", {v('trace_id', '"trace": "' + g.b3() + '",')} {v('datetime', '"at": "' + rfc3339(t, 3) + '",')} "lang": "en"}}
""", "holdout5:scaffold:tail-json", ["tail", "json_inline", "two_in_line", "b3_single", "rfc3339_ms"])


@positive
def _asctime_bot(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You help volunteers at the Eastside Food Bank plan shifts. Keep answers to three sentences.
Shifts: Tue and Thu 16:00-19:00 (sorting), Sat 09:00-13:00 (distribution).
{v('datetime', 'Server clock: ' + ctime(t))}

Volunteer: I can only do Saturdays in April, is that enough to sign up?
Assistant:""", "holdout5:scaffold:asctime", ["system_tail", "asctime", "clock_ranges_neighbour"])


@positive
def _base64url_token_tail(g: Gen5) -> Draft:
    t = g.moment()
    return Draft(f"""You write friendly order-status replies for Mossbrook Tea. Keep it under 50 words.

Order: MB-58213 (2 x Assam Breakfast 250 g, 1 x Genmaicha 100 g)
Shipped: 2026-03-09 with DPD, tracking 01905520471833
Customer: Has my tea left the warehouse yet?

{v('token', 'session_token: ' + g.b64url(32))}
{v('datetime', 'ts: ' + py_iso(t))}
shop: mossbrook-tea
""", "holdout5:scaffold:session-token", ["tail", "base64url", "python_isoformat", "content_dates_neighbour",
                                         "tracking_number_neighbour"])


# --- generated positives: one field, many formats and labels, ten positions ---------------------

# name, system prompt, user prefix, question, cue line (None: the prompt ends with the message),
# a content detail that the generated negatives add to the user's message.
BODIES: list[tuple[str, str, str, str, str | None, str]] = [
    ("parcel-en", "You are the assistant of Swiftbox parcel lockers. Help customers collect, return and redirect "
     "parcels.\nNever share another customer's locker code.", "User",
     "My locker code expired before I could pick up. What now?", "Assistant:",
     "Parcel 7731 2840 0193 was put in locker L-114 on 2026-03-02 at 18:40."),
    ("dentist-cs", "Jsi recepční asistentka zubní ordinace MUDr. Kopecké. Odpovídej česky a nabízej jen volné "
     "termíny.", "Pacient", "Můžu se objednat na preventivní prohlídku příští týden?", "Assistant:",
     "Minulá prohlídka byla 12. 9. 2025 v 8:30."),
    ("library-fi", "Olet kaupunginkirjaston neuvontabotti. Vastaa suomeksi ja lyhyesti.", "Asiakas",
     "Miten saan kirjastokortin lapselle?", "Vastaus:", "Lapsi täyttää 7 vuotta 2.5.2026."),
    ("port-el", "Είσαι βοηθός πληροφοριών του λιμανιού του Πειραιά. Απάντα στα ελληνικά, σύντομα.", "Επιβάτης",
     "Από ποια πύλη φεύγουν τα πλοία για Κρήτη;", None, "Το εισιτήριό μου είναι για 18/07/2026, 21:00."),
    ("post-uk", "Ти помічник поштового відділення «Укрпошта-Сервіс». Відповідай українською.", "Клієнт",
     "Скільки коштує відправити лист до Польщі?", None, "Лист важить 40 г, хочу відправити 3 квітня."),
    ("telco-vi", "Bạn là trợ lý của nhà mạng Sao Việt. Trả lời bằng tiếng Việt, ngắn gọn.", "Khách",
     "Gói cước 5G nào rẻ nhất có 4GB mỗi ngày?", None, "Thuê bao 0912 345 678 của tôi hết hạn ngày 30/04/2026."),
    ("shop-id", "Kamu adalah asisten toko online Rumah Rapi. Jawab dalam bahasa Indonesia.", "Pembeli",
     "Apakah rak buku kayu jati bisa dikirim ke Makassar?", "Asisten:",
     "Pesanan INV/20260311/MPL/4471902836 belum dikirim sejak 11 Maret."),
    ("bank-hi", "आप सहयोग बैंक के ग्राहक सहायक हैं। हिंदी में, विनम्रता से उत्तर दें।", "ग्राहक",
     "मेरा डेबिट कार्ड ब्लॉक हो गया है, नया कैसे मँगाऊँ?", None, "कार्ड 12/03/2026 को शाम 7:10 बजे ब्लॉक हुआ।"),
    ("clinic-ar", "أنت مساعد حجز المواعيد في عيادة الشفاء. أجب بالعربية باختصار.", "المريض",
     "هل يوجد موعد مع طبيب الأطفال يوم الخميس؟", "Assistant:", "آخر زيارة كانت في 3 فبراير 2026."),
    ("transit-he", "אתה העוזר של חברת התחבורה הציבורית \"קו ירוק\". ענה בעברית בקצרה.", "נוסע",
     "איך מגיעים מתחנת הרכבת להר הצופים?", None, "אני נוחת ב-22.04.2026 בשעה 14:10."),
    ("hotel-th", "คุณคือพนักงานต้อนรับเสมือนของโรงแรมริมน้ำ ตอบเป็นภาษาไทยอย่างสุภาพ", "แขก",
     "เช็กเอาต์ช้าได้ถึงกี่โมงคะ", None, "ห้องพักของฉันจองไว้ถึงวันที่ 9 เมษายน 2569"),
    ("gas-hu", "Ön a Tiszagáz ügyfélszolgálati asszisztense. Válaszoljon magyarul, röviden.", "Ügyfél",
     "Hogyan jelenthetem be az óraállást?", "Assistant:", "A mérő gyári száma 11-0042-7719, hitelesítve 2023-ban."),
    ("rail-ro", "Ești asistentul CFR Călători. Răspunde în română, scurt.", "Călător",
     "Cât costă un bilet București-Cluj la clasa a doua?", "Assistant:", "Vreau să plec pe 15.05.2026 cu IR 1741."),
    ("gym-en", "You are Coach Mo, the assistant of Ironside Gym. Keep answers under 60 words.", "Member",
     "Can I bring a guest on weekends?", "Coach Mo:", "My membership number is IG-20417, renewed on 1 February."),
    ("insurance-es", "Eres el asistente de Seguros Alameda. Responde en español, de forma clara.", "Cliente",
     "¿Mi póliza de hogar cubre daños por agua del vecino?", "Respuesta:",
     "Póliza HG-2025-118734, en vigor desde el 01/10/2025."),
    ("wine-pt", "Você é o sommelier virtual da Adega Douro. Responda em português.", "Cliente",
     "Que vinho combina com bacalhau à Brás?", "Assistant:", "Comprei o Quinta do Vale 2019 em 14/02/2026."),
]

# cue, family, label, key, value
FIELDS: list[tuple[str, str, str, str, Callable[[Gen5, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms_offset", "Request time", "requestTime", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_us", "Generated at", "generated_at", lambda g, t: rfc3339(t, 6)),
    ("datetime", "rfc3339_ns", "Received", "received", lambda g, t: rfc3339_ns(t, g.small(0, 1000))),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Server date", "server_date", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Now", "now", lambda g, t: ctime(t)),
    ("datetime", "day_first", "Current time", "current_time", lambda g, t: dmy(t)),
    ("datetime", "month_first_ampm", "Local time", "local_time", lambda g, t: mdy_ampm(t)),
    ("datetime", "dotted_day_first", "Čas požadavku", "cas_pozadavku", lambda g, t: dmy(t, ".")),
    ("datetime", "pg_timestamptz", "db_now", "db_now", lambda g, t: pg_now(t)),
    ("datetime", "luxon_iso", "$now", "now_iso", lambda g, t: luxon(t)),
    ("datetime", "jira_datetime", "Rendered", "rendered", lambda g, t: jira_now(t)),
    ("datetime", "dotnet_7_digits", "utcNow", "utc_now", lambda g, t: dotnet7z(t, g.small(0, 10))),
    ("date", "cs_long", "Dnes", "dnes", lambda g, t: cs_long(t).rsplit(",", 1)[0]),
    ("datetime", "fi_klo", "Nyt", "nyt", lambda g, t: fi_now(t)),
    ("datetime", "el_long", "Ημερομηνία και ώρα", "datetime_el", lambda g, t: el_long(t)),
    ("datetime", "id_long", "Waktu sekarang", "waktu", lambda g, t: id_long(t.astimezone(WIB))),
    ("time", "clock", "Time", "time", lambda g, t: clock(t)),
    ("epoch", "epoch_s", "unix_ts", "unix_ts", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "tsMs", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request-Id", "requestId", lambda g, t: g.uuid4()),
    ("request_id", "uuid1", "X-Correlation-Id", "correlation_id", lambda g, t: g.uuid1()),
    ("session_id", "uuid7", "Session", "sessionId", lambda g, t: g.uuid7(t)),
    ("request_id", "ulid", "Event ID", "event_id", lambda g, t: g.ulid(t)),
    ("run_id", "ksuid", "Run", "run_id", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
    ("request_id", "hex32", "Request", "req", lambda g, t: g.hex(32)),
    ("session_id", "base32", "Chat session", "chat_session", lambda g, t: g.b32(26)),
    ("token", "base58", "Session key", "session_key", lambda g, t: g.b58(32)),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t: g.b64url(18)),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
    ("request_id", "vendor_prefixed", "Delivery", "delivery_id", lambda g, t: "dlv_" + g.b62(24)),
    ("session_id", "vendor_prefixed", "Conversation", "conversation_id", lambda g, t: "conv_" + g.ulid(t).lower()),
    ("signature", "hex64", "Signature", "signature", lambda g, t: "sha256=" + g.hex(64)),
    ("datetime", "iso_space", "Gerado em", "gerado_em", lambda g, t: iso_space(t)),
    ("datetime", "hu_long", "Időpont", "idopont", lambda g, t: hu_long(t)),
    ("datetime", "th_long", "เวลาปัจจุบัน", "th_now", lambda g, t: th_long(t.astimezone(ICT))),
    ("datetime", "ar_long", "الوقت الحالي", "waqt", lambda g, t: ar_long(t)),
    ("date", "vi_date", "Ngày hiện tại", "ngay", lambda g, t: f"{t.day:02d}/{t.month:02d}/{t.year}"),
]

# stable fields (label, key, value) that look like the volatile ones
STABLE: list[tuple[str, str, Callable[[Gen5], str]]] = [
    ("API version", "api_version", lambda g: f"{g.small(2023, 2026)}-{g.small(1, 13):02d}-{g.small(1, 29):02d}"),
    ("Knowledge cutoff", "knowledge_cutoff", lambda g: f"{g.small(2024, 2026)}-{g.small(1, 13):02d}"),
    ("Customer since", "customer_since", lambda g: f"{g.small(1, 29):02d}/{g.small(1, 13):02d}/{g.small(2015, 2025)}"),
    ("Tenant ID", "tenant_id", lambda g: g.uuid4()),
    ("Workspace", "workspace_id", lambda g: "ws_" + g.b62(16)),
    ("Model", "model", lambda g: g.pick(["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022",
                                         "gemini-1.5-pro-002", "mistral-large-2411"])),
    ("Prompt revision", "prompt_revision", lambda g: f"2026-{g.small(1, 3):02d}-{g.small(1, 29):02d}"),
    ("Build", "build", lambda g: f"2026.{g.small(1, 6)}.{g.small(0, 5)}"),
    ("Store ID", "store_id", lambda g: g.digits(10)),
    ("Device ID", "device_id", lambda g: g.hex(16)),
    ("Installation", "installation_id", lambda g: g.digits(8)),
    ("Merchant", "merchant_id", lambda g: g.b32(13)),
    ("Timezone", "timezone", lambda g: g.pick(["Europe/Prague", "Europe/Helsinki", "Asia/Bangkok", "Asia/Jakarta",
                                               "Asia/Kolkata", "Europe/Athens", "America/Sao_Paulo"])),
    ("Policy effective", "policy_effective", lambda g: f"1 {g.pick(['January', 'April', 'July', 'October'])} 2026"),
    ("Protocol version", "protocol_version", lambda g: g.pick(["2024-11-05", "2025-03-26", "2025-06-18"])),
    ("Price list valid from", "prices_valid_from", lambda g: f"2026-{g.small(1, 7):02d}-01"),
    ("Security patch", "security_patch", lambda g: f"2026-0{g.small(1, 4)}-05"),
    ("Member since", "member_since", lambda g: f"{g.pick(MONTHS_LONG)} {g.small(2012, 2025)}"),
    ("Contract end", "contract_end", lambda g: f"{g.small(1, 29)}.{g.small(1, 13)}.{g.small(2026, 2029)}"),
    ("App ID", "app_id", lambda g: g.digits(16)),
    ("Region", "region", lambda g: g.pick(["eu-central-1", "ap-southeast-1", "europe-west3", "me-central-1"])),
    ("Office hours", "office_hours", lambda g: g.pick(["08:30-16:30", "09:00-17:00", "07:00-15:30"])),
    ("Deployment", "deployment_id", lambda g: "dep-" + g.hex(12)),
    ("Key fingerprint", "key_fingerprint", lambda g: "SHA256:" + g.b64(32).rstrip("=")),
    ("Agent", "agent_id", lambda g: "agt_" + g.b62(20)),
    ("Release", "release", lambda g: f"v{g.small(3, 9)}.{g.small(0, 20)}.{g.small(0, 9)} "
     f"({g.small(2025, 2027)}-{g.small(1, 13):02d}-{g.small(1, 29):02d})"),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "tail", "yaml", "json", "xml_attr", "kv_inline",
             "md_table", "bracket"]
GENERATED_POS = 42
GENERATED_NEG = 33


def _quoted(value: str) -> str:
    return f'"{value}"' if " " in value or "," in value else value


def _json_value(value: str) -> str:
    return value if value.isdigit() and len(value) <= 16 else f'"{value}"'


def _place(g: Gen5, body: tuple[str, str, str, str, str | None, str], position: str,
           items: list[tuple[str, str, str, str | None]], detail: bool) -> str:
    """Put `items` (label, key, value, cue or None for stable) at `position` of the body."""
    _, system, who, question, cue_line, extra = body
    message = f"{who}: {question} {extra}" if detail else f"{who}: {question}"

    def mark(text: str, cue: str | None) -> str:
        return v(cue, text) if cue else text

    lines = [mark(f"{label}: {value}", cue) for label, _, value, cue in items]
    tail = f"\n{cue_line}" if cue_line else ""
    if position == "head":
        return "\n".join(lines) + f"\n{system}\n\n{message}{tail}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(lines) + f"\n\n{message}{tail}"
    if position == "header_block":
        block = [f"{label}: {value}" for label, _, value in
                 [(s[0], s[1], s[2](g)) for s in g.rng.sample(STABLE, 2)]]
        for line in lines:
            block.insert(g.small(0, len(block) + 1), line)
        return "\n".join(block) + f"\n\n{system}\n\n{message}{tail}"
    if position == "last_user":
        return f"{system}\n\n{message}\n" + "\n".join(lines) + tail
    if position == "tail":
        return f"{system}\n\n{message}\n\n---\n" + "\n".join(lines) + "\nclient: widget-3\n"
    if position == "yaml":
        inner = "\n".join(f"  {mark(f'{key}: {_quoted(value)}', cue)}" for _, key, value, cue in items)
        return f"context:\n  channel: web\n{inner}\n  client: widget-3\n\n{system}\n\n{message}{tail}"
    if position == "json":
        members = [(f'"{key}": {_json_value(value)},', cue) for _, key, value, cue in items]
        inner = "\n".join("  " + mark(member, cue) for member, cue in members)
        return f"{{\n  \"channel\": \"web\",\n{inner}\n  \"client\": \"widget-3\"\n}}\n{system}\n\n{message}{tail}"
    if position == "xml_attr":
        attrs = " ".join(mark(f'{key}="{value}"', cue) for _, key, value, cue in items)
        return f"<request-context channel=\"web\" {attrs} client=\"widget-3\"/>\n{system}\n\n{message}{tail}"
    if position == "kv_inline":
        pairs = " ".join(mark(f"{key}={_quoted(value)}", cue) for _, key, value, cue in items)
        return f"{system}\nctx: channel=web {pairs} client=widget-3\n\n{message}{tail}"
    if position == "md_table":
        rows = "\n".join(mark(f"| {label} | {value} |", cue) for label, _, value, cue in items)
        return f"| Field | Value |\n|---|---|\n| Channel | web |\n{rows}\n\n{system}\n\n{message}{tail}"
    assert position == "bracket"
    tags = " ".join(mark(f"[{label}: {value}]", cue) for label, _, value, cue in items)
    return f"{system}\n\n{message} {tags}{tail}"


def _moment(g: Gen5) -> datetime:
    zone = g.pick(["UTC", "EU", "US", "EET", "ICT", "IST", "JST", "BRT"])
    if zone == "EU":
        return g.moment_eu()
    if zone == "US":
        return g.moment_us()
    if zone == "EET":
        return g.zoned(EET, EEST)
    return g.moment({"UTC": UTC, "ICT": ICT, "IST": IST, "JST": JST, "BRT": BRT}[zone])


def generated_positives(g: Gen5) -> list[Draft]:
    """One volatile field (and, in blocks, stable neighbours) in one body at one position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED_POS):
        cue, family, label, key, make = fields[k % len(fields)]
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        t = _moment(g)
        text = _place(g, body, position, [(label, key, make(g, t), cue)], detail=False)
        out.append(Draft(text, f"holdout5:generated:{body[0]}+{family}", ["generated", position, family]))
    return out


def generated_negatives(g: Gen5) -> list[Draft]:
    """The generated positives' shapes with only stable values, and content details in the message."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED_NEG):
        body = bodies[k % len(bodies)]
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        picks = g.rng.sample(STABLE, 2)
        items: list[tuple[str, str, str, str | None]] = [(s[0], s[1], s[2](g), None) for s in picks]
        text = _place(g, body, position, items, detail=k % 2 == 0)
        out.append(Draft(text, f"holdout5:generated-negative:{body[0]}+{picks[0][1]}",
                         ["generated", "hard_negative", position, "stable_values"]))
    return out


# --- hand-written negatives -----------------------------------------------------------------------

def negatives(g: Gen5) -> list[Draft]:
    """Prompts whose dates, times, ids and numbers are all content or stable: nothing may move."""
    n: list[Draft] = []

    def add(kind: list[str], source: str, text: str) -> None:
        hard = [] if "control" in kind else ["hard_negative"]
        n.append(Draft(text, f"holdout5:negative:{source}", [*hard, *kind]))

    # healthcare
    add(["fhir_resource", "pasted", "record_dates"], "fhir-observation", """Explain this lab result to the patient
in plain language, at a 6th-grade reading level. Do not diagnose.

{
  "resourceType": "Observation",
  "id": "hba1c-88213",
  "meta": {"versionId": "3", "lastUpdated": "2026-02-19T07:42:10.551+00:00"},
  "status": "final",
  "code": {"coding": [{"system": "http://loinc.org", "code": "4548-4", "display": "Hemoglobin A1c"}]},
  "subject": {"reference": "Patient/eT0yxKqS3.mHk8rCq2wZ9vQ3"},
  "effectiveDateTime": "2026-02-18T08:05:00-05:00",
  "issued": "2026-02-18T15:31:02-05:00",
  "valueQuantity": {"value": 6.9, "unit": "%"},
  "referenceRange": [{"high": {"value": 5.7, "unit": "%"}}]
}""")
    add(["patient_record", "labelled_record", "dates_in_record"], "discharge-letter", """Write the discharge letter to
the GP from the record below. Formal, concise, British English.

Patient: Margaret Ellison
DOB: 03/07/1948
NHS number: 943 476 5919
Admitted: 09/02/2026 22:14 via A&E
Discharged: 16/02/2026 11:30
Diagnosis: Community-acquired pneumonia (CURB-65 score 2)
Treatment: IV co-amoxiclav 09/02-12/02, then oral amoxicillin to complete 7 days on 16/02
Follow-up: chest X-ray in 6 weeks (around 30/03/2026)""")
    add(["smart_launch", "id_in_question", "url"], "smart-launch-url", """Our EHR opens our app with this URL. What do
the launch and iss parameters mean, and which one must I send back in the authorize request?

https://app.glucotrack.example/launch?iss=https%3A%2F%2Ffhir.northshore-health.example%2Fr4&launch=xT3kQ9vWbP2mL7rN8cY1zA4e""")
    add(["medication_schedule", "clock_times", "dates_in_prose"], "medication-schedule", """Turn this into a simple
table my dad can stick on the fridge (columns: time, medicine, dose, with food?).

Amoxicillin 500 mg three times a day (08:00, 14:00, 20:00) from 3 March to 9 March 2026, with food.
Omeprazole 20 mg once a day at 07:30, before breakfast, ongoing.
Paracetamol 1 g up to four times a day if needed, at least 4 hours apart, max 4 g in 24 hours.""")
    add(["vaccination_record", "czech", "non_english", "dates_in_record"], "czech-vaccination", """Na základě záznamu
mi řekni, kdy mám jít na další dávku a jestli můžu mezitím cestovat.

Očkovací průkaz – záznam
Vakcína: Twinrix (hepatitida A+B)
1. dávka: 12. 10. 2025, šarže AHAVB847BA
2. dávka: 14. 11. 2025, šarže AHAVB851AB
Schéma: 0 – 1 – 6 měsíců
Podal: MUDr. Jiří Hrubý, Praha 6""")

    # legal
    add(["court_docket", "dates_in_table", "case_number"], "docket", """Which deadlines follow from entry 42, assuming
the Federal Rules apply and no extension is granted?

Case 1:25-cv-04411-JMF  Halvorsen Marine AS v. Dunmore Shipyards Ltd.
Date Filed   #   Docket Text
01/14/2026   40  MOTION to Compel Production of Documents by Halvorsen Marine AS.
01/21/2026   41  LETTER by Dunmore Shipyards Ltd. opposing motion (ECF 40).
02/02/2026   42  ORDER granting in part ECF 40. Production due within 21 days of this order.
02/03/2026   43  TRANSCRIPT of proceedings held on 01/29/2026.""")
    add(["quoted_email", "outlook_headers", "privilege"], "outlook-thread", """Is this email likely privileged? Give the
reasons for and against.

From: Ama Boateng <a.boateng@dunmore-shipyards.example>
Sent: Thursday, May 18, 2023 4:47 PM
To: Legal Team <legal@dunmore-shipyards.example>
Cc: Peter Lindgren <p.lindgren@halvorsen-marine.example>
Subject: RE: Kestrel hull report

Team, see below. I've copied Peter from Halvorsen so he knows we're on it.

> On Tue, May 16, 2023 at 2:02 PM Peter Lindgren wrote:
> Robert, attaching the surveyor's report from 12 May...""")
    add(["contract", "hebrew", "non_english", "dates_in_prose"], "hebrew-lease", """הסבר לי בפשטות את הסעיף הבא בחוזה
השכירות, ומה קורה אם אני רוצה לצאת לפני הזמן:

7. תקופת השכירות: 12 חודשים, החל מיום 1 באוגוסט 2026 ועד ליום 31 ביולי 2027.
7.1 השוכר רשאי לסיים את החוזה לפני תום התקופה בהודעה מוקדמת בכתב של 60 יום, ובתנאי שימצא
שוכר חלופי שיאושר על ידי המשכיר.
7.2 דמי השכירות: 6,800 ₪ לחודש, ישולמו עד ה-5 בכל חודש.""")
    add(["load_file", "bates", "pipe_delimited"], "dat-load-file", """Convert this load file excerpt to CSV with the
header row kept, and flag rows whose end Bates is lower than the begin Bates.

BEGBATES|ENDBATES|DATESENT|TIMESENT|CUSTODIAN|FROM
HMAR-0041877|HMAR-0041879|05/16/2023|14:02|Lindgren, Peter|p.lindgren@halvorsen-marine.example
HMAR-0041880|HMAR-0041880|05/17/2023|09:15|Lindgren, Peter|survey@nordic-class.example
HMAR-0041881|HMAR-0041876|05/18/2023|16:47|Boateng, Ama|a.boateng@dunmore-shipyards.example""")

    # travel
    add(["pnr_display", "gds", "dates_in_record"], "pnr-display", """Explain this booking display to me in plain
English: flights, times, and whether the ticket is issued.

RP/LON1A0955/LON1A0955            AA/SU  12MAR26/0914Z   6YQ2TK
  1.OKAFOR/CHIDI MR
  2  BA 117 Y 14NOV 6 LHRJFK HK1  1120 1405  14NOV  E  BA/6YQ2TK
  3  BA 178 Y 29NOV 7 JFKLHR HK1  1930 0730  30NOV  E  BA/6YQ2TK
  4 AP LON 020 7946 0321
  5 TK OK12MAR/LON1A0955
  6 FA PAX 125-2345678901/ETBA/GBP612.40/12MAR26/LON1A0955/91278234""")
    add(["e_ticket", "refund", "ticket_number"], "e-ticket", """Can I get any money back on this ticket if I cancel?

E-TICKET RECEIPT
Passenger: NGUYEN/THI LAN MS
Ticket number: 738-2104471928
Issued: 02 Mar 2026, Ho Chi Minh City
VN 31 SGN-HAN  18 Apr 2026  06:00-08:10  Economy (fare basis EOWVN, non-refundable, change fee VND 500,000)
Booking reference: H7KQ2M""")
    add(["hotel_confirmation", "arabic", "non_english", "dates_in_record"], "arabic-hotel", """لخّص تأكيد الحجز التالي
في ثلاث نقاط، وقل لي آخر موعد للإلغاء المجاني:

فندق النخيل، دبي
رقم التأكيد: 58213907
الوصول: الخميس 9 أبريل 2026، بعد الساعة 15:00
المغادرة: الأحد 12 أبريل 2026، قبل الساعة 12:00
الإلغاء المجاني حتى 7 أبريل 2026 الساعة 23:59 بتوقيت دبي""")
    add(["marketplace_invoice", "indonesian", "non_english", "date_in_id"], "tokopedia-invoice", """Tolong buatkan pesan
komplain yang sopan ke penjual. Pesanan saya belum dikirim.

No. Invoice: INV/20260311/MPL/4471902836
Tanggal pembelian: 11 Maret 2026, 21:47 WIB
Produk: Rak Buku Kayu Jati 5 Susun (1 pcs)
Total: Rp 1.389.000
Batas kirim penjual: 13 Maret 2026""")
    add(["timetable", "greek", "non_english", "clock_times"], "greek-timetable", """Ποιο δρομολόγιο με φτάνει στη Σαντορίνη
πιο νωρίς αν φύγω από τη Νάξο;

Νάξος → Σαντορίνη, Κυριακή 5 Ιουλίου 2026
09:45 – 11:35  SeaJet Champion Jet 2   64,50 €
13:10 – 15:15  Blue Star Delos         22,00 €
16:40 – 18:05  Power Jet               71,00 €""")

    # gaming and chat
    add(["pasted_headers", "twitch", "debugging"], "twitch-signature-debug", """My Twitch EventSub signature check fails
on every notification. Here are the headers I log and my code. What am I doing wrong?

Twitch-Eventsub-Message-Id: 7ba1f0c2-9b84-4d63-a1e3-2c5d8f09e4b7
Twitch-Eventsub-Message-Timestamp: 2026-02-27T19:04:11.482193024Z
Twitch-Eventsub-Message-Signature: sha256=3f1c9a0e5b7d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a

```js
const msg = headers["twitch-eventsub-message-id"] + body;
const hmac = "sha256=" + crypto.createHmac("sha256", SECRET).update(msg).digest("hex");
```""")
    add(["chat_log", "clock_times", "moderation"], "chat-log", """Which of these messages break rule 4 (no personal
information)? Answer with the line numbers.

1 [19:02:11] frostbyte: anyone up for ranked?
2 [19:02:40] mirela_k: sure, add me, my tag is Mirela#2291
3 [19:03:05] frostbyte: my number is 0722 481 903 if discord is down
4 [19:03:31] zed_wren: lol don't post that here""")
    add(["game_server_log", "pasted", "clock_times"], "minecraft-log", """Why does the server keep kicking this player?

[14:22:31] [Server thread/INFO]: Steve_2009 joined the game
[14:22:48] [Server thread/WARN]: Steve_2009 moved too quickly! -14.2,0.0,31.7
[14:22:48] [Server thread/INFO]: Steve_2009 lost connection: Flying is not enabled on this server
[14:22:49] [Server thread/INFO]: Steve_2009 left the game""")
    add(["platform_id", "id_in_question"], "steam-id", """A player with Steam ID 76561198042317765 keeps griefing our
server. Can I see their VAC ban history through the Steam Web API, and which endpoint do I call?""")

    # ad-tech
    add(["openrtb", "pasted", "debugging", "json"], "openrtb-no-bid", """We get no bids on this request from any DSP.
Anything obviously wrong?

{"id": "80ce30c53c16e6ede735f123ef6e32361bfc7b22", "tmax": 120, "at": 1, "cur": ["EUR"],
 "imp": [{"id": "1", "banner": {"w": 300, "h": 250}, "bidfloor": 25.0, "bidfloorcur": "EUR"}],
 "site": {"domain": "lakebled-guide.example", "page": "https://lakebled-guide.example/day-hikes"},
 "device": {"ua": "Mozilla/5.0", "ip": "203.0.113.54"}, "regs": {"ext": {"gdpr": 1}}}""")
    add(["ads_txt", "account_ids"], "ads-txt", """Which of these ads.txt lines are RESELLER entries, and are any of
them malformed?

google.com, pub-4721839204776612, DIRECT, f08c47fec0942fa0
appnexus.com, 12447, RESELLER, f5ab79cb980f11d1
rubiconproject.com, 20744, RESELLER 0bfd66d529a55807
openx.com, 540298517, DIRECT, 6a698e2ec38604c6""")
    add(["campaign_report", "dates_in_table", "price"], "campaign-report", """Which day had the best CTR and what was
the average CPM over the week?

date        impressions  clicks  spend_eur
2026-03-02  184,220      1,102   412.60
2026-03-03  176,905      1,240   398.10
2026-03-04  201,377      1,019   455.90
2026-03-05  190,044      1,388   430.00""")

    # CDN
    add(["cloudfront_log", "pasted", "request_ids_in_log"], "cloudfront-log", """These are from our CloudFront standard
logs. Why are the requests for the same file Misses every time?

2026-03-04	09:12:44	FRA56-P3	1284	198.51.100.7	GET	d111111abcdef8.cloudfront.net	/assets/app.js	200	-	Mozilla/5.0	v=7f3a2c	-	Miss	gB2hJ5vC9nQ7sT1xP0aL3kZ6mW4rY8eU1iO2dF5gH7jK9lM0nB3vC==	cdn.shop.example	https	412	0.004
2026-03-04	09:12:51	FRA56-P3	1284	198.51.100.9	GET	d111111abcdef8.cloudfront.net	/assets/app.js	200	-	Mozilla/5.0	v=91bd04	-	Miss	Qw7eR5tY3uI1oP9aS8dF6gH4jK2lZ0xC7vB5nM3qW1eR9tY7uI5oP==	cdn.shop.example	https	412	0.003""")
    add(["curl_verbose", "pasted_http", "cf_id"], "curl-cloudfront", """Why is this a cache miss when I request it
twice in a row?

$ curl -sI https://cdn.shop.example/img/hero.webp
HTTP/2 200
content-type: image/webp
date: Wed, 04 Mar 2026 09:20:17 GMT
cache-control: private, max-age=0
x-cache: Miss from cloudfront
via: 1.1 3c0e2a1b9d8f7e6a5b4c3d2e1f0a9b8c.cloudfront.net (CloudFront)
x-amz-cf-pop: FRA56-P3
x-amz-cf-id: Zt4kH2wQ9xY7vN3bM1cR8sL5pJ0aG6dF4eU2iO9yT7rE5wQ3==""")
    add(["error_page", "azure_ref", "id_in_question"], "azure-front-door-error", """Customers see this error page on our
site. What does it mean and what should I send to Microsoft support?

Our services aren't available right now
We're working to restore all services as soon as possible. Please check back soon.
Ref A: 8F2C1B7E4D9A4E0B9C3F5A6D7E8F9012 Ref B: AMS231000112031 Ref C: 2026-03-02T08:14:11Z""")
    add(["vcl", "code", "timestamp_function"], "fastly-vcl", """Explain what this Fastly VCL does and whether the
cookie will expire at the right time:

    sub vcl_deliver {
      set resp.http.X-Served-At = now;
      if (req.http.Cookie !~ "consent=") {
        add resp.http.Set-Cookie = "consent=pending; Expires=" + time.add(now, 30d) + "; Path=/";
      }
    }""")

    # databases
    add(["psql_session", "pasted", "now_output"], "psql-now", """Why do these two values differ by exactly one hour?

app=> SHOW timezone;
   TimeZone
---------------
 Europe/Lisbon
(1 row)

app=> SELECT now(), now() AT TIME ZONE 'UTC';
              now              |          timezone
-------------------------------+----------------------------
 2026-03-30 10:15:02.318224+01 | 2026-03-30 09:15:02.318224
(1 row)""")
    add(["query_history", "snowflake_query_id", "dates_in_table"], "snowflake-history", """Why did the second run of
the same query take 40 times longer?

QUERY_ID                              START_TIME               WAREHOUSE    ELAPSED_S  BYTES_SCANNED
01b2e7c4-0001-8a3f-0000-4d2100a3f1b2  2026-03-09 07:00:04.221  WH_M_ETL     12.4       1.2 GB
01b2e7d9-0001-8a3f-0000-4d2100a40c77  2026-03-10 07:00:03.918  WH_XS_ADHOC  498.7      1.2 GB""")
    add(["bigquery_error", "job_id", "id_in_question"], "bigquery-error", """I get this error when I run my query.
What does it mean and how do I fix it?

Error in job acme-analytics:EU.bquxjob_5a1e9c27_18e3b2c1a7f: Resources exceeded during query execution:
The query could not be executed in the allotted memory. Peak usage: 112% of limit. Top memory consumer(s):
ORDER BY operations: 98%""")
    add(["sql", "code", "date_literals"], "sql-mysql-port", """Rewrite this PostgreSQL for MySQL 8:

SELECT customer_id, count(*) AS orders
FROM orders
WHERE created_at >= date_trunc('month', now()) - interval '3 months'
  AND created_at <  '2026-04-01 00:00:00+02'
GROUP BY customer_id
HAVING max(created_at) > now() - interval '14 days';""")
    add(["mongodb", "objectid", "isodate"], "mongo-objectid", """Why does sorting by _id give almost the same order as
sorting by createdAt here, and is it safe to rely on that?

{ "_id": ObjectId("65f1a2c4e8b1d7a3c9f04b21"), "sku": "TEA-ASSAM-250", "createdAt": ISODate("2024-03-13T12:41:08.000Z") }
{ "_id": ObjectId("65f1a2d9e8b1d7a3c9f04b22"), "sku": "TEA-GENMAI-100", "createdAt": ISODate("2024-03-13T12:41:29.000Z") }""")

    # notebooks and code
    add(["ipynb", "json", "notebook_metadata"], "ipynb-metadata", """GitHub says "Invalid Notebook" for this file.
What is wrong with the JSON?

{
 "cells": [
  {"cell_type": "code", "execution_count": 3, "metadata": {"ExecuteTime": {"start_time": "2026-02-11T14:02:51.112Z", "end_time": "2026-02-11T14:02:53.870Z"}},
   "outputs": [{"output_type": "stream", "name": "stdout", "text": ["2026-02-11 15:02:53.869412\\n"]}],
   "source": ["from datetime import datetime\\n", "print(datetime.now())"]}
 ],
 "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}, "language_info": {"version": "3.11.7"}},
 "nbformat": 4,
 "nbformat_minor": 5
}""")
    add(["repl", "pandas", "code"], "pandas-timestamp", """Why does the second line show a different hour from the
first?

>>> pd.Timestamp("2026-03-29 01:30", tz="Europe/Berlin")
Timestamp('2026-03-29 01:30:00+0100', tz='Europe/Berlin')
>>> pd.Timestamp("2026-03-29 01:30", tz="Europe/Berlin") + pd.Timedelta(hours=1)
Timestamp('2026-03-29 03:30:00+0200', tz='Europe/Berlin')""")
    add(["code", "typescript", "timestamp_literal"], "ts-trial", """Review this TypeScript for bugs around time:

```ts
const TRIAL_DAYS = 14;
const LAUNCH_DATE = new Date("2026-04-01T00:00:00Z");

export function trialEnds(signup: Date): Date {
  const start = signup < LAUNCH_DATE ? LAUNCH_DATE : signup;
  return new Date(start.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
}

export const isExpired = (signup: Date) => Date.now() > trialEnds(signup).getTime();
```""")
    add(["code", "rust", "timestamp_literal"], "rust-chrono", """This test fails with "input contains invalid
characters". Why?

```rust
#[test]
fn parses_feed_date() {
    let d = DateTime::parse_from_rfc3339("Tue, 06 May 2025 14:00:00 +0000").unwrap();
    assert_eq!(d.timestamp(), 1746540000);
}
```""")
    add(["indented_code", "logging_config", "example_timestamp"], "logback-pattern", """With this logback pattern,
what will a line look like? Show an example.

    <appender name="CONSOLE" class="ch.qos.logback.core.ConsoleAppender">
      <encoder>
        <pattern>%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} [%thread] %-5level %logger{36} - %msg%n</pattern>
      </encoder>
    </appender>

The docs show 2026-01-31T23:59:59.999+01:00 as the date part, but I get UTC.""")
    add(["git_blame", "git_sha", "dates_in_output"], "git-blame", """Who last changed the retry limit and when? And
did it change in the same commit as the timeout?

4c1e9a7b (Mei Chen   2026-01-08 10:14:52 +0100 41)     max_retries: int = 5
9e107d9d (Ravi Iyer  2025-11-27 16:03:09 +0100 42)     timeout_s: float = 2.5
4c1e9a7b (Mei Chen   2026-01-08 10:14:52 +0100 43)     backoff: str = "full-jitter\"""")
    add(["docker_ps", "container_ids", "relative_time"], "docker-ps", """Which container restarted most recently
and why might the worker be unhealthy?

CONTAINER ID   IMAGE                       CREATED        STATUS                     NAMES
a3f9c2e1b7d4   ledger/api:2.8.1            3 days ago     Up 3 days (healthy)        ledger-api
7e1d0b9c4a22   ledger/worker:2.8.1         3 days ago     Up 12 minutes (unhealthy)  ledger-worker
c8b4f6a0e9d1   postgres:16.4               3 weeks ago    Up 3 weeks                 ledger-db""")

    # voice
    add(["dialogflow", "pasted", "debugging", "json"], "dialogflow-debug", """My Dialogflow CX webhook gets this request
but the parameter "datum" is never filled. Why?

{
  "detectIntentResponseId": "3f7c1e2a-9b44-4c1e-b7a2-5e6f70819a2b",
  "intentInfo": {"displayName": "rezervace.termin", "confidence": 0.74},
  "sessionInfo": {
    "session": "projects/ordinace-kopecka/locations/europe-west3/agents/0b9f3c1e-7a2d-4e8b-9c1f-2d3e4f5a6b7c/sessions/dfMessenger-118402771",
    "parameters": {"jmeno": "Jana Malá"}
  },
  "text": "chtěla bych se objednat na čtvrtek 16. dubna ráno",
  "languageCode": "cs"
}""")
    add(["cdr", "csv", "call_records"], "asterisk-cdr", """From these call records, which calls were missed and how long
did answered callers wait on average?

uniqueid,src,dst,start,answer,end,disposition,billsec
1772871601.112,+302106123477,200,2026-03-07 09:00:01,2026-03-07 09:00:19,2026-03-07 09:04:48,ANSWERED,269
1772871744.113,+306944112093,200,2026-03-07 09:02:24,,2026-03-07 09:03:24,NO ANSWER,0
1772872010.114,+302310998812,200,2026-03-07 09:06:50,2026-03-07 09:07:02,2026-03-07 09:09:31,ANSWERED,149""")

    # feeds and news
    add(["rss_xml", "validation", "pubdate"], "rss-validate", """Feedly shows all my posts as published in 1970. What is
wrong with this feed?

<rss version="2.0">
<channel>
  <title>Pantry Notes</title>
  <lastBuildDate>Sun, 08 Mar 2026 18:00:00 +0000</lastBuildDate>
  <item>
    <title>Fermenting hot sauce</title>
    <pubDate>2026-03-08 17:45</pubDate>
    <guid isPermaLink="false">pantry-2026-031</guid>
  </item>
</channel>
</rss>""")
    add(["atom_feed", "conversion", "urn_uuid"], "atom-to-jsonfeed", """Convert this Atom entry to a JSON Feed 1.1
item. Keep the id and both dates.

<entry>
  <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
  <title>Release 4.0 of the Tessera SDK</title>
  <published>2026-01-20T09:00:00Z</published>
  <updated>2026-01-22T16:30:12+01:00</updated>
  <author><name>Tessera team</name></author>
</entry>""")
    add(["news_article", "dateline", "embargo"], "press-release", """Shorten this press release to 60 words for our
newsletter.

EMBARGOED UNTIL 10 March 2026, 06:00 CET
HELSINKI, 10 March 2026 - Kaiku Robotics today announced a EUR 42 million Series B led by Northzone.
The company, founded in 2021, builds autonomous forklifts and will open a plant in Tampere in Q3 2026.
Last updated: 10 March 2026 08:14 CET (corrects investor list)""")

    # calendar and spreadsheets
    add(["calendar_api", "json", "pasted", "debugging"], "gcal-event-json", """Why does this event show at 10:00 for
me in Lisbon instead of 09:00?

{
  "kind": "calendar#event",
  "etag": "\\"3421887304412000\\"",
  "id": "5qk2m9a1c0v7e3r8t6y4u2i0o1",
  "created": "2026-02-20T10:12:44.000Z",
  "updated": "2026-02-21T08:03:12.204Z",
  "summary": "Supplier call",
  "start": {"dateTime": "2026-03-12T10:00:00+01:00", "timeZone": "Europe/Madrid"},
  "end": {"dateTime": "2026-03-12T10:30:00+01:00", "timeZone": "Europe/Madrid"},
  "iCalUID": "5qk2m9a1c0v7e3r8t6y4u2i0o1@google.com"
}""")
    add(["meeting_poll", "clock_ranges", "dates_in_prose"], "meeting-poll", """Pick the slot that works for most people
and list who can't make it.

Options:
A) Tue 14 April, 10:00-11:00
B) Wed 15 April, 14:00-15:00
C) Thu 16 April, 09:30-10:30

Votes: Ana A, C; Ben B, C; Chidi C; Dora A, B, C; Eli A""")
    add(["shift_schedule", "finnish", "non_english", "clock_ranges"], "finnish-shifts", """Laske, montako tuntia
kukin tekee viikolla 12, ja onko kenelläkään alle 11 tunnin lepoaikaa vuorojen välissä.

Vuorolista, viikko 12 (16.-22.3.2026)
Aino: ma 7-15, ti 7-15, ke 14-22, to 7-15
Mikko: ma 14-22, ti 14-22, ke 6-14, pe 14-22
Jenni: ti 22-6, ke 22-6, la 10-18""")
    add(["excel_serial", "spreadsheet", "id_in_question"], "excel-serial", """My "Due date" column shows 46112 and
46126 instead of dates. What are these dates, and how do I make the column show them as dd.mm.yyyy?""")
    add(["timesheet", "csv", "clock_times"], "timesheet", """Compute the hours worked per person for the week,
minus the unpaid 30-minute break on shifts over 6 hours.

name,date,clock_in,clock_out
Sofia,2026-03-02,07:58,16:31
Sofia,2026-03-03,08:05,14:02
Yusuf,2026-03-02,12:00,20:45
Yusuf,2026-03-04,06:55,15:10""")
    add(["sheets_formula", "function_names"], "sheets-formula", """Explain this Google Sheets formula to a beginner:

=IF(C2="", "", IF(C2 < TODAY(), "Overdue by " & (TODAY() - C2) & " days", "Due " & TEXT(C2, "dd mmm yyyy")))

And why does it recalculate every time I open the sheet, even if nothing changed?""")

    # CDP, flags, engagement
    add(["segment_event", "pasted", "clock_skew"], "segment-event", """In this Segment event, why is "timestamp" later
than "receivedAt"? Which one should our warehouse use for the event time?

{
  "type": "track",
  "event": "Order Completed",
  "messageId": "ajs-next-1741089321442-4c8e1f20-5b3a-4d2e-9f61-7a0c2b8e1d44",
  "originalTimestamp": "2026-03-04T11:55:21.442Z",
  "sentAt": "2026-03-04T11:55:22.001Z",
  "receivedAt": "2026-03-04T11:52:03.118Z",
  "timestamp": "2026-03-04T11:52:02.559Z",
  "properties": {"order_id": "50314", "revenue": 84.5, "currency": "EUR"}
}""")
    add(["liquid_template", "unrendered", "code"], "braze-liquid", """What will this Liquid print for a user whose
time zone is Asia/Jakarta, and is the date filter using the user's time zone?

{% assign now = 'now' | date: '%s' %}
{% assign expires = custom_attribute.${trial_end} | date: '%s' %}
{% assign days_left = expires | minus: now | divided_by: 86400 %}
Your trial ends in {{ days_left }} days ({{ custom_attribute.${trial_end} | date: '%d %B %Y' }}).""")
    add(["feature_flags", "json", "record_dates"], "unleash-export", """Which of these flags look stale and safe to
remove? We clean up anything not seen for 60 days; today's cleanup is based on the export below.

[
  {"name": "new_invoice_editor", "enabled": true, "createdAt": "2025-06-02T09:00:00Z", "lastSeenAt": "2026-03-01T22:14:09Z"},
  {"name": "bank_sync_v2", "enabled": false, "createdAt": "2025-09-15T12:30:00Z", "lastSeenAt": "2025-11-20T08:41:55Z"},
  {"name": "legacy_pdf_export", "enabled": true, "createdAt": "2023-02-11T10:00:00Z", "lastSeenAt": "2024-12-30T17:02:13Z"}
]""")

    # payments and finance
    add(["swift_mt103", "pasted", "value_date"], "mt103", """Check this MT103: is the value date a business day, and do
the amount and currency match the invoice (EUR 18,420.00, due 13 March 2026)?

{1:F01NDEAFIHHAXXX0000000000}{2:I103COBADEFFXXXXN}{4:
:20:INV2026031301
:23B:CRED
:32A:260313EUR18420,00
:50K:/FI2112345600000785
KAIKU ROBOTICS OY
:59:/DE89370400440532013000
KRUGER METALLBAU GMBH
:71A:SHA
-}""")
    add(["iso20022", "xml", "pasted", "debugging"], "pain001", """Our bank rejected this payment file with "invalid
execution date". What is wrong?

<GrpHdr>
  <MsgId>KAIKU-20260310-0007</MsgId>
  <CreDtTm>2026-03-10T16:42:05</CreDtTm>
  <NbOfTxs>1</NbOfTxs>
</GrpHdr>
<PmtInf>
  <PmtInfId>KAIKU-PMT-0007</PmtInfId>
  <ReqdExctnDt><Dt>2026-03-08</Dt></ReqdExctnDt>
  <DbtrAcct><Id><IBAN>FI2112345600000785</IBAN></Id></DbtrAcct>
</PmtInf>""")
    add(["square_payment", "json", "pasted"], "square-payment-json", """This payment has been PENDING for two days.
Did the customer get charged?

{
  "payment": {
    "id": "R2B3Z8WMVt3EAmzYWLZvz7Y69EbZY",
    "created_at": "2026-03-05T18:44:51.872Z",
    "updated_at": "2026-03-05T18:44:53.117Z",
    "amount_money": {"amount": 4200, "currency": "USD"},
    "status": "PENDING",
    "source_type": "BANK_ACCOUNT",
    "bank_account_details": {"transfer_type": "ACH", "ach_details": {"routing_number": "011000015"}}
  }
}""")
    add(["payment_id", "hindi", "non_english", "id_in_question"], "razorpay-refund-hindi", """मेरे रिफंड की स्थिति क्या
है? भुगतान आईडी pay_QxT7m2Lk9PzA4b है, रिफंड आईडी rfnd_QyA1n8Bc3DeF6g, और रिफंड 4 मार्च 2026 को शुरू हुआ था।
बैंक कहता है 5-7 कार्य दिवस लगते हैं।""")
    add(["finnish_invoice", "iban", "reference_number", "finnish", "non_english"], "finnish-invoice", """Kirjoita
kohtelias maksumuistutus tästä laskusta.

Lasku 2026-0412
Laskun päivä: 2.3.2026
Eräpäivä: 16.3.2026
Viitenumero: 1234 5678 9012 3
Tilinumero: FI21 1234 5600 0007 85
Summa: 1 248,00 € (sis. alv 25,5 %)""")
    add(["edifact", "pasted", "dtm_segments"], "edifact-desadv", """What is the planned delivery date and time in this
despatch advice, and how many packages are there?

UNB+UNOC:3+4012345000016:14+5412345000013:14+260309:1422+48213'
UNH+1+DESADV:D:96A:UN:EAN005'
BGM+351+DES884213+9'
DTM+137:202603091422:203'
DTM+132:202603111000:203'
CPS+1'
PAC+12++CT'
UNT+7+1'
UNZ+1+48213'""")

    # CI
    add(["ci_log", "pasted", "env_dump"], "circleci-log", """This job printed its environment before failing. Why does
the deploy step think it's not on main?

CIRCLE_BRANCH=main
CIRCLE_BUILD_NUM=48213
CIRCLE_SHA1=5d41402abc4b2a76b9719d911017c592ae6b3f0e
CIRCLE_WORKFLOW_ID=2b8f4c1e-6a3d-4e9b-8f2a-1c7d5e3b9a04
CIRCLE_PR_NUMBER=
+ if [ "$BRANCH" = "main" ]; then ./deploy.sh; else echo "skip deploy"; fi
skip deploy""")
    add(["buildkite_log", "ansi_timestamps", "epoch_ms"], "buildkite-log", """What took the most time in this
Buildkite log? The _bk;t= values are the agent's millisecond timestamps.

_bk;t=1772869341221~~~ Preparing working directory
_bk;t=1772869341480$ git fetch -v --prune -- origin release/7.4
_bk;t=1772869348902~~~ Running commands
_bk;t=1772869349011$ bundle exec fastlane ios build
_bk;t=1772869762340Build succeeded""")
    add(["ci_config", "yaml", "cron"], "circleci-config", """Will this schedule run the nightly workflow at 02:00
Berlin time all year round?

version: 2.1
workflows:
  nightly:
    triggers:
      - schedule:
          cron: "0 1 * * *"
          filters:
            branches:
              only: main
    jobs:
      - e2e:
          name: e2e-<< pipeline.number >>""")

    # messaging
    add(["line_webhook", "pasted", "debugging"], "line-webhook-debug", """LINE says my webhook returned an error.
Here's the body I received; my handler reads events[0].message.text. What could crash?

{"destination": "U8e742f61d673b39c7fff3cecb7536ef0",
 "events": [{"type": "follow", "webhookEventId": "01HQ8ZK3W7S2V9X4N6B1C5D8F0",
   "deliveryContext": {"isRedelivery": false}, "timestamp": 1772869341221, "mode": "active",
   "source": {"type": "user", "userId": "U4af4980629f2a3b8c5d1e7f6a9b0c2d3"},
   "replyToken": "b60d432864f44d079f6d8efe86cf404b"}]}""")
    add(["chat_export", "vietnamese", "non_english", "clock_times"], "zalo-export", """Tóm tắt cuộc trò chuyện sau và
liệt kê những việc cần làm:

[09:14, 12/03/2026] Chị Hoa: Em ơi, đơn 1.200 bánh trung thu giao ngày 20/08 nhé.
[09:16, 12/03/2026] Minh: Dạ chị, em cần cọc 30% trước ngày 15/04 ạ.
[09:20, 12/03/2026] Chị Hoa: Ok em, chiều nay chị chuyển khoản.""")
    add(["chat_export", "ukrainian", "non_english", "clock_times"], "viber-export", """Підсумуй, про що домовилися, і
хто що має зробити:

[11.03.26, 18:02:14] Олена: Збори ОСББ переносимо на 21 березня, 19:00.
[11.03.26, 18:04:40] Тарас: Я підготую кошторис на ремонт даху до 18 березня.
[11.03.26, 18:05:03] Олена: Дякую! Оголошення повішу завтра.""")

    # home automation, science, education
    add(["home_assistant_states", "ulid_context", "record_dates"], "ha-states", """Why did my "Away mode" automation
fire at 03:12 last night? Here are the states involved.

binary_sensor.front_door: off
  last_changed: 2026-03-08T03:11:58.204431+00:00
  context: {"id": "01JNZ4M7Q8R2S5T9V3W6X1Y4Z7", "parent_id": null, "user_id": null}
person.dana: not_home
  last_changed: 2026-03-08T03:12:01.117902+00:00
  source: device_tracker.dana_phone (gps_accuracy: 1650)""")
    add(["home_assistant_yaml", "clock_times", "code"], "ha-automation", """Fix this automation: it should turn on
the heating at 06:30 on weekdays and 08:00 at weekends, but it never runs on Saturday.

automation:
  - alias: Morning heating
    trigger:
      - platform: time
        at: "06:30:00"
      - platform: time
        at: "08:00:00"
    condition:
      - condition: time
        weekday: [mon, tue, wed, thu, fri]
    action:
      - service: climate.set_temperature
        data: {entity_id: climate.living_room, temperature: 21}""")
    add(["instrument_export", "pasted", "plate_reader"], "plate-reader", """Compute the mean and CV of the blanks
(A1-A3) and flag any well above 1.5.

Software Version 3.12.08
Experiment File Path: C:\\Data\\2026\\ELISA_IL6_plate3.xpt
Date 3/4/2026
Time 10:22:31 AM
Reader Type: Synergy H1
Read 450
    A1 0.052  A2 0.049  A3 0.055  A4 1.612  A5 1.204  A6 0.873""")
    add(["lab_inventory", "lot_numbers", "expiry_dates"], "lab-inventory", """Which reagents expire before the study
ends on 30 June 2026?

Reagent                 Cat. no.   Lot        Expiry
Lipofectamine 3000      L3000015   2598311    2027-01-31
Opti-MEM                31985070   2871104    2026-05-12
Puromycin (10 mg/mL)    A1113803   2609911    2026-08-30
Trypsin-EDTA 0.25%      25200056   2790032    2026-04-02""")
    add(["gradebook", "submission_times", "dates_in_table"], "gradebook", """Which submissions were late? The deadline
was 20 March 2026, 23:59 local time (Europe/London), with a 10-minute grace period.

Student   Submitted
Aiyana    2026-03-20 23:41
Bastien   2026-03-21 00:07
Chiara    2026-03-20 22:02
Dmitri    2026-03-21 09:30""")
    add(["school_timetable", "czech", "non_english", "clock_ranges"], "czech-timetable", """Kolik volných hodin má
třída 7.B ve středu a kdy končí vyučování?

Rozvrh 7.B – středa
1. hodina 8:00–8:45 Matematika
2. hodina 8:55–9:40 Čeština
3. hodina 10:00–10:45 volno
4. hodina 10:55–11:40 Dějepis
5. hodina 11:50–12:35 Tělocvik""")

    # blockchain
    add(["tx_receipt", "json", "hex_timestamp"], "eth-receipt", """Decode the block timestamp and tell me whether this
transaction succeeded:

{"blockHash": "0x6a4c1b2e9f8d7c6b5a4938271605f4e3d2c1b0a99887766554433221100ffeed",
 "blockNumber": "0x14d7e3a", "timestamp": "0x69aef6c1", "status": "0x1",
 "transactionHash": "0x9f3b1c2d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e7f8091a2b3c4d5e6f708",
 "gasUsed": "0x5208", "effectiveGasPrice": "0x4a817c800"}""")
    add(["solana_signature", "base58", "id_in_question"], "solana-sig", """Is this Solana transaction finalized, and
what did it do? Signature:
5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW""")

    # automation platforms
    add(["n8n_export", "json", "record_dates"], "n8n-workflow-json", """Why doesn't this n8n workflow trigger on
schedule? It's active.

{
  "name": "Lead intake",
  "active": true,
  "createdAt": "2026-01-12T09:41:22.318Z",
  "updatedAt": "2026-03-02T15:10:07.902Z",
  "versionId": "9b2c7e41-0d5a-4f83-b6e1-3c8a2f7d9e05",
  "nodes": [{"type": "n8n-nodes-base.scheduleTrigger", "parameters": {"rule": {"interval": [{"field": "cronExpression", "expression": "0 9 * * 1-5"}]}}}],
  "settings": {"timezone": "America/New_York"}
}""")
    add(["run_history", "pasted", "run_ids"], "power-automate-history", """This flow has failed every run since
Tuesday. From the history, what changed?

Start                 Duration   Status     Run
03/10/2026 07:00 AM   00:00:04   Succeeded  08584690123456789012345678901CU21
03/11/2026 07:00 AM   00:00:01   Failed     08584689987654321098765432109CU08
03/12/2026 07:00 AM   00:00:01   Failed     08584689851234567890123456789CU14
Error: The 'inputs.parameters' of workflow operation 'Get_items' of type 'OpenApiConnection' is not valid.""")
    add(["issue_export", "record_dates", "cycle_time"], "jira-cycle-time", """Compute the cycle time (In Progress to
Done) for each issue in working days, Mon-Fri.

Key       In Progress            Done
MOB-4471  2026-02-03 09:12       2026-02-06 16:40
MOB-4476  2026-02-04 14:00       2026-02-16 10:05
MOB-4480  2026-02-09 08:30       2026-02-09 17:55""")
    add(["template_placeholders", "unrendered"], "zapier-template", """I set up this Zapier step. What will the text
look like, and why does the date come out in UTC?

Subject: Daily summary for {{zap_meta_human_now}}
Body: {{123456789__summary}}
Sent by Zap "Daily digest" (run {{zap_meta_id}})""")

    # APM and webhooks pasted
    add(["apm_header", "id_in_question", "decode"], "appd-decode", """Decode this AppDynamics correlation header for
me: which fields are the business transaction, the timestamp and the GUID?

singularityheader: appId=41*ctrlguid=1772002190*acctguid=8d3b2f1e-9a44-4c1e-b7a2-5e6f70819a2b*ts=1772869341221*btid=117*guid=c3e1a2b4-5d6f-4a7b-8c9d-0e1f2a3b4c5d*exitguid=1""")
    add(["alert_pasted", "problem_id", "dates_in_prose"], "dynatrace-problem", """Our on-call got this. What should
they check first?

Problem P-2603118 OPEN: Response time degradation
Impacted service: fx-quote-api (production)
Started: 2026-03-11 06:41 CET, ongoing for 38 minutes
Root cause candidate: Deployment 2.14.0 of fx-quote-api at 06:37 CET; CPU saturation on host ip-10-4-22-17""")
    add(["sendgrid_events", "dedup", "pasted"], "sendgrid-dedup", """We sometimes process the same SendGrid event
twice. Can I dedupe on sg_event_id, or does it change on retries?

[{"email": "ana@example.org", "event": "delivered", "timestamp": 1772869341,
  "sg_event_id": "ZGVsaXZlcmVkLTAtMjQ0OTAzMjItNHNYcFY", "sg_message_id": "4sXpV.filter0012p1las1-11807-65F1A2C4-3.0"},
 {"email": "ana@example.org", "event": "open", "timestamp": 1772869520,
  "sg_event_id": "b3Blbi0yNDQ5MDMyMi00c1hwVi0w", "sg_message_id": "4sXpV.filter0012p1las1-11807-65F1A2C4-3.0"}]""")
    add(["app_store_decoded", "epoch_ms", "pasted"], "app-store-decoded", """I decoded this App Store notification.
Why did the renewal fail, and until when does the user keep access?

notificationType: DID_FAIL_TO_RENEW
subtype: GRACE_PERIOD
signedDate: 1772869341221
renewalInfo.autoRenewStatus: 1
renewalInfo.isInBillingRetryPeriod: true
renewalInfo.gracePeriodExpiresDate: 1773474141221""")
    add(["form_export", "csv", "submitted_at"], "typeform-export", """Summarise the answers: how many want evening
classes, and what is the most requested day?

submitted_at,name,preferred_time,preferred_day
2026-03-01 18:22:10,Ana,evening,Tuesday
2026-03-02 07:45:51,Bruno,morning,Saturday
2026-03-02 21:03:33,Chloé,evening,Tuesday
2026-03-03 12:14:09,Dev,evening,Thursday""")

    # content in other languages
    add(["pnr_status", "hindi", "non_english", "dates_in_prose"], "hindi-pnr", """इस संदेश का मतलब सरल हिंदी में समझाइए:
क्या मेरी सीट पक्की है?

PNR: 4521367890, ट्रेन 12951 मुंबई राजधानी, यात्रा तिथि 03-04-2026, प्रस्थान 17:00
यात्री 1: CNF / B3 / 41
यात्री 2: RAC 7
चार्ट तैयार: नहीं (चार्ट प्रस्थान से 4 घंटे पहले बनेगा)""")
    add(["e_invoice_qr", "arabic", "non_english", "timestamp_in_document"], "zatca-qr", """اشرح لي الحقول الموجودة في
رمز الاستجابة السريعة لهذه الفاتورة الضريبية المبسطة، وهل التاريخ صحيح:

اسم البائع: مؤسسة الريان للتجارة
الرقم الضريبي: 310122393500003
تاريخ ووقت الفاتورة: 2026-02-14T10:22:31Z
إجمالي الفاتورة مع الضريبة: 1150.00
قيمة الضريبة: 150.00""")
    add(["quoted_email", "hebrew", "non_english", "translation"], "hebrew-email", """תרגם לאנגלית את המייל הבא, ושמור
על התאריכים והשעות כפי שהם:

ב-יום ג׳, 10 במרץ 2026 ב-09:14, דנה לוי <dana@levi-arch.example> כתבה:
> שלום רון, הפגישה עם הקבלן נקבעה ליום חמישי 12.3 בשעה 16:30 באתר.
> נא להביא את התוכניות המעודכנות מ-5 במרץ.""")
    add(["fixtures", "greek", "non_english", "clock_times"], "greek-fixtures", """Γράψε μια σύντομη ανάρτηση για τα
social με το πρόγραμμα της εβδομάδας:

Σάββατο 14/03/2026, 17:00: ΠΑΟΚ - Άρης (Τούμπα)
Κυριακή 15/03/2026, 19:30: Ολυμπιακός - ΑΕΚ (Καραϊσκάκη)
Δευτέρα 16/03/2026, 18:00: Παναθηναϊκός - Αστέρας Τρίπολης (ΟΑΚΑ)""")
    add(["invoice_record", "czech", "non_english", "labelled_record"], "czech-invoice", """Napiš zdvořilou upomínku k
této faktuře. Odběratel zatím nezaplatil.

Faktura č.: FV-2026-0318
Datum vystavení: 09.03.2026
DUZP: 09.03.2026
Datum splatnosti: 23.03.2026
Variabilní symbol: 2026031801
Číslo účtu: 2100456789/2010
Částka k úhradě: 27 100,00 Kč""")
    add(["tracking_sms", "ukrainian", "non_english", "timestamps_in_content"], "ukrainian-tracking", """Де зараз моя
посилка і коли її чекати? Ось повідомлення, які я отримала:

10.03.2026 08:41 — Відправлення 20450812345678 прийнято у відділенні №12, Київ
10.03.2026 21:15 — Відправлення прямує до міста Львів
12.03.2026 06:02 — Затримка доставки через погодні умови""")
    add(["memo", "thai", "non_english", "buddhist_era"], "thai-memo", """สรุปบันทึกข้อความนี้เป็นภาษาอังกฤษ 3 บรรทัด:

บันทึกข้อความ
ที่ ศธ 0512/2569
วันที่ 14 มีนาคม 2569
เรื่อง ขอเชิญประชุมคณะกรรมการวิชาการ ครั้งที่ 3/2569
กำหนดประชุมวันพุธที่ 25 มีนาคม 2569 เวลา 13.30 น. ณ ห้องประชุม 2""")
    add(["contract", "vietnamese", "non_english", "dates_in_prose"], "vietnamese-contract", """Giải thích điều khoản sau
bằng ngôn ngữ đơn giản:

Điều 3. Thời hạn hợp đồng
Hợp đồng có hiệu lực từ ngày 01 tháng 04 năm 2026 đến hết ngày 31 tháng 03 năm 2027. Bên B thanh toán
tiền thuê trước ngày 05 hằng tháng; chậm quá 15 ngày thì Bên A có quyền chấm dứt hợp đồng.""")
    add(["health_card", "indonesian", "non_english", "ids_and_dates"], "indonesian-bpjs", """Tolong jelaskan apakah
saya bisa langsung ke rumah sakit atau harus ke puskesmas dulu:

Nama: Siti Rahmawati
No. Kartu BPJS: 0001234567891
Faskes tingkat 1: Puskesmas Kebayoran Baru
Jadwal kontrol: Selasa, 24 Maret 2026 pukul 09.00 WIB""")
    add(["timetable", "hungarian", "non_english", "clock_times"], "hungarian-train", """Melyik vonattal érek
Debrecenbe legkésőbb 11 órára, ha Budapest-Nyugatiból indulok?

IC 613  Budapest-Nyugati 07:23 → Debrecen 09:58
IC 615  Budapest-Nyugati 08:23 → Debrecen 10:58
IC 617  Budapest-Nyugati 09:23 → Debrecen 11:58""")
    add(["e_invoice", "romanian", "non_english", "dates_in_record"], "romanian-efactura", """Verifică dacă termenul
de plată respectă cele 30 de zile din contract:

Factura seria BV nr. 2026-0412
Data emiterii: 02.03.2026
Data scadenței: 15.04.2026
Furnizor: Brașov Metal SRL, CUI RO18273645
Index de încărcare e-Factura: 4218830127""")

    # stable headers, templates, docs
    add(["stable_header", "api_version", "knowledge_cutoff", "authored_revision"], "stable-config-header", """Deployment: eu-prod-3
Model: claude-3-5-sonnet-20241022
Square-Version: 2025-01-23
Knowledge cutoff: April 2024
Prompt revised: 2026-02-11 by the payments team

You are the POS help assistant for Corner Bakery staff. Answer from the POS manual only.

Cashier: How do I refund half of an order?
Assistant:""")
    add(["stable_header", "line_ids", "per_user"], "line-stable-header", """Channel ID: 1657294021
Bot basic ID: @baandoi
source.userId: U4af4980629f2a3b8c5d1e7f6a9b0c2d3
displayName: คุณนิด
language: th

คุณคือผู้ช่วยของร้านกาแฟ "บ้านดอย" ตอบเป็นภาษาไทยอย่างสุภาพ

ลูกค้า: มีเมล็ดกาแฟคั่วอ่อนขายไหมคะ""")
    add(["stable_header", "mattermost_config", "per_hook"], "mattermost-stable", """Bot configuration
team_domain: ridgeline
channel_name: town-square
token: 8rqbx3nm1jfkpg5w7eyzocd4ta
callback_url: https://askbot.ridgeline.example/hooks/mattermost

You are askbot for the Ridgeline team. Answer questions about the team wiki in at most three sentences.

text: @askbot who owns the billing service?
Answer:""")
    add(["template_source", "placeholders"], "prompt-template-review", """Review this prompt template for problems
with caching and privacy. Don't rewrite it, just list issues.

SYSTEM: You are {{assistant_name}}. Current time: {{ now | isoformat }}. Request: {{ request.id }}.
Customer: {{ customer.full_name }} ({{ customer.email }})
{% for doc in retrieved %}[{{ loop.index }}] {{ doc.title }} (updated {{ doc.updated_at }}){% endfor %}
USER: {{ message }}""")
    add(["docs_excerpt", "example_values"], "twitch-docs", """Summarise this documentation excerpt in three bullets
for our developers:

"Each notification request contains the following headers. Twitch-Eventsub-Message-Id: an ID that
uniquely identifies this message, for example e76c6bd4-55c9-4987-8304-da1588d8988b. Use it to
deduplicate. Twitch-Eventsub-Message-Timestamp: the UTC date and time, in RFC3339 format with
nanoseconds, that Twitch sent the notification, for example 2019-11-16T10:11:12.634234626Z. Reject
messages older than 10 minutes to prevent replay attacks.\"""")
    add(["certificate", "fingerprint", "validity_dates"], "certificate", """When does this certificate expire, and is
the chain likely to be trusted by Android 7 devices?

Subject: CN=shop.example
Issuer: C=US, O=Let's Encrypt, CN=R11
Serial Number: 04:a3:9c:5e:12:7b:88:0f:3d:e1:6a:2c:91:4b:77:d0:58:ee
Not Before: Feb 10 08:14:22 2026 GMT
Not After : May 11 08:14:21 2026 GMT
SHA-256 Fingerprint: 7A:1C:4E:09:B3:55:2F:D8:61:0E:9A:C4:38:7B:E2:5F:10:D6:A9:43:8C:21:F7:BE:05:6D:39:A2:C8:44:1E:93""")
    add(["crash_report", "incident_id", "pasted"], "ios-crash", """What is the most likely cause of this crash?

Incident Identifier: 4F1B8C2E-9D3A-4E7B-A6C5-1D2E3F4A5B6C
Hardware Model:      iPhone15,3
Process:             Calmly [2841]
Version:             6.8.0 (6080012)
Date/Time:           2026-03-07 21:44:09.4821 +0100
OS Version:          iPhone OS 18.3.1 (22D72)
Exception Type:      EXC_CRASH (SIGABRT)
Triggered by Thread: 0
0   libswiftCore.dylib   swift_unexpectedError + 748
1   Calmly               SessionPlayer.resume(from:) + 212 (SessionPlayer.swift:141)""")
    add(["relative_time", "clock_ranges", "control_like"], "store-hours", """Our site says "Updated 5 minutes ago" under
the opening hours, and the hours are: Mon-Fri 09:00-18:00, Sat 10:00-14:00, Sun closed. Someone asked on
Google whether we're open on Easter Monday. Write a friendly reply saying we're closed that day and back
on Tuesday at 09:00.""")
    add(["coordinates", "plus_codes", "phones"], "field-visits", """Plan the shortest order to visit these sites
starting from the depot, and give the total distance roughly.

Depot: 50.0755, 14.4378 (Praha 2), +420 603 112 448
Site A: 9F2P3CQ8+VW (Praha 6), +420 734 220 915
Site B: 50.1034, 14.3903 (Praha 6)
Site C: geohash u2fkbnw (Praha 9)""")
    add(["patch_notes", "versions", "dates_in_prose"], "patch-notes", """Turn these patch notes into a short,
hype-free announcement for our Discord:

Stormvale Online 3.7.2 (released 2026-03-05)
- Fixed: ranked matches started between 23:55 and 00:05 server time could end with no rating change.
- Changed: season 12 ends on 2026-04-30 at 10:00 UTC (was 2026-04-23).
- Known issue: match replays from before 3.7.0 (2026-02-12) can't be opened.""")
    add(["control", "plain"], "plain-thai", """คุณคือผู้ช่วยแนะนำสูตรอาหาร แนะนำเมนูง่ายๆ ที่ทำได้ในเวลาไม่เกิน 20 นาที

ผู้ใช้: มีไข่ ข้าวสวย และต้นหอม ทำอะไรกินดีคะ""")
    add(["control", "plain"], "plain-finnish", """Olet ystävällinen retkeilyopas. Vastaa suomeksi, lyhyesti.

Käyttäjä: Mitä kannattaa pakata mukaan päiväretkelle Nuuksioon syksyllä?
Vastaus:""")
    return n


# --- assembly -----------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen5(seed)
    positives = [fn(g) for fn in POSITIVES] + generated_positives(g)
    negs = negatives(g) + generated_negatives(g)
    return make_holdout.assemble("hold5", positives, negs, source="holdout5:", strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
