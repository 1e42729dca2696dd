"""Build `prompt_normalizer/corpus/holdout24.jsonl`, a twenty-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout24.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout22.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout22.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from migrants, expatriates, students abroad, international moves
and cross-border personal admin (another corpus was written at the same time about them). Sources
that the earlier docstrings already name were dropped or re-aimed before writing: electronic lab
notebook entries (make_holdout5; here only a pasted notebook page), plate readers, Bruker `acqus`
and NMR, mzML and LIMS (make_holdout10), Nextflow, Galaxy, Snakemake and samplesheets (here CWL and
RO-Crate provenance, with a sequencing QC table only as content), survey platforms (make_holdout6;
here qualitative coding, transcription jobs and consent logs), thesis repositories and dissertation
format checkers (make_holdout12, make_holdout17; here thesis-writing coaches, supervisor relays and
word-count trackers), ROS 2 clocks (make_holdout3; here mocap, teleoperation, trial sessions, with
`ros2 bag info` only as content), Jupyter and HPC schedulers. The sources are research groups' and
students' daily tools in science and engineering:

* sample and freezer inventories: a -80 inventory snapshot "as of" a time for the request, a cold-chain
  alarm relayed in a delivery envelope (the alarm's own time stays), a sample checkout kiosk (XML
  attributes), a biobank catalogue lookup with a footer, a liquid-nitrogen dewar helper; and as hard
  negatives access-log CSVs whose first column is `Timestamp`, alarm e-mails, box maps, fill logs,
  OCR'd cryovial labels, sample request forms and a Slack export of a night-time alarm;
* core facility booking: a confocal booking desk (YAML front matter), a flow cytometry scheduler
  (ChatML system stamp), a cryo-EM `[ctx ...]` line, a metabolomics core behind an HTTP request line,
  a proteomics core; and as hard negatives booking confirmations, usage invoices, sort reports, EPU
  session logs, training records, maintenance logs and an ICS with its own `DTSTAMP`;
* microscopy and imaging metadata: an OME-XML upload with the upload id and time under it, a
  spinning-disk PC's R clock, a light-sheet client header (single-line JSON), a CZI-to-OME-Zarr
  conversion run; and as hard negatives OME-XML, `showinf` output, dated file names, EXIF and a ZEN
  error dialog with its own `Request ID` and `Time`;
* chemistry: HPLC troubleshooting (footer), a chromatography data system plug-in (pretty JSON), a
  reagent ordering cart, a stockroom Slack bot, safety data sheets fetched for the request, an EHS
  assistant behind traceparent; and as hard negatives HPLC printouts, sequence CSVs, audit trails, a
  GC report, order confirmations, price tables, chemical inventories with expiry dates, SDS sections,
  GHS statements, an incident report, a certificate of analysis and a purchase order;
* materials testing: tensile reports pulled from a test database, an XRD phase-ID desk (HTML
  comment), a Vickers hardness session (markdown bullets), a DSC helper reading MATLAB `now`; and as
  hard negatives tensile reports and raw exports, XRD peak lists, Rietveld summaries, a
  diffractometer log, hardness printouts, a DSC result, a testing-lab quote and an instrument status
  JSON whose first members are `"id"` and `"timestamp"`;
* robotics labs: a manipulation trial session, a motion-capture context (XML element), a field-robot
  teleoperation station, a bag summary with the assistant's line under it; and as hard negatives
  `ros2 bag info`, trial logs, Motive take properties, controller logs and a controller config;
* physics labs: DAQ `KEY=value` environments (epoch in ns), a LabVIEW front panel (seconds since
  1904), a synchrotron user-office portal, a dilution refrigerator "as of" a time, an oscilloscope
  export with an upload line under it, a dry-shipper manifest; and as hard negatives DAQ file headers,
  slow-control CSVs, allocation letters, beamline schedules, fridge logs, scope CSVs and a shift
  logbook;
* field ecology: a camera-trap classifier run, a transect app's device time, permits checked
  against today, a bird-ringing tablet clock, Warlpiri rangers, Herero rangeland transects, a teff
  trial dated in the Ethiopian calendar (Wolaytta), a cotton pest survey (Sukuma), an insectary
  (Kikongo), mosquito collections (Dioula), a tundra station (Nenets), a taiga datalogger (Evenki),
  Hyrcanian forest plots (Talysh), coral transects (Makassarese), a herbarium in Liangshan (Nuosu);
  and as hard negatives detection CSVs, deployment and service sheets, transect datasheets, a
  collecting permit, ringing records, GPX points and camera-trap EXIF;
* social science: a transcription job finished "at" a time under a transcript excerpt, an ethics
  amendment helper with a templated current-date sentence, a qualitative coding session table, a
  fieldworker's consent log with a `(sent ...)` line, interviews on forest rights (Mundari); and as
  hard negatives transcripts with their timecodes, transcript headers, approval letters, an ethics
  office e-mail, consent logs, a coding export, fieldnotes, an ethics-form timeline, interview
  schedules and a codebook;
* thesis writing: a coach behind a Llama 3 system header (`Today Date`, with `Cutting Knowledge
  Date` staying), a supervisor comment relayed with `[received ...]`, a word-count tracker's epoch, a
  Singapore graduate school's front-matter helper; and as hard negatives supervisors' comments, a
  timeline, a signed declaration's date and a reviewer report;
* lab meeting schedulers: a Slack Events API envelope (`event_id`, `event_time`), a journal club poll
  footer, a group meeting planner with the current ISO week; and as hard negatives rotas, minutes, a
  closed poll and an unrendered reminder template;
* research software engineering: Apptainer builds (the pinned base-image digest stays), provenance
  queries over RO-Crates (`startTime` and `endTime` of the crate stay), Zenodo deposit sessions, a
  Dataverse publication delivered as a Standard Webhooks message; and as hard negatives build logs,
  `docker inspect`, `apptainer inspect` labels, an RO-Crate, a cwltool log, Zenodo records with
  version DOIs, a Dataverse citation with its UNF, DataCite XML, a GitHub issue and an R
  `sessionInfo()`.

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets from -07:00 to +13:00 (including
+05:30 and +09:30), RFC 1123, RFC 2822, asctime, GNU `date`, Python `str()`, `isoformat()` and
logging, Go RFC3339Nano, .NET round-trip and "f", JavaScript `toISOString()` and `toString()`, Java
`Instant`, Julia `now()`, R `Sys.time()` with milliseconds and zone, MATLAB `datetime('now')`
display and `now` as a datenum, LabVIEW timestamps, Excel serials, a UTC day-of-year stamp, ISO
basic, compact `YYYYMMDDHHMMSS`, Windows general and US medium 12-hour renderings, English long
dates (US and British), `DD Mon YYYY HH:MM`, day-first slashed and dotted dates with a time, ISO
dates, ISO week dates, a 12-hour and a 24-hour time alone, Llama 3.1's `Today Date`, epochs in s,
ms, us, ns and with a fraction, and dates with localized month names, calendars and digits
(Lezgian, Nenets, Evenki and Juhuri with Russian months, Abkhaz months in Cyrillic, Mingrelian with
Georgian months in the Mkhedruli script, Talysh with Azerbaijani months, Mundari and Kurukh with
Devanagari digits, Kokborok and Herero with English months, Nuosu with Yi-script year, month and
day units, Buginese and Makassarese with Indonesian months and `jam 20.27 WITA`, Maranao with
Filipino months, Wolaytta in the Ethiopian calendar, Kikongo and Dioula with French months and
`13h25`, Sukuma with Swahili months, Mixtec, Otomi and Q'eqchi' with Spanish months, Shipibo with
a numeric date and `(PET)`, Elfdalian with Swedish months and `kl. 09.41`, Livonian with a dotted
date, Warlpiri with an English weekday, month and ACST). Identifiers: UUID v4 (also upper case)
and v7, ULID (also lower case), KSUID, nanoid, ObjectId, traceparent, AWS X-Ray root ids, long
hex (10 to 40 digits), base32, base62 and base64url tokens, a JWT, Slack `ts` and Events API ids,
Discord-style snowflakes, Standard Webhooks ids and signatures, and vendor-prefixed ids (`dlv_`,
`bks_`, `up_`, `rq_`, `cs_`, `lk_`, `ws_`, `tj_`, `ds_`, `fs_`, `mr_`, `br-`, `pq-`, `cv-`, `ctr-`,
`msg_`). Positions: header blocks (`Label: value`, HTTP-style with a request line, `KEY=value`
environments, webhook headers), head and tail of the prompt, the tail of a system prompt (also in a
ChatML system turn and a Llama 3 system header), YAML front matter, pretty-printed JSON members
(also nested in a delivery envelope), single-line JSON members, XML attributes and an XML element,
`key=value` pairs in bracketed context lines (also under a pasted block), markdown table rows and
bullets, HTML comments, templated sentences (inline and alone on a line), phrases with their
preposition ("at ...", "as of ..."), an id inside a sentence, a `[received ...]` prefix on a relayed
line, bracketed and parenthesised stamps on the user's message, footers after a `--` line,
metadata lines after the last user message, and program lines right above or below a pasted,
uploaded or fetched block.

Prompts are in English (British, US, Scottish, Nigerian, Indian, Singaporean, Australian, New
Zealand and Namibian) and in Lezgian, Abkhaz, Mingrelian, Talysh, Juhuri, Nenets, Evenki, Mundari,
Kurukh, Kokborok, Nuosu (Yi), Buginese, Makassarese, Maranao, Wolaytta, Kikongo, Herero, Dioula,
Sukuma, Mixtec, Otomi, Q'eqchi', Shipibo, Elfdalian, Livonian and Warlpiri (26 languages and
varieties, none of them named by the earlier holdouts' docstrings), with replies asked for in
Russian, Georgian, Azerbaijani, Hindi, Mandarin, Indonesian, French, Swahili, Spanish, Swedish and
Latvian, and questions in Spanish, French, German and Russian appended to some pasted blocks
(scripts: Latin, Cyrillic, Georgian, Devanagari, Yi, Han). The prompts in these languages are
short: an English system prompt, the app's "today" or "now" label in the language and a user
message in the language.

What it is: 303 prompts. 143 carry volatile fields (193 spans): 69 hand-written positives (107
spans; 36 with two fields, one with three) and 74 generated ones (86 spans). 160 carry none: 124
hand-written negatives (122 hard negatives and two plain controls) and 36 generated hard negatives;
93 of the hand-written negatives are material the user pastes, uploads, forwards or copies and asks
about (exports, CSVs, e-mails, printouts, reports, logs, tool output, letters, records, forms,
tables, JSON, XML and YAML documents, certificates, schedules, minutes, transcripts, fieldnotes),
placed in rotation: question after the block (8), before it (8), after it with no blank line (8),
between an opening paragraph and the question (8), quoted with "> " (8), in a code fence (8), in an
earlier turn of a multi-turn chat (8), indented (8), after the question and a lead-in ending in a
colon with no blank line (8), in a user turn under a system prompt (7), with a question before and
a follow-up after (7), and after the block with a question in another language appended (7); many
begin with lines exactly like program metadata (`Timestamp,...`, `From:` / `Date:` / `Message-ID:`,
`Submitted:`, `Created:`, `Date:`, `# run_start:`, `time,...`, `{"id": ..., "timestamp": ...`,
`Request ID:` / `Time:` in an error dialog, `[2026-...]` chat-export prefixes). Twelve hand-written
negatives hold stable look-alikes in program positions (prompt revisions, knowledge cutoffs, rack
map versions, service dates, facility hours, plug-in CalVer and API versions, permit validity,
member-since and rota-start dates, grant numbers, container digests and build dates, price-list
years and accounts, in Abkhaz and with an Ethiopian-calendar sowing date too); the others are ids,
epochs and timestamps the user asks about, few-shot dates, an unrendered template, relative times,
a user-typed clock, date and time arithmetic, an exercise sentence, MATLAB code and a run config.
The positives put the same-looking lines in program positions; about ten stamp data that the
program fetched for this request (an inventory snapshot, an SDS, a tensile report, fridge
readings, a provenance query, a biobank lookup), where only the stamp is labelled, and several sit
right above or below a block the user pasted or uploaded (OME-XML, a scope export, a bag summary,
a transcript, a classifier table), where only the program's lines are labelled. The generated
positive family puts one field, or two (a time and an id) in header blocks, YAML front matter, JSON
members, footers and after the last user message, at one of twelve positions (head, system tail,
header block, after the last user message, footer, YAML front matter, JSON member, XML attribute,
`key=value` in a bracketed context line, parenthesised value on the user's message, HTML comment,
markdown bullet; six or seven each) of 44 bodies (18 in English, 26 in the languages above); the
field is drawn from 48 formats and labels, or is the current date and time labelled and written in
the body's language (always for twelve of the languages, eleven of which no hand-written positive
dates). The
generated negative family uses the same bodies and positions (three each) with one stable value
drawn from generic ones (API version, knowledge cutoff, prompt revision, member since, group account,
tenant, time zone, facility hours, timeout, app release, grant, ORCID) and ones that fit the body's
domain (freezer and rack map, instrument serial, calibration date, column lot, catalogue release,
SDS revision, load cell calibration, tube installation, firmware, run period, proposal, deployment,
permit, ethics approval, submission deadline, rota start, base image, concept DOI, sample series,
transect set, collection, borehole, study, standard, herbarium code, season, trial and sowing date,
colony, study area), or a member-since date in the body's language. The output is deterministic
(seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout22.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, device clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Instruments and lab records keep their own times: acquisition dates, injection dates, test dates,
  run starts in file headers, capture times in EXIF and file names, bag start and end epochs, trial
  times, calibration and service dates, SDS revision dates, approval and permit validity, expiry
  dates and booking slots are content, also next to a program's stamp. An instrument PC's, a
  tablet's or a front panel's clock read for this request (R `Sys.time()`, MATLAB `now`, a LabVIEW
  timestamp, a tablet clock, a device time) is the current time.
* Runs, jobs, sessions and requests that the assistant's tools mint move: a classifier run and its
  start, a conversion run, a transcription job, a provenance query, a build request, a booking,
  coding, deposit, portal, trial, walk or CDS session, an upload id and its receipt time, a lookup.
  Samples, boxes, freezers, proposals, approvals, permits, grants, DOIs, ORCIDs, accounts, lots,
  instruments and projects stay; so does an id the user asks about.
* Envelope vs payload: a cold-chain alarm delivery's `id` and `received_at`, a Slack event's
  `event_id` and `event_time` and a Standard Webhooks message's `webhook-id`, `webhook-timestamp`
  and `webhook-signature` move; the alarm's `alarm_time`, the rota and the dataset's DOI and
  `publicationDate` stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Inventory snapshot as of <time> for this request:" leaves "Inventory snapshot for this
  request:"; "Conversion run <id> started at <time> on node img-conv-2." leaves "Conversion run
  started on node img-conv-2."); a templated sentence alone on its line, a markdown row or bullet,
  an XML element, an HTML comment and a `(sent ...)` line holding one field are whole-line spans;
  XML attributes and `key=value` pairs are followed by a stable neighbour; single-line JSON members
  are cut with the comma after them, and volatile members of pretty-printed JSON are never the last
  member of their object.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts whose natural cue would be in another script end with the user's message or
  with the metadata after it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
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
    http_date,
    iso_date,
    iso_space,
    iso_week,
    js_iso,
    js_tostring,
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

SEED = 20310424
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout24.jsonl"
SRC = "holdout24:"

ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": timezone(timedelta(0), "GMT"),
    "WAT": timezone(timedelta(hours=1), "WAT"),
    "CAT": timezone(timedelta(hours=2), "CAT"),
    "EAT": timezone(timedelta(hours=3), "EAT"),
    "MSK": timezone(timedelta(hours=3), "MSK"),
    "GET": timezone(timedelta(hours=4), "GET"),
    "AZT": timezone(timedelta(hours=4), "AZT"),
    "IST": timezone(timedelta(hours=5, minutes=30), "IST"),
    "KRAT": timezone(timedelta(hours=7), "KRAT"),
    "CST8": timezone(timedelta(hours=8), "CST"),
    "WITA": timezone(timedelta(hours=8), "WITA"),
    "PHT": timezone(timedelta(hours=8), "PHT"),
    "JST": timezone(timedelta(hours=9), "JST"),
    "ACST": timezone(timedelta(hours=9, minutes=30), "ACST"),
    "AEST": timezone(timedelta(hours=10), "AEST"),
    "CST6": timezone(timedelta(hours=-6), "CST"),
    "PET": timezone(timedelta(hours=-5), "PET"),
    "MST": timezone(timedelta(hours=-7), "MST"),
}


class Gen24(Gen):
    """make_holdout's Gen with zones by name and a few research-lab value shapes."""

    def at(self, zone: str) -> datetime:
        if zone == "EU":
            return self.moment_eu()
        if zone == "US":
            return self.moment_us()
        if zone == "EET":
            t = self.moment()
            return t.astimezone(
                timezone(
                    timedelta(hours=3 if 4 <= t.month <= 10 else 2), "EEST" if 4 <= t.month <= 10 else "EET"
                )
            )
        if zone == "UK":
            t = self.moment()
            return t.astimezone(
                timezone(timedelta(hours=1), "BST") if 4 <= t.month <= 10 else timezone(timedelta(0), "GMT")
            )
        if zone == "NZ":
            t = self.moment()
            return t.astimezone(
                timezone(timedelta(hours=12), "NZST")
                if 4 <= t.month <= 9
                else timezone(timedelta(hours=13), "NZDT")
            )
        return self.moment(ZONES[zone])

    def pre(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))


# --- value formats not in make_holdout ---------------------------------------------------------------------------


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def matlab_datetime(t: datetime) -> str:
    """MATLAB `datetime('now')` display."""
    return f"{t.day:02d}-{MONTHS[t.month - 1]}-{t.year} {t:%H:%M:%S}"


def matlab_datenum(t: datetime) -> str:
    """MATLAB `now` (days since year 0, local wall clock)."""
    naive = t.replace(tzinfo=None)
    days = (naive - datetime(1970, 1, 1)).total_seconds() / 86400 + 719529
    return f"{days:.5f}"


def labview(t: datetime) -> str:
    """LabVIEW timestamp: seconds since 1904-01-01 UTC."""
    return f"{epoch_s(t) + 2082844800}.{t.microsecond // 1000:03d}"


def excel_serial(t: datetime) -> str:
    naive = t.replace(tzinfo=None)
    return f"{(naive - datetime(1899, 12, 30)).total_seconds() / 86400:.6f}"


def r_systime(t: datetime) -> str:
    """R `format(Sys.time(), "%Y-%m-%d %H:%M:%OS3 %Z")`."""
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} {t.tzname()}"


def doy(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u.year}-{u.timetuple().tm_yday:03d}T{u:%H:%M:%S}Z"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def time12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def java_instant(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond:06d}Z"


def julia_now(t: datetime) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}"


def epoch_ns(t: datetime, extra: int) -> str:
    return str(epoch_us(t) * 1000 + extra)


def epoch_frac(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond:06d}"


# --- localized dates ---------------------------------------------------------------------------------------------

RU_MONTHS = [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
]
RU_GEN = [
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
ABK_MONTHS = [
    "ажьырныҳәа",
    "жәабран",
    "хәажәкыра",
    "мшаԥы",
    "лаҵара",
    "рашәара",
    "ԥхынгәы",
    "нанҳәа",
    "цәыббра",
    "жьҭаара",
    "абҵара",
    "ҟәрҭа",
]
KA_MONTHS = [
    "იანვარი",
    "თებერვალი",
    "მარტი",
    "აპრილი",
    "მაისი",
    "ივნისი",
    "ივლისი",
    "აგვისტო",
    "სექტემბერი",
    "ოქტომბერი",
    "ნოემბერი",
    "დეკემბერი",
]
AZ_MONTHS = [
    "yanvar",
    "fevral",
    "mart",
    "aprel",
    "may",
    "iyun",
    "iyul",
    "avqust",
    "sentyabr",
    "oktyabr",
    "noyabr",
    "dekabr",
]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
ID_MONTHS = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]
PH_MONTHS = [
    "Enero",
    "Pebrero",
    "Marso",
    "Abril",
    "Mayo",
    "Hunyo",
    "Hulyo",
    "Agosto",
    "Setyembre",
    "Oktubre",
    "Nobyembre",
    "Disyembre",
]
FR_MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
ES_MONTHS = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
SW_MONTHS = [
    "Januari",
    "Februari",
    "Machi",
    "Aprili",
    "Mei",
    "Juni",
    "Julai",
    "Agosti",
    "Septemba",
    "Oktoba",
    "Novemba",
    "Desemba",
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
ETH_MONTHS = [
    "Maskaramaa",
    "Xiqimtaa",
    "Hidaaraa",
    "Tahisaasaa",
    "Xirraa",
    "Yakkatiyaa",
    "Maggaabitaa",
    "Miyaaziyaa",
    "Ginbbotaa",
    "Saanee",
    "Hamllee",
    "Naasee",
    "Phaagumee",
]
DEVA = str.maketrans("0123456789", "०१२३४५६७८९")


def ethiopian(t: datetime) -> tuple[int, int, int]:
    jdn = date(t.year, t.month, t.day).toordinal() + 1721425
    r = (jdn - 1723856) % 1461
    n = r % 365 + 365 * (r // 1460)
    year = 4 * ((jdn - 1723856) // 1461) + r // 365 - r // 1460
    return year, n // 30 + 1, n % 30 + 1


def wal_date(t: datetime) -> str:
    y, m, d = ethiopian(t)
    return f"{ETH_MONTHS[m - 1]} {d}, {y} M.L. ({hm(t)} EAT)"


# lang -> (label of "today"/"now" in the language, writer)
LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "lez": ("Къе", lambda t: f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} йис, {hm(t)}"),
    "abk": ("Иахьа", lambda t: f"{t.year} ш. {ABK_MONTHS[t.month - 1]} {t.day}, {hm(t)}"),
    "xmf": ("ამდღა", lambda t: f"{t.day} {KA_MONTHS[t.month - 1]}, {t.year}, {hm(t)}"),
    "tly": ("Imruz", lambda t: f"{t.day} {AZ_MONTHS[t.month - 1]} {t.year}, saat {hm(t)}"),
    "jdt": ("Имруз", lambda t: f"{t.day} {RU_GEN[t.month - 1]} {t.year}, {hm(t)}"),
    "yrk": ("Тюку яля", lambda t: f"{t.day} {RU_GEN[t.month - 1]} {t.year} г., {hm(t)} МСК"),
    "evn": ("Эси", lambda t: f"{t.day} {RU_GEN[t.month - 1]} {t.year}, {hm(t)} (KRAT)"),
    "unr": ("तिसिङ", lambda t: f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {hm(t)}".translate(DEVA)),
    "kru": ("इन्ना", lambda t: f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {hm(t)} बजे".translate(DEVA)),
    "trp": ("Tini", lambda t: f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {hm(t)} IST"),
    "iii": ("ꀋꑍ", lambda t: f"{t.year}ꈎ {t.month}ꆪ {t.day}ꑍ {hm(t)}"),
    "bug": ("Essoé", lambda t: f"{t.day} {ID_MONTHS[t.month - 1]} {t.year}, jam {t:%H.%M} WITA"),
    "mak": ("Anne allo", lambda t: f"{t.day} {ID_MONTHS[t.month - 1]} {t.year}, {t:%H.%M} WITA"),
    "mrw": ("Imanto", lambda t: f"{PH_MONTHS[t.month - 1]} {t.day}, {t.year}, {time12(t)}"),
    "wal": ("Hachi", wal_date),
    "kg": ("Lumbu kiaki", lambda t: f"{t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour}h{t:%M}"),
    "hz": ("Nambano", lambda t: f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {hm(t)} CAT"),
    "dyu": ("Bi", lambda t: f"{t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour}h{t:%M} GMT"),
    "suk": ("Lelo", lambda t: f"{t.day} {SW_MONTHS[t.month - 1]} {t.year}, {hm(t)} EAT"),
    "mix": ("Vitin", lambda t: f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {hm(t)}"),
    "oto": ("Nubye", lambda t: f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t.hour}:{t:%M} h"),
    "kek": ("Anaqwan", lambda t: f"{t.day} {ES_MONTHS[t.month - 1]} {t.year}, {time12(t).lower()}"),
    "shp": ("Ramara", lambda t: f"{t.day:02d}/{t.month:02d}/{t.year} {hm(t)} (PET)"),
    "ovd": ("Idag", lambda t: f"{t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"),
    "liv": ("Tämpõ", lambda t: f"{t.day}.{t.month:02d}.{t.year} {t.hour}.{t:%M}"),
    "wbp": (
        "Jalangu",
        lambda t: f"{DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t.year}, {time12(t)} ACST",
    ),
}

LANG_ZONE = {
    "lez": "MSK",
    "abk": "MSK",
    "xmf": "GET",
    "tly": "AZT",
    "jdt": "AZT",
    "yrk": "MSK",
    "evn": "KRAT",
    "unr": "IST",
    "kru": "IST",
    "trp": "IST",
    "iii": "CST8",
    "bug": "WITA",
    "mak": "WITA",
    "mrw": "PHT",
    "wal": "EAT",
    "kg": "WAT",
    "hz": "CAT",
    "dyu": "GMT",
    "suk": "EAT",
    "mix": "CST6",
    "oto": "CST6",
    "kek": "CST6",
    "shp": "PET",
    "ovd": "EU",
    "liv": "EET",
    "wbp": "ACST",
}

POS: list[Callable[[Gen24], Draft]] = []


def pos(fn: Callable[[Gen24], Draft]) -> Callable[[Gen24], Draft]:
    POS.append(fn)
    return fn


def draft(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, SRC + source, tags)


def now_line(lang: str, t: datetime) -> str:
    label, write = LOCAL_NOW[lang]
    return f"{label}: {write(t)}"


# --- hand-written positives: sample and freezer inventories ---------------------------------------------------


@pos
def _freezer_snapshot(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""You are FrostBox, the inventory assistant of the Hale Lab (Department of Biochemistry). Answer from
the inventory snapshot only; if a box is not listed, say so and suggest checking the paper log on the door.

Inventory snapshot {v("datetime", "as of " + dd_mon(t) + " " + (t.tzname() or ""))} for this request:
| Freezer | Rack | Box | Contents                          | Owner  | Added      |
|---------|------|-----|-----------------------------------|--------|------------|
| F-80-03 | R2   | 14  | pET28-GFP minipreps (12 tubes)    | Priya  | 2025-11-04 |
| F-80-03 | R2   | 15  | HEK293T pellets, passage 18       | Tomas  | 2026-01-19 |
| F-20-01 | R5   | 02  | Q5 polymerase, lot 10198823       | shared | 2025-09-30 |

User: Where are Tomas's HEK pellets and how long have they been in there?
Assistant:""",
        "pos:freezer:snapshot-phrase",
        ["freezer", "inline_phrase", "dd_mon", "fetched_data"],
    )


@pos
def _freezer_alarm_envelope(g: Gen24) -> Draft:
    t = g.at("EU")
    alarm = t - timedelta(minutes=g.small(4, 40))
    return draft(
        f"""You triage freezer alarms for the shared -80 room of the Institute for Molecular Medicine. Decide whether
the alarm needs someone on site now, and name the person on call from the rota.

{{
  "delivery": {{
    {v("request_id", '"id": "dlv_' + g.b62(22) + '",')}
    {v("datetime", '"received_at": "' + rfc3339(t, 3) + '",')}
    "source": "coldchain-monitor"
  }},
  "alarm": {{
    "unit": "ULT-07 (Thermo TSX)",
    "alarm_time": "{rfc3339(alarm)}",
    "reading_c": -61.4,
    "setpoint_c": -80,
    "door_open_events_last_hour": 3
  }}
}}

On-call rota this week: Mon-Wed Lena Hoffmann, Thu-Sun Marco Bauer.
Triage:""",
        "pos:freezer:alarm-envelope",
        ["freezer", "json_nested", "envelope", "rfc3339"],
    )


@pos
def _sample_kiosk_xml(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""<kiosk station="B-214-coldroom" {v("session_id", 'session="' + g.nanoid() + '"')} {v("datetime", 'now="' + rfc3339(t) + '"')} mode="checkout"/>
You run the sample checkout kiosk. Confirm the sample id the user scanned, ask for the project code
if it is missing, and remind them that checked-out aliquots must be logged back within 48 hours.

User: scanned 24-0871-A3, taking two aliquots for the ELISA
Assistant:""",
        "pos:freezer:kiosk-xml",
        ["freezer", "xml_attr", "two_in_line", "nanoid", "rfc3339"],
    )


@pos
def _biobank_lookup_footer(g: Gen24) -> Draft:
    t = g.at("AEST")
    return draft(
        f"""You answer questions about the Kookaburra Biobank catalogue for approved researchers. Never reveal donor
identities; quote sample counts only.

Catalogue extract (tissue type = PBMC, consent = broad):
- Cohort KB-2019: 412 donors, 3 aliquots each, stored since 2019-06
- Cohort KB-2022: 188 donors, 5 aliquots each, stored since 2022-02

Researcher: How many PBMC aliquots could I request from the 2022 cohort for a pilot?

--
{v("request_id", "Lookup: lk_" + g.b62(18))}
{v("datetime", "Generated: " + dmy_slash(t) + " AEST")}
""",
        "pos:freezer:biobank-footer",
        ["biobank", "footer", "dmy_slash", "prefixed_id"],
    )


# --- core facility booking ---------------------------------------------------------------------------------------


@pos
def _confocal_booking_yaml(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""---
assistant: scopebook
facility: light-microscopy-core
{v("session_id", "booking_session: bks_" + g.b62(20))}
{v("datetime", 'requested_at: "' + rfc3339(t) + '"')}
group_account: LMC-2291 (Reyes lab)
---
You book instruments for the Light Microscopy Core. Offer at most three free slots from the list, respect
the two-hour limit on the Zeiss LSM 980 for unassisted users, and never book over a maintenance block.

Free slots (LSM 980): Tue 09:00-11:00, Tue 15:00-17:00, Thu 13:00-15:00 (maintenance Thu 15:00-18:00)

User: I need the 980 for live-cell imaging, about two hours, this week if possible.
Assistant:""",
        "pos:core:confocal-yaml",
        ["core_facility", "yaml_front", "booking_slots_content", "rfc3339"],
    )


@pos
def _flow_core_chatml(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""<|im_start|>system
You are the scheduling assistant of the Flow Cytometry Shared Resource. Sorter time is booked in 30-minute
blocks; BSL-2 samples go only on the Aria in room 4.112.
{v("datetime", "Current time: " + us_medium(t) + " " + (t.tzname() or ""))}
<|im_end|>
<|im_start|>user
Can I sort lentivirus-transduced T cells tomorrow morning? Around 2 hours.<|im_end|>
<|im_start|>assistant
""",
        "pos:core:flow-chatml",
        ["core_facility", "chatml_system", "us_medium"],
    )


@pos
def _cryoem_ctx_line(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""[ctx facility=cryoem-krios-g4 {v("request_id", "req=" + g.uuid4())} {v("epoch", "at=" + str(epoch_s(t)))} user_group=structbio-2]
You help users of the Cryo-EM Facility plan Krios sessions. A 48-hour session needs screened grids with
ice thickness under 40 nm; point users to the screening booking if they have not screened.

User: We got beautiful grids on the Glacios last week. Can we go straight to a 48 h Krios session?
Assistant:""",
        "pos:core:cryoem-kv",
        ["core_facility", "kv_inline", "two_in_line", "epoch_s"],
    )


@pos
def _seahorse_portal_headers(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""POST /assist/v1/booking-help HTTP/1.1
Host: cores.northbay-univ.example
{v("request_id", "X-Request-ID: " + g.hex(32))}
{v("datetime", "Date: " + http_date(t))}
Accept-Language: en-US

You answer questions about the Metabolomics Core's Seahorse XFe96 analyser: booking rules, plate
costs (USD 310 per plate internal, USD 465 external) and the cartridge hydration that must start the day
before.

User: If I book Friday 10am, when do I need to hydrate the cartridge?
Assistant:""",
        "pos:core:portal-http",
        ["core_facility", "http_request", "header_block", "http_date"],
    )


# --- microscopy and imaging metadata -----------------------------------------------------------------------------


@pos
def _ome_upload_kv(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You are the image-metadata checker of the Imaging Platform. Check that the uploaded OME-XML says what the
user claims (objective, pixel size, channels) and list mismatches only.

User: Here's the metadata for the stack I'll put in the paper figure, 63x oil, 0.0659 um pixels.

<OME xmlns="http://www.openmicroscopy.org/Schemas/OME/2016-06">
  <Image ID="Image:0" Name="fig3_stack_042">
    <AcquisitionDate>2026-02-11T14:22:05</AcquisitionDate>
    <Pixels DimensionOrder="XYZCT" PhysicalSizeX="0.0659" PhysicalSizeY="0.0659" SizeC="3" SizeZ="41"/>
    <ObjectiveSettings ID="Objective:0:0" RefractiveIndex="1.518"/>
  </Image>
</OME>
[upload {v("request_id", "id=up_" + g.b62(16))} {v("datetime", "received=" + rfc3339(t))} store=imaging-eu]
Assistant:""",
        "pos:imaging:ome-upload",
        ["imaging", "kv_inline", "below_pasted_block", "two_in_line"],
    )


@pos
def _scope_pc_header(g: Gen24) -> Draft:
    t = g.at("JST")
    return draft(
        f"""Scope: Nikon Ti2-E / CSU-W1 (room B305)
Objective in path: Plan Apo 60x/1.40 Oil
Camera: Prime BSI
{v("datetime", "Host clock: " + r_systime(t))}

You are the acquisition helper installed on the spinning-disk PC. Give settings, not theory, and warn when
an exposure will bleach GFP faster than the user's time-lapse interval allows.

User: 20 z-slices every 2 minutes for 6 hours, GFP at 100 ms. Too much?
Assistant:""",
        "pos:imaging:scope-pc",
        ["imaging", "header_block", "r_systime"],
    )


@pos
def _lightsheet_json_line(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""{{"client":"lightsheet-assist","version":"2.4.1",{v("request_id", '"request_id":"' + g.ulid(t) + '",')}{v("epoch", '"ts_ms":' + str(epoch_ms(t)) + ",")}"site":"EMBL-like-demo"}}
You advise on clearing and mounting samples for the mesoSPIM light-sheet. Keep answers to five steps.

User: whole mouse brain, CUBIC cleared, the refractive index of my mounting medium is 1.52. Which chamber?
Assistant:""",
        "pos:imaging:lightsheet-json",
        ["imaging", "json_inline", "two_in_line", "ulid", "epoch_ms"],
    )


@pos
def _czi_batch_run(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You summarise QC for a batch conversion of Zeiss CZI files to OME-Zarr. Report files that failed, and
why, in a short table.

Conversion run {v("run_id", "cv-" + g.hex(10))} started {v("datetime", "at " + iso_space(t) + " " + (t.tzname() or ""))} on node img-conv-2.
Results:
plate01_A01.czi  ok     2.1 GB  4 scenes
plate01_A02.czi  ok     2.1 GB  4 scenes
plate01_A03.czi  FAIL   -       "truncated subblock at 1.37 GB"
plate01_A04.czi  ok     2.0 GB  4 scenes

QC summary:""",
        "pos:imaging:czi-run",
        ["imaging", "inline_sentence", "run_id", "two_in_line"],
    )


# --- chemistry: HPLC, reagents, safety data sheets -----------------------------------------------------------------


@pos
def _hplc_footer(g: Gen24) -> Draft:
    t = g.at("IST")
    return draft(
        f"""You help analysts in the QC lab troubleshoot HPLC methods. Ask for the column, mobile phase and gradient
before suggesting a cause.

Analyst: Peak tailing on the main peak went from 1.1 to 1.9 over the last three sequences on the same
C18 column. Nothing else changed.

--
{v("request_id", "Request: rq_" + g.b62(14))}
{v("datetime", "Generated: " + dmy_slash(t) + " IST")}
""",
        "pos:chem:hplc-footer",
        ["hplc", "footer", "two_fields", "dmy_slash"],
    )


@pos
def _cds_plugin_json(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""{{
  "plugin": "cds-assist",
  "site": "QC-Building-2",
  {v("session_id", '"cds_session": "' + g.uuid4() + '",')}
  {v("datetime", '"opened": "' + dotnet_o(t, g.small(0, 10)) + '",')}
  "instrument": "Agilent 1290 Infinity II #4"
}}
You explain system suitability failures to analysts in plain terms and cite the USP <621> limit involved.

Analyst: Resolution between impurity B and the API was 1.7, the limit is 2.0. What can I adjust without
revalidating?
Answer:""",
        "pos:chem:cds-json",
        ["hplc", "json_block", "dotnet_roundtrip", "uuid"],
    )


@pos
def _reagent_cart(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""You are the reagent ordering assistant for the Chemistry Department stockroom. Check each line for a
cheaper equivalent grade in the department catalogue, and flag anything that needs EHS pre-approval
(toxics, pyrophorics, controlled precursors).
{v("session_id", "Cart session: cs_" + g.b62(24))}
{v("datetime", "Now: " + py_iso(t))}
Department account: CHEM-4410-ORG

Cart:
1. Sodium borohydride, 98%, 100 g (CAS 16940-66-2)
2. tert-Butyllithium, 1.7 M in pentane, 100 mL (CAS 594-19-4)
3. Acetonitrile, HPLC grade, 4 L x 4 (CAS 75-05-8)

User: Anything here I need to get approved first?
Assistant:""",
        "pos:chem:reagent-cart",
        ["reagents", "system_tail", "two_fields", "python_isoformat"],
    )


@pos
def _reagent_slack(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""You are Stockbot in the #lab-orders channel of the Okafor Group. Turn the message into an order line:
item, supplier, catalogue number, quantity. If the catalogue number is missing, ask.
workspace: okafor-group
channel: C05LABORDERS

<@U07KEMI>: can someone order another box of 1000 uL filter tips, the Starlab ones, we're on our last rack
{v("message_id", "ts: " + str(epoch_s(t)) + "." + g.digits(6))}
Stockbot:""",
        "pos:chem:reagent-slack",
        ["reagents", "last_user", "slack_ts"],
    )


@pos
def _sds_fetch_phrase(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You answer storage and handling questions from the safety data sheet only. Quote the SDS section number.

SDS retrieved {v("datetime", "at " + rfc3339(t))} from the supplier portal:
Product: Hydrofluoric acid 48%  |  SDS revision 6.2, revision date 2025-08-14
Section 7.2: Store in polyethylene or PTFE containers. Keep away from glass, metals and bases.
Section 8.2: Neoprene or butyl gloves; face shield; calcium gluconate gel must be available.
Section 10.5: Incompatible with glass, concrete, metals, strong bases.

User: Can I keep the HF bottle in the glass-fronted acid cabinet?
Answer:""",
        "pos:chem:sds-fetch",
        ["sds", "inline_phrase", "fetched_document", "rfc3339"],
    )


@pos
def _sds_request_headers_head(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("datetime", "X-Request-Start: " + js_iso(t))}
You are ChemSafe, the lab safety assistant of Carver University EHS. Answer from the SDS and the
university's chemical hygiene plan; for spills larger than 1 L tell the user to call EHS at x4-2020.

User: Is it OK to pour 50 mL of 1 M NaOH waste down the sink after neutralising it?
ChemSafe:""",
        "pos:chem:ehs-head",
        ["sds", "head", "traceparent", "js_iso"],
    )


# --- materials testing: tensile, XRD, hardness --------------------------------------------------------------------


@pos
def _tensile_report_pulled(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You compare tensile test results against the material specification and say pass or fail per specimen.

{v("datetime", "Report pulled from the test database at " + dmy_dot(t) + " for this request.")}
Test report TR-2026-0318 (ISO 6892-1, method B, 23 C), tested 2026-02-27 by K. Nowak
Material: 6082-T6 extrusion, spec EN 755-2: Rm >= 310 MPa, Rp0.2 >= 260 MPa, A >= 10 %
Specimen  Rp0.2 [MPa]  Rm [MPa]  A [%]
S1        287          318       11.4
S2        291          322       10.9
S3        254          306       12.1

User: Which specimens fail?
Assistant:""",
        "pos:materials:tensile-pulled",
        ["tensile", "sentence_line", "fetched_data", "dmy_dot"],
    )


@pos
def _xrd_comment_head(g: Gen24) -> Draft:
    return draft(
        f"""{v("request_id", "<!-- xrd-assist request " + g.uuid7(g.at("UTC")) + " -->")}
You help identify crystalline phases from peak lists. Use Cu K-alpha (1.5406 A). Give the most likely
phase and the two peaks that decide it.

User: Peaks at 2-theta 25.3, 37.8, 48.0, 53.9, 55.1 and 62.7. White powder from a sol-gel synthesis
calcined at 450 C.
Assistant:""",
        "pos:materials:xrd-comment",
        ["xrd", "html_comment", "head", "uuid7"],
    )


@pos
def _hardness_bullets(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""## Session
- **Instrument:** Buehler Wilson VH3300
- **Scale:** HV10
{v("datetime", "- **Local time:** " + windows_general(t))}
{v("session_id", "- **Session:** " + g.b32(16))}
- **Operator group:** materials-lab

You help operators interpret Vickers hardness traverses across welds. Point out readings that suggest
a soft zone in the heat-affected zone.

Operator: Traverse every 0.5 mm: 212 214 209 188 171 169 186 207 213. Is there a soft zone?
Assistant:""",
        "pos:materials:hardness-bullets",
        ["hardness", "md_bullets", "windows_datetime", "base32"],
    )


@pos
def _dsc_matlab(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You are the analysis helper in the thermal-analysis lab's MATLAB app. Explain DSC features; do not guess
the material if the user did not name it.
{v("datetime", "now (datenum): " + matlab_datenum(t))}

User: second heating shows a step at 105 C and a small endotherm at 162 C. PMMA/PS blend, 50/50.
Assistant:""",
        "pos:materials:dsc-datenum",
        ["dsc", "system_tail", "matlab_datenum"],
    )


# --- robotics labs ----------------------------------------------------------------------------------------------


@pos
def _robot_trial_head(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""{v("session_id", "Trial session: " + g.uuid4())}
{v("datetime", "Wall clock: " + go_nano(t, g.small(1, 1000)))}
Robot: franka-panda-2 (FR3), gripper: Robotiq 2F-85
You are the experiment assistant of the Manipulation Lab. Suggest the next grasp parameters from the trial
outcomes the user reports; never suggest exceeding 70 N grip force.

User: 14 of 20 grasps on the foam cube failed by slipping at lift, grip force 25 N, speed 0.1 m/s.
Assistant:""",
        "pos:robotics:trial-head",
        ["robotics", "head", "go_rfc3339nano", "uuid"],
    )


@pos
def _mocap_xml_element(g: Gen24) -> Draft:
    t = g.at("AEST")
    return draft(
        f"""<capture_context>
  <system>OptiTrack Prime x12, Motive 3.1</system>
  {v("datetime", "<request_time>" + rfc3339(t, 3) + "</request_time>")}
  <volume>4 m x 4 m x 2.5 m</volume>
</capture_context>
You help the Legged Robotics group clean motion-capture data. Suggest gap-filling methods and say which
markers to relabel.

User: Marker LFOOT_2 swaps with RFOOT_2 whenever the quadruped trots faster than 1.2 m/s. Fix?
Assistant:""",
        "pos:robotics:mocap-xml",
        ["robotics", "xml_element", "rfc3339"],
    )


@pos
def _teleop_last_user(g: Gen24) -> Draft:
    t = g.at("JST")
    return draft(
        f"""You assist operators of the field-robot teleoperation station. Answer in two sentences and prefer the
safe option.

Operator: Battery at 23 %, the rover is 340 m from the base and the slope back is 12 degrees. Return now or
finish the last soil sample?
{v("datetime", "Sent: " + iso_space(t) + " JST")}
{v("message_id", "Msg-ID: " + g.snowflake(t))}
Assistant:""",
        "pos:robotics:teleop-last-user",
        ["robotics", "last_user", "iso_space", "snowflake"],
    )


@pos
def _fleet_trial_bag_below(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You help roboticists check recorded data before they run an evaluation. Look at the bag summary and say
whether the topics needed for odometry evaluation are present and recorded at a sensible rate.

User: does this bag have what I need for the VIO evaluation?

Files:             run_0211_corridor.mcap
Bag size:          6.1 GiB
Storage id:        mcap
Duration:          412.38s
Start:             Feb 11 2026 15:02:41.118 (1770822161.118)
End:               Feb 11 2026 15:09:33.502 (1770822573.502)
Messages:          2113455
Topic information: Topic: /camera/infra1/image_rect_raw | Type: sensor_msgs/msg/Image | Count: 12371
                   Topic: /camera/imu | Type: sensor_msgs/msg/Imu | Count: 164952
                   Topic: /vicon/base_link | Type: geometry_msgs/msg/TransformStamped | Count: 41238
{v("datetime", "Summary attached by lab-assist at " + java_instant(t))}
Assistant:""",
        "pos:robotics:bag-stamp-below",
        ["robotics", "below_pasted_block", "java_instant", "sentence_line"],
    )


# --- physics labs ------------------------------------------------------------------------------------------------


@pos
def _daq_env_block(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""DAQ_HOST=daq-ctrl-01
DAQ_FW=3.11.2
{v("request_id", "ASSIST_REQUEST_ID=" + g.hex(24))}
{v("epoch", "ASSIST_NOW_NS=" + epoch_ns(t, g.small(1, 1000)))}

You are the slow-control assistant of the detector test stand. Explain readings, suggest checks, and never
tell users to change high-voltage settings themselves.

User: PMT 3 dark rate jumped from 1.2 kHz to 9 kHz after we reopened the dark box. Normal?
Assistant:""",
        "pos:physics:daq-env",
        ["daq", "key_value_lines", "epoch_ns", "hex"],
    )


@pos
def _daq_labview(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""You are embedded in the LabVIEW front panel of the cryogenic transport setup. Explain what the user sees
and suggest the next measurement.
{v("datetime", "LabVIEW timestamp: " + labview(t))}
{v("run_id", "Assist run: " + g.ksuid(t))}

User: R(T) on sample B shows a kink near 38 K on cooling but not on warming. Real or artefact?
Assistant:""",
        "pos:physics:labview",
        ["daq", "system_tail", "labview_timestamp", "ksuid"],
    )


@pos
def _beamtime_portal(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You help users of the synchrotron's user office portal with beam time allocation questions. The proposal
number, allocated shifts and beamline are stable facts from the portal; explain, do not change them.

Proposal: 20251432
Beamline: P11 (macromolecular crystallography)
Allocated: 6 shifts, 2026-05-18 to 2026-05-20
{v("session_id", "Portal session: " + g.hex(40))}
{v("datetime", "Generated: " + http_date(t))}

User: If our crystals don't grow in time, can we swap two of the shifts to the autumn run?
Assistant:""",
        "pos:physics:beamtime-portal",
        ["beamtime", "header_block", "http_date", "hex40"],
    )


@pos
def _cryostat_fetched(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""You watch the dilution refrigerator for the quantum devices group. Say whether the readings look normal for
a fridge that is cooling down, and what to check if not.

Readings {v("datetime", "as of " + time12(t) + " " + (t.tzname() or ""))} for this request:
MXC  14.2 mK
Still  0.81 K
4K plate  3.62 K
P1 (IVC)  2.1e-6 mbar
Flow  612 umol/s

User: MXC was at 9 mK yesterday. Is 14 a problem?
Assistant:""",
        "pos:physics:cryostat-asof",
        ["cryostat", "inline_phrase", "time12", "fetched_data"],
    )


@pos
def _scope_upload_below(g: Gen24) -> Draft:
    return draft(
        f"""You help undergraduates in the electronics teaching lab read oscilloscope exports. Use the numbers, and be
patient.

Student: my RC filter doesn't cut off where I calculated (R = 1.6 k, C = 100 n). Here's the export:

Model,DSOX1204G
Firmware Version,02.12.2019052001
Horizontal Scale,0.0005
Source,CH1,CH2
Frequency (Hz),Vin (V),Vout (V)
500,2.00,1.97
1000,2.00,1.78
2000,2.00,1.39

[attachment name=scope_0303.csv {v("request_id", "upload=" + g.b62(12))} via=web]
Assistant:""",
        "pos:physics:scope-upload-below",
        ["oscilloscope", "kv_inline", "below_pasted_block", "b62"],
    )


# --- field ecology -----------------------------------------------------------------------------------------------


@pos
def _camera_trap_run(g: Gen24) -> Draft:
    t = g.at("CAT")
    return draft(
        f"""You review species labels proposed by the camera-trap classifier for the Okavango Carnivore Project. Flag
labels with confidence under 0.8 for human review; keep the image capture times as they are.
{v("run_id", "Classifier run: ctr-" + g.ulid(t).lower())}
{v("datetime", "Run started: " + iso_space(t) + " CAT")}

image                       captured             label          conf
CT07_20260212_031544.JPG    2026-02-12 03:15:44  spotted hyena  0.97
CT07_20260212_031546.JPG    2026-02-12 03:15:46  spotted hyena  0.71
CT11_20260213_221009.JPG    2026-02-13 22:10:09  leopard        0.88

Reviewer: Which ones go to the review queue?
Assistant:""",
        "pos:ecology:camera-trap-run",
        ["camera_trap", "system_tail", "run_id", "ulid_lower"],
    )


@pos
def _transect_device_time(g: Gen24) -> Draft:
    t = g.at("NZ")
    return draft(
        f"""You are the field assistant inside the transect recording app. Check that the observer's entry is
complete (species, count, distance band, behaviour) and ask for what is missing.

Observer: tui x3 band B feeding in kowhai, kereru x1 band C
{v("datetime", "Device time: " + rfc3339(t))}
{v("session_id", "Walk session: " + g.pre("ws_", 16))}
Assistant:""",
        "pos:ecology:transect-device",
        ["transect", "last_user", "rfc3339", "prefixed_id"],
    )


@pos
def _permit_today_sentence(g: Gen24) -> Draft:
    t = g.at("MST")
    return draft(
        f"""You help the Desert Ecology Lab check fieldwork against its permits. {v("date", "Today is " + long_date(t) + ".")}
Permits on file:
- State collecting permit SC-2025-0714, valid 2025-07-01 to 2026-06-30, reptiles and amphibians, no
  listed species
- Federal land access authorization AZ-910-25-18, valid to 2026-12-31, no motorised access off roads

User: Can we collect tail clips from side-blotched lizards on the BLM plots next week?
Assistant:""",
        "pos:ecology:permit-today",
        ["permits", "inline_sentence", "long_date"],
    )


@pos
def _bird_ringing_tablet(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""Ringing station assistant. Check each new capture against the species' wing-length range and flag
outliers before the record is saved.
{v("datetime", "Tablet clock: " + hm(t))}
Station: Falsterbo-demo net lane 3

Ringer: Reed warbler, ring number SVS 2K18840, wing 71 mm, fat 2, age 3
Assistant:""",
        "pos:ecology:ringing-clock",
        ["ringing", "system_tail", "time_alone"],
    )


# --- social science ----------------------------------------------------------------------------------------------


@pos
def _transcription_job(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""You help qualitative researchers clean interview transcripts: fix obvious ASR errors, keep hesitations,
never change meaning. Keep the speaker labels and timestamps of the transcript.

[00:12:41] INT: And when you moved to the night shift, what changed at home?
[00:12:47] P07: Well, the kids, erm, they basically stopped seeing me on weekdays.
[00:12:55] P07: I'd come in at like half six and they'd be off to school.

Transcription job {v("run_id", "tj_" + g.b62(16))} finished {v("datetime", "at " + rfc3339(t))} on the secure queue.

Researcher: Clean this excerpt for the coding round.
Assistant:""",
        "pos:social:transcription-job",
        ["transcripts", "inline_sentence", "two_in_line", "below_pasted_block"],
    )


@pos
def _ethics_current_date(g: Gen24) -> Draft:
    t = g.at("AEST")
    return draft(
        f"""You help researchers at the university prepare ethics amendments. {v("date", "The current date is " + british_long(t) + ".")}
Approvals are valid for the period stated on the approval letter; amendments must be approved before any
change is implemented.

Approval on file: HREC 2024/0387, "Sleep and screen use in adolescents", approved 12 March 2024, valid to
11 March 2027.

Researcher: We want to add a smartwatch arm. Do we need an amendment or a new application?
Assistant:""",
        "pos:social:ethics-date",
        ["ethics", "inline_sentence", "british_long"],
    )


@pos
def _coding_session_table(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""| Field       | Value                         |
|-------------|-------------------------------|
| Project     | Caregiving and remote work    |
| Codebook    | v4 (38 codes)                 |
{v("session_id", "| Session     | " + g.objectid(t) + "      |")}
{v("datetime", "| Opened      | " + us_medium(t) + " |")}

You help code qualitative data with the project's codebook. Suggest up to three codes per excerpt and say
why in one line each.

Excerpt: "I keep my laptop open on the kitchen counter so I can answer Slack while I'm making dinner."
Codes:""",
        "pos:social:coding-table",
        ["qualitative", "md_table", "objectid", "us_medium"],
    )


@pos
def _fieldwork_consent_log(g: Gen24) -> Draft:
    t = g.at("EAT")
    return draft(
        f"""You check fieldworkers' consent logs for completeness before interviews are uploaded. A complete entry has
the participant code, the consent form version and the witness initials.

Fieldworker: P-112 consent v3.1 witnessed AK; P-113 consent v3.1; P-114 consent v2.0 witnessed AK
{v("datetime", "(sent " + dmy_slash(t) + " EAT)")}
Assistant:""",
        "pos:social:consent-paren",
        ["consent_log", "paren_line", "last_user", "dmy_slash"],
    )


# --- thesis writing ----------------------------------------------------------------------------------------------


@pos
def _thesis_llama_header(g: Gen24) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""<|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You are a thesis-writing coach. Give structural feedback on chapters, never rewrite whole paragraphs, and
ask the student what their supervisor already said.<|eot_id|><|start_header_id|>user<|end_header_id|>

My methods chapter is 14,000 words and my supervisor says it reads like a lab notebook. Where do I start?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        "pos:thesis:llama-header",
        ["thesis", "llama3_header", "today_date"],
    )


@pos
def _supervisor_relay(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You are ThesisMate, connected to the student's supervision channel. Turn supervisor comments into a to-do
list with one line per task, and keep the supervisor's wording where possible.

Earlier (yesterday): "Chapter 3 figures need consistent axis labels."
{v("datetime", "[received " + dmy_slash(t) + "]")} Dr. Vermeulen: Section 4.2 still mixes results and discussion; move the
interpretation of Fig. 4.6 to chapter 5 and cut the literature recap there.

Student: Make me the to-do list.
Assistant:""",
        "pos:thesis:supervisor-relay",
        ["thesis", "relayed_line_prefix", "dmy_slash"],
    )


@pos
def _wordcount_epoch(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""You track a PhD student's writing progress and keep them honest but kind. Compare today's count with the
plan and suggest one concrete goal for the next writing session.

Plan: full draft of 80,000 words by 2026-09-30
Words so far: 51,240 (chapters 1-4)
{v("epoch", "client_epoch: " + str(epoch_s(t)))}

Student: I only wrote 300 words this week, I feel terrible.
Assistant:""",
        "pos:thesis:wordcount-epoch",
        ["thesis", "header_block", "epoch_s"],
    )


# --- lab meeting schedulers --------------------------------------------------------------------------------------


@pos
def _lab_meeting_slack_event(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""{{
  "token": "verification-token-deprecated",
  "team_id": "T02LABMTG",
  {v("request_id", '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "type": "event_callback"
}}
You are the lab-meeting bot of the Nakamura Lab. Presenters rotate alphabetically; journal club is the last
Thursday of the month. Answer scheduling questions from the rota only.

Rota: Mar 5 Aiko, Mar 12 Ben, Mar 19 Chloe, Mar 26 journal club (Dev), Apr 2 Elena

User: I'm away Mar 19, can Chloe and I swap?
Assistant:""",
        "pos:labmeeting:slack-envelope",
        ["lab_meeting", "json_block", "envelope", "epoch_s"],
    )


@pos
def _journal_club_poll_footer(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""Summarise the journal club poll for the lab: winning paper, runner-up, and who volunteered to present.

Votes:
- "Cryo-ET of native synapses" (Nature 2025): 6 votes
- "A foundation model for single-cell multiomics" (bioRxiv): 4 votes
- "Optogenetic control of stress granules": 2 votes
Volunteer: Jonas for the winner, Mei for the runner-up.

--
{v("datetime", "Summary generated " + sk_now(t))}
""",
        "pos:labmeeting:poll-footer",
        ["lab_meeting", "footer", "dotnet_long"],
    )


@pos
def _group_calendar_week(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You schedule the weekly group meeting of the Soft Matter group. Pick a one-hour slot when all senior members
are free, preferring mornings.
{v("date", "current_week: " + iso_week(t))}

Busy this week:
- Prof. Lind: Mon all day, Wed 10-12
- Dr. Ahn: Tue 9-11, Thu 14-16
- Dr. Costa: Wed 9-10, Fri all day

User: When can we meet?
Assistant:""",
        "pos:labmeeting:iso-week",
        ["lab_meeting", "system_tail", "iso_week"],
    )


# --- research software engineering ------------------------------------------------------------------------------


@pos
def _container_build(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You help researchers fix Apptainer definition files. The base image digest and software versions are
pinned on purpose; do not suggest unpinning them.
{v("request_id", "Build request: br-" + g.hex(12))}
{v("datetime", "Requested: " + unix_date(t))}

Bootstrap: docker
From: ubuntu@sha256:80dd3c3b9c6cecb9f1667e9290b3bc61b78c2678c02cbdae5f0fea92cc6734ab

%post
    apt-get update && apt-get install -y python3.11 python3-pip
    pip install numpy==1.26.4 scipy==1.13.1

User: The build dies with "python3.11: no installation candidate". Why?
Assistant:""",
        "pos:rse:apptainer",
        ["containers", "system_tail", "unix_date", "digest_neighbour"],
    )


@pos
def _provenance_query(g: Gen24) -> Draft:
    t = g.at("UTC")
    return draft(
        f"""You answer questions about workflow provenance stored as RO-Crates. Use only the crate metadata below.

Provenance query {v("request_id", "pq-" + g.uuid4())} executed {v("datetime", "at " + rfc3339(t, 6))}:
{{
  "@id": "#run-3f0a6e0e-6a43-4c2b-9d6b-1c2d9e8f7a01",
  "@type": "CreateAction",
  "name": "cwltool run of align-and-count.cwl",
  "startTime": "2026-01-22T08:14:03Z",
  "endTime": "2026-01-22T11:47:56Z",
  "instrument": {{"@id": "align-and-count.cwl"}},
  "object": [{{"@id": "reads/S12_R1.fastq.gz"}}, {{"@id": "ref/GRCh38.fa"}}]
}}

User: How long did that run take and which reference did it use?
Assistant:""",
        "pos:rse:provenance-query",
        ["provenance", "inline_sentence", "two_in_line", "crate_content"],
    )


@pos
def _zenodo_deposit_session(g: Gen24) -> Draft:
    t = g.at("EU")
    return draft(
        f"""You help researchers prepare a data deposit on the institutional Zenodo community. Check the metadata:
licence, creators with ORCIDs, related identifiers, and the embargo.
{v("session_id", "Deposit session: ds_" + g.b62(22))}
{v("datetime", "Session opened: " + rfc3339(t))}

Draft metadata:
title: Raw tensile and DIC data for 3D-printed lattices
creators: Ferreira, Ana (0000-0002-1825-0097); Okoye, Chidi
license: CC-BY-4.0
related: isSupplementTo 10.1016/j.addma.2025.104512
embargo: none

User: Is anything missing before I publish?
Assistant:""",
        "pos:rse:zenodo-session",
        ["data_repository", "system_tail", "rfc3339", "prefixed_id"],
    )


@pos
def _dataverse_webhook(g: Gen24) -> Draft:
    t = g.at("US")
    return draft(
        f"""{v("request_id", "webhook-id: msg_" + g.b62(24))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}
content-type: application/json

{{"event": "dataset.published", "dataset": {{"persistentId": "doi:10.7910/DVN/QX3L8K", "version": "2.0",
"publicationDate": "2026-02-03"}}}}

Write the one-paragraph announcement for the lab website about this new dataset version.""",
        "pos:rse:dataverse-webhook",
        ["data_repository", "head", "standard_webhooks", "three_fields"],
    )


# --- hand-written positives in other languages and Englishes ----------------------------------------------------


@pos
def _warlpiri_rangers(g: Gen24) -> Draft:
    t = g.at("ACST")
    return draft(
        f"""You help the Warlpiri ranger team tag camera-trap photos from the Tanami. Answer in plain English with
Warlpiri names for animals when the rangers use them. Never guess a species from a blurry photo.
{v("datetime", now_line("wbp", t))}
{v("session_id", "Session: " + g.nanoid())}

Ranger: Yuwayi, CT-14 got a warlpajirri (bilby) at night and a cat the next night. Which one first for
the report?
Assistant:""",
        "pos:lang:warlpiri-rangers",
        ["camera_trap", "lang_wbp", "localized_now", "nanoid"],
    )


@pos
def _herero_transect(g: Gen24) -> Draft:
    t = g.at("CAT")
    return draft(
        f"""{v("datetime", now_line("hz", t))}
{v("request_id", "Request-Id: " + g.uuid4())}
You are the field assistant of a rangeland monitoring project in the Kunene region. Check transect entries
for missing fields (transect id, point, grass cover, bush density) and reply in simple English.

Moro! Transect K-07, point 12: grass 35 %, bush density high, no livestock seen.""",
        "pos:lang:herero-transect",
        ["transect", "lang_hz", "localized_now", "head", "uuid"],
    )


@pos
def _wolaytta_trial(g: Gen24) -> Draft:
    t = g.at("EAT")
    return draft(
        f"""You help agronomy technicians record the enset and teff field trial at the Areka research station. Check the
plot numbers against the trial layout (plots 101-148) and ask again if a plot number is out of range.
{v("date", now_line("wal", t))}

Saro! Plot 152: teff height 64 cm, lodging 2, no disease.""",
        "pos:lang:wolaytta-trial",
        ["field_trial", "lang_wal", "localized_now", "ethiopian_calendar", "system_tail"],
    )


@pos
def _sukuma_cotton(g: Gen24) -> Draft:
    t = g.at("EAT")
    return draft(
        f"""---
app: shamba-lab
{v("datetime", 'lelo: "' + LOCAL_NOW["suk"][1](t) + '"')}
{v("session_id", "session_id: " + g.pre("fs_", 18))}
locale: sw-TZ
---
You help enumerators of the cotton pest survey in Mwanza enter bollworm counts. One entry = village, plot,
plants checked, larvae counted.

Mwangaluka! Kijiji Nyamagana, plot 4, mimea 20, viwavi 7.""",
        "pos:lang:sukuma-cotton",
        ["field_survey", "lang_suk", "yaml_front", "localized_now", "prefixed_id"],
    )


@pos
def _kikongo_insectary(g: Gen24) -> Draft:
    t = g.at("WAT")
    return draft(
        f"""<lab name="insectarium-kinshasa-demo" {v("datetime", 'maintenant="' + LOCAL_NOW["kg"][1](t) + '"')} lang="kg"/>
You are the insectary assistant. Rearing rules: larvae fed daily, pupae moved to cages within 24 h, adult
females blood-fed on day 3-5. Answer briefly in French if the user writes in Kikongo or French.

Mbote! Cage 7: bampupa mingi ya mazono, ntangu nki beto fwete kusala?""",
        "pos:lang:kikongo-insectary",
        ["insectary", "lang_kg", "xml_attr", "localized_now"],
    )


@pos
def _dioula_entomology(g: Gen24) -> Draft:
    t = g.at("GMT")
    return draft(
        f"""You help field entomologists in Bobo-Dioulasso log mosquito collections. A log line needs the village, the
trap type (CDC or HLC), the hour and the count of Anopheles.

I ni sɔgɔma! Sokuraba dugu, CDC, su fɛ, Anopheles 14.
{v("datetime", now_line("dyu", t))}
{v("message_id", "Message: " + g.snowflake(t))}""",
        "pos:lang:dioula-entomology",
        ["field_entomology", "lang_dyu", "last_user", "localized_now", "snowflake"],
    )


@pos
def _nenets_station(g: Gen24) -> Draft:
    t = g.at("MSK")
    return draft(
        f"""You are the assistant of a tundra field station. Answer about the permafrost borehole loggers and the
station rules (no vehicles on the tundra between June and September). Reply in Russian.
{v("datetime", now_line("yrk", t))}

Ань торова! Логгер в скважине BH-3 перестал писать данные после 2 метров. Что проверить?""",
        "pos:lang:nenets-station",
        ["permafrost", "lang_yrk", "localized_now", "system_tail"],
    )


@pos
def _evenki_daq(g: Gen24) -> Draft:
    t = g.at("KRAT")
    return draft(
        f"""{{"station":"tura-permafrost-demo",{v("datetime", '"esi":"' + LOCAL_NOW["evn"][1](t) + '",')}"logger":"CR1000X"}}
You help station staff read the Campbell datalogger tables. Reply in Russian, short.

Дорово! Таблица Hourly: температура на 1,6 м поднялась с -3,1 до -0,4 за сутки. Датчик сломался?""",
        "pos:lang:evenki-daq",
        ["daq", "lang_evn", "json_inline", "localized_now"],
    )


@pos
def _talysh_forest(g: Gen24) -> Draft:
    t = g.at("AZT")
    return draft(
        f"""You help students on the Hyrcanian forest transect course record tree plots. A plot record needs plot id,
species, DBH in cm and a height estimate.
- **Course:** Hirkan field school
{v("datetime", "- **" + now_line("tly", t).replace(": ", ":** ", 1))}
- **Language:** talysh / azerbaijani

Salom! Plot H-09: Parrotia persica, DBH 41 sm, barzi 18 m.""",
        "pos:lang:talysh-forest",
        ["transect", "lang_tly", "md_bullets", "localized_now"],
    )


@pos
def _abkhaz_primates(g: Gen24) -> Draft:
    t = g.at("MSK")
    return draft(
        f"""You are the booking assistant of a primate research centre's behaviour lab. Observation rooms are booked
in 2-hour blocks. Answer in Russian.

{v("datetime", now_line("abk", t))}
{v("session_id", "Сессия: " + g.hex(16))}

Бзиара збаит! Аобсервациа ауада 3 иахьа иҭацәума 14:00 инаркны?""",
        "pos:lang:abkhaz-primates",
        ["core_facility", "lang_abk", "header_block", "localized_now", "hex"],
    )


@pos
def _mingrelian_tea(g: Gen24) -> Draft:
    t = g.at("GET")
    return draft(
        f"""You help the tea and subtropical crops institute's lab track leaf samples through drying and extraction.
Answer in Georgian.
<!-- {now_line("xmf", t)} -->

გომორძგუა! ნიმუში T-228 მაშრობელაშე მუჭო ხანს ოკო დოსქიდას?""".replace(
            f"<!-- {now_line('xmf', t)} -->", v("datetime", f"<!-- {now_line('xmf', t)} -->")
        ),
        "pos:lang:mingrelian-tea",
        ["samples", "lang_xmf", "html_comment", "localized_now"],
    )


@pos
def _mundari_interviews(g: Gen24) -> Draft:
    t = g.at("IST")
    return draft(
        f"""You help a research team on forest rights in Khunti organise interview recordings. Suggest a file name
in the pattern VILLAGE_PARTICIPANT_DATE and reply in Hindi.
{v("datetime", now_line("unr", t))}
{v("request_id", "अनुरोध: " + g.ulid(t))}

जोहार! सारजोमडीह गाँव, प्रतिभागी १४, आज का साक्षात्कार किस नाम से सहेजूँ?""",
        "pos:lang:mundari-interviews",
        ["interviews", "lang_unr", "system_tail", "localized_now", "devanagari_digits", "ulid"],
    )


@pos
def _yi_biodiversity(g: Gen24) -> Draft:
    t = g.at("CST8")
    return draft(
        f"""You help a biodiversity team in Liangshan enter plant specimens into the herbarium database. A record needs
collector number, species, elevation and habitat. Reply in Mandarin.
{v("datetime", now_line("iii", t))}

ꀉꄩ！采集号 LS-2231，杜鹃花属，海拔 3150 米，冷杉林下。""",
        "pos:lang:yi-herbarium",
        ["herbarium", "lang_iii", "system_tail", "localized_now", "yi_script"],
    )


@pos
def _makassar_coral(g: Gen24) -> Draft:
    t = g.at("WITA")
    return draft(
        f"""Reef monitoring assistant for the Spermonde coral transects. Check that each point-intercept entry has
transect, point, benthic category and depth. Reply in Indonesian.

Tabe', transek SP-3, titik 40: karang bercabang mati, kedalaman 6 m. {v("datetime", "[" + LOCAL_NOW["mak"][0] + " " + LOCAL_NOW["mak"][1](t) + "]")}""",
        "pos:lang:makassarese-coral",
        ["transect", "lang_mak", "bracket_user", "localized_now"],
    )


@pos
def _nigerian_english_hplc(g: Gen24) -> Draft:
    t = g.at("WAT")
    return draft(
        f"""You support the pharmaceutical analysis lab at a teaching hospital in Ibadan. Keep answers practical;
the lab has one HPLC and limited columns.
{v("datetime", "Timestamp: " + rfc3339(t))}
{v("request_id", "Correlation-ID: " + g.uuid4().upper())}

Analyst: Abeg, the baseline don dey drift upward for the whole run since we changed to the new batch of
methanol. Na the solvent or the lamp?
Assistant:""",
        "pos:lang:nigerian-english-hplc",
        ["hplc", "english_nigerian", "system_tail", "uuid_upper"],
    )


@pos
def _scottish_beamtime(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""You are the beamtime planning assistant of a crystallography group in Glasgow. Help the team plan what to
collect in their allocated shifts; you cannot change the allocation.
{v("datetime", "Prompt assembled: " + rfc2822(t))}

PhD student: Och, we've 24 hours at the synchrotron and about forty crystals, half of them wee needles.
How do we triage them?
Assistant:""",
        "pos:lang:scottish-beamtime",
        ["beamtime", "english_scottish", "system_tail", "rfc2822"],
    )


@pos
def _singapore_thesis(g: Gen24) -> Draft:
    t = g.at("CST8")
    return draft(
        f"""You help graduate students at a Singapore university format their thesis front matter. Follow the
graduate school's template: title page, declaration, abstract, acknowledgements, contents.

Student: Eh, the declaration page must sign and date one or not? My submission is next month lah.
{v("datetime", "(client time " + julia_now(t) + ")")}
Assistant:""",
        "pos:lang:singapore-thesis",
        ["thesis", "english_singapore", "paren_line", "julia_now"],
    )


@pos
def _indian_english_freezer(g: Gen24) -> Draft:
    t = g.at("IST")
    return draft(
        f"""You help the cell culture facility at a Bengaluru institute keep the liquid nitrogen inventory straight.
{v("datetime", "Logged at: " + py_logging(t))}
Dewar: LN2-02 (rack map v7)

User: Kindly tell where the CHO-K1 vials from last month's freeze have been kept, I am not able to find
them in rack 4.
Assistant:""",
        "pos:lang:indian-english-ln2",
        ["freezer", "english_indian", "system_tail", "python_logging"],
    )


@pos
def _dewar_manifest(g: Gen24) -> Draft:
    t = g.at("UK")
    return draft(
        f"""You check dry shipper manifests before crystals go to the synchrotron. Every puck needs a barcode, a
position in the dewar and a proposal number; flag anything missing.
{v("request_id", "Manifest-Request: mr_" + g.b62(18))}
{v("datetime", "Generated-At: " + compact(t))}
Proposal: 20251432

Puck  Barcode   Dewar position  Samples
1     CPS-4410  1               16
2     CPS-4411  2               16
3     -         3               12

User: Ready to ship?
Assistant:""",
        "pos:physics:dewar-manifest",
        ["beamtime", "system_tail", "compact_datetime", "prefixed_id"],
    )


@pos
def _qeqchi_cacao(g: Gen24) -> Draft:
    t = g.at("CST6")
    return draft(
        f"""{{"app":"cacao-trial",{v("request_id", '"rid":"' + g.uuid4() + '",')}{v("datetime", '"anaqwan":"' + LOCAL_NOW["kek"][1](t) + '",')}"parcelas":12}}
You help a cacao agroforestry trial in Alta Verapaz record pod counts and disease. Reply in Spanish.

Ma sa sa' laach'ool? Parcela 9: 37 pod, 5 moniliasis, 1 mazorca negra.""",
        "pos:lang:qeqchi-cacao",
        ["field_trial", "lang_kek", "json_inline", "localized_now", "two_in_line"],
    )


# --- generated positives: one field (sometimes two) in a body at a position --------------------------------------

# (cue, family, label, key, maker)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen24, datetime], str]]] = [
    ("datetime", "rfc3339_ms", "Timestamp", "timestamp", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "python_isoformat", "Now", "now", lambda g, t: py_iso(t)),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t)),
    ("datetime", "js_iso", "Request time", "request_time", lambda g, t: js_iso(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t)),
    ("datetime", "rfc3339_offset", "Session started", "session_started", lambda g, t: rfc3339(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_frac", "time.time()", "client_time", lambda g, t: epoch_frac(t)),
    ("datetime", "matlab_datenum", "datenum now", "datenum_now", lambda g, t: matlab_datenum(t)),
    ("datetime", "matlab_datetime", "MATLAB now", "matlab_now", lambda g, t: matlab_datetime(t)),
    ("datetime", "labview", "LV timestamp", "lv_timestamp", lambda g, t: labview(t)),
    ("datetime", "excel_serial", "NOW()", "excel_now", lambda g, t: excel_serial(t)),
    ("datetime", "r_systime", "Sys.time()", "sys_time", lambda g, t: r_systime(t)),
    ("datetime", "julia_now", "now()", "julia_now", lambda g, t: julia_now(t)),
    ("datetime", "day_of_year", "UTC (DOY)", "utc_doy", lambda g, t: doy(t)),
    ("datetime", "go_rfc3339nano", "Wall clock", "wall_clock", lambda g, t: go_nano(t, g.small(1, 1000))),
    (
        "datetime",
        "dotnet_roundtrip",
        "Instrument PC time",
        "pc_time",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "windows_general", "Local time", "local_time", lambda g, t: windows_general(t)),
    ("datetime", "unix_date", "date", "shell_date", lambda g, t: unix_date(t)),
    ("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "compact", "Generated", "generated", lambda g, t: compact(t)),
    ("datetime", "dd_mon", "As of", "as_of", lambda g, t: dd_mon(t) + " " + (t.tzname() or "")),
    ("datetime", "time12", "Time now", "time_now", lambda g, t: time12(t)),
    ("datetime", "js_tostring", "Client clock", "client_clock", lambda g, t: js_tostring(t, "local")),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "Correlation ID", "correlation_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "uuid7", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("run_id", "ulid", "Run", "run_id", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(18)),
    ("session_id", "booking_session", "Booking session", "booking_session", lambda g, t: g.pre("bks_", 20)),
    ("request_id", "ksuid", "Query ID", "query_id", lambda g, t: g.ksuid(t)),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "lab-user-" + g.digits(5))),
    ("request_id", "objectid", "Event ID", "event_id", lambda g, t: g.objectid(t)),
    ("request_id", "idempotency", "Idempotency-Key", "idempotency_key", lambda g, t: g.uuid4()),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    ("session_id", "base32", "Workbench session", "workbench_session", lambda g, t: g.b32(20)),
    ("request_id", "prefixed", "Lookup", "lookup_id", lambda g, t: g.pre("lk_", 16)),
]
NUMERIC = {"epoch_ms", "epoch_s", "epoch_us", "epoch_frac", "matlab_datenum", "labview", "excel_serial"}

# (name, domain, lang, zone, system, question, cue)
Body = tuple[str, str, str, str, str, str, str]
BODIES: list[Body] = [
    (
        "freezerbot",
        "freezer",
        "en",
        "UK",
        "You are FreezerBot for the Marsh Lab's -80 freezers. Answer from the box map; "
        "never suggest moving\nsomeone else's box without asking them.",
        "Is there space for a new 81-slot box in freezer 2?",
        "Assistant:",
    ),
    (
        "ln2-helper",
        "freezer",
        "en",
        "US",
        "You help the Cell Biology Core keep liquid-nitrogen dewars topped up and vial locations accurate.",
        "How often should dewar 3 be filled if it loses 2 cm a day?",
        "Assistant:",
    ),
    (
        "corebook",
        "core_facility",
        "en",
        "EU",
        "You book instruments in the Proteomics Core. Orbitrap time is booked per "
        "day; users must attend\nthe safety briefing first.",
        "Can I book the Exploris for two days next week?",
        "Assistant:",
    ),
    (
        "imgmeta",
        "imaging",
        "en",
        "JST",
        "You check microscopy metadata for figure submissions: pixel size, objective, channels, bit depth.",
        "Does a 12-bit image saved as 8-bit PNG still count as raw data?",
        "Assistant:",
    ),
    (
        "hplc-help",
        "hplc",
        "en",
        "IST",
        "You troubleshoot HPLC runs for the QC lab. Ask about column, mobile phase and gradient first.",
        "Why would retention times drift earlier over a long sequence?",
        "Answer:",
    ),
    (
        "stockroom",
        "reagents",
        "en",
        "US",
        "You are the stockroom ordering assistant. Suggest the department catalogue "
        "equivalent before\nordering from outside vendors.",
        "We need 500 g of potassium carbonate, anhydrous.",
        "Assistant:",
    ),
    (
        "sds-desk",
        "sds",
        "en",
        "EU",
        "You answer chemical storage questions from safety data sheets and the chemical hygiene plan.",
        "Can nitric acid share a cabinet with acetic acid?",
        "Answer:",
    ),
    (
        "tensile-qc",
        "tensile",
        "en",
        "EU",
        "You help technicians read tensile test curves and spot invalid tests "
        "(slippage, breaks outside\nthe gauge length).",
        "The specimen broke right at the grip. Is the result valid?",
        "Assistant:",
    ),
    (
        "xrd-desk",
        "xrd",
        "en",
        "AEST",
        "You help students index powder XRD patterns and explain peak broadening.",
        "How do I estimate crystallite size from the peak at 25.3 degrees?",
        "Assistant:",
    ),
    (
        "robolog",
        "robotics",
        "en",
        "US",
        "You are the experiment logger of the Mobile Robotics Lab. Turn trial notes "
        "into a structured log\nentry: robot, task, outcome, failure mode.",
        "husky-3 corridor nav, 5 runs, 2 bumped into the glass door",
        "Assistant:",
    ),
    (
        "daq-desk",
        "daq",
        "en",
        "EU",
        "You are the slow-control assistant of a detector lab. Explain readings; never "
        "tell users to change\nhigh-voltage settings.",
        "Why does the temperature sensor on board 2 read 8 degrees higher?",
        "Assistant:",
    ),
    (
        "beamdesk",
        "beamtime",
        "en",
        "UK",
        "You help users prepare for beam time: sample shipping, safety forms and the experiment plan.",
        "Do I need a separate safety form for each sample?",
        "Assistant:",
    ),
    (
        "traps",
        "camera_trap",
        "en",
        "CAT",
        "You help ecologists manage camera-trap deployments: battery changes, SD "
        "cards and trap-night\ncounts.",
        "How many trap nights do 12 cameras over 45 days give if two failed after 20 days?",
        "Assistant:",
    ),
    (
        "ethicsdesk",
        "ethics",
        "en",
        "NZ",
        "You help researchers prepare ethics applications and amendments. You do not approve anything.",
        "Do I need consent forms in te reo Maori as well as English?",
        "Assistant:",
    ),
    (
        "thesis-coach",
        "thesis",
        "en",
        "US",
        "You are a thesis-writing coach. Give structural feedback and ask about the supervisor's view.",
        "Should my literature review be one chapter or spread across chapters?",
        "Assistant:",
    ),
    (
        "labmeet",
        "lab_meeting",
        "en",
        "EU",
        "You schedule lab meetings and journal clubs from the group's rota.",
        "Who presents after Marta?",
        "Assistant:",
    ),
    (
        "rse-help",
        "containers",
        "en",
        "EU",
        "You help researchers containerise analysis code with Apptainer and Docker; versions stay pinned.",
        "How do I pass my GPU into an Apptainer container?",
        "Assistant:",
    ),
    (
        "depositor",
        "data_repository",
        "en",
        "US",
        "You help researchers prepare dataset deposits: licences, creators, related identifiers,\nembargoes.",
        "Can I deposit now and add the paper DOI later?",
        "Assistant:",
    ),
    # other languages: short, English system prompt, the user's message in the language, no cue line
    (
        "seismo-lez",
        "daq",
        "lez",
        "MSK",
        "You help staff of a seismic station read their digitizer status. Reply in Russian.",
        "Салам! Зи станциядин GPS сигнал квачиз ава. Вуч ийин?",
        "",
    ),
    (
        "primates-abk",
        "core_facility",
        "abk",
        "MSK",
        "You book observation rooms at a primate research centre. Reply in Russian.",
        "Бзиара збаит! Ауада 2 уаҵәы иҭацәума?",
        "",
    ),
    (
        "tea-xmf",
        "samples",
        "xmf",
        "GET",
        "You track tea leaf samples through drying and extraction. Reply in Georgian.",
        "გომორძგუა! ნიმუში T-301 სოლე რე?",
        "",
    ),
    (
        "forest-tly",
        "transect",
        "tly",
        "AZT",
        "You help students record Hyrcanian forest plots. Reply in Azerbaijani.",
        "Salom! Plot H-14 barzi ço dıraxt 22 m, DBH 57 sm.",
        "",
    ),
    (
        "archive-jdt",
        "transcripts",
        "jdt",
        "AZT",
        "You help a language archive transcribe Juhuri recordings. Reply in Russian.",
        "Шолум! Запись 17 сэ дэгиш ҹуьр кард? Тариху оммори?",
        "",
    ),
    (
        "tundra-yrk",
        "permafrost",
        "yrk",
        "MSK",
        "You help a tundra field station with logger data. Reply in Russian.",
        "Ань торова! Логгер BH-5 не отвечает с утра.",
        "",
    ),
    (
        "taiga-evn",
        "daq",
        "evn",
        "KRAT",
        "You help a taiga research station read datalogger tables. Reply in Russian.",
        "Дорово! Датчик влажности на 30 см показывает 0 %.",
        "",
    ),
    (
        "rights-unr",
        "interviews",
        "unr",
        "IST",
        "You help a forest rights study organise interview files. Reply in Hindi.",
        "जोहार! आज के तीन साक्षात्कार किस फ़ोल्डर में रखूँ?",
        "",
    ),
    (
        "survey-kru",
        "interviews",
        "kru",
        "IST",
        "You help a household survey team in Gumla check questionnaires. Reply in Hindi.",
        "जोहार! प्रश्नावली ३२ में उम्र खाली है, क्या करूँ?",
        "",
    ),
    (
        "bamboo-trp",
        "materials",
        "trp",
        "IST",
        "You help a bamboo composites lab in Agartala log bending tests. Reply in English.",
        "Khulumkha! Sample BC-12 break at 84 MPa, is it ok?",
        "",
    ),
    (
        "herb-iii",
        "herbarium",
        "iii",
        "CST8",
        "You help a Liangshan biodiversity team enter herbarium records. Reply in Mandarin.",
        "ꀉꄩ！采集号 LS-2240 缺少海拔，怎么办？",
        "",
    ),
    (
        "seaweed-bug",
        "samples",
        "bug",
        "WITA",
        "You help a seaweed research lab in Bone log carrageenan samples. Reply in Indonesian.",
        "Tabé', sampel RL-08 berat keringna 212 g. Makessingi?",
        "",
    ),
    (
        "coral-mak",
        "transect",
        "mak",
        "WITA",
        "You help reef monitors check coral transect entries. Reply in Indonesian.",
        "Tabe', transek SP-5 titik 12 karang lunak, dalamna 8 m.",
        "",
    ),
    (
        "lake-mrw",
        "field_survey",
        "mrw",
        "PHT",
        "You help a Lake Lanao fish survey record catches. Reply in English.",
        "Assalamu alaikum, sapulo a tilapia, dowa a katumbo. Okay ba?",
        "",
    ),
    (
        "teff-wal",
        "field_trial",
        "wal",
        "EAT",
        "You help technicians record a teff field trial. Reply in English.",
        "Saro! Plot 118: teff height 71 cm, lodging 1.",
        "",
    ),
    (
        "malaria-kg",
        "insectary",
        "kg",
        "WAT",
        "You help an insectary team log mosquito rearing. Reply in French.",
        "Mbote! Cage 3: bankento ya nsadi 40, bampupa 120.",
        "",
    ),
    (
        "range-hz",
        "transect",
        "hz",
        "CAT",
        "You help rangeland monitors check transect points. Reply in English.",
        "Moro! K-11 point 3: grass 20 %, bush low.",
        "",
    ),
    (
        "mosq-dyu",
        "field_entomology",
        "dyu",
        "GMT",
        "You help field entomologists log mosquito traps. Reply in French.",
        "I ni wula! Dandé dugu, HLC, Anopheles 9.",
        "",
    ),
    (
        "cotton-suk",
        "field_survey",
        "suk",
        "EAT",
        "You help a cotton pest survey enter bollworm counts. Reply in Swahili.",
        "Mwangaluka! Kijiji Ilemela, plot 2, viwavi 3.",
        "",
    ),
    (
        "maize-mix",
        "interviews",
        "mix",
        "CST6",
        "You help a maize landrace study organise farmer interviews in the Mixteca. Reply in Spanish.",
        "¿Na kuu? Ñuu San Miguel, ntiku 4 entrevistas, ¿nda carpeta?",
        "",
    ),
    (
        "seeds-oto",
        "samples",
        "oto",
        "CST6",
        "You help a seed bank in the Mezquital valley log accessions. Reply in Spanish.",
        "Ki hats'i! Accesión MZ-0912, 'ñu hmu, 340 g.",
        "",
    ),
    (
        "cacao-kek",
        "field_trial",
        "kek",
        "CST6",
        "You help a cacao agroforestry trial in Alta Verapaz record pod counts. Reply in Spanish.",
        "Ma sa sa' laach'ool? Parcela 6: 41 pod, 3 moniliasis.",
        "",
    ),
    (
        "plants-shp",
        "ethics",
        "shp",
        "PET",
        "You help an ethnobotany project on the Ucayali keep consent records. Reply in Spanish.",
        "Jakon yantan! Participante 22 consentimiento oral grabado, ¿está completo?",
        "",
    ),
    (
        "student-ovd",
        "thesis",
        "ovd",
        "EU",
        "You help a master's student in Uppsala structure a thesis on Elfdalian phonology. Reply in Swedish.",
        "Ig ir rädd at kapitel 2 ir uvlangt. Ukin dyö mes ig sturt?",
        "",
    ),
    (
        "archive-liv",
        "transcripts",
        "liv",
        "EET",
        "You help a Livonian language archive transcribe recordings. Reply in Latvian.",
        "Tēriņtš! Ierakstam 31 trūkst runātāja vārda.",
        "",
    ),
    (
        "rangers-wbp",
        "camera_trap",
        "wbp",
        "ACST",
        "You help Warlpiri rangers log camera-trap batteries and cards. Reply in plain English.",
        "Yuwayi, CT-03 card full, battery 20 %.",
        "",
    ),
]

# Languages that no hand-written positive dates: their bodies always carry the localized "now".
LOCAL_ALWAYS = {"lez", "jdt", "kru", "trp", "bug", "mrw", "mix", "oto", "kek", "shp", "ovd", "liv"}
POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "yaml_front",
    "json_member",
    "xml_attr",
    "kv_inline",
    "bracket_user",
    "html_comment",
    "md_bullet",
]
TWO_FIELD = {"header_block", "yaml_front", "json_member", "footer", "last_user"}
STABLE_LINES = [
    "Lab: {name}",
    "Locale: {locale}",
    "Model: gpt-4o-mini",
    "Prompt revision: 2026-01-12",
    "Knowledge cutoff: 2024-06",
    "Building: B-214",
    "Facility hours: 08:00-20:00",
]
LOCALES = {
    "en": "en-GB",
    "lez": "lez-RU",
    "abk": "ab-GE",
    "xmf": "xmf-GE",
    "tly": "tly-AZ",
    "jdt": "jdt-AZ",
    "yrk": "yrk-RU",
    "evn": "evn-RU",
    "unr": "unr-IN",
    "kru": "kru-IN",
    "trp": "trp-IN",
    "iii": "ii-CN",
    "bug": "bug-ID",
    "mak": "mak-ID",
    "mrw": "mrw-PH",
    "wal": "wal-ET",
    "kg": "kg-CD",
    "hz": "hz-NA",
    "dyu": "dyu-BF",
    "suk": "suk-TZ",
    "mix": "mix-MX",
    "oto": "ote-MX",
    "kek": "kek-GT",
    "shp": "shp-PE",
    "ovd": "ovd-SE",
    "liv": "liv-LV",
    "wbp": "wbp-AU",
}

GENERATED_POSITIVES = 74
GENERATED_NEGATIVES = 36


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field as each position writes it."""
    quoted = '"' + value + '"'
    plain_yaml = ": " not in value and " #" not in value and value[:1] not in "[{&*!|>%@`#'\"-?,"
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {value if plain_yaml else quoted}",
        "json": f'"{key}": {value if numeric else quoted},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={quoted if ' ' in value else value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(
    g: Gen24, position: str, body: Body, forms: list[dict[str, str]], mark: Callable[[str], str]
) -> str:
    """The body with its field(s) at a position; a second field only where a block holds lines."""
    name, _, lang, _, system, question, cue = body
    locale = LOCALES[lang]
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    f0 = forms[0]
    more = forms[1:]
    if position == "head":
        return f"{mark(f0['line'])}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(f0['line'])}\n\n{user}{end}"
    if position == "header_block":
        block = [s.format(name=name, locale=locale) for s in g.rng.sample(STABLE_LINES, 3)]
        block.insert(g.small(0, 4), mark(f0["line"]))
        for f in more:
            block.insert(g.small(0, len(block) + 1), mark(f["line"]))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        extra = "".join("\n" + mark(f["line"]) for f in more)
        return f"{system}\n\n{user}\n{mark(f0['line'])}{extra}{end}"
    if position == "footer":
        extra = "".join("\n" + mark(f["line"]) for f in more)
        return f"{system}\n\n{user}\n\n--\n{mark(f0['line'])}{extra}\n"
    if position == "yaml_front":
        extra = "".join(mark(f["yaml"]) + "\n" for f in more)
        return f"---\nassistant: {name}\n{mark(f0['yaml'])}\n{extra}locale: {locale}\n---\n{system}\n\n{user}{end}"
    if position == "json_member":
        extra = "".join("  " + mark(f["json"]) + "\n" for f in more)
        return (
            f'{{\n  "assistant": "{name}",\n  {mark(f0["json"])}\n{extra}  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return f'<assistant name="{name}" {mark(f0["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
    if position == "kv_inline":
        return f"[ctx app={name} {mark(f0['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    if position == "bracket_user":
        return f"{system}\n\n{user} {mark(f0['bracket'])}{end}"
    if position == "html_comment":
        return f"{mark(f0['comment'])}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return f"## Context\n- **App:** {name}\n{mark(f0['bullet'])}\n- **Locale:** {locale}\n\n{system}\n\n{user}{end}"


def generated_positives(g: Gen24) -> list[Draft]:
    """One volatile field, or the current date written in the body's language, in a body at a position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    drawn = 0
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        name, domain, lang, zone = body[0], body[1], body[2], body[3]
        t = g.at(zone)
        specs: list[tuple[str, str, dict[str, str]]] = []
        if lang in LOCAL_NOW and (k % 2 == 0 or lang in LOCAL_ALWAYS):
            label, write = LOCAL_NOW[lang]
            specs.append(("datetime", f"localized_now_{lang}", _forms(label, "now", write(t), False)))
        else:
            cue, family, label, key, make = fields[drawn % len(fields)]
            drawn += 1
            specs.append((cue, family, _forms(label, key, make(g, t), family in NUMERIC)))
        if position in TWO_FIELD and k % 2 == 1:
            while True:
                cue, family, label, key, make = fields[drawn % len(fields)]
                drawn += 1
                if family != specs[0][1] and (
                    cue in ("request_id", "session_id", "trace_id", "run_id", "nonce")
                ) != (specs[0][0] in ("request_id", "session_id", "trace_id", "run_id", "nonce")):
                    break
            specs.append((cue, family, _forms(label, key, make(g, t), family in NUMERIC)))
        marks = iter(specs)

        def mark(s: str, marks: Any = marks) -> str:
            return v(next(marks)[0], s)

        marked = _render(g, position, body, [f for _, _, f in specs], mark)
        families = [f for _, f, _ in specs]
        out.append(
            draft(
                marked,
                f"gen:{name}+{'+'.join(families)}",
                ["generated", domain, position, *families, f"lang_{lang}"],
            )
        )
    return out


# --- generated negatives: the same bodies and positions with one stable look-alike -----------------------------

# (label, key, value, numeric)
STABLE_ANY: list[tuple[str, str, str, bool]] = [
    ("API version", "api_version", "2025-09-01", False),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-10", False),
    ("Prompt revision", "prompt_revision", "2026-02-03", False),
    ("Lab member since", "member_since", "2023-10-02", False),
    ("Group account", "group_account", "LMC-2291", False),
    ("Tenant", "tenant", "6f1c2a9e-3b7d-4e0a-9c21-5d8e7f6a4b30", False),
    ("Time zone", "time_zone", "Europe/Berlin", False),
    ("Facility hours", "facility_hours", "08:00-20:00", False),
    ("Timeout", "timeout_s", "120", True),
    ("App release", "app_release", "2026.02.1", False),
    ("Grant", "grant", "ERC-2023-StG-101116482", False),
    ("ORCID", "orcid", "0000-0002-1825-0097", False),
]
STABLE_DOMAIN: dict[str, list[tuple[str, str, str, bool]]] = {
    "freezer": [
        ("Freezer", "freezer_id", "ULT-07 (installed 2019-04-15)", False),
        ("Rack map", "rack_map", "v7 (2025-11-20)", False),
    ],
    "core_facility": [
        ("Instrument serial", "instrument_serial", "LSM980-2631000412", False),
        ("Booking slot length", "slot_minutes", "30", True),
    ],
    "imaging": [
        ("Calibration date", "calibration_date", "2025-12-09", False),
        ("OME schema", "ome_schema", "2016-06", False),
    ],
    "hplc": [
        ("Column lot", "column_lot", "B2025-0417", False),
        ("Method", "method", "QC-ASSAY-014 rev 5", False),
    ],
    "reagents": [
        ("Catalogue release", "catalogue_release", "2026-Q1", False),
        ("Department account", "account", "CHEM-4410-ORG", False),
    ],
    "sds": [
        ("SDS revision date", "sds_revision", "2025-08-14", False),
        ("Hygiene plan", "hygiene_plan", "CHP 2025 edition", False),
    ],
    "tensile": [
        ("Load cell calibrated", "load_cell_cal", "2025-10-30", False),
        ("Standard", "standard", "ISO 6892-1:2019", False),
    ],
    "xrd": [
        ("Tube installed", "tube_installed", "2024-03-11", False),
        ("Reference", "reference", "NIST SRM 660c", False),
    ],
    "robotics": [
        ("Robot firmware", "firmware", "5.6.0 (2025-10-02)", False),
        ("Robot", "robot", "husky-3", False),
    ],
    "daq": [
        ("Digitizer firmware", "digitizer_fw", "20250611", False),
        ("Run period", "run_period", "2026A", False),
    ],
    "beamtime": [("Proposal", "proposal", "20251432", False), ("Run", "run", "2026-I", False)],
    "camera_trap": [
        ("Deployment", "deployment", "2026-01-14 to 2026-03-14", False),
        ("Permit", "permit", "RP-2025-0611", False),
    ],
    "ethics": [
        ("Approval", "approval", "HREC 2024/0387", False),
        ("Approved", "approved", "2024-03-12", False),
    ],
    "thesis": [
        ("Submission deadline", "deadline", "2026-09-30", False),
        ("Template", "template", "GradSchool thesis v2024.2", False),
    ],
    "lab_meeting": [
        ("Rota start", "rota_start", "2026-01-08", False),
        ("Meeting day", "meeting_day", "Thursday 10:00", False),
    ],
    "containers": [
        (
            "Base image",
            "base_image",
            "ubuntu@sha256:80dd3c3b9c6cecb9f1667e9290b3bc61b78c2678c02cbdae5f0fea92cc6734ab",
            False,
        ),
        ("Apptainer", "apptainer", "1.3.4", False),
    ],
    "data_repository": [
        ("Community", "community", "zenodo.org/communities/marsh-lab", False),
        ("Concept DOI", "concept_doi", "10.5281/zenodo.14210733", False),
    ],
    "samples": [
        ("Sample series", "sample_series", "T-2025-11", False),
        ("Protocol", "protocol", "SOP-DRY-03", False),
    ],
    "transect": [
        ("Transect set", "transect_set", "2024 baseline", False),
        ("Protocol", "protocol", "PI-50m v2", False),
    ],
    "transcripts": [
        ("Collection", "collection", "ARCH-1971-1989", False),
        ("Style guide", "style", "v3 (2025-05-06)", False),
    ],
    "permafrost": [
        ("Borehole", "borehole", "BH-3 (drilled 2012-08-21)", False),
        ("Logger", "logger", "CR1000X", False),
    ],
    "interviews": [
        ("Study", "study", "FRA-2025", False),
        ("Naming scheme", "naming", "VILLAGE_PID_YYYYMMDD", False),
    ],
    "materials": [("Test standard", "standard", "ISO 22157:2019", False), ("Rig", "rig", "UTM-50kN", False)],
    "herbarium": [
        ("Herbarium code", "herbarium_code", "KUN", False),
        ("Database", "database", "v4.2", False),
    ],
    "field_survey": [("Season", "season", "2025/26", False), ("Survey round", "survey_round", "3", True)],
    "field_trial": [("Trial", "trial", "AR-TEFF-2025", False), ("Sown", "sown", "2025-07-09", False)],
    "insectary": [
        ("Colony", "colony", "An. gambiae Kisumu (since 2017)", False),
        ("Rearing SOP", "sop", "INS-04", False),
    ],
    "field_entomology": [
        ("Study area", "study_area", "Bobo-Dioulasso N", False),
        ("Protocol", "protocol", "CDC-HLC 2024", False),
    ],
}
LOCAL_SINCE: dict[str, tuple[str, str]] = {
    "xmf": ("ლაბორატორიაშ წევრი", "2021 წ."),
    "mix": ("Miembro del laboratorio desde", "marzo de 2022"),
    "suk": ("Mwanachama tangu", "Machi 2023"),
    "tly": ("Laboratoriya üzvi", "2020-ci ildən"),
    "kru": ("सदस्य", "२०२२ से"),
}


def generated_negatives(g: Gen24) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    used: set[str] = set()
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 7) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        name, domain, lang = body[0], body[1], body[2]
        if lang in LOCAL_SINCE and k % 2 == 0:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            pool = [f for f in STABLE_ANY + STABLE_DOMAIN[domain] if f[1] not in used]
            if not pool:
                used.clear()
                pool = STABLE_ANY + STABLE_DOMAIN[domain]
            label, key, value, numeric = pool[g.small(0, len(pool))]
            used.add(key)
            family, forms = key, _forms(label, key, value, numeric)
        plain = _render(g, position, body, [forms], lambda s: s)
        out.append(
            Draft(
                plain,
                f"{SRC}neg:gen:{name}+{family}",
                ["hard_negative", "generated", "stable_lookalike", domain, position, family, f"lang_{lang}"],
            )
        )
    return out


# --- hand-written negatives: stable look-alikes, asked-about values, templates, controls -------------------------

NEG: list[Draft] = []


def neg(tags: list[str], source: str, text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    neg(
        ["stable_header", "prompt_revision", "knowledge_cutoff"],
        "freezer-stable-header",
        """Assistant: FrostBox
Prompt revision: 2026-01-12
Knowledge cutoff: 2024-06
Rack map: v7 (updated 2025-11-20)

You answer questions about the Hale Lab's -80 freezers from the rack map. If a box is not on the map, say so.

User: Which rack holds the shared antibody aliquots?
Assistant:""",
    )
    neg(
        ["yaml_front", "calibration_dates", "stable"],
        "scope-yaml-stable",
        """---
assistant: scopebook
facility: light-microscopy-core
instrument: Zeiss LSM 980 (serial 2631000412)
last_service: 2025-12-09
next_service_due: 2026-06-09
facility_hours: "08:00-20:00"
---
You book instruments for the Light Microscopy Core. Unassisted users may book at most two hours on the LSM 980.

User: Can I book four hours if a staff member is with me?
Assistant:""",
    )
    neg(
        ["json_block", "api_version", "stable"],
        "cds-json-stable",
        """{
  "plugin": "cds-assist",
  "plugin_version": "2026.01.3",
  "api_version": "2025-09-01",
  "site": "QC-Building-2",
  "instrument": "Agilent 1290 Infinity II #4"
}
You explain system suitability failures to analysts and cite the USP <621> limit involved.

Analyst: Plate count dropped from 12,000 to 7,800. Which limit applies?
Answer:""",
    )
    neg(
        ["xml_attr", "stable", "permit_validity"],
        "permit-xml-stable",
        """<fieldwork project="desert-reptiles" permit="SC-2025-0714" valid_from="2025-07-01" valid_to="2026-06-30" lang="en"/>
You help the Desert Ecology Lab check fieldwork plans against the permit. Listed species are never covered.

User: Are Gila monsters covered by our permit?
Assistant:""",
    )
    neg(
        ["html_comment", "prompt_revision"],
        "thesis-comment-stable",
        """<!-- thesis-coach prompt v3.2, reviewed 2026-02-03 by the graduate school -->
You are a thesis-writing coach. Give structural feedback on chapters and never rewrite whole paragraphs.

User: Is it OK to write my discussion before my results chapter is finished?
Assistant:""",
    )
    neg(
        ["md_bullets", "member_since", "stable"],
        "labmeet-bullets-stable",
        """## Context
- **Group:** Nakamura Lab
- **Member since:** 2023-10-02
- **Rota start:** 2026-01-08 (alphabetical)
- **Journal club:** last Thursday of the month

You answer lab-meeting scheduling questions from the rota.

User: When is my next turn if I'm Chloe?
Assistant:""",
    )
    neg(
        ["chatml_system", "knowledge_cutoff", "stable"],
        "flow-chatml-stable",
        """<|im_start|>system
You are the scheduling assistant of the Flow Cytometry Shared Resource. Knowledge cutoff: 2024-10.
Sorter time is booked in 30-minute blocks; the facility is staffed 08:00-18:00 on weekdays.
<|im_end|>
<|im_start|>user
Can I sort after 6pm if I'm trained?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        ["kv_inline", "stable", "grant"],
        "ctx-stable",
        """[ctx app=depositor grant=ERC-2023-StG-101116482 community=marsh-lab locale=en-GB]
You help researchers prepare dataset deposits. Check licences, creators and related identifiers.

User: Should the grant number go in the funding field or the description?
Assistant:""",
    )
    neg(
        ["header_block", "container_digest", "stable"],
        "container-stable-header",
        """Base image: ubuntu@sha256:80dd3c3b9c6cecb9f1667e9290b3bc61b78c2678c02cbdae5f0fea92cc6734ab
Apptainer: 1.3.4
Cluster image build date: 2025-11-28

You help researchers fix Apptainer definition files. Versions stay pinned.

User: How do I add R 4.4 to this image without breaking the Python stack?
Assistant:""",
    )
    neg(
        ["md_table", "stable", "booking_rules"],
        "core-table-stable",
        """| Setting          | Value                    |
|------------------|--------------------------|
| Facility         | Proteomics Core          |
| Price list       | 2026 (valid from 01 Jan) |
| Slot length      | 1 day                    |
| Account          | PRC-0093                 |

You book the Orbitrap Exploris 480. Users must attend the safety briefing before their first booking.

User: How much is a day of instrument time for an internal user?
Assistant:""",
    )
    neg(
        ["localized", "stable", "member_since"],
        "abkhaz-stable",
        """You book observation rooms at a primate research centre. Reply in Russian.
Иахьа аус зуа асааҭ: 09:00-18:00
Аҿаҭҵара ахыҵхырҭа: 2019 ш.

Бзиара збаит! Ауада 4 ашәахьа иҭацәума?""",
    )
    neg(
        ["localized", "stable", "ethiopian_calendar"],
        "wolaytta-stable",
        """You help technicians record a teff field trial. Reply in English.
Trial sown: Hamllee 2, 2017 M.L. (2025-07-09)
Harvest planned: Hidaaraa 2018 M.L.

Saro! Plot 121: teff height 58 cm.""",
    )


def _negatives_asked() -> None:
    neg(
        ["id_in_question", "sample_id"],
        "asked-sample-id",
        """Sample 24-0871-A3 shows up twice in the freezer database, once in box 14 and once in box 22. Which
record should I trust, and how do I merge them without losing the thaw history?""",
    )
    neg(
        ["id_in_question", "epoch", "rosbag"],
        "asked-epoch",
        """The bag says it started at 1770822161.118. What local time is that in Boston, and was daylight saving
in effect?""",
    )
    neg(
        ["id_in_question", "uuid"],
        "asked-run-uuid",
        """Why does our provenance viewer show run 3f0a6e0e-6a43-4c2b-9d6b-1c2d9e8f7a01 twice, once as
CreateAction and once as OrganizeAction? Is that normal for a CWL run exported with cwltool --provenance?""",
    )
    neg(
        ["id_in_question", "doi"],
        "asked-doi",
        """Zenodo gave me 10.5281/zenodo.14210734 for version 2 and 10.5281/zenodo.14210733 for the concept.
Which one goes in the paper's data availability statement?""",
    )
    neg(
        ["id_in_question", "orcid", "checksum"],
        "asked-orcid",
        """Is 0000-0002-1825-0097 a valid ORCID? I thought the last character was a checksum and could be X.""",
    )
    neg(
        ["id_in_question", "ulid"],
        "asked-ulid",
        """Our classifier names runs like ctr-01ktqb8xb99vq7nfmt506g7dzv. Can I get the start time back out of that
id, and is it in UTC?""",
    )
    neg(
        ["id_in_question", "timestamp"],
        "asked-timestamp",
        """The microscope wrote AcquisitionDate 2026-02-11T14:22:05 without a zone. The PC is set to CET. What is
that in UTC, and should I add the offset when I convert to OME-Zarr?""",
    )
    neg(
        ["id_in_question", "labview"],
        "asked-labview",
        """How do I turn the LabVIEW timestamp 3856757467.123 into an ISO date in Python? I think LabVIEW counts
from 1904.""",
    )
    neg(
        ["few_shot", "example_dates"],
        "few-shot-notebook",
        """Extract experiments from notebook lines as JSON.

Example input: "12.03.26 - PCR of clones 3-7, annealing 58 C"
Example output: {"date": "2026-03-12", "experiment": "PCR", "samples": "clones 3-7"}

Example input: "2026-03-13 western blot anti-GFP 1:2000"
Example output: {"date": "2026-03-13", "experiment": "western blot", "samples": null}

Input: "16/03/2026 miniprep clones 4 and 6"
Output:""",
    )
    neg(
        ["unrendered_template"],
        "unrendered-lab-meeting",
        """Fix the wording of this reminder template, but keep the placeholders exactly as they are:

Hi {{presenter_name}}, a reminder that you present at lab meeting on {{meeting_date}} at {{meeting_time}}
in {{room}}. Please send your slides to {{host_email}} by {{today_plus_1}}.""",
    )
    neg(
        ["relative_time"],
        "relative-freezer",
        """The freezer alarm went off about 20 minutes ago and the display now says -68. It was -80 an hour ago.
Do I need to move the samples now, or wait and see if it recovers?""",
    )
    neg(
        ["user_clock"],
        "user-clock-gel",
        """It's 2:40 am, I'm still in the lab and my gel has been running since 1. The dye front is only halfway.
Did I set the voltage too low, or is the buffer wrong?""",
    )
    neg(
        ["date_arithmetic"],
        "passage-arithmetic",
        """I split my cells 1:8 on Monday 2 March 2026. They double every 22 hours. On what date and roughly what
time will they be confluent again if I split at 10:00?""",
    )
    neg(
        ["exercise", "date_in_sentence"],
        "translation-exercise",
        """Translate into German for the lab's onboarding sheet: "Samples received after 16:00 on Friday 13 March
2026 will be processed on Monday 16 March 2026.\"""",
    )
    neg(
        ["time_arithmetic", "beamtime"],
        "beamtime-shifts",
        """Our beamtime is 6 shifts of 8 hours starting 2026-05-18 07:00 CEST. If each crystal takes 25 minutes
including mounting, how many crystals can we do, leaving 90 minutes per shift for alignment?""",
    )
    neg(
        ["code", "timestamp_literal"],
        "matlab-code",
        """Why does this give a different answer on my laptop and on the analysis server?

```matlab
t0 = datetime('2026-03-14 09:41:07', 'InputFormat', 'yyyy-MM-dd HH:mm:ss');
t1 = datetime(1773481267, 'ConvertFrom', 'posixtime');
disp(seconds(t1 - t0))
```""",
    )
    neg(
        ["code", "config"],
        "snakefile-free-config",
        """Is it a problem that our run config hard-codes these?

```yaml
project: caregiving-remote-work
created: 2025-09-14
data_release: 2026-01-31
random_seed: 20260131
container: docker://ghcr.io/marsh-lab/qc:2026.01.2
```""",
    )
    neg(
        ["control", "plain"],
        "plain-1",
        """You are a friendly lab safety tutor. Explain why we add acid to water and not water to acid, in three
sentences a first-year student would understand.""",
    )
    neg(
        ["control", "plain"],
        "plain-2",
        """You help PhD students plan their week. Suggest a realistic schedule for someone who must finish a poster,
run two experiments and read three papers.

Student: I also teach a lab on Wednesday afternoons.
Assistant:""",
    )


# --- pasted, uploaded and fetched material the user asks about ----------------------------------------------------

# (source, tags, block, ask, intro); an ask holding "||" splits into the paragraphs around the block.
Block = tuple[str, list[str], str, str, str]
BLOCKS: list[Block] = [
    (
        "freezer-export",
        ["freezer", "csv", "timestamp_first_column"],
        """Timestamp,Freezer,Rack,Box,Action,User
2026-02-02 09:14:51,F-80-03,R2,14,remove 2 tubes,priya.s
2026-02-02 09:16:03,F-80-03,R2,14,return 1 tube,priya.s
2026-02-03 17:42:10,F-80-03,R2,15,add 12 tubes,tomas.k
2026-02-04 08:01:37,F-80-03,R2,14,remove 1 tube,anon""",
        "Who took the last tube from box 14, and is the anon entry a problem for our audit?",
        "This is the access log export from our freezer software",
    ),
    (
        "freezer-alarm-email",
        ["freezer", "email", "date_header"],
        """From: ColdChain Monitor <alerts@coldchain.example>
Date: Sat, 14 Feb 2026 03:12:44 +0100
Subject: ALARM ULT-07 temperature high
Message-ID: <20260214031244.ULT07@coldchain.example>

Unit ULT-07 reported -61.4 C at 03:09 (setpoint -80 C). Alarm acknowledged by: nobody.""",
        "Nobody acknowledged this on Saturday night. What should our alarm escalation look like so this doesn't happen again?",
        "We got this at the weekend",
    ),
    (
        "box-map",
        ["freezer", "box_map", "dates_in_table"],
        """BOX 14 (F-80-03 / R2)  9x9   printed 2026-01-19
A1-A9  pET28-GFP minipreps  PS 2025-11-04
B1-B6  pET28-mCherry        PS 2025-11-04
C1-C3  HEK293T p18 pellets  TK 2026-01-19
C4-I9  empty""",
        "How many free positions are left, and can I put 20 tubes in one block?",
        "Box map from the freezer door",
    ),
    (
        "ln2-log",
        ["freezer", "ln2", "paper_log"],
        """Date        Dewar   Level before  Level after  Initials
09/02/2026  LN2-02  18 cm         41 cm        RK
12/02/2026  LN2-02  31 cm         42 cm        RK
16/02/2026  LN2-02  19 cm         40 cm        MA
19/02/2026  LN2-02  29 cm         41 cm        MA""",
        "Is this dewar losing more nitrogen than it should? The manual says about 2 cm a day.",
        "Fill log for our dewar",
    ),
    (
        "sample-label-ocr",
        ["freezer", "ocr", "label"],
        """HEK293T  p18
frozen 19.01.26  TK
10% DMSO / FBS
1x10^6 cells/vial
ID 24-0871-A3""",
        "What's the sample id on this label, and when was it frozen? It's my handwriting from the photo.",
        "OCR of a cryovial label",
    ),
    (
        "biobank-request",
        ["biobank", "form", "reference_numbers"],
        """Sample Request Form  -  Ref SR-2026-0114
Submitted: 2026-02-21
Applicant: Dr. R. Menon, Immunology
Material: PBMC, cohort KB-2022, 40 aliquots
Approval: HREC 2024/0387 (valid to 2027-03-11)
Status: awaiting custodian sign-off""",
        "Is anything missing from this request before the custodian looks at it?",
        "Here's the form I'm about to submit",
    ),
    (
        "core-booking-confirmation",
        ["core_facility", "confirmation", "booking_times"],
        """Booking confirmed
Instrument: Zeiss LSM 980 (Airyscan 2)
When: Tue 17 Mar 2026, 09:00-11:00
Booked by: j.reyes (LMC-2291)
Booking ref: LMC-B-48812
Created: 2026-03-10 16:22""",
        "Can I extend this to 12:00 without cancelling it, or do I need a new booking?",
        "My confirmation",
    ),
    (
        "core-usage-invoice",
        ["core_facility", "invoice", "price"],
        """INVOICE LMC-INV-2026-0211       Issue date: 28.02.2026
Group: Reyes lab (LMC-2291)
2026-02-03  LSM 980   2.0 h  x 38.00  =  76.00
2026-02-10  LSM 980   1.5 h  x 38.00  =  57.00
2026-02-17  Airyscan  2.0 h  x 52.00  = 104.00
Total EUR 237.00   Due: 30.03.2026""",
        "Why is the Airyscan session billed at a different rate? It's the same microscope.",
        "Our February invoice",
    ),
    (
        "facs-sort-report",
        ["core_facility", "instrument_report", "timestamps"],
        """BD FACSAria Fusion - Sort Report
Experiment: TCELL_LV_SORT_0312
Date: 03/12/2026 10:41:22 AM
Operator: core-staff-2
Nozzle: 85 um   Pressure: 45 psi   Drop delay: 28.41
Population  Events     Sorted   Efficiency
GFP+        1,204,311  612,004  88%
GFP-        2,981,004  0        -""",
        "Is 88% sort efficiency OK, or should I have slowed the event rate?",
        "Sort report from this morning",
    ),
    (
        "cryoem-session-log",
        ["core_facility", "cryoem", "log"],
        """2026-02-18 08:02:11 EPU session CRYO-0218 started, grid box 3, autoloader slot 5
2026-02-18 08:47:30 atlas acquired, 212 squares
2026-02-18 09:15:02 ice filter 20-60 nm, 41 squares selected
2026-02-18 21:55:48 3,912 movies, 1.2 e/A2/frame, 50 frames
2026-02-19 06:03:19 session ended: autoloader error 0x1F""",
        "what does autoloader error 0x1F mean and did we lose data?",
        "Krios EPU log",
    ),
    (
        "ome-metadata",
        ["imaging", "ome_xml", "acquisition_date"],
        """<Image ID="Image:0" Name="embryo_ts_001">
  <AcquisitionDate>2026-01-29T18:03:44</AcquisitionDate>
  <Pixels ID="Pixels:0" DimensionOrder="XYZCT" SizeX="2048" SizeY="2048" SizeZ="31" SizeC="2" SizeT="120"
          PhysicalSizeX="0.108" PhysicalSizeZ="0.5" TimeIncrement="60" TimeIncrementUnit="s"/>
</Image>""",
        "How long was this time-lapse in hours, and what's the voxel size?",
        "OME metadata from the Bio-Formats dump",
    ),
    (
        "nd2-info",
        ["imaging", "tool_output", "metadata"],
        """$ showinf -nopix -omexml-only well_B03.nd2 | head
Reading core metadata
Image count = 96
Date = 2026-02-07 13:22:09
Camera = Hamamatsu ORCA-Fusion BT, exposure 50 ms
Objective = Plan Apo lambda 20x/0.8
Calibration = 0.325 um/px""",
        "Why do I get 96 images when I only took 24 positions?",
        "showinf says",
    ),
    (
        "image-filenames",
        ["imaging", "filenames", "dates_in_names"],
        """20260211_LSM980_fig3_stack_042_63x.czi
20260211_LSM980_fig3_stack_043_63x.czi
20260212_LSM980_ctrl_stack_001_63x.czi
20260212_LSM980_ctrl_stack_002_63x.czi""",
        "Write me a regex that pulls out the date, the figure tag and the stack number.",
        "Some of our file names",
    ),
    (
        "exif-block",
        ["imaging", "exif", "camera"],
        """File Name       : gel_0304.tif
Create Date     : 2026:03:04 15:11:52
Make            : Bio-Rad
Camera Model    : ChemiDoc MP
Exposure Time   : 1/4
Image Size      : 1340x1060""",
        "The journal asks when the blot image was acquired. Is Create Date the right field to cite?",
        "exiftool output for my blot",
    ),
    (
        "hplc-printout",
        ["hplc", "printout", "injection_date"],
        """Data File C:\\Chem32\\1\\DATA\\QC-0303\\INJ-014.D
Sample Name: API-LOT-2231
Acq. Operator : N. Sharma          Seq. Line :  14
Acq. Instrument : 1290-04          Location : Vial 32
Injection Date : 3/3/2026 4:52:18 PM   Inj : 1
Method : QC-ASSAY-014.M (Modified 2/27/2026 11:03:41 AM)
Peak RetTime  Width   Area     Height  Area%
 1   3.412   0.061   412.3    101.2    0.41
 2   5.087   0.078   99811.4  19212.0  99.37
 3   6.330   0.090   220.1    38.7     0.22""",
        "Does the main peak pass if the spec is NLT 99.0% area and no single impurity above 0.5%?",
        "Printout from the QC run",
    ),
    (
        "hplc-sequence-csv",
        ["hplc", "csv", "sequence"],
        """Line,Vial,Sample Name,Method,Inj/Vial,Acq Start
1,1,Blank,QC-ASSAY-014,1,2026-03-03 14:02:10
2,2,SST-STD,QC-ASSAY-014,6,2026-03-03 14:21:33
3,31,API-LOT-2230,QC-ASSAY-014,2,2026-03-03 16:12:47
4,32,API-LOT-2231,QC-ASSAY-014,2,2026-03-03 16:52:18""",
        "How long did each injection take on average? The whole sequence felt slow.",
        "Sequence export",
    ),
    (
        "hplc-audit-trail",
        ["hplc", "audit_trail", "data_integrity"],
        """Audit Trail  -  Project QC-0303
2026-03-03 17:20:05  nsharma  Integration events changed (threshold 0.5 -> 1.0)
2026-03-03 17:21:40  nsharma  Result set reprocessed
2026-03-03 17:22:02  nsharma  Result signed (reason: review)
2026-03-04 09:10:15  qa.lee   Result rejected (reason: manual integration not justified)""",
        "Why would QA reject this? We only changed the threshold.",
        "Audit trail",
    ),
    (
        "gc-report",
        ["chemistry", "gc", "report"],
        """GC-FID Report   Run 0212-07   Injected 12-Feb-2026 11:40
Column: DB-5, 30 m x 0.25 mm x 0.25 um
Compound      RT (min)   Area %
ethyl acetate  2.84      0.9
toluene        5.12      97.6
p-xylene       7.03      1.5""",
        "Is the toluene pure enough for the Grignard, or should I distil it?",
        "GC of the solvent we got",
    ),
    (
        "reagent-order-confirmation",
        ["reagents", "order", "po_number"],
        """Order confirmation  SO-3388120
Order date: 05/03/2026     PO: CHEM-PO-26-0412
1  Sodium borohydride 98%   100 g   CAS 16940-66-2   Ships 09/03/2026
2  Acetonitrile HPLC grade  4 x 4 L CAS 75-05-8     Backordered, est. 24/03/2026
Account: CHEM-4410-ORG""",
        "The acetonitrile is backordered until the 24th. Is there another grade we could use for the assay in the meantime?",
        "Supplier confirmation",
    ),
    (
        "reagent-price-table",
        ["reagents", "price", "table"],
        """| Supplier   | Cat. no.    | Pack   | Price (EUR) | Lead time |
|------------|-------------|--------|-------------|-----------|
| Vendor A   | 452882-100G | 100 g  | 96.40       | 3 days    |
| Vendor B   | 21310.36    | 100 g  | 71.20       | 10 days   |
| Vendor C   | S/6200/48   | 250 g  | 148.00      | 5 days    |""",
        "Which one is cheapest per gram if I need it within a week?",
        "Quotes I collected",
    ),
    (
        "chemical-inventory",
        ["reagents", "inventory", "expiry"],
        """Container  Chemical                 Location    Received    Expires     Qty
C-000412   tert-Butyllithium 1.7M   Flammables  2025-06-02  2026-06-02  100 mL
C-000519   Diethyl ether            Flammables  2025-01-14  2025-07-14  2.5 L
C-000731   Sodium azide             Toxics      2024-10-01  2029-10-01  25 g""",
        "Which of these needs attention first, and why is the ether the scary one?",
        "Inventory extract",
    ),
    (
        "sds-section",
        ["sds", "document", "revision_date"],
        """SAFETY DATA SHEET  according to Regulation (EC) No. 1907/2006
Version 6.2   Revision Date 14.08.2025   Print Date 02.03.2026
SECTION 7: Handling and storage
7.2 Conditions for safe storage: Store in polyethylene containers. Keep container tightly closed in a
dry and well-ventilated place. Storage class (TRGS 510): 8B Non-combustible corrosive materials""",
        "Does storage class 8B mean I can put it with the other acids?",
        "From the SDS",
    ),
    (
        "sds-ghs",
        ["sds", "ghs", "codes"],
        """Hazard statements
H300+H310+H330  Fatal if swallowed, in contact with skin or if inhaled.
H314            Causes severe skin burns and eye damage.
Precautionary statements
P260, P280, P301+P310, P303+P361+P353, P304+P340+P310""",
        "Translate these codes into a one-paragraph warning for the bench sign, plain English.",
        "GHS section",
    ),
    (
        "ehs-incident",
        ["sds", "incident_report", "times"],
        """Incident report EHS-IR-2026-031
Date/time of incident: 27/02/2026 15:35
Location: Lab 2.17, fume hood 3
Description: ~30 mL of 37% HCl spilled inside the hood while decanting. Neutralised with sodium
bicarbonate; no exposure. Reported to supervisor 15:50.""",
        "Write the 'lessons learned' paragraph for this report.",
        "Our incident report",
    ),
    (
        "tensile-report",
        ["tensile", "report", "test_date"],
        """TEST REPORT  TR-2026-0322      Test date: 2026-03-05      Standard: ISO 6892-1 B
Material: S355J2 plate, 12 mm      Operator: K. Nowak      Machine: Zwick Z250 (cal. 2025-10-30)
Spec.  w0 [mm]  a0 [mm]  ReH [MPa]  Rm [MPa]  A [%]
1      20.02    11.98    389        541       26.5
2      19.98    12.01    402        547       25.9
3      20.01    12.00    371        533       27.8""",
        "Do all three meet S355J2 (ReH >= 345, Rm 470-630, A >= 22)?",
        "Report from our tensile lab",
    ),
    (
        "tensile-raw-csv",
        ["tensile", "csv", "raw_data"],
        """# testXpert export  2026-03-05 10:14:22
# specimen 3, S355J2
time_s,force_N,strain_pct
0.00,0,0.000
0.50,4120,0.021
1.00,8305,0.042
1.50,12390,0.063""",
        "What Young's modulus does the initial slope give if the cross-section is 240.1 mm2?",
        "First rows of the raw export",
    ),
    (
        "xrd-peaklist",
        ["xrd", "peak_list", "instrument_header"],
        """Measurement: TiO2_SG450   Date: 2026-02-26 11:05   Diffractometer: D8 Advance
Anode: Cu   2Theta range: 10-80   Step: 0.02   Time/step: 0.5 s
 2Theta   d [A]    I rel
 25.31    3.516    100
 37.80    2.378     21
 48.05    1.892     33
 53.89    1.700     20""",
        "Anatase or rutile? And how confident can I be with only four peaks?",
        "Peak list",
    ),
    (
        "xrd-rietveld",
        ["xrd", "refinement", "results"],
        """Rietveld refinement summary (TOPAS 7)
Phase           wt%     a (A)      c (A)
Anatase        91.4(6)  3.7852(2)  9.5139(5)
Rutile          8.6(6)  4.5937(8)  2.9587(6)
Rwp 7.41   Rexp 5.02   GOF 1.48""",
        "Is a GOF of 1.48 good enough to publish these phase fractions?",
        "Refinement result",
    ),
    (
        "hardness-printout",
        ["hardness", "printout", "dates"],
        """Vickers HV10 traverse  -  weld W-118   2026-02-19 14:02
Pos [mm]  HV10
-2.0      212
-1.5      214
-1.0      209
-0.5      188
 0.0      171
 0.5      169""",
        "Is the drop at the fusion line big enough to worry about for a structural weld?",
        "Hardness printout",
    ),
    (
        "dsc-report",
        ["dsc", "report", "instrument"],
        """DSC 3+  Sample: PMMA/PS 50-50  Mass 8.21 mg   Run 2026-01-30 09:20
Segment 3 (2nd heating, 10 K/min)
Glass transition: onset 101.8 C, midpoint 105.2 C, delta cp 0.21 J/gK
Endotherm: onset 158.9 C, peak 162.4 C, 1.3 J/g""",
        "What could the small endotherm at 162 be? Neither polymer should melt there.",
        "DSC result",
    ),
    (
        "rosbag-info",
        ["robotics", "rosbag", "tool_output"],
        """Files:             trial_0304_grasp.mcap
Bag size:          1.4 GiB
Storage id:        mcap
Duration:          96.410s
Start:             Mar  4 2026 16:21:07.551 (1772637667.551)
End:               Mar  4 2026 16:22:43.961 (1772637763.961)
Messages:          402118
Topic information: Topic: /joint_states | Type: sensor_msgs/msg/JointState | Count: 96410
                   Topic: /wrist_cam/image_raw | Type: sensor_msgs/msg/Image | Count: 2892""",
        "The wrist camera should run at 30 Hz. Does the count match that?",
        "ros2 bag info output",
    ),
    (
        "robot-trial-log",
        ["robotics", "experiment_log", "trial_times"],
        """trial,start_utc,object,grip_N,result,notes
17,2026-03-04T16:21:07Z,foam_cube,25,slip,lifted 2 cm
18,2026-03-04T16:23:40Z,foam_cube,30,success,
19,2026-03-04T16:26:02Z,foam_cube,30,slip,
20,2026-03-04T16:28:19Z,mug,30,success,handle grasp""",
        "what's the success rate at 30 N so far?",
        "Trial log",
    ),
    (
        "mocap-take-info",
        ["robotics", "mocap", "take_info"],
        """Take: quad_trot_1_4ms_003
Capture Start Time: 2026-02-26 14:07:33.120
Frame Rate: 240
Total Frames: 7212
Markers: 38 (2 unlabeled)
Calibration: 2026-02-26 09:02 (mean error 0.41 mm)""",
        "Is 0.41 mm calibration error fine for foot-contact detection, or should I recalibrate before the next take?",
        "Take properties from Motive",
    ),
    (
        "robot-error-log",
        ["robotics", "controller_log", "errors"],
        """[2026-03-04 16:24:11.302] [franka] ERROR: cartesian_reflex: Reflex triggered (joint 6 torque)
[2026-03-04 16:24:11.303] [franka] INFO: Automatic error recovery started
[2026-03-04 16:24:12.010] [franka] INFO: Robot in state Idle
[2026-03-04 16:24:15.774] [controller] WARN: command rate dropped to 612 Hz""",
        "Why does a torque reflex on joint 6 keep happening right when we close the gripper?",
        "controller log",
    ),
    (
        "daq-header",
        ["daq", "file_header", "run_start"],
        """# DAQ file v3
# run_number: 004187
# run_start: 2026-02-20T22:14:03.482Z
# trigger: coincidence PMT1&PMT2, window 40 ns
# channels: 8  sampling: 500 MS/s
# operator: shift-B""",
        "How big will a 6-hour run be if each trigger is 8 channels x 1024 samples x 2 bytes at 1.2 kHz?",
        "Header of our DAQ files",
    ),
    (
        "slow-control-csv",
        ["daq", "csv", "readings"],
        """time,T_board1_C,T_board2_C,HV_ch3_V,rate_ch3_Hz
2026-02-20 22:00:00,31.2,39.4,1650,1204
2026-02-20 22:10:00,31.3,39.6,1650,1188
2026-02-20 22:20:00,31.2,39.5,1650,9012
2026-02-20 22:30:00,31.4,39.7,1650,8977""",
        "What happened to channel 3 between 22:10 and 22:20? Nothing else moved.",
        "Slow-control export",
    ),
    (
        "beamtime-allocation-letter",
        ["beamtime", "letter", "allocation"],
        """Dear Dr. Campbell,
We are pleased to inform you that proposal 20251432 has been allocated 6 shifts on beamline P11,
scheduled from 18 May 2026 07:00 to 20 May 2026 07:00. Please submit your safety declaration by
20 April 2026 and register all participants in the user portal.
User Office, 12 February 2026""",
        "Draft a reply accepting and asking whether two shifts could move to the autumn run.",
        "Allocation letter we got",
    ),
    (
        "beamline-schedule",
        ["beamtime", "schedule", "table"],
        """Week 21/2026   P11
Mon 18.05  07:00-15:00  Campbell (20251432)
Mon 18.05  15:00-23:00  Campbell (20251432)
Mon 18.05  23:00-07:00  Campbell (20251432)
Tue 19.05  07:00-15:00  machine development
Tue 19.05  15:00-23:00  Campbell (20251432)""",
        "They put machine development in the middle of our block. Do we still get six shifts?",
        "Beamline schedule",
    ),
    (
        "cryostat-log",
        ["cryostat", "log", "readings"],
        """2026-03-02 06:00  MXC 14.9 mK  Still 0.82 K  P1 2.2e-6
2026-03-02 12:00  MXC 14.4 mK  Still 0.81 K  P1 2.1e-6
2026-03-02 18:00  MXC 14.2 mK  Still 0.81 K  P1 2.1e-6
2026-03-03 00:00  MXC 14.2 mK  Still 0.80 K  P1 2.1e-6""",
        "Is this still cooling or has it plateaued?",
        "Last day of the fridge log",
    ),
    (
        "scope-csv",
        ["oscilloscope", "csv", "instrument_header"],
        """Model,DSOX1204G
Serial,CN60292147
Date,2026-03-03
Time,14:22:51
x-axis,1
Frequency (Hz),Vout/Vin
500,0.985
1000,0.890
2000,0.695""",
        "At what frequency does this cross 0.707?",
        "Scope export",
    ),
    (
        "camera-trap-csv",
        ["camera_trap", "csv", "capture_times"],
        """deployment_id,image_id,timestamp,species,count
OKV-CT07-2601,CT07_20260212_031544,2026-02-12 03:15:44,Crocuta crocuta,1
OKV-CT07-2601,CT07_20260212_031546,2026-02-12 03:15:46,Crocuta crocuta,2
OKV-CT11-2601,CT11_20260213_221009,2026-02-13 22:10:09,Panthera pardus,1""",
        "Should the two hyena images count as one independent detection? We use a 30-minute rule.",
        "Detections export",
    ),
    (
        "camera-trap-deployments",
        ["camera_trap", "deployments", "dates"],
        """Camera  Deployed    Retrieved   Days  Failure
CT03    2026-01-14  2026-03-14  59    -
CT07    2026-01-14  2026-03-14  59    -
CT11    2026-01-15  2026-03-14  58    battery 2026-02-20
CT14    2026-01-15  2026-03-14  58    SD full 2026-03-02""",
        "How many trap nights do we actually have?",
        "Deployment sheet",
    ),
    (
        "transect-sheet",
        ["transect", "datasheet", "times"],
        """Transect T4  Observer: HM  Date: 07/03/2026  Start 06:42  End 07:31  Wind 2  Cloud 60%
Species          Count  Band  Behaviour
Tui              3      B     feeding
Kereru           1      C     flying
Silvereye        7      A     feeding""",
        "Convert this to the national database format (one row per species).",
        "Yesterday's transect sheet",
    ),
    (
        "research-permit",
        ["permits", "permit", "validity"],
        """SCIENTIFIC COLLECTING PERMIT   No. SC-2025-0714
Issued to: Desert Ecology Lab, Dr. L. Ortiz (PI)
Valid: July 1, 2025 through June 30, 2026
Authorized: capture, measurement and release of non-listed reptiles and amphibians; tissue samples
(tail tips, max 2 mm) from non-listed lizards
Conditions: annual report due July 31, 2026""",
        "Does this cover toe clips, or only tail tips?",
        "Our permit",
    ),
    (
        "bird-ringing-records",
        ["ringing", "records", "dates"],
        """Ring      Species        Date        Time   Age  Wing  Fat
SVS2K188  Reed warbler   2025-08-14  06:20  3    67    2
SVS2K192  Reed warbler   2025-08-14  06:45  3    66    1
SVS2K188  Reed warbler   2025-08-21  07:05  3    67    4""",
        "SVS2K188 was caught twice a week apart. How much fat did it gain, and is it fuelling for migration?",
        "Ringing records",
    ),
    (
        "interview-transcript",
        ["transcripts", "transcript", "timecodes"],
        """[00:03:12] INT: Can you tell me about a typical weekday?
[00:03:18] P12: I'm up at five, I check the overnight messages, then school run at half seven.
[00:03:29] P12: Work starts at nine but honestly I've been answering emails since six.""",
        "Which codes from our codebook (time pressure, boundary work, care logistics) fit this excerpt?",
        "Excerpt from P12",
    ),
    (
        "transcript-header",
        ["transcripts", "header", "recording_date"],
        """Interview ID: P14
Date of interview: 24 February 2026
Duration: 52:17
Interviewer: AK
Location: participant's home (Kampala)
Consent form version: 3.1""",
        "Write the metadata paragraph for the methods appendix in the past tense.",
        "Transcript header",
    ),
    (
        "ethics-approval",
        ["ethics", "approval_letter", "dates"],
        """HUMAN RESEARCH ETHICS COMMITTEE
Approval number: HREC 2024/0387
Project: Sleep and screen use in adolescents
Date of approval: 12 March 2024
Approval valid until: 11 March 2027
Conditions: annual progress reports; any amendment must be approved before implementation.""",
        "When is our next annual report due, given the approval date?",
        "Approval letter",
    ),
    (
        "ethics-amendment-email",
        ["ethics", "email", "thread"],
        """From: ethics-office@univ.example
Sent: Wednesday, 18 February 2026 10:42
To: d.ahmed@univ.example
Subject: RE: HREC 2024/0387 amendment 3

Dear Dr Ahmed, the committee considered amendment 3 at its meeting of 16 February 2026 and requests
clarification on data storage for the smartwatch data before approval.""",
        "How should I answer? The data goes to the vendor's cloud for 30 days and then to our server.",
        "The ethics office wrote back",
    ),
    (
        "consent-log",
        ["consent_log", "log", "dates"],
        """P-110  2026-02-21  consent v3.1  witnessed AK
P-111  2026-02-21  consent v3.1  witnessed AK
P-112  2026-02-22  consent v3.1  witnessed AK
P-113  2026-02-22  consent v3.1  -
P-114  2026-02-23  consent v2.0  witnessed AK""",
        "Which entries are incomplete or used an outdated form?",
        "Consent log",
    ),
    (
        "qda-export",
        ["qualitative", "export", "codes"],
        """Code,Document,Segment start,Segment end,Coder,Coded on
time pressure,P12,00:03:18,00:03:29,AK,2026-02-26
boundary work,P12,00:03:29,00:03:41,AK,2026-02-26
care logistics,P14,00:12:02,00:12:40,JM,2026-02-27""",
        "Can I compute inter-coder agreement from this, or do I need both coders on the same segments?",
        "Coding export",
    ),
    (
        "fieldnotes",
        ["fieldnotes", "notes", "times"],
        """Fieldnotes, Sunday 1 March 2026
10:15 arrived at the market, busy, rain
11:00 talked to stallholder (S3) about mobile money, she uses two wallets
12:40 group interview with three boda riders, recorded with consent (R1-R3)""",
        "Turn these into a short reflexive memo.",
        "My fieldnotes",
    ),
    (
        "thesis-chapter-comments",
        ["thesis", "comments", "dates"],
        """Comment [JV1] 12/02/2026: Move Fig. 4.6 interpretation to chapter 5.
Comment [JV2] 12/02/2026: Results and discussion mixed here again.
Comment [MK1] 19/02/2026: Agree with JV - also cut the recap of Smith et al.""",
        "Make a to-do list from my supervisors' comments.",
        "Comments from the draft",
    ),
    (
        "thesis-timeline",
        ["thesis", "gantt", "dates"],
        """Task                     Start       End
Ch. 4 revisions          2026-03-02  2026-03-27
Ch. 5 draft              2026-03-30  2026-05-08
Full draft to supervisor 2026-05-11  2026-05-11
Final submission         2026-09-30  2026-09-30""",
        "Is eight weeks between the full draft and submission realistic if my supervisors take three weeks to read?",
        "My timeline",
    ),
    (
        "thesis-declaration",
        ["thesis", "template", "date_field"],
        """DECLARATION
I hereby declare that this thesis is my original work and it has been written by me in its entirety.
I have duly acknowledged all the sources of information which have been used in the thesis.
This thesis has also not been submitted for any degree in any university previously.

Signature: ____________        Date: 14 August 2026""",
        "Is it fine to date this for the day I plan to submit?",
        "The declaration page",
    ),
    (
        "lab-meeting-rota",
        ["lab_meeting", "rota", "dates"],
        """Lab meeting rota, spring 2026 (Thursdays 10:00, room 3.14)
05.03  Aiko
12.03  Ben
19.03  Chloe
26.03  journal club (Dev)
02.04  Elena""",
        "If Chloe and Ben swap, and Elena is on leave in April, what does the new list look like?",
        "Current rota",
    ),
    (
        "lab-meeting-minutes",
        ["lab_meeting", "minutes", "dates"],
        """Lab meeting minutes - 26 February 2026
Present: AS, BK, CD, DL, EM
1. Freezer F-80-03 alarm on 14 Feb: new escalation list agreed (BK to circulate by 4 March).
2. Krios session 18-19 Feb: autoloader error, facility investigating.
3. Next journal club: 26 March, Dev presents.""",
        "Pull out the action items with owners and deadlines.",
        "Minutes",
    ),
    (
        "journal-club-poll",
        ["lab_meeting", "poll", "results"],
        """Poll: journal club paper for March (closed 2026-02-27 17:00)
Cryo-ET of native synapses .......... 6
Foundation model for multiomics ..... 4
Optogenetic stress granules ......... 2""",
        "Write the announcement email.",
        "Poll results",
    ),
    (
        "container-build-log",
        ["containers", "build_log", "timestamps"],
        """INFO:    Starting build...
2026/02/25 10:12:44  info unpack layer: sha256:6414378b647780fee8fd903ddb9541d134a1947ce092d08bdeb23a54cb3684ac
INFO:    Running post scriptlet
+ apt-get install -y python3.11
E: Unable to locate package python3.11
FATAL:   While performing build: while running engine: exit status 100""",
        "Why can't it find python3.11 on Ubuntu 24.04?",
        "Build output",
    ),
    (
        "docker-inspect",
        ["containers", "json", "created"],
        """[
  {
    "Id": "sha256:9c1e4d2a7b3f4e8aa0c65f1d2e3b4a9c0d6f8e1a2b3c4d5e6f708192a3b4c5d6",
    "RepoTags": ["ghcr.io/marsh-lab/qc:2026.01.2"],
    "Created": "2026-01-31T08:44:12.118934Z",
    "Os": "linux",
    "Size": 1873204456
  }
]""",
        "Is 1.8 GB normal for a Python QC image? What usually makes them this big?",
        "docker inspect",
    ),
    (
        "apptainer-inspect",
        ["containers", "labels", "build_date"],
        """org.label-schema.build-arch: amd64
org.label-schema.build-date: Wednesday_25_February_2026_10:14:2_CET
org.label-schema.schema-version: 1.0
org.label-schema.usage.apptainer.version: 1.3.4
org.label-schema.usage.apptainer.deffile.from: ubuntu:24.04""",
        "The reviewers want the exact environment. Is the build date label enough to identify the image?",
        "apptainer inspect",
    ),
    (
        "ro-crate",
        ["provenance", "json", "dates"],
        """{
  "@context": "https://w3id.org/ro/crate/1.1/context",
  "@graph": [
    {"@id": "./", "@type": "Dataset", "datePublished": "2026-01-23", "name": "align-and-count run"},
    {"@id": "#run-7a2e", "@type": "CreateAction", "startTime": "2026-01-22T08:14:03Z",
     "endTime": "2026-01-22T11:47:56Z", "agent": {"@id": "https://orcid.org/0000-0002-1825-0097"}}
  ]
}""",
        "Is this crate valid enough for WorkflowHub, or is something required missing?",
        "Our RO-Crate metadata",
    ),
    (
        "cwltool-log",
        ["provenance", "cwl_log", "timestamps"],
        """INFO [workflow ] start
INFO [step align] start
INFO [job align] /tmp/x8k2p$ bwa mem -t 8 ref/GRCh38.fa reads/S12_R1.fastq.gz
INFO [job align] completed success
INFO [step count] start
ERROR [job count] Job error: ("Error collecting output for parameter 'counts'")
INFO Final process status is permanentFail""",
        "The count step ran but cwltool says it failed collecting output. What's usually wrong?",
        "cwltool says",
    ),
    (
        "zenodo-record",
        ["data_repository", "record", "doi"],
        """Raw tensile and DIC data for 3D-printed lattices
Ferreira, Ana; Okoye, Chidi
Published February 9, 2026 | Version v2
DOI: 10.5281/zenodo.14210734
Resource type: Dataset   License: CC-BY-4.0
Versions: v2 (Feb 9, 2026) 10.5281/zenodo.14210734; v1 (Nov 28, 2025) 10.5281/zenodo.14210733""",
        "Which DOI should people cite if they want whatever is newest?",
        "Our Zenodo record",
    ),
    (
        "dataverse-citation",
        ["data_repository", "citation", "doi"],
        """Menon, Ravi; Campbell, Iona, 2026, "Dark-rate measurements of PMT array B",
https://doi.org/10.7910/DVN/QX3L8K, Harvard Dataverse, V2, UNF:6:3kR1bq2xHbnW4QF0uTqkQg== [fileUNF]""",
        "What's the UNF for, and do I need to include it in the paper's reference?",
        "Dataverse citation",
    ),
    (
        "datacite-xml",
        ["data_repository", "xml", "dates"],
        """<resource xmlns="http://datacite.org/schema/kernel-4">
  <identifier identifierType="DOI">10.5281/ZENODO.14210734</identifier>
  <publicationYear>2026</publicationYear>
  <dates>
    <date dateType="Issued">2026-02-09</date>
    <date dateType="Collected">2025-09-01/2025-12-19</date>
  </dates>
</resource>""",
        "Is the Collected range written correctly?",
        "DataCite XML",
    ),
    (
        "gel-notebook-page",
        ["notebook_page", "protocol", "times"],
        """Mon 2 Mar 2026
09:30 thawed HEK293T p17 (vial 24-0871-A2)
10:15 seeded 6-well, 3x10^5/well
16:45 transfected pET28-GFP, PEI 3:1, 2 ug DNA/well
Tue 3 Mar
09:00 GFP visible in ~40%, medium changed""",
        "Write this up as a methods paragraph for the supplement.",
        "From my notebook",
    ),
    (
        "protocol-page",
        ["protocol", "versioned", "times"],
        """SOP-DRY-03  Leaf sample drying   Version 4   Effective 2025-06-01
1. Weigh fresh leaves (record to 0.01 g).
2. Dry at 60 C for 48 h in oven D2.
3. Cool 30 min in desiccator, weigh again.
Review due: 2027-06-01""",
        "Can I shorten the drying to 24 h if I raise it to 70 C?",
        "Our SOP",
    ),
    (
        "sequencing-qc",
        ["qc_report", "table", "run_dates"],
        """Library  Reads (M)  Q30 %  Dup %  Run date
S12      41.2       93.1   12.4   2026-01-20
S13      38.7       92.8   11.9   2026-01-20
S14      12.1       88.4   31.7   2026-01-20""",
        "S14 looks bad. Resequence or re-prep the library?",
        "Library QC table",
    ),
    (
        "instrument-maintenance",
        ["maintenance", "log", "dates"],
        """Instrument: Orbitrap Exploris 480 (serial EXP-0193)
2025-11-03  source cleaned
2025-12-15  mass calibration, pass
2026-01-27  ion transfer tube replaced
2026-02-24  mass calibration, FAIL (drift 4.1 ppm), recalibrated, pass""",
        "Is a 4.1 ppm drift before recalibration something to escalate to the vendor?",
        "Maintenance log",
    ),
    (
        "equipment-booking-ics",
        ["core_facility", "ics", "calendar"],
        """BEGIN:VEVENT
UID:lmc-b-48812@cores.example
DTSTAMP:20260310T152200Z
DTSTART;TZID=Europe/Berlin:20260317T090000
DTEND;TZID=Europe/Berlin:20260317T110000
SUMMARY:LSM 980 - Reyes lab
END:VEVENT""",
        "My calendar shows this at 8:00. Which side is wrong?",
        "ICS from the booking system",
    ),
    (
        "survey-codebook",
        ["codebook", "variables", "dates"],
        """var        label                          values
q1_date    Date of interview (YYYY-MM-DD)  2026-01-01..2026-06-30
q2_age     Age in years                   18..99
q3_shift   Works night shifts             1=yes 2=no""",
        "Write Stata code to check q1_date is within the fieldwork window.",
        "Codebook",
    ),
    (
        "github-issue",
        ["rse", "issue", "dates"],
        """#214  Crash when reading ND2 files with more than 96 positions
opened on Feb 18, 2026 by chloe-d
  nd2reader 3.3.0, Python 3.11.7, Windows 11
  Traceback (most recent call last):
    File "reader.py", line 88, in _parse
  KeyError: 'position_96'
Last updated 3 days ago""",
        "Write a minimal reproducible example I can attach to this issue.",
        "Issue on our repo",
    ),
    (
        "reviewer-report",
        ["review", "report", "dates"],
        """Reviewer 2 - manuscript MS-2026-01187 - received 9 February 2026
1. The authors state that images were acquired on 11 February 2025, but the methods say 2026.
2. Please provide the raw XRD patterns, not only the Rietveld fits.
3. The DOI for the dataset (10.5281/zenodo.14210733) points to v1; cite the version actually used.""",
        "Draft polite responses to the three points.",
        "The review we got",
    ),
    (
        "grant-report-table",
        ["report", "table", "milestones"],
        """| Milestone | Planned    | Achieved   | Note                      |
|-----------|------------|------------|---------------------------|
| M1 rig    | 2025-09-30 | 2025-10-14 | delayed by parts          |
| M2 data   | 2026-01-31 | 2026-02-20 | two weeks of Krios delays |
| M3 paper  | 2026-06-30 | -          | in preparation            |""",
        "Write the deviation paragraph for the interim report.",
        "Milestone table",
    ),
    (
        "meeting-notes-email",
        ["email", "meeting_notes", "forwarded"],
        """---------- Forwarded message ---------
From: Iona Campbell <i.campbell@univ.example>
Date: Thu, 12 Feb 2026 at 17:04
Subject: Beamtime prep
To: crystallography-group@univ.example

Team - shipping dewar must leave by 11 May. Pucks labelled by Friday 8 May. Safety forms by 20 April.""",
        "Make a checklist with dates from this.",
        "Forwarding this from Iona",
    ),
    (
        "slack-export",
        ["slack_export", "messages", "timestamps"],
        """[2026-02-14 03:20] priya: freezer alarm again?? anyone near campus
[2026-02-14 03:41] marco: on my way, 15 min
[2026-02-14 04:05] marco: ULT-07 door wasn't closed properly, -72 now and dropping
[2026-02-14 06:30] marco: back at -80""",
        "Summarise this for the incident report in three sentences.",
        "From our lab Slack",
    ),
    (
        "stats-output",
        ["stats", "tool_output", "r_output"],
        """> sessionInfo()
R version 4.4.2 (2024-10-31)
Platform: x86_64-pc-linux-gnu
> t.test(hv ~ zone, data = traverse)
t = -6.214, df = 7.3, p-value = 0.000356""",
        "Write this result in APA style.",
        "R output",
    ),
    (
        "json-instrument-status",
        ["instrument", "json", "id_first"],
        """{
  "id": "b6c0a2f4-1d3e-4f7a-9b2c-8e5d6f7a0b1c",
  "timestamp": "2026-03-05T10:14:22Z",
  "instrument": "Zwick Z250",
  "status": "error",
  "code": "E-412",
  "message": "Extensometer out of range"
}""",
        "What does E-412 usually mean on a Zwick, and can I continue the test series?",
        "Status message from the machine's API",
    ),
    (
        "nmr-free-sample-sheet",
        ["sample_sheet", "submission", "dates"],
        """Sample submission - analytical services
Submitted: 2026-03-02 14:10
Sample ID: OK-231-4   Solvent: CDCl3   Requested: 1H, 13C, HSQC
Expected structure: methyl 4-bromobenzoate
Hazards: none known""",
        "Is there anything else analytical services usually need for a sample like this?",
        "My submission",
    ),
    (
        "field-gps-gpx",
        ["transect", "gpx", "track_times"],
        """<trkpt lat="-19.2281" lon="13.8402"><ele>1102</ele><time>2026-02-11T06:42:10Z</time></trkpt>
<trkpt lat="-19.2290" lon="13.8411"><ele>1104</ele><time>2026-02-11T06:44:52Z</time></trkpt>
<trkpt lat="-19.2303" lon="13.8425"><ele>1101</ele><time>2026-02-11T06:48:05Z</time></trkpt>""",
        "How far apart are the first and last points, roughly?",
        "GPX points from the transect walk",
    ),
    (
        "camera-trap-exif",
        ["camera_trap", "exif", "trigger_times"],
        """DateTimeOriginal: 2026:02:13 22:10:09
Make: Browning
Model: BTC-8E
TriggerMode: motion
SequenceNumber: 2 of 3
AmbientTemperature: 19 C""",
        "Is the camera clock trustworthy if the deployment sheet says we set it on 15 January?",
        "EXIF from the leopard photo",
    ),
    (
        "ethics-form-text",
        ["ethics", "form", "dates"],
        """Section 5. Timeline
Recruitment will begin on 1 April 2026, following ethics approval, and end on 30 September 2026. Data
will be retained for 7 years after publication and destroyed by 31 December 2034.""",
        "Is this timeline consistent with a 7-year retention rule that starts at publication?",
        "From my ethics form",
    ),
    (
        "interview-schedule-sheet",
        ["interviews", "schedule", "times"],
        """Participant  Date        Time   Place
P15          2026-03-09  10:00  Library room 2
P16          2026-03-09  14:30  online
P17          2026-03-11  09:00  participant's office""",
        "Write a reminder message template for these participants.",
        "Interview schedule",
    ),
    (
        "reagent-coa",
        ["reagents", "certificate", "lot"],
        """CERTIFICATE OF ANALYSIS
Product: Q5 High-Fidelity DNA Polymerase   Lot: 10198823
Manufacture date: 2025-07-14   Expiry: 2027-07-31
Activity: 2,000 units/mL (pass)   Exonuclease: not detected (pass)""",
        "Is this lot still fine to use for cloning, and do I need to keep the CoA?",
        "Certificate of analysis",
    ),
    (
        "daq-logbook",
        ["daq", "elog", "entries"],
        """Entry 1187  2026-02-20 22:25  shift-B  Category: Problem
Rate on PMT3 jumped to 9 kHz at ~22:15 after dark box reopened for cable swap.
Entry 1188  2026-02-20 23:40  shift-B  Category: Info
Rate back to 1.3 kHz after 70 min of darkness.""",
        "Was this just phosphorescence from the light exposure? Write the explanation for the logbook.",
        "From the shift logbook",
    ),
    (
        "robot-config-yaml",
        ["robotics", "config", "dates"],
        """# controller.yaml - created 2025-10-02 by hk
robot: franka-panda-2
control_rate_hz: 1000
gripper:
  model: robotiq_2f85
  max_force_n: 70
collision_thresholds: [20, 20, 18, 18, 16, 14, 12]""",
        "Would lowering the joint 6 collision threshold explain the reflexes we see at grasp?",
        "Our config",
    ),
    (
        "microscope-error",
        ["imaging", "error_dialog", "request_id"],
        """ZEN Error
Error code: 0x80004005
Request ID: 7f2c9a1e-3b8d-4e6f-a0c2-5d1e9f8b7a3c
Time: 04.03.2026 15:11:52
Message: Communication with the scanning module was interrupted.""",
        "Is this a hardware problem, or can I just restart ZEN?",
        "Error the microscope showed",
    ),
]

BLOCKS += [
    (
        "xrd-instrument-log",
        ["xrd", "log", "timestamps"],
        """2026-02-26 10:58:31  Tube ON, 40 kV 40 mA
2026-02-26 11:05:02  Scan TiO2_SG450 started (10-80 deg, 0.02 deg, 0.5 s)
2026-02-26 11:34:10  Scan finished
2026-02-26 11:34:12  WARNING chiller flow 2.1 l/min (min 2.5)""",
        "Did the chiller warning affect this scan?",
        "Diffractometer log",
    ),
    (
        "tensile-email",
        ["tensile", "email", "quote"],
        """From: Materials Testing Lab <mtl@univ.example>
Date: Mon, 9 Mar 2026 08:12:03 +0000
Subject: Quote MTL-Q-2026-044

Tensile testing to ISO 6892-1, 12 specimens, EUR 540; results within 10 working days of receipt.""",
        "Is 10 working days from receipt realistic if we post the specimens on Friday 13 March? When would we get results?",
        "Quote from the testing lab",
    ),
    (
        "core-training-record",
        ["core_facility", "training_record", "dates"],
        """Training record - j.reyes
LSM 980 basic        2025-10-06  trainer: MK   status: signed off
LSM 980 Airyscan     2026-01-22  trainer: MK   status: supervised use only
FACSAria (analysis)  2025-11-14  trainer: SB   status: signed off""",
        "Am I allowed to book the Airyscan on my own yet?",
        "My training record",
    ),
    (
        "camera-trap-battery-sheet",
        ["camera_trap", "service_sheet", "dates"],
        """Visit 2026-02-20  CT11  battery 0% (replaced)  SD 31 GB/32 GB (swapped)  lens clean
Visit 2026-02-20  CT14  battery 64%             SD 12 GB/32 GB             ok
Visit 2026-03-02  CT14  battery 41%             SD 32 GB/32 GB (swapped)  ok""",
        "Based on these visits, how often should we service CT14?",
        "Service sheet",
    ),
    (
        "lab-order-po",
        ["reagents", "purchase_order", "dates"],
        """PURCHASE ORDER  CHEM-PO-26-0412    Date: 2026-03-05
Vendor: Vendor B GmbH
Ship to: Chemistry stockroom, Building C
Line 1  Sodium borohydride 98%, 100 g   1   71.20
Line 2  Filter tips 1000 uL, 10x96      4   38.90
Delivery requested by: 2026-03-12""",
        "Add up the total and tell me whether it crosses the EUR 200 approval limit.",
        "PO draft",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "between",
    "quoted",
    "fence",
    "earlier_turn",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "after_question_lang",
]
SYSTEM_LAB = (
    "You are LabMate, the research assistant of the department. Answer precisely and say when the data "
    "is not enough."
)
OTHER_LANG_ASK = {
    "after_question_lang": [
        "¿Me lo explicas en español, por favor?",
        "Peux-tu m'expliquer ça en français ?",
        "Kannst du das bitte auf Deutsch erklären?",
        "Можешь объяснить по-русски?",
    ],
}


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    first, _, second = ask.partition("||")
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, so you know what I'm working with.\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_LAB}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    assert placement == "after_question_lang"
    lang_ask = OTHER_LANG_ASK[placement][k % len(OTHER_LANG_ASK[placement])]
    return f"{block}\n\n{ask} {lang_ask}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(k, placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen24(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold24", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
