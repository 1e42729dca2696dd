"""Build `prompt_normalizer/corpus/holdout54.jsonl`, a fifty-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout54.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout52.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with a keyword search over them for neighbours in this domain),
to keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block (with the constants right under it) and
its last 150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a
generator. (A listing of `tests/normalizer/` counted the generators, a check showed that neither this
file nor `holdout54.jsonl` existed yet, and a grep of `pyproject.toml` showed ruff's settings.)
`make_holdout53.py`, written at the same time about pharmacies and the pharmaceutical supply chain,
was not read, and nothing here comes from that field: no medicines, prescriptions, dispensing,
pharmacy counters, package leaflets, wholesalers or cold chains; the medical interpreting here is
about appointments, X-rays and fractures only.

The domain is translation, localisation and interpreting services: translation management systems
and CAT-tool copilots, machine-translation post-editing, software string localisation, subtitle and
caption translation, terminology and translation memory, interpreting booking and delivery, certified
and sworn translation orders, website and app localisation QA and multilingual customer-support
routing. The earlier docstrings name neighbours of it: localisation pipelines with TMS jobs, XLIFF
and gettext headers (make_holdout3), MT batches, subtitle QA and glossaries (make_holdout6), clinic
interpreters (make_holdout12, make_holdout13, make_holdout20), 608 captions, dubbing scripts, CAT
tools and XLIFF as media sources (make_holdout15), translation and localisation agencies with a
vendor portal, a job-offer webhook, a conference interpreting booking desk, certificates dated today,
LQA runs, quote requests and on-call dispatch in Newfoundland (make_holdout18), a translation
selection in a browser extension (make_holdout19), announcement, appointment-letter and menu
translation jobs and an interpreter booking line (make_holdout22, make_holdout23, make_holdout26), a
caption writer's HTML comment (make_holdout31), an alert translation pipeline (make_holdout41), an
interpreter booking from a Teams activity and apostilles (make_holdout47), an EOL code translator
(make_holdout48) and caption translators on photo desks (make_holdout51). The scenarios here were
written around them: the CAT and TMS side is seen from the segment panel, TM lookups, termbase
checks, QA, alignment, pre-translation, leverage analysis and TMS event streams (no vendor portal,
no job-offer webhook, no generic TMS job line); MT from post-editing and quality estimation; strings
from the resource formats themselves (ICU, Android, String Catalog, ARB, PO, RESX, properties, Qt,
Fluent, Rails YAML, i18next) and the pull requests, CI checks and IDE plug-ins around them;
subtitles as translation work (SRT, WebVTT, TTML/IMSC, EBU STL, forced narratives, SDH, audio
description, live CART and caption relays), not as QA; interpreting from remote video, phone and
video relay calls, court coordination, booth relay plans, rosters, matching runs, timesheets and
message lines (dispatch moved to Gauteng); certified work from order intake, quotes, OCR of the
documents, repertory entries and certification wording in four legal systems. The sources are:

* TMS and CAT-tool copilots: a CAT segment panel (editor session UUIDv7 and "Segment opened" in
  RFC 3339 ms +09:00; the XLIFF 2.0 unit and the TM match with its own dates stay), a TM lookup whose
  ULID and "at <time>" sit inside a sentence (the hits' `creationdate` stay), termbase entries "as of"
  a -03:00 time, a QA run (KSUID, ms offset time) over French-Canadian findings, a quality-estimation
  request in pretty JSON (`request_id`, `requested_at`), a project manager's copilot behind YAML front
  matter (`generated_at`, KSUID `pm_session`; the jobs' due dates stay), a Hungarian-English
  alignment run (KSUID, Go RFC3339Nano), a pre-translation logfmt line (`run=`, `started=` in
  microseconds), a leverage analysis fetched at an RFC 2822 time with a base32 fetch id, a CloudEvent
  in binary mode (`ce-id`, `ce-time`; the job inside stays), a Server-Sent Events `id:` line, a Serbian
  Cyrillic CAT assistant with a localized "now" line, a Belgian Dutch workbench (markdown bullets:
  nanoid session, dotted day-first time) and a TM clean-up with the current time on its own line in a
  ChatML system turn;
* machine-translation post-editing: a Turkish furniture shop behind a Llama 3 system header (`Today
  Date` moves, `Cutting Knowledge Date` stays), a Marathi notice (Devanagari digits), a keystroke
  logger's bracketed line (`editing_session=`, `t_ms=` before stable pairs), an adaptive engine's
  feedback batch (UUIDv7, Log4j time), a Polish patent claim behind traceparent and tracestate,
  Brazilian marketplace listings (base58 MT batch and "Agora"), an Indonesian hotel notice (single-line
  JSON `req` and `ts`), a Vietnamese draft behind an HTML comment (`req=`, `rendered=`), COMET scores
  "as of" a time with a parenthesised query id (engine names with dates stay), a Swahili safari
  operator in a Mistral `[INST]` prompt, a Japanese review behind a bracketed Python logging prefix,
  Arabic shop signage behind gRPC metadata (`x-request-start-ns`) and an MT call the program made for
  the request (`Date`, `X-Request-ID`; `X-Api-Version: 2025-03-01` stays);
* software string localisation: a localisation PR review requested "at" a time with its review id, an
  i18n CI check in `KEY=value` lines (`GITHUB_RUN_ID`, `I18N_CHECK_STARTED`; the SHA and run attempt
  stay), Polish ICU messages pulled "at" a time with a ULID pull id, an Android export's `generated`
  attribute, an Xcode extension (upper-case UUID invocation, asctime local time), a Slack app mention
  (`event_id`, `event_time`, `ts`), a missing-translations report dated today by the report tool with
  its job, a pseudo-localisation build (upper-case hex, JavaScript ISO time), an IDE context in XML
  elements (`<session>`, `<now>` in `isoformat()`), Gujarati strings behind B3 multi headers, a Flutter
  ARB upload (upload id and day-first receipt time; `@@last_modified` stays), a Punjabi PO file after a
  `get_current_time` tool result, a de-CH resx question in a Teams activity (`id`, `timestamp`), a
  community portal's cookie (the session pair last) and Somali notifications behind a legacy proxy's
  RFC 850 `Date`;
* subtitle and caption translation: a French SRT upload (receipt time and upload id), a live caption
  relayed with a `[received ...]` prefix (earlier cues stay), a TTML request with lower-case ULID `id`
  and `issued` attributes, a shot-change snap run (Python `str()`), forced narratives behind
  `X-Request-ID` and `X-Client-Time` in ms, a CART session in a markdown table (ObjectId, minutes
  precision), an audio description edit lock with its expiry computed from now, a festival portal's
  bearer JWT, Spanish-to-Quechua SDH with a Spanish "server time" label and cooking captions behind
  `X-Request-Start` in microseconds;
* terminology and translation memory: a termbase query (hex id and time in a sentence), a TMX header
  read at a microsecond time with its read id (`creationdate` stays), a term extraction run in nested
  YAML, an Arabic concordance behind an HTML comment's `req=` and `at=`, a term proposal as a
  structured CloudEvent (`id`, `time`; the proposal's `created` stays), a Tajik glossary assistant
  (Cyrillic "now" label) and a Swahili agritech termbase with Sentry headers at the tail;
* interpreting booking and delivery: a video remote interpreting session (UUID and a 12-hour time
  alone in a sentence), a school district's phone interpreting desk (SIP Call-ID, Windows "Answered"
  time), a court coordinator behind an `X-Session-Token` JWT (dockets stay), a Geneva booth relay plan
  with Semantic Kernel's current-time sentence, a Gauteng dispatch console clock (a time alone), an
  interpreter request as Standard Webhooks (id, timestamp, signature; the appointment stays), a video
  relay call for ASL (decimal call id, US medium time), Pashto and Dari availability "as of" a time,
  a booking confirmation letter dated today by the letter tool with its job, a timesheet tablet's
  clock, a Vietnamese parent's SMS (`Msg-Id`, `Received`), a Mexican court's matching run (UUIDv7),
  a Yoruba WhatsApp message (`id`, `timestamp`; the sender stays), an asylum office desk in markdown
  bullets (base32 session, `Opened:`), an Uzbek Telegram update (`update_id`, `message_id`, `date`;
  the chat id stays), a Kinyarwanda health-centre line and a Brussels roster with the current ISO week
  date;
* certified and sworn translation orders: an order intake cookie (hex session pair last), a Polish
  sworn translator's repertory entry dated today with its job, a Madrid quote (generation time, `q_`
  id, validity computed from it), a Dutch diploma's scan time and OCR job, a Stripe checkout session
  (`Stripe-Version` and the customer stay), a USCIS certification dated today, a Brazilian tradutor
  juramentado's counter session and "Agora", an apostille question behind traceparent, a German
  Bestätigungsvermerk whose place-and-date line the tool fills in today (ULID job) and a Hungarian
  certified-translation office ("now" label);
* website and app localisation QA: screenshots captured "at" a time with a KSUID crawl id, a device
  farm session with JavaScript `toString()` device time (the CalVer build stays), a browser extension's
  page capture time, an app store listing "as of" a time, Urdu RTL checks behind single-line JSON
  (`qa_session`, `opened`), a CLDR format check in pretty JSON (`checked_at` moves, the fixed sample
  stays), an hreflang crawl run (UUIDv1, GNU `date`), a Thai sign-off's bracketed `signoff_req=` and
  `at=`, a Hausa wallet review ("now" label), store reviews behind a .NET round-trip time next to a
  stable tenant uuid and an e-mail template preview built at Go's `time.Now().String()`;
* multilingual customer-support routing: a language router's single-line JSON (`req`, `ts` in ms), a
  helpdesk delivery envelope around a Javanese ticket, an Amharic e-mail under a mailbox poll (the
  e-mail's `Date` and `Message-ID` stay), a Lao live chat with machine translation (conversation id
  and start), a Sorani IVR call, a Brazilian Discord server (interaction and message snowflakes; guild
  and channel stay), a Burmese operator behind a B3 single header, an Oromo bank desk's bracketed
  route line, a Gujarati grocery chat (session and "now" label), a Pashto courier line, a Telugu
  electricity chat in a markdown session table and an Igbo agent-assist request.

The hand-written negatives are material from the same worlds, pasted in twelve ways (question after,
before, right under the block, an introduction and a question, quoted with "> ", fenced, in an earlier
turn, indented, before a colon, after a system prompt, on both sides, and with a request to explain in
French, Spanish, German, Portuguese or Turkish): SRT, WebVTT with a dated NOTE, TTML, a decoded EBU STL
GSI block, XLIFF 1.2 with `date` and a PM note, XLIFF 2.0, TMX units with `creationdate`, a TBX entry,
a Ukrainian PO file, a Swahili ARB file, a String Catalog, Arabic strings.xml, de-CH resx, Italian
properties with a "Generated" comment, a Qt .ts file, Belarusian Fluent, Turkish Rails YAML, an
Indonesian i18next namespace, Polish ICU messages, a localisation PR body with the bot's sync run and
time, a Standard Webhooks delivery pasted to debug its timestamp, an MT API error whose first member
is `"timestamp"`, `curl -v` output with `date` and `x-request-id`, a PM's e-mail with `Date` and
`Message-ID`, an agency invoice, a tribunal booking confirmation, a phone interpreting CSV, a VRI usage
report, an interpreter's timesheet, a conference programme, a hospital request log, a court order
appointing an interpreter, a translator's certification, a Polish sworn translator's clause, source
texts to translate (a Mexican birth certificate, a Dutch diploma, a Romanian criminal record
certificate, a Vietnamese marriage certificate, a Chinese contract clause, a Japanese press release,
an Arabic announcement with Arabic-Indic digits, a Hindi museum label, a German
rail notice), an MQM scorecard, a style guide, a QA report, a Korean timed-text spec, a project
schedule table, kick-off minutes, `git log` of the locale folder, a CLI status with "Last sync", a CI
log with ISO prefixes, a MissingTranslation error event, an hreflang audit CSV, a Brazilian app review
with the developer's reply, a Spanish ticket thread with `[2026-...]` prefixes, a Yoruba WhatsApp export
with `[DD/MM/YYYY, HH:MM:SS]` prefixes, a French client's complaint e-mail, an interpreting invoice, a
meeting's interpretation channel report, a hearing transcript page, a translator's CV, an SDLXLIFF
excerpt, a TMS export whose first member is `"id"`, an ICS invite with `DTSTAMP`, a certification
record, a consulate's appointment e-mail and a vendor's purchase order -- and hand-written
look-alikes in program positions: a CAT header with project, language pair, TM, glossary and style
guide dates, a Llama 3 header with only its knowledge cutoff, a ChatML system turn with client-since
and glossary revision dates, a template's approval date in front matter, a job's XML attributes with
its due date, an API version, an engine name with a date and a tenant uuid in single-line JSON, a
prompt revision in an HTML comment, client-since and framework contract dates in a markdown table,
CalVer, TM, timeout, time zone and CLDR version in `KEY=value` lines, a terms revision in a footer, an
Azure `api-version` with a tenant uuid, an interpreter profile with certification dates, a Polish sworn
translator's list number and oath date, `Stripe-Version` and a customer id, Discord guild, channel and
role ids, office hours and a time zone, an authored review date inside a system prompt, a vendor's YAML
record, ICU and CLDR versions, a BCP 47 tag with a calendar, a support queue and WhatsApp business
number, an Estonian client-since date, a termbase record's approval date, project properties and a
bot's model, cutoff and release; and values the user asks about or types: a ULID job id, an epoch in a
subtitle file name, timecode arithmetic, a hearing across a daylight-saving gap, relative times,
few-shot date localisation, an unrendered ICU placeholder, an exercise sentence to translate into
Igbo, a user-typed clock, a vendor's calendar week, a traceparent for support, a pasted JWT, a string
key's uuid, a Buddhist-era date, a date typed in a ChatML user turn, a "last signed in" time read out
by the user, Swiss date styles, a hearing request to draft, deadline arithmetic, a Hijri date to
convert and a KSUID in a support message; and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 and without seconds, with `Z` and offsets from -06:00
to +09:00 (-06:00, -05:00, -04:00, -03:00, +01:00, +02:00, +03:00, +05:00, +05:30, +07:00), RFC 1123, RFC 850, RFC 2822,
asctime, GNU `date`, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano and
`time.Now().String()`, .NET round-trip and Semantic Kernel's long form, JavaScript `toISOString()` and
`toString()`, Windows and US medium 12-hour renderings, day-first slashed and dotted numeric dates
with a time, `DD Mon YYYY HH:MM:SS`, ISO basic, `YYYY-MM-DD HH:MM[:SS]` with a zone name, English long
dates (US and British), Llama 3's `Today Date`, ISO week dates, a 12-hour and a 24-hour time alone,
epochs in s, ms, us and ns, and dates with localized month and weekday names, digits and calendars
(Serbian Cyrillic, Marathi with Devanagari digits, Tajik, Hungarian, Brazilian Portuguese,
Kinyarwanda, Hausa, Gujarati, Pashto with Extended Arabic-Indic digits, Igbo, Ukrainian, Swahili,
Indonesian, Korean, Vietnamese, Arabic with Arabic-Indic digits, Polish and German dotted dates).
Identifiers: UUID v1 / v4 (also upper case) / v7, ULID (also lower case), KSUID, nanoid, ObjectId,
traceparent and tracestate, B3 single and multi, Sentry trace and baggage, long hex (10 to 40 digits,
also upper case), base32, base58, base62, base64url and base64 tokens, JWTs, snowflakes, decimal ids,
a SIP Call-ID, Standard Webhooks signatures and vendor-prefixed ids (`q_`, `up_`, `lj_`, `ocr_`,
`rep-`, `vm-`, `dlv_`, `conv_`, `msg_`, `cs_live_`, `Ev`, `SM`, `wamid.`, `pretrans-`). Positions:
header blocks (`Label: value`, HTTP, CloudEvents binary, SSE, trace, B3 and Sentry headers, gRPC
metadata, `KEY=value` lines), head and tail of the prompt, the tail of a system prompt (also in a
ChatML system turn and in Llama 3 and Mistral prompts), YAML front matter and nested YAML, pretty and
single-line JSON members (also in Slack, Teams, WhatsApp, Telegram and delivery envelopes), XML
attributes and elements, `key=value` pairs in bracketed lines, a logfmt line and an HTML comment,
markdown table rows and bullets, a cookie's last pair, templated sentences, phrases with their
preposition ("at ...", "as of ..."), ids inside sentences, parenthesised ids, a `[received ...]`
prefix, a bracketed logging prefix, a tool result line, metadata lines after the last user message,
footers after a `--` line, and program lines right above or below a pasted, uploaded or fetched
block.

Prompts are in English and in Japanese, German, Brazilian Portuguese, French (France and Canada),
Korean, Spanish (Spain, Mexico, Peru, Latin America), Hungarian, Serbian (Cyrillic), Dutch (Belgium and
the Netherlands), Italian, Turkish, Marathi, Polish, Indonesian, Vietnamese, Swahili, Arabic, Gujarati,
Punjabi (Gurmukhi), Tajik, Pashto, Uzbek, Kinyarwanda, Yoruba, Urdu, Thai, Hausa, Filipino, Javanese,
Amharic, Lao, Sorani Kurdish, Burmese, Oromo, Telugu, Igbo, Chinese and Ukrainian, with material in
Romanian, Hindi, Belarusian, Estonian, Swedish and Finnish, and Haitian Creole, Somali, Quechua,
Nahuatl, Tigrinya, Dari, ASL, Welsh, Irish, Scottish Gaelic, Danish and Norwegian as the languages asked
for; many prompts have their instructions in one language and their material in another (scripts:
Latin, Cyrillic, Arabic, Devanagari, Gujarati, Gurmukhi, Telugu, Thai, Lao, Myanmar, Ethiopic, Han,
Kana, Hangul). Prompts in those languages end with an ASCII cue, with the user's message or with the
metadata after it.

What it is: 299 prompts. 149 carry volatile fields (225 spans): 109 hand-written positives (185
spans; 71 with two or more fields, five with three) and 40 generated ones. 150 carry none: 116
hand-written negatives (68 pasted blocks, 25 look-alikes in program positions, 21 values the user asks
about or types, two plain controls) and 34 generated hard negatives. The generated positive family
puts one field (25 of its 31 formats and labels, or the current date and time under a "now" label in
the body's language, 11 cases in six languages) at one of ten positions (head, system tail, header
block, after the last user message, footer, YAML front matter, JSON member, XML attribute, `key=value`
in a bracketed context line, parenthesised value on the user's message; four each) of 24 bodies in 13
languages; the generated negative family uses the same bodies and positions with one stable value
that looks like a date or an id (19 of its 24: knowledge cutoff, prompt revision, client since,
tenant uuid, TM, style guide revision, MT engine with a date, project, interpreter, certified since,
sworn translator number, time zone, office hours, build, CLDR version, contract start in RFC 3339,
vendor, court, termbase with its approval date; or a client-since date in the body's language, 8 cases
in five languages). The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout52.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Translation material is content: source texts and targets, TM units with their `creationdate`,
  `changedate` and `usagecount`, termbase entries and their dates, XLIFF `date` attributes and notes,
  PO headers (`POT-Creation-Date`, `PO-Revision-Date`), ARB `@@last_modified`, resource comments,
  SRT, WebVTT and TTML timecodes, NOTE lines, EBU STL creation and revision dates, job due dates,
  booking references, hearing dates, dockets, repertory and certificate numbers, QA report run dates
  and scorecard review dates stay, also next to a program's stamp and also when the program fetched
  them for this request; only the stamp ("Termbase entries as of <time> for this request:", "TMX
  header read at <time> (read <id>) for this request:") and the ids minted for the lookup, pull,
  read, crawl, query or fetch move.
* A bot's record inside a document is the document's content: a localisation PR body's `Sync run` and
  `Synced at` lines, written when the PR was opened, stay when the user pastes the body; the review
  bot's own "Review requested at <time> (review <id>) for this request:" moves.
* Runs, jobs, batches and locks minted for this request move with their start or finish: QA,
  alignment, pre-translation, pseudo-localisation, shot-change snap, matching, crawl and term
  extraction runs, an MT batch, an adaptive engine's feedback batch, an OCR job, letter, report,
  repertory and certification jobs, an edit lock and its expiry computed from now, and a quote id
  with its generation time and the validity computed from it. TMS projects and jobs, orders,
  bookings, dockets and cases are business records and stay.
* Work logins and calls are sessions: editor, workbench, project manager, desk, caption and counter
  sessions, a VRI session, a video relay call, a phone interpreting Call-ID with its answer time, an
  IVR call, an order portal's cookie pair, a coordinator's JWT, a festival portal's bearer token and a
  checkout session move; projects, clients, glossaries, memories, engines, tenants, queues,
  interpreters and their certification numbers, sworn translators' list numbers, Discord guilds and
  channels, chat ids and WhatsApp numbers stay.
* "Today" written into an artefact by the program moves: a report date, a letter date, a translator's
  certification date, the date of a Polish repertory entry and the place-and-date line of a German
  Bestätigungsvermerk, with their job ids where they have one; the dates of the documents being
  translated and the dates translators and clients type stay.
* An MT call that the program made for this request carries per-request values (`Date`,
  `X-Request-ID`, `x-request-start-ns`); `X-Api-Version: 2025-03-01`, engine names with dates
  (`nmt-legal-2025-09-15`, `llm-mt-2026-01-15`) and test-set freeze dates stay.
* Envelope vs payload: a CloudEvent's `ce-id` and `ce-time` (binary) or `id` and `time`
  (structured), an SSE event's `id:`, Standard Webhooks headers, a Slack event's `event_id`,
  `event_time` and `ts`, a Teams activity's `id` and `timestamp`, a WhatsApp message's `id` and
  `timestamp`, a Telegram update's `update_id`, `message_id` and `date`, a helpdesk delivery's
  `delivery_id` and `delivered_at` and a mailbox poll move; the job, the term proposal with its
  `created`, the interpreter request with its appointment, the ticket with its `created_at`, the
  e-mail with its `Date` and `Message-ID` and the message texts stay. A new live caption cue relayed
  with a `[received ...]` prefix: the prefix moves, the cue's timings stay. The same deliveries pasted
  to debug are content.
* Clocks read for this request are the current time in any form: a dispatch console (a time alone),
  an interpreter's timesheet tablet, a device farm's device time, an Xcode extension's local time, a
  server time under a Spanish label, a `get_current_time` tool result. Times that interpreters and
  clients type, hearing and appointment times, deadlines and timecodes stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence ("TM
  lookup <id> ran at <time> against memory MEM-LEGAL-DE-EN-03." leaves "TM lookup ran against memory
  MEM-LEGAL-DE-EN-03."; "Edit lock <id> taken at <time> (expires at <time>) on script AD-DE-DOC-12."
  leaves "Edit lock taken on script AD-DE-DOC-12."; "Leverage analysis fetched at <time> (fetch <id>)
  for this request:" leaves "Leverage analysis fetched for this request:"); a parenthesised id is cut
  with its parentheses and sits before "for this request:"; XML attributes and `key=value` pairs (also
  inside an HTML comment) are followed by a stable neighbour, except a cookie's session pair, its
  last; single-line JSON members are cut with the comma after them, and volatile members of
  pretty-printed JSON are never the last member of their object; a markdown row or bullet, an XML
  element, a nested YAML member, a `KEY=value` line, a tool result line, a templated sentence alone on
  its line and a stamp on its own line in a ChatML or Llama 3 system turn are whole-line spans;
  footers hold one field per line; a `[received ...]` prefix and a bracketed logging prefix are cut
  from the front of their line.
* Only cue lines that make_holdout's cue pattern recognises (an ASCII `Label:`; "Post-edit:" and
  "E-mail:" were renamed, since the pattern has no hyphen) or a chat template's reply header, on a line
  of its own, end positives; prompts in the other languages end with the user's message or with the
  metadata after it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after
  `[/INST]` as rule 4 gives it.
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

SEED = 20540305
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout54.jsonl"
SRC = "holdout54:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=int(hours * 60)), name)


ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": _tz(0, "GMT"),
    "WAT": _tz(1, "WAT"),
    "CAT": _tz(2, "CAT"),
    "SAST": _tz(2, "SAST"),
    "EAT": _tz(3, "EAT"),
    "AST3": _tz(3, "AST"),
    "TRT": _tz(3, "TRT"),
    "MSK": _tz(3, "MSK"),
    "PKT": _tz(5, "PKT"),
    "UZT": _tz(5, "UZT"),
    "TJT": _tz(5, "TJT"),
    "IST": _tz(5.5, "IST"),
    "NPT": _tz(5.75, "NPT"),
    "MMT": _tz(6.5, "MMT"),
    "ICT": _tz(7, "ICT"),
    "WIB": _tz(7, "WIB"),
    "CST8": _tz(8, "CST"),
    "HKT": _tz(8, "HKT"),
    "PHT": _tz(8, "PHT"),
    "JST": _tz(9, "JST"),
    "KST": _tz(9, "KST"),
    "ACST": _tz(9.5, "ACST"),
    "AEST": _tz(10, "AEST"),
    "NZST": _tz(12, "NZST"),
    "BRT": _tz(-3, "BRT"),
    "ART": _tz(-3, "ART"),
    "PET": _tz(-5, "PET"),
    "CST6": _tz(-6, "CST"),
    "MST": _tz(-7, "MST"),
    "HST": _tz(-10, "HST"),
    "NST": _tz(-3.5, "NST"),
}

# zones with summer time, as (standard, summer); summer from April to October
DST_ZONES: dict[str, tuple[timezone, timezone]] = {
    "EU": (_tz(1, "CET"), _tz(2, "CEST")),
    "UK": (_tz(0, "GMT"), _tz(1, "BST")),
    "EET": (_tz(2, "EET"), _tz(3, "EEST")),
    "US": (_tz(-5, "EST"), _tz(-4, "EDT")),
    "USC": (_tz(-6, "CST"), _tz(-5, "CDT")),
    "USP": (_tz(-8, "PST"), _tz(-7, "PDT")),
    "CA-NS": (_tz(-4, "AST"), _tz(-3, "ADT")),
}


class Gen54(Gen):
    """make_holdout's Gen with zones by name and a few more id shapes."""

    def at(self, zone: str) -> datetime:
        if zone in DST_ZONES:
            t = self.moment()
            std, summer = DST_ZONES[zone]
            return t.astimezone(summer if 4 <= t.month <= 10 else std)
        return self.moment(ZONES[zone])

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def base58(self, n: int) -> str:
        return "".join(self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def call_id(self, host: str) -> str:
        return f"{self.hex(8)}-{self.hex(4)}-{self.hex(4)}@{host}"

    def std_sig(self) -> str:
        return "v1," + self.b64(32)

    def ns(self) -> int:
        return self.small(1, 1000)


# --- value formats not in make_holdout ----------------------------------------------------------------------------

def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def rfc3339_9(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else f"{t:%z}"[:3] + ":" + f"{t:%z}"[3:]
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def rfc3339_min(t: datetime) -> str:
    """RFC 3339 without seconds, as some schedulers write it."""
    s = rfc3339(t)
    return s[:16] + s[19:]


def day_first(t: datetime, sep: str = "/", seconds: bool = False) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def time12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dmy_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


# --- localized "now" renderings -----------------------------------------------------------------------------------

DEVA = "०१२३४५६७८९"
ARAB = "٠١٢٣٤٥٦٧٨٩"
EXT_ARAB = "۰۱۲۳۴۵۶۷۸۹"
MYAN = "၀၁၂၃၄၅၆၇၈၉"


def _digits(s: str, digits: str) -> str:
    return s.translate(str.maketrans("0123456789", digits))


W: dict[str, list[str]] = {
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "pl": ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
    "uk": ["понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота", "неділя"],
    "be": ["панядзелак", "аўторак", "серада", "чацвер", "пятніца", "субота", "нядзеля"],
    "sr": ["понедељак", "уторак", "среда", "четвртак", "петак", "субота", "недеља"],
    "hu": ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"],
    "tr": ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
    "ja": ["月", "火", "水", "木", "金", "土", "日"],
    "ko": ["월", "화", "수", "목", "금", "토", "일"],
    "zh": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
    "ar": ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"],
    "mr": ["सोमवार", "मंगळवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"],
    "te": ["సోమవారం", "మంగళవారం", "బుధవారం", "గురువారం", "శుక్రవారం", "శనివారం", "ఆదివారం"],
    "pa": ["ਸੋਮਵਾਰ", "ਮੰਗਲਵਾਰ", "ਬੁੱਧਵਾਰ", "ਵੀਰਵਾਰ", "ਸ਼ੁੱਕਰਵਾਰ", "ਸ਼ਨਿੱਚਰਵਾਰ", "ਐਤਵਾਰ"],
    "ml": ["തിങ്കൾ", "ചൊവ്വ", "ബുധൻ", "വ്യാഴം", "വെള്ളി", "ശനി", "ഞായർ"],
    "gu": ["સોમવાર", "મંગળવાર", "બુધવાર", "ગુરુવાર", "શુક્રવાર", "શનિવાર", "રવિવાર"],
    "ur": ["پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ", "اتوار"],
    "ps": ["دونۍ", "درېنۍ", "څلرنۍ", "پينځنۍ", "جمعه", "اونۍ", "يونۍ"],
    "ckb": ["دووشەممە", "سێشەممە", "چوارشەممە", "پێنجشەممە", "هەینی", "شەممە", "یەکشەممە"],
    "vi": ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"],
    "id": ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"],
    "jv": ["Senèn", "Selasa", "Rebo", "Kemis", "Jemuwah", "Setu", "Minggu"],
    "th": ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"],
    "my": ["တနင်္လာနေ့", "အင်္ဂါနေ့", "ဗုဒ္ဓဟူးနေ့", "ကြာသပတေးနေ့", "သောကြာနေ့", "စနေနေ့", "တနင်္ဂနွေနေ့"],
    "lo": ["ຈັນ", "ອັງຄານ", "ພຸດ", "ພະຫັດ", "ສຸກ", "ເສົາ", "ອາທິດ"],
    "am": ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"],
    "yo": ["Ajé", "Ìsẹ́gun", "Ọjọ́rú", "Ọjọ́bọ", "Ẹtì", "Àbámẹ́ta", "Àìkú"],
    "ig": ["Mọnde", "Tiuzdee", "Wenezdee", "Tọọzdee", "Fraịdee", "Satọdee", "Sọndee"],
    "ha": ["Litinin", "Talata", "Laraba", "Alhamis", "Jummaʼa", "Asabar", "Lahadi"],
    "so": ["Isniin", "Talaado", "Arbaco", "Khamiis", "Jimco", "Sabti", "Axad"],
    "sw": ["Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi", "Jumapili"],
    "uz": ["dushanba", "seshanba", "chorshanba", "payshanba", "juma", "shanba", "yakshanba"],
    "tg": ["Душанбе", "Сешанбе", "Чоршанбе", "Панҷшанбе", "Ҷумъа", "Шанбе", "Якшанбе"],
    "ht": ["lendi", "madi", "mèkredi", "jedi", "vandredi", "samdi", "dimanch"],
    "rw": ["Kuwa mbere", "Kuwa kabiri", "Kuwa gatatu", "Kuwa kane", "Kuwa gatanu", "Kuwa gatandatu",
           "Ku cyumweru"],
    "om": ["Wiixata", "Qibxata", "Roobii", "Kamiisa", "Jimaata", "Sanbata", "Dilbata"],
    "mg": ["Alatsinainy", "Talata", "Alarobia", "Alakamisy", "Zoma", "Asabotsy", "Alahady"],
    "wo": ["Altine", "Talaata", "Àllarba", "Alxamis", "Àjjuma", "Gaawu", "Dibéer"],
    "sn": ["Muvhuro", "Chipiri", "Chitatu", "China", "Chishanu", "Mugovera", "Svondo"],
    "xh": ["uMvulo", "uLwesibini", "uLwesithathu", "uLwesine", "uLwesihlanu", "uMgqibelo", "iCawa"],
}

M: dict[str, list[str]] = {
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
           "ottobre", "novembre", "dicembre"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"],
    "uk": ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
           "листопада", "грудня"],
    "be": ["студзеня", "лютага", "сакавіка", "красавіка", "мая", "чэрвеня", "ліпеня", "жніўня", "верасня",
           "кастрычніка", "лістапада", "снежня"],
    "sr": ["јануар", "фебруар", "март", "април", "мај", "јун", "јул", "август", "септембар", "октобар",
           "новембар", "децембар"],
    "hu": ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember",
           "október", "november", "december"],
    "tr": ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
           "Aralık"],
    "ar": ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
           "ديسمبر"],
    "mr": ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर",
           "नोव्हेंबर", "डिसेंबर"],
    "te": ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జులై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్",
           "నవంబర్", "డిసెంబర్"],
    "pa": ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ", "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ",
           "ਦਸੰਬਰ"],
    "ml": ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്", "സെപ്റ്റംബർ",
           "ഒക്‌ടോബർ", "നവംബർ", "ഡിസംബർ"],
    "gu": ["જાન્યુઆરી", "ફેબ્રુઆરી", "માર્ચ", "એપ્રિલ", "મે", "જૂન", "જુલાઈ", "ઑગસ્ટ", "સપ્ટેમ્બર", "ઑક્ટોબર",
           "નવેમ્બર", "ડિસેમ્બર"],
    "ur": ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"],
    "ps": ["جنوري", "فبروري", "مارچ", "اپریل", "مۍ", "جون", "جولای", "اګست", "سېپتمبر", "اکتوبر", "نومبر", "دسمبر"],
    "ckb": ["کانوونی دووەم", "شوبات", "ئازار", "نیسان", "ئایار", "حوزەیران", "تەمموز", "ئاب", "ئەیلوول",
            "تشرینی یەکەم", "تشرینی دووەم", "کانوونی یەکەم"],
    "id": ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
           "November", "Desember"],
    "th": ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน",
           "ตุลาคม", "พฤศจิกายน", "ธันวาคม"],
    "my": ["ဇန်နဝါရီ", "ဖေဖော်ဝါရီ", "မတ်", "ဧပြီ", "မေ", "ဇွန်", "ဇူလိုင်", "ဩဂုတ်", "စက်တင်ဘာ", "အောက်တိုဘာ",
           "နိုဝင်ဘာ", "ဒီဇင်ဘာ"],
    "lo": ["ມັງກອນ", "ກຸມພາ", "ມີນາ", "ເມສາ", "ພຶດສະພາ", "ມິຖຸນາ", "ກໍລະກົດ", "ສິງຫາ", "ກັນຍາ", "ຕຸລາ", "ພະຈິກ",
           "ທັນວາ"],
    "am": ["ጃንዩወሪ", "ፌብሩወሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን", "ጁላይ", "ኦገስት", "ሴፕቴምበር", "ኦክቶበር", "ኖቬምበር",
           "ዲሴምበር"],
    "yo": ["Ṣẹ́rẹ́", "Èrèlè", "Ẹrẹ̀nà", "Ìgbé", "Ẹ̀bibi", "Òkúdu", "Agẹmọ", "Ògún", "Owewe", "Ọ̀wàrà", "Bélú",
           "Ọ̀pẹ̀"],
    "ig": ["Jenụwarị", "Febrụwarị", "Maachị", "Epreel", "Mee", "Jun", "Julaị", "Ọgọọst", "Septemba", "Ọktoba",
           "Novemba", "Disemba"],
    "ha": ["Janairu", "Faburairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba",
           "Nuwamba", "Disamba"],
    "so": ["Jannaayo", "Febraayo", "Maarso", "Abriil", "May", "Juun", "Luuliyo", "Ogost", "Sebtembar", "Oktoobar",
           "Nofembar", "Desembar"],
    "sw": ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba",
           "Novemba", "Desemba"],
    "uz": ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr",
           "dekabr"],
    "tg": ["январ", "феврал", "март", "апрел", "май", "июн", "июл", "август", "сентябр", "октябр", "ноябр",
           "декабр"],
    "ht": ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm",
           "desanm"],
    "rw": ["Mutarama", "Gashyantare", "Werurwe", "Mata", "Gicurasi", "Kamena", "Nyakanga", "Kanama", "Nzeri",
           "Ukwakira", "Ugushyingo", "Ukuboza"],
    "om": ["Amajjii", "Guraandhala", "Bitootessa", "Elba", "Caamsa", "Waxabajjii", "Adooleessa", "Hagayya",
           "Fuulbana", "Onkololeessa", "Sadaasa", "Mudde"],
    "mg": ["Janoary", "Febroary", "Martsa", "Aprily", "Mey", "Jona", "Jolay", "Aogositra", "Septambra", "Oktobra",
           "Novambra", "Desambra"],
    "wo": ["Samwiyee", "Fewriyee", "Mars", "Awril", "Me", "Suwe", "Sulet", "Ut", "Septàmbar", "Oktoobar",
           "Noowàmbar", "Desàmbar"],
    "sn": ["Ndira", "Kukadzi", "Kurume", "Kubvumbi", "Chivabvu", "Chikumi", "Chikunguru", "Nyamavhuvhu", "Gunyana",
           "Gumiguru", "Mbudzi", "Zvita"],
    "xh": ["Janyuwari", "Februwari", "Matshi", "Epreli", "Meyi", "Juni", "Julayi", "Agasti", "Septemba",
           "Okthobha", "Novemba", "Disemba"],
}
M["jv"] = M["id"]


def _ampm_ko(t: datetime) -> str:
    return f"{'오후' if t.hour >= 12 else '오전'} {t.hour % 12 or 12}:{t:%M}"


def _ampm_zh(t: datetime) -> str:
    return f"{'下午' if t.hour >= 12 else '上午'}{t.hour % 12 or 12}:{t:%M}"


LOCAL_NOW: dict[str, Callable[[datetime], str]] = {
    "es": lambda t: f"{W['es'][t.weekday()]}, {t.day} de {M['es'][t.month - 1]} de {t.year}, {t:%H:%M}",
    "pt": lambda t: f"{W['pt'][t.weekday()]}, {t.day} de {M['pt'][t.month - 1]} de {t.year}, {t:%H:%M}",
    "fr": lambda t: f"{W['fr'][t.weekday()]} {t.day} {M['fr'][t.month - 1]} {t.year} à {t.hour} h {t:%M}",
    "de": lambda t: f"{W['de'][t.weekday()]}, {t.day}. {M['de'][t.month - 1]} {t.year}, {t:%H:%M} Uhr",
    "it": lambda t: f"{W['it'][t.weekday()]} {t.day} {M['it'][t.month - 1]} {t.year}, ore {t:%H:%M}",
    "pl": lambda t: f"{W['pl'][t.weekday()]}, {t.day} {M['pl'][t.month - 1]} {t.year}, godz. {t:%H:%M}",
    "uk": lambda t: f"{W['uk'][t.weekday()]}, {t.day} {M['uk'][t.month - 1]} {t.year} р., {t:%H:%M}",
    "be": lambda t: f"{W['be'][t.weekday()]}, {t.day} {M['be'][t.month - 1]} {t.year} г., {t:%H:%M}",
    "sr": lambda t: f"{W['sr'][t.weekday()]}, {t.day}. {M['sr'][t.month - 1]} {t.year}. у {t:%H:%M}",
    "hu": lambda t: f"{t.year}. {M['hu'][t.month - 1]} {t.day}., {W['hu'][t.weekday()]} {t:%H:%M}",
    "tr": lambda t: f"{t.day} {M['tr'][t.month - 1]} {t.year} {W['tr'][t.weekday()]} {t:%H:%M}",
    "ja": lambda t: f"{t.year}年{t.month}月{t.day}日({W['ja'][t.weekday()]}) {t:%H:%M}",
    "ko": lambda t: f"{t.year}년 {t.month}월 {t.day}일 ({W['ko'][t.weekday()]}) {_ampm_ko(t)}",
    "zh": lambda t: f"{t.year}年{t.month}月{t.day}日 {W['zh'][t.weekday()]} {t:%H:%M}",
    "yue": lambda t: f"{t.year}年{t.month}月{t.day}日 {W['zh'][t.weekday()]} {_ampm_zh(t)}",
    "ar": lambda t: _digits(f"{W['ar'][t.weekday()]}، {t.day} {M['ar'][t.month - 1]} {t.year}، {t:%H:%M}", ARAB),
    "mr": lambda t: _digits(f"{W['mr'][t.weekday()]}, {t.day} {M['mr'][t.month - 1]} {t.year}, {t:%H:%M}", DEVA),
    "te": lambda t: f"{t.day} {M['te'][t.month - 1]} {t.year}, {W['te'][t.weekday()]} {t:%H:%M}",
    "pa": lambda t: f"{W['pa'][t.weekday()]}, {t.day} {M['pa'][t.month - 1]} {t.year}, {t:%H:%M}",
    "ml": lambda t: f"{t.year} {M['ml'][t.month - 1]} {t.day}, {W['ml'][t.weekday()]} {t:%H:%M}",
    "gu": lambda t: f"{W['gu'][t.weekday()]}, {t.day} {M['gu'][t.month - 1]}, {t.year} {t:%H:%M}",
    "ur": lambda t: f"{W['ur'][t.weekday()]}، {t.day} {M['ur'][t.month - 1]} {t.year}، {t:%H:%M}",
    "ps": lambda t: _digits(f"{W['ps'][t.weekday()]}، {t.day} {M['ps'][t.month - 1]} {t.year}، {t:%H:%M}",
                            EXT_ARAB),
    "ckb": lambda t: _digits(f"{W['ckb'][t.weekday()]}، {t.day}ی {M['ckb'][t.month - 1]}ی {t.year}، {t:%H:%M}",
                             ARAB),
    "vi": lambda t: f"{t:%H:%M} {W['vi'][t.weekday()]}, ngày {t.day} tháng {t.month} năm {t.year}",
    "id": lambda t: f"{W['id'][t.weekday()]}, {t.day} {M['id'][t.month - 1]} {t.year} pukul {t:%H.%M}",
    "jv": lambda t: f"{W['jv'][t.weekday()]}, {t.day} {M['jv'][t.month - 1]} {t.year} jam {t:%H.%M}",
    "th": lambda t: (f"วัน{W['th'][t.weekday()]}ที่ {t.day} {M['th'][t.month - 1]} พ.ศ. {t.year + 543} "
                     f"เวลา {t:%H:%M} น."),
    "my": lambda t: _digits(f"{t.year} ခုနှစ် {M['my'][t.month - 1]} {t.day} ရက်၊ {W['my'][t.weekday()]} {t:%H:%M}",
                            MYAN),
    "lo": lambda t: f"ວັນ{W['lo'][t.weekday()]} ທີ {t.day} {M['lo'][t.month - 1]} {t.year}, {t:%H:%M}",
    "am": lambda t: f"{W['am'][t.weekday()]}፣ {M['am'][t.month - 1]} {t.day} ቀን {t.year} {t:%H:%M}",
    "yo": lambda t: f"{W['yo'][t.weekday()]}, {t.day} {M['yo'][t.month - 1]} {t.year}, {t:%H:%M}",
    "ig": lambda t: f"{W['ig'][t.weekday()]}, {t.day} {M['ig'][t.month - 1]} {t.year}, {t:%H:%M}",
    "ha": lambda t: f"{W['ha'][t.weekday()]}, {t.day} {M['ha'][t.month - 1]}, {t.year} {t:%H:%M}",
    "so": lambda t: f"{W['so'][t.weekday()]}, {M['so'][t.month - 1]} {t.day}, {t.year} {t:%H:%M}",
    "sw": lambda t: f"{W['sw'][t.weekday()]}, {t.day} {M['sw'][t.month - 1]} {t.year} saa {t:%H:%M}",
    "uz": lambda t: f"{t.day}-{M['uz'][t.month - 1]}, {t.year}-yil, {W['uz'][t.weekday()]}, {t:%H:%M}",
    "tg": lambda t: f"{W['tg'][t.weekday()]}, {t.day} {M['tg'][t.month - 1]} {t.year}, {t:%H:%M}",
    "ht": lambda t: f"{W['ht'][t.weekday()]} {t.day} {M['ht'][t.month - 1]} {t.year}, {t:%H:%M}",
    "rw": lambda t: f"{W['rw'][t.weekday()]}, {t.day} {M['rw'][t.month - 1]} {t.year}, {t:%H:%M}",
    "om": lambda t: f"{W['om'][t.weekday()]}, {M['om'][t.month - 1]} {t.day}, {t.year} {t:%H:%M}",
    "mg": lambda t: f"{W['mg'][t.weekday()]} {t.day} {M['mg'][t.month - 1]} {t.year}, {t:%H:%M}",
    "wo": lambda t: f"{W['wo'][t.weekday()]}, {t.day} {M['wo'][t.month - 1]} {t.year} ci {t:%H:%M}",
    "sn": lambda t: f"{W['sn'][t.weekday()]}, {t.day} {M['sn'][t.month - 1]} {t.year}, {t:%H:%M}",
    "xh": lambda t: f"{W['xh'][t.weekday()]}, {t.day} {M['xh'][t.month - 1]} {t.year} ngo {t:%H:%M}",
}

# the app's "now" label in each language, and the zone its clock runs in
NOW_LABEL: dict[str, tuple[str, str]] = {
    "es": ("Fecha y hora actual", "EU"),
    "pt": ("Agora", "BRT"),
    "fr": ("Heure actuelle", "EU"),
    "de": ("Aktuelle Zeit", "EU"),
    "it": ("Ora corrente", "EU"),
    "pl": ("Bieżący czas", "EU"),
    "uk": ("Поточний час", "EET"),
    "be": ("Бягучы час", "MSK"),
    "sr": ("Тренутно време", "EU"),
    "hu": ("Jelenlegi idő", "EU"),
    "tr": ("Şu anki zaman", "TRT"),
    "ja": ("現在日時", "JST"),
    "ko": ("현재 시각", "KST"),
    "zh": ("当前时间", "CST8"),
    "yue": ("而家時間", "HKT"),
    "ar": ("الوقت الحالي", "AST3"),
    "mr": ("सध्याची वेळ", "IST"),
    "te": ("ప్రస్తుత సమయం", "IST"),
    "pa": ("ਮੌਜੂਦਾ ਸਮਾਂ", "IST"),
    "ml": ("ഇപ്പോഴത്തെ സമയം", "IST"),
    "gu": ("હાલનો સમય", "IST"),
    "ur": ("موجودہ وقت", "PKT"),
    "ps": ("اوسنی وخت", "PKT"),
    "ckb": ("کاتی ئێستا", "AST3"),
    "vi": ("Thời gian hiện tại", "ICT"),
    "id": ("Waktu sekarang", "WIB"),
    "jv": ("Wektu saiki", "WIB"),
    "th": ("เวลาปัจจุบัน", "ICT"),
    "my": ("လက်ရှိအချိန်", "MMT"),
    "lo": ("ເວລາປັດຈຸບັນ", "ICT"),
    "am": ("የአሁኑ ሰዓት", "EAT"),
    "yo": ("Àkókò báyìí", "WAT"),
    "ig": ("Oge ugbu a", "WAT"),
    "ha": ("Lokacin yanzu", "WAT"),
    "so": ("Waqtiga hadda", "EAT"),
    "sw": ("Saa ya sasa", "EAT"),
    "uz": ("Hozirgi vaqt", "UZT"),
    "tg": ("Вақти ҳозира", "TJT"),
    "ht": ("Lè kounye a", "US"),
    "rw": ("Igihe cy'ubu", "CAT"),
    "om": ("Yeroo ammaa", "EAT"),
    "mg": ("Ora ankehitriny", "EAT"),
    "wo": ("Waxtu wi nii", "GMT"),
    "sn": ("Nguva yazvino", "CAT"),
    "xh": ("Ixesha langoku", "SAST"),
}


def now_line(g: Gen54, lang: str) -> str:
    """The app's localized "now" line: label and the current time in that language."""
    label, zone = NOW_LABEL[lang]
    sep = "：" if lang in ("ja", "zh", "yue") else ": "
    return f"{label}{sep}{LOCAL_NOW[lang](g.at(zone))}"


# --- registries -----------------------------------------------------------------------------------------------------

POS: list[Callable[[Gen54], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen54], Draft]) -> Callable[[Gen54], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- positives: translation management systems and CAT-tool copilots -------------------------------------------------

@pos
def _cat_segment_panel(g: Gen54) -> Draft:
    t = g.at("JST")
    return Draft(f"""You are SegmentPal, the assistant inside the Kotoba CAT editor. Suggest a target for the active
segment, keep inline tags in place, follow the client glossary and explain any deviation from the TM match.

Editor context:
{v('session_id', 'Editor session: ' + g.uuid7(t))}
Project: ACME-MANUALS-JA (client glossary v14)
{v('datetime', 'Segment opened: ' + rfc3339(t, 3))}

<unit id="u-0412">
  <segment state="initial">
    <source>Press <pc id="1">Reset</pc> and hold for 5 seconds until the LED blinks twice.</source>
  </segment>
</unit>

TM match (87%, created 2024-11-03 by T-118, last used 2025-06-20):
  source: Press <1>Reset</1> and hold for 3 seconds until the LED blinks.
  target: <1>リセット</1>を3秒間長押しし、LEDが点滅するまでお待ちください。

Suggestion:""", f"{SRC}pos:cat:segment-panel", ["header_block", "uuid7", "rfc3339", "xliff_content", "ja"])


@pos
def _tm_lookup_sentence(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Translate the German clause into English for the Halvorsen contract set. Prefer the wording of
the TM hits unless they are wrong for this context, and say which hit you followed.

TM lookup {v('request_id', g.ulid(t))} ran {v('datetime', 'at ' + iso_space(t) + ' UTC')} against memory MEM-LEGAL-DE-EN-03.
Hit 1 (92%): "Die Kündigungsfrist beträgt drei Monate zum Quartalsende." -> "The notice period is three
months to the end of a quarter." (creationdate 20230412T091533Z, creationid jbauer)
Hit 2 (78%): "Die Frist beginnt mit Zugang der Kündigung." -> "The period begins upon receipt of the
notice." (creationdate 20210930T140210Z, changedate 20240115T082644Z)

Clause: Die Kündigungsfrist beträgt sechs Wochen zum Monatsende; sie beginnt mit Zugang der schriftlichen
Kündigung.

Translation:""", f"{SRC}pos:cat:tm-lookup", ["inline_sentence", "ulid", "iso_space", "tm_hits_content", "de"])


@pos
def _termbase_as_of(g: Gen54) -> Draft:
    t = g.at("BRT")
    return Draft(f"""Terminology check for the Brazilian Portuguese operator's manual of the TR-90 tractor. Flag every
term in the draft that contradicts an approved entry and give the approved term.

Termbase entries {v('datetime', 'as of ' + rfc3339(t))} for this request:
| Term (en) | pt-BR approved | Status | Created | Modified |
|---|---|---|---|---|
| power take-off | tomada de potência (TDP) | approved | 2022-05-10 | 2025-02-14 |
| three-point hitch | engate de três pontos | approved | 2022-05-10 | 2022-05-10 |
| ballast | lastro | approved | 2023-08-01 | 2024-11-30 |

Draft: "Antes de acoplar o implemento ao levante hidráulico de três pontos, desligue a tomada de força e
retire o lastro dianteiro."

Findings:""", f"{SRC}pos:cat:termbase-as-of", ["as_of_phrase", "rfc3339_offset", "termbase_content", "pt"])


@pos
def _qa_run_sentence(g: Gen54) -> Draft:
    t = g.at("CA-NS")
    return Draft(f"""You explain QA findings to the French-Canadian reviewer in two lines each and say which ones are
false positives.

QA run {v('run_id', g.ksuid(t))} finished {v('datetime', 'at ' + rfc3339(t, 3))} on profile FR-CA-STRICT.
Seg 14  Number mismatch      source "1,200 kg"        target "1 200 kg"
Seg 22  Date format          source "03/05/2026"      target "05/03/2026" (expected 2026-03-05)
Seg 31  Tag missing          source "<b>Warning</b>"  target "Avertissement"
Seg 40  Double space         target "Fermer  la trappe"

Explanation:""", f"{SRC}pos:cat:qa-run", ["inline_sentence", "ksuid", "rfc3339_offset", "qa_findings_content", "fr"])


@pos
def _qe_pretty_json(g: Gen54) -> Draft:
    t = g.at("KST")
    return Draft(f"""{{
  "tool": "qe-gate",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"requested_at": "' + rfc3339(t) + '",')}
  "language_pair": "en-ko",
  "threshold": 0.82
}}
Score each machine-translated segment from 0 to 1 for adequacy and fluency and mark those below the
threshold for human post-editing. Return JSON only.

1. "Your subscription renews on 1 April 2026." -> "구독은 2026년 4월 1일에 갱신됩니다."
2. "Cancel at least 24 hours before the renewal date." -> "갱신일 24시간 전에 최소한 취소하십시오."
3. "Refunds take 5 to 7 business days." -> "환불에는 영업일 기준 5~7일이 소요됩니다."

JSON:""", f"{SRC}pos:mtpe:qe-json", ["json_block", "uuid4", "rfc3339_offset", "head", "ko"])


@pos
def _mt_api_headers(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""MT call made for this request:
POST /v3/translate HTTP/1.1
Host: mt.lingobridge.example
X-Api-Version: 2025-03-01
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Content-Type: application/json

Source (es): "La reunión prevista para el 14 de marzo a las 10:00 se ha trasladado a la sala B-204."
Engine output (en): "The meeting planned for March 14 at 10:00 has moved to room B-204."

Post-edit the engine output for a UK audience if needed and explain each change in one line.
Corrected:""", f"{SRC}pos:mtpe:api-headers", ["http_request", "http_date", "hex32", "api_version_neighbour", "es"])


@pos
def _tms_front_matter(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""---
assistant: pm-copilot
tms: Verba TMS
workspace: nordic-retail
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('session_id', 'pm_session: ' + g.ksuid(t))}
---
Say which jobs of project NR-2026-031 are at risk of missing their deadline and suggest one action for
each. The jobs below are copied from the project page.

J-88121  en>sv  12,400 words  due 2026-03-12 17:00 CET  progress 40%  linguist: A. Lund
J-88122  en>da  12,400 words  due 2026-03-12 17:00 CET  progress 85%  linguist: M. Holm
J-88123  en>nb  12,400 words  due 2026-03-11 12:00 CET  progress 10%  linguist: unassigned
J-88124  en>fi  13,050 words  due 2026-03-13 09:00 EET  progress 55%  linguist: P. Virtanen

Summary:""", f"{SRC}pos:tms:front-matter", ["front_matter", "rfc3339_offset", "ksuid", "jobs_content"])


@pos
def _alignment_run(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You help build translation memories from legacy translations. Check the aligned pairs below and
list the ones that are misaligned, with the correct partner if you can see it.

Alignment run {v('run_id', g.ksuid(t))} started {v('datetime', 'at ' + go_nano(t, g.ns()))} on aligner node al-2.
Documents: "Éves jelentés 2024" (hu, published 2025-04-28) / "Annual Report 2024" (en, published 2025-05-06)

1. Az igazgatóság 2025. március 18-án fogadta el a beszámolót. | The Board adopted the report on 18 March 2025.
2. A nettó árbevétel 12%-kal nőtt. | Headcount rose to 1,140 at year end.
3. A létszám az év végén 1140 fő volt. | Net sales grew by 12%.
4. A közgyűlés időpontja: 2025. május 29. | The AGM will be held on 29 May 2025.

Misaligned pairs:""", f"{SRC}pos:tm:alignment-run", ["inline_sentence", "ksuid", "go_rfc3339nano", "hu"])


@pos
def _pretranslate_logfmt(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""You are the pre-translation reporter of the Verba TMS. Write a three-line status for the project
manager from the log line and the file list; do not invent numbers.

{v('run_id', 'run=pretrans-' + g.hex(12))} {v('datetime', 'started=' + rfc3339(t, 6))} engine=nmt-generic-2025.11 tm=TM-RETAIL-EN-XX min_match=75

files:
  catalogue_spring26.xlsx   2,114 segments   TM 101%: 312   TM 75-99%: 498   MT: 1,304
  returns_policy.docx          84 segments   TM 101%:  80   TM 75-99%:   4   MT:     0
  banner_copy.json             37 segments   TM 101%:   0   TM 75-99%:   2   MT:    35

Status:""", f"{SRC}pos:tms:pretranslate-logfmt", ["logfmt", "hex12", "rfc3339_us", "two_in_line"])


@pos
def _leverage_fetched(g: Gen54) -> Draft:
    t = g.at("US")
    return Draft(f"""Quote helper for Lakeshore Language Services. Turn the leverage analysis into a price with the
client's grid: 101% and 100% matches 10%, 95-99% 30%, 75-94% 60%, no match and MT 100% of USD 0.16
per word.

Leverage analysis fetched {v('datetime', 'at ' + rfc2822(t))} {v('request_id', '(fetch ' + g.base32(16) + ')')} for this request:
Analysis date: 2026-02-27 (project LLS-24-0915, en-US > es-US)
101%: 1,220 words   100%: 3,410   95-99%: 860   85-94%: 1,975   75-84%: 740   no match: 6,480

Price:""", f"{SRC}pos:tms:leverage-fetch", ["as_of_phrase", "rfc2822", "base32", "paren_id", "es"])


@pos
def _cloudevents_binary(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Event received by the client-notifications assistant:
ce-specversion: 1.0
ce-type: com.verba.job.completed
ce-source: /projects/NR-2026-031
{v('request_id', 'ce-id: ' + g.uuid4())}
{v('datetime', 'ce-time: ' + rfc3339(t, 3))}
content-type: application/json

{{"job": "J-88122", "pair": "en>da", "words": 12400, "completed_at": "2026-03-10T15:42:00+01:00",
 "due": "2026-03-12T17:00:00+01:00", "client_contact": "Signe Dahl"}}

Write a two-sentence message to the client contact saying the Danish files are ready and whether they
came in before the deadline.
Message:""", f"{SRC}pos:tms:cloudevent-binary", ["cloudevent", "uuid4", "rfc3339_ms", "payload_content"])


@pos
def _cat_serbian(g: Gen54) -> Draft:
    return Draft(f"""Ти си асистент у CAT алату. Преведи сегмент са енглеског на српски (ћирилица), поштуј глосар
клијента и задржи ознаке <1> и </1>.
{v('datetime', now_line(g, 'sr'))}
Пројекат: EPS-DOCS-SR, глосар v7

Сегмент 118: Click <1>Save</1> before 18:00 on the last working day of the month.
TM (74%, 2023-09-12): Кликните <1>Сачувај</1> пре краја радног дана.

Предлог превода за сегмент 118, молим.""", f"{SRC}pos:cat:serbian", ["system_tail", "localized_now", "sr"])


@pos
def _workbench_bullets(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""## Workbench
{v('session_id', '- **Workbench session:** `' + g.nanoid() + '`')}
{v('datetime', '- **Opened:** ' + day_first(t, '.', True))}
- **Reviewer:** Katrien Peeters (nl-BE)

Review the Dutch (Belgium) targets in this XLIFF 1.2 file. Flag anything that is Netherlands Dutch
rather than Belgian usage, and anything that breaks the source's dates.

<file original="kiosk_ui.json" source-language="en" target-language="nl-BE" datatype="plaintext" date="2026-02-10T08:12:00Z">
  <body>
    <trans-unit id="k.closing"><source>We close at 5:30 pm on 24 December.</source>
      <target>We sluiten om 17.30 uur op 24 december.</target></trans-unit>
    <trans-unit id="k.pay"><source>Pay with your bank card.</source>
      <target>Betaal met je pinpas.</target></trans-unit>
  </body>
</file>

Review:""", f"{SRC}pos:cat:workbench-bullets", ["md_bullets", "nanoid", "dotted_day_first", "xliff_content", "nl"])


@pos
def _tm_cleanup_chatml(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""<|im_start|>system
You maintain translation memories for Corvina Translations. Merge duplicates, keep the newest approved
target and say which units you would delete.
{v('datetime', 'Current time: ' + rfc3339(t))}
<|im_end|>
<|im_start|>user
These units are from TM-TECH-EN-IT. Which ones are duplicates?

tu 1  en "Tighten the screws to 2 Nm."     it "Serrare le viti a 2 Nm."       created 2021-03-02  approved
tu 2  en "Tighten the screws to 2 Nm."     it "Stringere le viti a 2 Nm."     created 2024-10-17  approved
tu 3  en "Tighten the screw to 2 Nm."      it "Stringere la vite a 2 Nm."     created 2024-10-17  draft
tu 4  en "Do not exceed 2 Nm."             it "Non superare 2 Nm."            created 2019-06-30  approved<|im_end|>
<|im_start|>assistant
""", f"{SRC}pos:tm:cleanup-chatml", ["chatml_system", "own_line", "rfc3339", "tm_content", "it"])


@pos
def _sse_job_progress(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Progress stream from the Verba TMS, last event:
event: job.progress
{v('request_id', 'id: ' + g.ulid(t))}
data: {{"job": "J-90411", "pair": "en>pl", "confirmed": 1840, "total": 2300, "due": "2026-03-16T12:00:00Z"}}
retry: 15000

You are the PM copilot. In one sentence, say how much of the Polish job is left and how many working
hours that is at 60 segments an hour.
Answer:""", f"{SRC}pos:tms:sse-event", ["sse", "ulid", "payload_content"])


# --- positives: machine-translation post-editing ------------------------------------------------------------------

@pos
def _mtpe_llama3(g: Gen54) -> Draft:
    t = g.at("TRT")
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_date(t))}

You post-edit Turkish-to-English machine translation for an online furniture shop. Keep product
names, fix meaning errors first and style second, and do not add claims.<|eot_id|><|start_header_id|>user<|end_header_id|>

Source: "Meşe masa, 180 x 90 cm, 6 kişilik. Siparişten sonra 10 iş günü içinde kargoya verilir."
MT: "Oak table, 180 x 90 cm, for 6 people. It is given to cargo in 10 working days after the order."<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", f"{SRC}pos:mtpe:llama3", ["llama3_header", "today_date", "tr"])


@pos
def _mtpe_marathi(g: Gen54) -> Draft:
    return Draft(f"""तुम्ही यंत्र-अनुवाद पोस्ट-एडिटर आहात. खालील इंग्रजी सूचनेचा मराठी यंत्र-अनुवाद तपासा, अर्थाच्या चुका
दुरुस्त करा आणि तारखा व वेळा मूळ मजकुराप्रमाणेच ठेवा.
{v('datetime', now_line(g, 'mr'))}

मूळ: "The water supply in Ward 12 will be shut from 10:00 to 16:00 on Saturday, 14 March 2026."
यंत्र-अनुवाद: "वॉर्ड १२ मधील पाणीपुरवठा शनिवार, १४ मार्च २०२६ रोजी १०:०० ते १६:०० पर्यंत बंद केला जाईल."

हा अनुवाद बरोबर आहे का? नसेल तर सुधारित आवृत्ती द्या.""", f"{SRC}pos:mtpe:marathi",
                 ["system_tail", "localized_now", "devanagari_digits", "mr"])


@pos
def _mtpe_keystroke(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You coach post-editors. From the effort data, say whether this segment was post-edited
lightly or heavily, and whether the MT should have been discarded.

[mtpe {v('session_id', 'editing_session=' + g.uuid4())} {v('epoch', 't_ms=' + str(epoch_ms(t)))} segment=17 pair=en-de]
Source: "Store the device at temperatures between 5 °C and 35 °C."
MT:     "Lagern Sie das Gerät bei Temperaturen zwischen 5 °C und 35 °C."
Final:  "Lagern Sie das Gerät bei Temperaturen zwischen 5 °C und 35 °C."
Keystrokes: 0   Time in segment: 6.2 s   Edit distance: 0.00

Assessment:""", f"{SRC}pos:mtpe:keystroke-bracketed", ["bracketed_kv", "uuid4", "epoch_ms", "de"])


@pos
def _adaptive_feedback(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You summarise what an adaptive MT engine learned from reviewer corrections, for the weekly
note to the French legal team.

Feedback batch {v('request_id', g.uuid7(t))} accepted {v('datetime', 'at ' + log4j_iso(t))} by engine adapt-legal-fr.
1. MT "la partie défaillante" -> corrected "la partie en défaut" (reviewer C. Morel, 2026-02-19)
2. MT "dans les 30 jours de la notification" -> corrected "dans un délai de 30 jours à compter de la
   notification" (reviewer C. Morel, 2026-02-20)
3. MT "le contrat expire le 31/12/2026" -> unchanged (reviewer A. Faure, 2026-02-23)

Weekly note:""", f"{SRC}pos:mtpe:adaptive-feedback", ["inline_sentence", "uuid7", "log4j", "fr"])


@pos
def _patent_traceparent(g: Gen54) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: mtgw=' + g.hex(16) + ',vendor=' + g.b64url(9))}
You translate Polish patent claims into English in the register of EPO claims: one sentence per claim,
"characterised in that", no added limitations.

Claim 1: Układ do suszenia drewna, zawierający komorę (1) i wentylator (2), znamienny tym, że wentylator (2)
jest sterowany czujnikiem wilgotności (3) co 15 minut.

Priority: PL 445 120, filed 2023-06-14.

Translation:""", f"{SRC}pos:mtpe:patent-traceparent", ["head", "traceparent", "tracestate", "pl"])


@pos
def _ecommerce_ptbr(g: Gen54) -> Draft:
    t = g.at("BRT")
    return Draft(f"""Você revisa traduções automáticas de anúncios do inglês para o português do Brasil. Corrija
unidades, gênero e tom; mantenha preços e datas exatamente como no original.
{v('run_id', 'Lote de MT: ' + g.base58(22))}
{v('datetime', 'Agora: ' + LOCAL_NOW['pt'](t))}
Loja: casa-e-jardim-br

Original: "Garden hose, 30 m, free shipping until 31/03/2026."
MT: "Mangueira de jardim, 30 m, envio grátis até 31/03/2026."

Original: "Solar lamp set (4 pcs), back in stock on April 2."
MT: "Conjunto de lâmpada solar (4 pcs), de volta ao estoque em 2 de abril."

Pode revisar os dois anúncios?""", f"{SRC}pos:mtpe:ecommerce-ptbr", ["system_tail", "base58", "localized_now", "pt"])


@pos
def _glossary_json_inline(g: Gen54) -> Draft:
    t = g.at("WIB")
    return Draft(f"""{{"pair":"en-id",{v('request_id', '"req":"' + g.nanoid() + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"glossary":"GL-ID-TRAVEL-v3"}}
Translate the hotel notice into Indonesian using the glossary: "check-in" -> "check-in", "front desk" ->
"resepsionis", "late check-out" -> "check-out terlambat".

Notice: "Late check-out until 14:00 is free for members. The front desk is open 24 hours; check-in
starts at 15:00."

Indonesian:""", f"{SRC}pos:mtpe:glossary-json-inline", ["json_inline", "nanoid", "epoch_s", "head", "id"])


@pos
def _vi_html_comment(g: Gen54) -> Draft:
    t = g.at("ICT")
    return Draft(f"""<!-- mtpe-draft {v('request_id', 'req=' + g.hex(20))} {v('datetime', 'rendered=' + rfc3339(t))} pair=en-vi -->
Bạn là biên tập viên hậu kỳ bản dịch máy. Sửa bản dịch tiếng Việt dưới đây cho tự nhiên, giữ nguyên số
liệu và ngày tháng.

Nguồn: "Registration closes on 20 March 2026 at 23:59 (GMT+7)."
Bản dịch máy: "Đăng ký đóng vào ngày 20 tháng 3 năm 2026 lúc 23:59 (GMT+7)."

Bản dịch này có ổn không?""", f"{SRC}pos:mtpe:vi-html-comment", ["html_comment", "kv_inline", "hex20", "vi"])


@pos
def _comet_as_of(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""You write the monthly MT quality note for the localisation leads: which engine to use for which
domain, in five bullets, with the scores as evidence.

COMET scores {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(query ' + g.hex(16) + ')')} for this request:
engine                      domain       en>de   en>fr   en>ja
nmt-generic-2025-11-04      marketing    0.851   0.866   0.812
nmt-generic-2025-11-04      legal        0.802   0.815   0.771
llm-mt-2026-01-15           marketing    0.874   0.881   0.846
llm-mt-2026-01-15           legal        0.798   0.820   0.790
Test sets frozen on 2025-12-01 (1,000 segments per pair and domain).

Note:""", f"{SRC}pos:mtpe:comet-as-of", ["as_of_phrase", "paren_id", "rfc3339", "engine_dates_content"])


@pos
def _mistral_swahili(g: Gen54) -> Draft:
    t = g.at("EAT")
    return Draft(f"""<s>[INST] You post-edit English-to-Swahili MT for a safari operator in Arusha. Keep prices in USD and
the dates as written.
{v('datetime', 'Request time: ' + rfc3339(t))}

Source: "Deposits are refundable until 60 days before departure. The 5-day Serengeti tour leaves every
Monday at 07:30 from Arusha."
MT: "Amana zinarejeshwa hadi siku 60 kabla ya kuondoka. Ziara ya Serengeti ya siku 5 inaondoka kila
Jumatatu saa 07:30 kutoka Arusha." [/INST]""", f"{SRC}pos:mtpe:mistral", ["mistral_inst", "own_line", "rfc3339_offset", "sw"])


@pos
def _mtpe_logging_prefix(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""{v('datetime', '[' + py_logging(t) + ']')} INFO mtpe-gateway: job routed to reviewer pool JA-2 (sla 4h)
You review Japanese post-edits for consistency with the style guide: polite form (です・ます), full-width
brackets, and dates as 2026年3月20日.

Source: "The workshop takes place on March 20, 2026 (Friday) from 1:00 pm."
Post-edit: "ワークショップは2026年3月20日（金）13時から開催します。"

Verdict:""", f"{SRC}pos:mtpe:logging-prefix", ["bracketed_prefix", "python_logging", "head", "ja"])


@pos
def _grpc_metadata(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-python/1.66.1
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.ns())))}
  x-mt-profile: retail-en-ar

You post-edit English-to-Arabic MT for shop signage. Use Modern Standard Arabic, Arabic-Indic digits and
keep the times in 24-hour form.

Source: "Open daily 09:00-22:00. Friday from 14:00."
MT: "مفتوح يومياً ٠٩:٠٠-٢٢:٠٠. الجمعة من ١٤:٠٠."

Corrected:""", f"{SRC}pos:mtpe:grpc-metadata", ["nested_header_block", "epoch_ns", "ar"])


# --- positives: software string localisation ----------------------------------------------------------------------

@pos
def _pr_review_request(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""You review localisation pull requests for the Tamarack mobile app. Check placeholders, plural
categories and length limits; answer with a list of problems, or "LGTM".

Review requested {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(review ' + g.hex(10) + ')')} for this request:
PR #2291 "New translations from Stringhouse (de, pl)" by stringhouse-bot, opened 2026-03-04
  app/src/main/res/values-de/strings.xml
-   <string name="cart_items">%1$d Artikel im Warenkorb</string>
+   <string name="cart_items">%1$s Artikel im Warenkorb</string>
  app/src/main/res/values-pl/strings.xml
+   <plurals name="days_left"><item quantity="one">Został %d dzień</item><item quantity="other">Zostało %d dni</item></plurals>

Review:""", f"{SRC}pos:strings:pr-review", ["as_of_phrase", "paren_id", "rfc3339", "diff_content", "pl"])


@pos
def _i18n_ci_env(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""{v('run_id', 'GITHUB_RUN_ID=' + g.digits(11))}
GITHUB_RUN_ATTEMPT=1
GITHUB_SHA=4e1f0c9a7b2d6e8f3a5c1b0d9e7f6a2c4b8d0e1f
{v('datetime', 'I18N_CHECK_STARTED=' + rfc3339(t))}
I18N_BASE_LOCALE=en

You explain i18n check failures to developers in plain words and suggest the one-line fix.

i18n-check output:
  missing in fr: checkout.summary.deliveryDate ("Delivery on {{date, date, medium}}")
  unused in all locales: promo.blackFriday2025
  ICU syntax error in ja: orders.count "{{count, plural, other {{# 件の注文}}"

Explanation:""", f"{SRC}pos:strings:ci-env", ["key_value_lines", "run_id", "rfc3339", "commit_neighbour", "icu"])


@pos
def _icu_pull_stamp(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""Check the Polish ICU messages below. Polish needs the plural categories one, few, many and other;
report missing categories and wrong inflections.

Strings pulled from the TMS {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(pull ' + g.ulid(t) + ')')} for this request:
cart.items = {{count, plural, one {{# produkt}} few {{# produkty}} other {{# produktów}}}}
order.shipped = Zamówienie wysłano {{date, date, long}}.
trial.left = {{days, plural, one {{Został # dzień}} few {{Zostały # dni}} many {{Zostało # dni}} other {{Zostało # dnia}}}}

Findings:""", f"{SRC}pos:strings:icu-pull", ["as_of_phrase", "paren_id", "ulid", "icu_content", "pl"])


@pos
def _android_export_attr(g: Gen54) -> Draft:
    t = g.at("AST3")
    return Draft(f"""<export {v('datetime', 'generated="' + rfc3339(t) + '"')} project="android-app" locale="ar">
<resources>
    <plurals name="minutes_ago">
        <item quantity="one">منذ دقيقة</item>
        <item quantity="two">منذ دقيقتين</item>
        <item quantity="other">منذ %d دقيقة</item>
    </plurals>
    <string name="delivery_eta">التسليم المتوقع: %1$s</string>
</resources>
</export>
Arabic has six plural categories. Which ones are missing here, and what should they say?
Answer:""", f"{SRC}pos:strings:android-export", ["xml_attr", "rfc3339_offset", "strings_xml_content", "ar"])


@pos
def _xcode_extension(g: Gen54) -> Draft:
    t = g.at("USP")
    return Draft(f"""Extension: StringsPal 2.3 for Xcode
{v('request_id', 'Invocation: ' + g.uuid4().upper())}
{v('datetime', 'Local time: ' + ctime(t))}
Catalog: Localizable.xcstrings (source language en)

Explain why these entries are marked stale and whether the Japanese translation can be kept.

"welcome_back %@" : {{
  "extractionState" : "stale",
  "localizations" : {{
    "ja" : {{ "stringUnit" : {{ "state" : "translated", "value" : "おかえりなさい、%@さん" }} }}
  }}
}}

Explanation:""", f"{SRC}pos:strings:xcode-extension", ["header_block", "uuid_upper", "asctime", "ja"])


@pos
def _slack_string_freeze(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""{{
  "token": "verification-token-redacted",
  "team_id": "T04LOCALE",
  "api_app_id": "A07L10NBOT",
  {v('request_id', '"event_id": "Ev' + g.base32(10) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "app_mention",
    "channel": "C05STRINGS",
    {v('message_id', '"ts": "' + str(epoch_s(t)) + '.' + g.digits(6) + '",')}
    "text": "<@U07L10NBOT> is the string freeze for release 8.4 still on 20 March? The Korean vendor needs 5 working days."
  }}
}}

Answer the question in the Slack message from the release calendar: string freeze 8.4 on 2026-03-20,
translation deadline 2026-03-27, release 2026-04-02.
Reply:""", f"{SRC}pos:strings:slack-event", ["json_block", "slack_event", "epoch_s", "payload_content"])


@pos
def _missing_report_today(g: Gen54) -> Draft:
    t = g.at("UK")
    return Draft(f"""Draft the fortnightly "missing translations" report for the Kestrel web app. One paragraph per
locale, most urgent first.
{v('date', 'Report date (filled in by l10n-report, today): ' + british_long(t))}
{v('run_id', 'Report job: ' + g.hex(16))}

Locale  missing  fuzzy  oldest missing key (added)
cy        118      4    billing.vatNotice (2025-11-02)
ga         64      0    auth.mfaHint (2026-01-19)
gd        201     17    onboarding.step3 (2025-09-28)

Report:""", f"{SRC}pos:strings:missing-report", ["today_in_artefact", "british_long", "hex16", "cy"])


@pos
def _pseudoloc_run(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""You read pseudo-localisation results and say which screens will break in German and Finnish
(about 35% longer than English).

Pseudo-localisation build {v('run_id', g.upper_hex(12))} started {v('datetime', 'at ' + js_iso(t))} on runner mac-arm-3.
Screen              Longest string (pseudo)                               Width used
Settings > Privacy  [Ḿàñàĝé ṕéŕśöñàĺîźéð àðṽéŕţîśîñĝ ṕŕéƒéŕéñçéś ~~~~~~]   112%
Checkout            [Ṕàý ñöŵ ~~~]                                          61%
Onboarding 2/4      [Ţûŕñ öñ ñöţîƒîçàţîöñś ţö ĝéţ ŕéḿîñðéŕś ~~~~~~~~]      97%

Answer:""", f"{SRC}pos:strings:pseudoloc-run", ["inline_sentence", "upper_hex", "js_iso"])


@pos
def _ide_xml_elements(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""<ide_context>
  <file>src/main/resources/messages_it.properties</file>
  {v('session_id', '<session>' + g.b64url(18) + '</session>')}
  {v('datetime', '<now>' + py_iso(t) + '</now>')}
</ide_context>
Check the Italian MessageFormat patterns against the English ones. The code passes a java.util.Date as
{{0}} and an int as {{1}}.

en: reminder.text=Your appointment is on {{0,date,long}} at {{0,time,short}}. {{1,choice,0#No reminders|1#One reminder|1<{{1}} reminders}}
it: reminder.text=Il tuo appuntamento è il {{0,date,long}} alle {{0,time,short}}. {{1,choice,0#Nessun promemoria|1#Un promemoria}}

Findings:""", f"{SRC}pos:strings:ide-xml", ["xml_element", "b64url", "python_isoformat", "it"])


@pos
def _b3_multi_gujarati(g: Gen54) -> Draft:
    return Draft(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
You check Gujarati UI strings for a payments app: natural phrasing, consistent terms (ચુકવણી for
payment), and placeholders kept.

key                  en                                  gu
pay.confirm          Pay ₹{{amount}} to {{name}}?             {{name}} ને ₹{{amount}} ચૂકવવા છે?
pay.scheduled        Scheduled for {{date}}                   {{date}} માટે નિર્ધારિત
pay.failed           Payment failed. Try again.           ચુકવણી નિષ્ફળ. ફરી પ્રયાસ કરો.

Review:""", f"{SRC}pos:strings:b3-multi", ["head", "b3_multi", "gu"])


@pos
def _arb_upload(g: Gen54) -> Draft:
    t = g.at("EAT")
    return Draft(f"""Translate the values of this Flutter ARB file into Swahili (Kenya). Keep keys, placeholders and
the metadata entries exactly as they are.

{v('request_id', 'Upload: up_' + g.b62(20))}
{v('datetime', 'Received: ' + day_first(t, '/', True) + ' EAT')}
{{
  "@@locale": "en",
  "@@last_modified": "2026-02-27T10:15:00.000Z",
  "greeting": "Hello {{name}}",
  "@greeting": {{"placeholders": {{"name": {{"type": "String"}}}}}},
  "lastSeen": "Last seen {{date}}",
  "@lastSeen": {{"placeholders": {{"date": {{"type": "DateTime", "format": "yMMMd"}}}}}}
}}

Swahili ARB:""", f"{SRC}pos:strings:arb-upload", ["upload_stamp", "b62", "day_first", "arb_content", "sw"])


@pos
def _po_tool_result(g: Gen54) -> Draft:
    t = g.at("IST")
    return Draft(f"""You help the Punjabi (Gurmukhi) translator of a GNOME-style app. Say which entries are fuzzy or
untranslated and propose translations for them.

{v('datetime', 'Tool result (get_current_time): ' + rfc3339(t))}

msgid ""
msgstr ""
"Project-Id-Version: calendar-app 46.2\\n"
"POT-Creation-Date: 2026-01-30 09:12+0000\\n"
"PO-Revision-Date: 2026-02-14 18:40+0530\\n"
"Language: pa\\n"

#, fuzzy
msgid "Event starts at %s"
msgstr "ਸਮਾਗਮ %s ਵਜੇ ਖ਼ਤਮ ਹੁੰਦਾ ਹੈ"

msgid "Delete all events before %s?"
msgstr ""

Answer:""", f"{SRC}pos:strings:po-tool-result", ["tool_result", "rfc3339_offset", "po_content", "pa"])


@pos
def _resx_teams_activity(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Jonas Keller"}},
  "conversation": {{"id": "a:1l10n-desk-chat"}},
  "text": "Can you check whether the de-CH resx uses ss instead of ß everywhere? Here it is:\\n<data name=\\"Street\\"><value>Strasse</value></data>\\n<data name=\\"Size\\"><value>Größe</value></data>"
}}
Answer Jonas in German (Switzerland), briefly.
Answer:""", f"{SRC}pos:strings:resx-teams", ["json_block", "teams_activity", "js_iso", "de"])


@pos
def _weblate_cookie(g: Gen54) -> Draft:
    return Draft(f"""Cookie: django_language=hu; theme=dark; {v('session_id', 'portal_session=' + g.b64url(24))}
You are the suggestion helper of a community translation portal. Suggest a Hungarian translation for the
string and explain the suffix you chose.

Source string: "Last backup: %(date)s"
Context: settings page, date rendered like "2026. márc. 5."
Existing Hungarian translations in this project: "Utolsó frissítés: %(date)s", "Létrehozva: %(date)s"

Suggestion:""", f"{SRC}pos:strings:portal-cookie", ["cookie", "session_last_pair", "b64url", "hu"])


@pos
def _legacy_proxy_rfc850(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Via: 1.0 squid-legacy (squid/3.5.27)
{v('datetime', 'Date: ' + rfc850(t))}
X-Forwarded-For: 10.20.4.17

You translate short app notifications from English into Somali. Keep them under 60 characters and keep
the placeholders.

1. "Your order ships on {{date}}."
2. "Reminder: appointment tomorrow at {{time}}."
3. "Payment received. Thank you!"

Somali:""", f"{SRC}pos:strings:proxy-rfc850", ["header_block", "rfc850", "head", "so"])


# --- positives: subtitle and caption translation ------------------------------------------------------------------

@pos
def _srt_upload(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""Translate these French subtitles into English. Keep the numbering and the timecodes exactly,
two lines at most per subtitle, 42 characters per line.

{v('datetime', 'Subtitle file received by the assistant: ' + rfc3339(t))}
{v('request_id', 'Upload id: ' + g.uuid4())}
412
00:41:12,480 --> 00:41:15,200
On se retrouve le 14 juillet
devant la mairie, à midi.

413
00:41:15,360 --> 00:41:18,040
Et si le train de 11 h 52
a du retard ?

English SRT:""", f"{SRC}pos:subtitles:srt-upload", ["upload_stamp", "rfc3339_offset", "uuid4", "srt_content", "fr"])


@pos
def _live_caption_relay(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""You translate live English captions of a webinar into Spanish (Latin America), one cue at a time,
short enough to read in the cue's duration.

Previous cues (already translated):
00:12:01.200 --> 00:12:04.100  Registration for the spring cohort closes on 31 March.
00:12:04.300 --> 00:12:07.900  Sessions run every Tuesday at 6 pm Eastern time.

New cue:
{v('datetime', '[received ' + rfc3339(t, 3) + ']')} 00:12:08.100 --> 00:12:11.400  Recordings stay online for ninety days after each session.

Spanish:""", f"{SRC}pos:subtitles:live-relay", ["received_prefix", "rfc3339_ms", "vtt_content", "es"])


@pos
def _ttml_request_attrs(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""<request {v('request_id', 'id="' + g.ulid(t).lower() + '"')} {v('datetime', 'issued="' + rfc3339(t) + '"')} profile="imsc1.1" target="es-419">
<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="en">
  <body><div>
    <p begin="00:03:10.040" end="00:03:12.800">Flight 218 to Denver is now boarding.</p>
    <p begin="00:03:13.000" end="00:03:16.120">Gate C4 closes at 9:45.</p>
  </div></body>
</tt>
</request>
Translate the two captions into Latin American Spanish and return the TTML with the same begin and end
values.
TTML:""", f"{SRC}pos:subtitles:ttml-request", ["xml_attr", "two_in_line", "ulid_lower", "rfc3339", "es"])


@pos
def _shot_change_run(g: Gen54) -> Draft:
    t = g.at("UK")
    return Draft(f"""You check subtitle timing after a shot-change snap. Say which subtitles now break the two-frame
gap rule at 25 fps and how to fix them.

Shot-change snap run {v('run_id', g.hex(24))} finished {v('datetime', 'at ' + py_str(t))} on worker sc-4.
#  in            out           shot change nearby
88 00:51:02:10  00:51:04:23  00:51:05:00
89 00:51:05:00  00:51:07:12  -
90 00:51:07:13  00:51:09:02  00:51:09:02

Findings:""", f"{SRC}pos:subtitles:shot-change-run", ["inline_sentence", "hex24", "python_str", "timecodes_content"])


@pos
def _forced_narratives(g: Gen54) -> Draft:
    t = g.at("KST")
    return Draft(f"""X-Title-Id: 81739204
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
{v('epoch', 'X-Client-Time: ' + str(epoch_ms(t)))}
X-Locale-Target: ja-JP

Translate the Korean on-screen text (forced narratives) into Japanese. Keep the event numbers; shop signs
and dates are shown on screen, so translate them as they appear.

FN-07  00:14:22:05  간판: "서울 국수집 - 1987년부터"
FN-08  00:31:40:12  달력: "3월 14일 (토) 졸업식"
FN-09  00:58:03:20  문자: "내일 오전 9시에 역 앞에서 만나"

Japanese:""", f"{SRC}pos:subtitles:forced-narratives", ["header_block", "uuid4", "epoch_ms", "ko", "ja"])


@pos
def _cart_session_table(g: Gen54) -> Draft:
    t = g.at("AEST")
    return Draft(f"""You turn a CART captioner's English live text into plain-language Vietnamese for a community
information session. Keep names and times.

| Field | Value |
|---|---|
| Event | Footscray community info night |
{v('session_id', '| Caption session | ' + g.objectid(t) + ' |')}
{v('datetime', '| Started | ' + iso_space(t)[:16] + ' AEST |')}
| Captioner | R. Nguyen |

Live text: "The new bin collection starts on Monday the sixteenth of March. Green bins go out every second
week, the first pickup is on the twenty-third, before 6 am."

Vietnamese:""", f"{SRC}pos:subtitles:cart-table", ["md_table", "objectid", "iso_minutes", "vi"])


@pos
def _ad_script_lock(g: Gen54) -> Draft:
    t = g.at("EU")
    exp = t + timedelta(minutes=30)
    return Draft(f"""You adapt audio description scripts from English into German. Each line must fit its gap in the
soundtrack; aim for about 14 characters per second.

Edit lock {v('request_id', g.uuid4())} taken {v('datetime', 'at ' + rfc3339(t))} {v('datetime', '(expires at ' + rfc3339(exp) + ')')} on script AD-DE-DOC-12.
AD-031  01:02:14.000-01:02:17.500 (3.5 s)  She folds the letter dated 3 May 1944 into her coat.
AD-032  01:02:21.200-01:02:23.000 (1.8 s)  The clock reads ten past six.

German:""", f"{SRC}pos:subtitles:ad-lock", ["inline_sentence", "expiry_from_now", "uuid4", "de"])


@pos
def _festival_portal_jwt(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""{v('token', 'Authorization: Bearer ' + g.jwt(t, 'sub-filmmaker-2211'))}
You help filmmakers with the subtitle requirements of the Lisbon short film festival portal: English
subtitles, SRT, UTF-8, burned-in not accepted.

Filmmaker: My film "Maré Baixa" screens on 9 May 2026 at 21:30 in Cinema São Jorge. I only have
Portuguese subtitles burned into the picture. Can I still submit, and by when?
Assistant:""", f"{SRC}pos:subtitles:festival-jwt", ["head", "jwt", "bearer_header", "pt"])


@pos
def _sdh_quechua(g: Gen54) -> Draft:
    t = g.at("PET")
    return Draft(f"""Eres traductor de subtítulos para sordos (SDH) del castellano al quechua cusqueño. Conserva las
etiquetas de sonido entre corchetes, traducidas, y los tiempos.
{v('datetime', 'Hora del servidor: ' + day_first(t, '/', True))}
Proyecto: documental "Q'eswachaka", 2026

57
00:22:41,000 --> 00:22:43,500
[viento fuerte]
El puente se renueva cada año en junio.

58
00:22:43,700 --> 00:22:46,200
[campanas a lo lejos]
Empezamos el jueves a las cinco.

¿Puedes traducir los subtítulos 57 y 58?""", f"{SRC}pos:subtitles:sdh-quechua", ["system_tail", "day_first", "srt_content", "qu"])


@pos
def _caption_request_start_us(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Via: 1.1 caption-edge
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}
X-Caption-Profile: youtube-608-safe

You shorten English captions for a cooking channel so that each stays under 32 characters per line,
two lines at most, without losing quantities or times.

Caption 19: "Now put it in the oven at 200 degrees Celsius for exactly twenty-five minutes."
Caption 20: "While that bakes, we'll make the yogurt sauce, which keeps for three days."

Shortened:""", f"{SRC}pos:subtitles:request-start-us", ["header_block", "epoch_us", "head"])


# --- positives: terminology and translation memory ----------------------------------------------------------------

@pos
def _term_query_sentence(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You advise EU-affairs translators on terminology. Pick the entry that fits the sentence and say
why the others do not.

Query {v('request_id', g.hex(12))} ran {v('datetime', 'at ' + rfc3339(t))} on collection EuroTerm, domain "transport".
1. en "modal shift" - de "Verkehrsverlagerung" (reliability 3, entered 2011-05-02, last checked 2024-09-18)
2. en "modal shift" - de "Verlagerung des Verkehrsträgers" (reliability 2, entered 2016-01-12)
3. en "modal split" - de "Modal Split" (reliability 3, entered 2009-10-30)

Sentence: "The programme aims to achieve a modal shift of 30% of road freight over 300 km to rail by 2030."

Answer:""", f"{SRC}pos:term:query-sentence", ["inline_sentence", "hex12", "rfc3339_offset", "termbase_content", "de"])


@pos
def _tmx_header_read(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Before importing a TMX file, check that its header matches the target memory: source language
en-GB, target cy-GB, segmentation by sentence. Say whether the import can go ahead.

TMX header read {v('datetime', 'at ' + rfc3339(t, 6))} {v('request_id', '(read ' + g.hex(14) + ')')} for this request:
<header creationtool="Trados Studio" creationtoolversion="17.1.4" datatype="xml" segtype="sentence"
        adminlang="en-GB" srclang="en-GB" o-tmf="SDL TM8" creationdate="20240611T120000Z"
        creationid="gwyn.ap"/>

Answer:""", f"{SRC}pos:term:tmx-header-read", ["as_of_phrase", "paren_id", "rfc3339_us", "tmx_content", "cy"])


@pos
def _term_extraction_yaml(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""extraction:
  corpus: ENERGIA-ES-2025
  {v('run_id', 'run_id: ' + g.ulid(t))}
  {v('datetime', 'started_at: "' + rfc3339(t, 3) + '"')}
  min_freq: 3
  languages: [es, en]

Review the candidate terms extracted from the Spanish corpus. Keep the real domain terms, drop general
words and give an English equivalent for each term you keep.

candidato                     frecuencia   primera aparición
autoconsumo colectivo         41           BOE 2019-04-06
peaje de acceso               28           Circular 3/2020 (2020-01-24)
día laborable                 17           -
punto de recarga              33           RD 184/2022 (2022-03-09)

Review:""", f"{SRC}pos:term:extraction-yaml", ["nested_yaml", "ulid", "rfc3339_ms", "es"])


@pos
def _concordance_comment(g: Gen54) -> Draft:
    t = g.at("AST3")
    return Draft(f"""<!-- concordance-cache {v('request_id', 'req=' + g.hex(16))} {v('datetime', 'at=' + rfc3339(t))} tm=TM-AR-EN-GOV -->
You help an Arabic-to-English government translator choose between TM renderings. Give the best
English rendering for the phrase in the new sentence.

Concordance for "اعتباراً من تاريخه":
- "يُعمل بهذا القرار اعتباراً من تاريخه" -> "This decision shall take effect from its date" (2022-08-14)
- "تُلغى التعليمات السابقة اعتباراً من تاريخه" -> "Previous instructions are repealed as of today's date" (2019-02-03)

New sentence: "يُعمل بهذا التعميم اعتباراً من تاريخه ويُنشر في الجريدة الرسمية."

Rendering:""", f"{SRC}pos:term:concordance-comment", ["html_comment", "kv_inline", "rfc3339_offset", "ar"])


@pos
def _term_proposal_cloudevent(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""{{
  "specversion": "1.0",
  "type": "org.termhub.proposal.created",
  "source": "/termbases/TB-MED-DEVICES",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "data": {{
    "term_en": "single-use",
    "proposed_ja": "単回使用",
    "proposed_by": "k.mori",
    "created": "2026-03-02T08:31:00+09:00",
    "note": "Matches JIS T 0601-1 wording."
  }}
}}
You pre-screen terminology proposals for the reviewers: say whether the proposal is plausible and what
the reviewer should check.
Screening:""", f"{SRC}pos:term:proposal-cloudevent", ["json_block", "cloudevent", "payload_content", "ja"])


@pos
def _glossary_tajik(g: Gen54) -> Draft:
    return Draft(f"""Шумо ёрдамчии истилоҳот ҳастед. Барои истилоҳҳои англисӣ муодилҳои тоҷикиро пешниҳод кунед ва
истилоҳҳоеро, ки дар луғати мизоҷ ҳастанд, тағйир надиҳед.
{v('datetime', now_line(g, 'tg'))}
Луғати мизоҷ: TJ-BANK-2025 (тасдиқ шуд 12.11.2025)

invoice - суратҳисоб (дар луғат)
due date - ?
late fee - ?

Барои "due date" ва "late fee" чӣ пешниҳод мекунед?""", f"{SRC}pos:term:tajik", ["system_tail", "localized_now", "tg"])


@pos
def _termbase_sentry(g: Gen54) -> Draft:
    tid = g.hex(32)
    return Draft(f"""You answer terminology questions from the Swahili localisation team of an agritech app, from the
termbase excerpt only.

Termbase excerpt: "seed drill" - "mashine ya kupandia mbegu" (approved 2024-07-22); "yield" - "mavuno"
(approved 2023-03-15); "soil moisture" - "unyevu wa udongo" (approved 2025-01-09).

Question: Should "expected yield per acre" be "mavuno yanayotarajiwa kwa ekari"?

{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=termbot%401.9.0')}
""", f"{SRC}pos:term:sentry-tail", ["tail", "sentry", "sw"])


# --- positives: interpreting booking and delivery -----------------------------------------------------------------

@pos
def _vri_sentence(g: Gen54) -> Draft:
    t = g.at("US")
    return Draft(f"""You support the remote interpreter on a hospital video-interpreting call by drafting a plain
Haitian Creole version of what the clinician needs to say. Do not add medical advice.

VRI session {v('session_id', g.uuid4())} connected {v('datetime', 'at ' + time12(t))} on cart ED-CART-3 (English <> Haitian Creole).
Clinician's note for the patient: "Your X-ray shows a small fracture in the wrist. Keep the splint on and
come back to the fracture clinic on Tuesday, 17 March at 9:15 am. Bring this paper."

Haitian Creole:""", f"{SRC}pos:interp:vri-sentence", ["inline_sentence", "uuid4", "time_alone", "ht"])


@pos
def _opi_call(g: Gen54) -> Draft:
    t = g.at("USC")
    return Draft(f"""Over-the-phone interpreting desk, Twin Rivers school district.
{v('session_id', 'Call-ID: ' + g.call_id('opi.twinrivers.example'))}
{v('datetime', 'Answered: ' + windows_general(t))}
Language: Somali
Caller: front office, Lincoln Elementary

You prepare the English-to-Somali script the interpreter will read. Keep dates and times exactly.

Message: "Parent-teacher conferences are on Thursday, March 19, from 3:30 to 7:00 pm. Your slot with
Ms. Ortiz is at 4:10 pm in room 112. Please call 555-0148 if you need another time."

Script:""", f"{SRC}pos:interp:opi-call", ["header_block", "sip_call_id", "windows_datetime", "so"])


@pos
def _court_scheduler_jwt(g: Gen54) -> Draft:
    t = g.at("US")
    return Draft(f"""{v('token', 'X-Session-Token: ' + g.jwt(t, 'coord-ny-0417'))}
Court: Kings County Criminal Court (interpreter unit)
You help the interpreter coordinator cover hearings with certified interpreters. Courts sit from 9:30
am; an interpreter can cover at most two courtrooms per half day.

Tomorrow's requests:
AP-3   09:30  Spanish       arraignment   docket 2026KN004412
AP-7   09:30  Mandarin      hearing       docket 2025KN019876
Part 12 11:00 Haitian Creole conference    docket 2026KN001093
Part 12 14:15 Spanish       hearing       docket 2026KN002210

Interpreters free: L. Ramos (Spanish), W. Chen (Mandarin), J. Pierre (Haitian Creole, afternoon only).

Plan:""", f"{SRC}pos:interp:court-jwt", ["head", "jwt", "dockets_content"])


@pos
def _booth_relay_now(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You are the chief interpreter's assistant at a Geneva conference. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Build the relay plan: Arabic and Chinese booths take relay from English; Russian works from the floor.

Programme:
Session 3  10:00-11:30  Plenary (floor: French, Arabic)
Session 4  11:45-13:00  Panel (floor: English, Chinese)
Session 5  14:30-16:00  Plenary (floor: Russian, Spanish)

Relay plan:""", f"{SRC}pos:interp:booth-relay", ["inline_sentence", "dotnet_long_datetime", "programme_content"])


@pos
def _dispatch_console_clock(g: Gen54) -> Draft:
    t = g.at("SAST")
    return Draft(f"""Interpreter dispatch, Gauteng region.
{v('datetime', 'Console clock: ' + t.strftime('%H:%M:%S'))}
Dispatcher: N. Dlamini

Which assignment is most at risk, and who should be called first? Travel times from the office:
Soweto 35 min, Midrand 30 min, Johannesburg CBD 15 min.

A-5512  Portuguese  10:30  Chris Hani Baragwanath, clinic 4   interpreter: unconfirmed
A-5513  Somali      11:00  Home Affairs, Johannesburg CBD     interpreter: A. Warsame (confirmed)
A-5514  Swahili     11:15  Midrand magistrates' court         interpreter: unconfirmed

Answer:""", f"{SRC}pos:interp:dispatch-clock", ["header_block", "time_alone", "device_clock"])


@pos
def _interpreter_request_webhook(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Webhook delivery to the interpreting desk assistant:
{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: ' + g.std_sig())}

{{"type": "interpreter.requested", "request": {{"id": "IR-20419", "language": "Dari", "mode": "on-site",
"appointment": "2026-03-18T10:00:00+00:00", "location": "Leeds Crown Court, Court 6", "duration_min": 120}}}}

Draft the confirmation request to send to the two Dari interpreters on the panel.
Draft:""", f"{SRC}pos:interp:request-webhook", ["standard_webhooks", "epoch_s", "payload_content", "prs"])


@pos
def _vrs_call(g: Gen54) -> Draft:
    t = g.at("USP")
    return Draft(f"""You help a video relay interpreter prepare: summarise the caller's request in plain English glosses
for ASL, in short clauses, and list the numbers and times to fingerspell.
{v('session_id', 'Relay call: ' + g.digits(12))}
{v('datetime', 'Call start: ' + us_medium(t))}

Caller (hearing party, via voice): "This is Coastal Dental confirming Ana's cleaning on Monday the 23rd at
8:40 in the morning, at our Oak Street office, suite 210. Reply C to confirm."

Prep:""", f"{SRC}pos:interp:vrs-call", ["system_tail", "decimal_id", "us_medium", "ase"])


@pos
def _availability_as_of(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You help the asylum office book interpreters for interviews. An interview needs one interpreter for
four hours; prefer the same interpreter for related family members.

Interpreter availability {v('datetime', 'as of ' + rfc3339(t))} for this request:
Pashto  - N. Safi       2026-03-16 (full day), 2026-03-18 (morning)
Pashto  - H. Karimi     2026-03-17 (afternoon)
Dari    - F. Rahimi     2026-03-16 (morning), 2026-03-19 (full day)

Interviews to book: case 4471-A and 4471-B (mother and son, Pashto), case 5020 (Dari).

Bookings:""", f"{SRC}pos:interp:availability-as-of", ["as_of_phrase", "rfc3339_offset", "availability_content", "ps"])


@pos
def _confirmation_letter_today(g: Gen54) -> Draft:
    t = g.at("UK")
    return Draft(f"""Write the confirmation letter for an on-site interpreting booking. Formal British English, one page.
{v('date', 'Letter date (filled in by the letter tool, today): ' + british_long(t))}
{v('run_id', 'Letter job: lj_' + g.b62(16))}

Booking: BK-77120, Polish interpreter Agnieszka Wróbel, employment tribunal, Manchester, Tuesday 24 March
2026, 10:00-16:00, half-day minimum fee applies, travel from Bolton billed at 45p per mile.
Client: Harrow & Dene Solicitors, ref HD/EMP/2211.

Letter:""", f"{SRC}pos:interp:confirmation-letter", ["today_in_artefact", "letter_job", "british_long", "pl"])


@pos
def _timesheet_tablet(g: Gen54) -> Draft:
    t = g.at("AEST")
    return Draft(f"""Interpreter timesheet app.
{v('datetime', 'Tablet time: ' + day_first(t))}
Interpreter: Thanh Pham (Vietnamese, NAATI certified)

Entry typed by the interpreter: "Started 9:05, client arrived 9:40, finished 11:20, 30 min travel each
way, parking $12."

Fill in the timesheet fields (start, end, billable minutes at a 2-hour minimum, travel, expenses) and
say if anything is unclear.
Timesheet:""", f"{SRC}pos:interp:timesheet-tablet", ["header_block", "day_first", "device_clock", "vi"])


@pos
def _school_sms(g: Gen54) -> Draft:
    t = g.at("US")
    return Draft(f"""You triage text messages from parents to the district's language access line. Reply in the parent's
language and say whether an interpreter must be booked.

Parent: Chào cô, tôi cần người phiên dịch tiếng Việt cho buổi họp với giáo viên của con tôi vào thứ Năm
tuần sau lúc 4 giờ chiều. Con tôi tên là Minh, lớp 3B.
{v('message_id', 'Msg-Id: SM' + g.hex(32))}
{v('datetime', 'Received: ' + rfc3339(t))}""", f"{SRC}pos:interp:school-sms", ["last_user", "msg_id", "rfc3339_offset", "vi"])


@pos
def _matching_run(g: Gen54) -> Draft:
    t = g.at("CST6")
    return Draft(f"""You explain interpreter matches to court coordinators in Guadalajara. Say why the top match was
chosen and who the fallback is.

Matching run {v('run_id', g.uuid7(t))} started {v('datetime', 'at ' + rfc3339(t))} on pool peritos-traductores-jal.
Request: audiencia 2026-JAL-0811, náhuatl <> español, 2026-03-20 10:00, juzgado 3
1. Tomasa Cruz - perito registrada 2019, náhuatl de la Huasteca, 14 audiencias en 2025
2. Efrén Martínez - perito registrado 2022, náhuatl del centro, 3 audiencias en 2025

Explanation:""", f"{SRC}pos:interp:matching-run", ["inline_sentence", "uuid7", "rfc3339_offset", "nah", "es"])


@pos
def _whatsapp_yoruba(g: Gen54) -> Draft:
    t = g.at("WAT")
    return Draft(f"""{{
  "from": "2348031234567",
  {v('message_id', '"id": "wamid.' + g.b64(30) + '",')}
  {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "E kaaro. Mo nilo ogbufo ede Yoruba fun ipade mi ni ile-iwosan Lagos Island ni Ojobo to n bo, ago mewa aaro."}}
}}
You are the booking assistant of a Lagos interpreting agency. Reply to the message in Yoruba, ask for the
clinic's name and confirm the day and time the sender gave.
Reply:""", f"{SRC}pos:interp:whatsapp-yoruba", ["json_block", "wamid", "epoch_s", "yo"])


@pos
def _asylum_desk_bullets(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""# Booking desk
{v('session_id', '- Desk session: ' + g.base32(26))}
{v('datetime', '- Opened: ' + iso_space(t) + ' ' + t.tzname())}
- Office: Ter Apel intake

Find a Tigrinya interpreter for the interview below and draft the booking note. Tigrinya interpreters on
the list: Y. Tesfay (remote only), M. Gebre (on-site, Wednesdays).

Interview: V-2026-88131, Wednesday 18 March 2026, 09:00-13:00, on-site, room 2.14.

Booking note:""", f"{SRC}pos:interp:asylum-desk-bullets", ["md_bullets", "base32", "iso_space", "ti"])


@pos
def _telegram_uzbek(g: Gen54) -> Draft:
    t = g.at("UZT")
    return Draft(f"""{{
  {v('request_id', '"update_id": ' + g.digits(9) + ',')}
  "message": {{
    {v('message_id', '"message_id": ' + g.digits(5) + ',')}
    {v('epoch', '"date": ' + str(epoch_s(t)) + ',')}
    "chat": {{"id": 48211937, "type": "private"}},
    "text": "Assalomu alaykum! 25-mart kuni Toshkentda biznes uchrashuv uchun o'zbek-ingliz tarjimoni kerak, soat 14:00 dan 17:00 gacha."
  }}
}}
You are the interpreting agency's Telegram bot. Reply in Uzbek: confirm the date and hours, and ask
whether the meeting is consecutive or needs whispered interpreting.
Reply:""", f"{SRC}pos:interp:telegram-uzbek", ["json_block", "telegram_update", "epoch_s", "uz"])


@pos
def _medical_kinyarwanda(g: Gen54) -> Draft:
    return Draft(f"""You book interpreters for a health centre in Kigali. Answer in Kinyarwanda, briefly.
{v('datetime', now_line(g, 'rw'))}

Umurwayi: Muraho, nkeneye umusemuzi w'Igiswahili ku wa kane saa tatu za mu gitondo, mfite gahunda kwa
muganga w'amaso.""", f"{SRC}pos:interp:kinyarwanda", ["system_tail", "localized_now", "rw"])


@pos
def _roster_iso_week(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""Conference interpreting roster assistant for the Brussels staff interpreters' unit.
{v('date', 'Current week: ' + iso_week(t))}
Rules: no interpreter works more than 7 half-days a week; Irish booth needs two interpreters per meeting.

Meetings next week:
Mon AM  Council working party (EN, FR, DE, GA)
Tue PM  Committee of the Regions (all 24)
Thu AM  Council working party (EN, FR, GA)

Irish booth staff: Aoife, Cathal, Siobhán (Siobhán on leave Thu).

Roster:""", f"{SRC}pos:interp:roster-iso-week", ["header_block", "iso_week", "ga"])


# --- positives: certified and sworn translation orders ------------------------------------------------------------

@pos
def _order_intake_cookie(g: Gen54) -> Draft:
    return Draft(f"""Cookie: lang=en; currency=USD; {v('session_id', 'order_sid=' + g.hex(40))}
You take orders for certified translations for immigration filings. From the customer's description,
list the documents, the language pair and the page count, and ask for anything missing.

Customer: I need my Mexican birth certificate translated to English for USCIS. It's one page, issued by
the Registro Civil of Puebla on 12 April 2019, registration number 1465, book 3. My name is Daniela
Ortega Ruiz.
Assistant:""", f"{SRC}pos:certified:order-cookie", ["cookie", "session_last_pair", "hex40", "es"])


@pos
def _repertorium_today(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""Jesteś asystentem tłumacza przysięgłego języka angielskiego. Przygotuj wpis do repertorium dla
poniższego zlecenia i formułę poświadczenia na końcu tłumaczenia.
{v('date', 'Data wpisu (uzupełniona przez narzędzie, dziś): ' + t.strftime('%d.%m.%Y'))}
{v('run_id', 'Zadanie: rep-' + g.hex(10))}
Tłumacz: mgr Anna Zielińska, TP/1187/12

Zlecenie: odpis zupełny aktu urodzenia nr 1465/2019, wydany 12.04.2019 przez USC Kraków, 2 strony
obliczeniowe, zleceniodawca: Piotr Nowak, tłumaczenie z języka polskiego na angielski.

Proszę o wpis i formułę poświadczenia.""", f"{SRC}pos:certified:repertorium", ["today_in_artefact", "dotted_date", "hex10", "pl"])


@pos
def _quote_validity(g: Gen54) -> Draft:
    t = g.at("EU")
    until = t + timedelta(days=14)
    return Draft(f"""You write the quote e-mail for a sworn translation agency in Madrid. Mention the validity of the
quote and the delivery time.
{v('datetime', 'Quote generated: ' + rfc3339(t))}
{v('request_id', 'Quote id: q_' + g.b62(14))}
{v('date', 'Valid until: ' + iso_date(until))}

Documents: university diploma (1 page) and transcript of records (4 pages), English > Spanish, sworn
translation (traducción jurada), paper copies with stamp. Rate EUR 38 per page; delivery 5 working days
from payment.

Draft email:""", f"{SRC}pos:certified:quote-validity", ["header_block", "expiry_from_now", "b62", "es"])


@pos
def _ocr_diploma(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""Traduci in italiano il diploma olandese qui sotto, per una traduzione giurata da depositare in
tribunale. Mantieni numeri, date e nomi esattamente come nell'originale.

{v('datetime', 'Scan received: ' + dmy_mon(t))}
{v('run_id', 'OCR job: ocr_' + g.hex(18))}
--- OCR text ---
GETUIGSCHRIFT
De examencommissie verklaart dat Lotte van Dijk, geboren op 3 februari 2001 te Utrecht, met goed gevolg
het examen heeft afgelegd van de bacheloropleiding Bedrijfskunde.
Utrecht, 28 augustus 2023
Diplomanummer: 23-BK-004512
--- end ---

Traduzione:""", f"{SRC}pos:certified:ocr-diploma", ["upload_stamp", "dmy_mon", "hex18", "nl", "it"])


@pos
def _stripe_checkout(g: Gen54) -> Draft:
    return Draft(f"""Order summary assistant for TransCert Online. Answer questions about payment and delivery only.
Stripe-Version: 2025-09-30.clover
Customer: cus_Q2h7LkT9sB4xRa
{v('session_id', 'Checkout session: cs_live_' + g.b62(56))}
Order: TC-2026-03311 (certified translation, Arabic > English, 3 pages, express 48 h)

Customer: I paid just now but the page still says "pending". Will the 48 hours start from now or from
when the payment clears?
Assistant:""", f"{SRC}pos:certified:stripe-checkout", ["header_block", "stripe", "session_id", "stable_neighbours", "ar"])


@pos
def _uscis_certification_today(g: Gen54) -> Draft:
    t = g.at("US")
    return Draft(f"""Draft the translator's certification statement for a USCIS filing. It must state competence in
both languages and that the translation is complete and accurate, and carry the translator's name,
signature line, address and date.
Translator: Rosa Delgado, 118 Maple Ave, Newark, NJ 07104
Languages: Spanish > English
Document: marriage certificate, Registro del Estado Familiar, San Salvador, acta 214, folio 88, 2017
{v('date', 'Certification date (today): ' + long_date(t))}

Statement:""", f"{SRC}pos:certified:uscis-today", ["today_in_artefact", "long_date", "es"])


@pos
def _juramentado_brazil(g: Gen54) -> Draft:
    t = g.at("BRT")
    return Draft(f"""Você é o assistente de um tradutor público e intérprete comercial (tradutor juramentado) em São
Paulo. Prepare o termo de abertura da tradução.
{v('session_id', 'Sessão do balcão: ' + g.nanoid())}
{v('datetime', 'Agora: ' + LOCAL_NOW['pt'](t))}
Tradutora: Helena Matos, matrícula JUCESP 1.482

Documento: certidão de nascimento italiana (estratto per riassunto dell'atto di nascita), Comune di
Treviso, atto n. 312, parte I, serie A, anno 1961; livro de traduções 42, folha 118.

Pode preparar o termo de abertura?""", f"{SRC}pos:certified:juramentado", ["system_tail", "nanoid", "localized_now", "pt", "it"])


@pos
def _legalisation_traceparent(g: Gen54) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
You explain to customers of a translation agency in Kraków which documents need an apostille before a
sworn translation can be used abroad. Be concrete and brief.

Customer: My Ukrainian degree certificate was issued in Kharkiv on 30 June 2021. I need a Polish sworn
translation for a job in Wrocław starting 1 April. Do I need an apostille first?
Assistant:""", f"{SRC}pos:certified:legalisation-traceparent", ["head", "traceparent", "uk", "pl"])


@pos
def _bestaetigung_tool(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""Erstelle den Bestätigungsvermerk für eine beglaubigte Übersetzung aus dem Türkischen ins Deutsche.
Der Vermerk muss Ort und Datum, Namen und Ermächtigung des Übersetzers und den Hinweis auf die vorgelegte
Urkunde enthalten.
{v('date', 'Ort, Datum (vom Vermerk-Tool heute eingesetzt): Leipzig, ' + t.strftime('%d.%m.%Y'))}
{v('run_id', 'Vermerk-Auftrag: vm-' + g.ulid(t))}
Übersetzer: Murat Yılmaz, ermächtigt vom Landgericht Leipzig, Az. 3712 E-3/19

Urkunde: Nüfus kayıt örneği, ausgestellt am 02.02.2026 in Kayseri, vorgelegt als Original.

Antwort:""", f"{SRC}pos:certified:bestaetigung", ["today_in_artefact", "dotted_date", "ulid", "de", "tr"])


@pos
def _hungarian_offi(g: Gen54) -> Draft:
    return Draft(f"""Ön egy hiteles fordításokat készítő iroda ügyfélszolgálati asszisztense. Röviden és udvariasan
válaszoljon.
{v('datetime', now_line(g, 'hu'))}
Ügyintézési idő: normál 8 munkanap, sürgős 3 munkanap

Ügyfél: Jó napot! A román születési anyakönyvi kivonatomat kellene hitelesen lefordíttatni magyarra a
honosítási eljáráshoz. Ha ma leadom, mikorra lesz kész sürgősséggel?""", f"{SRC}pos:certified:hungarian",
                 ["system_tail", "localized_now", "hu", "ro"])


# --- positives: website and app localisation QA -------------------------------------------------------------------

@pos
def _screenshots_crawl(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You triage in-context linguistic QA findings for the Swedish and Finnish storefronts. Group them by
severity and say which must be fixed before the launch on 1 April 2026.

Screenshots captured {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(crawl ' + g.ksuid(t) + ')')} for this request:
sv-SE /kassa        button text cut off: "Fortsätt till betalni..."
sv-SE /kampanj      date shown as "04/01/2026" (should be 2026-04-01)
fi-FI /kassa        English left untranslated: "Apply coupon"
fi-FI /tuotteet     price "19.90 €" (should be "19,90 €")

Triage:""", f"{SRC}pos:lqa:screenshots-crawl", ["as_of_phrase", "paren_id", "ksuid", "sv", "fi"])


@pos
def _device_farm(g: Gen54) -> Draft:
    t = g.at("EU")
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return Draft(f"""Device: Pixel 8 / Android 15 / de-DE
{v('session_id', 'Device session: ' + g.uuid4())}
{v('datetime', 'Device time: ' + js_tostring(t, zone))}
App build: 2026.03.1 (4411)

You review truncation reports from the German UI test pass. For each, propose a shorter German string
that keeps the meaning.

1. Settings > "Benachrichtigungseinstellungen verwalten" cut at 24 characters.
2. Checkout > "Zahlungsmethode hinzufügen" overlaps the price.
3. Orders > "Voraussichtliche Lieferung: Do., 12.03." wraps to three lines.

Proposals:""", f"{SRC}pos:lqa:device-farm", ["header_block", "uuid4", "js_date_tostring", "calver_neighbour", "de"])


@pos
def _page_capture_extension(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""Page captured by the LocaleLens extension:
{v('datetime', 'Captured: ' + js_iso(t))}
URL: https://shop.example/ar-ae/offers
hreflang tags: en-ae, ar-ae, x-default (missing: ar-sa)

Page text (Arabic): "عرض رمضان: خصم ٢٠٪ حتى ٣٠ مارس ٢٠٢٦. التوصيل مجاني للطلبات فوق ٢٠٠ درهم."

Check the Arabic copy and the hreflang set and list the issues.
Issues:""", f"{SRC}pos:lqa:page-capture", ["header_block", "js_iso", "page_content", "ar"])


@pos
def _aso_listing_as_of(g: Gen54) -> Draft:
    t = g.at("JST")
    return Draft(f"""You localise app store listings. Improve the Japanese listing for search (ASO) without changing the
facts, and keep it under 170 characters.

Store listing {v('datetime', 'as of ' + rfc3339(t))} for this request (ja-JP, updated by the publisher on 2026-03-03):
"家計簿アプリ Kakeibo+ 。レシートを撮るだけで自動入力。毎月25日に月次レポートをお届けします。"

Improved listing:""", f"{SRC}pos:lqa:aso-listing", ["as_of_phrase", "rfc3339_offset", "ja"])


@pos
def _rtl_qa_json_inline(g: Gen54) -> Draft:
    t = g.at("PKT")
    return Draft(f"""{{{v('session_id', '"qa_session":"' + g.base58(20) + '",')}{v('datetime', '"opened":"' + rfc3339(t) + '",')}"locale":"ur-PK","rtl":true}}
You check Urdu UI strings for right-to-left problems: mixed numbers, punctuation placement and mirrored
icons mentioned in the notes.

1. "آپ کا آرڈر 12 مارچ کو پہنچے گا" - the date shows as "مارچ 12" on Android 13.
2. "ادائیگی مکمل ہوئی!" - the exclamation mark appears at the start of the line.
3. Back arrow on the order page points right.

Findings:""", f"{SRC}pos:lqa:rtl-json-inline", ["json_inline", "base58", "rfc3339_offset", "head", "ur"])


@pos
def _cldr_check_json(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""{{
  "check": "date-format-qa",
  "sample": "2026-01-31T09:05:00Z",
  {v('datetime', '"checked_at": "' + rfc3339(t) + '",')}
  "cldr": "47",
  "results": {{
    "de-CH": "31.01.26, 09:05",
    "en-IN": "31/01/26, 9:05 am",
    "ko-KR": "26. 1. 31. 오전 9:05",
    "hu-HU": "2026. 01. 31. 9:05"
  }}
}}
Compare the short date-time rendering of the fixed sample in each locale with what you would expect from
CLDR and say which look wrong.
Answer:""", f"{SRC}pos:lqa:cldr-check", ["json_block", "rfc3339", "sample_date_neighbour"])


@pos
def _hreflang_crawl_run(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""You summarise hreflang audit results for the web team in five bullets.

Crawl run {v('run_id', g.uuid1())} started {v('datetime', 'at ' + unix_date(t))} on site www.northwind-shoes.example.
Pages crawled: 4,812   Locales: en-GB, en-IE, fr-FR, fr-BE, nl-BE, de-AT
Errors: 212 pages with fr-BE pointing to fr-FR canonical; 48 nl-BE pages without return links; de-AT
sitemap last modified 2025-10-02 (stale).

Summary:""", f"{SRC}pos:lqa:hreflang-run", ["inline_sentence", "uuid1", "gnu_date"])


@pos
def _lqa_signoff_bracketed(g: Gen54) -> Draft:
    t = g.at("ICT")
    return Draft(f"""[lqa {v('request_id', 'signoff_req=' + g.hex(14))} {v('datetime', 'at=' + py_iso(t))} locale=th-TH]
You prepare the Thai linguistic sign-off summary for the release. List blocking issues first.

Reviewer notes:
- หน้าชำระเงิน: "ยืนยันคำสั่งซื้อ" ดี
- วันที่โปรโมชั่นแสดงเป็น "31/3/2026" ควรเป็น "31 มี.ค. 2569"
- ปุ่ม "Apply" ยังไม่ได้แปล

Summary:""", f"{SRC}pos:lqa:signoff-bracketed", ["bracketed_kv", "python_isoformat", "th"])


@pos
def _hausa_ui_review(g: Gen54) -> Draft:
    return Draft(f"""You review Hausa translations of a mobile wallet app. Reply in Hausa with the corrected strings.
{v('datetime', now_line(g, 'ha'))}
App: KudiPay 5.2 (ha-NG)

Mai amfani: Don Allah ku duba wannan: "Your transfer will arrive by Friday" an fassara shi "Canjin ku zai
zo Juma'a". Shin wannan daidai ne?""", f"{SRC}pos:lqa:hausa", ["system_tail", "localized_now", "ha"])


@pos
def _store_review_dotnet(g: Gen54) -> Draft:
    t = g.at("EU")
    return Draft(f"""You translate app store reviews into English for the product team and tag each as bug, request or
praise.
TenantId: 5b2c9e1a-3f47-4d8e-9a61-0c7e2b4d8f13
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}

Review (pl, 2026-03-01, 2 stars): "Od aktualizacji 4.8 powiadomienia przychodzą z godzinnym opóźnieniem."
Review (tr, 2026-03-02, 5 stars): "Karanlık mod harika, teşekkürler!"

Translations:""", f"{SRC}pos:lqa:store-review-dotnet", ["header_block", "dotnet_roundtrip", "stable_uuid_neighbour", "pl", "tr"])


@pos
def _email_template_preview_go(g: Gen54) -> Draft:
    t = g.at("EU")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(f"""{v('datetime', 'Preview context built at ' + go_string(t, g.ns(), mono))}
You review localized e-mail templates before they go live. Check that the Italian version keeps every
variable and that the date variable uses the Italian format helper.

en: Hi {{{{first_name}}}}, your order {{{{order_id}}}} will arrive on {{{{format_date delivery_date "en-GB"}}}}.
it: Ciao {{{{first_name}}}}, il tuo ordine arriverà il {{{{format_date delivery_date "en-GB"}}}}.

Review:""", f"{SRC}pos:lqa:template-preview-go", ["head", "go_time_string", "template_content", "it"])


# --- positives: multilingual customer-support routing ---------------------------------------------------------------

@pos
def _router_json_inline(g: Gen54) -> Draft:
    t = g.at("PHT")
    return Draft(f"""{{{v('request_id', '"req":"' + g.uuid4() + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"detected":"tl","confidence":0.97,"queue":"support-fil"}}
You are the first-line assistant of the Filipino support queue. Answer in Filipino (Tagalog), and hand
over to a human if the customer asks for a refund.

Customer: Hello po, na-charge ako ng dalawang beses para sa order #PH-448120 noong Marso 3. Paano po ito
maibabalik?
Assistant:""", f"{SRC}pos:support:router-json-inline", ["json_inline", "uuid4", "epoch_ms", "head", "tl"])


@pos
def _helpdesk_delivery_envelope(g: Gen54) -> Draft:
    t = g.at("UTC")
    return Draft(f"""{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(22) + '",')}
  {v('datetime', '"delivered_at": "' + rfc3339(t, 3) + '",')}
  "ticket": {{
    "id": 552190,
    "created_at": "2026-03-04T06:12:40Z",
    "language": "jv",
    "subject": "Paket durung teka",
    "body": "Sugeng enjing. Paketku sing tak pesen tanggal 27 Februari durung teka nganti saiki. Nomer resi JNE 0411 2233 8812."
  }}
}}
Route the ticket (logistics, billing or account), translate the body into English for the agent and draft a
reply in Javanese (ngoko alus).
Routing:""", f"{SRC}pos:support:delivery-envelope", ["json_block", "delivery_envelope", "payload_content", "jv"])


@pos
def _inbox_poll_amharic(g: Gen54) -> Draft:
    t = g.at("EAT")
    return Draft(f"""You triage the shared support mailbox of an Addis Ababa electronics shop. Summarise the e-mail in
English, route it and draft a reply in Amharic.

{v('datetime', 'Mailbox polled: ' + rfc3339(t))}
{v('request_id', 'Poll: ' + g.hex(16))}
From: Meron Tadesse <meron.t@mail.example>
Date: Tue, 3 Mar 2026 19:42:10 +0300
Message-ID: <CAF8x2kq0=Lp5vM@mail.example>
Subject: የተበላሸ ስልክ

ሰላም፣ የካቲት 20 ቀን የገዛሁት ስልክ ስክሪኑ አይሰራም። መቀየር ይቻላል? ደረሰኝ ቁጥር 00481።

Summary:""", f"{SRC}pos:support:inbox-poll", ["header_block", "poll_stamp", "email_content", "am"])


@pos
def _livechat_lao(g: Gen54) -> Draft:
    t = g.at("ICT")
    return Draft(f"""{v('session_id', 'Conversation: conv_' + g.b62(18))}
{v('datetime', 'Chat started: ' + iso_space(t) + ' +07')}
Customer language: lo (machine translation on)

You are the agent-assist panel. Propose the agent's next reply in English; it will be machine-translated
into Lao. Keep it short and literal so the MT stays accurate.

Customer (lo): ຂ້ອຍສັ່ງເຄື່ອງໄປແຕ່ວັນທີ 2 ມີນາ ແຕ່ຍັງບໍ່ໄດ້ຮັບ.
Customer (MT): I ordered the item on 2 March but have not received it yet.
Agent:""", f"{SRC}pos:support:livechat-lao", ["head", "header_block", "b62", "iso_space", "lo"])


@pos
def _ivr_sorani(g: Gen54) -> Draft:
    t = g.at("AST3")
    return Draft(f"""{v('session_id', 'IVR call: ' + g.upper_hex(20))}
{v('datetime', 'Call answered: ' + day_first(t, '/', True))}
Language chosen: Sorani Kurdish (key 4)
Queue: telecom-erbil-ku
Caller (transcribed): سیمکارتەکەم داخراوە، سێ جار PIN ی هەڵەم لێدا.

You draft what the bilingual agent should say in Sorani to a caller whose SIM was blocked after three
wrong PIN entries. Mention the PUK code and the shop opening hours (09:00-21:00).

Script:""", f"{SRC}pos:support:ivr-sorani", ["head", "header_block", "upper_hex", "day_first", "ckb"])


@pos
def _discord_ptbr(g: Gen54) -> Draft:
    t = g.at("BRT")
    return Draft(f"""Você é o bot de suporte do servidor de Discord do jogo Arena Tática. Responda em português do
Brasil, curto, e encaminhe bugs para #bugs.
guild_id: 1184402216374493184
channel_id: 1184402216374493190
{v('message_id', 'interaction_id: ' + g.snowflake(t))}
{v('message_id', 'message_id: ' + g.snowflake(t))}

Jogador: o evento de Carnaval acabou ontem mas ainda aparece no menu e não deixa resgatar as moedas, é bug?""",
                 f"{SRC}pos:support:discord-ptbr", ["header_block", "snowflake", "stable_snowflakes", "pt"])


@pos
def _b3_single_burmese(g: Gen54) -> Draft:
    return Draft(f"""{v('trace_id', 'b3: ' + g.b3())}
You answer customers of a Yangon mobile operator in Burmese. Keep replies to three sentences.

Customer: ဒေတာပက်ကေ့ချ် ၃၀ ရက်စာ ဝယ်ထားပေမယ့် ၁၂ ရက်မြောက်နေ့မှာ ကုန်သွားပြီလို့ ပြနေတယ်။ ဘာကြောင့်လဲ။""",
                 f"{SRC}pos:support:b3-single", ["head", "b3_single", "my"])


@pos
def _route_bracketed_oromo(g: Gen54) -> Draft:
    t = g.at("EAT")
    return Draft(f"""You route messages for an Ethiopian bank's support desk and draft a first reply in the customer's
language.
[route {v('session_id', 'conv=' + g.hex(12))} {v('datetime', 't=' + rfc3339(t))} lang=om queue=cards]

Maamila: Kaardiin koo har'a ATM irratti liqimfame. Akkamitti deebisee argachuu danda'a?""",
                 f"{SRC}pos:support:route-bracketed", ["bracketed_kv", "hex12", "rfc3339_offset", "om"])


@pos
def _support_gujarati(g: Gen54) -> Draft:
    return Draft(f"""તમે એક ઑનલાઇન કરિયાણા સ્ટોરના ગ્રાહક સહાયક છો. ગુજરાતીમાં ટૂંકો જવાબ આપો.
{v('session_id', 'સત્ર: ' + g.nanoid())}
{v('datetime', now_line(g, 'gu'))}

ગ્રાહક: મારો ઑર્ડર આજે સાંજે 6 થી 8 વચ્ચે આવવાનો હતો, પણ હજુ આવ્યો નથી. શું થયું?""",
                 f"{SRC}pos:support:gujarati", ["system_tail", "nanoid", "localized_now", "gu"])


@pos
def _support_pashto(g: Gen54) -> Draft:
    return Draft(f"""You are the support assistant of a Peshawar courier company. Answer in Pashto, briefly.
{v('datetime', now_line(g, 'ps'))}

پیرودونکی: زما پارسل د کابل نه راتلونکی و، تعقیب شمېره PK-118204 ده. کله به راورسېږي؟""",
                 f"{SRC}pos:support:pashto", ["system_tail", "localized_now", "ps"])


@pos
def _chat_table_telugu(g: Gen54) -> Draft:
    t = g.at("IST")
    return Draft(f"""| Session info | |
|---|---|
| Channel | web widget |
{v('session_id', '| Conversation | ' + g.uuid7(t) + ' |')}
{v('datetime', '| Started | ' + rfc3339(t) + ' |')}
| Language | te |

You are the support assistant of a Hyderabad electricity distribution company. Answer in Telugu.

Customer: నా కరెంట్ బిల్లు ఈ నెల రెట్టింపు వచ్చింది. మీటర్ రీడింగ్ 2 మార్చి న తీసుకున్నారు. ఎందుకు ఇంత ఎక్కువ?""",
                 f"{SRC}pos:support:telugu-table", ["md_table", "uuid7", "rfc3339_offset", "te"])


@pos
def _zendesk_agent_igbo(g: Gen54) -> Draft:
    t = g.at("WAT")
    return Draft(f"""Agent assist for the Onitsha branch. Translate the customer's Igbo message into English for the
agent, then suggest a reply in Igbo.
{v('request_id', 'Assist request: ' + g.ulid(t))}
{v('datetime', now_line(g, 'ig'))}

Customer: Ndewo. Azụrụ m igwe nju oyi na ụlọ ahịa unu na 20 Febrụwarị, ma ọ naghị ajụ oyi ugbu a. Enwere m
akwụkwọ ịnata ego.""", f"{SRC}pos:support:igbo-assist", ["system_tail", "ulid", "localized_now", "ig"])


# --- generated positives: one field, a body, a position -----------------------------------------------------------

# name, language, system prompt, user's message, user prefix, cue line (None: the prompt ends with the user's message)
BODIES: list[tuple[str, str, str, str, str, str | None]] = [
    ("cat-en-fr", "en", "You are the assistant in a CAT tool. Suggest a French target for the segment and keep the "
     "inline tags.", "Segment: \"Press <1>Start</1> to begin the update.\"", "User", "Suggestion:"),
    ("mtpe-de-en", "en", "You post-edit German-to-English machine translation of technical manuals. Fix meaning "
     "first, style second.", "MT: \"Switch off the device before you the cover open.\" Can you fix it?", "User",
     "Corrected:"),
    ("strings-ptbr", "en", "You review Brazilian Portuguese UI strings for a banking app. Check placeholders and "
     "tone.", "Is \"Olá, {name}! Seu saldo é {balance}.\" fine for the home screen?", "User", "Review:"),
    ("subs-es", "en", "You translate subtitles into Spanish (Spain), at most 42 characters per line and two lines.",
     "Translate: \"I told you, the bus leaves at ten past nine.\"", "User", "Subtitle:"),
    ("term-da", "en", "You answer terminology questions for a wind-energy client and prefer the client's glossary.",
     "What is the approved Danish term for \"nacelle\"?", "User", "Answer:"),
    ("interp-desk", "en", "You help coordinators book interpreters. Ask for language, mode, date, time and place if "
     "any is missing.", "I need a Somali interpreter for a parents' evening next Thursday.", "User", "Assistant:"),
    ("certified-visa", "en", "You answer questions about certified translations for visa applications, precisely and "
     "briefly.", "Does a certified translation of my bank statement need a stamp on every page?", "User",
     "Answer:"),
    ("lqa-web", "en", "You review localized web pages for layout and language issues and list them by severity.",
     "The French checkout button reads \"Procéder au paiem...\". What should we do?", "User", "Assistant:"),
    ("routing", "en", "You route support messages by language and topic and reply with the queue name only.",
     "Message: \"Mi paquete llegó dañado, ¿pueden reembolsarme?\"", "User", "Queue:"),
    ("court-prep", "en", "You help court interpreters prepare for hearings: glossaries, procedure and etiquette.",
     "What does \"remanded in custody\" mean, and how would I render it in Polish?", "User", "Assistant:"),
    ("captions", "en", "You shorten live captions for a conference stream without changing any fact.",
     "Caption: \"The next session, on data protection, will begin in the main hall in fifteen minutes.\"", "User",
     "Shortened:"),
    ("vendor-faq", "en", "You answer freelance translators' questions about the agency's workflow and tools.",
     "Can I use my own MT engine on the Verba jobs?", "Translator", "Answer:"),
    ("cat-es", "es", "Eres el asistente de una herramienta TAO. Propón una traducción al español y conserva las "
     "etiquetas.", "Segmento: \"Click <1>Done</1> when you have finished.\"", "Usuario", None),
    ("mtpe-fr", "fr", "Tu post-édites des traductions automatiques de l'anglais vers le français pour des notices "
     "techniques.", "TA : « Débranchez l'appareil avant de le nettoyer avec eau. » Peux-tu corriger ?",
     "Utilisateur", None),
    ("strings-ja", "ja", "あなたはアプリのUI文字列のレビュー担当です。プレースホルダーとトーンを確認してください。",
     "「{count}件の新着メッセージ」はこのままでよいですか？", "ユーザー", None),
    ("interp-ar", "ar", "أنت مساعد لحجز المترجمين الفوريين في مستشفى. اسأل عن اللغة والموعد والمكان.",
     "أحتاج مترجماً للغة الصومالية يوم الخميس القادم الساعة العاشرة صباحاً.", "المستخدم", None),
    ("support-tr", "tr", "Bir çeviri ajansının müşteri destek asistanısın. Kısa ve nazik cevap ver.",
     "Yeminli tercüme için pasaportumun aslını getirmem gerekiyor mu?", "Kullanıcı", None),
    ("subs-uk", "uk", "Ти перекладаєш субтитри з англійської українською, не більше 42 символів у рядку.",
     "Переклади: \"We'll meet at the station at noon.\"", "Користувач", None),
    ("term-zh", "zh", "你是术语助理。请优先使用客户术语库中的译法。", "“load-bearing wall” 在客户术语库里怎么译？",
     "用户", None),
    ("certified-vi", "vi", "Bạn là trợ lý của một văn phòng dịch thuật công chứng. Trả lời ngắn gọn.",
     "Dịch công chứng giấy khai sinh sang tiếng Anh mất bao lâu?", "Người dùng", None),
    ("support-sw", "sw", "Wewe ni msaidizi wa huduma kwa wateja wa kampuni ya tafsiri. Jibu kwa Kiswahili kwa "
     "ufupi.", "Je, mnaweza kutafsiri cheti changu cha ndoa kwa Kifaransa kufikia Ijumaa?", "Mteja", None),
    ("lqa-id", "id", "Kamu meninjau terjemahan antarmuka aplikasi ke bahasa Indonesia. Sebutkan masalahnya.",
     "Tombol \"Checkout\" diterjemahkan \"Periksa keluar\". Apakah ini benar?", "Pengguna", None),
    ("interp-ko", "ko", "당신은 통역사 예약 도우미입니다. 언어, 일시, 장소를 확인하세요.",
     "다음 주 화요일 오후 2시에 법원 통역(베트남어)이 필요합니다.", "사용자", None),
    ("mtpe-mr", "mr", "तुम्ही इंग्रजी-मराठी यंत्र-अनुवादाचे पोस्ट-एडिटर आहात. अर्थाच्या चुका दुरुस्त करा.",
     "यंत्र-अनुवाद: \"कृपया आपले पासवर्ड बदलले.\" हे बरोबर आहे का?", "वापरकर्ता", None),
]

STABLE_LINES = ["Project: PRJ-2026-0042", "Language pair: en>de", "TM: TM-TECH-EN-DE-02", "Glossary: GL-ACME v14",
                "Engine: nmt-generic-2025.11", "Tenant: lingua-partners", "Locale: en-GB", "Queue: interp-es",
                "Style guide: SG-12 (rev. 2025-10-01)", "API version: 2025-03-01", "Knowledge cutoff: 2024-06",
                "Time zone: Europe/Madrid"]

# cue, family, label, key, value, numeric
Field = tuple[str, str, str, str, Callable[[Gen54, datetime], str], bool]
FIELDS: list[Field] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), False),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3), False),
    ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_9(t, g.ns()), False),
    ("datetime", "rfc3339_min", "Prompt built", "prompt_built", lambda g, t: rfc3339_min(t), False),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t), False),
    ("datetime", "asctime", "Server time", "server_time", lambda g, t: ctime(t), False),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t), False),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), False),
    ("datetime", "day_first", "Local time", "local_time", lambda g, t: day_first(t, "/", True), False),
    ("datetime", "month_first", "System time", "system_time", lambda g, t: windows_general(t), False),
    ("datetime", "us_medium", "Sent", "sent", lambda g, t: us_medium(t), False),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t), False),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t), False),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t), False),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.ns())), True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t), False),
    ("request_id", "ksuid", "Event ID", "event_id", lambda g, t: g.ksuid(t), False),
    ("trace_id", "hex32", "Trace ID", "trace_id", lambda g, t: g.hex(32), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("session_id", "uuid7", "Session", "session", lambda g, t: g.uuid7(t), False),
    ("session_id", "nanoid", "Conversation ID", "conversation_id", lambda g, t: g.nanoid(), False),
    ("session_id", "base32", "Desk session", "desk_session", lambda g, t: g.base32(26), False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("run_id", "base58", "Run", "run", lambda g, t: g.base58(22), False),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "user-" + g.digits(5)), False),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), False),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
             "xml_attr", "kv_context", "paren_user"]
GENERATED = 40


def _render(position: str, label: str, key: str, value: str, numeric: bool) -> str:
    """The text of one field as it sits at `position`."""
    if position == "front_matter":
        return f"{key}: {value}" if numeric else f'{key}: "{value}"'
    if position == "json_member":
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_context":
        return f"{key}={value}" if " " not in value else f'{key}="{value}"'
    if position == "paren_user":
        return f"({label.lower()} {value})" if label.isascii() else f"({label}: {value})"
    return f"{label}: {value}"


def _place(g: Gen54, position: str, body: tuple[str, str, str, str, str, str | None], mark: str) -> str:
    name, _lang, system, question, who, cue = body
    tail = f"\n{cue}" if cue else ""
    user = f"{who}: {question}"
    app = f"l10n-{name}"
    if position == "head":
        return f"{mark}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{user}{tail}"
    if position == "header_block":
        block = g.rng.sample(STABLE_LINES, 3)
        block.insert(g.small(0, 4), mark)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark}\n"
    if position == "front_matter":
        return f"---\napp: {app}\n{mark}\nlocale: {g.pick(['en-GB', 'en-US', 'en-IE'])}\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        return f'{{\n  "app": "{app}",\n  {mark}\n  "tier": "{g.pick(["pro", "team", "agency"])}"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<context app="{app}" {mark} channel="web"/>\n{system}\n\n{user}{tail}'
    if position == "kv_context":
        return f"[ctx app={app} {mark} channel=web]\n{system}\n\n{user}{tail}"
    assert position == "paren_user"
    return f"{system}\n\n{user} {mark}{tail}"


def generated_positives(g: Gen54) -> list[Draft]:
    """One field at one of ten positions of one body; every position used four times, a localized "now" label in
    the body's language for some bodies in other languages."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang != "en" and k % 3 == 0:
            label, zone = NOW_LABEL[lang]
            t = g.at(zone)
            cue, family, key, numeric = "datetime", f"localized_now_{lang}", "now", False
            value = LOCAL_NOW[lang](t)
        else:
            cue, family, label, key, make, numeric = fields[k % len(fields)]
            t = g.at(g.pick(["UTC", "EU", "US", "JST", "IST", "BRT", "EAT", "AEST"]))
            value = make(g, t)
        mark = v(cue, _render(position, label, key, value, numeric))
        text = _place(g, position, body, mark)
        out.append(Draft(text, f"{SRC}gen:pos:{body[0]}+{family}+{position}", ["generated", position, family, lang]))
    return out


# --- generated negatives: the same shapes with stable values ------------------------------------------------------

STABLE_FIELDS: list[tuple[str, str, str, str, bool]] = [
    ("api_version", "API version", "api_version", "2025-03-01", False),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06", False),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2025-11-18", False),
    ("client_since", "Client since", "client_since", "2019-04-02", False),
    ("tenant_uuid", "Tenant ID", "tenant_id", "8f14e45f-ceea-467a-9f0b-1c2d3e4f5a6b", False),
    ("tm", "Translation memory", "tm", "TM-TECH-EN-DE-02", False),
    ("glossary_version", "Glossary version", "glossary_version", "v14 (2025-11-03)", False),
    ("style_guide", "Style guide revised", "style_guide_revised", "2025-10-01", False),
    ("mt_engine", "MT engine", "mt_engine", "nmt-legal-2025-09-15", False),
    ("language_pair", "Language pair", "language_pair", "en-GB>pl-PL", False),
    ("project", "Project ID", "project_id", "PRJ-2026-0042", False),
    ("interpreter", "Interpreter ID", "interpreter_id", "INT-ES-0418", False),
    ("certified_since", "Certified since", "certified_since", "2017-09-12", False),
    ("sworn_number", "Sworn translator no.", "sworn_no", "TP/1187/12", False),
    ("time_zone", "Time zone", "time_zone", "Europe/Warsaw", False),
    ("office_hours", "Office hours", "office_hours", "Mon-Fri 08:00-18:00", False),
    ("timeout", "Timeout", "timeout_s", "30", True),
    ("build", "Build", "build", "2026.02.3", False),
    ("cldr", "CLDR version", "cldr", "47", False),
    ("contract_start", "Contract start", "contract_start", "2024-01-01T00:00:00+01:00", False),
    ("rate_card", "Rate card", "rate_card", "RC-2026-EU", False),
    ("vendor", "Vendor ID", "vendor_id", "V-00918", False),
    ("court_id", "Court", "court", "LG-LEIPZIG-ZK3", False),
    ("termbase", "Termbase", "termbase", "TB-WIND-DA (approved 2025-06-30)", False),
]

CLIENT_SINCE: dict[str, tuple[str, str]] = {
    "es": ("Cliente desde", "2 de abril de 2019"),
    "fr": ("Client depuis", "2 avril 2019"),
    "ja": ("取引開始日", "2019年4月2日"),
    "ar": ("عميل منذ", "٢ أبريل ٢٠١٩"),
    "tr": ("Müşteri başlangıç tarihi", "2 Nisan 2019"),
    "uk": ("Клієнт з", "2 квітня 2019 р."),
    "zh": ("客户起始日期", "2019年4月2日"),
    "vi": ("Khách hàng từ", "ngày 2 tháng 4 năm 2019"),
    "sw": ("Mteja tangu", "2 Aprili 2019"),
    "id": ("Pelanggan sejak", "2 April 2019"),
    "ko": ("고객 등록일", "2019년 4월 2일"),
    "mr": ("ग्राहक पासून", "२ एप्रिल २०१९"),
}
GENERATED_NEG = 34


def generated_negatives(g: Gen54) -> list[Draft]:
    """The generated positives' bodies and positions with one stable value each; nothing may move."""
    stable = list(STABLE_FIELDS)
    g.rng.shuffle(stable)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = bodies[k % len(bodies)]
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        lang = body[1]
        if lang != "en" and k % 4 == 1:
            label, value = CLIENT_SINCE[lang]
            family, key, numeric = f"client_since_{lang}", "client_since", False
        else:
            family, label, key, value, numeric = stable[k % len(stable)]
        text = _place(g, position, body, _render(position, label, key, value, numeric))
        out.append(Draft(text, f"{SRC}gen:neg:{body[0]}+{family}+{position}",
                         ["generated", "hard_negative", position, family, lang]))
    return out


# --- negatives: material the user pastes ----------------------------------------------------------------------------

# source, tags, block, what the user asks, how the user introduces it
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "srt-fr",
        ["srt", "timecodes", "fr"],
        """1
00:00:02,120 --> 00:00:05,400
Le 3 mars 2026, à 6 h 15,
le port de Brest était encore fermé.

2
00:00:05,600 --> 00:00:08,900
Les ferries de 7 h 30 et 9 h
ont été annulés.""",
        "Translate these subtitles into English and keep the timecodes exactly as they are.",
        "Here are the first two subtitles of the documentary",
    ),
    (
        "webvtt-es",
        ["webvtt", "timecodes", "note_date", "es"],
        """WEBVTT

NOTE Created 2026-02-11 by the Lima office, reviewed 2026-02-14

intro-1
00:00:01.000 --> 00:00:04.200
Bienvenidos al curso de seguridad vial 2026.

intro-2
00:00:04.400 --> 00:00:09.800
El examen final es el viernes 27 de marzo a las 18:00.""",
        "Are these cues readable at 17 characters per second, and is the NOTE line a problem for the player?",
        "Our WebVTT file for the Lima course",
    ),
    (
        "ttml-de",
        ["ttml", "timecodes", "de"],
        """<tt xmlns="http://www.w3.org/ns/ttml" xml:lang="de">
  <body><div>
    <p begin="00:10:04.200" end="00:10:07.000">Der Zug nach Hamburg fährt um 14:32 ab.</p>
    <p begin="00:10:07.200" end="00:10:10.500">Gleis 7, bitte nicht einsteigen.</p>
  </div></body>
</tt>""",
        "Convert this TTML into SRT with the same timings.",
        "This is the German TTML from the broadcaster",
    ),
    (
        "ebu-stl-gsi",
        ["ebu_stl", "creation_date", "gsi"],
        """GSI block (decoded)
CPN 850   DFC STL25.01   DSC 1   CCT 00   LC 0F
OPT Les Rivières Blanches
OET Episode 4
CD  260211   RD 260219   RN 03
TNB 00412   TNS 00396   MNC 40   MNR 23
TCS 1   TCP 10000000   TCF 10002400""",
        "Which of these GSI fields would I need to change if I deliver a corrected file next week?",
        "The header of the STL file we delivered",
    ),
    (
        "xliff12-nl",
        ["xliff", "date_attribute", "note", "nl"],
        """<file original="webshop.json" source-language="en" target-language="nl-NL" datatype="plaintext"
      date="2026-02-10T08:12:00Z" tool-id="verba-export">
  <header><note from="PM">Deadline 2026-03-06 12:00 CET, do not translate brand names.</note></header>
  <body>
    <trans-unit id="cart.empty"><source>Your cart is empty.</source><target>Je winkelwagen is leeg.</target></trans-unit>
    <trans-unit id="cart.until"><source>Free returns until 31 January.</source><target>Gratis retourneren tot 31 januari.</target></trans-unit>
  </body>
</file>""",
        "Review the Dutch targets; should 'je' be 'uw' for a fashion shop?",
        "The XLIFF the PM sent me",
    ),
    (
        "xliff20-zh",
        ["xliff2", "zh"],
        """<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="zh-CN">
  <file id="f1" original="release_notes_8.4.md">
    <unit id="rn-3"><segment state="translated">
      <source>Version 8.4 was released on 2 April 2026 and will be supported until 2 April 2028.</source>
      <target>8.4 版于 2026 年 4 月 2 日发布，支持期至 2028 年 4 月 2 日。</target>
    </segment></unit>
  </file>
</xliff>""",
        "Is the Chinese target complete and does the state attribute need to change after review?",
        "One unit from our XLIFF 2.0 file",
    ),
    (
        "tmx-ko",
        ["tmx", "creationdate", "ko"],
        """<tu creationdate="20230517T061422Z" creationid="HKIM" changedate="20250108T020311Z" usagecount="14">
  <tuv xml:lang="en-US"><seg>Keep the receipt for 30 days.</seg></tuv>
  <tuv xml:lang="ko-KR"><seg>영수증을 30일간 보관하십시오.</seg></tuv>
</tu>
<tu creationdate="20240902T094510Z" creationid="JPARK" usagecount="2">
  <tuv xml:lang="en-US"><seg>Keep the receipt for 30 days.</seg></tuv>
  <tuv xml:lang="ko-KR"><seg>영수증은 30일 동안 보관해 주세요.</seg></tuv>
</tu>""",
        "These two units are duplicates. Which one should we keep, and why?",
        "Two units from our TMX export",
    ),
    (
        "tbx-fr",
        ["tbx", "term_dates", "fr"],
        """<termEntry id="te-4412">
  <descrip type="subjectField">rail signalling</descrip>
  <langSet xml:lang="en"><tig><term>level crossing</term></tig></langSet>
  <langSet xml:lang="fr">
    <tig><term>passage à niveau</term><termNote type="administrativeStatus">preferredTerm</termNote></tig>
    <transacGrp><transac type="transactionType">modification</transac><date>2024-05-17</date></transacGrp>
  </langSet>
</termEntry>""",
        "What does the transacGrp mean here, and is 'passage à niveau' the preferred term?",
        "A TBX entry from the client's termbase",
    ),
    (
        "po-uk",
        ["po", "pot_creation_date", "plural_forms", "uk"],
        """msgid ""
msgstr ""
"Project-Id-Version: tasks-app 3.2\\n"
"POT-Creation-Date: 2026-01-30 09:12+0000\\n"
"PO-Revision-Date: 2026-02-21 16:05+0200\\n"
"Last-Translator: Olena Kovalenko <olena@example.org>\\n"
"Language: uk\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "%d task due today"
msgid_plural "%d tasks due today"
msgstr[0] "%d завдання на сьогодні"
msgstr[1] "%d завдань на сьогодні\"""",
        "Ukrainian needs three plural forms. Fix the Plural-Forms header and the entries.",
        "Our Ukrainian PO file",
    ),
    (
        "arb-sw",
        ["arb", "last_modified", "sw"],
        """{
  "@@locale": "sw",
  "@@last_modified": "2026-02-27T10:15:00.000Z",
  "appTitle": "Mavuno Yangu",
  "harvestDate": "Tarehe ya mavuno: {date}",
  "@harvestDate": {"placeholders": {"date": {"type": "DateTime", "format": "yMMMMd"}}}
}""",
        "Will Flutter render the date in Swahili here, and does @@last_modified matter for the build?",
        "Our Swahili ARB file",
    ),
    (
        "xcstrings-ja",
        ["xcstrings", "json", "ja"],
        """{
  "sourceLanguage" : "en",
  "strings" : {
    "Trial ends on %@" : {
      "localizations" : {
        "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "%@にトライアル終了" } }
      }
    }
  },
  "version" : "1.0"
}""",
        "Is the Japanese word order natural, and what should the state be after I fix it?",
        "From our String Catalog",
    ),
    (
        "strings-xml-ar",
        ["strings_xml", "ar"],
        """<resources>
    <string name="sale_ends">ينتهي العرض في %1$s الساعة %2$s</string>
    <string name="support_hours">الدعم متاح من 9:00 حتى 17:00، من الأحد إلى الخميس</string>
    <string name="version_label">الإصدار 2026.03.1</string>
</resources>""",
        "Should the digits in support_hours be Arabic-Indic for the ar-SA build?",
        "values-ar/strings.xml",
    ),
    (
        "resx-de-ch",
        ["resx", "de"],
        """<data name="Invoice_DueDate" xml:space="preserve">
  <value>Zahlbar bis {0:dd.MM.yyyy}</value>
  <comment>Added 2025-12-03 for the invoice redesign</comment>
</data>
<data name="Invoice_Greeting" xml:space="preserve">
  <value>Sehr geehrte Damen und Herren</value>
</data>""",
        "Is the date format right for de-CH, and should the comment be translated?",
        "Two entries of Strings.de-CH.resx",
    ),
    (
        "properties-it",
        ["properties", "messageformat", "it"],
        """# Generated 2026-01-14 by i18n-sync, do not edit by hand
booking.confirmed=La tua prenotazione del {0,date,long} alle {0,time,short} è confermata.
booking.reminder=Ti ricorderemo la prenotazione {1} giorni prima.
booking.cancelled=Prenotazione annullata il {0,date,short}.""",
        "Can I edit these by hand anyway, and is booking.reminder missing a plural?",
        "messages_it.properties",
    ),
    (
        "qt-ts-hu",
        ["qt_ts", "hu"],
        """<TS version="2.1" language="hu_HU">
<context>
    <name>BackupDialog</name>
    <message>
        <location filename="backupdialog.cpp" line="118"/>
        <source>Last backup: %1</source>
        <translation type="unfinished">Utolsó mentés: %1</translation>
    </message>
</context>
</TS>""",
        "Why is this still marked unfinished, and does the translation need a date suffix for %1?",
        "From the Hungarian .ts file",
    ),
    (
        "fluent-be",
        ["fluent", "be"],
        """last-login = Апошні ўваход: { DATETIME($date, month: "long", day: "numeric", hour: "numeric", minute: "numeric") }
days-left = { $days ->
    [one] Застаўся { $days } дзень
    [few] Засталося { $days } дні
   *[many] Засталося { $days } дзён
}""",
        "Are the Belarusian plural variants right, and is `many` the right default?",
        "Our Belarusian .ftl file",
    ),
    (
        "rails-yml-tr",
        ["rails_yaml", "date_formats", "tr"],
        """tr:
  date:
    formats:
      default: "%d.%m.%Y"
      long: "%e %B %Y"
    month_names: [~, Ocak, Şubat, Mart, Nisan, Mayıs, Haziran, Temmuz, Ağustos, Eylül, Ekim, Kasım, Aralık]
  time:
    formats:
      default: "%d %B %Y %A, %H:%M:%S\"""",
        "With this locale file, how will Rails print 2026-03-05 14:22 with the default time format?",
        "config/locales/tr.yml",
    ),
    (
        "i18next-id",
        ["i18next", "json", "id"],
        """{
  "meta": {"lastUpdated": "2026-03-01T07:30:00Z", "translator": "ayu.p"},
  "checkout": {
    "deliveryDate": "Perkiraan tiba {{date, datetime}}",
    "free_until": "Gratis ongkir sampai 31 Maret 2026"
  }
}""",
        "Is the interpolation syntax right for i18next v23, and will meta break the loader?",
        "Our Indonesian namespace file",
    ),
    (
        "icu-pl",
        ["icu", "pl"],
        """inbox.count = {count, plural, one {# nowa wiadomość} few {# nowe wiadomości} many {# nowych wiadomości} other {# wiadomości}}
sent.at = Wysłano {sentAt, date, medium} o {sentAt, time, short}""",
        "Are these Polish ICU messages correct?",
        "Two messages from the Polish bundle",
    ),
]

BLOCKS += [
    (
        "l10n-pr-body",
        ["pull_request", "bot_record", "sync_run"],
        """New translations from Stringhouse

Languages: de, pl, pt-BR
Files: app/src/main/res/values-*/strings.xml (46 strings)

--
Sync run: 01JNQ7X2R4Z8K3M5P9T1V6W0YB
Synced at: 2026-03-04T22:10:07Z
Opened automatically by stringhouse-bot""",
        "Is it safe to squash-merge this, or will the next sync open a conflicting PR?",
        "The body of the localisation PR",
    ),
    (
        "webhook-debug",
        ["standard_webhooks", "pasted_delivery", "signature_debug"],
        """webhook-id: msg_2dS9qXy7LkT0vWb3Hn8pRc1ZfEa
webhook-timestamp: 1772730607
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"job.completed","data":{"job":"J-88122","completed_at":"2026-03-05T17:10:00Z"}}""",
        "Our receiver rejects this delivery with 'timestamp too old'. We process it about 8 minutes after it arrives. What is going on?",
        "The delivery our TMS sent us",
    ),
    (
        "mt-api-error",
        ["api_error", "json", "timestamp_first"],
        """{"timestamp": "2026-03-05T09:41:12.448Z", "requestId": "7c1e0b5a-92d4-4e3f-8a61-2b9d0f4e7c35",
 "status": 413, "error": "Payload Too Large", "message": "Text exceeds 30000 characters per request",
 "path": "/v3/translate"}""",
        "What does this error mean and how should we split the document?",
        "The MT API returned this",
    ),
    (
        "curl-verbose-mt",
        ["curl", "http_response", "date_header"],
        """< HTTP/2 429
< date: Thu, 05 Mar 2026 09:44:03 GMT
< content-type: application/json
< retry-after: 37
< x-request-id: 9f3b2c7e1d0a4e58b6c9a7f1e2d3c4b5
< x-ratelimit-remaining-characters: 0
<
{"error":"character quota exceeded for this minute"}""",
        "How long should our batch job wait before retrying, and does the quota reset per minute or per day?",
        "curl -v output from the MT endpoint",
    ),
    (
        "pm-email",
        ["email", "date_header", "message_id"],
        """From: Ingrid Solheim <ingrid@nordlys-translations.example>
To: vendors-fi@nordlys-translations.example
Date: Wed, 4 Mar 2026 16:02:19 +0100
Message-ID: <CAG7p1Q0x=Rk3dYJ@mail.nordlys.example>
Subject: J-88124 en>fi - deadline moved

Hei all, the client moved the deadline for J-88124 to Friday 13 March 09:00 EET. Word count unchanged
(13,050). Please confirm by tomorrow noon.""",
        "Draft a short reply in Finnish confirming the new deadline.",
        "E-mail from the PM",
    ),
    (
        "agency-invoice",
        ["invoice", "word_counts", "dates"],
        """INVOICE 2026-0311
Date: 2026-03-02        Due: 2026-04-01
Lakeshore Language Services -> Brightwater Medical Devices

Job                 Pair      Words   Rate     Amount
LLS-24-0915         en>es-US  14,685  0.16     2,349.60
LLS-24-0921 (DTP)   en>es-US  -       hourly   180.00 (4 h)
Total USD 2,529.60""",
        "Check the arithmetic and tell me whether the DTP line matches 4 hours at USD 45.",
        "The invoice we received",
    ),
    (
        "court-booking-confirmation",
        ["booking_confirmation", "hearing_date", "booking_ref"],
        """BOOKING CONFIRMATION  BK-77120
Language: Polish   Mode: consecutive, on-site
Date: Tuesday 24 March 2026, 10:00-16:00
Venue: Employment Tribunal, Alexandra House, Manchester
Interpreter: Agnieszka Wróbel (NRPSI 18877)
Cancellation: free until 48 hours before the start; 100% fee after that.""",
        "If the hearing is adjourned on Monday 23 March at 11:00, do we still pay the full fee?",
        "Our booking confirmation",
    ),
    (
        "opi-call-log",
        ["csv", "call_log", "timestamps"],
        """call_id,start_utc,duration_s,language,interpreter,department
c-71120,2026-03-02T14:03:11Z,412,Somali,INT-SO-012,front office
c-71121,2026-03-02T14:20:45Z,1290,Spanish,INT-ES-118,counselling
c-71122,2026-03-02T15:01:02Z,95,Somali,INT-SO-012,front office
c-71123,2026-03-02T15:44:30Z,2210,Dari,INT-PRS-004,special education""",
        "Total the minutes per language; the provider bills in whole minutes, rounded up per call.",
        "Last Monday's over-the-phone interpreting log",
    ),
    (
        "vri-usage-report",
        ["usage_report", "dates", "minutes"],
        """VRI usage report - St. Columba's Hospital - February 2026
Language            Sessions  Minutes  Avg wait (s)
Spanish                 311    5,902        18
Polish                   74    1,311        42
Arabic                   58    1,020        65
Romanian                 33      611        71
Report generated 2026-03-01 06:00 by the VRI vendor portal.""",
        "Which languages are over the 60-second average wait in our contract, and by how much?",
        "The vendor's February report",
    ),
    (
        "interpreter-timesheet",
        ["timesheet", "times"],
        """Interpreter: Thanh Pham   Week 10 (2 - 8 March 2026)
Mon 02/03  09:05-11:20  Sunshine Hospital, outpatients      travel 60 min
Wed 04/03  13:30-14:10  Centrelink, Footscray              travel 40 min
Thu 05/03  10:00-12:45  County Court, court 4.1            travel 50 min""",
        "Work out the billable minutes with a 2-hour minimum per assignment.",
        "My timesheet for last week",
    ),
    (
        "conference-programme",
        ["programme", "session_times"],
        """Day 2 - Wednesday 18 March 2026
09:00-10:30  Plenary: Water and food security (EN, FR, AR)
10:30-11:00  Coffee
11:00-12:30  Parallel A: Irrigation finance (EN, FR)
11:00-12:30  Parallel B: Drought early warning (EN, AR)
14:00-15:30  Closing plenary (EN, FR, AR, ES)""",
        "How many interpreters do we need per booth, assuming teams of two and no one working more than 3 sessions?",
        "The Day 2 programme",
    ),
    (
        "hospital-interpreter-log",
        ["request_log", "appointments"],
        """Date        Time   Dept            Language   Mode   Status
2026-03-09  08:30  Physiotherapy   Portuguese on-site booked (INT-PT-07)
2026-03-09  10:15  Audiology       Tigrinya   video  unfilled
2026-03-09  13:00  Fracture clinic Polish     phone  booked
2026-03-10  09:00  Maternity       Amharic    on-site unfilled""",
        "Which unfilled requests should I escalate first?",
        "The interpreting request log for next week",
    ),
    (
        "court-order-interpreter",
        ["court_order", "case_number", "dates"],
        """IN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS
Cause No. 2026-14412
ORDER APPOINTING INTERPRETER
On March 2, 2026 the Court finds that the defendant does not speak or understand English and
appoints Lucía Ramos, licensed court interpreter No. 10488, to interpret in Spanish at all
proceedings, beginning with the pretrial hearing set for March 20, 2026 at 9:00 a.m.
SIGNED on March 2, 2026.""",
        "Summarise what the order requires of the interpreter.",
        "The order the court sent me",
    ),
    (
        "uscis-certificate",
        ["translator_certificate", "date"],
        """CERTIFICATION OF TRANSLATION
I, Rosa Delgado, certify that I am fluent in Spanish and English and that the attached English
document is a complete and accurate translation of the marriage certificate (acta 214, folio 88)
issued in San Salvador.
Signature: ____________________
Address: 118 Maple Ave, Newark, NJ 07104
Date: February 26, 2026""",
        "Is this certification enough for USCIS, or is a notary required?",
        "The certification my translator gave me",
    ),
    (
        "sworn-stamp-pl",
        ["sworn_translation", "repertory", "pl"],
        """Repertorium nr 112/2026
Ja, tłumacz przysięgły języka angielskiego Anna Zielińska, wpisana na listę tłumaczy przysięgłych
prowadzoną przez Ministra Sprawiedliwości pod numerem TP/1187/12, poświadczam zgodność powyższego
tłumaczenia z okazanym mi oryginałem dokumentu w języku polskim.
Kraków, dnia 27.02.2026 r.""",
        "Translate this certification clause into English for my employer abroad.",
        "The certification at the end of my sworn translation",
    ),
]

BLOCKS += [
    (
        "birth-certificate-es",
        ["source_text", "civil_record", "es"],
        """ESTADOS UNIDOS MEXICANOS - REGISTRO CIVIL DE PUEBLA
ACTA DE NACIMIENTO   Libro 3   Acta 1465   Fecha de registro: 12/04/2019
Nombre: Daniela Ortega Ruiz   Fecha de nacimiento: 02/04/2019   Hora: 06:48
CURP: OERD190402MPLRZNA4""",
        "Translate this into English for a USCIS filing, keeping the layout.",
        "My birth certificate reads",
    ),
    (
        "diploma-nl",
        ["source_text", "diploma", "nl"],
        """GETUIGSCHRIFT
Lotte van Dijk, geboren op 3 februari 2001 te Utrecht, heeft op 28 augustus 2023 met goed gevolg het
examen afgelegd van de bacheloropleiding Bedrijfskunde (CROHO 50645).
Diplomanummer: 23-BK-004512""",
        "Translate this diploma into Italian for the recognition procedure.",
        "The Dutch diploma",
    ),
    (
        "criminal-record-ro",
        ["source_text", "certificate", "ro"],
        """CERTIFICAT DE CAZIER JUDICIAR
Nr. 41882731 din 04.03.2026
Numele: POPESCU   Prenumele: Andrei   CNP: 1890512400214
Nu figurează în cazierul judiciar.
Valabil 6 luni de la data eliberării.""",
        "Translate into English and tell me until when it is valid.",
        "My Romanian criminal record certificate",
    ),
    (
        "marriage-certificate-vi",
        ["source_text", "civil_record", "vi"],
        """GIẤY CHỨNG NHẬN KẾT HÔN
Số: 214/2017   Quyển số: 01
Họ và tên chồng: Trần Văn Minh, sinh ngày 12/08/1990
Họ và tên vợ: Nguyễn Thị Lan, sinh ngày 03/11/1992
Ngày đăng ký: 15/09/2017 tại UBND phường Bến Nghé, Quận 1""",
        "Translate into English; dates should be written as 12 August 1990 and so on.",
        "Our marriage certificate",
    ),
    (
        "contract-clause-zh",
        ["source_text", "contract", "zh"],
        """第七条 交货期限
卖方应于2026年4月15日前将全部货物运抵买方指定仓库。如延迟交货，每逾期一日，卖方应按合同总价的0.5%支付违约金，
但违约金总额不超过合同总价的10%。本合同自2026年3月1日起生效。""",
        "Translate this clause into English in a formal contract register.",
        "Article 7 of the supply contract",
    ),
    (
        "press-release-ja",
        ["source_text", "press_release", "ja"],
        """2026年3月5日
株式会社ミドリ電機
新型エアコン「そよかぜ Z」を2026年4月20日に発売
当社は本日、新型エアコン「そよかぜ Z」を4月20日より全国の家電量販店で発売すると発表しました。
発表会は3月12日（木）14時より東京本社で開催します。""",
        "Translate this press release into English for our US distributor.",
        "Our Japanese press release",
    ),
    (
        "announcement-ar",
        ["source_text", "announcement", "ar"],
        """إعلان
يسر بلدية المدينة أن تعلن عن افتتاح المكتبة العامة الجديدة يوم الأحد ١٥ مارس ٢٠٢٦ الساعة العاشرة صباحاً.
ساعات العمل: من السبت إلى الخميس، من ٨:٠٠ إلى ٢٠:٠٠.""",
        "Translate this announcement into English and French.",
        "The municipality's announcement",
    ),
    (
        "museum-label-hi",
        ["source_text", "museum_label", "hi"],
        """कांस्य नटराज, चोल काल, लगभग 1100 ई.
तमिलनाडु से प्राप्त। संग्रहालय में 12 जनवरी 1958 को अधिग्रहित।
वस्तु संख्या: 58.114""",
        "Translate this label into English, keeping the accession number.",
        "A gallery label",
    ),
    (
        "rail-notice-de",
        ["source_text", "notice", "de"],
        """Bauarbeiten zwischen Köln und Düsseldorf
Vom 20.03.2026, 22:00 Uhr, bis 23.03.2026, 05:00 Uhr, fallen die Züge der Linie RE 1 zwischen Köln
Hbf und Düsseldorf Hbf aus. Ersatzbusse fahren ab 22:15 Uhr im 30-Minuten-Takt.""",
        "Translate this notice into English and Turkish for the station displays.",
        "A rail notice",
    ),
    (
        "mqm-scorecard",
        ["lqa", "scorecard", "review_date"],
        """LQA scorecard - project NR-2026-031, en>sv, sample 1,000 words
Reviewer: E. Berg   Review date: 2026-03-03
Accuracy: major 1, minor 3   Fluency: minor 5   Terminology: major 2   Style: minor 2
Penalty points: 1x5 + 3x1 + 5x1 + 2x5 + 2x1 = 25   Pass threshold: 20""",
        "Did this sample pass, and which category should the linguist work on first?",
        "The LQA scorecard",
    ),
    (
        "style-guide-excerpt",
        ["style_guide", "revision_date", "date_format_rules"],
        """House style - German (Germany), revised 2025-11-03
Dates: 5. März 2026 in running text, 05.03.2026 in tables; never 2026-03-05.
Times: 14:30 Uhr; no "p.m.".
Numbers: 1.250,50 EUR; non-breaking space before EUR.""",
        "Does the translation 'am 2026-03-05 um 2:30 p.m.' break these rules? Rewrite it.",
        "Our style guide says",
    ),
    (
        "xbench-report",
        ["qa_report", "timestamps"],
        """QA report  Project: ACME-MANUALS-JA   Run: 2026-03-04 17:22   Profile: JA-STD
Seg   Check               Source              Target
118   Numeric mismatch    5 seconds           3秒
204   Untranslatable      Reset               リセット (expected: Reset)
377   Double-byte space   LED                 ＬＥＤ""",
        "Which of these are real errors?",
        "The QA report from yesterday",
    ),
    (
        "delivery-spec",
        ["spec", "version_date"],
        """Timed Text Style Guide - Korean, version 3.1 (updated 2025-07-14)
Max characters per line: 16
Reading speed: 12 characters per second (adult), 9 (children)
Minimum duration: 5/6 second; minimum gap: 2 frames
Line treatment: no more than two lines""",
        "Does a 20-character line ever pass under this spec?",
        "From the Korean subtitle spec",
    ),
    (
        "project-schedule",
        ["schedule", "markdown_table", "dates"],
        """| Step | Owner | Start | End |
|---|---|---|---|
| Translation en>fr | M. Girard | 2026-03-09 | 2026-03-13 |
| Review | C. Morel | 2026-03-16 | 2026-03-17 |
| DTP | studio | 2026-03-18 | 2026-03-19 |
| Client sign-off | client | 2026-03-20 | 2026-03-20 |""",
        "If review slips by two working days, when is the earliest sign-off?",
        "The French project schedule",
    ),
    (
        "kickoff-minutes",
        ["minutes", "dates"],
        """Localisation kick-off - release 8.4 - 2 March 2026
Present: product (J. Keller), l10n (S. Ito), QA (P. Nair)
- String freeze: 20 March. Late strings go to 8.4.1.
- Vendors receive files 20 March 18:00 CET, return by 27 March.
- Pseudo-loc build daily from 9 March.""",
        "Turn these minutes into a checklist with owners and dates.",
        "Minutes of the kick-off",
    ),
    (
        "git-log-locales",
        ["git_log", "commit_dates"],
        """commit 8d2f41c9a0b7e6d5c4b3a29180f7e6d5c4b3a291
Author: stringhouse-bot <bot@stringhouse.example>
Date:   Wed Mar 4 22:10:07 2026 +0000

    New translations (de, pl)

commit 1c9e7a5b3d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a
Author: Jonas Keller <jonas@kestrel.example>
Date:   Tue Mar 3 09:41:52 2026 +0100

    Add checkout.deliveryDate (en)""",
        "Was the German delivery date string translated before or after it was added?",
        "git log for the locales folder",
    ),
    (
        "l10n-cli-status",
        ["cli_output", "last_sync"],
        """$ stringhouse status
Project: kestrel-web (id 40912)
Last sync: 2026-03-04 22:10 UTC
Locale   Translated   Approved
de       100%         96%
pl        98%         80%
pt-BR     91%         91%""",
        "Which locale is blocking the release if we need 95% approved?",
        "Output of the status command",
    ),
    (
        "ci-log-i18n",
        ["ci_log", "timestamps"],
        """2026-03-05T08:14:02.118Z ##[group]Run i18n-check
2026-03-05T08:14:05.402Z missing key in fr: checkout.summary.deliveryDate
2026-03-05T08:14:05.403Z missing key in ja: checkout.summary.deliveryDate
2026-03-05T08:14:05.511Z ##[error]2 missing keys
2026-03-05T08:14:05.512Z ##[endgroup]""",
        "Why does the job fail, and what is the quickest fix?",
        "The CI log",
    ),
    (
        "missing-translation-event",
        ["error_event", "event_id", "timestamps"],
        """MissingTranslationError: Missing "pl.checkout.freeShippingUntil"
event_id: 5c8e2f0a91b34d7e8a6c1f2b3d4e5f60
timestamp: 2026-03-04T19:02:44Z
release: web@8.3.2   environment: production
user locale: pl-PL   url: /koszyk""",
        "Is this a missing key or a locale fallback bug?",
        "This error keeps showing up",
    ),
    (
        "hreflang-audit-csv",
        ["csv", "crawl_date"],
        """url,hreflang,return_link,crawl_date
https://www.northwind-shoes.example/fr-be/,fr-BE,no,2026-03-02
https://www.northwind-shoes.example/nl-be/,nl-BE,yes,2026-03-02
https://www.northwind-shoes.example/fr-fr/,fr-FR,yes,2026-03-02""",
        "Which page needs fixing and what tag should it carry?",
        "Rows from the hreflang audit",
    ),
]

BLOCKS += [
    (
        "app-store-review-pt",
        ["review", "dates", "pt"],
        """★★☆☆☆  Marina S.  03/03/2026
Desde a atualização de 28/02 o app fecha sozinho quando abro o extrato. Já reinstalei duas vezes.
Resposta do desenvolvedor (04/03/2026): Olá Marina, lançamos a versão 5.4.1 hoje com a correção.""",
        "Translate the review and the reply into English for the product team.",
        "A review from the Brazilian store",
    ),
    (
        "ticket-thread-es",
        ["ticket_thread", "timestamps", "es"],
        """[2026-03-02 09:14] Cliente: Pedí la traducción jurada del título el 24 de febrero y aún no la tengo.
[2026-03-02 09:31] Agente (Lucía): Disculpe, el traductor la firmó ayer; sale hoy por mensajería.
[2026-03-04 16:05] Cliente: Sigue sin llegar y la necesito el lunes 9 en el consulado.""",
        "Draft the next reply in Spanish and offer a digital copy with electronic signature.",
        "The ticket so far",
    ),
    (
        "whatsapp-export-yo",
        ["chat_export", "timestamps", "yo"],
        """[05/03/2026, 09:14:22] Adebayo: E kaaro, se ogbufo yoo wa ni ile-ejo ni ojo Aje?
[05/03/2026, 09:20:03] Agency: Beeni, Mrs. Okafor yoo wa ni 08:30.
[05/03/2026, 09:21:47] Adebayo: O se, court 3 ni o.""",
        "Summarise this chat in English for the booking record.",
        "A WhatsApp chat with a client",
    ),
    (
        "client-complaint-email-fr",
        ["email", "date_header", "message_id", "fr"],
        """From: Claire Dubois <c.dubois@atelier-lumen.example>
Date: Thu, 5 Mar 2026 08:47:31 +0100
Message-ID: <3f9a1c2e-7b4d-4e8f-a6b1-0c2d3e4f5a61@atelier-lumen.example>
Subject: Traduction catalogue printemps - erreurs

Bonjour, dans le catalogue livré le 2 mars, les prix sont passés de 1 250,00 € à 1.250,00 € et la date
de l'offre (31 mars) est devenue 3/31. Pouvez-vous corriger avant lundi ?""",
        "Write an apologetic reply in French and list the two fixes.",
        "A client's e-mail",
    ),
    (
        "interpreting-invoice",
        ["invoice", "mileage", "dates"],
        """Invoice INT-2026-044   Issued 28/02/2026   Due 30/03/2026
Interpreter: Agnieszka Wróbel (Polish)
10/02/2026  Manchester ET, 10:00-16:00   full day           £340.00
17/02/2026  Salford CC, 09:30-11:00      half-day minimum   £190.00
Mileage: 2 x 38 miles x £0.45 = £34.20
Total £564.20""",
        "Is the total right?",
        "An interpreter's invoice",
    ),
    (
        "meeting-interpretation-report",
        ["csv", "meeting_report", "timestamps"],
        """Meeting ID,Topic,Language channel,Joined (UTC),Left (UTC),Participants
884 2210 9931,Board meeting March,French,2026-03-03 13:58,2026-03-03 16:02,14
884 2210 9931,Board meeting March,Spanish,2026-03-03 14:01,2026-03-03 15:10,6
884 2210 9931,Board meeting March,Japanese,2026-03-03 14:00,2026-03-03 16:02,3""",
        "How long was each language channel open? We pay interpreters per started half hour.",
        "The interpretation channel report",
    ),
    (
        "hearing-transcript",
        ["transcript", "timestamps", "interpreted"],
        """10:42:15  THE COURT: Please state your name for the record.
10:42:19  INTERPRETER: (Spanish) Mi nombre es Jorge Luis Medina.
10:42:24  THE COURT: Mr. Medina, do you understand the charges?
10:42:31  INTERPRETER: (Spanish) Sí, los entiendo.""",
        "Are the interpreter's renditions recorded correctly in this transcript format, or should the English be shown?",
        "A page of the hearing transcript",
    ),
    (
        "translator-cv",
        ["cv", "dates"],
        """Mariam Haidari - Dari/Pashto <> English
2019-present  Freelance court and asylum interpreter (UK), DPSI Law 2019
2015-2019     Interpreter, UNHCR field office, Kabul
2014          BA English Literature, Kabul University
Security clearance: CTC, valid until 11/2027""",
        "Write a two-sentence profile of this interpreter for our panel page.",
        "Mariam's CV",
    ),
    (
        "sdlxliff-excerpt",
        ["sdlxliff", "created_attribute"],
        """<sdl:seg-defs><sdl:seg id="12" conf="Translated" origin="mt" origin-system="nmt-legal-2025-09-15"
  percent="0"><sdl:value key="created_by">AMORLEY</sdl:value><sdl:value key="created_on">03/02/2026 14:11:52</sdl:value>
  <sdl:value key="modified_on">03/04/2026 09:02:10</sdl:value></sdl:seg></sdl:seg-defs>""",
        "Was segment 12 post-edited after MT, and who touched it?",
        "From the SDLXLIFF file",
    ),
    (
        "tms-export-json",
        ["json_export", "id_first"],
        """{"id": "01JNR3K8W2D5F7H9J1M3P5R7T9", "project": "NR-2026-031", "job": "J-88123",
 "created": "2026-03-02T10:00:00Z", "status": "overdue", "due": "2026-03-11T12:00:00+01:00",
 "assignee": null, "words": 12400}""",
        "Why is this job overdue if nobody was ever assigned?",
        "What the TMS export shows for the Norwegian job",
    ),
    (
        "ics-interpreting",
        ["ics", "calendar", "dtstamp"],
        """BEGIN:VEVENT
UID:bk-77120@interp.example
DTSTAMP:20260302T101500Z
DTSTART;TZID=Europe/London:20260324T100000
DTEND;TZID=Europe/London:20260324T160000
SUMMARY:Polish interpreting - Employment Tribunal Manchester
LOCATION:Alexandra House, 14-22 The Parsonage, Manchester
END:VEVENT""",
        "What time is this in Warsaw, where the interpreter's agency sits?",
        "The calendar invite",
    ),
    (
        "ata-certification-record",
        ["certification_record", "dates"],
        """ATA Certified Translator
Name: Daniel Kim   Certification no. 541209
Language pair: Korean into English   Certified: 2018-06-22
Continuing education: 20 points due by 2027-01-01 (14 earned)""",
        "How many CE points are still missing and by when?",
        "My certification record",
    ),
    (
        "consular-appointment-email",
        ["email", "appointment", "reference"],
        """From: Consulado General <citas@consulado.example>
Date: Mon, 2 Mar 2026 11:20:44 -0500
Subject: Confirmación de cita CG-2026-18841

Su cita para legalización de traducciones está confirmada para el lunes 9 de marzo de 2026 a las 10:30.
Traiga el original y la traducción jurada.""",
        "Translate into English and tell me what I need to bring.",
        "The consulate's confirmation",
    ),
    (
        "vendor-po",
        ["purchase_order", "dates"],
        """PURCHASE ORDER PO-LLS-26-0412
Issued: 2026-03-03   Vendor: Mateo Ruiz (V-00918)
Job: LLS-24-0915, en>es-US, 14,685 words, TM-weighted 9,870 words, USD 0.09
Deadline: 2026-03-10 18:00 CST   Payment: 30 days from invoice""",
        "Check the total on the PO; it should be the weighted words times the rate.",
        "My PO",
    ),
]


PLACEMENTS = ["after", "before", "after_noblank", "between", "quoted", "fence", "earlier_turn", "indented",
              "before_colon", "system_user", "both_sides", "other_language"]
SYSTEM_DESK = ("You are the assistant of a translation and interpreting agency. Answer precisely and say when "
               "the material is not enough.")
OTHER_LANG = ["Explique-moi en français, s'il te plaît.", "Explícamelo en español, por favor.",
              "Erklär es mir bitte auf Deutsch.", "Explique em português, por favor.", "Lütfen Türkçe açıkla."]


def _place_block(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro} (for context):\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like me to do with it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there I should worry about?"
    assert placement == "other_language"
    return f"{block}\n\n{ask} {OTHER_LANG[k % len(OTHER_LANG)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        neg(f"pasted:{source}", ["pasted", placement, *tags], _place_block(k, placement, block, ask, intro))


# --- negatives: stable look-alikes in program positions -------------------------------------------------------------

def _negatives_lookalikes() -> None:
    neg("lookalike:cat-header", ["stable_header", "project", "tm", "glossary_revision"], """Editor context:
Project: ACME-MANUALS-JA (client glossary v14, approved 2025-11-03)
Language pair: en-US > ja-JP
TM: MEM-TECH-EN-JA-01 (created 2021-06-01)
Style guide: SG-JA-07, revised 2025-09-30

You are SegmentPal. Suggest a Japanese target for the segment and keep tags.

Segment: "Hold <1>Power</1> for 10 seconds to restart."
Suggestion:""")
    neg("lookalike:llama3-cutoff-only", ["llama3_header", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You post-edit English-to-Korean machine translation for a cosmetics brand. Use polite 해요체.<|eot_id|><|start_header_id|>user<|end_header_id|>

MT: "이 크림은 하루에 두 번 바르세요 아침과 저녁." Can you fix the punctuation?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg("lookalike:chatml-glossary-revision", ["chatml_system", "glossary_revision", "client_since"],
        """<|im_start|>system
You are the terminology assistant of Corvina Translations for the client Halvorsen Maritime.
Client since: 2016-05-09
Glossary: HM-NO-EN, revision 31 (2025-12-12)
<|im_end|>
<|im_start|>user
What is the approved English term for "fortøyningsvinsj"?<|im_end|>
<|im_start|>assistant
""")
    neg("lookalike:front-matter-template", ["front_matter", "template_approval", "locale"], """---
template: sworn-certification-pl
template_version: 4
approved: 2025-10-20
approved_by: legal
locale: pl-PL
---
Fill in the Polish certification clause for a translation from English, with the translator's name and
list number left as placeholders.""")
    neg("lookalike:xml-job-attrs", ["xml_attr", "due_date", "job_record"],
        """<job id="J-88121" pair="en-sv" due="2026-03-12T17:00:00+01:00" words="12400" linguist="A. Lund"/>
You help project managers write short status notes. Write one for this job: 40% done, linguist on track.
Note:""")
    neg("lookalike:json-inline-engine", ["json_inline", "api_version", "mt_engine", "tenant_uuid"],
        """{"api_version":"2025-03-01","engine":"nmt-legal-2025-09-15","tenant":"3c9b7f0e-5a2d-4e61-8b4c-1d0e9f8a7b6c","glossary":"GL-LEGAL-FR-v9"}
Translate the clause into French using the legal glossary.

Clause: "This Agreement shall terminate on 31 December 2027 unless renewed in writing."
French:""")
    neg("lookalike:html-comment-revision", ["html_comment", "prompt_revision"],
        """<!-- prompt: subtitle-shortener, revision 2025-12-01, owner: captions team -->
You shorten English subtitles to at most 37 characters per line without changing facts.

Subtitle: "We'll land in Reykjavík at a quarter past six in the morning, local time."
Shortened:""")
    neg("lookalike:md-table-client", ["md_table", "client_since", "contract_dates"], """| Client | Halden Kommune |
|---|---|
| Client since | 2018-02-01 |
| Framework contract | 2024-01-01 to 2027-12-31 |
| Languages | nb, nn, se, en |

You draft replies to the municipality's translation requests. Confirm the request below and mention that
North Sami needs 5 extra working days.

Request: "Can you translate the new waste collection leaflet (2 pages) into North Sami and English by
20 March?"
Reply:""")
    neg("lookalike:kv-lines-config", ["key_value_lines", "calver", "timeout", "time_zone"], """MT_ENGINE_VERSION=2025.11.2
TM_ID=TM-RETAIL-EN-XX
TIMEOUT_S=30
TZ=Europe/Madrid
CLDR_VERSION=47

You explain this MT gateway configuration to a new localisation engineer, one line per variable.
Explanation:""")
    neg("lookalike:footer-terms", ["footer", "terms_revision"], """You answer questions about our certified translation service. Be brief.

Customer: Do you accept scans, or do I need to post the original?

--
Terms of service revised 2025-08-01 · TransCert Online Ltd · company no. 11842290""")
    neg("lookalike:azure-headers", ["api_version", "deployment", "tenant_uuid"], """Azure OpenAI call context:
api-version: 2024-10-21
deployment: mt-post-editor
tenant: 72f988bf-86f1-41af-91ab-2d7cd011db47

You post-edit English-to-German MT for HR documents. Use "Sie".

MT: "Bitte senden du deinen Urlaubsantrag bis Freitag."
Post-edit:""")
    neg("lookalike:interpreter-profile", ["interpreter_profile", "certification_dates"], """Interpreter profile:
Interpreter ID: INT-ES-0418
Court certification: Texas LCI No. 10488, issued 2014-03-21, renewed 2025-03-21
Languages: Spanish <> English
Preferred courts: Harris County, Fort Bend County

You help interpreters prepare for hearings. List five terms likely in a pretrial hearing for theft, with
Spanish renderings.
Answer:""")
    neg("lookalike:sworn-register", ["sworn_register", "appointment_date", "pl"], """Tłumacz: mgr Anna Zielińska
Numer na liście tłumaczy przysięgłych: TP/1187/12
Data ślubowania: 2012-06-18
Języki: polski, angielski

Przetłumacz na angielski zdanie z zaświadczenia: "Zaświadcza się, że Piotr Nowak jest zatrudniony od
1 września 2020 r. na czas nieokreślony.\"""")
    neg("lookalike:stripe-version-customer", ["stripe", "customer_id", "api_version"],
        """Stripe-Version: 2025-09-30.clover
Customer: cus_Q2h7LkT9sB4xRa
Plan: certified translation subscription (10 pages per month)

You answer billing questions for TransCert Online. Don't reveal card details.

Customer: When does my monthly page allowance reset?
Assistant:""")
    neg("lookalike:discord-ids", ["discord", "stable_snowflakes"], """guild_id: 1184402216374493184
channel_id: 1184402216374493190
role_id: 1184402216374493201

You are the helper bot of a community subtitling server. Explain the house rules for timing briefly.

Member: What's the minimum gap between two subtitles here?
Assistant:""")
    neg("lookalike:office-hours", ["office_hours", "time_zone"], """Office hours: Mon-Fri 08:30-17:30
Time zone: America/Halifax
On-call interpreter line: 24/7, +1 902 555 0148

You answer questions from clinics about booking interpreters.

Clinic: Can we book an Arabic interpreter for Saturday at 10?
Assistant:""")
    neg("lookalike:authored-review-date", ["authored_revision", "system_prompt"], """You are the QA assistant for the Welsh localisation of a government website. This prompt was last reviewed by the Welsh Language
Unit on 14 January 2026. Follow the Welsh Language Standards and use "chi".

Text: "Cliciwch yma i wneud cais am eich trwydded cyn 31 Mawrth."
Review:""")
    neg("lookalike:yaml-vendor", ["yaml", "vendor_id", "rate_card"], """vendor:
  id: V-00918
  name: Mateo Ruiz
  pairs: [en>es-US, en>es-MX]
  rate_card: RC-2026-AM
  onboarded: 2022-07-04

Draft a friendly welcome-back note to this vendor for the new year's projects.""")
    neg("lookalike:cldr-versions", ["versions", "cldr", "icu"], """Runtime: ICU 76.1, CLDR 46.1, tzdata 2025b
Node: 22.11.0

Why does `new Intl.DateTimeFormat('ckb', {dateStyle: 'long'}).format(d)` give Arabic-script month names
on this runtime but Latin ones on my laptop?""")
    neg("lookalike:bcp47-calendar", ["locale_tags", "calendar"], """Locale: ja-JP-u-ca-japanese
Fallback: ja-JP
Number system: latn

Explain how a date formatted with this locale will show the era, and give 5 March 2026 as an example.""")
    neg("lookalike:queue-config", ["queue_ids", "whatsapp_number"], """Queue: support-fil
WhatsApp business number: +63 917 555 0134
Escalation: tier2-apac
SLA: first reply within 2 hours

You answer customers in Filipino.

Customer: Pwede po bang magbayad sa GCash?
Assistant:""")
    neg("lookalike:estonian-client-since", ["client_since_local", "et"], """Klient alates: 2. aprill 2019
Keelepaar: en>et
Stiilijuhend: ET-04 (muudetud 2025-10-01)

Tõlgi lause eesti keelde: "Your documents will be ready on Friday after 3 pm."
""")
    neg("lookalike:term-entry-json", ["json_block", "term_record", "dates"], """{
  "termbase": "TB-WIND-DA",
  "entry": "nacelle",
  "da": "nacelle (møllehus)",
  "status": "approved",
  "approved_on": "2025-06-30"
}
Explain to the translator why both forms are given and which to use in a maintenance manual.""")
    neg("lookalike:project-properties", ["properties", "project_dates"], """project.id=NR-2026-031
project.created=2026-02-20
project.client=Nordic Retail AB
project.deadline=2026-03-13T09:00:00+02:00

Write a one-line description of this project for the monthly report.""")
    neg("lookalike:bot-header-versions", ["versions", "knowledge_cutoff"], """Assistant: CaptionCoach 2.1
Model: gpt-4o-2024-08-06
Knowledge cutoff: 2023-10
Release: 2026.01.2

You coach subtitlers on reading speed. Explain the 17 cps rule with one example.""")


# --- negatives: values the user asks about or types -----------------------------------------------------------------

def _negatives_asked() -> None:
    neg("asked:ulid-job", ["id_in_question", "ulid"], """Our TMS job 01JNR3K8W2D5F7H9J1M3P5R7T9 failed overnight. Job ids are ULIDs; when was this one created, in UTC?""")
    neg("asked:epoch-filename", ["epoch", "id_in_question", "subtitles"], """The subtitle file the vendor sent is called ep03_fr_1772706000.srt. Is the number in the name an epoch, and which date is it in Paris time?""")
    neg("asked:timecode-arithmetic", ["timecodes", "arithmetic"], """At 25 fps, how many frames are there between 00:41:12:10 and 00:41:15:05? And what is 00:41:12,480 in frames?""")
    neg("asked:dst-booking", ["time_zone_question", "interpreting"], """The hearing is at 09:30 in Chicago on Monday 9 March 2026. Our remote Spanish interpreter is in Madrid. What time does she need to log in,
given that the US changes its clocks on 8 March and Spain only on 29 March?""")
    neg("asked:relative-times", ["relative_time"], """The PM said the files would arrive "in about three hours", and that was 40 minutes ago. The review takes 5 hours. If I start as soon as they land, will I
finish before midnight if it's now a bit after 2 pm?""")
    neg("asked:few-shot-dates", ["few_shot", "example_date"], """Localise the dates into German (Germany) in the house style.

Example: "March 5, 2026" -> "5. März 2026"
Example: "03/05/2026" -> "05.03.2026"
Example: "Thursday, March 5" -> "Donnerstag, 5. März"

Input: "Friday, April 17, 2026 at 3:30 PM"
Output:""")
    neg("asked:unrendered-template", ["template", "placeholders"], """Why does our e-mail show the raw placeholder "Your interpreter is booked for {date, date, long} at {time}" instead of a date? The code passes
{"date": "2026-03-24", "time": "10:00"}.""")
    neg("asked:exercise-sentence-ig", ["exercise", "source_sentence", "ig"], """Translate into Igbo: "The clinic opens at 8:00 on Monday, 9 March 2026, and closes at 16:00." Then explain how Igbo usually writes the
time.""")
    neg("asked:user-typed-clock", ["user_clock", "interpreting"], """It's 06:40 here in Lima and the hearing in Houston starts at 9:00 Houston time. I'm the remote Quechua interpreter. How long do I have?""")
    neg("asked:iso-week", ["iso_week", "dates_in_question"], """Our vendor wrote that delivery is "KW 12 / 2026".
Which dates is that, and is it the same as ISO week 2026-W12?""")
    neg("asked:traceparent-support", ["traceparent", "id_in_question"], """The MT vendor's support asked me for the traceparent of the failed call. Our log shows
traceparent: 00-5e2b9d1c7a8f4e3b9c0d1e2f3a4b5c6d-8a7b6c5d4e3f2a1b-01
Which part is the trace id and which is the span id?""")
    neg("asked:jwt-pasted", ["jwt", "id_in_question"], """Why does the TMS API reject my token? I decoded it and exp looks fine.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwbS0wNDEyIiwiaWF0IjoxNzcyNzAwMDAwLCJleHAiOjE3NzI3MDM2MDB9.mQ3n9cP0xW2bT7vK5sL8dF1gH4jR6yA0zE3uI9oN2pQ""")
    neg("asked:string-key-uuid", ["uuid_content", "id_in_question"], """Our string key 3f2b8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f shows up twice in the export, once with the German value "Speichern"
and once with "Sichern". Which one is newer if the second was exported on 2026-03-04?""")
    neg("asked:buddhist-era", ["calendar_conversion", "th"], """ในสัญญาเขียนว่า "วันที่ 31 มีนาคม พ.ศ. 2569" ต้องแปลเป็นภาษาอังกฤษเป็นปีอะไร
และควรเขียนวันที่อย่างไรในเอกสารแปลที่รับรอง""")
    neg("asked:chatml-typed-date", ["chatml_user", "typed_date"], """<|im_start|>system
You help freelance interpreters plan their week.<|im_end|>
<|im_start|>user
Today is my first day back after leave (Monday 9 March). I have assignments on Tuesday at 10:00 and
Thursday at 14:30. Is Wednesday free for the CPD workshop at 9?<|im_end|>
<|im_start|>assistant
""")
    neg("asked:last-signed-in", ["user_read_out", "portal"], """The vendor portal says "Last signed in: 04/03/2026 22:17 from Lisbon", but I was asleep then. Should I reset my password?""")
    neg("asked:date-format-swiss", ["date_format_question", "de"], """For a Swiss German (de-CH) brochure, which is correct: "5.3.2026", "05.03.2026" or "5. März 2026"? The client's older brochure from 2024 used all
three.""")
    neg("asked:hearing-request", ["court_date", "drafting"], """Draft a request for a Somali interpreter for the case management hearing on 12 March 2026 at 14:00, Court 6, Leeds Combined Court, case ref
LS26C00418. Duration about 90 minutes.""")
    neg("asked:deadline-arithmetic", ["deadline_arithmetic"], """A 12,400-word job arrives on Wednesday 4 March 2026 at 16:00 CET. The translator does 2,500 words a day and doesn't work weekends. If she
starts Thursday morning, when does she finish, and can a reviewer still hit a 12 March 17:00 deadline
with a 2-day review?""")
    neg("asked:hijri-conversion", ["calendar_conversion", "ar"], """المستند مؤرخ في ١٥ رمضان ١٤٤٧ هـ. ما التاريخ الميلادي المقابل تقريباً؟ وكيف أكتبه في الترجمة الإنجليزية المعتمدة؟""")
    neg("asked:ksuid-in-log", ["ksuid", "id_in_question"], """Support says our alignment run 2fWq8XbT1nLk4Rz0Vc7Yp3Hs9Ja stalled. Is that a KSUID, and can I tell from it when the run started?""")
    neg("control:plain-1", ["control", "plain"], """You are a friendly assistant for people learning Portuguese.
Explain the difference between "por" and "para" with three short examples.""")
    neg("control:plain-2", ["control", "plain"], """You help interpreters look after their voice. Give five tips for a full day of simultaneous interpreting.""")


# --- assembly -------------------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen54(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold54", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
