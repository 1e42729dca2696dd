"""Build `prompt_normalizer/corpus/holdout16.jsonl`, a sixteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout16.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout14.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout14.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from the creative and media industries, game development,
publishing, museums and sports leagues (another corpus was written at the same time about them).
Sources that the earlier docstrings already name were dropped or re-aimed before writing: a CLI
agent's `<env>` block, Cline's `environment_details`, SWE-style harness headers, Copilot, Cursor,
Continue, Cody, Zed, Windsurf and JetBrains assistants, Jupyter and Colab, Snowflake, BigQuery and
ClickHouse, GitLab CI, GitHub Actions, Jenkins, CircleCI, Buildkite, Azure Pipelines, Woodpecker,
Argo, LangGraph, AutoGen, CrewAI and the Agents SDK, an MES snapshot with OPC UA ticks, Sparkplug B
payloads pasted as content, BMS station alarms and trend logs, KNX, lift controllers, signal-box and
level-crossing logs, a wind-farm SCADA context, a water works poll, mining and energy trading. The
sources here are new:

* software agents and developer tools as they build prompts: a coding agent's XML
  `<environment_context>` (cwd, approval and sandbox policy, current date, session), an
  OpenHands-style `<RUNTIME_INFORMATION>` block, a Gemini-CLI-style opening paragraph, a markdown
  environment with a git status snapshot; IDE assistants in Visual Studio, Xcode, Eclipse, a
  CODESYS PLC IDE, a remote workspace and an LSP diagnostics relay; terminal assistants (PowerShell
  with PSReadLine history, a tmux pane capture, a zsh plugin's environment, an edge-gateway CLI);
  code review bots (a Differential-style revision reviewer, an incremental review bot with HTML
  comments); dependency update bots (a grouped update with YAML front matter, a security update
  with a single-line JSON job); CI failure explainers for TeamCity, Tekton, Concourse, Bitrise,
  Zuul and Bazel; notebook assistants (Databricks, marimo); SQL assistants (DuckDB with a schema
  dump, Trino session headers, a BI dashboard); browser agents with tab lists and page snapshots;
  RAG chat over Outline, BookStack and Wiki.js wikis; a pairwise LLM-as-judge and an Inspect-style
  eval harness; multi-agent messages (A2A JSON-RPC `message/send`, FIPA-ACL, an orchestrator
  envelope, a handoff, a Zulip bot), a Backstage-style developer portal; and as hard negatives the
  code, diffs, traces, lockfiles (Cargo, go.sum, flake.lock, composer.lock, MODULE.bazel.lock),
  migrations (Alembic, Django, Liquibase, Prisma folders), manifests (Cargo CalVer, Helm, Android
  versionCode), changelogs (towncrier, release-please), test output (go test -json, TRX, Catch2,
  JUnit XML, Jest snapshots), git output (`--date=raw`, iso-strict, tags), tool output (`chronyc`,
  `npm view`, `go version -m`, PyPI JSON, cert-manager status) and agent cards and tasks that users
  paste;
* industrial and utility operations: SPC, OEE (a mill report, an Excel add-in, an OEE service),
  andon relays, torque traceability, electronic batch records, EPCIS serialization, CMM reports,
  AS9102 first articles, 8D and NCR forms, work-order dispatch; a Sparkplug relay envelope, an
  MTConnect agent response, OPC UA sessions; substation SCADA alarm summaries, outage management,
  switching orders, IRIG-B and PTP clocks, relay settings, dissolved gas analysis, battery
  monitors, grid frequency, hydro governors, a boiler house handover; drinking water (a First
  Nation plant, chlorine dosing, a booster station), wastewater (SBR cycles, storm overflow
  notifications, effluent compliance); GMP cleanrooms, data centre DCIM, a hotel chiller plant,
  escalators, lift entrapments, a ropeway; rail axle counters and balises; solar inverters
  (SunSpec) and trackers, wind blade inspections and turbine controllers; pipeline ILI, leak
  detection (CPM); calibration due lists, certificates and documenting calibrators; ISO 9001 and
  IATF 16949 audits; and as hard negatives the exports, logs, captures, reports, certificates and
  forms of the same trades (SAP PM orders, ToolsNet results, UaExpert reads, Logix and S7
  diagnostics, IEC 104 captures, DNP3 events, SOE lists, COMTRADE .cfg, SEL event reports, PMU
  frames, PI Web API responses, EDM returns, LOLER reports, JRU extracts, balise telegrams, wind
  10-minute data, ILI feature lists, CIPS surveys, PHMSA forms, ISO 17025 certificates, `pmc`
  output, Modbus register dumps).

Formats: RFC 3339 at precisions 0 (also minutes only), 3, 6 and 9 with `Z` and offsets from -06:00
to +09:00 (including +05:30 and +05:45), RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python
`str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET
round-trip and "f", JavaScript `toISOString()`, `toString()` and `toLocaleString('en-US')`,
Windows general, PowerShell `Get-Date`, the IEC 61131-3 `DT#` literal, a historian's
`dd-Mon-yyyy hh:mm:ss.fff`, Oracle `SYSTIMESTAMP`, SQL Server datetime, Rust chrono's UTC display,
Java `LocalDateTime` with nanoseconds, ISO basic, dotted and slashed day-first dates, a 24-hour and
a 12-hour time alone, a weekday alone, English long dates, ISO week dates, Excel serial dates,
IRIG-B day-of-year time, 64-bit NTP timestamps in hex, PTP TAI seconds, epochs in s, ms, us and ns,
and dates with localized month and weekday names and native digits (Shanghainese with Han decimal
digits, Northern Thai with Tai Tham Hora digits and the Buddhist era, Sudanese Arabic with
Arabic-Indic digits, Kashmiri and Saraiki with Extended Arabic-Indic digits, Newari and Marwari with
Devanagari digits, Tulu with Kannada digits, Jeju with 오전/오후, and month names in Hassaniya,
Libyan Arabic, Balochi, Meadow Mari, Erzya, Rusyn, Ladin, Emilian, Arpitan, Samogitian, Meänkieli,
Lule Sami, Pennsylvania Dutch, Northern Ndebele, Runyankole, Kamba, Ojibwe, Mohawk, Kwéyòl,
Louisiana Creole, Pijin, Batak Toba and Yucatec Maya). Identifiers: UUID v1 / v4 (also upper case)
/ v7, ULID, KSUID, nanoid, traceparent, B3 single and multi, long hex (12 to 32 digits), base32,
base58, base62 and base64url tokens, a JWT, decimal job, build and message ids, OPC UA GUID node
ids, generated run names (Tekton, Inspect-style eval logs) and vendor-prefixed ids (`rv_`, `snap_`,
`cmp_`, `up_`, `nd_`, `cl_`, `so-draft-`, `conv-`, `req-`, `conv_`, `req_`). Positions: header
blocks (`Label: value`, HTTP-style, `KEY=value` environments, Java properties), head and tail of
the prompt, the tail of a system prompt (also in a ChatML system turn and a Llama 3 system header),
YAML front matter and nested YAML, pretty-printed JSON members (also inside a nested JSON-RPC
request), single-line JSON members, XML elements and attributes, S-expression lines, `key=value`
pairs in bracketed context lines, an SQL comment line and an HTML comment, a whole-line HTML
comment, markdown table rows and bullets, templated sentences (alone on a line and inline),
phrases with their preposition ("at ...", "as of ..."), a `[received ...]` prefix on relayed lines,
bracketed and parenthesised stamps on the user's message, footers after a `--` line, metadata lines
after the last user message, and program lines right above or below a pasted or fetched block.

Prompts are in English (Kenyan, Pakistani, Sri Lankan, Philippine, Malaysian, Ghanaian,
Trinidadian, British and US) and in Shanghainese (Wu), Jeju, Northern Thai (Kham Mueang),
Sudanese Arabic, Hassaniya, Libyan Arabic, Kashmiri, Saraiki, Balochi, Newari (Nepal Bhasa),
Marwari, Tulu, Meadow Mari, Erzya, Rusyn, Ladin, Emilian (Bolognese), Arpitan, Samogitian,
Meänkieli, Lule Sami, Pennsylvania Dutch, Northern Ndebele, Runyankole, Kamba, Ojibwe, Mohawk
(Kanien'kéha), Saint Lucian Kwéyòl, Louisiana Creole, Cameroonian Pidgin, Solomon Islands Pijin,
Batak Toba, Yucatec Maya, Mapudungun and Zazaki (none of them used by the earlier holdouts,
checked against their docstrings), with a few user lines in Spanish and Indonesian (scripts:
Latin, Han, Hangul, Thai with Tai Tham digits, Arabic, Devanagari, Kannada, Cyrillic).

What it is: 301 prompts. 137 carry volatile fields (200 spans): 97 hand-written positives (160
spans; 61 with two fields, one with three) and 40 generated ones. 164 carry none: 134 hand-written
negatives (132 hard negatives and two plain controls) and 30 generated hard negatives; 105 of the
hand-written negatives are material the user pastes, uploads, forwards or quotes and asks about
(code, diffs, traces, lockfiles, migrations, manifests, changelogs, test and tool output, git
output, exports, logs, captures, reports, certificates, forms, SMS and e-mails), with the question
before the block, after it, on both sides, in another language, or in an earlier turn of a
multi-turn chat; several begin with lines exactly like program metadata (`Date:`, `Time:`,
`Created:`, `Revision ID:`, `Incident Identifier:`, `Last edited by`, `{"Time": ...`,
`{"timestamp": ...`, a forwarded-message header, an MTConnect `Header` with `creationTime`).
Nineteen hand-written negatives hold stable look-alikes in program positions (prompt revisions and
knowledge cutoffs, `SOURCE_DATE_EPOCH`, DCS and firmware builds with dates, calibration due dates,
SCL file versions, OPC UA namespace URIs with dates and certificate validity, MQTT client ids,
accreditation scopes, permits, installation years, commissioning, COD and warranty dates, runner
images, rules revisions, agent versions, operator certificates), and the rest are few-shot dates,
an unrendered `{{current_date}}`, user-typed clocks, relative times and an exercise sentence. The
positives put the same-looking lines in program positions, and about twenty stamp data that the program
fetched or captured for this request (historian reads, MTConnect and OPC UA reads, EPCIS queries,
torque results, alarm summaries, DGA results, inverter registers, relay settings, wind data, page
snapshots, pane captures, diagnostics, dashboards), where only the stamp is labelled. The generated
positive family puts one field (32 formats and labels drawn from 53, or the current date and time
labelled and written in the body's language, 16 cases) at one of twelve positions (head, system
tail, header block, after the last user message, tail, YAML front matter, JSON member, XML
attribute, `key=value` in a bracketed context line, parenthesised value on the user's message,
HTML comment, markdown bullet) of 43 bodies in 43 languages and varieties; the generated negative
family uses the same bodies and positions with one stable value that looks like a date or an id
(API version, knowledge cutoff, prompt revision, firmware, calibration due, commissioning, SCL
version, namespace URI, asset tag, serial, commit, image digest, warranty, tenant, site, IED, MQTT
client id, time zone, shift pattern, office hours, timeout, fiscal year, accreditation, permit,
ETCS baseline, turbine model, COD, release, build, MAOP; or a member-since date in the body's
language). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout14.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, domain clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Coding-agent environments: the current date (an XML element, a bullet, a sentence alone on its
  line or inside a paragraph) and an agent session id move; the working directory, platform, shell,
  approval and sandbox policy, fixed sandbox hosts, the branch, the git status snapshot and the
  recent commits listed with it stay. Editor state that is not a time or an id (open file, caret,
  selection, shell history) is content.
* CI: per-run ids and counters move (TeamCity `teamcity.build.id` and `build.number`, Concourse
  `BUILD_ID` and `BUILD_NAME`, a Bitrise build slug, a Zuul buildset, a Bazel `invocation_id`, a
  Tekton PipelineRun's generated name and `creationTimestamp`); commit SHAs, build types, change
  and patchset numbers, pipelines, jobs, runner images and toolchains stay. The same kinds of values
  in a pasted TeamCity log, `tkn pipelinerun describe` or Bazel output, and a build number the user
  asks about, are content.
* Agents: an A2A request's JSON-RPC `id`, `messageId` and `contextId`, FIPA-ACL `:conversation-id`
  and `:reply-with`, an orchestrator envelope's `msg_id` and `sent_at`, a handoff time and a Zulip
  message's id and timestamp move; agent names, skills, versions and protocol versions stay; an
  agent card, a task or an ACL message pasted for debugging is content (with its `:reply-by`).
* Evaluation: a pairwise comparison id and a position seed drawn for that comparison move, as do an
  eval run's log name (which embeds the start time) and start; the sample id, task and epoch count
  stay. A run list pasted to compare scores is content.
* Dependency bots: the bot's run id and start, a job id and request time move; release dates,
  advisory dates, lockfile times (`lastModified`, composer `time`, PyPI upload times), pseudo
  versions, CalVer versions and date-like version codes are content or stable.
* Industrial sessions and clocks: work-tool sessions and their start (eBR, EMS, dispatcher console,
  integrity workbench, audit app, Maximo, tablet, call handler, calibrator dock, OPC UA session)
  move like chat sessions (as in make_holdout12 and 13); device and site clocks read for this
  request are the current time in any form (an engineering PC's `DT#`, a historian's
  `dd-Mon-yyyy`, an IRIG-B substation clock, a PTP grandmaster in TAI seconds, an NTP timestamp, a
  turbine controller, an outstation, an Excel `NOW()` serial). The same clocks in pasted `chronyc`
  or `pmc` output, S7 diagnostic buffers and controller logs are content.
* Fetched data keeps its own dates: MTConnect samples and the agent's `instanceId`, OPC UA source
  timestamps, EPCIS event times, torque results, alarm and SOE times, inverter events, relay
  settings and DGA sample dates stay; only the program's stamp on them ("read at ... for this
  request", "fetched at", "as of", `creationTime` of the response built for this request, "Fetch
  id") moves. A relayed alarm or andon line carries the relay's `[received ...]` prefix, which moves;
  the alarm's own values stay.
* "Today" written into an artefact by the program (a switching order's date of issue, a
  certificate's issue date) moves; executed step times, calibration dates, due dates, permits and
  validity periods stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Filters were resolved at <time> for this request:" leaves "Filters were resolved for this
  request:"); XML attributes and `key=value` pairs are followed by a stable neighbour; an XML
  element, an S-expression member, a `KEY=value` line, a properties line, a nested YAML member, a
  markdown row or bullet and an HTML comment holding one field are whole-line spans; single-line
  JSON members are cut with the comma after them, and volatile members of pretty-printed JSON are
  never the last member of their object.
* Only ASCII `Label:` cue lines (or a chat template's assistant header) end positives; prompts
  whose natural cue would be in another script end with the user's message or with the metadata
  after it.
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

SEED = 20280117
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout16.jsonl"
SRC = "holdout16:"

# --- zones: fixed offsets, and pairs (standard, summer) chosen by month ------------------------------

FIXED: dict[str, tuple[int, str]] = {
    "UTC": (0, "UTC"),
    "GMT": (0, "GMT"),
    "PKT": (300, "PKT"),
    "IST": (330, "IST"),
    "NPT": (345, "NPT"),
    "ICT": (420, "ICT"),
    "WIB": (420, "WIB"),
    "CN": (480, "CST"),
    "KST": (540, "KST"),
    "EAT": (180, "EAT"),
    "CAT": (120, "CAT"),
    "WAT": (60, "WAT"),
    "MSK": (180, "MSK"),
    "AST": (-240, "AST"),
    "SBT": (660, "SBT"),
    "EET": (120, "EET"),
    "TRT": (180, "TRT"),
    "MX": (-360, "CST"),
    "PHT": (480, "PHT"),
    "MYT": (480, "MYT"),
    "SLST": (330, "+0530"),
}
SEASONAL: dict[str, tuple[tuple[int, str], tuple[int, str], bool]] = {
    "EU": ((60, "CET"), (120, "CEST"), True),
    "EE": ((120, "EET"), (180, "EEST"), True),
    "UK": ((0, "GMT"), (60, "BST"), True),
    "USE": ((-300, "EST"), (-240, "EDT"), True),
    "USC": ((-360, "CST"), (-300, "CDT"), True),
    "CL": ((-240, "-04"), (-180, "-03"), False),
}


def zone_of(key: str, t: datetime) -> timezone:
    """The zone `key` at the moment `t` (summer time by month, north or south)."""
    if key in FIXED:
        minutes, name = FIXED[key]
        return timezone(timedelta(minutes=minutes), name)
    std, summer, north = SEASONAL[key]
    in_summer = 4 <= t.month <= 10 if north else not 4 <= t.month <= 9
    minutes, name = summer if in_summer else std
    return timezone(timedelta(minutes=minutes), name)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
TEKTON = "bcdfghjklmnpqrstvwxz2456789"


class Gen16(Gen):
    """make_holdout's Gen with zones and a few more identifier shapes."""

    def at(self, zone: str) -> datetime:
        t = self.moment()
        return t.astimezone(zone_of(zone, t))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def tekton(self, n: int = 5) -> str:
        return "".join(self.rng.choice(TEKTON) for _ in range(n))

    def ns(self) -> int:
        return self.small(1, 1000)

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"


# --- value formats not in make_holdout ---------------------------------------------------------------


def _off(t: datetime, colon: bool = True) -> str:
    return make_holdout._offset(t, colon)


def _ampm(t: datetime) -> tuple[int, str]:
    return (t.hour % 12 or 12), ("PM" if t.hour >= 12 else "AM")


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def rfc3339_ns(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def rfc3339_min(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def us_locale(t: datetime) -> str:
    """JavaScript `toLocaleString('en-US')`."""
    h, ap = _ampm(t)
    return f"{t.month}/{t.day}/{t.year}, {h}:{t:%M:%S} {ap}"


def powershell(t: datetime) -> str:
    """PowerShell `Get-Date` in en-US."""
    h, ap = _ampm(t)
    return f"{DAYS_LONG[t.weekday()]}, {MONTHS_LONG[t.month - 1]} {t.day}, {t.year} {h}:{t:%M:%S} {ap}"


def iec_dt(t: datetime) -> str:
    """IEC 61131-3 DATE_AND_TIME literal."""
    return f"DT#{t:%Y-%m-%d-%H:%M:%S}"


def pi_time(t: datetime) -> str:
    """A historian's `dd-Mon-yyyy hh:mm:ss.fff`."""
    return f"{t.day:02d}-{MONTHS[t.month - 1]}-{t.year} {t:%H:%M:%S}.{t.microsecond // 1000:03d}"


def excel_serial(t: datetime) -> str:
    days = (t.replace(tzinfo=None) - datetime(1899, 12, 30)).total_seconds() / 86400
    return f"{days:.5f}"


def irig_doy(t: datetime) -> str:
    """IRIG-B day of year and time, UTC."""
    u = t.astimezone(UTC)
    return f"{u.timetuple().tm_yday:03d}:{u:%H:%M:%S}.{u.microsecond // 1000:03d} {u.year}"


def ntp_hex(t: datetime) -> str:
    secs = epoch_s(t) + 2_208_988_800
    frac = int(t.microsecond / 1_000_000 * 2**32)
    return f"{secs:08X}.{frac:08X}"


def oracle_ts(t: datetime) -> str:
    """Oracle `SYSTIMESTAMP` in the default NLS format."""
    h, ap = _ampm(t)
    return (
        f"{t.day:02d}-{MONTHS[t.month - 1].upper()}-{t:%y} {h:02d}.{t:%M.%S}.{t.microsecond:06d} {ap} "
        f"{_off(t)}"
    )


def mssql(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slashed(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def rust_chrono(t: datetime, ns: int) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S}.{u.microsecond:06d}{ns:03d} UTC"


def java_ldt(t: datetime, ns: int) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}"


def epoch_ns(t: datetime, ns: int) -> int:
    return epoch_us(t) * 1000 + ns


def ptp_tai(t: datetime, ns: int) -> str:
    return f"{epoch_s(t) + 37}.{t.microsecond:06d}{ns:03d}"


def time_only(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def time_12(t: datetime) -> str:
    h, ap = _ampm(t)
    return f"{h}:{t:%M} {ap}"


def inspect_log(t: datetime, task: str, tag: str) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H-%M-%S}+00-00_{task}_{tag}"


def trino_query(t: datetime, n: int, tag: str) -> str:
    return f"{t.astimezone(UTC):%Y%m%d_%H%M%S}_{n:05d}_{tag}"


# --- localized dates ------------------------------------------------------------------------------------


def _digits(text: str, table: str) -> str:
    return "".join(table[int(c)] if c.isdigit() and c.isascii() else c for c in text)


ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
URDU = "۰۱۲۳۴۵۶۷۸۹"
DEVANAGARI = "०१२३४५६७८९"
KANNADA = "೦೧೨೩೪೫೬೭೮೯"
TAI_THAM = "".join(chr(0x1A80 + k) for k in range(10))
HANIDEC = "〇一二三四五六七八九"

MONTH_NAMES: dict[str, list[str]] = {
    "ar": [
        "يناير",
        "فبراير",
        "مارس",
        "أبريل",
        "مايو",
        "يونيو",
        "يوليو",
        "أغسطس",
        "سبتمبر",
        "أكتوبر",
        "نوفمبر",
        "ديسمبر",
    ],
    "mey": [
        "يناير",
        "فبراير",
        "مارس",
        "ابريل",
        "مايو",
        "يونيو",
        "يوليو",
        "أغشت",
        "سبتمبر",
        "أكتوبر",
        "نوفمبر",
        "دجمبر",
    ],
    "ks": [
        "جنؤری",
        "فرؤری",
        "مارٕچ",
        "اپریل",
        "میٔ",
        "جوٗن",
        "جوٗلایی",
        "اگست",
        "ستمبر",
        "اکتوٗبر",
        "نومبر",
        "دسمبر",
    ],
    "ur": [
        "جنوری",
        "فروری",
        "مارچ",
        "اپریل",
        "مئی",
        "جون",
        "جولائی",
        "اگست",
        "ستمبر",
        "اکتوبر",
        "نومبر",
        "دسمبر",
    ],
    "ne": [
        "जनवरी",
        "फेब्रुअरी",
        "मार्च",
        "अप्रिल",
        "मे",
        "जुन",
        "जुलाई",
        "अगस्ट",
        "सेप्टेम्बर",
        "अक्टोबर",
        "नोभेम्बर",
        "डिसेम्बर",
    ],
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    "kn": ["ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್", "ಏಪ್ರಿಲ್", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗಸ್ಟ್", "ಸೆಪ್ಟೆಂಬರ್", "ಅಕ್ಟೋಬರ್", "ನವೆಂಬರ್", "ಡಿಸೆಂಬರ್"],
    "th": [
        "มกราคม",
        "กุมภาพันธ์",
        "มีนาคม",
        "เมษายน",
        "พฤษภาคม",
        "มิถุนายน",
        "กรกฎาคม",
        "สิงหาคม",
        "กันยายน",
        "ตุลาคม",
        "พฤศจิกายน",
        "ธันวาคม",
    ],
    "mhr": [
        "шорыкйол",
        "пургыж",
        "ӱярня",
        "вӱдшор",
        "ага",
        "пеледыш",
        "сӱрем",
        "сорла",
        "идым",
        "шыже",
        "кылме",
        "теле",
    ],
    "myv": [
        "якшамков",
        "даволков",
        "эйзюрков",
        "чадыков",
        "панжиков",
        "аштемков",
        "медьков",
        "умарьков",
        "таштамков",
        "ожоков",
        "сундерьков",
        "ацамков",
    ],
    "rue": [
        "януара",
        "фебруара",
        "марца",
        "апріля",
        "мая",
        "юнія",
        "юлія",
        "авґуста",
        "септембра",
        "октобра",
        "новембра",
        "децембра",
    ],
    "lld": [
        "jené",
        "fauré",
        "merz",
        "auril",
        "mei",
        "juni",
        "lugio",
        "aost",
        "setëmber",
        "otober",
        "nuvëmber",
        "dezëmber",
    ],
    "egl": [
        "znèr",
        "fevrèr",
        "mèrz",
        "avrîl",
        "maż",
        "żûgn",
        "lói",
        "agåst",
        "setèmber",
        "utåber",
        "nuvèmber",
        "dizèmber",
    ],
    "frp": [
        "janviér",
        "fevriér",
        "mârs",
        "avril",
        "mê",
        "jouin",
        "julyèt",
        "oût",
        "septembro",
        "octobro",
        "novembro",
        "dècembro",
    ],
    "sgs": [
        "sausė",
        "vasarė",
        "kuova",
        "balondė",
        "gegožė",
        "bėrželė",
        "lėipa",
        "rogpjūtė",
        "siejė",
        "spalė",
        "lapkrėstė",
        "groudė",
    ],
    "fit": [
        "tammikuuta",
        "helmikuuta",
        "maaliskuuta",
        "huhtikuuta",
        "toukokuuta",
        "kesäkuuta",
        "heinäkuuta",
        "elokuuta",
        "syyskuuta",
        "lokakuuta",
        "marraskuuta",
        "joulukuuta",
    ],
    "smj": [
        "ådåjakmáno",
        "guovvamáno",
        "sjnjuktjamáno",
        "vuoratjismáno",
        "moarmesmáno",
        "biehtsemáno",
        "sjnjilltjamáno",
        "bårggemáno",
        "ragátmáno",
        "gålgådismáno",
        "basádismáno",
        "javllamáno",
    ],
    "pdc": [
        "Yenner",
        "Harning",
        "Marz",
        "Abril",
        "Moi",
        "Yuni",
        "Yuli",
        "Auguscht",
        "September",
        "Oktower",
        "Nowember",
        "Disember",
    ],
    "nd": [
        "Zibandlela",
        "Nhlolanja",
        "Mbimbitho",
        "Mabasa",
        "Nkwenkwezi",
        "Nhlangula",
        "Ntulikazi",
        "Ncwabakazi",
        "Mpandula",
        "Mfumfu",
        "Lwezi",
        "Mpalakazi",
    ],
    "nyn": [
        "Okwokubanza",
        "Okwakabiri",
        "Okwakashatu",
        "Okwakana",
        "Okwakataana",
        "Okwamukaaga",
        "Okwamushanju",
        "Okwamunaana",
        "Okwamwenda",
        "Okwaikumi",
        "Okwaikumi na kumwe",
        "Okwaikumi na ibiri",
    ],
    "kam": [
        "Mwai wa mbee",
        "Mwai wa kelĩ",
        "Mwai wa katatũ",
        "Mwai wa kana",
        "Mwai wa katano",
        "Mwai wa thanthatũ",
        "Mwai wa muonza",
        "Mwai wa nyaanya",
        "Mwai wa kenda",
        "Mwai wa ĩkumi",
        "Mwai wa ĩkumi na ĩmwe",
        "Mwai wa ĩkumi na ilĩ",
    ],
    "oj": [
        "Gichi-manidoo-giizis",
        "Namebini-giizis",
        "Onaabani-giizis",
        "Iskigamizige-giizis",
        "Zaagibagaa-giizis",
        "Ode'imini-giizis",
        "Abitaa-niibini-giizis",
        "Manoominike-giizis",
        "Waatebagaa-giizis",
        "Binaakwe-giizis",
        "Gashkadino-giizis",
        "Manidoo-giizisoons",
    ],
    "moh": [
        "Tsothohrhkó:wa",
        "Enniska",
        "Enniskó:wa",
        "Onerahtókha",
        "Onerahtohkó:wa",
        "Ohiarí:ha",
        "Ohiarihkó:wa",
        "Seskéha",
        "Seskehkó:wa",
        "Kenténha",
        "Kentenhkó:wa",
        "Tsothóhrha",
    ],
    "acf": [
        "janvyé",
        "févwiyé",
        "mas",
        "avwi",
        "mé",
        "jen",
        "jwiyé",
        "out",
        "sèptanm",
        "oktòb",
        "novanm",
        "désanm",
    ],
    "lou": [
        "janvyé",
        "févryé",
        "mars",
        "avril",
        "mé",
        "jwen",
        "jwiyè",
        "out",
        "septanm",
        "oktòb",
        "novanm",
        "désanm",
    ],
    "pis": [
        "Janueri",
        "Febueri",
        "Maj",
        "Eprel",
        "Mei",
        "Jun",
        "Julae",
        "Ogis",
        "Septemba",
        "Oktoba",
        "Novemba",
        "Disemba",
    ],
    "id": [
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
    ],
    "es": [
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
    ],
}

WEEKDAYS: dict[str, list[str]] = {
    "wuu": ["礼拜一", "礼拜二", "礼拜三", "礼拜四", "礼拜五", "礼拜六", "礼拜天"],
    "ko": ["월", "화", "수", "목", "금", "토", "일"],
    "pdc": ["Muundaag", "Dinschdaag", "Mittwoch", "Dunnerschdaag", "Freidaag", "Samschdaag", "Sunndaag"],
    "nd": ["Mvulo", "Sibili", "Sithathu", "Sine", "Sihlanu", "Mgqibelo", "Sonto"],
}


def local_now(lang: str, t: datetime) -> str:
    """The date and time as an app localized for `lang` writes it (native digits where they exist)."""
    d, m, y, hm = t.day, t.month - 1, t.year, f"{t:%H:%M}"
    names = MONTH_NAMES
    if lang == "wuu":
        s = f"{y}年{t.month}月{d}日 {WEEKDAYS['wuu'][t.weekday()]} {hm}"
        return _digits(s, HANIDEC)
    if lang == "jje":
        h, _ = _ampm(t)
        return f"{y}년 {t.month}월 {d}일 ({WEEKDAYS['ko'][t.weekday()]}) {'오후' if t.hour >= 12 else '오전'} {h}시 {t.minute}분"
    if lang == "nod":
        return _digits(f"{d} {names['th'][m]} {y + 543} เวลา {hm} น.", TAI_THAM)
    if lang == "apd":
        return _digits(f"{d} {names['ar'][m]} {y}، الساعة {hm}", ARABIC_INDIC)
    if lang == "mey":
        return f"{d} {names['mey'][m]} {y} - {hm}"
    if lang == "ayl":
        return f"{d} {names['ar'][m]} {y} الساعة {hm}"
    if lang == "ks":
        return _digits(f"{d} {names['ks'][m]} {y}، {hm}", URDU)
    if lang == "skr":
        return _digits(f"{d} {names['ur'][m]} {y}، {hm}", URDU)
    if lang == "bal":
        return f"{d} {names['ur'][m]} {y}، {hm}"
    if lang == "new":
        return _digits(f"{y} {names['ne'][m]} {d}, {hm}", DEVANAGARI)
    if lang == "mwr":
        return _digits(f"{d} {names['hi'][m]} {y}, {hm}", DEVANAGARI)
    if lang == "tcy":
        return _digits(f"{d} {names['kn'][m]} {y}, {hm}", KANNADA)
    if lang == "mhr":
        return f"{y} ий {d} {names['mhr'][m]} тылзе, {hm}"
    if lang == "myv":
        return f"{y} ие, {names['myv'][m]} {d}, {hm}"
    if lang == "rue":
        return f"{d}. {names['rue'][m]} {y}, {hm}"
    if lang == "lld":
        return f"{d} de {names['lld'][m]} dl {y}, {hm}"
    if lang == "egl":
        return f"{d} ed {names['egl'][m]} dal {y}, {hm}"
    if lang == "frp":
        return f"{d} {names['frp'][m]} {y}, {hm}"
    if lang == "sgs":
        return f"{y} m. {names['sgs'][m]} {d} d., {hm}"
    if lang == "fit":
        return f"{d}. {names['fit'][m]} {y} kello {t:%H.%M}"
    if lang == "smj":
        return f"{d}. {names['smj'][m]} {y}, {hm}"
    if lang == "pdc":
        return f"{WEEKDAYS['pdc'][t.weekday()]}, der {d}. {names['pdc'][m]} {y}, {hm}"
    if lang == "nd":
        return f"{WEEKDAYS['nd'][t.weekday()]}, {d} {names['nd'][m]} {y}, {hm}"
    if lang == "nyn":
        return f"{d} {names['nyn'][m]} {y}, {hm}"
    if lang == "kam":
        return f"{d} {names['kam'][m]} {y}, {hm}"
    if lang == "oj":
        return f"{names['oj'][m]} {d}, {y}, {hm}"
    if lang == "moh":
        return f"{names['moh'][m]} {d}, {y}, {hm}"
    if lang == "acf":
        return f"{d} {names['acf'][m]} {y}, {hm}"
    if lang == "lou":
        return f"{d} {names['lou'][m]} {y}, {hm}"
    if lang == "wes":
        return f"{d} {MONTHS_LONG[m]} {y}, {hm}"
    if lang == "pis":
        return f"{d} {names['pis'][m]} {y}, {hm}"
    if lang == "bbc":
        return f"{d} {names['id'][m]} {y}, pukul {t:%H.%M}"
    if lang == "yua":
        return f"{d} ti' {names['es'][m]} {y}, {hm}"
    if lang == "arn":
        return f"{d}/{t.month:02d}/{y} {hm}"
    assert lang == "diq", lang
    return f"{d}.{t.month:02d}.{y} {hm}"


LANG_ZONE = {
    "wuu": "CN",
    "jje": "KST",
    "nod": "ICT",
    "apd": "CAT",
    "mey": "GMT",
    "ayl": "EET",
    "ks": "IST",
    "skr": "PKT",
    "bal": "PKT",
    "new": "NPT",
    "mwr": "IST",
    "tcy": "IST",
    "mhr": "MSK",
    "myv": "MSK",
    "rue": "EU",
    "lld": "EU",
    "egl": "EU",
    "frp": "EU",
    "sgs": "EE",
    "fit": "EU",
    "smj": "EU",
    "pdc": "USE",
    "nd": "CAT",
    "nyn": "EAT",
    "kam": "EAT",
    "oj": "USC",
    "moh": "USE",
    "acf": "AST",
    "lou": "USC",
    "wes": "WAT",
    "pis": "SBT",
    "bbc": "WIB",
    "yua": "MX",
    "arn": "CL",
    "diq": "TRT",
}


def now_in(g: Gen16, lang: str) -> tuple[datetime, str]:
    t = g.at(LANG_ZONE[lang])
    return t, local_now(lang, t)


POS: list[Callable[[Gen16], Draft]] = []


def positive(fn: Callable[[Gen16], Draft]) -> Callable[[Gen16], Draft]:
    POS.append(fn)
    return fn


def _d(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, SRC + source, tags)


# --- hand-written positives: coding agents and developer tools ------------------------------------------


@positive
def _codex_environment_context(g: Gen16) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""You are a coding agent running in the user's terminal. Make focused changes, run the tests you touch,
and never commit or push on the user's behalf.

<environment_context>
  <cwd>/home/wanjiru/src/ledger-api</cwd>
  <approval_policy>on-request</approval_policy>
  <sandbox_mode>workspace-write</sandbox_mode>
  <network_access>restricted</network_access>
  <shell>zsh</shell>
  {v("date", "<current_date>" + iso_date(t) + "</current_date>")}
  {v("session_id", "<session_id>" + g.uuid7(t) + "</session_id>")}
</environment_context>

User: the ledger export test is failing on CI but passes on my laptop, can you find out why? I think it's
something to do with the timezone but I'm not sure.""",
        "dev:coding-agent:environment-context",
        ["xml_element", "iso_date", "uuid7", "english_kenya"],
    )


@positive
def _openhands_runtime(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""<RUNTIME_INFORMATION>
The user has access to the following hosts for accessing a web application, each of which has a
corresponding port:
* https://work-1.sandbox.internal (port 12000)
* https://work-2.sandbox.internal (port 12001)
When starting a web server, use the corresponding ports. You should also set any options to allow
iframes and CORS requests, and allow the server to be accessed from any host (e.g. 0.0.0.0).
{v("date", "Today's date is " + iso_date(t) + " (UTC).")}
</RUNTIME_INFORMATION>

<REPOSITORY_INFO>
At the user's request, repository grid-tools/relay-settings-diff has been cloned to
/workspace/relay-settings-diff in the current working directory.
</REPOSITORY_INFO>

User: add a --ignore-comments option to the diff command and a test for it""",
        "dev:coding-agent:runtime-information",
        ["templated_sentence", "own_line", "iso_date", "xml_block"],
    )


@positive
def _gemini_cli_context(g: Gen16) -> Draft:
    t = g.at("PKT")
    return _d(
        f"""This is the Gemini CLI. We are setting up the context for our chat.
{v("date", "Today's date is " + long_date(t) + ".")} My operating system is: linux
I'm currently working in the directory: /home/rkhan/projects/scada-export
Showing up to 200 items (files + folders). Folders or files indicated with ... contain more items not
shown, were ignored, or the display limit (200 items) was reached.

/home/rkhan/projects/scada-export/
├───pyproject.toml
├───README.md
├───scada_export/
│   ├───cli.py
│   ├───historian.py
│   └───writers/...
└───tests/...

User: add a --since flag to the export command that accepts 2026-01-01 style dates, thanks""",
        "dev:coding-agent:cli-context",
        ["templated_sentence", "inline", "long_date", "english_pakistan"],
    )


@positive
def _markdown_env_git_status(g: Gen16) -> Draft:
    t = g.at("SLST")
    return _d(
        f"""You are an interactive coding assistant. Prefer small diffs and explain each change in one line.

# Environment
- Working directory: /Users/dilani/code/meter-reads
- Is directory a git repo: yes
- Platform: darwin
- OS version: Darwin 25.1.0
{v("date", "- Today's date: " + iso_date(t))}

gitStatus: This is the git status at the start of the conversation. It is a snapshot and will not
update during the conversation.
Current branch: fix/dst-gap
Main branch (you will usually use this for PRs): main

Status:
M src/reads/interval.py
?? tests/test_dst.py

Recent commits:
4be91c2 Handle missing interval at DST spring-forward
a07d3e1 Bump pandas to 2.3.3
9c12f0e Add half-hourly export for 2026 tariff

User: the new DST test still fails for 2026-03-29 01:30, can you look?""",
        "dev:coding-agent:markdown-env",
        ["md_bullet", "iso_date", "git_status_neighbour", "english_sri_lanka"],
    )


@positive
def _visual_studio_context(g: Gen16) -> Draft:
    t = g.at("PHT")
    return _d(
        f"""[Visual Studio 2026 · coding assistant]
Solution: Contoso.Billing.sln (12 projects)
Active document: src/Billing.Core/Invoicing/InvoiceNumberGenerator.cs
Caret: line 58, column 17
Target framework: net10.0
{v("datetime", "Context captured: " + windows_general(t))}

Selected code:
```csharp
public string Next(DateOnly issueDate) =>
    $"INV-{{issueDate:yyyyMMdd}}-{{Interlocked.Increment(ref _seq):D5}}";
```

Developer: the numbers restart at 00001 after every app pool recycle, how do I make the sequence durable?
Assistant:""",
        "dev:ide:visual-studio",
        ["header_block", "windows_datetime", "code_neighbour", "english_philippines"],
    )


@positive
def _xcode_request(g: Gen16) -> Draft:
    return _d(
        f"""Xcode 26.1 (17B55) — coding assistant
Project: FieldLog.xcodeproj
Scheme: FieldLog (iOS)
Open file: FieldLog/Sync/UploadQueue.swift
{v("request_id", "Request: " + g.uuid4().upper())}
Swift language mode: 6

```swift
actor UploadQueue {{
    private var pending: [Reading] = []
    func enqueue(_ r: Reading) {{ pending.append(r) }}
    func flush() async throws {{
        for r in pending {{ try await api.post(r) }}
        pending.removeAll()
    }}
}}
```

User: if the app is killed in the middle of flush() do we lose readings or send them twice?
Assistant:""",
        "dev:ide:xcode",
        ["header_block", "uuid_upper", "code_neighbour"],
    )


@positive
def _eclipse_footer(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""You help Java developers with Maven builds. Quote the exact plugin configuration you change.

User: mvn verify passes but the fat jar has no Main-Class in the manifest. I'm using maven-shade-plugin
3.6.0 with the ManifestResourceTransformer, and the module is packaging=jar.

--
{v("session_id", "assist-session: " + g.b58(22))}
{v("datetime", "sent: " + rfc2822(t))}
""",
        "dev:ide:eclipse",
        ["footer", "tail", "base58", "rfc2822"],
    )


@positive
def _codesys_pou(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""CODESYS Development System V3.5 SP21 · assistant
Project: Palletiser_L2.project
Device: CODESYS Control for Raspberry Pi 64 SL (4.17.0.0)
Open POU: FB_StackController (ST)
{v("datetime", "Engineering PC time: " + iec_dt(t))}
{v("session_id", "Assistant session: " + g.ulid(t))}

FUNCTION_BLOCK FB_StackController
VAR_INPUT
    xLayerDone : BOOL;
    iLayers    : INT := 8;
END_VAR
VAR
    iCount : INT;
    rtDone : R_TRIG;
END_VAR
rtDone(CLK := xLayerDone);
IF rtDone.Q THEN
    iCount := iCount + 1;
END_IF
IF iCount > iLayers THEN
    iCount := 0;
END_IF

Question: the pallet is released one layer late. What is wrong with the count?
Answer:""",
        "dev:ide:plc-ide",
        ["header_block", "iec61131_dt", "ulid", "code_neighbour"],
    )


@positive
def _powershell_assistant(g: Gen16) -> Draft:
    t = g.at("USE")
    return _d(
        f"""You are a terminal assistant inside PowerShell 7.5. Suggest one command at a time and explain every flag.
PSVersion: 7.5.0
Location: C:\\src\\tariff-service
{v("datetime", "Get-Date: " + powershell(t))}
History (last 5, from PSReadLine):
  dotnet test --filter Category=Tariffs
  git stash
  git pull --rebase
  git stash pop
  dotnet test --filter Category=Tariffs

User: after the pull the Tariffs tests fail with "The process cannot access the file because it is being
used by another process". what now?
Assistant:""",
        "dev:terminal:powershell",
        ["header_block", "powershell_date", "shell_history_neighbour"],
    )


@positive
def _tmux_capture(g: Gen16) -> Draft:
    t = g.at("MYT")
    return _d(
        f"""You explain terminal output in two or three sentences and then give the fix.

Captured from tmux pane %3 (session build) {v("datetime", "at " + rfc3339(t))} for this request:
$ make -j8 firmware
[ 92%] Linking C executable build/rtu_fw.elf
/usr/lib/gcc/arm-none-eabi/14.2.1/../../../../arm-none-eabi/bin/ld: region `FLASH' overflowed by 1832 bytes
collect2: error: ld returned 1 exit status
make: *** [Makefile:88: firmware] Error 1

User: what overflowed ah, and how to shrink it without dropping the Modbus stack?""",
        "dev:terminal:tmux",
        ["phrase", "above_pasted", "rfc3339_offset", "english_malaysia"],
    )


@positive
def _zsh_plugin_env(g: Gen16) -> Draft:
    t = g.at("USC")
    return _d(
        f"""AI_SHELL_VERSION=0.9.4
{v("epoch", "AI_SHELL_NOW=" + str(epoch_s(t)))}
{v("request_id", "AI_SHELL_REQ=" + g.b32(26))}
SHELL=/bin/zsh
TERM_PROGRAM=WezTerm
PWD=/home/dbrooks/historian
Translate the user's request into one POSIX shell command. Output the command only, no explanation.

User: find every csv over 100 MB under /data/historian that changed in the last 7 days
Command:""",
        "dev:terminal:zsh-plugin",
        ["head", "env_lines", "epoch_s", "base32"],
    )


@positive
def _differential_review(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""Revision: D48213 "Debounce breaker status in HMI" (diff 3 of 3)
Repository: rSCADAHMI
Author: @okonkwo
{v("run_id", "Review run: rv_" + g.b62(20))}
{v("datetime", "Requested: " + http_date(t))}

You review diffs for the SCADA HMI team. Point out correctness problems first, then style. Quote the line.

--- a/src/breaker/status.ts
+++ b/src/breaker/status.ts
@@ -41,7 +41,11 @@ export function onStatus(msg: StatusMsg) {{
-  render(msg.breakerId, msg.state);
+  clearTimeout(timers[msg.breakerId]);
+  timers[msg.breakerId] = setTimeout(() => render(msg.breakerId, msg.state), 250);
 }}

Review:""",
        "dev:review:differential",
        ["head", "header_block", "http_date", "vendor_prefix", "diff_neighbour"],
    )


@positive
def _review_bot_html_comments(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""<!-- reviewbot:incremental {v("run_id", "run=" + g.hex(12))} base=4be91c2 head=77a0d1e -->
{v("datetime", "<!-- generated " + rfc3339(t, 3) + " -->")}
Review only the commits between base and head. Ignore files under vendor/ and generated protobufs.
Summarise in at most five bullets, then list blocking issues.

Commits:
77a0d1e retry MQTT publish with backoff
5c2e9b0 move broker URL to config

Diff summary: 3 files changed, 48 insertions(+), 12 deletions(-)
Summary:""",
        "dev:review:incremental-bot",
        ["html_comment", "key_value_inline", "own_line", "rfc3339_ms"],
    )


@positive
def _depbot_front_matter(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""---
bot: depbot
{v("run_id", "run_id: " + g.uuid4())}
repository: grid-ops/outage-map
{v("datetime", "started_at: " + rfc3339(t, 6))}
schedule: "before 6am on monday"
---
Write the pull request body for the grouped update below: one line per package, then a short "Risk"
section. Do not invent changelog entries.

| Package        | From   | To     | Released   |
|----------------|--------|--------|------------|
| react-leaflet  | 4.2.1  | 5.0.0  | 2025-12-09 |
| leaflet        | 1.9.4  | 1.9.5  | 2026-02-17 |
| @turf/centroid | 7.1.0  | 7.2.0  | 2026-01-28 |
""",
        "dev:deps:grouped-update",
        ["yaml_front", "uuid", "rfc3339_us", "table_neighbour"],
    )


@positive
def _depbot_single_line_json(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""{{"package_manager":"bundler",{v("run_id", '"job_id":"' + g.digits(9) + '",')}{v("datetime", '"requested_at":"' + js_iso(t) + '",')}"directory":"/"}}
Write the description of a security update pull request from the advisory. Keep the advisory's own
dates and identifiers exactly as given.

Advisory: GHSA-8xww-x3g3-6jcv, published 2026-02-03, rack < 3.1.12: Possible DoS via malformed
multipart boundary. Patched in 3.1.12.
Current lockfile: rack 3.1.10
Description:""",
        "dev:deps:security-update",
        ["json_inline", "two_in_line", "decimal_id", "js_iso"],
    )


@positive
def _teamcity_properties(g: Gen16) -> Draft:
    return _d(
        f"""You explain CI failures to the firmware team. Quote the failing step and suggest the smallest fix.

# build.properties (attached by the failure explainer)
teamcity.version=2025.07.2 (build 197242)
{v("run_id", "teamcity.build.id=" + g.digits(6))}
{v("run_id", "build.number=" + str(g.small(1200, 2400)))}
build.vcs.number=9f1c2e7ad4b0c35e8a1f6d2b7c4e9a0f3d5b8c21
teamcity.buildType.id=Grid_Firmware_Nightly

[Step 4/6] Run unit tests (Command Line)
  ctest --output-on-failure
  47% tests passed, 1 tests failed out of 2
  The following tests FAILED:
        2 - test_ringbuffer (SEGFAULT)

Explanation:""",
        "dev:ci:teamcity",
        ["properties", "run_number", "commit_neighbour"],
    )


@positive
def _tekton_pipelinerun(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You are the CI failure explainer for the platform team. Say which step failed and why, in plain words.

pipelineRun:
  metadata:
    {v("run_id", "name: build-and-test-run-" + g.tekton())}
    namespace: ci-firmware
    {v("datetime", 'creationTimestamp: "' + rfc3339(t) + '"')}
    labels:
      tekton.dev/pipeline: build-and-test
  status: Failed

Failed TaskRun log (step-unit):
+ go test ./...
--- FAIL: TestParseSOE (0.00s)
    soe_test.go:41: got 2026-03-29 02:30:00 +0100 CET, want 2026-03-29 03:30:00 +0200 CEST
FAIL	gridtools/soe	0.012s

Explanation:""",
        "dev:ci:tekton",
        ["nested_yaml", "generated_name", "rfc3339", "pasted_log_neighbour"],
    )


@positive
def _concourse_env(g: Gen16) -> Draft:
    return _d(
        f"""BUILD_TEAM_NAME=grid
BUILD_PIPELINE_NAME=relay-settings
BUILD_JOB_NAME=unit
{v("run_id", "BUILD_NAME=" + str(g.small(300, 900)))}
{v("run_id", "BUILD_ID=" + g.digits(7))}
ATC_EXTERNAL_URL=https://ci.grid.internal

Explain why this job failed and what to change in the pipeline, briefly.

fly: task config 'ci/unit.yml' not found in input 'repo'
  (hint: the input was renamed to 'source' in pipeline version 14)

Explanation:""",
        "dev:ci:concourse",
        ["head", "env_lines", "run_number", "decimal_id"],
    )


@positive
def _bitrise_env(g: Gen16) -> Draft:
    return _d(
        f"""You explain mobile CI failures. Answer in English, short.
BITRISE_APP_TITLE=FieldLog iOS
{v("run_id", "BITRISE_BUILD_SLUG=" + g.uuid4())}
BITRISE_TRIGGERED_WORKFLOW_ID=primary
BITRISE_GIT_BRANCH=release/4.8

Step "Xcode Archive & Export for iOS" failed:
error: exportArchive: No profiles for 'com.gridco.fieldlog' were found

Explanation:""",
        "dev:ci:bitrise",
        ["system_tail", "env_lines", "uuid"],
    )


@positive
def _zuul_vars(g: Gen16) -> Draft:
    return _d(
        f"""Explain this check failure to the patch author in three sentences.

zuul:
  {v("run_id", "buildset: " + g.hex(32))}
  project: opendev/grid-tools
  pipeline: check
  change: 948213
  patchset: 4
  job: tox-py312

tox output:
py312: commands[0]> stestr run
FAILED gridtools.tests.test_comtrade.TestParser.test_rate_change
py312: exit 1 (41.20 seconds)

Explanation:""",
        "dev:ci:zuul",
        ["nested_yaml", "hex32", "change_number_neighbour"],
    )


@positive
def _bazel_invocation(g: Gen16) -> Draft:
    return _d(
        f"""[bazel {v("run_id", "invocation_id=" + g.uuid4())} bazel_version=8.4.2 remote_cache=on]
You explain Bazel build failures. Name the target that failed and the most likely cause.

ERROR: /src/plc/BUILD.bazel:22:10: Compiling plc/modbus_map.cc failed: (Exit 1): gcc failed
plc/modbus_map.cc:88:5: error: 'uint16_t' was not declared in this scope
Target //plc:modbus_map failed to build

Explanation:""",
        "dev:ci:bazel",
        ["bracket_context", "key_value_inline", "uuid", "head"],
    )


@positive
def _databricks_cell(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""[nb path=/Repos/ops/oee_daily cell=14 {v("request_id", "request_id=" + g.uuid4())} {v("datetime", "now=" + py_iso(t))} runtime=16.4.x-scala2.13]
You are the notebook assistant. Fix the cell; keep the Spark API, no pandas.

Cell 14:
df = spark.table("mes.downtime").where("shift_date = current_date()")
display(df.groupBy("reason").sum("minutes"))

Output: AnalysisException: [UNRESOLVED_COLUMN] A column `shift_date` cannot be resolved. Did you mean
one of the following? [`shift_day`, `event_ts`, `line_id`]

User: fix it so it shows yesterday's downtime per reason""",
        "dev:notebook:databricks",
        ["bracket_context", "two_in_line", "uuid", "python_isoformat"],
    )


@positive
def _marimo_table(g: Gen16) -> Draft:
    t = g.at("KST")
    return _d(
        f"""You help with marimo notebooks. Cells are pure Python functions; never use global mutation.

| key           | value              |
|---------------|--------------------|
| notebook      | oee_explorer.py    |
| kernel        | python 3.13.1      |
{v("datetime", "| now           | " + py_str(t) + " |")}
| selected cell | 7                  |

User: cell 7 reruns the whole SQL query every time I move the slider. how do I cache it?
Assistant:""",
        "dev:notebook:marimo",
        ["md_table_row", "python_str_datetime"],
    )


@positive
def _duckdb_sql_comment(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""-- assistant {v("request_id", "request_id=" + g.ulid(t))} {v("datetime", "generated_at=" + rfc3339(t))} dialect=duckdb
You write DuckDB SQL for the plant historian extracts. Output only the query.

Schema:
CREATE TABLE readings (tag VARCHAR, ts TIMESTAMPTZ, value DOUBLE, quality SMALLINT);
CREATE TABLE tags (tag VARCHAR PRIMARY KEY, unit VARCHAR, area VARCHAR,
                   created_at TIMESTAMPTZ DEFAULT current_timestamp);

Request: hourly average of every flow tag in area 'Filtration' for March 2026, good quality only
SQL:""",
        "dev:sql:duckdb",
        ["sql_comment", "two_in_line", "ulid", "schema_neighbour"],
    )


@positive
def _trino_session(g: Gen16) -> Draft:
    return _d(
        f"""X-Trino-User: analyst_kw
X-Trino-Catalog: iceberg
X-Trino-Schema: plant_ops
X-Trino-Time-Zone: Africa/Nairobi
{v("trace_id", "X-Trino-Trace-Token: " + g.hex(32))}
X-Trino-Client-Info: sql-assistant/2.4

You write Trino SQL for the plant operations lakehouse. Prefer date_trunc over string formatting.

User: please give me the daily count of trips per feeder for last month, feeder_trips table, column
tripped_at is timestamp(6) with time zone
SQL:""",
        "dev:sql:trino",
        ["head", "header_block", "hex32", "english_kenya"],
    )


@positive
def _bi_filters_phrase(g: Gen16) -> Draft:
    t = g.at("UK")
    return _d(
        f"""You explain dashboard numbers to plant managers in plain English, two short paragraphs at most.

Dashboard "Line 3 OEE". Filters were resolved {v("datetime", "at " + iso_space(t) + " " + (t.tzname() or ""))} for this request: Date = Previous 7 days,
Line = L3, Shift = All.
Availability 81.4%, Performance 92.0%, Quality 98.7%, OEE 73.9%. Top loss: changeovers, 6 h 40 min.

User: why is OEE down when all three numbers look decent?
Assistant:""",
        "dev:sql:bi-dashboard",
        ["phrase", "iso_space", "english_british"],
    )


@positive
def _browser_tabs(g: Gen16) -> Draft:
    t = g.at("USE")
    return _d(
        f"""You operate the user's browser. Reply with exactly one action from: click, type, select, scroll, done.

## Browser state
{v("request_id", "- Snapshot id: snap_" + g.b62(16))}
{v("datetime", "- Taken: " + js_iso(t))}
- Active tab: [2]

Tabs:
[1] Inbox (3) - Mail
[2] Work order WO-2026-08812 - Maximo
[3] PR #412 · grid-ops/outage-map

Page (tab 2, accessibility tree):
- heading "Work order WO-2026-08812"
- text "Reported: 2026-11-02 07:40"
- combobox "Status" value="APPR"
- button "Change status"

Task: set the work order to WAPPR and add the note "parts on order".
Next action:""",
        "dev:browser:tab-list",
        ["md_bullet", "vendor_prefix", "js_iso", "page_content_neighbour"],
    )


@positive
def _page_state_snapshot(g: Gen16) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""### Page state
- Page URL: https://status.gridco.example/incidents/4412
- Page Title: Partial outage - Northern feeders
{v("datetime", "- Captured at: " + rfc3339(t, 3))}
- Page Snapshot:
```yaml
- heading "Partial outage - Northern feeders" [level=1]
- paragraph: "Started 06:12 EAT on 3 November. Next update by 10:00 EAT."
- list:
  - listitem: "F12 Kisumu East - restored 08:41"
  - listitem: "F14 Kondele - crews on site"
```

User: write a two-sentence update for customers based on this page, no promises on restoration time.""",
        "dev:browser:page-snapshot",
        ["md_bullet", "rfc3339_ms", "offset", "page_content_neighbour"],
    )


@positive
def _outline_wiki_rag(g: Gen16) -> Draft:
    t = g.at("CAT")
    return _d(
        f"""Answer from the wiki passages below and cite them as [1], [2]. If they disagree, say so.

Retrieved from the wiki (collection: Substation Standards).
{v("request_id", "Retrieval: " + g.ksuid(t))}
{v("datetime", "Searched: " + unix_date(t))}

[1] "Earthing of 33 kV switchgear" - updated 2025-09-14 by m.ncube
Portable earths must be applied at both ends after proving dead with an approved voltage indicator.

[2] "Permit to work - HV" - updated 2024-03-02 by t.dube
Earths are applied by the authorised person named on the permit.

Question: Who may apply portable earths on a 33 kV board?
Answer:""",
        "dev:rag:wiki",
        ["header_block", "ksuid", "unix_date", "document_dates_neighbour"],
    )


@positive
def _bookstack_xml(g: Gen16) -> Draft:
    t = g.at("UK")
    return _d(
        f"""<retrieval {v("request_id", 'id="' + g.uuid4() + '"')} {v("datetime", 'at="' + rfc3339(t) + '"')} index="bookstack-ops-v3">
  <page id="882" book="Pumping Stations" updated="2025-06-30">
    Duty/standby pumps alternate every 24 h. After a trip, the standby pump starts after 20 s.
  </page>
  <page id="1207" book="Pumping Stations" updated="2026-01-12">
    At Hollins Lane, alternation was changed to every 168 h to reduce starts.
  </page>
</retrieval>
Answer using only the pages. Mention the page id for each fact.

Question: How often do the Hollins Lane pumps alternate?
Answer:""",
        "dev:rag:bookstack",
        ["xml_attr", "two_in_line", "uuid", "rfc3339_offset"],
    )


@positive
def _wikijs_json(g: Gen16) -> Draft:
    t = g.at("AST")
    return _d(
        f"""{{
  "engine": "wikijs-rag",
  "query": "lockout tagout valve isolation",
  {v("datetime", '"searchedAt": "' + rfc3339(t, 3) + '",')}
  {v("request_id", '"searchId": "' + g.nanoid() + '",')}
  "topK": 4
}}
Use the search results to answer. If a step is missing from them, say you don't know.

Results: (1) "LOTO for the raw water intake" - close V-101, lock, tag, bleed via V-102.
(2) "Valve tagging" - tags are red for isolation, yellow for caution.

Operator: wha colour tag I does put on V-101 when I isolating it?
Assistant:""",
        "dev:rag:wikijs",
        ["json_block", "rfc3339_ms", "nanoid", "english_trinidad"],
    )


@positive
def _pairwise_judge(g: Gen16) -> Draft:
    return _d(
        f"""You are an impartial judge. Compare the two answers to the question for correctness and usefulness to
a control-room operator. Ignore length. Output "A", "B" or "tie" and one sentence of reasons.
{v("request_id", "Comparison id: cmp_" + g.b62(18))}
{v("nonce", "Position seed (drawn fresh for this comparison): " + str(g.rng.getrandbits(32)))}

[Question] A 132 kV breaker shows "SF6 low pressure stage 1". What should the operator do?
[Answer A] Reduce load on the circuit and call the maintenance crew; stage 1 is an alarm only.
[Answer B] Open the breaker immediately; stage 1 blocks tripping.

Verdict:""",
        "dev:eval:pairwise-judge",
        ["system_tail", "vendor_prefix", "seed_nonce"],
    )


@positive
def _inspect_sample(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""eval: substation_qa
{v("run_id", "run: " + inspect_log(t, "substation-qa", g.b62(22)))}
sample: sq-0417
epoch: 1 of 3
{v("datetime", "started: " + py_iso(t))}

Answer the multiple-choice question. Reply with the letter only.

Which protection function operates first for a close-in three-phase fault on a transmission line?
A) Overcurrent stage 2  B) Distance zone 1  C) Breaker failure  D) Under-frequency
ANSWER:""",
        "dev:eval:harness-sample",
        ["head", "header_block", "generated_name", "python_isoformat"],
    )


@positive
def _a2a_message(g: Gen16) -> Draft:
    return _d(
        f"""Incoming A2A request (forwarded by the orchestrator):
{{
  "jsonrpc": "2.0",
  {v("request_id", '"id": "' + g.uuid4() + '",')}
  "method": "message/send",
  "params": {{
    "message": {{
      "role": "user",
      "parts": [{{"kind": "text", "text": "Draft a switching order to isolate feeder F12 at Kisumu East for relay testing."}}],
      {v("message_id", '"messageId": "' + g.uuid4() + '",')}
      {v("session_id", '"contextId": "' + g.uuid4() + '",')}
      "kind": "message"
    }}
  }}
}}

You are the switching-order agent. Produce numbered steps; every step names the device and its end state.""",
        "dev:agents:a2a",
        ["json_block", "nested_json", "uuid", "three_fields"],
    )


@positive
def _fipa_acl(g: Gen16) -> Draft:
    return _d(
        f"""You are the language front end of the CNC cell agent. Read the ACL message and say in one sentence what
is being asked, then whether the cell can accept it given its state.

(request
  :sender (agent-identifier :name scheduler@plant-mas)
  :receiver (set (agent-identifier :name cnc-cell-3@plant-mas))
  :content "((action (agent-identifier :name cnc-cell-3@plant-mas) (machine-job :order WO-77120 :op 40)))"
  :language fipa-sl
  :ontology machining-ontology
  :protocol fipa-request
  {v("session_id", ":conversation-id conv-" + g.hex(16))}
  {v("request_id", ":reply-with req-" + g.b62(10))}
)

Cell state: spindle warm-up done, tool T12 worn (82%), pallet 2 loaded with WO-77118.
Answer:""",
        "dev:agents:fipa-acl",
        ["sexpr_lines", "hex16", "vendor_prefix"],
    )


@positive
def _orchestrator_envelope(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You are the Engineer agent in a three-agent team (Architect, Engineer, Tester). Implement what the
Architect specifies; ask the Architect, not the user, when something is unclear.

Envelope: from=architect to=engineer {v("message_id", "msg_id=" + g.uuid7(t))} {v("datetime", "sent_at=" + rfc3339(t, 3))} topic=api-design
Architect: Add GET /v1/feeders/{{id}}/outages returning the last 50 outages, newest first, paginated with
an opaque cursor. Use the existing OutageRepo.

Engineer:""",
        "dev:agents:orchestrator",
        ["key_value_inline", "two_in_line", "uuid7", "rfc3339_ms"],
    )


@positive
def _handoff_phrase(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You are billing_agent. You only handle invoices, tariffs and refunds for the developer platform.
Handed off by triage_agent {v("datetime", "at " + time_only(t) + " UTC")} for billing questions. Do not greet the user again.

User: I was charged for 3 seats but we only have 2 active members since the 1st.
Assistant:""",
        "dev:agents:handoff",
        ["phrase", "time_only"],
    )


@positive
def _zulip_bot(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""You are the on-call helper in the team's Zulip. Keep replies under 100 words, use code blocks for
commands.
stream: ops
topic: historian backfill

Sanne: is it safe to restart the historian collector while the backfill job is still running?
{v("message_id", "message_id: " + g.digits(7))}
{v("epoch", "timestamp: " + str(epoch_s(t)))}
Assistant:""",
        "dev:chat:zulip",
        ["last_user", "decimal_id", "epoch_s"],
    )


@positive
def _lsp_diagnostics(g: Gen16) -> Draft:
    t = g.at("USC")
    return _d(
        f"""You fix type errors. Show the corrected lines only.

Diagnostics (pyright 1.1.408) {v("datetime", "as of " + us_locale(t))} for this request:
src/soe/parse.py:41:16 - error: "datetime" is not a known attribute of module "datetime"
src/soe/parse.py:57:9 - error: Argument of type "str | None" cannot be assigned to parameter "tz"

User: fix both, the tz comes from the station config and can be missing
Assistant:""",
        "dev:ide:lsp-diagnostics",
        ["phrase", "to_locale_string", "above_pasted"],
    )


@positive
def _backstage_b3(g: Gen16) -> Draft:
    return _d(
        f"""You are the developer-portal assistant. Answer from the catalogue entity below; link the runbook.
{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Sampled: 1

Entity: component:outage-map (owner: team-gis, lifecycle: production, system: customer-comms)
Runbook: https://portal.gridco.example/docs/outage-map/runbook

User: who do I page if the outage map stops updating at night?
Assistant:""",
        "dev:portal:backstage",
        ["system_tail", "b3_multi", "header_block"],
    )


@positive
def _remote_ide_jwt(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""Remote workspace assistant. You can read files in /workspace and run commands in the workspace terminal.
workspace: gridtools-ws-ak12 (e2-standard-8)
image: ghcr.io/gridco/devimage:2026.03
{v("token", "X-Workspace-Token: " + g.jwt(t, "dev-44812"))}

User: the port forward for 8080 stopped working after I changed branches, how do I bring it back?
Assistant:""",
        "dev:ide:remote-workspace",
        ["system_tail", "jwt", "stable_neighbours"],
    )


@positive
def _user_stamp_terminal(g: Gen16) -> Draft:
    t = g.at("WAT")
    return _d(
        f"""You are the assistant of the plant's edge-gateway CLI. Give the command and one line of explanation.

User: why the gateway di refuse connection for port 502 from the new HMI? Na the same subnet. {v("datetime", "[sent " + rfc3339_ns(t, g.ns()) + "]")}
Assistant:""",
        "dev:terminal:edge-gateway",
        ["bracket_user", "rfc3339_ns", "cameroonian_pidgin"],
    )


@positive
def _chatml_wuu(g: Gen16) -> Draft:
    t, now = now_in(g, "wuu")
    return _d(
        f"""<|im_start|>system
侬是闵行水厂个值班助手，用上海闲话回答，讲得简单点。加药量只好讲范围，具体数字要值班长确认。
{v("datetime", "今朝是" + now + "。")}<|im_end|>
<|im_start|>user
沉淀池出水浊度升到2.8 NTU了，PAC要加多少？<|im_end|>
<|im_start|>assistant
""",
        "industrial:water:chatml",
        ["chatml_system", "localized_now", "hanidec_digits", "lang_wuu"],
    )


# --- hand-written positives: industrial and utility operations ------------------------------------------


@positive
def _spc_tulu(g: Gen16) -> Draft:
    t, now = now_in(g, "tcy")
    return _d(
        f"""[spc plant=MNG-2 line=L3 op=40 char=bore_22H7 {v("request_id", "req=" + g.uuid4())} n=5]
You are the SPC assistant of the machining shop. Apply the Western Electric rules to the X-bar chart and
name each rule that fires with the subgroup times. Reply in Tulu, simply.
{v("datetime", "ಇನಿತ ತಾರೀಕ್: " + now)}

UCL 22.0148  CL 22.0100  LCL 22.0052
08:00 22.0102 | 08:30 22.0109 | 09:00 22.0113 | 09:30 22.0117 | 10:00 22.0121 | 10:30 22.0126
11:00 22.0131 | 11:30 22.0138

ಬಳಕೆದಾರೆ: ಈ ಚಾರ್ಟ್‌ಡ್ ಏತ್ ಪಾಯಿಂಟ್ ಕಂಟ್ರೋಲ್‌ಡ್ ಇಜ್ಜಿ? ಎಂಕ್ ಸುಲಭೊಡು ಪನ್ಲೆ.""",
        "industrial:mes:spc",
        ["bracket_context", "uuid", "localized_now", "kannada_digits", "lang_tcy"],
    )


@positive
def _oee_marwari(g: Gen16) -> Draft:
    t, now = now_in(g, "mwr")
    return _d(
        f"""प्लांट: भीलवाड़ा स्पिनिंग यूनिट-2
शिफ्ट: B (14:00-22:00)
{v("datetime", "आज री तारीख अर टैम: " + now)}
{v("request_id", "रिपोर्ट अनुरोध: " + g.ulid(t))}

थे मिल रा OEE सहायक हो। नीचे रा आंकड़ा सूं शिफ्ट रिपोर्ट बणाओ, मारवाड़ी में।
Planned 480 min, run 402 min, ideal rate 1.2 kg/min, output 441 kg, rejects 9 kg.
Stops: doffing 38 min, yarn break 22 min, power dip 18 min.

यूजर: इण शिफ्ट री OEE रिपोर्ट बणाओ अर सबसूं मोटो नुकसाण कांई है, बताओ।""",
        "industrial:mes:oee",
        ["head", "header_block", "localized_now", "devanagari_digits", "ulid", "lang_mwr"],
    )


@positive
def _andon_pdc(g: Gen16) -> Draft:
    t, now = now_in(g, "pdc")
    relay = g.at("USE")
    return _d(
        f"""You help the line lead at a cabinet shop in Lancaster County. Answer in Pennsylvania Dutch, short and
practical. Never tell anyone to bypass a guard.
{v("datetime", "Heit: " + now)}

Andon call, relayed by the line app:
{v("datetime", "[received " + rfc3339(relay) + "]")} Station 4, Kantebander: Leimtopp zu kalt, 118 °C, soll 190 sei.

Line lead: Wie lang dauert's, bis der Leimtopp widder warm is, un solle mer die Deel weiter laafe losse?
Assistant:""",
        "industrial:mes:andon",
        ["system_tail", "localized_now", "relayed_prefix", "rfc3339_offset", "lang_pdc"],
    )


@positive
def _torque_fetch_below(g: Gen16) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You are the quality assistant at an assembly plant in Tema. Find tightening results that need rework
and say why.

Tightening results fetched from the torque controller server for this request:
ResultID  Station  Bolt  Target Nm  Torque Nm  Angle deg  Status  Time
884102    ST12     B3    45.0       44.8       38         OK      13:02:11
884103    ST12     B4    45.0       39.2       61         NOK     13:02:19
884104    ST12     B4    45.0       45.3       36         OK      13:03:02
Fetch completed {v("datetime", "at " + log4j_iso(t))} by trace-bridge 3.2.

User: which bolts need rework, and was the B4 retry good?
Assistant:""",
        "industrial:mes:torque-traceability",
        ["phrase", "below_fetched", "log4j", "english_ghana"],
    )


@positive
def _ebr_session(g: Gen16) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You assist operators with the electronic batch record. Never sign on anyone's behalf; say which step
needs a second person verification.
{v("session_id", "eBR session: " + g.uuid4())}
{v("datetime", "Server time (Part 11 clock): " + dotnet_o(t, g.small(0, 10)))}
Product: Amoxicillin 500 mg capsules, batch AMX-26-0418

Step 7.3 Blend 20 min at 12 rpm - started 09:41 by K. Mensah, ended 10:01 by K. Mensah
Step 7.4 Blend uniformity sample (10 locations) - taken 10:05 by K. Mensah, verified: (pending)

Operator: can I go on to encapsulation now?
Assistant:""",
        "industrial:pharma:ebr",
        ["system_tail", "uuid", "dotnet_roundtrip", "record_neighbour", "english_ghana"],
    )


@positive
def _epcis_query(g: Gen16) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""You explain serialization data to the packaging supervisor. Say whether the aggregation is complete.

EPCIS query executed {v("datetime", "at " + rfc3339(t, 6))} for this request returned 3 events:
- ObjectEvent ADD, eventTime 2026-03-10T07:12:04.221+03:00, epcList 14 x urn:epc:id:sgtin:6164003.012345.*
- AggregationEvent ADD, eventTime 2026-03-10T07:12:09.870+03:00, parentID urn:epc:id:sscc:6164003.0000041287
- AggregationEvent ADD, eventTime 2026-03-10T07:14:30.002+03:00, parentID urn:epc:id:sscc:6164003.0000041288

Supervisor: case 41287 should have 15 packs, is one missing?
Assistant:""",
        "industrial:pharma:epcis",
        ["phrase", "above_fetched", "rfc3339_us", "english_kenya"],
    )


@positive
def _cmm_upload(g: Gen16) -> Draft:
    t = g.at("TRT")
    return _d(
        f"""You read CMM inspection reports and list out-of-tolerance features with their deviation. Answer in
Zazaki, short.

User: Raporê CMM de kamci ölçi teber ê? Mi rê kilm vace.
Attachment: cmm_report_OP60_part88.pdf (3 pages)
{v("request_id", "Upload-Id: up_" + g.b62(20))}
{v("datetime", "Received: " + slashed(t))}
Assistant:""",
        "industrial:quality:cmm",
        ["last_user", "vendor_prefix", "day_first", "lang_diq"],
    )


@positive
def _fai_footer(g: Gen16) -> Draft:
    t = g.at("USC")
    return _d(
        f"""You check AS9102 first article inspection forms for completeness. List missing items only.

Form 1: part 7731-204 rev C, serial FA-001, organisation Tulsa Aero Machining, detail FAI: yes
Form 2: material 7075-T7351, spec AMS 4078, C of C attached; special process anodize, no approval ref
Form 3: 42 characteristics, 41 with results, char 17 (0.250 +/-0.002 bore) blank

--
{v("request_id", "fai-assist request: " + g.uuid4())}
{v("datetime", "generated: " + rfc850(t))}
""",
        "industrial:quality:fai",
        ["footer", "tail", "uuid", "rfc850"],
    )


@positive
def _8d_json_rusyn(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""{{
  "tool": "8d-writer",
  {v("request_id", '"request_id": "' + g.uuid7(t) + '",')}
  {v("datetime", '"created": "' + rfc3339(t) + '",')}
  "plant": "Humenné 2",
  "language": "rue"
}}
Ты помічник про рекламациї. Пиш 8D звіт по-русиньскы, коротко, D1 аж D8.

Рекламация 2026-0117: клієнт найшов 14 кабловых звязків з переміненыма піна 3 і 4 на конекторі X12.

Хоснователь: Напиште 8D звіт про тоту рекламацию.""",
        "industrial:quality:8d",
        ["json_block", "uuid7", "rfc3339_offset", "lang_rue"],
    )


@positive
def _sparkplug_relay(g: Gen16) -> Draft:
    t = g.at("UTC")
    payload_ts = epoch_ms(t) - g.small(200, 4000)
    return _d(
        f"""You explain MQTT Sparkplug traffic to the controls engineer. The relay envelope is added by our bridge;
the payload is exactly what the edge node published.

{{
  "relay": {{
    {v("request_id", '"relay_id": "' + g.ulid(t) + '",')}
    {v("epoch", '"received_ms": ' + str(epoch_ms(t)) + ",")}
    "bridge": "spb-bridge-02"
  }},
  "topic": "spBv1.0/Press/DDATA/Line2/PLC-07",
  "payload": {{"timestamp": {payload_ts}, "seq": 41, "metrics": [{{"name": "Hydraulic/Pressure", "alias": 12, "datatype": 9, "value": 171.4}}]}}
}}

Engineer: is 171 bar above the alarm limit of 165, and why did seq jump from 38 to 41?
Assistant:""",
        "industrial:plc:sparkplug-relay",
        ["json_block", "nested_json", "ulid", "epoch_ms", "payload_neighbour"],
    )


@positive
def _mtconnect_header(g: Gen16) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""You are the machine shop assistant in Machakos. Read the MTConnect current response our collector
fetched for this request and answer the machinist. The machinist writes in Kamba; answer in Kamba.

<MTConnectStreams>
  <Header {v("datetime", 'creationTime="' + rfc3339(t.astimezone(UTC)) + '"')} sender="agent-01" instanceId="1764312000" version="2.3"/>
  <Streams>
    <DeviceStream name="VMC-3">
      <Samples><SpindleSpeed timestamp="2026-03-02T06:11:40.118Z">0</SpindleSpeed></Samples>
      <Events><Execution timestamp="2026-03-02T06:11:38.902Z">STOPPED</Execution></Events>
      <Condition><Fault type="SYSTEM" nativeCode="EX1021" timestamp="2026-03-02T06:11:38.900Z">Spindle overload</Fault></Condition>
    </DeviceStream>
  </Streams>
</MTConnectStreams>

User: Spindle ya VMC-3 yũlũmĩte. Nĩ kyaũ kĩtumĩte?""",
        "industrial:plc:mtconnect",
        ["xml_attr", "rfc3339", "fetched_payload_neighbour", "lang_kam"],
    )


@positive
def _opcua_session_erzya(g: Gen16) -> Draft:
    t = g.at("MSK")
    return _d(
        f"""Тон кабелень заводонь оператортнэнь лезэйсэ. Кортак эрзякс.
{v("session_id", "OPC UA session: ns=1;g=" + g.uuid4())}
{v("datetime", "Server time (read for this request): " + rfc3339_ns(t, g.ns()))}
Endpoint: opc.tcp://extruder-4:4840 (Basic256Sha256)

Read result:
ns=3;s=Extruder4.Zone3.Temp  value=212.6  StatusCode=Good             SourceTimestamp=2026-04-14T09:12:55.400Z
ns=3;s=Extruder4.MeltPress   value=0      StatusCode=Bad_SensorFailure SourceTimestamp=2026-04-14T08:47:03.015Z

Оператор: Мезекс MeltPress невти Bad_SensorFailure? Мезе теемс?""",
        "industrial:plc:opcua",
        ["system_tail", "session_id", "rfc3339_ns", "read_result_neighbour", "lang_myv"],
    )


@positive
def _scada_alarms_ndebele(g: Gen16) -> Draft:
    t, now = now_in(g, "nd")
    poll = g.at("CAT")
    return _d(
        f"""Ungumsizi wegumbi lokulawula esiteshini samandla. Chaza ii-alamu ngesiNdebele, kafitshane.
{v("datetime", "Lamuhla: " + now)}

Alarm summary polled {v("datetime", "at " + iso_space(poll))} for this request:
14:02:17.331  330kV BB2  Bus differential   OPERATED
14:02:17.352  CB 2T3     Trip                OPEN
14:02:18.004  T3 330/132 Buchholz stage 1    ALARM

Umsebenzisi: Ngicela ungichazele ukuthi yiziphi ii-alamu eziqakathekileyo.""",
        "industrial:grid:scada-alarms",
        ["system_tail", "localized_now", "phrase", "above_pasted", "lang_nd"],
    )


@positive
def _oms_kweyol(g: Gen16) -> Draft:
    t, now = now_in(g, "acf")
    return _d(
        f"""Ou sé asistan dispatcher sistèm OMS la. Réponn an Kwéyòl, kout.
{v("session_id", "Dispatcher console session: " + g.b62(24))}
{v("datetime", "Console time: " + now)}

Outage OMS-2026-1187: feeder CF-4 Castries North, started 16:42, 1,912 customers, cause under
investigation, crew 7 on site, ETR not set.

Dispatcher: Ki sa nou ka di kliyan yo pou lè kouwan ké wivini?
Assistant:""",
        "industrial:grid:oms",
        ["system_tail", "base62", "localized_now", "lang_acf"],
    )


@positive
def _switching_order_nyn(g: Gen16) -> Draft:
    t, now = now_in(g, "nyn")
    return _d(
        f"""Oli omuhwezi w'okuhandiika ebiragiro by'okuhindura (switching orders) omu Runyankole. Buri ntambwe
ebe n'ekyoma n'embeera yaakyo.
{v("datetime", "Date of issue (today): " + now)}
{v("request_id", "Draft: so-draft-" + g.b62(12))}

Work: isolate 33 kV feeder Mbarara North (F3) at Mbarara substation for CT replacement, planned
08:00-14:00 next Saturday.

Omukozi: Nkwetaaga ekiragiro ky'okuhindura, kandi ogambe ebyokwerinda.""",
        "industrial:grid:switching-order",
        ["system_tail", "today_in_artefact", "localized_now", "lang_nyn"],
    )


@positive
def _irig_mohawk(g: Gen16) -> Draft:
    t, now = now_in(g, "moh")
    return _d(
        f"""You help the relay technicians at a 115 kV substation near Akwesasne. Answer in English; the header
lines are in Kanien'kéha as the crew set them up.
{v("datetime", "Ó:nen: " + now)}
{v("datetime", "Substation clock (IRIG-B, read for this request): " + irig_doy(t))}
Relay: SEL-411L line L-12, firmware R128

Technician: the event report timestamps are 18 s off from the SCADA SOE. Is that the IRIG input or
the relay's time source setting?
Assistant:""",
        "industrial:grid:substation-clock",
        ["system_tail", "localized_now", "irig_b", "lang_moh"],
    )


@positive
def _ptp_samogitian(g: Gen16) -> Draft:
    t = g.at("EE")
    return _d(
        f"""Tu esi pastuotės automatėkuos padiejies. Atsakyk žemaitėškā, trumpā.
{v("datetime", "PTP grandmaster time (TAI, this request): " + ptp_tai(t, g.ns()))}
Clock class: 6, offset from master: +41 ns, steps removed: 1

Merging units MU-3 ir MU-4 rodo "SmpSynch=0" nu 03:10.

Vartuotuos: Kuokė šėta klaida? Paaiškink trumpā.""",
        "industrial:grid:ptp",
        ["system_tail", "ptp_tai", "lang_sgs"],
    )


@positive
def _pi_libyan(g: Gen16) -> Draft:
    t = g.at("EET")
    return _d(
        f"""انت مساعد غرفة التحكم في محطة الضخ. جاوب باللهجة الليبية وباختصار.
{v("datetime", "Historian query run: " + pi_time(t) + " (this request)")}

P-3 discharge pressure (last 6 h, hourly): 21.4, 21.2, 20.9, 18.1, 16.7, 16.5 bar
P-3 motor current: 412, 410, 409, 366, 341, 339 A

المشغل: شن صاير في المضخة رقم ٣؟ الضغط طايح من الصبح.""",
        "industrial:water:historian",
        ["system_tail", "pi_time", "lang_ayl"],
    )


@positive
def _sbr_emilian(g: Gen16) -> Draft:
    t, now = now_in(g, "egl")
    fetch = g.at("EU")
    return _d(
        f"""Ti t'î l'assistänt dal depuradåur. Arspånd in bulgnaiṡ, cûrt.
{v("datetime", "Incû: " + now)}

Cycle data fetched {v("datetime", "at " + dotted(fetch))} for this request:
SBR-3 cycle 5811: fill 45 min, react 120 min, DO setpoint 2.0 mg/l, DO measured 0.6-0.9 mg/l,
blower B2 at 100 %, settle 60 min, decant 45 min, SVI 210 ml/g.

Operatåur: Cus'èl ch'a suzèd int al SBR-3? L'ossìgen l'è bâs.""",
        "industrial:water:sbr",
        ["system_tail", "localized_now", "phrase", "dotted", "lang_egl"],
    )


@positive
def _cso_draft(g: Gen16) -> Draft:
    t = g.at("UK")
    return _d(
        f"""You draft storm overflow notifications for the public map. Use only the event data; no speculation
about causes.
{v("request_id", "Notification draft: nd_" + g.b62(14))}
{v("datetime", "Prepared: " + rfc3339(t))}

Event: CSO at Millbrook Road (permit 012-EDM-4471), start 2026-02-14 03:20, stop 2026-02-14 07:55,
duration 4 h 35 min, receiving water: River Lune.

Draft:""",
        "industrial:water:cso",
        ["system_tail", "vendor_prefix", "rfc3339_offset", "event_neighbour", "english_british"],
    )


@positive
def _pump_newari(g: Gen16) -> Draft:
    t, now = now_in(g, "new")
    return _d(
        f"""छि पम्पिङ स्टेशनया सहायक ख:। नेपाल भाषाय् लिसः बिया।
{v("datetime", "थौं: " + now)}

Sundhara booster: P1 trip on overload at 05:12, restarted 05:40, tripped again 06:03.
Suction tank level 1.9 m (low-low 1.5 m).

प्रयोगकर्ता: थ्व पम्प छाय् बन्द जुल? जित: याकनं धा।""",
        "industrial:water:pump-station",
        ["system_tail", "localized_now", "devanagari_digits", "lang_new"],
    )


@positive
def _gmp_cleanroom_saraiki(g: Gen16) -> Draft:
    t = g.at("PKT")
    return _d(
        f"""تساں ملتان فارما پلانٹ دے کلین روم مانیٹرنگ سسٹم دے مددگار ہو۔ سرائیکی وچ جواب ڈیوو۔
{v("session_id", "EMS session: " + g.b32(20))}
{v("datetime", "Session start: " + mssql(t))}
Area: Grade B filling room FR-2, limit 0.5 µm: 352,000 /m³ (at rest)

Counts (0.5 µm): 08:00 41,200 | 09:00 48,900 | 10:00 366,400 | 11:00 402,100

صارف: ایں کلین روم وچ پارٹیکل کاؤنٹ کیوں ودھ گئے ہن؟""",
        "industrial:buildings:cleanroom",
        ["system_tail", "base32", "mssql_datetime", "lang_skr"],
    )


@positive
def _dcim_jeju(g: Gen16) -> Draft:
    t, now = now_in(g, "jje")
    snap = g.at("KST")
    return _d(
        f"""제주 데이터센터 운영 도우미우다. 제주말로 짤막허게 답허여 줍서.
{v("datetime", "오늘: " + now)}

PUE snapshot {v("datetime", "as of " + rfc3339(snap))} for this request: 1.62 (target 1.35).
CRAC-2 fan 100 %, supply 24.8 °C, return 31.2 °C. CRAC-4 in alarm: compressor lockout since 02:10.

사용자: 데이터센터 PUE가 무사 이추룩 높아수과?""",
        "industrial:buildings:dcim",
        ["system_tail", "localized_now", "phrase", "rfc3339_offset", "lang_jje"],
    )


@positive
def _escalator_nod(g: Gen16) -> Draft:
    t, now = now_in(g, "nod")
    return _d(
        f"""จ้วยต๋อบคำถามจ่างซ่อมบันไดเลื่อนห้างเจียงใหม่ ต๋อบเป็นกำเมือง สั้นๆ
{v("datetime", "มื้อนี้: " + now)}
Event stream {v("datetime", "as of " + go_nano(t.astimezone(UTC), g.ns()))} for this request:
ESC-04 handrail speed deviation 7 % (limit 15 %) at 09:58:12
ESC-04 step missing sensor TRIPPED at 10:03:40
ESC-04 stopped, brake applied at 10:03:41

จ่าง: บันไดเลื่อนตัวนี้หยุดเพราะหยัง""",
        "industrial:buildings:escalator",
        ["system_tail", "localized_now", "tai_tham_digits", "go_rfc3339nano", "lang_nod"],
    )


@positive
def _lift_batak(g: Gen16) -> Draft:
    t, now = now_in(g, "bbc")
    return _d(
        f"""Ho do pangurupi ni petugas lift di mal Medan. Alusi ma marhata Batak Toba, na pandok.
{v("session_id", "Call-handler session: " + g.uuid4())}
{v("datetime", "Sadarion: " + now)}

Lift L2: stopped between floors 3 and 4, doors closed, car occupied (load 312 kg), alarm button
pressed, intercom OK, power normal.

Petugas: Aha do na masa di lift nomor dua? Adong halak na tartutup di bagasan.
Assistant:""",
        "industrial:buildings:lift",
        ["system_tail", "uuid", "localized_now", "lang_bbc"],
    )


@positive
def _axle_counter_fit(g: Gen16) -> Draft:
    t, now = now_in(g, "fit")
    return _d(
        f"""Sie olet ratateknikkojen apulainen Malmiradalla. Vastaa meänkielelä, lyhyesti, ja muistuta aina
liikenteenohjauksen luvasta.
{v("session_id", "Tablet session: " + g.ulid(t))}
{v("datetime", "Tänäpänä: " + now)}

Axle counter section AC-112 (Gällivare - Koskullskulle): occupied, no train reported, reset attempts 0.

Teknikko: Mikä akselinlaskija pittää nollata ja saako sen tehhä ilman liikenteenohjauksen lupaa?
Assistant:""",
        "industrial:rail:axle-counter",
        ["system_tail", "ulid", "localized_now", "lang_fit"],
    )


@positive
def _balise_smj(g: Gen16) -> Draft:
    t, now = now_in(g, "smj")
    return _d(
        f"""Don le máhttelisvuoda veahkke jiehkkejuohkásijda Ofotbanen linjan. Vásstet julevsámegiellaj.
{v("datetime", "Biejvve: " + now)}
{v("session_id", "Work-order app session: " + g.b58(24))}

WO 448120: balise group BG 1471 at km 1478+210, telegram check failed (CRC), last verified 2025-08-19.

Barggij: Gåk galgav dáv barggat?""",
        "industrial:rail:balise",
        ["system_tail", "localized_now", "base58", "lang_smj"],
    )


@positive
def _sunspec_hassaniya(g: Gen16) -> Draft:
    t, now = now_in(g, "mey")
    read = g.at("GMT")
    return _d(
        f"""انت مساعد صيانة محطة الطاقة الشمسية في انواكشوط. جاوب بالحسانية وباختصار.
{v("datetime", "تاريخ اليوم: " + now)}

SunSpec model 103 read {v("datetime", "at " + iso_basic(read))} for this request from INV-17:
St=7 (FAULT)  Evt1=0x00000004 (DC overvoltage)  DCV=1012 V  W=0  TmpCab=61.2 C

المستعمل: شنهو اللي عاد يخلي الأونديلور يطفى؟""",
        "industrial:solar:inverter",
        ["system_tail", "localized_now", "phrase", "iso_basic", "lang_mey"],
    )


@positive
def _tracker_marwari(g: Gen16) -> Draft:
    t = g.at("IST")
    return _d(
        f"""थे भड़ला सोलर पार्क रा ट्रैकर सहायक हो। मारवाड़ी में जवाब देवो।

Wind data retrieved {v("datetime", "at " + time_12(t) + " IST")} for this request: 10-min mean 11.8 m/s, gust 17.2 m/s,
rising. Stow threshold: gust 18 m/s for 3 s, or mean 14 m/s.

यूजर: आंधी आवे तो ट्रैकर स्टो में कद जासी?""",
        "industrial:solar:tracker",
        ["phrase", "time_12h", "lang_mwr"],
    )


@positive
def _blade_upload_kam(g: Gen16) -> Draft:
    t = g.at("EAT")
    return _d(
        f"""You are the blade inspection assistant for a wind farm in Kenya. Summarise the drone findings by
severity. The technician writes in Kamba; answer in Kamba with English part names.

User: Nĩ ndĩlĩkĩte ripoti ya blade B ya WTG-22. Nĩ kyaũ kya vata mũno?
{v("request_id", "Upload: up_" + g.b62(16))}
{v("datetime", "Upload received: " + rfc3339(t, 3))}
Assistant:""",
        "industrial:wind:blade-inspection",
        ["last_user", "vendor_prefix", "rfc3339_ms", "lang_kam"],
    )


@positive
def _turbine_mapudungun(g: Gen16) -> Draft:
    t = g.at("CL")
    return _d(
        f"""Eymi ta kelluwfe ti turbina kiñe parque eólico Araucanía mew. Nütramkage mapudungun mew, pichin.
{v("datetime", "Turbine controller time (read for this request): " + java_ldt(t, g.ns()))}

WTG-07 status: stopped, code 3130 "Yaw misalignment > 15 deg for 60 s", wind 13.4 m/s from 220 deg,
nacelle position 187 deg.

Che: Chem dungu rupay ta turbina 7 mew?""",
        "industrial:wind:controller",
        ["system_tail", "java_localdatetime", "lang_arn"],
    )


@positive
def _ili_balochi(g: Gen16) -> Draft:
    t, now = now_in(g, "bal")
    return _d(
        f"""تو پائپ لائن ءِ انٹیگریٹی ءِ کمک کار ئے۔ بلوچی ءَ پسّو بدئے۔
{v("session_id", "Integrity workbench session: " + g.ksuid(t))}
{v("datetime", "مروچی تاریخ: " + now)}

ILI run 2025-11 (MFL), 24" line Sui-Karachi, segment KP 112-118:
KP 113.402  external metal loss  depth 41 % wt  length 62 mm  clock 5:30
KP 115.880  external metal loss  depth 18 % wt  length 30 mm  clock 6:00
KP 117.015  dent 2.1 % OD with metal loss  clock 4:00

کارمند: اے پائپ لائن ءِ کجام جاگہ ءَ زنگ گیش انت؟""",
        "industrial:pipeline:ili",
        ["system_tail", "ksuid", "localized_now", "clock_positions_neighbour", "lang_bal"],
    )


@positive
def _cpm_lou(g: Gen16) -> Draft:
    t = g.at("USC")
    return _d(
        f"""You're the leak detection helper for the control room. Answer in Louisiana Creole, short, and always
say whether the line must be shut in per procedure LD-7.

Alarm relayed from the CPM system:
{v("datetime", "[received " + ctime(t) + "]")} LINE 14 HOUMA-RACELAND  imbalance 38 bbl/h over 30 min (limit 25)

Kontrolè: Kofè alarm-la sonnen? Mo pa konnen si sa-sé enn vré fwit.
Assistant:""",
        "industrial:pipeline:cpm",
        ["relayed_prefix", "asctime", "lang_lou"],
    )


@positive
def _caldue_frp(g: Gen16) -> Draft:
    t, now = now_in(g, "frp")
    return _d(
        f"""T'és l'assistent du laboratouèro de calibrachon. Rèpond en arpetan, cort.
{v("datetime", "Houé: " + now)}

Tag      Instrument                 Last cal     Due
PT-2207  Pressure transmitter 0-16 bar  2025-12-03   2026-12-03
TT-0412  RTD Pt100 3-wire           2025-06-18   2026-06-18
FT-1101  Coriolis meter DN50        2024-11-29   2026-11-29

Utilisator: Quints instruments dêvont étre calibrâs devant la fin du mês?""",
        "industrial:calibration:due-list",
        ["system_tail", "localized_now", "table_neighbour", "lang_frp"],
    )


@positive
def _cert_issue_erzya(g: Gen16) -> Draft:
    t = g.at("MSK")
    return _d(
        f"""Тон калибровкань лабораториянь лездыця. Сёрмадт сертификатонть проектэнзэ, эрзякс.
{v("date", "Certificate issue date (today): " + iso_date(t))}
{v("request_id", "Draft request: " + g.uuid4())}

Instrument: digital multimeter Fluke 8846A, serial 3417022, customer Saransk Cable Works.
Results: DCV 10 V point, reading 10.00012 V, uncertainty 0.00004 V (k=2). Calibrated {iso_date(t - timedelta(days=g.small(2, 9)))}.

Лабораторист: Сёрмадт сертификатонть.""",
        "industrial:calibration:certificate",
        ["system_tail", "today_in_artefact", "uuid", "lang_myv"],
    )


@positive
def _audit_mari(g: Gen16) -> Draft:
    t, now = now_in(g, "mhr")
    return _d(
        f"""Тый ISO 9001 аудитлан полшышо улат. Марла вашештыл, кӱчык.
{v("session_id", "Audit app session: " + g.b62(22))}
{v("datetime", "Таче: " + now)}

Audit scope: clause 7.1.5 monitoring and measuring resources, clause 8.7 control of nonconforming
outputs. Last audit findings: 2 minor (NCR-25-031, NCR-25-044), both closed.

Пайдаланыше: Аудитлан кузе ямдылалташ кӱлеш?""",
        "industrial:quality:audit",
        ["system_tail", "base62", "localized_now", "lang_mhr"],
    )


@positive
def _ncr_zazaki(g: Gen16) -> Draft:
    t = g.at("TRT")
    return _d(
        f"""{{"form":"NCR",{v("request_id", '"req":"' + g.ulid(t) + '",')}{v("epoch", '"ts":' + str(epoch_s(t)) + ",")}"plant":"GEB-1","lang":"diq"}}
Ti formê NCR'i pê zazaki pırr kena. Tena fekto ke tı de verdi ê, inan bınuse.

Fekt: 120 parçeyê flanşi de çalê cıvatayan 0.3 mm xırabo. Rêzê 2026-0219, makîna CNC-4.

Karker: Formê NCR'i mı rê pırr ke.""",
        "industrial:quality:ncr",
        ["json_inline", "two_in_line", "ulid", "epoch_s", "lang_diq"],
    )


@positive
def _excel_oee_pidgin(g: Gen16) -> Draft:
    t = g.at("WAT")
    return _d(
        f"""You be the OEE helper inside the cement plant workbook for Douala. Answer for Pidgin, short.
Workbook: Kiln2_OEE_2026.xlsx, sheet "Week"
{v("datetime", "=NOW() at request: " + excel_serial(t))}

Week 14: availability 88 %, performance 79 %, quality 99 %. Stops: refractory hot spot 19 h, coal mill
trip 7 h.

User: Wetin make the kiln OEE fall for last week? Tell me small small.""",
        "industrial:mes:excel-addin",
        ["header_block", "excel_serial", "lang_wes"],
    )


@positive
def _ropeway_ladin(g: Gen16) -> Draft:
    t, now = now_in(g, "lld")
    return _d(
        f"""Te es l'aiut dla manutenziun dla ban a cuerda. Respon per ladin, cuert.
{v("datetime", "Ncuei: " + now)}
{v("session_id", "Maximo session: " + g.hex(24))}

Asset: ropeway 8-seater gondola, haul rope 52 mm, last magnetic rope test (MRT) 2025-10-21,
LMA 0.9 %, discard criterion 6 %. Open WO 77120: splice inspection due this month.

Utënt: Co muessi cuntrolé sun la funa dant che la ban se giaurësc?""",
        "industrial:lifts:ropeway",
        ["system_tail", "localized_now", "hex24", "lang_lld"],
    )


@positive
def _water_pijin(g: Gen16) -> Draft:
    t, now = now_in(g, "pis")
    return _d(
        f"""Yu nao helpa blong olketa opereta long wota plant long Honiara. Ansa long Pijin, sot nomoa.
{v("datetime", "Tude: " + now)}
{v("datetime", "NTP time (this request): " + ntp_hex(t))}

Kongulai: free chlorine at reservoir outlet 0.12 mg/l (target 0.5-1.0), dosing pump DP-1 stroke 40 %,
flow 210 l/s.

Opereta: Hao nao mifala save stretem klorin long Kongulai? Klorin hem daon tumas.""",
        "industrial:water:chlorine",
        ["system_tail", "localized_now", "ntp_timestamp", "lang_pis"],
    )


@positive
def _chiller_yua(g: Gen16) -> Draft:
    t, now = now_in(g, "yua")
    return _d(
        f"""Teech a wáantik u j-meyajo'ob le otel tu Cancún. Núukt ich maaya, kóom.
{v("datetime", "Bejla'e': " + now)}

Chiller CH-2: tripped on low evaporator pressure, 3 restarts in 40 min, chilled water supply 11.8 °C
(setpoint 6.7 °C). CH-1 at 100 % load.

Máak: Ba'ax úuch yéetel le chiller 2? Jach chokoj le naajil.""",
        "industrial:buildings:chiller",
        ["system_tail", "localized_now", "lang_yua"],
    )


@positive
def _hydro_kashmiri(g: Gen16) -> Draft:
    t, now = now_in(g, "ks")
    return _d(
        f"""{v("datetime", "اَزٕچ تاریخ: " + now)}
{v("request_id", "Request: " + g.b58(22))}
Station: Uri-I hydro, 4 x 120 MW
تۄہیہ چھِو پاور ہاؤسچ کنٹرول روم اسسٹنٹ۔ کٲشرِس مَنٛز جواب دِیُو۔

Unit 2: governor in manual since 06:40, guide vane opening stuck at 62 %, load 74 MW, oil pressure
38 bar (normal 40).

صارف: یونِٹ ۲ کِس گورنرس کیا گوٚو؟""",
        "industrial:grid:hydro",
        ["head", "header_block", "localized_now", "urdu_digits", "base58", "lang_ks"],
    )


@positive
def _sugar_audit_apd(g: Gen16) -> Draft:
    t, now = now_in(g, "apd")
    return _d(
        f"""إنت مساعد الجودة في مصنع السكر. رد بالدارجي السوداني وباختصار.
{v("datetime", "تاريخ الليلة: " + now)}
{v("request_id", "Checklist request: cl_" + g.b62(18))}

Area: boiler house, audit against ISO 9001 clauses 7.1.5 and 8.5.1; last internal audit 2025-12 found
missing calibration labels on 3 pressure gauges.

المستخدم: داير قايمة تدقيق لقسم الغلايات، بسرعة.""",
        "industrial:quality:checklist",
        ["system_tail", "localized_now", "arabic_indic_digits", "vendor_prefix", "lang_apd"],
    )


@positive
def _dispatch_trinidad(g: Gen16) -> Draft:
    t = g.at("AST")
    return _d(
        f"""{{"app": "mes-dispatch", {v("request_id", '"dispatch_req": "' + g.uuid4() + '",')} {v("datetime", '"issued_at": "' + oracle_ts(t) + '",')} "site": "Point Lisas A2"}}
You help the ammonia plant shift supervisor sequence work orders. Safety-critical work first, then by
due date.

Open: WO-88120 relief valve PSV-204 test (due 2026-03-31), WO-88131 cooling tower fan gearbox oil
change (due 2026-03-12), WO-88140 analyzer AT-11 calibration (due 2026-03-15).

Supervisor: which one we doing first today, and why?
Assistant:""",
        "industrial:mes:dispatch",
        ["json_inline", "two_in_line", "oracle_systimestamp", "english_trinidad"],
    )


@positive
def _calibrator_lk(g: Gen16) -> Draft:
    t = g.at("SLST")
    return _d(
        f"""You check calibration results downloaded from the documenting calibrator and say pass or fail per
point against the tolerance.
{v("session_id", "Dock session: " + g.uuid1())}
{v("datetime", "Calibrator clock at docking (this request): " + py_logging(t))}

PT-3301 0-10 bar, tolerance 0.25 % span
Point  Applied   As found   As left
0 %    0.000     0.031      0.004
50 %   5.000     5.042      5.006
100 %  10.000    10.058     10.011

Technician: is this one passing as found or do I have to write it up?
Assistant:""",
        "industrial:calibration:documenting-calibrator",
        ["system_tail", "uuid1", "python_logging", "english_sri_lanka"],
    )


@positive
def _grid_frequency_ph(g: Gen16) -> Draft:
    t = g.at("PHT")
    return _d(
        f"""You brief the distribution control room on grid conditions in plain words.

Grid frequency 59.71 Hz {v("datetime", "as of " + time_only(t) + " PHT")} (this request); Luzon grid on yellow alert, reserve
312 MW. Two 135 MW units on forced outage since morning.

Operator: do we prepare for manual load dropping or not yet po?
Assistant:""",
        "industrial:grid:frequency",
        ["phrase", "time_only", "english_philippines"],
    )


@positive
def _dga_fetch_gh(g: Gen16) -> Draft:
    t = g.at("GMT")
    return _d(
        f"""You interpret dissolved gas analysis for power transformers using the Duval triangle and IEEE C57.104.
Lab results fetched {v("datetime", "at " + go_string(t, g.ns(), str(g.small(1, 900)) + "." + g.digits(9)))} for this request:
T-4 161/34.5 kV, sample 2026-02-20: H2 412, CH4 118, C2H6 21, C2H4 96, C2H2 18, CO 390, CO2 2810 ppm
{v("request_id", "Fetch id: " + g.hex(16))}

Engineer: what fault type is this and how soon should we resample?
Assistant:""",
        "industrial:grid:dga",
        ["phrase", "below_fetched", "go_time_string", "english_ghana"],
    )


@positive
def _ojibwe_water(g: Gen16) -> Draft:
    t, now = now_in(g, "oj")
    return _d(
        f"""You help the operators of a First Nation drinking water plant in northwestern Ontario. Answer in
English; keep Ojibwe words the operators use.
{v("datetime", "Noongom: " + now)}
{v("request_id", "Operator log request: " + g.ulid(t))}

Filter 2 effluent turbidity 0.41 NTU (limit 0.3 for 15 min), backwash due in 3 h, raw water 7.8 NTU
after the storm. Free chlorine at the clearwell 1.1 mg/L.

Operator: do I backwash filter 2 now, and does this go in the adverse result log?
Assistant:""",
        "industrial:water:first-nation-plant",
        ["system_tail", "localized_now", "ulid", "lang_oj"],
    )


@positive
def _relay_settings_below(g: Gen16) -> Draft:
    t = g.at("USC")
    return _d(
        f"""You compare protective relay settings with the coordination study. Flag differences only.

Settings file (group 1) as pulled from the relay:
50P1P = 12.00
51P1P = 1.20
51P1C = U3
51P1TD = 2.50
Pulled from SEL-751 at Bus 4 feeder 2 {v("datetime", "at " + rfc3339(t))} for this request.

Coordination study: 51P1P 1.20 A sec, curve U3, TD 3.00; 50P1P 12.00 A sec.
Differences:""",
        "industrial:grid:relay-settings",
        ["phrase", "below_pasted", "rfc3339_offset"],
    )


@positive
def _llama3_shift_handover(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You write shift handover notes for the steam boiler house. Bullets, facts only.
{v("datetime", "Current time: " + rfc850(t))}<|eot_id|><|start_header_id|>user<|end_header_id|>

Boiler 2 on low fire since 22:00 for burner nozzle check, feedwater pump FP-1 vibration 7.1 mm/s
(alarm 7.0), water softener regenerated at 03:00.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        "industrial:utilities:boiler-handover",
        ["llama3_system", "rfc850", "chat_template"],
    )


@positive
def _audit_bullets(g: Gen16) -> Draft:
    t = g.at("UK")
    return _d(
        f"""## Supplier audit assistant
- **Auditor:** E. Gallagher
- **Standard:** IATF 16949:2016
{v("session_id", "- **Audit session:** `" + g.nanoid() + "`")}
{v("datetime", "- **Opened:** " + sk_now(t))}
- **Supplier:** Dunmore Castings Ltd

Turn the auditor's notes into findings with clause references. Major or minor, with objective evidence.

Notes: control plan rev 7 on the line, rev 8 in the system; two gauges without calibration labels;
PFMEA last reviewed 2023.
Findings:""",
        "industrial:quality:supplier-audit",
        ["md_bullet", "nanoid", "dotnet_long_datetime"],
    )


@positive
def _wwtp_lab_iso_week(g: Gen16) -> Draft:
    t = g.at("EU")
    return _d(
        f"""You prepare the weekly effluent compliance summary for the treatment works. Compare each result with
the permit limit.
{v("date", "Current ISO week: " + iso_week(t))}

Permit: BOD5 25 mg/l, COD 125 mg/l, TSS 35 mg/l, total N 15 mg/l (annual mean).
Composite samples: Mon BOD5 9, COD 61, TSS 12 | Wed BOD5 31, COD 140, TSS 38 | Fri BOD5 11, COD 58, TSS 9

Summary:""",
        "industrial:water:compliance",
        ["system_tail", "iso_week"],
    )


@positive
def _substation_battery_epoch_ns(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""telemetry_gateway: sub-bravo-gw2
{v("epoch", "request_time_ns: " + str(epoch_ns(t, g.ns())))}
{v("trace_id", "b3: " + g.b3())}
You interpret substation battery monitor data. Say whether the 110 V battery needs attention today.

Cells 1-54: float voltage 2.23-2.25 V except cell 37 at 2.08 V; internal resistance cell 37 is 1.9x the
string average; ambient 31 °C.

Engineer: urgent or next planned visit?
Assistant:""",
        "industrial:grid:battery-monitor",
        ["head", "header_block", "epoch_ns", "b3_single"],
    )


@positive
def _oee_rust_service(g: Gen16) -> Draft:
    t = g.at("UTC")
    return _d(
        f"""You are the explanation layer of the OEE service. Explain the number to the line manager in two
sentences; do not recompute it.
generated_by: oee-svc 3.4.0 (rust)
{v("datetime", "generated_at: " + rust_chrono(t, g.ns()))}
{v("request_id", "x-request-id: " + g.uuid7(t))}

Line 5, week 9: availability 91.0 %, performance 71.5 %, quality 99.2 %, OEE 64.5 %.
Speed losses: 14 micro-stops/h on the labeller, avg 21 s.

Manager: why is performance so low if the line hardly stopped?
Assistant:""",
        "industrial:mes:oee-service",
        ["header_block", "rust_chrono", "uuid7"],
    )


# --- hand-written negatives ------------------------------------------------------------------------------

NEG: list[Draft] = []


def neg(source: str, tags: list[str], text: str, hard: bool = True) -> None:
    NEG.append(Draft(text, f"{SRC}negative:{source}", (["hard_negative"] if hard else ["control"]) + tags))


def _negatives_dev() -> None:
    """Code, diffs, traces, lockfiles, migrations, manifests, test output and git output the user hands over."""
    neg(
        "dev:alembic-migration",
        ["pasted", "migration", "metadata_like_first_lines"],
        '''"""add outage_events.cause_code

Revision ID: 3f2a1c9b7d4e
Revises: 9be0d41a77c2
Create Date: 2026-03-02 14:11:08.123456

"""
from alembic import op
import sqlalchemy as sa

revision = "3f2a1c9b7d4e"
down_revision = "9be0d41a77c2"


def upgrade():
    op.add_column("outage_events", sa.Column("cause_code", sa.String(8), nullable=True))

Running this on prod says "Can't locate revision identified by '9be0d41a77c2'". The staging DB is fine.
What's going on?''',
    )
    neg(
        "dev:django-migration",
        ["pasted", "migration", "code"],
        """# Generated by Django 5.1.4 on 2026-03-02 14:11

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("meters", "0041_reading_quality")]
    operations = [
        migrations.AddField(
            model_name="reading",
            name="received_at",
            field=models.DateTimeField(auto_now_add=True, null=True),
        ),
    ]

makemigrations generated this but I want existing rows to get the reading timestamp instead of null.
How do I write the data migration?""",
    )
    neg(
        "dev:liquibase",
        ["pasted", "migration", "xml"],
        """Why does Liquibase say this changeset's checksum changed? I only reformatted the XML.

<changeSet id="20260302-1" author="amara.o">
  <addColumn tableName="work_order">
    <column name="closed_at" type="TIMESTAMP WITH TIME ZONE"/>
  </addColumn>
</changeSet>
<changeSet id="20260302-2" author="amara.o" runOnChange="true">
  <createIndex tableName="work_order" indexName="ix_wo_closed_at">
    <column name="closed_at"/>
  </createIndex>
</changeSet>""",
    )
    neg(
        "dev:migration-folder",
        ["pasted", "migration_names"],
        """prisma/migrations/
  20251118093012_init/
  20260114161550_add_feeder_table/
  20260302141108_add_cause_code/
  20260302141108_add_cause_code_fix/
  migration_lock.toml

Two folders have the same timestamp prefix because a colleague copied one. Will `prisma migrate deploy`
apply both, and in what order?""",
    )
    neg(
        "dev:cargo-lock",
        ["pasted", "lockfile", "checksum"],
        """[[package]]
name = "tokio-modbus"
version = "0.16.1"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "0e6a2c4b09c5f39a6ce1d0e3f1b8c7a2d4e5f60718293a4b5c6d7e8f9a0b1c2d"
dependencies = [
 "async-trait",
 "byteorder",
 "tokio",
]

[[package]]
name = "tokio-modbus"
version = "0.14.0"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "4b9c2f7e1a0d3c5b8e6f4a2d1c0b9e8f7a6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b"

why are there two versions of tokio-modbus in my Cargo.lock and how do I find who pulls the old one?""",
    )
    neg(
        "dev:go-pseudo-version",
        ["pasted", "manifest", "pseudo_version"],
        """go.mod:
require (
	github.com/goburrow/modbus v0.1.0
	github.com/gridco/iec104 v0.0.0-20260302141108-9f1c2e7ad4b0
	golang.org/x/sys v0.30.0
)

go.sum:
github.com/gridco/iec104 v0.0.0-20260302141108-9f1c2e7ad4b0 h1:Zq3W8e1xY6c9mT2rUo0pKj5vL4bN7sD1fG8hA2cE3iQ=
github.com/gridco/iec104 v0.0.0-20260302141108-9f1c2e7ad4b0/go.mod h1:kP9s2Lq1Xw7yRt4Vb6Nc3Md8Jf0Gh5Ze1Ua2Ti9Ow=

Does the 20260302141108 part mean it will pick up newer commits automatically?""",
    )
    neg(
        "dev:flake-lock",
        ["pasted", "lockfile", "epoch_in_content"],
        """{
  "nodes": {
    "nixpkgs": {
      "locked": {
        "lastModified": 1772440268,
        "narHash": "sha256-3xQ1b0yZK8c4Tn6Jr2Vw5Ls9Hd7Pf1Ae0Gm3Ck8Ui4o=",
        "owner": "NixOS",
        "repo": "nixpkgs",
        "rev": "b2f4a0c9d7e61538a4c0e9f2d1b7a6c5e3f8d0a1",
        "type": "github"
      },
      "original": { "owner": "NixOS", "ref": "nixos-25.11", "repo": "nixpkgs", "type": "github" }
    }
  },
  "root": "root",
  "version": 7
}

What date is lastModified, and if I run `nix flake update` tomorrow will this rev change?""",
    )
    neg(
        "dev:composer-lock",
        ["pasted", "lockfile", "iso_in_content"],
        """From our composer.lock:

{
    "name": "phpoffice/phpspreadsheet",
    "version": "4.1.0",
    "source": {"type": "git", "url": "https://github.com/PHPOffice/PhpSpreadsheet.git", "reference": "6d3f2e1a9b0c4d5e7f8a1b2c3d4e5f6a7b8c9d0e"},
    "time": "2026-02-11T09:12:44+00:00"
}

The audit says this version is from before the fix for the XXE issue. Is "time" the release date?""",
    )
    neg(
        "dev:bazel-lockfile",
        ["pasted", "lockfile", "json"],
        """Our MODULE.bazel.lock keeps changing on every machine:

{
  "lockFileVersion": 18,
  "registryFileHashes": {
    "https://bcr.bazel.build/modules/abseil-cpp/20250127.1/MODULE.bazel": "d1086e248cda6576862b4b3fe9ad76a214e08c189af5b42557a6e1888812c5d5",
    "https://bcr.bazel.build/modules/protobuf/29.3/MODULE.bazel": "77480eea5fb5541903e49683f24dc3e09f4a79e0eea247414887bb9fba67e0f3"
  }
}

Is abseil's 20250127.1 a date? And why would the lockfile differ between Linux and macOS?""",
    )
    neg(
        "dev:cargo-toml-calver",
        ["pasted", "manifest", "calver"],
        """[package]
name = "soe-parser"
version = "2026.3.0"
edition = "2024"
rust-version = "1.85"

[dependencies]
chrono = { version = "0.4.40", default-features = false, features = ["std"] }

Is CalVer like 2026.3.0 OK for a library on crates.io, or will cargo treat it weirdly?""",
    )
    neg(
        "dev:helm-chart",
        ["pasted", "manifest", "yaml"],
        """Chart.yaml:

apiVersion: v2
name: outage-map
version: 1.14.2
appVersion: "2026.02.27-3"
kubeVersion: ">=1.29.0-0"
annotations:
  artifacthub.io/changes: |
    - kind: fixed
      description: Map tiles cached for 24h instead of 1h

helm upgrade says the chart is fine but Argo shows "OutOfSync" on appVersion. What should I bump?""",
    )
    neg(
        "dev:android-version-code",
        ["pasted", "manifest", "date_like_number"],
        """android {
    defaultConfig {
        applicationId "com.gridco.fieldlog"
        minSdk 26
        targetSdk 36
        versionCode 2026031201
        versionName "4.8.0"
    }
}

We encode the date in versionCode (yyyyMMddNN). Will we hit the 2100000000 limit, and when?""",
    )
    neg(
        "dev:towncrier-news",
        ["pasted", "changelog"],
        """Release notes draft from towncrier:

gridtools 3.9.0 (2026-03-02)
============================

Features
--------
- COMTRADE 2013 files with mixed sampling rates are now parsed. (#812)

Bugfixes
--------
- SOE timestamps no longer shift by one hour on the DST change day. (#798)

gridtools 3.8.1 (2026-01-19)
============================

Bugfixes
--------
- Fixed a crash on empty .cfg files. (#790)

Rewrite this for the plant engineers who read our newsletter, no issue numbers.""",
    )
    neg(
        "dev:release-please",
        ["pasted", "changelog", "compare_links"],
        """Can you tell from this changelog when the breaking change to the export format happened?

## [5.0.0](https://github.com/grid-ops/outage-map/compare/v4.9.2...v5.0.0) (2026-02-24)

### ⚠ BREAKING CHANGES

* **export:** CSV export uses ISO 8601 timestamps with offset

### Features

* **export:** add GeoJSON export ([a1b2c3d](https://github.com/grid-ops/outage-map/commit/a1b2c3d))

## [4.9.2](https://github.com/grid-ops/outage-map/compare/v4.9.1...v4.9.2) (2026-02-03)""",
    )
    neg(
        "dev:git-tags",
        ["pasted", "git_output"],
        """$ git tag -l --sort=-creatordate --format='%(refname:short) %(creatordate:iso-strict)'
v3.9.0 2026-03-02T10:41:07+01:00
v3.8.1 2026-01-19T16:02:55+01:00
v3.8.0 2026-01-05T09:13:40+01:00
v3.7.4 2025-12-11T18:27:19+01:00

which of these went out in the last release train? the train cut-off was 2026-01-10""",
    )
    neg(
        "dev:git-log-raw",
        ["pasted", "git_output", "epoch_in_content", "metadata_like_first_lines"],
        """commit 9f1c2e7ad4b0c35e8a1f6d2b7c4e9a0f3d5b8c21
Author: Chidi Eze <chidi@gridco.example>
Date:   1772457068 +0100

    soe: parse CP56Time2a with invalid flag

commit 4be91c2a07d3e19c12f0e8b7a6d5c4b3a2f1e0d9
Author: Dilani Perera <dilani@gridco.example>
Date:   1772370631 +0530

    interval: handle DST spring-forward gap

I ran git log --date=raw. Can you convert those dates and tell me who committed first?""",
    )
    neg(
        "dev:git-oneline-iso",
        ["pasted", "git_output"],
        """git log --pretty=format:'%h %ad %an %s' --date=iso-strict -- src/soe/

9f1c2e7 2026-03-02T14:11:08+01:00 Chidi Eze soe: parse CP56Time2a with invalid flag
77a0d1e 2026-02-27T09:02:41+01:00 Sanne de Vries soe: retry MQTT publish with backoff
5c2e9b0 2026-02-26T17:48:10+01:00 Sanne de Vries soe: move broker URL to config

Which commit most likely broke the SOE ordering we saw on the 28th?""",
    )
    neg(
        "dev:elixir-log",
        ["pasted", "log", "request_id_in_content"],
        """Our Phoenix app logs this when the outage map is opened:

14:02:17.331 request_id=F8kXq2bN7c1RtAAAB4gh [info] GET /api/outages
14:02:17.402 request_id=F8kXq2bN7c1RtAAAB4gh [error] ** (DBConnection.ConnectionError) tcp recv: closed
    (db_connection 2.7.0) lib/db_connection.ex:1096: DBConnection.run_transaction/4
14:02:17.405 request_id=F8kXq2bN7c1RtAAAB4gh [info] Sent 500 in 74ms

Is the pool too small or is Postgres closing connections?""",
    )
    neg(
        "dev:swift-crash",
        ["pasted", "crash_report", "metadata_like_first_lines"],
        """Incident Identifier: 6F1C0E2A-9B3D-4E7F-8A21-3C5D7E9F0B14
Hardware Model:      iPad13,18
Process:             FieldLog [4812]
Version:             4.8.0 (2026031201)
Date/Time:           2026-03-14 06:41:22.1843 +0300
OS Version:          iPadOS 26.3 (23D52)

Exception Type:  EXC_BREAKPOINT (SIGTRAP)
Termination Reason: Namespace SIGNAL, Code 5 Trace/BPT trap: 5

Thread 3 Crashed:
0   FieldLog    0x0000000102a4c1f0 UploadQueue.flush() + 412 (UploadQueue.swift:58)

A technician sent me this crash. What does EXC_BREAKPOINT mean in Swift and where do I look?""",
    )
    neg(
        "dev:go-test-json",
        ["pasted", "test_output", "timestamp_field"],
        """{"Time":"2026-03-02T14:11:08.412391+01:00","Action":"run","Package":"gridtools/soe","Test":"TestParseSOE"}
{"Time":"2026-03-02T14:11:08.412902+01:00","Action":"output","Package":"gridtools/soe","Test":"TestParseSOE","Output":"    soe_test.go:41: got 02:30 CET, want 03:30 CEST\\n"}
{"Time":"2026-03-02T14:11:08.413017+01:00","Action":"fail","Package":"gridtools/soe","Test":"TestParseSOE","Elapsed":0}

This is go test -json from CI. Why would the expected value be CEST when the input is in March?""",
    )
    neg(
        "dev:trx-results",
        ["pasted", "test_output", "xml"],
        """<TestRun id="2c6f0e1a-7b3d-4c9e-8f21-5a4d3c2b1e0f" name="ci@build-agent-07 2026-03-02 14:11:08" runUser="NT AUTHORITY\\NETWORK SERVICE">
  <Times creation="2026-03-02T14:11:08.1234567+01:00" queuing="2026-03-02T14:11:08.1234567+01:00" start="2026-03-02T14:11:03.9876543+01:00" finish="2026-03-02T14:11:41.0000000+01:00" />
  <ResultSummary outcome="Failed">
    <Counters total="212" executed="212" passed="209" failed="3" />
  </ResultSummary>
</TestRun>

Why is start earlier than creation in this .trx? Our dashboard computes negative queue times.""",
    )
    neg(
        "dev:catch2-seed",
        ["pasted", "test_output", "seed_in_content"],
        """Filters: [scheduler]
Randomness seeded to: 3104123456

-------------------------------------------------------------------------------
Scheduler orders jobs by due date
-------------------------------------------------------------------------------
tests/scheduler.cpp:41
...............................................................................

tests/scheduler.cpp:52: FAILED:
  CHECK( jobs[0].id == "WO-88131" )
with expansion:
  "WO-88140" == "WO-88131"

If I rerun with --rng-seed 3104123456 will it fail the same way?""",
    )
    neg(
        "dev:junit-xml",
        ["pasted", "test_output", "xml"],
        """<testsuite name="com.gridco.oms.EtrCalculatorTest" tests="5" failures="1" errors="0" skipped="0" timestamp="2026-03-02T13:11:09" hostname="build-agent-07" time="0.412">
  <testcase name="etrWithinCrewShift" classname="com.gridco.oms.EtrCalculatorTest" time="0.031"/>
  <testcase name="etrAcrossMidnight" classname="com.gridco.oms.EtrCalculatorTest" time="0.018">
    <failure message="expected: &lt;2026-03-03T01:30&gt; but was: &lt;2026-03-02T01:30&gt;"/>
  </testcase>
</testsuite>

The across-midnight test fails. Is it the test or the calculator?""",
    )
    neg(
        "dev:diff-time-now",
        ["pasted", "diff", "code"],
        """Does this change break anything?

--- a/oms/etr.py
+++ b/oms/etr.py
@@ -18,9 +18,9 @@ CUTOFF = time(22, 0)
 def estimate(outage, crews):
-    now = datetime.now()
+    now = datetime.now(tz=ZoneInfo("America/St_Lucia"))
     if now.time() > CUTOFF:
-        return now.replace(hour=8, minute=0) + timedelta(days=1)
+        return (now + timedelta(days=1)).replace(hour=8, minute=0, second=0, microsecond=0)
     return now + crews.travel_time(outage.feeder)""",
    )
    neg(
        "dev:fixture-request-id",
        ["pasted", "code", "uuid_in_content"],
        """Our tests are flaky since we added this fixture. Why?

```python
REQUEST_ID = "0d6c3a5e-8f1b-4b7d-9a2c-6e5f4d3c2b1a"
FROZEN = datetime(2026, 3, 2, 14, 11, 8, tzinfo=UTC)

@pytest.fixture
def ctx(monkeypatch):
    monkeypatch.setattr(uuid, "uuid4", lambda: uuid.UUID(REQUEST_ID))
    return RequestContext(now=FROZEN)
```""",
    )
    neg(
        "dev:snapshot-test",
        ["pasted", "test_output", "snapshot"],
        """// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[`outage card renders ETR 1`] = `
<div class="card">
  <h3>Feeder CF-4</h3>
  <p>Started 16:42 · ETR 19:30</p>
  <time datetime="2026-03-02T16:42:00-04:00">2 Mar, 16:42</time>
</div>
`;

The snapshot fails on the CI runner in UTC but passes on my laptop. How do I make it stable?""",
    )
    neg(
        "dev:openapi-date-version",
        ["pasted", "spec", "date_like_version"],
        """openapi: 3.1.0
info:
  title: Outage API
  version: "2026-02-01"
paths:
  /outages/{id}:
    get:
      responses:
        "200":
          content:
            application/json:
              example: {"id": "OMS-2026-1187", "started_at": "2026-03-02T16:42:00-04:00", "customers": 1912}

Is it OK to use a date as info.version, and should the example timestamps be real ones?""",
    )
    neg(
        "dev:dockerfile-labels",
        ["pasted", "code", "oci_labels"],
        """FROM python:3.13-slim@sha256:7f4c0e9b1a2d3c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e
ARG BUILD_DATE=2026-03-02T14:11:08Z
ARG VCS_REF=9f1c2e7
LABEL org.opencontainers.image.created=$BUILD_DATE \\
      org.opencontainers.image.revision=$VCS_REF \\
      org.opencontainers.image.version="3.9.0"

If BUILD_DATE is baked in like this, are our image builds still reproducible?""",
    )
    neg(
        "dev:systemd-timer",
        ["pasted", "config", "calendar_spec"],
        """[Unit]
Description=Nightly historian export

[Timer]
OnCalendar=Mon..Fri *-*-* 02:30:00 Africa/Nairobi
RandomizedDelaySec=10min
Persistent=true

[Install]
WantedBy=timers.target

If the server was off at 02:30, does Persistent=true run it at boot, and with the random delay?""",
    )
    neg(
        "dev:renovate-config",
        ["pasted", "config", "json"],
        """{
  "$schema": "https://docs.renovatebot.com/renovate-schema.json",
  "extends": ["config:recommended"],
  "timezone": "Europe/Amsterdam",
  "schedule": ["before 6am on monday"],
  "minimumReleaseAge": "3 days",
  "packageRules": [{"matchPackageNames": ["react-leaflet"], "allowedVersions": "<5"}]
}

Renovate still opened a PR for react-leaflet 5.0.0 on Sunday night. Which setting is wrong?""",
    )
    neg(
        "dev:dependabot-pr-body",
        ["pasted", "pr_body", "release_dates"],
        """Here's the body of a PR dependabot opened. Is this safe to merge before the Friday release?

Bumps [leaflet](https://github.com/Leaflet/Leaflet) from 1.9.4 to 1.9.5.
Release notes
  v1.9.5 (2026-02-17)
  - Fix tile flicker on Safari 26
  - Fix popup autoPan with CSS transforms
Commits
  3e1f0a2 v1.9.5
  c7b0d94 fix popup autoPan
  See full diff in compare view
Dependabot compatibility score: 97%""",
    )
    neg(
        "dev:teamcity-log",
        ["pasted", "ci_log", "build_number_in_question"],
        """Why did build #1482 fail? Log:

[14:11:03] : Step 4/6: Run unit tests (Command Line)
[14:11:03] :	 [Step 4/6] Starting: /bin/sh -c ctest --output-on-failure
[14:11:04] :	 [Step 4/6] 2/3 Test #2: test_ringbuffer ...***Exception: SegFault
[14:11:04] :	 [Step 4/6] Process exited with code 8
[14:11:04]E:	 [Step 4/6] Step Run unit tests (Command Line) failed""",
    )
    neg(
        "dev:tkn-describe",
        ["pasted", "ci_log", "tool_output"],
        """tkn pipelinerun describe build-and-test-run-x7k2p

Name:              build-and-test-run-x7k2p
Namespace:         ci-firmware
Pipeline Ref:      build-and-test
Service Account:   pipeline

STARTED         DURATION    STATUS
2 hours ago     4m12s       Failed

TaskRuns
 NAME                               TASK NAME   STARTED       DURATION   STATUS
 build-and-test-run-x7k2p-unit      unit        2 hours ago   1m40s      Failed

The unit task failed. What command shows me its logs?""",
    )
    neg(
        "dev:bazel-output",
        ["pasted", "ci_log", "invocation_in_content"],
        """INFO: Invocation ID: 6a2e9c14-1b3d-4f7a-9e0c-2d4b6f8a0c1e
INFO: Streaming build results to: https://app.buildbuddy.io/invocation/6a2e9c14-1b3d-4f7a-9e0c-2d4b6f8a0c1e
INFO: Analyzed 214 targets (0 packages loaded, 0 targets configured).
ERROR: /src/plc/BUILD.bazel:22:10: Compiling plc/modbus_map.cc failed: (Exit 1)
INFO: Elapsed time: 41.208s, Critical Path: 12.44s
FAILED: Build did NOT complete successfully

my colleague says to open the invocation link, but it asks for a login. can I get the same info locally?""",
    )
    neg(
        "dev:trino-error",
        ["pasted", "query_id_in_question"],
        """Query 20260302_141108_00042_x7k2p failed: line 3:8: Column 'tripped_at' cannot be resolved

SELECT feeder_id, count(*)
FROM feeder_trips
WHERE date(tripped_at) >= date '2026-02-01'
GROUP BY 1

The column is definitely there, I see it in DBeaver. Is it a catalog thing?""",
    )
    neg(
        "dev:duckdb-describe",
        ["pasted", "schema", "default_now"],
        """D DESCRIBE readings;
┌─────────────┬──────────────────────────┬─────────┬─────────┬───────────────────┐
│ column_name │ column_type              │ null    │ key     │ default           │
├─────────────┼──────────────────────────┼─────────┼─────────┼───────────────────┤
│ tag         │ VARCHAR                  │ NO      │ PRI     │ NULL              │
│ ts          │ TIMESTAMP WITH TIME ZONE │ NO      │ PRI     │ NULL              │
│ value       │ DOUBLE                   │ YES     │ NULL    │ NULL              │
│ loaded_at   │ TIMESTAMP WITH TIME ZONE │ YES     │ NULL    │ current_timestamp │
└─────────────┴──────────────────────────┴─────────┴─────────┴───────────────────┘

Why does loaded_at show 2026-03-02 13:11:08+00 for rows I inserted at 14:11 local?""",
    )
    neg(
        "dev:mysql-create-table",
        ["pasted", "schema", "auto_increment"],
        """CREATE TABLE `work_order` (
  `id` bigint unsigned NOT NULL AUTO_INCREMENT,
  `wo_number` varchar(16) NOT NULL,
  `created_at` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
  `updated_at` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (`id`),
  UNIQUE KEY `ux_wo_number` (`wo_number`)
) ENGINE=InnoDB AUTO_INCREMENT=88213 DEFAULT CHARSET=utf8mb4;

Will the timestamp columns break in 2038, and should I switch to DATETIME?""",
    )
    neg(
        "dev:wiki-page-paste",
        ["pasted", "document_dates", "metadata_like_first_lines"],
        """Last edited by m.ncube on 2025-09-14 14:02
Page ID: 88213 · Version 7

Earthing of 33 kV switchgear
Portable earths must be applied at both ends after proving dead with an approved voltage indicator.
Earths are removed in the reverse order.

This is the wiki page as it is now. Is version 7 consistent with what the permit procedure says,
"earths are applied by the authorised person named on the permit"?""",
    )
    neg(
        "dev:eval-log-summary",
        ["pasted", "run_ids_in_question", "json"],
        """Why did accuracy drop between these two runs? Same model, same dataset.

{"run": "2026-02-27T09-12-44+00-00_substation-qa_Lk3eP0aXq8vT2mN7bR1cZd", "accuracy": 0.842, "samples": 417, "epochs": 3}
{"run": "2026-03-02T14-11-08+00-00_substation-qa_9dFh2Kq7Wz4Tn1Pb6Ls0Xe", "accuracy": 0.771, "samples": 417, "epochs": 1}""",
    )
    neg(
        "dev:judge-rubric-fewshot",
        ["instructions", "few_shot", "example_dates"],
        """You grade answers from the maintenance chatbot on a 1-5 scale.

Example 1
Question: When is the next transformer oil sample due for T-4?
Answer: It's due on 2026-05-20, six months after the last sample on 2025-11-20.
Grade: 5 (correct interval, correct date)

Example 2
Question: When was breaker 2T3 last maintained?
Answer: Yesterday.
Grade: 2 (relative date, not verifiable)

Question: What is the earliest date the relay can be retested?
Answer: After the 14-day soak, so from 2026-04-03 at the earliest.
Grade:""",
    )
    neg(
        "dev:a2a-agent-card",
        ["pasted", "config", "json"],
        """Is our agent card valid? The orchestrator refuses to register it.

{
  "protocolVersion": "0.3.0",
  "name": "switching-order-agent",
  "url": "https://agents.gridco.example/switching",
  "version": "2026.02.1",
  "capabilities": {"streaming": true, "pushNotifications": false},
  "defaultInputModes": ["text/plain"],
  "skills": [{"id": "draft-order", "name": "Draft switching order", "tags": ["grid", "safety"]}]
}""",
    )
    neg(
        "dev:a2a-task-debug",
        ["pasted", "ids_in_question", "json"],
        """The orchestrator shows this task as "working" for an hour. Why would it never finish?

{"id": "b8d41f2e-6c0a-4e37-9a15-3f2c8d7e6b90", "contextId": "e1c9a7b5-3d2f-4a68-8c04-7b6e5d4c3a21",
 "status": {"state": "working", "timestamp": "2026-03-02T13:12:44Z"},
 "history": [{"role": "user", "messageId": "7f2a9c1e-5b3d-4e80-a6f4-2c1d0e9b8a73", "parts": [{"kind": "text", "text": "Draft a switching order for F12"}]}]}""",
    )
    neg(
        "dev:fipa-debug",
        ["pasted", "agent_message"],
        """My JADE agent replies NOT_UNDERSTOOD to this. What is malformed?

(request
  :sender (agent-identifier :name scheduler@plant-mas)
  :receiver (set (agent-identifier :name cnc-cell-3@plant-mas))
  :content "(action cnc-cell-3 (machine-job WO-77120 40))"
  :conversation-id conv-2f81c0a9e4d7b631
  :reply-with req-Qx81LmT2pa
  :reply-by 20260302T141500000
  :protocol fipa-request)""",
    )
    neg(
        "dev:chronyc",
        ["pasted", "tool_output", "clock_output"],
        """chronyc tracking on the historian server:

Reference ID    : C0A80A01 (gps-clock.sub.local)
Stratum         : 2
Ref time (UTC)  : Mon Mar 02 13:11:02 2026
System time     : 0.000041210 seconds slow of NTP time
Last offset     : -0.000012884 seconds
RMS offset      : 0.000031102 seconds
Frequency       : 11.482 ppm slow
Leap status     : Normal

Is this server good enough to timestamp SOE events to 1 ms?""",
    )
    neg(
        "dev:cert-manager-status",
        ["pasted", "yaml", "cert_dates"],
        """status:
  conditions:
  - lastTransitionTime: "2026-01-02T09:00:14Z"
    message: Certificate is up to date and has not expired
    reason: Ready
    status: "True"
    type: Ready
  notAfter: "2026-04-02T08:00:13Z"
  notBefore: "2026-01-02T08:00:14Z"
  renewalTime: "2026-03-03T08:00:13Z"

cert-manager shows this for the SCADA web cert. Will it renew before the change freeze that starts
on the 5th?""",
    )
    neg(
        "dev:npm-view-time",
        ["pasted", "tool_output", "release_times"],
        """$ npm view leaflet time --json | tail -5
  "1.9.3": "2022-11-18T10:58:25.407Z",
  "1.9.4": "2023-05-18T08:42:00.136Z",
  "2.0.0-alpha": "2025-05-13T09:00:10.203Z",
  "1.9.5": "2026-02-17T11:20:44.981Z"
}

So 1.9.5 is two weeks old. Does our 3-day minimumReleaseAge rule allow it?""",
    )
    neg(
        "dev:go-version-m",
        ["pasted", "tool_output", "vcs_time"],
        """$ go version -m ./bin/soe-relay
./bin/soe-relay: go1.24.1
	path	gridtools/cmd/soe-relay
	mod	gridtools	(devel)
	build	-trimpath=true
	build	vcs=git
	build	vcs.revision=9f1c2e7ad4b0c35e8a1f6d2b7c4e9a0f3d5b8c21
	build	vcs.time=2026-03-02T13:11:08Z
	build	vcs.modified=true

The binary in the substation says vcs.modified=true. What does that mean for our release process?""",
    )
    neg(
        "dev:pypi-json",
        ["pasted", "api_response", "upload_time"],
        """From https://pypi.org/pypi/pymodbus/json (trimmed):

"releases": {
  "3.8.6": [{"filename": "pymodbus-3.8.6-py3-none-any.whl", "upload_time_iso_8601": "2025-02-20T19:45:12.337109Z", "yanked": false}],
  "3.9.0": [{"filename": "pymodbus-3.9.0-py3-none-any.whl", "upload_time_iso_8601": "2026-02-28T07:02:51.004822Z", "yanked": true, "yanked_reason": "broken RTU framer"}]
}

pip still installs 3.9.0 when I pin pymodbus==3.9.0. Isn't it yanked?""",
    )
    neg(
        "dev:multi-turn-trace",
        ["multi_turn", "pasted_earlier"],
        """User: getting this on the gateway:
2026-03-02 14:11:08,412 ERROR [iec104.link] T1 timeout (15 s) waiting for I-frame ack, closing link
2026-03-02 14:11:08,413 INFO [iec104.link] reconnect in 30 s
Assistant: T1 expired because the outstation didn't acknowledge within 15 s. Check k and w and the
link latency first.
User: k=12 w=8 and ping is 40 ms. so what else could it be?
Assistant:""",
    )
    neg(
        "dev:unrendered-template",
        ["instructions", "unrendered_placeholder"],
        """My system prompt template is:

You are the outage assistant. The current date is {{current_date}} and the customer is {{customer_name}}.

But the model keeps answering "I don't know today's date". The template engine is Jinja2 and I call
template.render(customer_name=name). What am I missing?""",
    )
    neg(
        "dev:user-clock",
        ["user_typed_time", "relative_time"],
        """It's 02:10 here and the historian backfill has been running for 3 h 12 min. It did 41 % so far. If the
rate stays the same, will it finish before the 06:00 shift change?""",
    )
    neg(
        "dev:env-example",
        ["pasted", "config", "secrets_placeholders"],
        """.env.example we ship with the repo:

DATABASE_URL=postgres://oms:change-me@localhost:5432/oms
SESSION_TTL_SECONDS=28800
JWT_ISSUER=https://auth.gridco.example
JWT_AUDIENCE=oms-web
TZ=America/St_Lucia
FEATURE_ETR_V2=2026-04-01

Is it bad practice to use a date as the value of a feature flag like FEATURE_ETR_V2?""",
    )
    neg(
        "dev:code-review-comments",
        ["pasted", "review_thread"],
        """Summarise the disagreement in this review thread in two sentences.

okonkwo (2026-02-27 09:14): 250 ms debounce hides real breaker bounces, we need them in the SOE.
sanne (2026-02-27 09:31): the SOE comes from the RTU, not the HMI. This only affects rendering.
okonkwo (2026-02-27 10:02): then name it renderDebounce and document it.
sanne (2026-02-27 10:05): fine, pushed in diff 3.""",
    )
    neg(
        "dev:stable-agent-prompt",
        ["stable_header", "prompt_revision", "knowledge_cutoff"],
        """Prompt: coding-agent/system
Revision: 2026-02-11 (r14)
Model: gpt-5.1-codex
Knowledge cutoff: 2024-09

# Environment
- Working directory: /workspace/gridtools
- Platform: linux
- Shell: bash 5.2

You are a coding agent. Run tests before you claim something works.

User: why does test_comtrade fail on rate change files?""",
    )
    neg(
        "dev:stable-ci-env",
        ["stable_header", "source_date_epoch", "commit"],
        """SOURCE_DATE_EPOCH=1767225600
GIT_COMMIT=9f1c2e7ad4b0c35e8a1f6d2b7c4e9a0f3d5b8c21
GIT_BRANCH=release/3.9
PIPELINE=gridtools-release

Explain why the wheel built from this commit has a different hash on the two runners although
SOURCE_DATE_EPOCH is set to the release date.""",
    )


def _negatives_industrial() -> None:
    """Exports, records, logs, reports and documents from plants and networks that the user hands over."""
    neg(
        "industrial:spc-csv",
        ["pasted", "csv", "timestamps_in_table"],
        """timestamp,subgroup,x1,x2,x3,x4,x5
2026-03-02T06:00:00+05:30,1,22.0101,22.0098,22.0104,22.0099,22.0102
2026-03-02T06:30:00+05:30,2,22.0109,22.0112,22.0107,22.0110,22.0111
2026-03-02T07:00:00+05:30,3,22.0118,22.0121,22.0116,22.0119,22.0120
2026-03-02T07:30:00+05:30,4,22.0126,22.0131,22.0128,22.0127,22.0129

Is this a trend under the Western Electric rules yet, or do I need more subgroups?""",
    )
    neg(
        "industrial:sap-pm-export",
        ["pasted", "export", "wo_numbers"],
        """Exported from SAP PM (IW38), please tell me which orders are overdue:

Order     Type  Description                    Created     Basic start  Basic finish  Status
4100882   PM02  Replace seal P-104             12.01.2026  02.02.2026   06.02.2026    REL
4100903   PM03  Inspect conveyor C-7 rollers   19.01.2026  09.02.2026   09.02.2026    TECO
4100931   PM01  Leak at flange V-221           28.01.2026  28.01.2026   30.01.2026    REL""",
    )
    neg(
        "industrial:toolsnet-csv",
        ["pasted", "csv", "result_ids"],
        """ResultId;Station;Program;Torque;Angle;Status;DateTime
884102;ST12;P3;44.8;38;OK;2026-03-02 13:02:11
884103;ST12;P3;39.2;61;NOK;2026-03-02 13:02:19
884104;ST12;P3;45.3;36;OK;2026-03-02 13:03:02

Our tightening export. Is 884104 a rework of 884103 or a different bolt? Same station and program.""",
    )
    neg(
        "industrial:ebr-deviation",
        ["pasted", "record", "document_dates"],
        """Deviation DEV-2026-0142
Opened: 2026-02-18 10:14 by K. Mensah
Batch: AMX-26-0418, step 7.3 blend
Description: blender ran 23 min instead of 20 min because the timer was reset after a power dip.
Impact assessment: pending QA
Due: 2026-03-04

Draft the impact assessment paragraph for QA; we think blend uniformity results will tell.""",
    )
    neg(
        "industrial:epcis-xml",
        ["pasted", "xml", "event_times"],
        """<epcis:EPCISDocument schemaVersion="2.0" creationDate="2026-03-10T07:15:02.118+03:00">
  <EPCISBody><EventList>
    <AggregationEvent>
      <eventTime>2026-03-10T07:12:09.870+03:00</eventTime>
      <eventTimeZoneOffset>+03:00</eventTimeZoneOffset>
      <parentID>urn:epc:id:sscc:6164003.0000041287</parentID>
      <action>ADD</action>
      <bizStep>urn:epcglobal:cbv:bizstep:packing</bizStep>
    </AggregationEvent>
  </EventList></EPCISBody>
</epcis:EPCISDocument>

A partner rejects this file saying the childEPCs are missing. They are, aren't they?""",
    )
    neg(
        "industrial:cmm-header",
        ["pasted", "report", "metadata_like_first_lines"],
        """Date: 02.03.2026
Time: 14:11
Operator: R. Balci
Part: 88-FL-204 rev B, serial 1417
Program: FL204_OP60.prg

Feature     Nominal   Tol +/-   Actual    Dev
Bore A      22.000    0.010     22.013    +0.013  ***
Flatness    0.000     0.020     0.011     0.011
Position B  0.000     0.050     0.038     0.038

Is bore A the only out-of-tolerance feature? What should I tell the machinist?""",
    )
    neg(
        "industrial:8d-report",
        ["pasted", "report", "document_dates"],
        """8D report 2026-0117 (draft)
D1 team: M. Hric (lead), J. Fedor, S. Kral - formed 2026-01-19
D2 problem: 14 harnesses with pins 3/4 swapped at X12, found at customer incoming 2026-01-16
D3 containment: 100 % check of stock, 2 suspect lots quarantined 2026-01-20
D4 root cause: (open)

We are stuck at D4. Suggest how to structure the 5-why for the crimping station.""",
    )
    neg(
        "industrial:sparkplug-pasted",
        ["pasted", "json", "timestamp_first_member"],
        """{"timestamp": 1772457068412, "metrics": [
  {"name": "Hydraulic/Pressure", "alias": 12, "timestamp": 1772457068401, "dataType": "Float", "value": 171.4},
  {"name": "Hydraulic/OilTemp", "alias": 13, "timestamp": 1772457068401, "dataType": "Float", "value": 58.2}
], "seq": 41}

I captured this DDATA with mosquitto_sub. Why do the metric timestamps differ from the payload
timestamp, and is that allowed by the spec?""",
    )
    neg(
        "industrial:mtconnect-pasted",
        ["pasted", "xml", "header_like"],
        """I ran curl http://agent-01:5000/current and got this. Why is nextSequence lower than lastSequence?

<MTConnectStreams>
  <Header creationTime="2026-03-02T06:11:41Z" sender="agent-01" instanceId="1764312000" version="2.3"
          bufferSize="131072" nextSequence="48121" firstSequence="1" lastSequence="48120"/>
  <Streams>
    <DeviceStream name="VMC-3">
      <Events><Execution timestamp="2026-03-02T06:11:38.902Z">STOPPED</Execution></Events>
    </DeviceStream>
  </Streams>
</MTConnectStreams>""",
    )
    neg(
        "industrial:uaexpert-read",
        ["pasted", "tool_output", "source_timestamps"],
        """UaExpert Data Access View export:

Node                          Value    Status             Source Timestamp          Server Timestamp
ns=3;s=Extruder4.Zone3.Temp   212.6    Good               02.03.2026 09:12:55.400   02.03.2026 09:12:55.412
ns=3;s=Extruder4.MeltPress    0        BadSensorFailure   02.03.2026 08:47:03.015   02.03.2026 09:12:55.412

The melt pressure source timestamp is 25 minutes old. Does that mean the sensor stopped at 08:47?""",
    )
    neg(
        "industrial:logix-faults",
        ["pasted", "log", "plc"],
        """Controller fault log from Studio 5000 (copied):

02/03/2026 08:41:12  Type 4 Code 20  Array subscript too large  Program:Stacker Routine:Count Rung 14
02/03/2026 08:41:12  Type 1 Code 1   Power-up fault
01/03/2026 22:10:05  Type 3 Code 16  I/O module fault  Slot 5 1756-IF8

What does Type 4 Code 20 mean and how do I find the bad index?""",
    )
    neg(
        "industrial:s7-diag-buffer",
        ["pasted", "log", "plc"],
        """Diagnostic buffer, CPU 1515-2 PN:

No.  Time                       Date         Event
1    14:11:08.412               02.03.2026   STOP due to programming error: area length error
2    14:11:08.409               02.03.2026   Area length error when reading, DB 12, access DBW 480
3    06:00:02.117               02.03.2026   Mode transition from STARTUP to RUN

DB12 is 480 bytes. Why does reading DBW 480 fail?""",
    )
    neg(
        "industrial:codesys-log",
        ["pasted", "log", "plc"],
        """CODESYS PLC log (Raspberry Pi):

2026-03-02 14:11:08  Warning  CmpSchedule  Task 'MainTask' watchdog: cycle time 12 ms > 10 ms (1 time)
2026-03-02 14:11:09  Error    CmpSchedule  Task 'MainTask' exception: watchdog, application stopped
2026-03-02 14:11:09  Info     CmpApp       Application 'Palletiser' state: stop

the task is 10 ms with 10 ms watchdog, sensitivity 1. should I raise the watchdog or fix the code?""",
    )
    neg(
        "industrial:iec104-capture",
        ["pasted", "capture", "cp56time"],
        """Wireshark summary of our IEC 104 capture:

No.   Time        Source        Destination   Info
4812  41.208331   10.20.1.5     10.20.9.2     I(1234,567) ASDU=12 M_SP_TB_1 Spont IOA=4001 SPI=ON  CP56Time 02-03-26 14:11:08.412 (IV=0)
4813  41.208902   10.20.9.2     10.20.1.5     S(568)
4821  56.210004   10.20.1.5     10.20.9.2     U(TESTFR act)

Why is there no S-frame for 15 s before TESTFR? Is w=8 too big for this link?""",
    )
    neg(
        "industrial:dnp3-events",
        ["pasted", "log", "event_times"],
        """DNP3 event log from the RTU (class 1):

2026-03-02 14:02:17.331  BI 12  CB 2T3 open      quality ONLINE
2026-03-02 14:02:17.352  BI 13  CB 2T3 trip coil quality ONLINE
2026-03-02 14:02:18.004  AI 44  T3 load 0.0 MW   quality ONLINE

Master shows the same events with 14:02:19 times. Which clock is wrong, the RTU or the master?""",
    )
    neg(
        "industrial:soe-list",
        ["pasted", "soe", "ms_times"],
        """Sequence of events from Hwange 330 kV (exported):

02/03/2026 14:02:17.331  BB2 87B OPERATED
02/03/2026 14:02:17.338  CB 2T1 OPEN
02/03/2026 14:02:17.352  CB 2T3 OPEN
02/03/2026 14:02:17.361  CB 2T5 OPEN
02/03/2026 14:02:18.004  T3 BUCHHOLZ ST1 ALARM

Ngicela ungitshele ukuthi kwenzakalani kuqala.""",
    )
    neg(
        "industrial:comtrade-cfg",
        ["pasted", "comtrade", "start_time_line"],
        """Station Bravo,REL-L12,2013
6,4A,2D
1,IA,A,,A,0.012207,0,0,-32767,32767,1200,1,P
2,IB,B,,A,0.012207,0,0,-32767,32767,1200,1,P
50
1
4800,2400
02/03/2026,14:02:17.280000
02/03/2026,14:02:17.330000
ASCII
1

This is the .cfg of the fault record. How long before the trigger does the recording start, in
samples?""",
    )
    neg(
        "industrial:sel-event-report",
        ["pasted", "relay_report", "metadata_like_first_lines"],
        """Date: 03/02/26    Time: 14:02:17.331
Serial Number: 1234567890
FID=SEL-751-R400-V0-Z008004-D20250131

Event: AG T   Location: 3.41 mi   Shot: 0   Targets: TRIP 51G
Currents (A Pri), ABCNGQ: 812  410  402  391  402  12

This is from the feeder relay. Was this a ground fault, and why 51G and not 50G?""",
    )
    neg(
        "industrial:switching-order-doc",
        ["pasted", "document", "step_times"],
        """Switching order SO-2026-0311 (executed), Mbarara substation

Step  Time   Device     Operation          By
1     08:02  CB F3      open               J. Tumwine
2     08:04  DS F3-1    open               J. Tumwine
3     08:07  ES F3-1    close              J. Tumwine
4     08:10  -          permit PTW-4471 issued to A. Kato

Restoration steps were not recorded. Write them in reverse order for the file.""",
    )
    neg(
        "industrial:oms-record",
        ["pasted", "record", "etr"],
        """Outage OMS-2026-1187
Feeder: CF-4 Castries North
Started: 2026-03-02 16:42
Customers: 1,912
ETR: 2026-03-02 19:30 (set 17:25 by dispatcher 4)
Cause: tree contact, confirmed 18:02

Write an SMS to affected customers from this record, under 160 characters.""",
    )
    neg(
        "industrial:pmu-frame",
        ["pasted", "synchrophasor", "soc_fracsec"],
        """C37.118 data frame decoded by PMU Connection Tester:

IDCODE=41  SOC=1772457068  FRACSEC=0x00061A80  STAT=0x0000
PHASOR VA  63.51 kV  -12.4 deg
PHASOR IA  412.2 A   -41.0 deg
FREQ 49.982 Hz  DFREQ -0.02 Hz/s

TIME_BASE is 1000000. What is the exact time of this frame, and is the phase angle plausible?""",
    )
    neg(
        "industrial:lab-bench-sheet",
        ["pasted", "lab_sheet", "times_in_table"],
        """Bench sheet, filtration plant, 02/03/2026

Time   Raw NTU  Settled NTU  Filter 1  Filter 2  Free Cl2 (mg/L)
06:00  7.8      1.9          0.12      0.18      1.1
08:00  8.4      2.4          0.14      0.29      1.0
10:00  8.1      2.8          0.15      0.41      1.0

Filter 2 is creeping up. Is that the settled water or the filter itself?""",
    )
    neg(
        "industrial:pi-webapi",
        ["pasted", "api_response", "timestamp_fields"],
        """I called /streams/{webId}/recorded and got:

{"Items": [
  {"Timestamp": "2026-03-02T03:00:00Z", "Value": 21.4, "Good": true},
  {"Timestamp": "2026-03-02T04:00:00Z", "Value": 18.1, "Good": true},
  {"Timestamp": "2026-03-02T05:00:00Z", "Value": 16.7, "Good": true}
], "Links": {}}

Why are these on the hour exactly? The pressure logger records every 10 s.""",
    )
    neg(
        "industrial:sbr-cycle-log",
        ["pasted", "log", "cycle_times"],
        """SBR-3 cycle log:

Cycle 5809  start 02/03 02:00  fill 45  react 120  settle 60  decant 45  DO avg 1.9
Cycle 5810  start 02/03 06:30  fill 45  react 120  settle 60  decant 45  DO avg 1.2
Cycle 5811  start 02/03 11:00  fill 45  react 120  settle 60  decant 45  DO avg 0.7

DO is dropping cycle by cycle. Blower or load?""",
    )
    neg(
        "industrial:edm-spill-report",
        ["pasted", "report", "event_times"],
        """EDM return for Millbrook Road CSO, February 2026:

Spill  Start             Stop              Duration
1      2026-02-03 21:10  2026-02-04 00:45  3 h 35 min
2      2026-02-14 03:20  2026-02-14 07:55  4 h 35 min
3      2026-02-27 16:05  2026-02-27 16:25  0 h 20 min

Using the 12/24 counting method, how many spills do we report for February?""",
    )
    neg(
        "industrial:boil-water-notice",
        ["pasted", "document", "document_dates"],
        """BOIL WATER ADVISORY - issued 2026-02-27 18:00 by the Band Council and the Environmental Public
Health Officer. Applies to all homes on the north loop. Boil water for at least one minute before
drinking. This advisory stays in place until two consecutive sets of samples, 24 hours apart, are
clear.

Samples: 2026-03-01 clear, 2026-03-02 clear. Can we lift the advisory now?""",
    )
    neg(
        "industrial:cleanroom-audit-trail",
        ["pasted", "audit_trail", "gmp"],
        """Audit trail (EMS, FR-2):

2026-03-02 10:04:11  u.rana     Alarm acknowledged  0.5 µm count 366,400 > 352,000  comment: "door left open"
2026-03-02 10:19:40  u.rana     Alarm limit changed 352,000 → 400,000              comment: "temporary"
2026-03-02 10:20:02  s.qureshi  Alarm limit changed 400,000 → 352,000              comment: "not approved"

Is the 10:19 change a data integrity issue under Part 11, even though it was reverted?""",
    )
    neg(
        "industrial:dcim-export",
        ["pasted", "export", "alarm_times"],
        """DCIM alarm export:

Severity,Device,Message,Raised,Cleared
Major,CRAC-4,Compressor lockout,2026-03-02 02:10:44,
Minor,PDU-B2,Load 82 %,2026-03-02 05:31:02,2026-03-02 06:02:15
Major,CRAC-2,Supply air 24.8 C,2026-03-02 06:40:11,

How many major alarms are still open and since how long?""",
    )
    neg(
        "industrial:escalator-events",
        ["pasted", "event_log"],
        """ESC-04 event log (downloaded from the controller):

2026-03-02 09:58:12  HANDRAIL_DEV  7 %
2026-03-02 10:03:40  STEP_MISSING  TRIPPED
2026-03-02 10:03:41  BRAKE         APPLIED
2026-03-02 10:31:55  RESET         by tech 112

Was it safe to reset after 28 minutes without a step inspection?""",
    )
    neg(
        "industrial:loler-report",
        ["pasted", "report", "exam_dates"],
        """REPORT OF THOROUGH EXAMINATION (LOLER 1998, reg. 9)
Equipment: passenger lift, 13 persons / 1000 kg, serial LK-88213
Date of examination: 14/01/2026
Date of next examination: 14/07/2026
Defects requiring attention within 1 month: car door restrictor inoperative
Report number: TE-2026-00418

The contractor hasn't fixed the restrictor yet. Is the lift legally allowed to run?""",
    )
    neg(
        "industrial:entrapment-log",
        ["pasted", "call_log"],
        """Entrapment calls, L2, February:

03/02  11:42  released 12:10  cause: door lock contact
11/02  18:05  released 18:31  cause: power dip
27/02  09:12  released 09:50  cause: door lock contact

Three in a month. Bagaimana do ni laporan ni tu pengelola?""",
    )
    neg(
        "industrial:axle-counter-log",
        ["pasted", "log", "rail"],
        """Fault desk log, AC-112:

2026-03-02 04:11  AC-112 occupied, no train reported (signaller Kiruna)
2026-03-02 04:19  technician requested, ETA 05:30
2026-03-02 05:41  sweep train run at 40 km/h, section clear
2026-03-02 05:44  preparatory reset authorised by signaller, ref RST-2026-0311

Is a sweep train required before every preparatory reset, or only after a reset failure?""",
    )
    neg(
        "industrial:jru-extract",
        ["pasted", "log", "etcs"],
        """JRU extract, train 8102:

02.03.2026 07:41:12.4  LEVEL 2  MODE FS  V=118 km/h  EoA 4.1 km
02.03.2026 07:41:40.9  RBC LINK SUPERVISION TIMEOUT
02.03.2026 07:41:41.0  MODE TR  SERVICE BRAKE
02.03.2026 07:42:55.2  MODE PT

Was the trip caused by the train or by the RBC?""",
    )
    neg(
        "industrial:balise-telegram",
        ["pasted", "telegram", "hex"],
        """Balise BG 1471 telegram (decoded):

Q_UPDOWN=1 M_VERSION=32 Q_MEDIA=0 N_PIG=0 N_TOTAL=1 M_DUP=0 M_MCOUNT=255 NID_C=71 NID_BG=1471
Packet 5: linking, D_LINK=1200, NID_BG=1472
Raw: 90A1F4E22C0B7F3D91AC04E2B7C3D5E9F01A2B3C4D5E6F708192A3B4C5D6E7F80

M_MCOUNT=255 - does that mean the telegram never changes? We are replacing the balise.""",
    )
    neg(
        "industrial:track-circuit-logger",
        ["pasted", "csv", "logger"],
        """TC 3412 data logger, 1 s averages:

02/03/2026 03:00:00, 0.42 V
02/03/2026 03:00:01, 0.41 V
02/03/2026 03:00:02, 0.12 V
02/03/2026 03:00:03, 0.11 V
02/03/2026 03:00:04, 0.43 V

No train was there at 03:00. What drops a track circuit for two seconds like that?""",
    )
    neg(
        "industrial:signal-maint-schedule",
        ["pasted", "schedule", "due_dates"],
        """Signalling maintenance schedule, Kiruna area:

Asset     Task                        Interval  Last done   Next due
PM 114A   points service              13 w      2025-12-08  2026-03-09
AC-112    axle counter head check     26 w      2025-09-22  2026-03-23
SIG K12   lamp proving test           52 w      2025-05-04  2026-05-04

Which tasks fall in the March possession on the 21st-22nd?""",
    )
    neg(
        "industrial:inverter-event-log",
        ["pasted", "event_log", "solar"],
        """INV-17 event log (exported):

2026-03-02 11:48:02  Evt1 0x00000004  DC overvoltage          1012 V
2026-03-02 11:48:02  St   FAULT
2026-03-02 12:20:41  St   STANDBY
2026-03-02 12:21:03  St   MPPT

The DC voltage limit is 1000 V. Was the array open-circuit at noon because of low temperature?""",
    )
    neg(
        "industrial:tracker-stow-log",
        ["pasted", "log", "solar"],
        """Tracker controller TC-08 stow log:

02-03-2026 15:41:20  WIND_STOW  gust 18.6 m/s (3 s)  target 0 deg
02-03-2026 15:42:05  AT_STOW    rows 1-24
02-03-2026 16:25:00  RESUME     10-min mean 9.1 m/s

Why did it wait 43 minutes to resume?""",
    )
    neg(
        "industrial:wind-10min",
        ["pasted", "csv", "scada_10min"],
        """WTG-07 10-minute SCADA:

PCTimeStamp,WindSpeed,NacellePos,WindDir,ActivePower,State
2026-03-02 10:00:00,12.8,186.0,214,2380,RUN
2026-03-02 10:10:00,13.1,187.0,218,2410,RUN
2026-03-02 10:20:00,13.4,187.0,220,0,STOP 3130

Yaw misalignment 33 degrees before the stop. Is the yaw system or the wind vane at fault?""",
    )
    neg(
        "industrial:blade-report",
        ["pasted", "report", "serials_dates"],
        """Blade inspection report, WTG-22 blade B (serial LM58.8-22B-4471)
Inspection date: 2026-02-26, drone, 42 images
Finding 1: leading edge erosion, 0-3 m from tip, category 3
Finding 2: crack at root bolt flange, 40 mm, category 4
Previous inspection: 2025-03-11, category 2 erosion only

Which finding needs the turbine stopped?""",
    )
    neg(
        "industrial:curtailment-order",
        ["pasted", "instruction", "validity_times"],
        """From the TSO dispatch message:

INSTRUCTION NO. 2026/03/0212
Plant: Parque Eólico Malleco
Type: curtailment, reason: transmission constraint 220 kV
Setpoint: 60 MW (from 182 MW)
Valid from: 02-03-2026 14:30 until 02-03-2026 18:00 (CLT)

Chem mew ka femngechi? How many MWh do we lose if the wind stays at 170 MW available?""",
    )
    neg(
        "industrial:ili-feature-list",
        ["pasted", "table", "clock_positions"],
        """ILI feature list (MFL run 2025-11):

Feature  Odometer (m)  Type               Depth %wt  Length mm  Orientation
F-1182   113,402       external ML        41         62         05:30
F-1190   115,880       external ML        18         30         06:00
F-1201   117,015       dent with ML       2.1 % OD   -          04:00

Per ASME B31.8S, which of these are immediate repairs?""",
    )
    neg(
        "industrial:cips-survey",
        ["pasted", "survey", "cp"],
        """CIPS survey, KP 112-113 (on/off, mV CSE):

KP       On     Off    Date
112.000  -1210  -920   2026-02-11
112.200  -1180  -880   2026-02-11
112.400  -1050  -790   2026-02-11
112.600  -1190  -910   2026-02-11

Is KP 112.400 below the -850 mV off criterion, and is that near the ILI dent?""",
    )
    neg(
        "industrial:cpm-alarm-log",
        ["pasted", "log", "pipeline"],
        """CPM alarm history, line 14:

2026-03-02 03:12  imbalance 28 bbl/h / 30 min  ALARM   ack by controller 2
2026-03-02 03:41  imbalance 12 bbl/h / 30 min  CLEAR
2026-03-02 05:55  imbalance 38 bbl/h / 30 min  ALARM   ack by controller 2

Pattern looks like the flow meter at Raceland drifting with temperature, not a leak. Agree?""",
    )
    neg(
        "industrial:phmsa-form",
        ["pasted", "form", "document_dates"],
        """Part A of our draft PHMSA 7000-1 accident report:

A4 Local time and date of the accident: 02/14/2026 03:20
A6 Date and time operator identified failure: 02/14/2026 04:05
A9 Time of NRC report: 02/14/2026 05:10, NRC report number 1402871
A10 Estimated volume released: 18 bbl

Is the NRC notification within the required one hour of confirmed discovery?""",
    )
    neg(
        "industrial:iso17025-cert",
        ["pasted", "certificate", "cal_dates"],
        """CALIBRATION CERTIFICATE No. CL-2026-00412
Item: pressure transmitter 0-16 bar, tag PT-2207, serial 8713-0042
Date of calibration: 2025-12-03
Recommended recalibration: 2026-12-03
Ambient: 21.4 °C, 44 %rh
Result at 8 bar: 8.004 bar, expanded uncertainty 0.006 bar (k=2)

Our auditor says "recommended recalibration" on a 17025 certificate is not allowed. Is that right?""",
    )
    neg(
        "industrial:cal-due-list-user",
        ["pasted", "export", "due_dates"],
        """I exported our due list from the calibration software last Friday:

Tag      Description         Due         Status
FT-1101  Coriolis DN50       2026-02-27  OVERDUE
PT-2207  PT 0-16 bar         2026-12-03  OK
TT-0412  RTD Pt100           2026-06-18  OK
LT-3003  Radar level         2026-03-05  DUE SOON

Write the email to production asking for FT-1101 to be released for calibration.""",
    )
    neg(
        "industrial:iso9001-report",
        ["pasted", "report", "ncr_numbers"],
        """Internal audit report IA-2026-03, clause 8.7
Date of audit: 2026-02-24
Finding NCR-26-007 (minor): nonconforming flanges stored next to released stock without tag.
Finding NCR-26-008 (minor): MRB decision for NCR-25-044 not signed.
Closure due: 2026-03-24

Write the corrective action for NCR-26-007 with a root cause, not just "retrain staff".""",
    )
    neg(
        "industrial:ncr-form",
        ["pasted", "form", "metadata_like_first_lines"],
        """Created: 2026-02-19 08:40
NCR No: NCR-26-004
Part: flange 88-FL-204, lot 2026-0219
Qty affected: 120
Defect: bolt hole chamfer 0.3 mm oversize
Disposition: (open)

Use-as-is, rework or scrap? The chamfer is not on the drawing's critical list.""",
    )
    neg(
        "industrial:ptp-pmc",
        ["pasted", "tool_output", "clock_output"],
        """pmc -u -b 0 'GET TIME_STATUS_NP' on MU-3:

sending: GET TIME_STATUS_NP
	ac1f6b.fffe.1c2d3e-1 seq 0 RESPONSE MANAGEMENT TIME_STATUS_NP
		master_offset              41
		ingress_time               1772457105412345678
		cumulativeScaledRateOffset +0.000000000
		gmPresent                  true
		gmIdentity                 ac1f6b.fffe.000001

Is an offset of 41 ns fine for IEC 61850-9-2 sampled values?""",
    )
    neg(
        "industrial:modbus-dump",
        ["pasted", "registers", "epoch_registers"],
        """mbpoll output, holding registers 40001-40008 of the flow computer:

[40001]: 26914
[40002]: 40652
[40003]: 4
[40004]: 1812
[40005]: 0
[40006]: 17
[40007]: 2026
[40008]: 3

The manual says 40001-40002 are the last batch end time as a 32-bit Unix time, high word first. What
time is it, and do 40007-40008 agree?""",
    )
    neg(
        "industrial:user-plc-clock",
        ["user_typed_time"],
        """Our PLC clock says 14:13 but the HMI shows 13:13 and the historian shows 13:13 too. We changed to
summer time on Sunday. Which one is wrong and where do I set DST on an S7-1500?""",
    )
    neg(
        "industrial:multi-turn-alarm",
        ["multi_turn", "pasted_earlier"],
        """User: the boiler keeps tripping:
02/03 05:12:41 FLAME FAILURE BURNER 2
02/03 05:12:42 LOCKOUT
02/03 05:40:03 RESET
02/03 06:03:17 FLAME FAILURE BURNER 2
Assistant: Two flame failures 50 minutes apart on the same burner point to the flame scanner or the
pilot. Has the scanner lens been cleaned?
User: cleaned it yesterday. the pilot looks weak though.
Assistant:""",
    )
    neg(
        "industrial:few-shot-extraction",
        ["instructions", "few_shot", "example_dates"],
        """Extract the work order fields as JSON.

Input: "Replace seal on P-104, found leaking 12.01.2026 at 07:40, priority 2"
Output: {"asset": "P-104", "task": "replace seal", "found": "2026-01-12T07:40", "priority": 2}

Input: "Inspect conveyor C-7 rollers, noisy since 19.01.2026, priority 3"
Output: {"asset": "C-7", "task": "inspect rollers", "found": "2026-01-19", "priority": 3}

Input: "Leak at flange V-221 noticed 28.01.2026 14:05, priority 1"
Output:""",
    )
    neg(
        "industrial:relative-times",
        ["relative_time"],
        """The transformer alarm came in about 40 minutes ago, the crew left 15 minutes later and they say
they're 20 minutes out. The customer keeps asking how long. What should I tell them?""",
    )
    neg(
        "industrial:forwarded-email",
        ["pasted", "email", "metadata_like_first_lines"],
        """---------- Forwarded message ---------
From: Calibration Lab <lab@metrocal.example>
Date: Mon, 2 Mar 2026 09:12:44 +0100
Subject: Certificate CL-2026-00412 revised
Message-ID: <20260302091244.4F2A19C0@metrocal.example>

Dear customer, the attached revision corrects the serial number on page 1. No results changed.

Do we need to re-approve the instrument in our system if only the serial on the certificate changed?""",
    )
    neg(
        "industrial:sms-from-utility",
        ["pasted", "sms"],
        """Got this SMS this morning:

"LUCELEC: Planned outage 04/03/2026 08:00-14:00, Castries North (CF-4), for line maintenance. Ref
PO-2026-0311. Info 457-4-LUCELEC"

Mwen ni an frizè ki plen. Èske manjé a ké rété bon pou 6 è?""",
    )
    neg(
        "industrial:quoted-alarm",
        ["pasted", "quoted"],
        """> 02.03.2026 03:00:02  TC 3412  DOWN
> 02.03.2026 03:00:04  TC 3412  UP
> 02.03.2026 03:14:51  TC 3412  DOWN
> 02.03.2026 03:14:52  TC 3412  UP

a colleague posted this in the team chat. bobbing track circuit, or is it the logger?""",
    )


def _negatives_stable() -> None:
    """Program positions holding only stable look-alikes, user-typed clocks and plain controls."""
    neg(
        "stable:plant-header",
        ["stable_header", "firmware_date", "calibration_due"],
        """Site: Point Lisas A2
Line: ammonia converter loop
Shift pattern: 4 x 12 h since 2021
DCS: Experion PKS R530.2 (2025-06-30)
Analyzer AT-11 calibration due: 2027-03-01
Time zone: America/Port_of_Spain

You help the board operators with procedures. Quote the procedure number.

Operator: what is the procedure to put the analyzer AT-11 in maintenance bypass?
Assistant:""",
    )
    neg(
        "stable:substation-scl",
        ["stable_header", "scl_version", "ied_names"],
        """Substation: Kisumu East 132/33 kV
SCL file: KSM_EAST.scd, version 2026-01-14, revision 7
IEC 61850 edition: 2.1
IEDs: REL_L12_MAIN1, REL_L12_MAIN2, BCU_F12, MU_3, MU_4
Commissioned: 2019-11-04

You answer questions about the station's protection and control scheme from the SCL summary.

Engineer: which IEDs subscribe to the GOOSE from BCU_F12?
Answer:""",
    )
    neg(
        "stable:opcua-config",
        ["stable_header", "namespace_uri_with_date", "cert_expiry"],
        """ApplicationUri: urn:gridco:palletiser:line2
Namespace: http://gridco.example/UA/Palletiser/2025/11/
Security policy: Basic256Sha256, SignAndEncrypt
Client certificate thumbprint: 3A9F0C41B27E58D1C6A04F2E9B7D3C15A8E60F42
Certificate valid until: 2028-06-30

You help controls engineers configure OPC UA clients. Be precise about node ids.

Engineer: the namespace index changed from 3 to 4 after the server update. how do I make my client robust?
Assistant:""",
    )
    neg(
        "stable:mqtt-edge",
        ["stable_header", "client_ids"],
        """MQTT broker: mqtts://broker.plant.local:8883
Client ID: edge-line2-plc07
Sparkplug group: Press
Edge node: Line2
Keepalive: 30 s
Last will: spBv1.0/Press/NDEATH/Line2

You explain MQTT and Sparkplug behaviour to controls engineers.

Engineer: why does the broker publish NDEATH when the edge node reboots cleanly?
Assistant:""",
    )
    neg(
        "stable:calibration-lab",
        ["stable_header", "accreditation"],
        """Laboratory: Metrocal Colombo
Accreditation: ISO/IEC 17025:2017, SLAB certificate CL-088, scope rev. 2025-09-01
Reference standard: Fluke 2700G, cal. certificate NPL-2025-4412, valid to 2026-09-30
Quality manual: QM-01 issue 11

You help technicians write uncertainty budgets. Show every contribution.

Technician: do I include the reference standard's drift between calibrations?
Assistant:""",
    )
    neg(
        "stable:water-permit",
        ["stable_header", "permit_dates"],
        """Works: Millbrook WwTW
Permit: EPR/AB1234CD, effective 2024-04-01
Population equivalent: 48,000
Limits: BOD5 25 mg/l, COD 125 mg/l, TSS 35 mg/l

You help the process team with compliance questions.

Process lead: if one composite sample fails COD, is that a permit breach straight away?
Assistant:""",
    )
    neg(
        "stable:pipeline-data",
        ["stable_header", "install_year"],
        """Pipeline: Sui-Karachi 24" line, segment KP 112-118
MAOP: 72 bar
Grade: API 5L X52, wall 9.5 mm
Installed: 1987
Last ILI: MFL, 2025-11

You answer integrity engineering questions with ASME B31.8S references.

Engineer: what reassessment interval applies after this ILI?
Answer:""",
    )
    neg(
        "stable:rail-line",
        ["stable_header", "versions"],
        """Line: Malmbanan, Kiruna - Riksgränsen
Interlocking: Ebilock 950 R4
ETCS: not fitted (ATC-2)
GSM-R: yes
Axle counters: Frauscher ACS2000, firmware 3.4.2

You help the signalling technicians. Always remind them of the permit from the signaller.

Technician: can I swap an axle counter head without a possession?
Assistant:""",
    )
    neg(
        "stable:wind-farm",
        ["stable_header", "commissioning", "warranty"],
        """Wind farm: Malleco, 72 x V150-4.2 MW
Commissioned: 2023-09-18
Full-service warranty until: 2028-09-17
SCADA: 10-minute data, UTC-4 fixed

You help the site team with turbine questions. Reply in Spanish or Mapudungun as the technician writes.

Técnico: ¿cada cuánto se revisan los pernos de las palas?
Assistant:""",
    )
    neg(
        "stable:solar-plant",
        ["stable_header", "cod"],
        """Plant: Sheikh Zayed solar, Nouakchott
Capacity: 50 MWp, 17 central inverters
COD: 2024-11-30
Inverter firmware: 5.12.3

انت مساعد فنيي المحطة. جاوب بالحسانية.

المستعمل: كم مرة نغسلو الألواح في الشهر؟""",
    )
    neg(
        "stable:lift-register",
        ["stable_header", "exam_dates"],
        """Building: Menara Kesawan, Medan
Lifts: L1-L4, 1000 kg, 13 persons, installed 2016
Maintenance contract: monthly, contractor PT Lift Nusantara
Next statutory inspection: 2026-08-12

Ho do pangurupi ni petugas lift. Alusi ma marhata Batak Toba.

Petugas: Sadia hali lift i ingkon dipareksa?""",
    )
    neg(
        "stable:ci-header",
        ["stable_header", "runner_labels", "digest"],
        """Runner: build-agent-07 (linux, arm64, 16 vCPU)
Image: ghcr.io/gridco/ci-arm@sha256:5d1e7a0c9b2f4e6d8a3c1b0f9e7d5c3a1b9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d
Toolchain: arm-none-eabi-gcc 14.2.1
Cache: enabled

You explain CI failures to the firmware team.

Developer: why does the arm runner take twice as long to link as the x86 one?
Explanation:""",
    )
    neg(
        "stable:review-bot-config",
        ["stable_header", "rules_revision"],
        """Review profile: strict
Base branch: main
Rules revision: 2026-01 (security + style)
Ignored paths: vendor/, gen/

You review diffs for the SCADA HMI team.

Developer: can you review only the tests in this PR? The rest was reviewed yesterday.
Review:""",
    )
    neg(
        "stable:ide-plugin-build",
        ["stable_header", "plugin_build"],
        """IDE: IntelliJ IDEA 2026.1 (build 261.22158.182)
Plugin: Assistant 2026.1.3
JDK: 21.0.6
Project SDK: 21

Explain why Gradle sync says "Unsupported class file major version 65" in one paragraph.""",
    )
    neg(
        "stable:a2a-registry",
        ["stable_header", "agent_ids"],
        """Registered agents:
- switching-order-agent (v2026.02.1) - skills: draft-order
- outage-comms-agent (v1.4.0) - skills: customer-sms, status-page
- crew-scheduler (v3.0.2) - skills: assign-crew

You route the dispatcher's request to exactly one agent and say which.

Dispatcher: tell the customers on CF-4 the power will be back around 19:30.
Route:""",
    )
    neg(
        "stable:operator-cert-oj",
        ["stable_header", "certificate_validity"],
        """Operator: R. Kakegamic
Certificate: Water Treatment Class 2, valid to 2027-08-31
Plant: Class 2 water treatment, 2 filters, chlorine disinfection

You help the operators in plain English; keep the Ojibwe words they use.

Operator: aaniin, the chlorine analyser reads 0.2 lower than my grab sample. which one do I trust?
Assistant:""",
    )
    neg(
        "stable:hydro-unit-ks",
        ["stable_header", "commissioning"],
        """Station: Uri-I hydro, 4 x 120 MW
Commissioned: 1997
Governor: Voith, upgraded 2019
Unit 2 runner replaced: 2022

تۄہیہ چھِو پاور ہاؤسچ کنٹرول روم اسسٹنٹ۔

صارف: گورنرُک آئل کیُتھ پٲٹھؠ چیک کرُن؟""",
    )
    neg(
        "stable:power-dip-user",
        ["user_typed_time", "relative_time"],
        """We lost the 33 kV supply at about half past two and it came back 20 minutes later. The UPS ran the
SCADA servers but the historian collector restarted. How do I find which tags have a gap?""",
    )
    neg(
        "stable:exercise-sentence",
        ["exercise_content", "dates_in_prose"],
        """Translate into Pennsylvania Dutch for our safety board:

"On 2 March 2026 at 14:10 the edge bander's glue pot overheated. Nobody was hurt. From 9 March, glue
pots are checked at the start of every shift."
""",
    )
    neg(
        "control:plain-dev",
        ["plain"],
        """You are a helpful coding assistant. Explain things simply.

User: What is the difference between a process and a thread?
Assistant:""",
        hard=False,
    )
    neg(
        "control:plain-industrial",
        ["plain"],
        """You help maintenance technicians. Keep answers short and safe.

Technician: What does a VFD do on a centrifugal pump?
Assistant:""",
        hard=False,
    )


# --- generated families ----------------------------------------------------------------------------------

BODIES: list[tuple[str, str, str, str, str | None]] = [
    (
        "rtu-firmware",
        "en",
        "You help the firmware team with the RTU codebase. Answer with code when useful.",
        "How do I make the Modbus map generator fail on duplicate register addresses?",
        "Assistant:",
    ),
    (
        "ci-explainer",
        "en-ke",
        "You explain CI failures to developers in plain words and suggest the smallest fix.",
        "The lint job says E501 line too long but our config sets 110, why?",
        "Explanation:",
    ),
    (
        "sql-helper",
        "en-pk",
        "You write PostgreSQL for the meter data warehouse. Output the query, then one sentence.",
        "Monthly peak demand per feeder for 2025, please.",
        "SQL:",
    ),
    (
        "notebook",
        "en-ph",
        "You are the notebook assistant for the analytics team. Prefer vectorised pandas.",
        "How do I resample 1-second readings to 1-minute means without losing the timezone?",
        "Assistant:",
    ),
    (
        "review",
        "en-gh",
        "You review pull requests for the OMS team. Correctness first, then style.",
        "Is it fine to catch Exception in the ETR worker loop and just log it?",
        "Review:",
    ),
    (
        "deps",
        "en-tt",
        "You write dependency update summaries for the plant apps. One line per package.",
        "Summarise the bump of pymodbus from 3.8.6 to 3.9.1 for the release notes.",
        None,
    ),
    (
        "browser",
        "en-my",
        "You operate the browser for the maintenance planner. Reply with exactly one action.",
        "Open the work order list filtered to status WAPPR.",
        "Next action:",
    ),
    (
        "judge",
        "en-lk",
        "You judge whether an answer follows the lockout procedure. Reply pass or fail with a reason.",
        "Answer under review: close V-101, tag it, then bleed through V-102.",
        "Verdict:",
    ),
    ("spc", "tcy", "ಈರ್ ಮೆಷಿನ್ ಶಾಪ್‌ದ SPC ಸಹಾಯಕೆರ್. ತುಳುಟು ಸುಲಭೊಡು ಉತ್ತರ ಕೊರ್ಲೆ.", "X-bar ಚಾರ್ಟ್‌ಡ್ ರೂಲ್ 2 ಎಂಚ ಪತ್ತೊಂದು?", None),
    (
        "cement",
        "mwr",
        "थे सीमेंट प्लांट रा मेंटेनेंस सहायक हो। मारवाड़ी में छोटो जवाब देवो।",
        "किल्न री फैन में वाइब्रेशन क्यूं बधियो?",
        None,
    ),
    (
        "wwtp",
        "egl",
        "Ti t'î l'aiutänt dla manutenziån dal depuradåur. Arspånd in bulgnaiṡ.",
        "Cum s'fà a netèr al sensåur dl'ossìgen?",
        None,
    ),
    (
        "geothermal",
        "bbc",
        "Ho do pangurupi ni teknisi PLTP Sarulla. Alusi ma marhata Batak Toba.",
        "Boha do carana mamareksa katup uap na bocor?",
        None,
    ),
    (
        "hydro",
        "ks",
        "تۄہیہ چھِو ہایڈرو پاور پلانٹس مَنٛز مَدَدگار۔ کٲشرِس مَنٛز جواب دِیُو۔",
        "ٹربائنَس مَنٛز کمپَن کیازِ چھُ ہُران؟",
        None,
    ),
    (
        "gas-pipeline",
        "bal",
        "تو گیس پائپ لائن ءِ کمک کار ئے۔ بلوچی ءَ پسّو بدئے۔",
        "کمپریسر ءِ فشار چیا کم بیتگ؟",
        None,
    ),
    (
        "power-station",
        "nd",
        "Ungumsizi wabasebenzi besiteshi samandla. Phendula ngesiNdebele.",
        "Ngingayihlola njani i-transformer eshisayo?",
        None,
    ),
    (
        "distribution",
        "acf",
        "Ou sé asistan ékip distribisyon kouwan an. Réponn an Kwéyòl.",
        "Ki jan pou nou tcheké an transfòmatè ki cho?",
        None,
    ),
    (
        "water-utility",
        "nyn",
        "Oli omuhwezi w'abakozi b'amaizi. Garukamu omu Runyankole.",
        "Nimbaasa kureeba ngu amaizi garimu chlorine ekumara?",
        None,
    ),
    (
        "cal-lab",
        "frp",
        "T'és l'assistent du laboratouèro de calibrachon. Rèpond en arpetan.",
        "Quint est l'entèrvâlo de calibrachon por un manomètro?",
        None,
    ),
    (
        "compressor",
        "mhr",
        "Тый заводын пашазе-влаклан полшышо улат. Марла вашештыл.",
        "Компрессор молан шокшемеш?",
        None,
    ),
    ("sensors", "myv", "Тон заводонь инженертнэнь лездыця. Кортак эрзякс.", "Кода витнемс датчиконть?", None),
    (
        "substation-fit",
        "fit",
        "Sie olet sähköaseman asentajien apulainen. Vastaa meänkielelä.",
        "Kunka mie tarkistan muuntajan öljyn?",
        None,
    ),
    (
        "wind",
        "arn",
        "Eymi ta kelluwfe ti turbina kimeltuwe. Nütramkage mapudungun mew.",
        "Chumngechi ta nieal ti turbina?",
        None,
    ),
    (
        "solar",
        "mey",
        "انت مساعد فنيي الطاقة الشمسية. جاوب بالحسانية.",
        "شنهو نعمل إلا كان الأونديلور فيه إنذار؟",
        None,
    ),
    (
        "mini-grid",
        "pis",
        "Yu nao helpa blong olketa wea waka long solar mini-grid. Ansa long Pijin.",
        "Wanem nao mi mas duim sapos batri hem hot tumas?",
        None,
    ),
    (
        "rural-grid",
        "yua",
        "Teech a wáantik u j-meyajo'ob u k'áak'il le kaajo'. Núukt ich maaya.",
        "Bix je'el in wilik le transformador?",
        None,
    ),
    (
        "power-plant",
        "jje",
        "발전소 정비 도우미우다. 제주말로 답허여 줍서.",
        "변압기 온도가 무사 올라감수과?",
        None,
    ),
    ("factory-motor", "nod", "จ้วยจ่างไฟฟ้าโรงงาน ต๋อบเป็นกำเมือง", "มอเตอร์ร้อนผิดปกติ ต้องเฮ็ดจะใด", None),
    (
        "factory-new",
        "new",
        "छि कारखानाया इन्जिनियरतय्‌त ग्वाहालि यायेगु सहायक ख:। नेपाल भाषाय् लिसः बिया।",
        "मोटर छाय् क्वाःगु?",
        None,
    ),
    (
        "cabinet-shop",
        "pdc",
        "Du bischt der Helfer fer die Schreiner im Schapp. Schwetz Deitsch.",
        "Wie oft muss mer die Absaug-Filder butze?",
        None,
    ),
    (
        "ropeway",
        "lld",
        "Te es l'aiut di tecnics dla ban a cuerda. Respon per ladin.",
        "Canche muessi mudé l saal dla ban?",
        None,
    ),
    (
        "first-nation-water",
        "oj",
        "You help water plant operators in a First Nation community. Answer in English.",
        "How often should I calibrate the chlorine analyser?",
        "Assistant:",
    ),
    (
        "bridge-welding",
        "moh",
        "You help ironworkers on the bridge job with weld inspection questions. Answer in English.",
        "What's the minimum preheat for A572 Gr 50 at 40 mm?",
        "Answer:",
    ),
    (
        "pipeline-ops",
        "lou",
        "To sé éd pou operatè pipeline-la. Reponn an kréyòl lalwizyàn.",
        "Ki jan pou mo tchek valv-la?",
        None,
    ),
    (
        "cement-douala",
        "wes",
        "You be the helper for cement plant operators for Douala. Answer for Pidgin.",
        "How I go check the kiln shell scanner?",
        None,
    ),
    (
        "relays",
        "sgs",
        "Tu esi pastuotės automatėkuos padiejies. Atsakyk žemaitėškā.",
        "Kāp patėkrintė rėlė nustatymus?",
        None,
    ),
    (
        "harness",
        "rue",
        "Ты помічник про фабрику з кабловыма звязками. Одповідай по-русиньскы.",
        "Як перевірити кримповацій апарат?",
        None,
    ),
    (
        "desalination",
        "ayl",
        "انت مساعد مهندسي محطة التحلية. جاوب بالليبي.",
        "شن نديرو لو الضغط طاح في الأغشية؟",
        None,
    ),
    (
        "sugar-boilers",
        "apd",
        "إنت مساعد مهندسين مصنع السكر. رد بالسوداني.",
        "الغلاية دي مالا بتطلع دخان أسود؟",
        None,
    ),
    (
        "pharma-hvac",
        "skr",
        "تساں فارما پلانٹ دے انجینئراں دے مددگار ہو۔ سرائیکی وچ جواب ڈیوو۔",
        "HVAC دا ڈیفرینشل پریشر گھٹ کیوں تھی گیا اے؟",
        None,
    ),
    (
        "machine-shop",
        "kam",
        "Wĩ mũtethya wa andũ ma mashini. Sũngĩa na Kĩkamba.",
        "Nĩ ata nĩvũthĩkĩthye spindle?",
        None,
    ),
    (
        "cnc",
        "diq",
        "Ti hetkarê karkeranê fabrîka yê. Pê zazaki cewab bide.",
        "Makîna CNC-4 çıra germ bena?",
        None,
    ),
    ("waterworks", "wuu", "侬是水厂个值班助手，用上海闲话回答。", "滤池反冲洗要做几分钟？", None),
    (
        "signals",
        "smj",
        "Don le veahkke jiehkkejuohkásijda. Vásstet julevsámegiellaj.",
        "Gåk galgav signála dárkkestit?",
        None,
    ),
]

ENGLISH_ZONE = {
    "en": "UK",
    "en-ke": "EAT",
    "en-pk": "PKT",
    "en-ph": "PHT",
    "en-gh": "GMT",
    "en-tt": "AST",
    "en-my": "MYT",
    "en-lk": "SLST",
}

LOCAL_NOW_LABEL = {
    "tcy": "ಇನಿತ ತಾರೀಕ್",
    "mwr": "आज री तारीख",
    "egl": "Incû",
    "bbc": "Sadarion",
    "ks": "اَزٕچ تاریخ",
    "bal": "مروچی تاریخ",
    "nd": "Lamuhla",
    "acf": "Jòdi-a",
    "nyn": "Erizooba",
    "frp": "Houé",
    "mhr": "Таче",
    "myv": "Течи",
    "fit": "Tänäpänä",
    "arn": "Fachantü",
    "mey": "تاريخ اليوم",
    "pis": "Tude",
    "yua": "Bejla'e'",
    "jje": "오늘",
    "nod": "มื้อนี้",
    "new": "थौं",
    "pdc": "Heit",
    "lld": "Ncuei",
    "oj": "Noongom",
    "moh": "Ó:nen",
    "lou": "Ojordi",
    "wes": "Tude",
    "sgs": "Šėndėina",
    "rue": "Днесь",
    "ayl": "الوقت توا",
    "apd": "تاريخ الليلة",
    "skr": "اڄ دی تاریخ",
    "kam": "Ũmũnthĩ",
    "diq": "Ewro",
    "wuu": "今朝",
    "smj": "Biejvve",
}

LOCAL_SINCE = {
    "pdc": ("Mitglied sitter", "Abril 2019"),
    "fit": ("Jäsen vuodesta", "2017"),
    "egl": ("Sòci dal", "mèrz 2015"),
    "frp": ("Membro dês", "mârs 2016"),
    "nd": ("Ilungu kusukela", "Mpandula 2014"),
}

STABLE_LINES = [
    "Locale: {locale}",
    "Channel: plant-app",
    "App-Version: 3.12.0",
    "Region: af-south-1",
    "Tier: operations",
    "Model: gpt-4.1",
    "Site code: KSM-EAST-33",
    "Plant: Line 3",
]


def _fields() -> list[tuple[str, str, str, str, Callable[[Gen16, datetime], str]]]:
    """(cue, family, label, key, make) for the generated positives."""
    return [
        ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
        ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
        ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_ns(t, g.ns())),
        ("datetime", "rfc3339_minutes", "Current time", "current_time", lambda g, t: rfc3339_min(t)),
        ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
        ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
        ("datetime", "asctime", "Generated", "generated", lambda g, t: ctime(t)),
        ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
        ("datetime", "unix_date", "Host time", "host_time", lambda g, t: unix_date(t)),
        ("datetime", "python_str", "Context built", "context_built", lambda g, t: py_str(t)),
        ("datetime", "python_isoformat", "now", "now", lambda g, t: py_iso(t)),
        ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
        ("datetime", "go_rfc3339nano", "Server time", "server_time", lambda g, t: go_nano(t, g.ns())),
        (
            "datetime",
            "dotnet_roundtrip",
            "RequestTimestamp",
            "request_timestamp",
            lambda g, t: dotnet_o(t, g.small(0, 10)),
        ),
        ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
        ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t)),
        (
            "datetime",
            "js_tostring",
            "Browser time",
            "browser_time",
            lambda g, t: js_tostring(t, "Coordinated Universal Time"),
        ),
        ("datetime", "powershell_date", "Get-Date", "get_date", lambda g, t: powershell(t)),
        ("datetime", "iec61131_dt", "PLC time", "plc_time", lambda g, t: iec_dt(t)),
        ("datetime", "pi_time", "Historian time", "historian_time", lambda g, t: pi_time(t)),
        ("datetime", "oracle_systimestamp", "SYSTIMESTAMP", "systimestamp", lambda g, t: oracle_ts(t)),
        ("datetime", "mssql_datetime", "Server clock", "server_clock", lambda g, t: mssql(t)),
        ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
        ("datetime", "dotted", "Current time", "current_time", lambda g, t: dotted(t)),
        ("datetime", "to_locale_string", "Local time", "local_time", lambda g, t: us_locale(t)),
        ("datetime", "time_12h", "Local time", "local_time", lambda g, t: time_12(t)),
        ("date", "weekday", "Weekday", "weekday", lambda g, t: DAYS_LONG[t.weekday()]),
        ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
        ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
        ("datetime", "excel_serial", "Workbook NOW()", "now_serial", lambda g, t: excel_serial(t)),
        ("datetime", "irig_b", "IRIG-B time", "irig_time", lambda g, t: irig_doy(t)),
        ("datetime", "ntp_timestamp", "NTP time", "ntp_time", lambda g, t: ntp_hex(t)),
        ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
        ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
        ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
        ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.ns()))),
        ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
        ("request_id", "uuid1", "X-Correlation-ID", "correlation_id", lambda g, t: g.uuid1()),
        ("request_id", "uuid7", "Request", "request", lambda g, t: g.uuid7(t)),
        ("request_id", "ulid", "Request-Id", "request_id", lambda g, t: g.ulid(t)),
        ("run_id", "ksuid", "Run", "run", lambda g, t: g.ksuid(t)),
        ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
        ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
        ("trace_id", "hex32", "Trace ID", "trace_id", lambda g, t: g.hex(32)),
        ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
        ("session_id", "base58", "Session ID", "session_id", lambda g, t: g.b58(22)),
        (
            "session_id",
            "vendor_prefix",
            "conversation_id",
            "conversation_id",
            lambda g, t: "conv_" + g.b62(24),
        ),
        ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
        ("nonce", "base32", "Request canary", "request_canary", lambda g, t: g.b32(26)),
        ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "op-" + g.digits(5))),
        ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
        ("run_id", "generated_name", "PipelineRun", "pipeline_run", lambda g, t: "build-run-" + g.tekton()),
        ("request_id", "req_prefix", "Request", "request", lambda g, t: "req_" + g.b62(24)),
    ]


NUMERIC = {"epoch_s", "epoch_ms", "epoch_us", "epoch_ns"}

STABLE_FIELDS: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-10-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_revision", "2026-01-14"),
    ("Firmware", "firmware", "V3.1.2 (2025-06-30)"),
    ("Calibration due", "calibration_due", "2027-03-01"),
    ("Commissioned", "commissioned", "2019-11-04"),
    ("SCL version", "scl_version", "2026-01-14 r7"),
    ("Namespace URI", "namespace_uri", "http://gridco.example/UA/Line3/2025/11/"),
    ("Asset tag", "asset_tag", "PT-2207"),
    ("Serial", "serial", "8713-0042"),
    ("Commit", "commit", "9f1c2e7ad4b0c35e8a1f6d2b7c4e9a0f3d5b8c21"),
    (
        "Image digest",
        "image_digest",
        "sha256:7f4c0e9b1a2d3c5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e",
    ),
    ("Warranty until", "warranty_until", "2028-09-17"),
    ("Tenant", "tenant", "0b7e5c1a-9d2f-4a83-8e61-5c4b3a2d1f09"),
    ("Site", "site", "KSM-EAST-33"),
    ("IED", "ied", "REL_L12_MAIN1"),
    ("MQTT client id", "mqtt_client_id", "edge-line2-plc07"),
    ("Time zone", "time_zone", "Africa/Nairobi"),
    ("Shift pattern", "shift_pattern", "3 x 8 h, A/B/C"),
    ("Office hours", "office_hours", "Mon-Fri 07:00-15:30"),
    ("Timeout", "timeout_s", "30"),
    ("Fiscal year", "fiscal_year", "2026/27"),
    ("Accreditation", "accreditation", "ISO/IEC 17025:2017 cert 4412.01"),
    ("Permit", "permit", "EPR/AB1234CD effective 2024-04-01"),
    ("ETCS baseline", "etcs_baseline", "3.6.0"),
    ("Turbine model", "turbine_model", "V150-4.2 MW"),
    ("COD", "cod", "2024-11-30"),
    ("Release", "release", "2026.2.1"),
    ("Build", "build", "20260114.3"),
    ("MAOP", "maop", "72 bar"),
]

STABLE_NUMERIC = {"timeout_s"}

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "tail",
    "yaml_front",
    "json_member",
    "xml_attr",
    "kv_inline",
    "bracket_user",
    "html_comment",
    "md_bullet",
]


LOCALES = {
    "en": "en-GB",
    "en-ke": "en-KE",
    "en-pk": "en-PK",
    "en-ph": "en-PH",
    "en-gh": "en-GH",
    "en-tt": "en-TT",
    "en-my": "en-MY",
    "en-lk": "en-LK",
    "tcy": "tcy-IN",
    "mwr": "mwr-IN",
    "egl": "egl-IT",
    "bbc": "bbc-ID",
    "ks": "ks-IN",
    "bal": "bal-PK",
    "nd": "nd-ZW",
    "acf": "acf-LC",
    "nyn": "nyn-UG",
    "frp": "frp-IT",
    "mhr": "mhr-RU",
    "myv": "myv-RU",
    "fit": "fit-SE",
    "arn": "arn-CL",
    "mey": "mey-MR",
    "pis": "pis-SB",
    "yua": "yua-MX",
    "jje": "jje-KR",
    "nod": "nod-TH",
    "new": "new-NP",
    "pdc": "pdc-US",
    "lld": "lld-IT",
    "oj": "oj-CA",
    "moh": "moh-CA",
    "lou": "lou-US",
    "wes": "wes-CM",
    "sgs": "sgs-LT",
    "rue": "rue-SK",
    "ayl": "ayl-LY",
    "apd": "apd-SD",
    "skr": "skr-PK",
    "kam": "kam-KE",
    "diq": "diq-TR",
    "wuu": "wuu-CN",
    "smj": "smj-SE",
}


def _locale(lang: str) -> str:
    return LOCALES[lang]


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field as each position writes it."""
    json_value = value if numeric else '"' + value + '"'
    kv_value = value if " " not in value else f'"{value}"'
    yaml = (
        f"{key}: {value}" if ": " not in value and not value.startswith(("[", "{")) else f'{key}: "{value}"'
    )
    return {
        "line": f"{label}: {value}",
        "yaml": yaml,
        "json": f'"{key}": {json_value},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={kv_value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(
    g: Gen16,
    position: str,
    body: tuple[str, str, str, str, str | None],
    forms: dict[str, str],
    mark: Callable[[str], str],
) -> str:
    name, lang, system, question, cue = body
    locale = _locale(lang)
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    line = mark(forms["line"])
    if position == "head":
        return f"{line}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{user}{end}"
    if position == "header_block":
        block = [s.format(locale=locale) for s in g.rng.sample(STABLE_LINES, 3)]
        block.insert(g.small(0, 4), line)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{line}{end}"
    if position == "tail":
        return f"{system}\n\n{user}\n\n--\n{line}\n"
    if position == "yaml_front":
        return (
            f"---\nassistant: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
        )
    if position == "json_member":
        return (
            f'{{\n  "assistant": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return (
            f'<context assistant="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
        )
    if position == "kv_inline":
        return f"[ctx assistant={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    if position == "bracket_user":
        return f"{system}\n\n{user} {mark(forms['bracket'])}{end}"
    if position == "html_comment":
        return f"{mark(forms['comment'])}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return (
        f"## Context\n- **Assistant:** {name}\n{mark(forms['bullet'])}\n- **Locale:** {locale}\n\n"
        f"{system}\n\n{user}{end}"
    )


GENERATED_POSITIVES = 40
GENERATED_NEGATIVES = 30
FIELDS_DRAWN = 32


def _zone_for(lang: str) -> str:
    return ENGLISH_ZONE.get(lang) or LANG_ZONE[lang]


def generated_positives(g: Gen16) -> list[Draft]:
    """One volatile field (or the current date and time written in the body's language) in a body at a position."""
    fields = _fields()
    g.rng.shuffle(fields)
    fields = fields[:FIELDS_DRAWN]
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_NOW_LABEL and k % 2 == 0:
            t, now = now_in(g, lang)
            cue, family = "datetime", f"localized_now_{lang}"
            forms = _forms(LOCAL_NOW_LABEL[lang], "now", now, False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            t = g.at(_zone_for(lang))
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            Draft(
                marked, f"{SRC}generated:{body[0]}+{family}", ["generated", position, family, f"lang_{lang}"]
            )
        )
    return out


def generated_negatives(g: Gen16) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 5) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_SINCE and k % 2 == 1:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            label, key, value = fields[k % len(fields)]
            family, forms = key, _forms(label, key, value, key in STABLE_NUMERIC)
        plain = _render(g, position, body, forms, lambda s: s)
        out.append(
            Draft(
                plain,
                f"{SRC}negative:generated:{body[0]}+{family}",
                ["hard_negative", "generated", position, family, f"lang_{lang}"],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen16(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_dev()
    _negatives_industrial()
    _negatives_stable()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold16", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
