"""Build `prompt_normalizer/corpus/holdout53.jsonl`, a fifty-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout53.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout52.py` only the module docstrings were read
(extracted with `ast.get_docstring` into a scratch file, with keyword searches over them for
neighbours in this domain and counts of the languages they name), to keep clear of the sources,
scenarios and languages they used and to apply their clarifications of the rules, and of
`make_holdout24.py` also its import block and its last 150 lines (the placement of pasted blocks,
`build` and `main`), for the structure of a generator. An unfinished earlier draft of this file
(value formats, localized month names and a `Gen` subclass, no cases) was read and its helpers
partly kept. (A listing of `tests/normalizer/` showed the generators, a check showed that
`holdout53.jsonl` did not exist yet, and a grep of `pyproject.toml` showed ruff's settings; the lint
is `ruff check` with the project's settings.) `make_holdout54.py`, written at the same time about
translation, localisation and interpreting services, was not read, and nothing here comes from that
field: no translation jobs, localisation pipelines, interpreters or language-service desks.

The domain is pharmacies and the pharmaceutical supply chain: community pharmacy counters and
dispensaries, hospital pharmacy and ward stock, prescription verification and e-prescription
services, drug interaction checkers, wholesalers and distributors (orders, recalls, cold chain),
serialisation and track-and-trace, post-marketing pharmacovigilance intake, compounding, pharmacy
benefit and reimbursement claims, and shortages desks. The earlier docstrings name neighbours of it,
and the scenarios here were written around them: e-prescription verification queues with NCPDP SCRIPT
NewRx as content, compounding, an Egyptian Arabic pharmacy counter, dispensing labels, controlled drug
registers, vaccine-fridge logs and an OCR'd prescription (make_holdout12: here national e-prescription
services -- E-Rezept, EPS, e-recepta, receita sem papel, a Brazilian digital prescription, a PMP, a
Korean DUR check, cancellation messages -- with no NCPDP SCRIPT, no CD register and no fridge log;
compounding as worksheets, hoods, an outsourcing facility's batch records, a chemo robot and BUD
labels); pharmacovigilance case intake, MedDRA coding and IRT drug supply in clinical trials
(make_holdout35: here post-marketing intake only -- a manufacturer's medical information line,
pharmacy ADR reports, literature and social-media screening, E2B(R3) batches, duplicate checks,
follow-up letters and signal summaries); cold chain for carriers, reefers and pharma lanes
(make_holdout32) and a laboratory's cold-chain alarm (make_holdout24: here a wholesaler's pack-outs,
cool totes and GDP deviations); food recalls, GS1 case labels and recall notice builders
(make_holdout20, make_holdout42: here drug recalls, FMD/DSCSA-like verification, EPCIS, VRS and GS1
DataMatrix strings on packs); pharmacy appointment bots (make_holdout5), a prescription-history pull
for underwriting (make_holdout25), medication rounds in care homes (make_holdout30), recognition of
pharmacy qualifications (make_holdout23) and a pharma company's security desk (make_holdout50), none
of which is used. The sources are:

* community pharmacy counter and dispensing: an OTC counter header block (base58 till session and a
  day-first counter clock; the branch and premises number stay), a final accuracy check's YAML front
  matter (UUIDv7 check session, RFC 3339 start), a compliance-aid tray planner in pretty JSON (ULID
  request id, `generated_at`), an owing slip's single-line JSON (`req`, `now_ms`), an emergency
  supply prompt with "The current date and time is ..." inside a paragraph, a Marathi minor-ailments
  counter (Devanagari-digit "now" label, conversation uuid), a delivery run planner's XML attributes
  (`req`, Python `isoformat()` `at`), a New Medicine Service call (SIP Call-ID, "Call answered" time
  alone), a Brazilian drugstore counter, a repeat-collection SMS footer (RFC 2822 `Generated:` and a
  job), a 24-hour collection locker's bracketed kiosk line (base32 session, epoch in s), a Yoruba
  WhatsApp order line (message id and epoch after the customer's message; the sender stays), a
  Mexican pharmacy counter (KSUID folio) and an opioid treatment dosing point after a
  `get_current_time` tool result; and as hard negatives a transcribed prescription, a dispensing label,
  a tray backing sheet, a PMR history export, a surgery's e-mail, an incident report, a US Rx label, an
  SMS thread with a pharmacy and an Indian pharmacy bill;
* hospital pharmacy and ward stock: a ward top-up session table (markdown rows), cabinet override
  review behind a logfmt context line (RFC 3339 us `ts`, hex `req_id`), discharge screening in a
  ChatML system turn, a renal ward round behind a Llama 3 header (`Today Date` moves, `Cutting
  Knowledge Date` stays), a parenteral nutrition worksheet's HTML comment (`worksheet_job`, Log4j
  `rendered`), stewardship orders "as of" a month-first 12-hour time with a KSUID snapshot, an on-call
  pharmacist behind `X-Request-Start` (us) and `X-Request-Id`, a German hospital pharmacy's shortage
  question, patients' own drugs with a JavaScript device time, homecare deliveries behind
  traceparent and tracestate, medicines reconciliation `KEY=value` lines (the trust and formulary
  edition stay) and a Japanese hospital pharmacy (nanoid session); and as hard negatives a cabinet
  discrepancy report, a discharge summary extract, an aseptic bag label, a ward delivery note and
  vancomycin levels;
* prescription verification and e-prescription services: E-Rezept dispensing behind HTTP headers
  (`Date`, `X-Request-ID`; the Telematik-ID stays), an EPS tracker queried "at" a time with an upper-hex
  query id, Portugal's receita sem papel (UUIDv1 session, day-first dashed time), a Polish e-recepta
  desk, a PMP report retrieved at an RFC 1123 time with its request id, prescriber checks behind a B3
  single header, a Brazilian digital prescription behind a bearer JWT (`X-Api-Version` stays), a
  refill request relayed with a `[received ...]` prefix and a per-message ULID, a Korean DUR check
  (UUIDv7 session), a verification queue's "It is now ..." in a US medium rendering, Schedule II rules
  in a Mistral `[INST]` prompt and a cancellation CloudEvent (`id` and `time` move; the cancelled
  prescription stays); and as hard negatives an E-Rezept printout with its Task-ID and AccessCode, an
  EPS dispensing token, an e-recepta SMS, a receita sem papel SMS, a FHIR MedicationRequest with its
  own `meta.lastUpdated`, a Korean and a Japanese prescription;
* drug interaction checkers: a check's single-line JSON (`check_id`, `toISOString()` `checked_at`;
  `kb_release` stays), a Turkish pharmacy (the GLN stays), pharmacogenomic guideline passages
  retrieved at an asctime time with a retrieval id, a renal dose helper's front matter (Python
  `str()`), a Semantic Kernel current-time sentence on its own line, herbal interactions in Telugu, a
  breastfeeding line's `<requested>` XML element (the knowledge base edition stays), Y-site
  compatibility bullets (ULID request, a time alone), a Vietnamese pharmacy and an alert override's
  bracketed context (hex `req`, Log4j-style `at`); and as hard negatives an interaction report that
  opens with `Report generated:` and a PGx panel;
* wholesalers and distributors: an ordering portal's "It is now ... on ..." (the account stays),
  backorder lines "as of" a time with a UUIDv7 snapshot, a French wholesaler's customer service
  (French "now" label, SIP Call-ID), an outgoing order's `Idempotency-Key` and `X-Request-ID`
  (`API-Version` stays), a recall check run whose KSUID and start sit inside a sentence, a recall
  delivered with Standard Webhooks headers (the recall stays), a pack-out route forecast fetched at
  an ISO basic time, a cool-tote logger upload's `[upload id=... received=...]`, a returns request
  in nested YAML, a Saudi distributor's allocation desk (Arabic-Indic digits), a GDP Responsible
  Person's desk (.NET round trip `requestedAt`), a driver app's logfmt Go `String()` clock and a
  Hungarian wholesaler (base32 session); and as hard negatives an invoice, a credit note, a German
  delivery note with cold-chain handover times, a German order confirmation e-mail, a Class 2 recall
  notice, an enforcement report JSON, a logger CSV that opens with `Timestamp,`, a logger summary, a
  GDP deviation report, an ordering portal's error box with its own `Reference`, `Time` and `Request
  ID`, a Spanish recall alert, an Arabic tax invoice and a Standard Webhooks delivery pasted to debug
  its timestamp;
* serialisation and track-and-trace: a verification request's headers (`X-Correlation-ID`,
  `Client-Transaction-Id`, `Request-Time`; the location id and software stay), a saleable-return
  verification request in nested pretty JSON (`requestId`, `requestTimestamp`; the requestor GLN and
  the pack's identifiers stay), EPCIS events fetched "at" a time with a ULID query id, an alert desk
  session and its opening inside a sentence (day-first dotted), case aggregation XML attributes, a
  Spanish verification desk (upper-case uuid), a suspect pack behind a bearer JWT, a GS1 decoder after
  a `get_current_time` tool result, export traceability in Gujarati (Gujarati digits), a bulk
  decommission job whose UUIDv7 and RFC 850 finish sit inside a sentence and a verification gateway's
  bracketed line (KSUID `req`, epoch in ns); and as hard negatives GS1 strings, a verification system
  response with its own `timestamp` and `transactionId`, a DSCSA-style transaction information page,
  an EPCIS ObjectEvent, a VRS response, an alert detail, an SSCC pallet label and a Turkish
  track-and-trace notification result;
* pharmacovigilance intake: a manufacturer's medical information call (Call-ID, month-first
  `Answered:`), a pharmacy ADR report's front matter (base64url intake session, `opened`), a
  literature search run whose ULID and start sit inside a sentence, a social listening post with a
  nanosecond `[received ...]` prefix, an E2B(R3) batch header built for this submission (its
  `creationTime` element in HL7 TS form), a Cebuano intake, a duplicate check behind B3 multi headers
  (`X-B3-Sampled` stays), a Hausa intake, a follow-up letter's job and its date filled in as today,
  and a disproportionality summary's footer (current ISO week date, request id); and as hard negatives
  an ADR report confirmation e-mail, a CIOMS I extract, an E2B header pasted to debug its
  `creationTime`, a MedWatch excerpt, a patient's side-effect diary and a literature abstract;
* compounding: a non-sterile worksheet header (month-first 12-hour `Worksheet generated:`, UUIDv1
  worksheet id; the master formulation stays), a sterile hood session (Windows general time), an
  outsourcing facility's batch record pulled from the MES "at" a time with its pull id, a Malayalam
  paediatric question, a suspension calculator's nested single-line JSON (nanoid, `ts_ms`), a ChatML
  system turn with a nanosecond `Now:`, a chemo robot queue's logfmt (Go RFC3339Nano) and a BUD label
  line after "Today (computed by the labeling tool for this request)"; and as hard negatives a
  compounding record, cleanroom monitoring results and a master formulation header;
* pharmacy benefit and reimbursement claims: a claim history pulled "at" an RFC 3339 time without
  seconds with a base58 pull id, a prior authorization drafter behind `X-Amzn-Trace-Id`, a French
  rights check "effectuée le ... à ..." for this request, a copay card adjudication (pretty JSON
  `requestId` and epoch in ms; BIN and PCN stay), an exemption check header, Javanese BPJS and Amharic
  insurance claims, a PBM audit Slack event (`event_id`, `event_time`, `ts`), a remittance
  reconciliation session table (the NCPDP id stays), a Part D explainer's HTML comment (GNU `date`), a
  Punjabi government scheme claim (Gurmukhi digits) and a test claim's request epoch and signature
  (the NPI stays); and as hard negatives a claim response with reject codes, an EOB, a PA approval
  letter, 835 segments, a French NOEMIE rejection and a German Retax letter;
* shortages desks: a shortage list snapshot's id and time inside a sentence, a Serious Shortage
  Protocol question in a Teams activity (`id` and `timestamp` move; the conversation stays), an Igbo
  parallel-import question, a prescriber notice's footer (notice date as today with its draft job), a
  manufacturer supply notice in a Pub/Sub push (`messageId`, `publishTime`; the notice's attributes
  stay), a `Prompt built:` asctime tail, a Lagos shortage desk in Yoruba, allocation rules behind a
  legacy proxy's RFC 850 `Date`, a shortages committee agenda with the current ISO week date and an
  ETA lookup with a parenthesised KSUID and a 12-hour time with its zone; and as hard negatives an SSP,
  a supply notification, a shortage list JSON entry, a discontinuation letter and committee minutes.

The hand-written look-alikes put stable values in program positions: premises, ODS and prompt
revision in a header block, a Llama 3 header with only its knowledge cutoff, a formulary edition and
interaction KB release in a ChatML system turn, template approval and review dates in front matter, a
GLN and a since-date in XML attributes, an API version, tenant, locale and time zone in single-line
JSON, a template revision in an HTML comment, nominated-since, exemption expiry and allergy dates in a
markdown table, an account, cut-off, CalVer build and timeout in `KEY=value` lines, a terms revision
in a footer, a Telematik-ID and IK number, a wholesale licence's validity in RFC 3339, DEA and CSOS
expiry, `Stripe-Version` and a customer id, an Azure `api-version` and tenant, opening hours, NPI and
NCPDP ids, BIN, PCN, group and member id, a patient's DOB and allergy date, Discord guild, channel and
role ids, a handbook version in front matter, a master formulation's effective date, ISO weeks of a
stock-take schedule, a contract start in RFC 3339, an authored prompt revision, a knowledge base
article's front matter, a market and software release, committee decision dates and stable baggage.
Values the user asks about or types: a pack serial, a GS1 `(17)270600`, an epoch in a logger file
name, a JWT from an app's debug screen, a traceparent support gave out, relative dose times, BUD
arithmetic, few-shot expiry normalisation, an unrendered `{{now}}`, a typed clock before a cut-off,
an ISO week restock, a claim authorization number, an E-Rezept Task-ID, a recall uuid, an alert id, a
date typed in a ChatML user turn, a ULID in a Mistral prompt, a recall deadline to convert and a
cold-chain time budget; and two plain controls. The pasted blocks are placed in twelve ways
(question after, before, right above the block, on both sides, an introduction and a question, quoted
with "> ", fenced, indented, in an earlier turn, under a "Forwarded message" line, after a system
prompt, and with a request to answer in Spanish, French, Portuguese, Turkish or Indonesian); blocks in
other languages, asked about in their language, use the first five.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 (and without seconds) with `Z` and offsets from -08:00
to +11:00, RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python `str()`, `isoformat()` and
logging, Log4j, Go RFC3339Nano and `String()`, .NET round trip, JavaScript `toString()` and
`toISOString()`, Windows general, US medium and month-first 12-hour renderings, day-first slashed,
dashed and dotted numeric dates with a time, ISO basic, HL7 TS, abbreviated weekday dates, UK long
dates, Llama 3's `Today Date`, Semantic Kernel's sentence, a 24-hour and a 12-hour time alone, ISO
week dates, epochs in s, ms, us and ns, Slack `ts`, and dates with localized month names and digits
(Marathi and Gujarati, Punjabi in Gurmukhi digits, Telugu, Malayalam, Arabic with Arabic-Indic
digits, Amharic, Hausa, Yoruba, Igbo, Javanese, Cebuano, Hungarian, Turkish, Vietnamese, Portuguese,
Spanish, French, German, Polish, Japanese, Korean). Identifiers: UUID v1 / v4 / v7 (also upper case),
ULID, KSUID, nanoid, traceparent and tracestate, B3 single and multi, X-Amzn-Trace-Id, long hex (also
upper case), base32, base58, base62 and base64url tokens, JWTs, SIP Call-IDs, WhatsApp `wamid`s, Slack
event ids, Standard Webhooks ids and signatures, decimal message ids and vendor-prefixed ids.
Positions: header blocks (`Label: value`, HTTP request and response headers), head and tail of the
prompt, the tail of a system prompt, ChatML and Llama 3 system turns, a Mistral `[INST]` prompt, YAML
front matter (also nested), pretty-printed and single-line JSON members (also nested), XML attributes
and elements, logfmt and `key=value` pairs in bracketed context lines, `KEY=value` lines, markdown
table rows and bullets, HTML comments, footers after `--`, tool result lines, templated sentences
(inside a paragraph and alone), phrases ("at ...", "as of ...", "le ... à ..."), parenthesised ids,
`[received ...]` and `[upload ...]` prefixes, and metadata lines after the last user message.

Prompts are in English (British, US and Australian settings) and in Spanish (Mexico, Spain,
Colombia), Portuguese (Brazil, Portugal, Mozambique), French (France, Senegal), German (Germany,
Austria), Polish, Hungarian, Turkish, Arabic (Saudi Arabia), Japanese, Korean, Vietnamese,
Indonesian, Javanese, Cebuano, Marathi, Telugu, Gujarati, Punjabi, Malayalam, Yoruba, Igbo, Hausa and
Amharic (scripts: Latin, Devanagari, Telugu, Gujarati, Gurmukhi, Malayalam, Arabic, Ethiopic, Han and
Kana, Hangul). The less used of them were chosen by counting the languages the earlier docstrings
name. Prompts in those languages end with the user's message or with the metadata after it (one
Brazilian Portuguese prompt ends with the ASCII cue `Resposta:`).

What it is: 300 prompts. 152 carry volatile fields (240 spans): 112 hand-written positives (200
spans; 85 with two or more fields) and 40 generated ones. 148 carry none: 114 hand-written negatives
(64 pasted blocks, 29 look-alikes in program positions, 19 values the user asks about or types, two
plain controls) and 34 generated hard negatives. The generated positive family puts one field (25 of its
28 formats and labels, or the current date and time under a "now" label in the body's language, 5
cases) at one of ten positions (head, system tail, header block, after the last user message, tail,
YAML front matter, JSON member, XML attribute, `key=value` in a bracketed context line, parenthesised
value on the user's message; four each) of 24 bodies in 12 languages; the generated negative family
uses the same bodies and positions with one stable value that looks like a date or an id (drawn from 28: API
version, knowledge cutoff, prompt revision, formulary edition, KB release, GLN, ODS code, tenant
uuid, time zone, opening hours, licence validity, contract start in RFC 3339, CalVer build, wholesaler
account, order cut-off, customer-since date, timeout, SOP, GTIN, market, locale, model, payer sheet,
recall policy, cold-chain SOP, shortages guidance, pharmacist licence, premises licence expiry; or a
customer-since date in the body's language, 5 cases). The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout52.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work logins, per-message and per-item
stamps, device clocks, "today" written into an artefact, bracketed and inline spans, ASCII cue
lines, localized "now" labels). Clarifications made here:

* Pharmacy and supply-chain records are content: prescription and token ids, E-Rezept Task-IDs and
  AccessCodes, e-recepta and receita codes, Rx numbers, written, issue, fill, dispensing, collection
  and discard dates, batches, expiries, GTINs, serials, SSCCs and GS1 application identifiers,
  recall references, classes and issue dates, invoice, credit note, delivery note and order numbers
  with their dates, logger start, stop and alarm times, verification responses with their own
  `timestamp`, `transactionId` and `correlationUUID`, EPCIS `eventTime` and `recordTime`, alert ids and
  creation times, case numbers, onset, therapy and report dates, compounding times, BUDs and lots,
  dates of service, authorization, PA and remittance numbers, plan periods, SSP and supply
  notification references and validity stay, also next to a program's stamp and also when the
  program fetched them for this request; only the stamp ("Backorder lines as of <time> (snapshot
  <id>) for this request:", "EPCIS events ... fetched at <time> (query <id>) for this request:") and
  the ids minted for the fetch, query, pull, lookup, retrieval, snapshot or upload move.
* Per-pharmacy, per-site and per-member values stay even in program positions: premises, ODS, GLN,
  NPI, NCPDP, Telematik-ID and IK numbers, location ids, wholesaler accounts and cut-off times,
  licences and registrations with their validity (also written in RFC 3339), formulary editions,
  interaction KB releases, SOP, template and master formulation versions with their dates, BIN, PCN,
  group and member ids, a WhatsApp sender's number, Slack teams and channels and a Teams channel
  conversation.
* Work logins and calls are sessions: till, accuracy check, hood, alert desk, intake, medicines
  reconciliation and reconciliation sessions move with their opening time, and so do a call's
  Call-ID and answer time.
* Runs, jobs and drafts move with their start or finish: a recall check run, a bulk decommission
  job, a literature search run, a worksheet job, an SMS job, and letter and draft jobs with the date
  the tool fills in as today (a follow-up letter's date, a prescriber notice's date); so does a BUD
  label's "Today (computed by the labeling tool for this request)".
* A message the program builds for this request carries per-request values: an outgoing order's
  `Idempotency-Key` and `X-Request-ID`, a test claim's request epoch and signature, an E2B(R3)
  batch header's `creationTime`. The same kinds of headers pasted by a user to debug are content.
* Envelope vs payload: a CloudEvent's `id` and `time`, Standard Webhooks headers, a Slack event's
  `event_id`, `event_time` and `ts`, a Teams activity's `id` and `timestamp`, a Pub/Sub push's
  `messageId` and `publishTime` and a WhatsApp message's id and timestamp move; the cancelled
  prescription, the recall, the PBM auditor's question, the SSP question, the supply notice and the
  customer's message stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Recall check run <id> started at <time> on the stock file ..." leaves "Recall check run started
  on the stock file ..."; "Consultation des droits effectuée le <date> à <time> pour cette demande :"
  leaves "Consultation des droits effectuée pour cette demande :"); a parenthesised id is cut with
  its parentheses; XML attributes and `key=value` pairs are followed by a stable neighbour;
  single-line JSON members are cut with the comma after them and follow a stable member, and volatile
  members of pretty-printed JSON are never the last member of their object; a markdown row or bullet,
  an HTML comment holding one field, an XML element, a nested YAML member, a `KEY=value` line, a tool
  result line, a templated sentence alone on its line and a stamp on its own line in a ChatML, Llama
  3 or Mistral prompt are whole-line spans; footers hold one field per line; a `[received ...]` or
  `[upload ...]` prefix is cut from the front of its line and a `(...)` stamp from the end of the
  user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; the Mistral `[INST]` prompt, which has no cue line, gets its trailer after `[/INST]` as
  rule 4 gives it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
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

SEED = 20530214
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout53.jsonl"
SRC = "holdout53:"

# --- zones --------------------------------------------------------------------------------------------------------

IST = timezone(timedelta(hours=5, minutes=30), "IST")
EAT = timezone(timedelta(hours=3), "EAT")
AST_SA = timezone(timedelta(hours=3), "AST")
TRT = timezone(timedelta(hours=3), "TRT")
WAT = timezone(timedelta(hours=1), "WAT")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
PHT = timezone(timedelta(hours=8), "PHT")
KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
BRT = timezone(timedelta(hours=-3), "BRT")
CST_MX = timezone(timedelta(hours=-6), "CST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
CDT = timezone(timedelta(hours=-5), "CDT")
CST_US = timezone(timedelta(hours=-6), "CST")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")

# --- localized names ----------------------------------------------------------------------------------------------

MR_MONTHS = ["जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर",
             "नोव्हेंबर", "डिसेंबर"]
TE_MONTHS = ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జూలై", "ఆగస్టు", "సెప్టెంబరు", "అక్టోబరు",
             "నవంబరు", "డిసెంబరు"]
PA_MONTHS = ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ", "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ",
             "ਦਸੰਬਰ"]
GU_MONTHS = ["જાન્યુઆરી", "ફેબ્રુઆરી", "માર્ચ", "એપ્રિલ", "મે", "જૂન", "જુલાઈ", "ઑગસ્ટ", "સપ્ટેમ્બર", "ઑક્ટોબર",
             "નવેમ્બર", "ડિસેમ્બર"]
ML_MONTHS = ["ജനുവരി", "ഫെബ്രുവരി", "മാർച്ച്", "ഏപ്രിൽ", "മേയ്", "ജൂൺ", "ജൂലൈ", "ഓഗസ്റ്റ്", "സെപ്റ്റംബർ", "ഒക്ടോബർ",
             "നവംബർ", "ഡിസംബർ"]
HA_MONTHS = ["Janairu", "Fabrairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba",
             "Nuwamba", "Disamba"]
YO_MONTHS = ["Ṣẹ́rẹ́", "Èrèlè", "Ẹrẹ̀nà", "Ìgbé", "Ẹ̀bibi", "Òkúdu", "Agẹmọ", "Ògún", "Owewe", "Ọ̀wàrà", "Bélú", "Ọ̀pẹ̀"]
IG_MONTHS = ["Jenụwarị", "Febrụwarị", "Maachị", "Epreel", "Mee", "Jun", "Julaị", "Ọgọọst", "Septemba", "Ọktoba",
             "Novemba", "Disemba"]
AM_MONTHS = ["ጃንዩወሪ", "ፌብሩወሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን", "ጁላይ", "ኦገስት", "ሴፕቴምበር", "ኦክቶበር", "ኖቬምበር",
             "ዲሴምበር"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
             "November", "Desember"]
JV_DAYS = ["Senin", "Selasa", "Rebo", "Kemis", "Jemuwah", "Setu", "Minggu"]
CEB_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Septiyembre", "Oktubre",
              "Nobiyembre", "Disyembre"]
HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember",
             "október", "november", "december"]
HU_DAYS = ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
             "Aralık"]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
VI_DAYS = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]
KO_DAYS = ["월", "화", "수", "목", "금", "토", "일"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
PL_MONTHS_GEN = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                 "października", "listopada", "grudnia"]

DEVA = str.maketrans("0123456789", "०१२३४५६७८९")
GURU = str.maketrans("0123456789", "੦੧੨੩੪੫੬੭੮੯")
GUJR = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")
ARAB = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# --- value formats not in make_holdout -----------------------------------------------------------------------------

def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def rfc3339_ns(t: datetime, ns: int) -> str:
    """RFC 3339 with nine fractional digits (trailing zeros kept)."""
    base = rfc3339(t)
    return f"{base[:19]}.{t.microsecond:06d}{ns:03d}{base[19:]}"


def rfc3339_min(t: datetime) -> str:
    """RFC 3339 without seconds, as some schedulers print it."""
    return rfc3339(t)[:16] + rfc3339(t)[19:]


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def hl7_ts(t: datetime) -> str:
    """HL7 v3 / ICH E2B(R3) TS with an offset: YYYYMMDDHHMMSS+ZZZZ."""
    off = t.strftime("%z")
    return f"{t:%Y%m%d%H%M%S}{off}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dmy_hms(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def dmy_hms_dots(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def mdy_12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def mdy_hms(t: datetime) -> str:
    return f"{t:%m/%d/%Y %H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M}:{t:%S} {'PM' if t.hour >= 12 else 'AM'}"


def time12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def time24(t: datetime) -> str:
    return f"{t:%H:%M}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def slack_ts(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond:06d}"


def mr_now(t: datetime) -> str:
    return f"{t.day} {MR_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}".translate(DEVA)


def te_now(t: datetime) -> str:
    return f"{t.day} {TE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def pa_now(t: datetime) -> str:
    return f"{t.day} {PA_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}".translate(GURU)


def gu_now(t: datetime) -> str:
    return f"{t.day} {GU_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}".translate(GUJR)


def ml_now(t: datetime) -> str:
    return f"{t.year} {ML_MONTHS[t.month - 1]} {t.day}, {t:%H:%M}"


def ha_now(t: datetime) -> str:
    return f"{t.day} {HA_MONTHS[t.month - 1]}, {t.year} {t:%H:%M}"


def yo_now(t: datetime) -> str:
    return f"{t.day} Oṣù {YO_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ig_now(t: datetime) -> str:
    return f"{t.day} {IG_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def am_now(t: datetime) -> str:
    return f"{AM_MONTHS[t.month - 1]} {t.day} {t.year} {t:%H:%M}"


def jv_now(t: datetime) -> str:
    return f"{JV_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year} jam {t:%H.%M}"


def ceb_now(t: datetime) -> str:
    return f"{CEB_MONTHS[t.month - 1]} {t.day}, {t.year}, {time12(t)}"


def hu_now(t: datetime) -> str:
    return f"{t.year}. {HU_MONTHS[t.month - 1]} {t.day}., {HU_DAYS[t.weekday()]} {t:%H:%M}"


def tr_now(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M}"


def vi_now(t: datetime) -> str:
    return f"{t:%H:%M}, {VI_DAYS[t.weekday()]}, ngày {t.day} tháng {t.month} năm {t.year}"


def pt_now(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def es_now(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M} h"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def de_now(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t:%H:%M}"


def ko_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_DAYS[t.weekday()]}) {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M}"


def ar_now(t: datetime) -> str:
    return f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}، {t:%H:%M}".translate(ARAB)


def pl_now(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS_GEN[t.month - 1]} {t.year}, godz. {t:%H:%M}"


class Gen53(Gen):
    """make_holdout.Gen with the zones and identifier shapes this corpus needs."""

    def at(self, tz: timezone) -> datetime:
        return self.moment(tz)

    def uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def eu(self) -> datetime:
        t = self.moment()
        return t.astimezone(CEST if 4 <= t.month <= 10 else CET)

    def us_east(self) -> datetime:
        t = self.moment()
        return t.astimezone(EDT if 4 <= t.month <= 10 else EST)

    def us_pacific(self) -> datetime:
        t = self.moment()
        return t.astimezone(PDT if 4 <= t.month <= 10 else PST)

    def us_central(self) -> datetime:
        t = self.moment()
        return t.astimezone(CDT if 4 <= t.month <= 10 else CST_US)

    def au(self) -> datetime:
        t = self.moment()
        return t.astimezone(AEST if 5 <= t.month <= 9 else AEDT)

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def tracestate(self) -> str:
        return f"rojo=00f067aa0ba902b7,congo={self.b64url(9)}"

    def call_id(self) -> str:
        return f"{self.hex(8)}-{self.hex(4)}@sbc.{self.pick(['lon1', 'fra2', 'iad3', 'syd1'])}.example"

    def wamid(self) -> str:
        return "wamid.HBgM" + self.b64url(30).replace("-", "A").replace("_", "B")

    def ns(self) -> int:
        return self.small(1, 1000)


# --- drafting helpers ---------------------------------------------------------------------------------------------

POS: list[Callable[[Gen53], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen53], Draft]) -> Callable[[Gen53], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, source: str, *tags: str) -> Draft:
    """A hand-written positive."""
    return Draft(marked, f"{SRC}pos:{source}", list(tags))


def N(source: str, tags: list[str], text: str) -> None:
    """A hand-written negative."""
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# === positives ====================================================================================================
# --- A. community pharmacy counter and dispensing -----------------------------------------------------------------

@pos
def _counter_otc_header(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You are the counter assistant of Harrow Road Pharmacy. Help counter staff sell
over-the-counter medicines safely: ask the WWHAM questions, flag red-flag symptoms and refer to the
pharmacist whenever a product is pharmacy-only or the customer takes other medicines.

Branch: 4471 Harrow Road
GPhC premises: 1098765
{v('session_id', 'Till-Session: ' + g.b58(22))}
{v('datetime', 'Counter clock: ' + dmy_hm(t))}
Staff role: medicines counter assistant

Staff: A lady wants co-codamol 8/500 for her back, she already takes sertraline. Can I sell it?
Assistant:""", "counter:otc-header", "header_block", "base58", "day_first", "stable_neighbours")


@pos
def _final_check_yaml(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""---
pharmacy_ods: FQ123
sop: final-accuracy-check v4.2
{v('session_id', 'check_session: ' + g.uuid7(t))}
{v('datetime', 'started_at: ' + rfc3339(t, 3))}
checker_role: ACT
---
Compare the dispensed item against the prescription line and say PASS or FAIL with the reason.

Prescription line: Lansoprazole 30 mg gastro-resistant capsules, 28, one daily before breakfast
Dispensed: Lansoprazole 15 mg orodispersible tablets, 28, label "Take ONE daily before breakfast"
Check result:""", "dispensing:final-check-yaml", "yaml_front_matter", "uuid7", "rfc3339_ms")


@pos
def _blister_planner_json(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""Plan the weekly multi-compartment compliance aid for this patient. Keep each medicine at its
prescribed time slot and list anything that must not go into the tray (dispersible, moisture-sensitive or
"when required" items).

{{
  "pharmacy": "Apotheek De Linde, Zwolle",
  {v('request_id', '"request_id": "' + g.ulid(t) + '",')}
  {v('datetime', '"generated_at": "' + rfc3339(t) + '",')}
  "tray_start_weekday": "Thursday",
  "medicines": [
    {{"name": "Metformin 500 mg", "slots": ["breakfast", "evening meal"]}},
    {{"name": "Amlodipine 5 mg", "slots": ["breakfast"]}},
    {{"name": "Paracetamol 500 mg", "slots": ["when required"]}},
    {{"name": "Sodium valproate 200 mg MR", "slots": ["breakfast", "bedtime"]}}
  ]
}}

Assistant:""", "dispensing:blister-json", "pretty_json", "ulid", "rfc3339_offset")


@pos
def _owing_slip_single_json(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Write the owing slip text for the patient in plain English: what we could not supply, how much we
owe and when to come back. Keep it under 60 words.

ctx: {{"branch": "ST-0219", {v('request_id', '"req": "' + g.hex(20) + '",')} {v('epoch', '"now_ms": ' + str(epoch_ms(t)) + ',')} "wholesaler_cutoff": "15:30"}}

Item: Estradiol 1 mg tablets, prescribed 84, supplied 28, owing 56. Wholesaler says next delivery
Thursday afternoon.
Owing slip:""", "dispensing:owing-slip-single-json", "single_line_json", "hex", "epoch_ms")


@pos
def _emergency_supply_sentence(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You support pharmacists deciding on emergency supplies at the request of a patient (no
prescription). Check the legal conditions one by one and never suggest a Schedule 2 or 3 controlled drug
other than phenobarbital for epilepsy. {v('datetime', 'The current date and time is ' + uk_long(t) + ', ' + time24(t) + '.')} Quote the
maximum quantity allowed.

Pharmacist: Visitor from Leeds, left his levothyroxine 100 micrograms at home, his GP surgery is closed,
he has his repeat slip with him. How many days can I supply?
Assistant:""", "counter:emergency-supply-sentence", "templated_sentence", "uk_long_date")


@pos
def _minor_ailment_marathi(g: Gen53) -> Draft:
    t = g.at(IST)
    return P(f"""तुम्ही पुण्यातील "आरोग्य मेडिकल" या औषध दुकानाचे सहाय्यक आहात. किरकोळ आजारांसाठी ओव्हर-द-काउंटर औषधांबद्दल सोप्या
मराठीत सल्ला द्या आणि गंभीर लक्षणे असल्यास डॉक्टरकडे पाठवा.

{v('datetime', 'सध्याची वेळ: ' + mr_now(t))}
{v('session_id', 'संभाषण क्रमांक: ' + g.uuid4())}
दुकान परवाना: MH-PZ4-118934

ग्राहक: माझ्या सात वर्षांच्या मुलाला दोन दिवसांपासून खोकला आणि थोडा ताप आहे. कोणते सिरप देऊ शकतो?""",
             "counter:minor-ailment-marathi", "marathi", "localized_now", "uuid4", "devanagari_digits")


@pos
def _delivery_run_xml(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Order tomorrow's home delivery run so that fridge items are delivered first and controlled drugs
need a signature. Return the stops in order with a one-line reason each.

<run-context {v('request_id', 'req="' + g.uuid4() + '"')} {v('datetime', 'at="' + py_iso(t) + '"')} branch="Kirkstall" van="VN-3">
  <stop patient="P-1120" items="insulin glargine pens x5 (fridge)" postcode="LS5 3BT"/>
  <stop patient="P-0847" items="oxycodone 5 mg caps x56 (CD)" postcode="LS4 2PR"/>
  <stop patient="P-2031" items="MDS tray week 2" postcode="LS5 3HL"/>
</run-context>
Answer:""", "counter:delivery-run-xml", "xml_attributes", "uuid4", "py_isoformat")


@pos
def _nms_call_header(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You help pharmacists run New Medicine Service follow-up calls. Suggest the next questions from
the NMS interview schedule and note anything that needs a referral. Do not record clinical notes yourself.

{v('session_id', 'Call-ID: ' + g.call_id())}
{v('datetime', 'Call answered: ' + f'{t:%H:%M:%S}')}
Line: NMS outbound 2
Patient consent on file: yes

Pharmacist: Started on apixaban 5 mg twice daily 12 days ago. She says she sometimes forgets the evening
dose. What should I ask next?
Assistant:""", "counter:nms-call-header", "header_block", "sip_call_id", "time_alone")


@pos
def _balcao_pt_br(g: Gen53) -> Draft:
    t = g.at(BRT)
    return P(f"""Você é o assistente de balcão da Drogaria Ipê, em Belo Horizonte. Oriente o balconista sobre
medicamentos isentos de prescrição, explique quando é preciso chamar o farmacêutico e nunca indique
antibiótico sem receita.

{v('datetime', 'Agora: ' + pt_now(t))}
{v('session_id', 'Sessão: ' + g.hex(24))}
CNPJ da loja: 12.345.678/0001-90

Balconista: Cliente pediu dipirona gotas para a filha de 2 anos, 12 kg. Qual a dose e de quanto em quanto
tempo?""", "counter:balcao-pt-br", "portuguese_br", "localized_now", "hex")


@pos
def _collection_sms_footer(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Draft a text message telling the patient their repeat prescription is ready to collect. Mention
the shelf hours and that the bag will be kept for 14 days. No medicine names in the text.

Patient first name: Aileen
Ready on shelf: yes (bag 31)
Branch hours: Mon-Sat 09:00-18:00

--
{v('datetime', 'Generated: ' + rfc2822(t))}
{v('run_id', 'Job: sms-ready-' + g.b62(12))}""", "counter:collection-sms-footer", "footer", "rfc2822", "prefixed_id")


@pos
def _locker_kiosk_kv(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""[kiosk {v('session_id', 'session=' + g.b32(16))} {v('epoch', 'now=' + str(epoch_s(t)))} site=apo-koeln-ehrenfeld locker_bank=B]
You are the help screen of a 24-hour prescription collection locker. Explain in two short sentences what
the customer should do. Never reveal collection codes.

Customer: The locker says my code is expired but I got the SMS only yesterday.
Assistant:""", "counter:locker-kiosk-kv", "bracketed_kv", "base32", "epoch_s", "head")


@pos
def _whatsapp_order_yoruba(g: Gen53) -> Draft:
    t = g.at(WAT)
    return P(f"""O jẹ́ olùrànlọ́wọ́ ilé-ìtajà oògùn Ìrètí Pharmacy ní Ìbàdàn. Dáhùn ní èdè Yorùbá, ṣàlàyé bí a ṣe ń lo
oògùn, kí o sì rán oníbàárà lọ sí ọ̀dọ̀ dókítà bí àmì àìsàn bá le.

Oníbàárà: Ẹ jọ̀ọ́, ṣé mo lè lo Coartem pẹ̀lú paracetamol fún ọmọ mi ọdún mẹ́fà? Ara rẹ̀ gbóná láti àná.
{v('message_id', 'message_id: ' + g.wamid())}
{v('epoch', 'timestamp: ' + str(epoch_s(t)))}
from: 2348031234567""", "counter:whatsapp-yoruba", "yoruba", "wamid", "epoch_s", "after_user")


@pos
def _farmacia_mx(g: Gen53) -> Draft:
    t = g.at(CST_MX)
    return P(f"""Eres el asistente de mostrador de Farmacias del Bajío (sucursal León Centro). Responde en español
de México, con lenguaje sencillo. Los antibióticos solo se surten con receta retenida; explícalo con
amabilidad si te lo piden.

{v('datetime', 'Fecha y hora actual: ' + es_now(t))}
{v('session_id', 'Folio de atención: ' + g.ksuid(t))}
Licencia sanitaria: 11-20-0045871

Cliente: ¿Me puede dar amoxicilina? Es que tengo la garganta muy irritada desde el martes.""",
             "counter:farmacia-mx", "spanish_mx", "localized_now", "ksuid")


@pos
def _methadone_supervision_tool(g: Gen53) -> Draft:
    t = g.au()
    return P(f"""You assist pharmacists in an opioid treatment program dosing point. Work out whether today's dose
can be given, using the dosing record and the program rules. Missed three or more consecutive doses means
the pharmacist must contact the prescriber before dosing.

{v('datetime', 'Tool result (get_current_time): ' + rfc3339(t))}

Dosing record (from the ODP register):
Mon 06/04  70 mg  supervised
Tue 07/04  --     missed
Wed 08/04  --     missed
Thu 09/04  70 mg  supervised

Pharmacist: Client arrived for her dose. Anything stopping me?
Assistant:""", "counter:opioid-dosing-tool", "tool_result", "rfc3339_offset")


# --- B. hospital pharmacy and ward stock --------------------------------------------------------------------------

@pos
def _ward_topup_table(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Prepare the ward stock top-up pick list for the pharmacy technician. Bring each line back to its
imprest level and flag any line where the count is above the imprest (possible returns).

| Field | Value |
|---|---|
| Ward | 7B Cardiology |
| Imprest list | 7B-IMP rev 12 |
{v('datetime', '| Generated | ' + iso_space(t) + ' |')}
{v('request_id', '| Request | ' + g.uuid4() + ' |')}

| Item | Imprest | Counted |
|---|---|---|
| Furosemide 40 mg tabs | 56 | 14 |
| Bisoprolol 2.5 mg tabs | 56 | 60 |
| Sodium chloride 0.9% 10 mL amps | 100 | 35 |
| Glyceryl trinitrate spray | 4 | 1 |

Pick list:""", "hospital:ward-topup-table", "markdown_table", "iso_space", "uuid4")


@pos
def _adc_override_logfmt(g: Gen53) -> Draft:
    t = g.at(UTC)
    return P(f"""ctx {v('datetime', 'ts=' + rfc3339(t, 6))} {v('request_id', 'req_id=' + g.hex(16))} cabinet=ADC-ICU-03 role=pharmacist
Summarise which automated dispensing cabinet overrides below need a pharmacist follow-up today and why.
Overrides are allowed only for drugs on the ICU override list.

Override export (ICU, last 24 h):
2026-03-17 02:14  noradrenaline 4 mg/4 mL   on override list   order verified 02:31
2026-03-17 04:50  midazolam 5 mg/mL         on override list   no order found
2026-03-17 09:02  vancomycin 1 g vial       NOT on list        order verified 09:40
Answer:""", "hospital:adc-override-logfmt", "logfmt", "rfc3339_us", "hex", "head")


@pos
def _tto_chatml(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""<|im_start|>system
You screen discharge prescriptions (TTOs) for the pharmacy team at St Columba's Hospital. Check doses,
durations, omitted admission medicines and supply issues. Be brief.
{v('datetime', 'Current time: ' + f'{t:%a %d %b %Y %H:%M}')}
Site: SCH main
<|im_end|>
<|im_start|>user
TTO for bed 14, ward 22: clarithromycin 500 mg BD 7 days, simvastatin 40 mg ON (continued from admission),
omeprazole 20 mg OD. Anything to flag?<|im_end|>
<|im_start|>assistant""", "hospital:tto-chatml", "chatml_system", "abbreviated_date")


@pos
def _ward_round_llama3(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2025
{v('date', 'Today Date: ' + llama_date(t))}

You are a clinical pharmacist's ward round assistant on a renal ward. Suggest dose adjustments for the
eGFR given and cite the reasoning briefly.<|eot_id|><|start_header_id|>user<|end_header_id|>

eGFR 24 mL/min/1.73m2, 81 kg. Current: gabapentin 600 mg TDS, enoxaparin 80 mg OD, metformin 1 g BD,
co-trimoxazole 960 mg BD. What would you change?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "hospital:ward-round-llama3", "llama3", "today_date",
             "knowledge_cutoff_stays")


@pos
def _aseptic_worksheet_comment(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""<!-- {v('run_id', 'worksheet_job=' + g.hex(12))} {v('datetime', 'rendered=' + log4j_iso(t))} unit=ASU-1 template=PN-adult-v7 -->
Check this adult parenteral nutrition worksheet for calculation errors before it goes to the aseptic
unit. Show the volume of each additive.

Bag: 2,000 mL compounded PN, 24 h
Prescribed per day: glucose 250 g, amino acids 80 g, lipid 60 g, sodium 90 mmol, potassium 70 mmol
Stock: glucose 50% (500 mL), amino acids 10% (1,000 mL), lipid 20% (500 mL), NaCl 30% (5.13 mmol/mL),
KCl 15% (2 mmol/mL)
Answer:""", "hospital:aseptic-worksheet-comment", "html_comment", "log4j", "hex")


@pos
def _ams_snapshot(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You support the antimicrobial stewardship pharmacist. For each order say whether it needs an IV to
oral switch review, a duration stop, or nothing.

Active antibiotic orders {v('datetime', 'as of ' + mdy_12(t))} {v('request_id', '(snapshot ' + g.ksuid(t) + ')')} for this request:
- MRN 448120, piperacillin-tazobactam 4.5 g IV q6h, started 03/12, afebrile 48 h, eating
- MRN 448377, ceftriaxone 1 g IV daily, started 03/15, blood cultures pending
- MRN 449002, cefazolin 2 g IV q8h, started 03/09 (surgical prophylaxis)
Assistant:""", "hospital:ams-snapshot", "as_of", "month_first_12h", "ksuid", "parenthesised")


@pos
def _oncall_heroku(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Via: 1.1 vegur

You help the on-call pharmacist answer ward queries overnight. Give an answer, the source to check, and
whether it can wait until the morning.

Nurse (ward 9, 02:40): Can IV levetiracetam be given undiluted as a push? Patient's cannula is tiny.
Assistant:""", "hospital:oncall-request-start", "header_block", "epoch_us", "head")


@pos
def _krankenhausapotheke_de(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Du unterstützt die Krankenhausapotheke des Klinikums Nordstadt bei Lieferengpässen. Antworte auf
Deutsch, nenne Alternativen mit Wirkstärke und sag, wer die Umstellung freigeben muss.

{v('datetime', 'Stand: ' + de_now(t))}
{v('session_id', 'Sitzung: ' + g.uuid4())}
Apotheke: Zentralapotheke, Haus C
Arzneimittelliste: AML 2026/1

Station 4 fragt: Piperacillin/Tazobactam 4 g/0,5 g ist nicht lieferbar. Was geben wir stattdessen bei
einer Pneumonie ohne Risikofaktoren?""", "hospital:krankenhausapotheke-de", "german", "localized_now", "uuid4")


@pos
def _pod_tablet_clock(g: Gen53) -> Draft:
    t = g.au()
    return P(f"""You help pharmacy technicians assess patients' own drugs (PODs) brought into hospital. Say for
each item whether it is suitable for use on the ward (labelled for this patient, in date, original
container, matches the chart).

{v('datetime', 'Device time: ' + js_tostring(t, 'Australian Eastern Standard Time' if t.tzname() == 'AEST' else 'Australian Eastern Daylight Time'))}
Ward: 5 North, Royal Harbour Hospital

Items from the patient's bag:
1. Perindopril 5 mg, pharmacy label, dispensed 02/02/2026, expiry 11/2027
2. Loose strip of "metoprolol" with no box, expiry cut off
3. Tiotropium 18 microgram caps, label for patient's husband
Assistant:""", "hospital:pod-tablet-clock", "device_clock", "js_tostring")


@pos
def _homecare_traceparent(g: Gen53) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ' + g.tracestate())}

You coordinate homecare medicine deliveries for the hospital's outpatients. Answer patient queries about
their delivery and escalate clinical questions to the homecare pharmacist.

Patient: My adalimumab delivery was supposed to come Friday but nobody turned up. I inject on Monday.
Assistant:""", "hospital:homecare-traceparent", "traceparent", "tracestate", "head")


@pos
def _medrec_env(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""TRUST=RXH
FORMULARY_EDITION=2026.3
{v('session_id', 'MEDREC_SESSION=' + g.b64url(18))}
{v('epoch', 'NOW_EPOCH=' + str(epoch_s(t)))}

Complete a medicines reconciliation from the two sources below. List discrepancies and classify each as
intentional, unintentional or unclear.

GP summary: ramipril 10 mg OD, atorvastatin 20 mg ON, alendronic acid 70 mg weekly (Mon), sertraline 50 mg OD
Patient says: ramipril, "the cholesterol one", sertraline 100 mg since last month, stopped alendronic acid
Answer:""", "hospital:medrec-env", "env_lines", "base64url", "epoch_s")


@pos
def _byoin_ja(g: Gen53) -> Draft:
    t = g.at(JST)
    return P(f"""あなたは市立中央病院薬剤部の業務支援アシスタントです。病棟からの問い合わせに、院内採用薬と代替薬の情報を
簡潔に日本語で答えてください。

{v('datetime', '現在日時: ' + ja_now(t))}
{v('session_id', 'セッションID: ' + g.nanoid())}
施設コード: 1311234567

病棟看護師: 5階東病棟です。ランソプラゾールOD錠が経管投与の患者さんにいますが、粉砕してもいいですか?""",
             "hospital:byoin-ja", "japanese", "localized_now", "nanoid")


# --- C. prescription verification and e-prescription services ----------------------------------------------------

@pos
def _erezept_headers(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Du hilfst in der Rosen-Apotheke Freiburg bei der Belieferung von E-Rezepten. Prüfe die
Verordnung auf formale Fehler (Dosierangabe, Packungsgröße, Ausstellungsdatum) und sag, ob wir beliefern
dürfen. Antworte auf Deutsch.

Host: ti-gateway.rosen-apotheke.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Telematik-ID: 3-SMC-B-Testkarte-883110000117439
Accept: application/fhir+json

Verordnung (vom Fachdienst abgerufen): Ramipril 5 mg, N3, 100 Stück, Dosierung "1-0-0", ausgestellt von
Dr. med. K. Albers, Hausärztin; ausgestellt am 02.03.2026. Patientin legt sie heute vor.""",
             "erx:erezept-headers", "german", "header_block", "http_date", "uuid4")


@pos
def _eps_tracker_query(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You help the dispensary team answer "where is my prescription?" calls. Explain to the patient in
plain English where each item is and what they should do.

EPS prescription tracker queried {v('datetime', 'at ' + f'{t:%H:%M:%S} on {t:%d/%m/%Y}')} {v('request_id', '(query ' + g.hex(16).upper() + ')')} for this request:
Prescription ID 7F3A21-C81007-4E9B2K  Sertraline 100 mg tabs x28   With dispenser (FA442), downloaded 11/04/2026 08:12
Prescription ID 91B0C4-A83399-11D07H  Salbutamol inhaler x1         To be signed by prescriber since 10/04/2026
Caller: I ordered both on Friday, why has only one arrived?
Assistant:""", "erx:eps-tracker-query", "fetch_stamp", "day_first", "upper_hex", "parenthesised")


@pos
def _receita_sem_papel_pt(g: Gen53) -> Draft:
    t = g.uk()  # Lisbon keeps the same offsets as London
    return P(f"""És o assistente da Farmácia Avenida, em Coimbra, para receitas eletrónicas (receita sem papel).
Explica ao utente, em português de Portugal, o que pode levantar hoje e o que fica para depois.

{v('session_id', 'Sessão: ' + g.uuid1())}
{v('datetime', 'Data e hora: ' + f'{t:%d-%m-%Y %H:%M}')}
Farmácia (código INFARMED): 04521

Utente: Tenho uma receita com três linhas, mas só quero levar a insulina agora. As outras perdem-se?""",
             "erx:receita-sem-papel", "portuguese_pt", "uuid1", "day_first_dash")


@pos
def _erecepta_pl(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Jesteś asystentem apteki "Pod Lipami" w Lublinie. Pomagasz farmaceutom przy realizacji e-recept:
odpłatności, realizacji częściowej i terminach ważności. Odpowiadaj po polsku, krótko.

{v('datetime', 'Teraz: ' + pl_now(t))}
{v('session_id', 'ID sesji: ' + g.b62(20))}
Apteka: 2.6.0.1234.56

Farmaceuta: Pacjent ma e-receptę na antybiotyk wystawioną 9 dni temu. Czy jeszcze mogę ją zrealizować?""",
             "erx:erecepta-pl", "polish", "localized_now", "base62")


@pos
def _pmp_report(g: Gen53) -> Draft:
    t = g.us_central()
    return P(f"""You help pharmacists review a state prescription monitoring program (PMP) report before filling a
controlled substance. Summarise the risk signals and suggest what to discuss with the prescriber.

PMP report retrieved {v('datetime', 'at ' + http_date(t))} {v('request_id', '(request ' + g.uuid4() + ')')} for this request:
Fill date   Drug                          Qty  Days  Prescriber        Pharmacy
02/03/2026  oxycodone/APAP 10/325 mg      90   30    Dr. R. Ostrander  Main St Rx
02/27/2026  oxycodone/APAP 10/325 mg      90   30    Dr. L. Vance      Prairie Drug
03/05/2026  alprazolam 1 mg               60   30    Dr. L. Vance      Prairie Drug
New prescription today: oxycodone/APAP 10/325 mg #90 from Dr. R. Ostrander.
Assistant:""", "erx:pmp-report", "fetch_stamp", "http_date", "uuid4", "parenthesised")


@pos
def _prescriber_b3(g: Gen53) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.b3())}
You verify prescriber details on prescriptions received by mail-order pharmacy. Say what to check in the
registry and what to do if the prescriber's registration cannot be confirmed.

Prescription: methylphenidate ER 36 mg, #30, prescriber "Dr. Hana Whitcombe, NPI 1457382910", clinic
address in a different state from the patient.
Assistant:""", "erx:prescriber-b3", "b3_single", "head")


@pos
def _receita_digital_jwt(g: Gen53) -> Draft:
    t = g.at(BRT)
    return P(f"""POST /v2/receitas/validar HTTP/1.1
Host: api.receita-digital.example
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'farm-38811'))}
Content-Type: application/json
X-Api-Version: 2025-06-01

Você valida receitas digitais recebidas por farmácias. Explique ao farmacêutico, em português, se a
receita abaixo pode ser dispensada e por quê.

Receita: azitromicina 500 mg, 3 comprimidos, assinada com certificado ICP-Brasil de médico com CRM-SP
118734; emitida em 14/03/2026; paciente apresentou hoje, 11 dias depois.
Resposta:""", "erx:receita-digital-jwt", "jwt", "http_request", "api_version_stays")


@pos
def _refill_relay_received(g: Gen53) -> Draft:
    t = g.us_pacific()
    return P(f"""You triage refill requests relayed from the Cedar Pharmacy patient app. Decide: refill now, contact
prescriber (no refills left), or too early.

Refill rules: a refill is "too early" when less than 75% of the days' supply has passed.

{v('datetime', '[received ' + rfc3339(t, 3) + ']')} {v('message_id', 'msg=' + g.ulid(t))} Rx 6630412: lisinopril 20 mg #30, last filled 8 days ago, 2 refills left. "Going on a cruise, need it before Saturday."
Decision:""", "erx:refill-relay", "received_prefix", "rfc3339_ms", "ulid")


@pos
def _dur_ko(g: Gen53) -> Draft:
    t = g.at(KST)
    return P(f"""당신은 서울 마포구 '늘푸른약국'의 조제 보조 도우미입니다. 처방전 DUR 점검 결과를 약사에게 쉽게 설명하고,
병용금기나 연령금기가 있으면 처방 의사에게 문의하라고 안내하세요.

{v('datetime', '현재 시각: ' + ko_now(t))}
{v('session_id', '세션: ' + g.uuid7(t))}
요양기관기호: 11345678

약사: 72세 환자, 처방에 졸피뎀 10mg과 트리아졸람 0.25mg이 같이 있어요. DUR 경고가 떴는데 어떻게 할까요?""",
             "erx:dur-ko", "korean", "localized_now", "uuid7")


@pos
def _clinical_check_paragraph(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You assist pharmacists with the clinical check of new prescriptions in a retail chain's central
verification queue. Look for dose, duration, interaction and allergy problems; say VERIFY or HOLD with
one reason. {v('datetime', 'It is now ' + us_medium(t) + '.')} Prescriptions older than one year for non-controlled drugs
cannot be filled.

Patient allergies: penicillin (rash)
Rx: cefalexin 500 mg caps, 1 cap four times daily x10 days, #40, written 2026-02-11
Result:""", "erx:clinical-check-sentence", "templated_sentence", "us_medium")


@pos
def _cii_mistral(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""<s>[INST] You answer pharmacists' questions about US Schedule II prescription rules (partial fills,
multiple prescriptions, emergency oral orders). Cite the federal rule and note that state law may be
stricter.
{v('datetime', 'Request time: ' + rfc3339(t))}
Question: A hospice patient's fentanyl patches prescription was partially filled 20 days ago. Can I
supply the remainder today? [/INST]""", "erx:cii-mistral", "mistral_inst", "rfc3339_offset")


@pos
def _cancelrx_cloudevent(g: Gen53) -> Draft:
    t = g.us_central()
    return P(f"""You help the pharmacy team act on prescription cancellation messages. Say whether the prescription
was already filled, what to do with a filled-but-not-picked-up bag, and what to tell the patient.

{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/erx-hub/cancellations",
  "type": "com.example.erx.cancel.received",
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{
    "rxNumber": "4408817",
    "drug": "warfarin 5 mg tablets #30",
    "writtenDate": "2026-03-02",
    "reason": "Therapy changed to apixaban",
    "fillStatus": "filled 2026-03-04, in will-call bin"
  }}
}}
Assistant:""", "erx:cancelrx-cloudevent", "cloudevent", "pretty_json", "uuid4", "rfc3339_ms")


# --- D. drug interaction checkers ---------------------------------------------------------------------------------

@pos
def _ddi_single_json(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""meta: {{"kb_release": "2026.04", {v('request_id', '"check_id": "' + g.uuid4() + '",')} {v('datetime', '"checked_at": "' + js_iso(t) + '",')} "severity_floor": "moderate"}}
Explain each interaction below to a pharmacy student: mechanism, clinical effect, and what a pharmacist
would do. Keep each to three sentences.

1. clarithromycin + simvastatin (contraindicated)
2. lithium + ramipril (major)
3. levothyroxine + calcium carbonate (moderate)
Answer:""", "ddi:single-json", "single_line_json", "js_iso", "uuid4", "head")


@pos
def _eczane_tr(g: Gen53) -> Draft:
    t = g.at(TRT)
    return P(f"""Sen İzmir'deki Kordon Eczanesi'nin ilaç etkileşimi asistanısın. Eczacıya kısa ve net Türkçe
cevap ver; ciddi etkileşimlerde hekime danışılmasını öner.

{v('datetime', 'Şu an: ' + tr_now(t))}
{v('session_id', 'Oturum: ' + g.hex(32))}
Eczane GLN: 8680001234567

Eczacı: Hasta varfarin kullanıyor, diş hekimi metronidazol yazmış. Verebilir miyim?""",
             "ddi:eczane-tr", "turkish", "localized_now", "hex", "gln_stays")


@pos
def _pgx_passages(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You explain pharmacogenomic test results to community pharmacists. Use only the guideline passages
provided and say when a result does not change therapy.

Guideline passages retrieved {v('datetime', 'at ' + ctime(t))} {v('request_id', '(retrieval ' + g.hex(12) + ')')} for this request:
[1] CYP2C19 poor metabolizers: clopidogrel, reduced active metabolite; use an alternative antiplatelet if
no contraindication (guideline update 2022).
[2] CYP2D6 ultrarapid metabolizers: avoid codeine because of the risk of toxicity (guideline 2021).

Patient result: CYP2C19 *2/*2, CYP2D6 *1/*1. Current: clopidogrel 75 mg daily, codeine 30 mg PRN.
Assistant:""", "ddi:pgx-passages", "fetch_stamp", "asctime", "hex", "parenthesised")


@pos
def _renal_dose_yaml_str(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""---
tool: renal-dose-helper
{v('datetime', 'now: ' + py_str(t))}
formula: Cockcroft-Gault
weight_basis: actual
---
Calculate the creatinine clearance and recommend doses for the listed drugs. Show the calculation.

Patient: male, 78 years, 64 kg, serum creatinine 168 micromol/L
Drugs: dabigatran 150 mg BD, nitrofurantoin 50 mg QDS, sitagliptin 100 mg OD
Answer:""", "ddi:renal-dose-yaml", "yaml_front_matter", "py_str")


@pos
def _sk_interaction(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You are the medication safety assistant in a pharmacy chain's intranet. Answer interaction
questions from store pharmacists and cite the severity level.

{v('datetime', 'The current date and time is ' + sk_now(t) + '.')}

Pharmacist: Customer on sildenafil 50 mg wants to buy an isosorbide mononitrate refill that a cardiologist
prescribed last week. Is it OK if they space the doses?
Assistant:""", "ddi:sk-time-plugin", "semantic_kernel", "sk_now")


@pos
def _herbal_telugu(g: Gen53) -> Draft:
    t = g.at(IST)
    return P(f"""మీరు విజయవాడలోని "శ్రీ సాయి మెడికల్స్" ఫార్మసీ సహాయకుడు. మూలికా ఔషధాలు మరియు అల్లోపతి మందుల మధ్య
పరస్పర చర్యల గురించి తెలుగులో సరళంగా వివరించండి. ప్రమాదం ఉంటే డాక్టర్‌ను సంప్రదించమని చెప్పండి.

{v('datetime', 'ప్రస్తుత సమయం: ' + te_now(t))}
{v('session_id', 'సెషన్: ' + g.ulid(t))}

కస్టమర్: నేను రోజూ వార్ఫరిన్ వేసుకుంటాను. మా అమ్మ అల్లం, వెల్లుల్లి కషాయం తాగమంటోంది. తాగవచ్చా?""",
             "ddi:herbal-telugu", "telugu", "localized_now", "ulid")


@pos
def _lactation_xml_element(g: Gen53) -> Draft:
    t = g.au()
    return P(f"""<context>
  <service>Breastfeeding medicines line, Women's and Children's Pharmacy</service>
  {v('datetime', '<requested>' + rfc3339(t, 6) + '</requested>')}
  <kb>LactRef edition 2026-1</kb>
</context>
Answer the caller's question about medicine use while breastfeeding. State the infant risk level and what
to watch for in the baby.

Caller: My baby is 6 weeks old. My GP prescribed sertraline 50 mg. Should I stop breastfeeding?
Assistant:""", "ddi:lactation-xml-element", "xml_element", "rfc3339_us_offset")


@pos
def _ysite_bullets(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Session info:
- Unit: Critical care, Bay 3
{v('request_id', '- Request: ' + g.ulid(t))}
{v('datetime', '- Time: ' + time24(t))}
- Reference: Y-site compatibility tables, 2026 edition

Are these compatible via the same lumen (Y-site)? Answer per pair: compatible, incompatible, or no data.
1. amiodarone + heparin
2. furosemide + midazolam
3. propofol + noradrenaline
Answer:""", "ddi:ysite-bullets", "markdown_bullets", "ulid", "time_alone")


@pos
def _nha_thuoc_vi(g: Gen53) -> Draft:
    t = g.at(ICT)
    return P(f"""Bạn là trợ lý tra cứu tương tác thuốc của nhà thuốc Phúc An ở Đà Nẵng. Trả lời dược sĩ bằng tiếng
Việt, ngắn gọn, nêu mức độ nghiêm trọng và cách xử trí.

{v('datetime', 'Thời điểm hiện tại: ' + vi_now(t))}
{v('session_id', 'Mã phiên: ' + g.b58(24))}
Mã nhà thuốc: DN-0417

Dược sĩ: Khách đang uống ciprofloxacin, hỏi có uống chung với sữa và viên canxi được không?""",
             "ddi:nha-thuoc-vi", "vietnamese", "localized_now", "base58")


@pos
def _override_rationale_ctx(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Write a short override rationale for the interaction alert below, suitable for the audit trail.
If the override is not justified, say so instead.

[ctx {v('request_id', 'req=' + g.hex(12))} {v('datetime', 'at=' + py_logging(t).replace(' ', 'T'))} site=RXH-main module=ddi-alerts]
Alert: methotrexate 15 mg weekly + trimethoprim 200 mg BD (major: additive antifolate effect)
Prescriber note: UTI, 3 days only, patient's folic acid continues, FBC booked.
Rationale:""", "ddi:override-rationale-ctx", "bracketed_kv", "hex", "log4j_like")


# --- E. wholesalers and distributors: orders, recalls, cold chain -------------------------------------------------

@pos
def _order_cutoff_sentence(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You are the ordering assistant in Medway Healthcare's pharmacy ordering portal. Help pharmacies
place and amend orders. Orders placed before the 15:30 cut-off arrive on the evening delivery; later
orders go on the next morning's van.

{v('datetime', 'It is now ' + time24(t) + ' on ' + uk_long(t) + '.')} Account: 300418 (Fernhill Pharmacy)

Pharmacy: Can I still add two packs of Ozempic 1 mg to tonight's delivery?
Assistant:""", "wholesale:order-cutoff-sentence", "templated_sentence", "uk_long_date", "account_stays")


@pos
def _backorder_snapshot(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""You help a pharmacy's buyer decide what to do about backorders: wait, order from a second
wholesaler, or ask the prescriber to switch. Give one line per item.

Backorder lines {v('datetime', 'as of ' + rfc3339(t, 3))} {v('request_id', '(snapshot ' + g.uuid7(t) + ')')} for this request:
PZN 04110428  Salbutamol 100 mcg inhaler   ordered 24   due 2026-04-21   supplier: quota
PZN 00883136  Estradiol gel 0.06%          ordered 6    due unknown      manufacturer shortage
PZN 10192538  Amoxicillin 250 mg/5 mL      ordered 10   due 2026-04-16
Assistant:""", "wholesale:backorder-snapshot", "as_of", "rfc3339_ms_offset", "uuid7", "parenthesised")


@pos
def _grossiste_fr(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Tu es l'assistant du service clients d'un grossiste-répartiteur de la région lyonnaise. Réponds aux
pharmaciens en français : disponibilité, horaires de livraison, retours et avoirs.

{v('datetime', 'Maintenant : ' + fr_now(t))}
{v('session_id', 'Appel : ' + g.call_id())}
Client : Pharmacie des Terreaux (compte 0716624)

Pharmacien : Le bac de ce matin contenait deux boîtes de Doliprane 1000 cassées. Comment j'obtiens un avoir ?""",
             "wholesale:grossiste-fr", "french", "localized_now", "sip_call_id")


@pos
def _order_api_idempotency(g: Gen53) -> Draft:
    return P(f"""The order below failed with HTTP 409 when our dispensing system sent it to the wholesaler. Explain
what 409 means here and whether it is safe to resend the same request.

Outgoing request built for this order:
POST /v3/orders HTTP/1.1
Host: api.wholesaler.example
API-Version: 2025-11-01
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('request_id', 'X-Request-ID: ' + g.b62(24))}
Content-Type: application/json

{{"account": "300418", "lines": [{{"gtin": "05012345678900", "qty": 2}}]}}
Assistant:""", "wholesale:order-idempotency", "http_request", "idempotency_key", "api_version_stays")


@pos
def _recall_check_run(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You help pharmacy staff act on drug recalls. Recall check run {v('run_id', g.ksuid(t))} started {v('datetime', 'at ' + rfc3339(t))} on the stock
file of branch 0412. Use the recall notice and the matches to say what to quarantine and which patients
may need contacting.

Recall notice: Class 2 medicines recall, Sodium valproate 200 mg gastro-resistant tablets, batches
VP2281A and VP2283C (expiry 08/2027), issued 2026-03-30: dissolution out of specification.
Matches in stock: VP2281A x4 packs (shelf), VP2283C x1 pack (MDS preparation area)
Assistant:""", "wholesale:recall-check-run", "run_id_in_sentence", "ksuid", "rfc3339_offset")


@pos
def _recall_standard_webhooks(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""Recall delivery received from the distributor's notification service:
{v('message_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64url(32) + '=')}

{{"type": "recall.issued", "recall": {{"ref": "DR-2026-0147", "product": "Enoxaparin 4,000 IU/0.4 mL",
"batches": ["EN4471", "EN4472"], "level": "pharmacy", "issued": "2026-04-02"}}}}

Turn this into a short notice for the pharmacy team, with what to check and by when.
Notice:""", "wholesale:recall-standard-webhooks", "standard_webhooks", "epoch_s", "signature")


@pos
def _route_forecast_fetch(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""You plan pack-outs for refrigerated (2-8 C) pharmacy deliveries. Choose the shipper
(standard cool box, 24 h qualified box, or 48 h qualified box) for each route from the forecast.

Route temperature forecast fetched {v('datetime', 'at ' + iso_basic(t))} {v('request_id', '(fetch ' + g.hex(10) + ')')} for this request:
Route N1 Sevilla-Huelva   max 34 C  transit 5 h
Route N4 Sevilla-Cádiz    max 31 C  transit 7 h
Route N9 Sevilla-Badajoz  max 37 C  transit 26 h (overnight depot)
Answer:""", "wholesale:route-forecast-fetch", "fetch_stamp", "iso_basic", "hex", "parenthesised")


@pos
def _tote_upload_received(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You help pharmacies decide whether fridge lines delivered in a cool tote can be used after a
temperature excursion. Use the logger summary and the stability budget given.

{v('request_id', '[upload id=' + g.uuid4() + ' received=' + f'{t:%Y-%m-%d %H:%M:%S}' + ']')} logger TL-88213 summary:
Start 2026-03-11 06:02  End 2026-03-11 13:47  Min 3.1 C  Max 11.4 C  Time above 8 C: 52 min
Product: insulin aspart 100 units/mL pens x10 (manufacturer allows up to 30 C for 4 weeks once out of
the fridge)
Assistant:""", "wholesale:tote-upload-received", "bracketed_upload", "uuid4", "iso_space")


@pos
def _rma_nested_yaml(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""---
account: RX-22871
returns_policy: 2025 rev B
request:
  {v('request_id', 'id: ' + g.uuid4())}
  {v('datetime', 'at: ' + rfc3339(t, 6))}
  channel: portal
---
Decide whether each item can be returned for credit under the returns policy (unopened, more than 6 months
of dating left, not refrigerated, not a controlled drug) and draft the RMA note.

1. Eliquis 5 mg #60, sealed, exp 2027-11
2. Humira pen 40 mg, sealed, refrigerated
3. Amoxicillin 500 mg #100, opened, exp 2026-09
Answer:""", "wholesale:rma-nested-yaml", "nested_yaml", "uuid4", "rfc3339_us_offset")


@pos
def _allocation_ar(g: Gen53) -> Draft:
    t = g.at(AST_SA)
    return P(f"""أنت مساعد مكتب التوزيع في شركة "الدواء المتحد" بالرياض. أجب الصيدليات بالعربية عن الحصص المخصصة
للأصناف الشحيحة ومواعيد التوريد، ولا تعد بكميات غير مؤكدة.

{v('datetime', 'الوقت الحالي: ' + ar_now(t))}
{v('session_id', 'رقم الجلسة: ' + g.uuid4())}
رقم العميل: 55102

الصيدلي: حصتنا من أقلام سيماغلوتايد هذا الشهر انتهت، والمرضى ينتظرون. هل يمكن زيادة الحصة؟""",
             "wholesale:allocation-ar", "arabic", "localized_now", "arabic_digits", "uuid4")


@pos
def _gdp_rp_dotnet(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""{{
  "desk": "GDP responsible person",
  {v('datetime', '"requestedAt": "' + dotnet_o(t, g.small(0, 10)) + '",')}
  "licence": "WDA(H) 21455",
  "site": "Crewe DC"
}}
You advise the Responsible Person of a wholesale distribution site. Say whether the situation below needs
a deviation report, a CAPA, or a report to the regulator.

Situation: a customer returned three packs of adalimumab 12 days after delivery, saying they were never
opened; the customer cannot show temperature records for their fridge.
Assistant:""", "wholesale:gdp-rp-dotnet", "pretty_json", "dotnet_o", "head")


@pos
def _pod_go_string(g: Gen53) -> Draft:
    t = g.eu()
    mono = f"{g.small(100, 99999)}.{g.small(100000000, 999999999)}"
    return P(f"""driver-app {v('datetime', 'now="' + go_string(t, g.ns(), mono) + '"')} route=HB-07 depot=hamburg-sued
Help the driver decide what to do at this stop. The pharmacy is closed and the order contains two
fridge items and a narcotics pouch.

Stop 14: Apotheke am Markt, Winterhude, 2 totes (1 cool tote), 1 BtM pouch requiring signature.
Answer:""", "wholesale:pod-go-string", "logfmt", "go_string", "head")


@pos
def _nagyker_hu(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Egy gyógyszer-nagykereskedő ügyfélszolgálati asszisztense vagy. Válaszolj magyarul a
gyógyszertáraknak rendelésről, szállításról és visszárúról.

{v('datetime', 'Most: ' + hu_now(t))}
{v('session_id', 'Munkamenet: ' + g.b32(20))}
Ügyfélkód: GY-40213

Gyógyszerész: A tegnapi szállítmányból hiányzik három doboz Xarelto 20 mg, a számlán viszont rajta van.
Mit tegyek?""", "wholesale:nagyker-hu", "hungarian", "localized_now", "base32")


# --- F. serialisation and track-and-trace -------------------------------------------------------------------------

@pos
def _fmd_verify_headers(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""You help pharmacy staff with medicines verification (safety features) at the point of dispensing.
Explain the system's answer and the next step, following the national procedure for alerts.

Verification request context:
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
{v('request_id', 'Client-Transaction-Id: ' + g.b62(18))}
{v('datetime', 'Request-Time: ' + rfc3339(t, 3))}
Location-Id: NL-PH-004471
Software: DispensePro 12.4

Scanned pack: product code 08712345678906, batch A77321, expiry 2027-05-31, serial 7HK2M9QX41
System answer: "Pack already decommissioned (dispensed) at another location."
Assistant:""", "serial:fmd-verify-headers", "header_block", "uuid4", "base62", "rfc3339_ms_offset")


@pos
def _vrs_saleable_return(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You help a wholesaler's returns team with saleable returns under DSCSA. Explain whether the
returned package can go back to stock based on the verification result.

{{
  "verificationRequest": {{
    {v('request_id', '"requestId": "' + g.uuid4() + '",')}
    {v('datetime', '"requestTimestamp": "' + rfc3339(t, 3) + '",')}
    "requestorGln": "0614141000005",
    "gtin": "00312345678906",
    "serialNumber": "100000482291",
    "lot": "LT7740A",
    "expiry": "2027-02-28"
  }},
  "response": {{"verified": false, "reason": "NO_MATCH_SERIAL"}}
}}
Assistant:""", "serial:vrs-saleable-return", "pretty_json", "uuid4", "rfc3339_ms_offset", "gln_stays")


@pos
def _epcis_fetch(g: Gen53) -> Draft:
    t = g.at(UTC)
    return P(f"""Reconstruct the custody chain of this serialised pack from the EPCIS events and point out any gap.

EPCIS events for sgtin 0614141.107346.2018 fetched {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(query ' + g.ulid(t) + ')')} for this request:
2026-01-08T09:12:44Z  commissioning   urn:epc:id:sgln:0614141.00001.0   (manufacturer, Kalamazoo)
2026-01-09T16:30:02Z  packing         urn:epc:id:sgln:0614141.00001.0   into case urn:epc:id:sscc:0614141.1234567890
2026-01-14T11:05:51Z  receiving       urn:epc:id:sgln:0358468.00020.0   (wholesaler DC, Memphis)
2026-02-02T08:47:10Z  dispensing      urn:epc:id:sgln:0861234.00003.0   (pharmacy, Little Rock)
Answer:""", "serial:epcis-fetch", "fetch_stamp", "rfc3339_z", "ulid", "parenthesised")


@pos
def _alert_desk_session(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""You assist the marketing authorisation holder's alert desk that investigates verification alerts
raised by pharmacies. Alert desk session {v('session_id', g.b32(16))} opened {v('datetime', 'at ' + dmy_hms_dots(t))} on workstation QA-2.

Alert: A2 (batch not found) raised by a pharmacy in Graz for product 09001234567893, batch
"K2237B". Our master data has batch K2237 with no suffix. What are the likely causes and what should the
investigation ask the pharmacy?
Assistant:""", "serial:alert-desk-session", "session_in_sentence", "base32", "day_first_dotted")


@pos
def _aggregation_xml_attr(g: Gen53) -> Draft:
    t = g.us_central()
    return P(f"""Check the aggregation below: does every case SSCC on the pallet match the shipping notice, and is
anything missing?

<scan-context {v('request_id', 'reqId="' + g.uuid4() + '"')} {v('datetime', 'readAt="' + rfc3339(t) + '"')} line="PK-3" site="Memphis DC">
  <pallet sscc="006141411234567897">
    <case sscc="006141410000000012"/>
    <case sscc="006141410000000029"/>
    <case sscc="006141410000000036"/>
  </pallet>
  <asn cases="4" ref="ASN-88120"/>
</scan-context>
Answer:""", "serial:aggregation-xml", "xml_attributes", "uuid4", "rfc3339_offset")


@pos
def _sevem_es(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Eres el asistente de la Farmacia Triana (Sevilla) para la verificación de dispositivos de
seguridad (SEVeM). Explica al farmacéutico en español qué significa la respuesta del sistema y qué hacer
con el envase.

{v('datetime', 'Hora del servidor: ' + dmy_hms(t))}
{v('request_id', 'Id. de petición: ' + g.uuid4().upper())}
Código de farmacia: 41-0215

Farmacéutico: Al dispensar me sale "el número de serie no existe" en una caja de Sintrom 4 mg. La caja
parece normal. ¿La puedo entregar?""", "serial:sevem-es", "spanish", "day_first", "upper_uuid")


@pos
def _suspect_pack_jwt(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""{v('token', 'Authorization: Bearer ' + g.jwt(t, 'ph-4471-tech'))}
X-Client: serialisation-helpdesk/3.2

You help pharmacy teams handle packs they suspect may be falsified. Give the steps in order: quarantine,
verification, reporting, and what to tell the patient.

Technician: The blister of this Cialis pack has a different font to the usual one and the outer box
verification says "inactive - stolen". The patient bought it from us last week and brought it back.
Assistant:""", "serial:suspect-pack-jwt", "jwt", "head")


@pos
def _gs1_decoder_tool(g: Gen53) -> Draft:
    t = g.au()
    return P(f"""You decode GS1 DataMatrix strings scanned in the dispensary and say whether the pack is in date.

{v('datetime', 'Tool result (get_current_time): ' + py_iso(t))}

Scanned: (01)09312345678907(17)270630(10)BX4471(21)R7K2Q9PL3M
Is this pack usable, and what are its batch and serial?
Answer:""", "serial:gs1-decoder-tool", "tool_result", "py_isoformat")


@pos
def _export_traceability_gu(g: Gen53) -> Draft:
    t = g.at(IST)
    return P(f"""તમે અમદાવાદની એક દવા નિકાસ કંપનીના ટ્રેક-એન્ડ-ટ્રેસ સહાયક છો. નિકાસ માટેના પેક પર બારકોડ, એગ્રિગેશન અને
અપલોડના નિયમો ગુજરાતીમાં સરળ રીતે સમજાવો.

{v('datetime', 'હાલનો સમય: ' + gu_now(t))}
{v('session_id', 'સત્ર: ' + g.hex(20))}
કંપની કોડ: EXP-GJ-0381

વપરાશકર્તા: શિપર બોક્સ પર SSCC છાપ્યું છે પણ અંદરના કાર્ટનનું એગ્રિગેશન અપલોડ બાકી છે. શિપમેન્ટ મોકલી શકાય?""",
             "serial:export-traceability-gu", "gujarati", "localized_now", "gujarati_digits", "hex")


@pos
def _bulk_decommission_job(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You help a hospital pharmacy with bulk decommissioning of medicines packs received from a
wholesaler. Bulk decommission job {v('run_id', g.uuid7(t))} finished {v('datetime', 'at ' + rfc850(t))} on scanner station RX-DOCK-1.

Result: 412 packs scanned, 409 decommissioned (supplied), 3 returned "pack status: sample".
What does "sample" mean, and can we supply those three packs to wards?
Assistant:""", "serial:bulk-decommission-job", "run_id_in_sentence", "uuid7", "rfc850")


@pos
def _tt_gateway_bracket(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""[tt {v('request_id', 'req=' + g.ksuid(t))} {v('epoch', 'ts=' + str(epoch_ns(t, g.ns())))} node=nmvs-gw-2 market=IE]
You explain verification system return codes to pharmacy staff in one paragraph, then give the action.

Code: NMVS_NC_PCK_19 "Pack already in requested state"
Context: the technician scanned the same pack twice while dispensing.
Assistant:""", "serial:tt-gateway-bracket", "bracketed_kv", "ksuid", "epoch_ns", "head")


# --- G. pharmacovigilance: post-marketing adverse-event intake ------------------------------------------------------

@pos
def _medinfo_call_header(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You assist agents in a manufacturer's medical information contact centre. When a caller mentions
an adverse event, list the four minimum criteria for a valid case and say which are still missing.

{v('session_id', 'Call-ID: ' + g.call_id())}
{v('datetime', 'Answered: ' + mdy_hms(t))}
Queue: MI-US-English
Product family: anticoagulants

Caller (pharmacist): A customer told me she had a nosebleed that would not stop after starting your
product last week. She did not give her name.
Assistant:""", "pv:medinfo-call-header", "header_block", "sip_call_id", "month_first")


@pos
def _pharmacy_adr_yaml(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""---
form: suspected-adr-report
reporter_type: community pharmacist
{v('session_id', 'intake_session: ' + g.b64url(16))}
{v('datetime', 'opened: ' + rfc3339(t, 0))}
language: en-GB
---
Turn the pharmacist's notes into the fields of a suspected adverse drug reaction report: suspect drug,
reaction, onset date, outcome, seriousness, concomitant medicines.

Notes: Mr K., 67. Started amlodipine 10 mg on 2 March, ankles swollen since about 20 March, worse in the
evening. Also on losartan and atorvastatin for years. GP appointment next week. Not in hospital.
Report:""", "pv:pharmacy-adr-yaml", "yaml_front_matter", "base64url", "rfc3339_offset")


@pos
def _literature_run(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""You screen literature abstracts for individual case safety reports about our products. Literature
search run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t, 6))} on database EMB-weekly.

For the abstract below, say whether it contains a valid ICSR (identifiable patient, reporter, suspect
product, event) and which product.

Abstract: "A 54-year-old woman developed drug reaction with eosinophilia and systemic symptoms (DRESS)
three weeks after starting lamotrigine 25 mg daily; she recovered after withdrawal and corticosteroids."
Answer:""", "pv:literature-run", "run_id_in_sentence", "ulid", "rfc3339_us")


@pos
def _social_listening_relay(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""You triage social media posts captured by our listening tool for possible adverse events. Say AE /
no AE / product complaint, with the product and event if any.

{v('datetime', '[received ' + rfc3339_ns(t, g.ns()) + ']')} post: "3rd week on the new weight loss jab and I've had the worst stomach pains, ended up at urgent care last night lol"
Triage:""", "pv:social-listening-relay", "received_prefix", "rfc3339_ns")


@pos
def _e2b_header_elements(g: Gen53) -> Draft:
    t = g.moment_eu()
    return P(f"""Check the E2B(R3) batch header and the case below before submission. Point out missing mandatory
fields in the case; do not change the narrative.

<MCCI_IN200100UV01 ITSVersion="XML_1.0">
  {v('datetime', '<creationTime value="' + hl7_ts(t) + '"/>')}
  <receiver><device><id extension="EVHUMAN"/></device></receiver>
</MCCI_IN200100UV01>

Case: 71-year-old male; suspect drug apixaban 5 mg BID from 2026-01-12; reaction "rectal bleeding" onset
2026-02-03; hospitalised 2026-02-03 to 2026-02-06; recovered. Reporter: hospital pharmacist.
Answer:""", "pv:e2b-header-elements", "xml_element", "hl7_ts")


@pos
def _pv_intake_cebuano(g: Gen53) -> Draft:
    t = g.at(PHT)
    return P(f"""Ikaw ang katabang sa botika sa Cebu City sa pagdawat og mga report sa dili maayong epekto sa tambal.
Pangutan-a ang pasyente sa Binisaya: unsa nga tambal, unsa ang nahitabo, kanus-a nagsugod, ug unsa na
ang kahimtang karon.

{v('datetime', 'Karon: ' + ceb_now(t))}
{v('session_id', 'Sesyon: ' + g.uuid4())}

Pasyente: Sukad nga giinom nako ang bag-ong tambal sa presyon, ubo ko og ubo labi na sa gabii.""",
             "pv:intake-cebuano", "cebuano", "localized_now", "uuid4")


@pos
def _duplicate_check_b3_multi(g: Gen53) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You help safety case processors decide whether a new spontaneous report duplicates an existing case.
Compare the two and answer DUPLICATE, POSSIBLE DUPLICATE or NOT DUPLICATE with the deciding fields.

New report: female, 34, "rash and itching" 2 days after starting co-amoxiclav, reported by pharmacy in
Leipzig on 2026-03-09.
Existing case DE-2026-018834: female, 30-39, urticaria after co-amoxiclav, onset 2026-03-06, reported by
GP in Leipzig on 2026-03-10.
Answer:""", "pv:duplicate-check-b3-multi", "b3_multi", "hex", "sampled_stays")


@pos
def _adr_hausa(g: Gen53) -> Draft:
    t = g.at(WAT)
    return P(f"""Kai ne mataimakin kantin magani a Kano wanda ke karɓar rahotannin illolin magani. Yi tambayoyi cikin
Hausa: wane magani, me ya faru, yaushe ya fara, kuma yaya lafiyar mutumin yanzu.

{v('datetime', 'Yanzu: ' + ha_now(t))}
{v('session_id', 'Zama: ' + g.ksuid(t))}
Kanti: Nasara Pharmacy, Kano

Mai amfani: Ɗana ɗan shekara takwas ya sha maganin zazzabin cizon sauro jiya, yau idanunsa sun yi ja
kuma yana ƙaiƙayi.""", "pv:adr-hausa", "hausa", "localized_now", "ksuid")


@pos
def _followup_letter_job(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Draft the follow-up request letter to the reporting pharmacist for case GB-2026-004417. Ask for the
missing information only (onset date of the reaction, dechallenge outcome, concomitant medicines).

{v('run_id', 'Letter job: ' + g.hex(14))}
{v('date', 'Letter date: ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
Addressee: Ms P. Okafor, Riverside Pharmacy, Reading
Initial report received: 2026-02-17 (pharmacy, "fainting after new blood pressure tablet")
Letter:""", "pv:followup-letter-job", "letter_job", "hex", "letter_date_today")


@pos
def _signal_footer_week(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""Summarise the disproportionality table for the signal review meeting in four bullet points, then
say whether the signal should be validated.

Drug-event pair: montelukast / nightmares
Cases (drug-event): 212   Reporting odds ratio: 4.8 (95% CI 4.1-5.6)   Data lock: 2026-03-31
Cases in children under 12: 97

--
{v('date', 'Week: ' + iso_week(t))}
{v('request_id', 'Request: ' + g.uuid4())}""", "pv:signal-footer-week", "footer", "iso_week", "uuid4")


# --- H. compounding -----------------------------------------------------------------------------------------------

@pos
def _nonsterile_worksheet(g: Gen53) -> Draft:
    t = g.us_central()
    return P(f"""{v('datetime', 'Worksheet generated: ' + mdy_12(t))}
{v('request_id', 'Worksheet ID: ' + g.uuid1())}
Master formulation: MFR-0412 rev 3 (omeprazole 2 mg/mL oral suspension in sodium bicarbonate 8.4%)

Scale the master formulation to 150 mL and list the quantities to weigh. Assign the beyond-use date
category from the master formulation record, not from today's date.
Answer:""", "compounding:nonsterile-worksheet", "header_block", "month_first_12h", "uuid1")


@pos
def _hood_session(g: Gen53) -> Draft:
    t = g.us_pacific()
    return P(f"""You are the in-hood assistant for a sterile compounding pharmacy (ISO 5 laminar airflow workbench).
Answer technicians' questions about aseptic technique and garbing with the SOP section.

{v('session_id', 'Hood session: ' + g.b62(16))}
{v('datetime', 'Started: ' + windows_general(t))}
Hood: LAFW-2, cleanroom B
SOP set: USP 797 SOPs rev 2025-10

Technician: I touched the vial septum with my glove after wiping it with IPA. Do I need to re-wipe or
discard the vial?
Assistant:""", "compounding:hood-session", "header_block", "base62", "windows_general")


@pos
def _outsourcing_batch_pull(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You review batch records at an outsourcing facility before QA release. List deviations from the
master batch record and say whether the batch can be released.

Batch record pulled from the MES {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(pull ' + g.uuid4() + ')')} for this request:
Product: phenylephrine 100 mcg/mL in 10 mL syringes      Lot: 26C0412
Compounded: 2026-03-04 07:10-09:55 (ISO 5 isolator ISO-2)
Filter integrity (bubble point): 52 psi (spec >= 50)
Endotoxin: < 0.5 EU/mL   Sterility: pending (day 9 of 14)
Assistant:""", "compounding:outsourcing-batch-pull", "fetch_stamp", "rfc3339_ms_offset", "uuid4", "parenthesised")


@pos
def _compounding_malayalam(g: Gen53) -> Draft:
    t = g.at(IST)
    return P(f"""നിങ്ങൾ കോഴിക്കോട്ടെ ഒരു ആശുപത്രി ഫാർമസിയിലെ കോമ്പൗണ്ടിംഗ് സഹായിയാണ്. കുട്ടികൾക്കുള്ള ഓറൽ
സസ്പെൻഷനുകൾ തയ്യാറാക്കുന്നതിനെക്കുറിച്ച് മലയാളത്തിൽ ലളിതമായി വിശദീകരിക്കുക.

{v('datetime', 'ഇപ്പോഴത്തെ സമയം: ' + ml_now(t))}
{v('session_id', 'സെഷൻ: ' + g.uuid7(t))}

ഫാർമസിസ്റ്റ്: 5 mg/mL എനലാപ്രിൽ സസ്പെൻഷൻ 60 mL ഉണ്ടാക്കാൻ എത്ര ഗുളികകൾ വേണം? ഗുളിക 10 mg ആണ്.""",
             "compounding:malayalam", "malayalam", "localized_now", "uuid7")


@pos
def _paed_suspension_json(g: Gen53) -> Draft:
    t = g.au()
    return P(f"""Calculate the quantities for this paediatric compounded suspension and write the label directions.

{{"calc_req": {{"pharmacy": "Kew Compounding", {v('request_id', '"id": "' + g.nanoid() + '",')} {v('epoch', '"ts_ms": ' + str(epoch_ms(t)) + ',')} "units": "metric"}}}}

Rx: spironolactone 5 mg/mL oral suspension, 100 mL. Dose 6 mg twice daily for a 4.5 kg infant.
Available: spironolactone 25 mg tablets; suspending vehicle.
Answer:""", "compounding:paed-suspension-json", "single_line_json", "nanoid", "epoch_ms")


@pos
def _compounding_chatml_ns(g: Gen53) -> Draft:
    t = g.at(UTC)
    return P(f"""<|im_start|>system
You advise a veterinary and human compounding pharmacy on excipient compatibility. Say if an excipient is
unsafe for the species named.
{v('session_id', 'Session: ' + g.b64url(24))}
{v('datetime', 'Now: ' + rfc3339_ns(t, g.ns()))}
<|im_end|>
<|im_start|>user
Can I use the xylitol-sweetened suspending vehicle for a gabapentin suspension for a 9 kg dog?<|im_end|>
<|im_start|>assistant""", "compounding:chatml-ns", "chatml_system", "base64url", "rfc3339_ns")


@pos
def _chemo_robot_logfmt(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""queue=chemo-1 {v('datetime', 'now=' + go_nano(t, g.ns()))} {v('request_id', 'req=' + g.hex(16))} robot=APOTECA-2 shift=early
You help pharmacists in a cytotoxic compounding unit prioritise the robot queue. Order the preparations
below and say which must be prepared manually.

1. Paclitaxel 175 mg/m2, BSA 1.82, day-unit chair 4, patient arrives 10:30
2. Bortezomib 1.3 mg/m2 SC, BSA 1.95, clinic 11:00 (syringe not validated on robot)
3. Carboplatin AUC 5, GFR 88 mL/min, ward 8 inpatient, no fixed time
Answer:""", "compounding:chemo-robot-logfmt", "logfmt", "go_nano")


@pos
def _bud_today(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""You label compounded non-sterile preparations. Write the label's beyond-use date line using the
category given.

{v('date', 'Today (computed by the labeling tool for this request): ' + iso_date(t))}
Preparation: nonaqueous topical ointment (Category: nonaqueous formulation, BUD 90 days)
Ingredients' earliest expiry: 2027-01-31
Label BUD line:""", "compounding:bud-today", "today_computed", "iso_date")


# --- I. pharmacy benefit and reimbursement claims ------------------------------------------------------------------

@pos
def _claim_history_pull(g: Gen53) -> Draft:
    t = g.us_central()
    return P(f"""You explain pharmacy claim rejections to technicians and suggest the fix. Use the claim history
below.

Claim history pulled {v('datetime', 'at ' + rfc3339_min(t))} {v('request_id', '(pull ' + g.b58(16) + ')')} for this request:
03/02/2026  Rx 5521880  Ozempic 2 mg/3 mL pen  PAID      copay $25.00
03/30/2026  Rx 5521880  Ozempic 2 mg/3 mL pen  REJECTED  75 Prior Authorization Required
03/30/2026  Rx 5521880  Ozempic 2 mg/3 mL pen  REJECTED  88 DUR Reject Error
Assistant:""", "claims:claim-history-pull", "fetch_stamp", "rfc3339_no_seconds", "base58", "parenthesised")


@pos
def _prior_auth_amzn(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You draft prior authorization requests for a specialty pharmacy. Use the plan's criteria and the chart
facts; never invent lab values.

Plan criteria (adalimumab, plaque psoriasis): BSA >= 10% or involvement of hands/feet/face/genitals;
failure of or contraindication to methotrexate or phototherapy.
Chart: BSA 8%, palmoplantar involvement, methotrexate stopped 2025-11 for raised ALT.
Draft:""", "claims:prior-auth-amzn", "amzn_trace", "head")


@pos
def _adri_fr(g: Gen53) -> Draft:
    t = g.eu()
    return P(f"""Tu aides les pharmaciens d'officine à comprendre les droits d'un patient à l'assurance maladie avant
de facturer en tiers payant. Réponds en français, en trois phrases au plus.

Consultation des droits effectuée {v('datetime', f'le {t:%d/%m/%Y} à {t:%H:%M}')} pour cette demande :
Régime : général ; AMO : 100 % ALD ; AMC : mutuelle non renseignée ; droits ouverts jusqu'au 31/12/2026.

Pharmacien : Le patient présente une ordonnance pour son traitement de l'ALD et des antihistaminiques
hors ALD. Qu'est-ce qu'il doit payer ?""", "claims:adri-fr", "french", "sentence_phrase", "day_first")


@pos
def _copay_card_json(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""Explain to the patient, in plain English, why their copay card did not bring the price down to
$0 and what they can do.

{{
  "adjudication": {{
    {v('request_id', '"requestId": "' + g.uuid4() + '",')}
    {v('epoch', '"timestamp": ' + str(epoch_ms(t)) + ',')}
    "bin": "610020",
    "pcn": "PDMI"
  }},
  "primary": {{"payer": "commercial", "patientPay": 450.00}},
  "secondary": {{"program": "manufacturer copay card", "paid": 0.00, "message": "Annual maximum benefit reached"}}
}}
Assistant:""", "claims:copay-card-json", "pretty_json", "uuid4", "epoch_ms", "bin_pcn_stay")


@pos
def _exemption_check_header(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You explain the result of a real-time prescription charge exemption check to pharmacy staff and
what to ask the patient when no exemption is found.

{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
{v('datetime', 'Checked: ' + dmy_hms(t))}
Pharmacy: FQ123

Result: no exemption found (patient declared: maternity exemption certificate).
Assistant:""", "claims:exemption-check-header", "header_block", "uuid4", "day_first")


@pos
def _bpjs_javanese(g: Gen53) -> Draft:
    t = g.at(WIB)
    return P(f"""Panjenengan asisten apotek "Sehat Waras" ing Yogyakarta kang mbiyantu klaim obat BPJS Kesehatan.
Wangsulana nganggo basa Jawa ingkang gampil dimangertosi.

{v('datetime', 'Saiki: ' + jv_now(t))}
{v('session_id', 'Sesi: ' + g.hex(18))}

Apoteker: Resep obat kronis pasien iki kanggo 30 dina, nanging sing dijamin mung 23 dina. Sisane piye?""",
             "claims:bpjs-javanese", "javanese", "localized_now", "hex")


@pos
def _ehia_amharic(g: Gen53) -> Draft:
    t = g.at(EAT)
    return P(f"""እርስዎ በአዲስ አበባ የሚገኘው "ጤና ፋርማሲ" የጤና መድን የይገባኛል ጥያቄ ረዳት ነዎት። ለፋርማሲስቶች በአማርኛ
አጭርና ግልጽ መልስ ይስጡ።

{v('datetime', 'አሁን: ' + am_now(t))}
{v('session_id', 'ክፍለ ጊዜ: ' + g.uuid4())}

ፋርማሲስት: የመድን ድርጅቱ የኢንሱሊን ክፍያ ጥያቄያችንን መልሶታል። የሐኪም ማዘዣው ቀን ያለፈበት ነው ይላሉ። ምን እናድርግ?""",
             "claims:ehia-amharic", "amharic", "localized_now", "uuid4")


@pos
def _pbm_audit_slack(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""Slack event delivered to the audit helper:
{{
  "token": "verif-legacy-token-disabled",
  "team_id": "T04RXAUDIT",
  {v('message_id', '"event_id": "Ev' + g.b32(10) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "app_mention",
    "channel": "C07PBMAUDIT",
    "user": "U02LEAH",
    {v('message_id', '"ts": "' + slack_ts(t) + '",')}
    "text": "@audithelper the PBM auditor flagged Rx 8812044 for days' supply: insulin glargine 3 vials billed as 30 days, SIG 40 units daily. Are they right?"
  }}
}}
Assistant:""", "claims:pbm-audit-slack", "slack_event", "epoch_s", "slack_ts")


@pos
def _remittance_session_table(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""| Reconciliation session | |
|---|---|
{v('session_id', '| Session | ' + g.ulid(t) + ' |')}
{v('datetime', '| Opened | ' + f'{t:%Y-%m-%d %H:%M %Z}' + ' |')}
| Pharmacy NCPDP | 4412087 |

Reconcile the remittance lines with the claims we submitted and list underpayments.

Submitted: Rx 661204 $182.40; Rx 661219 $36.10; Rx 661233 $412.75
Remittance (835): Rx 661204 paid $171.22; Rx 661219 paid $36.10; Rx 661233 paid $0.00 (CARC 16)
Answer:""", "claims:remittance-session-table", "markdown_table", "ulid", "zone_abbreviation")


@pos
def _partd_html_comment(g: Gen53) -> Draft:
    t = g.us_central()
    return P(f"""{v('datetime', '<!-- rendered ' + unix_date(t) + ' -->')}
<!-- template: partd-coverage-explainer v5 -->
Explain to a Medicare Part D member, at a 6th-grade reading level, why their insulin cost changed and what
the monthly cap means for them.

Member's last two fills: Jan insulin lispro 3 pens $35.00; Feb insulin lispro 3 pens $35.00; Mar
metformin $0.00
Answer:""", "claims:partd-html-comment", "html_comment", "unix_date")


@pos
def _punjab_scheme_pa(g: Gen53) -> Draft:
    t = g.at(IST)
    return P(f"""ਤੁਸੀਂ ਲੁਧਿਆਣਾ ਦੀ "ਗੁਰੂ ਨਾਨਕ ਮੈਡੀਕਲ ਸਟੋਰ" ਫਾਰਮੇਸੀ ਦੇ ਸਹਾਇਕ ਹੋ। ਸਰਕਾਰੀ ਸਿਹਤ ਬੀਮਾ ਯੋਜਨਾ ਹੇਠ ਦਵਾਈਆਂ ਦੇ
ਦਾਅਵਿਆਂ ਬਾਰੇ ਪੰਜਾਬੀ ਵਿੱਚ ਸੌਖੇ ਸ਼ਬਦਾਂ ਵਿੱਚ ਦੱਸੋ।

{v('datetime', 'ਮੌਜੂਦਾ ਸਮਾਂ: ' + pa_now(t))}
{v('session_id', 'ਸੈਸ਼ਨ: ' + g.b58(20))}

ਫਾਰਮਾਸਿਸਟ: ਮਰੀਜ਼ ਦਾ ਕਾਰਡ ਹੈ ਪਰ ਹਸਪਤਾਲ ਤੋਂ ਛੁੱਟੀ ਤੋਂ ਬਾਅਦ ਦੀਆਂ ਦਵਾਈਆਂ ਦਾ ਦਾਅਵਾ ਰੱਦ ਹੋ ਗਿਆ। ਕੀ ਕਰੀਏ?""",
             "claims:punjab-scheme-pa", "punjabi", "localized_now", "gurmukhi_digits", "base58")


@pos
def _switch_epoch_header(g: Gen53) -> Draft:
    t = g.us_east()
    return P(f"""POST /claims/v1/test-claim HTTP/1.1
Host: switch.example
{v('epoch', 'X-Request-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'X-Signature: ' + g.hex(64))}
X-Pharmacy-NPI: 1457382910

Explain what this test claim will tell us before we bill the real one, and what the response field "Other
Coverage Code" means.
Assistant:""", "claims:switch-epoch-header", "http_request", "epoch_s", "signature", "npi_stays")


# --- J. shortages desks -------------------------------------------------------------------------------------------

@pos
def _shortage_snapshot(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""You support a regional medicines shortages desk. For each line, suggest the first-choice
alternative and whether a Serious Shortage Protocol applies.

Shortage list snapshot {v('request_id', g.uuid7(t))} taken {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
- Estradiol 0.06% gel: supply disruption until w/c 2026-05-18 (MSN/2026/041)
- Fluoxetine 10 mg tablets: resolved 2026-03-27
- Creon 25000 capsules: limited supply, SSP active until 2026-06-30 (SSP 071)
Assistant:""", "shortage:snapshot", "snapshot_id_in_sentence", "uuid7", "rfc3339_ms_offset")


@pos
def _ssp_teams_activity(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""Teams activity forwarded to the shortages bot:
{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t, 6) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Priya Nair (Dispensary lead)"}},
  "conversation": {{"id": "19:shortages-desk@thread.tacv2"}},
  "text": "Does SSP 071 let us supply Creon 10000 instead of 25000 for a patient on 2 caps with meals? How many caps per meal then?"
}}
Assistant:""", "shortage:ssp-teams-activity", "teams_activity", "epoch_ms", "rfc3339_us")


@pos
def _parallel_import_igbo(g: Gen53) -> Draft:
    t = g.at(WAT)
    return P(f"""Ị bụ onye enyemaka n'ụlọ ahịa ọgwụ dị n'Enugu. Zaa ajụjụ gbasara ụkọ ọgwụ na ọgwụ ndị ọzọ enwere ike
iji dochie ha n'asụsụ Igbo, ma gwa onye ahụ ka ọ hụ dọkịta ma ọ dị mkpa.

{v('datetime', 'Ugbu a: ' + ig_now(t))}
{v('session_id', 'Nnọkọ: ' + g.ulid(t))}

Onye ahịa: Ọgwụ insulin m na-eji agwụla n'ahịa niile dị n'Enugu. Enwere ọgwụ ọzọ m ga-eji?""",
             "shortage:parallel-import-igbo", "igbo", "localized_now", "ulid")


@pos
def _prescriber_notice_footer(g: Gen53) -> Draft:
    t = g.au()
    return P(f"""Write a one-page notice to local prescribers about the shortage below: what is short, until when,
and the preferred alternatives with dose equivalence.

Shortage: Cefalexin 250 mg/5 mL oral suspension, all brands; expected resupply late June 2026.
Alternatives: cefalexin 250 mg capsules (if the child can swallow), amoxicillin where appropriate.

--
{v('date', 'Notice date: ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
{v('run_id', 'Draft job: ' + g.hex(12))}""", "shortage:prescriber-notice-footer", "footer", "notice_date_today", "hex")


@pos
def _supply_notice_pubsub(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""Summarise this manufacturer supply notice for pharmacists in two sentences.

{{
  "message": {{
    "data": "eyJwcm9kdWN0IjoiTGl0aGl1bSBjYXJib25hdGUgNDAwIG1nIE1SIiwic3RhdHVzIjoiZGlzY29udGludWVkIn0=",
    "attributes": {{"notice": "SN-2026-0339", "issued": "2026-04-01"}},
    {v('message_id', '"messageId": "' + g.digits(17) + '",')}
    {v('datetime', '"publishTime": "' + rfc3339(t, 3) + '",')}
    "orderingKey": ""
  }},
  "subscription": "projects/shortages-desk/subscriptions/supply-notices"
}}
Assistant:""", "shortage:supply-notice-pubsub", "pubsub_push", "rfc3339_ms", "decimal_id")


@pos
def _shortage_prompt_built_tail(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""You answer community pharmacists' questions about current medicine shortages and suggest
alternatives, always adding that a prescriber must agree to any change of drug.

Pharmacist: Guanfacine 1 mg MR is out everywhere. Can I give two 0.5 mg?

{v('datetime', 'Prompt built: ' + ctime(t))}""", "shortage:prompt-built-tail", "tail", "asctime")


@pos
def _shortage_yoruba(g: Gen53) -> Draft:
    t = g.at(WAT)
    return P(f"""O jẹ́ olùrànlọ́wọ́ tábìlì àìtó oògùn fún àwọn ilé-ìtajà oògùn ní Èkó. Dáhùn ní èdè Yorùbá pẹ̀lú
àwọn oògùn mìíràn tí a lè lò, kí o sì sọ pé dókítà gbọ́dọ̀ fọwọ́ sí i.

{v('datetime', 'Ìsinsìnyí: ' + yo_now(t))}
{v('session_id', 'Ìpàdé: ' + g.b62(22))}

Oníṣègùn oògùn: Kò sí Amlodipine 10 mg mọ́ lọ́dọ̀ àwọn olùpín oògùn wa. Kí ni kí n ṣe fún àwọn aláìsàn?""",
             "shortage:lagos-yoruba", "yoruba", "localized_now", "base62")


@pos
def _allocation_rfc850(g: Gen53) -> Draft:
    t = g.moment()
    return P(f"""HTTP/1.1 200 OK
{v('datetime', 'Date: ' + rfc850(t))}
Server: allocation-proxy/1.8
Content-Type: text/plain

You help hospital buyers understand manufacturer allocation rules for short-supply products. Answer the
buyer's question from the allocation rules only.

Allocation rules (IV immunoglobulin): monthly allocation = average of the same months last year x 0.8;
emergency requests reviewed within 24 h by the manufacturer's medical team.

Buyer: We used 40 g in April last year and 60 g in May. What's our allocation for May this year?
Assistant:""", "shortage:allocation-rfc850", "rfc850", "legacy_proxy")


@pos
def _committee_iso_week(g: Gen53) -> Draft:
    t = g.uk()
    return P(f"""Build the agenda for this week's hospital shortages committee from the open items. Put patient
safety items first.

{v('date', 'Current week: ' + iso_week(t))}
Committee: Medicines Shortages Group, Northgate Trust

Open items:
- Alteplase 50 mg: stock 6 vials, cover 9 days, next delivery unconfirmed
- Insulin Humulin I: manufacturer discontinuation notice, switch plan needed
- Chloramphenicol eye drops: resolved, remove from list
Agenda:""", "shortage:committee-iso-week", "iso_week", "header_line")


@pos
def _eta_lookup_paren(g: Gen53) -> Draft:
    t = g.moment_us()
    return P(f"""You answer pharmacy staff questions about when a short product will be back. Use the ETA lookup
result only.

ETA lookup {v('request_id', '(lookup ' + g.ksuid(t) + ')')} returned {v('datetime', 'at ' + f'{t:%I:%M %p}'.lstrip('0') + ' ' + t.tzname())} for this request:
NDC 00002-1434-80 (insulin lispro 100 U/mL 10 mL vial): manufacturer ETA 05/12/2026, allocation only
NDC 00169-4132-12 (semaglutide 1 mg pen): available, limited quantities
Assistant:""", "shortage:eta-lookup-paren", "parenthesised", "ksuid", "time12_zone")


# === hand-written negatives =======================================================================================
# --- pasted material: (source, tags, block, ask, intro) -------------------------------------------------------------

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "uk-prescription-transcript",
        ["prescription", "dates", "dob"],
        """NHS PRESCRIPTION (transcribed)
Patient: Mrs Eileen Marsh   DOB: 14/02/1941   NHS no. 485 777 3456
Address: 12 Quarry Lane, Sheffield S11 8RT
Rx: Alendronic acid 70 mg tablets, 4 (four), ONE tablet weekly on Mondays
    Adcal-D3 chewable tablets, 112, ONE twice daily
Prescriber: Dr A. Rahman, Broomhill Surgery   Signed: 03/04/2026""",
        "Is there anything missing from this prescription before I can dispense it, and how do I counsel on the alendronic acid?",
        "Prescription I'm checking",
    ),
    (
        "dispensing-label",
        ["dispensing_label", "dates", "batch"],
        """Amitriptyline 10 mg tablets                     28
Take ONE tablet at night.
Warning: This medicine may make you sleepy. If this happens, do not drive
or use tools or machines. Do not drink alcohol.
Mr Tomasz Nowak                               08/04/2026
Harrow Road Pharmacy, 22 Harrow Rd, London W2 5PA  020 7946 0321""",
        "Does this label meet the legal requirements, and is the warning the right one?",
        "Label we just printed",
    ),
    (
        "mds-tray-sheet",
        ["mds", "dates", "tray"],
        """MDS backing sheet - Week commencing Thu 09/04/2026 - Mrs J. Afolabi
            Breakfast   Lunch   Tea   Bedtime
Metformin 500 mg      1          -       1      -
Amlodipine 5 mg       1          -       -      -
Simvastatin 20 mg     -          -       -      1
Colour/shape: metformin white oblong "M 500"; amlodipine white round "AM 5"
Dispensed 06/04/2026 by RK, checked by SP""",
        "The patient's daughter says the evening tablet looks different this week. Which tablet should be in the Tea slot?",
        "Tray sheet",
    ),
    (
        "pmr-history-export",
        ["pmr", "history", "dates"],
        """Date        Rx no.   Item                                   Qty  Prescriber
2026-01-06  730122   Levothyroxine 75 microgram tabs        28   Dr Okonjo
2026-02-02  731980   Levothyroxine 75 microgram tabs        28   Dr Okonjo
2026-02-26  733415   Levothyroxine 100 microgram tabs       28   Dr Okonjo
2026-03-24  735002   Levothyroxine 75 microgram tabs        28   Dr Patel""",
        "The dose went up and then back down. Should I query the last one with the surgery?",
        "Patient medication record",
    ),
    (
        "gp-surgery-email",
        ["email", "date_header", "message_id"],
        """From: Broomhill Surgery Prescriptions <prescriptions.broomhill@nhs.example>
To: Harrow Road Pharmacy <fq123@pharmacy.example>
Date: Tue, 7 Apr 2026 16:41:09 +0100
Message-ID: <CAH4s9x0rT2q@mail.nhs.example>
Subject: RE: Query - co-amoxiclav dose for M. Bright

Hi, the prescriber confirms 625 mg three times daily for 7 days is intended. Please dispense as written.
Thanks, Jo (prescriptions clerk)""",
        "Is this enough to resolve my query, or do I need the prescriber to amend the prescription itself?",
        "Reply from the surgery",
    ),
    (
        "adc-transaction-report",
        ["adc", "report", "timestamps"],
        """Cabinet: ADC-ICU-03   Report: Discrepancies   Period: 2026-03-16 07:00 to 2026-03-17 07:00
Time              User      Med                          Expected  Counted  Resolved
2026-03-16 11:42  nrs4417   Morphine 10 mg/mL inj        12        11       2026-03-16 13:05 (witnessed waste)
2026-03-16 23:18  nrs2280   Midazolam 5 mg/mL inj        20        20       -
2026-03-17 03:51  nrs4417   Fentanyl 100 mcg/2 mL inj    10        9        unresolved""",
        "Which of these must be escalated under our CD discrepancy policy (unresolved after 24 h)?",
        "Discrepancy report from the cabinet",
    ),
    (
        "discharge-letter-meds",
        ["discharge_letter", "dates", "medication_changes"],
        """Discharge date: 02/04/2026   Ward: 22 (Respiratory)
Medication changes:
- STARTED prednisolone 30 mg once daily for 5 days (started 31/03/2026, last dose 04/04/2026)
- STARTED doxycycline 100 mg once daily (200 mg day 1), complete course on 06/04/2026
- STOPPED salmeterol inhaler - replaced by Trelegy Ellipta one inhalation daily
GP to review inhaler technique within 2 weeks.""",
        "The patient brought this in today with his repeat slip still listing salmeterol. What do I do?",
        "Discharge summary extract",
    ),
    (
        "aseptic-product-label",
        ["aseptic", "label", "expiry_time"],
        """ASEPTIC UNIT - ST COLUMBA'S HOSPITAL
Vancomycin 1.25 g in sodium chloride 0.9% 250 mL
Patient: Daniel Okoro   Hosp no. H0098123   Ward 7B
Prepared: 16/03/2026 10:22   Expiry: 17/03/2026 10:22   Store 2-8 C
Worksheet: ASU-26-03-0912   Batch: V260316-04""",
        "The ward got it out of the fridge at 09:00 today and hasn't hung it yet. Can they still use it?",
        "Label on the bag",
    ),
    (
        "incident-report",
        ["incident_report", "dates", "reference"],
        """Incident ref: IR-2026-11873   Reported: 11/03/2026 15:20   Location: Pharmacy dispensary
Type: dispensing error (wrong strength)
Description: Propranolol 40 mg dispensed instead of 10 mg on Rx 1182230, detected by patient at home on
10/03/2026 20:00 before any dose was taken. Patient returned medicine 11/03/2026 09:15.
Harm: none""",
        "Help me write the learning points for the team meeting.",
        "Incident we logged",
    ),
    (
        "erezept-token-printout",
        ["erezept", "token", "access_code"],
        """E-Rezept - Ausdruck für Versicherte
Verordnung: Amoxicillin 1000 mg, 20 Filmtabletten, N2, 1-0-1
Ausgestellt am: 30.03.2026   Verordnende Person: Dr. med. Lena Hoffmann
Task-ID: 160.000.033.491.280.78
AccessCode: 777bea0e13cc9c42ceec14aec3ddee2263325dc2c6c699db115f58fe423607ea""",
        "Die Patientin kommt erst heute, am 16. April, damit. Ist das Rezept noch gültig, und dürfen wir es beliefern?",
        "Ausdruck, den die Patientin mitgebracht hat",
    ),
    (
        "eps-token",
        ["eps", "token", "prescription_id"],
        """NHS Electronic Prescription Service - Dispensing Token
Prescription ID: 9D2E70-A83008-5F1C4Q
Patient: ALI, Samira   NHS number: 943 476 5919   DOB: 22-Jun-1988
Items: 1   Date: 09-Apr-2026
Prescriber: Dr K Mensah, Riverside Medical Practice (Y01234)""",
        "The barcode won't scan. Can I pull the prescription down with the ID instead?",
        "Token the patient handed in",
    ),
    (
        "erecepta-sms",
        ["erecepta", "sms", "polish"],
        """Kod recepty: 4821
PESEL: 86041712345
Wystawiono: 02.04.2026 11:08
Lek: Amoksiklav 875 mg + 125 mg, 14 tabl.
Realizacja do: 09.04.2026""",
        "Pacjent przyszedł z tym SMS-em 8 kwietnia wieczorem. Czy mogę jeszcze zrealizować tę receptę jutro rano?",
        "SMS od pacjenta",
    ),
    (
        "receita-sem-papel-sms",
        ["receita_sem_papel", "sms", "portuguese"],
        """SNS: Receita N.º 1011000012345678901
Código de acesso e dispensa: 452913
Código de direito de opção: 7741
Data: 27-03-2026. Válida até 26-09-2026.""",
        "A utente quer levantar só uma das embalagens hoje. Com estes códigos consigo dispensar a outra noutra farmácia?",
        "SMS da receita",
    ),
    (
        "us-rx-label",
        ["rx_label", "fill_date", "discard_after"],
        """CEDAR PHARMACY  415 Main St, Salem OR  (503) 555-0148
Rx# 6630412   Filled: 03/28/2026   Refills: 2 before 10/14/2026
LISINOPRIL 20 MG TABLET   Qty: 30
TAKE 1 TABLET BY MOUTH ONCE DAILY
Dr. M. Castellanos   Discard after: 03/28/2027""",
        "My mother wants to know if she can split these tablets, and why the refills expire before the discard date.",
        "Label on my mom's bottle",
    ),
    (
        "fhir-medicationrequest",
        ["fhir", "json", "authored_on", "id_first"],
        """{
  "resourceType": "MedicationRequest",
  "id": "2f1d0c8e-4b7a-4d33-9a10-6e2b9f7c1a55",
  "meta": {"lastUpdated": "2026-04-03T08:14:27.112+02:00"},
  "status": "active",
  "intent": "order",
  "medicationCodeableConcept": {"text": "Metoprololsuccinat 47,5 mg Retardtabletten, N3"},
  "authoredOn": "2026-04-02",
  "dosageInstruction": [{"text": "1-0-0"}]
}""",
        "Why does our dispensing system reject this with 'authoredOn in the future'? Our server clock is UTC.",
        "Resource from the e-prescription service",
    ),
    (
        "korean-prescription",
        ["korean", "prescription", "dates"],
        """처방전
교부연월일 및 번호: 2026년 04월 08일 - 제 00412 호
환자 성명: 김서연   주민등록번호: 900315-2******
처방 의약품: 아목시실린캡슐 500mg  1회 1캡슐  1일 3회  5일분
사용기간: 교부일로부터 3일간""",
        "환자가 4월 12일에 이 처방전을 가져왔어요. 아직 조제할 수 있나요?",
        "처방전 내용",
    ),
    (
        "japanese-prescription",
        ["japanese", "prescription", "dates"],
        """処方箋
交付年月日: 令和8年4月6日
使用期間: 交付の日を含めて4日以内
患者: 佐藤 健一 様 (昭和32年11月3日生)
Rp1) アムロジピン錠5mg 1回1錠 1日1回 朝食後 28日分""",
        "この処方箋、今日(4月10日)に持ってきた患者さんがいます。受け付けられますか?",
        "処方箋の内容",
    ),
    (
        "interaction-report",
        ["interaction_report", "generated_line", "severity"],
        """Report generated: 2026-04-09 14:02 by jpatel (Interaction Checker 7.3)
Patient: 58 F
1. Simvastatin 40 mg + Amlodipine 10 mg     MODERATE  Limit simvastatin to 20 mg daily.
2. Clopidogrel 75 mg + Omeprazole 20 mg     MODERATE  Consider pantoprazole.
3. Sertraline 100 mg + Tramadol 50 mg       MAJOR     Serotonin syndrome; seizure risk.""",
        "I ran this yesterday. Which of these do I actually need to call the GP about?",
        "Interaction report",
    ),
    (
        "pgx-lab-report",
        ["pgx", "lab_report", "accession"],
        """PHARMACOGENOMICS PANEL   Accession: PGX-26-004417
Collected: 03/02/2026 09:40   Received: 03/04/2026   Reported: 03/11/2026
CYP2C19  *1/*17   Rapid metabolizer
CYP2D6   *4/*4    Poor metabolizer
SLCO1B1  521T>C   Decreased function""",
        "She's on codeine for her knee and simvastatin 40 mg. What should I recommend to her doctor?",
        "PGx results",
    ),
    (
        "vancomycin-levels",
        ["tdm", "levels", "times"],
        """Vancomycin 1 g IV q12h (started 14/03 20:00)
Dose given: 16/03 08:00 (infusion end 09:40)
Trough drawn: 16/03 07:35   Result: 9.8 mg/L
Peak drawn: 16/03 10:45     Result: 28.4 mg/L
Creatinine 16/03: 96 micromol/L (stable)""",
        "Estimate the AUC and tell me whether to increase the dose.",
        "Levels from this morning",
    ),
]

BLOCKS += [
    (
        "wholesaler-invoice",
        ["invoice", "batch", "expiry"],
        """MEDWAY HEALTHCARE LTD - INVOICE 4471-2209381   Date: 07/04/2026   Account: 300418
Line  PIP code  Description                         Qty  Batch     Expiry    Net
1     1148224   Ozempic 1 mg pen                    2    PP5C871   11/2027   146.64
2     0406405   Salbutamol 100mcg inhaler           10   NL4412    06/2027   15.00
3     8091367   Amoxicillin 500 mg caps 21          5    AM25C11   09/2028   4.85
Delivery: 07/04/2026 evening van, tote 31 (cool tote C7)""",
        "We only received one Ozempic pen. What do I need to tell the wholesaler to get a credit?",
        "Invoice from the wholesaler",
    ),
    (
        "credit-note",
        ["credit_note", "reference", "dates"],
        """CREDIT NOTE CN-88-0041772
Date: 09/04/2026   Against invoice: 4471-2209381 (07/04/2026)
Reason: short delivery, Ozempic 1 mg pen x1
Credit: GBP 73.32 + VAT 0.00
Claim ref: CLM-2026-18834""",
        "Is the credit right? We paid 146.64 for two pens.",
        "Credit note",
    ),
    (
        "delivery-note-cold-chain",
        ["delivery_note", "cold_chain", "times"],
        """LIEFERSCHEIN 2026-114-08834   Datum: 14.04.2026
Kunde: Apotheke am Markt, Hamburg-Winterhude
Kühlware (2-8 °C): Insulin glargin 100 E/ml, 5 Pens, Ch.-B. 4F2271, verw. bis 01/2028
Kühlbox verschlossen um: 05:42   Übergabe an Apotheke: 07:15
Logger: TL-55190 (kein Alarm)""",
        "Die Box stand bis 09:30 ungeöffnet im Eingang. Ist das Insulin noch in Ordnung?",
        "Lieferschein",
    ),
    (
        "order-confirmation-email",
        ["email", "date_header", "message_id", "order_id"],
        """Date: Mon, 13 Apr 2026 18:02:51 +0200
From: Bestellservice <bestellung@grosshandel.example>
Message-ID: <20260413160251.7A3F@mailer.grosshandel.example>
Subject: Auftragsbestätigung 5580192

Ihre Bestellung 5580192 vom 13.04.2026 17:58 wurde angenommen. Liefertour: 2 (Dienstag früh).
Defekt: Salbutamol Dosieraerosol (PZN 04110428) - voraussichtlich lieferbar ab 21.04.2026.""",
        "Why is my order on tour 2 if I ordered before the 18:00 cut-off?",
        "Confirmation e-mail",
    ),
    (
        "recall-notice-class2",
        ["recall_notice", "batches", "dates"],
        """CLASS 2 MEDICINES RECALL - Action within 48 hours
Date of issue: 30 March 2026   Reference: EL(26)A/14
Product: Sodium valproate 200 mg gastro-resistant tablets
Batches: VP2281A (exp 08/2027), VP2283C (exp 10/2027)   First distributed: 12 January 2026
Reason: out-of-specification dissolution results at the 12-month stability point.
Action: quarantine stock and return to supplier. Patients do not need to be recalled.""",
        "Do we need to contact patients who got these batches in their trays?",
        "Recall notice",
    ),
    (
        "fda-enforcement-json",
        ["recall_api", "json", "dates", "recall_number"],
        """{
  "recall_number": "D-0412-2026",
  "event_id": "97412",
  "recall_initiation_date": "20260219",
  "report_date": "20260311",
  "classification": "Class II",
  "product_description": "Metformin HCl ER tablets, 500 mg, 90-count bottles",
  "code_info": "Lot #: MX2201, MX2205; Exp 06/2027",
  "reason_for_recall": "CGMP deviations: NDMA above acceptable intake limit"
}""",
        "Translate this into a note for pharmacy technicians: what do they pull and what do they tell patients?",
        "Enforcement report entry",
    ),
    (
        "logger-csv",
        ["logger_export", "csv", "timestamps"],
        """Timestamp,Temp_C,Alarm
2026-03-11 06:00:00,4.8,
2026-03-11 08:00:00,6.9,
2026-03-11 10:00:00,9.7,HIGH
2026-03-11 12:00:00,11.4,HIGH
2026-03-11 14:00:00,7.2,""",
        "How long was this shipment above 8 C, roughly?",
        "Logger export",
    ),
    (
        "logger-summary",
        ["logger_summary", "start_stop", "alarm"],
        """Device: TempTale TL-88213   Trip: MH-2026-03-11-N4
Start time: 11-Mar-2026 05:31:07 GMT   Stop time: 11-Mar-2026 14:02:44 GMT
High alarm (8.0 C): triggered 11-Mar-2026 09:12:00, total 2 h 41 min
Low alarm (2.0 C): not triggered
Mean kinetic temperature: 7.1 C""",
        "Can we accept the vaccines in this shipment, or do they need quarantining?",
        "Logger summary",
    ),
    (
        "gdp-deviation",
        ["deviation_report", "dates", "capa"],
        """Deviation DEV-2026-0088   Raised: 2026-03-12   Site: Crewe DC
Event: cold room CR-2 at 9.1 C for 38 minutes on 2026-03-11 (02:14-02:52) after a compressor trip
Product affected: 1,240 packs (14 SKUs), all held
Stability data: manufacturer allows up to 25 C for 24 h for all 14 SKUs
Proposed CAPA: second compressor, alarm call-out test monthly""",
        "Is the justification for releasing the stock strong enough for the RP to sign?",
        "Deviation report",
    ),
    (
        "portal-error-box",
        ["error_box", "request_id", "time"],
        """Something went wrong
We could not submit your order. Please try again.
Reference: ORD-ERR-771204
Time: 2026-04-13 17:59:48
Request ID: 6a8d0c34-22f1-4a0b-bf9e-7f2d5c4e1a90""",
        "Did my order go through or not? It's the one that needed to make the 18:00 cut-off.",
        "What the ordering portal showed me",
    ),
    (
        "gs1-strings",
        ["gs1", "barcode", "expiry", "serial"],
        """(01)05012345678900(17)270430(10)AB12C(21)4RQ7XK9M2P
(01)05012345678900(17)270430(10)AB12C(21)4RQ7XK9M2Q
(01)05012345678900(17)261100(10)AB09Z(21)J8W2N5T6V1""",
        "Which pack expires first, and what does the 00 day in the last one mean?",
        "Scans from the shelf",
    ),
    (
        "nmvs-response",
        ["verification_response", "json", "timestamp", "transaction_id"],
        """{
  "timestamp": "2026-04-14T09:31:07.442Z",
  "transactionId": "7f3b2e1a-5c4d-4e8f-9a0b-1c2d3e4f5a6b",
  "product": {"productCode": "09001234567893", "batch": "K2237", "expiry": "2027-08-31"},
  "pack": {"serialNumber": "Q8X4M2T7PL", "state": "INACTIVE", "reason": "DESTROYED"},
  "returnCode": "NMVS_NC_PC_02"
}""",
        "The customer is waiting. What does this mean and can I hand over the pack?",
        "Response from the verification system",
    ),
    (
        "dscsa-t3",
        ["dscsa", "transaction_information", "dates"],
        """TRANSACTION INFORMATION
Product: Atorvastatin Calcium Tablets 40 mg, 90 ct   NDC 68180-0216-09
Lot: AT4471   Quantity: 24 bottles   Container: bottle
Transaction date: 03/18/2026   Shipment date: 03/18/2026
Seller: Midwest Rx Distribution LLC, 1200 Commerce Dr, Joliet IL
Buyer: Prairie Drug, 33 Elm St, Little Rock AR
TRANSACTION STATEMENT: Seller has complied with each applicable subsection of FDCA Sec. 581(27)(A)-(G).""",
        "Is anything missing from this T3 that we'd need for an audit?",
        "Paperwork that came with the tote",
    ),
    (
        "epcis-xml",
        ["epcis", "xml", "event_time"],
        """<ObjectEvent>
  <eventTime>2026-02-02T08:47:10.000Z</eventTime>
  <recordTime>2026-02-02T08:47:12.318Z</recordTime>
  <eventTimeZoneOffset>-06:00</eventTimeZoneOffset>
  <epcList><epc>urn:epc:id:sgtin:0614141.107346.2018</epc></epcList>
  <action>OBSERVE</action>
  <bizStep>urn:epcglobal:cbv:bizstep:dispensing</bizStep>
  <disposition>urn:epcglobal:cbv:disp:dispensed</disposition>
</ObjectEvent>""",
        "What local time was this pack dispensed, and why are eventTime and recordTime different?",
        "Event from our repository",
    ),
    (
        "vrs-response",
        ["vrs", "json", "correlation_uuid"],
        """{"correlationUUID": "c9a1f3e2-7b6d-4c5a-8e9f-0a1b2c3d4e5f", "responseTimestamp": "2026-03-20T15:04:11.902-05:00",
 "gtin": "00312345678906", "serialNumber": "100000482291", "lotNumber": "LT7740A", "expirationDate": "270228",
 "verified": true, "additionalInfo": ""}""",
        "Can this saleable return go back to stock? The return arrived on 20 March.",
        "VRS answer for the return",
    ),
    (
        "alert-detail",
        ["alert", "created", "alert_id"],
        """Alert ID: AT-BE-2026-000918342
Created: 2026-04-08 11:24:51 CET   Location: Apotheek Sint-Jan, Brugge
Type: A24 - batch expiry date mismatch
Scanned expiry: 2027-03-31   Master data expiry: 2027-03-30
Status: open (pharmacy investigation)""",
        "Is this likely a data error on the manufacturer's side? What should the pharmacy do with the pack meanwhile?",
        "Alert from the alert management system",
    ),
    (
        "sscc-pallet-label",
        ["sscc", "label", "dates"],
        """SSCC (00) 006141411234567897
CONTENT (02) 00312345678906   COUNT (37) 480
BATCH (10) LT7740A   EXPIRY (17) 270228
SHIP DATE 2026-03-18   FROM Midwest Rx Distribution LLC""",
        "The ASN says 500 units. Which number should we trust?",
        "Pallet label",
    ),
]

BLOCKS += [
    (
        "adr-report-confirmation",
        ["adr_confirmation", "email", "reference"],
        """Date: Thu, 19 Mar 2026 10:14:02 +0000
From: Adverse reaction reporting <noreply@adr-reports.example>
Message-ID: <adr.5550192.1773915242@adr-reports.example>
Subject: Report received - ADR-2026-5550192

Thank you for your report about amlodipine (suspected reaction: ankle oedema, onset 20/03/2026 approx.).
You can add follow-up information using your reference ADR-2026-5550192 until 18/06/2026.""",
        "The onset date in the confirmation is wrong, it should be 2 weeks after starting on 2 March. How do I correct it?",
        "Confirmation I got back",
    ),
    (
        "cioms-extract",
        ["cioms", "dates", "case_number"],
        """CIOMS I - SUSPECT ADVERSE REACTION REPORT   Mfr control no.: GB-MAH-2026-004417
1. Patient initials: PK   2. Country: UK   2a. Age: 67   3. Sex: M
4-6. Reaction onset: 20 MAR 2026
7+13. Describe reaction: bilateral ankle oedema, worse in evenings
14. Suspect drug: amlodipine 10 mg tablets   15. Daily dose: 10 mg   17. Indication: hypertension
18. Therapy dates: 02 MAR 2026 - continuing   24b. Date received by manufacturer: 19 MAR 2026""",
        "Is this case serious by the regulatory criteria? What follow-up would you ask for?",
        "Case form",
    ),
    (
        "e2b-fragment-debug",
        ["e2b", "xml", "creation_time", "debug"],
        """<MCCI_IN200100UV01 ITSVersion="XML_1.0">
  <id extension="GB-MAH-BATCH-0088123" root="2.16.840.1.113883.3.989.2.1.3.22"/>
  <creationTime value="20260319101402+0000"/>
  <responseModeCode code="D"/>
  <interactionId extension="MCCI_IN200100UV01" root="2.16.840.1.113883.1.6"/>
</MCCI_IN200100UV01>""",
        "The gateway rejected this batch with 'creationTime invalid'. What's wrong with the value?",
        "Batch header we sent",
    ),
    (
        "medwatch-excerpt",
        ["medwatch", "dates", "outcome"],
        """B. ADVERSE EVENT
2. Outcome: Hospitalization - initial or prolonged
3. Date of event: 02/03/2026   4. Date of this report: 02/20/2026
5. Describe event: rectal bleeding on apixaban 5 mg BID started 01/12/2026; Hb 8.1 g/dL; transfused 2 units
D. SUSPECT PRODUCT: Apixaban 5 mg tablets, Lot AP9921, Exp 12/2027""",
        "Help me write a one-paragraph narrative for this report in chronological order.",
        "Draft report",
    ),
    (
        "side-effect-diary",
        ["patient_diary", "dates", "symptoms"],
        """Mon 2 Mar - started new BP tablet (amlodipine 10). Fine.
Fri 13 Mar - ankles a bit puffy in the evening
Fri 20 Mar - shoes tight by 4pm, both ankles
Mon 23 Mar - socks leave marks, went down overnight""",
        "My dad kept this diary. Is this a known side effect, and should he stop the tablet?",
        "Dad's diary",
    ),
    (
        "literature-abstract",
        ["literature", "abstract", "dates"],
        """J Clin Pharm Ther. 2026 Feb;51(2):214-9. doi:10.1111/jcpt.99412. Epub 2026 Jan 15.
Lamotrigine-associated DRESS in a 54-year-old woman: a case report.
A 54-year-old woman developed fever, rash and eosinophilia 21 days after starting lamotrigine 25 mg daily
(started 2025-09-02). Lamotrigine was withdrawn on 2025-09-24 and she recovered after 6 weeks of
corticosteroids.""",
        "Does this meet the criteria for an individual case safety report, and what's the day-0 date for reporting?",
        "Abstract from the weekly search",
    ),
    (
        "compounding-record",
        ["compounding_record", "bud", "lots"],
        """COMPOUNDING RECORD CR-26-0331-07   MFR-0412 rev 3
Preparation: omeprazole 2 mg/mL oral suspension, 150 mL
Compounded: 03/31/2026 14:05 by T. Nguyen, CPhT; verified 14:40 by R. Ali, PharmD
Ingredients: omeprazole 20 mg caps lot OM2217 (exp 09/2027); sodium bicarbonate 8.4% lot SB1180 (exp 05/2027)
BUD: 04/30/2026 (refrigerate)""",
        "Did we assign the right BUD for a refrigerated aqueous preparation under the current chapter?",
        "Record for the batch",
    ),
    (
        "environmental-monitoring",
        ["environmental_monitoring", "sample_times", "results"],
        """EM results - cleanroom B - sampled 2026-03-24
Site        Time   Method          CFU   Action level
LAFW-2 (5)  09:10  settle plate    0     >1
LAFW-2 (5)  09:12  glove tip L/R   1/0   >3
Buffer (7)  09:20  air 1 m3        6     >10
Ante (8)    09:31  surface         27    >50""",
        "Any excursions? And does the glove tip result need an investigation?",
        "EM results",
    ),
    (
        "master-formulation-header",
        ["master_formulation", "version", "effective_date"],
        """MASTER FORMULATION RECORD
Title: Spironolactone 5 mg/mL oral suspension
MFR no.: MFR-0219   Version: 4   Effective: 2025-12-01   Supersedes: v3 (2024-06-15)
Approved by: Director of Pharmacy, 2025-11-20
Stability reference: in-house study ST-2025-07, 60 days at 2-8 C""",
        "We compounded a batch today with v3 by mistake. What changed and is the batch usable?",
        "Header of the MFR",
    ),
    (
        "claim-response-reject",
        ["claim_response", "reject_codes", "date_of_service"],
        """TRANSACTION RESPONSE STATUS: R (Rejected)
Date of Service: 20260330   Rx: 5521880   Fill: 01
BIN 003858  PCN A4  Group RXGRP01
Reject 75: Prior Authorization Required
Reject 88: DUR Reject Error - DD (Drug-Drug Interaction)
Message: PA REQUIRED FOR GLP-1 WITHOUT T2DM DX. CALL 1-800-555-0199""",
        "What are the two rejects telling me, and which should I fix first?",
        "Claim response",
    ),
    (
        "eob-statement",
        ["eob", "dates", "amounts"],
        """EXPLANATION OF BENEFITS - Prescription Drug Plan   Statement period: 03/01/2026 - 03/31/2026
Date filled  Drug                      Plan paid   You paid
03/02/2026   Ozempic 2 mg pen          $912.18     $25.00
03/14/2026   Atorvastatin 40 mg #90    $3.20       $0.00
Year-to-date out-of-pocket: $60.00 of $2,100.00""",
        "Why does my April fill cost so much more than the March one?",
        "My plan statement",
    ),
    (
        "pa-approval-letter",
        ["pa_letter", "dates", "pa_number"],
        """Dear Ms. Harlow,
Your prior authorization request PA-2026-0418832 for adalimumab 40 mg pen has been APPROVED.
Effective: April 3, 2026 through October 2, 2026. Quantity limit: 2 pens per 28 days.
If you have questions, call Member Services at 1-800-555-0142 (TTY 711).
Sincerely, Pharmacy Utilization Management""",
        "Can the pharmacy fill 4 pens now for a 56-day supply before my trip?",
        "Approval letter",
    ),
    (
        "era-835-segments",
        ["edi_835", "dates", "check_number"],
        """BPR*I*1218.44*C*ACH*CCP*01*999999992*DA*123456*1512345678**01*999988880*DA*98765*20260402~
TRN*1*0012208841*1512345678~
DTM*405*20260402~
CLP*661233*4*412.75*0**MC*26088112233~
CAS*CO*16*412.75~""",
        "Why was claim 661233 paid zero, and what does CARC 16 usually mean for a pharmacy claim?",
        "Remittance lines",
    ),
    (
        "noemie-rejet",
        ["noemie", "french", "rejet", "dates"],
        """RETOUR NOEMIE - Lot 000412 du 07/04/2026
Facture 2026-00881 (FSE) - Assuré : 1 85 03 75 112 233 44
Date de délivrance : 03/04/2026
Rejet : code 0203 - Bénéficiaire inconnu de l'organisme à la date des soins
Montant rejeté : 48,72 €""",
        "Comment je corrige ce rejet ? Le patient avait pourtant sa carte Vitale.",
        "Rejet reçu ce matin",
    ),
    (
        "retax-brief",
        ["retaxation", "german", "dates"],
        """Retaxation - Beanstandung Nr. RT-2026-004412
Abgabedatum: 12.02.2026   Verordnungsdatum: 09.02.2026
PZN abgegeben: 10192538 (Amoxicillin 250 mg/5 ml, 100 ml)
Grund: Nichtbeachtung Rabattvertrag (§ 129 SGB V); Rabattartikel war lieferbar
Kürzungsbetrag: 14,38 EUR   Einspruchsfrist: 4 Wochen ab Zugang (Zugang 02.04.2026)""",
        "Bis wann müssen wir Einspruch einlegen, und was brauchen wir als Nachweis?",
        "Retax-Schreiben der Kasse",
    ),
    (
        "ssp-text",
        ["ssp", "valid_dates", "reference"],
        """SERIOUS SHORTAGE PROTOCOL SSP 071
Product: Creon 25000 gastro-resistant capsules
Valid from: 2026-02-09   Valid until: 2026-06-30 (unless withdrawn earlier)
Supply instead: Creon 10000 capsules - 2.5 x the number of capsules prescribed, rounded up to whole
capsules per dose; maximum supply 1 month.""",
        "A patient takes 2 Creon 25000 with each meal. How many 10000 capsules do I give for a month?",
        "Protocol text",
    ),
    (
        "msn-notice",
        ["msn", "shortage_notice", "dates"],
        """Medicine Supply Notification MSN/2026/041
Tier 2 - medium impact   Date of issue: 19 March 2026
Estradiol 0.06% gel (750 g/1.25 g dose): out of stock from w/c 23 March until w/c 18 May 2026
Alternatives: estradiol 0.1% gel sachets (remain available), estradiol patches (dose equivalence below)""",
        "Which of our patients should we switch first, and to what?",
        "Notification from the department",
    ),
    (
        "fda-shortage-entry",
        ["shortage_api", "json", "dates"],
        """{"generic_name": "Lisdexamfetamine Dimesylate Capsules", "status": "Currently in Shortage",
 "initial_posting_date": "10/03/2023", "update_date": "03/27/2026",
 "presentation": "Capsule, 30 mg, bottle of 100 (NDC 59417-0103-10)",
 "availability": "Limited supply; next delivery estimated early May 2026"}""",
        "Summarise this for the pharmacy counter team in one sentence.",
        "Shortage list entry",
    ),
    (
        "discontinuation-letter",
        ["discontinuation", "letter", "dates"],
        """Dear Healthcare Professional,
Please be advised that Humulin I KwikPen will be discontinued in the UK. Last orders will be accepted
until 30 September 2026; remaining stock is expected to last until 31 December 2026.
Reference: UK-HUM-2026-03, dated 2 April 2026.""",
        "What should our shortages committee plan, and by when?",
        "Letter from the manufacturer",
    ),
    (
        "committee-minutes",
        ["minutes", "dates", "actions"],
        """Medicines Shortages Group - minutes, 8 April 2026, 14:00-15:00, Room 3
1. Alteplase 50 mg: stock 6 vials (9 days). Action: buyer to request emergency allocation by 10/04.
2. Chloramphenicol eye drops: resolved 3 April; remove from tracker.
Next meeting: 15 April 2026""",
        "Draft the action list e-mail from these minutes.",
        "Minutes from last week",
    ),
]

BLOCKS += [
    (
        "aemps-alerta",
        ["spanish", "recall_notice", "dates", "lots"],
        """ALERTA FARMACÉUTICA - RETIRADA DEL MERCADO
Ref.: R_12/2026   Fecha: 06/04/2026
Medicamento: Enalapril 20 mg comprimidos, 28 comprimidos (CN 712345.6)
Lotes afectados: E2601 (cad. 01/2028), E2603 (cad. 03/2028)
Motivo: resultados fuera de especificaciones en el ensayo de impurezas.
Clasificación: Clase 2. Devolver al laboratorio a través de los canales habituales.""",
        "¿Tengo que avisar a los pacientes que se llevaron estos lotes la semana pasada?",
        "Alerta recibida",
    ),
    (
        "its-bildirim",
        ["turkish", "track_and_trace", "response"],
        """İTS Bildirim Sonucu
Bildirim Türü: Satış Bildirimi   Tarih: 10.04.2026 14:22:07
GTIN: 08699504090123   Seri No: 2RQ4X91KM7   Parti: B4417   SKT: 2027-09
Sonuç Kodu: 10201 - Ürün daha önce satılmış""",
        "Hasta ilacı bugün aldı ama sistem daha önce satılmış diyor. Ne yapmalıyım?",
        "İTS ekranı",
    ),
    (
        "saudi-invoice-ar",
        ["arabic", "invoice", "dates", "batch"],
        """فاتورة ضريبية رقم: INV-2026-018834
التاريخ: 2026/04/05
العميل: صيدلية النهدي - فرع العليا
الصنف: أوزمبيك 1 ملغ قلم   الكمية: 4   التشغيلة: PP5C871   الانتهاء: 11/2027
رقم التسجيل الضريبي: 300012345600003""",
        "هل يمكن إرجاع قلمين من هذه الفاتورة إذا لم نبعها خلال شهر؟",
        "الفاتورة",
    ),
    (
        "indian-pharmacy-bill",
        ["india", "bill", "batch", "expiry", "gstin"],
        """SHREE SAI MEDICALS, Vijayawada   GSTIN: 37ABCDE1234F1Z5   DL No: AP/VJA/20B/2021/4471
Bill No: SSM/26-27/00412   Date: 09-04-2026 19:42
Telmisartan 40mg Tab  10x10  Batch TLM2604  Exp 03/28  Qty 30  MRP 7.90/tab
Metformin SR 500mg    10x15  Batch MFS2519  Exp 12/27  Qty 60  MRP 2.10/tab""",
        "The customer says the metformin was cheaper last month. Check the total and the MRP.",
        "Bill from the counter",
    ),
    (
        "hospital-ward-stock-dn",
        ["ward_stock", "delivery_note", "times"],
        """Pharmacy Stores - Ward Delivery Note WDN-26-04-3381
Ward: 7B Cardiology   Picked: 14/04/2026 10:12 (tech RK)   Delivered: 14/04/2026 11:40
Furosemide 40 mg tabs 28 x2 | Bisoprolol 2.5 mg tabs 28 x0 (count above imprest) |
NaCl 0.9% 10 mL amps x65 | GTN spray x3
Received by: S. Mensah (nurse)""",
        "Is the bisoprolol line right or should we have sent some anyway?",
        "Delivery note for the ward",
    ),
    (
        "pharmacy-app-sms-thread",
        ["sms_thread", "times", "delivery"],
        """[09/04/2026 08:14] Cedar Pharmacy: Your prescription is ready for delivery today between 12:00-16:00.
[09/04/2026 08:31] Me: Can you leave it with my neighbour at no. 14?
[09/04/2026 16:47] Cedar Pharmacy: Sorry we missed you. We'll retry tomorrow.""",
        "Write a polite complaint - they never asked about the neighbour.",
        "Texts with the pharmacy",
    ),
    (
        "webhook-delivery-debug",
        ["webhook_debug", "headers", "timestamp"],
        """POST /hooks/recalls HTTP/1.1
webhook-id: msg_2Lx9b0Qk4pV7nTz1RyC5sD8eF3g
webhook-timestamp: 1775044921
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
Content-Type: application/json

{"type": "recall.issued", "recall": {"ref": "DR-2026-0147", "issued": "2026-04-02"}}""",
        "Our endpoint rejects this as 'timestamp too old'. How old is it relative to when we received it at 2026-04-01 13:05 UTC?",
        "Delivery from the distributor's service (from our logs)",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "under",
    "both_sides",
    "intro_question",
    "quoted",
    "fenced",
    "indented",
    "earlier_turn",
    "forwarded",
    "system_user",
    "other_language",
]
LOCAL_PLACEMENTS = ["after", "before", "under", "quoted", "fenced"]
NON_ENGLISH = {"german", "polish", "portuguese", "korean", "japanese", "french", "spanish", "turkish", "arabic",
               "erezept", "erecepta", "receita_sem_papel", "noemie", "retaxation"}
SYSTEM_PHARM = (
    "You are Dispensa, an assistant for pharmacy teams. Answer accurately, say which source a pharmacist should "
    "check, and say when something needs a pharmacist's or prescriber's decision."
)
OTHER_LANGUAGE_ASKS = [
    "Responde en español, por favor.",
    "Réponds en français, s'il te plaît.",
    "Por favor, responda em português.",
    "Lütfen Türkçe cevap ver.",
    "Tolong jawab dalam bahasa Indonesia.",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    """A pasted block and the user's question around it."""
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "both_sides":
        return f"{intro}:\n\n{block}\n\n{ask} Anything else in it I should worry about?"
    if placement == "intro_question":
        return f"{intro} is below.\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n{block}\nAssistant: Got it. What would you like me to check?\n"
                f"User: {ask}\nAssistant:")
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ----------\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_PHARM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "other_language"
    return f"{block}\n\n{ask} {OTHER_LANGUAGE_ASKS[k % len(OTHER_LANGUAGE_ASKS)]}"


def _negatives_pasted() -> None:
    j = 0
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        if NON_ENGLISH & set(tags):
            placement = LOCAL_PLACEMENTS[j % len(LOCAL_PLACEMENTS)]
            j += 1
        else:
            placement = PLACEMENTS[k % len(PLACEMENTS)]
        N(f"pasted:{source}", ["pasted", placement, *tags], _place(k, placement, block, ask, intro))


# --- look-alikes in program positions: stable values only -----------------------------------------------------------

def _negatives_lookalikes() -> None:
    N("lookalike:counter-header-stable", ["lookalike", "header_block", "premises_id", "prompt_revision"],
      """You are the counter assistant of Harrow Road Pharmacy. Help counter staff sell over-the-counter
medicines safely and refer to the pharmacist when needed.

Branch: 4471 Harrow Road
GPhC premises: 1098765
ODS code: FQ123
Prompt version: 3.1 (reviewed 2026-02-10)
Time zone: Europe/London

Staff: Someone wants two packs of paracetamol and a pack of co-codamol. Can I sell all three?
Assistant:""")
    N("lookalike:llama3-cutoff-only", ["lookalike", "llama3", "knowledge_cutoff"],
      """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2025

You are a dispensing assistant for a hospital outpatient pharmacy. Answer questions about dispensing
procedures only.<|eot_id|><|start_header_id|>user<|end_header_id|>

How long can we keep a patient's uncollected outpatient prescription before returning it to stock?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    N("lookalike:chatml-formulary-edition", ["lookalike", "chatml_system", "formulary_edition", "kb_release"],
      """<|im_start|>system
You answer formulary questions for Northgate Trust pharmacists.
Formulary edition: 2026.3 (effective 2026-04-01)
Interaction KB release: 2026-03-15
Site: Northgate General
<|im_end|>
<|im_start|>user
Is edoxaban on formulary for AF, or only apixaban?<|im_end|>
<|im_start|>assistant""")
    N("lookalike:yaml-template-dates", ["lookalike", "yaml_front_matter", "template_dates", "sop_version"],
      """---
template: owing-slip-writer
approved: 2025-11-04
review_due: 2026-11-04
sop: dispensing-owings v2.3
pharmacy_ods: FQ123
---
Write the owing slip text for the patient: what we could not supply, how much we owe and when to come
back. Under 60 words.

Item: Mirtazapine 15 mg tablets, prescribed 28, supplied 14, owing 14. Due Thursday.
Owing slip:""")
    N("lookalike:xml-pharmacy-attrs", ["lookalike", "xml_attributes", "gln", "since_date"],
      """<pharmacy gln="5012345000013" ods="FQ123" since="2019-06-01" region="London">
Plan tomorrow's home delivery stops so that fridge items go first.
</pharmacy>

Stops: P-1120 insulin pens (fridge), P-0847 MDS tray, P-2031 inhalers.
Answer:""")
    N("lookalike:json-api-version-tenant", ["lookalike", "single_line_json", "api_version", "tenant_uuid"],
      """config: {"api_version": "2024-10-21", "tenant": "8c4f2a1e-3b7d-4e9a-b6c0-5d1e2f3a4b5c", "locale": "en-GB", "tz": "Europe/London"}
Explain the wholesaler's returns policy to a new dispenser in three bullet points: what can be returned,
the time limit, and who signs.
Answer:""")
    N("lookalike:html-comment-template-rev", ["lookalike", "html_comment", "template_revision"],
      """<!-- template: partd-coverage-explainer v5, revised 2026-01-15 -->
Explain to a Medicare Part D member, in plain language, what a formulary tier is and why tier 3 drugs
cost more.
Answer:""")
    N("lookalike:markdown-table-patient", ["lookalike", "markdown_table", "patient_since", "exemption_expiry"],
      """| Patient field | Value |
|---|---|
| Nominated pharmacy since | 2021-09-14 |
| Exemption | Medical exemption certificate, expires 2027-02-28 |
| Allergies | Penicillin (recorded 2015-03-02) |
| Repeat dispensing | Yes, batch of 6 issued 2026-01-20 |

Answer the patient's question using the record above.

Patient: Do I still need to pay for my prescriptions?
Assistant:""")
    N("lookalike:env-lines-wholesaler", ["lookalike", "env_lines", "cutoff", "calver_build", "timeout"],
      """WHOLESALER_ACCOUNT=300418
ORDER_CUTOFF=15:30
BUILD=2026.03.2
TIMEOUT_S=30
DELIVERY_DAYS=Mon,Tue,Wed,Thu,Fri

Help the pharmacy add items to the evening order and explain the cut-off rule if asked.

Pharmacy: What happens if I place the order at 15:45?
Assistant:""")
    N("lookalike:footer-terms", ["lookalike", "footer", "terms_revision"],
      """Draft a text message telling the patient their prescription is ready to collect. No medicine names.

Patient first name: Marek
Branch hours: Mon-Fri 08:30-18:30, Sat 09:00-13:00

--
Terms of SMS service revised 2025-09-01
Sender ID: HRPHARM""")
    N("lookalike:telematik-header-de", ["lookalike", "german", "header_block", "telematik_id", "ik_number"],
      """Du hilfst der Rosen-Apotheke Freiburg bei Fragen zur Belieferung von E-Rezepten. Antworte auf Deutsch.

Telematik-ID: 3-SMC-B-Testkarte-883110000117439
Apotheken-IK: 308412345
Rahmenvertrag: Fassung vom 01.04.2024
Zeitzone: Europe/Berlin

Frage: Darf ich bei einem E-Rezept mit N2 eine N1 abgeben, wenn N2 nicht lieferbar ist?""")
    N("lookalike:wholesaler-licence-rfc3339", ["lookalike", "json", "licence_validity", "rfc3339_stable"],
      """{
  "site": "Crewe DC",
  "licence": "WDA(H) 21455",
  "licence_valid_until": "2028-12-31T23:59:59Z",
  "gdp_certificate_issued": "2025-02-18T00:00:00Z",
  "responsible_person": "K. Adebayo"
}
You advise the Responsible Person of this wholesale site. Can we supply a pharmacy in Ireland from here?
Assistant:""")
    N("lookalike:dea-expiry", ["lookalike", "header_block", "registration_expiry"],
      """You help pharmacists at Prairie Drug with controlled substance ordering (CSOS).

Pharmacy: Prairie Drug, Little Rock AR
DEA registration expires: 2027-05-31
State permit: AR-PH-04412 (renewed 2025-12-01)
CSOS certificate valid to: 2026-11-30

Pharmacist: Can I order Schedule II drugs electronically if my CSOS certificate expires before my DEA
registration?
Assistant:""")
    N("lookalike:stripe-version-customer", ["lookalike", "header_block", "stripe_version", "customer_id"],
      """Stripe-Version: 2025-03-31.basil
Customer: cus_Q8xWv2LmN4pRtY
Store: Kew Compounding online shop

Explain to the customer why the compounded cream in their basket can only be dispatched after the
pharmacist has checked the prescription.
Assistant:""")
    N("lookalike:azure-api-version", ["lookalike", "query_string", "api_version", "tenant_uuid"],
      """Endpoint: https://rx-assist.openai.azure.example/openai/deployments/rx-gpt/chat/completions?api-version=2024-10-21
Tenant: 2b7e4c1a-9f3d-4a6b-8e2c-1d5f7a9b3c6e

You answer hospital pharmacy stock questions. Be concise.

User: How do we record a ward-to-ward stock transfer of a non-CD item?
Assistant:""")
    N("lookalike:opening-hours-tz", ["lookalike", "system_prompt", "opening_hours", "time_zone"],
      """You are the out-of-hours helper of Farmácia Avenida, Coimbra. Opening hours: weekdays 09:00-20:00,
Saturday 09:00-13:00. Time zone: Europe/Lisbon. On-duty rota (farmácia de serviço) published at
farmaciasdeservico.example.

User: Is there a pharmacy open tonight near Coimbra-B station?
Assistant:""")
    N("lookalike:npi-ncpdp-header", ["lookalike", "header_block", "npi", "ncpdp_id"],
      """Pharmacy NPI: 1457382910
NCPDP Provider ID: 4412087
Switch vendor: ClaimsLink v8
Payer sheet version: D.0 (2025 edition)

Explain to a new technician what "Other Coverage Code 8" means on a claim and when to use it.
Assistant:""")
    N("lookalike:bin-pcn-member", ["lookalike", "header_block", "bin_pcn", "member_id"],
      """Member: Dana Harlow
Member ID: XJH418822017
BIN: 003858   PCN: A4   Group: RXGRP01
Coverage start: 2025-01-01

You help members understand their pharmacy benefit. Answer from the plan rules only.

Member: Do I need a new card after my employer changed plans?
Assistant:""")
    N("lookalike:patient-context-dob", ["lookalike", "header_block", "dob", "allergy_date"],
      """Patient context (from the PMR):
Name: Mrs Eileen Marsh
DOB: 14/02/1941
Allergy: trimethoprim (rash, recorded 2019-07-22)
Regular medicines: alendronic acid weekly (Mon), Adcal-D3

Pharmacist: She wants something for a UTI. What can I offer or should she see the GP?
Assistant:""")
    N("lookalike:discord-guild-ids", ["lookalike", "header_block", "discord_guild", "channel_id"],
      """Guild: 1089452235110498324 (Pharmacy Students Study Hub)
Channel: 1089452236632911872 (#pharmacology)
Bot role: 1102287745991213076

You are the study bot. Explain topics at the level of a second-year pharmacy student.

User: why does grapefruit juice interact with simvastatin but not with pravastatin?
Assistant:""")
    N("lookalike:shortage-guidance-front-matter", ["lookalike", "yaml_front_matter", "guidance_version"],
      """---
guidance: regional-shortages-handbook
version: 4
published: 2026-02-14
next_review: 2026-08-14
---
Using the handbook rules, tell the pharmacist who can authorise a switch during a shortage when an SSP is
not in place.

Pharmacist: The patient's HRT gel is out of stock and the GP surgery is closed until Monday.
Assistant:""")
    N("lookalike:mfr-yaml", ["lookalike", "yaml_front_matter", "mfr_effective"],
      """---
mfr: MFR-0219
version: 4
effective: 2025-12-01
stability_study: ST-2025-07
---
Scale this master formulation to 60 mL and list the quantities: spironolactone 5 mg/mL oral suspension
from 25 mg tablets in a suspending vehicle.
Answer:""")
    N("lookalike:iso-week-schedule", ["lookalike", "system_prompt", "iso_week_schedule"],
      """You help the pharmacy team plan their stock take and deliveries. Deliveries come on Tuesdays and Fridays;
the annual stock take is booked for 2026-W19 and the wholesaler's holiday schedule applies in 2026-W22.

Team: Can we still take a large order in the stock-take week?
Assistant:""")
    N("lookalike:contract-start-json", ["lookalike", "pretty_json", "contract_start"],
      """{
  "customer": "Fernhill Pharmacy",
  "account": "300418",
  "contract_start": "2025-01-01T00:00:00Z",
  "discount_tier": "B"
}
Explain the wholesaler's discount tier B to the pharmacy owner in two sentences.
Answer:""")
    N("lookalike:authored-revision", ["lookalike", "system_prompt", "authored_revision"],
      """Prompt: recall-notice-explainer (revision of 3 March 2026, approved by the superintendent pharmacist)

Explain drug recall notices to pharmacy staff: the recall class, what to quarantine, and whether patients
must be contacted. Never tell staff to destroy stock unless the notice says so.

Staff: What's the difference between a pharmacy-level and a patient-level recall?
Assistant:""")
    N("lookalike:kb-article-front-matter", ["lookalike", "yaml_front_matter", "kb_article"],
      """---
title: Handling falsified medicine alerts
article: KB-0412
updated: 2026-01-28
owner: Serialisation team
---
When a pack raises an alert at verification, do not supply it. Quarantine the pack, record the alert ID,
and follow the national procedure. If the alert is later closed as a technical error, the pack may be
supplied.

Question from a technician: the alert was closed as a data error - can I now give the pack out?
Answer:""")
    N("lookalike:market-and-master-data", ["lookalike", "header_block", "market", "software_version"],
      """Location-Id: NL-PH-004471
Market: NL
Software: DispensePro 12.4 (release 2026-02)
End-user licence: EUL-88213

You explain medicines verification status messages to pharmacy staff.

Staff: What does "pack status: locked" mean?
Assistant:""")
    N("lookalike:hospital-formulary-decision", ["lookalike", "system_prompt", "committee_dates"],
      """You answer questions about formulary decisions of the Drugs and Therapeutics Committee. Decisions:
edoxaban added for AF (meeting 2026-03-12); dulaglutide removed in favour of semaglutide (2026-01-15);
next meeting 2026-05-14.

User: When was semaglutide added and can I still start new patients on dulaglutide?
Assistant:""")
    N("lookalike:stable-baggage", ["lookalike", "header_block", "stable_baggage"],
      """baggage: tenant=rxh,region=eu-west-2,plan=enterprise
X-Client-Version: 4.12.0

You are the internal wiki assistant of the hospital pharmacy. Link the SOP page in your answer.

User: Where is the SOP for unlicensed medicines ordering?
Assistant:""")


# --- values the user asks about or types ------------------------------------------------------------------------------

def _negatives_asked() -> None:
    N("asked:serial-number", ["asked", "serial", "id_in_question"],
      """A patient brought back a pack of Cialis 20 mg saying it looks different. The box's 2D code reads serial
7HK2M9QX41, batch A77321, expiry 31/05/2027, product code 08712345678906. How can I check whether that
serial is genuine, and what do I do if it comes back as already dispensed somewhere else?""")
    N("asked:gs1-day-zero", ["asked", "gs1", "expiry_question"],
      """In a GS1 barcode the expiry part reads (17)270600. Is that 0 June 2027? What date should I write on the
dispensing record?""")
    N("asked:logger-filename-epoch", ["asked", "epoch", "file_name"],
      """The logger file that came with our fridge delivery is called TL88213_1775044800.csv. Is the number in the
name the start time? What date and time is it in London?""")
    N("asked:app-jwt", ["asked", "jwt", "id_in_question"],
      """Our pharmacy app's support desk asked me to send them the token from the app's debug screen. What is in it,
and is it safe to share?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwdC00NDEyMCIsInBoYXJtYWN5IjoiRlExMjMiLCJpYXQiOjE3NzU0NjY0MDAsImV4cCI6MTc3NTQ3MDAwMH0.p1T9vQeZ3xK8mL2rN5sW7yA0bC4dF6gH8jJ1kM3nP5q""")
    N("asked:traceparent-support", ["asked", "traceparent", "support"],
      """The wholesaler's IT support said our failed order has trace
00-7d2c4f8e1a3b5c6d9e0f1a2b3c4d5e6f-1a2b3c4d5e6f7a8b-01 and asked me to quote it when I call. Which part
is the trace id and which part is the span?""")
    N("asked:relative-times", ["asked", "relative_time", "dose_timing"],
      """I took 2 paracetamol 500 mg about 3 hours ago and an ibuprofen 400 mg 40 minutes ago. My headache is
still bad. When can I take more of each?""")
    N("asked:bud-arithmetic", ["asked", "bud", "date_arithmetic"],
      """We compounded an oral suspension on 14 March with a 14-day refrigerated BUD. Counting the day of
compounding, is 28 March the last day we can dispense it, or 27 March?""")
    N("asked:few-shot-expiry", ["asked", "few_shot", "expiry_format"],
      """Normalise pack expiry dates to YYYY-MM-DD (last day of the month when only a month is given).

Input: EXP 03/27
Output: 2027-03-31

Input: verw. bis 11.2026
Output: 2026-11-30

Input: Use by 2028-02
Output:""")
    N("asked:unrendered-template", ["asked", "unrendered_template", "placeholder"],
      """Our refill reminder template prints this literally instead of the date. What's wrong with it?

Hi {{first_name}}, your prescription {{rx_number}} is due for a refill on {{refill_due_date}}.
Generated on {{now}} by {{pharmacy_name}}.""")
    N("asked:typed-clock-cutoff", ["asked", "user_typed_clock", "cutoff"],
      """It's 17:55 here and the wholesaler's cut-off is 18:00. If I press send on the order now, will the
two insulin lines arrive on tomorrow morning's van, or is it safer to phone the order in?""")
    N("asked:iso-week-delivery", ["asked", "iso_week", "schedule"],
      """The manufacturer says the restock of our salbutamol inhalers ships in 2026-W18. Which dates is that,
and if shipping takes 3 working days when will we have it?""")
    N("asked:claim-auth-number", ["asked", "claim_ids", "id_in_question"],
      """A claim for Rx 5521880 was paid with authorization number 261120448812 on 30 March, but the
patient's insurer says they have no record of it. Where does that number come from, and what should I send
the insurer?""")
    N("asked:erezept-task-id", ["asked", "erezept", "id_in_question", "german"],
      """Was bedeutet die Nummer 160.000.033.491.280.78 auf dem E-Rezept-Ausdruck? Kann ich damit das Rezept
ohne den Code darunter abrufen?""")
    N("asked:recall-uuid-duplicate", ["asked", "uuid_content", "id_in_question"],
      """Our recall feed lists recall 3f2b8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f twice, once on 2 April and again on
6 April with one more batch. Is that a new recall or an update of the first?""")
    N("asked:alert-id", ["asked", "alert_id", "id_in_question"],
      """I need to follow up on alert AT-BE-2026-000918342 that we raised on 8 April. Who do I contact, and
what information do they usually need from the pharmacy?""")
    N("asked:chatml-typed-date", ["asked", "chatml_user", "user_typed_date"],
      """<|im_start|>system
You help pharmacy staff plan cover and handovers.
<|im_end|>
<|im_start|>user
Today is my last day before two weeks of leave (I'm back on 27 April). Write a handover note for the
locum about three owings and the Creon SSP patients.<|im_end|>
<|im_start|>assistant""")
    N("asked:mistral-ulid", ["asked", "mistral_inst", "ulid_in_question"],
      """<s>[INST] Our refill request log shows request 01JRB7Q6ZK4X9M2N8P5T3V1W0Y. Can you tell from the id alone when it
was created? [/INST]""")
    N("asked:recall-deadline-tz", ["asked", "timezone_question", "deadline"],
      """The recall notice from the US manufacturer says "respond by 5:00 PM EDT on April 20, 2026". What
time is that for us in Manila, and on which day?""")
    N("asked:cold-chain-budget", ["asked", "stability_budget", "times_in_content"],
      """The cool box left the depot at 05:42 and we opened it at 09:30. The insulin's stability data allows
up to 30 C for 28 days once out of the fridge, and the room was 21 C. Do I need to shorten the expiry
I write on the pack?""")
    N("control:plain-counter", ["control", "plain"],
      """You are a pharmacy counter assistant. Give short, safe advice and refer to the pharmacist for anything
that is pharmacy-only.

Customer: What's the difference between cetirizine and loratadine for hay fever?
Assistant:""")
    N("control:plain-compounding", ["control", "plain"],
      """You teach pharmacy technicians about compounding. Explain why geometric dilution matters when mixing a
small amount of a potent drug into a large amount of base.
Answer:""")


# === generated families ===========================================================================================

@dataclass
class Body:
    """A prompt body for the generated families: system text, the user's line, its cue and a stable pair."""

    key: str
    lang: str
    system: str
    user: str
    cue: str | None
    stable: tuple[str, str, str, str]  # label, key, value, slug (for key=value)
    tz: timezone
    now_label: str | None = None
    now_fn: Callable[[datetime], str] | None = None
    since_label: str | None = None
    since_value: str | None = None


BODIES: list[Body] = [
    Body("otc-uk", "en", """You are the counter assistant of Elm Street Pharmacy. Give short, safe advice on over-the-counter
medicines and refer to the pharmacist for anything pharmacy-only.""",
         "Customer: Can I take ibuprofen with my amlodipine for a sore shoulder?", "Assistant:",
         ("Pharmacy", "pharmacy", "Elm Street Pharmacy", "elm-street"), GMT),
    Body("dispensary-check", "en", """You help dispensers with accuracy checks. Compare what was dispensed with the prescription
and answer PASS or FAIL with the reason.""",
         "Dispenser: Rx says doxycycline 100 mg caps x8, I picked doxycycline 100 mg dispersible tabs x8.",
         "Check result:", ("Branch", "branch", "Leith Walk", "leith-walk"), GMT),
    Body("ward-stock", "en", """You answer ward nurses' questions about ward stock, imprest top-ups and where to find
non-stock items out of hours.""",
         "Nurse: We've run out of enoxaparin 40 mg on ward 12 and pharmacy is closed. Where can we borrow some?",
         "Assistant:", ("Hospital", "hospital", "Queen's Park Hospital", "qph"), GMT),
    Body("erx-us", "en", """You help pharmacy technicians find out why an e-prescription has not arrived and what to tell
the patient.""",
         "Technician: Doctor's office says they sent the amoxicillin Rx an hour ago but it isn't in our queue.",
         "Assistant:", ("Store", "store", "Cedar Pharmacy #112", "cedar-112"), PDT),
    Body("ddi-check", "en", """You explain drug interactions to community pharmacists: mechanism, effect, and what to do.
Keep it to four sentences.""",
         "Pharmacist: Fluconazole 150 mg single dose for a patient on atorvastatin 80 mg. Worth worrying?",
         "Answer:", ("Reference", "reference", "Interactions KB", "ikb"), EST),
    Body("wholesale-order", "en", """You are the ordering assistant of a pharmaceutical wholesaler. Help pharmacies with orders,
cut-off times, backorders and credits.""",
         "Pharmacy: Half of yesterday's tote was missing. How do I get the lines re-sent today?",
         "Assistant:", ("Account", "account", "300418", "300418"), GMT),
    Body("recall-desk", "en", """You help pharmacy staff act on drug recall notices: what to quarantine, how to return it and
whether patients need contacting.""",
         "Staff: We got a class 3 recall for an antacid. Do we have to pull it from the shelf today?",
         "Assistant:", ("Pharmacy", "pharmacy", "Riverside Pharmacy", "riverside"), BST),
    Body("cold-chain", "en", """You advise pharmacies and wholesalers on cold-chain excursions for refrigerated medicines.
Ask for the logger data if it is missing.""",
         "Pharmacy: The courier left our vaccine box in the sun for about 40 minutes. What now?",
         "Assistant:", ("Depot", "depot", "Crewe DC", "crewe-dc"), GMT),
    Body("serial-helpdesk", "en", """You explain medicines verification results to pharmacy staff and give the next step.""",
         "Staff: The scanner says 'batch not found' but the pack looks fine. Can I give it out?",
         "Assistant:", ("Location", "location", "IE-PH-001288", "IE-PH-001288"), GMT),
    Body("pv-intake", "en", """You help pharmacists report suspected adverse drug reactions. Collect the suspect drug, the
reaction, its onset and the outcome.""",
         "Pharmacist: A customer says her new statin gives her muscle pain in both legs.",
         "Assistant:", ("Programme", "programme", "Pharmacy ADR reporting", "pharmacy-adr"), GMT),
    Body("compounding", "en", """You support a compounding pharmacy with formulation questions. Cite the reference used and
never guess stability data.""",
         "Pharmacist: Can we make a 1 mg/mL melatonin oral solution without alcohol for a child?",
         "Answer:", ("Facility", "facility", "Kew Compounding", "kew-compounding"), AEST),
    Body("claims-us", "en", """You explain pharmacy claim rejections to technicians and suggest the fix.""",
         "Technician: Claim rejected 79 'refill too soon' but the patient lost their bottle. What now?",
         "Assistant:", ("Pharmacy NPI", "npi", "1457382910", "1457382910"), CDT),
    Body("shortage-au", "en", """You answer pharmacists' questions about medicine shortages in Australia and suggest
alternatives that need the prescriber's agreement.""",
         "Pharmacist: Amoxicillin 250 mg/5 mL is unavailable again. What's the usual substitution advice?",
         "Assistant:", ("State", "state", "Victoria", "vic"), AEST),
    Body("drogueria-co", "es", """Eres el asistente de la Droguería San Rafael en Medellín. Responde en español con lenguaje
sencillo y remite al médico cuando haga falta.""",
         "Cliente: ¿Puedo darle loratadina a mi hijo de 4 años para la alergia?", None,
         ("Droguería", "drogueria", "San Rafael", "san-rafael"), timezone(timedelta(hours=-5), "COT"),
         "Fecha y hora", es_now, "Cliente desde", "12 de marzo de 2019"),
    Body("farmacia-mz", "pt", """És o assistente da Farmácia Polana, em Maputo. Responde em português, de forma simples, e
encaminha para o médico quando for preciso.""",
         "Cliente: O meu filho tem malária e o médico receitou Coartem. Posso dar com o estômago vazio?", None,
         ("Farmácia", "farmacia", "Polana", "polana"), timezone(timedelta(hours=2), "CAT"),
         "Data e hora", pt_now, "Cliente desde", "3 de maio de 2021"),
    Body("officine-sn", "fr", """Tu es l'assistant de la Pharmacie du Plateau, à Dakar. Réponds en français, simplement, et
oriente vers le médecin si nécessaire.""",
         "Client : Je prends de la metformine. Est-ce que je peux prendre un sirop contre la toux avec du sucre ?", None,
         ("Officine", "officine", "Pharmacie du Plateau", "plateau"), timezone(timedelta(0), "GMT"),
         "Date et heure", fr_now, "Client depuis", "le 9 janvier 2020"),
    Body("apotheke-at", "de", """Du bist der Assistent der Apotheke zum Schutzengel in Graz. Antworte auf Deutsch, kurz und
verständlich, und verweise bei Bedarf an die Ärztin oder den Arzt.""",
         "Kundin: Darf ich Ibuprofen nehmen, wenn ich Marcoumar einnehme?", None,
         ("Apotheke", "apotheke", "Zum Schutzengel", "schutzengel"), CEST,
         "Stand", de_now, "Kundin seit", "14. Februar 2018"),
    Body("apotek-id", "id", """Anda asisten Apotek Sehat Sentosa di Surabaya. Jawab dalam bahasa Indonesia yang sederhana dan
sarankan ke dokter bila perlu.""",
         "Pelanggan: Apakah amoksisilin boleh diminum bersama susu?", None,
         ("Apotek", "apotek", "Sehat Sentosa", "sehat-sentosa"), WIB),
    Body("eczane-tr", "tr", """Sen Ankara'daki Başkent Eczanesi'nin asistanısın. Türkçe, kısa ve anlaşılır cevap ver;
gerekirse hekime yönlendir.""",
         "Hasta: Antibiyotik kullanırken probiyotik alabilir miyim?", None,
         ("Eczane", "eczane", "Başkent Eczanesi", "baskent"), TRT,
         "Şu an", tr_now, "Müşteri kaydı", "2017'den beri"),
    Body("shortage-mr", "mr", """तुम्ही नाशिकमधील "संजीवनी मेडिकल" दुकानाचे सहाय्यक आहात. औषधांच्या तुटवड्याबद्दल सोप्या मराठीत उत्तर
द्या आणि पर्याय डॉक्टरांच्या संमतीनेच द्या असे सांगा.""",
         "ग्राहक: माझे थायरॉईडचे औषध कुठेच मिळत नाही. काय करू?", None,
         ("दुकान", "shop", "संजीवनी मेडिकल", "sanjivani"), IST, "सध्याची वेळ", mr_now),
    Body("claims-te", "te", """మీరు హైదరాబాద్‌లోని "ఆరోగ్య ఫార్మసీ" సహాయకుడు. ఆరోగ్య బీమా క్లెయిమ్‌ల గురించి తెలుగులో సరళంగా
వివరించండి.""",
         "ఫార్మసిస్ట్: ఇన్సులిన్ క్లెయిమ్ తిరస్కరించబడింది, కారణం 'ప్రిస్క్రిప్షన్ గడువు ముగిసింది'. ఏం చేయాలి?", None,
         ("ఫార్మసీ", "pharmacy", "ఆరోగ్య ఫార్మసీ", "arogya"), IST, "ప్రస్తుత సమయం", te_now),
    Body("patika-hu", "hu", """A szegedi Arany Kígyó Patika asszisztense vagy. Válaszolj magyarul, röviden és érthetően, és
szükség esetén küldd orvoshoz a beteget.""",
         "Beteg: Szedhetek orrspray-t, ha magas a vérnyomásom?", None,
         ("Patika", "patika", "Arany Kígyó", "arany-kigyo"), CEST, "Most", hu_now),
    Body("nha-thuoc-vi", "vi", """Bạn là trợ lý của nhà thuốc Minh Châu ở Hà Nội. Trả lời bằng tiếng Việt, ngắn gọn, và khuyên
đi khám bác sĩ khi cần.""",
         "Khách hàng: Tôi đang uống thuốc huyết áp, có uống được thuốc cảm có pseudoephedrine không?", None,
         ("Nhà thuốc", "nha_thuoc", "Minh Châu", "minh-chau"), ICT, "Thời điểm hiện tại", vi_now),
    Body("yakguk-ko", "ko", """당신은 부산 '해오름약국'의 도매 주문 도우미입니다. 품절 의약품과 대체 주문에 대해 한국어로 간단히
답하세요.""",
         "약사: 아목시실린 시럽이 도매상에서 계속 품절이에요. 대체로 뭘 주문하면 좋을까요?", None,
         ("약국", "pharmacy", "해오름약국", "haeoreum"), KST, "현재 시각", ko_now),
]

POSITIONS = ["head", "system_tail", "header_block", "after_user", "tail", "yaml", "json", "xml", "kv", "paren"]

# (label, key, value maker, numeric in JSON, paren word)
FIELDS: list[tuple[str, str, Callable[[Gen53, datetime], str], bool, str]] = [
    ("Request-ID", "request_id", lambda g, t: g.uuid4(), False, "req"),
    ("traceparent", "traceparent", lambda g, t: g.traceparent(), False, "trace"),
    ("Session", "session_id", lambda g, t: g.ulid(t), False, "session"),
    ("Timestamp", "timestamp", lambda g, t: rfc3339(t.astimezone(UTC), 3), False, "sent"),
    ("Date", "date", lambda g, t: http_date(t), False, "sent"),
    ("Now-Ms", "now_ms", lambda g, t: str(epoch_ms(t)), True, "at"),
    ("Now", "now", lambda g, t: str(epoch_s(t)), True, "at"),
    ("Week", "week", lambda g, t: iso_week(t), False, "week"),
    ("Run", "run_id", lambda g, t: g.ksuid(t), False, "run"),
    ("Session-Token", "session_token", lambda g, t: g.b58(32), False, "token"),
    ("Authorization", "auth", lambda g, t: "Bearer " + g.jwt(t, "rx-" + g.digits(5)), False, "auth"),
    ("b3", "b3", lambda g, t: g.b3(), False, "b3"),
    ("Generated", "generated_at", lambda g, t: rfc850(t), False, "generated"),
    ("Built", "built", lambda g, t: ctime(t), False, "built"),
    ("Opened", "opened", lambda g, t: dmy_hm(t), False, "opened"),
    ("Started", "started", lambda g, t: mdy_12(t), False, "started"),
    ("Now-Ns", "now_ns", lambda g, t: str(epoch_ns(t, g.ns())), True, "at"),
    ("Clock", "clock", lambda g, t: go_nano(t, g.ns()), False, "clock"),
    ("Requested", "requested_at", lambda g, t: rfc3339(t), False, "requested"),
    ("Received", "received_at", lambda g, t: rfc3339(t, 6), False, "received"),
    ("Correlation-ID", "correlation_id", lambda g, t: g.uuid7(t), False, "corr"),
    ("Nonce", "nonce", lambda g, t: g.b32(26), False, "nonce"),
    ("Span", "span_id", lambda g, t: g.hex(16), False, "span"),
    ("Server-Time", "server_time", lambda g, t: dotnet_o(t, g.small(0, 10)), False, "server time"),
    ("Now-Us", "now_us", lambda g, t: str(epoch_us(t)), True, "at"),
    ("Conversation", "conversation_id", lambda g, t: g.uuid1(), False, "conversation"),
    ("Canary", "canary", lambda g, t: g.b64url(24), False, "canary"),
    ("Delivery", "delivery_id", lambda g, t: g.nanoid(), False, "delivery"),
]

# (label, key, value, numeric in JSON)
STABLE_FIELDS: list[tuple[str, str, str, bool]] = [
    ("API-Version", "api_version", "2025-06-01", False),
    ("Knowledge-Cutoff", "knowledge_cutoff", "2025-06", False),
    ("Prompt-Revision", "prompt_revision", "2026-02-10", False),
    ("Formulary-Edition", "formulary_edition", "2026.3", False),
    ("KB-Release", "kb_release", "2026-03-15", False),
    ("Pharmacy-GLN", "pharmacy_gln", "5012345000013", False),
    ("ODS-Code", "ods_code", "FQ123", False),
    ("Tenant", "tenant", "8c4f2a1e-3b7d-4e9a-b6c0-5d1e2f3a4b5c", False),
    ("Time-Zone", "tz", "Europe/Berlin", False),
    ("Opening-Hours", "opening_hours", "08:30-18:30", False),
    ("Licence-Valid-Until", "licence_valid_until", "2027-03-31", False),
    ("Contract-Start", "contract_start", "2025-01-01T00:00:00Z", False),
    ("Build", "build", "2026.03.2", False),
    ("Wholesaler-Account", "wholesaler_account", "300418", False),
    ("Order-Cutoff", "order_cutoff", "15:30", False),
    ("Customer-Since", "customer_since", "2019-06-01", False),
    ("Timeout", "timeout_s", "30", True),
    ("SOP", "sop", "DISP-07 rev 4", False),
    ("GTIN", "gtin", "05012345678900", False),
    ("Market", "market", "IE", False),
    ("Locale", "locale", "en-IE", False),
    ("Model", "model", "rx-assist-2026-01", False),
    ("Payer-Sheet", "payer_sheet", "D.0 2025 edition", False),
    ("Recall-Policy", "recall_policy", "RP-3 (effective 2025-10-01)", False),
    ("Cold-Chain-SOP", "cold_chain_sop", "CC-12 v5", False),
    ("Shortages-Guidance", "shortages_guidance", "v4, published 2026-02-14", False),
    ("Pharmacist-Licence", "pharmacist_licence", "PH-2087712", False),
    ("Premises-Licence-Expiry", "premises_licence_expiry", "2028-01-31", False),
]


def _render(body: Body, position: str, label: str, key: str, value: str, numeric: bool, paren: str,
            mark: Callable[[str, str], str], cue: str) -> str:
    """One generated prompt: the field placed at `position` of `body`, marked with `mark`."""
    s_label, s_key, s_value, s_slug = body.stable

    def finish(text: str) -> str:
        return f"{text}\n{body.cue}" if body.cue else text

    line = mark(cue, f"{label}: {value}")
    if position == "head":
        return finish(f"{line}\n{body.system}\n\n{body.user}")
    if position == "system_tail":
        return finish(f"{body.system}\n{line}\n\n{body.user}")
    if position == "header_block":
        return finish(f"{body.system}\n\n{s_label}: {s_value}\n{line}\nChannel: web\n\n{body.user}")
    if position == "after_user":
        return finish(f"{body.system}\n\n{body.user}\n{line}")
    if position == "tail":
        return f"{body.system}\n\n{body.user}\n\n{line}"
    if position == "yaml":
        return finish(f"---\n{s_key}: {s_value}\n{mark(cue, f'{key}: {value}')}\nchannel: web\n---\n"
                      f"{body.system}\n\n{body.user}")
    if position == "json":
        jv = value if numeric else json.dumps(value, ensure_ascii=False)
        member = mark(cue, f'"{key}": {jv},')
        return finish(f'{body.system}\n\nmeta: {{"{s_key}": {json.dumps(s_value, ensure_ascii=False)}, {member} '
                      f'"channel": "web"}}\n\n{body.user}')
    if position == "xml":
        attr = mark(cue, f'{key}="{value}"')
        return finish(f'<context {attr} {s_key}="{s_value}" channel="web">\n{body.system}\n</context>\n\n{body.user}')
    if position == "kv":
        kv_value = f'"{value}"' if " " in value else value
        return finish(f"{body.system}\n\n[ctx {mark(cue, f'{key}={kv_value}')} {s_key}={s_slug}]\n\n{body.user}")
    assert position == "paren"
    return finish(f"{body.system}\n\n{body.user} {mark(cue, f'({paren} {value})')}")


def _moment_for(g: Gen53, body: Body) -> datetime:
    """A moment in the body's zone, with summer time where the zone has it."""
    if any(body.tz is z for z in (CET, CEST)):
        return g.eu()
    if any(body.tz is z for z in (GMT, BST)):
        return g.uk()
    if any(body.tz is z for z in (PST, PDT)):
        return g.us_pacific()
    if any(body.tz is z for z in (CST_US, CDT)):
        return g.us_central()
    if any(body.tz is z for z in (EST, EDT)):
        return g.us_east()
    if any(body.tz is z for z in (AEST, AEDT)):
        return g.au()
    return g.moment(body.tz)


def _cue_of(key: str) -> str:
    if any(w in key for w in ("trace", "b3", "span")):
        return "trace_id"
    if any(w in key for w in ("session", "conversation", "auth", "token")):
        return "session_id"
    if any(w in key for w in ("nonce", "canary")):
        return "nonce"
    if key in ("request_id", "correlation_id", "delivery_id", "run_id"):
        return "request_id"
    if key.startswith("now"):
        return "epoch"
    return "datetime"


def generated_positives(g: Gen53, n: int = 40) -> list[Draft]:
    out: list[Draft] = []
    for k in range(n):
        body = BODIES[(k * 7) % len(BODIES)]
        position = POSITIONS[k % len(POSITIONS)]
        t = _moment_for(g, body)
        if body.now_fn is not None and k % 4 == 1:
            label, key, value, numeric, paren = body.now_label, "now", body.now_fn(t), False, f"{body.now_label}:"
            assert label is not None
            tag = "localized_now"
        else:
            label, key, maker, numeric, paren = FIELDS[(k * 11) % len(FIELDS)]
            value = maker(g, t)
            tag = key
        text = _render(body, position, label, key, value, numeric, paren, v, _cue_of(key))
        out.append(Draft(text, f"{SRC}pos:gen:{body.key}:{position}:{key}",
                         ["generated", body.lang, position, tag]))
    return out


def generated_negatives(g: Gen53, n: int = 34) -> list[Draft]:
    out: list[Draft] = []

    def plain(cue: str, text: str) -> str:
        return text

    for k in range(n):
        body = BODIES[(k * 5 + 3) % len(BODIES)]
        position = POSITIONS[(k + 4) % len(POSITIONS)]
        if body.since_label is not None and body.since_value is not None and k % 5 == 2:
            label, key, value, numeric = body.since_label, "customer_since", body.since_value, False
            tag = "localized_since"
        else:
            label, key, value, numeric = STABLE_FIELDS[(k * 3) % len(STABLE_FIELDS)]
            tag = key
        text = _render(body, position, label, key, value, numeric, label.lower(), plain, "")
        out.append(Draft(text, f"{SRC}neg:gen:{body.key}:{position}:{key}",
                         ["hard_negative", "generated", body.lang, position, tag]))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen53(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold53", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
