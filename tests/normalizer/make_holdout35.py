"""Build `prompt_normalizer/corpus/holdout35.jsonl`, a thirty-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout35.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout34.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from political campaigns, advocacy groups, unions and
professional associations (another corpus was written at the same time about them) and re-aims the
clinical-trial cases named before (EDC server time, ePRO diaries, monitoring with `traceparent`,
EDC audit trails and schedules of assessments are not used). The sources are clinical research
operations:

* trial site coordination: a visit window planner, an eCRF query responder, a source document
  verification (SDV) note writer, a site delegation log helper, a screening log assistant;
* monitoring: visit report drafters, follow-up letter writers and action item trackers;
* ethics committees and IRBs: submission checkers, amendment cover letter drafters, continuing
  review reminders;
* randomisation and drug supply (IRT/IWRS): confirmations and shipment acknowledgements as content,
  a depot assistant with its own request metadata;
* central laboratories: kit ordering, sample shipping manifests, courier pick-ups, temperature
  excursions;
* pharmacovigilance case intake: AE / SAE forms, follow-up requests, MedDRA coding help,
  expectedness checks;
* site feasibility questionnaires, trial master file (TMF) indexing, and decentralised-trial
  patient apps (televisit scheduling, medication reminders, eConsent, home nursing visits).

Program-inserted fields in positives: request time headers, request / correlation / trace ids,
session and conversation ids, nonces, JWTs, "as of" fetch stamps with their fetch ids, in system
prompt headers, footers, YAML front matter, pretty and single-line JSON, XML attributes, HTML
comments, bracketed context lines, `KEY=value` environment lines and ChatML / Llama 3 system turns.
Hard negatives: query listings with aligned columns, monitoring letters (salutations with and
without a comma), IRB approval letters, randomisation confirmations, shipping manifests, AE forms,
eDiary-style app exports, webhook payloads and JSON API responses with their own ids and
timestamps, e-mails with headers, single header lines and ids the user asks about.

Prompts are in English (British, US, Canadian, Australian) and in Bogotano (Rolo) Spanish, Limeño
Spanish, Paraguayan Spanish, Baiano (Salvador da Bahia) Portuguese, Lisboeta Portuguese, Kyoto-ben
Japanese, Carinthian German and Antwerps Dutch (8 varieties whose names the earlier docstrings do not
use, checked with grep; the languages they belong to are used there). Positives in these varieties
end with the user's message or with the metadata after it, never with a non-ASCII cue line.

What it is: 299 prompts. 139 carry volatile fields (194 spans): 40 hand-written positives
(70 spans; 30 with two fields) and 99 generated ones (124 spans; 25 with two fields). 160 carry none,
all hard negatives: 78 hand-written (66 pasted blocks -- 33 documents, each placed twice in rotation
among twelve arrangements: question after the block, before it, typed straight under it with no
blank line, across two blank lines each side, after a pointing sentence wrapped over two lines, at
the end of a line ending in "Please read" whose object is the next line, above a "Forwarded
message" line, in a user turn under a system prompt, quoted with "> ", in a code fence, with a
follow-up after, and asked about in one of the varieties above -- and 12 ids, times, templates,
few-shot dates and stable look-alikes in program positions that the user asks about) and 82
generated (query, AE, manifest, randomisation, API JSON and IRB reference records filled with their
own seeded ids and dates, in the same arrangements). The generated positive family puts one field,
or two every fourth case, at one of eleven positions (head, system tail, header block, after the
last user message, footer, YAML front matter, pretty JSON member, XML attribute, `key=value` in a
bracketed line, HTML comment, markdown bullet; nine each) of 16 bodies (10 in English, 6 in the
varieties above, which end with the user's message or the metadata after it); the field is drawn
from 31 formats and labels (all used). The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout34.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, device clocks, "today" written into an
artefact, bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made
here:

* Trial records are content: protocol numbers, site and subject numbers, randomisation and kit
  numbers, visit dates and windows, query ids and their open dates, monitoring visit dates, IRB
  reference numbers and approval dates, shipment, airway bill and case numbers, onset and report
  dates, TMF artefact ids and eDiary entry times stay, also next to a program's stamp and also when
  the program fetched them for this request; only the stamp ("Open queries as of <time> for this
  request") and the fetch or snapshot id minted for it move.
* Studies, sites, investigators and subjects are stable (protocol, site number, subject id, the
  study's time zone and the IRT version); a coordinator's portal session, a televisit session and a
  conversation id move.
* Spans follow rule 3: `key=value` pairs and XML attributes are followed by a stable neighbour;
  volatile members of pretty-printed JSON are never the last member of their object; footer values
  are cut without their `·` separators; a bracketed value is cut with its brackets.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS_LONG,
    MONTHS_LONG,
    Draft,
    Gen,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    go_nano,
    http_date,
    iso_date,
    iso_space,
    iso_week,
    js_iso,
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

SEED = 20350501
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout35.jsonl"
SRC = "holdout35:"

BOG = timezone(timedelta(hours=-5), "COT")
LIM = timezone(timedelta(hours=-5), "PET")
ASU = timezone(timedelta(hours=-3), "PYT")
BRT = timezone(timedelta(hours=-3), "BRT")
JST = timezone(timedelta(hours=9), "JST")
AEST = timezone(timedelta(hours=10), "AEST")


class Gen35(Gen):
    """Adds a few shapes for clinical research apps."""

    def at(self, tz: timezone) -> datetime:
        return self.moment(tz)

    def cid(self) -> str:
        """A correlation id in the style of an IRT middleware."""
        return f"irt-{self.hex(8)}-{self.hex(4)}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmy(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


POS: list[Draft] = []
NEG: list[Draft] = []


# --- hand-written positives ---------------------------------------------------------------------------------------


def _hand_positives(g: Gen35) -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        POS.append(Draft(text, f"{SRC}pos:{source}", tags))

    t = g.moment_eu()
    add("visit-window-planner", ["header_block", "http_date", "request_id"], f"""You are VisitWise, the visit window planner for site 104 of protocol HLX-207-301. Calculate the
window for each scheduled visit from the randomisation date and the protocol's allowed deviation.
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Study time zone: Europe/Vienna

Coordinator: Subject 104-017 was randomised on 12 March. When is the Week 8 visit window?
Assistant:""")
    t = g.moment_us()
    add("ecrf-query-responder", ["system_tail", "rfc3339", "session_id"], f"""You help site coordinators answer eCRF data queries. Propose a short, factual response to the
query and say which source document supports it. Never change data yourself.
{v('datetime', 'Requested at: ' + rfc3339(t))}
{v('session_id', 'Portal session: ' + g.b62(24))}

Coordinator: Query says the weight at Visit 3 (58 kg) differs from screening (71 kg) by more than 10%.
Assistant:""")
    t = g.moment_eu()
    add("sdv-note-writer", ["front_matter", "rfc3339", "ulid"], f"""---
app: sdv-notes
study: CARDIO-ATR-22
{v('datetime', 'generated_at: ' + rfc3339(t))}
{v('request_id', 'request_id: ' + g.ulid(t))}
site: 0412
---
Write a source document verification note for the monitor's file from the points below. Neutral tone,
past tense, no abbreviations that are not in the protocol glossary.

Points: ICF version 4.0 signed before any procedure; ECG at screening present; concomitant medication
log missing ibuprofen noted in nurse notes.""")
    t = g.moment()
    add("delegation-log-helper", ["json_block", "uuid7", "epoch_ms"], f"""{{
  "assistant": "dlog-helper",
  "study": "NEPH-118",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"received_at_ms": ' + str(epoch_ms(t)) + ',')}
  "site_country": "CA"
}}
You check site delegation of authority logs against the training records the coordinator lists.
Answer in plain Canadian English and flag any task delegated before training was signed.

Coordinator: Dr Okafor's sub-investigator Li was delegated informed consent on 3 Feb; her GCP
certificate is dated 10 Feb. Is that a finding?
Assistant:""")
    t = g.moment_us()
    add("screening-log", ["chatml", "inline_sentence", "long_date"], f"""<|im_start|>system
You are the screening log assistant for the Lakeshore Research Clinic. Count screen failures by
reason and never record patient names. {v('date', 'Today is ' + long_date(t) + '.')}<|im_end|>
<|im_start|>user
We screened 14 this month, 5 failed on eGFR and 2 withdrew consent. What is our screen-fail rate?<|im_end|>
<|im_start|>assistant
""")
    t = g.moment_eu()
    add("monitoring-report-drafter", ["xml_attr", "rfc3339", "nonce"], f"""<context {v('datetime', 'generated="' + rfc3339(t) + '"')} {v('nonce', 'nonce="' + g.b64url(16) + '"')} study="OPH-55" visit_type="IMV">
Draft the findings section of an interim monitoring visit report from the monitor's bullet notes.
Group them as: informed consent, eligibility, safety reporting, IP accountability.
</context>

Notes: - 2 subjects re-consented late on ICF v3 - IP log page 4 unsigned - SAE for 55-003 reported on
day 2 (OK)

Draft:""")
    t = g.moment()
    add("follow-up-letter", ["html_comment", "traceparent", "session_id"], f"""<!-- {v('trace_id', 'traceparent=' + g.traceparent())} template=fu-letter-v3 -->
You write monitoring follow-up letters to principal investigators. Formal British English, list the
action items with owners and due dates exactly as given, and close with the monitor's name.
{v('session_id', 'Conversation: ' + g.uuid4())}

Monitor: Please write the follow-up letter for my visit to site 22 last Tuesday. Action items: file
the updated CVs (coordinator, 2 weeks), correct the temperature log for fridge B (pharmacist, 1 week).
Assistant:""")
    t = g.moment_us()
    add("action-item-tracker", ["bracketed", "key_value_inline", "request_id"], f"""You track open monitoring action items across sites and remind CRAs which ones are overdue.
[ctx {v('datetime', 'ts=' + rfc3339(t, 3))} {v('request_id', 'req=' + g.hex(16))} region=us-east]

CRA: Which action items at site 3107 are older than 30 days?
Assistant:""")
    t = g.moment_eu()
    add("irb-submission-checker", ["key_value_lines", "epoch_s", "request_id"], f"""IRB_CHECKER_VERSION=2.4.1
{v('epoch', 'REQUEST_EPOCH=' + str(epoch_s(t)))}
{v('request_id', 'REQUEST_ID=' + g.hex(32))}
COMMITTEE=central

You check initial IRB submission packages for completeness against the committee's checklist:
protocol, ICF, investigator brochure, recruitment material, CVs, insurance certificate.

Coordinator: I have everything except the insurance certificate, which the sponsor sends next week.
Can I submit now?
Assistant:""")
    t = g.moment_us()
    add("amendment-cover-letter", ["llama3", "today_date", "session_id"], f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + f'{t.day} {MONTHS_LONG[t.month - 1][:3]} {t.year}')}

You draft cover letters for protocol amendments submitted to IRBs. Summarise each change and its
rationale; state whether re-consent is needed.<|eot_id|><|start_header_id|>user<|end_header_id|>

Amendment 5 adds a Week 52 MRI and removes the optional PK sub-study. Draft the cover letter.
{v('session_id', 'session=' + g.nanoid())}<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""")
    t = g.moment_eu()
    add("continuing-review", ["footer", "two_in_line", "uuid", "rfc3339"], f"""You remind investigators about continuing review deadlines. Be brief and give the exact date the
report is due, counted from the approval date the user gives.

User: Our approval was 14 May last year with annual review. When is the report due?

---
ReviewBot 1.8 · {v('request_id', 'req ' + g.uuid4())} · {v('datetime', rfc3339(t))}""")
    t = g.moment()
    add("irt-depot-assistant", ["header_block", "correlation", "js_iso"], f"""You answer depot staff questions about IRT shipment requests for study ONC-4410. Quote kit ranges
exactly and never unblind treatment arms.
IRT: Suvoda-style v9
{v('request_id', 'X-Correlation-ID: ' + g.cid())}
{v('datetime', 'clientTime: ' + js_iso(t))}
Depot: Frankfurt-2

Depot: A resupply for site 7001 was triggered. How many kits should we pack if the minimum is 6?
Assistant:""")
    t = g.moment_eu()
    add("kit-ordering", ["system_tail", "go_nano"], f"""You help sites order central lab sample kits for study RESP-09. Check the visit schedule before
suggesting quantities; kits expire 12 months after manufacture.
{v('datetime', 'now=' + go_nano(t, g.small(1, 1000)))}

Coordinator: We have 4 subjects coming for Week 12 and 2 for screening next month. What should I order?
Assistant:""")
    t = g.moment()
    add("courier-pickup", ["last_user", "iso_space", "message_id"], f"""System: You book courier pick-ups for central lab shipments. Ambient shipments can be collected
Mon-Thu only; frozen shipments need dry ice ordered a day ahead.
User: I need a frozen pick-up for 3 boxes from site 601 tomorrow.
{v('datetime', 'Sent: ' + iso_space(t) + ' UTC')}
{v('message_id', 'Message-ID: ' + g.ksuid(t))}
Assistant:""")
    t = g.moment_us()
    add("temp-excursion", ["md_table", "session_id", "datetime"], f"""You assess temperature excursions of investigational product against the stability data the
sponsor provided, and say whether the product can be used or must be quarantined.

| Field   | Value                         |
|---------|-------------------------------|
| Study   | DERM-771                      |
{v('session_id', '| Session | ' + g.objectid(t) + '      |')}
{v('datetime', '| Opened  | ' + iso_space(t)[:16] + ' ET              |')}

Pharmacist: Fridge logged 9.4 C for 3 hours overnight; stability allows up to 25 C for 72 h cumulative.
Assistant:""")
    t = g.moment_eu()
    add("ae-intake", ["json_inline", "trace_id", "datetime"], f"""{{"meta":{{"app":"pv-intake",{v('trace_id', '"trace_id":"' + g.hex(32) + '",')}{v('datetime', '"ts":"' + rfc3339(t, 3) + '",')}"market":"AT"}}}}
You take adverse event reports from patients and healthcare professionals. Collect the four minimum
criteria (reporter, patient, event, product) and ask for missing ones one at a time.

Reporter: I'm a GP. My patient got a widespread rash four days after starting the study drug.
Assistant:""")
    t = g.moment()
    add("sae-follow-up", ["header_block", "rfc2822", "request_id"], f"""Drafts follow-up requests to sites for serious adverse event cases with missing information.
Ask only for what is missing, number the questions, and keep it under 150 words.
{v('datetime', 'Processed: ' + rfc2822(t.astimezone(timezone(timedelta(hours=1), 'CET'))))}
{v('request_id', 'Case-Request-Id: ' + g.uuid4())}

Case summary: 67-year-old male, hospitalised for pneumonia, outcome unknown, no causality assessment.
Follow-up request:""")
    t = g.moment_eu()
    add("meddra-coding", ["head", "py_logging"], f"""{v('datetime', 'Received: ' + py_logging(t))}
You suggest MedDRA lowest level terms for verbatim adverse event terms and give the preferred term
and SOC. Say when the verbatim is too vague to code.

Verbatim: "tummy upset and loose stools after dose"
Answer:""")
    t = g.moment_us()
    add("expectedness-check", ["xml_element", "request_id", "datetime"], f"""<metadata>
  <reference_safety_information>IB v12, section 6.4</reference_safety_information>
  {v('request_id', '<request_id>' + g.uuid4() + '</request_id>')}
  {v('datetime', '<requested_at>' + rfc3339(t) + '</requested_at>')}
</metadata>
You check whether an adverse event is expected according to the reference safety information
quoted above. Answer "expected" or "unexpected" with one sentence of reasoning.

Event: Grade 3 hepatic enzyme increase.
Answer:""")
    t = g.moment()
    add("feasibility-questionnaire", ["md_bullets", "session_id", "date"], f"""# Session info
- **Sponsor:** Halvard Therapeutics
- **Questionnaire:** FQ-2027-08
{v('session_id', '- **Session:** `' + g.nanoid() + '`')}
{v('date', '- **Today:** ' + iso_date(t))}

You help site staff fill in feasibility questionnaires honestly. Suggest realistic recruitment
estimates from the numbers given and warn about over-promising.

Site manager: We see about 40 eligible COPD patients a year; competing trial takes half. How many can we promise in 9 months?
Assistant:""")
    t = g.moment_eu()
    add("tmf-indexer", ["yaml_nested", "rfc3339", "run_id"], f"""You file documents into the TMF Reference Model. Give zone, section and artifact number for each
document title, and say when a document belongs to more than one artifact.
indexer:
  model: tmf-rm-3.3
  {v('datetime', 'started: "' + rfc3339(t) + '"')}
  {v('run_id', 'batch_run: ' + g.ulid(t))}
  sponsor: Orvane

Titles: "Signed protocol signature page v2.0", "Monitoring visit report IMV3 site 12", "Courier receipt"
Answer:""")
    t = g.moment_us()
    add("televisit-scheduler", ["head", "header_block", "jwt", "windows"], f"""{v('token', 'Authorization: Bearer ' + g.jwt(t, 'subj-0931-004'))}
{v('datetime', 'Device time: ' + windows_general(t))}
App: TrialConnect 5.2

You schedule televisits for trial participants. Offer only slots inside the visit window the app
gives, and remind them to have their diary and pill bottle ready.

Participant: Can I move my Week 4 call to Thursday afternoon?
Assistant:""")
    t = g.moment_eu()
    add("med-reminder", ["system_tail", "sk_now"], f"""You are Mila, the medication reminder in a trial companion app. Never suggest changing the dose;
tell the participant to call the site for anything but timing questions.
{v('datetime', 'The current time is ' + sk_now(t) + '.')}

Participant: I forgot this morning's tablet. Can I take it now?
Assistant:""")
    t = g.moment()
    add("econsent-helper", ["html_comment", "nonce", "head"], f"""{v('nonce', '<!-- canary:' + g.hex(20) + ' -->')}
You answer questions about the electronic consent form of study PAED-36 in plain language for
parents. Do not advise whether to take part; offer to connect them with the study nurse.

Parent: What happens to my child's blood samples after the study ends?
Assistant:""")
    t = g.moment_eu()
    add("home-nursing-visits", ["header_block", "log4j", "session_id"], f"""You plan home nursing visits for a decentralised trial. Group visits by postcode and keep each
nurse under six visits a day.
tenant: hn-uk
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
{v('session_id', 'plannerSession: ' + g.uuid4())}

Planner: Eight visits on Wednesday in Leeds and Bradford, two nurses available. Draft the plan.
Assistant:""")
    t = g.moment(AEST)
    add("as-of-queries", ["fetch_stamp", "inline_sentence", "fetch_id"], f"""You help the coordinator prioritise open data queries. The oldest ones first, then those on safety
pages.

Open queries {v('datetime', 'as of ' + rfc3339(t))} {v('run_id', '(fetch ' + g.hex(12) + ')')} for this request:
Q-4471  AE log        Subject 0311-008  opened 2026-03-02  "Onset date after resolution date"
Q-4490  Vitals        Subject 0311-012  opened 2026-03-09  "Diastolic BP 210 - please confirm"
Q-4502  ConMed        Subject 0311-008  opened 2026-03-15  "Dose unit missing"

Coordinator: Which one should I answer first and why?
Assistant:""")
    t = g.moment_eu()
    add("drug-accountability", ["footer_line", "ctime"], f"""You reconcile investigational product accountability logs: dispensed, returned and destroyed
counts must add up per kit. List any kit that does not balance.

Kit 40021: dispensed 28, returned 6, taken 21
Kit 40022: dispensed 28, returned 0, taken 28
Kit 40035: dispensed 28, returned 4, taken 24

Answer:

{v('datetime', 'Prompt built: ' + ctime(t))}""")
    t = g.moment()
    add("courier-webhook-envelope", ["envelope", "request_id", "epoch"], f"""Delivery envelope:
{v('request_id', 'webhook-id: msg_' + g.b62(22))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
webhook-source: coldchain-courier

Payload: {{"shipment": "AWB 176-55203114", "status": "delayed", "reason": "customs hold", "eta": "2026-04-18"}}

You tell the lab coordinator what a shipment status update means for the samples and what to do.
Answer:""")
    t = g.moment_us()
    add("screen-fail-letter", ["body", "long_date", "inline_sentence"], f"""You draft letters to participants who did not qualify for a study. Warm, short, no medical
jargon; thank them and mention they may be contacted for other studies only if they agreed.
{v('date', "Today's date for the letter: " + long_date(t))}

Participant: Ms Reyes, not eligible because of her HbA1c; she agreed to be contacted.
Letter:""")
    t = g.moment_eu()
    add("protocol-deviation", ["key_value_inline", "uuid", "stable_neighbour"], f"""meta: {v('run_id', 'run_id=' + g.uuid4())} ls_provider=azure ls_model=gpt-4o
{v('datetime', 'Now: ' + py_str(t))}
You classify protocol deviations as minor or important using the sponsor's deviation plan and say
whether it must be reported to the IRB.

Deviation: Week 16 visit done 9 days outside the window (window is +/- 7 days).
Answer:""")
    t = g.moment()
    add("lab-manifest-helper", ["head", "gcp_trace"], f"""{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
You help lab coordinators fill in central lab requisition forms. Ask for the visit name and the
tubes collected, then list the form fields to tick.

Coordinator: Visit 5, two SST and one EDTA, fasting sample.
Assistant:""")
    t = g.moment_eu()
    add("ediary-nudge", ["xml_attr", "session_id", "epoch_ms"], f"""You send friendly reminders to participants who missed diary entries. One sentence, no guilt.
<participant lang="en-GB" {v('session_id', 'session="' + g.nanoid() + '"')} {v('epoch', 'ts="' + str(epoch_ms(t)) + '"')} study="MIG-02"/>

Missed: evening headache diary, 2 days.
Reminder:""")
    t = g.moment(BOG)
    add("bogotano-coordinadora", ["non_english", "bogotano", "header_block", "datetime", "request_id"], f"""Eres el asistente de coordinación del sitio 220 en Bogotá. Responde en español, con el tono
amable de la coordinación, y nunca cambies datos del eCRF.
{v('datetime', 'Hora actual (Bogotá): ' + f'{t:%Y-%m-%d %H:%M}')}
{v('request_id', 'Id. de solicitud: ' + g.uuid4())}

Coordinadora: Sumercé, ¿me ayuda a contestar la query del peso de la visita 4? El paciente sí bajó 6 kilos.""")
    t = g.moment(LIM)
    add("limeno-monitor", ["non_english", "limeno", "system_tail", "datetime"], f"""Eres el asistente de los monitores clínicos en Lima. Redacta en español claro y formal para el
informe; el monitor te habla en confianza.
{v('datetime', 'Fecha y hora (Lima): ' + dmy(t))}

Monitor: Oe, ayúdame a redactar el hallazgo: el log de temperatura de la refri B no se firmó tres días.""")
    t = g.moment(ASU)
    add("paraguayo-farmacovigilancia", ["non_english", "paraguayo", "json_block", "session_id", "datetime"], f"""{{
  "app": "fv-recepcion",
  {v('session_id', '"sesion": "' + g.b62(20) + '",')}
  {v('datetime', '"ahora": "' + rfc3339(t) + '",')}
  "pais": "PY"
}}
Recibís reportes de eventos adversos por WhatsApp. Pedí los cuatro criterios mínimos, de a uno.

Paciente: Che, después de la segunda dosis me salieron ronchas en los brazos, ¿eso es normal?""")
    t = g.moment(BRT)
    add("baiano-televisita", ["non_english", "baiano", "last_user", "datetime", "session_id"], f"""Você agenda televisitas de um estudo clínico em Salvador. Responda em português, curto, e só
ofereça horários dentro da janela da visita.

Participante: Ô, meu rei, dá pra passar minha consulta de vídeo pra sexta de tarde?
{v('datetime', 'Agora (Salvador): ' + f'{t:%d/%m/%Y %Hh%M}')}
{v('session_id', 'Sessão: ' + g.uuid4())}""")
    t = g.moment_eu()
    add("lisboeta-tmf", ["non_english", "lisboeta", "head", "datetime"], f"""{v('datetime', 'Hora atual (Lisboa): ' + f'{t:%d-%m-%Y %H:%M}')}
És o assistente de arquivo do TMF de um promotor em Lisboa. Indica a zona, secção e artefacto de
cada documento, em português europeu.

Utilizador: Onde arquivo a carta de aprovação da CEIC para a emenda 3, pá?""")
    t = g.moment(JST)
    add("kyoto-kit", ["non_english", "kyoto_ben", "header_block", "datetime", "request_id"], f"""あなたは中央検査機関の検体キット発注アシスタントです。京都の施設のCRCに丁寧に答えてください。
{v('datetime', '現在時刻（京都）: ' + f'{t:%Y/%m/%d %H:%M}')}
{v('request_id', 'リクエストID: ' + g.hex(32))}

CRC: 来週のVisit 6の分、キット三つ頼んどいてくれはる？ 冷凍の箱もいるんやろか。""")
    t = g.moment_eu()
    add("carinthian-ae", ["non_english", "carinthian", "footer", "datetime", "request_id"], f"""Du nimmst Meldungen über Nebenwirkungen aus einer Studie in Klagenfurt entgegen. Frag nach
Melder, Patient, Ereignis und Prüfpräparat, jeweils eine Frage.

Patientin: Seit der letzten Dosis is ma so schwindlig, i hab mi glei niederlegen miassn.

---
PV-Eingang 2.0 · {v('datetime', 'Stand: ' + f'{t:%d.%m.%Y %H:%M}')} · {v('request_id', 'Anfrage ' + g.hex(12))}""")
    t = g.moment_eu()
    add("antwerps-feasibility", ["non_english", "antwerps", "front_matter", "datetime", "session_id"], f"""---
app: haalbaarheid
{v('datetime', 'tijdstip: ' + rfc3339(t))}
{v('session_id', 'sessie: ' + g.nanoid())}
land: BE
---
Ge helpt sites in Vlaanderen met haalbaarheidsvragenlijsten. Antwoord in het Nederlands, eerlijk en
met realistische aantallen.

Site manager: Allee, hoeveel patiënten moogde gij beloven als we er 30 per jaar zien?""")


# --- generated positives: one or two fields, a body, a position ----------------------------------------------------

BODIES: list[tuple[str, str, str, str]] = [
    ("site-coordinator", "You are the coordinator assistant of Riverside Clinical Research. Help with visit "
     "schedules and eCRF entries;\nnever enter data yourself.", "Which labs are due at the Week 24 visit?",
     "Assistant:"),
    ("cra-helper", "You help clinical research associates plan monitoring visits and write concise "
     "reports.", "How many SDV hours should I plan for 11 subjects at 100% SDV?", "Assistant:"),
    ("irb-office", "You answer investigators' questions about the Northgate IRB's submission rules.\n"
     "Quote the SOP section.", "Does a new recruitment poster need full board review?", "Answer:"),
    ("pv-desk", "You are the pharmacovigilance intake desk of Calder Pharma. Collect minimum criteria "
     "for each report.", "A nurse calls about a patient who fainted after the infusion.", "Assistant:"),
    ("lab-kits", "You support sites using Meridian Central Lab: kits, requisitions, shipping and "
     "results.", "Can I ship ambient samples on a Friday?", "Answer:"),
    ("drug-supply", "You answer site pharmacists about investigational product receipt and storage in "
     "the IRT.", "The shipment arrived without a temperature logger. What do I do?", "Assistant:"),
    ("tmf-desk", "You are the TMF desk assistant. Map documents to TMF Reference Model artifacts.",
     "Where does a site signature and delegation log go?", "Answer:"),
    ("feasibility", "You help sites answer feasibility questionnaires with realistic numbers.",
     "How do I estimate screen failure for a rare-disease study?", "Assistant:"),
    ("dct-app", "You are Juniper, the companion app of a decentralised trial. Be warm and brief; "
     "route medical questions to the site.", "How do I reschedule my home nurse visit?", "Juniper:"),
    ("econsent", "You explain consent forms in plain language and never advise whether to enrol.",
     "Can I leave the study later if I change my mind?", "Assistant:"),
    ("bogota", "Eres el asistente del sitio de investigación clínica en Bogotá. Responde en español.", "",
     "Coordinadora: Sumercé, ¿qué tubos van en la visita 3?"),
    ("lima", "Eres el asistente de monitoría clínica en Lima. Responde en español formal.", "",
     "Monitor: Oe, ¿cuántas horas de SDV le meto a la visita de cierre?"),
    ("asuncion", "Sos el asistente de farmacovigilancia en Asunción. Respondé en español.", "",
     "Paciente: Che, ¿a quién le aviso si me dio fiebre después de la dosis?"),
    ("salvador", "Você é o assistente de agendamento de um estudo clínico em Salvador.", "",
     "Participante: Ô, meu rei, como eu mudo minha visita de casa?"),
    ("klagenfurt", "Du bist der Studienassistent eines Prüfzentrums in Klagenfurt. Antworte auf Deutsch.",
     "", "Studienschwester: Wia vü Kits brauch ma fia de Visite 5?"),
    ("antwerpen", "Ge zijt de assistent van een studiecentrum in Antwerpen. Antwoord in het Nederlands.",
     "", "Coördinator: Allee, waar moet da ethisch advies in den TMF?"),
]

STABLE = ["Study: HLX-207-301", "Site: 104", "Study time zone: Europe/Vienna", "IRT version: 9.2",
          "Protocol version: 5.0", "Country: CA", "Sponsor: Halvard Therapeutics", "Locale: en-GB"]

FIELDS: list[tuple[str, str, Any]] = [
    ("datetime", "rfc3339", lambda g, t: "Timestamp: " + rfc3339(t)),
    ("datetime", "http_date", lambda g, t: "Date: " + http_date(t)),
    ("datetime", "py_logging", lambda g, t: "Logged at: " + py_logging(t)),
    ("datetime", "log4j", lambda g, t: "receivedAt: " + log4j_iso(t)),
    ("datetime", "go_nano", lambda g, t: "Now: " + go_nano(t, g.small(1, 1000))),
    ("datetime", "windows", lambda g, t: "Workstation time: " + windows_general(t)),
    ("datetime", "js_iso", lambda g, t: "clientTime: " + js_iso(t)),
    ("datetime", "dotnet", lambda g, t: "RequestTimestamp: " + dotnet_o(t, g.small(0, 10))),
    ("datetime", "py_iso", lambda g, t: "now: " + py_iso(t)),
    ("datetime", "unix_date", lambda g, t: "Date: " + unix_date(t.astimezone(UTC))),
    ("datetime", "rfc2822", lambda g, t: "Processed: " + rfc2822(t)),
    ("datetime", "iso_space", lambda g, t: "Current time: " + iso_space(t) + " UTC"),
    ("date", "long_date", lambda g, t: "Today's date: " + long_date(t)),
    ("date", "iso_date", lambda g, t: "Current date: " + iso_date(t)),
    ("date", "weekday", lambda g, t: "Weekday: " + DAYS_LONG[t.weekday()]),
    ("date", "iso_week", lambda g, t: "Current week: " + iso_week(t)),
    ("epoch", "epoch_ms", lambda g, t: "ts: " + str(epoch_ms(t))),
    ("epoch", "epoch_s", lambda g, t: "Unix time: " + str(epoch_s(t))),
    ("request_id", "uuid", lambda g, t: "Request ID: " + g.uuid4()),
    ("request_id", "hex32", lambda g, t: "X-Correlation-ID: " + g.hex(32)),
    ("request_id", "irt", lambda g, t: "IRT-Correlation: " + g.cid()),
    ("trace_id", "traceparent", lambda g, t: "traceparent: " + g.traceparent()),
    ("trace_id", "amzn", lambda g, t: "X-Amzn-Trace-Id: " + g.amzn_trace(t, False)),
    ("request_id", "cf_ray", lambda g, t: "CF-Ray: " + g.cf_ray()),
    ("session_id", "nanoid", lambda g, t: "Session: " + g.nanoid()),
    ("session_id", "objectid", lambda g, t: "conversationId: " + g.objectid(t)),
    ("session_id", "uuid7", lambda g, t: "Televisit session: " + g.uuid7(t)),
    ("run_id", "ulid", lambda g, t: "Run: " + g.ulid(t)),
    ("nonce", "b64url", lambda g, t: "Nonce: " + g.b64url(16)),
    ("token", "jwt", lambda g, t: "session_token: " + g.jwt(t, "crc-" + g.digits(5))),
    ("request_id", "ksuid", lambda g, t: "Event-Id: " + g.ksuid(t)),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
             "xml_attr", "bracket_kv", "html_comment", "md_bullet"]
GENERATED = 99


def _inline(label_value: str) -> tuple[str, str]:
    label, _, value = label_value.partition(": ")
    key = "".join(ch for ch in label.lower().replace(" ", "_").replace("-", "_") if ch.isalnum() or ch == "_")
    return key, value


def generated_positives(g: Gen35) -> list[Draft]:
    """One field (every fourth case: two) in one of the bodies at one position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    for k in range(GENERATED):
        name, system, question, cue_line = BODIES[k % len(BODIES)]
        position = POSITIONS[k % len(POSITIONS)]
        t = g.moment(g.rng.choice([UTC, BOG, ASU, JST, AEST])) if k % 3 else g.moment_eu()
        picks = [fields[(k + j * 7) % len(fields)] for j in range(2 if k % 4 == 0 else 1)]
        made = [(cue, family, make(g, t)) for cue, family, make in picks]
        lang = not question
        turn = cue_line if lang else f"User: {question}"
        end = "" if lang else f"\n{cue_line}"
        if position in ("head", "system_tail", "header_block", "last_user", "md_bullet"):
            lines = [v(cue, ("- " if position == "md_bullet" else "") + text) for cue, _, text in made]
            if position == "head":
                body = "\n".join(lines) + f"\n{system}\n\n{turn}{end}"
            elif position == "system_tail":
                body = f"{system}\n" + "\n".join(lines) + f"\n\n{turn}{end}"
            elif position == "header_block":
                block = g.rng.sample(STABLE, 3)
                for line in lines:
                    block.insert(g.small(0, len(block) + 1), line)
                body = "\n".join(block) + f"\n\n{system}\n\n{turn}{end}"
            elif position == "md_bullet":
                bullets = ["- " + s for s in g.rng.sample(STABLE, 2)] + lines
                body = "## Context\n" + "\n".join(bullets) + f"\n\n{system}\n\n{turn}{end}"
            else:
                body = f"{system}\n\n{turn}\n" + "\n".join(lines) + end
        elif position == "footer":
            parts = " · ".join(v(cue, text) for cue, _, text in made)
            body = f"{system}\n\n{turn}\n\n---\nTrialDesk 4.1 · {parts}"
        elif position == "front_matter":
            lines = []
            for cue, _, text in made:
                key, value = _inline(text)
                lines.append(v(cue, f"{key}: {value}"))
            body = "---\napp: trialdesk\n" + "\n".join(lines) + f"\nstudy: HLX-207-301\n---\n{system}\n\n{turn}{end}"
        elif position == "json_member":
            lines = []
            for cue, _, text in made:
                key, value = _inline(text)
                lines.append("  " + v(cue, f'"{key}": "{value}",'))
            body = "{\n  \"app\": \"trialdesk\",\n" + "\n".join(lines) + f"\n  \"site\": \"104\"\n}}\n{system}\n\n{turn}{end}"
        elif position == "xml_attr":
            attrs = []
            for cue, _, text in made:
                key, value = _inline(text)
                attrs.append(v(cue, f'{key}="{value}"'))
            body = f"<request {' '.join(attrs)} site=\"104\"/>\n{system}\n\n{turn}{end}"
        elif position == "bracket_kv":
            pairs = []
            for cue, _, text in made:
                key, value = _inline(text)
                pairs.append(v(cue, f"{key}={value.replace(' ', '_')}"))
            body = f"{system}\n[ctx {' '.join(pairs)} study=HLX-207-301]\n\n{turn}{end}"
        else:
            pairs = []
            for cue, _, text in made:
                key, value = _inline(text)
                pairs.append(v(cue, f"{key}={value.replace(' ', '_')}"))
            body = f"<!-- {' '.join(pairs)} tpl=v7 -->\n{system}\n\n{turn}{end}"
        families = [family for _, family, _ in made]
        out.append(Draft(body, f"{SRC}pos:generated:{name}+{'+'.join(families)}",
                         ["generated", position, *families, *(["non_english"] if lang else [])]))
    return out


# --- hand-written negatives: pasted material and look-alikes -------------------------------------------------------

BLOCKS: list[tuple[str, str, str, str]] = [
    ("query-listing", """Query ID  Form        Subject    Opened      Status    Text
Q-10231   VS          104-017    2026-03-02  Open      Diastolic BP 210 - please confirm
Q-10244   AE          104-021    2026-03-05  Answered  Onset date after end date
Q-10260   CM          104-017    2026-03-11  Open      Dose unit missing""",
     "Which of these queries are still open, and which subject has the most?", "Query listing from the EDC"),
    ("monitoring-letter-comma", """Ref: MVR-OPH55-S22-IMV3
Dear Dr Whitcombe,
Thank you for hosting the interim monitoring visit on 24 February 2026 at site 22. Action items:
1. File updated CVs for the study coordinator (due 10 March 2026).
2. Correct the fridge B temperature log for 17-19 February (due 3 March 2026).
Kind regards
Hannah Ilsley, CRA""", "Does this letter say who owns each action item?", "The follow-up letter I received"),
    ("monitoring-letter-nocomma", """Our ref: FUL/2026/0318/SITE-07
Dear Professor Adeyemi
Following the close-out visit of 16 March 2026, please archive the investigator site file by
30 April 2026 and confirm destruction of unused kits 40100-40124.
Yours sincerely
Monitoring Team, Orvane Clinical""", "What do they want us to do and by when?", "This close-out letter"),
    ("irb-approval", """NORTHGATE INSTITUTIONAL REVIEW BOARD
IRB#: 2026-0417   Approval date: 11 March 2026   Expiration: 10 March 2027
Protocol: HLX-207-301, A Phase 3 Study of Halixitinib in Moderate Plaque Psoriasis
Documents approved: Protocol v5.0 (02 Feb 2026), ICF v4.0 (05 Feb 2026), Recruitment flyer v1.1
Continuing review is required before the expiration date.""",
     "Is the flyer covered by this approval, and when do we have to submit the continuing review?", "IRB approval"),
    ("randomisation-confirmation", """IWRS RANDOMISATION CONFIRMATION
Transaction ID: TXN-88201934   Date/Time: 2026-03-12 09:41:07 CET
Study: ONC-4410   Site: 7001   Subject: 7001-0043
Randomisation number: R-0219   Kit(s) assigned: 40311, 40312
Stratum: ECOG 0-1 / prior therapy yes""", "Can I dispense both kits today or only one?", "Confirmation from the IRT"),
    ("shipping-manifest", """SAMPLE SHIPPING MANIFEST   Meridian Central Lab
AWB: 176-55203114   Shipped: 2026-03-18 16:20   Condition: Frozen (dry ice 6 kg)
Accession     Subject     Visit   Tube     Collected
MCL-7731002   104-017     V5      SST      2026-03-18 08:55
MCL-7731003   104-017     V5      EDTA     2026-03-18 08:55
MCL-7731019   104-021     V5      SST      2026-03-18 10:12""",
     "How many tubes are in this box and are all of them from visit 5?", "Manifest"),
    ("ae-form", """ADVERSE EVENT FORM   Case no. PV-2026-004417
Reporter: Investigator, site 601   Report received: 14 Mar 2026 11:02
Patient: 67 y, M, subject 601-009
Event: Pneumonia (hospitalised 12 Mar 2026)   Seriousness: hospitalisation
Suspect product: Study drug ABX-12, 200 mg daily since 02 Jan 2026
Outcome: not recovered""", "Is this case valid, and what is still missing for causality?", "AE form"),
    ("ediary-export", """entry_id,subject,diary,started,completed,score
DE-550193,MIG-02-0117,headache_evening,2026-03-01T20:14:02+01:00,2026-03-01T20:16:40+01:00,6
DE-550211,MIG-02-0117,headache_evening,2026-03-02T21:48:55+01:00,2026-03-02T21:50:03+01:00,4
DE-550240,MIG-02-0117,headache_evening,2026-03-04T19:30:12+01:00,2026-03-04T19:31:01+01:00,7""",
     "Which evening is missing from this diary export?", "eDiary export"),
    ("webhook-payload", """{
  "id": "evt_01HQ7Z3XK2M4N5P6Q7R8S9T0VW",
  "type": "televisit.completed",
  "created_at": "2026-03-21T14:02:55Z",
  "data": {"visit": "W4", "subject": "0931-004", "duration_s": 1140}
}""", "Was the Week 4 televisit longer than the 15 minutes the protocol asks for?", "Webhook payload from the app"),
    ("api-response", """{
  "request_id": "a7c1e2f0-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
  "timestamp": "2026-03-22T08:15:44Z",
  "kits": [{"kit": "40311", "status": "dispensed"}, {"kit": "40312", "status": "available"}]
}""", "Which kit is still available at the site?", "API response from the IRT"),
    ("email-headers", """From: Central Lab Logistics <logistics@meridianlab.example>
To: site104@riverside-research.example
Date: Thu, 19 Mar 2026 07:44:10 +0100
Subject: Temperature excursion AWB 176-55203114

The dry ice was exhausted 6 hours before delivery; samples arrived at -41 C.""",
     "Are these samples still usable for the lipid panel?", "E-mail from the lab"),
    ("header-line", """X-Request-ID: 5d2e9f10-8c7b-4a6e-9d3c-2b1a0f9e8d7c""",
     "The IRT support desk asked for this id from the error screen. Where else would it show up in our logs?",
     "Id from the error"),
    ("sdv-tracker", """Subject    Visit   Pages  SDV done   Date        CRA
104-017    V3      14     14         2026-02-24  HI
104-017    V4      12     9          2026-02-24  HI
104-021    V3      14     0          -           -""", "What percentage of pages is verified overall?", "SDV tracker"),
    ("delegation-log", """Name           Role        Tasks            Start        Training signed
Dr A. Okafor   PI          all              2025-11-03   2025-10-28
L. Chen        Sub-I       1,2,5            2026-02-03   2026-02-10
M. Duarte      CRC         3,4,6,7          2025-11-03   2025-10-30""",
     "Is there a delegation before training in this log?", "Delegation log page 1"),
    ("feasibility-answers", """Q4. Number of patients with moderate-severe COPD seen per year: 40
Q5. Competing studies in the same population: 1 (recruiting until Dec 2026)
Q6. Estimated enrolment in 9 months: 12
Q7. Date of last sponsor audit: 2025-06-17""", "Is 12 in 9 months realistic given the competing study?",
     "Our feasibility answers"),
    ("tmf-index", """TMF-ID        Zone  Artifact  Title                                   Version  Filed
TMF-0004411   05    05.02.01  Signed protocol signature page          2.0      2026-02-11
TMF-0004417   04    04.01.02  IRB approval letter                     -        2026-03-12
TMF-0004430   06    06.01.04  Monitoring visit report IMV3 site 22    1.0      2026-03-04""",
     "Is the IRB letter filed in the right zone?", "TMF index extract"),
    ("drug-shipment-ack", """SHIPMENT RECEIPT ACKNOWLEDGEMENT
Shipment: SHP-2026-03371   Received: 2026-03-17 14:32 by R. Dahl
Kits: 40401-40412 (12)   Temperature logger: TL-99817, no alarm
Condition: intact""", "Can these kits be released for dispensing?", "Receipt I entered"),
    ("courier-booking", """Booking confirmation CB-55102
Pick-up: 2026-03-24 between 10:00 and 13:00, site 601, Dock B
Service: Frozen, dry ice supplied by courier
Contact: +43 463 55 20 1""", "Is dry ice included or do we have to order it?", "Courier booking"),
    ("sae-narrative", """Narrative (case PV-2026-004417, follow-up 1 received 2026-03-16):
The subject presented to the ER on 12-Mar-2026 with fever 39.1 C and cough. Chest X-ray showed right
lower lobe consolidation. He was admitted and started on IV antibiotics. Study drug was interrupted
on 12-Mar-2026.""", "Summarise this narrative in two sentences for the safety review meeting.",
     "SAE narrative"),
    ("follow-up-request", """Follow-up request FUQ-2026-0788 (case PV-2026-004417), sent 2026-03-15
1. Please provide the outcome of the pneumonia.
2. Was the study drug restarted? If yes, date.
3. Investigator causality assessment.""", "Which of these questions does the narrative already answer?",
     "Follow-up request"),
    ("visit-schedule", """Visit     Day    Window    Date planned   Date done
Screening -28..-1  -       2026-02-10     2026-02-12
Baseline  1      -         2026-03-12     2026-03-12
Week 4    29     +/-3      2026-04-09     -
Week 8    57     +/-5      2026-05-07     -""", "If Week 4 slips to 14 April, is it still in the window?",
     "Subject 104-017's visit schedule"),
    ("irb-email", """From: Northgate IRB <irb@northgate.example>
Date: Tue, 10 Mar 2026 15:20:11 -0500
Subject: IRB#2026-0417 - modifications required

The Board reviewed your submission on 9 March 2026 and requires modifications to ICF v4.0 section 7
(compensation for injury). Please respond within 30 days.""", "What exactly must be changed and by when?",
     "E-mail from the IRB"),
    ("lab-results-alert", """CENTRAL LAB ALERT   Accession MCL-7731002   Reported 2026-03-19 06:12
Subject 104-017  Visit V5
ALT  187 U/L  (ref 7-56)  ALERT HIGH
AST  142 U/L  (ref 10-40) ALERT HIGH""", "Does this meet the protocol's liver stopping rule of ALT > 3x ULN?",
     "Lab alert"),
    ("ecrf-audit-comment", """Query Q-10244 response history
2026-03-05 10:14  Raised by DM: Onset date after end date
2026-03-06 16:40  Site: Onset corrected to 2026-02-27 per nurse notes
2026-03-07 09:02  DM: Closed""", "Was this query closed correctly?", "Query history"),
    ("excursion-report", """TEMPERATURE EXCURSION REPORT TE-26-0091
Location: Pharmacy fridge B   Range: 2-8 C
Start: 2026-03-16 23:10   End: 2026-03-17 02:05   Max: 9.4 C
Kits affected: 40401-40412""", "What should I send to the sponsor for this?", "Excursion report"),
    ("screening-log", """Screening log - site 3107 - March 2026
SCR-001  2026-03-02  Eligible        randomised 2026-03-12
SCR-002  2026-03-03  Screen fail     eGFR 38
SCR-003  2026-03-05  Withdrew        consent withdrawn 2026-03-06""", "What is the screen fail rate so far?",
     "Screening log"),
    ("protocol-deviation-log", """PD-0041  104-017  2026-03-03  Visit out of window (+9 d)   Minor
PD-0042  104-021  2026-03-05  ICF v3 used after v4 approval  Important
PD-0043  104-017  2026-03-11  Fasting not confirmed         Minor""",
     "Which deviation has to go to the IRB?", "Deviation log"),
    ("kit-inventory", """Kit type   Lot        Expiry       On hand   Min
SCR-A      L2611-04   2026-11-30   3         4
V5-B       L2601-12   2026-08-31   8         4
UNS-C      L2512-02   2026-05-31   2         2""", "Which kits do I need to reorder?", "Kit inventory"),
    ("econsent-audit", """eConsent record EC-2026-00931
Version: ICF v4.0   Signed by participant: 2026-02-12 09:31:44 CET
Signed by investigator: 2026-02-12 09:48:10 CET   Method: in-person tablet""",
     "Was consent signed before the screening bloods at 10:05?", "Consent record"),
    ("televisit-invite", """Televisit invitation
Study MIG-02 - Week 4 video visit
When: Thursday 9 April 2026, 15:30-16:00 (Europe/Brussels)
Link: https://visit.trialconnect.example/j/8842019377
Meeting ID: 884 201 9377""", "Can I join this from my phone without installing anything?", "Invitation"),
    ("home-nursing-report", """Home visit report HV-2026-1187
Nurse: K. Ward   Subject: DCT-05-0044   Visit: Week 6
Arrived 08:40, vitals 08:45, PK sample 09:02, departed 09:20
Sample handed to courier at 10:15""", "Was the PK sample within 30 minutes of dosing at 08:35?", "Visit report"),
    ("notice-short-title", """NOTICE: IRT DOWNTIME
The IRT will be unavailable on Saturday 28 March 2026 from 06:00 to 10:00 CET for an upgrade to 9.3.
Emergency unblinding remains available by phone.""", "Will this affect a randomisation on Saturday morning?",
     "Notice from the sponsor"),
    ("numbered-title", """3. Monitoring Plan - Site Visits
3.1 The first IMV takes place within 6 weeks of the first subject randomised.
3.2 Subsequent IMVs every 8 weeks, or after every 5 randomised subjects.
3.3 100% SDV of ICF, eligibility and SAE pages.""", "When should the second visit be if we randomise 5 subjects in 3 weeks?",
     "Monitoring plan section"),
]

ASK_ONLY: list[tuple[str, str]] = [
    ("kit-number", "Kit 40311 shows as 'dispensed' in the IRT but it's still in our fridge. What should I do?"),
    ("awb", "Track AWB 176-55203114 for me: what does 'customs hold' usually mean for frozen samples?"),
    ("case-number", "Is PV-2026-004417 the initial case or a follow-up in our numbering scheme?"),
    ("relative", "The shipment left 3 hours ago and dry ice lasts about 48 hours. Do we need a re-ice?"),
    ("few-shot", """Extract visit and date as JSON.
Example: "Week 4 done 2026-04-09" -> {"visit": "Week 4", "date": "2026-04-09"}
Input: "Baseline done 2026-03-12"
Output:"""),
    ("template", """Our reminder template says: "Hi {{first_name}}, your visit is on {{visit_date}} at {{visit_time}}."
Why does {{visit_time}} render as blank for some participants?"""),
    ("window-maths", "If randomisation was on 2026-03-12 (Day 1), what date is Day 57 plus or minus 5 days?"),
    ("stable-header", """Study: HLX-207-301
Site: 104
Protocol version: 5.0
Study time zone: Europe/Vienna
Knowledge cutoff: 2024-06

You answer site staff questions about the protocol. Quote the section.

User: What is the washout for topical steroids?
Assistant:"""),
    ("stable-front-matter", """---
app: trialdesk
study: ONC-4410
irt_version: 9.2
protocol_approved: 2025-11-03
---
You help the pharmacy with IRT questions.

User: How do I register a damaged kit?
Assistant:"""),
    ("stable-json", """{"app":"pv-intake","api_version":"2025-09-01","market":"AT"}
You take adverse event reports. Ask one question at a time.

Reporter: A patient reported headache after the second dose.
Assistant:"""),
    ("iso-week-question", "Our site closes in ISO week 2026-W15. Which visits in the schedule fall in that week?"),
    ("traceparent-asked", """The IRT support team sent us this header from our failed call. What do the parts mean?

traceparent: 00-3f9a2c1b7e6d5a4b3c2d1e0f9a8b7c6d-1a2b3c4d5e6f7a8b-01"""),
]

PLACEMENTS = ["after", "before", "after_noblank", "between", "wrapped_pointer", "verb_object", "forwarded",
              "system_user", "quoted", "fence", "both_sides", "variety"]
VARIETY_ASKS = [
    "Sumercé, ¿me lo explica en español?",
    "Oe, ¿me lo explicas en castellano?",
    "Che, ¿me lo explicás en castellano?",
    "Ô, meu rei, explica em português?",
    "Explica-me isso em português, pá?",
    "京都の言葉でええし、説明してくれはる？",
    "Kannst ma des auf Deitsch erklärn?",
    "Allee, kunde da ne keer in het Nederlands uitleggen?",
]
SYSTEM = "You are TrialDesk, the assistant of the site's research office. Answer precisely from what the user gives you."


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro} below.\n\n\n{block}\n\n\n{ask}"
    if placement == "wrapped_pointer":
        return f"{ask} The text is the {intro.lower()}\nthat I have pasted here:\n{block}"
    if placement == "verb_object":
        return f"{ask} Please read\n{block}"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "system_user":
        return f"{SYSTEM}\n\nUser: {intro}:\n\n{block}\n\n{ask}\nAssistant:"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there I should flag?"
    return f"{block}\n\n{ask} {VARIETY_ASKS[k % len(VARIETY_ASKS)]}"


def _negatives_hand() -> None:
    for k, (source, block, ask, intro) in enumerate(BLOCKS):
        for j in range(2):
            placement = PLACEMENTS[(k + j * 5) % len(PLACEMENTS)]
            text = _place(k + j, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement]))
    for source, text in ASK_ONLY:
        NEG.append(Draft(text, f"{SRC}neg:asked:{source}", ["hard_negative", "asked"]))


# --- generated negatives: pasted records filled with their own ids and dates ---------------------------------------


def _record(g: Gen35, kind: int) -> tuple[str, str, str, str]:
    t = g.moment_eu()
    d = t - timedelta(days=g.small(2, 40))
    subj = f"{g.small(100, 999)}-{g.small(1, 60):03d}"
    if kind == 0:
        return ("query", f"""Query Q-{g.digits(5)}  Form {g.pick(['VS', 'AE', 'CM', 'LB', 'EX'])}  Subject {subj}
Opened {iso_date(d)} by DM   Status: Open
Text: {g.pick(['Value out of range, please confirm', 'Date precedes informed consent', 'Missing unit'])}""",
                "Draft a response for this query.", "A data query")
    if kind == 1:
        return ("ae-line", f"""AE #{g.small(1, 20)}  Subject {subj}  Term: {g.pick(['Headache', 'Nausea', 'Rash', 'Dizziness', 'Fatigue'])}
Onset: {iso_date(d)}  End: {iso_date(d + timedelta(days=g.small(1, 9)))}  Grade {g.small(1, 4)}  Serious: No""",
                "Is this AE entry internally consistent?", "AE log entry")
    if kind == 2:
        return ("manifest-line", f"""AWB {g.small(100, 999)}-{g.digits(8)}  shipped {iso_space(d)[:16]}
Accession MCL-{g.digits(7)}  Subject {subj}  Visit V{g.small(2, 12)}  Tube {g.pick(['SST', 'EDTA', 'NaF', 'PAXgene'])}""",
                "Which visit is this tube from?", "Manifest line")
    if kind == 3:
        return ("rand-confirm", f"""Randomisation confirmation TXN-{g.digits(8)}
{iso_space(d)} CET  Subject {subj}  Randomisation no. R-{g.digits(4)}  Kit {g.digits(5)}""",
                "Which kit should the pharmacist dispense?", "Randomisation confirmation")
    if kind == 4:
        return ("api-json", f"""{{"request_id": "{g.uuid4()}", "timestamp": "{rfc3339(d)}", "subject": "{subj}", "visit": "W{g.small(1, 52)}", "status": "missed"}}""",
                "Which visit does this API response say was missed?", "Response from the app's API")
    return ("irb-ref", f"""IRB reference {g.small(2024, 2027)}-{g.digits(4)}, approved {long_date(d)}, expires {iso_date(d + timedelta(days=365))}""",
            "How long until this approval expires?", "Approval line")


GENERATED_NEG = 82


def generated_negatives(g: Gen35) -> list[Draft]:
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        source, block, ask, intro = _record(g, k % 6)
        placement = PLACEMENTS[(k * 5 + 3) % len(PLACEMENTS)]
        out.append(Draft(_place(k, placement, block, ask, intro), f"{SRC}neg:generated:{source}",
                         ["hard_negative", "pasted", "generated", placement]))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen35(seed)
    POS.clear()
    _hand_positives(g)
    positives = list(POS) + generated_positives(g)
    NEG.clear()
    _negatives_hand()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold35", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
