"""Lines that open, frame or close a document the user pasted: a bill's, a certificate's or a
letter's title, a salutation, a total line, a mail client's forwarding line, a line introducing a
message someone sent. records.py reads the fields around them as the document's.
"""

from __future__ import annotations

import re

# The title line of a bill or of an order, with its number (`FAKTUUR F-2026-0883`, `Hotel Le Querce -
# Fattura n. 2026/0412`, `Invoice #4411`, `PO 20260312-ML-044`, `Lieferschein 88120`): the fields
# under it are the document's.
DOCUMENT_TITLE = re.compile(
    r"(?=[^\n]*\d)[^\n]*(?:\b(?:invoice|receipt|bill|statement|factura|fattura|facture|faktura|faktuur|fatura"
    r"|rechnung|quittung|recibo|ricevuta|re[çc]u|kvitto|kvittering|kwitansi|faktur|rachunek|paragon|ra[čc]un"
    r"|sz[áa]mla|fatur[ăa]|lasku|счёт|счет|квитанция|чек|hóa đơn|فاتورة|factuur|kwitantie|makbuz|kuitti|nyugta"
    r"|chitan[țţ][ăa]|biên lai|рахунок|квитанція|απ[οό]δε[ιί]ξη|τιμολ[οό]γιο|παραγγελ[ιί]α|קבלה|חשבונית|إيصال"
    r"|रसीद|चालान"
    r"|(?-i:PO)|purchase[ \t]+order|order|quot(?:e|ation)|estimate|pro[- ]?forma|delivery[ \t]+note|packing[ \t]+(?:list|slip)"
    r"|waybill|bill[ \t]+of[ \t]+lading|credit[ \t]+note|debit[ \t]+note|remittance|bestellung|auftrag\w*|lieferschein"
    r"|angebot|gutschrift|commande|devis|bon[ \t]+de[ \t]+livraison|pedido|orden[ \t]+de[ \t]+compra|presupuesto"
    r"|albar[áa]n|cotizaci[óo]n|ordine|preventivo|bolla|ddt|zam[óo]wienie|заказ|накладная)\b"
    r"|請求書|領収書|发票|發票|收据|영수증|청구서|注文書|見積書|納品書|订单|訂單|报价单|送货单|발주서|견적서|ใบเสร็จ|ใบแจ้งหนี้)"
    r"[^\n]*(?<![.:])$", re.I)
# A letter's salutation under its reference and date (`Dear Mr Adeyemi,`, `Sehr geehrte Frau Roth,`).
# A formal one may have the letter's first sentence after it on its line (`Dear Parent, Mphatso did not ...`),
# or, as British letters write it, no comma at all (`Dear Mr Moss`).
FORMALSALUTATION = r"(?:dear|sehr[ \t]+geehrte[rs]?|estimad[oa]s?|ch[èe]re|cher|gentile|egregio|geachte|kære|szanown[aey]|уважаем\w*)"
SALUTATION = re.compile(
    r"[ \t]*(?:(?:dear|hello|hi|sehr[ \t]+geehrte[rs]?|liebe[rs]?|estimad[oa]s?|querid[oa]s?|cher|ch[èe]re|chers"
    r"|gentile|egregio|caro|cara|beste|geachte|kære|kæra|hej|szanown[aey]|уважаем\w*|дорог\w*)\b[^\n]{0,80},[ \t]*$"
    rf"|{FORMALSALUTATION}\b[^\n,]{{1,80}},[ \t]+\S"
    rf"|{FORMALSALUTATION}[ \t]+[^\W\d_][^\n,.:;!?]{{0,48}}$)",
    re.I)
# A certificate's title, numbered or not (`CERTIFICATE OF MARRIAGE`, `Geburtsurkunde`).
CERTIFICATE_TITLE = re.compile(
    r"[^\n]*(?:\b(?:certificate|certificat|certificado|certificato|certid[ãa]o|zertifikat|\w*urkunde|bescheinigung"
    r"|akte|сертификат|свидетельство|справка)\b|証明書|证明|證明|証書|證書)[^\n]*(?<![.:])$", re.I)
# The line of a bill or receipt that sums it up, in the languages bills come in: `TOTAL  CHF 148.00`.
TOTAL_LINE = re.compile(
    r"[ \t]*(?:grand[ \t]+)?(?:total|totale|totaal|totalt|summe|gesamt(?:betrag)?|montant[ \t]+total|importe"
    r"|итого|всего|razem|celkem|yhteensä|toplam|összesen|tổng cộng|разом|σ[υύ]νολο|סה\"כ|المجموع|الإجمالي|कुल"
    r"|amount[ \t]+due|balance[ \t]+due)(?!\w)[^\n]*\d|[ \t]*(?:合計|合计|總計|总计|총액|รวม)[^\n]*\d", re.I)
# A letter's, a notice's or a memo's title, in a few words of plain text (`INVITATION LETTER`,
# `Notice of Hearing`, `MEMORANDUM`); an app's own Markdown heading (`## Roster change notice`) is none.
LETTER_TITLE = re.compile(
    r"(?![ \t]*#)[^\n]*\b(?:letter|notice|memo|memorandum|minutes|agreement|contract|invitation|lettre|einladung"
    r"|mitteilung|convocatoria|avis|письмо|уведомление)\b[^\n]*(?<![.:])$", re.I)
# The line a mail client writes over a message it forwards or replies to (`---------- Forwarded
# message ---------`, `-----Original Message-----`, `Begin forwarded message:`): what follows is that
# message.
FORWARDED = re.compile(
    r"[ \t>]*(?:-{2,}[ \t]*(?:forwarded[ \t]+message|original[ \t]+message|mensaje[ \t]+reenviado|mensaje[ \t]+original"
    r"|message[ \t]+transf[ée]r[ée]|message[ \t]+d'origine|weitergeleitete[ \t]+nachricht|urspr[üu]ngliche[ \t]+nachricht"
    r"|mensagem[ \t]+encaminhada|messaggio[ \t]+inoltrato|doorgestuurd[ \t]+bericht)[ \t]*-{2,}"
    r"|begin[ \t]+forwarded[ \t]+message:)[ \t]*$", re.I)
# A line that introduces a message someone or something sent (`Letter from the bookie:`, `Email from
# my landlord:`, `MES message:`, `Bank app warning:`): what follows is that message, as under a
# forwarding line. An app's slot for the message it passes on (`Latest message:`, `Incoming
# message:`) introduces none.
SENT_BY = re.compile(
    r"[ \t]*(?:(?:the|a|an|this|my|our|their)[ \t]+)?(?:letter|e-?mail|mail|notice|message|text|sms|statement"
    r"|invoice|receipt|bill|warning|notification|reply|response|decision)[ \t]+(?:from|by)[ \t][^\n:]{1,50}:[ \t]*$"
    r"|[ \t]*(?!(?:the[ \t]+)?(?:incoming|latest|new|current|last|next|previous|user|customer|system|assistant|your)\b)"
    r"[\w'’-]+(?:[ \t]+[\w'’-]+){0,2}[ \t]+(?:message|notice|notification|alert|pop-?up|dialog|e-?mail|letter|sms"
    r"|warning)[ \t]*:[ \t]*$", re.I)
TITLE_WORDS = 6  # a title is a few words, not a sentence that happens to name a letter
# The first line of an error message an app showed (`Something went wrong while submitting your
# renewal.`, `Payment failed`, `Es ist ein Fehler aufgetreten.`): what follows it is that message.
ERROR_OPENING = re.compile(
    r"[ \t]*(?:something[ \t]+went[ \t]+wrong|an?[ \t]+(?:unexpected[ \t]+|internal[ \t]+)?error[ \t]+(?:has[ \t]+)?occurred"
    r"|oops\b|we[ \t]+(?:couldn't|could[ \t]+not|were[ \t]+unable[ \t]+to|can't|cannot)\b|(?:sorry,[ \t]+)?unable[ \t]+to\b"
    r"|(?:[\w'’-]+[ \t]+){0,2}(?:failed|declined|rejected)\b|error\b|algo[ \t]+sali[óo][ \t]+mal|se[ \t]+produjo[ \t]+un[ \t]+error"
    r"|es[ \t]+ist[ \t]+ein[ \t]+fehler[ \t]+aufgetreten|une[ \t]+erreur[ \t]+(?:s'est[ \t]+produite|est[ \t]+survenue)"
    r"|ocorreu[ \t]+um[ \t]+erro|si[ \t]+è[ \t]+verificato[ \t]+un[ \t]+errore)", re.I)
