"""Build `prompt_normalizer/corpus/holdout68.jsonl`, a sixty-eighth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout68.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout64.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (CI systems,
deploys, on-call, incidents, postmortems, error trackers, dependency bots, migrations, feature flags,
cost tools, chat platforms and the pasted formats used here) and for the languages they used, with the
source lists and clarifications of the ones that touch this domain (make_holdout2, 4, 5, 9, 16, 22, 50
and 61), the language paragraphs of make_holdout50 to make_holdout64 and the whole docstring of
make_holdout64 read; of `make_holdout24.py` also its import block and its last 150 lines (the placement
of pasted blocks, `build` and `main`), for the structure of a generator; and `pyproject.toml` for ruff's
settings. (A listing of `tests/normalizer/` showed the generators' names, a check showed that the corpus
folder held no `holdout68.jsonl` yet, and a read-only `git status` listed the names of the new files in
the working tree.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout65.py` to `make_holdout72.py`,
written at the same time, were not read.

The domain is software delivery and site reliability inside product companies, seen through one
fictional company's platform team (Osprey: ledger-api, search, checkout, web): code review assistants,
CI/CD pipelines and flaky tests, deploys and rollbacks, feature flags, on-call paging and incident
channels, postmortems, error trackers, dependency and vulnerability updates, database migrations and
cost dashboards. The earlier docstrings name neighbours of it: GitLab CI and GitHub Actions variables,
PagerDuty webhook envelopes and CI bots (make_holdout2); Alertmanager webhooks, Grafana OnCall, Sentry,
Honeycomb, New Relic, Kubernetes events, k8sgpt, Argo Workflows, GitHub Actions, Jenkins and Terraform
Cloud (make_holdout4); CircleCI, Buildkite, Azure Pipelines and Woodpecker, and Statsig- and
Unleash-style flag evaluation contexts (make_holdout5); developer tool output pasted into coding agents
(`git log --format=fuller`, `git blame`, `git bisect log`, Rails migrations, Flyway, Postgres deadlocks,
a Sentry-style issue page, Helm history, `kubectl describe`, `argocd app get`, Terraform plans) and
agent harnesses (make_holdout9); code review bots, dependency update bots with YAML front matter and
single-line JSON jobs, CI explainers for TeamCity, Tekton, Concourse, Bitrise, Zuul and Bazel,
lockfiles, Alembic, Django, Liquibase and Prisma migrations, JUnit XML, TRX and Jest output
(make_holdout16); JUnit and pytest output, crash reports, Gradle, `curl -v` traces and git reflogs
(make_holdout8); Android logcat and flag assignment headers (make_holdout3); Crashlytics- and
Bugsnag-style crash triage (make_holdout6); change advisory boards, a major-incident bridge scribe and
postmortem timelines (make_holdout22); SOC incidents (make_holdout50), NOC and data-centre operations
(make_holdout39, make_holdout61); a Google Chat event (make_holdout59) and Slack exports, ICS invites
and `curl -v` output as negatives (make_holdout59, make_holdout64). The scenarios here were written
around them: the CI systems are Semaphore, Travis, CodeBuild, Cloud Build, Harness, Dagger and a
Turborepo remote cache; deploys go through Spinnaker, Argo Rollouts, Flagger, Flux, Octopus and an
in-house deployctl; review happens on Gitea, in a merge queue, with Danger, SonarQube and a coverage
service; alerts are seen through an alert router, an alerting CLI and a pager's SMS and push payloads,
not Alertmanager webhooks; chat comes as a Lark-style event and a Webex message list, not Slack or
Google Chat; the pasted git output is `for-each-ref` and `--pretty=reference`, the tests are xUnit.net
XML, Cypress JSON, nextest output and a flaky-test export, the crash material is a desktop crash upload
listing and a Flutter log, the lockfile is `uv.lock`, the migrations are gh-ost,
pt-online-schema-change, sqitch, goose and pgBackRest material, HTTP is `wget -S` output and response
headers, and the bridge is an on-call coaching session. The sources are:

* code review assistants: a Gitea pull-request webhook envelope (`X-Gitea-Delivery`,
  `X-Gitea-Signature`; the event and the PR's `created_at` and `updated_at` stay), a stacked-PR
  summarizer behind YAML front matter (epoch ms and UUIDv7 invocation; the stack's open times stay), a
  review bot footer (KSUID run), a Japanese review request, Danger in single-line JSON (`ci_run`, `ts`),
  a quality gate fetched "at" a time (the analysis time stays), a coverage service's response headers, a
  ChatML system stamp (Python `str()`), Korean comment rewriting with XML attributes (nanoid session,
  epoch ms), a merge queue "as of" a time with a parenthesised snapshot id (the enqueue times stay), a
  Llama 3 `Today Date` (the knowledge date stays) and a review job with its id and start time in a
  sentence;
* CI/CD and flaky tests: a flaky-test history snapshot with its query id, Semaphore and CodeBuild
  `KEY=value` lines (pipeline, workflow and build ids, start epoch; the commit SHA stays), Travis
  variables, Cloud Build's nested YAML, a Turborepo run "started at" a time, a German Cypress quarantine
  request, a Chinese pytest failure, a Dagger session (xid) and its connection time, a Lark-style
  message event (envelope `event_id` and `create_time`, `message_id` and the message's `create_time`;
  the chat and app stay), a Harness execution in pretty JSON, a Phi-3 `Now:` (Log4j), an Indonesian
  Gemma turn and check annotations under an XML request element;
* deploys and rollbacks: a Spinnaker execution (ULID), Argo Rollouts status fetched "at" a Go
  RFC3339Nano time, Flagger events behind `X-Request-Start` in microseconds, Octopus run variables
  (`Octopus.Deployment.Id` and `.Created`; the release number stays), a deploy bot's made-up `pulse_at`
  message stamp, Flux status read "at" a logging time, rollout history with a Go `time.Now().String()`
  footer, a Spanish freeze question (the freeze window stays), a Brazilian Portuguese rollback session,
  a Vietnamese status board, a blue-green cutover table (`Generated` and `Session` rows; the cutover
  window stays), a release-notes job, a deploy webhook delivery (delivery id, timestamp, signature; the
  deployment with its own times stays) and a canary metrics window computed from now (both ends one
  span);
* feature flags: an evaluation record in nested pretty JSON (UUIDv7 `request_id`, `evaluated_at`; the
  identity and the flag's last modification stay), an experiment result "as of" a time with a KSUID
  snapshot, a flag config downloaded "at" an RFC 2822 time (the ETag stays), a made-up `X-Flagship-Req`
  header over a pasted flag export, gRPC metadata (epoch ns), a French stale-flag list, a Polish kill
  switch session (base58), an audit log under XML attributes, a Turkish rollout question with the time
  after the user's message and a multi-kind context whose `request` kind carries a per-request key (the
  user key stays);
* on-call paging and incident channels: a page relay (`relay_id`, `received_at`; the page with
  `fired_at` and its fingerprint stays), an incident channel summary requested "at" a time alone (the
  incident and its declaration stay), an on-call roster "as of" a time with a lookup id (the shifts
  stay), a `Sent:` line after the last user message, Hebrew, Ukrainian, Japanese and Korean "now"
  labels, an on-call coaching session and its US medium opening time, a pager SMS gateway
  (`Pager-Message-Id`, `Received`), a ChatML system sentence `Now: <time>.`, a status-page draft footer,
  an incident timeline window in YAML front matter and a French Mistral `[INST]` prompt;
* postmortems: a drafter that fills in today's date (`Date:` long date) and a Russian one (`Дата
  составления:`), comments exported "at" a time, a 5 whys session with its opening time, action items
  from the tracker "as of" a time, a Traditional Chinese translation request, a draft's front matter
  (`drafted_at`, `draft_id`) and a Greek review with the time after the user's message;
* error trackers: an item fetched "at" a time with a fetch id (first and last seen and the occurrences'
  UUIDv7s stay), a crash report chat session (ObjectId), an error API response's `date` and
  `x-request-id`, Greek, Thai (Buddhist era), Hindi and Czech stamps, an error digest window in a
  markdown bullet, breadcrumbs under a bracketed `[ctx ...]` line (`ts=`, `trace=`) and a symbolication
  request received "at" a Windows time;
* dependency and vulnerability updates: a scan started "at" a time, an advisory database response's
  `date` and `x-cloud-trace-context`, a review gateway's HTML comment at the head of a pasted update PR
  body, a scan wrapper in single-line JSON over pasted Trivy JSON (its `CreatedAt` stays), govulncheck
  run "at" a GNU `date` time, Czech npm audit, Dutch dashboard and Swedish cargo-audit stamps, an
  advisory feed pull (ctime, lower-case ULID) and an SBOM diff with XML attributes;
* database migrations and cost dashboards: gh-ost status polled "at" a time with a poll id, a sqitch
  plan behind a made-up `plan_tick` epoch, an Arabic stamp with Arabic-Indic digits, a dry run finished
  "at" an `isoformat()` time, a lock check behind `X-Request-Start` and `X-Request-Id`, a
  pt-online-schema-change tool result with its call id and finish time; a cost allocation query (window
  computed from now and query epoch as `KEY=value` lines), a cost API's `Date` and `X-Amzn-RequestId`, a
  dashboard widget in single-line JSON, an Infracost review bot with the current ISO week and run id,
  and Japanese, Indonesian and Bengali (Bengali digits) stamps;
* scaffolds: a ReAct agent run header (UUIDv7, microseconds), retrieved documents with a `retrieved_at`
  attribute (the documents' `updated` dates stay), a bare ULID as the last line, a bare RFC 3339 time as
  the first line, a bare epoch in ms as the first line, a `get_current_time` tool call id and result
  line, an MCP JSON-RPC `id`, a Finnish agent header, German excerpts "abgerufen am" a time, an e-mail
  ingest stamp over a pasted budget alert (its `Date` and `Message-ID` stay), a Semantic Kernel time
  sentence and a portal cookie's session pair.

The hand-written negatives are records pasted into the same worlds, in sixteen placements (question
above, question below with the block at the very start of the prompt, "Here is the export from ...:",
"Below is what ... returned:", "My colleague sent this:", an earlier user turn, an earlier assistant
turn, a ChatML user turn, fenced, quoted with "> ", on both sides, a RAG `<context>` block, a tool
output, and three in other languages: a lead-in and question in the language, the same in a ChatML user
turn, and a question in the language under the block): review comments in CSV with ULID ids, branch refs
with committer dates, a PR timeline table, a review API object whose first members are `id` and
`created`, a review assignment XML, a review SLA report, a webhook delivery pasted to debug its
signature (Gitea headers), xUnit.net XML, a runner log, a flaky-test export with UUIDv7 ids, a Standard
Webhooks delivery pasted to debug its timestamp, cache keys, a retry report whose first line is
`created:`, a CI minutes export, nextest output, a merge queue logfmt log whose lines open with `ts=`,
deploy history with ULIDs, `kubectl get rs`, a GitOps sync result, a pipeline execution with epoch ms, a
deploy webhook pasted to debug duplicates, `wget -S` output with `Date` and `X-Request-Id`, a release
calendar, a canary analysis with a KSUID, a rollback e-mail, deployctl `key=value` status, a Pulumi
update, a flag export whose first member is `created_at`, an SDK debug log, a flag-change delivery whose
first members are `delivery_id` and `delivered_at`, a flags YAML file, a flag context, an experiment
readout, paging log entries, an alert list, an on-call schedule with offsets, a Webex message list, an
incident timeline table, an incident e-mail, a status-page incident, an escalation policy, Korean
handoff notes, alert router logfmt, an APNs push, dashboard annotations with epoch ms, a postmortem's
front matter at the head of the prompt, action items, meeting notes with a transcript time, a Russian
timeline, 5 whys notes, a raw error event whose first member is `received`, a traceback, an issue list,
a crash upload listing, an occurrence with an epoch, Serilog CLEF lines opening with `@t`, a Go panic, a
Flutter log, browser console lines, an update PR body, npm audit JSON, an OSV advisory, a `uv.lock` diff
with upload times, an SBOM whose first member is `timestamp`, bundle audit output, an alert e-mail,
`schema_migrations`, goose status, a Postgres lock log, a MySQL processlist, a migration listing,
pgBackRest info, `pg_stat_replication`, a CUR extract, a billing export row, a cost allocation response
with its own window, an Azure cost export, a vendor invoice e-mail, a savings plan report, reservations,
a Japanese release memo with `作成日時:`, German pager SMS, a Brazilian Portuguese form export (`Enviado
em:`) and a Chinese change form (`提交时间：`) -- and hand-written look-alikes in program positions: a
service catalog header with `Last deployed` and `Runbook revised`, a Llama 3 header with only its
knowledge date, a ChatML prompt revision and policy date, a template's approval date in front matter, a
runbook's revision in XML attributes, a CalVer engine and tenant uuid in single-line JSON, a prompt
revision in an HTML comment, a freeze window and time zone as `KEY=value` lines, a terms revision in a
footer, an API version and subscription uuid, a repo creation date in a markdown table, Slack team and
channel ids, a PR's head commit with its commit date, a CalVer build with `SOURCE_DATE_EPOCH`, a
rotation handoff time, an incident header with its declaration time, a flag SDK key, a Gemma turn with
release and knowledge dates, a billing period, a Phi-3 retention policy date, and Japanese, German,
Spanish and Korean headers with a knowledge cutoff, prompt and policy dates, an API version and a
creation date; and values the user asks about or types: epochs, a ULID, a UUIDv7, a traceparent, a
KSUID, deploy and error times, run and job numbers, a request id, a first shift date, a time at night in
Lisbon, cron and DST dates, an unrendered `{{current_date}}` and `{{request_id}}`, relative times,
few-shot commit dates, a certificate expiry, a Slack `ts`, a CI OIDC token's claims, an ISO week, a
Japanese epoch question, a Spanish cron question and a Ukrainian ULID question; and two plain controls.

Formats of the moving values: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets from -07:00 to
+02:00, RFC 1123 (`Date`), RFC 2822, ctime, GNU `date`, Python `str()`, `isoformat()` and logging, Log4j
ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip, Windows and US medium 12-hour
renderings, JavaScript `toISOString()` and `toString()`, CLF, ISO basic, `YYYY-MM-DD HH:MM:SS` with and
without a zone, a time of day alone, English long dates (US and British), Llama 3's `Today Date`, the
Semantic Kernel sentence, ISO week dates, query windows, epochs in s (also with a microsecond fraction),
ms, us and ns, and dates with localized month and weekday names, digits and calendars (Japanese, Korean,
Chinese, German, French, Spanish, Brazilian Portuguese, Polish, Russian, Ukrainian, Turkish, Thai with
the Buddhist era, Greek, Hindi, Indonesian, Dutch, Czech, Finnish, Vietnamese, Hebrew, Arabic with
Arabic-Indic digits, Bengali with Bengali digits, Swedish). Identifiers: UUID v4 and v7, ULID (also
lower case), KSUID, xid, nanoid, base32, base58, base62 and base64url tokens, ObjectIds, long hex,
traceparent, GCP trace context, Lark-style `event_id` and `om_` message ids, webhook delivery ids and
signatures, JSON-RPC ids, tool call ids, decimal run ids and job numbers, CI pipeline and workflow
uuids, `Deployments-NNNNN` and vendor-prefixed ids (`rj_`, `rn-`, `rly_`, `pm_`, `mq_`, `q_`, `sym_`,
`dr-`, `call_`, `run_`). Positions: header blocks (`Label: value`, HTTP request and response headers,
webhook headers, gRPC metadata, `KEY=value` and `Name = value` lines), head and tail of the prompt, bare
values on the first or last line, the tail of a system prompt (also in ChatML, Llama 3, Phi-3 and Gemma
prompts and a Mistral instruction), YAML front matter and nested YAML, pretty and single-line JSON
members (also in nested envelopes), XML attributes and elements, `key=value` pairs in a bracketed
context line, a cookie's last pair, HTML comments, markdown table rows and bullets, templated sentences,
phrases with their preposition ("at ...", "as of ...", "am ..."), ids inside sentences, parenthesised
ids, tool result lines, metadata lines after the last user message and footers after a `--` line, most
of them right above, below or around a pasted record.

Prompts are in English and in Japanese, Korean, Simplified and Traditional Chinese, German, French,
Spanish, Brazilian Portuguese, Polish, Russian, Ukrainian, Turkish, Hebrew, Hindi, Thai, Greek,
Vietnamese, Indonesian, Czech, Dutch, Swedish, Finnish, Arabic and Bengali -- the languages of the
engineering teams of product companies rather than the rare languages the recent holdouts chose
(scripts: Latin, Han and Kana, Hangul, Cyrillic, Greek, Hebrew, Arabic, Devanagari, Bengali, Thai), with
pasted material in Korean, Russian, Japanese, German, Brazilian Portuguese and Chinese. About a third of
the prompts (102) are in those languages; they end with the user's message, with the metadata after it
or with a chat template's reply header.

What it is: 321 prompts. 159 carry volatile fields (217 spans): 117 hand-written positives (175 spans;
55 with two or more fields, two with three or more) and 42 generated ones. 162 carry none: 131
hand-written negatives (84 pasted records, 24 look-alikes in program positions, 21 values the user asks
about or types, two plain controls) and 31 generated hard negatives. The generated positive family puts
one field (drawn from 35 formats and labels, some of them made up, or the current date and time under a
"now" label in the body's language) at one of nine positions (head, header block, system tail, YAML
front matter, JSON member, XML attribute, `key=value` in a bracketed context line, after the last user
message, footer) of 18 bodies in twelve languages, always next to one of the pasted records above (the
same records as the negatives, so the pairs differ only by the program's field); the generated negative
family uses the same bodies and positions with one stable value that looks like a date, a time or an id
(knowledge cutoff, prompt revision, API version, tenant uuid, runbook revision, repo creation, last
deploy, freeze start, rotation handoff, SDK key, CalVer build, model, time zone, billing period, SLO
window, workspace, service id, policy date, or a policy or runbook date in the body's language), a third
of them with a pasted record. The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs payload,
per-run ids, places vs conversations, document and record dates, snapshot and fetch times, query windows
computed from now, pasted blocks that open with metadata-like lines, work sessions, per-message stamps,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Records are content wherever they sit: a pasted record's `created_at`, `created`, `ts=`, `id`, `@t`,
  `received`, `timestamp`, `delivery_id`, `作成日時`, `Enviado em` or `提交时间` stays, also as the first line
  of the block and the first line of the prompt, also when the block is a webhook delivery with its own
  delivery id, timestamp and signature that the user pastes to debug, also in an earlier user or
  assistant turn, a RAG context or a tool output, and also when the question is in another language.
  Commit SHAs and their dates, PR, pipeline, job and incident numbers the user names, deployment ids
  inside a deploy history, alert fingerprints and `fired_at`, shift times, freeze windows, experiment
  dates, flag creation and modification dates, advisory publication dates, lockfile upload times,
  migration versions and applied times, backup labels, billing periods and usage windows inside exports
  stay.
* Program stamps on fetched data move, the data stays: "Quality gate result fetched at <time> for this
  request:", "Merge queue for main as of <time> (snapshot <id>) for this request:", "Migration status
  polled at <time> (poll <id>) for this request:", `Snapshot taken:`, `Results as of:`, `Pulled:` and a
  retrieval's `retrieved_at` move; a cost or metrics window computed from now moves as one span (both
  ends), while a window inside a pasted response stays.
* Envelope vs payload, for this request's delivery: a Gitea delivery id and signature, a deploy hook's
  delivery, timestamp and signature, a page relay's `relay_id` and `received_at`, a Lark-style event's
  `event_id` and `create_time` with the message's `message_id` and `create_time`, a pager gateway's
  message id and receipt time and an e-mail ingest's id and receipt time move; the pull request, the
  deployment with its `started_at`, the page with its `fired_at`, the message text, the chat and app ids
  and the e-mail's own `Date` and `Message-ID` stay.
* Runs and jobs move with their start or finish: review, release-notes, scan, dry-run, symbolication and
  agent runs, CI pipeline, workflow, build and job ids and numbers (Semaphore, Travis, CodeBuild, Cloud
  Build, Harness, Turborepo, Octopus `Deployments-NNNNN` with `Octopus.Deployment.Created`), a Dagger
  session, a Spinnaker execution, tool call ids and a JSON-RPC `id`. A drafter's `Date:` or `Дата
  составления:` that the tool fills in as today moves with its job; the incident's own times stay.
* Sessions: chat, coaching, facilitation, widget and portal sessions with their opening time move;
  teams, services, repositories, Slack teams and channels, Lark chats, flag environments and SDK keys,
  tenants and subscriptions stay. A flag evaluation's request id and `evaluated_at`, and the key of a
  per-request context kind, move; the identity's key and traits stay.
* Stable look-alikes in program positions stay: `Last deployed` and `Runbook revised` in a service
  catalog header (record dates of the service, the same for every request until the next deploy), a PR's
  head commit and its commit date, a CalVer build and its `SOURCE_DATE_EPOCH`, an incident header's
  declaration time, a freeze window, a billing period, knowledge dates and prompt or policy revisions,
  in English and in other languages.
* Bare values count by position: an RFC 3339 time or an epoch alone on the first line of the prompt and
  a ULID alone on its last line, written by the program before or after the user's material, are the
  current time and a request id; the same shapes inside a pasted block stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Review job <id> started at <time> on runner review-pool-3." leaves "Review job started on runner
  review-pool-3."; "Error item #8812 fetched at <time> (fetch <id>) for this request:" leaves "Error
  item #8812 fetched for this request:"); a parenthesised id is cut with its parentheses and sits before
  "for this request"; XML attributes and `key=value` pairs are followed by a stable neighbour, except a
  cookie's session pair, its last; single-line JSON members are cut with the comma after them and follow
  a stable member, and volatile members of pretty-printed JSON are never the last member of their
  object; a header line, a `KEY=value` line, a nested YAML member, a markdown row or bullet, an XML
  element, an HTML comment holding one field, a tool result line, a bare value and a query window are
  whole-line spans; footers hold one field per line; a stamp at the end of a Phi-3, ChatML or Gemma line
  before its end token is cut as rule 4 gives it, and a ChatML system sentence `Now: <time>.` is cut
  from the front of its line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end positives;
  prompts in the other languages end with the user's message or with the metadata after it, and the
  Mistral `[INST]`, Gemma and Phi-3 prompts, whose last line is no cue that rule 4 knows, get their
  trailer at the end as rule 4 gives it.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
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

SEED = 20680304
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout68.jsonl"
SRC = "holdout68:"

PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
BRT = timezone(timedelta(hours=-3), "BRT")
EET = timezone(timedelta(hours=2), "EET")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
CST8 = timezone(timedelta(hours=8), "CST")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32HEX = "0123456789abcdefghijklmnopqrstuv"

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
PL_MONTHS = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
]
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
UK_MONTHS = [
    "січня",
    "лютого",
    "березня",
    "квітня",
    "травня",
    "червня",
    "липня",
    "серпня",
    "вересня",
    "жовтня",
    "листопада",
    "грудня",
]
TR_MONTHS = [
    "Ocak",
    "Şubat",
    "Mart",
    "Nisan",
    "Mayıs",
    "Haziran",
    "Temmuz",
    "Ağustos",
    "Eylül",
    "Ekim",
    "Kasım",
    "Aralık",
]
TH_MONTHS = [
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
]
EL_MONTHS = [
    "Ιανουαρίου",
    "Φεβρουαρίου",
    "Μαρτίου",
    "Απριλίου",
    "Μαΐου",
    "Ιουνίου",
    "Ιουλίου",
    "Αυγούστου",
    "Σεπτεμβρίου",
    "Οκτωβρίου",
    "Νοεμβρίου",
    "Δεκεμβρίου",
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
NL_MONTHS = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
]
AR_MONTHS = [
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
]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
JA_DAYS = "月火水木金土日"
KO_DAYS = "월화수목금토일"


def _digits(text: str, zero: str) -> str:
    """`text` with its ASCII digits written in the script whose zero is `zero`."""
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in text)


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_DAYS[t.weekday()]}) {t:%H:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def de_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M:%S}"


def fr_dt(t: datetime) -> str:
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%H:%M:%S}"


def es_dt(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def pt_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def pl_dt(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def uk_dt(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M:%S}"


def tr_dt(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def th_dt(t: datetime) -> str:
    """A Thai date in the Buddhist era with a 24-hour time."""
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M:%S} น."


def el_dt(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def hi_dt(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def id_dt(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H.%M.%S}"


def nl_dt(t: datetime) -> str:
    return f"{t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def cs_dt(t: datetime) -> str:
    return f"{t.day}. {t.month}. {t.year} {t:%H:%M:%S}"


def fi_dt(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} klo {t:%H.%M.%S}"


def vi_dt(t: datetime) -> str:
    return f"{t:%H:%M:%S} ngày {t.day:02d}/{t.month:02d}/{t.year}"


def ar_dt(t: datetime) -> str:
    """An Arabic date with Arabic-Indic digits."""
    return _digits(f"{t.day} ", "٠") + AR_MONTHS[t.month - 1] + _digits(f" {t.year}، {t:%H:%M:%S}", "٠")


def bn_dt(t: datetime) -> str:
    """A date and time with Bengali digits."""
    return _digits(f"{t:%d-%m-%Y %H:%M:%S}", "০")


def us_dt(t: datetime) -> str:
    """`Mar 4, 2026, 2:05:09 PM` (en-US medium)."""
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    """`Wednesday 4 March 2026` (British long date)."""
    return f"{long_date(t).split(',')[0]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


US_DST_2026 = datetime(2026, 3, 8, 7, tzinfo=UTC)


class Gen68(Gen):
    """The shared generator with a few more identifier formats, and "now" in the three weeks after 4 March 2026
    (the weeks the pasted records of this corpus come from)."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 3, 4, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 20 * 86400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def moment_us(self) -> datetime:
        """A moment in US Eastern time (daylight time from 8 March 2026)."""
        t = self.moment()
        return t.astimezone(EDT if t >= US_DST_2026 else EST)

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def moment_pacific(self) -> datetime:
        """A moment in US Pacific time (daylight time from 8 March 2026)."""
        t = self.moment()
        return t.astimezone(PDT if t >= US_DST_2026 + timedelta(hours=3) else PST)

    def moment_east(self) -> datetime:
        """A moment in Eastern European time (summer time only from 29 March 2026, after these weeks)."""
        return self.moment(EET)


def sub(text: str, **values: object) -> str:
    """Fill the `«name»` slots of a template (braces stay literal)."""
    for key, value in values.items():
        text = text.replace(f"«{key}»", str(value))
    assert not re.search("«[a-z_]+»", text), text[:120]
    return text


POS: list[tuple[str, list[str], Callable[[Gen68], str]]] = []


def pos(source: str, *tags: str) -> Callable[[Callable[[Gen68], str]], Callable[[Gen68], str]]:
    """Register a hand-written positive: `source` under `pos:`, its tags, and a builder of its text."""

    def register(fn: Callable[[Gen68], str]) -> Callable[[Gen68], str]:
        POS.append((source, list(tags), fn))
        return fn

    return register


# --- hand-written positives: code review assistants ------------------------------------------------------------


@pos(
    "review:gitea-webhook-envelope",
    "header_block",
    "webhook_envelope",
    "uuid4",
    "hex_signature",
    "payload_stays",
)
def _review_gitea_envelope(g: Gen68) -> str:
    return sub(
        """X-Gitea-Event: pull_request
«delivery»
«signature»
X-Gitea-Hook-ID: 14

You are Lintel, the review assistant of the Osprey platform team. Read the pull request event
below and write a first-pass review: correctness first, then tests, then naming. Do not approve.

{
  "action": "synchronized",
  "number": 2187,
  "pull_request": {
    "title": "billing: retry ledger writes with jitter",
    "head": {"ref": "ana/ledger-jitter", "sha": "4be81f0c2d97a3e5b6f1c08d2e4a9b7c3d5e6f10"},
    "created_at": "2026-02-27T09:14:03+01:00",
    "updated_at": "2026-03-02T16:41:55+01:00"
  },
  "sender": {"login": "ana.kowalczyk"}
}

Review:""",
        delivery=v("request_id", "X-Gitea-Delivery: " + g.uuid4()),
        signature=v("signature", "X-Gitea-Signature: " + g.hex(64)),
    )


@pos("review:stacked-pr-front-matter", "front_matter", "epoch_ms", "uuid7", "pasted_stack")
def _review_stack_front_matter(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """---
tool: stack-summarizer
repo: osprey/monorepo
«requested»
«invocation»
---
Summarise this stack of pull requests for the reviewer in four bullets and say which PR should be
reviewed first.

| PR    | Title                                   | Opened           | Depends on |
|-------|-----------------------------------------|------------------|------------|
| #2201 | db: add nullable column orders.region   | 2026-03-01 10:02 | -          |
| #2202 | api: write region on new orders         | 2026-03-01 10:05 | #2201      |
| #2203 | jobs: backfill region for old orders    | 2026-03-01 10:09 | #2202      |
| #2204 | db: make orders.region NOT NULL         | 2026-03-01 10:11 | #2203      |

Reviewer:""",
        requested=v("epoch", f"requested_at_ms: {epoch_ms(t)}"),
        invocation=v("run_id", f"invocation: {g.uuid7(t)}"),
    )


@pos("review:reviewbot-footer", "footer", "ksuid", "tail", "pasted_thread")
def _review_footer(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Turn this review thread into one short comment that states the decision and the follow-up work.

Thread on src/cache/lru.rs line 88:
[2026-02-18 11:02] mhalvorsen: `evict()` takes the write lock twice here, once in `len()`.
[2026-02-18 11:20] jdiaz: Good catch. Only on the cold path though, is it worth a refactor now?
[2026-02-18 11:24] mhalvorsen: Yes, p99 on the ingest nodes is all cold path.
[2026-02-18 14:51] jdiaz: OK, pushed 7c0e1ab with a single lock scope.

--
bot: reviewbot 4.2 (osprey)
«run»""",
        run=v("run_id", "run: " + g.ksuid(t)),
    )


@pos("review:ja-review-request", "lang:ja", "header_block", "ja_datetime", "pasted_description")
def _review_ja(g: Gen68) -> str:
    t = g.moment(JST)
    return sub(
        """リポジトリ: tsubame/payments-api
«when»
レビュー観点: 可読性とテスト

あなたはコードレビューのアシスタントです。以下のプルリクエストの説明を読み、レビュアーが最初に確認すべき点を三つ挙げてください。

PR #812「決済リトライの上限を設定で変更できるようにする」
作成日: 2026-02-24
説明: 2月20日の障害では、リトライが 1 分あたり 4,000 回を超えてゲートウェイに負荷をかけました。上限を
`PAYMENT_RETRY_MAX` で変更できるようにし、既定値は 5 回にします。""",
        when=v("datetime", "レビュー依頼日時: " + ja_dt(t)),
    )


@pos("review:danger-single-line-json", "json_inline", "run_id", "epoch_s", "head", "pasted_diffstat")
def _review_danger_json(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """{"tool":"danger-js","pr":4412,«run»«ts»"repo":"osprey/web"}
You check pull requests against the team's rules: every change under src/api needs a test, and
CHANGELOG.md must be updated for user-facing changes. List the rules that fail.

Files changed:
 src/api/orders.ts         | 42 ++++++++++++++-------
 src/api/orders.test.ts    |  0
 src/ui/OrderBadge.tsx     | 11 +++--
 3 files changed, 35 insertions(+), 18 deletions(-)

Result:""",
        run=v("run_id", f'"ci_run":"{g.digits(10)}",'),
        ts=v("epoch", f'"ts":{epoch_s(t)},'),
    )


@pos("review:sonar-gate-fetched", "inline_phrase", "fetch_stamp", "pasted_report", "rfc3339_offset")
def _review_sonar(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """You explain quality gate failures to the author of a merge request in plain words, one line per
failed condition, and say which one to fix first.

Quality gate result fetched «at» for this request:
Project: osprey-ledger   Branch: feature/ledger-v2   Analysis: 2026-03-03T08:47:12+02:00
Status: FAILED
- New code coverage: 61.4% (required >= 80%)
- New duplicated lines: 4.9% (required <= 3%)
- New blocker issues: 1 (required 0) - S2095 resource not closed in LedgerExporter.java:144
- Security hotspots reviewed: 100% (OK)

Explanation:""",
        at=v("datetime", "at " + rfc3339(t)),
    )


@pos("review:coverage-api-response", "http_response_headers", "request_id", "http_date", "payload_stays")
def _review_coverage_api(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """The coverage service answered the request the review bot made for this pull request:

HTTP/1.1 200 OK
«date»
Content-Type: application/json
«rid»
X-Api-Version: 3

{"commit": "b91d0c4e", "base": "a06f3e21", "patch_coverage": 58.33, "files": [
  {"name": "internal/quota/limiter.go", "patch": 41.2, "missed_lines": [57, 58, 61, 90]},
  {"name": "internal/quota/store.go", "patch": 100.0, "missed_lines": []}
], "report_uploaded_at": "2026-03-03T10:22:40Z"}

Write the review comment about test coverage. Mention the missed lines by number.
Comment:""",
        date=v("datetime", "Date: " + http_date(t)),
        rid=v("request_id", "X-Request-Id: " + g.hex(32)),
    )


@pos("review:chatml-git-log", "chatml", "system_tail", "py_str", "pasted_git_log")
def _review_chatml_gitlog(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<|im_start|>system
You write merge request descriptions from commit logs. Use the headings Why, What, Risk.
«now»<|im_end|>
<|im_start|>user
Write the description for these commits (git log --pretty=reference):

5d1e9a7 (Drop the per-tenant connection pool, share one pool with limits, 2026-03-03)
0a2c4e6 (Add pool saturation metric, 2026-03-03)
b81f3d0 (Revert "Raise pool size to 400 for the load test", 2026-03-02)<|im_end|>
<|im_start|>assistant
""",
        now=v("datetime", "Current time: " + py_str(t)),
    )


@pos("review:ko-tone-xml-attr", "lang:ko", "xml_attr", "nanoid", "epoch_ms", "two_in_line")
def _review_ko_tone(g: Gen68) -> str:
    t = g.moment(KST)
    return sub(
        """<review-assistant team="결제플랫폼" «sid» «at» locale="ko-KR"/>
당신은 코드 리뷰 코멘트를 부드럽게 다듬어 주는 도우미입니다. 지적 내용은 유지하고 표현만 정중하게 바꿔 주세요.

원래 코멘트: 이거 왜 또 전역 변수로 했어요? 지난번에도 말했잖아요. 테스트도 없고요.""",
        sid=v("session_id", f'session="{g.nanoid()}"'),
        at=v("epoch", f'opened="{epoch_ms(t)}"'),
    )


@pos("review:merge-queue-snapshot", "inline_phrase", "snapshot_stamp", "parenthesised_id", "pasted_queue")
def _review_merge_queue(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """You watch the merge queue for the release captain. Say which entry is blocking the others and why.

Merge queue for main «asof» «snap» for this request:
position  pr     enqueued_at           status         checks
1         #3310  2026-03-04 07:55:12Z  running        18/22
2         #3298  2026-03-04 08:01:40Z  waiting        -
3         #3315  2026-03-04 08:03:03Z  waiting        -
4         #3302  2026-03-04 06:12:09Z  failed (flaky) 21/22, e2e/checkout-spec retried 3x

Answer:""",
        asof=v("datetime", "as of " + rfc3339(t)),
        snap=v("request_id", f"(snapshot mq_{g.b62(16)})"),
    )


@pos("review:llama3-today-date", "llama3", "llama3_today_date", "knowledge_cutoff_stays", "pasted_diff")
def _review_llama3(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
«today»

You are a careful reviewer of SQL migrations. Flag anything that locks a large table.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is this migration safe to run on orders (about 380 million rows) during business hours?

-- 20260302114500_orders_add_region.sql
ALTER TABLE orders ADD COLUMN region text;
CREATE INDEX orders_region_idx ON orders (region);
UPDATE orders SET region = 'eu' WHERE created_at < '2024-01-01';<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        today=v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}"),
    )


@pos("review:review-job-phrase", "inline_phrase", "run_id", "time_alone_phrase", "pasted_patch")
def _review_job_phrase(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Review job «job» started «at» on runner review-pool-3.
Check the patch for concurrency bugs only. Quote the line you mean.

--- a/worker/lease.go
+++ b/worker/lease.go
@@ -40,9 +40,12 @@ func (l *Lease) Renew(ctx context.Context) error {
-    if time.Since(l.acquired) > l.ttl {
+    l.mu.Lock()
+    expired := time.Since(l.acquired) > l.ttl
+    l.mu.Unlock()
+    if expired {
         return ErrLeaseLost
     }
-    l.acquired = time.Now()
+    l.acquired = time.Now() // set without the lock
     return l.store.Touch(ctx, l.key)

Findings:""",
        job=v("run_id", "rj_" + g.b58(22)),
        at=v("datetime", f"at {t:%H:%M:%S} UTC"),
    )


# --- hand-written positives: CI/CD pipelines and flaky tests ----------------------------------------------------


@pos("ci:flaky-history-snapshot", "header_block", "iso_space", "query_id", "pasted_table")
def _ci_flaky_history(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Flaky test triage (osprey/web)
«snap»
«qid»
Window: last 30 runs on main

You decide whether a test is flaky, broken or fine, from its run history. Give the verdict and one
sentence of evidence.

Test: checkout/applies-coupon.spec.ts > applies a 10% coupon
run    started_at            result  duration  retry
8841   2026-02-28 09:12:44Z  pass    4.1s      0
8846   2026-02-28 13:40:02Z  fail    30.0s     0
8846   2026-02-28 13:40:39Z  pass    4.3s      1
8859   2026-03-01 08:05:17Z  pass    4.0s      0
8871   2026-03-02 10:31:50Z  fail    30.0s     0
8871   2026-03-02 10:32:28Z  pass    4.4s      1

Verdict:""",
        snap=v("datetime", "Snapshot taken: " + iso_space(t) + " UTC"),
        qid=v("request_id", "Query: q_" + g.b62(18)),
    )


@pos("ci:semaphore-env", "key_value_lines", "uuid4", "run_ids", "sha_stays", "pasted_log")
def _ci_semaphore_env(g: Gen68) -> str:
    return sub(
        """SEMAPHORE_GIT_BRANCH=main
SEMAPHORE_GIT_SHA=9f3b27c1d0e4a5b6c7d8e9f0a1b2c3d4e5f6a7b8
«pipeline»
«workflow»
SEMAPHORE_AGENT_MACHINE_TYPE=e1-standard-4

Explain why this job failed and suggest the smallest fix.

+ bundle exec rspec spec/models
Randomized with seed 40213
..........F...

Failures:
  1) Invoice#due_on returns the last day of the month
     Failure/Error: expect(invoice.due_on).to eq(Date.new(2026, 2, 28))
       expected: 2026-02-28
            got: 2026-03-03
     # ./spec/models/invoice_spec.rb:41

Explanation:""",
        pipeline=v("run_id", "SEMAPHORE_PIPELINE_ID=" + g.uuid4()),
        workflow=v("run_id", "SEMAPHORE_WORKFLOW_ID=" + g.uuid4()),
    )


@pos("ci:travis-build-vars", "header_block", "decimal_run_id", "commit_stays", "pasted_log")
def _ci_travis(g: Gen68) -> str:
    return sub(
        """Build context
TRAVIS_REPO_SLUG: osprey/legacy-importer
TRAVIS_COMMIT: 1c7e0d9b
«build»
«job»
TRAVIS_PYTHON_VERSION: 3.9

The legacy importer still builds on the old CI. Tell the developer what this failure means.

$ python -m pytest -q tests/test_dates.py
F.
FAILED tests/test_dates.py::test_parse_export_row - ValueError: time data '2026-03-01T24:00:00' does
not match format '%Y-%m-%dT%H:%M:%S'
1 failed, 1 passed in 0.41s

Answer:""",
        build=v("run_id", "TRAVIS_BUILD_ID: " + g.digits(9)),
        job=v("run_id", f"TRAVIS_JOB_NUMBER: {g.small(2000, 9000)}.1"),
    )


@pos("ci:codebuild-env-epoch", "key_value_lines", "epoch_ms", "run_id", "sha_stays")
def _ci_codebuild(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """You are the build doctor for the Osprey mobile backend. Read the environment and the failing phase,
then give a diagnosis and one command to run locally.

«build»
CODEBUILD_RESOLVED_SOURCE_VERSION=e2a91f07c6d34b58a1f0e9d8c7b6a5f4e3d2c1b0
«start»
CODEBUILD_SRC_DIR=/codebuild/output/src1/src

[Container] 2026/03/02 11:04:27.118 Running command npm run test:integration
[Container] 2026/03/02 11:09:31.502 Phase complete: BUILD State: FAILED
[Container] 2026/03/02 11:09:31.502 Phase context: COMMAND_EXECUTION_ERROR: Error while executing
command: npm run test:integration. Reason: exit status 1

Diagnosis:""",
        build=v("run_id", "CODEBUILD_BUILD_ID=osprey-api-ci:" + g.uuid4()),
        start=v("epoch", f"CODEBUILD_START_TIME={epoch_ms(t)}"),
    )


@pos("ci:cloud-build-substitutions", "yaml_nested", "uuid4", "rfc3339", "project_stays", "pasted_log")
def _ci_cloud_build(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """build:
  projectId: osprey-ci-prod
  «bid»
  «created»
  trigger: main-push
You summarise build logs for the release channel in two sentences.

Step #2 - "push": The push refers to repository [europe-docker.pkg.dev/osprey-ci-prod/images/api]
Step #2 - "push": 3.14.0: digest: sha256:6f1c0b9e... size: 2417
Step #3 - "deploy": ERROR: (gcloud.run.deploy) Revision 'api-00213-pox' is not ready and cannot serve
traffic. The user-provided container failed to start and listen on the port defined by PORT=8080.

Summary:""",
        bid=v("run_id", "id: " + g.uuid4()),
        created=v("datetime", f'createTime: "{rfc3339(t, 6)}"'),
    )


@pos("ci:turbo-run-phrase", "inline_phrase", "run_id", "rfc3339", "pasted_timings")
def _ci_turbo_run(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Remote cache report for run «rid» started «at» from the monorepo root:

Tasks:    41 successful, 41 total
Cached:   12 cached, 41 total
Time:     6m41.209s

Slowest tasks
@osprey/web#build        2m58s   cache miss
@osprey/ui#test          1m47s   cache miss
@osprey/api-client#gen   0m31s   cache hit (remote)

Why did the cache miss for @osprey/web#build when nothing in apps/web changed since the last run?""",
        rid=v("run_id", g.ulid(t)),
        at=v("datetime", "at " + rfc3339(t)),
    )


@pos("ci:de-cypress-quarantine", "lang:de", "system_tail", "de_datetime", "pasted_run_json")
def _ci_de_junit(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Du hilfst dem Plattform-Team, instabile Tests in Quarantäne zu schicken. Entscheide anhand des
Berichts, ob der Test instabil ist, und begründe es in einem Satz.
«stamp»

Hier ist die Zusammenfassung aus dem letzten Lauf:

{
  "startedTestsAt": "2026-03-02T10:31:50.118Z",
  "endedTestsAt": "2026-03-02T10:33:24.301Z",
  "totalTests": 3,
  "totalFailed": 1,
  "runs": [{"spec": {"relative": "cypress/e2e/checkout.cy.ts"}, "tests": [
    {"title": ["Kasse", "bezahlt mit Gutschein"], "state": "failed", "attempts": 3,
     "displayError": "AssertionError: Timed out retrying after 30000ms: Expected to find element: #pay"},
    {"title": ["Kasse", "bezahlt mit Karte"], "state": "passed", "attempts": 1},
    {"title": ["Kasse", "storniert Bestellung"], "state": "passed", "attempts": 1}]}]
}

Ist „bezahlt mit Gutschein“ instabil oder kaputt?""",
        stamp=v("datetime", "Zeitstempel der Anfrage: " + de_dt(t)),
    )


@pos("ci:zh-pytest", "lang:zh", "head", "zh_datetime", "pasted_log")
def _ci_zh_pytest(g: Gen68) -> str:
    t = g.moment(CST8)
    return sub(
        """«now»
你是 CI 故障分析助手。根据日志判断失败原因，并给出最小的修复建议。

下面是流水线的输出：

2026-03-03 14:22:05,118 INFO  collected 212 items
2026-03-03 14:22:41,907 ERROR tests/test_refund.py::test_refund_after_midnight FAILED
E   AssertionError: assert '2026-03-02' == '2026-03-03'
E     - 2026-03-03
E     + 2026-03-02
2026-03-03 14:22:42,010 INFO  1 failed, 211 passed in 36.89s

这个测试为什么只在早上八点以前失败？""",
        now=v("datetime", "当前时间：" + zh_dt(t) + " +08:00"),
    )


@pos("ci:dagger-session", "header_block", "session_id", "xid", "pasted_log")
def _ci_dagger(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """engine: dagger v0.15.1
«sess»
«conn»

You explain pipeline failures written in the Dagger Go SDK. Point at the line in the pipeline code
that caused it.

✘ withExec go test ./... 41.3s
┃ --- FAIL: TestMigrationsApplyCleanly (12.04s)
┃     migrate_test.go:33: pq: relation "tenants" already exists
┃ FAIL	osprey/internal/db	12.112s
✘ container.from(postgres:16.4) ERROR

Answer:""",
        sess=v("session_id", "session: " + g.xid(t)),
        conn=v("datetime", "connected: " + go_nano(t, g.small(1, 1000))),
    )


@pos("ci:lark-event-rerun", "json_pretty", "event_envelope", "message_id", "epoch_ms", "chat_stays", "nested")
def _ci_lark_event(g: Gen68) -> str:
    t = g.moment(CST8)
    sent = t - timedelta(milliseconds=g.small(200, 900))
    return sub(
        """A message event reached the CI bot. Decide which command the user wants (rerun, quarantine, blame,
help) and reply with the command only.

{
  "schema": "2.0",
  "header": {
    «eid»
    «ctime»
    "event_type": "im.message.receive_v1",
    "app_id": "cli_a1b2c3d4e5f60718"
  },
  "event": {
    "sender": {"sender_id": {"user_id": "tibarra"}},
    "message": {
      «mid»
      «mtime»
      "chat_id": "oc_5ad11d72b830411d72b836c20",
      "content": "{\"text\":\"@cibot #3302 的 e2e 又在 checkout-spec 挂了，帮我重跑一次？07:58 那次是过的\"}"
    }
  }
}

Command:""",
        eid=v("request_id", f'"event_id": "{g.hex(32)}",'),
        ctime=v("epoch", f'"create_time": "{epoch_ms(t)}",'),
        mid=v("message_id", f'"message_id": "om_{g.hex(32)}",'),
        mtime=v("epoch", f'"create_time": "{epoch_ms(sent)}",'),
    )


@pos("ci:harness-execution-json", "json_pretty", "run_id", "epoch_ms", "head", "pasted_stage_table")
def _ci_harness(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """{
  "pipelineIdentifier": "osprey_api_cd",
  «exec»
  «start»
  "orgIdentifier": "platform"
}
You explain why a CD pipeline stage was skipped. Answer in two sentences.

Stage            Status    Started (UTC)        Condition
build            Success   2026-03-02 12:00:41  always
deploy_staging   Success   2026-03-02 12:06:03  always
deploy_prod      Skipped   -                    <+pipeline.variables.release> == "true"

Why was deploy_prod skipped?""",
        exec=v("run_id", f'"planExecutionId": "{g.b64url(16)}",'),
        start=v("epoch", f'"startTs": {epoch_ms(t)},'),
    )


@pos("ci:phi3-now", "phi3", "system_tail", "log4j", "pasted_cost_table")
def _ci_phi3(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<|system|>
You help engineers cut CI minutes. Suggest at most three changes, biggest saving first.
«now»<|end|>
<|user|>
Our CI minutes last month, by workflow:
workflow        runs   avg_minutes   total_minutes
e2e-full        1,420  38.5          54,670
unit            3,911  6.2           24,248
lint              3,911  1.1            4,302
nightly-fuzz       31  240.0          7,440
How do we get under 60,000 minutes?<|end|>
<|assistant|>""",
        now=v("datetime", "Now: " + log4j_iso(t)),
    )


@pos("ci:id-gemma-flaky", "lang:id", "gemma", "id_datetime", "user_turn_meta", "pasted_log")
def _ci_gemma_id(g: Gen68) -> str:
    t = g.moment(WIB)
    return sub(
        """<start_of_turn>user
Kamu asisten CI untuk tim aplikasi kasir. Jelaskan apakah tes ini flaky atau memang rusak.

Log dari runner:
[08:14:02.517] ▶ test_sync_offline_queue
[08:14:32.519] ✖ timeout setelah 30000 ms menunggu respons /sync
[08:14:33.004] ↻ percobaan ulang 1
[08:14:36.771] ✔ test_sync_offline_queue (3.77 s)

Apakah ini flaky?
«stamp»<end_of_turn>
<start_of_turn>model""",
        stamp=v("datetime", "Waktu permintaan: " + id_dt(t) + " WIB"),
    )


@pos("ci:check-annotations-xml-element", "xml_element", "js_iso", "request_id", "pasted_annotations")
def _ci_check_xml(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<request>
  <app>check-explainer</app>
  «rid»
  «at»
</request>
<annotations run="lint (eslint)" conclusion="failure">
  <annotation path="src/ui/Table.tsx" line="118" level="failure">react-hooks/exhaustive-deps: React Hook
  useEffect has a missing dependency: 'sortKey'.</annotation>
  <annotation path="src/ui/Table.tsx" line="131" level="warning">no-console: Unexpected console statement.</annotation>
</annotations>
Explain the failure to the author and show the corrected hook.""",
        rid=v("request_id", f"<request_id>{g.uuid4()}</request_id>"),
        at=v("datetime", f"<requested_at>{js_iso(t)}</requested_at>"),
    )


# --- hand-written positives: deploys and rollbacks --------------------------------------------------------------


@pos("deploy:spinnaker-execution", "header_block", "ulid", "trigger_stays", "pasted_stage_timings")
def _deploy_spinnaker(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Pipeline: api-prod-rollout
«exec»
Trigger: manual (k.mensah)
Application: ledger

You help the release captain decide between waiting and rolling back. Answer "wait" or "roll back"
and give the reason in one sentence.

Stage timings from the execution view:
Bake (eu-west-1)          SUCCEEDED   2026-03-04 09:02:11 -> 09:06:40
Deploy canary (5%)        SUCCEEDED   2026-03-04 09:06:41 -> 09:08:02
Canary analysis (30 min)  RUNNING     2026-03-04 09:08:03 -> -
  error rate canary 2.8% vs baseline 0.4%, latency p99 canary 910 ms vs baseline 420 ms

Decision:""",
        exec=v("run_id", "Execution: " + g.ulid(t)),
    )


@pos("deploy:rollouts-status-fetched", "inline_phrase", "fetch_stamp", "go_nano", "pasted_cli_output")
def _deploy_argo_rollouts(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Rollout status fetched «at» for this request:

Name:            checkout
Namespace:       shop
Status:          ॥ Paused
Message:         CanaryPauseStep
Strategy:        Canary
  Step:          2/6
  SetWeight:     20
  ActualWeight:  20
Images:          registry.osprey.example/checkout:2.41.0 (canary)
                 registry.osprey.example/checkout:2.40.3 (stable)
Replicas:
  Desired:       10
  Current:       12
  Updated:       2
AnalysisRun checkout-7d9c4-2-success-rate: Failed (2026-03-04T09:41:06Z, 3 of 5 measurements below 0.99)

Should I promote, abort or wait? Explain what the failed AnalysisRun means.""",
        at=v("datetime", "at " + go_nano(t, g.small(1, 1000))),
    )


@pos("deploy:flagger-request-start", "header_block", "epoch_us", "head", "pasted_events")
def _deploy_flagger(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«start»
X-Forwarded-For: 10.40.2.17
You are Harbor, the deploy assistant. Explain the canary events in order and say whether the release
will be rolled back automatically.

Events:
  Normal   Synced  2m   flagger  Starting canary analysis for search.prod
  Normal   Synced  2m   flagger  Advance search.prod canary weight 10
  Warning  Synced  1m   flagger  Halt advancement search.prod request-success-rate 97.21% < 99%
  Warning  Synced  30s  flagger  Halt advancement search.prod request-success-rate 96.80% < 99%

User: Is it going to roll back on its own?
Harbor:""",
        start=v("epoch", f"X-Request-Start: t={epoch_us(t)}"),
    )


@pos("deploy:octopus-run-variables", "header_block", "run_id", "dotnet_roundtrip", "release_stays")
def _deploy_octopus(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Write the customer-facing release note for this deployment in three sentences.

Octopus.Project.Name = Storefront
Octopus.Release.Number = 2026.3.2
Octopus.Environment.Name = Production
«dep»
«created»

Changes in this release:
- Gift cards can be split across two orders (STORE-1182).
- The basket no longer forgets the delivery slot after login (STORE-1190).
- Prices in CHF are rounded to 0.05 as required since 1 March 2026 (STORE-1201).

Release note:""",
        dep=v("run_id", f"Octopus.Deployment.Id = Deployments-{g.small(10000, 99999)}"),
        created=v("datetime", "Octopus.Deployment.Created = " + dotnet_o(t, g.small(0, 10))),
    )


@pos("deploy:slack-ish-made-up-label", "header_block", "made_up_label", "epoch_s_micro", "stable_neighbours")
def _deploy_pulse_at(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """channel: #deploys-ledger
«pulse»
issuer: deploybot

You are Deploybot. You can roll back a service with /rollback <service> <version>. Always ask for
confirmation and say which version is the previous good one.

Recent deploys of ledger-api:
v5.18.0  deployed 2026-03-03 16:40 UTC  by k.mensah   healthy
v5.18.1  deployed 2026-03-04 08:55 UTC  by j.diaz     error rate 3.1%

m.okafor: roll back ledger please, 5.18.1 is throwing 500s
Deploybot:""",
        pulse=v("message_id", f"pulse_at: {epoch_s(t)}.{g.digits(6)}"),
    )


@pos("deploy:flux-read-phrase", "inline_phrase", "fetch_stamp", "py_logging", "pasted_cli_output")
def _deploy_flux(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Kustomization status read «at» from cluster prod-eu-2:

NAME        REVISION               SUSPENDED  READY  MESSAGE
apps        main@sha1:3c9a0d1e     False      False  Health check failed after 5m0s: timeout waiting for: [Deployment/shop/cart status: 'InProgress']
infra       main@sha1:3c9a0d1e     False      True   Applied revision: main@sha1:3c9a0d1e
monitoring  main@sha1:77b2e410     False      True   Applied revision: main@sha1:77b2e410

What is blocking the apps kustomization and how do I find out why cart is stuck?""",
        at=v("datetime", "at " + py_logging(t)),
    )


@pos("deploy:rollout-history-footer", "footer", "go_time_string", "tail", "pasted_rollout_history")
def _deploy_helm_footer(g: Gen68) -> str:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return sub(
        """Which revision should I roll back to, and what exact command?

deployment.apps/payments
REVISION  CHANGE-CAUSE
41        deployctl: payments 3.8.0 by k.mensah at 2026-03-02T10:14:09Z
42        deployctl: payments 3.9.0 by j.diaz at 2026-03-03T17:02:51Z
43        deployctl: payments 3.9.1 by j.diaz at 2026-03-04T08:30:12Z (progress deadline exceeded)

--
deploy-copilot 0.9 / cluster prod-eu-1
«gen»""",
        gen=v("datetime", "generated " + go_string(t, g.small(1, 1000), mono)),
    )


@pos("deploy:es-freeze", "lang:es", "header_block", "es_datetime", "freeze_window_stays")
def _deploy_es_freeze(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Equipo: Plataforma de Pagos
«stamp»
Congelación de despliegues: del 18 de marzo de 2026 a las 00:00 al 25 de marzo de 2026 a las 23:59 (cierre trimestral)

Eres el asistente de despliegues. Responde si el despliegue está permitido según la ventana de
congelación y qué aprobación hace falta si no lo está.

Usuario: Quiero desplegar la corrección del redondeo en los reembolsos el 20 de marzo por la tarde. ¿Puedo?""",
        stamp=v("datetime", "Fecha y hora de la consulta: " + es_dt(t)),
    )


@pos("deploy:pt-br-rollback-session", "lang:pt", "system_tail", "session_id", "nanoid", "pasted_log")
def _deploy_pt_rollback(g: Gen68) -> str:
    return sub(
        """Você é o assistente de rollback da equipe de checkout. Explique os passos com comandos exatos e
confirme antes de qualquer ação destrutiva.
«sess»

Usuário: O deploy das 14h quebrou o checkout. Colei o log do pod:

2026-03-04T17:02:44.913Z ERROR checkout.handlers payment intent create failed err="context deadline exceeded" order_id=01JNQ2Z4K8W3XG5M7P9R1T6V0B
2026-03-04T17:02:45.120Z ERROR checkout.handlers payment intent create failed err="context deadline exceeded" order_id=01JNQ2Z4NB5D8F2H4K6M8P0R2T

Como volto para a versão anterior?""",
        sess=v("session_id", "Sessão: " + g.nanoid()),
    )


@pos("deploy:vi-status", "lang:vi", "head", "vi_datetime", "pasted_table")
def _deploy_vi_status(g: Gen68) -> str:
    t = g.moment(ICT)
    return sub(
        """«now»
Bạn là trợ lý triển khai của nhóm nền tảng. Hãy tóm tắt trạng thái triển khai bên dưới cho quản lý sản phẩm, không dùng thuật ngữ kỹ thuật.

Dịch vụ        Phiên bản   Môi trường   Trạng thái      Cập nhật lúc
order-api      4.12.0      production   hoàn tất        2026-03-04 09:12
search         2.8.1       production   đang canary 20%  2026-03-04 09:40
notification   1.30.2      staging      lỗi             2026-03-04 08:57

Tóm tắt giúp tôi trong ba câu.""",
        now=v("datetime", "Thời điểm: " + vi_dt(t)),
    )


@pos("deploy:cutover-md-table", "md_table", "rfc3339", "session_row", "cutover_window_stays")
def _deploy_cutover_table(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """| Field          | Value                                  |
|----------------|----------------------------------------|
| Service        | identity-api                           |
| Strategy       | blue-green                             |
| Cutover window | 2026-03-07 02:00-04:00 UTC             |
«gen»
«sess»

You are the cutover assistant. Turn the plan below into a numbered checklist with a go/no-go point
before traffic is switched.

Plan: warm the green pool, run smoke tests, switch 10% then 100% of traffic at the load balancer,
keep blue for 24 hours.""",
        gen=v("datetime", f"| Generated      | {rfc3339(t)}                   |"),
        sess=v("session_id", f"| Session        | {g.uuid4()}   |"),
    )


@pos("deploy:release-notes-job", "inline_phrase", "run_id", "iso_space", "pasted_changelog")
def _deploy_release_job(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Release notes job «job» started «at» on runner docs-2.
Rewrite these merged changes as release notes for customers, grouped as New, Improved and Fixed.

- feat(export): CSV export for the audit log (#4410, merged 2026-02-26)
- fix(auth): session no longer expires 5 minutes early on DST change (#4417, merged 2026-02-27)
- perf(search): 30% faster first query after deploy (#4421, merged 2026-03-01)
- chore(deps): bump pg from 8.11.3 to 8.13.1 (#4425, merged 2026-03-02)

Release notes:""",
        job=v("run_id", "rn-" + g.hex(12)),
        at=v("datetime", "at " + iso_space(t) + " UTC"),
    )


@pos(
    "deploy:hook-delivery-headers",
    "header_block",
    "webhook_envelope",
    "epoch_s",
    "signature",
    "payload_stays",
)
def _deploy_hook_delivery(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Deploy-Hook-Event: deployment.finished
«did»
«dts»
«sig»

{"deployment": {"id": "dpl_8Kq2LmZt", "service": "ledger-api", "version": "5.18.1",
"started_at": "2026-03-04T08:51:02Z", "finished_at": "2026-03-04T08:55:47Z", "status": "succeeded",
"commit": "a7f3e9c1"}}

Post a one-line message for #deploys announcing this deployment.
Message:""",
        did=v("request_id", "Deploy-Hook-Delivery: " + g.uuid4()),
        dts=v("epoch", f"Deploy-Hook-Timestamp: {epoch_s(t)}"),
        sig=v("signature", "Deploy-Hook-Signature: v1," + g.b64url(32)),
    )


@pos("deploy:canary-window-from-now", "header_block", "query_window", "rfc3339", "pasted_metrics")
def _deploy_window(g: Gen68) -> str:
    t = g.moment()
    start = t - timedelta(hours=1)
    return sub(
        """You compare canary and baseline metrics and say whether the canary is worse. Be specific about
which metric and by how much.

«window»
Service: search (prod)

metric              baseline   canary
requests            118,402    6,231
error_rate          0.31%      0.35%
latency_p50_ms      38         41
latency_p99_ms      402        1,880
saturation_cpu      54%        57%

Is the canary worse?
Answer:""",
        window=v("datetime", f"Metrics window: {rfc3339(start)} to {rfc3339(t)}"),
    )


# --- hand-written positives: feature flags ----------------------------------------------------------------------


@pos("flags:evaluation-context-json", "json_pretty", "request_id", "rfc3339_ms", "identity_stays", "nested")
def _flags_eval_context(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """You explain to support agents why a customer sees or does not see a feature. Use the evaluation
context and the flag definition; answer in two sentences.

Evaluation context:
{
  "environment": "production",
  "identity": {"key": "acct_55120", "traits": {"plan": "team", "country": "NL", "signup": "2024-11-02"}},
  "evaluation": {
    «rid»
    «at»
    "sdk": "flags-node 6.2.0"
  }
}

Flag new_invoice_editor: on for plan in [business, enterprise]; 20% rollout for plan = team by
account key; off otherwise. Last modified 2026-02-20 by r.lindgren.

Agent: Why doesn't Acme Logistics (acct_55120) see the new invoice editor?
Answer:""",
        rid=v("request_id", f'"request_id": "{g.uuid7(t)}",'),
        at=v("datetime", f'"evaluated_at": "{rfc3339(t, 3)}",'),
    )


@pos("flags:experiment-snapshot", "header_block", "snapshot_stamp", "ksuid", "experiment_dates_stay")
def _flags_experiment(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Experiment: checkout-one-page
Started: 2026-02-16
«asof»
«snap»

You interpret A/B test results for product managers. Say whether to ship, keep running or stop, and
why, in plain words.

variant     users    conversions  rate    chance to beat control
control     41,208   2,967        7.20%   -
one_page    41,033   3,118        7.60%   96.1%

Guardrail: refund rate control 1.9%, one_page 2.4% (threshold +0.3 pp)

Recommendation:""",
        asof=v("datetime", "Results as of: " + iso_space(t) + " UTC"),
        snap=v("request_id", "Snapshot: " + g.ksuid(t)),
    )


@pos("flags:config-fetch-etag", "inline_phrase", "fetch_stamp", "etag_stays", "pasted_json")
def _flags_config_fetch(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Flag config downloaded «at» (ETag "a3f1-5c9e") for this request:

{"f": {
  "darkModeBeta": {"v": false, "r": [{"a": "email", "c": "ENDS_WITH", "v": "@osprey.example", "s": true}]},
  "maxUploadMb": {"v": 25, "p": [{"pct": 10, "v": 100}]},
  "newPricingPage": {"v": true}
}}

A customer with an @osprey.example address says dark mode is still off. Is that expected?""",
        at=v("datetime", "at " + rfc2822(t)),
    )


@pos("flags:request-header-uuid7", "header_block", "uuid7", "made_up_label", "pasted_flag_json")
def _flags_posthog_header(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«req»
X-Flagship-Project: 1187

You help developers debug feature flag targeting. Explain why the user below does not match.

Flag (as exported by the developer):
{
  "key": "onboarding-checklist-v2",
  "created_at": "2026-01-12T08:30:00Z",
  "filters": {"groups": [{"properties": [{"key": "signed_up_at", "operator": "is_date_after",
  "value": "2026-02-01"}], "rollout_percentage": 100}]}
}

User properties: signed_up_at = 2026-01-30T22:10:00-05:00, plan = free

Why doesn't this user see the new checklist?""",
        req=v("request_id", "X-Flagship-Req: " + g.uuid7(t)),
    )


@pos("flags:grpc-metadata", "grpc_metadata", "request_id", "epoch_ns", "stable_neighbours")
def _flags_grpc(g: Gen68) -> str:
    t = g.moment()
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return sub(
        """metadata:
  authority: flags.internal:9000
  «rid»
  «ns»
  x-client: ledger-api/5.18.1

You answer questions about the flag evaluation service's API. Quote the RPC name.

Question: How do I evaluate all flags for one entity in a single call, and can I pass a custom
attribute like `region`?""",
        rid=v("request_id", f"x-flag-request-id: {g.hex(24)}"),
        ns=v("epoch", f"x-received-ns: {ns}"),
    )


@pos("flags:fr-stale-flags", "lang:fr", "header_block", "fr_datetime", "pasted_flag_list")
def _flags_fr_stale(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Équipe : Facturation
«stamp»

Tu aides à nettoyer les feature flags obsolètes. Pour chaque flag, dis s'il peut être supprimé et pourquoi.

Flag                      Créé le      Dernière évaluation   Valeur servie
invoice_pdf_v2            2024-06-03   2026-03-03 23:58      true (100 %)
legacy_tax_engine         2023-11-20   2025-09-14 10:02      false
eu_vat_oss_banner         2025-02-11   2026-03-04 07:41      true (40 %)

Lesquels puis-je supprimer cette semaine ?""",
        stamp=v("datetime", "Horodatage de la requête : " + fr_dt(t)),
    )


@pos("flags:pl-kill-switch", "lang:pl", "system_tail", "session_id", "b58", "pasted_audit")
def _flags_pl_kill(g: Gen68) -> str:
    return sub(
        """Jesteś asystentem dyżurnego. Pomagasz zdecydować, czy włączyć wyłącznik awaryjny funkcji.
«sess»

Użytkownik: Oto dziennik zmian flagi z ostatniej godziny:

2026-03-04 10:02:17 +01:00  payments.smart_retry  on -> off  przez: m.nowak  powód: "skok 502 z bramki"
2026-03-04 10:19:40 +01:00  payments.smart_retry  off -> on  przez: k.zielinski  powód: "fałszywy alarm?"

Czy powinienem znowu ją wyłączyć, skoro błędy wróciły o 10:21?""",
        sess=v("session_id", "Sesja: " + g.b58(22)),
    )


@pos("flags:audit-log-xml-attr", "xml_attr", "datetime", "request_id", "pasted_audit_csv")
def _flags_audit_xml(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<context source="flag-audit" «at» «rid» scope="project:storefront">
date,actor,flag,change
2026-03-02T15:04:11Z,r.lindgren,checkout-one-page,rollout 10% -> 50%
2026-03-03T09:12:55Z,r.lindgren,checkout-one-page,rollout 50% -> 100%
2026-03-03T09:13:20Z,s.oyelaran,checkout-legacy-fallback,on -> off
</context>
Summarise who changed what, and whether removing the legacy fallback so soon was risky.""",
        at=v("datetime", f'fetched="{rfc3339(t)}"'),
        rid=v("request_id", f'req="{g.hex(16)}"'),
    )


@pos("flags:tr-rollout", "lang:tr", "last_user", "tr_datetime", "stable_neighbours")
def _flags_tr_rollout(g: Gen68) -> str:
    t = g.moment(TRT)
    return sub(
        """Sen özellik bayrağı asistanısın. Kademeli açılış planları öneriyorsun; her adımda neye bakılacağını söyle.

Kullanıcı: Yeni arama sıralamasını önce %5, sonra %25 ve %100 olarak açmak istiyorum. Hangi metriklere bakmalıyım ve her adım ne kadar sürmeli?
Uygulama: arama-web
«stamp»""",
        stamp=v("datetime", "İstek zamanı: " + tr_dt(t)),
    )


@pos("flags:yaml-request-context", "yaml_nested", "uuid4", "epoch_ms", "context_kind", "user_key_stays")
def _flags_context_kinds(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """context:
  kind: multi
  user:
    key: usr_7781
    plan: business
  request:
    «rkey»
    «rts»
    path: /settings/billing

You explain which targeting rule matched. Rules for flag billing-portal-v3, in order:
1. user.plan is enterprise -> on
2. request.path starts with /settings and user.plan is business -> 50% by user.key
3. default -> off

Which rule applies here, and is the result stable across page loads?""",
        rkey=v("request_id", f"key: {g.uuid4()}"),
        rts=v("epoch", f"receivedAtMs: {epoch_ms(t)}"),
    )


# --- hand-written positives: on-call paging and incident channels -----------------------------------------------


@pos("oncall:page-relay-json", "json_pretty", "relay_envelope", "payload_stays", "rfc3339_ms")
def _oncall_relay(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """You are the first responder's assistant. Read the page and say what to check first, in three
steps, with the dashboard or command for each.

{
  «rid»
  «rat»
  "page": {
    "id": "PG-77120",
    "service": "ledger-api",
    "urgency": "high",
    "fired_at": "2026-03-04T02:13:48Z",
    "fingerprint": "9c1e0f3d7a2b4c58",
    "summary": "5xx ratio above 5% for 10m on ledger-api (eu-west-1)"
  },
  "escalation_policy": "ledger-primary"
}

Steps:""",
        rid=v("request_id", f'"relay_id": "rly_{g.b62(20)}",'),
        rat=v("datetime", f'"received_at": "{rfc3339(t, 3)}",'),
    )


@pos("oncall:incident-channel-summary", "inline_phrase", "time_alone", "channel_stays", "pasted_chat")
def _oncall_channel_summary(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Incident INC-2291 (SEV2, declared 2026-03-04 02:14 UTC) - channel #inc-2291-ledger-5xx.
Summary requested «at» by the incident lead.

Summarise the channel for stakeholders: impact, current status, next update time. Keep it under 80 words.

02:16 mkowal: paged, looking. 5xx only in eu-west-1
02:21 jdiaz: started right after the 02:05 config push (ledger-pool max_conns 200 -> 50)
02:24 mkowal: reverting config
02:31 mkowal: revert applied, 5xx dropping
02:38 jdiaz: back to baseline. keeping incident open 30 min to watch

Summary:""",
        at=v("datetime", f"at {t:%H:%M:%S} UTC"),
    )


@pos("oncall:roster-as-of", "inline_phrase", "snapshot_stamp", "parenthesised_id", "shift_times_stay")
def _oncall_roster(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """You route questions to the right on-call engineer. Name the person and how to reach them.

On-call roster «asof» «q» for this request:
Schedule             Layer      On call       Shift (UTC)               Contact
payments-primary     weekday    Kofi Mensah   2026-03-02 09:00 -> 03-09 09:00   +44 20 7946 0113
payments-secondary   weekday    Ana Kowalczyk 2026-03-02 09:00 -> 03-09 09:00   +48 22 555 0199
platform-primary     follow-sun Rin Sato      2026-03-04 00:00 -> 08:00         +81 3 5555 0142

User: Refunds are failing for everyone, who do I page?
Assistant:""",
        asof=v("datetime", "as of " + iso_space(t) + "Z"),
        q=v("request_id", f"(lookup {g.xid(t)})"),
    )


@pos("oncall:sent-after-last-user", "last_user", "sent_line", "rfc3339", "earlier_turn_timeline")
def _oncall_sent_line(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """System: You are Beacon, the on-call assistant. Answer from the incident timeline and runbooks.
User: Here is the timeline so far:
02:13:48 alert 5xx ratio > 5% (ledger-api, eu-west-1)
02:14:30 paged Kofi Mensah (ack 02:15:02)
02:21:10 suspected config push 02:05 (max_conns 200 -> 50)
02:31:44 revert applied
Assistant: Thanks. The timeline points at the config push; the revert at 02:31:44 is the likely fix.
User: When should the next stakeholder update go out if we promised one every 30 minutes from declaration at 02:14?
«sent»
Assistant:""",
        sent=v("datetime", "Sent: " + rfc3339(t)),
    )


@pos("oncall:he-handover", "lang:he", "head", "he_datetime", "pasted_alerts")
def _oncall_he(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """«now»
אתה עוזר להעברת משמרת כוננות. סכם את ההתראות שלמטה למי שנכנס למשמרת: מה פתוח, מה נסגר ומה דורש מעקב.

התראות מהמשמרת:
23:02 disk_usage>90% db-replica-3 (נסגר 23:40 אחרי ניקוי לוגים)
01:17 p99_latency>800ms search-api (פתוח)
04:55 cert_expiry<14d api.osprey.example (פג ב-2026-03-17)

מה חשוב שאדע?""",
        now=v("datetime", f"זמן נוכחי: {t:%d.%m.%Y %H:%M:%S}"),
    )


@pos("oncall:uk-incident-channel", "lang:uk", "header_block", "uk_datetime", "pasted_chat")
def _oncall_uk(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """Канал: #інцидент-платежі
«now»

Ти помічник інцидент-менеджера. Склади коротке оновлення для керівництва: що сталося, вплив, поточний стан.

Повідомлення з каналу:
[09:41] Олена: з 09:30 зростають відмови карток Visa, ~12 %
[09:47] Тарас: провайдер підтвердив проблему на своєму боці
[10:05] Олена: перемкнули Visa на резервного еквайра, відмови 1,5 %

Напиши оновлення.""",
        now=v("datetime", "Поточний час: " + uk_dt(t)),
    )


@pos("oncall:ja-alerts", "lang:ja", "system_tail", "ja_datetime", "pasted_alerts")
def _oncall_ja(g: Gen68) -> str:
    t = g.moment(JST)
    return sub(
        """あなたはオンコール担当者を支援するアシスタントです。アラートを重要度順に並べ、最初に見るべきものを一つ選んでください。
«now»

ユーザー: 夜間のアラートです。

[02:10:44] WARN  queue_lag>5m       notification-worker
[02:12:03] CRIT  error_rate>5%      ledger-api (eu-west-1)
[02:12:09] WARN  pod_restarts>3     ledger-api-7d9f8c6b5-x2kqp
[02:30:58] INFO  backup_completed   db-primary

どれから対応すべきですか？""",
        now=v("datetime", "現在時刻: " + ja_dt(t) + " JST"),
    )


@pos("oncall:coaching-session", "header_block", "session_id", "time_started", "trainee_stays")
def _oncall_coaching(g: Gen68) -> str:
    t = g.moment_us()
    return sub(
        """Program: on-call shadowing, week 2
Trainee: Lucía Ferrer (shadowing payments-primary)
«sess»
«joined»

You coach new on-call engineers. Ask the trainee one question at a time about the alert below, and
only explain after they answer.

Alert the trainee picked from last night:
LedgerPoolSaturation  2026-03-04 02:09:44 UTC  pool in-use above 90% for 5m  (routed to e-mail, not paged)

Coach:""",
        sess=v("session_id", "Coaching session: " + g.b32(26)),
        joined=v("datetime", "Session opened: " + us_dt(t)),
    )


@pos("oncall:pager-sms-gateway", "header_block", "message_id", "rfc2822", "pasted_sms")
def _oncall_sms(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """«mid»
«recv»
From: +447700900123

An engineer replied to a page by SMS. Work out what they mean (ack, escalate, resolve or a
question) and answer with the action word only.

SMS: "on it but laptop at office, 20 min. can someone else look at ledger 5xx till 02:40?"

Action:""",
        mid=v("message_id", "Pager-Message-Id: pm_" + g.b62(24)),
        recv=v("datetime", "Received: " + rfc2822(t)),
    )


@pos("oncall:chatml-inline-now", "chatml", "inline_before_im_end", "rfc3339_offset", "pasted_timeline")
def _oncall_chatml(g: Gen68) -> str:
    t = g.moment_pacific()
    return sub(
        """<|im_start|>system
«now» You are the incident commander's assistant for Osprey. Keep answers short and factual.<|im_end|>
<|im_start|>user
We declared at 17:14 local. Mitigation (failover to us-east-2) finished at 17:52. Customers were
impacted from 17:03. What is the time to mitigate and the total customer impact so far, in minutes?<|im_end|>
<|im_start|>assistant
""",
        now=v("datetime", "Now: " + rfc3339(t) + "."),
    )


@pos("oncall:status-draft-footer", "footer", "rfc3339", "draft_stamp", "pasted_status_json")
def _oncall_status_footer(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Rewrite the status page update below so that customers understand it. No internal service names.

{"incident": {"id": "r7kq2x1m9d0p", "name": "Elevated errors on payments", "status": "identified",
"created_at": "2026-03-04T09:41:12Z", "updates": [{"status": "investigating",
"body": "ledger-api 5xx, eu-west-1, visa acquirer timeouts", "created_at": "2026-03-04T09:44:03Z"}]}}

---
status-writer 2.3
«draft»""",
        draft=v("datetime", "Draft generated: " + rfc3339(t)),
    )


@pos("oncall:ko-now", "lang:ko", "header_block", "ko_datetime", "pasted_log")
def _oncall_ko(g: Gen68) -> str:
    t = g.moment(KST)
    return sub(
        """서비스: 주문 API
«now»
당번: 김서연

당신은 장애 대응 도우미입니다. 아래 로그를 보고 원인 가설 두 가지와 확인 방법을 알려 주세요.

2026-03-04T11:20:03.441+09:00 ERROR order-api pool exhausted (active=50, idle=0, waiting=212)
2026-03-04T11:20:03.502+09:00 ERROR order-api request_id=7b0f2c9e timeout acquiring connection after 5000ms
2026-03-04T11:20:07.118+09:00 WARN  order-api circuit open for payment-gateway

원인이 뭘까요?""",
        now=v("datetime", "현재 시각: " + ko_dt(t)),
    )


@pos("oncall:timeline-window", "yaml_front_matter", "query_window", "iso", "pasted_events")
def _oncall_window(g: Gen68) -> str:
    t = g.moment()
    start = t - timedelta(hours=6)
    return sub(
        """---
view: incident-timeline-builder
service: search
«from»
«to»
---
Build a timeline of the deploys, config changes and alerts below, oldest first, and mark the one that
most likely started the incident.

alert    2026-03-04 06:41:09Z  search p99 > 800 ms
deploy   2026-03-04 06:30:55Z  search 2.8.1 (canary 20%)
config   2026-03-04 05:58:12Z  search.cache.ttl 300 -> 30
alert    2026-03-04 06:52:30Z  search error rate > 2%""",
        **{
            "from": v("datetime", f'window_start: "{rfc3339(start)}"'),
            "to": v("datetime", f'window_end: "{rfc3339(t)}"'),
        },
    )


@pos("oncall:mistral-fr", "lang:fr", "mistral", "fr_datetime", "inst_line")
def _oncall_mistral_fr(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """<s>[INST] Tu es l'assistant d'astreinte de l'équipe Recherche. Réponds en français, en trois points au plus.
«now»

Le cluster Elasticsearch est passé en jaune à 03:12 et n'est pas revenu au vert. `_cluster/health` indique
"unassigned_shards": 6 et "delayed_unassigned_shards": 6. Dois-je réveiller quelqu'un ? [/INST]""",
        now=v("datetime", "Heure actuelle : " + fr_dt(t)),
    )


# --- hand-written positives: postmortems ------------------------------------------------------------------------


@pos("postmortem:drafter-today", "header_block", "artefact_today", "long_date", "incident_times_stay")
def _pm_drafter(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Postmortem drafter
Template: blameless-v3
«date»
Incident: INC-2291 (SEV2)

Write the Summary and Impact sections of the postmortem from these facts. Neutral tone, no names.

- Start of impact: 2026-03-04 02:05 UTC (config push lowered ledger-pool max_conns from 200 to 50)
- Detected: 02:13:48 UTC by the 5xx ratio alert; declared 02:14 UTC
- Mitigated: 02:31:44 UTC by reverting the config
- Impact: 4.2% of card payments in eu-west-1 failed for 26 minutes; about 3,100 customers retried

Summary:""",
        date=v("date", "Date: " + long_date(t)),
    )


@pos("postmortem:comment-export-stamp", "inline_phrase", "export_stamp", "pasted_comments", "js_iso")
def _pm_comment_export(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Comments on the draft postmortem, exported «at» for this request:

- Ana Kowalczyk (2026-03-05 10:12): "Root cause" says human error. We agreed to write about the missing review step instead.
- Jin Park (2026-03-05 10:40): The detection time is wrong, the alert fired at 02:13:48, not 02:20.
- Kofi Mensah (2026-03-05 11:03): Add the action item about canarying config pushes (owner: platform).

Apply these comments and list what you changed.""",
        at=v("datetime", "at " + js_iso(t)),
    )


@pos("postmortem:five-whys-session", "header_block", "session_id", "cuid_like", "stable_neighbours")
def _pm_five_whys(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Facilitator: whys-bot
«sess»
«opened»
Team: Search

You facilitate a 5 whys exercise. Ask one "why" at a time, and stop when the answer is a process or
design decision, not a person.

Problem statement: On 3 March the search index served results up to 40 minutes stale for 2 hours.

Facilitator:""",
        sess=v("session_id", "Session: c" + g.b32(24)),
        opened=v("datetime", "Opened: " + de_dt(t) + " " + (t.tzname() or "")),
    )


@pos("postmortem:ru-date-filled", "lang:ru", "header_block", "ru_datetime", "artefact_today")
def _pm_ru(g: Gen68) -> str:
    t = g.moment(MSK)
    return sub(
        """Шаблон: разбор инцидента
«date»
Инцидент: INC-1877, недоступность личного кабинета

Ты помогаешь составить разбор инцидента без поиска виноватых. Напиши раздел «Хронология» по фактам ниже.

- 2 марта 2026, 21:40 — выкатка auth-service 3.4.0
- 21:52 — рост ошибок 401 до 18 %
- 22:07 — откат на 3.3.2
- 22:15 — ошибки вернулись к норме

Напиши хронологию.""",
        date=v("date", "Дата составления: " + ru_dt(t)),
    )


@pos("postmortem:action-items-as-of", "inline_phrase", "snapshot_stamp", "due_dates_stay", "pasted_table")
def _pm_actions(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Postmortem action items for INC-2291 from the tracker «asof» for this request:

| Key      | Action                                        | Owner     | Due        | Status      |
|----------|-----------------------------------------------|-----------|------------|-------------|
| PLAT-812 | Require a second reviewer for config pushes   | platform  | 2026-03-13 | In progress |
| PLAT-813 | Canary config pushes to one cell first        | platform  | 2026-03-27 | To do       |
| LED-440  | Alert on pool saturation, not only on 5xx     | ledger    | 2026-03-11 | Done        |

Which items are at risk of missing their due date, and what should the follow-up meeting focus on?""",
        asof=v("datetime", "as of " + rfc3339(t)),
    )


@pos("postmortem:zh-tw-translate", "lang:zh-Hant", "system_tail", "zh_datetime", "pasted_doc")
def _pm_zh_tw(g: Gen68) -> str:
    t = g.moment(CST8)
    return sub(
        """你是事故檢討報告的翻譯助手。請把下面的英文段落翻成繁體中文，保留時間、版本與工單編號。
«now»

Between 02:05 and 02:31 UTC on 4 March 2026, 4.2% of card payments in eu-west-1 failed. A configuration
change lowered the database pool limit from 200 to 50. Tracked in PLAT-812 and PLAT-813.""",
        now=v("datetime", "目前時間：" + zh_dt(t) + " (UTC+8)"),
    )


@pos("postmortem:front-matter-draft", "front_matter", "rfc3339", "uuid7", "incident_stays")
def _pm_front_matter(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """---
incident: INC-1950
severity: SEV3
«drafted»
«draft»
---
Write the "What went well" and "Where we got lucky" sections from the notes. Bullets, max five each.

Notes: on-call acked in 2 minutes; runbook link in the alert was dead; the bad migration only touched
the archive table because of a typo in the WHERE clause; rollback script from the 2025-11 incident was
reused as is.""",
        drafted=v("datetime", f"drafted_at: {rfc3339(t)}"),
        draft=v("request_id", f"draft_id: {g.uuid7(t)}"),
    )


@pos("postmortem:el-review", "lang:el", "last_user", "el_datetime", "pasted_doc")
def _pm_el(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """Είσαι βοηθός για αναλύσεις περιστατικών. Βρες αδύναμα σημεία στην ενότητα «Αιτία» και πρότεινε διατυπώσεις χωρίς απόδοση ευθυνών.

Χρήστης: Αυτή είναι η ενότητα:
«Στις 3 Μαρτίου 2026, στις 14:20, ο μηχανικός Γ. έτρεξε λάθος migration στην παραγωγή. Αυτό προκάλεσε διακοπή 35 λεπτών.»
Τι να αλλάξω;
«now»""",
        now=v("datetime", "Τρέχουσα ώρα: " + el_dt(t)),
    )


# --- hand-written positives: error trackers ---------------------------------------------------------------------


@pos("errors:item-fetched-phrase", "inline_phrase", "fetch_stamp", "parenthesised_id", "pasted_occurrences")
def _err_item_fetch(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Error item #8812 fetched «at» «fid» for this request:

title: TypeError: Cannot read properties of null (reading 'currency')
environment: production   framework: react   first_seen: 2026-02-27T18:02:11Z   last_seen: 2026-03-04T07:58:40Z
total occurrences: 1,944   unique people: 611
last 3 occurrences:
  2026-03-04T07:58:40Z  uuid=01954a3e-9b1c-7d2e-8f40-6a1b2c3d4e5f  browser=Safari 17.3  release=web@2026.3.1
  2026-03-04T07:58:12Z  uuid=01954a3e-2c7d-7f10-9a2b-3c4d5e6f7a8b  browser=Safari 17.3  release=web@2026.3.1
  2026-03-04T07:51:09Z  uuid=01954a37-5e6f-7a8b-9c0d-1e2f3a4b5c6d  browser=Chrome 122   release=web@2026.3.1

Why might this mostly hit Safari, and what should the fix look like?""",
        at=v("datetime", "at " + rfc3339(t)),
        fid=v("request_id", f"(fetch {g.hex(12)})"),
    )


@pos("errors:crash-report-session", "header_block", "session_id", "pasted_crash_json", "occurred_on_stays")
def _err_crash_session(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«sess»
Product: Osprey for Android

You turn crash reports into bug tickets with a title, steps to reproduce (if the report allows) and
the suspected component.

Crash report (as exported):
{
  "OccurredOn": "2026-03-03T21:17:02.118Z",
  "Details": {
    "Error": {"ClassName": "java.lang.IllegalStateException", "Message": "Fragment InvoiceFragment not attached to a context."},
    "Version": "8.14.2 (81402)",
    "Environment": {"OSVersion": "14", "Model": "Pixel 7a"},
    "Tags": ["invoice", "background-resume"]
  }
}

Ticket:""",
        sess=v("session_id", "Chat session: " + g.objectid(t)),
    )


@pos("errors:notice-api-call", "http_response_headers", "request_id", "http_date", "pasted_notice")
def _err_notice_api(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Response to the request the assistant made for this conversation:

HTTP/2 200
«date»
content-type: application/json
«rid»
x-ratelimit-limit: 360

{"id": "0b1f6e1a-7c3d-4a5e-9f8b-2d4c6e8a0b1c", "error_class": "Net::ReadTimeout",
"message": "Net::ReadTimeout with #<TCPSocket:(closed)>", "created_at": "2026-03-03T12:44:09Z",
"context": {"job": "WebhookDeliveryJob", "queue": "webhooks", "attempt": 25, "endpoint": "https://hooks.partner.example/osprey"}}

User: This job has retried 25 times. Should we keep retrying, and how do we stop one slow partner from filling the queue?
Assistant:""",
        date=v("datetime", "date: " + http_date(t)),
        rid=v("request_id", "x-request-id: " + g.uuid4()),
    )


@pos("errors:el-spike", "lang:el", "header_block", "el_datetime", "pasted_table")
def _err_el_spike(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """Έργο: osprey-web
«now»

Είσαι βοηθός παρακολούθησης σφαλμάτων. Εξήγησε την αιχμή σφαλμάτων και πρότεινε τι να ελεγχθεί πρώτα.

ώρα (UTC)   σφάλματα   έκδοση
07:00       41         web@2026.3.0
07:30       38         web@2026.3.0
08:00       1.206      web@2026.3.1
08:30       1.388      web@2026.3.1

Τι συνέβη στις 08:00;""",
        now=v("datetime", "Τρέχουσα ώρα: " + el_dt(t)),
    )


@pos("errors:th-buddhist-era", "lang:th", "head", "th_datetime", "pasted_stack")
def _err_th(g: Gen68) -> str:
    t = g.moment(ICT)
    return sub(
        """«now»
คุณเป็นผู้ช่วยวิเคราะห์ข้อผิดพลาดของแอปร้านค้า อธิบายสาเหตุจาก stack trace และเสนอวิธีแก้ที่เล็กที่สุด

Traceback (most recent call last):
  File "/srv/app/orders/views.py", line 212, in checkout
    total = cart.total(currency=request.user.currency)
  File "/srv/app/cart/models.py", line 88, in total
    return sum(i.price * i.qty for i in self.items) / rates[currency]
KeyError: 'THB'

ทำไมลูกค้าไทยถึงเจอข้อผิดพลาดนี้""",
        now=v("datetime", "วันที่และเวลาปัจจุบัน: " + th_dt(t)),
    )


@pos("errors:hi-request-time", "lang:hi", "system_tail", "hi_datetime", "pasted_log")
def _err_hi(g: Gen68) -> str:
    t = g.moment(IST)
    return sub(
        """आप एरर ट्रैकर के सहायक हैं। नीचे दिए गए इवेंट से समझाइए कि गड़बड़ी कहाँ है और पहले क्या जाँचना चाहिए।
«now»

उपयोगकर्ता: यह इवेंट हमारे भुगतान पेज से आया है:

event_id=5f2d9c0e8b7a4d16a3c1e0f9b8d7c6a5 timestamp=1772601842.513 level=error
logger=payments.upi message="UPI collect request expired before approval" vpa=****@okaxis amount=1499.00

ऐसा बार-बार क्यों हो रहा है?""",
        now=v("datetime", "अनुरोध का समय: " + hi_dt(t) + " IST"),
    )


@pos("errors:digest-window-bullets", "md_bullets", "query_window", "rfc3339", "pasted_issue_list")
def _err_digest(g: Gen68) -> str:
    t = g.moment()
    start = t - timedelta(hours=24)
    return sub(
        """## Digest context
- **Project:** osprey-api
«window»
- **Environment:** production

You write the morning error digest for the API team: new issues first, then regressions, then the
top three by volume.

ISSUE        TITLE                                             FIRST SEEN            EVENTS  STATUS
API-4F1      RedisTimeoutError in RateLimiter.check            2026-03-03 22:41:07Z  3,812   new
API-3A9      ValueError: invalid literal for int() 'None'      2026-01-19 09:02:55Z  214     regressed
API-2C0      ConnectionResetError in webhook sender            2025-11-02 14:18:30Z  1,007   ongoing

Digest:""",
        window=v("datetime", f"- **Window:** {rfc3339(start)} - {rfc3339(t)}"),
    )


@pos(
    "errors:breadcrumbs-bracket-ctx",
    "bracket_line",
    "key_value_inline",
    "epoch_ms",
    "run_id",
    "pasted_breadcrumbs",
)
def _err_breadcrumbs(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """[ctx tool=triage-copilot «ts» «trace» team=web]
Explain what the user did before the crash, as a numbered list, from these breadcrumbs.

08:14:02.117  navigation  /cart -> /checkout
08:14:05.902  ui.click    button#apply-coupon
08:14:06.330  http        POST /api/coupons/apply 422 (coupon expired 2026-02-29)
08:14:09.011  ui.click    button#apply-coupon
08:14:09.402  error       TypeError: Cannot read properties of undefined (reading 'discount')""",
        ts=v("epoch", f"ts={epoch_ms(t)}"),
        trace=v("trace_id", f"trace={g.hex(32)}"),
    )


@pos("errors:sourcemap-upload-ref", "inline_phrase", "run_id", "windows_datetime", "artifact_stays")
def _err_sourcemap(g: Gen68) -> str:
    t = g.moment_us()
    return sub(
        """Symbolication request «ref» received «at» from the release dashboard.
Artifact bundle: web@2026.3.1 (bundle 7c1d0e9f, uploaded 2026-03-02 23:10 UTC, 148 files)

The stack frames below are still minified. Explain the likely reasons and how to check each.

at t (https://cdn.osprey.example/assets/index-4f8a1c.js:1:88412)
at Object.n [as apply] (https://cdn.osprey.example/assets/index-4f8a1c.js:1:91007)

Answer:""",
        ref=v("request_id", "sym_" + g.b58(20)),
        at=v("datetime", "at " + windows_general(t)),
    )


@pos("errors:cs-request-time", "lang:cs", "last_user", "cs_datetime", "pasted_log")
def _err_cs(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Jsi asistent pro sledování chyb. Vysvětli, co chyba znamená, a navrhni opravu.

Uživatel: Tohle nám padá v noci při exportu faktur:

[2026-03-04 01:00:04,212] ERROR export.invoices: UnicodeEncodeError: 'latin-1' codec can't encode character '\\u0159' in position 14
[2026-03-04 01:00:04,213] ERROR export.invoices: job export-nightly id=4419 failed after 0.8 s

Proč to padá jen u některých zákazníků?
«now»""",
        now=v("datetime", "Čas požadavku: " + cs_dt(t)),
    )


# --- hand-written positives: dependency and vulnerability updates -----------------------------------------------


@pos("deps:scan-run-phrase", "inline_phrase", "run_id", "uuid4", "rfc3339", "pasted_findings")
def _deps_scan_run(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Dependency scan «sid» started «at» against osprey/api@main (lockfile poetry.lock).

Findings:
- CVE-2025-47273 setuptools 69.5.1 -> fixed in 78.1.1 (published 2025-05-17, high)
- GHSA-q2x7-8rv6-6q7h jinja2 3.1.4 -> fixed in 3.1.5 (published 2024-12-23, moderate)
- CVE-2024-47081 requests 2.31.0 -> fixed in 2.32.4 (published 2025-06-09, moderate)

Which of these should we patch this sprint, and can any be ignored for a backend that never renders
user templates?""",
        sid=v("run_id", g.uuid4()),
        at=v("datetime", "at " + rfc3339(t)),
    )


@pos("deps:osv-api-call", "http_response_headers", "trace_id", "http_date", "modified_stays")
def _deps_osv(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """The vulnerability database answered the lookup made for this message:

HTTP/2 200
content-type: application/json
«date»
«trace»

{"vulns": [{"id": "GO-2025-3563", "aliases": ["CVE-2025-22871"], "modified": "2025-04-08T19:46:23Z",
"published": "2025-04-08T19:46:23Z", "summary": "Request smuggling due to acceptance of invalid
chunked data in net/http", "affected": [{"package": {"name": "stdlib", "ecosystem": "Go"},
"ranges": [{"type": "SEMVER", "events": [{"introduced": "0"}, {"fixed": "1.23.8"}]}]}]}]}

We build with go1.23.4. Are we affected, and is bumping the toolchain enough?""",
        date=v("datetime", "date: " + http_date(t)),
        trace=v("trace_id", "x-cloud-trace-context: " + g.gcp_trace()),
    )


@pos("deps:bot-pr-body-meta", "html_comment", "head", "ulid", "pasted_pr_body")
def _deps_bot_comment(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«meta»
Review this automated dependency update and say whether it is safe to merge without manual testing.

This PR contains the following updates:

| Package | Change | Age | Confidence |
|---|---|---|---|
| [pg](https://github.com/brianc/node-postgres) | `8.11.3` -> `8.13.1` | 41 days | high |

Release notes: pg 8.13.0 (2024-09-17) adds `connectionTimeoutMillis` to Pool.query; 8.13.1 fixes a
regression in SSL negotiation.

Schedule: "before 6am on monday" (Europe/Oslo).""",
        meta=v("run_id", f"<!-- review-gateway invocation={g.ulid(t)} -->"),
    )


@pos("deps:trivy-scan-wrapper", "json_inline", "datetime", "request_id", "pasted_trivy_json")
def _deps_trivy(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """{"job":"image-scan",«at»«rid»"image":"registry.osprey.example/api:3.14.0"}
Summarise the scan for the release checklist: count by severity, and the fix for each critical.

{
  "CreatedAt": "2026-03-03T22:10:44.512Z",
  "ArtifactName": "registry.osprey.example/api:3.14.0",
  "Results": [{"Target": "usr/lib/libssl.so.3", "Vulnerabilities": [
    {"VulnerabilityID": "CVE-2024-12797", "PkgName": "openssl", "InstalledVersion": "3.3.2-r0",
     "FixedVersion": "3.3.3-r0", "Severity": "HIGH"},
    {"VulnerabilityID": "CVE-2025-0395", "PkgName": "glibc", "InstalledVersion": "2.39-r1",
     "FixedVersion": "2.39-r2", "Severity": "CRITICAL"}]}]
}""",
        at=v("datetime", f'"requested":"{rfc3339(t)}",'),
        rid=v("request_id", f'"rid":"{g.b64url(12)}",'),
    )


@pos("deps:govulncheck-ran-at", "inline_phrase", "datetime", "stable_neighbours", "pasted_tool_output")
def _deps_govuln(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """govulncheck ran «at» on go1.23.4 for module osprey/ingest.
Explain this output to a developer who has not used govulncheck before, and say what to change.

=== Symbol Results ===

Vulnerability #1: GO-2025-3447
    Timing sidechannel for P-256 on ppc64le in crypto/internal/nistec
  More info: https://pkg.go.dev/vuln/GO-2025-3447
  Standard library
    Found in: crypto/internal/nistec@go1.23.4
    Fixed in: crypto/internal/nistec@go1.23.6
    Platforms: ppc64le
    Example traces found:
      #1: internal/tls/client.go:88:21: tls.Dial calls tls.Conn.HandshakeContext

Answer:""",
        at=v("datetime", "at " + unix_date(t)),
    )


@pos("deps:cs-update-assistant", "lang:cs", "header_block", "cs_datetime", "pasted_npm_audit")
def _deps_cs(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Repozitář: osprey/portal
«now»

Jsi asistent pro aktualizace závislostí. Navrhni pořadí aktualizací tak, aby se nic nerozbilo.

# npm audit report

next  14.0.0 - 14.2.24
Severity: critical
Authorization Bypass in Next.js Middleware - https://github.com/advisories/GHSA-f82v-jwr5-mffw
fix available via `npm audit fix --force`
Will install next@14.2.25, which is outside the stated dependency range

Můžu prostě spustit `npm audit fix --force`?""",
        now=v("datetime", "Čas požadavku: " + cs_dt(t)),
    )


@pos("deps:nl-renovate-dashboard", "lang:nl", "system_tail", "nl_datetime", "pasted_dashboard")
def _deps_nl(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Je bent de assistent voor afhankelijkheden van het webteam. Kies welke updates deze week gemerged moeten worden en leg kort uit waarom.
«now»

Gebruiker: Dit staat op het dashboard:

- [ ] Update dependency typescript to v5.8.2 (open sinds 2026-02-28)
- [ ] Update dependency eslint to v9 (open sinds 2025-10-02, breaking)
- [ ] Update dependency axios to v1.8.2 [SECURITY] (open sinds 2026-03-03)
- [x] Update dependency vite to v6.2.0 (gemerged 2026-03-01)

Wat moeten we eerst doen?""",
        now=v("datetime", "Huidige tijd: " + nl_dt(t)),
    )


@pos("deps:sv-cargo-audit", "lang:sv", "head", "iso_space_offset", "pasted_tool_output")
def _deps_sv(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """«now»
Du hjälper Rust-teamet med säkerhetsuppdateringar. Förklara varningen och vad vi ska uppdatera.

Crate:     hashbrown
Version:   0.15.0
Title:     Borsh serialization of HashMap is non-canonical
Date:      2024-10-11
ID:        RUSTSEC-2024-0402
Solution:  Upgrade to >=0.15.1
Dependency tree:
hashbrown 0.15.0
└── indexmap 2.6.0
    └── osprey-ingest 0.9.2

Räcker det att köra cargo update -p hashbrown?""",
        now=v("datetime", f"Aktuell tid: {t:%Y-%m-%d %H:%M:%S} {t.tzname()}"),
    )


@pos("deps:advisory-feed-pull", "header_block", "pull_stamp", "ulid_lower", "pasted_advisory")
def _deps_feed_pull(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Advisory feed: GitHub + OSV (merged)
«pulled»
«pid»

You decide whether a new advisory affects our services. Our inventory: ledger-api (Java 21, Spring
Boot 3.3.5), search (Go 1.23), web (Node 22, Next 15.1).

Advisory GHSA-7mj5-hjjj-8rgw, published 2026-02-26, updated 2026-03-01:
spring-security-web 6.3.0 to 6.3.6: authorization bypass when using `@PreAuthorize` on methods in
classes with generics. Fixed in 6.3.7.

Are we affected?
Answer:""",
        pulled=v("datetime", "Pulled: " + ctime(t)),
        pid=v("request_id", "Pull id: " + g.ulid(t).lower()),
    )


@pos("deps:sbom-diff-xml-attrs", "xml_attr", "uuid4", "epoch_s", "pasted_diff")
def _deps_sbom_diff(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<sbom-diff «rid» «at» format="cyclonedx-1.6">
- pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.17.2
+ pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.18.2
- pkg:npm/cross-spawn@7.0.3
+ pkg:npm/cross-spawn@7.0.6
+ pkg:pypi/cryptography@44.0.1
</sbom-diff>
Which of these changes fix known vulnerabilities, and does any of them change a major version?""",
        rid=v("request_id", f'request="{g.uuid4()}"'),
        at=v("epoch", f'at="{epoch_s(t)}"'),
    )


# --- hand-written positives: database migrations ----------------------------------------------------------------


@pos("migrations:gh-ost-status-poll", "inline_phrase", "poll_stamp", "parenthesised_id", "pasted_status")
def _mig_ghost(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Migration status polled «at» «pid» for this request:

# Migrating `shop`.`orders`; Ghost table is `shop`.`_orders_gho`
# Migrating db-primary-2:3306; inspecting db-replica-4:3306; executing on ops-runner-1
# Migration started at Tue Mar 03 21:00:04 +0000 2026
# chunk-size: 1000; max-lag-millis: 1500ms; dml-batch-size: 10; max-load: Threads_running=40
Copy: 211830000/380114221 55.7%; Applied: 2391044; Backlog: 0/1000; Time: 10h41m2s(total), 10h40m58s(copy); streamer: mysql-bin.004411:91244012; Lag: 0.91s, HeartbeatLag: 0.95s, State: migrating; ETA: 8h29m41s

Will this finish before the 09:00 UTC traffic peak, and is the replica lag a concern?""",
        at=v("datetime", "at " + rfc3339(t)),
        pid=v("request_id", f"(poll {g.hex(10)})"),
    )


@pos("migrations:sqitch-plan-epoch", "header_block", "epoch_s", "made_up_label", "pasted_plan")
def _mig_sqitch(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """migration-helper/2.1
«tick»
«rid»

You review database change plans. Point out ordering problems and changes that cannot be reverted.

%syntax-version=1.0.0
%project=billing

tenants 2025-11-04T10:12:44Z Ana Kowalczyk <ana@osprey.example> # Add tenants table
invoices [tenants] 2025-11-04T10:20:02Z Ana Kowalczyk <ana@osprey.example> # Add invoices
invoices_drop_legacy_total 2026-03-02T16:41:09Z Jin Park <jin@osprey.example> # Drop legacy_total column
invoices_total_cents [invoices] 2026-03-02T16:44:51Z Jin Park <jin@osprey.example> # Add total_cents, backfill from legacy_total

Review:""",
        tick=v("epoch", f"plan_tick: {epoch_s(t)}"),
        rid=v("request_id", f"rq: {g.b58(16)}"),
    )


@pos("migrations:ar-request-time", "lang:ar", "header_block", "ar_datetime", "pasted_sql")
def _mig_ar(g: Gen68) -> str:
    t = g.moment(timezone(timedelta(hours=3), "AST"))
    return sub(
        """«now»
قاعدة البيانات: PostgreSQL 16

أنت مساعد لمراجعة ترحيلات قواعد البيانات. اشرح هل هذا الترحيل آمن على جدول كبير وماذا أغيّر.

ALTER TABLE payments ALTER COLUMN amount TYPE numeric(14,2);
-- الجدول فيه ١٢٠ مليون صف تقريبًا، وتم إنشاؤه في 2021-06-14

هل سيُقفل الجدول أثناء التنفيذ؟""",
        now=v("datetime", "وقت الطلب: " + ar_dt(t)),
    )


@pos("migrations:dry-run-job", "inline_phrase", "run_id", "py_iso", "pasted_output")
def _mig_dry_run(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Dry run «job» finished «at» against a snapshot of billing (restored from the 2026-03-03 02:00 backup):

== 20260302164109_invoices_drop_legacy_total: migrating ==
-- remove_column(:invoices, :legacy_total)
   -> 0.0041s
== 20260302164451_invoices_total_cents: migrating ==
-- add_column(:invoices, :total_cents, :bigint)
   -> 0.0022s
-- execute("UPDATE invoices SET total_cents = legacy_total * 100")
rake aborted!
PG::UndefinedColumn: ERROR:  column "legacy_total" does not exist

Why did the second migration fail, and how should the two be reordered?""",
        job=v("run_id", "dr-" + g.hex(8)),
        at=v("datetime", "at " + py_iso(t)),
    )


@pos(
    "migrations:lock-check-request-start", "header_block", "epoch_ms_dot", "request_id", "pasted_query_result"
)
def _mig_lock_check(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«start»
«rid»

You are the DBA assistant. Read the query result and say which session to cancel, if any, so the
migration can take its lock.

 pid   | state               | wait_event_type | query_start                   | query
-------+---------------------+-----------------+-------------------------------+----------------------------------------------
 40112 | active              | Lock            | 2026-03-04 10:02:41.118+00    | ALTER TABLE orders ADD COLUMN region text
 39877 | idle in transaction | Client          | 2026-03-04 09:17:05.402+00    | SELECT * FROM orders WHERE id = $1 FOR UPDATE
 40120 | active              | Lock            | 2026-03-04 10:02:44.930+00    | SELECT count(*) FROM orders

Answer:""",
        start=v("epoch", f"X-Request-Start: t={epoch_s(t)}.{t.microsecond // 1000:03d}"),
        rid=v("request_id", f"X-Request-Id: {g.uuid4()}"),
    )


@pos("migrations:pt-osc-tool-result", "tool_result", "time_alone", "tool_call_id", "pasted_output")
def _mig_pt_osc(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Tool result «call» from run_shell, finished «at» on ops-runner-1:
Altering `shop`.`customers`...
Creating new table...
Created new table shop._customers_new OK.
Altering new table...
Altered `shop`.`_customers_new` OK.
2026-03-04T10:40:02 Creating triggers...
2026-03-04T10:40:02 Created triggers OK.
2026-03-04T10:40:02 Copying approximately 48211930 rows...
Copying `shop`.`customers`:  12% 26:41 remain
2026-03-04T10:44:19 Error copying rows from `shop`.`customers` to `shop`.`_customers_new`: Lock wait timeout exceeded; try restarting transaction

Explain what failed and whether the original table is intact.""",
        call=v("request_id", "call_" + g.b62(24)),
        at=v("datetime", f"at {t:%H:%M:%S}"),
    )


# --- hand-written positives: cost dashboards --------------------------------------------------------------------


@pos("cost:allocation-window", "key_value_lines", "query_window", "rfc3339", "pasted_costs")
def _cost_allocation(g: Gen68) -> str:
    t = g.moment()
    start = t - timedelta(days=7)
    return sub(
        """ALLOCATION_AGGREGATE=namespace
«window»
«asof»

You explain Kubernetes cost allocation to team leads. Say which namespace grew most and the likely
reason.

namespace    cpu_cost   ram_cost   pv_cost   total     vs_prev_week
search       $1,204.18  $611.40    $88.02    $1,903.60  +41%
ledger       $  902.55  $488.10    $240.66   $1,631.31  +3%
web          $  455.02  $201.77    $0.00     $  656.79  -2%
idle         $  711.90  $390.05    -         $1,101.95  +18%

Answer:""",
        window=v("datetime", f"ALLOCATION_WINDOW={rfc3339(start)},{rfc3339(t)}"),
        asof=v("datetime", f"ALLOCATION_QUERIED_AT={epoch_s(t)}"),
    )


@pos("cost:api-response-headers", "http_response_headers", "request_id", "http_date", "pasted_json")
def _cost_api(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Cost API response received for this request:
HTTP/1.1 200 OK
«date»
«rid»
X-Cost-Api-Version: 2025-07-01

{"period": {"start": "2026-02-01", "end": "2026-03-01"}, "currency": "USD", "groups": [
{"service": "Amazon Relational Database Service", "amount": 18422.71},
{"service": "Amazon Elastic Compute Cloud - Compute", "amount": 31008.40},
{"service": "AmazonCloudWatch", "amount": 6210.95},
{"service": "Amazon Simple Storage Service", "amount": 2288.13}]}

Why would CloudWatch be over 10% of compute, and what are the usual fixes?""",
        date=v("datetime", "Date: " + http_date(t)),
        rid=v("request_id", "X-Amzn-RequestId: " + g.uuid4()),
    )


@pos("cost:dashboard-widget-json", "json_inline", "datetime", "session_id", "pasted_chart_data")
def _cost_widget(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """{"widget":"finops-ask",«loaded»«sess»"dashboard":"eng-costs-monthly"}
Answer the question about the chart data below in two sentences.

month     compute   storage   network   ai_inference
2025-12   $48.1k    $9.8k     $6.0k     $3.2k
2026-01   $49.0k    $10.1k    $6.2k     $11.7k
2026-02   $50.2k    $10.4k    $6.1k     $19.9k

Q: What is driving the cost increase since December?""",
        loaded=v("datetime", f'"loaded_at":"{js_iso(t)}",'),
        sess=v("session_id", f'"sid":"{g.nanoid()}",'),
    )


@pos("cost:infracost-review-header", "header_block", "iso_week", "run_id", "pasted_infracost")
def _cost_infracost(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """Cost review bot
«week»
«run»

Explain the monthly cost change in this pull request and whether it needs FinOps approval (threshold:
+$500/month).

Project: osprey/infra/envs/prod

+ aws_db_instance.ledger_replica
  +$612 ($0.00 -> $612)

    + Database instance (on-demand, Multi-AZ, db.r6g.xlarge)  +$588
    + Storage (general purpose SSD, gp3)                       +$24

~ aws_nat_gateway.main
  +$33 ($66 -> $99)

Monthly cost change for osprey/infra/envs/prod
Amount:  +$645 ($18,220 -> $18,865)
Percent: +4%

Answer:""",
        week=v("date", "Current week: " + iso_week(t)),
        run=v("run_id", f"Run: {g.small(100000, 999999)}-{g.hex(6)}"),
    )


@pos("cost:ja-anomaly", "lang:ja", "last_user", "ja_datetime", "pasted_csv")
def _cost_ja(g: Gen68) -> str:
    t = g.moment(JST)
    return sub(
        """あなたはクラウドコストの相談役です。異常の原因候補と確認手順を挙げてください。

ユーザー: 昨日から NAT Gateway の料金が急に増えました。CSV を貼ります。

date,usage_type,usage_gb,cost_usd
2026-03-01,APN1-NatGateway-Bytes,412.5,18.56
2026-03-02,APN1-NatGateway-Bytes,398.1,17.91
2026-03-03,APN1-NatGateway-Bytes,6120.7,275.43

何が考えられますか？
«now»""",
        now=v("datetime", "送信日時: " + ja_dt(t)),
    )


@pos("cost:id-budget", "lang:id", "header_block", "id_datetime", "session_id")
def _cost_id(g: Gen68) -> str:
    t = g.moment(WIB)
    return sub(
        """Tim: Platform Data
«now»
«sess»

Kamu asisten FinOps. Jawab dengan singkat dan beri satu saran penghematan yang paling besar.

Pengguna: Anggaran BigQuery kami Rp 150 juta per bulan. Sampai tanggal 3 Maret sudah terpakai Rp 41 juta, terutama dari job dashboard yang jalan tiap 5 menit. Apakah kami akan melewati anggaran?""",
        now=v("datetime", "Waktu: " + id_dt(t) + " WIB"),
        sess=v("session_id", "Sesi: " + g.uuid4()),
    )


@pos("cost:bn-commitment", "lang:bn", "system_tail", "bn_digits_datetime", "pasted_table")
def _cost_bn(g: Gen68) -> str:
    t = g.moment(timezone(timedelta(hours=6), "BST"))
    return sub(
        """তুমি ক্লাউড খরচ বিষয়ক সহকারী। সহজ ভাষায় উত্তর দাও এবং হিসাব দেখাও।
«now»

ব্যবহারকারী: আমাদের কম্পিউট খরচ গত তিন মাসে এরকম:

মাস        খরচ (USD)
2025-12    42,100
2026-01    43,900
2026-02    44,600

এক বছরের সেভিংস প্ল্যান নিলে কি লাভ হবে?""",
        now=v("datetime", "বর্তমান সময়: " + bn_dt(t)),
    )


# --- hand-written positives: agent scaffolds, retrieval, tool results, bare stamps ------------------------------


@pos("agent:react-sre-header", "header_block", "uuid7", "rfc3339_us", "observations_stay")
def _agent_react(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«run»
«started»
Tools: kubectl_get, prom_query, runbook_search

Answer the question with Thought / Action / Observation steps. Stop when you can answer.

Question: Why did the checkout pods restart overnight?
Thought: I should look at the pod events first.
Action: kubectl_get[events -n shop --field-selector involvedObject.name=checkout-6c9f7d-2kq4x]
Observation: 2026-03-04T01:12:40Z Warning OOMKilled container checkout (limit 512Mi); restartCount 4;
last restart 2026-03-04T03:48:02Z
Thought:""",
        run=v("run_id", "Agent run: " + g.uuid7(t)),
        started=v("datetime", "Started: " + rfc3339(t, 6)),
    )


@pos("agent:rag-documents-attr", "xml_attr", "retrieval_stamp", "rfc3339", "doc_dates_stay")
def _agent_rag(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """<documents «at» index="runbooks-v4">
<document source="runbooks/ledger/pool-exhaustion.md" updated="2025-12-09">
When ledger-api logs "pool exhausted", check the max_conns setting in config/ledger-pool.yaml first.
Changes to max_conns must be canaried on one cell since the 2026-03-04 incident (PLAT-813).
</document>
<document source="runbooks/ledger/rollback.md" updated="2026-01-15">
Roll back with `deployctl rollback ledger-api --to previous`. Takes about 4 minutes per region.
</document>
</documents>

Using only the documents, what should I check first when ledger-api reports pool exhaustion?""",
        at=v("datetime", f'retrieved_at="{rfc3339(t)}"'),
    )


@pos("agent:bare-ulid-last-line", "tail", "bare_value", "ulid", "pasted_yaml_first")
def _agent_bare_ulid(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """groups:
- name: checkout
  rules:
  - alert: CheckoutLatencyHigh
    expr: histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{job="checkout"}[5m])) by (le)) > 1000
    for: 10m
    labels:
      severity: page

Is anything wrong with this alert rule? It never fires even though latency is clearly above 1 s.
«rid»""",
        rid=v("request_id", g.ulid(t)),
    )


@pos("agent:bare-timestamp-first-line", "head", "bare_value", "rfc3339_offset", "pasted_log")
def _agent_bare_ts(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """«ts»
You are the log explainer in the Osprey developer portal. Explain the log lines to a junior engineer,
then suggest one next step.

2026-03-03T23:59:59.998+02:00 WARN  scheduler  job=nightly-invoices skipped: previous run still active (started 2026-03-02T23:59:59.997+02:00)
2026-03-04T00:00:00.004+02:00 INFO  scheduler  job=usage-rollup started
2026-03-04T00:14:31.227+02:00 ERROR scheduler  job=usage-rollup failed: deadline 15m exceeded

Explanation:""",
        ts=v("datetime", rfc3339(t, 3)),
    )


@pos("agent:bare-epoch-first-line", "head", "bare_value", "epoch_ms", "pasted_csv")
def _agent_bare_epoch(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«ts»
Which of these services breached its availability SLO of 99.9% in February? Show the error budget
left for each.

service,total_requests,failed_requests,period
ledger-api,81204411,103887,2026-02
search,140022018,91201,2026-02
web,230118764,201554,2026-02""",
        ts=v("epoch", str(epoch_ms(t))),
    )


@pos("agent:get-current-time-tool", "tool_result_line", "datetime", "tool_call_id", "agent_transcript")
def _agent_time_tool(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """You are the release calendar agent. Use tools when you need facts.

User: Is the weekly release train still open, or did it already leave?
Assistant: Let me check the time and the train schedule.
Tool call get_current_time «cid»
«tres»
Tool call get_train_schedule
Tool result: {"train": "weekly", "cutoff": "Wednesdays 12:00 Europe/Berlin", "departs": "Wednesdays 14:00 Europe/Berlin", "next_freeze": "2026-03-18"}
Assistant:""",
        cid=v("request_id", f"(call_{g.b62(20)})"),
        tres=v("datetime", f'Tool result: {{"now": "{rfc3339(t)}", "tz": "Europe/Berlin"}}'),
    )


@pos("agent:mcp-jsonrpc-id", "json_pretty", "jsonrpc_id", "uuid4", "result_stays")
def _agent_mcp(g: Gen68) -> str:
    return sub(
        """Tool response from the deploy server:
{
  "jsonrpc": "2.0",
  «id»
  "result": {
    "content": [{"type": "text", "text": "ledger-api: 5.18.1 (deployed 2026-03-04T08:55:47Z by j.diaz), previous 5.18.0 (2026-03-03T16:40:12Z)"}],
    "isError": false
  }
}

User: Which version was running when the 02:05 config push happened?
Assistant:""",
        id=v("request_id", f'"id": "{g.uuid4()}",'),
    )


@pos("agent:fi-scaffold", "lang:fi", "header_block", "fi_datetime", "pasted_log")
def _agent_fi(g: Gen68) -> str:
    t = g.moment_east()
    return sub(
        """Agentti: päivystysavustaja
«now»
Työkalut: lokihaku, hälytykset

Olet päivystäjän avustaja. Selitä lokirivit suomeksi ja kerro, mitä kannattaa tarkistaa seuraavaksi.

2026-03-04 06:02:11 ERROR kassa-api  yhteys maksupalveluun katkesi (timeout 10 s)
2026-03-04 06:02:14 WARN  kassa-api  uudelleenyritys 1/3
2026-03-04 06:02:25 ERROR kassa-api  uudelleenyritys 3/3 epäonnistui, tilaus 884120 jäi kesken

Mitä teen ensin?""",
        now=v("datetime", "Nykyhetki: " + fi_dt(t)),
    )


@pos("agent:de-rag-abfrage", "lang:de", "inline_phrase", "de_datetime", "retrieval_stamp")
def _agent_de_rag(g: Gen68) -> str:
    t = g.moment_eu()
    return sub(
        """Du beantwortest Fragen zu unseren Betriebshandbüchern. Nutze nur die Auszüge und nenne die Quelle.

Auszüge, abgerufen «at» für diese Anfrage:
[1] betrieb/rollback.md (geändert 2026-01-15): Ein Rollback von ledger-api dauert etwa vier Minuten pro Region.
[2] betrieb/freeze.md (geändert 2025-12-01): Während des Quartalsabschlusses (letzte Woche im März) sind Deployments nur mit Freigabe des CTO erlaubt.

Frage: Darf ich am 27. März einen Rollback ohne Freigabe machen?""",
        at=v("datetime", "am " + de_dt(t)),
    )


@pos("agent:budget-email-ingest", "header_block", "ingest_stamp", "email_headers_stay", "pasted_email")
def _agent_budget_email(g: Gen68) -> str:
    t = g.moment()
    return sub(
        """«recv»
«iid»

A budget alert e-mail reached the FinOps inbox. Decide who should act on it (team and person from the
tags) and draft a two-line note to them.

From: AWS Budgets <no-reply@budgets.amazonaws.com>
Date: Tue, 3 Mar 2026 18:02:41 +0000
Message-ID: <0100018f2a9c4d3e-7b1c9f0a-2d4e-4f6a-8b1c-3e5d7f9a1b2c-000000@email.amazonses.com>
Subject: AWS Budgets: search-prod-monthly has exceeded your alert threshold

You requested that we alert you when the ACTUAL cost associated with your search-prod-monthly budget
is greater than 80% of $12,000.00 for the MONTHLY period. The ACTUAL cost is $10,211.40.
Budget tags: team=search, owner=rin.sato

Note:""",
        recv=v("datetime", "X-Ingest-Received: " + rfc3339(t, 3)),
        iid=v("request_id", "X-Ingest-Id: " + g.ksuid(t)),
    )


@pos("agent:sk-time-sentence", "inline_sentence", "sk_now", "system_prompt", "pasted_schedule")
def _agent_sk_sentence(g: Gen68) -> str:
    t = g.moment_us()
    return sub(
        """You are the maintenance window planner for the Osprey platform team. «now» Plan windows
only inside the team's allowed hours (Tue-Thu, 06:00-09:00 US Eastern) and never during a freeze.

Pending maintenance:
- Postgres 16.4 -> 16.8 minor upgrade on ledger-db (needs 20 min, replica failover)
- Redis 7.2 -> 7.4 on cache-eu (needs 10 min)
Freeze: 2026-03-18 to 2026-03-25

User: When is the earliest window for the Postgres upgrade?
Assistant:""",
        now=v("datetime", f"The current time is {sk_now(t)}."),
    )


@pos("agent:cookie-session-last-pair", "cookie", "session_id", "b64url", "pasted_question")
def _agent_cookie(g: Gen68) -> str:
    return sub(
        """Cookie: theme=dark; portal_lang=en; «sid»
Referer: https://portal.osprey.example/services/ledger-api

You are the developer portal assistant. Answer questions about service ownership and runbooks.

User: Who owns ledger-api, and where is the runbook for pool exhaustion?
Assistant:""",
        sid=v("session_id", f"portal_sid={g.b64url(24)}"),
    )


# --- hand-written negatives: pasted records ----------------------------------------------------------------------
# (source, tags, block, question, where it comes from)

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "review:gitea-webhook-debug",
        ["webhook_pasted", "delivery_id", "signature", "http_headers"],
        """POST /hooks/review HTTP/1.1
Host: lintel.osprey.example
X-Gitea-Event: pull_request
X-Gitea-Delivery: 6f0c9b1e-4d2a-4c8e-9b7f-1a3e5d7c9b20
X-Gitea-Signature: 3d1f0e8c9b7a6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d
Content-Type: application/json

{"action": "opened", "number": 2190, "pull_request": {"created_at": "2026-03-03T11:20:09+01:00"}}""",
        "Our receiver rejects this delivery with 'signature mismatch'. The secret is right. What else could be wrong?",
        "the review bot's request log",
    ),
    (
        "review:comments-csv",
        ["csv", "comment_ids", "created"],
        """comment_id,pr,author,created,path,line,body
c_01JNK4R8Y2Z6W9X3V5T7Q1M0PA,2187,mhalvorsen,2026-03-02T16:44:10Z,ledger/retry.go,41,"jitter should be full, not equal"
c_01JNK4SW3B7D9F1H3K5M7P9R2T,2187,ana.kowalczyk,2026-03-02T16:51:38Z,ledger/retry.go,41,"ok, switching to full jitter"
c_01JNK6F0QX2C4E6G8J0L2N4P6S,2187,jdiaz,2026-03-02T17:20:02Z,ledger/retry_test.go,12,"test uses time.Sleep, please inject a clock\"""",
        "Which review comments are still unresolved if Ana only pushed the jitter change?",
        "the review tool",
    ),
    (
        "review:for-each-ref-branches",
        ["git_refs", "committer_dates", "iso8601"],
        """origin/ana/ledger-jitter        2026-03-02 16:41:55 +0100  Ana Kowalczyk
origin/jin/pool-metrics         2026-03-03 15:02:10 +0900  Jin Park
origin/rin/cache-ttl-experiment 2025-11-20 09:12:44 +0900  Rin Sato
origin/kofi/hotfix-5.17.4       2026-03-02 11:00:03 +0000  Kofi Mensah""",
        "Our rule is to delete remote branches with no commits for 60 days. Which of these go, if we run the cleanup on 9 March 2026?",
        "git for-each-ref",
    ),
    (
        "review:pr-timeline-table",
        ["md_table", "timeline", "times_to_second"],
        """| Event              | Who            | When                      |
|--------------------|----------------|---------------------------|
| opened             | ana.kowalczyk  | 2026-03-02 09:14:03 +01:00 |
| review requested   | ana.kowalczyk  | 2026-03-02 09:14:05 +01:00 |
| changes requested  | mhalvorsen     | 2026-03-02 16:44:10 +01:00 |
| approved           | jdiaz          | 2026-03-03 10:02:51 +01:00 |
| merged             | ana.kowalczyk  | 2026-03-03 10:05:12 +01:00 |""",
        "What was the time to first review and the total time to merge for this PR?",
        "the PR analytics page",
    ),
    (
        "review:review-api-json",
        ["json_pretty", "ulid", "created", "nested"],
        """{
  "id": "01JNK7C2M4P6R8T0V2X4Z6B8D0",
  "created": "2026-03-02T17:41:06.512Z",
  "pull_request": 2187,
  "state": "CHANGES_REQUESTED",
  "reviewer": {"login": "mhalvorsen", "id": 48812},
  "summary": "Retry loop is fine, but the test sleeps for real. Inject a clock."
}""",
        "Is this review still blocking the merge if branch protection requires one approval and dismisses stale reviews?",
        "the review API",
    ),
    (
        "review:assignment-xml",
        ["xml", "assigned_due_attrs", "ids"],
        """<assignments repo="osprey/monorepo">
  <assignment pr="2187" reviewer="mhalvorsen" assigned="2026-03-02T09:14:05+01:00" due="2026-03-03T09:14:05+01:00" id="asg_7Hq2LmZt01"/>
  <assignment pr="2190" reviewer="jdiaz" assigned="2026-03-03T11:20:40+01:00" due="2026-03-04T11:20:40+01:00" id="asg_7Hq2LmZt02"/>
  <assignment pr="2201" reviewer="mhalvorsen" assigned="2026-03-03T11:25:02+01:00" due="2026-03-04T11:25:02+01:00" id="asg_7Hq2LmZt03"/>
</assignments>""",
        "Is mhalvorsen getting more than his share of reviews, and which of these are past due?",
        "the review tool",
    ),
    (
        "review:sla-report",
        ["report", "week_dates", "durations"],
        """Review turnaround, week 2026-W09 (23 Feb - 1 Mar 2026)
team        PRs   median first review   p90 first review   median merge
ledger      41    2h 10m                19h 02m            1d 4h
search      28    55m                   6h 40m             9h 31m
web         63    3h 48m                1d 2h              1d 11h""",
        "Which team should we look at first, and is the p90 or the median the better signal here?",
        "the engineering metrics dashboard",
    ),
    (
        "ci:xunit-xml",
        ["xunit_xml", "run_date_attrs", "hostname"],
        """<assemblies timestamp="03/04/2026 08:14:02">
  <assembly name="Osprey.Ledger.IntegrationTests.dll" run-date="2026-03-04" run-time="08:14:02" total="48" failed="2" time="221.400">
    <collection name="Refunds" total="2" failed="2" time="61.130">
      <test name="Refunds.CreateThenRefund" result="Fail" time="31.0200"><failure><message>Expected 200 but got 409 (refund already in progress)</message></failure></test>
      <test name="Refunds.RefundTwiceIsIdempotent" result="Fail" time="30.1100"><failure><message>Timed out after 30 s</message></failure></test>
    </collection>
  </assembly>
</assemblies>""",
        "Are these two failures related, or is one of them just flaky?",
        "the test report",
    ),
    (
        "ci:runner-log-timestamps",
        ["ci_log", "timestamps_ms"],
        """[2026-03-04 08:14:02.517] step 3/9: install
[2026-03-04 08:14:02.518] + npm ci --no-audit --prefer-offline
[2026-03-04 08:15:41.002] npm ERR! code EINTEGRITY
[2026-03-04 08:15:41.003] npm ERR! sha512-Jq9m1x0... integrity checksum failed when using sha512: wanted sha512-Jq9m1x0... but got sha512-3Fz0kq1...
[2026-03-04 08:15:41.119] step 3/9 failed with exit code 1 (runner eu-17)""",
        "Why would npm ci fail the integrity check only on this runner?",
        "the CI job log",
    ),
    (
        "ci:flaky-export-csv",
        ["csv", "uuid7", "first_last_seen"],
        """test_id,name,first_flake,last_flake,flake_rate,quarantined
0195598a-7c10-7e21-9a4b-3c5d7e9f1a2b,checkout/applies-coupon,2026-02-11T09:02:11Z,2026-03-02T10:31:50Z,0.071,false
0195598a-7c10-7f02-8b3c-4d6e8f0a2b4c,search/facets-update,2025-12-01T14:40:09Z,2026-03-03T16:12:44Z,0.183,true
0195598a-7c11-7a33-9c4d-5e7f9a1b3c5d,ledger/refund-idempotent,2026-03-04T08:15:10Z,2026-03-04T08:15:10Z,0.021,false""",
        "Which of these should we quarantine now, given our rule is flake rate above 5% over two weeks?",
        "the flaky test tracker",
    ),
    (
        "ci:ci-webhook-debug",
        ["webhook_pasted", "delivery_id", "signature", "epoch"],
        """webhook-id: msg_2tKq0Jb8pXc4vN1mR7sL9wE3yA
webhook-timestamp: 1772612042
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type": "pipeline.finished", "pipeline": {"id": 88412, "status": "failed", "created_at": "2026-03-04T08:12:40Z"}}""",
        "Our verifier says the timestamp is too old. The delivery arrived at 08:14:05 UTC. Is the sender's clock wrong or ours?",
        "the webhook inspector",
    ),
    (
        "ci:cache-keys",
        ["cache_keys", "hashes", "dates"],
        """KEY                                                              SIZE     LAST USED
node-modules-linux-9c4e1f7a2b3d5e6f-2026-03                      412 MB   2026-03-04 08:15
node-modules-linux-0a1b2c3d4e5f6a7b-2026-02                      409 MB   2026-02-27 17:02
turbo-cache-web-3e5d7f9a1b2c4d6e                                 1.2 GB   2026-03-04 07:58""",
        "Why do we get a cache miss every first build of the month?",
        "the CI cache page",
    ),
    (
        "ci:retry-report-yaml",
        ["yaml", "created", "retries"],
        """created: 2026-03-04T08:30:00Z
window: 2026-02-25/2026-03-04
jobs:
  - name: e2e-full
    runs: 212
    retried: 38
    retried_and_passed: 35
  - name: unit
    runs: 611
    retried: 4
    retried_and_passed: 0""",
        "What does this say about flakiness in e2e versus unit?",
        "the retry report",
    ),
    (
        "ci:minutes-invoice",
        ["csv", "billing", "dates"],
        """date,runner,os,minutes,multiplier,billable_minutes
2026-02-01,hosted-4core,linux,11820,2,23640
2026-02-01,hosted-mac,macos,2040,10,20400
2026-02-02,hosted-4core,linux,12911,2,25822
2026-02-02,hosted-mac,macos,1980,10,19800""",
        "How much of our bill is macOS, and would two self-hosted Mac minis pay for themselves?",
        "the billing export",
    ),
    (
        "ci:nextest-date-assertion",
        ["nextest", "dates_in_assertion"],
        """        FAIL [   0.012s] billing invoice::tests::due_date_is_last_day_of_month
--- STDERR:              billing invoice::tests::due_date_is_last_day_of_month ---
thread 'invoice::tests::due_date_is_last_day_of_month' panicked at src/invoice.rs:212:9:
assertion `left == right` failed
  left: 2026-03-30
 right: 2026-03-31""",
        "This only fails on the CI runners, which run in UTC, and passes on laptops in Auckland. Why?",
        "cargo nextest",
    ),
    (
        "ci:merge-queue-logfmt",
        ["logfmt", "ts_first", "ids"],
        """ts=2026-03-04T07:55:12.004Z level=info msg="entered queue" pr=3310 pos=1 batch=b_7Hq2
ts=2026-03-04T08:01:40.118Z level=info msg="entered queue" pr=3298 pos=2 batch=b_7Hq2
ts=2026-03-04T08:22:51.930Z level=warn msg="batch failed" batch=b_7Hq2 failed_check=e2e/checkout-spec
ts=2026-03-04T08:22:52.002Z level=info msg="bisecting batch" batch=b_7Hq2 size=2""",
        "Why did PR 3298 get kicked out of the queue when its own checks were green?",
        "the merge queue logs",
    ),
]

BLOCKS += [
    (
        "deploy:history-json",
        ["json_array", "ulid", "started_finished"],
        """[
  {"id": "01JNPZ3F7G9H1J3K5M7N9P1Q3R", "service": "ledger-api", "version": "5.18.1", "started_at": "2026-03-04T08:51:02Z", "finished_at": "2026-03-04T08:55:47Z", "by": "j.diaz"},
  {"id": "01JNMB0C2D4E6F8G0H2J4K6M8N", "service": "ledger-api", "version": "5.18.0", "started_at": "2026-03-03T16:36:30Z", "finished_at": "2026-03-03T16:40:12Z", "by": "k.mensah"},
  {"id": "01JNJ1X3Y5Z7A9B1C3D5E7F9G1", "service": "ledger-api", "version": "5.17.4", "started_at": "2026-03-02T11:02:09Z", "finished_at": "2026-03-02T11:06:55Z", "by": "k.mensah"}
]""",
        "How long does a ledger-api deploy usually take, and was the last one slower?",
        "the deploy service",
    ),
    (
        "deploy:kubectl-rs",
        ["kubectl", "age", "hashes"],
        """NAME                          DESIRED   CURRENT   READY   AGE
checkout-6c9f7d58b4           10        10        4       14m
checkout-5b8e6c47a3           0         0         0       26h
checkout-4a7d5b36f2           0         0         0       6d2h""",
        "Only 4 of 10 pods in the new ReplicaSet are ready after 14 minutes. Should I roll back?",
        "kubectl",
    ),
    (
        "deploy:sync-result-yaml",
        ["yaml", "startedAt", "revision"],
        """operationState:
  phase: Failed
  message: 'one or more objects failed to apply, reason: admission webhook "validate.kyverno.svc" denied the request'
  startedAt: "2026-03-04T09:40:11Z"
  finishedAt: "2026-03-04T09:40:19Z"
  syncResult:
    revision: 3c9a0d1e7b5f4a2c8d6e0f1a3b5c7d9e2f4a6b8c
    resources:
    - kind: Deployment
      name: cart
      status: SyncFailed""",
        "What blocked the sync, and where do I find the policy that denied it?",
        "the GitOps controller",
    ),
    (
        "deploy:pipeline-execution-json",
        ["json_pretty", "epoch_ms", "execution_id"],
        """{
  "id": "01JNQ0W8E2R4T6Y8U0I2O4P6A8",
  "name": "api-prod-rollout",
  "buildTime": 1772614931204,
  "startTime": 1772614931390,
  "endTime": 1772616205117,
  "status": "TERMINAL",
  "trigger": {"type": "manual", "user": "k.mensah"}
}""",
        "Convert the times to UTC and tell me how long the execution ran before it went terminal.",
        "the pipeline API",
    ),
    (
        "deploy:hook-debug",
        ["webhook_pasted", "delivery_id", "signature", "epoch"],
        """Deploy-Hook-Event: deployment.finished
Deploy-Hook-Delivery: 2f6d8a1c-3e5b-4c7d-9f0a-1b2c3d4e5f60
Deploy-Hook-Timestamp: 1772614547
Deploy-Hook-Signature: v1,5mQk1Vt0b7YwZ2e9hXr3Jc8pLs6Nd4Fu1Ga0Ki7Oq2E

{"deployment": {"id": "dpl_8Kq2LmZt", "service": "ledger-api", "version": "5.18.1", "status": "succeeded"}}""",
        "We receive every deployment.finished twice with the same delivery id. Is that a retry, and should our handler dedupe on the delivery id or on the deployment id?",
        "our receiver's log",
    ),
    (
        "deploy:wget-healthz",
        ["http_exchange", "date_header", "request_id_header"],
        """$ wget -S -O - https://ledger.osprey.example/healthz
  HTTP/1.1 503 Service Unavailable
  Date: Wed, 04 Mar 2026 08:57:13 GMT
  Content-Type: application/json
  X-Request-Id: 5e1a9c0f7b3d4e2a8c6f0b9d1e3a5c7f
  X-Served-By: ledger-api-7d9f8c6b5-p4n2z
2026-03-04 08:57:13 ERROR 503: Service Unavailable.""",
        "The pod was deployed at 08:55. Is this the readiness probe failing, or is the pod really broken?",
        "my terminal",
    ),
    (
        "deploy:release-calendar",
        ["md_table", "dates", "freeze"],
        """| Train   | Cut-off             | Ships               | Captain     |
|---------|---------------------|---------------------|-------------|
| 2026.11 | 2026-03-11 12:00 CET | 2026-03-11 14:00 CET | R. Lindgren |
| 2026.12 | 2026-03-18 12:00 CET | frozen (quarter close) | -         |
| 2026.13 | 2026-03-25 12:00 CET | 2026-03-26 14:00 CET | K. Mensah   |""",
        "If my PR merges on 17 March at 18:00, in which train does it ship?",
        "the release calendar",
    ),
    (
        "deploy:canary-analysis-ksuid",
        ["json_pretty", "ksuid", "analysis_times"],
        """{
  "analysisId": "2tKq5X9m3bV8nC1zL7fR0dW4sYe",
  "canary": "search:2.8.1",
  "startedAt": "2026-03-04T06:31:02Z",
  "completedAt": "2026-03-04T07:01:04Z",
  "score": 61,
  "threshold": {"pass": 85, "marginal": 70},
  "failedMetrics": ["latency_p99", "error_rate"]
}""",
        "What does a score of 61 mean here, and would a marginal result have promoted the canary?",
        "the canary analysis service",
    ),
    (
        "deploy:rollback-email",
        ["email_headers", "date_header", "message_id"],
        """From: Kofi Mensah <kofi@osprey.example>
To: release-captains@osprey.example
Date: Wed, 4 Mar 2026 09:21:40 +0000
Message-ID: <CAK3x9=qZ1b7tP0wLm4@mail.osprey.example>
Subject: Rolled back ledger-api 5.18.1 -> 5.18.0

Rolled back at 09:18 UTC after 500s from the pool change. 5.18.1 stays blocked until PLAT-812 lands.""",
        "Summarise this for the customer support lead in two sentences, no jargon.",
        "my inbox",
    ),
    (
        "deploy:deployctl-kv",
        ["key_value", "started", "ids"],
        """deployment=dpl_8Kq2LmZt
service=ledger-api
version=5.18.1
started=2026-03-04T08:51:02Z
state=rolling
progress=4/10
last_error="readiness probe failed: HTTP probe failed with statuscode: 503\"""",
        "Why would the rollout stall at 4 of 10?",
        "deployctl status",
    ),
    (
        "deploy:pulumi-update",
        ["tool_output", "update_id", "duration"],
        """Updating (prod):
     Type                      Name                 Status                  Info
     pulumi:pulumi:Stack       infra-prod           **failed**              1 error
 ~   └─ aws:rds:Instance       ledger-replica       **updating failed**     1 error

Diagnostics:
  aws:rds:Instance (ledger-replica):
    error: updating RDS DB Instance (ledger-replica): InvalidParameterCombination: Cannot upgrade
    postgres from 16.4 to 16.8 while a pending modification exists

Resources:
    1 unchanged

Duration: 41s
Update ID: 7b0f2c9e-4d1a-4e6b-8c3d-5f7a9b1c2d3e""",
        "What is the pending modification likely to be, and how do I clear it?",
        "Pulumi",
    ),
    (
        "flags:definition-export",
        ["json_pretty", "created_at_first", "uuid"],
        """{
  "created_at": "2025-11-20T14:02:09.118Z",
  "updated_at": "2026-03-03T09:12:55.402Z",
  "id": "c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b",
  "key": "checkout-legacy-fallback",
  "enabled": false,
  "tags": ["checkout", "temporary"]
}""",
        "This flag is tagged temporary. How long has it existed, and when was it last changed?",
        "the flag service",
    ),
    (
        "flags:sdk-debug-log",
        ["log_lines", "evaluatedAt", "context_keys"],
        """[flags-node] 2026-03-04T10:14:02.331Z DEBUG evaluated flag=billing-portal-v3 context=usr_7781 variation=off reason=FALLTHROUGH evaluatedAt=1772619242331
[flags-node] 2026-03-04T10:14:02.334Z DEBUG evaluated flag=billing-portal-v3 context=usr_7781 variation=on reason=RULE_MATCH(1) evaluatedAt=1772619242334
[flags-node] 2026-03-04T10:14:02.901Z WARN  stream reconnect after 30001 ms""",
        "Why did the same user get off and then on three milliseconds apart?",
        "the SDK debug log",
    ),
    (
        "flags:change-webhook-debug",
        ["webhook_pasted", "json_pretty", "delivery_id", "occurred_at"],
        """{
  "delivery_id": "dlv_0195a1c4e7b2",
  "delivered_at": "2026-03-03T09:12:56.004Z",
  "event": "flag.updated",
  "occurred_at": "2026-03-03T09:12:55.402Z",
  "flag": {"key": "checkout-legacy-fallback", "enabled": false},
  "actor": "s.oyelaran"
}""",
        "Our Slack notifier posted this change twice. Which field should it dedupe on?",
        "the notifier's dead-letter queue",
    ),
    (
        "flags:yaml-config",
        ["yaml", "comment_dates", "percentages"],
        """# flags/search.yaml - last reviewed 2026-02-01 by search team
search_new_ranking:
  default: false
  rollout:
    - segment: internal
      percent: 100
    - segment: all
      percent: 5   # started 2026-03-02, raise after 48h if error rate flat
typo_tolerance_v2:
  default: true""",
        "When can we raise search_new_ranking beyond 5%, and to what?",
        "our flags repo",
    ),
    (
        "flags:context-meta",
        ["json_pretty", "context", "_meta"],
        """{
  "kind": "user",
  "key": "usr_7781",
  "name": "Dana Whitfield",
  "createdAt": "2024-05-18T07:40:00Z",
  "plan": "business",
  "_meta": {"privateAttributes": ["name"]}
}""",
        "Will a rule on createdAt before 2025-01-01 match this user, and does name reach the flag service?",
        "our app's debug panel",
    ),
    (
        "flags:experiment-readout",
        ["text_report", "dates", "percentages"],
        """Experiment: search-typo-tolerance-v2
Ran: 2026-02-09 to 2026-03-01 (21 days), 50/50 split
Primary metric: searches with a click, control 61.2%, treatment 63.0% (+1.8 pp, 95% CI +0.9 to +2.7)
Guardrail: zero-result searches, control 7.1%, treatment 4.9%
Decision recorded 2026-03-02: ship to 100%""",
        "Was 21 days enough, given that weekly patterns matter for search?",
        "the experiment readout",
    ),
]

BLOCKS += [
    (
        "oncall:incident-log-entries",
        ["json_array", "created_at", "ids"],
        """[
  {"id": "R4KQ2X1M9D0PZ7", "type": "trigger_log_entry", "created_at": "2026-03-04T02:13:49Z", "summary": "5xx ratio above 5% on ledger-api"},
  {"id": "R4KQ2X7B3F5HY2", "type": "notify_log_entry", "created_at": "2026-03-04T02:13:50Z", "channel": "push", "user": "Kofi Mensah"},
  {"id": "R4KQ2XC8N1Q4W6", "type": "acknowledge_log_entry", "created_at": "2026-03-04T02:15:02Z", "user": "Kofi Mensah"},
  {"id": "R4KQ2Y0T6V8B3E", "type": "resolve_log_entry", "created_at": "2026-03-04T02:48:30Z", "user": "Kofi Mensah"}
]""",
        "What were the time to acknowledge and the time to resolve?",
        "the paging tool",
    ),
    (
        "oncall:alert-cli-list",
        ["table", "starts_at", "fingerprints"],
        """Alertname               Starts At                 Summary                                    State
LedgerHighErrorRate      2026-03-04 02:13:18 UTC   5xx ratio above 5% on ledger-api           active
LedgerPoolSaturation     2026-03-04 02:09:44 UTC   pool in-use above 90% for 5m               active
NodeDiskPressure         2026-03-03 23:02:10 UTC   disk above 90% on db-replica-3             suppressed""",
        "Which alert fired first, and should LedgerPoolSaturation have paged instead of the error rate one?",
        "the alerting CLI",
    ),
    (
        "oncall:schedule-export",
        ["csv", "offsets", "shifts"],
        """schedule,user,start,end
payments-primary,Kofi Mensah,2026-03-02T09:00:00+00:00,2026-03-09T09:00:00+00:00
payments-primary,Ana Kowalczyk,2026-03-09T09:00:00+00:00,2026-03-16T09:00:00+00:00
payments-primary,Jin Park,2026-03-16T09:00:00+00:00,2026-03-23T09:00:00+00:00
payments-secondary,Rin Sato,2026-03-02T09:00:00+09:00,2026-03-09T09:00:00+09:00""",
        "Rin's secondary shift is in +09:00. Does it really overlap Kofi's primary shift, or is it offset by nine hours?",
        "the on-call schedule",
    ),
    (
        "oncall:webex-messages",
        ["json_pretty", "message_ids", "created"],
        """{
  "items": [
    {"id": "Y2lzY29zcGFyazovL3VzL01FU1NBR0UvOTJkYjNiZTAtNDNiZC0xMWU2", "personEmail": "kofi@osprey.example", "text": "paged, looking. 5xx only in eu-west-1", "created": "2026-03-04T02:16:16.119Z"},
    {"id": "Y2lzY29zcGFyazovL3VzL01FU1NBR0UvYTFjM2U1ZjctOWIyZC00ZjZh", "personEmail": "jin@osprey.example", "text": "started right after the 02:05 config push", "created": "2026-03-04T02:21:06.442Z"}
  ]
}""",
        "Turn these two messages into timeline entries with UTC times and the sender's name.",
        "the incident room export",
    ),
    (
        "oncall:incident-timeline-md",
        ["md_table", "times_to_second", "timeline"],
        """| Time (UTC) | Event                                                   |
|------------|---------------------------------------------------------|
| 02:05:00   | Config push: ledger-pool max_conns 200 -> 50            |
| 02:13:48   | Alert LedgerHighErrorRate fired                         |
| 02:15:02   | Kofi acknowledged                                       |
| 02:31:44   | Config reverted                                         |
| 02:48:30   | Incident resolved                                       |""",
        "Compute time to detect, time to mitigate and time to resolve from the config push.",
        "the incident doc",
    ),
    (
        "oncall:incident-declared-email",
        ["email_headers", "date_header", "message_id", "incident_id"],
        """From: Incident Bot <incidents@osprey.example>
Date: Wed, 04 Mar 2026 02:14:31 +0000
Message-ID: <inc-2291.declared.1772590471@incidents.osprey.example>
Subject: [SEV2] INC-2291 declared: ledger-api 5xx in eu-west-1

Incident lead: Kofi Mensah. Channel: #inc-2291-ledger-5xx. Next update by 02:45 UTC.""",
        "Our status page says the incident started at 02:05. Why does this say 02:14?",
        "the incident mailing list",
    ),
    (
        "oncall:status-incident-json",
        ["json_pretty", "created_at", "shortlink"],
        """{
  "id": "r7kq2x1m9d0p",
  "name": "Elevated errors on payments",
  "status": "resolved",
  "created_at": "2026-03-04T02:20:11.000Z",
  "resolved_at": "2026-03-04T02:50:03.000Z",
  "shortlink": "https://stspg.io/r7kq2x1m",
  "impact": "major"
}""",
        "Customers say they saw errors from 02:05. Is it a problem that our public incident starts at 02:20?",
        "the status page API",
    ),
    (
        "oncall:escalation-yaml",
        ["yaml", "timeouts", "ids"],
        """escalation_policy:
  id: EP-4KQ2X1M
  name: ledger-primary
  updated: 2026-01-08
  rules:
    - delay_minutes: 0
      targets: [schedule:payments-primary]
    - delay_minutes: 15
      targets: [schedule:payments-secondary, user:kofi.mensah]
  repeat: 2""",
        "If nobody acks, when does the secondary get paged and how many times in total?",
        "our on-call config",
    ),
    (
        "oncall:ko-handoff-notes",
        ["material_ko", "times", "handoff"],
        """[인수인계 2026-03-04 09:00 KST]
- 02:13 ledger-api 5xx 알림 → 02:31 설정 롤백으로 복구
- 04:55 api.osprey.example 인증서 만료 14일 전 알림 (만료일 2026-03-17)
- 남은 일: PLAT-812 리뷰어 지정, 인증서 갱신 티켓 생성""",
        "Translate these handoff notes into English and list the open items.",
        "the Korean on-call team",
    ),
    (
        "oncall:alert-router-logfmt",
        ["logfmt", "ts", "routing"],
        """ts=2026-03-04T02:13:48.902Z level=info component=router alert=LedgerHighErrorRate route=ledger-primary matched=true
ts=2026-03-04T02:13:48.903Z level=info component=router alert=LedgerHighErrorRate route=ledger-slack matched=true continue=true
ts=2026-03-04T02:09:44.510Z level=info component=router alert=LedgerPoolSaturation route=default matched=true receiver=email-ledger""",
        "Why did the pool saturation alert go to e-mail instead of paging?",
        "the alert router",
    ),
    (
        "oncall:push-payload",
        ["apns", "headers", "ids"],
        """apns-id: 3c1e9f0a-7b2d-4e6f-8a1c-5d7e9f0b2c4e
apns-push-type: alert
apns-priority: 10
apns-expiration: 1772590830

{"aps": {"alert": {"title": "SEV2 ledger-api", "body": "5xx ratio above 5% (eu-west-1)"}, "sound": "critical.caf"}, "incident": "INC-2291"}""",
        "Kofi says his phone did not ring although this push was sent. Can apns-expiration explain it?",
        "the push gateway log",
    ),
    (
        "oncall:annotations-json",
        ["json_array", "epoch_ms", "annotation_ids"],
        """[
  {"id": 40112, "time": 1772589900000, "timeEnd": 1772589900000, "tags": ["deploy", "config"], "text": "ledger-pool max_conns 200 -> 50"},
  {"id": 40119, "time": 1772591504000, "timeEnd": 1772591504000, "tags": ["rollback"], "text": "revert ledger-pool config"}
]""",
        "What UTC times are these annotations at, and how far apart are they?",
        "the dashboard annotations API",
    ),
    (
        "postmortem:front-matter-doc",
        ["front_matter_document", "date", "incident_id"],
        """---
title: "INC-2291: ledger-api 5xx after pool config change"
date: 2026-03-05
authors: [kofi.mensah, ana.kowalczyk]
incident: INC-2291
severity: SEV2
status: in review
---

## Summary
Between 02:05 and 02:31 UTC on 4 March 2026, 4.2% of card payments in eu-west-1 failed.""",
        "Fix the grammar and tone of this postmortem intro; keep the front matter exactly as it is.",
        "our postmortem repo",
    ),
    (
        "postmortem:action-items-csv",
        ["csv", "created_due", "keys"],
        """key,summary,owner,created,due,status
PLAT-812,Require a second reviewer for config pushes,platform,2026-03-05 10:12,2026-03-13,In progress
PLAT-813,Canary config pushes to one cell first,platform,2026-03-05 10:13,2026-03-27,To do
LED-440,Alert on pool saturation,ledger,2026-03-05 10:15,2026-03-11,Done""",
        "Which action items are overdue if today is 16 March 2026?",
        "the tracker",
    ),
    (
        "postmortem:meeting-notes-header",
        ["doc_header", "generated_time_in_doc", "recording_id"],
        """Postmortem review: INC-2291
Date: 6 March 2026, 14:00-15:00 UTC
Attendees: Kofi Mensah, Ana Kowalczyk, Jin Park, Rin Sato
Recording: https://zoom.us/rec/share/4KQ2x1M9d0PZ7b4F6h8J0l2N
Transcript generated 2026-03-06 15:02 UTC (auto)

Decisions: PLAT-812 stays P1; PLAT-813 moves to next sprint; LED-440 closed.""",
        "Write the follow-up e-mail to the attendees from these notes.",
        "the meeting notes doc",
    ),
    (
        "postmortem:ru-excerpt",
        ["material_ru", "timeline", "dates"],
        """Хронология (время московское):
2 марта 2026, 21:40 — выкатка auth-service 3.4.0
21:52 — рост ошибок 401 до 18 %
22:07 — откат на 3.3.2
22:15 — ошибки вернулись к норме""",
        "Convert this timeline to UTC and translate it into English.",
        "a colleague in Moscow",
    ),
    (
        "postmortem:five-whys-notes",
        ["notes", "dates_in_prose"],
        """Why did payments fail? The pool allowed only 50 connections.
Why only 50? A config push on 4 March at 02:05 UTC changed 200 to 50.
Why was that pushed? A cost ticket from 12 February asked to reduce idle connections.
Why was it not caught? Config pushes skip canarying, unlike code deploys.
Why? The config pipeline predates the canary system (built in 2023).""",
        "Is this a good 5 whys, or does it stop at the wrong level?",
        "the postmortem workshop",
    ),
]

BLOCKS += [
    (
        "errors:event-received-first",
        ["json_pretty", "received_first", "event_id"],
        """{
  "received": 1772612289.402113,
  "event_id": "9b1c0e2f7a3d4c5e8f6a1b2c3d4e5f60",
  "timestamp": "2026-03-04T08:18:09.118Z",
  "level": "error",
  "exception": {"values": [{"type": "KeyError", "value": "'THB'"}]},
  "release": "shop@2026.3.1"
}""",
        "The received time is later than the timestamp. Is that clock skew on the client or normal ingestion delay?",
        "the error tracker's raw event view",
    ),
    (
        "errors:python-traceback-log",
        ["log_lines", "traceback", "timestamps"],
        """2026-03-04 08:18:09,118 ERROR [orders.views] checkout failed request_id=2b7d9f1a
Traceback (most recent call last):
  File "/srv/app/orders/views.py", line 212, in checkout
    total = cart.total(currency=request.user.currency)
  File "/srv/app/cart/models.py", line 88, in total
    return sum(i.price * i.qty for i in self.items) / rates[currency]
KeyError: 'THB'""",
        "Where should the fallback for missing currencies go?",
        "the app log",
    ),
    (
        "errors:issue-list-csv",
        ["csv", "first_last_seen", "short_ids"],
        """short_id,title,first_seen,last_seen,events,users
WEB-5K2,TypeError: Cannot read properties of null (reading 'currency'),2026-02-27T18:02:11Z,2026-03-04T07:58:40Z,1944,611
WEB-5J9,ChunkLoadError: Loading chunk 812 failed,2026-03-01T09:12:00Z,2026-03-04T08:02:13Z,402,377
WEB-4Z1,ResizeObserver loop completed with undelivered notifications,2025-06-11T10:00:52Z,2026-03-04T08:10:29Z,88210,20114""",
        "Which of these is worth fixing first, and which can we ignore?",
        "the error tracker",
    ),
    (
        "errors:crash-upload-listing",
        ["crash_listing", "capture_upload_times", "crash_ids"],
        """Crash ID 4f1c2e9a7b3d4a5e
Status: Uploaded
Uploaded Crash Report ID: 9c8f1d2e3f4a5b6c
Upload Time: Tuesday, March 3, 2026 at 9:17:40 PM
Local Crash Context: 7b0f2c9e-4d1a-4e6b-8c3d-5f7a9b1c2d3e
Capture Time: Tuesday, March 3, 2026 at 9:17:02 PM
Product: Osprey Desktop 8.14.2 (Electron 33.2.1)""",
        "The desktop app crashed 22 seconds after launch. What should I ask the user for, and where do I find the symbolicated stack?",
        "the desktop app's crash page",
    ),
    (
        "errors:occurrence-json",
        ["json_pretty", "uuid4", "timestamp_epoch"],
        """{
  "uuid": "d2f4a6c8-1e3b-4d5f-9a7c-2e4b6d8f0a1c",
  "timestamp": 1772612289,
  "environment": "production",
  "level": "error",
  "title": "Redis::TimeoutError: Connection timed out",
  "context": "RateLimiter#check",
  "person": {"id": "usr_7781"}
}""",
        "Is this the same Redis timeout as the one from yesterday evening, at 1772563449?",
        "the error tracker API",
    ),
    (
        "errors:serilog-clef",
        ["json_lines", "at_t_first", "request_ids"],
        """{"@t":"2026-03-03T12:44:08.9021140Z","@mt":"HTTP {Method} {Path} started","Method":"POST","Path":"/invoices/bulk-void","RequestId":"0HN8Q2X1M9D0P:00000004"}
{"@t":"2026-03-03T12:44:09.1184700Z","@mt":"Bulk void failed","@l":"Error","@x":"Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 61) was deadlocked on lock resources with another process and has been chosen as the deadlock victim.","RequestId":"0HN8Q2X1M9D0P:00000004"}""",
        "Which two statements are probably deadlocking, and in what order should bulk void take its locks?",
        "production logs",
    ),
    (
        "errors:go-panic",
        ["panic", "goroutine", "timestamps"],
        """2026/03/04 06:02:25 http: panic serving 10.40.3.8:51244: runtime error: invalid memory address or nil pointer dereference
goroutine 18812 [running]:
net/http.(*conn).serve.func1()
	/usr/local/go/src/net/http/server.go:1947 +0xbe
osprey/ingest/handler.(*Batch).Flush(0x0)
	/src/handler/batch.go:77 +0x2a""",
        "Why would Flush be called on a nil Batch here?",
        "the ingest service",
    ),
    (
        "errors:flutter-log",
        ["mobile_log", "times"],
        """I/flutter (1822): [2026-03-03 21:17:01.902] InvoiceScreen resumed from background
E/flutter (1822): [2026-03-03 21:17:02.104] Unhandled Exception: setState() called after dispose(): _InvoiceScreenState#4a1c2
E/flutter (1822): This error happens if you call setState() on a State object for a widget that no longer appears in the widget tree.
E/flutter (1822): #0      State.setState (package:flutter/src/widgets/framework.dart:1167:9)""",
        "What is the usual cause of this when the screen resumes from background, and what's the idiomatic fix?",
        "the Flutter console",
    ),
    (
        "errors:console-cors",
        ["browser_console", "timestamps"],
        """08:02:13.441 Access to fetch at 'https://api.osprey.example/v2/cart' from origin 'https://shop.osprey.example' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.
08:02:13.442 GET https://api.osprey.example/v2/cart net::ERR_FAILED 502 (Bad Gateway)
08:02:13.901 ChunkLoadError: Loading chunk 812 failed. (error: https://shop.osprey.example/_next/static/chunks/812.3f1c9a.js)""",
        "Is this really a CORS problem or a 502 that shows up as CORS?",
        "the browser console",
    ),
    (
        "deps:renovate-pr-body",
        ["pr_body", "release_dates", "schedule"],
        """This PR contains the following updates:

| Package | Change | Age | Adoption | Passing |
|---|---|---|---|---|
| axios | `1.7.9` -> `1.8.2` | 2 days | 31% | 98% |

### Release Notes
v1.8.2 (2025-03-07): fix(http-adapter): add allowAbsoluteUrls option (CVE-2025-27152)
v1.8.0 (2025-02-25): feat: support fetch adapter retries

Configuration: Schedule "every weekday before 5am" in timezone Europe/Oslo. Automerge: disabled.""",
        "Is this update urgent, and does the CVE affect a frontend-only use of axios?",
        "the update bot's pull request",
    ),
    (
        "deps:npm-audit-json",
        ["json_pretty", "advisory_ids", "ranges"],
        """{
  "auditReportVersion": 2,
  "vulnerabilities": {
    "cross-spawn": {
      "severity": "high",
      "via": [{"source": 1100563, "title": "Regular Expression Denial of Service (ReDoS) in cross-spawn", "url": "https://github.com/advisories/GHSA-3xgq-45jj-v275", "range": "<6.0.6 || >=7.0.0 <7.0.5"}],
      "fixAvailable": true
    }
  }
}""",
        "cross-spawn is only used by our build scripts. Does this matter for production?",
        "npm audit",
    ),
    (
        "deps:osv-advisory",
        ["json_pretty", "published_modified", "ids"],
        """{
  "id": "GHSA-7mj5-hjjj-8rgw",
  "published": "2026-02-26T17:11:02Z",
  "modified": "2026-03-01T08:40:55Z",
  "aliases": ["CVE-2026-22732"],
  "affected": [{"package": {"ecosystem": "Maven", "name": "org.springframework.security:spring-security-web"},
    "ranges": [{"type": "ECOSYSTEM", "events": [{"introduced": "6.3.0"}, {"fixed": "6.3.7"}]}]}]
}""",
        "We are on spring-security-web 6.3.5. Are we affected, and what changed on 1 March?",
        "the advisory database",
    ),
    (
        "deps:uv-lock-diff",
        ["diff", "upload_time", "hashes"],
        """ [[package]]
 name = "jinja2"
-version = "3.1.4"
-sdist = { url = "https://files.pythonhosted.org/packages/jinja2-3.1.4.tar.gz", hash = "sha256:4a3aee7acbbe7303aede8e9648d13b8bf88a429282aa6122a993f0ac800cb369", size = 240245, upload-time = "2024-05-05T23:42:02.455Z" }
+version = "3.1.5"
+sdist = { url = "https://files.pythonhosted.org/packages/jinja2-3.1.5.tar.gz", hash = "sha256:8fefff8dc3034e27bb80d67c671eb8a9bc424c0ef4c0826edbff304cceff43bb", size = 244674, upload-time = "2024-12-21T18:30:22.828Z" }""",
        "Is this lockfile change consistent with the jinja2 security update, and why does the upload time matter for our 7-day cooldown rule?",
        "the lockfile diff",
    ),
    (
        "deps:sbom-metadata-head",
        ["json_pretty", "timestamp_first", "serial_number"],
        """{
  "timestamp": "2026-03-03T22:10:41Z",
  "serialNumber": "urn:uuid:3e671687-395b-41f5-a30f-a58921a69b79",
  "bomFormat": "CycloneDX",
  "specVersion": "1.6",
  "component": {"type": "container", "name": "registry.osprey.example/api", "version": "3.14.0"}
}""",
        "Is this SBOM for the image we deployed at 08:55 today, or an older one?",
        "the SBOM attached to the release",
    ),
    (
        "deps:bundle-audit",
        ["tool_output", "advisory_dates"],
        """Name: rack
Version: 3.1.8
CVE: CVE-2025-27610
GHSA: GHSA-7wqh-767x-r66v
Criticality: High
URL: https://github.com/rack/rack/security/advisories/GHSA-7wqh-767x-r66v
Title: Local File Inclusion in Rack::Static
Solution: upgrade to '~> 2.2.13', '~> 3.0.14', '>= 3.1.12'

Vulnerabilities found!""",
        "We don't use Rack::Static directly. Do we still need to upgrade?",
        "bundle audit",
    ),
    (
        "deps:alert-email",
        ["email_headers", "date_header", "message_id"],
        """From: security-alerts@code.osprey.example
Date: Tue, 3 Mar 2026 06:12:09 +0000
Message-ID: <0195a0b2c3d4.alert.88120@code.osprey.example>
Subject: [osprey/portal] Critical severity vulnerability in next

next <14.2.25: Authorization Bypass in Next.js Middleware (GHSA-f82v-jwr5-mffw). Detected in package-lock.json.""",
        "Our portal does auth in middleware. How urgent is this, on a scale of today / this week / next sprint?",
        "the security alert e-mail",
    ),
]

BLOCKS += [
    (
        "migrations:schema-migrations-table",
        ["query_result", "version_timestamps", "inserted_at"],
        """    version     |        inserted_at
----------------+----------------------------
 20260302114500 | 2026-03-03 21:00:02.118+00
 20260302164109 | 2026-03-04 10:40:00.902+00
 20260226090000 | 2026-02-26 12:14:51.440+00
(3 rows)""",
        "Why is 20260226090000 listed after the March ones, and will our tool try to run it again?",
        "psql",
    ),
    (
        "migrations:goose-status",
        ["tool_output", "applied_at", "pending"],
        """    Applied At                  Migration
    =======================================
    Tue Feb 24 10:02:41 2026 -- 20260224095500_create_refunds.sql
    Mon Mar  2 16:44:58 2026 -- 20260302164109_invoices_drop_legacy_total.sql
    Pending                  -- 20260302164451_invoices_total_cents.sql""",
        "The pending migration backfills from legacy_total. What happens if I run it now?",
        "goose status",
    ),
    (
        "migrations:pg-lock-log",
        ["postgres_log", "timestamps", "pids"],
        """2026-03-04 10:02:46.118 UTC [40112] LOG:  process 40112 still waiting for AccessExclusiveLock on relation 16411 of database 16384 after 5000.112 ms
2026-03-04 10:02:46.118 UTC [40112] DETAIL:  Process holding the lock: 39877. Wait queue: 40112, 40120, 40133, 40141.
2026-03-04 10:02:46.118 UTC [40112] STATEMENT:  ALTER TABLE orders ADD COLUMN region text""",
        "Why are SELECTs queued behind the ALTER, and what lock_timeout should migrations use?",
        "the Postgres log",
    ),
    (
        "migrations:mysql-processlist",
        ["query_result", "times", "ids"],
        """+--------+--------+-----------+------+---------+------+---------------------------------+------------------------------------------+
| Id     | User   | Host      | db   | Command | Time | State                           | Info                                     |
+--------+--------+-----------+------+---------+------+---------------------------------+------------------------------------------+
| 881204 | app    | 10.0.3.14 | shop | Query   |  412 | Waiting for table metadata lock | ALTER TABLE customers ADD INDEX (email)  |
| 881190 | report | 10.0.5.2  | shop | Query   |  1802 | Sending data                   | SELECT * FROM customers JOIN orders ...  |
+--------+--------+-----------+------+---------+------+---------------------------------+------------------------------------------+""",
        "Which query should I kill to let the ALTER through, and is that safe?",
        "MySQL",
    ),
    (
        "migrations:file-listing",
        ["file_names", "timestamps_in_names"],
        """migrations/
  20260224095500_create_refunds.sql
  20260226090000_add_refund_reason.sql
  20260302164109_invoices_drop_legacy_total.sql
  20260302164451_invoices_total_cents.sql
  20260304103000_orders_region.sql""",
        "Two branches both added migrations on 2 March. Is there an ordering conflict here?",
        "our repo",
    ),
    (
        "migrations:backup-info",
        ["tool_output", "backup_labels", "timestamps"],
        """stanza: billing
    status: ok
    wal archive min/max (16): 000000010000004A000000C1/000000010000004B0000002F

    full backup: 20260301-020002F
        timestamp start/stop: 2026-03-01 02:00:02+00 / 2026-03-01 02:41:19+00
        database size: 412.8GB, database backup size: 412.8GB

    incr backup: 20260301-020002F_20260304-020001I
        timestamp start/stop: 2026-03-04 02:00:01+00 / 2026-03-04 02:06:44+00""",
        "If the migration at 10:40 today goes wrong, what is the closest point I can restore to without WAL replay?",
        "pgBackRest",
    ),
    (
        "migrations:replication-status",
        ["query_result", "reply_time", "lag"],
        """ application_name | state     | sent_lsn    | replay_lsn  | replay_lag      | reply_time
------------------+-----------+-------------+-------------+-----------------+-------------------------------
 replica-1        | streaming | 4B/2F118820 | 4B/2F118820 | 00:00:00.000912 | 2026-03-04 10:41:02.118204+00
 replica-2        | streaming | 4B/2F118820 | 4B/1E004A10 | 00:02:41.402113 | 2026-03-04 10:41:01.991027+00""",
        "replica-2 is almost three minutes behind during the backfill. Should I pause the migration?",
        "pg_stat_replication",
    ),
    (
        "cost:cur-csv",
        ["csv", "line_item_ids", "usage_dates"],
        """identity/LineItemId,lineItem/UsageStartDate,lineItem/UsageEndDate,lineItem/ProductCode,lineItem/UsageType,lineItem/UnblendedCost
3kq2x1m9d0pz7b4f6h8j0l2n4p6r8t0v2x4z6b8d0f2h4j6l8n0p,2026-03-03T00:00:00Z,2026-03-03T01:00:00Z,AmazonEC2,APN1-NatGateway-Bytes,11.4821
7b3f5hy2c8n1q4w6e9r2t5y8u1i4o7p0a3s6d9f2g5h8j1k4l7z,2026-03-03T01:00:00Z,2026-03-03T02:00:00Z,AmazonEC2,APN1-NatGateway-Bytes,12.0390""",
        "NAT costs jumped on 3 March. What usage type should I break this down by next?",
        "the cost and usage report",
    ),
    (
        "cost:billing-export-row",
        ["json_pretty", "export_time", "usage_times"],
        """{
  "billing_account_id": "01A2B3-C4D5E6-F7A8B9",
  "service": {"description": "BigQuery"},
  "sku": {"description": "Analysis"},
  "usage_start_time": "2026-03-03T08:00:00Z",
  "usage_end_time": "2026-03-03T09:00:00Z",
  "export_time": "2026-03-03T13:42:11.582Z",
  "cost": 812.44,
  "labels": [{"key": "team", "value": "data-platform"}, {"key": "job", "value": "dash-refresh-5m"}]
}""",
        "Why is the export time hours after the usage window, and can I use this for same-day alerts?",
        "the billing export table",
    ),
    (
        "cost:allocation-json-window",
        ["json_pretty", "window_in_data", "costs"],
        """{
  "code": 200,
  "data": [{
    "search": {"name": "search", "window": {"start": "2026-02-25T00:00:00Z", "end": "2026-03-04T00:00:00Z"},
      "cpuCost": 1204.18, "ramCost": 611.40, "pvCost": 88.02, "totalCost": 1903.60, "cpuEfficiency": 0.21}
  }]
}""",
        "A CPU efficiency of 0.21 sounds terrible. What does it mean and how do I raise it?",
        "the cost allocation API",
    ),
    (
        "cost:azure-csv",
        ["csv", "dates", "meter_ids"],
        """Date,MeterId,MeterCategory,MeterSubCategory,ResourceGroup,CostInBillingCurrency
03/01/2026,5c1d7e2f-9a3b-4c6d-8e0f-1a2b3c4d5e6f,Virtual Machines,Dv5 Series,rg-search-prod,412.18
03/02/2026,5c1d7e2f-9a3b-4c6d-8e0f-1a2b3c4d5e6f,Virtual Machines,Dv5 Series,rg-search-prod,415.02
03/03/2026,5c1d7e2f-9a3b-4c6d-8e0f-1a2b3c4d5e6f,Virtual Machines,Dv5 Series,rg-search-prod,1244.90""",
        "The VM cost tripled on 3 March. Is this a scale-out or a price change?",
        "the Azure cost export",
    ),
    (
        "cost:vendor-invoice-email",
        ["email_headers", "invoice", "dates"],
        """From: billing@observability-vendor.example
Date: Sun, 1 Mar 2026 04:00:12 +0000
Message-ID: <inv-2026-02-88120@billing.observability-vendor.example>
Subject: Your invoice INV-2026-02-88120 for February 2026

Amount due: $24,880.00 by 31 March 2026
Log ingestion: 41.2 TB ($18,540.00), custom metrics: 1,211,400 ($4,240.00), hosts: 210 ($2,100.00)""",
        "Log ingestion is three quarters of the bill. What are the usual ways to cut it?",
        "the vendor's invoice",
    ),
    (
        "cost:savings-plan-report",
        ["report", "periods", "percentages"],
        """Savings Plan: Compute, 1 year, no upfront
ARN: arn:aws:savingsplans::482913770021:savingsplan/7b0f2c9e-4d1a-4e6b-8c3d-5f7a9b1c2d3e
Term: 2025-06-01 to 2026-06-01
Commitment: $18.00/hour
Utilization Feb 2026: 81.4%  (unused commitment: $2,408.11)""",
        "Should we buy a second plan now, or first fix the utilization?",
        "Cost Explorer",
    ),
    (
        "cost:ri-expiry",
        ["md_table", "expiry_dates", "ids"],
        """| Reservation ID                          | Type           | Count | Expires    |
|-----------------------------------------|----------------|-------|------------|
| 4a7d5b36-f2e1-4c9a-8b0d-2e4f6a8c0b1d    | db.r6g.xlarge  | 2     | 2026-04-14 |
| 9c1e4d2a-7b3f-4e8a-a0c6-5f1d2e3b4a9c    | m6i.2xlarge    | 12    | 2026-03-31 |""",
        "Which reservation should we renew first, and should the m6i ones move to a savings plan instead?",
        "the reservations page",
    ),
    (
        "deploy:ja-release-memo",
        ["material_ja", "dates", "versions"],
        """リリース記録
作成日時: 2026-03-04 18:20:41 JST
対象: ledger-api 5.18.1
本番反映: 2026-03-04 17:55 JST
ロールバック: 2026-03-04 18:18 JST（接続プール設定の不具合のため）""",
        "Translate this release memo into English for the US team and convert the times to US Eastern.",
        "the Tokyo team",
    ),
    (
        "oncall:de-pager-sms",
        ["material_de", "times", "sms"],
        """[SMS 04.03.2026 02:13:52] ALARM SEV2 ledger-api: 5xx-Quote > 5 % seit 02:13 (eu-west-1). Bestätigen: 1, Eskalieren: 2
[SMS 04.03.2026 02:14:40] Erinnerung: ALARM SEV2 ledger-api noch nicht bestätigt""",
        "Why did I get a reminder if I pressed 1 at 02:14:30?",
        "my pager",
    ),
    (
        "ci:pt-runner-form",
        ["form_export", "material_pt", "ids", "dates"],
        """Formulário: Solicitação de runner dedicado
Protocolo: RUN-2026-0412
Enviado em: 02/03/2026 14:08:55
Equipe: Pagamentos
Justificativa: testes e2e demoram 38 min nos runners compartilhados
Prazo desejado: 16/03/2026""",
        "Is this request complete enough for the platform team to approve, or what is missing?",
        "the request form",
    ),
    (
        "flags:form-export-zh",
        ["form_export", "material_zh", "ids", "dates"],
        """变更申请单
编号：FF-20260303-017
提交时间：2026-03-03 09:10:42
功能开关：checkout-legacy-fallback
变更：on → off
申请人：s.oyelaran
审批人：r.lindgren（2026-03-03 09:12:50 批准）""",
        "Was this change approved before it was applied at 09:13:20?",
        "the change form",
    ),
]


# Questions and lead-ins in other languages: (lead-in line, question about a pasted record).
LANG_ASK: dict[str, tuple[str, str]] = {
    "ja": ("記録を貼ります：", "ここで何が起きたのかを順番に説明して、次に何を確認すべきか教えてください。"),
    "ko": (
        "기록을 붙여 넣습니다:",
        "여기서 무슨 일이 있었는지 순서대로 설명하고, 다음에 무엇을 확인해야 할지 알려 주세요.",
    ),
    "zh": ("下面是导出的记录：", "请按顺序说明这里发生了什么，接下来应该检查什么？"),
    "de": (
        "Das hier habe ich exportiert:",
        "Kannst du erklären, was hier passiert ist und was ich als Nächstes prüfen sollte?",
    ),
    "fr": (
        "Voici ce que le système a renvoyé :",
        "Peux-tu m'expliquer ce qui s'est passé et ce que je dois vérifier ensuite ?",
    ),
    "es": (
        "Esto es lo que devolvió el sistema:",
        "¿Me explicas qué pasó aquí y qué debería revisar después?",
    ),
    "pt": (
        "Isto veio do sistema:",
        "Pode me explicar o que aconteceu aqui e o que devo verificar em seguida?",
    ),
    "pl": (
        "Oto eksport z systemu:",
        "Wyjaśnij, co się tu stało i co powinienem sprawdzić w następnej kolejności.",
    ),
    "uk": ("Ось що повернула система:", "Поясни, що тут сталося і що мені перевірити далі?"),
    "tr": (
        "Sistemin döndürdüğü çıktı şu:",
        "Burada ne olduğunu ve sonra neyi kontrol etmem gerektiğini açıklar mısın?",
    ),
    "vi": (
        "Đây là dữ liệu xuất từ hệ thống:",
        "Hãy giải thích chuyện gì đã xảy ra và tôi nên kiểm tra gì tiếp theo?",
    ),
    "he": ("זה מה שהמערכת החזירה:", "תסביר מה קרה כאן ומה כדאי לבדוק עכשיו?"),
    "hi": ("सिस्टम से यह मिला है:", "समझाइए कि यहाँ क्या हुआ और मुझे आगे क्या जाँचना चाहिए?"),
    "th": ("นี่คือข้อมูลที่ระบบส่งกลับมา:", "ช่วยอธิบายว่าเกิดอะไรขึ้น และควรตรวจสอบอะไรต่อไป"),
    "id": (
        "Ini hasil ekspor dari sistem:",
        "Tolong jelaskan apa yang terjadi di sini dan apa yang harus saya periksa berikutnya.",
    ),
    "cs": ("Tohle vrátil systém:", "Vysvětli mi, co se tu stalo a co mám zkontrolovat dál."),
    "el": ("Αυτό επέστρεψε το σύστημα:", "Μπορείς να εξηγήσεις τι συνέβη εδώ και τι πρέπει να ελέγξω μετά;"),
    "ar": ("هذا ما أعاده النظام:", "اشرح لي ماذا حدث هنا وما الذي يجب أن أتحقق منه بعد ذلك؟"),
    "ru": ("Вот что вернула система:", "Объясни, что здесь произошло и что мне проверить дальше?"),
    "nl": (
        "Dit kwam terug uit het systeem:",
        "Kun je uitleggen wat hier gebeurd is en wat ik nu moet controleren?",
    ),
}
LANG_ORDER = list(LANG_ASK)

PLACEMENTS = [
    "ask_above",
    "ask_below",
    "export_from",
    "system_returned",
    "colleague",
    "earlier_user_turn",
    "lang_full",
    "earlier_assistant_turn",
    "chatml_user",
    "fenced",
    "lang_chatml",
    "quoted",
    "both_sides",
    "lang_after",
    "rag_context",
    "tool_output",
]
SYSTEM_ENG = (
    "You are the engineering assistant of the Osprey platform team. Be precise, and say when the data is "
    "not enough to answer."
)


def _quote(block: str) -> str:
    return "\n".join("> " + line if line else ">" for line in block.split("\n"))


def place(k: int, placement: str, block: str, ask: str, src: str) -> tuple[str, str | None]:
    """A pasted block in one of the placements; returns the text and the language of the prompt (None: English)."""
    lang = LANG_ORDER[k % len(LANG_ORDER)]
    leadin, lang_ask = LANG_ASK[lang]
    if placement == "ask_above":
        return f"{ask}\n\n{block}", None
    if placement == "ask_below":
        return f"{block}\n\n{ask}", None
    if placement == "export_from":
        return f"Here is the export from {src}:\n\n{block}\n\n{ask}", None
    if placement == "system_returned":
        return f"Below is what {src} returned:\n{block}\n\n{ask}", None
    if placement == "colleague":
        return f"My colleague sent this:\n\n{block}\n\n{ask}", None
    if placement == "earlier_user_turn":
        return (
            f"User: Here is what I got from {src}:\n{block}\nAssistant: Got it. What would you like to know about it?\n"
            f"User: {ask}\nAssistant:"
        ), None
    if placement == "lang_full":
        return f"{leadin}\n\n{block}\n\n{lang_ask}", lang
    if placement == "earlier_assistant_turn":
        return (
            f"User: Can you pull up what {src} has on this?\nAssistant: Here it is, as {src} shows it:\n\n{block}\n\n"
            f"User: {ask}\nAssistant:"
        ), None
    if placement == "chatml_user":
        return (
            f"<|im_start|>system\n{SYSTEM_ENG}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        ), None
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```", None
    if placement == "lang_chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_ENG}<|im_end|>\n<|im_start|>user\n{leadin}\n\n{block}\n\n{lang_ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        ), lang
    if placement == "quoted":
        return f"Forwarded from {src}:\n\n{_quote(block)}\n\n{ask}", None
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAlso, is anything else in there unusual?", None
    if placement == "lang_after":
        return f"{block}\n\n{lang_ask}", lang
    if placement == "rag_context":
        return f'<context source="{src}">\n{block}\n</context>\n\nUsing only the context, answer: {ask}', None
    assert placement == "tool_output"
    return f"{SYSTEM_ENG}\n\nUser: {ask}\nTool output ({src}):\n{block}\nAssistant:", None


# --- hand-written negatives: stable look-alikes in program positions, values the user asks about ------------------
# (source, tags, text); a tag `lang:xx` marks a prompt in another language.

LOOKALIKES: list[tuple[str, list[str], str]] = [
    (
        "catalog-last-deployed",
        ["header_block", "record_date", "last_deployed"],
        """Service: ledger-api
Owner: payments-sre
Tier: 1
Last deployed: 2026-03-04 08:55 UTC (5.18.1)
Runbook revised: 2026-01-15

You answer questions about the service from its catalog entry and runbook.

User: Is ledger-api tier 1, and who do I talk to about its SLO?
Assistant:""",
    ),
    (
        "llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help engineers write clear commit messages in the imperative mood.<|eot_id|><|start_header_id|>user<|end_header_id|>

Rewrite: "fixed the thing where retries were happening too much"<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    ),
    (
        "chatml-prompt-revision",
        ["chatml", "prompt_revision", "policy_date"],
        """<|im_start|>system
You are the deploy policy assistant. Prompt revision: 2026-02-11. The deploy freeze policy in effect since
2026-01-01 forbids production deploys during the last week of each quarter without CTO approval.<|im_end|>
<|im_start|>user
Can I deploy a hotfix on 30 March?<|im_end|>
<|im_start|>assistant
""",
    ),
    (
        "template-front-matter",
        ["front_matter", "approved_date", "template"],
        """---
template: postmortem-v3
approved: 2025-10-02
owner: sre-guild
---
Fill in the "Detection" section of the postmortem from the notes. One paragraph.

Notes: the 5xx alert fired 8 minutes after the config push; the pool saturation alert existed but only
e-mailed.""",
    ),
    (
        "runbook-xml-attrs",
        ["xml_attr", "revised_date", "runbook_id"],
        """<runbook id="RB-0142" revised="2026-01-15" service="ledger-api">
Step 1: check config/ledger-pool.yaml max_conns against the last known good value (200).
Step 2: if changed in the last hour, revert with `cfgctl revert ledger-pool`.
</runbook>
Which step applies if the config was changed three hours ago?""",
    ),
    (
        "engine-tenant-json",
        ["json_inline", "tenant_uuid", "calver"],
        """{"engine":"review-core-2026.02","tenant":"3b241101-e2bb-4255-8caf-4136c566a962","tier":"enterprise"}
You review Terraform changes for risky operations. Name each risky resource change and why.

- aws_db_instance.ledger: engine_version 16.4 -> 16.8 (apply_immediately = true)
- aws_security_group_rule.ingress_5432: cidr 10.0.0.0/16 -> 0.0.0.0/0""",
    ),
    (
        "html-comment-prompt-rev",
        ["html_comment", "prompt_revision"],
        """<!-- prompt: ci-explainer rev 14 (2026-02-20) -->
Explain CI failures to developers in plain words, quote the failing line, and suggest the smallest fix.

Log:
error TS2322: Type 'string | undefined' is not assignable to type 'string'.
  src/config.ts(14,7)""",
    ),
    (
        "freeze-key-values",
        ["key_value_lines", "freeze_window", "timezone"],
        """FREEZE_START=2026-03-18T00:00:00Z
FREEZE_END=2026-03-25T23:59:59Z
TZ=Europe/Berlin

You decide whether a deploy request falls inside the freeze. Answer "allowed" or "frozen" with the reason.

Request: deploy search 2.8.2 on 2026-03-18 at 00:30 Berlin time.
Decision:""",
    ),
    (
        "footer-terms-revision",
        ["footer", "terms_revision"],
        """Summarise the flaky tests report in three bullets for the weekly engineering update.

Report: 14 tests flaked at least once this week (last week: 9). 3 are new: checkout/applies-coupon,
ledger/refund-idempotent, search/facets-update. e2e-full retries rose from 11% to 18% of runs.

--
ci-insights 3.1 · usage terms rev. 2025-11-01""",
    ),
    (
        "api-version-subscription",
        ["header_block", "api_version", "subscription_uuid"],
        """api-version: 2025-03-01
subscription: 9c1e4d2a-7b3f-4e8a-a0c6-5f1d2e3b4a9c
scope: /providers/Microsoft.CostManagement

You answer questions about cloud cost data. Explain terms in plain words.

User: What is the difference between amortized and actual cost?
Assistant:""",
    ),
    (
        "service-info-table",
        ["md_table", "created_date", "slo"],
        """| Field        | Value                 |
|--------------|-----------------------|
| Service      | search                |
| Repo created | 2019-04-02            |
| SLO          | 99.9% over 28 days    |
| On-call      | search-primary        |

You are the service's assistant. Answer questions about ownership and reliability targets.

User: How much downtime does our SLO allow per 28 days?
Assistant:""",
    ),
    (
        "slack-places",
        ["header_block", "slack_ids", "places"],
        """team_id: T04KQ2X1M
channel_id: C07LEDGER1
channel_name: #ledger-dev

You are the ledger team's Slack helper. Answer from the team's docs.

user: how do I get access to the ledger read replica?
assistant:""",
    ),
    (
        "pr-head-commit-date",
        ["header_block", "commit_sha", "commit_date"],
        """Repository: osprey/monorepo
PR: #2187 "billing: retry ledger writes with jitter"
Head: 4be81f0c (committed 2026-03-02 16:41 +01:00)
Base: main @ a06f3e21

Review the change below for correctness. Be brief.

- const delay = base * 2 ** attempt;
+ const delay = Math.random() * base * 2 ** attempt;

Review:""",
    ),
    (
        "build-source-date-epoch",
        ["header_block", "calver_build", "source_date_epoch"],
        """Build: 2026.03.04-1
SOURCE_DATE_EPOCH=1772582400
Toolchain: go1.23.4

Explain why two builds of the same commit produce different binaries even with SOURCE_DATE_EPOCH set.""",
    ),
    (
        "rotation-policy",
        ["system_tail", "handoff_schedule"],
        """You help engineers swap on-call shifts. Rotation: weekly, handoff Mondays 09:00 UTC. Swaps need the
other engineer's agreement in the #oncall-swaps channel.

User: I'm on call the week of 16 March but I'm travelling on the 18th. What do I do?
Assistant:""",
    ),
    (
        "incident-header-own-data",
        ["header_block", "incident_record", "declared_time"],
        """Incident: INC-2291 · SEV2 · declared 2026-03-04 02:14 UTC
Channel: #inc-2291-ledger-5xx
Lead: Kofi Mensah

You are the incident channel assistant. Answer questions about the incident process.

User: Who can downgrade the severity to SEV3?
Assistant:""",
    ),
    (
        "flag-sdk-key",
        ["header_block", "sdk_key", "environment"],
        """environment: production
sdk_key: sdk-7b0f2c9e-4d1a-4e6b-8c3d-5f7a9b1c2d3e
relay: flags-relay.internal:8030

You help developers integrate the flags SDK. Show code in TypeScript.

User: How do I wait for flags to be ready before rendering?
Assistant:""",
    ),
    (
        "gemma-knowledge-release",
        ["gemma", "knowledge_cutoff", "release_date"],
        """<start_of_turn>user
Assistant build 2026.02 (released 2026-02-17), knowledge up to 2025-06.

What is the difference between a canary and a blue-green deploy? Two sentences each.<end_of_turn>
<start_of_turn>model""",
    ),
    (
        "billing-period-header",
        ["header_block", "billing_period", "currency"],
        """Dashboard: engineering costs
Billing period: 2026-02-01 to 2026-02-28
Currency: USD

Answer questions about the dashboard's numbers. If a number is not on the dashboard, say so.

User: What does "unallocated" mean in the namespace breakdown?
Assistant:""",
    ),
    (
        "phi3-retention-policy",
        ["phi3", "policy_date"],
        """<|system|>
You answer questions about the error tracker's data handling. Data retention: 90 days; policy updated
2025-12-01.<|end|>
<|user|>
Can we keep error events for a year for the audit?<|end|>
<|assistant|>""",
    ),
    (
        "ja-cutoff-revision",
        ["lang:ja", "header_block", "knowledge_cutoff", "prompt_revision"],
        """ナレッジカットオフ: 2024-06
プロンプト改訂: 2026-02-11
チーム: 決済プラットフォーム

あなたはデプロイ手順の相談役です。質問に短く答えてください。

ユーザー: カナリアリリースを 5% から始める理由は何ですか？""",
    ),
    (
        "de-policy-since",
        ["lang:de", "system_tail", "policy_date"],
        """Du bist der Assistent für Änderungsfreigaben. Grundlage ist die Richtlinie „Produktivänderungen“,
gültig ab 01.01.2026, Stand der Fassung: 15.12.2025.

Nutzer: Brauche ich für eine Änderung an einem Feature-Flag in Produktion eine Freigabe?""",
    ),
    (
        "es-api-version",
        ["lang:es", "header_block", "api_version"],
        """Versión de la API: 2025-07-01
Región: eu-west-1
Equipo: Costes en la nube

Eres el asistente de costes. Explica los conceptos con ejemplos sencillos.

Usuario: ¿Qué diferencia hay entre una instancia reservada y un plan de ahorro?""",
    ),
    (
        "ko-repo-created",
        ["lang:ko", "header_block", "created_date"],
        """저장소: osprey/ledger
생성일: 2019-04-02
기본 브랜치: main

당신은 코드 리뷰 규칙을 안내하는 도우미입니다.

사용자: 이 저장소에서 PR 하나에 리뷰어가 몇 명 필요하나요?""",
    ),
]

ASKED: list[tuple[str, list[str], str]] = [
    (
        "epochs-to-convert",
        ["epoch_s", "epoch_ms", "id_in_question"],
        """Convert 1772590428 and 1772590428118 to UTC. Which one is in milliseconds, and are they the same moment?""",
    ),
    (
        "ulid-decode",
        ["ulid", "id_in_question"],
        """When was this deployment created? The id is a ULID: 01JNPZ3F7G9H1J3K5M7N9P1Q3R. Show how you decode the
timestamp part.""",
    ),
    (
        "uuid7-extract",
        ["uuid7", "id_in_question"],
        """Our flaky test ids look like 0195598a-7c10-7e21-9a4b-3c5d7e9f1a2b. Is that a UUIDv7, and can I sort by it
instead of by first_flake?""",
    ),
    (
        "traceparent-explain",
        ["traceparent", "id_in_question"],
        """A failing request from the canary had this header. Which part do I search for in the tracing UI?

traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01""",
    ),
    (
        "ksuid-time",
        ["ksuid", "id_in_question"],
        """The canary analysis id is 2tKq5X9m3bV8nC1zL7fR0dW4sYe. KSUIDs embed a timestamp, right? How do I get it
out in Python?""",
    ),
    (
        "user-typed-times",
        ["times_in_question", "relative"],
        """We deployed ledger-api at 08:55 UTC and errors started at 09:02 UTC, slowly rising until 09:15.
Is seven minutes typical for a connection pool leak to show up, or does it point to something else?""",
    ),
    (
        "run-ids-asked",
        ["run_id_in_question"],
        """CI run 88412 failed in job 4419 with exit code 137 right after "Running integration tests". What does 137
mean, and how do I confirm it from the job's metrics?""",
    ),
    (
        "request-id-search",
        ["request_id_in_question", "logql"],
        """A customer gave us request id 5e1a9c0f7b3d4e2a8c6f0b9d1e3a5c7f from the error page. Write the LogQL query
to find every log line for it in the ledger namespace over the last 24 hours.""",
    ),
    (
        "first-shift-date",
        ["date_typed_by_user"],
        """Today is my first on-call shift (Monday 9 March, from 09:00 UTC). What should I prepare before it starts?""",
    ),
    (
        "pager-at-night",
        ["time_typed_by_user", "chat"],
        """System: You are the on-call buddy bot. Be calm and practical.
User: It's 02:20 here in Lisbon and the pager just went off for ledger 5xx. I've never handled this alert. Where do I start?
Assistant:""",
    ),
    (
        "cron-dst",
        ["cron", "dst_date"],
        """Our backup job is `0 2 * * 1-5` with CRON_TZ=Europe/Berlin. What happens on 29 March 2026 when clocks go
forward, and on 25 October 2026 when they go back?""",
    ),
    (
        "unrendered-template",
        ["unrendered_template", "header_block"],
        """Current date: {{current_date}}
Request: {{request_id}}

Why does our prompt show these placeholders literally instead of values? The template is rendered with
Jinja2 and we pass `current_date` and `request_id` in the context.""",
    ),
    (
        "relative-times",
        ["relative_time"],
        """The deploy finished 12 minutes ago, the canary has been at 20% for 40 minutes, and the error budget
burn alert fired 3 minutes ago. Should I stop the rollout now?""",
    ),
    (
        "few-shot-commit-classifier",
        ["few_shot", "example_dates"],
        """Classify each commit as feat, fix, chore or docs.

Example: "2026-02-26 10:12 Add CSV export for audit log" -> feat
Example: "2026-02-27 09:41 Fix timezone shift in weekly report" -> fix

Commit: "2026-03-02 16:41 Bump pg from 8.11.3 to 8.13.1"
Label:""",
    ),
    (
        "cert-expiry-arithmetic",
        ["date_arithmetic", "rfc3339_in_question"],
        """Our certificate expires at 2026-03-17T23:59:59Z. Renewal through the security team takes 3 working days
and they don't work weekends. What is the latest day we can file the request?""",
    ),
    (
        "slack-ts-asked",
        ["slack_ts", "id_in_question"],
        """What UTC time is Slack ts 1772590576.119209, and how do I build a permalink to that message in channel
C07LEDGER1?""",
    ),
    (
        "ci-oidc-jwt",
        ["jwt", "pasted_token"],
        """Our deploy job's OIDC token is rejected by the cloud role. Here are the decoded claims; what's wrong?

{"iss": "https://ci.osprey.example", "sub": "repo:osprey/ledger:ref:refs/heads/main", "aud": "sts.example",
"iat": 1772614800, "exp": 1772615100, "jti": "f3b1c9e2-7a4d-4e8f-9b0c-2d4e6f8a1b3c"}

The role trusts sub "repo:osprey/ledger:environment:production".""",
    ),
    (
        "iso-week-question",
        ["iso_week", "date_question"],
        """Is 2026-W13 the quarter-close freeze week if the freeze is the last full week of March?""",
    ),
    (
        "ja-epoch-question",
        ["lang:ja", "epoch_s", "id_in_question"],
        """このエポック秒 1772612289 は日本時間で何時ですか？ アラートの発火時刻と比べたいです。""",
    ),
    (
        "es-cron-question",
        ["lang:es", "cron", "time_typed_by_user"],
        """Tengo un job con `30 1 * * *` en UTC. Si estoy en Ciudad de México, ¿a qué hora local se ejecuta, y cambia
con el horario de verano?""",
    ),
    (
        "uk-ulid-question",
        ["lang:uk", "ulid", "id_in_question"],
        """Чи можна відсортувати розгортання за id, якщо це ULID, наприклад 01JNMB0C2D4E6F8G0H2J4K6M8N і
01JNPZ3F7G9H1J3K5M7N9P1Q3R? Який із них новіший?""",
    ),
]

CONTROLS: list[tuple[str, list[str], str]] = [
    (
        "plain-review",
        ["control", "plain"],
        """You are a code review assistant. Point out bugs first, then readability.

User: Is it a bad idea to catch every exception in a retry loop?
Assistant:""",
    ),
    (
        "plain-oncall",
        ["control", "plain"],
        """You are the on-call handbook assistant. Answer from the handbook only.

User: How do I hand over an incident when my shift ends?
Assistant:""",
    ),
]


# --- generated families: one program field (or one stable look-alike) at one position of a body -------------------

# (name, language or None, system prompt, reply cue or None, "now" label and format in the language, stable
# field in the language, question without pasted material)
BODIES: list[
    tuple[
        str,
        str | None,
        str,
        str | None,
        tuple[str, Callable[[datetime], str]] | None,
        tuple[str, str, str] | None,
        str,
    ]
] = [
    (
        "review",
        None,
        "You are the review assistant for the Osprey monorepo. Read what the developer shares and "
        "answer precisely; quote the line you mean.",
        "Assistant:",
        None,
        None,
        "Should a retry helper take a clock as a parameter, or is a global fine?",
    ),
    (
        "ci",
        None,
        "You are CI Doctor. You explain build and test failures to developers and suggest the smallest fix.",
        "Answer:",
        None,
        None,
        "When is it acceptable to quarantine a flaky test instead of fixing it?",
    ),
    (
        "deploy",
        None,
        "You are Harbor, the deploy assistant. You help release captains decide between waiting, "
        "promoting and rolling back.",
        "Harbor:",
        None,
        None,
        "What should a rollback checklist contain?",
    ),
    (
        "oncall",
        None,
        "You are Beacon, the on-call assistant. Be calm, practical and short.",
        "Beacon:",
        None,
        None,
        "How do I write a good handover note at the end of a shift?",
    ),
    (
        "errors",
        None,
        "You triage errors for the web team: group them, find the likely cause, and say what to fix first.",
        "Assistant:",
        None,
        None,
        "How should we decide which errors to ignore?",
    ),
    (
        "deps",
        None,
        "You advise on dependency and vulnerability updates for the platform team. Be concrete about risk.",
        "Answer:",
        None,
        None,
        "How often should we merge minor dependency updates?",
    ),
    (
        "finops",
        None,
        "You are the FinOps assistant for engineering teams. Explain costs in plain words and suggest "
        "savings.",
        "Assistant:",
        None,
        None,
        "What is the difference between showback and chargeback?",
    ),
    (
        "ja",
        "ja",
        "あなたは開発チームのSREアシスタントです。共有された記録を読み、質問に正確に答えてください。",
        None,
        ("現在時刻", ja_dt),
        ("ランブック改訂日", "runbook_revised", "2026-01-15"),
        "カナリアリリースの基本的な進め方を教えてください。",
    ),
    (
        "ko",
        "ko",
        "당신은 개발팀의 SRE 도우미입니다. 공유된 기록을 읽고 질문에 정확히 답하세요.",
        None,
        ("현재 시각", ko_dt),
        ("정책 시행일", "policy_effective", "2026-01-01"),
        "장애 회고를 비난 없이 쓰려면 어떻게 해야 하나요?",
    ),
    (
        "zh",
        "zh",
        "你是开发团队的 SRE 助手。请阅读用户提供的记录，准确回答问题。",
        None,
        ("当前时间", zh_dt),
        ("知识截止", "knowledge_cutoff", "2024-06"),
        "功能开关用完以后应该什么时候删除？",
    ),
    (
        "de",
        "de",
        "Du bist der SRE-Assistent des Entwicklungsteams. Lies die geteilten Daten und beantworte die "
        "Frage genau.",
        None,
        ("Aktuelle Uhrzeit", de_dt),
        ("Richtlinie gültig ab", "policy_since", "01.01.2026"),
        "Wie lang sollte eine Canary-Phase für einen Bezahldienst dauern?",
    ),
    (
        "fr",
        "fr",
        "Tu es l'assistant SRE de l'équipe de développement. Lis les données partagées et réponds "
        "précisément.",
        None,
        ("Date et heure actuelles", fr_dt),
        ("Révision du runbook", "runbook_rev", "15/01/2026"),
        "Comment organiser une astreinte équitable pour une équipe de cinq personnes ?",
    ),
    (
        "es",
        "es",
        "Eres el asistente SRE del equipo de desarrollo. Lee los datos compartidos y responde con precisión.",
        None,
        ("Fecha y hora actual", es_dt),
        ("Versión de la API", "api_version", "2025-07-01"),
        "¿Cómo convenzo a mi equipo de escribir postmortems sin culpables?",
    ),
    (
        "pt",
        "pt",
        "Você é o assistente de SRE do time de desenvolvimento. Leia os dados compartilhados e responda "
        "com precisão.",
        None,
        ("Data e hora atuais", pt_dt),
        ("Política vigente desde", "policy_since", "01/01/2026"),
        "Qual a diferença entre rollback e roll forward?",
    ),
    (
        "pl",
        "pl",
        "Jesteś asystentem SRE zespołu deweloperskiego. Przeczytaj udostępnione dane i odpowiedz dokładnie.",
        None,
        ("Bieżący czas", pl_dt),
        ("Wersja runbooka", "runbook_version", "2026-01-15"),
        "Jak bezpiecznie usunąć kolumnę z dużej tabeli w produkcji?",
    ),
    (
        "tr",
        "tr",
        "Geliştirme ekibinin SRE asistanısın. Paylaşılan verileri oku ve soruyu doğru yanıtla.",
        None,
        ("Şu anki zaman", tr_dt),
        ("Politika yürürlük tarihi", "policy_since", "01.01.2026"),
        "Bulut maliyetlerini takımlara nasıl paylaştırmalıyız?",
    ),
    (
        "he",
        "he",
        "אתה עוזר ה-SRE של צוות הפיתוח. קרא את הנתונים ששותפו וענה בדיוק.",
        None,
        ("השעה כעת", lambda t: f"{t:%d.%m.%Y %H:%M:%S}"),
        ("גרסת מדיניות", "policy_version", "2026-01-01"),
        "איך מחליטים אם בדיקה היא flaky או שבורה באמת?",
    ),
    (
        "hi",
        "hi",
        "आप डेवलपमेंट टीम के SRE सहायक हैं। साझा किए गए डेटा को पढ़कर सटीक उत्तर दीजिए।",
        None,
        ("वर्तमान समय", hi_dt),
        ("नीति लागू होने की तिथि", "policy_since", "01-01-2026"),
        "डिपेंडेंसी अपडेट को कितनी बार मर्ज करना चाहिए?",
    ),
]
BODY_LANG_ASK = {
    "ja": LANG_ASK["ja"],
    "ko": LANG_ASK["ko"],
    "zh": LANG_ASK["zh"],
    "de": LANG_ASK["de"],
    "fr": LANG_ASK["fr"],
    "es": LANG_ASK["es"],
    "pt": LANG_ASK["pt"],
    "pl": LANG_ASK["pl"],
    "tr": LANG_ASK["tr"],
    "he": LANG_ASK["he"],
    "hi": LANG_ASK["hi"],
}

# (cue, family, label, key, value); the value is a string, or an int for epochs.
FIELDS: list[tuple[str, str, str, str, Callable[[Gen68, datetime], str | int]]] = [
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Generated", "generated_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "py_logging", "Logged", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "rfc2822", "Processed", "processed", lambda g, t: rfc2822(t)),
    ("datetime", "ctime", "Prompt built", "built", lambda g, t: ctime(t)),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "requestTimestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "iso_space", "Stamp", "stamp", lambda g, t: iso_space(t) + " UTC"),
    ("datetime", "us_medium", "Fetched", "fetched", lambda g, t: us_dt(t)),
    ("datetime", "iso_basic", "zulu", "zulu", lambda g, t: iso_basic(t)),
    ("datetime", "made_up_label", "wave_at", "wave_at", lambda g, t: rfc3339(t, 6)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "uk_long_date", "Date of request", "request_date", lambda g, t: uk_long(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t)),
    (
        "datetime",
        "js_date_tostring",
        "Page opened",
        "page_opened",
        lambda g, t: js_tostring(t.astimezone(UTC), "Coordinated Universal Time"),
    ),
    ("epoch", "epoch_s", "ts", "ts", lambda g, t: epoch_s(t)),
    ("epoch", "epoch_ms", "t_ms", "t_ms", lambda g, t: epoch_ms(t)),
    ("epoch", "epoch_us", "ingest_us", "ingest_us", lambda g, t: epoch_us(t)),
    ("request_id", "uuid4", "Request-Id", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "rq", "rq", lambda g, t: g.uuid7(t)),
    ("request_id", "ulid", "Correlation", "correlation", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
    ("request_id", "made_up_label", "hopper-seq", "hopper_seq", lambda g, t: g.ulid(t).lower()),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "hex32", "trace", "trace", lambda g, t: g.hex(32)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "xid", "conv", "conv", lambda g, t: g.xid(t)),
    ("run_id", "b58", "Run", "run", lambda g, t: "run_" + g.b58(20)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("signature", "hex64", "X-Signature", "signature", lambda g, t: "sha256=" + g.hex(64)),
]

# (label, key, value): stable values that look like dates, times or ids.
STABLE_FIELDS: list[tuple[str, str, str]] = [
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("API version", "api_version", "2025-07-01"),
    ("Tenant", "tenant", "3b241101-e2bb-4255-8caf-4136c566a962"),
    ("Runbook revised", "runbook_revised", "2026-01-15"),
    ("Repo created", "repo_created", "2019-04-02"),
    ("Last deployed", "last_deployed", "2026-03-04 08:55 UTC"),
    ("Freeze starts", "freeze_start", "2026-03-18T00:00:00Z"),
    ("Rotation handoff", "handoff", "Mondays 09:00 UTC"),
    ("SDK key", "sdk_key", "sdk-7b0f2c9e-4d1a-4e6b-8c3d-5f7a9b1c2d3e"),
    ("Build", "build", "2026.03.04-1"),
    ("Model", "model", "gpt-4o-2024-08-06"),
    ("Time zone", "tz", "Europe/Berlin"),
    ("Billing period", "billing_period", "2026-02"),
    ("SLO window", "slo_window", "28 days"),
    ("Workspace", "workspace", "T04KQ2X1M"),
    ("Service id", "service_id", "svc_01H8X2KQ9M3N5P7R9T1V3X5Z7B"),
    ("Policy effective", "policy_effective", "2026-01-01"),
]

STABLE_LINES = [
    "Team: platform",
    "Region: eu-west-1",
    "Tier: 1",
    "Model: gpt-4o",
    "Channel: web",
    "Plan: enterprise",
    "Locale: en-GB",
    "Cluster: prod-eu-1",
]

GEN_POSITIONS = [
    "head",
    "header_block",
    "system_tail",
    "front_matter",
    "json_meta",
    "xml_attr",
    "bracket",
    "last_user",
    "footer",
]
GEN_POSITIVES = 42
GEN_NEGATIVES = 31


def _render(position: str, label: str, key: str, value: str | int) -> str:
    """One field written as the position wants it (rule 3 decides the span)."""
    text = str(value)
    if position == "front_matter":
        return f"{key}: {text}" if isinstance(value, int) else f'{key}: "{text}"'
    if position == "json_meta":
        return f'"{key}": {text},' if isinstance(value, int) else f'"{key}": "{text}",'
    if position == "xml_attr":
        return f'{key}="{text}"'
    if position == "bracket":
        return f'{key}="{text}"' if " " in text else f"{key}={text}"
    return f"{label}: {text}"


def _compose(g: Gen68, position: str, field: str, system: str, user: str, cue: str | None) -> str:
    """A prompt with `field` (already rendered, maybe marked) at `position`."""
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{field}\n{system}\n\n{user}{tail}"
    if position == "header_block":
        lines = g.rng.sample(STABLE_LINES, 3)
        lines.insert(g.small(0, 4), field)
        return "\n".join(lines) + f"\n\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{user}{tail}"
    if position == "front_matter":
        lines = ["app: osprey-assist", "team: platform"]
        lines.insert(g.small(0, 3), field)
        return "---\n" + "\n".join(lines) + f"\n---\n{system}\n\n{user}{tail}"
    if position == "json_meta":
        return (
            f'{{\n  "app": "osprey-assist",\n  {field}\n  "region": "eu-west-1"\n}}\n{system}\n\n{user}{tail}'
        )
    if position == "xml_attr":
        return f'<assist app="osprey" {field} region="eu-west-1"/>\n{system}\n\n{user}{tail}'
    if position == "bracket":
        return f"[ctx app=osprey-assist {field} region=eu-west-1]\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{field}{tail}"
    assert position == "footer"
    return f"{system}\n\n{user}\n\n--\nosprey-assist 2.4\n{field}"


def _moment_for(g: Gen68, lang: str | None) -> datetime:
    zone = {"ja": JST, "ko": KST, "zh": CST8, "tr": TRT, "hi": IST, "pt": BRT}.get(lang or "")
    if zone is not None:
        return g.moment(zone)
    if lang in ("de", "fr", "es", "pl"):
        return g.moment_eu()
    if lang == "he":
        return g.moment_east()
    return [g.moment, g.moment_eu, g.moment_us, g.moment_pacific][g.small(0, 4)]()


def _user_part(k: int, lang: str | None, block: str, ask: str, src: str) -> str:
    if lang:
        leadin, lang_ask = BODY_LANG_ASK[lang]
        return f"{leadin}\n\n{block}\n\n{lang_ask}"
    if k % 2:
        return f"User: Here is what {src} returned:\n\n{block}\n\n{ask}"
    return f"User: {ask}\n\n{block}"


def generated_positives(g: Gen68) -> list[Draft]:
    """One program field next to a pasted record, at one of nine positions of one of 18 bodies."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES) * 3
    g.rng.shuffle(bodies)
    blocks = list(BLOCKS)
    g.rng.shuffle(blocks)
    out = []
    for k in range(GEN_POSITIVES):
        cue, family, label, key, make = fields[k % len(fields)]
        name, lang, system, reply, now_local, _, _ = bodies[k]
        source, btags, block, ask, src = blocks[k]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        t = _moment_for(g, lang)
        value = make(g, t)
        if lang and now_local and cue in ("datetime", "date") and k % 2 == 0:
            cue, label, family, value = "datetime", now_local[0], f"now_label_{lang}", now_local[1](t)
            if position in ("front_matter", "json_meta"):
                key = now_local[0]
        field = v(cue, _render(position, label, key, value))
        user = _user_part(k, lang, block, ask, src)
        tail_cue = reply if (reply and position != "footer") else None
        text = _compose(g, position, field, system, user, tail_cue)
        tags = ["generated", position, family, "pasted_neighbour", "block:" + source.split(":")[0]]
        if lang:
            tags.append("lang:" + lang)
        out.append(Draft(text, f"{SRC}gen:pos:{name}+{family}+{position}", tags))
    return out


def generated_negatives(g: Gen68) -> list[Draft]:
    """The same shapes with one stable value that looks like a date, a time or an id; some with a pasted record."""
    stables = list(STABLE_FIELDS)
    g.rng.shuffle(stables)
    bodies = list(BODIES) * 2
    g.rng.shuffle(bodies)
    blocks = list(BLOCKS)
    g.rng.shuffle(blocks)
    out = []
    for k in range(GEN_NEGATIVES):
        name, lang, system, reply, _, stable_local, question = bodies[k]
        position = GEN_POSITIONS[(k + 4) % len(GEN_POSITIONS)]
        label, key, value = stables[k % len(stables)]
        kind = "stable_" + key
        if lang and stable_local and k % 2 == 0:
            label, key, value = stable_local
            kind = "stable_local_" + key
            if position in ("front_matter", "json_meta"):
                key = label
        field = _render(position, label, key, value)
        with_block = k % 3 == 0
        if with_block:
            source, _, block, ask, src = blocks[k]
            user = _user_part(k, lang, block, ask, src)
        else:
            source = ""
            user = question if lang else f"User: {question}"
        tail_cue = reply if (reply and position != "footer") else None
        text = _compose(g, position, field, system, user, tail_cue)
        tags = ["generated", "hard_negative", position, kind] + (
            ["pasted", "block:" + source.split(":")[0]] if with_block else []
        )
        if lang:
            tags.append("lang:" + lang)
        out.append(Draft(text, f"{SRC}gen:neg:{name}+{key if not lang else kind}+{position}", tags))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def hand_positives(g: Gen68) -> list[Draft]:
    return [Draft(fn(g), f"{SRC}pos:{source}", tags) for source, tags, fn in POS]


def hand_negatives() -> list[Draft]:
    out = []
    for k, (source, tags, block, ask, src) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text, lang = place(k, placement, block, ask, src)
        lang_tag = [f"lang:{lang}"] if lang else []
        out.append(
            Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags, *lang_tag])
        )
    for source, tags, text in LOOKALIKES:
        out.append(Draft(text, f"{SRC}neg:lookalike:{source}", ["hard_negative", "lookalike", *tags]))
    for source, tags, text in ASKED:
        out.append(Draft(text, f"{SRC}neg:asked:{source}", ["hard_negative", "asked", *tags]))
    for source, tags, text in CONTROLS:
        out.append(Draft(text, f"{SRC}neg:control:{source}", tags))
    return out


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen68(seed)
    positives = hand_positives(g) + generated_positives(g)
    negatives = hand_negatives() + generated_negatives(g)
    return make_holdout.assemble("hold68", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
