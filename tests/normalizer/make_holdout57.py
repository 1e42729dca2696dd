"""Build `prompt_normalizer/corpus/holdout57.jsonl`, a fifty-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout57.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout56.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with keyword searches over them for neighbours in this domain
and for the languages, chat templates and identifier shapes they used), to keep clear of the
sources, scenarios and languages they used and to apply their clarifications of the rules, and of
`make_holdout24.py` also its import block and its last 150 lines (the placement of pasted blocks,
`build` and `main`), for the structure of a generator. Nothing under `prompt_normalizer/` (other than
this corpus, written by this script), `docs/`, `bench/`, no other file under `tests/` and no git
history was read. (A listing of `tests/normalizer/` showed file names, a listing of the last five
file names in the corpus folder with a count of its files and a check showed that neither this file
nor `holdout57.jsonl` existed yet, and a grep of `pyproject.toml` showed ruff's settings.)
`make_holdout58.py` to `make_holdout64.py`, written at the same time, were not read.

The domain is e-commerce marketplaces seen from the seller's and the marketplace operator's side:
seller operations, catalogue and listing quality, order and returns handling, buyer-seller disputes,
marketplace fraud review, fulfilment-by-marketplace inbound shipments, seller payouts and fees,
reviews moderation and sellers' advertising campaigns. The earlier docstrings name neighbours of it:
e-commerce search and recommendation (`queryID`, make_holdout3; `searchUid` and impression ids,
make_holdout6), Shopify Sidekick and Shopify webhooks (make_holdout4), WooCommerce webhooks and
Mercado Pago (make_holdout5), a Korean marketplace, a Shopify shop chat and price comparison
(make_holdout8), card disputes and chargeback letters (make_holdout10, make_holdout49), marketplaces
and warehouses with Magento 2, Amazon SP-API notifications (`NotificationId`, `PublishTime`), eBay
notification signatures and Trading API responses, Etsy, Mercado Libre notifications and orders,
BigCommerce webhooks, a returns desk with RMA e-mails, RF scanners, scan logs and cycle counts
(make_holdout11), ad review, marketplace fraud scoring with a `[risk ctx ...]` line and a car listing,
buyer protection and creator payouts (make_holdout18), a gift finder, a price-match chat, a cart check
and order confirmations and return labels as negatives (make_holdout19), a marketplace lead webhook
and WhatsApp Business catalogues (make_holdout21), the agencies' and affiliate networks' side of
advertising (make_holdout31), a 3PL's receiving and putaway (make_holdout32), returns and size advice
and resale and rental marketplaces (make_holdout40) and marketplace listings in a translation batch
(make_holdout54). The scenarios here were written around them: no notification envelopes of those
platforms (SP-API appears only as a signed inbound-plan request), no eBay signatures, no Mercado
Libre, BigCommerce, Shopify or WooCommerce webhooks, no search or recommendation ids; fulfilment is
seen from the seller's inbound side (plans, carton labels, dock appointments, receiving status,
reimbursements), never from a warehouse's scanners; disputes are buyer-seller claims and mediation
on the marketplace, never card chargebacks; fraud review is seller verification, account takeover,
counterfeit reports, review rings, promo abuse, triangulation and gift cards (no risk context line,
no car listings); returns are seller-side decisions, grading and labels (no size advice, no resale);
advertising is the seller's own console (bids, search terms, budgets, dayparting, deals), never an
agency's. The sources are:

* seller operations: a seller hub's upstream headers (`Date` and an Amazon-style request id move;
  marketplace id and locale stay), a restock run inside a sentence (ULID and `+05:00` start; the
  stock table stays), a Kazakh seller assistant (`Қазіргі уақыт:` and a nanoid session), a repricer's
  logfmt line (`ts=` and `run=` before stable pairs; the decisions stay), a seller support case in a
  Gemma user turn (cuid2 session, opening time without seconds), an Azerbaijani holiday-mode helper
  (`Hazırkı vaxt:`), a flat-file upload's bracketed line (KSUID `id=`, `received=`; the processing
  report with its feed id stays), a channel sync behind a ChatML system stamp (`isoformat()` with
  `+08:00`), account health metrics "as of" a 12-hour time alone, a sub-user's cookie (session pair
  last; `ubid-main` stays), a Mongolian seller desk (`Одоогийн цаг:`, UUIDv7 request), an onboarding
  wizard's markdown rows (base32 session, step opened `DD Mon YYYY` in SAST) and a digest footer
  (job id and Windows clock);
* catalogue and listing quality: a German title studio behind YAML front matter (`generated_at`, TSID;
  the category tree version stays), attribute extraction behind a Llama 3 system header (`Today Date`
  moves, `Cutting Knowledge Date` stays), a main-image check's XML attributes (UUIDv6 `id`,
  `requested`; the policy stays), Georgian category mapping (`მიმდინარე დრო:`), a GTIN exemption
  helper behind traceparent and tracestate, a duplicate-page merge over pages pulled "at" an RFC 1123
  time with a parenthesised base58 pull id (the pages' creation dates stay), a Lao listing translator
  (Lao digits, Buddhist era), a variation doctor's pretty JSON (UUIDv7 and epoch ms), a safety
  attribute check in a Phi-3 system turn (Python `str()`), a brand content review behind a canary
  comment, a Kannada listing quality helper (`ಇಂದಿನ ದಿನಾಂಕ:` in Kannada digits), a keyword stuffing
  linter behind B3 multi headers (`X-B3-Sampled` stays), a size chart converter's `KEY=value` lines
  (Java `ZonedDateTime`, job hex) and a restricted products gate in single-line JSON (`rid`, `ts`);
* orders and returns: an order desk in a Mistral `[INST]` prompt (RFC 3339 with nanoseconds on its
  own line), a return decision engine (lower-case ULID run, Log4j time; the return request and its
  opening date stay), `Sent:` and `Message-ID:` after the last user message, a return label dated
  today by the label tool with its job, orders awaiting shipment "em" a time (Brazilian Portuguese;
  the ship-by dates stay), a late-shipment model's Go `time.Now().String()` clock, a Burmese returns
  helper (Myanmar digits), a grader's handheld clock (a 12-hour time alone) and session, a return
  reason clustering job in pretty JSON (epoch ns, TypeID run), a partial refund rule with a Semantic
  Kernel current-time sentence mid-paragraph, a buyer message from a queue (AMQP `message_id` and
  `timestamp` move; the body with its `sent` stays), a Cantonese cancellation helper (`而家時間：`)
  and a replacement order as a structured CloudEvent (`id`, `time`; the data stays);
* buyer-seller disputes: a claim desk's markdown bullets (base32 session, US medium opening time),
  tracking events fetched "at" a time with an offset (the scans stay), an Albanian case helper (UUIDv8
  session), a mediator's trace and group ids, a seller appeal portal's JWT, a Somali dispute helper, an
  SLA calculator's `t0:` in ms, a `(sent ...)` stamp on the user's line, a dispute delivered as
  Standard Webhooks (the dispute with `opened_at` and `respond_by` stays), a Macedonian "not as
  described" helper, a triage run in an HTML comment (xid `run=`, epoch `at=`), a legacy proxy's RFC 850
  `Date` with an upper-case hex request id and a Kinyarwanda dispute helper;
* marketplace fraud review: a KYC reviewer's nested YAML (session and opening time; the registry data
  stays), an account takeover signals snapshot inside a sentence (KSUID, time), counterfeit triage
  behind `X-Amzn-Trace-Id`, a review ring graph run (`KEY=value`, time-based UUIDv1, ISO basic start),
  Belarusian promo abuse (`Бягучы час:`), a triangulation score request in single-line JSON (epoch
  us), an analyst console (upper-case UUID session, Windows clock), velocity rules behind a bracketed
  `assembled=`, a liveness capture's id and day-first dotted receipt time, a Sundanese trust desk
  (`Waktos ayeuna:` with `15.05 WIB`), a gift card desk's PASETO token and a linked-account query run
  "at" a time alone;
* fulfilment-by-marketplace inbound shipments: an inbound plan request signed with SigV4 (`x-amz-date`,
  the `Authorization` line and the request id move), a carton sheet's ship date filled in as today
  with its label batch, a dock appointment hold token and its expiry computed from now, a Telugu
  receiving helper (Telugu digits), receiving status "as of" a Postgres `timestamptz` text (the
  shipment's dates stay), Envoy's `x-request-id` (timeout and attempt count stay), a reimbursement
  assistant behind a Python logging prefix, an Assamese prep helper (`আজিৰ তাৰিখ:`), a dangerous-goods
  screen behind YAML front matter (Ruby `Time#to_s`), a Taiwanese warehouse helper (`目前時間：` in
  the Minguo calendar), a partnered carrier quote (id, quote time and the validity computed from it), a
  placement fee explainer behind a ChatML system stamp and an inbound problem as a Slack event
  (`event_id`, `event_time` and the message's `ts` move; team, channel and text stay);
* seller payouts and fees: a payout provider call (`X-Request-Id`, `X-Idempotency-Key`; `X-Api-Version`
  and the platform account stay), a Nepali reserve helper (today in Bikram Sambat with Devanagari
  digits), a fee preview's XML elements, FX rates "as of" an RFC 2822 time with a parenthesised
  snapshot id and the quote's expiry, a fee invoice dated today by the invoicing tool with its job, a
  Malayalam payout schedule helper, settlement reconciliation behind a .NET round-trip
  `RequestTimestamp`, a `get_current_time()` tool result line, a fee desk's Teams activity (`id`,
  `timestamp`; the channel conversation stays), a Kyrgyz commission helper (Sonyflake request), a
  payout hold explainer behind New Relic and traceparent headers, a tax service response for this
  request (`Date`, `X-Request-Id`) and a financing offer computed at an asctime footer;
* reviews moderation: a review delivery envelope (cuid2 `id`, `received_at`; the review with its
  `created_at` stays), incentivised review checks with a stamp in a Llama 3 user turn, a Basque
  feedback helper (`Uneko ordua:`), Q&A moderation's XML elements (ObjectId ticket, `isoformat()`),
  a review photo upload's bracketed line (UUIDv7, epoch ms), review counts "as of" a time alone, a
  Xhosa review reply helper, a moderator's markdown session rows (IST), a Galician review translator
  (`Data e hora actual:`), a removed-review appeal behind `X-Correlation-ID`, a verified purchase
  lookup's parenthesised TypeID (the orders stay), a sentiment summary footer (request id, JavaScript
  `toString()` in British Summer Time) and a shift helper's weekday alone with a cuid2 session;
* advertising campaigns for sellers: a bid optimiser run inside a sentence (UUIDv7, microsecond
  time), a search term report with a parenthesised download id (the report's date range stays), a
  pacing helper's local time alone, a Tajik ad creative check (`Вақти ҳозира:`), Advertising API
  headers (request id and `Date` move; client id and profile scope stay), a campaign builder's pretty
  JSON (nanoid build and epoch ms), a dayparting planner's current ISO week date, a spend anomaly
  detector's TOML `[run]` table, a display audience request in protobuf text (`request_id`,
  `now_seconds`), a Malagasy keyword helper (`Ora ankehitriny:`), a markdown bold `**Now:**` line, a
  deal slot hold with its expiry in nested YAML (the event and slot stay) and a brand store behind
  Fastly's `X-Timer` (an epoch with a fraction; `X-Served-By` stays).

Formats: RFC 3339 at precisions 0, 3, 6 and 9 and without seconds, with `Z` and offsets (-07:00,
-04:00, -03:00, +00:00, +01:00, +02:00, +04:00, +05:00, +08:00, +09:00; +05:30, +05:45, +06:30 and
+10:00 in other renderings and zones), RFC 1123,
RFC 850, RFC 2822, asctime, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano
and `time.Now().String()`, .NET round-trip, JavaScript `toISOString()` and `toString()`, Java
`ZonedDateTime.toString()`, Ruby `Time#to_s`, Postgres `timestamptz` text, Windows general, US medium,
month-first 12-hour and day-first slashed and dotted dates with a time, `DD Mon YYYY HH:MM:SS`, ISO
basic, ISO ordinal dates, RFC 3164 syslog stamps, English long dates, Llama 3's `Today Date`, ISO week
dates, a weekday alone, a 12-hour and a 24-hour time alone (with a zone or an offset), epochs in s, ms,
us and ns and with a fraction, and dates with localized month names, digits and calendars (Kazakh,
Azerbaijani, Uzbek, Kyrgyz, Mongolian, Tajik, Belarusian and Macedonian in Cyrillic or Latin script,
Georgian, Burmese with Myanmar digits, Lao with Lao digits and the Buddhist era, Nepali in Bikram
Sambat with Devanagari digits, Kannada and Telugu with their digits, Malayalam, Assamese with
Bengali-Assamese digits, Cantonese with 下午, Taiwan's Minguo calendar, Albanian, Basque, Galician,
Somali, Kinyarwanda, Malagasy, Xhosa, Sundanese, Brazilian Portuguese). Identifiers: UUID v1
(time-based), v4 (also upper case), v6, v7 and v8, ULID (also lower case), KSUID, xid, cuid2,
nanoid, TSID, TypeID, Firebase push ids, snowflakes, Sonyflake ids, ObjectId, traceparent and
tracestate, B3 single and multi, AWS X-Ray, New Relic, long hex (lower and upper case), base32,
base58, base62, base64 and base64url tokens, JWTs, a PASETO `v4.public` token, a canary comment, HMAC
signatures, Standard Webhooks, SigV4, Slack event ids and `ts`, Teams activity ids and vendor-prefixed
ids (`dj_`, `lj_`, `hold_`, `ltlq_`, `cap_`, `sr_`, `fxs_`, `inv_`, `fp-`, `gs-`, `q_`, `lkp_`, `run_`,
`job_`, `msg_`, `Ev`, `trace_`). Positions: header blocks (`Label: value`, HTTP request and response
headers with a request or status line, trace, B3, X-Ray, New Relic and Fastly headers, SigV4 lines,
`KEY=value` environments), head and tail of the prompt, the tail of a system prompt (also in ChatML
and Phi-3 system turns and a Llama 3 system header), a Llama 3 user turn, a Mistral `[INST]` prompt, a
Gemma user turn, YAML front matter and nested YAML, pretty and single-line JSON members (also in AMQP,
CloudEvents, Slack, Teams and review delivery envelopes), XML attributes and elements, `key=value`
pairs in bracketed lines, a logfmt line and an HTML comment, a cookie's last pair, markdown table
rows, bullets and bold lines, TOML, protobuf text, a log-line prefix, a tool result line, templated
sentences, phrases with their preposition ("at ...", "as of ...", "em ..."), ids inside sentences,
parenthesised ids, `(sent ...)` on the user's line, metadata lines after the last user message,
footers after a `--` line, and program lines right above or below a fetched or pasted block.

Prompts are in English (US, British, Irish, South African, Indian, Australian, Singaporean) and in
Kazakh, Azerbaijani, Uzbek, Kyrgyz, Mongolian, Tajik, Belarusian, Macedonian, Georgian, Burmese, Lao,
Nepali, Kannada, Telugu, Malayalam, Assamese, Cantonese, Taiwanese Mandarin (Traditional script),
Albanian, Basque, Galician, Somali, Kinyarwanda, Malagasy, Xhosa, Sundanese, German and Brazilian
Portuguese, with material in French, Korean, Estonian, Italian, Hinglish and Tajik, questions
appended to pasted blocks in Azerbaijani, Kazakh, Macedonian, Albanian and Basque, a request in
German, and questions typed in Azerbaijani, Uzbek, Nepali and Traditional Chinese (scripts:
Latin, Cyrillic, Georgian, Myanmar, Lao, Devanagari, Kannada, Telugu, Malayalam, Bengali-Assamese,
Han, Hangul). Prompts in those languages end with an ASCII cue, with the user's message or with
the metadata after it.

What it is: 319 prompts. 158 carry volatile fields (228 spans): 118 hand-written positives (188
spans; 65 with two or more fields, five with three) and 40 generated ones. 161 carry none: 125
hand-written negatives (75 pasted blocks, 26 look-alikes in program positions, 22 values the user
asks about or types, two plain controls) and 36 generated hard negatives. The generated positive
family puts one field (31 of its 47 formats and labels, three of them under labels that say nothing:
`x`, `n`, `ref`; or, eight times, the current date and time under a "now" label in the body's
language) at one of ten positions (head, system tail, header block, after the last user message,
footer, YAML front matter, pretty JSON member between stable members, XML attribute between stable
attributes, `key=value` in a bracketed context line between stable pairs, `(sent ...)` or `(ref ...)`
at the end of the user's line; four each) of 20 bodies (8 in English, 12 in Azerbaijani, Kazakh,
Uzbek, Georgian, Mongolian, Albanian, Macedonian, Kinyarwanda, Somali, Basque, Galician and Sundanese);
the generated negative family uses the same bodies and positions with one stable value that looks
like a date or an id (API version, knowledge cutoff, prompt revision, tenant, fee schedule, seller
since, store id, VAT number, time zone, support hours, dispatch cutoff, catalogue version, build,
model, `Stripe-Version`, marketplace id, guild id, return window, policy effective date, ads profile,
payout schedule, reserve policy; an order, a store or a fee plan in parentheses on the user's line; or
a seller-since date in the body's language). The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

The hand-written negatives are material from the same worlds, pasted in fourteen ways (question
after, before, typed right under the block, across two blank lines below an introduction, quoted with
"> ", fenced, in an earlier turn, indented, after a lead-in ending in a colon, in a user turn under a
system prompt, on both sides, with a question in another language appended, in a ChatML user turn and
below a "Forwarded message" line): an account health e-mail with `Date` and `Message-ID`, a performance
CSV whose first column is `date`, an inventory ledger, repricer log lines with their own `ts=`,
`req_id=` and `run=`, a feed processing report, a support case thread with bracketed stamps, a
suppression notice, a bulk API error whose first member is `"timestamp"`, a 429 response with `Date`
and `x-amzn-RequestId`, a Kazakh buyer chat, listing JSON whose first member is `"id"`, a barcode
licence, a trade mark record, a title history, image policy changes, a brand content rejection, an EU
declaration of conformity, a category approval, an order page, an RMA e-mail, a returns report, a
shipping label, a tracking history, an Italian packing slip, an order webhook pasted to debug its
signature, a chat transcript, a guarantee claim e-mail, a message thread JSON with message ids and
sent times, a dispute decision, a proof of delivery, a courier claim, a mediation transcript, a dispute
object with epochs, a login history, KYC details, a counterfeit complaint, a test buy report, fraud
rule YAML, a scoring service's output with its own `request_id` and `scored_at`, a bank change audit
log, coupon redemptions, a shipment confirmation, a carton manifest, a bill of lading, a discrepancy
report, a reimbursement report, an appointment e-mail, an inbound API response with
`LastUpdatedDate`, an EDI 856 with its ISA and GS dates and control numbers, a carrier's rate
confirmation, a settlement flat file, a payout statement, a fee table, a reserve e-mail, a bank SMS, a
1099-K, a payout webhook pasted to debug its timestamp, a fee invoice, a review export, a review
removal notice, a Q&A thread, a moderation audit log, a guideline changelog, Basque seller feedback, a
campaign report, bulk sheet rows, an Ads API error whose first member is `"requestId"`, an ads
invoice, a campaign change history, an ad rejection, a deal confirmation, a Georgian invoice, a
Burmese order SMS with Myanmar digits, an Azerbaijani return form and a Mongolian payout SMS -- and
look-alikes in program positions: seller hub headers with an API version, seller and marketplace ids
and a knowledge cutoff, a Llama 3 header with only its knowledge cutoff, a ChatML system turn with a
fee schedule's effective date and an authored review date, a template revision in front matter, a
policy version and tenant in XML attributes, an API version and tenant in single-line JSON, a prompt
revision in an HTML comment, a seller profile table with seller-since and VAT number, `KEY=value`
settings with a time zone and cutoff, a terms revision footer, `Stripe-Version` with a connected
account, Discord guild and channel ids, support hours and a time zone, a policy summary's writing
date, a CalVer build and model, an account's opening date and payout schedule, an ads profile, a
fulfilment centre's receiving hours, a tenant in XML elements, a notification subscription, a deal
event's dates, a case's own dates, an Azerbaijani registration date, stable bracketed pairs, a
seller's creation date in pretty JSON and an ads API version; and values the user asks about or
types: epochs to convert, a Minguo and a Bikram Sambat date, a traceparent for support, a pasted JWT,
a ULID, a snowflake order id, relative times, return-window arithmetic, few-shot order dates, an
unrendered template, a clock typed in Baku, an ISO week, a feed uuid, a time zone question across the
date line, a banner to translate, Stripe ids of a refund, a "last signed in" time read out by the
user, a KSUID reference, an xid, an order number that begins with a date and a return date typed in
Uzbek; and two plain controls.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout56.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Marketplace records are content: order, return, RMA, claim, case, dispute, shipment, FNSKU, ASIN,
  GTIN, feed, settlement, reimbursement, payout, reserve, invoice, review, campaign, ad group and deal
  numbers with their dates, ship-by and deliver-by dates, respond-by deadlines, tracking scans,
  receiving and discrepancy dates, fee schedules with their effective dates, trade mark and licence
  dates and the ids, timestamps and signatures of a delivery or an API error pasted to debug stay,
  also next to a program's stamp and also when the program fetched them for this request; only the
  stamp ("Catalogue pages pulled from the product graph at <time> (pull <id>) for this request:",
  "Receiving status as of <time> for this request:", "Search term report ... (download <id>)
  retrieved for this request:") and the ids minted for the pull, lookup, download, snapshot or query
  move.
* Identities stay: sellers, stores, sub-users' roles, marketplaces and their ids, ads profiles and API
  client ids, fee plans and schedules, policy and rule packs, fulfilment centres, VAT numbers,
  platform accounts, Slack teams and channels, Teams channel conversations, Discord guilds and
  channels, a browser's `ubid-main`, and a case's own details in a system prompt (case number, claim
  and decision dates, appeal deadline).
* Work logins are sessions: desk, wizard, console, grader, shift, case, review and intake sessions
  with their opening time move, and so do a sub-user's session cookie pair, a portal's JWT and a
  console's PASETO token. A mediator's `group_id` is a conversation and moves with its `trace_id`.
* Runs, jobs, quotes and holds move with their start: restock, repricer, decision, triage, graph,
  screen, clustering, optimiser and detector runs, label, invoice and digest jobs; a return label's,
  a carton sheet's and a fee invoice's date that the tool fills in as today; a dock appointment and a
  deal slot hold with the expiry computed from now; a carrier quote with its quote time and validity;
  an FX snapshot with its quote expiry; a financing offer's computation time.
* Messages and requests of this request carry per-request values: AMQP `message_id` and
  `timestamp`, CloudEvents `id` and `time`, Standard Webhooks headers, a Slack event's `event_id`,
  `event_time` and `ts`, a Teams activity's `id` and `timestamp`, a review delivery's `id` and
  `received_at`, SigV4 `x-amz-date` and `Authorization`, request and idempotency keys, and the `Date`
  and `X-Request-Id` of a response to a call the program made for this request. `X-Api-Version`,
  `X-B3-Sampled`, Envoy's timeout and attempt count, `X-Served-By`, `Via` and the payloads (the
  buyer's message with its `sent`, the replacement order, the dispute, the review, the Slack text)
  stay.
* Clocks read for this request are the current time in any form: a handheld's and a workstation's
  clock, a `get_current_time()` tool result, Fastly's `X-Timer`, a weekday alone, a current ISO week
  date, and "now" or "today" labels in any language, script or calendar (Minguo, Bikram Sambat,
  Buddhist era). Times a user types ("saat indi 16:40") and dates they ask about stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Restock run <id> started at <time> on planner pool rp-3." leaves "Restock run started on planner
  pool rp-3."; "Tracking events fetched at <time> for this request:" leaves "Tracking events fetched
  for this request:"); a parenthesised id is cut with its parentheses; XML attributes and `key=value`
  pairs are followed by a stable neighbour, except a cookie's session pair, its last; single-line
  JSON members are cut with the comma after them and follow a stable member, and volatile members of
  pretty-printed JSON are never the last member of their object; a markdown row, bullet or bold line,
  an XML element, a nested YAML member, a TOML or protobuf text line, a `KEY=value` line, a header
  line, a line holding one field in any script (also with a full-width colon) and a stamp on its own
  line in a ChatML, Phi-3 or Mistral prompt are whole-line spans; a stamp followed by a template's
  end-of-turn token on the same line is cut from it; footers hold one field per line; a `(sent ...)`
  stamp is cut from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header on a line of its own: ChatML and
  Llama 3) end positives; the Gemma and Phi-3 prompts end with the user's turn, the Mistral `[INST]`
  prompt gets its trailer after `[/INST]` as rule 4 gives it, and prompts in the other languages end
  with the user's message or with the metadata after it.
"""

from __future__ import annotations

import base64
import json
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
    v,
    windows_general,
)

SEED = 20260557
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout57.jsonl"
SRC = "holdout57:"

# --- zones ----------------------------------------------------------------------------------------------------

BAKU = timezone(timedelta(hours=4), "AZT")
TBILISI = timezone(timedelta(hours=4), "GET")
TASHKENT = timezone(timedelta(hours=5), "UZT")
ALMATY = timezone(timedelta(hours=5), "ALMT")
DUSHANBE = timezone(timedelta(hours=5), "TJT")
BISHKEK = timezone(timedelta(hours=6), "KGT")
ULAANBAATAR = timezone(timedelta(hours=8), "ULAT")
YANGON = timezone(timedelta(hours=6, minutes=30), "MMT")
VIENTIANE = timezone(timedelta(hours=7), "ICT")
JAKARTA = timezone(timedelta(hours=7), "WIB")
KATHMANDU = timezone(timedelta(hours=5, minutes=45), "NPT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
HKT = timezone(timedelta(hours=8), "HKT")
TAIPEI = timezone(timedelta(hours=8), "CST")
SGT = timezone(timedelta(hours=8), "SGT")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
EAT = timezone(timedelta(hours=3), "EAT")
CAT = timezone(timedelta(hours=2), "CAT")
SAST = timezone(timedelta(hours=2), "SAST")
MINSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
BRT = timezone(timedelta(hours=-3), "BRT")
ART = timezone(timedelta(hours=-3), "ART")
CST_MX = timezone(timedelta(hours=-6), "CST")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
CDT = timezone(timedelta(hours=-5), "CDT")
EDT = timezone(timedelta(hours=-4), "EDT")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
NZDT = timezone(timedelta(hours=13), "NZDT")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")

# --- localized names ----------------------------------------------------------------------------------------

MONTHS_AZ = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avqust", "sentyabr", "oktyabr",
             "noyabr", "dekabr"]
MONTHS_KK = ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан",
             "қараша", "желтоқсан"]
MONTHS_UZ = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr",
             "noyabr", "dekabr"]
MONTHS_KY = ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь",
             "ноябрь", "декабрь"]
MONTHS_KA = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი",
             "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
MONTHS_MY = ["ဇန်နဝါရီ", "ဖေဖော်ဝါရီ", "မတ်", "ဧပြီ", "မေ", "ဇွန်", "ဇူလိုင်", "ဩဂုတ်", "စက်တင်ဘာ", "အောက်တိုဘာ",
             "နိုဝင်ဘာ", "ဒီဇင်ဘာ"]
MONTHS_LO = ["ມັງກອນ", "ກຸມພາ", "ມີນາ", "ເມສາ", "ພຶດສະພາ", "ມິຖຸນາ", "ກໍລະກົດ", "ສິງຫາ", "ກັນຍາ", "ຕຸລາ",
             "ພະຈິກ", "ທັນວາ"]
MONTHS_ML = ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്", "സെപ്റ്റംബർ",
             "ഒക്ടോബർ", "നവംബർ", "ഡിസംബർ"]
MONTHS_KN = ["ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್", "ಏಪ್ರಿಲ್", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗಸ್ಟ್", "ಸೆಪ್ಟೆಂಬರ್", "ಅಕ್ಟೋಬರ್",
             "ನವೆಂಬರ್", "ಡಿಸೆಂಬರ್"]
MONTHS_TE = ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్",
             "నవంబర్", "డిసెంబర్"]
MONTHS_AS = ["জানুৱাৰী", "ফেব্ৰুৱাৰী", "মাৰ্চ", "এপ্ৰিল", "মে", "জুন", "জুলাই", "আগষ্ট", "ছেপ্তেম্বৰ", "অক্টোবৰ",
             "নৱেম্বৰ", "ডিচেম্বৰ"]
MONTHS_MK = ["јануари", "февруари", "март", "април", "мај", "јуни", "јули", "август", "септември", "октомври",
             "ноември", "декември"]
MONTHS_SQ = ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor",
             "nëntor", "dhjetor"]
MONTHS_EU = ["urtarrila", "otsaila", "martxoa", "apirila", "maiatza", "ekaina", "uztaila", "abuztua", "iraila",
             "urria", "azaroa", "abendua"]
MONTHS_GL = ["xaneiro", "febreiro", "marzo", "abril", "maio", "xuño", "xullo", "agosto", "setembro", "outubro",
             "novembro", "decembro"]
MONTHS_SO = ["Janaayo", "Febraayo", "Maarso", "Abriil", "Maajo", "Juun", "Luuliyo", "Ogosto", "Sebtembar",
             "Oktoobar", "Nofeembar", "Diseembar"]
MONTHS_MG = ["Janoary", "Febroary", "Martsa", "Aprily", "Mey", "Jona", "Jolay", "Aogositra", "Septambra",
             "Oktobra", "Novambra", "Desambra"]
MONTHS_RW = ["Mutarama", "Gashyantare", "Werurwe", "Mata", "Gicurasi", "Kamena", "Nyakanga", "Kanama", "Nzeri",
             "Ukwakira", "Ugushyingo", "Ukuboza"]
MONTHS_XH = ["kuJanuwari", "kuFebruwari", "kuMatshi", "ku-Epreli", "kuMeyi", "kuJuni", "kuJulayi", "ku-Agasti",
             "kuSeptemba", "ku-Okthobha", "kuNovemba", "kuDisemba"]
MONTHS_SU = ["Januari", "Pébruari", "Maret", "April", "Méi", "Juni", "Juli", "Agustus", "Séptémber", "Oktober",
             "Nopémber", "Désémber"]
MONTHS_BE = ["студзеня", "лютага", "сакавіка", "красавіка", "мая", "чэрвеня", "ліпеня", "жніўня", "верасня",
             "кастрычніка", "лістапада", "снежня"]
MONTHS_TG = ["январ", "феврал", "март", "апрел", "май", "июн", "июл", "август", "сентябр", "октябр", "ноябр",
             "декабр"]
MONTHS_NE_BS = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"]

DIGITS = {
    "my": "၀၁၂၃၄၅၆၇၈၉",
    "lo": "໐໑໒໓໔໕໖໗໘໙",
    "ne": "०१२३४५६७८९",
    "as": "০১২৩৪৫৬৭৮৯",
    "ml": "൦൧൨൩൪൫൬൭൮൯",
    "kn": "೦೧೨೩೪೫೬೭೮೯",
    "te": "౦౧౨౩౪౫౬౭౮౯",
    "mn": "0123456789",
}


def local_digits(text: str, script: str) -> str:
    """Write the ASCII digits of `text` in a script's own digits."""
    table = DIGITS[script]
    return "".join(table[int(c)] if c.isdigit() and c.isascii() else c for c in text)


# --- value formats not in make_holdout ------------------------------------------------------------------------

def off(t: datetime, colon: bool = True) -> str:
    delta = t.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc3339_ns(t: datetime, ns: int) -> str:
    """RFC 3339 with nine fractional digits (no trimming)."""
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def rfc3339_min(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def rfc3339_7(t: datetime, tick: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{tick}{tail}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def pg_tstz(t: datetime) -> str:
    """Postgres `timestamptz` text output (offset in hours where whole)."""
    o = off(t)
    o = o[:3] if o.endswith(":00") else o
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{o}"


def java_zoned(t: datetime, zone: str) -> str:
    """Java `ZonedDateTime.toString()` with millisecond precision."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}{off(t)}[{zone}]"


def ruby_time(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S} {off(t, False)}"


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


def gb_locale(t: datetime) -> str:
    """JavaScript `toLocaleString('en-GB')`."""
    return f"{t.day:02d}/{t.month:02d}/{t.year}, {t:%H:%M:%S}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def ordinal_date(t: datetime) -> str:
    return f"{t.year}-{t.timetuple().tm_yday:03d}"


def syslog3164(t: datetime) -> str:
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def roc_date(t: datetime) -> str:
    """Taiwan's Minguo calendar, as a shop back office writes it."""
    h = t.hour % 12 or 12
    half = "下午" if t.hour >= 12 else "上午"
    return f"民國{t.year - 1911}年{t.month}月{t.day}日 {half}{h}:{t:%M}"


def bs_date(t: datetime) -> str:
    """An approximate Bikram Sambat date in Devanagari digits (year + 56, month + 8, day + 17)."""
    day = t.day + 17
    month = t.month + 8
    year = t.year + 56
    if day > 30:
        day -= 30
        month += 1
    if month > 12:
        month -= 12
        year += 1
    return local_digits(f"{year} {MONTHS_NE_BS[month - 1]} {day}", "ne")


def be_year(t: datetime) -> int:
    return t.year + 543


class Gen57(Gen):
    """`make_holdout.Gen` with the identifier shapes this corpus adds."""

    def uuid6(self, t: datetime) -> str:
        ticks = int((t - datetime(1582, 10, 15, tzinfo=UTC)).total_seconds() * 10_000_000)
        ticks &= (1 << 60) - 1
        value = ((ticks >> 12) << 80) | ((ticks & 0xFFF) << 64) | self.rng.getrandbits(64)
        return self._uuid(value, 6)

    def uuid1t(self, t: datetime) -> str:
        ticks = int((t - datetime(1582, 10, 15, tzinfo=UTC)).total_seconds() * 10_000_000)
        low, mid, high = ticks & 0xFFFFFFFF, (ticks >> 32) & 0xFFFF, (ticks >> 48) & 0xFFF
        value = (low << 96) | (mid << 80) | (high << 64) | self.rng.getrandbits(64)
        return self._uuid(value, 1)

    def uuid8(self) -> str:
        return self._uuid(self.rng.getrandbits(128), 8)

    def upper_uuid(self) -> str:
        return self.uuid4().upper()

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        value = int.from_bytes(raw, "big") << 4
        alphabet = "0123456789abcdefghijklmnopqrstuv"
        return "".join(alphabet[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        first = self.rng.choice("abcdefghijklmnopqrstuvwxyz")
        return first + "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(23))

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
        return "".join(crock[(value >> (5 * i)) & 31] for i in reversed(range(13)))

    def typeid(self, prefix: str, t: datetime) -> str:
        value = int(self.uuid7(t).replace("-", ""), 16)
        crock = "0123456789abcdefghjkmnpqrstvwxyz"
        return prefix + "_" + "".join(crock[(value >> (5 * i)) & 31] for i in reversed(range(26)))

    def firebase(self, t: datetime) -> str:
        alphabet = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        ms = epoch_ms(t)
        head = ""
        for _ in range(8):
            ms, r = divmod(ms, 64)
            head = alphabet[r] + head
        return head + "".join(self.rng.choice(alphabet) for _ in range(12))

    def sonyflake(self, t: datetime) -> str:
        units = (epoch_ms(t) - 1_409_529_600_000) // 10
        return str((units << 24) | (self.rng.getrandbits(8) << 16) | self.rng.getrandbits(16))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n))

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1-{self.hex(16)}"

    def xray(self, t: datetime) -> str:
        return f"Root=1-{epoch_s(t):08x}-{self.hex(24)};Parent={self.hex(16)};Sampled=1"

    def paseto(self) -> str:
        return "v4.public." + self.b64url(96)

    def lower_ulid(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def moment(self, tz: timezone = UTC) -> datetime:
        """A moment between mid-March and the end of June 2026, after the dates the cases' material holds."""
        base = datetime(2026, 3, 12, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 110 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

    def eu(self, summer: timezone = CEST, winter: timezone = CET) -> datetime:
        """A moment in a European zone; summer time from 29 March 2026, 01:00 UTC."""
        t = self.moment()
        return t.astimezone(summer if t >= datetime(2026, 3, 29, 1, tzinfo=UTC) else winter)

    def moment_eu(self) -> datetime:
        return self.eu()

    def au(self) -> datetime:
        """Sydney time; daylight time ends on 5 April 2026 (16:00 UTC the day before)."""
        t = self.moment()
        return t.astimezone(AEDT if t < datetime(2026, 4, 4, 16, tzinfo=UTC) else AEST)

    def moment_us(self) -> datetime:
        """US Eastern time; daylight time runs from 8 March 2026."""
        return self.moment().astimezone(EDT)

    def us_pacific(self) -> datetime:
        return self.moment().astimezone(PDT)


POS: list[Callable[[Gen57], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen57], Draft]) -> Callable[[Gen57], Draft]:
    POS.append(fn)
    return fn


def P(source: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


def N(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- positives: seller operations -----------------------------------------------------------------------------

@pos
def _seller_hub_headers(g: Gen57) -> Draft:
    t = g.moment()
    return P("seller-ops:seller-hub-headers", ["header_block", "http_date", "request_id", "stable_neighbours"],
             f"""You are Ledger, the help assistant inside the Northmarket seller hub. Answer questions about account
health, listing limits and policy notices. Never promise that a suspension will be lifted.

Upstream request:
Host: sellerhub.northmarket.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Amzn-RequestId: ' + g.uuid4())}
X-Marketplace-Id: NM-UK-01
Accept-Language: en-GB

Seller: My late dispatch rate shows 4.6% but I only had two late parcels this month. Why so high?
Assistant:""")


@pos
def _restock_run_sentence(g: Gen57) -> Draft:
    t = g.moment(TASHKENT)
    return P("seller-ops:restock-run", ["inline_sentence", "ulid", "rfc3339", "offset"],
             f"""Restock planner for Ipak Home (seller id IH-20931). Restock run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t))} on
planner pool rp-3. Suggest reorder quantities for the next 30 days; keep at least 21 days of cover and
never order more than the supplier's MOQ multiple.

SKU          On hand  Inbound  30-day sales  Supplier MOQ
IH-TWL-WHT   140      0        212           50
IH-TWL-GRY   36       100      98            50
IH-BTH-MAT   410      0        63            100

Answer:""")


@pos
def _kazakh_seller_now(g: Gen57) -> Draft:
    t = g.moment(ALMATY)
    return P("seller-ops:kazakh-seller", ["header_block", "localized_now", "kazakh", "cyrillic", "nanoid"],
             f"""Сіз Dala Market сатушыларына арналған көмекшісіз. Қысқа жауап беріңіз және тек сатушы кабинетіндегі
баптаулар туралы айтыңыз.
{v('datetime', f'Қазіргі уақыт: {t.day} {MONTHS_KK[t.month - 1]} {t.year} ж., {t:%H:%M}')}
{v('session_id', 'Сессия: ' + g.nanoid())}
Дүкен: Aqsu Textile (KZ-77120)

Сатушы: Қоймадағы қалдықты қалай жаппай жаңартуға болады? Excel файлым дайын.""")


@pos
def _repricer_logfmt(g: Gen57) -> Draft:
    t = g.moment()
    return P("seller-ops:repricer-logfmt", ["logfmt", "key_value_inline", "rfc3339_ms", "run_id", "two_in_line"],
             f"""You explain repricer decisions to the seller in plain English: which competitor offer moved the price
and which rule (floor, ceiling, buy-box chase) applied. Never suggest going below the floor.

{v('datetime', 'ts=' + rfc3339(t, 3))} level=info {v('run_id', 'run=' + g.hex(20))} strategy=chase-buybox marketplace=uk floor=18.49 ceiling=26.00

Decisions:
SKU KB-ESP-02  old 21.99  new 20.49  competitor A1X (FBM, 98% rating) at 20.59
SKU KB-ESP-05  old 24.50  new 24.50  held: competitor below floor (17.80)

Seller question: Why didn't the second one move at all?
Answer:""")


@pos
def _gemma_case_session(g: Gen57) -> Draft:
    t = g.moment()
    return P("seller-ops:gemma-case", ["gemma", "chat_template", "cuid2", "session_id", "rfc3339_min"],
             f"""<start_of_turn>user
You are the seller support drafting aid for Kestrel Bazaar. Write a reply the support agent can send;
cite the policy section and keep it under 120 words.
{v('session_id', 'Case session: ' + g.cuid2())}
{v('datetime', 'Opened: ' + rfc3339_min(t))}

Seller wrote: "We received a policy warning for 'restricted product' on our kitchen knife set. They
are ordinary chef knives, 20 cm blade, sold to adults only. What do we need to provide?"<end_of_turn>""")


@pos
def _azerbaijani_vacation(g: Gen57) -> Draft:
    t = g.moment(BAKU)
    return P("seller-ops:azerbaijani-holiday-mode", ["system_tail", "localized_now", "azerbaijani"],
             f"""Sən Xəzər Bazarın satıcı köməkçisisən. Satıcılara tətil rejimi, çatdırılma müddəti və sifariş limitləri
barədə qısa və dəqiq cavab ver. Qaydalar: tətil rejimi ən çox 30 gün açıq qala bilər.
{v('datetime', f'Hazırkı vaxt: {t.day} {MONTHS_AZ[t.month - 1]} {t.year}, {t:%H:%M} (Bakı)')}

Satıcı: Novruz bayramında 10 günlük tətilə çıxıram. Açıq sifarişlərim nə olacaq?""")


@pos
def _flatfile_upload_ctx(g: Gen57) -> Draft:
    t = g.moment()
    return P("seller-ops:flatfile-upload", ["bracketed_kv", "ksuid", "rfc3339", "pasted_content_neighbour"],
             f"""[upload {v('request_id', 'id=' + g.ksuid(t))} {v('datetime', 'received=' + rfc3339(t))} channel=flatfile template=home-2026.1]
Explain the processing report below to the seller and tell them which rows to fix first.

Processing report (feed 50817734021):
Row 14  SKU OAK-SHELF-80  error 8560  Missing required attribute: item_depth
Row 15  SKU OAK-SHELF-100 error 8560  Missing required attribute: item_depth
Row 31  SKU OAK-DESK-120  warning 99010  Recommended attribute missing: assembly_time
Rows processed: 48, succeeded: 45, failed: 2, warnings: 1

Explanation:""")


@pos
def _chatml_order_sync(g: Gen57) -> Draft:
    t = g.moment(SGT)
    return P("seller-ops:chatml-channel-sync", ["chatml", "system_stamp_own_line", "py_isoformat_offset"],
             f"""<|im_start|>system
You are SyncPilot, a multichannel listing sync assistant for sellers on Lionmart, Kedai and their own
web shop. Explain stock mismatches and suggest which channel's figure to trust.
{v('datetime', 'Current time: ' + t.isoformat())}
<|im_end|>
<|im_start|>user
Lionmart shows 0 of the rattan chair, Kedai shows 7, my warehouse app says 5. Which is right?<|im_end|>
<|im_start|>assistant
""")


@pos
def _account_health_as_of(g: Gen57) -> Draft:
    t = g.us_pacific()
    h = t.hour % 12 or 12
    return P("seller-ops:account-health-as-of", ["snapshot_stamp", "time_alone", "as_of_phrase"],
             f"""You coach sellers on Cascade Market through account health problems. Be direct and order the fixes by
risk of deactivation.

Account health metrics {v('datetime', f"as of {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'} {t.tzname()}")} for this request:
Order defect rate: 0.9% (target < 1%)
Pre-fulfilment cancel rate: 3.1% (target < 2.5%)
Valid tracking rate: 94.2% (target > 95%)
Policy violations: 1 open (listing: pesticide claim on 'Neem Garden Spray')

Seller: Which of these should I fix this week?
Coach:""")


@pos
def _subuser_cookie(g: Gen57) -> Draft:
    return P("seller-ops:subuser-cookie", ["cookie", "session_pair_last", "decimal_id"],
             f"""Seller console assistant. The person signed in is a sub-user with the 'Inventory' role only; do not
explain anything about payments or bank details to them.
Cookie: sc-locale=en_IE; sc-mkt=IE; ubid-main=259-4418730-7701142; {v('session_id', 'session-id=' + g.digits(3) + '-' + g.digits(7) + '-' + g.digits(7))}

Sub-user: How do I create a removal order for the damaged units in the warehouse?
Assistant:""")


@pos
def _mongolian_seller(g: Gen57) -> Draft:
    t = g.moment(ULAANBAATAR)
    return P("seller-ops:mongolian-seller", ["head", "localized_now", "mongolian", "cyrillic", "request_id"],
             f"""{v('datetime', f'Одоогийн цаг: {t.year} оны {t.month:02d} сарын {t.day:02d}, {t:%H:%M}')}
{v('request_id', 'Хүсэлт: ' + g.uuid7(t))}
Та Хангай Маркет платформын худалдагчдад туслах туслах юм. Бараа бүртгэх, үнэ өөрчлөх, захиалга
хүргэх талаар богино хариулна уу.

Худалдагч: Өвлийн гутлын хэмжээний хүснэгтийг яаж нэмэх вэ?""")


@pos
def _onboarding_md_table(g: Gen57) -> Draft:
    t = g.moment(SAST)
    return P("seller-ops:onboarding-md-table", ["md_table", "base32", "dd_mon", "stable_neighbours"],
             f"""You guide new sellers through onboarding at Baobab Mall, one step at a time. Do not skip the tax step.

| Field            | Value                      |
|------------------|----------------------------|
| Seller           | Umoya Ceramics (Pty) Ltd   |
| Programme        | New Seller Launchpad       |
{v('session_id', '| Wizard session   | ' + g.b32(26) + ' |')}
{v('datetime', '| Step opened      | ' + dd_mon(t) + ' SAST |')}
| Current step     | 4 of 7: VAT registration   |

Seller: We are not VAT registered yet, turnover is about R600,000. Can we still sell?
Assistant:""")


@pos
def _ops_digest_footer(g: Gen57) -> Draft:
    t = g.moment_us()
    return P("seller-ops:digest-footer", ["footer", "tail", "windows_datetime", "job_id"],
             f"""Write this morning's operations digest for the Tandem Outdoor seller team: three bullets on what needs
attention, then one line on anything that improved.

Yesterday: 412 orders (+6%), 9 cancellations (4 out of stock on TX-TENT-2P), 2 A-to-z claims opened,
buy box share 81% (down from 88% on the stove range), 1 listing suppressed (missing image on
TX-STOVE-MINI).

--
{v('run_id', 'Digest job: dj_' + g.b62(18))}
{v('datetime', 'Compiled: ' + windows_general(t))}
""")


# --- positives: catalogue and listing quality ----------------------------------------------------------------

@pos
def _title_rewriter_front_matter(g: Gen57) -> Draft:
    t = g.eu()
    return P("catalogue:title-front-matter", ["front_matter", "rfc3339", "tsid", "stable_neighbours"],
             f"""---
tool: title-studio
marketplace: DE
category_tree: 2026.1
{v('datetime', 'generated_at: ' + rfc3339(t))}
{v('request_id', 'request_id: ' + g.tsid(t))}
---
Schreibe den Produkttitel nach den Stilregeln des Marktplatzes um: Marke zuerst, höchstens 150 Zeichen,
keine Werbeaussagen, keine Großbuchstaben-Wörter.

Original: SUPER ANGEBOT!!! Edelstahl Thermoskanne 1L BPA frei auslaufsicher für Kaffee Tee Camping von Alpenkern
Neuer Titel:""")


@pos
def _llama3_attribute_extraction(g: Gen57) -> Draft:
    t = g.moment()
    return P("catalogue:llama3-attributes", ["llama3", "chat_template", "today_date", "knowledge_cutoff_neighbour"],
             f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

Extract catalogue attributes from the supplier's description as JSON with the keys brand, material,
capacity_ml, colour, dishwasher_safe. Use null when the text does not say.<|eot_id|><|start_header_id|>user<|end_header_id|>

Hand-thrown stoneware mug by Kiln & Co, speckled oat glaze, holds 350 ml, microwave safe, hand wash
recommended to keep the glaze.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")


@pos
def _image_check_xml(g: Gen57) -> Draft:
    t = g.moment()
    return P("catalogue:image-check-xml", ["xml_attr", "uuid6", "rfc3339_ms", "stable_neighbours"],
             f"""<image_check {v('request_id', 'id="' + g.uuid6(t) + '"')} policy="main-image-v7" {v('datetime', 'requested="' + rfc3339(t, 3) + '"')} locale="en-US">
  <rules>Pure white background (RGB 255,255,255); product fills at least 85% of the frame; no text,
  logos, watermarks or inset images; no props that are not included.</rules>
  <image_description>A blue yoga mat rolled up on a white background, with a small "FREE STRAP" badge
  in the top-right corner and a strap lying next to it.</image_description>
</image_check>
Say which rules the image breaks and what the seller should change.
Verdict:""")


@pos
def _georgian_category_mapping(g: Gen57) -> Draft:
    t = g.moment(TBILISI)
    return P("catalogue:georgian-category", ["system_tail", "localized_now", "georgian", "mkhedruli"],
             f"""შენ ხარ ბაზარი.ge-ს კატალოგის ასისტენტი. გამყიდველის პროდუქტს მიუსადაგე ყველაზე ზუსტი კატეგორია
კატეგორიების ხიდან და ახსენი არჩევანი ერთი წინადადებით.
{v('datetime', f'მიმდინარე დრო: {t.day} {MONTHS_KA[t.month - 1]} {t.year}, {t:%H:%M}')}

გამყიდველი: ხელნაკეთი თიხის ქვევრი ღვინისთვის, 20 ლიტრი, დეკორატიული და სამზარეულოში გამოსაყენებელი.""")


@pos
def _gtin_exemption_trace(g: Gen57) -> Draft:
    return P("catalogue:gtin-exemption-trace", ["head", "header_block", "traceparent", "tracestate"],
             f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: nm=' + g.hex(16) + ',catalog=' + g.b64url(9))}
Accept-Language: en-US

You help sellers apply for a GTIN exemption. Explain what proof is accepted and draft the letter of
authorisation text if the seller is the brand owner.

Seller: We make our own candles, no barcodes. Brand name is 'Ember Row'. What do we need?
Assistant:""")


@pos
def _duplicate_merge_pull(g: Gen57) -> Draft:
    t = g.moment()
    return P("catalogue:duplicate-merge", ["fetch_stamp", "http_date", "base58", "parenthesised_id"],
             f"""You decide whether two catalogue pages describe the same product and should be merged. Answer
"merge", "keep separate" or "needs human review", then give the deciding attribute.

Catalogue pages pulled from the product graph {v('datetime', 'at ' + http_date(t))} {v('request_id', '(pull ' + g.b58(22) + ')')} for this request:

Page P-88120417  "Lumo desk lamp, LED, 3 colour temperatures, USB-C, white"  created 2024-11-02
  brand: Lumo  model: DL-3  colour: white  wattage: 8 W  first available: 2024-11-05
Page P-91003375  "LUMO DL3 LED Desk Light White Dimmable"  created 2025-09-18
  brand: Lumo  model: DL3  colour: white  wattage: 8 W  first available: 2025-09-20

Decision:""")


@pos
def _lao_listing_translation(g: Gen57) -> Draft:
    t = g.moment(VIENTIANE)
    date_lo = local_digits(f"{t.day} ", "lo") + MONTHS_LO[t.month - 1] + local_digits(f" {be_year(t)}, {t:%H:%M}", "lo")
    return P("catalogue:lao-translation", ["header_block", "localized_now", "lao", "lao_digits", "buddhist_era"],
             f"""ເຈົ້າແມ່ນຜູ້ຊ່ວຍແປລາຍການສິນຄ້າຂອງຕະຫຼາດອອນລາຍ ຈຳປາມາດ. ແປຊື່ ແລະ ລາຍລະອຽດສິນຄ້າເປັນພາສາລາວ
ໃຫ້ສັ້ນ ແລະ ຖືກຕ້ອງ, ຢ່າແປຊື່ຍີ່ຫໍ້.
ຮ້ານຄ້າ: Mekong Weaves (LA-0412)
{v('datetime', 'ເວລາປັດຈຸບັນ: ' + date_lo)}

ຜູ້ຂາຍ: Please translate: "Handwoven silk scarf, natural indigo dye, 180 x 45 cm, made in Luang Prabang."
""")


@pos
def _variation_doctor_json(g: Gen57) -> Draft:
    t = g.moment()
    return P("catalogue:variation-json", ["json_block", "uuid7", "epoch_ms", "head", "stable_neighbours"],
             f"""{{
  "tool": "variation-doctor",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"requested_ms": ' + str(epoch_ms(t)) + ',')}
  "seller": "A2K9QF0TLM3X",
  "marketplace": "FR"
}}
You repair variation families. Given the child rows, say which variation theme is right and which
children are in the wrong family.

Parent: Chaussettes en laine mérinos (theme: Size)
Child 1: Taille 35-38, Gris
Child 2: Taille 39-42, Gris
Child 3: Taille 39-42, Bleu marine
Child 4: Lot de 3, Taille 43-46

Answer:""")


@pos
def _phi3_safety_attributes(g: Gen57) -> Draft:
    t = g.moment()
    return P("catalogue:phi3-safety", ["phi3", "chat_template", "py_str", "system_stamp_own_line"],
             f"""<|system|>
You check product safety attributes before a listing goes live on Quayside Market: age grading,
choking hazard warnings, battery type and CE/UKCA marking. List missing items only.
{v('datetime', 'Now: ' + py_str(t))}
<|end|>
<|user|>
Listing: "Wooden stacking rainbow, 7 pieces, for babies, non-toxic paint." Age grading: not set.
Warnings: none. Marking: CE.<|end|>""")


@pos
def _aplus_canary(g: Gen57) -> Draft:
    return P("catalogue:aplus-canary", ["canary", "html_comment", "head"],
             f"""{v('nonce', '<!-- canary:' + g.b64url(18) + ' -->')}
Review this brand content module against the marketplace rules: no prices, no shipping promises, no
comparisons with named competitors, no customer reviews quoted. Reply with the lines that must change.

Module text:
"The Thermo Flask X keeps drinks hot for 24 hours - twice as long as HydroPeak. Now only £19.99 with
free next-day delivery! 'Best flask I ever owned' - Sarah, verified buyer.\"""")


@pos
def _kannada_quality_score(g: Gen57) -> Draft:
    t = g.moment(IST)
    today = local_digits(f"{t.day} ", "kn") + MONTHS_KN[t.month - 1] + local_digits(f" {t.year}", "kn")
    return P("catalogue:kannada-quality", ["header_block", "localized_now", "kannada", "kannada_digits"],
             f"""ನೀವು ಸಂತೆ ಬಜಾರ್ ಮಾರಾಟಗಾರರ ಪಟ್ಟಿ ಗುಣಮಟ್ಟ ಸಹಾಯಕ. ಶೀರ್ಷಿಕೆ, ಚಿತ್ರಗಳು ಮತ್ತು ವಿವರಣೆಯನ್ನು ನೋಡಿ
ಸುಧಾರಣೆಗೆ ಮೂರು ಸಲಹೆಗಳನ್ನು ನೀಡಿ.
ವರ್ಗ: ಸೀರೆಗಳು
{v('date', 'ಇಂದಿನ ದಿನಾಂಕ: ' + today)}

ಮಾರಾಟಗಾರ: ನನ್ನ ಮೈಸೂರು ರೇಷ್ಮೆ ಸೀರೆ ಪಟ್ಟಿಯ ಗುಣಮಟ್ಟ ಅಂಕ 61 ಮಾತ್ರ. ಏನು ಸರಿಪಡಿಸಬೇಕು?""")


@pos
def _b3_keyword_stuffing(g: Gen57) -> Draft:
    return P("catalogue:b3-keyword-stuffing", ["header_block", "b3_multi", "stable_neighbours"],
             f"""X-B3-Sampled: 1
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-Client: listing-linter/4.2

Flag keyword stuffing in the backend search terms below. The limit is 249 bytes; repeated words,
competitor brands and ASIN-like strings are not allowed.

Search terms: yoga mat yoga mat non slip yoga mat thick lululemon alternative gym mat pilates mat
B08XYZ1234 exercise mat for home workout mat yoga

Findings:""")


@pos
def _size_chart_env(g: Gen57) -> Draft:
    t = g.moment(JST)
    return P("catalogue:size-chart-env", ["key_value_lines", "java_zoned", "run_id", "stable_neighbours"],
             f"""SIZECHART_MODEL=sc-normaliser-3
{v('datetime', 'SIZECHART_NOW=' + java_zoned(t, 'Asia/Tokyo'))}
{v('run_id', 'SIZECHART_JOB=' + g.hex(12))}
SIZECHART_TARGET=EU

Convert the seller's Japanese shoe sizes to EU sizes in a two-column table and flag any size that has
no clean equivalent.

Seller sizes: 22.5, 23.0, 23.5, 24.0, 24.5, 25.0, 26.5
Table:""")


@pos
def _gatekeeper_single_json(g: Gen57) -> Draft:
    t = g.moment()
    return P("catalogue:gatekeeper-json", ["json_inline", "request_id", "epoch_s", "head"],
             f"""{{"app":"gatekeeper",{v('request_id', '"rid":"' + g.b62(20) + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"policy":"rp-2026-02"}}
Classify the listing as allowed, restricted (needs approval) or prohibited under the restricted
products policy, and name the policy line.

Listing: "Professional tattoo machine kit with 20 inks and practice skins, 110-240 V."
Classification:""")



# --- positives: orders and returns -----------------------------------------------------------------------------

@pos
def _mistral_order_agent(g: Gen57) -> Draft:
    t = g.moment()
    return P("orders:mistral-order-agent", ["mistral", "chat_template", "rfc3339_ns", "stamp_own_line"],
             f"""<s>[INST] You are the order desk agent for Wrenfield Market sellers. You can call cancel_order,
refund_order and update_tracking. Only cancel orders that have not shipped.
{v('datetime', rfc3339_ns(t, g.small(0, 1000)))}

Seller: Order 204-5518830-1127741 was placed twice by the same buyer, both unshipped. Cancel the
second one and tell me what the buyer sees. [/INST]""")


@pos
def _return_decision_run(g: Gen57) -> Draft:
    t = g.moment(CET)
    return P("orders:return-decision-run", ["header_block", "ulid", "log4j", "stable_neighbours"],
             f"""Return decision engine
{v('run_id', 'Decision run: ' + g.lower_ulid(t))}
{v('datetime', 'Evaluated at: ' + log4j_iso(t))}
Policy pack: returns-eu-2026.02

Decide: approve, approve without return (returnless refund), or reject, with one line of reasoning
that the seller can show the buyer.

Return request RR-48112907, opened 2026-03-02: "Blender jug cracked on arrival", photo attached,
item price EUR 34.90, return shipping cost estimate EUR 11.20, buyer has 2 returns in 12 months.

Decision:""")


@pos
def _returnless_last_user(g: Gen57) -> Draft:
    t = g.eu(BST, GMT)
    return P("orders:last-user-meta", ["last_user", "dmy_time", "snowflake", "message_id"],
             f"""System: You help sellers on Harbourline reply to buyers about returns. Keep replies polite, under 80
words, and never ask the buyer to leave or change feedback.
User: A buyer says the lamp shade arrived dented and wants a full refund but keeps the lamp.
Assistant: Would you like to offer a partial refund or a replacement shade?
User: Partial refund of 30%, please draft it.
{v('datetime', 'Sent: ' + dmy(t, '/', True))}
{v('message_id', 'Message-ID: ' + g.snowflake(t))}
Assistant:""")


@pos
def _uzbek_cancellation(g: Gen57) -> Draft:
    t = g.moment(TASHKENT)
    return P("orders:uzbek-cancellation", ["header_block", "localized_now", "uzbek", "xid"],
             f"""Siz Bozorlik platformasi sotuvchilari uchun buyurtma yordamchisisiz. Bekor qilish qoidalari: jo'natilmagan
buyurtmani sotuvchi bekor qilishi mumkin, sababini ko'rsatish shart.
Do'kon: Samarqand Ipak (UZ-30418)
{v('datetime', f'Hozirgi vaqt: {t.day}-{MONTHS_UZ[t.month - 1]}, {t.year}-yil {t:%H:%M}')}
{v('session_id', 'Sessiya: ' + g.xid(t))}

Sotuvchi: Mijoz noto'g'ri rangni tanlabdi, buyurtmani bekor qilib, qaytadan joylashtirsa bo'ladimi?""")


@pos
def _return_label_today(g: Gen57) -> Draft:
    t = g.au()
    return P("orders:return-label-today", ["artefact_today", "job_id", "long_date_gb"],
             f"""You write the short note printed under a prepaid return label. Mention the drop-off deadline (14 days
after the label date) and that the item must include all accessories.

Label details filled in by the label tool:
{v('run_id', 'Label job: lj_' + g.b62(16))}
{v('date', f'Label date (today): {t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
Carrier: Auspost Parcel Post
Return to: Koala Kitchenware Returns, Unit 4, 18 Dunn Rd, Smithfield NSW 2164
Order: KK-1120457

Note:""")


@pos
def _orders_awaiting_as_of(g: Gen57) -> Draft:
    t = g.moment(BRT)
    return P("orders:awaiting-shipment", ["snapshot_stamp", "rfc3339_minutes", "as_of_phrase", "portuguese_content"],
             f"""Você ajuda vendedores da Feira Sul a priorizar pedidos. Ordene pelos que vencem primeiro e avise quais
já estão atrasados.

Pedidos aguardando envio {v('datetime', 'em ' + rfc3339_min(t))} para esta consulta:
#PS-771204  prazo de envio 2026-03-13  Kit 6 copos Duralex
#PS-771219  prazo de envio 2026-03-16  Luminária pendente bambu
#PS-771230  prazo de envio 2026-03-12  Tapete sisal 2x1,5 m

Vendedor: Qual eu despacho primeiro amanhã cedo?
Resposta:""")


@pos
def _late_shipment_go_clock(g: Gen57) -> Draft:
    t = g.moment(GMT)
    mono = f"{g.small(1, 90000)}.{g.digits(9)}"
    return P("orders:late-shipment-go", ["key_value_lines", "go_time_string", "stable_neighbours"],
             f"""late_risk_model=lsr-5
{v('datetime', 'clock=' + go_string(t, g.small(1, 1000), mono))}
carrier_cutoff=16:00

For each order, say whether it will miss the dispatch promise if it is picked in the next hour, and
what to do about it.

Order A  promise: ship today  picked: no   item: in stock, bin C-14
Order B  promise: ship today  picked: yes  item: awaiting label (printer error)
Order C  promise: ship by tomorrow  picked: no  item: backordered

Assessment:""")


@pos
def _burmese_seller(g: Gen57) -> Draft:
    t = g.moment(YANGON)
    now_my = local_digits(f"{t.year} ခုနှစ် ", "my") + MONTHS_MY[t.month - 1] + local_digits(f"လ {t.day} ရက်၊ {t:%H:%M}", "my")
    return P("orders:burmese-returns", ["head", "localized_now", "burmese", "myanmar_digits", "kv_line"],
             f"""{v('datetime', 'လက်ရှိအချိန်: ' + now_my)}
ဆိုင်: Shwe Cane Crafts (MM-2291)
သင်သည် ရွှေဈေး အွန်လိုင်းဈေးကွက်၏ ရောင်းသူအကူအညီပေးသူ ဖြစ်သည်။ ပြန်ပို့ပစ္စည်းနှင့် ငွေပြန်အမ်းခြင်းအကြောင်း
တိုတိုနှင့် ရှင်းရှင်း ဖြေပါ။

ရောင်းသူ: ဝယ်သူက ကြိမ်ခြင်းတောင်း ကွဲနေတယ်လို့ ပြောတယ်။ ပစ္စည်းပြန်မပို့ဘဲ ငွေပြန်အမ်းရမလား?""")


@pos
def _grader_handheld(g: Gen57) -> Draft:
    t = g.moment_us()
    h = t.hour % 12 or 12
    return P("orders:grader-handheld", ["device_clock", "time_alone", "session_id", "header_block"],
             f"""Returns grading assistant on the handheld at the Riverside returns centre. Suggest the grade
(A: resell as new, B: open box, C: refurbish, D: liquidate) from the grader's notes.
Station: RV-GRD-07
{v('session_id', 'Grader session: gs-' + g.hex(10))}
{v('datetime', f"Handheld time: {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}")}

Grader notes: Cordless drill, box opened, plastic on battery removed, charger unused, one drill bit
missing from the set of 10, no scratches.
Grade:""")


@pos
def _reason_clustering_json(g: Gen57) -> Draft:
    t = g.moment()
    return P("orders:reason-clustering", ["json_block", "epoch_ns", "run_id", "head"],
             f"""{{
  "job": "return-reason-clusters",
  "window": "last_90_days",
  {v('epoch', '"started_ns": ' + str(epoch_ns(t, g.small(0, 1000))) + ',')}
  {v('run_id', '"run": "' + g.typeid('run', t) + '",')}
  "seller": "Fjordlys Living"
}}
Group the buyers' return comments into at most five themes, with a count for each and one example.

Comments:
1. "colour is much darker than the photo"
2. "cushion cover smaller than stated"
3. "darker grey than pictured"
4. "zip broke after two days"
5. "size 45x45 is really 40x40"
6. "not the shade I expected"

Themes:""")


@pos
def _partial_refund_sk_sentence(g: Gen57) -> Draft:
    t = g.moment(CDT)
    return P("orders:partial-refund-sk", ["inline_sentence", "dotnet_long_datetime", "mid_paragraph"],
             f"""You calculate partial refunds for Prairie Goods sellers. Refunds for damage in transit are 100% when
the buyer reports within 48 hours of delivery. {v('datetime', 'The current time is ' + sk_now(t) + '.')} After
48 hours, offer up to 50% unless the seller chooses more. Show the calculation.

Order PG-55081: delivered 2026-03-10 11:42 CDT, item price USD 64.00, buyer reported a chipped lid
and asked what they can get back.

Calculation:""")


@pos
def _amqp_buyer_message(g: Gen57) -> Draft:
    t = g.moment()
    return P("orders:amqp-buyer-message", ["mq_envelope", "json_block", "epoch_s", "message_id", "payload_stays"],
             f"""Draft the seller's answer to the buyer message in this queue delivery. Be friendly and specific.

AMQP properties:
{{
  "app_id": "buyer-messaging",
  {v('message_id', '"message_id": "' + g.uuid4() + '",')}
  {v('epoch', '"timestamp": ' + str(epoch_s(t)) + ',')}
  "content_type": "application/json"
}}
Body:
{{"thread": "T-88120", "order": "OL-300418", "sent": "2026-03-11T09:14:00+01:00",
 "text": "Hi, can you send the bed frame to my office instead? It's the same town, Unit 2, Harbour Park."}}

Reply:""")


@pos
def _cantonese_cancel(g: Gen57) -> Draft:
    t = g.moment(HKT)
    h = t.hour % 12 or 12
    half = "下午" if t.hour >= 12 else "上午"
    return P("orders:cantonese-cancel", ["system_tail", "localized_now", "cantonese", "fullwidth_colon"],
             f"""你係「港貨坊」賣家中心嘅訂單助手。用廣東話簡單答，唔好承諾退款時間。取消規則：未出貨嘅訂單賣家可以
取消，但要揀原因。
{v('datetime', f'而家時間：{t.year}年{t.month}月{t.day}日 {half}{h}:{t:%M}')}

賣家：客人話買錯咗尺碼，想取消張單再落過，我應該點做？""")


@pos
def _replacement_cloudevent(g: Gen57) -> Draft:
    t = g.moment()
    return P("orders:replacement-cloudevent", ["cloudevents_structured", "json_block", "ulid", "rfc3339_us",
                                               "payload_stays"],
             f"""Explain to the seller what happened in this replacement order event and whether they need to act.

{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.ulid(t) + '",')}
  "source": "/marketplace/orders",
  "type": "com.wrenfield.order.replacement.created",
  {v('datetime', '"time": "' + rfc3339(t, 6) + '",')}
  "datacontenttype": "application/json",
  "data": {{"original_order": "WF-20931", "replacement_order": "WF-20931-R1", "reason": "lost_in_transit",
           "created": "2026-03-09T16:20:11Z", "ship_by": "2026-03-11"}}
}}

Explanation:""")


# --- positives: buyer-seller disputes ---------------------------------------------------------------------------

@pos
def _claim_desk_bullets(g: Gen57) -> Draft:
    t = g.moment_us()
    return P("disputes:claim-desk-bullets", ["md_bullets", "base32", "us_medium", "stable_neighbours"],
             f"""# Claim desk
- **Programme:** Purchase Guarantee
- **Marketplace:** US
{v('session_id', '- **Desk session:** ' + g.b32(20).lower())}
{v('datetime', '- **Opened:** ' + us_medium(t))}

You help a claims specialist decide guarantee claims. Say who pays (seller, marketplace or nobody)
and cite the rule.

Claim G-7712093: buyer says the package never arrived. Tracking shows "delivered, left at front door"
on 2026-03-03 14:12 with no photo. Seller shipped with a signature-free service. Item value USD 289.

Decision:""")


@pos
def _tracking_fetched_time(g: Gen57) -> Draft:
    t = g.moment(IST)
    return P("disputes:tracking-fetched", ["fetch_stamp", "time_alone_offset", "payload_stays"],
             f"""You write the evidence summary for a seller contesting an item-not-received claim. Use only the
tracking events below, in order, and end with one sentence stating the seller's position.

Tracking events fetched {v('datetime', f"at {t:%H:%M:%S} {off(t, False)}")} for this request:
2026-03-04 09:12  Picked up, Pune hub
2026-03-05 18:40  Arrived at Bengaluru sorting centre
2026-03-06 08:05  Out for delivery
2026-03-06 13:27  Delivered, received by security (gate 2), OTP verified

Evidence summary:""")


@pos
def _albanian_case(g: Gen57) -> Draft:
    t = g.eu()
    return P("disputes:albanian-case", ["header_block", "localized_now", "albanian", "uuid8"],
             f"""Ti je asistenti i mosmarrëveshjeve të tregut Shqipta Market. Ndihmo shitësin t'i përgjigjet blerësit me
qetësi dhe sipas rregullave: kthimi pranohet brenda 14 ditëve nëse produkti është i padëmtuar.
{v('datetime', f'Ora aktuale: {t.day} {MONTHS_SQ[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('session_id', 'Seanca: ' + g.uuid8())}

Shitësi: Blerësi thotë që xhaketa nuk i rri mirë dhe do t'i kthejë paratë, por etiketa është hequr.
Çfarë t'i them?""")


@pos
def _agents_trace_group(g: Gen57) -> Draft:
    return P("disputes:agents-trace", ["header_block", "trace_id", "session_id", "stable_neighbours"],
             f"""workflow_name: dispute-mediator
{v('trace_id', 'trace_id: trace_' + g.hex(32))}
{v('session_id', 'group_id: ' + g.uuid4())}
model: mediator-large-2026-01

You mediate between buyer and seller on Pinecrest Market. Propose one fair resolution and explain it
to both sides in neutral words.

Buyer: The rug I got has a different pattern from the photos. I want a refund without paying return
shipping, it's 9 kg.
Seller: The pattern varies because each rug is handmade; the listing says so in the description.
Mediator:""")


@pos
def _appeal_portal_jwt(g: Gen57) -> Draft:
    t = g.moment()
    return P("disputes:appeal-jwt", ["header_block", "jwt", "stable_neighbours"],
             f"""Seller appeal helper. The seller is appealing a claim decision; help them write a factual appeal of at
most 150 words with the evidence they have.
Portal: appeals.tidewater-market.example
{v('token', 'X-Session-Token: ' + g.jwt(t, 'seller-A3KQ77'))}
Appeal window: 30 days from decision

Seller: The claim was decided against us because "no proof of delivery", but we uploaded the
carrier's POD photo on day 2. Claim C-55120981.
Assistant:""")


@pos
def _somali_dispute(g: Gen57) -> Draft:
    t = g.moment(EAT)
    return P("disputes:somali-dispute", ["system_tail", "localized_now", "somali"],
             f"""Waxaad tahay kaaliyaha khilaafaadka ee suuqa Hodan Market. U sheeg iibiyaha talaabada xigta si kooban,
adigoo raacaya xeerka: iibsaduhu wuxuu furi karaa cabasho 30 maalmood gudahood.
{v('datetime', f'Waqtiga hadda: {t.day} {MONTHS_SO[t.month - 1]} {t.year}, {t:%H:%M} (Muqdisho)')}

Iibiyaha: Macmiilku wuxuu leeyahay telefoonku ma shidmo, laakiin aniga waan tijaabiyay intaanan dirin.
Maxaan sameeyaa?""")


@pos
def _sla_t0_epoch(g: Gen57) -> Draft:
    t = g.moment()
    return P("disputes:sla-epoch", ["header_block", "epoch_ms", "shape_only_label", "stable_neighbours"],
             f"""dispute_sla_calc v3
queue: inr-eu
{v('epoch', 't0: ' + str(epoch_ms(t)))}

Work out, for each open dispute, how many hours the seller has left to respond (72 hours from the
buyer's opening, weekends included), and list the ones under 12 hours first.

D-1101  opened 2026-03-11T08:00:00Z
D-1102  opened 2026-03-12T19:30:00Z
D-1103  opened 2026-03-09T22:10:00Z

Answer:""")


@pos
def _mediation_sent_stamp(g: Gen57) -> Draft:
    t = g.moment(KST)
    return P("disputes:mediation-sent", ["sent_stamp", "user_line", "dmy_dotted"],
             f"""You are the mediation assistant of Saessak Market. Summarise each side's position in one sentence and
propose the next step.

Buyer (earlier): 우산 손잡이가 부러진 채로 왔어요. 교환 원해요.
Seller (earlier): 발송 전 검수 사진이 있습니다. 배송 중 파손으로 보입니다.
User: Please propose the next step for this case. {v('datetime', f'(sent {t.day:02d}.{t.month:02d}.{t.year} {t:%H:%M})')}
Assistant:""")


@pos
def _standard_webhooks_dispute(g: Gen57) -> Draft:
    t = g.moment()
    return P("disputes:standard-webhooks", ["header_block", "standard_webhooks", "epoch_s", "signature",
                                            "payload_stays"],
             f"""{v('message_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64(32))}
content-type: application/json

{{"type": "dispute.opened", "data": {{"dispute": "DSP-30911", "order": "KM-88412", "reason": "not_as_described",
"opened_at": "2026-03-10T07:41:09Z", "respond_by": "2026-03-13T07:41:09Z", "amount": "42.00 GBP"}}}}

Tell the seller what the buyer is claiming, the deadline in UK time, and the three pieces of evidence
that would help most.
Answer:""")


@pos
def _macedonian_inad(g: Gen57) -> Draft:
    t = g.eu()
    return P("disputes:macedonian-inad", ["header_block", "localized_now", "macedonian", "cyrillic", "kv_line"],
             f"""Ти си асистент за спорови на пазарот Вардар Маркет. Помогни му на продавачот да одговори на купувачот
учтиво и во согласност со правилата за „не одговара на описот“.
Продавач: Охридски Бисер ДООЕЛ
{v('datetime', f'Моментално време: {t.day} {MONTHS_MK[t.month - 1]} {t.year} {t:%H:%M}')}

Продавач: Купувачот вели дека бисерите не се вистински, а имаме сертификат. Што да му напишам?""")


@pos
def _triage_html_comment(g: Gen57) -> Draft:
    t = g.moment()
    return P("disputes:triage-html-comment", ["html_comment", "key_value_inline", "xid", "epoch_s",
                                              "stable_neighbours"],
             f"""<!-- triage {v('run_id', 'run=' + g.xid(t))} {v('epoch', 'at=' + str(epoch_s(t)))} queue=inad-eu model=tri-4 -->
Sort these disputes into: refund now, ask for photos, or send to a specialist. One line each.

1. "Kettle leaks from the base" - photo attached - item GBP 24
2. "Sofa colour is wrong" - no photo - item GBP 1,180
3. "Book pages printed upside down" - photo attached - item GBP 9

Triage:""")


@pos
def _legacy_proxy_rfc850(g: Gen57) -> Draft:
    t = g.moment()
    return P("disputes:legacy-proxy", ["header_block", "rfc850", "request_id", "stable_neighbours"],
             f"""Via: 1.0 casebridge (legacy)
{v('datetime', 'Date: ' + rfc850(t))}
{v('request_id', 'X-Case-Request: ' + g.upper_hex(24))}

You summarise a buyer-seller case for the specialist who takes it over. Four bullets: what was
bought, what went wrong, what each side wants, and what has been offered.

Case notes:
- Buyer ordered a 2-seater garden bench (order GB-60218, EUR 219) on 2026-02-20.
- Delivered 2026-02-27 with one leg split; buyer sent photos on 2026-02-28.
- Seller offered a replacement leg by post; buyer wants a full refund and collection.
- Courier claim opened by seller on 2026-03-01, still pending.

Summary:""")


@pos
def _kinyarwanda_dispute(g: Gen57) -> Draft:
    t = g.moment(CAT)
    return P("disputes:kinyarwanda", ["head", "localized_now", "kinyarwanda"],
             f"""{v('datetime', f"Igihe cy'ubu: {t.day} {MONTHS_RW[t.month - 1]} {t.year}, {t:%H:%M}")}
Uri umufasha w'abacuruzi ku isoko rya Isoko Market. Fasha umucuruzi gusubiza umuguzi mu kinyabupfura,
ukurikije amategeko: umuguzi ashobora gusaba gusubizwa amafaranga mu minsi 7.

Umucuruzi: Umuguzi avuga ko inkweto yaguze ari nto, arashaka gusubizwa amafaranga. Nkore iki?""")



# --- positives: marketplace fraud review ------------------------------------------------------------------------

@pos
def _kyc_nested_yaml(g: Gen57) -> Draft:
    t = g.moment()
    return P("fraud:kyc-nested-yaml", ["yaml_block", "nested_yaml", "nanoid", "rfc3339_ms", "stable_neighbours"],
             f"""review:
  queue: kyc-tier2
  {v('session_id', 'session: ' + g.nanoid())}
  {v('datetime', 'opened: "' + rfc3339(t, 3) + '"')}
  reviewer_group: emea-onboarding

You assist a seller verification reviewer. Compare the documents' details and list every mismatch;
do not decide the case.

Business registration: Lumen Trade OÜ, reg. no. 16620934, registered 2023-05-17, address Tartu mnt 84a,
Tallinn.
Seller profile: Lumen Trade OU, reg. no. 16620943, address Tartu mnt 84A, Tallinn.
Bank statement holder: LUMEN TRADE OÜ, IBAN EE38 2200 2210 2014 5685.

Mismatches:""")


@pos
def _ato_signals_snapshot(g: Gen57) -> Draft:
    t = g.moment()
    return P("fraud:ato-signals", ["inline_sentence", "ksuid", "rfc3339", "snapshot_stamp"],
             f"""You review possible account takeovers of seller accounts. Say "likely takeover", "unclear" or
"unlikely", then the two strongest signals.

Signals snapshot {v('request_id', g.ksuid(t))} taken {v('datetime', 'at ' + rfc3339(t))} for this review:
- Password reset from a new device, 2026-03-08 02:14 UTC, IP in a country the seller never used.
- Bank account changed 41 minutes after the reset.
- Three listings' prices cut by 70% the same night.
- Seller's usual login hours: 08:00-19:00 Europe/Warsaw.

Assessment:""")


@pos
def _counterfeit_xray(g: Gen57) -> Draft:
    t = g.moment()
    return P("fraud:counterfeit-xray", ["head", "amzn_trace", "x_ray", "trace_header"],
             f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.xray(t))}
You triage counterfeit reports from rights owners. Say whether the report has enough for a takedown
(test buy, photos of the item, or a clear listing-level trademark misuse) and what is missing.

Report IPR-550192 from Solaris Eyewear GmbH: "Listing L-7712 uses our SOLARIS word mark and sells
polarised sunglasses at EUR 12; our RRP is EUR 149. No test buy yet. Photos show our logo on the arm."

Triage:""")


@pos
def _graph_run_env(g: Gen57) -> Draft:
    t = g.moment()
    return P("fraud:review-ring-env", ["key_value_lines", "uuid1", "iso_basic", "stable_neighbours"],
             f"""GRAPH_VERSION=ring-detect-2.8
{v('run_id', 'GRAPH_RUN_ID=' + g.uuid1t(t))}
{v('datetime', 'GRAPH_RUN_STARTED=' + iso_basic(t))}
GRAPH_SCOPE=reviews-home-garden

Explain to a fraud analyst, in plain words, why these accounts were grouped as a possible review
ring and what would confirm or clear it.

Cluster 44: 17 buyer accounts, 14 created within 9 days, all reviewed the same 6 garden products
within 48 hours of purchase, 12 share a device fingerprint, average review length 11 words, all 5 stars.

Explanation:""")


@pos
def _belarusian_promo_abuse(g: Gen57) -> Draft:
    t = g.moment(MINSK)
    return P("fraud:belarusian-promo", ["system_tail", "localized_now", "belarusian", "cyrillic"],
             f"""Ты памочнік аналітыка махлярства на пляцоўцы Белы Кірмаш. Кажы коратка, ці ёсць прыкметы злоўжывання
прамакодамі, і называй адну праверку, якую трэба зрабіць.
{v('datetime', f'Бягучы час: {t.day} {MONTHS_BE[t.month - 1]} {t.year}, {t:%H:%M}')}

Аналітык: Адзін пакупнік за тыдзень выкарыстаў прамакод «ПЕРШАЯ10» на 23 новых акаўнтах з адным адрасам
дастаўкі. Што рабіць?""")


@pos
def _triangulation_score_json(g: Gen57) -> Draft:
    t = g.moment()
    return P("fraud:triangulation-json", ["json_inline", "epoch_us", "request_id", "stable_neighbours"],
             f"""{{"model":"tri-fraud-3",{v('request_id', '"score_req":"sr_' + g.b62(22) + '",')}{v('epoch', '"at":' + str(epoch_us(t)) + ',')}"threshold":0.72}}
Explain the triangulation fraud score to the analyst: which features pushed it up and whether the
order should be held.

Order W-330918: score 0.81. Buyer name and shipping name differ; billing card issued in another
country; the seller bought the same item from another retailer 3 minutes after the sale and shipped
it straight to the buyer; seller account is 19 days old.

Explanation:""")


@pos
def _analyst_console_windows(g: Gen57) -> Draft:
    t = g.moment_us()
    return P("fraud:analyst-console", ["header_block", "windows_datetime", "session_id", "stable_neighbours"],
             f"""Fraud analyst console - Trust Ops
Analyst: k.ramirez (tier 2)
{v('session_id', 'Console session: ' + g.upper_uuid())}
{v('datetime', 'Workstation time: ' + windows_general(t))}

Help the analyst write the case note for a seller account closed for selling used items as new.
Keep it factual and under 100 words.

Evidence: 6 test buys, 5 arrived with signs of use (scuffed soles, worn insoles), 3 had another
marketplace's return labels inside the box. Seller response: "supplier issue".

Case note:""")


@pos
def _velocity_ctx_line(g: Gen57) -> Draft:
    t = g.moment()
    return P("fraud:velocity-ctx", ["bracketed_kv", "iso_basic", "stable_neighbours"],
             f"""[ctx {v('datetime', 'assembled=' + iso_basic(t))} rule_pack=fr-2026.03 region=eu]
You explain velocity rule hits on new seller accounts to the onboarding team. One paragraph.

Rule V-12 hit: 48 listings created in the first hour, 31 of them high-demand electronics priced 40-60%
below the category median, shipping handling time set to 25 days.

Explanation:""")


@pos
def _liveness_capture_lines(g: Gen57) -> Draft:
    t = g.moment(EAT)
    return P("fraud:liveness-capture", ["header_block", "dmy_dotted", "request_id", "pasted_content_neighbour"],
             f"""Identity check assistant for seller onboarding. Compare the capture result with the document data and
say pass, retry or escalate.
{v('request_id', 'Capture id: cap_' + g.b62(20))}
{v('datetime', 'Capture received: ' + dmy(t, '.', True))}
Check provider: FaceMatch v5

Result: face match 0.62 (pass threshold 0.80), liveness 0.97, document: Kenyan national ID, name
"Wanjiru Achieng Otieno", date of birth 1991-07-14, issued 2019-02-11.
Decision:""")


@pos
def _sundanese_fraud(g: Gen57) -> Draft:
    t = g.moment(JAKARTA)
    return P("fraud:sundanese-seller", ["header_block", "localized_now", "sundanese"],
             f"""Anjeun asistén tim kaamanan Pasar Priangan. Jawab singget, jelaskeun naha toko ieu dicurigaan sareng
naon anu kedah dipariksa heula.
{v('datetime', f'Waktos ayeuna: {t.day} {MONTHS_SU[t.month - 1]} {t.year}, {t:%H.%M} WIB')}
Toko: Batik Sekar Arum (ID-88213)

Analis: Toko ieu ngajual 200 HP énggal kalayan harga satengahna, tapi kakara muka 3 dinten. Kumaha?""")


@pos
def _paseto_console(g: Gen57) -> Draft:
    return P("fraud:paseto-console", ["header_block", "paseto", "token", "stable_neighbours"],
             f"""Gift card fraud desk. Decide whether to block the gift card redemptions below and say why.
Desk: gc-risk-us
{v('token', 'X-Console-Token: ' + g.paseto())}
Policy: GC-4 (redemption velocity)

Redemptions: 14 gift cards worth USD 100 each, bought with 3 different cards, redeemed on one buyer
account within 20 minutes, account then bought 2 game consoles shipped to a freight forwarder.

Decision:""")


@pos
def _linked_account_query(g: Gen57) -> Draft:
    t = g.moment(CEST)
    return P("fraud:linked-accounts", ["inline_sentence", "base58", "time_alone", "snapshot_stamp"],
             f"""You summarise linked-account results for a fraud analyst, strongest links first.

Linked-account query {v('request_id', 'q_' + g.b58(16))} ran {v('datetime', f'at {t:%H:%M} {t.tzname()}')} for this request:
Seller S-4410 <-> Seller S-9921: same bank account (last 4: 7710), same return address
Seller S-4410 <-> Seller S-1208: same device, different IPs
Seller S-4410 <-> Buyer B-77120: buyer left 9 five-star reviews on S-4410's listings

Summary:""")


# --- positives: fulfilment-by-marketplace inbound shipments ------------------------------------------------------

@pos
def _inbound_sigv4(g: Gen57) -> Draft:
    t = g.moment()
    day = t.astimezone(UTC)
    return P("inbound:sigv4-plan", ["header_block", "sigv4", "iso_basic", "request_id", "signature"],
             f"""POST /inbound/fba/2024-03-20/inboundPlans HTTP/1.1
Host: sellingpartnerapi-eu.amazon.com
{v('datetime', 'x-amz-date: ' + iso_basic(t))}
{v('signature', f'Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/{day:%Y%m%d}/eu-west-1/execute-api/aws4_request, SignedHeaders=host;x-amz-date, Signature={g.hex(64)}')}
{v('request_id', 'x-amzn-RequestId: ' + g.uuid4())}

You turn a seller's shipment request into an inbound plan summary: SKUs, box count, ship-from and
the destination marketplace. Flag anything that needs prep.

Seller: Sending 240 units of GLS-TUM-350 (glass tumblers, fragile) and 120 of BMB-STR-25 (bamboo
straws) from our Leeds unit to the UK network, 12 cartons total.
Summary:""")


@pos
def _carton_label_today(g: Gen57) -> Draft:
    t = g.eu(BST, GMT)
    return P("inbound:carton-label-today", ["artefact_today", "job_id", "iso_date"],
             f"""Fill in the text for the carton content sheet that goes in box 1 of 12. Use the label tool's values as
they are.

From the label tool:
{v('run_id', 'Label batch: ' + g.cuid2())}
{v('date', 'Ship date (today): ' + iso_date(t))}
Shipment: FBA19XK7Q2M0
Ship from: Brightwater Goods Ltd, Unit 7, Kirkstall Rd, Leeds LS4 2AZ
Box 1 contents: GLS-TUM-350 x 24 (FNSKU X004K2LQ7Z)

Sheet:""")


@pos
def _carrier_appointment_hold(g: Gen57) -> Draft:
    t = g.eu()
    exp = t + timedelta(minutes=15)
    return P("inbound:appointment-hold", ["hold_token", "expiry_from_now", "header_block", "stable_neighbours"],
             f"""Dock appointment assistant for inbound deliveries to the DTM2 fulfilment centre. Confirm the held
slot with the carrier's dispatcher in one short message, in German.
Fulfilment centre: DTM2 (Dortmund)
Slot: Thursday 08:30-09:00, dock door 14
{v('token', 'Hold token: hold_' + g.b64url(12))}
{v('datetime', 'Hold expires: ' + iso_space(exp) + ' ' + exp.tzname())}
Carrier: Spedition Kranz, 2 pallets, PRO 7740021

Message:""")


@pos
def _telugu_receiving(g: Gen57) -> Draft:
    t = g.moment(IST)
    now = local_digits(f"{t.day} ", "te") + MONTHS_TE[t.month - 1] + local_digits(f" {t.year}, {t:%H:%M}", "te")
    return P("inbound:telugu-receiving", ["header_block", "localized_now", "telugu", "telugu_digits"],
             f"""మీరు దక్కన్ మార్ట్ ఫుల్‌ఫిల్‌మెంట్ సహాయకుడు. ఇన్‌బౌండ్ షిప్‌మెంట్‌లో తేడాలను అమ్మకందారుకు సరళంగా
వివరించండి మరియు క్లెయిమ్ ఎప్పుడు వేయాలో చెప్పండి.
కేంద్రం: HYD-3
{v('datetime', 'ప్రస్తుత సమయం: ' + now)}

అమ్మకందారు: నేను 500 యూనిట్లు పంపాను, కానీ 472 మాత్రమే అందినట్లు చూపిస్తోంది. ఏమి చేయాలి?""")


@pos
def _receiving_status_pg(g: Gen57) -> Draft:
    t = g.moment(IST)
    return P("inbound:receiving-status", ["snapshot_stamp", "pg_timestamptz", "as_of_phrase", "payload_stays"],
             f"""You explain inbound receiving progress to the seller and say whether a discrepancy is likely or still
just in progress.

Receiving status {v('datetime', 'as of ' + pg_tstz(t))} for this request:
Shipment FBA15RT88PQ1  created 2026-02-26  delivered 2026-03-05  status RECEIVING
SKU KSH-BAG-01  shipped 300  received 288
SKU KSH-BAG-02  shipped 150  received 150
Last unit received: 2026-03-09 17:41 IST

Seller: Did they lose 12 of my bags?
Answer:""")


@pos
def _envoy_pallet_labels(g: Gen57) -> Draft:
    return P("inbound:envoy-headers", ["header_block", "request_id", "envoy", "stable_neighbours"],
             f"""x-forwarded-proto: https
{v('request_id', 'x-request-id: ' + g.uuid4())}
x-envoy-expected-rq-timeout-ms: 15000
x-envoy-attempt-count: 1

You explain pallet label rules for inbound freight: one label on each of the four sides, top half,
not over the stretch wrap seam. Answer the seller's question only.

Seller: Our pallets are double-stacked 2 x 0.9 m. Do both layers need labels or just the bottom one?
Assistant:""")


@pos
def _reimbursement_log_prefix(g: Gen57) -> Draft:
    t = g.moment()
    return P("inbound:reimbursement-log-prefix", ["log_prefix", "python_logging", "inline_prefix"],
             f"""{v('datetime', py_logging(t))} INFO reimb-assistant context ready (marketplace=DE, policy=lost-inbound-v4)
You help sellers file reimbursement claims for inbound units that were lost or damaged at the
fulfilment centre. Tell the seller whether the claim window is open and what to attach.

Seller: Shipment FBA17KLM2201 closed on 2026-01-20 with 18 units missing. Invoices from the supplier
are in Chinese. Can I still claim?
Assistant:""")


@pos
def _assamese_prep(g: Gen57) -> Draft:
    t = g.moment(IST)
    today = local_digits(f"{t.day} ", "as") + MONTHS_AS[t.month - 1] + local_digits(f" {t.year}", "as")
    return P("inbound:assamese-prep", ["system_tail", "localized_now", "assamese", "bengali_digits"],
             f"""আপুনি ব্ৰহ্মপুত্ৰ বজাৰৰ বিক্ৰেতাসকলৰ সহায়ক। গুদামলৈ পঠোৱাৰ আগতে সামগ্ৰীৰ পেকেজিং আৰু লেবেলৰ
নিয়ম চমুকৈ বুজাই দিয়ক।
{v('date', 'আজিৰ তাৰিখ: ' + today)}

বিক্ৰেতা: মই চাহৰ টোপোলা পঠিয়াম, প্ৰতিটো টোপোলা পলিবেগত ভৰাব লাগিবনে?""")


@pos
def _hazmat_ruby_yaml(g: Gen57) -> Draft:
    t = g.moment(IST)
    return P("inbound:hazmat-yaml", ["front_matter", "ruby_time", "run_id", "stable_neighbours"],
             f"""---
reviewer: dg-screen
ruleset: dg-2026.1
{v('datetime', 'requested_at: ' + ruby_time(t))}
{v('run_id', 'screen_job: ' + g.hex(16))}
---
Decide whether the product needs dangerous-goods review before inbound, and which document the seller
must upload (SDS, exemption sheet or battery information).

Product: Cordless hair trimmer with built-in 3.7 V 800 mAh lithium-ion battery (2.96 Wh), sold with
a USB cable.
Decision:""")


@pos
def _taiwan_roc_split(g: Gen57) -> Draft:
    t = g.moment(TAIPEI)
    return P("inbound:taiwan-roc", ["header_block", "localized_now", "roc_calendar", "traditional_chinese"],
             f"""你是「寶島商城」倉儲入庫助理，協助賣家判斷入庫單是否需要拆分到不同倉。請用繁體中文簡短回答。
倉庫規則：超大件與一般件須分開入庫。
{v('datetime', '目前時間：' + roc_date(t))}
{v('session_id', '工作階段：' + g.lower_ulid(t))}

賣家：我這批有 40 箱一般商品和 6 箱落地燈（長 170 公分），可以一起送到桃園倉嗎？""")


@pos
def _ltl_quote_validity(g: Gen57) -> Draft:
    t = g.moment_us()
    valid = t + timedelta(hours=1)
    return P("inbound:ltl-quote", ["quote_time", "expiry_from_now", "request_id", "header_block"],
             f"""Partnered carrier quote assistant. Tell the seller whether accepting the quote below is cheaper than
their own carrier's USD 612 and what happens if they do not accept before it expires.
{v('request_id', 'Quote: ltlq_' + g.b62(14))}
{v('datetime', 'Quoted at: ' + rfc3339(t))}
{v('datetime', 'Valid until: ' + rfc3339(valid))}
Lane: Reno, NV -> ONT8 (Moreno Valley, CA), 4 pallets, 1,920 lb, class 70
Price: USD 548.20

Seller: Should I take it?
Assistant:""")


@pos
def _placement_fee_chatml(g: Gen57) -> Draft:
    t = g.moment()
    return P("inbound:placement-fee-chatml", ["chatml", "system_stamp_own_line", "js_iso"],
             f"""<|im_start|>system
You explain inbound placement fees. Minimal placement (one destination) costs more per unit than
optimised split placement (up to four destinations). Show both totals.
{v('datetime', 'clientTime: ' + js_iso(t))}
<|im_end|>
<|im_start|>user
600 standard-size units, 0.45 kg each. Minimal placement is 0.30 per unit, optimised is free but
splits into 3 shipments costing about 85 each in carrier fees. Which is cheaper?<|im_end|>
<|im_start|>assistant
""")


@pos
def _inbound_problem_slack(g: Gen57) -> Draft:
    t = g.moment()
    return P("inbound:slack-event", ["slack_event", "json_block", "epoch_s", "message_id", "payload_stays"],
             f"""{{
  "team_id": "T04MKT7QZ",
  "api_app_id": "A07INBOUND",
  {v('message_id', '"event_id": "Ev' + g.b32(10) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "message",
    "channel": "C05FBAPROB",
    "user": "U02SELLOPS",
    "text": "Shipment FBA16QQ0912 stuck in 'checked in' since Mar 3, can the bot tell us what that means?",
    {v('message_id', '"ts": "' + str(epoch_s(t) - g.small(1, 4)) + '.' + g.digits(6) + '",')}
    "channel_type": "channel"
  }}
}}
Reply in the thread with what 'checked in' means and when to open a case.
Reply:""")



# --- positives: seller payouts and fees --------------------------------------------------------------------------

@pos
def _payout_provider_headers(g: Gen57) -> Draft:
    return P("payouts:provider-headers", ["header_block", "request_id", "idempotency_key", "stable_neighbours"],
             f"""You explain payout events to sellers of Copperleaf Market. Never show full bank account numbers.

Payout provider call made for this request:
POST /v3/payouts/simulate
X-Api-Version: 2025-11-01
X-Platform-Account: plat_copperleaf_eu
{v('request_id', 'X-Request-Id: ' + g.uuid7(g.moment()))}
{v('request_id', 'X-Idempotency-Key: ' + g.b64url(18))}

Seller: My payout of EUR 2,418.60 shows "scheduled" but it was due yesterday. Why?
Assistant:""")


@pos
def _nepali_reserve(g: Gen57) -> Draft:
    t = g.moment(KATHMANDU)
    return P("payouts:nepali-reserve", ["head", "localized_now", "nepali", "bikram_sambat", "devanagari_digits"],
             f"""{v('date', 'आजको मिति: ' + bs_date(t))}
तपाईं हिमाल बजारका बिक्रेताहरूको भुक्तानी सहायक हुनुहुन्छ। रिजर्भ रकम किन राखिएको हो र कहिले छुट्छ भनेर
सरल भाषामा बताउनुहोस्।

बिक्रेता: मेरो भुक्तानीबाट रु. १२,४०० रिजर्भमा राखिएको छ। यो कहिले फिर्ता आउँछ?""")


@pos
def _fee_preview_xml(g: Gen57) -> Draft:
    t = g.moment()
    return P("payouts:fee-preview-xml", ["xml_element", "request_id", "rfc3339", "stable_neighbours"],
             f"""<fee_preview>
  <marketplace>ES</marketplace>
  {v('request_id', '<preview_id>fp-' + g.uuid4() + '</preview_id>')}
  {v('datetime', '<generated>' + rfc3339(t.astimezone(CEST if t >= datetime(2026, 3, 29, 1, tzinfo=UTC) else CET)) + '</generated>')}
  <fee_schedule>2026-ES-v2</fee_schedule>
</fee_preview>
Explain to the seller, in Spanish, what they will pay per sale: referral fee 15% on items up to
EUR 100, fulfilment fee EUR 3.48 for a small parcel, and a closing fee of EUR 0.81 for media.

Product: novela de bolsillo, EUR 11.95.
Respuesta:""")


@pos
def _fx_rates_as_of(g: Gen57) -> Draft:
    t = g.moment()
    exp = t + timedelta(minutes=10)
    return P("payouts:fx-rates", ["snapshot_stamp", "as_of_phrase", "rfc2822", "expiry_from_now", "parenthesised_id"],
             f"""You explain currency conversion on seller payouts. Show the converted amount and the fee in one line
each.

FX rates {v('datetime', 'as of ' + rfc2822(t))} {v('request_id', '(snapshot fxs_' + g.b62(12) + ')')} for this request:
GBP -> INR 106.42 (mid 107.01, margin 0.55%)
GBP -> TRY 41.18 (mid 41.43, margin 0.60%)
{v('datetime', 'Quote expires: ' + rfc2822(exp))}

Seller: I'm paid GBP 3,200 and want it in rupees. How much will land?
Assistant:""")


@pos
def _fee_invoice_today(g: Gen57) -> Draft:
    t = g.eu()
    return P("payouts:fee-invoice-today", ["artefact_today", "job_id", "dmy_date"],
             f"""Draft the cover e-mail for the seller's monthly fee invoice. Mention the invoice date and the reverse
charge note for EU VAT.

Invoice header from the invoicing tool:
Invoice no.: CLM-FEE-2026-03-00418
{v('date', f'Invoice date (today): {t.day:02d}.{t.month:02d}.{t.year}')}
{v('run_id', 'Invoice job: inv_' + g.b62(14))}
Seller: Fiori di Carta S.r.l., VAT IT04719280231
Fees: referral EUR 1,204.22, fulfilment EUR 866.10, storage EUR 91.40

E-mail:""")


@pos
def _malayalam_payout_schedule(g: Gen57) -> Draft:
    t = g.moment(IST)
    today = f"{t.year} {MONTHS_ML[t.month - 1]} {t.day}"
    return P("payouts:malayalam-schedule", ["system_tail", "localized_now", "malayalam"],
             f"""നിങ്ങൾ കേരള ബസാറിലെ വിൽപ്പനക്കാർക്കുള്ള പേയ്‌മെന്റ് സഹായിയാണ്. പേഔട്ട് എപ്പോൾ ബാങ്കിൽ എത്തും എന്ന്
ലളിതമായി പറയുക. പേഔട്ടുകൾ ഡെലിവറിക്ക് 7 ദിവസത്തിന് ശേഷം നടക്കും.
{v('date', 'ഇന്നത്തെ തീയതി: ' + today)}

വിൽപ്പനക്കാരൻ: കഴിഞ്ഞ ആഴ്ച ഡെലിവർ ചെയ്ത ഓർഡറുകളുടെ പണം എപ്പോൾ കിട്ടും?""")


@pos
def _settlement_dotnet(g: Gen57) -> Draft:
    t = g.moment(GST)
    return P("payouts:settlement-dotnet", ["header_block", "dotnet_roundtrip", "stable_neighbours"],
             f"""Settlement reconciliation assistant for sellers on Souq Al Nakheel. Match the settlement lines to the
seller's own sales figures and point out differences.
SellerId: SN-UAE-04471
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
Currency: AED

Settlement 2026-03-01 to 2026-03-07: sales AED 18,420.00, refunds AED -1,260.00, fees AED -2,763.00,
net AED 14,397.00.
Seller's figures: sales AED 18,420.00, refunds AED -960.00.

Differences:""")


@pos
def _tool_result_now(g: Gen57) -> Draft:
    t = g.moment(GST)
    return P("payouts:tool-result-now", ["tool_result", "rfc3339_offset", "agent_loop"],
             f"""You are a payouts agent. Use the tools to answer; do not guess dates.

User: When will my held payout be released? The hold says "14 days after delivery" and the last
order was delivered on 2026-03-02.
Tool call: get_current_time()
{v('datetime', 'Tool result: ' + rfc3339(t))}
Tool call: get_hold(seller="SN-UAE-04471")
Tool result: {{"hold_id": "HLD-20311", "amount": "AED 3,120.00", "rule": "delivery+14d", "created": "2026-03-02"}}
Assistant:""")


@pos
def _teams_fee_dispute(g: Gen57) -> Draft:
    t = g.moment()
    return P("payouts:teams-activity", ["teams_activity", "json_block", "rfc3339_ms", "message_id",
                                        "stable_neighbours"],
             f"""{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t, 3) + '",')}
  "channelId": "msteams",
  "conversation": {{"id": "19:fee-disputes@thread.tacv2", "conversationType": "channel"}},
  "text": "Seller says we charged the oversize fee on a 38 cm lamp. Dimensions on file: 38 x 22 x 22 cm, 1.9 kg."
}}
You answer the seller fee desk in Teams. Say whether the oversize fee was right (oversize starts above
45 x 34 x 26 cm or 12 kg) and what to do.
Reply:""")


@pos
def _kyrgyz_commission(g: Gen57) -> Draft:
    t = g.moment(BISHKEK)
    return P("payouts:kyrgyz-commission", ["header_block", "localized_now", "kyrgyz", "cyrillic", "sonyflake"],
             f"""Сиз Ала-Тоо Базарындагы сатуучулардын комиссия боюнча жардамчысысыз. Комиссиянын кантип эсептелгенин
жөнөкөй тил менен түшүндүрүңүз.
{v('datetime', f'Азыркы убакыт: {t.day}-{MONTHS_KY[t.month - 1]}, {t.year}-ж., {t:%H:%M}')}
{v('request_id', 'Суроо: ' + g.sonyflake(t))}

Сатуучу: 12 000 сомдук сатуудан эмне үчүн 1 560 сом кармалды?""")


@pos
def _newrelic_payout_hold(g: Gen57) -> Draft:
    return P("payouts:newrelic-trace", ["header_block", "newrelic", "traceparent", "trace_header"],
             f"""{v('trace_id', 'newrelic: ' + g.b64(96))}
{v('trace_id', 'traceparent: ' + g.traceparent())}
content-type: application/json

You explain payout holds to sellers of Goldfinch Market. Holds are placed after a spike in refunds
(more than 8% in 14 days) and released after a review within 5 business days.

Seller: My refunds went up because a courier lost a whole pallet. Can you release the hold early?
Assistant:""")


@pos
def _tax_threshold_response(g: Gen57) -> Draft:
    t = g.moment()
    return P("payouts:tax-threshold-response", ["http_response", "http_date", "request_id", "stable_neighbours"],
             f"""Tax form assistant for US sellers. Explain whether the seller will get a 1099-K for 2026 based on the
totals the tax service returned for this request.

HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-Id: ' + g.hex(32))}
X-Api-Version: 2024-09
Content-Type: application/json

{{"seller": "A1B2C3D4E5", "tax_year": 2026, "gross_ytd": "USD 1,842.50", "transactions_ytd": 61,
 "threshold": "USD 2,000.00"}}

Answer:""")


@pos
def _capital_offer_ctime(g: Gen57) -> Draft:
    t = g.moment()
    return P("payouts:capital-offer", ["tail", "ctime", "quote_time"],
             f"""Explain this seller financing offer in plain words: total repayment, how repayment is taken from
payouts, and what happens if sales drop. Do not recommend accepting or declining.

Offer: advance USD 15,000, flat fee USD 1,350, repaid by withholding 12% of each payout until USD 16,350
is repaid, no fixed term, minimum repayment USD 1,500 every 60 days.

Explanation:

{v('datetime', 'Offer computed: ' + ctime(t))}""")


# --- positives: reviews moderation --------------------------------------------------------------------------------

@pos
def _review_delivery_envelope(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:delivery-envelope", ["json_block", "envelope", "cuid2", "rfc3339", "payload_stays"],
             f"""{{
  "delivery": {{
    {v('request_id', '"id": "' + g.cuid2() + '",')}
    {v('datetime', '"received_at": "' + rfc3339(t) + '",')}
    "queue": "reviews-pending-eu"
  }},
  "review": {{
    "id": "R-3ZQ81KD0",
    "product": "Nordvik cast iron pan 28 cm",
    "rating": 1,
    "created_at": "2026-03-09T18:22:40Z",
    "text": "Rusted after one week. Seller said I should have oiled it. Also check out castironhub dot shop for better pans!"
  }}
}}
Check the review against the guidelines (no links or shop promotion, no personal data, stay on the
product). Say keep, edit or remove, and which sentence is the problem.
Verdict:""")


@pos
def _incentivized_llama3_user(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:incentivized-llama3", ["llama3", "chat_template", "user_turn_meta", "rfc3339"],
             f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You detect incentivised reviews. A review is incentivised if it mentions a free product, discount,
refund or gift in return for the review, unless the product came from the marketplace's own early
reviewer programme.<|eot_id|><|start_header_id|>user<|end_header_id|>

Review: "Got this blender at 90% off in exchange for my honest opinion. It crushes ice well, a bit loud."
Programme flag: none
{v('datetime', 'submitted_for_check: ' + rfc3339(t, 3))}<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")


@pos
def _basque_feedback(g: Gen57) -> Draft:
    t = g.eu()
    return P("reviews:basque-feedback", ["header_block", "localized_now", "basque"],
             f"""Zu Txoko Merkatuko saltzaileen laguntzailea zara. Azaldu labur ea erosleen iritzia kendu daitekeen
arauen arabera: iritzi batek hitz iraingarriak edo datu pertsonalak baditu bakarrik kentzen da.
{v('datetime', f'Uneko ordua: {t.year}ko {MONTHS_EU[t.month - 1]}ren {t.day}a, {t:%H:%M}')}
Denda: Gazta Etxea (ES-EU-1182)

Saltzailea: Erosle batek "zerbitzu txarra, ez gomendatu" idatzi du, baina paketea garaiz iritsi zen. Kendu dezakegu?""")


@pos
def _qa_moderation_xml(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:qa-xml-elements", ["xml_element", "objectid", "py_isoformat", "stable_neighbours"],
             f"""<qa_item>
  <queue>community-qa</queue>
  {v('request_id', '<moderation_ticket>' + g.objectid(t) + '</moderation_ticket>')}
  {v('datetime', '<opened_at>' + py_iso(t) + '</opened_at>')}
  <question>Does this tent fit two adults and a dog?</question>
  <answer author="buyer">Yes if the dog is small. DM me on insta @campkit_deals for 20% off a bigger one.</answer>
</qa_item>
Decide whether the community answer can be published. Reply "publish", "publish with edit" or
"reject", and quote the part that breaks the rules.
Decision:""")


@pos
def _review_image_upload(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:image-upload", ["bracketed_kv", "uuid7", "epoch_ms", "stable_neighbours"],
             f"""[upload {v('request_id', 'id=' + g.uuid7(t))} {v('epoch', 'received_ms=' + str(epoch_ms(t)))} bucket=ugc-eu kind=review-photo]
Describe whether the buyer's review photo can be shown: it must show the product, no faces of
children, no addresses or order numbers visible.

Photo description from the vision step: a kitchen counter with the coffee grinder, a shipping label
on the box next to it with a readable name and street address, nobody in the picture.

Decision:""")


@pos
def _review_spike_time_alone(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:spike-time-alone", ["snapshot_stamp", "time_alone", "as_of_phrase"],
             f"""You watch for review bombing. Decide whether the pattern below needs a temporary review freeze on the
product page and explain in two sentences.

Review counts {v('datetime', f'as of {t:%H:%M} UTC')} for this request:
Last 24 h: 212 new reviews (daily average over 90 days: 6), 201 are 1-star
184 of the new reviews mention "price increase" or "shrinkflation"
71% of reviewers have no purchase of this product
Product: Morrow Breakfast Oats 1 kg

Decision:""")


@pos
def _xhosa_review_reply(g: Gen57) -> Draft:
    t = g.moment(SAST)
    return P("reviews:xhosa-reply", ["system_tail", "localized_now", "xhosa"],
             f"""Ungumncedisi wabathengisi kwiVenkile Mzansi. Nceda umthengisi abhale impendulo enembeko kuphononongo
lomthengi, engekho ngaphezu kwamagama angama-60.
{v('datetime', f'Ixesha langoku: {t.day} {MONTHS_XH[t.month - 1]} {t.year}, {t:%H:%M}')}

Umthengisi: Umthengi ubhale ukuba isitya sefayibha sifike siqhekekile. Ndifuna ukumxolisa ndimnike esinye.""")


@pos
def _moderator_md_table(g: Gen57) -> Draft:
    t = g.moment(IST)
    return P("reviews:moderator-table", ["md_table", "hex_session", "ist_datetime", "stable_neighbours"],
             f"""| Key          | Value                         |
|--------------|-------------------------------|
| Moderator    | asha.p (reviews, Hindi/English) |
| Queue        | reviews-in-electronics        |
{v('session_id', '| Session      | ' + g.hex(24) + ' |')}
{v('datetime', '| Started      | ' + iso_space(t) + ' IST |')}

Moderate the review. It may mix Hindi and English. Reply keep or remove and the guideline.

Review: "Phone accha hai but seller ne box khola hua bheja, seal tooti thi. Call kiya to number
band. 2 star."
Decision:""")


@pos
def _galician_translation(g: Gen57) -> Draft:
    t = g.eu()
    return P("reviews:galician-translation", ["head", "localized_now", "galician"],
             f"""{v('datetime', f'Data e hora actual: {t.day} de {MONTHS_GL[t.month - 1]} de {t.year}, {t:%H:%M}')}
Es o asistente de tradución de opinións do Mercado Atlántico. Traduce a opinión do comprador ao
castelán sen cambiar o ton nin corrixir erros de feito.

Opinión: "O caldeiro chegou ben embalado, pero a tapa non pecha de todo. Para o prezo, está ben."
""")


@pos
def _removed_review_appeal(g: Gen57) -> Draft:
    return P("reviews:appeal-correlation", ["header_block", "request_id", "hex32", "stable_neighbours"],
             f"""Review appeals assistant. The buyer is appealing the removal of their review; explain the decision in
neutral words and say whether a re-review is possible.
Appeals-Channel: web
{v('request_id', 'X-Correlation-ID: ' + g.upper_hex(32))}
Guideline version: rg-2026.02

Removed review: "Don't buy from this seller, the owner Mark Delaney at 14 Elm Close is a crook."
Reason: personal information and personal attack.
Buyer: I only told the truth. Why was it removed?
Assistant:""")


@pos
def _verified_purchase_lookup(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:verified-lookup", ["fetch_stamp", "typeid", "parenthesised_id", "payload_stays"],
             f"""You explain to the buyer why their review is not marked "Verified purchase". Be brief.

Purchase records for this buyer and product {v('request_id', '(lookup ' + g.typeid('lkp', t) + ')')} for this request:
Order 114-2098871-5520013  2026-01-28  Bought at a 100% discount (promotion code STAFF100)
Order 114-7710032-0088120  2025-11-02  Cancelled before shipping

Buyer: I bought it in January, why is my review not verified?
Answer:""")


@pos
def _sentiment_footer_js(g: Gen57) -> Draft:
    t = g.eu(BST, GMT)
    zone = "British Summer Time" if t.tzname() == "BST" else "Greenwich Mean Time"
    return P("reviews:sentiment-footer", ["footer", "tail", "js_date_tostring", "request_id"],
             f"""Summarise what buyers say about the product in three pros and three cons, each at most eight words.

Reviews (42, average 3.9): quiet motor, easy to clean, lid cracks after a few months, strong suction,
short cable, filters cost too much, light enough for stairs, battery fades after 15 minutes.

--
{v('request_id', 'Summary request: ' + g.uuid4())}
{v('datetime', 'Rendered: ' + js_tostring(t, zone))}""")


@pos
def _weekday_alone_moderation(g: Gen57) -> Draft:
    t = g.moment()
    return P("reviews:weekday-alone", ["header_block", "weekday_alone", "cuid2", "stable_neighbours"],
             f"""Moderation shift helper
{v('date', 'Today: ' + DAYS_LONG[t.weekday()])}
{v('session_id', 'Shift session: ' + g.cuid2())}
Team: reviews-latam
Language: es-MX

Reviews flagged overnight: 38 (22 spam links, 9 profanity, 7 off-topic). Write the hand-over note for
the next moderator, in Spanish, in three lines.
Note:""")


# --- positives: advertising campaigns for sellers ------------------------------------------------------------------

@pos
def _bid_optimizer_run(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:bid-optimizer-run", ["inline_sentence", "uuid7", "rfc3339_us", "run_id"],
             f"""Sponsored products bid optimiser. Bid optimiser run {v('run_id', g.uuid7(t))} started {v('datetime', 'at ' + rfc3339(t, 6))} on pool
bid-eu-2. Target ACoS is 22%. For each keyword, give the new bid and the reason in five words.

Keyword              Clicks  Spend   Sales   ACoS   Current bid
"linen duvet cover"  410     EUR 287  EUR 1,012  28.4%  0.70
"king size duvet"    95      EUR 71   EUR 602    11.8%  0.75
"bed linen natural"  220     EUR 154  EUR 0      -      0.70

New bids:""")


@pos
def _search_term_download(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:search-term-download", ["parenthesised_id", "lower_ulid", "fetch_stamp", "payload_stays"],
             f"""Harvest search terms from the report: which converting terms should become exact-match keywords and
which non-converting ones should be negatives (more than 15 clicks, no sales).

Search term report, 2026-02-15 to 2026-03-14 {v('request_id', '(download ' + g.lower_ulid(t) + ')')} retrieved for this request:
term                         clicks  orders  spend
"bamboo toothbrush kids"     48      9       14.40
"toothbrush charcoal"        22      0       7.92
"eco toothbrush pack of 12"  31      6       10.23
"wooden brush"               17      0       5.10

Answer:""")


@pos
def _pacing_local_time(g: Gen57) -> Draft:
    t = g.moment(IST)
    return P("ads:pacing-local-time", ["header_block", "time_alone", "stable_neighbours"],
             f"""Budget pacing assistant for Dhanvi Naturals' sponsored ads. Daily budget INR 4,000; it resets at
midnight IST. Say whether the campaign will run out before the evening peak (18:00-23:00).
Campaign: SP-Herbal-Oils-Auto
{v('datetime', f'Local time now: {t:%H:%M} IST')}
Spent today: INR 3,120

Assessment:""")


@pos
def _tajik_ad_creative(g: Gen57) -> Draft:
    t = g.moment(DUSHANBE)
    return P("ads:tajik-creative", ["system_tail", "localized_now", "tajik", "cyrillic"],
             f"""Шумо ёрдамчии таблиғоти фурӯшандагони Бозори Помир ҳастед. Санҷед, ки сарлавҳаи таблиғ қоидаҳоро риоя
мекунад: бе ҳарфҳои калон, бе «беҳтарин» ва бе нарх.
{v('datetime', f'Вақти ҳозира: {t.day} {MONTHS_TG[t.month - 1]} {t.year}, {t:%H:%M}')}

Фурӯшанда: Сарлавҳа: «БЕҲТАРИН АСАЛИ КӮҲӢ – ТАНҲО 90 СОМОНӢ!» Мумкин аст?""")


@pos
def _ads_api_headers(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:ads-api-headers", ["header_block", "request_id", "stable_neighbours", "http_date"],
             f"""Advertising API context for this call:
Amazon-Advertising-API-ClientId: amzn1.application-oa2-client.4f2b8c1d9e0a4b7c
Amazon-Advertising-API-Scope: 3342119087715521
{v('request_id', 'x-amzn-RequestId: ' + g.b32(20))}
{v('datetime', 'Date: ' + http_date(t))}

Suggest negative phrase keywords for the campaign from the irrelevant queries below, no more than five.

Campaign: SP-Yoga-Blocks-Broad. Irrelevant queries: "yoga block cheese", "lego blocks", "yoga blocks
free", "cinder block", "yoga block diy plans".
Negatives:""")


@pos
def _campaign_builder_json(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:campaign-builder-json", ["json_block", "epoch_ms", "nanoid", "head", "stable_neighbours"],
             f"""{{
  "builder": "auto-campaign",
  "profile": "EU-DE-77120",
  {v('run_id', '"build_id": "' + g.nanoid() + '",')}
  {v('epoch', '"run_started_ms": ' + str(epoch_ms(t)) + ',')}
  "default_bid": 0.45
}}
Propose a campaign structure for a seller launching three garden tools: one auto campaign and one
manual exact campaign, with budgets that add up to EUR 30 per day. Give the reason for each split.

Products: Gartenschere Pro (EUR 24.99), Handschaufel Set (EUR 14.99), Unkrautstecher (EUR 12.49).
Structure:""")


@pos
def _dayparting_iso_week(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:dayparting-week", ["header_block", "iso_week", "stable_neighbours"],
             f"""Dayparting planner for sponsored ads. Give hourly bid multipliers for the week, stronger in the hours
with the best conversion rate, never above 1.5x.
Account: Tidal Threads (US)
{v('date', 'Current week: ' + iso_week(t))}
Attribution: 7-day click

Conversion rate by hour (last 4 weeks): 06-09 3.1%, 09-12 4.0%, 12-15 4.4%, 15-18 3.8%, 18-21 6.2%,
21-24 5.1%, 00-06 1.2%.
Multipliers:""")


@pos
def _spend_anomaly_toml(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:spend-anomaly-toml", ["toml", "key_value_lines", "rfc3339", "run_id", "stable_neighbours"],
             f"""[detector]
name = "spend-anomaly"
threshold_sigma = 3.0

[run]
{v('run_id', 'id = "' + g.b58(20) + '"')}
{v('datetime', 'started = ' + rfc3339(t.astimezone(PDT)))}
window = "24h"

Explain the anomaly to the seller and suggest one setting to change.

Campaign SB-Headphones-Brand: spend USD 640 in 24 h (daily average USD 85), clicks 2,310 (average 290),
orders 4 (average 11). Top placement: "rest of search", 83% of spend.
Explanation:""")


@pos
def _dsp_protobuf_text(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:dsp-protobuf", ["protobuf_text", "epoch_s", "request_id", "stable_neighbours"],
             f"""audience_request {{
  advertiser: "ADV-44190"
  {v('request_id', 'request_id: "' + g.hex(16) + '"')}
  {v('epoch', 'now_seconds: ' + str(epoch_s(t)))}
  lookback_days: 30
}}
Describe in plain words which shoppers this display audience would reach and whether it is too
narrow to spend EUR 50 a day.

Audience: viewed "espresso machines" product pages in the last 30 days, did not buy, in DE and AT,
estimated size 38,000.
Description:""")


@pos
def _malagasy_keywords(g: Gen57) -> Draft:
    t = g.moment(EAT)
    return P("ads:malagasy-keywords", ["header_block", "localized_now", "malagasy"],
             f"""Ianao no mpanampy amin'ny dokam-barotra ho an'ny mpivarotra ao amin'ny Tsena Vanilla. Manorona teny
fanalahidy dimy ho an'ny fampielezan-kevitra, amin'ny teny malagasy sy frantsay.
{v('datetime', f'Ora ankehitriny: {t.day} {MONTHS_MG[t.month - 1]} {t.year}, {t:%H:%M}')}
Fivarotana: Lavanila Sambava (MG-0071)

Mpivarotra: Mivarotra lavanila maina sy menaka lavanila aho. Inona no teny fanalahidy tsara?""")


@pos
def _acos_bold_now(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:acos-bold-now", ["md_bold", "rfc3339_min", "stable_neighbours", "head"],
             f"""### Context
**Account:** Kettle & Crane (UK)
{v('datetime', '**Now:** ' + rfc3339_min(t.astimezone(BST if t >= datetime(2026, 3, 29, 1, tzinfo=UTC) else GMT)))}
**Reporting currency:** GBP

Explain the difference between ACoS and TACoS using the seller's numbers, then say which one to watch
for a product that also sells well organically.

Ad spend GBP 1,240, ad sales GBP 4,960, total sales GBP 15,500.
Explanation:""")


@pos
def _deal_slot_hold(g: Gen57) -> Draft:
    t = g.moment(JST)
    exp = t + timedelta(minutes=30)
    return P("ads:deal-slot-hold", ["hold_token", "expiry_from_now", "yaml_block", "stable_neighbours"],
             f"""deal_slot:
  event: Summer Sale 2026
  slot: "2026-07-11 10:00-16:00 JST"
  {v('token', 'hold: ' + g.b64url(16))}
  {v('datetime', 'hold_expires: "' + rfc3339(exp) + '"')}
  fee: JPY 15,000

The seller asks whether the deal is worth it. Expected: 420 units at JPY 1,980 (usual price JPY 2,480,
usual sales 40 units on a Saturday), margin at deal price JPY 310 per unit. Answer in Japanese.
Answer:""")


@pos
def _fastly_brand_store(g: Gen57) -> Draft:
    t = g.moment()
    return P("ads:fastly-brand-store", ["header_block", "fastly_x_timer", "epoch_fraction", "stable_neighbours"],
             f"""X-Served-By: cache-lcy-egml8630049-LCY
{v('epoch', f'X-Timer: S{epoch_s(t)}.{t.microsecond:06d},VS0,VE{g.small(3, 90)}')}
X-Cache: MISS

You explain brand store analytics to sellers. Suggest one change to the store page that would most
likely raise the sales per visit.

Last 30 days: 8,420 visits, 312 orders, 61% of visits land on the home page and leave; product tiles
on the home page show no prices; the bestseller page gets 9% of visits but 38% of orders.
Suggestion:""")



# --- negatives: material pasted from the same world --------------------------------------------------------------

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "account-health-email",
        ["email", "date_header", "message_id"],
        """From: Seller Performance <seller-performance@northmarket.example>
Date: Tue, 10 Mar 2026 06:41:12 +0000
Message-ID: <0100018e2a41c0bd-5f7a21c4-9e1b-4d2a-8f3c-1a2b3c4d5e6f-000000@email.northmarket.example>
Subject: Policy warning - Restricted products (ref. PW-4471902)

Hello Tandem Outdoor,
We removed 1 listing (TX-STOVE-MINI) because it was listed as a pesticide device. This warning will
stay on your account health page for 180 days. You can appeal until 09 Apr 2026.""",
        "Does this warning affect my account health rating, and should I appeal?",
        "This arrived in my inbox this morning",
    ),
    (
        "performance-csv",
        ["csv", "dates_in_table", "first_column_date"],
        """date,order_defect_rate,late_dispatch_rate,valid_tracking_rate,cancel_rate
2026-03-01,0.62%,3.9%,96.1%,1.8%
2026-03-02,0.60%,4.1%,95.8%,1.9%
2026-03-03,0.71%,4.6%,94.9%,2.2%
2026-03-04,0.70%,4.4%,95.0%,2.0%""",
        "Which metric is trending the wrong way, and from which day?",
        "Export from the performance dashboard",
    ),
    (
        "inventory-ledger",
        ["tsv", "ledger", "timestamps", "fnsku"],
        """Date\tFNSKU\tASIN\tEvent Type\tQuantity\tFulfillment Center\tDisposition
2026-03-02T04:12:55-08:00\tX004K2LQ7Z\tB0CT4R2K9D\tReceipts\t240\tLBA4\tSELLABLE
2026-03-04T19:30:01-08:00\tX004K2LQ7Z\tB0CT4R2K9D\tShipments\t-37\tLBA4\tSELLABLE
2026-03-06T08:02:44-08:00\tX004K2LQ7Z\tB0CT4R2K9D\tAdjustments\t-3\tLBA4\tDAMAGED
2026-03-07T11:47:19-08:00\tX004K2LQ7Z\tB0CT4R2K9D\tCustomerReturns\t2\tLBA4\tCUSTOMER_DAMAGED""",
        "How many sellable units should be left, and were the damaged ones our fault or the warehouse's?",
        "Inventory ledger for the tumblers",
    ),
    (
        "repricer-debug-log",
        ["logfmt", "ts_field", "request_id", "debug"],
        """ts=2026-03-09T14:02:11.408Z level=warn req_id=8f2c1e0a9b7d4c3e run=a91f0c22b7 sku=KB-ESP-05 msg="competitor below floor" competitor_price=17.80 floor=18.49
ts=2026-03-09T14:02:11.409Z level=info req_id=8f2c1e0a9b7d4c3e run=a91f0c22b7 sku=KB-ESP-05 msg="price held" price=24.50
ts=2026-03-09T14:07:11.512Z level=info req_id=0d44b1a3c9e24f71 run=a91f0c22b7 sku=KB-ESP-02 msg="price updated" old=21.99 new=20.49""",
        "Why does the same request id appear on two lines but a different one on the third?",
        "Repricer log from yesterday",
    ),
    (
        "feed-processing-xml",
        ["xml", "document_transaction_id", "message_id"],
        """<?xml version="1.0" encoding="UTF-8"?>
<AmazonEnvelope>
  <Header><DocumentVersion>1.02</DocumentVersion><MerchantIdentifier>A2K9QF0TLM3X</MerchantIdentifier></Header>
  <MessageType>ProcessingReport</MessageType>
  <Message><MessageID>1</MessageID><ProcessingReport>
    <DocumentTransactionID>50817734021</DocumentTransactionID>
    <StatusCode>Complete</StatusCode>
    <ProcessingSummary><MessagesProcessed>48</MessagesProcessed><MessagesSuccessful>45</MessagesSuccessful>
    <MessagesWithError>2</MessagesWithError><MessagesWithWarning>1</MessagesWithWarning></ProcessingSummary>
    <Result><MessageID>14</MessageID><ResultCode>Error</ResultCode><ResultMessageCode>8560</ResultMessageCode></Result>
  </ProcessingReport></Message>
</AmazonEnvelope>""",
        "What does error 8560 on message 14 mean and how do I fix it?",
        "Processing report for my last upload",
    ),
    (
        "support-case-thread",
        ["ticket_thread", "bracketed_timestamps", "case_id"],
        """[05/03/2026 09:12] Seller (Ipak Home): Our listing IH-TWL-WHT disappeared from search.
[05/03/2026 11:40] Seller Support (Anil): Thank you, case 18830291551 created. The listing was
suppressed for a missing main image.
[06/03/2026 08:03] Seller (Ipak Home): Image re-uploaded at 07:55, still not visible.
[06/03/2026 16:27] Seller Support (Mei): It can take up to 24 hours. Please check back tomorrow.""",
        "Has support answered my actual question? Draft a follow-up.",
        "Our support case so far",
    ),
    (
        "suppression-notice",
        ["notice", "dates_in_prose", "asin"],
        """Listing suppressed
SKU: OAK-SHELF-80   ASIN: B0D1KZ7QH2
Reason: Missing required attribute (item_depth)
Suppressed since: 3 March 2026, 14:20 GMT
Detected by: Catalogue quality scan QS-2026-03-03
To restore: add the attribute in Edit listing. Changes usually apply within 15 minutes.""",
        "I added item_depth yesterday. Why would it still be suppressed?",
        "Message on the listing page",
    ),
    (
        "bulk-error-json",
        ["json", "first_member_timestamp", "request_id"],
        """{
  "timestamp": "2026-03-08T22:14:09.511Z",
  "status": 400,
  "error": "Bad Request",
  "requestId": "4b2e8f10-3c7d-4e1a-9b6f-0d5c2a1e8f77",
  "path": "/listings/2021-08-01/items/A2K9QF0TLM3X/OAK-DESK-120",
  "issues": [{"code": "90220", "message": "'item_weight' is required but not supplied.", "severity": "ERROR"}]
}""",
        "What do I need to add to this request?",
        "The API keeps returning this",
    ),
    (
        "throttling-response",
        ["pasted_http", "date_header", "request_id", "rate_limit"],
        """HTTP/1.1 429 Too Many Requests
Date: Sun, 08 Mar 2026 22:15:40 GMT
Content-Type: application/json
x-amzn-RequestId: 9d3e7a0c-55b2-4f0e-a6d1-2c8e4b7f1a93
x-amzn-RateLimit-Limit: 5.0

{"errors": [{"code": "QuotaExceeded", "message": "You exceeded your quota for the requested resource."}]}""",
        "How long should my script wait before retrying, given the rate limit header?",
        "Response from the listings endpoint",
    ),
    (
        "kazakh-buyer-chat",
        ["chat_export", "kazakh", "timestamps", "order_id"],
        """[12.03.2026, 18:04] Сатып алушы: Сәлеметсіз бе, тапсырыс №KZ-5512093 қашан келеді?
[12.03.2026, 18:10] Дүкен: Сәлеметсіз бе! 14 наурызда Алматыдан жөнелтеміз.
[13.03.2026, 09:31] Сатып алушы: Жақсы, күтемін. Түсі сұр екеніне сенімдісіз бе?""",
        "Write the shop's next reply in Kazakh: confirm the colour is grey and the dispatch date.",
        "A buyer chat from our Dala Market shop",
    ),
    (
        "listing-json-id",
        ["json", "first_member_id", "gtin", "created_updated"],
        """{
  "id": "lst_01HQ8Z3K4M5N6P7Q8R9S0T1V2W",
  "created_at": "2025-11-02T10:14:33Z",
  "updated_at": "2026-03-06T17:55:02Z",
  "title": "Lumo desk lamp, LED, 3 colour temperatures, USB-C, white",
  "gtin": "05060123456784",
  "brand": "Lumo",
  "price": {"amount": "34.99", "currency": "GBP"}
}""",
        "Is the GTIN valid (check digit), and does the title follow a brand-first style?",
        "The listing as our PIM exports it",
    ),
    (
        "gs1-letter",
        ["letter", "gtin", "dates_in_prose"],
        """GS1 UK - Licence confirmation
Company: Ember Row Candles Ltd
Company prefix: 5060987
Licence start: 01/02/2026   Renewal due: 01/02/2027
Numbers allocated: 1,000 (GTIN-13)
First number: 5060987000007   Last number: 5060987009996""",
        "How many of these barcodes can I give to candle scents if each scent comes in two sizes?",
        "Our barcode licence",
    ),
    (
        "trademark-record",
        ["record", "registration_number", "dates_in_table"],
        """Trade mark: SOLARIS
Number: UK00003612207
Status: Registered
Filing date: 14 May 2021
Registration date: 27 August 2021
Renewal date: 14 May 2031
Classes: 9 (sunglasses, spectacle frames), 35
Owner: Solaris Eyewear GmbH, Hamburg""",
        "Can this registration be used to enrol the brand in the marketplace's brand registry?",
        "Record from the trade mark register",
    ),
    (
        "catalogue-history",
        ["change_history", "timestamps", "contributor_ids"],
        """Attribute history for B0D1KZ7QH2 (item_name)
2026-02-11 09:14:02 UTC  contributor A2K9QF0TLM3X  "Oak Wall Shelf 80 cm"
2026-02-19 22:41:37 UTC  contributor A1VC38T7YXB528  "Oak Wall Shelf 80cm Floating Shelf Rustic"
2026-02-20 06:00:00 UTC  catalogue system        "Oak Wall Shelf 80cm Floating Shelf Rustic" (accepted)
2026-03-02 13:05:51 UTC  contributor A2K9QF0TLM3X  "Oak Wall Shelf 80 cm" (rejected: lower authority)""",
        "Who controls the title now, and how can I get my version back?",
        "Title history of our shelf",
    ),
    (
        "image-policy-excerpt",
        ["policy", "effective_dates", "changelog"],
        """Product image requirements - changes
Effective 15 January 2026: main images must be at least 1,600 px on the longest side (was 1,000 px).
Effective 1 March 2026: AI-generated main images must be labelled in the image metadata.
Effective 1 June 2026: 360-degree spin sets are allowed as additional images in all categories.""",
        "Which of these changes applies to listings I created last year?",
        "From the seller help pages",
    ),
    (
        "aplus-rejection-email",
        ["email", "date_header", "content_id"],
        """From: Brand Content Review <no-reply@brandcontent.quayside.example>
Date: Wed, 4 Mar 2026 17:02:10 +0100
Subject: Your content was not approved (content ID BC-2026-0301-7712)

Module 3 contains a price claim ("Now only £19.99"). Remove price and promotion claims and resubmit.
Content submitted: 2 Mar 2026 10:44. Reviewed: 4 Mar 2026 16:58.""",
        "Rewrite module 3 so it passes: it was 'Now only £19.99 with free next-day delivery!'",
        "Rejection e-mail for our brand content",
    ),
    (
        "doc-conformity",
        ["certificate", "dates_in_document", "serial"],
        """EU DECLARATION OF CONFORMITY No. DoC-WSR-2025-014
Product: Wooden stacking rainbow, 7 pieces, model WSR-7
Manufacturer: Little Grove Toys Ltd, 9 Mill Lane, Norwich NR3 1AB
Conforms to: Directive 2009/48/EC (toy safety), EN 71-1:2014+A1:2018, EN 71-2:2020, EN 71-3:2019+A1:2021
Signed for and on behalf of the manufacturer: Norwich, 12 December 2025, R. Hale, Director""",
        "Is this declaration enough to set the age grading and CE attribute on the listing?",
        "Declaration the supplier sent",
    ),
    (
        "category-approval",
        ["letter", "case_id", "dates_in_prose"],
        """Category approval: Jewellery (fine)
Request ID: 7712093341
Submitted: 22/02/2026 13:17
Status: Approved on 26/02/2026 09:02
Conditions: hallmarking certificate for items over 1 g gold; review again on 26/02/2027.""",
        "What do I need to keep on file to stay approved?",
        "Approval message for my new category",
    ),
    (
        "order-details",
        ["order_page", "dates_in_document", "order_id"],
        """Order ID: 204-5518830-1127741
Order date: Sat, 7 Mar 2026, 21:13 GMT
Ship by: Mon, 9 Mar 2026
Deliver by: Thu, 12 Mar 2026 - Sat, 14 Mar 2026
Shipping service: Standard
Buyer: M. Okafor
Item: Espresso tamper 58 mm (KB-ESP-02) x 1, £20.49""",
        "If I ship on Tuesday the 10th, does that count as late?",
        "Order page",
    ),
    (
        "rma-email",
        ["email", "rma", "dates_in_prose"],
        """Subject: Return authorised - RMA R-88120-44
Date: 9 March 2026 10:22

Hi Dana, your return for order KK-1120457 (Aeroflow kettle, black) is authorised. Please drop it off by
23 March 2026 using the prepaid label. Refund within 5 working days after it reaches us.
Koala Kitchenware Returns""",
        "Write a shorter version of this for an SMS, under 160 characters.",
        "Our standard return e-mail",
    ),
    (
        "returns-report-csv",
        ["csv", "returns", "license_plate", "dates_in_table"],
        """return-date,order-id,sku,quantity,reason,status,license-plate-number
2026-03-02T10:41:07+00:00,026-1180342-5512093,GLS-TUM-350,1,DAMAGED_BY_CARRIER,Unit returned to inventory,LPNRR88120443
2026-03-03T15:02:55+00:00,026-7719003-2200871,BMB-STR-25,2,UNWANTED_ITEM,Unit returned to inventory,LPNRR88120991
2026-03-05T08:19:40+00:00,026-3302112-9981104,GLS-TUM-350,1,DEFECTIVE,Reimbursed,LPNRR88121305""",
        "Which returns could I ask to be reimbursed for?",
        "Returns report for this month",
    ),
    (
        "shipping-label",
        ["label", "tracking_number", "dates_in_document"],
        """ROYAL MAIL TRACKED 48
Ship date: 09/03/2026
Tracking: JD 0002 2418 7710 3342 GB
From: Kettle & Crane, Unit 3, Wharf St, Bristol BS1 6UU
To: M. Okafor, 41 Ladywell Rd, London SE13 7XB
Weight: 0.62 kg""",
        "Is the tracking number in the right format to upload to the marketplace?",
        "Label I printed",
    ),
    (
        "tracking-history",
        ["tracking", "timestamps", "events"],
        """Date/Time              Location          Event
06/03/2026 13:27       BENGALURU         Delivered - received by security, OTP verified
06/03/2026 08:05       BENGALURU         Out for delivery
05/03/2026 18:40       BENGALURU SC      Arrived at sorting centre
04/03/2026 09:12       PUNE HUB          Picked up""",
        "The buyer says it never arrived. What does this history prove?",
        "Courier tracking for the disputed order",
    ),
    (
        "packing-slip",
        ["packing_slip", "order_id", "dates_in_document"],
        """PACKING SLIP
Fiori di Carta S.r.l. - Via dei Mille 14, 20129 Milano
Order: 403-8812093-1100418   Order date: 05/03/2026   Shipped: 06/03/2026
Qty  SKU          Description
2    FDC-NB-A5    Quaderno A5 copertina in carta marmorizzata
1    FDC-PEN-01   Penna stilografica nera""",
        "Translate the item descriptions into English for the export paperwork.",
        "Our packing slip",
    ),
    (
        "order-webhook-debug",
        ["webhook_debug", "signature", "timestamp_header", "delivery_id"],
        """POST /hooks/orders HTTP/1.1
Content-Type: application/json
X-Webhook-Delivery: dlv_7Hq2M0xK4pB9sZ1e
X-Webhook-Timestamp: 1773059520
X-Webhook-Signature: sha256=3f7a0c9b2d8e41f6a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1

{"event": "order.created", "order": "KM-88412", "created_at": "2026-03-09T12:31:58Z"}""",
        "My signature check fails on this delivery. Which bytes should go into the HMAC?",
        "A webhook our endpoint rejected",
    ),
    (
        "cs-chat-export",
        ["chat_export", "timestamps", "agent_ids"],
        """Chat transcript - conversation 55120-881
09:14:02  Buyer: hi my order WF-20931 says delivered but nothing here
09:14:40  Agent (id 3321): Sorry to hear that! Let me check the tracking.
09:16:05  Agent (id 3321): The carrier shows a delivery photo at a blue door. Is that yours?
09:17:51  Buyer: no our door is white""",
        "Summarise the chat for the seller in two sentences.",
        "Chat from this morning",
    ),
    (
        "atoz-claim-email",
        ["email", "claim_id", "date_header", "deadline"],
        """From: Guarantee Claims <claims@pinecrest.example>
Date: Mon, 9 Mar 2026 07:41:09 -0500
Subject: Guarantee claim G-7712093 opened for order 114-2098871-5520013

The buyer reports the item was not received. Respond by 12 Mar 2026 07:41 EST with tracking or proof of
delivery. If you do not respond, we may decide the claim in the buyer's favour.""",
        "What's the deadline in Central European time, and what should I upload?",
        "Claim notice",
    ),
    (
        "message-thread-json",
        ["json", "message_ids", "sent_times"],
        """[
  {"message_id": "msg_01HR3Z8KQW", "from": "buyer", "sent": "2026-03-06T19:02:11Z", "text": "The rug pattern is different from the photos."},
  {"message_id": "msg_01HR40C1TA", "from": "seller", "sent": "2026-03-07T08:15:40Z", "text": "Each rug is handmade; the pattern varies slightly."},
  {"message_id": "msg_01HR4Q9NEX", "from": "buyer", "sent": "2026-03-07T21:48:02Z", "text": "Then I want a refund without paying return shipping."}
]""",
        "Who replied within 24 hours, and is the seller's answer in line with the listing?",
        "Messages between us and the buyer",
    ),
    (
        "dispute-decision",
        ["letter", "decision", "dates_in_prose"],
        """Decision on case D-1102
Opened: 12 March 2026, 19:30 UTC. Decided: 16 March 2026, 10:05 UTC.
Outcome: Refund to buyer of EUR 42.00, funded by the seller. The seller did not provide proof that the
item matched the description within the 72-hour response window.
Appeal: possible until 15 April 2026 through the resolution centre.""",
        "Is it worth appealing if I now have photos from before shipping?",
        "The decision we received",
    ),
    (
        "proof-of-delivery",
        ["pod", "gps", "timestamp"],
        """PROOF OF DELIVERY
Consignment: 7740021-03
Delivered: 2026-03-03 14:12:37 (local)
Received by: left at front door (no signature)
GPS: 51.45213, -2.58792 (accuracy 12 m)
Photo: pod_7740021-03_1.jpg""",
        "Does this count as valid proof of delivery for a guarantee claim on a USD 289 item?",
        "POD from the carrier",
    ),
    (
        "courier-claim-form",
        ["form", "dates_in_document", "claim_id"],
        """COURIER DAMAGE CLAIM - submitted
Claim ref: DPDC-26-0301-5561
Consignment: 15501883312
Collection date: 25/02/2026   Delivery date: 27/02/2026
Damage reported by recipient: 28/02/2026
Value claimed: EUR 219.00 (garden bench, one leg split)
Status: Under review (updated 05/03/2026 11:20)""",
        "Explain to the buyer where the courier claim stands, without blaming the courier.",
        "Our claim with the courier",
    ),
    (
        "mediation-transcript",
        ["transcript", "bracketed_times"],
        """[10:02] Mediator: Thank you both for joining. Buyer, please describe the problem.
[10:03] Buyer: Umbrella handle broken on arrival, I want an exchange.
[10:05] Seller: We have a photo of it intact before shipping, dated 2 March.
[10:07] Mediator: Was the parcel damaged outside?
[10:08] Buyer: A corner was crushed.""",
        "Based on this, what resolution would be fair?",
        "Transcript from the mediation call",
    ),
    (
        "dispute-object-json",
        ["json", "first_member_id", "epoch", "api_object"],
        """{
  "id": "dsp_1Q8Z3KAb2Xy9LmN4",
  "object": "dispute",
  "created": 1773128469,
  "order": "KM-88412",
  "reason": "not_as_described",
  "status": "needs_response",
  "evidence_due_by": 1773387669
}""",
        "Convert the two epochs to UK time and tell me how long I had to respond.",
        "The dispute object from the API",
    ),
    (
        "login-history",
        ["table", "timestamps", "ip_addresses", "devices"],
        """Time (UTC)            IP               Country  Device              Result
2026-03-08 02:14:51   185.220.101.44   NL       Chrome 122 / Linux  Password reset
2026-03-08 02:16:03   185.220.101.44   NL       Chrome 122 / Linux  Login OK (new device)
2026-03-07 17:02:28   83.24.110.7      PL       Safari 17 / macOS   Login OK
2026-03-06 08:44:10   83.24.110.7      PL       Safari 17 / macOS   Login OK""",
        "Does this look like an account takeover?",
        "Login history of the seller account",
    ),
    (
        "kyc-summary",
        ["kyc", "registration_dates", "ids"],
        """Business details submitted on 19/02/2026:
Legal name: Lumen Trade OÜ
Registry code: 16620934 (Estonian Business Register), registered 17.05.2023
VAT: EE102771104
Representative: Kaarel Mets, ID card no. AB0231187, valid until 03.08.2029
Bank: LHV Pank, IBAN EE38 2200 2210 2014 5685""",
        "Which of these details need a supporting document?",
        "From our verification form",
    ),
    (
        "counterfeit-complaint-email",
        ["email", "date_header", "message_id", "rights_owner"],
        """From: Legal <legal@solaris-eyewear.example>
To: ipr-reports@marketplace.example
Date: Thu, 5 Mar 2026 11:20:44 +0100
Message-ID: <CAF2x9KQ+0bP1@mail.solaris-eyewear.example>
Subject: Counterfeit SOLARIS sunglasses - listing L-7712

We identified listing L-7712 offering SOLARIS polarised sunglasses at EUR 12. Our trade mark
UK00003612207 is used without authorisation. We request removal.""",
        "Reply to the rights owner asking for a test buy or product photos.",
        "Complaint forwarded to the trust team",
    ),
    (
        "test-buy-report",
        ["report", "dates_in_document", "order_ids"],
        """TEST BUY REPORT TB-2026-0218
Ordered: 18/02/2026 from seller S-4410, order 302-1180342-7710001
Received: 23/02/2026
Findings: outer box resealed; insoles worn; sole scuffs on both shoes; return label of another
marketplace (dated 11/02/2026) inside the box.
Conclusion: sold as new, condition used.""",
        "Turn this into two sentences for the seller's notice.",
        "Test buy result",
    ),
    (
        "fraud-rule-yaml",
        ["yaml", "rule_config", "effective_dates"],
        """rules:
  - id: V-12
    name: new-seller-listing-velocity
    effective_from: 2026-02-01
    threshold: 40 listings / first hour
    action: hold_for_review
  - id: GC-4
    name: gift-card-redemption-velocity
    effective_from: 2025-11-15
    threshold: 10 redemptions / 30 minutes""",
        "Would a seller who creates 48 listings in their first hour be held?",
        "Our rule config",
    ),
    (
        "risk-api-output",
        ["json", "request_id", "scored_at", "api_response"],
        """{"request_id": "rq_7Kc2M9xQ4bZ1", "scored_at": "2026-03-10T09:12:44.120Z", "order": "W-330918",
 "score": 0.81, "features": {"name_mismatch": 0.22, "cross_border_card": 0.18, "account_age_days": 19,
 "source_retailer_purchase": 0.29}}""",
        "Which feature contributed most to the score?",
        "Output of the scoring service",
    ),
    (
        "bank-change-audit",
        ["audit_log", "timestamps", "user_ids"],
        """2026-03-08T02:57:10Z  user=owner@lumentrade.example  action=bank_account.update  old=****5685  new=****0912  mfa=sms
2026-03-08T02:57:12Z  system  action=payout.hold  reason=bank_change_recent
2026-03-08T09:01:44Z  user=support-agent-118  action=note.add  text="seller called, says change was not them\"""",
        "Put these events in a short incident timeline.",
        "Audit log of the bank change",
    ),
    (
        "coupon-redemptions",
        ["csv", "redemptions", "timestamps"],
        """redeemed_at,coupon,buyer_account,ship_to_postcode,order_value
2026-03-03 19:02,PERSHAYA10,B-88120,220030,41.50
2026-03-03 19:05,PERSHAYA10,B-88127,220030,39.90
2026-03-03 19:09,PERSHAYA10,B-88131,220030,44.00
2026-03-04 08:12,PERSHAYA10,B-88204,220030,40.20""",
        "Is this promo abuse? What pattern do you see?",
        "Redemptions of our welcome coupon",
    ),
    (
        "shipment-plan-confirmation",
        ["confirmation", "shipment_id", "dates_in_document"],
        """Shipment created: FBA19XK7Q2M0
Created: 10/03/2026 14:02
Ship to: LBA4 (Doncaster)
Boxes: 12   Units: 360
Estimated arrival: 13/03/2026 - 17/03/2026
Placement option: optimised (3 shipments)""",
        "Why three shipments if I only see one here?",
        "Shipment confirmation",
    ),
    (
        "carton-manifest",
        ["csv", "carton_manifest", "fnsku"],
        """box_id,fnsku,quantity,weight_kg,length_cm,width_cm,height_cm,expiration
FBA19XK7Q2M0U000001,X004K2LQ7Z,24,9.8,40,30,30,
FBA19XK7Q2M0U000002,X004K2LQ7Z,24,9.8,40,30,30,
FBA19XK7Q2M0U000003,X004M8PB1C,60,4.1,40,30,20,2027-09-30""",
        "Does any box break the 23 kg or 63.5 cm limit?",
        "Box content file",
    ),
    (
        "bill-of-lading",
        ["bol", "pro_number", "dates_in_document"],
        """STRAIGHT BILL OF LADING - SHORT FORM
BOL No.: 7740021   Date: 03/05/2026
Carrier: Sierra Freight Lines   PRO: 7740021-03   SCAC: SFLX
Shipper: Tidal Threads, 480 Kietzke Ln, Reno NV 89502
Consignee: ONT8, 24208 San Michele Rd, Moreno Valley CA 92551
4 pallets, 1,920 lb, class 70, FBA shipment FBA16QQ0912""",
        "Which date format is this BOL using, and does it match the appointment on 5 March?",
        "Our BOL",
    ),
    (
        "receiving-discrepancy",
        ["report", "discrepancy", "dates_in_table"],
        """Shipment ID    SKU           Shipped  Received  Discrepancy  Closed
FBA15RT88PQ1   KSH-BAG-01    300      288       -12          2026-03-12
FBA15RT88PQ1   KSH-BAG-02    150      150       0            2026-03-12
FBA17KLM2201   KSH-WAL-03    200      182       -18          2026-01-20""",
        "Which of these can I still open a reconciliation case for?",
        "Discrepancy report",
    ),
    (
        "reimbursement-report",
        ["tsv", "reimbursements", "dates_in_table"],
        """approval-date\treimbursement-id\tcase-id\tamazon-order-id\treason\tsku\tamount-total\tquantity-reimbursed-cash
2026-03-04T07:12:09+00:00\t7710339921\t18830291551\t\tLost_Inbound\tKSH-WAL-03\t162.00\t9
2026-03-06T13:40:51+00:00\t7710412007\t\t026-3302112-9981104\tCustomerReturn\tGLS-TUM-350\t11.90\t1""",
        "Have I been paid for all 18 lost wallets?",
        "Reimbursements so far",
    ),
    (
        "appointment-email",
        ["email", "appointment", "dates_in_prose"],
        """Subject: Appointment confirmed - DTM2 - ISA 2661004819
Date: 9 March 2026 16:44

Your delivery appointment at DTM2 is confirmed for Thursday, 12 March 2026, 08:30-09:00, door 14.
Arrive no earlier than 08:15. Reference ISA 2661004819 must appear on the BOL.""",
        "Übersetze die Bestätigung für unseren Spediteur ins Deutsche.",
        "Appointment confirmation",
    ),
    (
        "inbound-api-response",
        ["json", "last_updated", "shipment_id"],
        """{
  "ShipmentId": "FBA16QQ0912",
  "ShipmentName": "Reno restock 03/2026",
  "ShipmentStatus": "CHECKED_IN",
  "DestinationFulfillmentCenterId": "ONT8",
  "LastUpdatedDate": "2026-03-05T16:20:11Z",
  "LabelPrepType": "SELLER_LABEL"
}""",
        "What does CHECKED_IN mean and how long does it usually last?",
        "Shipment status from the API",
    ),
    (
        "edi-856",
        ["edi", "control_numbers", "dates_in_document"],
        """ISA*00*          *00*          *ZZ*TIDALTHREADS   *ZZ*AMAZONFBA      *260305*0715*U*00401*000004412*0*P*>~
GS*SH*TIDALTHREADS*AMAZONFBA*20260305*0715*4412*X*004010~
ST*856*0001~
BSN*00*FBA16QQ0912*20260305*0715~
DTM*011*20260305~
HL*1**S~
TD5*B*2*SFLX*M~
REF*BM*7740021~
SE*8*0001~
GE*1*4412~
IEA*1*000004412~""",
        "Is the ship date in DTM*011 the same as the BSN date? Explain each segment briefly.",
        "The ASN our 3PL sent",
    ),
    (
        "rate-confirmation",
        ["confirmation", "quote_id", "dates_in_document"],
        """RATE CONFIRMATION
Load #: SFL-260304-118
Pickup: 03/05/2026 08:00-12:00, Reno NV
Delivery: 03/06/2026 by 17:00, Moreno Valley CA (appointment)
Rate: USD 612.00 all-in, fuel included
Accepted by: J. Alvarez, 03/04/2026 15:22 PST""",
        "Compare this with the partnered carrier's USD 548 quote for the same lane.",
        "Our own carrier's confirmation",
    ),
    (
        "settlement-flat-file",
        ["tsv", "settlement", "dates_in_table"],
        """settlement-id\tsettlement-start-date\tsettlement-end-date\tdeposit-date\ttotal-amount\tcurrency
12900443701\t2026-02-23T00:00:00+00:00\t2026-03-09T00:00:00+00:00\t2026-03-11T00:00:00+00:00\t14397.00\tAED
transaction-type\torder-id\tamount-type\tamount-description\tamount
Order\t171-2098871-5520013\tItemPrice\tPrincipal\t420.00
Refund\t171-7710032-0088120\tItemPrice\tPrincipal\t-60.00""",
        "When does this settlement reach my bank and what period does it cover?",
        "Settlement report",
    ),
    (
        "payout-statement",
        ["statement", "dates_in_document", "payout_id"],
        """PAYOUT STATEMENT
Payout ID: po_2026_03_11_88412
Period: 23 Feb 2026 - 8 Mar 2026
Gross sales: EUR 3,102.40
Refunds: EUR -214.00
Fees: EUR -469.80
Net paid: EUR 2,418.60 on 11 Mar 2026 to IBAN ****7710""",
        "Check the arithmetic.",
        "My payout statement",
    ),
    (
        "fee-schedule-table",
        ["table", "fee_schedule", "effective_dates"],
        """| Category           | Referral fee | Minimum | Effective from |
|--------------------|--------------|---------|----------------|
| Books              | 15%          | EUR 0.30 | 2025-09-01    |
| Kitchen            | 15%          | EUR 0.30 | 2026-01-15    |
| Jewellery          | 20%          | EUR 0.50 | 2026-01-15    |
| Consumer electronics | 8%         | EUR 0.30 | 2026-03-01    |""",
        "A EUR 11.95 novel: what's the referral fee?",
        "Fee table from the help page",
    ),
    (
        "reserve-email",
        ["email", "reserve", "dates_in_prose"],
        """Subject: A reserve has been applied to your account
Sent: 02/03/2026 07:10

To cover possible refunds, we are holding NPR 12,400 from your balance until 16/03/2026. The amount
is based on orders delivered in the last 14 days. Reserve ID: RSV-NP-44190.""",
        "Explain this to me simply: how much is held and until when?",
        "Email from the marketplace",
    ),
    (
        "bank-sms",
        ["sms", "dates_in_text", "reference"],
        """HDFC Bank: INR 2,31,420.00 credited to a/c XX7710 on 11-03-26 by NEFT ref N070261104419921 from
KERALA BAZAAR PAYOUTS. Avl bal INR 4,02,118.60.""",
        "Does this match a payout of INR 2,31,420 for the week of 2 March?",
        "SMS from my bank",
    ),
    (
        "form-1099k",
        ["tax_form", "year", "ids"],
        """Form 1099-K (2025)  Payment Card and Third Party Network Transactions
FILER: Pinecrest Market Payments LLC, TIN 88-1120457
PAYEE: Prairie Goods LLC, TIN ***-**-4471
Box 1a Gross amount: $48,210.44   Box 3 Number of payment transactions: 1,118
Box 5a-5l monthly: Jan 3,102.11  Feb 2,880.40  Mar 4,019.77 ...""",
        "Why doesn't box 1a match my sales after refunds?",
        "The 1099-K we got",
    ),
    (
        "payout-webhook-debug",
        ["webhook_debug", "standard_webhooks", "signature"],
        """webhook-id: msg_2dPqX8rT1vLmN0aB4cK7yZ9wE3h
webhook-timestamp: 1773220800
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type": "payout.failed", "data": {"payout": "po_2026_03_11_88412", "failure_code": "account_closed"}}""",
        "Our verification says the timestamp is too old. How much tolerance is normal?",
        "A webhook we logged",
    ),
    (
        "vat-invoice",
        ["invoice", "vat", "dates_in_document"],
        """FATTURA / INVOICE CLM-FEE-2026-02-00391
Date: 01.03.2026   Period: 01.02.2026 - 28.02.2026
Customer: Fiori di Carta S.r.l., VAT IT04719280231
Services: marketplace referral and fulfilment fees   EUR 2,011.56
VAT: reverse charge, Art. 196 Directive 2006/112/EC""",
        "Why is there no VAT on this invoice?",
        "Last month's fee invoice",
    ),
    (
        "review-export-csv",
        ["csv", "review_ids", "dates_in_table"],
        """review_id,date,rating,verified,title
R3ZQ81KD0,2026-03-09,1,true,"Rusted after one week"
R1LM0QX7T,2026-03-08,5,true,"Heavy but worth it"
R2AA4JJ8P,2026-03-07,2,false,"Handle gets hot"
R9VV12NN3,2026-03-05,4,true,"Great sear, needs seasoning\"""",
        "What are buyers most unhappy about?",
        "Review export for the pan",
    ),
    (
        "review-removal-notice",
        ["email", "notice", "dates_in_prose"],
        """Date: 6 Mar 2026
Subject: We removed a review you wrote

Your review of "Morrow Breakfast Oats 1 kg" (posted 3 March 2026) was removed because it did not
relate to the product experience. Review ID R7HG2QX01. You can edit and resubmit within 30 days.""",
        "Can I resubmit the same text?",
        "Notice I got as a buyer",
    ),
    (
        "qa-thread",
        ["qa_thread", "dates_in_text", "authors"],
        """Q (asked 2 Mar 2026 by Priya): Does this tent fit two adults and a dog?
A (3 Mar 2026, seller Trailhead Co): Yes, the floor is 210 x 150 cm; a medium dog fits.
A (4 Mar 2026, buyer): Yes if the dog is small.
A (5 Mar 2026, buyer): DM me on insta for 20% off a bigger one.""",
        "Which of these answers should moderation remove?",
        "Q&A on our tent listing",
    ),
    (
        "moderation-audit-log",
        ["audit_log", "timestamps", "moderator_ids"],
        """2026-03-09 08:14:02 mod=asha.p action=remove review=R7HG2QX01 rule=RG-4.2 (off-topic)
2026-03-09 08:16:40 mod=asha.p action=keep review=R1LM0QX7T
2026-03-09 08:21:13 mod=lucas.m action=restore review=R7HG2QX01 note="appeal accepted"
2026-03-09 09:02:55 mod=lucas.m action=remove review=R5TT91ZA0 rule=RG-2.1 (personal data)""",
        "Why was R7HG2QX01 removed and then restored? Summarise.",
        "Moderation log",
    ),
    (
        "guideline-changelog",
        ["changelog", "effective_dates", "version"],
        """Review guidelines - version history
rg-2026.02 (effective 2026-02-16): reviews mentioning a discount code are removed, not edited.
rg-2025.11 (effective 2025-11-03): video reviews allowed up to 2 minutes.
rg-2025.06 (effective 2025-06-30): AI-written reviews must be disclosed.""",
        "Under which version was a review with a discount code edited instead of removed?",
        "Guideline changes",
    ),
    (
        "seller-feedback-page",
        ["feedback", "dates_in_text", "ratings"],
        """Seller feedback - Gazta Etxea
5 stars  "Gazta bikaina, garaiz iritsi da."  - Mikel, 2026-03-04
1 star   "Zerbitzu txarra, ez gomendatu."    - Ane, 2026-03-06
4 stars  "Ondo, baina kaxa apur bat hautsita." - Jon, 2026-03-07
Rating over 12 months: 4.6 (214 ratings)""",
        "Which of these could the seller ask to remove under the marketplace rules?",
        "Feedback on a Basque cheese shop",
    ),
    (
        "campaign-report-csv",
        ["csv", "ads_report", "dates_in_table"],
        """Date,Campaign Name,Impressions,Clicks,Spend,7 Day Total Sales,ACOS
2026-03-01,SP-Herbal-Oils-Auto,18420,212,3120.00,14120.00,22.10%
2026-03-02,SP-Herbal-Oils-Auto,17901,198,2990.00,12880.00,23.21%
2026-03-03,SP-Herbal-Oils-Auto,20114,241,3410.00,10200.00,33.43%""",
        "Why did ACOS jump on the 3rd?",
        "Campaign report",
    ),
    (
        "bulk-sheet-rows",
        ["bulk_sheet", "ids", "dates_in_table"],
        """Product,Entity,Operation,Campaign ID,Ad Group ID,Campaign Name,Start Date,End Date,Daily Budget,State
Sponsored Products,Campaign,Update,298811204471,,SP-Yoga-Blocks-Broad,20260115,,15.00,enabled
Sponsored Products,Ad Group,Update,298811204471,411920033018,Blocks-Cork,20260115,,,enabled
Sponsored Products,Campaign,Create,,,SP-Yoga-Blocks-Exact,20260320,20260630,10.00,enabled""",
        "Will the new exact campaign start automatically on 20 March?",
        "Rows from my bulk file",
    ),
    (
        "ads-api-error",
        ["json", "first_member_request_id", "timestamp"],
        """{"requestId": "VM4TJSB5MLZU52CLL3TS", "timestamp": "2026-03-09T18:18:01.220Z", "code": "400",
 "details": "Invalid keyword: 'lego blocks' conflicts with a negative exact keyword in ad group 411920033018"}""",
        "What's the conflict and how do I fix it?",
        "Error from the Ads API",
    ),
    (
        "ads-invoice",
        ["invoice", "billing_period", "dates_in_document"],
        """Advertising invoice ADV-INV-2026-02-118204
Billing period: 01/02/2026 - 28/02/2026
Invoice date: 02/03/2026   Payment due: 01/04/2026
Sponsored Products   GBP 1,012.40
Sponsored Brands     GBP 227.60
Total                GBP 1,240.00""",
        "Is this the same ad spend figure that the ACoS report uses for February?",
        "Ads invoice",
    ),
    (
        "change-history-log",
        ["change_log", "timestamps", "bids"],
        """Change history - SP-Linen-Duvet
2026-03-06 21:04  bid "linen duvet cover" 0.85 -> 0.70  by rule "ACoS > 25%"
2026-03-07 09:12  budget 40.00 -> 55.00                  by user hannah@fjordlys.example
2026-03-08 21:04  bid "king size duvet" 0.70 -> 0.75     by rule "ACoS < 15%"
2026-03-09 06:30  placement top-of-search +0% -> +30%    by user hannah@fjordlys.example""",
        "Which change most likely increased spend on the 9th?",
        "Campaign change history",
    ),
    (
        "ad-policy-rejection",
        ["email", "ad_policy", "dates_in_prose"],
        """Subject: Ad not approved - SB-Honey-Pamir (ad ID 77120093)
Date: 08.03.2026 12:40

Your headline "БЕҲТАРИН АСАЛИ КӮҲӢ – ТАНҲО 90 СОМОНӢ!" was not approved: superlative claim, price in
headline, all caps. Submitted 07.03.2026 18:02.""",
        "Suggest two compliant headlines in Tajik.",
        "Rejection for my Tajik ad",
    ),
    (
        "deal-confirmation",
        ["confirmation", "deal_id", "event_dates"],
        """Deal submitted: DL-2026-SS-44120
Event: Summer Sale 2026 (11 Jul 2026 00:00 - 12 Jul 2026 23:59 JST)
Slot: 11 Jul 2026 10:00-16:00 JST
Deal price: JPY 1,980 (reference price JPY 2,480)
Fee: JPY 15,000, charged on 13 Jul 2026""",
        "If I cancel on 1 July, do I still pay the fee?",
        "Deal confirmation",
    ),
    (
        "georgian-invoice",
        ["invoice", "georgian", "dates_in_document"],
        """ანგარიშ-ფაქტურა № ბზ-2026-00412
თარიღი: 04.03.2026
გამყიდველი: შპს „ქვევრი და კო“, ს/კ 405118830
მყიდველი: ნინო ბერიძე
ქვევრი 20 ლ × 1 — 380.00 ₾
მიწოდება — 15.00 ₾
სულ: 395.00 ₾""",
        "Is the VAT shown correctly on this invoice? Answer in English.",
        "An invoice from a Georgian seller",
    ),
    (
        "burmese-order-sms",
        ["sms", "burmese", "myanmar_digits", "order_id"],
        """ရွှေဈေး: သင်၏ အော်ဒါ MM-၅၅၁၂၀ ကို ၁၂.၃.၂၀၂၆ တွင် ပို့ဆောင်ပြီးပါပြီ။ ခြေရာခံနံပါတ် YGN၀၀၄၄၁၉၀။
ပြန်ပို့ရန် ၂၆.၃.၂၀၂၆ အထိ ရနိုင်ပါသည်။""",
        "Until which date can the buyer return this, in Gregorian digits?",
        "A buyer forwarded this SMS",
    ),
    (
        "azerbaijani-return-form",
        ["form", "azerbaijani", "dates_in_document"],
        """Qaytarma ərizəsi № QR-2026-0311
Sifariş: XB-771204   Sifariş tarixi: 28.02.2026
Çatdırılma tarixi: 03.03.2026
Səbəb: ölçü uyğun deyil
Ərizə tarixi: 09.03.2026 14:22""",
        "Is this return within the 14-day window? Answer in Azerbaijani.",
        "Return form from a buyer",
    ),
    (
        "mongolian-payout-sms",
        ["sms", "mongolian", "amounts", "dates_in_text"],
        """Хаан банк: 2026.03.11 10:42 таны 5012****77 данс руу ХАНГАЙ МАРКЕТ ХХК-аас 1,240,000.00₮ орлого орлоо.
Гүйлгээний утга: PAYOUT 2026-03-02/2026-03-08""",
        "Which week's payout was this?",
        "Bank SMS",
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
    "lang_follow_up",
    "chatml_user",
    "forwarded",
]
SYSTEM_SELLER = (
    "You are Stallkeeper, the assistant for marketplace sellers. Work only from what the seller shares and "
    "say when something cannot be known from it."
)
LANG_FOLLOW_UPS = [
    "Cavabı Azərbaycan dilində də yaza bilərsən?",
    "Жауапты қазақша да жаза аласыз ба?",
    "Можеш ли да одговориш и на македонски?",
    "A mund ta shpjegosh edhe shqip?",
    "Erantzuna euskaraz ere idatz dezakezu?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, for context.\n\n\n{block}\n\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```text\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n{block}\nAssistant: Got it. What would you like me to do with it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_SELLER}\n\nSeller: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAlso, is there anything in it I should double-check?"
    if placement == "lang_follow_up":
        return f"{block}\n\n{ask} {LANG_FOLLOW_UPS[(k // len(PLACEMENTS)) % len(LANG_FOLLOW_UPS)]}"
    if placement == "chatml_user":
        return (f"<|im_start|>system\n{SYSTEM_SELLER}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}"
                f"<|im_end|>\n<|im_start|>assistant\n")
    assert placement == "forwarded"
    return f"{ask}\n\n---------- Forwarded message ----------\n{block}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        N(f"pasted:{source}", ["pasted", placement, *tags], _place(k, placement, block, ask, intro))



# --- negatives: stable look-alikes in program positions ----------------------------------------------------------

def _negatives_lookalikes() -> None:
    N("lookalike:seller-hub-stable-headers", ["lookalike", "header_block", "api_version", "knowledge_cutoff"],
      """You are Ledger, the help assistant inside the Northmarket seller hub. Answer questions about listing
limits and policy notices.

Upstream request:
Host: sellerhub.northmarket.example
X-Api-Version: 2025-11-01
X-Marketplace-Id: NM-UK-01
X-Seller-Id: A2K9QF0TLM3X
Knowledge cutoff: 2025-06

Seller: How many new listings can I create per day on a new account?
Assistant:""")
    N("lookalike:llama3-cutoff-only", ["lookalike", "llama3", "knowledge_cutoff"],
      """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You write bullet points for product listings: five bullets, each under 200 characters, benefits
first, no prices.<|eot_id|><|start_header_id|>user<|end_header_id|>

Product: insulated lunch bag, 8 litres, wipe-clean lining, shoulder strap, fits two 500 ml boxes.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    N("lookalike:chatml-policy-dates", ["lookalike", "chatml", "policy_revision", "effective_date"],
      """<|im_start|>system
You explain seller fees on Copperleaf Market. Fee schedule 2026-ES-v2, effective 2026-01-15. This prompt
was last reviewed on 2026-02-20 by the payments policy team.
<|im_end|>
<|im_start|>user
What's the referral fee on kitchen items?<|im_end|>
<|im_start|>assistant
""")
    N("lookalike:front-matter-template", ["lookalike", "front_matter", "template_revision", "calver"],
      """---
tool: title-studio
marketplace: FR
category_tree: 2026.1
template_revision: 2026-02-03
approved_by: catalogue-style-board
---
Réécris le titre selon les règles de style : marque d'abord, 150 caractères au plus, pas de majuscules
inutiles.

Original : LAMPE DE BUREAU LED Lumo 3 températures USB-C blanche PROMO
Nouveau titre :""")
    N("lookalike:xml-policy-attrs", ["lookalike", "xml_attr", "policy_version", "tenant_uuid"],
      """<listing_policy version="2026-02-15" marketplace="DE" tenant="7c1e4d2a-9b3f-4e8a-a0c6-5f1d2e3b4a9c">
  <rule id="T-3">Titles must not contain promotional words such as "Angebot" or "Sale".</rule>
</listing_policy>
Check the title against the policy: "Alpenkern Thermoskanne 1 L Edelstahl - Angebot"
Verdict:""")
    N("lookalike:single-json-stable", ["lookalike", "json_inline", "api_version", "tenant_uuid"],
      """{"app":"gatekeeper","api_version":"2025-11-01","tenant":"3b241101-e2bb-4255-8caf-4136c566a962","policy":"rp-2026-02"}
Classify the listing: "Replacement blade set for electric shaver, 3 pack." Allowed, restricted or
prohibited?
Classification:""")
    N("lookalike:html-comment-revision", ["lookalike", "html_comment", "prompt_revision"],
      """<!-- prompt: review-moderation rev 14, 2026-01-22; owner: trust-content -->
Decide whether the review breaks the guidelines. Reply keep or remove with the rule number.

Review: "Arrived fast, colour exactly as shown, the zip is a bit stiff."
Decision:""")
    N("lookalike:seller-profile-table", ["lookalike", "md_table", "seller_since", "vat_number"],
      """| Field          | Value                     |
|----------------|---------------------------|
| Seller         | Umoya Ceramics (Pty) Ltd  |
| Seller since   | 2019-04-02                |
| Store ID       | BM-ZA-004471              |
| VAT number     | 4710293812                |
| Fee plan       | Professional              |

Seller: Can I move from the Professional to the Starter fee plan mid-month?
Assistant:""")
    N("lookalike:env-settings", ["lookalike", "key_value_lines", "time_zone", "cutoff"],
      """TZ=Asia/Almaty
FEE_SCHEDULE=2026-01
DISPATCH_CUTOFF=16:00
SLA_HOURS=72
MARKETPLACE=KZ

Explain to the seller when an order placed at 17:30 must be handed to the courier under these
settings.
Answer:""")
    N("lookalike:terms-footer", ["lookalike", "footer", "terms_revision"],
      """Write a two-line reminder to sellers that seasonal storage fees rise in October.

--
Seller terms revised 2026-01-15 · Fee schedule 2026-EU-v3 · Support hours 08:00-20:00 CET""")
    N("lookalike:stripe-stable", ["lookalike", "header_block", "stripe_version", "account_id"],
      """Payout explainer for connected sellers.
Stripe-Version: 2024-06-20
Stripe-Account: acct_1NffrFeUfNV2Hib7
Payout schedule: weekly (Friday)

Seller: Why is my first payout 7 days after my first sale?
Assistant:""")
    N("lookalike:discord-ids", ["lookalike", "header_block", "discord_ids", "stable_snowflakes"],
      """You are Stallbot in the Lionmart Sellers Discord. Answer seller questions briefly and link the help page.
guild_id: 1187650093312204871
channel_id: 1187650093312204875
role: verified-seller

Message: does anyone know if the storage fee changes in April?
Stallbot:""")
    N("lookalike:office-hours", ["lookalike", "header_block", "office_hours", "time_zone"],
      """Seller support hours: Mon-Fri 08:00-18:00, Sat 09:00-13:00
Time zone: Asia/Tashkent (UTC+05:00)
Callback window: next business day

You help sellers of Bozorlik decide whether to open a case now or wait for support hours.

Seller: My listing was blocked at 19:20, should I open a case now?
Assistant:""")
    N("lookalike:authored-review-date", ["lookalike", "authored_revision", "system_prompt"],
      """You explain the returns policy to sellers. This summary of the policy was written on 12 January 2026
and reflects the policy effective 1 February 2026: buyers may return most items within 30 days of
delivery; electronics within 14 days; custom items only when faulty.

Seller: A buyer wants to return a personalised mug after 10 days because they changed their mind.
Assistant:""")
    N("lookalike:calver-build", ["lookalike", "header_block", "calver", "model"],
      """Build: 2026.03.2
Model: mediator-large-2026-01
Region: eu-central-1

You mediate between buyer and seller. Propose one fair resolution.

Buyer: The lamp works but the shade has a small scratch.
Seller: We can offer 15% back or a new shade.
Mediator:""")
    N("lookalike:account-header", ["lookalike", "header_block", "account_opened", "payout_schedule"],
      """Account opened: 2019-04-02
Fee plan: Pro
Payout schedule: every Friday
Reserve policy: rsv-2025-09 (7 days after delivery)

You answer payout questions for this seller only.

Seller: I sold a lot on Monday. When do I get paid for it?
Assistant:""")
    N("lookalike:ads-profile", ["lookalike", "header_block", "profile_id", "time_zone"],
      """Profile ID: 3342119087715521
Currency: GBP
Time zone: Europe/London
Attribution window: 14-day click

Explain to the seller why yesterday's sales in the ads console differ from the orders report.
Answer:""")
    N("lookalike:fc-receiving-hours", ["lookalike", "header_block", "fc_code", "hours"],
      """Fulfilment centre: LBA4 (Doncaster)
Receiving hours: 06:00-22:00, Mon-Sat
Appointment lead time: 48 h
Max pallet height: 1.8 m

Seller: Can my courier deliver 6 cartons on Sunday morning without an appointment?
Assistant:""")
    N("lookalike:xml-tenant-element", ["lookalike", "xml_element", "tenant_uuid", "region"],
      """<context>
  <tenant>72f988bf-86f1-41af-91ab-2d7cd011db47</tenant>
  <region>eu-west-1</region>
  <catalogue_version>2026.1</catalogue_version>
</context>
Map the product to a category path: "Cast iron skillet 28 cm with helper handle".
Category:""")
    N("lookalike:webhook-subscription", ["lookalike", "header_block", "subscription_id", "destination"],
      """Notification subscription: sub_4f2b8c1d9e0a (ORDER_CHANGE)
Destination: dst_eu_sqs_0412 (arn:aws:sqs:eu-west-1:482913770021:seller-orders)
Payload version: 1.0

Explain to the developer what this subscription will deliver and how often.
Answer:""")
    N("lookalike:event-dates-header", ["lookalike", "header_block", "event_dates", "deal_event"],
      """Deal event: Summer Sale 2026 (2026-07-11 to 2026-07-12)
Submission deadline: 2026-06-01
Minimum discount: 20%

Seller: My reference price is JPY 2,480. What's the highest deal price I can submit?
Assistant:""")
    N("lookalike:case-own-dates", ["lookalike", "header_block", "case_dates", "per_case"],
      """Case: C-55120981
Claim opened: 2026-03-02
Decision: 2026-03-09 (buyer favour)
Appeal deadline: 2026-04-08

Help the seller write a factual appeal of at most 150 words.

Seller: We have the carrier's proof-of-delivery photo from day 2.
Assistant:""")
    N("lookalike:member-since-azerbaijani", ["lookalike", "member_since", "azerbaijani"],
      """Sən Xəzər Bazarın satıcı köməkçisisən.
Satıcı: Ləzzət Çay Evi
Qeydiyyat tarixi: 14.09.2021
Tarif: Standart

Satıcı: Komissiya dərəcəm niyə 12%-dir?""")
    N("lookalike:kv-bracket-stable", ["lookalike", "bracketed_kv", "rule_pack", "region"],
      """[ctx rule_pack=fr-2026.03 region=eu model=tri-4 locale=de-DE]
Explain the velocity rule to a new seller who was put on hold after creating many listings.
Explanation:""")
    N("lookalike:json-pretty-stable", ["lookalike", "json_block", "created_date", "seller"],
      """{
  "tool": "variation-doctor",
  "seller": "A2K9QF0TLM3X",
  "seller_created": "2019-04-02T00:00:00Z",
  "marketplace": "FR"
}
Which variation theme fits a product sold in sizes S, M, L and colours red and blue?
Answer:""")
    N("lookalike:knowledge-cutoff-ads", ["lookalike", "knowledge_cutoff", "api_version"],
      """Knowledge cutoff: 2025-10
Ads API version: v3 (2024-05-01)
Marketplace: US

You explain sponsored ads metrics. Do not speculate about features released after your cutoff.

Seller: What is a good ROAS for a new product in the first month?
Assistant:""")


# --- negatives: values the user asks about or types --------------------------------------------------------------

def _negatives_asked() -> None:
    N("asked:epoch-conversion", ["asked", "epoch", "id_in_question"],
      """Our settlement file has "posted_ts" 1773220800 and 1773220800123. Which is seconds and which is
milliseconds, and what is each in IST?""")
    N("asked:roc-date", ["asked", "roc_calendar", "traditional_chinese"],
      """賣家後台顯示入庫日期是「民國115年3月14日」，這是西元哪一天？請順便告訴我是星期幾。""")
    N("asked:bikram-sambat", ["asked", "bikram_sambat", "nepali"],
      """बजारको रिपोर्टमा मिति २०८२ फागुन ३० लेखिएको छ। यो अंग्रेजी मितिमा कुन दिन हो?""")
    N("asked:traceparent-support", ["asked", "traceparent", "id_in_question"],
      """Support asked me for the trace of the failed listing call. Is this the right header to send them, and
which part is the trace id?

traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01""")
    N("asked:jwt-decode", ["asked", "jwt", "id_in_question"],
      """What's inside this token from the seller portal, and is it already expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzZWxsZXItQTNLUTc3IiwiaWF0IjoxNzczMjIwODAwLCJleHAiOjE3NzMyMjQ0MDB9.9xQ2mBv1Zk8pL4nR7tS0uW3yA6cE9gH2jK5mN8pQ1rT""")
    N("asked:ulid-time", ["asked", "ulid", "id_in_question"],
      """The return decision engine logged run 01KKG9Z3M4N5P6Q7R8S9T0V1W2. Can I tell from the id when it
ran?""")
    N("asked:snowflake-order", ["asked", "snowflake", "id_in_question"],
      """Our marketplace order ids look like 1905330918437289984. A colleague says they contain the order time.
How would I get it out?""")
    N("asked:relative-times", ["asked", "relative_time"],
      """The buyer opened the claim 2 days ago and the seller has 72 hours to respond. The seller replied
about 5 hours ago but the claim still says "awaiting seller". Is the seller still inside the window?""")
    N("asked:return-window-arithmetic", ["asked", "deadline_arithmetic", "dates_in_prose"],
      """If an item was delivered on 28 February 2026 and the return window is 30 days from delivery, what
is the last day to request a return? And for a 14-day electronics window?""")
    N("asked:few-shot-dates", ["asked", "few_shot", "example_date"],
      """Extract the order date and ship-by date as JSON.

Example input: "Order 204-1111111-2222222 placed 2026-02-01, ship by 2026-02-03"
Example output: {"order_date": "2026-02-01", "ship_by": "2026-02-03"}

Input: "Order 204-5518830-1127741 placed 7 Mar 2026, ship by 9 Mar 2026"
Output:""")
    N("asked:unrendered-template", ["asked", "unrendered_template"],
      """Our buyer message template isn't filling in. It sends exactly this:

"Hi {{buyer_name}}, your order {{order_id}} placed on {{order_date}} will ship by {{ship_by}}. Today is
{{current_date}}."

Which placeholders is the tool failing to replace, and what's the usual cause?""")
    N("asked:user-clock", ["asked", "user_typed_clock", "azerbaijani"],
      """Bakıda saat indi 16:40-dır, kuryer 17:00-da gəlir. Sifarişi bu gün göndərməyə çatdıra bilərəmmi, yoxsa
gecikmiş sayılacaq?""")
    N("asked:iso-week", ["asked", "iso_week"],
      """The marketplace says the summer event runs in 2026-W28. Which calendar dates is that, Monday to
Sunday?""")
    N("asked:feed-uuid", ["asked", "uuid_content", "id_in_question"],
      """Why would the API say "feed not found" for feed document 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c when I
created it ten minutes ago in the sandbox?""")
    N("asked:timezone-dateline", ["asked", "timezone_question"],
      """A buyer in Auckland ordered at 09:30 on Monday their time. What was the date and time in Los Angeles,
and does the order count for my Sunday sales?""")
    N("asked:translate-georgian", ["asked", "translation", "dates_in_prose"],
      """Translate into Georgian for our shop banner: "Orders placed before 14:00 ship the same day. We are
closed from 1 to 3 May 2026; orders placed then ship on 4 May." """.rstrip())
    N("asked:stripe-refund-ids", ["asked", "stripe_ids", "id_in_question"],
      """Why was refund re_3MtwBwLkdIwHu7ix0xYzAbCd for payment pi_3MtwBwLkdIwHu7ix28a3tqPa marked failed? The
connected account is acct_1NffrFeUfNV2Hib7.""")
    N("asked:last-signed-in", ["asked", "user_typed_time", "login"],
      """The seller portal says "Last signed in: 14 Mar 2026, 02:16 from Amsterdam" but I was asleep in Kraków
then. What should I do first?""")
    N("asked:ksuid-reference", ["asked", "ksuid", "id_in_question"],
      """The payout provider gave me reference 2Fz7Lq0WcN4tR8yB1mK5xV9hJ3d for the failed transfer. Is that a
KSUID, and can it tell me when the transfer was created?""")
    N("asked:xid-question", ["asked", "xid", "id_in_question"],
      """Is cnq8b3dr0ng3m9ap6pq0 a valid xid? Our triage log uses them and I want to sort by time.""")
    N("asked:date-order-number", ["asked", "order_number_date", "id_in_question"],
      """Our order numbers look like 20260314-00412. Is the date part the order date or the payment date, and
what happens to orders placed just before midnight?""")
    N("asked:uzbek-typed-deadline", ["asked", "user_typed_date", "uzbek"],
      """Mijoz 9-mart kuni soat 14:22 da qaytarish so'radi. Qaytarish muddati 14 kun bo'lsa, oxirgi kun qachon?""")
    N("control:plain-listing", ["control", "plain"],
      """You write friendly product descriptions for a handmade ceramics shop. Keep it under 80 words.

Product: speckled oat stoneware mug, 350 ml, hand-thrown, microwave safe.
Description:""")
    N("control:plain-seller", ["control", "plain"],
      """You are a patient helper for new marketplace sellers.

Seller: What is the difference between fulfilling orders myself and letting the marketplace do it?
Assistant:""")



# --- generated families: one field (or one stable value) at one position of a body --------------------------------

# (name, language, zone, system prompt, user label, user message, cue line or "" for none)
BODIES57: list[tuple[str, str, timezone, str, str, str, str]] = [
    ("listing-coach", "en", UTC,
     "You are Brightstall, a listing coach for marketplace sellers. Suggest concrete fixes, most important "
     "first.", "Seller", "My listing for a bamboo cutting board gets views but no sales. What should I change?",
     "Assistant:"),
    ("returns-helper", "en", UTC,
     "You help sellers answer return requests politely and within the returns policy: 30 days for most "
     "items, 14 days for electronics.", "Seller",
     "A buyer wants to return headphones after 20 days because they don't like the sound.", "Reply:"),
    ("fee-explainer", "en", UTC,
     "You explain marketplace fees in plain words and show the arithmetic.", "Seller",
     "I sold a EUR 40 lamp and received EUR 29.62. Where did the rest go?", "Answer:"),
    ("inbound-helper", "en", UTC,
     "You help sellers prepare inbound shipments to fulfilment centres: labels, box limits and prep.",
     "Seller", "Can I put two different products in the same carton?", "Assistant:"),
    ("review-moderator", "en", UTC,
     "You moderate product reviews against the community guidelines. Reply keep or remove and the rule.",
     "Moderator", "Review: 'Great kettle! Also selling a cheaper one at my shop, message me.'", "Decision:"),
    ("ads-coach", "en", UTC,
     "You coach sellers on sponsored ads. Keep answers practical and name the setting to change.", "Seller",
     "My auto campaign spends the whole budget by noon. What should I do?", "Assistant:"),
    ("dispute-aide", "en", UTC,
     "You help sellers respond to buyer disputes with facts and the right evidence.", "Seller",
     "The buyer says the parcel was empty. I have the weight from the courier label.", "Assistant:"),
    ("fraud-aide", "en", UTC,
     "You help marketplace trust analysts write short, factual case notes.", "Analyst",
     "Seller changed bank details and shipping address within an hour of a password reset. Note, please.",
     "Note:"),
    ("az-orders", "az", BAKU,
     "Sən Xəzər Bazarın sifariş köməkçisisən. Qısa və dəqiq cavab ver.", "Satıcı",
     "Alıcı çatdırılma ünvanını dəyişmək istəyir, sifariş hələ göndərilməyib. Nə edim?", ""),
    ("kk-listing", "kk", ALMATY,
     "Сіз Dala Market тауар карточкаларының көмекшісіз. Қысқа жауап беріңіз.", "Сатушы",
     "Тауар атауында бренд бірінші тұруы керек пе?", ""),
    ("uz-fees", "uz", TASHKENT,
     "Siz Bozorlik sotuvchilari uchun komissiya bo'yicha yordamchisiz. Hisobni ko'rsating.", "Sotuvchi",
     "100 000 so'mlik sotuvdan qancha komissiya olinadi?", ""),
    ("ka-returns", "ka", TBILISI,
     "შენ ხარ ბაზარი.ge-ს დაბრუნებების ასისტენტი. უპასუხე მოკლედ.", "გამყიდველი",
     "მყიდველს სურს ფეხსაცმლის დაბრუნება 10 დღის შემდეგ. შეიძლება?", ""),
    ("mn-inbound", "mn", ULAANBAATAR,
     "Та Хангай Маркетын агуулахын туслах юм. Товч хариулна уу.", "Худалдагч",
     "Нэг хайрцагт хэдэн төрлийн бараа хийж болох вэ?", ""),
    ("sq-reviews", "sq", CET,
     "Ti je moderatori i komenteve të Shqipta Market. Përgjigju shkurt.", "Shitësi",
     "Një blerës shkroi numrin e telefonit në koment. A duhet hequr?", ""),
    ("mk-ads", "mk", CET,
     "Ти си советник за реклами на Вардар Маркет. Одговори кратко.", "Продавач",
     "Колкав дневен буџет да ставам за нов производ?", ""),
    ("rw-disputes", "rw", CAT,
     "Uri umufasha mu makimbirane y'abaguzi n'abacuruzi ku Isoko Market. Subiza mu magambo make.",
     "Umucuruzi", "Umuguzi avuga ko igikapu cyaje gicitse. Nkore iki?", ""),
    ("so-payouts", "so", EAT,
     "Waxaad tahay kaaliyaha lacag bixinta ee Hodan Market. Si kooban u jawaab.", "Iibiyaha",
     "Goorma ayaan helayaa lacagta iibkii toddobaadkan?", ""),
    ("eu-fraud", "eu", CET,
     "Txoko Merkatuko segurtasun taldearen laguntzailea zara. Erantzun laburki.", "Analista",
     "Denda berri batek 100 telefono saltzen ditu erdi prezioan. Zer egin?", ""),
    ("gl-catalogue", "gl", CET,
     "Es o asistente de catálogo do Mercado Atlántico. Responde de forma breve.", "Vendedor",
     "Podo usar a mesma foto para tres cores do mesmo produto?", ""),
    ("su-orders", "su", JAKARTA,
     "Anjeun asistén pesenan Pasar Priangan. Jawab singget.", "Padagang",
     "Pembeli hoyong ngabatalkeun pesenan anu parantos dikirim. Kumaha?", ""),
]

NOW_LABELS: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "az": ("Hazırkı vaxt", lambda t: f"{t.day} {MONTHS_AZ[t.month - 1]} {t.year}, {t:%H:%M}"),
    "kk": ("Қазіргі уақыт", lambda t: f"{t.day} {MONTHS_KK[t.month - 1]} {t.year} ж., {t:%H:%M}"),
    "uz": ("Hozirgi vaqt", lambda t: f"{t.day}-{MONTHS_UZ[t.month - 1]}, {t.year}-yil {t:%H:%M}"),
    "ka": ("მიმდინარე დრო", lambda t: f"{t.day} {MONTHS_KA[t.month - 1]} {t.year}, {t:%H:%M}"),
    "mn": ("Одоогийн цаг", lambda t: f"{t.year} оны {t.month:02d} сарын {t.day:02d}, {t:%H:%M}"),
    "sq": ("Ora aktuale", lambda t: f"{t.day} {MONTHS_SQ[t.month - 1]} {t.year}, {t:%H:%M}"),
    "mk": ("Моментално време", lambda t: f"{t.day} {MONTHS_MK[t.month - 1]} {t.year} {t:%H:%M}"),
    "rw": ("Igihe cy'ubu", lambda t: f"{t.day} {MONTHS_RW[t.month - 1]} {t.year}, {t:%H:%M}"),
    "so": ("Waqtiga hadda", lambda t: f"{t.day} {MONTHS_SO[t.month - 1]} {t.year}, {t:%H:%M}"),
    "eu": ("Uneko ordua", lambda t: f"{t.year}ko {MONTHS_EU[t.month - 1]}ren {t.day}a, {t:%H:%M}"),
    "gl": ("Data e hora actual", lambda t: f"{t.day} de {MONTHS_GL[t.month - 1]} de {t.year}, {t:%H:%M}"),
    "su": ("Waktos ayeuna", lambda t: f"{t.day} {MONTHS_SU[t.month - 1]} {t.year}, {t:%H.%M}"),
}

SINCE_LABELS: dict[str, tuple[str, str]] = {
    "az": ("Qeydiyyat tarixi", "14 sentyabr 2021"),
    "kk": ("Тіркелген күні", "3 наурыз 2020 ж."),
    "uz": ("Ro'yxatdan o'tgan sana", "12-iyun, 2022-yil"),
    "ka": ("რეგისტრაციის თარიღი", "5 მაისი 2019"),
    "mn": ("Бүртгүүлсэн огноо", "2020 оны 11 сарын 02"),
    "sq": ("Shitës që nga", "8 tetor 2021"),
    "mk": ("Продавач од", "21 јуни 2020"),
    "rw": ("Yiyandikishije", "2 Kamena 2022"),
    "so": ("Iibiye tan iyo", "17 Luuliyo 2021"),
    "eu": ("Saltzailea noiztik", "2020ko urriaren 9a"),
    "gl": ("Vendedor desde", "3 de marzo de 2019"),
    "su": ("Padagang ti saprak", "20 Januari 2022"),
}

# (cue, family, line label, key, value maker, numeric in JSON, a time rather than an id)
GenField = tuple[str, str, str, str, Callable[[Gen57, datetime], str], bool, bool]
FIELDS57: list[GenField] = [
    ("datetime", "rfc3339_offset", "Timestamp", "timestamp", lambda g, t: rfc3339(t), False, True),
    ("datetime", "rfc3339_ns", "Received", "received_at", lambda g, t: rfc3339_ns(t.astimezone(UTC), g.small(0, 1000)),
     False, True),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False, True),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t), False, True),
    ("datetime", "asctime", "Generated", "generated", lambda g, t: ctime(t), False, True),
    ("datetime", "rfc2822", "Processed", "processed_at", lambda g, t: rfc2822(t), False, True),
    ("datetime", "dmy_slash", "Local time", "local_time", lambda g, t: dmy(t, "/", True), False, True),
    ("datetime", "mdy_12h", "Requested", "requested_at", lambda g, t: mdy12(t, True), False, True),
    ("datetime", "pg_timestamptz", "db now()", "db_now", lambda g, t: pg_tstz(t), False, True),
    ("datetime", "java_zoned", "Server time", "server_time", lambda g, t: java_zoned(t.astimezone(UTC), "UTC"),
     False, True),
    ("datetime", "ruby_time", "Assembled", "assembled_at", lambda g, t: ruby_time(t), False, True),
    ("datetime", "iso_basic", "X-Amz-Date", "amz_date", lambda g, t: iso_basic(t), False, True),
    ("datetime", "gb_locale", "Client time", "client_time", lambda g, t: gb_locale(t), False, True),
    ("datetime", "us_medium", "Opened", "opened", lambda g, t: us_medium(t), False, True),
    ("datetime", "iso_ordinal", "Stamp", "stamp", lambda g, t: f"{ordinal_date(t.astimezone(UTC))}T{t.astimezone(UTC):%H:%M:%S}Z",
     False, True),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t), False, True),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t), False, True),
    ("datetime", "syslog3164", "Logged", "logged", lambda g, t: syslog3164(t), False, True),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000)), False, True),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp", lambda g, t: dotnet_o(t, g.small(0, 10)),
     False, True),
    ("datetime", "rfc3339_opaque", "x", "x", lambda g, t: rfc3339(t.astimezone(UTC), 3), False, True),
    ("epoch", "epoch_s", "ts", "ts", lambda g, t: str(epoch_s(t)), True, True),
    ("epoch", "epoch_ms", "t_ms", "t_ms", lambda g, t: str(epoch_ms(t)), True, True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True, True),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.small(0, 1000))), True, True),
    ("epoch", "epoch_ms_opaque", "n", "n", lambda g, t: str(epoch_ms(t)), True, True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), False, False),
    ("request_id", "uuid7", "Request-Id", "request_id", lambda g, t: g.uuid7(t), False, False),
    ("request_id", "ulid", "Correlation", "correlation_id", lambda g, t: g.ulid(t), False, False),
    ("request_id", "ulid_opaque", "ref", "ref", lambda g, t: g.ulid(t), False, False),
    ("run_id", "ksuid", "Run", "run_id", lambda g, t: g.ksuid(t), False, False),
    ("session_id", "xid", "Session", "session", lambda g, t: g.xid(t), False, False),
    ("session_id", "cuid2", "Chat", "chat_id", lambda g, t: g.cuid2(), False, False),
    ("session_id", "nanoid", "Conversation", "conversation_id", lambda g, t: g.nanoid(), False, False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False, False),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3(), False, False),
    ("trace_id", "x_ray", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.xray(t), False, False),
    ("request_id", "tsid", "Event", "event_id", lambda g, t: g.tsid(t), False, False),
    ("message_id", "snowflake", "Message", "message_id", lambda g, t: g.snowflake(t), False, False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), False, False),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "seller-" + g.b62(6)), False, False),
    ("signature", "hmac_hex", "Signature", "signature", lambda g, t: "sha256=" + g.hex(64), False, False),
    ("request_id", "firebase_push", "Push", "push_id", lambda g, t: g.firebase(t), False, False),
    ("request_id", "base32", "Poll", "poll_id", lambda g, t: g.b32(26), False, False),
    ("run_id", "typeid", "Job", "job", lambda g, t: g.typeid("job", t), False, False),
    ("request_id", "uuid6", "Call", "call_id", lambda g, t: g.uuid6(t), False, False),
    ("message_id", "sonyflake", "Msg", "msg_id", lambda g, t: g.sonyflake(t), False, False),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
                 "xml_attr", "kv_bracket", "paren"]
STABLE57 = ["Marketplace: EU-DE", "Locale: en-GB", "Plan: Professional", "Model: stall-assist-2026-01",
            "Region: eu-central-1", "Channel: seller-hub", "Catalogue: 2026.1", "Build: 2026.03.2",
            "Knowledge cutoff: 2025-06", "API version: 2025-11-01", "Fee schedule: 2026-EU-v3",
            "Prompt version: 4.2.0"]
GEN_POSITIVES = 40
GEN_NEGATIVES = 36


def _render(kind: str, label: str, key: str, value: str, numeric: bool) -> str:
    """One field written for a position's syntax."""
    if kind == "line":
        return f"{label}: {value}"
    if kind == "yaml":
        return f"{key}: {json.dumps(value, ensure_ascii=False) if ': ' in value or value[:1] in '-[{' else value}"
    if kind == "json":
        return f'"{key}": {value if numeric else json.dumps(value, ensure_ascii=False)},'
    if kind == "xml":
        return f'{key}="{value}"'
    assert kind == "kv"
    return f'{key}="{value}"' if " " in value else f"{key}={value}"


def _user_block(body: tuple[str, str, timezone, str, str, str, str]) -> str:
    _, _, _, _, who, msg, _ = body
    return f"{who}: {msg}"


def _compose(g: Gen57, body: tuple[str, str, timezone, str, str, str, str], position: str,
             field: Callable[[str], str], paren: str) -> str:
    """A body with one field (marked or stable) written at `position`."""
    name, lang, _, system, _, _, cue = body
    user = _user_block(body)
    tail = f"\n{cue}" if cue else ""
    stable = g.rng.sample(STABLE57, 3)
    app = name.split("-")[0]
    if position == "head":
        return f"{field('line')}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{field('line')}\n\n{user}{tail}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(1, 3), field("line"))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{field('line')}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{field('line')}"
    if position == "front_matter":
        return f"---\napp: {app}\n{field('yaml')}\nlocale: {lang}\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        return f'{{\n  "app": "{app}",\n  {field("json")}\n  "locale": "{lang}"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<context app="{app}" {field("xml")} locale="{lang}">\n{system}\n</context>\n\n{user}{tail}'
    if position == "kv_bracket":
        return f"[ctx app={app} {field('kv')} locale={lang}]\n{system}\n\n{user}{tail}"
    assert position == "paren"
    return f"{system}\n\n{user} {paren}{tail}"


def generated_positives(g: Gen57) -> list[Draft]:
    """One field of FIELDS57 (or a "now" label in the body's language) at one of ten positions."""
    fields = list(FIELDS57)
    g.rng.shuffle(fields)
    bodies = list(BODIES57)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GEN_POSITIVES):
        body = bodies[k % len(bodies)]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        lang, zone = body[1], body[2]
        t = g.moment(zone if zone is not UTC else g.rng.choice([UTC, CEST, IST, BRT, EDT, JST, AEST, SAST]))
        if lang != "en" and k % 3 == 0:
            label, fmt = NOW_LABELS[lang]
            cue, family, key, value, numeric, is_time = "datetime", f"now_{lang}", "now", fmt(t), False, True
        else:
            j = k
            while position == "paren" and not fields[j % len(fields)][6] and \
                    fields[j % len(fields)][0] not in ("request_id", "message_id", "session_id", "run_id"):
                j += 1
            cue, family, label, key, make, numeric, is_time = fields[j % len(fields)]
            value = make(g, t)

        def field(kind: str, cue: str = cue, label: str = label, key: str = key, value: str = value,
                  numeric: bool = numeric) -> str:
            return v(cue, _render(kind, label, key, value, numeric))

        paren = v(cue, f"(sent {value})" if is_time else f"(ref {value})")
        text = _compose(g, body, position, field, paren)
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{family}@{position}",
                         ["generated", position, family, lang]))
    return out


STABLE_VALUES: list[tuple[str, str, str, bool]] = [
    ("API version", "api_version", "2025-11-01", False),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06", False),
    ("Prompt revision", "prompt_revision", "2026-02-03", False),
    ("Tenant", "tenant", "7c1e4d2a-9b3f-4e8a-a0c6-5f1d2e3b4a9c", False),
    ("Fee schedule", "fee_schedule", "2026-EU-v3", False),
    ("Seller since", "seller_since", "2019-04-02", False),
    ("Store ID", "store_id", "BM-ZA-004471", False),
    ("VAT number", "vat_number", "IT04719280231", False),
    ("Time zone", "time_zone", "Asia/Baku", False),
    ("Support hours", "support_hours", "08:00-18:00", False),
    ("Dispatch cutoff", "dispatch_cutoff", "16:00", False),
    ("Catalogue version", "catalogue_version", "2026.1", False),
    ("Build", "build", "2026.03.2", False),
    ("Model", "model", "mediator-large-2026-01", False),
    ("Stripe-Version", "stripe_version", "2024-06-20", False),
    ("Marketplace ID", "marketplace_id", "A1PA6795UKMFR9", False),
    ("Guild", "guild_id", "1187650093312204871", True),
    ("Return window", "return_window", "30 days from delivery", False),
    ("Policy effective", "policy_effective", "2026-02-01", False),
    ("Ads profile", "ads_profile", "3342119087715521", True),
    ("Payout schedule", "payout_schedule", "weekly, Friday", False),
    ("Reserve policy", "reserve_policy", "rsv-2025-09", False),
]

STABLE_PARENS = ["(order 204-5518830-1127741)", "(seller since 2019)", "(store BM-ZA-004471)",
                 "(case C-55120981, opened 2026-03-02)", "(fee plan: Professional)", "(SKU KB-ESP-02)"]


def generated_negatives(g: Gen57) -> list[Draft]:
    """The generated positives' bodies and positions with one stable value that looks like a date or an id."""
    stables = list(STABLE_VALUES)
    g.rng.shuffle(stables)
    bodies = list(BODIES57)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GEN_NEGATIVES):
        body = bodies[(k + 3) % len(bodies)]
        position = GEN_POSITIONS[(k + 5) % len(GEN_POSITIONS)]
        lang = body[1]
        if lang != "en" and k % 4 == 1 and k < 20:
            label, value = SINCE_LABELS[lang]
            key, numeric, family = "seller_since", False, f"since_{lang}"
        else:
            label, key, value, numeric = stables[k % len(stables)]
            family = key

        def field(kind: str, label: str = label, key: str = key, value: str = value, numeric: bool = numeric) -> str:
            return _render(kind, label, key, value, numeric)

        paren = STABLE_PARENS[k % len(STABLE_PARENS)]
        if position == "paren":
            family = "paren_" + paren.strip("()").split()[0].rstrip(":,")
        text = _compose(g, body, position, field, paren)
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}@{position}",
                         ["hard_negative", "generated", position, family, lang]))
    return out


# --- assembly --------------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    g = Gen57(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold57", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
