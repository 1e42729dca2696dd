"""Build `prompt_normalizer/corpus/holdout78.jsonl`, a seventy-eighth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout78.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout72.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- music, streaming, royalties, playlists,
DRM, DMCA, ISRC, DDEX, HLS, SCTE, podcasts, creators, subscribers -- and the passages around the hits;
the docstring of `make_holdout72.py` and the clarification section of `make_holdout71.py` were read in
full), to keep clear of the sources and scenarios they used and to apply their clarifications of the
rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement of pasted
blocks, `build` and `main`), for the structure of a generator; `pyproject.toml` was read for ruff's
settings. (A listing of `tests/normalizer/` showed the names of the generators; a read-only `git status`
listed the names of the files new in the working tree.) Nothing under `prompt_normalizer/`, no other test
file, no `*.jsonl` corpus, neither docs/ nor bench/ and no git history was read; the expected outputs
were checked by building the cases in memory, not by reading the written corpus. `make_holdout73.py` to
`make_holdout80.py`, written at the same time, were not read.

The domain is media streaming and music platforms: catalogue and metadata ingestion, royalties and
rights, playlists and recommendations, content moderation and takedowns, DRM and licensing windows, live
event streaming operations, creator payouts and subscriber support. The earlier docstrings name
neighbours of it: a streaming player's help widget with `player_session_id` and `client_time`, DRM
licence support, CMCD headers, HLS playlists, licence logs and DRM policies, music distribution QA with
ISRCs and UPCs, DDEX metadata and royalty reports (make_holdout7); broadcast playout and SCTE-35
(make_holdout10); gig booking, sync licensing and quotes, collecting society work registration,
writing-camp split sheets, DAW sessions, mastering QC, royalty statements and music cue sheets
(make_holdout15); creator platforms with payouts, copyright claims in YAML front matter, livestream
ingest with a traceparent, a livestream chat relay, DMCA notices and counter-notices, OBS and ffmpeg
output, VOD chapters and payout statements (make_holdout18); creator payouts and podcast sponsorship
(make_holdout31); radio and podcast newsrooms (make_holdout51); memorial livestreams with encoder stats
(make_holdout56); and Twitch EventSub (make_holdout5). The scenarios here were written around them:
there is no CMCD header, player help widget, HLS playlist, DDEX message, ISRC or UPC QA, split sheet,
sync quote, work registration, DAW or mastering session, cue sheet, SCTE-35 marker, podcast, OBS or
ffmpeg output, VOD chapter, livestream chat relay or Twitch event; ISRCs, an ISWC and a UPC appear only
as columns and fields of records; live operations are seen through SRT statistics, CDN edge logs, an
encoder's input events, a DASH MPD, a Discord slash command and a packager log, with no traceparent on
an ingest; takedowns are a DSA Article 16 notice, a French notification de retrait, a claim delivered by
Standard Webhooks, a claims CSV, an appeal form and a review queue, with no DMCA notice and no claim in
front matter; creator payouts are API objects, ledgers, holds, tax forms, webhook envelopes and short
non-English receipts, with no English payout statement. The sources are:

* catalogue and metadata ingestion: an ingest run's KSUID and start time (+02:00) at the head over a
  pasted release JSON (`release_id`, `created_at`, `updated_at` stay), a label delivery's ULID `id`
  and `received` in XML attributes over a track listing CSV, a Berlin catalogue fetch
  (`Abrufzeitpunkt Katalog-API:`, `Abruf-ID:`; the record with `erstellt` and `geändert` stays), a
  Japanese `取得日時:` over a markdown table with `登録日時`, an artwork upload's lower-case ULID and
  receipt time (the embedded `Create Date` and `Modify Date` stay), a fingerprint match run's UUIDv7
  and finish time in a sentence, a catalogue snapshot's KSUID and `as_of` epoch in pretty JSON, and a
  messages array whose tool message carries a gateway request id;
* royalties and rights: the app's `generated_at` at the head of a prompt whose statement CSV opens with
  `created`, a rights lookup "at" a Windows time with a hex lookup id (ownership records stay), a
  French `Horodatage de la demande :`, a Korean `요청 시각:` in 12-hour form, a mechanical licence
  quote (base58 id, quote time and validity computed from it), and a royalties provider's delivery
  headers (`Tillr-Delivery-Id`, `Tillr-Delivered-At`; the statement payload stays);
* playlists and recommendations: a home shelf's `request_id` and `served_at` in pretty JSON over a
  Brazilian listening history fetched for the shelf (`played_at` stays), a ReAct observation's
  `fetched_at` (the `added_at` times stay), Spanish front matter (`generado`, nanoid `sesion`) over an
  exported collaborative playlist, a Llama 3 `Today Date` (`Cutting Knowledge Date` stays), a playlist
  uuid the listener asks about under the request's UUIDv7, a chart footer (ObjectId snapshot, US medium
  `Pulled:` time) and a Turkish `Sorgu zamanı:` with a uuid session after the user's CSV;
* content moderation and takedowns: a review session and its opening in markdown table rows over a
  pasted notice, a rights claim received with Standard Webhooks headers (the claim with its
  `created_at` stays), an Arabic `وقت الطلب:` in Arabic-Indic digits, a Brazilian appeal history fetched
  "em" a time with a hex `(consulta ...)`, a comment batch footer (ULID, Python logging time) and a
  Russian `Текущее время:` with a TSID request id after the complaint;
* DRM and licensing windows: a licence service response the app received for this request (`Date`,
  `X-Request-Id`; the licence policy stays), a window check's evaluation time at precision 6 over a
  windows table, a Hindi `अनुरोध का समय:` with a UUIDv7, a Chinese `当前时间：` with a full-width
  colon over a device table, a forwarded `Authorization: Bearer` JWT over a device list, and an offline
  licence token held until a time computed from now;
* live event streaming operations: an operator console session and its opening over SRT statistics, a
  bracketed context line (`run` KSUID, `t` in ms) over CDN edge logs, a ChatML venue clock before
  `<|im_end|>`, a Russian server clock over an ingest log, a Discord interaction's snowflake `id` and
  `token` (guild and channel stay), a logfmt `now=` in Go RFC3339Nano after health samples, and a
  Turkish `Sunucu saati:`;
* creator payouts: a payout lookup the program made (`Idempotency-Key`, `Request-Id`; the payout object
  with `created` and `arrival_date` and `Payments-Version: 2025-09-30` stay), an Indonesian `Waktu
  permintaan:` with a dotted time, a Mexican nested JSON `meta` (`solicitud` UUIDv7, `generado_en`), a
  tax form status checked "at" a ctime time (the form's `submitted` stays), an instant payout hold's
  parenthesised nanoid and its release time, and a Polish `<meta czas="...">` attribute;
* subscriber support: a ChatML chat session and a `(sent ...)` stamp on the customer's last line, `Sent:`
  and `Message-ID:` after the latest e-mail (the quoted earlier message stays), a Mistral `Now:` line in
  JavaScript `toString()` form, a Swedish `Tidpunkt för begäran:`, a Vietnamese `Thời điểm yêu cầu:`, a
  Thai `เวลาที่ร้องขอ:` in the Buddhist era with a ULID, a Hebrew `מועד הפנייה:`, made-up labels
  (`tuneq.t0` in us, `tuneq.hop` TSID; `tuneq.build` CalVer stays), a trailing `client_ts` epoch as the
  last line, a leading `x-trace:` KSUID over a pasted activity line with a UUIDv7 session, a
  subscription UUIDv7 the user asks about under the request's UUIDv7, a RAG context's `query` attribute
  and `Retrieved:` line, and `[session ...]` and `[client time ...]` lines after an earlier assistant
  turn that lists charges.

The hand-written negatives are pasted records from the same worlds in 21 placements (question after,
before, right under the block, behind a lead-in ending in a colon, at the very start of the user's
message, at the very end of the prompt, in an earlier user turn, in an earlier assistant turn, quoted
with "> ", fenced, indented, after the question's lead-in, on both sides, in ChatML, Llama 3, Mistral,
Gemma and Phi-3 user turns, in a RAG document, in a tool observation reading the user's attachment and
in a user turn under a system prompt): a release JSON opening with `created_at` and a UUIDv7 `id`, an
ingest validator log with `request_id`, a label's XML with `created` and `updated` attributes, a
metadata change history in YAML with `ts`, a royalty CSV opening with `Timestamp` and `Epoch`, a
distributor e-mail with `Date` and `Message-ID`, an ownership change table with `Ref` and `Recorded`, a
single-line playlist event with `ts` in ms, a recommendations API response opening with
`generated_at` and `request_id`, a data download with `endTime`, a Standard Webhooks delivery pasted to
debug its signature, stream consumer output with ULID ids, a DSA notice e-mail, a moderation audit
logfmt, a claims CSV with `created`, an appeal form export with `Response ID` and `Submitted`, `curl -v`
against a licence server with `date` and `x-request-id`, a DASH MPD with `availabilityStartTime` and
`publishTime`, logcat with a PSSH in base64 and a hex key id, licensing windows in YAML, encoder input
events, SRT statistics with `time` in us, an incident timeline, CDN JSON lines with epoch `ts` and hex
`req_id`, a Stripe delivery pasted to debug `Stripe-Signature`, a nested payout ledger with epoch
`created`, a tax form JSON with `submitted_at`, an account activity table with UUIDv7 sessions, an App
Store receipt, a support chat transcript, a crash report opening with `"timestamp"`, a 429 with `Date`,
`X-RateLimit-Reset` and a ULID `X-Request-Id`, an OpenTelemetry span with `startTimeUnixNano`, a Play
developer notification with `eventTimeMillis` and `purchaseToken`, a recording XML with a uuid `id`,
decoded playback token claims (`iat`, `exp`, ULID `jti`) and an artist verification form with `Ref` and
`Stamp`; and in other languages a Spanish receipt (`Fecha:`), a German statement (`Erstellt:`,
`Geändert:`), a French notice (`Date :`), a Japanese delivery log (`タイムスタンプ`, UUIDv7), a Korean
payment history (`결제일시`), Chinese order JSON with Chinese keys (`创建时间`), a Brazilian statement
(`Data/hora`), a Russian broadcast journal, an Arabic receipt (Arabic-Indic digits), a Hindi payout
detail (`दिनांक व समय`), an Italian report (`Creata il:`), a Polish complaint, a Turkish invoice
(`Düzenlenme Tarihi:`), an Indonesian history with a KSUID `ID`, a Thai receipt (Buddhist era), a
Vietnamese history, a Ukrainian moderation journal, a Greek receipt (`Ημερομηνία και ώρα:`), a Hebrew
receipt, a Dutch payout overview (`Aangemaakt:`), a Swedish receipt and a Bengali receipt (Bengali
digits). Look-alikes in program positions: a catalogue header with a schema date, a style guide approval
date and a knowledge cutoff, a title's licence window, an event's doors and stream start, front matter
with a prompt revision and review date, a tenant uuid and CalVer build in pretty JSON, a launch date and
support hours in XML attributes, `Payments-Version` with a creator-since date, a Llama 3 header with
only its knowledge cutoff, an unrendered `{{now}}` template, Discord guild, channel and role ids, a
subscriber header with renewal and member-since dates, German and Japanese prompt revisions, settings
as `KEY=value` lines, a release header with UPC and street date, a terms footer, a bracketed context
line of stable pairs and Korean service hours. Values the user asks about or types: epochs, a UUIDv7, a
KSUID, a premiere time in another zone, relative times, few-shot release dates, a Widevine key id, a
pasted JWT, window arithmetic, a typed clock in Seville, a German deadline and a snowflake; and two plain
controls.

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets (-06:00, -04:00, -03:00, +01:00,
+02:00), Go RFC3339Nano, JavaScript `toISOString()` and `toString()`, RFC 1123 and RFC 2822,
Python logging and `isoformat()`, ctime, Windows and US medium 12-hour renderings, `YYYY-MM-DD HH:MM:SS`
with and without a zone name, Llama 3's `Today Date`, English long dates, epochs in s, ms and us, and
dates in German, French, Spanish, Italian, Brazilian, Polish, Turkish, Russian, Hindi, Arabic
(Arabic-Indic digits), Japanese, Korean (12-hour), Simplified Chinese, Thai (Buddhist era), Vietnamese,
Hebrew, Dutch and Indonesian (dotted) forms. Identifiers: UUID v4 and v7, ULID (also lower case),
KSUID, TSID, nanoid, ObjectId, snowflake, base58, base62, base64url and hex tokens, JWTs, traceparent,
X-Ray with a parent, Standard Webhooks headers, a Discord interaction token and vendor-prefixed ids
(`ing_`, `upl_`, `mq_`, `dlv_`, `req_`, `rv_`, `msg_`, `run_`, `cnry-`). Positions: the head and tail of
the prompt, the tail of a system prompt (also in ChatML and Llama 3), header blocks, HTTP response
headers, webhook headers, YAML front matter, pretty, nested and single-line JSON members (also in a
messages array and a ReAct observation), XML attributes, `key=value` pairs in bracketed context lines
and a logfmt line, markdown table rows, bracketed lines, templated sentences and phrases with their
preposition, parenthesised ids, metadata after the last user message and footers after `--`.

Prompts are in English and in Spanish, German, French, Italian, Portuguese, Polish, Dutch, Swedish,
Turkish, Russian, Ukrainian, Greek, Hebrew, Arabic, Hindi, Bengali, Thai, Vietnamese, Indonesian,
Japanese, Korean and Simplified Chinese (scripts: Latin, Cyrillic, Greek, Hebrew, Arabic, Devanagari,
Bengali, Thai, Japanese, Hangul, Han); prompts in those languages end with the user's message or with
the metadata after it.

What it is: 256 prompts. 125 carry volatile fields (160 spans): 59 hand-written positives (94 spans; 33
with two or more fields, two with three) and 66 generated ones. 131 carry none: 91 hand-written
negatives (59 pasted records, 18 look-alikes in program positions, 12 values the user asks about or
types, two plain controls) and 40 generated hard negatives. The generated positive family puts one field
(of 24 formats and labels, among them made-up labels and the current time under a "now" label in the
body's language) at one of ten positions (head, system tail, header block, after the last user
message, footer, YAML front matter, a pretty JSON member never last in its object, an XML attribute
followed by a stable one, a single-line JSON member after a stable one, `key=value` in a bracketed
context line) of 24 bodies in 19 languages whose user message carries a pasted record with its own
times and ids; the generated negative family uses the same bodies and positions with one stable value
that looks like a date, a time or an id (catalogue version, knowledge cutoff, prompt revision, API
version, tenant and partner uuids, time zone, build, launch date, support hours, holdback days, label
id, ranker, device limit, rate table, payout schedule, a title's window, region, premiere hour, engine
CalVer). About two prompts in five carry text in a language other than English. The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins and sessions, per-message stamps, holds and quotes computed from now,
uploads, tool results, localized "now" labels, bracketed and inline spans, ASCII cue lines).
Clarifications made here:

* Pasted material is content wherever it sits and however it opens: at the very start of the user's
  message, at the very end of the prompt, behind a lead-in, quoted, fenced, indented, in an earlier
  user or assistant turn, in a RAG document, in a tool observation that reads the user's attachment
  and inside any chat template; its `created_at`, `id`, `updated_at`, `ts`, `Timestamp`, `Epoch`,
  `generated_at`, `request_id`, `timestamp`, `event_id`, `Ref`, `Stamp`, `Response ID`, `Submitted`,
  `Date`, `Message-ID`, webhook and `Stripe-Signature` headers, `eventTimeMillis`, `purchaseToken`,
  `iat`, `exp`, `jti`, `availabilityStartTime`, `publishTime`, `x-request-id`, `X-RateLimit-Reset`,
  `startTimeUnixNano`, epochs, UUIDv7s, ULIDs, KSUIDs and hex ids stay, as do labels in other languages
  (`Erstellt:`, `Geändert:`, `Fecha:`, `Date :`, `タイムスタンプ`, `결제일시`, `创建时间`, `Data/hora`,
  `التاريخ:`, `दिनांक व समय:`, `Creata il:`, `Düzenlenme Tarihi:`, `Aangemaakt:`, `Ημερομηνία και ώρα:`,
  `তারিখ:`).
* Streaming and music records are content: release, track, work, claim, notice, upload, playlist,
  payout, ledger, form, order, device and session ids inside records; created, updated, added, played,
  removed, street, window, holdback, registration, last sync, diffusion and settlement times; ISRCs,
  ISWCs and UPCs; licence policy durations and expiries; MPD times; also next to a program's stamp and
  also when the program fetched them for this request (a listening history, rights records, a tax form
  status, a playlist in an observation, a licence policy). Only the program's stamp ("Rights lookup
  performed at <time> (lookup <id>) for this request:") and the ids minted for the fetch, lookup, pull,
  query or snapshot move.
* Calls the program made for this request: a licence service response's `Date` and `X-Request-Id`, a
  payout lookup's `Idempotency-Key` and `Request-Id` and a gateway's request id on a tool message move;
  the licence policy, the payout object and `Payments-Version` stay, and so does the `tool_call_id`
  that pairs the call with its result. The same kinds of exchange pasted by a user (`curl -v`, a 429)
  stay whole.
* Deliveries received for this request: Standard Webhooks headers on a rights claim, a royalties
  provider's `Tillr-Delivery-Id` and `Tillr-Delivered-At`, and a Discord interaction's snowflake `id`
  and `token` move; the claim with its `created_at`, the statement, the guild and channel ids and the
  command options stay. The same deliveries pasted by a user to debug them stay whole.
* Sessions: a takedown review session and its opening, a live operations console session and its
  opening, a chat session, a playlist assistant's front matter session, a forwarded `Authorization:
  Bearer` JWT and a `[session ...]` line move; listeners, accounts, creators, subscribers, tenants,
  guilds and channels stay.
* Holds and quotes computed from now move: an offline licence token and the end of its hold, an instant
  payout hold's id and release time, a mechanical quote's id, its time and its validity. A title's
  licence window and an event's doors and stream start in a program header are per title or per event
  and stay, as a ticket's own details did in make_holdout71; an unrendered `{{now}}` stays.
* Runs, batches and snapshots move with their start, finish or pull time: an ingest run, a fingerprint
  match run, a comment batch, a chart snapshot and a catalogue snapshot with its `as_of` epoch.
* Uploads: an artwork upload's id and receipt time move; the file's embedded `Create Date` and `Modify
  Date` stay (they describe the file, as EXIF capture times did in make_holdout20).
* Clocks read for this request are the current time in any form, also under labels a detector would not
  expect (`Window check evaluated at:`, `served_at`, `Current time at venue:`, `Sunucu saati:`, `Sorgu
  zamanı:`, `Waktu permintaan:`, `Tidpunkt för begäran:`, `מועד הפנייה:`, `beatline.tick`,
  `tuneq.t0`, `now=` in a logfmt line, `client_ts`, `[client time ...]`); per-request ids under such
  labels (`tuneq.hop`, `Hop`, `x-trace:`, `Canary`) move; `tuneq.build` CalVer stays. Times the user
  types or copies from an error screen stay.
* Near misses decided by position and purpose: the app's `generated_at` at the head of the prompt moves
  while a statement's `created` column and a pasted API response opening with `generated_at` and
  `request_id` stay; a playlist uuid and a subscription UUIDv7 the user asks about stay beside the
  request's UUIDv7 that moves; a leading KSUID trace line moves while a KSUID in a pasted transaction
  stays; a webhook the app received moves while the one a user pastes stays.
* Spans follow rule 3: a phrase is cut with its preposition where the cut leaves a sentence
  ("Fingerprint match run <id> finished at <time> for catalogue Sonora-EU." leaves "Fingerprint match
  run finished for catalogue Sonora-EU."; "token <token> is held until <time> while the file downloads"
  leaves "token is held while the file downloads"); a parenthesised id is cut with its parentheses; XML
  attributes and `key=value` pairs are followed by a stable neighbour; single-line JSON members are cut
  with the comma after them and follow a stable member, and volatile members of pretty-printed JSON
  are never the last member of their object; header lines, YAML members, markdown rows, bracketed
  lines, footer fields after `--` (one per line) and a line holding one field in any script are
  whole-line spans; a field alone before `<|im_end|>` on its line and a `(sent ...)` stamp at the end of
  the customer's last ChatML line are inline spans (the cut leaves the space before `<|im_end|>` that
  rule 4's machinery gives).
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Agent:`, `Reply:`, `Decision:`,
  `Summary:`, `Thought:`) or a ChatML or Llama 3 reply header on a line of its own end positives;
  prompts in other languages end with the user's message or with the metadata after it; the Mistral
  `[INST]` positive gets its trailer after `[/INST]` as rule 4 gives it, and Gemma and Phi-3 prompts
  appear only in negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
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
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    js_tostring,
    long_date,
    py_iso,
    py_logging,
    rfc2822,
    rfc3339,
    v,
    windows_general,
)

SEED = 20780317
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout78.jsonl"
SRC = "holdout78:"

BRT = timezone(timedelta(hours=-3), "BRT")
KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
TRT = timezone(timedelta(hours=3), "TRT")
AEST = timezone(timedelta(hours=10), "AEST")
PST = timezone(timedelta(hours=-8), "PST")
GST = timezone(timedelta(hours=4), "GST")
CDMX = timezone(timedelta(hours=-6), "CST")
IDT = timezone(timedelta(hours=3), "IDT")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
MESES = [
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
MOIS = [
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
MESI = [
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
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
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


# --- value formats -------------------------------------------------------------------------------


def b58(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(B58) for _ in range(n))


def tsid(g: Gen, t: datetime) -> str:
    """A TSID (time-sorted, 13 Crockford characters)."""
    value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | g.rng.getrandbits(22)
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    return "".join(alphabet[(value >> (5 * i)) & 31] for i in reversed(range(13)))


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오전' if t.hour < 12 else '오후'} {h}:{t:%M:%S}"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ar_time(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(ARABIC_DIGITS)


def th_time(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M:%S} น."


def ru_time(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def uk_time(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M}"


def pl_time(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def tr_time(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def hi_time(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def el_time(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def de_time(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M:%S}"


def fr_time(t: datetime) -> str:
    return f"{t.day} {MOIS[t.month - 1]} {t.year} à {t:%H:%M:%S}"


def es_time(t: datetime) -> str:
    return f"{t.day} de {MESES[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def it_time(t: datetime) -> str:
    return f"{t.day} {MESI[t.month - 1]} {t.year}, {t:%H:%M}"


def br_time(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{make_holdout.MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# --- hand-written positives: catalogue and metadata ingestion ---------------------------------------


@positive
def _ingest_run_head(g: Gen) -> Draft:
    t = g.moment(CEST)
    release = """{
  "release_id": "019a7c4e-5b2d-7f31-9c0e-4b8a2f6d1e07",
  "created_at": "2026-02-11T09:14:52Z",
  "updated_at": "2026-02-13T17:40:08Z",
  "title": "Harbour Lights",
  "artist": "The Pale Ferns",
  "original_release_date": "2026-03-20",
  "territories": ["WW"],
  "tracks": [
    {"position": 1, "title": "Low Tide", "duration": "PT3M41S", "explicit": false},
    {"position": 2, "title": "Signal Fires", "duration": "PT4M02S", "explicit": false}
  ]
}"""
    return Draft(
        f"""{v("run_id", "Ingest run: ing_" + g.ksuid(t))}
{v("current_time", "Started: " + rfc3339(t))}

You are the catalogue QA assistant for Sonora Music. Check incoming releases against the style guide and
explain every rejection in one sentence a label manager can act on.

Release as received from the label portal:

{release}

User: The portal rejected this with "date conflict". Which date is wrong?
Assistant:""",
        f"{SRC}pos:catalogue:ingest-run-head",
        ["head", "ksuid", "rfc3339_offset", "pasted_json"],
    )


@positive
def _delivery_xml_attrs(g: Gen) -> Draft:
    t = g.moment()
    listing = """disc,track,title,isrc,duration,added
1,1,Glasshouse,GBX7Q2600101,3:58,2026-01-28 10:02:11
1,2,Paper Moons,GBX7Q2600102,4:21,2026-01-28 10:02:11
1,3,Glasshouse (Reprise),GBX7Q2600103,1:47,2026-01-29 16:45:30"""
    return Draft(
        f"""<delivery {v("delivery_id", 'id="' + g.ulid(t) + '"')} {v("received_time", 'received="' + js_iso(t) + '"')} label="Northside Records" channel="sftp">
You are the metadata assistant of the ingestion team. Flag tracks that look like duplicates and say why.
</delivery>

Track listing from the label:

{listing}

Question: Track 3 was flagged as a duplicate of track 1. Is that right?
Answer:""",
        f"{SRC}pos:catalogue:delivery-xml",
        ["xml_attr", "ulid", "js_iso", "pasted_csv"],
    )


@positive
def _german_catalogue_fetch(g: Gen) -> Draft:
    t = g.moment_eu()
    record = """{
  "erstellt": "2025-11-03T08:21:44+01:00",
  "geändert": "2026-02-02T14:09:13+01:00",
  "titel_id": "TRK-88231",
  "titel": "Nachtzug nach Triest",
  "veröffentlichung": "2026-04-10",
  "label": "Weißwald Tonträger"
}"""
    return Draft(
        f"""Du bist der Katalog-Assistent von Klangraum. Antworte kurz und auf Deutsch.
{v("current_time", "Abrufzeitpunkt Katalog-API: " + de_time(t))}
{v("fetch_id", "Abruf-ID: " + g.uuid4())}

Kundin: Warum zeigt die App „Nachtzug nach Triest“ schon jetzt als verfügbar an? Hier ist der Datensatz, den
mir der Support geschickt hat:

{record}""",
        f"{SRC}pos:catalogue:de-fetch",
        ["de", "header_block", "uuid4", "pasted_json", "localized_now"],
    )


@positive
def _japanese_metadata(g: Gen) -> Draft:
    t = g.moment(JST)
    table = """| 曲名 | ISRC | 発売日 | 登録日時 |
|---|---|---|---|
| 夜明けの駅 | JPX402600311 | 2026-05-13 | 2026-03-02 11:20:05 |
| 青い傘 | JPX402600312 | 2026-05-13 | 2026-03-02 11:20:05 |"""
    return Draft(
        f"""あなたは配信メタデータ担当のアシスタントです。日本語で簡潔に答えてください。
{v("current_time", "取得日時: " + ja_time(t))}

ユーザー: 次の表で、発売日と登録日時が矛盾している曲はありますか?

{table}""",
        f"{SRC}pos:catalogue:ja-fetch",
        ["ja", "system_tail", "localized_now", "pasted_md_table"],
    )


@positive
def _artwork_upload(g: Gen) -> Draft:
    t = g.moment()
    exif = """File: harbour_lights_3000.jpg
Image Size: 3000x3000
Color Space: sRGB
Create Date: 2026:01:30 22:14:09
Modify Date: 2026:02:10 09:02:51
Software: Adobe Photoshop 27.3"""
    return Draft(
        f"""You are the artwork checker for Sonora Music. Cover art must be square, at least 3000 px, sRGB, with no
URLs or prices on it.

{v("upload_id", "Upload: upl_" + g.ulid(t).lower())}
{v("received_time", "Received: " + iso_space(t) + " UTC")}
Uploader: label portal (Northside Records)

Embedded metadata of the uploaded file:
{exif}

User: Does this pass the artwork rules, and why does it say it was created in January?
Assistant:""",
        f"{SRC}pos:catalogue:artwork-upload",
        ["header_block", "ulid_lower", "upload", "exif_content"],
    )


@positive
def _fingerprint_sentence(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You review audio fingerprint matches for the catalogue team and recommend keep, merge or reject.

Fingerprint match run {v("run_id", g.uuid7(t))} finished {v("current_time", "at " + rfc3339(t, 3))} for catalogue Sonora-EU.

Matches:
cand_track=TRK-55120 ref_track=TRK-10344 score=0.97 offset_ms=0 first_seen=2024-09-14
cand_track=TRK-55121 ref_track=TRK-20980 score=0.71 offset_ms=12400 first_seen=2025-06-02

User: Should TRK-55121 be merged?
Assistant:""",
        f"{SRC}pos:catalogue:fingerprint-run",
        ["sentence", "uuid7", "inline", "pasted_logfmt"],
    )


@positive
def _catalogue_snapshot_json(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{{
  "assistant": "catalogue-copilot",
  {v("snapshot_id", '"snapshot": "' + g.ksuid(t) + '",')}
  {v("current_time", '"as_of": ' + str(epoch_s(t)) + ",")}
  "catalogue_version": "2026.02"
}}

Summarise what changed between the two versions of this track record that the label sent us:

v1: {{"track_id": "TRK-73001", "title": "Ember", "version_title": null, "updated": "2026-01-07T10:00:00Z"}}
v2: {{"track_id": "TRK-73001", "title": "Ember", "version_title": "Radio Edit", "updated": "2026-02-19T15:31:27Z"}}""",
        f"{SRC}pos:catalogue:snapshot-json",
        ["head", "json_pretty", "ksuid", "epoch_s", "pasted_json_single"],
    )


# --- royalties and rights ---------------------------------------------------------------------------


@positive
def _royalty_generated_at(g: Gen) -> Draft:
    t = g.moment()
    statement = """created,period,dsp,territory,track_id,streams,net_eur
2026-02-04T06:00:12Z,2026-01,Streamly,DE,TRK-40112,182330,412.77
2026-02-04T06:00:12Z,2026-01,Streamly,AT,TRK-40112,20118,47.02
2026-02-04T06:00:12Z,2026-01,Wavepool,DE,TRK-40112,9911,31.80"""
    return Draft(
        f"""{v("current_time", "generated_at: " + rfc3339(t))}
You answer royalty questions for artists on the Sonora creator dashboard. Use only the statement rows.

{statement}

Artist: Why is Wavepool paying so much more per stream than Streamly in Germany?
Assistant:""",
        f"{SRC}pos:royalties:generated-at-near-miss",
        ["head", "near_miss", "pasted_csv_created"],
    )


@positive
def _rights_lookup_phrase(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are the rights desk assistant. Explain ownership splits in plain words.

Rights lookup performed {v("current_time", "at " + windows_general(t))} {v("lookup_id", "(lookup " + g.hex(20) + ")")} for this request:

work: "Salt and Cedar" (ISWC T-318.442.019-6)
  writer  Maren Holt       50.00%  publisher Coldwater Songs   effective 2023-07-01
  writer  Idris Achebe     50.00%  publisher self-administered effective 2023-07-01
master: owned by Lantern Audio Ltd since 2024-02-15 (assignment ref LA-ASG-0091)

User: Who do I need permission from to use this song in a podcast intro?
Assistant:""",
        f"{SRC}pos:royalties:rights-lookup",
        ["phrase", "windows_time", "hex", "fetched_content"],
    )


@positive
def _fr_royalty_stamp(g: Gen) -> Draft:
    t = g.moment_eu()
    releve = """Relevé de répartition - 2e trimestre 2026
Œuvre               Diffuseur      Date de diffusion     Montant
Les Quais d'Arles   Radio Cigale   2026-04-17 07:42      18,40 EUR
Les Quais d'Arles   Onde Bleue     2026-05-02 21:15      9,10 EUR
Sous la Treille     Radio Cigale   2026-06-11 12:03      22,75 EUR"""
    return Draft(
        f"""Tu es l'assistant droits d'auteur de la plateforme Lumen. Réponds en français.
{v("current_time", "Horodatage de la demande : " + fr_time(t))}

Utilisateur : Pourquoi « Sous la Treille » rapporte-t-il plus alors qu'il est passé une seule fois ?

{releve}""",
        f"{SRC}pos:royalties:fr-stamp",
        ["fr", "system_tail", "localized_now", "pasted_statement"],
    )


@positive
def _ko_settlement(g: Gen) -> Draft:
    t = g.moment(KST)
    table = """정산월  | 곡명        | 스트리밍 수 | 정산 금액   | 정산일
2026-01 | 한강의 밤    | 84,210     | ₩512,300   | 2026-02-25
2026-02 | 한강의 밤    | 61,905     | ₩371,430   | 2026-03-25"""
    return Draft(
        f"""{v("current_time", "요청 시각: " + ko_time(t))}
당신은 음원 정산 상담 도우미입니다. 한국어로 답하세요.

사용자: 2월 정산 금액이 왜 이렇게 줄었나요?

{table}""",
        f"{SRC}pos:royalties:ko-settlement",
        ["ko", "head", "localized_now", "pasted_table"],
    )


@positive
def _mechanical_quote(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You prepare mechanical licence quotes for cover recordings. Quote in USD and explain the rate.

{v("quote_id", "Quote ID: mq_" + b58(g, 22))}
{v("current_time", "Quoted at: " + rfc3339(t))}
{v("expiry", "Valid until: " + rfc3339(t + timedelta(days=7)))}
Statutory rate table: US-2026 (12.7 cents per copy or 2.45 cents per minute)

Request: 1,000 digital downloads of a cover of "Salt and Cedar" (5:12).
Answer:""",
        f"{SRC}pos:royalties:mechanical-quote",
        ["header_block", "base58", "quote_expiry"],
    )


@positive
def _royalty_webhook_envelope(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""A payment event reached the royalties service. Explain to the artist what it means for them.

{v("delivery_id", "Tillr-Delivery-Id: dlv_" + g.b62(24))}
{v("received_time", "Tillr-Delivered-At: " + http_date(t))}
Tillr-Event-Type: statement.published

{{"statement_id": "st_2026Q1_00481", "created_at": "2026-04-15T03:00:00Z", "artist_id": "art_77120",
 "period": "2026-Q1", "gross_usd": "1842.16", "recoupment_usd": "1500.00", "net_usd": "342.16"}}

Assistant:""",
        f"{SRC}pos:royalties:webhook-envelope",
        ["webhook_headers", "envelope_vs_payload", "http_date"],
    )


# --- playlists and recommendations ------------------------------------------------------------------


@positive
def _reco_json_meta(g: Gen) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""{{
  "surface": "home_shelf",
  {v("request_id", '"request_id": "' + g.uuid4() + '",')}
  {v("current_time", '"served_at": "' + rfc3339(t, 3) + '",')}
  "market": "BR",
  "model": "reco-ranker-v14"
}}

Você escreve a frase de apresentação de uma prateleira de recomendações. Use o histórico abaixo.

Histórico de reprodução do usuário (obtido para esta prateleira):
played_at=2026-03-01T22:10:04-03:00 track="Águas de Março" artist="Tom Jobim"
played_at=2026-03-01T22:13:37-03:00 track="Chega de Saudade" artist="João Gilberto"
played_at=2026-03-02T07:45:51-03:00 track="Samba de Verão" artist="Marcos Valle\"""",
        f"{SRC}pos:playlists:reco-json",
        ["pt_br", "json_pretty", "uuid4", "listening_history"],
    )


@positive
def _curator_react(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are a playlist curation agent. Use tools, then give the final answer.

Question: Which tracks in "Rainy Sunday" were added in the last month and have a skip rate above 40%?
Thought: I need the playlist's tracks with their added dates and skip rates.
Action: get_playlist_tracks[pl_4kq8Zt2mWv]
Observation: {{"playlist": "pl_4kq8Zt2mWv", {v("fetch_time", '"fetched_at": "' + rfc3339(t) + '",')} "tracks": [{{"title": "Petrichor", "added_at": "2026-02-27T18:03:11Z", "skip_rate": 0.46}}, {{"title": "Soft Static", "added_at": "2026-01-09T08:44:00Z", "skip_rate": 0.51}}]}}
Thought:""",
        f"{SRC}pos:playlists:react-observation",
        ["react", "json_single", "fetched_at"],
    )


@positive
def _es_playlist_yaml(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""---
asistente: listas-colaborativas
{v("current_time", "generado: " + rfc3339(t))}
{v("session_id", "sesion: " + g.nanoid())}
idioma: es-ES
---
Ayuda a los usuarios con sus listas colaborativas. Responde en español.

Usuario: ¿Quién añadió tantas canciones de reguetón? Esto es lo que exporté:

añadida               | canción            | añadida por
2026-02-14 23:51:02   | Tusa               | @marta.r
2026-02-14 23:52:40   | Despechá           | @marta.r
2026-02-15 00:07:19   | Ojitos Lindos      | @jorge_pm""",
        f"{SRC}pos:playlists:es-yaml",
        ["es", "yaml", "nanoid", "pasted_export"],
    )


@positive
def _llama3_today(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("current_date", f"Today Date: {t.day:02d} {make_holdout.MONTHS_LONG[t.month - 1][:3]} {t.year}")}

You build mood playlists of 10 tracks for Wavepool listeners.<|eot_id|><|start_header_id|>user<|end_header_id|>

Make me something for a long night drive. These are my top tracks from last week:
1. Nightcall - Kavinsky (played 14 times, last 2026-03-03 01:12)
2. Midnight City - M83 (played 9 times, last 2026-03-02 23:58)<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}pos:playlists:llama3-today",
        ["llama3", "today_date", "knowledge_cutoff_stays"],
    )


@positive
def _playlist_id_asked(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Support context:
{v("request_id", "X-Request-ID: " + g.uuid7(t))}
Listener: usr_2291874 (Premium Family)

You are Wavepool support. Answer questions about playlists and follow-ups.

Listener: My playlist 0c1f9a3e-77d2-4b6a-9e41-3f0d8c2a5b19 disappeared yesterday around 21:30. Can you restore it?
Agent:""",
        f"{SRC}pos:playlists:id-asked-near-miss",
        ["header_block", "uuid7", "near_miss", "id_in_question"],
    )


@positive
def _chart_snapshot_footer(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You write a short weekly chart recap for the editorial newsletter.

Top 5 (week of 2026-03-02):
1. "Copper Sky" - Juniper Lane (last week: 3, peak 1, weeks on chart 11)
2. "Salt and Cedar" - Maren Holt (new entry, first charted 2026-03-06)
3. "Vanta" - Orrin (last week: 1)
4. "Ember" - Kiln (last week: 4)
5. "Low Tide" - The Pale Ferns (last week: 8)

Editor: Keep it under 80 words.
--
{v("snapshot_id", "Chart snapshot: " + g.objectid(t))}
{v("current_time", "Pulled: " + us_medium(t) + " ET")}""",
        f"{SRC}pos:playlists:chart-footer",
        ["footer", "objectid", "us_medium"],
    )


@positive
def _tr_playlist(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Sen Melodika'nın çalma listesi asistanısın. Türkçe cevap ver.

Kullanıcı: Bu listeden en çok atlanan şarkıyı çıkarır mısın?

sıra;şarkı;eklenme;atlama_oranı
1;Gesi Bağları;2026-01-04 19:22;%12
2;Kara Toprak;2026-01-04 19:23;%48
3;Uzun İnce Bir Yoldayım;2026-02-11 08:05;%9

{v("current_time", "Sorgu zamanı: " + tr_time(t))}
{v("session_id", "Oturum: " + g.uuid4())}""",
        f"{SRC}pos:playlists:tr-after-user",
        ["tr", "after_user", "localized_now", "uuid4"],
    )


# --- content moderation and takedowns ----------------------------------------------------------------


@positive
def _takedown_queue_table(g: Gen) -> Draft:
    t = g.moment()
    notice = """Notice TKD-2026-01877, received 2026-03-04 16:02:55 UTC from Brightline Rights LLC
Claimed work: "Copper Sky" (master owned by Brightline Rights LLC)
Infringing item: upload vid_8812aa3f, "copper sky sped up 1 hour loop", uploaded 2026-02-27
Statement: We have a good faith belief that the use is not authorised by the owner, its agent or the law."""
    return Draft(
        f"""You assist reviewers in the takedown queue. Recommend remove, keep or escalate, with one reason.

| Field | Value |
|---|---|
| Queue | takedowns-eu |
{v("session_id", "| Review session | rv_" + g.b62(18) + " |")}
{v("current_time", "| Session opened | " + rfc3339(t) + " |")}
| Reviewer role | L1 |

{notice}

Reviewer: The uploader says it's fair use because it's sped up. Recommendation?
Assistant:""",
        f"{SRC}pos:moderation:takedown-table",
        ["md_table", "session", "pasted_notice"],
    )


@positive
def _takedown_webhook_received(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""The rights platform sent this claim to our endpoint. Decide whether to auto-block the upload in the claimed
territories and explain the decision.

POST /hooks/claims HTTP/1.1
Content-Type: application/json
{v("delivery_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}

{{"type": "claim.created", "claim_id": "clm_0192", "created_at": "2026-03-05T11:20:44Z",
 "asset": "vid_8812aa3f", "territories": ["US", "CA"], "policy": "block"}}

Decision:""",
        f"{SRC}pos:moderation:standard-webhooks-received",
        ["webhook_headers", "envelope_vs_payload", "epoch_s"],
    )


@positive
def _ar_lyrics_moderation(g: Gen) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""أنت مساعد مراجعة كلمات الأغاني في منصة نغم. أجب بالعربية.
{v("current_time", "وقت الطلب: " + ar_time(t))}

المستخدم: هل يجب وضع علامة "صريح" على هذه الأغنية؟ هذه بيانات التحميل:
رقم التحميل: ٤٤٨٢١٩
تاريخ الرفع: ٢٠٢٦/٠٢/١٨ ١٤:٣٢:٠٥
العنوان: ليل المدينة""",
        f"{SRC}pos:moderation:ar-lyrics",
        ["ar", "arabic_digits", "system_tail", "localized_now"],
    )


@positive
def _br_appeal_fetch(g: Gen) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Você ajuda criadores a entender remoções de conteúdo. Responda em português.

Histórico da contestação consultado {v("current_time", "em " + br_time(t))} {v("lookup_id", "(consulta " + g.hex(12) + ")")} para este atendimento:
2026-02-20 10:14:03  remoção automática (correspondência de áudio 92%)
2026-02-21 18:40:59  contestação enviada pelo criador
2026-02-26 09:02:17  contestação rejeitada pelo reclamante

Criador: Eles podem rejeitar minha contestação sem provar nada?""",
        f"{SRC}pos:moderation:br-appeal-phrase",
        ["pt_br", "phrase", "hex", "fetched_content"],
    )


@positive
def _moderation_batch_footer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Classify each comment under a music video as ok, spam, harassment or hate. One label per line.

c1 (posted 2026-03-06 20:01): this bridge gives me chills every time
c2 (posted 2026-03-06 20:03): FREE FOLLOWERS at promo-boost dot example
c3 (posted 2026-03-06 20:09): whoever mixed this should be banned from music lol

--
{v("batch_id", "Batch: " + g.ulid(t))}
{v("current_time", "Assembled: " + py_logging(t))}""",
        f"{SRC}pos:moderation:batch-footer",
        ["footer", "ulid", "python_logging"],
    )


@positive
def _ru_moderation(g: Gen) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник модератора музыкальной платформы «Звукоряд». Отвечай по-русски.

Жалоба: трек «Северный ветер» (загружен 2026-01-19 03:12:44) использует чужую фонограмму.
Автор жалобы: лейбл «Полярный звук», номер жалобы 2026/0419.

Вопрос: Какие документы запросить у загрузившего?

{v("current_time", "Текущее время: " + ru_time(t))}
{v("request_id", "ID запроса: " + tsid(g, t))}""",
        f"{SRC}pos:moderation:ru-after-user",
        ["ru", "after_user", "tsid", "localized_now"],
    )


# --- DRM and licensing windows ------------------------------------------------------------------------


@positive
def _license_server_call(g: Gen) -> Draft:
    t = g.moment()
    policy = """{
  "content_id": "mov_hx8821",
  "policy": "rental-48h",
  "rental_duration_seconds": 2592000,
  "playback_duration_seconds": 172800,
  "hdcp": "HDCP_V2_2",
  "license_expiry": "2026-04-30T23:59:59Z"
}"""
    return Draft(
        f"""You explain DRM errors to subscribers in plain language, without technical jargon.

The licence service answered the app's call for this request with:
HTTP/1.1 200 OK
{v("current_time", "Date: " + http_date(t))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
Content-Type: application/json

{policy}

Subscriber: I started the rental yesterday evening and now it says "licence expired". Why?
Assistant:""",
        f"{SRC}pos:drm:license-response",
        ["http_response", "date_header", "uuid4", "policy_content"],
    )


@positive
def _window_check_clock(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You answer availability questions for the content operations team.
{v("current_time", "Window check evaluated at: " + rfc3339(t, 6))}

Licensing windows for "The Quiet Orchard" (feature):
| Territory | Window start | Window end | Holdback |
|---|---|---|---|
| DE, AT | 2026-03-01 | 2026-08-31 | none |
| FR | 2026-06-15 | 2027-06-14 | SVOD holdback until 2026-06-15 |
| BR | 2026-02-01 | 2026-07-31 | none |

User: Can French subscribers stream it yet?
Assistant:""",
        f"{SRC}pos:drm:window-check",
        ["system_tail", "rfc3339_6", "windows_table"],
    )


@positive
def _hi_availability(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""{v("current_time", "अनुरोध का समय: " + hi_time(t))}
{v("request_id", "अनुरोध आईडी: " + g.uuid7(t))}
आप स्वरदीप ऐप के सहायक हैं। हिंदी में उत्तर दें।

उपयोगकर्ता: "धूप छाँव" फ़िल्म मेरे ऐप पर क्यों नहीं दिख रही? मुझे ईमेल आया था:
"धूप छाँव 1 मार्च 2026 से 31 मई 2026 तक भारत में उपलब्ध रहेगी।\"""",
        f"{SRC}pos:drm:hi-availability",
        ["hi", "head", "uuid7", "localized_now"],
    )


@positive
def _zh_drm(g: Gen) -> Draft:
    t = g.moment(CST8)
    return Draft(
        f"""你是乐享视频的客服助手,请用中文回答。
{v("current_time", "当前时间：" + zh_time(t))}

用户:我在三台设备上登录了,第四台提示"设备数量已达上限"。这是我的设备列表:
设备        注册时间              最近播放
iPad        2025-11-02 20:11:35   2026-03-01 21:40
小米电视     2025-12-24 19:02:10   2026-03-04 22:15
华为手机     2026-01-15 08:47:52   2026-03-05 07:30""",
        f"{SRC}pos:drm:zh-devices",
        ["zh", "fullwidth_colon", "localized_now", "device_table"],
    )


@positive
def _device_jwt(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Request headers forwarded by the app:
{v("session_token", "Authorization: Bearer " + g.jwt(t, "sub_553190"))}
Accept-Language: en-GB
X-App-Version: 9.14.2

You help subscribers manage devices registered for offline downloads (limit: 5).

Subscriber: Which of my devices should I remove? Here is what the settings page shows:
Pixel 8 - registered 2025-10-11 - last sync 2026-03-05 07:12
Old iPad - registered 2023-04-02 - last sync 2024-12-19 18:40
Work laptop - registered 2025-01-20 - last sync 2026-02-28 12:03
Assistant:""",
        f"{SRC}pos:drm:device-jwt",
        ["head", "jwt", "header_block", "device_list"],
    )


@positive
def _offline_token_hold(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You explain offline download limits to subscribers.

The app reserved an offline licence for this download: token {v("token", g.b64url(24))} is held {v("expiry", "until " + rfc3339(t + timedelta(minutes=15)))} while the file downloads.

Subscriber: The download keeps restarting at 80%. Is something wrong with my account?
Assistant:""",
        f"{SRC}pos:drm:offline-hold",
        ["sentence", "hold_expiry", "base64url"],
    )


# --- live event streaming operations ------------------------------------------------------------------


@positive
def _live_console_session(g: Gen) -> Draft:
    t = g.moment_eu()
    stats = """[srt] 2026-03-07 20:58:03.112 peer=203.0.113.40:9001 rtt=41ms loss=0.2% bw=18.4Mbps
[srt] 2026-03-07 20:58:13.114 peer=203.0.113.40:9001 rtt=212ms loss=6.8% bw=6.1Mbps
[srt] 2026-03-07 20:58:23.109 peer=203.0.113.40:9001 rtt=388ms loss=14.1% bw=2.3Mbps"""
    return Draft(
        f"""Live operations console
{v("session_id", "Operator session: ops-" + g.hex(10))}
{v("current_time", "Console opened: " + rfc3339(t))}
Event: Aurora Festival main stage (EVT-2026-0307)

You assist the live ops engineer. Be brief; propose one action at a time.

Engineer: contribution feed from the stage looks bad, stats below

{stats}
Assistant:""",
        f"{SRC}pos:live:console-session",
        ["header_block", "session", "pasted_log"],
    )


@positive
def _live_bracket_ctx(g: Gen) -> Draft:
    t = g.moment()
    cdn = """2026-03-07T20:59:40Z edge=fra-12 status=503 path=/live/aurora/1080p/seg_004812.m4s bytes=0
2026-03-07T20:59:41Z edge=fra-12 status=503 path=/live/aurora/720p/seg_004812.m4s bytes=0
2026-03-07T20:59:44Z edge=ams-03 status=200 path=/live/aurora/1080p/seg_004812.m4s bytes=2411877"""
    return Draft(
        f"""[ctx {v("run_id", "run=" + g.ksuid(t))} {v("epoch", "t=" + str(epoch_ms(t)))} region=eu-west stack=live-prod]
You are the CDN triage assistant. Say which edge to drain, if any.

Edge log excerpt:
{cdn}
Assistant:""",
        f"{SRC}pos:live:bracket-ctx",
        ["head", "kv_bracket", "ksuid", "epoch_ms", "pasted_log"],
    )


@positive
def _chatml_ppv(g: Gen) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""<|im_start|>system
You are the viewer help bot for the Harbour Lights live concert (pay-per-view).
{v("current_time", "Current time at venue: " + rfc3339(t))}<|im_end|>
<|im_start|>user
I bought the replay pass. The run of show says:
19:30 doors / pre-show stream
20:15 support act: Kiln
21:10 The Pale Ferns
23:00 stream ends; replay available 2026-03-15 12:00 ET for 72 hours
Until when can I watch the replay?<|im_end|>
<|im_start|>assistant""",
        f"{SRC}pos:live:chatml-venue-time",
        ["chatml", "inline_before_im_end", "rfc3339_offset"],
    )


@positive
def _ru_ingest(g: Gen) -> Draft:
    t = g.moment(MSK)
    log = """2026-03-08 19:00:02 [rtmp] publish stream=zvuk_main bitrate=6000k
2026-03-08 19:41:17 [rtmp] keyframe interval 8.0s (expected 2.0s)
2026-03-08 19:41:18 [packager] segment duration drift 6.03s"""
    return Draft(
        f"""{v("current_time", "Текущее время сервера: " + iso_space(t) + " MSK")}
Вы помогаете инженеру прямых трансляций. Отвечайте по-русски.

Инженер: Почему у зрителей буферизация с 19:41? Лог приёма:
{log}""",
        f"{SRC}pos:live:ru-ingest",
        ["ru", "head", "localized_now", "pasted_log"],
    )


@positive
def _discord_interaction(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Discord interaction for the #live-ops bot, answer the slash command:
{{
  "type": 2,
  {v("message_id", '"id": "' + g.snowflake(t) + '",')}
  {v("token", '"token": "aW50ZXJhY3Rpb246' + g.b64url(60) + '",')}
  "guild_id": "1021873346223362048",
  "channel_id": "1103308977155584070",
  "data": {{"name": "status", "options": [{{"name": "event", "value": "EVT-2026-0307"}}]}}
}}

Event EVT-2026-0307 health (from monitoring): viewers 48,211; rebuffer ratio 0.9%; origin failover 20:59:44 UTC.
Reply:""",
        f"{SRC}pos:live:discord-interaction",
        ["json_pretty", "snowflake", "interaction_token", "guild_stays"],
    )


@positive
def _go_nano_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You summarise live stream health for the on-call engineer in two sentences.

Encoder ladder (configured):
1080p60 6000k / 720p60 3500k / 480p30 1200k / 360p30 700k

Last 3 health samples:
sample=2026-03-07T21:05:00Z rendition=1080p60 dropped_frames=0 ingest_fps=59.94
sample=2026-03-07T21:05:10Z rendition=1080p60 dropped_frames=212 ingest_fps=41.20
sample=2026-03-07T21:05:20Z rendition=1080p60 dropped_frames=388 ingest_fps=33.05

level=info component=health-digest {v("current_time", "now=" + go_nano(t, g.small(1, 999)))} stack=live-prod
Summary:""",
        f"{SRC}pos:live:go-nano-logfmt",
        ["after_user", "logfmt", "go_nano", "pasted_samples"],
    )


@positive
def _turkish_live(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Canlı yayın destek asistanısın. Türkçe cevap ver.
{v("current_time", "Sunucu saati: " + tr_time(t))}

İzleyici: Konser yayını 21:05'te dondu, sonra hiç açılmadı. Hata kodu: LIVE-4012 (2026-03-07 21:05:33).""",
        f"{SRC}pos:live:tr-server-clock",
        ["tr", "system_tail", "localized_now"],
    )


# --- creator payouts ----------------------------------------------------------------------------------


@positive
def _payout_lookup_call(g: Gen) -> Draft:
    payout = """{
  "id": "po_1QbX7dLkR2mT9v",
  "object": "payout",
  "amount": 84210,
  "currency": "eur",
  "created": 1772438400,
  "arrival_date": 1772611200,
  "status": "in_transit",
  "method": "standard"
}"""
    return Draft(
        f"""You are the creator payouts assistant. Explain payout status in simple terms.

Lookup made for this request:
GET /v1/payouts/po_1QbX7dLkR2mT9v
{v("request_id", "Idempotency-Key: " + g.uuid4())}
Payments-Version: 2025-09-30
Response:
{v("request_id", "Request-Id: req_" + g.b62(14))}

{payout}

Creator: It's been three days, where's my money?
Assistant:""",
        f"{SRC}pos:payouts:lookup-call",
        ["api_call", "idempotency_key", "request_id", "payout_object_stays"],
    )


@positive
def _id_creator_payout(g: Gen) -> Draft:
    t = g.moment(WIB)
    return Draft(
        f"""Kamu asisten pembayaran kreator di platform Irama. Jawab dalam bahasa Indonesia.

Kreator: Kenapa pembayaran saya ditahan? Ini riwayatnya:
Tanggal             Jenis            Jumlah        Status
2026-01-31 23:59    Pendapatan Jan   Rp 2.450.000  Dibayar 2026-02-05
2026-02-28 23:59    Pendapatan Feb   Rp 3.120.000  Ditahan (verifikasi pajak)

{v("current_time", "Waktu permintaan: " + f"{t:%d-%m-%Y %H.%M.%S}" + " WIB")}""",
        f"{SRC}pos:payouts:id-after-user",
        ["id", "after_user", "dotted_time", "pasted_table"],
    )


@positive
def _mx_nested_meta(g: Gen) -> Draft:
    t = g.moment(CDMX)
    return Draft(
        f"""{{
  "app": "ritmo-creadores",
  "meta": {{
    {v("request_id", '"solicitud": "' + g.uuid7(t) + '",')}
    {v("current_time", '"generado_en": "' + rfc3339(t) + '",')}
    "pais": "MX"
  }}
}}
Eres el asistente de pagos para creadores de Ritmo. Responde en español de México.

Creador: Mi estado de cuenta dice esto y no entiendo la retención:
Periodo 2026-02 | Ingresos brutos $18,420.00 MXN | Retención ISR $368.40 | Neto $18,051.60 | Pagado 2026-03-10""",
        f"{SRC}pos:payouts:mx-nested-json",
        ["es_mx", "json_nested", "uuid7", "pasted_statement"],
    )


@positive
def _tax_form_check(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You help creators finish payout onboarding.

Tax form status checked {v("current_time", "at " + ctime(t))} for this request:
form=W-8BEN status=rejected submitted=2026-02-18T14:22:05-05:00 reason="name does not match payout account"

Creator: I used my stage name on the form, is that the problem?
Assistant:""",
        f"{SRC}pos:payouts:tax-form-check",
        ["phrase", "ctime", "fetched_content"],
    )


@positive
def _payout_hold_computed(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You answer questions about instant payouts for creators.

The app has placed an instant payout hold {v("hold_id", "(hold " + g.nanoid() + ")")} on EUR 210.00; it is released automatically {v("expiry", "at " + rfc3339(t + timedelta(hours=24)))} unless the creator confirms.

Creator: Why can't I withdraw everything right now? My balance shows EUR 1,412.30 since 2026-03-01.
Assistant:""",
        f"{SRC}pos:payouts:hold-computed",
        ["sentence", "hold_expiry", "nanoid", "parenthesised_id"],
    )


@positive
def _pl_payout(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Jesteś asystentem wypłat dla twórców w serwisie Dźwiękownia. Odpowiadaj po polsku.
<meta {v("current_time", 'czas="' + rfc3339(t) + '"')} kraj="PL"/>

Twórca: Dlaczego wypłata za luty jest mniejsza? Wyciąg:
2026-02-01 00:00:00  przychód z subskrypcji fanów   1 240,00 zł
2026-02-14 12:31:08  zwrot dla fana (chargeback)    -149,99 zł
2026-02-28 23:59:59  prowizja platformy 12%         -130,80 zł""",
        f"{SRC}pos:payouts:pl-xml-attr",
        ["pl", "xml_attr", "rfc3339_offset"],
    )


# --- subscriber support -------------------------------------------------------------------------------


@positive
def _chatml_sent_stamp(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|im_start|>system
You are Wavepool subscriber support. Be friendly and concise. Offer a refund only for duplicate charges.
{v("session_id", "Chat session: " + g.uuid7(t))}<|im_end|>
<|im_start|>user
Hi, I was charged twice this month. My bank shows:
04/03/2026  WAVEPOOL*PREMIUM  EUR 10.99
04/03/2026  WAVEPOOL*PREMIUM  EUR 10.99
Can you refund one? {v("sent_time", "(sent " + f"{t:%H:%M:%S}" + ")")}<|im_end|>
<|im_start|>assistant""",
        f"{SRC}pos:support:chatml-session-sent",
        ["chatml", "uuid7", "sent_stamp", "pasted_bank_lines"],
    )


@positive
def _email_append(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You draft replies for Klangraum subscriber support. Keep earlier messages in mind.

Earlier in this thread:
> On 2026-02-27 10:12, support@klangraum.example wrote:
> Your family plan now has 6 members. Invitations expire after 7 days.

Latest message from the subscriber:
Hello, my daughter's invite expired before she could accept it. Can you send a new one?
{v("sent_time", "Sent: " + rfc2822(t))}
{v("message_id", "Message-ID: <" + g.hex(16) + "." + str(epoch_s(t)) + "@mail.klangraum.example>")}

Reply:""",
        f"{SRC}pos:support:email-append",
        ["after_user", "rfc2822", "message_id", "earlier_thread_stays"],
    )


@positive
def _mistral_now(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<s>[INST] You are the Orbit TV help assistant.
{v("current_time", "Now: " + js_tostring(t, "Coordinated Universal Time"))}

My free trial started 2026-02-20 and I cancelled on 2026-02-26 but I was still charged on 2026-03-06. Why? [/INST]""",
        f"{SRC}pos:support:mistral-now",
        ["mistral", "js_tostring"],
    )


@positive
def _sv_support(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Du är kundtjänstassistent för Tonvåg. Svara på svenska.

Kund: Jag har bytt till Student men priset är fortfarande 119 kr. Kvittot:
Kvitto 2026-03-01 08:00:14  Tonvåg Premium  119,00 kr  Ordernr 77-40218
Kvitto 2026-02-01 08:00:09  Tonvåg Premium  119,00 kr  Ordernr 77-38990

{v("current_time", "Tidpunkt för begäran: " + iso_space(t))}""",
        f"{SRC}pos:support:sv-after-user",
        ["sv", "after_user", "localized_now", "pasted_receipts"],
    )


@positive
def _vi_support(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""{v("current_time", "Thời điểm yêu cầu: " + f"{t:%H:%M:%S} ngày {t.day:02d}/{t.month:02d}/{t.year}")}
Bạn là trợ lý chăm sóc khách hàng của Nhạc Sóng. Trả lời bằng tiếng Việt.

Khách hàng: Tôi bị trừ tiền gói Gia đình ngày 05/03/2026 lúc 07:12 nhưng tài khoản vẫn là gói Cá nhân.""",
        f"{SRC}pos:support:vi-head",
        ["vi", "head", "localized_now"],
    )


@positive
def _th_support(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยฝ่ายบริการสมาชิกของ เพลงดี ตอบเป็นภาษาไทย
{v("current_time", "เวลาที่ร้องขอ: " + th_time(t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t))}

สมาชิก: ฉันยกเลิกแพ็กเกจเมื่อ 1 มีนาคม 2569 แต่ยังถูกตัดเงินวันที่ 5 มีนาคม 2569""",
        f"{SRC}pos:support:th-buddhist",
        ["th", "buddhist_era", "ulid", "localized_now"],
    )


@positive
def _he_support(g: Gen) -> Draft:
    t = g.moment(IDT)
    return Draft(
        f"""אתה עוזר שירות המנויים של צליל. ענה בעברית.
{v("current_time", "מועד הפנייה: " + f"{t:%d/%m/%Y %H:%M:%S}")}

מנוי: החיוב האחרון שלי הוא מ-05/03/2026 על סך 29.90 ש"ח, אבל ביטלתי את המנוי ב-02/03/2026.""",
        f"{SRC}pos:support:he-request-time",
        ["he", "system_tail", "localized_now"],
    )


@positive
def _madeup_labels(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""tuneq.build: 2026.03.1
{v("epoch", "tuneq.t0: " + str(epoch_us(t)))}
{v("request_id", "tuneq.hop: " + tsid(g, t))}

You are the Tuneq support assistant. Answer about subscriptions and billing only.

User: The receipt below says "Annual" but I picked monthly. Receipt no. TQ-2026-118734, issued 2026-03-02 14:05:51 UTC,
amount USD 99.00, next renewal 2027-03-02.
Assistant:""",
        f"{SRC}pos:support:made-up-labels",
        ["head", "made_up_label", "epoch_us", "tsid", "calver_stays"],
    )


@positive
def _trailing_client_ts(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the Orbit TV help assistant. Help subscribers with playback problems.

User: Since the update the app logs me out every time I close it. Version 9.14.2, Android 15, Pixel 8.
The error screen said: "Session invalid (code 401, 2026-03-05 22:41:07)".
{v("epoch", "client_ts=" + str(epoch_ms(t)))}""",
        f"{SRC}pos:support:trailing-client-ts",
        ["tail", "epoch_ms", "last_line"],
    )


@positive
def _leading_ksuid_trace(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("trace_id", "x-trace: " + g.ksuid(t))}
You are the Wavepool support assistant.

User: What does this line from my account's activity page mean?
2026-03-04 03:12:09 UTC  New login  Smart TV (Tizen)  Warsaw, PL  session 019a61de-0f3c-7a44-8b1e-52c0d4e77f10
Assistant:""",
        f"{SRC}pos:support:leading-ksuid",
        ["head", "ksuid", "pasted_activity_uuid7"],
    )


@positive
def _subscription_id_asked(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are Orbit TV billing support.
{v("request_id", "Request: " + g.uuid7(t))}
Account: acct_55129 (Orbit Plus, monthly)

User: Is subscription 019a2c11-4e8b-7d02-a5f3-9b6e0c4d2a81 the old one that should have been cancelled?
It was created 2026-01-14 when I changed plans.
Assistant:""",
        f"{SRC}pos:support:subscription-id-asked",
        ["system_tail", "uuid7", "near_miss", "id_in_question"],
    )


@positive
def _rag_context(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Answer from the help centre articles only. Cite the article id.

<context {v("query_id", 'query="' + g.hex(24) + '"')} index="help-2026.03">
<doc id="HC-1182" updated="2026-02-11">Family plan members must share the same home address. The manager can remove a
member at any time; removed members keep their playlists.</doc>
<doc id="HC-0943" updated="2025-12-03">Student discounts are verified every 12 months.</doc>
</context>
{v("current_time", "Retrieved: " + rfc3339(t))}

User: If I get removed from a family plan, do I lose my playlists?
Assistant:""",
        f"{SRC}pos:support:rag-context",
        ["rag", "xml_attr", "hex", "retrieved_time"],
    )


@positive
def _earlier_assistant_turn(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are Orbit TV billing support.

User: What did you charge me for recently?
Assistant: Here are the last charges on your account:
- 2026-03-01 09:00:02 ET  Orbit Plus monthly  USD 14.99  (inv_8821A)
- 2026-02-19 18:33:47 ET  PPV "Harbour Lights Live"  USD 19.99  (inv_8790C)
- 2026-02-01 09:00:01 ET  Orbit Plus monthly  USD 14.99  (inv_8702F)
User: I never bought the concert. Can I get that refunded?
{v("session_id", "[session " + g.b62(20) + "]")}
{v("current_time", "[client time " + windows_general(t) + "]")}
Assistant:""",
        f"{SRC}pos:support:earlier-assistant-turn",
        ["after_user", "bracketed", "windows_time", "earlier_turn_stays"],
    )


@positive
def _gateway_messages_array(g: Gen) -> Draft:
    return Draft(
        f"""[
  {{"role": "system", "content": "You are the catalogue assistant. Use tool results as given."}},
  {{"role": "user", "content": "When does 'Harbour Lights' go live in Japan?"}},
  {{"role": "assistant", "tool_calls": [{{"id": "call_x7Qe21", "function": {{"name": "release_schedule", "arguments": "{{\\"release\\": \\"REL-20931\\"}}"}}}}]}},
  {{"role": "tool", "tool_call_id": "call_x7Qe21", {v("request_id", '"gateway_request_id": "' + g.uuid4() + '",')} "content": "{{\\"JP\\": \\"2026-03-20T00:00:00+09:00\\", \\"US\\": \\"2026-03-20T00:00:00-04:00\\"}}"}}
]""",
        f"{SRC}pos:catalogue:messages-array",
        ["messages_array", "json_single", "tool_call_id_stays"],
    )


# --- hand-written negatives: pasted records ------------------------------------------------------------

# (source, tags, block, question, lead-in, language of the question)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    (
        "release-json-created-first",
        ["json_pretty", "uuid7", "created_at_first"],
        """{
  "created_at": "2026-02-11T09:14:52.418Z",
  "id": "019a4f2e-8c31-7b6d-a1f0-3e9c5d7b2a64",
  "updated_at": "2026-02-12T16:03:29.007Z",
  "title": "Tidewater",
  "status": "rejected",
  "reject_reason": "ORIGINAL_RELEASE_DATE_AFTER_STREET_DATE"
}""",
        "Why was this release rejected?",
        "Here is the release record from the ingestion API",
        "en",
    ),
    (
        "ingest-error-log",
        ["log", "rfc3339_offset", "request_id_in_log"],
        """2026-03-02T10:14:07.332+01:00 ERROR ingest.validator request_id=7f3c9a1e5b2d4c68 release=REL-20931 msg="track 4 missing ISRC"
2026-03-02T10:14:07.334+01:00 WARN  ingest.validator request_id=7f3c9a1e5b2d4c68 release=REL-20931 msg="artwork 1400x1400 below 3000x3000"
2026-03-02T10:14:07.351+01:00 INFO  ingest.router    request_id=7f3c9a1e5b2d4c68 release=REL-20931 msg="moved to quarantine\"""",
        "Which of these problems blocks the release and which are just warnings?",
        "Below is what the system returned",
        "en",
    ),
    (
        "label-feed-xml",
        ["xml", "created_attr", "hex_id"],
        """<release id="a41f09c7e2b85d13" created="2026-01-28T10:02:11Z" updated="2026-02-03T08:30:00Z">
  <title>Glasshouse</title>
  <street_date>2026-03-13</street_date>
  <territory code="WW" from="2026-03-13T00:00:00" timezone="local"/>
</release>""",
        "Will this go live at midnight UTC or at midnight in each country?",
        "My label sent this XML",
        "en",
    ),
    (
        "metadata-diff-yaml",
        ["yaml", "ts", "updated"],
        """track: TRK-73001
changes:
  - field: version_title
    from: null
    to: Radio Edit
    ts: 2026-02-19T15:31:27Z
    by: label-portal
  - field: explicit
    from: true
    to: false
    ts: 2026-02-19T15:31:29Z
    by: label-portal
updated: 2026-02-19T15:31:29Z""",
        "Is changing explicit from true to false something we should review by hand?",
        "The metadata change history says",
        "en",
    ),
    (
        "royalty-csv-timestamp-first",
        ["csv", "timestamp_first", "epoch"],
        """Timestamp,Epoch,DSP,Country,ISRC,Units,Revenue (USD)
2026-02-28 23:59:59,1772323199,Streamly,US,USX9Q2600044,44120,139.22
2026-02-28 23:59:59,1772323199,Streamly,CA,USX9Q2600044,6011,17.85
2026-02-28 23:59:59,1772323199,Wavepool,US,USX9Q2600044,1730,9.91""",
        "What's my average revenue per 1,000 streams on Streamly in the US vs Canada?",
        "This is the export from the distributor dashboard",
        "en",
    ),
    (
        "distributor-email",
        ["email_headers", "date", "message_id"],
        """From: Payments <payments@tunecrate.example>
To: mara@paleferns.example
Date: Thu, 5 Mar 2026 06:02:44 +0000
Message-ID: <01000195f0a8c2e1-7d4b0a2e-9f11-4c1b-8e3d-5a1c2b9d0e7f-000000@email.tunecrate.example>
Subject: Your February earnings are ready

Your February earnings of USD 342.16 are available. Withdrawals requested before 2026-03-10 are paid by 2026-03-17.""",
        "If I withdraw on the 11th, when will I get paid?",
        "I got this email from my distributor",
        "en",
    ),
    (
        "ownership-change-table",
        ["md_table", "dates", "ref"],
        """| Ref | Asset | From | To | Effective | Recorded |
|---|---|---|---|---|---|
| OWN-5512 | "Salt and Cedar" (master) | Maren Holt | Lantern Audio Ltd | 2024-02-15 | 2024-02-19 11:08:41 |
| OWN-7730 | "Salt and Cedar" (publishing 50%) | Coldwater Songs | Riverbend Music Pub. | 2026-01-01 | 2026-01-06 09:51:02 |""",
        "Who should receive the March 2026 publishing royalties for Maren's half?",
        "The rights register shows these changes",
        "en",
    ),
    (
        "playlist-json-single-ts",
        ["json_single", "epoch_ms", "ts"],
        """{"playlist_id": "pl_4kq8Zt2mWv", "ts": 1772742193000, "event": "track_removed", "track": "TRK-40112", "actor": "usr_771203", "reason": null}""",
        "Who removed the track, and was it done by a person or automatically?",
        "The playlist event looks like this",
        "en",
    ),
    (
        "reco-debug-response",
        ["json_pretty", "request_id", "generated_at_first"],
        """{
  "generated_at": "2026-03-06T07:15:02.118Z",
  "request_id": "req_01JNQ8S7V2MXK3T4Y9ZB6C0DAE",
  "user": "usr_2291874",
  "items": [
    {"track": "TRK-55120", "score": 0.913, "reason": "similar_to_recent"},
    {"track": "TRK-10344", "score": 0.902, "reason": "similar_to_recent"}
  ]
}""",
        "Both picks are basically the same song. How do we dedupe near-identical tracks in the ranker output?",
        "I called our recommendations endpoint and got",
        "en",
    ),
    (
        "listening-history-export",
        ["json_pretty", "end_time", "privacy_export"],
        """[
  {"endTime": "2026-02-27 21:14", "artistName": "Kiln", "trackName": "Ember", "msPlayed": 201344},
  {"endTime": "2026-02-27 21:18", "artistName": "Orrin", "trackName": "Vanta", "msPlayed": 12003},
  {"endTime": "2026-02-27 21:22", "artistName": "Kiln", "trackName": "Ember", "msPlayed": 201344}
]""",
        "Why does my year-end recap say I skipped Vanta? I definitely listened to it.",
        "From my data download",
        "en",
    ),
    (
        "playlist-webhook-debug",
        ["webhook_headers", "pasted_to_debug", "signature"],
        """POST /hooks/playlist-followers HTTP/1.1
webhook-id: msg_2xKq9Lw3T0bYv8RrC1eZ5mHnP4a
webhook-timestamp: 1772744011
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type": "playlist.followed", "playlist": "pl_4kq8Zt2mWv", "follower": "usr_90012", "at": "2026-03-05T21:33:31Z"}""",
        "Our verifier says the signature doesn't match. Which bytes are supposed to be signed?",
        "A delivery our endpoint rejected",
        "en",
    ),
    (
        "nats-events-ulid",
        ["event_stream", "ulid", "consumer_output"],
        """[#1] Received on "reco.feedback" id=01JNQ9A4F6B2R8KX0S3T5V7W9Y ts=2026-03-06T07:16:40.551Z {"track":"TRK-10344","action":"skip"}
[#2] Received on "reco.feedback" id=01JNQ9A4H1C7D3EN2P4Q6R8S0T ts=2026-03-06T07:16:40.612Z {"track":"TRK-10344","action":"skip"}
[#3] Received on "reco.feedback" id=01JNQ9A5K9M4N0PQ6R2S8T4U6V ts=2026-03-06T07:16:41.020Z {"track":"TRK-55120","action":"like"}""",
        "Are #1 and #2 duplicates that we should collapse before training?",
        "Subscriber output from the feedback stream",
        "en",
    ),
    (
        "dsa-notice-email",
        ["email_headers", "notice", "ref"],
        """From: notices@rightsguard.example
Date: Wed, 4 Mar 2026 16:02:55 +0100
Subject: Notice under Article 16 DSA - ref RG-26-004417

Location: https://wavepool.example/track/TRK-88010
Rights holder: Brightline Rights LLC
First detected: 2026-02-28 22:10:04 CET
Explanation: the track reproduces the master recording of "Copper Sky" without licence.""",
        "Does this notice contain everything a valid DSA notice needs?",
        "We received this notice",
        "en",
    ),
    (
        "moderation-audit-logfmt",
        ["logfmt", "ts", "actor"],
        """ts=2026-03-06T11:02:14Z actor=mod_441 action=hide item=cmt_99a1f2 reason=spam
ts=2026-03-06T11:02:19Z actor=mod_441 action=hide item=cmt_99a1f7 reason=spam
ts=2026-03-06T11:05:51Z actor=system action=unhide item=cmt_99a1f2 reason=appeal_auto_accept""",
        "Why did cmt_99a1f2 come back 3 minutes after it was hidden?",
        "The audit log shows",
        "en",
    ),
    (
        "claims-export-csv",
        ["csv", "created", "claim_ids"],
        """claim_id,created,asset,claimant,policy,status,disputed_at
clm_0192,2026-03-05T11:20:44Z,vid_8812aa3f,Brightline Rights LLC,block,active,
clm_0188,2026-03-02T08:14:02Z,vid_77c01b9e,Lantern Audio Ltd,monetize,disputed,2026-03-04T19:40:11Z
clm_0171,2026-02-26T13:55:30Z,vid_6a0f3d21,Brightline Rights LLC,track,released,""",
        "Which claims are still affecting the creator's revenue?",
        "My colleague sent this",
        "en",
    ),
    (
        "appeal-form-export",
        ["form_export", "submitted", "response_id"],
        """Response ID: 8f14e45fceea167a5a36dedd4bea2543
Submitted: 2026-03-03 19:22:47 (UTC+01:00)
Channel name: Kiln Official
Video: "Ember (live at Aurora Festival)"
Why do you believe the removal was a mistake?: We own the master and the performance. Contract with Lantern Audio attached.""",
        "Draft a short reply asking for the missing proof of ownership.",
        "Form response",
        "en",
    ),
    (
        "license-curl-verbose",
        ["http_exchange", "date", "x_request_id"],
        """> POST /v1/license/widevine HTTP/2
> Host: drm.orbit.example
> Content-Type: application/octet-stream
>
< HTTP/2 403
< date: Thu, 05 Mar 2026 21:47:13 GMT
< x-request-id: 3e0b6a52-c94f-4d1e-8a77-1b2f5c9e0d44
< content-type: application/json
<
{"error": "OUTPUT_PROTECTION_REQUIRED", "required_hdcp": "HDCP_V2_2"}""",
        "Why is the licence server refusing this device?",
        "Below is what the system returned",
        "en",
    ),
    (
        "dash-mpd",
        ["xml", "availability_start", "publish_time"],
        """<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="dynamic"
     availabilityStartTime="2026-03-07T19:30:00Z"
     publishTime="2026-03-07T21:04:58Z"
     minimumUpdatePeriod="PT2S" timeShiftBufferDepth="PT30M">
  <Period id="p0" start="PT0S"/>
</MPD>""",
        "Why can viewers only rewind 30 minutes when the show has been running for 90?",
        "This is the manifest the player fetched",
        "en",
    ),
    (
        "widevine-debug-log",
        ["log", "hex_kid", "base64_pssh"],
        """03-05 21:47:12.881 I/ExoPlayer: pssh=AAAAQ3Bzc2gAAAAA7e+LqXnWSs6jyCfc1R0h7QAAACMIARIQpOM4yX6XTn2VNnkM7wXQhBoFb3JiaXQiCG1vdl9oeDg4
03-05 21:47:12.902 I/ExoPlayer: kid=a4e338c97e974e7d9536790cef05d084
03-05 21:47:13.410 E/ExoPlayer: DrmSessionException: license request failed, status 403""",
        "Is the key id in the pssh the same as the kid the player logged?",
        "Logcat from the failing device",
        "en",
    ),
    (
        "windows-yaml-config",
        ["yaml", "window_dates", "holdback"],
        """title: The Quiet Orchard
windows:
  - territories: [DE, AT]
    start: 2026-03-01T00:00:00+01:00
    end: 2026-08-31T23:59:59+02:00
  - territories: [FR]
    start: 2026-06-15T00:00:00+02:00
    end: 2027-06-14T23:59:59+02:00
updated: 2026-02-20T10:41:06Z""",
        "Is there a gap where Austria loses the title before the end of summer time?",
        "Our rights config file",
        "en",
    ),
    (
        "live-encoder-events",
        ["log", "event_log", "alerts"],
        """[2026-03-07 20:58:11.004 CET] encoder-02 INPUT_LOSS detected on SDI 1
[2026-03-07 20:58:11.506 CET] encoder-02 switching to backup input SDI 2
[2026-03-07 20:58:14.220 CET] encoder-02 INPUT_RESTORED SDI 1 (slate shown 3.2 s)""",
        "Did viewers see the slate, and for how long?",
        "Event log from the encoder",
        "en",
    ),
    (
        "srt-stats-json",
        ["json_pretty", "epoch_us", "stats"],
        """{
  "sid": 591045271,
  "time": 1772917103112000,
  "link": {"rtt": 388.2, "bandwidth": 2.3, "maxBandwidth": 18.4},
  "send": {"packetsLost": 1844, "packetsRetransmitted": 6021, "packetsDropped": 312}
}""",
        "How bad is this, and should we lower the latency setting or raise it?",
        "SRT stats sample",
        "en",
    ),
    (
        "incident-timeline",
        ["md_table", "incident", "times"],
        """| Time (UTC) | Event |
|---|---|
| 20:58:03 | Contribution RTT rises above 200 ms |
| 20:59:40 | fra-12 starts returning 503 for live segments |
| 20:59:44 | Origin failover to ams-03 |
| 21:06:10 | Rebuffer ratio back under 1% |""",
        "Write the customer-facing status update for this incident.",
        "Incident timeline",
        "en",
    ),
    (
        "cdn-json-lines",
        ["json_lines", "epoch", "req_id"],
        """{"ts": 1772917180.411, "req_id": "b3f1c9d27a04e5f6", "edge": "fra-12", "status": 503, "ttfb_ms": 0}
{"ts": 1772917180.902, "req_id": "c81a0e4f9b3d2671", "edge": "fra-12", "status": 503, "ttfb_ms": 0}
{"ts": 1772917184.033, "req_id": "0d9e7b5c3a1f4826", "edge": "ams-03", "status": 200, "ttfb_ms": 84}""",
        "Count the errors per edge.",
        "CDN logs",
        "en",
    ),
    (
        "payout-stripe-debug",
        ["webhook_headers", "stripe_signature", "pasted_to_debug"],
        """Stripe-Signature: t=1772438455,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json

{"id": "evt_1QbX8eLkR2mT9vZx", "type": "payout.paid", "created": 1772438455,
 "data": {"object": {"id": "po_1QbX7dLkR2mT9v", "amount": 84210, "arrival_date": 1772611200}}}""",
        "Our handler rejects this as too old. What tolerance is the default and how does t= relate to created?",
        "The event our handler rejected",
        "en",
    ),
    (
        "payout-ledger-nested",
        ["json_nested", "created_epoch", "ledger"],
        """{
  "creator": "cr_10442",
  "entries": [
    {"id": "le_01HZX3", "type": "tip", "amount": 500, "created": 1772355604},
    {"id": "le_01HZX9", "type": "fan_sub", "amount": 499, "created": 1772370011},
    {"id": "le_01HZY2", "type": "refund", "amount": -499, "created": 1772401230}
  ],
  "balance": 500
}""",
        "Why is my balance only 5.00 when I got a tip and a subscription?",
        "My ledger from the creator API",
        "en",
    ),
    (
        "tax-form-json",
        ["json_pretty", "submitted_at", "uuid4"],
        """{
  "form_id": "5b8e2c1f-0a7d-4e93-b6c4-2d9f1e8a7c30",
  "type": "W-8BEN",
  "submitted_at": "2026-02-18T14:22:05-05:00",
  "status": "rejected",
  "reason": "name_mismatch"
}""",
        "What do I fix on the form?",
        "This came back from the tax portal",
        "en",
    ),
    (
        "account-activity",
        ["table", "session_uuid7", "logins"],
        """Date (UTC)            Event         Device               Location      Session
2026-03-04 03:12:09   New login     Smart TV (Tizen)     Warsaw, PL    019a61de-0f3c-7a44-8b1e-52c0d4e77f10
2026-03-04 03:12:44   Profile add   Smart TV (Tizen)     Warsaw, PL    019a61de-0f3c-7a44-8b1e-52c0d4e77f10
2026-03-05 19:40:02   Login         iPhone 15            Lisbon, PT    019a6a77-2c9b-7e10-93d5-0f4a8b6c1e22""",
        "I've never been to Warsaw. Was my account hacked, and what should I do?",
        "Here is my account activity page",
        "en",
    ),
    (
        "app-store-receipt",
        ["email", "order_id", "date"],
        """Apple Receipt
Date: 2 Mar 2026
Order ID: MQX4K2T9LP
Document No.: 194820773166
Wavepool Premium (Monthly) - Renews 2 Apr 2026 - EUR 10.99""",
        "I subscribed through the website too. How do I cancel the App Store one?",
        "Receipt",
        "en",
    ),
    (
        "chat-transcript-export",
        ["transcript", "times", "agent"],
        """[2026-03-01 18:02:11] Customer: my 4K option disappeared
[2026-03-01 18:02:40] Agent (Leah): Which device are you using?
[2026-03-01 18:03:05] Customer: LG TV, 2019 model
[2026-03-01 18:04:52] Agent (Leah): That model supports HD only with our new DRM. Sorry!""",
        "Was the agent right? The TV definitely played 4K last year.",
        "My last chat with support",
        "en",
    ),
    (
        "sentry-player-crash",
        ["json_pretty", "timestamp_first", "event_id"],
        """{
  "timestamp": "2026-03-05T22:41:07.512Z",
  "event_id": "9c2e4f7a1b3d4e8f9a0b1c2d3e4f5a6b",
  "level": "fatal",
  "exception": {"type": "IllegalStateException", "value": "MediaCodec released while decoding"},
  "release": "orbit-android@9.14.2"
}""",
        "What's the likely cause of this crash?",
        "The crash report",
        "en",
    ),
    (
        "rate-limit-429",
        ["http_exchange", "x_ratelimit_reset", "date"],
        """HTTP/1.1 429 Too Many Requests
Date: Fri, 06 Mar 2026 07:20:00 GMT
Retry-After: 37
X-RateLimit-Limit: 600
X-RateLimit-Reset: 1772781637
X-Request-Id: 01JNQB0C3D4E5F6G7H8J9K0M1N""",
        "Our catalogue sync hits this every morning. When exactly can we retry?",
        "Response from the partner metadata API",
        "en",
    ),
    (
        "otel-span-playback",
        ["otel_span", "trace_id", "unix_nano"],
        """{"name": "playback.start", "traceId": "5b8efff798038103d269b633813fc60c", "spanId": "eee19b7ec3c1b174",
 "startTimeUnixNano": "1772749267512000000", "endTimeUnixNano": "1772749271130000000",
 "attributes": {"content.id": "mov_hx8821", "drm.system": "widevine", "cdn": "fra-12"}}""",
        "Why did playback take 3.6 seconds to start?",
        "The span for the slow start",
        "en",
    ),
    (
        "play-rtdn",
        ["json_pretty", "event_time_millis", "purchase_token"],
        """{
  "version": "1.0",
  "packageName": "example.orbit.tv",
  "eventTimeMillis": "1772704800123",
  "subscriptionNotification": {
    "version": "1.0",
    "notificationType": 13,
    "purchaseToken": "pkmhfbobjpmfpplbogceaaed.AO-J1OxQ9nP3kF7",
    "subscriptionId": "orbit_plus_monthly"
  }
}""",
        "What does notificationType 13 mean and should we revoke access?",
        "A developer notification from Google Play that we logged",
        "en",
    ),
    (
        "recording-xml",
        ["xml", "mbid", "dates"],
        """<recording id="b1a9c0e9-d987-4042-ae91-78d6a3267d69">
  <title>Salt and Cedar</title>
  <length>312000</length>
  <first-release-date>2023-09-08</first-release-date>
  <isrc-list count="1"><isrc id="GBX7Q2300877"/></isrc-list>
</recording>""",
        "Is 312000 in milliseconds, and does it match a 5:12 track?",
        "From the open music database",
        "en",
    ),
    (
        "playback-token-claims",
        ["jwt_claims", "iat_exp", "jti"],
        """{
  "sub": "sub_553190",
  "content": "mov_hx8821",
  "iat": 1772745600,
  "exp": 1772749200,
  "jti": "01JNQ4ZK8T3W5Y7A9C1E3G5J7M"
}""",
        "How long is this playback token valid?",
        "Decoded token from the player",
        "en",
    ),
    (
        "artist-verification-form",
        ["form_export", "ref", "stamp"],
        """Ref: AVF-2026-03-0091
Stamp: 2026-03-02T08:45:19+00:00
Artist name: Juniper Lane
Official website: juniperlane.example
Label: independent""",
        "What else should we ask for before giving this profile the verified badge?",
        "The verification request",
        "en",
    ),
    (
        "es-recibo",
        ["es", "email", "fecha"],
        """Recibo de Ritmo Premium
Fecha: 01/03/2026 08:00:12 (hora de Madrid)
Nº de pedido: RTM-5519-0042
Importe: 10,99 EUR
Próxima renovación: 01/04/2026""",
        "¿Por qué me cobran si cancelé el 28 de febrero?",
        "Me llegó este recibo",
        "es",
    ),
    (
        "de-abrechnung",
        ["de", "statement", "erstellt"],
        """Erstellt: 2026-03-03 07:10:44
Geändert: 2026-03-03 09:21:02
Werknummer: W-0044812
Titel: Nachtzug nach Triest
Ausschüttung Q4/2025: 212,40 EUR (Radio), 88,15 EUR (Streaming)""",
        "Warum ist die Streaming-Ausschüttung so niedrig im Vergleich zum Radio?",
        "Meine Abrechnung",
        "de",
    ),
    (
        "fr-avis-retrait",
        ["fr", "notice", "date"],
        """Objet : Notification de retrait - contenu n° 7781-AX
Date : 04/03/2026 17:22:08
Contenu : vidéo « Les Quais d'Arles (live) », mise en ligne le 2026-02-27 à 20:14:31
Motif : atteinte aux droits voisins du producteur""",
        "Est-ce que je peux contester si j'ai filmé le concert moi-même ?",
        "J'ai reçu cet avis",
        "fr",
    ),
    (
        "ja-delivery-log",
        ["ja", "log", "timestamp"],
        """タイムスタンプ              イベント        配信ID
2026-03-07 21:00:00.015    配信開始        019a8d3c-72e1-7b40-9a5f-6c1d0e2b3a47
2026-03-07 21:41:17.803    ビットレート低下  019a8d3c-72e1-7b40-9a5f-6c1d0e2b3a47
2026-03-07 21:41:22.110    配信停止        019a8d3c-72e1-7b40-9a5f-6c1d0e2b3a47""",
        "配信が止まった原因として何が考えられますか?",
        "配信ログです",
        "ja",
    ),
    (
        "ko-payment-history",
        ["ko", "table", "payment"],
        """결제일시              상품            금액       승인번호
2026-02-05 09:00:03   프리미엄 1개월   ₩10,900    30018842
2026-03-05 09:00:04   프리미엄 1개월   ₩10,900    30027715
2026-03-05 09:00:41   프리미엄 1개월   ₩10,900    30027733""",
        "3월에 두 번 결제된 것 같은데 환불받을 수 있나요?",
        "결제 내역입니다",
        "ko",
    ),
    (
        "zh-order-json",
        ["zh", "json_pretty", "chinese_keys"],
        """{
  "订单号": "LX20260305091244718",
  "创建时间": "2026-03-05 09:12:44",
  "支付时间": "2026-03-05 09:12:51",
  "商品": "乐享视频 年度会员",
  "金额": "198.00"
}""",
        "我付了年费,为什么还显示是月度会员?",
        "这是订单详情",
        "zh",
    ),
    (
        "br-extrato-repasse",
        ["pt_br", "statement", "dates"],
        """Extrato de repasse - março/2026
Data/hora            Descrição                    Valor
02/03/2026 10:14:55  Receita de streams (fev)     R$ 1.284,10
02/03/2026 10:14:55  Taxa da distribuidora 15%    -R$ 192,62
05/03/2026 16:40:03  Transferência PIX            -R$ 1.091,48""",
        "A taxa de 15% está certa se meu contrato diz 12%?",
        "Extrato que recebi",
        "pt",
    ),
    (
        "ru-broadcast-journal",
        ["ru", "log", "journal"],
        """Журнал эфира, 08.03.2026
19:00:02  начало трансляции, поток zvuk_main, 6000 кбит/с
19:41:17  интервал ключевых кадров 8 с (ожидалось 2 с)
19:58:40  зрителей: 12 804, буферизация 4,1%""",
        "Из-за чего могла вырасти буферизация?",
        "Вот журнал",
        "ru",
    ),
    (
        "ar-receipt",
        ["ar", "arabic_digits", "receipt"],
        """إيصال اشتراك نغم بلس
رقم العملية: ٨٨٤٢١٠٣٣٧
التاريخ: ٢٠٢٦/٠٣/٠١ ٠٩:٠٠:١٤
المبلغ: ٢٩٫٩٩ درهم""",
        "لماذا تم خصم المبلغ مع أنني ألغيت الاشتراك؟",
        "هذا الإيصال",
        "ar",
    ),
    (
        "hi-payout-statement",
        ["hi", "statement", "utr"],
        """भुगतान विवरण - फ़रवरी 2026
दिनांक व समय: 2026-03-04 11:32:08
UTR: SBIN126063004417
राशि: ₹18,420.00
स्थिति: सफल""",
        "मेरे बैंक में पैसे नहीं आए, UTR से कैसे पता करूँ?",
        "भुगतान का विवरण",
        "hi",
    ),
    (
        "it-segnalazione",
        ["it", "report", "ids"],
        """Segnalazione n. SEG-2026-0381
Creata il: 05/03/2026 alle 14:22:09
Contenuto: brano "Notte a Bari" (ID 01JNPZ7Y4C6E8G0J2L4N6Q8S0U)
Motivo: testo offensivo""",
        "Cosa succede al brano mentre la segnalazione è aperta?",
        "La segnalazione che ho ricevuto",
        "it",
    ),
    (
        "pl-reklamacja",
        ["pl", "complaint", "timestamps"],
        """Zgłoszenie: REK/2026/03/118
Data zgłoszenia: 2026-03-05 20:41:37
Usługa: Dźwiękownia Rodzina
Opis: podwójne obciążenie karty 05.03.2026 o 08:00""",
        "Ile mają czasu na odpowiedź na reklamację?",
        "Moje zgłoszenie",
        "pl",
    ),
    (
        "tr-fatura",
        ["tr", "invoice", "dates"],
        """Fatura No: MLD2026000041877
Düzenlenme Tarihi: 01.03.2026 08:00:19
Hizmet: Melodika Premium Aile
Tutar: 99,99 TL (KDV dahil)""",
        "Aile paketine geçmedim, neden aile paketi faturası geldi?",
        "Faturam",
        "tr",
    ),
    (
        "id-riwayat",
        ["id", "history", "ksuid"],
        """Riwayat transaksi
ID: 2ZsPqL8wV3nT6yR1cK9mB4xJ0aF
Waktu: 2026-03-06 07:44:12 WIB
Jenis: Penarikan ke rekening BCA
Jumlah: Rp 1.500.000
Status: Diproses""",
        "Biasanya berapa lama penarikan diproses?",
        "Ini riwayatnya",
        "id",
    ),
    (
        "th-receipt",
        ["th", "buddhist_era", "receipt"],
        """ใบเสร็จรับเงิน เพลงดี พรีเมียม
วันที่: 5 มีนาคม 2569 เวลา 09:00:11 น.
เลขที่: PD-2569-004418
จำนวนเงิน: 149.00 บาท""",
        "ทำไมถูกเรียกเก็บเงินทั้งที่ยกเลิกไปแล้ว",
        "ใบเสร็จ",
        "th",
    ),
    (
        "vi-transactions",
        ["vi", "history", "times"],
        """Lịch sử giao dịch
05/03/2026 07:12:33  Gói Gia đình  -99.000đ  Mã GD: NS7730120
05/02/2026 07:12:30  Gói Cá nhân   -59.000đ  Mã GD: NS7602244""",
        "Tại sao tháng này tôi bị trừ 99.000đ?",
        "Lịch sử giao dịch của tôi",
        "vi",
    ),
    (
        "uk-journal",
        ["uk", "log", "takedown"],
        """Журнал модерації
2026-03-04 16:02:55  надійшла скарга на трек «Степ» (ID 7730-UA)
2026-03-04 16:05:12  трек приховано автоматично
2026-03-06 09:40:01  правовласник відкликав скаргу""",
        "Чому трек досі прихований, якщо скаргу відкликали?",
        "Ось журнал",
        "uk",
    ),
    (
        "el-receipt",
        ["el", "receipt", "dates"],
        """Απόδειξη συνδρομής Ρυθμός Plus
Ημερομηνία και ώρα: 02/03/2026 10:00:07
Αριθμός παραγγελίας: RY-882104
Ποσό: 7,99 €""",
        "Γιατί χρεώθηκα αφού είχα ακόμη δωρεάν δοκιμή;",
        "Η απόδειξη",
        "el",
    ),
    (
        "he-receipt",
        ["he", "receipt", "dates"],
        """קבלה מס' 2026-00731
תאריך: 05/03/2026 09:00:02
מנוי: צליל משפחתי
סכום: 49.90 ש"ח""",
        "למה חויבתי על מנוי משפחתי?",
        "הקבלה",
        "he",
    ),
    (
        "nl-afschrift",
        ["nl", "statement", "dates"],
        """Uitbetaling creator-fonds
Aangemaakt: 2026-03-02T09:30:00+01:00
Referentie: UB-2026-03-00912
Bedrag: € 318,40
Verwachte bijschrijving: 2026-03-05""",
        "Het is al 7 maart en ik heb nog niets ontvangen. Wat nu?",
        "Mijn uitbetalingsoverzicht",
        "nl",
    ),
    (
        "sv-kvitto",
        ["sv", "receipt", "ordernr"],
        """Kvitto 2026-03-01 08:00:14
Tonvåg Premium Student
Ordernr 77-40218
Belopp 59,50 kr""",
        "Stämmer studentpriset nu?",
        "Kvittot",
        "sv",
    ),
    (
        "bn-payment",
        ["bn", "bengali_digits", "receipt"],
        """পেমেন্ট রসিদ
তারিখ: ০৫/০৩/২০২৬ ০৯:১২:৪৪
লেনদেন আইডি: ৮৮২১০৪৪১৭
পরিমাণ: ৳৩৯৯""",
        "আমার সাবস্ক্রিপশন এখনও সক্রিয় হয়নি কেন?",
        "রসিদটি",
        "bn",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "lead_in",
    "start_of_message",
    "end_of_prompt",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "quoted",
    "fence",
    "indented",
    "before_colon",
    "after_noblank",
    "both_sides",
    "chatml",
    "llama3",
    "mistral",
    "gemma",
    "phi3",
    "rag",
    "tool_observation",
    "system_user",
]
SYSTEM = "You are the help assistant of a music and video streaming platform. Answer precisely; say when the data is not enough."
MORE = {
    "en": "And is anything else in there unusual?",
    "es": "¿Y ves algo más raro?",
    "de": "Fällt dir sonst noch etwas auf?",
    "fr": "Tu vois autre chose d'anormal ?",
    "ja": "ほかに気になる点はありますか?",
    "ko": "다른 이상한 점도 있나요?",
    "zh": "还有别的问题吗?",
    "pt": "Mais alguma coisa estranha?",
    "ru": "Что-нибудь ещё необычное?",
    "ar": "هل هناك شيء آخر غير عادي؟",
    "hi": "और कुछ असामान्य है?",
    "it": "Noti altro di strano?",
    "pl": "Coś jeszcze wygląda dziwnie?",
    "tr": "Başka tuhaf bir şey var mı?",
    "id": "Ada yang aneh lagi?",
    "th": "มีอะไรผิดปกติอีกไหม",
    "vi": "Còn gì bất thường nữa không?",
    "uk": "Ще щось незвичне?",
    "el": "Υπάρχει κάτι άλλο περίεργο;",
    "he": "יש עוד משהו חריג?",
    "nl": "Zie je verder nog iets vreemds?",
    "sv": "Ser du något annat konstigt?",
    "bn": "আর কিছু অস্বাভাবিক আছে?",
}


def _place(placement: str, block: str, ask: str, intro: str, lang: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "lead_in":
        return f"{SYSTEM}\n\nUser: {intro}:\n\n{block}\n\n{ask}\nAssistant:"
    if placement == "start_of_message":
        return f"{SYSTEM}\n\nUser: {block}\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}"
    if placement == "earlier_user_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        return (
            f"{SYSTEM}\n\nUser: Can you show me the record again?\nAssistant: {intro}:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{MORE[lang]}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>"
    if placement == "rag":
        return (
            'Answer from the documents only.\n\n<documents>\n<document source="user_upload">\n'
            f"{block}\n</document>\n</documents>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"{SYSTEM}\n\nQuestion: {ask}\nThought: I should open the file the user attached.\n"
            f"Action: read_attachment[1]\nObservation:\n{block}\nThought:"
        )
    assert placement == "system_user"
    return f"{SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro, lang) in enumerate(BLOCKS):
        placement = PLACEMENTS[(k * 5) % len(PLACEMENTS)]
        text = _place(placement, block, ask, intro, lang)
        neg(f"pasted:{source}", ["pasted", placement, *tags], text)


def _negatives_lookalikes() -> None:
    """Stable values in program positions that look like dates, times or ids."""
    neg(
        "lookalike:catalogue-header",
        ["lookalike", "header_block", "version", "knowledge_cutoff"],
        """Catalogue API: v3 (schema 2026-01-15)
Style guide: SG-2026.02, approved 2026-02-03
Knowledge cutoff: 2025-06

You are the catalogue QA assistant. Check release metadata against the style guide.

User: Can a single's title include "(feat. X)" or must featured artists go in the artist field?
Assistant:""",
    )
    neg(
        "lookalike:title-window-header",
        ["lookalike", "header_block", "title_window"],
        """Title: The Quiet Orchard (mov_hx8821)
Licence window (DE): 2026-03-01T00:00:00+01:00 to 2026-08-31T23:59:59+02:00
Rights holder: Lantern Pictures

You answer subscriber questions about this title's availability.

Subscriber: Will it still be on the service in September?
Assistant:""",
    )
    neg(
        "lookalike:event-header",
        ["lookalike", "header_block", "event_schedule"],
        """Event: Aurora Festival main stage (EVT-2026-0307)
Doors: 2026-03-07T19:30:00+01:00
Stream start: 2026-03-07T20:15:00+01:00
Replay window: 72 hours after the end of the stream

You answer viewer questions about this live event.

Viewer: I'm in New York, what time does the stream start for me?
Assistant:""",
    )
    neg(
        "lookalike:yaml-prompt-meta",
        ["lookalike", "yaml", "prompt_revision"],
        """---
prompt: playlist-titles
revision: 7
last_reviewed: 2026-02-17
owner: editorial
---
Write three playlist titles for the mood the user describes. No emojis.

User: rainy sunday morning, coffee, vinyl crackle
Assistant:""",
    )
    neg(
        "lookalike:json-stable-meta",
        ["lookalike", "json_pretty", "tenant_uuid"],
        """{
  "tenant": "6f1c2a9e-4b7d-4e3a-9c85-0d2e7f1b3a64",
  "engine": "reco-ranker-v14",
  "build": "2026.03.0",
  "market": "DE"
}

Explain in one sentence why a listener might see a track twice on the home screen.""",
    )
    neg(
        "lookalike:xml-stable-attrs",
        ["lookalike", "xml_attr", "launch"],
        """<service name="Orbit TV" launched="2019-11-12" timezone="Europe/Lisbon" support_hours="08:00-22:00">
You help Orbit TV subscribers. Mention support hours when you cannot solve a problem.
</service>

Subscriber: Can I talk to a human at 23:00?
Assistant:""",
    )
    neg(
        "lookalike:stripe-version",
        ["lookalike", "api_version", "customer"],
        """Payments-Version: 2025-09-30
Creator account: acct_1PqR7sT2uV3wX4yZ
Payout schedule: weekly, Mondays
Creator since: 2024-06-02

You answer creator questions about payouts.

Creator: If I earn something on Tuesday, which Monday is it paid?
Assistant:""",
    )
    neg(
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You recommend albums similar to the one the user names.<|eot_id|><|start_header_id|>user<|end_header_id|>

Something like Kind of Blue but more recent?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    neg(
        "lookalike:unrendered-template",
        ["lookalike", "template_placeholder"],
        """Current time: {{now}}
Session: {{session_id}}

You are the Wavepool support assistant.

User: The lyrics are out of sync on my phone.
Assistant:""",
    )
    neg(
        "lookalike:discord-ids",
        ["lookalike", "discord", "guild_channel"],
        """Guild: 1021873346223362048
Channel: 1103308977155584070 (#live-ops)
Role required: 1103309114917484585

You are the live ops bot. Answer only to people with the required role.

User: is the failover runbook still in the wiki?
Assistant:""",
    )
    neg(
        "lookalike:subscriber-header",
        ["lookalike", "member_since", "renewal"],
        """Subscriber: Dana Whitfield
Plan: Orbit Plus (annual), renews 2027-01-14
Member since: 2021-05-30
Region: PT

You are Orbit TV support.

Dana: Can I pause my subscription for two months?
Assistant:""",
    )
    neg(
        "lookalike:de-prompt-version",
        ["lookalike", "de", "revision"],
        """Prompt-Version: 4.1 (Stand: 12.02.2026)
Zuständig: Redaktion Klangraum

Du schreibst kurze Playlist-Beschreibungen auf Deutsch, höchstens 25 Wörter.

Nutzer: Playlist „Nachtzug“, ruhige Elektronik für lange Fahrten.""",
    )
    neg(
        "lookalike:ja-revision",
        ["lookalike", "ja", "revision"],
        """プロンプト改訂日: 2026年2月1日
担当: 配信サポート

あなたは配信サービスのサポート担当です。丁寧に日本語で答えてください。

ユーザー: 歌詞がずれて表示されます。""",
    )
    neg(
        "lookalike:windows-kv",
        ["lookalike", "kv_lines", "config"],
        """CATALOGUE_REGION=eu
HOLDBACK_DAYS=90
PREMIERE_HOUR_LOCAL=00:00
MAX_DEVICES=5

You explain these settings to new content operations staff.

User: What does PREMIERE_HOUR_LOCAL mean for a release in Japan and Brazil?
Assistant:""",
    )
    neg(
        "lookalike:isrc-header",
        ["lookalike", "isrc", "release_header"],
        """Release: Harbour Lights (UPC 5063442211907)
Street date: 2026-03-20
Track ISRC prefix: GBX7Q26

Write the store description for this album, 40 words, no superlatives.""",
    )
    neg(
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms_version"],
        """You answer questions about creator payout terms.

Creator: Is there a minimum amount before I can withdraw?
--
Terms version: 2026-01-01
Policy: payouts-v5""",
    )
    neg(
        "lookalike:bracket-stable",
        ["lookalike", "kv_bracket", "stable"],
        """[ctx app=orbit-tv region=eu-west plan=plus locale=pt-PT build=9.14.2]
You are Orbit TV support. Answer in the subscriber's language.

Subscriber: A app fecha sozinha quando abro um filme.""",
    )
    neg(
        "lookalike:ko-service-hours",
        ["lookalike", "ko", "hours"],
        """상담 가능 시간: 평일 09:00-18:00 (KST)
서비스 개시일: 2022년 4월 1일

당신은 음악 앱 고객센터 도우미입니다.

사용자: 주말에도 환불 신청이 되나요?""",
    )


def _negatives_asked() -> None:
    """Values the user types or asks about."""
    neg(
        "asked:epochs",
        ["asked", "epoch"],
        """Our royalty export has "1772323199" in one column and "1772323199000" in another. Are they the same
moment, and what is it in Los Angeles time?""",
    )
    neg(
        "asked:uuid7",
        ["asked", "uuid7"],
        """Can you tell when this stream session started from its id alone? 019a8d3c-72e1-7b40-9a5f-6c1d0e2b3a47""",
    )
    neg(
        "asked:ksuid",
        ["asked", "ksuid"],
        """Our payout ids look like 2ZsPqL8wV3nT6yR1cK9mB4xJ0aF. Is that a KSUID, and can I sort by it?""",
    )
    neg(
        "asked:premiere-tz",
        ["asked", "times", "time_zone"],
        """The premiere is at 2026-03-20T00:00:00+09:00 in Japan. What local time is that in São Paulo and in Berlin,
and is it still the 19th there?""",
    )
    neg(
        "asked:relative",
        ["asked", "relative_time"],
        """A subscriber says the concert froze "about 10 minutes ago" and the replay "should be out in 2 hours".
How do I word the reply so it still makes sense if they read it tomorrow?""",
    )
    neg(
        "asked:few-shot",
        ["asked", "few_shot", "example_dates"],
        """Extract the release as JSON.

Example input: "Out now: Tidewater, released 2026-02-27 at 00:00 CET"
Example output: {"title": "Tidewater", "date": "2026-02-27", "time": "00:00", "tz": "CET"}

Input: "Glasshouse drops 13 March 2026, midnight local"
Output:""",
    )
    neg(
        "asked:kid",
        ["asked", "hex_kid"],
        """Convert the Widevine key id a4e338c97e974e7d9536790cef05d084 to the UUID form that PlayReady tools
expect.""",
    )
    neg(
        "asked:jwt",
        ["asked", "jwt"],
        """Is this playback token still valid? eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdWJfNTUzMTkwIiwiaWF0IjoxNzcyNzQ1NjAwLCJleHAiOjE3NzI3NDkyMDB9.Xw3p0QfR9sT2uV4wY6zA8bC0dE2fG4hI6jK8lM0nO2p""",
    )
    neg(
        "asked:window-arithmetic",
        ["asked", "window", "dates"],
        """A film's SVOD window is 2026-06-15 to 2027-06-14 and the holdback ends 90 days before the window
starts. On what date does the holdback end?""",
    )
    neg(
        "asked:es-typed-time",
        ["asked", "es", "typed_time"],
        """Son las 21:40 aquí en Sevilla y el directo empezó a las 21:00. ¿Todavía puedo verlo desde el principio?""",
    )
    neg(
        "asked:de-deadline",
        ["asked", "de", "deadline"],
        """Die Gegendarstellung muss bis 2026-03-18 23:59 eingehen. Reicht es, wenn ich sie am 18. um 23:30 abschicke?""",
    )
    neg(
        "asked:snowflake",
        ["asked", "snowflake"],
        """When was Discord message 1347300519845912617 in our #live-ops channel sent? Someone posted the stream key
there.""",
    )


def _negatives_controls() -> None:
    neg(
        "control:plain-1",
        ["control", "plain"],
        """You suggest three songs for a wedding first dance. Ask one clarifying question first.

User: We like folk and old soul.
Assistant:""",
    )
    neg(
        "control:plain-2",
        ["control", "plain", "fr"],
        """Tu aides les abonnés de Lumen à choisir une formule. Réponds en français.

Abonné : Quelle est la différence entre Solo et Duo ?""",
    )


# --- generated families ------------------------------------------------------------------------------

# (key, language, app, locale, system, user message with a pasted record, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str, str]] = [
    (
        "en-release",
        "en",
        "sonora-qa",
        "en-GB",
        "You are the catalogue QA assistant. Explain rejections in one sentence.",
        """User: Why is this stuck in review?
{"created_at": "2026-02-20T08:12:40Z", "id": "019a55c1-3e7f-7a90-b2d4-6f8e0c1a3b57", "title": "Low Tide (Acoustic)", "status": "review", "flags": ["VERSION_TITLE_MISSING"]}""",
        "Assistant:",
    ),
    (
        "en-royalty",
        "en",
        "creator-dash",
        "en-US",
        "You answer royalty questions from the statement rows only.",
        """User: Why did Canada drop in February?
ts,period,country,streams,net_usd
2026-03-03T05:00:08Z,2026-01,CA,9120,27.10
2026-03-03T05:00:08Z,2026-02,CA,3004,8.71""",
        "Assistant:",
    ),
    (
        "en-live",
        "en",
        "live-ops",
        "en-GB",
        "You assist the live operations engineer. One action at a time.",
        """Engineer: what happened here?
2026-03-07T21:41:17.803+01:00 packager seg=004990 dur=6.03s expected=2.00s
2026-03-07T21:41:22.110+01:00 origin  status=stalled last_seg=004990""",
        "Assistant:",
    ),
    (
        "en-payout",
        "en",
        "payouts-help",
        "en-US",
        "You explain creator payouts in plain words.",
        """Creator: My payout po_1QcY2eMmS3nU0w shows "failed". Details from the dashboard:
created 2026-03-02 09:30:11 UTC, amount USD 412.80, failure_code account_closed, ref 0b7e4c2a9d18f356""",
        "Assistant:",
    ),
    (
        "en-claim",
        "en",
        "rights-desk",
        "en-GB",
        "You help creators respond to copyright claims.",
        """Creator: Got this claim, what are my options?
Claim clm_0215 | created 2026-03-06 14:02:33 UTC | claimant Riverbend Music Pub. | policy monetize | asset vid_91c2e07d""",
        "Assistant:",
    ),
    (
        "en-billing",
        "en",
        "orbit-support",
        "en-US",
        "You are Orbit TV billing support.",
        """User: I was charged after cancelling. Receipt:
Order ORB-2026-0318842 | 2026-03-06 09:00:03 EST | Orbit Plus monthly | USD 14.99 | Stamp 6a1f0e93""",
        "Assistant:",
    ),
    (
        "es-playlist",
        "es",
        "listas",
        "es-ES",
        "Ayudas con listas colaborativas. Responde en español.",
        """Usuario: ¿Por qué desapareció esta canción de la lista? Registro exportado:
2026-03-04 22:10:41 | Bizcochito | eliminada por @jorge_pm | id 01JNPX4G7H2K9M3N5P8Q0R6S1T""",
        "",
    ),
    (
        "de-abrechnung",
        "de",
        "klangraum",
        "de-DE",
        "Du beantwortest Fragen zu Tantiemen. Antworte auf Deutsch.",
        """Nutzerin: Warum fehlt Januar in meiner Abrechnung?
Erstellt: 2026-03-02 06:00:11 | Zeitraum: 2025-12 | Betrag: 44,12 EUR
Erstellt: 2026-03-02 06:00:11 | Zeitraum: 2026-02 | Betrag: 39,80 EUR""",
        "",
    ),
    (
        "fr-retrait",
        "fr",
        "lumen-moderation",
        "fr-FR",
        "Tu aides les créateurs après un retrait. Réponds en français.",
        """Créateur : Pourquoi ma vidéo a-t-elle été retirée ?
Retrait RT-2026-0551 - horodatage 2026-03-05T18:44:02+01:00 - motif : droits voisins - réclamant : Onde Bleue""",
        "",
    ),
    (
        "ja-live",
        "ja",
        "haishin-ops",
        "ja-JP",
        "あなたはライブ配信運用のアシスタントです。日本語で答えてください。",
        """運用者: この時間帯に視聴者が急減した理由は?
2026-03-07 21:41:17 視聴者数 18,204
2026-03-07 21:42:17 視聴者数 9,377
2026-03-07 21:42:20 CDN切替 (edge=nrt-04 → nrt-07)""",
        "",
    ),
    (
        "ko-payment",
        "ko",
        "eumak-support",
        "ko-KR",
        "당신은 음악 앱 고객센터 도우미입니다. 한국어로 답하세요.",
        """사용자: 해지했는데 또 결제됐어요.
해지 신청: 2026-03-01 23:48:10
결제 일시: 2026-03-05 09:00:04 (승인번호 30027715)""",
        "",
    ),
    (
        "zh-order",
        "zh",
        "lexiang-support",
        "zh-CN",
        "你是乐享视频的客服助手,请用中文回答。",
        """用户:这个订单为什么退款失败?
{"订单号": "LX20260302184410552", "创建时间": "2026-03-02 18:44:10", "退款申请时间": "2026-03-03 09:02:33", "状态": "退款失败"}""",
        "",
    ),
    (
        "pt-repasse",
        "pt",
        "ritmo-criadores",
        "pt-BR",
        "Você explica repasses para criadores. Responda em português.",
        """Criador: Por que o repasse de fevereiro veio menor?
03/03/2026 10:14:55 | Streams fev | R$ 981,20 | ID 8c2f1e7a-44b0-4d9e-a1c3-5e6f7a8b9c0d""",
        "",
    ),
    (
        "ru-ingest",
        "ru",
        "zvukoryad-ingest",
        "ru-RU",
        "Вы помогаете команде загрузки каталога. Отвечайте по-русски.",
        """Менеджер: Почему релиз не прошёл проверку?
2026-03-04 11:20:05 MSK  релиз R-77120  ошибка: дата выхода раньше даты записи (2026-02-30)""",
        "",
    ),
    (
        "ar-receipt",
        "ar",
        "nagham-support",
        "ar-AE",
        "أنت مساعد دعم المشتركين في نغم. أجب بالعربية.",
        """المشترك: لماذا تم الخصم مرتين؟
العملية ٨٨٤٢١٠٣٣٧ بتاريخ ٢٠٢٦/٠٣/٠١ ٠٩:٠٠:١٤
العملية ٨٨٤٢١٠٣٥٢ بتاريخ ٢٠٢٦/٠٣/٠١ ٠٩:٠٠:٤١""",
        "",
    ),
    (
        "hi-payout",
        "hi",
        "swardeep-creators",
        "hi-IN",
        "आप रचनाकार भुगतान सहायक हैं। हिंदी में उत्तर दें।",
        """रचनाकार: मेरा भुगतान क्यों रुका है?
भुगतान ID: pay_7Hq2Lm9Xv4 | बनाया गया: 2026-03-03 10:41:22 IST | स्थिति: होल्ड (KYC लंबित)""",
        "",
    ),
    (
        "it-window",
        "it",
        "cinefila-help",
        "it-IT",
        "Rispondi alle domande sulla disponibilità dei titoli. Rispondi in italiano.",
        """Utente: Fino a quando posso vedere questo film?
Titolo: L'ultima estate | disponibile dal 2026-02-01T00:00:00+01:00 al 2026-05-31T23:59:59+02:00""",
        "",
    ),
    (
        "pl-devices",
        "pl",
        "dzwiekownia",
        "pl-PL",
        "Pomagasz zarządzać urządzeniami. Odpowiadaj po polsku.",
        """Użytkownik: Które urządzenie usunąć?
Laptop  zarejestrowany 2024-11-02 18:20:11  ostatnio 2026-03-05 21:14:09
Tablet  zarejestrowany 2023-05-14 09:02:47  ostatnio 2024-08-30 07:55:12""",
        "",
    ),
    (
        "tr-takedown",
        "tr",
        "melodika-mod",
        "tr-TR",
        "İçerik kaldırma sorularına yardım edersin. Türkçe cevap ver.",
        """Kullanıcı: Şarkım neden kaldırıldı?
Bildirim No: KB-2026-00418 | Tarih: 05.03.2026 14:02:33 | Hak sahibi: Anadolu Plak""",
        "",
    ),
    (
        "id-withdraw",
        "id",
        "irama-kreator",
        "id-ID",
        "Kamu asisten pembayaran kreator. Jawab dalam bahasa Indonesia.",
        """Kreator: Penarikan ini kok belum masuk?
ID 2ZtQrM9xW4oU7zS2dL0nC5yK1bG | 2026-03-05 19:12:40 WIB | Rp 2.000.000 | status: diproses""",
        "",
    ),
    (
        "th-renewal",
        "th",
        "pleng-dee",
        "th-TH",
        "คุณคือผู้ช่วยฝ่ายสมาชิก ตอบเป็นภาษาไทย",
        """สมาชิก: ทำไมต่ออายุอัตโนมัติ
ต่ออายุเมื่อ 5 มีนาคม 2569 เวลา 09:00:11 น. เลขที่ PD-2569-004420""",
        "",
    ),
    (
        "vi-playlist",
        "vi",
        "nhac-song",
        "vi-VN",
        "Bạn là trợ lý danh sách phát. Trả lời bằng tiếng Việt.",
        """Người dùng: Ai đã xoá bài này khỏi danh sách chung?
04/03/2026 22:31:07 | Hà Nội mùa vắng những cơn mưa | xoá bởi @minh.tran""",
        "",
    ),
    (
        "he-billing",
        "he",
        "tslil-support",
        "he-IL",
        "אתה עוזר שירות המנויים. ענה בעברית.",
        """מנוי: למה חויבתי פעמיים?
חיוב 2026-03-05 09:00:02 | 49.90 ש"ח | אסמכתא 551820
חיוב 2026-03-05 09:00:37 | 49.90 ש"ח | אסמכתא 551841""",
        "",
    ),
    (
        "nl-payout",
        "nl",
        "creatorfonds",
        "nl-NL",
        "Je legt uitbetalingen aan makers uit. Antwoord in het Nederlands.",
        """Maker: Waarom is deze uitbetaling teruggeboekt?
Aangemaakt 2026-03-02T09:30:00+01:00 | UB-2026-03-00913 | € 120,00 | teruggeboekt 2026-03-04 (IBAN onjuist)""",
        "",
    ),
]

NOW_LABEL = {
    "en": "Current time",
    "es": "Hora actual",
    "de": "Aktuelle Uhrzeit",
    "fr": "Heure actuelle",
    "ja": "現在時刻",
    "ko": "현재 시각",
    "zh": "当前时间",
    "pt": "Horário atual",
    "ru": "Текущее время",
    "ar": "الوقت الحالي",
    "hi": "वर्तमान समय",
    "it": "Ora corrente",
    "pl": "Bieżący czas",
    "tr": "Geçerli saat",
    "id": "Waktu sekarang",
    "th": "เวลาปัจจุบัน",
    "vi": "Giờ hiện tại",
    "he": "השעה הנוכחית",
    "nl": "Huidige tijd",
}
NOW_FORMAT: dict[str, Callable[[datetime], str]] = {
    "en": us_medium,
    "es": es_time,
    "de": de_time,
    "fr": fr_time,
    "ja": ja_time,
    "ko": ko_time,
    "zh": zh_time,
    "pt": br_time,
    "ru": ru_time,
    "ar": ar_time,
    "hi": hi_time,
    "it": it_time,
    "pl": pl_time,
    "tr": tr_time,
    "id": lambda t: f"{t:%d/%m/%Y %H.%M.%S}",
    "th": th_time,
    "vi": lambda t: f"{t:%H:%M:%S %d/%m/%Y}",
    "he": lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
    "nl": lambda t: f"{t.day}-{t.month}-{t.year} {t:%H:%M:%S}",
}

# (label, key, cue, maker of (human value, machine value))
Field = tuple[str, str, str, Callable[[Gen, datetime, str], tuple[str, str]]]
FIELDS: list[Field] = [
    ("<now>", "now", "current_time", lambda g, t, lang: (NOW_FORMAT[lang](t), rfc3339(t))),
    ("Request ID", "request_id", "request_id", lambda g, t, lang: (g.uuid4(),) * 2),
    ("traceparent", "traceparent", "trace_id", lambda g, t, lang: (g.traceparent(),) * 2),
    ("Session", "session_id", "session_id", lambda g, t, lang: (g.uuid7(t),) * 2),
    ("Generated at", "generated_at", "current_time", lambda g, t, lang: (rfc3339(t), rfc3339(t))),
    ("Fetched", "fetched_at", "fetch_time", lambda g, t, lang: (js_iso(t),) * 2),
    ("Snapshot", "snapshot", "snapshot_id", lambda g, t, lang: (g.ksuid(t),) * 2),
    ("Epoch", "ts", "epoch", lambda g, t, lang: (str(epoch_s(t)),) * 2),
    ("Client time (ms)", "client_ts", "epoch", lambda g, t, lang: (str(epoch_ms(t)),) * 2),
    ("Nonce", "nonce", "nonce", lambda g, t, lang: (g.b64url(16),) * 2),
    ("Delivery", "delivery_id", "delivery_id", lambda g, t, lang: ("dlv_" + g.ulid(t),) * 2),
    ("Pull", "pull_id", "fetch_id", lambda g, t, lang: (g.nanoid(),) * 2),
    ("beatline.tick", "beatline_tick", "epoch", lambda g, t, lang: (str(epoch_us(t)),) * 2),
    ("Hop", "hop", "request_id", lambda g, t, lang: (tsid(g, t),) * 2),
    ("Stamp", "stamp", "current_time", lambda g, t, lang: (iso_space(t) + " UTC", rfc3339(t))),
    ("Today", "today", "current_date", lambda g, t, lang: (long_date(t), iso_date(t))),
    ("Correlation-ID", "correlation_id", "request_id", lambda g, t, lang: (g.hex(32),) * 2),
    ("Canary", "canary", "nonce", lambda g, t, lang: ("cnry-" + g.hex(12),) * 2),
    ("Request time", "request_time", "current_time", lambda g, t, lang: (http_date(t), rfc3339(t, 3))),
    ("Run", "run_id", "run_id", lambda g, t, lang: ("run_" + g.b62(16),) * 2),
    ("X-Amzn-Trace-Id", "amzn_trace_id", "trace_id", lambda g, t, lang: (g.amzn_trace(t, True),) * 2),
    ("Conversation", "conversation_id", "session_id", lambda g, t, lang: (g.objectid(t),) * 2),
    ("Signature", "sig", "signature", lambda g, t, lang: (g.b64url(32),) * 2),
    ("Now (UTC)", "now_utc", "current_time", lambda g, t, lang: (py_iso(t), py_iso(t))),
]

# (label, key, value) of stable values that look like dates, times or ids
STABLE: list[tuple[str, str, str]] = [
    ("Catalogue version", "catalogue_version", "2026.03"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_revision", "2026-02-17"),
    ("API version", "api_version", "2025-09-30"),
    ("Tenant", "tenant", "6f1c2a9e-4b7d-4e3a-9c85-0d2e7f1b3a64"),
    ("Time zone", "timezone", "Europe/Berlin"),
    ("Build", "build", "9.14.2"),
    ("Service launched", "launched", "2019-11-12"),
    ("Support hours", "support_hours", "08:00-22:00"),
    ("Holdback days", "holdback_days", "90"),
    ("Label ID", "label_id", "lbl_00412"),
    ("Ranker", "ranker", "reco-ranker-v14"),
    ("Max devices", "max_devices", "5"),
    ("Rate table", "rate_table", "US-2026"),
    ("Payout schedule", "payout_schedule", "weekly-mon"),
    ("Window", "window", "2026-03-01/2026-08-31"),
    ("Region", "region", "eu-west"),
    ("Premiere hour", "premiere_hour", "00:00"),
    ("Engine build", "engine_build", "2026.02.3"),
    ("Partner ID", "partner_id", "9b2e7c14-3f6a-4d81-b0e5-c7a2d9f13e48"),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "yaml",
    "json_pretty",
    "xml_attr",
    "json_single",
    "kv",
]


def _compose(body: tuple[str, str, str, str, str, str, str], pos: str, parts: dict[str, str]) -> str:
    _, _, app, loc, system, user, cue = body
    end = f"\n{cue}" if cue else ""
    if pos == "head":
        return f"{parts['line']}\n{system}\n\n{user}{end}"
    if pos == "system_tail":
        return f"{system}\n{parts['line']}\n\n{user}{end}"
    if pos == "header_block":
        return f"App: {app}\n{parts['line']}\nLocale: {loc}\n\n{system}\n\n{user}{end}"
    if pos == "after_user":
        return f"{system}\n\n{user}\n\n{parts['line']}{end}"
    if pos == "footer":
        return f"{system}\n\n{user}\n\n--\n{parts['line']}{end}"
    if pos == "yaml":
        return f"---\napp: {app}\n{parts['yaml']}\nlocale: {loc}\n---\n{system}\n\n{user}{end}"
    if pos == "json_pretty":
        return (
            f'{{\n  "app": "{app}",\n  {parts["member"]}\n  "locale": "{loc}"\n}}\n\n{system}\n\n{user}{end}'
        )
    if pos == "xml_attr":
        return f'<request app="{app}" {parts["attr"]} locale="{loc}"/>\n{system}\n\n{user}{end}'
    if pos == "json_single":
        return f'{system}\nmeta: {{"app": "{app}", {parts["single"]} "locale": "{loc}"}}\n\n{user}{end}'
    assert pos == "kv"
    return f"[ctx app={app} {parts['kv']} locale={loc}]\n{system}\n\n{user}{end}"


def _json_value(value: str) -> str:
    return value if value.isdigit() else f'"{value}"'


def _parts(label: str, key: str, human: str, machine: str, mark: Callable[[str], str]) -> dict[str, str]:
    return {
        "line": mark(f"{label}: {human}"),
        "yaml": mark(f"{key}: {human}"),
        "member": mark(f'"{key}": {_json_value(machine)},'),
        "attr": mark(f'{key}="{machine}"'),
        "single": mark(f'"{key}": {_json_value(machine)},'),
        "kv": mark(f"{key}={machine}"),
    }


GEN_POSITIVES = 66
GEN_NEGATIVES = 40


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for i in range(GEN_POSITIVES):
        pos = POSITIONS[i % len(POSITIONS)]
        if i % 3 == 0:
            # every third case: the current time under a "now" label in the body's language
            body = BODIES[(6 + i // 3) % len(BODIES)]
            label, key, cue, make = FIELDS[0]
        else:
            j = i - i // 3 - 1
            body = BODIES[(i * 7) % len(BODIES)]
            label, key, cue, make = FIELDS[1 + (j * 5 + j // 23) % 23]
        lang = body[1]
        t = g.moment()
        human, machine = make(g, t, lang)
        if label == "<now>":
            label = NOW_LABEL[lang]
        text = _compose(body, pos, _parts(label, key, human, machine, lambda s, c=cue: v(c, s)))
        out.append(Draft(text, f"{SRC}pos:gen:{body[0]}:{pos}:{key}", ["generated", pos, key, body[1]]))
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for i in range(GEN_NEGATIVES):
        body = BODIES[(i * 11 + 3) % len(BODIES)]
        pos = POSITIONS[(i * 3) % len(POSITIONS)]
        label, key, value = STABLE[i % len(STABLE)]
        text = _compose(body, pos, _parts(label, key, value, value, lambda s: s))
        out.append(
            Draft(
                text, f"{SRC}neg:gen:{body[0]}:{pos}:{key}", ["hard_negative", "generated", pos, key, body[1]]
            )
        )
    return out


# --- assembly ----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold78", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
