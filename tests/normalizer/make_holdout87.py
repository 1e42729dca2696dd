"""Build `prompt_normalizer/corpus/holdout87.jsonl`, an eighty-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout87.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- facilities, HVAC, lifts, BMS, BACnet,
chillers, badges, visitors, access control, cleaning, work orders, CMMS, contractors, permits to work,
meeting rooms, occupancy, sensors, fire alarms, desk booking -- and the passages around the hits; the
docstrings of `make_holdout78.py` and `make_holdout80.py` and the clarification section of
`make_holdout72.py` were read in full), to keep clear of the sources and scenarios they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its last
150 lines, for the structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing
of `tests/normalizer/` showed the names of the generators, a count of the files in `prompt_normalizer/corpus/` and a check
of the output path showed that `holdout87.jsonl` did not exist yet, and a read-only `git status` listed
the names of the files new in the working tree.) Nothing else under `prompt_normalizer/`, no other test file, no
`*.jsonl` corpus, neither docs/ nor bench/ and no git history was read; the expected outputs were
checked by building the cases in memory, not by reading the written corpus. `make_holdout81.py` to
`make_holdout88.py`, written at the same time, were not read.

The domain is facility management of office buildings: building management system alarms, HVAC and
lift maintenance, access control and visitor badges, cleaning schedules, meeting room sensors, work
orders and contractor permits. The earlier docstrings name neighbours of it: workplace facilities in
enterprise back-office copilots with desk booking, visitor management, badge access in an XML context
block, meeting rooms and hoteling in ChatML, HVAC work orders, occupancy planning, and as hard
negatives visitor logs, access-control exports, CAFM work orders, a sensor snapshot and a fire-drill
notice (make_holdout22); coworking spaces with a room booking CloudEvent, a badge event in a delivery
envelope, a visitor kiosk clock and session, and lift service reports and fire alarm logs as negatives
(make_holdout34); data-centre facilities with a PACS pull, a key cabinet clock, a tailgate relay, a
contractor permit dated today by a permit tool, a CMMS work order in SOAP and a BMS gateway header with
GNU `date` (make_holdout61); a BMS station with BACnet alarms and trend logs, KNX, Modbus gateways and
lift controllers (make_holdout11); lift entrapments, escalators and a hotel chiller plant
(make_holdout16); property management work orders through a resident app gateway (make_holdout69); and
permits to work on construction sites (make_holdout28, make_holdout74). The scenarios here were written
around them: no desk booking, hoteling, canteen, parking, mailroom or coworking; no visitor kiosk
clock or session, no badge event in a delivery envelope and no badge access XML context block (visitors
arrive as a made-up `X-Kiosko-*` delivery, a pre-registration record, a badge print job and a list
behind a Bearer JWT; badge history is pulled "at" a time); no BACnet trend log, KNX, Modbus, SNMP or
SOAP; BMS alarms are a pretty JSON alarm, a head-end CSV export, a `curl -i` against a BMS API and a
chiller controller's syslog; lifts are remote monitoring logfmt events, a visit report, a monitoring
API exchange and maintenance records in German, Portuguese and Hebrew, with no entrapment or
escalator; cleaning is a markdown log, a floor robot's log, a roster optimiser run, washroom
consumable sensors and schedules in Spanish, Hindi and Vietnamese; meeting rooms are sensor NDJSON, a
room panel's YAML booking and a Turkish fault record; contractor permits are a hot work permit, an
induction form export and a permit draft, with no CMMS-in-SOAP or permit-tool date from the data-centre
corpus. The sources are:

* BMS alarms and HVAC: YAML front matter `generated_at` and a ULID `request_id` over a pasted alarm
  JSON that opens with `created_at` and a UUIDv7 `id` (which stay), a ReAct CAFM search whose
  single-line observation carries `lookup_id` and `fetched_at` (the work orders and their `created`
  stay), an XML context with `<now>` and a base58 `<session>` element over chiller syslog lines, a
  Chinese alarm JSON with Chinese keys, a French bon d'intervention, a Polish ventilation inspection and
  an Italian AHU record;
* lifts: a `X-Request-ID` UUIDv7 over a monitoring event ULID that the user asks about, a Llama 3
  `Today Date` (`Cutting Knowledge Date` stays) over logfmt events, a German `Anfragezeit:` with a
  `Sitzungs-ID:` over a Wartungsprotokoll (its `Erstellt:` stays), a Hebrew `שעת הבקשה:` over a
  technician report, a Slack `event_callback` with `event_id`, `event_time` and the message `ts` (team,
  channel, user and text stay);
* access control and visitor badges: a visitor sign-in delivery the app received (`X-Kiosko-Delivery`,
  `X-Kiosko-Timestamp`, `X-Kiosko-Signature` move; the payload's `signed_in_at` stays), a ChatML
  `Building clock:` before `<|im_end|>`, a badge history "pulled at" a ctime time with a lower-case ULID
  `(pull ...)`, a forwarded `Authorization: Bearer` JWT over today's visitor list, a Japanese `現在時刻：`
  with a full-width colon and a ULID `リクエストID：`, a Korean `현재 시각:` in 12-hour form after the
  user's question, a Greek footer (`Συνεδρία:`, `Ώρα:`);
* cleaning: a Mistral `[INST]` prompt with a Go RFC3339Nano `Now:` over a cleaning log, a roster
  optimiser run (KSUID `Run:`, Python `isoformat()` `Started:`), a washroom sensor delivery received with
  Standard Webhooks headers, a Spanish single-line JSON head (`solicitud` UUIDv7, `ts` in ms), a
  made-up `nimbus.clk` in ns and `nimbus.hop` snowflake (`nimbus.build` CalVer and `nimbus.site` stay);
* meeting rooms and occupancy: a Semantic Kernel current-time sentence inside a system paragraph, a
  binary CloudEvent (`ce-id`, `ce-time`; the occupancy message with its own `timestamp` and `msgId`
  stays);
* work orders: a helpdesk mailbox fetched "at" a GNU `date` time with a hex `(poll ...)` (the e-mail's
  `Date` and `Message-ID` stay), a Teams activity's `id` and `timestamp`, a bracketed context line
  (`sid` UUIDv7, `at` in s) over a Dutch werkbon, an Arabic `الوقت الحالي:` in Arabic-Indic digits, a
  Russian `Время запроса:` and `Сессия:` after the question, a Thai `เวลาปัจจุบัน:` in the Buddhist era
  with a ULID `รหัสคำขอ:`, a trailing `client_ts=` epoch in ms as the prompt's last line, and an
  operator console's markdown table (`Console session` nanoid, `Opened` in JavaScript `toString()`)
  over an emergency lighting test sheet;
* contractor permits: `X-Amzn-Trace-Id` at the head over an induction form export, a hot work permit
  draft (nanoid `Draft:`, `Date of draft:` that the tool fills in as today);
* the generated family: each of the 44 pasted records below (26 English, 18 in German, French,
  Spanish, Japanese, Chinese, Korean, Russian, Arabic, Hindi, Polish, Dutch, Turkish, Portuguese,
  Italian, Vietnamese, Thai, Hebrew and Greek) once, and 30 of them twice, in a user message under FM
  Desk's system text with one or two per-request fields (22 English and app-specific kinds: request
  time, generated at, an HTTP date, a session uuid, a ULID request id, a traceparent, made-up `fm.t0`
  in us and `hop` KSUID, an RFC 2822 snapshot time, a nanoid console session, a UUIDv7 delivery, an
  epoch `stamp`, a JavaScript client time, a nonce, a long-form today, an ObjectId run, a Windows desk
  clock, a UUIDv7 correlation id, server ms, Python logging local time, a Go RFC3339Nano tick and a hex
  poll id; and the "now" and session or request id labels of the record's language) at one of twelve
  positions: the head, the system text's tail, YAML front matter, after the user's message, a footer
  after `--`, pretty JSON at the head, markdown table rows, a bracketed `key=value` line, an XML
  attribute, the prompt's last line, a ChatML system turn and a Llama 3 system header.

The negatives: the 44 pasted records in twenty placements (right under the system text at the start of
the user's message, at the very end of the prompt, typed right under the question, behind a lead-in,
quoted, fenced, in an earlier user turn, in an earlier assistant turn, indented, at the very start of
the prompt, behind the question's lead-in as the prompt's last lines, in a user turn under a system
prompt, on both sides, in ChatML, Llama 3, Mistral, Gemma and Phi-3 turns, in a RAG document and in a
tool observation reading the user's attachment): an alarm JSON opening with `created_at`, a head-end
CSV opening with `Timestamp`, lift logfmt with `ts` and ULID `evt`, a lift visit report, an access
control CSV with offsets, a visitor pre-registration JSON with ULID `id` and `created`, a badge print
job XML with `created` and `at` attributes, a cleaning log table, a floor robot log, a washroom
Standard Webhooks delivery pasted to debug its timestamp, room sensor NDJSON with `ts` in ms, a room
panel booking in YAML with `updated`, a helpdesk e-mail with `Date` and `Message-ID`, a work order API
response with a KSUID `id` and `reportedAt`, a hot work permit, an induction form export, `curl -i`
against a BMS API with `date` and `x-request-id`, chiller syslog, an emergency lighting sheet, door
controller `key=value` lines with hex cards, a Slack export with `ts`, sentinel tap temperatures, a
contractor SMS, an occupancy message opening with `"timestamp"`, an `X-Kiosko-*` delivery pasted to
debug its signature and a lift monitoring API exchange with `Date` and `X-Trace`; and a German
`Erstellt:` protocol, a French `Date :` bon, a Spanish `Fecha:` parte, Japanese access records
(`タイムスタンプ`), Chinese alarm JSON (`报警时间`), a Korean visitor record (`방문일시`), a Russian
`Создана:` request, an Arabic work order in Arabic-Indic digits, a Hindi `दिनांक व समय:` record, a
Polish inspection, a Dutch `Aangemaakt:` werkbon, a Turkish `Oluşturulma:` record with a device uuid,
Portuguese JSON with `criada_em` and a ULID `id`, an Italian `Data intervento:`, a Vietnamese schedule,
a Thai Buddhist-era repair request, a Hebrew report and a Greek `Ημερομηνία και ώρα:` report. 29
generated negatives put stable look-alikes (site, time zone, prompt revision, knowledge cutoff, CalVer
build, tenant uuid, service hours, SLA matrix date, API version, PPM quarter, lift maintenance window,
handover date, contract start in RFC 3339, portfolio) at the same positions over the same records. 23
hand-written negatives: front matter with a revision date and cutoff, a Llama 3 header with only its
cutoff, unrendered `{{now}}` and `{{session_id}}`, building hours and service windows, a statutory
testing calendar, a tenant uuid and build in pretty JSON, `BMS-Api-Version`, Discord guild and channel
ids, values the user asks about or types (an epoch, a UUIDv7, a KSUID, a clock "here", relative times,
SLA arithmetic, a JWT to decode, a traceparent for support, few-shot dates), a downloaded report that
opens with `generated_at` and `request_id`, door events in an earlier ChatML assistant turn, Gemma and
Phi-3 turns with pasted records, and two plain controls.

What it is: 203 prompts. 107 carry volatile fields (160 spans): 33 hand-written positives (58 spans; 22
with two or more fields) and 74 generated ones. 96 carry none, 44 of them pasted records. About a third
of the prompts (70) are in a language other than English (scripts: Latin, Japanese, Han, Hangul,
Cyrillic, Arabic, Devanagari, Thai, Hebrew, Greek). The output is deterministic (seeded); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins, deliveries received vs pasted, tool results, "today" written into an
artefact, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Facility records are content wherever they sit: alarm raise, acknowledge and clear times, point
  names and values, lift event times and ids, visit arrival and departure times, badge numbers and door
  events, visitor expected arrival, badge validity and print times, cleaning sign-off times, robot run
  ids, sensor readings with their `ts`, booking ids and release times, work order ids, `reportedAt`,
  SLA due times, permit numbers, issue and expiry times, detector isolation windows, form `Timestamp`s,
  inspection and next-service dates, and the `Date`, `Message-ID`, `x-request-id`, `X-Trace` and
  webhook headers inside a block the user pasted. Only the program's stamp and the ids minted for the
  pull, poll, lookup, run or draft move ("Badge history pulled at <time> (pull <id>) for this request:"
  leaves "Badge history pulled for this request:").
* Near-misses are decided by position and purpose: the app's `generated_at` in front matter moves
  while the pasted alarm's `created_at` stays; a downloaded occupancy report that opens with
  `generated_at` and `request_id` is the user's material and stays; the `X-Request-ID` moves while the
  lift event ULID the user asks about stays; a visitor-system delivery the app received moves its
  `X-Kiosko-Delivery`, `X-Kiosko-Timestamp` and `X-Kiosko-Signature` (as Standard Webhooks headers
  do), while the same kind of delivery pasted to debug its HMAC stays whole; a washroom delivery's
  `webhook-id`, `webhook-timestamp` and `webhook-signature` move when received and stay when pasted.
* A Slack `event_callback` received for this request moves `event_id`, `event_time` and the
  message's `ts`; a Teams activity moves its `id` and `timestamp`; team, channel, conversation,
  sender and text stay. A binary CloudEvent moves `ce-id` and `ce-time`; `ce-source`, `ce-type` and
  the occupancy message (with its own `timestamp` and `msgId`) stay.
* A permit draft's `Date of draft:` that the drafting tool fills in as today moves with the draft id;
  the requested work date, hours and names in the request stay. A roster optimiser's run id and start
  move; the horizon ("week 24 (8-12 June 2026)") and staff hours stay.
* A Bearer JWT forwarded in front of the prompt moves as one header line; a JWT the user pastes to
  decode stays. A traceparent the user copies for a vendor's support stays.
* "Now" in any form moves: a building clock, a desk clock, `Today Date`, `Now:` in Go RFC3339Nano, a
  Semantic Kernel sentence, a long-form `Today`, epochs in s, ms, us and ns, and localized labels in
  Latin, CJK, Hangul, Cyrillic, Arabic (Arabic-Indic digits), Devanagari, Thai (Buddhist era), Hebrew
  and Greek scripts, with full-width colons; made-up labels move when they hold the current time or a
  per-request id (`fm.t0`, `hop`, `nimbus.clk`, `nimbus.hop`, `Tick`, `Poll`); `nimbus.build` CalVer,
  site and tenant values, API versions, knowledge cutoffs, service windows, unrendered `{{now}}` and a
  user's "It's 17:40 here" stay.
* Spans follow rule 3: XML attributes, `key=value` pairs and single-line JSON members (with the comma
  after them) follow and precede stable neighbours; volatile members of pretty-printed JSON are never
  the last member of their object; header lines, YAML keys, markdown rows, XML elements on their own
  line, footer lines and a line holding one field in any script are whole-line spans, and a footer's
  `--` stays; a field followed by `<|im_end|>` on its line is an inline span.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Message:`) or a chat template's
  reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end
  with the user's message or with the metadata after it; the Mistral `[INST]` positive has its trailer
  after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    MONTHS,
    Draft,
    Gen,
    ctime,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_space,
    js_iso,
    js_tostring,
    long_date,
    py_iso,
    py_logging,
    rfc2822,
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20260887
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout87.jsonl"
SRC = "holdout87:"

BST = timezone(timedelta(hours=1), "BST")
CEST = timezone(timedelta(hours=2), "CEST")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
CST_CN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
BRT = timezone(timedelta(hours=-3), "BRT")
EDT = timezone(timedelta(hours=-4), "EDT")
TRT = timezone(timedelta(hours=3), "TRT")
IDT = timezone(timedelta(hours=3), "IDT")
EEST = timezone(timedelta(hours=3), "EEST")


class Gen87(Gen):
    """Moments after the records (5 June 19:00 to 9 June 07:00 UTC, 2026), and a base58 identifier."""

    def now(self, tz: timezone = BST) -> datetime:
        base = datetime(2026, 6, 5, 19, 0, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 302_400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def b58(self, n: int) -> str:
        alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        return "".join(self.rng.choice(alphabet) for _ in range(n))


# --- localized renderings of a moment ------------------------------------------------------------------------

FR_M = [
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
ES_M = [
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
NL_M = [
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
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _h12(t: datetime) -> int:
    return t.hour % 12 or 12


LOCAL_NOW = {
    "de": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    "fr": lambda t: f"{t.day} {FR_M[t.month - 1]} {t.year} à {t:%H:%M:%S}",
    "es": lambda t: f"{t.day} de {ES_M[t.month - 1]} de {t.year}, {t:%H:%M:%S}",
    "ja": lambda t: f"{t.year}年{t.month}月{t.day}日 {t:%H時%M分%S秒}",
    "zh": lambda t: f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}",
    "ko": lambda t: (
        f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {_h12(t)}:{t:%M:%S}"
    ),
    "ru": lambda t: f"{t:%d.%m.%Y %H:%M:%S} МСК",
    "ar": lambda t: f"{t:%Y/%m/%d %H:%M:%S}".translate(AR_DIGITS),
    "hi": lambda t: f"{t:%d-%m-%Y %H:%M:%S} IST",
    "pl": lambda t: f"{t:%d.%m.%Y, %H:%M:%S}",
    "nl": lambda t: f"{t.day} {NL_M[t.month - 1]} {t.year} {t:%H:%M:%S}",
    "tr": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    "pt": lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
    "it": lambda t: f"{t:%d/%m/%Y, %H:%M:%S}",
    "vi": lambda t: f"{t:%H:%M:%S} ngày {t:%d/%m/%Y}",
    "th": lambda t: f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S} น.",
    "he": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    "el": lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
}
LOCAL_TZ = {
    "de": CEST,
    "fr": CEST,
    "es": CEST,
    "ja": JST,
    "zh": CST_CN,
    "ko": KST,
    "ru": MSK,
    "ar": GST,
    "hi": IST,
    "pl": CEST,
    "nl": CEST,
    "tr": TRT,
    "pt": BRT,
    "it": CEST,
    "vi": ICT,
    "th": ICT,
    "he": IDT,
    "el": EEST,
}

SYS = {
    "en": "You are FM Desk, the facilities assistant for Northgate Estates' office buildings. Answer from the\n"
    "material given and say plainly what is missing.",
    "de": "Du bist FM Desk, der Assistent für das Gebäudemanagement von Northgate Estates. Antworte sachlich\n"
    "und nenne fehlende Angaben.",
    "fr": "Tu es FM Desk, l'assistant de gestion technique des immeubles de bureaux de Northgate Estates.\n"
    "Réponds à partir des éléments fournis.",
    "es": "Eres FM Desk, el asistente de mantenimiento de los edificios de oficinas de Northgate Estates.\n"
    "Responde con la información aportada.",
    "ja": "あなたはオフィスビルの設備管理アシスタント「FM Desk」です。与えられた情報に基づいて回答してください。",
    "zh": "你是写字楼设施管理助手 FM Desk。请根据提供的资料回答，并指出缺少的信息。",
    "ko": "당신은 오피스 빌딩 시설관리 도우미 FM Desk입니다. 제공된 자료를 바탕으로 답하세요.",
    "ru": "Ты FM Desk, помощник службы эксплуатации офисных зданий. Отвечай по предоставленным данным.",
    "ar": "أنت FM Desk، مساعد إدارة المرافق لمباني المكاتب. أجب بالاعتماد على المعلومات المقدمة.",
    "hi": "आप FM Desk हैं, दफ़्तर भवनों के सुविधा प्रबंधन सहायक। दी गई जानकारी के आधार पर उत्तर दें।",
    "pl": "Jesteś FM Desk, asystentem zarządzania budynkami biurowymi. Odpowiadaj na podstawie podanych danych.",
    "nl": "Je bent FM Desk, de assistent facilitair beheer voor kantoorgebouwen. Antwoord op basis van de\n"
    "aangeleverde gegevens.",
    "tr": "Sen ofis binaları için tesis yönetimi asistanı FM Desk'sin. Verilen bilgilere dayanarak yanıtla.",
    "pt": "Você é o FM Desk, assistente de gestão predial de edifícios comerciais. Responda com base nas\n"
    "informações fornecidas.",
    "it": "Sei FM Desk, l'assistente per la gestione tecnica degli edifici per uffici. Rispondi in base ai\n"
    "dati forniti.",
    "vi": "Bạn là FM Desk, trợ lý quản lý vận hành tòa nhà văn phòng. Hãy trả lời dựa trên thông tin được cung cấp.",
    "th": "คุณคือ FM Desk ผู้ช่วยบริหารอาคารสำนักงาน ตอบจากข้อมูลที่ได้รับเท่านั้น",
    "he": "אתה FM Desk, עוזר לניהול מתקנים בבנייני משרדים. ענה על סמך המידע שסופק.",
    "el": "Είσαι ο FM Desk, βοηθός διαχείρισης εγκαταστάσεων για κτίρια γραφείων. Απάντησε με βάση τα\n"
    "στοιχεία που δίνονται.",
}

# Localized "now" and per-request id labels: (now label, now key, id label, id key, id kind, separator).
LOCAL_FIELDS = {
    "de": ("Anfragezeit", "anfragezeit", "Sitzungs-ID", "sitzung", "uuid4", ": "),
    "fr": ("Horodatage de la requête", "horodatage", "Identifiant de session", "id_session", "ulid", " : "),
    "es": ("Hora actual", "hora_actual", "ID de solicitud", "id_solicitud", "uuid7", ": "),
    "ja": ("現在時刻", "genzai_jikoku", "リクエストID", "request_id", "ulid", "："),
    "zh": ("请求时间", "qingqiu_shijian", "会话编号", "huihua", "ulid", "："),
    "ko": ("현재 시각", "hyeonjae", "요청 ID", "yocheong_id", "uuid7", ": "),
    "ru": ("Время запроса", "vremya_zaprosa", "Сессия", "sessiya", "uuid4", ": "),
    "ar": ("الوقت الحالي", "waqt", "معرّف الطلب", "talab", "hex", ": "),
    "hi": ("वर्तमान समय", "vartaman_samay", "सत्र आईडी", "satra", "uuid4", ": "),
    "pl": ("Czas bieżący", "czas", "Identyfikator sesji", "sesja", "nanoid", ": "),
    "nl": ("Tijdstip verzoek", "tijdstip", "Sessie", "sessie", "ksuid", ": "),
    "tr": ("Şu anki zaman", "simdi", "Oturum", "oturum", "uuid4", ": "),
    "pt": ("Horário da consulta", "horario_consulta", "ID da requisição", "id_requisicao", "ulid", ": "),
    "it": ("Ora attuale", "ora_attuale", "ID richiesta", "id_richiesta", "uuid7", ": "),
    "vi": ("Thời gian hiện tại", "thoi_gian", "Mã phiên", "ma_phien", "uuid4", ": "),
    "th": ("เวลาปัจจุบัน", "wela", "รหัสคำขอ", "rahat", "ulid", ": "),
    "he": ("שעת הבקשה", "shaat_bakasha", "מזהה שיחה", "siha", "uuid4", ": "),
    "el": ("Τρέχουσα ώρα", "trexousa_ora", "Αναγνωριστικό συνεδρίας", "synedria", "uuid4", ": "),
}


# --- pasted records: content wherever they sit ----------------------------------------------------------------
# (key, language, tags, block, question, lead-in)

BLOCKS: list[tuple[str, str, list[str], str, str, str]] = [
    (
        "bms-alarm-json",
        "en",
        ["bms_alarm", "json_pretty", "created_at", "uuid7"],
        """{
  "created_at": "2026-06-04T06:41:17+01:00",
  "id": "0197390e-7c2a-7d41-9b2e-4f8a1d0c6e25",
  "point": "B2.AHU-03.SAT",
  "value": 19.8,
  "limit": 16.0,
  "state": "HIGH_ALARM",
  "acked_by": null
}""",
        "Why would the supply air be that warm at 06:41 when AHU-03 is scheduled to start at 06:00?",
        "Here is the alarm the BMS raised this morning",
    ),
    (
        "bms-alarm-csv",
        "en",
        ["bms_alarm", "csv", "timestamp_column"],
        """Timestamp,Point,Value,Limit,State,Acknowledged
2026-06-03 13:02:44,L4.FCU-12.RAT,27.9,26.0,HIGH,2026-06-03 13:10:05 (jmorris)
2026-06-03 13:05:10,L4.FCU-14.RAT,27.4,26.0,HIGH,
2026-06-03 13:31:58,L4.FCU-12.RAT,25.6,26.0,NORMAL,
2026-06-03 14:12:20,L4.AHU-02.DSP,118,250,LOW,""",
        "Are the fan coil alarms on level 4 related to the low duct static pressure on AHU-02?",
        "Below is the alarm export from the head-end",
    ),
    (
        "lift-logfmt",
        "en",
        ["lift", "logfmt", "ulid", "rfc3339_ms"],
        """ts=2026-06-05T08:14:02.331Z lift=L3 bank=east event=door_reopen floor=7 count=12 evt=01HZX4K7Q9M2N8B3C5D6E7F8G9
ts=2026-06-05T08:14:40.902Z lift=L3 bank=east event=door_reopen floor=7 count=13 evt=01HZX4M2A1B2C3D4E5F6G7H8J9
ts=2026-06-05T08:16:11.015Z lift=L3 bank=east event=out_of_service reason=door_cycle_limit evt=01HZX4Q0R1S2T3V4W5X6Y7Z8A0""",
        "What does this sequence suggest is wrong with lift 3's doors on floor 7?",
        "The remote monitoring portal showed these events",
    ),
    (
        "lift-visit-report",
        "en",
        ["lift", "visit_report", "dates"],
        """LIFT MAINTENANCE VISIT REPORT
Visit ref: LMV-26-04417
Site: Harbour Point, 21 Quay Street
Lift: L1 (passenger, 13 persons)
Arrived: 04/06/2026 09:12
Departed: 04/06/2026 11:40
Work done: adjusted landing door locks on floors 2 and 5; replaced car door gib shoes.
Next service due: 02/07/2026""",
        "Summarise this for the tenants' newsletter in two sentences.",
        "The lift contractor left this report",
    ),
    (
        "access-csv",
        "en",
        ["access_control", "csv", "offsets"],
        """Event Time,Badge,Holder,Door,Result
2026-06-02T22:47:13+01:00,0041883,Contractor - Brightspark Electrical,L2 Riser,Granted
2026-06-02T22:47:19+01:00,0041883,Contractor - Brightspark Electrical,L2 Riser,Door held open
2026-06-02T23:31:02+01:00,0041883,Contractor - Brightspark Electrical,L2 Riser,Granted
2026-06-03T00:05:44+01:00,0041883,Contractor - Brightspark Electrical,Loading Bay Exit,Granted""",
        "Was the contractor's badge used outside the permitted hours of 20:00-23:00?",
        "Security sent me this export from the access control system",
    ),
    (
        "visitor-prereg",
        "en",
        ["visitor", "json_single_line", "ulid", "created"],
        """{"id":"01HZT9W3K4J5M6N7P8Q9R0S1T2","created":"2026-06-03T15:22:09Z","host":"a.kowalski@northgate.example","visitor":"Dana Ruiz","company":"Ferro Lifts","expected_arrival":"2026-06-05T08:30:00+01:00","badge_type":"contractor-escorted"}""",
        "Why might this visitor not show up on the reception list for Friday?",
        "This is the pre-registration record I found",
    ),
    (
        "badge-print-xml",
        "en",
        ["visitor_badge", "xml", "attributes"],
        """<badgeJob id="bj_7Q2mX9" printer="RECEP-ZEBRA-01" created="2026-06-04T07:02:51Z">
  <visitor name="Tomás Ibarra" company="ClimaTec" />
  <validFrom>2026-06-04T08:00:00+01:00</validFrom>
  <validUntil>2026-06-04T18:00:00+01:00</validUntil>
  <status code="PRINTED" at="2026-06-04T07:03:07Z" />
</badgeJob>""",
        "How many hours is this badge valid for, and did it print straight away?",
        "The reception printer logged this job",
    ),
    (
        "cleaning-table",
        "en",
        ["cleaning", "markdown_table", "dates"],
        """| Area | Task | Frequency | Last done | Signed |
|------|------|-----------|-----------|--------|
| L3 washrooms | Deep clean | Weekly | 2026-05-28 19:40 | KM |
| L3 kitchen | Dishwasher filter | Daily | 2026-06-04 20:15 | KM |
| Lobby | Glass doors | Twice daily | 2026-06-05 07:05 | JT |""",
        "Which of these tasks is overdue as of Friday 5 June at 18:00?",
        "Here is the cleaning log for level 3 and the lobby",
    ),
    (
        "cleaning-robot-log",
        "en",
        ["cleaning", "robot", "log_lines", "hex_run"],
        """[2026-06-04 21:03:12.448] INFO  run=7c1e9a2f zone=L2-open-plan mode=vacuum battery=96%
[2026-06-04 21:41:55.102] WARN  run=7c1e9a2f bumper stuck 3x near desk cluster D14
[2026-06-04 21:42:30.000] ERROR run=7c1e9a2f aborted, returning to dock""",
        "What should the night cleaner check at desk cluster D14?",
        "The floor robot's log from last night",
    ),
    (
        "washroom-webhook-debug",
        "en",
        ["webhook_pasted", "standard_webhooks", "epoch", "debug"],
        """POST /hooks/hygiene HTTP/1.1
webhook-id: msg_2hQp8bK3vT9yZ1xW4cR7
webhook-timestamp: 1780656115
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"sensor":"WC-L5-F-02","type":"soap_low","level_pct":8,"reported_at":"2026-06-05T10:41:55Z"}""",
        "Our receiver rejects this with 'timestamp too old'. What is it comparing, and what tolerance is normal?",
        "This is a delivery from the washroom sensor platform that our endpoint rejected",
    ),
    (
        "room-sensor-ndjson",
        "en",
        ["meeting_room", "sensor", "ndjson", "epoch_ms"],
        """{"ts":1780563600000,"device":"rs-4F-Kepler","occupied":false,"co2":412}
{"ts":1780565400000,"device":"rs-4F-Kepler","occupied":false,"co2":415}
{"ts":1780567200000,"device":"rs-4F-Kepler","occupied":true,"co2":690}""",
        "The Kepler room was booked 09:00-10:00 UTC that day. Was it a no-show?",
        "Readings from the room sensor",
    ),
    (
        "room-panel-yaml",
        "en",
        ["meeting_room", "yaml", "uuid", "updated"],
        """room: Kepler (4F)
bookings:
  - id: 7f0c2a9e-41d3-4c1b-8a6e-2d5f9b3e1c07
    organiser: m.osei
    start: 2026-06-04T09:00:00+01:00
    end: 2026-06-04T10:00:00+01:00
    checked_in: null
    released_at: 2026-06-04T09:15:00+01:00
    updated: 2026-06-04T09:15:02+01:00""",
        "Why was this booking released, and can the organiser get the room back?",
        "The room panel's booking record",
    ),
    (
        "work-order-email",
        "en",
        ["work_order", "email_headers", "message_id"],
        """From: Helpdesk <helpdesk@fm.northgate.example>
Date: Thu, 4 Jun 2026 07:58:31 +0100
Message-ID: <wo-118452.1780556311@fm.northgate.example>
Subject: WO-118452 raised: No hot water, L6 kitchen

Priority: P3 (attend within 4 h, fix within 2 working days)
Reported by: Jo Bell, ext 4471""",
        "By when must the contractor attend and fix this?",
        "My colleague forwarded this",
    ),
    (
        "work-order-api",
        "en",
        ["work_order", "json_nested", "ksuid", "sla"],
        """{
  "workOrder": {
    "id": "2IYw3mZBqhQ8cF0nXeVd5kL7pRs",
    "reportedAt": "2026-06-03T16:20:11.204Z",
    "asset": {"tag": "AHU-02", "location": "Roof plant room"},
    "sla": {"respondBy": "2026-06-03T20:20:11Z", "fixBy": "2026-06-05T16:20:11Z"}
  },
  "status": "ON_HOLD",
  "holdReason": "awaiting parts"
}""",
        "Does putting a work order on hold normally stop the SLA clock?",
        "Below is what the helpdesk API returned",
    ),
    (
        "hot-work-permit",
        "en",
        ["contractor_permit", "hot_work", "dates"],
        """HOT WORK PERMIT  No. HW-2026-0193
Location: Basement plant room B1, chilled water header
Contractor: Ardent Mechanical Ltd
Issued: 05/06/2026 07:30 by S. Novak (FM duty manager)
Valid until: 05/06/2026 16:00
Fire watch: during work and 60 min after
Detectors isolated: Zone 3 (B1 plant) 07:25 - 16:30""",
        "Is isolating the detectors until 16:30 long enough to cover the fire watch?",
        "The permit as issued",
    ),
    (
        "induction-form",
        "en",
        ["contractor", "form_export", "csv", "timestamp_column"],
        """Timestamp,Full name,Company,Induction video watched,Permit types,Emergency contact
04/06/2026 07:12:55,Leo Brandt,Ardent Mechanical,Yes,Hot work; Working at height,+44 7700 900418
04/06/2026 07:14:03,Mira Haas,Ardent Mechanical,No,Hot work,+44 7700 900926""",
        "Who can't start work today, and why?",
        "The contractor induction form responses",
    ),
    (
        "bms-curl",
        "en",
        ["bms", "curl", "http_exchange", "x_request_id"],
        """$ curl -i https://bms.northgate.example/api/v2/points/L4.FCU-12.SPT -X PUT -d '{"value":21.5}'
HTTP/2 409
date: Thu, 04 Jun 2026 12:18:40 GMT
content-type: application/json
x-request-id: 5b3e91d0c7a84f2e9d16b0a4c3f8e712

{"error":"point_overridden","override_by":"operator:ttran","override_until":"2026-06-04T17:00:00Z"}""",
        "Why can't my script write the setpoint, and from when will it work?",
        "Here is what I get when I try",
    ),
    (
        "chiller-syslog",
        "en",
        ["hvac", "chiller", "syslog"],
        """Jun  3 14:02:17 chiller-ctl-2 chlr[881]: CH-2 comp A trip: low suction pressure 2.1 bar
Jun  3 14:02:18 chiller-ctl-2 chlr[881]: CH-2 lead/lag swap -> CH-1 lead
Jun  3 14:09:40 chiller-ctl-2 chlr[881]: CH-1 leaving water 8.9C (setpoint 6.5C)""",
        "Is CH-1's leaving water temperature a consequence of the CH-2 trip?",
        "From the chiller controller's log",
    ),
    (
        "emergency-lighting",
        "en",
        ["emergency_lighting", "test_log", "columns"],
        """Emergency lighting monthly function test
Test ID   Fitting     Location           Tested              Result
EL-0412   EL-L2-07    L2 stair core      2026-06-01 06:10    PASS
EL-0413   EL-L2-08    L2 east corridor   2026-06-01 06:11    FAIL (no illumination)
EL-0414   EL-L3-01    L3 lift lobby      2026-06-01 06:13    PASS""",
        "What has to happen about EL-L2-08, and how quickly?",
        "Last Monday's test sheet",
    ),
    (
        "door-controller-kv",
        "en",
        ["access_control", "key_value", "hex_card"],
        """2026-06-05 07:58:03.117 door=D-4F-02 card=0x3A9F12C4 result=DENIED reason=schedule sched=Office-Hours
2026-06-05 07:58:09.542 door=D-4F-02 card=0x3A9F12C4 result=DENIED reason=schedule sched=Office-Hours
2026-06-05 08:00:01.003 door=D-4F-02 card=0x3A9F12C4 result=GRANTED sched=Office-Hours""",
        "What is this person's door schedule probably set to?",
        "The door controller's debug output",
    ),
    (
        "slack-thread",
        "en",
        ["slack_export", "message_ts", "json"],
        """[
  {"ts": "1780637845.002100", "user": "U04FM7QK2", "text": "Lift 2 stuck on 6 again, anyone inside?"},
  {"ts": "1780637902.118900", "user": "U03AB8XY1", "text": "No, empty. Called Ferro Lifts, ref FL-88213"}
]""",
        "Write a short incident note from this thread.",
        "Exported from our #facilities channel",
    ),
    (
        "legionella-temps",
        "en",
        ["water_hygiene", "columns", "dates"],
        """Monthly sentinel tap temperatures - Block A
Date        Outlet            Hot (after 1 min)   Cold (after 2 min)   By
2026-06-02  L1 gents basin    52.4 C              18.9 C               PD
2026-06-02  L4 kitchen sink   47.1 C              21.6 C               PD
2026-06-02  L7 shower 2       55.0 C              17.2 C               PD""",
        "Which outlet fails the temperature targets and what is the next step?",
        "The water hygiene contractor's readings",
    ),
    (
        "contractor-sms",
        "en",
        ["contractor", "sms", "times"],
        """Ferro Lifts 05/06 16:42: Engineer Dan arriving Harbour Point approx 17:30 re call FL-88213 (L2 stuck). Reply STOP to opt out.""",
        "Can I tell reception to expect him before the building closes at 18:00?",
        "Got this text",
    ),
    (
        "occupancy-json",
        "en",
        ["occupancy", "json_pretty", "timestamp_first", "uuid"],
        """{
  "timestamp": "2026-06-04T10:00:00.000Z",
  "floor": "L5",
  "zones": [
    {"zone": "L5-A", "desks": 48, "occupied": 31},
    {"zone": "L5-B", "desks": 40, "occupied": 9}
  ],
  "msgId": "c4f1a7d2-9e3b-4c5a-8f6d-1b2e3c4d5e6f"
}""",
        "Should we close L5-B on Thursdays to save on cleaning?",
        "Thursday's 10:00 occupancy message",
    ),
    (
        "visitor-webhook-debug",
        "en",
        ["webhook_pasted", "visitor", "signature", "debug"],
        """POST /integrations/visitors HTTP/1.1
X-Kiosko-Delivery: d_8f2c61b0a9e34d17
X-Kiosko-Timestamp: 2026-06-05T07:27:44Z
X-Kiosko-Signature: sha256=9c1f0e7b2a4d6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e
Content-Type: application/json

{"event":"visitor.signed_in","visitor":{"name":"Dana Ruiz","host":"a.kowalski"},"signed_in_at":"2026-06-05T07:27:41Z"}""",
        "I compute the HMAC over the body only and it never matches. What else usually goes into it?",
        "This is one delivery our integration receives from the visitor system",
    ),
    (
        "lift-api-exchange",
        "en",
        ["lift", "http_exchange", "date_header"],
        """GET /v1/lifts/L3/status HTTP/1.1
Host: api.liftwatch.example
Accept: application/json

HTTP/1.1 200 OK
Date: Fri, 05 Jun 2026 07:20:03 GMT
X-Trace: 6a1f0c9e2b7d4e58
Content-Type: application/json

{"lift":"L3","mode":"OUT_OF_SERVICE","since":"2026-06-05T07:16:11Z","faults":["DOOR_CYCLE_LIMIT"]}""",
        "How long had L3 been out of service when I made that call?",
        "I called the monitoring API myself",
    ),
    (
        "aufzug-protokoll",
        "de",
        ["lift", "german", "erstellt"],
        """Wartungsprotokoll Aufzug A2
Erstellt: 03.06.2026 10:44
Techniker: M. Vogel (Liftwerk Süd)
Prüfung Fangvorrichtung: i. O.
Türschließkraft EG: 162 N (max. 150 N) – nachgestellt
Nächste Prüfung durch ZÜS: 14.09.2026""",
        "Ist die Türschließkraft jetzt in Ordnung, oder muss das noch einmal geprüft werden?",
        "Hier das Protokoll vom Aufzugsdienst",
    ),
    (
        "bon-intervention",
        "fr",
        ["hvac", "french", "date_label"],
        """BON D'INTERVENTION N° BI-26-0581
Date : 04/06/2026
Arrivée : 08 h 50 – Départ : 11 h 20
Équipement : CTA-1, toiture bâtiment B
Constat : courroie du ventilateur de soufflage détendue, filtre F7 colmaté
Action : courroie retendue, filtre remplacé""",
        "Peux-tu rédiger un résumé pour le gestionnaire du bâtiment ?",
        "Voici le bon d'intervention du prestataire",
    ),
    (
        "parte-limpieza",
        "es",
        ["cleaning", "spanish", "fecha"],
        """Parte de limpieza – Planta 3
Fecha: 05/06/2026
Turno: 06:00–09:00
Incidencias:
- 06:35 Aseo de mujeres: dispensador de jabón vacío (avisado)
- 07:50 Sala Goya: restos del catering de ayer
Firmado: R. Campos""",
        "¿Qué debería hacer el supervisor con la incidencia de la sala Goya?",
        "Este es el parte que me pasó la encargada",
    ),
    (
        "nyutaishitsu",
        "ja",
        ["access_control", "japanese", "csv", "timestamp_column"],
        """タイムスタンプ,カード番号,氏名,扉,結果
2026-06-04 19:58:12,00427731,佐藤 健,サーバー室 前室,許可
2026-06-04 19:58:20,00427731,佐藤 健,サーバー室,拒否
2026-06-04 20:03:47,00427731,佐藤 健,サーバー室,許可""",
        "最初に拒否された理由として考えられることは何ですか？",
        "入退室記録を貼ります",
    ),
    (
        "baojing-json",
        "zh",
        ["hvac", "chinese", "json_chinese_keys"],
        """{"报警编号":"ALM-20260603-0147","设备":"冷却塔 CT-2","报警时间":"2026-06-03 15:12:08","恢复时间":"2026-06-03 15:40:51","描述":"风机过载"}""",
        "这次报警持续了多长时间？可能的原因是什么？",
        "这是楼宇自控系统导出的报警记录",
    ),
    (
        "bangmunja",
        "ko",
        ["visitor", "korean", "dates"],
        """방문자 기록
방문일시: 2026-06-04 14:05
방문자: 김민수 (한빛설비)
방문 목적: 공조기 정기 점검
출입증 번호: V-2291
퇴실: 2026-06-04 17:42""",
        "이 방문자가 출입증을 반납했는지 어떻게 확인할 수 있나요?",
        "안내데스크 기록입니다",
    ),
    (
        "zayavka",
        "ru",
        ["work_order", "russian", "sozdana"],
        """Заявка № 4471
Создана: 02.06.2026 09:14
Объект: БЦ «Северный», 5 этаж, переговорная «Байкал»
Описание: не работает кондиционер, в помещении +29 °C
Исполнитель: Климат-Сервис
Закрыта: 03.06.2026 16:05""",
        "Сколько рабочих часов ушло на заявку, если рабочий день с 9 до 18?",
        "Вот заявка из диспетчерской",
    ),
    (
        "amr-amal",
        "ar",
        ["work_order", "arabic", "arabic_indic_digits"],
        """أمر عمل رقم ٢٠٢٦/٠٣٨٨
تاريخ الإنشاء: ٠٤/٠٦/٢٠٢٦ ٠٩:٣٠
الموقع: المبنى ب، الطابق ٧، دورة المياه الرجالية
الوصف: تسرب مياه من السيفون
الحالة: قيد التنفيذ""",
        "ما الأولوية المناسبة لهذا البلاغ؟",
        "هذا أمر العمل كما وصلني",
    ),
    (
        "safai-record",
        "hi",
        ["cleaning", "hindi", "dates"],
        """सफ़ाई रिकॉर्ड – ब्लॉक C
दिनांक व समय: 05-06-2026 07:45
क्षेत्र: भूतल लॉबी और लिफ़्ट
कर्मचारी: सुनीता
टिप्पणी: लिफ़्ट 2 का फ़र्श गीला था, चेतावनी बोर्ड लगाया""",
        "क्या इस टिप्पणी पर सुरक्षा टीम को सूचित करना चाहिए?",
        "सफ़ाई टीम का रिकॉर्ड",
    ),
    (
        "protokol-wentylacji",
        "pl",
        ["hvac", "polish", "dates"],
        """Protokół przeglądu instalacji wentylacji nr 61/2026
Data przeglądu: 01.06.2026, godz. 10:00–13:30
Wykonawca: Wentmar sp. z o.o.
Uwagi: zabrudzone filtry w centrali N3; zalecana wymiana do 15.06.2026""",
        "Czy termin wymiany filtrów jest realny, jeśli dostawa trwa 10 dni roboczych?",
        "Protokół od wykonawcy",
    ),
    (
        "werkbon",
        "nl",
        ["work_order", "dutch", "aangemaakt"],
        """Werkbon WB-77120
Aangemaakt: 03-06-2026 08:12
Locatie: Kantoor Zuidas, 9e verdieping
Melding: verlichting vergaderruimte Amstel knippert
Monteur ter plaatse: 03-06-2026 13:40
Afgemeld: 03-06-2026 14:25""",
        "Hoe lang duurde het van melding tot afmelding?",
        "De werkbon uit het systeem",
    ),
    (
        "ariza-kaydi",
        "tr",
        ["meeting_room", "sensor", "turkish", "uuid"],
        """Arıza Kaydı #A-5512
Oluşturulma: 04.06.2026 11:03
Bina: Levent Plaza, 12. kat
Konu: Toplantı odası sensörü sürekli "dolu" gösteriyor
Cihaz ID: 3f9a2c71-8b4e-4d2a-9c1f-6e5d4b3a2f10""",
        "Sensör neden sürekli dolu gösteriyor olabilir?",
        "Arıza kaydı aşağıda",
    ),
    (
        "ordem-servico",
        "pt",
        ["lift", "portuguese", "json_pretty", "ulid"],
        """{
  "id": "01HZV2Q8R7S6T5V4W3X2Y1Z0A9",
  "criada_em": "2026-06-02T10:15:33-03:00",
  "local": "Torre Paulista, 14º andar",
  "descricao": "Elevador 3 parando desnivelado",
  "prioridade": "alta"
}""",
        "Que informações faltam para o técnico do elevador?",
        "Segue a ordem de serviço exportada",
    ),
    (
        "verbale-uta",
        "it",
        ["hvac", "italian", "dates"],
        """Verbale di manutenzione UTA-2
Data intervento: 05/06/2026 ore 09:10
Tecnico: G. Ferri
Sostituiti filtri G4 e F7; pressione differenziale dopo: 95 Pa
Prossimo intervento: 05/09/2026""",
        "Il valore di 95 Pa dopo la sostituzione è normale?",
        "Ecco il verbale del tecnico",
    ),
    (
        "lich-ve-sinh",
        "vi",
        ["cleaning", "vietnamese", "schedule"],
        """Lịch vệ sinh tầng 8 – tuần 23
Thứ Hai 01/06/2026: lau kính 18:30, hút bụi thảm 19:00
Thứ Tư 03/06/2026: vệ sinh máy lọc nước 17:45
Thứ Sáu 05/06/2026: khử khuẩn phòng họp 18:00""",
        "Việc vệ sinh máy lọc nước có nên làm thường xuyên hơn không?",
        "Lịch vệ sinh hiện tại",
    ),
    (
        "jaeng-som",
        "th",
        ["hvac", "thai", "buddhist_era"],
        """ใบแจ้งซ่อม เลขที่ MR-2569-0412
วันที่แจ้ง: 4 มิ.ย. 2569 เวลา 10:22 น.
สถานที่: อาคาร A ชั้น 6 ห้องประชุมใหญ่
อาการ: แอร์ไม่เย็น มีน้ำหยด""",
        "ควรส่งช่างประเภทไหนไปตรวจ?",
        "ใบแจ้งซ่อมที่ได้รับ",
    ),
    (
        "doch-maalit",
        "he",
        ["lift", "hebrew", "dates"],
        """דוח ביקור טכנאי מעליות
תאריך: 04.06.2026 שעה 13:15
מעלית: 2, בניין המשרדים רחוב הברזל 30
ממצא: חיישן דלת תקול, הוחלף""",
        "האם צריך לעדכן את הדיירים על השבתה נוספת?",
        "הדוח מהטכנאי",
    ),
    (
        "anafora-vlavis",
        "el",
        ["access_control", "greek", "dates"],
        """Αναφορά βλάβης #ΒΛ-3381
Ημερομηνία και ώρα: 05/06/2026 08:47
Κτίριο: Γραφεία Μαρούσι, όροφος 3
Περιγραφή: η κάρτα εισόδου δεν ανοίγει την πόρτα του κλιμακοστασίου""",
        "Ποιον πρέπει να ενημερώσω πρώτα;",
        "Η αναφορά βλάβης",
    ),
]


# --- placing a pasted record ----------------------------------------------------------------------------------

PLACEMENTS = [
    "after",
    "before",
    "under_question",
    "lead_in",
    "quoted",
    "fenced",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "start_of_prompt",
    "end_of_prompt",
    "system_user",
    "both_sides",
    "chatml",
    "llama3",
    "mistral",
    "gemma",
    "phi3",
    "rag",
    "tool_observation",
]


def place(placement: str, key: str, lang: str, block: str, ask: str, intro: str) -> str:
    """A prompt that holds `block` as material the user pasted, at `placement`."""
    sys_text = SYS[lang]
    if placement == "after":
        return f"{sys_text}\n\n{block}\n\n{ask}"
    if placement == "before":
        return f"{sys_text}\n\n{ask}\n\n{block}"
    if placement == "under_question":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{sys_text}\n\nUser: {intro}:\n\n{block}\n\n{ask}\nAssistant:"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{sys_text}\n\n{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return (
            f"{sys_text}\n\nUser: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"{sys_text}\n\nUser: Can you show me the record again?\nAssistant: Here it is, as you sent it "
            f"yesterday:\n\n{block}\n\nUser: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_prompt":
        return f"{block}\n\n{ask}"
    if placement == "end_of_prompt":
        return f"{sys_text}\n\nUser: {ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{sys_text}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there that looks odd?"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{sys_text}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{sys_text}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{sys_text}<|end|>\n<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "rag":
        return (
            f'{sys_text}\n\n<documents>\n<document source="user_upload" title="{key}">\n{block}\n</document>\n'
            f"</documents>\n\nQuestion: {ask}\nAnswer:"
        )
    assert placement == "tool_observation"
    return (
        f"{sys_text}\n\nQuestion: {ask}\nThought: The user attached a file; I should read it.\n"
        f'Action: read_attachment\nAction Input: {{"name": "{key}.txt"}}\nObservation:\n{block}\nThought:'
    )


# --- program fields around the user's message -----------------------------------------------------------------

Field = dict[str, Any]


def field(label: str, key: str, value: str, cue: str | None, sep: str = ": ", num: bool = False) -> Field:
    return {"label": label, "key": key, "value": value, "cue": cue, "sep": sep, "num": num}


def _mark(f: Field, text: str) -> str:
    return v(f["cue"], text) if f["cue"] else text


def as_line(f: Field) -> str:
    return _mark(f, f"{f['label']}{f['sep']}{f['value']}")


def as_member(f: Field) -> str:
    value = f["value"] if f["num"] else f'"{f["value"]}"'
    return "  " + _mark(f, f'"{f["key"]}": {value},')


def as_yaml(f: Field) -> str:
    value = f'"{f["value"]}"' if (": " in f["value"] or ", " in f["value"]) else f["value"]
    return _mark(f, f"{f['key']}: {value}")


def as_row(f: Field) -> str:
    return _mark(f, f"| {f['label']} | {f['value']} |")


def as_pair(f: Field) -> str:
    value = f["value"] if " " not in f["value"] else f'"{f["value"]}"'
    return _mark(f, f"{f['key']}={value}")


def as_attr(f: Field) -> str:
    return _mark(f, f'{f["key"]}="{f["value"]}"')


POSITIONS = [
    "head",
    "sys_tail",
    "front_matter",
    "after_user",
    "footer",
    "json_head",
    "md_table",
    "bracket",
    "xml_attr",
    "last_line",
    "chatml",
    "llama3",
]


def user_body(k: int, block: str, ask: str, intro: str) -> str:
    shape = k % 3
    if shape == 0:
        return f"{intro}:\n\n{block}\n\n{ask}"
    if shape == 1:
        return f"{ask}\n\n{block}"
    return f"{block}\n\n{ask}"


def frame(lang: str, body: str, position: str, fields: list[Field], cue: bool) -> str:
    """The user's message `body` under the app's system text, with `fields` at `position`."""
    sys_text = SYS[lang]
    user = f"User: {body}" if cue else body
    end = "\nAssistant:" if cue else ""
    lines = "\n".join(as_line(f) for f in fields)
    if position == "head":
        return f"{lines}\n{sys_text}\n\n{user}{end}"
    if position == "sys_tail":
        return f"{sys_text}\n{lines}\n\n{user}{end}"
    if position == "front_matter":
        yaml = "\n".join(as_yaml(f) for f in fields)
        return f"---\napp: fm-desk\n{yaml}\nsite: harbour-point\n---\n{sys_text}\n\n{user}{end}"
    if position == "after_user":
        return f"{sys_text}\n\n{user}\n\n{lines}{end}"
    if position == "footer":
        return f"{sys_text}\n\n{body}\n\n--\n{lines}"
    if position == "json_head":
        members = "\n".join(as_member(f) for f in fields)
        return f'{{\n  "app": "fm-desk",\n{members}\n  "site": "HPT"\n}}\n{sys_text}\n\n{user}{end}'
    if position == "md_table":
        rows = "\n".join(as_row(f) for f in fields)
        return f"{sys_text}\n\n| Field | Value |\n|---|---|\n| Site | Harbour Point |\n{rows}\n\n{user}{end}"
    if position == "bracket":
        pairs = " ".join(as_pair(f) for f in fields)
        return f"[fm-desk site=HPT {pairs} build=2026.06.1]\n{sys_text}\n\n{user}{end}"
    if position == "xml_attr":
        attrs = " ".join(as_attr(f) for f in fields)
        return f'<request site="HPT" {attrs} lang="{lang}"/>\n{sys_text}\n\n{user}{end}'
    if position == "last_line":
        assert len(fields) == 1
        return f"{sys_text}\n\n{body}\n{as_pair(fields[0])}"
    if position == "chatml":
        return (
            f"<|im_start|>system\n{sys_text}\n{lines}<|im_end|>\n<|im_start|>user\n{body}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    assert position == "llama3"
    return (
        "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2025\n"
        f"{lines}\n\n{sys_text}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{body}<|eot_id|>\n"
        "<|start_header_id|>assistant<|end_header_id|>\n\n"
    )


def en_field(g: Gen87, n: int, now: datetime) -> Field:
    """The n-th kind of English (or app-specific) per-request field."""
    t = now.astimezone(BST)
    kinds = [
        lambda: field("Request time", "request_time", rfc3339(t), "datetime"),
        lambda: field("Generated at", "generated_at", f"{iso_space(t)} BST", "datetime"),
        lambda: field("Now", "now", http_date(t), "datetime"),
        lambda: field("Session", "session_id", g.uuid4(), "session_id"),
        lambda: field("Request ID", "request_id", g.ulid(t), "request_id"),
        lambda: field("traceparent", "traceparent", g.traceparent(), "trace_id"),
        lambda: field("fm.t0", "fm.t0", str(epoch_us(t)), "epoch", num=True),
        lambda: field("hop", "hop", g.ksuid(t), "request_id"),
        lambda: field("Snapshot pulled", "pulled_at", rfc2822(t), "datetime"),
        lambda: field("Console session", "console_session", g.nanoid(), "session_id"),
        lambda: field("Delivery", "delivery_id", g.uuid7(t), "delivery_id"),
        lambda: field("stamp", "stamp", str(epoch_s(t)), "epoch", num=True),
        lambda: field("Client time", "client_time", js_iso(t), "datetime"),
        lambda: field("Nonce", "nonce", g.b64url(16), "nonce"),
        lambda: field("Today", "today", long_date(t), "date"),
        lambda: field("Run", "run_id", g.objectid(t), "run_id"),
        lambda: field("Desk clock", "desk_clock", windows_general(t), "datetime"),
        lambda: field("Correlation-ID", "correlation_id", g.uuid7(t), "request_id"),
        lambda: field("Server ms", "server_ms", str(epoch_ms(t)), "epoch", num=True),
        lambda: field("Local time", "local_time", py_logging(t), "datetime"),
        lambda: field("Tick", "tick", go_nano(t, g.small(0, 1000)), "datetime"),
        lambda: field("Poll", "poll_id", g.hex(24), "request_id"),
    ]
    return kinds[n % len(kinds)]()


def local_fields(g: Gen87, lang: str, with_id: bool, now: datetime) -> list[Field]:
    now_label, now_key, id_label, id_key, id_kind, sep = LOCAL_FIELDS[lang]
    t = now.astimezone(LOCAL_TZ[lang])
    out = [field(now_label, now_key, LOCAL_NOW[lang](t), "datetime", sep)]
    if with_id:
        ident = {
            "uuid4": g.uuid4,
            "uuid7": lambda: g.uuid7(t),
            "ulid": lambda: g.ulid(t),
            "ksuid": lambda: g.ksuid(t),
            "nanoid": g.nanoid,
            "hex": lambda: g.hex(32),
        }[id_kind]()
        out.append(
            field(
                id_label,
                id_key,
                ident,
                "session_id" if "sess" in id_key or id_kind == "uuid4" else "request_id",
                sep,
            )
        )
    return out


STABLE = [
    field("Site", "site_name", "Harbour Point", None),
    field("Time zone", "tz", "Europe/London", None),
    field("Prompt revision", "prompt_rev", "2026-05-18", None),
    field("Knowledge cutoff", "knowledge_cutoff", "2025-10", None),
    field("Build", "build_id", "2026.06.1", None),
    field("Tenant", "tenant", "6f1d3c2a-8e4b-4a7f-9c0d-2b5e1f3a4c6d", None),
    field("Service hours", "service_hours", "07:00-19:00 Mon-Fri", None),
    field("SLA matrix", "sla_matrix", "v4 (2026-01-12)", None),
    field("API version", "api_version", "2025-11-01", None),
    field("PPM calendar", "ppm_calendar", "2026-Q2", None),
    field("Lift maintenance window", "lift_window", "Tue 06:00-08:00", None),
    field("Building handover", "handover_date", "2019-09-02", None),
    field("Contract start", "contract_start", "2025-04-01T00:00:00+01:00", None),
    field("Portfolio", "portfolio_id", "pf_0007", None),
]


def generated_positives(g: Gen87) -> list[Draft]:
    """Each pasted record twice or once more under the app's per-request fields."""
    out: list[Draft] = []
    rounds = [(0, 1), (5, 7)]
    for r, (shift, step) in enumerate(rounds):
        for k, (key, lang, tags, block, ask, intro) in enumerate(BLOCKS):
            if r == 1 and k % 3 == 2:
                continue
            position = POSITIONS[(k * step + shift) % len(POSITIONS)]
            cue = lang == "en" and position not in ("footer", "last_line", "chatml", "llama3") and k % 2 == 0
            now = g.now(UTC)
            if position == "last_line":
                fields = [en_field(g, k + 6 if k % 2 else 11, now)]
            elif lang == "en":
                fields = [en_field(g, k + 7 * r, now)]
                if (k + r) % 3 == 0:
                    fields.append(en_field(g, k + 7 * r + 3, now))
            elif (k + r) % 2 == 0:
                fields = local_fields(g, lang, with_id=(k % 3 != 1), now=now)
            else:
                fields = [en_field(g, k * 2 + r, now), *local_fields(g, lang, with_id=False, now=now)]
            body = user_body(k + r, block, ask, intro)
            text = frame(lang, body, position, fields, cue)
            out.append(Draft(text, f"{SRC}pos:gen:{key}:{position}", ["generated", position, lang, *tags]))
    return out


def generated_negatives(g: Gen87) -> list[Draft]:
    """Pasted records under stable look-alikes in the same program positions."""
    out: list[Draft] = []
    for k, (key, lang, tags, block, ask, intro) in enumerate(BLOCKS):
        if k % 3 == 1:
            continue
        position = POSITIONS[(k * 5 + 3) % len(POSITIONS)]
        if position == "last_line":
            position = "after_user"
        fields = [STABLE[k % len(STABLE)]]
        if k % 2 == 0:
            fields.append(STABLE[(k + 5) % len(STABLE)])
        cue = lang == "en" and position not in ("footer", "chatml", "llama3") and k % 2 == 1
        body = user_body(k + 1, block, ask, intro)
        text = frame(lang, body, position, fields, cue)
        out.append(
            Draft(
                text,
                f"{SRC}neg:stable:{key}:{position}",
                ["hard_negative", "stable_lookalike", position, lang, *tags],
            )
        )
    return out


def pasted_negatives() -> list[Draft]:
    out: list[Draft] = []
    for k, (key, lang, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[(k * 3) % len(PLACEMENTS)] if k % 2 else PLACEMENTS[k % len(PLACEMENTS)]
        text = place(placement, key, lang, block, ask, intro)
        out.append(
            Draft(
                text,
                f"{SRC}neg:pasted:{key}:{placement}",
                ["hard_negative", "pasted", placement, lang, *tags],
            )
        )
    return out


# --- hand-written positives ------------------------------------------------------------------------------------


def hand_positives(g: Gen87) -> list[Draft]:
    out: list[Draft] = []

    def add(source: str, tags: list[str], text: str) -> None:
        out.append(Draft(text, f"{SRC}pos:{source}", tags))

    b = {key: block for key, _lang, _tags, block, _ask, _intro in BLOCKS}

    t = g.now()
    add(
        "front-matter-generated-at-vs-created-at",
        ["near_miss", "front_matter", "created_at_stays"],
        f"""---
{v("datetime", "generated_at: " + rfc3339(t))}
{v("request_id", "request_id: " + g.ulid(t))}
prompt: bms-alarm-triage
---
You triage building management alarms for the duty engineer. Say whether to attend now, at the next
round, or ignore, and why.

Alarm:
{b["bms-alarm-json"]}

Engineer: Attend now or next round?
Assistant:""",
    )

    t = datetime(2026, 6, 8, 7, 51, 13, g.small(1, 999_999), tzinfo=UTC)
    add(
        "visitor-delivery-received",
        ["near_miss", "webhook_received", "envelope_moves"],
        f"""POST /integrations/visitors HTTP/1.1
Content-Type: application/json
{v("delivery_id", "X-Kiosko-Delivery: d_" + g.hex(16))}
{v("datetime", "X-Kiosko-Timestamp: " + rfc3339(t))}
{v("signature", "X-Kiosko-Signature: sha256=" + g.hex(64))}

{{"event":"visitor.signed_in","visitor":{{"name":"Priya Nair","host":"l.santos","company":"Brightspark Electrical"}},"signed_in_at":"2026-06-08T07:51:12Z"}}

You turn visitor-system events into a one-line message for the host. Mention the visitor, the company and
the time they signed in.
Message:""",
    )

    t = g.now(UTC)
    add(
        "asked-ulid-under-request-id",
        ["near_miss", "id_in_question", "request_id"],
        f"""{v("request_id", "X-Request-ID: " + g.uuid7(t))}
Accept-Language: en-GB

User: The monitoring portal gives this event id for the lift 3 shutdown: 01HZX4Q0R1S2T3V4W5X6Y7Z8A0.
Can you tell me when it was created just from the id?
Assistant:""",
    )

    t = g.now(UTC)
    lk = "lk_" + g.b62(14)
    add(
        "react-observation-fetch",
        ["agent", "react", "tool_result", "fetched_at", "json_single_line"],
        f"""You are the FM helpdesk agent. Use the tools to answer.

Question: Which work orders for AHU-02 are still open, and which is oldest?
Thought: I will look up open work orders for the asset.
Action: cafm_search
Action Input: {{"asset": "AHU-02", "status": "open"}}
Observation: {{"source":"cafm",{v("request_id", '"lookup_id":"' + lk + '",')}{v("datetime", '"fetched_at":"' + js_iso(t) + '",')}"orders":[{{"id":"WO-118377","created":"2026-05-29T10:02:44+01:00","title":"Belt squeal"}},{{"id":"WO-118511","created":"2026-06-03T16:20:11+01:00","title":"Low duct static"}}]}}
Thought:""",
    )

    t = g.now()
    add(
        "chatml-building-clock",
        ["chatml", "im_end_inline", "clock"],
        f"""<|im_start|>system
You are the reception assistant at Harbour Point. Help hosts with visitor arrivals and badges.
{v("datetime", "Building clock: " + iso_space(t) + " BST")}<|im_end|>
<|im_start|>user
My visitor from Ferro Lifts was pre-registered for 08:30. Is it too late to change the badge to unescorted?<|im_end|>
<|im_start|>assistant
""",
    )

    t = g.now()
    today = f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"
    add(
        "llama3-today-date",
        ["llama3", "today_date", "knowledge_cutoff_stays"],
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2025
{v("date", "Today Date: " + today)}

You help the lift coordinator of a multi-tenant office building.<|eot_id|><|start_header_id|>user<|end_header_id|>

{b["lift-logfmt"]}

Has this lift been out of service longer than the 4-hour contract target?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
    )

    t = g.now(UTC)
    add(
        "mistral-now-go",
        ["mistral", "go_rfc3339nano", "trailer_at_end"],
        f"""<s>[INST] You schedule cleaning for Northgate's offices.
{v("datetime", "Now: " + go_nano(t, g.small(1, 1000)))}

{b["cleaning-table"]}

Which area should the evening shift start with? [/INST]""",
    )

    t = g.now(UTC)
    add(
        "rag-retrieved",
        ["rag", "retrieved_at", "query_attr", "document_dates_stay"],
        f"""Answer from the documents only and cite them.

<documents {v("request_id", 'query="' + g.hex(20) + '"')} index="fm-manuals">
<document title="O&M manual - AHU-01 to AHU-04" revision="2024-11-03">
Filter changes: G4 pre-filters quarterly, F7 bag filters every six months or at 250 Pa, whichever first.
</document>
{v("datetime", "Retrieved: " + rfc3339(t, 3))}
</documents>

Question: The F7 filters on AHU-02 read 235 Pa and were last changed on 2026-01-14. Change them now?
Answer:""",
    )

    t = g.now()
    add(
        "semantic-kernel-sentence",
        ["semantic_kernel", "sentence_inline"],
        f"""You are the meeting room assistant for Northgate Estates. {v("datetime", "The current date and time is " + sk_now(t) + ".")} Rooms
can be held for 15 minutes without check-in.

User: Can I still check in to Kepler for my 09:00 booking?
Assistant:""",
    )

    t = g.now(UTC)
    add(
        "bearer-jwt-visitors",
        ["jwt", "bearer", "visitor_list_stays"],
        f"""{v("token", "Authorization: Bearer " + g.jwt(t, "svc-reception"))}
Content-Type: text/plain

Today's expected visitors (from the visitor system):
08:30  Dana Ruiz       Ferro Lifts          host a.kowalski   escorted
09:15  Tomás Ibarra    ClimaTec             host m.osei       unescorted
13:00  Leo Brandt      Ardent Mechanical    host s.novak      escorted, hot work permit HW-2026-0193

Which of these visitors need an escort?""",
    )

    t = g.now()
    add(
        "badge-history-pulled-at",
        ["phrase_at", "pull_id", "fetched_data_stays"],
        f"""You answer questions about badge use for the security manager.

Badge history pulled {v("datetime", "at " + ctime(t))} {v("request_id", "(pull " + g.ulid(t).lower() + ")")} for this request:
{b["access-csv"]}

Security manager: Should we suspend this badge?
Assistant:""",
    )

    t = datetime(2026, 6, 8, 9, 2, 19, tzinfo=UTC)
    wid = "msg_" + g.b62(20)
    add(
        "standard-webhooks-received",
        ["near_miss", "webhook_received", "standard_webhooks"],
        f"""{v("delivery_id", "webhook-id: " + wid)}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}
content-type: application/json

{{"sensor":"WC-L2-M-01","type":"paper_low","level_pct":12,"reported_at":"2026-06-08T09:02:18Z"}}

You tell the cleaning supervisor which washroom needs a refill. One sentence.""",
    )

    t = g.now(UTC)
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    add(
        "slack-event-received",
        ["slack_event", "json_pretty", "message_ts"],
        f"""{{
  "type": "event_callback",
  "team_id": "T02FMDESK",
  {v("delivery_id", '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "channel": "C04FACILITY",
    "user": "U03AB8XY1",
    {v("message_id", '"ts": "' + ts + '",')}
    "text": "<@U0FMBOT> lift 2 is stuck on level 6 again, who do I call?"
  }}
}}

Reply in the thread with the lift contractor's 24/7 number (0330 555 0142) and the call log procedure.""",
    )

    t = g.now(UTC)
    add(
        "teams-activity",
        ["teams_activity", "json_pretty"],
        f"""{{
  "type": "message",
  {v("message_id", '"id": "' + str(epoch_ms(t)) + '",')}
  {v("datetime", '"timestamp": "' + rfc3339(t, 6) + '",')}
  "from": {{"name": "Jo Bell"}},
  "conversation": {{"id": "19:fm-helpdesk@thread.tacv2"}},
  "text": "No hot water in the L6 kitchen since this morning, WO-118452. Any update?"
}}

Answer Jo from the work order: attended 11:05 yesterday, part on order, fix expected by Monday.""",
    )

    t = g.now()
    add(
        "roster-run",
        ["run_id", "run_start", "cleaning"],
        f"""Cleaning roster optimiser
{v("run_id", "Run: " + g.ksuid(t))}
{v("datetime", "Started: " + py_iso(t))}
Horizon: week 24 (8-12 June 2026)

Constraints: each floor's washrooms twice daily; kitchens after 14:00; no vacuuming on L5 before 18:00
(trading floor).

Staff available: KM (06:00-10:00), JT (06:00-14:00), RC (17:00-22:00).
Draft the Monday roster.""",
    )

    t = g.now()
    add(
        "permit-draft-today",
        ["permit_tool", "today_in_artefact", "draft_id"],
        f"""Draft a hot work permit from the request below. Keep the permit number blank; the duty manager assigns it.

{v("request_id", "Draft: " + g.nanoid())}
{v("date", "Date of draft: " + f"{t:%d/%m/%Y}")}

Request from Ardent Mechanical: brazing on the chilled water header in B1 plant room, Tuesday 9 June
2026, 08:00-12:00, two operatives (L. Brandt, M. Haas), extinguishers on site.""",
    )

    t = g.now(CEST)
    add(
        "german-anfrage",
        ["german", "localized_now", "session"],
        f"""Du bist der Assistent des technischen Gebäudemanagements.
{v("datetime", "Anfragezeit: " + LOCAL_NOW["de"](t))}
{v("session_id", "Sitzungs-ID: " + g.uuid4())}

{b["aufzug-protokoll"]}

Darf der Aufzug nach dieser Wartung wieder in Betrieb gehen?""",
    )

    t = g.now(JST)
    add(
        "japanese-fullwidth",
        ["japanese", "fullwidth_colon", "ulid"],
        f"""あなたは設備管理のヘルプデスクです。
{v("datetime", "現在時刻：" + LOCAL_NOW["ja"](t))}
{v("request_id", "リクエストID：" + g.ulid(t))}

{b["nyutaishitsu"]}

佐藤さんのカード権限を見直す必要がありますか？""",
    )

    t = g.now(KST)
    add(
        "korean-now",
        ["korean", "localized_now", "12_hour"],
        f"""시설관리 도우미입니다. 방문자 관련 질문에 답하세요.

{b["bangmunja"]}

출입증 V-2291이 아직 반납되지 않았다면 어떻게 해야 하나요?
{v("datetime", "현재 시각: " + LOCAL_NOW["ko"](t))}""",
    )

    t = g.now(GST)
    add(
        "arabic-now",
        ["arabic", "arabic_indic_digits"],
        f"""{v("datetime", "الوقت الحالي: " + LOCAL_NOW["ar"](t))}
أنت مساعد إدارة المرافق. رتّب البلاغات حسب الأولوية.

{b["amr-amal"]}

هل يجب إرسال فني السباكة اليوم؟""",
    )

    t = g.now(MSK)
    add(
        "russian-request",
        ["russian", "localized_now", "session"],
        f"""Ты помощник диспетчерской службы бизнес-центра.

{b["zayavka"]}

Была ли заявка закрыта в пределах норматива 24 часа?

{v("datetime", "Время запроса: " + LOCAL_NOW["ru"](t))}
{v("session_id", "Сессия: " + g.uuid4())}""",
    )

    t = g.now()
    add(
        "made-up-labels",
        ["made_up_labels", "calver_stays", "epoch_ns"],
        f"""nimbus.build: 2026.06.2
{v("epoch", "nimbus.clk: " + str(epoch_us(t) * 1000 + g.small(0, 1000)))}
{v("request_id", "nimbus.hop: " + g.snowflake(t))}
nimbus.site: harbour-point

You help contractors plan work in the building. Check the permit below against the site rules: hot work
only 08:00-16:00, fire watch 60 minutes, detector isolation logged.

{b["hot-work-permit"]}

Contractor: Is this permit compliant?
Assistant:""",
    )

    t = g.now()
    add(
        "trailing-epoch",
        ["last_line", "epoch_ms"],
        f"""You are FM Desk. Reply briefly.

User: {b["contractor-sms"]}
Can reception let him in after 18:00 if I stay late?
{v("epoch", "client_ts=" + str(epoch_ms(t)))}""",
    )

    t = g.now()
    add(
        "xml-now-element",
        ["xml_element", "whole_line", "session"],
        f"""<context>
  <building>Harbour Point</building>
  {v("datetime", "<now>" + rfc3339(t) + "</now>")}
  {v("session_id", "<session>" + g.b58(22) + "</session>")}
  <role>duty-manager</role>
</context>

You answer the duty manager's questions about plant alarms.

{b["chiller-syslog"]}

Do I need to call the chiller contractor out tonight?""",
    )

    t = g.now(UTC)
    add(
        "amzn-trace-head",
        ["x_ray", "head", "pasted_csv"],
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You review contractor inductions for Northgate Estates.

{b["induction-form"]}

Is anyone missing a permit type for the work booked today?""",
    )

    t = g.now()
    add(
        "mailbox-poll",
        ["mailbox_poll", "phrase_at", "email_stays"],
        f"""You turn helpdesk e-mails into work order updates.

Fetched from the helpdesk mailbox {v("datetime", "at " + unix_date(t))} {v("request_id", "(poll " + g.hex(12) + ")")}:

{b["work-order-email"]}

Write the work order note.""",
    )

    t = g.now(UTC)
    add(
        "cloudevent-occupancy",
        ["cloudevents_binary", "ce_id", "data_stays"],
        f"""{v("delivery_id", "ce-id: " + g.uuid4())}
ce-source: /occupancy/harbour-point
ce-type: com.northgate.occupancy.snapshot
ce-specversion: 1.0
{v("datetime", "ce-time: " + rfc3339(t, 3))}

{b["occupancy-json"]}

Summarise the L5 occupancy for the workplace team in one sentence.""",
    )

    t = g.now()
    add(
        "session-table",
        ["md_table", "session", "opened"],
        f"""| Console | Value |
|---|---|
| Operator | s.novak |
{v("session_id", "| Console session | " + g.nanoid() + " |")}
{v("datetime", "| Opened | " + js_tostring(t, "British Summer Time") + " |")}
| Role | FM duty manager |

{b["emergency-lighting"]}

Raise a work order for the failed fitting.""",
    )

    t = g.now()
    add(
        "bracket-context",
        ["bracket", "key_value_inline"],
        f"""[wo-bot tenant=northgate {v("session_id", "sid=" + g.uuid7(t))} {v("epoch", "at=" + str(epoch_s(t)))} region=uk-south]
You are the work order bot. Suggest the trade and priority.

{b["werkbon"]}

Welke prioriteit had deze melding moeten krijgen?""",
    )

    t = g.now(ICT)
    add(
        "thai-buddhist",
        ["thai", "buddhist_era", "ulid"],
        f"""คุณคือผู้ช่วยฝ่ายอาคาร

{b["jaeng-som"]}

ช่างควรเข้าตรวจภายในกี่ชั่วโมง?

{v("datetime", "เวลาปัจจุบัน: " + LOCAL_NOW["th"](t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t))}""",
    )

    t = g.now(CEST)
    add(
        "spanish-single-line-json",
        ["spanish", "json_single_line", "uuid7"],
        f"""{{"app":"fm-desk",{v("request_id", '"solicitud":"' + g.uuid7(t) + '",')}{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"idioma":"es"}}
Eres el asistente de limpieza de Northgate.

{b["parte-limpieza"]}

¿Hay que avisar al cliente por lo de la sala Goya?""",
    )

    t = g.now(IDT)
    add(
        "hebrew-request",
        ["hebrew", "localized_now"],
        f"""אתה עוזר לניהול מתקנים.
{v("datetime", "שעת הבקשה: " + LOCAL_NOW["he"](t))}

{b["doch-maalit"]}

מתי כדאי לתאם ביקור המשך?""",
    )

    t = g.now(EEST)
    add(
        "greek-session-footer",
        ["greek", "footer"],
        f"""Είσαι βοηθός ασφαλείας κτιρίου.

{b["anafora-vlavis"]}

Πρέπει να απενεργοποιήσω την κάρτα;

--
{v("session_id", "Συνεδρία: " + g.uuid4())}
{v("datetime", "Ώρα: " + LOCAL_NOW["el"](t))}""",
    )
    return out


# --- hand-written negatives ------------------------------------------------------------------------------------


def hand_negatives() -> list[Draft]:
    out: list[Draft] = []

    def add(source: str, tags: list[str], text: str) -> None:
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))

    add(
        "front-matter-stable",
        ["lookalike", "front_matter", "revision_date"],
        """---
prompt: ppm-planner
revision: 2026-05-18
approved_by: head of FM
knowledge_cutoff: 2025-10
site_tz: Europe/London
---
You plan planned preventive maintenance (PPM) for Harbour Point. Statutory items first, then
manufacturer items.

User: What PPM is due in the second half of June?
Assistant:""",
    )
    add(
        "llama3-cutoff-only",
        ["lookalike", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2025

You explain lift regulations (LOLER, BS EN 81-20) to office managers.<|eot_id|><|start_header_id|>user<|end_header_id|>

How often does a passenger lift need a thorough examination?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
    )
    add(
        "unrendered-templates",
        ["lookalike", "template_placeholder"],
        """Current time: {{now}}
Session: {{session_id}}
You are the visitor desk assistant. Greet the visitor and tell them where to wait.

Visitor: Hi, I'm here for Ana Kowalski on the fourth floor.
Assistant:""",
    )
    add(
        "service-windows",
        ["lookalike", "service_hours", "maintenance_window"],
        """You are FM Desk for Harbour Point.
Building hours: 07:00-19:00 Monday to Friday; weekend access by permit only.
Lift maintenance window: Tuesdays 06:00-08:00 (one car at a time).
Cleaning: offices 17:30-21:30, washrooms 07:00 and 13:00.

User: Can the lift contractor come on Saturday morning instead?
Assistant:""",
    )
    add(
        "asked-epoch",
        ["asked_value", "epoch"],
        """The washroom sensor says it reported at 1780656115. What time is that in London, and was it
during cleaning hours (07:00-21:30)?""",
    )
    add(
        "asked-uuid7",
        ["asked_value", "uuid7"],
        """Our alarm ids look like 0197390e-7c2a-7d41-9b2e-4f8a1d0c6e25. I heard UUIDv7 carries a timestamp.
Which part is it, and what moment does this one encode?""",
    )
    add(
        "asked-ksuid",
        ["asked_value", "ksuid"],
        """The helpdesk API gave work order id 2IYw3mZBqhQ8cF0nXeVd5kL7pRs. Is that a KSUID, and can I sort
work orders by it?""",
    )
    add(
        "typed-clock",
        ["asked_value", "user_clock"],
        """It's 17:40 here at Harbour Point and the evening cleaners haven't arrived; their shift starts at 17:30.
Who do I call, and after how long should I escalate?""",
    )
    add(
        "few-shot-work-orders",
        ["few_shot", "example_dates"],
        """Extract the work order as JSON.

Example input: "AHU-02 belt squeal reported 2026-05-29 10:02, P4"
Example output: {"asset": "AHU-02", "reported": "2026-05-29T10:02", "priority": "P4"}

Input: "Lift 3 doors reopening on L7, reported 2026-06-05 08:16, P2"
Output:""",
    )
    add(
        "relative-times",
        ["asked_value", "relative_time"],
        """The fire panel showed a fault on zone 3 about twenty minutes ago, then cleared itself five minutes
later. The hot work permit in B1 started an hour ago. Should I be worried?""",
    )
    add(
        "stable-config-json",
        ["lookalike", "json_pretty", "tenant_uuid", "calver"],
        """{
  "tenant": "6f1d3c2a-8e4b-4a7f-9c0d-2b5e1f3a4c6d",
  "build": "2026.06.1",
  "site": "harbour-point",
  "locale": "en-GB"
}
You are the meeting room assistant. Suggest a free room for the number of people given.

User: I need a room for 8 people with a screen.
Assistant:""",
    )
    add(
        "api-version-header",
        ["lookalike", "api_version"],
        """BMS-Api-Version: 2025-11-01
Accept: application/json

You translate BMS point names into plain English for tenants.

Point: L4.FCU-12.RAT
Meaning:""",
    )
    add(
        "discord-ids",
        ["lookalike", "discord_ids"],
        """guild_id: 1102938475610293847
channel_id: 1102938475610293999
You answer questions in the Northgate contractors' Discord about site rules.

Contractor: Do I need a permit to drill into the ceiling void on L3?
Assistant:""",
    )
    add(
        "ppm-calendar",
        ["lookalike", "schedule_in_system"],
        """You are FM Desk. The statutory testing calendar for 2026 is:
- Fire alarm weekly test: every Wednesday 10:00
- Emergency lighting monthly test: first Monday of the month 06:00
- Lift thorough examination: 14 September 2026
- Legionella sentinel temperatures: first Tuesday of the month

User: When is the next emergency lighting test?
Assistant:""",
    )
    add(
        "pasted-report-generated-at",
        ["near_miss", "pasted", "generated_at_in_record"],
        """Here is the occupancy report I downloaded from the sensor portal:

{
  "generated_at": "2026-06-05T06:00:00Z",
  "request_id": "rpt_91f0c2a7e3",
  "period": "2026-06-01/2026-06-05",
  "floors": {"L4": 0.62, "L5": 0.41, "L6": 0.77}
}

Which floor would you consolidate first?""",
    )
    add(
        "pasted-jwt",
        ["asked_value", "jwt"],
        """Our visitor API rejects this token with 401. Can you decode it and tell me if it has expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtcmVjZXB0aW9uIiwiaWF0IjoxNzgwNjM3ODQ1LCJleHAiOjE3ODA2NDE0NDV9.8mVq2y1n8VxgQz8wYQ0lV5k2cB7pR1sT4uW6xY9zA0c""",
    )
    add(
        "sla-arithmetic",
        ["asked_value", "sla"],
        """A P2 work order is logged at 16:50 on Friday 5 June 2026. P2 means attend within 4 working hours,
working hours 08:00-18:00 Monday to Friday. When is attendance due?""",
    )
    add(
        "chatml-earlier-assistant",
        ["chatml", "pasted", "earlier_assistant_turn"],
        """<|im_start|>system
You are FM Desk.<|im_end|>
<|im_start|>user
Show me yesterday's door events for D-4F-02.<|im_end|>
<|im_start|>assistant
2026-06-04 07:58:03 card 0x3A9F12C4 DENIED (schedule)
2026-06-04 08:00:01 card 0x3A9F12C4 GRANTED<|im_end|>
<|im_start|>user
Is that the same card that was denied this morning?<|im_end|>
<|im_start|>assistant
""",
    )
    add(
        "support-traceparent",
        ["asked_value", "traceparent"],
        """The BMS vendor's support asked for the traceparent of the failed call. Our gateway logged
traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
Which part of it do I send them?""",
    )
    add(
        "gemma-badge",
        ["gemma", "pasted"],
        """<start_of_turn>user
Badge 0041883 again:
2026-06-05T22:51:40+01:00 L2 Riser Granted
2026-06-05T23:44:09+01:00 L2 Riser Door held open
Is he working past his permit again?<end_of_turn>
<start_of_turn>model
""",
    )
    add(
        "phi3-work-order",
        ["phi3", "pasted"],
        """<|system|>
You are FM Desk.<|end|>
<|user|>
WO-118511 | AHU-02 | Low duct static | created 2026-06-03 16:20 | due 2026-06-05 16:20 | ON_HOLD
Is this breaching SLA yet?<|end|>
<|assistant|>
""",
    )
    add(
        "plain-1",
        ["control", "plain"],
        """You are FM Desk. Explain facilities terms to new office managers in plain English.

User: What is the difference between reactive and planned maintenance?
Assistant:""",
    )
    add(
        "plain-2",
        ["control", "plain"],
        """Write a friendly notice for tenants that the main lobby will be cleaned with a floor machine on
Saturday morning and that the side entrance should be used.""",
    )
    return out


# --- assembly -------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen87(seed)
    positives = hand_positives(g) + generated_positives(g)
    negatives = hand_negatives() + pasted_negatives() + generated_negatives(g)
    return make_holdout.assemble("hold87", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
