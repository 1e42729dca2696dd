"""What the words of a label say, for labels that are not a known cue (cues.py).

Shape-first detection moves a value by what it looks like; the label in front of it can still
say the value is content (`Deadline:`, `Order ID:`, `SHA256:`), or that it names the kind of
value it holds (`Date:`, `sent_at`, `X-B3-SpanId`, `Fecha:`). A label names a time of this
request when it is made of time words and words that point at the request (`Request time`,
`Local time`, `Received at`), not at something else (`Notification received`, `Time in`,
`Invoice date`); likewise for identifiers. Labels are split into lowercase words at separators
and camelCase humps (`requestTime` -> request, time).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from prompt_normalizer.patterns import SIGNS

# Words that say the value is a time of this request, in a few languages.
TIME_WORDS = frozenset(
    "date time datetime timestamp ts now today week epoch unix clock utc gmt stamp sent received requested "
    "generated rendered triggered ingested processed logged fetched retrieved issued observed polled built "
    "fecha hora datum zeit uhrzeit zeitstempel heure horodatage ora tijd czas "
    # the same in other languages: labels are split into words whatever their script
    "data godzina tidspunkt tid aika päivämäärä tarih saat время дата час 时间 日期 时刻 日時 日付 時刻 "
    "시간 시각 날짜 일시 समय दिनांक "
    # and in more languages, as app templates write "now", "today", "time" and "date"
    "сейчас сегодня teraz dzisiaj dziś зараз сьогодні време сега днес laikas dabar šiandien laiks datums "
    "tagad šodien aeg kuupäev kellaaeg praegu täna čas zdaj danes vrijeme vreme sada danas датум сада данас "
    "dátum teraz dnes nyní teď денес уақыт қазір бүгін koha tani sot tími dagsetning núna zäit elo "
    "vaqt sana hozir bugun tyd nou vandag timp acum astăzi azi ħin issa illum dáta anois inniu saa tarehe "
    "wakati sasa leo masa tarikh waktu tanggal sekarang kini ώρα ημερομηνία τώρα σήμερα idő dátum nu dato "
    "idag nå nyt tänään kellonaika hoxe agora ara avui ordua orain gaur цаг огноо одоо өнөөдөр अभी आज तारीख "
    "zaman damga damgası şimdi bugün الوقت وقت التاريخ تاريخ الآن اليوم زمان تاریخ اکنون امروز ساعت השעה שעה תאריך כעת "
    "עכשיו זמן היום thời gian giờ ngày "
    # "now", "time of" and "current time" as single words (German, Hebrew's construct form, Turkish's
    # possessive, Thai, Japanese and Chinese without spaces)
    "jetzt שעת zamanı horário เวลา เวลาปัจจุบัน 現在日時 現在時刻 当前时间 當前時間 "
    # and the words such labels are cut into (`请求时间` -> 请求, 时间): time, now, today
    "時間 时间 時刻 日時 現在 现在 今日 今天 本日 只今 今 "
    # served, a wall clock's reading, the moment of the query (German), the time of (Turkish)
    "served wallclock zeitpunkt abfragezeitpunkt anfragezeitpunkt saati "
    # now, today, time and date in more languages and scripts
    "지금 bây klokkan nú убакыт vaxt ҳозира бөгүн დრო এখন আজ সময় वेळ وخت الحين "
    "አሁን ዛሬ సమయం วันที่และเวลาปัจจุบัน วันเวลาปัจจุบัน เวลาที่ส่งคำขอ เวลาที่ขอ hämtad hämtat abgerufen "
    # "now", "moment", "time" and the stamp of `Carimbo de data/hora`, `Marca de tiempo`, `Znacznik czasu`;
    # German `Stand` (as of); `t0`, the reading a program takes when it starts
    "ahora maintenant tijdstip tiempo carimbo marca znacznik czasu stand t0 "
    # date and time where the tables above lack them (Malay, Tagalog, Welsh), and with "and" or "the"
    # written onto the word (Arabic `والوقت`, Hebrew `והשעה`)
    "petsa oras dyddiad amser والوقت والتاريخ והשעה והתאריך התאריך "
    # fetched, generated and requested (Polish, Portuguese, Dutch), query time (German), now (Tagalog)
    "pobrano gerado gerada opgevraagd abfragezeit ngayon".split())
# "And" in more languages: `Bieżąca data i godzina`, `Güncel tarih ve saat`, `当前日期和时间`, `현재 날짜 및 시간`.
# Such a label names a time of the request only with a third word (the "current" of those): `Data i
# godzina` alone heads a record's date as often as the app's.
JOINING_WORDS = frozenset("i a és și ja och og ve και і и dan ir un in ac dhe eta en na 和 및 और".split())
# Words of a label that say something was fetched or made for the request (`Mailbox polled`, `Queue
# snapshot`, `Retrieval ran`): a stamp under them is the program's wherever it stands.
FETCH_WORDS = frozenset("sent received requested generated rendered triggered ingested processed logged fetched "
                        "pobrano gerado gerada opgevraagd "
                        "retrieved observed polled built returned searched snapshot retrieval".split())
# Words that say the value identifies this request, message, session or trace.
ID_WORDS = frozenset(
    "id ids uuid guid ulid ksuid trace traceid span spanid parent session sessionid sess sid request requestid "
    "authorization "
    "req rid correlation correlationid corr conversation conv chat thread message messageid msg msgid event "
    "eventid evt run runid invocation execution turn interaction nonce idempotency ray b3 traceparent job "
    "canary snapshot "
    "tracestate sesión sessão sessione sitzung séance anfrage requête solicitud richiesta pedido "
    "сессия сеанс запрос 会话 请求 セッション リクエスト 세션 요청 "
    # and in more languages: session, request, conversation, identifier
    "identifiant conversación identificador conversazione requisição conversa sessie verzoek aanvraag gesprek "
    "идентификатор разговор диалог sesja sesji żądanie żądania zapytanie zapytania identyfikator сесія "
    "сесії сеансу запит запиту розмова розмови ідентифікатор сесия сесията заявка заявката sesija sesijos "
    "užklausa užklausos pokalbis pokalbio identifikatorius sesijas pieprasījums pieprasījuma saruna sarunas "
    "identifikators seanss seansi sessioon päring päringu vestlus vestluse seja seje zahteva zahteve pogovor "
    "sesije zahtjev zahtjeva zahtev razgovor сесија захтев захтјев relácia relácie relace požiadavka "
    "požiadavky požadavek požadavku барање барањето сұраныс sesioni seanca kërkesa kërkesës lota beiðni "
    "auðkenni sëtzung ufro sessiya so'rov sessie versoek sesiune sesiunea sesiunii cerere cererea cererii "
    "solicitare conversație sessjoni talba seisiún iarratas kikao ombi kitambulisho sesi permintaan "
    "permohonan συνεδρία συνεδρίας αίτημα αιτήματος munkamenet kérés kérelem azonosító sessjon "
    "forespørgsel forespørsel förfrågan begäran samtal samtale istunto istunnon pyyntö pyynnön keskustelu "
    "tunniste sessió petició petición saioa eskaera oturum istek talep kimlik الجلسة جلسة الطلب طلب معرف "
    "المعرف نشست درخواست شناسه सत्र अनुरोध מזהה שיחה בקשה סשן הפעלה phiên mã yêu cầu "
    # and in Chinese and Japanese, where `_segment` cuts a label into them: number, trace, conversation, inquiry
    "编号 編號 番号 号 號 追踪 追蹤 会话 會話 对话 對話 会話 工作階段 照会 検索 トレース "
    # a hop's id, and inflected forms: `Sitzungs-ID`, `ID запроса`, `İstek kimliği`, `sesion`
    "hop sitzungs запроса kimliği sesion आईडी รหัสคำขอ รหัสเซสชัน 추적 αναγνωριστικό".split())
# Words a time label may have besides time words: what the time is of, or how it is written.
TIME_QUALIFIERS = frozenset(
    "at on of the and y e et und de del this current local utc gmt z iso unix request req server system "
    "message msg prompt turn api x t ms millis us ns sec secs seconds der des du la le da do della "
    # the clock of the machine the request comes from: `clientTime`, `Device time`, `Kiosk clock`
    "client device host browser tablet kiosk terminal console phone handset workstation pc "
    "anfrage requête solicitud richiesta pedido запроса 请求 リクエスト 요청 "
    # "current", "local" and "of the server / request" in more languages: `Hora actual`, `Поточний час`
    "aktuelle aktueller aktuell lokale lokaler actuelle actuel locale serveur actual servidor attuale corrente "
    "atual huidige текущее текущий текущая местное серверное aktualny aktualna aktualne bieżący bieżąca "
    "lokalny lokalna serwera поточний поточна поточне місцевий сервера консолі запиту текущо текущ текуща "
    "текущата местно сървъра dabartinis dabartinė vietinis serverio pašreizējais pašreizējā vietējais servera "
    "praegune kohalik serveri trenutni trenutno trenutna lokalni тренутно тренутни aktuálny aktuální "
    "aktuálne моментално тековно тековен ағымдағы қазіргі aktuale aktual núverandi aktuellen joriy hozirgi "
    "huidige plaaslike curentă curent curenta actuală actuala locală kurrenti attwali reatha semasa terkini "
    "tempatan τρέχουσα τρέχων τοπική aktuális jelenlegi helyi nuvarande nuværende nåværende lokal nykyinen "
    "paikallinen uneko oraingo одоогийн वर्तमान स्थानीय güncel şu anki şimdiki yerel الحالي الحالية المحلي فعلی "
    "کنونی محلی נוכחי נוכחית מקומי מקומית hiện tại "
    # "of the request", "of the query" and "of the server" in more languages: `Ώρα αιτήματος`, `وقت الطلب`,
    # `שעת הבקשה`, `अनुरोध समय`, `Waktu permintaan`, `Thời điểm truy vấn`, `Sorgu zamanı`, `Čas dotazu`, `조회 시각`
    "αιτήματος αίτημα הבקשה בקשה השרת שרת अनुरोध permintaan yêu cầu truy vấn điểm sorgu istek "
    "isteği dotazu požadavku abfrage consulta 현재 조회 "
    # current, of, query, fetched, generated, system, server, processed, in Chinese and Japanese
    "当前 當前 目前 而家 の 查询 查詢 照会 取得 生成 系统 系統 服务器 伺服器 サーバー 処理 请求 問い合わせ 秒 毫秒 ミリ秒 "
    # "current" where a label names both date and time: `Aktuelles Datum und Uhrzeit`, `Data e ora correnti`
    "aktuelles correnti текущие aktuellt presennol actuals kasalukuyang saat ini geçerli ya sistema systemu "
    "système systeem الحاليان الحاليين הנוכחיים "
    # plural and inflected "current", "system", "of the request": `Date et heure actuelles`, `Sistem saati`,
    # `Tijd van aanvraag`, `Giờ hệ thống`, `השעה הנוכחית`
    "actuelles actuels attuali actuales atuais sistem sistemi van aanvraag hệ thống הנוכחית הנוכחי का की के "
    "demande tick amz ce "
    "учурдагы азыркы hazırkı მიმდინარე ამჟამინდელი বর্তমান বৰ্তমান আজিৰ सध्याची موجودہ اوسنی вақти ప్రస్తుత".split())
# Words an identifier label may have besides identifier words: header prefixes and vendors.
ID_QUALIFIERS = frozenset("x b3 amzn datadog dd cf uber otel ot goog cloud token header value de der du la del da ce "
                          # whose session, run or delivery it is: `Console session`, `Draft job`, `webhook-id`
                          "console kiosk portal desk upload draft scan poll fetch relay intake widget workflow dispatch "
                          "sync planner workbench call job query snapshot run tool page panel webhook".split())
# Words that say a time is an event the prompt is about, not when the request was made.
TIME_CONTENT = frozenset(
    "deadline due expires expiry expiration exp birth born dob birthday created creation updated update "
    "modified modification published publish pub release released start end begin begins until since from to "
    "scheduled schedule appointment meeting event events departure depart departs arrival arrive arrives "
    "checkin checkout pickup dropoff delivery delivered shipped shipping ordered order purchase purchased "
    "paid payment opened closed resolved reported incident outage last first next previous prev valid "
    "effective cutoff eta reminder alarm wake launch kickoff game match login logout signup joined "
    "registered installed occurred happened detected expected estimated planned target revision rev "
    "version build format zone timezone example sample booking reservation flight train bus trip travel visit "
    "class lesson shift exam interview concert show party dinner lunch breakfast call starts ends opens closes "
    # created, updated, submitted in other languages (`Aangemaakt:`, `Erstellt:`, `Güncelleme:`)
    "creado creada criado criada créé créée erstellt angelegt creato creata aangemaakt utworzono vytvořeno "
    "создано создан створено oluşturuldu oluşturulma luotu skapad oprettet opprettet létrehozva dibuat "
    "actualizado atualizado modifié aktualisiert geändert aggiornato modificato bijgewerkt gewijzigd "
    "zaktualizowano обновлено изменено оновлено güncellendi güncelleme päivitetty uppdaterad opdateret "
    "oppdatert frissítve diperbarui enviado soumis eingereicht inviato ingediend przesłano gönderildi".split())
# Words that say an identifier is the thing the prompt is about, or a secret, or static.
ID_CONTENT = frozenset(
    "order ticket account customer product item sku invoice tracking serial employee patient case booking "
    "reservation flight train document doc file page post issue repo repository commit build tenant org "
    "organization project device card payment transaction txn wallet address key api secret password "
    "passcode pin otp coupon promo voucher isbn vin plate phone tel telephone fax mobile zip postal hash "
    "sha sha1 sha256 sha512 md5 digest checksum fingerprint signature etag revision rev version release "
    "model client user partner merchant vendor example sample".split())
# Labels of app metadata that stays the same from request to request (`name` only after one of
# these: `user_name` is, `Name` alone is a record's field).
COMPANION_WORDS = frozenset(
    "user username locale language lang region country timezone tz zone client app application "
    "platform os device browser agent channel env environment tenant org workspace plan tier role version "
    "model mode source knowledge cutoff sampled flags debug theme units currency team".split())
# Words that mark a record the prompt is about: an email (`From`, `Subject`), an HTTP message
# (`Content-Type`, `Server`, `Set-Cookie`), a receipt or invoice (`Total`, `Tax`), a ticket or
# report (`Severity`, `Status`, `Assignee`), a calendar entry (`Location`, `Attendees`), and
# `Name` or `Title` alone (a person, a product, a document). A run of
# fields with one of them is content; a run without is request metadata next to app metadata.
RECORD_WORDS = frozenset(
    "from to cc bcc subject sender recipient recipients reply attachment attachments "
    "content server cookie cache etag expires location vary connection transfer allow authenticate "
    "authorization referer referrer origin "
    "total subtotal amount tax vat price prices qty quantity balance discount fee fees charge charges "
    "refund invoice receipt paid due "
    "severity priority status impact error errors exception reason result outcome assignee assigned "
    "reporter owner attendees organizer steps expected actual symptom symptoms cause resolution "
    "affected component level".split())
# An email's sender, recipient and subject lines, and a title, in other languages (`De :`, `Objet :`,
# `Asunto:`, `Kimden:`, `件名:`, `Título:`): labels that are a record's field when they stand alone.
MAIL_LABELS = frozenset(
    "de para asunto assunto à objet expéditeur destinataire von an betreff da oggetto aan onderwerp od "
    "temat komu předmět predmet från ämne fra til emne lähettäjä vastaanottaja aihe kimden kime konu "
    "kutoka kwa mada от кому тема від από προς θέμα feladó címzett tárgy către subiect dari kepada subjek "
    "perihal từ đến 差出人 宛先 件名 送信者 发件人 收件人 主题 寄件者 收件者 主旨 제목 من إلى الموضوع מאת אל נושא "
    "از به موضوع से प्रति विषय título titulo titre titel titolo tytuł název názov заголовок название başlık "
    "otsikko rubrik tittel cím τίτλος タイトル 标题 標題 عنوان כותרת judul".split()) | {
    "보낸 사람", "받는 사람", "de la", "chủ đề", "tiêu đề"}
# Words of the prompt's own structure (turns, sections, slots): a label made of them alone
# (`Question`, `User question`, `Follow up input`) is never a record field.
STRUCTURE_WORDS = frozenset(
    "question query answer helpful refined final standalone follow up input chat history output instruction "
    "instructions task context user assistant human ai system bot thought action observation note notes "
    "example examples response summary title description rules goal objective persona topic text message q "
    "a reply prompt".split())
# Header prefixes and vendor names, left out when asking whether a label is static metadata
# (`X-B3-Sampled` is a sampling flag).
VENDOR_WORDS = frozenset("x b3 amzn datadog dd cf uber otel ot goog cloud".split())
# The header namespaces of tracing propagation (`x-datadog-sampling-priority`, `x-b3-flags`,
# `uber-trace-id`): what they carry is a trace's context, never a record's field, whatever the word.
TRACING_NAMESPACES = frozenset({("x", "datadog"), ("x", "b3"), ("x", "dd"), ("uber", "trace"), ("ot", "tracer"),
                                ("x", "amzn", "trace"), ("x", "cloud", "trace")})

_CHUNK = re.compile(rf"(?:[^\W_]|[{SIGNS}])+")  # a word, with its vowel signs
_LETTERS_DIGITS = re.compile(r"[A-Za-z]{1,6}\d{1,3}")  # b3, sha256, md5
_HUMP = re.compile(r"[A-Z]{2,}(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def words(label: str) -> tuple[str, ...]:
    """Lowercase words of a label: `X-B3-ParentSpanId` -> x, b3, parent, span, id; `请求时间` ->
    请求, 时间."""
    out: list[str] = []
    for chunk in _CHUNK.findall(label):
        low = _ARABIC_MARKS.sub("", chunk.lower().replace("i\u0307", "i"))  # Turkish `İ`: `i` and a combining dot
        if low in ID_WORDS or low in TIME_WORDS or _LETTERS_DIGITS.fullmatch(chunk):
            out.append(low)
        elif _UNSPACED.search(chunk):
            out += _segment(low)
        elif not chunk.isascii():
            out.append(low)
        else:
            out += [w.lower() for w in _HUMP.findall(chunk)]
    return tuple(out)


_ARABIC_MARKS = re.compile("[\u064b-\u065f\u0670]")  # vowel marks and the shadda: `معرّف` is `معرف`
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")  # Chinese and Japanese write words without blanks
_UNSPACED_WORDS = frozenset(w for vocabulary in (TIME_WORDS, ID_WORDS, TIME_QUALIFIERS, JOINING_WORDS, ID_QUALIFIERS, TIME_CONTENT,
                                                 ID_CONTENT, COMPANION_WORDS, RECORD_WORDS, MAIL_LABELS,
                                                 STRUCTURE_WORDS) for w in vocabulary if _UNSPACED.search(w))
_LONGEST_UNSPACED = max(map(len, _UNSPACED_WORDS))


def _segment(chunk: str) -> list[str]:
    """A label of Chinese or Japanese (`セッションid`, `请求编号`) cut into the longest words of the
    vocabulary here, left to right; a character no word starts with is a word of its own, so a label
    with words not known here names no time or id of the request."""
    out: list[str] = []
    i = 0
    while i < len(chunk):
        j = next((j for j in range(min(len(chunk), i + _LONGEST_UNSPACED), i + 1, -1) if chunk[i:j] in _UNSPACED_WORDS), i + 1)
        if chunk[i:j].isascii() and out and out[-1].isascii():
            out[-1] += chunk[i:j]  # letters after the script's words: `id` of `セッションid`
        else:
            out.append(chunk[i:j])
        i = j
    return out


# A label that ends in one of these pairs names a per-request id or stamp whatever comes before
# it (`x-ms-client-request-id`, `Stripe-Request-Id`, `X-Slack-Request-Timestamp`): the head of a
# compound label decides, its modifiers only say whose it is.
REQUEST_HEADS = frozenset("request req trace span session correlation message msg invocation execution "
                          "conversation interaction event delivery notification".split())
ID_TAILS = frozenset("id ids uuid guid".split())
STAMP_TAILS = frozenset("timestamp ts".split())
# A label that says when this session, run or call began or was put together (`Session opened`, `Run
# started`, `Context assembled`, `Call answered`) names a time of the request, though "opened" or
# "started" alone may be an event the prompt is about (`Ticket opened`, `Start`).
EVENT_SUBJECTS = frozenset("session run job call chat conversation page context snapshot query poll fetch sync upload "
                           "scan console panel mailbox workflow execution invocation prompt request turn window".split())
EVENT_VERBS = frozenset("started opened assembled answered loaded taken captured pulled synced finished began".split())


# The head of an English compound label that names one unit of work (`Transcription job`, `Play
# session`, `Enrichment request`): its id is made for that unit, whatever the words before say whose
# it is, unless one of them names content (`Booking request`, `Customer session`).
UNIT_HEADS = frozenset("session request run job upload attempt delivery fetch poll query snapshot sync scan batch "
                       "invocation execution conversation thread turn token lookup check render export pull read "
                       "relay handoff".split())
REF_TAILS = ID_TAILS | {"ref"}  # `Lookup id`, `Upload ref`
# The last word of a label that says how its value tells time (`queued_ms`, `now_s`, `viewer_time`,
# `Tool clock`): whatever the words before it, the value is a time.
TIME_TAILS = frozenset("ms s sec secs seconds us ns millis epoch unix ts time clock stamp timestamp".split())


@dataclass(frozen=True)
class Sense:
    """time / ident: the label names a time or an identifier of this request (only such words
    and their qualifiers); time_tail: its last word says the value tells time; fetched: a word of it
    says something was fetched or made for the request; unit: its head names a unit of work of its
    own (`Permit job`, so an identifier under it is made for it); mentions: it has a time or identifier word at all; time_content /
    id_content: it names something the prompt is about; companion: static app metadata;
    structure: a turn or section of the prompt; record: a field of an email, HTTP message, receipt,
    ticket or calendar entry."""

    time: bool
    ident: bool
    time_tail: bool
    fetched: bool
    unit: bool
    mentions: bool
    time_content: bool
    id_content: bool
    companion: bool
    structure: bool
    record: bool


# A bracket closing a label qualifies it (`Current time (Sendai)`, `当前时间（北京）`): its words say
# where or whose, the words before it what the value is; one that names a unit (`Snapshot (ms)`) is
# read with the label.
_QUALIFYING_BRACKET = re.compile(r"(?<=\S)[ \t]*[(（][^()（）\n]{1,60}[)）][ \t]*\Z")
# A bracket that says the value was put there for this request (`Letter date (today)`, `Invoice date
# (today, filled in by the invoice tool)`, `Controller time (read for this request)`): whatever the
# label names, its value is the app's reading of the time now.
_FILLED_NOW = re.compile(r"\b(?:today|now|heute|hoy|aujourd'hui|oggi|hoje|vandaag|idag|dziś|сегодня|filled[ \t]+in"
                         r"|set[ \t]+by|read[ \t]+for|for[ \t]+this[ \t]+\w+|get_current_time|clock\.now)\b", re.I)


@lru_cache(maxsize=4096)
def sense(label: str) -> Sense:
    bracket = _QUALIFYING_BRACKET.search(label)
    filled_now = bracket is not None and _FILLED_NOW.search(bracket.group()) is not None
    qualifier = bracket is not None and (filled_now or not any(w in TIME_TAILS or w in TIME_WORDS
                                                                for w in words(bracket.group())))
    ws = words(label[:bracket.start()] if qualifier else label)  # a place or a qualifier, not a unit of the value
    own = [w for w in ws if w not in VENDOR_WORDS]
    # `t`, `t_us`, `t_ms`; `at` alone (`at=1764477310123`, `<ctx at="...">`): a key that is a preposition of time
    has_time = any(w in TIME_WORDS for w in ws) or ws[:1] == ("t",) or ws == ("at",)
    has_id = any(w in ID_WORDS for w in ws)
    head = len(ws) >= 2 and ws[-2] in REQUEST_HEADS
    head_id = head and ws[-1] in ID_TAILS
    event_stamp = len(ws) >= 2 and ws[-1] in EVENT_VERBS and any(w in EVENT_SUBJECTS for w in ws[:-1]) \
        and all(w in EVENT_SUBJECTS or w in TIME_QUALIFIERS for w in ws[:-1])
    stamp_head = len(ws) >= 2 and ws[-1] in STAMP_TAILS and not any(
        w in TIME_CONTENT or w in ID_CONTENT or w in RECORD_WORDS for w in ws)  # `webhook-timestamp`
    head_stamp = head and ws[-1] in STAMP_TAILS or event_stamp or stamp_head
    content = any(w in TIME_CONTENT for w in ws)
    joined = sum(w in JOINING_WORDS and w not in TIME_QUALIFIERS for w in ws)
    qualifies = TIME_QUALIFIERS if not joined or len(ws) - joined < 3 else TIME_QUALIFIERS | JOINING_WORDS
    return Sense(
        time=has_time and (all(w in TIME_WORDS or w in qualifies for w in ws) or filled_now and not content)
        or head_stamp,
        ident=has_id and all(w in ID_WORDS or w in ID_QUALIFIERS for w in ws) or head_id,
        time_tail=len(ws) >= 2 and ws[-1] in TIME_TAILS,
        fetched=not FETCH_WORDS.isdisjoint(ws),
        unit=len(ws) >= 2 and (ws[-1] in UNIT_HEADS or ws[-1] in REF_TAILS and ws[-2] in UNIT_HEADS)
        and not any(w in ID_CONTENT or w in RECORD_WORDS for w in ws),
        mentions=has_time or has_id,
        time_content=content and not head_stamp,
        id_content=any(w in ID_CONTENT for w in ws) and not head_id,
        companion=own not in ([], ["name"]) and (all(w in COMPANION_WORDS or w == "name" for w in own)
                                                 or own == ["time", "zone"]),
        structure=bool(ws) and len(ws) <= 3 and all(w in STRUCTURE_WORDS for w in ws),
        record=not (filled_now and has_time) and ws[:2] not in TRACING_NAMESPACES and ws[:3] not in TRACING_NAMESPACES
        and (any(w in RECORD_WORDS for w in ws) or ws in (("name",), ("title",)) or " ".join(ws) in MAIL_LABELS),
    )

