"""Material in less common shapes. Pasted material stays where it is, however its values look, now
that a timestamp to the second moves under any label: a calendar invite or contact card, a text in
triple quotes, an XML document with nested elements, a YAML config a sentence points at, a program's
line comparing two stamps, the attributes of a tag that runs over several lines. The rows of a table
of names and values move as fields, and so does a note in brackets that closes the text."""

from __future__ import annotations

import pytest

from prompt_normalizer import normalize
from prompt_normalizer.normalize import split_trailer

LEFT_ALONE = [
    # An iCalendar object: its stamps are the invite's.
    "BEGIN:VEVENT\nUID:plan-7@calendar.example\nDTSTAMP:20261130T120000Z\nDTSTART:20261203T090000Z\n"
    "SUMMARY:Quarterly planning\nEND:VEVENT\n\nWhat time is this in Lisbon?",
    "Add this to my diary:\nBEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTAMP:20260201T090000Z\nDTSTART:20260304T190000Z\n"
    "END:VEVENT\nEND:VCALENDAR",
    # A text in triple quotes, here a migration's docstring above its code.
    '"""add cause_code\n\nRevision ID: 3f2a1c9b7d4e\nCreate Date: 2026-03-02 14:11:08.123456\n\n"""\n'
    "from alembic import op\n\nWhy can't prod find this revision?",
    # XML whose run of elements holds nested ones is a document (a bank statement), not a header.
    "Is the debit already in the balance?\n\n<Rpt>\n  <Id>CMZB-IR-20260305-1100</Id>\n"
    "  <CreDtTm>2026-03-05T11:00:03+01:00</CreDtTm>\n  <Acct><Id><IBAN>DE12500200000123456789</IBAN></Id></Acct>\n"
    "</Rpt>",
    # A config a sentence points at, through the key that opens its mapping.
    "Here is my config:\n\nserver:\n  port: 8080\n  started: 2026-12-01T18:22:05Z\n\nWhy won't it start?",
    # A program's line that compares two stamps.
    "my job is stuck, scontrol says\n   SubmitTime=2026-02-25T09:12:31 StartTime=2026-03-02T06:00:00\n"
    "Can I shorten --time?",
    # Attributes of a tag written over several lines belong to that element.
    "Check that this header matches the memory:\n<header creationtool=\"Studio\"\n"
    "        srclang=\"en-GB\" creationdate=\"20240611T120000Z\"\n        creationid=\"gwyn\"/>\n\nAnswer:",
]


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_pasted_material_stays(text: str) -> None:
    assert normalize(text).text == text


def test_text_after_a_one_line_quote_is_still_read() -> None:
    text = 'Summarise the text in triple quotes.\n"""The lift is out of order."""\nRequest time: 2026-11-30T04:35:10Z'
    assert normalize(text).text.endswith('"""\n\nRequest time: 2026-11-30T04:35:10Z')


def test_a_code_fence_with_triple_quotes_inside_still_closes() -> None:
    text = ('Why does this fail?\n```python\ndef f():\n    """Doc."""\n    return 1\n```\n'
            "Generated at: 2026-11-30T04:35:10Z")
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == ["Generated at: 2026-11-30T04:35:10Z"]


# -- tables of names and values ------------------------------------------------------------------

TABLE = ("| Field | Value |\n|---|---|\n| Session | 6b593c2471e60c6aaf031438 |\n| Store | Camden |\n"
         "| Server time | 2026-01-25 17:06:21 UTC |\n\nYou help the shop floor staff. Answer briefly.")


def test_rows_of_a_metadata_table_move() -> None:
    result = normalize(TABLE)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [
        "| Session | 6b593c2471e60c6aaf031438 |", "| Server time | 2026-01-25 17:06:21 UTC |"]
    assert "| Store | Camden |" in result.text.split("\n\n")[0]


@pytest.mark.parametrize("text", [
    # a record's table: a content field among its rows
    TABLE.replace("| Store | Camden |", "| Status | failed |"),
    # a table of data: three columns, or a name that repeats
    "| Step | Started | Host |\n|---|---|---|\n| build | 2026-01-25 17:06:21 | ci-3 |\n\nWhy so slow?",
    "| Session | 6b593c2471e60c6aaf031438 |\n| Session | 6b593c2471e60c6aaf031439 |\n\nWhich one is mine?",
    # a table the user pasted and asks about
    "I got this table from the kiosk, what does it mean?\n\n| Session | 6b593c2471e60c6aaf031438 |\n"
    "| Server time | 2026-01-25 17:06:21 UTC |",
])
def test_tables_of_data_stay(text: str) -> None:
    assert normalize(text).text == text


# -- a note in brackets closing the text -----------------------------------------------------------

@pytest.mark.parametrize("text, note", [
    ("User: Can you book the guest suite for 12 and 13 June? (sent 09/10/2026 05:52)", "(sent 09/10/2026 05:52)"),
    ("Operator: The stand says 'CAN timeout'. Retest? (session JL9oLSUX69K8gTzuM1lHZ)",
     "(session JL9oLSUX69K8gTzuM1lHZ)"),
    ("User: Does she qualify for legal aid? (DB now: 2027-01-23 21:01:03.278765+02)",
     "(DB now: 2027-01-23 21:01:03.278765+02)"),
    ("Student: solve 2(x - 3) = 5x + 9 [solve_id: 01KZWV6PCWE45G0WQ4PYFYFT4K]", "[solve_id: 01KZWV6PCWE45G0WQ4PYFYFT4K]"),
    ("[mic-session 01M7MZDPGZR5H0S9CZJP96TEPW]\nTranscribe what the caller says.", "[mic-session 01M7MZDPGZR5H0S9CZJP96TEPW]"),
])
def test_a_note_closing_the_text_moves(text: str, note: str) -> None:
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [note]
    assert result.text.endswith(note)


@pytest.mark.parametrize("text", [
    "Cite it as: Harbour report (Retrieved 29 November 2026)",  # a date alone is the material's
    "My parcel never came, can you check? (order 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190)",  # an id of content
    "Which bus do I take to the stadium (the one at 14:10)",
])
def test_other_closing_notes_stay(text: str) -> None:
    assert normalize(text).text == text


# -- an app's fields in XML ------------------------------------------------------------------------

@pytest.mark.parametrize("text, field", [
    # next to the app's own fields (a clinic, a therapist), which are no record
    ("<intake>\n  <clinic>Kneaded Massage, Nelson</clinic>\n  <request_id>ea612ca8-1183-4aa5-b79f-dff505083131</request_id>\n"
     "  <therapist>Aroha</therapist>\n</intake>\nSummarise the client's answers.",
     "<request_id>ea612ca8-1183-4aa5-b79f-dff505083131</request_id>"),
    # a `<context>` that holds nothing but one-line elements is an app's header, not retrieved content
    ("<context>\n  <temple>Sri Venkateswara Temple</temple>\n  <now>2026-04-08T10:28:40+10:00</now>\n</context>\n"
     "You match volunteers to duties.", "<now>2026-04-08T10:28:40+10:00</now>"),
])
def test_an_apps_fields_in_xml_move(text: str, field: str) -> None:
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [field]


def test_an_element_next_to_a_contents_id_stays() -> None:
    text = ("<case_context>\n  <acquired>2026-03-09T11:20:00Z</acquired>\n  <image_md5>9e107d9d372bb6826bd81d3542a419d6"
            "</image_md5>\n</case_context>\nDo I need a new custody entry for a copy?")
    assert normalize(text).text == text


# -- an app's JSON: a header of its own settings, an event envelope ---------------------------------

APP_JSON = ('{\n  "app": "trailhead-coach",\n  "athlete_tier": "premium",\n'
            '  "request_id": "5d974109-7a0e-4b1f-9d0b-2d6b07a32a16",\n  "client_now": "2026-08-07T03:04:17.973Z",\n'
            '  "units": "metric"\n}\n')
CLOUDEVENT = ('{\n  "specversion": "1.0",\n  "id": "651bf0eb-3a55-4c4b-b178-8fe3e873df6a",\n'
              '  "source": "/network-tokens/lifecycle",\n  "type": "token.updated",\n  "time": "2026-03-05T21:15:32.020Z",\n'
              '  "data": {"customer": "cus_BW004471", "change": "card_reissued"}\n}')


def _moved(text: str) -> list[str]:
    return [c.text.strip().rstrip(",") for c in normalize(text).changes if c.kind == "volatile"]


def test_an_apps_json_header_and_an_event_envelope_move() -> None:
    assert _moved(APP_JSON + "You are an endurance coach. One paragraph.") == [
        '"request_id": "5d974109-7a0e-4b1f-9d0b-2d6b07a32a16"', '"client_now": "2026-08-07T03:04:17.973Z"']
    assert _moved("You keep card records up to date.\n\n" + CLOUDEVENT) == [
        '"id": "651bf0eb-3a55-4c4b-b178-8fe3e873df6a"', '"time": "2026-03-05T21:15:32.020Z"']
    # The user's question opens a transcript whose later turns fetch the time: the tool's answer moves.
    trace = ("User: Is the release train still open?\nAssistant: Let me check the time.\n"
             'Tool result: {"now": "2026-03-14T01:54:04+01:00", "tz": "Europe/Berlin"}\nAssistant:')
    assert _moved(trace) == ['"now": "2026-03-14T01:54:04+01:00"']


@pytest.mark.parametrize("text", [
    APP_JSON + "Why is the request id different every time?",  # a question typed right under it
    APP_JSON + "Answer questions about the session above.",  # words pointing back up at it
    APP_JSON + "\nmy coach app sends this and the units are never applied. why",  # a question without its "?"
    "SQS message received:\nBody: " + APP_JSON.replace("\n", " ") + "\nDecide whether to publish it.",  # a field's value
    "Was the card reissued before the payment failed?\n\n" + CLOUDEVENT,  # an envelope under a question
    "User: Was the card reissued first?\n" + CLOUDEVENT.replace("\n", " "),  # under the user's turn asking
])
def test_json_someone_asks_about_stays(text: str) -> None:
    """(A known cue, `request_id`, is judged by its own rule: the stamp under a label of no known cue is
    what is looked at here.)"""
    assert not any("client_now" in m or '"time"' in m for m in _moved(text))


# -- an app's header as a tag's attributes or as KEY=value lines ----------------------------------

@pytest.mark.parametrize("text, moved", [
    ('<petition_context request="035b5216-b12d-480a-a6ed-19b36014d28c" slug="save-riverside-library" '
     'rendered="2026-04-09T22:30:41Z" lang="en-GB">\n<count>18422</count>\n</petition_context>\nWrite an update.',
     ['request="035b5216-b12d-480a-a6ed-19b36014d28c"', 'rendered="2026-04-09T22:30:41Z"']),
    ('<context session="E_IEDkHshOtQrn81386sC" tenant="emsco-apac"/>\nAnswer briefly in German.',
     ['session="E_IEDkHshOtQrn81386sC"']),
    # the id of the partner the app serves is the same in every request: only the session moves
    ('<context partner_id="9b2e7c14-3f6a-4d81-b0e5-c7a2d9f13e48" session="E_IEDkHshOtQrn81386sC"/>\n'
     'Answer briefly in Thai.', ['session="E_IEDkHshOtQrn81386sC"']),
    # the tag under the app's first lines, in the same paragraph
    ('You are the fantasy-football assistant of Kickline. Suggest who to start;\nnever guarantee results.\n'
     '<context league="kickline-private-118" now="2027-04-05T05:33:04-04:00" scoring="points">\n'
     'Injury report: B. Okoro out.\n</context>\n\nManager: Should I start Okoro?\nAssistant:',
     ['now="2027-04-05T05:33:04-04:00"']),
    ("ASSOC=harbour-ward-residents\nLANG=en_GB.UTF-8\nNOW_EPOCH=1788142920\n"
     "INVOCATION_ID=6c15fb1d-3937-4b85-8b30-58380ae25bab\n\nDraft a short notice for the newsletter.",
     ["NOW_EPOCH=1788142920", "INVOCATION_ID=6c15fb1d-3937-4b85-8b30-58380ae25bab"]),
])
def test_an_apps_header_in_attributes_or_pairs_moves(text: str, moved: list[str]) -> None:
    assert _moved(text) == moved


@pytest.mark.parametrize("text", [
    "timeout=30\nretries=5\nstarted_at=2026-12-01T18:22:05Z\n\nIs this config valid?",  # asked about
    "status=failed\nretries=5\nstarted_at=2026-12-01T18:22:05Z\n\nSummarise the run.",  # a record's field
    '<div session="E_IEDkHshOtQrn81386sC" class="x">\nhi</div>\nFix the HTML.',  # a document's element
    'Fix the HTML of our widget;\nkeep the ids.\n<div session="E_IEDkHshOtQrn81386sC" class="x">\nhi</div>',  # and under words
    # a delivery the user pasted, asked about by one of its fields' names
    "webhook-id: msg_2Xk9LpQ7mN4rT1vB8cZ3yW\nwebhook-timestamp: 1773216124\nwebhook-signature: v1,K5oZfzN95Z9U=\n\n"
    '{"type":"subscription.renewed"}\n\nOur verifier says the signature is wrong. Which bytes should be signed?',
    "webhook-id: msg_2dPqX8rT1vLmN0aB4cK7yZ9wE3h\nwebhook-timestamp: 1773220800\n\n"
    '{"type": "payout.failed"}\n\nOur verification says the timestamp is too old. How much tolerance is normal?',
    # a JSON body under a question about it
    'What\'s the conflict and how do I fix it?\n\n{"requestId": "VM4TJSB5MLZU52CLL3TS", "timestamp": '
    '"2026-03-09T18:18:01.220Z", "code": "400", "details": "Invalid keyword"}',
])
def test_pairs_and_attributes_of_data_stay(text: str) -> None:
    assert normalize(text).text == text


# -- what the user introduces or asks about ------------------------------------------------------

@pytest.mark.parametrize("text", [
    # a line of the user's turn ending in a colon introduces what follows
    "User: The consent record:\n\nConsent: chiropractic treatment\nSigned at: 2026-03-09 16:42:10 +00:00\n"
    "IP: 81.2.69.160\nAssistant: Thanks. What would you like to know?\nUser: Is it valid in the UK?\nAssistant:",
    # ... typed right above it too
    "Cliente: Comprovante de entrega:\nEntregue em: 29/10/2026 00:19:07\nRecebedor: porteiro\n"
    "ID: 01M62TP8RK1E2A386V2DNB5S1W\nEu não recebi nada.",
    # a titled document (a validator's report) under a question, in any language
    "Sind das zwei verschiedene Fehler?\n\nPrüfbericht KoSIT Validator 1.5.0\nDokument: RE-2026-0413.xml\n"
    "Zeitpunkt der Prüfung: 2026-03-09 15:22:07\nBewertung: Zurückweisen",
    # a filing's receipt, its title in capitals, under which the user asks in prose
    "Tu es l'assistant de la coopérative.\n\nACCUSÉ DE RÉCEPTION - TÉLÉPAC\nDossier : 2026-035-00918\n"
    "Déposé le : 14/05/2026 à 22:41:07\nHorodatage : 1778791267\n\nLe dépôt a-t-il été fait à temps ?",
    # a bot's prompt the user copied to debug it, introduced by a sentence pointing at it (wrapped too)
    "Our rota bot answered strangely. This is the full prompt it received, copied from the console:\n\n"
    "You are the rota bot.\nCurrent time: 2026-08-17T18:13:22Z\nSession: ad012d41421b9ebd36a53e3a\n"
    "Customer: can I swap Friday?\n\nWhy would it refuse?",
    "The shop bot said we were closed. This is the prompt it got,\ncopied from the debug console:\n\n"
    "---8<---\nCurrent time: 2026-11-08 19:16:50\nSession: c16c36d2e0c21db092ffcb4b\nYou are the shop bot.\n"
    "---8<---\n\nWhy would it say closed?",
    # ... or by a sentence with a word that presents it, in any language
    "Tu aides les vendeurs.\n\nVoici la demande de retour :\n\nDemande de retour RT-7531234\n"
    "Créée le : 01/10/2026 13:20:53\nIdentifiant : 3K5i6NOj7eKVxrdwPO5sCP081Ms\n\nDois-je payer l'étiquette ?",
    # an event written as one line of pairs (three of them content), asked about
    "Du är SOC-assistent.\n\nJag klistrade in:\ntid=2026-06-15T06:31:51+02:00 regel=blockera-tor "
    "src=10.12.0.26 port=9001\n\nÄr detta en incident?",
    # a record typed right under the question about it
    "¿Ya se puede retirar el contenedor?\ncreado: 2027-01-07T21:10:53Z\nid: 01a2f1fd-85c7-75a7-8cf8-3d4e197968be\n"
    "tipo: levante_aduanero\ndua: 27ES36837183920927\nestado: LEVANTE AUTORIZADO 2027-01-08 03:10",
    # the user's turn, under its name in another language, introducing what follows
    "Du hilfst dem Kundenservice.\n\nNutzer: Ablesung aus dem Kundenportal:\nZählernummer: 9WZ3036055\n"
    "Ablesedatum: 16.02.2026\nVorgangsnummer: 01KHJ99YRJXVZ5172VCG20ZGS5\nWarum weicht das ab?\n"
    "Ticket run: 3F2WUDiXESkkzbVFo6MutmnUnkl",
    "Bu arıza kaydı ne zaman açılmış?\nkayit=28269396 zaman=2026-06-20T11:05:20+03:00 mahalle=Bahçelievler "
    "tur=boru_patlagi ekip=E-7",
    # ... or under a line that names it
    "You explain warranty debits.\n\nPortal log line:\nts=2026-09-13T15:28:55-04:00 claim=7731-3664 action=debit "
    "reason=D22 amount=318.40 request_id=37e9f4eebb06343e\n\nManager: What does D22 mean?",
    # an e-mail that opens the user's turn
    "You are the SOC assistant.\n\nUser: Subject: Canarytoken triggered on FS-03\nDate: Wed, 25 Feb 2026 03:30:58 +0000\n\n"
    "Someone opened our decoy file. What do we do first?\nAssistant:",
    # a run's summary file: its ids and times sit a few lines from its content keys
    "User: final_summary.txt from the run folder:\n\ninstrument=GXB09899\nflow_cell_id=FAX22991\n"
    "protocol_run_id=319477c0-d953-4bcd-91b7-5baf1e4beea6\nacquisition_run_id=ab1fe6d9d09cead9553c74423068c3b74936520b\n"
    "started=2026-09-13T07:58:23.275377+02:00\nbasecalling_enabled=1\nAssistant: Got it.\n"
    "User: Did the run stop early?\nAssistant:",
    # a YAML record (its key names it) under which the user asks
    "Tu es l'assistant de l'atelier.\n\nrendez_vous:\n  id: p9w2nORyrsjlFe17gPMwc\n"
    "  cree_le: 2026-11-11T15:07:11+01:00\n  prestation: révision + courroie\n\n"
    "Le client peut-il décaler ce rendez-vous d'un jour ?",
    # a record whose values the question quotes (a tractor's fault code)
    'User: {"ts":1783495322417,"machine":"8R410-RW0008","spn":5246,"fmi":16,"count":2}\n\n'
    "What does SPN 5246 FMI 16 mean, and can I finish the field?",
    # a sentence that runs on into the line it shows ("The header was" with no colon)
    "Support asked for the trace id of a failed request. The header was\n"
    "traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\nWhich part do I send them?",
])
def test_material_the_user_introduces_or_asks_about_stays(text: str) -> None:
    assert normalize(text).text == text


@pytest.mark.parametrize("text", [
    # a record (a room booking: number, room, status) under a question, in Korean
    "이 예약을 두 시간 더 연장하려면 어떻게 해야 하나요?\n\n예약 번호: R-55120\n강의실: 공학관 301\n"
    "일시: 2027-03-10 13:00~15:00\n신청 일시: 2026-10-30 14:22:08\n상태: 승인",
    # emails in other languages: their sender, subject and date lines stay together
    "Réponds à cette cliente.\n\nDe : Sophie Lambert <s.lambert@example.be>\nDate : samedi 10 octobre 2026 11:34\n"
    "Objet : Points non crédités\n\nBonjour, mes points bonus n'apparaissent pas.",
    "Oyuncu: E-postama şu geldi:\n\nKimden: Skyreach Arena <no-reply@skyreach.example>\nTarih: 14 Aralık 2026 01:55\n"
    "Konu: E-posta adresiniz değiştirildi\n\nNe yapmalıyım?",
    # a record's event times in other languages and a plan's start, under words that say so
    "Er zijn maar 36 komkommers geleverd.\n\nPakbon 2026-55310\nLeverancier: Groentehandel Van Dijk\n"
    "Aangemaakt: 13-10-2026 23:12:40\n\nHoe noteer ik dat?",
    "You are the on-call assistant.\nFreeze starts: 2026-03-18T00:00:00Z\n\nUser: How do I write a handover note?",
    # a record under a question asked in Greek, which asks with `;`
    "Επιτρέπεται αύξηση του ενοικίου με αυτή τη μίσθωση;\n\nΑριθμός Δήλωσης: 227643551\n"
    "Ημερομηνία Υποβολής: 13/11/2026 12:57:39\nΕκμισθωτής: ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ\nΜηνιαίο μίσθωμα: 650,00 €",
    # a tool's answer in a ReAct trace, under its question
    "Question: Which documents do we need at the appointment?\nThought: I should read the attachment.\n"
    "Action: read_attachment[upload-1]\nObservation:\nBaşvuru No: 2026/806896\nİşlem Türü: Satış\n"
    "Başvuru Tarihi: 25.06.2026 16:42:37\nRandevu: 28.06.2026 10:30 - Kadıköy\nHarç Tutarı: 48.600,00 TL\nThought:",
    # a receipt under a question, whose last line ends in a bracketed stamp of its own
    "<s>[INST] Штраф нарахували через пів години після поїздки. Це законно?\n\nКвитанція № YZ-2026-0304-118\n"
    "Самокат: KY-E-11873\nВартість: 76 грн\nШтраф за пошкодження: 800 грн (нараховано 04.03.2026 19:02:55) [/INST]",
])
def test_records_in_other_languages_stay(text: str) -> None:
    assert normalize(text).text == text


def test_a_stamp_under_words_that_name_no_time_moves_when_a_program_wrote_it() -> None:
    """`Booked: <stamp>` is a record's field (a booking the requester pasted), at the head of the text
    as inside it: records' systems stamp to the second too. A fraction of a second, a header's name
    or words of fetching say a program stamped it for this request."""
    body = "You book teaching rooms.\n\n{field}\nRoom: SR-14\n\nCan I extend my booking?\nAssistant:"
    assert normalize(body.format(field="Booked: 2026-09-02 14:18:09")).changes == ()
    head = "Booked: 2026-09-02 14:18:09\n\nYou book teaching rooms.\n\nCan I extend it?"
    assert normalize(head).text == head
    for field in ("Booked: 2026-09-02 14:18:09.402", "Upload-Received: 2026-09-02 14:18:09",
                  "Mailbox polled: 2026-09-02 14:18:09"):
        assert _moved(body.format(field=field)) == [field], field


def test_metadata_under_the_users_question_still_moves() -> None:
    text = ("User: Can I book the guest suite for June?\n\nRequest time: 2026-03-09 16:42:10\nDesk: north\n\n"
            "Answer in one sentence.\nAssistant:")
    assert _moved(text) == ["Request time: 2026-03-09 16:42:10"]
    text = ("You help baggage handlers.\n\nHandler: Tag 0257 314829 missed OS171. Where does it go?\n"
            "Handheld clock: 26.05.2026 06:56:12\nScan: 01KSHA8041BAAMYTR3PNHTWP7Z\nAssistant:")
    assert _moved(text) == ["Handheld clock: 26.05.2026 06:56:12", "Scan: 01KSHA8041BAAMYTR3PNHTWP7Z"]


def test_a_header_the_user_asks_about_last_in_the_text_is_no_trailer() -> None:
    """Field lines that close the text are a trailer already written, unless the text asks about
    them ("Which part of this do I send them?")."""
    header = "traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    asked = "Support asked me for the trace of the failed meter read\nsubmission. Which part of this do I send them?"
    assert split_trailer(f"{asked}\n\n{header}")[2] == ()
    assert split_trailer(f"Summarise the outage.\n\n{header}")[2] == (header,)


def test_a_header_asked_about_in_another_language_is_no_trailer() -> None:
    """"This header" in Spanish, French or German points at it as "this header" does in English; a
    demonstrative before a noun of the question ("este año") does not."""
    header = "traceparent: 00-f2893adc2f73dffd8a1980ca3ac6cbb3-cff7bf588c332c15-01"
    for asked in ("¿Qué significa cada parte de este encabezado que aparece en los logs de mi bot?",
                  "Que veut dire cette ligne du journal ?", "Was bedeutet dieser Eintrag im Protokoll?"):
        assert split_trailer(f"{asked}\n\n{header}")[2] == (), asked
    assert split_trailer(f"¿Qué plan me conviene este año?\n\n{header}")[2] == (header,)


def test_a_sentence_ending_in_a_colon_presents_what_follows_not_the_fields_above() -> None:
    """The app's stamp at the head stays metadata when the user's next paragraph introduces a log
    line below it ("In the integration log there is this line:")."""
    text = ("You help marketplace sellers with account suspensions.\nPulled at: 2026-05-29T00:30:02.225Z\n\n"
            "In the integration log there is this line:\n\n2026-05-27 02:20:45 WARN account-health "
            "seller=IT-44812 reason=\"expired documents\" ref=32b558b03414dc2a\n\nWhich documents must I upload again?")
    assert _moved(text) == ["Pulled at: 2026-05-29T00:30:02.225Z"]


def test_a_question_about_the_fields_under_it_does_not_claim_the_trailer() -> None:
    """A question over a pasted e-mail's header lines is about them: the request time the app wrote
    after a blank line is still a trailer."""
    stamp = "Request time: 02/07/2026 07:19:20"
    text = ("User: a colleague got this message, is it phishing?\nFrom: \"Payroll\" <pay@hr-portal.example>\n"
            f"Date: Thu, 2 Jul 2026 06:29:20 +0200\nSubject: Your payslip is ready\n\n{stamp}")
    assert split_trailer(text)[2] == (stamp,)


def test_a_record_typed_right_under_the_users_lead_in_stays() -> None:
    """A record the user introduces on the line above it ("Mon collègue m'a envoyé ceci :") keeps
    its time; an app's own lead-in over its context ("Voici le contexte de la session :") does not."""
    record = ("Rapport d'inspection n° RI-2026-0457\nHorodatage : 2026-09-03 06:48:12\nInspecteur : M. Gagnon\n"
              "Zone : Galerie 640, chantier 12\nConstat : boulons d'ancrage manquants sur 3 m, grillage déchiré")
    assert _moved("Quelle mesure immédiate doit-on prendre avant de laisser entrer l'équipe ? "
                  f"Mon collègue m'a envoyé ceci :\n{record}") == []
    assert _moved(f"Tu aides les équipes de la mine. Voici le contexte de la session :\n{record}\n\nRésume le constat.") == [
        "Horodatage : 2026-09-03 06:48:12"]


def test_a_question_naming_a_key_of_the_block_asks_about_it() -> None:
    """"Is the requested port date valid?" under `<RequestedPortDate>`, or "Is the rate limit right?"
    over `Rate-limit :`, names the pasted block's own field: its ids and times stay. A question that
    names none of its keys leaves an app's XML context as it was."""
    xml = ('<NumberPortRequest xmlns="urn:example:np:1">\n  <RequestId>a9624e03-7292-4dd7-9c83-676fc871c206</RequestId>\n'
           "  <SubmittedAt>2026-01-20T17:53:06Z</SubmittedAt>\n  <Msisdn>+447700884745</Msisdn>\n"
           "  <RequestedPortDate>2026-01-21</RequestedPortDate>\n</NumberPortRequest>\n\n")
    assert _moved(xml + "Is the requested port date valid if ports need one full working day after submission?") == []
    assert _moved(xml + "Can ports be done on weekends?") == [
        "<RequestId>a9624e03-7292-4dd7-9c83-676fc871c206</RequestId>", "<SubmittedAt>2026-01-20T17:53:06Z</SubmittedAt>"]
    session = ("Subscriber: fibre-511925@isp\n  Session-ID : C98E95D9\n  State      : up\n"
               "  Up since   : 2026-08-06 02:44:28\n  Rate-limit : 900M/110M")
    assert _moved(f"The customer only gets 300 Mbps. Is the rate limit right for a 900 plan?\n\n{session}") == []
    booking = ("rendez_vous:\n  id: Ct6TeXH0oTDklMRQedl2F\n  cree_le: 2027-01-17T10:07:13+01:00\n"
               "  prestation: révision + courroie\n  creneau: 21.01.2027 08:30\n\n")
    assert _moved(f"Tu es l'assistant de l'atelier.\n\n{booking}Le client peut-il décaler ce rendez-vous d'un jour ?\n"
                  "Identifiant de session: aRyp8hl-KYTNyeQxmh4VO") == ["Identifiant de session: aRyp8hl-KYTNyeQxmh4VO"]


def test_an_instruction_on_this_claims_the_block_below_it_not_the_trailer() -> None:
    """"Turn this into a post." over a pasted schedule is about the schedule: its id stays. After a
    report, "Summarise this for the newsletter." is about the report, and the app's session line
    under it still moves."""
    schedule = ('id: sched-2026w11-leith\nupdated: 2026-03-06T10:02:11Z\nclasses:\n  - name: Spin 45\n'
                '    day: Mon\n    start: "06:30"\n    instructor: Kev')
    assert _moved(f"Turn this into a friendly Monday timetable post for Instagram.\n\n{schedule}") == []
    report = ("The lift contractor left this report:\n\nLIFT MAINTENANCE VISIT REPORT\nVisit ref: LMV-26-04417\n"
              "Site: Harbour Point\nArrived: 04/06/2026 09:12\nWork done: adjusted landing door locks.\n\n"
              "Summarise this for the tenants' newsletter in two sentences.\n\n")
    session = "Session: dc6184da-4e02-4163-9145-f1b0814c71f7"
    assert split_trailer(report + session)[2] == (session,)


def test_a_short_record_typed_right_under_a_question_stays() -> None:
    """Two fields of words or codes under the question typed right above them are the user's record
    ("Bao giờ hàng đổi được gửi?" over an exchange's code and status); an id and a clock under it are
    the app's."""
    record = "ma_doi_tra: DT-167107\ncap_nhat_luc: 2026-03-01T15:13:30+07:00\ntrang_thai: cho_kiem_tra"
    assert _moved(f"Bao giờ hàng đổi được gửi?\n{record}") == []
    assert _moved("你係將軍澳 HKG2 數據中心嘅客戶助手，用廣東話簡單答。\n\n我哋想加多一個機櫃，大概幾耐先有？\n而家時間: 2026年6月12日 上午4:32\n"
                  "dialog: 1f165d49-f6bf-6842-ba5b-7ad99fe072a6") == [
        "而家時間: 2026年6月12日 上午4:32", "dialog: 1f165d49-f6bf-6842-ba5b-7ad99fe072a6"]


def test_a_header_typed_under_is_this_what_they_need_stays() -> None:
    """"Is this what they need?" in the user's words over a header typed right under it points at the
    header; a question that does not point leaves the app's header to move."""
    header = "traceparent: 00-5b8aa5a2d2c872e8321cf37308d69df2-051581bf3cb55c13-01"
    assert _moved(f"Support asked me for the trace of the failed upload. Is this what they need?\n{header}") == []
    assert _moved(f"Support asked me for the trace of the failed upload. When will it be fixed?\n{header}") == [header]


def test_a_speakers_line_over_the_record_they_bring_claims_it() -> None:
    """"Adviser: Brief me on this client before the call." typed right over a CRM record: the
    record is what the adviser brings, its id stays. When the speaker's block goes on past their
    question, the app's stamp typed under it still moves."""
    record = ("id: 0195a7d0-12c4-7b9e-8e31-4f0a6c2d9b58\ncreated: 2021-06-03T09:12:00Z\n"
              "last_contact: 2026-02-26T15:40:11Z (phone, 14 min)\nnote: wants to gift £3,000 a year to grandchildren")
    assert _moved("You prepare meeting briefs for advisers. Bullet points only.\n\n"
                  f"Adviser: Brief me on this client before the call.\n{record}\nBrief:") == []
    assert _moved("You support returns. Follow the policy strictly.\n\nUser: My colleague sent this return record:\n"
                  "return:\n  ref: RT-329246\n  created: 2027-05-22T23:24:06Z\n  carrier: Parcelo\n"
                  "Is the label still valid after 14 days?\nGenerated at: 2026-11-26T18:15:39.240Z\nAnswer:") == [
        "Generated at: 2026-11-26T18:15:39.240Z"]


def test_a_header_someone_gave_the_user_stays() -> None:
    """"The courier's support gave me this from the tracking page:" over a header, a question under
    it: the user shows what they were given. Without the lead-in the app's header moves."""
    header = "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
    question = "Which part do I send back, and what does the 01 at the end mean?"
    assert _moved(f"The courier's support gave me this from the tracking page:\n{header}\n{question}") == []
    assert _moved(f"The courier's support asked for the trace of my parcel.\n{header}\n{question}") == [header]


def test_a_record_under_pasted_by_stays() -> None:
    """"Enrolment record (pasted by the student):" presents the record as pasted: its time stays.
    The app's own lead-in over the same record leaves the time to move."""
    record = "student: S-448120\ncourse: Watercolour Basics\nenrolled_at: 2026-02-11T08:40:12+01:00\nwatched: 40%"
    prompt = "Decide whether the student can still get a full refund.\n\nEnrolment record{}:\n" + record + "\n\nAnswer:"
    assert _moved(prompt.format(" (pasted by the student)")) == []
    assert _moved(prompt.format("")) == ["enrolled_at: 2026-02-11T08:40:12+01:00"]


def test_an_instruction_on_this_prompt_claims_the_prompt_below() -> None:
    """"Please proofread this system prompt from our test bot." over a prompt with its sample values:
    the prompt is the material, its lines stay. An instruction that works on nothing shown leaves
    the app's stamp to move."""
    prompt = ("Current time: 2026-05-02 14:20:11\nSession: 5b1f0e3c-2a7d-4c91-8e6b-0d4f3a9c7e21\n"
              "You are Fern. You help customers book garden visits. Be brief, and never promises dates.")
    keep = "Only fix the spelling, keep the placeholders and\nthe sample values exactly as they are:"
    assert _moved(f"Please proofread this system prompt from our test bot. {keep}\n\n{prompt}") == []
    assert _moved(f"Please answer the visitor in a friendly tone. {keep}\n\n{prompt}") == [
        "Current time: 2026-05-02 14:20:11", "Session: 5b1f0e3c-2a7d-4c91-8e6b-0d4f3a9c7e21"]


def test_the_users_turn_opening_on_what_they_bring_claims_it() -> None:
    """"User: The crash our tester sent me:" opening a turn that holds only the crash report (a
    title, a stack line, fields) and then the next turns: the report's event id stays. When the
    user's question is typed under the report, an app's stamp after it still moves."""
    report = ("User: The crash our tester sent me:\nCrashlytics issue GARDEN-IOS-118\n"
              "NSInvalidArgumentException: unrecognized selector sent to instance\n  at PlotView.layout (PlotView.swift:88)\n"
              "First seen: 2026-04-02 07:12:40 UTC\nevent_id: 7c0e5b2a9d4f4e1b8a6c3d2e1f0a9b8c\n")
    assert _moved(report + "Assistant: Got it. What would you like to know?\n"
                  "User: Is this why the plot map is blank? Write a note for our gardeners.\nAssistant:") == []
    stamp = "Generated at: 2026-04-02T09:15:39.240Z"
    assert stamp in _moved(report + f"Is this why the plot map is blank?\n{stamp}\nAssistant:")


def test_an_instruction_on_this_as_the_last_words_claims_the_block_above() -> None:
    """"Turn this into the arrivals card for the front desk." under a form, as the prompt's last
    words: "this" is the form, its response id stays. An instruction that names its own object
    leaves the id to move."""
    form = ("The guest's booking form:\nResponse ID: 7kQm2TfX9bZa4RcN1vYp8LgHs0W\nStarted: 2026-05-02 07:58:12\n"
            "Guests: 2 adults\nArrival: Friday after 18:00\nDiet: one vegetarian")
    prompt = ("<|im_start|>system\nYou help the staff of a guest house with arrivals.<|im_end|>\n<|im_start|>user\n"
              f"{form}\n\n{{}}<|im_end|>\n<|im_start|>assistant\n")
    assert _moved(prompt.format("Turn this into the arrivals card for the front desk.")) == []
    assert _moved(prompt.format("Write the arrivals card for the front desk.")) == [
        "Response ID: 7kQm2TfX9bZa4RcN1vYp8LgHs0W"]


def test_the_body_of_a_pasted_http_message_is_the_messages() -> None:
    """A JSON body across a blank line under the head of an HTTP message belongs to the message:
    under a request line, or under headers the user asks about ("Our handler rejects this
    delivery"), its event id stays. Under headers nobody points at, the envelope's id moves."""
    head = ("Paddle-Signature: ts=1772438455;h1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd\n"
            "Content-Type: application/json")
    body = '{"id": "evt_01hv8x2k4m6n8p0q2r4s6t8v0w", "event_type": "subscription.updated", "data": {"status": "past_due"}}'
    asked = "Our handler rejects this delivery as too old. What tolerance does the SDK use?"
    assert _moved(f"{asked}\n\nPOST /hooks/paddle HTTP/1.1\n{head}\n\n{body}") == []
    assert _moved(f"{asked}\n\n{head}\n\n{body}") == []
    assert '"id": "evt_01hv8x2k4m6n8p0q2r4s6t8v0w"' in _moved(f"You explain billing events to the support team.\n\n{head}\n\n{body}")


def test_a_line_of_pairs_under_a_lead_in_is_a_record_shown() -> None:
    """A line of `key=value` pairs of content under a lead-in ("Van position from the tracker for this
    request:") is the record shown: its fix time stays. With a pair named as the request's stamp
    (`ts=`) on it, the line is the app's, and its stamp moves."""
    lead = "You give customers delivery windows for Parcel Hare vans. Never give an exact time.\n\nVan position from the tracker for this request:\n"
    pairs = "van=PH-2291 lat=52.4862 lon=-1.8904 speed_mph=28 heading=N fix_time=2026-05-02T09:40:14Z odometer=88120"
    tail = "\n\nCustomer: When will my parcel arrive?\nAssistant:"
    assert _moved(lead + pairs + tail) == []
    assert "ts=2026-05-02T09:42:59Z" in _moved(lead + pairs + " ts=2026-05-02T09:42:59Z" + tail)


def test_a_label_written_with_the_number_sign_is_a_field() -> None:
    """`N° : GHK679233` is a field of the record the user's turn brings ("User: Voici l'attestation:"),
    not a line of prose that would end the record: the record's stamp stays."""
    text = ("You help with claims.\n\nUser: Voici l'attestation:\nAttestation de retard\nVol : AF 7712\n"
            "Horodatage : 05/07/2026 16:07:59\nRetard constaté : 5 h 40\nN° : GHK679233\n"
            "Assistant: Merci. Que voulez-vous savoir ?\nUser: Est-ce suffisant pour ma déclaration ?\nAssistant:")
    assert _moved(text) == []


def test_a_bare_word_may_open_a_line_of_pairs() -> None:
    """`ctx dam=TD2 ts=... req=...` as the text's first line is the app's context line: its stamp and
    request id move. The same kind of line under the user's question (`policy_check id=... vault=...
    result=DENY`) is the record they ask about, and a line of code (`export ...`) is neither."""
    head = "ctx dam=TD2 ts=1814129670 piezo=PZ-14 req=2cfc9805a2025755 units=kPa\n"
    body = "You help the tailings engineer read piezometer trends.\n\nEngineer: PZ-14 rose to 46 kPa. What do I do first?\nAnswer:"
    assert _moved(head + body) == ["ts=1814129670", "req=2cfc9805a2025755"]
    pasted = ("You are the custody operations assistant.\n\nOperator: this withdrawal got blocked, why?\n\n"
              "policy_check id=pc_3946bdabb621 vault=cold-2 rule=quorum_3_of_5 approvals=2 result=DENY\nAssistant:")
    assert _moved(pasted) == []
    assert _moved("export TS=1814129670 REQ=2cfc9805a2025755\n\nWhy does this script fail?") == []


def test_a_question_about_what_a_users_turn_brings_is_not_about_the_apps_header() -> None:
    """The app's header over its instructions, then "User: Here is the alert as the SIEM shows it:",
    the alert and a question: the question is about the alert, and the header's id and stamp move.
    A question right under the header is about the header."""
    head = ("Request-Id: 01a55e13-8cfd-746e-9baa-3d9d7f6bdcf9\nGenerated at: 2027-05-08T06:59:31Z\n"
            "You are the assistant of the security operations centre. Never invent log lines.\n\n")
    alert = '{\n  "id": "019e5b79-1cdb-72ba-a57c-c94430745f0d",\n  "rule": "AUTH-017 password spray",\n  "event_count": 283\n}\n\n'
    asked = "Is this the same spray pattern we closed last week?\nAssistant:"
    assert _moved(head + "User: Here is the alert as the SIEM shows it:\n\n" + alert + asked) == [
        "Request-Id: 01a55e13-8cfd-746e-9baa-3d9d7f6bdcf9", "Generated at: 2027-05-08T06:59:31Z"]
    assert _moved(head + "Are these two header lines valid?\nAssistant:") == []


def test_the_request_the_app_received_opening_the_text_is_metadata() -> None:
    """An HTTP request line opening the text, its headers, then the app's instructions: the request
    the app received, whose id and date move. The same request asked about is the user's."""
    request = ("POST /assist/v1/booking-help HTTP/1.1\nHost: cores.example\n"
               "X-Request-ID: 752c35532ff0550b91e48093822f0912\nDate: Sun, 15 Nov 2026 23:15:24 GMT\n\n")
    assert _moved(request + "You answer questions about booking the analyser.\n\nUser: When must I hydrate the cartridge?") == [
        "X-Request-ID: 752c35532ff0550b91e48093822f0912", "Date: Sun, 15 Nov 2026 23:15:24 GMT"]
    assert _moved(request + "Why does this request get a 400 from our gateway?") == []
