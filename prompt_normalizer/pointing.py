"""The user's words next to a block of lines: whether a sentence presents the block as the thing
to look at ("Explain this header:", "I get this when I sign in", "The error page showed"), or a
question asks about it, and whether a paragraph is in the user's own words. asked.py asks this
of the paragraphs above and below a run of fields; here only the sentences themselves are read.
"""

from __future__ import annotations

import re

# A sentence pointing at the lines as the thing to look at: "Explain this header:", "Is this
# webhook delivery a retry?", "Here is my config:".
_THINGS = (r"(?:header|delivery|webhook|log|request|response|payload|event|message|entry|e-?mail|record|config"
           r"|configuration|output|trace|error|stack|dump|line|snippet|json|yaml|data|run|result|report|file|prompt)s?")
_REFERS = re.compile(
    r"\b(?:this|these|the following|following|below|above|here(?:'s| is| are)|attached|my)\b[^\n.?!]{0,40}?"
    rf"\b{_THINGS}\b", re.I)
# The same pointing in other languages: "¿Qué significa cada parte de este encabezado?", "Que veut
# dire cette ligne du journal ?", "Was bedeutet dieser Eintrag?".
_REFERS_ABROAD = re.compile(
    r"\b(?:este|esta|estos|estas|esse|essa|esses|essas|cet|cette|ces|ce|questo|questa|questi|queste"
    r"|dieser|diese|dieses|diesen|diesem|deze|dit)\b[^\n.?!]{0,40}?"
    r"\b(?:encabezados?|cabeceras?|cabeçalhos?|en-t[êe]tes?|ent[êe]tes?|intestazion[ei]|kopfzeilen?|headers?"
    r"|registros?|registos?|journal|journaux|protokolls?|logs?|mensajes?|mensagens?|messages?|messaggi|messaggio"
    r"|nachrichten?|berichten|bericht|l[íi]neas?|linhas?|lignes?|righe|riga|zeilen?|regels?|errores?|erros?"
    r"|erreurs?|errori|errore|fehler|fouten?|eventos?|[ée]v[ée]nements?|eventi|ereignis(?:se)?|archivos?"
    r"|arquivos?|ficheiros?|fichiers?|dateien?|bestand|respuestas?|respostas?|r[ée]ponses?|rispost[ae]"
    r"|antworten?|solicitud(?:es)?|requisi[çc][ãa]o|requ[êe]tes?|richiest[ae]|anfragen?|eintr[äa]ge?"
    r"|entradas?|entr[ée]es?|trazas?|traces?|tracce|salidas?|sa[íi]das?|sorties?|ausgaben?|uitvoer"
    r"|volcados?|payload)\b",
    re.I)
# An instruction whose object is what is shown: "Turn this into a timetable post", "Translate this
# to Spanish", "Summarise this:", "Proofread this system prompt from our staging bot." (over the
# material; under it, "this" is what came before).
WORKS_ON_THIS = re.compile(
    r"\b(?:turn|convert|rewrite|reword|summari[sz]e|translate|reformat|format|tidy|clean|parse|explain"
    r"|check|proofread|shorten|simplify)[ \t]+(?:up[ \t]+)?this\b(?=[ \t]*(?:[:.]|$)|[ \t]+(?:into|to|as|for)\b"
    rf"|(?:[ \t]+[\w-]+){{0,2}}?[ \t]+{_THINGS}\b)",
    re.I)
# The same pointing, verb first: "I get this when...", "our client logs this", "it looks like this",
# "I found this in the browser console", "the id that I have pasted here:", "Support gave me this
# from the debug screen:", "Enrolment record (pasted by the learner):".
_SHOWN_VERB = (r"\b(?:get|gets|got|getting|see|saw|seeing|logs?|logged|prints?|printed|shows?|showed|returns?"
               r"|returned|throws?|threw|says?|said|displays?|reports?|emits?|receive[sd]?|looks?[ \t]+like"
               r"|found|copied|pasted|grabbed|pulled|carry|carries|carried|contains?|contained|includes?|included"
               r"|reads)")
_SHOWN = re.compile(_SHOWN_VERB + r"[ \t]+(?:this|these|the following)\b"
                    r"|\b(?:gave|gives|sent|sends|forwarded|showed|shows)[ \t]+(?:me|us)[ \t]+(?:this|these|the following)\b"
                    r"|\b(?:pasted|copied|attached)[ \t]+(?:[\w'’-]{1,20}[ \t]+){0,6}?(?:here|below)\b"
                    r"|\b(?:pasted|copied)[ \t]+by\b[^\n:]{0,60}:[ \t]*$", re.I)
# A line whose last word is such a verb, its object the line under it ("The error page showed\n<the
# header>", "Our pixel requests carry\n<the header>", "this is what the screen shows:", "Please read"), or
# says what something was ("The response header was:").
SHOWS_NEXT = re.compile(r"(?:(?:" + _SHOWN_VERB + r"|\bplease[ \t]+read)[ \t]*:?|\b(?:was|were)[ \t]*:?)[ \t]*$", re.I)
SHOWS_NEXT_SPAN = 24  # characters at a line's end that hold such a verb
# Words that point at what follows, in the languages prompts come in (for a paragraph that also
# asks a question: "¿Por qué me sale esto?", "Which release introduced this?").
DEMONSTRATIVE = re.compile(
    r"\b(?:this|these|here|esto|estos|estas|este|esta|eso|esos|aqu[ií]|isto|isso|estes|questo|questa|questi"
    r"|queste|ecco|ceci|cela|ces|cette|voici|dies|diese|dieser|dieses|hier|dit|deze|poni[żz]ej|это|этот|эта|эти"
    r"|вот|ini|ito|det h[äa]r|den h[äa]r|dette|denne|detta)\b|これ|この|こちら|以下|这|這", re.I)
QUESTION = re.compile(r"[?？؟\u037e\u055e\u1367]|(?<=[\u0370-\u03ff\u1f00-\u1fff]);")  # Greek asks with `;`
# A transcript's line of the user's turn: what follows is the user's own words.
USER_TURN = re.compile(
    r"(?:user|human|customer|client|usuario|usuaria|utilisateur|utilisatrice|benutzer|benutzerin|nutzer|nutzerin"
    r"|kunde|kundin|cliente|utente|gebruiker|klant|użytkownik|klient|usuário|kullanıcı|müşteri|пользователь"
    r"|клиент|користувач|användare|bruger|bruker|käyttäjä|asiakas|uživatel|felhasználó|pengguna|pelanggan"
    r"|người dùng|khách hàng|ผู้ใช้|ลูกค้า|χρήστης|πελάτης|משתמש|مستخدم|उपयोगकर्ता|ग्राहक|사용자|고객"
    r"|ユーザー|お客様|用户|用戶|客户|客戶|me)[ \t]*[:：]", re.I)
# "this" standing for something shown rather than qualifying a noun of the question: "Is this the
# right bit?", "what does this mean?", "is this correct?", "which part of this do I send?" (not "Which
# days is this museum free?").
THIS_SHOWN = re.compile(
    r"\b(?:this|these)\b(?=[ \t]*(?:[?.!,:]|$)|[ \t]+(?:is|are|was|were|the|a|an|mean|means|say|says|right"
    r"|correct|valid|ok|okay|what)\b)|\bthis(?=[ \t]+(?:do|does|did|should|can|could|would|will)[ \t]+(?:i|we)\b)", re.I)
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")
_NOT_A_WEEKDAY = r"(?![ \t]*,|[ \t]+(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"  # `Mon, 10 May`, `Mi 12.`
FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|i've|we|we're|my|our|me|us|jag|vi|min|mitt|mina|vår|vårt|jeg|mig|mit|mis|nos|nuestro|nuestra"
    r"|meu|minha|nosso|nossa|ich|wir|mein|meine|unser|unsere|je|nous|ma|mes|notre|io|noi|mio|mia|nostro"
    r"|nostra|ik|wij|mijn|ons|onze|я|мы|мой|моя|мне|наш|наша|saya|kami|aku|ako|namin|mí|mim|moi"
    rf"|mi{_NOT_A_WEEKDAY}|mon{_NOT_A_WEEKDAY})\b|我|私|僕", re.I)
# A paragraph that opens by pointing back at the block above it: "^ response from our retry",
# "this pops up every time I sign in", "it only happens on iPhones", "Was that a hard frost?".
POINTS_BACK = re.compile(
    r"[ \t]*(?:[\^↑]|(?:this|that|it|same)[ \t]+(?:only[ \t]+|always[ \t]+|just[ \t]+|still[ \t]+|also[ \t]+)?"
    r"(?:pops?|popped|happens?|happened|comes?|came|shows?|showed|appears?|appeared|keeps?|kept|occurs?"
    r"|started|starts)\b"
    r"|(?:that|this|these|those)(?:'s|’s|'re|’re|[ \t]+(?:is|are|was|were))[ \t]+(?:from|what)\b"
    r"|(?:the[ \t]+)?above[ \t]+(?:is|are|was|were|shows?|came)\b"
    r"|(?:(?:why|how|what)[ \t]+)?(?:is|are|was|were|does|do|did|can|could|should|would|will)[ \t]+"
    r"(?:that|those)\b)", re.I)  # "that" looks back; "Is this ...?" may be about what follows


def my_question(paragraph: str) -> bool:
    """A question in the user's own words: "When do I have to test by, and can I sell calves?"."""
    return QUESTION.search(paragraph) is not None and (FIRST_PERSON.search(paragraph) is not None
                                                        or USER_TURN.match(paragraph) is not None)


def asks_about(paragraph: str, *, mine: bool = False) -> bool:
    """A question that points at something. With `mine`, a bare demonstrative counts only in the
    user's own words ("what does it mean here for our lockers?"): under an app's header block, "Is
    this a valid date?" points at the question's own subject."""
    if QUESTION.search(paragraph) is None:
        return False
    if points(paragraph, 0, len(paragraph)):
        return True
    return DEMONSTRATIVE.search(paragraph) is not None and (not mine or FIRST_PERSON.search(paragraph) is not None)


def shows(text: str, a: int, b: int) -> bool:
    """Whether the line text[a:b] shows the user's material as what a program displayed or they
    got ("The app showed this after I pressed Save:", "this is what the screen shows:", "Please
    read"), as opposed to an instruction that names the data it introduces ("...the events below")."""
    return _SHOWN.search(text, a, b) is not None or SHOWS_NEXT.search(text, max(a, b - SHOWS_NEXT_SPAN), b) is not None


def points(text: str, a: int, b: int) -> bool:
    """Whether text[a:b] presents what it names as the thing to look at ("Explain this header",
    "I got this when I logged in")."""
    return (_REFERS.search(text, a, b) is not None or _REFERS_ABROAD.search(text, a, b) is not None
            or _SHOWN.search(text, a, b) is not None)


def introduced_by_user(text: str, a: int, b: int) -> bool:
    """Whether text[a:b] is a line of the user's turn that ends in a colon: "User: The consent
    record:" introduces what follows as the user's material."""
    return USER_TURN.match(text, a, b) is not None and text[a:b].rstrip().endswith(":") and \
        text[a:b].count(":") >= 2
