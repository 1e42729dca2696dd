"""Build `prompt_normalizer/corpus/holdout65.jsonl`, a sixty-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout65.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout64.py` only the module docstrings were read
(extracted with `ast.get_docstring` into a scratch file, with keyword searches over them for
neighbours in this domain; the docstrings of make_holdout15 and make_holdout64 were read in full,
the labelling-rule sections of make_holdout57 to make_holdout63, and the passages of the others that
the searches found), to keep clear of the sources and scenarios they used and to apply their
clarifications of the rules, and of `make_holdout24.py` also its import block and its last 150 lines
(the placement of pasted blocks, `build` and `main`), for the structure of a generator. (A listing
of `tests/normalizer/` counted the generators; a check showed that neither this file nor
`holdout65.jsonl` existed yet; the `[tool.ruff]` section of `pyproject.toml` gave ruff's settings;
a grep of `make_holdout24.py` for lines starting with `import` or `from` printed its import lines and
one line of a case's text; a read-only `git status` listed the names of the files in the working
tree.) The drafts were run from a scratch copy that wrote to a scratch file, to read every case's
input, spans and expected output; nothing was run through the normalizer. `make_holdout66.py` to
`make_holdout72.py`, written at the same time, were not read, nor was any git history.

The domain is video game studios and live-service games: build farms and release pipelines, crash
report triage, QA test passes, player support and account recovery, live-ops and store rotations,
matchmaking and server telemetry, anti-cheat reviews, community moderation, localisation of in-game
text and platform certification. The earlier docstrings name neighbours of it: game development and
live operations (build farms seen through cook logs, console certification and age-rating
questionnaires, patch notes, player support and refunds, anti-cheat ban appeals, live-ops event
calendars and configs, balance telemetry, QA bug overlays and ticket exports, playtest surveys,
community digests, mod review queues, game jams, account recovery, leaderboards, save files, a
Shanghai QA team and an Isan racing game, make_holdout15); Minecraft helpdesks and punishment logs,
Steam Web API and session tickets, Riot match JSON, PlayFab entity tokens, speedrun moderation,
Factorio and Source RCON, Unity/BepInEx crash triage, store nonces and matchmaking tickets
(make_holdout11); mobile crash reporting (Crashlytics-style triage, a Bugsnag relay, ANR triage),
game servers with NPCs, guild bots and console helpers, and a game match session (make_holdout6);
game-master bots and roleplay apps (make_holdout8); NPC dialogue engines and localisation pipelines
with TMS jobs, XLIFF and gettext headers (make_holdout3); translation and localisation services
(make_holdout54); esports tournament operations with a match server log, an anti-cheat review ticket
and a CS2 log (make_holdout44); and a Discord spoiler-moderation helper (make_holdout). The scenarios
here were written around them: build farms are seen through a triage bot reading shader-compile and
link failures, a promotion gate, a symbol store listing, agent heartbeats, a release train, cache
statistics, a go/no-go checklist and a depot upload (no cook logs, no patch notes); crash triage
through webhook-delivered crash groups, symbolicated minidumps, similar-bucket retrieval, GPU hangs,
crash-context XML, devkit dumps, crash-rate alerts and digests (no Crashlytics, Bugsnag, ANR or
modding crash triage); QA through test-pass matrices, soaks, a compatibility lab, functional-test
harness output, smoke sign-offs, repro attempts, test-case executions and playtest notes (no bug
overlays, no ticket exports); player support through login histories, proof rules, hijack notices,
2FA resets, gifts, name changes, parental spending, data exports, suspensions and account links (no
refunds); live-ops through store rotations, offers, bundles, resets, season pass tiers, maintenance
notices and login rewards (no event calendars or event configs, no balance telemetry); matchmaking
through fleet capacity, allocation requests, queue-time percentiles, QoS probes, party locks, tick
telemetry, DDoS reports and crash-looping allocations (no matchmaking tickets, no RCON); anti-cheat
through statistical detections, replays and demo ticks, HWID ban evasion, movement validation, kernel
integrity reports, trade logs and client-integrity kicks (no ban appeals, no esports tickets);
moderation through chat and voice reports, player-made map pre-screening, clan names, forum reports,
a Discord rule on selling accounts and filter statistics (no mod review queues, no community
digests, no spoiler rule); localisation through string tables, LQA overflow, VO sheets, cutscene
subtitles, glyph coverage, glossary checks, ICU messages and dialogue register (no TMS, XLIFF or
gettext); certification through submission results, pre-cert runs, achievement validation, save and
suspend requirements, resubmissions, store metadata and report downloads (no age-rating
questionnaires). The studios (Saltmarsh, Ironbark, Copperline, Harbor Owl, Quillfeather, Tidewright,
Lynx Boréal, Estúdio Jabuticaba, Estudio Garnacha, Revontuli) and games (Emberfall Online, Skyreach
Arena, Hollow Tide, Kart Comet, Pocket Legion, Starforge Tactics) are invented. The sources are:

* build farms and release pipelines: a triage request's header block (UUIDv7, `Requested-At` with
  milliseconds and +02:00) over a shader-compile log whose own times stay, a release train's YAML
  front matter (`generated_at`, KSUID `request_id`; the calendar stays), a promotion gate's pretty
  JSON (`gate_eval_id`, `evaluated_at`; the build and its compile time stay), a symbol store listing
  retrieved "at" a time with an xid lookup id (the upload times stay), agent heartbeats under a
  snapshot bullet and id, a ChatML patch-size check with a date sentence in the system turn, a Slack
  `app_mention` event (`ts`, `event_id`, `event_time`; the text with its own time stays), a Mistral
  branch summary with Go RFC3339Nano, a Japanese nightly log (`現在時刻:`, `リクエストID:`), a
  Kraków pipeline status in Polish, cache statistics with a logfmt footer (`at=` epoch ms, `req=`), a
  Korean build status (`조회 시각:`) and a release bot's signed event headers;
* crash report triage: a crash group delivered with Standard Webhooks headers, a symbolication job
  "finished at" a time (the player's minidump clock stays), similar buckets in a RAG block with a
  `retrieved_at` attribute, a GPU hang under a Llama 3 header (`Today Date` moves, the knowledge date
  stays), crash-context XML under a request block's elements, a Chinese player report, a Phi-3 crash
  digest (asctime `Now:`), an alert relay's pretty JSON (`relay_id`, `received_at`; `triggered_at`
  stays), a German crash-group table (`Stand der Abfrage:`, TSID), hourly epoch counts between a
  `ts=` head and a UUIDv7 footer, a ReAct tool result's `fetched_at` (the dump's `captured` stays), a
  Russian weekend export, a bare RFC 3339 timestamp on a prompt's first line and a companion app's
  "Sent from ... at <time>" tail;
* QA test passes: a session table over a regression matrix, an overnight soak behind a bracketed
  `[ctx ...]` line, compatibility results pulled "at" a time, harness output under a Go
  `time.Now().String()` context line, a forwarded sign-off request (`X-Request-Start`,
  `X-Request-ID`), a Brazilian bug report whose `Data:` stays, a Korean smoke session (lower-case
  ULID), a ReAct `clock.now()` result next to tracker rows, a Québec certification pass, a playtest
  lab clock (weekday and time; the moderator's paper times stay), a Vietnamese vendor's test-case
  executions and a JUnit report uploaded "at" a time;
* player support and account recovery: a conversation header over a login history, a recovery
  desk's `X-Session-Token` JWT, a parental-spending reply whose footer holds a request id and a time on lines of
  their own, a Mexican gift that
  never arrived, a Japanese transfer-code question with a full-width `（送信 ...）` stamp, a Turkish
  hijack notice, a helpdesk webhook delivery (`id`, `delivered_at`; the ticket and comments stay), a
  data export job "queued at" a time, a Gemma gift log with a `Request date:` line, a 2FA e-mail
  under an e-mail gateway's `Processed:` line, a Saudi suspension with Arabic-Indic digits, a
  `get_current_time` tool line over account links, an app's `generated_at` over a pasted ticket whose
  `created_at` stays, and a `Request-Id` beside the order the player asks about;
* live-ops and store rotations: a rotation preview's front matter, an offer copy prompt's pretty
  JSON `now`, a "Today is ..." sentence inside a reset explainer, a rotation change received as a
  binary CloudEvent, a Semantic Kernel time sentence over bundle prices, a Thai maintenance notice
  (Buddhist Era), an Indonesian event question (WIB), season pass bullets, a rotation history window
  computed from now, a Taiwanese exchange shop question, an experiments API response (`date`,
  `x-request-id`; `x-api-version` stays), a Discord interaction (`id`, `token`; application, guild
  and channel stay) and a store desk's made-up `ops_tick:` label in CLF;
* matchmaking and server telemetry: fleet status "as of" a time with a snapshot id, a queue-time
  query range, tick telemetry behind `X-Amzn-Trace-Id`, a nested YAML allocation request (`id`,
  `issued`), a DDoS report behind B3 multi headers (`X-B3-Sampled` stays), a Korean server log, a
  party-service error behind gRPC metadata (`x-client-trace-id`, epoch us), QoS probes in an XML
  attribute, a Russian rating question with `traceparent`, crash-looping allocation events with a
  ctime footer, a German launcher's single-line JSON `clientTime`, a Swedish match history (ULID
  match ids stay) and a lobby helper's `t_ns=` footer;
* anti-cheat reviews: a review console table over a detection record, a replay fetched "at" a time
  (the match clock stays), ban-evasion signals under single-line JSON (`req`, `ts`), movement
  validation under `Requested-At` (Log4j), a Chinese statistical report, a trade log inside a Teams
  activity (`id`, `timestamp`), a kernel integrity report under an HTML comment (`req=`, `at=`), a
  Ukrainian triggerbot record, a kick review whose case and kick times stay beside a reviewer
  session, a Hebrew wallhack report and demo ticks under a .NET `RequestTimestamp`;
* community moderation: a chat report from an SQS message (`MessageId`, `SentTimestamp`;
  `MD5OfBody` stays), a map pre-screening queue read "as of" a time, French clan names
  (`Date du jour :`), a voice report's transcription job, an Italian forum report, a Discord message
  id beside the reported message's own id and time, a ChatML stamp on its own line over a queue
  export, Greek and Hindi chat reports, a mute appeal with a `(sent ...)` stamp and filter statistics
  under a workstation clock;
* localisation of in-game text: a string table pulled "at" a time, Japanese LQA overflow, a VO sheet
  under a ChatML date sentence, cutscene subtitles under a session header, a glyph check run, a
  Korean glossary check, German item names (`Heute:`), Arabic RTL strings (Arabic-Indic digits), a
  Brazilian slang review with an epoch in ms, a Chinese glossary, Czech dialogue and a localisation
  request's XML attributes;
* platform certification: a portal API response (`Date`, `X-Request-ID`), a pre-cert run, an
  achievement validation's JSON, save-data requirements under an HTTP `Date`, a cert desk session
  over suspend/resume results, a Japanese submission schedule (`本日:`), id-token claims (`iat`,
  `exp`, `nonce`; `iss`, `sub` stay), a resubmission call (`Idempotency-Key`, `X-Request-Id`) with the
  platform's answer, a Finnish timeline (`Nyt:`), a report downloaded with SigV4 and a Spanish list
  of findings (`Fecha actual:`).

The hand-written negatives are material from the same worlds, pasted in sixteen ways (at the very
start of the prompt with the question after, at the very end under the question, behind a lead-in,
in a user turn under a system prompt, at the very start of the user's message, in an earlier user
turn, in an earlier assistant turn, in ChatML and Llama 3 user turns, quoted with "> ", fenced,
behind "Here is the export from the tool:", "Below is what the system returned:" or "My colleague
sent this:", as a ReAct observation, as a RAG document, with a request to answer in another language,
and in a Mistral instruction), each of 45 English blocks once and twelve of them twice, and each of
16 blocks in other languages once and thirteen of them twice (86 cases): a build log whose first
line is a timestamp, a pipeline run whose first member is `"id"` (a ULID) with `created_at`, a crash
event whose first member is `"timestamp"`, a minidump header with `Date:`, an upload receipt with
`ref:`, `received:` and `stamp:` (an epoch), repro attempts whose first column is `Started`, a
JUnit report, a soak log in logfmt (`ts=`), a support e-mail with `Date` and `Message-ID`, a login
history, a receipt, a recovery form that opens with `Submitted:` and `Form ID:`, a data export
manifest, a rotation in YAML that opens with `updated:`, an offer config, a maintenance post, a
season pass table, A/B results, a match record (ULIDs), an autoscaler log, tick telemetry with an
epoch-ms column, a DDoS e-mail, QoS probes, anti-cheat `stamp=` lines, a kill feed with server
times, a trade log with epochs, a ban record, a chat report, a map submission in XML (UUID,
`submitted`, `updated`), a voice transcript, a moderation audit export with snowflakes, a forum
report with `Reported:`, a string table, ICU messages, SRT subtitles, a VO session sheet, glyph check
output, a certification e-mail, a findings table, achievement stats with `rate_updated`, depot upload
output, `curl -v` output with `date` and `x-request-id`, a Standard Webhooks delivery pasted to debug
"timestamp too old", a CloudEvent processed twice, a Slack export with `ts` -- and in other languages
a Japanese LQA bug that opens with `作成日時:`, a Korean guild war schedule that opens with
`생성 시각:`, a Chinese maintenance notice with `发布时间：`, a Russian report that opens with
`создано:`, a Polish test report (`Data:`), Brazilian purchases with a `ref` column, a German notice
with `Aktualisiert:`, a Turkish suspension with `Referans:` and `Tarih:`, a Spanish receipt, a Thai
event with `อัปเดตล่าสุด:`, a French status incident (`Mis à jour le`), a Vietnamese chat export with
`[DD/MM/YYYY, HH:MM:SS]` prefixes, an Arabic support chat, an Indonesian event with `Diperbarui:`,
a Taiwanese exchange config with `最後更新：` and a Korean string CSV with `수정일`. Twenty-four
hand-written negatives hold stable look-alikes in program positions (a game header with engine,
build date, season end and knowledge cutoff; a Llama 3 header with only its knowledge date; a ChatML
turn with a founding year and prompt revision; a store-page template's approval date and CalVer loc
kit in front matter; a frozen glossary in XML attributes; a tenant uuid and API version in
single-line JSON; a prompt revision in an HTML comment; a player profile's creation date in a
markdown table; reset time, season end and time zone as `KEY=value` settings; terms revisions in a
footer; an Azure `api-version`; Discord guild, channel and role ids; a kick case's own dates; a store
API version and merchant; a fixed `SOURCE_DATE_EPOCH`; a recurring maintenance window; `X-B3-Sampled`
with `grpc-timeout`; title, product and SKU ids with a release date; a Mistral model name with a
date; a Gemma turn with a season start and knowledge cutoff; a Phi-3 turn with office hours; a
requirements version; a Korean launch date and a Japanese maintenance schedule with a terms date);
twenty are values the user asks about or types (epochs, a snowflake, a ULID, a UUIDv7, a KSUID, a
pasted JWT, a traceparent, a typed Seoul clock, an unrendered `{{server_time}}` template, few-shot
patch dates, relative times, an in-game world clock in a header, frame timing, an ISO week, a reset
conversion, a cron schedule, replay arithmetic, and Japanese, Korean and Chinese date questions); and
two are plain controls.

Formats: RFC 3339 at precisions 0, 3, 7 and 9 and without seconds, with `Z` and offsets from -08:00
to +09:00, RFC 1123, RFC 2822, asctime, GNU `date`, ctime, Python `str()`, `isoformat()` and logging,
Log4j ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip and "f", JavaScript
`toISOString()` and `toString()`, Windows and US medium 12-hour renderings, CLF, ISO basic
(`x-amz-date`), `YYYY-MM-DD HH:MM` with a zone name, Llama 3's `Today Date`, English long dates (US
and British), ISO dates, ISO week dates, a weekday with a time, a time alone, a bare timestamp, query
windows, epochs in s, ms, us and ns and `t=` seconds with milliseconds, and dates in Japanese, Korean
(12-hour with weekday), simplified and traditional Chinese (上午/下午), Russian, Ukrainian, Polish,
Czech, German (MESZ/MEZ and long), French (long and Québec `h min s`), Spanish (Mexico and Spain),
Brazilian Portuguese, Italian, Swedish, Finnish (`klo`), Greek, Turkish, Arabic with Arabic-Indic
digits, Hebrew, Hindi, Thai with the Buddhist Era, Vietnamese and Indonesian (WIB). Identifiers: UUID
v4 and v7, ULID (also lower case), KSUID, xid, cuid2, nanoid, TSID, ObjectIds, Firebase push ids,
base58, base62 and hex ids, JWTs, snowflakes, Slack `ts` and event ids, Teams activity ids, SQS
message ids, traceparent, X-Ray with a parent, B3 multi, Standard Webhooks, CloudEvents (binary),
SigV4, OIDC `iat`, `exp` and `nonce`, a Discord interaction token, an idempotency key and
vendor-prefixed ids (`conv_`, `dlv_`, `rly_`, `sj_`, `dx_`, `gc_`, `pc_`, `asr_`, `rv_`, `req_`,
`snap_`, `msg_`, `alloc-req-`). Positions: header blocks (`Label: value`, HTTP request and response
headers, webhook and CloudEvents headers, B3, X-Ray and gRPC metadata, SigV4), head and tail of the
prompt, the tail of a system prompt (also in ChatML, Llama 3, Mistral, Gemma and Phi-3 prompts), YAML
front matter and nested YAML, pretty and single-line JSON members (also in Slack, Teams, SQS, Discord,
relay, delivery and tool-result objects), XML attributes and elements, `key=value` pairs in logfmt
lines, a bracketed context line and an HTML comment, markdown table rows and bullets, sentences
inside system-prompt paragraphs, phrases with their preposition ("at ...", "as of ..."),
parenthesised ids, `(sent ...)` stamps, tool result lines in agent scaffolds, a RAG block's
attribute, footers after a `--` line, a bare value on a prompt's first line and metadata lines after
the last user message.

Prompts are in English and in Japanese, Korean, simplified and traditional Chinese, Russian,
Ukrainian, Polish, Czech, German, French (France and Québec), Spanish (Mexico and Spain), Brazilian
Portuguese, Italian, Swedish, Finnish, Greek, Turkish, Arabic, Hebrew, Hindi, Thai, Vietnamese and
Indonesian (scripts: Latin, Cyrillic, Greek, Han, kana, Hangul, Arabic, Hebrew, Devanagari, Thai); 108
cases are mainly in a language other than English.

What it is: 328 prompts. 164 carry volatile fields (238 spans): 124 hand-written positives (198
spans; 71 with two or more fields, three with three) and 40 generated ones. 164 carry none: 132
hand-written negatives (86 pasted blocks, 24 look-alikes in program positions, 20 values the user
asks about or types, two plain controls) and 32 generated hard negatives. The generated positive
family puts one field (29 of its 32 formats and labels, some of them made up: `Farm clock`, `Arena
clock`, `Desk time`, `Sweep run`, `lobby_req`, `Ping-Id`, `Ask-Id`) at one of ten positions (head, system
tail, header block, after the last user message, footer, YAML front matter, JSON member, XML
attribute, `key=value` in a bracketed context line, `(sent ...)` on the user's message; twice each)
of twelve English bodies, and puts a "now" label in the body's language or one of the same fields at
one of five line positions of ten bodies in Japanese, Korean, Chinese, Russian, Polish, Brazilian
Portuguese, Spanish, French, German and Turkish (20 cases); the generated negative family uses the
same bodies and positions with one stable value that looks like a date, a time or an id (15 English
cases drawn from 20: knowledge cutoff, prompt revision, build, season window, engine, title id,
tenant uuid, Discord guild, store reset, maintenance window, studio time zone, CalVer patch, API
version, player id, player-since date, SDK, age rating, `SOURCE_DATE_EPOCH`, requirements version,
glossary; and one with a player-since year in parentheses on the user's message) and a
launch date, a season, a client version, a glossary or charter version or a requirements version in
the body's language (16 cases). The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
query windows computed from now, pasted blocks that open with metadata-like lines, work logins,
per-message and per-item stamps, device clocks, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Game records are content: builds, changelists and their compile times, crash groups and buckets
  with first and last seen, minidump and crash-context times, event counts, test results, soak and
  harness logs, repro attempts, login histories, receipts, orders, gift logs, tickets with their
  comments, rotation and offer configs with their start and end, season tiers, match records and
  their ULIDs, fleet scale events, tick telemetry, probe times, detection records, kill feeds with
  match clocks and server times, trade logs with epochs, ban and kick records, chat and voice
  transcripts, map submissions, string tables with `last_modified`, VO sheets, subtitles,
  submissions, findings and report dates stay, also next to a program's stamp and also when the
  program fetched them for this request; only the stamp ("Fleet status as of <time> (snapshot <id>)
  for this request:", "Replay fetched at <time> (fetch <id>) for this review:") and the ids minted
  for the lookup, pull, fetch, snapshot, queue read, upload or query move.
* The build under discussion (its version, changelist and compile time) is content; the ids and
  times of the program's own jobs for this request move: a triage request, a gate evaluation, a
  symbolication job, an export job, a transcription job, a glyph check run, a pre-cert run and an
  achievement validation.
* Envelope vs payload: Standard Webhooks headers on a crash delivery, a binary CloudEvent's `ce-id`
  and `ce-time`, a Slack event's `ts`, `event_id` and `event_time`, a Teams activity's `id` and
  `timestamp`, an SQS message's `MessageId` and `SentTimestamp`, a helpdesk delivery's `id` and
  `delivered_at`, an alert relay's `relay_id` and `received_at` and a Discord interaction's `id` and
  `token` move; the crash group, the rotation change, the mention, the trade log, the chat report,
  the ticket and the alert stay, as do `MD5OfBody` (a digest of the body), the Slack team and app,
  and the Discord application, guild and channel. The same kinds of deliveries pasted to debug (a
  webhook rejected as too old, a CloudEvent processed twice, a Slack export) are content.
* Calls the program made for this request: the `date` and `x-request-id` of a response, a
  resubmission's `Idempotency-Key` and `X-Request-Id`, and a SigV4 download's `x-amz-date` and
  `Authorization` move; API versions, a redacted bearer, `x-amz-content-sha256` and the answers stay.
  An id-token's `iat`, `exp` and `nonce` move; `iss`, `sub` and the e-mail stay.
* Clocks read for this request are the current time in any form, also under made-up labels (`Lab
  clock` with a weekday, `Workstation time`, `ops_tick`, `Farm clock`, `Arena clock`, `Stamp`), as
  tool results (`clock.now()`, `get_current_time ->`), as a launcher's `clientTime`, as a bare
  timestamp on a prompt's first line and as "now" or "today" labels in any language, script, digits
  or calendar. Times a user types or wrote on paper, in-game world clocks (even in a header), match
  clocks, subtitle timecodes and few-shot dates stay.
* Sessions and cases: review console, desk, cert desk, reviewer, conversation, chat and support
  sessions with their opening time move; players, accounts, orders, tickets, guilds, channels,
  tenants, merchants and title ids stay, and so does a case's own record in a header (a kick review's
  case number and kick times) next to the reviewer session that moves.
* Near misses: a pasted ticket's `created_at` at the head of its block stays while the app's
  `generated_at` at the head of the prompt moves; the order a player asks about stays in the header
  line above the `Request-Id` that moves.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Symbolication job <id> finished at <time> using symbol store sym-eu-2." leaves "Symbolication job
  finished using symbol store sym-eu-2."; "Sent from Emberfall Companion at <time>" leaves "Sent
  from Emberfall Companion"); a parenthesised id is cut with its parentheses and sits before "for
  this request:" or "for this review:"; XML attributes and `key=value` pairs (also in a bracketed
  line and an HTML comment) are followed by a stable neighbour; single-line JSON members are cut with
  the comma after them and follow a stable member, and volatile members of pretty-printed JSON are
  never the last member of their object; a query window's two ends are one span; a markdown row or
  bullet, an XML element, a nested YAML member, a `key=value` line, a tool result line, an id-token
  claim line, a line holding one field in any script and a stamp on its own line in a ChatML turn or
  a Mistral instruction are whole-line spans; a date sentence inside a system prompt's paragraph is
  cut as a sentence; footers hold one field per line; `(sent ...)` and `（送信 ...）` stamps are cut
  from the end of the user's line (the latter just before `<|im_end|>`).
* Only ASCII `Label:` cue lines (or a ChatML or Llama 3 reply header on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]`, Gemma and Phi-3 prompts, whose reply markers rule 4 does not know, get
  their trailer at the end as rule 4 gives it.
"""

from __future__ import annotations

import base64
import re
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
    EDT,
    EST,
    IST,
    JST,
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

SEED = 20650311
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout65.jsonl"
SRC = "holdout65:"

# --- zones ----------------------------------------------------------------------------------------------------------

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
AST3 = timezone(timedelta(hours=3), "AST")
BRT = timezone(timedelta(hours=-3), "BRT")
CDMX = timezone(timedelta(hours=-6), "CST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
IL_WINTER = timezone(timedelta(hours=2), "IST")
IL_SUMMER = timezone(timedelta(hours=3), "IDT")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")

# --- localized names ------------------------------------------------------------------------------------------------

JA_WD = "月火水木金土日"
KO_WD = "월화수목금토일"
ZH_WD = "一二三四五六日"
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
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
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
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
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
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
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
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
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
HE_MONTHS = [
    "בינואר",
    "בפברואר",
    "במרץ",
    "באפריל",
    "במאי",
    "ביוני",
    "ביולי",
    "באוגוסט",
    "בספטמבר",
    "באוקטובר",
    "בנובמבר",
    "בדצמבר",
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
TH_DAYS = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"]
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
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
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
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
LOWER36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ja_date(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日（{JA_WD[t.weekday()]}）"


def ko_dt(t: datetime) -> str:
    half = "오전" if t.hour < 12 else "오후"
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_WD[t.weekday()]}) {half} {t.hour % 12 or 12}:{t:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_tw_dt(t: datetime) -> str:
    half = "上午" if t.hour < 12 else "下午"
    return f"{t.year}年{t.month}月{t.day}日 {half}{t.hour % 12 or 12}:{t:%M:%S}"


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def uk_dt(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M:%S}"


def pl_dt(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def de_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y}, {t:%H:%M:%S}"


def de_long(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}"


def fr_long(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}"


def frca_dt(t: datetime) -> str:
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour} h {t:%M} min {t:%S} s"


def es_dt(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def es_long(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"


def it_dt(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def br_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def tr_dt(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M:%S}"


def ar_dt(t: datetime) -> str:
    return f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}، {t:%H:%M:%S}".translate(AR_DIGITS)


def he_dt(t: datetime) -> str:
    return f"{t:%H:%M:%S}, {t.day} {HE_MONTHS[t.month - 1]} {t.year}"


def th_date(t: datetime) -> str:
    return f"วัน{TH_DAYS[t.weekday()]}ที่ {t.day} {TH_MONTHS[t.month - 1]} {t.year + 543}"


def vi_dt(t: datetime) -> str:
    return f"{t:%H:%M:%S} ngày {t:%d/%m/%Y}"


def id_dt(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H.%M.%S} WIB"


def hi_dt(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S} IST"


def fi_dt(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} klo {t:%H.%M.%S}"


def sv_dt(t: datetime) -> str:
    return f"{t.day} {SV_MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def el_dt(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def cs_dt(t: datetime) -> str:
    return f"{t.day}. {t.month}. {t.year} {t:%H:%M:%S}"


def llama_today(t: datetime) -> str:
    """Llama 3.1's `Today Date` line."""
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def us_medium(t: datetime) -> str:
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {t.hour % 12 or 12}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def fill(text: str, **values: str) -> str:
    """Put marked values into a template's `<<name>>` slots (no brace escaping in the templates)."""
    for name, value in values.items():
        slot = f"<<{name}>>"
        assert slot in text, name
        text = text.replace(slot, value)
    assert not re.search(r"<<[a-z0-9_]+>>", text), text[:80]
    return text


# --- identifiers ----------------------------------------------------------------------------------------------------


class Gen65(Gen):
    """make_holdout's seeded source, with this corpus's zones and a few more identifier formats."""

    def at(self, zone: str | timezone) -> datetime:
        """A moment in a zone; "eu", "ee", "us", "pac", "il" and "au" switch to summer time by month."""
        if isinstance(zone, timezone):
            return self.moment(zone)
        t = self.moment()
        summer = 4 <= t.month <= 10
        table = {
            "utc": UTC,
            "eu": CEST if summer else CET,
            "ee": EEST if summer else EET,
            "us": EDT if summer else EST,
            "pac": PDT if summer else PST,
            "il": IL_SUMMER if summer else IL_WINTER,
            "au": AEST if summer else AEDT,
        }
        return t.astimezone(table[zone])

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def lower36(self, n: int) -> str:
        return "".join(self.rng.choice(LOWER36) for _ in range(n))

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        value = int.from_bytes(raw, "big") << 4
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + self.lower36(23)

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        return "".join(
            "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[(value >> (5 * i)) & 31] for i in reversed(range(13))
        )

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def slack_ts(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{t.microsecond:06d}"

    def ev_id(self) -> str:
        return "Ev" + "".join(self.rng.choice("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(9))

    def push_id(self, t: datetime) -> str:
        alphabet = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        ms = epoch_ms(t)
        head = "".join(alphabet[(ms >> (6 * i)) & 63] for i in reversed(range(8)))
        return head + "".join(self.rng.choice(alphabet) for _ in range(12))

    def epoch_ns(self, t: datetime) -> str:
        return str(epoch_us(t) * 1000 + self.small(1, 1000))


POS: list[Draft] = []
NEG: list[Draft] = []


def pos(source: str, tags: list[str], text: str) -> None:
    POS.append(Draft(text, f"{SRC}pos:{source}", tags))


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- hand-written positives: build farms and release pipelines --------------------------------------------------------


def _pos_build(g: Gen65) -> None:
    t = g.at("eu")
    log0 = t - timedelta(minutes=g.small(40, 90), seconds=g.small(0, 60))
    pos(
        "build:triage-request-headers",
        ["header_block", "uuid7", "rfc3339_ms", "pasted_log_neighbour"],
        fill(
            """Build triage request
Requested-By: buildcop-bot
<<rid>>
<<at>>
Project: Emberfall (main)

You are Buildcop, the build-health assistant of Saltmarsh Studios. Read the failing step's log, name the first
real error (not the cascade after it) and say which team owns the file.

Log of the shader compile step (agent sf-agent-14):
[<<l0>>] ShaderFarm job 771204 started: 18,412 permutations, 64 workers
[<<l1>>] ERROR M_Water_Ocean.usf(212,17): undeclared identifier 'WaveTime'
[<<l2>>] ERROR 3 further permutations of M_Water_Ocean failed with the same error
[<<l3>>] ShaderFarm job 771204 finished: FAILED after 00:14:52

Owner:""",
            rid=v("request_id", "Triage-Request: " + g.uuid7(t)),
            at=v("datetime", "Requested-At: " + rfc3339(t, 3)),
            l0=iso_space(log0) + ".482",
            l1=iso_space(log0 + timedelta(minutes=11, seconds=7)) + ".019",
            l2=iso_space(log0 + timedelta(minutes=11, seconds=9)) + ".730",
            l3=iso_space(log0 + timedelta(minutes=14, seconds=52)) + ".501",
        ),
    )

    t = g.at(KST)
    pos(
        "build:release-train-front-matter",
        ["front_matter", "rfc3339_ms", "ksuid", "dates_in_content"],
        fill(
            """---
bot: release-train
studio: Ironbark Games
<<gen>>
<<rid>>
locale: en-US
---
You keep the release calendar for Skyreach Arena's season launches. Answer from the calendar only and say which
milestones move when one slips.

Release calendar (Season 9):
- Code freeze: 2026-06-02 18:00 KST
- Submission to platform certification: 2026-06-05
- Certification result expected: 2026-06-12
- Store pages go live: 2026-06-16 10:00 UTC
- Season 9 launch: 2026-06-18 02:00 UTC

Producer: If certification slips by three days, which later milestones move?
Assistant:""",
            gen=v("datetime", 'generated_at: "' + rfc3339(t, 3) + '"'),
            rid=v("request_id", "request_id: " + g.ksuid(t)),
        ),
    )

    t = g.moment()
    pos(
        "build:promotion-gate-json",
        ["json_block", "uuid7", "rfc3339", "head", "build_in_content"],
        fill(
            """{
  "service": "promo-gate",
  <<eid>>
  <<at>>
  "ruleset": "promote-to-qa v4"
}
Decide whether the build below can be promoted to the QA-ready channel. Rule: no open crash-class blockers, a smoke
pass rate of at least 98 %, and no quarantined test that was green in the last promoted build.

Build: 0.48.2+cl.48211 (compiled 2026-04-29 03:12:44 UTC)
Smoke: 392/398 passed (98.5 %)
Open blockers: none crash-class; 1 perf-class (EMB-20811, frame spikes in the Harbor district)
Quarantined: test_save_migration_v12 (green in 0.48.1+cl.48017)

Decision:""",
            eid=v("run_id", '"gate_eval_id": "' + g.uuid7(t) + '",'),
            at=v("datetime", '"evaluated_at": "' + rfc3339(t) + '",'),
        ),
    )

    t = g.at("pac")
    pos(
        "build:symbol-store-lookup",
        ["inline_phrase", "parenthesised_id", "fetched_listing"],
        fill(
            """You help engineers check that crash symbols were uploaded for a build before it ships to players.

Symbol store listing retrieved <<at>> <<lk>> for this request:
EmberfallClient.pdb   GUID 5A3F0C2E8B1D4E7F9A2C6B0D1E3F4A5B  age 1  uploaded 2026-04-29 03:41:07Z
EmberfallServer.pdb   GUID 0C7D1E9A3B5F4C2E8D6A0B1C2D3E4F50  age 1  uploaded 2026-04-29 03:41:11Z
EmberfallClient.sym   (linux-x64)  missing
EmberfallServer.sym   (linux-x64)  uploaded 2026-04-29 03:52:30Z

Question: Can QA start tonight's soak on this build, or will Linux client crashes come in unsymbolicated?
Answer:""",
            at=v("datetime", "at " + rfc3339(t)),
            lk=v("request_id", "(lookup " + g.xid(t) + ")"),
        ),
    )

    t = g.moment()
    hb = [
        t - timedelta(seconds=g.small(5, 40)),
        t - timedelta(hours=6, minutes=g.small(1, 50)),
        t - timedelta(seconds=g.small(5, 40)),
        t - timedelta(minutes=g.small(30, 55)),
    ]
    pos(
        "build:agent-pool-bullets",
        ["md_bullets", "snapshot", "heartbeats_in_content"],
        fill(
            """You are FarmWatch, who explains the state of the build farm to whoever is on build duty.

- Pool: win-shader-xl
<<snap>>
<<sid>>
- Farm region: eu-west

| Agent | State | Last heartbeat (UTC) | Current job |
|---|---|---|---|
| sf-agent-11 | busy | <<h0>> | shaders/emberfall-main #7712 |
| sf-agent-14 | busy | <<h1>> | shaders/emberfall-main #7698 |
| sf-agent-15 | idle | <<h2>> | - |
| sf-agent-19 | busy | <<h3>> | shaders/hollowtide-rel #2210 |

On duty: Which of these agents look dead rather than busy, and what should I do about them?
FarmWatch:""",
            snap=v("datetime", "- Snapshot (this request): " + rfc3339(t)),
            sid=v("request_id", "- Snapshot id: snap_" + g.b62(16)),
            h0=iso_space(hb[0]),
            h1=iso_space(hb[1]),
            h2=iso_space(hb[2]),
            h3=iso_space(hb[3]),
        ),
    )

    t = g.moment()
    pos(
        "build:chatml-patch-size",
        ["chat_template", "chatml", "inline_sentence", "iso_date", "manifest_in_content"],
        fill(
            """<|im_start|>system
<<today>> You are PatchPal, who reviews patch manifests for Hollow Tide before submission.
Platform rule: a title update may not change more than 4 GB of data.<|im_end|>
<|im_start|>user
Manifest diff for TU 1.7.0 (built 2026-04-30T22:10:05Z):
chunk_0000-0311  unchanged
chunk_0312-0388  changed   3.41 GB
chunk_0389-0402  added     0.52 GB
chunk_0403-0405  removed   0.09 GB
Will this pass the size rule?<|im_end|>
<|im_start|>assistant
""",
            today=v("date", "Today's date is " + iso_date(t) + "."),
        ),
    )

    t = g.moment()
    text_time = t - timedelta(hours=g.small(8, 15), minutes=g.small(0, 59))
    pos(
        "build:slack-event-envelope",
        ["json_block", "slack_event", "slack_ts", "envelope_vs_payload"],
        fill(
            """You are Nightwatch, the build bot in the Saltmarsh Slack. Answer the mention in the event that was delivered for this
request, in at most three sentences.

{
  "token": "Jhj5dZrVaK7ZwHHjRyZWjbDl",
  "team_id": "T0481SALT",
  "api_app_id": "A05BUILDBOT",
  "event": {
    "type": "app_mention",
    "user": "U03QA7K2M",
    "text": "<@U05BUILDBOT> why did last night's PS5 build go red? the packaging step exited 0xC0000409 at <<tt>>",
    <<ts>>
    "channel": "C02NIGHTLY"
  },
  "type": "event_callback",
  <<eid>>
  <<et>>
  "is_ext_shared_channel": false
}""",
            tt=iso_space(text_time),
            ts=v("message_id", '"ts": "' + g.slack_ts(t) + '",'),
            eid=v("request_id", '"event_id": "' + g.ev_id() + '",'),
            et=v("epoch", '"event_time": ' + str(epoch_s(t)) + ","),
        ),
    )

    t = g.moment()
    pos(
        "build:mistral-branch-summary",
        ["chat_template", "mistral", "go_rfc3339nano", "changelist_in_content"],
        fill(
            """<s>[INST] You write the release-branch summary for Kart Comet's go/no-go meeting from the changelists below.
Group them by risk (high, low) and keep it under 120 words.
<<now>>

Changelists since 1.12.0 (2026-04-14):
CL 90412  2026-04-15  Drift boost window widened from 0.35 s to 0.40 s (KC-3112)
CL 90577  2026-04-18  Fixed a desync when two players hit the same item box on the same frame (KC-3140)
CL 90801  2026-04-22  New track: Aurora Pass (the night variant ships later) [/INST]""",
            now=v("datetime", "Current time: " + go_nano(t, g.small(1, 1000))),
        ),
    )

    t = g.at(JST)
    f0 = t - timedelta(hours=g.small(13, 16), minutes=g.small(0, 59))
    pos(
        "build:ja-nightly-log",
        ["non_english", "japanese", "header_block", "head", "pasted_log_neighbour"],
        fill(
            """<<now>>
<<rid>>
あなたはビルド監視アシスタントです。失敗したビルドのログを読み、最初の本当のエラーと担当チームを日本語で簡潔に答えてください。

ユーザー: 昨夜のナイトリービルドが失敗しました。ログはこちらです。

[<<a>>] Step 14/22: Package client (platform=win64, config=Shipping)
[<<b>>] error LNK2019: unresolved external symbol "NetSync::FlushPending" referenced in Replication.obj
[<<c>>] Step 14/22 FAILED (exit code 1120)

どのチームに連絡すればいいですか？""",
            now=v("datetime", "現在時刻: " + ja_dt(t) + " JST"),
            rid=v("request_id", "リクエストID: " + g.uuid4()),
            a=iso_space(f0),
            b=iso_space(f0 + timedelta(minutes=6, seconds=47)),
            c=iso_space(f0 + timedelta(minutes=6, seconds=48)),
        ),
    )

    t = g.at("eu")
    pos(
        "build:pl-pipeline-status",
        ["non_english", "polish", "system_tail", "table_in_content"],
        fill(
            """Jesteś asystentem działu wydań w studiu Quillfeather w Krakowie. Odpowiadasz po polsku, krótko, i zawsze
podajesz, który etap potoku blokuje wydanie.
<<now>>
<<rid>>

Użytkownik: Poniżej status potoku dla łatki 2.3.1. Czy zdążymy z wysyłką do certyfikacji w piątek?

Etap               Status      Zakończono
Kompilacja         OK          2026-04-30 02:14
Testy dymne        OK          2026-04-30 04:40
Lokalizacja        W TOKU      -
Pakowanie          OCZEKUJE    -""",
            now=v("datetime", "Data i godzina: " + pl_dt(t) + " " + t.tzname()),
            rid=v("request_id", "Identyfikator zapytania: " + g.ulid(t)),
        ),
    )

    t = g.moment()
    pos(
        "build:logfmt-footer-cache",
        ["tail", "logfmt", "epoch_ms", "two_in_line", "stats_in_content"],
        fill(
            """You are CacheDoc. Explain, from the stats the engineer pasted, why incremental builds got slower this week.
Keep it to three bullet points.

Engineer: before and after the cache node swap on Tuesday:

period                 builds  cache_hits  hit_rate  p50_build  p95_build
2026-04-20..2026-04-26   412      88,104     91.2 %    6m12s      14m40s
2026-04-27..2026-05-03   398      61,377     63.5 %    11m05s     27m18s

app=cachedoc ver=2.3.1 <<at>> <<req>> region=eu-west
""",
            at=v("epoch", "at=" + str(epoch_ms(t))),
            req=v("request_id", "req=" + g.hex(16)),
        ),
    )

    t = g.at(KST)
    b0 = t - timedelta(hours=g.small(15, 18), minutes=g.small(0, 59))
    pos(
        "build:ko-build-status",
        ["non_english", "korean", "system_tail", "pasted_log_neighbour"],
        fill(
            """빌드 상태 조회 도우미입니다. 사용자가 붙여 넣은 파이프라인 결과를 보고, 출시 일정에 영향을 주는 항목만 한국어로
정리해 주세요.
<<now>>

사용자: 어제 밤 빌드 결과 붙여요.
빌드 #5521  시작 <<a>>  종료 <<b>>  결과: 실패 (테스트 3건)
빌드 #5522  시작 <<c>>  종료 <<d>>  결과: 성공
출시 브랜치에 영향이 있나요?""",
            now=v("datetime", "조회 시각: " + ko_dt(t) + " KST"),
            a=iso_space(b0),
            b=iso_space(b0 + timedelta(hours=2, minutes=12, seconds=38)),
            c=iso_space(b0 + timedelta(hours=4)),
            d=iso_space(b0 + timedelta(hours=6, minutes=5, seconds=17)),
        ),
    )

    t = g.moment()
    pos(
        "build:release-gate-sig",
        ["header_block", "head", "epoch_s", "signature", "stable_neighbours"],
        fill(
            """X-Release-Bot-Event: gate.requested
<<ts>>
<<sig>>
X-Release-Bot-Project: starforge-tactics

Summarise the go/no-go checklist below for the release call. Flag anything that is not green.

Go/no-go for 1.4.0 (submission build 1.4.0+cl.31877):
[x] Certification pre-check passed (run on 2026-04-28)
[x] Store assets approved by the platform holder on 2026-04-27
[ ] Day-one patch size confirmed (waiting on chunk report)
[x] Localisation sign-off for 12 languages
[ ] Server capacity test at 2x launch forecast (scheduled 2026-05-06)""",
            ts=v("epoch", "X-Release-Bot-Timestamp: " + str(epoch_s(t))),
            sig=v("signature", "X-Release-Bot-Signature: sha256=" + g.hex(64)),
        ),
    )


# --- hand-written positives: crash report triage ---------------------------------------------------------------------


def _pos_crash(g: Gen65) -> None:
    t = g.moment()
    first = t - timedelta(hours=g.small(20, 30), minutes=g.small(0, 59))
    pos(
        "crash:standard-webhooks-delivery",
        ["header_block", "standard_webhooks", "envelope_vs_payload"],
        fill(
            """You are Triage, the crash-triage assistant of Copperline Games. A new crash group was delivered by the crash
pipeline for this request. Decide its severity (S1-S4) and which team gets it.

Delivery headers:
<<wid>>
<<wts>>
<<sig>>
content-type: application/json

Payload:
{
  "crash_group": "cg_5521f0",
  "title": "EXCEPTION_ACCESS_VIOLATION_READ in FPhysScene::SyncComponents",
  "first_seen": "<<fs>>",
  "last_seen": "<<ls>>",
  "events_24h": 1412,
  "affected_players": 903,
  "build": "1.7.0+cl.90801",
  "platforms": ["win64", "ps5"]
}

Severity:""",
            wid=v("request_id", "webhook-id: msg_" + g.b62(27)),
            wts=v("epoch", "webhook-timestamp: " + str(epoch_s(t))),
            sig=v("signature", "webhook-signature: v1," + g.b64std(32)),
            fs=rfc3339(first),
            ls=rfc3339(t - timedelta(minutes=g.small(1, 9), seconds=g.small(0, 59))),
        ),
    )

    t = g.moment()
    dump_t = (t - timedelta(hours=g.small(2, 20))).astimezone(CEST)
    pos(
        "crash:symbolication-job-sentence",
        ["inline_phrase", "run_id", "stack_in_content"],
        fill(
            """Symbolication job <<job>> finished <<at>> using symbol store sym-eu-2.
You read symbolicated crash dumps for the Emberfall engine team and say whether the fault is ours or the driver's.

Crash reason:   EXCEPTION_ACCESS_VIOLATION_READ
Crash address:  0x0000000000000018
Process uptime: 5012 seconds
Minidump written (player's clock): <<dump>>
Thread 31 (crashed) "RHIThread"
 0  EmberfallClient.exe!FD3D12CommandContext::RHITransitionResources(...)  [D3D12Commands.cpp : 1442]
 1  EmberfallClient.exe!FRHICommandListImmediate::ExecuteList(...)  [RHICommandList.cpp : 611]
 2  nvwgf2umx.dll + 0x3f1a2c
 3  EmberfallClient.exe!FRHIThread::Run()  [RenderingThread.cpp : 338]

Question: Is this our bug or a driver bug?
Answer:""",
            job=v("run_id", "sj_" + g.ulid(t)),
            at=v("datetime", "at " + rfc3339(t)),
            dump=iso_space(dump_t),
        ),
    )

    t = g.moment()
    pos(
        "crash:rag-similar-buckets",
        ["rag", "xml_attr", "rfc3339", "buckets_in_content"],
        fill(
            """Decide whether the new crash is a regression of one of the known buckets. Cite the bucket you mean.

<similar_buckets <<at>> source="crashdb" k="3">
[1] b-77f1 "ACCESS_VIOLATION in UNetDriver::TickFlush" first seen 2026-02-11, last seen 2026-04-30, 3,112 events, fixed in 1.6.2
[2] b-80c4 "Assertion Channel->OpenAcked in UNetConnection::ReceivedPacket" first seen 2026-03-02, 214 events, open
[3] b-6e19 "Out of memory in FNetworkGUIDCache::RegisterObject" first seen 2025-12-19, 48 events, won't fix
</similar_buckets>
<new_crash>
b-9a20 "ACCESS_VIOLATION in UNetDriver::TickFlush+0x2c4" first seen 2026-05-02 21:14:09 UTC, 88 events, build 1.7.0
</new_crash>""",
            at=v("datetime", 'retrieved_at="' + rfc3339(t) + '"'),
        ),
    )

    t = g.moment()
    pos(
        "crash:llama3-tdr",
        ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"],
        fill(
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
<<today>>

You help the graphics team triage GPU crashes (device removed, TDR, page faults) from player reports. Ask for the
driver version if it is missing.<|eot_id|><|start_header_id|>user<|end_header_id|>

A player sent this from the crash reporter:

DXGI_ERROR_DEVICE_HUNG (0x887A0006)
GPU: GeForce RTX 4070, driver 572.83
Time of crash (player's PC): 02/05/2026 22:41:17
Breadcrumbs: last completed marker "Volumetric fog", next marker "TAA resolve"

What should we ask them to try first?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
            today=v("date", "Today Date: " + llama_today(t)),
        ),
    )

    t = g.moment()
    crash_t = t - timedelta(hours=g.small(1, 5), minutes=g.small(0, 59))
    pos(
        "crash:xml-request-vs-crashcontext",
        ["xml_element", "head", "uuid", "xml_in_content"],
        fill(
            """<request>
  <tool>crash-explainer</tool>
  <<rid>>
  <<at>>
  <locale>en-GB</locale>
</request>
Explain to the community manager, in plain words, what this crash report says happened.

<CrashContext>
  <CrashGUID>UECC-Windows-5F2C8E1A4B3D49C0A7E1D2F3B4C5D6E7_0000</CrashGUID>
  <TimeOfCrash><<ct>></TimeOfCrash>
  <ProcessName>EmberfallClient</ProcessName>
  <BuildVersion>1.7.0+cl.90801</BuildVersion>
  <ErrorMessage>Assertion failed: Index != INDEX_NONE [File:InventoryComponent.cpp] [Line: 618]</ErrorMessage>
  <SecondsSinceStart>3391</SecondsSinceStart>
</CrashContext>""",
            rid=v("request_id", "<requestId>" + g.uuid4() + "</requestId>"),
            at=v("datetime", "<requestedAt>" + rfc3339(t) + "</requestedAt>"),
            ct=f"{crash_t:%Y.%m.%d-%H.%M.%S}",
        ),
    )

    t = g.at(CST8)
    pos(
        "crash:zh-player-report",
        ["non_english", "chinese", "system_tail", "pasted_log_neighbour"],
        fill(
            """你是“崩溃分诊助手”，负责把玩家崩溃报告归类到渲染、网络、存档或其他，并用中文简要说明理由。
<<now>>
<<sid>>

玩家反馈（从社区转来）：
“昨晚 23:05 左右连续闪退三次，每次都是进入‘暮色码头’地图加载到 87% 的时候。日志最后一行是：
[2026.05.02-15.05.33:412][  0]LogStreaming: Error: Failed to read package /Game/Maps/DuskPier_Sub03 (IoStore chunk 0x1F3A)”

请归类。""",
            now=v("datetime", "当前时间：" + zh_dt(t) + "（北京时间）"),
            sid=v("session_id", "会话ID：" + g.nanoid()),
        ),
    )

    t = g.moment()
    pos(
        "crash:phi3-digest",
        ["chat_template", "phi3", "python_logging", "list_in_content"],
        fill(
            """<|system|>
You are the crash digest writer for Pocket Legion (mobile). Summarise the top crashes for the morning stand-up, one
line each, biggest first.
<<now>>
<|end|>
<|user|>
Top crash groups from the last 24 h (I exported them from the dashboard at 08:55):
1. SIGSEGV in libgame.so (GachaAnimator::Play) - 2,118 users - first seen 2026-04-30 19:02 UTC
2. Watchdog kill during cold start (iOS 18.4) - 1,040 users - first seen 2026-05-01 07:44 UTC
3. OutOfMemoryError in TextureAtlasLoader - 611 users - first seen 2026-04-12 11:20 UTC
<|end|>
<|assistant|>
""",
            now=v("datetime", "Now: " + py_logging(t)),
        ),
    )

    t = g.moment()
    trig = t - timedelta(minutes=g.small(2, 8), seconds=g.small(0, 59))
    pos(
        "crash:alert-relay-json",
        ["json_block", "head", "relay", "envelope_vs_payload"],
        fill(
            """{
  "relay": "pager-bridge",
  <<rid>>
  <<ra>>
  "alert": {
    "name": "crash_rate_spike",
    "triggered_at": "<<trig>>",
    "value": "3.8 crashes per 1k sessions",
    "threshold": "1.5",
    "build": "1.7.0+cl.90801",
    "platform": "ps5"
  }
}
You are the on-call assistant for Hollow Tide. Say whether to pull the build from the PS5 rollout, with one reason.

Decision:""",
            rid=v("request_id", '"relay_id": "rly_' + g.b58(22) + '",'),
            ra=v("datetime", '"received_at": "' + rfc3339(t, 3) + '",'),
            trig=rfc3339(trig),
        ),
    )

    t = g.at("eu")
    pos(
        "crash:de-crash-groups",
        ["non_english", "german", "system_tail", "md_table_in_content"],
        fill(
            """Du unterstützt das QA-Team von Harbor Owl in Hamburg bei der Absturzanalyse. Antworte auf Deutsch und nenne
zuerst die wahrscheinlichste Ursache.
<<now>>
<<qid>>

Absturzgruppen der letzten 24 Stunden:
| Gruppe | Erstes Auftreten | Letztes Auftreten | Ereignisse |
|---|---|---|---|
| SaveGame::Serialize (Nullzeiger) | 02.05.2026 18:11 | 03.05.2026 13:58 | 412 |
| AudioMixer::Render (Zeitüberschreitung) | 01.05.2026 09:40 | 03.05.2026 12:02 | 97 |

Nutzer: Welche Gruppe sollten wir vor dem Wochenend-Event zuerst angehen?""",
            now=v(
                "datetime", "Stand der Abfrage: " + de_dt(t) + (" MESZ" if t.tzname() == "CEST" else " MEZ")
            ),
            qid=v("request_id", "Abfrage-ID: " + g.tsid(t)),
        ),
    )

    t = g.moment()
    rows = []
    base = t - timedelta(hours=6)
    for k in range(5):
        rows.append(
            f"{epoch_ms(base + timedelta(hours=k)) - epoch_ms(base + timedelta(hours=k)) % 3_600_000},"
            f"{[12, 14, 13, 61, 58][k]},{[4102, 4388, 4210, 4356, 4290][k]}"
        )
    pos(
        "crash:logfmt-head-uuid7-footer",
        ["head", "key_value_inline", "epoch_ms", "footer", "uuid7", "epochs_in_content"],
        fill(
            """<<ts>> tool=crash-digest site=eu
You compare hourly crash counts with session counts and say when the crash rate changed. Rates per 1k sessions,
one decimal.

hour_start_ms,crashes,sessions
<<rows>>

When did the rate jump, and by how much?
--
<<req>>""",
            ts=v("epoch", "ts=" + str(epoch_ms(t))),
            rows="\n".join(rows),
            req=v("request_id", "request: " + g.uuid7(t)),
        ),
    )

    t = g.moment()
    cap = t - timedelta(hours=g.small(9, 14), minutes=g.small(0, 59))
    pos(
        "crash:react-tool-fetched-at",
        ["agent_scaffold", "tool_result", "json_block", "fetched_at"],
        fill(
            """You are an agent that triages devkit crash dumps. Tools: fetch_dump(id), search_buckets(query).

Question: Why did devkit DK-0193 crash during last night's soak?
Thought: I should fetch the dump first.
Action: fetch_dump("dmp_0193_0502")
Observation: {
  "tool": "fetch_dump",
  <<fa>>
  "dump": {
    "id": "dmp_0193_0502",
    "captured": "<<cap>>",
    "signal": "SIGABRT",
    "thread": "StreamingWorker 3",
    "top_frame": "FAsyncPackage::FinishObjects()",
    "uptime_s": 21903
  }
}
Thought:""",
            fa=v("datetime", '"fetched_at": "' + rfc3339(t) + '",'),
            cap=rfc3339(cap),
        ),
    )

    t = g.at(MSK)
    pos(
        "crash:ru-weekend-export",
        ["non_english", "russian", "system_tail", "csv_in_content"],
        fill(
            """Ты — ассистент по разбору краш-репортов студии «Медный кит». Отвечай по-русски, кратко и по делу.
<<now>>

Пользователь: Вот выгрузка по крашам за выходные, что здесь главное?

дата;сборка;краши;игроки
2026-05-01;1.7.0;1412;903
2026-05-02;1.7.0;2208;1377
2026-05-03;1.7.1;311;240""",
            now=v("datetime", "Сейчас: " + ru_dt(t) + " (МСК)"),
        ),
    )

    t = g.moment()
    pos(
        "crash:bare-timestamp-head",
        ["head", "bare_value", "rfc3339_ms", "crash_counts_in_content"],
        fill(
            """<<ts>>
You are the crash-free-sessions explainer for Kart Comet. Explain the metric to a producer who is new to it, using
the numbers below.

Crash-free sessions, last 7 days (from the dashboard):
Android 99.12 %, iOS 99.61 %, Switch 99.87 %, PC 98.90 %
PC dropped from 99.40 % after 1.13.0 went out on 2026-04-28.

Producer: Is 98.9 % bad? What would you look at first?
Assistant:""",
            ts=v("datetime", rfc3339(t, 3)),
        ),
    )

    t = g.moment()
    pos(
        "crash:companion-sent-tail",
        ["tail", "inline_phrase", "time_only", "player_report_in_content"],
        fill(
            """You help players of Emberfall Online send useful crash reports. Ask for what is missing, nothing else.

Player: game closes itself when I open the guild bank, happened 3 times in the last hour. PC, latest patch.
The crash window said "Fatal error: [File:GuildBankWidget.cpp] [Line: 204]".

Sent from Emberfall Companion <<at>>""",
            at=v("datetime", "at " + f"{t:%H:%M:%S}" + " UTC"),
        ),
    )


# --- hand-written positives: QA test passes --------------------------------------------------------------------------


def _pos_qa(g: Gen65) -> None:
    t = g.at("eu")
    pos(
        "qa:session-table-matrix",
        ["md_table", "cuid2", "iso_minutes", "matrix_in_content"],
        fill(
            """You are PassBot, who helps QA leads read test-pass results for Starforge Tactics. Use the session info only to
address the lead; never read it out.

| Field | Value |
|---|---|
| Lead | Marta Quiroga |
| Studio | Tidewright QA (Valencia) |
<<ses>>
<<op>>

Lead: Here's the regression pass for build 0.9.3 (cl 31207):

| Area | Win64 | PS5 | XSX | Switch 2 | Tested on |
|---|---|---|---|---|---|
| Campaign ch. 1-3 | pass | pass | pass | fail (TS-4410) | 2026-04-30 |
| Skirmish AI | pass | pass | fail (TS-4415) | fail (TS-4415) | 2026-04-30 |
| Save/load | pass | blocked (devkit) | pass | pass | 2026-05-01 |
| Online co-op | pass | pass | pass | not run | 2026-05-01 |

Which platform is the riskiest for Friday's milestone?
PassBot:""",
            ses=v("session_id", "| Session | " + g.cuid2() + " |"),
            op=v("datetime", "| Opened | " + iso_space(t)[:16] + " " + t.tzname() + " |"),
        ),
    )

    t = g.moment()
    s0 = t - timedelta(hours=g.small(13, 16), minutes=g.small(0, 59))
    pos(
        "qa:bracketed-ctx-soak",
        ["bracketed_line", "key_value_inline", "xid", "soak_in_content"],
        fill(
            """[ctx tool=soakbot <<at>> <<req>> site=qa-lab-2]
Summarise the overnight soak for the morning QA meeting: what failed, when, and whether memory grew.

Soak run SK-1187, build 1.7.1+cl.91022, 8 consoles, 12 h target
<<s0>>  start, resident memory 6.41 GB avg
<<s1>>  DK-0207 disconnected from the lab network (came back after 2 min)
<<s2>>  DK-0211 hard crash in the Harbor district (dump attached to TS-4478)
<<s3>>  end, resident memory 7.02 GB avg (7 of 8 consoles completed)""",
            at=v("datetime", "at=" + rfc3339(t)),
            req=v("request_id", "req=" + g.xid(t)),
            s0=rfc3339(s0),
            s1=rfc3339(s0 + timedelta(hours=3, minutes=17, seconds=12)),
            s2=rfc3339(s0 + timedelta(hours=7, minutes=4, seconds=51)),
            s3=rfc3339(s0 + timedelta(hours=12)),
        ),
    )

    t = g.moment()
    pos(
        "qa:compat-pull",
        ["inline_phrase", "parenthesised_id", "csv_in_content"],
        fill(
            """You are the compatibility-lab assistant at Ironbark Games. Group failures by GPU vendor and driver, and say which
driver to recommend in the known-issues post.

Compatibility results pulled <<at>> <<pull>> for this request:
device,gpu,driver,os,result,run_at
LAB-PC-07,RX 7800 XT,24.12.1,Win11 24H2,crash on boot,2026-04-29T10:12:44Z
LAB-PC-08,RX 7800 XT,25.3.1,Win11 24H2,pass,2026-04-29T10:31:02Z
LAB-PC-11,RTX 3060,566.36,Win10 22H2,pass,2026-04-29T11:05:19Z
LAB-PC-12,Arc A770,32.0.101.6651,Win11 23H2,shader stutter,2026-04-29T11:40:58Z

Answer:""",
            at=v("datetime", "at " + rfc3339(t, 3)),
            pull=v("request_id", "(pull " + g.b58(12) + ")"),
        ),
    )

    t = g.at("eu")
    pos(
        "qa:go-context-harness",
        ["head", "go_time_string", "harness_log_in_content"],
        fill(
            """<<ctx>>
You read automated functional-test output for Harbor Owl's racing game and write the failure summary for the
ticket. Mention the map, the test and the first failing assertion.

[2026.04.30-02.11.08:114] Test started: Functional.Tracks.Coastline.LapTimer
[2026.04.30-02.12.40:903] Assertion failed: LapTimer.Elapsed >= 58.0 (was 41.27)
[2026.04.30-02.12.41:006] Screenshot saved: Saved/Automation/Coastline_LapTimer_001.png
[2026.04.30-02.12.41:210] Test finished: FAIL (1 of 3 assertions failed)

Summary:""",
            ctx=v(
                "datetime",
                "Context built at " + go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}"),
            ),
        ),
    )

    t = g.moment()
    pos(
        "qa:http-forwarded-signoff",
        ["http_request", "header_block", "epoch_msec", "request_id"],
        fill(
            """POST /v1/assist/smoke-signoff HTTP/1.1
Host: qa-assist.internal
<<rs>>
<<rid>>
Content-Type: text/plain; charset=utf-8

Write the smoke-test sign-off note for the build below, in the studio's usual three lines: verdict, blockers,
caveats.

Build 2.0.4+cl.55190 (branch release/2.0), smoke run by Dana and Ilse on 2026-05-02:
- Boot to main menu: pass on all platforms
- Create character, finish tutorial: pass
- Buy an item in the store with test currency: pass
- Join a friend's session: fail on Switch (error 2-NET-1042), pass elsewhere
- Suspend and resume during a match: not tested (no devkit)""",
            rs=v("epoch", "X-Request-Start: t=" + str(epoch_s(t)) + "." + f"{t.microsecond // 1000:03d}"),
            rid=v("request_id", "X-Request-ID: " + g.hex(32)),
        ),
    )

    t = g.at(BRT)
    pos(
        "qa:ptbr-bug-report",
        ["non_english", "portuguese", "system_tail", "date_label_in_content"],
        fill(
            """Você é o assistente do time de QA do Estúdio Jabuticaba, em São Paulo. Responda em português, de forma objetiva.
<<now>>
<<sid>>

Testador: Achei esse bug no passe de regressão, pode reescrever os passos de reprodução no formato padrão?

Título: Personagem atravessa o chão no elevador da Torre Norte
Data: 02/05/2026 16:40
Build: 0.9.3 (cl 31207)
Plataforma: PS5 (devkit DK-0211)
Frequência: 3 de 10 tentativas
Observação: só acontece se pular no exato momento em que a porta fecha.""",
            now=v("datetime", "Agora: " + br_dt(t) + " (BRT)"),
            sid=v("session_id", "ID da sessão: " + g.b58(16)),
        ),
    )

    t = g.at(KST)
    pos(
        "qa:ko-smoke-session",
        ["non_english", "korean", "system_tail", "ulid_lower", "times_in_content"],
        fill(
            """당신은 QA 테스트 패스 도우미입니다. 테스터가 붙여 넣은 결과에서 실패와 차단 항목만 골라 한국어로 정리하세요.
<<ses>>
<<st>>

테스터: 스모크 테스트 결과입니다.
TC-0101 로그인               PASS     14:02:11
TC-0102 튜토리얼 건너뛰기    PASS     14:03:40
TC-0117 상점 구매(유료)      FAIL     14:09:52  결제 창이 뜨지 않음
TC-0120 친구 초대            BLOCKED  -         서버 점검 중""",
            ses=v("session_id", "세션: " + g.ulid(t).lower()),
            st=v("datetime", "시작 시각: " + rfc3339(t)),
        ),
    )

    t = g.at("eu")
    o1 = t - timedelta(hours=g.small(20, 40))
    o2 = t - timedelta(hours=g.small(5, 19))
    o3 = t - timedelta(hours=g.small(60, 90))
    pos(
        "qa:react-clock-tool",
        ["agent_scaffold", "tool_result", "rfc3339", "tracker_rows_in_content"],
        fill(
            """You are a QA regression agent for Emberfall. Tools: clock.now(), tracker.search(query).

Task: List regression bugs opened in the last 48 hours on build 0.48.x that are still untriaged.
Thought: I need the current time to compute the 48-hour window.
Action: clock.now()
<<obs>>
Thought: Now I search the tracker.
Action: tracker.search("build:0.48.* state:untriaged")
Observation:
EMB-20911  opened <<o1>>  "Fishing minigame softlocks after reel-in"  untriaged
EMB-20915  opened <<o2>>  "Harbor district: NPC T-poses after fast travel"  untriaged
EMB-20877  opened <<o3>>  "Minimap icons flicker at dusk"  untriaged
Thought:""",
            obs=v("datetime", "Observation: " + rfc3339(t)),
            o1=iso_space(o1)[:16],
            o2=iso_space(o2)[:16],
            o3=iso_space(o3)[:16],
        ),
    )

    t = g.at("us")
    pos(
        "qa:frca-pass-results",
        ["non_english", "french_canadian", "system_tail", "results_in_content"],
        fill(
            """Tu es l'assistant AQ du studio Lynx Boréal, à Montréal. Réponds en français québécois, clairement et sans
jargon inutile.
<<now>>
<<ses>>

Testeuse : Voici la passe de certification interne d'hier soir, peux-tu me dire ce qui bloque la soumission?

Cas   Description                                   Résultat   Heure
C-04  Reprise après mise en veille pendant un match  ÉCHEC      22 h 14
C-09  Perte de réseau pendant une sauvegarde         RÉUSSI     22 h 31
C-11  Changement d'utilisateur en jeu                ÉCHEC      22 h 47
C-15  Trophée « Premier sang » débloqué une fois     RÉUSSI     23 h 02""",
            now=v(
                "datetime",
                "Horodatage de la requête : " + frca_dt(t) + (" HAE" if t.tzname() == "EDT" else " HNE"),
            ),
            ses=v("session_id", "Session : " + g.nanoid()),
        ),
    )

    t = g.at("eu")
    pos(
        "qa:playtest-lab-clock",
        ["header_block", "weekday_time", "user_typed_times"],
        fill(
            """Playtest lab assistant for Saltmarsh Studios. Help the moderator turn session notes into bug reports with a
title, steps and severity.
<<clk>>
Room: Playtest B
Build: 0.48.2+cl.48211

Moderator: notes from this morning's session (the times are what I wrote on paper):
10:05 P3 got stuck on the ladder in the lighthouse, had to restart
10:12 P5 didn't notice the stamina bar at all
10:31 P2 crash when opening the map during a cutscene (screenshot taken)
Turn these into bug reports.
Assistant:""",
            clk=v("datetime", f"Lab clock: {DAYS[t.weekday()]} {t:%H:%M:%S}"),
        ),
    )

    t = g.at(ICT)
    pos(
        "qa:vi-vendor-executions",
        ["non_english", "vietnamese", "system_tail", "uuid7", "csv_in_content"],
        fill(
            """Bạn là trợ lý QA của đối tác kiểm thử Sao Mai (TP. Hồ Chí Minh) làm việc cho Ironbark Games. Trả lời bằng
tiếng Việt, ngắn gọn.
<<now>>
<<rid>>

Kiểm thử viên: Đây là kết quả chạy ca kiểm thử của vòng hồi quy hôm qua, nhờ bạn nhóm các ca thất bại theo khu vực.

Mã ca,Khu vực,Kết quả,Thời điểm chạy
TC-1102,Bản đồ Cảng Cũ,Thất bại,2026-05-01 10:14
TC-1107,Chế độ hỗ trợ mù màu,Thất bại,2026-05-01 15:40
TC-1113,Âm thanh vũ khí,Đạt,2026-05-02 09:02
TC-1120,Bản đồ Cảng Cũ,Thất bại,2026-05-02 09:31""",
            now=v("datetime", "Thời điểm yêu cầu: " + vi_dt(t) + " (ICT)"),
            rid=v("request_id", "Mã yêu cầu: " + g.uuid7(t)),
        ),
    )

    t = g.moment()
    pos(
        "qa:junit-upload-receipt",
        ["inline_phrase", "upload_stamp", "xml_in_content"],
        fill(
            """You read uploaded test reports for the Copperline QA dashboard and explain failures to producers in one short
paragraph each.

Report uploaded by the QA runner <<at>> <<up>> for this request:
<testsuite name="Pocket Legion smoke (Android)" tests="4" failures="1" timestamp="2026-05-02T06:10:44" time="381.2">
  <testcase name="launch_to_title" time="41.0"/>
  <testcase name="guest_login" time="12.7"/>
  <testcase name="gacha_single_pull" time="88.4">
    <failure message="Expected 1 reward card, found 0">Timed out waiting for RewardCard after 30 s</failure>
  </testcase>
  <testcase name="shop_restore_purchases" time="239.1"/>
</testsuite>""",
            at=v("datetime", "at " + rfc3339(t)),
            up=v("request_id", "(upload " + g.uuid4() + ")"),
        ),
    )


# --- hand-written positives: player support and account recovery ----------------------------------------------------


def _pos_support(g: Gen65) -> None:
    t = g.at("pac")
    l0 = (t - timedelta(days=3, hours=g.small(1, 9))).astimezone(UTC)
    l1 = (t - timedelta(days=1, hours=g.small(1, 9))).astimezone(UTC)
    pos(
        "support:conversation-header-login-history",
        ["header_block", "head", "ulid", "rfc3339_offset", "login_history_in_content"],
        fill(
            """<<conv>>
<<opened>>
Player ID: P-7Q2LM0-22841
Platform: PC (launcher)
Region: NA-West

You are Kit, the player-support assistant for Emberfall Online. Help with access problems. Never reveal another
player's data and never change account details yourself; hand over to a human agent for recovery.

Login history (from the account service):
| Time (UTC) | IP | Country | Device | Result |
|---|---|---|---|---|
| <<l0>> | 198.51.100.23 | US | Win11 launcher | success |
| <<l1>> | 203.0.113.77 | BR | Android | success |
| <<l2>> | 203.0.113.77 | BR | Android | password changed |

Player: I can't log in since yesterday, it says my password is wrong but I didn't change it.
Kit:""",
            conv=v("session_id", "Conversation: conv_" + g.ulid(t)),
            opened=v("datetime", "Opened: " + rfc3339(t)),
            l0=iso_space(l0),
            l1=iso_space(l1),
            l2=iso_space(l1 + timedelta(seconds=51)),
        ),
    )

    t = g.moment()
    pos(
        "support:recovery-session-token",
        ["header_block", "jwt", "stable_neighbours", "proof_in_content"],
        fill(
            """recovery-assist v3
player: P-4K8ZQ1-09132
<<tok>>
locale: en-AU

You decide whether a player's proof is enough for a manual account recovery under policy RC-2: two of the original
order number, the first character's name, and the last four digits of the payment card.

The player has provided:
- Original purchase: Emberfall Deluxe, order 4408-2281-9915, bought 2025-11-28
- First character created: "Wrenna", around Christmas 2025
- E-mail on the account: w***@outlook.com

Decision:""",
            tok=v("token", "X-Session-Token: " + g.jwt(t, "agent-1182")),
        ),
    )

    t = g.moment()
    pos(
        "support:footer-parental-controls",
        ["footer", "tail", "ulid", "rfc3339", "email_in_content"],
        fill(
            """Draft a reply to this parent's e-mail for an agent to review. Explain how to set a monthly spending limit in
Pocket Legion's family settings; do not promise a refund.

From: Helen Ashdown <h.ashdown@mail.example>
Date: Fri, 1 May 2026 20:03:12 +0100
Subject: My son spent 80 pounds on gems

Hello, my son (account LEGION-55120) bought gems four times on 28 April without asking. How do I stop this happening
again?

--
Drafted by SupportAssist 4.1
<<req>>
<<at>>""",
            req=v("request_id", "request " + g.ulid(t)),
            at=v("datetime", rfc3339(t)),
        ),
    )

    t = g.at(CDMX)
    pos(
        "support:es-mx-gift",
        ["non_english", "spanish", "system_tail", "receipt_in_content"],
        fill(
            """Eres Luz, asistente de soporte de Kart Comet para jugadores de Latinoamérica. Responde en español neutro y con
calidez.
<<now>>
<<conv>>

Jugador: Le regalé un paquete a mi amigo y no le llegó. Este es el correo de la tienda:

De: Tienda Kart Comet <recibos@kartcomet.example>
Fecha: 1 may 2026, 21:14
Asunto: Tu recibo #KC-MX-55120931

Regalo para: turbo_nacho
Paquete Aurora ............ MXN 199.00
Estado del envío: pendiente

¿Qué hago?""",
            now=v("datetime", "Fecha y hora actual: " + es_dt(t) + " (hora del centro de México)"),
            conv=v("session_id", "ID de conversación: " + g.nanoid()),
        ),
    )

    t = g.at(JST)
    pos(
        "support:ja-chatml-sent",
        ["non_english", "japanese", "chat_template", "chatml", "sent_suffix"],
        fill(
            """<|im_start|>system
あなたは「ポケットレギオン」のサポート担当AIです。アカウント引き継ぎの手順を、丁寧な日本語で案内してください。パスワードや引き継ぎコードを聞き出してはいけません。<|im_end|>
<|im_start|>user
機種変更したら引き継ぎコードの有効期限が切れていました。コードの発行日は2026年4月20日です。どうすればいいですか？<<sent>><|im_end|>
<|im_start|>assistant
""",
            sent=v("datetime", "（送信 " + f"{t:%Y/%m/%d %H:%M:%S}" + "）"),
        ),
    )

    t = g.at(TRT)
    chg = t - timedelta(hours=g.small(12, 20))
    pos(
        "support:tr-hijack-email",
        ["non_english", "turkish", "system_tail", "email_in_content"],
        fill(
            """Skyreach Arena oyuncu destek asistanısın. Türkçe, kısa ve nazik yanıt ver. Hesap bilgilerini asla değiştirme;
kurtarma için oyuncuyu insan temsilciye aktar.
<<now>>
<<rid>>

Oyuncu: Sanırım hesabım çalındı. E-postama şu geldi:

Kimden: Skyreach Arena <no-reply@skyreach.example>
Tarih: <<chg>>
Konu: E-posta adresiniz değiştirildi

Hesabınızın e-posta adresi y***@gmail.com olarak değiştirildi. Bu işlemi siz yapmadıysanız 72 saat içinde bize
ulaşın.

Ne yapmalıyım?""",
            now=v("datetime", "Şu an: " + tr_dt(t) + " (TRT)"),
            rid=v("request_id", "İstek kimliği: " + g.uuid4()),
            chg=f"{chg.day} {TR_MONTHS[chg.month - 1]} {chg.year} {chg:%H:%M}",
        ),
    )

    t = g.moment()
    pos(
        "support:ticket-webhook-delivery",
        ["json_block", "delivery_envelope", "envelope_vs_payload", "comments_in_content"],
        fill(
            """You draft replies for the Hollow Tide support desk. The ticket below was delivered by the helpdesk webhook for
this request; answer the player's last comment only.

{
  "delivery": {
    <<did>>
    <<dat>>
    "attempt": 1
  },
  "ticket": {
    "id": 884120,
    "created_at": "2026-04-28T17:02:11Z",
    "subject": "Name change didn't apply",
    "comments": [
      {"author": "player", "at": "2026-04-28T17:02:11Z", "body": "I paid 500 crowns for a name change to 'Saltwind' and I still show as 'xXSaltXx'."},
      {"author": "agent", "at": "2026-04-29T09:15:40Z", "body": "Thanks! Which platform do you play on?"},
      {"author": "player", "at": "2026-05-02T20:44:03Z", "body": "Xbox. Also the 30-day cooldown timer started anyway."}
    ]
  }
}
Reply:""",
            did=v("request_id", '"id": "dlv_' + g.b62(20) + '",'),
            dat=v("datetime", '"delivered_at": "' + rfc3339(t, 3) + '",'),
        ),
    )

    t = g.moment()
    pos(
        "support:export-job-sentence",
        ["inline_phrase", "run_id", "dates_in_content"],
        fill(
            """You help players with privacy requests for Copperline Games titles: access, export and deletion.
Data export job <<job>> queued <<at>> on worker dx-3.

Player: I asked for a copy of my data on 2 April (ticket PRV-20441) and got nothing. Isn't the limit one month?
Assistant:""",
            job=v("run_id", "dx_" + g.ksuid(t)),
            at=v("datetime", "at " + rfc3339(t)),
        ),
    )

    t = g.moment()
    s0 = t - timedelta(days=g.small(1, 3), hours=g.small(1, 6))
    pos(
        "support:gemma-gift-log",
        ["chat_template", "gemma", "iso_date", "gift_log_in_content"],
        fill(
            """<start_of_turn>user
You are the gifting-support assistant for Starforge Tactics. Check the gift log and explain what happened.
<<rd>>

Gift log (from the store):
gift_id     sent_at              from       to           item               status
g_7Q2P91A   <<s0>>  Ravenmoor  lil_sprout   Founder's Banner   delivered
g_7Q2P9XB   <<s1>>  Ravenmoor  lil_sprout   Founder's Banner   refunded (duplicate)

My friend says she never got the banner. Did it go through?<end_of_turn>
<start_of_turn>model
""",
            rd=v("date", "Request date: " + iso_date(t)),
            s0=iso_space(s0),
            s1=iso_space(s0 + timedelta(seconds=18)),
        ),
    )

    t = g.at("eu")
    sent = t - timedelta(hours=g.small(10, 20))
    pos(
        "support:email-gateway-2fa",
        ["head", "rfc2822", "email_in_content"],
        fill(
            """<<proc>>
Draft a reply to the player's e-mail below for a support agent to review. Explain how to reset two-factor
authentication; do not reset it yourself.

From: Jonas Berg <jonas.berg@mail.example>
Date: <<sent>>
Subject: Lost phone, can't log in
Message-ID: <CAF3k2x7Qp.2210@mail.example>

Hi, my phone was stolen and the authenticator app was on it. I still have the backup e-mail. Account: jberg_88.

Reply:""",
            proc=v("datetime", "Processed: " + rfc2822(t)),
            sent=rfc2822(sent),
        ),
    )

    t = g.at(AST3)
    pos(
        "support:ar-suspension",
        ["non_english", "arabic", "system_tail", "arabic_digits", "message_in_content"],
        fill(
            """أنت مساعد دعم اللاعبين في لعبة "سكاي ريتش أرينا" لمنطقة الشرق الأوسط. أجب بالعربية الفصحى وباختصار.
<<now>>
<<sid>>

اللاعب: تم إيقاف حسابي مؤقتاً بعد تغيير كلمة المرور. هذه رسالة النظام:
"تم تعليق الحساب حتى 2026-05-05 12:00 UTC بسبب تسجيل دخول من موقع غير معتاد (المرجع: SEC-88120)."
متى يمكنني اللعب مرة أخرى؟""",
            now=v("datetime", "الوقت الحالي: " + ar_dt(t) + " (بتوقيت الرياض)"),
            sid=v("session_id", "معرّف الجلسة: " + g.nanoid()),
        ),
    )

    t = g.moment()
    pos(
        "support:tool-clock-links",
        ["tool_result", "rfc3339", "links_in_content"],
        fill(
            """You are the account-linking helper for Emberfall Online. Players can link one account per platform; after an
unlink, the same platform can be linked again only after 90 days.

Tool results:
<<clk>>
get_links(player="P-2ZK4M8-77310") ->
| Platform | Linked account | Linked on | Unlinked on |
|---|---|---|---|
| PlayStation Network | wren_sea | 2025-12-02 | 2026-03-14 |
| Xbox | WrenSea88 | 2026-03-15 | - |

Player: I want to link my PlayStation account again. Can I do it now?
Assistant:""",
            clk=v("datetime", "get_current_time -> " + rfc3339(t)),
        ),
    )

    t = g.moment()
    pos(
        "support:generated-at-vs-created-at",
        ["head", "header_block", "near_miss_created_at", "ticket_in_content"],
        fill(
            """<<gen>>
assistant: ticket-summariser
queue: emberfall-en

Summarise the ticket below for the agent who takes it over: what the player wants, what was tried, what is open.

Ticket (as exported from the helpdesk):
created_at: 2026-04-30T19:02:44Z
id: 884301
updated_at: 2026-05-02T08:15:10Z
subject: Can't claim Founder's pack
status: pending
messages:
  - 2026-04-30 19:02 player: code FNDR-7K2Q-PL9M says "already used"
  - 2026-05-01 10:40 agent: asked for the order number
  - 2026-05-01 21:13 player: order EMB-ST-4471093, bought on 11 April

Summary:""",
            gen=v("datetime", "generated_at: " + rfc3339(t)),
        ),
    )

    t = g.moment()
    pos(
        "support:asked-order-vs-request-id",
        ["header_block", "request_id", "id_in_question_stays"],
        fill(
            """Ticket context (added by the helpdesk):
Order asked about: KC-EU-88120451
<<rid>>
Store: Kart Comet (PC)

You are Luz, the store-support assistant for Kart Comet. Explain order states in plain words; never promise a
refund.

Player: What happened to order KC-EU-88120451? It says "pending" since 2 May and I already paid.
Assistant:""",
            rid=v("request_id", "Request-Id: " + g.uuid4()),
        ),
    )


# --- hand-written positives: live-ops events and store rotations -----------------------------------------------------


def _pos_liveops(g: Gen65) -> None:
    t = g.moment()
    pos(
        "liveops:rotation-preview-front-matter",
        ["front_matter", "rfc3339", "ksuid", "rotation_in_content"],
        fill(
            """---
tool: rotation-preview
<<rq>>
<<pid>>
game: Kart Comet
---
Write the in-game store banner for the rotation below: one headline (at most 32 characters) and one line per
featured item (at most 48 characters).

rotation:
  id: rot-2026-w19-a
  starts: 2026-05-04T00:00:00Z
  ends: 2026-05-11T00:00:00Z
  featured:
    - sku: kart_body_aurora
      price: 1200
    - sku: wheels_prism
      price: 600
    - sku: horn_foghorn
      price: 300""",
            rq=v("datetime", 'requested_at: "' + rfc3339(t) + '"'),
            pid=v("request_id", "preview_id: " + g.ksuid(t)),
        ),
    )

    t = g.moment()
    pos(
        "liveops:json-now-offers",
        ["json_block", "head", "js_iso", "offers_in_content"],
        fill(
            """{
  "app": "shop-copy",
  <<now>>
  "title": "Pocket Legion",
  "market": "JP"
}
Write a push notification (at most 60 characters, English) for each offer that is live right now.

Offers:
- Golden Week Pack: 2026-04-29 00:00 JST to 2026-05-06 23:59 JST, 60 gems + SSR ticket
- Rookie Booster: always on for accounts younger than 14 days
- Rainy Season Bundle: 2026-06-01 00:00 JST to 2026-06-21 23:59 JST, 40 gems + umbrella skin""",
            now=v("datetime", '"now": "' + js_iso(t) + '",'),
        ),
    )

    t = g.moment()
    pos(
        "liveops:today-sentence-resets",
        ["inline_sentence", "long_date_british", "reset_times_in_content"],
        fill(
            """You explain daily and weekly resets in Starforge Tactics to players. <<today>> Daily missions reset at 04:00 in the
player's server region; weekly chests reset on Mondays at the same time. Never guess a player's region: ask.

Player: I finished my weekly chest on Sunday night at 23:50 my time (EU-West) but it says "claimed" still. When can
I open the next one?
Assistant:""",
            today=v(
                "date", f"Today is {DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}."
            ),
        ),
    )

    t = g.moment()
    pos(
        "liveops:cloudevents-binary",
        ["header_block", "head", "cloudevents_binary", "envelope_vs_payload"],
        fill(
            """ce-specversion: 1.0
ce-type: com.ironbark.store.rotation.moved
ce-source: /store/scheduler/eu
<<ceid>>
<<cet>>
content-type: application/json

{"rotation":"rot-2026-w19-a","region":"eu","old_start":"2026-05-07T00:00:00Z","new_start":"2026-05-08T16:00:00Z","end":"2026-05-11T06:00:00Z","changed_by":"ops.lina","changed_at":"2026-05-02T10:41:09Z","reason":"moved to avoid the server maintenance"}

You are the community update writer for Skyreach Arena. The scheduler event above arrived for this request; turn
the rotation change into a short post for the EU Discord announcements channel.""",
            ceid=v("request_id", "ce-id: " + g.uuid7(t)),
            cet=v("datetime", "ce-time: " + rfc3339(t, 3)),
        ),
    )

    t = g.at("us")
    pos(
        "liveops:sk-time-bundles",
        ["inline_sentence", "dotnet_long_datetime", "prices_in_content"],
        fill(
            """You are the bundle-pricing helper for Hollow Tide's live-ops team. <<now>> Use the price ladder below and never
suggest a price that is not on it.

Price ladder (USD): 0.99, 2.99, 4.99, 9.99, 19.99, 49.99, 99.99
Current bundles:
- Tidecaller Starter (2026-04-01 to 2026-05-31): 4.99, sold 18,204
- Driftwood Cosmetics (2026-04-24 to 2026-05-08): 9.99, sold 2,911
- Abyss Diver Deluxe (2026-05-01 to 2026-05-15): 19.99, sold 640

Producer: Abyss Diver Deluxe is selling badly. Should we drop it one step before the weekend?
Assistant:""",
            now=v("datetime", "The current time is " + sk_now(t) + "."),
        ),
    )

    t = g.at(ICT)
    pos(
        "liveops:th-maintenance",
        ["non_english", "thai", "system_tail", "buddhist_era", "maintenance_in_content"],
        fill(
            """คุณคือผู้ช่วยฝ่ายไลฟ์ออปส์ของเกม "พ็อกเก็ตลีเจียน" ตอบเป็นภาษาไทยอย่างสุภาพ
<<now>>

ผู้ใช้: ช่วยเขียนประกาศปิดปรับปรุงเซิร์ฟเวอร์จากข้อมูลนี้หน่อย

ช่วงปิดปรับปรุง: 2026-05-06 02:00-06:00 (เวลาประเทศไทย)
ระบบที่ได้รับผลกระทบ: ร้านค้า, กิลด์วอร์, การเติมเงิน
ชดเชย: เพชร 300 เม็ด ส่งเข้ากล่องจดหมายภายใน 2026-05-07 23:59""",
            now=v("date", "วันนี้: " + th_date(t)),
        ),
    )

    t = g.at(WIB)
    pos(
        "liveops:id-event-ended",
        ["non_english", "indonesian", "system_tail", "event_end_in_content"],
        fill(
            """Kamu asisten tim live-ops Kart Comet untuk server Asia Tenggara. Jawab dalam bahasa Indonesia yang santai tapi
jelas.
<<now>>
<<ses>>

Pemain: Event "Festival Layang-Layang" kok sudah hilang dari menu? Di pengumuman tertulis berakhir 2026-05-04 23:59
WIB, dan hadiah tahap 5 belum sempat aku klaim.""",
            now=v("datetime", "Waktu sekarang: " + id_dt(t)),
            ses=v("session_id", "Sesi: " + g.cuid2()),
        ),
    )

    t = g.moment()
    pos(
        "liveops:md-bullets-season-pass",
        ["md_bullets", "iso_space", "request_id", "tiers_in_content"],
        fill(
            """# Context
- **Game:** Skyreach Arena
- **Season:** 9 (Tidebreak)
<<gen>>
<<rid>>
- **Audience:** returning players

Write a 3-sentence "welcome back" message that mentions the two best free rewards still reachable this season.

Season pass (free track), season ends 2026-06-16 02:00 UTC:
| Tier | Reward | XP needed |
|---|---|---|
| 10 | Rare spray "Low Tide" | 12,000 |
| 25 | Epic weapon charm "Anchor" | 34,500 |
| 40 | Legendary banner "Tidebreaker" | 61,000 |
| 50 | 500 shards | 80,000 |""",
            gen=v("datetime", "- **Generated:** " + iso_space(t) + " UTC"),
            rid=v("request_id", "- **Request:** req_" + g.b62(14)),
        ),
    )

    t = g.moment()
    start = t - timedelta(days=7)
    pos(
        "liveops:query-window-history",
        ["query_window", "window_from_now", "history_in_content"],
        fill(
            """You analyse store rotation history for Pocket Legion's economy designers.
<<win>>

Rotation history (featured slot 1):
2026-04-27  Lantern Knight (SSR)
2026-04-28  Tidal Archer (SR)
2026-04-29  Lantern Knight (SSR)
2026-04-30  Moss Golem (SR)
2026-05-01  Lantern Knight (SSR)
2026-05-02  Tidal Archer (SR)
2026-05-03  Ember Witch (SSR)

Designer: Which units were featured more than twice, and does that break our "max twice a week" rule?
Assistant:""",
            win=v(
                "datetime",
                "History window: " + rfc3339(start) + " to " + rfc3339(t) + " (last 7 days from now)",
            ),
        ),
    )

    t = g.at(CST8)
    pos(
        "liveops:zh-tw-exchange-shop",
        ["non_english", "traditional_chinese", "system_tail", "announcement_in_content"],
        fill(
            """你是《星鍛戰術》台灣伺服器的營運助理，請用繁體中文回答，語氣親切。
<<now>>

玩家：母親節活動的兌換商店什麼時候關？公告寫「5月10日 23:59 截止兌換」，可是遊戲裡的倒數顯示還剩 9 天，到底哪個才對？""",
            now=v("datetime", "現在時間：" + zh_tw_dt(t)),
        ),
    )

    t = g.moment()
    pos(
        "liveops:experiments-api-response",
        ["http_response", "header_block", "http_date", "request_id", "config_in_content"],
        fill(
            """You explain A/B offer experiments to the live-ops producer. The experiment config below was fetched from the
experiments API for this request.

HTTP/1.1 200 OK
<<d>>
content-type: application/json
x-api-version: 2025-11-01
<<xr>>

{"experiment":"starter_pack_price_test","created":"2026-04-20T09:00:00Z","arms":[{"name":"control","price_usd":4.99,"share":0.5},{"name":"low","price_usd":2.99,"share":0.5}],"starts":"2026-04-22T00:00:00Z","ends":"2026-05-06T00:00:00Z","owner":"liveops.ana"}

Producer: When can we read the results, and is two weeks long enough?
Assistant:""",
            d=v("datetime", "date: " + http_date(t)),
            xr=v("request_id", "x-request-id: " + g.uuid4()),
        ),
    )

    t = g.moment()
    pos(
        "liveops:discord-interaction",
        ["json_block", "head", "snowflake", "interaction_token", "stable_snowflakes"],
        fill(
            """{
  "type": 2,
  <<iid>>
  "application_id": "1101947210382311424",
  "guild_id": "1122334455667788990",
  "channel_id": "1122334455667789011",
  "data": {"name": "rewards", "options": [{"name": "day", "value": 12}]},
  <<tok>>
  "locale": "en-GB"
}
You are Lumen, the rewards bot of the Kart Comet community server. Answer the slash command in one friendly line.

Login calendar (May): Day 10: 200 coins. Day 12: Rare crate. Day 14: Avatar frame "Comet Tail". Day 20: 500 coins.""",
            iid=v("request_id", '"id": "' + g.snowflake(t) + '",'),
            tok=v("token", '"token": "' + g.b64url(120) + '",'),
        ),
    )

    t = g.at("eu")
    pos(
        "liveops:ops-tick-made-up-label",
        ["header_block", "made_up_label", "clf", "rotations_in_content"],
        fill(
            """Ops desk copilot for the in-game store of Harbor Owl's racing game. Reply in English, bullet points only.
desk: store-eu
<<tick>>
shard: eu-2

Store rotations queued for next week:
Mon 2026-05-11 18:00 CEST  rot-w20-a  livery pack "Coastline", 3 wheel sets
Wed 2026-05-13 20:00 CEST  rot-w20-b  club bundle (price test arm B)
Sat 2026-05-16 17:00 CEST  rot-w20-c  weekend flash sale, 40 % off horns

Desk: Does the Saturday rotation clash with the server patch announced for Saturday 16:00-18:00 CEST?
Copilot:""",
            tick=v("datetime", "ops_tick: " + clf(t)),
        ),
    )


# --- hand-written positives: matchmaking and server telemetry --------------------------------------------------------


def _pos_servers(g: Gen65) -> None:
    t = g.moment()
    ev = [
        t - timedelta(minutes=g.small(3, 20)),
        t - timedelta(hours=g.small(2, 5)),
        t - timedelta(minutes=g.small(30, 90)),
    ]
    pos(
        "servers:fleet-snapshot",
        ["inline_phrase", "parenthesised_id", "snapshot", "fleet_in_content"],
        fill(
            """You are FleetSight, who explains game-server capacity for Skyreach Arena to the on-call engineer.

Fleet status <<at>> <<snap>> for this request:
| Region | Allocated | Ready | Max | Last scale event |
|---|---|---|---|---|
| eu-central | 1,912 | 14 | 2,000 | scale-up +200 at <<e0>> |
| us-east | 1,406 | 388 | 2,400 | scale-down -100 at <<e1>> |
| ap-northeast | 980 | 2 | 1,000 | scale-up +100 at <<e2>> |

Engineer: Queue times in two regions are climbing. Where are we about to run out?
FleetSight:""",
            at=v("datetime", "as of " + rfc3339(t)),
            snap=v("request_id", "(snapshot " + g.ulid(t) + ")"),
            e0=rfc3339(ev[0]),
            e1=rfc3339(ev[1]),
            e2=rfc3339(ev[2]),
        ),
    )

    t = g.moment()
    pos(
        "servers:query-range-percentiles",
        ["header_block", "query_window", "window_from_now", "table_in_content"],
        fill(
            """Matchmaking dashboard assistant for Kart Comet. Explain changes in plain words and suggest one check.
<<rng>>
Source: mm-metrics (1-minute buckets)

Queue time by region (seconds):
region        p50   p95   p95 one hour earlier
eu-west       11    38    21
na-east        9    27    25
sa-east       24    140   62
ap-southeast  15    44    41

Why did the sa-east p95 more than double?
Answer:""",
            rng=v("datetime", "Query range: " + rfc3339(t - timedelta(hours=1)) + " to " + rfc3339(t)),
        ),
    )

    t = g.moment()
    pos(
        "servers:amzn-trace-tick",
        ["head", "amzn_trace", "trace_header", "telemetry_in_content"],
        fill(
            """<<tr>>
You explain game-server performance graphs to designers who are not engineers. Two sentences, then one suggestion.

Server: gs-eu-central-1a-0412 (128-tick)
Tick telemetry (1-minute buckets):
time_utc   avg_tick_ms  p99_tick_ms  players
13:58      6.1          9.8          98
13:59      6.3          10.2         100
14:00      11.9         41.7         100
14:01      12.4         44.0         100

What changed at 14:00?
Answer:""",
            tr=v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True)),
        ),
    )

    t = g.moment()
    pos(
        "servers:nested-yaml-allocation",
        ["nested_yaml", "head", "rfc3339", "events_in_content"],
        fill(
            """allocation_request:
  <<rid>>
  <<iss>>
  fleet: ranked-eu
  selectors:
    mode: ranked_5v5
    map_pool: s9-competitive
Explain to the matchmaking engineer why this allocation failed and what to change.

Allocation service response:
state: UnAllocated
reason: no GameServer matched selectors
candidates_checked: 214
fleet_status (reported by the fleet at 13:59:40Z): ready=0 reserved=3 allocated=211
last_fleet_scale: 2026-05-03T13:41:02Z (+20, max reached)""",
            rid=v("request_id", "id: alloc-req-" + g.hex(12)),
            iss=v("datetime", 'issued: "' + rfc3339(t) + '"'),
        ),
    )

    t = g.moment()
    atk = t - timedelta(minutes=g.small(20, 50))
    pos(
        "servers:b3-ddos-event",
        ["header_block", "b3_multi", "stable_sampled", "event_in_content"],
        fill(
            """<<tid>>
<<sid>>
X-B3-Sampled: 1

You write the player-facing status update after a network incident. No technical jargon, no blame.

Mitigation event (from the network provider):
{"attack_id":"atk-20260503-0071","target":"eu-west game ingress","started_at":"<<a0>>","ended_at":"<<a1>>","peak":"412 Gbps UDP reflection","mitigated":true,"player_impact":"elevated packet loss 3-9 % for 11 minutes"}

Status update:""",
            tid=v("trace_id", "X-B3-TraceId: " + g.hex(32)),
            sid=v("trace_id", "X-B3-SpanId: " + g.hex(16)),
            a0=rfc3339(atk),
            a1=rfc3339(atk + timedelta(minutes=11, seconds=g.small(0, 59))),
        ),
    )

    t = g.at(KST)
    l0 = t - timedelta(minutes=g.small(20, 40))
    pos(
        "servers:ko-server-log",
        ["non_english", "korean", "system_tail", "log_in_content"],
        fill(
            """당신은 게임 서버 운영 도우미입니다. 운영자가 붙여 넣은 로그를 보고 원인 후보를 두 가지만 한국어로 제시하세요.
<<now>>
<<rid>>

운영자: 아시아 2번 서버가 방금 재시작됐어요. 로그 붙입니다.
<<l0>> WARN  match-svc  heartbeat late (2,140 ms) from gs-ap2-0188
<<l1>> ERROR match-svc  gs-ap2-0188 marked unhealthy, 12 matches migrated
<<l2>> INFO  fleet      gs-ap2-0188 restarted (exit code 137)""",
            now=v("datetime", "현재 시각: " + ko_dt(t)),
            rid=v("request_id", "요청 ID: " + g.uuid4()),
            l0=iso_space(l0),
            l1=iso_space(l0 + timedelta(seconds=4)),
            l2=iso_space(l0 + timedelta(seconds=31)),
        ),
    )

    t = g.moment()
    pos(
        "servers:grpc-party",
        ["grpc_metadata", "header_block", "epoch_us", "error_in_content"],
        fill(
            """grpc metadata:
  grpc-timeout: 5S
  <<ctid>>
  <<rts>>
  user-agent: grpc-go/1.70.0

You help the online team read party-service errors. Explain the error below and whether the client should retry.

PartyService.JoinParty failed:
code = FAILED_PRECONDITION
message = "party p_8812aa is locked for matchmaking (ticket created 2026-05-03T14:02:17Z)"
details = [{"@type":"type.googleapis.com/party.v1.LockInfo","locked_by":"mm-ticket","ttl_seconds":45}]""",
            ctid=v("trace_id", "x-client-trace-id: " + g.uuid4()),
            rts=v("epoch", "x-party-request-ts-us: " + str(epoch_us(t))),
        ),
    )

    t = g.moment()
    pos(
        "servers:xml-qos-probes",
        ["xml_attr", "fetched_at", "probe_results_in_content"],
        fill(
            """Help the player understand their connection test. Plain words, and say which region they should pick.

<qos_probe_results <<at>> source="qos-beacons" player="P-8MZ2Q0-11207">
eu-west      avg 18 ms   jitter 2 ms   loss 0 %     probed 2026-05-03 12:40:11Z
eu-central   avg 31 ms   jitter 3 ms   loss 0 %     probed 2026-05-03 12:40:11Z
me-central   avg 96 ms   jitter 14 ms  loss 1.5 %   probed 2026-05-03 12:40:12Z
</qos_probe_results>

Player: Why does the game put me in Bahrain sometimes? My friends are there but I lag.""",
            at=v("datetime", 'fetched="' + rfc3339(t) + '"'),
        ),
    )

    t = g.at(MSK)
    pos(
        "servers:ru-traceparent",
        ["non_english", "russian", "header_block", "traceparent", "history_in_content"],
        fill(
            """<<now>>
<<tp>>
Ты помогаешь игрокам «Скайрич Арены» разобраться с рейтингом в подборе матчей. Отвечай по-русски, дружелюбно.

Игрок: Почему у меня упал рейтинг, я же выиграл больше, чем проиграл? Вот история за сегодня:
12:10  победа   +18
12:41  поражение  -31 (покинул союзник)
13:20  победа   +16
13:55  победа   +15
14:30  поражение  -29""",
            now=v("datetime", "Время запроса: " + ru_dt(t) + " MSK"),
            tp=v("trace_id", "traceparent: " + g.traceparent()),
        ),
    )

    t = g.moment()
    a0 = t - timedelta(minutes=g.small(25, 50))
    pos(
        "servers:ctime-footer-crashloop",
        ["tail", "ctime", "events_in_content"],
        fill(
            """You are the on-call assistant for Hollow Tide's dedicated servers. Read the allocation events and say what is
most likely wrong and what to try first.

Events for allocation 7f3c2a10 (node gs-pool-b-07):
<<e0>>  Received   Task received by client
<<e1>>  Started    Task started by client
<<e2>>  Terminated Exit Code: 139, Signal: 11
<<e3>>  Restarting Task restarting in 18.2s
<<e4>>  Terminated Exit Code: 139, Signal: 11
<<e5>>  Not Restarting  Exceeded allowed attempts 2 in interval 30m0s

<<built>>""",
            e0=rfc3339(a0),
            e1=rfc3339(a0 + timedelta(seconds=3)),
            e2=rfc3339(a0 + timedelta(minutes=4, seconds=12)),
            e3=rfc3339(a0 + timedelta(minutes=4, seconds=13)),
            e4=rfc3339(a0 + timedelta(minutes=8, seconds=40)),
            e5=rfc3339(a0 + timedelta(minutes=8, seconds=41)),
            built=v("datetime", "Context assembled: " + ctime(t)),
        ),
    )

    t = g.at("eu")
    pos(
        "servers:single-line-json-clienttime",
        ["non_english", "german", "json_inline", "head", "client_time", "ping_in_content"],
        fill(
            """{"app":"launcher",<<ct>>"locale":"de-DE","build":"1.7.1"}
Du hilfst Spielern von Harbor Owl bei Verbindungsproblemen. Antworte auf Deutsch, in kurzen Schritten.

Spieler: Mein Ping springt abends immer hoch. Hier der Test aus dem Launcher:
Server eu-central-1   Ping 24 ms   Verlust 0 %    (19:58)
Server eu-central-1   Ping 187 ms  Verlust 6 %    (21:03)
Server eu-central-1   Ping 211 ms  Verlust 9 %    (21:40)""",
            ct=v("datetime", '"clientTime":"' + rfc3339(t, 3) + '",'),
        ),
    )

    t = g.at("eu")
    pos(
        "servers:sv-match-history",
        ["non_english", "swedish", "system_tail", "match_ids_in_content"],
        fill(
            """Du är matchningsassistenten för Skyreach Arena. Svara på svenska och förklara rankningen enkelt.
<<now>>
<<rid>>

Spelare: Varför hamnar jag alltid mot folk som är mycket bättre? Mina senaste matcher:
match 01HZXW4Q7N2C8D0F5G6H7J8K9M  förlust  motståndarnas snittrank: Diamant II
match 01HZXWB1R4T6V8X0Y2Z4A6C8E0  förlust  motståndarnas snittrank: Diamant I
match 01HZXWJ9S3V5W7Y9A1B3D5F7H9  vinst    motståndarnas snittrank: Platina I""",
            now=v("datetime", "Nu: " + sv_dt(t)),
            rid=v("request_id", "Förfrågan: " + g.uuid7(t)),
        ),
    )

    t = g.moment()
    pos(
        "servers:lobby-footer-epoch-ns",
        ["tail", "footer", "epoch_ns", "lobby_in_content"],
        fill(
            """Explain this lobby state to the player in one sentence and tell them what to press.

Lobby L-55AC (custom game, host: GreyHeron)
Players: 7/10
Ready: 5/7
Countdown: paused (host left the ready area)
Created: 2026-05-03 13:51 UTC

-- lobby-helper
<<ns>>""",
            ns=v("epoch", "t_ns=" + g.epoch_ns(t)),
        ),
    )


# --- hand-written positives: anti-cheat reviews ----------------------------------------------------------------------


def _pos_anticheat(g: Gen65) -> None:
    t = g.at("eu")
    d0 = t - timedelta(days=g.small(2, 6), hours=g.small(1, 12))
    pos(
        "anticheat:review-console-table",
        ["md_table", "session_id", "detections_in_content"],
        fill(
            """You assist anti-cheat reviewers at Copperline Games. Weigh the evidence, say "uphold", "overturn" or "escalate",
and give the deciding evidence in one sentence.

| Review console | |
|---|---|
| Reviewer | j.okafor |
| Queue | aimbot-statistical |
<<ses>>
<<opn>>

Detection record (account A-55120931):
detected_at: <<d0>>
detector: aimstat-v6
headshot_ratio: 0.71 (ladder median 0.19)
snap_angle_p99: 162 deg in 0.03 s
matches_flagged: 9 of 11 since 2026-04-20
previous_actions: none

Decision:""",
            ses=v("session_id", "| Session | rv_" + g.b62(18) + " |"),
            opn=v("datetime", "| Opened | " + rfc3339(t) + " |"),
            d0=rfc3339(d0.astimezone(UTC)),
        ),
    )

    t = g.moment()
    pos(
        "anticheat:replay-fetch",
        ["inline_phrase", "parenthesised_id", "fetch", "killfeed_in_content"],
        fill(
            """You review replays for Skyreach Arena's anti-cheat team and comment on whether the play looks humanly possible.

Replay fetched <<at>> <<fid>> for this review:
match 01J0Q4ZK8F5X3M2N7P9R1T6W4Y, map Harbor Lights, round 7, match clock 01:42 to 01:31
01:42.3  Vireo (suspect) peeks B-long, eliminates Kestrel (headshot, 61 m)
01:41.9  Vireo turns 174 deg, eliminates Marlin (headshot, 8 m)
01:40.1  Vireo pre-fires through smoke, eliminates Thrush (headshot, 23 m, no line of sight)
01:31.0  round ends

Assessment:""",
            at=v("datetime", "at " + rfc3339(t)),
            fid=v("request_id", "(fetch " + g.ulid(t) + ")"),
        ),
    )

    t = g.moment()
    pos(
        "anticheat:single-line-json-hwid",
        ["json_inline", "head", "two_in_line", "hwid_in_content"],
        fill(
            """{"console":"ac-review",<<req>>"queue":"ban-evasion",<<ts>>"lang":"en"}
You assess ban-evasion links. Say whether the new account is likely the banned player, with the strongest signal.

Banned account: A-33019822 (banned 2026-03-30, wallhack, permanent)
New account:    A-60112874 (created 2026-04-27)
Shared signals:
- HWID hash 9f2c41d0a7e3 on both (first seen on the new account 2026-04-27 18:02 UTC)
- Same payment card fingerprint: no
- Same home IP block: yes (203.0.113.0/24)
- Friends overlap: 14 of 16""",
            req=v("request_id", '"req":"' + g.uuid4() + '",'),
            ts=v("epoch", '"ts":' + str(epoch_s(t)) + ","),
        ),
    )

    t = g.at("eu")
    m0 = (t - timedelta(hours=g.small(2, 8))).astimezone(UTC)
    pos(
        "anticheat:log4j-movement",
        ["header_block", "head", "log4j", "validation_log_in_content"],
        fill(
            """<<req_at>>
Queue: movement-validation
You explain server-side movement validation flags to reviewers. Say whether this looks like a speed hack or like
network trouble.

[<<m0>>] WARN  MoveValidator  player=A-71820455 dist=14.8m dt=0.50s speed=29.6m/s max=9.5m/s correction=hard
[<<m1>>] WARN  MoveValidator  player=A-71820455 dist=15.1m dt=0.50s speed=30.2m/s max=9.5m/s correction=hard
[<<m2>>] INFO  NetStats       player=A-71820455 rtt=41ms loss=0.0% jitter=3ms
[<<m3>>] WARN  MoveValidator  player=A-71820455 dist=14.9m dt=0.50s speed=29.8m/s max=9.5m/s correction=hard

Verdict:""",
            req_at=v("datetime", "Requested-At: " + log4j_iso(t)),
            m0=iso_space(m0),
            m1=iso_space(m0 + timedelta(seconds=1)),
            m2=iso_space(m0 + timedelta(seconds=1, microseconds=400000)),
            m3=iso_space(m0 + timedelta(seconds=2)),
        ),
    )

    t = g.at(CST8)
    pos(
        "anticheat:zh-stat-report",
        ["non_english", "chinese", "header_block", "head", "report_in_content"],
        fill(
            """<<at>>
<<ses>>
你是反作弊复核助手。请根据下面的统计报告判断是否需要人工复查，并用中文给出一句理由。

统计报告（账号 CN-88012744）：
检测时间：2026-05-02 21:47:09
命中率：68%（同段位中位数 21%）
爆头率：0.74
可疑对局：11 局中 10 局
历史处罚：无""",
            at=v("datetime", "审核请求时间：" + zh_dt(t)),
            ses=v("session_id", "复核会话：" + g.xid(t)),
        ),
    )

    t = g.moment()
    tr0 = t - timedelta(hours=g.small(20, 30))
    pos(
        "anticheat:teams-activity-rmt",
        ["json_block", "teams_activity", "envelope_vs_payload", "trades_in_content"],
        fill(
            """You are the economy-integrity assistant in the Hollow Tide Teams channel. Answer the analyst's question about the
trade log in the message.

{
  "type": "message",
  <<aid>>
  <<ats>>
  "channelId": "msteams",
  "from": {"name": "Priya Raman"},
  "conversation": {"id": "19:economy-integrity@thread.tacv2"},
  "text": "Does this look like real-money trading? trade_id,ts,from,to,item,gold\\nt_991204,<<e0>>,A-1102,A-8840,Abyssal Pearl,1\\nt_991207,<<e1>>,A-8840,A-5521,Abyssal Pearl,1\\nt_991209,<<e2>>,A-5521,A-1102,-,2400000"
}""",
            aid=v("message_id", '"id": "' + str(epoch_ms(t)) + '",'),
            ats=v("datetime", '"timestamp": "' + rfc3339(t, 3) + '",'),
            e0=str(epoch_s(tr0)),
            e1=str(epoch_s(tr0) + 37),
            e2=str(epoch_s(tr0) + 95),
        ),
    )

    t = g.moment()
    pos(
        "anticheat:html-comment-kv",
        ["html_comment", "key_value_inline", "hex_id", "epoch_s", "driver_report_in_content"],
        fill(
            """<!-- tool=acr <<req>> <<at>> queue=kernel -->
You summarise kernel anti-cheat integrity reports for reviewers: what was found, how serious it is, and whether it
is known to be a false positive.

Integrity report IR-2026-0503-0071
reported: 2026-05-03T09:12:40Z
module: vgk_shim.sys (unsigned), loaded 2026-05-03T09:11:58Z
finding: handle to game process with PROCESS_VM_WRITE from an unsigned driver
known_false_positives: RGB lighting utility "GlowSync" 3.2 (fixed in 3.2.1)
installed_software (player-reported): GlowSync 3.2""",
            req=v("request_id", "req=" + g.hex(24)),
            at=v("epoch", "at=" + str(epoch_s(t))),
        ),
    )

    t = g.at("ee")
    pos(
        "anticheat:uk-review",
        ["non_english", "ukrainian", "system_tail", "detection_in_content"],
        fill(
            """Ти — помічник рецензентів античиту студії «Мідний кит». Відповідай українською, коротко: «підтвердити»,
«скасувати» або «передати далі», і одне речення чому.
<<now>>

Запис детекції (акаунт UA-40918277):
час виявлення: 2026-05-02 22:14:51
детектор: triggerbot-v3
реакція після появи цілі: 0–8 мс у 94 % пострілів
попередні порушення: немає""",
            now=v("datetime", "Зараз: " + uk_dt(t)),
        ),
    )

    t = g.moment()
    pos(
        "anticheat:kick-review-case-vs-session",
        ["header_block", "case_details_stable", "session_id", "kick_dates_stay"],
        fill(
            """You help the integrity team at Ironbark Games answer players who were kicked by the client integrity check. Be
respectful and specific; do not reveal detection methods.

Case: KCK-2026-04417
Account: A-20557193
Kicked: 2026-04-21 03:12 UTC, 03:40 UTC and 04:05 UTC (overlay injected into the game process)
Player message received: 2026-04-29
<<ses>>

Player's message: "I got kicked mid-match three times that night. I only run my streaming overlay, I've used it since 2019."

Reply:""",
            ses=v("session_id", "Reviewer session: " + g.uuid4()),
        ),
    )

    t = g.at("il")
    pos(
        "anticheat:he-review",
        ["non_english", "hebrew", "system_tail", "report_in_content"],
        fill(
            """אתה עוזר לצוות האנטי-צ'יט של סטודיו "ינשוף הנמל". ענה בעברית, במשפט אחד: לאשר, לבטל או להעביר לבדיקה.
<<now>>
<<sid>>

דיווח שחקנים על חשבון IL-77310452:
נפתח: 2026-05-01 19:22
סיבה: "רואה דרך קירות"
מספר דיווחים: 23 מ-19 שחקנים שונים
תוצאת בדיקה אוטומטית: לא נמצאה חתימה מוכרת""",
            now=v("datetime", "השעה כעת: " + he_dt(t)),
            sid=v("session_id", "מזהה סשן: " + g.nanoid()),
        ),
    )

    t = g.at("eu")
    pos(
        "anticheat:dotnet-demo",
        ["header_block", "dotnet_roundtrip", "stable_neighbours", "demo_in_content"],
        fill(
            """DemoInspector for reviewers. Explain what the demo ticks show and whether the crosshair movement looks assisted.
Tool: demo-inspector 2.4
<<ts>>
Tenant: copperline-ac

Demo ticks 48120-48136 (128 tick, player Vireo):
48120  yaw 12.4   pitch -2.1   target: none
48124  yaw 12.5   pitch -2.1   target: Kestrel enters view
48125  yaw 71.9   pitch -6.8   target: Kestrel (head)
48126  fire
48136  yaw 71.9   pitch -6.8   target: Kestrel eliminated

Assessment:""",
            ts=v("datetime", "RequestTimestamp: " + dotnet_o(t, g.small(0, 10))),
        ),
    )


# --- hand-written positives: community moderation --------------------------------------------------------------------


def _pos_moderation(g: Gen65) -> None:
    t = g.moment()
    c0 = t - timedelta(minutes=g.small(30, 90))
    pos(
        "moderation:sqs-chat-report",
        ["json_block", "sqs_message", "envelope_vs_payload", "chat_in_content"],
        fill(
            """You are the chat-report triage assistant for Kart Comet. Decide: no action, warning, 24 h chat mute, or escalate
to a human. One line of reasoning. The report below arrived from the report queue for this request.

{
  <<mid>>
  "MD5OfBody": "6f1ed002ab5595859014ebf0951522d9",
  "Body": "{\\"report_id\\":\\"cr_70211\\",\\"reported\\":\\"NitroNed\\",\\"reporter\\":\\"pixie_lap\\",\\"lines\\":[\\"[<<c0>>] NitroNed: ur so bad uninstall\\",\\"[<<c1>>] NitroNed: report me idc\\",\\"[<<c2>>] pixie_lap: gg\\"]}",
  "Attributes": {
    <<sent>>
    "ApproximateReceiveCount": "1"
  }
}
Decision:""",
            mid=v("message_id", '"MessageId": "' + g.uuid4() + '",'),
            sent=v("epoch", '"SentTimestamp": "' + str(epoch_ms(t)) + '",'),
            c0=f"{c0:%H:%M:%S}",
            c1=f"{c0 + timedelta(seconds=14):%H:%M:%S}",
            c2=f"{c0 + timedelta(seconds=40):%H:%M:%S}",
        ),
    )

    t = g.moment()
    pos(
        "moderation:ugc-queue-snapshot",
        ["inline_phrase", "parenthesised_id", "queue_in_content"],
        fill(
            """You pre-screen player-made maps for Starforge Tactics. Flag maps that may break the content rules (hate symbols,
real-world violence, sexual content, personal data) and say why; otherwise say "looks fine".

Review queue <<at>> <<qid>> for this request:
map m-4471 "Glass Canyon"      by dune_sailor   uploaded 2026-05-02 18:14 UTC  title/description only
map m-4475 "My Ex's House"     by bitter_bee    uploaded 2026-05-02 21:40 UTC  description: "real address in the notes lol"
map m-4479 "Siege of Aldmoor"  by ravenmoor     uploaded 2026-05-03 07:02 UTC  description: "historical-style siege, no gore"

Screening:""",
            at=v("datetime", "as of " + rfc3339(t)),
            qid=v("request_id", "(queue read " + g.b58(14) + ")"),
        ),
    )

    t = g.at("eu")
    pos(
        "moderation:fr-clan-names",
        ["non_english", "french", "system_tail", "long_date_fr", "names_in_content"],
        fill(
            """Tu modères les noms de clans du serveur francophone de Skyreach Arena. Pour chaque nom, réponds « accepté » ou
« refusé » avec la règle concernée (insulte, haine, sexuel, usurpation du studio).
<<now>>

Noms soumis depuis le 1er mai :
1. Les Mouettes Rieuses (soumis le 01/05/2026 à 18:02)
2. Staff Officiel Ironbark (soumis le 02/05/2026 à 09:15)
3. Team Croissant Chaud (soumis le 02/05/2026 à 21:47)""",
            now=v("date", "Date du jour : " + fr_long(t)),
        ),
    )

    t = g.moment()
    pos(
        "moderation:asr-job-sentence",
        ["inline_phrase", "run_id", "transcript_in_content"],
        fill(
            """You review voice-chat reports for Hollow Tide. Quote the line that breaks the rules, if any, and suggest the
action from the policy (warning, 3-day voice ban, 14-day voice ban, escalate).
Transcription job <<job>> finished <<at>> on asr-pool-2.

Report VR-55812 (reported player: Gannet), excerpt with timecodes from the recording:
[00:00:04] Gannet: who took my boat, seriously
[00:00:09] Pelican: it was me, sorry, I'll bring it back
[00:00:15] Gannet: I know where you live, I'll come find you
[00:00:19] Pelican: ok that's weird

Action:""",
            job=v("run_id", "asr_" + g.cuid2()),
            at=v("datetime", "at " + rfc3339(t)),
        ),
    )

    t = g.at("eu")
    pos(
        "moderation:it-forum-report",
        ["non_english", "italian", "header_block", "head", "post_in_content"],
        fill(
            """<<now>>
<<rid>>
Sei l'assistente di moderazione del forum italiano di Kart Comet. Rispondi in italiano: "nessuna azione",
"modifica del post" o "rimozione", con il motivo.

Segnalazione sul post #88214 (autore: turbo_gianni, pubblicato il 02/05/2026 alle 22:41):
"Chi vuole comprare account con tutte le auto sbloccate? Scrivetemi su Telegram, prezzi bassi."
Segnalato da: 4 utenti""",
            now=v("datetime", "Ora attuale: " + it_dt(t)),
            rid=v("request_id", "ID richiesta: " + g.uuid7(t)),
        ),
    )

    t = g.moment()
    reported = t - timedelta(minutes=g.small(5, 40))
    pos(
        "moderation:discord-message-vs-reported",
        ["header_block", "snowflake", "stable_snowflakes", "reported_message_in_content"],
        fill(
            """You are Wick, the moderation helper in the Emberfall community Discord. Decide whether the reported message breaks
rule 4 (no trading or selling accounts) and answer "ok" or "remove: <reason>".
guild_id: 1052001187746324480
channel_id: 1052001187746324486
<<mid>>
reporter: lanternjay

Reported message (id <<rid>>, sent <<rt>>, author: goldfarm_gus):
"selling lvl 60 accounts w/ all mounts, cheap, dm me"

Decision:""",
            mid=v("message_id", "message_id: " + g.snowflake(t)),
            rid=g.snowflake(reported),
            rt=rfc3339(reported),
        ),
    )

    t = g.moment()
    pos(
        "moderation:chatml-stamp-own-line",
        ["chat_template", "chatml", "whole_line_in_turn", "reports_in_content"],
        fill(
            """<|im_start|>system
You summarise the player-report queue for the Pocket Legion moderation stand-up: counts by category and anything
that needs a human today.
<<stamp>>
<|im_end|>
<|im_start|>user
Report queue export:
category,open,oldest_open,median_age_h
harassment,41,2026-04-29 08:12,19
cheating,17,2026-04-30 22:40,11
inappropriate_name,63,2026-04-27 15:05,41
spam,8,2026-05-02 10:31,3<|im_end|>
<|im_start|>assistant
""",
            stamp=v("datetime", "Stamp: " + py_iso(t)),
        ),
    )

    t = g.at("ee")
    pos(
        "moderation:el-report",
        ["non_english", "greek", "system_tail", "report_in_content"],
        fill(
            """Είσαι ο βοηθός συντονισμού της ελληνικής κοινότητας του Emberfall Online. Απάντησε στα ελληνικά: «καμία
ενέργεια», «προειδοποίηση» ή «αποκλεισμός συνομιλίας 24 ωρών», με μία πρόταση αιτιολόγησης.
<<now>>
<<sid>>

Αναφορά παίκτη (αναφέρθηκε στις 02/05/2026 23:10):
Παίκτης: KapetanNikos
Μήνυμα: «Όποιος δεν ξέρει να παίζει να μη μπαίνει στο raid, χάνουμε χρόνο.»""",
            now=v("datetime", "Τρέχουσα ώρα: " + el_dt(t)),
            sid=v("session_id", "Συνεδρία: " + g.cuid2()),
        ),
    )

    t = g.at(IST)
    pos(
        "moderation:hi-chat-report",
        ["non_english", "hindi", "system_tail", "chat_in_content"],
        fill(
            """आप "पॉकेट लीजन" के भारतीय सर्वर के मॉडरेशन सहायक हैं। हिंदी में जवाब दें: "कोई कार्रवाई नहीं", "चेतावनी" या
"24 घंटे चैट म्यूट", और एक वाक्य में कारण।
<<now>>

रिपोर्ट की गई चैट (गिल्ड "शेरदिल"):
[21:14] raju_op: kal raid 9 baje hai sab aana
[21:15] vikky77: tu hi aa, noob
[21:15] vikky77: tere jaise log guild barbaad karte hain""",
            now=v("datetime", "वर्तमान समय: " + hi_dt(t)),
        ),
    )

    t = g.at("us")
    pos(
        "moderation:sent-suffix-mute-appeal",
        ["sent_suffix", "last_user", "us_medium", "mute_in_content"],
        fill(
            """You handle chat-mute appeals for Skyreach Arena. The player's mute record is below; explain it and say whether
the appeal can be granted under the policy (first offence, no slurs: may be shortened once).

Mute record: 72 h chat mute issued 2026-05-02 19:40 UTC for "repeated insults", first offence, no slurs.

Player: I was tilted, I know, sorry. Can you shorten it? I have a tournament with my team tomorrow <<sent>>
Assistant:""",
            sent=v("datetime", "(sent " + us_medium(t) + ")"),
        ),
    )

    t = g.at("us")
    pos(
        "moderation:windows-clock-filter-stats",
        ["header_block", "windows_datetime", "stats_in_content"],
        fill(
            """Chat filter reporting assistant for the Hollow Tide community team. Explain the numbers to a new moderator.
Workstation: MOD-WS-14
<<clk>>
Filter list version: 2026.04.2

Filter hits, last 7 days:
category         hits     top term added on
slurs            1,204    2025-11-02
spam_links       8,771    2026-04-18
personal_info      392    2026-01-09
gold_selling     2,055    2026-04-24

Moderator: Why did spam_links go up so much this week?
Assistant:""",
            clk=v("datetime", "Workstation time: " + windows_general(t)),
        ),
    )


# --- hand-written positives: localisation of in-game text ------------------------------------------------------------


def _pos_loc(g: Gen65) -> None:
    t = g.moment()
    pos(
        "loc:string-table-pull",
        ["inline_phrase", "parenthesised_id", "pull", "string_table_in_content"],
        fill(
            """You check German translations of Emberfall UI strings against their character limits and the glossary. List
only the strings that break a rule.

String table pulled <<at>> <<pull>> for this request:
string_id,context,max_chars,en,de,last_modified
UI_SHOP_BUY,button,10,Buy,Kaufen,2026-04-22T10:14:03Z
UI_SHOP_GIFT,button,10,Send as gift,Als Geschenk senden,2026-04-30T08:41:55Z
UI_GUILD_BANK,tab title,14,Guild Bank,Gildenbank,2026-03-02T16:20:11Z
UI_MOUNT_SUMMON,tooltip,40,Summon your mount,Reittier herbeirufen,2026-04-30T08:42:19Z

Glossary: mount = Reittier, guild = Gilde, gift = Geschenk""",
            at=v("datetime", "at " + rfc3339(t)),
            pull=v("request_id", "(pull " + g.tsid(t) + ")"),
        ),
    )

    t = g.at(JST)
    pos(
        "loc:ja-lqa-overflow",
        ["non_english", "japanese", "system_tail", "rfc3339_offset", "lqa_in_content"],
        fill(
            """あなたはゲーム翻訳のLQA担当アシスタントです。文字数制限を超えている訳文を指摘し、短い代案を日本語で出してください。
<<now>>

テスター: 以下の3件、UIで見切れていました。
ID: ITEM_DESC_0412  上限: 24文字  訳文: 「潮の力を宿した古代の銛。水中での攻撃力が上がる。」
ID: ITEM_DESC_0415  上限: 24文字  訳文: 「灯台守の形見。夜間に周囲を照らす。」
ID: QUEST_TITLE_088  上限: 12文字  訳文: 「沈んだ鐘楼と忘れられた歌」""",
            now=v("datetime", "現在: " + rfc3339(t)),
        ),
    )

    t = g.moment()
    pos(
        "loc:chatml-vo-script",
        ["chat_template", "chatml", "inline_sentence", "iso_date", "vo_sheet_in_content"],
        fill(
            """<|im_start|>system
You adapt English voice-over lines for Hollow Tide's Spanish (Spain) dub so that each line fits the original take's
duration within 10 %. <<today>> Keep character names in English.<|im_end|>
<|im_start|>user
VO sheet, scene 07 (recorded 2026-04-14, session VO-ES-031):
line_id      speaker   duration  en
VO_07_014    Maren     2.4 s     "The tide's turning. Move, now."
VO_07_015    Oskar     3.1 s     "I'm not leaving the lighthouse without the logbook."
VO_07_016    Maren     1.6 s     "Then grab it and run!"<|im_end|>
<|im_start|>assistant
""",
            today=v("date", "Current date: " + iso_date(t) + "."),
        ),
    )

    t = g.moment()
    pos(
        "loc:subtitle-session-started",
        ["header_block", "session_id", "rfc3339", "timecodes_in_content"],
        fill(
            """Subtitle timing helper for Starforge Tactics cutscenes. Check each subtitle against the rules: at most 42
characters per line, at least 1.2 s on screen, no overlap.
<<ses>>
<<st>>
Language: pt-BR

1
00:01:12,400 --> 00:01:13,100
Recuem! Agora!

2
00:01:13,000 --> 00:01:16,800
A muralha norte não vai aguentar mais uma investida das máquinas de cerco.

3
00:01:17,200 --> 00:01:19,000
Então vamos segurá-la com as próprias mãos.""",
            ses=v("session_id", "Session: " + g.nanoid()),
            st=v("datetime", "Session started: " + rfc3339(t)),
        ),
    )

    t = g.moment()
    pos(
        "loc:glyph-check-run",
        ["inline_phrase", "run_id", "glyph_report_in_content"],
        fill(
            """Glyph check run <<run>> finished <<at>> against font pack fp-cjk-7.
You explain font coverage reports to the localisation producer and say which strings will render as boxes.

Missing glyphs (font: NotoSansCJK-Subset-Game, used for ko-KR, zh-Hans, zh-Hant):
U+9F98 龘  used in zh-Hant string NPC_NAME_0081
U+3402 㐂  used in zh-Hans string ACH_DESC_0117
U+D7A3 힣  used in ko-KR string CHAT_EMOTE_044

Producer: Do we need a new font build before the Asia launch on 2026-06-18?
Assistant:""",
            run=v("run_id", "gc_" + g.uuid7(t)),
            at=v("datetime", "at " + rfc3339(t)),
        ),
    )

    t = g.at(KST)
    pos(
        "loc:ko-request-stamp",
        ["non_english", "korean", "header_block", "head", "strings_in_content"],
        fill(
            """<<at>>
<<rid>>
당신은 게임 현지화 검수 도우미입니다. 아래 한국어 번역에서 용어집과 다른 표현을 찾아 한국어로 알려 주세요.

용어집: guild = 길드, raid = 레이드, mount = 탈것
번역문:
QUEST_0412: "길드원과 함께 공격대에 참여하세요."
ITEM_0088: "새로운 탈것을 소환할 수 있습니다."
UI_0301: "레이드 입장 시간: 매주 수요일 20:00"
""",
            at=v("datetime", "요청 시각: " + ko_dt(t)),
            rid=v("request_id", "요청 ID: " + g.ulid(t)),
        ),
    )

    t = g.at("eu")
    pos(
        "loc:de-today-terms",
        ["non_english", "german", "system_tail", "localized_long_date", "terms_in_content"],
        fill(
            """Du prüfst deutsche Item-Namen für Starforge Tactics auf Einheitlichkeit. Antworte auf Deutsch und schlage für
jede Abweichung eine Schreibweise vor.
<<now>>

Item-Namen aus dem Export vom 28.04.2026:
ITEM_SWORD_014  Klinge des Nordwinds
ITEM_SWORD_015  Nordwind-Klinge (verbessert)
ITEM_BOW_007    Bogen der nördlichen Winde
ITEM_SHIELD_022 Schild des Nordwindes""",
            now=v("date", "Heute: " + de_long(t)),
        ),
    )

    t = g.at(AST3)
    pos(
        "loc:ar-rtl-strings",
        ["non_english", "arabic", "system_tail", "strings_in_content"],
        fill(
            """أنت مراجع ترجمة لواجهة لعبة "كارت كوميت". تحقق من أن النصوص العربية لا تتجاوز الحد الأقصى للأحرف وأن الأرقام
تظهر بالاتجاه الصحيح. أجب بالعربية.
<<now>>

المعرف: UI_RACE_COUNTDOWN  الحد: 20  النص: "يبدأ السباق خلال 3 ثوانٍ"
المعرف: UI_SEASON_END      الحد: 28  النص: "ينتهي الموسم في 2026-06-16"
المعرف: UI_RANK_UP         الحد: 18  النص: "ترقية إلى الدوري الذهبي!\"""",
            now=v(
                "date", "تاريخ اليوم: " + f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}".translate(AR_DIGITS)
            ),
        ),
    )

    t = g.at(BRT)
    pos(
        "loc:ptbr-epoch-ms",
        ["non_english", "portuguese", "header_block", "epoch_ms", "slang_in_content"],
        fill(
            """Você revisa a localização em português do Brasil do Skyreach Arena. Aponte gírias que soam forçadas e sugira
alternativas naturais.
Projeto: skyreach-ptbr
<<ts>>
Revisor: camila.s

Falas do anúncio de temporada (versão de 2026-04-25):
"E aí, galera! A Temporada 9 chegou chegando, bora meter o louco nas ranqueadas!"
"Pega a visão: skins novas na loja a partir de 18/06."
"Não dá mole, o passe de batalha acaba em 16/06!\"""",
            ts=v("epoch", "Carimbo da requisição (ms): " + str(epoch_ms(t))),
        ),
    )

    t = g.at(CST8)
    pos(
        "loc:zh-glossary",
        ["non_english", "chinese", "system_tail", "glossary_in_content"],
        fill(
            """你是游戏本地化术语检查助手。请对照术语表，找出译文中不一致的术语，用中文列出并给出修改建议。
<<at>>
<<sid>>

术语表：Tidecaller = 唤潮者；Lighthouse Keeper = 灯塔守护人；Harbor District = 港口区
译文（2026-04-30 导出）：
QUEST_101：“前往港湾区，与灯塔看守人对话。”
QUEST_102：“唤潮者的力量正在苏醒。”
QUEST_103：“港口区的钟声在午夜响起。”""",
            at=v("datetime", "请求时间：" + zh_dt(t)),
            sid=v("session_id", "会话：" + g.uuid4()),
        ),
    )

    t = g.at("eu")
    pos(
        "loc:cs-dialogue",
        ["non_english", "czech", "system_tail", "dialogue_in_content"],
        fill(
            """Jsi asistent pro kontrolu české lokalizace hry Emberfall. Odpovídej česky a upozorni na chybné skloňování jmen
a nekonzistentní oslovení (tykání/vykání).
<<now>>

Dialog NPC_HARBORMASTER (verze 2026-04-27):
„Vítejte v přístavu, cizinče. Co tě sem přivádí?“
„Loď Maren odplouvá za úsvitu. Pokud chcete jet, zaplať dvacet zlatých.“
„S Marenou se raději nehádej.“""",
            now=v("datetime", "Aktuální čas: " + cs_dt(t)),
        ),
    )

    t = g.moment()
    pos(
        "loc:request-xml-attrs",
        ["xml_attr", "two_attrs", "uuid", "strings_in_content"],
        fill(
            """<loc_request app="loc-assist" <<rid>> <<at>> target="fr-FR">
Translate the new strings into French for France. Keep placeholders such as {player} and {count} unchanged, and
respect the character limits.
</loc_request>

STR_FRIEND_INVITE (max 40): "{player} invited you to a party"
STR_ITEMS_LEFT (max 30): "{count} items left in stock"
STR_EVENT_ENDS (max 34): "Event ends on {date} at {time}\"""",
            rid=v("request_id", 'request="' + g.uuid4() + '"'),
            at=v("datetime", 'at="' + rfc3339(t) + '"'),
        ),
    )


# --- hand-written positives: platform certification ------------------------------------------------------------------


def _pos_cert(g: Gen65) -> None:
    t = g.moment()
    pos(
        "cert:portal-response-headers",
        ["http_response", "header_block", "http_date", "request_id", "submission_in_content"],
        fill(
            """You explain platform certification results to the producer of Hollow Tide. The submission status below was
fetched from the certification portal's API for this request.

HTTP/1.1 200 OK
<<d>>
Content-Type: application/json
<<xr>>
X-Portal-Api-Version: 7

{"submission":"SUB-2026-118204","title":"Hollow Tide","version":"1.7.0","submitted":"2026-04-28T16:02:11Z","result":"FAIL","result_date":"2026-05-01T09:30:00Z","findings":[{"req":"4.12","severity":"must-fix","note":"Game does not resume correctly after suspend during the save indicator"},{"req":"7.3","severity":"should-fix","note":"Store product name differs from the in-game title screen"}]}

Producer: What do we have to fix before resubmitting, and how bad is it?
Assistant:""",
            d=v("datetime", "Date: " + http_date(t)),
            xr=v("request_id", "X-Request-ID: " + g.uuid4()),
        ),
    )

    t = g.moment()
    pos(
        "cert:precert-run-sentence",
        ["inline_phrase", "run_id", "checklist_in_content"],
        fill(
            """You turn pre-certification results into a checklist for the certification lead at Ironbark Games.
Pre-cert run <<run>> started <<at>> on devkit pool dk-eu.

Results for Skyreach Arena 2.0.0 (submission candidate, built 2026-04-30 22:14 UTC):
- Boot within 20 s of launch: pass (11.8 s)
- Save data under 512 MB: pass (84 MB)
- Trophy list matches the store configuration: FAIL (trophy 37 "Tidebreaker" missing description)
- Network loss during matchmaking shows an error within 15 s: pass
- Age-gated content hidden for child accounts: not run (test account expired 2026-04-26)

Checklist:""",
            run=v("run_id", "pc_" + g.ulid(t)),
            at=v("datetime", "at " + rfc3339(t)),
        ),
    )

    t = g.moment()
    pos(
        "cert:achievement-validation-json",
        ["json_block", "head", "validation_run", "achievements_in_content"],
        fill(
            """{
  "tool": "ach-validator",
  <<vid>>
  <<vat>>
  "platform": "xbox"
}
Explain the validation errors in the achievement list to the designer, and propose fixed text where needed.

Achievement list (Kart Comet, last edited 2026-04-29):
ACH_01  "First Lap"          gamerscore 10   description: "Finish your first race."
ACH_17  "Comet Tail"         gamerscore 50   description: ""
ACH_22  "Perfect Drift"      gamerscore 0    description: "Drift for 10 seconds without touching a wall."
total gamerscore: 1,010 (limit for the base game: 1,000)""",
            vid=v("run_id", '"validation_id": "' + g.uuid7(t) + '",'),
            vat=v("datetime", '"validated_at": "' + rfc3339(t, 3) + '",'),
        ),
    )

    t = g.moment()
    pos(
        "cert:http-date-header-block",
        ["header_block", "http_date", "stable_neighbours", "requirements_in_content"],
        fill(
            """Host: certassist.copperline.internal
<<d>>
Accept-Language: en-GB

You answer questions about the console save-data requirements using only the excerpt below.

Excerpt (requirements document v27, effective 2026-03-01):
R-SAVE-03: Titles must not write more than 64 MB of save data per minute of play, averaged over any 10 minutes.
R-SAVE-05: Save operations must show an indicator while writing and must survive a suspend at any point.
R-SAVE-09: Titles must handle a full storage device with the system error dialog.

Question: Our autosave writes 9 MB every 30 s, plus a 140 MB write when a chapter ends. Are we within R-SAVE-03?
Answer:""",
            d=v("datetime", "Date: " + http_date(t)),
        ),
    )

    t = g.at("eu")
    r0 = t - timedelta(hours=g.small(16, 22))
    pos(
        "cert:desk-session-suspend",
        ["header_block", "session_id", "opened", "results_in_content"],
        fill(
            """Cert desk assistant for Harbor Owl. Summarise suspend/resume test results for the submission notes, grouped by
pass and fail.
<<ses>>
<<opn>>
Platform: PS5

Run SR-0415 (devkit DK-0211, build 1.3.2):
<<r0>>  suspend in main menu, resume after 10 min     pass
<<r1>>  suspend during save indicator, resume         FAIL (save slot 2 corrupted)
<<r2>>  suspend in online race, resume after 2 h     pass (returned to lobby with message)
<<r3>>  suspend during loading screen, resume        pass""",
            ses=v("session_id", "Desk session: " + g.b62(20)),
            opn=v("datetime", "Opened: " + rfc3339(t)),
            r0=iso_space(r0),
            r1=iso_space(r0 + timedelta(minutes=23)),
            r2=iso_space(r0 + timedelta(minutes=51)),
            r3=iso_space(r0 + timedelta(hours=3, minutes=2)),
        ),
    )

    t = g.at(JST)
    pos(
        "cert:ja-today-submission",
        ["non_english", "japanese", "system_tail", "weekday_date", "schedule_in_content"],
        fill(
            """あなたはプラットフォーム認証の進行管理アシスタントです。提出スケジュールを確認し、間に合うかどうかを日本語で答えてください。
<<today>>

担当者: 修正版の提出スケジュールです。
・修正ビルド作成: 2026年5月8日
・社内プレチェック: 2026年5月11日〜12日
・再提出: 2026年5月13日
・審査期間: 営業日で5日
・発売日: 2026年5月28日
このスケジュールで発売日に間に合いますか？""",
            today=v("date", "本日: " + ja_date(t)),
        ),
    )

    t = g.moment()
    pos(
        "cert:id-token-claims",
        ["id_token_claims", "iat_exp_nonce", "stable_iss_sub", "store_metadata_in_content"],
        fill(
            """You check store metadata for the publisher portal before it goes to the platform holder. The portal session's
id-token claims are listed for audit.

iss: https://login.publisher-portal.example
sub: 00u8k2m4q7ZpXy
<<iat>>
<<exp>>
<<nonce>>
email: release.mgr@copperline.example

Store metadata draft (Kart Comet DLC "Aurora Pass"):
Title: Kart Comet - Aurora Pass
Release date: 2026-06-18
Price: USD 4.99
Short description: "A new night-time track with 3 shortcuts and a glowing kart body."
Rating: same as base game

Problems:""",
            iat=v("epoch", "iat: " + str(epoch_s(t))),
            exp=v("epoch", "exp: " + str(epoch_s(t) + 3600)),
            nonce=v("nonce", "nonce: " + g.b64url(16)),
        ),
    )

    t = g.moment()
    pos(
        "cert:submission-call-headers",
        ["http_request", "header_block", "idempotency_key", "request_id", "response_in_content"],
        fill(
            """The portal tool sent this resubmission for this request; the platform's answer is below it. Tell the release
manager whether the resubmission was accepted and what happens next.

POST /v2/submissions HTTP/1.1
Host: cert-api.platform.example
Authorization: Bearer [redacted]
<<idem>>
<<xr>>
Content-Type: application/json

{"title_id":"HT-0091","version":"1.7.1","build_id":"1.7.1+cl.91022","previous_submission":"SUB-2026-118204","fixed_findings":["4.12","7.3"],"requested_release":"2026-05-20"}

Answer from the platform:
{"submission":"SUB-2026-120377","status":"queued","queue_position":14,"estimated_start":"2026-05-06","review_days":5,"note":"Previous findings 4.12 and 7.3 will be re-tested first."}

Release manager: So are we on track for the 20th?
Assistant:""",
            idem=v("request_id", "Idempotency-Key: " + g.uuid4()),
            xr=v("request_id", "X-Request-Id: " + g.hex(32)),
        ),
    )

    t = g.at("ee")
    pos(
        "cert:fi-timeline",
        ["non_english", "finnish", "header_block", "head", "timeline_in_content"],
        fill(
            """<<now>>
Studio: Revontuli Games
Olet sertifiointiavustaja. Vastaa suomeksi ja lyhyesti: ehtiikö peli julkaisuun.

Tuottaja: Tässä aikataulu.
Korjattu versio valmis: 12.5.2026
Uudelleenlähetys alustalle: 13.5.2026
Tarkastus kestää: 5 arkipäivää
Julkaisu: 22.5.2026 klo 10.00""",
            now=v("datetime", "Nyt: " + fi_dt(t)),
        ),
    )

    t = g.moment()
    pos(
        "cert:sigv4-report-fetch",
        ["sigv4", "header_block", "iso_basic", "authorization", "report_in_content"],
        fill(
            """The certification report was downloaded for this request with the call below. Summarise the report for the
Hollow Tide producer in three bullets.

GET /cert-reports/hollow-tide/SUB-2026-118204/report.txt HTTP/1.1
Host: cert-reports.s3.eu-west-1.amazonaws.com
<<amzdate>>
x-amz-content-sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
<<auth>>

report.txt:
Submission SUB-2026-118204, Hollow Tide 1.7.0, tested 2026-04-29 to 2026-05-01
4.12 MUST FIX  Suspend during the save indicator: resume shows a black screen (3 of 5 attempts)
7.3  SHOULD FIX  Store product name "Hollow Tide: Deluxe" differs from title screen "Hollow Tide"
9.1  PASS  Network loss handled with the system dialog
Overall: FAIL, resubmission allowed after 2026-05-04""",
            amzdate=v("datetime", "x-amz-date: " + f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"),
            auth=v(
                "signature",
                "Authorization: AWS4-HMAC-SHA256 Credential=AKIAEXAMPLEKEY/"
                + f"{t.astimezone(UTC):%Y%m%d}"
                + "/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature="
                + g.hex(64),
            ),
        ),
    )

    t = g.at("eu")
    pos(
        "cert:es-es-today",
        ["non_english", "spanish_spain", "system_tail", "long_date_es", "findings_in_content"],
        fill(
            """Eres el asistente de certificación de Estudio Garnacha (Zaragoza). Responde en español de España, con una lista
de tareas ordenada por urgencia.
<<now>>

Productora: Nos han devuelto el envío con estos hallazgos, ¿por dónde empezamos?
Hallazgo 1 (obligatorio): el juego se cuelga al desconectar el mando durante la pantalla de guardado.
Hallazgo 2 (obligatorio): falta el aviso de autoguardado en el primer arranque.
Hallazgo 3 (recomendado): el nombre del DLC en la tienda no coincide con el del menú.
Fecha límite para reenviar: 2026-05-15.""",
            now=v("date", "Fecha actual: " + es_long(t)),
        ),
    )


# --- generated families: one field (or one stable look-alike) in a body at a position ---------------------------------

# (name, language, app, system prompt, user message (may hold a pasted record), cue line or "")
BODIES: list[tuple[str, str, str, str, str, str]] = [
    (
        "buildcop",
        "en",
        "buildcop",
        "You are Buildcop, the build-health assistant of Saltmarsh Studios. Name the first real error in a failing\n"
        "step and the team that owns it.",
        "Engineer: the Linux server build failed again:\n"
        "[2026-04-30 03:02:11] Step 9/15: Compile GameServer (Development)\n"
        "[2026-04-30 03:06:48] error: 'NetSerialize' was not declared in this scope (ReplicatedTide.cpp:212)\n"
        "[2026-04-30 03:06:49] Step 9/15 FAILED\n"
        "Who should fix this?",
        "Buildcop:",
    ),
    (
        "crashdesk",
        "en",
        "crashdesk",
        "You triage crash groups for Hollow Tide. Give a severity (S1-S4) and one sentence of reasoning.",
        'Producer: new group since this morning: "ACCESS_VIOLATION in UTideComponent::ApplyBuoyancy", first seen\n'
        "2026-05-02 07:14 UTC, 388 events, 301 players, build 1.7.1+cl.91022, PC only. How bad is it?",
        "Assistant:",
    ),
    (
        "qa-lead",
        "en",
        "passbot",
        "You are PassBot, who helps QA leads plan test passes for Starforge Tactics. Keep answers to five bullets.",
        "Lead: We have two testers for two days before the 0.9.4 milestone. Which areas should the regression pass\n"
        "cover first?",
        "PassBot:",
    ),
    (
        "support-kit",
        "en",
        "kit",
        "You are Kit, the player-support assistant for Emberfall Online. Be warm and brief; hand account changes to a\n"
        "human agent.",
        "Player: My guild bank shows 0 gold after the patch but my guildmates see 41,200. Is my account bugged?",
        "Kit:",
    ),
    (
        "recovery",
        "en",
        "recovery-assist",
        "You help agents decide the next step in an account recovery. Never reveal data the player did not give.",
        "Agent: the player says they lost access after a phishing e-mail. Last successful login on record:\n"
        "2026-04-29 21:14:07 UTC from 203.0.113.77 (BR), device Android. The player lives in Lisbon. Next step?",
        "Assistant:",
    ),
    (
        "liveops-copy",
        "en",
        "shop-copy",
        "You write store rotation copy for Kart Comet: one headline of at most 32 characters and one line per item.",
        "Rotation rot-2026-w20-b, starts 2026-05-11T00:00:00Z, ends 2026-05-18T00:00:00Z:\n"
        "- kart_body_glacier (1,200 coins)\n"
        "- trail_snowflake (450 coins)\n"
        "Write the copy.",
        "Copy:",
    ),
    (
        "mm-ops",
        "en",
        "fleetsight",
        "You are FleetSight. Explain matchmaking metrics for Skyreach Arena to the on-call engineer in plain words.",
        "Engineer: ranked queue times per region (p95, seconds): eu-west 41, na-east 29, sa-east 133, ap-se 47.\n"
        "sa-east was 58 an hour ago. What should I check first?",
        "FleetSight:",
    ),
    (
        "ac-review",
        "en",
        "ac-review",
        'You assist anti-cheat reviewers at Copperline Games. Answer "uphold", "overturn" or "escalate" with the\n'
        "deciding evidence.",
        "Reviewer: detection record A-61022817: detected_at 2026-05-01T22:40:19Z, detector recoil-v2, recoil\n"
        "variance 0.02 (ladder median 0.31), 7 of 8 matches flagged, no previous actions. Verdict?",
        "Verdict:",
    ),
    (
        "mod-queue",
        "en",
        "modqueue",
        "You triage in-game chat reports for Pocket Legion. Decide: no action, warning, or 24 h mute.",
        "Moderator: report cr_81102:\n"
        "[21:14:02] zed_ace: nice try lol\n"
        "[21:14:09] zed_ace: go back to tutorial\n"
        "[21:14:30] mira_k: gg\n"
        "What should we do?",
        "Decision:",
    ),
    (
        "loc-check",
        "en",
        "loc-assist",
        "You check French strings for Emberfall against their character limits and the glossary.",
        'Translator: UI_SHOP_GIFT (max 12): "Offrir en cadeau"; UI_MOUNT (max 16): "Monture"; glossary mount =\n'
        "monture. Anything over the limit?",
        "Answer:",
    ),
    (
        "cert-desk",
        "en",
        "cert-desk",
        "You answer questions about the console certification requirements from the excerpt the studio provides.",
        "Lead: R-SUSP-02 says the title must resume within 5 s of leaving rest mode. We measured 4.1 s on a base\n"
        "console and 6.3 s on a devkit with debug overlays on. Are we compliant?",
        "Answer:",
    ),
    (
        "telemetry",
        "en",
        "tickwatch",
        "You explain dedicated-server telemetry for Harbor Owl's racing game to designers.",
        "Designer: server gs-eu-2-014 tick p99 went from 9 ms to 38 ms at 20:00 when the club cup started, with 64\n"
        "players per session. Is that the server or the players' connections?",
        "Answer:",
    ),
    (
        "ja-crash",
        "ja",
        "crashdesk-jp",
        "あなたはクラッシュ分析アシスタントです。プレイヤーの報告から原因の候補を日本語で二つ挙げてください。",
        "プレイヤー: 昨夜 23:40 ごろ、ボス戦の途中で3回落ちました。エラー表示は「0xC0000005」でした。",
        "",
    ),
    (
        "ko-liveops",
        "ko",
        "liveops-kr",
        "당신은 라이브 운영 도우미입니다. 이벤트 일정 문의에 한국어로 짧게 답하세요.",
        "플레이어: 공지에 어린이날 이벤트가 2026-05-05 23:59에 끝난다고 되어 있는데, 보상 수령은 언제까지인가요?",
        "",
    ),
    (
        "zh-support",
        "zh",
        "support-cn",
        "你是《口袋军团》的玩家客服助手，请用中文简洁回答，不要索要密码。",
        "玩家：我昨天 20:15 充值了 648 元，订单号 PL20260502201533，但钻石没到账，怎么办？",
        "",
    ),
    (
        "ru-servers",
        "ru",
        "servers-ru",
        "Ты — помощник по серверам «Скайрич Арены». Отвечай по-русски, кратко.",
        "Игрок: Пинг до сервера eu-central вечером 180 мс, днём 30 мс. Это у меня или у вас?",
        "",
    ),
    (
        "pl-qa",
        "pl",
        "qa-pl",
        "Jesteś asystentem zespołu QA w studiu Quillfeather. Odpowiadasz po polsku, w punktach.",
        "Tester: Jakie obszary przetestować najpierw po zmianie systemu zapisu gry w wersji 2.3.1?",
        "",
    ),
    (
        "ptbr-mod",
        "pt",
        "mod-br",
        "Você modera o chat do servidor brasileiro de Kart Comet. Responda em português: nenhuma ação, aviso ou\n"
        "silenciar por 24 h.",
        "Moderador: denúncia do jogador turbo_zeca:\n[20:41] zeca: vcs são muito ruins kkk\n[20:42] zeca: desinstala",
        "",
    ),
    (
        "es-loc",
        "es",
        "loc-es",
        "Eres revisor de la localización al español de Starforge Tactics. Señala los textos que superan el límite de\n"
        "caracteres.",
        "Traductora: UI_RETREAT (máx. 10): «¡Retirada!»; UI_SIEGE_READY (máx. 24): «Máquinas de asedio listas».",
        "",
    ),
    (
        "fr-ac",
        "fr",
        "ac-fr",
        "Tu assistes l'équipe anti-triche de Copperline Games. Réponds en français : confirmer, annuler ou escalader.",
        "Relecteur : compte FR-22019931, détecté le 2026-05-01 à 21:12, taux de tirs à la tête 0,69 (médiane 0,20).",
        "",
    ),
    (
        "de-cert",
        "de",
        "cert-de",
        "Du beantwortest Fragen zu den Zertifizierungsanforderungen der Konsole anhand des Auszugs. Antworte auf\n"
        "Deutsch.",
        "Leiterin: Anforderung R-SAVE-05 verlangt eine Speicheranzeige. Reicht ein Symbol in der Ecke?",
        "",
    ),
    (
        "tr-build",
        "tr",
        "build-tr",
        "Ironbark Games derleme asistanısın. Türkçe ve kısa yanıt ver.",
        "Mühendis: Gece derlemesi 'disk alanı yetersiz' hatasıyla düştü, ajan sf-agent-19. Ne yapayım?",
        "",
    ),
]

NOW_LABELS: dict[str, Callable[[datetime], str]] = {
    "ja": lambda t: "現在日時: " + ja_dt(t) + " JST",
    "ko": lambda t: "현재 시각: " + ko_dt(t),
    "zh": lambda t: "当前时间：" + zh_dt(t),
    "ru": lambda t: "Текущее время: " + ru_dt(t),
    "pl": lambda t: "Teraz: " + pl_dt(t),
    "pt": lambda t: "Data e hora atuais: " + br_dt(t),
    "es": lambda t: "Hora actual: " + es_dt(t),
    "fr": lambda t: "Heure actuelle : " + f"{t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%H:%M:%S}",
    "de": lambda t: "Jetzt: " + de_dt(t),
    "tr": lambda t: "Geçerli zaman: " + tr_dt(t),
}
LANG_ZONES: dict[str, str | timezone] = {
    "ja": JST,
    "ko": KST,
    "zh": CST8,
    "ru": MSK,
    "pl": "eu",
    "pt": BRT,
    "es": "eu",
    "fr": "eu",
    "de": "eu",
    "tr": TRT,
}
# a stable look-alike line in each body language (a launch date, a season, a client or rules version)
LANG_STABLE: dict[str, str] = {
    "ja": "サービス開始日: 2021年11月4日",
    "ko": "서비스 시작일: 2021년 11월 4일",
    "zh": "开服日期：2021年11月4日",
    "ru": "Сезон 9: с 17 марта по 16 июня 2026 г.",
    "pl": "Wersja klienta: 2.3.1 (z 28 kwietnia 2026)",
    "pt": "Temporada 9: de 17/03/2026 a 16/06/2026",
    "es": "Versión del glosario: 12 (congelada el 20 de abril de 2026)",
    "fr": "Charte de la communauté : version du 15 janvier 2026",
    "de": "Anforderungskatalog: v27 (gültig ab 01.03.2026)",
    "tr": "Sunucu açılışı: 4 Kasım 2021",
}

STABLE_LINES = [
    "Studio: Saltmarsh Studios",
    "Title: Emberfall Online",
    "Region: eu-west",
    "Build: 1.7.1+cl.91022",
    "Locale: en-GB",
    "Platform: PC",
    "Knowledge cutoff: 2025-06",
    "Prompt revision: 2026-02-11",
    "Season: 9",
    "Tenant: ironbark-prod",
]

# (cue, family, label, key, value, quoted in JSON, is a time)
Field = tuple[str, str, str, str, Callable[[Gen65, datetime], str], bool, bool]
FIELDS: list[Field] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), True, True),
    (
        "datetime",
        "rfc3339_ms_kst",
        "Farm clock",
        "farm_clock",
        lambda g, t: rfc3339(t.astimezone(KST), 3),
        True,
        True,
    ),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), True, True),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), True, True),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t), True, True),
    (
        "datetime",
        "go_rfc3339nano",
        "Arena clock",
        "arena_clock",
        lambda g, t: go_nano(t, g.small(1, 1000)),
        True,
        True,
    ),
    ("datetime", "windows_datetime", "Desk time", "desk_time", lambda g, t: windows_general(t), True, True),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t), True, True),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t), True, True),
    ("date", "iso_date", "Today", "today", lambda g, t: iso_date(t), True, True),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t)), False, True),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), False, True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), False, True),
    ("datetime", "rfc2822", "Composed", "composed", lambda g, t: rfc2822(t), True, True),
    ("datetime", "unix_date", "Shell date", "shell_date", lambda g, t: unix_date(t), True, True),
    (
        "datetime",
        "iso_space",
        "Console stamp",
        "console_stamp",
        lambda g, t: iso_space(t) + " UTC",
        True,
        True,
    ),
    ("date", "iso_week", "Ops week (today)", "ops_week", lambda g, t: iso_week(t), True, True),
    ("datetime", "py_str", "Current time", "current_time", lambda g, t: py_str(t), True, True),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "requestTimestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
        True,
        True,
    ),
    (
        "datetime",
        "js_tostring",
        "Page opened",
        "page_opened",
        lambda g, t: js_tostring(t.astimezone(UTC), "Coordinated Universal Time"),
        True,
        True,
    ),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), True, False),
    ("request_id", "uuid7", "Triage ref", "triage_ref", lambda g, t: g.uuid7(t), True, False),
    ("run_id", "ulid", "Sweep run", "sweep_run", lambda g, t: g.ulid(t), True, False),
    ("request_id", "ksuid", "lobby_req", "lobby_req", lambda g, t: g.ksuid(t), True, False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), True, False),
    ("session_id", "nanoid", "Desk session", "desk_session", lambda g, t: g.nanoid(), True, False),
    ("session_id", "objectid", "conversationId", "conversationId", lambda g, t: g.objectid(t), True, False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), True, False),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), True, False),
    ("request_id", "xid", "Ping-Id", "ping_id", lambda g, t: g.xid(t), True, False),
    ("request_id", "tsid", "Ask-Id", "ask_id", lambda g, t: g.tsid(t), True, False),
    ("session_id", "push_id", "chat_id", "chat_id", lambda g, t: g.push_id(t), True, False),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
    "kv_bracket",
    "sent_suffix",
]
LANG_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer"]


def _render(
    g: Gen65,
    body: tuple[str, str, str, str, str, str],
    position: str,
    line: str,
    key: str,
    value: str,
    quoted: bool,
    mark: Callable[[str], str],
) -> str:
    """One body with one field at one position; `mark` labels the field's text (or leaves it as it is)."""
    _, _, app, system, user, cue = body
    end = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{mark(line)}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(line)}\n\n{user}{end}"
    if position == "header_block":
        block = g.rng.sample([s for s in STABLE_LINES if not s.startswith(line.split(":")[0] + ":")], 3)
        block.insert(g.small(0, 4), mark(line))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(line)}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark(line)}\n"
    if position == "front_matter":
        yaml_value = f'"{value}"' if quoted else value
        return (
            f"---\napp: {app}\n{mark(key + ': ' + yaml_value)}\nlocale: en-GB\n---\n{system}\n\n{user}{end}"
        )
    if position == "json_member":
        member = f'"{key}":"{value}",' if quoted else f'"{key}":{value},'
        return f'{{"app":"{app}",{mark(member)}"locale":"en-GB"}}\n{system}\n\n{user}{end}'
    if position == "xml_attr":
        return f'<context app="{app}" {mark(key + "=" + chr(34) + value + chr(34))} locale="en-GB">\n{system}\n</context>\n\n{user}{end}'
    if position == "kv_bracket":
        kv = f'{key}="{value}"' if " " in value else f"{key}={value}"
        return f"[meta app={app} {mark(kv)} locale=en-GB]\n{system}\n\n{user}{end}"
    assert position == "sent_suffix"
    return f"{system}\n\n{user} {mark('(sent ' + value + ')')}{end}"


def generated_positives(g: Gen65) -> list[Draft]:
    """One volatile field in one body at one position: 20 English cases over all ten positions and 20 in the
    bodies' other languages (half with a "now" label in the language, half with an English label)."""
    out: list[Draft] = []
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    english = [b for b in BODIES if b[1] == "en"]
    other = [b for b in BODIES if b[1] != "en"]
    for k in range(20):
        position = POSITIONS[k % len(POSITIONS)]
        candidates = [f for f in fields if f[6]] if position == "sent_suffix" else fields
        cue, family, label, key, make, quoted, _ = candidates[k % len(candidates)]
        body = english[(k * 5) % len(english)]
        t = g.at(g.pick(["utc", "eu", "us", "pac", "ee"]))
        value = make(g, t)
        text = _render(g, body, position, f"{label}: {value}", key, value, quoted, lambda s, c=cue: v(c, s))
        out.append(
            Draft(text, f"{SRC}gen-pos:{body[0]}+{family}@{position}", ["generated", position, family])
        )
    for k in range(20):
        body = other[k % len(other)]
        lang = body[1]
        position = LANG_POSITIONS[(k + k // len(other)) % len(LANG_POSITIONS)]
        t = g.at(LANG_ZONES[lang])
        if k >= len(other):
            cue, family, label, key, make, quoted, _ = fields[(k + 10) % len(fields)]
            line = f"{label}: {make(g, t)}"
        else:
            cue, family, line = "datetime", f"now_label_{lang}", NOW_LABELS[lang](t)
        text = _render(g, body, position, line, "", "", True, lambda s, c=cue: v(c, s))
        out.append(
            Draft(
                text,
                f"{SRC}gen-pos:{body[0]}+{family}@{position}",
                ["generated", "non_english", position, family],
            )
        )
    return out


# (label, key, value) of values that look like dates, times or ids but stay the same across requests
STABLE_FIELDS: list[tuple[str, str, str]] = [
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("Build", "build", "1.7.1+cl.91022"),
    ("Season 9", "season_9", "2026-03-17 to 2026-06-16"),
    ("Engine", "engine", "Kestrel 5.3.1 (2025-12-04)"),
    ("Title ID", "title_id", "7F3A2C91"),
    ("Tenant", "tenant", "9d2c6e4a-1f3b-4c7d-8e5a-2b6f0c9d3e71"),
    ("Discord guild", "guild_id", "1052001187746324480"),
    ("Store reset", "store_reset", "daily 00:00 UTC"),
    ("Maintenance window", "maintenance_window", "Tuesdays 02:00-04:00 UTC"),
    ("Studio time zone", "studio_tz", "Europe/Stockholm"),
    ("Patch", "patch", "2026.05.2"),
    ("API version", "api_version", "2025-11-01"),
    ("Player", "player", "P-7Q2LM0-22841"),
    ("Player since", "player_since", "2019-08-14"),
    ("Platform SDK", "sdk", "11.2.0 (2025-10-30)"),
    ("Age rating", "age_rating", "PEGI 16 (rated 2025-09-12)"),
    ("SOURCE_DATE_EPOCH", "source_date_epoch", "1767225600"),
    ("Requirements", "requirements", "v27 (effective 2026-03-01)"),
    ("Glossary", "glossary", "v12 frozen 2026-04-20"),
]
STABLE_SUFFIXES = [
    "(player since 2019)",
    "(ticket HT-44120)",
    "(season 9, week 7)",
    "(build 1.7.1+cl.91022)",
    "(guild 1052001187746324480)",
    "(account created 2021-11-04)",
]


def generated_negatives(g: Gen65) -> list[Draft]:
    """The same bodies and positions with one stable look-alike: 16 English cases and 16 in the other languages."""
    out: list[Draft] = []
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    english = [b for b in BODIES if b[1] == "en"]
    other = [b for b in BODIES if b[1] != "en"]
    for k in range(16):
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        body = english[(k * 7 + 2) % len(english)]
        if position == "sent_suffix":
            suffix = STABLE_SUFFIXES[k % len(STABLE_SUFFIXES)]
            _, _, _, system, user, cue = body
            text = f"{system}\n\n{user} {suffix}" + (f"\n{cue}" if cue else "")
            family = "suffix"
        else:
            label, key, value = fields[k % len(fields)]
            quoted = not value.isdigit()
            text = _render(g, body, position, f"{label}: {value}", key, value, quoted, lambda s: s)
            family = key
        out.append(
            Draft(
                text,
                f"{SRC}gen-neg:{body[0]}+{family}@{position}",
                ["hard_negative", "generated", position, family],
            )
        )
    for k in range(16):
        body = other[(k + 3) % len(other)]
        lang = body[1]
        position = LANG_POSITIONS[(k + 2 + k // len(other)) % len(LANG_POSITIONS)]
        text = _render(g, body, position, LANG_STABLE[lang], "", "", True, lambda s: s)
        out.append(
            Draft(
                text,
                f"{SRC}gen-neg:{body[0]}+stable_{lang}@{position}",
                ["hard_negative", "generated", "non_english", position, f"stable_{lang}"],
            )
        )
    return out


# --- hand-written negatives: records, logs, events and exports the user pastes ----------------------------------------

# (source, tags, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "build-log",
        ["build_log", "first_line_timestamp"],
        """[2026-04-30 02:14:55.120] Build #7712 (emberfall-main) started by schedule nightly-02
[2026-04-30 02:15:03.448] Syncing workspace to changeset 48211
[2026-04-30 02:41:17.902] Step 6/14: Link EmberfallClient (Win64 Shipping)
[2026-04-30 02:58:40.013] fatal error C1060: compiler is out of heap space
[2026-04-30 02:58:40.221] Build #7712 FAILED after 43m45s""",
        "Is this a code problem or a build-agent problem?",
        "Last night's build log",
    ),
    (
        "pipeline-run-json",
        ["json", "first_member_id", "ulid", "created_at"],
        """{
  "id": "01HZY3K7B2Q9V4T6M8N0P1R3S5",
  "pipeline": "release/1.7",
  "created_at": "2026-05-02T22:00:04Z",
  "started_at": "2026-05-02T22:03:41Z",
  "finished_at": "2026-05-03T00:12:19Z",
  "status": "failed",
  "failed_step": "package-ps5",
  "trigger": {"type": "schedule", "requested_by": "release-train"}
}""",
        "How long did it wait in the queue, and how long did it run?",
        "The pipeline API returned this",
    ),
    (
        "crash-event-json",
        ["json_single_line", "first_member_timestamp", "hex_id"],
        """{"timestamp":"2026-05-02T21:14:09.331Z","event_id":"9f2c41d0a7e34b1c8e6f0a2d4b6c8e10","level":"fatal","release":"hollowtide@1.7.0","platform":"ps5","exception":{"type":"SIGSEGV","value":"Segmentation fault at 0x18","module":"libtide.prx"},"player":{"id":"P-20557193"},"app":{"start_time":"2026-05-02T20:18:44Z"}}""",
        "How long had the game been running when it crashed?",
        "One of the crash events",
    ),
    (
        "minidump-header",
        ["crash", "date_label", "first_line_label"],
        """Dump file:     EmberfallClient_20260502_211409.dmp
Date:          Sat May  2 21:14:09 2026 (UTC + 2:00)
Process:       EmberfallClient.exe (pid 18412)
Exception:     c0000005 (Access violation)
Faulting IP:   EmberfallClient!FInventorySlot::Swap+0x4c
Uptime:        0 days 0:56:31.204""",
        "What should I look at first?",
        "The header of the dump the player sent",
    ),
    (
        "crash-upload-receipt",
        ["receipt", "ref_label", "stamp_label", "epoch"],
        """Upload receipt
ref: CRU-7Q2P91A-0502
received: 2026-05-02 21:16:44 UTC
stamp: 1777756604
size: 48.2 MB (minidump + 3 log files)
status: queued for symbolication""",
        "The player says they sent two dumps. Does this receipt cover both?",
        "What the crash uploader showed the player",
    ),
    (
        "repro-attempts-csv",
        ["csv", "first_column_started", "repro_rate"],
        """Started,Tester,Build,Platform,Result
2026-04-30 09:14:02,dana,0.48.2+cl.48211,PS5,reproduced
2026-04-30 09:31:40,dana,0.48.2+cl.48211,PS5,not reproduced
2026-04-30 10:02:11,ilse,0.48.2+cl.48211,Win64,reproduced
2026-05-01 14:20:55,ilse,0.48.3+cl.48390,Win64,not reproduced
2026-05-01 14:41:09,dana,0.48.3+cl.48390,PS5,not reproduced""",
        "What's the repro rate on each build, and can we call it fixed in 0.48.3?",
        "Our repro attempts for EMB-20911",
    ),
    (
        "test-report-xml",
        ["xml", "timestamp_attr", "test_results"],
        """<testsuite name="Functional.Online" tests="3" failures="1" errors="0" timestamp="2026-05-01T03:10:52" hostname="qa-runner-04" time="412.7">
  <testcase classname="Online.Party" name="InviteAndJoin" time="38.1"/>
  <testcase classname="Online.Party" name="LeaderLeavesDuringQueue" time="201.4">
    <failure message="Party not disbanded after 30 s">Expected state Disbanded, got Searching</failure>
  </testcase>
  <testcase classname="Online.Voice" name="MuteSurvivesRejoin" time="173.2"/>
</testsuite>""",
        "Write a bug title and repro steps for the failure.",
        "Test run output",
    ),
    (
        "soak-logfmt",
        ["logfmt", "ts_label", "first_line_ts"],
        """ts=2026-05-01T22:00:00Z level=info msg="soak start" run=SK-1188 consoles=8
ts=2026-05-02T01:12:44Z level=warn msg="resident memory above 7 GB" console=DK-0207 rss_mb=7190
ts=2026-05-02T04:40:02Z level=error msg="console unresponsive" console=DK-0207 last_frame=2026-05-02T04:39:31Z
ts=2026-05-02T10:00:00Z level=info msg="soak end" run=SK-1188 completed=7""",
        "Did DK-0207's memory growth cause the hang?",
        "The soak runner's log",
    ),
    (
        "support-email",
        ["email", "date_header", "message_id"],
        """From: Ana Ruiz <ana.ruiz@mail.example>
To: support@emberfall.example
Date: Thu, 30 Apr 2026 19:02:44 -0300
Message-ID: <CAH7x9k2LmQ.5521@mail.example>
Subject: Re: [Ticket #884301] Can't claim Founder's pack

I redeemed the code FNDR-7K2Q-PL9M on 12 April and it said "already used". I bought it from your store on
11 April, order EMB-ST-4471093.""",
        "Draft a reply asking for what we still need.",
        "The player's latest e-mail",
    ),
    (
        "login-history",
        ["md_table", "login_times", "ips"],
        """| Time (UTC) | IP | Country | Client | Result |
|---|---|---|---|---|
| 2026-04-28 18:20:11 | 198.51.100.23 | PT | Win11 launcher | success |
| 2026-05-01 03:12:40 | 192.0.2.44 | VN | Android 14 | failed (2FA) |
| 2026-05-01 03:12:58 | 192.0.2.44 | VN | Android 14 | failed (2FA) |
| 2026-05-01 03:13:30 | 192.0.2.44 | VN | Android 14 | locked |""",
        "Was the account compromised, or did 2FA stop it?",
        "Login history for the account",
    ),
    (
        "purchase-receipt",
        ["receipt", "date_label", "transaction_id"],
        """Receipt  KC-EU-88120451
Date: 02/05/2026 21:14
Store: Kart Comet (PC)
Item: Comet Pass - Season 7      EUR 9.99
Item: 1,200 Comet Coins          EUR 9.99
Payment: card ending 4471
Transaction ID: 7f3c2a10b9d84e61""",
        "The player says the pass isn't showing. Which line should have granted it?",
        "The receipt the player forwarded",
    ),
    (
        "recovery-form",
        ["form_export", "submitted_label", "form_id"],
        """Submitted: 2026-05-01 14:22:31 +01:00
Form ID: rec-form-5f0c2a1e
Account name: wren_sea
E-mail used at sign-up: wren.sea@mail.example
First character: Wrenna (Tidecaller)
Approximate first purchase: December 2025, Deluxe upgrade
Devices: PC, PS5""",
        "Does this meet the two-proof rule for recovery?",
        "The recovery form the player filled in",
    ),
    (
        "dsar-manifest",
        ["json", "generated_label", "expiry"],
        """{
  "export_id": "dsar-2026-04417",
  "requested": "2026-04-02T09:15:00Z",
  "generated": "2026-04-29T23:10:44Z",
  "expires": "2026-05-13T23:10:44Z",
  "files": [
    {"name": "profile.json", "bytes": 4812},
    {"name": "purchases.csv", "bytes": 11020},
    {"name": "chat_logs.jsonl", "bytes": 882104}
  ]
}""",
        "Was this generated within one month of the request, and until when can the player download it?",
        "The data export manifest",
    ),
    (
        "rotation-yaml",
        ["yaml", "first_line_updated", "rotation"],
        """updated: 2026-05-02T16:40:11Z
rotation: rot-2026-w19-b
starts: 2026-05-04T00:00:00Z
ends: 2026-05-11T00:00:00Z
slots:
  - sku: glider_moth
    price: 800
  - sku: emote_tidewave
    price: 300
  - sku: kart_body_aurora
    price: 1200""",
        "How many hours is this rotation live, and which item is the most expensive?",
        "The rotation config",
    ),
    (
        "offer-config-json",
        ["json_single_line", "created_label", "offer_times"],
        """{"offer_id":"off_2026_spring_bundle","name":"Spring Bloom Bundle","start":"2026-04-02T16:00:00Z","end":"2026-04-23T16:00:00Z","regions":["eu","na","sa"],"price_usd":9.99,"limit_per_account":1,"contents":["petal_glider","bloom_banner"],"created_by":"ops.lina","created":"2026-03-20T11:04:52Z"}""",
        "Convert the start and end to São Paulo time for the Brazilian store banner.",
        "The offer config",
    ),
    (
        "maintenance-post",
        ["announcement", "posted_label"],
        """[Maintenance] Tuesday 2026-05-05, 02:00-06:00 UTC
All servers will be offline. Patch 1.7.2 goes live at the end of maintenance.
Compensation: 200 crowns to all accounts created before 2026-05-05 00:00 UTC, claimable until 2026-05-19.
Posted 2026-05-02 15:00 UTC by the Community Team""",
        "Rewrite this for Japanese players, with the times in JST.",
        "The announcement draft",
    ),
    (
        "season-pass-table",
        ["md_table", "unlock_times"],
        """| Tier | Free | Premium | Unlocks (UTC) |
|---|---|---|---|
| 1 | 100 coins | Kart "Nova" | 2026-03-17 02:00 |
| 25 | Trail "Spark" | Horn "Comet" | 2026-04-07 02:00 |
| 50 | 500 coins | Body "Aurora" | 2026-05-05 02:00 |""",
        "If I buy premium on the last day, do I still get the premium rewards for tiers 1-50?",
        "The season pass table",
    ),
    (
        "ab-results-csv",
        ["csv", "exposure_times"],
        """arm,users,conversions,revenue_usd,first_exposure,last_exposure
control,48210,1204,6007.96,2026-04-22T00:00:04Z,2026-05-05T23:59:51Z
low_price,48388,1871,5595.29,2026-04-22T00:00:02Z,2026-05-05T23:59:58Z""",
        "Which arm made more money, and by how much in percent?",
        "The experiment results",
    ),
    (
        "match-record",
        ["json", "ulid", "started_ended"],
        """{
  "match_id": "01HZX9Q2K8F4M6N0P2R4T6V8W0",
  "mode": "ranked_5v5",
  "map": "harbor_lights",
  "started_at": "2026-05-02T19:40:12Z",
  "ended_at": "2026-05-02T20:12:48Z",
  "winner": "team_b",
  "leavers": [{"player": "A-71820455", "team": "team_a", "left_at": "2026-05-02T19:52:30Z"}]
}""",
        "How many minutes did team A play one player short?",
        "The match record",
    ),
    (
        "autoscaler-log",
        ["log", "first_line_timestamp", "fleet"],
        """2026-05-02T18:00:00Z fleet=ranked-eu ready=40 allocated=1860 action=none
2026-05-02T18:05:00Z fleet=ranked-eu ready=6 allocated=1994 action=scale_up delta=+200
2026-05-02T18:09:41Z fleet=ranked-eu ready=0 allocated=2000 action=blocked reason="max_replicas reached"
2026-05-02T18:15:00Z fleet=ranked-eu ready=0 allocated=2000 action=blocked reason="max_replicas reached\"""",
        "Why didn't the scale-up help?",
        "The autoscaler log",
    ),
    (
        "tick-csv",
        ["csv", "epoch_ms_column"],
        """ts_ms,server,tick_ms_avg,tick_ms_p99,players
1777744800000,gs-eu-2-014,6.2,9.1,62
1777744860000,gs-eu-2-014,6.4,9.8,64
1777744920000,gs-eu-2-014,14.8,38.2,64
1777744980000,gs-eu-2-014,15.1,40.6,64""",
        "At what minute did the tick time jump?",
        "Tick telemetry export",
    ),
    (
        "ddos-email",
        ["email", "date_header", "incident_times"],
        """From: NOC <noc@transit-provider.example>
Date: Sat, 2 May 2026 20:31:07 +0000
Subject: Mitigation report ATK-0502-0071

Attack window: 2026-05-02 20:04:12 - 20:15:40 UTC
Target: 198.51.100.0/24 (game ingress eu-west)
Vector: UDP reflection (memcached), peak 412 Gbps
Mitigation: scrubbing enabled 20:04:51, no customer action needed""",
        "How long did it take them to start scrubbing?",
        "The provider's report",
    ),
    (
        "probe-table",
        ["table", "probed_at"],
        """region         avg_ms  jitter_ms  loss   probed_at
eu-west          18        2      0.0%   2026-05-02 19:40:11Z
eu-central       31        3      0.0%   2026-05-02 19:40:11Z
me-central       96       14      1.5%   2026-05-02 19:40:12Z""",
        "Which region should this player pick?",
        "The player's connection test",
    ),
    (
        "anticheat-kv",
        ["key_value", "stamp_label", "ulid"],
        """stamp=2026-05-01T22:40:19Z detector=recoil-v2 account=A-61022817 match=01HZV2M4P6R8T0V2X4Z6B8D0F2 variance=0.02 ladder_median=0.31 verdict=flag
stamp=2026-05-01T23:02:55Z detector=recoil-v2 account=A-61022817 match=01HZV3Q6S8V0W2Y4A6C8E0G2J4 variance=0.03 ladder_median=0.31 verdict=flag""",
        "Two flags 22 minutes apart: is that enough for a ban under our three-flag rule?",
        "The detector output",
    ),
    (
        "killfeed",
        ["killfeed", "match_clock", "server_time"],
        """Round 7 (match clock counts down from 01:45), server time in brackets
01:42.3 [19:48:02.114] Vireo > Kestrel (headshot, 61 m)
01:41.9 [19:48:02.512] Vireo > Marlin (headshot, 8 m)
01:40.1 [19:48:04.330] Vireo > Thrush (headshot, 23 m, through smoke)""",
        "How much time passed between the first and the third kill?",
        "The kill feed from the replay",
    ),
    (
        "trade-log",
        ["table", "epoch_s_column"],
        """trade_id  ts          from     to       item            gold
t_991204  1777710012  A-1102   A-8840   Abyssal Pearl   0
t_991207  1777710049  A-8840   A-5521   Abyssal Pearl   0
t_991209  1777710107  A-5521   A-1102   -               2400000""",
        "Is this pattern typical of gold selling?",
        "The trade log",
    ),
    (
        "ban-record",
        ["record", "id_label", "issued_label"],
        """Ban ID: BAN-2026-0330-1182
Account: A-33019822
Issued: 2026-03-30 03:12 UTC
Expires: never
Reason: third-party software (wallhack)
Evidence ref: EVD-88120""",
        "The suspected second account was created on 2026-04-27. Was this ban already in place then?",
        "The ban record",
    ),
    (
        "chat-report",
        ["chat_log", "timestamps"],
        """Report cr_70244 (reported: NitroNed)
[2026-05-02 21:14:02] NitroNed: ur so bad uninstall
[2026-05-02 21:14:16] NitroNed: report me idc
[2026-05-02 21:15:40] pixie_lap: gg""",
        "Warning or mute, under a first-offence policy?",
        "The chat report",
    ),
    (
        "ugc-submission-xml",
        ["xml", "uuid", "submitted_updated"],
        """<submission>
  <id>5c3a2e10-4b8e-41ef-9c1d-0242ac120002</id>
  <title>Glass Canyon</title>
  <author>dune_sailor</author>
  <submitted>2026-05-02T18:14:33Z</submitted>
  <updated>2026-05-02T18:20:05Z</updated>
  <tags>ctf,desert,small</tags>
</submission>""",
        "The author says they fixed the description after submitting. Was it edited?",
        "The map submission",
    ),
    (
        "voice-transcript",
        ["transcript", "timecodes", "recording_start"],
        """VR-55830 transcript (recording started 2026-05-02 20:41:07 UTC)
[00:00:03] Gull: anyone got a spare oar?
[00:02:15] Cormorant: stop following me
[00:02:19] Gull: make me""",
        "At what real time was 'stop following me' said?",
        "The voice report transcript",
    ),
    (
        "mod-audit-export",
        ["audit_log", "snowflakes", "first_line_timestamp"],
        """2026-05-02T21:40:11.512Z  Mod: lanternjay  Action: timeout 24h  Target: goldfarm_gus (502211884460269568)  Message: 1236067219402113044
2026-05-02T21:41:02.090Z  Mod: lanternjay  Action: delete message  Target: goldfarm_gus  Message: 1236067432118829137""",
        "Summarise what the mod did, for the weekly report.",
        "The moderation log export",
    ),
    (
        "forum-report",
        ["record", "reported_label", "post_id"],
        """Report #R-20417
Reported: 2026-05-02 22:41 CEST
Post ID: 88214
Author: turbo_gianni
Reason: selling accounts
Reports: 4""",
        "What should the moderator do under the no-trading rule?",
        "The forum report",
    ),
    (
        "string-table-csv",
        ["csv", "last_modified"],
        """string_id,en,fr,max_chars,last_modified
UI_SHOP_BUY,Buy,Acheter,10,2026-04-22T10:14:03Z
UI_SHOP_GIFT,Send as gift,Offrir en cadeau,12,2026-04-30T08:41:55Z
UI_GUILD_BANK,Guild Bank,Banque de guilde,14,2026-03-02T16:20:11Z""",
        "Which French strings are over the limit?",
        "The string table",
    ),
    (
        "icu-messages",
        ["icu", "example_render"],
        """EVENT_ENDS = "The event ends {endDate, date, medium} at {endTime, time, short}."
ITEMS_LEFT = "{count, plural, one {# item left} other {# items left}}"
Example render (en-US, 2026-05-10 23:59 UTC): "The event ends May 10, 2026 at 11:59 PM.\"""",
        "How should ITEMS_LEFT look in Polish, which has more plural forms?",
        "Our ICU messages",
    ),
    (
        "srt-cutscene",
        ["srt", "timecodes"],
        """12
00:01:12,400 --> 00:01:13,100
Fall back! Now!

13
00:01:13,000 --> 00:01:16,800
The north wall won't hold another push from the siege engines.""",
        "Do these two subtitles overlap, and is the first one on screen long enough?",
        "Two subtitles from the cutscene",
    ),
    (
        "vo-session-sheet",
        ["vo", "take_times"],
        """Session VO-EN-044, Studio B, 2026-04-14
Line        Take  Time      Note
VO_07_014   3     10:12:40  keep (director)
VO_07_015   1     10:14:02  breath at start
VO_07_015   2     10:14:55  keep
VO_07_016   4     10:19:31  keep, pickup for "run\"""",
        "Which takes are the keepers?",
        "The VO session sheet",
    ),
    (
        "glyph-output",
        ["tool_output", "run_time"],
        """glyphcheck 3.1  font=NotoSansCJK-Subset-Game  run 2026-04-30 11:02:19
missing U+9F98 in zh-Hant NPC_NAME_0081
missing U+3402 in zh-Hans ACH_DESC_0117
ok 48,112 strings checked, 2 missing glyphs""",
        "Do we need to rebuild the font for both languages?",
        "The glyph check output",
    ),
    (
        "cert-result-email",
        ["email", "date_header", "submission_id"],
        """From: Certification Team <cert@platform.example>
Date: Fri, 1 May 2026 09:30:12 +0000
Subject: Submission SUB-2026-118204 - Result: FAIL

Submission ID: SUB-2026-118204
Received: 2026-04-28 16:02 UTC
Tested: 2026-04-29 to 2026-05-01
Result: FAIL (1 must-fix, 1 should-fix)""",
        "How many days passed between our submission and the result?",
        "The certification e-mail",
    ),
    (
        "cert-findings-table",
        ["md_table", "found_on"],
        """| Req | Severity | Found on | Steps | Notes |
|---|---|---|---|---|
| 4.12 | must-fix | 2026-04-29 | Suspend during save indicator, resume | black screen 3/5 |
| 7.3 | should-fix | 2026-04-30 | Compare store name and title screen | "Deluxe" suffix |""",
        "Which of these must we fix before resubmitting?",
        "The findings",
    ),
    (
        "achievement-json",
        ["json", "rate_updated"],
        """[
  {"id": "ACH_01", "name": "First Lap", "points": 10, "unlock_rate": 0.912, "rate_updated": "2026-05-02T00:00:00Z"},
  {"id": "ACH_17", "name": "Comet Tail", "points": 50, "unlock_rate": 0.041, "rate_updated": "2026-05-02T00:00:00Z"},
  {"id": "ACH_22", "name": "Perfect Drift", "points": 30, "unlock_rate": 0.003, "rate_updated": "2026-05-02T00:00:00Z"}
]""",
        "Is Perfect Drift too hard? Under 1 % usually means yes for us.",
        "Achievement stats",
    ),
    (
        "depot-upload",
        ["tool_output", "manifest_ids", "created"],
        """Uploading depot 1184021 (build 1.7.1+cl.91022)
Scanning content... 48,210 files, 38.4 GB
Delta against manifest 7730218841204571 (2026-04-22 03:11:40): 3.9 GB changed
Upload complete: manifest 8101942266130078 created 2026-05-02 04:52:17 UTC""",
        "Is the update under the 4 GB patch limit?",
        "The upload output",
    ),
    (
        "curl-store-api",
        ["curl_verbose", "date_header", "x_request_id"],
        """> GET /v1/catalog/rotation/current HTTP/2
> Host: store-api.kartcomet.example
> Authorization: Bearer [redacted]
>
< HTTP/2 200
< date: Sat, 02 May 2026 23:59:58 GMT
< content-type: application/json
< x-request-id: 5b1e0a7c-3d92-4f18-a6e4-c07b2d9f8e31
< cache-control: max-age=60
<
{"rotation":"rot-2026-w18-c","ends":"2026-05-03T00:00:00Z"}""",
        "Players saw the old rotation for a minute after midnight. Could the cache header explain it?",
        "What curl showed",
    ),
    (
        "webhook-debug",
        ["standard_webhooks", "pasted_to_debug"],
        """POST /hooks/crash HTTP/1.1
webhook-id: msg_2Kx9TqM4Pz7LrV3nW8bY5cJ6hF1
webhook-timestamp: 1777756611
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"crash_group":"cg_5521f0","events_24h":1412}""",
        "Our verifier rejects this with 'timestamp too old'. We verify in a batch job five minutes after receiving. Is "
        "that the reason?",
        "The delivery our endpoint logged",
    ),
    (
        "cloudevent-debug",
        ["cloudevents_structured", "pasted_to_debug", "uuid7"],
        """{
  "specversion": "1.0",
  "id": "0196a8f1-2c3d-7e4f-8a9b-0c1d2e3f4a5b",
  "source": "/store/scheduler/na",
  "type": "com.ironbark.store.rotation.moved",
  "time": "2026-05-02T10:41:09.512Z",
  "data": {"rotation": "rot-2026-w19-a", "new_start": "2026-05-08T16:00:00Z"}
}""",
        "Our consumer processed this twice. Which field should we deduplicate on?",
        "The event our consumer logged",
    ),
    (
        "slack-export",
        ["slack_export", "ts"],
        """[{"type":"message","user":"U03QA7K2M","text":"nightly red again, PS5 packaging","ts":"1777770490.004519"},
 {"type":"message","user":"U05BUILDBOT","text":"Packaging exited 0xC0000409 at 23:48:10","ts":"1777770512.118200","thread_ts":"1777770490.004519"}]""",
        "Which message is the reply, and to which message?",
        "Two messages from the Slack export",
    ),
]

# (source, tags, block, question, lead-in), each in the language of its material
BLOCKS_LANG: list[tuple[str, list[str], str, str, str]] = [
    (
        "ja-lqa-bug",
        ["japanese", "first_line_created"],
        """作成日時: 2026/05/01 14:22
バグID: LQA-JA-0412
画面: アイテム説明（ITEM_DESC_0412）
内容: 訳文が24文字を超えてUIで見切れる
ビルド: 1.7.1+cl.91022""",
        "このバグの優先度はどれくらいにすべきですか？",
        "QAから届いたバグ報告です",
    ),
    (
        "ko-guild-war",
        ["korean", "first_line_created", "schedule"],
        """생성 시각: 2026-05-01 18:00:12 KST
길드전 시즌 4 일정
예선: 2026-05-09 (토) 20:00
본선: 2026-05-16 (토) 20:00
결승: 2026-05-23 (토) 21:00""",
        "오늘이 5월 3일이면 본선까지 며칠 남았나요?",
        "운영팀이 보낸 일정입니다",
    ),
    (
        "zh-maintenance",
        ["chinese", "announcement", "published_label"],
        """【停服维护公告】
维护时间：2026年5月6日 06:00—10:00（北京时间）
维护内容：修复公会战结算异常，优化匹配速度
补偿：全服玩家 钻石×300，2026年5月13日 23:59 前领取
发布时间：2026-05-03 12:00""",
        "请帮我把这条公告改写成更口语化的版本。",
        "这是运营同事写的公告",
    ),
    (
        "ru-crash-report",
        ["russian", "first_line_created"],
        """создано: 2026-05-03 09:00 МСК
отчёт: краши за сутки
сборка 1.7.0 — 2208 крашей / 1377 игроков
сборка 1.7.1 — 311 крашей / 240 игроков""",
        "Стало ли лучше после 1.7.1, если учесть, что игроков на ней меньше?",
        "Вот утренний отчёт",
    ),
    (
        "pl-test-report",
        ["polish", "date_label"],
        """Raport z testów – wersja 2.3.1
Data: 30.04.2026
Tester: Ola K.
Zaliczone: 184 / 197
Blokery: 2 (QF-3310, QF-3318)
Uwagi: crash przy szybkim zapisie na Switchu (odtworzony 3/5)""",
        "Czy z dwoma blokerami możemy wysłać build do certyfikacji?",
        "Raport od testerów",
    ),
    (
        "ptbr-purchases",
        ["portuguese", "ref_column", "table"],
        """Histórico de compras – conta turbo_zeca
ref          data                 item                     valor
BR-55120931  01/05/2026 21:14:09  Passe de Temporada 7     R$ 29,90
BR-55120944  01/05/2026 21:14:37  Passe de Temporada 7     R$ 29,90
BR-55121002  02/05/2026 10:02:51  1.200 moedas             R$ 24,90""",
        "O passe foi cobrado duas vezes? O que eu digo para o jogador?",
        "Histórico que o sistema mostrou",
    ),
    (
        "de-maintenance",
        ["german", "updated_label"],
        """Wartungsarbeiten am Dienstag, 05.05.2026
Beginn: 04:00 Uhr MESZ
Ende (geplant): 08:00 Uhr MESZ
Aktualisiert: 03.05.2026, 11:20 Uhr
Betroffen: alle Server (EU)""",
        "Schreib das bitte als kurze Nachricht für unseren Discord.",
        "Die Wartungsankündigung",
    ),
    (
        "tr-ban-notice",
        ["turkish", "ref_label", "date_label"],
        """Hesap askıya alındı
Referans: BAN-TR-2026-0411
Tarih: 01.05.2026 23:40
Süre: 7 gün
Sebep: hile yazılımı tespiti (ilk ihlal)""",
        "Askı tam olarak ne zaman bitiyor?",
        "Oyuncunun gönderdiği bildirim",
    ),
    (
        "es-receipt",
        ["spanish", "order_number", "date_label"],
        """Recibo de compra
N.º de pedido: SG-ES-77120448
Fecha: 02/05/2026 18:41
Artículo: Pase de batalla – Temporada 9
Importe: 9,99 €
Estado: completado""",
        "El jugador dice que no tiene el pase. ¿Qué datos le pedimos?",
        "El recibo que reenvió el jugador",
    ),
    (
        "th-event",
        ["thai", "updated_label", "schedule"],
        """กิจกรรมเทศกาลสงกรานต์ 2026
เริ่ม: 2026-04-10 10:00 (เวลาไทย)
สิ้นสุด: 2026-04-20 23:59 (เวลาไทย)
อัปเดตล่าสุด: 2026-04-09 18:30
รางวัล: ชุดสงกรานต์, เพชร 500 เม็ด""",
        "กิจกรรมนี้ยาวกี่วัน?",
        "ข้อมูลกิจกรรมจากทีมไลฟ์ออปส์",
    ),
    (
        "fr-status-incident",
        ["french", "updated_label", "incident_times"],
        """Incident – connexion impossible (serveurs EU) – Mis à jour le 02/05/2026 à 17:40
17:02 Nous enquêtons sur des échecs de connexion.
17:25 Cause identifiée : certificat expiré sur la passerelle d'authentification.
17:40 Résolu. Les joueurs doivent redémarrer le jeu.""",
        "Peux-tu résumer cet incident en une phrase pour les réseaux sociaux ?",
        "La page d'état du service",
    ),
    (
        "vi-chat-export",
        ["vietnamese", "chat_export", "bracketed_timestamps"],
        """[02/05/2026, 21:14:02] Minh QA: build 1.7.1 crash khi mở bản đồ lúc đang cắt cảnh
[02/05/2026, 21:15:40] Lan QA: mình tái hiện được 3/5 lần trên PS5
[02/05/2026, 21:16:11] Minh QA: ok mình tạo ticket SKY-7730""",
        "Tóm tắt cuộc trò chuyện này thành một báo cáo lỗi ngắn.",
        "Đoạn chat của nhóm QA",
    ),
    (
        "ar-support-chat",
        ["arabic", "chat_export", "order_number"],
        """[2026-05-02 20:11] اللاعب: لم أستلم الجواهر بعد الشراء
[2026-05-02 20:12] الدعم: رقم الطلب من فضلك؟
[2026-05-02 20:13] اللاعب: SA-88120451""",
        "لخّص المحادثة في سطرين.",
        "محادثة الدعم",
    ),
    (
        "id-event-info",
        ["indonesian", "updated_label", "event_times"],
        """Event: Festival Layang-Layang
Mulai: 2026-04-27 10:00 WIB
Selesai: 2026-05-04 23:59 WIB
Diperbarui: 2026-04-26 17:12 WIB
Hadiah tahap 5: skin layangan emas""",
        "Kalau saya klaim hadiah tanggal 5 Mei, masih bisa?",
        "Info event dari pengumuman",
    ),
    (
        "zh-tw-exchange",
        ["traditional_chinese", "updated_label"],
        """活動代碼：mday_2026_tw
開始：2026/05/01 10:00（台灣時間）
結束：2026/05/10 23:59（台灣時間）
最後更新：2026/04/28 15:42
兌換道具：康乃馨 ×30 → 限定頭像框""",
        "這個活動總共開放幾天？",
        "活動設定",
    ),
    (
        "ko-string-csv",
        ["korean", "csv", "modified_column"],
        """문자열ID,원문,번역,최대길이,수정일
QUEST_0412,Join the raid with your guild,길드원과 함께 공격대에 참여하세요,20,2026-04-30
ITEM_0088,Summon your new mount,새로운 탈것을 소환할 수 있습니다,16,2026-04-29""",
        "최대 길이를 넘는 번역이 있나요?",
        "번역 파일 일부입니다",
    ),
]

SYSTEM_STUDIO = (
    "You are Copilot, the internal assistant of Saltmarsh Studios' game teams (build, QA, support, live-ops,\n"
    "servers, anti-cheat, community, localisation, certification). Answer precisely and say when the data is not\n"
    "enough."
)
LEAD_INS = ["Here is the export from the tool", "Below is what the system returned", "My colleague sent this"]
LANG_ASKS = [
    "¿Me lo explicas en español, por favor?",
    "Pode responder em português?",
    "日本語で答えてください。",
    "한국어로 답해 주세요.",
    "Odpowiedz po polsku, proszę.",
    "Türkçe cevap verir misin?",
    "Antworte bitte auf Deutsch.",
]
PLACEMENTS = [
    "after",
    "before",
    "lead_in",
    "system_user",
    "user_start",
    "earlier_user",
    "earlier_assistant",
    "chatml",
    "llama3",
    "quoted",
    "fenced",
    "colleague",
    "tool_result",
    "rag",
    "lang_ask",
    "mistral",
]
LANG_PLACEMENTS = ["after", "before", "lead_in", "user_start", "earlier_user", "chatml", "quoted", "fenced"]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "system_user":
        return f"{SYSTEM_STUDIO}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "user_start":
        return f"{SYSTEM_STUDIO}\n\nUser:\n{block}\n\n{ask}\nAssistant:"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull up the record I mentioned?\nAssistant: Here it is, as the tool returned it:\n\n"
            f"{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_STUDIO}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}"
            f"<|im_end|>\n<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_STUDIO}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            f"<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "colleague":
        return f"{LEAD_INS[k % len(LEAD_INS)]}:\n\n{block}\n\n{ask}"
    if placement == "tool_result":
        return (
            f"Question: {ask}\nThought: I should look at the record first.\nAction: fetch_record()\n"
            f"Observation:\n{block}\nThought:"
        )
    if placement == "rag":
        return (
            f'<context>\n<document title="{intro}">\n{block}\n</document>\n</context>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "lang_ask":
        return f"{block}\n\n{ask} {LANG_ASKS[k % len(LANG_ASKS)]}"
    assert placement == "mistral"
    return f"<s>[INST] {ask}\n\n{block} [/INST]"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        neg(f"pasted:{source}", ["pasted", placement, *tags], _place(k, placement, block, ask, intro))
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS_LANG):
        placement = LANG_PLACEMENTS[k % len(LANG_PLACEMENTS)]
        neg(
            f"pasted:{source}",
            ["pasted", "non_english", placement, *tags],
            _place(k, placement, block, ask, intro),
        )
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS[:12]):
        placement = PLACEMENTS[(k * 3 + 7) % len(PLACEMENTS)]
        neg(
            f"pasted:{source}:again",
            ["pasted", placement, *tags],
            _place(k + 1, placement, block, ask, intro),
        )
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS_LANG[:13]):
        placement = LANG_PLACEMENTS[(k + 3) % len(LANG_PLACEMENTS)]
        neg(
            f"pasted:{source}:again",
            ["pasted", "non_english", placement, *tags],
            _place(k, placement, block, ask, intro),
        )


# --- hand-written negatives: stable look-alikes in program positions --------------------------------------------------


def _negatives_lookalikes() -> None:
    neg(
        "lookalike:game-header",
        ["lookalike", "header_block", "build", "season_end", "knowledge_cutoff"],
        """Game: Emberfall Online
Engine: Kestrel 5.3.1
Build: 1.7.1+cl.91022 (built 2026-05-01)
Season: 9 (ends 2026-06-16 02:00 UTC)
Knowledge cutoff: 2025-06

You are the in-launcher help assistant. Answer from the patch notes and the help centre only.

Player: Does the season end before or after the summer event starts?
Assistant:""",
    )
    neg(
        "lookalike:llama3-cutoff-only",
        ["lookalike", "chat_template", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help Kart Comet players with controller settings. Keep answers short.<|eot_id|><|start_header_id|>user<|end_header_id|>

How do I turn off drift assist on a Switch Pro Controller?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
    )
    neg(
        "lookalike:chatml-founded-revision",
        ["lookalike", "chat_template", "chatml", "founding_year", "prompt_revision"],
        """<|im_start|>system
You are the careers assistant of Ironbark Games (founded 2009, studios in Seoul and Lyon). Prompt revised on
2026-02-11. Answer questions about open roles and the interview process only.<|im_end|>
<|im_start|>user
How many interview rounds are there for a gameplay programmer?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "lookalike:front-matter-template",
        ["lookalike", "front_matter", "approved_date", "calver"],
        """---
template: store-page-v3
approved: 2026-01-20
loc_kit: 2026.04
tone: friendly
---
Turn the feature list below into a store page description of at most 120 words.

- co-op for up to 4 players, online or split-screen
- 40 hand-made islands, no procedural maps
- photo mode with sepia and noir filters""",
    )
    neg(
        "lookalike:xml-glossary-attrs",
        ["lookalike", "xml_attr", "frozen_date", "version"],
        """<glossary version="12" frozen="2026-04-20" lang="ko-KR">
Tidecaller = 조류술사
Lighthouse Keeper = 등대지기
Harbor District = 항구 구역
</glossary>
Check that the Korean quest text below uses the glossary terms, and list any mismatches.

QUEST_201: "등대지기를 만나러 항구 지구로 가세요."
QUEST_202: "조류술사의 힘이 깨어납니다."
""",
    )
    neg(
        "lookalike:json-tenant-api-version",
        ["lookalike", "json_inline", "tenant_uuid", "api_version"],
        """{"tenant":"9d2c6e4a-1f3b-4c7d-8e5a-2b6f0c9d3e71","api_version":"2025-11-01","title":"hollow-tide"}
You explain support macros to new agents. Say when each macro should be used.

Macros: REFUND_WINDOW (purchase under 14 days, unused), NAME_CHANGE_FIX (name change paid but not applied),
RECOVERY_START (player lost access).""",
    )
    neg(
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "prompt_revision"],
        """<!-- prompt: voided-match-reply rev 2026-03-02 -->
You write replies to players whose ranked match was voided because an opponent was caught cheating. Explain that
the rating change is reversed within 24 hours; never name the cheater.

Player: "My win got removed from my match history?? I didn't do anything."
Reply:""",
    )
    neg(
        "lookalike:md-profile-table",
        ["lookalike", "md_table", "account_created", "player_id"],
        """| Player | |
|---|---|
| Player ID | P-7Q2LM0-22841 |
| Account created | 2021-11-04 |
| Region | EU-West |
| Linked platforms | PC, PS5 |

You are Kit, the player-support assistant for Emberfall Online. Use the profile to personalise the answer.

Player: Do I get the veteran badge? I've played since the first season.
Kit:""",
    )
    neg(
        "lookalike:kv-settings",
        ["lookalike", "key_value_lines", "reset_time", "season_end", "time_zone"],
        """STORE_RESET_UTC=00:00
SEASON_END=2026-06-16T02:00:00Z
TZ=Asia/Seoul
MAX_DAILY_PURCHASES=5

You answer Korean players' questions about the item shop. Convert times to KST.

Player: 상점은 한국 시간으로 몇 시에 초기화돼요?""",
    )
    neg(
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms_revision"],
        """You help parents set up family controls in Pocket Legion. Step-by-step, no jargon.

Parent: How do I stop my daughter buying gems without asking me?

--
Terms of Service rev. 2026-01-15
Privacy Policy rev. 2025-11-30
""",
    )
    neg(
        "lookalike:azure-api-version",
        ["lookalike", "header_block", "api_version", "deployment"],
        """api-version: 2024-10-21
deployment: support-gpt4o
region: swedencentral

Classify the player's message as billing, bug, account or other. Reply with the label only.

Message: I bought the Founder's pack on 11 April and the code says it was already used.
Label:""",
    )
    neg(
        "lookalike:discord-ids",
        ["lookalike", "header_block", "stable_snowflakes", "role_id"],
        """guild_id: 1052001187746324480
channel_id: 1052001187746324486
moderator_role: 1052001187746324499

You are Wick, the moderation helper of the Emberfall Discord. Explain rule 4 (no trading or selling accounts) to a
new member in two sentences.""",
    )
    neg(
        "lookalike:kick-case-header",
        ["lookalike", "case_details", "kick_dates"],
        """Case: KCK-2026-04417
Account: A-20557193
Kicked: 2026-04-21 03:12 UTC
Review due: 2026-05-21
Evidence reviewed: 2026-04-30

Write a one-paragraph summary of this kick review for the integrity board. The player says a streaming overlay
was running.""",
    )
    neg(
        "lookalike:store-api-merchant",
        ["lookalike", "header_block", "api_version", "merchant_id"],
        """Store-Api-Version: 2025-09-01
Merchant: mrc_7Q2LM0
Currency: EUR

You explain price changes to Kart Comet players. Prices: Comet Pass 9.99 (was 7.99 until 2026-04-01).

Player: Why did the pass get more expensive?
Assistant:""",
    )
    neg(
        "lookalike:source-date-epoch",
        ["lookalike", "key_value_lines", "source_date_epoch", "reproducible_build"],
        """SOURCE_DATE_EPOCH=1767225600
BUILD_CONFIG=Shipping
PLATFORM=linux-x64

We set these for reproducible server builds. Why do two builds of the same changeset still produce different
binaries? The only diff is in an embedded __DATE__ string.""",
    )
    neg(
        "lookalike:maintenance-policy",
        ["lookalike", "system_prompt", "recurring_window"],
        """You answer questions about Hollow Tide's server maintenance. Regular maintenance happens every Tuesday from
02:00 to 04:00 UTC; emergency maintenance is announced at least 30 minutes ahead on the status page.

Player: Is there maintenance this Tuesday and how long is it?
Assistant:""",
    )
    neg(
        "lookalike:b3-sampled-timeout",
        ["lookalike", "header_block", "b3_sampled", "grpc_timeout"],
        """X-B3-Sampled: 1
grpc-timeout: 5S
user-agent: grpc-go/1.70.0

You explain gRPC status codes to the online team. What does DEADLINE_EXCEEDED on PartyService.JoinParty usually
mean for players?""",
    )
    neg(
        "lookalike:platform-ids",
        ["lookalike", "header_block", "title_id", "sku"],
        """Title ID: 7F3A2C91
Product ID: 9NBLGGH4R315
SKU: KC-DLC-AURORA-EU
Release: 2026-06-18

Write a 140-character store blurb for the Aurora Pass DLC.""",
    )
    neg(
        "lookalike:mistral-model-release",
        ["lookalike", "chat_template", "mistral", "model_release"],
        """<s>[INST] You are tide-helper-2026-01, the support model for Hollow Tide. Answer in two sentences.

How do I rebind the dive key on PC? [/INST]""",
    )
    neg(
        "lookalike:gemma-season-start",
        ["lookalike", "chat_template", "gemma", "season_start", "knowledge_cutoff"],
        """<start_of_turn>user
You are the Skyreach Arena coach bot. Season 9 started on 2026-03-17; your knowledge cutoff is 2025-06.

Which heroes got buffed this season?<end_of_turn>
<start_of_turn>model
""",
    )
    neg(
        "lookalike:phi3-office-hours",
        ["lookalike", "chat_template", "phi3", "office_hours", "time_zone"],
        """<|system|>
You are the player-support bot for Starforge Tactics. Human agents are available Monday to Friday, 09:00-18:00
Europe/Madrid. Outside those hours, offer to create a ticket.<|end|>
<|user|>
Can I talk to a real person right now?<|end|>
<|assistant|>
""",
    )
    neg(
        "lookalike:requirements-version",
        ["lookalike", "header_block", "document_version", "effective_date"],
        """Requirements: v27 (effective 2026-03-01)
Platform: console
Section: 4 (suspend and resume)

Does requirement 4.12 apply to a save indicator that is only shown for 200 ms?""",
    )
    neg(
        "lookalike:ko-launch-date",
        ["lookalike", "non_english", "korean", "launch_date", "version"],
        """서비스 시작일: 2021년 11월 4일
클라이언트 버전: 1.7.1
당신은 "엠버폴 온라인" 한국 서버의 고객 지원 도우미입니다. 한국어로 짧게 답하세요.

플레이어: 5주년 기념 보상은 언제 주나요?""",
    )
    neg(
        "lookalike:ja-maintenance-terms",
        ["lookalike", "non_english", "japanese", "recurring_window", "terms_revision"],
        """定期メンテナンス: 毎週水曜 10:00〜12:00
利用規約改定日: 2026年1月15日
あなたは「ポケットレギオン」のサポートAIです。丁寧な日本語で答えてください。

ユーザー: 今週のメンテナンスは何時に終わりますか？""",
    )


# --- hand-written negatives: values the user asks about or types ------------------------------------------------------


def _negatives_asked(g: Gen65) -> None:
    neg(
        "asked:epoch-seoul",
        ["asked", "epoch", "id_in_question"],
        "The crash reporter shows 1777756449 as the crash time. What time was that in Seoul?",
    )
    neg(
        "asked:snowflake",
        ["asked", "snowflake", "id_in_question"],
        """When was Discord message 1236067219402113044 sent? Our moderator says it was before the rule change at
18:00 UTC on 2 May.""",
    )
    neg(
        "asked:ulid-match",
        ["asked", "ulid", "id_in_question"],
        """Our match ids are ULIDs. Can you tell from match 01HZX9Q2K8F4M6N0P2R4T6V8W0 when the match was created,
and in which time zone the answer is?""",
    )
    neg(
        "asked:uuid7-purchase",
        ["asked", "uuid7", "id_in_question"],
        """Purchase ids in our store are UUIDv7. Decode the creation time of 0196a8f1-2c3d-7e4f-8a9b-0c1d2e3f4a5b and
tell me whether it falls inside the refund window that closed on 2025-05-20.""",
    )
    neg(
        "asked:ksuid",
        ["asked", "ksuid", "id_in_question"],
        "What's the timestamp inside the KSUID 2Kx9TqM4Pz7LrV3nW8bY5cJ6hF1 from our event stream?",
    )
    t = g.moment() - timedelta(days=40)
    neg(
        "asked:jwt",
        ["asked", "jwt", "id_in_question"],
        f"""Why is this player session token rejected by the game server? It's from a support ticket.

{g.jwt(t, "P-20557193")}""",
    )
    neg(
        "asked:traceparent",
        ["asked", "traceparent", "id_in_question"],
        """Explain each part of this header from our game client's logs, and which part I should search for in the
tracing UI:

traceparent: 00-7c1a2e9f4b3d5c6e8a0f1b2c3d4e5f60-a1b2c3d4e5f60718-01""",
    )
    neg(
        "asked:typed-clock-seoul",
        ["asked", "user_typed_time"],
        """User: It's 03:12 here in Seoul right now and the item shop still shows yesterday's items. The shop resets at
00:00 UTC. When will it change?
Assistant:""",
    )
    neg(
        "asked:unrendered-template",
        ["asked", "template_placeholder"],
        """Our server message template is "Maintenance begins at {{maint_start}} ({{server_time}} server time)". Players
see the braces in game. What did we get wrong in the message pipeline?""",
    )
    neg(
        "asked:few-shot-dates",
        ["asked", "few_shot", "example_date"],
        """Rewrite patch dates in our house style.

Input: "patch 1.7.0 live 2026-04-28 09:00 UTC"
Output: "Patch 1.7.0 - 28 April 2026, 09:00 UTC"

Input: "hotfix 1.7.1 live 2026-05-01 14:30 UTC"
Output:""",
    )
    neg(
        "asked:relative-times",
        ["asked", "relative_time"],
        """The crash rate went up about 20 minutes after the patch went live two hours ago, and the hotfix build has
been cooking for the last 45 minutes. Should we roll back now or wait for the hotfix?""",
    )
    neg(
        "asked:in-game-clock",
        ["asked", "in_game_clock", "header_block"],
        """World clock (in-game): Day 212, 06:40
Weather (in-game): fog, clearing by 09:00
NPC: Harbormaster Edda

Stay in character as Edda. The player asks when the morning ferry leaves.
Player: When's the first ferry to Gull Island?
Edda:""",
    )
    neg(
        "asked:frame-timing",
        ["asked", "frame_time_arithmetic"],
        """At 60 fps a frame is 16.67 ms. Our render thread takes 11.2 ms and the game thread 14.9 ms, and they overlap.
If we add 2.5 ms of work to the game thread on Switch, do we still hit 60?""",
    )
    neg(
        "asked:iso-week",
        ["asked", "iso_week"],
        "Our live-ops calendar uses ISO weeks. Which dates does 2026-W20 cover, and does the 2026-05-16 final fall in it?",
    )
    neg(
        "asked:reset-conversion",
        ["asked", "timezone_question"],
        """The weekly reset is Monday 04:00 UTC. What is that in Los Angeles, São Paulo and Sydney in May 2026, with
daylight saving taken into account?""",
    )
    neg(
        "asked:cron-rotation",
        ["asked", "cron", "config"],
        """Our rotation job has the schedule "0 0 * * 1" with timeZone "Asia/Seoul". Players in Europe say the shop
changes on Sunday evening. Is that right?""",
    )
    neg(
        "asked:replay-arithmetic",
        ["asked", "match_clock"],
        """In the replay, the match clock reads 01:42.3 at the first kill and 01:40.1 at the third. The server log says
19:48:02.114 and 19:48:04.330. Do the two agree?""",
    )
    neg(
        "asked:ja-code-expiry",
        ["asked", "non_english", "japanese", "date_arithmetic"],
        "引き継ぎコードは発行から30日有効です。2026年4月20日に発行した場合、いつまで使えますか？",
    )
    neg(
        "asked:ko-epoch",
        ["asked", "non_english", "korean", "epoch"],
        "크래시 로그에 찍힌 1777756449는 한국 시간으로 몇 시인가요?",
    )
    neg(
        "asked:zh-event-utc",
        ["asked", "non_english", "chinese", "timezone_question"],
        "活动在北京时间2026年5月10日23:59结束，换算成UTC是几点？欧服玩家还能参加多久？",
    )
    neg(
        "control:plain-1",
        ["control", "plain"],
        """You are Pip, the tutorial helper in Kart Comet. Explain controls simply.

Player: How do I drift?
Pip:""",
    )
    neg(
        "control:plain-2",
        ["control", "plain"],
        """Suggest three names for a cosy fishing game set on a foggy island. One line each, no explanations.""",
    )


# --- assembly -------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen65(seed)
    POS.clear()
    NEG.clear()
    for part in (
        _pos_build,
        _pos_crash,
        _pos_qa,
        _pos_support,
        _pos_liveops,
        _pos_servers,
        _pos_anticheat,
        _pos_moderation,
        _pos_loc,
        _pos_cert,
    ):
        part(g)
    positives = list(POS) + generated_positives(g)
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked(g)
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold65", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
