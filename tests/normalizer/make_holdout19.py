"""Build `prompt_normalizer/corpus/holdout19.jsonl`, a nineteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout19.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout18.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout18.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from public health, emergency management, court-adjacent civic
services, libraries' digital services and transport operators' back offices (another corpus was
written at the same time about them). Sources that the earlier docstrings already name were dropped
or re-aimed before writing: Telegram updates (here a Mini App's `initData` and a relayed group
digest), WeChat official-account XML (here a mini-program's cloud-function context), LINE and Viber
webhooks (here a LINE official account's upstream request header and a Viber community digest),
Alexa envelopes, Home Assistant, Microsoft Graph, Google Calendar and Calendly, Notion and
Confluence page metadata, a browser extension's page capture time, Duolingo-style lesson contexts,
flashcard decks, email triage, to-do apps, running logs, Strava, Garmin FIT, sleep diaries, salons
and driving schools. The sources are the everyday consumer apps people chat through:

* general-purpose assistant apps with memory and profile blocks: a "Model Set Context" with dated
  memories and a user bio, `<user_memories>` with a session context in XML, a profile in YAML
  front matter, a ChatML assistant with a personalisation line, a single-line JSON client header, a
  session table, a `[ctx ...]` line under custom instructions, memories "retrieved at" a time for the
  request; as hard negatives dated memories and profiles (member since, plan renewal, knowledge
  cutoff), a data export with `create_time` epochs, a share link, memories pasted between two
  paragraphs, a multi-turn memory clean-up, an unrendered `{{current_date}}` and few-shot reminders;
* e-mail clients' AI features: summarise thread (an invocation id and request time above a pasted
  thread), help me write (XML request), a compose assistant's footer, an Outlook-style ChatML
  current time, instant replies (JSON), a newsletter digest, attachment extraction; as hard negatives
  threads with their own `Date:` and `Message-ID:`, forwarded scams, raw headers with ARC `t=`,
  meeting invites, out-of-office replies, bounces, a municipal letter in Burgenland Croatian, an
  unsubscribe footer, mailbox settings and a reply with no blank line around the pasted message;
* calendar and scheduling assistants: a time-zone meeting finder, a trainer's booking page (slots
  computed for the request), quick-add in Pohnpeian, a family calendar (YAML), an auto-scheduler
  (markdown bullets), a Kabardian ChatML calendar, a meeting brief with a `[calendar-ai ...]` line
  under the pasted agenda; as hard negatives an ICS with RRULE and EXDATE, a calendar CSV, booking
  confirmations, poll results, exam timetables, a multi-turn week plan, working hours and calendar
  ids;
* note-taking and second-brain apps: a Markdown vault (HTML comment, today's daily note, a note with
  its own front matter), an outliner's journal page, a node command (JSON), notes selected in a
  simple notes app, retrieved notes, a Ladakhi note, a weekly review table; as hard negatives note
  front matter, journal exports, an unrendered daily-note template, Zettelkasten ids that are
  timestamps, exports that open with `Created:`, vault settings and a Nepali booking note;
* browser extensions: page summaries (extension request id and client clock), a video transcript
  fetched for the request, a price-watch extension, a reading extension with a nonce, a translation
  selection (XML attributes), a cookie-banner explainer behind B3 headers, a Betawi reader; as hard
  negatives page text, cookie lists with expiries, price histories, transcripts, an error toast with
  its own request id, search results, terms updates and an extension's CalVer build;
* messaging apps' bots and mini-programs: a Telegram Mini App (`query_id`, `auth_date`, `hash`), a
  group bot relaying the newest message with `[received ...]`, a KakaoTalk skill request relayed by a
  skill server, a WeChat mini-program in Fuzhounese, a LINE official account, a Viber community
  digest footer, a Kumyk Telegram bot, Instagram direct messages with `ig_mid` and `timestamp`, a
  Threema Gateway callback, a Messenger bakery bot in Hiri Motu, a Turoyo parish group; as hard
  negatives Telegram JSON exports, `initData` and Threema callbacks pasted to debug signatures,
  KakaoTalk and LINE chat exports (`Saved on:`), a mini-program log with its own `RequestId`, a
  Viber thread in a multi-turn chat, screenshot text and a Messenger `mid` asked about;
* voice assistants' transcripts: ASR JSON (`utteranceId`, `capturedAt`), a phone's device clock, a
  Kaqchikel family phone, a voice note with a transcription job under it, earbuds (ChatML with a
  traceparent), a bedtime-story voice with a templated sentence, a kitchen display with nested YAML
  in Alaska, a Khakas phone; as hard negatives voice histories, memo transcripts, routine configs,
  few-shot time normalisation, a Kaqchikel school announcement, a voicemail with no blank line and a
  speaker's serial and firmware;
* shopping assistants: offers fetched for the request, grocery substitutions (a quote time in a
  table), a resale pricing request (XML element), a Sasak weaving shop, a gift finder with HTTP
  headers, a price-match chat (a `[sent ...]` stamp in the ChatML user turn), a cart check with a
  logfmt line; as hard negatives order confirmations, return labels, listings with model years,
  delivery SMS, a cart JSON whose first member is `"id"`, a Sasak receipt, a coupon code with a date
  in it, a shopper profile and a multi-turn comparison table;
* recipe and meal-planning apps: a pantry synced for the request, a recipe scaler, a Kimbundu meal
  planner, a batch-cooking plan in YAML front matter with the current ISO week, a receipt photo's
  extraction stamp, a nutrition coach with a trace comment, a `[mealplan ...]` line; as hard
  negatives bake times, meal-plan tables, best-before dates between two paragraphs, a recipe card's
  revision, few-shot parsers, food diaries, an oven program and a multi-turn scaling question;
* language-learning apps: a conversation partner's session header, a Veps tutor (ChatML), an
  exercise served as JSON (attempt id and time around an exercise with its own date), an Adyghe
  tutor, a pronunciation attempt, an imported article with the import id and time under it, a
  Saramaccan learner; as hard negatives an exercise sentence with today's-looking date, vocabulary
  exports, a tandem chat, a certificate, a review log, an Adyghe note in a multi-turn chat, a
  learner profile and a lesson schedule with no blank line;
* journaling and well-being apps (no clinical content): a new entry's date filled in by the app,
  a mood check-in (bullets), a Luri gratitude journal and a Gilaki well-being companion with Solar
  Hijri dates, a wind-down session (XML attributes), a journal footer, a morning reflection
  sentence; as hard negatives journal entries, a mood CSV whose first column is `date`, a letter to
  one's future self, streak settings, a user-typed 2am, a Luri gratitude log, a meditation history
  table and a multi-turn entry;
* personal travel planners: an itinerary check (planner request id and client time), opening hours
  fetched for the request, a traveller's local time, a Miskito boat question, a flight-status tool
  result (single-line JSON in a ChatML tool turn), entry rules counted from today, a Pitjantjatjara
  road trip; as hard negatives bus e-tickets, hotel confirmations, an e-visa, a multi-turn itinerary,
  a traveller profile, a Spanish boat timetable with a Miskito question and a road-closure notice
  between two paragraphs;
* smart-home assistants: device states "as of" a time for the request, a hub's Java clock, a flow
  builder (JSON), an Avar voice assistant, a `[mic-session ...]` line, a thermostat clock in Alaska,
  a robot vacuum's history with the fetch stamp under it; as hard negatives event logs, automation
  YAML, hub diagnostics whose first member is `"timestamp"`, router leases, home settings, a
  multi-turn thermostat schedule, a solar report and a gate-code SMS;
* car infotainment assistants: a vehicle context block (vehicle time, trip session), an automotive
  single-line JSON, EV charger availability "as of" a time, an Ateso taxi, a nested YAML vehicle
  clock, CarPlay-style message read-outs, a manual lookup behind traceparent and tracestate; as hard
  negatives service invoices, trip logs, trouble codes with freeze frames, release notes with CalVer
  builds, charging receipts, vehicle settings, a multi-turn fuel log and a telematics score;
* wearables' companion apps: a smart ring's scores fetched for the request, a strap's weekly table,
  a fitness band's HTML comment, a Dagbani smartwatch coach, a ring's `t_us`, a kids' watch's request
  time, a smart scale's Go snapshot; as hard negatives ring exports whose first member is `"day"`,
  workout summaries, notification lists, step tables, sync errors, pairing details, Dagbani step
  counts and a multi-turn sleep question.

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets from -09:00 to +11:00 (including
+03:30, +05:30, +05:45 and +09:30), RFC 1123, RFC 850, RFC 2822 (as content), asctime, Python
`isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano, .NET round-trip and "f", JavaScript
`toISOString()` and `toString()`, Java `Date.toString()`, Kotlin `LocalDateTime`, Dart UTC
`toString()`, Postgres `timestamptz` text, US medium and day-first 12-hour renderings, English long
dates (US and British), an outliner's `Mar 14th, 2026` journal page, `DD/MM/YYYY HH:MM`,
`YYYY-MM-DD HH:MM[:SS]`, ISO dates, a current ISO week, a 12-hour and a 24-hour time alone, a weekday with a 12-hour time, epochs in s, ms and us, and dates with localized
month and weekday names, calendars and digits (Kumaoni and Haryanvi with Devanagari digits, Sherpa
in Devanagari, Ladakhi with Tibetan digits, Gilaki and Luri with Solar Hijri months and Persian
digits, Najdi Arabic with Arabic-Indic digits, Turoyo with Syriac month names, Fuzhounese with Han
numerals, 禮拜 weekdays and 上晝 / 下晝 / 暝晡, Ainu with a Japanese-style date, Kumyk, Avar and Khakas
with Russian month names, Burgenland Croatian genitive months and weekdays, Sasak and Betawi
weekdays with Indonesian months, Dagbani weekdays, Hiri Motu weekdays, Kaqchikel, Miskito and
Isthmus Zapotec with Spanish months, Kimbundu and Nheengatu with Portuguese months, Saramaccan
with Dutch months, and Chuukese, Pohnpeian, Ateso, Pitjantjatjara and Australian Kriol labels with
English months). Identifiers: UUID v1 / v4 (also upper case) / v7,
ULID (also lower case), KSUID, nanoid, traceparent and tracestate, B3 single and multi headers, long
hex (12 to 64 digits), base32, base36, base58, base62 and base64url tokens, a Telegram `query_id`,
Threema message ids and nonces, Messenger and Instagram message ids, and vendor-prefixed ids
(`sess_`, `thr_`, `rq_`, `run_`, `mf_`, `pw_`, `ex_`, `imp_`, `att_`, `tj_`, `ci_`, `lsn_`, `shp_`,
`fs_`). Positions: header blocks (`Label: value`, HTTP-style, B3 and trace headers, decoded
`initData`, gateway callback fields), head and tail of the prompt, the tail of a system prompt (also
in ChatML system turns), a stamp in a ChatML user turn, a tool result in a ChatML tool turn, YAML
front matter and nested YAML, pretty-printed JSON members (also nested in a relayed request),
single-line JSON members, XML attributes and elements, `key=value` pairs in bracketed context lines
and a logfmt line, markdown table rows and bullets, HTML comments (head and tail), templated
sentences (inline and alone on a line), phrases with their preposition ("at ...", "as of ..."),
bracketed stamps (`[sent ...]`, `[photo text extracted ...]`, `[mic-session ...]`) and a
`[received ...]` prefix on relayed lines, parenthesised program lines, footers after a `--` line,
metadata lines after the last user message, and program lines right above or below a pasted,
uploaded or fetched block.

Prompts are in English (Botswana, Malawian, Sierra Leonean, Gambian, Tanzanian, Rwandan, Zambian,
Kenyan, Ugandan, Cameroonian, Bermudian, Caymanian, Bruneian, Papua New Guinean, Gibraltarian,
Australian, Nepali and US) and in Kumaoni, Haryanvi, Sherpa, Ladakhi, Gilaki, Luri, Najdi Arabic,
Turoyo, Fuzhounese (Eastern Min), Ainu, Kumyk, Kabardian, Adyghe, Avar, Khakas, Altai, Veps,
Burgenland Croatian, Llanito, Sasak, Betawi, Chuukese, Pohnpeian, Hiri Motu, Dagbani, Kimbundu,
Ateso, Kaqchikel, Isthmus Zapotec, Miskito, Nheengatu, Saramaccan, Pitjantjatjara and Australian
Kriol (34 languages and varieties, none of them used by the earlier holdouts, checked
against their docstrings), with pasted material in Nepali, Russian, Spanish, Portuguese and French
(scripts: Latin, Cyrillic, Arabic, Syriac, Devanagari, Tibetan, Han, Kana).

What it is: 300 prompts. 137 carry volatile fields (196 spans): 113 hand-written positives (172
spans; 53 with two fields, three with three) and 24 generated ones. 163 carry none: 147
hand-written negatives (145 hard negatives and two plain controls) and 16 generated hard
negatives; 106 of the hand-written negatives are material the user pastes, uploads, forwards or
copies and asks about (threads, forwarded messages, raw headers, invites, auto-replies, bounces,
letters, exports, ICS, CSVs, confirmations, poll results, timetables, notes, page text, cookie
lists, price histories, transcripts, error toasts, search results, chat exports, logs, callbacks,
screenshot text, voice histories, routines, receipts, listings, SMS, labels, recipe cards, diaries,
certificates, review logs, journal entries, tickets, visas, notices, device logs, YAML, diagnostics,
invoices, trip logs, trouble codes, release notes, workout summaries, notifications, invitations),
with the question before the block (20), after it (30), after it with no pointing words at all
(15), in another language (3), between two paragraphs of the user (7), with no blank line around
the block (5), or in an earlier turn of a multi-turn chat (13), and many begin with lines exactly
like program metadata (`Date:`, `Created:`, `Request ID:`, `Timestamp:`, `Saved on:`, `Reporting-MTA:`,
`Received:`, `START RequestId:`, `{"timestamp": ...`, `{"id": ...`, `{"day": ...`, a CSV whose first
column is `date`). Fifteen hand-written negatives hold stable look-alikes in program positions
(dated memories, member-since and renewal dates, knowledge cutoffs, signature and vault dates,
working hours and calendar ids, extension and app CalVer builds, device serials and firmware,
loyalty validity, learner profiles, streak and journal dates, passport expiry and home airports,
hub ids and install dates, VINs and warranties, pairing dates); the others are ids and epochs the
user asks about, few-shot dates, unrendered templates, user-typed clocks, relative times, exercises
and an in-story clock. The positives put the same-looking lines in program positions; about fifteen
stamp data that the program fetched or captured for this request (memories, notes, slots, offers,
opening hours, pantry, transcripts, device states, charger availability, scores, a robot's history),
where only the stamp is labelled, and eight sit right above or below a block the user pasted or
uploaded (a cart, an attachment, an agenda, an article, a voice note, a receipt, a newsletter
list, a vacuum history), where only the program's lines are labelled. The generated positive family
puts one field (of 45 formats and labels, or the current date and time labelled and written in the
body's language) at one of twelve positions (head, system tail, header block, after the last user
message, footer, YAML front matter, JSON member, XML attribute, `key=value` in a bracketed context
line, parenthesised value on the user's message, HTML comment, markdown bullet; two each) of bodies
drawn from 32 in 32 languages and varieties (two of them, Makhuwa and Luhya, were not drawn); the generated negative family uses the same bodies and
positions with one stable value drawn from generic ones (API version, knowledge cutoff, prompt
revision, member since, app version, account creation in RFC 3339, tenant, time zone, support
hours, timeout, terms acceptance, build) and ones that fit the body's domain (memory update,
signature change, working hours, vault, extension build, chat and bot ids, device serial, firmware,
loyalty validity, household, course edition, streak, passport expiry, hub id, VIN, warranty,
pairing), or a member-since date in the body's language. The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout18.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, device clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Memory and profile blocks: the dates inside saved memories, a memory page's "last edited" date, a
  bio, a birthday, member-since and renewal dates and the knowledge cutoff stay; the current date,
  the conversation or thread id and the time at which memories were retrieved for this request move.
* Messaging mini-apps and bots: a Telegram Mini App's `query_id`, `auth_date` and `hash` are minted
  per launch and move, its `user` object stays; a KakaoTalk skill server's `requestId` and receive
  time move, the bot id and `botUserKey` stay; a WeChat `requestId` moves, `APPID` and `OPENID`
  stay; a Threema Gateway callback's `messageId`, `date` and `nonce` move, `from` and `to` stay;
  the current message's `ig_mid`, `mid` and `timestamp` move, as does a relayed line's
  `[received ...]` prefix, while earlier messages of the group stay. The same `initData` or
  callback pasted to debug a signature is content.
* Voice: a transcript, its ASR confidence and a voice note's recording time are content (as in
  make_holdout8); the utterance id, the capture time, the transcription job and its time move. A
  phone's, hub's, thermostat's or vehicle's clock read for this request is the current time.
* "Today" that an app fills in for the user (a journal entry's date, today's daily note, the
  current journal page, "Today (device)") and a current ISO week (`current_week:`) move; dates of
  earlier entries and notes, best-before dates, delivery windows and timetables stay.
* Stable even in program positions: app and extension CalVer builds, firmware, software versions,
  VINs, hub and calendar ids, passport expiry, home airports, loyalty validity, streak starts,
  pairing dates, working hours, reminder times and time zones.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Memories retrieved at <time> for this request:" leaves "Memories retrieved for this request:";
  "Device states as of <time> for this request:" leaves "Device states for this request:"); XML
  attributes and `key=value` pairs are followed by a stable neighbour; single-line JSON members are
  cut with the comma after them, and volatile members of pretty-printed JSON are never the last
  member of their object; an XML element, a nested YAML member, a markdown row or bullet, an HTML
  comment, a bracketed stamp and a templated sentence alone on its line holding one field are
  whole-line spans; a stamp before `<|im_end|>` sits on its own line.
* Only ASCII `Label:` cue lines (or a chat template's assistant header) end positives; prompts
  whose natural cue would be in another script end with the user's message or with the metadata
  after it.
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
    CEST,
    CET,
    DAYS,
    DAYS_LONG,
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

SEED = 20290611
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout19.jsonl"
SRC = "holdout19:"

# --- zones ------------------------------------------------------------------------------------------------


def _tz(hours: int, minutes: int, name: str) -> timezone:
    sign = -1 if hours < 0 else 1
    return timezone(sign * timedelta(hours=abs(hours), minutes=minutes), name)


NPT = _tz(5, 45, "NPT")  # Solukhumbu, Kathmandu
IRST = _tz(3, 30, "IRST")  # Rasht, Khorramabad
AST3 = _tz(3, 0, "AST")  # Riyadh
TRT = _tz(3, 0, "TRT")  # Midyat
MSK = _tz(3, 0, "MSK")  # Nalchik, Maykop, Makhachkala, Petrozavodsk
KRAT = _tz(7, 0, "KRAT")  # Abakan, Gorno-Altaysk
CST8 = _tz(8, 0, "CST")  # Fuzhou
WITA = _tz(8, 0, "WITA")  # Mataram
WIB = _tz(7, 0, "WIB")  # Jakarta
CHUT = _tz(10, 0, "CHUT")  # Weno
PONT = _tz(11, 0, "PONT")  # Kolonia
GMT = _tz(0, 0, "GMT")  # Tamale, Freetown, Banjul
WAT = _tz(1, 0, "WAT")  # Luanda, Douala
CAT = _tz(2, 0, "CAT")  # Gaborone, Blantyre, Kigali, Nampula, Juba
EAT = _tz(3, 0, "EAT")  # Kakamega, Soroti, Dar es Salaam
CST6 = _tz(-6, 0, "CST")  # Chimaltenango, Juchitán, Puerto Cabezas
AMT = _tz(-4, 0, "AMT")  # São Gabriel da Cachoeira
ACST = _tz(9, 30, "ACST")  # Alice Springs, Katherine
PGT = _tz(10, 0, "PGT")  # Port Moresby
SRT = _tz(-3, 0, "SRT")  # Paramaribo
BNT = _tz(8, 0, "BNT")  # Bandar Seri Begawan
CAYT = _tz(-5, 0, "EST")  # George Town, Cayman (no summer time)
AST4 = _tz(-4, 0, "AST")  # Bermuda, winter
ADT = _tz(-3, 0, "ADT")  # Bermuda, summer
AKST = _tz(-9, 0, "AKST")
AKDT = _tz(-8, 0, "AKDT")


def _summer_north(t: datetime) -> bool:
    return 4 <= t.month <= 10


# --- native digits and localized names ----------------------------------------------------------------------


def digits(s: str, zero: str) -> str:
    """`s` with its ASCII digits written from the digit block that starts at `zero`."""
    return "".join(chr(ord(zero) + int(c)) if c in "0123456789" else c for c in s)


DEVA, PERSIAN, ARABIC_INDIC, TIBETAN = "०", "۰", "٠", "༠"
HAN = "〇一二三四五六七八九"


def han_year(y: int) -> str:
    return "".join(HAN[int(c)] for c in str(y))


def han_num(n: int) -> str:
    if n < 10:
        return HAN[n]
    tens, units = divmod(n, 10)
    return ("" if tens == 1 else HAN[tens]) + "十" + (HAN[units] if units else "")


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
PT_MONTHS = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
PT_DAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
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
ID_DAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
SASAK_DAYS = ["Senen", "Selase", "Rebo", "Kemis", "Jumat", "Saptu", "Ahad"]
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
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
KUMAONI_DAYS = ["सोमबार", "मंगलबार", "बुधबार", "बिरबार", "सुकरबार", "सनिबार", "इतबार"]
HARYANVI_DAYS = ["सोमवार", "मंगळवार", "बुधवार", "बीरवार", "सुक्करवार", "सनिवार", "ऐतवार"]
FA_MONTHS = [
    "فروردین",
    "اردیبهشت",
    "خرداد",
    "تیر",
    "مرداد",
    "شهریور",
    "مهر",
    "آبان",
    "آذر",
    "دی",
    "بهمن",
    "اسفند",
]
FA_DAYS = ["دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه", "یکشنبه"]
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
AR_DAYS = ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]
SYRIAC_MONTHS = [
    "ܟܢܘܢ ܐܚܪܝܐ",
    "ܫܒܛ",
    "ܐܕܪ",
    "ܢܝܣܢ",
    "ܐܝܪ",
    "ܚܙܝܪܢ",
    "ܬܡܘܙ",
    "ܐܒ",
    "ܐܝܠܘܠ",
    "ܬܫܪܝܢ ܩܕܡܝܐ",
    "ܬܫܪܝܢ ܐܚܪܝܐ",
    "ܟܢܘܢ ܩܕܡܝܐ",
]
TIBETAN_DAYS = ["གཟའ་ཟླ་བ།", "གཟའ་མིག་དམར།", "གཟའ་ལྷག་པ།", "གཟའ་ཕུར་བུ།", "གཟའ་པ་སངས།", "གཟའ་སྤེན་པ།", "གཟའ་ཉི་མ།"]
RU_MONTHS = [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
]
BGC_MONTHS = [
    "januara",
    "februara",
    "marca",
    "aprila",
    "maja",
    "juna",
    "jula",
    "augusta",
    "septembra",
    "oktobra",
    "novembra",
    "decembra",
]
BGC_DAYS = ["pandiljak", "utorak", "srijeda", "četvrtak", "petak", "subota", "nedilja"]
DAGBANI_DAYS = ["Atani", "Atalaata", "Alaaba", "Alaamisi", "Aljima", "Asibi", "Alahari"]
HIRI_DAYS = ["Mande", "Tiusde", "Trinde", "Tosde", "Paraide", "Sarere", "Sabati"]
FUZHOU_DAYS = ["禮拜一", "禮拜二", "禮拜三", "禮拜四", "禮拜五", "禮拜六", "禮拜日"]
JA_DAYS = "月火水木金土日"


def jalali(t: datetime) -> tuple[int, int, int]:
    """The Solar Hijri (Jalali) date of `t`'s calendar day."""
    gy, gm, gd = t.year, t.month, t.day
    cumulative = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = (
        355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + cumulative[gm - 1]
    )
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


def h12(t: datetime, sep: str = ":") -> str:
    return f"{t.hour % 12 or 12}{sep}{t:%M}"


def ampm(t: datetime, am: str = "AM", pm: str = "PM") -> str:
    return f"{h12(t)} {pm if t.hour >= 12 else am}"


# --- value formats not in make_holdout ----------------------------------------------------------------------


def us_medium(t: datetime) -> str:
    """`DateFormat.MEDIUM` / `Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeStyle: 'short'})`."""
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {ampm(t)}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def js_locale(t: datetime) -> str:
    """`new Date().toLocaleString('en-US')`."""
    return f"{t.month}/{t.day}/{t.year}, {h12(t)}:{t:%S} {'PM' if t.hour >= 12 else 'AM'}"


def swift_date(t: datetime) -> str:
    """`print(Date())` in Swift: UTC with a `+0000` offset."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S} +0000"


def dart_utc(t: datetime) -> str:
    """Dart `DateTime.now().toUtc().toString()`."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S}.{u.microsecond:06d}Z"


def kotlin_local(t: datetime) -> str:
    """Kotlin / Java `LocalDateTime.now().toString()` (millisecond clock)."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}"


def java_date(t: datetime) -> str:
    """Java `new Date().toString()`."""
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.tzname()} {t.year}"


def postgres_tz(t: datetime) -> str:
    off = t.utcoffset() or timedelta(0)
    hours = int(off.total_seconds() // 3600)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{'+' if hours >= 0 else '-'}{abs(hours):02d}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def dmy_hm(t: datetime, sep: str = "/") -> str:
    return f"{t:%d}{sep}{t:%m}{sep}{t:%Y} {t:%H:%M}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u:%d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def logseq_day(t: datetime) -> str:
    suffix = "th" if 10 <= t.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(t.day % 10, "th")
    return f"{MONTHS[t.month - 1]} {t.day}{suffix}, {t.year}"


# --- localized "now" renderings -------------------------------------------------------------------------------


def now_kumaoni(t: datetime) -> str:
    part = "रातक" if t.hour >= 19 else ("दिनक" if t.hour >= 12 else "रत्तेक")
    return digits(
        f"{KUMAONI_DAYS[t.weekday()]}, {t.day} {HI_MONTHS[t.month - 1]} {t.year}, {part} {h12(t)} बजि", DEVA
    )


def now_haryanvi(t: datetime) -> str:
    return digits(f"{HARYANVI_DAYS[t.weekday()]}, {t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", DEVA)


def now_sherpa(t: datetime) -> str:
    return digits(f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", DEVA)


def now_ladakhi(t: datetime) -> str:
    return digits(f"{TIBETAN_DAYS[t.weekday()]} ཕྱི་ལོ་{t.year} ཟླ་{t.month} ཚེས་{t.day} ཆུ་ཚོད་{t:%H:%M}", TIBETAN)


def now_persian(t: datetime) -> str:
    jy, jm, jd = jalali(t)
    return digits(f"{FA_DAYS[t.weekday()]} {jd} {FA_MONTHS[jm - 1]} {jy}، ساعت {t:%H:%M}", PERSIAN)


def now_najdi(t: datetime) -> str:
    return digits(
        f"{AR_DAYS[t.weekday()]} {t.day} {AR_MONTHS[t.month - 1]} {t.year}، {h12(t)} "
        f"{'م' if t.hour >= 12 else 'ص'}",
        ARABIC_INDIC,
    )


def now_turoyo(t: datetime) -> str:
    return f"{t.day} {SYRIAC_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_fuzhou(t: datetime) -> str:
    part = "上晝" if t.hour < 12 else ("下晝" if t.hour < 18 else "暝晡")
    hour = t.hour % 12 or 12
    minute = f"{han_num(t.minute)}分" if t.minute else ""
    return (
        f"{han_year(t.year)}年{han_num(t.month)}月{han_num(t.day)}號 {FUZHOU_DAYS[t.weekday()]} "
        f"{part}{han_num(hour)}點{minute}"
    )


def now_ainu(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日（{JA_DAYS[t.weekday()]}）{t:%H:%M}"


def now_cyr(t: datetime, year_word: str) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} {year_word}, {t:%H:%M}"


def now_bgc(t: datetime) -> str:
    return f"{BGC_DAYS[t.weekday()]}, {t.day}. {BGC_MONTHS[t.month - 1]} {t.year}., {t:%H:%M}"


def now_sasak(t: datetime) -> str:
    return f"{SASAK_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year}, {t:%H.%M} WITA"


def now_betawi(t: datetime) -> str:
    return f"{ID_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year}, jam {t:%H.%M} WIB"


def now_es(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]} {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def now_pt(t: datetime) -> str:
    return f"{PT_DAYS[t.weekday()]}, {t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H}h{t:%M}"


def now_dagbani(t: datetime) -> str:
    return f"{DAGBANI_DAYS[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


def now_hiri(t: datetime) -> str:
    return f"{HIRI_DAYS[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {ampm(t)}"


def now_saramaccan(t: datetime) -> str:
    return f"{t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_english(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {ampm(t)}"


# --- identifiers ----------------------------------------------------------------------------------------------

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


class Gen19(Gen):
    """make_holdout's seeded source, with the zones and token shapes of consumer apps."""

    def at(self, tz: timezone) -> datetime:
        return self.moment(tz)

    def pair(self, std: timezone, summer: timezone) -> datetime:
        t = self.moment()
        return t.astimezone(summer if _summer_north(t) else std)

    def eu(self) -> datetime:
        return self.moment_eu()

    def bermuda(self) -> datetime:
        t = self.moment()
        return t.astimezone(ADT if 3 < t.month < 11 else AST4)

    def alaska(self) -> datetime:
        t = self.moment()
        return t.astimezone(AKDT if 3 < t.month < 11 else AKST)

    def _alpha(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def b58(self, n: int) -> str:
        return self._alpha(B58, n)

    def b32(self, n: int) -> str:
        return self._alpha(B32, n)

    def b36(self, n: int) -> str:
        return self._alpha(B36, n)

    def hexu(self, n: int) -> str:
        return self.hex(n).upper()

    def uuid4u(self) -> str:
        return self.uuid4().upper()

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def tg_query_id(self) -> str:
        return "AAH" + self.b64url(16)[:21]


def draft(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, SRC + source, tags)


POS: list[Callable[[Gen19], Draft]] = []


def pos(fn: Callable[[Gen19], Draft]) -> Callable[[Gen19], Draft]:
    POS.append(fn)
    return fn


NEG: list[Draft] = []


def neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}negative:{source}", [*hard, *kind]))


# --- positives: general-purpose assistant apps with memory and profile blocks ----------------------------------


@pos
def _memory_context_current_date(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are a helpful assistant in the Kuru mobile app. Use what you remember about the user only when it
is relevant, and never mention that you have a memory unless asked.

# Model Set Context
1. [2025-11-02]. Lives in Gaborone, works as a quantity surveyor.
2. [2026-01-19]. Training for the Diacore Gaborone half marathon in July.
3. [2026-02-07]. Prefers metric units and short answers.

# User Bio
Name: Neo. Speaks Setswana at home, English at work.
{v("date", "Current date: " + iso_date(t))}

User: Is it too late to start a 16-week plan for the race?
Assistant:""",
        "assistant-app:memory-context",
        ["system_tail", "iso_date", "memory_dates_content", "lang_en_bw"],
    )


@pos
def _memory_xml_elements(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""<user_memories>
- Has two children, Chikondi (9) and Tamanda (6).
- Runs a small tailoring business from home in Blantyre since 2019.
- Asked in February about registering the business with the Malawi Revenue Authority.
</user_memories>
<session_context>
  {v("datetime", "<current_datetime>" + rfc3339(t) + "</current_datetime>")}
  {v("session_id", "<conversation_id>" + g.uuid4() + "</conversation_id>")}
  <platform>android</platform>
</session_context>

Answer as Chiyembekezo, a friendly small-business helper. Be practical and mention costs in kwacha when you
know them.

User: what do i need to keep for the tax people if i only get paid in cash?
Assistant:""",
        "assistant-app:memory-xml",
        ["xml_element", "rfc3339", "uuid4", "lang_en_mw"],
    )


@pos
def _profile_front_matter(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""---
assistant: kola
user_display_name: Aminata
home_city: Freetown
member_since: 2024-02-11
{v("datetime", "now: " + rfc3339(t, 3))}
{v("session_id", "session: sess_" + g.b62(24))}
locale: en-SL
---
You are Kola, a personal assistant. Aminata likes quick answers with one practical tip. She has told you she
is saving for a sewing machine.

User: Abeg, how much should I put aside each week if the machine is 9 million leones and I want it by
August?
Assistant:""",
        "assistant-app:profile-front-matter",
        ["yaml_front", "rfc3339", "b62", "member_since_neighbour", "lang_en_sl"],
    )


@pos
def _chatml_today_and_user_stamp(g: Gen19) -> Draft:
    t = g.at(GMT)
    sent = t - timedelta(seconds=g.small(2, 9))
    return draft(
        f"""<|im_start|>system
You are Bantaba, the assistant inside a Gambian mobile-money app's help tab. You explain features in plain
English and never ask for a PIN.
Personalisation: the user prefers short answers and Gambian dalasi amounts.
{v("date", f"Today is {DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M} (Africa/Banjul).")}
<|im_end|>
<|im_start|>user
{v("datetime", f"[sent {sent:%H:%M:%S}]")}
My sister in Serekunda says the money I sent yesterday never came. What should I check first?<|im_end|>
<|im_start|>assistant
""",
        "assistant-app:chatml-today",
        ["chatml", "templated_sentence", "bracket_stamp_own_line", "lang_en_gm"],
    )


@pos
def _single_line_json_client(g: Gen19) -> Draft:
    t = g.at(CHUT)
    return draft(
        f"""{{"client":"ios","app_version":"2026.03.2",{v("request_id", '"request_id":"' + g.uuid4u() + '",')}{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"tz":"Pacific/Chuuk"}}
You are Mwaan, a general assistant. The user writes in Chuukese or English; answer in the language they used.
Keep it simple and kind.
{v("datetime", "Ikenai: " + now_english(t))}

User: Ran annim! Ifa usun ai upwe angei ewe boat ngeni Tol ikenai?""",
        "assistant-app:single-line-json",
        ["json_inline", "uuid4_upper", "epoch_ms", "localized_now", "lang_chk"],
    )


@pos
def _md_table_session(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""You are Sabi, a general assistant. Use the session table only to personalise; do not read it out.

| Field      | Value                         |
|------------|-------------------------------|
| Device     | Tecno Spark 20                |
| Locale     | en-GM                         |
{v("datetime", "| Local time | " + uk_long(t) + " " + f"{t:%H:%M}" + " |")}
{v("session_id", "| Thread     | thr_" + g.b62(20) + " |")}
| Plan       | Free                          |

User: Write a polite text to my landlord asking if I can pay the rent a week late this month.
Assistant:""",
        "assistant-app:md-table",
        ["md_table", "uk_long", "b62", "stable_neighbours", "lang_en_gm"],
    )


@pos
def _bracketed_ctx_kv(g: Gen19) -> Draft:
    t = g.at(BNT)
    return draft(
        f"""[ctx app=pocketpal {v("session_id", "sid=" + g.b58(22))} {v("datetime", "at=" + rfc3339(t))} tz=Asia/Brunei ver=4.12.0]
You are PocketPal, a personal assistant. Custom instructions from the user: "Call me Hjh Rosnah. I like
recipes without beef. Remind me gently if I forget things."

User: Can you help me plan what to cook for my family's Sunday lunch? Eight people, two are kids.
Assistant:""",
        "assistant-app:bracketed-ctx",
        ["kv_inline", "b58", "rfc3339", "two_in_line", "head", "lang_en_bn"],
    )


@pos
def _najdi_now(g: Gen19) -> Draft:
    t = g.at(AST3)
    return draft(
        f"""You are Rafeeq, a general assistant. The user writes in Najdi Arabic; answer in the same dialect, briefly.
{v("datetime", "الوقت الحين: " + now_najdi(t))}
Profile: lives in Riyadh, member since 2023, prefers Arabic.

User: أبي أروح البطحاء أشتري أغراض، وش أحسن وقت عشان ما يكون فيه زحمة؟""",
        "assistant-app:najdi-now",
        ["system_tail", "localized_now", "arabic_indic_digits", "lang_ars"],
    )


@pos
def _memories_retrieved_at(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""You are Rafiki, a personal assistant with long-term memory. Memories are written by earlier
conversations; they may be out of date, so prefer what the user says now.

Memories retrieved {v("datetime", "at " + rfc3339(t))} for this request:
- (2025-08-14) Moved from Arusha to Dar es Salaam for a job at the port.
- (2025-12-01) Has a Bajaj Boxer motorbike, bought second-hand.
- (2026-02-20) Wants to learn to cook pilau like his mother's.

User: Give me a simple pilau recipe for four, and tell me what to buy at Kariakoo.
Assistant:""",
        "assistant-app:memories-retrieved",
        ["phrase_preposition", "rfc3339", "memory_dates_content", "lang_en_tz"],
    )


# --- positives: e-mail clients' AI features -----------------------------------------------------------------


@pos
def _mail_summarize_thread(g: Gen19) -> Draft:
    t = g.pair(AST4, ADT)
    m1 = t - timedelta(days=2, hours=g.small(1, 5), minutes=g.small(1, 59))
    m2 = m1 + timedelta(hours=g.small(2, 20), minutes=g.small(1, 59))
    return draft(
        f"""Feature: summarize_thread
Mailbox: personal (IMAP)
{v("request_id", "Invocation-Id: " + g.uuid7(t))}
{v("datetime", "Requested-At: " + rfc3339(t))}

Summarise the thread below in three bullets for the mailbox owner, then list anything they still need to do.

From: Trudy Outerbridge <trudy@sandyshoa.example>
Date: {rfc2822(m1)}
Subject: Cup Match weekend - boat

Hi both, are we still taking the boat out on the Thursday? I can bring the cooler and the fish chowder.

From: Desmond Simons <des.simons@mail.example>
Date: {rfc2822(m2)}
Subject: Re: Cup Match weekend - boat

Yes, but the mooring at Flatts is booked until noon, so 1pm departure. Someone needs to buy fuel.
""",
        "mail:summarize-thread",
        ["header_block", "head", "uuid7", "rfc3339", "pasted_email_neighbour", "lang_en_bm"],
    )


@pos
def _mail_help_me_write_xml(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""<request {v("request_id", 'id="' + g.hex(24) + '"')} feature="help_me_write" locale="en-TZ">
  {v("datetime", "<now>" + kotlin_local(t) + "</now>")}
  <tone>warm, formal</tone>
</request>
Write a reply for the user to the e-mail they are answering. Keep it under 120 words.

Original e-mail:
Dear Mr. Mushi, thank you for your application for the accounts assistant role at Kilimanjaro Coffee Union.
We would like to invite you to an interview at our Moshi office. Please tell us which day next week suits you.

User's notes: say thanks, Tuesday or Wednesday morning is best, I will come by bus from Arusha.""",
        "mail:help-me-write",
        ["xml_attr", "xml_element", "head", "kotlin_localdatetime", "lang_en_tz"],
    )


@pos
def _mail_scribe_footer(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""Rewrite the user's draft so it is clear and friendly. Keep their meaning; do not add promises.

Draft:
hi Mr banda the fridge you fixed in january is making the noise again, its still under the 6 month
guarantee you gave, can you come on friday or saturday, thanks Grace

--
{v("datetime", "Generated: " + rfc3339(t, 6))}
{v("request_id", "Draft-Id: " + g.b58(20))}
""",
        "mail:compose-footer",
        ["footer", "tail", "rfc3339", "b58", "lang_en_mw"],
    )


@pos
def _mail_chatml_current_time(g: Gen19) -> Draft:
    t = g.bermuda()
    return draft(
        f"""<|im_start|>system
You are the mail assistant in a desktop e-mail client. The user's mailbox time zone is Atlantic/Bermuda.
When the user asks about "today" or "tomorrow", resolve it against the current time.
{v("datetime", "Current time: " + js_tostring(t, "Atlantic " + ("Daylight" if t.tzname() == "ADT" else "Standard") + " Time"))}
<|im_end|>
<|im_start|>user
Find a slot for a 30-minute call with the insurance broker before Friday and draft the e-mail proposing it.
My mornings are taken by school runs until 9:15.<|im_end|>
<|im_start|>assistant
""",
        "mail:chatml-current-time",
        ["chatml", "system_tail", "js_date_tostring", "lang_en_bm"],
    )


@pos
def _mail_burgenland(g: Gen19) -> Draft:
    t = g.eu()
    return draft(
        f"""You are the writing assistant of a webmail service. Answer in the language of the user; this user
writes in Burgenland Croatian.
{v("datetime", "Danas: " + now_bgc(t))}
{v("request_id", "X-Request-Id: " + g.uuid4())}

User: Napiši kratko pismo susjedu da ćemo u subotu imati svatove u dvoru i da ćedu biti auti na cesti do
polnoći. Neka bude pristojno.""",
        "mail:burgenland-croatian",
        ["system_tail", "localized_now", "uuid4", "lang_hr_burgenland"],
    )


@pos
def _mail_instant_reply_json(g: Gen19) -> Draft:
    t = g.at(CAYT)
    return draft(
        f"""{{
  "feature": "instant_reply",
  {v("request_id", '"request_id": "rq_' + g.b62(22) + '",')}
  "thread": "Re: Seven Mile Beach condo - deposit",
  {v("datetime", '"client_time": "' + js_iso(t) + '",')}
  "style": "brief"
}}
Offer three short reply options to the latest message of the thread. Each option one or two sentences.

Latest message (from the condo manager): "We can hold the unit for the week of the 12th if the deposit of
CI$450 reaches us by Friday. Bank details attached."
Options:""",
        "mail:instant-reply",
        ["json_block", "b62", "js_iso", "head", "lang_en_ky"],
    )


@pos
def _mail_digest_below_paste(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""Which of these newsletters can I unsubscribe from without missing anything? I only care about school
news and the water-cut schedule.

1. Kigali Today Weekly - issue 214 - "What's on this weekend"
2. Green Hills Academy - Parents' bulletin - term 2 calendar and fees reminder
3. WASAC - planned water interruptions for Gasabo, 16-20 March
4. ShopRite Rwanda - this week's deals
5. Umuganda reminder from the sector office
{v("datetime", f"(digest assembled {t:%H:%M} CAT for this request)")}
""",
        "mail:digest-below",
        ["program_line_below_paste", "parenthesised", "time_alone", "lang_en_rw"],
    )


@pos
def _mail_attachment_extraction(g: Gen19) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""The user attached a PDF to the e-mail they are writing. Use its text to answer.

{v("request_id", "Extraction job: ex_" + g.ulid(t).lower())}
{v("datetime", "Extracted: " + postgres_tz(t))}
--- attachment: tenancy_renewal.pdf (2 pages) ---
TENANCY RENEWAL - Bonapriso, Douala
Landlord: Mme Ngo Biyong. Tenant: Mr Fotso Tchakounte.
Rent from 1 May 2026: 185,000 FCFA per month, payable by the 5th. Deposit unchanged (three months).
Signed at Douala, 2 March 2026.
--- end of attachment ---

User: Does the rent go up from May, and by how much if last year it was 170,000?
Assistant:""",
        "mail:attachment-extraction",
        ["program_line_above_paste", "ulid_lower", "postgres_timestamptz", "lang_en_cm"],
    )


# --- positives: calendar and scheduling assistants -------------------------------------------------------------


@pos
def _meeting_finder_now(g: Gen19) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""You find meeting times across time zones for a family group chat. Propose two options inside everyone's
waking hours (07:00-22:00 local) and show each person's local time.

Attendees:
- Ngozi, Douala (Africa/Douala)
- Emeka, Houston (America/Chicago)
- Chioma, Aberdeen (Europe/London)
{v("datetime", f"Now (organiser): {DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M} GMT+1")}
{v("request_id", "Finder-Request: mf_" + g.b36(16))}

User: We want a video call this weekend for Mama's 70th birthday planning, about an hour.
Assistant:""",
        "calendar:meeting-finder",
        ["system_tail", "two_fields", "b36", "lang_en_cm"],
    )


@pos
def _booking_slots_computed(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You answer on a personal trainer's booking page. Offer at most three slots from the list; never invent
slots. Sessions are 45 minutes at Gaborone Game City car park or online.

Free slots computed {v("datetime", "at " + iso_space(t))} for this request:
Mon 07:00, Mon 17:30, Wed 06:15, Thu 18:00, Sat 08:00

Visitor: Hi Kagiso, can I get two sessions next week, mornings only, before work?
Assistant:""",
        "calendar:booking-slots",
        ["phrase_preposition", "iso_space", "lang_en_bw"],
    )


@pos
def _quick_add_pohnpeian(g: Gen19) -> Draft:
    t = g.at(PONT)
    return draft(
        f"""Turn the user's sentence into a calendar event as JSON with title, start, end and location. Resolve
relative dates against the reference time below. The user may write in Pohnpeian or English.
{v("datetime", "Rahnwet: " + now_english(t) + " (Pacific/Pohnpei)")}

Sentence: Mihting en ahn kamadipw en pwopwoud ni Kolonia Rahn Kaunop, 10 ni menseng, awa riau.
JSON:""",
        "calendar:quick-add-pohnpeian",
        ["system_tail", "localized_now", "lang_pon"],
    )


@pos
def _calendar_yaml_front(g: Gen19) -> Draft:
    t = g.at(ACST)
    return draft(
        f"""---
calendar: family
owner: bianca.r
timezone: Australia/Darwin
{v("datetime", "generated: " + rfc3339(t))}
{v("request_id", "request: " + g.ulid(t))}
---
Review the family calendar for the coming week and flag clashes between the kids' activities and the
parents' shifts. The week's entries:

Mon 15:30 Jarrah - footy training (Marrara)
Mon 15:00-23:00 Bianca - nursing shift, RDH
Tue 16:00 Ella - swimming lesson (Casuarina pool)
Wed 07:00-15:00 Sam - site shift
Wed 15:30 Jarrah - footy training (Marrara)

User: Who picks up Jarrah on Monday?
Assistant:""",
        "calendar:yaml-front",
        ["yaml_front", "rfc3339", "ulid", "acst_offset", "lang_en_au"],
    )


@pos
def _auto_scheduler_bullets(g: Gen19) -> Draft:
    t = g.at(NPT)
    return draft(
        f"""## Planner context
- **Workspace:** personal
{v("run_id", "- **Planning run:** run_" + g.b62(18))}
{v("datetime", "- **Now:** " + rfc3339(t))}
- **Work hours:** 10:00-17:00 Sun-Fri

You auto-schedule the user's tasks into free time. Put deep work in the morning, never schedule on Saturday,
and keep 15 minutes between blocks.

Tasks:
1. Finish trekking-permit guide translation (3 h, due Thursday)
2. Call Pasang about the lodge booking in Namche (20 min)
3. Invoice the Lukla client (30 min, due 1st of next month)

User: Schedule these for me.
Assistant:""",
        "calendar:auto-scheduler",
        ["md_bullets", "b62", "rfc3339_0545", "head", "lang_en_np"],
    )


@pos
def _calendar_kabardian_chatml(g: Gen19) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""<|im_start|>system
You are the calendar assistant of a phone app. The user writes in Kabardian; answer in Kabardian and give
times in 24-hour format.
{v("datetime", f"Нобэ: {t:%d.%m.%Y}, {t:%H:%M} (MSK)")}
<|im_end|>
<|im_start|>user
Пщэдей сыхьэтыр 10-м банкым сыкIуэн хуейщ. Сыхьэт ипэкIэ къысхуэгъэзэж.<|im_end|>
<|im_start|>assistant
""",
        "calendar:kabardian-chatml",
        ["chatml", "system_tail", "localized_now", "lang_kbd"],
    )


@pos
def _meeting_prep_kv_below(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""Turn this agenda into a one-page brief I can read on the matatu. Bold the decisions needed.

Kakamega Parents' Association - committee meeting, Saturday 10:00, St. Joseph's hall
1. Treasurer's report (Wafula) - 15 min
2. School bus fundraising: raffle or harambee? - 20 min
3. Sports day date: 18 or 25 April - 10 min
4. AOB
[calendar-ai {v("request_id", "brief_req=" + g.hex(16))} {v("epoch", "at=" + str(epoch_s(t)))} src=paste]
""",
        "calendar:meeting-prep-below",
        ["program_line_below_paste", "kv_inline", "hex16", "epoch_s", "two_in_line", "lang_en_ke"],
    )


# --- positives: note-taking and second-brain apps -------------------------------------------------------------


@pos
def _vault_html_comment_daily(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""{v("request_id", "<!-- vault-assistant request " + g.ulid(t) + " -->")}
You are the assistant of a Markdown notes vault. Link related notes with [[wikilinks]] and never rewrite the
user's words.
{v("date", "Today's daily note: " + iso_date(t))}

The note the user has open:
---
created: 2025-10-04
updated: 2026-02-27
tags: [garden, borehole]
---
# Borehole at the plot in Mogoditshane
- Driller quoted P18,500 for 60 m in October.
- Water table reported at 42 m by the neighbour.

User: What did I decide about the pump? Check my other notes.
Assistant:""",
        "notes:vault-daily",
        ["html_comment", "head", "ulid", "iso_date", "note_front_matter_content", "lang_en_bw"],
    )


@pos
def _journal_page_today(g: Gen19) -> Draft:
    t = g.at(CAYT)
    return draft(
        f"""Outliner AI. Answer from the user's graph; cite pages as [[Page]].
{v("date", "Current journal page: [[" + logseq_day(t) + "]]")}
{v("request_id", "query-id: " + g.nanoid())}

Blocks matching "turtle":
- [[Jan 28th, 2026]] Saw a green turtle at Spotts Beach, about 8am.
- [[Feb 14th, 2026]] Volunteer talk at the Turtle Centre, 2pm - sign up for nest monitoring?
- [[Mar 3rd, 2026]] Nest monitoring training booked for the 21st.

User: When is my nest monitoring training?
Assistant:""",
        "notes:outliner-journal",
        ["system_tail", "logseq_date", "nanoid", "journal_dates_content", "lang_en_ky"],
    )


@pos
def _tana_json_pretty(g: Gen19) -> Draft:
    t = g.at(PGT)
    return draft(
        f"""{{
  "workspace": "home",
  {v("datetime", '"invoked_at": "' + rfc3339(t, 3) + '",')}
  {v("request_id", '"invocation": "' + g.ksuid(t) + '",')}
  "command": "summarize_node"
}}
Summarise the node below in two sentences and suggest one supertag.

Node: Bilum order for Aunty Kila - 3 large bilums, colours of the Eastern Highlands flag, K120 each, pick up
at Gordons market when she comes down from Goroka.
Summary:""",
        "notes:json-pretty",
        ["json_block", "rfc3339", "ksuid", "head", "lang_en_pg"],
    )


@pos
def _notes_after_last_user(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are the assistant in a simple notes app. Answer from the notes the user selected.

Selected notes:
"Car service" - Toyota Corolla, next service at 95,000 km, last one at 85,200 km (Mzuzu, Auto Care).
"Insurance" - renews every March, broker is Mr. Phiri, pays by Airtel Money.

User: How many kilometres until the next service if the car shows 93,850 now?
{v("datetime", f"Local time: {ampm(t)}")}
{v("session_id", "Note-Session: " + g.uuid4())}
Assistant:""",
        "notes:after-last-user",
        ["last_user", "time_alone", "uuid4", "lang_en_mw"],
    )


@pos
def _notes_retrieved_phrase(g: Gen19) -> Draft:
    t = g.at(ACST)
    return draft(
        f"""You help the user search their own notes. Quote the note you rely on.

Retrieved four notes {v("datetime", "at " + f"{t:%H:%M} ACST")} for this question:
[1] "Bush tucker walk" (2025-09-12): Desert Park ranger talk, bush tomatoes ripen after rain.
[2] "Water" (2025-11-03): carry 4 L each on the Larapinta section 3.
[3] "Camping" (2026-01-18): Ellery Creek campground, book online, no fires in the dry.
[4] "Phones" (2026-02-02): Telstra coverage only near Standley Chasm.

User: How much water did I write we need for the walk?
Assistant:""",
        "notes:retrieved-phrase",
        ["phrase_preposition", "time_alone_zone", "note_dates_content", "lang_en_au"],
    )


@pos
def _notes_ladakhi_head(g: Gen19) -> Draft:
    t = g.at(IST)
    return draft(
        f"""{v("datetime", "དི་རིང་: " + now_ladakhi(t))}
You are the assistant in a notes app. The user writes in Ladakhi; answer in Ladakhi, briefly, and keep
names of places as the user wrote them.

Note: Phyang gonpa - tsechu prep, buy butter and tsampa, call Tsering about the bus from Leh.

User: ཇུ་ལེ། ངའི་ཟིན་ཐོ་འདི་ཐུང་ཐུང་བཟོ་རོགས་གནང་།""",
        "notes:ladakhi-head",
        ["head", "localized_now", "tibetan_digits", "lang_lbj"],
    )


@pos
def _notes_review_table(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""Weekly review assistant. Summarise what the user captured this week and suggest three next actions.

| Review field | Value                         |
|--------------|-------------------------------|
| Scope        | inbox + projects              |
{v("datetime", "| Requested    | " + rfc850(t) + " |")}
| Notes        | 23                            |

Captured this week: poultry feed prices at Serrekunda market went up again; Lamin can repair the pickup's
clutch for D4,500; register Fatou for the WASSCE mock exams; buy baobab powder for the Basse trip.

User: What should I do first?
Assistant:""",
        "notes:review-table",
        ["md_table", "rfc850", "stable_neighbours", "lang_en_gm"],
    )


# --- positives: browser extensions -----------------------------------------------------------------------------


@pos
def _extension_page_headers(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""Tab: Freetown City Council - Property rate payment deadline extended
URL: https://fcc.gov.sl.example/news/property-rate-extension
{v("request_id", "Extension-Request: " + g.uuid4())}
{v("epoch", "Client-Clock: " + str(epoch_ms(t)))}

Summarise the page in three bullets for a busy reader and list every date it mentions.

Page text:
The deadline for paying the 2026 property rate has been extended from 31 March to 30 April 2026. Owners who
pay before 15 April receive a 5% discount. Payments can be made at the City Hall cash office or through
Orange Money using the property ID on the demand notice.""",
        "browser:page-headers",
        ["header_block", "head", "uuid4", "epoch_ms", "page_dates_content", "lang_en_sl"],
    )


@pos
def _extension_transcript_fetched(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""Summarise this video for someone who will not watch it. Keep the chapter times.

Transcript fetched {v("datetime", "at " + rfc3339(t))} for this request:
[00:00] Karibu! Today we cook chapati the Kakamega way.
[01:12] Two cups of flour, a pinch of salt, one spoon of sugar, warm water.
[04:30] Rest the dough for thirty minutes, covered.
[09:45] Roll, oil, fold into a spiral, roll again.
[13:20] Cook on a hot pan until brown spots appear.
Summary:""",
        "browser:transcript-fetched",
        ["phrase_preposition", "rfc3339", "transcript_times_content", "lang_en_ke"],
    )


@pos
def _extension_price_bullets(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are the price-watch extension's assistant. Say whether now is a good time to buy, using only the
history below.

- **Product:** Hisense 43" Smart TV A4
- **Shop:** Game Kigali
{v("datetime", "- **Checked:** " + us_medium(t))}
{v("request_id", "- **Check id:** pw_" + g.b32(16))}

Price history (RWF):
2026-01-04  389,000
2026-02-01  369,000
2026-02-22  399,000
2026-03-08  359,000

User: buy now or wait for Easter?
Assistant:""",
        "browser:price-bullets",
        ["md_bullets", "us_medium", "b32", "price_history_content", "lang_en_rw"],
    )


@pos
def _extension_nonce_json_head(g: Gen19) -> Draft:
    return draft(
        f"""{{"ext":"glance","v":"3.1.0",{v("nonce", '"nonce":"' + g.b64url(18) + '",')}"lang":"en"}}
Explain the selected paragraph in plain words for a 12-year-old.

Selected: "Photosynthesis converts light energy into chemical energy stored in glucose; the oxygen released
comes from water molecules split in the light-dependent reactions."
Explanation:""",
        "browser:nonce-json",
        ["json_inline", "b64url", "nonce", "head"],
    )


@pos
def _extension_selection_attrs(g: Gen19) -> Draft:
    t = g.at(PGT)
    return draft(
        f"""<selection {v("request_id", 'req="' + g.hex(20) + '"')} {v("epoch", 'captured_ms="' + str(epoch_ms(t)) + '"')} source="page" lang="tpi"/>
Translate the selected text into English and explain any words that are Tok Pisin idioms.

Selected text: "Yumi mas lukautim gut ol pikinini bilong yumi na givim ol gutpela skul."
Translation:""",
        "browser:selection-attrs",
        ["xml_attr", "hex20", "epoch_ms", "two_in_line", "head", "lang_en_pg"],
    )


@pos
def _extension_b3_multi(g: Gen19) -> Draft:
    return draft(
        f"""{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Sampled: 1

Explain in two sentences what this cookie banner lets the site do, and which option the user should click
to refuse non-essential cookies.

Banner text: We and our 212 partners use cookies to personalise ads and measure audiences. Accept all /
Manage choices / Reject non-essential.
Answer:""",
        "browser:b3-multi",
        ["header_block", "head", "b3_multi", "stable_neighbours"],
    )


@pos
def _extension_betawi(g: Gen19) -> Draft:
    t = g.at(WIB)
    return draft(
        f"""{v("datetime", "Ari ni: " + now_betawi(t))}
You are a reading assistant extension. The user writes in Betawi; answer in Betawi, short and friendly.

Page: "Jadwal KRL Commuter Line Bogor-Jakarta Kota diubah mulai 1 April 2026; perjalanan pertama 04.00."

User: Bang, jadi mulai kapan jadwal keretanye ganti? Aye musti berangkat jam berape biar nyampe Kota jam 7?""",
        "browser:betawi",
        ["head", "localized_now", "lang_bew"],
    )


# --- positives: messaging apps' bots and mini-programs -------------------------------------------------------


@pos
def _telegram_mini_app_init(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are the assistant inside a Telegram Mini App for a Kigali bakery. Take cake orders; ask for the
pickup day and the message to write on the cake. Prices: small 15,000 RWF, large 28,000 RWF.

initData (validated by the bot backend for this launch):
{v("nonce", "query_id: " + g.tg_query_id())}
user: {{"id":5081732294,"first_name":"Ange","language_code":"en","allows_write_to_pm":true}}
{v("epoch", "auth_date: " + str(epoch_s(t)))}
{v("signature", "hash: " + g.hex(64))}

User: I want a large chocolate cake for Saturday, it's my son's graduation.
Assistant:""",
        "messaging:telegram-mini-app",
        [
            "header_block",
            "three_fields",
            "telegram_init_data",
            "epoch_s",
            "signature",
            "stable_user_neighbour",
            "lang_en_rw",
        ],
    )


@pos
def _group_digest_relay(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""You are the helper bot of a Banjul football fans' group. Answer the newest message; earlier messages are
context only.

Earlier today:
Modou: match is at Independence Stadium right?
Isatou: yes, kick-off 17:00, gates open 15:00
Newest message:
{v("datetime", f"[received {t:%Y-%m-%d %H:%M:%S}]")} Lamin: how much are the tickets and can I buy at the gate?
Bot:""",
        "messaging:group-digest-relay",
        ["received_prefix", "relayed_line", "earlier_times_content", "lang_en_gm"],
    )


@pos
def _kakao_skill_payload(g: Gen19) -> Draft:
    t = g.at(JST)
    return draft(
        f"""Skill request relayed by the channel's skill server:
{{
  "bot": {{"id": "65f0c1d2a9b3e4f5a6b7c8d9", "name": "Haeundae Guesthouse"}},
  {v("request_id", '"requestId": "' + g.uuid4() + '",')}
  {v("datetime", '"requestReceivedAt": "' + rfc3339(t, 3) + '",')}
  "userRequest": {{
    "timezone": "Asia/Seoul",
    "utterance": "Is there somewhere to leave my backpack after check-out? My bus to Gyeongju is at 6pm.",
    "user": {{"id": "f4b2c9e81d", "type": "botUserKey"}}
  }}
}}

Answer the utterance in English in at most three sentences, as the guesthouse's channel assistant.""",
        "messaging:kakao-skill",
        ["json_nested", "uuid4", "rfc3339", "stable_user_neighbour", "lang_en"],
    )


@pos
def _wechat_fuzhou(g: Gen19) -> Draft:
    t = g.at(CST8)
    return draft(
        f"""APPID: wx7c3e21f0b94d58a6
OPENID: oZ3bT5xk2hQ9vLm0aR4cYp7eWn1s
{v("request_id", "requestId: " + g.uuid4())}
{v("datetime", "今旦：" + now_fuzhou(t))}

You are the assistant of a WeChat mini-program that sells fish balls and dried seafood from a Fuzhou shop.
The user writes in Fuzhounese (Han characters); answer in the same style, briefly.

User: 老闆，魚丸今旦有無現貨？我想買兩斤寄去福清。""",
        "messaging:wechat-fuzhou",
        ["header_block", "head", "uuid4", "localized_now", "han_numerals", "stable_openid", "lang_fzho"],
    )


@pos
def _line_request_header(g: Gen19) -> Draft:
    return draft(
        f"""You are the assistant of a LINE official account for a ramen shop in Sapporo that many tourists visit.
Answer in English, keep it to two sentences, and mention the vegetarian broth when asked about diets.
Upstream:
{v("request_id", "x-line-request-id: " + g.uuid4())}
x-line-accepted-request-id: none

User: do you have something without pork? my friend is muslim
Assistant:""",
        "messaging:line-request-id",
        ["system_tail", "header_block", "uuid4", "stable_neighbours"],
    )


@pos
def _viber_community_digest(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""Write this week's digest for the Soroti Cyclists Viber community: one friendly paragraph, then the
rides as a list. Posts this week:

- Okello: Saturday ride to Arapai, meet at the clock tower 6:30am.
- Akello: puncture repair clinic at Ecumenical Church grounds, Sunday after service.
- Emuron: lost a water bottle on the Tubur road, green one.

--
{v("datetime", "Digest built: " + dmy_hm(t))}
""",
        "messaging:viber-digest",
        ["footer", "tail", "dmy_hm", "lang_en_ug"],
    )


@pos
def _telegram_kumyk(g: Gen19) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""You are a Telegram bot for a Makhachkala bus company. The user writes in Kumyk; answer in Kumyk with the
departure times from the timetable.
Timetable (Makhachkala - Buynaksk): 06:40, 08:10, 10:30, 13:00, 16:20, 18:45.
{v("datetime", "Бугюн: " + now_cyr(t, "йыл"))}

User: Салам! Буйнакскиге бугюн гечги автобус нече сагьатда?""",
        "messaging:telegram-kumyk",
        ["system_tail", "localized_now", "timetable_content", "lang_kum"],
    )


@pos
def _instagram_dm_meta_after(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""You answer Instagram direct messages for a Freetown tailoring shop. Be brief and friendly; prices in
leones, fittings by appointment only.

User: How much for a kaftan with embroidery, and can it be ready before Eid?
{v("message_id", "ig_mid: aWdfZAG1faXRlbToxOklH" + g.b64url(27))}
{v("epoch", "timestamp: " + str(epoch_ms(t)))}
Reply:""",
        "messaging:instagram-dm-meta",
        ["last_user", "message_id", "b64url", "epoch_ms", "lang_en_sl"],
    )


@pos
def _threema_gateway(g: Gen19) -> Draft:
    t = g.eu()
    return draft(
        f"""Threema Gateway callback (decrypted by the bot):
from: 8KXW4PAE
to: *GBLGRTN
{v("message_id", "messageId: " + g.hex(16))}
{v("epoch", "date: " + str(epoch_s(t)))}
{v("nonce", "nonce: " + g.hex(48))}

You are the bot of a Gibraltar walking group. Reply to the text below in two sentences, in the same mix of
English and Spanish the member uses.

Text: Oye, is the Mediterranean Steps walk still on for Sunday? Con este levante I'm not sure.""",
        "messaging:threema-gateway",
        [
            "header_block",
            "head",
            "three_fields",
            "hex",
            "epoch_s",
            "nonce",
            "stable_ids_neighbours",
            "lang_llanito",
        ],
    )


@pos
def _messenger_hiri_motu(g: Gen19) -> Draft:
    t = g.at(PGT)
    return draft(
        f"""You are the Messenger assistant of a Port Moresby bakery. Customers write in Hiri Motu, Tok Pisin or
English; answer in the customer's language. Bread is K6, scones K1 each, open 6am-6pm.
{v("datetime", "Hari: " + now_hiri(t))}

User: Namona! Lau ura bread rua bona scone ten. Sarere dina be umui kehoa?
{v("message_id", "mid: m_" + g.b64url(30))}""",
        "messaging:messenger-hiri-motu",
        ["system_tail", "last_user", "localized_now", "b64url", "lang_hmo"],
    )


# --- positives: voice assistants' transcripts ----------------------------------------------------------------


@pos
def _speaker_asr_json(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are the smart speaker's assistant. Reply in one or two spoken sentences, no lists.

ASR result:
{{
  {v("request_id", '"utteranceId": "' + g.uuid7(t) + '",')}
  {v("datetime", '"capturedAt": "' + rfc3339(t, 3) + '",')}
  "confidence": 0.87,
  "transcript": "how long do i boil nshima for twelve people"
}}
Reply:""",
        "voice:asr-json",
        ["json_block", "uuid7", "rfc3339", "asr_confidence_neighbour", "lang_en_zm"],
    )


@pos
def _phone_assistant_device_clock(g: Gen19) -> Draft:
    t = g.bermuda()
    return draft(
        f"""Spoken request (ASR, confidence 0.91): "wake me up forty minutes before sunrise tomorrow and tell me if
the ferry to Dockyard is running"
{v("datetime", "Device clock: " + ampm(t))}
Location: Hamilton, BM

Answer as the phone's voice assistant: confirm the alarm time you set and say what you know about the ferry.
Assistant:""",
        "voice:device-clock",
        ["head", "time_alone", "lang_en_bm"],
    )


@pos
def _voice_kaqchikel(g: Gen19) -> Draft:
    t = g.at(CST6)
    return draft(
        f"""{v("datetime", "Wakamin: " + now_es(t))}
You are a voice assistant on a family phone in Chimaltenango. The user speaks Kaqchikel; the transcript is
below. Answer in Kaqchikel with one short sentence, and in Spanish in brackets if you are not sure.

Transcript: "Matyöx. ¿Jampe' nel ri camioneta richin ri Antigua?"
""",
        "voice:kaqchikel",
        ["head", "localized_now", "spanish_months", "lang_cak"],
    )


@pos
def _voice_note_transcription_job(g: Gen19) -> Draft:
    t = g.at(CAT)
    rec = t - timedelta(minutes=g.small(3, 40))
    return draft(
        f"""The user sent a voice note to the assistant instead of typing. Answer what they ask.

Voice note recorded {rec:%H:%M}, 0:23 long:
"Hey, I'm at Shoprite Manda Hill, remind me what was on the list for Chanda's birthday party, I think it was
cake, juice and the paper plates, but I can't remember the rest."
{v("run_id", "Transcription job: tj_" + g.b36(20))}
{v("datetime", "Transcribed: " + rfc3339(t, 3))}
Assistant:""",
        "voice:voice-note-job",
        ["program_line_below_paste", "recording_time_content", "b36", "rfc3339", "lang_en_zm"],
    )


@pos
def _earbuds_chatml_traceparent(g: Gen19) -> Draft:
    return draft(
        f"""<|im_start|>system
You are the assistant in a pair of wireless earbuds. Replies are spoken, so keep them under 25 words and
never use lists or emoji.
{v("trace_id", "traceparent: " + g.traceparent())}
<|im_end|>
<|im_start|>user
read me my last message from mum<|im_end|>
<|im_start|>assistant
""",
        "voice:earbuds-traceparent",
        ["chatml", "system_tail", "traceparent"],
    )


@pos
def _bedtime_story_sentence(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are Inkuru, a bedtime-story voice for children aged 4 to 8 on a family tablet in Kigali. {v("datetime", f"It is now {ampm(t)} on {DAYS_LONG[t.weekday()]}.")} If it
is after 8 PM, make the story short and end with a calm goodnight. Never include scary animals.

Child (transcribed): tell me a story about a cow who wants to fly
Story:""",
        "voice:bedtime-sentence",
        ["inline_sentence", "time_alone", "weekday", "lang_en_rw"],
    )


@pos
def _voice_router_yaml_nested(g: Gen19) -> Draft:
    t = g.alaska()
    return draft(
        f"""request:
  device: kitchen-display
  locale: en-US
  {v("request_id", "id: " + g.ksuid(t))}
  {v("datetime", 'received: "' + rfc3339(t) + '"')}
  home: Bethel, AK

The user spoke to the kitchen display. Answer in at most two sentences.

Transcript: "is the store in bethel open until nine tonight, and is the road to the airport plowed"
Assistant:""",
        "voice:router-yaml",
        ["yaml_nested", "ksuid", "rfc3339_akst", "head", "lang_en_us"],
    )


# --- positives: shopping assistants ------------------------------------------------------------------------------


@pos
def _shopping_offers_fetched(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""You are the shopping assistant of an online marketplace. Compare the offers and recommend one, with
the reason in one sentence.
{v("session_id", "Shopping session: shp_" + g.b62(20))}

Offers fetched {v("datetime", "at " + f"{t:%H:%M:%S} EAT")} for this request:
1. Seller "Kariakoo Electronics" - solar lantern 10W, TSh 38,000, delivery 18-20 March, 4.6 stars
2. Seller "Mwanga Bora" - solar lantern 10W with phone charger, TSh 45,500, delivery 17 March, 4.8 stars
3. Seller "DSM Deals" - solar lantern 8W, TSh 29,900, delivery 24-27 March, 3.9 stars

User: I need it before my trip to Morogoro on the 19th.
Assistant:""",
        "shopping:offers-fetched",
        [
            "system_tail",
            "phrase_preposition",
            "b62",
            "time_alone_zone",
            "delivery_dates_content",
            "lang_en_tz",
        ],
    )


@pos
def _grocery_quote_table(g: Gen19) -> Draft:
    t = g.at(ACST)
    return draft(
        f"""You help with grocery substitutions. Suggest a substitute for each out-of-stock item, same price or
cheaper.

| Order context | Value                   |
|---------------|-------------------------|
| Store         | Katherine, Woolies      |
| Slot          | Sat 16:00-17:00         |
| Basket ref    | B-20481                 |
{v("datetime", "| Quote time    | " + f"{t:%d/%m/%Y %I:%M %p}" + " |")}

Out of stock: Weet-Bix 1.2 kg, Bega Tasty cheese 500 g, Lemnos feta 200 g.
Assistant:""",
        "shopping:grocery-table",
        ["md_table", "dmy_12h", "stable_neighbours", "delivery_slot_content", "lang_en_au"],
    )


@pos
def _resale_xml_element(g: Gen19) -> Draft:
    t = g.at(CAYT)
    return draft(
        f"""<listing id="L-883104" category="kids/bikes" condition="good">
  <title>Kids' bike 20 inch, blue, with stabilisers</title>
  <bought>2024, Cox Lumber, CI$260</bought>
</listing>
<pricing_request>
  {v("datetime", "<request_time>" + rfc3339(t) + "</request_time>")}
  <currency>KYD</currency>
</pricing_request>
Suggest a fair asking price for a second-hand listing on a Cayman buy-and-sell app, with one line of
reasoning.
Price:""",
        "shopping:resale-xml",
        ["xml_element", "rfc3339", "stable_listing_id", "lang_en_ky"],
    )


@pos
def _shopping_sasak(g: Gen19) -> Draft:
    t = g.at(WITA)
    return draft(
        f"""You are a shopping assistant for a weaving cooperative's online shop in Sukarara, Lombok. The user writes
in Sasak; answer in Sasak and give prices in rupiah.
{v("datetime", "Jelo sine: " + now_sasak(t))}

Catalogue: songket Subahnale 2 m Rp 1.250.000; selendang tenun Rp 275.000; taplak meja Rp 180.000.

User: Side, ape arak songket saq warne beaq? Tiang mele beli due, kirim ojok Mataram.""",
        "shopping:sasak",
        ["system_tail", "localized_now", "lang_sas"],
    )


@pos
def _gift_finder_headers(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""{v("request_id", "Request-Id: " + g.ksuid(t))}
{v("datetime", "Date: " + http_date(t))}
Accept-Language: en-ZM,en;q=0.9

You are the gift finder of a Lusaka online store. Suggest three gifts under K800 with a one-line reason.

Recipient profile (saved by the user): Mum, 58, loves gardening and gospel music; birthday 2 April.

User: Something she will use every day, please.
Assistant:""",
        "shopping:gift-finder",
        ["head", "header_block", "ksuid", "http_date", "birthday_content", "lang_en_zm"],
    )


@pos
def _price_match_chatml_user_stamp(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""<|im_start|>system
You are the price-match assistant of an electronics chain in Botswana. Price match is allowed against local
stores' current printed or online prices, not against online marketplaces.<|im_end|>
<|im_start|>user
{v("datetime", f"[sent {t:%Y-%m-%d %H:%M}]")}
Game in Riverwalk has the same fridge for P6,499, yours is P6,999. Can you match it?<|im_end|>
<|im_start|>assistant
""",
        "shopping:price-match-chatml",
        ["chatml", "bracket_stamp_own_line", "user_turn", "lang_en_bw"],
    )


@pos
def _cart_assistant_logfmt(g: Gen19) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""You check a cart for mistakes before checkout: duplicates, wrong sizes, items that do not fit together.

Cart:
- School shoes, black, size 35 x2
- School shoes, black, size 36 x1
- Exercise books 80 pages x20
- Mathematical set x1

app=shopmate platform=android {v("request_id", "req=" + g.hex(12))} {v("datetime", "ts=" + js_iso(t))} currency=XAF

User: Is anything wrong with my cart? Three kids, sizes 35, 35 and 36.
Assistant:""",
        "shopping:cart-logfmt",
        ["logfmt", "kv_inline", "hex12", "js_iso", "two_in_line", "lang_en_cm"],
    )


# --- positives: recipe and meal-planning apps ------------------------------------------------------------------


@pos
def _pantry_synced(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are the meal planner of a recipe app. Plan three dinners that use up what expires first.

Pantry synced {v("datetime", "at " + f"{t:%H:%M}")} for this request:
- chicken thighs 1 kg (use by 16 Mar)
- rape leaves, 2 bundles (bought Thursday)
- tomatoes 8
- kapenta, dried, 250 g (best before 2026-09)
- mealie meal 5 kg

User: Dinners for me and my two brothers, nothing too spicy.
Assistant:""",
        "recipes:pantry-synced",
        ["phrase_preposition", "time_alone", "use_by_dates_content", "lang_en_zm"],
    )


@pos
def _recipe_scaler_now(g: Gen19) -> Draft:
    t = g.bermuda()
    return draft(
        f"""App: Kitchen Notes
Build: 2026.3.1
{v("datetime", "Now: " + ampm(t))}
{v("request_id", "Request: " + g.nanoid())}

Scale the recipe to the number of people and tell the user when to start so it is ready at the time they
want.

Recipe: Bermuda fish chowder (serves 6) - 1.5 kg fish heads and bones, 2 onions, 3 carrots, 1 can tomatoes,
2 tbsp Worcestershire, black rum and sherry peppers to serve. Simmer stock 1 h, then vegetables 40 min.

User: 10 people, dinner at 7.
Assistant:""",
        "recipes:scaler-now",
        ["header_block", "head", "time_alone", "nanoid", "calver_neighbour", "lang_en_bm"],
    )


@pos
def _meal_plan_kimbundu(g: Gen19) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""You are a meal-planning assistant. The user writes in Kimbundu; answer in Kimbundu with a short plan and
a shopping list in Portuguese so they can show it at the market.
{v("datetime", "Lelu: " + now_pt(t))}

User: Ngi mesena kuzuba funji ni kizaka mu kizuua kia sábado, athu kwinyi. Ngi bhana o kifwa kia ima.""",
        "recipes:kimbundu",
        ["system_tail", "localized_now", "portuguese_months", "lang_kmb"],
    )


@pos
def _batch_cook_front_matter(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""---
plan: batch-cooking
household: 4
{v("date", "current_week: " + iso_week(t)[:8])}
{v("datetime", "generated_at: " + rfc3339(t))}
budget: ZMW 600
---
Write a Sunday batch-cooking plan that covers five weekday lunches for four people within the budget, with
a shopping list grouped by market stall.
Plan:""",
        "recipes:batch-front-matter",
        ["yaml_front", "iso_week_current", "rfc3339", "lang_en_zm"],
    )


@pos
def _receipt_photo_extracted(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""Add the groceries from the user's receipt photo to their pantry list, grouped by shelf. Skip non-food.

{v("datetime", f"[photo text extracted {t:%H:%M:%S} by the app]")}
NAIVAS KAKAMEGA
12/03/2026 18:41  TILL 4
SUGAR 2KG            290.00
MAIZE FLOUR 2KG      175.00
OMENA 500G           210.00
COOKING OIL 1L       340.00
BATTERIES AA         180.00
TOTAL              1,195.00
Pantry:""",
        "recipes:receipt-extracted",
        ["program_line_above_paste", "bracket_stamp_own_line", "receipt_content", "lang_en_ke"],
    )


@pos
def _nutrition_trace_comment_tail(g: Gen19) -> Draft:
    return draft(
        f"""You are a friendly nutrition coach in a recipe app. No medical advice; suggest balanced swaps only.

User: I eat chips mayai almost every lunch at work in Soroti. Give me two cheaper, healthier swaps I can buy
near the taxi park.
{v("trace_id", "<!-- trace " + g.hex(32) + " -->")}
""",
        "recipes:trace-comment-tail",
        ["html_comment", "tail", "hex32", "lang_en_ug"],
    )


@pos
def _meal_plan_kv_ctx(g: Gen19) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""[mealplan tier=free {v("request_id", "rq=" + g.b58(16))} {v("date", "today=" + iso_date(t))} diet=none]
Suggest one breakfast, one lunch and one dinner for today using food from a Douala market. Keep each to one
line with the rough cost in FCFA.
Plan:""",
        "recipes:kv-ctx",
        ["kv_inline", "b58", "iso_date", "two_in_line", "head", "lang_en_cm"],
    )


# --- positives: language-learning apps ---------------------------------------------------------------------------


@pos
def _conversation_partner_header(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""Learner level: B1
Target language: French
Native language: Kinyarwanda, English
{v("session_id", "Lesson-Session: lsn_" + g.b62(16))}
{v("datetime", "Started: " + iso_space(t))}

You are a patient French conversation partner. Reply in French at B1 level, correct at most two mistakes per
message in brackets, and ask one follow-up question.

Learner: Hier je suis allé au marché de Kimironko et j'ai acheté des avocats pour ma mère.
Partner:""",
        "language:partner-header",
        ["header_block", "head", "b62", "iso_space", "lang_en_rw"],
    )


@pos
def _veps_learner(g: Gen19) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""<|im_start|>system
You are a Veps language tutor for adult learners in Petrozavodsk. Correct the learner's sentence, explain the
correction in Russian in one line, and give one new word.
{v("date", f"Tämbei: {t:%d.%m.%Y}")}
<|im_end|>
<|im_start|>user
Minä mänin tämbei laukha i ostin leibad.<|im_end|>
<|im_start|>assistant
""",
        "language:veps-chatml",
        ["chatml", "system_tail", "localized_now", "dotted_date", "lang_vep"],
    )


@pos
def _exercise_attempt_json(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""Exercise served by the app:
{{
  "exercise_id": "sw-a2-dates-014",
  {v("request_id", '"attempt_id": "' + g.uuid4() + '",')}
  {v("datetime", '"served_at": "' + rfc3339(t) + '",')}
  "prompt": "Translate: The meeting is on Monday, 4 May 2026, at 2 pm.",
  "answer_given": "Mkutano ni Jumatatu, tarehe 4 Mei 2026, saa nane mchana."
}}
Mark the learner's Swahili answer as correct or not, and explain the time expression.
Feedback:""",
        "language:attempt-json",
        ["json_block", "uuid4", "rfc3339", "exercise_dates_content", "lang_en_ke"],
    )


@pos
def _adyghe_learner_head(g: Gen19) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""{v("datetime", f"Непэ: {t:%Y-%m-%d}, {t:%H:%M}")}
You are an Adyghe tutor in a language app for heritage learners in Maykop. The learner writes in Adyghe;
answer in Adyghe with a Russian gloss in brackets.

User: Сэ адыгабзэ зэзгъашIэ сшIоигъу. Непэ сыд псалъэхэр зэзгъэшIэн фае?""",
        "language:adyghe-head",
        ["head", "localized_now", "lang_ady"],
    )


@pos
def _pronunciation_attempt_after(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""You are a pronunciation coach. The speech engine scored the learner's attempt; explain the two weakest
sounds simply and give a tip for each.

Target phrase (German): "Ich hätte gern zwei Brötchen, bitte."
Scores: ich 92, hätte 61, gern 88, zwei 74, Brötchen 55, bitte 90

User: Why does it keep marking Brötchen wrong?
{v("request_id", "Attempt: att_" + g.b32(20))}
{v("datetime", "Received: " + rfc3339(t, 3))}
Coach:""",
        "language:pronunciation-after",
        ["last_user", "b32", "rfc3339", "lang_en_sl"],
    )


@pos
def _reader_import_below(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""Make a vocabulary list of the ten hardest words in this Portuguese article for an A2 learner, with English
meanings.

Cidade de Nampula recebe feira do livro
A feira decorre de 20 a 27 de abril de 2026 no Jardim Municipal, com a participação de 40 editoras. A
entrada é gratuita e haverá sessões de leitura para crianças todas as manhãs às 9 horas.
{v("request_id", "Import id: imp_" + g.hex(20))}
{v("datetime", "Imported: " + dart_utc(t))}

User: Only nouns, please.
Assistant:""",
        "language:reader-import",
        ["program_line_below_paste", "hex20", "dart_datetime", "article_dates_content", "lang_en_mw"],
    )


@pos
def _saramaccan_learner(g: Gen19) -> Draft:
    t = g.at(SRT)
    return draft(
        f"""You help speakers of Saramaccan learn Dutch for work in Paramaribo. Answer in simple Dutch with a
Saramaccan explanation.
{v("date", "Tidé: " + now_saramaccan(t))}

User: Fa u tá taki "mi o kö a wooko tamaa" a Dutch?""",
        "language:saramaccan",
        ["system_tail", "localized_now", "dutch_months", "lang_srm"],
    )


# --- positives: journaling and well-being apps (no clinical content) --------------------------------------------


@pos
def _journal_entry_today(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are the reflection companion of a journaling app. Offer one gentle question based on the new entry and
the last two entries. Do not diagnose or give advice unless asked.
{v("date", "Entry date (today): " + long_date(t))}
{v("request_id", "Entry-Id: " + g.uuid4u())}

Previous entries:
- 2026-02-27: Finished the chicken coop with Dad. Tired but proud.
- 2026-03-04: Argued with Thoko about money. Went for a walk by the lake after.

New entry: Quiet day. Sold all the eggs at the market before 10. Thinking about whether to add more hens.
Question:""",
        "journal:entry-today",
        ["system_tail", "long_date", "uuid4_upper", "entry_dates_content", "lang_en_mw"],
    )


@pos
def _mood_checkin_bullets(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""## Check-in
{v("datetime", "- **Check-in time:** " + ampm(t))}
{v("request_id", "- **Check-in id:** ci_" + g.b36(18))}
- **Mood scale:** 1-5

Last week's moods: Mon 3, Tue 4, Wed 2, Thu 3, Fri 4, Sat 5, Sun 4.

You are a mood-tracker companion. Reflect the pattern back in two sentences and suggest one small, ordinary
activity. No clinical language.

User: Feeling about a 3 tonight. Work at the port was long.
Assistant:""",
        "journal:mood-bullets",
        ["md_bullets", "head", "time_alone", "b36", "lang_en_sl"],
    )


@pos
def _gratitude_luri(g: Gen19) -> Draft:
    t = g.at(IRST)
    return draft(
        f"""You are the companion of a gratitude-journal app. The user writes in Luri; answer in Luri, warmly, in two
sentences.
{v("datetime", "ایمرو: " + now_persian(t))}

User: ایمرو دایه‌م نون تیری پخت و همه خوشال بیم. ئی چی سه شکر بنویسم؟""",
        "journal:gratitude-luri",
        ["system_tail", "localized_now", "solar_hijri", "persian_digits", "lang_lrc"],
    )


@pos
def _meditation_session_attrs(g: Gen19) -> Draft:
    t = g.at(BNT)
    return draft(
        f"""<session {v("session_id", 'id="' + g.uuid7(t) + '"')} {v("datetime", 'started="' + rfc3339(t) + '"')} kind="sleep-wind-down" voice="calm-f"/>
Guide a five-minute wind-down for sleep: slow breathing, a body scan and a closing line. Plain language, no
medical claims.
Script:""",
        "journal:meditation-attrs",
        ["xml_attr", "uuid7", "rfc3339", "two_in_line", "head", "lang_en_bn"],
    )


@pos
def _journal_footer(g: Gen19) -> Draft:
    t = g.pair(CET, CEST)
    return draft(
        f"""Turn the user's bullet notes into a short journal entry in their voice, first person, past tense.

Notes: long shift at the hotel in Catalan Bay; rock apes stole a tourist's sandwich; called Mum in Algeciras;
walked up to the Moorish Castle after.

--
{v("datetime", "Prompt built: " + rfc3339(t))}
{v("request_id", "Journal-Req: " + g.b62(12))}
""",
        "journal:footer",
        ["footer", "tail", "rfc3339", "b62", "lang_en_gi"],
    )


@pos
def _wellbeing_gilaki(g: Gen19) -> Draft:
    t = g.at(IRST)
    return draft(
        f"""{v("datetime", "ایمروز: " + now_persian(t))}
You are a well-being companion for everyday stress (no clinical advice). The user writes in Gilaki; answer
in Gilaki, gently, in at most three sentences.

User: ایمروز کار زیاد بو، خسته‌ام. چی بوکونم کی شب بهتر بخوسم؟""",
        "journal:wellbeing-gilaki",
        ["head", "localized_now", "solar_hijri", "persian_digits", "lang_glk"],
    )


@pos
def _morning_reflection_sentence(g: Gen19) -> Draft:
    t = g.at(PGT)
    return draft(
        f"""You are the morning-reflection guide of a journaling app. {v("date", f"Good morning - it is {uk_long(t)}.")} Ask the user one
question about what they want to focus on today, and one about something they are looking forward to.

User: Morning. Big day, I have the stall at Ela Beach craft market.
Guide:""",
        "journal:morning-sentence",
        ["inline_sentence", "uk_long", "lang_en_pg"],
    )


# --- positives: personal travel planners -------------------------------------------------------------------------


@pos
def _itinerary_planner_headers(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""{v("request_id", "Planner-Request: " + g.uuid7(t))}
{v("datetime", "Client-Time: " + rfc3339(t))}
Home-Airport: GBE

You are a trip planner. Check the itinerary for tight connections and suggest what to book next.

Itinerary:
- 18 Apr: Gaborone -> Maun, Air Botswana BP 201, dep 07:40 arr 09:10
- 18-21 Apr: Okavango mokoro camp (3 nights), transfer from Maun airport 10:30
- 21 Apr: Maun -> Kasane by road, 6 h
- 22 Apr: Chobe river cruise 15:00

User: Is the transfer on the 18th too tight?
Assistant:""",
        "travel:itinerary-headers",
        ["head", "header_block", "uuid7", "rfc3339", "itinerary_content", "lang_en_bw"],
    )


@pos
def _opening_hours_fetched(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""You plan walking days for travellers. Use the opening hours to order the stops and flag any that are closed.

Opening hours fetched {v("datetime", "at " + f"{t:%H:%M}")} for this request (source: places API):
Village Museum: 09:30-18:00, closed Mondays
Kariakoo market: 07:00-19:00
National Museum: 09:30-18:00
Slipway shops: 10:00-21:00

User: One day in Dar, starting from Posta at 9.
Assistant:""",
        "travel:hours-fetched",
        ["phrase_preposition", "time_alone", "opening_hours_content", "lang_en_tz"],
    )


@pos
def _travel_local_time(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You are a travel companion app. Answer with what the traveller can still do today.
Current location: Ghanzi, BW
{v("datetime", f"Local time here: {t:%H:%M} (Africa/Gaborone)")}

User: Can I still make it to the San craft shop before it closes, and what about fuel for tomorrow's drive?
Assistant:""",
        "travel:local-time",
        ["system_tail", "time_alone_zone", "lang_en_bw"],
    )


@pos
def _travel_miskito(g: Gen19) -> Draft:
    t = g.at(CST6)
    return draft(
        f"""You are a travel planner for visitors to the Caribbean coast of Nicaragua. The user writes in Miskito;
answer in Miskito, and give boat times as the user wrote them.
{v("datetime", "Naiwa: " + now_es(t))}
Boat timetable Bilwi - Krukira: Mon, Wed, Fri 07:00; back 14:00.

User: Naksa! Naiwa panga ba Krukira ra wabia sa ki?""",
        "travel:miskito",
        ["system_tail", "localized_now", "spanish_months", "lang_miq"],
    )


@pos
def _flight_tool_single_json(g: Gen19) -> Draft:
    t = g.bermuda()
    return draft(
        f"""<|im_start|>system
You are a trip assistant. Use tool results to answer; never guess flight times.<|im_end|>
<|im_start|>user
Is my flight to JFK on time? I'm leaving the house in an hour.<|im_end|>
<|im_start|>tool
{{"tool":"flight_status",{v("request_id", '"call":"fs_' + g.b62(14) + '",')}{v("datetime", '"at":"' + rfc3339(t) + '",')}"source":"aviation-feed","result":{{"flight":"B6 1102","status":"delayed","new_departure":"17:55"}}}}<|im_end|>
<|im_start|>assistant
""",
        "travel:flight-tool-json",
        ["chatml", "json_inline", "two_in_line", "tool_envelope", "flight_content", "lang_en_bm"],
    )


@pos
def _entry_rules_today(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You explain entry rules for travellers from the user's passport country. Count days from today.
{v("date", "Today (device): " + iso_date(t))}
Traveller: Rwandan passport, expires 2027-01-09

User: Can I travel to Tanzania for two weeks in June with this passport, or is it too close to expiry?
Assistant:""",
        "travel:entry-today",
        ["system_tail", "iso_date", "passport_expiry_stable", "lang_en_rw"],
    )


@pos
def _road_trip_pitjantjatjara(g: Gen19) -> Draft:
    t = g.at(ACST)
    return draft(
        f"""You are a road-trip assistant for the Central Desert. The user writes in Pitjantjatjara or English;
answer in the same language, short. Fuel stops: Curtin Springs, Erldunda, Kulgera.
{v("datetime", "Kuwari: " + now_english(t))}

User: Palya. Ngayulu Pukatja-kutu ananyi. Fuel nyaaku wiya?""",
        "travel:pitjantjatjara",
        ["system_tail", "localized_now", "lang_pjt"],
    )


# --- positives: smart-home assistants ----------------------------------------------------------------------------


@pos
def _device_states_as_of(g: Gen19) -> Draft:
    t = g.at(EAT)
    last = t - timedelta(minutes=g.small(5, 50))
    return draft(
        f"""{v("request_id", "X-Hub-Correlation: " + g.uuid4())}
You are the home assistant of a family in Kisumu. Use the device states to answer; say which device you
mean by its room.

Device states {v("datetime", "as of " + rfc3339(t))} for this request:
- Living room light: off (changed {rfc3339(last)})
- Water tank pump: on, running 41 min
- Front gate: closed, locked
- Solar inverter: battery 63%, mode eco

User: Is the pump still running? Switch it off if the tank is full.
Assistant:""",
        "smarthome:states-as-of",
        ["head", "phrase_after_as_of", "uuid4", "rfc3339", "device_times_content", "lang_en_ke"],
    )


@pos
def _hub_java_date(g: Gen19) -> Draft:
    t = g.pair(CET, CEST)
    return draft(
        f"""You help the user write simple rules for their home automation hub. Explain the rule in one line first.
{v("datetime", "Hub time: " + java_date(t))}
Hub location: Gibraltar (Europe/Gibraltar)

User: Turn on the porch light at sunset and off at 23:30, but only when we're not home.
Assistant:""",
        "smarthome:hub-java-date",
        ["system_tail", "java_date_tostring", "lang_en_gi"],
    )


@pos
def _flow_json_pretty(g: Gen19) -> Draft:
    t = g.at(CAYT)
    return draft(
        f"""{{
  "home": "West Bay house",
  {v("datetime", '"requestTime": "' + js_iso(t) + '",')}
  {v("request_id", '"requestId": "' + g.hex(32) + '",')}
  "units": "imperial"
}}
You build automation flows for a smart-home app. Describe the flow as WHEN / AND / THEN lines.

User: When the hurricane shutters close, turn off the pool pump and send me a message.
Flow:""",
        "smarthome:flow-json",
        ["json_block", "js_iso", "hex32", "head", "lang_en_ky"],
    )


@pos
def _smarthome_avar(g: Gen19) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""You are a smart-home voice assistant in a house near Khunzakh. The user speaks Avar; answer in Avar and
confirm what you switched.
{v("datetime", "Жакъа: " + now_cyr(t, "с."))}
Devices: kitchen light, heater in the guest room, boiler.

User: Гьоболасул рукъалъ печь бухъе, дида цIикIкIун бугеб.""",
        "smarthome:avar",
        ["system_tail", "localized_now", "lang_ava"],
    )


@pos
def _mic_session_bracket(g: Gen19) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""{v("session_id", "[mic-session " + g.ulid(t) + "]")}
{v("datetime", "Now: " + ampm(t))}
You control the lights, fans and the generator changeover in a Douala flat. Confirm in one short sentence.

User (spoken): switch the fan in the children's room to low and turn off the corridor light
Assistant:""",
        "smarthome:mic-session",
        ["head", "bracketed_session_line", "ulid", "time_alone", "lang_en_cm"],
    )


@pos
def _thermostat_clock(g: Gen19) -> Draft:
    t = g.alaska()
    return draft(
        f"""You are the assistant of a smart thermostat app. Suggest a heating schedule that saves fuel oil.
Thermostat: Living room, setpoint 68 F, outside -4 F
{v("datetime", f"Thermostat clock: {t:%H:%M}")}

User: We leave for work at 7:30 and get back around 5:45. The kids are home from 3:30.
Assistant:""",
        "smarthome:thermostat-clock",
        ["system_tail", "device_clock", "time_alone", "lang_en_us"],
    )


@pos
def _vacuum_history_below(g: Gen19) -> Draft:
    t = g.at(BNT)
    return draft(
        f"""Why does the robot keep stopping in the same place? Here is its cleaning history:

2026-03-09 10:02  Living room   38 min  stopped: stuck (near sofa)
2026-03-10 10:01  Living room   12 min  stopped: stuck (near sofa)
2026-03-11 10:00  Whole house   71 min  completed
2026-03-12 10:03  Living room   9 min   stopped: stuck (near sofa)
{v("datetime", f"(history fetched {t:%H:%M:%S} for this request)")}
Assistant:""",
        "smarthome:vacuum-below",
        ["program_line_below_paste", "parenthesised", "history_content", "lang_en_bn"],
    )


# --- positives: car infotainment assistants ------------------------------------------------------------------


@pos
def _vehicle_context_block(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""Vehicle context:
VIN: WDD2050041R512784
Odometer: 48,213 km
Software: 2026.08.3
{v("datetime", "Vehicle time: " + f"{t:%Y-%m-%d %H:%M}")}
{v("session_id", "Trip-Session: " + g.uuid4())}

You are the in-car assistant. Answer in one or two spoken sentences; the driver is on the road.

Driver: how far can I go on this tank, I'm heading from Francistown to Nata
Assistant:""",
        "car:vehicle-context",
        ["header_block", "head", "iso_minutes", "uuid4", "stable_vin_neighbour", "lang_en_bw"],
    )


@pos
def _automotive_json_inline(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""{{"surface":"android-automotive","lang":"en-TZ",{v("epoch", '"t":' + str(epoch_ms(t)) + ",")}{v("request_id", '"req":"' + g.b62(16) + '",')}"units":"metric"}}
You are the car's voice assistant. Keep answers under 20 words.

Driver: find a petrol station on the way to Bagamoyo that takes M-Pesa
Assistant:""",
        "car:automotive-json",
        ["json_inline", "epoch_ms", "b62", "two_in_line", "head", "lang_en_tz"],
    )


@pos
def _ev_chargers_as_of(g: Gen19) -> Draft:
    t = g.at(ACST)
    return draft(
        f"""You plan EV charging stops. Recommend one stop and the charge level to leave with.
Car: 77 kWh, 38% now, consumption 17 kWh/100 km.

Charger availability {v("datetime", "as of " + f"{t:%H:%M}")} for this request:
- Tennant Creek (Stuart Hwy) 2x 50 kW, 1 free
- Barrow Creek roadhouse 1x 22 kW AC, free
- Ti Tree 1x 50 kW, out of order since 2026-03-02

User: Alice Springs to Tennant Creek, leaving now. Where do I stop?
Assistant:""",
        "car:ev-chargers",
        ["phrase_preposition", "time_alone", "charger_dates_content", "lang_en_au"],
    )


@pos
def _car_ateso(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""{v("datetime", f"Lolo: {uk_long(t)}, {t:%H:%M}")}
You are the in-car assistant of a taxi in Soroti. The driver speaks Ateso; answer in Ateso, in one sentence,
and say distances in kilometres.

Driver: Yoga! Ai ejai petrol station kiton ikipakar eong Mbale?""",
        "car:ateso",
        ["head", "localized_now", "lang_teo"],
    )


@pos
def _car_nested_yaml_clock(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""vehicle:
  model: Toyota Hilux 2.8 GD-6
  software: 2026.4.1 (stable)
  {v("datetime", 'clock: "' + rfc3339(t) + '"')}
  region: MW
driver_profile:
  name: Yamikani
  preferred_units: km

You are the infotainment assistant. Keep answers short and safe to hear while driving.

Driver: remind me to buy fertiliser in Lilongwe before the shops close
Assistant:""",
        "car:nested-yaml",
        ["yaml_nested", "rfc3339", "calver_neighbour", "head", "lang_en_mw"],
    )


@pos
def _carplay_received_prefix(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""Read the new message to the driver and offer a short voice reply. Never read phone numbers aloud.

New message:
{v("datetime", f"[received {t:%H:%M:%S}]")} Mariatu: the taxi park at Lumley is flooded, pick me at the Aberdeen roundabout instead
Assistant:""",
        "car:received-prefix",
        ["received_prefix", "relayed_line", "time_alone", "lang_en_sl"],
    )


@pos
def _car_manual_traceparent(g: Gen19) -> Draft:
    return draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: carsvc=" + g.hex(16) + ",oem=" + g.b64url(9))}
You answer questions from the owner's manual of a pickup truck. Quote the section number.

Manual excerpt:
7.4 Four-wheel drive: shift from 2H to 4H at speeds below 100 km/h. Use 4L only when stationary with the
transmission in N.

Driver: can I switch to 4H while driving on the Kasane road?
Assistant:""",
        "car:manual-traceparent",
        ["head", "traceparent", "tracestate", "header_block"],
    )


@pos
def _turoyo_parish_bot(g: Gen19) -> Draft:
    t = g.at(TRT)
    return draft(
        f"""{v("datetime", "ܐܕܝܘܡ: " + now_turoyo(t))}
You are the reminder bot of a parish messaging group in Midyat. Members write in Turoyo (Syriac script);
answer in Turoyo, briefly, and repeat any date the member asks about.

User: ܫܠܡܐ، ܐܡܬ ܝܐ ܩܘܪܒܢܐ ܕܥܐܕܐ ܒܗܕܐ ܫܒܬܐ؟""",
        "messaging:turoyo-parish",
        ["head", "localized_now", "syriac_months", "lang_tru"],
    )


@pos
def _khakas_voice(g: Gen19) -> Draft:
    t = g.at(KRAT)
    return draft(
        f"""You are a voice assistant on a phone in Abakan. The user speaks Khakas; answer in Khakas in one sentence,
with times in 24-hour format. Bus Abakan - Askiz: 07:15, 09:40, 12:30, 15:10, 18:05.
{v("datetime", "Пӱӱн: " + now_cyr(t, "ч."))}

User (spoken): Изеннер! Абаканнаң Аскизке автобус хайди часта парча?""",
        "voice:khakas",
        ["system_tail", "localized_now", "timetable_content", "lang_kjh"],
    )


# --- positives: wearables' companion apps ------------------------------------------------------------------------


@pos
def _ring_scores_fetched(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""You are the companion app's coach for a smart ring. Explain today's readiness in plain words and suggest
how hard to train. Not medical advice.

Scores fetched {v("datetime", "at " + f"{t:%H:%M:%S}")} for this request:
Readiness 71 (sleep 6 h 48 min, resting heart rate 58, HRV 41 ms, temperature +0.2)
Previous 3 days: 82, 77, 74

User: I have football training at 5. Should I go hard?
Coach:""",
        "wearables:ring-fetched",
        ["phrase_preposition", "time_alone", "scores_content", "lang_en_gm"],
    )


@pos
def _strap_md_table(g: Gen19) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""| Report      | Value                          |
|-------------|--------------------------------|
| Type        | weekly strain summary          |
{v("datetime", "| Built       | " + rfc3339(t, 3) + " (this request) |")}
{v("request_id", "| Request     | " + g.ulid(t) + " |")}

Summarise the week for the user in three sentences and name the one day to rest more next week.

Daily strain: Mon 14.2, Tue 9.8, Wed 16.1, Thu 8.0, Fri 15.5, Sat 18.9, Sun 6.3
Sleep (h): 6.1, 7.4, 5.9, 7.8, 6.2, 5.5, 8.3
Summary:""",
        "wearables:strap-table",
        ["md_table", "head", "rfc3339", "ulid", "lang_en_zm"],
    )


@pos
def _fitness_band_comment(g: Gen19) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""{v("request_id", "<!-- request: " + g.uuid7(t) + " -->")}
You are the coach inside a fitness band's companion app. Give one encouraging sentence and one tip.

Today so far: 6,412 steps, 3 active minutes, goal 10,000 steps.

User: I work at a desk in Kampala Road all day, how do I get more steps?
Coach:""",
        "wearables:band-comment",
        ["html_comment", "head", "uuid7", "lang_en_ug"],
    )


@pos
def _watch_dagbani(g: Gen19) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""You are the coach in a smartwatch companion app. The user writes in Dagbani; answer in Dagbani, short.
{v("datetime", "Zuŋɔ: " + now_dagbani(t))}
Steps today: 4,120. Goal: 8,000.

User: Dasiba! N-ni tum wula ka n-naai steps 8,000 zuŋɔ?""",
        "wearables:dagbani",
        ["system_tail", "localized_now", "lang_dag"],
    )


@pos
def _ring_epoch_us(g: Gen19) -> Draft:
    t = g.at(PGT)
    return draft(
        f"""Explain the user's sleep stages from last night in two sentences, then one tip for tonight. No medical
claims.
source: ring-companion
{v("epoch", "t_us: " + str(epoch_us(t)))}

Last night: in bed 22:40-06:15; light 3 h 55, deep 1 h 10, REM 1 h 30, awake 35 min.

User: Why so little deep sleep?
Assistant:""",
        "wearables:ring-epoch-us",
        ["system_tail", "epoch_us", "sleep_times_content", "lang_en_pg"],
    )


@pos
def _kids_watch_request_time(g: Gen19) -> Draft:
    t = g.at(BNT)
    return draft(
        f"""You are the parent assistant of a kids' smartwatch app. Answer from the watch data only.

Watch data: last location fix 15:02 near Sekolah Rendah Jalan Muara; battery 34%; school mode on until 16:00.

Parent: Has Aisyah left school yet? She should be walking to her aunt's.
{v("datetime", "Request time: " + f"{t:%H:%M} BNT")}
Assistant:""",
        "wearables:kids-watch",
        ["last_user", "time_alone_zone", "fix_time_content", "lang_en_bn"],
    )


@pos
def _scale_go_snapshot(g: Gen19) -> Draft:
    t = g.at(CAYT)
    return draft(
        f"""You are the companion app of a smart bathroom scale. Describe the trend kindly, without targets unless the
user sets one.
{v("datetime", "Snapshot: " + go_nano(t, g.small(1, 1000)))}

Weigh-ins (lb): Feb 15 184.2, Feb 22 183.6, Mar 1 183.9, Mar 8 182.4

User: Am I going the right way? I started walking to work in February.
Assistant:""",
        "wearables:scale-go",
        ["system_tail", "go_rfc3339nano", "weigh_in_content", "lang_en_ky"],
    )


# --- negatives ----------------------------------------------------------------------------------------------------


def _negatives_assistant() -> None:
    neg(
        ["stable_lookalike", "memory_dates", "program_position"],
        "assistant:memory-updated",
        """# Saved memories (last edited by the user 2026-02-02)
- Born 1991 in Mahalapye; moved to Lilongwe in 2024 for work.
- Vegetarian since January 2025.
- Daughter Mphatso starts secondary school in September 2026.

You are a personal assistant. Use the memories only when they help.

User: Suggest a birthday lunch spot in Area 47 that has good vegetarian food.
Assistant:""",
    )
    neg(
        ["stable_lookalike", "profile_block", "program_position", "knowledge_cutoff"],
        "assistant:profile-stable",
        """Profile
Member since: 2024-06-01
Plan: Plus (renews 2026-07-01)
Locale: en-BW
Time zone: Africa/Gaborone
Model: pocket-large-2025-09
Knowledge cutoff: 2025-06

You are a general assistant. Be concise.

User: What's a good way to store maize meal so weevils don't get in?
Assistant:""",
    )
    neg(
        ["pasted", "export_json", "epoch_content", "question_after"],
        "assistant:conversations-export",
        """{
  "title": "Poultry feed costs",
  "create_time": 1767619804.812331,
  "update_time": 1767621177.04913,
  "conversation_id": "6801f2aa-93c4-8000-b1e4-3f6e0d7f2a11",
  "mapping": {"…": "…"}
}
This is from my data export. How do I turn create_time into a normal date, and why does it have decimals?""",
    )
    neg(
        ["date_in_question"],
        "assistant:weekday-question",
        """What day of the week is 14 March 2026, and how many
days is it from 2 February 2026? I'm counting down to my cousin's wedding in Mochudi.""",
    )
    neg(
        ["pasted", "multi_turn", "memory_dates"],
        "assistant:multi-turn-memories",
        """User: Here's what the app says it remembers about me:
- (2025-09-30) Works night shifts at Queen Elizabeth Central Hospital pharmacy store.
- (2025-12-14) Has a 2011 Toyota Vitz.
- (2026-01-05) Wants to save MK 2,000,000 by December.
Some of it is old. Which ones should I delete?
Assistant: The shift pattern and the savings goal may have changed; the car is probably still right. Do you
still work nights?
User: No, days since February. Rewrite the first one for me.
Assistant:""",
    )
    neg(
        ["unrendered_template", "program_position"],
        "assistant:unrendered-template",
        """You are Kola, a personal assistant. Current date: {{current_date}}. User's time zone: {{user_tz}}.
If you do not know the date, ask the user.

User: Is the Bintumani hike better in the dry season?
Assistant:""",
    )
    neg(
        ["few_shot", "example_dates"],
        "assistant:few-shot-reminders",
        """Convert reminder requests into JSON with "text" and "due".

Example: now=2026-01-05T09:00 (Africa/Freetown), "remind me tomorrow at 8 to call Mum"
-> {"text": "call Mum", "due": "2026-01-06T08:00"}
Example: now=2026-01-07T17:30, "in two hours check the rice"
-> {"text": "check the rice", "due": "2026-01-07T19:30"}

Request: now=2026-01-09T06:45, "remind me on Friday at noon to pay school fees"
JSON:""",
    )
    neg(
        ["id_in_question"],
        "assistant:share-link-id",
        """My friend sent me chatgpt.com/share/68a1c3f2-7d10-8004-9e5b-24c7d1a0f3b9
but it says "conversation not found". Was it deleted, or do I need an account to see it?""",
    )
    neg(
        ["pasted", "between_user_paragraphs", "memory_dates"],
        "assistant:between-paragraphs",
        """I asked the assistant to forget my old address and it says it did, but then this showed up in the
settings page:

Memory · added 12 Nov 2025 · "Lives at Plot 2231, Extension 9, Gaborone"
Memory · added 3 Jan 2026 · "Prefers delivery after 5 pm"

We moved to Phakalane in February. Is the first one still being used in my chats, or is the page just
slow to update?""",
    )
    neg(
        ["relative_time"],
        "assistant:relative-times",
        """I set the reminder about 20 minutes ago for "in an hour", but the
app now shows it for tomorrow. Did it misunderstand, or is it because my phone was on airplane mode
since yesterday evening?""",
    )


def _negatives_mail() -> None:
    neg(
        ["pasted", "email_thread", "question_before", "message_id"],
        "mail:thread",
        """Summarise this for me, who still owes money?

From: Kelesitse Mogotsi <kele.m@mail.example>
To: braai-committee@groups.example
Date: Tue, 10 Mar 2026 19:02:11 +0200
Message-ID: <CAF3x9Qk2=p1@mail.example>
Subject: Braai money

Guys, the meat from Senn Foods came to P2,140. I paid. Please send P305 each by Friday.

From: Onalenna Kgosi <onalenna@mail.example>
Date: Wed, 11 Mar 2026 07:45:30 +0200
Message-ID: <20260311054530.4411@mail.example>
In-Reply-To: <CAF3x9Qk2=p1@mail.example>

Sent mine via Orange Money this morning. Tumelo and Boitumelo said they'll pay on Saturday.""",
    )
    neg(
        ["pasted", "forwarded", "question_after_no_pointer", "date_label_in_document"],
        "mail:forwarded-scam",
        """---------- Forwarded message ---------
From: Bermuda Post Parcel Desk <notice@bm-parcels-track.example>
Date: Sat, 14 Mar 2026 at 09:12
Subject: Your parcel BMP-2026-0314-7782 is on hold
To: <gladys.w@mail.example>

Dear customer, your parcel could not be delivered on 13/03/2026 because the customs fee of $2.99 was not
paid. Pay within 24 hours at http://bm-parcels-track.example/pay or it will be returned.
is this legit""",
    )
    neg(
        ["pasted", "raw_headers", "question_before", "timestamps_in_headers"],
        "mail:raw-headers-spam",
        """Why did this land in spam? Raw headers below.

Received: from mail-sor-f41.google.com (mail-sor-f41.google.com. [209.85.220.41])
        by mx.example.bm with ESMTPS id 5a2e1c0b9d8f
        for <des.simons@mail.example>; Thu, 12 Mar 2026 14:03:22 -0300
ARC-Seal: i=1; a=rsa-sha256; t=1773334998; cv=none; d=google.com; s=arc-20240605
Authentication-Results: mx.example.bm; spf=pass; dkim=pass header.d=sandysparish.example; dmarc=fail
Date: Thu, 12 Mar 2026 14:03:09 -0300
Message-ID: <CAPq8f3tU8x=2Yw@mail.gmail.com>
Subject: Church fair volunteers - final list""",
    )
    neg(
        ["pasted", "between_user_paragraphs", "invite_in_email"],
        "mail:between-paragraphs-invite",
        """My boss sent me this and I'm not sure if I'm supposed to go or just my team lead.

Subject: Quarterly review - Kigali office
When: Thursday, 26 March 2026 10:00-12:30 (UTC+02:00) Harare, Pretoria
Where: Boardroom 3 / Teams
Organizer: Claudine Uwase
Required: Jean-Paul Habimana; Aline Mukamana
Optional: Kigali finance team

I'm in the Kigali finance team but not on the required list. Should I reply to accept or not reply at all?""",
    )
    neg(
        ["pasted", "auto_reply", "question_after"],
        "mail:out-of-office",
        """I got this auto-reply:

"Thank you for your e-mail. I am out of the office from 9 March 2026 until 23 March 2026 with limited access
to e-mail. For urgent matters contact Mr. Lungu on +260 97 512 3344. - Precious Mwale, Procurement, Ndola"

When should I follow up if my quote expires on 20 March?""",
    )
    neg(
        ["pasted", "bounce", "question_after", "arrival_date"],
        "mail:bounce",
        """Reporting-MTA: dns; mx1.mail.example
Arrival-Date: Fri, 13 Mar 2026 08:41:07 +0300

Final-Recipient: rfc822; admissions@kibabii-uni.example
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 The email account that you tried to reach does not exist.
Last-Attempt-Date: Fri, 13 Mar 2026 08:41:09 +0300

what does this mean, did the university get my application or not""",
    )
    neg(
        ["pasted", "email_other_language", "dates_in_prose"],
        "mail:burgenland-letter",
        """Ovo pismo smo dobili od općine. Ča moram učiniti i do kada?

Općina Pinkovac / Gemeinde Güttenbach
Pinkovac, 4. marca 2026.
Poštovani,
dne 28. marca 2026. od 8 do 12 uri će se čistiti kanal u Glavnoj ulici. Prosimo da auti ne stoju na cesti.
Hvala za razumevanje.
Načelnik""",
    )
    neg(
        ["pasted", "newsletter", "unsubscribe_token", "question_before"],
        "mail:newsletter-unsub",
        """Can you tell me how to stop these? Bottom of the e-mail says:

You received this because you subscribed on 2 February 2025. Sent on 14 March 2026 to
wanjiru.k@mail.example. Unsubscribe: https://news.kakamegashop.example/u/3Fq9Lr2xVt8NwY7bKc0aZe
Manage preferences · Privacy · Kakamega Shop Ltd, Canon Awori St""",
    )
    neg(
        ["stable_lookalike", "mailbox_settings", "program_position"],
        "mail:mailbox-stable",
        """Mailbox: des.simons@mail.example
Signature last changed: 2025-11-20
Time zone: Atlantic/Bermuda
Vacation responder: off
Client: desktop 8.4.1

Draft a two-line reply thanking the sender for the photos from the church fair.
Reply:""",
    )


def _negatives_calendar() -> None:
    neg(
        ["pasted", "ics", "rrule", "question_before"],
        "calendar:ics-rrule",
        """List every date this repeats on until the end of May.

BEGIN:VEVENT
UID:3c9d2f7e-6b1a-4f0e-9d8c-2a7b5e4f1c03@family.example
DTSTAMP:20260301T081500Z
DTSTART;TZID=Africa/Kigali:20260307T080000
DTEND;TZID=Africa/Kigali:20260307T110000
RRULE:FREQ=MONTHLY;BYDAY=1SA
EXDATE;TZID=Africa/Kigali:20260404T080000
SUMMARY:Umuganda - community work
END:VEVENT""",
    )
    neg(
        ["pasted", "calendar_export", "csv", "question_after_no_pointer"],
        "calendar:export-csv",
        """Subject,Start Date,Start Time,End Date,End Time,Location
Choir practice,03/10/2026,18:00,03/10/2026,20:00,St Paul's Hamilton
Dentist,03/12/2026,09:30,03/12/2026,10:15,Front Street
Cup Match committee,03/14/2026,14:00,03/14/2026,16:00,Somerset Cricket Club
Choir practice,03/17/2026,18:00,03/17/2026,20:00,St Paul's Hamilton
which evenings am I free that week""",
    )
    neg(
        ["user_typed_clock", "times_in_question"],
        "calendar:user-clock",
        """It's 8:40 here in Tamale and my call with the
Accra office is at 10 GMT. Ghana is on GMT too, right? So I have about an hour and twenty minutes?""",
    )
    neg(
        ["pasted", "booking_confirmation", "question_after"],
        "calendar:booking-confirmation",
        """Booking confirmed ✔
Service: Car wash + interior, Toyota Noah
Date: Saturday 21 March 2026
Time: 09:30 - 10:30
Reference: CW-20260321-0930-17
Location: Sparkle Auto Spa, Mikocheni

can you add this to my calendar as an event with a reminder the night before?""",
    )
    neg(
        ["pasted", "multi_turn", "schedule"],
        "calendar:multi-turn-schedule",
        """User: This is my week:
Mon 07:00 school run, 09:00-16:00 office
Tue 09:00-16:00 office, 17:30 netball
Wed 08:00 dentist in Lumley, 10:00-16:00 office
Thu 09:00-16:00 office
Fri 09:00-13:00 office, 15:00 market
Assistant: Got it. Anything you want to add or move?
User: Move the dentist to the afternoon, same day, and keep an hour to get back to the office.
Assistant:""",
    )
    neg(
        ["stable_lookalike", "working_hours", "calendar_id", "program_position"],
        "calendar:stable-settings",
        """Calendar: personal (id 6f1b2c9e-4d7a-4e0b-8f3c-1a2b3c4d5e6f)
Working hours: Mon-Fri 08:00-16:30
Time zone: Pacific/Chuuk
Week starts: Sunday
Default reminder: 30 minutes

Find a free hour on Thursday afternoon for a call with the church youth leader.
Assistant:""",
    )
    neg(
        ["relative_time", "times_in_question"],
        "calendar:relative",
        """Push my 'gym' block back by two hours and
the reading block to next Tuesday, same time. The one after lunch can go entirely this week.""",
    )
    neg(
        ["pasted", "poll_results", "question_after_no_pointer"],
        "calendar:poll-results",
        """Poll: Old students' reunion dinner
Sat 25 Apr 19:00 — Ama, Kwame, Yaw, Efua, Kojo (5)
Sun 26 Apr 13:00 — Ama, Efua (2)
Sat 2 May 19:00 — Kwame, Yaw, Efua, Kojo, Abena, Kofi (6)
Sun 3 May 13:00 — Yaw, Abena (2)
Closes Friday 20 March, 23:59
pick the date and write the announcement for the WhatsApp group""",
    )
    neg(
        ["pasted", "no_blank_line", "timetable"],
        "calendar:no-blank-timetable",
        """Make a study plan around this exam timetable:
Mon 30 Mar 08:30 Mathematics Paper 1 (2 h)
Tue 31 Mar 13:30 English Language (2 h 15)
Thu 2 Apr 08:30 Biology (1 h 45)
Fri 3 Apr 08:30 Mathematics Paper 2 (2 h 30)
I can study about 3 hours a day after school, and not on Sunday mornings.""",
    )


def _negatives_notes() -> None:
    neg(
        ["pasted", "note_front_matter", "question_before"],
        "notes:front-matter-tags",
        """Suggest three tags for this note and fix
nothing else.

---
id: 20260311T2104
created: 2026-03-11 21:04
updated: 2026-03-12 07:58
aliases: [kapenta idea]
---
# Kapenta drying racks
Saw racks at Siavonga made from shade cloth; could sell dried kapenta in Lusaka at K180/kg. Ask Bwalya
about transport on Tuesdays.""",
    )
    neg(
        ["pasted", "journal_export", "question_after"],
        "notes:journal-export",
        """## Mar 9th, 2026
- Bank: asked about the small-business loan, need 6 months of statements
- [[Fish pond]] fingerlings arrive 20 Mar
## Mar 11th, 2026
- Called Chanda re: pond liner, K2,400 installed
## Mar 12th, 2026
- Loan form downloaded, due 31 Mar

Summarise my week in three bullets and list what's due.""",
    )
    neg(
        ["unrendered_template", "template"],
        "notes:daily-template",
        """Why does my daily-note template show the raw text
instead of today's date? This is the template file:

# {{date:dddd, D MMMM YYYY}}
Created: {{date:YYYY-MM-DD}} {{time:HH:mm}}
## Tasks
- [ ] """.rstrip(),
    )
    neg(
        ["timestamp_ids", "question_about_naming"],
        "notes:zettel-ids",
        """I name notes like this:

202603141512 Ideas for the poultry co-op
202603141530 Feed suppliers in Lilongwe
202603150802 Questions for the extension officer

Is a 12-digit timestamp enough to keep them unique, or should I add seconds?""",
    )
    neg(
        ["pasted", "note_export_headers", "first_line_created", "question_after"],
        "notes:export-headers",
        """Created: 14 March 2026 at 06:12
Modified: 14 March 2026 at 07:40
Tags: #church #fair
Church fair stall list
- cakes: Mrs. Outerbridge, Mrs. Simons
- fish cakes: Des
- raffle: youth group

Turn this into a rota table with two-hour shifts from 10 to 4.""",
    )
    neg(
        ["stable_lookalike", "vault_header", "program_position"],
        "notes:vault-stable",
        """Vault: personal
Vault created: 2023-09-01
Plugin: smart-notes 1.9.2 (2026.02 build)
Embedding model: text-embed-small-2025-04

Find notes about the borehole and list the quotes I got.
Assistant:""",
    )
    neg(
        ["pasted", "multi_turn", "note_content"],
        "notes:multi-turn-meeting-notes",
        """User: Notes from the residents' meeting, 12 March 2026, 18:00, Ela Beach community hall:
- security lights on Davetari Drive broken since 2 Feb
- bin collection moved to Thursdays from 1 April
- next meeting 9 April, same place
Assistant: Noted. Do you want a summary for the group chat?
User: yes, and mention the bin day change first
Assistant:""",
    )
    neg(
        ["pasted", "nepali_note", "question_after"],
        "notes:nepali-booking-note",
        """नाम्चे बजार - होटल बुकिङ
चैत २ गते (१५ मार्च २०२६) देखि ३ रात, कोठा नं. ४, रु. ४५०० प्रति रात
Pasang ले बिहान ७ बजे लुक्ला एयरपोर्टमा भेट्ने
Write this booking note in English so I can send it to the guests.""",
    )


def _negatives_browser() -> None:
    neg(
        ["pasted", "page_text", "dates_in_prose", "question_before"],
        "browser:page-text",
        """Summarise this news page in two lines:

Published 12 March 2026, updated 14:05 GMT
FREETOWN - The Guma Valley Water Company says supply to the east end will be reduced from 16 to 22 March
while a main at Kissy is replaced. Tankers will serve Wellington and Calaba Town from 07:00 to 18:00 daily.
Customers can report problems on 0800 200 200.""",
    )
    neg(
        ["pasted", "cookie_list", "expiry_dates", "question_after"],
        "browser:cookie-list",
        """Name        Domain               Expires
_ga         .shoprite.example    2028-04-17T09:12:40.000Z
_fbp        .shoprite.example    2026-06-12T09:12:40.000Z
session_id  www.shoprite.example Session
cf_clearance .shoprite.example   2027-03-14T09:12:41.000Z
Which of these are trackers and which does the site need to work?""",
    )
    neg(
        ["pasted", "price_history", "question_after_no_pointer"],
        "browser:price-history",
        """Tecno Camon 30 - price history (Jumia)
12 Jan 2026  KSh 28,999
02 Feb 2026  KSh 27,499
24 Feb 2026  KSh 29,999
10 Mar 2026  KSh 26,999
worth buying now or will it drop more""",
    )
    neg(
        ["pasted", "video_transcript", "timecodes"],
        "browser:transcript-paste",
        """[00:00] Today we're fixing a leaking tap.
[00:42] Turn off the water at the valve under the sink.
[02:15] Unscrew the handle - usually a flat-head screwdriver.
[05:30] Replace the washer, 12 mm in most taps.
[08:04] Turn the water back on slowly.
Make me a checklist from this, I'm at the hardware shop in Mzuzu now.""",
    )
    neg(
        ["pasted", "error_toast", "request_id_content", "question_after"],
        "browser:extension-error",
        """The extension shows this every time I try to summarise a PDF:

Error: Request failed (id 8f2a6c1e-0b3d-4e5f-9a7c-2d1e0f3b4a5c) at 2026-03-14T15:12:05Z
Code: PAGE_TOO_LARGE · limit 120 pages

What does it mean and how do I get around it? The PDF is 140 pages.""",
    )
    neg(
        ["pasted", "search_results", "relative_and_absolute"],
        "browser:search-results",
        """Which of these results is the official one?

Ministry of Lands - Title deed application (official) · lands.go.example · 2 hours ago
Apply for a title deed online in 3 steps | TitleFast · titlefast.example · Mar 12, 2026
How I got my title deed in 2 weeks - blog · Feb 27, 2026""",
    )
    neg(
        ["stable_lookalike", "extension_header", "program_position"],
        "browser:extension-stable",
        """Extension: Glance 3.1.0 (build 2026.03.02)
Permissions: activeTab, storage
Model: glance-small-2025-11
Reading level: simple

Explain the selected sentence.

Selected: "The interest rate is fixed for 24 months, after which it tracks the central bank rate plus 4.5%."
Explanation:""",
    )
    neg(
        ["pasted", "between_user_paragraphs", "terms_update"],
        "browser:terms-between",
        """The site popped this up when I opened it:

We've updated our Terms of Service, effective 1 April 2026. Version 7.2 replaces version 6.9 of
15 August 2024. Continuing to use the service after 1 April means you accept the new terms.

Is there anything in there that changes what they can do with my photos? I only use it for the family
album.""",
    )


def _negatives_messaging() -> None:
    neg(
        ["pasted", "chat_export_json", "first_member_id", "question_after"],
        "messaging:telegram-export",
        """{
 "id": 4417,
 "type": "message",
 "date": "2026-03-12T18:04:11",
 "date_unixtime": "1773331451",
 "from": "Ange U.",
 "from_id": "user5081732294",
 "text": "Cake order for Saturday confirmed?"
}
Who sent this and when? I exported the chat and need the exact time for the order dispute.""",
    )
    neg(
        ["pasted", "init_data_debug", "id_in_question", "question_before"],
        "messaging:init-data-debug",
        """My Telegram Mini App backend rejects this initData as invalid. Am I building the data-check-string wrong?

query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vlad%22%7D&auth_date=1773331451&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2

I sort the keys, join with \\n, and HMAC with the bot token directly.""",
    )
    neg(
        ["pasted", "chat_export_txt", "question_after_no_pointer"],
        "messaging:kakao-export",
        """Saturday, March 14, 2026
[Jin] [6:04 PM] are we still meeting at Seomyeon at 7?
[Tariq] [6:05 PM] yes, exit 7
[Jin] [6:31 PM] running 15 min late, bus is slow
[Tariq] [6:32 PM] ok I'll wait at the coffee shop
who was late and by how much""",
    )
    neg(
        ["pasted", "cloud_log", "request_id_content", "question_before"],
        "messaging:mini-program-log",
        """Why does my mini-program's order function fail? Log:

START RequestId: 8d3b2a1f-5c6e-4f70-8b9a-0c1d2e3f4a5b
2026-03-14T09:12:05.118+08:00 ERROR  TypeError: Cannot read properties of undefined (reading 'openid')
END RequestId: 8d3b2a1f-5c6e-4f70-8b9a-0c1d2e3f4a5b
REPORT RequestId: 8d3b2a1f-5c6e-4f70-8b9a-0c1d2e3f4a5b Duration: 42ms Memory: 256MB""",
    )
    neg(
        ["pasted", "multi_turn", "group_messages"],
        "messaging:multi-turn-viber",
        """User: These are from our Viber group, 10:02 Mukasa: tractor hire is UGX 150,000 per acre this season; 10:15 Nakato:
last year it was 120,000; 10:17 Mukasa: diesel went up.
Assistant: Prices went up about 25% compared with last season, which Mukasa links to diesel.
User: Write a polite reply asking if there's a discount for five acres.
Assistant:""",
    )
    neg(
        ["pasted", "export_header_lookalike", "first_line_saved_on"],
        "messaging:line-export",
        """[LINE] Chat history with Haeundae Guesthouse
Saved on: 2026/03/14 15:12

2026/03/13 Fri
18:20 Haeundae Guesthouse Check-in is from 3 pm. Late arrival after 10 pm please tell us.
18:41 Tariq I arrive about 11 pm, bus from Seoul.
18:42 Haeundae Guesthouse OK, the door code will be sent at 9 pm.

Did they say they'd send the door code or do I need to ask again?""",
    )
    neg(
        ["pasted", "webhook_payload_debug", "question_before"],
        "messaging:threema-debug",
        """The MAC check fails on every Threema callback. Here's one I logged - what am I doing wrong?

from=ECHOECHO&to=*GBLGRTN&messageId=3b1f0e2d4c5a6978&date=1773331451&nonce=7d4e2c1a9b8f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a99&box=...&mac=5f2e8d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e""",
    )
    neg(
        ["pasted", "ocr_screenshot", "relative_day_labels", "question_after_no_pointer"],
        "messaging:screenshot-text",
        """Mum 🌸
Today 9:41 AM
Did you eat? Call me after work
Today 1:15 PM
Aunty Kila is coming on Saturday, buy rice
Yesterday 8:02 PM
Send me the photos from church
what did mum ask me to buy""",
    )
    neg(
        ["id_in_question", "message_id"],
        "messaging:mid-question",
        """Our Messenger bot logs show message
m_6n1q2Z0xRk8-4Wc7yP3uVbT9sLdEaF5hJ0iG2kM7oN1 delivered twice. Is the mid unique per message, or can
Messenger resend the same mid on retries?""",
    )


def _negatives_voice() -> None:
    neg(
        ["pasted", "voice_history", "relative_day_labels", "question_after"],
        "voice:history-export",
        """Voice history
Today 7:02 AM   "set an alarm for six thirty"            → Alarm set for 6:30 AM
Today 7:03 AM   "cancel the six thirty alarm"            → Alarm cancelled
Yesterday 9:48 PM "play gospel music in the kitchen"     → Playing "Gospel Hits" on Kitchen speaker
Mar 12, 6:15 PM "what's the weather in Kitwe"           → Sunny, 27°

Which of these did it get wrong? I never asked to cancel the alarm.""",
    )
    neg(
        ["pasted", "voice_memo_transcript", "timecodes"],
        "voice:memo-transcript",
        """[00:00] ok this is the list for Saturday
[00:04] two crates of soda, the big chairs from church
[00:11] call Mutale about the tent, he said 350
[00:19] and the cake, pick up at 10 from Mrs. Banda
Turn my voice memo into a to-do list with who to call.""",
    )
    neg(
        ["times_in_question", "time_zone_question"],
        "voice:tz-question",
        """Hey, what time is it in Freetown when it's
3 in the afternoon in Bermuda in July? My nephew wants to call.""",
    )
    neg(
        ["pasted", "routine_config", "times_in_config", "question_before"],
        "voice:routine-config",
        """Why doesn't this routine run on Saturdays?

Routine: Good morning
When: 06:30, Mon Tue Wed Thu Fri
Then: turn on kitchen light · read news briefing · start kettle plug
Created: 2025-12-01 by Bianca""",
    )
    neg(
        ["few_shot", "example_dates"],
        "voice:asr-normalisation",
        """Normalise spoken times and dates.

"ten past three on the fourteenth of March" -> 15:10, 14 March
"quarter to eight tomorrow morning" -> 07:45, tomorrow
"the second of April at noon" -> 12:00, 2 April

"half past six on Saturday evening" ->""",
    )
    neg(
        ["pasted", "announcement_other_language", "dates_in_prose", "question_before"],
        "voice:kaqchikel-announcement",
        """Read this out slowly in Kaqchikel for my grandmother, it's from the school:

"Ri nimaq'ij richin ri tijob'äl xtub'än ri 27 marzo 2026, pa 9:00 pa nimaq'a'. Ri te'ej tata'aj
nikik'am k'a ri kiway."
""",
    )
    neg(
        ["stable_lookalike", "device_block", "program_position", "firmware_date"],
        "voice:device-stable",
        """Device: Kitchen speaker (serial KSP-2025-04-1187)
Firmware: 2026.02.11
Wake word: "Hey Koko"
Household: Phiri family (since 2024-08-03)

Answer in one spoken sentence.

User: how long should I boil eggs for soft yolks
Assistant:""",
    )
    neg(
        ["pasted", "no_blank_line", "voice_transcript", "call_times"],
        "voice:voicemail-transcript",
        """Voicemail from +1 441 295 0000, Mar 13, 4:52 PM, 0:38
"Hi Gladys, it's the service desk at Hamilton Auto calling to move your car service from Tuesday the 17th at
10 to Wednesday the 18th at 2:30, call us back at 295-0000."
Can you write a short text back saying Wednesday works?""",
    )


def _negatives_shopping() -> None:
    neg(
        ["pasted", "order_confirmation", "order_number", "question_after"],
        "shopping:order-confirmation",
        """Order confirmation
Order #112-4829173-5501938, placed 10 March 2026
Arriving Tuesday 17 March - Thursday 19 March
1 × Solar power bank 20000 mAh   KSh 3,499
1 × USB-C cable 2 m               KSh 450
Ship to: Wanjiru K., Kakamega

The tracking page now says 24 March. Can I cancel and still get my money back?""",
    )
    neg(
        ["pasted", "return_label", "dates_in_document", "question_before"],
        "shopping:return-label",
        """How long do I have left to send this back?

RETURN AUTHORISATION
RMA: R-7730-2291
Item: Blender 1.5 L (order 44017)
Approved: 14/03/2026
Return by: 13/04/2026
Drop-off: any PostNet counter, quote RMA""",
    )
    neg(
        ["pasted", "product_listing", "model_year", "question_after_no_pointer"],
        "shopping:listing-copy",
        """Hisense 43A4N 2026 edition · 43" FHD · VIDAA OS
Model no. 43A4NTUK · released January 2026 · 2-year warranty from date of purchase
In stock at Game Kigali and Simba Supermarket
is this the same as the 43A4K from last year or newer""",
    )
    neg(
        ["pasted", "sms_delivery", "time_in_sms", "question_after"],
        "shopping:delivery-sms",
        """SMS from COURIER, 14 Mar 10:12:
"Delivery attempt failed at 09:58 - nobody home. Your parcel DX-88102 will be at Mlimani City pickup point
from 16 Mar, 08:00-20:00. Bring ID."

Can my brother collect it for me?""",
    )
    neg(
        ["pasted", "cart_json", "first_member_id", "added_at", "question_after"],
        "shopping:cart-json",
        """{"id":"cart_8c2f1b","items":[
 {"sku":"RICE-25KG","added_at":"2026-03-02T10:12:00+02:00","price_then":389.00,"price_now":359.00},
 {"sku":"OIL-5L","added_at":"2026-03-09T18:40:00+02:00","price_then":142.50,"price_now":149.90},
 {"sku":"SUGAR-10KG","added_at":"2026-03-12T07:05:00+02:00","price_then":215.00,"price_now":215.00}]}
which of my saved items went down in price since I added them?""",
    )
    neg(
        ["pasted", "receipt_other_language", "question_other_language"],
        "shopping:sasak-receipt",
        """STRUK - TOKO TENUN SUKARARA
Tgl: 12/03/2026 14:21  Kasir: Baiq Nur
Songket Subahnale 2m     1 x 1.250.000
Selendang tenun          2 x   275.000
TOTAL                        1.800.000
Tunai                        2.000.000
Kembali                        200.000
Side, pire harge selendang sekek?""",
    )
    neg(
        ["coupon_code", "id_in_question"],
        "shopping:coupon-question",
        """The code SPRING2026-0314 says "expired" but
the e-mail said it's valid until the end of March. Is the 0314 part a date?""",
    )
    neg(
        ["stable_lookalike", "shopper_profile", "program_position"],
        "shopping:profile-stable",
        """Shopper profile
Member since: 2021-08-04
Loyalty tier: Gold (valid until 2026-12-31)
Default address: Plot 14, Kololo, Kampala
Preferred payment: MTN MoMo

Suggest a wedding gift under UGX 300,000 for a couple setting up a kitchen.
Assistant:""",
    )
    neg(
        ["pasted", "multi_turn", "comparison_table"],
        "shopping:multi-turn-comparison",
        """User: Compare these:
| Fridge           | Price      | Capacity | Warranty | Delivery      |
|------------------|------------|----------|----------|---------------|
| Defy DAC 465     | P6,999     | 348 L    | 2 years  | 17-19 March   |
| Hisense H450     | P6,499     | 340 L    | 3 years  | 24 March      |
Assistant: The Hisense is P500 cheaper with a longer warranty; the Defy arrives a week sooner.
User: My old fridge dies on Friday. Which one?
Assistant:""",
    )


def _negatives_recipes() -> None:
    neg(
        ["recipe", "times_in_content", "user_typed_clock"],
        "recipes:bake-times",
        """My oven is slow. The recipe says bake the
banana bread 50 minutes at 175 C, then rest 15 minutes. If I put it in at 14:20, when can we eat it? Guests
arrive at 16:00.""",
    )
    neg(
        ["pasted", "meal_plan_table", "week_dates"],
        "recipes:meal-plan-table",
        """Make a shopping list from this plan:

| Day            | Lunch                   | Dinner                     |
|----------------|-------------------------|----------------------------|
| Mon 16 Mar     | rice and beans          | nshima, kapenta, rape      |
| Tue 17 Mar     | leftovers               | chicken stew, rice         |
| Wed 18 Mar     | samp and beans          | fish, nshima, cabbage      |""",
    )
    neg(
        ["pasted", "between_user_paragraphs", "best_before"],
        "recipes:pantry-between",
        """I'm trying to use things up before we travel.

Flour 2 kg - best before 03/2026
Tinned tomatoes x4 - 11/2027
Coconut milk x2 - 05/04/2026
Eggs 10 - packed 09/03/2026

Which ones do I need to cook this week, and what can I make with all of them together?""",
    )
    neg(
        ["pasted", "recipe_card", "authored_revision", "question_before"],
        "recipes:recipe-card",
        """Halve this recipe for me:

Chicken mwambe (serves 8)
Recipe v3 · updated 2026-02-11 by Mama Luísa
1.6 kg chicken, 4 tbsp palm oil paste, 2 onions, 4 tomatoes, 3 garlic cloves, 1 chilli
Brown chicken 15 min, add paste and onions, simmer 45 min.""",
    )
    neg(
        ["few_shot", "ingredient_parser"],
        "recipes:few-shot-parser",
        """Parse ingredients into JSON.

"2 cups rice, rinsed" -> {"qty": 2, "unit": "cup", "item": "rice", "note": "rinsed"}
"500 g beef, cut 14 March" -> {"qty": 500, "unit": "g", "item": "beef", "note": "cut 14 March"}

"1 kg kapenta, dried" ->""",
    )
    neg(
        ["pasted", "food_diary", "times_in_diary", "question_after"],
        "recipes:food-diary",
        """Mon 07:30 tea, 2 slices bread
Mon 13:00 chips mayai
Mon 20:15 rice, beans, avocado
Tue 07:45 tea, mandazi
Tue 13:10 chips mayai
Tue 19:50 ugali, sukuma, beef stew
Is this balanced? I want more vegetables without spending much more.""",
    )
    neg(
        ["pasted", "oven_program", "times_in_config"],
        "recipes:oven-program",
        """My smart oven shows this program - will it be
done by 7?

P3  Fan bake  180 °C  duration 00:45  delayed start 17:30  keep warm 00:30""",
    )
    neg(
        ["pasted", "multi_turn", "recipe_scaling"],
        "recipes:multi-turn-scaling",
        """User: I'm making fish chowder for 10, the recipe for 6 says simmer stock 1 h then veg 40 min, dinner at 7.
Assistant: Start the stock at 5:00 and add the vegetables at 6:00; it will be ready just before 7.
User: What if I start at 5:20 instead?
Assistant:""",
    )
    neg(
        ["stable_lookalike", "app_header", "calver", "program_position"],
        "recipes:app-stable",
        """App: Kitchen Notes 2026.3.1
Recipe library synced from: family account (since 2023-05-14)
Units: metric
Diet: no pork

Suggest a side dish for grilled tilapia.
Assistant:""",
    )


def _negatives_language() -> None:
    neg(
        ["exercise", "date_in_exercise"],
        "language:translate-exercise",
        """Translate into Portuguese, keeping the date
format of the original:

"Today is Saturday, 14 March 2026. The market opens at 6:30 and the bus to Nampula leaves at 9."
Translation:""",
    )
    neg(
        ["pasted", "vocabulary_export", "ids_and_dates", "question_after"],
        "language:vocab-export",
        """word_id,word,meaning,added,next_review
w_81f2,a feira,the fair,2026-03-02,2026-03-15
w_81f3,gratuito,free of charge,2026-03-02,2026-03-16
w_8204,a editora,the publisher,2026-03-09,2026-03-14
w_8210,decorrer,to take place,2026-03-12,2026-03-14
Which of these are due today if today is the 14th?""",
    )
    neg(
        ["pasted", "tandem_chat", "times_in_chat", "question_before"],
        "language:tandem-chat",
        """Correct my French in this chat with my language partner, but don't change hers:

[18:02] Moi: Bonjour Claire! Je suis rentré de Musanze hier soir.
[18:04] Claire: Ah super ! C'était comment ?
[18:07] Moi: C'était très bien, nous avons vu les gorilles et il a plu tout le journée.""",
    )
    neg(
        ["pasted", "certificate", "certificate_id", "question_after"],
        "language:certificate",
        """CERTIFICATE OF COMPLETION
This certifies that Aline Mukamana completed French B1 (Units 1-24) on 28 February 2026.
Certificate ID: LC-B1-2026-0228-55172 · Verify at verify.lingoapp.example

Is this enough to show my employer that I have B1, or do I need DELF?""",
    )
    neg(
        ["pasted", "review_log", "question_after_no_pointer"],
        "language:review-log",
        """2026-03-10 07:12  card 1187 "decorrer"   again   interval 0d
2026-03-10 07:13  card 1190 "gratuito"   good    interval 4d
2026-03-11 07:05  card 1187 "decorrer"   hard    interval 1d
2026-03-12 07:09  card 1187 "decorrer"   again   interval 0d
why do i keep failing decorrer""",
    )
    neg(
        ["pasted", "multi_turn", "letter_other_language"],
        "language:multi-turn-adyghe",
        """User: Гъогъу, 12.03.2026. Сянэ, сыкъэкIощт мэфэку мафэм. Сэ сыныбжьэгъухэр къыздэсщэщтых.
Help me check this note to my mother in Adyghe.
Assistant: It reads well. One small thing: "сыныбжьэгъухэр" is fine, but you could add "сэри" for emphasis.
User: And is the date written the usual way at the top?
Assistant:""",
    )
    neg(
        ["stable_lookalike", "learner_profile", "program_position"],
        "language:profile-stable",
        """Learner profile
Native: Burgenland Croatian
Learning: German (A2, since 2025-09-01)
Course: Deutsch im Alltag, edition 2024
Daily goal: 15 minutes

Explain when to use "seit" and "vor" with one example each.
Tutor:""",
    )
    neg(
        ["pasted", "no_blank_line", "lesson_schedule"],
        "language:no-blank-schedule",
        """Can I move my lessons so none fall on a Thursday?
Lesson 7 - Wed 18 Mar 17:00 (online, tutor Marie)
Lesson 8 - Thu 26 Mar 17:00 (online, tutor Marie)
Lesson 9 - Thu 2 Apr 17:00 (online, tutor Marie)
The app only lets me pick weekday evenings.""",
    )


def _negatives_journal() -> None:
    neg(
        ["pasted", "journal_entries", "dates_in_entries", "question_after"],
        "journal:entries",
        """3 March 2026, 22:10 - Long day at the stall. Sold out of bilums by 3.
6 March 2026, 21:45 - Rain all day, nobody came to the market.
9 March 2026, 22:30 - Aunty Kila visited, good talk.
12 March 2026, 23:05 - Tired. Back hurts from carrying the table.

Do you see any pattern in when I write and how I feel?""",
    )
    neg(
        ["pasted", "mood_export_csv", "first_column_date", "question_after_no_pointer"],
        "journal:mood-csv",
        """date,time,mood,activities
2026-03-09,21:40,3,work;football
2026-03-10,22:05,2,work
2026-03-11,21:15,4,family;cooking
2026-03-12,22:50,3,work;friends
best and worst day and what I did""",
    )
    neg(
        ["pasted", "letter_to_self", "dates_in_letter"],
        "journal:letter-to-self",
        """Help me finish this letter to my future self.

"Written 14 March 2026, to open 14 March 2027. Dear me, today I signed the lease for the shop on Kampala
Road. By the time you read this I hope ..."
""",
    )
    neg(
        ["stable_lookalike", "streak", "program_position"],
        "journal:streak-stable",
        """Streak started: 2026-01-03
Entries this year: 68
Journal: Daily pages (created 2024-11-20)
Reminder time: 21:30

Give me a journaling prompt about patience.
Prompt:""",
    )
    neg(
        ["user_typed_clock", "relative_time"],
        "journal:user-clock",
        """It's 2am and I can't sleep because of the
exam tomorrow at 9. Give me a short, calm journaling prompt I can do in ten minutes.""",
    )
    neg(
        ["pasted", "gratitude_log_other_language", "persian_digits"],
        "journal:luri-log",
        """یه چن روز پیش نوشتم:
۱۸ اسفند ۱۴۰۴ - سی دایه‌م شکر
۲۰ اسفند ۱۴۰۴ - سی بارون
۲۲ اسفند ۱۴۰۴ - سی رفیقام
ئی سه تا نه سی ئی هفته یه جمله خوش بنویس.""",
    )
    neg(
        ["pasted", "session_history_table", "question_before"],
        "journal:meditation-history",
        """Am I meditating less than last month?

| Date       | Start | Minutes | Type        |
|------------|-------|---------|-------------|
| 2026-02-02 | 06:10 | 10      | breathing   |
| 2026-02-09 | 06:05 | 12      | body scan   |
| 2026-03-03 | 21:40 | 5       | sleep       |
| 2026-03-11 | 21:55 | 5       | sleep       |""",
    )
    neg(
        ["pasted", "multi_turn", "journal_entry"],
        "journal:multi-turn-entry",
        """User: Today's entry: "Friday 13 March - finished the fence with Tomasi, 9 hours of work, sore hands."
Assistant: Sounds like a big, satisfying day. What made you decide to do it yourselves?
User: Make it sound a bit more reflective, same date and facts.
Assistant:""",
    )


def _negatives_travel() -> None:
    neg(
        ["pasted", "bus_ticket", "booking_ref", "question_before"],
        "travel:bus-ticket",
        """What time should I be at the station?

E-TICKET · Freetown → Bo
Operator: Sierra Leone Road Transport Corporation
Date: 21/03/2026   Departure: 07:30   Seat: 14
Booking ref: SLRTC-9Q4K2
Check-in closes 30 minutes before departure.""",
    )
    neg(
        ["pasted", "hotel_confirmation", "question_after"],
        "travel:hotel-confirmation",
        """Reservation confirmed - Confirmation no. 77310452
Thamalakane River Lodge, Maun
Check-in: Sat 18 Apr 2026 from 14:00
Check-out: Tue 21 Apr 2026 by 10:00
Free cancellation until 11 Apr 2026, 23:59 (local time)

If my flight lands at 09:10 can I get the room early?""",
    )
    neg(
        ["pasted", "visa_approval", "application_number", "question_after"],
        "travel:evisa",
        """ELECTRONIC VISA - APPROVED
Application no.: TZ-EV-2026-03-4418203
Holder: Aline MUKAMANA, passport PC1122334 (Rwanda)
Issued: 11/03/2026   Valid until: 10/06/2026   Single entry, stay up to 90 days

Can I enter on 20 June if I'm already booked?""",
    )
    neg(
        ["pasted", "multi_turn", "itinerary"],
        "travel:multi-turn-itinerary",
        """User: Trip: 18 Apr Gaborone→Maun BP 201 07:40-09:10; 18-21 Apr mokoro camp; 21 Apr drive to Kasane.
Assistant: That works; the camp transfer at 10:30 gives you 80 minutes after landing.
User: What time do I need to leave the house in Gaborone on the 18th if the airport is 20 minutes away?
Assistant:""",
    )
    neg(
        ["user_typed_clock", "times_in_question"],
        "travel:landing-question",
        """My flight lands in Lilongwe at 06:10
local and hotel check-in is from 14:00. Is there anything worth doing near the airport for seven hours?""",
    )
    neg(
        ["stable_lookalike", "traveller_profile", "program_position"],
        "travel:profile-stable",
        """Traveller profile
Passport: Botswana, expires 2031-05-02
Frequent flyer: BP 88213407
Seat preference: aisle
Home airport: GBE

Is a transit visa needed for a 5-hour layover in Johannesburg?
Assistant:""",
    )
    neg(
        ["pasted", "ferry_timetable", "question_after_no_pointer"],
        "travel:boat-timetable",
        """Bilwi - Krukira panga
Lunes 07:00 · Miércoles 07:00 · Viernes 07:00
Regreso 14:00 · C$ 350 por persona
Última actualización: 2 de marzo de 2026
Naiwa sa ki?""",
    )
    neg(
        ["pasted", "between_user_paragraphs", "road_closure_notice"],
        "travel:closure-between",
        """We're driving to Kings Canyon next week. A friend forwarded this:

NOTICE - Larapinta Drive between Hermannsburg and Kings Canyon closed from 16 March 2026 06:00 until
further notice due to flood damage. Check roadreport.nt.gov.au.example before travelling.

Is there another sealed road we can take from Alice Springs, and how much longer is it?""",
    )


def _negatives_smarthome() -> None:
    neg(
        ["pasted", "device_event_log", "question_after"],
        "smarthome:event-log",
        """2026-03-13 02:14:07  Back door sensor   open
2026-03-13 02:14:09  Kitchen motion     detected
2026-03-13 02:15:40  Back door sensor   closed
2026-03-13 06:30:00  Routine            Good morning ran

Something opened the back door at 2 am. Could it be the wind, or should I be worried?""",
    )
    neg(
        ["pasted", "automation_yaml", "ids_and_times", "question_before"],
        "smarthome:automation-yaml",
        """Why doesn't this turn the light on?

alias: Porch light at sunset
id: '1710412345678'
trigger:
  - platform: sun
    event: sunset
    offset: "-00:15:00"
condition:
  - condition: time
    before: "23:30:00"
action:
  - service: light.turn_on
    target:
      entity_id: light.porch""",
    )
    neg(
        ["pasted", "diagnostic_json", "first_member_timestamp", "question_after"],
        "smarthome:hub-diagnostics",
        """{"timestamp":"2026-03-13T21:40:12+03:00","hub":"kisumu-home","uptime_s":1209600,
 "zigbee":{"channel":15,"devices":23,"offline":["gate_sensor"]},"wifi_rssi":-71}
The app says one device is offline - which one, and is the hub's Wi-Fi signal a problem?""",
    )
    neg(
        ["pasted", "router_clients", "lease_times", "question_after_no_pointer"],
        "smarthome:router-clients",
        """Hostname         IP            MAC                Lease expires
tv-living        192.168.1.21  3C:84:6A:12:9F:01  2026-03-15 09:12
thermostat       192.168.1.34  00:1A:2B:3C:4D:5E  2026-03-15 09:40
unknown          192.168.1.57  7E:11:22:33:44:55  2026-03-14 23:02
who is unknown""",
    )
    neg(
        ["stable_lookalike", "home_block", "program_position"],
        "smarthome:home-stable",
        """Home: Kilifi beach house
Hub id: 4f6e2b1a-9c3d-4e8f-a7b6-5c4d3e2f1a09
Time zone: Africa/Nairobi
Hub firmware: 2026.01.4
Installed: 2025-07-19

Suggest an automation that switches off the water heater when nobody is home.
Assistant:""",
    )
    neg(
        ["pasted", "multi_turn", "thermostat_schedule"],
        "smarthome:multi-turn-schedule",
        """User: My thermostat schedule: 06:00 68F, 07:30 60F, 15:30 66F, 22:00 62F, weekdays; weekends 08:00 68F all day.
Assistant: That already drops while the house is empty. You could try 58F from 07:30 to 15:30.
User: The kids are home from 3:30, will 66 be warm enough with -20F outside?
Assistant:""",
    )
    neg(
        ["pasted", "energy_bill_period", "dates_in_document", "question_before"],
        "smarthome:solar-report",
        """Is my solar system underperforming?

Monthly report - Inverter SN 2105-88310
Period: 01/02/2026 - 28/02/2026
Generated: 412 kWh   Exported: 96 kWh   Self-use: 316 kWh
Best day: 17/02/2026 (19.8 kWh)   Worst day: 09/02/2026 (4.1 kWh, rain)""",
    )
    neg(
        ["pasted", "no_blank_line", "lock_code_sms"],
        "smarthome:gate-sms",
        """Got this from the estate gate system:
Visitor code 448213 for Kofi created by you. Valid 14/03/2026 10:00-18:00. One entry.
Can I share it by WhatsApp or does he need the app?""",
    )


def _negatives_car() -> None:
    neg(
        ["pasted", "service_invoice", "question_after"],
        "car:service-invoice",
        """INVOICE 2026/0311-17 · Auto Care Mzuzu
Date: 11/03/2026
Vehicle: Toyota Corolla, reg MZ 4412, odometer 85,200 km
Oil and filter change              MK 68,000
Brake pads (front)                 MK 95,000
Next service due: 95,000 km or 11/09/2026

Did they do the brakes or just check them? It's listed but I didn't ask for it.""",
    )
    neg(
        ["pasted", "trip_log", "question_after_no_pointer"],
        "car:trip-log",
        """Trip   Start             End               Distance  Avg consumption
1      2026-03-12 06:41  2026-03-12 09:02  214 km    7.9 L/100 km
2      2026-03-12 16:10  2026-03-12 18:31  211 km    8.6 L/100 km
3      2026-03-13 07:02  2026-03-13 07:40  31 km     11.2 L/100 km
why is the short trip so thirsty""",
    )
    neg(
        ["pasted", "dtc_readout", "question_before"],
        "car:dtc",
        """My dashboard shows this, can I still drive to Kasane?

DTC P0420 - Catalyst system efficiency below threshold (Bank 1)
Status: confirmed · first recorded 2026-03-12 08:14 · odometer 148,902 km
Freeze frame: 2,150 rpm, 88 km/h, coolant 91 °C""",
    )
    neg(
        ["pasted", "release_notes", "calver", "question_after"],
        "car:release-notes",
        """Software 2026.8.3 - released 2026-03-02
- Improved voice recognition for Southern African English
- Fixed: trip computer reset after 999 km
- Charging schedule now respects public holidays

Is this update worth installing before a long trip, or should I wait?""",
    )
    neg(
        ["pasted", "charging_receipt", "session_id_content", "question_after"],
        "car:charging-receipt",
        """Charging session receipt
Site: Tennant Creek, charger 2 (50 kW)
Session: CS-7F3A2B91 · 12/03/2026 14:02-14:48
Energy: 38.4 kWh · A$26.88
Why was this slower than the sign says? I only averaged about 50 kWh an hour.""",
    )
    neg(
        ["stable_lookalike", "vehicle_block", "program_position", "warranty_date"],
        "car:vehicle-stable",
        """Vehicle: Toyota Hilux 2.8 GD-6 (2024)
VIN: AHTKB8CD902718456
Software: 2026.4.1
Warranty until: 2029-02-28
Region: MW

How often should I change the air filter on dusty roads?
Assistant:""",
    )
    neg(
        ["pasted", "multi_turn", "fuel_log"],
        "car:multi-turn-fuel",
        """User: Fuel log: 02 Mar 45 L at 48,900 km; 08 Mar 42 L at 49,410 km; 13 Mar 44 L at 49,930 km.
Assistant: That's about 8.4 L/100 km on average.
User: Is that normal for a Noah with the aircon on?
Assistant:""",
    )
    neg(
        ["pasted", "telematics_email", "score_period", "between_user_paragraphs"],
        "car:telematics-between",
        """My insurer sent my driving score and I don't understand why it dropped.

Your SmartDrive score for 1-28 February 2026: 71 (January: 84)
Harsh braking events: 9 · Night driving: 14% · Speeding: 3 events over 10 km/h

Most of my night driving is picking my wife up from her shift at 22:00. Can I do anything about that
part?""",
    )


def _negatives_wearables() -> None:
    neg(
        ["pasted", "ring_export_json", "first_member_day", "question_after"],
        "wearables:ring-export",
        """{"day":"2026-03-13","bedtime_start":"2026-03-12T23:41:00+10:00","bedtime_end":"2026-03-13T06:12:00+10:00",
 "deep_sleep_min":52,"rem_min":88,"readiness":68}
{"day":"2026-03-14","bedtime_start":"2026-03-13T22:38:00+10:00","bedtime_end":"2026-03-14T06:15:00+10:00",
 "deep_sleep_min":71,"rem_min":94,"readiness":79}
What changed between the two nights?""",
    )
    neg(
        ["pasted", "workout_summary", "question_after"],
        "wearables:workout-summary",
        """Outdoor walk · Sat 14 Mar 2026
Start 06:12 · Duration 58:41 · Distance 5.62 km
Avg pace 10'26"/km · Avg HR 118 · Elevation gain 41 m

Is this enough for my weekly activity goal if I did two of these?""",
    )
    neg(
        ["pasted", "notification_list", "relative_day_labels", "question_after_no_pointer"],
        "wearables:notifications",
        """Watch notifications
Today 07:12  Stand reminder
Today 06:58  Mum: did you reach work?
Yesterday 21:40  Low battery (10%)
Yesterday 18:05  Goal reached: 8,000 steps
did I miss anything important""",
    )
    neg(
        ["pasted", "steps_table", "dates_in_table", "question_before"],
        "wearables:steps-table",
        """What's my average over the week?

| Date     | Steps  |
|----------|--------|
| 08 Mar   | 6,212  |
| 09 Mar   | 9,840  |
| 10 Mar   | 4,105  |
| 11 Mar   | 12,330 |
| 12 Mar   | 7,760  |
| 13 Mar   | 8,015  |
| 14 Mar   | 3,990  |""",
    )
    neg(
        ["pasted", "sync_error", "error_id", "question_after"],
        "wearables:sync-error",
        """Sync failed
Error ID: 7c1e-44a2 · 14 Mar 2026, 06:31
Last successful sync: 11 Mar 2026, 22:04
Try again or restart your watch.
It keeps doing this since Wednesday. What should I try first?""",
    )
    neg(
        ["stable_lookalike", "device_pairing", "program_position"],
        "wearables:device-stable",
        """Watch: Series 9, 45 mm
watchOS: 11.3
Paired since: 2025-10-02
Wrist: left
Units: metric

How do I turn off the stand reminders at night only?
Assistant:""",
    )
    neg(
        ["pasted", "steps_other_language", "question_other_language"],
        "wearables:dagbani-steps",
        """Steps: Atani 6,102 · Atalaata 4,880 · Alaaba 9,315 · Alaamisi 3,970
N-kpɛm ni n-naai 8,000 dabisili kam?""",
    )
    neg(
        ["pasted", "multi_turn", "sleep_times"],
        "wearables:multi-turn-sleep",
        """User: Last night: asleep 23:41, woke 06:12, deep 52 min. Night before: asleep 22:38, woke 06:15, deep 71 min.
Assistant: Going to bed an hour earlier gave you almost 20 more minutes of deep sleep.
User: Should I aim for 22:30 every night then, even on Saturdays?
Assistant:""",
    )


def _negatives_misc() -> None:
    neg(
        ["control", "plain"],
        "control:plain-recipe",
        """You are a cooking assistant. Suggest substitutions for
missing ingredients and keep steps short.

User: I have no baking powder for mandazi. What can I use?
Assistant:""",
    )
    neg(
        ["control", "plain"],
        "control:plain-travel",
        """You are a travel assistant. Answer briefly and suggest one
thing to see.

User: Is Zomba Plateau worth a day trip from Blantyre?
Assistant:""",
    )
    neg(
        ["in_story_clock", "fiction"],
        "misc:story-clock",
        """Continue the story in three sentences:

"The clock in Aunty Kila's kitchen said 6:47, Saturday the 14th, and the bilums still weren't finished. The
bus to Goroka left at 8." """.rstrip(),
    )
    neg(
        ["epoch_in_question", "id_in_question"],
        "misc:epoch-question",
        """My watch app exported 1773450000 as the start of
a walk. Which date and time is that in Port Moresby?""",
    )
    neg(
        ["uuid_in_question", "id_in_question"],
        "misc:uuid-question",
        """Support asked me for my "device id" and the app
shows 3F2B8E10-6C1D-4A7E-9B5F-2D8C0E4A1B6F. Is it safe to send, or can someone use it to get into my
account?""",
    )
    neg(
        ["jwt_in_question", "id_in_question"],
        "misc:jwt-question",
        """Is this token still valid? I copied it from the smart-home app's debug page.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJob21lLTQ0MTIiLCJpYXQiOjE3NzM0NTAwMDAsImV4cCI6MTc3MzQ1MzYwMH0.Yk2m0a8qX7pLr4cZt1vN5bW3dE9fH6jK0sU2oI8gT4A""",
    )
    neg(
        ["user_typed_clock", "relative_time"],
        "misc:user-clock-market",
        """It's 5:40 in the morning here in Soroti and
the market opens at 7. If I leave in 30 minutes on the boda, will I get there before the crowds?""",
    )
    neg(
        ["exercise", "date_in_exercise"],
        "misc:date-format-exercise",
        """Rewrite these dates in the format 14/03/2026:
"March 2, 2026", "2026-04-19", "the 7th of May 2026", "Tue 9 Jun 26".""",
    )


def _negatives_arrangements() -> None:
    """Pasted material right next to the user's words, in unusual arrangements and in the prompts' languages."""
    neg(
        ["pasted", "timetable_other_language", "devanagari_digits", "question_after_no_pointer"],
        "arrangement:kumaoni-bus-timetable",
        """अल्मोड़ा - हल्द्वानी बस
सुबेर ६:३० · ८:०० · १०:१५
दिनक १:०० · ३:३०
किराया ₹ ३१० · १५ मार्च २०२६ बटी नई समय
मैं भोल हल्द्वानी पुजण चानूं, द्वी बजि तक, कै बस ल्हूं?""",
    )
    neg(
        ["pasted", "notice_other_language", "syriac_months", "question_after"],
        "arrangement:turoyo-church-notice",
        """ܥܕܬܐ ܕܡܪܝ ܓܒܪܐܝܠ
ܥܐܕܐ ܕܚܕ ܒܫܒܐ 22 ܐܕܪ 2026، ܩܘܪܒܢܐ ܒ 8:30
ܟܠ ܐܢܫ ܡܙܡܢ ܠܫܘܬܦܘܬܐ
Translate this notice from our church into English for my children, and tell me which day of the week
the 22nd is.""",
    )
    neg(
        ["pasted", "sms_other_language", "arabic_indic_digits", "question_after_no_pointer"],
        "arrangement:najdi-sms",
        """عميلنا العزيز، تم شحن طلبك رقم ٤٥٢٨٨١٠ وسيصلك يوم الأحد ١٥ مارس ٢٠٢٦ بين ٤:٠٠ م و ٨:٠٠ م.
للاستفسار: ٩٢٠٠١٢٣٤٥
يعني بيجيني بكرة ولا بعده؟""",
    )
    neg(
        ["pasted", "order_message_other_language", "han_numerals"],
        "arrangement:fuzhou-order",
        """店家發來的：
「訂單已確認：魚丸兩斤、蝦乾半斤，三月十六號禮拜一寄出，大約三月十八號到福清。」
伊講幾號寄出？我禮拜二無在厝。""",
    )
    neg(
        ["pasted", "invitation_other_language", "devanagari_digits", "question_after"],
        "arrangement:haryanvi-invite",
        """शुभ विवाह
चि. सुनील संग सौ. पूजा
लगन: २२ अप्रैल २०२६, सांझ ७:३० बजे
स्थान: चौधरी फार्म हाउस, सोनीपत
यो कार्ड मन्नै आया सै। इसका जवाब किसा लिखूं के मैं आऊंगा पर घरवाली कोनी आ सकदी?""",
    )
    neg(
        ["pasted", "school_notice_russian", "question_other_language"],
        "arrangement:khakas-school",
        """Объявление: родительское собрание 5 «Б» класса состоится 18 марта 2026 г. в 18:00 в кабинете 214.
Явка обязательна.
Пу собраниеға парарға кирек пе? Мин иртенге ибде чоғылбын.""",
    )
    neg(
        ["pasted", "no_blank_line", "email_headers"],
        "arrangement:reply-no-blank",
        """Draft a reply to this saying I'll send the form on Monday:
From: Registrar <registrar@unibots.example>
Date: Thu, 12 Mar 2026 11:20:44 +0200
Subject: Missing form for your transcript request (ref TR-2026-00817)
Dear Mr Kgosi, your request of 2 March cannot be processed until we receive form R5, signed. Regards.""",
    )
    neg(
        ["pasted", "multi_turn", "assistant_quoted_log"],
        "arrangement:multi-turn-quoted-log",
        """User: the camera app says "Offline since 2026-03-13 23:58" for the gate camera
Assistant: That usually means the camera lost Wi-Fi or power just before midnight. Did the power go off?
User: yes ZESCO load-shedding from 22:00 to 02:00
Assistant: Then it probably didn't reconnect when power came back. Try unplugging it for ten seconds.
User: done, still offline
Assistant:""",
    )
    neg(
        ["pasted", "between_user_paragraphs", "chat_export_prefix"],
        "arrangement:chat-between-paragraphs",
        """My group is arguing about who said they'd bring the tent. Here's the bit of the chat:

[14.03.26 09:12] Okello: I'll bring the tent if someone brings the poles
[14.03.26 09:15] Akello: poles are in the tent bag
[14.03.26 09:31] Emuron: so Okello brings tent+poles

Did Okello actually agree to bring the poles, or only the tent? I want to settle it kindly.""",
    )
    neg(
        ["pasted", "first_line_date", "teacher_note"],
        "arrangement:teacher-note-date-first",
        """Date: 13/03/2026
Dear Parent, Mphatso did not hand in her science project due on 11 March. She may submit it by Wednesday
18 March for full marks. - Mrs. Chirwa, Std 7
How do I reply politely and say she was sick?""",
    )
    neg(
        ["pasted", "first_line_request_id", "support_confirmation"],
        "arrangement:support-request-id-first",
        """Request ID: 4471-2026-0314-0092
Status: Received 14/03/2026 08:02
Subject: Refund for damaged blender (order 44017)
We will reply within 3 working days.
it's been 5 days, can I escalate?""",
    )
    neg(
        ["pasted", "first_line_timestamp", "form_response"],
        "arrangement:form-timestamp-first",
        """Timestamp: 3/12/2026 19:44:02
Name: Tumelo Kgosi
Event: Sunday braai, 22 March
Bringing: 2 kg boerewors, charcoal
Dietary: none
Is this the last sign-up? Add Tumelo to the shopping list and tell me what's still missing.""",
    )


# --- generated families -------------------------------------------------------------------------------------------

# (name, language, system prompt, user message, cue line or None where the natural cue is not ASCII)
BODIES: list[tuple[str, str, str, str, str | None]] = [
    (
        "kuru-assistant",
        "en_bw",
        "You are Kuru, a general assistant in a phone app. Be brief and practical.",
        "What's a cheap way to keep the chickens cool in October?",
        "Assistant:",
    ),
    (
        "mail-compose",
        "en_bm",
        "You are the writing assistant of an e-mail client. Keep the user's tone; fix "
        "grammar and make it shorter.",
        "Tell the church fair committee I can do the cake stall from 10 to 1.",
        "Assistant:",
    ),
    (
        "cal-helper",
        "en_ky",
        "You are a calendar assistant. Resolve relative dates against the current time and "
        "confirm the event in one line.",
        "Book dinner at Grand Old House on Friday at 7 for four people.",
        "Assistant:",
    ),
    (
        "notes-ai",
        "en_gm",
        "You are the assistant of a notes app. Answer from the user's notes and quote them.",
        "What did I write about the Basse trip budget?",
        "Assistant:",
    ),
    (
        "page-summary",
        "en_sl",
        "You are a browser extension that summarises the page the user is reading in three bullets.",
        "Summarise the page about the new Lungi ferry timetable.",
        "Summary:",
    ),
    (
        "bakery-bot",
        "en_rw",
        "You are the Telegram bot of a Kigali bakery. Take orders and answer about prices.",
        "Do you have mandazi this afternoon?",
        "Bot:",
    ),
    (
        "speaker",
        "en_zm",
        "You are a smart speaker's assistant. Reply in one spoken sentence.",
        "how long to cook beans without soaking",
        "Assistant:",
    ),
    (
        "shop-helper",
        "en_tz",
        "You are the shopping assistant of an online marketplace. Recommend one product and "
        "say why in one sentence.",
        "I need a cheap rice cooker for a small family.",
        "Assistant:",
    ),
    (
        "meal-planner",
        "en_mw",
        "You are a meal planner. Suggest three dinners using local market food.",
        "Dinners for this week without beef, please.",
        "Assistant:",
    ),
    (
        "tutor-fr",
        "en_cm",
        "You are a French tutor. Correct the learner's sentence gently and explain once.",
        "Je suis allé au marché avec ma sœur hier et nous avons acheter des plantains.",
        "Tutor:",
    ),
    (
        "journal-coach",
        "en_pg",
        "You are a journaling companion. Offer one reflective question, no advice.",
        "Today I finished painting the house with my cousins.",
        "Question:",
    ),
    (
        "trip-planner",
        "en_bn",
        "You are a personal travel planner. Give a short plan with times.",
        "Half a day in Kota Kinabalu before my evening flight.",
        "Assistant:",
    ),
    (
        "home-assistant",
        "en_ke",
        "You control the lights, pump and gate of a house. Confirm what you did.",
        "Switch on the security lights and close the gate.",
        "Assistant:",
    ),
    (
        "car-assistant",
        "en_ug",
        "You are the in-car assistant. Answer in under 20 words.",
        "find fuel near Jinja that takes mobile money",
        "Assistant:",
    ),
    (
        "watch-coach",
        "en_gi",
        "You are the coach in a smartwatch companion app. One encouraging sentence, one tip.",
        "I only did 3,000 steps today, I was on the Rock tour bus all day.",
        "Coach:",
    ),
    (
        "thermostat",
        "en_us",
        "You are a smart thermostat's assistant. Suggest settings that save fuel.",
        "We're away Saturday to Monday, what should I set?",
        "Assistant:",
    ),
    (
        "kumaoni-recipes",
        "kfy",
        "You are a recipe assistant. Answer in Kumaoni.",
        "भट्ट क चुड़कांणि कसिक बणूं? चार लोगोंक लिजी बताओ।",
        None,
    ),
    (
        "haryanvi-shop",
        "bgc",
        "You are a shopping assistant. Answer in Haryanvi.",
        "मन्नै एक सस्ता कूलर चाहिए, दो कमरयां खातर। कौण सा ठीक रहवैगा?",
        None,
    ),
    (
        "sherpa-trek",
        "xsr",
        "You are a trek-planning assistant. Answer in Sherpa written in Devanagari, briefly.",
        "नाम्चे ले तेङबोचे सम ग्याम थुरिङ गाङ्से?",
        None,
    ),
    (
        "gilaki-calendar",
        "glk",
        "You are a calendar assistant. Answer in Gilaki.",
        "فردا ساعت ده رشت بازار مرا یاد بدن.",
        None,
    ),
    (
        "najdi-car",
        "ars",
        "You are the in-car assistant. Answer in Najdi Arabic in one sentence.",
        "وين أقرب محطة بنزين على طريق الخرج؟",
        None,
    ),
    (
        "fuzhou-shop",
        "fzho",
        "You are the shopping assistant of a seafood shop. Answer in Fuzhounese (Han script).",
        "蝦乾今旦有無特價？",
        None,
    ),
    (
        "ainu-lesson",
        "ain",
        "You are an Ainu language tutor. Answer in Ainu (katakana) with a Japanese gloss.",
        "イランカラㇷ゚テ。「ありがとう」はアイヌ語で何ですか？",
        None,
    ),
    (
        "kumyk-home",
        "kum",
        "You are a smart-home assistant. Answer in Kumyk.",
        "Къонакъ уьйдеги печни якъ.",
        None,
    ),
    (
        "altai-travel",
        "alt",
        "You are a travel assistant for the Altai Republic. Answer in Altai.",
        "Чуй јолы ачык па? Кош-Агашка барайын деп турум.",
        None,
    ),
    (
        "sasak-recipes",
        "sas",
        "You are a recipe assistant. Answer in Sasak.",
        "Berembe carene piaq plecing kangkung?",
        None,
    ),
    (
        "chuukese-travel",
        "chk",
        "You are a travel assistant in Chuuk. Answer in Chuukese, short.",
        "Ifa fansoun ewe boat epwe feino Tonoas?",
        None,
    ),
    (
        "makhuwa-watch",
        "vmw",
        "You are the coach in a smartwatch companion app. Answer in Makhuwa, briefly.",
        "Kinaphavela weettaka passos 6.000 olelo. Kinrowa wira sai?",
        None,
    ),
    (
        "luhya-bot",
        "luy",
        "You are the Telegram bot of a Kakamega dairy shop. Answer in Luhya.",
        "Mulembe! Amabere kali ho lero?",
        None,
    ),
    (
        "zapotec-recipes",
        "zai",
        "You are a recipe assistant. Answer in Isthmus Zapotec with quantities in Spanish.",
        "Padiuxi. Ximodo gúchenu guetabiguii para chii binni?",
        None,
    ),
    (
        "nheengatu-travel",
        "yrl",
        "You are a travel assistant on the Rio Negro. Answer in Nheengatu.",
        "Puranga ara! Ma ara kuá yara usu São Gabriel kití?",
        None,
    ),
    (
        "kriol-voice",
        "rop",
        "You are a voice assistant. Answer in Kriol, one sentence.",
        "Wanim taim dijan shop oupin tudei?",
        None,
    ),
]

LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], timezone]] = {
    "kfy": ("आजक दिन", now_kumaoni, IST),
    "bgc": ("आज की तारीख", now_haryanvi, IST),
    "xsr": ("तिरिङ", now_sherpa, NPT),
    "glk": ("ایمروز", now_persian, IRST),
    "ars": ("الوقت الحين", now_najdi, AST3),
    "fzho": ("今旦", now_fuzhou, CST8),
    "ain": ("タント", now_ainu, JST),
    "kum": ("Бугюн", lambda t: now_cyr(t, "йыл"), MSK),
    "alt": ("Бӱгӱн", lambda t: f"{t:%d.%m.%Y} {t:%H:%M}", KRAT),
    "sas": ("Jelo sine", now_sasak, WITA),
    "chk": ("Ikenai", now_english, CHUT),
    "vmw": ("Olelo", now_pt, CAT),
    "luy": ("Lero", now_english, EAT),
    "zai": ("Yanna", now_es, CST6),
    "yrl": ("Kuíri", now_pt, AMT),
    "rop": ("Tudei", now_english, ACST),
}

ENGLISH_ZONE: dict[str, timezone] = {
    "en_bw": CAT,
    "en_bm": AST4,
    "en_ky": CAYT,
    "en_gm": GMT,
    "en_sl": GMT,
    "en_rw": CAT,
    "en_zm": CAT,
    "en_tz": EAT,
    "en_mw": CAT,
    "en_cm": WAT,
    "en_pg": PGT,
    "en_bn": BNT,
    "en_ke": EAT,
    "en_ug": EAT,
    "en_gi": CET,
    "en_us": AKST,
}

LOCALE: dict[str, str] = {
    "en_bw": "en-BW",
    "en_bm": "en-BM",
    "en_ky": "en-KY",
    "en_gm": "en-GM",
    "en_sl": "en-SL",
    "en_rw": "en-RW",
    "en_zm": "en-ZM",
    "en_tz": "en-TZ",
    "en_mw": "en-MW",
    "en_cm": "en-CM",
    "en_pg": "en-PG",
    "en_bn": "en-BN",
    "en_ke": "en-KE",
    "en_ug": "en-UG",
    "en_gi": "en-GI",
    "en_us": "en-US",
    "kfy": "kfy-IN",
    "bgc": "bgc-IN",
    "xsr": "xsr-NP",
    "glk": "glk-IR",
    "ars": "ar-SA",
    "fzho": "cdo-CN",
    "ain": "ain-JP",
    "kum": "kum-RU",
    "alt": "alt-RU",
    "sas": "sas-ID",
    "chk": "chk-FM",
    "vmw": "vmw-MZ",
    "luy": "luy-KE",
    "zai": "zai-MX",
    "yrl": "yrl-BR",
    "rop": "rop-AU",
}

# (cue, family, label, key, value maker); the families marked numeric are written bare in JSON.
FIELDS: list[tuple[str, str, str, str, Callable[[Gen19, datetime], str]]] = [
    ("datetime", "rfc3339_ms", "Timestamp", "timestamp", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "js_iso", "Client time", "client_time", lambda g, t: js_iso(t)),
    ("datetime", "js_locale", "Local time", "local_time", lambda g, t: js_locale(t)),
    ("datetime", "swift_date", "Device time", "device_time", lambda g, t: swift_date(t)),
    ("datetime", "dart_utc", "Now", "now", lambda g, t: dart_utc(t)),
    ("datetime", "kotlin_local", "Requested at", "requested_at", lambda g, t: kotlin_local(t)),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t)),
    ("datetime", "python_iso", "now", "now", lambda g, t: py_iso(t)),
    ("datetime", "python_logging", "Logged", "logged", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    (
        "datetime",
        "go_time_string",
        "Clock",
        "clock",
        lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 90000)}.{g.digits(9)}"),
    ),
    (
        "datetime",
        "dotnet_roundtrip",
        "Request timestamp",
        "request_timestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "windows_general", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "sk_now", "Current date and time", "now", lambda g, t: sk_now(t)),
    ("datetime", "us_medium", "Today", "today", lambda g, t: us_medium(t)),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t)),
    ("datetime", "unix_date", "date", "date", lambda g, t: unix_date(t)),
    ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "compact", "ts", "ts", lambda g, t: compact(t)),
    ("datetime", "postgres_tz", "Queried at", "queried_at", lambda g, t: postgres_tz(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "iso_week", "Current week", "week", lambda g, t: iso_week(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.small(1, 1000)))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "Request-Id", "request_id", lambda g, t: g.uuid7(t)),
    ("request_id", "uuid1", "Event-Id", "event_id", lambda g, t: g.uuid1()),
    ("session_id", "ulid", "Session", "session", lambda g, t: g.ulid(t)),
    ("session_id", "ksuid", "Conversation", "conversation_id", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3()),
    ("request_id", "hex32", "Correlation-Id", "correlation_id", lambda g, t: g.hex(32)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "user-" + g.digits(6))),
    ("request_id", "b58", "Request", "req", lambda g, t: g.b58(22)),
    ("request_id", "b32", "Call", "call_id", lambda g, t: g.b32(26)),
    ("message_id", "snowflake", "Message", "message_id", lambda g, t: g.snowflake(t)),
    ("session_id", "vendor_thread", "Thread", "thread_id", lambda g, t: "thr_" + g.b62(22)),
    ("session_id", "uuid4_upper", "Session ID", "session_id", lambda g, t: g.uuid4u()),
]
NUMERIC = {"epoch_s", "epoch_ms", "epoch_ns"}

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "tail",
    "yaml_front",
    "json_member",
    "xml_attr",
    "kv_inline",
    "bracket_user",
    "html_comment",
    "md_bullet",
]

STABLE_LINES = [
    "Model: pocket-large-2025-09",
    "Plan: Free",
    "Platform: android",
    "Channel: app",
    "Locale: {locale}",
    "App version: 2026.03.2",
    "Units: metric",
    "Knowledge cutoff: 2025-06",
]

# Stable values that look like dates or ids: (label, key, value).
STABLE_ANY: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-10-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_revision", "2026-01-14"),
    ("Member since", "member_since", "2024-02-11"),
    ("App version", "app_version", "2026.03.2"),
    ("Account created", "account_created", "2023-11-30T08:15:00Z"),
    ("Tenant", "tenant", "7b3c9e21-4f0a-4d6b-8e2c-1a9f5d3b7c60"),
    ("Time zone", "time_zone", "{tz}"),
    ("Support hours", "support_hours", "Mon-Fri 08:00-17:00"),
    ("Timeout", "timeout_s", "30"),
    ("Terms accepted", "terms_accepted", "2025-05-02"),
    ("Build", "build", "4f2a9c1"),
]
STABLE_DOMAIN: dict[str, list[tuple[str, str, str]]] = {
    "assistant": [
        ("Memory updated", "memory_updated", "2026-02-02"),
        ("Birthday", "birthday", "14 February"),
    ],
    "mail": [
        ("Signature changed", "signature_changed", "2025-11-20"),
        ("Mailbox id", "mailbox_id", "mbx_4Q7T2KD9"),
    ],
    "calendar": [
        ("Working hours", "working_hours", "08:00-16:30"),
        ("Calendar id", "calendar_id", "6f1b2c9e-4d7a-4e0b-8f3c-1a2b3c4d5e6f"),
    ],
    "notes": [("Vault created", "vault_created", "2023-09-01"), ("Vault id", "vault_id", "v_8d2e61f0a4c3")],
    "browser": [
        ("Extension build", "extension_build", "2026.03.02"),
        ("Install id", "install_id", "ins_2M9xQ4aB7c"),
    ],
    "messaging": [("Chat id", "chat_id", "-1002231587764"), ("Bot id", "bot_id", "7412650398")],
    "voice": [("Device serial", "device_serial", "KSP-2025-04-1187"), ("Firmware", "firmware", "2026.02.11")],
    "shopping": [
        ("Loyalty valid until", "loyalty_until", "2026-12-31"),
        ("Customer", "customer", "C-0048821"),
    ],
    "recipes": [("Library since", "library_since", "2023-05-14"), ("Household", "household", "hh_51c0e7")],
    "language": [
        ("Course edition", "course_edition", "2024"),
        ("Learning since", "learning_since", "2025-09-01"),
    ],
    "journal": [
        ("Streak started", "streak_started", "2026-01-03"),
        ("Journal created", "journal_created", "2024-11-20"),
    ],
    "travel": [("Passport expiry", "passport_expiry", "2031-05-02"), ("Home airport", "home_airport", "GBE")],
    "home": [
        ("Hub id", "hub_id", "4f6e2b1a-9c3d-4e8f-a7b6-5c4d3e2f1a09"),
        ("Installed", "installed", "2025-07-19"),
    ],
    "car": [("VIN", "vin", "AHTKB8CD902718456"), ("Warranty until", "warranty_until", "2029-02-28")],
    "wearable": [
        ("Paired since", "paired_since", "2025-10-02"),
        ("Watch serial", "watch_serial", "GQ7K2M4XJ1"),
    ],
}
BODY_DOMAIN: dict[str, str] = {
    "kuru-assistant": "assistant",
    "mail-compose": "mail",
    "cal-helper": "calendar",
    "notes-ai": "notes",
    "page-summary": "browser",
    "bakery-bot": "messaging",
    "speaker": "voice",
    "shop-helper": "shopping",
    "meal-planner": "recipes",
    "tutor-fr": "language",
    "journal-coach": "journal",
    "trip-planner": "travel",
    "home-assistant": "home",
    "car-assistant": "car",
    "watch-coach": "wearable",
    "thermostat": "home",
    "kumaoni-recipes": "recipes",
    "haryanvi-shop": "shopping",
    "sherpa-trek": "travel",
    "gilaki-calendar": "calendar",
    "najdi-car": "car",
    "fuzhou-shop": "shopping",
    "ainu-lesson": "language",
    "kumyk-home": "home",
    "altai-travel": "travel",
    "sasak-recipes": "recipes",
    "chuukese-travel": "travel",
    "makhuwa-watch": "wearable",
    "luhya-bot": "messaging",
    "zapotec-recipes": "recipes",
    "nheengatu-travel": "travel",
    "kriol-voice": "voice",
}
STABLE_NUMERIC = {"timeout_s", "chat_id", "bot_id"}

TZ_NAME: dict[str, str] = {
    "en_bw": "Africa/Gaborone",
    "en_bm": "Atlantic/Bermuda",
    "en_ky": "America/Cayman",
    "en_gm": "Africa/Banjul",
    "en_sl": "Africa/Freetown",
    "en_rw": "Africa/Kigali",
    "en_zm": "Africa/Lusaka",
    "en_tz": "Africa/Dar_es_Salaam",
    "en_mw": "Africa/Blantyre",
    "en_cm": "Africa/Douala",
    "en_pg": "Pacific/Port_Moresby",
    "en_bn": "Asia/Brunei",
    "en_ke": "Africa/Nairobi",
    "en_ug": "Africa/Kampala",
    "en_gi": "Europe/Gibraltar",
    "en_us": "America/Anchorage",
    "kfy": "Asia/Kolkata",
    "bgc": "Asia/Kolkata",
    "xsr": "Asia/Kathmandu",
    "glk": "Asia/Tehran",
    "ars": "Asia/Riyadh",
    "fzho": "Asia/Shanghai",
    "ain": "Asia/Tokyo",
    "kum": "Europe/Moscow",
    "alt": "Asia/Barnaul",
    "sas": "Asia/Makassar",
    "chk": "Pacific/Chuuk",
    "vmw": "Africa/Maputo",
    "luy": "Africa/Nairobi",
    "zai": "America/Mexico_City",
    "yrl": "America/Manaus",
    "rop": "Australia/Darwin",
}

LOCAL_SINCE: dict[str, tuple[str, str]] = {
    "kfy": ("सदस्य बणि", digits("३ मार्च २०२४", DEVA)),
    "ars": ("عضو من", digits("١٢ مارس ٢٠٢٣", ARABIC_INDIC)),
    "fzho": ("入會", "二〇二三年五月十四號"),
    "sas": ("Anggota sejak", "3 Maret 2024"),
    "glk": ("عضو از", digits("۱۲ اسفند ۱۴۰۲", PERSIAN)),
}

GENERATED_POSITIVES = 24
GENERATED_NEGATIVES = 16


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field written as each position writes it."""
    quoted = '"' + value + '"'
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {quoted if ': ' in value or value[:1] in '[{*&!%@`' else value}",
        "json": f'"{key}": {value if numeric else quoted},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={quoted if ' ' in value else value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(
    g: Gen19,
    position: str,
    body: tuple[str, str, str, str, str | None],
    forms: dict[str, str],
    mark: Callable[[str], str],
) -> str:
    name, lang, system, question, cue = body
    locale = LOCALE[lang]
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    if position == "head":
        return f"{mark(forms['line'])}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(forms['line'])}\n\n{user}{end}"
    if position == "header_block":
        label = forms["line"].split(": ", 1)[0]
        others = [s for s in STABLE_LINES if not s.startswith(label + ":")]
        block = [s.format(locale=locale) for s in g.rng.sample(others, 3)]
        block.insert(g.small(0, 4), mark(forms["line"]))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(forms['line'])}{end}"
    if position == "tail":
        return f"{system}\n\n{user}\n\n--\n{mark(forms['line'])}\n"
    if position == "yaml_front":
        return f"---\napp: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
    if position == "json_member":
        return (
            f'{{\n  "app": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return f'<context app="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
    if position == "kv_inline":
        return f"[ctx app={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    if position == "bracket_user":
        return f"{system}\n\n{user} {mark(forms['bracket'])}{end}"
    if position == "html_comment":
        return f"{mark(forms['comment'])}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return f"## Context\n- **App:** {name}\n{mark(forms['bullet'])}\n- **Locale:** {locale}\n\n{system}\n\n{user}{end}"


def generated_positives(g: Gen19) -> list[Draft]:
    """One volatile field (or the current date and time written in the body's language) in a body at a position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_NOW and k % 2 == 0:
            label, render, zone = LOCAL_NOW[lang]
            cue, family = "datetime", f"localized_now_{lang}"
            forms = _forms(label, "now", render(g.at(zone)), False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            zone = ENGLISH_ZONE.get(lang) or LOCAL_NOW[lang][2]
            t = g.eu() if zone is CET else g.at(zone)
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            draft(marked, f"generated:{body[0]}+{family}", ["generated", position, family, f"lang_{lang}"])
        )
    return out


def generated_negatives(g: Gen19) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    used: set[str] = set()
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 7) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_SINCE:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            pool = [f for f in STABLE_DOMAIN[BODY_DOMAIN[body[0]]] + STABLE_ANY if f[1] not in used]
            label, key, value = pool[g.small(0, min(3, len(pool)))]
            value = value.format(tz=TZ_NAME[lang])
            used.add(key)
            family, forms = key, _forms(label, key, value, key in STABLE_NUMERIC)
        plain = _render(g, position, body, forms, lambda s: s)
        out.append(
            Draft(
                plain,
                f"{SRC}negative:generated:{body[0]}+{family}",
                ["hard_negative", "generated", position, family, f"lang_{lang}"],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen19(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_assistant()
    _negatives_mail()
    _negatives_calendar()
    _negatives_notes()
    _negatives_browser()
    _negatives_messaging()
    _negatives_voice()
    _negatives_shopping()
    _negatives_recipes()
    _negatives_language()
    _negatives_journal()
    _negatives_travel()
    _negatives_smarthome()
    _negatives_car()
    _negatives_wearables()
    _negatives_arrangements()
    _negatives_misc()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold19", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
