"""Build `prompt_normalizer/corpus/holdout56.jsonl`, a fifty-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout56.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout54.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with a keyword search over them for neighbours in this domain
and for the languages they used), to keep clear of the sources, scenarios and languages they used
and to apply their clarifications of the rules, and of `make_holdout24.py` also its import block and
its last 150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a
generator. (A listing of `tests/normalizer/` counted the generators, a check (with a listing of the
last five file names in the corpus folder) showed that neither this file nor `holdout56.jsonl` existed
yet, a grep of `pyproject.toml` showed ruff's settings, and a grep
for the line of `make_holdout24.py`'s generator class printed the names of four of its helpers.)
`make_holdout55.py`, written at the same time about semiconductor fabs and electronics manufacturing
services, was not read, and nothing here comes from that field: no wafers, lots, tools, recipes,
cleanrooms, SMT lines, reflow profiles or boards.

The domain is funeral services, cemeteries, crematoria and religious organisations: funeral home
arrangement assistants, obituary and eulogy writing tools, death registration and paperwork helpers,
cemetery plot and memorial management, crematorium scheduling, livestreamed services, parish and
congregation management, mosque, synagogue, temple and church administration, chaplaincy services,
bereavement support lines and memorial websites. The earlier docstrings name neighbours of it:
obituaries, arrangement conferences on the Isle of Man, memorial livestream moderation and relay,
cremation paperwork and memorial cards in Kashubian (make_holdout12); charities with a bereavement
helpline chat, religious communities (a parish office, a German Mass intentions widget, a mosque's
prayer app, a zakat calculator, temple puja bookings, a gurdwara langar rota, a synagogue office
table, a temple festival sign-up, a Lemko parish, a Pulaar mosque committee) and funerals and
cemeteries (an obituary tool that dates its obituary today, a plot register query, after-hours first
calls, guestbook moderation with `Posted:` and `Message-Id:`), with arrangement forms, orders of
service, a grave deed, a burial register extract, banns, a baptism register extract, a yahrzeit list,
a Ramadan timetable and a mosque donation receipt as negatives (make_holdout26); probate desks
(make_holdout20); care work (make_holdout30) and civic paperwork (make_holdout23, make_holdout52).
The scenarios here were written around them: arrangement work is seen from an arranger's session,
price lists, care-room capacity, vehicle plans, repatriation, quotes, florist relays, case events and
a director's tablet (no first calls, no arrangement conference); obituaries from eulogy helpers,
notice style checks, slideshows, translation, fact checks and publication events (no obituary dated
today by its tool); cemeteries from plot searches on a map layer, monument permits, grounds crews,
columbaria, grave openings, headstone OCR, benches, kiosks, grave care, war graves and QR codes on
headstones (no plot register query); livestreams from encoders, viewer tokens, recordings, stream
events and the chat client's handshake (no moderation or relay); religious communities from
sacramental registers, rotas, giving, counting, clergy cover, burial societies and the rites after a
death in many traditions (no prayer app, zakat, puja, langar, festival or Mass intentions widget);
bereavement lines from texts, IVR callbacks, peer groups, child bereavement, LINE, a web chat behind
an HTML comment and hand-overs (no helpline chat session header). The sources are:

* funeral home arrangement assistants: an arranger's session in Toowoomba (UUIDv7 and opening time,
  +10:00; the licence stays), a General Price List fetched "at" a time with a parenthesised fetch id
  (the list's effective date stays), care-room capacity "as of" a time alone, a fleet plan run in
  Cork (ULID, Log4j time), a repatriation checklist behind YAML front matter (`generated_at`, KSUID
  case session; the case reference stays), French pompes funèbres (`Horodatage :`), a Guadalajara
  funeraria (`Consulta recibida:` in Spanish), a Korean funeral hall (`현재 시각:`; the 발인 times
  stay), a Nagoya 葬儀社 (`本日：` in the Reiwa era, full-width colon), a family chat widget in pretty
  JSON (`chat_id`, `started_at`; funeral home and visitor stay), a pre-need quote (id, quote time and
  the validity computed from it), a florist network relay (`Relay-Id`, `Relay-Received`; the order
  with its `deliver_by` stays), a case event as Standard Webhooks (the service time stays) and a
  conducting director's tablet clock (a time alone; the running order stays);
* obituary and eulogy writing tools: a eulogy helper's XML elements (cuid2 `<session>`, `isoformat()`
  `<now>`), a death notice style check (base58 run id and time in a sentence), a Brazilian
  Portuguese notice behind a Llama 3 system header (`Today Date` moves, `Cutting Knowledge Date`
  stays), a eulogy coach behind `x-request-start` in microseconds, a tribute slideshow's upload id and
  receipt time under the family's captions, an obituary translated into Tagalog behind a bracketed
  `req=`, a Hindi condolence app (Devanagari digits), a Polish klepsydra generator (the template
  stays), an obituary-published CloudEvent in binary mode, a Hamilton eulogy companion for whānau in a
  ChatML system turn (stamp on its own line, NZ zone name), a fact check against the case file pulled
  "at" a time, a social post rewritten in a Mistral `[INST]` prompt (RFC 3339 with nanoseconds on its
  own line) and an In Memoriam verse footer (request id and RFC 2822 `Rendered:`);
* death registration and paperwork: register office slots "as of" a time with a lower-case ULID
  snapshot (the slots stay), a Texas certificate order's cookie (session pair last), a Freiburg
  Standesamt helper (`Jetzt:` in German), an Italian `denuncia di morte` behind an HTML comment
  (`req=`, `at=` in ms, a stable `sportello=`), an Argentine acta (`Ahora:`), a building society's
  bereavement portal (`X-Session-Token` JWT; account numbers stay), a Cremation 1 form helper (nanoid
  session, `DD Mon YYYY` start; the form revision stays), an inquest list fetched "at" an RFC 1123
  time with a base32 poll id (the listings stay), a Tamil certificate helper (`இன்றைய தேதி:`), a
  medical examiner's desk in a markdown table (base32 session, opening time) and a Tell Us Once
  reference check (UUIDv6 and time in a sentence);
* cemetery plots and memorials: a plot search on a map layer (KSUID and time in a sentence; the
  interments stay), a monument permit as a Slack event (`ts`, `event_id`, `event_time`; team and
  channel stay), a grounds crew tablet (Windows clock; work orders stay), columbarium niches "as of"
  an RFC 3339 time without seconds, a grave opening planner's `KEY=value` lines (run and epoch ms), a
  Welsh headstone's OCR logfmt line (xid job, finish time; the 1887 inscription stays), a memorial
  bench checkout (`cs_live_` and `Idempotency-Key`; `Stripe-Version` and the customer stay), a
  find-a-grave kiosk (xid session, British long date and time), a Romanian grave-care message on
  Viber (`timestamp`, `message_token`; the sender stays), a war grave record retrieved "at" a time
  (lookup id; the 1916 record stays) and a headstone QR scan's bracketed `scan=` and `t=`;
* crematorium scheduling: a slot hold (token and expiry computed from now; the slot stays), a
  cremator console clock (the cycle start and committal times stay), a chapel media package (ULID and
  time in a sentence; the track lengths stay), a diary API call in single-line JSON (`req`, `ts`), a
  text about collecting ashes (`MessageSid`, day-first `Received`), a funeral directors' portal
  behind traceparent and tracestate, a chapel schedule optimiser run (UUIDv6, +12:00), the Aryaghat
  booking desk in Kathmandu (+05:45) and a diary plug-in's nested `clientTicks` (.NET ticks);
* livestreamed services: encoder stats fetched "at" a Go RFC3339Nano time, a private viewing link's
  `X-Viewer-Token` JWT, a recording trim job (UUIDv7, microsecond offset time; the cue points stay), a
  structured CloudEvent (`id`, `time`; the stream's start and end stay), a streaming API call the
  program made (`Date`, `X-Request-ID`), an online memorial gathering in markdown bullets (base58
  join request, US medium time), a webcast FAQ behind a B3 single header and the chat client's
  WebSocket handshake (`Sec-WebSocket-Key` moves, `Sec-WebSocket-Version` and `Origin` stay);
* parish and congregation management: a marriage register entry pulled "at" a time (base58 pull
  id; the entry stays), a ministry rota run's bracketed `run=` and `started=`, a gift delivered with
  HTTP Message Signatures (`Signature-Input` with `created` and `nonce`, and `Signature`, move;
  `Content-Digest` and the gift stay), a year-end statement job with the statement date the tool
  fills in as today, a collection count session opened "at" a time alone, a Tagalog Mass request on
  WhatsApp (`id`, `timestamp`; the sender stays), a diocesan clergy cover request as a Teams activity,
  Polish wypominki (`Teraz:`), an Italian baptism certificate request's XML attributes, a Samoan EFKS
  office (+13:00), a Korean offering receipt behind single-line JSON, a Zulu burial society
  (`Manje:`) and a Tongan misinale (`ʻAho mo e taimi:`);
* mosque, synagogue, temple and church administration: a chevra kadisha coordinator (today's Hebrew
  date and volunteers "as of" a 12-hour time), a yahrzeit calculator (ISO date with the Hebrew date;
  the date of death stays), a Riyadh janazah committee (Hijri date in Arabic-Indic digits), a
  Birmingham masjid's ghusl booking desk session, a Kolkata shraddho (Bengali digits), a Sinhala
  mataka dana (Buddhist era), a Khmer 100-day ceremony (Khmer digits and Buddhist era), an Ethiopian
  Orthodox tezkar (Ethiopian calendar), a Greek mnimosyno, a Romanian parastas, a deanery's clergy
  cover finder run (UUIDv7, Python `str()`), an Armenian requiem and a Hindu temple's priest desk
  behind B3 multi headers (`X-B3-Sampled` stays);
* chaplaincy: a hospital referral queue "as of" a time with a snapshot id (referral times stay), a
  hospice on-call line (SIP Call-ID and answer time; the caller stays), a university chaplaincy with
  Sentry headers at the tail, airport prayer rooms behind gRPC metadata (`x-request-start-ns`), a
  Utrecht visiting rota with the current ISO week date and a trust chaplaincy behind a legacy proxy's
  RFC 850 `Date`;
* bereavement support lines: a text service's inbound `key=value` lines (`messageId`,
  `message-timestamp`; sender and text stay), a peer support Discord interaction (guild and channel
  stay), an IVR callback (decimal call id, US medium answer time), a child bereavement referral desk
  (base32 session), a Japanese LINE webhook (`webhookEventId`, `timestamp`, `replyToken`; the user id
  stays), a Haitian Creole line (`Kounye a:` with a 12-hour time), a web chat behind an HTML comment
  (upper-case UUID `conv=`, `started=` epoch) and a volunteer hand-over compiled "at" a time (the
  call times stay);
* memorial websites and guestbooks: an editor session and CSRF token, a virtual candle's Firebase push
  id and `lit_at`, visitor stats "as of" a month-first 12-hour time, a tribute fund's
  `PayPal-Request-Id`, a guestbook import from SQS (`MessageId`, `SentTimestamp`; `MessageGroupId` and
  the entry's `posted` stay), a Vietnamese memorial page (`Bây giờ:`), a photo upload signed with
  SigV4 (`x-amz-date`, the `Authorization` line) and an anniversary mail job with the date the
  reminder tool computes as today.

The hand-written negatives are material from the same worlds, pasted in twelve ways (question after,
before, typed right under the block, across two blank lines below an introduction, quoted with "> ",
fenced, in an earlier turn, indented, after a lead-in ending in a colon, in a user turn under a
system prompt, on both sides, and with a request to answer in Spanish, French, German, Portuguese,
Polish or Tagalog): an Ohio death certificate with time of death and pronouncement, a certified copy
of an English death entry, a French acte de décès in words, a Sterbeurkunde, a Mexican acta with a
CURP, a Polish odpis skrócony, a Japanese 火葬許可証, a Korean 부고, a crematorium's order of
proceedings with music cues, a funeral director's and a crematorium's e-mails with `Date` and
`Message-ID`, a certificate of cremation, a cemetery interment register, an exclusive right of burial
renewal letter, a headstone proof, an obituary with visitation times, an In Memoriam verse, a eulogy
draft, a guestbook CSV, a memorial JSON export whose first member is `"id"`, a webcast scheduling
e-mail, an encoder log, viewer numbers, a confirmation register page, an Italian first communion
certificate, Mass times, a readers' rota, a contribution statement, a giving webhook pasted to debug
its timestamp, a church management API record, a Kol Nidre pledge e-mail, a janazah WhatsApp export
with `[DD/MM/YYYY, HH:MM:SS]` prefixes, a khateeb rota, a shraddha receipt, a Sinhala dana invitation,
Greek parish announcements, a Romanian parastas invitation, an Amharic tezkar invitation, a spiritual
care referral form, a chaplain's visit log, a grief group programme, a helpline call log CSV, an
inquest opening notice, a medical examiner's e-mail, a registration appointment, a Tell Us Once
sheet, a building society's bereavement letter, an air waybill for human remains, a Spanish embalming
certificate, a funeral invoice, a florist's confirmation, a mason's quote, grounds work orders, a
crematorium day sheet, a release of cremated remains, a livestream chat export, a Brazilian nota de
falecimento, a Tagalog pasiyam schedule, a Samoan and a Zulu funeral programme, an unveiling
invitation with a Hebrew date, an nginx access log, a Sentry event whose first member is
`"timestamp"`, an ICS invite with `DTSTAMP`, `curl -v` output with `date` and `x-request-id` and a
coroner's interim certificate -- and hand-written look-alikes in program positions: a case header
with the date and time of death and the service, a Llama 3 header with only its knowledge cutoff, a
ChatML system turn with a parish's founding and revision dates, a template's approval date in front
matter, a service's XML attributes, an engine name with a date and a tenant uuid in single-line JSON,
a prompt revision in an HTML comment, a grave's deed dates in a markdown table, a diary's `KEY=value`
settings with a time zone, a terms revision in a footer, an Azure `api-version` with a tenant uuid, a
licence with its validity and a crematorium permit, `Stripe-Version` and a customer id, Discord guild,
channel and role ids, office hours and a time zone, an authored review date inside a system prompt, a
Hijri calendar method and timetable edition, a liturgical year, a member record with a yahrzeit on
file, a Polish grave holder's dates, a bot's model, cutoff and release, a funeral plan's start, a
registration record, a memorial record with its uuid and creation date, and a webcast recording id
with its retention; and values the user asks about or types: a Hebrew, a Hijri, an Ethiopian, a
Japanese era and a Buddhist era date to convert, a user-typed clock at a chapel, relative times,
registration deadline arithmetic, few-shot notice dates, an unrendered Handlebars template, epochs in
a recording's file names, a guestbook ULID to delete, a pasted JWT, a traceparent for support, two
plot uuids, a KSUID payment reference, a time zone question across the date line, "Today is Mum's
first anniversary, 14 April" in a ChatML user turn, a sentence to translate, an ISO week, a "last
signed in" time read out by the user and Stripe ids of a refund; and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 and without seconds, with `Z` and offsets from -08:00
to +12:00 (-08:00, -07:00, -06:00, -05:00, -04:00, +01:00, +02:00, +05:45, +09:00, +10:00, +12:00),
RFC 1123, RFC 850, RFC 2822, asctime, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go
RFC3339Nano and `time.Now().String()`, .NET round-trip and ticks, JavaScript `toISOString()`,
Windows and US medium 12-hour renderings, month-first 12-hour and day-first slashed and dotted
numeric dates with a time, `DD Mon YYYY HH:MM:SS`, CLF, ISO basic (`x-amz-date`), `YYYY-MM-DD
HH:MM:SS` with a zone name, English long dates (US and British), Llama 3's `Today Date`, ISO week
dates, a 12-hour and a 24-hour time alone (with and without seconds), epochs in s, ms, us and ns, and
dates with localized month and weekday names, digits and calendars (French, Spanish, Polish, German,
Korean, Japanese with the Reiwa era, Hindi with Devanagari digits, Tamil, Bengali with Bengali
digits, Sinhala and Khmer with the Buddhist era, Khmer digits, Arabic with the Hijri calendar and
Arabic-Indic digits, Amharic with the Ethiopian calendar, the Hebrew calendar, Greek, Romanian,
Armenian, Samoan, Tongan, Zulu, Haitian Creole, Vietnamese, Brazilian and European Portuguese,
Colombian Spanish, Canadian French, Austrian German, Tagalog and Czech). Identifiers: UUID v4 (also upper
case), v6 and v7, ULID (also lower case), KSUID, xid, cuid2, nanoid, Firebase push ids,
traceparent and tracestate, B3 single and multi, Sentry trace and baggage, long hex, base32, base58,
base62, base64 and base64url tokens, JWTs, snowflakes, decimal ids, a SIP Call-ID, Standard Webhooks
and HTTP Message Signatures, SigV4 `Authorization`, a WebSocket key, Slack `ts`, WhatsApp `wamid.`,
Viber message tokens, LINE reply tokens, Twilio `SM` sids and vendor-prefixed ids (`q_`, `rly_`,
`msg_`, `up_`, `sc_`, `vb-`, `dp-`, `cs_live_`, `jr_`, `stj_`, `mj_`, `f_`, `Ev`). Positions: header
blocks (`Label: value`, HTTP request and response headers, CloudEvents binary, trace, B3 and Sentry
headers, gRPC metadata, WebSocket and SigV4 request lines, `KEY=value` and `key=value` lines), head
and tail of the prompt, the tail of a system prompt (also in a ChatML system turn and in Llama 3 and
Mistral prompts), YAML front matter and nested YAML, pretty and single-line JSON members (also in
Slack, Teams, WhatsApp, Viber, LINE and CloudEvents envelopes), XML attributes and elements,
`key=value` pairs in bracketed lines, a logfmt line and an HTML comment, a cookie's last pair,
markdown table rows and bullets, templated sentences, phrases with their preposition ("at ...", "as
of ..."), ids inside sentences, parenthesised ids, `(sent ...)` on the user's message, metadata lines
after the last user message, footers after a `--` line, and program lines right above or below a
pasted, uploaded or fetched block.

Prompts are in English (US, British, Irish, Australian, New Zealand, Canadian, Singaporean) and in
French (France and Canada), Spanish (Mexico, Argentina, Colombia), Brazilian and European
Portuguese, German (Germany and Austria), Italian, Polish, Czech, Korean, Japanese, Hindi, Tamil,
Bengali, Sinhala, Khmer, Arabic, Amharic, Greek, Romanian, Armenian, Samoan, Tongan, isiZulu, Haitian
Creole, Vietnamese and Tagalog, with material in Welsh (a headstone), te reo Māori words, Japanese
(a LINE message), Romanian (a Viber message), Polish (livestream chat) and Hebrew calendar dates
(scripts: Latin, Hangul, Kana and Han, Devanagari, Tamil, Bengali, Sinhala, Khmer, Arabic, Ethiopic,
Greek, Armenian). Prompts in
those languages end with an ASCII cue, with the user's message or with the metadata after it.

What it is: 304 prompts. 154 carry volatile fields (222 spans): 114 hand-written positives (182
spans; 64 with two or more fields, four with three) and 40 generated ones. 150 carry none: 115
hand-written negatives (66 pasted blocks, 25 look-alikes in program positions, 22 values the user
asks about or types, two plain controls) and 35 generated hard negatives. The generated positive
family puts one field (35 of its 43 formats and labels, or the current date and time under a "now"
label in the body's language, five cases in Austrian German, Portuguese, Korean, Colombian Spanish
and Tagalog) at one of ten positions (head, system
tail, header block, after the last user message, footer, YAML front matter, JSON member, XML
attribute, `key=value` in a bracketed context line, `(sent ...)` on the user's message; four each) of
20 bodies in nine languages; the generated negative family uses the same bodies and positions with
one stable value that looks like a date or an id (21 of its 24: knowledge cutoff, prompt revision,
API version, tenant uuid, licence and its validity, price list date, cemetery map version, charity
number, year established, office hours, time zone, last chapel slot, liturgical year, build, model,
template revision, crematorium permit, `Stripe-Version`, Discord guild, region; a member-since, an
account or a case in parentheses on the user's message; or a customer-since or grave-holder date in
the body's language, four cases in Austrian German, Colombian Spanish, Portuguese and Polish). The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout54.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work logins, per-message and per-item
stamps, device clocks, holds and expiries computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Records of a death and of the rites are content: dates and times of death and of pronouncement,
  registration dates and entry numbers, file, acte, akt, acta and certificate numbers, CURPs, service,
  visitation, wake, committal, burial and cremation times, cremation numbers, release dates, interment
  dates, deeds and their expiry, inscriptions and their dates, sacramental register entries, Mass and
  rota times, gift dates and pledge numbers, memorial and anniversary dates in any calendar (Hebrew,
  Hijri, Ethiopian, Buddhist era, Reiwa), referral and call times, inquest and appointment times,
  booking references, waybill flights and the ids, timestamps and signatures of a delivery pasted to
  debug stay, also next to a program's stamp and also when the program fetched them for this request;
  only the stamp ("General Price List fetched from the pricing service at <time> (fetch <id>) for this
  request:", "Register entry pulled from the parish system at <time> (pull <id>) for this request:",
  "Care room capacity as of <time> for this request:") and the ids minted for the fetch, pull, poll,
  lookup, snapshot or search move.
* A case's own details in a system prompt (case number, date of death, service time, price list
  date) are per case, not per request, and stay, as do funeral homes, branches, licences, permits,
  cemeteries, sections, graves, niches, parishes, dioceses, congregations, masjids, temples, desks,
  kiosks, accounts, customers, Discord guilds and channels, Slack teams and channels, Teams channel
  conversations, WhatsApp, Viber and LINE senders, `MessageGroupId`, recording ids and retention.
* Work logins and calls are sessions: arranger, editor, desk, counting, kiosk, helper and booking
  sessions with their opening time, a chat's id and start, a checkout session, a portal cookie's
  session pair, a viewer's or portal's JWT, an on-call line's Call-ID with its answer time and an IVR
  call id move. A CSRF token and a WebSocket key are per-session and per-connection nonces.
* Runs, jobs and holds move with their start or finish: fleet plan, style check, plot search,
  schedule optimiser, grave opening, cover finder and rota runs, trim, OCR, statement and mail jobs, a
  chapel slot hold with its expiry computed from now, and a pre-need quote with its quote time and
  the validity computed from it. A statement date and an anniversary mail's "today" that the tool
  fills in move with their job.
* Messages the program builds or receives for this request carry per-request values: an HTTP
  Message Signatures pair (`Signature-Input` with `created` and `nonce`, and `Signature`), a SigV4
  `x-amz-date` and `Authorization` line, `PayPal-Request-Id`, a streaming API response's `Date` and
  `X-Request-ID`. `Content-Digest`, `Sec-WebSocket-Version`, `PayPal-Partner-Attribution-Id` and
  `X-B3-Sampled` stay.
* Envelope vs payload: Standard Webhooks headers, CloudEvents (`ce-id`, `ce-time`; `id`, `time`), a
  Slack event's `ts`, `event_id` and `event_time`, a Teams activity's `id` and `timestamp`, a
  WhatsApp message's `id` and `timestamp`, a Viber callback's `timestamp` and `message_token`, a LINE
  event's `webhookEventId`, `timestamp` and `replyToken`, an SQS message's `MessageId` and
  `SentTimestamp`, a florist relay's `Relay-Id` and `Relay-Received`, a text's `MessageSid` or
  `messageId` with its receive time and a Discord interaction id move; the case, the order with its
  delivery time, the stream with its start and end, the gift with its `created_at`, the guestbook
  entry with its `posted` and the message texts stay.
* Clocks read for this request are the current time in any form: a director's tablet, a cremator
  console, a grounds crew tablet, a kiosk, a booking desk, a widget's .NET ticks, and "now" or
  "today" labels in any language, script or calendar (also "Today (Hebrew calendar):" and a current
  ISO week date). Times a user types ("It's 10:15 here at the chapel") and dates they ask about stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Fleet plan run <id> started at <time> on planner node fp-2." leaves "Fleet plan run started on
  planner node fp-2."; "Inquest list fetched at <time> (poll <id>) for this request:" leaves
  "Inquest list fetched for this request:"); a parenthesised id is cut with its parentheses and sits
  before "for this request:"; XML attributes and `key=value` pairs are followed by a stable
  neighbour, except a cookie's session pair, its last; single-line JSON members are cut with the
  comma after them and follow a stable member, and volatile members of pretty-printed JSON are never
  the last member of their object; a markdown row or bullet, an XML element, a nested YAML member, a
  `KEY=value` or `key=value` line, a header line, a line holding one field in any script (also with a
  full-width colon) and a stamp on its own line in a ChatML system turn or a Mistral instruction are
  whole-line spans; footers hold one field per line; a `(sent ...)` stamp is cut from the end of the
  user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after `[/INST]` as rule
  4 gives it.
"""

from __future__ import annotations

import base64
import sys
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
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

SEED = 20560412
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout56.jsonl"
SRC = "holdout56:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=round(hours * 60)), name)


ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": _tz(0, "GMT"),
    "BST": _tz(1, "BST"),
    "IST_IE": _tz(1, "IST"),
    "CET": _tz(1, "CET"),
    "CEST": _tz(2, "CEST"),
    "EET": _tz(2, "EET"),
    "EEST": _tz(3, "EEST"),
    "SAST": _tz(2, "SAST"),
    "EAT": _tz(3, "EAT"),
    "AMT": _tz(4, "AMT"),
    "GET": _tz(4, "GET"),
    "IST": _tz(5.5, "IST"),
    "NPT": _tz(5.75, "NPT"),
    "ICT": _tz(7, "ICT"),
    "PHT": _tz(8, "PHT"),
    "KST": _tz(9, "KST"),
    "JST": _tz(9, "JST"),
    "AEST": _tz(10, "AEST"),
    "AEDT": _tz(11, "AEDT"),
    "NZST": _tz(12, "NZST"),
    "NZDT": _tz(13, "NZDT"),
    "CHAST": _tz(12.75, "CHAST"),
    "WST": _tz(13, "WST"),
    "TOT": _tz(13, "TOT"),
    "BRT": _tz(-3, "BRT"),
    "COT": _tz(-5, "COT"),
    "WET": _tz(0, "WET"),
    "WEST": _tz(1, "WEST"),
    "SGT": _tz(8, "SGT"),
    "CST_MX": _tz(-6, "CST"),
    "EST": _tz(-5, "EST"),
    "EDT": _tz(-4, "EDT"),
    "CST": _tz(-6, "CST"),
    "CDT": _tz(-5, "CDT"),
    "PST": _tz(-8, "PST"),
    "PDT": _tz(-7, "PDT"),
    "AKDT": _tz(-8, "AKDT"),
    "HST": _tz(-10, "HST"),
    "NST": _tz(-3.5, "NST"),
}

# Regions whose offset changes: (offset from April to October, offset for the rest of the year).
SEASONAL: dict[str, tuple[str, str]] = {
    "uk": ("BST", "GMT"),
    "ie": ("IST_IE", "GMT"),
    "eu": ("CEST", "CET"),
    "ee": ("EEST", "EET"),
    "pt": ("WEST", "WET"),
    "us_e": ("EDT", "EST"),
    "us_c": ("CDT", "CST"),
    "us_w": ("PDT", "PST"),
    "au_syd": ("AEST", "AEDT"),
    "nz": ("NZST", "NZDT"),
}


class Gen56(Gen):
    """make_holdout's Gen with a few more identifier shapes and regional clocks."""

    def at(self, zone: str) -> datetime:
        """A moment in `zone`: a key of ZONES or of SEASONAL."""
        t = self.moment()
        if zone in SEASONAL:
            mid, rest = SEASONAL[zone]
            return t.astimezone(ZONES[mid if 4 <= t.month <= 10 else rest])
        return t.astimezone(ZONES[zone])

    def during(self, t: datetime, first_hour: int, last_hour: int, last_minute: int = 59) -> datetime:
        """`t` moved to a random time of its day between `first_hour`:00 and `last_hour`:`last_minute`."""
        return t.replace(hour=self.small(first_hour, last_hour + 1), minute=self.small(0, last_minute + 1),
                         second=self.small(0, 60))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
                       for _ in range(n))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def hexu(self, n: int) -> str:
        return self.hex(n).upper()

    def alnum(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))

    def uuid6(self, t: datetime) -> str:
        ticks = int((t - datetime(1582, 10, 15, tzinfo=UTC)).total_seconds() * 10_000_000)
        ticks &= (1 << 60) - 1
        high = ticks >> 12
        low = ticks & 0xFFF
        value = (high << 80) | (0x6 << 76) | (low << 64) | self.rng.getrandbits(64)
        value &= ~(0x3 << 62)
        value |= 0x2 << 62
        h = f"{value:032x}"
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        value = int.from_bytes(raw, "big") << 4
        alphabet = "0123456789abcdefghijklmnopqrstuv"
        return "".join(alphabet[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + self.alnum(23)

    def push_id(self, t: datetime) -> str:
        """A Firebase Realtime Database push id: 8 characters of time, 12 random."""
        chars = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        ms = epoch_ms(t)
        head = ""
        for _ in range(8):
            head = chars[ms % 64] + head
            ms //= 64
        return head + "".join(self.rng.choice(chars) for _ in range(12))

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1-{self.hex(16)}"

    def sentry(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def tracestate(self) -> str:
        return f"parishnet={self.b64url(8)},rojo={self.hex(16)}"

    def twilio(self, prefix: str = "SM") -> str:
        return prefix + self.hex(32)

    def call_id(self, host: str) -> str:
        return f"{self.hex(24)}@{host}"

    def wh_id(self) -> str:
        return "msg_" + self.b62(27)

    def wh_sig(self) -> str:
        return "v1," + self.b64(32)

    def slack_ts(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{self.digits(6)}"


# --- value formats not in make_holdout ------------------------------------------------------------


def off(t: datetime, colon: bool = True) -> str:
    delta = t.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc3339_ns(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def rfc3339_min(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def dmy(t: datetime, sep: str = "/", secs: bool = False) -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}" + (f":{t:%S}" if secs else "")


def mdy12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def twelve(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def dmon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def zoned(t: datetime, secs: bool = True) -> str:
    return f"{t:%Y-%m-%d %H:%M}" + (f":{t:%S}" if secs else "") + f" {t.tzname()}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def dotnet_ticks(t: datetime) -> int:
    delta = t.astimezone(UTC).replace(tzinfo=None) - datetime(1, 1, 1)
    return (delta.days * 86400 + delta.seconds) * 10_000_000 + delta.microseconds * 10


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


# --- calendars and scripts ------------------------------------------------------------------------

HEBREW_EPOCH = -1373427
ISLAMIC_EPOCH = 227015
ETHIOPIC_EPOCH = 2796


def _heb_leap(y: int) -> bool:
    return (7 * y + 1) % 19 < 7


def _heb_elapsed(y: int) -> int:
    months = (235 * y - 234) // 19
    parts = 12084 + 13753 * months
    days = 29 * months + parts // 25920
    return days + 1 if (3 * (days + 1)) % 7 < 3 else days


def _heb_new_year(y: int) -> int:
    ny0, ny1, ny2 = _heb_elapsed(y - 1), _heb_elapsed(y), _heb_elapsed(y + 1)
    corr = 2 if ny2 - ny1 == 356 else 1 if ny1 - ny0 == 382 else 0
    return HEBREW_EPOCH + ny1 + corr


def _heb_month_len(m: int, y: int) -> int:
    length = _heb_new_year(y + 1) - _heb_new_year(y)
    if m in (2, 4, 6, 10, 13) or (m == 12 and not _heb_leap(y)):
        return 29
    if m == 8 and length not in (355, 385):
        return 29
    if m == 9 and length in (353, 383):
        return 29
    return 30


def _heb_fixed(y: int, m: int, d: int) -> int:
    last = 13 if _heb_leap(y) else 12
    r = _heb_new_year(y) + d - 1
    if m < 7:
        r += sum(_heb_month_len(mm, y) for mm in range(7, last + 1))
        r += sum(_heb_month_len(mm, y) for mm in range(1, m))
    else:
        r += sum(_heb_month_len(mm, y) for mm in range(7, m))
    return r


def hebrew(d: date) -> tuple[int, int, int, bool]:
    """(year, month, day, leap) of the Hebrew calendar; months count from Nisan = 1."""
    fixed = d.toordinal()
    approx = int((fixed - HEBREW_EPOCH) / (35975351 / 98496)) + 1
    year = approx - 2
    while _heb_new_year(year + 1) <= fixed:
        year += 1
    start = 7 if fixed < _heb_fixed(year, 1, 1) else 1
    month = start
    while fixed > _heb_fixed(year, month, _heb_month_len(month, year)):
        month += 1
    return year, month, fixed - _heb_fixed(year, month, 1) + 1, _heb_leap(year)


HEB_MONTHS_EN = ["Nisan", "Iyar", "Sivan", "Tammuz", "Av", "Elul", "Tishrei", "Cheshvan", "Kislev", "Tevet",
                 "Shevat", "Adar", "Adar II"]


def hebrew_en(d: date) -> str:
    y, m, dd, leap = hebrew(d)
    name = HEB_MONTHS_EN[m - 1]
    if leap and m == 12:
        name = "Adar I"
    return f"{dd} {name} {y}"


def _isl_fixed(y: int, m: int, d: int) -> int:
    return d + 29 * (m - 1) + m // 2 + (y - 1) * 354 + (3 + 11 * y) // 30 + ISLAMIC_EPOCH - 1


def hijri(d: date) -> tuple[int, int, int]:
    fixed = d.toordinal()
    year = (30 * (fixed - ISLAMIC_EPOCH) + 10646) // 10631
    prior = fixed - _isl_fixed(year, 1, 1)
    month = (11 * prior + 330) // 325
    return year, month, fixed - _isl_fixed(year, month, 1) + 1


HIJRI_AR = ["محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان",
            "رمضان", "شوال", "ذو القعدة", "ذو الحجة"]


def _eth_fixed(y: int, m: int, d: int) -> int:
    return ETHIOPIC_EPOCH - 1 + 365 * (y - 1) + y // 4 + 30 * (m - 1) + d


def ethiopic(d: date) -> tuple[int, int, int]:
    fixed = d.toordinal()
    year = (4 * (fixed - ETHIOPIC_EPOCH) + 1463) // 1461
    month = (fixed - _eth_fixed(year, 1, 1)) // 30 + 1
    return year, month, fixed + 1 - _eth_fixed(year, month, 1)


ETH_MONTHS = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ",
              "ነሐሴ", "ጳጉሜን"]


def digits_in(s: str, zero: str) -> str:
    """`s` with its ASCII digits written in the script whose zero is `zero`."""
    base = ord(zero)
    return "".join(chr(base + int(c)) if c.isdigit() and c.isascii() else c for c in s)


ARABIC_ZERO, BENGALI_ZERO, KHMER_ZERO, DEVANAGARI_ZERO = "٠", "০", "០", "०"

MONTHS_L: dict[str, list[str]] = {
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
           "outubro", "novembro", "dezembro"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
           "ottobre", "novembre", "dicembre"],
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"],
    "ro": ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
           "octombrie", "noiembrie", "decembrie"],
    "el": ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
           "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"],
    "cs": ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října",
           "listopadu", "prosince"],
    "tl": ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre",
           "Nobyembre", "Disyembre"],
    "sm": ["Ianuari", "Fepuari", "Mati", "Aperila", "Me", "Iuni", "Iulai", "Aokuso", "Setema", "Oketopa",
           "Novema", "Tesema"],
    "to": ["Sānuali", "Fēpueli", "Maʻasi", "ʻEpeleli", "Mē", "Sune", "Siulai", "ʻAokosi", "Sepitema",
           "ʻOkatopa", "Nōvema", "Tīsema"],
    "zu": ["Januwari", "Februwari", "Mashi", "Ephreli", "Meyi", "Juni", "Julayi", "Agasti", "Septhemba",
           "Okthoba", "Novemba", "Disemba"],
    "bn": ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর",
           "নভেম্বর", "ডিসেম্বর"],
    "si": ["ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්‍රේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු", "සැප්තැම්බර්",
           "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"],
    "km": ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា",
           "ធ្នូ"],
    "ta": ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்",
           "நவம்பர்", "டிசம்பர்"],
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर",
           "दिसंबर"],
    "hy": ["հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի", "օգոստոսի",
           "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի"],
    "ht": ["janvye", "fevriye", "mas", "avril", "me", "jen", "jiyè", "out", "septanm", "oktòb", "novanm",
           "desanm"],
}
WEEKDAYS_L: dict[str, list[str]] = {
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "el": ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"],
    "ko": ["월", "화", "수", "목", "금", "토", "일"],
    "ja": ["月", "火", "水", "木", "金", "土", "日"],
    "sm": ["Aso Gafua", "Aso Lua", "Aso Lulu", "Aso Tofi", "Aso Faraile", "Aso Toʻonaʻi", "Aso Sa"],
    "pl": ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
}

POS: list[Callable[[Gen56], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen56], Draft]) -> Callable[[Gen56], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- positives: funeral home arrangement assistants ------------------------------------------------


@pos
def _arrangement_session(g: Gen56) -> Draft:
    t = g.at("AEST")
    return P(f"""Arrangement assistant - Kookaburra Creek Funerals, Toowoomba branch
Arranger: Leanne Fitzpatrick
{v('session_id', 'Arrangement session: ' + g.uuid7(t))}
{v('datetime', 'Session opened: ' + rfc3339(t))}
Funeral director licence: QLD FD-20417

Help the arranger turn the family's notes into a draft service plan. Ask before assuming religion,
music or cultural practices, and never quote prices that are not in the price list.

Family notes (typed by the arranger during the meeting):
- Dad (Raymond Ellis Hooper) died on Tuesday night at St Vincent's; the family want a chapel service.
- Burial at Drayton and Toowoomba Cemetery, next to Mum (the plot is already held).
- His bowls club mates would like to form a guard of honour.

Arranger: What should the draft plan include, and what do we still need to ask the family?
Assistant:""", "funeral-home:arrangement-session", ["header_block", "work_session", "uuid7", "rfc3339", "offset"])


@pos
def _gpl_fetch(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""You help families of Brennan & Sons Funeral Home (Dayton, Ohio) compare options. Quote only the
prices in the General Price List below and always mention that they may choose any item separately.

General Price List fetched from the pricing service {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(fetch ' + g.hex(16) + ')')} for this request:
GENERAL PRICE LIST - effective March 1, 2026
Basic services of funeral director and staff ........ $2,395
Transfer of remains to funeral home (25 miles) ....... $495
Embalming ............................................ $895
Use of facilities for viewing (per day) .............. $525
Direct cremation with container provided by purchaser  $1,995
Hearse ............................................... $425

Family: Mom wanted to be cremated but my brother wants a viewing first. What would that cost compared
with direct cremation?
Answer:""", "funeral-home:gpl-fetch", ["inline_phrase", "parenthesised_id", "rfc3339", "fetched_block"])


@pos
def _care_room_board(g: Gen56) -> Draft:
    t = g.during(g.at("uk"), 7, 9)
    return P(f"""You are the operations assistant for Whitcombe Family Funeral Directors (Bristol). Help the duty
director plan the day. Refer to people in our care by case number only.

Care room capacity {v('datetime', 'as of ' + hm(t) + ' ' + t.tzname())} for this request:
Refrigerated bays: 12 (9 occupied, 1 reserved for case WF-26-0388, 2 free)
Chapel of rest 1: booked 10:00-12:00 (case WF-26-0371), 15:00-16:30 (case WF-26-0380)
Chapel of rest 2: free all day
Transfers due in: 2 (hospital release expected after 13:00)

Duty director: Can we accept a transfer from Southmead tonight and still give the Hussain family
chapel 2 tomorrow morning?
Assistant:""", "funeral-home:care-room-board", ["inline_phrase", "time_alone", "fetched_block"])


@pos
def _fleet_planner(g: Gen56) -> Draft:
    t = g.during(g.at("ie"), 7, 8)
    return P(f"""You check vehicle plans for Ó Dálaigh Funeral Directors, Cork. Flag clashes and impossible travel
times between churches and cemeteries.

Fleet plan run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + log4j_iso(t))} on planner node fp-2.
Hearse 1 (171-C-4410): St Finbarr's 10:00 removal -> St Joseph's Cemetery 11:30 -> free 12:15
Hearse 2 (182-C-9921): Ballincollig church 11:00 -> Island Crematorium 12:30
Limousine A: collect family, Douglas, 09:35 -> St Finbarr's 10:00 -> cemetery 11:30
Limousine B: unassigned

Director: The Murphy family have just asked for a second limousine for 11:00 at Ballincollig. Can we do
it with what we have?
Answer:""", "funeral-home:fleet-planner", ["inline_sentence", "run_id", "ulid", "log4j"])


@pos
def _repatriation_front_matter(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""---
tool: repatriation-checklist
office: Malaga coordination desk
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('session_id', 'case_session: ' + g.ksuid(t))}
destination_country: IE
---
You prepare document checklists for repatriating a deceased person from Spain. Use plain language for
the family and list which documents the funeral director in Spain obtains and which the family must
send. Case reference AND-REP-2026-0193 stays on every document.

The family's question: My uncle died in Marbella on Saturday. We want to bring him home to Sligo for
the funeral. What do you need from us, and how long does it usually take?""",
             "funeral-home:repatriation", ["front_matter", "rfc3339", "ksuid", "work_session"])


@pos
def _pompes_funebres(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""Tu es l'assistant des Pompes Funèbres Garnier-Lemoine (Angers). Réponds avec tact, en phrases
courtes, et rappelle les délais légaux quand ils s'appliquent. Ne donne jamais de prix au téléphone.
Agence : Angers centre
{v('datetime', 'Horodatage : ' + dmy(t, '/', True))}
Dossier : PF-2026-0412

Famille : Bonjour, maman est décédée hier à la maison. Le médecin est passé. Faut-il faire des soins
de conservation, et jusqu'à quand peut-on attendre pour l'inhumation ?""",
             "funeral-home:pompes-funebres", ["header_block", "day_first_slashed", "non_english", "french"])


@pos
def _funeraria_mx(g: Gen56) -> Draft:
    t = g.at("CST_MX")
    w = WEEKDAYS_L["es"][t.weekday()]
    m = MONTHS_L["es"][t.month - 1]
    return P(f"""Eres el asistente de Funerales San Judas (Guadalajara, Jalisco). Responde con respeto y sencillez.
Las salas de velación abren de 8:00 a 23:00; el servicio de cremación requiere acta de defunción.
{v('datetime', f'Consulta recibida: {w} {t.day} de {m} de {t.year}, {t:%H:%M} h')}
Sucursal: Chapalita

Familiar: Buenas tardes. Mi abuelito falleció esta mañana en el hospital. Queremos velarlo esta noche
y cremarlo mañana. ¿Se puede hacer tan rápido y qué papeles necesitan?""",
             "funeral-home:funeraria-mx", ["system_tail", "localized_long", "non_english", "spanish"])


@pos
def _korean_funeral_hall(g: Gen56) -> Draft:
    t = g.at("KST")
    w = WEEKDAYS_L["ko"][t.weekday()]
    return P(f"""[장례식장 안내 봇 · 한빛병원 장례식장]
빈소 배정과 발인 시간은 아래 현황표만 근거로 안내하세요. 확정은 상황실(02-3410-7700)에서 합니다.
{v('datetime', f'현재 시각: {t.year}년 {t.month}월 {t.day}일 ({w}) {t:%H:%M}')}

빈소 현황:
특실 1호 - 고 김○○ 님, 발인 4월 14일 06:30
2호 - 비어 있음
3호 - 고 이○○ 님, 발인 4월 13일 07:00

유족: 2호 빈소를 오늘 저녁부터 쓸 수 있나요? 발인은 모레 아침 7시로 하고 싶습니다.""",
             "funeral-home:korean-hall", ["system_tail", "localized_now", "korean", "non_english"])


@pos
def _japanese_sogi(g: Gen56) -> Draft:
    t = g.at("JST")
    w = WEEKDAYS_L["ja"][t.weekday()]
    return P(f"""あなたは「やすらぎ会館」（名古屋市）の葬儀相談アシスタントです。ご遺族に寄り添い、丁寧な敬語で答えてください。
火葬場の予約状況は担当者が確認するため、確定的な日時は約束しないでください。
{v('date', f'本日：令和{t.year - 2018}年{t.month}月{t.day}日（{w}）')}
会館：千種ホール

ご遺族：父が今朝亡くなりました。通夜と告別式はいつ頃になりますか？友引は避けたいです。""",
             "funeral-home:japanese-sogi", ["system_tail", "japanese_era", "fullwidth_colon", "non_english"])


@pos
def _family_chat_widget(g: Gen56) -> Draft:
    t = g.at("us_c")
    return P(f"""{{
  "widget": "family-care-chat",
  "funeral_home_id": "fh_8812",
  "visitor_id": "v_2QmR7xKp",
  {v('session_id', '"chat_id": "' + g.uuid4() + '",')}
  {v('datetime', '"started_at": "' + js_iso(t) + '",')}
  "page": "/obituaries/margaret-ann-kowalski"
}}
You answer visitors of the Hollister-Greene Funeral Home website (Peoria, Illinois). Help with service
times, directions, flowers and donations in memory. Never speculate about the cause of death.

Visitor: Is the visitation for Margaret open to the public, and can I bring a plant instead of flowers?
Assistant:""", "funeral-home:family-chat-widget", ["json_block", "head", "uuid", "js_iso", "stable_neighbours"])


@pos
def _preneed_quote(g: Gen56) -> Draft:
    t = g.at("us_w")
    valid = t + timedelta(days=30)
    return P(f"""You explain pre-need funeral plan quotes for Cascadia Memorial Group (Tacoma). Be clear that the
plan is a contract, that the buyer can cancel within 30 days, and that prices are guaranteed only for
the items listed.

{v('request_id', 'Quote: q_' + g.b58(22))}
{v('datetime', 'Quoted at: ' + rfc2822(t))}
{v('datetime', 'Quote valid until: ' + rfc2822(valid))}
Plan: Simple cremation with memorial gathering
Items: transfer, direct cremation, urn (Cedar Keepsake), gathering room 2 hours, 20 memorial cards
Payment: 36 monthly payments of $112.50

Client: If I pay this over three years and die after 18 months, does my daughter have to pay the rest?
Answer:""", "funeral-home:preneed-quote", ["header_block", "quote", "computed_validity", "rfc2822", "base58"])


@pos
def _florist_relay(g: Gen56) -> Draft:
    t = g.at("us_c")
    return P(f"""{v('request_id', 'Relay-Id: rly_' + g.b62(20))}
{v('datetime', 'Relay-Received: ' + http_date(t))}
Relay-Source: bloomwire-network

Order (as sent by the florist network):
{{"order_no": "BW-7731904", "product": "Standing spray, white lilies and roses", "card": "With love from the Delgado family",
 "deliver_to": "Hollister-Greene Funeral Home, 2210 W Main St", "deliver_by": "2026-04-14T09:30:00-05:00",
 "service": "Funeral for Margaret Ann Kowalski, 2026-04-14 11:00"}}

You are the funeral home's front-desk assistant. Check the order against the service details and say
whether the delivery time works for setting up before the family viewing at 10:00.
Answer:""", "funeral-home:florist-relay", ["head", "relay_envelope", "http_date", "payload_stays"])


@pos
def _case_webhook(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('request_id', 'webhook-id: ' + g.wh_id())}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: ' + g.wh_sig())}
content-type: application/json

{{"type": "case.service_confirmed", "data": {{"case": "HG-26-0147", "celebrant": "Rev. Annette Moyo",
"service_at": "2026-04-18T14:00:00+01:00", "venue": "Canford Crematorium, West Chapel", "slot_minutes": 40}}}}

You write short, warm confirmation messages from the funeral director to celebrants. Use the event
above. Mention the slot length and ask the celebrant to send the order of service by Wednesday.
Message:""", "funeral-home:case-webhook", ["head", "standard_webhooks", "epoch_s", "signature", "payload_stays"])


@pos
def _director_tablet(g: Gen56) -> Draft:
    t = g.during(g.at("uk"), 11, 11, 30)
    return P(f"""You support the conducting funeral director during a service at Hatherleigh parish church. Keep
answers to one or two sentences; the director is reading them on a tablet at the back of the church.
{v('datetime', "Director's tablet time: " + hm(t))}

Running order (agreed with the family):
11:00 Entrance - "The Lord's my Shepherd" (organ)
11:05 Welcome and tribute (son, Peter)
11:20 Reading - Ecclesiastes 3 (granddaughter, Amy)
11:30 Commendation; 11:40 Exit - "Abide with Me"
Committal at Hatherleigh cemetery; cortege leaves 11:50

Director: The tribute is still going. How far behind are we, and should I warn the cemetery?
Assistant:""", "funeral-home:director-tablet", ["system_tail", "device_clock", "time_alone", "running_order_stays"])


# --- positives: obituary and eulogy writing tools ----------------------------------------------------


@pos
def _eulogy_xml(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""<context>
  <app>Kindred Words eulogy helper</app>
  {v('session_id', '<session>' + g.cuid2() + '</session>')}
  {v('datetime', '<now>' + py_iso(t) + '</now>')}
  <speaker>granddaughter</speaker>
</context>
You help people write a eulogy in their own voice. Keep the speaker's words where you can, suggest an
order, and aim for the length they ask for. Do not add religious content unless they do.

What I have so far: Grandpa Walt was born in 1938 in Scranton, drove a bread truck for 31 years and
never missed one of my softball games. He married Grandma Lou on June 14, 1961. He taught me to fish
at Lake Wallenpaupack the summer I turned eight, and he always said "measure twice, cut once."

Please turn this into a three-minute eulogy for Saturday.""", "obituary:eulogy-xml",
             ["xml_element", "head", "cuid2", "python_isoformat", "dates_in_content_neighbour"])


@pos
def _notice_style_check(g: Gen56) -> Draft:
    t = g.at("ie")
    return P(f"""You correct paid death notices for the Evening Herald before they go to the notices desk. Keep the
family's wording; fix only house style (dates as "Tuesday, April 14", times as "11am").

Style check {v('run_id', 'sc_' + g.b58(16))} ran {v('datetime', 'at ' + rfc3339(t))} against the Evening Herald's notice rules.

Draft notice:
BYRNE, Kathleen (née Walsh), Drimnagh, Dublin 12, April 11th 2026, peacefully at St James's Hospital.
Reposing at Massey Bros., Thomas Street, on Monday 13/04 from 5pm to 7pm. Requiem Mass on Tuesday 14th
April at 10.00 in the Church of St John Bosco, followed by burial in Bohernabreena Cemetery.

Corrected notice:""", "obituary:notice-style-check", ["inline_sentence", "run_id", "base58", "rfc3339"])


@pos
def _llama_nota(g: Gen56) -> Draft:
    t = g.at("BRT")
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

Você escreve notas de falecimento para o site da Funerária Bom Pastor (Campinas). Use linguagem sóbria,
sem adjetivos exagerados, e inclua local e horário do velório e do sepultamento.<|eot_id|><|start_header_id|>user<|end_header_id|>

Meu pai, José Aparecido Ferreira, faleceu ontem aos 79 anos. Velório no Cemitério da Saudade, sala 4,
das 8h às 11h; sepultamento às 11h30 no mesmo cemitério. Deixa esposa, três filhos e cinco netos.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
             "obituary:llama3-nota", ["llama3", "today_date", "knowledge_cutoff_neighbour", "portuguese", "non_english"])


@pos
def _eulogy_timing(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""x-app: eulogy-coach/3.2
{v('epoch', 'x-request-start: t=' + str(epoch_us(t)))}
x-locale: en-GB

You coach people who have to read a eulogy aloud. Estimate the spoken length at 130 words a minute,
suggest where to pause, and mark any sentence that is hard to say through tears.

I only have five minutes at the crematorium because the next service starts straight after. Here is
my draft (about 820 words). What should I cut first?

"Mum was never one for fuss. She was born in Rotherham in 1946 and left school at fifteen..."
Coach:""", "obituary:eulogy-timing", ["head", "header_block", "epoch_us", "stable_neighbours"])


@pos
def _slideshow_upload(g: Gen56) -> Draft:
    t = g.at("au_syd")
    return P(f"""You write short captions for a tribute slideshow that will play during the service. One line per
photo, warm but not sentimental, no more than ten words.

Photos (captions typed by the family):
IMG_0412.jpg  1974, wedding day at St Mary's, Bathurst
IMG_0415.jpg  the Kingswood we drove to Perth in, 1979
IMG_0433.jpg  Christmas 1998, all eleven grandchildren
IMG_0460.jpg  80th birthday, 3 March 2019
{v('request_id', 'Upload: up_' + g.b62(18))}
{v('datetime', 'Upload received: ' + rfc3339(t, 6))}

Captions:""", "obituary:slideshow-upload", ["under_block", "upload", "rfc3339_us", "offset"])


@pos
def _obituary_tagalog(g: Gen56) -> Draft:
    return P(f"""[ctx {v('request_id', 'req=' + g.hex(20))} lang=tl tone=formal]
Translate the obituary into Tagalog for relatives in Batangas. Keep names, dates and places exactly as
written; translate the church and cemetery names only if they have a common Tagalog form.

Obituary:
Rosario "Charing" Villanueva Dela Cruz, 88, of Daly City, passed away peacefully on April 9, 2026.
Born in Lipa, Batangas, on October 2, 1937. Visitation on Thursday, April 16, from 4 to 9 p.m. at
Duggan's Serra Mortuary; funeral Mass on Friday, April 17, at 10 a.m. at Our Lady of Mercy Church.
Tagalog:""", "obituary:tagalog-translation", ["bracketed_kv", "hex", "dates_in_content_neighbour"])


@pos
def _hindi_condolence(g: Gen56) -> Draft:
    t = g.at("IST")
    m = MONTHS_L["hi"][t.month - 1]
    stamp = digits_in(f"{t.day} {m} {t.year}, {t:%H:%M}", DEVANAGARI_ZERO)
    return P(f"""आप "श्रद्धा सुमन" ऐप के सहायक हैं। लोग शोक संदेश या श्रद्धांजलि लिखने में मदद माँगते हैं। भाषा सरल
और सम्मानजनक रखें, और परिवार के धर्म के अनुसार शब्द चुनें।
{v('datetime', 'वर्तमान तिथि व समय: ' + stamp)}

उपयोगकर्ता: मेरे सहकर्मी के पिताजी का कल निधन हो गया। तेरहवीं अगले रविवार को है। व्हाट्सऐप पर भेजने के लिए
एक छोटा शोक संदेश लिख दीजिए।""", "obituary:hindi-condolence", ["system_tail", "localized_now", "devanagari_digits", "non_english"])


@pos
def _klepsydra(g: Gen56) -> Draft:
    t = g.at("eu")
    m = MONTHS_L["pl"][t.month - 1]
    return P(f"""Generator klepsydr - Zakład Pogrzebowy "Anioł", Nowy Sącz
Szablon: klepsydra-czarna-v4
{v('datetime', f'Data i godzina: {t.day} {m} {t.year}, {t:%H:%M}')}
Przygotuj tekst klepsydry według szablonu: imię i nazwisko, wiek, data śmierci, msza, pogrzeb, "o czym
zawiadamia pogrążona w smutku rodzina". Nie zmieniaj dat podanych przez rodzinę.

Rodzina: Prosimy o klepsydrę. Śp. Stanisław Wójcik, lat 84, zmarł 9 kwietnia 2026 r. Msza święta
żałobna w kościele pw. św. Kazimierza 13 kwietnia 2026 r. o godz. 12:00, następnie pogrzeb na
cmentarzu komunalnym przy ul. Rejtana.""", "obituary:klepsydra", ["header_block", "localized_long", "polish", "non_english"])


@pos
def _obituary_cloudevent(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""ce-specversion: 1.0
ce-type: com.tributepress.obituary.published
ce-source: /sites/hollister-greene
{v('request_id', 'ce-id: ' + g.uuid4())}
{v('datetime', 'ce-time: ' + rfc3339(t, 3))}
content-type: application/json

{{"obituary": "margaret-ann-kowalski", "published": "2026-04-11T16:20:00-05:00", "title": "Margaret Ann Kowalski, 1939-2026",
"words": 412, "has_photo": true}}

You write the meta description (under 155 characters) and a page title for newly published
obituaries. Use the name and years; no clickbait.
Meta description:""", "obituary:cloudevent-seo", ["head", "cloudevents_binary", "uuid", "rfc3339", "payload_stays"])


@pos
def _eulogy_chatml(g: Gen56) -> Draft:
    t = g.at("nz")
    return P(f"""<|im_start|>system
You are Hine, a writing companion from Te Aroha Funeral Services (Hamilton). Help whānau write a
eulogy or a mihi. Use te reo Māori words only when the family does, and check spellings of names.
{v('datetime', 'Current time: ' + zoned(t))}
<|im_end|>
<|im_start|>user
Koro's tangi is at the marae from Thursday and the burial is on Saturday. I want to say something short
about his years on the railways and how he taught us all to play euchre.<|im_end|>
<|im_start|>assistant""", "obituary:eulogy-chatml", ["chatml", "system_turn_own_line", "zoned", "nz"])


@pos
def _obituary_fact_check(g: Gen56) -> Draft:
    t = g.at("us_c")
    return P(f"""You check obituary drafts against the funeral home's case file before publication. List every fact in
the draft that does not match the file, and nothing else.

Case file pulled {v('datetime', 'at ' + rfc3339(t))} for this request:
Name: Harold Eugene Lindqvist
Born: 1934-11-02, Moorhead, Minnesota
Died: 2026-04-08, Fargo, North Dakota
Survived by: wife Ruth (m. 1958); children Karen, Thomas, Ellen; 7 grandchildren
Service: 2026-04-13 10:30, First Lutheran Church, Fargo

Draft: Harold Eugene Lindqvist, 91, of Fargo, died April 8, 2026. Born November 2, 1934, in Moorhead,
he married Ruth in 1957. A service will be held Monday, April 13, at 10:30 at First Lutheran Church.
Mismatches:""", "obituary:fact-check", ["inline_phrase", "rfc3339", "fetched_record"])


@pos
def _mistral_post(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""<s>[INST] You rewrite social media posts that announce a death so that they are clear and gentle.
Keep the poster's voice, put the practical details (date, time, place) on their own line, and remove
anything the poster might regret sharing publicly.
{v('datetime', 'Request time: ' + rfc3339_ns(t, g.small(1, 1000)))}

Post: so my best friend Dev passed on sunday after the accident and the family asked me to share that
the funeral is thursday 2pm at Golders Green crem, west chapel. I still cant believe it. no flowers pls,
donations to the air ambulance [/INST]""", "obituary:mistral-post", ["mistral", "own_line_in_instruction", "rfc3339_ns"])


@pos
def _in_memoriam_footer(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""Write a four-line In Memoriam verse for the Northern Echo's anniversaries page. It must rhyme
loosely, mention "three years", and end with the family's names: "Love always, Jean, Paul and Lisa."

Details from the family: Derek Armstrong, died 14 April 2023, loved his allotment and Sunderland AFC.

--
VerseBook 2.4 for newspaper notices
{v('request_id', 'Request: vb-' + g.hex(12))}
{v('datetime', 'Rendered: ' + rfc2822(t))}""", "obituary:in-memoriam-footer", ["footer", "tail", "rfc2822", "one_field_per_line"])


# --- positives: death registration and paperwork ------------------------------------------------------


@pos
def _register_office_slots(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You help people book an appointment to register a death in England. Deaths must normally be
registered within 5 days. Offer at most three slots and say which documents to bring.

Register office slots {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot ' + g.ulid(t).lower() + ')')} for this request:
Darlington Register Office - Tue 14 Apr 09:30, Tue 14 Apr 15:00, Wed 15 Apr 11:15
Stockton Register Office - Mon 13 Apr 16:00, Thu 16 Apr 10:00

Caller: Mum died on Thursday in Darlington Memorial Hospital. The doctor says the medical examiner has
finished. I can't do Monday. What is the earliest I can register?
Assistant:""", "registration:register-office-slots", ["inline_phrase", "parenthesised_id", "ulid_lower", "slots_stay"])


@pos
def _certificate_order_cookie(g: Gen56) -> Draft:
    return P(f"""Cookie: locale=en-US; state=TX; theme=light; {v('session_id', 'vrsess=' + g.b64url(24))}

You help people order certified copies of Texas death certificates. Explain who is a qualified
applicant, the fee per copy, and that funeral homes usually order the first copies.

User: I'm the executor but not family. My aunt died in Austin on March 30. Can I order copies, and how
many should I get for the bank, the pension and the house?
Assistant:""", "registration:certificate-cookie", ["head", "cookie_last_pair", "session_id", "base64url"])


@pos
def _standesamt(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""Du bist der Assistent des Bestattungshauses Kremer in Freiburg. Du erklärst Angehörigen, welche
Unterlagen das Standesamt für die Sterbeurkunde braucht. Keine Rechtsberatung.
Standesamt: Freiburg im Breisgau
{v('datetime', f'Jetzt: {t:%d.%m.%Y}, {t:%H:%M} Uhr')}

Angehörige: Mein Vater ist gestern im Pflegeheim gestorben. Er war geschieden, das Scheidungsurteil
finde ich nicht. Bekommen wir trotzdem die Sterbeurkunde, und wie viele Exemplare brauchen wir?""",
             "registration:standesamt", ["header_block", "german_dotted", "german", "non_english"])


@pos
def _denuncia_morte(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""<!-- {v('request_id', 'req=' + g.uuid4())} {v('epoch', 'at=' + str(epoch_ms(t)))} sportello=onoranze-castelli -->
Sei l'assistente delle Onoranze Funebri Castelli (Bergamo). Spieghi ai familiari le pratiche dopo un
decesso: denuncia di morte, permesso di seppellimento o cremazione, comunicazioni all'INPS.
Rispondi in italiano, con un elenco numerato.

Familiare: La nonna è mancata stanotte a casa. Il medico curante è venuto stamattina. Cosa dobbiamo
fare noi e cosa fate voi?""", "registration:denuncia-morte", ["html_comment", "key_value_inline", "epoch_ms", "italian", "non_english"])


@pos
def _acta_defuncion_ar(g: Gen56) -> Draft:
    t = g.at("BRT")
    return P(f"""Sos el asistente de Cochería Del Parque (Rosario, Santa Fe). Explicás los trámites del acta de
defunción y la licencia de inhumación en el Registro Civil. Tono cálido y directo.
{v('datetime', 'Ahora: ' + dmy(t))}
Sede: Rosario centro

Familiar: Mi viejo falleció anoche en el sanatorio. ¿El acta la sacan ustedes o tengo que ir yo al
Registro Civil? Necesito también una copia para el banco.""", "registration:acta-defuncion-ar", ["system_tail", "day_first_slashed", "spanish", "non_english"])


@pos
def _bank_bereavement(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""{v('token', 'X-Session-Token: ' + g.jwt(t, 'bereavement-portal:agent-2291'))}
X-Portal: bereavement-notify
X-Bank: Northfield Building Society

You help the bank's bereavement team reply to people who notified a death through the portal. Say what
happens to each account and which documents are still needed. Never promise payment dates.

Notification (from the portal form):
Deceased: Gordon Ashworth, date of death 2 April 2026
Accounts: easy-access saver 40-11-02 71830294; fixed bond 40-11-02 88012746 (matures 30 Sep 2026)
Notifier: Claire Ashworth (daughter), executor named in the will
Documents received: death certificate (certified copy)

Reply:""", "registration:bank-bereavement", ["head", "jwt", "session_token", "accounts_stay"])


@pos
def _cremation_form(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""Form helper: Application for cremation of the body of a person who has died (Cremation 1)
Form version: Cremation 1 (rev. 2024-07)
{v('session_id', 'Helper session: ' + g.nanoid())}
{v('datetime', 'Started: ' + dmon(t))}

Explain each question of the form in plain English. The applicant is usually the executor or the
nearest relative. Do not fill in answers for them.

Applicant: Question 9 asks whether I know of any reason for further examination. My dad had a
pacemaker - is that the kind of thing it means?
Helper:""", "registration:cremation-form", ["head", "header_block", "nanoid", "dd_mon_yyyy", "form_version_stays"])


@pos
def _inquest_list(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You help bereaved families understand coroners' court listings in plain English. Explain what an
"inquest opening" and a "pre-inquest review" are and what the family needs to do, if anything.

Inquest list fetched {v('datetime', 'at ' + http_date(t))} {v('request_id', '(poll ' + g.b32(16) + ')')} for this request:
HM Coroner for West Yorkshire (Eastern) - Bradford
14/04/2026 10:00  Opening - Jason Michael Pearce, 41
14/04/2026 10:20  Pre-inquest review - Aisha Rahman, 67
16/04/2026 09:30  Inquest (2 days, with jury) - Kevin O'Rourke, 29

Family member: My brother is Jason Pearce. Do we have to go on Tuesday?
Assistant:""", "registration:inquest-list", ["inline_phrase", "parenthesised_id", "http_date", "base32", "listings_stay"])


@pos
def _tamil_certificate(g: Gen56) -> Draft:
    t = g.at("IST")
    m = MONTHS_L["ta"][t.month - 1]
    return P(f"""நீங்கள் சென்னை மாநகராட்சியின் இறப்புச் சான்றிதழ் உதவியாளர். எந்த ஆவணங்கள் தேவை, எங்கு விண்ணப்பிக்க வேண்டும்
என்பதை எளிய தமிழில் சொல்லுங்கள். கட்டணம் பற்றி உறுதியாகத் தெரியாவிட்டால் அலுவலகத்தைக் கேட்கச் சொல்லுங்கள்.
{v('date', f'இன்றைய தேதி: {t.day} {m} {t.year}')}

பயனர்: என் அம்மா கடந்த வாரம் வீட்டில் இறந்தார். 21 நாட்களுக்குள் பதிவு செய்ய வேண்டுமா? தாமதமானால் என்ன ஆகும்?""",
             "registration:tamil-certificate", ["system_tail", "localized_date", "tamil", "non_english"])


@pos
def _medical_examiner_desk(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""| Field        | Value                               |
|--------------|-------------------------------------|
| Office       | Medical Examiner Service, Leeds     |
| Officer      | MEO J. Barker                       |
{v('session_id', '| Desk session | ' + g.b32(20).ljust(35) + ' |')}
{v('datetime', '| Opened       | ' + dmon(t).ljust(35) + ' |')}

You help medical examiner officers write the call notes they send to bereaved relatives after the
scrutiny call. Plain English, no medical jargon, and say clearly what happens next.

Officer notes: spoke to Mrs Patel (wife). Explained cause of death 1a pneumonia, 1b COPD. She had no
concerns. Certificate to register office today; she can book registration from tomorrow.
Call summary for the family:""", "registration:medical-examiner-desk", ["md_table", "base32", "dd_mon_yyyy", "work_session"])


@pos
def _tell_us_once(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You explain the Tell Us Once service to people who have registered a death. Say which organisations it
informs, which it does not, and what the reference number is for.

Reference check {v('request_id', g.uuid6(t))} ran {v('datetime', 'at ' + rfc3339(t, 3))} against the Tell Us Once service.
Result: reference valid, issued by Sefton register office, not yet used.

User: The registrar gave me a Tell Us Once number. Do I still need to ring the council about Dad's
council tax and his blue badge, and what about his private pension?
Assistant:""", "registration:tell-us-once", ["inline_sentence", "uuid6", "rfc3339"])


# --- positives: cemetery plots and memorials ----------------------------------------------------------


@pos
def _plot_search(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""You help the office staff of Oakwood Hill Cemetery (Syracuse) answer families about graves. Use only
the search results; give the section, lot and grave exactly as listed.

Plot search {v('run_id', g.ksuid(t))} ran {v('datetime', 'at ' + rfc3339(t))} on the section C map layer.
Results for "Brennan":
C-114-2  Patrick J. Brennan (1921-1988), interred 1988-02-17, lot owner Mary Brennan (deceased)
C-114-3  Mary T. Brennan (1924-2009), interred 2009-06-05
C-114-4  vacant - right of interment held by the estate of Mary Brennan

Caller: My father wants to be buried with his parents in the Brennan lot. Is there room, and who has to
sign?
Assistant:""", "cemetery:plot-search", ["inline_sentence", "ksuid", "rfc3339", "records_stay"])


@pos
def _monument_slack(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""{{
  "type": "event_callback",
  "team_id": "T04PARKS",
  "api_app_id": "A07MEMPERM",
  "event": {{
    "type": "message",
    "channel": "C05MONUMENTS",
    "user": "U03MASON",
    {v('message_id', '"ts": "' + g.slack_ts(t) + '",')}
    "text": "Permit request: upright granite headstone, 36x24x6 in, for grave F-22-9 (Ida Szabo). Inscription proof attached. Can we set it before Memorial Day?"
  }},
  {v('request_id', '"event_id": "Ev' + g.b32(9) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "authorizations": [{{"team_id": "T04PARKS", "is_bot": true}}]
}}
You are the monument permit assistant for Riverside Memorial Park. Check the request against the rules:
upright monuments up to 36 in wide in section F, granite or bronze only, settling period of six months
after burial. Reply in the thread with approve, query or refuse and one sentence of reason.
Reply:""", "cemetery:monument-slack", ["slack_event", "json_block", "slack_ts", "envelope", "payload_stays"])


@pos
def _grounds_tablet(g: Gen56) -> Draft:
    t = g.during(g.at("us_c"), 7, 8)
    return P(f"""Grounds crew assistant - Rosehill Cemetery, Chicago
Crew: North team (3)
{v('datetime', 'Tablet clock: ' + windows_general(t))}

Open work orders:
WO-5512 open grave D-40-11 for 10:30 interment (Kaminski), vault delivery 09:45
WO-5514 raise sunken flat marker B-7-3
WO-5519 remove spent flowers, sections A-C (weekly)

Crew lead: We're running late after the frost. What's the order of jobs so the Kaminski grave is
ready on time?
Assistant:""", "cemetery:grounds-tablet", ["header_block", "device_clock", "windows_datetime", "work_orders_stay"])


@pos
def _columbarium(g: Gen56) -> Draft:
    t = g.during(g.at("us_w"), 10, 16)
    return P(f"""You are the family services assistant at Cypress Lawn columbarium (Colma). Offer niches that fit
the family's request and give their exact codes and prices from the availability list.

Niche availability {v('datetime', 'as of ' + rfc3339_min(t))} for this request:
Garden of Peace, glass-front: GP-3-14 (eye level, $6,800), GP-5-02 ($5,900)
Cloister walk, marble-front: CW-1-21 (double, $9,400), CW-4-08 (single, $5,200)
Chapel wall: none

Family: We want a niche for both our parents' urns, ideally at eye level and indoors.
Assistant:""", "cemetery:columbarium", ["inline_phrase", "rfc3339_minutes", "prices_stay"])


@pos
def _dig_planner(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""{v('run_id', 'DIG_PLANNER_RUN=dp-' + g.hex(10))}
{v('epoch', 'DIG_PLANNER_STARTED=' + str(epoch_ms(t)))}
CEMETERY=MOUNT_HOPE
TZ=America/Toronto
FROST_DEPTH_CM=45

You plan grave openings for Mount Hope Cemetery. Each full-depth opening needs 3 hours with the
excavator; cremation plots need 40 minutes by hand. Openings must be finished one hour before the
interment.

Interments on Thursday: 10:00 full burial (section 12), 11:30 cremation (garden 3), 14:00 full burial
(section 4). The excavator is free from 06:00.
Plan:""", "cemetery:dig-planner", ["key_value_lines", "head", "epoch_ms", "stable_neighbours"])


@pos
def _headstone_ocr(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You help volunteers of the Ceredigion graveyard survey transcribe headstones. Correct obvious OCR
mistakes, keep the Welsh spelling and line breaks, and mark anything you are unsure of with [?].

{v('request_id', 'ocr_job=' + g.xid(t))} {v('datetime', 'finished=' + rfc3339(t, 3))} engine=tess5 lang=cym+eng photo=capel-bethel-0417.jpg
ER COF ANNWYL AM
DAVID JONES
TYDDYN BACH, LLANGEITHO
BU FARW MAWRTH 3 1887
YN 64 MLWYDD OED
"Gwyn eu byd y rhai pur o galon"

Transcription:""", "cemetery:headstone-ocr", ["logfmt", "xid", "rfc3339", "inscription_stays"])


@pos
def _bench_checkout(g: Gen56) -> Draft:
    return P(f"""You are the memorial bench assistant for Brighton & Hove parks. Explain what a memorial bench
includes (10-year agreement, plaque up to 40 characters) and help the buyer finish the order.

Stripe context:
Stripe-Version: 2024-06-20
Customer: cus_Qm4T7wXb2LpA9s
{v('session_id', 'Checkout session: cs_live_' + g.b62(58))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Buyer: Can the plaque say "For Dot, who loved this view - 1938-2025"? Is that too long?
Assistant:""", "cemetery:bench-checkout", ["header_block", "stripe", "session_id", "stable_neighbours"])


@pos
def _cemetery_kiosk(g: Gen56) -> Draft:
    t = g.during(g.at("uk"), 10, 15)
    return P(f"""Find-a-grave kiosk - Arnos Vale Cemetery, main gate
Kiosk: K-2
{v('session_id', 'Kiosk session: ' + g.xid(t))}
{v('datetime', 'Kiosk clock: ' + british_long(t) + ', ' + hm(t))}

Help visitors find a grave from the burial index and give walking directions from the main gate.
The cemetery closes at 17:00 in summer and 16:00 from November to February.

Visitor: I'm looking for Florence Mabel Tucker, buried around 1952. Is it a long walk?
Kiosk:""", "cemetery:kiosk", ["header_block", "xid", "kiosk_clock", "british_long"])


@pos
def _viber_grave_care(g: Gen56) -> Draft:
    t = g.at("ee")
    return P(f"""{{
  "event": "message",
  {v('epoch', '"timestamp": ' + str(epoch_ms(t)) + ',')}
  {v('message_id', '"message_token": ' + g.digits(19) + ',')}
  "sender": {{"id": "01234567890A=", "name": "Daniela", "language": "ro"}},
  "message": {{"type": "text", "text": "Bună ziua, puteți pune flori și aprinde o candelă la mormântul mamei (rândul 7, locul 12) de Paștele Blajinilor?"}}
}}
You are the assistant of Flori de Amintire, a grave-care service at Cimitirul Bellu (Bucharest).
Confirm what the customer asks for, give the price from the list (flowers and candle: 120 lei) and
ask for the date of the visit if it is missing. Answer in the customer's language.
Reply:""", "cemetery:viber-grave-care", ["json_block", "viber", "epoch_ms", "message_token", "romanian_payload"])


@pos
def _war_grave_lookup(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You help relatives find the graves of soldiers of the First World War. Explain the record in plain
words and suggest how to visit.

Casualty record retrieved {v('datetime', 'at ' + rfc2822(t))} {v('request_id', '(lookup ' + g.hex(12) + ')')} for this request:
Private ALBERT EDWARD HOLLIS, Service Number 14862
8th Bn., King's Own Yorkshire Light Infantry
Died 01/07/1916, age 19
Son of Thomas and Ada Hollis, of 12 Wharf Street, Barnsley
Buried: Serre Road Cemetery No. 2, Somme, France. Grave XXVII. D. 4.

User: He was my great-great-uncle. We're going to the Somme in July. How do we find his grave there?
Assistant:""", "cemetery:war-grave-lookup", ["inline_phrase", "parenthesised_id", "rfc2822", "record_stays"])


@pos
def _qr_memorial_scan(g: Gen56) -> Draft:
    t = g.at("CST")
    return P(f"""[qr {v('request_id', 'scan=' + g.ksuid(t))} {v('epoch', 't=' + str(epoch_ms(t)))} grave=B-14-07 site=st-marys-cemetery]
You are the memorial page assistant reached by the QR code on a headstone. Greet the visitor, tell them
whose grave this is and offer to show the life story, photos or the guestbook.

Memorial: Elena Ruiz Montoya, 1950-2024, "Mamá Elena", teacher at San Antonio ISD for 34 years.

Visitor: Hola, who was she?
Assistant:""", "cemetery:qr-memorial", ["bracketed_kv", "ksuid", "epoch_ms", "head"])


# --- positives: crematorium scheduling -----------------------------------------------------------------


@pos
def _cremation_slot_hold(g: Gen56) -> Draft:
    t = g.at("uk")
    exp = t + timedelta(minutes=15)
    return P(f"""You book services at Lambeth Crematorium for funeral directors. A held slot is released automatically
when the hold expires; say so when you offer it.

Held for this booking:
Slot: Thursday 16 April, 11:20, East Chapel (40 minutes)
{v('token', 'Hold token: ' + g.b64url(18))}
{v('datetime', 'Hold expires: ' + hms(exp) + ' ' + exp.tzname())}
Funeral director: Hatton & Rowe (account FD-0087)

Funeral director: The family might want the West Chapel for more seats. Can we swap without losing the
time?
Assistant:""", "crematorium:slot-hold", ["header_block", "hold_token", "computed_expiry", "slot_stays"])


@pos
def _cremator_console(g: Gen56) -> Draft:
    t = g.during(g.at("uk"), 14, 14, 20)
    return P(f"""Crematorium technician assistant - Thornhill Crematorium
{v('datetime', 'Console clock: ' + hms(t))}
Cremator 1: in cycle (started 13:10, case CR-26-1142)
Cremator 2: cooling, available from 14:40
Cremator 3: out of service (refractory repair, back 20 April)

Committals still to come today: 14:30 (CR-26-1147), 15:15 (CR-26-1149), 16:00 (CR-26-1150)

Technician: Can we still complete all three today within the same-day commitment, or do we need to
tell the office?
Assistant:""", "crematorium:console-clock", ["header_block", "device_clock", "time_alone", "records_stay"])


@pos
def _chapel_media_upload(g: Gen56) -> Draft:
    t = g.at("AEST")
    return P(f"""You check music and visual tributes before a service at Pinnaroo Valley Memorial Park. Warn if the
running time does not fit the 45-minute booking.

Media package {v('request_id', g.ulid(t))} uploaded {v('datetime', 'at ' + rfc3339(t, 3))} to the West Chapel music system.
Entry: "Amazing Grace" (Il Divo) 4:28
Reflection: "Time to Say Goodbye" 4:05
Slideshow: 62 photos, "The Parting Glass" + "Gracie" 9:40
Exit: "My Way" (Frank Sinatra) 4:35

Celebrant: With a 20-minute eulogy and two readings, do we fit in 45 minutes?
Assistant:""", "crematorium:media-upload", ["inline_sentence", "ulid", "rfc3339", "durations_stay"])


@pos
def _crematorium_diary_api(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""{{"site":"canford",{v('request_id', '"req":"' + g.hex(24) + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"view":"week"}}
You answer funeral directors' questions about free times in the Canford Crematorium diary. Services are
booked in 40-minute slots from 09:00; the last slot starts at 16:20.

Diary (this week, booked slots): Mon 09:00, 10:20, 11:40; Tue 09:40, 13:00, 15:00; Wed all day closed
for maintenance; Thu 09:00, 09:40, 10:20, 11:00.

Funeral director: Is there anything on Tuesday morning between 10 and 12 for about 60 mourners?
Assistant:""", "crematorium:diary-api", ["json_inline", "head", "hex", "epoch_s"])


@pos
def _ashes_sms(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You reply to text messages sent to Hatton & Rowe Funeral Directors about collecting ashes. Office hours
are Monday to Friday 09:00-17:00; ashes can also be collected on Saturday by appointment.

From: +447700900461
{v('message_id', 'MessageSid: ' + g.twilio())}
{v('datetime', 'Received: ' + dmy(t, '/', True))}
Body: Hi its Sandra Cole. The crem said Dads ashes are back with you. Can my son collect them
Saturday morning, hes got his ID
Reply:""", "crematorium:ashes-sms", ["last_user", "twilio", "day_first_slashed", "sender_stays"])


@pos
def _crematorium_traceparent(g: Gen56) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ' + g.tracestate())}
x-fd-portal: 4.12.0

You are the booking assistant of the Funeral Directors' Portal for Bristol crematoria. Say which
documents are still missing before a booking can be confirmed (application form, medical certificate
or coroner's form, certificate for burial or cremation from the registrar).

Booking BR-26-2290: Westerleigh, Friday 17 April 14:00, South Chapel.
Documents on file: Cremation 1 (signed), green form from the registrar.
Assistant:""", "crematorium:portal-traceparent", ["head", "traceparent", "tracestate", "booking_stays"])


@pos
def _chapel_optimiser(g: Gen56) -> Draft:
    t = g.at("nz")
    return P(f"""You are the bookings assistant of Harewood Crematorium (Christchurch). Explain the schedule proposed by
the optimiser to the bookings officer and point out any service shorter than the family asked for.

Chapel schedule optimiser run {v('run_id', g.uuid6(t))} started {v('datetime', 'at ' + rfc3339(t))} on diary node cd-1.
Proposed Friday:
10:00-11:00 Chapel 1 - Tuhiwai whānau (asked for 90 minutes)
11:30-12:15 Chapel 2 - Reynolds (asked for 45 minutes)
13:00-14:00 Chapel 1 - Pham (asked for 60 minutes)

Bookings officer: Why did the Tuhiwai service get cut, and what can we do?
Assistant:""", "crematorium:chapel-optimiser", ["inline_sentence", "uuid6", "rfc3339", "nz_offset"])


@pos
def _aryaghat_booking(g: Gen56) -> Draft:
    t = g.during(g.at("NPT"), 10, 12)
    return P(f"""You help families book the electric crematorium at Aryaghat, Kathmandu, through the Pashupati Area
Development Trust desk. Explain the documents, the fee and what the family brings for the rites.
{v('datetime', 'Booking desk time: ' + rfc3339(t))}
Desk: Aryaghat counter 2

Family: My grandmother died this morning in Bhaktapur. Can we come at 3 in the afternoon? We are
eleven people and we need the priest as well.
Assistant:""", "crematorium:aryaghat", ["system_tail", "rfc3339", "offset_0545", "desk_stays"])


@pos
def _ticks_widget(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""Booking widget context (crematorium diary plug-in for funeral home websites):
  site: woodvale-brighton
  culture: en-GB
  {v('datetime', 'clientTicks: ' + str(dotnet_ticks(t)))}
  widgetBuild: 2026.3.2

Tell families which kinds of service Woodvale offers (chapel, direct, witnessed) and how long each
chapel slot is (North Chapel 45 minutes, South Chapel 30 minutes). Do not take bookings.

Family: How long do we get in the bigger chapel?
Assistant:""", "crematorium:ticks-widget", ["yaml_block", "dotnet_ticks", "stable_neighbours"])


# --- positives: livestreamed services ------------------------------------------------------------------


@pos
def _encoder_stats(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""You help funeral home staff keep a service livestream running. Explain in one or two short steps what
to check; the staff member is not technical.

Encoder stats fetched {v('datetime', 'at ' + go_nano(t, g.small(1, 1000)))} for this request:
output: 1080p30, 4500 kbps target, 2380 kbps actual
dropped frames: 412 of 18,220 (network)
uplink: chapel Wi-Fi (2.4 GHz), signal -71 dBm
stream uptime: 00:21:14

Staff: The family at home say the picture keeps freezing. What do I do without stopping the service?
Assistant:""", "livestream:encoder-stats", ["inline_phrase", "go_rfc3339nano", "fetched_stats"])


@pos
def _viewer_token(g: Gen56) -> Draft:
    t = g.at("ee")
    return P(f"""{v('token', 'X-Viewer-Token: ' + g.jwt(t, 'viewer:memorial-4417'))}
X-Event: memorial-4417
X-Stream-Region: eu-central

You answer people watching a private funeral livestream. The event is the funeral of Andreas
Papadakis at the Metropolitan Church of Thessaloniki. The stream starts 15 minutes before the service;
a recording is available for 30 days.

Viewer: The video stopped and now it says my link is not valid. Do I need a new link?
Assistant:""", "livestream:viewer-token", ["head", "jwt", "stable_neighbours"])


@pos
def _vod_trim(g: Gen56) -> Draft:
    t = g.at("us_w")
    return P(f"""You prepare the recording of a livestreamed service for the family. Use the cue points to suggest the
chapters for the video page.

Trim job {v('run_id', g.uuid7(t))} finished {v('datetime', 'at ' + rfc3339(t, 6))} on worker vod-3.
Recording: 01:12:44 after trimming (pre-roll 00:14:02 removed)
Cue points: 00:00:00 prelude; 00:03:10 welcome; 00:07:45 tribute by Laura; 00:24:30 slideshow;
00:33:05 prayers; 00:41:50 committal; 00:47:20 closing song

Chapters:""", "livestream:vod-trim", ["inline_sentence", "uuid7", "rfc3339_us", "timecodes_stay"])


@pos
def _stream_cloudevent(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/streams/fh-8812/chapel-a",
  "type": "stream.ended",
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "data": {{"stream": "svc-2026-0412-kowalski", "started_at": "2026-04-14T10:45:02-05:00", "ended_at": "2026-04-14T12:03:37-05:00", "peak_viewers": 86}}
}}
Write a two-sentence note to the family saying the livestream has ended and the recording will be
ready within the hour. Mention how many people watched at the peak.
Note:""", "livestream:cloudevent", ["cloudevents_structured", "json_block", "uuid", "rfc3339", "payload_stays"])


@pos
def _stream_api_call(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""You help the funeral home's media coordinator with the streaming account. The program called the
streaming API for this request; its response headers and body follow.

HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Content-Type: application/json

{{"live_stream": "ls_kowalski", "status": "idle", "reconnect_window_s": 60, "recent_asset": "as_8812_0414"}}

Coordinator: The stream shows idle but the chapel camera is on. What should I check?
Assistant:""", "livestream:api-call", ["program_call", "http_date", "request_id", "body_stays"])


@pos
def _memorial_meeting(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""# Memorial room
- **Meeting:** 812 4471 0098 (recurring memorial room)
- **Host:** Westbrook Funeral Chapel
{v('request_id', '- **Join request:** jr_' + g.b58(20))}
{v('datetime', '- **Joined at:** ' + us_medium(t))}

You help relatives join an online memorial gathering. Explain how to unmute, how to share a memory when
the host invites them, and that the gathering is not recorded.

Relative: I'm in and I can see everyone, but they can't hear me. I'm on an iPad.
Assistant:""", "livestream:memorial-meeting", ["md_bullets", "base58", "us_medium", "stable_neighbours"])


@pos
def _stream_b3(g: Gen56) -> Draft:
    return P(f"""You answer questions about webcasting funerals at Woodvale Crematorium: how families get the link,
how long the recording is kept (28 days) and how to order a download (GBP 45).
{v('trace_id', 'b3: ' + g.b3())}

Family: My aunt in Canada can't watch live because of the time difference. Can she watch it later and
for how long?
Assistant:""", "livestream:b3-single", ["system_tail", "b3_single"])


@pos
def _websocket_chat(g: Gen56) -> Draft:
    return P(f"""Upgrade: websocket
Connection: Upgrade
{v('nonce', 'Sec-WebSocket-Key: ' + g.b64(16))}
Sec-WebSocket-Version: 13
Origin: https://watch.stillwatermemorial.example

You answer people in the chat beside a memorial livestream. Keep replies short; tell people that the
family can read the chat afterwards and that messages can be removed on request.

Viewer: Can the family see who wrote what in here?
Assistant:""", "livestream:websocket-chat", ["head", "header_block", "websocket_key", "stable_neighbours"])


# --- positives: parish and congregation management ---------------------------------------------------


@pos
def _marriage_register_pull(g: Gen56) -> Draft:
    t = g.at("ie")
    return P(f"""You help the parish secretary of St Brigid's, Kilcullen, prepare a marriage certificate extract for
a couple's civil records. Copy names, dates and the celebrant exactly as they are in the register.

Register entry pulled from the parish system {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(pull ' + g.b58(14) + ')')} for this request:
Liber Matrimoniorum, Vol. 9, p. 112, no. 37
Date of marriage: 22 June 1985
Groom: Michael Joseph Dunne, of Kilcullen, son of Patrick Dunne and Bridget Dunne (née Lalor)
Bride: Catherine Anne Fitzgerald, of Newbridge, daughter of John Fitzgerald and Mary Fitzgerald (née Behan)
Celebrant: Rev. Thomas Kinsella CC; witnesses: Sean Dunne, Aoife Fitzgerald

Secretary: Draft the extract and tell me what still needs the parish priest's signature.
Assistant:""", "parish:marriage-register", ["inline_phrase", "parenthesised_id", "rfc3339", "register_stays"])


@pos
def _ministry_rota(g: Gen56) -> Draft:
    t = g.at("us_c")
    return P(f"""[rota {v('run_id', 'run=' + g.hex(12))} {v('datetime', 'started=' + rfc3339(t, 3))} parish=st-cecilia-omaha]
You draft the monthly ministry rota for St Cecilia's. Each Mass needs 2 lectors, 4 extraordinary
ministers and 2 servers. Nobody serves at two Masses on the same weekend.

Masses: Sat 17:00, Sun 08:00, Sun 10:30 (choir), Sun 17:00 (Spanish)
Unavailable in May: the Okafor family (whole month), Linda P. (weekends of 9 and 16 May)

Draft the rota for the weekend of 2-3 May.
Rota:""", "parish:ministry-rota", ["bracketed_kv", "head", "hex", "rfc3339_ms"])


@pos
def _giving_signature(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""POST /hooks/giving HTTP/1.1
Host: office.stcecilia.example
Content-Type: application/json
Content-Digest: sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:
{v('signature', 'Signature-Input: sig1=("@method" "@path" "content-digest");created=' + str(epoch_s(t)) + ';keyid="giving-hook-2";nonce="' + g.b64url(12) + '"')}
{v('signature', 'Signature: sig1=:' + g.b64(64) + ':')}

{{"gift": "gft_55120", "donor": "dnr_0931", "fund": "Roof appeal", "amount": "250.00", "currency": "USD",
"created_at": "2026-04-11T19:02:44Z", "recurring": false}}

You are the parish office assistant. Write a one-paragraph thank-you note for this gift to the donor,
mentioning the fund. Do not mention the amount.
Note:""", "parish:giving-signature", ["http_message_signatures", "head", "signature", "payload_stays"])


@pos
def _giving_statement(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""You write the cover letter for a year-end contribution statement. Thank the donor, state that no goods
or services were provided in exchange, and list the total.

{v('request_id', 'Statement job: stj_' + g.b62(16))}
{v('date', 'Statement date (filled in by the statement tool, today): ' + long_date(t))}
Donor: Mr. and Mrs. Gerald Whitaker, envelope no. 318
Gifts in 2025: 52 weekly offerings totalling $3,120.00; Easter flowers $40.00 (2025-04-20); building
fund $500.00 (2025-10-05)

Letter:""", "parish:giving-statement", ["header_block", "statement_job", "today_in_artefact", "gifts_stay"])


@pos
def _count_session(g: Gen56) -> Draft:
    t = g.during(g.at("uk"), 12, 12)
    return P(f"""You help the counters of St Michael and All Angels reconcile the Sunday collection. Two counters must
agree before the figures go to the treasurer.

Count session {v('session_id', g.b32(16))} opened {v('datetime', 'at ' + hm(t))} on counting-room laptop CR-1.
Counter A: notes GBP 385.00, coins GBP 62.40, envelopes 14 (GBP 310.00)
Counter B: notes GBP 385.00, coins GBP 61.90, envelopes 14 (GBP 310.00)
Card reader (Sunday): GBP 145.00

Counter: We're 50p apart on coins. What should we do before we sign?
Assistant:""", "parish:count-session", ["inline_sentence", "base32", "time_alone", "figures_stay"])


@pos
def _tagalog_parish_whatsapp(g: Gen56) -> Draft:
    t = g.at("PHT")
    return P(f"""{{
  "object": "whatsapp_business_account",
  "from": "639171234567",
  {v('message_id', '"id": "wamid.' + g.b64(30).rstrip('=') + '",')}
  {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Magandang hapon po. Pwede po bang magpamisa para sa ika-40 araw ni Lola Pacita sa Sabado ng umaga? Ilan po ang donasyon?"}}
}}
You are the parish office assistant of San Roque Parish, Marikina. Reply in the parishioner's language.
Mass intentions for the 40th day can be offered at the 6:00 or 7:30 Saturday Mass; the suggested
offering is PHP 200 and names are written in the intentions book at the office.
Reply:""", "parish:tagalog-whatsapp", ["json_block", "whatsapp", "epoch_s", "sender_stays", "tagalog_payload"])


@pos
def _teams_staff_channel(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t.astimezone(UTC), 3) + '",')}
  "channelId": "msteams",
  "conversation": {{"id": "19:diocese-clergy-cover@thread.tacv2", "conversationType": "channel"}},
  "from": {{"name": "Revd Sarah Oduya"}},
  "text": "Can anyone take a funeral at St Peter's, Hinckley on Thursday 23 April at 13:30? Family are Methodist, burial after."
}}
You are the diocesan clergy cover assistant in Teams. Suggest who to ask from the cover list and draft
a one-line reply in the thread.
Cover list: Revd Mark Hale (free Thu pm), Canon Ruth Ellis (Thu am only), Revd Dr Tom Jarvis (on leave)
Reply:""", "parish:teams-clergy-cover", ["json_block", "teams_activity", "rfc3339_us", "channel_stays"])


@pos
def _wypominki(g: Gen56) -> Draft:
    t = g.at("eu")
    w = WEEKDAYS_L["pl"][t.weekday()]
    m = MONTHS_L["pl"][t.month - 1]
    return P(f"""Jesteś asystentem kancelarii parafii pw. Najświętszego Serca Pana Jezusa w Tarnowie. Pomagasz zapisać
wypominki roczne i jednorazowe. Kancelaria jest czynna we wtorki i czwartki 16:00-18:00.
{v('datetime', f'Teraz: {w}, {t.day} {m} {t.year}, {t:%H:%M}')}

Parafianka: Chciałabym zapisać wypominki roczne za rodziców, Józefa i Helenę Nowak, i za brata
Tadeusza. Czy mogę to zrobić przez internet i ile to kosztuje?""", "parish:wypominki", ["system_tail", "localized_long", "polish", "non_english"])


@pos
def _battesimo_xml(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""<richiesta {v('request_id', 'id="' + g.uuid4() + '"')} {v('datetime', 'ricevuta="' + rfc3339(t) + '"')} parrocchia="san-lorenzo-vicenza"/>
Sei l'assistente della segreteria parrocchiale di San Lorenzo (Vicenza). Spieghi come richiedere i
certificati di battesimo e cresima per il matrimonio e quanto tempo serve. Rispondi in italiano.

Parrocchiano: Buongiorno, mi sposo a settembre in un'altra diocesi. Mi servono il certificato di
battesimo e quello di cresima: posso chiederli per email o devo venire di persona?""",
             "parish:battesimo-xml", ["xml_attr", "head", "uuid", "rfc3339", "italian", "non_english"])


@pos
def _samoan_church(g: Gen56) -> Draft:
    t = g.at("WST")
    w = WEEKDAYS_L["sm"][t.weekday()]
    m = MONTHS_L["sm"][t.month - 1]
    return P(f"""You are the office assistant of the EFKS congregation at Malua. Reply in Samoan unless the member
writes in English. Contributions for a faalavelave are recorded by family and by village.
{v('datetime', f'Aso ma le taimi nei: {w}, {t.day} {m} {t.year}, {t:%H:%M}')}

Tagata: Talofa lava. O le a le taimi e amata ai le lotu o le maliu o le tina o le matou faifeau i le
Aso Faraile, ma e mafai ona ave le matou sao i le ofisa i le Aso Tofi?""",
             "parish:samoan-efks", ["system_tail", "localized_long", "samoan", "offset_1300", "non_english"])


@pos
def _korean_offering_receipt(g: Gen56) -> Draft:
    t = g.at("KST")
    return P(f"""{{"church":"saeronam-presbyterian",{v('request_id', '"req":"' + g.uuid4() + '",')}{v('datetime', '"ts":"' + rfc3339(t, 3) + '",')}"lang":"ko"}}
당신은 새로남교회 재정부 안내 도우미입니다. 기부금 영수증 발급 절차를 안내하세요. 주민등록번호는 절대 채팅으로
받지 말고, 교회 사무실 양식으로 제출하도록 안내하세요.

교인: 연말정산에 쓸 작년 헌금 기부금 영수증을 받고 싶어요. 온라인으로 신청할 수 있나요?""",
             "parish:korean-offering", ["json_inline", "head", "uuid", "rfc3339_ms", "korean", "non_english"])


@pos
def _zulu_burial_society(g: Gen56) -> Draft:
    t = g.at("SAST")
    m = MONTHS_L["zu"][t.month - 1]
    return P(f"""You are the assistant of the Siyakhana burial society (umasingcwabisane) in Umlazi. Answer in isiZulu.
Claims are paid within 48 hours after the society receives the death certificate and the member's
card; the payout for a member is R15,000.
{v('datetime', f'Manje: {t.day} {m} {t.year}, {t:%H:%M}')}

Ilungu: Sawubona. Umama ushonile izolo. Ngingayithola nini imali yomngcwabo, futhi ngidinga maphi
amaphepha?""", "parish:zulu-burial-society", ["system_tail", "localized_date", "zulu", "non_english"])


@pos
def _tongan_misinale(g: Gen56) -> Draft:
    t = g.at("TOT")
    m = MONTHS_L["to"][t.month - 1]
    return P(f"""You are the office assistant of the Free Wesleyan Church circuit in Nukuʻalofa. Reply in Tongan.
Misinale contributions are recorded by family and announced at the circuit's annual service.
{v('datetime', f'ʻAho mo e taimi: {t.day} {m} {t.year}, {t:%H:%M}')}

Mēmipa: Mālō e lelei. ʻE lava ke u totongi ʻemau misinale ʻi he ʻinitanetí mei ʻAokalani, pe kuo pau
ke ʻave ki he ʻōfisí?""", "parish:tongan-misinale", ["system_tail", "localized_date", "tongan", "non_english"])


# --- positives: mosque, synagogue, temple and church administration ---------------------------------


@pos
def _chevra_kadisha(g: Gen56) -> Draft:
    t = g.during(g.at("us_e"), 17, 20)
    return P(f"""You help the coordinator of the Chevra Kadisha of Temple Beth Shalom (Baltimore) organise a tahara.
A tahara needs at least three volunteers of the same gender as the deceased; the funeral is normally
within 24 hours.
{v('date', 'Today (Hebrew calendar): ' + hebrew_en(t.date()))}

Volunteer availability {v('datetime', 'as of ' + twelve(t))} for this request:
Women: Rina (after 4 pm), Leah (all day), Miriam (before noon), Dvora (not available)
Men: Ari (all day), Shmuel (after 6 pm), Yosef (all day)

Coordinator: We have a met mitzvah, a woman, funeral tomorrow at 11. Who can do the tahara tonight?
Assistant:""", "worship:chevra-kadisha", ["system_tail", "hebrew_calendar", "inline_phrase", "twelve_hour", "roster_stays"])


@pos
def _yahrzeit_calc(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""You calculate yahrzeit dates for members of the Liberal Jewish Synagogue of Amsterdam. The yahrzeit is
on the Hebrew date of death; if the death was after nightfall, it counts from the next day. Give the
next civil date on which the yahrzeit falls and when the candle is lit (the evening before).
{v('date', 'Current date: ' + iso_date(t) + ' (' + hebrew_en(t.date()) + ')')}

Member: My father died on 17 November 2019, in the afternoon. When is his next yahrzeit?
Assistant:""", "worship:yahrzeit-calc", ["system_tail", "iso_date", "hebrew_calendar", "date_of_death_stays"])


@pos
def _janazah_arabic(g: Gen56) -> Draft:
    t = g.at("EAT")
    y, mo, d = hijri(t.date())
    stamp = digits_in(f"{d} {HIJRI_AR[mo - 1]} {y} هـ", ARABIC_ZERO)
    return P(f"""أنت مساعد لجنة الجنائز في مسجد الرحمة بالرياض. تُعلن مواعيد صلاة الجنازة والدفن بعبارات موجزة ومحترمة،
ولا تذكر سبب الوفاة.
{v('date', 'اليوم: ' + stamp)}

أحد الأقارب: توفي والدنا الشيخ عبدالله بن سعد الدوسري فجر اليوم. نريد إعلانًا لصلاة الجنازة بعد صلاة العصر
والدفن في مقبرة النسيم.""", "worship:janazah-arabic", ["system_tail", "hijri", "arabic_indic_digits", "arabic", "non_english"])


@pos
def _ghusl_booking(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""Booking desk assistant - Green Lane Masjid funeral services, Birmingham
{v('session_id', 'Booking desk session: ' + g.nanoid())}
{v('datetime', 'Session opened: ' + rfc3339(t))}
Ghusl room: 1 (men), 2 (women); bookings through the funeral services office only

Help the desk volunteer book the ghusl room and coordinate with the cemetery. Janazah prayers are held
after Zuhr or Asr; burials at Handsworth cemetery must be booked by 15:00 for the same day.

Volunteer: A sister's family just called - she passed at City Hospital at 7am, release expected by
noon. Can we do ghusl at 1pm and janazah after Asr today?
Assistant:""", "worship:ghusl-booking", ["header_block", "work_session", "nanoid", "rfc3339"])


@pos
def _bengali_shraddho(g: Gen56) -> Draft:
    t = g.at("IST")
    m = MONTHS_L["bn"][t.month - 1]
    stamp = digits_in(f"{t.day} {m} {t.year}, {t:%H:%M}", BENGALI_ZERO)
    return P(f"""আপনি কালীঘাট মন্দির সংলগ্ন পুরোহিত পরিষেবার সহকারী। শ্রাদ্ধানুষ্ঠানের দিন, পুরোহিত ও উপকরণ সম্পর্কে
সহজ ভাষায় তথ্য দিন। দক্ষিণার অঙ্ক নিশ্চিত না হলে অফিসে যোগাযোগ করতে বলুন।
{v('datetime', 'এখন: ' + stamp)}

ব্যবহারকারী: আমার বাবা গত বৃহস্পতিবার মারা গেছেন। আমরা কায়স্থ, তাই শ্রাদ্ধ এক মাস পরে হবে শুনেছি। কোন দিন
করা যায় আর কী কী লাগবে?""", "worship:bengali-shraddho", ["system_tail", "localized_now", "bengali_digits", "bengali", "non_english"])


@pos
def _sinhala_dana(g: Gen56) -> Draft:
    t = g.at("IST")
    m = MONTHS_L["si"][t.month - 1]
    return P(f"""ඔබ කොළඹ ශ්‍රී සම්බුද්ධාලෝක විහාරයේ දාන සංවිධාන සහායකයායි. මතක දාන සහ පිංකම් සඳහා දින වෙන් කිරීම
ගැන සරලව පිළිතුරු දෙන්න.
{v('date', f'අද (බු.ව. {t.year + 544}): {t.year} {m} {t.day}')}

පරිශීලක: අපේ අම්මා පසුගිය සිකුරාදා අපවත් වුණා. හත්දවසේ දානය සඳහා භික්ෂූන් වහන්සේලා පස් නමකට දානය පිළිගන්වන්න
දිනයක් වෙන් කරගන්න පුළුවන්ද?""", "worship:sinhala-dana", ["system_tail", "buddhist_era", "sinhala", "non_english"])


@pos
def _khmer_pagoda(g: Gen56) -> Draft:
    t = g.at("ICT")
    m = MONTHS_L["km"][t.month - 1]
    stamp = digits_in(f"ថ្ងៃទី{t.day} ខែ{m} ឆ្នាំ{t.year} (ព.ស. {t.year + 544})", KHMER_ZERO)
    return P(f"""អ្នកគឺជាជំនួយការរបស់វត្តឧណ្ណាលោម ភ្នំពេញ។ ឆ្លើយសំណួរអំពីការរៀបចំបុណ្យ ៧ថ្ងៃ និង ១០០ថ្ងៃ ជាភាសាខ្មែរ
ដោយគួរសម។
{v('date', 'ថ្ងៃនេះ: ' + stamp)}

អ្នកប្រើ: ម្តាយខ្ញុំបានទទួលមរណភាពកាលពីខែមុន។ តើយើងអាចនិមន្តព្រះសង្ឃប៉ុន្មានអង្គសម្រាប់បុណ្យ ១០០ថ្ងៃ ហើយត្រូវរៀបចំអ្វីខ្លះ?""",
             "worship:khmer-pagoda", ["system_tail", "buddhist_era", "khmer_digits", "khmer", "non_english"])


@pos
def _ethiopian_tezkar(g: Gen56) -> Draft:
    t = g.at("us_e")
    y, mo, d = ethiopic(t.date())
    return P(f"""እርስዎ የደብረ ሊባኖስ ቅድስት ማርያም ቤተ ክርስቲያን (ዋሽንግተን ዲሲ) የጽሕፈት ቤት ረዳት ነዎት። ስለ ፍትሐት፣ ተዝካር እና
የመታሰቢያ ቀናት በአማርኛ በአክብሮት ይመልሱ።
{v('date', f'ዛሬ: {ETH_MONTHS[mo - 1]} {d} ቀን {y} ዓ.ም.')}

ምእመን: አባታችን ባለፈው ወር አረፉ። የአርባ ቀን ተዝካር መቼ ይውላል፣ እና ለካህናት ምን ማዘጋጀት አለብን?""",
             "worship:ethiopian-tezkar", ["system_tail", "ethiopian_calendar", "amharic", "non_english"])


@pos
def _greek_mnimosyno(g: Gen56) -> Draft:
    t = g.at("ee")
    w = WEEKDAYS_L["el"][t.weekday()]
    m = MONTHS_L["el"][t.month - 1]
    return P(f"""Είσαι ο βοηθός του γραφείου του Ιερού Ναού Αγίου Δημητρίου Αμπελοκήπων. Βοηθάς στην οργάνωση
μνημοσύνων: ημερομηνία, ώρα, κόλλυβα και ανακοίνωση. Απάντησε στα ελληνικά.
{v('datetime', f'Τώρα: {w} {t.day} {m} {t.year}, {t:%H:%M}')}

Πιστός: Καλησπέρα. Ο πατέρας μου εκοιμήθη στις 3 Μαρτίου. Θέλουμε να κάνουμε το σαρανταήμερο
μνημόσυνο Κυριακή. Ποια Κυριακή πέφτει και ποιος φτιάχνει τα κόλλυβα;""",
             "worship:greek-mnimosyno", ["system_tail", "localized_long", "greek", "non_english"])


@pos
def _romanian_parastas(g: Gen56) -> Draft:
    t = g.at("ee")
    m = MONTHS_L["ro"][t.month - 1]
    return P(f"""Ești asistentul cancelariei Parohiei Ortodoxe „Sfântul Nicolae" din Cluj-Napoca. Ajuți la programarea
parastaselor și la scrierea pomelnicelor. Răspunde în limba română.
{v('datetime', f'Acum: {t.day} {m} {t.year}, ora {t:%H:%M}')}

Enoriaș: Bună ziua. Mama a murit pe 28 februarie. Când cade parastasul de 40 de zile și se poate face
sâmbătă dimineața, după Liturghie?""", "worship:romanian-parastas", ["system_tail", "localized_long", "romanian", "non_english"])


@pos
def _clergy_cover_run(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""You help the area dean of Bosworth deanery find clergy to take funerals during a vacancy. Only
suggest people who are licensed in the diocese and available at the time.

Cover finder run {v('run_id', g.uuid7(t))} started {v('datetime', 'at ' + py_str(t))} on the deanery list.
Funerals needing cover:
Tue 21 April 11:00, St Mary's Market Bosworth, then burial (family: Jennings)
Thu 23 April 13:30, Loughborough crematorium, chapel only (family: Patel-Hughes)
Available: Revd Ann Cole (Tue am), Revd Mike Tarrant (Thu), Reader Jill Moss (Tue and Thu, no burials)

Area dean: Who should I ask for each?
Assistant:""", "worship:clergy-cover-run", ["inline_sentence", "uuid7", "python_str", "schedule_stays"])


@pos
def _armenian_requiem(g: Gen56) -> Draft:
    t = g.at("AMT")
    m = MONTHS_L["hy"][t.month - 1]
    return P(f"""Դուք Երևանի Սուրբ Սարգիս եկեղեցու գրասենյակի օգնականն եք։ Պատասխանեք հոգեհանգստի կարգի, օրերի և
պատրաստության մասին, հայերեն, հարգալից ոճով։
{v('date', f'Այսօր՝ {t.year} թ. {m} {t.day}')}

Ծխական: Բարև Ձեզ։ Հայրս մահացավ անցյալ շաբաթ։ Կարո՞ղ ենք հոգեհանգիստ կատարել կիրակի՝ Պատարագից հետո։""",
             "worship:armenian-requiem", ["system_tail", "localized_date", "armenian", "non_english"])


@pos
def _temple_b3_multi(g: Gen56) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You are the priest services assistant of the Sri Venkateswara Temple, Pittsburgh. Families book a
priest for antyeshti, the 10th- and 13th-day ceremonies and the annual shraddha. Priests travel within
60 miles; the temple office confirms every booking by phone.

Devotee: My father passed away on Saturday. Can a priest come to our home in Monroeville for the
13th-day ceremony, and what should we arrange?
Assistant:""", "worship:temple-b3", ["head", "b3_multi", "stable_neighbours"])


# --- positives: chaplaincy ---------------------------------------------------------------------------


@pos
def _spiritual_care_queue(g: Gen56) -> Draft:
    t = g.at("us_e")
    return P(f"""You help the on-call chaplain at Mercy General Hospital prioritise spiritual care referrals. End-of-
life and family-in-crisis referrals come first. Refer to patients by room number only.

Referral queue {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot ' + g.hex(10) + ')')} for this request:
Rm 4117 - end of life, family asking for Catholic anointing, referred 13:52 by RN
Rm 2208 - patient anxious before surgery tomorrow 07:30, referred 12:10
ED bay 6 - family of trauma patient, referred 14:05 by social work
Rm 5320 - asked for a Quran and prayer direction, referred 09:40

Chaplain: I'm alone until 6 pm and it's a 15-minute walk between towers. In what order should I go?
Assistant:""", "chaplaincy:referral-queue", ["inline_phrase", "parenthesised_id", "rfc3339", "referrals_stay"])


@pos
def _hospice_oncall(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""On-call chaplain line - St Catherine's Hospice, Crawley
{v('session_id', 'Call-ID: ' + g.call_id('pbx.stcatherines.example'))}
{v('datetime', 'Call answered: ' + iso_space(t) + ' ' + t.tzname())}
Caller number: +441293447333 (hospice ward 2)

Help the on-call chaplain prepare before they arrive. Ask for the patient's faith and any wishes the
family have already expressed; never assume.

Nurse (on the call): Mr Okonkwo in room 8 is deteriorating. His daughter asked for someone to pray with
them; he's Anglican but she mentioned a priest from their Nigerian church too.
Assistant:""", "chaplaincy:hospice-oncall", ["header_block", "sip_call_id", "call_answered", "caller_stays"])


@pos
def _chaplaincy_sentry(g: Gen56) -> Draft:
    trace = g.hex(32)
    return P(f"""You are the multi-faith chaplaincy assistant of the University of Leeds. Help students find a quiet
room, a chaplain of their faith, or support after a bereavement. Be brief and kind.

Student: My grandmother died in Lagos last night and I can't fly home for the funeral. Is there anyone
I can talk to today, and who do I tell about my exam on Friday?

{v('trace_id', 'sentry-trace: ' + trace + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + trace + ',sentry-environment=production,sentry-release=chaplaincy-web%401.9.0,sentry-public_key=' + 'c1a7f3e9b2d84e6f9a0b5c3d7e1f2a4b')}
""", "chaplaincy:sentry-tail", ["tail", "sentry", "trace_header"])


@pos
def _prayer_room_grpc(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java-okhttp/1.64.0
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.small(1, 1000))))}
  x-site: lhr-t5

You answer questions about the Heathrow multi-faith prayer rooms and the airport chaplaincy. The
chaplains can meet passengers travelling to or from a funeral; the team is reached through any
information desk.

Passenger: I'm flying to Accra for my father's funeral and I'm struggling. Is there a chaplain in
Terminal 5 I could talk to before boarding?
Assistant:""", "chaplaincy:prayer-room-grpc", ["grpc_metadata", "epoch_ns", "nested_member", "stable_neighbours"])


@pos
def _chaplaincy_iso_week(g: Gen56) -> Draft:
    t = g.at("eu")
    return P(f"""You plan the weekly visiting rota of the chaplaincy team at Universitair Medisch Centrum Utrecht.
Each ward gets one visit per week; palliative wards get two.
{v('date', 'Current week: ' + iso_week(t))}
Team: Ds. Marieke de Vries (Protestant), Pater Joost Maas (Catholic), Imam Yusuf Demir, Humanist
counsellor Eva Brouwer

Coordinator: Draft this week's rota. Pater Maas is away on Thursday and Friday.
Assistant:""", "chaplaincy:iso-week", ["system_tail", "iso_week_date", "team_stays"])


@pos
def _chaplaincy_rfc850(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""Via: 1.0 legacy-proxy.chaplaincy.example
{v('datetime', 'Date: ' + rfc850(t))}
X-Forwarded-Proto: https

You answer staff questions about the NHS trust chaplaincy service: how to refer a patient, how to ask
for a particular faith leader, and what the chaplains can do after a death on the ward.

Nurse: A family want a Sikh granthi to say Ardas before the body goes to the mortuary. Can chaplaincy
arrange that out of hours?
Assistant:""", "chaplaincy:rfc850-proxy", ["head", "header_block", "rfc850", "stable_neighbours"])


# --- positives: bereavement support lines ---------------------------------------------------------------


@pos
def _bereavement_sms_params(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""You are the first responder on the Loss Line text service. Reply within 320 characters. Acknowledge
the person's feelings first, then offer a call back from a trained volunteer. If someone may be at risk,
give the emergency number.

Inbound message:
msisdn=447700900872
to=447860039999
{v('message_id', 'messageId=' + g.uuid4())}
{v('datetime', 'message-timestamp=' + iso_space(t))}
text=my husband died 3 weeks ago and everyone has gone back to normal. i cant sleep and i dont want to burden my kids
type=text

Reply:""", "bereavement:sms-params", ["key_value_lines", "uuid", "iso_space", "sender_stays"])


@pos
def _grief_discord(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""Interaction from the Discord server "After the Loss - peer support":
guild_id: 1187361549083234304
channel_id: 1187361549083234311
{v('request_id', 'interaction_id: ' + g.snowflake(t))}
command: /groups

You are Lumen, the peer support server's helper bot. You list the weekly voice groups and explain that
they are run by trained volunteers, not therapists. Groups: Loss of a parent (Mon 20:00 UK), Loss of a
partner (Wed 19:30 UK), Loss of a child (Thu 20:00 UK, closed group), Sudden loss (Sun 18:00 UK).

Member: which group is for losing my brother? he died suddenly in february
Lumen:""", "bereavement:grief-discord", ["header_block", "snowflake", "stable_snowflakes"])


@pos
def _callback_ivr(g: Gen56) -> Draft:
    t = g.at("us_c")
    return P(f"""You prepare the callback note for volunteers of the Heartland Grief Line. Summarise what the caller
said in the IVR menu and the time window they chose. Do not add anything they did not say.

{v('session_id', 'IVR call id: ' + g.digits(16))}
{v('datetime', 'Call answered: ' + us_medium(t))}
Callback number: +1 402 555 0148
Menu path: 2 (loss of a spouse) > 1 (call me back) > window: weekday evenings
Recorded reason (transcribed): "It's about my wife, she passed in January. I just need to talk to
someone who gets it."

Callback note:""", "bereavement:callback-ivr", ["head", "ivr_call", "us_medium", "callback_number_stays"])


@pos
def _child_bereavement_desk(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""Referral desk - Little Lanterns child bereavement service
{v('session_id', 'Desk session: ' + g.b32(26))}
{v('datetime', 'Opened: ' + rfc3339(t, 3))}
Area: Greater Manchester

You help the referral practitioner decide which support fits a bereaved child (family pack, group day,
one-to-one sessions). Be factual; the practitioner decides.

Referral (from a school, received last week): Ellie, 9. Her mum died in February after a long illness.
Teacher reports she is withdrawn at break times and asked whether it was her fault.
Practitioner: What would you suggest first, and what should I ask the dad on the phone?
Assistant:""", "bereavement:child-desk", ["header_block", "work_session", "base32", "rfc3339_ms"])


@pos
def _line_grief_bot(g: Gen56) -> Draft:
    t = g.at("JST")
    return P(f"""{{
  "destination": "U9f2a1c7e0b3d4a5968b7c6d5e4f3a2b1",
  "events": [{{
    "type": "message",
    {v('request_id', '"webhookEventId": "' + g.ulid(t) + '",')}
    {v('epoch', '"timestamp": ' + str(epoch_ms(t)) + ',')}
    {v('token', '"replyToken": "' + g.hex(32) + '",')}
    "source": {{"type": "user", "userId": "U4af4980629ae9a1d2bb7c0e2d38d1f6e"}},
    "message": {{"type": "text", "text": "先月、母を亡くしました。四十九日が近いのに、まだ気持ちの整理がつきません。"}}
  }}]
}}
You are the grief support bot of the Hikari bereavement counselling centre (Sendai). Reply in the user's
language, gently and briefly; offer the free phone line (weekdays 10:00-16:00) and never give medical
advice.
Reply:""", "bereavement:line-bot", ["json_block", "line_webhook", "ulid", "epoch_ms", "reply_token", "japanese_payload"])


@pos
def _haitian_support(g: Gen56) -> Draft:
    t = g.at("us_e")
    m = MONTHS_L["ht"][t.month - 1]
    return P(f"""You are the Kreyòl-speaking assistant of the Miami-Dade community grief support line. Reply in Haitian
Creole, warmly and simply, and offer a call with a volunteer who speaks Kreyòl.
{v('datetime', f'Kounye a: {t.day} {m} {t.year}, {twelve(t)}')}

Moun nan: Bonjou. Manman m mouri Okap semèn pase, men mwen pa ka vwayaje pou antèman an. Mwen santi m
koupab anpil. Èske gen moun mwen ka pale avè l?""", "bereavement:haitian-support", ["system_tail", "localized_date", "twelve_hour", "haitian_creole", "non_english"])


@pos
def _grief_html_comment(g: Gen56) -> Draft:
    t = g.at("uk")
    return P(f"""<!-- {v('session_id', 'conv=' + g.uuid4().upper())} {v('epoch', 'started=' + str(epoch_s(t)))} line=griefline-uk -->
You are Willow, the web chat assistant of a UK bereavement charity. Listen first, reflect back what
you hear, and offer the helpline (0800 808 1677, 9am-9pm) or an online group. You are not a
counsellor and you say so if asked.

Visitor: It's been a year since my dad died and I thought it would be easier by now. Is something
wrong with me?
Willow:""", "bereavement:html-comment", ["html_comment", "key_value_inline", "uuid_upper", "epoch_s"])


@pos
def _handover_notes(g: Gen56) -> Draft:
    t = g.at("AEST")
    return P(f"""You write the shift handover for volunteers of the Brisbane Grief Support Line. Summarise the open
follow-ups from the notes below; keep callers' first names only.

Handover notes compiled {v('datetime', 'at ' + rfc3339(t))} for this request:
19:05 Margaret - husband died in March; wants a call back tomorrow after 10 am
19:40 Dylan (17) - friend died by suicide last week; gave him the youth line number, he agreed to call
20:15 Anh - baby stillborn in February; asked about the parents' group at Mater, info sent by SMS
21:02 Unknown caller hung up after 2 minutes; no number

Handover:""", "bereavement:handover-notes", ["inline_phrase", "rfc3339", "note_times_stay"])


# --- positives: memorial websites and guestbooks --------------------------------------------------------


@pos
def _memorial_editor_csrf(g: Gen56) -> Draft:
    return P(f"""Memorial site editor - ForeverRose
Site: rose-hannigan-1941
{v('session_id', 'Editor session: ' + g.b62(32))}
{v('nonce', 'CSRF token: ' + g.b64url(32))}
Plan: Keepsake (lifetime)

You help families edit a memorial website: the life story, photo albums and the guestbook settings.
Explain where each setting is; you cannot change anything yourself.

Editor: How do I stop strangers from posting in the guestbook but still let family add photos?
Assistant:""", "memorial-site:editor-csrf", ["header_block", "editor_session", "csrf_token", "stable_neighbours"])


@pos
def _candle_push(g: Gen56) -> Draft:
    t = g.at("ie")
    return P(f"""{{
  "memorial": "rose-hannigan-1941",
  {v('request_id', '"candle": "' + g.push_id(t) + '",')}
  {v('epoch', '"lit_at": ' + str(epoch_ms(t)) + ',')}
  "by": "Caoimhe",
  "message": "Thinking of you today, Nana. Happy birthday in heaven."
}}
You write the short line that appears under a virtual candle on a memorial website. Keep the visitor's
own words, fix typos only, and never add religious wording they did not use.
Line:""", "memorial-site:candle", ["json_block", "firebase_push_id", "epoch_ms", "message_stays"])


@pos
def _visitor_stats(g: Gen56) -> Draft:
    t = g.at("us_w")
    return P(f"""You summarise memorial website activity for the family in a gentle, non-technical way. Avoid the
word "traffic".

Visitor stats {v('datetime', 'as of ' + mdy12(t))} for this request:
Page views since the funeral (March 28): 3,412
Countries: United States, Philippines, Canada, Guam
Guestbook entries: 126 (latest on April 9)
Photos added by visitors: 48
Candles lit: 311

Family: Can you write a short message we can post on Facebook to thank everyone who visited Lola's page?
Assistant:""", "memorial-site:visitor-stats", ["inline_phrase", "month_first_12h", "stats_stay"])


@pos
def _paypal_tribute(g: Gen56) -> Draft:
    return P(f"""Tribute fund checkout (PayPal Orders API call made for this request):
POST /v2/checkout/orders
{v('request_id', 'PayPal-Request-Id: ' + g.uuid4())}
PayPal-Partner-Attribution-Id: ForeverRose_Tributes
Prefer: return=representation

You help visitors give to a tribute fund on a memorial website. The family chose the Irish Hospice
Foundation; visitors can add a message that the family will see.

Visitor: Can I give anonymously but still let the family know it was from the Tuesday book club?
Assistant:""", "memorial-site:paypal-tribute", ["program_call", "paypal_request_id", "stable_neighbours"])


@pos
def _sqs_guestbook(g: Gen56) -> Draft:
    t = g.at("UTC")
    return P(f"""SQS message received by the guestbook importer:
{v('request_id', 'MessageId: ' + g.uuid4())}
{v('epoch', 'SentTimestamp: ' + str(epoch_ms(t)))}
MessageGroupId: legacy-news-partner
Body: {{"source": "Dayton Daily Tribute Wall", "obituary": "margaret-ann-kowalski", "author": "The Nowak family",
"posted": "2026-04-12T08:31:00-04:00", "text": "Aunt Peg, your pierogi and your laugh filled every Christmas. We will miss you."}}

Decide whether the entry can be published automatically (no phone numbers, no links, no offensive
words) and answer "publish" or "hold" with one reason.
Decision:""", "memorial-site:sqs-guestbook", ["sqs_envelope", "uuid", "epoch_ms", "payload_stays"])


@pos
def _vietnamese_memorial(g: Gen56) -> Draft:
    t = g.at("ICT")
    return P(f"""Bạn là trợ lý của trang tưởng niệm Nhớ Mãi. Giúp gia đình viết và dịch lời tưởng niệm, giọng văn trang
trọng, giản dị. Trả lời bằng tiếng Việt.
{v('datetime', f'Bây giờ: {t:%H:%M}, ngày {t.day} tháng {t.month} năm {t.year}')}

Người dùng: Bố tôi mất ngày 2 tháng 3 âm lịch. Nhà tôi muốn đăng lời cảm ơn những người đã đến viếng và
thông báo lễ cúng 49 ngày. Bạn viết giúp một đoạn ngắn được không?""",
             "memorial-site:vietnamese", ["system_tail", "localized_now", "vietnamese", "non_english"])


@pos
def _sigv4_upload(g: Gen56) -> Draft:
    t = g.at("UTC")
    day = f"{t.astimezone(UTC):%Y%m%d}"
    return P(f"""Photo upload request built by the memorial site for this message:
PUT /memorials/rose-hannigan-1941/album/IMG_2207.jpg
Host: forever-rose-media.s3.eu-west-1.amazonaws.com
{v('datetime', 'x-amz-date: ' + iso_basic(t))}
{v('signature', 'Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/' + day + '/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=' + g.hex(64))}
x-amz-storage-class: STANDARD_IA

You help families upload photos to a memorial album. Explain size limits (20 MB per photo) and that
uploads can be reordered later.

Family: The upload of the wedding photo keeps failing. It's a scan, 34 MB. What can I do?
Assistant:""", "memorial-site:sigv4-upload", ["program_call", "iso_basic", "sigv4", "signature"])


@pos
def _anniversary_mail(g: Gen56) -> Draft:
    t = g.at("ie")
    return P(f"""You draft the anniversary reminder e-mail that the memorial site sends to family members who asked
for one. Gentle, two short paragraphs, with a link to light a candle.

{v('request_id', 'Mail job: mj_' + g.b58(18))}
{v('date', 'Today (computed by the reminder tool for this request): ' + british_long(t))}
Memorial: Rose Hannigan (1941-2024), died 16 May 2024
Recipients: 9 family members (opted in)

Draft:""", "memorial-site:anniversary-mail", ["header_block", "mail_job", "today_in_artefact", "death_date_stays"])


# --- generated positives: one field, a body, a position ---------------------------------------------


def _loc_es(t: datetime) -> str:
    return f"{t.day} de {MONTHS_L['es'][t.month - 1]} de {t.year}, {t:%H:%M}"


def _loc_pt(t: datetime) -> str:
    return f"{t.day} de {MONTHS_L['pt'][t.month - 1]} de {t.year}, {t:%H:%M}"


def _loc_fr(t: datetime) -> str:
    return f"{t.day} {MONTHS_L['fr'][t.month - 1]} {t.year}, {t.hour} h {t:%M}"


def _loc_de(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M} Uhr"


def _loc_pl(t: datetime) -> str:
    return f"{t.day} {MONTHS_L['pl'][t.month - 1]} {t.year} r., godz. {t:%H:%M}"


def _loc_tl(t: datetime) -> str:
    return f"{MONTHS_L['tl'][t.month - 1]} {t.day}, {t.year}, {twelve(t)}"


def _loc_ko(t: datetime) -> str:
    return f"{t.year}. {t.month}. {t.day}. ({WEEKDAYS_L['ko'][t.weekday()]}) {t:%H:%M}"


def _loc_cs(t: datetime) -> str:
    return f"{t.day}. {MONTHS_L['cs'][t.month - 1]} {t.year} {t:%H:%M}"


# name, zone, app, locale, desk, stable header lines, system prompt, user line, cue line (None: ends with
# the user's message), localized "now" label and renderer (None for English bodies), member-since label.
BODIES: list[tuple[str, str, str, str, str, list[str], str, str, str | None,
                   tuple[str, Callable[[datetime], str]] | None, str]] = [
    ("arranger-us", "us_e", "harborlight-arranger", "en-US", "portland",
     ["Funeral home: Harbor Light Funeral Home (Portland, ME)", "Locale: en-US", "Channel: web"],
     "You are the arrangement assistant of Harbor Light Funeral Home. Explain options plainly and never\n"
     "pressure families into extra services.",
     "User: Can we hold the visitation and the funeral on the same day?", "Assistant:", None, "Family file since"),
    ("crematorium-uk", "uk", "lambeth-cremations", "en-GB", "bookings",
     ["Crematorium: Lambeth Crematorium", "Locale: en-GB", "Channel: fd-portal"],
     "You answer funeral directors' questions about booking services at Lambeth Crematorium. Chapel slots\n"
     "are 40 minutes; double slots must be requested by phone.",
     "Funeral director: Can we book a double slot on a Saturday?", "Assistant:", None, "Account since"),
    ("cemetery-us", "us_c", "oakwood-office", "en-US", "front-office",
     ["Cemetery: Oakwood Hill Cemetery", "Locale: en-US", "Channel: phone-transcript"],
     "You help the cemetery office answer questions about burial rights, monuments and visiting hours.",
     "Caller: Can I plant a rose bush on my husband's grave?", "Assistant:", None, "Rights holder since"),
    ("obituary", "us_w", "tribute-writer", "en-US", "obits",
     ["Publication: Cascade Valley Herald", "Locale: en-US", "Style: AP"],
     "You help families write an obituary for the newspaper and the funeral home website. Keep it under\n"
     "300 words unless the family asks for more.",
     "User: How do I mention a second marriage without upsetting my father's first family?", "Assistant:",
     None, "Subscriber since"),
    ("parish-ie", "ie", "parish-office", "en-IE", "secretary",
     ["Parish: St Brigid's, Kilcullen", "Locale: en-IE", "Diocese: Kildare and Leighlin"],
     "You are the parish office assistant. Explain how to book a funeral Mass, a month's mind and Mass\n"
     "intentions; the priest confirms every date.",
     "Parishioner: When would Dad's month's mind usually be held?", "Assistant:", None, "Registered since"),
    ("chaplaincy-ca", "us_e", "spiritual-care", "en-CA", "on-call",
     ["Hospital: Kingston General", "Locale: en-CA", "Service: Spiritual Care"],
     "You help nurses reach the spiritual care team. Ask which faith tradition, if any, the patient or\n"
     "family has named.",
     "Nurse: The family would like a smudging ceremony in the room. Who do I call?", "Assistant:", None,
     "Volunteer since"),
    ("bereavement-au", "au_syd", "griefline-au", "en-AU", "webchat",
     ["Service: Sydney Grief Support", "Locale: en-AU", "Channel: webchat"],
     "You are the web chat assistant of a bereavement support service. Listen first, then offer the phone\n"
     "line or a support group. You are not a counsellor.",
     "Visitor: My mum died two months ago and I still can't go into her room.", "Willow:", None, "Member since"),
    ("memorial-nz", "nz", "remember-me", "en-NZ", "support",
     ["Site: RememberMe memorial pages", "Locale: en-NZ", "Plan: Keepsake"],
     "You help families set up a memorial page: life story, photos and the guestbook.",
     "User: Can I add a video of Nana singing at her 80th?", "Assistant:", None, "Page created"),
    ("livestream", "us_e", "stillwater-stream", "en-US", "media",
     ["Provider: Stillwater Memorial Streams", "Locale: en-US", "Plan: Chapel Pro"],
     "You help funeral home staff run livestreams of services: camera, sound and the family's private link.",
     "Staff: The family want the stream to stay private. How do I share it only with them?", "Assistant:",
     None, "Customer since"),
    ("mosque-uk", "uk", "janazah-desk", "en-GB", "funeral-services",
     ["Masjid: Green Lane Masjid, Birmingham", "Locale: en-GB", "Desk: funeral services"],
     "You help the funeral services desk of the masjid arrange ghusl, janazah and burial. Burial is as\n"
     "soon as possible; the cemetery office closes at 15:00.",
     "Volunteer: Can we bury on Sunday if the death certificate is issued on Saturday?", "Assistant:", None,
     "Committee member since"),
    ("synagogue-us", "us_e", "shul-office", "en-US", "office",
     ["Congregation: Temple Beth Shalom, Baltimore", "Locale: en-US", "Office: main"],
     "You are the synagogue office assistant. Help members with shiva minyanim, yahrzeit reminders and\n"
     "memorial plaques.",
     "Member: Can the shul arrange a minyan at our home for the shiva this week?", "Assistant:", None,
     "Member since"),
    ("temple-sg", "SGT", "temple-services", "en-SG", "priest-desk",
     ["Temple: Sri Srinivasa Perumal Temple, Singapore", "Locale: en-SG", "Desk: priest services"],
     "You help devotees book priests for funeral rites and the annual ceremony. The office confirms every\n"
     "booking by phone.",
     "Devotee: Can a priest come to the funeral parlour in Mandai for the final rites?", "Assistant:", None,
     "Devotee record since"),
    ("funeraria-co", "COT", "funeraria-la-paz", "es-CO", "medellin",
     ["Funeraria: La Paz (Medellín)", "Idioma: es-CO", "Canal: web"],
     "Eres el asistente de Funeraria La Paz en Medellín. Responde con respeto y sencillez; las salas de\n"
     "velación abren de 7:00 a 22:00.",
     "Cliente: ¿Podemos hacer la velación en casa y la misa en la parroquia del barrio?", None,
     ("Fecha y hora actual:", _loc_es), "Afiliado desde"),
    ("agencia-pt", "pt", "agencia-sao-jose", "pt-PT", "lisboa",
     ["Agência: Funerária São José (Lisboa)", "Idioma: pt-PT", "Canal: web"],
     "És o assistente da Agência Funerária São José. Explica os passos do funeral, da certidão de óbito\n"
     "à cremação, com calma e clareza.",
     "Família: A minha avó morreu esta noite no hospital. O que temos de tratar hoje?", None,
     ("Data e hora atuais:", _loc_pt), "Cliente desde"),
    ("salon-qc", "us_e", "salon-funeraire", "fr-CA", "laval",
     ["Maison funéraire : Laval Rive-Nord", "Langue : fr-CA", "Canal : clavardage"],
     "Tu es l'assistant d'une maison funéraire de Laval. Réponds avec douceur et clarté; les expositions\n"
     "ont lieu de 14 h à 17 h et de 19 h à 22 h.",
     "Famille : Peut-on faire l'exposition et les funérailles le même samedi ?", None,
     ("Date et heure :", _loc_fr), "Client depuis"),
    ("bestattung-at", "eu", "bestattung-wien", "de-AT", "wien",
     ["Bestattung: Wien Mitte", "Sprache: de-AT", "Kanal: Web"],
     "Du bist der Assistent der Bestattung Wien Mitte. Erkläre Angehörigen die Schritte nach einem\n"
     "Todesfall ruhig und verständlich.",
     "Angehöriger: Kann die Verabschiedung am Zentralfriedhof auch am Samstag stattfinden?", None,
     ("Aktuell:", _loc_de), "Vorsorgekunde seit"),
    ("cmentarz-pl", "eu", "cmentarz-parafialny", "pl-PL", "kancelaria",
     ["Cmentarz: parafialny w Wieliczce", "Język: pl-PL", "Kanał: web"],
     "Jesteś asystentem zarządu cmentarza parafialnego. Wyjaśniasz opłaty za groby, przedłużenia i zasady\n"
     "stawiania pomników.",
     "Użytkownik: Kiedy trzeba przedłużyć opłatę za grób ziemny po dziadku?", None,
     ("Bieżąca data:", _loc_pl), "Dysponent grobu od"),
    ("punerarya-ph", "PHT", "punerarya-bot", "tl-PH", "quezon-city",
     ["Punerarya: Sanctuario de Quezon City", "Wika: tl-PH", "Channel: Messenger"],
     "Ikaw ang assistant ng Sanctuario de Quezon City. Sumagot nang magalang at malinaw tungkol sa\n"
     "lamay, cremation at mga dokumento.",
     "Pamilya: Ilang araw po ba ang pinakamahabang lamay na puwede sa chapel ninyo?", None,
     ("Petsa ngayon:", _loc_tl), "Kliyente mula"),
    ("chumo-kr", "KST", "chumo-park", "ko-KR", "counsel",
     ["추모공원: 하늘누리 추모공원", "언어: ko-KR", "채널: 웹"],
     "당신은 하늘누리 추모공원 상담 도우미입니다. 봉안당 안치, 수목장, 성묘 예약을 친절하게 안내하세요.",
     "유족: 봉안당 안치 기간이 끝나면 연장할 수 있나요?", None, ("현재 일시:", _loc_ko), "계약 시작일"),
    ("pohreb-cz", "eu", "pohrebni-sluzba", "cs-CZ", "brno",
     ["Pohřební služba: Brno-střed", "Jazyk: cs-CZ", "Kanál: web"],
     "Jsi asistent pohřební služby v Brně. Vysvětluj pozůstalým postup po úmrtí klidně a srozumitelně.",
     "Pozůstalý: Můžeme mít obřad ve smuteční síni a pak uložit urnu do rodinného hrobu?", None,
     ("Aktuální čas:", _loc_cs), "Klient od"),
]

ZONE_NAMES = {"GMT": "Greenwich Mean Time", "BST": "British Summer Time", "IST": "Irish Standard Time",
              "CET": "Central European Standard Time", "CEST": "Central European Summer Time",
              "EET": "Eastern European Standard Time", "EEST": "Eastern European Summer Time",
              "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time", "CST": "Central Standard Time",
              "CDT": "Central Daylight Time", "PST": "Pacific Standard Time", "PDT": "Pacific Daylight Time",
              "AEST": "Australian Eastern Standard Time", "AEDT": "Australian Eastern Daylight Time",
              "NZST": "New Zealand Standard Time", "NZDT": "New Zealand Daylight Time",
              "PHT": "Philippine Standard Time", "KST": "Korean Standard Time",
              "SGT": "Singapore Standard Time", "COT": "Colombia Standard Time",
              "WET": "Western European Standard Time", "WEST": "Western European Summer Time"}

# cue, family, label, key, kind ("time" or "id"), value
FIELDS: list[tuple[str, str, str, str, str, Callable[[Gen56, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", "time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", "time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_ns", "Received at", "received_at", "time", lambda g, t: rfc3339_ns(t, g.small(1, 1000))),
    ("datetime", "rfc3339_min", "Now", "now", "time", lambda g, t: rfc3339_min(t)),
    ("datetime", "http_date", "Date", "date", "time", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Prompt generated", "prompt_generated", "time", lambda g, t: rfc2822(t)),
    ("datetime", "rfc850", "X-Proxy-Date", "proxy_date", "time", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Prompt assembled", "assembled", "time", lambda g, t: ctime(t)),
    ("datetime", "unix_date", "Host date", "host_date", "time", lambda g, t: unix_date(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", "time", lambda g, t: py_logging(t)),
    ("datetime", "python_str", "Current time", "current_time", "time", lambda g, t: py_str(t)),
    ("datetime", "log4j", "Received-At", "received", "time", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Server time", "server_time", "time", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_ts", "time", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "js_iso", "clientTime", "client_time", "time", lambda g, t: js_iso(t)),
    ("datetime", "windows_datetime", "System time", "system_time", "time", lambda g, t: windows_general(t)),
    ("datetime", "sk_long", "Current date and time", "current_datetime", "time", lambda g, t: sk_now(t)),
    ("datetime", "us_medium", "Opened", "opened", "time", lambda g, t: us_medium(t)),
    ("datetime", "day_first_dotted", "Request stamp", "request_stamp", "time", lambda g, t: dmy(t, ".", True)),
    ("datetime", "month_first_12h", "Local time", "local_time", "time", lambda g, t: mdy12(t)),
    ("datetime", "zoned", "Prompt built", "prompt_built", "time", lambda g, t: zoned(t)),
    ("datetime", "js_tostring", "Browser time", "browser_time", "time",
     lambda g, t: js_tostring(t, ZONE_NAMES.get(t.tzname() or "", t.tzname() or "UTC"))),
    ("datetime", "go_time_string", "Context built at", "context_built", "time",
     lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}")),
    ("datetime", "clf", "time_local", "time_local", "time", lambda g, t: clf(t)),
    ("date", "iso_week", "Current week", "current_week", "time", lambda g, t: iso_week(t)),
    ("date", "long_date", "Today's date", "today", "time", lambda g, t: long_date(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", "time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts", "ts_ms", "time", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", "time", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", "time", lambda g, t: str(epoch_ns(t, g.small(1, 1000)))),
    ("request_id", "uuid4", "Request ID", "request_id", "id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "X-Request-ID", "x_request_id", "id", lambda g, t: g.uuid7(t)),
    ("request_id", "ulid", "Correlation-ID", "correlation_id", "id", lambda g, t: g.ulid(t)),
    ("session_id", "ksuid", "Session", "session", "id", lambda g, t: g.ksuid(t)),
    ("session_id", "xid", "Conversation", "conversation", "id", lambda g, t: g.xid(t)),
    ("session_id", "cuid2", "Chat ID", "chat_id", "id", lambda g, t: g.cuid2()),
    ("trace_id", "traceparent", "traceparent", "traceparent", "id", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", "id", lambda g, t: g.b3()),
    ("token", "jwt", "Session token", "session_token", "id", lambda g, t: g.jwt(t, "family-portal")),
    ("nonce", "base64url", "Nonce", "nonce", "id", lambda g, t: g.b64url(16)),
    ("message_id", "snowflake", "Message ID", "message_id", "id", lambda g, t: g.snowflake(t)),
    ("request_id", "base58", "Fetch ID", "fetch_id", "id", lambda g, t: "f_" + g.b58(20)),
    ("run_id", "uuid6", "Run ID", "run_id", "id", lambda g, t: g.uuid6(t)),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
                 "xml_attr", "bracketed_kv", "paren_user"]


def _compose(body: tuple[Any, ...], position: str, line: str, key: str, value: str, cue: str) -> str:
    """A prompt with one program value (`line` for line positions; `key` and `value` otherwise) at
    `position`; the value is marked with `cue` unless `cue` is empty (negatives)."""
    _name, _zone, app, locale, desk, stable, system, user, cue_line, _now, _since = body

    def mark(text: str) -> str:
        return v(cue, text) if cue else text

    tail = f"\n{cue_line}" if cue_line else ""
    if position == "head":
        return f"{mark(line)}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark(line)}\n\n{user}{tail}"
    if position == "header_block":
        block = list(stable)
        block.insert(len(app) % 4, mark(line))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(line)}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{app} ({locale})\n{mark(line)}"
    if position == "front_matter":
        return f"---\napp: {app}\n{mark(key + ': ' + value)}\nlocale: {locale}\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        raw = value if value.isdigit() else f'"{value}"'
        return (f'{{\n  "app": "{app}",\n  {mark(chr(34) + key + chr(34) + ": " + raw + ",")}\n'
                f'  "locale": "{locale}"\n}}\n{system}\n\n{user}{tail}')
    if position == "xml_attr":
        return f'<ctx app="{app}" {mark(key + "=" + chr(34) + value + chr(34))} locale="{locale}"/>\n{system}\n\n{user}{tail}'
    if position == "bracketed_kv":
        return f"[ctx {mark(key + '=' + value)} desk={desk}]\n{system}\n\n{user}{tail}"
    assert position == "paren_user"
    return f"{system}\n\n{user} {mark(value)}{tail}"


GENERATED_POS = 40


def generated_positives(g: Gen56) -> list[Draft]:
    """One field (or the current time under the body's own "now" label) in one body at one position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    fi = 0
    for k in range(GENERATED_POS):
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        body = bodies[(k + 3 * (k // len(bodies))) % len(bodies)]
        t = g.at(body[1])
        now = body[9]
        if now and position in ("head", "system_tail", "header_block", "last_user", "footer") and k % 2 == 0:
            label, render = now
            line = f"{label} {render(t)}"
            text = _compose(body, position, line, "", "", "datetime")
            out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+localized_now",
                             ["generated", position, "localized_now", "non_english"]))
            continue
        while True:
            cue, family, label, key, kind, make = fields[fi % len(fields)]
            fi += 1
            value = make(g, t)
            if position == "paren_user" and kind != "time":
                continue
            if position == "bracketed_kv" and " " in value:
                continue
            break
        if position == "paren_user":
            value = f"(sent {value})"
        line = f"{label}: {value}"
        text = _compose(body, position, line, key, value, cue)
        tags = ["generated", position, family] + (["non_english"] if now else [])
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{family}", tags))
    return out


# --- negatives: stable look-alikes in program positions ---------------------------------------------


def neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind]))


def _negatives_lookalikes() -> None:
    neg(["lookalike", "case_header", "date_of_death"], "lookalike:case-header", """You are the arrangement assistant of
Hollister-Greene Funeral Home. Use the case details below; they come from the case file and do not
change during the conversation.
Case: HG-26-0147
Deceased: Margaret Ann Kowalski
Date of death: 2026-04-09 23:40
Service: 2026-04-14 11:00, Hollister-Greene chapel
Arranger: Dana Whitfield
Price list effective: 2026-03-01

Daughter: If the service is at 11, what time should the family arrive for the private viewing?
Assistant:""")
    neg(["lookalike", "llama3", "knowledge_cutoff"], "lookalike:llama3-cutoff-only", """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help families write obituaries for the Cascade Valley Herald. Keep to 250 words and the paper's
style.<|eot_id|><|start_header_id|>user<|end_header_id|>

My grandfather was a smoke jumper in the 1960s. How do I describe that for readers who don't know the
term?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg(["lookalike", "chatml", "founding_dates"], "lookalike:chatml-parish-dates", """<|im_start|>system
You are the parish office assistant of St Columba's, Oban. The parish was founded in 1887; the
registers were digitised on 11 March 2019; the safeguarding policy was last revised on 1 September
2025. Answer questions about baptisms, weddings and funerals.<|im_end|>
<|im_start|>user
Can a funeral be held in the church on a Sunday?<|im_end|>
<|im_start|>assistant""")
    neg(["lookalike", "front_matter", "template_approval"], "lookalike:front-matter-template", """---
template: eulogy-guide
template_version: 2026.1
approved: 2025-11-20
approved_by: family services lead
funeral_home_id: fh_8812
---
Guide the speaker through a eulogy in four parts: who the person was, a story, what they gave us, a
farewell. Suggest, never impose.

Speaker: I'm giving my brother's eulogy and I keep crying when I practise. Any tips?
Assistant:""")
    neg(["lookalike", "xml_attr", "service_date"], "lookalike:xml-service", """<service case="HG-26-0147" date="2026-04-18" time="14:00" chapel="West" slot_minutes="40"/>
You prepare the crematorium chapel attendant's checklist for the service described above: music,
curtains, committal, and the floral tributes to move outside afterwards.
Checklist:""")
    neg(["lookalike", "json_inline", "engine_date", "tenant_uuid"], "lookalike:json-engine", """{"engine":"eulogy-llm-2025-09-15","tenant":"3b9c2d41-7a6e-4f0b-9c8d-2e1f5a6b7c80","api_version":"2024-10-21"}
Help the user turn bullet points into a short, spoken tribute. Keep their words.

User: - loved Elvis - best Sunday roast in Luton - never missed a grandchild's birthday
Assistant:""")
    neg(["lookalike", "html_comment", "prompt_revision"], "lookalike:html-revision", """<!-- prompt revision 2026-02-03 · owner: family services -->
You answer questions about the funeral plans sold by Greenacre Funeral Plans: what is covered, what is
not, and how to make a claim.

Customer: Does my plan cover the doctor's fees for the cremation forms?
Assistant:""")
    neg(["lookalike", "md_table", "deed_dates"], "lookalike:md-plot-reservation", """| Field        | Value                         |
|--------------|-------------------------------|
| Grave        | C-114-4                       |
| Deed         | EROB-1988-0412                |
| Reserved     | 2009-06-05                    |
| Deed expires | 2063-02-17                    |

You help the cemetery office explain exclusive rights of burial. The table above is the grave's
record. Say what the holder can and cannot do.

Caller: Can I transfer this right to my son while I'm still alive?
Assistant:""")
    neg(["lookalike", "key_value_lines", "timezone"], "lookalike:kv-diary", """TZ=Pacific/Apia
DIARY_VERSION=2026.04
FIRST_SLOT=09:00
LAST_SLOT=16:20
CHAPEL_SLOT_MIN=40

You answer questions about booking the chapel at the Tafaigata crematorium. Use the settings above.

Funeral director: What's the latest I can book a service on a weekday?
Assistant:""")
    neg(["lookalike", "footer", "terms_revision"], "lookalike:footer-terms", """You help visitors of memorial pages report inappropriate guestbook entries. Explain that the family is
told and that entries are hidden while they are reviewed.

Visitor: Someone posted an advert in my aunt's guestbook. How do I report it?

--
MemorialBot for ForeverRose · terms revised 2025-11-01 · support@foreverrose.example""")
    neg(["lookalike", "azure", "api_version", "tenant_uuid"], "lookalike:azure-headers", """api-version: 2024-10-21
x-ms-tenant: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: gpt-4o-mini

You are the Teams assistant of the diocesan office. Answer questions about clergy cover and funeral
fees from the fee table (parochial fees 2026).

Clergy: What is the fee for a funeral service in church followed by burial in the churchyard?
Assistant:""")
    neg(["lookalike", "licence", "permit_dates"], "lookalike:licence-permit", """Funeral director licence: QLD FD-20417 (valid to 2027-06-30)
Crematorium permit: EPR/CB-3305 (issued 2019-04-02)
Insurer: Hollard, policy PL-55-0219 (renews 1 July)

You answer questions from families about our credentials and standards. Be factual and brief.

Family: Are you licensed, and who checks the crematorium you use?
Assistant:""")
    neg(["lookalike", "stripe", "customer_id"], "lookalike:stripe-customer", """Stripe context:
Stripe-Version: 2024-06-20
Customer: cus_Qm4T7wXb2LpA9s
Plan: memorial bench, 10-year agreement

You answer the buyer's questions about their memorial bench order and invoices.

Buyer: When does the bench agreement end and what happens then?
Assistant:""")
    neg(["lookalike", "discord", "guild_ids"], "lookalike:discord-ids", """Discord context:
guild_id: 1187361549083234304
channel_id: 1187361549083234311
support_role_id: 1187361549083234380

You are Lumen, the helper bot of a peer support server for bereaved people. Explain the server rules
and where to find the groups.

Member: is it ok to post photos of my mum in the memories channel?
Lumen:""")
    neg(["lookalike", "office_hours", "timezone"], "lookalike:office-hours", """Office hours: Monday-Friday 09:00-17:00, Saturday 10:00-12:00 (ashes collection by appointment)
Time zone: Europe/London
Out of hours: 0117 496 0000 (duty director)

You answer questions for Whitcombe Family Funeral Directors.

Caller: Can I collect Mum's ashes on Saturday afternoon?
Assistant:""")
    neg(["lookalike", "authored_review_date"], "lookalike:reviewed-date", """You are the bereavement services assistant of Kingston upon Thames council. This guidance was last
reviewed by the bereavement services lead on 4 February 2026 and follows the council's cemetery
regulations (2023 edition). Answer from it only.

Guidance: Graves are dug to a depth for two or three burials. Memorials need a permit; only registered
masons may fix them. Artificial flowers are removed after 14 days.

Resident: Can I put solar lights on my dad's grave?
Assistant:""")
    neg(["lookalike", "calendar_method", "edition"], "lookalike:hijri-method", """Masjid: Green Lane Masjid, Birmingham
Hijri dates: Umm al-Qura calendar
Prayer timetable: Birmingham Central Mosque 2026 edition
Janazah times: after Zuhr or Asr

You answer questions about janazah prayers at the masjid. Do not give fatwas; refer those to the imam.

Brother: If someone dies at night, when is the earliest janazah?
Assistant:""")
    neg(["lookalike", "liturgical_year"], "lookalike:liturgical-year", """Liturgical year: A (Advent 2025 - Christ the King 2026)
Lectionary: Roman Missal, third typical edition (2002)
Parish: Our Lady of Lourdes, Wexford

Suggest readings for a funeral Mass from the Order of Christian Funerals. Offer two Old Testament
readings, a psalm, two New Testament readings and two Gospels.

Family: Mum loved the psalm about the Lord being her shepherd.
Assistant:""")
    neg(["lookalike", "member_since", "yahrzeit_record"], "lookalike:member-yahrzeit", """Member: Ruth Abramson
Member since: 1998
Yahrzeit on file: father, Samuel Abramson - 12 Tevet (died 1 January 2004)
Plaque: memorial board, east wall, row 3

You help members with memorial plaques and yahrzeit reminders.

Member: Can I add my mother's name to the same plaque?
Assistant:""")
    neg(["lookalike", "member_since", "polish", "non_english"], "lookalike:polish-grave-holder", """Zarząd cmentarza parafialnego w Wieliczce
Dysponent grobu od: 14 marca 1998
Grób: kwatera 12, rząd 4, nr 7
Opłata ważna do: 31 grudnia 2038

Jesteś asystentem zarządu cmentarza. Odpowiadaj krótko i po polsku.

Użytkownik: Czy mogę postawić nowy pomnik bez zgody brata?""")
    neg(["lookalike", "model_release"], "lookalike:bot-release", """Model: gpt-4o-2024-08-06
Knowledge cutoff: 2023-10
Release: memorial-bot 5.2.0 (2026-03-30)

You help families set up memorial pages.

User: Can I make the page visible only to people with a password?
Assistant:""")
    neg(["lookalike", "funeral_plan", "plan_start"], "lookalike:funeral-plan", """Plan number: GFP-00841172
Plan start: 2014-06-01
Plan type: Guaranteed cremation plan
Planholder: Mr Dennis Wragg

You answer questions from families whose relative held a funeral plan with Greenacre. Explain what
the plan covers; do not discuss other providers' prices.

Son: Dad died on Monday. Does his plan pay for the limousine?
Assistant:""")
    neg(["lookalike", "registration_record"], "lookalike:registration-record", """Registration context (from the registrar's record, read-only):
Death registered: 2026-04-10, Darlington register office, entry no. 212
Informant: Claire Ashworth (daughter)
Certificates issued: 3

You help informants with the steps after registration. Be practical.

Informant: I only bought three certificates. Is that enough for the bank, the pension and the house?
Assistant:""")
    neg(["lookalike", "memorial_record", "uuid"], "lookalike:memorial-record", """Memorial: rose-hannigan-1941
Memorial id: 7c0f3a9e-1b2d-4c5e-8f6a-9b0c1d2e3f4a
Created: 2024-05-20
Owner: Caoimhe Hannigan

You help memorial page owners manage their page.

Owner: How do I add my cousin as a second administrator?
Assistant:""")
    neg(["lookalike", "recording_id", "retention"], "lookalike:webcast-recording", """Webcast provider: Obitus (Woodvale Crematorium)
Service recording: rec_2026_0414_kowalski
Retention: 28 days from the service
Download price: GBP 45

You answer families' questions about the webcast of their service.

Family: Can we still download the recording in June?
Assistant:""")


def _negatives_asked() -> None:
    neg(["asked", "hebrew_date"], "asked:hebrew-yahrzeit", """My grandmother died on 12 Tevet 5770. Which civil dates will her yahrzeit fall on in 2026
and 2027, and which evening do I light the candle?""")
    neg(["asked", "hijri_date"], "asked:hijri-anniversary", """Grandad passed away on 14 Sha'ban 1446. Our family marks the first anniversary by the
Hijri date. Roughly which Gregorian date is that in 2026, and could it shift by a day?""")
    neg(["asked", "ethiopian_date"], "asked:ethiopian-date", """Our church calendar says the memorial (tezkar) is on Tir 12, 2018 E.C. What date is that in the
Gregorian calendar, and is it a Saturday?""")
    neg(["asked", "japanese_era", "japanese", "non_english"], "asked:japanese-era", """父は令和7年11月3日に亡くなりました。一周忌と三回忌はそれぞれ西暦で何年何月何日になりますか？""")
    neg(["asked", "buddhist_era"], "asked:buddhist-era", """The death certificate from Colombo says the date of death is 2569-01-18 on the Buddhist calendar
line and 2026-01-18 on the other. Why are they different, and which one do the UK authorities use?""")
    neg(["typed_clock", "times_in_content"], "asked:typed-clock", """It's 10:15 here at the chapel, the service is at 10:30 and the hearse still hasn't arrived. The
driver said he left Croydon at 9:50. Should I start the music and welcome, or wait?
Assistant:""")
    neg(["relative_time"], "asked:relative-times", """The funeral is in 3 days. The death notice went out in the paper 2 hours ago and the florist
needs the order 48 hours before. Have I left it too late to order a casket spray?""")
    neg(["deadline_arithmetic"], "asked:registration-deadline", """Dad died on Friday 10 April 2026 in Leeds. The registrar says we have five days to register but
that weekends and bank holidays don't count. What is the last day we can register?""")
    neg(["few_shot", "example_date"], "asked:few-shot-notice", """Format the death notices in house style.

Input: "smith john died 3/4/2026 funeral 10/4 at 11am st marys"
Output: SMITH, John. Died 3 April 2026. Funeral at St Mary's on Friday 10 April at 11am.

Input: "okafor grace died 29/3/2026 service 8/4 2.30pm crem"
Output:""")
    neg(["unrendered_template"], "asked:unrendered-template", """Why does our confirmation text show the braces instead of the details?

"Dear {{family_name}}, we confirm the service for {{deceased_name}} on {{service_date}} at
{{service_time}} in the {{chapel}}. Sent {{now}}."

The template engine is Handlebars on our funeral management system.""")
    neg(["epoch", "file_name"], "asked:epoch-filename", """The livestream recording we downloaded is called chapel-a_1776009600.mp4 and the backup one is
chapel-a_1776009600123.mp4. Were they recorded at the same time? We're in Dayton, Ohio.""")
    neg(["ulid", "id_in_question"], "asked:guestbook-ulid", """Please delete guestbook entry 01JRX4T9Q2M8ZK6VWB3N5C7D1E from my mum's memorial page. It was posted by
someone who never knew her and it's upsetting the family.""")
    neg(["jwt", "id_in_question"], "asked:pasted-jwt", """This link for Dad's private livestream stopped working. Is the token in it expired?

https://watch.stillwatermemorial.example/v/memorial-4417?t=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ2aWV3ZXI6bWVtb3JpYWwtNDQxNyIsImlhdCI6MTc3NjAwOTYwMCwiZXhwIjoxNzc2MDEzMjAwfQ.dGhpcy1pcy1ub3QtYS1yZWFsLXNpZ25hdHVyZQ""")
    neg(["traceparent", "id_in_question"], "asked:support-traceparent", """The memorial site support team asked me to send them this from the error page so they can find my
failed photo upload. What is it, and is it safe to share?

traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-a2fb4a1d1a96d312-01""")
    neg(["uuid", "id_in_question"], "asked:plot-uuid", """Our cemetery software shows two records for the same grave: 5d9e2c71-3a4b-4f6e-9c8d-0b1a2e3f4d5c
and 5d9e2c71-3a4b-4f6e-9c8d-0b1a2e3f4d5d. The second was created by the import in January. How do I
work out which one is the real record before I merge them?""")
    neg(["ksuid", "id_in_question"], "asked:ksuid-support", """Hi, I got an error when paying for the tribute fund on my aunt's memorial page. The screen said
"Reference 2NbYmC4sQvJ8tKpW0aXz1R7eLfD - please contact support". Can you tell me whether the
payment went through?""")
    neg(["timezone_question", "times_in_content"], "asked:samoa-timezone", """The funeral service in Apia is at 10:00 on Saturday 18 April. What time will that be for my
brother in Auckland and for my cousins in Los Angeles, so they can watch the livestream?""")
    neg(["chatml", "typed_date"], "asked:chatml-anniversary", """<|im_start|>system
You are a gentle companion for people who are grieving. Listen, reflect back, and suggest small, kind
things they could do. You are not a therapist.<|im_end|>
<|im_start|>user
Today is Mum's first anniversary, 14 April. I want to do something for her but I don't want a big
gathering.<|im_end|>
<|im_start|>assistant""")
    neg(["exercise", "translation", "dates_in_content"], "asked:translation-exercise", """Translate into Spanish for my cousins in Guadalajara:

"The funeral Mass will be held on Friday, 17 April 2026, at 10:00 at St Anne's Church, followed by
burial at Holy Cross Cemetery. A reception will follow at 13:00 in the parish hall."
""")
    neg(["iso_week", "dates_in_content"], "asked:iso-week-closure", """The crematorium says the cremators are out of service for relining in week 2026-W17. Which dates
is that, and can we still have a chapel service that week with the cremation the following Monday?""")
    neg(["typed_login_time"], "asked:last-login", """My memorial page account says "Last signed in 11/04/2026 21:14 from Chrome on Windows". I was
at the wake then and didn't use a computer. Should I be worried, and what should I do?""")
    neg(["stripe_ids", "id_in_question"], "asked:stripe-refund", """Why was the deposit for Mum's funeral refunded? The funeral home's receipt shows payment
pi_3PqRsTuVwXyZ1234aBcDeFgH and the refund re_3PqRsTuVwXyZ1234aBcDeFgH0001, both on 9 April. We did
not ask for a refund.""")
    neg(["control", "plain"], "control:plain-1", """You are a kind assistant. Suggest three short readings for a non-religious funeral of a woman who
loved gardening and the sea.

User: She liked Mary Oliver but the family doesn't want anything too sad.
Assistant:""")
    neg(["control", "plain"], "control:plain-2", """Write a short thank-you card message from a family to the nurses of a hospice ward who cared for
their father in his last week. Two sentences, warm, no clichés.""")


# --- negatives: pasted, forwarded and quoted material ------------------------------------------------

# source, tags, block, question, introduction
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "us-death-certificate",
        ["death_certificate", "time_of_death", "file_number"],
        """CERTIFICATE OF DEATH - STATE OF OHIO                      State File No. 2026-018833
1. Decedent's legal name: Walter James Pruitt            2. Sex: M
3. Date of birth: 08/14/1938          4. Date of death: 04/09/2026
5. Time of death: 11:42 PM (pronounced 04/10/2026 12:15 AM)
6. Place of death: Miami Valley Hospital, Dayton, Montgomery County
7. Informant: Linda Pruitt Carver (daughter)
8. Method of disposition: Burial - Woodland Cemetery, Dayton
9. Certifier signed: 04/10/2026        Date filed by registrar: 04/13/2026""",
        "The bank wants the date of death and the file number. Which of the two times do they mean, the time of death or the pronouncement?",
        "Dad's death certificate",
    ),
    (
        "uk-death-entry",
        ["death_entry", "registration_date", "entry_number"],
        """CERTIFIED COPY OF AN ENTRY                                   DEATH          Entry No. 212
Registration district: Darlington          Sub-district: Darlington
1. Date and place of death: Ninth April 2026, Darlington Memorial Hospital, Hollyhurst Road
2. Name and surname: Gordon ASHWORTH      3. Sex: Male
5. Date and place of birth: 3rd March 1944, Bishop Auckland
7. Cause of death: I(a) Metastatic carcinoma of prostate
8. Informant: Claire Ashworth, daughter, present at the death
10. Date of registration: Tenth April 2026""",
        "Is this the document the pension provider means by a 'certified copy', or do they need something else?",
        "The certificate the registrar gave me",
    ),
    (
        "acte-deces",
        ["acte_de_deces", "french", "dates_in_words"],
        """EXTRAIT D'ACTE DE DÉCÈS - Mairie d'Angers
Acte n° 0412
Le onze avril deux mille vingt-six, à quatorze heures trente minutes, est décédée en son domicile,
12 rue Bressigny, Angers (Maine-et-Loire) : Jeannine Marie LEMOINE, retraitée, née à Cholet le
trois février mille neuf cent quarante et un, veuve de Roger Garnier.
Dressé le douze avril deux mille vingt-six, à dix heures, sur la déclaration de Sophie Garnier,
fille de la défunte, qui, lecture faite, a signé avec Nous, officier de l'état civil.""",
        "Combien d'extraits dois-je demander pour la banque, la caisse de retraite et le notaire ?",
        "L'extrait d'acte de décès de maman",
    ),
    (
        "sterbeurkunde",
        ["sterbeurkunde", "german", "register_number"],
        """Sterbeurkunde
Standesamt Freiburg im Breisgau                              Nr. S 1187/2026
Familienname: Kremer                Vornamen: Heinrich Josef
Geburtstag: 17.09.1936              Geburtsort: Offenburg
Sterbetag: 10.04.2026               Sterbeort: Freiburg im Breisgau
Uhrzeit: 03:25 Uhr
Familienstand: geschieden
Freiburg im Breisgau, 13.04.2026    Die Standesbeamtin: Wehrle""",
        "Ist das Datum vom 13.04. das Ausstellungsdatum? Die Versicherung fragt nach dem Sterbedatum.",
        "Die Sterbeurkunde",
    ),
    (
        "acta-defuncion-mx",
        ["acta_de_defuncion", "spanish", "curp"],
        """ESTADOS UNIDOS MEXICANOS - REGISTRO CIVIL - ACTA DE DEFUNCIÓN
Entidad: Jalisco     Municipio: Guadalajara     Oficialía: 07     Libro: 3     Acta: 00912
Fecha de registro: 12/04/2026
Nombre: MANUEL ALEJANDRO RUIZ OCHOA     CURP: RUOM450317HJCZCN08
Fecha de defunción: 11/04/2026     Hora: 06:40
Lugar: Hospital Civil de Guadalajara "Fray Antonio Alcalde"
Destino del cadáver: Cremación - Funerales San Judas, Chapalita""",
        "¿Con esta acta ya podemos pedir la pensión de viudez de mi abuela en el IMSS?",
        "El acta de mi abuelito",
    ),
    (
        "akt-zgonu",
        ["akt_zgonu", "polish", "register_number"],
        """ODPIS SKRÓCONY AKTU ZGONU
Urząd Stanu Cywilnego w Nowym Sączu                Nr aktu: 1262/00/AZ/2026
Nazwisko: WÓJCIK     Imię: Stanisław
Data zgonu: 9 kwietnia 2026 r., godz. 05:10
Miejsce zgonu: Nowy Sącz
Data urodzenia: 21 listopada 1941 r.     Miejsce urodzenia: Grybów
Data sporządzenia aktu: 10 kwietnia 2026 r.""",
        "Czy ten odpis wystarczy do ZUS, żeby wypłacili zasiłek pogrzebowy?",
        "Odpis aktu zgonu taty",
    ),
    (
        "kasou-kyoka",
        ["cremation_permit", "japanese", "japanese_era"],
        """火葬許可証
第 2026-0388 号
死亡者の本籍  愛知県名古屋市千種区
死亡者の住所  愛知県名古屋市千種区今池三丁目
死亡者の氏名  山本 和夫
性別  男
死亡年月日  令和8年4月10日 午前5時20分
死亡場所  名古屋市昭和区
火葬場所  名古屋市八事斎場
許可年月日  令和8年4月11日
名古屋市長""",
        "この許可証は火葬の後どうなりますか？納骨のときに必要ですか？",
        "父の火葬許可証です",
    ),
    (
        "korean-funeral-schedule",
        ["funeral_schedule", "korean", "times"],
        """[부고] 故 김영호 님께서 별세하셨기에 알려드립니다.
빈소: 한빛병원 장례식장 특실 1호
입관: 2026년 4월 13일 (월) 14:00
발인: 2026년 4월 14일 (화) 06:30
장지: 용인 평온의숲 추모공원
상주: 김민수, 김민지""",
        "회사 단체 문자로 보낼 수 있게 짧게 줄여 주세요. 날짜와 시간은 그대로 두고요.",
        "아버지 부고 문자",
    ),
    (
        "crem-running-order",
        ["running_order", "times", "music_cues"],
        """ORDER OF PROCEEDINGS - West Chapel, Canford Crematorium - Thursday 16 April, 11:20 (40 min)
11:18  Hearse arrives; bearers: Hatton & Rowe
11:20  Entrance music: "Nimrod" (Elgar) - cue 1
11:23  Welcome - celebrant Annette Moyo
11:26  Tribute by Peter Ashworth (8 min)
11:35  Poem: "Do not stand at my grave and weep" - read by Amy
11:38  Reflection music: "Wind Beneath My Wings" - cue 2
11:43  Committal - curtains close
11:45  Exit music: "Always Look on the Bright Side of Life" - cue 3
11:50  Family leave by the north door; flowers in the floral court""",
        "Will the tribute fit if Peter goes over by three minutes, or do we drop the reflection music?",
        "The running order the celebrant sent",
    ),
    (
        "fd-email",
        ["email_headers", "message_id", "hearse_time"],
        """From: Hatton & Rowe Funeral Directors <office@hattonrowe.example>
To: Claire Ashworth <claire.ashworth@mail.example>
Date: Mon, 13 Apr 2026 16:42:18 +0100
Message-ID: <20260413154218.7H2K@hattonrowe.example>
Subject: Arrangements for Thursday - Gordon Ashworth

Dear Claire,
The hearse and one limousine will arrive at your mother's house at 10:50 on Thursday, leaving at
11:00 for Darlington Crematorium (service 11:40). Please let us know by Wednesday noon if you would
like us to collect the floral tributes from the house.
Kind regards, Marion""",
        "Can you turn this into a short message I can send to the family WhatsApp group?",
        "The funeral director's e-mail",
    ),
    (
        "crem-booking-email",
        ["email_headers", "booking_reference", "slot"],
        """From: Bereavement Services <bereavement@lambeth.example>
Date: Fri, 10 Apr 2026 09:05:51 +0000
Message-ID: <CAK9x2LmQ8zP@bereavement.lambeth.example>
Subject: Booking confirmed LC-26-0733

Booking reference: LC-26-0733
Service: Thursday 23 April 2026, 13:20, East Chapel (single slot, 40 minutes)
Funeral director: Hatton & Rowe (FD-0087)
Webcast: requested (link sent 24 hours before)
Forms outstanding: Cremation 4 (medical referee) - due by 12:00 on 22 April""",
        "What happens if the form isn't in by the deadline? Could the service be cancelled?",
        "The crematorium's confirmation",
    ),
    (
        "certificate-of-cremation",
        ["cremation_certificate", "cremation_number", "dates"],
        """CERTIFICATE OF CREMATION
Westerleigh Crematorium, Bristol
Cremation No.: 58114
This is to certify that the cremation of Edna May PARSONS, late of 4 Kingsway, Filton, aged 91
years, was carried out at this crematorium on 17 April 2026.
The cremated remains were released on 21 April 2026 to Hatton & Rowe Funeral Directors.
Registrar of Cremations: J. Okafor""",
        "The cemetery wants this before they'll inter the ashes in Mum's grave. Is there anything missing?",
        "The cremation certificate",
    ),
    (
        "plot-register",
        ["plot_register", "interment_dates", "rights_holder"],
        """OAKWOOD HILL CEMETERY - INTERMENT REGISTER - Section C, Lot 114
Grave  Name                    Interred     Depth   Rights holder         Deed
C-114-1 Brennan, infant son    1952-03-04   4 ft    Patrick J. Brennan    D-1951-0228
C-114-2 Brennan, Patrick J.    1988-02-17   6 ft    Mary T. Brennan       D-1951-0228
C-114-3 Brennan, Mary T.       2009-06-05   6 ft    (estate)              D-1951-0228
C-114-4 (vacant)               -            -       estate of Mary Brennan D-1951-0228""",
        "Who would need to sign for my father to use the last grave?",
        "The register page the office printed for us",
    ),
    (
        "erob-renewal",
        ["grave_deed", "renewal_letter", "expiry_date"],
        """Bereavement Services, Kingston upon Thames
Our ref: EROB/KB/1996/0412                                           2 April 2026
Dear Mrs Alder,
Exclusive Right of Burial - Grave KB 14/207, Kingston Cemetery
The exclusive right of burial granted on 15 March 1996 for a period of 30 years expires on
14 March 2026. You may renew the right for a further 25 years for a fee of £1,150. If we do not hear
from you by 30 June 2026, the right will lapse, but no further burials can take place in the grave.""",
        "I thought the right was forever. Should I renew if the grave is already full?",
        "A letter from the council about Grandad's grave",
    ),
    (
        "headstone-proof",
        ["inscription_proof", "dates_on_stone"],
        """PROOF 2 - Bennett Memorials, Halifax
Black granite ogee, 36" x 24" x 3", gilded V-cut lettering
IN LOVING MEMORY OF
MARGARET (PEGGY) HOLROYD
15TH AUGUST 1937 - 2ND MARCH 2026
A MUCH LOVED WIFE, MUM AND NANA
ALSO HER HUSBAND
FRANK
DIED 11TH JUNE 2009 AGED 74
TOGETHER AGAIN""",
        "Does the layout look balanced, and should Frank's line say his dates the same way as Mum's?",
        "The mason's second proof",
    ),
    (
        "newspaper-obituary",
        ["obituary", "visitation_times", "dates"],
        """Harold Eugene Lindqvist
Nov. 2, 1934 - April 8, 2026
FARGO - Harold Eugene Lindqvist, 91, died peacefully on April 8, 2026, at Sanford Hospital. He was
born Nov. 2, 1934, in Moorhead, Minn., to Carl and Esther Lindqvist. He married Ruth Anderson on
June 21, 1958, at Trinity Lutheran Church. Visitation will be 5-7 p.m. Sunday, April 12, with a
prayer service at 7 p.m., at Hanson-Runsvold Funeral Home. Funeral: 10:30 a.m. Monday, April 13, at
First Lutheran Church, Fargo.""",
        "Can you shorten this to 80 words for the paper's print edition, keeping all the times?",
        "Grandpa's obituary from the funeral home website",
    ),
    (
        "in-memoriam",
        ["in_memoriam", "anniversary_verse", "dates"],
        """ARMSTRONG Derek
Died 14th April 2023
Three years have passed since that sad day,
The one we loved was called away.
Your allotment blooms, the Black Cats play,
We miss you more with every day.
Love always, Jean, Paul and Lisa.""",
        "Is the metre right in line three? It feels clumsy when I read it aloud.",
        "The verse for Dad's anniversary notice",
    ),
    (
        "eulogy-draft",
        ["eulogy", "dates_in_prose"],
        """Mum was born on the 3rd of March 1946 in Rotherham, the youngest of six. She left school at
fifteen and went to work at the Co-op on Effingham Street, where on the 14th of February 1964 a young
lad called Brian asked her to the pictures. They were married eighteen months later, on the 21st of
August 1965, and they had fifty-three years together until Dad died in 2018. She was a dinner lady
at Thornhill Primary for twenty-two years and there isn't a child from 1975 to 1997 who didn't get an
extra potato from her.""",
        "Does this opening flow? I want to get from her childhood to her marriage faster.",
        "The start of my eulogy",
    ),
    (
        "guestbook-csv",
        ["guestbook_export", "csv", "timestamps"],
        """entry_id,posted_at,author,relationship,message
gb_2041,2026-04-10T09:14:22Z,Tom Reilly,neighbour,"Rose always had the kettle on. Thinking of you all."
gb_2042,2026-04-10T11:03:57Z,Sister Bernadette,former pupil,"A wonderful teacher. May she rest in peace."
gb_2043,2026-04-10T21:48:05Z,Anonymous,,"Call 0800 555 0199 for cheap headstones!!!"
gb_2044,2026-04-11T07:30:41Z,Caoimhe Hannigan,granddaughter,"Love you Nana x\"""",
        "Which entries should I hide before the family sees the export?",
        "The guestbook export from the memorial site",
    ),
    (
        "memorial-json",
        ["json_export", "first_member_id", "created_at"],
        """{
  "id": "mem_7c0f3a9e1b2d",
  "created_at": "2024-05-20T18:02:44Z",
  "updated_at": "2026-04-11T07:31:02Z",
  "name": "Rose Hannigan",
  "born": "1941-04-23",
  "died": "2024-05-16",
  "visibility": "family",
  "admins": ["caoimhe@mail.example"]
}""",
        "Why does updated_at change when someone just lights a candle? I didn't edit anything.",
        "What the site's API gives me for Nana's page",
    ),
    (
        "stream-scheduled-email",
        ["email", "stream_schedule", "masked_key"],
        """Subject: Your webcast is scheduled - Kowalski service
Date: Sat, 11 Apr 2026 14:20:09 -0500

Event: Funeral service for Margaret Ann Kowalski
Chapel: Hollister-Greene, Chapel A
Goes live: Tuesday, April 14, 2026, 10:45 AM CDT (15 minutes before the service)
Private link: https://watch.stillwatermemorial.example/e/kowalski-0414
Stream key: live_****************3f9a (use only in the chapel encoder)
Recording available until: May 14, 2026""",
        "Can I share the private link in the obituary, or should I only send it to family?",
        "The e-mail from the webcast company",
    ),
    (
        "obs-log",
        ["encoder_log", "timestamps", "dropped_frames"],
        """10:44:58.201: [rtmp stream: 'adv_stream'] Connecting to RTMP URL rtmps://live.example/app...
10:44:59.447: [rtmp stream: 'adv_stream'] Connection to rtmps://live.example/app successful
10:52:13.908: [rtmp stream: 'adv_stream'] Dropped 214 frames (network congestion)
10:58:40.112: [rtmp stream: 'adv_stream'] Dropped 198 frames (network congestion)
11:05:02.650: [rtmp stream: 'adv_stream'] Disconnected, reconnecting in 2 seconds
11:05:04.660: [rtmp stream: 'adv_stream'] Reconnect successful""",
        "The family said the stream froze twice. Is that the chapel Wi-Fi or the laptop?",
        "The encoder log from Tuesday's service",
    ),
    (
        "stream-analytics-csv",
        ["analytics_csv", "timestamps", "viewers"],
        """Time (CDT),Concurrent viewers,Countries
10:45,12,US
11:00,61,"US, PL, CA"
11:15,86,"US, PL, CA, DE"
11:30,79,"US, PL, CA, DE"
11:45,40,"US, PL"
12:00,9,US""",
        "Write one sentence for the thank-you card about how many people joined online and from where.",
        "The viewer numbers from the livestream",
    ),
    (
        "confirmation-register",
        ["sacramental_register", "confirmation", "dates"],
        """Confirmation Register - Parish of St Cecilia, Omaha - Vol. IV, p. 58
No. 1127  Daniel Okafor; father Emeka, mother Grace (née Nwosu); baptised 12 May 2012, Holy Family,
          Lagos; confirmed 26 April 2026 by Most Rev. George Lucas; sponsor Chinedu Okafor; name: Michael
No. 1128  Sophia Ruiz; father Manuel, mother Ana (née Ochoa); baptised 3 June 2012, St Cecilia;
          confirmed 26 April 2026; sponsor Lucía Ruiz; name: Teresa""",
        "Daniel's family wants a certificate for his school. Draft the certificate text from entry 1127.",
        "Our confirmation register page",
    ),
    (
        "prima-comunione",
        ["certificate", "italian", "dates"],
        """PARROCCHIA DI SAN LORENZO - VICENZA
CERTIFICATO DI PRIMA COMUNIONE
Si certifica che MARCHETTI GIULIA, nata a Vicenza il 14/07/2016, figlia di Paolo e di Serena Dal
Maso, battezzata in questa parrocchia il 09/10/2016, ha ricevuto la Prima Comunione il 10/05/2026
nella chiesa parrocchiale.
Registro delle Prime Comunioni, vol. III, n. 41
Vicenza, 12/05/2026                                    Il Parroco, don Luca Bertoldo""",
        "Serve questo certificato per la cresima tra qualche anno o basta quello di battesimo?",
        "Il certificato della prima comunione",
    ),
    (
        "mass-schedule",
        ["mass_times", "schedule"],
        """ST BRIGID'S, KILCULLEN - MASS TIMES (from Sunday 19 April)
Saturday Vigil: 7:00 pm
Sunday: 9:00 am, 11:00 am (with choir)
Monday-Friday: 10:00 am (no Mass on Wednesday; Liturgy of the Word instead)
Month's Mind Masses may be requested for any weekday 10:00 am Mass.
Funerals: 11:00 am Monday-Saturday, by arrangement with the undertaker.""",
        "Could we have Dad's month's mind on a Saturday evening, or only on weekdays?",
        "The new Mass times from the newsletter",
    ),
    (
        "readers-rota",
        ["rota", "dates", "names"],
        """READERS' ROTA - MAY 2026
Sat 2 May 17:00   Linda P., Tom O.
Sun 3 May 08:00   Ann D., Mark S.
Sun 3 May 10:30   Grace O., Emeka O.
Sat 9 May 17:00   Linda P., Bernard K.
Sun 10 May 10:30  Sophia R., Manuel R.
Sat 16 May 17:00  Linda P., Tom O.""",
        "Linda said she can't do the 9th or the 16th. Who could swap with her without reading twice in one weekend?",
        "The readers' rota",
    ),
    (
        "giving-statement",
        ["contribution_statement", "gift_dates", "amounts"],
        """ST. CECILIA CATHOLIC CHURCH - 2025 CONTRIBUTION STATEMENT
Mr. and Mrs. Gerald Whitaker - Envelope #318                        Statement date: 01/31/2026
Date        Fund                  Method    Amount
01/05/2025  Weekly offertory      Envelope  $60.00
04/20/2025  Easter flowers        Check     $40.00
10/05/2025  Building fund         Online    $500.00
12/24/2025  Christmas             Envelope  $100.00
Total contributions: $3,660.00
No goods or services were provided in exchange for these contributions.""",
        "The total looks high. Does it include the weekly gifts that aren't listed line by line?",
        "Our giving statement from church",
    ),
    (
        "giving-webhook-debug",
        ["webhook_debug", "standard_webhooks", "signature"],
        """POST /hooks/giving HTTP/1.1
webhook-id: msg_2vQf8RzLk3NwYp6TbH1XcJ0eUaS
webhook-timestamp: 1776004391
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type": "gift.created", "data": {"gift": "gft_55120", "amount": "250.00", "created_at": "2026-04-12T14:33:11Z"}}""",
        "Our verifier rejects this with 'timestamp too old'. The server clock is right. What else could cause it?",
        "One of the giving platform's deliveries",
    ),
    (
        "pco-person-json",
        ["json_api", "created_at", "person_record"],
        """{
  "data": {
    "type": "Person",
    "id": "118420397",
    "attributes": {
      "name": "Ruth Abramson",
      "created_at": "2019-08-27T15:40:12Z",
      "updated_at": "2026-04-02T09:11:58Z",
      "membership": "Member",
      "status": "inactive",
      "inactivated_at": "2026-04-02T09:11:58Z"
    }
  }
}""",
        "Why was she marked inactive? The family told us she passed away, but we didn't change anything.",
        "The person record from our church management system",
    ),
    (
        "kol-nidre-pledge",
        ["email_headers", "pledge", "hebrew_year"],
        """From: Temple Beth Shalom Development <giving@bethshalom.example>
Date: Thu, 2 Oct 2025 10:15:00 -0400
Message-ID: <kolnidre-5786-3391@bethshalom.example>
Subject: Thank you for your Kol Nidre appeal pledge

Dear Ruth,
Thank you for your pledge of $1,800 to the 5786 Kol Nidre appeal, made in memory of Samuel
Abramson. Pledges may be paid until 31 August 2026. Your pledge number is KN5786-0217.""",
        "Can I pay the pledge in two parts, and will my father's name appear in the memorial book?",
        "The thank-you e-mail from the synagogue",
    ),
    (
        "janazah-whatsapp",
        ["chat_export", "whatsapp_prefixes", "times"],
        """[12/04/2026, 06:41:08] Imran (funeral committee): Inna lillahi wa inna ilayhi raji'un. Brother Yusuf Patel passed away at City Hospital at 5:20 this morning.
[12/04/2026, 06:43:55] Imran (funeral committee): Ghusl at 12:30 at the masjid, janazah after Zuhr at 13:45.
[12/04/2026, 06:50:12] Bilal: Burial at Handsworth, section 29?
[12/04/2026, 07:02:31] Imran (funeral committee): Yes, cemetery confirmed for 14:45.""",
        "Write a short announcement for the masjid's Facebook page with these times.",
        "From our committee WhatsApp group",
    ),
    (
        "khateeb-rota",
        ["rota", "jumuah", "dates"],
        """JUMU'AH KHATEEB ROTA - GREEN LANE MASJID - SPRING 2026
Fri 3 April    1st jama'ah 13:15  Sh. Abdul Hakim    2nd jama'ah 14:15  Ustadh Faisal
Fri 10 April   1st jama'ah 13:15  Imam Qasim         2nd jama'ah 14:15  Sh. Abdul Hakim
Fri 17 April   1st jama'ah 13:15  Ustadh Faisal      2nd jama'ah 14:15  Imam Qasim
Fri 24 April   1st jama'ah 13:15  Sh. Abdul Hakim    2nd jama'ah 14:15  (vacant)""",
        "If a janazah is held straight after the 1st jama'ah on the 24th, who would lead it and does the vacant slot matter?",
        "The khateeb rota",
    ),
    (
        "shraddh-receipt",
        ["receipt", "ceremony_booking", "dates"],
        """KALIGHAT PUROHIT SEVA SAMITY - RECEIPT No. 4471
Date: 02/04/2026
Received from: Sri Subhajit Ghosh
For: Shraddha ceremony of late Sri Pranab Kumar Ghosh (expired 05/03/2026)
Ceremony date: 04/04/2026, 8:00 a.m. onwards, at 14B Ballygunge Place
Purohit: Pt. Nilkantha Bhattacharya
Dakshina and samagri: Rs. 11,500 (paid in cash)""",
        "Is the ceremony date right for a shraddha one month after death, or should it have been later?",
        "The receipt from the purohit samity",
    ),
    (
        "dana-invitation",
        ["invitation", "sinhala", "dates"],
        """අපගේ ආදරණීය මව වූ ලීලාවතී පෙරේරා මැතිනිය 2026 අප්‍රේල් 3 වන දින අපවත් වූ බව දන්වමු.
සත්වන දින මතක දානය 2026 අප්‍රේල් 9 වන බ්‍රහස්පතින්දා පෙ.ව. 11.00ට අංක 42, ගාලු පාර, දෙහිවල නිවසේදී
පවත්වනු ලැබේ. ධර්ම දේශනාව පෙර දින රාත්‍රී 7.30ට.""",
        "Can you translate this into English for my colleagues in London, keeping the dates and times?",
        "The dana invitation my family sent",
    ),
    (
        "mnimosyno-bulletin",
        ["church_bulletin", "greek", "dates"],
        """ΙΕΡΟΣ ΝΑΟΣ ΑΓΙΟΥ ΔΗΜΗΤΡΙΟΥ ΑΜΠΕΛΟΚΗΠΩΝ - ΑΝΑΚΟΙΝΩΣΕΙΣ
Κυριακή 12 Απριλίου 2026: Θεία Λειτουργία 7:30-10:30.
Μνημόσυνα μετά τη Θεία Λειτουργία:
- Γεωργίου Παπαδάκη (40ήμερο)
- Ελένης Κωνσταντίνου (1 έτος)
- Νικολάου Ραφαηλίδη (3 έτη)
Τα κόλλυβα παραδίδονται στο παγκάρι έως τις 9:00.""",
        "Which of these memorials is the forty-day one, and by when must the kollyva be at the church?",
        "Our parish announcements",
    ),
    (
        "parastas-invitation",
        ["invitation", "romanian", "dates"],
        """Cu adâncă durere anunțăm că pe data de 28 februarie 2026 a trecut la cele veșnice mama noastră,
ELENA POPESCU, în vârstă de 77 de ani.
Parastasul de 40 de zile va avea loc sâmbătă, 11 aprilie 2026, la ora 10:00, la Biserica „Sfântul
Nicolae" din Cluj-Napoca, după Sfânta Liturghie. Masa de pomenire va fi la Restaurantul Transilvania,
ora 12:30.""",
        "Is Saturday 11 April really the fortieth day? Count it for me.",
        "The invitation we printed",
    ),
    (
        "tezkar-invitation",
        ["invitation", "amharic", "ethiopian_calendar"],
        """የአርባ ቀን መታሰቢያ ጥሪ
አባታችን አቶ ተስፋዬ ገብረ ማርያም በመጋቢት 5 ቀን 2018 ዓ.ም. ከዚህ ዓለም በሞት ተለይተዋል።
የአርባ ቀን ተዝካር ሚያዝያ 14 ቀን 2018 ዓ.ም. ከቅዳሴ በኋላ በደብረ ሊባኖስ ቅድስት ማርያም ቤተ ክርስቲያን ይደረጋል።
ቤተሰቦቹ""",
        "What are these two dates in the Gregorian calendar? I need to tell my manager.",
        "The invitation for my father's memorial",
    ),
    (
        "chaplaincy-referral-form",
        ["referral_form", "date_time_of_referral"],
        """SPIRITUAL CARE REFERRAL - Mercy General Hospital
Date/time of referral: 04/12/2026 13:52          Referred by: K. Alvarez, RN, 4 North
Patient location: Room 4117                         Faith/tradition: Roman Catholic
Reason: End of life; family requests Anointing of the Sick
Urgency: [x] Within 1 hour  [ ] Today  [ ] Routine
Family contact on unit: daughter, Maria (cell 402-555-0173)
Chaplain response: ____________  Time seen: ______""",
        "Fill in nothing - just tell me: does a lay chaplain respond to this, or only a priest?",
        "A referral form from the ward",
    ),
    (
        "chaplain-visit-log",
        ["visit_log", "times", "wards"],
        """Chaplaincy visit log - Sat 11 April (on call: Revd Ann Cole)
08:10  Ward 12, bed 4 - prayer with patient and wife (C of E)
09:35  ICU, bay 2 - family support after withdrawal of treatment, 50 min
11:20  ED relatives' room - sudden death, family of 5; stayed until funeral director contacted
14:05  Ward 7 - Holy Communion x3
16:40  Mortuary viewing room - accompanied son for viewing""",
        "Summarise the day for the weekly chaplaincy report in three sentences, without names.",
        "My visit log from Saturday",
    ),
    (
        "grief-group-schedule",
        ["group_schedule", "dates", "times"],
        """LIVING WITH LOSS - 8-week group, St Catherine's Hospice, Crawley
Tuesdays 18:30-20:00, Garden Room
21 Apr  Introductions and our stories
28 Apr  Grief is not a straight line
5 May   Anger, guilt and regret
12 May  Practical matters and paperwork
19 May  Anniversaries and difficult days
26 May  (no session - half term)
2 Jun   Memories and rituals
9 Jun   Looking ahead; closing""",
        "If I miss the first two weeks because of the funeral, is it still worth joining?",
        "The group programme",
    ),
    (
        "call-log-csv",
        ["call_log", "csv", "durations"],
        """call_start,duration_min,volunteer,topic,callback
2026-04-06 19:04,22,V14,loss of spouse,yes
2026-04-06 19:31,8,V09,practical (probate),no
2026-04-06 20:12,41,V14,loss of child,yes
2026-04-06 21:47,15,V22,anniversary,no
2026-04-07 09:05,33,V03,loss of parent,yes""",
        "What is the average call length, and what share asked for a callback?",
        "Last week's call log (anonymised)",
    ),
    (
        "inquest-opening-notice",
        ["coroner_notice", "hearing_date", "case_number"],
        """HM CORONER FOR WEST YORKSHIRE (EASTERN AREA)
NOTICE OF INQUEST OPENING
In the matter of: Jason Michael PEARCE (deceased)     Coroner's ref: 01234-2026
The inquest will be opened at Bradford Coroner's Court, City Court, The Tyrls, Bradford BD1 1JL
on Tuesday 14 April 2026 at 10:00.
The opening is a short hearing. Family members may attend but are not required to.""",
        "It says we aren't required to attend. Will they decide how he died at this hearing?",
        "The letter from the coroner's office",
    ),
    (
        "medical-examiner-email",
        ["email_headers", "me_reference", "scrutiny_time"],
        """From: Medical Examiner Office <me.office@leedsth.example>
Date: Fri, 10 Apr 2026 12:31:07 +0100
Subject: ME ref 26/1187 - Mr Harish Patel

Dear Mrs Patel,
Following our call at 11:40 today, the medical examiner (Dr S. Ahmed) has agreed the cause of death
proposed by the ward doctor. The MCCD was sent to Leeds Register Office at 12:25. You can now book an
appointment to register the death.""",
        "Can I book the registration online today, and do I need to bring anything from the hospital?",
        "The medical examiner's e-mail",
    ),
    (
        "registrar-confirmation",
        ["appointment_confirmation", "booking_reference"],
        """Leeds Register Office - Appointment confirmation
Booking reference: LRO-DTH-558210
Appointment: Tuesday 14 April 2026, 09:45 (allow 30 minutes)
Address: Leeds Register Office, Park Square, LS1 2NE
Bring: your own ID; the deceased's NHS number, date and place of birth, last address, and any
marriage or civil partnership certificate if available.""",
        "I can't get there until 10. Will they still see me or should I rebook?",
        "My appointment confirmation",
    ),
    (
        "tell-us-once-letter",
        ["letter", "reference_number", "dates"],
        """Tell Us Once - your unique reference number
Date: 14 April 2026
Deceased: Gordon ASHWORTH     Date of death: 9 April 2026
Your reference: 7310 4456 2291 8842
You have 28 days from 14 April 2026 to use this service. Keep this number safe.""",
        "What's the last day I can use it, and does the 28 days count the day of the letter?",
        "The sheet the registrar gave me",
    ),
    (
        "bank-bereavement-letter",
        ["bank_letter", "account_numbers", "dates"],
        """Northfield Building Society - Bereavement Team
Our ref: BRV/260412/0093                                            16 April 2026
Estate of Mr Gordon Ashworth (date of death 2 April 2026)
Easy Access Saver 40-11-02 71830294: balance at date of death £14,203.55
Fixed Rate Bond 40-11-02 88012746: balance £20,000.00, interest accrued to 2 April £312.40; matures
30 September 2026 (early closure without penalty for bereavement)
To release funds we need: a completed Form B1 and sight of the grant of probate.""",
        "Why do they need probate when the total is under £35,000?",
        "The bank's letter",
    ),
    (
        "awb-human-remains",
        ["air_waybill", "flight_dates", "repatriation"],
        """AIR WAYBILL 075-4471 8930
Shipper: Funeraria Costa del Sol, Málaga     Consignee: Mac Giolla Funeral Directors, Sligo
Nature of goods: HUM - human remains in coffin, 1 pc, 145 kg
Routing: AGP-DUB IB 3714 / 17APR 10:25-12:40
Handling: HUM - load last, offload first. Documents in pouch: death certificate (Spanish, with
translation), embalming certificate, laissez-passer mortuaire no. 2026/0193.""",
        "What time should the funeral director in Sligo be at Dublin airport to collect?",
        "The waybill the Spanish funeral home sent",
    ),
    (
        "embalming-certificate",
        ["embalming_certificate", "spanish", "dates"],
        """CERTIFICADO DE TANATOPRAXIA
D. Rafael Moreno Salas, tanatopractor colegiado n.º 29-0412, certifica que el día 13 de abril de
2026, a las 18:30 horas, practicó la conservación del cadáver de D. Brendan Joseph McHugh, fallecido
en Marbella el 11 de abril de 2026, conforme al Reglamento de Policía Sanitaria Mortuoria de
Andalucía, a efectos de su traslado internacional a Irlanda.
Málaga, 13 de abril de 2026.""",
        "Does this say what the Irish side needs, or do we still need a certificate of no infectious disease?",
        "The embalming certificate from Spain",
    ),
    (
        "funeral-invoice",
        ["invoice", "invoice_date", "due_date"],
        """HATTON & ROWE FUNERAL DIRECTORS - INVOICE 26/0733
Invoice date: 24 April 2026                 Due: 24 May 2026
Client: Mrs C. Ashworth                      Funeral of: Gordon Ashworth (23 April 2026)
Professional services and care               £2,150.00
Hearse and one limousine                       £495.00
Coffin (Oxford, oak veneer)                    £795.00
Disbursements: crematorium fee £1,080.00; doctor/ME fee £82.00; celebrant £220.00
Less deposit paid 14 April                    -£500.00
Balance due                                  £4,322.00""",
        "Check the arithmetic for me and tell me which items are disbursements.",
        "The funeral invoice",
    ),
    (
        "florist-confirmation",
        ["order_confirmation", "delivery_time"],
        """Petals & Stems, Dayton - Order confirmation #PS-20419
Ordered: April 11, 2026 3:12 PM
Item: Casket spray, white roses and lilies, full couch ($385.00)
Card: "Forever in our hearts - Linda, Mark and the grandchildren"
Deliver to: Hollister-Greene Funeral Home, 2210 W Main St
Delivery: Tuesday, April 14, by 9:30 AM""",
        "The visitation is at 10. Is 9:30 cutting it too fine for the casket spray?",
        "The florist's confirmation",
    ),
    (
        "mason-quote",
        ["quote", "valid_until", "dates"],
        """Bennett Memorials, Halifax - QUOTATION Q-2026-118            Date: 20 March 2026
Black granite ogee headstone with base, 36" x 24" x 3"
Inscription: approx. 95 letters, V-cut, gilded         £1,640.00
Cemetery permit fee (Calderdale)                        £185.00
Fixing to NAMM code of practice                         included
Total                                                  £1,825.00
This quotation is valid until 19 June 2026. Ground must settle for 6 months after burial.""",
        "Mum was buried on 9 March. When is the earliest the stone can go up?",
        "The mason's quote",
    ),
    (
        "work-order-export",
        ["work_orders", "export", "dates"],
        """WO_ID,CREATED,TYPE,LOCATION,DUE,STATUS
WO-5512,2026-04-10 15:22,Open grave (full depth),D-40-11,2026-04-13 09:30,Scheduled
WO-5514,2026-04-06 08:40,Raise sunken marker,B-7-3,2026-04-20,Open
WO-5517,2026-04-08 11:05,Backfill and top-soil,C-12-6,2026-04-10,Done
WO-5519,2026-04-01 07:30,Remove spent flowers A-C,Sections A-C,2026-04-13,Open""",
        "Which work orders are overdue if today is the 13th?",
        "Our grounds work orders",
    ),
    (
        "crem-day-sheet",
        ["day_sheet", "cremation_numbers", "times"],
        """THORNHILL CREMATORIUM - DAY SHEET - Monday 13 April 2026
Time   Chapel  Cremation No.  Funeral director       Committal  Cremator
09:30  North   58102          Hatton & Rowe          09:55      1
10:30  North   58103          Co-op Funeralcare      10:58      2
11:30  South   58104          Whitcombe              11:50      1
13:00  North   58105          Hatton & Rowe          13:22      2
14:30  North   58106          Independent (Moyo)     14:55      1""",
        "Are any of these too close together for the same cremator?",
        "Monday's day sheet",
    ),
    (
        "ashes-release-form",
        ["release_form", "signed_date", "times"],
        """RELEASE OF CREMATED REMAINS - Hatton & Rowe Funeral Directors
Cremation No.: 58114      Name: Edna May PARSONS
Released to: Mr Kevin Parsons (son), 17 Kingsway, Filton
ID seen: UK driving licence (checked)
Container: polymer urn, sealed, labelled 58114
Released on: 22/04/2026 at 10:15     Staff: M. Hatton
Signature of recipient: K Parsons""",
        "The cemetery wants proof the ashes were handed to the family. Is this form enough?",
        "The release form I signed",
    ),
    (
        "livestream-chat-export",
        ["chat_export", "timestamps", "names"],
        """[10:47] Aunt Bea (Kraków): Widzimy was! God bless
[10:52] Tom Kowalski: sound is very low
[10:53] Stillwater support: We've raised the chapel microphone, thank you
[11:21] Karen M: Beautiful words, Linda
[11:48] Aunt Bea (Kraków): Żegnaj Peggy, kochamy cię""",
        "Translate the Polish messages for the family and say which ones need a reply.",
        "The chat from the livestream",
    ),
    (
        "nota-falecimento",
        ["obituary", "portuguese", "times"],
        """NOTA DE FALECIMENTO
A família de JOSÉ APARECIDO FERREIRA comunica, com pesar, seu falecimento ocorrido em 11 de abril
de 2026, aos 79 anos. O velório será realizado no Cemitério da Saudade, sala 4, no dia 12 de abril,
das 8h às 11h, e o sepultamento às 11h30, no mesmo local.
Missa de sétimo dia: 18 de abril, às 19h, na Paróquia Nossa Senhora Aparecida.""",
        "A data da missa de sétimo dia está certa? Contei a partir do dia do falecimento.",
        "A nota que publicamos",
    ),
    (
        "pasiyam-schedule",
        ["novena_schedule", "tagalog", "dates"],
        """PASIYAM PARA SA YUMAONG LOLA PACITA REYES
Abril 10 hanggang Abril 18, 2026, tuwing 7:00 ng gabi
Lugar: 23 Sampaguita St., Concepcion Uno, Marikina
Ika-9 na gabi (Abril 18): Misa sa ganap na 6:00 ng gabi, susundan ng hapunan
Ika-40 na araw: Mayo 19, 2026 - Misa sa San Roque Parish, 7:30 ng umaga""",
        "Tama ba ang petsa ng ika-40 na araw kung namatay si Lola noong Abril 9?",
        "Ang schedule na ipinadala ni Tita",
    ),
    (
        "samoan-program",
        ["funeral_program", "samoan", "times"],
        """POLOKALAME O LE SAUNIGA O LE MALIU
Faamanatu o le Tinā Pele, Faatasi Leota (1948 - 2026)
Aso Faraile, 17 Aperila 2026
10:00 - Sauniga i le Ekalesia EFKS Malua
11:30 - Tanumaga i le fanua o le aiga, Saleimoa
1:00 - Taumafataga ma faafetai a le aiga""",
        "Please translate the programme into English for our relatives in Auckland.",
        "The programme for Mum's service",
    ),
    (
        "zulu-programme",
        ["funeral_programme", "zulu", "times"],
        """UHLELO LOMNGCWABO
UMama Nomvula Grace Mkhize (1951 - 2026)
uMgqibelo, 18 Ephreli 2026
06:00 Umkhuleko ekhaya, 14 Mgababa Road, Umlazi
08:00 Inkonzo eSt Mary's Anglican Church, Umlazi
10:30 Ukungcwaba emathuneni aseMlazi
12:00 Ukudla nokubonga ekhaya""",
        "What time is the burial, and how long do we have between the church and the cemetery?",
        "The programme we printed",
    ),
    (
        "unveiling-invitation",
        ["invitation", "hebrew_dates", "times"],
        """The family of the late SAMUEL ABRAMSON z"l
invite you to the unveiling of his matzevah
on Sunday, 19 April 2026 (2 Iyar 5786) at 11:00 a.m.
Arlington Cemetery (Baltimore), Section H, Row 12
Light refreshments will follow at the home of Ruth Abramson.""",
        "Is 2 Iyar right for 19 April? And is it a problem that it's during the Omer?",
        "The unveiling invitation",
    ),
    (
        "nginx-log",
        ["access_log", "clf", "status_codes"],
        """203.0.113.44 - - [12/Apr/2026:10:46:02 -0500] "GET /e/kowalski-0414 HTTP/2.0" 200 5120 "-" "Mozilla/5.0 (iPhone)"
203.0.113.44 - - [12/Apr/2026:10:46:05 -0500] "GET /hls/kowalski/index.m3u8 HTTP/2.0" 502 157 "-" "Mozilla/5.0 (iPhone)"
198.51.100.9 - - [12/Apr/2026:10:46:07 -0500] "GET /hls/kowalski/index.m3u8 HTTP/2.0" 502 157 "-" "Mozilla/5.0 (Windows NT 10.0)"
198.51.100.9 - - [12/Apr/2026:10:47:31 -0500] "GET /hls/kowalski/index.m3u8 HTTP/2.0" 200 612 "-" "Mozilla/5.0 (Windows NT 10.0)\"""",
        "Why did viewers get 502s for about a minute at the start?",
        "Our web server log from the start of the stream",
    ),
    (
        "sentry-event",
        ["error_event", "first_member_timestamp", "json"],
        """{"timestamp": "2026-04-11T07:31:02.418Z", "event_id": "4b2e8c1d9f0a4e7b8c6d5a3f2e1b0c9d",
 "level": "error", "release": "memorial-web@4.8.1", "environment": "production",
 "exception": {"type": "PayloadTooLarge", "value": "photo exceeds 20971520 bytes (35651584)"},
 "request": {"url": "https://foreverrose.example/m/rose-hannigan-1941/album/upload"}}""",
        "Is this the error the family hit when uploading the wedding photo? What should I tell them?",
        "The error from our monitoring",
    ),
    (
        "funeral-ics",
        ["ics", "dtstamp", "uid"],
        """BEGIN:VEVENT
UID:svc-hg-26-0147@hollister-greene.example
DTSTAMP:20260411T183000Z
DTSTART;TZID=America/Chicago:20260414T110000
DTEND;TZID=America/Chicago:20260414T120000
SUMMARY:Funeral service - Margaret Ann Kowalski
LOCATION:Hollister-Greene Funeral Home, 2210 W Main St, Peoria
DESCRIPTION:Visitation from 10:00. Livestream link sent to family.
END:VEVENT""",
        "What time is this for my brother in Kraków?",
        "The calendar invite from the funeral home",
    ),
    (
        "curl-guestbook",
        ["curl_output", "date_header", "request_id_header"],
        """$ curl -sv https://api.foreverrose.example/v1/memorials/rose-hannigan-1941/guestbook?limit=2
< HTTP/2 429
< date: Sun, 12 Apr 2026 08:02:17 GMT
< x-request-id: 7f3c9a2e-51b4-4d8e-a6f0-3b2c1d0e9f8a
< retry-after: 60
< content-type: application/json
{"error": "rate_limited", "message": "Too many requests for this memorial. Try again in 60 seconds."}""",
        "Our import script gets this every few minutes. How should it back off?",
        "What I see when I call the guestbook API",
    ),
    (
        "interim-certificate",
        ["coroner_certificate", "fact_of_death", "dates"],
        """CORONER'S INTERIM CERTIFICATE OF THE FACT OF DEATH
Coroner area: West Yorkshire (Eastern)           Reference: 01234-2026
This is to certify that Jason Michael PEARCE, born 02/11/1984, died on 06/04/2026 at Bradford Royal
Infirmary. An inquest was opened on 14/04/2026 and adjourned.
This certificate may be used to notify banks, insurers and other organisations of the death.
Dated: 14/04/2026                                 Assistant Coroner: R. Khan""",
        "Will the bank accept this instead of a death certificate while the inquest is adjourned?",
        "The certificate the coroner's officer gave us",
    ),
]

PLACEMENTS = ["after", "before", "after_noblank", "between", "quoted", "fence", "earlier_turn", "indented",
              "before_colon", "system_user", "both_sides", "after_question_lang"]
SYSTEM_PASTED = ("You are a careful assistant for bereaved families and the people who support them. Answer "
                 "gently and precisely, and say when the document does not answer the question.")
OTHER_LANG_ASKS = ["¿Me lo explicas en español, por favor?", "Peux-tu me répondre en français ?",
                   "Kannst du das bitte auf Deutsch erklären?", "Pode explicar em português?",
                   "Możesz odpowiedzieć po polsku?", "Pwede mo bang ipaliwanag sa Tagalog?"]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, so you can see exactly what it says.\n\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thank you for sharing it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_PASTED}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nIs there anything else in it I should check?"
    assert placement == "after_question_lang"
    return f"{block}\n\n{ask} {OTHER_LANG_ASKS[(k // len(PLACEMENTS)) % len(OTHER_LANG_ASKS)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        neg(["pasted", placement, *tags], f"pasted:{source}", _place(k, placement, block, ask, intro))


# --- generated negatives: the same bodies and positions with stable values ---------------------------

STABLE: list[tuple[str, str, str, str]] = [
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-02-11"),
    ("api_version", "API version", "api_version", "2024-10-21"),
    ("tenant_uuid", "Tenant", "tenant", "5f0e9d2c-8b7a-4c6d-9e1f-2a3b4c5d6e7f"),
    ("licence", "Funeral director licence", "licence", "FD-20417"),
    ("licence_validity", "Licence valid to", "licence_valid_to", "2027-06-30"),
    ("price_list", "Price list effective", "price_list_effective", "2026-03-01"),
    ("map_version", "Cemetery map version", "map_version", "2025.11"),
    ("charity_number", "Charity number", "charity_number", "1098765"),
    ("established", "Established", "established", "1952"),
    ("office_hours", "Office hours", "office_hours", "09:00-17:00"),
    ("time_zone", "Time zone", "time_zone", "Europe/Dublin"),
    ("last_slot", "Last chapel slot", "last_slot", "16:20"),
    ("liturgical_year", "Liturgical year", "liturgical_year", "A"),
    ("build", "Build", "build", "2026.3.2"),
    ("model", "Model", "model", "gpt-4o-2024-08-06"),
    ("template_revision", "Template revision", "template_revision", "2025-12-01"),
    ("contract_start", "Contract start", "contract_start", "2026-01-01T00:00:00Z"),
    ("permit", "Crematorium permit", "permit", "EPR/CB-3305"),
    ("retention", "Recording retention (days)", "retention_days", "28"),
    ("stripe_version", "Stripe-Version", "stripe_version", "2024-06-20"),
    ("guild_id", "Discord guild", "guild_id", "1187361549083234304"),
    ("region", "Region", "region", "eu-west-1"),
    ("plan", "Plan", "plan", "Keepsake"),
]
SINCE_DATES = {"es": "14 de marzo de 2011", "pt": "14 de março de 2011", "fr": "14 mars 2011",
               "de": "14.03.2011", "pl": "14 marca 2011", "tl": "Marso 14, 2011", "ko": "2011. 3. 14.",
               "cs": "14. března 2011"}
PAREN_STABLE = [("member_since", "(member since 2011)"), ("account", "(account FD-0087)"),
                ("case", "(case HG-26-0147)"), ("plot", "(plot C-114-4)")]
GENERATED_NEG = 35


def generated_negatives(g: Gen56) -> list[Draft]:
    """The generated bodies and positions with one stable value that looks like a date or an id."""
    stable = list(STABLE)
    g.rng.shuffle(stable)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        position = GEN_POSITIONS[(k + 3) % len(GEN_POSITIONS)]
        body = bodies[(k + 5 + 3 * (k // len(bodies))) % len(bodies)]
        locale = body[3]
        lang = locale.split("-")[0]
        if body[9] and lang in SINCE_DATES and position in ("head", "system_tail", "header_block", "last_user",
                                                             "footer") and k % 3 == 0:
            line = f"{body[10]}: {SINCE_DATES[lang]}"
            text = _compose(body, position, line, "", "", "")
            out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+member_since_localized",
                             ["hard_negative", "generated", position, "member_since", "non_english"]))
            continue
        family, label, key, value = stable[k % len(stable)]
        if position == "paren_user":
            family, value = PAREN_STABLE[(k // len(GEN_POSITIONS)) % len(PAREN_STABLE)]
        line = f"{label}: {value}"
        text = _compose(body, position, line, key, value, "")
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}",
                         ["hard_negative", "generated", position, family]))
    return out


# --- assembly -----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen56(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold56", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
