"""Build `prompt_normalizer/corpus/holdout91.jsonl`, a ninety-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout91.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules (the
module docstring, rules 1-4) and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`,
`assemble`, `dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is
put on `sys.path`); of `make_holdout2.py` to `make_holdout88.py` only the module docstrings were read
(extracted with `ast.get_docstring` into a scratch file; those of `make_holdout88.py` and
`make_holdout24.py` in full, most of that of `make_holdout86.py`, the clarification section of
`make_holdout10.py`,
the others through keyword searches for neighbours of this domain -- Slurm, HPC, sequencer, mass spec,
microscope, freezer, lab notebook, LIMS, grant, reproducibility, ORCID, Alertmanager, Mattermost -- with
the passages around the hits), to keep clear of the sources and scenarios they used and to apply their
clarifications; of `make_holdout24.py` also its import block and its last 150 lines (the placement of
pasted blocks, `build` and `main`), for the structure of a generator; `pyproject.toml` was read for
ruff's settings. (A listing of `tests/normalizer/` showed the names of the generators, and a check of
the output path showed that `holdout91.jsonl` did not exist yet.) Nothing under `prompt_normalizer/`, no
other test file, no corpus, nothing under docs/ or bench/ and no history was read; the generators from
`make_holdout89.py` to `make_holdout96.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input, the build is deterministic), never against the normalizer.

The domain is research computing and laboratory science: HPC job schedulers and queue reports,
electronic lab notebooks, instrument runs (sequencers, mass spectrometers, microscopes), sample and
freezer tracking, data management plans, grant reporting and reproducibility reviews. The earlier
docstrings name neighbours of it: Slurm (`SLURM_*` environments, `sacct`, `squeue`, `scontrol`,
`sinfo`, job e-mails, slurmrestd), PBS Pro, LSF, HTCondor, Snakemake, DVC, BLAST, plate readers, Bruker
`acqus`, mzML and LIMS requests and webhooks (make_holdout10); ELN entries (make_holdout5); Nextflow,
Galaxy and a LIMS (make_holdout7); -80 inventory snapshots, a cold-chain alarm relay, a sample checkout
kiosk, a biobank lookup, dewars, core facility booking desks, OME-XML uploads, HPLC, tensile, XRD, DSC,
DAQ, camera traps, transcription, thesis coaches, lab meeting schedulers, Apptainer, RO-Crate, Zenodo
and Dataverse (make_holdout24); grant portals, funder reporting and review panels (make_holdout12,
make_holdout62); Alertmanager webhooks (make_holdout4) and Mattermost outgoing webhooks (make_holdout5). The scenarios
here were written around them: schedulers are Grid Engine (`qacct`, `qstat`), Flux (`flux jobs`, a
queue tool), a Japanese centre's queue, `seff` reports, ColdFront-style allocation exports, a message of
the day and a fair-share table, with Slurm only as pasted `seff` output, an OnDemand environment the
user prints and an sbatch script; sequencers are Illumina RunInfo.xml, MinKNOW `final_summary`, dorado
logs and bcl-convert statistics; mass spectrometry is raw-file metadata, mzTab headers, an LC-MS queue
and injection sequences; microscopes are Aperio ImageDescription strings, Leica `.lif` settings, ND2
metadata and confocal panels; samples move through a tracker's move log, a store robot's logfmt, a
monitoring event and a chat relay (a made-up relay, not Mattermost); ELNs are eLabFTW exports, a
witness desk, Benchling events and Part 11 audit trails; data management plans are maDMP JSON, a DMP
linter and reviewer comments; grant reporting is an RPPR session table, a periodic report cover, effort
certification and budget exports; reproducibility is artifact evaluation, a rerun service, a capsule
check and version listings. The sources are:

* HPC schedulers and queue reports: a portal's header block (ULID `Portal-Request`, RFC 3339
  `Rendered`) over a pasted `qacct` record with its own ctime times; a ReAct queue tool whose
  single-line JSON observation carries a KSUID `snapshot` and `taken_at` after a stable `partition`
  (the pending jobs' `submitted` stay); a Llama 3 `seff` helper (`Today Date` moves, `Cutting Knowledge
  Date` stays); a ChatML allocation advisor (`Session:` nanoid, `Current time:` before `<|im_end|>`) over
  a pasted allocation CSV; an Alertmanager alert delivered through a made-up relay (`X-Relay-Delivery`,
  `X-Relay-Received` move; the payload's `startsAt` and `fingerprint` stay); a German `qstat` question
  (`Abfragezeitpunkt:`); a Japanese queue (`現在日時：`, ULID `問い合わせID：`); a bracketed `[hpcbot t=...]`
  epoch over a maintenance notice; `traceparent` and a UUIDv7 `X-Request-Id` beside a job id the user
  asks about;
* electronic lab notebooks: pretty-printed JSON `meta` (`request_id`, `generated_at`, never last) over
  an entry with `elabid`, `created_at` and `modified_at`; witness-desk front matter (`rendered_at`,
  ULID `run`) over an entry opening with `Created:`; a French request stamp and base62 session right
  under a pasted entry with its own `Horodatage`; a Korean 12-hour `요청 시각:` at the tail; a Benchling
  event received as Standard Webhooks (`webhook-id`, `-timestamp`, `-signature` move; the event's `id`
  and `time` stay); a footer after `--` (`prepared` in JavaScript `toString()`, hex `req`) under an
  audit trail;
* sequencers: XML attributes (`received` in Python `str()`, hex `req`) between stable ones over
  RunInfo.xml; a MinKNOW status "polled at" a Log4j time for this request; a Chinese run (`当前时间：`,
  KSUID `会话ID：`); a Spanish sample sheet question (`Fecha y hora de la consulta:`); made-up
  `X-Trace-Token` and `X-Sent-At` (ms) over dorado logs; an inbox's GNU `date` sync time over a pasted
  researcher e-mail with its own `Date` and `Message-ID`;
* mass spectrometry: a Mistral `[INST]` prompt with a Go RFC3339Nano `Now:` over raw-file metadata; an
  LC-MS queue "fetched at" a time for this request (a sentence alone on its line) with a `Fetch-Id`; a
  Russian measurement in Cyrillic XML under `Текущее время сервера:`; single-line JSON `rid` (UUIDv7) and
  `ts` (ms) between stable members;
* microscopy: a slide viewer's `Viewer-Session` and Windows-format `Opened` over an Aperio
  ImageDescription with its own `Date` and `Time`; an HTML comment holding an RFC 2822 `page-served`
  time; an Italian "Data e ora attuali:" line over ND2 metadata; a Polish request stamp and hex id;
* samples and freezers: a chat relay message in nested YAML (`message_id` and ms `timestamp` move; the
  integration `token` stays); a tracker lookup whose `<fetched>` element moves while the tube's `<moved
  at=...>` stays; a Hindi request time; Dutch `Opgevraagd op:` and `Verzoek-ID:` at the head;
  capacity "as of" a Python logging time for this request under a made-up `X-Clock-Us` (us);
* data management plans: a Semantic-Kernel-style "Today is <long date>." sentence inside a system
  paragraph; a linter's single-line JSON (`run` UUIDv7, `at`) over a maDMP whose `created` and
  `modified` stay; Swedish `Aktuell tid:` with a month name and `kl. HH.MM.SS`; Portuguese `Hoje:` and a
  base64url `Sessão:`; a Welsh `Amser y cais:`;
* grant reporting: a markdown session table (hex `Session`, RFC 2822 `Opened`; `Award` and `Period`
  stay); a report cover dated today by the drafting tool (`Report date (today):`); Turkish `İstek
  zamanı:` and a lower-case ULID over a budget table; an Arabic "today" line in Arabic-Indic digits;
* reproducibility reviews: `Authorization: Bearer` (JWT) and `X-Client-Time` (ms) with a stable
  `X-Api-Version`; a rerun service's `Rerun triggered` and nanoid `Rerun-Token` beside the original run
  id the user quotes; an agent scaffold's `## step-id:` KSUID and ctime `## clock:` over a capsule
  manifest with its own dates; Greek, Hebrew (ObjectId session), Thai (Buddhist era), Vietnamese
  (`[ctx ... rq=... at=YYYYMMDDTHHMMSS ...]`) and Czech (footer) desks; a qPCR export under a
  Semantic Kernel "f" `Local time now:`; the current ISO week date over FCS keywords;
* the generated family: one program field at three of eight positions (head, system tail, after the
  user's message, footer after `--`, YAML front matter, single-line JSON member between stable ones, XML
  attribute between stable ones, `key=value` in a bracketed context line) of 18 bodies (nine English,
  nine in Spanish, German, French, Japanese, Korean, Chinese, Portuguese, Russian and Polish), each
  carrying a pasted record with its own times and ids (a quota report with a scan id, a protocol
  version table with UUIDs, demultiplexing statistics, an injection sequence, a single-line checkout
  record with a ULID, reviewer comments, an effort CSV, `versioninfo()`, an ICS with `DTSTAMP`, a job
  e-mail, a sample transfer form with a ULID `id`, logfmt with a UUID, run JSON with Japanese keys, a
  freezer temperature CSV, a budget CSV, an ELN entry, a DMP section, two runs' results); English fields
  use fourteen labels (made-up ones among them: `Bench-Clock`, `labclock`, `Stamp`, `hop`,
  `Desk-Session`, `Snapshot`) in six time formats, epochs in s and ms and six id formats; bodies in
  other languages use their local "now" and session labels.

The negatives: 49 pasted records, 31 with English questions in twenty placements (question after,
before, typed right above it, behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier
assistant turn, indented, at the very start of the message, at the very end of the prompt, in ChatML,
Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool observation, in a user turn under a
system prompt, on both sides) -- a `qacct` record, `flux jobs`, `seff`, an allocation CSV with `updated`,
an Alertmanager body, RunInfo.xml, a MinKNOW `final_summary`, raw-file metadata JSON, an mzTab header,
an Aperio ImageDescription, Leica settings XML with `StartTime`, a freezer move log, a nested monitoring
event with a UUIDv7 `id`, `created_at` and `delivered_at`, an eLabFTW export, a Benchling delivery
pasted to debug its timestamp, a signing table, a maDMP, a budget CSV, a funder e-mail with `Date` and
`Message-ID`, a rerun log with a ULID, `git log`, `curl -i` output with `Date` and a request id, a form
export with KSUID submission ids, store-robot logfmt with `request_id`, an instrument usage CSV, LIMS
sample XML, a qPCR export header, FCS keywords, a release manifest with `generated`, an HTTP 503 with
`X-Correlation-ID` and a maintenance e-mail -- and 18 with questions in Spanish (JSON with Spanish keys
and a UUIDv7), German (an ELN entry opening with `Erstellt:`), French (`Horodatage`), Japanese (JSON with
Japanese keys and a ULID), Korean, Chinese, Russian (Cyrillic XML), Portuguese, Polish, Dutch (YAML with
`geregistreerd`), Hindi, Arabic (Arabic-Indic digits), Turkish (single-line JSON with a ULID), Swedish,
Thai (Buddhist era), Vietnamese (logfmt with `request_id`), Hebrew and Italian, in nine placements.
Twelve look-alikes in program positions (a scheduler version, maintenance window, knowledge cutoff and
prompt revision; a Llama 3 header with only its cutoff; facility hours and a policy date in ChatML; DMP
template front matter; a tenant uuid, time zone and calibration due date in XML attributes; API version
and CalVer build in single-line JSON; unrendered `{{now}}` and `{{run_id}}`; an HTML comment template
revision; `KEY=value` site settings with an allocation end; an award table; a German template date and
tenant; a Japanese calibration date), eight values the user asks about or types (epochs, a UUIDv7
against a `created_at`, a KSUID, the user's own clock, few-shot label dates, relative times, `%j` and
`--begin=now+2hours`, a traceparent for support), four near-misses (a captured bot prompt with `Current
time:` and `Session:`, report front matter with `generated_at` pasted to proofread, two relay deliveries
pasted to compare, an OnDemand environment with `SLURM_JOB_START_TIME`), two plain controls, and 18
generated hard negatives: the family's bodies with one stable value (cluster, prompt revision,
instrument serial, calibration due date, facility hours, template revision, allocation period, build,
API version, time zone, lab location, CalVer build, template date, `rev=`) at the position after the
body's three positive positions.

What it is: 200 prompts. 107 carry volatile fields (139 spans): 53 hand-written positives (85 spans; 31
with two or more fields) and 54 generated ones. 93 carry none. About one prompt in three is in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Cyrillic, Greek, Hebrew, Arabic,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, batch scheduler ids injected for a session vs pasted, document and record dates, snapshot
and fetch times, pasted blocks that open with metadata-like lines, deliveries received vs pasted,
per-hook values in an envelope, tool results, made-up labels, bracketed and inline spans, ASCII cue
lines, localized "now" labels). Clarifications made here:

* Research records are content wherever they sit and however they open: accounting records, queue
  listings, efficiency reports, allocation exports, run folders, raw-file metadata, mzTab headers, slide
  and image metadata, FCS keywords, qPCR headers, move logs, monitoring events (with their own `id`,
  `created_at` and `delivered_at`), ELN exports (`elabid`, `created_at`, `modified_at`, `Created:`,
  `Signed:`), audit trails, maDMPs, budgets, effort certifications, rerun logs, manifests and `git log`
  -- also when the program fetched them for this request (a queue observation, a run status, a tube
  lookup, a capacity table, an LC-MS queue). Only the program's stamp on the fetch and the ids it mints
  for the fetch, snapshot, poll, lint run, step, session or request move.
* A delivery received for this request moves its envelope (a relay's delivery id and receipt time,
  Standard Webhooks id, timestamp and signature, a chat relay's per-message id and timestamp) and keeps
  its payload (`startsAt`, `fingerprint`, an event's `id` and `time`, the message text); a relay
  integration's `token`, the same for every message, stays. The same deliveries pasted by a user to
  debug or compare them stay whole.
* Near-misses are decided by position and purpose: a job id, a run id or an original run's date the
  user quotes stays next to the request id, trace and rerun token that move; a captured bot prompt with
  `Current time:` and `Session:`, report front matter with `generated_at` and an OnDemand environment the
  user prints stay, while the same labels at the head of the prompt the program sends move.
* "Now" in any form moves, also when it is written into an artefact ("Report date (today):"), is only
  a date (`Hoje:`), is the current ISO week, or uses labels nobody would guess (`labclock`, `Bench-Clock`,
  `X-Clock-Us`, `hpcbot t=`, `## clock:`, `page-served`); maintenance windows, allocation periods,
  calibration due dates, template dates, knowledge cutoffs and unrendered `{{now}}` do not.
* Spans follow rule 3: a phrase is cut with its preposition where the cut leaves a sentence ("Run
  status polled at <time> for this request:" leaves "Run status for this request:"; "Capacity as of
  <time> for this request:" leaves "Capacity for this request:"); a sentence alone on its line, an HTML
  comment, an XML element, a markdown row, a YAML key (also nested), a `##` scaffold line and a footer
  line holding one field are whole-line spans, and a footer's `--` stays; XML attributes, `key=value`
  pairs and single-line JSON members (cut with the comma after them) sit between stable neighbours;
  volatile members of pretty-printed JSON are never the last member of their object.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Reply:`, `Cover page:`) or a
  chat template's reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other
  languages end with the user's message or with the metadata after it; the Mistral positive gets its
  trailer after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
"""

from __future__ import annotations

import json
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
    IST,
    JST,
    Draft,
    Gen,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
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

SEED = 20260991
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout91.jsonl"
SRC = "holdout91:"

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
BRT = timezone(timedelta(hours=-3), "BRT")
ICT = timezone(timedelta(hours=7), "ICT")
TRT = timezone(timedelta(hours=3), "TRT")
IDT = timezone(timedelta(hours=3), "IDT")
AEST = timezone(timedelta(hours=10), "AEST")

RU_MONTHS = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
DE_MONTHS = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
IT_MONTHS = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
SV_MONTHS = [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
]
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


class Gen91(Gen):
    """The shared generator with a few local value formats."""

    def t(self, tz: timezone = UTC) -> datetime:
        return self.moment(tz)

    def before(self, t: datetime, low_s: int, high_s: int) -> datetime:
        return t - timedelta(seconds=self.small(low_s, high_s), microseconds=self.small(0, 999_999))


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_dt12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def th_dt(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M:%S}"


def de_long(t: datetime) -> str:
    return f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S} Uhr"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slashed(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def ar_dt(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(AR_DIGITS)


def pretty(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


def flat(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


POS: list[Callable[[Gen91], Draft]] = []


def positive(fn: Callable[[Gen91], Draft]) -> Callable[[Gen91], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{name}", tags)


# --- hand-written positives: HPC schedulers and queue reports ------------------------------------------


@positive
def _grid_engine_portal(g: Gen91) -> Draft:
    t = g.t(CET)
    sub = g.before(t, 30000, 90000)
    start = sub + timedelta(seconds=g.small(3000, 20000))
    end = start + timedelta(seconds=g.small(600, 5000))
    job = g.digits(7)
    return P(
        f"""{v("request_id", "Portal-Request: " + g.ulid(t))}
{v("datetime", "Rendered: " + rfc3339(t))}
Cluster: hydra (Grid Engine 8.1.9)
Queue policy: short.q <= 4 h, long.q <= 14 d

You are the research computing help desk assistant. Answer from the accounting record the user pastes
and the queue policy above.

User: Why did this job sit so long before it started? It's a 2-core job.

==============================================================
qname        long.q
hostname     node-c17.hydra.example
group        evolab
owner        mkowalski
jobname      phylo_bootstrap
jobnumber    {job}
qsub_time    {ctime(sub)}
start_time   {ctime(start)}
end_time     {ctime(end)}
slots        2
failed       0
exit_status  0
maxvmem      7.812G
Assistant:""",
        "hpc:grid-engine-portal",
        ["header_block", "ulid", "made_up_label", "pasted_qacct"],
    )


@positive
def _flux_queue_tool(g: Gen91) -> Draft:
    t = g.t()
    subs = [g.before(t, 600, 20000) for _ in range(3)]
    rows = [
        {
            "id": "f" + g.b62(11),
            "user": "lhan",
            "name": "md_equil",
            "nodes": 4,
            "submitted": rfc3339(subs[0]),
        },
        {"id": "f" + g.b62(11), "user": "lhan", "name": "md_prod", "nodes": 8, "submitted": rfc3339(subs[1])},
        {
            "id": "f" + g.b62(11),
            "user": "tobi",
            "name": "cryo_refine",
            "nodes": 2,
            "submitted": rfc3339(subs[2]),
        },
    ]
    snap = g.ksuid(t)
    body = flat(rows)
    return P(
        f"""You are QueueBuddy. Use the tool to look at the queue before answering. Think step by step.

Question: Which of my jobs (user lhan) is first in line for the gpu partition, and how long has it waited?
Thought: I should read the pending queue for the gpu partition.
Action: flux_pending[gpu]
Observation: {{"partition": "gpu", {v("run_id", '"snapshot": "' + snap + '",')} {v("datetime", '"taken_at": "' + js_iso(t) + '",')} "pending": {body}}}
Thought:""",
        "hpc:flux-tool",
        ["react", "tool_result", "single_line_json", "ksuid", "fetched_records_stay"],
    )


@positive
def _seff_llama(g: Gen91) -> Draft:
    t = g.t()
    job = g.digits(8)
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][t.month - 1]} {t.year}")}

You help researchers right-size their cluster jobs. Suggest concrete resource requests.<|eot_id|><|start_header_id|>user<|end_header_id|>

I asked for 64 GB and 16 cores. What should I ask for next time?

Job ID: {job}
Cluster: taiga
User/Group: rnuñez/genomics
State: COMPLETED (exit code 0)
Nodes: 1
Cores per node: 16
CPU Utilized: 05:12:44
CPU Efficiency: 19.87% of 1-02:11:12 core-walltime
Job Wall-clock time: 01:38:12
Memory Utilized: 9.41 GB
Memory Efficiency: 14.70% of 64.00 GB<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        "hpc:seff-llama3",
        ["llama3", "today_date", "cutoff_stays", "pasted_seff"],
    )


@positive
def _allocation_chatml(g: Gen91) -> Draft:
    t = g.t(CEST)
    return P(
        f"""<|im_start|>system
You are the allocation advisor for the university HPC service. Projects get a yearly allocation in
core-hours; warn when a project will run out before the period ends.
{v("session_id", "Session: " + g.nanoid())}
{v("datetime", "Current time: " + iso_space(t))}<|im_end|>
<|im_start|>user
Will we make it to the end of the period at this rate? Export below.

project,period_start,period_end,allocated_core_h,used_core_h,last_job_end
P2026-117,2026-01-01,2026-12-31,1500000,1122480,2026-09-02T21:14:09+02:00
<|im_end|>
<|im_start|>assistant
""",
        "hpc:allocation-chatml",
        ["chatml", "system_tail", "nanoid", "pasted_csv"],
    )


@positive
def _alert_relay_received(g: Gen91) -> Draft:
    t = g.t()
    fired = g.before(t, 60, 900)
    return P(
        f"""An alert from the cluster monitoring reached the ops assistant. Summarise it for the on-call
engineer in two sentences and say whether users are affected.

{v("delivery_id", "X-Relay-Delivery: " + g.uuid4())}
{v("datetime", "X-Relay-Received: " + http_date(t))}
X-Relay-Source: alertmanager-hpc
Content-Type: application/json

{{
  "status": "firing",
  "receiver": "hpc-oncall",
  "alerts": [
    {{
      "labels": {{"alertname": "LustreOSTFull", "ost": "scratch-OST0011", "severity": "critical"}},
      "annotations": {{"summary": "OST usage above 97%"}},
      "startsAt": "{rfc3339(fired, 3)}",
      "fingerprint": "{g.hex(16)}"
    }}
  ],
  "groupKey": "{{}}:{{alertname=\\"LustreOSTFull\\"}}"
}}
""",
        "hpc:alert-relay-received",
        ["delivery_envelope", "payload_stays", "near_miss"],
    )


@positive
def _qstat_german(g: Gen91) -> Draft:
    t = g.t(CET)
    a = g.before(t, 3600, 40000)
    b = g.before(t, 100, 3000)
    return P(
        f"""Du bist der Helpdesk-Assistent des Rechenzentrums. Antworte auf Deutsch und knapp.

{v("datetime", "Abfragezeitpunkt: " + dotted(t))}
Cluster: elbe (Grid Engine)

Nutzer: Mein Job hängt seit heute früh in der Warteschlange. Liegt das an mir oder am Cluster?

job-ID  prior   name       user     state submit/start at     queue  slots
--------------------------------------------------------------------------
{g.digits(6)} 0.55500 mapping_22 jschulz  qw    {a:%m/%d/%Y %H:%M:%S}           16
{g.digits(6)} 0.60142 assembly   akrause  r     {b:%m/%d/%Y %H:%M:%S} big.q@n041 64
""",
        "hpc:qstat-german",
        ["german", "fetch_time", "pasted_qstat"],
    )


@positive
def _japanese_hpc(g: Gen91) -> Draft:
    t = g.t(JST)
    sub = g.before(t, 2000, 30000)
    return P(
        f"""あなたは計算科学センターのヘルプデスクです。丁寧に日本語で答えてください。
{v("datetime", "現在日時：" + ja_dt(t))}
{v("request_id", "問い合わせID：" + g.ulid(t))}

利用者：次のジョブがずっと「Q」のままです。何が原因でしょうか。

ジョブID: {g.digits(7)}.sqd
ジョブ名: vasp_relax
投入日時: {ja_dt(sub)}
キュー: L-large
要求ノード数: 128
状態: Q
""",
        "hpc:japanese-queue",
        ["japanese", "ulid", "fullwidth_colon", "pasted_record"],
    )


@positive
def _motd_bracket(g: Gen91) -> Draft:
    t = g.t(CEST)
    return P(
        f"""[hpcbot {v("epoch", f"t={epoch_s(t)}")} src=motd site=bio-hpc]
A user asked about the maintenance notice below. Tell them plainly whether their weekend jobs will run.

Message of the day (login nodes):
  *** Scheduled maintenance: Tue 2026-04-07 06:00 -- Wed 2026-04-08 18:00 CEST ***
  Jobs whose walltime would overlap the window will stay pending (reason: ReqNodeNotAvail).
  Last updated 2026-03-30 11:02 by hpc-ops.

User: I submit a 72-hour job on Saturday morning, 4 April. Will it start?
Assistant:""",
        "hpc:motd-bracket",
        ["bracketed_kv", "epoch_s", "maintenance_notice_stays"],
    )


@positive
def _gpu_fairshare_asked(g: Gen91) -> Draft:
    t = g.t()
    job = g.digits(7)
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("request_id", "X-Request-Id: " + g.uuid7(t))}

System: You are the HPC support bot. Job ids the user quotes are theirs to ask about; look them up in the
pasted output only.

User: Job {job} has priority 0.0031 and my colleague's from the same group is at 0.4. Why?

JOBID    USER   ACCOUNT  FAIRSHARE  AGE     JOBSIZE  PRIORITY
{job}  ptran  mlgroup  0.0012     0.0019  0.0000   0.0031
{g.digits(7)}  sokoro mlgroup  0.3975     0.0025  0.0000   0.4000
Assistant:""",
        "hpc:fairshare-asked",
        ["traceparent", "uuid7", "id_in_question_stays"],
    )


# --- hand-written positives: electronic lab notebooks -------------------------------------------------


@positive
def _eln_pretty_meta(g: Gen91) -> Draft:
    t = g.t(CET)
    made = g.before(t, 86400 * 3, 86400 * 20)
    mod = made + timedelta(hours=g.small(1, 40))
    return P(
        f"""{{
  "meta": {{
    {v("request_id", '"request_id": "' + g.uuid7(t) + '",')}
    {v("datetime", '"generated_at": "' + rfc3339(t, 3) + '",')}
    "instance": "elab.chem.example"
  }},
  "entry": {{
    "id": {g.small(2000, 9000)},
    "elabid": "{made:%Y%m%d}-{g.hex(40)}",
    "title": "Suzuki coupling, batch 4",
    "created_at": "{made:%Y-%m-%d %H:%M:%S}",
    "modified_at": "{mod:%Y-%m-%d %H:%M:%S}",
    "body": "Pd(PPh3)4 5 mol%, K2CO3 2 eq, dioxane/water 4:1, 90 C, 16 h. TLC shows SM left."
  }}
}}

Suggest two things I could change to push this reaction to completion.""",
        "eln:pretty-json-meta",
        ["pretty_json", "uuid7", "record_dates_stay"],
    )


@positive
def _eln_witness_front(g: Gen91) -> Draft:
    t = g.t()
    made = g.before(t, 86400, 86400 * 9)
    return P(
        f"""---
desk: witness-assist
{v("datetime", "rendered_at: " + py_iso(t))}
{v("run_id", "run: " + g.ulid(t))}
locale: en-GB
---
You help scientists get notebook entries witnessed. Check the entry below for what a witness would need.

Created: {made:%d %b %Y %H:%M}
Author: Dr. Amara Osei
Project: PRJ-0448 CRISPR knock-in, HEK293
Entry: Transfected 3 wells with RNP + donor, 1:2 ratio. Plate map on bench sheet 14. GFP check at 48 h.
Signed: {made + timedelta(minutes=12):%d %b %Y %H:%M}

Is anything missing before I send it to a witness?""",
        "eln:witness-front-matter",
        ["front_matter", "ulid", "created_line_stays"],
    )


@positive
def _eln_french(g: Gen91) -> Draft:
    t = g.t(CEST)
    made = g.before(t, 7200, 86400 * 4)
    return P(
        f"""Tu es l'assistant du cahier de laboratoire électronique. Réponds en français.

Entrée collée par l'utilisatrice :
Horodatage : {made:%d/%m/%Y %H:%M:%S}
Expérience : Western blot anti-p53, lysats J3
Observation : bande attendue à 53 kDa très faible, fond élevé sur toute la membrane.
{v("datetime", "Horodatage de la requête : " + slashed(t))}
{v("session_id", "Session : " + g.b62(22))}

Que dois-je modifier dans le protocole pour réduire le bruit de fond ?""",
        "eln:french",
        ["french", "program_line_under_pasted_block", "base62"],
    )


@positive
def _eln_korean(g: Gen91) -> Draft:
    t = g.t(KST)
    made = g.before(t, 3600, 86400 * 2)
    return P(
        f"""당신은 연구실 전자연구노트 도우미입니다. 한국어로 답하세요.

사용자: 아래 노트에 서명 누락이 있는지 봐 주세요.

노트 번호: ELN-{made:%Y}-{g.digits(5)}
작성: {made:%Y-%m-%d %H:%M}
내용: 세포 계대 배양 P14 → P15, 1:6 분주, 마이코플라스마 검사 음성
서명: (없음)
{v("datetime", "요청 시각: " + ko_dt12(t))}""",
        "eln:korean",
        ["korean", "tail", "twelve_hour"],
    )


@positive
def _eln_benchling_received(g: Gen91) -> Draft:
    t = g.t()
    ev = g.before(t, 1, 20)
    sig = "v1," + g.b64url(32)
    return P(
        f"""You turn notebook events into one-line updates for the lab channel. The event below was just
delivered to our integration.

{v("delivery_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", f"webhook-timestamp: {epoch_s(t)}")}
{v("signature", "webhook-signature: " + sig)}

{{"version": "0", "id": "{g.uuid4()}", "detail-type": "v2.entity.registered", "time": "{js_iso(ev)}", "detail": {{"entity": {{"id": "seq_{g.b62(8)}", "name": "pUC19-GFP-K12", "registryId": "PLS{g.digits(4)}"}}}}}}

Write the update.""",
        "eln:benchling-received",
        ["standard_webhooks", "delivery_envelope", "payload_stays"],
    )


@positive
def _eln_audit_footer(g: Gen91) -> Draft:
    t = g.t(EDT)
    a = g.before(t, 86400, 86400 * 30)
    return P(
        f"""Review this notebook audit trail for anything an inspector would question under 21 CFR Part 11.

{a:%Y-%m-%d %H:%M:%S} EDT | jlee     | Entry created      | NB-22-0113
{a + timedelta(minutes=41):%Y-%m-%d %H:%M:%S} EDT | jlee     | Result edited      | Reason: transcription error
{a + timedelta(days=3, minutes=5):%Y-%m-%d %H:%M:%S} EDT | mgarcia  | Signed (review)    | Meaning: reviewed
{a + timedelta(days=3, minutes=9):%Y-%m-%d %H:%M:%S} EDT | jlee     | Result edited      | Reason: (blank)

--
{v("datetime", "prepared " + js_tostring(t, "Eastern Daylight Time"))}
{v("request_id", "req " + g.hex(20))}""",
        "eln:audit-footer",
        ["footer", "js_tostring", "pasted_audit_trail"],
    )


# --- hand-written positives: sequencers ------------------------------------------------------------------


@positive
def _illumina_xml_ctx(g: Gen91) -> Draft:
    t = g.t(CET)
    run = g.before(t, 86400, 86400 * 5)
    fc = "".join(g.pick(list("ABCDEFGHJKLMNPRSTVWXY0123456789")) for _ in range(7))
    return P(
        f"""<context site="genomics-core" {v("datetime", f'received="{py_str(t)}"')} {v("request_id", f'req="{g.hex(24)}"')} tz="Europe/Paris"/>
You check sequencing runs for the core. Explain the run configuration to a new staff member.

<?xml version="1.0"?>
<RunInfo Version="6">
  <Run Id="{run:%y%m%d}_A01742_0{g.small(100, 999)}_B{fc}DSX7" Number="{g.small(100, 999)}">
    <Flowcell>{fc}DSX7</Flowcell>
    <Instrument>A01742</Instrument>
    <Date>{windows_general(run)}</Date>
    <Reads>
      <Read Number="1" NumCycles="151" IsIndexedRead="N"/>
      <Read Number="2" NumCycles="10" IsIndexedRead="Y"/>
      <Read Number="3" NumCycles="10" IsIndexedRead="Y"/>
      <Read Number="4" NumCycles="151" IsIndexedRead="N"/>
    </Reads>
  </Run>
</RunInfo>

Answer:""",
        "seq:illumina-xml-ctx",
        ["xml_attributes", "py_str", "pasted_runinfo"],
    )


@positive
def _minknow_polled(g: Gen91) -> Draft:
    t = g.t()
    st = g.before(t, 3600, 60000)
    return P(
        f"""You watch nanopore runs for the lab and warn early when a flow cell is failing.

Run status {v("datetime", "polled at " + log4j_iso(t))} for this request:
protocol_run_id={g.uuid4()}
flow_cell_id=PAW{g.digits(5)}
started={rfc3339(st, 6)}
pores_available=1088
reads_passed=2.41M
estimated_bases=7.93 Gb

Is this run on track for 20 Gb by 72 hours?
Assistant:""",
        "seq:minknow-polled",
        ["phrase_with_preposition", "log4j", "fetched_record_stays"],
    )


@positive
def _seq_chinese(g: Gen91) -> Draft:
    t = g.t(CST8)
    st = g.before(t, 86400, 86400 * 3)
    return P(
        f"""{v("datetime", "当前时间：" + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("session_id", "会话ID：" + g.ksuid(t))}
你是测序平台的助手，请用中文回答。

用户：这次运行的Q30偏低，是不是文库的问题？
运行编号：{st:%y%m%d}_NB55{g.digits(4)}_{g.digits(4)}
开始时间：{st:%Y-%m-%d %H:%M}
Q30：71.3%
簇密度：318 K/mm²
""",
        "seq:chinese",
        ["chinese", "head", "ksuid"],
    )


@positive
def _seq_spanish(g: Gen91) -> Draft:
    t = g.t(CET)
    return P(
        f"""Eres el asistente de la unidad de genómica. Responde en español.
{v("datetime", "Fecha y hora de la consulta: " + slashed(t))}

Usuario: ¿Por qué falta la muestra M-07 en el informe? Esta es la hoja que envié:

muestra,índice_i7,índice_i5,recibida,concentración_ng_ul
M-05,ATTACTCG,TATAGCCT,2026-02-11,14.2
M-06,TCCGGAGA,ATAGAGGC,2026-02-11,9.8
M-07,CGCTCATT,ATAGAGGC,2026-02-12,0.4
""",
        "seq:spanish",
        ["spanish", "system_tail", "pasted_csv"],
    )


@positive
def _dorado_made_up_headers(g: Gen91) -> Draft:
    t = g.t()
    a = g.before(t, 3000, 9000)
    return P(
        f"""{v("token", "X-Trace-Token: " + g.b64url(24))}
{v("epoch", f"X-Sent-At: {epoch_ms(t)}")}
X-Client: seqdesk-cli/2.4.0

Basecalling died overnight. What went wrong?

[{a:%Y-%m-%d %H:%M:%S}.{g.small(100, 999)}] [info] > Creating basecall pipeline
[{a:%Y-%m-%d %H:%M:%S}.{g.small(100, 999)}] [info]  - set batch size for cuda:0 to 1472
[{(a + timedelta(hours=2)):%Y-%m-%d %H:%M:%S}.{g.small(100, 999)}] [error] CUDA out of memory. Tried to allocate 2.31 GiB
""",
        "seq:dorado-headers",
        ["made_up_headers", "epoch_ms", "pasted_log"],
    )


@positive
def _seq_core_email_near_miss(g: Gen91) -> Draft:
    t = g.t(EDT)
    sent = g.before(t, 86400, 86400 * 3)
    return P(
        f"""You are the sequencing core's inbox assistant. Draft a reply to the researcher.

{v("datetime", "Inbox synced: " + unix_date(t))}

Researcher's message:
From: Priya Nair <pnair@bio.example.edu>
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}.{epoch_s(sent)}@mail.bio.example.edu>
Subject: Submission SQ-2026-0391 - when will data be ready?

Hi, we dropped off 24 libraries on Tuesday for the NovaSeq S4 lane. Any idea when the FASTQs will be up?

Reply:""",
        "seq:core-email",
        ["near_miss", "unix_date", "pasted_email_stays"],
    )


# --- hand-written positives: mass spectrometry -----------------------------------------------------------


@positive
def _ms_mistral(g: Gen91) -> Draft:
    t = g.t()
    made = g.before(t, 86400, 86400 * 10)
    return P(
        f"""<s>[INST] You are a proteomics facility assistant.
{v("datetime", "Now: " + go_nano(t, g.small(1, 999)))}

Here is the raw file metadata. Was this acquired with the right method for a DIA study?

{{
  "FileName": "HeLa_DIA_250ng_03.raw",
  "CreationDate": "{rfc3339(made)}",
  "InstrumentModel": "Orbitrap Exploris 480",
  "SerialNumber": "MA{g.digits(5)}",
  "InstrumentMethod": "C:\\\\Methods\\\\DDA_top20_60min.meth",
  "ScanCount": 61842
}} [/INST]""",
        "ms:mistral",
        ["mistral", "go_nano", "pasted_json"],
    )


@positive
def _ms_fetch_sentence(g: Gen91) -> Draft:
    t = g.t(CEST)
    q = [g.before(t, 600 * k, 600 * k + 500) for k in range(1, 4)]
    return P(
        f"""You coordinate the metabolomics LC-MS queue.
{v("datetime", f"Queue fetched at {rfc3339(t)} for this request.")}
{v("request_id", "Fetch-Id: fx_" + g.b62(16))}

Position | Sample          | Submitted by | Queued at
1        | PLASMA_QC_01    | hzhou        | {q[2]:%Y-%m-%d %H:%M}
2        | URINE_B12_S07   | kbauer       | {q[1]:%Y-%m-%d %H:%M}
3        | CELLS_T0_R3     | hzhou        | {q[0]:%Y-%m-%d %H:%M}

User: Can my urine batch jump the QC sample? It's time-sensitive.
Assistant:""",
        "ms:fetch-sentence",
        ["templated_sentence_whole_line", "fetch_id", "queue_stays"],
    )


@positive
def _ms_russian(g: Gen91) -> Draft:
    t = g.t(MSK)
    made = g.before(t, 86400, 86400 * 4)
    return P(
        f"""Ты ассистент лаборатории масс-спектрометрии. Отвечай по-русски.
{v("datetime", "Текущее время сервера: " + ru_dt(t))}

Пользователь: Почему в этом измерении так мало идентификаций?

<измерение файл="Lys_{made:%y%m%d}_05.raw" дата="{made:%Y-%m-%dT%H:%M:%S}" прибор="timsTOF Pro 2">
  <пептиды>4120</пептиды>
  <белки>812</белки>
  <давление_ЖХ>расхождение 40 бар</давление_ЖХ>
</измерение>
""",
        "ms:russian",
        ["russian", "system_tail", "pasted_xml_cyrillic"],
    )


@positive
def _ms_json_single(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""{{"app": "msq-helper", {v("request_id", f'"rid": "{g.uuid7(t)}",')} {v("epoch", f'"ts": {epoch_ms(t)},')} "tenant": "biochem-core"}}
You explain mass-spectrometry results to biologists in plain words.

User: The report says "FDR 1% at PSM level, 412 proteins, 37 missing values in >50% of samples".
What does that mean for my knockdown comparison?
Assistant:""",
        "ms:json-single",
        ["single_line_json", "uuid7", "epoch_ms"],
    )


# --- hand-written positives: microscopy ------------------------------------------------------------------


@positive
def _aperio_viewer(g: Gen91) -> Draft:
    t = g.t(EDT)
    scan = g.before(t, 86400 * 2, 86400 * 40)
    return P(
        f"""{v("session_id", "Viewer-Session: " + g.uuid4())}
{v("datetime", "Opened: " + windows_general(t))}
Viewer: SlideDesk 5.2

You help pathology researchers check slide scan metadata. The user pasted the TIFF ImageDescription.

Aperio Image Library v12.0.15 |46000x32914 [0,100 46000x32814] (240x240) JPEG/RGB Q=70|AppMag = 40|StripeWidth = 1000|ScanScope ID = SS{g.digits(5)}|Filename = {g.digits(6)}|Date = {scan:%m/%d/%y}|Time = {scan:%H:%M:%S}|Time Zone = GMT-04:00|User = {g.uuid4()}|MPP = 0.2525|Focus Offset = 0.000000

Was this scanned at 40x, and when?
Assistant:""",
        "micro:aperio-viewer",
        ["header_block", "windows_general", "pasted_image_description"],
    )


@positive
def _confocal_comment(g: Gen91) -> Draft:
    t = g.t()
    acq = g.before(t, 86400, 86400 * 6)
    return P(
        f"""{v("datetime", "<!-- page-served: " + rfc2822(t) + " -->")}
<h3>Imaging assistant</h3>
You answer questions about confocal acquisition settings.

The user pasted this from the metadata panel:
  Acquisition date: {acq:%Y-%m-%d %H:%M:%S}
  Objective: HC PL APO 63x/1.40 OIL
  Pinhole: 1.00 AU
  Pixel size: 0.090 um
  Z-step: 0.30 um
  Laser 488: 2.1 %

Is my z-step right for Nyquist with this objective?""",
        "micro:confocal-html-comment",
        ["html_comment", "rfc2822", "acquisition_date_stays"],
    )


@positive
def _micro_italian(g: Gen91) -> Draft:
    t = g.t(CET)
    made = g.before(t, 86400, 86400 * 15)
    return P(
        f"""Sei l'assistente della piattaforma di microscopia. Rispondi in italiano.
{v("datetime", f"Data e ora attuali: {t.day} {IT_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}")}

Utente: Queste immagini ND2 hanno una dimensione del pixel strana. Perché?

Capture date: {made:%d/%m/%Y  %H:%M:%S}
Objective: Plan Apo λ 20x
Camera: Andor Zyla 4.2
Calibration: 0.650 µm/px (binning 2x2)
""",
        "micro:italian",
        ["italian", "system_tail", "pasted_metadata"],
    )


@positive
def _micro_polish(g: Gen91) -> Draft:
    t = g.t(CEST)
    return P(
        f"""{v("datetime", "Znacznik czasu żądania: " + iso_space(t))}
{v("request_id", "ID żądania: " + g.hex(32))}
Jesteś asystentem pracowni mikroskopii elektronowej. Odpowiadaj po polsku.

Użytkownik: Rezerwacja SEM na czwartek — czy zdążę przygotować próbki napylone złotem, jeśli napylarka
jest zajęta do 14:00?
""",
        "micro:polish",
        ["polish", "head", "hex_request_id"],
    )


# --- hand-written positives: samples and freezers --------------------------------------------------------


@positive
def _freezer_chat_relay(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""A message arrived from the lab chat relay. Answer the question using the freezer map only.

relay:
  integration: freezer-bot
  token: {g.b62(24)}
  {v("message_id", "message_id: " + str(g.small(100000, 999999)))}
  {v("epoch", f"timestamp: {epoch_ms(t)}")}
  sender: ikaur
  text: where did the BL21 glycerol stocks from box 7 end up?

Freezer map (F3, -80):
  Rack A shelf 2: boxes 1-6 (competent cells)
  Rack B shelf 1: box 7 moved 2026-02-18 -> F5 rack C shelf 3 (J. Park)
Assistant:""",
        "samples:chat-relay",
        ["yaml_nested", "delivery_envelope", "stable_token_stays"],
    )


@positive
def _freezer_xml_element(g: Gen91) -> Draft:
    t = g.t(CET)
    moved = g.before(t, 86400, 86400 * 60)
    return P(
        f"""<lookup source="sample-tracker">
  {v("datetime", "<fetched>" + rfc3339(t, 3) + "</fetched>")}
  <tube barcode="FR{g.digits(10)}" type="2D Matrix 0.5 ml"/>
  <location freezer="F-80-04" rack="R6" box="B22" position="H11"/>
  <moved at="{rfc3339(moved)}" by="lwagner"/>
</lookup>

User: The tube with this barcode isn't where the tracker says. When was it last moved and by whom?
Assistant:""",
        "samples:xml-element",
        ["xml_element", "fetched_record_stays", "near_miss_attribute"],
    )


@positive
def _samples_hindi(g: Gen91) -> Draft:
    t = g.t(IST)
    return P(
        f"""आप नमूना प्रबंधन सहायक हैं। हिंदी में उत्तर दें।
{v("datetime", "अनुरोध का समय: " + f"{t:%d-%m-%Y %H:%M:%S}")}

उपयोगकर्ता: इन नमूनों में से कौन-से 30 दिन से ज़्यादा पुराने हैं?
नमूना,संग्रह तिथि,स्थान
S-101,2026-01-04,F2-R1-B3
S-102,2026-02-19,F2-R1-B3
S-103,2026-03-01,F2-R2-B1
""",
        "samples:hindi",
        ["hindi", "system_tail", "pasted_csv"],
    )


@positive
def _samples_dutch(g: Gen91) -> Draft:
    t = g.t(CEST)
    return P(
        f"""{v("datetime", "Opgevraagd op: " + dotted(t))}
{v("request_id", "Verzoek-ID: " + g.uuid4())}
Je bent de assistent van de biobank. Antwoord in het Nederlands.

Gebruiker: Mag ik deze monsters vrijgeven voor het project van de kindergeneeskunde?
Monster  Afname      Toestemming     Bewaartermijn
BB-7781  2025-11-03  breed, ja       2040-11-03
BB-7782  2025-11-03  alleen eigen    2030-11-03
""",
        "samples:dutch",
        ["dutch", "head", "pasted_table"],
    )


@positive
def _samples_as_of(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""{v("epoch", f"X-Clock-Us: {epoch_us(t)}")}

You manage cold storage capacity for the institute.
Capacity {v("datetime", "as of " + py_logging(t))} for this request:
| Freezer | Model        | Boxes used | Boxes free |
| F-80-01 | Thermo TSX   | 94         | 6          |
| F-80-02 | PHCbi VIP    | 71         | 29         |
| F-150-1 | Panasonic    | 40         | 0          |

User: I need to store 12 boxes of patient PBMCs for the next two years. Where should they go?
Assistant:""",
        "samples:as-of",
        ["made_up_header", "epoch_us", "phrase_with_preposition"],
    )


# --- hand-written positives: data management plans -------------------------------------------------------


@positive
def _dmp_sentence_inline(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""You help researchers write data management plans for the national funder. {v("date", f"Today is {long_date(t)}.")} Plans are reviewed against the funder's 2025 template.

The DMP draft I am revising was created on 2026-01-12 and last edited 2026-02-03. Section 4 (storage) says "data will be kept on a laptop and backed up monthly". Rewrite section 4 so it would pass review.
Assistant:""",
        "dmp:sentence-inline",
        ["templated_sentence_inline", "long_date", "document_dates_stay"],
    )


@positive
def _dmp_lint_json(g: Gen91) -> Draft:
    t = g.t()
    made = g.before(t, 86400 * 30, 86400 * 200)
    mod = made + timedelta(days=g.small(1, 20))
    return P(
        f"""{{"tool": "dmp-lint", {v("run_id", f'"run": "{g.uuid7(t)}",')} {v("datetime", f'"at": "{rfc3339(t)}",')} "schema": "RDA-DMP 1.1"}}
Check the plan below for missing required fields and answer with a list.

{{
  "dmp": {{
    "title": "Soil microbiome time series, Alpine transect",
    "created": "{rfc3339(made)}",
    "modified": "{rfc3339(mod)}",
    "dmp_id": {{"identifier": "https://doi.org/10.48321/D1{g.b62(6).upper()}", "type": "doi"}},
    "contact": {{"name": "F. Moretti", "mbox": "fmoretti@unibz.example"}},
    "dataset": [{{"title": "16S amplicons", "issued": "2027-06-30"}}]
  }}
}}""",
        "dmp:lint-json",
        ["single_line_json", "uuid7", "pasted_madmp_stays"],
    )


@positive
def _dmp_swedish(g: Gen91) -> Draft:
    t = g.t(CET)
    return P(
        f"""Du är datahanteringsstödet vid universitetsbiblioteket. Svara på svenska.

Användare: Måste vi ha en datahanteringsplan för ett projekt som startar 1 september och bara använder
öppna data?
{v("datetime", f"Aktuell tid: {t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M.%S}")}""",
        "dmp:swedish",
        ["swedish", "after_user", "localized_month"],
    )


@positive
def _dmp_portuguese(g: Gen91) -> Draft:
    t = g.t(BRT)
    return P(
        f"""{v("date", f"Hoje: {t:%d/%m/%Y}")}
{v("session_id", "Sessão: " + g.b64url(16))}
Você ajuda pesquisadores a preencher o plano de gestão de dados da FAPESP. Responda em português.

Pesquisador: O prazo de embargo dos dados pode passar de dois anos após a publicação?
""",
        "dmp:portuguese",
        ["portuguese", "head", "base64url"],
    )


# --- hand-written positives: grant reporting -------------------------------------------------------------


@positive
def _rppr_table(g: Gen91) -> Draft:
    t = g.t(EDT)
    return P(
        f"""| Field    | Value |
|----------|-------|
{v("session_id", f"| Session  | {g.hex(24)} |")}
{v("datetime", f"| Opened   | {rfc2822(t)} |")}
| Award    | R01-GM{g.digits(6)} |
| Period   | 2025-09-01 to 2026-08-31 |

You help draft annual progress reports. Use the accomplishments the PI pasted.

PI: Aim 2 is delayed because the cryostat broke in November (repaired 2026-01-20). We finished 14 of 30
planned sections. Write the "Accomplishments" paragraph for Aim 2.
Assistant:""",
        "grant:rppr-table",
        ["markdown_table", "rfc2822", "award_and_period_stay"],
    )


@positive
def _erc_report_today(g: Gen91) -> Draft:
    t = g.t(CET)
    return P(
        f"""Draft the cover page of the periodic report. Put today's date on it as given.
{v("date", f"Report date (today): {t.day} {['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][t.month - 1]} {t.year}")}
Project: 101{g.digits(6)} TIDEPOOL
Reporting period: 1 March 2025 - 31 August 2026
Coordinator: Universidad de Cádiz

Cover page:""",
        "grant:erc-cover",
        ["today_into_artefact", "ascii_cue", "period_stays"],
    )


@positive
def _grant_turkish(g: Gen91) -> Draft:
    t = g.t(TRT)
    return P(
        f"""Sen TÜBİTAK proje raporlarında yardımcı olan asistansın. Türkçe cevap ver.
{v("datetime", "İstek zamanı: " + dotted(t))}
{v("request_id", "İstek kimliği: " + g.ulid(t).lower())}

Kullanıcı: Ara rapor dönemindeki harcamalar aşağıda. Makine-teçhizat kaleminde aşım var mı?
Kalem              Bütçe (TL)   Harcanan (TL)   Son fatura
Makine-teçhizat    420.000      436.250         2026-02-27
Sarf malzeme       180.000      96.410          2026-03-03
""",
        "grant:turkish",
        ["turkish", "lower_ulid", "pasted_table"],
    )


@positive
def _grant_arabic(g: Gen91) -> Draft:
    t = g.t(TRT)
    return P(
        f"""أنت مساعد مكتب دعم البحث العلمي. أجب بالعربية.

المستخدم: متى يجب تقديم التقرير المالي الثاني إذا بدأ المشروع في ٢٠٢٥/١٠/٠١ والتقارير كل ستة أشهر؟
{v("datetime", "تاريخ ووقت اليوم: " + ar_dt(t))}""",
        "grant:arabic",
        ["arabic", "arabic_indic_digits", "after_user"],
    )


# --- hand-written positives: reproducibility reviews -----------------------------------------------------


@positive
def _artifact_eval_jwt(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""{v("token", "Authorization: Bearer " + g.jwt(t, "reviewer-22"))}
{v("epoch", f"X-Client-Time: {epoch_ms(t)}")}
X-Api-Version: 2025-11-01

You assist artifact-evaluation reviewers. Be specific about what to rerun.

Reviewer: The README says results in Table 3 take "about 2 h" on 8 cores. My rerun log:
  [10:02:11] make data   ok   (4m12s)
  [10:06:23] make train  ok   (1h51m)
  [11:57:40] make eval   FAIL (KeyError: 'seed_17')
Which badge can I still award?
Assistant:""",
        "repro:artifact-eval-jwt",
        ["jwt", "epoch_ms", "api_version_stays"],
    )


@positive
def _rerun_service_near_miss(g: Gen91) -> Draft:
    t = g.t()
    orig = g.before(t, 86400 * 20, 86400 * 200)
    job = g.uuid4()
    return P(
        f"""You are the reproducibility service's assistant. The user asks about an earlier run they
quote; the rerun fields are ours.

{v("datetime", "Rerun triggered: " + rfc3339(t, 6))}
{v("token", "Rerun-Token: " + g.nanoid())}

User: Original run {job} ({orig:%Y-%m-%d}) produced AUC 0.912; today's rerun gives 0.897.
Same commit 3e1c9a7, same container digest. Is that within noise, or did something change?
Assistant:""",
        "repro:rerun-near-miss",
        ["near_miss", "run_id_in_question_stays", "nanoid"],
    )


@positive
def _repro_greek(g: Gen91) -> Draft:
    t = g.t(timezone(timedelta(hours=2), "EET"))
    return P(
        f"""Είσαι βοηθός ελέγχου αναπαραγωγιμότητας. Απάντησε στα ελληνικά.
{v("datetime", "Ώρα αιτήματος: " + dotted(t))}

Χρήστης: Ο κώδικας τρέχει σε Python 3.9 αλλά το requirements.txt ζητάει numpy 2.1. Μπορεί να
αναπαραχθεί το άρθρο χωρίς αλλαγές;
""",
        "repro:greek",
        ["greek", "system_tail"],
    )


@positive
def _repro_hebrew(g: Gen91) -> Draft:
    t = g.t(IDT)
    return P(
        f"""{v("datetime", "חותמת זמן: " + rfc3339(t))}
{v("session_id", "מזהה הפעלה: " + g.objectid(t))}
אתה עוזר לבדיקת שחזוריות של מחקרים. ענה בעברית.

משתמש: הגרף באיור 2 לא יוצא זהה כשאני מריץ את המחברת. מה לבדוק קודם?
""",
        "repro:hebrew",
        ["hebrew", "head", "objectid"],
    )


@positive
def _repro_thai(g: Gen91) -> Draft:
    t = g.t(ICT)
    return P(
        f"""คุณคือผู้ช่วยตรวจสอบการทำซ้ำผลการวิจัย ตอบเป็นภาษาไทย

ผู้ใช้: ผลการรันซ้ำต่างจากตารางในบทความ 0.4% ถือว่ายอมรับได้ไหม
{v("datetime", "วันที่และเวลาปัจจุบัน: " + th_dt(t))}""",
        "repro:thai",
        ["thai", "buddhist_era", "after_user"],
    )


@positive
def _repro_vietnamese(g: Gen91) -> Draft:
    t = g.t(ICT)
    return P(
        f"""[ctx app=repro-desk {v("request_id", "rq=" + g.b62(20))} {v("datetime", f"at={t:%Y%m%dT%H%M%S}")} lang=vi]
Bạn là trợ lý kiểm tra tính tái lập. Trả lời bằng tiếng Việt.

Người dùng: Notebook của tôi dùng random seed 42 nhưng mỗi lần chạy vẫn ra kết quả khác. Tại sao?
""",
        "repro:vietnamese",
        ["vietnamese", "bracketed_kv", "iso_basic"],
    )


@positive
def _repro_czech(g: Gen91) -> Draft:
    t = g.t(CET)
    return P(
        f"""Jsi asistent pro kontrolu reprodukovatelnosti. Odpovídej česky.

Uživatel: Recenzent chce, abychom zveřejnili i surová data z přístroje. Co stačí uložit do Zenoda?

--
{v("datetime", "Aktuální čas: " + dotted(t))}
{v("request_id", "Požadavek: " + g.uuid7(t))}""",
        "repro:czech",
        ["czech", "footer", "uuid7"],
    )


@positive
def _repro_agent_scaffold(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""## Agent: ReproChecker
## Goal: decide whether the submitted capsule reproduces Figure 4
{v("run_id", "## step-id: " + g.ksuid(t))}
{v("datetime", "## clock: " + ctime(t))}

### Capsule manifest (submitted by the authors)
environment: rocker/r-ver:4.3.2
entrypoint: run.sh
created: 2025-12-02T08:41:55Z
last_successful_run: 2026-01-15T17:02:31Z

### Task
List the steps you would take, in order.
Thought:""",
        "repro:agent-scaffold",
        ["agent_scaffold", "ksuid", "ctime", "manifest_dates_stay"],
    )


@positive
def _qpcr_gemma_like_system(g: Gen91) -> Draft:
    t = g.t(AEST)
    run_end = g.before(t, 3600, 86400 * 2)
    return P(
        f"""You interpret qPCR exports for the molecular biology teaching lab.
{v("datetime", "Local time now: " + sk_now(t))}

* Experiment Name = RT-qPCR_GAPDH_ACTB_week6
* Experiment Run End Time = {run_end:%Y-%m-%d %H:%M:%S} AEST
* Instrument Type = QuantStudio 5
* Instrument Serial Number = 2725{g.digits(5)}
Well  Sample   Target  CT
A1    NTC      GAPDH   Undetermined
A2    cDNA-1   GAPDH   18.42
A3    cDNA-1   ACTB    17.96
A4    RT-minus GAPDH   31.07

Student: Is the RT-minus result a problem?
Assistant:""",
        "lab:qpcr-sk-now",
        ["semantic_kernel_now", "pasted_export_header_stays"],
    )


@positive
def _fcs_iso_week(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""You plan flow cytometry sorter time. Weeks are ISO weeks.
{v("date", "Current week: " + iso_week(t))}

The user pasted the sorter's FCS keywords from last week's sort:
$DATE 12-MAR-2026
$BTIM 09:14:22
$ETIM 11:47:05
$CYT FACSAria Fusion
GUID {g.uuid4()}

User: That sort took 2.5 h. If I book the same panel in week 14, which days are still free?
Assistant:""",
        "lab:fcs-iso-week",
        ["iso_week", "pasted_fcs_keywords_stay"],
    )


@positive
def _dmp_welsh_and_sample_question(g: Gen91) -> Draft:
    t = g.t()
    return P(
        f"""Rwyt ti'n cynorthwyo ymchwilwyr gyda'u cynlluniau rheoli data. Ateba yn Gymraeg.
{v("datetime", "Amser y cais: " + iso_space(t))}

Defnyddiwr: Oes rhaid i mi gadw'r data crai am ddeng mlynedd ar ôl diwedd y prosiect?
""",
        "dmp:welsh",
        ["welsh", "system_tail"],
    )


# --- negatives: pasted records ---------------------------------------------------------------------------

Block = tuple[str, list[str], str, str, str]


def blocks_en(g: Gen91) -> list[Block]:
    """Pasted records in English: (name, tags, block, question, lead-in)."""
    t0 = g.t(CET)
    t1 = g.t()
    t2 = g.t(EDT)
    t4 = g.t(CEST)
    out: list[Block] = []
    sub = g.before(t0, 3000, 9000)
    out.append(
        (
            "qacct-record",
            ["grid_engine", "qacct", "ctime"],
            f"""qname        gpu.q
hostname     gpu-n05.cluster.example
owner        dvelasquez
jobname      alphafold_batch3
jobnumber    {g.digits(7)}
qsub_time    {ctime(sub)}
start_time   {ctime(sub + timedelta(seconds=5411))}
end_time     {ctime(sub + timedelta(seconds=31877))}
exit_status  137
maxvmem      118.2G""",
            "Did this job get killed for memory, and how long did it run?",
            "Here is the accounting record",
        )
    )
    j = [g.digits(6) for _ in range(3)]
    out.append(
        (
            "flux-jobs",
            ["flux", "queue_listing", "relative_time"],
            f"""       JOBID USER     NAME       ST NTASKS NNODES     TIME INFO
    ƒ{g.b62(8)} kadeyemi lammps_npt  R     512     16   3.204h node[101-116]
    ƒ{g.b62(8)} kadeyemi lammps_nvt  S     512     16        - priority
    ƒ{g.b62(8)} ychen    gromacs_fe PD     64      2        - depends on ƒ{g.b62(8)}""",
            "Why is my second LAMMPS job in state S and not running?",
            "This is what `flux jobs` returned",
        )
    )
    out.append(
        (
            "seff-output",
            ["slurm", "seff", "efficiency"],
            f"""Job ID: {j[0]}
Array Job ID: {j[1]}_17
Cluster: atlas
State: OUT_OF_MEMORY (exit code 0)
Cores: 8
CPU Utilized: 03:41:09
CPU Efficiency: 46.12% of 08:00:16 core-walltime
Job Wall-clock time: 01:00:02
Memory Utilized: 31.87 GB
Memory Efficiency: 99.59% of 32.00 GB""",
            "How much memory should I request for the rest of the array?",
            "My colleague sent this",
        )
    )
    out.append(
        (
            "coldfront-usage-csv",
            ["allocation", "csv", "dates"],
            f"""allocation_id,project,resource,start_date,end_date,su_allocated,su_used,updated
{g.small(1000, 9999)},Ocean eddies,GPU A100,2026-01-01,2026-12-31,40000,38122,{rfc3339(g.before(t1, 3600, 86400))}
{g.small(1000, 9999)},Ocean eddies,CPU,2026-01-01,2026-12-31,2000000,410233,{rfc3339(g.before(t1, 3600, 86400))}""",
            "Which allocation should I ask to extend, and by how much, if we keep the current pace?",
            "Below is what the allocation portal exported",
        )
    )
    fired = g.before(t1, 300, 5000)
    out.append(
        (
            "alertmanager-pasted",
            ["alertmanager", "webhook_pasted", "debug"],
            pretty(
                {
                    "receiver": "hpc-slack",
                    "status": "resolved",
                    "alerts": [
                        {
                            "status": "resolved",
                            "labels": {"alertname": "NodeDown", "instance": "cn0412:9100"},
                            "startsAt": rfc3339(fired, 3),
                            "endsAt": rfc3339(fired + timedelta(minutes=7), 3),
                            "fingerprint": g.hex(16),
                        }
                    ],
                    "groupKey": '{}:{alertname="NodeDown"}',
                    "truncatedAlerts": 0,
                }
            ),
            "Our Slack got a 'resolved' without ever getting the 'firing'. Is something wrong with this payload?",
            "The receiver logged this webhook body",
        )
    )
    run = g.before(t0, 86400, 86400 * 10)
    fc, inst = "000000000-L" + g.b62(4).upper(), "M0" + g.digits(4)
    out.append(
        (
            "runinfo-xml",
            ["illumina", "xml", "run_date"],
            f"""<RunInfo Version="5">
  <Run Id="{run:%y%m%d}_{inst}_0{g.small(100, 999)}_{fc}" Number="{g.small(10, 999)}">
    <Flowcell>{fc}</Flowcell>
    <Instrument>{inst}</Instrument>
    <Date>{run:%y%m%d}</Date>
    <Reads><Read Number="1" NumCycles="301" IsIndexedRead="N"/><Read Number="2" NumCycles="8" IsIndexedRead="Y"/></Reads>
  </Run>
</RunInfo>""",
            "Is this a single-end or paired-end run, and when was it?",
            "RunInfo.xml from the MiSeq",
        )
    )
    st = g.before(t4, 86400, 86400 * 3)
    out.append(
        (
            "final-summary",
            ["nanopore", "key_value", "uuid"],
            f"""instrument=GXB0{g.digits(4)}
position=X3
flow_cell_id=FAX{g.digits(5)}
sample_id=soil_meta_07
protocol_group_id=soil_meta_run2
protocol_run_id={g.uuid4()}
acquisition_run_id={g.hex(40)}
started={rfc3339(st, 6)}
acquisition_stopped={rfc3339(st + timedelta(hours=71, minutes=58), 6)}
processing_stopped={rfc3339(st + timedelta(hours=72, minutes=3), 6)}
basecalling_enabled=1
pod5_files_in_final_dest=1842""",
            "Did the run stop early or run the full 72 hours?",
            "final_summary.txt from the run folder",
        )
    )
    made = g.before(t1, 86400, 86400 * 30)
    out.append(
        (
            "raw-metadata-json",
            ["thermo", "json", "creation_date"],
            pretty(
                {
                    "FileName": "QC_HeLa_200ng_2026w11.raw",
                    "CreationDate": js_iso(made),
                    "InstrumentModel": "Q Exactive HF-X",
                    "SerialNumber": f"Exactive Series slot #{g.digits(4)}",
                    "SoftwareVersion": "2.11-SP1",
                    "ScanCount": 53310,
                    "Ms1Count": 7411,
                    "Ms2Count": 45899,
                    "MassResolution": "60000",
                }
            ),
            "Compared with last month's QC, is an MS2 count of 45,899 low?",
            "The QC file's metadata",
        )
    )
    out.append(
        (
            "mztab-header",
            ["mztab", "tsv", "dates"],
            f"""MTD\tmzTab-version\t1.0.0
MTD\tmzTab-mode\tSummary
MTD\tdescription\tTMT 16-plex, fraction pool 3, searched {g.before(t0, 86400, 86400 * 5):%Y-%m-%d}
MTD\tms_run[1]-location\tfile:///data/raw/TMT16_F3_{g.before(t0, 86400 * 6, 86400 * 9):%Y%m%d}.raw
MTD\tsoftware[1]\t[MS, MS:1001583, MaxQuant, 2.4.14.0]
MTD\tfixed_mod[1]\t[UNIMOD, UNIMOD:737, TMTpro, ]""",
            "Which search engine and version produced this file?",
            "Top of the mzTab",
        )
    )
    scan = g.before(t2, 86400 * 5, 86400 * 50)
    out.append(
        (
            "aperio-description",
            ["aperio", "pipe_separated", "scan_time"],
            f"Aperio Image Library v12.0.5 |53120x41216 (256x256) J2K/YUV16 Q=70|AppMag = 20|Date = {scan:%m/%d/%y}|Time = {scan:%H:%M:%S}|Time Zone = GMT-05:00|ScanScope ID = SS{g.digits(4)}|MPP = 0.4990|User = {g.uuid4()}",
            "Was this slide scanned at 20x or 40x?",
            "ImageDescription tag of the SVS",
        )
    )
    acq = g.before(t0, 86400, 86400 * 20)
    out.append(
        (
            "lasx-xml",
            ["leica", "xml", "start_time"],
            f"""<Attachment Name="HardwareSetting">
  <ATLConfocalSettingDefinition Magnification="63" NumericalAperture="1.40" Pinhole="9.5e-005"
      StartTime="{acq:%m/%d/%Y %I:%M:%S %p}" ScanSpeed="400" LineAverage="3" Zoom="2.5"/>
  <TimeStampList NumberOfTimeStamps="3">{g.hex(16)} {g.hex(16)} {g.hex(16)}</TimeStampList>
</Attachment>""",
            "What was the pixel dwell setup here (speed and averaging)?",
            "From the .lif metadata",
        )
    )
    out.append(
        (
            "freezer-move-csv",
            ["freezer", "csv", "timestamps"],
            f"""timestamp,user,barcode,from,to
{rfc3339(g.before(t4, 86400 * 3, 86400 * 4))},amiller,FR{g.digits(10)},F-80-02/R3/B11/A4,F-80-05/R1/B02/C7
{rfc3339(g.before(t4, 86400 * 2, 86400 * 3))},amiller,FR{g.digits(10)},F-80-02/R3/B11/A5,F-80-05/R1/B02/C8
{rfc3339(g.before(t4, 86400, 86400 * 2))},tgreen,FR{g.digits(10)},F-80-05/R1/B02/C7,CHECKED OUT""",
            "Where is the first tube now, and who has it?",
            "Move log from the sample tracker",
        )
    )
    door = g.before(t1, 3600, 86400)
    out.append(
        (
            "freezer-event-nested",
            ["freezer_monitoring", "nested_json", "event_ids"],
            pretty(
                {
                    "event": {
                        "id": g.uuid7(door),
                        "type": "door_open",
                        "created_at": rfc3339(door, 3),
                        "device": {"serial": f"TSX{g.digits(7)}", "name": "F-80-03"},
                        "readings": {"temp_c": -61.4, "duration_s": 412},
                    },
                    "delivered_at": rfc3339(door + timedelta(seconds=2), 3),
                    "attempt": 1,
                }
            ),
            "Is a 7-minute door opening at -61 C a risk for our RNA samples?",
            "The monitoring system sent this",
        )
    )
    made = g.before(t4, 86400 * 2, 86400 * 15)
    out.append(
        (
            "elabftw-entry",
            ["eln", "json", "elabid"],
            pretty(
                {
                    "id": g.small(1000, 9999),
                    "elabid": f"{made:%Y%m%d}-{g.hex(40)}",
                    "date": f"{made:%Y-%m-%d}",
                    "created_at": f"{made:%Y-%m-%d %H:%M:%S}",
                    "modified_at": f"{made + timedelta(hours=30):%Y-%m-%d %H:%M:%S}",
                    "title": "Mini-prep pET28-SUMO clones 1-6",
                    "locked": 0,
                    "category": "Molecular biology",
                }
            ),
            "Can you turn this into a short methods paragraph?",
            "Here is the export from eLabFTW",
        )
    )
    ev = g.before(t1, 600, 86400)
    out.append(
        (
            "benchling-webhook-pasted",
            ["standard_webhooks", "pasted_to_debug"],
            f"""POST /hooks/benchling HTTP/1.1
webhook-id: msg_{g.b62(27)}
webhook-timestamp: {epoch_s(ev)}
webhook-signature: v1,{g.b64url(32)}
content-type: application/json

{{"version":"0","id":"{g.uuid4()}","detail-type":"v2.request.created","time":"{js_iso(ev)}","detail":{{"request":{{"id":"req_{g.b62(8)}"}}}}}}""",
            "Our handler rejects this with 'timestamp too old'. We replayed it from the log an hour later. Is that why?",
            "This is the delivery we captured",
        )
    )
    sig = g.before(t2, 86400 * 3, 86400 * 20)
    out.append(
        (
            "eln-signing-table",
            ["eln", "markdown_table", "signatures"],
            f"""| Entry      | Signed by | Signed at           | Witness  | Witnessed at        |
|------------|-----------|---------------------|----------|---------------------|
| NB-14-0221 | rpatel    | {sig:%Y-%m-%d %H:%M:%S} | kwong    | {sig + timedelta(days=2):%Y-%m-%d %H:%M:%S} |
| NB-14-0222 | rpatel    | {sig + timedelta(hours=3):%Y-%m-%d %H:%M:%S} | (none)   |                     |""",
            "Which entries still need a witness, and is any past our 30-day rule?",
            "Signing status",
        )
    )
    made = g.before(t4, 86400 * 60, 86400 * 300)
    out.append(
        (
            "madmp-json",
            ["dmp", "madmp", "nested_json"],
            pretty(
                {
                    "dmp": {
                        "title": "Coastal sediment cores 2026",
                        "created": rfc3339(made),
                        "modified": rfc3339(made + timedelta(days=41)),
                        "dmp_id": {
                            "identifier": f"https://doi.org/10.48321/D1{g.b62(6).upper()}",
                            "type": "doi",
                        },
                        "project": [{"title": "SEDCORE", "start": "2026-02-01", "end": "2029-01-31"}],
                        "dataset": [
                            {
                                "title": "Grain size",
                                "distribution": [
                                    {
                                        "available_until": "2039-12-31",
                                        "license": [
                                            {
                                                "license_ref": "https://creativecommons.org/licenses/by/4.0/",
                                                "start_date": "2029-02-01",
                                            }
                                        ],
                                    }
                                ],
                            }
                        ],
                    }
                }
            ),
            "Is the licence start date consistent with the project end?",
            "Our machine-actionable DMP",
        )
    )
    out.append(
        (
            "grant-budget-csv",
            ["grant", "csv", "periods"],
            """period,start,end,personnel,equipment,travel,consumables,reported_on
P1,2025-01-01,2025-06-30,61200,18400,2300,9100,2025-07-28
P2,2025-07-01,2025-12-31,63950,0,4100,11870,2026-01-30
P3,2026-01-01,2026-06-30,64100,2200,,6340,""",
            "Is P3 missing anything before we can submit it?",
            "Budget export",
        )
    )
    sent = g.before(t2, 86400, 86400 * 4)
    out.append(
        (
            "funder-email",
            ["email_headers", "message_id", "deadline"],
            f"""From: Grants Management <grants@funder.example.gov>
Date: {rfc2822(sent)}
Message-ID: <{g.uuid4()}@funder.example.gov>
Subject: RPPR due for award R21-AI{g.digits(6)}

Your annual progress report is due on 2026-05-15. Late reports delay the next increment.""",
            "How many working days do we have left, and what should we prepare first?",
            "The funder wrote",
        )
    )
    out.append(
        (
            "rerun-log",
            ["reproducibility", "log_lines", "durations"],
            f"""{rfc3339(g.before(t1, 7200, 9000), 3)} rerun {g.ulid(t1)} started image=sha256:{g.hex(12)}
{rfc3339(g.before(t1, 5000, 7000), 3)} step=prepare status=ok dur=412s
{rfc3339(g.before(t1, 600, 4000), 3)} step=fit status=ok dur=3310s
{rfc3339(g.before(t1, 1, 500), 3)} step=figures status=error msg="font 'Helvetica' not found\"""",
            "Is the failure a reproducibility problem or a cosmetic one?",
            "The rerun log",
        )
    )
    out.append(
        (
            "git-log-analysis",
            ["git_log", "commit_hashes", "dates"],
            f"""{g.hex(40)} {rfc2822(g.before(t4, 86400 * 2, 86400 * 3))} Fix seed handling in bootstrap
{g.hex(40)} {rfc2822(g.before(t4, 86400 * 5, 86400 * 6))} Pin scikit-learn 1.4.2
{g.hex(40)} {rfc2822(g.before(t4, 86400 * 9, 86400 * 10))} Add figure 4 script""",
            "Which commit should reviewers check out to reproduce the submitted figures (submitted on the 3rd)?",
            "Our git log",
        )
    )
    req = g.before(t1, 60, 3000)
    out.append(
        (
            "globus-curl",
            ["http_exchange", "request_id", "task_times"],
            f"""HTTP/1.1 200 OK
Date: {http_date(req)}
Content-Type: application/json
X-Transfer-Request-Id: {g.b62(9)}

{flat({"task_id": g.uuid1(), "status": "FAILED", "request_time": rfc3339(req - timedelta(hours=3)), "completion_time": rfc3339(req - timedelta(minutes=4)), "files_transferred": 1822, "faults": 31, "nice_status": "PERMISSION_DENIED"})}""",
            "What failed in this transfer and how do I fix it?",
            "curl -i on the task gave",
        )
    )
    out.append(
        (
            "sample-form-export",
            ["form_export", "submission_ids", "timestamps"],
            f"""Timestamp,Email,PI,Sample type,No. of samples,Submission ID
{g.before(t2, 86400 * 2, 86400 * 3):%m/%d/%Y %H:%M:%S},aliu@lab.example.edu,Dr. Okafor,Total RNA,24,{g.ksuid(t2)}
{g.before(t2, 86400, 86400 * 2):%m/%d/%Y %H:%M:%S},bsmith@lab.example.edu,Dr. Hale,gDNA,96,{g.ksuid(t2)}""",
            "How many samples are coming in this week and of which type?",
            "Form responses so far",
        )
    )
    out.append(
        (
            "robot-logfmt",
            ["logfmt", "sample_robot", "request_id"],
            f"""ts={rfc3339(g.before(t0, 500, 900), 3)} level=info event=pick tube=FR{g.digits(10)} rack=R{g.small(10, 99)} request_id={g.ulid(t0)}
ts={rfc3339(g.before(t0, 300, 500), 3)} level=warn event=barcode_mismatch expected=FR{g.digits(10)} read=NOREAD
ts={rfc3339(g.before(t0, 1, 300), 3)} level=error event=abort reason="gripper torque" request_id={g.ulid(t0)}""",
            "Why did the store robot abort?",
            "Log from the automated store",
        )
    )
    out.append(
        (
            "ppms-usage-csv",
            ["instrument_booking", "csv", "usage"],
            f"""System,User,Group,Start,End,Duration (h),Cost
Zeiss LSM 980,ebrown,Ng lab,{g.before(t4, 86400 * 8, 86400 * 9):%d/%m/%Y %H:%M},{g.before(t4, 86400 * 7, 86400 * 8):%d/%m/%Y %H:%M},3.50,122.50
Zeiss LSM 980,ebrown,Ng lab,{g.before(t4, 86400 * 3, 86400 * 4):%d/%m/%Y %H:%M},{g.before(t4, 86400 * 2, 86400 * 3):%d/%m/%Y %H:%M},2.00,70.00""",
            "Was I charged the right rate? Internal users pay 35 per hour.",
            "Usage report for March",
        )
    )
    out.append(
        (
            "lims-sample-xml",
            ["lims", "xml", "date_received"],
            f"""<smp:sample xmlns:smp="http://genologics.com/ri/sample" uri="https://lims.example/api/v2/samples/ADM{g.digits(4)}A1" limsid="ADM{g.digits(4)}A1">
  <name>PDX_liver_12</name>
  <date-received>{g.before(t2, 86400 * 4, 86400 * 8):%Y-%m-%d}</date-received>
  <project limsid="ADM{g.digits(3)}" uri="https://lims.example/api/v2/projects/ADM{g.digits(3)}"/>
  <udf:field name="Concentration (ng/ul)">38.1</udf:field>
</smp:sample>""",
            "How many days has this sample been waiting since it was received?",
            "The LIMS record",
        )
    )
    out.append(
        (
            "qpcr-export-header",
            ["qpcr", "export_header", "serial"],
            f"""* Block Type = 96-Well 0.2-mL Block
* Experiment Barcode = {g.digits(9)}
* Experiment Run End Time = {g.before(t0, 86400, 86400 * 3):%Y-%m-%d %H:%M:%S} CET
* Experiment User Name = labuser
* Instrument Serial Number = 2726{g.digits(5)}
* Passive Reference = ROX""",
            "Can I tell from this header whether ROX normalisation was used?",
            "Top of the results file",
        )
    )
    out.append(
        (
            "fcs-keywords",
            ["fcs", "keywords", "guid"],
            f"""$BEGINDATA=4521
$BTIM=14:02:51
$DATE=03-MAR-2026
$ETIM=14:19:40
$CYT=CytoFLEX S
$FIL=Tube_{g.digits(3)}.fcs
GUID={g.uuid4()}
$TOT=1000000""",
            "How long did this acquisition take?",
            "The keywords of the FCS file",
        )
    )
    out.append(
        (
            "data-release-yaml",
            ["yaml", "release_manifest", "checksums"],
            f"""release: v2.1.0
release_date: 2026-02-27
doi: 10.5281/zenodo.{g.digits(8)}
generated: {rfc3339(g.before(t1, 86400 * 20, 86400 * 30))}
files:
  - path: counts/matrix.h5
    sha256: {g.hex(64)}
  - path: metadata/samples.tsv
    sha256: {g.hex(64)}""",
            "Is this manifest enough for a reviewer to verify the files?",
            "Our release manifest",
        )
    )
    out.append(
        (
            "http-instrument-api",
            ["http_exchange", "correlation_id", "retry_after"],
            f"""GET /api/v1/instruments/orbi-2/status HTTP/1.1
Host: instruments.core.example

HTTP/1.1 503 Service Unavailable
Date: {http_date(g.before(t1, 60, 600))}
Retry-After: 120
X-Correlation-ID: {g.uuid4()}
Content-Type: text/plain

instrument controller offline""",
            "Is the instrument down or only the API?",
            "Our dashboard made this call",
        )
    )
    out.append(
        (
            "maintenance-email",
            ["email", "maintenance", "window"],
            f"""From: HPC Operations <hpc-ops@uni.example>
Date: {rfc2822(g.before(t4, 86400 * 3, 86400 * 6))}
Message-ID: <motd-{g.hex(10)}@uni.example>
Subject: Quarterly maintenance, 7-8 April

All partitions will be drained from 2026-04-07 06:00 CEST. Reservations end 2026-04-08 18:00 CEST.""",
            "If my job needs 5 days of walltime, what's the latest I can submit it?",
            "We got this announcement",
        )
    )
    return out


def blocks_other(g: Gen91) -> list[Block]:
    """Pasted records with questions in other languages."""
    t = g.t(CET)
    out: list[Block] = []
    a = g.before(t, 86400, 86400 * 9)
    out.append(
        (
            "es-congelador-json",
            ["spanish", "json_spanish_keys", "uuid7"],
            pretty(
                {
                    "id": g.uuid7(a),
                    "creado": rfc3339(a),
                    "muestra": "SUERO-0192",
                    "congelador": "U-80-02",
                    "posición": "R2/C4/H7",
                    "responsable": "mlopez",
                }
            ),
            "¿Cuándo se guardó esta muestra y dónde está exactamente?",
            "Registro del inventario",
        )
    )
    out.append(
        (
            "de-eln-eintrag",
            ["german", "eln", "erstellt"],
            f"""Erstellt: {dotted(a)}
Geändert: {dotted(a + timedelta(hours=26))}
Eintrags-ID: {g.hex(12)}
Titel: Proteinaufreinigung His-Tag, Lauf 3
Notiz: Elution bei 250 mM Imidazol, Ausbeute 1,8 mg/l""",
            "Ist die Ausbeute für eine His-Tag-Reinigung aus E. coli normal?",
            "Hier der Eintrag aus dem Laborbuch",
        )
    )
    out.append(
        (
            "fr-rapport-sequencage",
            ["french", "sequencing_report", "horodatage"],
            f"""Rapport de séquençage — plateforme GenoMed
Horodatage : {slashed(g.before(t, 86400 * 2, 86400 * 4))}
Identifiant du run : {g.before(t, 86400 * 5, 86400 * 6):%y%m%d}_NS500{g.digits(3)}_0{g.small(100, 999)}_AH{g.b62(7).upper()}
Lectures filtrées : 412 M
% ≥ Q30 : 88,4""",
            "Est-ce que ce run est de bonne qualité pour du RNA-seq ?",
            "Voici le rapport reçu",
        )
    )
    tj = g.t(JST)
    out.append(
        (
            "ja-instrument-json",
            ["japanese", "json_japanese_keys", "ulid"],
            pretty(
                {
                    "装置": "質量分析計 Q-TOF",
                    "測定ID": g.ulid(g.before(tj, 3600, 86400)),
                    "開始時刻": rfc3339(g.before(tj, 3600, 86400)),
                    "終了時刻": rfc3339(g.before(tj, 1, 3600)),
                    "状態": "中断",
                    "エラー": "スプレー電流が不安定",
                }
            ),
            "この測定はなぜ中断されたのですか？",
            "装置から出力された記録です",
        )
    )
    tk = g.t(KST)
    out.append(
        (
            "ko-sample-intake",
            ["korean", "table", "dates"],
            f"""접수번호      시료명        접수일시              상태
SMP-{g.digits(6)}  혈장 A-01     {g.before(tk, 86400 * 2, 86400 * 3):%Y-%m-%d %H:%M:%S}   분석 대기
SMP-{g.digits(6)}  혈장 A-02     {g.before(tk, 86400, 86400 * 2):%Y-%m-%d %H:%M:%S}   분석 중""",
            "두 시료 중 어느 것이 먼저 분석되나요?",
            "시료 접수 목록입니다",
        )
    )
    tc = g.t(CST8)
    out.append(
        (
            "zh-job-record",
            ["chinese", "key_value", "job_id"],
            f"""作业号：{g.digits(7)}
提交时间：{g.before(tc, 7200, 40000):%Y-%m-%d %H:%M:%S}
开始时间：{g.before(tc, 3600, 7000):%Y-%m-%d %H:%M:%S}
队列：gpu_v100
状态：FAILED（退出码 1）""",
            "这个作业为什么失败？我需要看哪个日志？",
            "这是作业记录",
        )
    )
    tr = g.t(MSK)
    out.append(
        (
            "ru-instrument-xml",
            ["russian", "xml_cyrillic", "dates"],
            f"""<прибор название="Хроматограф ВЭЖХ-3">
  <калибровка дата="{g.before(tr, 86400 * 40, 86400 * 80):%Y-%m-%d}" следующая="2026-09-01"/>
  <запуск id="{g.uuid4()}" начало="{rfc3339(g.before(tr, 7200, 86400))}" оператор="Смирнова"/>
</прибор>""",
            "Нужна ли повторная калибровка до следующего запуска?",
            "Вот выгрузка из системы",
        )
    )
    tb = g.t(BRT)
    out.append(
        (
            "pt-relatorio-execucao",
            ["portuguese", "log", "timestamps"],
            f"""[{g.before(tb, 900, 1200):%d/%m/%Y %H:%M:%S}] Início da execução 7/12 — amostra LIB-{g.digits(4)}
[{g.before(tb, 300, 800):%d/%m/%Y %H:%M:%S}] Aviso: pressão do fluxo acima do limite
[{g.before(tb, 1, 200):%d/%m/%Y %H:%M:%S}] Execução abortada pelo sequenciador""",
            "O que pode ter causado o aborto da corrida?",
            "Trecho do relatório de execução",
        )
    )
    out.append(
        (
            "pl-raport-kolejki",
            ["polish", "queue_report", "csv"],
            f"""zadanie;użytkownik;kolejka;zgłoszono;stan
{g.digits(7)};awojcik;plgrid-gpu;{dotted(g.before(t, 3600, 9000))};PD
{g.digits(7)};awojcik;plgrid-gpu;{dotted(g.before(t, 100, 3000))};PD""",
            "Dlaczego oba moje zadania czekają? Grant obliczeniowy jest aktywny.",
            "Raport kolejki",
        )
    )
    out.append(
        (
            "nl-monsterregistratie",
            ["dutch", "yaml", "registratie"],
            f"""monster: BB-{g.digits(5)}
geregistreerd: {rfc3339(g.before(t, 86400, 86400 * 4))}
type: volbloed EDTA
locatie: vriezer V3 / rek 4 / doos 12
bijgewerkt: {rfc3339(g.before(t, 100, 86400))}""",
            "Klopt het dat dit monster is verplaatst na registratie?",
            "De registratie uit het systeem",
        )
    )
    ti = g.t(IST)
    out.append(
        (
            "hi-equipment-log",
            ["hindi", "log", "dates"],
            f"""{g.before(ti, 86400, 90000):%d-%m-%Y %H:%M} | सेंट्रीफ्यूज C-2 | उपयोगकर्ता: राहुल | 4000 rpm, 20 मिनट
{g.before(ti, 7200, 9000):%d-%m-%Y %H:%M} | सेंट्रीफ्यूज C-2 | उपयोगकर्ता: नेहा | असंतुलन त्रुटि""",
            "असंतुलन त्रुटि किस कारण से आई होगी?",
            "उपकरण का लॉग",
        )
    )
    out.append(
        (
            "ar-grant-report",
            ["arabic", "arabic_indic_digits", "dates"],
            f"""رقم المنحة: {g.digits(6)}
تاريخ البدء: {"2025/10/01".translate(AR_DIGITS)}
تاريخ التقرير: {f"{g.before(t, 86400 * 3, 86400 * 9):%Y/%m/%d}".translate(AR_DIGITS)}
المصروف: ٤٢٪ من الميزانية""",
            "هل نسبة الصرف منطقية بعد ستة أشهر؟",
            "ملخص التقرير المالي",
        )
    )
    out.append(
        (
            "tr-numune-kaydi",
            ["turkish", "json", "ulid"],
            flat(
                {
                    "kayıt_no": g.ulid(g.before(t, 3600, 86400)),
                    "oluşturma": rfc3339(g.before(t, 3600, 86400)),
                    "numune": "Toprak-17",
                    "derinlik_cm": 30,
                    "analiz": "ICP-MS",
                }
            ),
            "Bu numune için sonuç ne zaman çıkar, analiz 5 iş günü sürüyor?",
            "Sistemdeki kayıt",
        )
    )
    out.append(
        (
            "sv-frysprotokoll",
            ["swedish", "csv", "temperatures"],
            f"""tid;frys;temp_c;larm
{g.before(t, 7200, 8000):%Y-%m-%d %H:%M};F-80-A;-79.8;nej
{g.before(t, 3600, 4000):%Y-%m-%d %H:%M};F-80-A;-68.2;ja
{g.before(t, 1, 600):%Y-%m-%d %H:%M};F-80-A;-77.1;nej""",
            "Behöver vi flytta proverna efter larmet?",
            "Frysens logg",
        )
    )
    tt = g.t(ICT)
    out.append(
        (
            "th-instrument-booking",
            ["thai", "buddhist_era", "booking"],
            f"""รหัสการจอง: BK-{g.digits(6)}
เครื่องมือ: กล้องจุลทรรศน์คอนโฟคอล
วันที่ใช้: {th_dt(tt + timedelta(days=3))}
ผู้จอง: สมชาย""",
            "ถ้าจะยกเลิกการจองนี้ต้องแจ้งล่วงหน้ากี่วัน",
            "ข้อมูลการจอง",
        )
    )
    tv = g.t(ICT)
    out.append(
        (
            "vi-logfmt",
            ["vietnamese", "logfmt", "request_id"],
            f"""ts={rfc3339(g.before(tv, 600, 900))} muc=info su_kien=bat_dau may=PCR-04 request_id={g.uuid4()}
ts={rfc3339(g.before(tv, 1, 500))} muc=loi su_kien=qua_nhiet may=PCR-04 nap=105C""",
            "Máy PCR bị lỗi gì và có cần gọi kỹ thuật không?",
            "Nhật ký của máy",
        )
    )
    out.append(
        (
            "he-sample-record",
            ["hebrew", "key_value", "dates"],
            f"""מספר דגימה: {g.digits(8)}
נאסף: {g.before(t, 86400 * 2, 86400 * 5):%d/%m/%Y %H:%M}
מקפיא: 3, מדף 2
עודכן: {g.before(t, 100, 86400):%d/%m/%Y %H:%M}""",
            "האם הדגימה נשמרה בזמן לפי הנוהל של 4 שעות?",
            "רשומת הדגימה",
        )
    )
    out.append(
        (
            "it-quaderno",
            ["italian", "eln", "dates"],
            f"""Voce del quaderno n. {g.small(100, 999)}
Data: {g.before(t, 86400 * 2, 86400 * 6):%d/%m/%Y}
Ora inizio: 09:40 — Ora fine: 17:15
Firma: G. Ricci — controfirma mancante""",
            "Cosa manca perché questa voce sia valida per l'audit?",
            "Ecco la voce del quaderno",
        )
    )
    return out


PLACEMENTS_EN = [
    "after",
    "before",
    "under",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "start",
    "end",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool",
    "system_user",
    "both_sides",
]
PLACEMENTS_OTHER = ["after", "before", "lead_in", "earlier_user", "start", "end", "chatml", "fence", "tool"]
SYSTEM_LAB = (
    "You are the research support assistant of the institute. Answer precisely and say when data is missing."
)


def place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull the record for me?\nAssistant: {intro}:\n\n{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start":
        return f"{block}\n{ask}"
    if placement == "end":
        return f"{SYSTEM_LAB}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_LAB}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_LAB}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}"
            "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_LAB}<|end|>\n<|user|>\n{intro}:\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (
            f'{SYSTEM_LAB} Use the documents.\n\n<documents>\n<document index="1" source="upload">\n{block}\n'
            f"</document>\n</documents>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool":
        return (
            f"{SYSTEM_LAB}\n\nUser: {ask}\nThought: I will open the file the user attached.\n"
            f"Action: read_attachment[1]\nObservation:\n{block}\nThought:"
        )
    if placement == "system_user":
        return f"{SYSTEM_LAB}\n\nUser: {intro}. {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd does anything else in there look off to you?"


def pasted_negatives(g: Gen91) -> list[Draft]:
    out: list[Draft] = []
    for k, (name, tags, block, ask, intro) in enumerate(blocks_en(g)):
        pl = PLACEMENTS_EN[k % len(PLACEMENTS_EN)]
        out.append(
            Draft(
                place(pl, block, ask, intro),
                f"{SRC}neg:pasted:{name}",
                ["hard_negative", "pasted", pl, *tags],
            )
        )
    for k, (name, tags, block, ask, intro) in enumerate(blocks_other(g)):
        pl = PLACEMENTS_OTHER[k % len(PLACEMENTS_OTHER)]
        out.append(
            Draft(
                place(pl, block, ask, intro),
                f"{SRC}neg:pasted:{name}",
                ["hard_negative", "pasted", pl, *tags],
            )
        )
    return out


# --- negatives: look-alikes, values asked about, near-misses, controls -----------------------------------


def other_negatives(g: Gen91) -> list[Draft]:
    out: list[Draft] = []

    def add(name: str, tags: list[str], text: str) -> None:
        out.append(Draft(text, f"{SRC}neg:{name}", ["hard_negative", *tags]))

    add(
        "lookalike:cluster-header",
        ["lookalike", "header_block", "version"],
        """Cluster: hydra
Scheduler: Slurm 24.05.3
Maintenance window: first Tuesday of each month, 06:00-18:00
Knowledge cutoff: 2025-06
Prompt revision: 2026-02-10

You are the HPC help desk assistant. Point users to the documentation when you can.

User: How do I request a node with two A100s for an interactive session?
Assistant:""",
    )
    add(
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about the institute's sequencing services and prices.<|eot_id|><|start_header_id|>user<|end_header_id|>

What's the difference between a NovaSeq X 10B and 25B lane for 40 RNA-seq samples?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    add(
        "lookalike:chatml-facility-hours",
        ["lookalike", "chatml", "hours", "policy_date"],
        """<|im_start|>system
You are the imaging facility assistant.
Facility hours: 08:00-20:00 CET (after-hours use needs a trained user on site)
Booking policy effective: 2026-01-01<|im_end|>
<|im_start|>user
Can I book the light-sheet from 19:00 to 23:00 on my own?<|im_end|>
<|im_start|>assistant
""",
    )
    add(
        "lookalike:dmp-template-front-matter",
        ["lookalike", "front_matter", "template_date"],
        """---
template: Horizon Europe DMP
template_version: 1.0
template_published: 2021-05-05
funder_id: https://ror.org/00k4n6c32
---
You help applicants complete the Horizon Europe data management plan template.

Applicant: What goes into section 2.1, making data findable?""",
    )
    add(
        "lookalike:xml-attributes-stable",
        ["lookalike", "xml_attributes", "tenant_uuid"],
        f"""<ctx tenant="{g.uuid4()}" tz="Europe/Vienna" instrument="Orbitrap-02" calib_due="2026-06-30"/>
You answer questions about the proteomics core's instruments.

User: Is Orbitrap-02 due for calibration before my run on 2 July?
Assistant:""",
    )
    add(
        "lookalike:json-api-build",
        ["lookalike", "single_line_json", "api_version"],
        f"""{{"api_version": "2025-09-15", "build": "2026.03.1", "org": "{g.uuid4()}", "region": "eu-central"}}
You are the lab inventory assistant. Answer from the inventory only.

User: Do we have any unopened Phusion polymerase left?
Assistant:""",
    )
    add(
        "lookalike:unrendered-template",
        ["lookalike", "unrendered_placeholder"],
        """You are the cluster's job-script helper.
Current time: {{now}}
Run: {{run_id}}

User: Write me an sbatch header for a 4-GPU job on the a100 partition for 12 hours.
Assistant:""",
    )
    add(
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "template_revision"],
        """<!-- template: eln-summary rev 14, reviewed 2026-01-19 -->
Summarise the experiment the user pastes in three bullet points for the weekly lab meeting.

User: Day 1 plated 2e5 cells/well; day 2 treated with 0, 1, 10 uM compound X; day 4 MTT assay, IC50 ~3 uM.""",
    )
    add(
        "lookalike:env-static",
        ["lookalike", "key_value_env", "allocation_end"],
        """SITE=bio-hpc
DEFAULT_PARTITION=standard
ALLOCATION_END=2026-12-31
SCRATCH_PURGE_DAYS=60

Use these site settings to answer questions about storage and allocations.

User: My scratch files from January disappeared. Why?
Assistant:""",
    )
    add(
        "lookalike:grant-table",
        ["lookalike", "markdown_table", "award_dates"],
        """| Field      | Value |
|------------|-------|
| Award      | 2025-ERC-StG-101163322 |
| Period     | 2025-03-01 to 2030-02-28 |
| PI ORCID   | 0000-0002-1825-0097 |
| Report due | 2027-04-30 |

You help the PI with funder reporting. Be concise.

PI: Which costs can I still move between work packages without asking the funder?
Assistant:""",
    )
    add(
        "lookalike:german-template",
        ["lookalike", "german", "template_date"],
        f"""Stand der Vorlage: 01.02.2026
Mandant: {g.uuid4()}
Du hilfst bei Anträgen an die DFG. Antworte auf Deutsch.

Nutzer: Wie viele Seiten darf die Projektbeschreibung haben?""",
    )
    add(
        "lookalike:japanese-calibration",
        ["lookalike", "japanese", "calibration_date"],
        """装置校正日：2026年1月20日
次回校正予定：2026年7月20日
あなたは共用機器室のアシスタントです。

利用者：来週この装置を使っても問題ありませんか？""",
    )
    add(
        "asked:epoch",
        ["id_in_question", "epoch"],
        """Our instrument log writes times like 1773489600 and 1773493262. What are those in UTC, and how far
apart are they?""",
    )
    add(
        "asked:uuid7-vs-created",
        ["id_in_question", "uuid7"],
        f"""Does the timestamp inside this UUIDv7 match the record's created_at, or was the id minted later?

id: {g.uuid7(g.t())}
created_at: 2026-03-02T09:14:07.218Z""",
    )
    add(
        "asked:ksuid-decode",
        ["id_in_question", "ksuid"],
        f"""How do I get the creation time out of a KSUID like {g.ksuid(g.t())} in Python? Our form tool uses them as
submission ids.""",
    )
    add(
        "asked:own-clock",
        ["user_clock", "timezone"],
        """It's 14:05 here in Lyon and the run on the US cluster finishes at 22:30 UTC. What time is that for me,
and can I still pick up the results before the 19:00 shuttle?""",
    )
    add(
        "asked:few-shot-labels",
        ["few_shot", "example_dates"],
        """Normalise freezer label dates to ISO format.

Label: "coll 3/4/26 AM" -> 2026-04-03
Label: "harv. 12 Jan 2026 14h" -> 2026-01-12
Label: "d0 = 2026.02.28" -> 2026-02-28
Label: "frozen 7-III-2026"
ISO:""",
    )
    add(
        "asked:relative-times",
        ["relative_time", "progress"],
        """The assembly started 3 hours ago and the progress bar says 40%. It also printed "ETA 4h 30m" ten minutes
ago. Which estimate should I trust for planning tonight's freezer run?""",
    )
    add(
        "asked:sbatch-placeholders",
        ["code", "unrendered_placeholder", "begin"],
        """Why does my output file literally say slurm-%j.out? Script:

#!/bin/bash
#SBATCH --job-name=qc_fastp
#SBATCH --output="slurm-%j.out"
#SBATCH --begin=now+2hours
#SBATCH --time=04:00:00
echo "job ${SLURM_JOB_ID} started at $(date)"
""",
    )
    add(
        "asked:traceparent-support",
        ["id_in_question", "traceparent"],
        f"""The LIMS API returned 500 for my upload. The error page gave me this to send to support:

traceparent: {g.traceparent()}

What should I write in the ticket so they can find it?""",
    )
    now = g.t()
    add(
        "nearmiss:debug-console-prompt",
        ["near_miss", "pasted_prompt"],
        f"""I copied this prompt from our bot's debug console. Why does the bot keep answering in German?

--- captured prompt ---
Current time: {iso_space(now)}
Session: {g.nanoid()}
Locale: de-DE
You are the freezer inventory bot. Reply in the user's language.
--- end ---""",
    )
    add(
        "nearmiss:report-front-matter",
        ["near_miss", "pasted_front_matter"],
        f"""Proofread the header of our facility report before it goes to the committee:

---
title: "Genomics core annual usage 2025"
generated_at: {rfc3339(g.before(now, 86400 * 20, 86400 * 40))}
report_id: {g.ulid(now)}
---

Anything wrong with the title or the date format?""",
    )
    add(
        "nearmiss:relay-envelope-pasted",
        ["near_miss", "delivery_pasted_to_debug"],
        f"""Our relay seems to deliver the same alert twice. These are the two deliveries from our logs. Same alert?

X-Relay-Delivery: {g.uuid4()}
X-Relay-Received: {http_date(g.before(now, 400, 500))}
{{"status":"firing","alerts":[{{"labels":{{"alertname":"GPUXidError","node":"g012"}},"fingerprint":"{g.hex(16)}"}}]}}

X-Relay-Delivery: {g.uuid4()}
X-Relay-Received: {http_date(g.before(now, 100, 200))}
{{"status":"firing","alerts":[{{"labels":{{"alertname":"GPUXidError","node":"g012"}},"fingerprint":"{g.hex(16)}"}}]}}""",
    )
    add(
        "nearmiss:ondemand-env",
        ["near_miss", "pasted_env"],
        f"""What's the difference between these two variables? I printed them in my OnDemand desktop session.

SLURM_JOB_ID={g.digits(7)}
SLURM_JOB_START_TIME={epoch_s(now)}
SLURM_JOB_END_TIME={epoch_s(now) + 28800}
SLURM_SUBMIT_DIR=/home/akim/projects/cellpose""",
    )
    add(
        "control:plain-buffer",
        ["control", "plain"],
        """You are a bench assistant for a biochemistry teaching lab.

Student: How do I make 500 ml of 1x PBS from a 10x stock?
Assistant:""",
    )
    add(
        "control:plain-dmp",
        ["control", "plain"],
        """Explain in two paragraphs what the FAIR principles mean for a small wet lab that mostly produces
spreadsheets and microscope images.""",
    )
    return out


# --- the generated family ----------------------------------------------------------------------------------

POSITIONS = ["head", "sys_tail", "after_user", "footer", "front", "json", "xml", "kv"]


def bodies(g: Gen91) -> list[dict[str, Any]]:
    """System text, user message with a pasted record, cue, app, locale and local labels."""
    t = g.t()
    b: list[dict[str, Any]] = []

    def add(
        key: str,
        lang: str,
        system: str,
        user: str,
        cue: str | None,
        app: str,
        locale: str,
        now_label: str = "",
        id_label: str = "",
        fmt: Callable[[datetime], str] = iso_space,
        tz: timezone = UTC,
        stable: tuple[str, str] = ("Time zone", "Europe/Berlin"),
    ) -> None:
        b.append(
            {
                "key": key,
                "lang": lang,
                "system": system,
                "user": user,
                "cue": cue,
                "app": app,
                "locale": locale,
                "now_label": now_label,
                "id_label": id_label,
                "fmt": fmt,
                "tz": tz,
                "stable": stable,
            }
        )

    scan = g.before(t, 3600 * 5, 3600 * 9)
    add(
        "quota",
        "en",
        "You answer questions about storage quotas on the research cluster.",
        f"""User: Why can't I write to /project anymore?

Disk quotas for group pathogen-lab (gid {g.small(40000, 49999)}):
Filesystem   used     quota    limit    grace    files
/project     10.2T    10T      11T      6days    4812201
Last scan: {scan:%Y-%m-%d %H:%M:%S}  (scan id {g.hex(8)})""",
        "Assistant:",
        "quota-desk",
        "en-GB",
        stable=("Cluster", "hydra"),
    )
    made = g.before(t, 86400 * 10, 86400 * 90)
    add(
        "protocol-versions",
        "en",
        "You help lab members pick the right protocol version in the notebook.",
        f"""User: Which version of the ChIP protocol did we use for the March batch?

| Version | Protocol id                          | Saved at            | By      |
|---------|--------------------------------------|---------------------|---------|
| 3       | {g.uuid4()} | {made:%Y-%m-%d %H:%M:%S} | hmori   |
| 4       | {g.uuid4()} | {made + timedelta(days=30):%Y-%m-%d %H:%M:%S} | hmori   |""",
        "Assistant:",
        "eln-protocols",
        "en-US",
        stable=("Prompt revision", "2026-02-10"),
    )
    add(
        "demux",
        "en",
        "You check demultiplexing results for the sequencing core.",
        f"""User: Sample 3 got almost no reads. Index problem?

Lane,SampleID,Index,# Reads,% Perfect Index Reads
1,S1,ATTACTCG-TATAGCCT,98122331,98.71
1,S2,TCCGGAGA-ATAGAGGC,101877102,98.64
1,S3,CGCTCATT-ATAGAGGC,40112,61.02
(bcl-convert 4.2.7, started {rfc3339(g.before(t, 7200, 30000))})""",
        "Assistant:",
        "demux-check",
        "en-GB",
        stable=("Instrument", f"NovaSeq X Plus (SN LH00{g.digits(3)})"),
    )
    inj = g.before(t, 3600 * 10, 3600 * 20)
    add(
        "ms-sequence",
        "en",
        "You help plan LC-MS injection sequences.",
        f"""User: The blank after sample 12 still shows carryover. Should I add a second blank?

File Name,Sample ID,Position,Inj Vol,Acquired
blank_01,BLK,G:A1,2,{inj:%m/%d/%Y %I:%M:%S %p}
S12_liver,L12,G:B4,2,{inj + timedelta(minutes=64):%m/%d/%Y %I:%M:%S %p}
blank_02,BLK,G:A1,2,{inj + timedelta(minutes=128):%m/%d/%Y %I:%M:%S %p}""",
        None,
        "lcms-planner",
        "en-US",
        stable=("Calibration due", "2026-08-15"),
    )
    co = g.before(t, 3600, 86400)
    add(
        "checkout",
        "en",
        "You help people find samples in the freezer farm.",
        "User: Who has the aliquots I need? The record: "
        + flat(
            {
                "id": g.ulid(co),
                "barcode": f"FR{g.digits(10)}",
                "checked_out_at": rfc3339(co),
                "by": "oadeyemi",
                "return_by": f"{co + timedelta(days=2):%Y-%m-%d}",
            }
        ),
        "Assistant:",
        "freezer-farm",
        "en-GB",
        stable=("Facility hours", "07:30-19:00"),
    )
    add(
        "dmp-review",
        "en",
        "You help researchers respond to data management plan reviews.",
        """User: How should I answer the reviewer's second comment?

Reviewer comments (DMP round 2, returned 2026-02-23):
1. (2026-02-21 10:14) Storage: please name the institutional repository.
2. (2026-02-21 10:31) Costs: 'minimal' is not a cost estimate; give an amount per year.""",
        "Assistant:",
        "dmp-coach",
        "en-GB",
        stable=("Template", "rev 7 (2025-11-30)"),
    )
    add(
        "effort",
        "en",
        "You help PIs with effort certification for grants.",
        f"""User: Did everyone in my group certify for the last period?

name,award,period,effort_pct,certified_at
J. Alvarez,R01-CA{g.digits(6)},2025-07-01..2025-12-31,50,{rfc3339(g.before(t, 86400 * 10, 86400 * 20))}
M. Oduya,R01-CA{g.digits(6)},2025-07-01..2025-12-31,25,
K. Lindqvist,R01-CA{g.digits(6)},2025-07-01..2025-12-31,100,{rfc3339(g.before(t, 86400 * 5, 86400 * 9))}""",
        None,
        "effort-desk",
        "en-US",
        stable=("Allocation period", "2025-07-01 to 2026-06-30"),
    )
    add(
        "julia-versioninfo",
        "en",
        "You review reproducibility packages for the journal.",
        """User: The authors list this environment. Can a reviewer rebuild it exactly?

Julia Version 1.10.4
Commit 48d4fd48430 (2024-06-04 10:41 UTC)
Build Info: Official https://julialang.org/ release
Platform Info: OS: Linux (x86_64-linux-gnu), CPU: 64 x AMD EPYC 7763
Manifest.toml: present, julia_version = "1.10.4", manifest_format = "2.0\"""",
        "Assistant:",
        "repro-review",
        "en-GB",
        stable=("Build", "2026.02.3"),
    )
    add(
        "ics-booking",
        "en",
        "You help users manage instrument bookings.",
        f"""User: This booking clashes with my cryostat slot. When exactly is it?

BEGIN:VEVENT
UID:{g.uuid4()}@ppms.example
DTSTAMP:{g.before(t, 86400, 86400 * 3):%Y%m%dT%H%M%SZ}
DTSTART;TZID=Europe/London:20260417T090000
DTEND;TZID=Europe/London:20260417T130000
SUMMARY:Zeiss Axio Scan - Ng lab
END:VEVENT""",
        None,
        "booking-desk",
        "en-GB",
        stable=("API version", "2025-10-01"),
    )
    # other languages
    add(
        "es-job-mail",
        "es",
        "Eres el asistente del centro de supercomputación. Responde en español.",
        f"""Usuario: Me llegó este correo del sistema de colas. ¿Qué significa?

Asunto: Trabajo {g.digits(7)} terminado (TIMEOUT)
Enviado: {g.before(t, 3600, 7200):%d/%m/%Y %H:%M:%S}
Tiempo solicitado: 24:00:00 — Tiempo usado: 24:00:07""",
        None,
        "hpc-es",
        "es-ES",
        "Fecha y hora actuales:",
        "ID de sesión:",
        slashed,
        CET,
        ("Zona horaria", "Europe/Madrid"),
    )
    add(
        "de-probenbegleit",
        "de",
        "Du bist die Assistenz der Probenannahme. Antworte auf Deutsch.",
        f"""Nutzer: Fehlt in diesem Begleitschein etwas?

probe: PB-{g.digits(6)}
entnommen: {rfc3339(g.before(t, 86400, 86400 * 2))}
versand: Trockeneis
empfangen: {rfc3339(g.before(t, 3600, 80000))}
id: {g.ulid(t)}""",
        None,
        "probenannahme",
        "de-DE",
        "Aktuelle Uhrzeit:",
        "Vorgangsnummer:",
        dotted,
        CET,
        ("Laborstandort", "Gebäude 7, Raum 112"),
    )
    add(
        "fr-ms-logfmt",
        "fr",
        "Tu es l'assistant de la plateforme de spectrométrie de masse. Réponds en français.",
        f"""Utilisateur : Pourquoi la source s'est-elle arrêtée ?
ts={rfc3339(g.before(t, 600, 1200), 3)} niveau=info événement=acquisition_démarrée fichier=PL_{g.digits(4)}.raw
ts={rfc3339(g.before(t, 1, 500), 3)} niveau=erreur événement=arrêt_source cause="tension spray" id={g.uuid4()}""",
        None,
        "ms-fr",
        "fr-FR",
        "Heure actuelle :",
        "Identifiant de session :",
        slashed,
        CET,
        ("Fuseau horaire", "Europe/Paris"),
    )
    tj = g.before(t, 3600, 20000).astimezone(JST)
    add(
        "ja-seq-json",
        "ja",
        "あなたはシーケンス解析室のアシスタントです。日本語で答えてください。",
        "利用者：このランのデータはいつ納品されますか？\n"
        + pretty(
            {
                "ラン名": f"{tj:%y%m%d}_NB{g.digits(6)}",
                "開始": rfc3339(tj),
                "状態": "解析中",
                "受付ID": g.ulid(tj),
            }
        ),
        None,
        "seq-ja",
        "ja-JP",
        "現在日時：",
        "セッション：",
        ja_dt,
        JST,
        ("タイムゾーン", "Asia/Tokyo"),
    )
    tk = g.before(t, 3600, 20000).astimezone(KST)
    add(
        "ko-freezer-csv",
        "ko",
        "당신은 동결 보관 관리 도우미입니다. 한국어로 답하세요.",
        f"""사용자: 어제 알람이 울린 냉동고의 온도 기록입니다. 시료가 괜찮을까요?
시각,냉동고,온도
{tk:%Y-%m-%d %H:%M},DF-07,-79.5
{tk + timedelta(minutes=30):%Y-%m-%d %H:%M},DF-07,-55.1
{tk + timedelta(minutes=90):%Y-%m-%d %H:%M},DF-07,-76.8""",
        None,
        "freezer-ko",
        "ko-KR",
        "현재 시각:",
        "세션 ID:",
        ko_dt12,
        KST,
        ("시간대", "Asia/Seoul"),
    )
    add(
        "zh-grant-budget",
        "zh",
        "你是科研经费管理助手，请用中文回答。",
        """用户：这个项目的设备费超支了吗？
科目,预算(万元),已支出(万元),最近报销日期
设备费,80,83.6,2026-02-26
材料费,45,21.3,2026-03-02
差旅费,12,4.1,2026-01-19""",
        None,
        "grant-zh",
        "zh-CN",
        "当前时间：",
        "会话ID：",
        lambda x: f"{x:%Y年%m月%d日 %H:%M:%S}",
        CST8,
        ("项目编号", "NSFC-32170000"),
    )
    tb = g.before(t, 86400, 86400 * 3).astimezone(BRT)
    add(
        "pt-eln",
        "pt",
        "Você é o assistente do caderno de laboratório eletrônico. Responda em português.",
        f"""Usuário: Esta entrada pode ser assinada assim?
Entrada: CL-{g.digits(5)}
Criada em: {tb:%d/%m/%Y %H:%M}
Experimento: extração de DNA de folhas, kit CTAB
Resultado: A260/280 = 1,62""",
        None,
        "eln-pt",
        "pt-BR",
        "Horário atual:",
        "ID da sessão:",
        slashed,
        BRT,
        ("Fuso horário", "America/Sao_Paulo"),
    )
    add(
        "ru-dmp",
        "ru",
        "Ты помогаешь составлять планы управления данными. Отвечай по-русски.",
        f"""Пользователь: Подходит ли такой раздел о хранении для фонда?
Раздел 3. Хранение: данные хранятся на сервере лаборатории, резервная копия раз в неделю (последняя
{g.before(t, 86400, 86400 * 6):%d.%m.%Y %H:%M}), срок хранения — 5 лет после окончания проекта.""",
        None,
        "dmp-ru",
        "ru-RU",
        "Текущее время:",
        "Сессия:",
        ru_dt,
        MSK,
        ("Часовой пояс", "Europe/Moscow"),
    )
    add(
        "pl-repro-log",
        "pl",
        "Jesteś asystentem przeglądu odtwarzalności. Odpowiadaj po polsku.",
        f"""Użytkownik: Dlaczego drugi przebieg daje inny wynik?
przebieg 1: {rfc3339(g.before(t, 86400 * 3, 86400 * 4))} seed=17 wynik=0.8812 commit=9f2c1e0
przebieg 2: {rfc3339(g.before(t, 3600, 86400))} seed=17 wynik=0.8794 commit=9f2c1e0""",
        None,
        "repro-pl",
        "pl-PL",
        "Aktualny czas:",
        "Identyfikator sesji:",
        dotted,
        CET,
        ("Strefa czasowa", "Europe/Warsaw"),
    )
    return b


EN_LINE_FIELDS: list[tuple[str, str, Callable[[Gen91, datetime], str]]] = [
    ("Request-Time", "datetime", lambda g, t: rfc3339(t, 3)),
    ("Bench-Clock", "datetime", lambda g, t: py_str(t)),
    ("Served at", "datetime", lambda g, t: http_date(t)),
    ("labclock", "epoch", lambda g, t: str(epoch_ms(t))),
    ("Stamp", "datetime", lambda g, t: dotnet_o(t, g.small(0, 9))),
    ("Issued-At", "epoch", lambda g, t: str(epoch_s(t))),
    ("Generated", "datetime", lambda g, t: unix_date(t)),
    ("Conversation", "session_id", lambda g, t: g.uuid7(t)),
    ("X-Query-Id", "request_id", lambda g, t: g.ulid(t)),
    ("hop", "trace_id", lambda g, t: g.traceparent()),
    ("Desk-Session", "session_id", lambda g, t: g.ksuid(t)),
    ("Request", "request_id", lambda g, t: "rq_" + g.b62(18)),
    ("Snapshot", "run_id", lambda g, t: g.objectid(t)),
    ("Now", "datetime", lambda g, t: go_nano(t, g.small(1, 999))),
]
INLINE_FIELDS: dict[str, list[tuple[str, str, Callable[[Gen91, datetime], str]]]] = {
    "json": [
        ("ts", "epoch", lambda g, t: str(epoch_ms(t))),
        ("rid", "request_id", lambda g, t: f'"{g.uuid7(t)}"'),
        ("sent_at", "datetime", lambda g, t: f'"{js_iso(t)}"'),
        ("nonce", "nonce", lambda g, t: f'"{g.b64url(12)}"'),
    ],
    "xml": [
        ("received", "datetime", lambda g, t: f'"{py_iso(t)}"'),
        ("rid", "request_id", lambda g, t: f'"{g.hex(20)}"'),
        ("t", "epoch", lambda g, t: f'"{epoch_s(t)}"'),
        ("at", "datetime", lambda g, t: f'"{rfc3339(t)}"'),
    ],
    "kv": [
        ("t_ms", "epoch", lambda g, t: str(epoch_ms(t))),
        ("sid", "session_id", lambda g, t: g.nanoid()),
        ("at", "datetime", lambda g, t: rfc3339(t)),
        ("req", "request_id", lambda g, t: g.uuid4()),
    ],
}
FRONT_FIELDS: list[tuple[str, str, Callable[[Gen91, datetime], str]]] = [
    ("generated_at", "datetime", lambda g, t: rfc3339(t, 3)),
    ("request", "request_id", lambda g, t: g.ulid(t)),
    ("stamp", "epoch", lambda g, t: str(epoch_s(t))),
]


def compose(body: dict[str, Any], pos: str, line: str) -> str:
    """A body with one program line (or inline field) at `pos`."""
    s, u, cue = body["system"], body["user"], body["cue"]
    tail = f"\n{cue}" if cue else ""
    app, loc = body["app"], body["locale"]
    if pos == "head":
        return f"{line}\n{s}\n\n{u}{tail}"
    if pos == "sys_tail":
        return f"{s}\n{line}\n\n{u}{tail}"
    if pos == "after_user":
        return f"{s}\n\n{u}\n{line}{tail}"
    if pos == "footer":
        return f"{s}\n\n{u}\n\n--\n{line}{tail}"
    if pos == "front":
        return f"---\napp: {app}\n{line}\nlocale: {loc}\n---\n{s}\n\n{u}{tail}"
    if pos == "json":
        return f'{{"app": "{app}", {line} "locale": "{loc}"}}\n{s}\n\n{u}{tail}'
    if pos == "xml":
        return f'<ctx app="{app}" {line} locale="{loc}"/>\n{s}\n\n{u}{tail}'
    assert pos == "kv"
    return f"[ctx app={app} {line} locale={loc}]\n{s}\n\n{u}{tail}"


def generated(g: Gen91) -> tuple[list[Draft], list[Draft]]:
    pos_out: list[Draft] = []
    neg_out: list[Draft] = []
    k = 0
    for i, body in enumerate(bodies(g)):
        for j in range(3):
            pos = POSITIONS[(3 * i + j) % len(POSITIONS)]
            t = g.t(body["tz"])
            if pos in INLINE_FIELDS:
                key, cue, fn = INLINE_FIELDS[pos][(i + j) % len(INLINE_FIELDS[pos])]
                if pos == "json":
                    line = v(cue, f'"{key}": {fn(g, t)},')
                elif pos == "xml":
                    line = v(cue, f"{key}={fn(g, t)}")
                else:
                    line = v(cue, f"{key}={fn(g, t)}")
            elif pos == "front":
                key, cue, fn = FRONT_FIELDS[(i + j) % len(FRONT_FIELDS)]
                line = v(cue, f"{key}: {fn(g, t)}")
            elif body["lang"] != "en":
                if j % 2 == 0:
                    line = v("datetime", f"{body['now_label']} {body['fmt'](t)}")
                else:
                    line = v("session_id", f"{body['id_label']} {g.b62(20)}")
            else:
                label, cue, fn = EN_LINE_FIELDS[k % len(EN_LINE_FIELDS)]
                k += 1
                line = v(cue, f"{label}: {fn(g, t)}")
            pos_out.append(
                Draft(
                    compose(body, pos, line),
                    f"{SRC}pos:gen:{body['key']}:{pos}",
                    ["generated", body["lang"], pos],
                )
            )
        npos = POSITIONS[(3 * i + 3) % len(POSITIONS)]
        label, value = body["stable"]
        if npos == "json":
            line = f'"build": "2026.02.{i + 1}",'
        elif npos == "xml":
            line = f'tz="{["Europe/Berlin", "Asia/Tokyo", "America/Chicago"][i % 3]}"'
        elif npos == "kv":
            line = f"rev={20 + i}"
        elif npos == "front":
            line = f"template_date: 2025-{(i % 12) + 1:02d}-15"
        else:
            line = f"{label}: {value}"
        neg_out.append(
            Draft(
                compose(body, npos, line),
                f"{SRC}neg:gen:{body['key']}:{npos}",
                ["hard_negative", "generated", body["lang"], npos],
            )
        )
    return pos_out, neg_out


# --- assembly ------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen91(seed)
    positives = [fn(g) for fn in POS]
    negatives = pasted_negatives(g) + other_negatives(g)
    gen_pos, gen_neg = generated(g)
    return make_holdout.assemble("hold91", positives + gen_pos, negatives + gen_neg, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
