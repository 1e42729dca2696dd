"""Where shape-first detection stops: records, logs, pasted documents and labels that name content
stay where they are, however their values look; metadata in less common positions (under an app's
title line, in a chat turn, after a first-person sentence that is no label) still moves; and, in a
line that says it was written for this request, the time phrase moves out of the sentence."""

from __future__ import annotations

import pytest

from prompt_normalizer import normalize
from prompt_normalizer.normalize import split_trailer

# -- records, logs and labels that name content ------------------------------------------------

LEFT_ALONE = [
    # A titled document's `Date:` to the minute; a titled notice with sentences, "this" asked under it.
    "NORTHFIELD PLANNING COMMITTEE\nDECISION TO BE ISSUED\nDate: Tuesday 12 May 2026 at 2:00 pm\n"
    "This draft is not to be shared before the meeting.\n\nShould the applicant be told today?",
    "POS - Payment failed\nThe card ending 4421 was declined by the issuer: insufficient funds.\nTime: 04.03.2026 06:14:03\n"
    "Request ID: c8e2a7f0-93d1-4b6e-a5c4-1f0d2e3b4a59\nAsk the customer for another card.\n"
    "Can the manager override this, or must the sale be voided?",
    # A date alone under a document's title line is the document's date, even in the text's first paragraph.
    "Westgate Lettings - Deposit deduction outcome\nDate: 8 October 2026\nTenancy: T-8821\n\n"
    "We have deducted GBP 120 for cleaning from your deposit.\nCan they do that?",
    "Landratsamt Kreis Nord\nBaugenehmigung Nr. BG-2026-0192\nDatum: 05.03.2026\nBauherr: M. Vogt\n"
    "Gültig bis: 04.03.2028\n\nMüssen wir vor Baubeginn noch etwas melden?",
    # A message someone sent, introduced as such inside the user's turn: its fields are its own.
    "<|im_start|>system\nYou help tenants understand letters.<|im_end|>\n<|im_start|>user\nLetter from my landlord:\n"
    "Rent review 2027\nDate: 12 March 2027\nTenancy: T-4471\n\nYour rent will rise to GBP 1,150 a month from 1 May 2027.\n"
    "Can they raise it that much?<|im_end|>\n<|im_start|>assistant\n",
    # The user's material: copied "from the portal below" in a wrapped sentence of theirs; a notice
    # (a field, then sentences) with "this" asked about under it.
    "I've copied the parking notice from the portal below, exactly as it\nappears on screen.\n\n"
    "Issued: 03/02/2026 09:15\nPARKING SUSPENSION - Mill Street\nBays 1-12 are suspended for crane works. Vehicles "
    "left there will be moved.\nZone: MS-4\n\nIs the wording clear enough for drivers?",
    "Issued: 03/02/2026 09:15\nPARKING SUSPENSION - Mill Street\nBays 1-12 are suspended for crane works. Vehicles "
    "left there will be moved.\nZone: MS-4\n\nDoes this wording work for drivers?",
    "I've copied the meter record from the portal below, exactly as it\nappears on screen.\n\n"
    '{"id": "m-17", "timestamp": "2026-07-13T22:00:00Z", "kwh": 41.2, "firmware": "3.2.7"}\n\nWhy is the reading so high?',
    # A block under a line that shows it as what a program displayed, across a blank line.
    "The kiosk app showed this after I tapped Pay:\n\nPayment failed\nRequest ID: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c\n"
    "Time: 09:14:52\nCode: PAY-402\n\nand then it went back to the menu. Was I charged?",
    "Our help desk asked for the trace, and this is\nwhat the sync screen shows:\n\n"
    "traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\n\nWhich part should I send?",
    # An element nested two deep in a tree that is no metadata is a document's (an e-invoicing
    # response, a carrier's message, a SOAP envelope), wherever the tree stands.
    "<ApplicationResponse>\n  <DocumentResponse>\n    <ID>RSP-2026-0412-0031</ID>\n    <Party><Name>Nordvik AS</Name></Party>\n"
    "  </DocumentResponse>\n  <Status><Code>RE</Code></Status>\n</ApplicationResponse>\n\n"
    "Why did the buyer's platform reject our invoice?",
    "<Shipment>\n  <Header>\n    <MessageId>MSG-20260412-88213</MessageId>\n    <Carrier><Code>DHL</Code></Carrier>\n"
    "  </Header>\n  <Pieces>3</Pieces>\n</Shipment>\n\nHow many pieces did the carrier confirm?",
    "<Envelope>\n  <Body>\n    <RequestId>7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e</RequestId>\n    <Fault><Code>Server</Code></Fault>\n"
    "  </Body>\n</Envelope>\n\nWhy does the partner's API keep failing?",
    # An error message the user got (its reference and time among its sentences), whatever they then
    # ask in their own words; and one a mail client forwards after a blank line.
    "Something went wrong while saving your timesheet.\nRequest ID: 9e1f3b7a-0d4f-4a8e-9c3b-7f6e5d4c3b2a\n"
    "Time: 2026-04-02 09:14:55 UTC\nPlease try again or contact payroll.\n\n"
    "Should I submit it again? My manager already approved it.",
    "Payment failed\nYour card was declined by the issuer.\nReference: 7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e\n"
    "Time: 2026-03-12 18:22:41 UTC\nPlease try another card.\n\nDo I need to call my bank?",
    "Begin forwarded message:\n\nSomething went wrong while updating your address.\n"
    "Request ID: 2b6d0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\nTime: 2026-05-04 11:02:19 UTC\nPlease try again later.\n\n"
    "-- forwarded by a customer, who asks: Did the change go through? I moved last week.",
    # A message introduced by what sent it, opening the user's turn: its fields are the message's.
    "<|im_start|>user\nBank app message:\nTransfer failed\nYour payment to J. Ruiz could not be completed.\n"
    "Time: 12.03.2026 18:22:41\nReference ID: 5b1e2c7a-0d4f-4a8e-9c3b-7f6e5d4c3b2a\nTry again later.\n\n"
    "Should I try again or call the bank?<|im_end|>\n<|im_start|>assistant\n",
    "Thermostat warning:\nSensor offline\nTime: 2026-03-12 04:11:09\nEvent ID: 9f2d6e5b-4c3a-4190-8b62-e5d0c3a7f914\n"
    "Reconnecting in 30 s.\n\nShould I replace the batteries?",
    # A sentence saying what something was, wrapped onto the line above the block.
    "Our courier's booking API rejected the parcel and their support wants the trace. The response\n"
    "header was:\n\ntraceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\n\nWhich part is the trace id?",
    "The checkout failed twice tonight and the error page's footer was:\n\nRequest ID: 2f6d0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n"
    "Time: 2026-11-30 22:41:03 UTC\n\nIs it my card or their server?",
    "Is the cure time long enough for the batch? Please read\nTimestamp: 2026-03-12 11:40:02\nOven OV-2  Batch 4471\n"
    "Cure 11:41-11:59 (18 min)",
    "Here is my thermostat's log:\nDevice time: 2026-11-30 04:35:10\nEvent: REBOOT\nFirmware: 2.13.0\n\n"
    "Why does it reboot?",
    # An HTML comment inside pasted markup, away from the text's head and end, is the page's.
    "Why does my page show the old banner?\n\n<div class=\"banner\">\n<!-- updated: 2026-11-30T04:35:10Z -->\n"
    "Winter sale\n</div>\n\nIt should say Spring sale.",
    # A word before pairs outside a bracket is code, not a tag.
    "export TRACEPARENT=00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\nHow do I pass this to curl?",
    "SET timestamp=1796165467;\nSELECT id FROM orders WHERE status = 'paid';\nWhy is this query slow?",
    # A "label" that is the user's own sentence introducing their data.
    "The bank's support team asked for a trace of the failed transfer.\nMy app showed traceparent: "
    "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\nWhich bit is the trace id?",
    "Checkout broke again last night.\nWe got request id: 7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e\n"
    "Can you tell from it which region served us?",
    'course: CHEM-101\ntitle: "Titration lab, 2026-09-14 08:31"\nExplain each step of the titration.',
    # The front matter of a pasted document (a post, a rule file) is the document's, whatever it holds.
    "---\ntitle: Spring sale recap\ndate: 2026-03-14T09:30:00Z\ndraft: false\n---\nSummarize this post for the newsletter.",
    "---\ndescription: Rules for the API layer\nglobs: src/api/**\nsession_id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n---\n"
    "Follow these rules when editing handlers.",
    "Meeting notes\nDate: 2026-12-03 14:00:00\nAttendees: Ana, Bo\n\nSummarize.",
    "Time: 2026-12-01 18:22:05\nLevel: ERROR\nMessage: payment failed\n\nWhat happened?",
    "Name: web-7f9c\nNamespace: prod\nStart Time: Tue, 01 Dec 2026 18:22:05 +0100\nStatus: Running\n\nWhy?",
    "Date: Tue, 01 Dec 2026 18:22:05 GMT\nServer: nginx\nContent-Length: 512\n\nWhy is the response empty?",
    "Before: 2026-12-01 18:22:05\nAfter: 2026-12-01 18:25:40\nHow long did it take?",
    "Clock in: 2026-12-01 08:58:12\nClock out: 2026-12-01 17:03:40\nHow many hours did I work?",
    "Server time: 2026-12-01T18:22:05Z\nClient time: 2026-12-01T18:21:40Z\nWhy is there clock skew?",
    # Times of something else written as people write them, to the minute (to the second, a stamp
    # moves whatever its label: test_normalizer_shapes.py).
    "Notification received: 2026-12-01 18:22\nWhen will my parcel arrive?",
    "Local time in Tokyo: 2026-12-02T03:22+09:00\nWhat time is it in Lisbon?",
    "Reservation time: 2026-12-03 19:00:00\nBook a table for two.",
    "Recorded: 2026-12-01 18:22\nTranscribe the attached voice memo.",
    "Transaction ID: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\nAmount: 42.00 EUR\nWhy was I charged?",
    "Booking ref: ZX9FK2MQ7PLW3VRT\nCan I change the date?",
    "id: 01JDQ4X9T3M8K2V7R5N6P0W1YZ\nname: Widget\nprice: 9.99\n\nIs this product in stock?",
    '{"id": "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190", "name": "Widget", "price": 9.99}\nWrite a type for it.',
    "<item>\n<id>3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190</id>\n<name>Widget</name>\n</item>\nWhat is this?",
    '<div id="3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190">\nhi</div>\nFix the HTML.',
    "[2026-12-01 18:22:05] ERROR db timeout\nWhy does this happen?",
    "[2026-12-01 18:22:05] db timeout\n[2026-12-01 18:22:07] db timeout\nWhy?",
    "---\ntitle: My post\ndate: 2026-12-01T18:22:05Z\n---\n\nHello world.\n\nProofread this post.",
    "Phone: 2125550199\nWhich area code is this?",
    # Records told by their marks, not by unknown labels.
    "Host: api.example.com\nContent-Type: application/json\nDate: Tue, 01 Dec 2026 18:22:05 GMT\n\nWhy is this 415?",
    "Ticket: OPS-2231\nSeverity: high\nOpened: 2026-12-01 18:22:05\n\nDraft the incident summary.",
    # Lines the text points at as the thing to look at.
    "What does each part of this header mean?\n\ntraceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "Query: is this delivery a duplicate?\nX-Delivery-Id: 8c1e4b7a-9f2d-4e5b-8c3a-21903d6f0a52\n"
    "received: 2026-12-01T18:22:05Z\nAnswer:",
    # A JSON object that is a payload (nested, or with a record member, or with two stamps).
    'Why is this entry dropped?\n{"timestamp": "2026-12-01T18:22:05Z", "payload": {"msg": "boom"}}',
    'Output: {"request_id": "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190", "status": 502}',
    # A time range is an event's span, not a stamp; an object inside another is a payload.
    "Standup\nDate: 3 March 2027, 09:30-09:45 CET\nRoom: Lisbon 2\n\nWrite the minutes.",
    'What failed here?\n{"run": {"started_at": "2026-12-01T18:22:05Z", "request_id": "req_8lzmHTyutmgyFR"}}',
    # An object in an array is one record of a list (an export, a page of results).
    'Summarize the thread.\n[\n  {"user": "U02", "ts": "1796149325.001200", "client_msg_id": '
    '"c5e967d8-0ea3-496b-b275-035954947e75"},\n  {"user": "U03", "ts": "1796149385.038800"}\n]',
    'Which came first?\n[{"request_id": "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"}]',
    # A pair in the value of a pasted request's header; fields in a block a sentence points at.
    "Why does our endpoint say the signature is bad?\n\nPOST /webhooks/parcel HTTP/1.1\nHost: hooks.example.org\n"
    "X-Parcel-Signature: t=1796149325,v1=9f2d6e5b4c3a21903d6f0a528c1e4b7a9f2d6e5b4c3a21903d6f0a528c1e4b7a\n\n{\"id\": 7}",
    'Is this feed header right? It looks like this:\n\nheader {\n  version: "2.0"\n  timestamp: 1796149325\n}\n'
    'entity {\n  id: "A-1"\n}',
    "Our parser rejects this message:\n\nmeta {\n  request_id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n}\n\nWhat is wrong?",
    # A block the paragraph above asks about, pointing verb first or across a wrapped line.
    "I get this when I open the admin page. What does it mean?\n\nERR_PROXY_DENIED: the upstream refused the "
    "call.\nTrace ID: 4bf92f3577b34da6a3ce929d0e0e4736\nTimestamp: 2026-12-01 18:22:05Z",
    "Our gateway logs this for every retry. Which of the two times\nshould I alert on?\n\nRetryRecord\n"
    "  Attempt: Timestamp=2026-12-01T18:22:05.1180000Z Handle=48213\n  Scheduled: 2026-12-01T18:22:09Z",
    # A question above the block, pointing in the user's language; a label repeated in another block.
    "¿Por qué me sale esto al guardar?\n\nSystem.InvalidOperationException: duplicate key\n   at App.Orders.Save()\n"
    "CorrelationId: 0HN8K2J4Q5R7T:00000003\nFecha: 25/02/2026 11:42:09",
    "Estos son los headers que recibe mi servicio. ¿Por qué se corta la traza?\n\n"
    "x-request-id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\nx-b3-traceid: 4bf92f3577b34da6a3ce929d0e0e4736\nx-b3-sampled: 1",
    "Two deliveries arrived for one order. Are these duplicates?\n\nDelivery 1:\n"
    "X-Event-Id: 8a52593d-4aa9-40c9-816a-a2bc295118e3\nX-Triggered-At: 2026-02-20T05:31:17Z\n\nDelivery 2:\n"
    "X-Event-Id: 8a52593d-4aa9-40c9-816a-a2bc295118e3\nX-Triggered-At: 2026-02-20T05:31:53Z",
    # A block the paragraph below asks about or points back at: headers over a JSON body, a page of
    # several blocks, a statement with no question, the user's own language.
    "Date: Tue, 01 Dec 2026 18:22:05 GMT\nRequest-Id: req_Wq8Kz2LmN4pX7a\n\n{\n  \"error\": \"in use\"\n}\n\n"
    "^ what our retry got back. why?",
    "Request Id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\nTimestamp: 2026-12-01T18:22:05.482Z\n"
    "Message: AADSTS50076: you must use multi-factor authentication.\n\nthis pops up every time I sign in at school",
    "Event ID: 2f7d1c9e0a4b4e6f8d3c5a1b9e7f0d2c\nTimestamp: Dec 1, 2026 6:22:05 PM CET\n\nTags: locale=pl-PL\n\n"
    "it only happens on iPhones. what makes the reservation null?",
    "Correlation ID: 4c1e9a7b-2d3f-4e5a-8b6c-7d8e9f0a1b2c\nTimestamp: 12-01-2026 18:22:05Z\n\n"
    "Det här kommer upp när jag loggar in. Vad betyder det?",
    # Fields under a bill's numbered title, in any language.
    "Czy VAT jest dobrze policzony?\n\nFaktura VAT nr 118/12/2026\nData: 01.12.2026 18:22\nNabywca: Jan Nowak",
    # ... and under an order's: a purchase order, a delivery note.
    "Check this PO against the order we\nagreed.\n\nPO 4500018812\nBuyer: Maison Lune, Paris\nDate: 12.03.2026\n"
    "HW-0412 Kelp: S1 M2 L1\nDelivery: D1",
    "Fehlt da nicht eine Palette?\n\nLieferschein 88120\nKunde: Bäckerei Hahn\nDatum: 01.12.2026 06:40\nPaletten: 3",
    # A letter's date and reference over its salutation across a blank line; a notice (fields and
    # sentences in one block) under a question in the user's own words.
    "Date: 3 March 2026\nRef: AB/2026/0188\n\nDear Mr Okafor,\n\nThank you for your application.\n\n"
    "Kind regards,\nHR\n\nWhat do they mean by that?",
    "When must I pay, and can I pay in parts?\n\nHarbour Water Ltd\nDate: 14 January 2026\nAccount: 5521 0098\n"
    "Your bill for the quarter is attached and must be paid within 28 days of the date above.",
    # Fields that head a table of numbers (an instrument's export, a scanner's report), and a block
    # the next paragraph says where it came from.
    "Date: 01/12/2026\nTime: 18:22:05\nInstrument: NanoDrop One\n\n  Sample   A260    A280    260/280\n"
    "  S1       1.204   0.612   1.97\n\nWhy is S1's ratio fine but the yield low?",
    "Timestamp: 2026-12-01 18:22:05\nStation: Ventspils\n  Hour   Wind m/s   Gust m/s\n  06     7.2        11.0\n"
    "  07     8.1        12.4\n\nSummarize the wind for the harbour master.",
    "Current time: 2026-12-01 18:22:05 CET\nUptime: 3 days, 4:10\n\nThat's what our core switch printed after the "
    "outage. Did it reboot last night?",
    # A JSON object or an XML document the paragraph below points back at or asks about; a receipt
    # summed up by its total line.
    '{\n  "timestamp": "2026-12-01T18:22:05Z",\n  "sensor": "t-14",\n  "reading": 21.5\n}\n\n'
    "This is what our gateway forwards. Why is the reading rounded?",
    '<?xml version="1.0" encoding="UTF-8"?>\n<GetBidsResponse xmlns="urn:auction:apis">\n'
    "  <Timestamp>2026-12-01T18:22:05.118Z</Timestamp>\n  <Ack>Warning</Ack>\n"
    "  <Errors><ShortMessage>Listing ended early.</ShortMessage><ErrorCode>1047</ErrorCode></Errors>\n"
    "  <CorrelationID>512093771</CorrelationID>\n  <Version>1190</Version>\n</GetBidsResponse>\n\n"
    "Should I relist it or wait? That's what the call returned this morning.",
    "Date: 01/12/2026\nCafé Lindqvist, kassa 2\nCappuccino x2      SEK 84.00\nTotalt             SEK 84.00\n\n"
    "Split it three ways please.",
    # Fields under a certificate's title; a run goes on through abbreviated labels (`no.`, `Ref.`).
    "CERTIFICATE OF ORIGIN\nIssued: 01.12.2026\nExporter: Kovač d.o.o.\n\nIs this form right for Norway?",
    "Date: 1 December 2026\nCertificate no.: DV-2026-0881\nVehicle: Škoda Octavia\nResult: pass\n\n"
    "Can I drive abroad with it?",
    # A document (fields of content with a date among them) under a plain question about it.
    "Date: 2026-12-01\nPatient: Ingrid Holm\nWeight: 71.4 kg\nBlood pressure: 128/82\nMedication: metformin 500 mg\n\n"
    "Should she take the dose before the scan tomorrow?",
    "Logged: 2026-12-01 18:22:05\nRoute: 14 (Harbour loop)\nRiders: 212\nLate departures: 3, all after Kings Cross\n\n"
    "Was the evening as bad as the driver says?",
    # A letter's reference and date over its salutation; a question that opens by looking back ("Is that ...?").
    "Ref: 88/2026\nDate: 1 December 2026\nSehr geehrte Frau Roth,\nIhr Antrag ist eingegangen und wird bearbeitet.\n\n"
    "Muss ich noch etwas tun?",
    "Timestamp: 2026-12-01 05:00:00\nSensor: cellar\nRH: 81%\n\nIs that too damp for storing apples?",
    # A program's printout: values lined up in a column, set off by runs of blanks.
    "License check failed.\n\nSeat info:\n  ID:        5b1f0e9c-3a7d-4c2b-9e8f-6d5c4b3a2f10\n  Product:   CAD Pro\n"
    "  Host:      ws-114\n\nMy colleague left without closing the app. Can IT free the seat?",
    # Fields under a notice's or a letter's title of a few words, numbered or not.
    "User: Our agent sent this round for the tenants:\n\nNOTICE OF ENTRY\nDate: 4 May 2027\nThe landlord will enter "
    "each flat to inspect the boilers between 9am and 1pm.\nAssistant: Noted - they will come in the morning.\n"
    "User: Can I ask them to come after work instead?\nAssistant:",
    # A document (fields of content and a sentence) under an instruction that points at it with "this";
    # an Italian delivery note's numbered title.
    "Turn this call-out sheet into a short invoice line for the customer, plain words, no\nabbreviations please:\n\n"
    "Date: 14/05/2026\nSite: Unit 4, Riverside Estate\nArrived 09:10 and left again at 12:30 after testing\n"
    "Work: replaced the fan belt on AHU-2\nParts: 1x belt SPA-1250\nEngineer: Priya",
    "Che cosa manca?\n\nDDT n. 5512/2026 - Salumificio Rossi\nData: 09/04/2026\nCliente: Bar Centrale",
    # A note whose salutation runs on into its first sentence.
    "Date: 02/12/2026\nDear Mr Banda, the trip to the museum on Friday is cancelled because of the rain. Refunds "
    "follow next week.\nHow do I tell my son without upsetting him?",
    # An XML document with the user's question typed straight under it, no blank line between.
    "<Envelope>\n  <Header>\n    <MessageId>4f2a9c1e-7b3d-4e8f-a6c5-2d9e0b7f1a3c</MessageId>\n"
    "    <Timestamp>2026-12-01T18:22:05.000Z</Timestamp>\n  </Header>\n"
    "  <Body><Fault><Reason>Quota exceeded</Reason></Fault></Body>\n</Envelope>\n"
    "Our portal shows this request as accepted. Which part says it failed?",
    # A pair deep in the value of a pasted email's header.
    "Did this mail really come from our bank?\n\nFrom: Bank <alerts@bank.example>\nSubject: Verify now\n"
    "DKIM-Signature: v=1; a=rsa-sha256; d=bank.example; s=k1; t=1796149325; bh=47DEQpj8HBSa=; b=Qm9n\n"
    "Date: Tue, 01 Dec 2026 18:22:05 +0000",
    # A Markdown indented code block.
    "The spec shows:\n\n    Date: Tue, 01 Dec 2026 18:22:05 GMT\n\nHow do I print that in Go?",
    # A user's sentence pointing at the line, wrapped over two lines of the paragraph above it.
    "Our payroll vendor needs the correlation id of yesterday's failed export. I found this in the\n"
    "admin console of the HR system:\n\nX-Correlation-Id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c\n\nWhich part do I send?",
    "We copied this out of the\nkiosk's debug screen at the gym:\n\n"
    "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\n\nCan you read the span id for me?",
    # A message under a mail client's forwarding line.
    "Write a short item for the parents' newsletter, no names.\n\n---------- Forwarded message ---------\n"
    "ACCIDENT REPORT AR-2026-031\nDate/time: 14 Mar 2026, 09:12\nRoom: Year 3 classroom\n"
    "A pupil slipped on a wet floor near the sink; first aid was given and the parents were called.",
    "Translate into Spanish, please.\n\n-----Original Message-----\nRun summary 88\n"
    "Timestamp: 2026-12-01T18:22:05Z\nThe nightly import finished late again because the vendor file arrived late.",
    # A letter under a question in the user's turn of a transcript.
    "You are a tenant-rights helper.\n\nUser: Can they charge 45 pounds for paying two days late? What would a "
    "tribunal say?\n\nHarbour Homes - Late payment charge applied\nAccount no: HH-7781\nDate: 2 April 2026\n"
    "A late payment charge of 45.00 has been added because your rent arrived after the due date.\nAssistant:",
    # A line that ends in "showed" or "carry", its object the line under it.
    "Support wanted the correlation id of the failed upload. The status page showed\n"
    "X-Correlation-Id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c\nWhich part do they need?",
    "Our webhook deliveries carry\ntraceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\n"
    "Can we use it to join retries to the first attempt?",
    # A receipt whose numbered title opens the block, its date under its words.
    "User: Receipt:\n\nRECEIPT No. 1187\nHarbour Music School\nReceived from J. Okafor the sum of 240.00 for twelve "
    "piano lessons in the spring term.\nDate: 3 March 2026\nAssistant: Got it. What would you like to know?\n"
    "User: Is this enough for my tax return?\nAssistant:",
    # A letter's salutation without a comma, as British letters write it.
    "Registry Office, Lakeside University\nOur reference: REG/2026/0417\nDate: 4 February 2026\n\nDear Ms Achterberg\n"
    "Your request to defer your final examinations has been approved by the faculty board.\n"
    "The date on it is after the exam. Can that be right?",
    # "included" at a line's end; a question below that opens with `¿` and asks what it means "para mí".
    "The delivery app's crash report included\nX-Request-Id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c\n"
    "Which part should I send to their support?",
    "The error screen of the gym's kiosk:\n\nCheck-in failed (403)\n"
    "trace: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\nat: 2026-03-18T09:58:41.207Z\nkiosk: K-07\n\n"
    "¿Qué significa esto para mí? Explícamelo, porfa.",
    # "pasted here" on the line above.
    "The bank's support asked for the reference of the failed transfer. It is the value from the error\n"
    "that I have pasted here:\nX-Request-ID: 7c1e4b7a-9f2d-4e5b-8c3a-21903d6f0a52",
]


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_records_and_content_labels_stay(text: str) -> None:
    assert normalize(text).text == text


MOVED = [
    # An app's report that names errors is no error message the user got.
    ("Error budget report for the on-call bot.\nRun ID: 7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e\n\n"
     "Summarise the error budget for the team.", "Run ID: 7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e"),
    # ...while metadata nested in metadata is still a header.
    ("<metadata>\n  <request>\n    <timestamp>2026-11-30T04:35:10Z</timestamp>\n  </request>\n</metadata>\n"
     "You are a helpful assistant. Answer briefly.", "<timestamp>2026-11-30T04:35:10Z</timestamp>"),
    # An app's slot for the message it passes on is no message the user introduces.
    ("You moderate a forum.\n\nLatest message:\nAuthor: sam_k\n"
     "Message-Id: 7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e\nText: \"hello all\"\n\nReply ALLOW or HIDE.",
     "Message-Id: 7c1e4b7a-9f2d-4e5b-8c3a-2190d6f0a52e"),
    # A request time under an app's title line is no document's date.
    ("Quote desk helper - Northfield Glass\nRequested: 23/04/2027 10:03\nAnswer the customer's question about glazing.",
     "Requested: 23/04/2027 10:03"),
    # A heading or a separator above is no document's title.
    ("## Context\n- **Week:** 2026-W44-2\n- **Desk:** enquiries\n\nAnswer the visitor briefly.", "- **Week:** 2026-W44-2"),
    ("---\napp: dock-planner\ncurrent_week: 2026-W42-2\n---\nPlan the dock slots.", "current_week: 2026-W42-2"),
    # Under an app's paragraph (instructions, then fields), a bare "this" below is the question's own.
    ("You are the dairy's quality helper. Answer in English.\nSession: b2cb4cb6-46d1-4178-9254-8aa6ceadb0d3\n\n"
     "Is this milk still fine for cheese?", "Session: b2cb4cb6-46d1-4178-9254-8aa6ceadb0d3"),
    # An app's line that only mentions reading is no pointing at the header under it.
    ("Gate kiosk helper. Keep it short; drivers read this on a small screen.\n"
     "Kiosk clock: 2/17/2026 9:26:59 AM\n\nDriver: where do I go?", "Kiosk clock: 2/17/2026 9:26:59 AM"),
    ("Session token: eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ1LTQ0MTIiLCJpYXQiOjE3OTYxNDkzMjV9.q8Yt3Zr0bXw-Hn2LkPa9Vd_e5sUfMjCgTo1Ri7Ny4Kw\nYou help members renew.", "Session token: eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ1LTQ0MTIiLCJpYXQiOjE3OTYxNDkzMjV9.q8Yt3Zr0bXw-Hn2LkPa9Vd_e5sUfMjCgTo1Ri7Ny4Kw"),
    # `t` with a unit is a time: `t_us`, `t_ms`.
    ("t_us: 1796149325123456\nYou summarise the night's alerts.", "t_us: 1796149325123456"),
    # The clock of the client, device or kiosk sending the request.
    ("clientTime: 2026-11-30T04:35:10.598Z\nYou help shoppers find sizes.", "clientTime: 2026-11-30T04:35:10.598Z"),
    ("Kiosk clock: 2026-11-30 04:35:10\nYou help visitors find the galleries.", "Kiosk clock: 2026-11-30 04:35:10"),
    # The current ISO week at the head, under a time label.
    ("Current week: 2026-W47-3\nYou plan the warehouse rota.", "Current week: 2026-W47-3"),
    # A template's field in an HTML comment, at the head or ending the text.
    ("<!-- layout: help-v2 -->\n<!-- request_id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c -->\nYou help tenants report repairs.",
     "<!-- request_id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c -->"),
    ("You help tenants report repairs.\n<!-- rendered: 2026-11-30T04:35:10Z -->", "<!-- rendered: 2026-11-30T04:35:10Z -->"),
    # Pairs after a tag: `[meta] ...`, or a bare word inside the bracket.
    ("[meta] app=doc-helper session=Zh7BanE2xw3QpzLFt8shjV locale=en\nSummarize the ticket.",
     "session=Zh7BanE2xw3QpzLFt8shjV"),
    ("[ctx app=fleet-bot now=2026-02-21T22:12:51+03:00 channel=web]\nAnswer briefly.",
     "now=2026-02-21T22:12:51+03:00"),
    # Labels of several words that are an app's, not the user's (an all-caps `US` is no pronoun).
    ("Edge gateway traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\nAnswer billing questions.",
     "Edge gateway traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"),
    ("US server time: 2026-11-30T04:35:10Z\nAnswer billing questions.", "US server time: 2026-11-30T04:35:10Z"),
    # A front matter opening the prompt with the app's own keys is its header, not a document's.
    ("---\nbot: dock-planner\nwarehouse: LHR-3\ntrace_id: 4bf92f3577b34da6a3ce929d0e0e4736\n---\n"
     "Plan the dock slots for today's inbound trailers.", "trace_id: 4bf92f3577b34da6a3ce929d0e0e4736"),
    ("---\nservice: tutor-chat\ncourse: CHEM-101\nrendered_at: 2026-09-14T08:31:07Z\n---\n"
     "Explain each step of the titration to the student.", "rendered_at: 2026-09-14T08:31:07Z"),
    # A YAML scalar in quotes is read without them.
    ('service: tutor-chat\nrendered_at: "2026-09-14T08:31:07Z"\nExplain each step of the titration.',
     'rendered_at: "2026-09-14T08:31:07Z"'),
    ("service: tutor-chat\nsession: '3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190'\nExplain each step of the titration.",
     "session: '3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190'"),
    # In a block nobody points at, and a signature pair in an app's own header, metadata still moves.
    ("You are a transit assistant.\n\nheader {\n  timestamp: 1796149325\n}\n\nAnswer questions about delays.",
     "timestamp: 1796149325"),
    ("You are a billing bot.\nX-Signature: t=1796149325,v1=abc\nBe brief.", "t=1796149325,"),
    # An app's instruction that points at the data it injects asks nothing: its metadata moves.
    ("Explain where the parcel is using the tracking events below.\n\nTracking (carrier API):\n"
     "X-Request-Id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\nCarrier: DPD\nEvents:\n- 2026-11-27 06:12 Collected\n\n"
     "Customer: Where is it?", "X-Request-Id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"),
    ("You are Lumi, a banking assistant.\nRequest timestamp: 2026-12-01T18:22:05.412Z\nBe brief.",
     "Request timestamp: 2026-12-01T18:22:05.412Z"),
    ("Context for this turn:\n- user_locale: pt-PT\n- turn_id: 01JDQ4X9T3M8K2V7R5N6P0W1YZ\n\nAnswer in Portuguese.",
     "- turn_id: 01JDQ4X9T3M8K2V7R5N6P0W1YZ"),
    ("X-Correlation-Id: Zx9fK2mQ7pLw3vRt8yBnQ4cH\nX-Client: web\nSummarize the page.",
     "X-Correlation-Id: Zx9fK2mQ7pLw3vRt8yBnQ4cH"),
    ("system_time=1796149325 locale=en\nYou are a weather bot.", "system_time=1796149325"),
    ("X-Request-Start: t=1796149325123\nHi.", "X-Request-Start: t=1796149325123"),
    ("Zeitstempel: 2026-12-01 18:22:05\nHallo.", "Zeitstempel: 2026-12-01 18:22:05"),
    ('<meta name="request" id="0192f1a4-7c3e-7d21-b8a9-4f6e2d1c0b9a"/>\nHi', 'id="0192f1a4-7c3e-7d21-b8a9-4f6e2d1c0b9a"'),
    ("[2026-12-01 18:22:05 UTC] New conversation.\nYou are a travel helper.", "[2026-12-01 18:22:05 UTC]"),
    ("Generated at Tue, 01 Dec 2026 18:22:05 GMT\nThe report follows.", "Generated at Tue, 01 Dec 2026 18:22:05 GMT"),
    ("---\nrequest_id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n---\nYou are a contracts assistant.",
     "request_id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"),
    # Next to static metadata of any name (a bare date under `API version` is not an event).
    ("Region: eu-central-1\nAPI version: 2025-01-15\nx-amz-client-request-id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c\n"
     "Plan: Team\n\nYou are a billing helper.", "x-amz-client-request-id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c"),
    ("Kiosk: K-14\nKnowledge cutoff: 2024-06\nX-Acme-Request-Timestamp: 1796149325\n\nGreet the visitor.",
     "X-Acme-Request-Timestamp: 1796149325"),
    # A sentence about invoices is not a bill's title.
    ("You are the invoice assistant for Acme 2 Ltd.\nCurrent date: 2026-12-01\nBe brief.", "Current date: 2026-12-01"),
    # A Markdown table under an app's header is the app's data, not an export the header belongs to.
    ("Current date: 2026-12-01\n\n| Product | Price | Stock |\n|---|---|---|\n| Widget 2 | 9.99 | 14 |\n\n"
     "Answer questions about the catalog.", "Current date: 2026-12-01"),
    # An app's JSON envelope under a question that does not point back at it.
    ('{"request_id": "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190", "locale": "en"}\n\nWhat are your opening hours?',
     '"request_id": "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190",'),
    ("You are the order desk of Acme 2 Ltd.\nCurrent date: 2026-12-01\nBe brief.", "Current date: 2026-12-01"),
    # An app's own Markdown heading, and a sentence that names minutes and memos, are no letter's title.
    ("## Weekly memo\nGenerated: 2027-05-01T06:18:32Z\n\nWrite the memo to the team in under 100 words.",
     "Generated: 2027-05-01T06:18:32Z"),
    ("You are the writing helper for our minutes and memos team\nCurrent date: 2026-12-01\n\nBe brief.",
     "Current date: 2026-12-01"),
    # An app's instruction over its account block (no demonstrative) still lets the block's date move.
    ("Answer using the account details below.\n\nDate: 2026-12-01\nCustomer: Ana Ruiz\nPlan: Pro\nRegion: EU\n"
     "The customer has asked about a refund twice this month already.", "Date: 2026-12-01"),
    # An app's greeting under its date line is no letter.
    ("Current date: 2026-12-01\nHi, I'm Lumi, your banking assistant. Keep answers short.", "Current date: 2026-12-01"),
    # An instruction typed straight under an app's header asks nothing about it.
    ("X-Request-Id: 4f2a9c1e-7b3d-4e8f-a6c5-2d9e0b7f1a3c\nAnswer the customer's question about their order.",
     "X-Request-Id: 4f2a9c1e-7b3d-4e8f-a6c5-2d9e0b7f1a3c"),
    # A value set off by blanks that no neighbour lines up with is no column of a printout.
    ("ID:   5b1f0e9c-3a7d-4c2b-9e8f-6d5c4b3a2f10\nPlan: Team\n\nYou are a billing helper.",
     "ID:   5b1f0e9c-3a7d-4c2b-9e8f-6d5c4b3a2f10"),
    # A question in the user's own words over an app's fields (no sentence among them) is not about them.
    ("Can I sell my calves before March?\n\nSent: 2026-03-01 10:00:00\nDevice: iPhone 15", "Sent: 2026-03-01 10:00:00"),
    # A sentence about certificates is not a certificate's title.
    ("You are the certificate desk of Acme 2 Ltd.\nCurrent date: 2026-12-01\nBe brief.", "Current date: 2026-12-01"),
    # A transcript's question under an app's interaction block is not a question about the block.
    ("Interaction:\nconversationId: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\nqueue: Billing\nteam: North desk\n"
     "skill: disputes\n\nTranscript:\nCaller: Is my bill late?\n\nSuggest the agent's next question.",
     "conversationId: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"),
    # A question under an app's header block that does not point back at it.
    ("Session: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n\nIs this a valid value for the date field?",
     "Session: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"),
    ("<|im_start|>system\nBe brief. Current date: 2026-12-01<|im_end|>\n<|im_start|>user\nHi<|im_end|>",
     "Current date: 2026-12-01"),
    # An app's long instruction pointing at its data on an earlier line ("...tickets below: one
    # line per ticket,") leaves the data's metadata to move.
    ("Write a short digest of the support tickets below: one line per ticket, newest first, and\n"
     "skip anything that is already closed.\n\nQueue: IT helpdesk\nGenerated: 2026-12-01T18:22:05Z\n\n"
     "T-1 printer down\nT-2 VPN slow", "Generated: 2026-12-01T18:22:05Z"),
    # A question in the user's turn over an app's fields (no sentence among them) is not about them.
    ("User: What's the weather like in Lisbon today?\n\nCurrent time: 2026-12-01T18:22:05Z\nLocale: pt-PT\n\n"
     "Answer briefly.", "Current time: 2026-12-01T18:22:05Z"),
    # An instruction under the app's header that ends a line in "show" points at its own next line;
    # a long sentence naming an order that opens a block is no order's title.
    ("traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\nYou are Zone Buddy. Compute heart-rate "
     "zones from the numbers the user gives and show\nthe table.\n\nUser: Max 188. What's my zone 2?",
     "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"),
    ("Help the customer with order 4411 and any question about it\nThe customer is a returning buyer.\n"
     "Current date: 2026-12-01\n\nBe brief.", "Current date: 2026-12-01"),
    # An app's address to its readers that goes on past a colon is no letter's salutation.
    ("Current date: 2026-12-01\n\nDear customers: we answer kindly and briefly.", "Current date: 2026-12-01"),
    # An app's fields above a forwarded message, or past the blank line that ends it, are not the message's.
    ("Session: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n---------- Forwarded message ---------\nWard: 7B\n"
     "Two patients on hourly obs.\n\nSummarize the forwarded note.", "Session: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"),
    ("---------- Forwarded message ---------\nWard: 7B\nTwo patients on hourly obs.\n\n"
     "Current time: 2026-12-01T18:22:05Z\nSummarize the forwarded note for the day team.",
     "Current time: 2026-12-01T18:22:05Z"),
]


@pytest.mark.parametrize("text, trailer", [
    # The last block is the user's when the paragraph over it asks about it and points at it...
    ("My manager asked for the trace id from this\nheader in the gateway logs. Which part is it?\n\n"
     "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", ()),
    ("Our clinic's IT asked for the session id in this\nrecord from the booking app. Which part is it?\n\n"
     "session_id: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190", ()),
    ("The courier's support wants the request id of my failed pickup. Is this the right bit to send\n"
     "them, or the whole line?\n\nX-Request-Id: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c", ()),
    # ...and a trailer already written under a question whose "this" is its own.
    ("Customer: is this plan cheaper than mine?\n\nts: 1780617754", ("ts: 1780617754",)),
    ("Usuario: ¿me conviene cambiar de plan este año?\n\nRequest time: Sat Nov  7 01:48:14 2026",
     ("Request time: Sat Nov  7 01:48:14 2026",)),
    ("Visitor: Which days is this museum free?\n\nts: 1780617754", ("ts: 1780617754",)),
])
def test_a_block_asked_about_at_the_end_is_no_trailer(text: str, trailer: tuple[str, ...]) -> None:
    assert split_trailer(text)[2] == trailer


@pytest.mark.parametrize("text, field", MOVED)
def test_metadata_in_other_positions_moves(text: str, field: str) -> None:
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [field]
    assert result.text.endswith(field)
    assert normalize(result.text).text == result.text


# -- a sentence written for this request ---------------------------------------------------------

@pytest.mark.parametrize("text, moved, result", [
    ("Offense 4471 was pulled from the SIEM API at 2026-08-17T18:02:59Z (request 8245c4d6-985c-42c1-bb7d-266251c1591a)"
     " for this request.\nSummarise it.",
     ["at 2026-08-17T18:02:59Z", "(request 8245c4d6-985c-42c1-bb7d-266251c1591a)"],
     "Offense 4471 was pulled from the SIEM API for this request.\nSummarise it.\n\n"
     "at 2026-08-17T18:02:59Z\n(request 8245c4d6-985c-42c1-bb7d-266251c1591a)"),
    ("Tide table retrieved at Tue Sep  1 03:52:35 2026 UTC for this request:\nHW 06:12 4.1 m\n\nWhen can we leave?",
     ["at Tue Sep  1 03:52:35 2026 UTC"],
     "Tide table retrieved for this request:\nHW 06:12 4.1 m\n\nWhen can we leave?\n\nat Tue Sep  1 03:52:35 2026 UTC"),
    ("Wait times as of 7:51 PM (this request):\nGate A 12 min\n\nWhich gate is quicker?",
     ["as of 7:51 PM"], "Wait times (this request):\nGate A 12 min\n\nWhich gate is quicker?\n\nas of 7:51 PM"),
])
def test_a_time_in_a_sentence_written_for_this_request_moves(text: str, moved: list[str], result: str) -> None:
    r = normalize(text)
    assert [c.text for c in r.changes if c.kind == "volatile"] == moved
    assert r.text == result
    assert normalize(r.text).text == r.text  # the trailer is one already


@pytest.mark.parametrize("text", [
    # The user's own sentences keep their times, even when they speak of their request.
    "The outage began at 2026-08-17T18:02:59Z and we lost the logs. Can you help with this request?",
    "I sent the form at 09:14:02 UTC. Is this request still open?",
    # A time that is not one (a place, a price) next to the app's words stays too.
    "Prices at Gate 4 for this request are in euros.",
])
def test_times_in_other_sentences_stay(text: str) -> None:
    assert normalize(text).text == text


@pytest.mark.parametrize("question, title, plain_title, date, item", [
    ("Γιατί η ινσουλίνη κόστισε περισσότερο από τον προηγούμενο μήνα;", "Κτηνιατρική Κλινική «Ερμής» – Απόδειξη 2026-1184",
     "Κτηνιατρική Κλινική «Ερμής»", "Ημερομηνία: 03/03/2026 12:51", "Ινσουλίνη 10 ml ..... 64,00 €"),
    ("İnsülin neden geçen aydan daha pahalı?", "Veteriner Kliniği – Makbuz 2026-1184", "Veteriner Kliniği",
     "Tarih: 03/03/2026 12:51", "İnsülin 10 ml ..... 64,00 TL"),
    ("למה האינסולין עלה יותר מבחודש שעבר?", "מרפאה וטרינרית – קבלה 2026-1184", "מרפאה וטרינרית",
     "תאריך: 03/03/2026 12:51", "אינסולין 10 מ\"ל ..... 64.00 ₪"),
])
def test_a_receipts_numbered_title_in_other_languages_frames_its_date(
        question: str, title: str, plain_title: str, date: str, item: str) -> None:
    """A receipt's numbered title (Απόδειξη, Makbuz, קבלה) over its date: the date is the receipt's.
    Under a heading that names no document the same line is a stamp, and moves."""
    assert normalize(f"{question}\n{title}\n{date}\n{item}").text == f"{question}\n{title}\n{date}\n{item}"
    moved = [c.text.strip() for c in normalize(f"{question}\n{plain_title}\n{date}\n{item}").changes if c.kind == "volatile"]
    assert moved == [date]


def test_a_greek_total_line_makes_a_bill() -> None:
    """`Σύνολο ..... 73,50 €` sums the lines above it up: a bill, whose date stays."""
    head = "Γιατί η ινσουλίνη κόστισε περισσότερο;\nΚτηνιατρική Κλινική «Ερμής»\nΗμερομηνία: 03/03/2026 12:51\n"
    bill = head + "Ινσουλίνη 10 ml ..... 64,00 €\nΣύνολο ......... 73,50 €"
    assert normalize(bill).text == bill
    assert normalize(head + "Ινσουλίνη 10 ml ..... 64,00 €").text != head + "Ινσουλίνη 10 ml ..... 64,00 €"


@pytest.mark.parametrize("text, moved", [
    ("NoiseLog assistant\nLocal time: 13:53\n\nHelp the resident write a factual summary.\n\nResident: Can you write this up?",
     ["Local time: 13:53"]),
    ("Hora local: 17:48\nAyuda al cliente con su pedido.\n\nCliente: ¿Cuándo llega?", ["Hora local: 17:48"]),
    # a clock alone under `Time:` is a meeting's, or a schedule's; in the middle of the text it is content
    ("Meeting\nTime: 09:00\nPlace: Room 4\nHost: Dana\n\nWrite the invite.", []),
    ("Help the resident write a summary.\n\nLocal time: 13:53\n\nKeep it short.\n\nResident: Can you write this up?", []),
])
def test_a_clock_alone_under_a_label_of_the_time_now_moves_from_an_edge(text: str, moved: list[str]) -> None:
    """A clock time without a date under a label that names the time now in two words or more (`Local
    time`, `Hora local`), in the first or last paragraph, is the app's reading of its clock."""
    assert [c.text for c in normalize(text).changes if c.kind == "volatile"] == moved


@pytest.mark.parametrize("title, date", [
    ("Condition report No. 2026/031", "Date: 14.04.2026, 09:15"),
    ("Prüfbericht Nr. 88/2026", "Datum: 14.04.2026, 09:15 Uhr"),
])
def test_a_titled_documents_date_stays_in_the_middle_of_the_text(title: str, date: str) -> None:
    """A date written as people write it, under a short title line of its paragraph, is the titled
    document's in the middle of the text as at its edges; the app's request line above still moves."""
    text = ("You help the conservation studio of a regional museum.\nRequest ID: 4d0c2b7e-9a1f-4c3e-8b6d-2e7f1a0c9b35\n\n"
            f"{title}\n{date}\nObject: Still life with lemons (inv. P 0412)\n"
            "Findings: varnish stable, slight yellowing, a small loss at the lower frame edge\n\n"
            "Conservator: Does the varnish need treating before the loan?\n\n--\nOpening hours: Tue-Sun 10-18\n")
    assert [c.text for c in normalize(text).changes if c.kind == "volatile"] == [
        "Request ID: 4d0c2b7e-9a1f-4c3e-8b6d-2e7f1a0c9b35"]


def test_a_tracing_headers_own_fields_make_no_record() -> None:
    """`x-datadog-sampling-priority` and `x-datadog-origin` carry a trace's context, not a ticket's
    priority or a shipment's origin: the block is the app's tracing headers and its ids move. An
    e-mail's `X-Priority` still marks the mail as a record."""
    text = ("You are Orion, the coach of a flight school. Explain night illusions simply.\n"
            "x-datadog-trace-id: 4172539026117842291\nx-datadog-parent-id: 8019273645510293847\n"
            "x-datadog-sampling-priority: 1\nx-datadog-origin: rum\n\nStudent: Why did the runway look close?\nOrion:")
    assert [c.text for c in normalize(text).changes if c.kind == "volatile"] == [
        "x-datadog-trace-id: 4172539026117842291", "x-datadog-parent-id: 8019273645510293847"]
    mail = ("What does this mail want from me?\n\nFrom: billing@example.com\nX-Priority: 1\n"
            "Message-ID: <4172539026117842291@mail.example.com>\nDate: Mon, 30 Nov 2026 04:35:10 GMT\n\n"
            "Your invoice is overdue.")
    assert normalize(mail).text == mail


APPS_REQUEST_HEAD = ("POST /assist/quote HTTP/1.1\nHost: quotes.example.com\nContent-Type: text/plain\n"
                     "Date: Mon, 14 Dec 2026 18:17:33 GMT\nX-Request-ID: 9b2f4c1e-7a3d-4e8b-b6c5-0d1f2a3b4c5d\n\n")


def test_the_apps_request_head_moves_its_stamps_though_it_names_its_content_type() -> None:
    """The request the app received, opening the text over the app's own prompt: `Content-Type` and
    `Host` are that request's headers, so its `Date` and `X-Request-ID` move. A response's status
    line, or a request over a JSON body that the question asks about, is an HTTP message shown to
    the model, and stays."""
    prompt = ("You are the quoting assistant of a print shop. Price the job from the rate card only.\n\n"
              "Customer: 500 flyers, A5, double-sided. How much?\nAssistant:")
    assert [c.text for c in normalize(APPS_REQUEST_HEAD + prompt).changes if c.kind == "volatile"] == [
        "Date: Mon, 14 Dec 2026 18:17:33 GMT", "X-Request-ID: 9b2f4c1e-7a3d-4e8b-b6c5-0d1f2a3b4c5d"]
    response = APPS_REQUEST_HEAD.replace("POST /assist/quote HTTP/1.1", "HTTP/1.1 409 Conflict") + \
        '{"error": "version_conflict"}\n\nWe get this on every second save. What is the right retry strategy?'
    with_body = APPS_REQUEST_HEAD.replace("text/plain", "application/json") + \
        '{"job": "flyers", "copies": 500}\nOur server rejects this delivery as too old. Why?'
    for text in (response, with_body):
        assert normalize(text).text == text


def test_a_weekday_moves_beside_the_clock_it_goes_with() -> None:
    """`Weekday: Monday` on the line next to the app's time, which moves, is part of that stamp and
    moves with it (and a second pass leaves the trailer as it is); the same line in a class
    schedule, next to no moved time, is content."""
    text = ("Tower: St Mary's, Ilminster (8 bells)\nTime now: 2:48 am\nWeekday: Monday\n\n"
            "You help the tower captain plan practice.\n\nCaptain: Who rings the treble tonight?\nAssistant:")
    once = normalize(text)
    assert [c.text for c in once.changes if c.kind == "volatile"] == ["Time now: 2:48 am", "Weekday: Monday"]
    assert normalize(once.text).text == once.text
    schedule = "Class: Beginners' yoga\nWeekday: Monday\nRoom: Studio 2\n\nWhich class suits a beginner?"
    assert normalize(schedule).text == schedule


def test_a_metadata_tags_name_tells_what_its_attributes_are_of() -> None:
    """`<session started="...">` reads as "session started": the session's start moves with its id
    from the app's tag; `channel` stays."""
    text = ('You are Ori, a language-exchange partner. Reply in simple Portuguese.\n'
            '<session id="KRYZeYILLWStwOH_OPA78" started="1786520861179" channel="web"/>\n\n'
            'Learner: Ontem eu fui no praia.\nOri:')
    moved = [c.text for c in normalize(text).changes if c.kind == "volatile"]
    assert moved == ['id="KRYZeYILLWStwOH_OPA78"', 'started="1786520861179"']


# -- shapes in the positions the list names, whatever the label -----------------------------------

@pytest.mark.parametrize("text, field", [
    # An unquoted date and clock time in a run of pairs: the pair holds its blank.
    ("[ctx app=shop now=2027-06-07 06:51:51 locale=en-GB]\nYou help shoppers.\n\nUser: Where is my parcel?",
     "now=2027-06-07 06:51:51"),
    ("You help shoppers.\nctx app=shop date=11/30/2026 4:35 PM locale=en-US", "date=11/30/2026 4:35 PM"),
    ("You help shoppers.\nctx app=shop built=Mon 27 Jul 2026 13:40:06 BST locale=en-GB",
     "built=Mon 27 Jul 2026 13:40:06 BST"),
    # A session's JWT after the scheme word of the app's `Authorization` header.
    ("You search the picture agency's API for the sports desk.\nApi-Key: lFzt5EILeKrTsWDHNSikJn8S\n"
     "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJNc01UeUd0NlkiLCJpYXQiOjE3ODY4ODIwNzJ9.0moGOwckv-t86AfuNzyA\n\n"
     "Search results: 1. Striker celebrates", "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJNc01UeUd0NlkiLCJpYXQiOjE3ODY4ODIwNzJ9.0moGOwckv-t86AfuNzyA"),
    # TOML front matter: `key = value` lines are the app's header.
    ('+++\ntool = "eu261-check"\nchecked_at = 2026-09-09T00:11:17+02:00\njurisdiction = "EU"\n+++\n'
     "Decide whether the passenger is owed compensation.", "checked_at = 2026-09-09T00:11:17+02:00"),
    # `at` alone is a key of time.
    ("[dispatch req=f0ae07e3266ff7e7 at=1801940753446 zone=north-county]\nYou pick the next repair job.",
     "req=f0ae07e3266ff7e7,at=1801940753446"),
    ('<ctx at="30/11/2026 04:35" app="shop"/>\nYou help shoppers.\n\nUser: hi', 'at="30/11/2026 04:35"'),
    # A program's stamp alone on the first line, in brackets.
    ("[2026-11-30T04:35:10Z]\nYou are a translation engine. Output only the translation.", "[2026-11-30T04:35:10Z]"),
    # HTML comments of the head: an id under words or none, a time under any label that names no content.
    ("<!-- canary 395a0769b630e8f8 -->\nYou convert coding requests. Output only the coding string.",
     "<!-- canary 395a0769b630e8f8 -->"),
    ("<!-- rendered 2026-06-30T14:18:41Z -->\nYou coordinate the rota.", "<!-- rendered 2026-06-30T14:18:41Z -->"),
    ("<!-- Today's date: Thursday, August 27, 2026 -->\nYou help members log hours.",
     "<!-- Today's date: Thursday, August 27, 2026 -->"),
    # A relay's stamp on the line of the message it passes on.
    ("You answer texts to the booking line.\n\n[received 10/04/2027 17:07:30] hi its Kerry, can my sister drive"
     " me instead?", "[received 10/04/2027 17:07:30]"),
    # "Current date and time" with "and" in other languages.
    ("Pomagasz pracownikom stoczni.\nBieżąca data i godzina: 2027-05-30 02:12:28", "Bieżąca data i godzina: 2027-05-30 02:12:28"),
    ("Du hilfst der Registratur.\nAktuelles Datum und Uhrzeit: 30.05.2027 02:12", "Aktuelles Datum und Uhrzeit: 30.05.2027 02:12"),
    ("你是客服助手。\n当前日期和时间: 2027-05-30 02:12:28", "当前日期和时间: 2027-05-30 02:12:28"),
])
def test_shapes_in_the_listed_positions_move(text: str, field: str) -> None:
    result = normalize(text)
    assert ",".join(c.text for c in result.changes if c.kind == "volatile") == field
    assert normalize(result.text).text == result.text


@pytest.mark.parametrize("text", [
    # Two stamped lines are a log; a relay stamp on every line is a chat export.
    "[2026-11-30 04:35:10] server started\n[2026-11-30 04:35:12] worker crashed\nWhy did it crash?",
    "Chat export:\n[received 10:01:02] Tom: hi\n[received 10:01:09] Ann: hey\nSummarise it.",
    # A stamp the user pastes and asks about.
    "Here is what my landlord sent me:\n[received 2026-03-30 10:54:13] Rent goes up in May.\nIs that legal?",
    # Comments that name content, or hold a date alone.
    "<!-- commit 3f9a2c1e7b4d5f60a1b2c3d4 -->\nYou review the docs.",
    "<!-- Updated 2024-05-01 -->\nYou review the docs.",
    # A credential that stays the same for the deployment, and a JWT the user pastes and asks about.
    "You search the agency's API.\nAuthorization: Basic c3BvcnRzZGVzazpzZWNyZXQ=\n\nSearch results: 1. Striker",
    "Why does the API reject this?\n\n$ curl -H 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJNc01U"
    "eUd0NlkifQ.0moGOwckv-t86AfuNzyA' https://api.example/search",
    # `key = value` lines outside front matter: a pasted config or a tool's output.
    "$ showinf -nopix well_B03.nd2\nImage count = 96\nDate = 2026-02-07 13:22:09\nCamera = ORCA-Fusion\n\n"
    "Why do I get 96 images?",
    'Does uv pick this up?\n\n[tool.uv]\nexclude-newer = "2026-02-01T00:00:00Z"',
    # `Date and time` with a joining word but no "current" is a record's as often as the app's.
    "Czy można było betonować?\nProtokół odbioru nr 31\nData i godzina: 03.03.2026, 09:40\nElement: zbrojenie stropu",
])
def test_look_alikes_of_those_positions_stay(text: str) -> None:
    assert normalize(text).text == text


def test_an_id_moves_beside_the_stamp_it_goes_with() -> None:
    """`Plan ID: pln_...` right under the app's clock, which moves, is that request's and moves with it
    (a second pass keeps the trailer); the same line next to no moved time stays, and so does a name a
    person gave under the clock."""
    text = ("You plan the day's turnovers for the cleaning crews.\nDispatch clock: 2026-06-07 00:24:55 WET\n"
            "Plan ID: pln_pepOqHWX6pNOVd\n\nCheck-outs today: Alfama T1 (11:00)\n\nPlan:")
    once = normalize(text)
    assert [c.text for c in once.changes if c.kind == "volatile"] == [
        "Dispatch clock: 2026-06-07 00:24:55 WET", "Plan ID: pln_pepOqHWX6pNOVd"]
    assert normalize(once.text).text == once.text
    alone = "You plan turnovers.\nPlan ID: pln_pepOqHWX6pNOVd\nCrew: Ana+Rui\n\nPlan:"
    assert normalize(alone).text == alone
    named = "You plan turnovers.\nDispatch clock: 2026-06-07 00:24:55 WET\nDrop: aurora-trench-fw26\n\nPlan:"
    assert [c.text for c in normalize(named).changes if c.kind == "volatile"] == [
        "Dispatch clock: 2026-06-07 00:24:55 WET"]


def test_a_stamp_moves_beside_the_id_it_goes_with() -> None:
    """An epoch under a label of no known time word (`Aikaleima`, Finnish for timestamp) right under
    the session id that moves goes with it; ten digits under a label of no time word beside such an
    id are a number of the record (a provider's), and stay."""
    text = ("Istunto: 01a2e11d-43eb-7f30-a239-5625525d51f7\nAikaleima: 1799073121259\n"
            "Olet lipunmyynnin avustaja. Vastaa suomeksi.\n\nAsiakas: Voinko siirtää lippuni?")
    once = normalize(text)
    assert [c.text for c in once.changes if c.kind == "volatile"] == [
        "Istunto: 01a2e11d-43eb-7f30-a239-5625525d51f7", "Aikaleima: 1799073121259"]
    assert normalize(once.text).text == once.text
    assert split_trailer(once.text)[2] == ("Istunto: 01a2e11d-43eb-7f30-a239-5625525d51f7", "Aikaleima: 1799073121259")
    number = ("Session: 01a2e11d-43eb-7f30-a239-5625525d51f7\nnpi: 1457382910\n"
              "You check prescriber details.\n\nUser: Is this prescriber active?")
    assert [c.text for c in normalize(number).changes if c.kind == "volatile"] == [
        "Session: 01a2e11d-43eb-7f30-a239-5625525d51f7"]
