"""Build `prompt_normalizer/corpus/holdout59.jsonl`, a fifty-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout59.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout56.py` only the module docstrings were read
(extracted with `ast.get_docstring` into a scratch file, with keyword searches over them for
neighbours in this domain and counts of the languages, calendars, templates and id formats they
name), to keep clear of the sources, scenarios and languages they used and to apply their
clarifications of the rules, and of `make_holdout24.py` also its import block and its last 150 lines
(the placement of pasted blocks, `build` and `main`), for the structure of a generator. (A listing of
`tests/normalizer/` counted the generators, a listing of the last file names of the corpus folder
showed that `holdout59.jsonl` did not exist yet, a grep of `pyproject.toml` showed ruff's settings,
a grep for the line of `make_holdout24.py`'s generator class printed that class's first four lines,
a line count was taken of `make_holdout24.py` and `make_holdout56.py`, `ruff format --check` was run
on `make_holdout.py`, `make_holdout55.py` and `make_holdout56.py` to see how strictly the generators
are formatted, and a `git status --short` printed the names of two modified files of the
normalizer, nothing of their content.) `make_holdout57.py`, `make_holdout58.py` and
`make_holdout60.py` to `make_holdout64.py`, written at the same time, were not read.

The domain is dental, optometry, physiotherapy and chiropractic clinics: appointment booking, recall
reminders, treatment plans and estimates, imaging (radiographs, CBCT, OCT, visual fields, fundus
photographs, full-spine X-rays, MSK ultrasound reports), lab orders (crowns, bridges, frameworks,
aligners, spectacle and contact lenses, orthotics), practice management systems, insurance
pre-authorisation for these clinics, patient intake forms and clinic chat widgets. The earlier
docstrings name neighbours of it: care work with dental practices (a recall letter tool dated today,
a treatment plan explainer's footer, a lab portal query, an out-of-hours phone line, a booking
widget's JavaScript time, an autoclave clock, chairside XML elements, perio charting by voice, a
consent summariser behind a canary), physiotherapy and OT clinics (a home exercise programme writer,
a community equipment relay, an MSK booking desk, a video physio room, a gait lab, a hydrotherapy
pool, MSK triage, a wheelchair service, hand therapy, an OT research agent) and radiology scheduling
(make_holdout30); an optician, an audiology clinic and a dental lab among small services
(make_holdout12, make_holdout13); veterinary dental charts, recall notices and pet insurance
(make_holdout17); SMART on FHIR launches, patient-portal triage, ambient clinical scribes and
pharmacy and hospital appointment bots (make_holdout5); massage therapists with intake forms as XML
elements and booking widgets (make_holdout21); a physio's return-to-run plan (make_holdout27);
recognition of physiotherapy qualifications (make_holdout23); motor insurance claims
(make_holdout25); decentralised-trial patient apps (make_holdout35); a pharmacy benefit prior
authorization drafter (make_holdout53); medical interpreting about X-rays (make_holdout54). The
scenarios here were written around them: recalls are overdue snapshots, campaign runs, relayed
e-mail replies, reminder bots, SMS replies, a voice call and a reply context table (no letter tool
dating a letter today); lab work is outgoing order requests, case packages, a lens gateway, supplier
order messages, status webhooks, remakes and orthotics (no lab portal query); imaging is the clinic's
own images and reports read for a patient or a clinician (no RIS, worklist, slot search or
protocol); physiotherapy is booking, estimates, care plans, pre-authorisation, intake and chat (no
exercise programmes, equipment, gait, pool, triage conversation or video room); dental chairside
devices, voice charting, canaries, FHIR, HL7 and scribes are left out; pre-authorisation is
dental, vision, physiotherapy and chiropractic, never pharmacy; intake forms are never XML elements.
The sources are:

* appointment booking: an Adelaide dental booking engine (+09:30 clock, UUIDv7 session; the free
  list stays), a Galway optician behind a Llama 3 header (`Today Date` moves, `Cutting Knowledge
  Date` stays), a Scottsdale chiropractor's inbound text as a messaging webhook (`id`,
  `occurred_at`; the payload's numbers and text stay), a Wellington physio widget's single-line JSON
  (nanoid `sid`), a Honolulu dentist in a Gemma turn (clinic local time alone), a Taipei optometry
  shop (today in the Minguo calendar), a Kampala physio in Luganda (`Essaawa kati:`), a Halifax slot
  hold (token and expiry computed from now; the held slot stays), a Des Moines chiropractor behind a
  Phi-3 system turn (a time with its zone name), a Brisbane physio's availability lookup
  (`X-Request-ID`, response `Date`; the returned times and `User-Agent` stay), a Denver optician's
  kiosk (base32 session, US medium time), a Tbilisi dentist in Georgian and a Toronto optometrist's
  Messenger event (`entry.time`, `messaging.timestamp`, `mid`; page and sender ids stay);
* recall reminders: overdue hygiene recalls "as of" a dotted time with a lower-case ULID query (the
  due dates stay), a recall campaign run whose KSUID and start sit inside a sentence, replies relayed
  by a mail gateway (`X-Relay-Received`, `X-Relay-Id`; the e-mail's `Date` and `Message-ID` stay), a
  Gaborone reminder bot in Setswana (the last visit stays), a chiropractic maintenance recall's YAML
  front matter (`drafted_at`, `draft_job`), a Marrickville physio's logfmt line (Go RFC3339Nano
  `ts`, `req`), a Mongolian optician, a contact lens aftercare reply context in a markdown table, an
  SMS reply wrapped in XML attributes (`id`, `received`; `from` stays), a Kannada diabetic eye
  recall (Kannada digits), a Las Vegas recall call (`CallUUID`, `AnswerTime`; the numbers stay), a
  Faroese optician and an orthodontic retainer recall in a Vicuna chat (epoch ms after the user);
* treatment plans and estimates: a Minneapolis crown estimate (id, prepared time and the validity
  computed from it; CDT codes and fees stay), a Bilbao implant quote in Basque, a root canal and crown
  plan in a ChatML system turn (fetch stamp; the plan id and its sign-off stay), an aligner quote in
  pretty JSON (`quote_id`, `quoted_at`; the practice id stays), a Skopje physio package in
  Macedonian, a Boise chiropractic financial agreement (Semantic Kernel's sentence), benefits "as of"
  an RFC 3339 time without seconds with an eligibility check id (the benefits stay), a Baku implant
  plan in Azerbaijani, a tooth replacement comparison in a DeepSeek prompt (RFC 3339 with
  nanoseconds), NHS charge bands behind Datadog headers (sampling priority and origin stay), a
  spectacle lens quote behind an HTML comment (`req`, `quoted`; store and version stay), a Tampa
  physiotherapy plan of care dated today by its plan tool with its job, and veneers in Maltese;
* imaging: a caries detection run on bitewings (ULID and Python logging start in a sentence; the exam
  date stays), an OCT upload line below the scan report (`[upload id=... received=...]`), a CBCT
  viewer's XML attributes (cuid2 session, `isoformat()`; the study UID stays), studies returned by
  the image archive "at" an RFC 1123 time with a base58 query id (accessions stay), a full-spine
  report behind traceparent and tracestate, an OPG in Chichewa, a fundus grading request as a binary
  CloudEvent (the payload's `captured` stays), a perimeter clock read for the request, a radiograph
  justification log with Sentry headers at the tail, an OCT question in Lao (Buddhist era, Lao
  digits), a cephalometric job's single-line JSON (`job`, `at`), an ultrasound report behind B3
  multi headers (`X-B3-Sampled` stays) and a retinal photo upload (`x-ms-date`,
  `x-ms-client-request-id`; `x-ms-version` stays);
* lab orders: an outgoing crown order (`Idempotency-Key`, `X-Request-Id`; the lab account, shade and
  due date stay), a bridge case package with a footer (exporter run, RFC 2822 time), a lens lab
  gateway's `KEY=value` lines (base32 request, epoch ms), a contact lens order message in nested
  pretty JSON (UUIDv7 `message_id`, `created`; the sender GLN and lines stay), an aligner status
  webhook with Svix headers (the case and its ETA stay), a Dili partial denture in Tetum, an aligner
  setup review in markdown bullets (ULID session, `DD Mon YYYY` opening), a remake behind gRPC
  metadata (UUIDv6 correlation id, client epoch ms), a Curaçao lens order in Papiamento, an orthotic
  order after a `clock.now` tool line (-02:30; the tool's status output stays), a framework
  question behind Envoy headers, a night guard order desk session in a sentence (nanoid, Python
  `str()`) and a foot-scan orthotic order's XML elements (xid, asctime);
* practice management systems: a calendar sync run (TSID and finish time in a sentence; the
  conflicts stay), appointments fetched with the response's `Date` and `X-Request-Id`, a Google Chat
  event (`eventTime`, message `name`, `createTime`; the space stays), a migration's `KEY=value` lines
  (UUIDv8 run, epoch s), a front desk workstation's Windows clock, a Bishkek clinic in Kyrgyz, a
  morning huddle sheet (today's British long date and a time alone), a bearer JWT, a Yangon clinic in
  a ChatML system turn (Burmese digits), a Command R preamble ("Today's date is ..."), a frame
  inventory behind `X-Amzn-Trace-Id`, a SOAP note formatter's session and a Granite system turn
  (`Today's Date` moves, `Knowledge Cutoff Date` stays);
* insurance pre-authorisation: an 837D predetermination batch (interchange control number and
  date/time; TIN and payer id stay), a vision authorization obtained "at" a 12-hour time with its zone
  and a parenthesised request id (the authorization and its validity stay), an ACC lodgement request
  (`Date`, `X-Correlation-ID`; `Vendor-Id` stays), a HICAPS quote (terminal time and quote ref; the
  terminal stays), a German EBZ plan status polled "at" a dotted time with an upper-case hex poll id
  (the HKP's dates stay), a CDAnet predetermination (office sequence number and transmission time;
  provider and office stay), a workers' compensation pre-approval drafted "at" a time with a draft id,
  an Asunción optician in Guarani (`Ko'ágã:`), a payer portal cookie (session pair last), a Mthatha
  physio in Xhosa, an ortho-k desk with the current ISO week date, an appeal letter dated today by its
  drafting tool with its job, and a DPoP proof JWT on an outgoing prior-authorization call
  (`Authorization: DPoP [redacted]` stays);
* patient intake forms: a dental form session in YAML front matter (UUIDv6, +05:30), a Karachi form
  helper in Sindhi (Extended Arabic-Indic digits), a waiting-room tablet (base58 session, a time
  alone), an OCR job on a scanned form (xid and Log4j time in a sentence; the form stays), a Zephyr
  system turn (epoch s), a Guwahati form in Assamese (Bengali-Assamese digits), a form delivery
  envelope in pretty JSON (`id`, `delivered_at`; the submission's `id` and `submittedAt` stay), a
  Laoag optician in Ilocano, a traceparent in an HTML comment, an e-signature ceremony's HTML comment
  (`session`, `started` between stable pairs), an Antananarivo form in Malagasy, a Python logging
  stamp at the head of a log line, and an epoch in nanoseconds under the label `t`;
* clinic chat widgets: a dental widget's `widget_meta=` JSON (`conversation_id`, `created_at`), a
  Harare widget in Shona, a Kazan optician in Tatar, a bracketed widget context (`sid`, `t` between
  stable pairs), a physio page-load time in JavaScript `toString()`, a CSRF token (the CalVer build
  stays), a UUIDv8 chat session header (`X-Widget-Version` stays), a bracketed time on the last
  visitor turn (earlier turns carry none), an Alpaca prompt's current date, a Bhubaneswar eye clinic
  in Odia (today with Odia digits and the Saka date), a hand-over to the front desk (parenthesised
  handoff id and a time in a sentence), Cloudflare headers (`CF-IPCountry`, `CF-Visitor` stay) and
  Fastly's `X-Timer` (`X-Served-By` and `X-Cache` stay).

The hand-written negatives are material from the same worlds, pasted in twelve ways (question after,
before, right under the block, across two blank lines below an introduction, quoted with "> ",
fenced, in an earlier turn, indented, after a lead-in ending in a colon, in a user turn under a
system prompt, on both sides, and with a request to explain in Setswana, Papiamento, Maltese, Basque
or Faroese; blocks in other languages, asked about in their language, use the first five): a booking
confirmation e-mail with `Date` and `Message-ID`, a day sheet, a booking API response that opens
with `"id"` and `"created_at"`, an ICS invite with `DTSTAMP`, an SMS thread with `[DD/MM/YYYY HH:MM]`
prefixes, a cancellation CSV, a Pilates timetable, a Georgian confirmation, a recall CSV, a recall
text as sent, a recall letter, a recall report that opens with `Report generated:`, a contact lens
aftercare e-mail, an SMS delivery log with `SM` sids, a Mongolian recall SMS, a diabetic eye
screening invitation, a treatment plan printout, an NHS course summary, a Heil- und Kostenplan
excerpt, an orthodontic agreement, a physiotherapy plan of care, a chiropractic care plan, a
spectacle quote, a Basque quote, a CBCT report, a DICOM header dump, an OCT printout, a visual field
printout, a caries AI report whose first member is `"timestamp"`, an X-ray log, a CBCT referral, a
full-spine X-ray report, a lab prescription, a delivery note, a lab invoice, an OMA-style lens order
with `_CREATED`, a supplier's backorder e-mail, an aligner webhook with Svix headers pasted to debug
its timestamp, a remake e-mail, a Tetum lab SMS, PMS audit log lines, an error box with its own
`Reference`, `Time` and `Request ID`, a backup log, an appointment export with `DateTStamp`, release
notes with a CalVer build, `curl -v` output with `date` and `x-request-id`, a sync report, a Google
Chat export, a predetermination notice, a medical scheme authorisation, 837D segments with their
ISA and BHT dates, a CDAnet response, an ACC approval, a HICAPS receipt, a vision plan printout, a
utilization review denial e-mail, a completed intake form, a medical history update, an electronic
consent record with its signature id and time, Oswestry and dental anxiety scores, an insurance
card's OCR text, a Sindhi intake form, a GP referral, a widget transcript with per-message times, a
widget embed snippet with an API version, weekly chat stats by ISO week, a transcript e-mail, a
widget conversation JSON that opens with `"id"` and `"created_at"`, a chat webhook with its signature
pasted to debug, a browser console log with a JavaScript date and an Assamese chat export with
Bengali-Assamese digits -- and hand-written look-alikes in program positions: a GDC number, CQC
location and prompt revision in a header block, a Llama 3 header with only its knowledge cutoff, a
ChatML system turn with a founding year and a fee schedule date, a template's approval and review
dates in front matter, a clinic's registration date and time zone in XML attributes, an API version,
tenant uuid and time zone in single-line JSON, a prompt revision in an HTML comment, a patient's
since-date, birth date and plan year start in a markdown table, settings in `KEY=value` lines, a
terms revision in a footer, an Azure `api-version` with a tenant id, a licence's validity in RFC
3339, `Stripe-Version` and a customer id, opening hours and a time zone, an authored review date in
a system prompt, an OCT's serial and calibration date, payer, group and plan year, a model, build and
cutoff, an aligner case's start and stage dates, Discord guild and channel ids, `X-B3-Sampled` with
stable baggage, a lab's account and contract start in XML elements, a bracketed context of stable
pairs, a Georgian patient-since line and a Granite header with only its cutoff; and values the user
asks about or types: a DICOM UID, an epoch in a sensor's file name, a JWT from a debug screen, a
traceparent for support, a typed clock outside the clinic, relative times, recall arithmetic,
few-shot birth date normalisation, an unrendered `{{appointment_time}}` template, an ISO week, a
ULID order to cancel, a date typed in a ChatML user turn, a Minguo, a Saka and a Buddhist-era date
to convert, a tele-optometry time zone question, a "last signed in" time read out by the user, a lab
case number, a KSUID payment reference, Stripe refund and charge ids and a Discord message snowflake;
and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 and without seconds, with `Z` and offsets from -06:00
to +10:00 (-06:00, -05:00, -04:00, -03:00, -02:30, +01:00, +03:00, +05:30, +08:00, +09:30, +10:00;
numeric offsets from -0500 to +1100 in the other renderings), RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, CLF, Python `str()`,
`isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round
trip, JavaScript `toISOString()` and `toString()`, Windows general, US medium, month-first 12-hour
and 12-hour clock renderings with a zone abbreviation, day-first slashed, dashed and dotted numeric
dates with a time, `DD Mon YYYY HH:MM:SS`, X12 `YYMMDD HHMM`, compact `YYYYMMDD HHMMSS`, Llama 3's
`Today Date`, Granite's `Today's Date`, Command R's sentence, Semantic Kernel's sentence, US and
British long dates, ISO week dates, a 24-hour time alone (with and without seconds, also bracketed),
epochs in s, ms, us and ns, Fastly's `X-Timer`, and dates with localized month names, digits and
calendars (Georgian, Setswana, Basque, Maltese, Malagasy, Kyrgyz, Mongolian, Burmese month names with
Myanmar digits, Kannada digits, Lao digits with the Buddhist era, Odia digits with the Saka
calendar, Bengali-Assamese digits, Extended Arabic-Indic digits, the Minguo calendar with a Chinese
weekday). Identifiers: UUID v1, v4, v6, v7 and v8, ULID (also lower case), KSUID, xid, cuid2, TSID,
nanoid, snowflakes, traceparent and tracestate, B3 single and multi, X-Amzn-Trace-Id, Datadog and
Sentry headers, Cloudflare ray ids, long hex (also upper case), base32, base58, base62, base64 and
base64url tokens, JWTs (also a DPoP proof), Twilio-style `SM` sids, Messenger `mid`s, Google Chat
message names, Svix message ids and signatures, X12 control numbers, CDAnet sequence numbers, a
HICAPS quote reference and vendor-prefixed ids (`est_`, `q_`, `hld_`, `rj-`, `cb_`, `ar_`, `pa-`,
`dj_`, `pj_`, `up_`, `cj_`, `ex_`, `mig-`, `dlv_`, `ho_`, `msg_`, `m_`). Positions: header blocks
(`Label: value`, HTTP request and response headers, trace, B3, Datadog, Sentry, Envoy, Cloudflare
and Fastly headers, CloudEvents binary headers, Svix headers, gRPC metadata, `KEY=value` lines, a
cookie's last pair), head and tail of the prompt, the tail of a system prompt (also ChatML, Llama 3,
Phi-3, Zephyr, Gemma, DeepSeek, Command R, Granite and Alpaca turns), YAML front matter, pretty and
single-line JSON members (also nested, in messaging, Messenger, Google Chat and delivery
envelopes), XML attributes and elements, logfmt and bracketed `key=value` pairs, HTML comments,
markdown table rows and bullets, a footer after `--`, a tool call line, a log line's leading stamp,
templated sentences, phrases with their preposition ("at ...", "as of ..."), ids inside sentences,
parenthesised ids, `(sent ...)` on the user's message, a bracketed time on the last user turn and
metadata lines after the last user message.

Prompts are in English (Australian, New Zealand, US, Canadian, Irish, British and Welsh settings) and
in Traditional Chinese (Taiwan), Luganda, Georgian, Setswana, Mongolian, Kannada, Faroese, Basque,
Macedonian, Azerbaijani, Maltese, Chichewa, Lao, Tetum, Papiamento, Kyrgyz, Burmese, Guarani, Xhosa,
Sindhi, Assamese, Ilocano, Malagasy, Shona, Tatar and Odia, chosen among the languages the earlier
docstrings name least (scripts: Latin, Han, Georgian, Cyrillic, Kannada, Lao, Myanmar, Arabic,
Bengali-Assamese, Odia), with material in German (a treatment plan) and Welsh (a sign-off). Prompts
in those languages end with the user's message or with the metadata after it.

What it is: 313 prompts. 157 carry volatile fields (221 spans): 117 hand-written positives (181
spans; 60 with two or more fields, four with three) and 40 generated ones. 156 carry none: 120
hand-written negatives (72 pasted blocks, 25 look-alikes in program positions, 21 values the user
asks about or types, two plain controls) and 36 generated hard negatives. The generated positive
family puts one field (31 of its 37 time and id formats and labels, four `(sent ...)` renderings, or
the current date and time under a "now" label in the body's language, five cases) at one of ten
positions (head, system tail, header block, after the last user message, footer, YAML front matter,
JSON member, XML attribute, `key=value` in a bracketed context line, `(sent ...)` on the user's
message; four each) of 20 bodies in nine languages (English, Papiamento, Guarani, Faroese,
Macedonian, Malagasy, Azerbaijani, Luganda, Maltese); the generated negative family uses the same
bodies and positions with one stable value that looks like a date or an id (all 24 of its values:
API version, knowledge cutoff, prompt revision, GDC number, NPI, tenant uuid, time zone, opening
hours, fee schedule date, recall interval, PMS build, lab account, payer id, plan year, year
established, OCT calibration date, template approval, registered-since date, `Stripe-Version`,
model, region, clinic id, licence validity, contract start in RFC 3339; or a patient-since, an
account or a member-since in parentheses on the user's message). The output is deterministic
(seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout56.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work logins, per-message and per-item
stamps, device clocks, holds and expiries computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Clinical, imaging, lab and insurance records are content: appointment, recall due and last-visit
  dates, exam, scan, capture and study dates and times, accession numbers, DICOM UIDs and
  `StudyDate` / `StudyTime`, OCT, field and X-ray log times, CDT, NHS band, CDAnet and HICAPS item
  codes with their fees, plan phases and re-exam dates, lab case numbers with their sent, due and
  delivery dates, lens parameters and an order file's `_CREATED`, authorisation, predetermination,
  claim and approval numbers with their validity, HKP dates, RRNs, intake answers, consent
  signature ids and times, and the per-message times of a transcript stay, also next to a program's
  stamp and also when the program fetched them for this request; only the stamp ("Hygiene recalls
  overdue as of <time> (query <id>) for this request:", "The image archive returned these studies
  at <time> (query <id>) for this request:", "Benefits remaining as of <time> (eligibility check
  <id>) for this request:") and the ids minted for the query, poll, check or authorization request
  move.
* Per-patient, per-practice and per-device values stay even in program positions: GDC, NPI, CQC,
  provider, office, vendor and terminal numbers, lab accounts, payer ids, groups and plan years,
  patient-since and birth dates, a case's start and stage, device serials and calibration dates,
  normative databases, fee schedule dates, licence validity, recall intervals, PMS builds, a Google
  Chat space, a Messenger page and sender, a messaging `from`, `X-B3-Sampled`, `x-ms-version`,
  `grpc-timeout`, `User-Agent` and a redacted `Authorization`.
* Sessions: booking engine, kiosk, setup review, order desk, form, tablet, e-signature, payer portal
  and chat widget sessions and conversations move, with their opening time; so do a hand-over id, a
  call's `CallUUID` with its `AnswerTime`, a PMS bearer JWT and a CSRF token.
* Runs, jobs, holds and quotes move with their start or finish: recall campaign, caries analysis,
  calendar sync, migration, exporter and OCR runs, draft and plan jobs with the date the tool fills
  in as today, a slot hold with its expiry computed from now, and an estimate or quote with its id,
  prepared time and validity computed from it. A reply context built for this request moves
  (`Context build`, `Built at`).
* A message the program builds or sends for this request carries per-request values: an outgoing
  lab order's `Idempotency-Key` and `X-Request-Id`, a contact lens order's `message_id` and
  `created`, an 837D interchange control number and date/time, a CDAnet office sequence number and
  transmission time, an ACC lodgement's `Date` and `X-Correlation-ID`, a retinal upload's `x-ms-date`
  and client request id, and a DPoP proof. The same kinds of values pasted by a user (837D segments,
  a Svix delivery, `curl -v` output) are content.
* Envelope vs payload: a messaging webhook's `id` and `occurred_at`, a Messenger event's
  `entry.time`, `messaging.timestamp` and `mid`, a Google Chat event's `eventTime`, message `name`
  and `createTime`, CloudEvents `ce-id` and `ce-time`, Svix headers, a form delivery's `id` and
  `delivered_at`, a mail gateway's `X-Relay-*` lines and an SMS wrapper's `id` and `received` move;
  the text, the captured photograph, the lab case with its ETA, the form submission with its `id`
  and `submittedAt` and the e-mail with its `Date` and `Message-ID` stay.
* Clocks read for this request are the current time in any form: a booking engine, a clinic's local
  time, a kiosk, a workstation, a tablet, a perimeter, a `clock.now` tool line, Fastly's `X-Timer`,
  a bracketed time on the last user turn, and "now" and "today" labels in any language, script or
  calendar (Minguo, Saka, Buddhist era; Odia, Kannada, Lao, Myanmar, Bengali-Assamese and Extended
  Arabic-Indic digits). Times a user types ("It's 08:50 now") and dates they ask to convert stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Pre-approval request (draft <id>) drafted at <time> by the claims helper ..." leaves
  "Pre-approval request drafted by the claims helper ..."); a parenthesised id is cut with its
  parentheses; XML attributes and `key=value` pairs sit before a stable neighbour, except a cookie's
  session pair, its last; single-line JSON members are cut with the comma after them and follow a
  stable member; volatile members of pretty-printed JSON are never the last member of their object;
  a log line's leading stamp is cut from the front of its line; a stamp followed by a template's
  end token on the same line (Phi-3's `<|end|>`) is an inline span.
* Only ASCII `Label:` cue lines (or a chat template's reply header on a line of its own: ChatML, and
  Llama 3's header moved onto its own line) end positives; Gemma, Phi-3, Zephyr, DeepSeek, Command R,
  Granite and Alpaca prompts, whose reply headers are not cue lines under rule 4, get their trailer
  after the reply header as rule 4's machinery gives it.
"""

from __future__ import annotations

import base64
import calendar
import json
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

SEED = 20590314
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout59.jsonl"
SRC = "holdout59:"

# --- zones ----------------------------------------------------------------------------------------------------------


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=round(hours * 60)), name)


ZONES: dict[str, tuple[timezone, timezone]] = {
    # name: (standard, summer); summer applies from April to October in the north, October to March in the south
    "adelaide": (_tz(9.5, "ACST"), _tz(10.5, "ACDT")),
    "auckland": (_tz(12, "NZST"), _tz(13, "NZDT")),
    "phoenix": (_tz(-7, "MST"), _tz(-7, "MST")),
    "chicago": (_tz(-6, "CST"), _tz(-5, "CDT")),
    "denver": (_tz(-7, "MST"), _tz(-6, "MDT")),
    "los_angeles": (_tz(-8, "PST"), _tz(-7, "PDT")),
    "st_johns": (_tz(-3.5, "NST"), _tz(-2.5, "NDT")),
    "honolulu": (_tz(-10, "HST"), _tz(-10, "HST")),
    "toronto": (_tz(-5, "EST"), _tz(-4, "EDT")),
    "london": (_tz(0, "GMT"), _tz(1, "BST")),
    "dublin": (_tz(0, "GMT"), _tz(1, "IST")),
    "torshavn": (_tz(0, "WET"), _tz(1, "WEST")),
    "skopje": (_tz(1, "CET"), _tz(2, "CEST")),
    "bilbao": (_tz(1, "CET"), _tz(2, "CEST")),
    "valletta": (_tz(1, "CET"), _tz(2, "CEST")),
    "gaborone": (_tz(2, "CAT"), _tz(2, "CAT")),
    "harare": (_tz(2, "CAT"), _tz(2, "CAT")),
    "lilongwe": (_tz(2, "CAT"), _tz(2, "CAT")),
    "mthatha": (_tz(2, "SAST"), _tz(2, "SAST")),
    "kampala": (_tz(3, "EAT"), _tz(3, "EAT")),
    "antananarivo": (_tz(3, "EAT"), _tz(3, "EAT")),
    "kazan": (_tz(3, "MSK"), _tz(3, "MSK")),
    "tbilisi": (_tz(4, "GET"), _tz(4, "GET")),
    "baku": (_tz(4, "AZT"), _tz(4, "AZT")),
    "karachi": (_tz(5, "PKT"), _tz(5, "PKT")),
    "india": (_tz(5.5, "IST"), _tz(5.5, "IST")),
    "bishkek": (_tz(6, "KGT"), _tz(6, "KGT")),
    "yangon": (_tz(6.5, "MMT"), _tz(6.5, "MMT")),
    "vientiane": (_tz(7, "ICT"), _tz(7, "ICT")),
    "ulaanbaatar": (_tz(8, "ULAT"), _tz(8, "ULAT")),
    "taipei": (_tz(8, "CST"), _tz(8, "CST")),
    "manila": (_tz(8, "PHT"), _tz(8, "PHT")),
    "dili": (_tz(9, "TLT"), _tz(9, "TLT")),
    "brisbane": (_tz(10, "AEST"), _tz(10, "AEST")),
    "sydney": (_tz(10, "AEST"), _tz(11, "AEDT")),
    "curacao": (_tz(-4, "AST"), _tz(-4, "AST")),
    "asuncion": (_tz(-3, "PYT"), _tz(-3, "PYT")),
    "halifax": (_tz(-4, "AST"), _tz(-3, "ADT")),
    "perth": (_tz(8, "AWST"), _tz(8, "AWST")),
    "utc": (_tz(0, "UTC"), _tz(0, "UTC")),
}
SOUTH = {"adelaide", "auckland", "sydney"}


# --- value formats --------------------------------------------------------------------------------------------------


def _off(t: datetime, colon: bool = True) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc3339_ns(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def rfc3339_min(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def dmy(t: datetime, sep: str = "/", seconds: bool = False) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def mdy12(t: datetime, seconds: bool = False) -> str:
    h = t.hour % 12 or 12
    clock = f"{h}:{t:%M:%S}" if seconds else f"{h}:{t:%M}"
    return f"{t.month:02d}/{t.day:02d}/{t.year} {clock} {'PM' if t.hour >= 12 else 'AM'}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def clock12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def yymmdd_hhmm(t: datetime) -> tuple[str, str]:
    return f"{t:%y%m%d}", f"{t:%H%M}"


ZERO = {
    "arabic_ext": "\u06f0",
    "bengali": "\u09e6",
    "odia": "\u0b66",
    "kannada": "\u0ce6",
    "lao": "\u0ed0",
    "myanmar": "\u1040",
    "tibetan": "\u0f20",
}


def local_digits(text: str, script: str) -> str:
    zero = ord(ZERO[script])
    return "".join(chr(zero + int(c)) if c.isdigit() and c.isascii() else c for c in text)


SAKA_MONTHS = ["Chaitra", "Vaisakha", "Jyaistha", "Asadha", "Sravana", "Bhadra", "Asvina", "Kartika",
               "Agrahayana", "Pausa", "Magha", "Phalguna"]
SAKA_MONTHS_ODIA = ["ଚୈତ୍ର", "ବୈଶାଖ", "ଜ୍ୟେଷ୍ଠ", "ଆଷାଢ଼", "ଶ୍ରାବଣ", "ଭାଦ୍ରବ", "ଆଶ୍ୱିନ", "କାର୍ତ୍ତିକ", "ମାର୍ଗଶିର",
                    "ପୌଷ", "ମାଘ", "ଫାଲ୍ଗୁନ"]


def saka(d: date) -> tuple[int, int, int]:
    """The Indian national (Saka) calendar: year, month index (0 = Chaitra) and day."""

    def chaitra1(year: int) -> date:
        return date(year, 3, 21 if calendar.isleap(year) else 22)

    start = chaitra1(d.year)
    if d < start:
        start = chaitra1(d.year - 1)
    year = start.year - 78
    days = (d - start).days
    lengths = [31 if calendar.isleap(start.year) else 30] + [31] * 5 + [30] * 6
    month = 0
    while days >= lengths[month]:
        days -= lengths[month]
        month += 1
    return year, month, days + 1


MONTHS_GEORGIAN = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო",
                   "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
MONTHS_BURMESE = ["ဇန်နဝါရီ", "ဖေဖော်ဝါရီ", "မတ်", "ဧပြီ", "မေ", "ဇွန်", "ဇူလိုင်", "ဩဂုတ်", "စက်တင်ဘာ",
                  "အောက်တိုဘာ", "နိုဝင်ဘာ", "ဒီဇင်ဘာ"]
MONTHS_MALAGASY = ["janoary", "febroary", "martsa", "aprily", "mey", "jona", "jolay", "aogositra", "septambra",
                   "oktobra", "novambra", "desambra"]
MONTHS_SETSWANA = ["Ferikgong", "Tlhakole", "Mopitlwe", "Moranang", "Motsheganong", "Seetebosigo", "Phukwi",
                   "Phatwe", "Lwetse", "Diphalane", "Ngwanatsele", "Sedimonthole"]
MONTHS_MALTESE = ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju", "Lulju", "Awwissu", "Settembru",
                  "Ottubru", "Novembru", "Diċembru"]
MONTHS_BASQUE = ["urtarrilaren", "otsailaren", "martxoaren", "apirilaren", "maiatzaren", "ekainaren",
                 "uztailaren", "abuztuaren", "irailaren", "urriaren", "azaroaren", "abenduaren"]
MONTHS_KYRGYZ = ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь",
                 "ноябрь", "декабрь"]
WEEKDAYS_ZH = ["一", "二", "三", "四", "五", "六", "日"]


class Gen59(Gen):
    """make_holdout's Gen with zones by name and the id shapes of clinic software."""

    def at(self, zone: str) -> datetime:
        std, summer = ZONES[zone]
        t = self.moment()
        in_summer = (t.month >= 10 or t.month <= 3) if zone in SOUTH else 4 <= t.month <= 10
        return t.astimezone(summer if in_summer else std)

    def uuid6(self, t: datetime) -> str:
        ticks = epoch_us(t) * 10 + 0x01B21DD213814000
        return self._uuid(((ticks >> 12) << 80) | ((ticks & 0xFFF) << 64) | self.rng.getrandbits(62), 6)

    def uuid8(self) -> str:
        return self._uuid(self.rng.getrandbits(128), 8)

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        return base64.b32hexencode(raw).decode().lower().rstrip("=")

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
            self.rng.choice("0123456789abcdefghijklmnopqrstuvwxyz") for _ in range(23))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        return "".join("0123456789ABCDEFGHJKMNPQRSTVWXYZ"[(value >> (5 * i)) & 31] for i in reversed(range(13)))

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


# --- hand-written positives -----------------------------------------------------------------------------------------

POS: list[Callable[[Gen59], Draft]] = []


def pos(fn: Callable[[Gen59], Draft]) -> Callable[[Gen59], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# appointment booking


@pos
def _booking_adelaide(g: Gen59) -> Draft:
    t = g.at("adelaide")
    return P(f"""You are the booking assistant for Glenelg Family Dental. Offer times from the free list only, never
double-book a chair, and ask whether the patient is new or returning before you hold anything.
Practice: Glenelg Family Dental (chairs 1-4)
{v('datetime', 'Booking engine clock: ' + rfc3339(t))}
{v('session_id', 'Booking session: ' + g.uuid7(t))}
Free list: Tue 08:15 (chair 2), Tue 11:40 (chair 4), Wed 15:00 (chair 1)

Patient: Hi, my son chipped a front tooth at footy training, can we get in this week?
Assistant:""", "booking:dental-adelaide", ["header_block", "rfc3339", "half_hour_offset", "uuid7"])


@pos
def _booking_galway_llama(g: Gen59) -> Draft:
    t = g.at("dublin")
    today = f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + today)}

You book eye examinations for Claddagh Opticians in Galway. Adults are seen every two years, or
yearly if they drive for work or have diabetes. Children's tests are free. Contact lens checks need
the patient to bring their current lenses.<|eot_id|><|start_header_id|>user<|end_header_id|>

I drive a taxi and my last eye test was 14 months ago. Do I need one now?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
             "booking:optometry-galway-llama3", ["llama3", "chat_template", "today_date", "cutoff_neighbour"])


@pos
def _booking_scottsdale_sms(g: Gen59) -> Draft:
    t = g.at("phoenix")
    return P(f"""You are the front-desk assistant of Desert Spine Chiropractic in Scottsdale. Draft replies to patient
texts; you can move visits within the same week, anything else goes to the office manager.

Inbound text delivered by the messaging provider:
{{
  "data": {{
    "event_type": "message.received",
    {v('message_id', '"id": "' + g.uuid4() + '",')}
    {v('datetime', '"occurred_at": "' + js_iso(t) + '",')}
    "payload": {{
      "from": {{ "phone_number": "+14805550187" }},
      "to": [{{ "phone_number": "+14805550100" }}],
      "text": "Can I move my adjustment from Thursday 4:30 to Friday morning? Low back is worse today."
    }},
    "record_type": "event"
  }}
}}

Reply draft:""", "booking:chiro-scottsdale-sms-webhook", ["json_block", "envelope", "uuid4", "js_iso"])


@pos
def _booking_wellington_widget(g: Gen59) -> Draft:
    return P(f"""{{"widget":"physio-book","v":"3.2.0",{v('session_id', '"sid":"' + g.nanoid() + '",')}"tz":"Pacific/Auckland","clinic":"Thorndon Physio"}}
You help people book at Thorndon Physio in Wellington. Initial assessments are 45 minutes (NZD 95);
ACC-covered injuries need the date of injury and how it happened. Never give a diagnosis.

Visitor: I rolled my ankle at netball on Saturday, can I use ACC and come in tomorrow?
Assistant:""", "booking:physio-wellington-widget", ["json_inline", "head", "nanoid"])


@pos
def _booking_honolulu_gemma(g: Gen59) -> Draft:
    t = g.at("honolulu")
    return P(f"""<start_of_turn>user
You are the booking helper of Sunnyside Dental in Kaimuki, Honolulu. Keep replies to three sentences
and offer at most two times from the list: Mon 14:00, Mon 16:30, Tue 09:15.
{v('datetime', 'Clinic local time: ' + f'{t:%H:%M}')}

Do you have anything for a cleaning soon? I'm a new patient and I have HMSA.<end_of_turn>
<start_of_turn>model
""", "booking:dental-honolulu-gemma", ["gemma", "chat_template", "time_alone"])


@pos
def _booking_taipei(g: Gen59) -> Draft:
    t = g.at("taipei")
    today = f"今日：中華民國{t.year - 1911}年{t.month}月{t.day}日（星期{WEEKDAYS_ZH[t.weekday()]}）"
    return P(f"""你是「大安視光眼鏡」的預約助理。隱形眼鏡回診約三十分鐘，驗光約四十五分鐘。請用繁體中文回答，並提醒顧客
回診當天戴著鏡片前來。
門市：台北市大安區復興南路一段
{v('date', today)}

顧客：我的角膜塑型片戴了快一年，這週六下午可以回診嗎？""", "booking:optometry-taipei-minguo",
             ["non_english", "minguo", "localized_now", "traditional_chinese"])


@pos
def _booking_kampala(g: Gen59) -> Draft:
    t = g.at("kampala")
    return P(f"""You are the booking assistant of Kololo Physiotherapy Centre in Kampala. Reply in Luganda when the
patient writes in Luganda. Sessions are 45 minutes; the first visit includes an assessment.
Branch: Kololo, Upper Kololo Terrace
{v('datetime', 'Essaawa kati: ' + dmy(t))}

Omulwadde: Nsaba okulaba omusawo w'omugongo enkya ku makya. Omugongo gunnuma nnyo okuva ku Mmande.""",
             "booking:physio-kampala-luganda", ["non_english", "luganda", "localized_now", "day_first"])


@pos
def _booking_halifax_hold(g: Gen59) -> Draft:
    t = g.at("halifax")
    return P(f"""You are the after-hours booking line for Harbourside Dental, Halifax. When a slot suits, hold it and
read the hold back to the caller; holds lapse on their own.
Held slot: Monday 08:00 with Dr. Okafor (emergency exam, 30 min)
{v('token', 'Hold token: hld_' + g.b62(20))}
{v('datetime', 'Hold expires: ' + rfc3339(t + timedelta(minutes=10)))}

Caller: Yes, Monday at eight works. Do I need to bring anything?
Assistant:""", "booking:dental-halifax-hold", ["header_block", "hold", "expiry_from_now", "rfc3339"])


@pos
def _booking_desmoines_phi(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""<|system|>
You schedule visits for Raccoon River Chiropractic in Des Moines. Adjustments are 15 minutes; couples
can book back-to-back on Saturdays from 08:00 to 12:00.
{v('datetime', 'Now: ' + f'{t:%Y-%m-%d %H:%M}' + ' (America/Chicago)')}<|end|>
<|user|>
Can my husband and I get back-to-back adjustments Saturday morning?<|end|>
<|assistant|>
""", "booking:chiro-desmoines-phi3", ["phi3", "chat_template", "iso_minutes", "zone_name"])


@pos
def _booking_brisbane_api(g: Gen59) -> Draft:
    t = g.at("brisbane")
    return P(f"""You help patients of Kinetix Physio (Newstead, Brisbane) find a time. Use only the times the lookup
returned, and say which physio each time is with.

Availability lookup made for this chat:
GET /v1/practitioners/42/available_times?appointment_type=7 HTTP/1.1
Host: api.au2.clinikly.example
Accept: application/json
User-Agent: KinetixBot/2.4 (it@kinetix-physio.example)
{v('request_id', 'X-Request-ID: ' + g.uuid4())}

HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
Content-Type: application/json

{{"available_times": [{{"start": "2026-03-16T10:15:00+10:00", "practitioner": "Sam Lui"}}, {{"start": "2026-03-17T08:00:00+10:00", "practitioner": "Ella Burke"}}]}}

Patient: Anything early next week for my shoulder? I'd prefer Ella.
Assistant:""", "booking:physio-brisbane-api-call", ["http_exchange", "request_id", "http_date", "fetched_payload_stays"])


@pos
def _booking_denver_kiosk(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""Lens & Frame Studio - Cherry Creek - self check-in kiosk 3
{v('session_id', 'Kiosk session: ' + g.b32(26))}
{v('datetime', 'Kiosk time: ' + us_medium(t))}
Store hours: 10:00-20:00
You help walk-in customers at the kiosk. Same-day eye exams depend on the optometrist's list; offer to
add them to the walk-in queue and give an honest wait estimate.

Customer: Can I get my eyes tested today without an appointment? I only need a new prescription for my glasses.
Assistant:""", "booking:optometry-denver-kiosk", ["head", "header_block", "base32", "us_medium"])


@pos
def _booking_tbilisi(g: Gen59) -> Draft:
    t = g.at("tbilisi")
    now = f"მიმდინარე დრო: {t.day} {MONTHS_GEORGIAN[t.month - 1]} {t.year}, {t:%H:%M}"
    return P(f"""შენ ხარ სტომატოლოგიური კლინიკა „ვაკე დენტის" ჯავშნის ასისტენტი. უპასუხე ქართულად, მოკლედ და
თავაზიანად. პროფესიული წმენდა გრძელდება 40 წუთი.
კლინიკა: ვაკე დენტი, ჭავჭავაძის გამზ. 37
{v('datetime', now)}

პაციენტი: მინდა პროფესიული წმენდაზე ჩავეწერო შაბათს, თუ შესაძლებელია.""", "booking:dental-tbilisi-georgian",
             ["non_english", "georgian", "localized_now", "month_name"])


@pos
def _booking_toronto_messenger(g: Gen59) -> Draft:
    t = g.at("toronto")
    m = t - timedelta(milliseconds=g.small(300, 2500))
    return P(f"""You answer Facebook Messenger questions for Bloor West Eye Care and book eye exams. OHIP covers yearly
exams for under-20s and over-65s; everyone else pays CAD 120.

Messenger event relayed to the assistant:
{{
  "object": "page",
  "entry": [
    {{
      "id": "104871236650021",
      {v('datetime', '"time": ' + str(epoch_ms(t)) + ',')}
      "messaging": [
        {{
          "sender": {{ "id": "6102833451938877" }},
          "recipient": {{ "id": "104871236650021" }},
          {v('datetime', '"timestamp": ' + str(epoch_ms(m)) + ',')}
          "message": {{
            {v('message_id', '"mid": "m_' + g.b64url(60) + '",')}
            "text": "Hi! I'm 67, is my eye exam covered and can I come Saturday?"
          }}
        }}
      ]
    }}
  ]
}}

Reply:""", "booking:optometry-toronto-messenger", ["json_block", "envelope", "epoch_ms", "per_message_id"])


# recall reminders


@pos
def _recall_overdue_snapshot(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""You write recall texts for Ashby Road Dental, Loughborough. Keep each under 160 characters, use the
first name only, and mention the Saturday hygiene clinic.

Hygiene recalls overdue {v('datetime', 'as of ' + dmy(t, '.', True))} {v('request_id', '(query ' + g.ulid(t).lower() + ')')} for this request:
Patient        Last scale & polish   Recall due   Attempts
M. Okonkwo     2025-06-03            2025-12-03   SMS x2
R. Szabo       2025-04-17            2025-10-17   letter, SMS
T. Lindqvist   2025-07-29            2026-01-29   none

SMS drafts:""", "recall:dental-overdue-snapshot", ["as_of", "snapshot", "lower_ulid", "records_stay"])


@pos
def _recall_campaign_run(g: Gen59) -> Draft:
    t = g.at("toronto")
    return P(f"""You write recall message templates for Danforth Dental Centre.
Recall campaign run {v('run_id', g.ksuid(t))} started {v('datetime', 'at ' + rfc3339(t, 3))} on segment "hygiene-6m" (412 patients).
Use the placeholders {{first_name}} and {{booking_link}}; no emojis; mention that evening slots open
on Wednesdays.

Template:""", "recall:dental-campaign-run", ["inline_sentence", "ksuid", "run_id", "rfc3339_ms"])


@pos
def _recall_mail_relay(g: Gen59) -> Draft:
    t = g.at("london")
    sent = t - timedelta(hours=g.small(3, 40), minutes=g.small(0, 60))
    return P(f"""You triage replies to eye-examination recall e-mails for Vista Eyecare (three branches in Wales).
Classify the reply as book, decline, moved-away, deceased or other, and draft a one-line note for
reception.

{v('datetime', 'X-Relay-Received: ' + rfc2822(t))}
{v('request_id', 'X-Relay-Id: ' + g.hex(24))}
From: "Gwen Parry" <gwen.parry@mailbox.example>
Date: {rfc2822(sent)}
Subject: Re: Your eye examination is due
Message-ID: <{g.hex(12)}.{g.digits(6)}@mailbox.example>

Hello, I moved to Aberystwyth last autumn so please take me off the Cardiff list. Diolch, Gwen

Classification:""", "recall:optometry-mail-relay", ["relay_envelope", "rfc2822", "email_payload_stays"])


@pos
def _recall_gaborone(g: Gen59) -> Draft:
    t = g.at("gaborone")
    now = f"Nako ya jaanong: {t.day} {MONTHS_SETSWANA[t.month - 1]} {t.year}, {t:%H:%M}"
    return P(f"""O mothusi wa dikopano wa Kgale Dental Clinic mo Gaborone. Araba ka Setswana fa molwetse a kwala ka
Setswana, mme o se ka wa solofetsa nako e e seng mo lenaneong.
Tliliniki: Kgale Dental Clinic, Kgale View
Ketelo ya bofelo: 2025-08-19 (go phepafatsa meno)
{v('datetime', now)}

Molwetse: Dumela, ke amogetse molaetsa wa go tla go phepafatsa meno. A nka tla ka Labotlhano mo mosong?""",
             "recall:dental-gaborone-setswana", ["non_english", "setswana", "localized_now", "last_visit_stays"])


@pos
def _recall_chiro_front_matter(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""---
template: chiro-maintenance-recall-v4
{v('datetime', 'drafted_at: ' + rfc3339(t))}
{v('run_id', 'draft_job: rj-' + g.hex(12))}
patient_last_visit: 2025-11-02
care_plan: wellness-monthly
---
Draft a short, warm message inviting the patient back for a maintenance adjustment. No pressure, no
health claims, and mention that evening slots are available on Tuesdays.

Patient notes: office worker, neck stiffness after long screen days, responded well to four visits in
October.""", "recall:chiro-front-matter", ["front_matter", "rfc3339", "draft_job", "stable_neighbours"])


@pos
def _recall_physio_logfmt(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""{v('datetime', 'ts=' + go_nano(t, g.small(1, 1000)))} {v('request_id', 'req=' + g.hex(16))} clinic=marrickville-physio recall=6wk-review
You reply to patients who answer the six-week review reminder from Marrickville Physio. If they say
they are better, still offer a short review and explain why it helps prevent the injury coming back.

Patient: Knee feels good now, I've been running again. Do I really need the review?
Assistant:""", "recall:physio-logfmt", ["logfmt", "head", "go_rfc3339nano", "key_value_inline"])


@pos
def _recall_ulaanbaatar(g: Gen59) -> Draft:
    t = g.at("ulaanbaatar")
    return P(f"""Та "Гэгээн Нүд" оптикийн сануулгын туслах. Үйлчлүүлэгчид монгол хэлээр, товч хариулна уу. Нүдний
шинжилгээ 30 минут үргэлжилнэ.
Салбар: Сүхбаатар дүүрэг, 1-р хороо
{v('datetime', f'Одоогийн цаг: {t.year} оны {t.month:02d} сарын {t.day:02d}, {t:%H:%M}')}

Үйлчлүүлэгч: Сайн байна уу, нүдний шинжилгээ өгөх хугацаа болсон гэж мессеж ирлээ. Бямба гарагт цаг авч болох уу?""",
             "recall:optometry-ulaanbaatar-mongolian", ["non_english", "mongolian", "cyrillic", "localized_now"])


@pos
def _recall_cl_table(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""| Field          | Value                        |
|----------------|------------------------------|
| Practice       | Linwood Optometrists         |
| Recall rule    | CL aftercare, 12 months      |
{v('request_id', '| Context build  | cb_' + g.ulid(t) + ' |')}
{v('datetime', '| Built at       | ' + dd_mon(t) + '         |')}

You reply to patients who answer the contact lens aftercare reminder. Explain that the check looks at
corneal health, not just the prescription, and that lenses cannot be supplied without it.

Patient: My lenses feel fine, do I really have to come in?
Assistant:""", "recall:optometry-cl-table", ["md_table", "ulid", "dd_mon", "stable_neighbours"])


@pos
def _recall_physio_sms_xml(g: Gen59) -> Draft:
    t = g.at("dublin")
    return P(f"""You handle replies to physiotherapy review reminders for Liffey Physio, Dublin 8. Be brief, and if a
patient cancels, ask whether they want a phone review instead.

<sms {v('message_id', 'id="SM' + g.hex(32) + '"')} {v('datetime', 'received="' + rfc3339(t) + '"')} from="+353871234567">Can't make Tuesday's review, knee is much better anyway. Do I still need it?</sms>

Reply:""", "recall:physio-sms-xml", ["xml_attr", "sms", "twilio_sid", "rfc3339"])


@pos
def _recall_bengaluru(g: Gen59) -> Draft:
    t = g.at("india")
    now = "ಈಗಿನ ಸಮಯ: " + local_digits(dmy(t, "-"), "kannada")
    return P(f"""ನೀವು "ನೇತ್ರಧಾಮ ಕಣ್ಣಿನ ಕೇಂದ್ರ"ದ ನೆನಪೋಲೆ ಸಹಾಯಕ. ರೋಗಿ ಕನ್ನಡದಲ್ಲಿ ಬರೆದರೆ ಕನ್ನಡದಲ್ಲೇ ಉತ್ತರಿಸಿ. ಸಕ್ಕರೆ
ಕಾಯಿಲೆ ಇರುವವರಿಗೆ ವರ್ಷಕ್ಕೊಮ್ಮೆ ರೆಟಿನಾ ಪರೀಕ್ಷೆ ಅಗತ್ಯ.
{v('datetime', now)}
ಶಾಖೆ: ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್

ರೋಗಿ: ನನಗೆ ಸಕ್ಕರೆ ಕಾಯಿಲೆ ಇದೆ. ಕಣ್ಣಿನ ಪರದೆ ಪರೀಕ್ಷೆಗೆ ಈ ಶನಿವಾರ ಬರಬಹುದೇ?""", "recall:optometry-bengaluru-kannada",
             ["non_english", "kannada", "local_digits", "localized_now"])


@pos
def _recall_vegas_call(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    return P(f"""Recall confirmation call (voice bot) for Red Rock Chiropractic, Las Vegas.
{v('session_id', 'CallUUID: ' + g.uuid1())}
{v('datetime', 'AnswerTime: ' + iso_space(t))}
From: +17025550144
To: +17025550199
Direction: outbound

Caller said: "Yeah I got the reminder, can we do Wednesday after work instead of Tuesday?"
Respond with the next line the voice bot should say; Wednesday has 17:30 and 18:15 open.
Bot:""", "recall:chiro-vegas-call", ["header_block", "call_id", "uuid1", "answer_time"])


@pos
def _recall_torshavn(g: Gen59) -> Draft:
    t = g.at("torshavn")
    return P(f"""Tú ert áminningarhjálparin hjá Sjónhúsinum í Havn. Svara á føroyskum og stutt. Ein eygnakanning tekur
hálvan tíma.
{v('datetime', f'Klokkan nú: {t:%d.%m.%Y} kl. {t:%H:%M}')}

Kundi: Eg fekk boð um at koma til eygnakanning. Kann eg koma mánadagin eftir arbeiði?""",
             "recall:optometry-torshavn-faroese", ["non_english", "faroese", "localized_now", "dotted_date"])


@pos
def _recall_vicuna(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    return P(f"""A chat between a patient and the recall assistant of Bayview Orthodontics. The assistant explains
retainer check intervals and books retainer checks; it never changes a treatment plan.

USER: I finished braces in 2024, how often should my retainer be checked?
{v('epoch', 'Timestamp (epoch ms): ' + str(epoch_ms(t)))}
ASSISTANT:""", "recall:ortho-vicuna", ["vicuna", "last_user", "epoch_ms"])


# treatment plans and estimates


@pos
def _estimate_minneapolis(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""You explain dental estimates to patients of Maple Grove Dental (Minneapolis). Quote fees from the
estimate only, and say clearly that insurance amounts are estimates until the claim is processed.

{v('request_id', 'Estimate ID: est_' + g.b62(18))}
{v('datetime', 'Prepared: ' + mdy12(t))}
{v('datetime', 'Valid until: ' + mdy12(t + timedelta(days=30)))}
Code   Description                          Fee       Ins. est.   Patient
D2740  Crown - porcelain/ceramic, #19       $1,285    $642.50     $642.50
D2950  Core buildup, #19                    $265      $132.50     $132.50
D0220  Periapical, first film               $38       $38.00      $0.00

Patient: Why does the crown cost so much more than my filling did, and can I split the payment?
Assistant:""", "estimate:dental-minneapolis", ["header_block", "quote", "validity_from_now", "month_first_12h"])


@pos
def _estimate_bilbao(g: Gen59) -> Draft:
    t = g.at("bilbao")
    now = f"Oraingo ordua: {t.year}ko {MONTHS_BASQUE[t.month - 1]} {t.day}a, {t:%H:%M}"
    return P(f"""Abando Hortz Klinikaren aurrekontu-laguntzailea zara. Erantzun euskaraz, labur eta argi; ez aldatu
aurrekontuko preziorik.
{v('datetime', now)}
Aurrekontua: inplantea (36) 1.450 €; koroa zeramikoa 690 €; guztira 2.140 €

Pazientea: Ordaintzeko epeak eskaintzen dituzue? Hiru hilabetetan ordaindu nahiko nuke.""",
             "estimate:dental-bilbao-basque", ["non_english", "basque", "localized_now", "quote_stays"])


@pos
def _plan_chatml(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""<|im_start|>system
You explain dental treatment plans in plain words for patients of Riverside Dental Group. Use the plan
below and never change its fees or order without telling the patient to ask the dentist.
Plan id: TP-22918 (Dr. Haddad, signed off 2026-02-24)
{v('datetime', 'Plan fetched for this chat: ' + rfc3339(t, 3))}
Plan: 1) Root canal 46 (two visits) 2) Crown 46 two weeks later 3) Scale and polish
<|im_end|>
<|im_start|>user
Can I do the crown first and the root canal later? I'm travelling in April.<|im_end|>
<|im_start|>assistant
""", "plan:dental-chatml", ["chatml", "system_turn", "fetch_stamp", "rfc3339_ms"])


@pos
def _quote_aligners_json(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""{{
  "practice_id": "prac_4471",
  {v('request_id', '"quote_id": "q_' + g.b62(16) + '",')}
  {v('datetime', '"quoted_at": "' + rfc3339(t) + '",')}
  "product": "clear aligners, comprehensive",
  "fee": 4650,
  "currency": "AUD",
  "deposit": 950
}}
Explain this quote to the patient of Bondi Junction Orthodontics in friendly Australian English. The
deposit is refundable in full if the scan shows aligners are not suitable.

Patient: Is the deposit refundable if my scan shows I'm not suitable?
Assistant:""", "estimate:ortho-aligner-json", ["json_block", "head", "quote", "rfc3339"])


@pos
def _estimate_skopje(g: Gen59) -> Draft:
    t = g.at("skopje")
    return P(f"""Ти си асистент за понуди на физиотерапевтскиот центар „Кинезис" во Скопје. Одговарај на
македонски, љубезно и кратко.
{v('datetime', 'Моментално време: ' + dmy(t, '.'))}
Пакет: 10 третмани (ТЕНС, ласер, кинезитерапија) - 9.000 денари

Пациент: Може ли пакетот да се подели на две плаќања? Имам дискус хернија.""",
             "estimate:physio-skopje-macedonian", ["non_english", "macedonian", "cyrillic", "localized_now"])


@pos
def _agreement_boise(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""You draft care plan financial agreements for Summit Chiropractic in Boise. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Use the plan below and plain English; the patient signs at the front desk.

Care plan: 24 visits over 12 weeks. Prepaid: $1,320. Pay as you go: $65 per visit. Re-exam at visit 12.

Office manager: Patient wants to pay monthly over three months. Draft the payment clause.
Draft:""", "plan:chiro-boise-sk", ["inline_sentence", "sk_now", "system_prompt"])


@pos
def _benefits_as_of(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""You help patients of Cherry Hills Dental understand their benefits before treatment.

Benefits remaining {v('datetime', 'as of ' + rfc3339_min(t))} {v('request_id', '(eligibility check ' + g.uuid4() + ')')} for this request:
Annual maximum: $1,500 (plan year Jan-Dec); used: $1,120; remaining: $380
Major services (crowns): 50% after deductible; deductible met
Waiting period for major services: satisfied 2025-09-01

Patient: Will my crown be covered this year, or should I wait until January?
Answer:""", "estimate:dental-benefits-as-of", ["as_of", "rfc3339_minutes", "eligibility_check", "records_stay"])


@pos
def _plan_baku(g: Gen59) -> Draft:
    t = g.at("baku")
    return P(f"""Sən "Baku Smile" stomatologiya klinikasının müalicə planı üzrə köməkçisisən. Azərbaycan dilində,
sadə sözlərlə cavab ver.
{v('datetime', 'Hazırkı vaxt: ' + dmy(t, '.'))}
Plan: 2 implant (46, 36), sümük artırma, 2 metal-keramika tac - 3.400 AZN

Pasiyent: Sümük artırmadan keçinmək olarmı? Qiymət çox yüksəkdir.""", "plan:dental-baku-azerbaijani",
             ["non_english", "azerbaijani", "localized_now", "dotted_date"])


@pos
def _plan_deepseek(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""<｜begin▁of▁sentence｜>You compare tooth replacement options for patients of Lakeside Dental (Madison):
bridge, implant and partial denture. Give cost, treatment time and upkeep for each, from the fee list
only.
{v('datetime', 'Prompt built ' + rfc3339_ns(t, g.small(0, 1000)))}
Fee list (2026): 3-unit bridge $3,450; implant with crown $4,800; cast partial denture $1,900.<｜User｜>I lost tooth 30 last year. Which option lasts longest?<｜Assistant｜>""",
             "plan:dental-deepseek", ["deepseek", "chat_template", "rfc3339_ns", "fee_list_stays"])


@pos
def _bands_datadog(g: Gen59) -> Draft:
    return P(f"""{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1
x-datadog-origin: rum
You explain NHS dental charge bands in England to patients of Hillsborough Dental, Sheffield. Band 1
is £27.40, Band 2 £75.30 and Band 3 £326.70; one course of treatment is charged once, at its
highest band.

Patient: I need two fillings and a crown. Do I pay Band 2 and Band 3?
Assistant:""", "estimate:dental-nhs-bands-datadog", ["head", "header_block", "datadog", "decimal_id"])


@pos
def _lens_quote_comment(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""<!-- store=0412 {v('request_id', 'req=' + g.hex(16))} {v('epoch', 'quoted=' + str(epoch_s(t)))} lensmaster=v9 -->
You explain spectacle lens quotes at Kestrel Eyewear, Norwich: single vision versus varifocal, lens
index and coatings. Be honest when a cheaper option is fine.

Quote: varifocal 1.67 index £245; anti-reflective coating £45; blue filter £30; frame Oakes 52-18
£119; total £439.

Patient: Do I really need the 1.67 index for -4.50?
Advisor:""", "estimate:optometry-lens-quote-comment", ["html_comment", "key_value_inline", "epoch_s", "head"])


@pos
def _plan_of_care_tampa(g: Gen59) -> Draft:
    t = g.moment_us()
    return P(f"""Physiotherapy plan of care - Bayside Sports Physio, Tampa
{v('date', 'Plan date (inserted by the plan tool for this request): ' + long_date(t))}
{v('run_id', 'Plan job: pj_' + g.b58(16))}
Patient: Jordan Reyes, DOB 1994-07-21
Diagnosis: grade II lateral ankle sprain, right, injured playing basketball on 27 Feb
Goals: return to pickup basketball in six weeks

Write the plan of care summary (frequency, duration, interventions, goals) for the insurer.
Summary:""", "plan:physio-tampa-plan-date", ["header_block", "today_in_artefact", "draft_job", "base58"])


@pos
def _estimate_sliema(g: Gen59) -> Draft:
    t = g.at("valletta")
    now = f"Il-ħin issa: {t.day} ta' {MONTHS_MALTESE[t.month - 1]} {t.year}, {t:%H:%M}"
    return P(f"""Inti l-assistent tal-preventivi ta' Sliema Dental Studio. Wieġeb bil-Malti, b'mod qasir u ċar.
{v('datetime', now)}
Preventiv: 6 veneers taċ-ċeramika - €2,700; whitening - €280

Pazjent: Il-prezz jinkludi l-provi temporanji? U kemm idumu l-veneers?""", "estimate:dental-sliema-maltese",
             ["non_english", "maltese", "localized_now", "month_name"])


# imaging: x-rays, OCT, CBCT, photographs


@pos
def _caries_ai_run(g: Gen59) -> Draft:
    t = g.at("dublin")
    return P(f"""You explain radiograph findings to patients of Clontarf Dental. Say that the dentist confirms every
finding; never mention a fee.
Analysis run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + py_logging(t))} on 4 bitewings from the 2026-02-11 recall exam.
Findings (model v3.1): 16 distal enamel lesion (0.81); 15 mesial dentine lesion (0.92); 26 occlusal none.

Explain these findings to the patient in plain language.
Explanation:""", "imaging:dental-caries-ai-run", ["inline_sentence", "ulid", "python_logging", "exam_date_stays"])


@pos
def _oct_upload_line(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""Macular OCT, right eye - scan 2026-02-27 10:41, signal strength 8/10
Central subfield thickness 312 µm (normal < 300); small intraretinal cysts temporal to the fovea.
Previous scan (2025-11-14): 281 µm.
[upload {v('request_id', 'id=up_' + g.b62(14))} {v('datetime', 'received=' + rfc3339(t))} device=OCT-2 site=Morningside]

Summarise the change for the referral letter to the retina clinic at the Princess Alexandra Eye
Pavilion.
Summary:""", "imaging:optometry-oct-upload", ["bracketed_kv", "upload_line", "below_block", "scan_stays"])


@pos
def _cbct_viewer_xml(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""<viewer {v('session_id', 'session="' + g.cuid2() + '"')} {v('datetime', 'opened="' + py_iso(t) + '"')} study="1.2.826.0.1.3680043.8.498.1174628839" modality="CBCT"/>
You help general dentists read CBCT reports. Quote the radiologist; do not add findings of your own.

Report (oral and maxillofacial radiologist, 2026-03-02): well-defined periapical radiolucency 4 x 5 mm
at the mesial root of 36, cortical thinning buccally, no lateral canal visible.

Dentist: Is this periapical or could it be a lateral canal lesion?
Assistant:""", "imaging:dental-cbct-viewer", ["xml_attr", "cuid2", "python_isoformat", "study_uid_stays"])


@pos
def _archive_studies(g: Gen59) -> Draft:
    t = g.at("toronto")
    return P(f"""You help chiropractors at Lakeshore Chiropractic prepare re-exams.
The image archive returned these studies {v('datetime', 'at ' + http_date(t))} {v('request_id', '(query ' + g.b58(12) + ')')} for this request:
Full spine AP/LAT        2025-10-03   ACC CX-20451
Lumbar flexion/extension 2026-01-19   ACC CX-21877
Cervical AP/LAT/odontoid 2026-01-19   ACC CX-21878

Chiropractor: Which of these should I compare at the re-exam for her lumbar complaint?
Answer:""", "imaging:chiro-archive-query", ["fetch_stamp", "http_date", "base58", "studies_stay"])


@pos
def _spine_report_trace(g: Gen59) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: spineview=' + g.b64url(9) + ',dd=s:1')}
You turn chiropractic radiology notes into patient-friendly summaries for Granite State Chiropractic.
Never say a finding is nothing to worry about; say what the chiropractor will explain.

Notes: Full spine AP/LAT 2026-02-02: mild right thoracolumbar curve (Cobb 11°), reduced cervical
lordosis, no fracture or destructive lesion.

Patient: Is 11 degrees scoliosis?
Assistant:""", "imaging:chiro-spine-traceparent", ["head", "traceparent", "tracestate"])


@pos
def _opg_lilongwe(g: Gen59) -> Draft:
    t = g.at("lilongwe")
    return P(f"""Ndinu wothandiza wa chipatala cha mano "Area 18 Dental" ku Lilongwe. Yankhani m'Chichewa, mwachidule.
{v('datetime', 'Nthawi pano: ' + dmy(t))}
Zotsatira za X-ray (2026-03-02): dzino la nzeru (38) latsekeka, palibe matenda.

Wodwala: Kodi ndiyenera kuchotsa dzino la nzeru ngakhale silikundipweteka?""", "imaging:dental-lilongwe-chichewa",
             ["non_english", "chichewa", "localized_now", "xray_date_stays"])


@pos
def _fundus_cloudevent(g: Gen59) -> Draft:
    t = g.at("perth")
    return P(f"""Fundus grading request received by the triage assistant:
ce-specversion: 1.0
ce-type: org.example.retina.grade.requested
ce-source: /sites/brightwater-optometry/fundus-camera-1
{v('message_id', 'ce-id: ' + g.uuid4())}
{v('datetime', 'ce-time: ' + rfc3339(t, 6))}
content-type: application/json

{{"patient_ref": "BW-10482", "eye": "OS", "captured": "2026-03-09T10:22:41+08:00", "camera": "NW400"}}

Grade the referral urgency from the grader's note and reply with routine, soon or urgent.
Grader's note: moderate NPDR, a few cotton wool spots, no macular thickening on OCT.
Urgency:""", "imaging:optometry-fundus-cloudevent", ["cloudevents_binary", "envelope", "rfc3339_us", "payload_stays"])


@pos
def _perimeter_clock(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""You interpret Humphrey 24-2 visual field printouts for optometrists at Northgate Eye Care. Comment on
reliability first, then on the defect.
{v('datetime', 'Perimeter clock (read for this request): ' + f'{t:%H:%M:%S}')}

Printout: Date 2026-03-03, Time 14:22:09; fixation losses 2/14; FP 3%; FN 12%; MD -4.21 dB;
PSD 5.88 dB; GHT outside normal limits.

Question: Is this field reliable enough to compare with last year's?
Answer:""", "imaging:optometry-perimeter-clock", ["device_clock", "time_alone", "printout_stays"])


@pos
def _justification_sentry(g: Gen59) -> Draft:
    tid = g.hex(32)
    return P(f"""You help dental nurses at Westgate Dental fill in the radiograph justification log: reason, grade and
dose. Use IRMER wording.

Entry: bitewings x2, caries risk high, last bitewings 2024-05-11, patient 34 y.
Write the justification line.

{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=xraylog%402.3.1,sentry-sample_rate=0.2')}
""", "imaging:dental-justification-sentry", ["tail", "sentry", "trace_header"])


@pos
def _oct_vientiane(g: Gen59) -> Draft:
    t = g.at("vientiane")
    today = "ມື້ນີ້: " + local_digits(f"{t.day:02d}/{t.month:02d}/{t.year + 543}", "lao")
    return P(f"""ເຈົ້າແມ່ນຜູ້ຊ່ວຍຂອງຄລີນິກຕາ "ວຽງຈັນ ວິຊັນ". ຕອບເປັນພາສາລາວ ແລະ ສັ້ນໆ.
{v('date', today)}
ຜົນ OCT ວັນທີ 02/03/2026: ຈໍຕາບວມເລັກນ້ອຍ, ຕາຂວາ.

ຄົນເຈັບ: ທ່ານໝໍບອກວ່າຈໍຕາບວມ. ຂ້ອຍຕ້ອງສັກຢາບໍ?""", "imaging:optometry-vientiane-lao",
             ["non_english", "lao", "buddhist_era", "local_digits"])


@pos
def _ceph_json(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""{{"tool":"ceph-trace",{v('run_id', '"job":"cj_' + g.b62(12) + '",')}{v('epoch', '"at":' + str(epoch_ms(t)) + ',')}"units":"mm","analysis":"Steiner"}}
You explain cephalometric results to parents of patients at Kingsway Orthodontics in plain words.
Measurements: SNA 84°, SNB 78°, ANB 6°, upper incisor to NA 28°, FMA 24°.

Parent: What does ANB 6 degrees mean for my daughter?
Answer:""", "imaging:ortho-ceph-json", ["json_inline", "head", "job_id", "epoch_ms"])


@pos
def _ultrasound_b3(g: Gen59) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
You write plain-language summaries of diagnostic ultrasound reports for patients of Fulcrum Physio.

Report (2026-03-05): supraspinatus tendinopathy with a 4 mm partial-thickness bursal-side tear; no
full-thickness tear; mild subacromial bursitis.

Patient: Does a partial tear mean I need surgery?
Assistant:""", "imaging:physio-ultrasound-b3", ["head", "b3_multi", "sampled_stays"])


@pos
def _retina_upload_azure(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    return P(f"""You answer patients of Sunrise Optical (Pasadena) about their retinal photographs.

Upload sent for this request (retinal photos, both eyes):
PUT /retina-uploads/sunrise-optical/OD_OS_2026-03.zip HTTP/1.1
{v('datetime', 'x-ms-date: ' + http_date(t))}
x-ms-version: 2023-11-03
x-ms-blob-type: BlockBlob
{v('request_id', 'x-ms-client-request-id: ' + g.uuid4())}
Status: 201 Created

Patient: When will I hear about my eye photos? Routine grades come back within three working days.
Assistant:""", "imaging:optometry-retina-upload", ["http_request", "x_ms_date", "request_id", "version_stays"])


# lab orders: crowns, bridges, aligners, lenses, orthotics


@pos
def _crown_order_headers(g: Gen59) -> Draft:
    return P(f"""You check crown orders before they go to Pinnacle Dental Lab and explain any problem to the dentist.

Outgoing order request (built for this request):
POST /v2/cases HTTP/1.1
Host: portal.pinnacle-lab.example
Lab-Account: 40771
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('request_id', 'X-Request-Id: ' + g.hex(32))}
Content-Type: application/json

{{"tooth": 11, "restoration": "e.max crown", "shade": "A1", "margin": "chamfer", "due": "2026-03-27", "notes": "match 21"}}

Dentist: Anything wrong with this before I send it?
Assistant:""", "lab:dental-crown-order-headers", ["http_request", "idempotency_key", "order_stays"])


@pos
def _bridge_package_footer(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""Case package for Arcadia Dental Lab - case AD-8812
Scans: upper and lower full arch (TRIOS 5), bite registration, shade photo (VITA 3D-Master 2M2)
Restoration: 3-unit zirconia bridge 14-16, pontic 15 ovate
Requested delivery: 2026-04-02

Check the package is complete for a bridge and list anything missing.

--
{v('run_id', 'Exporter run: ex_' + g.hex(20))}
{v('datetime', 'Assembled: ' + rfc2822(t))}""", "lab:dental-bridge-package-footer", ["footer", "tail", "rfc2822", "run_id"])


@pos
def _lens_order_env(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""LAB_ACCOUNT=OPT-22914
LAB_GATEWAY=optilab-emea
{v('request_id', 'LAB_GATEWAY_REQ=' + g.b32(20))}
{v('epoch', 'LAB_GATEWAY_NOW_MS=' + str(epoch_ms(t)))}
You check spectacle lens orders for Brockley Opticians before they are sent to the lab. Flag any value
outside the lab's range (sphere -20 to +12, cylinder up to -6, PD 25-40 per eye).

Order: R -6.25 / -2.75 x 175, L -5.75 / -2.50 x 10, add +2.00, PD 31.5/32, 1.74 index, varifocal,
frame B 36.
Checker:""", "lab:optometry-lens-order-env", ["key_value_lines", "head", "base32", "epoch_ms"])


@pos
def _cl_order_json(g: Gen59) -> Draft:
    t = g.at("dublin")
    return P(f"""{{
  "header": {{
    "sender_gln": "5391234567891",
    {v('message_id', '"message_id": "' + g.uuid7(t) + '",')}
    {v('datetime', '"created": "' + rfc3339(t) + '",')}
    "schema": "lens-order/2.1"
  }},
  "lines": [
    {{"sku": "TOR-8.6-14.5-2.75-180", "eye": "R", "boxes": 2}},
    {{"sku": "TOR-8.6-14.5-2.25-170", "eye": "L", "boxes": 2}}
  ]
}}
This is the contact lens order the practice system just built for Ranelagh Eyecare. Tell the patient
in two sentences what was ordered; the supplier ships within two working days.

Patient: Did you order the toric ones this time?
Assistant:""", "lab:optometry-cl-order-json", ["json_block", "nested", "uuid7", "order_lines_stay"])


@pos
def _aligner_svix(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""A lab status update arrived for Prairie Smiles Orthodontics:
{v('message_id', 'svix-id: msg_' + g.b62(27))}
{v('epoch', 'svix-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'svix-signature: v1,' + base64.b64encode(bytes(g.rng.getrandbits(8) for _ in range(32))).decode())}

{{"type": "case.status_changed", "data": {{"case": "AL-20931", "status": "in_production", "eta": "2026-03-24"}}}}

Tell the front desk what to say when the patient calls about her aligners.
Front desk note:""", "lab:ortho-aligner-svix", ["webhook_headers", "envelope", "signature", "payload_stays"])


@pos
def _lab_dili(g: Gen59) -> Draft:
    t = g.at("dili")
    return P(f"""Ita mak asistente husi klínika dentária "Dili Sorriso". Responde iha Tetun, badak no klaru.
{v('datetime', 'Oras agora: ' + dmy(t))}
Laboratóriu: prótese parsiál, sei to'o iha 2026-03-30.

Pasiente: Ha'u-nia prótese seidauk prontu? Ha'u tenke ba Baucau semana oin.""", "lab:dental-dili-tetum",
             ["non_english", "tetum", "localized_now", "delivery_date_stays"])


@pos
def _aligner_review_bullets(g: Gen59) -> Draft:
    t = g.at("auckland")
    return P(f"""### Setup review
- **Case:** AL-55012
- **Aligner system:** ClearPath Pro
{v('session_id', '- **Review session:** ' + g.ulid(t))}
{v('datetime', '- **Opened:** ' + dd_mon(t))}

Summarise the staging for the orthodontist at Ponsonby Orthodontics in four bullets.
Setup: 22 upper and 18 lower aligners; IPR 0.3 mm between 12-11 and 21-22 at stage 6; attachments on
13, 23, 33, 43; upper midline corrected 1.5 mm to the right.
Summary:""", "lab:ortho-setup-review-bullets", ["md_bullets", "ulid", "dd_mon", "stable_neighbours"])


@pos
def _remake_grpc(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""grpc metadata:
  grpc-timeout: 10S
  {v('request_id', 'x-correlation-id: ' + g.uuid6(t))}
  {v('epoch', 'x-client-time-ms: ' + str(epoch_ms(t)))}
  user-agent: grpc-java-netty/1.62.2

You draft remake requests to the dental lab for Front Range Dental. State what was wrong, the new
instructions and the requested date.

Dentist's note: crown 26 open contact distal, occlusion high on the palatal cusp; patient has an
implant appointment on 2026-04-08, remake needed before then.
Remake request:""", "lab:dental-remake-grpc", ["grpc_metadata", "uuid6", "epoch_ms", "head"])


@pos
def _lens_curacao(g: Gen59) -> Draft:
    t = g.at("curacao")
    return P(f"""Bo ta e asistente di "Optika Punda" na Willemstad. Kontestá na Papiamentu, kòrtiku i amabel.
{v('datetime', 'Ora aktual: ' + dmy(t, '-'))}
Orden di lens: progresivo 1.60 ku anti-reflekshon; laboratorio ta entregá riba 2026-03-25.

Kliente: Bon dia, mi bril nobo ta kla kaba? Mi ta bai Aruba djaluna.""", "lab:optometry-curacao-papiamento",
             ["non_english", "papiamento", "localized_now", "dashed_date"])


@pos
def _orthotic_tool_clock(g: Gen59) -> Draft:
    t = g.at("st_johns")
    return P(f"""You track custom orthotic orders for Signal Hill Chiropractic & Orthotics in St. John's.
Tool calls made for this turn:
{v('datetime', 'clock.now -> ' + rfc3339(t))}
lab.status(order="OR-7741") -> {{"status": "shipped", "carrier": "Purolator", "tracking": "332910447761", "shipped": "2026-03-11"}}

Patient: Are my orthotics in yet? The lab said two weeks.
Assistant:""", "lab:chiro-orthotic-tool-clock", ["tool_result", "rfc3339", "half_hour_offset", "tool_output_stays"])


@pos
def _framework_envoy(g: Gen59) -> Draft:
    return P(f"""x-forwarded-proto: https
{v('request_id', 'x-request-id: ' + g.uuid4())}
x-envoy-expected-rq-timeout-ms: 15000
You answer questions from dentists at Harbor View Dental about partial denture frameworks ordered from
Keystone Dental Lab: design, clasps, turnaround (8 working days) and try-in steps.

Dentist: For a Kennedy class II lower, would you put a rest on 44 mesial or distal?
Assistant:""", "lab:dental-framework-envoy", ["head", "header_block", "envoy", "request_id"])


@pos
def _nightguard_desk(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""You help reception at Camden Square Dental answer questions about appliance orders.
Order desk session {v('session_id', g.nanoid())} opened {v('datetime', 'at ' + py_str(t))} by reception.
Item: hard acrylic night guard (upper), scan taken 2026-03-10, lab: Keystone Appliances (7 working days).

Patient: Can I get it before my trip on the 28th?
Assistant:""", "lab:dental-nightguard-desk", ["inline_sentence", "nanoid", "python_str", "session"])


@pos
def _orthotic_xml_elements(g: Gen59) -> Draft:
    t = g.at("brisbane")
    return P(f"""<order-context>
  {v('request_id', '<ref>' + g.xid(t) + '</ref>')}
  {v('datetime', '<clock>' + ctime(t) + '</clock>')}
  <lab>FootForm Orthotic Lab</lab>
</order-context>
You check foot-scan orthotic orders from Paddington Chiropractic before they go to the lab: scan
quality, shell material, posting and top cover.

Order: 3D foot scan both feet (weight-bearing), polypropylene 3 mm shell, 4° medial rearfoot post,
full-length EVA top cover, size 9.
Check:""", "lab:chiro-orthotic-xml", ["xml_element", "xid", "asctime", "head"])


# practice management systems


@pos
def _pms_sync_run(g: Gen59) -> Draft:
    t = g.at("toronto")
    return P(f"""You help the office manager of Yorkville Dental resolve calendar conflicts.
Sync run {v('run_id', g.tsid(t))} finished {v('datetime', 'at ' + rfc3339(t, 6))} with 3 conflicts between the practice system and the online booking calendar:
1. 2026-03-18 09:00 chair 2: PMS has "Hannah Ito - hygiene", online has "Mark Dube - new patient"
2. 2026-03-18 14:30 chair 1: PMS blocked (staff meeting), online booking "Lea Roy - exam"
3. 2026-03-19 11:15 chair 3: online booking has no matching provider

Suggest how to resolve each conflict.
Suggestions:""", "pms:dental-sync-run", ["inline_sentence", "tsid", "rfc3339_us", "conflicts_stay"])


@pos
def _pms_appointments_response(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""You answer scheduling questions for the front desk of Lincoln Park Dental from the practice system.

Appointments fetched for this request:
HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
Content-Type: application/json
{v('request_id', 'X-Request-Id: ' + g.hex(20))}

[{{"AptNum": 48213, "AptDateTime": "2026-03-20 09:00:00", "ProvHyg": 7, "Pattern": "//XXXX//", "AptStatus": "Scheduled"}},
 {{"AptNum": 48230, "AptDateTime": "2026-03-20 13:00:00", "ProvHyg": 7, "Pattern": "//XXXXXX//", "AptStatus": "Scheduled"}},
 {{"AptNum": 48244, "AptDateTime": "2026-03-20 10:00:00", "ProvHyg": 9, "Pattern": "//XXXX//", "AptStatus": "Scheduled"}}]

Front desk: Which hygienist has a gap before lunch on the 20th?
Assistant:""", "pms:dental-appointments-response", ["http_response", "http_date", "request_id", "records_stay"])


@pos
def _pms_google_chat(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    created = t - timedelta(milliseconds=g.small(200, 1500))
    return P(f"""{{
  "type": "MESSAGE",
  {v('datetime', '"eventTime": "' + rfc3339(t.astimezone(UTC), 6) + '",')}
  "space": {{ "name": "spaces/AAAAtG8xq3E", "displayName": "Front desk - Westfield" }},
  "message": {{
    {v('message_id', '"name": "spaces/AAAAtG8xq3E/messages/' + g.b62(11) + '.' + g.b62(11) + '",')}
    "sender": {{ "displayName": "Priya N." }},
    {v('datetime', '"createTime": "' + rfc3339(created.astimezone(UTC), 6) + '",')}
    "text": "@PracticeBot how many new-patient exams are booked for Monday?"
  }}
}}
You are PracticeBot in the Google Chat space of Westfield Family Dental. Answer from the practice
system; Monday has 4 new-patient exams (Dr. Lim 2, Dr. Abebe 2).
Reply:""", "pms:dental-google-chat", ["json_block", "chat_event", "per_message_id", "space_stays"])


@pos
def _pms_migration_env(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""SOURCE_PMS=dentrix-g7
TARGET_PMS=practiceflow-cloud
{v('run_id', 'MIGRATION_RUN_ID=mig-' + g.uuid8())}
{v('epoch', 'RUN_STARTED_AT=' + str(epoch_s(t)))}
BATCH_SIZE=500

Explain these migration errors to the practice manager of Aurora Family Dental in plain words and say
which ones need a person to fix them.

patient 10293: birthdate 0000-00-00 rejected
appointment 55812: provider DDS3 has no mapping
ledger 88120: adjustment type "courtesy" unknown""", "pms:dental-migration-env", ["key_value_lines", "head", "uuid8", "epoch_s"])


@pos
def _pms_workstation(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    return P(f"""Workstation: FD-02 (front desk, Maple Ridge Family Eye Care)
{v('datetime', 'Workstation time: ' + windows_general(t))}
Logged-in user: reception2
You help front-desk staff with the practice management system. Give click paths, not theory.

Staff: How do I move a patient's recall date without cancelling the appointment?
Assistant:""", "pms:optometry-workstation-clock", ["header_block", "windows_datetime", "device_clock"])


@pos
def _pms_bishkek(g: Gen59) -> Draft:
    t = g.at("bishkek")
    now = f"Азыркы убакыт: {t.year}-жылдын {t.day}-{MONTHS_KYRGYZ[t.month - 1]}, {t:%H:%M}"
    return P(f"""Сен "Ак-Тиш" стоматологиялык клиникасынын администраторуна жардамчысың. Кыргызча, кыска жооп бер.
Филиал: Бишкек, Чүй проспектиси 120
{v('datetime', now)}

Администратор: Бүгүнкү жазылууларды кантип принтерге чыгарам?""", "pms:dental-bishkek-kyrgyz",
             ["non_english", "kyrgyz", "cyrillic", "localized_now"])


@pos
def _pms_huddle(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""Morning huddle sheet - Brookside Dental, Harrogate
{v('date', 'Today: ' + uk_long(t))}
{v('datetime', 'Built: ' + f'{t:%H:%M:%S}')}
Scheduled production: £6,840 (goal £7,200)
New patients: 3; emergency slots held: 10:30 and 15:00
Unscheduled treatment: 14 patients

Write three talking points for the huddle.
Talking points:""", "pms:dental-huddle", ["head", "header_block", "uk_long_date", "time_alone"])


@pos
def _pms_jwt(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""PMS API context for this chat:
Base URL: https://api.spineflow.example/v3
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'staff-2207-14'))}
Clinic: 2207 (Hillcrest Chiropractic, Naperville)

You help chiropractors query their own schedule. Only read data; never change appointments.

Chiropractor: Who were my no-shows this week?
Assistant:""", "pms:chiro-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _pms_yangon_chatml(g: Gen59) -> Draft:
    t = g.at("yangon")
    today = "ယနေ့: " + local_digits(f"{t.day} {MONTHS_BURMESE[t.month - 1]} {t.year}", "myanmar")
    return P(f"""<|im_start|>system
သင်သည် "ရွှေဂုံ သွားဆေးခန်း" ၏ စီမံခန့်ခွဲမှုစနစ် အကူအညီပေးသူ ဖြစ်သည်။ မြန်မာလို တိုတိုရှင်းရှင်း ဖြေပါ။
{v('date', today)}
<|im_end|>
<|im_start|>user
ဒီနေ့ ချိန်းထားတဲ့ လူနာစာရင်းကို ဘယ်လို ထုတ်ရမလဲ။<|im_end|>
<|im_start|>assistant
""", "pms:dental-yangon-burmese", ["non_english", "burmese", "local_digits", "chatml"])


@pos
def _pms_command_r(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""<BOS_TOKEN><|START_OF_TURN_TOKEN|><|SYSTEM_TOKEN|># System Preamble
## Basic Rules
You are a helpful assistant for the practice managers of Keystone Physio Group (five clinics in
Sydney). Use the figures given; do not estimate missing ones.
{v('date', "Today's date is " + long_date(t) + '.')}

## Figures
Q1 cancellations: Parramatta 11.2%, Chatswood 7.9%, Bondi 9.4%, Newtown 13.8%, Manly 6.1%<|END_OF_TURN_TOKEN|><|START_OF_TURN_TOKEN|><|USER_TOKEN|>Which clinic should we look at first, and what would you check?<|END_OF_TURN_TOKEN|><|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>""",
             "pms:physio-command-r", ["command_r", "chat_template", "long_date", "figures_stay"])


@pos
def _pms_xray_trace(g: Gen59) -> Draft:
    t = g.at("toronto")
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
X-Forwarded-Proto: https
You answer questions about the frame inventory of Hudson Optical (three stores) from the practice
system.

Inventory: Kingston - 41 titanium frames (12 under $200); Albany - 28 (15 under $200);
Poughkeepsie - 33 (9 under $200).

Staff: Which store has the most titanium frames under $200?
Assistant:""", "pms:optometry-inventory-xray", ["head", "amzn_trace", "inventory_stays"])


@pos
def _pms_soap_session(g: Gen59) -> Draft:
    return P(f"""## Visit note formatter
{v('session_id', 'Session: ' + g.nanoid())}
Clinic: Coastal Chiropractic, Wilmington

Turn the dictated note into SOAP format. Keep the chiropractor's wording for findings.
Dictated: "Pt reports low back pain 4/10, down from 7/10 at last visit 03/09. Tenderness L4-L5 right,
SI left restricted. Adjusted L4-L5 right side-posture and left SI drop. Advised walking 20 min daily.
Return 1 week."
SOAP:""", "pms:chiro-soap-session", ["header_block", "nanoid", "dictation_dates_stay"])


@pos
def _pms_granite(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""<|start_of_role|>system<|end_of_role|>Knowledge Cutoff Date: April 2024.
{v('date', "Today's Date: " + f'{MONTHS_LONG[t.month - 1]} {t.day}, {t.year}.')}
You are Granite, developed by IBM. You are a helpful AI assistant.
You reconcile end-of-day payments for Pinecrest Family Optometry in Littleton.<|end_of_text|>
<|start_of_role|>user<|end_of_role|>The card terminal total is $2,418.60 but the day sheet says $2,493.60. Where could $75 be?<|end_of_text|>
<|start_of_role|>assistant<|end_of_role|>""", "pms:optometry-granite", ["granite", "chat_template", "cutoff_neighbour"])


# insurance pre-authorisation


@pos
def _predetermination_837d(g: Gen59) -> Draft:
    t = g.at("chicago")
    d, hm = yymmdd_hhmm(t)
    return P(f"""Predetermination batch built for this request (837D, 005010X224A2):
Submitter: Lakeview Dental Associates, TIN 36-4412987
Payer: Prairie Dental Benefits, payer id 47598
{v('request_id', 'Interchange control number: ' + g.digits(9))}
{v('datetime', 'Interchange date/time: ' + d + ' ' + hm)}
Services: D6010 implant #30 $2,150; D6057 abutment $780; D6058 abutment-supported crown $1,395

Explain to the patient what a predetermination is and how long the payer usually takes (10-15
business days). Do not promise coverage.
Assistant:""", "preauth:dental-837d-envelope", ["head", "header_block", "control_number", "x12_date"])


@pos
def _vision_auth(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""You explain vision plan benefits to patients at the front desk of Oak Park Vision Center.
Vision benefit authorization obtained {v('datetime', 'at ' + clock12(t) + ' ' + (t.tzname() or ''))} {v('request_id', '(auth request ar_' + g.b62(14) + ')')} for this visit:
Authorization #: 4417 2290 1183
Exam: covered, $10 copay
Materials: frame allowance $150; single vision lenses covered; anti-glare $41
Valid through: 04/13/2026

Patient: If I pick a $210 frame with anti-glare, what do I pay today?
Answer:""", "preauth:optometry-vision-auth", ["fetch_stamp", "clock_12h_zone", "authorization_stays"])


@pos
def _acc_request(g: Gen59) -> Draft:
    t = g.at("auckland")
    return P(f"""Lodgement request sent for this chat:
POST /claims/v2/acc45 HTTP/1.1
Host: claims-gateway.example.nz
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
Vendor-Id: PHY-20913
Content-Type: application/json

You help physiotherapists at Ponsonby Physio with ACC claims. The claim was accepted with 16 treatments
approved; further treatment needs an ARTP.

Physio: She's used 14 treatments and still can't run. What do I do now?
Assistant:""", "preauth:physio-acc-request", ["http_request", "http_date", "correlation_id", "vendor_stays"])


@pos
def _hicaps_quote(g: Gen59) -> Draft:
    t = g.at("brisbane")
    return P(f"""Terminal: HX-40219 (Paddington Physio)
{v('datetime', 'Txn time: ' + dmy(t, '/', True))}
{v('request_id', 'Quote ref (this request): ' + g.digits(12))}
Fund: Harbour Health Fund, extras cover
Item 505 (initial physio) $98.00 -> benefit $42.00, gap $56.00
Item 506 (subsequent physio) $82.00 -> benefit $34.00, gap $48.00

Patient: How much will I pay for the first visit and four follow-ups?
Assistant:""", "preauth:physio-hicaps-quote", ["head", "header_block", "day_first_seconds", "quote_ref"])


@pos
def _ebz_poll(g: Gen59) -> Draft:
    t = g.at("bilbao")
    return P(f"""You help patients of Zahnarztpraxis Dr. Reinholt (Konstanz) understand their approved treatment plan.
EBZ status polled {v('datetime', 'at ' + dmy(t, '.', True))} {v('request_id', '(poll ' + g.upper_hex(16) + ')')} for this request:
HKP 2026-0412: eingereicht 2026-02-20, genehmigt 2026-03-02
Festzuschuss: 1.120,48 € (Bonus 70 %)
Gültig bis: 2026-09-02

Patient: The lab and fees come to €2,860. How much do I pay for the bridge?
Answer:""", "preauth:dental-ebz-poll", ["poll_stamp", "dotted_date", "upper_hex", "plan_stays"])


@pos
def _cdanet_predet(g: Gen59) -> Draft:
    t = g.at("toronto")
    return P(f"""CDAnet predetermination (transaction code 23) sent for this request
Provider: 510442871   Office: 0012
{v('request_id', 'Office sequence number: ' + g.digits(6))}
{v('datetime', 'Transmitted: ' + f'{t:%Y%m%d %H%M%S}')}
Carrier: 311140   Plan: 7741-02
Procedures: 27211 crown porcelain/ceramic, tooth 36; 39201 core buildup, tooth 36

Tell the patient of Bayview Village Dental what happens next and how long predeterminations take.
Assistant:""", "preauth:dental-cdanet", ["head", "header_block", "sequence_number", "compact_datetime"])


@pos
def _workers_comp(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""You draft workers' compensation pre-approval requests for Lone Star Chiropractic, Austin.
Pre-approval request {v('request_id', '(draft pa-' + g.hex(10) + ')')} drafted {v('datetime', 'at ' + clock12(t) + ' ' + (t.tzname() or ''))} by the claims helper for carrier claim 7741-TX-22918.
Injury: lumbar strain lifting boxes at work, date of injury 2026-02-16; 6 visits done, 8 more requested.

Write the medical necessity paragraph.
Paragraph:""", "preauth:chiro-workers-comp", ["inline_sentence", "parenthesised_id", "clock_12h_zone"])


@pos
def _asuncion(g: Gen59) -> Draft:
    t = g.at("asuncion")
    return P(f"""Nde ha'e pytyvõhára "Óptica Mburuvicha" Asunción-pe. Embohovái guaraníme térã castellano-pe, mbykymi.
{v('datetime', "Ko'ágã: " + dmy(t))}
Seguro: IPS - autorización previa oñeikotevẽ lente-rã.

Cliente: Mba'éichapa. Che resa rasy ha aikotevẽ lente pyahu. IPS ohepyme'ẽ piko?""",
             "preauth:optometry-asuncion-guarani", ["non_english", "guarani", "localized_now", "day_first"])


@pos
def _preauth_cookie(g: Gen59) -> Draft:
    return P(f"""Cookie: locale=en-US; practice=aro-77; {v('session_id', 'sid=' + g.hex(32))}
You help staff at Arroyo Dental check pre-authorisation status on the payer portal and explain the
next step. Pre-authorisations for crowns take about ten business days.

Staff: The portal says "pended - additional information". What do they usually want for a crown?
Assistant:""", "preauth:dental-portal-cookie", ["cookie", "session_last", "head"])


@pos
def _mthatha(g: Gen59) -> Draft:
    t = g.at("mthatha")
    return P(f"""Ungumncedisi weklinikhi ye-physiotherapy "Mthatha Physio Centre". Phendula ngesiXhosa, ngokufutshane.
{v('datetime', 'Ixesha ngoku: ' + iso_space(t)[:16])}
Inkampani yamayeza: Ikhaya Medical Scheme - kufuneka imvume emva kweeseshoni ezi-6.

Isigulana: Ndifuna ukuqhubeka nonyango lwedolo. Ingaba i-medical aid iza kuhlawula ezinye iiseshoni?""",
             "preauth:physio-mthatha-xhosa", ["non_english", "xhosa", "localized_now", "iso_minutes"])


@pos
def _orthok_week(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    return P(f"""Ortho-k pre-authorisation desk - Lumen Myopia Clinic, San Jose
{v('date', 'Week: ' + iso_week(t))}
Plan rule: orthokeratology covered for ages 6-17 with myopia progression of at least 0.50 D per year.
Child: 11 years; SER -2.75 D (February 2026) versus -2.00 D (February 2025); axial length 24.6 mm.

Draft the pre-authorisation justification.
Justification:""", "preauth:optometry-orthok-week", ["header_block", "iso_week", "measurements_stay"])


@pos
def _appeal_letter(g: Gen59) -> Draft:
    t = g.moment_us()
    return P(f"""Appeal letter - physiotherapy visits denied after visit 12 (Riverbend Physical Therapy, Hartford)
{v('date', 'Letter date (inserted by the drafting tool): ' + long_date(t))}
{v('run_id', 'Draft job: dj_' + g.b58(14))}
Denial: claim 7781-22041, denied 2026-02-26, "not medically necessary beyond 12 visits".
Patient progress: knee flexion 95° -> 118°, stairs without rail, still unable to kneel.

Write the body of the appeal letter.
Letter:""", "preauth:physio-appeal-letter", ["today_in_artefact", "draft_job", "long_date", "denial_stays"])


@pos
def _dpop_request(g: Gen59) -> Draft:
    t = g.at("denver")

    def part(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).rstrip(b"=").decode()

    header = {"typ": "dpop+jwt", "alg": "ES256",
              "jwk": {"kty": "EC", "crv": "P-256", "x": "l8tFrhx-34tV3hRICRDY9zCkDlpBhF42UQUfWVAWBFs",
                      "y": "9VE4jf_Ok_o64zbTTlcuNJajHmt6v9TDVrU0CdvGRDA"}}
    claims = {"jti": g.uuid4(), "htm": "POST", "htu": "https://api.payer.example/pa/v1/requests", "iat": epoch_s(t)}
    proof = f"{part(header)}.{part(claims)}.{g.b64url(64)}"
    return P(f"""Outgoing call to the payer's prior-authorization API (built for this request):
POST /pa/v1/requests HTTP/1.1
Host: api.payer.example
Authorization: DPoP [redacted]
{v('nonce', 'DPoP: ' + proof)}
Content-Type: application/fhir+json

You explain prior-authorization status to chiropractors at Cherry Creek Spine. The request asks for 12
visits for cervical radiculopathy; typical decision time is 3 business days.

Chiropractor: When will I know if the 12 visits are approved?
Assistant:""", "preauth:chiro-dpop", ["http_request", "dpop_proof", "jwt"])


# patient intake forms


@pos
def _intake_front_matter(g: Gen59) -> Draft:
    t = g.at("india")
    return P(f"""---
form: new-patient-dental-v7
{v('session_id', 'form_session: ' + g.uuid6(t))}
{v('datetime', 'opened: ' + rfc3339(t))}
clinic: Indiranagar Dental Care
---
Pre-fill the medical history section from what the patient typed; leave anything unclear blank.

Patient typed: "bp tablets amlodipine 5mg since 2 yrs, no allergy, sugar normal, had root canal 2019"
""", "intake:dental-front-matter", ["front_matter", "uuid6", "rfc3339", "half_hour_offset"])


@pos
def _intake_karachi(g: Gen59) -> Draft:
    t = g.at("karachi")
    now = "هاڻوڪو وقت: " + local_digits(dmy(t, "-"), "arabic_ext")
    return P(f"""توهان "سنڌ ڊينٽل ڪيئر" جي داخلا فارم جا مددگار آهيو. سنڌي ۾ مختصر جواب ڏيو.
ڪلينڪ: ڪلفٽن، ڪراچي
{v('datetime', now)}

مريض: مون کي شگر آهي ۽ انسولين وٺندو آهيان. ڇا فارم ۾ اهو لکڻ ضروري آهي؟""", "intake:dental-karachi-sindhi",
             ["non_english", "sindhi", "arabic_script", "local_digits"])


@pos
def _intake_tablet(g: Gen59) -> Draft:
    t = g.at("toronto")
    return P(f"""Waiting-room tablet 2 - Elm Street Physiotherapy
{v('session_id', 'Tablet session: ' + g.b58(22))}
{v('datetime', 'Tablet time: ' + f'{t:%H:%M}')}
Form: new patient intake (pain, history, goals)
You help patients fill in the intake form on the tablet. Explain questions; never fill in answers for
them.

Patient: What does "aggravating factors" mean?
Assistant:""", "intake:physio-tablet", ["head", "header_block", "base58", "time_alone"])


@pos
def _intake_ocr(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""OCR job {v('run_id', g.xid(t))} finished {v('datetime', 'at ' + log4j_iso(t))} on the scanned paper intake form below.
Name: Aled Pr?ce    DOB: 12/0?/1961
Medications: warfarin 3 mg, ramipril ?
Allergies: penicillin (rash)
Last dental visit: approx 2019
Signed: [illegible]   Date: 09/03/2026

List the fields the OCR could not read and what reception should ask the patient of Penarth Dental.
Answer:""", "intake:dental-ocr-job", ["inline_sentence", "xid", "log4j", "form_stays"])


@pos
def _intake_zephyr(g: Gen59) -> Draft:
    t = g.at("denver")
    return P(f"""<|system|>
You summarise completed intake forms for the chiropractor at Foothills Chiropractic before the first
visit. Flag red flags first and say they need same-day medical review.
{v('epoch', 'Form received: ' + str(epoch_s(t)))}
</s>
<|user|>
Intake: 52 y, low back pain 3 weeks after lifting, pain into the left calf, numbness in the saddle area
since yesterday, no change in bladder or bowel.</s>
<|assistant|>
""", "intake:chiro-zephyr", ["zephyr", "chat_template", "epoch_s"])


@pos
def _intake_guwahati(g: Gen59) -> Draft:
    t = g.at("india")
    now = "এতিয়াৰ সময়: " + local_digits(dmy(t), "bengali")
    return P(f"""আপুনি "ব্ৰহ্মপুত্ৰ ডেণ্টেল ক্লিনিক"ৰ পঞ্জীয়ন ফৰ্মৰ সহায়ক। অসমীয়াত চমুকৈ উত্তৰ দিয়ক।
{v('datetime', now)}
শাখা: গুৱাহাটী, জি এছ ৰোড

ৰোগী: মই গৰ্ভৱতী, তিনি মাহ। ফৰ্মত এই কথা লিখিব লাগিবনে?""", "intake:dental-guwahati-assamese",
             ["non_english", "assamese", "local_digits", "localized_now"])


@pos
def _intake_delivery_json(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""{{
  "delivery": {{
    {v('request_id', '"id": "dlv_' + g.b62(20) + '",')}
    "attempt": 1,
    {v('datetime', '"delivered_at": "' + rfc3339(t, 3) + '",')}
    "endpoint": "intake-summariser"
  }},
  "submission": {{
    "id": "sub_88213",
    "form": "chiro-intake-v3",
    "submittedAt": "2026-03-12T18:40:02Z",
    "answers": {{"pain_score": 7, "oswestry_percent": 42, "onset": "lifting a sofa, 2026-02-28", "red_flags": []}}
  }}
}}
Summarise the submission for the chiropractor at Northside Spine, Milwaukee, in four lines.
Summary:""", "intake:chiro-delivery-json", ["json_block", "envelope", "submission_stays", "rfc3339_ms"])


@pos
def _intake_laoag(g: Gen59) -> Draft:
    t = g.at("manila")
    return P(f"""Sika ti katulongan ti "Laoag Vision Center" iti panagsurat ti intake form. Sumungbat iti Ilocano.
{v('datetime', 'Ita nga oras: ' + mdy12(t))}
Sanga: Laoag City, Rizal Street

Pasiente: Agus-usarak ti contact lens. Masapul kadi nga ikkatek sakbay ti eye exam?""",
             "intake:optometry-laoag-ilocano", ["non_english", "ilocano", "localized_now", "month_first_12h"])


@pos
def _intake_traceparent_comment(g: Gen59) -> Draft:
    return P(f"""{v('trace_id', '<!-- traceparent: ' + g.traceparent() + ' -->')}
You triage physiotherapy intake questionnaires for Riverside Physio. Sort the patient into routine,
soon or urgent, and give the one answer that decided it.

Questionnaire: neck pain 6 weeks after a car accident; pain 5/10; no arm symptoms; no dizziness; sleeps
6 hours; works at a desk.
Triage:""", "intake:physio-traceparent-comment", ["html_comment", "head", "traceparent"])


@pos
def _intake_esign_comment(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""<!-- esign template=intake-consent-v5 {v('session_id', 'session=' + g.b58(20))} {v('epoch', 'started=' + str(epoch_ms(t)))} provider=signwell -->
You explain the intake consent form of Greenside Chiropractic in plain words before the patient signs:
what chiropractic care involves, common side effects (soreness for a day or two), rare risks, and the
right to stop at any time.

Patient: What does "rare risks" mean here? Should I be worried?
Assistant:""", "intake:chiro-esign-comment", ["html_comment", "key_value_inline", "base58", "epoch_ms"])


@pos
def _intake_antananarivo(g: Gen59) -> Draft:
    t = g.at("antananarivo")
    now = f"Ora ankehitriny: {t.day} {MONTHS_MALAGASY[t.month - 1]} {t.year}, {t:%H:%M}"
    return P(f"""Ianao no mpanampy amin'ny taratasy fidirana ao amin'ny "Toby Nify Analakely". Valio amin'ny teny malagasy.
{v('datetime', now)}

Marary: Tsy tadidiko ny anaran'ny fanafody fihinako ho an'ny fo. Azoko atao ve ny mameno ny taratasy aorian'izay?""",
             "intake:dental-antananarivo-malagasy", ["non_english", "malagasy", "localized_now", "month_name"])


@pos
def _intake_log_line(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""{v('datetime', py_logging(t))} INFO intake-bot prompt assembled for minor intake (guardian present)
You help a parent complete the children's intake form at Little Smiles Paediatric Dentistry, Parramatta.
Ask one question at a time and explain why it is asked.

Parent: Why do you need to know if she sucks her thumb?
Assistant:""", "intake:dental-log-line", ["log_line", "python_logging", "inline_prefix", "head"])


@pos
def _intake_epoch_ns(g: Gen59) -> Draft:
    t = g.at("auckland")
    return P(f"""{v('epoch', 't: ' + str(epoch_ns(t, g.small(0, 1000))))}
form: paediatric-optometry-intake
clinic: Eyes on Cuba Street, Wellington
You help parents fill in the paediatric eye exam intake: family history of squint or lazy eye, screen
time, headaches, reading distance.

Parent: Does "family history" include cousins?
Assistant:""", "intake:optometry-epoch-ns", ["head", "header_block", "epoch_ns", "meaningless_label"])


# clinic chat widgets


@pos
def _widget_meta_json(g: Gen59) -> Draft:
    t = g.at("london")
    return P(f"""widget_meta={{"app":"smilebright-web",{v('session_id', '"conversation_id":"' + g.hex(24) + '",')}{v('epoch', '"created_at":' + str(epoch_s(t)) + ',')}"page":"/invisalign"}}
You are the website chat assistant of SmileBright Dental, Leeds. Answer questions about aligners,
whitening and fees; book free consultations through the booking link only.

Visitor: How long does Invisalign take for crowded bottom teeth?
Assistant:""", "widget:dental-meta-json", ["json_inline", "head", "conversation_id", "epoch_s"])


@pos
def _widget_harare(g: Gen59) -> Draft:
    t = g.at("harare")
    return P(f"""Iwe uri mubatsiri wewebhusaiti we "Avondale Dental Surgery" muHarare. Pindura muchiShona, zvipfupi.
{v('datetime', 'Nguva iye zvino: ' + dmy(t))}

Murwere: Zino rangu rinorwadza kana ndikanwa zvinotonhora. Ndingauya mangwana here?""",
             "widget:dental-harare-shona", ["non_english", "shona", "localized_now", "day_first"])


@pos
def _widget_kazan(g: Gen59) -> Draft:
    t = g.at("kazan")
    return P(f"""Син "Күз нуры" оптикасының сайттагы чат ярдәмчесе. Татарча, кыска җавап бир.
{v('datetime', 'Хәзерге вакыт: ' + dmy(t, '.'))}
Филиал: Казан, Бауман урамы 44

Клиент: Күзлек линзаларын ничә көндә әзерлиләр?""", "widget:optometry-kazan-tatar",
             ["non_english", "tatar", "cyrillic", "localized_now"])


@pos
def _widget_kv_context(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""[widget visitor=returning {v('session_id', 'sid=' + g.b62(22))} page=/whitening {v('epoch', 't=' + str(epoch_ms(t)))} lang=en]
You are the chat assistant on the website of Coogee Bay Dental. Take-home whitening is AUD 450 and
in-chair whitening AUD 750; both need a check-up within the last six months.

Visitor: Can I just buy the take-home kit without coming in?
Assistant:""", "widget:dental-kv-context", ["bracketed_kv", "head", "base62", "epoch_ms"])


@pos
def _widget_page_loaded(g: Gen59) -> Draft:
    t = g.at("los_angeles")
    zone = "Pacific Daylight Time" if t.tzname() == "PDT" else "Pacific Standard Time"
    return P(f"""Chat context from the clinic website (Evergreen Physio, Bellevue WA):
Page: /conditions/plantar-fasciitis
{v('datetime', 'Page loaded: ' + js_tostring(t, zone))}
Referrer: google

Visitor: Does dry needling help plantar fasciitis? And is it covered by my insurance?
Assistant:""", "widget:physio-page-loaded", ["header_block", "js_date_tostring", "stable_neighbours"])


@pos
def _widget_csrf(g: Gen59) -> Draft:
    return P(f"""widget_build: 2026.03.2
{v('nonce', 'csrf_token: ' + g.b64url(32))}
practice: Seabrook Dental

You answer questions on the Seabrook Dental website chat. For pain or swelling, give the emergency
line (0161 555 0199) first.

Visitor: My gum is swollen near a wisdom tooth and it hurts to swallow.
Assistant:""", "widget:dental-csrf", ["head", "header_block", "csrf_nonce", "calver_stays"])


@pos
def _widget_uuid8(g: Gen59) -> Draft:
    return P(f"""{v('session_id', 'X-Chat-Session: ' + g.uuid8())}
X-Widget-Version: 5.14.0
You are the chat assistant of ClearSight Optometry. Explain the difference between an eye test and a
contact lens fitting, and who needs which.

Visitor: I've had glasses for years and want to try contacts. What do I book?
Assistant:""", "widget:optometry-uuid8", ["head", "uuid8", "version_stays"])


@pos
def _widget_last_turn_stamp(g: Gen59) -> Draft:
    t = g.at("auckland")
    return P(f"""You are the chat assistant of Specsavvy Eyewear (Auckland stores). Small repairs are free while you wait.

Visitor: Hi, do you take walk-ins for broken glasses?
Assistant: We can usually do small repairs while you wait. Which store are you near?
{v('datetime', '[' + f'{t:%H:%M:%S}' + ']')} Visitor: The one on Queen Street. Is it open on Sunday?
Assistant:""", "widget:optometry-last-turn-stamp", ["last_user", "bracketed_time", "inline_prefix"])


@pos
def _widget_alpaca(g: Gen59) -> Draft:
    t = g.at("dublin")
    return P(f"""### Instruction:
You are the chat assistant on the website of Dundrum Chiropractic. Answer in two sentences and offer
the booking link https://dundrumchiro.example/book.

### Input:
{v('date', 'Current date: ' + f'{t:%d.%m.%Y}')}
Visitor question: Do you treat headaches from desk work?

### Response:
""", "widget:chiro-alpaca", ["alpaca", "chat_template", "dotted_date"])


@pos
def _widget_bhubaneswar(g: Gen59) -> Draft:
    t = g.at("india")
    sy, sm, sd = saka(t.date())
    today = ("ଆଜିର ତାରିଖ: " + local_digits(f"{t.day:02d}-{t.month:02d}-{t.year}", "odia")
             + f" (ଶକାବ୍ଦ {local_digits(str(sy), 'odia')} {SAKA_MONTHS_ODIA[sm]} {local_digits(str(sd), 'odia')})")
    return P(f"""ଆପଣ "କଳିଙ୍ଗ ଆଇ କେୟାର"ର ୱେବସାଇଟ ଚାଟ ସହାୟକ। ଓଡ଼ିଆରେ ସଂକ୍ଷେପରେ ଉତ୍ତର ଦିଅନ୍ତୁ।
{v('date', today)}
ଶାଖା: ଭୁବନେଶ୍ୱର, ସହିଦ ନଗର

ରୋଗୀ: ମୋ ଆଖିରୁ ପାଣି ବୋହୁଛି ଓ ଲାଲ ହୋଇଛି। ଆଜି ଡାକ୍ତର ଦେଖାଇ ପାରିବି କି?""", "widget:optometry-bhubaneswar-odia",
             ["non_english", "odia", "saka_calendar", "local_digits"])


@pos
def _widget_handoff(g: Gen59) -> Draft:
    t = g.at("chicago")
    return P(f"""You are the website chat assistant of Wicker Park Physio.
Chat {v('session_id', '(handoff ho_' + g.b62(16) + ')')} handed over {v('datetime', 'at ' + f'{t:%H:%M:%S}')} to the front desk; keep the visitor informed until a person joins, and do not book anything yourself.

Visitor: Is someone coming? I just need to know if you take Blue Cross.
Assistant:""", "widget:physio-handoff", ["inline_sentence", "parenthesised_id", "time_alone"])


@pos
def _widget_cloudflare(g: Gen59) -> Draft:
    return P(f"""{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: US
CF-Visitor: {{"scheme":"https"}}
You are the website chat assistant of Back Bay Chiropractic, Boston. Give practical answers and suggest
a visit for anything that lasts more than two weeks.

Visitor: I slept wrong and can't turn my head to the left. Should I come in or wait?
Assistant:""", "widget:chiro-cloudflare", ["head", "header_block", "cf_ray", "stable_neighbours"])


@pos
def _widget_fastly(g: Gen59) -> Draft:
    t = g.at("sydney")
    return P(f"""X-Served-By: cache-syd10131-SYD
{v('epoch', 'X-Timer: S' + str(epoch_s(t)) + '.' + f'{t.microsecond:06d}' + ',VS0,VE0')}
X-Cache: MISS

You are the chat assistant of Northern Beaches Optometry. Explain myopia control options for children
(ortho-k, DIMS spectacle lenses, low-dose atropine) without recommending one over the others.

Parent: My 8-year-old's short-sightedness got worse this year. What can we do?
Assistant:""", "widget:optometry-fastly", ["head", "header_block", "x_timer", "epoch_s"])


# --- generated positives: one field, a body, a position -----------------------------------------------------------

# (name, clinic slug, system prompt, user label, question, cue line or "" to end with the user's message,
#  localized "now" label or "", zone)
BODIES: list[tuple[str, str, str, str, str, str, str, str]] = [
    ("dental-after-hours", "northcote-dental",
     "You are the after-hours line of Northcote Dental. Ask about swelling, fever and trouble swallowing\n"
     "first; for any of them, send the caller to the emergency department.",
     "Caller", "My back tooth started throbbing tonight and painkillers aren't helping. What do I do?",
     "Assistant:", "", "sydney"),
    ("frame-styling", "tidewater-optical",
     "You are the frame styling helper of Tidewater Optical. Suggest at most three frame shapes for the\n"
     "face shape and prescription the customer describes, and explain why.",
     "Customer", "I have a round face and a strong prescription, about -7. What frames won't look thick?",
     "Stylist:", "", "halifax"),
    ("sports-physio", "ironbark-sports-physio",
     "You answer questions for Ironbark Sports Physio about booking, what to bring and what an initial\n"
     "assessment involves. Do not diagnose.",
     "Visitor", "I hurt my hamstring sprinting at touch footy. Should I see you or a GP first?",
     "Assistant:", "", "brisbane"),
    ("chiro-new-patient", "prairie-wind-chiro",
     "You answer new-patient questions for Prairie Wind Chiropractic: first visit length, X-ray policy,\n"
     "paperwork and payment.",
     "Visitor", "Do you X-ray everyone on the first visit? I'd rather avoid it.", "Assistant:", "", "chicago"),
    ("retainer-replacement", "summit-ortho",
     "You help patients of Summit Orthodontics replace lost or broken retainers. A new Essix retainer is\n"
     "USD 180 and takes five working days; bring the old one if you still have it.",
     "Patient", "My dog chewed my retainer. Can I get a new one before my wedding in two weeks?",
     "Assistant:", "", "denver"),
    ("extraction-aftercare", "greenway-dental",
     "You give aftercare advice after tooth extractions for Greenway Dental patients. Short numbered steps;\n"
     "say when to call the practice.",
     "Patient", "It's been two days since my extraction and there's a bad taste. Is that dry socket?",
     "Assistant:", "", "london"),
    ("cl-reorder", "lenspoint",
     "You help LensPoint customers reorder contact lenses. Orders need a contact lens specification that\n"
     "has not expired; ask the customer for it if they don't have one on file.",
     "Customer", "Can I reorder the same dailies as last time but 6 boxes instead of 4?", "Assistant:", "",
     "toronto"),
    ("paeds-sedation", "little-teeth",
     "You answer parents' questions about sedation at Little Teeth Paediatric Dentistry: fasting,\n"
     "what to bring, recovery. Never give medication doses.",
     "Parent", "How long does my 5-year-old need to fast before the sedation appointment?", "Assistant:", "",
     "los_angeles"),
    ("pelvic-health", "harbour-pelvic-physio",
     "You help people book pelvic health physiotherapy at Harbour Physio. Be discreet and plain-spoken; offer\n"
     "a female physio when asked.",
     "Visitor", "I have leaking when I run since my second baby. Is that something you treat?", "Assistant:",
     "", "auckland"),
    ("dry-eye", "bayshore-eye",
     "You explain the dry eye clinic of Bayshore Eye Care: assessment, IPL, warm compresses and drops. Do\n"
     "not name a brand of drops.",
     "Patient", "My eyes burn by the end of every workday. Is the dry eye clinic worth it?", "Assistant:", "",
     "honolulu"),
    ("pregnancy-chiro", "bloom-chiro",
     "You answer questions about chiropractic care in pregnancy at Bloom Family Chiropractic. Always say to\n"
     "check with the midwife or obstetrician too.",
     "Visitor", "I'm 30 weeks and my pelvis hurts when I turn in bed. Can you help?", "Assistant:", "",
     "dublin"),
    ("dental-insurance-faq", "lakeside-dental",
     "You answer dental insurance questions for Lakeside Dental: predeterminations, waiting periods, annual\n"
     "maximums and what the practice files for the patient.",
     "Patient", "Do I need a predetermination for a bridge, and how long does it take?", "Answer:", "",
     "chicago"),
    ("pap-dental", "dental-otrobanda",
     "Bo ta e asistente di Dental Otrobanda na Willemstad. Kontestá na Papiamentu, kòrtiku.", "Pashent",
     "Mi djente ta hasi doló ora mi bebe algu friu. Mi por bin djaweps?", "", "Ora aktual", "curacao"),
    ("gn-physio", "fisio-mburucuya",
     "Nde ha'e pytyvõhára Fisioterapia Mburucuyá-pe. Embohovái guaraníme, mbykymi.", "Tembiasa",
     "Che jyva rasy ajapo rire tembiapo. Ikatu piko aju ko'ẽrõ?", "", "Ko'ágã", "asuncion"),
    ("fo-dental", "tannlaeknin-i-klaksvik",
     "Tú ert hjálparin hjá Tannlæknanum í Klaksvík. Svara á føroyskum og stutt.", "Sjúklingur",
     "Ein tonn brotnaði í gjár. Kann eg koma í dag?", "", "Klokkan nú", "torshavn"),
    ("mk-optometry", "optika-vardar",
     "Ти си асистент на оптиката „Вардар\" во Скопје. Одговарај на македонски, кратко.", "Клиент",
     "Колку чини преглед на вид и дали треба закажување?", "", "Моментално време", "skopje"),
    ("mg-optometry", "optika-isotry",
     "Ianao no mpanampy ao amin'ny Optika Isotry. Valio amin'ny teny malagasy, fohy.", "Mpanjifa",
     "Mila solomaso vaovao aho. Firy andro no hanaovana azy?", "", "Ora ankehitriny", "antananarivo"),
    ("az-physio", "kineziterapiya-ganjlik",
     "Sən \"Gənclik Kinezioterapiya\" mərkəzinin köməkçisisən. Azərbaycan dilində, qısa cavab ver.", "Pasiyent",
     "Belim ağrıyır, həkim göndərişi olmadan gələ bilərəmmi?", "", "Hazırkı vaxt", "baku"),
    ("lg-dental", "ntinda-dental",
     "Oli muyambi wa Ntinda Dental Clinic e Kampala. Ddamu mu Luganda, mu bufunze.", "Omulwadde",
     "Erinnyo lyange linnuma nnyo ekiro. Nsobola okujja leero?", "", "Essaawa kati", "kampala"),
    ("mt-chiro", "kiropratika-birkirkara",
     "Inti l-assistent ta' Kiropratika Birkirkara. Wieġeb bil-Malti, fil-qosor.", "Pazjent",
     "Għandi uġigħ f'għonqi minn meta qomt. Nista' niġi llum?", "", "Il-ħin issa", "valletta"),
]

TIME_FIELDS: list[tuple[str, str, str, str, Callable[[Gen59, datetime], str]]] = [
    # (cue, family, label, key, value)
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Generated", "generated_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc1123", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Prompt built", "built", lambda g, t: ctime(t)),
    ("datetime", "python_str", "Now", "now", lambda g, t: py_str(t)),
    ("datetime", "python_isoformat", "Context time", "ctx_time", lambda g, t: py_iso(t)),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "requestTimestamp", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "go_time_string", "Server time", "server_time",
     lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}")),
    ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t)),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "us_medium", "Page rendered", "rendered_at", lambda g, t: us_medium(t)),
    ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t)),
    ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t)),
    ("datetime", "go_rfc3339nano", "Received", "received", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "day_first", "Sent", "sent", lambda g, t: dmy(t, "/", True)),
    ("date", "iso_week", "Current week", "week", lambda g, t: iso_week(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "uk_long", "Today", "today", lambda g, t: uk_long(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.small(0, 1000)))),
]

ID_FIELDS: list[tuple[str, str, str, str, Callable[[Gen59, datetime], str]]] = [
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
    ("request_id", "tsid", "Correlation-Id", "correlation_id", lambda g, t: g.tsid(t)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "uuid7", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("session_id", "cuid2", "Chat", "chat_id", lambda g, t: g.cuid2()),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "pt-" + g.digits(6))),
    ("run_id", "xid", "Run", "run", lambda g, t: g.xid(t)),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
]

LOCAL_NOW: dict[str, Callable[[datetime], str]] = {
    "Ora aktual": lambda t: dmy(t, "-"),
    "Ko'ágã": lambda t: dmy(t),
    "Klokkan nú": lambda t: f"{t:%d.%m.%Y} kl. {t:%H:%M}",
    "Моментално време": lambda t: dmy(t, "."),
    "Ora ankehitriny": lambda t: f"{t.day} {MONTHS_MALAGASY[t.month - 1]} {t.year}, {t:%H:%M}",
    "Hazırkı vaxt": lambda t: dmy(t, "."),
    "Essaawa kati": lambda t: dmy(t),
    "Il-ħin issa": lambda t: f"{t.day} ta' {MONTHS_MALTESE[t.month - 1]} {t.year}, {t:%H:%M}",
}

BODY_LOCALES = {"pap": "pap-CW", "gn": "gn-PY", "fo": "fo-FO", "mk": "mk-MK", "mg": "mg-MG", "az": "az-AZ",
                "lg": "lg-UG", "mt": "mt-MT"}

SENT_FORMATS: list[tuple[str, Callable[[datetime], str]]] = [
    ("sent_rfc3339", lambda t: rfc3339(t)),
    ("sent_day_first", lambda t: dmy(t)),
    ("sent_us_medium", lambda t: us_medium(t)),
    ("sent_clock_12h", lambda t: clock12(t)),
    ("sent_iso_space", lambda t: iso_space(t)),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
                 "xml_attr", "kv_bracket", "sent_paren"]
GENERATED_POSITIVES = 40


def _place_field(g: Gen59, body: tuple[str, str, str, str, str, str, str, str], position: str,
                 line: str, key: str, value: str, numeric: bool) -> str:
    """A body with one field (already marked or plain) at one position."""
    name, slug, system, who, question, cue, _, _ = body
    ask = f"{who}: {question}"
    end = f"\n{cue}" if cue else ""
    locale = BODY_LOCALES.get(name.split("-")[0], "") or g.pick(["en", "en-GB", "en-US", "en-AU"])
    stable = [f"Clinic: {slug}", "Channel: web", f"Locale: {locale}"]
    if position == "head":
        return f"{line}\n{system}\n\n{ask}{end}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{ask}{end}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(0, 4), line)
        return "\n".join(block) + f"\n\n{system}\n\n{ask}{end}"
    if position == "last_user":
        return f"{system}\n\n{ask}\n{line}{end}"
    if position == "footer":
        return f"{system}\n\n{ask}{end}\n\n--\n{line}" if not cue else f"{system}\n\n{ask}\n\n--\n{line}{end}"
    if position == "front_matter":
        return f"---\nclinic: {slug}\n{key}\nchannel: web\n---\n{system}\n\n{ask}{end}"
    if position == "json_member":
        return f'{{\n  "clinic": "{slug}",\n  {key}\n  "channel": "web"\n}}\n{system}\n\n{ask}{end}'
    if position == "xml_attr":
        return f'<context clinic="{slug}" {key} channel="web"/>\n{system}\n\n{ask}{end}'
    if position == "kv_bracket":
        return f"[ctx clinic={slug} {key} channel=web]\n{system}\n\n{ask}{end}"
    assert position == "sent_paren"
    return f"{system}\n\n{ask} {key}{end}"


def generated_positives(g: Gen59) -> list[Draft]:
    """One field at one of ten positions of one of the bodies; the localized 'now' label in some bodies."""
    times = list(TIME_FIELDS)
    ids = list(ID_FIELDS)
    g.rng.shuffle(times)
    g.rng.shuffle(ids)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    ti = ii = 0
    local_used = 0
    sent_used = 0
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = GEN_POSITIONS[(k + k // len(bodies)) % len(GEN_POSITIONS)]
        t = g.at(body[7])
        use_time = k % 3 != 2
        if position == "sent_paren":
            cue, family, label, key, value = "datetime", "", "", "", ""
        elif body[6] and position in ("head", "system_tail", "header_block", "last_user", "footer") and local_used < 5:
            label, value = body[6], LOCAL_NOW[body[6]](t)
            cue, family, key = "datetime", "localized_now", "now"
            local_used += 1
        elif use_time:
            cue, family, label, key, make = times[ti % len(times)]
            ti += 1
            value = make(g, t)
        else:
            cue, family, label, key, make = ids[ii % len(ids)]
            ii += 1
            value = make(g, t)
        numeric = value.isdigit()
        if position in ("head", "system_tail", "header_block", "last_user", "footer"):
            marked = v(cue, f"{label}: {value}")
            text = _place_field(g, body, position, marked, "", "", numeric)
        elif position == "front_matter":
            text = _place_field(g, body, position, "", v(cue, f"{key}: {value}"), value, numeric)
        elif position == "json_member":
            member = f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
            text = _place_field(g, body, position, "", v(cue, member), value, numeric)
        elif position == "xml_attr":
            text = _place_field(g, body, position, "", v(cue, f'{key}="{value}"'), value, numeric)
        elif position == "kv_bracket":
            pair = f'{key}="{value}"' if " " in value else f"{key}={value}"
            text = _place_field(g, body, position, "", v(cue, pair), value, numeric)
        else:
            family, fmt = SENT_FORMATS[sent_used % len(SENT_FORMATS)]
            sent_used += 1
            cue, value = "datetime", fmt(t)
            text = _place_field(g, body, position, "", v(cue, f"(sent {value})"), value, numeric)
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{family}@{position}",
                         ["generated", position, family] + ([] if body[5] else ["non_english"])))
    return out


# --- hand-written negatives: pasted material ----------------------------------------------------------------------

NEG: list[Draft] = []

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    # appointment booking
    ("booking-confirmation-email", ["booking", "email_headers", "message_id"],
     """From: Glenelg Family Dental <bookings@glenelgdental.example>
Date: Tue, 10 Mar 2026 16:02:11 +1030
Message-ID: <20260310053211.8841.bookings@glenelgdental.example>
Subject: Appointment confirmed - Wed 18 Mar, 08:15

Hi Priya, your check-up and clean is booked for Wednesday 18 March at 08:15 with Dr. Tran (chair 2).
Booking reference: GFD-558120. Please arrive 10 minutes early.""",
     "Did they book me with the hygienist or the dentist?", "The confirmation I got"),
    ("day-sheet", ["booking", "day_sheet", "times_in_table"],
     """DAY SHEET  Thu 12/03/2026  Dr. Okafor  Chair 1
08:00  Ahmed, S.      Exam + BW           30 min   NEW
08:30  Kowalczyk, M.  Crown prep 26       90 min
10:00  (blocked)      Emergency slot      30 min
10:30  Ferreira, L.   Extraction 48       45 min   med hx: warfarin
11:15  Lunch""",
     "Is there room to fit a 30-minute emergency after the extraction?", "Here's today's day sheet"),
    ("booking-api-response", ["booking", "json", "id_first", "created_at"],
     """{
  "id": "apt_01HZX4K9V2M8QJ6T3R5W7Y1BNC",
  "created_at": "2026-03-09T22:14:05.311Z",
  "patient_id": "pt_44120",
  "practitioner": "Ella Burke",
  "starts_at": "2026-03-17T08:00:00+10:00",
  "ends_at": "2026-03-17T08:45:00+10:00",
  "status": "booked",
  "source": "online"
}""",
     "Why does the practice system show this appointment an hour later than the website?", "The booking API returned"),
    ("invite-ics", ["booking", "ics", "dtstamp", "uid"],
     """BEGIN:VEVENT
UID:3c9e7a1e-1d4f-11f1-8a2b-0242ac130003@lumenvision.example
DTSTAMP:20260311T041533Z
DTSTART;TZID=America/Denver:20260319T163000
DTEND;TZID=America/Denver:20260319T171500
SUMMARY:Contact lens fitting - Lumen Vision
LOCATION:Lumen Vision, 1440 Larimer St
END:VEVENT""",
     "What time is this in Chicago time, and how long is it?", "My calendar invite"),
    ("sms-thread-clinic", ["booking", "sms_thread", "timestamps"],
     """[11/03/2026 18:42] Kololo Physio: Reminder: physio with Grace tomorrow 12/03 at 09:30. Reply C to confirm.
[11/03/2026 18:55] Me: C
[12/03/2026 07:12] Kololo Physio: Sorry, Grace is unwell. Can we move you to 14:00 with Peter?
[12/03/2026 07:20] Me: ok""",
     "Am I booked at 09:30 or 14:00 now?", "My texts with the clinic"),
    ("cancellation-log", ["booking", "csv", "timestamps"],
     """appointment_id,patient,slot,cancelled_at,reason,notice_hours
48213,J. Marsh,2026-03-02 09:00,2026-03-01 19:40,sick,13.3
48270,P. Aoki,2026-03-03 14:30,2026-03-03 08:02,work,6.5
48301,D. Silva,2026-03-04 11:00,2026-03-04 10:41,no reason,0.3
48355,R. Haddad,2026-03-05 16:15,2026-02-27 12:00,travel,148.3""",
     "Which of these break our 24-hour cancellation policy?", "Last week's cancellations"),
    ("physio-class-timetable", ["booking", "timetable"],
     """CLINICAL PILATES - TERM 2 (13 Apr - 26 Jun 2026)
Mon 07:00  Reformer Beginners   Room A   max 6
Mon 18:15  Reformer Intermediate Room A  max 6
Wed 12:10  Mat Core (lunch)     Room B   max 10
Sat 08:30  Pre/postnatal        Room A   max 5""",
     "I can only come after 5pm or on weekends. Which classes fit?", "The clinic timetable"),
    ("georgian-confirmation", ["booking", "non_english", "georgian"],
     """ვაკე დენტი - ჯავშნის დადასტურება
პაციენტი: ნინო ბერიძე
თარიღი: 21.03.2026, 11:30
ექიმი: ლევან კაპანაძე
ჯავშნის №: VD-20931""",
     "რომელ საათზე მაქვს ჯავშანი და ვისთან?", "ჯავშნის დადასტურება"),
    # recall reminders
    ("recall-csv", ["recall", "csv", "due_dates"],
     """patient_id,name,last_recall,interval_months,due,last_contacted,channel
10482,M. Okonkwo,2025-06-03,6,2025-12-03,2026-01-15,sms
10513,R. Szabo,2025-04-17,6,2025-10-17,2025-11-20,letter
10577,T. Lindqvist,2025-07-29,6,2026-01-29,,
10601,A. Haddad,2025-09-02,12,2026-09-02,,""",
     "Who is overdue and has never been contacted?", "Our recall export"),
    ("recall-sms-as-sent", ["recall", "sms", "sent_time"],
     """Sent 09/03/2026 10:00 to 07700 900412:
"Hi Tom, you're due your check-up at Ashby Road Dental. Book online at ashbyroad.example/book or call
01509 555 010. Reply STOP to opt out."
Delivered 09/03/2026 10:00:07""",
     "Is this text compliant with the rules on marketing texts, or is a recall a service message?",
     "The recall text we send"),
    ("recall-letter", ["recall", "letter", "dates"],
     """Vista Eyecare, 14 Queen Street, Cardiff CF10 2BU
3 March 2026

Dear Mrs Parry,
Our records show that your last eye examination was on 28 February 2024. We recommend an examination
every two years. Please call 029 2055 0142 to book.

Patient number: VE-22041""",
     "Rewrite this letter so it's warmer but still under 80 words.", "Our current recall letter"),
    ("recall-report", ["recall", "report", "generated_line"],
     """Recall effectiveness report
Report generated: 01/03/2026 06:00
Period: 01/12/2025 - 28/02/2026
Due: 1,204   Booked within 30 days: 612 (50.8%)   Booked later: 188   Not booked: 404
By channel: SMS 58.1%, e-mail 41.7%, letter 33.0%""",
     "Which channel should we drop, if any?", "The report from the practice system"),
    ("cl-aftercare-email", ["recall", "email_headers", "optometry"],
     """From: Linwood Optometrists <hello@linwoodopt.example>
To: sam.k@mailbox.example
Date: Mon, 2 Mar 2026 08:00:03 +0000
Message-ID: <cl-aftercare.10577.20260302@linwoodopt.example>
Subject: Time for your contact lens check

Your contact lens specification expires on 31/03/2026. Book your aftercare to keep ordering lenses.""",
     "If I don't book, can I still order lenses in April?", "This e-mail"),
    ("twilio-log", ["recall", "delivery_log", "sids"],
     """Date Sent                 SID                                   To             Status
2026-03-09 10:00:03 UTC   SM4c1e9a7f0b2d4e6f8a1c3e5d7b9f0a12   +15125550143   delivered
2026-03-09 10:00:03 UTC   SM9d2f4b6a8c0e1d3f5b7a9c2e4d6f8b01   +15125550198   undelivered (30003)
2026-03-09 10:00:04 UTC   SM1a3c5e7f9b2d4a6c8e0f1b3d5a7c9e22   +15125550117   delivered""",
     "What does error 30003 mean and what should we do about that patient?", "Our SMS log for the recall run"),
    ("mongolian-recall-sms", ["recall", "non_english", "mongolian"],
     """Гэгээн Нүд: Эрхэм үйлчлүүлэгч, таны нүдний шинжилгээний хугацаа 2026.03.20-нд дуусна.
Цаг захиалах: 7011-2040. Дугаар: GN-4471""",
     "Энэ мессежид ямар хугацаа заасан бэ?", "Ирсэн мессеж"),
    ("des-invitation", ["recall", "letter", "screening"],
     """Diabetic Eye Screening Programme
Invitation date: 25/02/2026
Appointment: Thursday 19/03/2026 at 14:20, Northgate Health Centre
NHS number: 943 476 5919
Please bring your glasses and do not drive for 6 hours after the drops.""",
     "Can I take the bus home instead? And what are the drops for?", "My screening letter"),
    # treatment plans and estimates
    ("treatment-plan-printout", ["plan", "cdt_codes", "fees"],
     """TREATMENT PLAN  Maple Grove Dental   Printed 03/04/2026 2:41 PM
Patient: R. Lindgren   DOB 07/19/1981
Phase 1  D4341 SRP 4+ teeth UR       $285.00
         D4341 SRP 4+ teeth UL       $285.00
Phase 2  D2740 Crown #19             $1,285.00
         D2950 Core buildup #19      $265.00
Estimated insurance: $1,047.50   Estimated patient: $1,072.50""",
     "Why is the deep cleaning in phase 1 and not with the crown?", "My treatment plan"),
    ("fp17-summary", ["plan", "nhs", "bands"],
     """Course of treatment summary
Start: 05/01/2026   Completion: 23/02/2026
Band 3 (includes Band 1 and 2 items)
Items: examination, radiographs x2, scale and polish, 2 x amalgam, 1 x PFM crown UL6
Patient charge: £326.70   Paid: £326.70""",
     "Was I charged correctly for a crown and two fillings?", "The summary from my dentist"),
    ("hkp-excerpt", ["plan", "german_hkp", "dates"],
     """Heil- und Kostenplan Teil 1
Befund: 15 f, 16 ww, 17 b
Regelversorgung: Brücke 15-17
Festzuschuss: 1.120,48 EUR (Bonus 70 %)
Genehmigt am: 02.03.2026 durch die Krankenkasse
Die Versorgung ist innerhalb von sechs Monaten eingegliedert.""",
     "When does the approval run out, and what does 'ww' mean?", "Part of my Heil- und Kostenplan"),
    ("ortho-contract", ["plan", "contract", "payment_schedule"],
     """ORTHODONTIC TREATMENT AGREEMENT - Bayview Orthodontics
Treatment: comprehensive, upper and lower fixed appliances, est. 22 months
Total fee: $6,400   Down payment: $1,400 due 2026-03-16
Monthly: $250 x 20, first due 2026-04-16, by card on file
Retainers included for 12 months after debond.""",
     "If we pay it all up front, is there a discount mentioned here?", "The contract they gave us"),
    ("physio-care-plan", ["plan", "sessions", "goals"],
     """PLAN OF CARE - Liffey Physio
Patient: Aoife Brennan   Referral: GP, 02/02/2026
Diagnosis: patellofemoral pain, left
Frequency: 2x/week for 3 weeks, then 1x/week for 4 weeks (10 sessions)
Review: session 6
Goals: pain-free stairs by week 4; 5 km run by week 8""",
     "Can I do the weekly ones online instead of in person?", "My physio plan"),
    ("chiro-care-plan", ["plan", "chiro", "re_exam"],
     """Care plan - Summit Chiropractic
Phase: corrective, 24 visits over 12 weeks (3x/wk wks 1-4, 2x/wk wks 5-12)
Re-exam: visit 12 (approx. 2026-04-14) with repeat lateral cervical X-ray
Home care: chin tucks 3x10 daily, ice 15 min after visits""",
     "Is 24 visits normal for neck pain, or is this too many?", "My care plan"),
    ("spectacle-quote", ["plan", "optometry", "quote"],
     """QUOTE  Kestrel Eyewear  Q-2026-0412  valid 30 days from 06/03/2026
Frame: Oakes 52-18 tortoise            £119.00
Lenses: varifocal 1.60, digital       £195.00
Coating: anti-reflective premium       £45.00
Total                                  £359.00""",
     "Is the 1.60 index enough for my -4.50, or should I go thinner?", "The quote I got"),
    ("basque-quote", ["plan", "non_english", "basque"],
     """Abando Hortz Klinika - aurrekontua 2026/118
Data: 2026/03/04
Inplantea (36): 1.450 €
Koroa zeramikoa: 690 €
Guztira: 2.140 €  (baliozkoa 60 egunez)""",
     "Noiz arte da baliozkoa aurrekontu hau?", "Klinikak emandako aurrekontua"),
    # imaging
    ("cbct-report", ["imaging", "radiology_report", "accession"],
     """CBCT REPORT   Accession: OMF-26-00412   Study date: 02/03/2026 10:14
Referrer: Dr. P. Nakamura, Lincoln Park Dental
Field of view: 8 x 8 cm, left mandible
Findings: well-defined periapical radiolucency 4 x 5 mm at mesial root of 36 with buccal cortical
thinning. Inferior alveolar canal 3.1 mm below the apex.
Impression: periapical periodontitis 36.""",
     "Explain this report to me like I'm not a dentist.", "The scan report"),
    ("dicom-header", ["imaging", "dicom", "uids"],
     """(0008,0020) DA [20260302]                  StudyDate
(0008,0030) TM [101422.118000]             StudyTime
(0008,0060) CS [PX]                        Modality
(0008,0018) UI [1.2.826.0.1.3680043.8.498.88412093317029]  SOPInstanceUID
(0020,000D) UI [1.2.826.0.1.3680043.8.498.1174628839]      StudyInstanceUID
(0018,1150) IS [12]                        ExposureTime""",
     "Why does our viewer put this panoramic under the wrong day?", "The DICOM header"),
    ("oct-printout", ["imaging", "oct", "scan_time"],
     """RNFL Thickness Analysis: Optic Disc Cube 200x200   OD
Exam date: 3/3/2026   Exam time: 2:41 PM   Signal strength: 9/10
Average RNFL thickness: 78 µm   (normal range 80-110)
Quadrants: S 96  N 61  I 101  T 54
Serial: 4000-12841""",
     "Is 78 glaucoma? The optometrist wants to repeat it.", "My OCT printout"),
    ("visual-field", ["imaging", "visual_field", "printout"],
     """Central 24-2 Threshold Test   OS
Date: 03-03-2026   Time: 14:22:09   Age: 61
Fixation losses: 2/14   False POS errors: 3%   False NEG errors: 12%
Test duration: 06:41
GHT: outside normal limits   VFI: 91%   MD: -4.21 dB P < 1%""",
     "What do 'MD' and 'VFI' mean here?", "My field test"),
    ("caries-ai-json", ["imaging", "json", "timestamp_first"],
     """{"timestamp": "2026-02-11T09:32:17.402Z", "study": "BW-20931", "model": "caries-v3.1",
 "findings": [{"tooth": 16, "surface": "D", "class": "enamel", "score": 0.81},
              {"tooth": 15, "surface": "M", "class": "dentine", "score": 0.92}]}""",
     "Which finding is the more serious one?", "The AI report from my dentist's system"),
    ("xray-dose-log", ["imaging", "log", "dates"],
     """X-RAY LOG - Surgery 2
Date        Patient  Type      Grade  kV  mA  Time(s)  Operator
09/03/2026  10482    BW x2     1      70  7   0.16     SK
09/03/2026  10513    PA 46     1      70  7   0.125    SK
10/03/2026  10577    OPG       2      73  10  14.1     JD""",
     "Is an OPG exposure of 14.1 s normal?", "Our X-ray log"),
    ("imaging-referral", ["imaging", "referral", "letter"],
     """Referral for CBCT - Front Range Dental, 1200 Pearl St, Boulder
Date: 05 March 2026
Patient: Dana Whitfield, DOB 02/11/1979
Question: proximity of 38 roots to the IAN before extraction.
Urgency: routine (surgery planned 2026-04-02)""",
     "Will they be able to see the nerve on a small field of view?", "The referral my dentist wrote"),
    ("spine-xray-report", ["imaging", "chiro", "report"],
     """FULL SPINE RADIOGRAPHIC REPORT
Exam date: 2026-02-02   Views: AP full spine, lateral full spine
Findings: right thoracolumbar curve apex T12, Cobb 11°. Reduced cervical lordosis (C2-C7 angle 12°).
Mild L5-S1 disc space narrowing. No fracture or destructive lesion.
Reported by: J. Moreau, DC, DACBR   2026-02-03 16:20""",
     "Is the disc narrowing something I should worry about at 44?", "My X-ray report"),
    # lab orders
    ("lab-rx-slip", ["lab", "rx_slip", "due_date"],
     """PINNACLE DENTAL LAB - PRESCRIPTION
Case: PDL-66120   Sent: 10/03/2026   Due back: 24/03/2026
Tooth 11 e.max crown, shade A1, chamfer margin, match 21
Opposing: full arch scan   Bite: scan
Dentist: Dr. A. Haddad, GDC 81234""",
     "Two weeks seems long for one crown. Is that normal?", "The lab slip"),
    ("lab-delivery-note", ["lab", "delivery_note"],
     """DELIVERY NOTE  Arcadia Dental Lab   DN-26-0931   12/03/2026
Case AD-8812   3-unit zirconia bridge 14-16
Case AD-8840   Upper night guard, hard
Case AD-8851   Try-in, lower partial (wax)
Received by: ______   Time: ______""",
     "Which of these still needs to come back to the lab?", "Today's delivery note"),
    ("lab-invoice", ["lab", "invoice", "fees"],
     """INVOICE 2026-0412   Keystone Dental Lab   Date: 28/02/2026   Due: 30/03/2026
Account: 40771 (Harbor View Dental)
AD-8790  Cobalt chrome framework, lower     £185.00
AD-8802  Zirconia crown 46                  £95.00
AD-8803  Remake, zirconia crown 26 (no charge) £0.00
Total                                        £280.00""",
     "Why is the remake free, and is that usual?", "The lab invoice"),
    ("oma-order", ["lab", "oma", "lens_order"],
     """JOB=REF 22914-0412
DO=B
SPH=-6.25;-5.75
CYL=-2.75;-2.50
AX=175;10
ADD=2.00;2.00
IPD=31.5;32.0
LIND=1.74;1.74
_CREATED=20260309T101233""",
     "Is the axis on the left eye right? The paper Rx said 10.", "The order file the lab sent back"),
    ("cl-backorder-email", ["lab", "email_headers", "backorder"],
     """From: Customer Service <cs@lenssupplier.example>
Date: Wed, 11 Mar 2026 14:07:52 +0000
Message-ID: <BO-58812.20260311140752@lenssupplier.example>
Subject: Backorder - order 4477120

TOR-8.6-14.5-2.75-180 is on backorder until 2026-03-27. The left eye lenses shipped today with
tracking 1Z9A40V20341128830.""",
     "Can I ask them to ship the right ones from another warehouse?", "This came from our supplier"),
    ("aligner-webhook-debug", ["lab", "webhook_debug", "svix"],
     """POST /hooks/lab HTTP/1.1
svix-id: msg_2Lq9ZRr8kD1cW0tQp4vXn7bYhJs
svix-timestamp: 1773226800
svix-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type": "case.status_changed", "data": {"case": "AL-20931", "status": "in_production"}}""",
     "Our endpoint rejects this with 'timestamp too old'. What is the tolerance usually?",
     "The request our server logged"),
    ("remake-email", ["lab", "email", "dates"],
     """Hi Keystone team,
Case AD-8802 (crown 46) seated on 09/03 but the distal contact is open and it's high on the palatal
cusp. Photos attached. Patient has an implant appointment on 08/04, so we need the remake by 03/04.
Thanks, Dr. Reyes - Front Range Dental""",
     "Make this e-mail more concise and a bit more formal.", "My draft"),
    ("tetum-lab-sms", ["lab", "non_english", "tetum"],
     """Laboratóriu Dentál Becora: Prótese parsiál ba pasiente Maria Soares (kazu DB-2204) sei prontu
iha 30/03/2026. Favór foti iha 09:00-12:00.""",
     "Bainhira mak prótese ne'e sei prontu?", "Mensajen husi laboratóriu"),
    # practice management
    ("pms-audit-log", ["pms", "audit_log", "timestamps"],
     """2026-03-09 08:01:44  reception2  LOGIN    FD-02
2026-03-09 08:03:10  reception2  VIEW     patient 10482
2026-03-09 08:03:52  reception2  EDIT     patient 10482 field=phone
2026-03-09 12:47:03  drhaddad    DELETE   appointment 48213
2026-03-09 12:47:05  drhaddad    UNDO     appointment 48213""",
     "Who deleted the appointment and was it restored?", "Audit log lines"),
    ("pms-error-box", ["pms", "error_box", "request_id"],
     """Something went wrong
We couldn't save this appointment.
Reference: ERR-5F2A19C0
Time: 09/03/2026 14:22:51
Request ID: 7c1e4d2a-9b3f-4e8a-a0c6-5f1d2e3b4a9c""",
     "What should I send to support, and is my appointment lost?", "This box popped up"),
    ("pms-backup-log", ["pms", "backup_log"],
     """[2026-03-08 02:00:01] backup started (full)
[2026-03-08 02:14:37] database dump ok (3.1 GB)
[2026-03-08 02:31:02] images sync ok (18,412 files)
[2026-03-08 02:31:05] upload to offsite FAILED: 403 Forbidden
[2026-03-08 02:31:05] backup finished with errors""",
     "Is our backup usable or not?", "Last night's backup log"),
    ("pms-export-csv", ["pms", "csv", "appointments"],
     """AptNum,AptDateTime,Patient,ProvNum,AptStatus,DateTStamp
48213,2026-03-20 09:00:00,10482,7,Scheduled,2026-03-02 11:41:09
48230,2026-03-20 13:00:00,10513,7,Scheduled,2026-03-05 16:03:44
48244,2026-03-20 10:00:00,10577,9,Broken,2026-03-19 17:20:02""",
     "What does 'Broken' mean and when did it change?", "An export from Open Dental"),
    ("pms-release-notes", ["pms", "release_notes", "calver"],
     """PracticeFlow 2026.03.1 (released 2026-03-05)
- Recall: SMS templates now support {first_name} and {booking_link}
- Imaging: DICOM import keeps StudyTime time zones
- Fixed: online bookings created after 23:00 showed on the next day (PF-8812)""",
     "Does this fix our late-night booking problem?", "The release notes"),
    ("pms-curl-verbose", ["pms", "curl", "date_header"],
     """< HTTP/2 429
< date: Mon, 09 Mar 2026 14:05:11 GMT
< content-type: application/json
< retry-after: 30
< x-request-id: 01JP4K8ZQ3XW2N9V6T5R7Y1BMC
<
{"error": "rate_limited", "message": "Too many requests"}""",
     "How long should my script wait before retrying?", "curl -v shows this at the end"),
    ("pms-sync-report", ["pms", "sync_report"],
     """Sync report - 2026-03-10 06:00
Conflicts: 2
- 2026-03-18 09:00 chair 2: PMS "Hannah Ito" vs online "Mark Dube"
- 2026-03-19 11:15 chair 3: online booking without provider
Last successful full sync: 2026-03-09 06:00:12""",
     "Which system should win for the first conflict?", "The sync report"),
    ("google-chat-export", ["pms", "chat_export", "timestamps"],
     """Priya N., 9 Mar, 08:14: printer at front desk jammed again
Sam O., 9 Mar, 08:20: fixed, paper tray 2
Priya N., 9 Mar, 11:02: @PracticeBot how many new patients Monday?
PracticeBot, 9 Mar, 11:02: 4 (Dr. Lim 2, Dr. Abebe 2)""",
     "Summarise what happened in this chat for the manager.", "Our front desk chat"),
    # insurance pre-authorisation
    ("predetermination-response", ["preauth", "eob", "codes"],
     """PREDETERMINATION OF BENEFITS  Prairie Dental Benefits
Claim #: 2026068-004127   Date of notice: 03/09/2026
D6010  #30  submitted $2,150  allowed $1,780  plan pays 50%  $890.00
D6058  #30  submitted $1,395  allowed $1,150  plan pays 50%  $575.00
Remaining annual maximum at time of notice: $1,465
This predetermination is valid for 12 months from the date of notice.""",
     "How much will I pay if I do both this year?", "The predetermination letter"),
    ("preauth-approval-letter", ["preauth", "letter", "validity"],
     """Ikhaya Medical Scheme - Authorisation
Member: 88412093   Dependant: 01
Authorisation no: PHY-2026-004412
Approved: 6 additional physiotherapy sessions (code 72501)
Valid from 09/03/2026 to 08/05/2026""",
     "Can I use these sessions in June?", "My authorisation"),
    ("x12-segments", ["preauth", "x12", "pasted_debug"],
     """ISA*00*          *00*          *ZZ*LAKEVIEWDENT   *ZZ*47598          *260309*1412*^*00501*000004127*0*P*:~
GS*HC*LAKEVIEWDENT*47598*20260309*1412*4127*X*005010X224A2~
ST*837*0001*005010X224A2~
BHT*0019*00*PD4127*20260309*1412*CH~""",
     "The payer rejected this batch. Is BHT06 right for a predetermination?", "The start of our 837D file"),
    ("cdanet-response", ["preauth", "cdanet", "printout"],
     """CDANET PREDETERMINATION RESPONSE
Carrier: 311140   Office seq: 004127   Trans ref: 2026030914121
Date: 2026/03/09
Proc 27211 tooth 36: eligible $1,020.00, plan pays $510.00
Proc 39201 tooth 36: eligible $210.00, plan pays $168.00""",
     "Why is the buildup covered at 80% but the crown only 50%?", "What the office printed"),
    ("acc-approval", ["preauth", "acc", "letter"],
     """ACC - Treatment approved
Claim number: 10044128831   Injury date: 14/02/2026
Approved: 16 physiotherapy treatments
Provider: Ponsonby Physio (PHY-20913)
Approval date: 20/02/2026""",
     "How many treatments are left if I've had 14?", "My ACC letter"),
    ("hicaps-receipt", ["preauth", "receipt", "terminal"],
     """HICAPS  PADDINGTON PHYSIO   TID HX-40219
09/03/26 17:42   RRN 000412887213
Item 505  $98.00   Benefit $42.00
GAP $56.00  APPROVED""",
     "Is the RRN something I need for my tax records?", "The receipt"),
    ("vision-auth-printout", ["preauth", "vision_plan", "authorization"],
     """Member: J. Alvarez   Authorization #: 4417 2290 1183
Issued: 03/09/2026   Valid through: 04/08/2026
Exam: covered, $10 copay   Frame allowance: $150   Lenses: single vision covered
Provider: Oak Park Vision Center""",
     "Can I use this authorization at a different store?", "My vision plan printout"),
    ("preauth-denial-email", ["preauth", "email_headers", "denial"],
     """From: Utilization Review <ur@payer.example>
Date: Thu, 26 Feb 2026 16:40:19 -0600
Message-ID: <UR-7781-22041@payer.example>
Subject: Determination - claim 7781-22041

Additional physical therapy visits (13-24) are not certified as medically necessary. You may appeal
within 180 days of this notice.""",
     "What's the last day I can appeal?", "The denial e-mail"),
    # patient intake forms
    ("completed-intake", ["intake", "form", "dates"],
     """NEW PATIENT FORM - Penarth Dental
Name: Aled Price   DOB: 12/06/1961
Medications: warfarin 3 mg daily, ramipril 5 mg
Allergies: penicillin (rash, 1990s)
Last dental visit: 2019
Signed: A. Price   Date: 09/03/2026""",
     "Which of these should the dentist check before an extraction?", "My completed form"),
    ("medical-history-update", ["intake", "history_update"],
     """Medical history update - 10/03/2026
Changes since 14/09/2025: started alendronate 70 mg weekly (Jan 2026); hip replacement 11/2025
Smoker: no   Pregnant: n/a
Patient signature: R. Szabo""",
     "Does the alendronate matter for my implant?", "What I filled in today"),
    ("consent-record", ["intake", "consent", "signed_time"],
     """Consent: chiropractic examination and treatment
Signed electronically by: M. Kowalczyk
Signed at: 2026-03-09 16:42:10 +00:00
Signature ID: sig_01JP3ZB7K2W9X4N8R6T5Y1QMCA
IP: 81.2.69.160""",
     "Does this count as a valid signature in the UK?", "The consent record"),
    ("oswestry-results", ["intake", "questionnaire", "scores"],
     """Oswestry Disability Index - completed 12/03/2026 18:40
Pain intensity 3, personal care 1, lifting 4, walking 1, sitting 3, standing 2, sleeping 2,
social life 2, travelling 2 (employment section skipped)
Score: 20/45 = 44.4%""",
     "Is 44% moderate or severe?", "My questionnaire result"),
    ("anxiety-questionnaire", ["intake", "questionnaire"],
     """Modified Dental Anxiety Scale
1. Tomorrow's treatment: 4
2. Waiting room: 3
3. Drilling: 5
4. Scale and polish: 2
5. Local anaesthetic injection: 5
Total: 19/25""",
     "What does 19 mean, and should I ask for sedation?", "My questionnaire"),
    ("insurance-card-ocr", ["intake", "ocr", "member_ids"],
     """PRAIRIE DENTAL BENEFITS
Member: DANA WHITFIELD
Member ID: PDB884120931   Group: 47598-0012
Effective: 01/01/2026
Customer service: 1-800-555-0199""",
     "Which of these numbers goes in the 'subscriber ID' box?", "My card says"),
    ("sindhi-intake", ["intake", "non_english", "sindhi"],
     """نالو: عائشه ميمڻ
ڄمڻ جي تاريخ: 1988-04-12
دوائون: انسولين
الرجي: ڪابه نه
تاريخ: 2026-03-09""",
     "هن فارم ۾ ڪهڙي دوا لکيل آهي؟", "منهنجو ڀريل فارم"),
    ("referral-letter", ["intake", "referral", "letter"],
     """Dear Physiotherapist,
Re: Aoife Brennan, DOB 03/05/1990
Anterior knee pain for 3 months, worse on stairs. X-ray 20/01/2026 normal. Please assess and treat.
Dr. C. Murphy, Rathmines Medical Centre, 02/02/2026""",
     "What will they probably do at the first appointment?", "The GP's referral"),
    # chat widgets
    ("widget-transcript", ["widget", "transcript", "timestamps"],
     """[09:58:12] Visitor: do you do emergency appointments today
[09:58:14] Bot: Yes - we keep slots at 10:30 and 15:00. Would you like one?
[09:59:40] Visitor: 15:00 please
[09:59:41] Bot: Booked: today 15:00 with Dr. Okafor. Ref HD-77120.""",
     "The patient says she was never booked. Does the transcript show a booking?",
     "The chat transcript from our website"),
    ("widget-embed-code", ["widget", "code", "config"],
     """<script>
  window.ClinicChat = {
    practiceId: "prac_4471",
    apiVersion: "2025-09-01",
    locale: "en-AU",
    openingHours: "Mon-Fri 08:00-18:00"
  };
</script>
<script src="https://cdn.clinicchat.example/widget.v5.min.js" async></script>""",
     "Why does the widget show American spelling?", "Our embed code"),
    ("widget-analytics", ["widget", "csv", "weekly"],
     """week,chats,bookings,handoffs,median_first_reply_s
2026-W08,412,61,38,4
2026-W09,398,57,41,5
2026-W10,455,73,29,4""",
     "Is the booking rate going up?", "Our chat stats"),
    ("widget-transcript-email", ["widget", "email_headers", "transcript"],
     """From: Chat Widget <noreply@clinicchat.example>
Date: Mon, 9 Mar 2026 10:02:44 +0000
Message-ID: <transcript-88412@clinicchat.example>
Subject: Chat transcript - conversation 88412

Visitor (09:58): Do you treat headaches from desk work?
Bot (09:58): Yes, our chiropractors see many desk-related headaches.""",
     "Make a short FAQ entry out of this.", "This e-mail came in"),
    ("widget-conversation-json", ["widget", "json", "id_first"],
     """{"id": "conv_01JP3YQ8N4K2W7X9R6T5B1MZCA", "created_at": 1773052692, "status": "closed",
 "visitor": {"page": "/whitening", "country": "AU"},
 "messages": [{"from": "visitor", "text": "Can I buy the take-home kit without a check-up?"},
              {"from": "bot", "text": "A check-up within six months is needed first."}]}""",
     "Was the bot's answer right according to our policy of a check-up within 12 months?",
     "A conversation from the widget API"),
    ("widget-webhook-debug", ["widget", "webhook_debug", "signature"],
     """POST /chat-events HTTP/1.1
X-Crisp-Signature: t=1773052692,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json

{"event": "message:send", "website_id": "42286ab3-b29a-4fde-8538-da0ae501d825", "data": {"content": "hello"}}""",
     "How do I verify this signature in Node?", "Our webhook receives"),
    ("widget-console-log", ["widget", "console_log", "js_dates"],
     """[ClinicChat] init 5.14.0 at Mon Mar 09 2026 09:58:02 GMT+1100 (Australian Eastern Daylight Time)
[ClinicChat] session restored (age 3h)
[ClinicChat] POST /v5/messages 401 (Unauthorized)
[ClinicChat] retry in 2000 ms""",
     "Why would it get a 401 after restoring the session?", "The browser console shows"),
    ("assamese-chat-export", ["widget", "non_english", "assamese"],
     """[০৯/০৩/২০২৬, ১০:১২] ক্লিনিক: নমস্কাৰ, আপোনাৰ সাক্ষাৎ কাইলৈ পুৱা ১১:০০ বজাত।
[০৯/০৩/২০২৬, ১০:১৫] মই: ধন্যবাদ, মই আহিম।""",
     "মোৰ সাক্ষাৎ কেতিয়া?", "ক্লিনিকৰ সৈতে চেট"),
]

PLACEMENTS = ["after", "before", "after_noblank", "between", "quoted", "fence", "earlier_turn", "indented",
              "before_colon", "system_user", "both_sides", "after_question_lang"]
SYSTEM_CLINIC = ("You are the patient and staff helper of a group of dental, optometry, physiotherapy and "
                 "chiropractic clinics. Answer from what you are given and say when something needs a clinician.")
LANG_ASKS = [
    "Ka kopo tlhalosa ka Setswana.",
    "Por bo splika esaki na Papiamentu?",
    "Tista' tispjegahieli bil-Malti?",
    "Euskaraz azal diezadakezu, mesedez?",
    "Kanst tú greiða mær frá tí á føroyskum?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, so you can see what I mean.\n\n\n{block}\n\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I can see it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_CLINIC}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in there I should ask about?"
    assert placement == "after_question_lang"
    return f"{block}\n\n{ask} {LANG_ASKS[(k // len(PLACEMENTS)) % len(LANG_ASKS)]}"


def _negatives_pasted() -> None:
    english = 0
    other = 0
    for source, tags, block, ask, intro in BLOCKS:
        if "non_english" in tags:
            placement = PLACEMENTS[other % 5]
            other += 1
        else:
            placement = PLACEMENTS[english % len(PLACEMENTS)]
            english += 1
        text = _place(english, placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- hand-written negatives: stable look-alikes in program positions ----------------------------------------------


def _neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind]))


def _negatives_lookalikes() -> None:
    add = _neg
    add(["lookalike", "header_block", "registration"], "lookalike:gdc-header", """Practice: Ashby Road Dental
GDC registration (principal): 81234
CQC location: 1-4471022918
Prompt revision: 2026-02-11
You are the reception assistant of Ashby Road Dental. Book check-ups and hygiene visits only.

Patient: Can I book my two children in together after school?
Assistant:""")
    add(["lookalike", "llama3", "cutoff_only"], "lookalike:llama3-cutoff", """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about contact lens care for Claddagh Opticians. Never tell anyone to sleep in
lenses that are not approved for it.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can I rinse my monthly lenses with tap water if I run out of solution?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""")
    add(["lookalike", "chatml", "founding_and_revision"], "lookalike:chatml-founded", """<|im_start|>system
You are the assistant of Riverside Dental Group, founded 1987, seven practices.
Fee schedule effective: 2026-01-01 (revision 4)
Never quote fees that are not on the schedule.
<|im_end|>
<|im_start|>user
How much is a white filling on a back tooth?<|im_end|>
<|im_start|>assistant
""")
    add(["lookalike", "front_matter", "template_approval"], "lookalike:front-matter-approval", """---
template: recall-sms-v6
approved_by: clinical governance
approved_on: 2025-12-03
review_due: 2026-12-03
---
Write a recall SMS for a patient overdue for a hygiene visit. Under 160 characters, first name only.

Patient: Tom, last hygiene visit 2025-06-03.
SMS:""")
    add(["lookalike", "xml_attr", "registration_dates"], "lookalike:xml-clinic", """<clinic id="CLN-00412" registered="2014-05-19" timezone="Australia/Adelaide" chairs="4"/>
You help patients of Glenelg Family Dental with questions about children's dental benefits.

Parent: Is my 9-year-old covered for fissure sealants under the schedule?
Assistant:""")
    add(["lookalike", "json_inline", "tenant_uuid"], "lookalike:json-tenant", """{"engine":"pms-assist","api_version":"2025-09-01","tenant":"3b241101-e2bb-4255-8caf-4136c566a962","tz":"America/Chicago"}
You help staff of Lincoln Park Dental use the practice system. Give click paths.

Staff: How do I merge two duplicate patient records?
Assistant:""")
    add(["lookalike", "html_comment", "prompt_revision"], "lookalike:comment-revision", """<!-- prompt: physio-triage rev 2026-01-20 (approved 2026-01-22, J. Burke) -->
Sort the physiotherapy enquiry into routine, soon or urgent and give the deciding detail.

Enquiry: shoulder pain for 4 months, can't lift my arm above my head, no injury.
Triage:""")
    add(["lookalike", "md_table", "patient_record"], "lookalike:md-table-patient", """| Field           | Value                 |
|-----------------|-----------------------|
| Patient         | Dana Whitfield        |
| Patient since   | 2019-04-02            |
| Date of birth   | 1979-11-02            |
| Plan            | Prairie Dental PPO    |
| Plan year start | 2026-01-01            |

You help patients of Front Range Dental understand their account.

Dana: Do my benefits reset in January or on my birthday?
Assistant:""")
    add(["lookalike", "key_value_lines", "settings"], "lookalike:env-settings", """PRACTICE_TZ=Europe/Dublin
RECALL_INTERVAL_MONTHS=24
LENS_LAB_ACCOUNT=OPT-22914
SCHEMA_VERSION=2025-11-03
You help staff of Claddagh Opticians with recall settings.

Staff: If someone had an eye test in March 2025, when does the system recall them?
Assistant:""")
    add(["lookalike", "footer", "terms_revision"], "lookalike:footer-terms", """You answer questions about Bondi Junction Orthodontics' aligner payment plans.

Patient: What happens if I miss a monthly payment?

--
Terms of payment plans, revision 2025-10-01
Bondi Junction Orthodontics Pty Ltd, ABN 51 824 753 556""")
    add(["lookalike", "azure", "api_version_tenant"], "lookalike:azure-headers", """api-version: 2024-10-21
tenant-id: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: clinic-gpt4o
You draft replies to patient e-mails for Keystone Physio Group. Polite, under 120 words.

E-mail: "Hi, can I get a receipt for my last four sessions for my health fund?"
Draft:""")
    add(["lookalike", "licence_validity", "rfc3339"], "lookalike:licence-rfc3339", """Optometry practice licence: OPT-NSW-22041
Licence valid from: 2025-07-01T00:00:00+10:00
Licence valid to: 2027-06-30T23:59:59+10:00
You answer questions from staff of Northern Beaches Optometry about practice compliance.

Staff: Do we need to renew the licence before the end of this financial year?
Assistant:""")
    add(["lookalike", "stripe", "customer_id"], "lookalike:stripe-version", """Stripe-Version: 2025-03-31.basil
Customer: cus_Rq4vX2mN8kLp3T
Payment plan: aligners, 20 x AUD 250
You explain payment plan charges to patients of Bondi Junction Orthodontics.

Patient: Why was I charged on the 16th and not the 1st?
Assistant:""")
    add(["lookalike", "office_hours", "time_zone"], "lookalike:hours-zone", """Opening hours: Mon-Thu 07:30-19:00, Fri 07:30-17:00, Sat 08:00-12:00
Time zone: America/Phoenix (no daylight saving)
Last appointment: 30 minutes before closing
You answer questions for Desert Spine Chiropractic.

Visitor: What's the latest I can come on a Friday?
Assistant:""")
    add(["lookalike", "authored_review", "system_prompt"], "lookalike:authored-review", """You are the intake helper of Greenside Chiropractic. This prompt was last reviewed by the clinical
lead on 4 February 2026; the red-flag list below follows the 2024 guideline.
Red flags: saddle numbness, new bladder or bowel change, unexplained weight loss, fever with back pain.

Patient: I have back pain and I've lost 6 kg without trying. Is that relevant?
Assistant:""")
    add(["lookalike", "device_calibration", "serial"], "lookalike:device-calibration", """Device: OCT-2 (serial 4000-12841)
Last calibration: 2025-11-20
Normative database: v6.2 (ages 18-84)
You help optometrists at Morningside Eye Care interpret OCT RNFL results.

Optometrist: The patient is 86. Can I trust the colour coding?
Assistant:""")
    add(["lookalike", "payer_ids", "group"], "lookalike:payer-ids", """Payer: Prairie Dental Benefits (payer id 47598)
Group: 47598-0012
Plan year: 2026
Annual maximum: $1,500
You explain dental benefits to patients of Lakeview Dental Associates.

Patient: Does the annual maximum include my cleanings?
Assistant:""")
    add(["lookalike", "model_info", "build"], "lookalike:model-build", """Model: gpt-4o-2024-08-06
Assistant build: 2026.02.3 (commit 9f2c1e4)
Knowledge cutoff: 2023-10
You help staff at Hudson Optical with the inventory module.

Staff: How do I mark a frame as damaged?
Assistant:""")
    add(["lookalike", "case_details", "system_prompt"], "lookalike:case-details", """You help the orthodontist review case AL-55012.
Case started: 2025-08-14   Aligners: 22 upper / 18 lower   Current stage: 14 (since 2026-02-27)
Refinement scan due: stage 18

Orthodontist: Should I bring the refinement scan forward if tracking is poor on 13?
Assistant:""")
    add(["lookalike", "discord_ids", "community"], "lookalike:discord-ids", """guild_id: 1096143296473731082
channel_id: 1104471022918338561
role: physio-students
You answer anatomy questions in the physio students' Discord server. Be accurate and cite the muscle's
origin and insertion.

Message: what does the supraspinatus actually do after the first 15 degrees?
Answer:""")
    add(["lookalike", "b3_sampled_only", "baggage"], "lookalike:sampled-baggage", """X-B3-Sampled: 1
baggage: clinic=ponsonby-physio,region=nz-north,tier=standard

You help physiotherapists at Ponsonby Physio write ACC progress notes.

Physio: Give me a template for a 6-week progress note.
Assistant:""")
    add(["lookalike", "xml_elements", "lab_account"], "lookalike:xml-lab", """<lab>
  <name>Pinnacle Dental Lab</name>
  <account>40771</account>
  <turnaround_days>10</turnaround_days>
  <contract_start>2024-03-01</contract_start>
</lab>
You answer dentists' questions about ordering from the lab.

Dentist: Can I ask for a 5-day rush on a single crown?
Assistant:""")
    add(["lookalike", "bracketed_kv", "stable"], "lookalike:bracket-stable", """[ctx clinic=coogee-bay-dental region=ap-southeast-2 widget=5.14.0 since=2021-06]
You are the chat assistant on the website of Coogee Bay Dental.

Visitor: Do you see children under three?
Assistant:""")
    add(["lookalike", "member_since", "non_english"], "lookalike:georgian-member", """შენ ხარ „ვაკე დენტის" ასისტენტი. უპასუხე ქართულად.
პაციენტის ნომერი: VD-10482
კლინიკის პაციენტი 2019 წლიდან

პაციენტი: რამდენ ხანში ერთხელ უნდა გავიკეთო წმენდა?""")
    add(["lookalike", "granite", "cutoff_only"], "lookalike:granite-cutoff", """<|start_of_role|>system<|end_of_role|>Knowledge Cutoff Date: April 2024.
You are Granite, developed by IBM. You are a helpful AI assistant.<|end_of_text|>
<|start_of_role|>user<|end_of_role|>What's the difference between an optometrist and an ophthalmologist?<|end_of_text|>
<|start_of_role|>assistant<|end_of_role|>""")


# --- hand-written negatives: values the user asks about or types ------------------------------------------------------


def _negatives_asked() -> None:
    add = _neg
    add(["asked", "dicom_uid"], "asked:dicom-uid", """Our PACS can't find study 1.2.826.0.1.3680043.8.498.1174628839 even though the CBCT was
taken on 2 March. Is that UID format valid, and where would it come from?""")
    add(["asked", "epoch_in_filename"], "asked:epoch-filename", """The intraoral sensor saves files like BW_10482_1773052692118.dcm. Is the number a timestamp in
milliseconds, and what date and time is it in Sydney?""")
    add(["asked", "jwt", "debug"], "asked:jwt-debug", """The practice app shows this token on its debug screen. Is it expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZi0yMjA3LTE0IiwiaWF0IjoxNzczMDUyNjkyLCJleHAiOjE3NzMwNTYyOTJ9.Qm9vZ2xlUGxheUNsaW5pY0FwcFNpZ25hdHVyZTAx""")
    add(["asked", "traceparent", "support"], "asked:traceparent-support", """Support asked me to send "the traceparent from the failed booking". The browser shows
00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01. Which part is the trace id they need?""")
    add(["asked", "typed_clock"], "asked:typed-clock", """It's 08:50 now and I'm outside the clinic, my appointment was at 08:30. Is it still worth going in
or will they have given my slot away?""")
    add(["asked", "relative_times"], "asked:relative", """I had a filling 3 hours ago and my lip is still numb. My friend said numbness should wear off
after about 2 hours. Should I call the dentist?""")
    add(["asked", "recall_arithmetic"], "asked:recall-arithmetic", """My last scale and polish was on 17 October 2025 and my recall interval is 6 months. If the practice
books recalls for the first Saturday after the due date, which date will I get?""")
    add(["asked", "few_shot", "dates"], "asked:few-shot-dob", """Normalise the date of birth to YYYY-MM-DD.

Input: 12/06/1961 (UK form) -> 1961-06-12
Input: 3/4/1990 (US form) -> 1990-03-04
Input: 07.11.1985 (German form) ->""")
    add(["asked", "unrendered_template"], "asked:template", """Our reminder text reads "Hi {{first_name}}, see you on {{appointment_date}} at {{appointment_time}}
at {{clinic_name}}." Some patients got it with the braces still in. What would cause that?""")
    add(["asked", "iso_week"], "asked:iso-week", """Our lab closes for stocktake in 2026-W15. Which dates is that, and will a crown ordered on
Monday 30 March come back before Easter?""")
    add(["asked", "ulid", "cancel"], "asked:ulid-cancel", """Please cancel my lens order 01JP3ZB7K2W9X4N8R6T5Y1QMCA, I ordered the wrong base curve. Can you also
tell me when that order was created from the id?""")
    add(["asked", "chatml", "user_date"], "asked:chatml-user-date", """<|im_start|>system
You are the booking helper of Sliema Dental Studio.<|im_end|>
<|im_start|>user
Today is my daughter's 6th birthday, 14 March, and she has a wobbly tooth. Can you see her this week?<|im_end|>
<|im_start|>assistant
""")
    add(["asked", "minguo", "convert"], "asked:minguo", """我的驗光單上寫著「民國115年3月2日」,這是西元哪一天?隱形眼鏡處方一年有效的話,到什麼時候?""")
    add(["asked", "saka", "convert"], "asked:saka", """My Odisha government health card shows the date 11 Phalguna 1947 Saka. What is that in the
Gregorian calendar, and is my free eye check still within one year?""")
    add(["asked", "buddhist_era", "convert"], "asked:buddhist-era", """My Lao eye clinic report says 02/03/2569. Is that the Buddhist era, and what date would that be?""")
    add(["asked", "timezone", "tele_optometry"], "asked:timezone", """My tele-optometry appointment is at 9:00 AM Honolulu time on 19 March. I'll be in Auckland. What time
and day is that for me?""")
    add(["asked", "last_signed_in"], "asked:last-signed-in", """The patient portal says "Last signed in: 09/03/2026 22:14" but I didn't log in that night. Should I
worry that someone else used my account?""")
    add(["asked", "lab_case_id"], "asked:lab-case", """Where is case PDL-66120? The lab slip said due back 24/03/2026 and it's not on the delivery note.""")
    add(["asked", "ksuid", "payment_ref"], "asked:ksuid-payment", """My bank statement shows a payment reference 2zsRm2a1J9y3kWZ8q7XgXHn0tBf to the physio clinic. Is that
the same as the invoice number on my receipt (INV-2026-0412)?""")
    add(["asked", "stripe_refund"], "asked:stripe-refund", """The clinic said they refunded my deposit: refund re_3PqL2vKx9mN4rT8s0a1B2c3D on charge
ch_3PqL1wKx9mN4rT8s1Z9Y8X7W. How long until it shows on my card?""")
    add(["asked", "snowflake", "discord"], "asked:snowflake", """Someone in our physio students' Discord posted exam answers in message 1213781244536852480. Can I
work out from the id when it was posted?""")
    add(["control", "plain"], "control:plain-1", """You are a friendly dental hygiene coach. Give practical tips, no product brands.

User: How long should I brush, and is an electric toothbrush really better?
Assistant:""")
    add(["control", "plain"], "control:plain-2", """Explain the difference between an optometrist, an optician and an ophthalmologist in three short
paragraphs for a school health leaflet.""")


# --- generated negatives: the same bodies and positions with one stable value ---------------------------------------

STABLE_VALUES: list[tuple[str, str, str, str]] = [
    # (family, label, key, value)
    ("api_version", "API version", "api_version", "2025-09-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_rev", "2026-01-12"),
    ("gdc_number", "GDC number", "gdc_number", "81234"),
    ("npi", "NPI", "npi", "1467382910"),
    ("tenant", "Tenant", "tenant_id", "9d4c2f1a-6b7e-4c3d-8e5f-0a1b2c3d4e5f"),
    ("time_zone", "Time zone", "tz", "Pacific/Auckland"),
    ("opening_hours", "Opening hours", "hours", "Mon-Fri 08:00-18:00"),
    ("fee_schedule", "Fee schedule effective", "fee_schedule", "2026-01-01"),
    ("recall_interval", "Recall interval", "recall_interval", "6 months"),
    ("pms_build", "PMS build", "pms_build", "2026.02.3"),
    ("lab_account", "Lab account", "lab_account", "40771"),
    ("payer_id", "Payer ID", "payer_id", "47598"),
    ("plan_year", "Plan year", "plan_year", "2026"),
    ("established", "Established", "established", "1998"),
    ("oct_calibrated", "OCT calibrated", "oct_calibrated", "2025-11-20"),
    ("template_approved", "Template approved", "template_approved", "2025-12-03"),
    ("registered_since", "Registered since", "registered_since", "2014-05-19"),
    ("stripe_version", "Stripe-Version", "stripe_version", "2025-03-31.basil"),
    ("model", "Model", "model", "gpt-4o-2024-08-06"),
    ("region", "Region", "region", "ap-southeast-2"),
    ("clinic_id", "Clinic ID", "clinic_id", "CLN-00412"),
    ("licence_validity", "Licence valid until", "licence_valid_until", "2027-06-30"),
    ("contract_start", "Contract start", "contract_start", "2025-04-01T00:00:00+10:00"),
]

PAREN_STABLE = [("patient_since", "(patient since 2019)"), ("account", "(account 40771)"),
                ("member_since", "(member since 03/2021)"), ("plan", "(plan 7741-02)")]
GENERATED_NEGATIVES = 36


def generated_negatives(g: Gen59) -> list[Draft]:
    """The generated positives' bodies and positions with one stable, date- or id-like value each."""
    stable = list(STABLE_VALUES)
    g.rng.shuffle(stable)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    si = pi = 0
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k + 3) % len(bodies)]
        position = GEN_POSITIONS[(k + 1 + k // len(bodies)) % len(GEN_POSITIONS)]
        if position == "sent_paren":
            family, value = PAREN_STABLE[pi % len(PAREN_STABLE)]
            pi += 1
            text = _place_field(g, body, position, "", value, value, False)
        else:
            family, label, key, value = stable[si % len(stable)]
            si += 1
            numeric = value.isdigit()
            if position in ("head", "system_tail", "header_block", "last_user", "footer"):
                text = _place_field(g, body, position, f"{label}: {value}", "", "", numeric)
            elif position == "front_matter":
                text = _place_field(g, body, position, "", f"{key}: {value}", value, numeric)
            elif position == "json_member":
                member = f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
                text = _place_field(g, body, position, "", member, value, numeric)
            elif position == "xml_attr":
                text = _place_field(g, body, position, "", f'{key}="{value}"', value, numeric)
            else:
                pair = f'{key}="{value}"' if " " in value else f"{key}={value}"
                text = _place_field(g, body, position, "", pair, value, numeric)
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}@{position}",
                         ["hard_negative", "generated", position, family] + ([] if body[5] else ["non_english"])))
    return out


# --- assembly -------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen59(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold59", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
