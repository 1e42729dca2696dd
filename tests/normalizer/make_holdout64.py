"""Build `prompt_normalizer/corpus/holdout64.jsonl`, a sixty-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout64.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout56.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with keyword searches over them for neighbours in this domain
and for the languages and scripts they used, and with most of their labelling-rule sections read),
to keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement of
pasted blocks, `build` and `main`), for the structure of a generator. (A listing of
`tests/normalizer/` counted the generators; a check showed that neither this file nor
`holdout64.jsonl` existed yet; a grep of `pyproject.toml` showed ruff's settings; a grep of
`make_holdout24.py` for its import lines and module-level assignments printed their names and line
numbers, a look at the lines after its import block showed five lines (`SRC` and the start of a zone
table), and a grep printed the line of its generator class; a read-only `git status` listed the names
of the files changed in the working tree.) `make_holdout57.py` to `make_holdout63.py`, written at the
same time, were not read.

The domain is zoos, aquariums, wildlife conservation and national parks: animal husbandry records,
veterinary care of zoo and wildlife patients, feeding schedules, aquarium water-quality telemetry,
wildlife tracking collars and camera traps, ranger patrols and anti-poaching, park permits and
visitor bookings, species surveys and citizen science, and breeding programmes and studbooks. The
earlier docstrings name neighbours of it: veterinary practice (triage, SOAP notes, appointments,
vaccination records and bloodwork, make_holdout7) and veterinary and animal care (a practice estimate
assistant, pet insurance, farriers, equine passports, microchip lookups, cattle TB readings, herd
health, a breeding camp, make_holdout17); a kennel club, an animal shelter and riding stables
(make_holdout12); a zoo's keepers, with keeper weights as content, fisheries, and cruise lines and
theme parks with a water park and a volcano centre (make_holdout13); hobby freshwater and reef
aquariums (test kits, controllers, logfmt sensor logs), birdwatching (checklists, rare-bird alerts,
garden counts), reptile vivariums and moth trapping (make_holdout14); dog walkers, groomers and pet
sitters (make_holdout21); field ecology (a camera-trap classifier run, a transect app's device time,
permits checked against today, a bird-ringing tablet clock, Warlpiri rangers, Herero rangeland
transects, coral transects, with detection CSVs, deployment and service sheets and camera-trap EXIF
as negatives, make_holdout24); dive centres (make_holdout27); heritage sites with a ranger's tablet
clock (make_holdout37); and a Swahili safari operator's text in a machine-translation prompt
(make_holdout54). The scenarios here were written around them: keepers are seen through records
systems, behaviour scans, protected-contact training, a nocturnal house, incubation, hand-rearing,
body-condition photos, voice notes and handovers (no keeper weights in a program position); the
veterinary cases are zoo and wildlife medicine (anaesthesia planning and monitoring, necropsy, elephant
trunk washes, a capture unit's controlled drugs, radiographs, a kea, an okapi colic call, a lion
immobilisation), not pet or farm practice; aquariums are public aquariums' life support systems
(SCADA snapshots, ORP alarms, kreisels, a Modbus bridge, copper quarantine, a seawater intake), not
hobby tanks; camera traps are cellular traps, identification review sessions, edge cameras, citizen
science uploads, grid planning and card ingests (no classifier run, no EXIF, no deployment or service
sheet); citizen science has no bird checklist, rare-bird alert or garden count; rangers are
anti-poaching and community rangers (no heritage site, no transect app, no ringing, no permit checked
against today); there are no dive centres and no safari translation. The sources are:

* animal husbandry records: a giraffe house's records session (UUIDv7 and sign-in time, +02:00; the
  keeper and the GANs stay), an enrichment planner behind YAML front matter (`generated_at` with
  milliseconds, ULID `request_id`; template and collection stay), a gorilla focal scan's XML
  attributes (cuid2 `id`, `started_ms`; focal animal and ethogram stay), an elephant barn tablet "at"
  a dotted day-first time (the training times stay), a nocturnal house clock alone, a Malagasy lemur
  handover (`Daty androany:` with a Malagasy weekday and month), an arrival record pulled "at" a time
  with a base58 pull id (the accession, arrival and quarantine stay), incubation readings "as of" a
  time with a zone name (the candling dates stay), a body-condition photo's upload id and receipt
  time, a hand-rearing stamp on its own line in a ChatML system turn (the weigh-in times stay), a
  keepers' Slack event (`ts`, `event_id`, `event_time`; team, channel and message text stay), a
  voice-note transcription job and its finish time (+10:00; the times spoken in the note stay) and a
  handover compiled "at" a Python `str()` time (the log times stay);
* veterinary care: a formulary API response the program received (`Date`, `X-Request-ID`; the
  formulary edition and the last weighing stay), a referral letter behind a Llama 3 system header
  (`Today Date` moves, `Cutting Knowledge Date` stays), a necropsy report job with the report date the
  tool fills in as today (the death and necropsy times stay), trunk-wash cultures retrieved "at" a
  time (IST; collection dates stay), an after-hours vet line's SIP Call-ID and US medium answer time,
  a Setswana lion immobilisation (`Letlha le nako ya gompieno:`), a controlled drugs register behind
  an `X-Session-Token` JWT (the register entries and batch stay), radiographs' attachment ref (xid)
  and upload time under the DICOM study (its UID and study date stay), a kea in a Mistral `[INST]`
  prompt (Go RFC3339Nano on its own line, +12:00), hospital stalls "as of" a time alone and an
  anaesthesia plug-in's `clientTicks` (.NET ticks) in single-line JSON above the monitor export (the
  charted vitals stay);
* feeding schedules: a commissary pick-list run (KSUID, Log4j start), penguin vitamins in a Gemma
  user turn (`Request date:`), a browse crew tablet (Windows clock), carnivore fast days against the
  current ISO week date, a keeper-talk kiosk clock (weekday and time; the talk times stay), a diet
  change delivered with Standard Webhooks headers (the change with its `effective` and `created_at`
  stays), a thaw log relayed with a `[received ...]` prefix (batch and thaw times stay) and a
  live-food colony's logfmt line (`ts=` with microseconds and a nanoid `req=`);
* aquarium water-quality telemetry: LSS readings "as of" a time with a UUIDv6 snapshot id (-05:00;
  the sample times stay), an ORP alarm relay in pretty JSON (`relay_id`, `received_at`; the alarm
  with its `alarm_time` stays), a kreisel status fetched for the request (nested YAML
  `status_fetched_at`, Go RFC3339Nano; the screen cleaning date stays), a telemetry bridge's
  `KEY=value` lines (lower-case ULID poll id, epoch ms; site and protocol stay), a Hawaiian coral
  team (`I kēia lā:` with a Hawaiian weekday and month), copper quarantine behind gRPC metadata
  (`x-request-start-ns`), a temperature query window computed from now (both ends one span), a
  seawater intake behind B3 multi headers (`X-B3-Sampled` stays) and a freshwater gallery behind a
  Phi-3 system turn (asctime `Now:`);
* wildlife tracking collars: elephant fixes downloaded from Movebank "at" a time with a hex download id
  (the fixes stay), a wild dog collar message relayed by a gateway (`X-Relay-Id`, RFC 2822
  `X-Relay-Received`; IMEI, MOMSN, time of session and the fix stay), a mortality alert as a binary
  CloudEvent (`ce-id` UUIDv7, `ce-time`; the payload's `event_time` stays), a collar uplink's XML
  elements (base32 `request_id`, base64url `nonce`; the schedule and drop-off date stay), a Kyrgyz
  snow leopard team (`Азыркы убакыт:`), human-elephant conflict positions "as of" a day-first time
  with a query id, a Greenlandic muskox project (`Ullumi:` with `nal.`), a stork logger API call the
  program made (`Authorization: Bearer` JWT, `X-Request-Id`; the `since` date stays) and turtle
  locations pulled "at" an Argos day-of-year time (the locations in the same form stay);
* camera traps: a cellular trap's MMS (`Msg-Id` with an `MM` sid, day-first `Received`; the caption
  printed by the trap with its own time stays), an identification review session in a markdown table
  (base32 session, opening time at -05:00), an edge camera's Telegram update (`update_id`,
  `message_id`, `date`; the bot and the chat stay), a citizen science upload batch queued "at" a time
  (KSUID), a grid planner's "Today is ..." sentence inside its system prompt, a Lao camera team
  (`ມື້ນີ້:` with Lao digits) and a card ingest's HTML comment (`job=` xid and `at=` epoch ms
  between stable pairs);
* ranger patrols and anti-poaching: a ranger app session and its opening (+02:00; the patrol id
  stays), a radio room console's date-time group (the operator's times stay), a gunshot detection
  alert as a structured CloudEvent (`id`, `time`; `detected_at` stays), a thermal drone briefing
  assembled "at" a JavaScript `toString()` time (the flight windows stay), Luganda snare reports
  (`Kaakano:`), Shona patrol reports in Hwange (`Nhasi:`), an Inuktitut polar bear patrol in syllabics
  (`ᐅᓪᓗᒥ:`), an incident report with the date the report tool fills in as today (the incident's own
  times stay), a ranger's WhatsApp message (`id`, `timestamp`; the sender and the Swahili text stay),
  a wildlife crime tip line's IVR call id and answer time, a Tok Pisin patrol report (`Tede:` with a
  weekday) and patrol tracks fetched from the SMART server "at" a Python logging time with a UUIDv1
  sync id (the coverage stays);
* park permits and visitor bookings: a backcountry hold token and its expiry computed from now (the
  held camps stay), timed entry checkout (`cs_live_`, `Idempotency-Key`; `Stripe-Version`, the
  customer and the entry window stay), gorilla permits behind `traceparent` and `tracestate`, a Xhosa
  booking desk (`Namhlanje:`), a Romansh park centre (`Hoz:`), campground availability with an
  `Availability updated: ... (live, this request)` line, a trailhead kiosk in markdown bullets (cuid2
  session, a 12-hour time alone), a filming permit quote (base58 id, quote time and the validity
  computed from it), a reservation cookie's last pair, a visitor centre widget in pretty JSON
  (Firebase push id `chat_id`, `started_at`), a Guarani reserve (`Ko árape:`), island landing slots
  "as of" a time with a KSUID snapshot id, a Dzongkha trek permit desk (Tibetan digits), a Georgian
  shelter booking (`დღეს:`), a lodge inventory call signed with SigV4 (`x-amz-date`, the
  `Authorization` line; the result stays), an adoption checkout (`PayPal-Request-Id`;
  `PayPal-Partner-Attribution-Id` stays), a visitor app's `(sent ...)` stamp and a member portal's
  id-token claims (`iat`, `exp`, `nonce` move; `iss`, `sub`, email and renewal stay);
* species surveys and citizen science: a humpback fluke upload (UUIDv8 ref, month-first 12-hour
  time; the photo's date stays), a frog call recording's XML elements (base58 ref, `isoformat()`
  receipt; the user's recording time stays), a bat analysis batch queued "at" a time (UUIDv8), a reef
  survey entry session in a markdown table (`DD Mon YYYY` with a zone name), a Dhivehi manta ID project
  (Thaana), a Tetum turtle patrol (`Ohin:`), a BioBlitz leaderboard "as of" a 12-hour time (the
  observation's own time stays), a butterfly walk session in bullets (the volunteer's start time
  stays), Faroese puffin burrows (`Í dag:` with weekday), an Assamese rhino census (Assamese digits),
  Malayalam tiger surveys (`ഇന്ന്:`), a Wolof pelican count (`Tey:`), a nature app's `clientTime` in
  single-line JSON, an eDNA kit registration request received "at" an RFC 850 time (the sampling time
  stays) and a Persian cheetah team with today's date in the Solar Hijri calendar (Persian digits);
* breeding programmes and studbooks: a population analysis run (UUIDv7, Python `str()`; the data
  date and pairings stay), a studbook record pulled "at" a time with a pull id, a transfer letter job
  with the letter date filled in as today (birth and inspection dates stay), a CITES permits portal
  behind `Authorization: Bearer`, a contraception question as a Teams activity (`id`, `timestamp`;
  the channel conversation stays), a Chamorro sihek team (`På'go:`), a Mongolian takhi register
  (`Одоогийн цаг:`), a pairing question with a `Sent:` line in a ChatML user turn, a frozen tissue bank
  request in single-line JSON (`req`, `ts`), a crate check behind `X-Amzn-Trace-Id` with a parent and
  a studbook mail job scheduled "at" a dotted time;
* the same worlds' apps: a docents' Discord interaction id (guild and channel stay), a map app's Sentry
  headers at the tail, a keeper workstation's GNU `date`, a webcam page's access line (bracketed CLF
  time, `Trace:`), a records sync (`.NET` round-trip `RequestTimestamp`; the tenant uuid stays), a
  collar gateway's context built "at" a Go `time.Now().String()` time (the gateway log stays), a
  studbook workbook's `NOW()` serial, a drone base station's GPS week and time of week, trail counters
  with a prompt-built epoch in microseconds, a rehab centre scheduler's Semantic Kernel time sentence,
  a FAQ bot's ObjectId `conversationId` and a kids' quiz with a ctime footer.

The hand-written negatives are material from the same worlds, pasted in twelve ways (question after,
before, typed right under the block, across two blank lines below an introduction, quoted with "> ",
fenced, in an earlier turn, indented, after a lead-in ending in a colon, in a user turn under a
system prompt, on both sides, and with a request to answer in Malagasy, Setswana, Faroese, Romansh or
Guarani): a specimen report, a keeper's daily report, an enrichment calendar, a training log, a
behaviour app export with session uuids, an incubation log, a shipment record with an AWB, an
anaesthesia record, a necropsy report, haematology results, a lab e-mail with `Date` and `Message-ID`,
a formulary entry, a quarantine log, a vaccination schedule, a diet sheet, a supplement log, a
supplier's confirmation, a browse list, a feeding schedule, an LSS log export, a water lab sheet, a
SCADA alarm history, a controller payload whose first member is `"timestamp"`, a chiller log, a work
order, a Movebank export with event ids, an Iridium SBD e-mail, a collar deployment record, a GPX
segment, Argos DIAG output, a camera-trap detection table, an effort table, a detection history, a
Camtrap DP record whose first member is `"id"`, a patrol report, an incident report, a snare log, a
seizure register, an acoustic sensor log, a radio log in date-time groups, a Swahili group chat export
with `[DD/MM/YYYY, HH:MM:SS]` prefixes, a backcountry permit, a lodge booking e-mail, a timed entry
reservation, a campground reservation, a gorilla permit receipt, visitor numbers, a booking webhook
pasted to debug its timestamp, an nginx log of a permit release, `curl -v` output with `date` and
`x-request-id`, a whale encounter page, a frog validation, a bat detector CSV, a reef datasheet, a
turtle nest inventory, a Faroese burrow sheet, a rhino census, an observation export, a population
summary, a studbook excerpt, a transfer recommendation, a CITES permit, a breeding loan clause,
contraception records, a Sentry event whose first member is `"timestamp"`, an ICS invite with
`DTSTAMP`, a Slack export with `ts`, Malagasy keeper notes, Mongolian studbook lines and a Lao camera
sheet -- and hand-written look-alikes in program positions: a records header with a go-live date and
a knowledge cutoff, a Llama 3 header with only its knowledge cutoff, a ChatML system turn with a
park's founding year and prompt revision, a template's approval date and studbook edition in front
matter, a studbook's data-current date in XML attributes, an engine name with a date and a tenant uuid
in single-line JSON, a prompt revision in an HTML comment, animals' birth and arrival dates in a
markdown table, feed times and a time zone as `KEY=value` settings, a terms revision in a footer, an
Azure `api-version` with a tenant uuid, a reserve's licence and gate hours in a system prompt,
`Stripe-Version` with a customer and renewal date, Discord guild, channel and role ids, opening
hours and a time zone, an authored review date inside a system prompt, a collar's deployment and
drop-off dates, a member record, a bot's model and knowledge dates, a species' Red List assessment
date, a survey protocol and season in a bracketed context line, a case in parentheses on the user's
message, a project uuid, a Gemma turn with release and knowledge dates, `X-B3-Sampled` with
`Sec-WebSocket-Version`, a studbook's compilation date, an LSS system's installation and refit dates
and a filming permit's validity; and values the user asks about or types: epochs, an Argos
day-of-year time, a GPS week, an age from a birth date, two observation uuids, a pasted JWT, a
traceparent for support, an ISO week, a Solar Hijri date to convert, a call across the date line,
few-shot sighting dates, a user-typed clock at a park gate, "Today is Tafari the giraffe's 9th
birthday, 22 August" in a ChatML user turn, an unrendered template, relative times, a sign to
translate, permit, gestation and hatching arithmetic, a ULID, a Slack `ts`, a snowflake, a date-time
group, ISO durations and notebook times; and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 and without seconds, with `Z` and offsets from -07:00 to
+12:00 (-07:00, -06:00, -05:00, +01:00, +02:00, +08:00, +10:00, +12:00), RFC 1123, RFC 850, RFC 2822,
asctime, GNU `date`, ctime, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano
and `time.Now().String()`, .NET round-trip, "f" and ticks, JavaScript `toISOString()` and
`toString()`, Windows and US medium 12-hour renderings, month-first 12-hour and day-first slashed and
dotted numeric dates with a time, `YYYY/MM/DD HH:MM:SS`, `DD Mon YYYY HH:MM:SS`, `DD-Mon-YYYY`, CLF,
ISO basic (`x-amz-date`), `YYYY-MM-DD HH:MM` with a zone name, English long dates (US and British),
Llama 3's `Today Date`, ISO week dates, a weekday with a time, a weekday alone, a 12-hour and a
24-hour time alone (with and without seconds), a military date-time group, an Argos day-of-year time,
a GPS week and time of week, an Excel serial, epochs in s, ms, us and ns, and dates with localized
month and weekday names, digits and calendars (Malagasy, Setswana, Kyrgyz, Greenlandic, Hawaiian,
Luganda, Shona, Inuktitut, Tok Pisin, Xhosa, Romansh, Guarani, Dzongkha with Tibetan digits, Georgian,
Lao with Lao digits, Dhivehi, Tetum, Faroese, Assamese with Assamese digits, Malayalam, Wolof, Persian
with the Solar Hijri calendar and Persian digits, Chamorro, Mongolian, Lingala). Identifiers: UUID v1,
v4, v6, v7 and v8, ULID (also lower case), KSUID, xid, cuid2, nanoid, Firebase push ids, ObjectIds,
traceparent and tracestate, B3 single and multi, X-Ray, Sentry trace and baggage, long hex, base32,
base58, base62 and base64url tokens, JWTs, snowflakes, Slack `ts`, WhatsApp `wamid.`, Telegram update
and message ids, Teams activity ids, a SIP Call-ID, a decimal IVR call id, an `MM` message sid,
Standard Webhooks, CloudEvents (binary and structured), SigV4 `Authorization`, OIDC `iat`, `exp` and
`nonce`, a checkout session and an idempotency key, `PayPal-Request-Id`, a cookie session and
vendor-prefixed ids (`up_`, `rj_`, `rly_`, `ulr_`, `q_`, `rec_`, `mj_`, `att-`, `msg_`, `Ev`).
Positions: header blocks (`Label: value`, HTTP request and response headers, CloudEvents binary,
trace, B3 and Sentry headers, gRPC metadata, SigV4 request lines, `KEY=value` lines), head and tail of
the prompt, the tail of a system prompt (also in ChatML, Llama 3, Mistral, Gemma and Phi-3 prompts),
YAML front matter and nested YAML, pretty and single-line JSON members (also in Slack, Teams,
WhatsApp, Telegram, CloudEvents and relay envelopes), XML attributes and elements, `key=value` pairs
in a logfmt line, a bracketed context line and an HTML comment, a cookie's last pair, markdown table
rows and bullets, templated sentences, phrases with their preposition ("at ...", "as of ..."), ids
inside sentences, parenthesised ids, a `[received ...]` prefix, `(sent ...)` on the user's message,
metadata lines after the last user message, footers after a `--` line, and program lines right above
or below a pasted, uploaded or fetched block.

Prompts are in English and in Malagasy, Setswana, Kyrgyz, Greenlandic, Hawaiian, Luganda, Shona,
Inuktitut, Tok Pisin, Xhosa, Romansh, Guarani, Dzongkha, Georgian, Lao, Dhivehi, Tetum, Faroese,
Assamese, Malayalam, Wolof, Persian, Chamorro, Mongolian and Lingala, with material in Swahili (a
ranger's WhatsApp message and a group chat export), Malagasy (keeper notes), Mongolian (studbook
lines), Lao (a camera sheet) and Faroese (a burrow sheet) (scripts: Latin, Cyrillic, Canadian
syllabics, Tibetan, Georgian, Lao, Thaana, Bengali-Assamese, Malayalam, Arabic). Prompts in those
languages end with the user's message or with the metadata after it.

What it is: 331 prompts. 166 carry volatile fields (229 spans): 126 hand-written positives (189
spans; 57 with two or more fields, six with three) and 40 generated ones. 165 carry none: 125
hand-written negatives (70 pasted blocks, 28 look-alikes in program positions, 25 values the user
asks about or types, two plain controls) and 40 generated hard negatives. The generated positive
family puts one field (31 of its 42 formats and labels, or the current date and time under a "now"
label in the body's language, nine cases in Faroese, Romansh, Hawaiian, Kyrgyz, Tok Pisin, Malagasy
and Georgian) at one of ten positions (head, system tail, header block, after the last user
message, footer, YAML front matter, JSON member, XML attribute, `key=value` in a bracketed context
line, `(sent ...)` on the user's message; four each) of 20 bodies in nine languages; the generated
negative family uses the same bodies and positions with one stable value that looks like a date, a
time or an id (15 of its 19: knowledge cutoff, prompt revision, API version, tenant uuid, institution
uuid, year established, last entry, accreditation date, model, build, time zone, Discord guild,
region, fee schedule, handbook edition; a member-since, an annual pass, a volunteer number or
a group booking in parentheses on the user's message; or the year a park, survey or reserve began in
the body's language). The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout56.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, query windows computed from now, pasted blocks that open with metadata-like lines, work
logins, per-message and per-item stamps, device clocks, holds and expiries computed from now,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Animal, collection and medical records are content: GANs, local ids, transponders, studbook
  numbers, house names, sex notation (`1.0.0`), birth, hatch, pip, candling, arrival, quarantine,
  transfer and death dates, weights, training, enrichment and diet dates and times, anaesthesia times
  and doses, necropsy, sample and report dates, sample and case numbers, vaccination due dates,
  contraception dates, AWBs and flights, studbook editions and data-current dates stay, also next to
  a program's stamp and also when the program fetched them for this request; only the stamp ("Record
  pulled from the collection system at <time> (pull <id>) for this request:", "Incubation readings
  as of <time> for this request:") and the ids minted for the pull, download, query, sync or
  snapshot move.
* Telemetry and field data keep their own times: LSS sample times and readings, alarm ids with their
  raised and cleared times, collar fixes and their timestamps, Movebank event ids, IMEIs, MOMSNs and
  times of session, Argos locations written in day-of-year form, collar serials with deployment and
  drop-off dates, a camera trap's printed caption time, detection times, gunshot `detected_at`,
  patrol waypoints, radio log date-time groups and observation times stay; the fetch, download,
  snapshot or poll stamp and a status's `status_fetched_at` move.
* Work logins and calls are sessions: keeper records, ranger app, review, kiosk, walk, data entry and
  visitor chat sessions with their opening time, a controlled drugs register's session token, an
  on-call line's Call-ID with its answer time and a tip line's IVR call id move; institutions,
  sections, animals, collars, stations, patrols, incidents, permits, reservations, customers,
  projects, workspaces, Discord guilds and channels, Telegram chats and Teams channel conversations
  stay.
* Holds and quotes: a backcountry hold token and its expiry computed from now, and a filming permit
  quote's id, quote time and the validity computed from it move; the held camps and the fee schedule
  stay.
* Runs and jobs move with their start or finish: a pick-list run, a transcription job, a population
  analysis run, an analysis batch, a citizen science upload batch, a card ingest job, and report,
  letter and mail jobs; a report or letter date the tool fills in as today moves with its job.
* Envelope vs payload: a Slack event's `ts`, `event_id` and `event_time`, a Teams activity's `id` and
  `timestamp`, a WhatsApp message's `id` and `timestamp`, a Telegram update's `update_id`,
  `message_id` and `date`, CloudEvents' `ce-id` and `ce-time` or `id` and `time`, Standard Webhooks
  headers, a gateway's `X-Relay-Id` and `X-Relay-Received` and an alarm relay's `relay_id` and
  `received_at` move; the diet change, the alarm with its `alarm_time`, the collar message, the
  mortality event, the gunshot detection, the message texts, the senders and the chats stay. The
  same kinds of deliveries pasted to debug are content.
* Clocks read for this request are the current time in any form: a barn tablet, a nocturnal house
  clock, a kiosk's weekday and time, a crew tablet, a radio console's date-time group, a drone base
  station's GPS week and time of week, a workbook's `NOW()` serial, a monitor plug-in's .NET ticks,
  a keeper workstation's `date`, a nature app's `clientTime`, and "now" or "today" labels in any
  language, script, digits or calendar (also a current ISO week date and the Solar Hijri date). Times
  a user types ("It's 06:10 here at the Okaukuejo gate"), notebook times and dates they ask about
  stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Pick list run <id> started at <time> on commissary printer CP-2." leaves "Pick list run started
  on commissary printer CP-2."; "Subject positions as of <time> (query <id>) for this request:"
  leaves "Subject positions for this request:"); a parenthesised id is cut with its parentheses and
  sits before "for this request:"; a query window's two ends on one line are one span; XML
  attributes and `key=value` pairs are followed by a stable neighbour, except a cookie's session
  pair, its last; single-line JSON members are cut with the comma after them and follow a stable
  member, and volatile members of pretty-printed JSON are never the last member of their object; a
  header line, a markdown row or bullet, an XML element, a nested YAML member, a `KEY=value` line, an
  id-token claim line, a line holding one field in any script and a stamp on its own line in a
  ChatML, Phi-3 or Gemma turn or a Mistral instruction are whole-line spans; footers hold one field
  per line; a `[received ...]` prefix is cut from the front of its line and a `(sent ...)` stamp from
  the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]`, Gemma and Phi-3 prompts, whose last line is no cue that rule 4
  knows, get their trailer at the end as rule 4 gives it.
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
    DAYS,
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

SEED = 20640614
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout64.jsonl"
SRC = "holdout64:"

# --- zones ----------------------------------------------------------------------------------------------------------

EAT = timezone(timedelta(hours=3), "EAT")
CAT = timezone(timedelta(hours=2), "CAT")
SAST = timezone(timedelta(hours=2), "SAST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
BTT = timezone(timedelta(hours=6), "BTT")
KGT = timezone(timedelta(hours=6), "KGT")
ULAT = timezone(timedelta(hours=8), "ULAT")
ICT = timezone(timedelta(hours=7), "ICT")
GET = timezone(timedelta(hours=4), "GET")
MVT = timezone(timedelta(hours=5), "MVT")
TLT = timezone(timedelta(hours=9), "TLT")
PGT = timezone(timedelta(hours=10), "PGT")
CHST = timezone(timedelta(hours=10), "ChST")
HST = timezone(timedelta(hours=-10), "HST")
WGT = timezone(timedelta(hours=-2), "WGT")
PYT = timezone(timedelta(hours=-3), "PYT")
WAT = timezone(timedelta(hours=1), "WAT")
GMT = timezone(timedelta(0), "GMT")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
NPT = timezone(timedelta(hours=5, minutes=45), "NPT")
AEST = timezone(timedelta(hours=10), "AEST")
NZST = timezone(timedelta(hours=12), "NZST")
SGT = timezone(timedelta(hours=8), "SGT")
MST = timezone(timedelta(hours=-7), "MST")
PDT = timezone(timedelta(hours=-7), "PDT")
PST = timezone(timedelta(hours=-8), "PST")
CST_US = timezone(timedelta(hours=-6), "CST")
CDT = timezone(timedelta(hours=-5), "CDT")
AKDT = timezone(timedelta(hours=-8), "AKDT")
ECT = timezone(timedelta(hours=-5), "ECT")
BRT = timezone(timedelta(hours=-3), "BRT")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
BST = timezone(timedelta(hours=1), "BST")
WET = timezone(timedelta(0), "WET")
WEST = timezone(timedelta(hours=1), "WEST")
JST = timezone(timedelta(hours=9), "JST")
MYT = timezone(timedelta(hours=8), "MYT")

# --- value formats beyond make_holdout's ------------------------------------------------------------------------------

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"
PUSH = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
GREGORIAN = datetime(1582, 10, 15, tzinfo=UTC)
GPS_EPOCH = datetime(1980, 1, 6, tzinfo=UTC)
DOTNET_EPOCH = datetime(1, 1, 1, tzinfo=UTC)
EXCEL_EPOCH = datetime(1899, 12, 30, tzinfo=UTC)


def eu(t: datetime) -> datetime:
    """Central European time, summer time from April to October."""
    return t.astimezone(CEST if 4 <= t.month <= 10 else CET)


def uk(t: datetime) -> datetime:
    return t.astimezone(BST if 4 <= t.month <= 10 else GMT)


def pt(t: datetime) -> datetime:
    return t.astimezone(WEST if 4 <= t.month <= 10 else WET)


def us_pacific(t: datetime) -> datetime:
    return t.astimezone(PDT if 4 <= t.month <= 10 else PST)


def us_central(t: datetime) -> datetime:
    return t.astimezone(CDT if 4 <= t.month <= 10 else CST_US)


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y %H:%M:%S} GMT"


def asctime(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS[u.weekday()]} {MONTHS[u.month - 1]} {u.day:2d} {u:%H:%M:%S} {u.year}"


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


def dmon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def clock12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'pm' if t.hour >= 12 else 'am'}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def rfc3339_min(t: datetime) -> str:
    """RFC 3339 without seconds."""
    return rfc3339(t)[:16] + rfc3339(t)[19:]


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def dtg(t: datetime) -> str:
    """A military date-time group in UTC: DDHHMMZMONYY."""
    u = t.astimezone(UTC)
    return f"{u.day:02d}{u:%H%M}Z{MONTHS[u.month - 1].upper()}{u:%y}"


def argos_doy(t: datetime) -> str:
    """The year and day of year with a UTC time, as Argos and many collar exports write it."""
    u = t.astimezone(UTC)
    return f"{u.year}-{u.timetuple().tm_yday:03d} {u:%H:%M:%S}"


def gps_week_tow(t: datetime) -> tuple[int, int]:
    """GPS week and time of week in seconds (GPS time runs 18 s ahead of UTC)."""
    delta = t.astimezone(UTC) - GPS_EPOCH + timedelta(seconds=18)
    seconds = delta.days * 86400 + delta.seconds
    return seconds // 604800, seconds % 604800


def dotnet_ticks(t: datetime) -> int:
    delta = t.astimezone(UTC) - DOTNET_EPOCH
    return (delta.days * 86400 + delta.seconds) * 10_000_000 + delta.microseconds * 10


def excel_serial(t: datetime) -> str:
    delta = t - EXCEL_EPOCH.astimezone(t.tzinfo).replace(tzinfo=t.tzinfo)
    return f"{delta.days + delta.seconds / 86400:.6f}"


def local_digits(s: str, table: str) -> str:
    return s.translate(str.maketrans("0123456789", table))


ASSAMESE_DIGITS = "০১২৩৪৫৬৭৮৯"
TIBETAN_DIGITS = "༠༡༢༣༤༥༦༧༨༩"
LAO_DIGITS = "໐໑໒໓໔໕໖໗໘໙"
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"

MG_MONTHS = ["Janoary", "Febroary", "Martsa", "Aprily", "Mey", "Jona", "Jolay", "Aogositra", "Septambra",
             "Oktobra", "Novambra", "Desambra"]
MG_DAYS = ["Alatsinainy", "Talata", "Alarobia", "Alakamisy", "Zoma", "Asabotsy", "Alahady"]
TN_MONTHS = ["Ferikgong", "Tlhakole", "Mopitlo", "Moranang", "Motsheganong", "Seetebosigo", "Phukwi",
             "Phatwe", "Lwetse", "Diphalane", "Ngwanatsele", "Sedimonthole"]
SN_MONTHS = ["Ndira", "Kukadzi", "Kurume", "Kubvumbi", "Chivabvu", "Chikumi", "Chikunguru", "Nyamavhuvhu",
             "Gunyana", "Gumiguru", "Mbudzi", "Zvita"]
AS_MONTHS = ["জানুৱাৰী", "ফেব্ৰুৱাৰী", "মাৰ্চ", "এপ্ৰিল", "মে’", "জুন", "জুলাই", "আগষ্ট", "ছেপ্টেম্বৰ",
             "অক্টোবৰ", "নৱেম্বৰ", "ডিচেম্বৰ"]
FO_MONTHS = ["januar", "februar", "mars", "apríl", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
FO_DAYS = ["mánadagur", "týsdagur", "mikudagur", "hósdagur", "fríggjadagur", "leygardagur", "sunnudagur"]
KL_MONTHS = ["januaari", "februaari", "marsi", "apriili", "maaji", "juuni", "juuli", "aggusti", "septembari",
             "oktobari", "novembari", "decembari"]
LG_MONTHS = ["Janwaliyo", "Febwaliyo", "Marisi", "Apuli", "Maayi", "Juuni", "Julaayi", "Agusito", "Sebuttemba",
             "Okitobba", "Novemba", "Desemba"]
HAW_MONTHS = ["Ianuali", "Pepeluali", "Malaki", "ʻApelila", "Mei", "Iune", "Iulai", "ʻAukake", "Kepakemapa",
              "ʻOkakopa", "Nowemapa", "Kekemapa"]
HAW_DAYS = ["Pōʻakahi", "Pōʻalua", "Pōʻakolu", "Pōʻahā", "Pōʻalima", "Pōʻaono", "Lāpule"]
CH_MONTHS = ["Eneru", "Febreru", "Matso", "Abrit", "Mayu", "Huniu", "Huliu", "Agosto", "Septembre", "Oktubre",
             "Nobembre", "Disembre"]
RM_MONTHS = ["schner", "favrer", "marz", "avrigl", "mai", "gün", "lügl", "avuost", "settember", "october",
             "november", "december"]
IU_MONTHS = ["ᔭᓐᓄᐊᓕ", "ᕕᕝᕗᐊᕆ", "ᒫᑦᓯ", "ᐃᐳᕆᓗ", "ᒪᐃ", "ᔫᓂ", "ᔪᓚᐃ", "ᐊᐅᒡᒍᓯ", "ᓯᑎᐱᕆ", "ᐅᑐᐱᕆ",
             "ᓄᕕᐱᕆ", "ᑎᓯᐱᕆ"]
DV_MONTHS = ["ޖަނަވަރީ", "ފެބުރުއަރީ", "މާރިޗު", "އެޕްރީލް", "މެއި", "ޖޫން", "ޖުލައި", "އޯގަސްޓު", "ސެޕްޓެމްބަރު",
             "އޮކްޓޯބަރު", "ނޮވެމްބަރު", "ޑިސެމްބަރު"]
TPI_MONTHS = ["Janueri", "Februeri", "Mas", "Epril", "Me", "Jun", "Julai", "Ogas", "Septemba", "Oktoba",
              "Novemba", "Disemba"]
GN_MONTHS = ["jasyteĩ", "jasykõi", "jasyapy", "jasyrundy", "jasypo", "jasypoteĩ", "jasypokõi", "jasypoapy",
             "jasyporundy", "jasypa", "jasypateĩ", "jasypakõi"]
LN_MONTHS = ["sánzá ya yambo", "sánzá ya míbalé", "sánzá ya mísáto", "sánzá ya mínei", "sánzá ya mítáno",
             "sánzá ya motóbá", "sánzá ya nsambo", "sánzá ya mwambe", "sánzá ya libwa", "sánzá ya zómi",
             "sánzá ya zómi na mɔ̌kɔ́", "sánzá ya zómi na míbalé"]
LO_MONTHS = ["ມັງກອນ", "ກຸມພາ", "ມີນາ", "ເມສາ", "ພຶດສະພາ", "ມິຖຸນາ", "ກໍລະກົດ", "ສິງຫາ", "ກັນຍາ", "ຕຸລາ",
             "ພະຈິກ", "ທັນວາ"]
KA_MONTHS = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი",
             "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
ML_MONTHS = ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്", "സെപ്റ്റംബർ",
             "ഒക്ടോബർ", "നവംബർ", "ഡിസംബർ"]
WO_MONTHS = ["Samwiyee", "Fewriyee", "Mars", "Awril", "Me", "Suwe", "Sulet", "Ut", "Septaambar", "Oktoobar",
             "Nowaambar", "Desaambar"]
TET_MONTHS = ["Janeiru", "Fevereiru", "Marsu", "Abríl", "Maiu", "Juñu", "Jullu", "Agostu", "Setembru",
              "Outubru", "Novembru", "Dezembru"]
XH_MONTHS = ["Janyuwari", "Februwari", "Matshi", "Epreli", "Meyi", "Juni", "Julayi", "Agasti", "Septemba",
             "Okthobha", "Novemba", "Disemba"]
FA_MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن",
             "اسفند"]
NOWRUZ = [datetime(2025, 3, 21), datetime(2026, 3, 21), datetime(2027, 3, 21), datetime(2028, 3, 20)]


def solar_hijri(t: datetime) -> tuple[int, int, int]:
    """The Solar Hijri date of `t`'s local calendar day (Nowruz dates of 1404 to 1406 fixed above)."""
    day = datetime(t.year, t.month, t.day)
    k = max(i for i, start in enumerate(NOWRUZ) if start <= day)
    assert k < len(NOWRUZ) - 1, t
    n = (day - NOWRUZ[k]).days
    if n < 186:
        return 1404 + k, n // 31 + 1, n % 31 + 1
    n -= 186
    return 1404 + k, n // 30 + 7, n % 30 + 1


class Gen64(Gen):
    """make_holdout's seeded source, with the identifiers this corpus adds."""

    def uuid6(self, t: datetime) -> str:
        delta = t.astimezone(UTC) - GREGORIAN
        ticks = (delta.days * 86400 + delta.seconds) * 10_000_000 + delta.microseconds * 10
        value = ((ticks >> 12) << 80) | ((ticks & 0xFFF) << 64) | self.rng.getrandbits(64)
        return self._uuid(value, 6)

    def uuid8(self) -> str:
        return self._uuid(self.rng.getrandbits(128), 8)

    def uuid4_upper(self) -> str:
        return self.uuid4().upper()

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        value = int.from_bytes(raw, "big") << 4
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        return self.rng.choice(B36[10:]) + "".join(self.rng.choice(B36) for _ in range(23))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def push_id(self, t: datetime) -> str:
        ms = epoch_ms(t)
        head = ""
        for _ in range(8):
            ms, r = divmod(ms, 64)
            head = PUSH[r] + head
        return head + "".join(self.rng.choice(PUSH) for _ in range(12))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def wamid(self) -> str:
        return "wamid.HBgM" + self.b64(36)

    def twilio_sid(self, prefix: str = "SM") -> str:
        return prefix + self.hex(32)

    def b3_single(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1-{self.hex(16)}"

    def sentry_trace(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def slack_ts(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{self.digits(6)}"


POS: list[Callable[[Gen64], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen64], Draft]) -> Callable[[Gen64], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


def N(text: str, source: str, tags: list[str]) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- positives: animal husbandry records ----------------------------------------------------------------------------


@pos
def _zims_daily_report(g: Gen64) -> Draft:
    t = eu(g.moment())
    return P(f"""You are the husbandry records assistant of Kelderbos Zoo (ZIMS institution KBZ). Turn the keeper's
notes into daily-report entries: one line per animal, observation type first, no diagnoses.
Section: Ungulates - giraffe house
{v('session_id', 'Session: ' + g.uuid7(t))}
{v('datetime', 'Signed in: ' + rfc3339(t))}
Keeper: R. Maas

Notes: Tafari (GAN 12044) ate all the lucerne, left half the pellets. Nia stiff on the front left in
the morning, looser after 10:00. Calf Jabari nursing normally; dung normal in all three.
Entries:""", "husbandry:daily-report", ["header_block", "uuid7", "rfc3339", "offset", "work_login"])


@pos
def _enrichment_front_matter(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""---
tool: enrichment-planner
collection: primates
zoo: Bosque Alto Zoo
{v('datetime', 'generated_at: ' + rfc3339(t, 3))}
{v('request_id', 'request_id: ' + g.ulid(t))}
template: enrichment-weekly@4
---
Plan next week's enrichment for the orangutan group (Bintang, Suli, Ketapang). Rotate the categories
(food, sensory, cognitive, manipulable, social) so that no category repeats on consecutive days, and
flag anything that needs vet sign-off (new browse species, novel foods).

Last week: Mon puzzle feeder, Tue ice blocks with fruit, Wed scent trail (cinnamon), Thu fire-hose
hammock, Fri paper bags with seeds, Sat mirror, Sun scatter feed.""", "husbandry:enrichment-planner",
             ["front_matter", "rfc3339_ms", "ulid", "head", "stable_neighbours"])


@pos
def _focal_scan_xml(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<observation_session {v('session_id', 'id="' + g.cuid2() + '"')} {v('epoch', 'started_ms="' + str(epoch_ms(t)) + '"')} focal="Kibo" ethogram="gorilla-v3" interval_s="60"/>
You summarise focal-animal scan data for the great ape team. Report the proportion of each behaviour
and anything outside the animal's usual range.

Scans (Kibo, 10:00-11:00): feeding 22, resting 19, locomotion 8, social-groom 6, self-directed 3, out
of sight 2.
Usual range for Kibo in May: feeding 30-40 %, resting 25-35 %, self-directed under 3 %.
Summary:""", "husbandry:behaviour-scan", ["xml_attr", "cuid2", "epoch_ms", "two_in_line", "head"])


@pos
def _elephant_training_tablet(g: Gen64) -> Draft:
    t = g.moment(EAT)
    return P(f"""You help the elephant team at Ngare Hills Wildlife Park write up protected-contact training. Keep
the behaviours in the team's own names and mark anything not yet on cue as "approximation".
Session log opened on the barn tablet {v('datetime', 'at ' + dmy(t, '.'))} for this request.

Trainer's notes: Moja presented front right foot 6/6 at the foot slot, held 20 s each; back left
only 2/4 (shifting weight). Ear present for blood draw practice: approximations to the ear bar, 4
reps, accepted touch with the target pole. Training ran 07:05-07:25 before the morning feed.

Write-up:""", "husbandry:elephant-training", ["inline_phrase", "dotted_day_first", "device_clock"])


@pos
def _nocturnal_house_clock(g: Gen64) -> Draft:
    t = uk(g.moment())
    return P(f"""Lighting controller assistant for the Moonlight House at Tamarack Valley Zoo. The house runs a
reversed light cycle for the aye-aye, slow loris and bush babies: white lights 20:00-08:00
(visitor "night"), dim red 08:00-20:00. Tell the keeper which phase the house should be in and whether
it is safe to enter with a white torch.
{v('datetime', 'House clock: ' + f'{t:%H:%M:%S}')}

Keeper: I need to check the loris enclosure heat lamp. Which phase are we in?
Assistant:""", "husbandry:nocturnal-house", ["system_tail", "time_alone", "device_clock"])


@pos
def _malagasy_lemur_handover(g: Gen64) -> Draft:
    t = g.moment(EAT)
    day = f"{MG_DAYS[t.weekday()]} {t.day} {MG_MONTHS[t.month - 1]} {t.year}"
    return P(f"""Ianao no mpanampy ny mpiambina biby ao amin'ny Valan-javaboahary Ivoloina. Ataovy fohy sy mazava ny
famintinana ho an'ny mpiambina manaraka, ary aza manao fitiliana aretina.
{v('date', 'Daty androany: ' + day)}
Toerana: tranon'ny varika (Varecia, Eulemur)

Mpiambina: Nihinana tsara ny varika rehetra afa-tsy i Soa, izay tsy nihinana akondro. Nisy ratra kely
teo amin'ny rambon'i Bako, nodiovina tamin'ny 8 ora maraina. Azafady, soraty ny famintinana.""",
             "husbandry:malagasy-lemurs", ["system_tail", "localized_now", "malagasy", "non_english"])


@pos
def _arrival_record_pulled(g: Gen64) -> Draft:
    t = g.moment(SGT)
    return P(f"""You are the registrar's assistant at Harbourside Aquarium. Check incoming-animal records for missing
fields before quarantine starts: source institution, CITES status, arrival date, quarantine system and
first health check.

Record pulled from the collection system {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(pull ' + g.b58(11) + ')')} for this request:
Accession: HSA-2026-0187
Taxon: Carcharhinus melanopterus (blacktip reef shark), 1.0.0
Source: transfer from a partner institution, CITES: not listed
Arrival: 2026-04-22 15:40
Quarantine: Q-system 3
First health check: (blank)

Missing fields:""", "husbandry:arrival-record", ["fetch_stamp", "inline_phrase", "parenthesised_id", "base58",
                                                 "record_dates_stay"])


@pos
def _incubator_readings(g: Gen64) -> Draft:
    t = g.moment(CHST)
    return P(f"""You are the bird-house incubation helper. Compare each egg's weight loss with the target curve and
say which eggs need a humidity change.

Incubation readings {v('datetime', 'as of ' + iso_space(t)[:16] + ' ChST')} for this request:
Incubator A (forced air)  37.4 C  52 % RH  turns 24/day
  EGG-26-031 Humboldt penguin  day 34 of ~40  weight loss 12.9 % (target 14-16 %)  candled 2026-05-11
  EGG-26-033 Humboldt penguin  day 21 of ~40  weight loss 8.8 % (target 7-9 %)  candled 2026-05-16
Incubator B (still air)   36.9 C  61 % RH  turns 6/day
  EGG-26-029 Micronesian kingfisher  day 19 of ~22  weight loss 10.2 % (target 11-13 %)

Advice:""", "husbandry:incubation", ["snapshot_phrase", "iso_minutes", "zone_name", "readings_stay"])


@pos
def _body_condition_upload(g: Gen64) -> Draft:
    t = g.moment(SAST)
    return P(f"""You score the body condition of carnivores from photos on the zoo's 1-5 scale (3 = ideal) and say
which features you used. You cannot weigh the animal; say so if a photo is not enough.

Keeper: Photo of Sahel (male cheetah) from the left side, taken this morning before feeding. Is he a 3
or drifting towards 2.5?
[photo: sahel_left.jpg, 4032x3024]
{v('request_id', 'Upload: up_' + g.b62(20))}
{v('datetime', 'Received: ' + dmy(t, '/', True))}
Score:""", "husbandry:body-condition", ["upload_stamp", "last_user", "day_first", "seconds"])


@pos
def _hand_rearing_chatml(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<|im_start|>system
You support the hand-rearing team of the small-mammal section. Work out feed volumes at 15 % of body
weight per day, split evenly over the feeds, and say when the vet must be called (weight loss over
24 hours, refusal of two feeds in a row).
{v('datetime', 'Current time: ' + rfc3339(t))}
<|im_end|>
<|im_start|>user
Red panda cub 2: 412 g at the 06:00 weigh-in, 398 g yesterday at 06:00. Six feeds a day. What volume
per feed, and is the weight gain fine?<|im_end|>
<|im_start|>assistant
""", "husbandry:hand-rearing", ["chatml", "system_turn_line", "rfc3339"])


@pos
def _slack_fence_alert(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You triage messages from the keepers' Slack for the carnivore curator: say whether the message needs
action today and who should act (keepers, maintenance, vet).

{{
  "token": "placeholder-verification",
  "team_id": "T04KSTZOO",
  "api_app_id": "A05ENRICH1",
  "event": {{
    "type": "message",
    "channel": "C07CARNIV",
    "user": "U05HANNE",
    "text": "Boma 2 hot-wire reads 3.1 kV this morning (normally 7+). Lions shut in until it's fixed.",
    {v('message_id', '"ts": "' + g.slack_ts(t) + '",')}
    "channel_type": "channel"
  }},
  "type": "event_callback",
  {v('request_id', '"event_id": "Ev0' + g.b32(9) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "is_ext_shared_channel": false
}}

Triage:""", "husbandry:slack-event", ["json_block", "slack_event", "envelope", "epoch_s", "stable_neighbours"])


@pos
def _keeper_voice_note(g: Gen64) -> Draft:
    t = g.moment(AEST)
    return P(f"""You turn transcribed keeper voice notes into the section diary. Keep times as the keeper said them and
do not add anything that is not in the note.

Transcription job {v('run_id', g.uuid4())} finished {v('datetime', 'at ' + rfc3339(t))} on queue voice-au-east.
Transcript: "Platypus house, quarter past six. Male in the burrow box, female foraging, took all the
yabbies and about forty mealworms. Water at nineteen point two. Filter backwash done at five to six."

Diary entry:""", "husbandry:voice-note", ["job_sentence", "uuid4", "rfc3339", "offset_plus10", "inline_phrase"])


@pos
def _shift_handover_compiled(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Handover compiled by KeeperHub {v('datetime', 'at ' + py_str(t))} for this request. Summarise it for the
late shift in five bullets, most urgent first.

- 07:40 Reptile house: Komodo dragon (Raja) shed on the left flank, incomplete; humidity raised to 70 %.
- 09:15 Aquatic: otter pool filter pump noisy, maintenance job MJ-88213 open.
- 11:30 Birds: one Bali myna egg found broken in the aviary, photo in the log.
- 13:05 Primates: tamarin family moved indoors because of wind.
- 14:20 Vet: tortoise (Ada) faecal sample collected, results expected Thursday.""",
             "husbandry:handover", ["head", "inline_phrase", "python_str_datetime", "log_times_stay"])


# --- positives: veterinary care of zoo animals ----------------------------------------------------------------------


@pos
def _anaesthesia_formulary_call(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You are the anaesthesia planning assistant of the zoo hospital. Calculate doses from the formulary
response below for the animal's estimated weight, list the reversal agents, and never suggest a drug
that is not in the formulary.

Formulary API response (the program's call for this request):
HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
Content-Type: application/json
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Cache-Control: no-store

{{"species":"Giraffa camelopardalis reticulata","protocol":"standing sedation","drugs":[{{"name":"detomidine","dose_mg_per_kg":0.01}},{{"name":"butorphanol","dose_mg_per_kg":0.02}}],"reversal":[{{"name":"atipamezole","ratio":"5:1 to detomidine"}}],"formulary_edition":"2026.1"}}

Animal: Zuri, female reticulated giraffe, estimated 780 kg (last weighed 2026-03-02: 772 kg).
Plan:""", "vet:anaesthesia-formulary", ["http_response", "http_date", "request_id", "stable_neighbours"])


@pos
def _llama3_referral(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You write referral letters from the zoo veterinarian to a university specialist. Formal, concise, with
the history in date order and the question for the specialist at the end.<|eot_id|><|start_header_id|>user<|end_header_id|>

Patient: Ravi, male Malayan tapir, 14 years. Corneal ulcer right eye first seen 2026-02-11, treated
with topical antibiotics and serum; fluorescein still positive at recheck 2026-03-04. Question: is
a conjunctival graft worth it at his age?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "vet:llama3-referral",
             ["llama3", "today_date", "knowledge_cutoff_neighbour", "chat_template"])


@pos
def _necropsy_report_date(g: Gen64) -> Draft:
    t = uk(g.moment())
    return P(f"""Necropsy report drafter - Saltmarsh Sea Life Centre
{v('run_id', 'Report job: rj_' + g.b62(16))}
{v('date', 'Report date (today): ' + british_long(t))}
Pathologist: Dr I. Okafor
Case: PM-2026-044, juvenile grey seal (rescue pup), died 2026-05-09 21:10, necropsy 2026-05-10 09:30.

Draft the gross findings section from these notes, in the past tense, organ system by organ system:
thin (BCS 1.5/5), blubber 11 mm at the sternum; lungs mottled, nematodes in the bronchi; stomach
empty apart from sand and two stones; no fractures.

Draft:""", "vet:necropsy-report", ["head", "header_block", "today_in_artefact", "british_long_date",
                                   "record_dates_stay"])


@pos
def _trunk_wash_results(g: Gen64) -> Draft:
    t = g.moment(IST)
    return P(f"""You explain mycobacterial culture results to the elephant team in plain words and list the next
step from the TB surveillance protocol. Never state that an elephant is free of TB from one result.

Culture results retrieved from the reference lab portal {v('datetime', 'at ' + iso_space(t) + ' IST')} for this request:
Lakshmi  trunk wash  collected 2026-03-18  MGIT 42 days  no growth
Ganga    trunk wash  collected 2026-03-18  MGIT 42 days  no growth
Ganga    trunk wash  collected 2026-03-20  MGIT day 17   growth, ZN stain pending
Mohan    trunk wash  collected 2026-03-18  MGIT 42 days  contaminated, repeat requested

Explanation:""", "vet:trunk-wash", ["fetch_stamp", "inline_phrase", "iso_space", "zone_name", "results_stay"])


@pos
def _vet_oncall_line(g: Gen64) -> Draft:
    t = us_central(g.moment())
    return P(f"""After-hours vet line, Ridgeback Safari Park. The caller is a keeper: get the animal, the signs and
when they started, then say whether the on-call vet must come in now.
{v('session_id', 'Call-ID: ' + g.hex(14) + '@pbx.ridgeback.example')}
{v('datetime', 'Answered: ' + us_medium(t))}
Caller: night keeper (ext. 214)

Keeper: The female okapi has been lying down and getting up again for about an hour, and she keeps
kicking at her belly.
Assistant:""", "vet:oncall-line", ["header_block", "sip_call_id", "us_medium", "stable_neighbours"])


@pos
def _setswana_lion_collar_vet(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""O mothusi wa setlhopha sa dingaka tsa diphologolo tsa naga kwa Maun. Thusa ngaka go baakanya lenaane
la go robatsa tau pele ga go e apesa kholoro, mme o se ka wa fa ditekanyetso tsa melemo tse di sa
kwalwang mo lenaaneng la setlhopha.
{v('datetime', f'Letlha le nako ya gompieno: {t.day} {TN_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}

Ngaka: Tau e tona ya dingwaga di ka nna 6, bokete bo ka nna 190 kg, kwa Khwai. Re tla e robatsa ka
medetomidine le ketamine. Ke tlhoka lenaane la dilo tse re tshwanetseng go di tlhola pele re tsamaya.""",
             "vet:setswana-lion", ["system_tail", "localized_now", "setswana", "non_english"])


@pos
def _controlled_drug_session(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Controlled drugs register assistant, wildlife capture unit. Reconcile the register against the
safe count; any difference in etorphine must be reported to the responsible vet immediately.
{v('token', 'X-Session-Token: ' + g.jwt(t, 'vet-0412'))}
Unit: WCU-North   Safe: S-2

Register (etorphine 9.8 mg/ml):
2026-04-02  received   10 vials   batch E24-118
2026-04-19  used       0.9 ml     darting, white rhino, case WC-26-031
2026-05-03  used       1.1 ml     darting, white rhino, case WC-26-037
Safe count: 8 vials full, 1 part-used vial with about 0.1 ml left.

Reconciliation:""", "vet:controlled-drugs", ["header_block", "jwt", "session_token", "register_stays"])


@pos
def _radiograph_upload(g: Gen64) -> Draft:
    t = g.moment(JST)
    return P(f"""You help the zoo vet read radiographs by listing what to look at; you do not make the diagnosis.

Vet: Here are the lateral and DV views of the African penguin with a suspected aspergillosis. What
should I check on each view before I send them to the radiologist?
[attachment: penguin_lat_dv.dcm, StudyInstanceUID 1.2.392.200036.9116.2.6.1.48.1214833767.1714521604.334211,
StudyDate 20260430]
{v('request_id', 'Attachment ref: att-' + g.xid(t))}
{v('datetime', 'Uploaded: ' + f'{t:%Y/%m/%d %H:%M:%S}' + ' JST')}
Checklist:""", "vet:radiograph-upload", ["upload_stamp", "xid", "slashed_ymd", "dicom_uid_stays"])


@pos
def _mistral_kea(g: Gen64) -> Draft:
    t = g.moment(NZST)
    return P(f"""<s>[INST] You are the veterinary assistant of Kōwhai Park Zoo. Rank differential diagnoses by
likelihood and give the next diagnostic step for each. Do not give drug doses.
{v('datetime', go_nano(t, g.small(1, 1000)))}
Patient: kea (Nestor notabilis), 9 years, two days of lethargy, fluffed up, green urates; the aviary
was repainted three weeks ago and the old roofing nails were replaced. [/INST]""",
             "vet:mistral-kea", ["mistral", "value_on_own_line", "go_rfc3339nano", "offset_plus12"])


@pos
def _hospital_capacity_time(g: Gen64) -> Draft:
    t = g.moment(SAST)
    return P(f"""You allocate hospital space at the zoo's animal hospital. Suggest where the incoming animal should go,
considering size, noise and quarantine status, and say if someone must be moved.

Hospital stalls and crates {v('datetime', 'as of ' + f'{t:%H:%M}')} for this request:
Large stall 1: occupied (eland, lameness, day 3)
Large stall 2: free
Medium run A: occupied (cheetah, post-op, quiet area needed)
Medium run B: free, shares an airspace with run A
Bird room: 2 of 6 cages free
Isolation: free

Incoming: adult male African wild dog, bite wounds, noisy, not vaccinated for 14 months.
Allocation:""", "vet:hospital-capacity", ["snapshot_phrase", "time_alone", "inline_phrase"])


@pos
def _anaesthesia_monitor_ticks(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""{{"plugin":"anaesthesia-record","bed":"OR-1",{v('datetime', '"clientTicks":' + str(dotnet_ticks(t)) + ',')}"units":"SI"}}
Anaesthesia record assistant. From the monitor export, write the record's summary line (induction to
recovery, lowest SpO2, highest EtCO2) and flag any reading outside the protocol.

Monitor export (VM-8, OR-1), Sumatran tiger Dewi, 96 kg:
09:02  HR 58  SpO2 96 %  EtCO2 38 mmHg
09:17  HR 52  SpO2 91 %  EtCO2 47 mmHg
09:32  HR 55  SpO2 94 %  EtCO2 44 mmHg
Protocol: SpO2 >= 92 %, EtCO2 35-45 mmHg

Summary line:""", "vet:monitor-ticks", ["json_inline", "dotnet_ticks", "device_clock", "head", "vitals_stay"])


# --- positives: feeding schedules -----------------------------------------------------------------------------------


@pos
def _commissary_pick_list(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You are the commissary assistant at Tamarack Valley Zoo. Check the pick list against the diet
sheets and list substitutions for anything out of stock.

Pick list run {v('run_id', g.ksuid(t))} started {v('datetime', 'at ' + log4j_iso(t))} on commissary printer CP-2.
Out of stock: sweet potato, endive. In stock: carrots, kale, romaine, beetroot, apples (cooking),
pellets (primate, herbivore, insectivore), frozen mice (S/M/L), day-old chicks, capelin, herring.

Diets needing the missing items: Asian small-clawed otters (sweet potato 150 g), green iguana (endive
200 g), Bornean orangutans (sweet potato 600 g).

Substitutions:""", "feeding:pick-list", ["run_sentence", "ksuid", "log4j", "inline_phrase"])


@pos
def _gemma_penguin_vitamins(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<start_of_turn>user
You are the diet assistant of the penguin team at Greywater Bay Aquarium. The fish is frozen, so the
birds get thiamine 25 mg and vitamin E 100 IU per kg of fish fed; round to whole tablets (thiamine
25 mg, vitamin E 100 IU) and say which feed gets them.
{v('date', 'Request date: ' + iso_date(t))}
Today's fish: capelin 4.2 kg and herring 1.8 kg for the colony of 18, over two feeds (10:30 and
15:00).<end_of_turn>
<start_of_turn>model
""", "feeding:gemma-penguins", ["gemma", "iso_date", "user_turn_line"])


@pos
def _browse_crew_tablet(g: Gen64) -> Draft:
    t = us_pacific(g.moment())
    return P(f"""Browse crew assistant. The crew cuts browse for the giraffes, okapi and gorillas from the approved
list only; toxic look-alikes must be named. Answer with what to cut, where, and how much.
Crew: browse team B
{v('datetime', 'Tablet time: ' + windows_general(t))}
Approved today: willow (Salix), mulberry, ficus, acacia (A. melanoxylon only)

Crew lead: We need about 120 kg for the giraffes and 20 kg for the okapi. The willows by the north lot
were cut last week. What else can we use, and what do we avoid near the creek?
Assistant:""", "feeding:browse-crew", ["header_block", "windows_datetime", "device_clock", "stable_neighbours"])


@pos
def _carnivore_fast_days(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Carnivore feeding planner. Big cats get two fast days a week, never consecutive, never on a vet
procedure day, and never the day after a fast day for the old lioness Tamu.
{v('date', 'Current week: ' + iso_week(t))}
Vet procedures this week: Thursday (tiger Dewi, dental).

Plan the fast days for the lions (Tamu, Kato, Ayo) and the tigers (Dewi, Bima) for the rest of this
week.
Plan:""", "feeding:fast-days", ["system_tail", "iso_week", "current_week"])


@pos
def _keeper_talk_kiosk(g: Gen64) -> Draft:
    t = uk(g.moment())
    return P(f"""Visitor kiosk assistant at Tamarack Valley Zoo's main gate. Recommend keeper talks and feeds that
the visitor can still reach, counting 10 minutes' walk between zones.
Kiosk: K-04 (main gate)
{v('datetime', f'Kiosk clock: {DAYS[t.weekday()]} {t:%H:%M}')}

Today's talks: 11:00 penguin feed (Coast), 12:30 lemur walk-through (Madagascar), 14:00 giraffe
feed (Savannah), 15:15 otter talk (Wetlands), 16:00 tiger enrichment (Asia).

Visitor: We've got two small kids and about two hours. What can we still see?
Assistant:""", "feeding:keeper-talks", ["header_block", "weekday_time", "kiosk_clock", "schedule_stays"])


@pos
def _diet_change_webhook(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""POST /hooks/diet-change HTTP/1.1
Host: kitchen-assistant.internal
{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64(32))}
Content-Type: application/json

{{"type":"diet.change_requested","data":{{"animal":"hippo Bongani (GAN 30921)","requested_by":"nutritionist","effective":"2026-05-18","change":"pellets 4 kg -> 3 kg, add 2 kg lucerne hay","created_at":"2026-05-13T16:02:00Z"}}}}

Write the note for the kitchen whiteboard: animal, change, from which day, who asked.
Note:""", "feeding:standard-webhooks", ["head", "http_request", "standard_webhooks", "payload_stays"])


@pos
def _thaw_log_relay(g: Gen64) -> Draft:
    t = g.moment(AEST)
    return P(f"""You are the food-safety assistant of the aquarium kitchen. Fish must thaw at 0-4 C and be fed within
24 hours of reaching the chiller; say whether the batch can be used and what to record.

{v('datetime', '[received ' + dmy(t, '/', True) + ']')} Kitchen: Thawed 22 kg capelin overnight in chiller 2 at 3 C, core 1.8 C at
06:30. Batch CAP-2604-B, out of the freezer 19:10 yesterday. OK to feed the seals at 10:00?
Assistant:""", "feeding:thaw-relay", ["received_prefix", "day_first", "relayed_line"])


@pos
def _livefood_logfmt(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""ctx {v('datetime', 'ts=' + rfc3339(t, 6))} colony=dubia-3 {v('request_id', 'req=' + g.nanoid())} app=livefood-bot
You manage the live-food colonies (crickets, dubia roaches, mealworms, fruit flies) for the reptile and
amphibian house. Estimate whether the colony can supply this week's demand without dropping below
the breeding reserve of 2,000 adults.

Colony dubia-3: about 6,500 adults, 40 % gravid; harvest last week 1,900.
Demand this week: chameleons 420, poison dart frogs (none, too big), geckos 900, tree monitors 700.
Answer:""", "feeding:livefood", ["head", "key_value_inline", "rfc3339_us", "nanoid", "stable_neighbours"])


# --- positives: aquarium water-quality telemetry --------------------------------------------------------------------


@pos
def _lss_snapshot(g: Gen64) -> Draft:
    t = us_central(g.moment())
    return P(f"""You are the life support systems (LSS) assistant of Gulf Shore Aquarium. Compare each reading with its
target and list actions for the operator, most urgent first.

Life support readings {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot ' + g.uuid6(t) + ')')} for this request:
System                 Sampled  Temp C  Salinity ppt  pH    ORP mV  NH3/NH4 mg/l  NO2 mg/l
Open ocean (3.1 ML)    06:00    24.1    33.8          8.05  318     0.02          0.01
Ray touch pool         06:05    23.6    32.1          7.88  251     0.11          0.04
Seahorse rack          06:10    22.9    34.6          8.12  296     0.00          0.00
Targets: pH 8.0-8.3, ORP 280-350, NH3/NH4 < 0.05, NO2 < 0.02, salinity 32-35.

Actions:""", "lss:snapshot", ["snapshot_phrase", "parenthesised_id", "uuid6", "rfc3339", "offset",
                               "readings_stay"])


@pos
def _orp_alarm_relay(g: Gen64) -> Draft:
    t = g.moment()
    alarm = t - timedelta(seconds=g.small(20, 200))
    return P(f"""Night operator assistant, LSS. Explain the alarm in one sentence and list what to check first, in
order. The operator is alone; anything that needs a diver waits for the morning.

{{
  {v('request_id', '"relay_id": "rly_' + g.b58(18) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "source": "lss-scada-2",
  "alarm": {{
    "tag": "SHK-ORP-01",
    "system": "Shark lagoon (1.2 ML)",
    "value": 452,
    "unit": "mV",
    "limit_high": 420,
    "alarm_time": "{rfc3339(alarm)}"
  }}
}}
Operator:""", "lss:alarm-relay", ["json_block", "relay_envelope", "base58", "rfc3339_ms", "payload_stays"])


@pos
def _kreisel_yaml(g: Gen64) -> Draft:
    t = eu(g.moment())
    return P(f"""You help the jellyfish team keep their kreisel tanks stable. From the status below, say whether the
flow is right for the life stage and what to change.

kreisel_status:  # fetched from the controller for this request
  tank: JK-4 (Aurelia aurita, ephyrae to 2 cm)
  {v('datetime', 'status_fetched_at: ' + go_nano(t, g.small(1, 1000)))}
  flow_lpm: 11.8
  temp_c: 17.9
  screen_last_cleaned: 2026-05-10
  note: "some ephyrae caught on the outlet screen"

Advice:""", "lss:kreisel", ["nested_yaml", "go_rfc3339nano", "offset", "fetch_stamp"])


@pos
def _bridge_keyvalue(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""BRIDGE_SITE=greywater-bay
{v('request_id', 'BRIDGE_POLL_ID=' + g.ulid(t).lower())}
{v('epoch', 'BRIDGE_POLL_TS=' + str(epoch_ms(t)))}
BRIDGE_PROTOCOL=modbus-tcp

You summarise overnight water-quality trends for the morning meeting: one line per system, only what
changed.

Penguin pool: temp 9.8 -> 11.2 C between 01:00 and 05:00 (chiller 2 tripped at 00:52, reset 05:03).
Otter stream: turbidity 2.1 -> 6.4 NTU after the 03:00 backwash.
Kelp tank: no change.
Summary:""", "lss:bridge-env", ["keyvalue_lines", "ulid_lower", "epoch_ms", "head", "stable_neighbours"])


@pos
def _hawaiian_coral(g: Gen64) -> Draft:
    t = g.moment(HST)
    day = f"{HAW_DAYS[t.weekday()]}, {t.day} {HAW_MONTHS[t.month - 1]} {t.year}"
    return P(f"""ʻO ʻoe ke kōkua no ka hui mālama ʻākoʻakoʻa o ka hale hōʻikeʻike iʻa. E kōkua i ka mea mālama e
hoʻoponopono i ka wai o nā pahu ʻākoʻakoʻa, a e haʻi pōkole.
{v('date', 'I kēia lā: ' + day)}
Pahu: 3 (Montipora capitata, Porites compressa)

Mea mālama: Ua piʻi ka nitrate i 12 ppm ma ka pahu 3, a ua haʻalele ka phosphate i 0.01. Ua māʻule
kekahi mau ʻāpana Montipora. He aha kaʻu e hana ai?""", "lss:hawaiian-coral",
             ["system_tail", "localized_now", "hawaiian", "okina", "non_english"])


@pos
def _copper_grpc(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  :authority: lss-advisor.internal
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.small(1, 1000))))}
  grpc-timeout: 20S
  user-agent: grpc-python/1.64.1

You advise on chelated copper treatment in the quarantine systems. Keep copper at 0.15-0.20 mg/l
(chelated) for 14 days; sharks, rays and invertebrates must never be in a copper system.

Q-system 2 today: 0.12 mg/l (target 0.18). Treatment day 6 of 14. Animals: 11 yellow tangs, 4 regal
tangs. The aquarist wants to add a small nurse shark pup to the same system because Q-3 is full.
Advice:""", "lss:copper-grpc", ["head", "grpc_metadata", "epoch_ns", "nested_member", "stable_neighbours"])


@pos
def _temp_query_window(g: Gen64) -> Draft:
    end = g.moment()
    start = end - timedelta(hours=6)
    return P(f"""You read LSS telemetry for the curator. The dashboard ran this query for the prompt; describe the
temperature trend and say whether the reef tank left its band (25.0-26.5 C).

Query: avg_over_time(lss_temp_c{{tank="reef-main"}}[5m]) {v('datetime', 'start=' + rfc3339(start) + ' end=' + rfc3339(end))} step=5m
Result (C): 25.9 25.9 26.0 26.1 26.3 26.6 26.8 26.9 26.8 26.6 26.4 26.2 (every 30 min, oldest first)

Trend:""", "lss:query-window", ["query_window", "two_ends_one_span", "rfc3339", "key_value_inline"])


@pos
def _intake_b3(g: Gen64) -> Draft:
    return P(f"""You watch the natural-seawater intake for Saltmarsh Sea Life Centre. If turbidity or algae counts are
high, advise switching the exhibits to the reserve tank and for how long.
X-B3-Sampled: 1
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
{v('trace_id', 'X-B3-ParentSpanId: ' + g.hex(16))}

Operator: Intake turbidity is 38 NTU after last night's storm, and the lab counted 1.2 million cells/l
of Pseudo-nitzschia in this morning's sample. Reserve tank is 80 % full.
Assistant:""", "lss:intake-b3", ["b3_multi", "header_block", "sampled_stays"])


@pos
def _phi3_nitrate(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<|system|>
You are the water-quality assistant of the freshwater gallery. Answer with the likely cause and one
corrective step; mention when to retest.
{v('datetime', 'Now: ' + asctime(t))}
<|end|>
<|user|>
Nitrate in the Amazon flooded-forest tank went from 18 to 41 mg/l in two weeks. We added 30 cardinal
tetras and a new batch of leaf litter on the 3rd.<|end|>
<|assistant|>
""", "lss:phi3-nitrate", ["phi3", "system_turn_line", "asctime"])


# --- positives: wildlife tracking collars ---------------------------------------------------------------------------


@pos
def _movebank_download(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""You are the tracking analyst's assistant for the Chobe elephant collaring study. Use the fixes below
only; say when a gap in the fixes makes a conclusion unsafe.

Fixes downloaded from Movebank {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(download ' + g.hex(12) + ')')} for this request:
individual,timestamp,location-lat,location-long,gps:hdop
EL-F07 Mma Kgosi,2026-05-12 18:00:00.000,-17.8121,25.1406,1.2
EL-F07 Mma Kgosi,2026-05-12 20:00:00.000,-17.8349,25.1512,0.9
EL-F07 Mma Kgosi,2026-05-12 22:00:00.000,-17.8520,25.1733,1.1
EL-F07 Mma Kgosi,2026-05-13 02:00:00.000,-17.8611,25.1981,3.8

Question: Did she cross the Kasane-Ngoma road (roughly latitude -17.84 on this stretch) during the
night, and at about what time?
Answer:""", "collars:movebank", ["fetch_stamp", "parenthesised_id", "hex12", "rfc3339", "fixes_stay"])


@pos
def _iridium_relay(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Collar message relayed by the tracking gateway:
{v('request_id', 'X-Relay-Id: ' + g.uuid4())}
{v('datetime', 'X-Relay-Received: ' + rfc2822(t))}
X-Relay-Source: iridium-directip

IMEI: 300434067921840
MOMSN: 18211
Time of session (UTC): 2026-05-14 03:00:41
Fix: -19.2041, 23.5512, HDOP 1.1, 3D
Activity: 0 (last 6 h)   Mortality flag: SET

You are the duty officer's assistant for a wild dog project in northern Botswana. Say whether this
looks like a mortality or a dropped collar, and what the field team should do first.
Assistant:""", "collars:iridium-relay", ["head", "relay_envelope", "rfc2822", "payload_stays"])


@pos
def _mortality_cloudevent_binary(g: Gen64) -> Draft:
    t = g.moment()
    ev = t - timedelta(hours=g.small(6, 10))
    return P(f"""ce-specversion: 1.0
ce-type: org.collar-gateway.mortality.v1
ce-source: /collars/gps-plus/41877
{v('request_id', 'ce-id: ' + g.uuid7(t))}
{v('datetime', 'ce-time: ' + rfc3339(t, 6))}
content-type: application/json

{{"collar":"41877","animal":"African wild dog AWD-F12 (Mababe pack)","event_time":"{rfc3339(ev)}","last_fix":{{"lat":-19.1102,"lon":23.9741}},"mortality_since_h":8}}

Draft the SMS for the field vet: animal, where, since when, and that the pack must not be approached
on foot.
SMS:""", "collars:cloudevent-binary", ["head", "cloudevents_binary", "uuid7", "rfc3339_us", "payload_stays"])


@pos
def _uplink_xml(g: Gen64) -> Draft:
    return P(f"""<uplink>
  <collar>GPS-PLUS 30841</collar>
  {v('request_id', '<request_id>ulr_' + g.b32(20) + '</request_id>')}
  {v('nonce', '<nonce>' + g.b64url(12) + '</nonce>')}
  <schedule>fix every 2 h; every 30 min from 17:00 to 07:00</schedule>
</uplink>
You check collar schedules before they are sent over the air. Estimate the battery life from the
schedule (the battery lasts about 9,000 fixes) and say if it will last until the planned drop-off on
2027-06-30, counting from a deployment in May 2026.
Check:""", "collars:uplink-xml", ["xml_element", "base32", "b64url", "nonce", "head"])


@pos
def _kyrgyz_snow_leopard(g: Gen64) -> Draft:
    t = g.moment(KGT)
    return P(f"""Сиз Сарычат-Эрташ коругундагы илбирстерди изилдөө тобунун жардамчысысыз. Ошейниктин маалыматтарын
кыска жана так түшүндүрүңүз.
{v('datetime', 'Азыркы убакыт: ' + dmy(t, '.'))}
Ошейник: GPS-Iridium 27014 (илбирс F3)

Изилдөөчү: F3 акыркы 48 саатта бир жерден жылбай жатат, бирок активдүүлүк сенсору дагы эле
кыймылды көрсөтүп турат. Бул олжонун жанындабы же ошейник түшүп калдыбы?""",
             "collars:kyrgyz-snow-leopard", ["system_tail", "localized_now", "kyrgyz", "cyrillic", "non_english"])


@pos
def _earthranger_positions(g: Gen64) -> Draft:
    t = g.moment(EAT)
    return P(f"""You support the human-elephant conflict desk. From the positions below, list the farms that need an
early-warning SMS and say which ranger team is closest.

Subject positions {v('datetime', 'as of ' + dmy(t, '/') + ' EAT')} {v('request_id', '(query ' + g.b62(10) + ')')} for this request:
Elephant Tembo (collar 2210)   last fix 05:40   0.6 km from Kimana farms, heading NE
Elephant Nalepo (collar 2231)  last fix 05:20   3.8 km from Kimana farms, stationary
Elephant Kitili (collar 2245)  last fix 03:00   no fix since (satellite gap)
Ranger team Alpha at Kimana gate; team Bravo at Isinet.

Warnings:""", "collars:earthranger", ["snapshot_phrase", "parenthesised_id", "day_first", "zone_name",
                                      "fixes_stay"])


@pos
def _greenlandic_muskox(g: Gen64) -> Draft:
    t = g.moment(WGT)
    return P(f"""Illit umimmaat GPS-imik nalunaaqutsersukkat misissorneranni ilisimatuut ikiortaraatit. Naatsumik
paasiuminartumillu akissuteqarit.
{v('datetime', f'Ullumi: {t.day}. {KL_MONTHS[t.month - 1]} {t.year}, nal. {t:%H:%M}')}

Ilisimatusartoq: Umimmak M7 ulluni pingasuni nuuttanngilaq, kisianni qaammataasamit
nalunaarutit suli tikiupput. Qanoq iliussaanga?""", "collars:greenlandic-muskox",
             ["system_tail", "localized_now", "greenlandic", "non_english"])


@pos
def _logger_api_call(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Outgoing call the program made for this request:
GET /api/v2/devices/214077/gps?since=2026-04-01T00:00:00Z HTTP/1.1
Host: api.logger-vendor.example
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'stork-project'))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Accept: application/json

Response (abridged): 14 fixes since the last download, all in the Bekaa valley; the bird has not moved
more than 3 km in 5 days.

You help the white stork migration project. Is this a normal stopover or should we ask the Lebanese
partners to look for the bird?
Answer:""", "collars:logger-api", ["http_request", "bearer_jwt", "request_id", "head"])


@pos
def _argos_turtle_pull(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You interpret satellite-tag locations of a post-release green turtle for the rehabilitation centre.
Ignore location classes A, B and Z unless nothing else is available.

Locations pulled from the Argos web service {v('datetime', 'at ' + argos_doy(t) + ' UTC')} for this request:
2026-131 22:41:07  LC 2  20.812 N  156.970 W
2026-132 04:10:55  LC B  20.914 N  157.102 W
2026-132 09:33:12  LC 1  20.880 N  157.055 W
2026-133 01:02:40  LC 3  20.702 N  157.331 W

Question: Is the turtle heading for the feeding grounds off Molokaʻi or back towards Maui?
Answer:""", "collars:argos-pull", ["fetch_stamp", "argos_day_of_year", "inline_phrase", "locations_stay"])


# --- positives: camera traps ----------------------------------------------------------------------------------------


@pos
def _cellular_trap_mms(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""You are the camera-trap desk assistant of a rhino sanctuary. When a cellular trap sends a photo, say
whether the caption needs a ranger response now, later, or not at all.

Cellular trap CT-22 sent a new photo. Caption printed by the trap:
"CT-22 2026-05-14 02:13:08 14C MOON WANING - 2 PERSON(S) - FENCE LINE KM 9"
{v('message_id', 'Msg-Id: MM' + g.hex(32))}
{v('datetime', 'Received: ' + dmy(t, '/', True))}
Response:""", "cameratraps:cellular-mms", ["per_item_stamp", "twilio_sid", "day_first", "caption_stays"])


@pos
def _id_review_table(g: Gen64) -> Draft:
    t = g.moment(ECT)
    return P(f"""| Field        | Value                          |
|--------------|--------------------------------|
| Project      | Yasuní camera grid 2026        |
| Reviewer     | m.andrade                      |
{v('session_id', '| Session      | ' + g.b32(26) + '     |')}
{v('datetime', '| Opened       | ' + rfc3339(t) + '      |')}

You help reviewers confirm species identifications in camera-trap images. Suggest the most likely
species and the features to check; never confirm an identification yourself.

Reviewer: Sequence 4 of 9: a small spotted cat at night, long tail, large eyes, on a branch about 2 m
up. Margay or ocelot?
Assistant:""", "cameratraps:id-review", ["md_table", "base32", "rfc3339", "offset_minus5", "head"])


@pos
def _edge_cam_telegram(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""Ops room assistant, north sector. Edge cameras post to the ops room group; decide whether to dispatch
the quick reaction team and what to tell them.

{{
  {v('request_id', '"update_id": ' + g.digits(9) + ',')}
  "message": {{
    {v('message_id', '"message_id": ' + str(g.small(1000, 99999)) + ',')}
    "from": {{"id": 7712044391, "is_bot": true, "first_name": "EdgeCam"}},
    "chat": {{"id": -1001893442210, "title": "Ops room - north sector", "type": "supergroup"}},
    {v('epoch', '"date": ' + str(epoch_s(t)) + ',')}
    "text": "PERSON x2 detected CAM-N07 (boundary fence km 14), confidence 0.91, heading W"
  }}
}}
Decision:""", "cameratraps:telegram-update", ["json_block", "telegram_update", "epoch_s", "chat_stays"])


@pos
def _zooniverse_upload(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You write the short "what's new" note for volunteers of a camera-trap citizen science project. Keep it
friendly, under 60 words, and do not promise species that have not been confirmed.

Subject set upload batch {v('run_id', g.ksuid(t))} queued {v('datetime', 'at ' + rfc3339(t, 3))} for project snapshot-luangwa.
New season: 41,200 images from 62 sites, wet season 2025/26. Field team's notes: lots of puku and
impala, a pack of wild dogs at site B07 in February, and possibly a pangolin at C11.
Note:""", "cameratraps:zooniverse-batch", ["run_sentence", "ksuid", "rfc3339_ms", "inline_phrase"])


@pos
def _grid_planner_today(g: Gen64) -> Draft:
    t = g.moment(MYT)
    return P(f"""You help plan camera-trap grids for a Sabah forest reserve. {v('date', 'Today is ' + long_date(t) + '.')} Traps
must run at least 60 days, cards are swapped every 30 days, and the wet season roads close in
November.

User: We have 40 cameras and a 2 km grid over the logged and unlogged blocks. When is the latest we
can deploy so that the second card swap happens before the roads close?
Assistant:""", "cameratraps:grid-planner", ["inline_sentence", "long_date", "head"])


@pos
def _lao_camera_trap(g: Gen64) -> Draft:
    t = g.moment(ICT)
    day = local_digits(f"{t.day} {LO_MONTHS[t.month - 1]} {t.year}", LAO_DIGITS)
    return P(f"""ທ່ານແມ່ນຜູ້ຊ່ວຍຂອງທີມງານກ້ອງດັກຖ່າຍສັດປ່າ ຢູ່ປ່າສະຫງວນແຫ່ງຊາດ ນ້ຳແອດ-ພູເລີຍ. ຊ່ວຍສະຫຼຸບຂໍ້ມູນໃຫ້ສັ້ນ
ແລະ ຊັດເຈນ.
{v('date', 'ມື້ນີ້: ' + day)}

ພະນັກງານ: ກ້ອງ NEPL-17 ຖ່າຍໄດ້ກວາງຊາຍ 3 ຄັ້ງ ແລະ ຄົນ 1 ຄັ້ງ ໃນອາທິດນີ້. ຄວນຍ້າຍກ້ອງໄປບ່ອນອື່ນບໍ?""",
             "cameratraps:lao", ["system_tail", "localized_now", "lao", "lao_digits", "non_english"])


@pos
def _sd_ingest_comment(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<!-- ingest card=SD-0412 {v('run_id', 'job=' + g.xid(t))} {v('epoch', 'at=' + str(epoch_ms(t)))} station=CT-31 -->
You check camera-trap card ingests before the images go to the project database. Flag gaps in the
trigger sequence and cards that stopped early.

Card SD-0412 from station CT-31: 2,184 images, first 2026-03-02 16:40, last 2026-03-19 04:12;
battery log shows 0 % on 2026-03-19; 3 bursts with only 2 of 3 frames.
Check:""", "cameratraps:sd-ingest", ["html_comment", "key_value_inline", "xid", "epoch_ms", "head"])


# --- positives: ranger patrols and anti-poaching --------------------------------------------------------------------


@pos
def _smart_app_session(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""You help rangers turn their patrol observations into the weekly patrol summary for the section
ranger. Count snares, carcasses and signs of incursion separately.
Conservation area: Lower Zambezi, section 3
Patrol: LZ3-2026-0514-A (foot, 4 rangers)
{v('session_id', 'Ranger app session: ' + g.nanoid())}
{v('datetime', 'Session opened: ' + rfc3339(t))}

Observations: 06:40 wire snare (removed) at waypoint 112; 08:15 old campfire, 2-3 days; 09:30 buffalo
carcass, snared, 1 week; 11:05 two more snares (removed) along the same game trail; 13:20 footprints of
3 people heading to the river.
Summary:""", "rangers:smart-session", ["header_block", "nanoid", "rfc3339", "offset", "patrol_stays"])


@pos
def _radio_room_dtg(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Radio room log assistant. Turn the operator's shorthand into full log entries and keep every time as
the operator wrote it.
{v('datetime', 'Console DTG: ' + dtg(t))}
Operator: R. Mwale

Shorthand: 0512 Alpha dep HQ 4 pax foot / 0648 Alpha at WP31 snare x1 rmvd / 0720 Bravo veh U/S at km 22
req tow / 0805 air wing ETA Bravo 0840.
Log:""", "rangers:radio-dtg", ["system_tail", "military_dtg", "console_clock", "log_times_stay"])


@pos
def _gunshot_cloudevent(g: Gen64) -> Draft:
    t = g.moment()
    det = t - timedelta(seconds=g.small(30, 300))
    return P(f"""Acoustic gunshot detection alert, forwarded to the duty officer's assistant:

{{
  "specversion": "1.0",
  "type": "org.acoustic-net.gunshot.detected",
  "source": "/arrays/south-block/node-14",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{
    "detected_at": "{rfc3339(det, 3)}",
    "bearing_deg": 212,
    "distance_m": 1400,
    "confidence": 0.87,
    "node": "SB-14"
  }}
}}

Tell the duty officer where to send the nearest team and what to watch for on approach.
Assistant:""", "rangers:gunshot-cloudevent", ["cloudevents_structured", "json_block", "payload_stays"])


@pos
def _drone_briefing(g: Gen64) -> Draft:
    t = g.moment(SAST)
    return P(f"""Thermal drone briefing for tonight's anti-poaching flights. Briefing assembled {v('datetime', 'at ' + js_tostring(t, 'South Africa Standard Time'))} for this request.
Pilot: T. Nkosi   Aircraft: quadcopter Q-3 (thermal)   Launch point: Nyala camp

Flight windows agreed with the section ranger: 19:30-21:00 and 02:00-03:30. Moon sets at 23:48. Rhino
cow and calf were last seen at waterhole 7 at 16:20.

Write the briefing in five lines: route, what to look for, radio channel, abort conditions, handover.
Briefing:""", "rangers:drone-briefing", ["inline_phrase", "js_tostring", "head", "windows_stay"])


@pos
def _luganda_snares(g: Gen64) -> Draft:
    t = g.moment(EAT)
    return P(f"""Oli muyambi w'abakuumi b'ensolo mu Ppaaka y'eggwanga eya Queen Elizabeth. Yamba okuwandiika lipoota
ennyimpi ku mitego egyazuuliddwa, era tolowooza ku bintu ebitali mu bubaka.
{v('datetime', f'Kaakano: {t.day} {LG_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}

Omukuumi: Twazudde emitego kkumi n'ena okumpi n'ekitundu ky'empologoma e Ishasha, era twagiggyeewo
gyonna. Waliwo n'ekisolo ekimu ekyafudde mu mutego. Nnyamba okuwandiika lipoota.""",
             "rangers:luganda-snares", ["system_tail", "localized_now", "luganda", "non_english"])


@pos
def _shona_hwange(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""Uri mubatsiri wevarindi vemhuka muHwange National Park. Batsira kunyora mushumo mupfupi wepatrol,
uchiisa zvinhu zvakakosha pamberi.
{v('date', f'Nhasi: {t.day} {SN_MONTHS[t.month - 1]} {t.year}')}
Chikamu: Main Camp - Shumba

Murindi: Takawana zvitunha zvenzou zviviri padyo neShumba pan, nyanga dzakabviswa. Takaonawo tsoka
dzevanhu vatatu dzakananga kumuganhu. Ndibatsire kunyora mushumo.""", "rangers:shona-hwange",
             ["system_tail", "localized_now", "shona", "non_english"])


@pos
def _inuktitut_bear_patrol(g: Gen64) -> Draft:
    t = g.moment(CDT)
    return P(f"""ᐃᓕᑦ ᐃᑲᔪᖅᑎᐅᔪᑦ ᓇᓄᕐᓂᒃ ᐊᐃᑦᑐᖅᓯᔨᓄᑦ ᐊᕐᕕᐊᑦ ᓄᓇᓕᖓᓂ. ᓇᐃᓈᖅᓯᒪᔪᒥᒃ ᑭᐅᓂᐊᖅᐳᑎᑦ.
{v('date', f'ᐅᓪᓗᒥ: {IU_MONTHS[t.month - 1]} {t.day}, {t.year}')}

ᐊᐃᑦᑐᖅᓯᔨ: ᓇᓄᖅ ᑕᑯᔭᐅᓚᐅᖅᑐᖅ ᓄᓇᓕᐅᑉ ᓯᓈᓂ ᐅᓐᓄᒃᑯᑦ. ᖃᓄᐃᓕᐅᖅᑐᖃᕆᐊᖃᖅᐸ?""",
             "rangers:inuktitut-bears", ["system_tail", "localized_now", "inuktitut", "syllabics", "non_english"])


@pos
def _incident_report_today(g: Gen64) -> Draft:
    t = g.moment(EAT)
    return P(f"""Incident report generator, Anti-Poaching Unit, Ruaha landscape.
{v('date', 'Date of report (filled in by the report tool, today): ' + f'{t.day:02d}-{MONTHS[t.month - 1]}-{t.year}')}
Incident: APU-RUA-2026-019
Occurred: 2026-05-09 around 23:30, Mwagusi sand river
Reported by: patrol team Simba-2

Facts: one elephant carcass, tusks removed with an axe; 7.62 mm cartridge case found 30 m away;
footprints of two people towards the village road; carcass about 18 hours old at 17:00 on 2026-05-10.
Write the report's narrative section, factual and in the past tense.
Narrative:""", "rangers:incident-report", ["today_in_artefact", "dd_mon_yyyy", "record_dates_stay"])


@pos
def _ranger_whatsapp(g: Gen64) -> Draft:
    t = g.moment(EAT)
    return P(f"""You are the control room assistant for the community rangers. Messages come from ranger phones;
summarise each message for the log and say if the duty officer must call back.

{{
  "messaging_product": "whatsapp",
  "contacts": [{{"wa_id": "255754112233", "profile": {{"name": "Ranger Neema"}}}}],
  "messages": [{{
    "from": "255754112233",
    {v('message_id', '"id": "' + g.wamid() + '",')}
    {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
    "type": "text",
    "text": {{"body": "Tumeona kundi la mbwa mwitu 9 karibu na kijiji cha Mbomipa, wanakula mbuzi. Tunaomba msaada."}}
  }}]
}}
Summary:""", "rangers:whatsapp", ["json_block", "wamid", "epoch_s", "sender_stays", "envelope"])


@pos
def _informant_ivr(g: Gen64) -> Draft:
    t = g.moment(EAT)
    return P(f"""Wildlife crime tip line. The caller is anonymous and may hang up at any time: ask first for the place,
then the time, then what they saw. Never ask for the caller's name.
{v('session_id', 'IVR call: ' + g.digits(10))}
{v('datetime', 'Answer time: ' + us_medium(t))}
Line: tip line 3 (Swahili / English)

Caller: There are two men with a motorbike selling pangolin scales at the market near the bus stand.
They come on Saturdays.
Assistant:""", "rangers:tip-line", ["header_block", "decimal_call_id", "us_medium", "stable_neighbours"])


@pos
def _tok_pisin_patrol(g: Gen64) -> Draft:
    t = g.moment(PGT)
    days = ["Mande", "Tunde", "Trinde", "Fonde", "Fraide", "Sarere", "Sande"]
    return P(f"""Yu save helpim ol rensa bilong YUS Konsevesen Eria long raitim ripot bilong patrol. Raitim sotpela
na klia, na no ken putim samting i no stap long toktok bilong rensa.
{v('date', f'Tede: {days[t.weekday()]}, {t.day} {TPI_MONTHS[t.month - 1]} {t.year}')}

Rensa: Mipela i painim tupela trap bilong kapul long rot i go long Teptep na mipela i rausim. Mipela
i lukim tu wanpela tri kangaru long diwai klostu long wara. Helpim mi long raitim ripot.""",
             "rangers:tok-pisin", ["system_tail", "localized_now", "tok_pisin", "weekday", "non_english"])


@pos
def _smart_connect_sync(g: Gen64) -> Draft:
    t = g.moment(CAT)
    return P(f"""You are the section ranger's assistant. Compare this week's patrol coverage with the plan and name the
blocks that were not patrolled.

Patrol tracks fetched from the SMART Connect server {v('datetime', 'at ' + py_logging(t))} {v('request_id', '(sync ' + g.uuid1() + ')')} for this request:
Block K1  planned 3  done 3  km 41.2
Block K2  planned 2  done 0  km 0.0   (vehicle U/S 12-14 May)
Block K3  planned 3  done 2  km 18.7
Block K4  planned 1  done 1  km 9.9

Gaps:""", "rangers:smart-connect", ["fetch_stamp", "python_logging", "parenthesised_id", "uuid1", "tracks_stay"])


# --- positives: park permits and visitor bookings -------------------------------------------------------------------


@pos
def _backcountry_hold(g: Gen64) -> Draft:
    t = us_pacific(g.moment())
    expiry = t + timedelta(minutes=15)
    return P(f"""You are the wilderness permit assistant for a national park's backcountry office. Help the visitor
finish the permit before the hold runs out; never extend a hold yourself.
Trip: Rae Lakes loop, entry trailhead Road's End, 3 nights, party of 4
Held campsites: Middle Paradise (night 1), Woods Creek (night 2), Rae Lakes (night 3)
{v('token', 'Hold token: ' + g.b64url(24))}
{v('datetime', 'Hold expires: ' + rfc3339(expiry))}

Visitor: Do we need a bear canister for each person, or one per group? And can one of us join on day 2?
Assistant:""", "permits:backcountry-hold", ["header_block", "hold_token", "expiry_from_now", "b64url",
                                           "bookings_stay"])


@pos
def _timed_entry_checkout(g: Gen64) -> Draft:
    return P(f"""You help visitors complete timed-entry reservations for a mountain national park. Entry windows are
content of the reservation; you cannot change them after payment.
Stripe-Version: 2024-06-20
Customer: cus_QkT7fY2wXn8aLm
{v('session_id', 'Checkout session: cs_live_' + g.b62(58))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Reservation: Bear Lake Road corridor, entry window 09:00-11:00, 2026-07-18, 1 vehicle, $2 fee + $35 pass

Visitor: If we arrive at 11:20 because of traffic, can we still get in?
Assistant:""", "permits:timed-entry", ["header_block", "stripe_checkout", "idempotency_key", "customer_stays"])


@pos
def _gorilla_permit_trace(g: Gen64) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: permits=' + g.b64url(9) + ',edge=' + g.hex(8))}

You answer questions about gorilla trekking permits for a tour operator's booking desk. Use the
permit rules below only.

Rules: one permit per person per trek, minimum age 15, permits are not refundable but can be moved once
to another date more than 90 days ahead; maximum 8 visitors per habituated family per day.

Agent: A client booked 2026-08-12 and now wants 2026-09-30 instead. Today's date is known to the
booking system. Can they move it?
Answer:""", "permits:gorilla-trace", ["head", "traceparent", "tracestate", "header_block"])


@pos
def _xhosa_addo(g: Gen64) -> Draft:
    t = g.moment(SAST)
    return P(f"""Ungumncedisi wokubhukisha kwiPaki yeSizwe yeNdlovu yaseAddo. Phendula ngokufutshane, kwaye uxelele
undwendwe ukuba iindawo zokuhlala ezifumanekayo zithini.
{v('date', f'Namhlanje: {t.day} {XH_MONTHS[t.month - 1]} {t.year}')}
Iindawo: Main Camp (chalets, camping), Matyholweni, Spekboom tented camp

Undwendwe: Ndifuna ukubhukisha indawo yokukampisha iintsuku ezimbini kwiveki ezayo, sibantu abane
nemoto enye. Ikhona indawo?""", "permits:xhosa-addo", ["system_tail", "localized_now", "xhosa", "non_english"])


@pos
def _romansh_swiss_park(g: Gen64) -> Draft:
    t = eu(g.moment())
    return P(f"""Tü est l'assistent dal center da visitaduors dal parc naziunal. Respuonda cuort e dà be infuormaziuns
davart las sendas avertas e las reglas dal parc (na bandunar las sendas, ingüns chauns, ingün fö).
{v('date', f'Hoz: {t.day} {RM_MONTHS[t.month - 1]} {t.year}')}

Visitadur: Es la senda da la Val Trupchun averta? Nus vulessan ir cun duos uffants da set e nouv ons.""",
             "permits:romansh-park", ["system_tail", "localized_now", "romansh", "non_english"])


@pos
def _campground_live(g: Gen64) -> Draft:
    t = g.moment(AEST)
    return P(f"""You are the campground assistant for a Queensland national park. Offer only sites that are free for
all requested nights, and mention generator and fire rules.

Campground availability for Fraser Island east coast zones:
Zone   Fri  Sat  Sun  Vehicle access
Z1     3    0    5    4WD, beach
Z2     6    2    8    4WD, beach
Z4     1    1    1    4WD, inland track
{v('datetime', 'Availability updated: ' + rfc3339_min(t) + ' (live, this request)')}

Visitor: Two 4WDs, Friday to Sunday night, as close to Eli Creek as possible.
Assistant:""", "permits:campground-live", ["live_stamp", "rfc3339_minutes", "whole_line", "table_stays"])


@pos
def _trailhead_kiosk_bullets(g: Gen64) -> Draft:
    t = g.moment(MST)
    return P(f"""# Trailhead kiosk
- **Kiosk:** Angels Landing shuttle stop, kiosk 2
- **Language:** en
{v('session_id', '- **Kiosk session:** ' + g.cuid2())}
{v('datetime', '- **Local time:** ' + clock12(t))}

You answer hikers at the trailhead kiosk. The chains section needs a day-use permit from the lottery;
without it, hikers may go as far as Scout Lookout. Last shuttle down leaves at 8:45 pm.

Hiker: I didn't win the lottery. How far can I go, and will I make the last shuttle if I start now?
Assistant:""", "permits:trailhead-kiosk", ["md_bullets", "cuid2", "time_alone_12h", "kiosk_clock", "head"])


@pos
def _drone_filming_quote(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Filming permit quote generator - marine park authority
{v('request_id', 'Quote: q_' + g.b58(16))}
{v('datetime', 'Quoted at: ' + rfc3339(t))}
{v('datetime', 'Quote valid until: ' + rfc3339(t + timedelta(days=14)))}
Applicant: Blue Reef Films Pty Ltd
Activity: drone filming of whale-watching vessels, 3 days, Zone B (no drones within 100 m of whales)
Fee schedule 2026: EUR 380/day commercial filming, EUR 120 assessment fee

Write the cover note for the quote, including the total and the conditions.
Note:""", "permits:filming-quote", ["head", "quote", "validity_from_now", "base58", "rfc3339"])


@pos
def _reservation_cookie(g: Gen64) -> Draft:
    return P(f"""Request context for the reservation assistant:
Cookie: locale=en-CA; consent=granted; {v('session_id', 'rsv_session=' + g.b64url(30))}
Accept-Language: en-CA,fr-CA;q=0.8

You help campers book oTENTiks and frontcountry campsites in a national park. Sites open for booking in
January; cancellations made less than 3 days before arrival lose the first night.

Camper: We booked an oTENTik for July 4-7 and need to cancel the first night only. What do we lose?
Assistant:""", "permits:reservation-cookie", ["cookie_last_pair", "b64url", "header_block", "stable_neighbours"])


@pos
def _visitor_centre_widget(g: Gen64) -> Draft:
    t = g.moment(ECT)
    return P(f"""{{
  "widget": "visitor-centre-chat",
  "park": "Galápagos visitor centre (Puerto Ayora)",
  {v('session_id', '"chat_id": "' + g.push_id(t) + '",')}
  {v('datetime', '"started_at": "' + rfc3339(t) + '",')}
  "visitor_language": "en"
}}
You answer visitors' questions about visiting sites, guides and the park entry fee. Every visiting
site outside the towns needs a licensed naturalist guide.

Visitor: Can we walk to Tortuga Bay on our own, or do we need a guide there too?
Assistant:""", "permits:visitor-widget", ["json_block", "firebase_push_id", "rfc3339", "offset_minus5", "head"])


@pos
def _guarani_reserve(g: Gen64) -> Draft:
    t = g.moment(PYT)
    return P(f"""Nde ha'e pytyvõhára Mbaracayú Reserva Natural-pe visitante ñemoĩ rehegua. Embohovái mbykymi ha
emombe'u mba'e árapa ikatu ou visitante ha mboy tapicha.
{v('date', f'Ko árape: {t.day} {GN_MONTHS[t.month - 1]} {t.year}')}

Visitante: Rohasase mokõi ára ko jasype, irundy tapicha ha peteĩ mitã. Ikatúpa roñemoĩ ha mboýpa
ohepyme'ẽta?""", "permits:guarani-reserve", ["system_tail", "localized_now", "guarani", "non_english"])


@pos
def _mykines_landing(g: Gen64) -> Draft:
    t = pt(g.moment())
    return P(f"""You sell boat and landing slots for a bird cliff island in the Faroe Islands. Landing fees go to the
landowners; hikers must stay on the marked path through the puffin colony and be back for the last boat.

Slots {v('datetime', 'as of ' + iso_space(t)[:16])} {v('request_id', '(snapshot ' + g.ksuid(t) + ')')} for this request:
Boat 08:20 from Sørvágur: 12 seats  | return 17:05: 30 seats
Boat 10:05 from Sørvágur: 0 seats   | return 19:30: 9 seats
Landing fee: DKK 150 (hiking path), valid on the day of the landing

Visitor: Two adults, we'd like the morning boat and the later return. Possible?
Assistant:""", "permits:faroes-landing", ["snapshot_phrase", "parenthesised_id", "ksuid", "iso_minutes",
                                          "slots_stay"])


@pos
def _dzongkha_trek_permit(g: Gen64) -> Draft:
    t = g.moment(BTT)
    return P(f"""ཁྱོད་ཀྱིས་ ལམ་འགྲུལ་པ་ཚུ་ལུ་ གཞུང་གི་ སྲུང་སྐྱོབ་ས་ཁོངས་ནང་ འགྲོ་ནིའི་ ཆོག་ཐམ་གྱི་ སྐོར་ལས་ གྲོགས་རམ་འབད། ཐུང་ཀུ་ར་ ལན་སློག།
{v('date', 'ད་རིས་ཀྱི་ཚེས་གྲངས: ' + local_digits(iso_date(t), TIBETAN_DIGITS))}

ལམ་འགྲུལ་པ: ང་ལུ་ ཇོ་མོ་ལྷ་རི་ ལམ་འགྲུལ་གྱི་ ཆོག་ཐམ་ དགོཔ་ཨིན། ག་དེ་སྦེ་ ཞུ་ནི་ཨིན་ན?""",
             "permits:dzongkha-trek", ["system_tail", "localized_now", "dzongkha", "tibetan_digits", "non_english"])


@pos
def _georgian_shelter(g: Gen64) -> Draft:
    t = g.moment(GET)
    return P(f"""შენ ხარ დაცული ტერიტორიის ვიზიტორთა ცენტრის ასისტენტი. უპასუხე მოკლედ და ურჩიე მხოლოდ
თავისუფალი თავშესაფრები.
{v('date', f'დღეს: {t.day} {KA_MONTHS[t.month - 1]} {t.year}')}

ვიზიტორი: შაბათ-კვირას ორი ღამით თავშესაფარი გვინდა მდინარე ალაზნის პირას, ოთხი ადამიანისთვის.
არის თავისუფალი ადგილი?""", "permits:georgian-shelter", ["system_tail", "localized_now", "georgian",
                                                        "non_english"])


@pos
def _lodge_sigv4(g: Gen64) -> Draft:
    t = g.moment()
    stamp = iso_basic(t)
    return P(f"""Signed request the booking assistant sent to the lodge inventory service for this conversation:
POST /inventory/query HTTP/1.1
Host: lodges.parks-inventory.example
{v('datetime', 'x-amz-date: ' + stamp)}
{v('signature', 'Authorization: AWS4-HMAC-SHA256 Credential=AKIAEXAMPLEPARKS/' + stamp[:8] + '/eu-west-1/execute-api/aws4_request, SignedHeaders=host;x-amz-date, Signature=' + g.hex(64))}
x-amz-content-sha256: UNSIGNED-PAYLOAD

Result: Okaukuejo waterhole chalets free 2026-09-03 to 2026-09-05 (2 units), Halali 2026-09-05 only.

Guest: We want two nights at Okaukuejo and one at Halali. Does that work with these dates?
Assistant:""", "permits:lodge-sigv4", ["sigv4", "iso_basic", "authorization_line", "result_stays"])


@pos
def _adoption_paypal(g: Gen64) -> Draft:
    return P(f"""Animal adoption checkout assistant, Tamarack Valley Zoo. Explain what the adoption pack includes and
that the money goes to the zoo's conservation fund; the animal stays at the zoo.
PayPal-Partner-Attribution-Id: TVZoo_SP
{v('request_id', 'PayPal-Request-Id: ' + g.uuid4())}
Pack: red panda adoption, GBP 60, digital certificate + plush + two keeper updates a year

Supporter: Can I put my granddaughter's name on the certificate, and when will the plush arrive?
Assistant:""", "permits:adoption-paypal", ["header_block", "paypal_request_id", "partner_id_stays"])


@pos
def _keeper_talk_sent(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You are the aquarium's visitor assistant in the mobile app. Suggest the next shows and talks the
visitor can reach. Today's programme: 11:30 sea otter feed, 13:00 shark talk, 14:30 penguin parade,
16:00 octopus enrichment.

Visitor: We're at the café by the kelp forest and have an hour. Which show is next? {v('datetime', '(sent ' + js_iso(t) + ')')}
Assistant:""", "permits:visitor-app-sent", ["sent_stamp", "js_iso", "last_user", "programme_stays"])


@pos
def _membership_oidc(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Member portal assistant, Greywater Bay Aquarium. The member is signed in; use the claims to personalise
the answer and never show them to the member.
id_token claims:
  iss: https://login.greywater-aquarium.example
  sub: member-118204
  email: a.kowal@example.org
  {v('epoch', 'iat: ' + str(epoch_s(t)))}
  {v('epoch', 'exp: ' + str(epoch_s(t) + 3600))}
  {v('nonce', 'nonce: ' + g.b64url(16))}
  membership: family, renews 2027-01-31

Member: Can we bring my sister on our family membership next Sunday?
Assistant:""", "permits:member-oidc", ["oidc_claims", "nested_member", "epoch_s", "nonce", "renewal_stays"])


# --- positives: species surveys and citizen science -----------------------------------------------------------------


@pos
def _fluke_submission(g: Gen64) -> Draft:
    t = g.moment(HST)
    return P(f"""You help citizen scientists submit humpback whale fluke photos. Check that the submission has what
the matching team needs (the underside of the fluke, date, place, vessel) and say what is missing.

Submitter: Photo from this morning's whale watch out of Lahaina, two adults and a calf, the fluke photo is
of the escort. Taken 2026-02-14 around 09:40 from the Ocean Spirit.
[image: fluke_escort_0940.jpg]
{v('request_id', 'Submission ref: ' + g.uuid8())}
{v('datetime', 'Uploaded: ' + mdy12(t, True))}
Check:""", "surveys:fluke-submission", ["upload_stamp", "uuid8", "month_first_12h", "photo_date_stays"])


@pos
def _frog_call_xml(g: Gen64) -> Draft:
    t = g.moment(AEST)
    return P(f"""You confirm frog call recordings for a national frog census. List the species you would expect at this
site and time of year, and what the validator should listen for; do not identify from the description
alone.
<recording>
  <site>farm dam, Kangaroo Valley NSW</site>
  {v('request_id', '<recording_ref>rec_' + g.b58(14) + '</recording_ref>')}
  {v('datetime', '<received>' + py_iso(t) + '</received>')}
  <recorded_by_user>2026-01-19 21:35</recorded_by_user>
  <length_s>42</length_s>
</recording>
Recorder's note: a loud "bonk" and a high repeated "crick-crick" from the reeds.
Answer:""", "surveys:frog-call", ["xml_element", "base58", "python_isoformat", "recording_time_stays"])


@pos
def _bat_batch(g: Gen64) -> Draft:
    t = uk(g.moment())
    return P(f"""You summarise bat detector surveys for ecologists' reports. Use the classifier's species and
confidence as given and never upgrade a "possible" to a confirmed record.

Analysis batch {v('run_id', g.uuid8())} queued {v('datetime', 'at ' + rfc3339(t))} on pipeline bats-uk-2.
Detector SM4-07, site: hedgerow transect H2, nights 2026-06-03 to 2026-06-05
Common pipistrelle 1,284 passes (high confidence), soprano pipistrelle 611 (high), noctule 44 (medium),
barbastelle 3 (possible), Myotis sp. 19 (low).

Summary:""", "surveys:bat-batch", ["run_sentence", "uuid8", "rfc3339", "offset", "inline_phrase"])


@pos
def _reef_survey_table(g: Gen64) -> Draft:
    t = g.moment(TLT)
    return P(f"""| Reef survey data entry |                                  |
|------------------------|----------------------------------|
| Diver                  | J. da Costa (level 2)            |
{v('session_id', '| Entry session          | ' + g.b32(20) + '             |')}
{v('datetime', '| Opened                 | ' + dmon(t) + ' TLT         |')}

You check reef fish transect entries before they are submitted: fish counts per 50 m block, sizes in the
standard size classes, and no species outside its known range without a photo.

Diver: Block 1 at Atauro, 8 m: Chromis viridis 120, Ctenochaetus striatus 14 (15 cm), Bolbometopon
muricatum 3 (75 cm), Cheilinus undulatus 1 (100 cm). Anything to check before I submit?
Assistant:""", "surveys:reef-entry", ["md_table", "base32", "dd_mon_yyyy", "zone_name", "head"])


@pos
def _dhivehi_manta(g: Gen64) -> Draft:
    t = g.moment(MVT)
    return P(f"""ތިބާއަކީ މަންޓާ ފޮޓޯ އައިޑީ ޕްރޮޖެކްޓްގެ އެހީތެރިއެކެވެ. ކުރުކޮށް އަދި ސާފުކޮށް ޖަވާބު ދެއްވާ.
{v('date', f'މިއަދުގެ ތާރީޚު: {t.day} {DV_MONTHS[t.month - 1]} {t.year}')}

ޑައިވަރު: ހަނިފަރުގައި މިއަދު 40 މަންޓާ ފެނުނު. ބަނޑުގެ ފޮޓޯތައް ފޮނުވާނީ ކިހިނެއް؟""",
             "surveys:dhivehi-manta", ["system_tail", "localized_now", "dhivehi", "thaana", "non_english"])


@pos
def _tetum_turtles(g: Gen64) -> Draft:
    t = g.moment(TLT)
    return P(f"""Ita-boot mak asistente ba ekipa ne'ebé patrulla praia ba lenuk-tasi. Hatán badak no klaru, no
labele inventa informasaun.
{v('date', f'Ohin: {t.day} {TET_MONTHS[t.month - 1]} {t.year}')}

Patrulla: Ami hetan kuak lenuk foun rua iha praia Valu kalan, no lenuk ida sei tau hela tolun. Oinsá
mak ami tenke rejista no proteje kuak sira?""", "surveys:tetum-turtles",
             ["system_tail", "localized_now", "tetum", "non_english"])


@pos
def _bioblitz_leaderboard(g: Gen64) -> Draft:
    t = us_pacific(g.moment())
    return P(f"""You write the hourly update for a city BioBlitz livestream: two cheerful sentences, the leading
neighbourhood and one interesting find. Do not invent species.

Leaderboard {v('datetime', 'as of ' + clock12(t))} for this request:
1. Golden Gate Park - 1,412 observations, 388 species
2. Presidio - 1,209 observations, 402 species
3. McLaren Park - 655 observations, 231 species
Notable: first city record of a Pacific chorus frog in McLaren Park (observed 2026-04-25 07:12,
research grade).

Update:""", "surveys:bioblitz", ["snapshot_phrase", "time_alone_12h", "inline_phrase", "observations_stay"])


@pos
def _butterfly_walk_bullets(g: Gen64) -> Draft:
    t = uk(g.moment())
    return P(f"""You help volunteers record butterfly transect walks. Conditions for a valid walk: at least 13 C with
60 % sun or 17 C in any sun, wind below Beaufort 5, between 10:45 and 15:45.

- Transect: Aston Rowant section 4
- Recorder: volunteer 2281
{v('session_id', '- Walk session: ' + g.b58(12))}
{v('datetime', '- Started: ' + iso_space(t)[:16])}

Volunteer: It's 14 C, about half sun, a bit breezy (Beaufort 3), and I start section 4 at 15:20. Does it
count as a valid walk?
Assistant:""", "surveys:butterfly-walk", ["md_bullets", "base58", "iso_minutes", "user_time_stays"])


@pos
def _faroese_puffins(g: Gen64) -> Draft:
    t = pt(g.moment())
    return P(f"""Tú ert hjálparin hjá bólkinum, sum kannar lundabøli. Svara stutt og greitt og bert við tølunum, sum
eru givin.
{v('date', f'Í dag: {FO_DAYS[t.weekday()]} {t.day}. {FO_MONTHS[t.month - 1]} {t.year}')}

Kanningarfólk: Vit kannaðu 120 bøli á økinum í dag, og 64 høvdu egg. Í fjør vóru tað 58 av 120. Er
hetta ein munur, vit kunnu siga nakað um?""", "surveys:faroese-puffins",
             ["system_tail", "localized_now", "faroese", "weekday", "non_english"])


@pos
def _assamese_rhino(g: Gen64) -> Draft:
    t = g.moment(IST)
    day = local_digits(f"{t.day} {AS_MONTHS[t.month - 1]} {t.year}", ASSAMESE_DIGITS)
    return P(f"""আপুনি ৰাষ্ট্ৰীয় উদ্যানৰ গঁড় পিয়ল দলৰ সহায়ক। চমুকৈ আৰু স্পষ্টকৈ উত্তৰ দিয়ক, আৰু নিজে সংখ্যা নবনাব।
{v('date', 'আজিৰ তাৰিখ: ' + day)}

পিয়লকাৰী: বাগৰি ৰেঞ্জত আজি ৩৪টা গঁড় গণনা কৰা হ'ল, তাৰে ৬টা পোৱালি। আগৰ পিয়লত ৩১টা আছিল। এই তথ্য
কেনেকৈ প্ৰতিবেদনত লিখিম?""", "surveys:assamese-rhino",
             ["system_tail", "localized_now", "assamese", "assamese_digits", "non_english"])


@pos
def _malayalam_tigers(g: Gen64) -> Draft:
    t = g.moment(IST)
    return P(f"""നിങ്ങൾ കടുവ സങ്കേതത്തിലെ ക്യാമറ ട്രാപ്പ് സർവേ സംഘത്തിന്റെ സഹായിയാണ്. ചുരുക്കി, വ്യക്തമായി മറുപടി നൽകുക.
{v('date', f'ഇന്ന്: {t.day} {ML_MONTHS[t.month - 1]} {t.year}')}

ഗവേഷക: ഈ സീസണിൽ 12 കടുവകളെ വരകളുടെ അടിസ്ഥാനത്തിൽ തിരിച്ചറിഞ്ഞു. കഴിഞ്ഞ വർഷം 10 ആയിരുന്നു. റിപ്പോർട്ടിൽ ഇത്
എങ്ങനെ എഴുതണം?""", "surveys:malayalam-tigers", ["system_tail", "localized_now", "malayalam", "non_english"])


@pos
def _wolof_pelicans(g: Gen64) -> Draft:
    t = g.moment(GMT)
    return P(f"""Yaa di ndimbal ñi di lim picc yi ci bérab bu ñu aar. Tontul ci lu gàtt te bul def limu picc bu ñu
la wul.
{v('date', f'Tey: {t.day} {WO_MONTHS[t.month - 1]} {t.year}')}

Limkat: Limnanu 3 200 pelikan tey ci dex gi, ak 14 000 canard. Ndax dafa bari lu ëpp at mi weesu?""",
             "surveys:wolof-pelicans", ["system_tail", "localized_now", "wolof", "non_english"])


@pos
def _observation_helper_clienttime(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""{{"client":"nature-obs-ios","app_version":"3.12.0",{v('datetime', '"clientTime":"' + js_iso(t) + '",')}"locale":"en-IE"}}
You help people identify what they photographed on a nature walk. Suggest the three most likely taxa
with the feature that separates them, and ask for a better photo when needed.

User: Small brown bird on a gorse bush near the Cliffs of Moher, pale stripe over the eye, flicking its
tail, loud scratchy song.
Assistant:""", "surveys:observation-helper", ["json_inline", "js_iso", "device_clock", "head"])


@pos
def _edna_kit_registration(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You help volunteers register eDNA water sampling kits before they post them to the lab. Check the
form: kit number, site, sampling date and time, volume filtered, and that the filter was fixed.

Registration request {v('request_id', g.hex(24))} received {v('datetime', 'at ' + rfc850(t))} from the kit app.
Kit: EDNA-26-04417
Site: River Wey at Tilford bridge
Sampled: 2026-05-09 10:20
Volume filtered: 500 ml (two syringes)
Preservative added: not ticked

Check:""", "surveys:edna-kit", ["request_sentence", "hex24", "rfc850", "inline_phrase", "form_stays"])


@pos
def _persian_cheetah(g: Gen64) -> Draft:
    t = g.moment(IRST)
    y, m, d = solar_hijri(t)
    day = local_digits(f"{d} {FA_MONTHS[m - 1]} {y}", PERSIAN_DIGITS)
    return P(f"""شما دستیار تیم پایش یوزپلنگ آسیایی در یک منطقهٔ حفاظت‌شده هستید. کوتاه و دقیق پاسخ دهید و چیزی
را که در پیام نیست حدس نزنید.
{v('date', 'امروز: ' + day)}

محیط‌بان: دوربین شمارهٔ ۱۲ دیشب یک یوزپلنگ ماده را با دو توله ثبت کرد. چه اطلاعاتی را باید در گزارش
بنویسم؟""", "surveys:persian-cheetah", ["system_tail", "localized_now", "persian", "solar_hijri",
                                         "persian_digits", "non_english"])


# --- positives: breeding programmes and studbooks -------------------------------------------------------------------


@pos
def _pmx_run(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You explain population-management analyses to the species committee in plain words: gene diversity,
mean kinship, and which pairings the analysis recommends.

Analysis run {v('run_id', g.uuid7(t))} started {v('datetime', 'at ' + py_str(t))} on analysis node pmx-2.
Studbook: Amur leopard, data current to 2026-03-31 (edition 2026-1)
Living population: 212 (98.110.4) in 91 institutions
Gene diversity retained: 0.892; mean kinship 0.108; 100-year projection 0.82 at current size
Recommended pairings (top 3): SB 1412 x SB 1398, SB 1507 x SB 1466, SB 1520 x SB 1433

Explanation:""", "breeding:pmx-run", ["run_sentence", "uuid7", "python_str_datetime", "studbook_stays"])


@pos
def _studbook_pulled(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You are the studbook keeper's assistant for a European breeding programme. Check a new record against
the studbook conventions: dam and sire known or "UNK", birth date, location codes, and hybrid flags.

Studbook record pulled from the records system {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(pull ' + g.b62(12) + ')')} for this request:
SB no. 2291  sex: F  born 2026-04-02 at LOCAL-ID ZOO-BOSQ  dam 1987  sire UNK (one of 1820, 1904)
Hybrid flag: none   Rearing: parent   Notes: twin of 2292

Problems:""", "breeding:studbook-pull", ["fetch_stamp", "parenthesised_id", "base62", "rfc3339_ms",
                                         "record_stays"])


@pos
def _transfer_letter_today(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Transfer recommendation letter tool - okapi breeding programme
{v('run_id', 'Letter job: ' + g.ulid(t))}
{v('date', 'Letter date (today): ' + long_date(t))}
To: curator of mammals, receiving institution
Recommendation: move female Tisa (SB 788, born 2019-06-11) for breeding with male Kibibi (SB 731); the
receiving institution's okapi stable passed inspection on 2026-02-20.

Draft the letter: recommendation, reasons (genetic value, age), next steps (health checks, permits,
transport crate), and who to contact.
Letter:""", "breeding:transfer-letter", ["head", "today_in_artefact", "ulid", "long_date",
                                         "record_dates_stay"])


@pos
def _cites_portal_bearer(g: Gen64) -> Draft:
    t = g.moment(CET)
    return P(f"""Permits portal assistant. Help zoo registrars prepare CITES export and import applications for
breeding loans; the permit numbers and validity dates in the user's message are part of the application.
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'registrar-kbz'))}
Portal user: registrar-kbz (Kelderbos Zoo)

Registrar: We are sending a male snow leopard to a partner zoo on a breeding loan. The animal is captive
bred, Appendix I. Which documents do we need, and can the import permit be issued before the export
permit?
Assistant:""", "breeding:cites-portal", ["bearer_jwt", "header_block", "stable_neighbours"])


@pos
def _teams_contraception(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Breeding programme reminder bot in Teams. Answer the coordinator's question from the contraception
records; mention when the next implant is due.

Activity:
{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t, 6) + '",')}
  "channelId": "msteams",
  "conversation": {{"id": "19:breeding-programme@thread.tacv2", "conversationType": "channel"}},
  "from": {{"name": "EEP coordinator"}},
  "text": "Which of our female chimpanzees are on implants, and whose implant expires first?"
}}

Records: Pana - deslorelin implant 2025-11-03 (12-month), Kianga - etonogestrel implant 2024-08-19
(3-year), Mosi - none (breeding recommended).
Reply:""", "breeding:teams-activity", ["teams_activity", "json_block", "rfc3339_us", "conversation_stays"])


@pos
def _chamorro_sihek(g: Gen64) -> Draft:
    t = g.moment(CHST)
    return P(f"""Hågu i ayudånte para i ekipun sihek. Ekspliika todu ni' kinalamten i paluma siha gi ha'åni, ya chåda'
gi manoppe.
{v('datetime', f"På'go: {t.day} {CH_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}")}

Ekipu: I dos na sihek gi aviary 3 ti man chocho' esta dos dihas, ya i palao'an ti humuyong gi nido. Håfa bai
in cho'gue?""", "breeding:chamorro-sihek", ["system_tail", "localized_now", "chamorro", "non_english"])


@pos
def _mongolian_takhi(g: Gen64) -> Draft:
    t = g.moment(ULAT)
    return P(f"""Та тахийн үржлийн бүртгэлийн туслах. Товч, тодорхой хариулж, бүртгэлд байхгүй зүйлийг бүү зохио.
{v('datetime', f'Одоогийн цаг: {t.year} оны {t.month} сарын {t.day}, {t:%H:%M}')}

Ажилтан: Энэ жил 12 унага төрсөн, тэдгээрийн хоёр нь эцэг нь тодорхойгүй. Удам угсааны бүртгэлд хэрхэн
оруулах вэ?""", "breeding:mongolian-takhi", ["system_tail", "localized_now", "mongolian", "cyrillic",
                                            "non_english"])


@pos
def _pairing_chatml_sent(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""<|im_start|>system
You advise on pairings for a small-population breeding programme of Visayan warty pigs. Prefer the pair
with the lowest kinship; avoid pairing animals from the same litter or from parent-offspring lines.<|im_end|>
<|im_start|>user
Candidates: female SB 301 (kinship with 288 = 0.031, with 295 = 0.125, with 310 = 0.0625); males 288,
295 and 310 all proven breeders. Which male for SB 301?
{v('datetime', 'Sent: ' + rfc2822(t))}
<|im_end|>
<|im_start|>assistant
""", "breeding:pairing-chatml", ["chatml", "user_turn_line", "rfc2822", "kinship_stays"])


@pos
def _biobank_request_json(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""{{"service":"biobank-requests","bank":"frozen-tissue-bank-1",{v('request_id', '"req":"' + g.uuid4() + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"schema":2}}
You help researchers request samples from the zoo's frozen tissue and gamete bank. Check the request
against the rules: maximum 3 aliquots per animal, no gametes from animals with fewer than 5 living
descendants without committee approval, and a material transfer agreement on file.

Request: 2 aliquots of fibroblast culture from Przewalski's horse SB 3010 (frozen 2011-09-14) and sperm
straws x4 from SB 2877 (0 living descendants). MTA on file: yes.
Decision:""", "breeding:biobank-request", ["json_inline", "uuid4", "epoch_s", "two_in_line", "head"])


@pos
def _lingala_bonobo(g: Gen64) -> Draft:
    t = g.moment(WAT)
    return P(f"""Ozali mosungi ya ekipe oyo ebatelaka ba bonobo na esika ya kobatela bango. Yanolá na maloba
mokúsé mpe kobakisa te makambo oyo ezali na nsango te.
{v('date', f'Lelo: {t.day} {LN_MONTHS[t.month - 1]} {t.year}')}

Mobateli: Bonobo ya mwasi Kikwit abotí mwana na ntɔngɔ ya lelo. Nini tosengeli kokoma na buku ya libota
mpe na buku ya baboti?""", "breeding:lingala-bonobo", ["system_tail", "localized_now", "lingala", "non_english"])


@pos
def _crate_check_xray(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Live-animal transport assistant. Check the crate against the IATA Live Animals Regulations container
requirement for the species and list anything to fix before the flight.
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
Shipment: breeding loan, 1.0 red river hog, 68 kg

Crate: wood frame with plywood walls, 150 x 60 x 90 cm, ventilation on two sides, sliding door at the
front with two bolts, water container fixed outside, floor with absorbent bedding.
Fixes:""", "breeding:crate-check", ["system_tail", "xray_trace", "header_line"])


@pos
def _studbook_mail_job(g: Gen64) -> Draft:
    t = eu(g.moment())
    return P(f"""Mail job {v('run_id', 'mj_' + g.b62(14))} for the studbook keeper, scheduled {v('datetime', 'at ' + f'{t:%d.%m.%Y %H:%M:%S}')} by the reminder tool.
Write the annual data request to participating zoos of the Eurasian lynx programme: ask for births,
deaths, transfers and contraception since the last edition (data current to 2025-12-31), with a reply
deadline six weeks after the date of this mail.
Mail:""", "breeding:mail-job", ["head", "run_sentence", "dotted_day_first", "inline_phrase"])


# --- positives: more clocks and ids around the same worlds ----------------------------------------------------------


@pos
def _docent_discord(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You answer zoo docents (volunteer guides) in the volunteers' Discord. Use the docent handbook; if the
question is about a shift change, tell them to use the rota form.
guild_id: 1184402211893776425
channel_id: 1184402211893776431
{v('message_id', 'interaction_id: ' + g.snowflake(t))}
member: docent_lena (docent since 2023)

Lena: A visitor asked me why the flamingos stand on one leg. What does the handbook say we should tell
them?
Assistant:""", "extra:docent-discord", ["header_block", "snowflake", "guild_stays", "member_since_stays"])


@pos
def _map_app_sentry_tail(g: Gen64) -> Draft:
    tid = g.hex(32)
    return P(f"""You triage crash reports of the zoo's visitor map app for the mobile team: give the likely cause and
who should look at it.

Report: TypeError: undefined is not an object (evaluating 'enclosure.feedTimes[0]') in FeedingCard.tsx
line 41; 212 events from 87 users since release 5.4.0; only on enclosures without a feeding time.

{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=zoo-map%405.4.0,sentry-public_key=' + 'a1b2c3d4e5f60718293a4b5c6d7e8f90' + ',sentry-sample_rate=0.2')}
""", "extra:map-app-sentry", ["tail", "sentry_trace", "baggage", "header_block"])


@pos
def _keeper_workstation_date(g: Gen64) -> Draft:
    t = uk(g.moment())
    return P(f"""Host: keeper-ws-07
{v('datetime', 'Date: ' + unix_date(t))}
Section: Reptiles and amphibians

You help keepers read the reptile house climate controller. Say which enclosures are outside their
range and what to adjust first.

Controller page: Komodo 31.8 C basking 44 C; Chameleon A 24.1 C RH 48 %; Poison dart frogs 23.0 C RH
96 %; Green tree python 29.4 C RH 61 %.
Ranges: Komodo basking 40-45 C; chameleons RH 60-80 %; dart frogs RH 80-100 %; python RH 60-80 %.
Advice:""", "extra:keeper-workstation", ["head", "header_block", "unix_date", "readings_stay"])


@pos
def _webcam_access_line(g: Gen64) -> Draft:
    t = eu(g.moment())
    return P(f"""Access: {v('datetime', '[' + clf(t) + ']')} GET /webcams/osprey-nest HTTP/2
{v('request_id', 'Trace: ' + g.hex(16))}

You write the caption under the osprey nest webcam on the nature reserve's website: one friendly
sentence about what viewers can expect this week, no promises about hatching.

Ranger's notes: three eggs laid 21, 24 and 27 April; incubation about 37 days; the male brings fish
mostly between 06:00 and 09:00.
Caption:""", "extra:webcam-access", ["head", "clf", "bracketed_time", "request_id"])


@pos
def _zims_sync_dotnet(g: Gen64) -> Draft:
    t = eu(g.moment())
    return P(f"""You check records synced from the zoo's keeper app into the central records system and list conflicts.
TenantId: 5f3e9c1a-7b2d-4e8f-a0c6-9d1e2f3a4b5c
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
Institution: Kelderbos Zoo

Conflicts found: weight of Przewalski's horse Dolor entered twice for 2026-05-03 (312 kg and 321 kg);
hoof trim of Baikal recorded at 09:10 and at 19:10 on the same day by different keepers.
Resolution:""", "extra:zims-sync", ["header_block", "dotnet_roundtrip", "tenant_uuid_stays"])


@pos
def _collar_gateway_go(g: Gen64) -> Draft:
    t = g.moment(EAT)
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You help the collar gateway's maintainers read its error log. Say what failed and whether fixes were
lost.

gateway log:
2026-05-11T03:00:02Z WARN iridium poll: 3 messages, 1 rejected (CRC mismatch), imei=300434067921840
2026-05-11T03:00:02Z INFO movebank push: 2 fixes accepted
2026-05-11T05:00:03Z ERROR movebank push: 401 unauthorized (token expired 2026-05-11T04:00:00Z)
Answer:""", "extra:collar-gateway", ["head", "go_time_string", "monotonic", "log_stays"])


@pos
def _studbook_workbook_now(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""Spreadsheet add-in for studbook keepers. Explain the formula the user needs; do not change their data.
{v('datetime', 'Workbook NOW(): ' + excel_serial(t.astimezone(UTC)))}
Sheet: Living_2026

User: Column D has birth dates (D2:D213) and I want each animal's age in years in column E, as of the
studbook's data-current date in cell B1 (2026-03-31), not today.
Assistant:""", "extra:workbook-now", ["system_tail", "excel_serial", "data_date_stays"])


@pos
def _drone_base_gps_time(g: Gen64) -> Draft:
    t = g.moment()
    week, tow = gps_week_tow(t)
    return P(f"""You help the survey team plan a drone count of a flamingo colony. Flights must avoid the hours when
adults leave to feed (from about 06:30), stay above 120 m and last at most 25 minutes per battery.
Base station: RTK-2 (lake shore)
{v('datetime', f'Base station GPS time: week {week}, TOW {tow}')}

Pilot: We can be at the launch point at 05:10. How many battery swaps can we fit before 06:30, with 8
minutes per swap?
Assistant:""", "extra:drone-gps-time", ["header_block", "gps_week_tow", "device_clock"])


@pos
def _visitor_counter_us(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You summarise trail counter data for the park's visitor-use report: busiest day and hour, and any
counter that looks broken.
source: trail-counters
{v('epoch', 'prompt_built_us: ' + str(epoch_us(t)))}

Counters, week 19: Falls Trail 4,210 (peak Sat 11:00-12:00), Ridge Loop 1,877 (peak Sun 10:00-11:00),
Canyon Rim 0 (every hour, all week), Lake Path 2,460 (peak Sat 14:00-15:00).
Report:""", "extra:visitor-counter", ["system_tail", "epoch_us", "counts_stay"])


@pos
def _volunteer_scheduler_sk(g: Gen64) -> Draft:
    t = g.moment_us()
    return P(f"""You schedule volunteers for the wildlife rehabilitation centre's feeding rounds. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Rounds: baby squirrels every 3 hours from 07:00 to 22:00; songbird nestlings every 30 minutes from
dawn to dusk; opossum joeys every 4 hours.

Volunteer: I can come in for two hours this evening. Which rounds would I cover if I arrive at 18:00?
Assistant:""", "extra:volunteer-scheduler", ["inline_sentence", "dotnet_long_datetime", "user_time_stays"])


@pos
def _chatbot_objectid(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""{v('session_id', 'conversationId: ' + g.objectid(t))}
endpoint: zoo-faq
model: faq-small-2

You answer questions about visiting the zoo: tickets, opening hours (09:30-18:00, last entry 17:00),
parking, accessibility and food. You do not answer questions about individual animals' health.

Visitor: Is the zoo accessible with a wheelchair, and can we borrow one?
Assistant:""", "extra:chatbot-objectid", ["head", "objectid", "header_block", "stable_neighbours"])


@pos
def _kids_quiz_ctime(g: Gen64) -> Draft:
    t = g.moment()
    return P(f"""You write one multiple-choice question for the zoo's kids' trail, for ages 7-10, about the animal
named below. Four options, one correct answer marked, one fun fact.

Animal: axolotl (Ambystoma mexicanum), in the Amphibian House, tank 4.

{v('datetime', 'Prompt built: ' + ctime(t))}""", "extra:kids-quiz", ["tail", "ctime"])


# --- generated families: one field (or one stable value), a body, a position ----------------------------------------

# (name, language, system prompt, the user's line, cue line or "" where the prompt ends with the user's message)
BODIES: list[tuple[str, str, str, str, str]] = [
    ("zoo-tickets", "en", "You are the ticket desk assistant of Kelderbos Zoo. Answer about tickets, annual passes and "
     "group visits;\nprices are in euros and include the conservation levy.",
     "Visitor: Can I upgrade a day ticket to an annual pass on the same day?", "Assistant:"),
    ("quarantine-water", "en", "You answer aquarists' questions about water chemistry in the quarantine systems. Quote "
     "the\naquarium's limits and say when to call the curator.",
     "Aquarist: Is 0.25 mg/l free ammonia dangerous for juvenile seahorses?", "Answer:"),
    ("hospital-formulary", "en", "You are the zoo hospital's drug information assistant. Quote the formulary only and "
     "never\nimprovise a dose for a species that is not listed.",
     "Vet nurse: What does the formulary say about meloxicam for a red-necked wallaby?", "Assistant:"),
    ("nutrition", "en", "You are the nutrition assistant of the zoo's commissary. Check browse and produce against "
     "the\napproved list and name toxic look-alikes.",
     "Keeper: Can the capybaras have banana leaves as browse?", "Assistant:"),
    ("ops-room", "en", "You are the ops room assistant of a game reserve's anti-poaching unit. Follow the standing "
     "orders;\nnever tell a team to engage.",
     "Team Bravo: Vehicle without lights on the boundary road at km 31. What's the protocol?", "Ops:"),
    ("collar-data", "en", "You help researchers interpret GPS collar data. Be precise about fix rates, HDOP and "
     "battery\nlife, and say when the data cannot answer the question.",
     "Researcher: My collar missed 14 fixes in a row at night. Battery or terrain?", "Answer:"),
    ("marine-permits", "en", "You are the permit desk of a marine park. Explain zones, permits and fees from the "
     "zoning plan;\nnever issue a permit yourself.",
     "Skipper: Do I need a permit to snorkel from a private boat in the sanctuary zone?", "Assistant:"),
    ("seabird-count", "en", "You help volunteers with a seabird colony count. Explain the counting units (apparently "
     "occupied\nnests, individuals) and keep answers short.",
     "Volunteer: How do we count birds on a cliff when they keep flying off?", "Assistant:"),
    ("studbook-help", "en", "You help studbook keepers follow the programme's data standards. Give the convention "
     "and an\nexample; never edit records.",
     "Keeper: How do I record an animal whose sire is one of two males?", "Answer:"),
    ("camera-volunteers", "en", "You support a camera-trap project's field volunteers: setting up, checking and "
     "retrieving\ncameras safely.",
     "Volunteer: How high should I mount a camera for small cats?", "Assistant:"),
    ("rescue-hotline", "en", "You are the wildlife rescue hotline assistant. Tell callers how to keep the animal "
     "safe until\na rescuer arrives; never advise feeding.",
     "Caller: I found a baby hedgehog in my garden during the day. What should I do?", "Assistant:"),
    ("school-visits", "en", "You write worksheets for the zoo's school visits. Match the age group and use only "
     "animals that\nthe zoo keeps.",
     "Teacher: Make three questions about penguins for 8-year-olds.", "Worksheet:"),
    ("mg-visitors", "mg", "Ianao no mpanampy ny mpitsidika ao amin'ny valan-javaboahary. Valio fohy sy mazava.",
     "Mpitsidika: Amin'ny firy no misokatra ny valan-javaboahary rahampitso?", ""),
    ("tn-bookings", "tn", "O mothusi wa go bukela mafelo a go robala mo phakeng ya bosetšhaba. Araba ka bokhutshwane.",
     "Moeng: Ke batla go bukela lefelo la go robala malatsi a mabedi. A go a kgonega?", ""),
    ("fo-birdcount", "fo", "Tú hjálpir sjálvbodnum, sum telja sjófugl. Svara stutt og greitt.",
     "Sjálvboðin: Hvussu telja vit lundar, sum flúgva um meðan vit telja?", ""),
    ("rm-wildlife", "rm", "Tü güdast a visitaduors dal parc ad observar la sulvaschina. Respuonda cuort.",
     "Visitadur: Ingio vezza ün il meglder ils capricorns in october?", ""),
    ("tpi-rangers", "tpi", "Yu save helpim ol rensa long wok bilong ol. Bekim sotpela na klia.",
     "Rensa: Wanem taim mipela i mas salim ripot bilong patrol?", ""),
    ("haw-reef", "haw", "Kōkua ʻoe i nā mea manawaleʻa e nānā ana i ke koʻa. E pane pōkole.",
     "Mea manawaleʻa: Pehea e helu ai i nā iʻa ma ka pā koʻa?", ""),
    ("ky-inspectors", "ky", "Сиз улуттук парктын инспекторлоруна жардам бересиз. Кыска жооп бериңиз.",
     "Инспектор: Уруксатсыз аңчылыкты байкасам, эмне кылышым керек?", ""),
    ("ka-visitors", "ka", "შენ ეხმარები დაცული ტერიტორიის სტუმრებს. უპასუხე მოკლედ.",
     "სტუმარი: როდის იხსნება ბილიკი ზამთარში?", ""),
]

LOCAL_ZONE = {"mg": EAT, "tn": CAT, "fo": WET, "rm": CET, "tpi": PGT, "haw": HST, "ky": KGT, "ka": GET}


def _local_now(lang: str, t: datetime) -> tuple[str, str]:
    """A "now" label in the body's language and the current date (and time) written its way."""
    hm = f"{t:%H:%M}"
    if lang == "mg":
        return "Daty sy ora ankehitriny", f"{t.day} {MG_MONTHS[t.month - 1]} {t.year}, {hm}"
    if lang == "tn":
        return "Nako ya jaanong", f"{t.day} {TN_MONTHS[t.month - 1]} {t.year} {hm}"
    if lang == "fo":
        return "Klokkan nú", f"{t.day}. {FO_MONTHS[t.month - 1]} {t.year} kl. {hm}"
    if lang == "rm":
        return "Uossa", f"{t.day} {RM_MONTHS[t.month - 1]} {t.year}, {hm}"
    if lang == "tpi":
        return "Taim nau", f"{t.day} {TPI_MONTHS[t.month - 1]} {t.year}, {hm}"
    if lang == "haw":
        return "Ka manawa ʻānō", f"{t.day} {HAW_MONTHS[t.month - 1]} {t.year}, {hm}"
    if lang == "ky":
        return "Бүгүнкү күн", f"{t.day:02d}.{t.month:02d}.{t.year}"
    assert lang == "ka"
    return "მიმდინარე დრო", f"{t.day} {KA_MONTHS[t.month - 1]} {t.year}, {hm}"


LOCAL_STABLE = {
    "mg": ("Natsangana tamin'ny taona", "1963"),
    "tn": ("Phaka e simolotse ka", "1968"),
    "fo": ("Kanningin byrjaði", "2001"),
    "rm": ("Parc fundà", "1914"),
    "tpi": ("Eria i kamap long", "2009"),
    "haw": ("Hoʻokumu ʻia", "1904"),
    "ky": ("Коруктун түзүлгөн жылы", "1995"),
    "ka": ("დაარსდა", "2003"),
}

# (cue, family, label, key, value maker)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen64, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Date", "date", lambda g, t: iso_date(t)),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.small(1, 1000)))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3_single()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "conversationId", "conversation_id", lambda g, t: g.objectid(t)),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("datetime", "rfc3339_us", "Event time", "event_time", lambda g, t: rfc3339(t, 6)),
    ("datetime", "time_alone", "Local time", "local_time", lambda g, t: f"{t:%H:%M}"),
    ("date", "weekday_alone", "Weekday", "weekday", lambda g, t: DAYS_LONG[t.weekday()]),
    ("datetime", "rfc850", "Requested", "requested", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Now", "now", lambda g, t: asctime(t)),
    ("datetime", "dotted_day_first", "Stamp", "stamp", lambda g, t: dmy(t, ".")),
    ("datetime", "month_first_12h", "Sent", "sent", lambda g, t: mdy12(t)),
    ("request_id", "cf_ray", "Trace", "trace", lambda g, t: g.cf_ray()),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "visitor-8812")),
    ("message_id", "snowflake", "Interaction", "interaction", lambda g, t: g.snowflake(t)),
    ("message_id", "slack_ts", "Message ts", "message_ts", lambda g, t: g.slack_ts(t)),
    ("request_id", "uuid7", "Request", "req", lambda g, t: g.uuid7(t)),
    ("request_id", "xid", "Upload", "upload", lambda g, t: g.xid(t)),
    ("session_id", "cuid2", "Session", "sid", lambda g, t: g.cuid2()),
    ("request_id", "base58", "Request ref", "ref", lambda g, t: g.b58(22)),
    ("datetime", "rfc3339_ms", "Context time", "ctx_time", lambda g, t: rfc3339(t, 3)),
    ("session_id", "uuid6", "Visit", "visit", lambda g, t: g.uuid6(t)),
    ("datetime", "iso_basic", "Now (UTC)", "now_utc", lambda g, t: iso_basic(t)),
]

# (label, key, value): stable values that look like dates, times or ids
STABLE_VALUES: list[tuple[str, str, str]] = [
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("API version", "api_version", "2025-01-15"),
    ("Tenant", "tenant_id", "7c9e6679-7425-40de-944b-e07fc1f90ae7"),
    ("Institution id", "institution_id", "b2f4c7e0-1d3a-4f5b-8c6d-0e9f8a7b6c5d"),
    ("Park established", "established", "1926"),
    ("Opening hours", "opening_hours", "09:30-18:00"),
    ("Time zone", "timezone", "Africa/Gaborone"),
    ("Last entry", "last_entry", "17:00"),
    ("Accredited since", "accredited_since", "2011-09-14"),
    ("Season", "season", "2026/27"),
    ("Model", "model", "zoo-assist-2026-03-01"),
    ("Build", "build", "2026.05.2"),
    ("Stripe-Version", "stripe_version", "2024-06-20"),
    ("Discord guild", "guild_id", "1184402211893776425"),
    ("Region", "region", "af-south-1"),
    ("Fee schedule", "fee_schedule", "2026 (effective 2026-01-01)"),
    ("Template revision", "template_revision", "r14 of 2025-11-30"),
    ("Handbook edition", "handbook_edition", "2025-09"),
]

STABLE_LINES = ["Zoo: Kelderbos Zoo", "Section: Aquarium", "Locale: en-GB", "Model: zoo-assist-2",
                "Tenant: kbz-prod", "Region: eu-west-1", "Prompt version: 2.3.0", "Channel: web",
                "Timezone: Europe/Amsterdam", "Build: 7c1e0a2"]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
                 "xml_attr", "bracket_kv", "sent_stamp"]
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user", "footer", "front_matter"}
STABLE_PAREN = ["(member since 2019)", "(annual pass AP-88120)", "(volunteer no. 2281)", "(group booking GB-0412)"]


def _json_value(value: str) -> str:
    return value if value.isdigit() else '"' + value.replace('"', '\\"') + '"'


def _kv_value(value: str) -> str:
    return value if " " not in value else '"' + value + '"'


def _compose(g: Gen64, body: tuple[str, str, str, str, str], position: str, line: str, key: str, value: str,
             cue: str | None, paren: str | None) -> str:
    """One prompt of the generated families: `line` is the field as `Label: value` (or a stable line),
    `key` and `value` the same field for the JSON, XML, key=value and stamp positions; `cue` marks it."""
    name, lang, system, user, cue_line = body
    mark = (lambda s: v(cue, s)) if cue else (lambda s: s)
    end = f"\n{cue_line}" if cue_line else ""
    stable = g.rng.sample(STABLE_LINES, 3)
    if position == "head":
        return f"{mark(line)}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(line)}\n\n{user}{end}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(0, 4), mark(line))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(line)}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark(line)}"
    if position == "front_matter":
        return f"---\napp: {name}\n{mark(key + ': ' + value)}\nlocale: {lang}\n---\n{system}\n\n{user}{end}"
    if position == "json_member":
        member = f'"{key}": {_json_value(value)},'
        return f'{{\n  "app": "{name}",\n  {mark(member)}\n  "locale": "{lang}"\n}}\n{system}\n\n{user}{end}'
    if position == "xml_attr":
        attr = f'{key}="{value}"'
        return f'<ctx app="{name}" {mark(attr)} locale="{lang}"/>\n{system}\n\n{user}{end}'
    if position == "bracket_kv":
        pair = f"{key}={_kv_value(value)}"
        return f"[ctx app={name} {mark(pair)} lang={lang}]\n{system}\n\n{user}{end}"
    assert position == "sent_stamp"
    stamp = paren if paren is not None else f"(sent {value})"
    return f"{system}\n\n{user} {mark(stamp)}{end}"


GENERATED_POS = 40
GENERATED_NEG = 40


def generated_positives(g: Gen64) -> list[Draft]:
    """One volatile field in one of the bodies at one of ten positions; every position four times."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    k_field = 0
    for k in range(GENERATED_POS):
        body = BODIES[(k * 7 + k // len(BODIES)) % len(BODIES)]
        lang = body[1]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        t = g.moment(LOCAL_ZONE.get(lang, UTC)) if lang != "en" else g.moment()
        if lang != "en" and position in LINE_POSITIONS:
            label, value = _local_now(lang, t)
            cue, family, key = "datetime" if "," in value or ":" in value else "date", "localized_now", "now"
        else:
            while True:
                cue, family, label, key, make = fields[k_field % len(fields)]
                k_field += 1
                if position != "sent_stamp" or cue in ("datetime", "date", "epoch"):
                    break
            value = make(g, t)
        text = _compose(g, body, position, f"{label}: {value}", key, value, cue, None)
        tags = ["generated", position, family] + (["non_english"] if lang != "en" else [])
        out.append(P(text, f"generated:{body[0]}+{family}", tags))
    return out


def generated_negatives(g: Gen64) -> list[Draft]:
    """The same bodies and positions, each with one stable value that looks like a date, a time or an id."""
    values = list(STABLE_VALUES)
    g.rng.shuffle(values)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = BODIES[(k * 3 + 1 + k // len(BODIES)) % len(BODIES)]
        lang = body[1]
        position = GEN_POSITIONS[(k + 3) % len(GEN_POSITIONS)]
        paren = None
        if lang != "en" and position in LINE_POSITIONS:
            label, value = LOCAL_STABLE[lang]
            key, family = "established", "local_stable"
        else:
            label, key, value = values[k % len(values)]
            family = key
        if position == "sent_stamp":
            paren = STABLE_PAREN[k % len(STABLE_PAREN)]
            family = "stable_paren"
        text = _compose(g, body, position, f"{label}: {value}", key, value, None, paren)
        tags = ["hard_negative", "generated", position, family] + (["non_english"] if lang != "en" else [])
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}", tags))
    return out


# --- negatives: material pasted by the user ---------------------------------------------------------------------------

# (source, tags, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "specimen-report",
        ["husbandry", "specimen_report", "dates", "ids"],
        """SPECIMEN REPORT  GAN 12044  Giraffa camelopardalis rothschildi  1.0.0
House name: Tafari     Local ID: KBZ-M-0311     Transponder: 528210004412907
Birth: 2017-08-22 (captive born, parent reared) at Kelderbos Zoo
Acquisition: 2017-08-22 birth        Disposition: -
Weights: 2025-09-14 1,012 kg | 2026-01-20 1,034 kg | 2026-04-28 1,041 kg
Medical: hoof trim 2026-02-03 under standing sedation (case MED-26-0087)""",
        "How much weight has Tafari gained since September, per month on average?",
        "Specimen report from the records system",
    ),
    (
        "keeper-daily-report",
        ["husbandry", "daily_report", "times"],
        """Daily report - Primates - Thu 14 May 2026 - keeper J. Ruiz
07:35 All orangutans inside, Suli slow to come in (approx. 10 min).
08:10 Puzzle feeders filled (sunflower seeds, oats).
11:45 Bintang vomited once after drinking; ate normally at 12:30. Vet informed 11:50.
15:20 Ketapang nest-building with fresh straw.
16:55 All in for the night, doors locked and checked 17:05 (2nd keeper: M. Ortiz).""",
        "Does anything in this report need a follow-up note for tomorrow's keeper?",
        "Today's daily report",
    ),
    (
        "enrichment-calendar",
        ["husbandry", "enrichment", "calendar"],
        """Enrichment calendar - sun bears - week 20 (11-17 May 2026)
Mon 11  Food: honey smeared on logs (30 ml)        Approved by: curator
Tue 12  Sensory: lavender bundles in the den        Approved by: curator
Wed 13  Cognitive: tube feeder with mealworms       Approved by: curator
Thu 14  Manipulable: cardboard boxes with hay       Approved by: curator
Fri 15  Food: frozen fruit blocks                   Approved by: curator
Sat 16  Social: scatter feed in the shared yard      Approved by: vet (new yard)
Sun 17  Rest day""",
        "Which days use food as the enrichment, and does the calendar repeat a category on two days in a row?",
        "Our enrichment calendar",
    ),
    (
        "training-log",
        ["husbandry", "training_log", "dates"],
        """Date        Animal  Behaviour               Reps  Success  Trainer
2026-05-04  Moja    front foot presentation   6     6/6      AK
2026-05-06  Moja    ear present (bleed)       4     2/4      AK
2026-05-08  Moja    ear present (bleed)       5     4/5      LT
2026-05-11  Moja    back foot presentation    4     2/4      AK
2026-05-13  Moja    ear present (bleed)       5     5/5      AK""",
        "Is Moja ready for the first real blood draw, and which behaviour needs more work?",
        "Training log for Moja",
    ),
    (
        "behaviour-export",
        ["husbandry", "behaviour_export", "csv", "uuid_content"],
        """session_id,observer,focal,start,end,behaviour,count
7a1c2e90-4b3d-4f6a-9e8d-1c2b3a4d5e6f,ob-14,Kibo,2026-05-12T10:00:00+02:00,2026-05-12T11:00:00+02:00,feeding,22
7a1c2e90-4b3d-4f6a-9e8d-1c2b3a4d5e6f,ob-14,Kibo,2026-05-12T10:00:00+02:00,2026-05-12T11:00:00+02:00,resting,19
c4e8a2b1-6d5f-4a3c-8b7e-2f1d0c9b8a7e,ob-09,Kibo,2026-05-13T10:00:00+02:00,2026-05-13T11:00:00+02:00,feeding,31
c4e8a2b1-6d5f-4a3c-8b7e-2f1d0c9b8a7e,ob-09,Kibo,2026-05-13T10:00:00+02:00,2026-05-13T11:00:00+02:00,resting,14""",
        "Compare feeding between the two sessions. Could the observer explain the difference?",
        "Export from the behaviour observation app",
    ),
    (
        "incubation-log",
        ["husbandry", "incubation_log", "times"],
        """Egg   Species          Laid        Set         Candled (d7)   Candled (d21)   Pipped            Hatched
E-31  Humboldt pengu.  2026-04-01  2026-04-02  fertile        alive           2026-05-10 06:40  2026-05-11 02:15
E-33  Humboldt pengu.  2026-04-15  2026-04-16  fertile        alive           -                 -
E-29  Micronesian kf.  2026-04-22  2026-04-22  fertile        -               -                 -""",
        "How long did E-31 take from pip to hatch, and when should E-33 pip if it follows the same timing?",
        "Incubation log",
    ),
    (
        "shipment-record",
        ["husbandry", "shipment", "awb", "dates"],
        """Shipment: 0.1 Tapirus indicus 'Dara'
Crate: IATA LAR container requirement 73, 210 x 90 x 150 cm
AWB 074-55812034   Flight KL 1723 AMS-BCN
Departure 2026-03-17 06:55 CET, arrival 2026-03-17 09:05 CET
Released from customs 2026-03-17 12:40; arrived at the receiving zoo 15:20
Quarantine start 2026-03-17, planned end 2026-04-16""",
        "How long was Dara in the crate in total, from the airport to the zoo?",
        "The shipment record",
    ),
    (
        "anaesthesia-record",
        ["vet", "anaesthesia_record", "times", "doses"],
        """ANAESTHESIA RECORD  Case MED-26-0144  Sumatran tiger 'Dewi' 0.1  est. 96 kg
08:52 Dart (hip): medetomidine 3.8 mg + ketamine 190 mg
09:02 Sternal, approachable; intubated 09:06 (ETT 14 mm)
09:10 Isoflurane 1.5 % in O2 2 l/min
09:17 HR 52, SpO2 91 %, EtCO2 47 mmHg -> IPPV started
09:40 Procedure end (dental: canine 104 extraction)
09:44 Atipamezole 19 mg IM; extubated 09:58; standing 10:12""",
        "Summarise the record in three lines and point out anything the team should review.",
        "Anaesthesia record from yesterday",
    ),
    (
        "necropsy-report",
        ["vet", "necropsy", "case_numbers", "dates"],
        """POST-MORTEM REPORT PM-2026-031
Animal: Rockhopper penguin, band R-77, 0.1, hatched 2009-11-30
Died: 2026-03-08 (found dead at 07:15 check)   Necropsy: 2026-03-08 14:00
Gross: severe multifocal granulomas in the air sacs; lungs with white plaques.
Histopathology (received 2026-03-19): fungal hyphae, consistent with aspergillosis.
Cause of death: respiratory aspergillosis.""",
        "Explain the findings in plain words for the penguin team and suggest what they should check in the colony.",
        "Necropsy report",
    ),
    (
        "haematology",
        ["vet", "lab_results", "sample_id", "reference_ranges"],
        """Sample ID: ZL-2604-1187   Collected: 28/04/2026 09:20   Received: 28/04/2026 13:05
Patient: red panda 'Ailu' (Ailurus fulgens), 0.1, 7 y
PCV        38 %        (ISIS ref 33-49)
WBC        16.9 x10^9/l (ISIS ref 4.6-12.8)   HIGH
Neutrophils 13.1 x10^9/l                    HIGH
Total protein 82 g/l    (ref 60-78)          HIGH""",
        "What could cause these results, and what would you check next?",
        "Ailu's blood results",
    ),
    (
        "tb-results-email",
        ["vet", "email", "date_header", "message_id"],
        """From: Reference Mycobacteriology Lab <results@myco-lab.example>
To: zoo-vets@ngare-hills.example
Date: Tue, 12 May 2026 16:42:09 +0300
Message-ID: <20260512134209.7F3A2C@myco-lab.example>
Subject: Trunk wash cultures - final results batch TW-2026-07

Lakshmi (TW-0712): no growth at 8 weeks.
Ganga (TW-0713): no growth at 8 weeks.
Mohan (TW-0714): M. tuberculosis complex isolated; PCR confirmation to follow.""",
        "What does this mean for Mohan and for the other two elephants?",
        "The lab emailed this",
    ),
    (
        "formulary-entry",
        ["vet", "formulary", "doses"],
        """Meloxicam - Macropods (formulary 2026.1, reviewed 2025-12-02)
0.2 mg/kg PO or SC once, then 0.1 mg/kg PO q24h for up to 5 days.
Caution: renal disease, dehydration. Do not combine with other NSAIDs or corticosteroids.
Withdrawal: not applicable (non-food species).""",
        "Calculate the loading and daily doses for a 14 kg wallaby.",
        "Formulary entry",
    ),
    (
        "quarantine-log",
        ["vet", "quarantine", "dates"],
        """Quarantine log - Q-system 3 - blacktip reef sharks (arrived 2026-04-22)
Day 1  2026-04-22  visual exam, no lesions; started praziquantel bath 2 mg/l (2 h)
Day 8  2026-04-29  skin scrape negative; bath repeated
Day 15 2026-05-06  eating 3 % BW/day; blood sample (ZL-2605-0211)
Day 30 2026-05-21  planned release to exhibit, if bloods normal""",
        "Is anything missing from the protocol before release on day 30?",
        "Quarantine log",
    ),
    (
        "vaccination-schedule",
        ["vet", "vaccination", "dates"],
        """Species          Vaccine               Last given   Next due
African wild dog  distemper (recomb.)   2025-06-10   2026-06-10
African wild dog  rabies                2024-06-10   2027-06-10
Cheetah           feline core (killed)  2025-11-21   2026-11-21
Ferret (ed.)      distemper (recomb.)   2025-05-02   2026-05-02""",
        "Which animals are overdue as of 14 May 2026?",
        "Vaccination schedule",
    ),
    (
        "diet-sheet",
        ["feeding", "diet_sheet", "weights", "times"],
        """DIET SHEET  Asian small-clawed otters (group of 5)   valid from 2026-04-06
08:30  capelin 400 g + sprats 300 g (scatter in the pool)
12:00  crayfish 10, quail eggs 5 (enrichment feed)
15:30  otter pellets 150 g, carrot 100 g, sweet potato 150 g
Supplements: vitamin E 100 IU/kg fish, thiamine 25 mg/kg fish (08:30 feed)
Fast day: none""",
        "How much fish does the group get per day in total, and how much thiamine does that mean?",
        "Otter diet sheet",
    ),
    (
        "thiamine-log",
        ["feeding", "supplement_log", "dates"],
        """Date        Fish fed (kg)  Thiamine tabs (25 mg)  Vit E tabs (100 IU)  Initials
2026-05-08  6.1            6                      6                    SK
2026-05-09  6.4            6                      6                    SK
2026-05-10  5.8            6                      6                    RB
2026-05-11  6.2            2                      6                    RB
2026-05-12  6.0            6                      6                    SK""",
        "Are the supplements right for the fish fed each day? Anything to flag?",
        "Penguin supplement log",
    ),
    (
        "commissary-order",
        ["feeding", "order_confirmation", "dates", "order_number"],
        """ORDER CONFIRMATION  SO-2026-118204
Customer: Tamarack Valley Zoo (account TVZ-0412)
Order date: 11/05/2026   Delivery: 14/05/2026 between 06:00 and 08:00
Lines: carrots 40 kg, kale 12 kg, romaine 20 kg, apples (cooking) 25 kg, sweet potato 0 kg (out of
stock, substituted with butternut squash 15 kg)
Total: GBP 184.60 (net)""",
        "Which substitution did they make, and does it work for the otters and orangutans?",
        "Supplier's confirmation",
    ),
    (
        "browse-list",
        ["feeding", "browse_list", "species"],
        """Approved browse list (rev. 2025-10)
Safe: willow (Salix spp.), mulberry (Morus alba), hazel (Corylus avellana), bamboo (Phyllostachys),
ficus (Ficus benjamina), acacia (Acacia melanoxylon only)
Never: yew (Taxus), oleander (Nerium), rhododendron, laburnum, cherry laurel (Prunus laurocerasus),
bracken
Wilted: avoid wilted Prunus of any kind (cyanogenic)""",
        "Can the giraffes have cherry branches from the pruning on the north lawn?",
        "The browse list",
    ),
    (
        "feeding-schedule",
        ["feeding", "schedule", "times"],
        """           Mon    Tue    Wed    Thu    Fri    Sat    Sun
Lions      16:00  fast   16:00  16:00  fast   16:00  16:00
Tigers     15:30  15:30  fast   15:30  15:30  fast   15:30
Penguins   10:30/15:00 every day (public feed 15:00)
Otters     08:30/12:00/15:30 every day""",
        "Do the lions and tigers ever fast on the same day? And when is the last public feed?",
        "Feeding schedule",
    ),
    (
        "lss-daily-log",
        ["lss", "daily_log", "csv", "timestamps"],
        """timestamp,system,temp_c,salinity_ppt,ph,orp_mv
2026-05-13T06:00:00-05:00,open-ocean,24.1,33.8,8.05,318
2026-05-13T12:00:00-05:00,open-ocean,24.3,33.8,8.02,324
2026-05-13T18:00:00-05:00,open-ocean,24.6,33.9,7.96,339
2026-05-14T00:00:00-05:00,open-ocean,24.8,33.9,7.93,351""",
        "pH is drifting down. What are the likely causes given the ORP trend?",
        "LSS log export",
    ),
    (
        "water-lab",
        ["lss", "lab_results", "dates"],
        """Water lab results - sampled 12/05/2026 07:00 - analysed 12/05/2026 10:30
System           NH3/NH4  NO2    NO3   PO4   Alk (dKH)  Ca     Mg
Reef main        0.01     0.00   4.2   0.03  8.1        420    1310
Seahorse rack    0.03     0.01   11.8  0.09  7.4        405    1280
Jelly kreisels   0.08     0.05   22.0  0.21  6.9        390    1250""",
        "Rank the systems by how urgently they need attention and explain why.",
        "This morning's lab sheet",
    ),
    (
        "alarm-history",
        ["lss", "alarm_history", "ids", "times"],
        """Alarm ID   Raised               Cleared              Tag          Message
A-771203   2026-05-10 02:14:07  2026-05-10 02:31:55  SHK-ORP-01   ORP high (452 mV > 420)
A-771215   2026-05-10 03:40:12  2026-05-10 03:41:02  SHK-FLOW-02  Flow low (cavitation?)
A-771240   2026-05-11 01:05:44  2026-05-11 06:12:30  PEN-CHL-02   Chiller 2 trip
A-771241   2026-05-11 01:05:45  2026-05-11 06:12:31  PEN-TMP-01   Temp high (11.4 C > 11.0)""",
        "Which alarms were related, and how long was the penguin pool above its limit?",
        "Alarm history from the SCADA",
    ),
    (
        "mqtt-payload",
        ["lss", "json", "first_member_timestamp", "pasted_debug"],
        """{"timestamp": 1778746812345, "seq": 41, "metrics": [
  {"name": "Reef/ORP", "timestamp": 1778746812001, "dataType": "Float", "value": 331.5},
  {"name": "Reef/pH", "timestamp": 1778746812003, "dataType": "Float", "value": 8.07},
  {"name": "Reef/Temp", "timestamp": 1778746812004, "dataType": "Float", "value": 25.94}
]}""",
        "Our dashboard shows this reading as a day in the future. Are these timestamps in seconds or milliseconds?",
        "Payload from the reef controller",
    ),
    (
        "controller-log",
        ["lss", "controller_log", "timestamps"],
        """2026-05-11 01:05:44.812 ERROR chiller2: compressor high-pressure trip (HP 31.2 bar)
2026-05-11 01:05:45.003 WARN  pen-pool: temp 11.4 C above high limit 11.0 C
2026-05-11 01:06:00.000 INFO  chiller1: load 100 % (single-chiller mode)
2026-05-11 06:12:30.417 INFO  chiller2: reset by operator (badge 4471)""",
        "Why did the pool keep warming with chiller 1 at 100 %?",
        "Chiller controller log",
    ),
    (
        "work-order",
        ["lss", "work_order", "dates"],
        """WORK ORDER WO-26-3312   Priority: 2   Raised: 2026-05-09 by j.lindqvist
Asset: Kreisel JK-4 (moon jellies), outlet screen
Problem: ephyrae caught on the outlet screen; flow 11.8 l/min (target 9-10)
Action: fit 300 um screen, reduce pump to 60 %, check on 2026-05-12
Status: completed 2026-05-11 15:40 (m.osei)""",
        "Was the follow-up check done on time, and is anything left open?",
        "Work order",
    ),
    (
        "movebank-export",
        ["collars", "movebank_csv", "event_ids", "timestamps"],
        """event-id,timestamp,location-long,location-lat,individual-local-identifier,tag-local-identifier
31944120871,2026-05-12 18:00:00.000,25.1406,-17.8121,EL-F07,2210
31944120872,2026-05-12 20:00:00.000,25.1512,-17.8349,EL-F07,2210
31944120873,2026-05-12 22:00:00.000,25.1733,-17.8520,EL-F07,2210
31944120874,2026-05-13 02:00:00.000,25.1981,-17.8611,EL-F07,2210""",
        "One fix is missing from the two-hour schedule. Which one, and how far did she move across the gap?",
        "Movebank export",
    ),
    (
        "iridium-email",
        ["collars", "email", "date_header", "sbd"],
        """From: sbdservice@sbd.iridium.example
Date: Thu, 14 May 2026 03:00:49 +0000
Message-ID: <2026051403004918211@sbd.iridium.example>
Subject: SBD Msg From Unit: 300434067921840
Attachment: 300434067921840_018211.sbd

MOMSN: 18211
MTMSN: 0
Time of Session (UTC): Thu May 14 03:00:41 2026
Session Status: 00 - Transfer OK
Unit Location: Lat = -19.20418 Long = 23.55120
CEPradius = 4""",
        "Is this collar's position from the GPS or from the Iridium network? How precise is it?",
        "This came in from the collar",
    ),
    (
        "collar-deployment",
        ["collars", "deployment_record", "dates", "serial"],
        """Deployment record
Collar: GPS-PLUS 30841 (Iridium), serial 30841, firmware 5.2.1
Animal: lioness 'Naledi', pride Xakanaxa, est. 6 y, 128 kg
Deployed: 2026-05-06 07:42 by Dr K. Sebina (immobilisation case WC-26-035)
Schedule: fix every 2 h; every 30 min 17:00-07:00 local
Drop-off: programmed 2027-06-30 12:00 UTC""",
        "How many fixes per day does this schedule produce?",
        "The deployment record",
    ),
    (
        "gpx-track",
        ["collars", "gpx", "timestamps"],
        """<trkseg>
  <trkpt lat="-2.45210" lon="34.82744"><time>2026-05-13T04:00:00Z</time></trkpt>
  <trkpt lat="-2.44980" lon="34.83102"><time>2026-05-13T05:00:00Z</time></trkpt>
  <trkpt lat="-2.44610" lon="34.83950"><time>2026-05-13T06:00:00Z</time></trkpt>
</trkseg>""",
        "Roughly how far did the animal move between 04:00 and 06:00 UTC?",
        "Track segment from the collar",
    ),
    (
        "argos-diag",
        ["collars", "argos", "day_of_year"],
        """ 14812  Date : 13.05.26 22:41:07  LC : 2  IQ : 66
      Lat1 : 20.812N  Lon1 : 156.970W  Lat2 : 21.344N  Lon2 : 151.880W
      Nb mes : 004  Nb mes>-120dB: 001  Best level : -121 dB
      Pass duration : 355s   NOPC : 3
      Calcul freq : 401 677386.6 Hz   Altitude : 0 m""",
        "Which of the two positions should I trust, and why are there two?",
        "Argos DIAG output for our turtle",
    ),
    (
        "detection-events",
        ["camera_traps", "detections", "timestamps"],
        """Station  Species           First image          Last image           Images  Count
CT-31    leopard           2026-03-04 01:12:40  2026-03-04 01:13:05  9       1
CT-31    bushpig           2026-03-04 03:51:18  2026-03-04 03:58:44  27      4
CT-31    leopard           2026-03-04 03:59:02  2026-03-04 03:59:20  6       1
CT-35    honey badger      2026-03-05 22:10:11  2026-03-05 22:10:31  6       1""",
        "With a 30-minute independence rule, how many independent leopard events are there at CT-31?",
        "Detection table",
    ),
    (
        "trap-effort",
        ["camera_traps", "effort", "dates"],
        """Station  Set         Retrieved   Days  Faulty days  Trap-nights
CT-31    2026-02-12  2026-03-19  35    0            35
CT-32    2026-02-12  2026-03-19  35    9            26
CT-35    2026-02-13  2026-03-20  35    0            35
CT-36    2026-02-13  2026-03-02  17    0            17 (stolen)""",
        "What is the total effort, and what are the leopard detections per 100 trap-nights if we had 11 independent events?",
        "Effort table",
    ),
    (
        "occupancy-history",
        ["camera_traps", "occupancy", "matrix"],
        """site  occ1  occ2  occ3  occ4  occ5  occ6   (occasions of 7 days from 2026-02-12)
CT-31 1     0     1     1     0     NA
CT-32 0     0     NA    NA    0     0
CT-35 0     1     0     0     0     1
CT-36 0     0     0     NA    NA    NA""",
        "What is the naive occupancy, and what does NA mean for the model?",
        "Detection history",
    ),
    (
        "camtrap-json",
        ["camera_traps", "json", "first_member_id", "uuid_content"],
        """{
  "id": "4b7f0c2e-9a1d-4e3b-8c5f-6d2e1a0b9c8d",
  "deploymentID": "CT-31-2026A",
  "timestamp": "2026-03-04T01:12:40+02:00",
  "scientificName": "Panthera pardus",
  "count": 1,
  "classifiedBy": "reviewer m.andrade",
  "classificationTimestamp": "2026-04-02T10:15:09+02:00"
}""",
        "Is this valid Camtrap DP for an observation, and what is the difference between the two timestamps?",
        "One record from our export",
    ),
    (
        "patrol-report",
        ["rangers", "patrol_report", "waypoints", "times"],
        """SMART patrol report LZ3-2026-0507-B (foot, 4 rangers, leader S. Phiri)
Start 2026-05-07 05:50  End 2026-05-07 14:10  Distance 21.4 km
06:40 WP108 snare (wire), removed
09:12 WP115 fresh elephant dung, 3 animals
10:30 WP119 poacher camp, abandoned ~1 week, 2 snares collected
13:05 WP127 gunshot heard, bearing 240, estimated 3 km""",
        "Write the three most important points for the section ranger's briefing.",
        "Patrol report",
    ),
    (
        "incident-report",
        ["rangers", "incident_report", "dates", "case_numbers"],
        """INCIDENT REPORT APU-RUA-2026-014
Date/time of incident: 2026-04-18, approx. 22:40
Location: Mdonya gorge, 7.80 S 34.92 E
Reported by: patrol Simba-1, 2026-04-19 06:15
Description: giraffe carcass, snared, hind quarters removed; wire snares x6 recovered.
Evidence: EV-26-0211 to EV-26-0216 (snares), photos P-0412 to P-0430
Police OB number: OB/18/04/2026""",
        "Which evidence numbers belong to the snares, and is the police reference in the standard format?",
        "An older incident report",
    ),
    (
        "snare-log",
        ["rangers", "snare_log", "dates"],
        """Month     Wire snares  Gin traps  Pit traps  Animals found in snares
Jan 2026  41           2          0          3 (impala 2, bushbuck 1)
Feb 2026  36           0          1          1 (warthog)
Mar 2026  58           3          0          5 (impala 3, zebra 1, giraffe 1)
Apr 2026  29           1          0          0""",
        "Is there a trend? Suggest one reason for the March peak that we could check.",
        "Snare removal log",
    ),
    (
        "seizure-register",
        ["rangers", "seizure_register", "exhibit_numbers"],
        """Exhibit    Date        Item                         Qty    Case            Stored
EX-26-0031 2026-02-11  pangolin scales               3.2 kg APU-RUA-26-004  evidence room A
EX-26-0032 2026-02-11  motorbike (reg. MC 481 BKT)   1      APU-RUA-26-004  vehicle yard
EX-26-0047 2026-03-30  ivory pieces                  5      APU-RUA-26-009  safe 2
EX-26-0052 2026-04-19  wire snares                   6      APU-RUA-26-014  evidence room A""",
        "List the exhibits for case APU-RUA-26-004 for the court bundle.",
        "Seizure register",
    ),
    (
        "gunshot-log",
        ["rangers", "acoustic_log", "timestamps"],
        """detected_at,node,bearing_deg,distance_m,confidence,class
2026-05-09T23:31:12.402+03:00,SB-14,212,1400,0.87,gunshot
2026-05-09T23:31:13.118+03:00,SB-11,168,2100,0.81,gunshot
2026-05-10T02:05:47.990+03:00,SB-14,40,600,0.52,thunder?""",
        "Can you tell from the two detections at 23:31 roughly where the shot came from?",
        "Acoustic sensor log",
    ),
    (
        "radio-log",
        ["rangers", "radio_log", "dtg"],
        """DTG          FROM   TO     MESSAGE
090512ZMAY26 ALPHA  OPS    Departed HQ, 4 pax, foot, route K2
090648ZMAY26 ALPHA  OPS    WP31 snare x1 removed
090720ZMAY26 BRAVO  OPS    Vehicle U/S km 22, request tow
090805ZMAY26 OPS    AIR    Request overflight Bravo position""",
        "Turn this into plain-language entries with local time (UTC+2).",
        "Radio log",
    ),
    (
        "ranger-whatsapp-export",
        ["rangers", "chat_export", "day_first"],
        """[09/05/2026, 23:35:04] Neema: Tumesikia risasi mbili upande wa Mdonya
[09/05/2026, 23:36:40] Juma: Tuko njiani, dakika 20
[10/05/2026, 00:12:18] Juma: Tumefika, hakuna mtu. Tumeona alama za pikipiki
[10/05/2026, 06:02:55] Neema: Asubuhi tumepata mzoga wa twiga""",
        "Summarise this in English for the incident file, keeping the times.",
        "Our group chat from that night",
    ),
    (
        "permit-text",
        ["permits", "permit", "validity"],
        """BACKCOUNTRY PERMIT  No. WP-2026-0718-0412
Trailhead: Road's End   Entry date: 2026-07-18   Exit date: 2026-07-21
Party size: 4   Stock: none   Bear canister: required (1 per person)
Camps: Middle Paradise (18), Woods Creek (19), Rae Lakes (20)
Issued: 2026-06-02 14:11 PDT at the wilderness office""",
        "Can one of us start a day later from the same trailhead on this permit?",
        "Our permit",
    ),
    (
        "booking-email",
        ["permits", "email", "date_header", "booking_ref"],
        """From: Reservations <bookings@parks-lodges.example>
Date: Mon, 4 May 2026 10:14:51 +0200
Message-ID: <bk-88120-20260504081451@parks-lodges.example>
Subject: Booking confirmation NB-26-088120

Okaukuejo, waterhole chalet x1, 3-5 September 2026 (2 nights), 2 adults
Halali, bush chalet x1, 5-6 September 2026 (1 night), 2 adults
Total NAD 9,840.00, paid in full. Gate times: sunrise to sunset.""",
        "Do the nights line up, and when do we have to leave Okaukuejo on the 5th to reach Halali before the gate closes?",
        "Confirmation email",
    ),
    (
        "timed-entry-ticket",
        ["permits", "ticket", "entry_window"],
        """TIMED ENTRY RESERVATION
Reservation ID: 0112-4492-7730
Entry window: Sat 18 Jul 2026, 09:00-11:00 MDT
Vehicle: 1 (plate on file)
QR code ref: TE7-9F2K-Q4LM-8820
Valid only with a park pass or entrance fee paid at the gate.""",
        "If we arrive at 10:55 and there's a queue at the gate, are we still fine?",
        "Our timed entry reservation",
    ),
    (
        "campground-reservation",
        ["permits", "reservation", "dates"],
        """Reservation #3-41188920   Status: confirmed
Campground: Watson Lake, site 27 (tent only)
Arrival: Fri 04 Sep 2026 (check-in after 14:00)
Departure: Mon 07 Sep 2026 (check-out by 11:00)
Cancellation: full refund up to 2026-08-21; after that the first night is kept""",
        "If I cancel on 25 August, how much do I lose out of a CAD 29.50 nightly fee?",
        "Campground reservation",
    ),
    (
        "gorilla-receipt",
        ["permits", "receipt", "permit_numbers"],
        """RECEIPT No. 2026/04/01773
Gorilla tracking permits x2, sector Buhoma, tracking date 12 August 2026
Permit numbers: GT-BUH-260812-031, GT-BUH-260812-032
Amount: USD 1,600.00   Paid: 02 April 2026 (bank transfer ref TT-5581204)
Permits are non-refundable; one date change allowed more than 90 days before tracking.""",
        "Is it too late to change the date now, in mid-May?",
        "Receipt from the wildlife authority",
    ),
    (
        "visitor-counts",
        ["permits", "visitor_counts", "table"],
        """Month      Day visitors  Overnight  Vehicles  Revenue (EUR)
Jan 2026   3,412         810        1,204     41,880
Feb 2026   3,980         902        1,390     47,210
Mar 2026   6,115         1,488      2,211     76,930
Apr 2026   8,702         2,030      3,118     108,400""",
        "Which month grew most compared with the one before, in percent?",
        "Visitor numbers",
    ),
    (
        "booking-webhook-debug",
        ["permits", "webhook", "pasted_debug", "signature"],
        """POST /hooks/bookings HTTP/1.1
webhook-id: msg_2vXq7Zl9bT4mK1sR8yWcD3nE6hA
webhook-timestamp: 1778573693
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
Content-Type: application/json

{"type":"booking.created","data":{"ref":"NB-26-088120","arrival":"2026-09-03","nights":2}}""",
        "Our verification fails with 'timestamp too old'. What tolerance does the standard recommend, and what might be wrong with our clock?",
        "A delivery our endpoint rejected",
    ),
    (
        "booking-nginx",
        ["permits", "nginx_log", "clf"],
        """203.0.113.44 - - [12/May/2026:09:00:01 +0200] "POST /api/permits/hold HTTP/2.0" 429 61 "-" "Mozilla/5.0"
203.0.113.44 - - [12/May/2026:09:00:01 +0200] "POST /api/permits/hold HTTP/2.0" 429 61 "-" "Mozilla/5.0"
198.51.100.7 - - [12/May/2026:09:00:02 +0200] "POST /api/permits/hold HTTP/2.0" 201 412 "-" "Mozilla/5.0"
203.0.113.44 - - [12/May/2026:09:00:03 +0200] "POST /api/permits/hold HTTP/2.0" 429 61 "-" "python-requests/2.32\"""",
        "Is someone scripting the permit lottery release? What should we look at?",
        "Access log from the 09:00 release",
    ),
    (
        "curl-verbose",
        ["permits", "curl", "date_header", "request_id"],
        """> GET /v1/availability?park=kruger&from=2026-09-03&to=2026-09-06 HTTP/2
> Host: api.parks-bookings.example
>
< HTTP/2 503
< date: Tue, 12 May 2026 07:58:31 GMT
< x-request-id: 5b9e2c1a-0f4d-4c8e-a3b7-92d1e6f0c5a4
< retry-after: 120
<
{"error":"maintenance","until":"2026-05-12T08:30:00Z"}""",
        "When can I retry, and what should I give support if it still fails?",
        "What curl shows",
    ),
]

BLOCKS += [
    (
        "encounter-page",
        ["surveys", "encounter", "ids", "dates"],
        """Encounter #HW-2026-118204
Species: humpback whale   Individual: HIHW-0412 ("Kapena")
Date: 2026-02-14, 09:40 HST   Location: Auʻau Channel, Maui
Photographer: visitor upload, vessel Ocean Spirit
Previous sightings of HIHW-0412: 2019-03-02 (Maui), 2021-07-19 (SE Alaska), 2024-02-27 (Maui)""",
        "How many years between the first and this sighting, and what does the Alaska record tell us?",
        "The match result page",
    ),
    (
        "frog-submission",
        ["surveys", "frog_submission", "dates"],
        """Submission 2026-01-19 21:35 - farm dam, Kangaroo Valley NSW - 42 s
Validated 2026-01-24 by validator #118:
  Pobblebonk (Limnodynastes dumerilii) - confirmed
  Common eastern froglet (Crinia signifera) - confirmed
  Peron's tree frog (Litoria peronii) - possible, faint""",
        "Why might a validator mark Peron's tree frog only as possible?",
        "Result of my frog recording",
    ),
    (
        "bat-csv",
        ["surveys", "bat_calls", "csv", "timestamps"],
        """file,date,time,species,probability
SM4-07_20260603_213412.wav,2026-06-03,21:34:12,Pipistrellus pipistrellus,0.97
SM4-07_20260603_213901.wav,2026-06-03,21:39:01,Nyctalus noctula,0.71
SM4-07_20260604_002215.wav,2026-06-04,00:22:15,Barbastella barbastellus,0.44
SM4-07_20260604_031048.wav,2026-06-04,03:10:48,Myotis sp.,0.38""",
        "Which records would you send for manual verification, and why?",
        "Detector output",
    ),
    (
        "reef-datasheet",
        ["surveys", "reef_survey", "dates", "depths"],
        """Site: Atauro - Beloi   Date: 2026-05-02   Time in: 08:42   Depth: 8 m   Vis: 18 m
Diver: J. da Costa   Buddy: A. Soares   Method 1 (fish), Block 1 (50 x 5 m)
Chromis viridis          120   (5 cm)
Ctenochaetus striatus    14    (15 cm)
Bolbometopon muricatum   3     (75 cm)
Cheilinus undulatus      1     (100 cm)""",
        "Which of these are species of special concern, and should the sizes be double-checked?",
        "My datasheet from Atauro",
    ),
    (
        "turtle-nests",
        ["surveys", "nest_inventory", "dates"],
        """Nest  Species   Laid        Relocated  Hatched     Emerged  Unhatched  Dead in nest
N-07  green     2026-01-09  no         2026-03-06  88       14         2
N-11  green     2026-01-21  yes        2026-03-19  61       37         5
N-14  hawksbill 2026-02-02  no         2026-04-01  131      9          0""",
        "Work out hatching success per nest. Does relocation seem to matter?",
        "Nest inventory",
    ),
    (
        "puffin-burrows",
        ["surveys", "burrow_survey", "faroese_material"],
        """Lundabøli - kanning 2026 (økið A)
Kannað: 120 bøli   Við egg: 64   Við unga: 0   Tóm: 49   Ógreitt: 7
Kanning gjørd: 28. mai 2026, kl. 10:00-15:30
Í fjør (29. mai 2025): 120 bøli, 58 við egg""",
        "Translate this into English and tell me the occupancy rate for both years.",
        "Our burrow count sheet",
    ),
    (
        "rhino-census",
        ["surveys", "census", "table"],
        """Range         2022   2026   Calves (2026)
Agaratoli     312    338    41
Bagori        655    701    88
Burapahar     69     77     9
Kohora        1,102  1,144  131""",
        "What is the total growth from 2022 to 2026, and which range grew fastest?",
        "Census table",
    ),
    (
        "obs-export",
        ["surveys", "observation_export", "csv", "ids"],
        """id,observed_on,time_observed_at,scientific_name,quality_grade,place_guess
271104882,2026-04-25,2026-04-25 07:12:44 -0700,Pseudacris regilla,research,McLaren Park
271105019,2026-04-25,2026-04-25 07:31:02 -0700,Batrachoseps attenuatus,needs_id,McLaren Park
271112740,2026-04-25,2026-04-25 09:05:18 -0700,Aneides lugubris,research,Glen Canyon""",
        "Which of these still need an identification, and how would I help?",
        "Our BioBlitz export",
    ),
    (
        "pmx-summary",
        ["breeding", "pmx", "genetics"],
        """Population summary (data current to 2026-03-31)
Living: 212 (98.110.4) in 91 institutions
Founders: 11 (founder genome equivalents 4.3)
Gene diversity: 0.892   Mean kinship: 0.108   Mean inbreeding: 0.041
Projected GD in 100 years: 0.82 (N = 212, growth 0 %)""",
        "What does a founder genome equivalent of 4.3 mean for a non-specialist?",
        "PMx summary",
    ),
    (
        "studbook-excerpt",
        ["breeding", "studbook", "dates", "sb_numbers"],
        """SB#   Sex  Birth date   Sire  Dam   Location   Date       Event
1412  M    2015-04-11   1188  1203  ZOO-KBZ    2015-04-11 birth
1412  M                             ZOO-BOSQ   2018-10-02 transfer
1498  F    2019-06-02   1301  1290  ZOO-BOSQ   2019-06-02 birth
1520  F    2020-05-19   UNK   1355  ZOO-TVZ    2020-05-19 birth""",
        "Where does 1412 live now, and what would the studbook need before 1520 can be recommended for breeding?",
        "Studbook excerpt",
    ),
    (
        "transfer-recommendation",
        ["breeding", "recommendation", "dates"],
        """EEP transfer recommendation 2026-07 (issued 2026-02-27)
Okapi (Okapia johnstoni)
Move: 0.1 Tisa (SB 788, born 2019-06-11) from ZOO-KBZ to ZOO-BOSQ
Purpose: breeding with 1.0 Kibibi (SB 731)
Deadline for the move: 2026-09-30
Conditions: TB test negative within 30 days before transport; CITES not required (non-listed)""",
        "What is the latest date the TB test can be done if the move happens on the deadline?",
        "Recommendation letter",
    ),
    (
        "cites-permit",
        ["breeding", "cites_permit", "validity"],
        """CONVENTION ON INTERNATIONAL TRADE IN ENDANGERED SPECIES
Export permit No. 26NL004412   Valid until: 2026-10-14
Exporter: Kelderbos Zoo   Importer: partner zoo (breeding loan)
Species: Panthera uncia, Appendix I, captive bred (source C), 1 live male, SB 1133
Purpose: B (breeding in captivity)   Issued: 2026-04-14""",
        "How long is this permit valid, and is source code C right for a zoo-born animal?",
        "The export permit",
    ),
    (
        "loan-clause",
        ["breeding", "loan_agreement", "dates"],
        """Clause 7 - Offspring. Offspring born from the loaned animal during the term of this agreement
(1 March 2026 to 28 February 2031) belong to the lender and the borrower in turn, starting with the
lender. The programme coordinator decides placement within 12 months of birth.""",
        "If the first cub is born in 2027 and the second in 2029, who owns each?",
        "From our breeding loan agreement",
    ),
    (
        "contraception-records",
        ["breeding", "contraception", "dates"],
        """Animal   Method                    Start       Duration   Next due     Given by
Pana     deslorelin implant 4.7 mg 2025-11-03  12 months  2026-11-03   vet RT
Kianga   etonogestrel implant      2024-08-19  3 years    2027-08-19   vet RT
Mosi     none (breeding advised)   -           -          -            -""",
        "Which implant runs out first, and should we remove it early if Kianga is recommended for breeding in 2027?",
        "Contraception records",
    ),
    (
        "sentry-event",
        ["apps", "json", "first_member_timestamp", "sentry"],
        """{
  "timestamp": "2026-05-12T14:02:11.412Z",
  "event_id": "9d1c2e3f4a5b6c7d8e9f0a1b2c3d4e5f",
  "release": "zoo-map@5.4.0",
  "exception": {"values": [{"type": "TypeError", "value": "undefined is not an object (evaluating 'enclosure.feedTimes[0]')"}]},
  "contexts": {"trace": {"trace_id": "4bf92f3577b34da6a3ce929d0e0e4736", "span_id": "00f067aa0ba902b7"}}
}""",
        "What is the bug, and which enclosure data would trigger it?",
        "Sentry event from the map app",
    ),
    (
        "ics-invite",
        ["breeding", "ics", "dtstamp"],
        """BEGIN:VEVENT
UID:9f2c1e40-4b8e-11f0-9c1d-0242ac120002@programmes.example
DTSTAMP:20260504T081200Z
DTSTART:20260611T120000Z
DTEND:20260611T133000Z
SUMMARY:Okapi programme - annual species committee meeting
ORGANIZER;CN=Programme coordinator:mailto:okapi-eep@programmes.example
END:VEVENT""",
        "What time is the meeting for me in Kinshasa, and for how long?",
        "Invite",
    ),
    (
        "slack-export",
        ["husbandry", "slack_export", "ts"],
        """[
  {"user": "U05HANNE", "ts": "1778742604.118209", "text": "Boma 2 hot-wire reads 3.1 kV this morning."},
  {"user": "U07MAINT", "ts": "1778744412.004100", "text": "On it, insulator cracked near post 14."},
  {"user": "U07MAINT", "ts": "1778751008.331700", "text": "Fixed, 7.4 kV now."}
]""",
        "How long did the fence take to fix from the first message?",
        "Slack export of the thread",
    ),
    (
        "malagasy-keeper-notes",
        ["husbandry", "malagasy_material", "times"],
        """Tatitra isan'andro - 13 Mey 2026
07:30 Nivoaka ny varika rehetra.
09:15 Tsy nihinana akondro i Soa.
11:40 Nodiovina ny ratra teo amin'ny rambon'i Bako.
16:50 Niditra tao an-trano ny varika rehetra.""",
        "Translate this into English for the visiting vet, keeping the times.",
        "Notes from the keeper in Madagascar",
    ),
    (
        "mongolian-studbook",
        ["breeding", "mongolian_material", "dates"],
        """Удам бичиг - тахь
SB 3010  эм  төрсөн 2011-05-02  эцэг 2688  эх 2701  Хустай
SB 3122  эр  төрсөн 2014-06-19  эцэг 2877  эх 2930  Хустай
SB 3348  эм  төрсөн 2026-05-09  эцэг 3122  эх 3010  Хустай""",
        "Translate the column meanings and tell me the age of the dam when SB 3348 was born.",
        "Studbook lines from our partners",
    ),
    (
        "ops-whatsapp-lao",
        ["camera_traps", "lao_material", "dates"],
        """ກ້ອງ NEPL-17: ຕັ້ງ 02/03/2026, ເກັບ 30/03/2026
ກວາງຊາຍ 3 ຄັ້ງ (05/03, 11/03, 28/03)
ຄົນ 1 ຄັ້ງ (19/03 ເວລາ 14:22)""",
        "Translate this camera sheet into English.",
        "Sheet from the Lao team",
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
SYSTEM_ZOO = (
    "You are Wren, the assistant of the zoo and wildlife team. Answer from the material given and say when it "
    "is not enough."
)
OTHER_LANG_ASK = [
    "Azafady, valio amin'ny teny malagasy.",
    "Tsweetswee, araba ka Setswana.",
    "Vinarliga svara á føroyskum.",
    "Per plaschair respuonda in rumantsch.",
    "Emombe'u chéve guaraníme.",
    "Plis bekim long Tok Pisin.",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, so you can see what we have.\n\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_ZOO}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in there that looks wrong?"
    assert placement == "after_question_lang"
    return f"{block}\n\n{ask} {OTHER_LANG_ASK[k % len(OTHER_LANG_ASK)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        N(_place(k // len(PLACEMENTS), placement, block, ask, intro), f"pasted:{source}",
          ["pasted", placement, *tags])


# --- negatives: stable values in program positions ----------------------------------------------------------------


def _negatives_lookalikes() -> None:
    N("""Institution: Kelderbos Zoo (ZIMS institution KBZ)
Section: Ungulates - giraffe house
Records system: release 2026.1 (go-live 2026-01-12)
Knowledge cutoff: 2024-06

You turn keeper notes into daily-report entries: one line per animal, observation type first.

Notes: Tafari ate all the lucerne; Nia slightly stiff in the morning.
Entries:""", "lookalike:husbandry-header", ["header_block", "release_date", "knowledge_cutoff"])
    N("""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions from the public about the aquarium's animals in two or three friendly sentences.<|eot_id|><|start_header_id|>user<|end_header_id|>

How long do the green sea turtles in the big tank live?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "lookalike:llama3-cutoff-only", ["llama3", "knowledge_cutoff"])
    N("""<|im_start|>system
You are the assistant of Ngare Hills Wildlife Park, founded in 1974 and run by the county trust since
2009. Prompt revised 2026-03-02 by the education team. Answer visitors in plain English.<|im_end|>
<|im_start|>user
Why are the rhinos' horns shorter than in the pictures?<|im_end|>
<|im_start|>assistant
""", "lookalike:chatml-founding", ["chatml", "founding_year", "authored_revision"])
    N("""---
template: enrichment-weekly
template_approved: 2025-11-18
studbook_edition: 2026-1
collection: primates
---
Plan next week's enrichment for the siamangs (Lintang, Batu). Rotate the five categories and avoid
novel foods without vet sign-off.""", "lookalike:front-matter-approval", ["front_matter", "approval_date",
                                                                     "edition"])
    N("""<context institution="ZOO-KBZ" studbook_edition="2026-1" data_current="2026-03-31" species="Okapia johnstoni">
You check studbook records against the programme's conventions. Report problems only.
</context>
Record: SB 2291, F, born 2026-04-02 at ZOO-BOSQ, dam 1987, sire UNK.
Problems:""", "lookalike:xml-edition", ["xml_attr", "data_current_date", "edition"])
    N("""{"engine":"lss-advisor-2025-11-04","tenant":"3b241101-e2bb-4255-8caf-4136c566a962","site":"gulf-shore"}
You advise the life support operators on water chemistry. Give one action at a time.

Operator: ORP is at 251 mV in the ray touch pool. What first?
Assistant:""", "lookalike:json-engine-date", ["json_inline", "engine_date", "tenant_uuid"])
    N("""<!-- prompt: camera-trap-id-helper, revision 7, 2026-01-30 -->
You help reviewers confirm camera-trap identifications. Suggest the most likely species and what to
check; never confirm an identification yourself.

Reviewer: Striped animal at night, long bushy tail, white stripe down the back. Zorilla or honey badger?
Assistant:""", "lookalike:html-comment-revision", ["html_comment", "prompt_revision"])
    N("""| Animal  | GAN    | Born       | Arrived    | SB no. |
|---------|--------|------------|------------|--------|
| Tafari  | 12044  | 2017-08-22 | born here  | 1102   |
| Nia     | 12311  | 2015-03-09 | 2019-11-04 | 0977   |
| Jabari  | 13508  | 2026-01-30 | born here  | 1245   |

You help the giraffe team plan hoof trims. Older animals first; calves only under the vet's plan.

Keeper: Who should be trimmed first this month?
Assistant:""", "lookalike:md-table-records", ["md_table", "birth_dates", "record_dates"])
    N("""FEED_TIME_AM=08:30
FEED_TIME_PM=15:30
TZ=Europe/London
SITE=saltmarsh

You remind the seal team of feeds and supplements. Say which feed is next and what it needs.

Keeper: It's 14:50 here. What's next?
Assistant:""", "lookalike:keyvalue-settings", ["keyvalue_lines", "feed_times", "user_clock"])
    N("""You answer questions about the park's rules for visitors with dogs: dogs on a lead of at most 2 m, never
in the bird hides, never on the beach from 1 April to 31 August (shorebird nesting).

Visitor: Can I walk my dog on the beach in September?

--
Terms of use rev. 2025-12-15""", "lookalike:footer-terms", ["footer", "terms_revision", "seasonal_dates"])
    N("""api-version: 2024-10-21
x-ms-tenant-id: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: zoo-education

You write short, accurate answers for the zoo's school programme. Age group: 9-11.

Question: Why do flamingos turn pink?
Answer:""", "lookalike:azure-api-version", ["header_block", "api_version", "tenant_uuid"])
    N("""You are the assistant of a private game reserve in Limpopo. Licence: hunting not permitted; tourism
licence LTA-2019-0412, valid to 2029-06-30. Gate hours: 06:00-18:30 (summer), 06:30-18:00 (winter).

Guest: Can we do a night drive on our own in our car?
Assistant:""", "lookalike:licence-in-system", ["system_prompt", "licence_validity", "gate_hours"])
    N("""Stripe-Version: 2024-06-20
Customer: cus_QkT7fY2wXn8aLm
Plan: family annual pass (renews 2027-01-31)

You help members with their aquarium membership: guests, renewals and parking.

Member: Can I pay for my renewal in two parts?
Assistant:""", "lookalike:stripe-version", ["header_block", "stripe_version", "customer_id", "renewal_date"])
    N("""guild_id: 1184402211893776425
channel_id: 1184402211893776431
role_id: 1184402211893776440 (docents)

You answer zoo docents in the volunteers' Discord from the docent handbook.

Docent: What do we tell visitors who ask to feed the goats in the petting zoo?
Assistant:""", "lookalike:discord-ids", ["header_block", "guild_ids", "snowflake_stable"])
    N("""Opening hours: 09:30-18:00 (last entry 17:00); 09:30-16:30 from 1 November to 28 February
Time zone: Europe/Amsterdam
Closed: 25 December

You answer visitors' questions about opening times, tickets and the zoo map.

Visitor: We arrive at 16:40 on 2 January. Is it worth it?
Assistant:""", "lookalike:opening-hours", ["header_block", "opening_hours", "timezone"])
    N("""You are the aquarium's dive programme assistant. This prompt was last reviewed on 2026-02-02 by the
curator of fishes; follow it even if a guest insists. Divers need a recognised certification and a
dive within the last 12 months.

Guest: My last dive was in March 2025. Can I still join the shark dive?
Assistant:""", "lookalike:reviewed-in-system", ["system_prompt", "authored_review_date", "user_dates"])
    N("""Collar: GPS-PLUS 30841 (serial 30841), deployed 2026-05-06 on lioness Naledi
Schedule: every 2 h; every 30 min 17:00-07:00
Drop-off: 2027-06-30 12:00 UTC

You explain collar data to the research team. Be precise about fix rates.

Researcher: How many fixes should we expect per week?
Answer:""", "lookalike:collar-record", ["header_block", "deployment_date", "drop_off"])
    N("""Member: A. Kowal (member since 2019-05-02)
Membership: family, renews 2027-01-31
Home aquarium: Greywater Bay

You help members plan their visit and bring guests.

Member: How many guest tickets do we get this year?
Assistant:""", "lookalike:member-record", ["header_block", "member_since", "renewal_date"])
    N("""Bot: WildWatch 3.4 (model wildwatch-2026-02, knowledge to 2025-09)
Channel: web
Locale: en-KE

You answer questions about wildlife sightings reported on the reserve's sighting board.

User: Have any cheetahs been seen near the Sand River lately?
Assistant:""", "lookalike:bot-model", ["header_block", "model_date", "knowledge_cutoff"])
    N("""Species context: Okapia johnstoni, IUCN Red List: Endangered (assessed 2013-07-01, version 2025-2)
Programme: EEP, coordinator at ZOO-KBZ since 2021

You write the species panel text for the zoo's okapi house: 80 words, for families.""",
                 "lookalike:species-context", ["header_block", "assessment_date", "since"])
    N("""[ctx protocol=v3.1 season=2026 transect=H2 lang=en]
You help volunteers record bat transects. Count passes, not individuals.

Volunteer: I heard the same noctule four times in five minutes. Is that four passes?
Assistant:""", "lookalike:bracket-protocol", ["bracket_kv", "protocol_version", "season"])
    N("""You are the rescue hotline assistant. Tell callers how to keep the animal safe until a rescuer
arrives.

Caller: There's an injured swan on the canal by the lock and it hissed at my dog. (case WR-26-0412)
Assistant:""", "lookalike:paren-case", ["paren_case", "last_user"])
    N("""Project: Yasuní camera grid 2026 (project id 6c1f0d2e-8a3b-4c5d-9e7f-1a2b3c4d5e6f)
Workspace: wildlife-ecuador
Reviewer: m.andrade

You help reviewers confirm species in camera-trap images.

Reviewer: A tapir with a calf at CT-11. Lowland or mountain tapir at 1,200 m?
Assistant:""", "lookalike:project-uuid", ["header_block", "project_uuid", "workspace"])
    N("""<start_of_turn>user
You are the assistant of the reptile house. Built for keepers, release 2026.04, knowledge to 2025-06.
Which UVB index should a panther chameleon basking spot have?<end_of_turn>
<start_of_turn>model
""", "lookalike:gemma-stable", ["gemma", "release", "knowledge_cutoff"])
    N("""X-B3-Sampled: 1
Accept-Language: en-NZ
Sec-WebSocket-Version: 13

You answer questions about the zoo's kiwi house: opening times, the night-time lighting and why
photos are not allowed.

Visitor: Why is it so dark in there?
Assistant:""", "lookalike:sampled-websocket", ["header_block", "b3_sampled", "websocket_version"])
    N("""Programme: Amur leopard, studbook keeper signature: edition 2026-1, compiled 2026-04-10
Data current to: 2026-03-31

You help institutions read the studbook. Explain columns and codes.

Registrar: What does "UNK" in the sire column mean for breeding recommendations?
Answer:""", "lookalike:studbook-signature", ["header_block", "compiled_date", "data_current"])
    N("""System: life support, open ocean (3.1 ML)
Installed: 2014-06-30   Last refit: 2024-11-18
Sand filters: 6 x 3.6 m; protein skimmers: 2; ozone: 2 x 400 g/h

You answer operators' questions about this system's design limits.

Operator: Can we run on one ozone generator for a week?
Assistant:""", "lookalike:system-install-dates", ["header_block", "installation_date", "refit_date"])
    N("""Permit holder: Blue Reef Films Pty Ltd
Permit: MPA-FLM-2026-0412 (valid 2026-06-01 to 2026-06-03)
Zone: B

You remind permit holders of their conditions. Quote the condition number.

Holder: Can we fly the drone over the whales if we stay at 120 m?
Assistant:""", "lookalike:permit-header", ["header_block", "permit_validity"])


# --- negatives: values the user asks about or types -----------------------------------------------------------------


def _negatives_asked() -> None:
    N("""Our collar export has times like 1778573693000 and 1778580893000. Convert both to local time in
Botswana (UTC+2) and tell me how far apart they are.""", "asked:epoch-ms", ["epoch_ms", "id_in_question"])
    N("""The Argos file says the turtle's best location was at 2026-134 03:00:41. What calendar date and time is
that in Hawaii?""", "asked:argos-doy", ["argos_day_of_year", "value_in_question"])
    N("""Our drone's log gives GPS week 2418 and time of week 310512 s for the take-off. How do I turn that into
UTC, and do I need to care about leap seconds?""", "asked:gps-week", ["gps_week_tow", "value_in_question"])
    N("""Tisa the okapi was born on 2019-06-11. How old will she be on 30 September 2026, in years and months?
The transfer deadline is that day.""", "asked:age", ["birth_date", "arithmetic"])
    N("""Can you delete observation 3f8c1a2b-6d4e-4f70-9b1c-2e3d4f5a6b7c from our survey dataset? It was
entered twice; the one to keep is 9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d.""", "asked:uuid-delete",
      ["uuid_content", "id_in_question"])
    N("""The permits portal gave me this token and now says it's expired. What's inside it, and when did it
expire?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJyZWdpc3RyYXIta2J6IiwiaWF0IjoxNzc4NTczNjkzLCJleHAiOjE3Nzg1NzcyOTN9.Q2xvY2tlZFRva2VuU2lnbmF0dXJlRXhhbXBsZQ""",
      "asked:jwt", ["jwt", "pasted_debug"])
    N("""Support asked me for the trace header from the failed booking. I found
traceparent: 00-8a3c60f7d188f8fa79d48a391a778fa6-6e0c63257de34c92-01
Which part do I send them, and what does the 01 at the end mean?""", "asked:traceparent",
      ["traceparent", "id_in_question"])
    N("""Our camera grid schedule says "service in 2026-W23". Which dates is that, Monday to Sunday?""",
      "asked:iso-week", ["iso_week", "value_in_question"])
    N("""The Iranian team wrote that the cheetah was seen on ۲۴ اردیبهشت ۱۴۰۵. What is that in the Gregorian
calendar?""", "asked:solar-hijri", ["solar_hijri", "persian_digits", "value_in_question"])
    N("""We have a transfer call with the sihek team on Guam at 08:00 their time on Thursday. What time and day
is that for our team in Honolulu?""", "asked:date-line", ["timezone_question", "times_in_content"])
    N("""Extract the sighting as JSON.

Example input: "Two cheetahs near the Sand River at 06:40 on 2026-05-03"
Example output: {"species": "cheetah", "count": 2, "place": "Sand River", "date": "2026-05-03", "time": "06:40"}

Input: "Pack of 11 wild dogs at Mana Pools airstrip, 2026-05-12 17:15"
Output:""", "asked:few-shot", ["few_shot", "example_dates"])
    N("""It's 06:10 here at the Okaukuejo gate and they open at 06:30. If we drive at 40 km/h, can we be at the
Gemsbokvlakte waterhole (about 20 km) before 07:00?""", "asked:user-clock", ["user_typed_clock", "arithmetic"])
    N("""<|im_start|>system
You write short captions for the zoo's social media. Warm, no exclamation marks.<|im_end|>
<|im_start|>user
Today is Tafari the giraffe's 9th birthday, 22 August. Write a caption for a photo of him with his
birthday browse cake.<|im_end|>
<|im_start|>assistant
""", "asked:typed-today", ["user_typed_date", "chatml"])
    N("""Why does our reminder email show the placeholders instead of values?

Hi {{first_name}}, your gorilla trekking permit for {{tracking_date}} is confirmed. Reference:
{{booking_ref}}. Sent {{now | date: "%d %b %Y"}}.""", "asked:template", ["unrendered_template", "placeholders"])
    N("""The collar stopped sending about 3 hours ago, and the last mortality check was fine 20 minutes before
that. Should we send a team now or wait for the next scheduled fix in 2 hours?""", "asked:relative",
      ["relative_time"])
    N("""Translate into Malagasy for the visitor sign: "The lemur walk-through is open daily from 09:30 to
16:30. On 26 June 2026 it opens at 11:00 because of the Independence Day parade." """.rstrip(),
      "asked:translate", ["translation", "dates_in_content"])
    N("""A drone filming permit is valid for 90 days from the date of issue. Ours was issued on 2026-03-14.
Can we still film on 2026-06-15?""", "asked:permit-arithmetic", ["permit_validity", "arithmetic"])
    N("""Our elephant Moja was seen mating on 2026-02-10 and 2026-02-12. Elephant gestation is about 22 months
(640-660 days). Between which dates should we expect the calf?""", "asked:gestation", ["dates_in_question",
                                                                                       "arithmetic"])
    N("""The kingfisher egg was set on 2026-04-22 and incubation is 22-23 days at 37.4 C. On which dates do we
need the hatcher ready?""", "asked:hatch-date", ["dates_in_question", "arithmetic"])
    N("""Our database gives each patrol an id like 01JTF5X3N2K8M4Q7R9S1T3V5W7. Is the time inside it the patrol's
start or when the record was created, and how do I read it?""", "asked:ulid", ["ulid", "id_in_question"])
    N("""In our Slack export a message has "ts": "1778742604.118209". What time was it posted in Nairobi time?""",
      "asked:slack-ts", ["slack_ts", "id_in_question"])
    N("""A user in our Discord says their message 1371289746521964554 was removed by the moderation bot. When
was that message sent?""", "asked:snowflake", ["snowflake", "id_in_question"])
    N("""The radio log entry says 090720ZMAY26. Decode it for me and give the local time in Zambia.""",
      "asked:dtg", ["military_dtg", "value_in_question"])
    N("""Our quarantine protocol says "PT30D" for sharks and "P6W" for rays. How many days is each, and which is
longer?""", "asked:iso-duration", ["iso_duration", "value_in_question"])
    N("""I typed these times from my turtle patrol notebook: first track 23:40, nesting started 00:15, laying
00:52-01:20, back in the sea 02:05. How long did the whole visit take?""", "asked:notebook-times",
      ["user_typed_times", "arithmetic"])
    N("""You are a helpful assistant for a birdwatching club's newsletter. Write a short welcome paragraph for
new members joining the autumn waterbird counts.""", "control:plain-1", ["control", "plain"])
    N("""You are Sol, the friendly guide of a small city aquarium. Answer children's questions in two or three
simple sentences.

Child: Do octopuses really have three hearts?
Sol:""", "control:plain-2", ["control", "plain"])


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen64(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold64", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
