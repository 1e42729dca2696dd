"""Build `prompt_normalizer/corpus/holdout121.jsonl`, a hundred-and-twenty-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout121.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); `make_holdout120.py`
was read as the model of a generator's structure and docstring (two passages of its printed text were
cut off by the terminal and not read); of `make_holdout2.py` to `make_holdout119.py` only the module
docstrings were read (extracted with `ast.get_docstring`, the code never printed), through keyword
searches over them for neighbours of this domain (newsroom, wire, dateline, embargo, CMS, live blog,
fact-check, headline, A/B, syndication, rights, photo desk, EXIF, IPTC, correction, newsletter,
broadcast, rundown, podcast, show notes, RSS, Atom, NewsML, pubDate, guid, editor, publisher, press
release, and the transports and formats used here: SQS, Kafka, EventBridge, WebSub, NATS, S3 event,
Frame.io, Typeform, WhatsApp, Ghost, Contentful, Sanity, XLIFF, SSE, Jira, Solar Hijri, Reiwa, Minguo,
ordinal) and the passages around the hits, with the docstring of `make_holdout51.py` read in full and
the source lists of `make_holdout10.py` and `make_holdout31.py` read in full; and `pyproject.toml` for
ruff's settings. (A listing of `tests/normalizer/` showed the generators' names.) Nothing under
`prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the docs and bench folders
or the git history; the generators numbered 122 to 124, written at the same time, were not read. The
corpus was checked only against the machinery of `make_holdout.py` (every `expected` is what
`expected_of` computes, every span is found in its input at its offsets, spans are single lines, inputs
are unique, the build is deterministic).

The domain is newsrooms, wire services and publishing: editors' CMS assistants, wire feed ingest, live
blogs, fact-checking desks, headline A/B testing, syndication and rights, photo desks, corrections,
publishers' newsletters, broadcast rundowns, podcast show notes and the translation of wire copy. The
earlier docstrings name neighbours of it. Above all make_holdout51, which has the same domain: CMS
copilots (headline tester, SEO writer, topic tagger, style checker, story budget, key points, related
links, readability, revision diff, a Pub/Sub story update), ninjs and NITF agency copy, advisories and
kills, live-blog entry writers and phone notes, ClaimReview drafts, tipline relays, corrections tools,
push and newsletter tooling, caption writers with `[upload ...]` lines, C2PA manifests, a transmit
tablet, election results desks, syndication deliveries, audience analytics, a MOS `roStorySend`, a
podcast recording session and a SIP call, in Slovenian, Galician, Bulgarian, Afrikaans, Lithuanian,
Amharic, Latvian, Finland Swedish, Mongolian, Basque, Kazakh, Sinhala, Luxembourgish, Somali, Hausa and
Albanian. Then TV playout house clocks, as-run logs, SCTE-35, radio station clocks, newsroom CMS edit
sessions, IPTC 7901 wire copy, NewsML-G2 ingest and embargoes (make_holdout10); the PR side of the
news (release desks, embargo checks, a wire service preview, a newsroom editor session) and podcast
production with a show-notes helper and RSS items as content (make_holdout31); RSS / Atom readers and
news digests with `pubDate` as content (make_holdout5); podcast hosting (make_holdout7); newsroom
request headers in a weather service (make_holdout117); results desks as the neighbour of election
administration (make_holdout119); obituary fact checks (make_holdout56) and scholarly corrections and
retractions (make_holdout62). The scenarios here were written around them: no ninjs, NITF, MOS,
ClaimReview, C2PA, SCTE-35, as-run log, house clock, results desk, push composer or tipline relay
header; the CMS is seen through a Ghost Admin JWT, a Contentful webhook, Sanity Studio XML, a Drupal
sidebar's single-line JSON and an Arc-style Composer table; wire ingest through queue and bus
envelopes (an SQS message, a Kafka consumer line, an EventBridge event, a WebSub delivery); the live
blog through a server-sent event, a Phi-3 system turn and a WebSocket frame; the tipline through a
WhatsApp Cloud API webhook; photo uploads through an S3 event notification and a camera-to-cloud
webhook; corrections through a Typeform webhook, a Mistral prompt and a Jira automation; the rundown
through a rundown service's HTTP response and a gallery chat line; NewsML-G2, RSS and Atom appear as
pasted content and as fetched records, never as the program's own stamp. The sources are:

* editors' CMS assistants: a Ghost Admin API header block (`Authorization: Ghost <JWT>` moves,
  `Accept-Version` stays); Contentful webhook headers (request timestamp in ms and signature move; the
  topic, webhook name and the entry's `publishedAt` stay); Sanity Studio XML elements (`<now>` in
  `toISOString()` form, base58 `<session>`; dataset, workspace and the document's `_rev` stay); a Drupal
  sidebar's single-line JSON head (base62 `rid`, ISO 8601 basic `ts` with offset; site, uid and lang
  stay); a Composer markdown table (ULID editor session, US 12-hour `Loaded at`; the ANS story id
  stays); Hungarian (`Lekérdezés ideje:` with the month in words, UUID), Catalan (a `Context:` key=value
  run whose unquoted `data=` value holds spaces, nanoid `sessio=`; desk and language stay) and
  Japanese (`取得日時：` in the Reiwa era with the weekday, UUIDv7) desks;
* wire feed ingest: an SQS message in pretty JSON (`MessageId`, `ReceiptHandle`, `SentTimestamp`,
  `ApproximateFirstReceiveTimestamp` move; `SenderId` and the body with its dateline and embargo stay);
  a Kafka consumer line (`offset=` and `ts=` move; topic, partition and the NewsML key with its date
  stay); an EventBridge envelope (`id`, `time`; the detail's guid and `firstCreated` stay); a WebSub
  delivery (`X-Hub-Signature` and `Date` move; `Link` and the Atom entry's `<updated>` stay); a dedupe
  service's logfmt head (KSUID `req=`, `t=` as an epoch with a fraction; `lane=` stays); a feed poll's
  asctime tail under alerts whose times stay; Russian (`Текущее время:` RFC 3339 +03:00, base32),
  Polish (`Pobrano:` with `r., godz.`, UUIDv1) and Arabic (`وقت الاستلام:` in Arabic-Indic digits,
  ULID) desks;
* live blogs: a server-sent event (`id:` moves; `event:`, `retry:` and the `data:` entry with its
  `posted_at` stay); a Phi-3 system turn whose `Server time:` (RFC 2822) sits inline before `<|end|>`;
  YAML front matter with a nested `request:` block (`id` UUIDv7 and `at` move; `client` stays);
  a WebSocket frame as single-line JSON after the reporter's note (`frame`, `recv_ms`; the blog stays);
  Georgian (`მიმდინარე დრო:` with the month in words, hex), Romanian (`Ora curentă:` with `ora`,
  nanoid) and Swahili (`Tarehe na saa:` with EAT, UUID) desks;
* fact-checking desks: a WhatsApp Cloud API webhook in nested pretty JSON (`wamid.` id and `timestamp`
  move; the sender's number, the business number and the text stay); a ReAct tool result line whose
  `call=` id moves (the matched reviews with their dates stay); a "Today's date is ..." sentence inside
  the system paragraph; a B3 single header over reverse-image matches whose dates stay; a .NET
  round-trip `RequestedUtc` and a UUIDv6 desk session under the desk's published checks; Persian
  (`تاریخ امروز:` in the Solar Hijri calendar with Persian digits, UUID), Urdu (`موجودہ وقت:`, hex) and
  Hindi (`वर्तमान समय:` in Devanagari digits, ULID) desks;
* headline A/B testing: a `telemetry:` tail (`decision=` UUID and `at=` ms move; `exp=` and `arm=`
  stay); results pulled "as of" a time for this request (the test's start stays); a Llama 3 `Today
  Date` with the month in words (`Cutting Knowledge Date` stays); a Gemma user turn opening with a
  bracketed `[headline-lab t=<ISO basic> rq=<base58> desk=home]`; Swiss German (`Abfragezeit:` with
  MESZ/MEZ, base32 `Anfrage-Nr.:`) and Korean (`현재 시각:` with the weekday, UUIDv7) desks;
* syndication and rights: a partner API request's HMAC headers (`X-Timestamp`, `X-Nonce`,
  `X-Signature` move; `X-Partner-Id` stays); `<rights-check>` XML attributes (`id`, `checked`; `source`
  and the licence record's validity stay); a picture agency search behind a bearer JWT (the `Api-Key`
  stays); a footer `Generated:` in RFC 850 above a stable footer line; Traditional Chinese
  (`查詢時間：` in the Minguo calendar with 上午/下午, ULID), Italian (`Ora della richiesta:` with `ore`,
  hex) and Dutch (`Opgevraagd op:` with the weekday, KSUID) desks;
* photo desks: an S3 event notification in nested pretty JSON (`eventTime`, `x-amz-request-id`,
  `x-amz-id-2`, `sequencer` move; the object key with its date, the size and the `eTag` stay); a
  camera-to-cloud webhook (`X-Frameio-Request-Timestamp`, `X-Frameio-Signature`; the clip name with its
  date stays); markdown bullets (KSUID ingest batch, Windows desk clock) over exiftool lines that stay;
  an HTML comment `rendered:` in RFC 1123 under a stable template comment; an `Upload-Received-Ns`
  epoch in ns; Tamil (`தற்போதைய நேரம்:`, UUID), Thai (`เวลาปัจจุบัน:` Buddhist era in Thai digits,
  nanoid) and Hebrew (`זמן נוכחי:`, UUID) desks;
* corrections: a Typeform webhook (`Typeform-Signature` and `event_id` move; `submitted_at` and the
  reader's answers stay); a Mistral `[INST]` whose first line is `Generated-At:` as an ISO ordinal date;
  a Jira automation (`Rule executed:` in Jira's `12/Jun/26 4:42 PM` form, UUID execution id; the
  ticket's `Created:` stays); a ChatML system turn with a `## Clock` heading and the value alone on
  the next line; Danish (`Tidspunkt:` with weekday and `kl.`, UUID), Greek (`Τρέχουσα ώρα:` with
  abbreviated day and month, base62) and Ukrainian (`Час запиту:` RFC 3339, lower-case ULID) desks;
* publishers' newsletters: rendering headers (`X-Render-Id`, `X-Render-Time` in RFC 2822 with a
  `(UTC)` comment; `List-Id` stays); a `build:` key=value run whose `edition=` (stable) and `built=`
  (moving) values hold spaces, with a base32 `job=`; a preview pane's JavaScript `toString()`; a
  templated sentence "This digest was assembled on ... at ..." alone on the last line; Brazilian
  Portuguese (`Gerado em:` with `às 13h42`, UUIDv7) and Vietnamese (`Thời gian:` with GMT+7, hex) desks;
* broadcast rundowns: a rundown service response (`Date` and `X-Request-Id` move; the `ETag`,
  durations and back-times stay); a teleprompter `PrompterSync:` .NET round-trip stamp; a forward
  planning desk's `Today:` as an ISO week date; a gallery chat line prefixed with a bracketed
  `[<time_local>]` stamp after the rundown; Turkish (`Şu an:` with the weekday, nanoid) and Armenian
  (`Ընթացիկ ժամանակ:` with `թ.` and the month in the genitive, UUID) desks;
* podcast show notes: a transcription run for this request (UUIDv7) and its time in us above a
  transcript whose timecodes stay; `Built:` in Python logging form; a runner's header block with GNU
  `date`; Indonesian (`Diminta pada:` with WIB, base58) and Simplified Chinese (`当前时间：` with 星期,
  UUID) desks;
* translation of wire copy: a machine translation service's `X-Trace-ID` and `Date` over source and
  MT output with datelines that stay; `Current time:` (Python `str()`) and a base64url translator
  session over approved TM matches with their dates; Mexican Spanish (`Fecha y hora:` with `a. m.`/`p.
  m.`, UUID `Folio de solicitud:`), Quebec French (`Horodatage :` with `18 h 42`, JWT `Jeton de
  session :`), Norwegian Bokmål (`Tidspunkt:` with `kl.`, hex) and Malay (`Masa semasa:` with
  `pg`/`ptg`, ULID) desks;
* the generated family: one program field at two of twelve positions (head, system tail, header block
  between `Service:` and `Channel:`, after the user's message, footer after `--` above a stable line,
  TOML front matter, a single-line JSON member between stable members, an XML attribute between stable
  ones, a `key=value` pair in a bracketed `[ctx ...]` line between stable pairs, a markdown bullet, an
  HTML comment holding one field above a stable one, a line before `<|im_end|>` in a ChatML system
  turn) of 16 bodies, each with a pasted record of its own that stays (a wire story with its embargo
  line, a CMS revision history, EXIF fields, a published correction, a syndication contract, an RSS
  item with `guid` and `pubDate`, NewsML-G2 `itemMeta`, a headline test CSV, a rundown printout, a
  podcast feed item, a Brazilian agency note with its embargo, a French rectificatif, Italian live-blog
  entries, Turkish photo metadata, a Chinese wire item with `发稿时间`, an Arabic claim with its date); in
  the ten English bodies each of 20 labels is used once (`Generated at`, `Date`, `Served`, `Now`,
  `Logged`, `Clock`, `Context built`, `Prompt built`, `Today`, `Current date`, `t_ms`, `Unix time`,
  `Received us`, `Request ID`, `Correlation ID`, `traceparent`, `Chat session`, `Editor session`,
  `Run`, `Nonce`), in the Portuguese, French, Italian, Turkish, Chinese and Arabic bodies the "now"
  label and one id label of that language; values keep their spaces in `key=value` form.

The negatives: 54 pasted records in many placements (question above, question below, behind a lead-in
such as "My editor sent me this revision history", a `Forwarded message` line, fenced, quoted with `>`,
indented, in a RAG document, in a ReAct observation, in ChatML, Llama 3, Gemma, Phi-3 and Mistral user
turns, at the very head, at the very end): a wire story with its embargo line and dateline, a NewsML-G2
`newsItem` with `versionCreated` and `embargoed`, an RSS channel with `lastBuildDate`, `guid` and
`pubDate`, an Atom feed with `<updated>`, a WordPress revision list, an ANS API record whose first
members are `_id` and `created_date`, exiftool output with an embargo instruction, IPTC IIM fields, a
quoted correction, a corrections log table, a syndication clause, a RightsML (ODRL) policy with
dateTime constraints, a test export opening with `timestamp,`, live-blog entries, a WhatsApp chat
export, an SQS message, Kafka consumer log lines, an S3 event and a WebSub verification request pasted
to debug (the same kinds of envelope that move when the program receives them), a wire API's 429
response with `date` and `x-request-id`, a rundown printout, SRT subtitles, a podcast feed item, chapter
markers, an XLIFF file with its `date`, a TMX export with `creationdate`, a sent newsletter's headers
with `Date` and `Message-ID`, a newsletter stats observation with its generation time, an embargoed
press release, a forwarded reader's e-mail, a headline history, an agency invoice, a daybook and an X
post embed; and in other languages a Spanish dispatch with `EMBARGADA HASTA`, a French dispatch with
its agency slug time, a German Meldung with `Sperrfrist`, an Italian rettifica, a Portuguese rights
contract, a Japanese item with `解禁` and `配信日時`, a Korean item with `송고` and an embargo, a Chinese
电稿 with `发稿时间`, a Russian item with `Опубликовано`, a Ukrainian спростування, a Polish sprostowanie
request, a Turkish item with `Yayın tarihi`, an Arabic press release with its embargo, a Persian item
with Solar Hijri dates, a Hindi item with `दिनांक`, a Hebrew press release with its embargo, a Greek
διόρθωση, a Hungarian helyreigazítás request, an Indonesian siaran pers and a Vietnamese đính chính. 45
look-alikes and asked values (a CMS header with `Accept-Version`, a prompt revision and a style guide
edition, a Llama 3 header with only its cutoff, a ChatML cutoff with a stylebook edition, a Gemma
bracket of stable pairs, a Phi-3 founding date, a Mistral style sheet revision, a UUIDv5 story id
derived from the canonical URL, an ETag, image SHA-256s, ISSNs and an ISBN, desk phones, syndication
prices, an unrendered Jinja `now()` and `request_id`, few-shot datelines, an ingest epoch, an X post
id, a feed guid, a JWT and a traceparent the user asks about, a CMS error reference, a staging prompt
with `Current time:` and `Request ID:` pasted for review, the user's own clock, embargo arithmetic,
relative times, ISO-week planning, stable XML attributes, stable front matter, an HTML comment
template approval date, a copyright footer, a partner profile with `Partner since`, an episode code,
a CalVer plugin release; and in other languages a German Impressum's `Stand:`, an unrendered Spanish
template, French newsroom hours and phone, a Japanese `訂正規程改定日`, Korean syndication prices, a
Chinese app version with its release date, Arabic hours and phone in Arabic-Indic digits, Portuguese
and Swahili relative times, a Russian newsroom header with its time zone, a Turkish IBAN, a Polish ISO
week, Hebrew embargo arithmetic, a Hindi user's clock and an Italian knowledge cutoff with a style
manual edition), two plain controls, and 16 generated hard negatives: the family's bodies with one
stable value (wire contract, prompt revision, style guide edition, corrections policy with its date,
partner since, feed schema, knowledge cutoff, time zone, programme code, season, a manual version, a
policy revision, a time zone, an agency code, a client version, a desk code) at the position of the
body's second generated positive.

What it is: 234 prompts. 115 carry volatile fields (181 spans): 83 hand-written positives (149 spans;
61 with two or more fields, one with three and two with four) and 32 generated ones. 119 carry none:
54 pasted records, 47 look-alikes and asked values (45 hard negatives and two plain controls) and 16
generated hard negatives. 86 prompts (about three in eight) are in a language other than English (32 languages; 45 of
them positives; scripts: Latin, Cyrillic, Greek, Georgian, Armenian, Arabic (Arabic, Persian, Urdu),
Hebrew, Devanagari, Tamil, Thai, Han, Japanese, Hangul). The output is deterministic (seeded; the
moments of prompts whose content is dated fall in the days after 12 June 2026, the others anywhere in
2026-2027); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, snapshot
and fetch stamps, device clocks, made-up and localized labels, per-user ids, pasted blocks that open
with metadata-like lines). Clarifications made here:

* Newsroom material is content wherever it sits: datelines, embargo lines and times (`EMBARGOED
  UNTIL`, `Sperrfrist`, `解禁`, `EMBARGADA HASTA`), agency slugs and their times, item guids and URNs
  with dates in them, `versionCreated`, `firstCreated`, `embargoed`, RSS `pubDate`, `lastBuildDate` and
  `guid`, Atom `<updated>` and `<published>`, revision ids and save times, `_rev`, `publishedAt`,
  `created_date`, EXIF, IPTC and XMP times, object keys with dates, `eTag`s, correction dates, licence
  and contract windows, ODRL constraints, test starts and ends, live-blog entry times and `posted_at`,
  rundown durations, back-times and print times, transcript timecodes and chapters, subtitle cues,
  XLIFF `date` and TMX `creationdate`, TM approval dates, a sent newsletter's `Date` and `Message-ID`,
  invoice dates and a daybook's times; also next to a program's stamp and also when the program
  fetched them for this request (test results, a rundown, reverse-image matches, review matches).
* Envelope vs payload: a received SQS message moves its `MessageId`, `ReceiptHandle`, `SentTimestamp`
  and `ApproximateFirstReceiveTimestamp`; a consumed Kafka record its `offset` and `ts` (topic,
  partition and key stay); an EventBridge event its `id` and `time` (source, account, region and the
  detail stay); a WebSub delivery its `X-Hub-Signature` and `Date` (`Link` stays); a server-sent event
  its `id` (`event`, `retry` and `data` stay); a WebSocket frame its `frame` id and `recv_ms`; a
  WhatsApp webhook its `wamid.` id and `timestamp` (the sender's and the business's numbers stay); an
  S3 event its `eventTime`, `x-amz-request-id`, `x-amz-id-2` and `sequencer`; Contentful, Frame.io and
  Typeform webhooks their request timestamps, signatures and `event_id` (`submitted_at` is the reader's
  and stays). The same envelopes pasted by a user to debug stay whole.
* Per-request credentials move: a Ghost Admin JWT (minted per request), a bearer JWT, a translator's
  JWT session token, HMAC timestamps, nonces and signatures; API keys, partner ids, subscriber numbers
  and `Accept-Version` stay. An `ETag` names a version of a resource and stays.
* Runs and calls move: a tool call id, a rule execution id, an ingest batch, a transcription run done
  for this request and its time, a render id, a build job, a decision id. A headline test's id and arm,
  a programme code, an episode code and a season stay.
* Spans follow rule 3: "as of <time>" is cut with its preposition where the cut leaves a sentence
  ("Test results pulled for this request:"); the "Today's date is ..." sentence inside a paragraph is
  an inline span, the "This digest was assembled on ..." sentence alone on its line a whole-line span;
  `key=value` pairs (also with unquoted values that hold spaces), XML attributes and bracketed pairs
  are cut between stable neighbours; single-line JSON members are cut with the comma after them, and
  volatile members of pretty JSON are never the last member of their object; header lines, YAML and
  TOML keys (also nested YAML), markdown rows and bullets, XML element lines, an HTML comment holding
  one field, a value alone under a `## Clock` heading and a line holding one field in any script (also
  with a full-width colon or a space before the colon) are whole-line spans; a field that shares its
  line with a template token (`<|end|>`, `[INST]`, `<|im_end|>`) is cut out of it; a bracketed
  `[<time_local>]` prefix is cut from the front of the user's line.
* Only ASCII `Label:` cue lines or a chat template's reply header on a line of its own (ChatML, Llama
  3) end positives; Gemma, Phi-3 and Mistral positives end with the closed turn or the model header,
  and prompts in other languages end with the user's message.
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
    CEST,
    DAYS,
    DAYS_LONG,
    EDT,
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
    unix_date,
    v,
    windows_general,
)

SEED = 202612041121
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout121.jsonl"
SRC = "hold121:"

# --- local zones and value formats ----------------------------------------------------------------

BST = timezone(timedelta(hours=1), "BST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
EAT = timezone(timedelta(hours=3), "EAT")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
GET = timezone(timedelta(hours=4), "GET")
AMT = timezone(timedelta(hours=4), "AMT")
PKT = timezone(timedelta(hours=5), "PKT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
CST_CN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
JST9 = timezone(timedelta(hours=9), "JST")
BRT = timezone(timedelta(hours=-3), "BRT")
CST_MX = timezone(timedelta(hours=-6), "CST")
EEST = timezone(timedelta(hours=3), "EEST")
IDT = timezone(timedelta(hours=3), "IDT")
AST_AR = timezone(timedelta(hours=3), "AST")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "abcdefghijklmnopqrstuvwxyz234567"
UPPERHEX = "0123456789ABCDEF"

FA_MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن",
             "اسفند"]
UR_MONTHS = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر",
             "دسمبر"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
TA_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்",
             "நவம்பர்", "டிசம்பர்"]
KA_MONTHS = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი",
             "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
HY_MONTHS = ["հունվարի", "փետրվարի", "մարտի", "ապրիլի", "մայիսի", "հունիսի", "հուլիսի", "օգոստոսի",
             "սեպտեմբերի", "հոկտեմբերի", "նոյեմբերի", "դեկտեմբերի"]
HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember",
             "október", "november", "december"]
RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
             "november", "december"]
DA_DAYS = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
             "Aralık"]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
SW_MONTHS = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba",
             "Novemba", "Desemba"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
ZH_DAYS = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]

AR0, DEVA0, FA0, THAI0 = "\u0660", "\u0966", "\u06f0", "\u0e50"


def digits_in(text: str, zero: str) -> str:
    """The ASCII digits of `text` written in another script."""
    return text.translate({ord(str(i)): chr(ord(zero) + i) for i in range(10)})


def near(g: Gen, tz: timezone = UTC, days: int = 8) -> datetime:
    """A moment in the days after 12 June 2026, for prompts whose content is dated just before."""
    base = datetime(2026, 6, 12, 5, 0, tzinfo=UTC)
    t = base + timedelta(seconds=g.rng.randrange(0, days * 86400), microseconds=g.rng.randrange(1, 1_000_000))
    return t.astimezone(tz)


def moment_uk(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(BST if 4 <= t.month <= 10 else UTC)


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def iso_basic(t: datetime) -> str:
    """ISO 8601 basic format with its offset (`20260612T184207+0200`, `...Z`)."""
    off = t.utcoffset() or timedelta(0)
    if off == timedelta(0):
        return f"{t:%Y%m%dT%H%M%S}Z"
    return f"{t:%Y%m%dT%H%M%S}{rfc3339(t)[19:].replace(':', '')}"


def iso_ordinal(t: datetime) -> str:
    """ISO 8601 ordinal date with a UTC time (`2026-163T16:42:07Z`)."""
    u = t.astimezone(UTC)
    return f"{u.year}-{u.timetuple().tm_yday:03d}T{u:%H:%M:%S}Z"


def rfc2822_utc_comment(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS[u.weekday()]}, {u.day} {MONTHS[u.month - 1]} {u.year} {u:%H:%M:%S} +0000 (UTC)"


def jira_date(t: datetime) -> str:
    """Jira's default rendering of a date-time (`12/Jun/26 4:42 PM`)."""
    h = t.hour % 12 or 12
    return f"{t.day:02d}/{MONTHS[t.month - 1]}/{t.year % 100:02d} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def us_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def epoch_frac(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond // 1000:03d}"


def jalali(t: datetime) -> tuple[int, int, int]:
    """The Solar Hijri (Jalali) date of a Gregorian date."""
    gy, gm, gd = t.year, t.month, t.day
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + g_d_m[gm - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


def b58(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(B58) for _ in range(n))


def b32(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(B32) for _ in range(n))


def uhex(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(UPPERHEX) for _ in range(n))


def uuid6(g: Gen) -> str:
    return g._uuid(g.rng.getrandbits(128), 6)


def b3_single(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1-{g.hex(16)}"


# --- hand-written positives -----------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(marked, f"{SRC}pos:{name}", [*tags, *extra])


PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
             "नवंबर", "दिसंबर"]
HE_MONTHS = ["בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט", "בספטמבר", "באוקטובר",
             "בנובמבר", "בדצמבר"]
EL_DAYS = ["Δευ", "Τρι", "Τετ", "Πεμ", "Παρ", "Σαβ", "Κυρ"]
EL_MONTHS = ["Ιαν", "Φεβ", "Μαρ", "Απρ", "Μαΐ", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε", "Δεκ"]
KO_DAYS = ["월", "화", "수", "목", "금", "토", "일"]
MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober",
             "November", "Disember"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]


# editors' CMS assistants

@pos
def _ghost_admin_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Admin API call context (Ghost):
Accept-Version: v5.0
Content-Type: application/json
{v('token', 'Authorization: Ghost ' + g.jwt(t, '6650f1c2a8b3d40001e2c7aa'))}

You write the custom excerpt for a post in the Harbour Gazette's Ghost admin. At most 160 characters,
no clickbait, no question marks, British spelling.

Post: "Ferry operator cuts winter timetable to the islands" - The operator will run two sailings a day
instead of four from 2 November, citing crew shortages. Island councillors say the change leaves
commuters without a return trip before 19:00.
Excerpt:""", "cms:ghost-admin-jwt", ["header_block", "jwt", "per_request_auth", "stable_neighbours"])


@pos
def _contentful_webhook(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Webhook received from Contentful:
x-contentful-topic: ContentManagement.Entry.publish
x-contentful-webhook-name: newsroom-copilot
{v('epoch', 'x-contentful-webhook-request-timestamp: ' + str(epoch_ms(t)))}
{v('signature', 'x-contentful-signature: ' + g.hex(64))}

{{"sys": {{"id": "5KsDBWseXY6QegucYAoacS", "type": "Entry", "publishedAt": "2026-06-11T21:14:03.552Z",
  "publishedVersion": 14}}, "fields": {{"headline": {{"en-GB": "Council approves harbour wall repairs"}}}}}}

Suggest three tags from the Gazette taxonomy (politics, transport, environment, local-business,
coast) for the published entry, most relevant first.
Tags:""", "cms:contentful-webhook", ["header_block", "webhook_envelope", "epoch_ms", "signature",
                                     "envelope_vs_payload"])


@pos
def _sanity_xml_elements(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<studio>
  <dataset>production</dataset>
  {v('datetime', '<now>' + js_iso(t) + '</now>')}
  {v('session_id', '<session>' + b58(g, 22) + '</session>')}
  <workspace>features</workspace>
</studio>
You help features editors in Sanity Studio. Point out inconsistencies between the document's fields;
never rewrite the body.

Document feature.tidal-power (_rev 7Ks2fQm1bZ8xHn4Y0pLr3a):
title: "Can the Severn finally power Wales?"
standfirst: "A barrage has been proposed five times since 1925."
body mentions: "first proposed in 1925", "proposed four times"

Editor: Anything inconsistent here?
Assistant:""", "cms:sanity-xml", ["xml_element", "head", "js_iso", "base58", "revision_stays"])


@pos
def _drupal_single_json(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{{"site":"harbourgazette",{v('request_id', '"rid":"' + g.b62(22) + '",')}{v('datetime', '"ts":"' + iso_basic(t) + '",')}"uid":42,"lang":"en"}}
You are the Drupal editorial sidebar. When an editor asks for a summary, write one sentence of at
most 30 words, neutral and attributable.

Node 88412 body: The regional health board confirmed on Thursday that the maternity unit at St
Columba's will stay open until at least March, after a review found staffing had recovered.
Summary:""", "cms:drupal-json", ["json_inline", "head", "base62", "iso_basic", "two_in_line"])


@pos
def _arc_md_table(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""| Field          | Value                               |
|----------------|-------------------------------------|
| Story          | ANS ZQ7H4X2WFNB6JD3KPL5RVT8M2E        |
| Section        | Metro                               |
{v('session_id', '| Editor session | ' + g.ulid(t) + '          |')}
{v('datetime', '| Loaded at      | ' + us_12h(t) + ' ' + (t.tzname() or '') + '     |')}

You are the Composer sidebar of the Lakeside Courier. Check the story against AP style for numbers,
dates and titles, and list each fix as "before -> after".

Story text: On Tuesday June 9th, Mayor Ellen Park said the City will hire 12 new officers, "at a cost
of $1.2M dollars".
Fixes:""", "cms:arc-md-table", ["md_table", "head", "ulid", "us_12h", "story_id_stays"])


@pos
def _cms_hu(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Lekérdezés ideje: {t.year}. {HU_MONTHS[t.month - 1]} {t.day}., {t:%H:%M:%S}')}
{v('session_id', 'Munkamenet: ' + g.uuid4())}
Te a Dunántúli Hírlap szerkesztőségi asszisztense vagy. Magyarul válaszolj, tömören.
Cikk: A megyei kórház szerdától új sürgősségi bejáratot nyit a Rákóczi utcában.

Szerkesztő: Adj három címjavaslatot, legfeljebb 60 karakterrel!""",
             "cms:cms-hu", ["head", "localized_long_date", "uuid"], "hu")


@pos
def _cms_ca(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Context: redaccio=Política {v('datetime', f'data={t.day}/{t.month}/{t.year} {t:%H:%M} {t.tzname()}')} {v('session_id', 'sessio=' + g.nanoid())} idioma=ca
Ets l'assistent del gestor de continguts del Diari de Ponent. Respon en català i revisa només
l'ortografia i l'estil, no el contingut.

Periodista: Revisa aquest paràgraf: "El ple de l'Ajuntament a aprovat, per unanimitat, la moció per
rehabilitar el mercat del Pla.\"""", "cms:cms-ca", ["key_value_inline", "unquoted_spaces", "nanoid",
                                                   "two_in_line"], "ca")


@pos
def _cms_ja(g: Gen) -> Draft:
    t = g.moment(JST9)
    return P(f"""{v('datetime', f'取得日時：令和{t.year - 2018}年{t.month}月{t.day}日（{JA_DAYS[t.weekday()]}）{t:%H時%M分}')}
{v('request_id', 'リクエストID：' + g.uuid7(t))}
あなたは「北陸日報」の編集支援アシスタントです。見出しは13字以内で、事実だけを書いてください。
記事：金沢市は11日、市営バスの運賃を10月から30円値上げすると発表した。

デスク：見出し案を三つください。""", "cms:cms-ja", ["head", "japanese_era", "fullwidth_colon", "uuid7"], "ja")


# wire feed ingest

@pos
def _sqs_wire_json(g: Gen) -> Draft:
    t = near(g)
    sent = t - timedelta(seconds=g.small(1, 20), milliseconds=g.small(1, 900))
    return P(f"""Message received from queue wire-intake-en:
{{
  {v('request_id', '"MessageId": "' + g.uuid4() + '",')}
  {v('token', '"ReceiptHandle": "AQEB' + g.b64url(96) + '",')}
  "Attributes": {{
    {v('epoch', '"SentTimestamp": "' + str(epoch_ms(sent)) + '",')}
    {v('epoch', '"ApproximateFirstReceiveTimestamp": "' + str(epoch_ms(t)) + '",')}
    "SenderId": "AIDAIENQZJOLO23YVJ4VO"
  }},
  "Body": "WH-0612-4471 | LISBON, June 11 (WireHub) - Portugal's parliament approved the 2027 housing bill by 118 votes to 96 on Thursday. EMBARGOED UNTIL 00:01 GMT June 12."
}}

You route wire items to desks (world, business, politics, sport). Reply with the desk and one short
reason. Respect embargoes: say when the item can be published.
Desk:""", "wire:sqs-json", ["json_block", "queue_envelope", "uuid", "epoch_ms", "envelope_vs_payload",
                            "embargo_stays"])


@pos
def _kafka_consumer_kv(g: Gen) -> Draft:
    t = near(g)
    return P(f"""consumer: topic=wire.intl.en partition=3 {v('message_id', 'offset=' + g.digits(9))} {v('epoch', 'ts=' + str(epoch_ms(t)))} key=urn:newsml:wirehub.example:20260611:WH-0611-9902
You rewrite foreign wire copy into 80-word briefs for the Harbour Gazette's world page. Keep the
dateline and attribute every figure.

Item WH-0611-9902 (version 2, versionCreated 2026-06-11T17:40:12Z):
NAIROBI, June 11 (WireHub) - Kenya's central bank held its benchmark rate at 9.75% on Thursday,
saying inflation had eased to 4.1% in May from 4.6% in April. Governor Kamau Thugge told reporters the
bank would "remain data dependent".
Brief:""", "wire:kafka-kv", ["key_value_inline", "kafka", "offset", "epoch_ms", "dateline_stays"])


@pos
def _eventbridge_envelope(g: Gen) -> Draft:
    t = near(g)
    return P(f"""{{
  "version": "0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "detail-type": "WireItemReceived",
  "source": "ingest.wirehub",
  "account": "418836502117",
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "region": "eu-west-1",
  "detail": {{"guid": "urn:newsml:wirehub.example:20260612:WH-0612-0153", "priority": 2,
             "headline": "UPDATE 1-Airbus raises delivery target after strong May", "firstCreated": "2026-06-12T06:02:44Z"}}
}}
Decide whether the business desk should alert on this item (ALERT or HOLD) and give one line of
reasoning. An UPDATE of a priority 2 item is alerted only if the headline contains a new figure.
Decision:""", "wire:eventbridge", ["json_block", "head", "event_envelope", "uuid", "rfc3339",
                                   "envelope_vs_payload"])


@pos
def _websub_delivery(g: Gen) -> Draft:
    t = near(g)
    return P(f"""WebSub content delivery:
Content-Type: application/atom+xml
Link: <https://hub.wirehub.example/>; rel="hub", <https://feeds.wirehub.example/world.atom>; rel="self"
{v('signature', 'X-Hub-Signature: sha256=' + g.hex(64))}
{v('datetime', 'Date: ' + http_date(t))}

<entry>
  <id>tag:wirehub.example,2026-06-12:WH-0612-0388</id>
  <title>Chile's copper output falls 3% in May</title>
  <updated>2026-06-12T09:41:07Z</updated>
  <summary>SANTIAGO, June 12 (WireHub) - Chile's copper production fell 3.1% year on year in May...</summary>
</entry>

Translate the title and summary into plain English for a schools news digest (age 11-14).
Digest:""", "wire:websub", ["header_block", "websub", "signature", "http_date", "envelope_vs_payload"])


@pos
def _dedupe_logfmt(g: Gen) -> Draft:
    t = near(g)
    return P(f"""svc=wire-dedupe {v('request_id', 'req=' + g.ksuid(t))} {v('epoch', 't=' + epoch_frac(t))} lane=sports
Decide whether these two wire items report the same event. Reply SAME or DIFFERENT and one sentence.

A: MADRID, June 11 (WireHub) - Real Madrid confirmed on Thursday that midfielder Iker Solano will
miss six weeks with a hamstring injury.
B: MADRID, June 11 (Agencia Iberia) - El Real Madrid informó este jueves de que Iker Solano estará
seis semanas de baja por una lesión en el isquiotibial.
Verdict:""", "wire:dedupe-logfmt", ["logfmt", "head", "ksuid", "epoch_fraction", "dateline_stays"])


@pos
def _ingest_ctime_tail(g: Gen) -> Draft:
    t = near(g)
    return P(f"""Summarise the three wire alerts below for the night editor in one line each, most important first.

URGENT - Earthquake of magnitude 6.4 strikes off northern Chile - USGS (WireHub 23:58 GMT)
Fire at Rotterdam oil terminal under control, port authority says (WireHub 23:41 GMT)
Japan's Nikkei opens 1.2% higher (WireHub 00:02 GMT)

{v('datetime', 'Feed polled: ' + ctime(t))}
""", "wire:ctime-tail", ["tail", "ctime", "alert_times_stay"])


@pos
def _ingest_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(f"""{v('datetime', 'Текущее время: ' + rfc3339(t))}
{v('request_id', 'ID запроса: ' + b32(g, 26))}
Ты помощник выпускающего редактора ленты новостей. Отвечай по-русски, кратко, без оценок.
Сообщение агентства: ЕКАТЕРИНБУРГ, 11 июня. Мэрия объявила о закрытии моста через Исеть на ремонт до
15 августа.

Редактор: Сформулируй молнию в одну строку.""", "wire:ingest-ru", ["head", "rfc3339", "offset", "base32"], "ru")


@pos
def _ingest_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Jesteś asystentem działu depesz Gazety Pomorskiej. Odpowiadaj po polsku, krótko.
{v('datetime', f'Pobrano: {t.day} {PL_MONTHS[t.month - 1]} {t.year} r., godz. {t:%H:%M}')}
{v('request_id', 'Identyfikator żądania: ' + g.uuid1())}

Depesza: GDAŃSK, 11 czerwca. Zarząd portu poinformował, że przeładunki w maju wzrosły o 7 proc. r/r.

Wydawca: Napisz tytuł i lead, razem do 200 znaków.""", "wire:ingest-pl", ["system_tail", "localized_long_date",
                                                                              "uuid1"], "pl")


@pos
def _ingest_ar(g: Gen) -> Draft:
    t = g.moment(AST_AR)
    when = digits_in(f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}، {t:%H:%M}", AR0)
    return P(f"""{v('datetime', 'وقت الاستلام: ' + when)}
{v('request_id', 'معرّف الطلب: ' + g.ulid(t))}
أنت مساعد مكتب الأخبار في صحيفة «الرافد». أجب بالعربية الفصحى وباختصار.
الخبر الوارد: عمّان، ١١ يونيو — أعلنت وزارة المياه بدء تشغيل محطة ضخ جديدة في الزرقاء.

المحرر: اكتب عنوانًا لا يتجاوز عشر كلمات.""", "wire:ingest-ar", ["head", "arabic_indic_digits", "ulid"], "ar")


# live blogs

@pos
def _sse_entry(g: Gen) -> Draft:
    t = near(g)
    posted = (t - timedelta(seconds=g.small(4, 50))).astimezone(UTC)
    return P(f"""Live event stream (text/event-stream), latest event:
event: entry
{v('message_id', 'id: ' + g.ulid(t))}
retry: 3000
data: {{"blog":"lb-2206-g7","author":"R. Okafor","posted_at":"{posted:%Y-%m-%dT%H:%M:%SZ}","text":"Leaders arrive at the Schloss; protest march held back at the second police cordon."}}

You tidy live-blog entries before they go out: fix spelling, keep the reporter's facts and wording,
and add nothing.
Clean entry:""", "liveblog:sse", ["header_block", "sse", "ulid", "envelope_vs_payload", "posted_at_stays"])


@pos
def _liveblog_phi3_inline(g: Gen) -> Draft:
    t = moment_uk(g)
    return P(f"""<|system|>
You write the pinned summary at the top of the Harbour Gazette's storm live blog: five bullets, newest
first, no times. {v('datetime', 'Server time: ' + rfc2822(t))}<|end|>
<|user|>
Entries so far: Met Office amber warning extended to Sunday; 14,000 homes without power in Argyll;
ferries to Mull cancelled; A83 closed at the Rest and be Thankful; schools in Oban closed Monday.<|end|>
""", "liveblog:phi3-inline", ["chat_template", "phi3", "inline_before_token", "rfc2822"])


@pos
def _liveblog_yaml_nested(g: Gen) -> Draft:
    t = near(g, CEST)
    return P(f"""---
blog: g7-summit-live
desk: world
request:
  {v('request_id', 'id: ' + g.uuid7(t))}
  {v('datetime', 'at: ' + rfc3339(t, 3))}
  client: liveblog-web
---
Suggest the next three questions our reporter at the G7 summit press centre should try to answer,
based on the last entries. One line each.

Last entries: 10:02 Leaders' family photo delayed; 10:31 Draft communique leaked, mentions shipping
insurance; 10:58 Japanese delegation denies bilateral meeting was cancelled.""",
             "liveblog:yaml-nested", ["front_matter", "nested_yaml", "uuid7", "rfc3339", "entry_times_stay"])


@pos
def _liveblog_ws_last_user(g: Gen) -> Draft:
    t = near(g)
    return P(f"""You turn reporters' phone notes into live-blog entries of at most 60 words, in the past tense,
with the place first.

Reporter note: pitch inspection done at 1415, ref says game ON, covers coming off now, ground staff
still forking the goalmouth at the Kop end
{{"type":"note",{v('message_id', '"frame":"' + g.b62(16) + '",')}{v('epoch', '"recv_ms":' + str(epoch_ms(t)) + ',')}"blog":"lb-2211-derby"}}
Entry:""", "liveblog:ws-frame", ["last_user", "json_inline", "websocket_frame", "epoch_ms", "two_in_line"])


@pos
def _liveblog_ka(g: Gen) -> Draft:
    t = g.moment(GET)
    return P(f"""{v('datetime', f'მიმდინარე დრო: {t.day} {KA_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('session_id', 'სესიის ID: ' + g.hex(24))}
შენ ხარ „ქუთაისის მოამბის“ ონლაინ-ბლოგის ასისტენტი. უპასუხე ქართულად, მოკლედ.
ბოლო ჩანაწერი: 12:40 — რიონზე ახალი ხიდის გახსნა გადაიდო.

რედაქტორი: დაწერე ამ ჩანაწერის მოკლე სათაური.""", "liveblog:ka", ["head", "localized_long_date", "hex24"], "ka")


@pos
def _liveblog_ro(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Ești asistentul blogului live al ziarului Gazeta de Cluj. Răspunde în română, scurt.
{v('datetime', f'Ora curentă: {t.day} {RO_MONTHS[t.month - 1]} {t.year}, ora {t:%H:%M}')}
{v('session_id', 'ID sesiune: ' + g.nanoid())}

Reporter: Scrie o intrare de 40 de cuvinte: pompierii au stins incendiul de la depozitul din Florești,
nu sunt victime.""", "liveblog:ro", ["system_tail", "localized_long_date", "nanoid"], "ro")


@pos
def _liveblog_sw(g: Gen) -> Draft:
    t = g.moment(EAT)
    return P(f"""{v('datetime', f'Tarehe na saa: {t.day} {SW_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} EAT')}
{v('request_id', 'Kitambulisho cha ombi: ' + g.uuid4())}
Wewe ni msaidizi wa blogu ya moja kwa moja ya gazeti la Pwani Leo. Jibu kwa Kiswahili, kwa ufupi.
Taarifa mpya: Bandari ya Mombasa imesitisha shughuli kwa saa mbili kutokana na upepo mkali.

Mhariri: Andika kichwa cha habari cha maneno yasiyozidi kumi.""", "liveblog:sw", ["head", "localized_long_date",
                                                                                  "uuid"], "sw")


# fact-checking desks

@pos
def _whatsapp_webhook(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Tipline message (WhatsApp Cloud API webhook):
{{
  "object": "whatsapp_business_account",
  "entry": [{{
    "id": "102290129340398",
    "changes": [{{
      "field": "messages",
      "value": {{
        "metadata": {{"display_phone_number": "447700900417", "phone_number_id": "106540352242922"}},
        "messages": [{{
          "from": "447700900123",
          {v('message_id', '"id": "wamid.' + g.b64url(42) + '",')}
          {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
          "text": {{"body": "Is it true the council is putting fluoride in the reservoir from July? My neighbour shared a letter"}},
          "type": "text"
        }}]
      }}
    }}]
  }}]
}}

You answer readers on the Harbour Gazette's fact-check tipline. Thank them, say what we will check,
and do not give a verdict before the desk has checked.
Reply:""", "factcheck:whatsapp-webhook", ["json_block", "nested_json", "whatsapp", "epoch_s",
                                          "envelope_vs_payload", "stable_phone"])


@pos
def _tool_result_call(g: Gen) -> Draft:
    return P(f"""Question: Has anyone already fact-checked the claim that the Severn barrage would power 5% of the UK?
Thought: Search the claim review index.
Action: claim_search(query="Severn barrage 5% of UK electricity")
[tool_result name=claim_search {v('run_id', 'call=call_' + g.b62(24))} status=ok]
1. FullFact, 2024-03-18: "Severn barrage could supply 5% of UK electricity" - rating: Needs context
2. Reuters Fact Check, 2021-11-02: "Tidal barrage would power all of Wales" - rating: False
Thought:""", "factcheck:tool-result", ["react_observation", "key_value_inline", "base62", "review_dates_stay"])


@pos
def _factcheck_today_sentence(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You help the Verify desk decide whether a viral post is recent. {v('date', f"Today's date is {DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}.")} Compare it
with any date or season visible in the post and say RECENT, OLD or UNCLEAR.

Post text: "Flooding in the town centre RIGHT NOW, stay away from Bridge Street!!" Photo shows snow on the
hills behind the river and a poster for a Christmas market.
Verdict:""", "factcheck:today-sentence", ["inline_sentence", "long_date_day_first"])


@pos
def _reverse_image_b3(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + b3_single(g))}
You explain reverse image search results to the photo verification desk. Say which match is most
likely the original and why; never guess a location.

Matches:
1. stockhub.example/photo/44810 - uploaded 2019-08-02, caption "Wildfire near Athens"
2. x.example/status/1801122334455667788 - posted 2026-06-11 21:04, caption "Fire near Marseille tonight"
3. forum.example/t/99812 - posted 2022-07-19, caption "Greek fires last summer"

Desk: Which is the original?
Assistant:""", "factcheck:reverse-image-b3", ["head", "b3_single", "match_dates_stay"])


@pos
def _factcheck_dotnet(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""You are the claims-matching helper of the fact-checking desk at Lakeside Courier. Given a quote, say which
of our published checks it matches, or NONE.
Published checks: FC-2211 (crime figures, 2026-04-02), FC-2230 (bus fares, 2026-05-14), FC-2244 (school
meals, 2026-05-29)
{v('datetime', 'RequestedUtc: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'Desk session: ' + uuid6(g))}

Quote: "Bus fares have gone up 40% since the new mayor took over."
Match:""", "factcheck:dotnet", ["system_tail", "dotnet_roundtrip", "uuid6", "check_dates_stay"])


@pos
def _factcheck_fa(g: Gen) -> Draft:
    t = g.moment(IRST)
    jy, jm, jd = jalali(t)
    today = digits_in(f"{jd} {FA_MONTHS[jm - 1]} {jy}", FA0)
    return P(f"""{v('date', 'تاریخ امروز: ' + today)}
{v('request_id', 'شناسه درخواست: ' + g.uuid4())}
تو دستیار میز راستی‌آزمایی روزنامهٔ «صبح شیراز» هستی. به فارسی و کوتاه پاسخ بده و پیش از بررسی حکم نده.

کاربر: این عکس که می‌گویند سیل دیروز شیراز است، واقعاً مال دیروز است؟""",
             "factcheck:fa", ["head", "solar_hijri", "persian_digits", "uuid"], "fa")


@pos
def _factcheck_ur(g: Gen) -> Draft:
    t = g.moment(PKT)
    return P(f"""آپ روزنامہ «صدائے لاہور» کی فیکٹ چیک ڈیسک کے معاون ہیں۔ اردو میں مختصر جواب دیں۔
{v('datetime', f'موجودہ وقت: {t.day} {UR_MONTHS[t.month - 1]} {t.year}، {t:%H:%M}')}
{v('session_id', 'سیشن آئی ڈی: ' + g.hex(32))}

قاری: کیا یہ سچ ہے کہ بجلی کے نئے بل میں 20 فیصد ٹیکس لگ گیا ہے؟""",
             "factcheck:ur", ["system_tail", "localized_long_date", "hex32"], "ur")


@pos
def _factcheck_hi(g: Gen) -> Draft:
    t = g.moment(IST_IN)
    now = digits_in(f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", DEVA0)
    return P(f"""{v('datetime', 'वर्तमान समय: ' + now)}
{v('request_id', 'अनुरोध आईडी: ' + g.ulid(t))}
आप "दैनिक प्रहरी" की तथ्य-जाँच डेस्क के सहायक हैं। हिंदी में छोटे जवाब दें और बिना जाँच के फ़ैसला न दें।

पाठक: क्या सच में रेलवे ने 1 जुलाई से सभी स्लीपर कोच बंद करने की घोषणा की है?""",
             "factcheck:hi", ["head", "devanagari_digits", "ulid"], "hi")


# headline A/B testing

@pos
def _ab_decision_tail(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Write two more headline variants for the homepage test below. Same facts, under 70 characters, no
question headlines.

Current variants:
A: Harbour wall repairs approved after 30-year wait
B: Council finally says yes to £14m harbour wall fix

telemetry: {v('request_id', 'decision=' + g.uuid4())} {v('epoch', 'at=' + str(epoch_ms(t)))} exp=hp-lead-0612 arm=B
""", "ab:decision-tail", ["tail", "key_value_inline", "uuid", "epoch_ms", "stable_neighbours"])


@pos
def _ab_results_as_of(g: Gen) -> Draft:
    t = near(g, BST)
    return P(f"""You read headline test results for the Harbour Gazette homepage editor and say whether to call a
winner. Call it only if one variant leads by more than 10% relative CTR with at least 5,000 views each.

Test results pulled {v('datetime', 'as of ' + rfc3339(t))} for this request:
Test hp-lead-0612 (started 2026-06-12 07:00 BST)
A "Harbour wall repairs approved after 30-year wait"   views 6,412  clicks 398  CTR 6.2%
B "Council finally says yes to £14m harbour wall fix"  views 6,377  clicks 471  CTR 7.4%

Editor: Can we call it?
Assistant:""", "ab:results-as-of", ["inline_phrase", "fetched_snapshot", "rfc3339", "test_start_stays"])


@pos
def _ab_llama3(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}

You score headline variants for the Lakeside Courier's A/B tool on clarity (1-5) and accuracy against
the first paragraph (1-5). Reply as a table.<|eot_id|><|start_header_id|>user<|end_header_id|>

First paragraph: The school board voted 5-2 on Monday to start classes at 8:45 a.m. instead of 7:50
a.m. from next fall.
A: School day to start nearly an hour later
B: Board votes to let teens sleep in<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""", "ab:llama3", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _ab_gemma_bracket(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<start_of_turn>user
[headline-lab {v('datetime', 't=' + iso_basic(t))} {v('request_id', 'rq=' + b58(g, 22))} desk=home]
Which of these two headlines is more likely to be read as misleading, and why? One paragraph.
A: "Hospital waiting lists fall for the first time in two years"
B: "Waiting lists fall - but only because patients were removed"<end_of_turn>
<start_of_turn>model
""", "ab:gemma-bracket", ["chat_template", "gemma", "key_value_inline", "iso_basic", "base58"])


@pos
def _ab_de(g: Gen) -> Draft:
    t = g.moment_eu()
    zone = "MESZ" if t.tzname() == "CEST" else "MEZ"
    return P(f"""{v('datetime', f'Abfragezeit: {t:%d.%m.%Y %H:%M:%S} {zone}')}
{v('request_id', 'Anfrage-Nr.: ' + b32(g, 20))}
Du unterstützt die Startseiten-Redaktion der Zürcher Abendpost bei Titeltests. Antworte auf Deutsch
(Schweizer Rechtschreibung, kein ß).

Variante A: «Stadtrat streicht Tram-Verlängerung nach Altstetten»
Variante B: «Keine neue Tramlinie: Altstetten geht leer aus»

Redaktorin: Welche Variante ist präziser?""", "ab:de-ch", ["head", "eu_datetime", "base32"], "de")


@pos
def _ab_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(f"""당신은 "남도일보" 홈페이지 제목 테스트 도우미입니다. 한국어로 짧게 답하세요.
{v('datetime', f'현재 시각: {t:%Y-%m-%d} ({KO_DAYS[t.weekday()]}) {t:%H:%M}')}
{v('session_id', '세션: ' + g.uuid7(t))}

A안: 광주 지하철 2호선, 내년 3월 개통
B안: "드디어" 광주 2호선 내년 봄 달린다

편집자: 어느 쪽이 더 정확한가요?""", "ab:ko", ["system_tail", "iso_date_weekday", "uuid7"], "ko")


# syndication and rights

@pos
def _syndication_hmac(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Partner API request (syndication):
POST /v2/syndication/requests
X-Partner-Id: lemon-daily
{v('epoch', 'X-Timestamp: ' + str(epoch_s(t)))}
{v('nonce', 'X-Nonce: ' + g.hex(24))}
{v('signature', 'X-Signature: ' + g.b64url(32))}

You answer syndication partners of the Harbour Gazette. Partners may republish news stories 2 hours
after our publication, in full, with the credit line; features need written permission.

Partner: Can we run your Saturday interview with the harbour master tomorrow morning?
Assistant:""", "rights:syndication-hmac", ["header_block", "hmac", "epoch_s", "nonce", "signature",
                                           "stable_neighbours"])


@pos
def _rights_check_xml_attr(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<rights-check {v('run_id', 'id="rc_' + g.nanoid() + '"')} {v('datetime', 'checked="' + rfc3339(t) + '"')} source="rightsdb"/>
You tell the photo desk whether a picture may be used. Answer YES, NO or ASK, and the clause.

Licence record for image WH-PIX-2026-118834:
Licensor: WireHub Pictures; licence L-2024-0071
Territory: UK and Ireland; media: print and web
Editorial use only; no use in advertising or sponsored content
Valid: 2024-01-01 to 2026-12-31

Question: May we use it on the sponsored "Summer in the Harbour" page?
Answer:""", "rights:xml-attr", ["xml_attr", "head", "nanoid", "rfc3339", "licence_dates_stay"])


@pos
def _rights_bearer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You search the picture agency's API for the sports desk and describe the three best results in one
line each: what, where, when, photographer.
Api-Key: {g.b62(24)}
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'svc-sportsdesk'))}

Search results (editorial):
1. 2214553901 - Striker Ana Duarte celebrates, Estadio do Dragao, 2026-06-10, photo M. Pires
2. 2214550277 - Fans before kick-off, Porto, 2026-06-10, photo M. Pires
3. 2214498812 - Team training, Matosinhos, 2026-06-08, photo L. Costa
Descriptions:""", "rights:bearer", ["header_block", "jwt", "api_key_stays", "result_dates_stay"])


@pos
def _syndication_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Rewrite our syndication terms below as a friendly FAQ answer for small partner titles. Keep every
number.

Terms: News stories may be republished two hours after first publication. Features, columns and
photographs need written permission. The credit line "Harbour Gazette / syndicated" must appear
under the headline. Fees: GBP 40 per story, GBP 25 per photograph, invoiced monthly.

--
{v('datetime', 'Generated: ' + rfc850(t))}
Harbour Gazette Syndication · partners@harbourgazette.example
""", "rights:footer", ["footer", "rfc850", "stable_footer_line"])


@pos
def _rights_zh_tw(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    h = t.hour % 12 or 12
    return P(f"""{v('datetime', f"查詢時間：民國{t.year - 1911}年{t.month}月{t.day}日 {'上午' if t.hour < 12 else '下午'}{h}:{t:%M}")}
{v('request_id', '請求編號：' + g.ulid(t))}
你是「港都日報」版權組的助理。請用繁體中文簡短回答，並引用授權條款編號。
授權條款 3.2：合作媒體轉載新聞稿須於本報刊出兩小時後，並註明出處。

合作夥伴：我們可以今天下午轉載貴報今早的颱風新聞嗎？""", "rights:zh-tw", ["head", "minguo_calendar", "ulid",
                                                               "fullwidth_colon"], "zh")


@pos
def _rights_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Sei l'assistente dell'ufficio diritti del Corriere del Lago. Rispondi in italiano, brevemente.
{v('datetime', f'Ora della richiesta: {t.day} {IT_MONTHS[t.month - 1]} {t.year} ore {t:%H:%M}')}
{v('request_id', 'ID richiesta: ' + g.hex(32))}

Fotografo: Posso rivendere a un'agenzia estera le foto dell'alluvione che ho scattato per voi il mese
scorso?""", "rights:it", ["system_tail", "localized_long_date", "hex32"], "it")


@pos
def _rights_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Opgevraagd op: {NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}')}
{v('session_id', 'Sessie-ID: ' + g.ksuid(t))}
Je bent de assistent van de afdeling rechten en syndicatie van het Noordhollands Dagblad Extra.
Antwoord in het Nederlands, kort en met verwijzing naar het contract.

Partner: Mogen wij jullie interview met de burgemeester ook in ons weekblad plaatsen?""",
             "rights:nl", ["head", "localized_long_date", "ksuid"], "nl")


# photo desks

@pos
def _s3_event_photo(g: Gen) -> Draft:
    t = near(g)
    return P(f"""Upload notification (S3 event) for the picture desk:
{{
  "Records": [{{
    "eventVersion": "2.1",
    "eventSource": "aws:s3",
    {v('datetime', '"eventTime": "' + js_iso(t) + '",')}
    "eventName": "ObjectCreated:Put",
    "responseElements": {{
      {v('request_id', '"x-amz-request-id": "' + uhex(g, 16) + '",')}
      {v('request_id', '"x-amz-id-2": "' + g.b64url(48) + '",')}
      "x-amz-server-side-encryption": "AES256"
    }},
    "s3": {{
      "bucket": {{"name": "gazette-pics-inbox"}},
      "object": {{"key": "2026/06/11/mpires/MP_20260611_0412.jpg", "size": 8412203,
                 {v('request_id', '"sequencer": "' + uhex(g, 18) + '",')}
                 "eTag": "9b2cf535f27731c974343645a3985328"}}
    }}
  }}]
}}

Write a one-line alert for the picture editor: photographer, date in the file name, size in MB.
Alert:""", "photo:s3-event", ["json_block", "nested_json", "event_envelope", "js_iso", "object_key_stays"])


@pos
def _frameio_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Camera-to-cloud webhook:
User-Agent: Frame.io V4 API
{v('epoch', 'X-Frameio-Request-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'X-Frameio-Signature: v0=' + g.hex(64))}

{{"type": "file.ready", "resource": {{"id": "0b6a6e2e-97c1-4e36-b1b1-1c3e5f0d2a77", "type": "file"}},
 "project": {{"id": "c7f1d7a2-2f7c-4a7b-8c3e-8e2b1f3d9a10"}}, "name": "A012_C004_0611QX.mov"}}

You log incoming clips for the video desk: clip name, what the name says about camera, card and date
(A012 = camera A, roll 12; the last four digits before the letters = month and day).
Log:""", "photo:frameio", ["header_block", "webhook_envelope", "epoch_s", "signature", "envelope_vs_payload"])


@pos
def _photo_md_bullets(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""- **Desk:** Pictures
{v('run_id', '- **Ingest batch:** ' + g.ksuid(t))}
{v('datetime', '- **Desk clock:** ' + windows_general(t))}

Write a caption in house style (who, what, where, when; photographer credit last) from the metadata.

[EXIF]  Date/Time Original     : 2026:06:10 19:42:31
[EXIF]  Offset Time Original   : -04:00
[IPTC]  City                   : Cleveland
[IPTC]  By-line                : Dana Whitfield
[XMP]   Description            : Guardians fans celebrate a walk-off home run against the Tigers
Caption:""", "photo:md-bullets", ["md_bullets", "head", "ksuid", "windows_datetime", "exif_stays"])


@pos
def _photo_html_comment(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<!-- template: alt-text-v3 -->
{v('datetime', '<!-- rendered: ' + http_date(t) + ' -->')}
Write alt text (at most 125 characters) for the picture described below. Describe, don't interpret.

Picture: three lifeboat crew in yellow drysuits carry a stretcher up a slipway at low tide; a red
and blue lifeboat is on the trolley behind them; grey sky.
Alt text:""", "photo:html-comment", ["html_comment", "head", "http_date", "stable_template_comment"])


@pos
def _photo_epoch_ns(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Upload context:
Uploader: field-kit-07
{v('epoch', 'Upload-Received-Ns: ' + str(epoch_ns(g, t)))}
Transport: FTP over TLS

You check photographers' uploads against the desk's rules: JPEG only, at least 3000 px on the long
side, caption field filled, no "DSC_" file names. List every problem or say OK.

Files: DSC_4471.JPG (6000x4000, caption empty); MP_0611_0413.jpg (2400x1600, caption filled)
Result:""", "photo:epoch-ns", ["header_block", "epoch_ns", "stable_neighbours"])


@pos
def _photo_ta(g: Gen) -> Draft:
    t = g.moment(IST_IN)
    return P(f"""{v('datetime', f'தற்போதைய நேரம்: {t.day} {TA_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('request_id', 'கோரிக்கை எண்: ' + g.uuid4())}
நீங்கள் "கடலோர முரசு" நாளிதழின் புகைப்படப் பிரிவு உதவியாளர். தமிழில் சுருக்கமாகப் பதில் அளிக்கவும்.

புகைப்பட ஆசிரியர்: மெரினா கடற்கரையில் நடந்த படகுப் போட்டி படத்துக்கு ஒரு வரி விளக்கம் எழுதுங்கள்.""",
             "photo:ta", ["head", "localized_long_date", "uuid"], "ta")


@pos
def _photo_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    when = digits_in(f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M}", THAI0)
    return P(f"""{v('datetime', 'เวลาปัจจุบัน: ' + when + ' น.')}
{v('request_id', 'รหัสคำขอ: ' + g.nanoid())}
คุณเป็นผู้ช่วยโต๊ะภาพของหนังสือพิมพ์ "ข่าวเหนือรายวัน" ตอบเป็นภาษาไทยสั้น ๆ

บรรณาธิการภาพ: ช่วยเขียนคำบรรยายภาพขบวนแห่ประเพณีที่เชียงใหม่ไม่เกินสองบรรทัด""",
             "photo:th", ["head", "thai_digits", "buddhist_era", "nanoid"], "th")


@pos
def _photo_he(g: Gen) -> Draft:
    t = g.moment(IDT)
    return P(f"""אתה העוזר של דסק הצילום בעיתון "קול הגליל". ענה בעברית, בקצרה.
{v('datetime', f'זמן נוכחי: {t.day} {HE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('request_id', 'מזהה בקשה: ' + g.uuid4())}

עורכת הצילום: כתוב כיתוב לתמונה של פתיחת הטיילת החדשה בטבריה.""", "photo:he",
             ["system_tail", "localized_long_date", "uuid"], "he")


# corrections

@pos
def _typeform_correction(g: Gen) -> Draft:
    t = near(g)
    sub = (t - timedelta(seconds=g.small(2, 30))).astimezone(UTC)
    return P(f"""Correction request received from the reader form:
{v('signature', 'Typeform-Signature: sha256=' + g.b64url(32) + '=')}
{{
  {v('request_id', '"event_id": "' + g.ulid(t) + '",')}
  "event_type": "form_response",
  "form_response": {{
    "form_id": "kT9vQ2",
    "submitted_at": "{sub:%Y-%m-%dT%H:%M:%SZ}",
    "answers": [
      {{"field": "story_url", "text": "https://harbourgazette.example/news/2026/06/11/harbour-wall"}},
      {{"field": "what_is_wrong", "text": "You say the wall was built in 1896. The plaque on it says 1869."}}
    ]
  }}
}}

Draft a reply to the reader for the standards editor: thank them, say we are checking, promise nothing.
Reply:""", "corrections:typeform", ["header_block", "json_block", "webhook_envelope", "ulid",
                                    "envelope_vs_payload", "submitted_at_stays"])


@pos
def _corrections_mistral(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<s>[INST] {v('datetime', 'Generated-At: ' + iso_ordinal(t))}
Write a correction note for the bottom of the article, in our house form: "This article was amended
on [date of the error's discovery] because [what was wrong]. [What is right]."

Error: the article said the harbour wall was built in 1896; it was built in 1869. Discovered on
11 June 2026. [/INST]""", "corrections:mistral", ["chat_template", "mistral", "inline_after_token",
                                                  "iso_ordinal"])


@pos
def _corrections_jira(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Automation context (Jira Service Management):
{v('datetime', 'Rule executed: ' + jira_date(t))}
{v('run_id', 'Execution id: ' + g.uuid4())}
Project: CORR

Classify the correction ticket as FACTUAL, SPELLING, ATTRIBUTION or OTHER, and suggest the priority.

CORR-1182  Created: 09/Jun/26 8:14 AM  Reporter: readers-desk
Summary: Name of the school head misspelled (Ms Macleod, not McLeod) in "Exam results day"
Classification:""", "corrections:jira", ["header_block", "jira_date", "uuid", "ticket_dates_stay"])


@pos
def _corrections_chatml_clock(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<|im_start|>system
You help the readers' editor decide whether a complaint needs a correction, a clarification or no action.
## Clock
{v('datetime', iso_space(t) + ' ' + (t.tzname() or ''))}
## Policy
Corrections fix facts; clarifications add context; opinions are not corrected.<|im_end|>
<|im_start|>user
A reader says our review was "unfair" to the new restaurant and that the soup was not cold.<|im_end|>
<|im_start|>assistant
""", "corrections:chatml-clock", ["chat_template", "chatml", "value_on_own_line", "iso_space"])


@pos
def _correction_da(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Tidspunkt: {DA_DAYS[t.weekday()]} den {t.day}. {DA_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}')}
{v('request_id', 'Anmodnings-id: ' + g.uuid4())}
Du hjælper læsernes redaktør på Fyns Dagblad Nord. Svar på dansk og kort.

Læser: I skrev, at broen åbner i 2027, men kommunen siger 2028. Retter I det?""",
             "corrections:da", ["head", "localized_long_date", "uuid"], "da")


@pos
def _correction_el(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""{v('datetime', f'Τρέχουσα ώρα: {EL_DAYS[t.weekday()]} {t.day} {EL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}')}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.b62(20))}
Είσαι ο βοηθός του συντάκτη διορθώσεων της εφημερίδας «Ηχώ της Κρήτης». Απάντησε στα ελληνικά, σύντομα.

Αναγνώστρια: Γράψατε ότι ο δήμαρχος είναι 52 ετών, αλλά είναι 58. Θα το διορθώσετε;""",
             "corrections:el", ["head", "localized_abbrev_date", "base62"], "el")


@pos
def _correction_uk(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Ти помічник редактора виправлень газети «Вісті Полтавщини». Відповідай українською, стисло.
{v('datetime', 'Час запиту: ' + rfc3339(t))}
{v('session_id', 'ID сесії: ' + g.ulid(t).lower())}

Читач: У статті про ремонт мосту ви вказали суму 12 млн грн, а в рішенні міськради — 21 млн.""",
             "corrections:uk", ["system_tail", "rfc3339", "offset", "ulid_lower"], "uk")


# publishers' newsletters

@pos
def _newsletter_render_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""List-Id: Morning Edition <morning.harbourgazette.example>
{v('request_id', 'X-Render-Id: ' + g.uuid4())}
{v('datetime', 'X-Render-Time: ' + rfc2822_utc_comment(t))}

Write the two-sentence intro for today's Morning Edition newsletter from the lead stories. Warm, no
puns, sign off as "Mairi, Morning Edition editor".

Lead stories: harbour wall repairs approved; ferry winter timetable cut; lifeboat crew rescue two
kayakers off Kerrera.
Intro:""", "newsletter:render-headers", ["header_block", "head", "rfc2822_comment", "uuid", "stable_neighbours"])


@pos
def _newsletter_kv_spaces(g: Gen) -> Draft:
    t = moment_uk(g)
    return P(f"""build: edition=Morning Edition {v('datetime', f'built={DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S} ' + (t.tzname() or ''))} {v('run_id', 'job=' + b32(g, 16))} audience=uk
Pick the subject line for today's newsletter from the three candidates and say why in one sentence.
Candidates: "The wall is coming" / "Harbour wall: yes at last" / "Good news for the harbour (finally)"
Choice:""", "newsletter:kv-spaces", ["key_value_inline", "unquoted_spaces", "base32", "head"])


@pos
def _newsletter_js_tostring(g: Gen) -> Draft:
    t = moment_uk(g)
    zone = "British Summer Time" if t.tzname() == "BST" else "Coordinated Universal Time"
    return P(f"""Newsletter preview pane
Issue: Weekend Reads #212
{v('datetime', 'Preview opened: ' + js_tostring(t, zone))}

Check the issue's links list for duplicates and broken-looking URLs. List problems only.

Links: harbourgazette.example/features/tides; harbourgazette.example/features/tides/;
harbourgazette.example/food/best-chowder; htps://harbourgazette.example/culture/fringe
Problems:""", "newsletter:js-tostring", ["header_block", "js_date_tostring", "issue_number_stays"])


@pos
def _newsletter_sentence_tail(g: Gen) -> Draft:
    t = moment_uk(g)
    return P(f"""Turn the notes below into the "What's on this weekend" section of our newsletter: four items, one
line each, day and time first.

Notes: Oban games Sat 10:00 Mossfield; lifeboat open day Sun 11-3; fringe comedy Fri 8pm Corran Halls;
farmers market Sat 9-1 Station Square

{v('datetime', f'This digest was assembled on {long_date(t)} at {t:%H:%M} UK time.')}
""", "newsletter:sentence-tail", ["tail", "templated_sentence", "long_date", "event_times_stay"])


@pos
def _newsletter_pt(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(f"""{v('datetime', f'Gerado em: {t:%d/%m/%Y} às {t.hour}h{t:%M}')}
{v('request_id', 'ID da requisição: ' + g.uuid7(t))}
Você é o assistente da newsletter "Manhã do Cerrado", do jornal Folha do Planalto. Responda em português
do Brasil, com tom leve.

Editora: Escreva uma chamada de duas linhas para a reportagem sobre a seca no lago Paranoá.""",
             "newsletter:pt-br", ["head", "day_first", "uuid7"], "pt")


@pos
def _newsletter_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý bản tin buổi sáng của báo Sông Hàn. Trả lời bằng tiếng Việt, ngắn gọn.
{v('datetime', f'Thời gian: {t:%d/%m/%Y %H:%M} (GMT+7)')}
{v('request_id', 'Mã yêu cầu: ' + g.hex(24))}

Biên tập viên: Viết câu mở đầu cho bản tin hôm nay về việc cầu Rồng đóng cửa để bảo trì.""",
             "newsletter:vi", ["system_tail", "day_first", "hex24"], "vi")


# broadcast rundowns

@pos
def _rundown_response_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Rundown service response (GET /rundowns/evening-news-1800):
HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
ETag: "a41f09c2e7d1b385"
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Cache-Control: no-cache

01 HEADLINES        00:45   back 18:00:45
02 HARBOUR WALL     02:10   back 18:02:55
03 FERRY CUTS       01:40   back 18:04:35
04 WEATHER          01:30   back 18:06:05

You help the programme editor cut the rundown. If we lose 90 seconds, which item should shrink and by
how much? Keep the weather whole.
Answer:""", "broadcast:response-headers", ["header_block", "http_date", "uuid", "etag_stays", "back_times_stay"])


@pos
def _prompter_dotnet(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You rewrite news scripts for the teleprompter: short sentences, numbers in words up to ten, no
brackets, pronunciation hints in capitals after hard names.
{v('datetime', 'PrompterSync: ' + dotnet_o(t, g.small(0, 10)))}

Script: The council (which met on Tuesday) approved 14.2 million pounds for the harbour wall,
according to Councillor Aonghas MacAoidh.
Prompter copy:""", "broadcast:prompter", ["system_tail", "dotnet_roundtrip"])


@pos
def _planning_iso_week(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Forward planning desk - regional TV
{v('date', 'Today: ' + iso_week(t))}
Region: North and Islands

Suggest which of the diary items below need a camera crew, given one crew for the whole week.

Diary: Tue council budget vote (pictures from the chamber feed); Wed lifeboat naming ceremony;
Thu ferry union ballot result; Fri fishing quota protest at the pier.
Plan:""", "broadcast:iso-week", ["header_block", "iso_week", "diary_days_stay"])


@pos
def _rundown_clf_prefix(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You are the gallery assistant for the lunchtime bulletin. Answer the producer in one line.

Rundown: 01 HEADS 0:40 | 02 HOSPITAL 2:15 | 03 TRAM 1:50 | 04 SPORT 2:00 | 05 WEATHER 1:20 (total 8:05)

{v('datetime', '[' + clf(t) + ']')} producer: can we drop item 3 and still fill 8 minutes with sport at 3:00?
Assistant:""", "broadcast:clf-prefix", ["last_user", "bracketed_prefix", "clf", "durations_stay"])


@pos
def _rundown_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""{v('datetime', f'Şu an: {t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M}')}
{v('session_id', 'Oturum: ' + g.nanoid())}
Ege TV akşam bülteninin yayın akışı asistanısın. Türkçe ve kısa yanıt ver.
Akış: 01 Başlıklar 0:45 / 02 İzmir metro 2:10 / 03 Orman yangını 1:50 / 04 Hava 1:20

Yapımcı: Yangın haberini 30 saniye uzatırsak hangi haber kısalmalı?""",
             "broadcast:tr", ["head", "localized_long_date", "nanoid", "durations_stay"], "tr")


@pos
def _rundown_hy(g: Gen) -> Draft:
    t = g.moment(AMT)
    return P(f"""Դու «Շիրակ TV»-ի երեկոյան լրատվական թողարկման օգնականն ես։ Պատասխանիր հայերեն, կարճ։
{v('datetime', f'Ընթացիկ ժամանակ: {t.year} թ. {HY_MONTHS[t.month - 1]} {t.day}, {t:%H:%M}')}
{v('request_id', 'Հարցման ID: ' + g.uuid4())}

Պրոդյուսեր: Գրիր երկու նախադասությամբ ներածություն Գյումրիի նոր կամրջի մասին նյութի համար։""",
             "broadcast:hy", ["system_tail", "localized_long_date", "uuid"], "hy")


# podcast show notes

@pos
def _show_notes_job(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{v('run_id', 'Transcription run for this request: ' + g.uuid7(t))}
{v('epoch', 'Transcribed at: ' + str(epoch_us(t)))}
Write show notes for episode 41 of "Tide Tables", the Harbour Gazette's local history podcast: a
two-sentence summary and chapter markers from the transcript timestamps.

Transcript (excerpt):
[00:00:12] Welcome back to Tide Tables. Today: the great harbour storm of 1869.
[00:06:40] Archivist Ruth Gillies on the first harbour wall.
[00:19:05] What the 1870 rebuild got wrong.
[00:31:52] Listener questions.
Show notes:""", "podcast:job", ["head", "uuid7", "epoch_us", "transcript_timecodes_stay"])


@pos
def _show_notes_py_logging(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You write podcast episode descriptions for Apple Podcasts and Spotify: under 600 characters, no
emojis, guests' names and roles in the first sentence.
{v('datetime', 'Built: ' + py_logging(t))}

Episode: "The Ferry Question" - guests Iain Mackay (ferry union) and Dr Sheena Ross (transport
economist) debate whether the winter timetable cut can be reversed.
Description:""", "podcast:py-logging", ["system_tail", "python_logging"])


@pos
def _show_notes_unix_date(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Host: notes-runner-3
{v('datetime', 'Date: ' + unix_date(t))}
Feed: tide-tables

From the guest list below, write the "Guests" paragraph of the show notes with one link each.
Guests: Ruth Gillies, archivist, Argyll Archives (argyllarchives.example); Colin Reid, harbour master
(obanharbour.example)
Paragraph:""", "podcast:unix-date", ["header_block", "head", "unix_date", "stable_neighbours"])


@pos
def _show_notes_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return P(f"""{v('datetime', f'Diminta pada: {iso_space(t)} WIB')}
{v('session_id', 'ID sesi: ' + b58(g, 22))}
Kamu asisten catatan episode untuk siniar "Kabar Pesisir" dari harian Suara Bahari. Jawab dalam
bahasa Indonesia, singkat.

Produser: Buat ringkasan dua kalimat untuk episode tentang nelayan Muara Angke dan harga solar.""",
             "podcast:id", ["head", "iso_space", "base58"], "id")


@pos
def _show_notes_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(f"""你是《江城晚报》播客《城市回声》的节目说明助手。请用简体中文简短回答。
{v('datetime', f'当前时间：{t.year}年{t.month}月{t.day}日 {ZH_DAYS[t.weekday()]} {t:%H:%M}')}
{v('request_id', '请求ID：' + g.uuid4())}

制作人：请为本期关于长江大桥六十年的节目写一段不超过100字的简介。""",
             "podcast:zh", ["system_tail", "chinese_date_weekday", "uuid", "fullwidth_colon"], "zh")


# translation of wire copy

@pos
def _deepl_trace(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You post-edit machine translations of foreign wire copy for the Harbour Gazette's world page: fix
terms and names, keep the dateline and numbers, British English.
Machine translation service response:
{v('trace_id', 'X-Trace-ID: ' + g.hex(32))}
{v('datetime', 'Date: ' + http_date(t))}

Source (fr): PARIS, 11 juin (Agence Hexagone) - La SNCF a annoncé jeudi la suppression de 12 trains de
nuit à partir du 1er septembre.
Machine translation: PARIS, June 11 (Agence Hexagone) - The SNCF announced Thursday the suppression of
12 night trains from September 1st.
Post-edited:""", "translation:deepl-trace", ["system_tail", "header_block", "hex32", "http_date",
                                             "dateline_stays"])


@pos
def _tm_py_str(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You translate Spanish sports wire copy into English using the newsroom's translation memory first.
{v('datetime', 'Current time: ' + py_str(t))}
{v('session_id', 'Translator session: ' + g.b64url(18))}

TM matches (approved):
"saque de esquina" -> "corner" (approved 2025-02-11)
"tarjeta roja directa" -> "straight red card" (approved 2024-09-30)

Source: SEVILLA, 11 jun (Agencia Iberia) - El Betis remontó con diez jugadores tras la tarjeta roja
directa a Fornals en el minuto 38.
Translation:""", "translation:tm", ["system_tail", "python_str_datetime", "base64url", "tm_dates_stay"])


@pos
def _translate_es_mx(g: Gen) -> Draft:
    t = g.moment(CST_MX)
    h = t.hour % 12 or 12
    return P(f"""{v('datetime', f"Fecha y hora: {t:%d/%m/%Y} {h}:{t:%M} {'a. m.' if t.hour < 12 else 'p. m.'}")}
{v('request_id', 'Folio de solicitud: ' + g.uuid4())}
Eres el asistente de la mesa de traducción de El Heraldo del Bajío. Traduce del inglés al español de
México, conserva el lugar y la fecha de la nota.

Nota: HOUSTON, June 11 (WireHub) - Mexican cement maker Cemex said on Thursday it would open a new
terminal at the Port of Houston in 2027.""", "translation:es-mx", ["head", "day_first_12h", "uuid"], "es")


@pos
def _translate_fr_ca(g: Gen) -> Draft:
    t = g.moment(EDT)
    return P(f"""{v('datetime', f'Horodatage : {t:%Y-%m-%d} {t.hour} h {t:%M}')}
{v('token', 'Jeton de session : ' + g.jwt(t, 'trad-0412'))}
Tu es l'assistant du pupitre de traduction du Courrier de l'Outaouais. Traduis de l'anglais vers le
français du Québec et garde la provenance de la dépêche.

Dépêche : OTTAWA, June 11 (WireHub) - The Bank of Canada held its key rate at 2.75% on Wednesday.""",
             "translation:fr-ca", ["head", "quebec_time", "jwt", "space_before_colon"], "fr")


@pos
def _translate_nb(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du er assistent for utenriksdesken i Bergens Kveldsblad. Oversett fra engelsk til bokmål og behold
datolinjen.
{v('datetime', f'Tidspunkt: {t:%d.%m.%Y} kl. {t:%H:%M}')}
{v('request_id', 'Forespørsel-ID: ' + g.hex(32))}

Melding: REYKJAVIK, June 11 (WireHub) - Iceland's parliament voted to extend whaling licences until 2029.""",
             "translation:nb", ["system_tail", "day_first", "hex32"], "nb")


@pos
def _translate_ms(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    h = t.hour % 12 or 12
    return P(f"""{v('datetime', f"Masa semasa: {t.day} {MS_MONTHS[t.month - 1]} {t.year}, {h}:{t:%M} {'pg' if t.hour < 12 else 'ptg'}")}
{v('request_id', 'ID permintaan: ' + g.ulid(t))}
Anda pembantu meja terjemahan akhbar Berita Selat. Terjemahkan daripada bahasa Inggeris ke bahasa Melayu
dan kekalkan baris tarikh.

Berita: SINGAPORE, June 11 (WireHub) - Singapore's port handled a record 3.9 million containers in May.""",
             "translation:ms", ["head", "localized_long_date_12h", "ulid"], "ms")


# --- generated positives: one field, a body with a pasted record of its own, a position ----------

# name, lang, service, channel, system, record intro, record, user label, question, cue (None: the
# prompt ends with the user's message), footer line
BODIES: list[tuple[str, str, str, str, str, str, str, str, str, str | None, str]] = [
    ("wire-brief", "en", "World desk", "cms",
     "You turn wire stories into 60-word briefs for the Harbour Gazette's world page. Keep the dateline;\n"
     "respect the embargo line.",
     "Wire story:",
     "WH-0611-7720 EMBARGOED UNTIL 00:01 GMT FRIDAY JUNE 12\n"
     "GENEVA, June 11 (WireHub) - The World Health Organization said on Thursday that measles cases in\n"
     "Europe rose 38% in the first five months of 2026.",
     "Editor", "Write the brief and tell me when it can go online.", "Brief:",
     "Harbour Gazette · world desk"),
    ("cms-revisions", "en", "Harbour Gazette CMS", "web",
     "You explain a story's revision history to the duty editor. Say who changed what and when.",
     "Revision history from the CMS:",
     "rev 118402  2026-06-11 21:14  jmackay   headline: \"Council backs wall\" -> \"Council approves wall repairs\"\n"
     "rev 118417  2026-06-11 21:40  sross     body: added quote from harbour master\n"
     "rev 118433  2026-06-12 07:02  nightdesk  standfirst: fixed cost (GBP 14m, not 41m)",
     "Duty editor", "Who introduced the cost figure and when was it fixed?", "Answer:",
     "Harbour Gazette · duty desk"),
    ("exif-caption", "en", "Picture desk", "ingest",
     "You write captions from photo metadata in house style: who, what, where, when; credit last.",
     "Metadata read from the file:",
     "Date/Time Original : 2026:06:11 18:22:47\nOffset Time Original : +01:00\nCity : Oban\n"
     "Headline : Lifeboat crew rescue kayakers\nBy-line : Mairi Pires\nCredit Line : Harbour Gazette",
     "Picture editor", "Caption this for the web gallery.", "Caption:",
     "Picture desk · captions"),
    ("correction-notice", "en", "Standards desk", "web",
     "You check published correction notices against the house form and suggest fixes.",
     "Published notice:",
     "Correction, 11 June 2026: An article on 9 June (\"Harbour wall repairs approved\") said the wall\n"
     "was built in 1896. It was built in 1869. This has been corrected.",
     "Readers' editor", "Does this follow our form, and what would you change?", "Assistant:",
     "Standards desk · corrections"),
    ("rights-contract", "en", "Syndication", "portal",
     "You answer questions about syndication contracts. Quote the clause you rely on.",
     "Contract extract:",
     "Agreement SYN-2025-014 between Harbour Gazette Ltd and Lemon Daily Ltd, effective 1 March 2025,\n"
     "term 24 months. 4.1 Licensee may republish News Content no earlier than two (2) hours after first\n"
     "publication. 4.2 Photographs are excluded unless listed in Schedule B.",
     "Partner manager", "Is Lemon Daily allowed to run our photos of the lifeboat rescue?", "Answer:",
     "Syndication · partner desk"),
    ("rss-item", "en", "Feeds team", "ops",
     "You debug RSS feeds for the Harbour Gazette's partners. Explain what a reader app will show.",
     "Item from our public feed:",
     "<item>\n  <title>Ferry operator cuts winter timetable</title>\n"
     "  <link>https://harbourgazette.example/news/2026/06/10/ferry-cuts</link>\n"
     "  <guid isPermaLink=\"false\">hg-118388</guid>\n  <pubDate>Wed, 10 Jun 2026 16:05:00 +0100</pubDate>\n</item>",
     "Developer", "A partner app shows this story as published at 15:05. Is our feed wrong?", "Assistant:",
     "Feeds team · partner support"),
    ("newsml", "en", "Wire ingest", "ops",
     "You explain NewsML-G2 items to editors in plain words. Focus on status, versions and embargo.",
     "Item metadata:",
     "<itemMeta>\n  <itemClass qcode=\"ninat:text\"/>\n  <versionCreated>2026-06-11T22:05:13Z</versionCreated>\n"
     "  <firstCreated>2026-06-11T21:40:02Z</firstCreated>\n  <embargoed>2026-06-12T05:00:00Z</embargoed>\n"
     "  <pubStatus qcode=\"stat:usable\"/>\n</itemMeta>",
     "Editor", "Can I publish this now, and is it the first version?", "Answer:",
     "Wire ingest · support"),
    ("ab-report", "en", "Audience team", "web",
     "You summarise finished headline tests for the morning meeting: winner, margin, one lesson.",
     "Finished test (export):",
     "test_id,started,ended,variant,views,clicks\nhp-lead-0610,2026-06-10 07:00,2026-06-10 09:00,A,8120,402\n"
     "hp-lead-0610,2026-06-10 07:00,2026-06-10 09:00,B,8054,566",
     "Audience editor", "Summarise the test for the meeting.", "Summary:",
     "Audience team · testing"),
    ("rundown", "en", "Evening news", "newsroom",
     "You help the programme editor of the evening news with timings. Show your arithmetic.",
     "Rundown printout:",
     "EVENING NEWS 18:00  printed 11/06/2026 17:41\n01 HEADLINES   00:45  back 18:00:45\n"
     "02 HARBOUR     02:10  back 18:02:55\n03 FERRIES     01:40  back 18:04:35\n04 WEATHER     01:30  back 18:06:05",
     "Editor", "If the harbour item runs 30 seconds long, when does the weather start?", "Answer:",
     "Evening news · gallery"),
    ("show-notes", "en", "Podcasts", "studio",
     "You check podcast feed items before they go live. Point out anything a listener app would show wrong.",
     "Episode item:",
     "<item>\n  <title>Tide Tables 41: The storm of 1869</title>\n  <pubDate>Thu, 11 Jun 2026 05:00:00 GMT</pubDate>\n"
     "  <guid isPermaLink=\"false\">tide-tables-041</guid>\n  <itunes:duration>00:42:17</itunes:duration>\n</item>",
     "Producer", "Is the duration right if the audio file is 41:05 long?", "Assistant:",
     "Podcasts · Tide Tables"),
    ("agencia-pt", "pt", "Mesa de agências", "cms",
     "Você resume notas de agência para o site da Folha do Planalto. Responda em português do Brasil.",
     "Nota da agência:",
     "SÃO PAULO, 11 de junho (Agência Sul) - A Petrobras anunciou nesta quinta-feira a venda de três\n"
     "refinarias no Nordeste. Embargo: 12/06/2026, 6h.",
     "Editor", "Posso publicar agora? Faça um resumo de duas frases.", None,
     "Folha do Planalto · mesa de agências"),
    ("rectificatif-fr", "fr", "Service correction", "web",
     "Vous aidez le médiateur du Courrier de l'Outaouais. Répondez en français.",
     "Rectificatif publié :",
     "Rectificatif (11 juin 2026) - Dans notre article du 9 juin sur le pont de la Gatineau, nous avons\n"
     "écrit que les travaux coûteraient 14 M$. Le montant exact est de 41 M$.",
     "Médiateur", "Le rectificatif est-il clair pour un lecteur pressé ?", None,
     "Courrier de l'Outaouais · médiation"),
    ("diretta-it", "it", "Diretta", "web",
     "Sei l'assistente delle dirette del Corriere del Lago. Rispondi in italiano.",
     "Voci della diretta:",
     "21:02 - Chiusa la statale 36 per la frana di Colico.\n21:40 - Evacuate 12 famiglie.\n"
     "22:15 - Riaperta una corsia in direzione Sondrio.",
     "Caporedattore", "Scrivi il riepilogo da mettere in cima alla diretta.", None,
     "Corriere del Lago · dirette"),
    ("foto-tr", "tr", "Foto masası", "ingest",
     "Ege Postası foto masasının asistanısın. Türkçe yanıt ver.",
     "Dosya bilgileri:",
     "Çekim tarihi: 2026:06:11 19:05:12\nŞehir: İzmir\nBaşlık: Kordon'da gün batımı\nFotoğrafçı: Elif Aras",
     "Foto editörü", "Bu fotoğraf için tek satırlık bir altyazı yaz.", None,
     "Ege Postası · foto masası"),
    ("gaokao-zh", "zh", "江城晚报 新闻简报", "web",
     "你是《江城晚报》新闻简报的编辑助理。请用简体中文回答。",
     "通讯社电稿：",
     "新华社武汉6月11日电 武汉市11日宣布，长江大桥将于6月20日至7月5日夜间封闭检修。\n发稿时间：2026-06-11 16:32",
     "编辑", "请把这条电稿改写成不超过60字的简讯。", None,
     "江城晚报 · 新闻简报"),
    ("tahaqquq-ar", "ar", "مكتب التحقق", "web",
     "أنت مساعد مكتب التحقق في صحيفة «الرافد». أجب بالعربية.",
     "الادعاء المتداول:",
     "منشور بتاريخ 2026-06-10 الساعة 21:40: «الحكومة ستقطع المياه عن عمّان لمدة أسبوع ابتداءً من 15 يونيو».",
     "المحرر", "ما الذي يجب أن نتحقق منه أولًا؟", None,
     "صحيفة الرافد · مكتب التحقق"),
]

APPS = {"wire-brief": "brief-writer", "cms-revisions": "rev-explainer", "exif-caption": "caption-bot",
        "correction-notice": "corrections-check", "rights-contract": "contract-qa", "rss-item": "feed-debug",
        "newsml": "newsml-explainer", "ab-report": "test-summary", "rundown": "rundown-timer",
        "show-notes": "feed-check", "agencia-pt": "resumo-agencias", "rectificatif-fr": "mediateur",
        "diretta-it": "dirette", "foto-tr": "altyazi", "gaokao-zh": "jianxun", "tahaqquq-ar": "tahaqquq"}
LOCALES = {"en": "en-GB", "pt": "pt-BR", "fr": "fr-CA", "it": "it-IT", "tr": "tr-TR", "zh": "zh-CN", "ar": "ar-JO"}

# cue, family, line label, key, value
FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "rfc3339_ms", "Generated at", "generated_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Served", "served", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Now", "now", lambda g, t: ctime(t)),
    ("datetime", "log4j", "Logged", "logged", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Clock", "clock", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "python_isoformat", "Context built", "context_built", lambda g, t: py_iso(t.replace(tzinfo=None))),
    ("datetime", "iso_basic", "Prompt built", "prompt_built", lambda g, t: iso_basic(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("epoch", "epoch_ms", "t_ms", "t_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "Received us", "received_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid1", "Correlation ID", "correlation_id", lambda g, t: g.uuid1()),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Chat session", "chat_session", lambda g, t: g.nanoid()),
    ("session_id", "ulid", "Editor session", "editor_session", lambda g, t: g.ulid(t)),
    ("run_id", "ksuid", "Run", "run", lambda g, t: g.ksuid(t)),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
]

# the "now" and one id field of the non-English bodies: cue, family, label, separator, key, value
LOCAL_FIELDS: dict[str, list[tuple[str, str, str, str, str, Callable[[Gen, datetime], str]]]] = {
    "pt": [("datetime", "day_first", "Data e hora atual", ": ", "data_hora_atual",
            lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
           ("request_id", "uuid4", "ID da solicitação", ": ", "id_solicitacao", lambda g, t: g.uuid4())],
    "fr": [("datetime", "day_first", "Heure actuelle", " : ", "heure_actuelle", lambda g, t: f"{t:%d/%m/%Y %H:%M}"),
           ("session_id", "nanoid", "Session", " : ", "session", lambda g, t: g.nanoid())],
    "it": [("datetime", "eu_datetime", "Data e ora", ": ", "data_ora", lambda g, t: f"{t:%d/%m/%Y, %H:%M:%S}"),
           ("request_id", "hex32", "ID richiesta", ": ", "id_richiesta", lambda g, t: g.hex(32))],
    "tr": [("datetime", "day_first", "Geçerli zaman", ": ", "gecerli_zaman", lambda g, t: f"{t:%d.%m.%Y %H:%M}"),
           ("request_id", "ulid", "İstek no", ": ", "istek_no", lambda g, t: g.ulid(t))],
    "zh": [("datetime", "zh_datetime", "当前时间", "：", "now",
            lambda g, t: f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"),
           ("request_id", "uuid7", "请求编号", "：", "request_id", lambda g, t: g.uuid7(t))],
    "ar": [("datetime", "arabic_indic_digits", "الوقت الحالي", ": ", "now",
            lambda g, t: digits_in(f"{t:%Y/%m/%d %H:%M}", AR0)),
           ("session_id", "uuid4", "معرّف الجلسة", ": ", "session_id", lambda g, t: g.uuid4())],
}

ZONES: dict[str, timezone] = {"en": BST, "pt": BRT, "fr": EDT, "it": CEST, "tr": TRT, "zh": CST_CN,
                              "ar": AST_AR}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "toml_front_matter", "json_inline",
             "xml_attr", "bracket_kv", "md_bullet", "html_comment", "chatml_system"]
GENERATED = 32


def _json_value(value: str) -> str:
    return value if value.isdigit() else '"' + value + '"'


def render(body: tuple[str, str, str, str, str, str, str, str, str, str | None, str], position: str,
           line: str, member: str, attr: str, toml: str, kv: str, bullet: str, comment: str) -> str:
    """A body with one field (or one stable value) at one position."""
    name, lang, service, channel, system, intro, record, user, question, cue, footer = body
    app, loc = APPS[name], LOCALES[lang]
    sep = "：" if lang == "zh" else (" : " if lang == "fr" else ": ")
    ask = f"{user}{sep}{question}"
    end = f"\n{cue}" if cue else ""
    middle = f"{intro}\n{record}\n\n{ask}"
    if position == "head":
        return f"{line}\n{system}\n\n{middle}{end}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{middle}{end}"
    if position == "header_block":
        return f"Service: {service}\n{line}\nChannel: {channel}\n\n{system}\n\n{middle}{end}"
    if position == "last_user":
        return f"{system}\n\n{middle}\n{line}{end}"
    if position == "footer":
        return f"{system}\n\n{middle}\n\n--\n{line}\n{footer}"
    if position == "toml_front_matter":
        return f'+++\napp = "{app}"\n{toml}\nlocale = "{loc}"\n+++\n{system}\n\n{middle}{end}'
    if position == "json_inline":
        return f'{{"app":"{app}",{member}"locale":"{loc}"}}\n{system}\n\n{middle}{end}'
    if position == "xml_attr":
        return f'<context app="{app}" {attr} locale="{loc}"/>\n{system}\n\n{middle}{end}'
    if position == "bracket_kv":
        return f"{system}\n[ctx app={app} {kv} locale={loc}]\n\n{middle}{end}"
    if position == "md_bullet":
        return f"- **App:** {app}\n{bullet}\n- **Locale:** {loc}\n\n{system}\n\n{middle}{end}"
    if position == "html_comment":
        return f"{comment}\n<!-- app: {app} -->\n{system}\n\n{middle}{end}"
    return (f"<|im_start|>system\n{system}\n{line}<|im_end|>\n<|im_start|>user\n{middle}<|im_end|>\n"
            f"<|im_start|>assistant\n")


def field_forms(cue: str | None, label: str, sep: str, key: str, value: str) -> tuple[str, ...]:
    """The line, JSON member, XML attribute, TOML key, key=value pair, markdown bullet and HTML comment of
    one field, marked as volatile when `cue` is given."""
    mark = (lambda s: v(cue, s)) if cue else (lambda s: s)
    toml_value = value if value.isdigit() else '"' + value + '"'
    return (mark(f"{label}{sep}{value}"), mark(f'"{key}":{_json_value(value)},'), mark(f'{key}="{value}"'),
            mark(f"{key} = {toml_value}"), mark(f"{key}={value}"),
            mark(f"- **{label}:** {value}"), mark(f"<!-- {label}: {value} -->"))


def generated_positives(g: Gen) -> list[Draft]:
    """One field in one of the bodies at one of two positions per body; every position used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    n = len(BODIES)
    assert [b[1] for b in BODIES[:10]] == ["en"] * 10 and len(FIELDS) == 20
    for k in range(GENERATED):
        body = BODIES[k % n]
        name, lang = body[0], body[1]
        position = POSITIONS[(k + 3 * (k // n)) % len(POSITIONS)]
        t = near(g, ZONES[lang], days=10)
        if lang == "en":
            cue, family, label, key, make = fields[k % n + 10 * (k // n)]
            sep = ": "
        else:
            cue, family, label, sep, key, make = LOCAL_FIELDS[lang][k // n]
        value = make(g, t)
        text = render(body, position, *field_forms(cue, label, sep, key, value))
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}gen:{name}+{family}",
                         ["generated", position, family, "pasted_record_stays", *extra]))
    return out


# one stable value per body, at the position of that body's second positive: label, key, value
STABLE: dict[str, tuple[str, str, str]] = {
    "wire-brief": ("Wire contract", "wire_contract", "WH-UK-0091"),
    "cms-revisions": ("Prompt revision", "prompt_revision", "2026-05-04"),
    "exif-caption": ("Style guide", "style_guide", "2026 edition"),
    "correction-notice": ("Corrections policy", "corrections_policy", "v3 (2025-11-01)"),
    "rights-contract": ("Partner since", "partner_since", "2025-03-01"),
    "rss-item": ("Feed schema", "feed_schema", "RSS 2.0"),
    "newsml": ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    "ab-report": ("Time zone", "time_zone", "Europe/London"),
    "rundown": ("Programme", "programme", "EVENING-NEWS-1800"),
    "show-notes": ("Season", "season", "4"),
    "agencia-pt": ("Versão do manual", "versao_manual", "2026-01"),
    "rectificatif-fr": ("Politique", "politique", "rev. 2025-09"),
    "diretta-it": ("Fuso orario", "fuso_orario", "Europe/Rome"),
    "foto-tr": ("Ajans kodu", "ajans_kodu", "EGP-35"),
    "gaokao-zh": ("版本", "banben", "3.2.0"),
    "tahaqquq-ar": ("رمز المكتب", "desk_code", "RFD-07"),
}


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at the position of its second generated positive."""
    out = []
    n = len(BODIES)
    for b, body in enumerate(BODIES):
        name, lang = body[0], body[1]
        k = b + n
        position = POSITIONS[(k + 3 * (k // n)) % len(POSITIONS)]
        label, key, value = STABLE[name]
        sep = "：" if lang == "zh" else (" : " if lang == "fr" else ": ")
        text = render(body, position, *field_forms(None, label, sep, key, value))
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:gen:{name}+{key}",
                         ["hard_negative", "generated", position, "stable_value", *extra]))
    return out


# --- negatives: pasted records of the domain -------------------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("wire-story-embargo", ["wire_story", "embargo", "dateline", "question_above"], "en",
     """Can we put this on the website tonight? Explain the embargo in one line.

WH-0611-7720 EMBARGOED UNTIL 00:01 GMT FRIDAY JUNE 12 2026
BC-Health-Measles, 1st Ld-Writethru
GENEVA, June 11 (WireHub) - The World Health Organization said on Thursday that measles cases in Europe
rose 38% in the first five months of 2026, driven by outbreaks in Romania and Kazakhstan.
(Reporting by Lena Duval; Editing by Tom Reyes)
Copyright 2026 WireHub. All rights reserved. 11-06-26 1742GMT"""),
    ("newsml-item", ["newsml_g2", "version_created", "guid", "question_below"], "en",
     """<newsItem guid="urn:newsml:wirehub.example:20260611:WH-0611-9902" version="2" standard="NewsML-G2" standardversion="2.33">
  <itemMeta>
    <itemClass qcode="ninat:text"/>
    <provider literal="WireHub"/>
    <versionCreated>2026-06-11T17:40:12Z</versionCreated>
    <firstCreated>2026-06-11T16:58:40Z</firstCreated>
    <embargoed>2026-06-11T18:00:00Z</embargoed>
    <pubStatus qcode="stat:usable"/>
  </itemMeta>
</newsItem>
Our ingest marked this item as "held". Given the embargo and the version, should it still be held?"""),
    ("rss-channel-fenced", ["rss", "pub_date", "guid", "fenced"], "en",
     """Why does Feedly show both items as new every hour?

```xml
<channel>
  <title>Harbour Gazette - News</title>
  <lastBuildDate>Fri, 12 Jun 2026 06:00:02 +0100</lastBuildDate>
  <item>
    <title>Harbour wall repairs approved</title>
    <guid isPermaLink="false">hg-118402-1781200802</guid>
    <pubDate>Thu, 11 Jun 2026 21:14:00 +0100</pubDate>
  </item>
  <item>
    <title>Ferry operator cuts winter timetable</title>
    <guid isPermaLink="false">hg-118388-1781200802</guid>
    <pubDate>Wed, 10 Jun 2026 16:05:00 +0100</pubDate>
  </item>
</channel>
```"""),
    ("atom-feed-rag", ["atom", "updated", "rag_document"], "en",
     """Answer from the document only.

<document source="feeds/world.atom">
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>tag:wirehub.example,2026:world</id>
  <updated>2026-06-12T09:41:07Z</updated>
  <entry>
    <id>tag:wirehub.example,2026-06-12:WH-0612-0388</id>
    <title>Chile's copper output falls 3% in May</title>
    <published>2026-06-12T09:38:55Z</published>
    <updated>2026-06-12T09:41:07Z</updated>
  </entry>
</feed>
</document>

Question: Was the copper story changed after it was first published, and by how long?
Answer:"""),
    ("wp-revisions-lead-in", ["cms_revision_log", "lead_in"], "en",
     """My editor sent me this revision history and wants to know who removed the second quote:

Revisions
- June 12, 2026 at 7:02 am by nightdesk (Restore) - Revision 118433
- June 11, 2026 at 9:40 pm by sross - Revision 118417: added quote from harbour master; removed quote from
  Cllr Reid
- June 11, 2026 at 9:14 pm by jmackay - Revision 118402: headline changed
- June 11, 2026 at 8:51 pm by jmackay - Revision 118390: first draft"""),
    ("ans-api-json", ["json", "created_date", "story_id", "question_below"], "en",
     """{
  "_id": "ZQ7H4X2WFNB6JD3KPL5RVT8M2E",
  "created_date": "2026-06-09T14:02:51.118Z",
  "last_updated_date": "2026-06-11T22:40:09.772Z",
  "display_date": "2026-06-10T06:00:00Z",
  "headlines": {"basic": "Mayor announces 12 new officers"},
  "revision": {"revision_id": "R4KQ7ZL2XN3J5B6MDPVWT8AF9C", "published": true}
}
The site shows "Updated June 11" on this story but the editor says nobody touched it after publication.
Which field drives that label?"""),
    ("exiftool-output", ["exif", "iptc", "xmp", "question_below"], "en",
     """[EXIF]          Make                       : Canon
[EXIF]          Camera Model Name          : EOS R6m2
[EXIF]          Date/Time Original         : 2026:06:11 18:22:47
[EXIF]          Offset Time Original       : +01:00
[IPTC]          Date Created               : 2026:06:11
[IPTC]          Time Created               : 18:22:47+01:00
[IPTC]          By-line                    : Mairi Pires
[XMP]           Instructions               : EMBARGOED UNTIL 12 JUN 2026 06:00 BST
[Composite]     GPS Position               : 56 24' 52.10" N, 5 28' 31.44" W
Can this picture go in tonight's web gallery, and where exactly was it taken?"""),
    ("iptc-iim-phi3", ["phi3", "user_turn", "iptc_iim"], "en",
     """<|user|>
What do these IPTC IIM fields tell me about when the photo was taken versus when it was transmitted?
2:055 Date Created: 20260611
2:060 Time Created: 182247+0100
2:062 Digital Creation Date: 20260611
2:063 Digital Creation Time: 182301+0100
1:070 Date Sent: 20260611
1:080 Time Sent: 191015+0000
2:080 By-line: Mairi Pires<|end|>
<|assistant|>
"""),
    ("correction-quoted", ["correction_notice", "quoted"], "en",
     """A reader says our correction is itself wrong. Is it?

> Correction, 12 June 2026, 09:30: An earlier version of this article, published on 11 June 2026 at
> 21:14, said the harbour wall was built in 1896. It was built in 1869. The cost of the repairs is
> GBP 14m, not GBP 41m as stated in the standfirst between 21:14 and 07:02."""),
    ("corrections-log-table", ["markdown_table", "dates_in_table"], "en",
     """Which desk had the most factual corrections last month?

| Date       | Story id | Desk     | Type        | Logged by |
|------------|----------|----------|-------------|-----------|
| 2026-05-03 | 117204   | Sport    | Factual     | sross     |
| 2026-05-09 | 117388   | News     | Spelling    | nightdesk |
| 2026-05-14 | 117501   | News     | Factual     | jmackay   |
| 2026-05-21 | 117690   | Business | Attribution | sross     |
| 2026-05-28 | 117842   | News     | Factual     | nightdesk |"""),
    ("syndication-clause-indented", ["contract", "indented", "effective_date"], "en",
     """Summarise the termination clause for the partner manager.

    SYNDICATION AGREEMENT SYN-2025-014
    Effective Date: 1 March 2025. Initial Term: 24 months, ending 28 February 2027.
    9.1 Either party may terminate on ninety (90) days' written notice, such notice not to be served
    before 1 June 2026.
    9.2 On termination Licensee shall remove all Licensed Content within thirty (30) days."""),
    ("odrl-policy", ["rightsml", "json_ld", "date_constraints"], "en",
     """Does this RightsML policy let us use the photo in a newsletter on 15 June?

{
  "@context": "http://www.w3.org/ns/odrl.jsonld",
  "uid": "https://rights.wirehub.example/policy/WH-PIX-2026-118834",
  "type": "Offer",
  "permission": [{
    "target": "urn:wirehub:pix:2026:118834",
    "action": "distribute",
    "constraint": [
      {"leftOperand": "dateTime", "operator": "gteq", "rightOperand": "2026-06-12T05:00:00Z"},
      {"leftOperand": "dateTime", "operator": "lt", "rightOperand": "2026-07-12T05:00:00Z"}
    ]
  }]
}"""),
    ("ab-export-head", ["csv", "timestamp_column", "very_head"], "en",
     """timestamp,test_id,variant,views,clicks
2026-06-12T07:00:00Z,hp-lead-0612,A,0,0
2026-06-12T08:00:00Z,hp-lead-0612,A,3120,190
2026-06-12T08:00:00Z,hp-lead-0612,B,3088,236
2026-06-12T09:00:00Z,hp-lead-0612,A,6412,398
2026-06-12T09:00:00Z,hp-lead-0612,B,6377,471
Question: did B lead at both checkpoints, and by how many percentage points of CTR?"""),
    ("liveblog-chatml", ["chatml", "user_turn", "entry_times"], "en",
     """<|im_start|>system
You edit live blogs for the Harbour Gazette.<|im_end|>
<|im_start|>user
These are the last entries of the storm blog. Which one contradicts an earlier one?
19:02 Met Office extends amber warning to Sunday 18:00.
19:20 ScottishPower: 14,000 homes without power in Argyll.
19:41 Ferries to Mull cancelled until Saturday.
20:05 Met Office amber warning now ends Sunday 06:00.<|im_end|>
<|im_start|>assistant
"""),
    ("tipline-export", ["whatsapp_export", "question_below"], "en",
     """12/06/2026, 09:14 - +44 7700 900123: Is it true the council is putting fluoride in the reservoir from July?
12/06/2026, 09:14 - +44 7700 900123: <Media omitted>
12/06/2026, 09:31 - Gazette Tipline: Thanks, we're looking into it. Where did you see the letter?
12/06/2026, 09:40 - +44 7700 900123: Facebook group Oban Matters, posted yesterday 8pm

Draft our next message asking for a screenshot of the original post."""),
    ("sqs-message-debug", ["queue_message_pasted", "pasted_for_debugging"], "en",
     """This wire message keeps coming back to our consumer. Why, and how do I stop it?

{
  "MessageId": "4c1b2a9e-7f3d-4e8a-9b21-6d5c0e7f8a13",
  "ReceiptHandle": "AQEBwJnKyrHigUMZj6rYigCgxlaS3SLy0a...",
  "Attributes": {
    "ApproximateReceiveCount": "7",
    "SentTimestamp": "1781227240118",
    "ApproximateFirstReceiveTimestamp": "1781227240561"
  },
  "Body": "WH-0612-0153 | UPDATE 1-Airbus raises delivery target"
}
The visibility timeout is 30 s and our handler takes about 45 s."""),
    ("kafka-lag-log", ["kafka", "pasted_log", "offsets"], "en",
     """Our wire consumer is lagging. What do these lines say?

2026-06-12T06:02:41.118Z INFO  consumer[wire-ingest-2] topic=wire.intl.en partition=3 offset=884120331 lag=0
2026-06-12T06:12:41.204Z WARN  consumer[wire-ingest-2] topic=wire.intl.en partition=3 offset=884120331 lag=4120 rebalance=true
2026-06-12T06:13:02.913Z INFO  consumer[wire-ingest-2] partitions assigned: [wire.intl.en-0, wire.intl.en-1]"""),
    ("s3-event-debug", ["s3_event_pasted", "pasted_for_debugging"], "en",
     """Our caption Lambda didn't fire for this upload. The event is from CloudTrail:

{"Records":[{"eventVersion":"2.1","eventSource":"aws:s3","eventTime":"2026-06-11T18:24:03.912Z",
"eventName":"ObjectCreated:CompleteMultipartUpload","responseElements":{"x-amz-request-id":"7D3F0A9C21B84E55"},
"s3":{"bucket":{"name":"gazette-pics-inbox"},"object":{"key":"2026/06/11/mpires/MP_0611_0412.CR3","size":28411203}}}]}

The trigger is configured for the suffix ".jpg" and the event type "ObjectCreated:Put"."""),
    ("wire-api-429", ["pasted_http", "date_header", "request_id_in_record"], "en",
     """Why does the wire API reject our poller? curl output:

HTTP/2 429
date: Fri, 12 Jun 2026 06:00:01 GMT
content-type: application/json
retry-after: 60
x-request-id: 8b0e6c4d-2a1f-4e3b-9c7d-5f6a0b1c2d3e
x-ratelimit-limit: 60
x-ratelimit-remaining: 0

{"error":"rate_limited","detail":"60 requests per minute per subscriber (sub_4471)"}"""),
    ("websub-verify-debug", ["websub", "pasted_http", "lease"], "en",
     """The hub sends this to our callback and our subscription never activates. What must we answer?

GET /websub/callback?hub.mode=subscribe&hub.topic=https%3A%2F%2Ffeeds.wirehub.example%2Fworld.atom&hub.challenge=Zq3x9LmN2wPv7Ks1&hub.lease_seconds=864000 HTTP/1.1
Host: ingest.harbourgazette.example
User-Agent: WireHub-WebSub/2.1"""),
    ("rundown-llama3", ["llama3", "user_turn", "rundown_printout"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You help programme editors with running orders.<|eot_id|><|start_header_id|>user<|end_header_id|>

EVENING NEWS 18:00 - printed 12/06/2026 17:41 by PE J. Mackay
01 HEADLINES     VT/LIVE   00:45   back 18:00:45
02 HARBOUR WALL  PKG       02:10   back 18:02:55
03 FERRY CUTS    OOV/SOT   01:40   back 18:04:35
04 WEATHER       LIVE      01:30   back 18:06:05

The weather presenter needs to be off air by 18:06:00. Will she be?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("srt-subtitles", ["srt", "timecodes", "question_above"], "en",
     """Check these subtitles for reading speed: anything over 17 characters per second is too fast.

1
00:00:01,200 --> 00:00:03,100
The council approved the repairs on Tuesday.

2
00:00:03,150 --> 00:00:04,000
Fourteen million pounds.

3
00:00:04,050 --> 00:00:07,900
Work starts in September and should take eighteen months."""),
    ("podcast-item-above", ["podcast_rss", "pub_date", "guid", "question_above"], "en",
     """Apple Podcasts lists this episode under last week. Why?

<item>
  <title>Tide Tables 41: The storm of 1869</title>
  <pubDate>Thu, 04 Jun 2026 05:00:00 GMT</pubDate>
  <guid isPermaLink="false">tide-tables-041</guid>
  <podcast:transcript url="https://harbourgazette.example/podcasts/tt041.vtt" type="text/vtt"/>
  <itunes:duration>2537</itunes:duration>
</item>"""),
    ("chapters-gemma", ["gemma", "user_turn", "chapters"], "en",
     """<start_of_turn>user
Turn these chapter markers into YouTube-style chapters (they must start at 0:00).
00:00:12 Welcome
00:06:40 Ruth Gillies on the first wall
00:19:05 The 1870 rebuild
00:31:52 Listener questions<end_of_turn>
<start_of_turn>model
"""),
    ("xliff-file", ["xliff", "tool_dates", "question_below"], "en",
     """<xliff version="1.2">
  <file original="WH-0611-9902.txt" source-language="en" target-language="pt-PT" datatype="plaintext"
        date="2026-06-11T18:02:44Z" tool-id="mt-gateway">
    <body>
      <trans-unit id="1">
        <source>NAIROBI, June 11 (WireHub) - Kenya's central bank held its benchmark rate at 9.75%.</source>
        <target state="needs-review-translation">NAIROBI, 11 de junho (WireHub) - O banco central do Quénia manteve a taxa de referência em 9,75%.</target>
      </trans-unit>
    </body>
  </file>
</xliff>
Is the target faithful to the source? Flag anything a Portuguese editor would change."""),
    ("tmx-export", ["tmx", "creation_dates"], "en",
     """Which of these translation memory entries is older, and who approved it?

<tu creationdate="20250211T101500Z" creationid="mgarcia" changedate="20250211T103012Z">
  <tuv xml:lang="es"><seg>saque de esquina</seg></tuv><tuv xml:lang="en"><seg>corner</seg></tuv>
</tu>
<tu creationdate="20240930T081122Z" creationid="lduval">
  <tuv xml:lang="es"><seg>tarjeta roja directa</seg></tuv><tuv xml:lang="en"><seg>straight red card</seg></tuv>
</tu>"""),
    ("sent-newsletter-headers", ["email_headers", "message_id", "list_unsubscribe"], "en",
     """A subscriber says this issue went to spam. Anything in the headers that could explain it?

From: Harbour Gazette Morning Edition <morning@news.harbourgazette.example>
Date: Fri, 12 Jun 2026 06:15:09 +0100
Message-ID: <me-20260612.4f2a19c0@news.harbourgazette.example>
List-Unsubscribe: <https://harbourgazette.example/u/4f2a19c0>
List-Unsubscribe-Post: List-Unsubscribe=One-Click
Subject: The wall is coming"""),
    ("newsletter-stats-observation", ["react_observation", "tool_output"], "en",
     """Question: Which send time gives the Morning Edition the best open rate?
Thought: I need the last four weeks of stats.
Action: newsletter_stats(list="morning", weeks=4)
Observation: Report generated 2026-06-12 06:40 UTC
send_time  issues  open_rate
06:00      10      41.2%
06:15      5       43.9%
07:00      5       38.7%
Thought:"""),
    ("press-release-mistral", ["mistral", "press_release", "embargo"], "en",
     """[INST] Turn this press release into a four-paragraph news story. Keep the embargo in mind.

PRESS RELEASE - EMBARGOED UNTIL 00:01 BST, SATURDAY 13 JUNE 2026
Argyll Harbour Trust announces GBP 14m wall repair contract
Oban, 12 June 2026 - The Argyll Harbour Trust has awarded the contract for the repair of the 1869
harbour wall to MacLeod Marine Ltd. Work starts on 7 September 2026.
Media contact: Fiona Grant, +44 1631 555 0199 [/INST]"""),
    ("reader-complaint-forwarded", ["email", "forwarded", "date_header"], "en",
     """---------- Forwarded message ---------
From: Alasdair Munro <a.munro@mailbox.example>
Date: Thu, 11 Jun 2026 at 22:47
Subject: Your harbour story
To: <readers@harbourgazette.example>

The wall was built in 1869, not 1896. My great-grandfather worked on it.

Draft a short reply from the readers' editor thanking him."""),
    ("headline-history", ["cms_history", "times_in_record"], "en",
     """Did the headline get more or less accurate over time?

21:14  Council backs wall
21:40  Council approves harbour wall repairs
22:05  Council approves GBP 41m harbour wall repairs
07:02  Council approves GBP 14m harbour wall repairs"""),
    ("agency-invoice", ["invoice", "licence_ids", "price"], "en",
     """Check this agency invoice against what we used (two pictures, web only).

WireHub Pictures - Invoice WHP-INV-2026-06-0412, issued 2026-06-05, due 2026-07-05
Licence L-2024-0071
2026-05-11  WH-PIX-2026-101223  web        GBP 45.00
2026-05-19  WH-PIX-2026-104871  web+print  GBP 90.00
2026-05-27  WH-PIX-2026-109930  web        GBP 45.00
Total GBP 180.00"""),
    ("daybook-end", ["daybook", "question_first", "very_end"], "en",
     """Which of tomorrow's diary items clash for the one camera crew?

DAYBOOK - Saturday 13 June 2026
09:30 Oban Games opening, Mossfield Park
10:00 Lifeboat naming ceremony, North Pier
11:00 Ferry union ballot result, Glasgow (statement by phone)
14:00 Fishing quota protest, South Pier"""),
    ("x-post-embed", ["embed_html", "post_id", "question_below"], "en",
     """<blockquote class="twitter-tweet"><p lang="en">Fire near Marseille tonight, the whole hill is burning</p>&mdash; Ana (@ana_sud) <a href="https://x.example/ana_sud/status/1801122334455667788">June 11, 2026</a></blockquote>
A reader embedded this in a comment. The picture in the original post is from 2019. How do we word the
note under the comment?"""),
    ("efe-es", ["wire_story", "embargo", "dateline"], "es",
     """¿Cuándo podemos publicar esto en la web? Responde en una línea.

EMBARGADA HASTA LAS 00.01 HORAS DEL 12 DE JUNIO DE 2026
Madrid, 11 jun (Agencia Iberia).- El Gobierno aprobó este jueves el anteproyecto de ley de vivienda,
que limitará los alquileres de temporada a once meses.
(c) Agencia Iberia 2026. 11/06/2026 17:42"""),
    ("afp-fr", ["wire_story", "dateline", "question_below"], "fr",
     """PARIS, 11 juin 2026 (Agence Hexagone) - La SNCF a annoncé jeudi la suppression de 12 trains de nuit à
partir du 1er septembre, invoquant des pertes de 40 millions d'euros en 2025.
AH/jld/mpm 11/06/2026 16:05:21

Résume cette dépêche en une phrase pour notre fil d'actualité."""),
    ("dpa-de", ["wire_story", "sperrfrist"], "de",
     """Ist die Sperrfrist in dieser Meldung schon abgelaufen, wenn wir am 12. Juni um 6 Uhr veröffentlichen?

Sperrfrist: 12. Juni 2026, 00.01 Uhr MESZ
Berlin (Nachrichtendienst Nord) - Die Bundesnetzagentur hat am Donnerstag neue Regeln für Stromzähler
vorgestellt. Sie gelten ab dem 1. Januar 2027.
nnd/abc/def 111842 Jun 26"""),
    ("rettifica-it", ["correction_notice", "dates_in_document"], "it",
     """Rettifica - Nell'articolo del 9 giugno 2026 «Nuovo ponte sull'Adda» abbiamo scritto che i lavori
finiranno nel 2027. La data corretta, comunicata dalla Provincia il 10 giugno, è marzo 2028.

Questa rettifica è scritta bene? Suggerisci una versione più breve."""),
    ("cessao-pt", ["contract", "dates_in_document", "question_above"], "pt",
     """Esta cláusula permite que a Folha do Planalto revenda as fotos a outros jornais?

CONTRATO DE CESSÃO DE DIREITOS AUTORAIS N.º 2025/118
Vigência: de 01/03/2025 a 28/02/2027.
Cláusula 5.ª - A CESSIONÁRIA poderá reproduzir as fotografias em suas publicações impressas e digitais,
vedada a sublicença a terceiros sem autorização escrita do AUTOR."""),
    ("kyodo-ja", ["wire_story", "embargo", "question_below"], "ja",
     """【解禁】6月12日午前5時
北陸日報 配信日時：2026年6月11日 17時42分
金沢市は11日、市営バスの運賃を10月1日から30円値上げすると発表した。

この記事はいつからウェブに掲載できますか？"""),
    ("yonhap-ko", ["wire_story", "send_time"], "ko",
     """다음 기사의 송고 시간과 엠바고를 확인해 주세요.

(광주=남도통신) 김민수 기자 = 광주시는 지하철 2호선 1단계 구간을 내년 3월 개통한다고 11일 밝혔다.
<저작권자(c) 남도통신, 무단 전재-재배포 금지> 2026/06/11 16:05 송고
엠바고: 2026년 6월 12일 06:00"""),
    ("xinhua-zh", ["wire_story", "dateline", "question_below"], "zh",
     """新华社武汉6月11日电（记者 李明）武汉市11日宣布，长江大桥将于6月20日至7月5日每晚23时至次日5时封闭检修。
发稿时间：2026-06-11 16:32:08

请把这条电稿改写成一句话快讯。"""),
    ("tass-ru", ["wire_story", "publication_time"], "ru",
     """Перескажи это сообщение в одном предложении для ленты.

ЕКАТЕРИНБУРГ, 11 июня. /Агентство Урал-Инфо/. Мэрия Екатеринбурга закроет мост через Исеть на
ремонт с 15 июня до 15 августа 2026 года.
Опубликовано: 11.06.2026, 14:07 (мск)"""),
    ("sprostuvannia-uk", ["correction_notice", "dates_in_document"], "uk",
     """СПРОСТУВАННЯ
У публікації від 9 червня 2026 року «Ремонт мосту через Ворсклу» помилково зазначено суму 12 млн грн.
Згідно з рішенням міської ради від 4 червня 2026 року № 1187, сума становить 21 млн грн.

Чи достатньо цього спростування за законом про медіа?"""),
    ("sprostowanie-pl", ["correction_request", "dates_in_document"], "pl",
     """Czy musimy opublikować to sprostowanie i w jakim terminie?

Gdańsk, 10 czerwca 2026 r.
Redakcja Gazety Pomorskiej
Na podstawie art. 31a Prawa prasowego żądam sprostowania nieprawdziwej informacji zawartej w artykule
z dnia 8 czerwca 2026 r. pt. „Port traci klientów”. Przeładunki w maju wzrosły o 7 proc., a nie spadły.
Jan Kowalski, rzecznik Zarządu Portu"""),
    ("aa-tr", ["wire_story", "dateline", "question_below"], "tr",
     """İZMİR (Ege Haber Ajansı) - İzmir Büyükşehir Belediyesi, metro hattının Narlıdere uzantısının 1
Temmuz'da açılacağını duyurdu.
Yayın tarihi: 11.06.2026 15:42 | Güncelleme: 11.06.2026 16:10

Bu haberi 50 kelimelik bir kısa habere çevir."""),
    ("bayan-ar", ["press_release", "embargo"], "ar",
     """بيان صحفي — يُحظر النشر قبل الساعة 00:01 من يوم 13 يونيو 2026
عمّان، 12 يونيو 2026 — أعلنت وزارة المياه تشغيل محطة ضخ جديدة في الزرقاء بطاقة 20 ألف متر مكعب يوميًا.
للاستفسار: 0791234567

هل يمكننا نشر الخبر على الموقع مساء اليوم؟"""),
    ("khabar-fa", ["wire_story", "solar_hijri_dates"], "fa",
     """این خبر را در یک جمله خلاصه کن.

شیراز — ۲۱ خرداد ۱۴۰۵: شهرداری شیراز اعلام کرد مرمت دروازه قرآن از ۱ تیر ۱۴۰۵ آغاز می‌شود و تا پایان
شهریور ادامه دارد.
زمان انتشار: ۱۴۰۵/۰۳/۲۱ - ۱۶:۴۲"""),
    ("pti-hi", ["wire_story", "dateline", "question_below"], "hi",
     """नई दिल्ली, 11 जून (प्रहरी समाचार सेवा) रेलवे ने गुरुवार को कहा कि 1 जुलाई से 40 नई वंदे भारत
सेवाएँ शुरू होंगी। दिनांक: 11-06-2026 17:20

इस ख़बर को दो वाक्यों में लिखिए।"""),
    ("embargo-he", ["press_release", "embargo", "question_above"], "he",
     """מתי מותר לפרסם את ההודעה הזאת?

הודעה לעיתונות — אמברגו עד 12 ביוני 2026 בשעה 06:00
טבריה, 11 ביוני 2026 — עיריית טבריה תפתח את הטיילת החדשה ביום שישי."""),
    ("diorthosi-el", ["correction_notice", "dates_in_document"], "el",
     """ΔΙΟΡΘΩΣΗ: Στο άρθρο της 9ης Ιουνίου 2026 για το λιμάνι του Ηρακλείου αναφέρθηκε ότι τα έργα θα
ολοκληρωθούν το 2027. Σύμφωνα με το λιμενικό ταμείο (ανακοίνωση 10/06/2026), η ολοκλήρωση αναμένεται το
2028.

Γράψε μια πιο σύντομη εκδοχή."""),
    ("helyreigazitas-hu", ["correction_request", "dates_in_document", "lead_in"], "hu",
     """Ezt a levelet kaptuk, kötelező közölnünk?

Helyreigazítási kérelem – Pécs, 2026. június 10.
A Dunántúli Hírlap 2026. június 8-i számában megjelent „Bezár a megyei kórház sürgősségi osztálya”
című cikk valótlanul állítja, hogy az osztály bezár. Az osztály új bejáratot kap, és folyamatosan működik."""),
    ("rilis-id", ["press_release", "embargo", "question_below"], "id",
     """SIARAN PERS – EMBARGO HINGGA 12 JUNI 2026 PUKUL 06.00 WIB
Jakarta, 11 Juni 2026 – Pelabuhan Muara Angke akan direvitalisasi mulai Agustus 2026 dengan anggaran
Rp 250 miliar.

Apakah kami boleh memuat berita ini malam ini?"""),
    ("dinh-chinh-vi", ["correction_notice", "dates_in_document"], "vi",
     """Đính chính: Bài "Cầu Rồng đóng cửa bảo trì" đăng ngày 09/6/2026 ghi thời gian đóng cửa là 10 ngày.
Thông tin đúng là 14 ngày, từ 15/6 đến 28/6/2026.

Viết lại đính chính này ngắn gọn hơn."""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in PASTED:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", "pasted_record", *tags, *extra]))
    return out


# --- negatives: look-alikes, asked values, stable headers, controls --------------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("cms-stable-header", ["stable_header", "api_version", "authored_revision"], "en",
     """Accept-Version: v5.0
Prompt revision: 2026-05-04
Style guide: Harbour Gazette style, 2026 edition

You write excerpts for posts in the Gazette's admin. At most 160 characters.

Post: "Lifeboat crew rescue two kayakers off Kerrera"
Excerpt:"""),
    ("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain press law to trainee reporters in the UK.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is contempt of court, and when does a case become "active"?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("chatml-cutoff-style", ["chatml", "knowledge_cutoff", "style_guide_date"], "en",
     """<|im_start|>system
You are the subs' desk assistant. Knowledge cutoff: 2024-10. House style follows the AP Stylebook, 57th
edition (2026), except that we use British spelling.<|im_end|>
<|im_start|>user
Do we write "percent" or "per cent"?<|im_end|>
<|im_start|>assistant
"""),
    ("gemma-stable-meta", ["gemma", "stable_values"], "en",
     """<start_of_turn>user
[desk=world section=europe tz=Europe/London]
Give me three follow-up angles on the Portuguese housing bill for a UK audience.<end_of_turn>
<start_of_turn>model
"""),
    ("phi3-stable", ["phi3", "stable_values", "founding_date"], "en",
     """<|system|>
You answer questions about the Harbour Gazette's history. Founded: 12 June 1874. Current editor since
2019: Mairi Campbell.<|end|>
<|user|>
How old is the paper this year?<|end|>
<|assistant|>
"""),
    ("mistral-style-edition", ["mistral", "style_guide_date"], "en",
     """[INST] Using the Guardian-style rules of our 2025-09 style sheet (revision 14), fix the capitals in:
"the Prime Minister met the Chancellor and the mayor of london on Tuesday" [/INST]"""),
    ("uuidv5-story-id", ["stable_header", "uuid5", "story_id"], "en",
     """Story UUID (v5 of the canonical URL): 8f1c3a5e-2b7d-5e41-9c3a-7d2e0f4b6a18
Canonical URL: https://harbourgazette.example/news/2026/06/11/harbour-wall
Section: News

Write three related-link suggestions for this story from our archive topics: harbour, ferries, council.
Suggestions:"""),
    ("etag-asked", ["etag", "id_in_question"], "en",
     """Our rundown cache returns ETag "a41f09c2e7d1b385" for the evening news even after the editor moved
item 3. Should the ETag change when the running order changes?"""),
    ("image-hashes", ["sha256", "file_hash"], "en",
     """Are these two pictures the same file? The agency says they resent it.

MP_20260611_0412.jpg     sha256 3e1a7b9c0d2f4e6a8b1c3d5e7f9a0b2c4d6e8f1a3b5c7d9e0f2a4b6c8d0e2f4a
MP_20260611_0412(1).jpg  sha256 3e1a7b9c0d2f4e6a8b1c3d5e7f9a0b2c4d6e8f1a3b5c7d9e0f2a4b6c8d0e2f4b"""),
    ("issn-isbn", ["issn", "isbn"], "en",
     """Put these in the imprint: ISSN 0307-1235 (print), ISSN 2059-1187 (online), and the ISBN of our 150th
anniversary book, 978-1-84502-118-4."""),
    ("desk-phones", ["phone", "opening_hours"], "en",
     """You are the Harbour Gazette's reader help assistant. News desk: 01631 555 0140 (07:00-23:00).
Tipline (WhatsApp): +44 7700 900417. Letters: letters@harbourgazette.example.

Reader: How do I send you a photo of the flooding?
Assistant:"""),
    ("syndication-prices", ["price", "table"], "en",
     """Which package is cheaper for a partner who takes 30 stories and 20 photographs a month?

| Package   | Per story | Per photo | Monthly fee |
|-----------|-----------|-----------|-------------|
| Pay as go | GBP 40    | GBP 25    | GBP 0       |
| Bundle    | GBP 20    | GBP 15    | GBP 450     |"""),
    ("unrendered-jinja", ["template_placeholder", "unrendered"], "en",
     """Now: {{ now().isoformat() }}
Request: {{ request_id }}

You write push alerts for breaking news: at most 90 characters, no clickbait.

Story: Earthquake of magnitude 6.4 strikes off northern Chile
Alert:"""),
    ("few-shot-datelines", ["few_shot", "example_dateline"], "en",
     """Convert agency datelines to our style.

Example: "LISBON, June 11 (WireHub) -" -> "Lisbon, 11 June -"
Example: "GENEVA, June 11 (WireHub) -" -> "Geneva, 11 June -"

Input: "NAIROBI, June 11 (WireHub) -"
Output:"""),
    ("epoch-asked", ["epoch", "id_in_question"], "en",
     """The ingest log says this item arrived at 1781227240118 and the feed's pubDate is Fri, 12 Jun 2026
01:20:30 GMT. Is the first value in milliseconds, and how long after publication did it arrive?"""),
    ("snowflake-asked", ["snowflake", "id_in_question"], "en",
     """Was post 1801122334455667788 on X published before or after the fire started at 20:30 UTC on 11 June?
Can I work that out from the id alone?"""),
    ("guid-asked", ["guid", "id_in_question"], "en",
     """Why would two items in our feed have the same guid, hg-118402? One is the story and one is its
correction."""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Review this system prompt from our staging headline bot. Should the time and request lines be sent to
the model at all?

You are the headline assistant of the Harbour Gazette.
Current time: 2026-06-01T09:00:00Z
Request ID: 2f4b6d8e-0a1c-4e3f-8b5d-7c9e1a3b5d7f
Never write question headlines."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 23:40 here in London and the embargo lifts at 00:01 BST. Can I schedule the story now for 00:01,
or does the CMS use UTC?"""),
    ("embargo-arithmetic", ["date_arithmetic", "dates_in_question"], "en",
     """The embargo is 00:01 GMT on 13 June 2026. What time and date is that in Sydney and in Los Angeles?"""),
    ("relative-times", ["relative_time"], "en",
     """The live blog says "updated 12 minutes ago" but the last entry was posted almost an hour ago. What
could cause the label to be wrong?"""),
    ("iso-week-asked", ["iso_week", "dates_in_question"], "en",
     """Our features desk plans in ISO weeks. Which dates does 2026-W27 cover, and does it include the first
day of the Oban Games?"""),
    ("xml-stable-attrs", ["xml_attr", "stable_values"], "en",
     """<desk code="WORLD" tz="Europe/London" since="1998-04-01" lang="en-GB"/>
You help the world desk choose which wire stories to follow up. Give three, with one reason each.

Wire list: Portugal housing bill; Kenya rates; Chile copper; Airbus deliveries.
Choice:"""),
    ("front-matter-stable", ["front_matter", "stable_values", "knowledge_cutoff"], "en",
     """---
template: push-alert
template_revision: 2026-03-17
knowledge_cutoff: 2024-06
max_chars: 90
---
Write a push alert for: Ferry operator cuts winter timetable to the islands."""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: morning-edition-v9, approved 2026-02-02 by M. Campbell -->
Write the sign-off line of the Morning Edition newsletter: friendly, one sentence."""),
    ("footer-copyright", ["footer", "stable_footer"], "en",
     """Rewrite our reader FAQ answer about comments in two sentences.

Comments open at 08:00 and close at 22:00. Comments on court stories are always closed.

--
© 2026 Harbour Gazette Ltd · Registered in Scotland SC041187 · Edited by Mairi Campbell"""),
    ("partner-profile", ["stable_header", "partner_id", "partner_since"], "en",
     """Partner: Lemon Daily
Partner ID: lemon-daily
Subscriber number: sub_4471
Partner since: 2025-03-01
Plan: Bundle

You answer syndication partners. Use the profile to personalise; never read it out.

Partner: Can we add photographs to our bundle?
Assistant:"""),
    ("episode-number", ["episode_number", "season"], "en",
     """Write a one-line teaser for Tide Tables S4E12 (episode 2026-06-12-tt), "The lighthouse keepers",
recorded 3 June 2026 at the Oban Library."""),
    ("jwt-asked", ["jwt", "id_in_question"], "en",
     """The CMS preview link has this token. What's in it, and does it expire?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwcmV2aWV3LTExODQwMiIsImlhdCI6MTc4MTIwMDgwMCwiZXhwIjoxNzgxMjg3MjAwfQ.c2lnbmF0dXJlLXBsYWNlaG9sZGVyLXZhbHVlLTEyMzQ"""),
    ("traceparent-asked", ["traceparent", "id_in_question"], "en",
     """Our CMS logs show this on a slow save. Which part is the trace id I should search for in Tempo?

traceparent: 00-5e8c1a3b7d9f2e4a6c8b0d1f3a5c7e9b-2f4a6c8e0b1d3f5a-01"""),
    ("error-toast-asked", ["uuid", "id_in_question", "error_toast"], "en",
     """The CMS showed "Could not publish (ref 9d2c4e6a-8b0f-4a1c-b3d5-e7f9a1b3c5d7)". What should I send to
the platform team?"""),
    ("calver-plugin", ["calver", "build_number"], "en",
     """Version 2026.06.1 of our CMS headline plugin (build 2606.118) adds character counts for social
headlines. Write two sentences for the newsroom release notes."""),
    ("impressum-de", ["document_revision", "stand", "registry"], "de",
     """Impressum – Zürcher Abendpost AG
Handelsregister: CHE-112.334.556
Stand: Januar 2026

Frage: Wer ist laut Impressum für den Inhalt verantwortlich, und wie melde ich einen Fehler?"""),
    ("plantilla-es", ["template_placeholder"], "es",
     """Fecha: {{fecha_actual}}
Solicitud: {{id_solicitud}}

Eres el asistente de la mesa de traducción de El Heraldo del Bajío. Traduce al español de México.

Nota: The state congress approved the water bill on Thursday."""),
    ("horaires-fr", ["opening_hours", "phone"], "fr",
     """Vous êtes l'assistant du Courrier de l'Outaouais. Rédaction : du lundi au vendredi, 7 h à 22 h.
Téléphone : 819 555-0142.

Lecteur : Puis-je vous envoyer une photo de l'inondation dimanche à 21 h ?"""),
    ("kitei-ja", ["policy_revision"], "ja",
     """あなたは「北陸日報」の編集支援アシスタントです。以下の規程に従ってください。
訂正規程改定日：2025年4月1日
訂正は翌日の紙面2面に掲載する。

デスク：昨日の記事の誤りは、いつ訂正を載せればいいですか？"""),
    ("gagyeok-ko", ["prices", "table"], "ko",
     """전재 요금표에서 사진 10장과 기사 5건을 쓰면 얼마인가요?

구분   | 건당 요금
기사   | 30,000원
사진   | 20,000원"""),
    ("version-zh", ["version", "release_date"], "zh",
     """《江城晚报》客户端升级到 6.2.0（2026-05-20 发布）后，推送一直收不到。系统：iOS 18.5。这是已知问题吗？"""),
    ("hours-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد صحيفة «الرافد». ساعات عمل غرفة الأخبار: من الأحد إلى الخميس، ٨ صباحًا - ١١ مساءً.
هاتف الأخبار: ٠٦ ٥٥٥ ٠١٤٢

القارئ: هل يمكنني إرسال صورة عن الحادث يوم الجمعة؟"""),
    ("relative-pt", ["relative_time"], "pt",
     """A matéria diz "atualizada há 5 minutos", mas a última alteração foi há duas horas. Por que isso
acontece?"""),
    ("stable-header-ru", ["stable_header", "timezone"], "ru",
     """Редакция: Уральский вестник
Код редакции: UV-66
Часовой пояс: Asia/Yekaterinburg

Ты помощник выпускающего редактора. Отвечай по-русски.

Редактор: Как правильно писать «Екатеринбург» в заголовке с датой?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Abonelik ödemesi için hesabımız bu, doğru yazılmış mı? IBAN: TR33 0006 1005 1978 6457 8413 26, alıcı
Ege Postası Yayıncılık A.Ş., yıllık abonelik 1.800 TL."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Planujemy dodatki w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W26 i czy wypada w nim Noc
Świętojańska?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """האמברגו מסתיים ב-12 ביוני 2026 בשעה 06:00 שעון ישראל. מה השעה אז בניו יורק?"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """अभी रात के 11:40 बजे हैं और ख़बर पर रोक रात 12:01 बजे हटेगी। क्या मैं अभी से ख़बर शेड्यूल कर दूँ?"""),
    ("cutoff-it", ["knowledge_cutoff", "style_guide_date"], "it",
     """Conoscenze aggiornate a: ottobre 2024
Manuale di stile: edizione 2025

Sei l'assistente del desk del Corriere del Lago. Rispondi in italiano.

Redattore: Si scrive «il 2 giugno» o «il 2 Giugno»?"""),
    ("relative-sw", ["relative_time"], "sw",
     """Habari hii ilichapishwa saa mbili zilizopita, lakini tovuti inaonyesha "dakika 5 zilizopita". Kwa nini?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a friendly writing coach for student journalists. Give short, practical tips.

Student: How do I write a good intro for a council story?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You explain how newspapers work to children aged 9-11. Be accurate and simple.

Child: Who decides what goes on the front page?
Assistant:"""),
]


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in LOOKALIKES:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *extra]))
    return out


# --- assembly --------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = lookalike_negatives() + pasted_negatives() + generated_negatives()
    return make_holdout.assemble("hold121", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
