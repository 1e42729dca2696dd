"""Build `prompt_normalizer/corpus/holdout36.jsonl`, a thirty-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout36.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout34.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its closing lines (`build`, `main`
and the placement helpers of its pasted negatives) for the structure of a generator. None of their
scenarios is repeated; elections administration is not touched (campaigns here are the campaign's
own offices), and the corpus keeps away from clinical research operations (another corpus was
written at the same time about them). The sources are campaigns, advocacy and member organisations:

* political campaign offices: a canvassing app's header block, a phone-bank coach (YAML front
  matter), a volunteer shift board (pretty JSON), a finance desk checking contributions against the
  campaign's own rules (templated "Today is" sentence), a get-out-the-vote helper behind
  traceparent, a campaign Slack bot (`ts` and event id), a canvass sync line above a pasted turf
  table, a campaign website behind Heroku headers; and as hard negatives canvass exports with
  aligned columns, call logs, shift rosters, itemised receipt reports, donation receipts, donation
  webhook payloads, SMS blast reports, sign-up form CSVs and sync logs;
* advocacy groups and petition platforms: a petition counter (XML attributes), a letter helper
  behind an HTML-comment canary, petition totals "as of" a time for the request, a signature
  delivery's headers, a moderation queue (GCP trace), a single-line JSON context, a browser
  extension reading a petition page; and as hard negatives petition API responses, webhook
  deliveries with their own ids, signatures and timestamps, petition CSV exports, letters to
  representatives and an access log of the signing endpoint;
* trade unions: member services (HTTP date and AWS trace), a grievance drafting aide (`[ctx ...]`
  key=value pairs), a strike ballot explainer (ChatML system stamp), a dues calculator footer, a
  hardship fund (XML element), a teachers' union branch behind a Llama 3 system header, a turnout
  planner with the current ISO week, a rep desk with a weekday and a time alone, a mail gateway
  stamp above a member's e-mail; and as hard negatives ballot notices and results, grievance
  letters with reference numbers and salutations (with and without a comma), outcome letters, dues
  statements, strike pay claims, picket rotas, agreement clauses with numbered titles, forwarded
  HR notices and branch e-mails with headers;
* professional associations: a CPD tracker (markdown table), a conference abstract reviewer
  (markdown bullets), a renewal portal's session token, a CPD record pulled "at" a time for the
  request with its fetch id, a CE planner, an events desk with a templated current-time sentence, a
  membership desk (Log4j stamp), a Teams assistant (.NET round-trip), Stripe dues objects; and as
  hard negatives CPD certificates, CE transcripts, audit letters, renewal notices, abstract
  submissions with their own `Submitted:` times, dues invoices, member cards, membership CSVs and a
  renewal error dialog with its own `Request ID` and `Time`;
* alumni associations: a reunion helper, a mentoring match header (pipe fields), class notes with a
  ctime trailer, a chapter bot; and as hard negatives gift acknowledgements and reunion notices;
* tenant and residents' associations: a message with a `[sent ...]` stamp, `KEY=value`
  environment lines, a tenant union Discord bot (stable guild and channel ids), a repairs chaser;
  and as hard negatives repairs logs, AGM minutes with numbered titles, service charge notices and
  an ICS invite with its own `DTSTAMP`.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets, RFC 1123, RFC 2822, ctime, GNU
`date`, Python `str()`, `isoformat()`, Log4j ISO 8601, Go RFC3339Nano, .NET round-trip and "f",
JavaScript `toISOString()` and `toString()`, Windows general, English long dates, British day-month
dates, day-first slashed dates with a time, ISO dates and date-times, ISO week dates, a weekday and a
time alone, Llama 3.1's `Today Date`, Apache `time_local`, German `Stand:`, epochs in s, ms and us.
Identifiers: UUID v4 and v7, ULID, KSUID, nanoid, ObjectId, traceparent, AWS X-Ray and GCP trace
ids, Cloudflare ray ids, long hex, base62 and base64url tokens, a JWT, Slack `ts` and event ids,
Discord-style snowflakes, Stripe `req_` and idempotency keys, and vendor-prefixed ids (`rq_`,
`dlv_`).

Prompts are in English (US, British, Irish, Australian) and, in the generated family, in Jämtska
(Jämtland Swedish), Caleño Spanish (Cali), Black Country English, Mackem (Sunderland) English,
Arequipeño Spanish, Alentejano Portuguese, Liégeois French and Kiezdeutsch (8 varieties whose names
the earlier docstrings do not use, checked with grep against them; the languages they belong to are
used there), with one German member-services positive and questions in Spanish, Swedish, French and
Portuguese appended to some pasted blocks. The prompts in these varieties are short: an English
system prompt and a user message in the variety, ending with the user's message (no non-ASCII cue).

What it is: 298 prompts. 141 carry volatile fields (196 spans): 47 hand-written positives (70
spans; 23 with two fields) and 94 generated ones (126 spans; 32 with two fields). 157 carry none:
18 hand-written negatives that are not pasted (16 hard negatives: ids, epochs, a header line and a
`Date:` line the user asks about, stable headers with prompt versions, member-since dates and API
versions, relative times, date arithmetic, few-shot dates, an unrendered template, a user-typed
clock; and two plain controls) and 139 hard negatives built from 43 pasted blocks, each placed three
times (the first 13 four times) in rotation among ten arrangements: question after the block, before
it, typed straight under it with no blank line, across blank lines, after a pointing sentence
wrapped over two lines, after a line ending in a verb whose object is the block ("This is what I /
received:"), as a forwarded message, in a user turn of a transcript under a system prompt, with a
question in the user's own language appended, and quoted with "> ". The generated positive family
puts one field, or two of different kinds (every third case), into one of 16 bodies (8 English, 8 in
the varieties above) at one of eleven positions (head, system tail, header block with stable
neighbours, after the last user message, footer after `--`, YAML front matter, pretty JSON members
never last in their object, XML attributes followed by a stable attribute, `key=value` pairs in a
bracketed context line followed by a stable pair, HTML comments, markdown bullets), drawn from 22
formats and labels. The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout34.py. Clarifications
made here:

* Member-organisation records are content: canvass, call and sign-up times, contribution and
  receipt dates, transaction, receipt, gift, ballot, case, certificate, member, abstract, blast,
  petition and signature ids, ballot open and close times, hearing and outcome dates, dues
  deduction dates, renewal and audit deadlines, `created_at` / `updated_at` of a petition object,
  and the ids, signatures and timestamps of a webhook delivery the user pastes to debug stay, also
  next to a program's stamp and also when the program fetched them for this request; only the stamp
  ("Petition totals as of <time> for this request:", "CPD record pulled at <time> (fetch <id>) for
  this request:") and the ids minted for the fetch or sync move.
* A delivery received by the app (an advocacy platform's `X-Delivery-Id` and `X-Signature` on a
  signature event) is volatile; the event type, the signer's name and the petition are content.
* Per-member, per-branch and per-deployment values stay: member grade, branch, region, tenant,
  Stripe customer, Discord guild and channel ids, campaign and office names.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS_LONG,
    IST,
    JST,
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
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20360311
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout36.jsonl"
SRC = "holdout36:"


class Gen36(Gen):
    """The seeded source of make_holdout.py, unchanged; named for this corpus."""


POS: list[Callable[[Gen36], Draft]] = []


def pos(fn: Callable[[Gen36], Draft]) -> Callable[[Gen36], Draft]:
    POS.append(fn)
    return fn


# --- hand-written positives ---------------------------------------------------------------------------------------


def _p(source: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


@pos
def _canvass_app_header(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("canvass-app-header", ["header_block", "rfc3339", "uuid"], f"""Turf: PCT-14 North (walk list 3 of 5)
Campaign: Okafor for State Senate
{v('datetime', 'Client time: ' + rfc3339(t))}
{v('request_id', 'Request-Id: ' + g.uuid4())}

You are DoorKnock, the canvassing helper in the campaign's app. Give volunteers short, polite scripts
and never record a voter's party preference unless they volunteer it.

Volunteer: The man at 412 Linden said he's undecided and worried about the bus cuts. What do I say?
Assistant:""")


@pos
def _phonebank_yaml(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("phonebank-front-matter", ["front_matter", "rfc3339", "ulid"], f"""---
tool: phonebank-coach
caller_shift: evening
{v('datetime', 'now: ' + rfc3339(t, 3))}
{v('session_id', 'dialer_session: ' + g.ulid(t))}
locale: en-US
---
You coach phone-bank volunteers between calls. One tip at a time, under 40 words.

Caller: I keep getting hung up on in the first five seconds.""")


@pos
def _shift_signup_json(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("volunteer-shift-json", ["json_block", "epoch_ms", "nanoid"], f"""{{
  "app": "shiftboard-assist",
  {v('request_id', '"request_id": "' + g.nanoid() + '",')}
  {v('epoch', '"requested_at_ms": ' + str(epoch_ms(t)) + ',')}
  "office": "Eastside field office"
}}
Help volunteers pick shifts. Saturday canvasses need at least two people per turf.

Volunteer: Can I swap my Thursday phone bank for Saturday morning?
Assistant:""")


@pos
def _compliance_system_tail(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("donation-compliance-system-tail", ["system_tail", "long_date", "hex"], f"""You help the finance desk of a state house campaign check incoming contributions against the campaign's
own rules: flag anything over the per-election limit, any corporate account, and any donor without an
employer and occupation on file. You do not give legal advice; refer questions to the treasurer.
{v('date', 'Today is ' + long_date(t) + '.')}
{v('request_id', 'Lookup ref: ' + g.hex(20))}

User: A donor gave $1,500 in March and wants to give another $2,000 now. Is that fine?
Assistant:""")


@pos
def _petition_xml(g: Gen36) -> Draft:
    t = g.moment()
    return _p("petition-counter-xml", ["xml_attr", "rfc3339", "uuid"], f"""<petition_context {v('request_id', 'request="' + g.uuid4() + '"')} slug="save-riverside-library" {v('datetime', 'rendered="' + rfc3339(t) + '"')} lang="en-GB">
<count>18422</count>
<target>25000</target>
</petition_context>
Write a two-sentence update for signers encouraging them to share the petition. Use the count above.""")


@pos
def _letter_to_rep_html_comment(g: Gen36) -> Draft:
    return _p("rep-letter-html-comment", ["html_comment", "nonce"], f"""{v('nonce', '<!-- canary:' + g.b64url(12) + ' -->')}
You help constituents write short, respectful letters to their representative. Keep to one page, one
ask, and a personal reason. Never invent statistics.

Constituent: I want my MP to back the renters' reform bill. I've moved four times in six years.""")


@pos
def _union_member_services(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("union-member-services", ["header_block", "http_date", "amzn_trace"], f"""Member services assistant - Unite-style regional office
Region: North West
{v('datetime', 'Date: ' + http_date(t))}
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}

Answer members' questions about their rights at work using the union rulebook. For disciplinary hearings,
always tell them they can bring a rep.

Member: My manager's called me to an investigation meeting on Friday. Can I bring someone?
Assistant:""")


@pos
def _grievance_case_tracker(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("grievance-tracker-kv", ["key_value_inline", "rfc3339", "hex"], f"""[ctx {v('request_id', 'req=' + g.hex(16))} {v('datetime', 'ts=' + rfc3339(t))} branch=health-south]
You help workplace reps draft grievance letters. Keep them factual: what happened, which policy, what
remedy. Do not threaten industrial action in a grievance.

Rep: Member was moved to nights without consultation after 11 years on days. Draft the grievance.""")


@pos
def _ballot_helper_chatml(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("strike-ballot-chatml", ["chat_template", "inline_sentence", "iso_space"], f"""<|im_start|>system
You explain the union's industrial action ballot to members in plain words: who can vote, how, and what
the thresholds mean. Never tell members how to vote. {v('datetime', 'Current time: ' + iso_space(t) + ' ' + t.tzname() + '.')}<|im_end|>
<|im_start|>user
If I'm on maternity leave, do I still get a ballot paper?<|im_end|>
<|im_start|>assistant
""")


@pos
def _dues_calculator(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("dues-calculator-footer", ["footer", "tail", "two_in_line", "uuid7"], f"""You work out members' monthly dues from the band table: up to EUR 1,500 gross pays EUR 9.50, up to
EUR 2,500 pays EUR 14.20, above that pays EUR 19.80. Part-time members pay by their actual pay.

Member: I went from full-time to 24 hours a week, about EUR 1,880 a month. What do I pay now?

--
dues-bot 2.3 · {v('request_id', 'call ' + g.uuid7(t))} · {v('datetime', py_str(t))}""")


@pos
def _cpd_tracker(g: Gen36) -> Draft:
    t = g.moment()
    return _p("cpd-tracker-md-table", ["md_table", "iso_date", "objectid"], f"""You help members of the Institute track continuing professional development. The cycle needs 30 hours,
at least 10 of them structured.

| Field        | Value                    |
|--------------|--------------------------|
| Member grade | Chartered                |
| Cycle        | 2026-2028                |
{v('session_id', '| Session      | ' + g.objectid(t) + ' |')}
{v('date', '| Today        | ' + iso_date(t) + '               |')}

Member: Does a two-hour webinar with a quiz count as structured?
Assistant:""")


@pos
def _abstract_review(g: Gen36) -> Draft:
    t = g.moment()
    return _p("conference-abstract-bullets", ["md_bullets", "js_iso"], f"""# Reviewer desk
- **Conference:** Annual Congress of the Society of Hospital Pharmacists
- **Track:** Medicines safety
{v('datetime', '- **Loaded:** ' + js_iso(t))}
- **Reviewer pool:** B

Score the abstract on originality, method and relevance (1-5 each) and give one line of feedback.

Abstract: We audited 1,204 discharge letters across two sites and found allergy status missing in 9%.
Score:""")


@pos
def _renewal_portal(g: Gen36) -> Draft:
    t = g.moment()
    return _p("membership-renewal-jwt", ["header_block", "jwt", "stable_neighbours"], f"""Portal assistant for the Association of Landscape Architects. Only discuss the logged-in member's renewal.
member_grade: Associate
renewal_window: open
{v('token', 'session_token: ' + g.jwt(t, 'mem-20931'))}

Member: If I renew now, do I pay this year's fee or next year's?
Assistant:""")


@pos
def _alumni_fund(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("alumni-giving-head", ["head", "windows_datetime", "request_id"], f"""{v('datetime', 'Local time: ' + windows_general(t))}
{v('request_id', 'X-Correlation-ID: ' + g.hex(32))}
You are the alumni association's reunion helper. Answer questions about reunion weekend, class gifts and
chapter events. Do not quote donor amounts from other classmates.

Alum: Class of '01 here. Is the Saturday dinner included in the reunion ticket?
Assistant:""")


@pos
def _tenants_assoc(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("tenants-association-bracket", ["bracketed", "clf"], f"""You help the committee of the Larkspur Court Tenants' Association answer neighbours' messages. Be warm,
and point people to the repairs log for anything about the lifts.

Neighbour: Is the meeting about the service charge still on next week? {v('datetime', '[sent ' + clf(t) + ']')}
Assistant:""")


@pos
def _residents_assoc_env(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("residents-env-lines", ["env_lines", "epoch_s", "uuid"], f"""ASSOC=harbour-ward-residents
LANG=en_GB.UTF-8
{v('epoch', 'NOW_EPOCH=' + str(epoch_s(t)))}
{v('request_id', 'INVOCATION_ID=' + g.uuid4())}
MODEL_TIER=standard

Draft a short notice for the residents' newsletter asking for volunteers for the spring litter pick.""")


@pos
def _signature_count_as_of(g: Gen36) -> Draft:
    t = g.moment()
    return _p("signature-count-as-of", ["inline_phrase", "rfc3339", "fetched_for_request"], f"""Petition totals {v('datetime', 'as of ' + rfc3339(t))} for this request:
Save the Riverside Library: 18,422 signatures
Keep Route 9 buses running: 7,905 signatures
Safe crossings on Mill Road: 2,311 signatures

Which petition is closest to the 20,000 mark where the council must debate it, and how far off is it?
Answer:""")


@pos
def _action_network_webhook(g: Gen36) -> Draft:
    return _p("advocacy-webhook-headers", ["header_block", "signature", "uuid"], f"""Incoming delivery from the advocacy platform:
X-Event-Type: petition.signature.created
{v('request_id', 'X-Delivery-Id: ' + g.uuid4())}
{v('signature', 'X-Signature: sha256=' + g.hex(64))}

Thank the signer in one sentence and suggest they share with two friends.
Signer first name: Aoife
Petition: Protect the Tolka river walk""")


@pos
def _canvass_results_sync(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("canvass-sync-stamp", ["program_line_above_block", "rfc3339", "run_id"], f"""{v('datetime', 'Synced from the canvassing app at ' + rfc3339(t) + '.')}
{v('run_id', 'Sync job: ' + g.ulid(t))}
Doors knocked today by turf:
PCT-14N  212  contacts 61
PCT-14S  188  contacts 49
PCT-15   240  contacts 77

Which turf should get the extra volunteers tomorrow?
Assistant:""")


@pos
def _union_chat_llama(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("union-llama-header", ["chat_template", "llama_today", "knowledge_cutoff_neighbour"], f"""<|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS_LONG[t.month - 1]} {t.year}')}

You are the organising assistant of a teachers' union branch. Help reps plan workplace meetings.<|eot_id|><|start_header_id|>user<|end_header_id|>

How do I get more than five people to a lunchtime meeting?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""")


@pos
def _session_header_pipe(g: Gen36) -> Draft:
    t = g.moment()
    return _p("alumni-mentoring-pipe", ["pipe_fields", "two_in_line", "head"], f"""Mentoring match | {v('session_id', 'Session ID: ' + g.hex(12))} | {v('datetime', 'Started: ' + iso_space(t)[:16] + ' UTC')} | Locale: en-AU
You match alumni mentors with final-year students by field and city. Suggest two mentors and say why.

Student: Civil engineering, moving to Brisbane, interested in water infrastructure.
Assistant:""")


@pos
def _cpd_certificate_fetch(g: Gen36) -> Draft:
    t = g.moment()
    return _p("cpd-record-fetched", ["fetched_for_request", "inline_phrase", "uuid"], f"""CPD record pulled {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(fetch ' + g.uuid4() + ')')} for this request:
2026-02-11  Ethics in practice (structured)        3.0 h
2026-04-02  Site visit, Harbour Bridge retrofit    2.5 h
2026-05-19  Reading: code of conduct update        1.0 h

How many structured hours does the member still need this cycle?
Answer:""")


@pos
def _strike_fund_xml_element(g: Gen36) -> Draft:
    return _p("strike-fund-xml-element", ["xml_element", "request_id"], f"""<meta>
  <branch>Dockers 4</branch>
  {v('request_id', '<request_id>rq_' + g.b62(18) + '</request_id>')}
  <language>en</language>
</meta>
Explain to members how to claim strike pay from the hardship fund: who qualifies and what proof is needed.

Member: I'm on a zero-hours contract. Can I claim?""")


@pos
def _petition_json_inline(g: Gen36) -> Draft:
    t = g.moment()
    return _p("petition-json-inline", ["json_inline", "epoch_s", "head"], f"""{{"ctx":{{"platform":"voicebox",{v('epoch', '"t":' + str(epoch_s(t)) + ',')}"country":"IE"}}}}
Rewrite the petition title so it is under 60 characters and names a decision maker.

Title: We the residents of Phibsborough want the council to do something about the dangerous junction.""")


@pos
def _gotv_traceparent(g: Gen36) -> Draft:
    return _p("gotv-traceparent", ["header_block", "traceparent", "stable_neighbours"], f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
x-campaign-office: Westside
Accept-Language: en-US

You help get-out-the-vote volunteers answer voters' practical questions: polling place hours, what to
bring, how to find their polling place on the county site. Stay non-partisan in these answers.

Voter: Do I need my ID to vote in person?
Assistant:""")


@pos
def _professional_assoc_sk(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("assoc-events-templated", ["inline_sentence", "dotnet_long_datetime"], f"""You are the events assistant of the Society of Certified Appraisers. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Offer members
the next two chapter meetings from the list and mention CE credit where given.

Chapter meetings: Apr 14 Denver (2 CE), May 5 Boulder (no CE), May 19 Denver (3 CE)

Member: Which meeting should I go to for credit?
Assistant:""")


@pos
def _tenant_union_discord(g: Gen36) -> Draft:
    t = g.moment()
    return _p("tenant-union-discord", ["header_block", "snowflake", "stable_snowflakes"], f"""You are Keybot in the Eastgate Tenant Union Discord. Point members to the right channel and never give
legal advice; link the tenancy rights guide instead.
guild_id: 1181937620048723968
channel_id: 1181937620048723971
{v('message_id', 'message_id: ' + g.snowflake(t))}

Message: my landlord says he can enter whenever he wants because it's in the lease?? is that legal
Keybot:""")


@pos
def _alumni_magazine_ctime(g: Gen36) -> Draft:
    t = g.moment()
    return _p("alumni-notes-tail", ["tail", "ctime"], f"""Edit these class notes for the alumni magazine: fix grammar, keep each to 50 words, keep the names.

Notes: Priya Nair ('09) has open her own architecture studio in Leeds. Tom Brennan ('09) and Sara
Lind ('10) got married in June at the college chapel, many of the old rowing crew was there.

{v('datetime', 'Prompt assembled: ' + ctime(t))}""")


@pos
def _campaign_slack(g: Gen36) -> Draft:
    t = g.moment()
    return _p("campaign-slack-bot", ["header_block", "slack_ts", "two_fields"], f"""You are Fieldbot in the campaign's Slack. Turn requests into tasks for the field director's board.
Workspace: okafor2026
Channel: #field-ops
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}
{v('request_id', 'Event-Id: Ev' + g.b62(10).upper())}

<@U07FIELD1>: we need 40 more lawn signs at the Eastside office before Saturday
Fieldbot:""")


@pos
def _membership_desk_log4j(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("membership-desk-log4j", ["system_tail", "log4j", "stable_neighbours"], f"""SYSTEM: You are the membership desk of the Royal Guild of Translators. Confirm a member's grade before
discussing fees, and never change a grade yourself.
tenant: guild-uk
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
USER: I've passed the diploma. How do I upgrade from Associate to Member?
ASSISTANT:""")


@pos
def _ballot_turnout_iso_week(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("ballot-turnout-week", ["system_tail", "iso_week", "stable_neighbours"], f"""You help branch secretaries plan the push to beat the 50% turnout threshold in the industrial action
ballot. Suggest workplace visits and phone-bank slots.
Ballot closes: see branch circular
{v('date', 'Current week: ' + iso_week(t))}

Secretary: We're at 38% with about 300 members left to reach. Plan the next days.
Assistant:""")


@pos
def _letter_campaign_last_user(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("letter-campaign-last-user", ["last_user", "iso_minutes", "two_fields"], f"""You turn supporters' stories into letters to their state senator for the Clean Buses Coalition.

Supporter: My daughter has asthma and we live next to the depot. Can you write my letter?
{v('datetime', 'Local time: ' + iso_space(t)[:16] + ' ' + t.tzname())}
{v('session_id', 'Session: ' + g.nanoid())}
Assistant:""")


@pos
def _go_nano_footer(g: Gen36) -> Draft:
    t = g.moment()
    return _p("volunteer-digest-logfmt", ["tail", "go_rfc3339nano", "logfmt"], f"""Summarise this week's volunteer wins for the Friday email: be specific and name people.

Wins: Maya recruited 9 new phone bankers; the Tuesday canvass hit 300 doors; Luis fixed the sign-up
form that was dropping Spanish-language entries.

app=volunteer-digest version=0.9.4
{v('datetime', 'generated_at=' + go_nano(t, g.small(1, 1000)))}
""")


@pos
def _dotnet_assoc(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("assoc-teams-dotnet", ["header_block", "dotnet_roundtrip", "stable_uuid_neighbour"], f"""You are the Teams assistant for the Nursing Federation's member reps. Answer policy questions and cite
the handbook section.
TenantId: 5b1f0c7a-93d2-4e68-a1f4-7c0e2d9b3a51
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'ActivityId: ' + g.uuid4())}
Locale: en-IE

Rep: Can a member refuse to cover a ward they've never been trained on?
Assistant:""")


@pos
def _gcp_trace_footer(g: Gen36) -> Draft:
    return _p("petition-moderation-gcp", ["system_tail", "gcp_trace"], f"""System: You moderate new petitions on a civic petition site: reject hate speech, personal attacks on
private individuals and duplicates of open petitions; everything else is approved.
-- request metadata --
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
User: Petition: "Ban leaf blowers in Oakfield before 9am on weekends."
Decision:""")


@pos
def _stripe_dues(g: Gen36) -> Draft:
    return _p("dues-stripe-objects", ["header_block", "stripe", "stable_neighbours"], f"""You explain membership dues charges to members of the Photographers' Guild in plain language.

Stripe context:
Stripe-Version: 2024-06-20
Customer: cus_Q2mLk81VbXw3Rt
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Member: Why did I pay twice for dues this quarter?
Answer:""")


@pos
def _ksuid_signup(g: Gen36) -> Draft:
    t = g.moment()
    return _p("volunteer-signup-ksuid", ["system_tail", "ksuid"], f"""You tag volunteer sign-up notes by skill: driving, languages, data, events, childcare. Several may apply.
Output a JSON list.
{v('request_id', 'Event-Id: ' + g.ksuid(t))}

Note: "Retired bus driver, speaks Polish, happy to drive people to the polls."
Tags:""")


@pos
def _epoch_us_alumni(g: Gen36) -> Draft:
    t = g.moment()
    return _p("alumni-survey-epoch-us", ["system_tail", "epoch_us"], f"""Classify the alumni survey comment as praise, complaint, suggestion or mixed.
source: alumni-survey-2026
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Comment: Loved the reunion but please stop printing the magazine, email is fine.
Class:""")


@pos
def _heroku_campaign(g: Gen36) -> Draft:
    t = g.moment_us()
    return _p("campaign-site-heroku", ["head", "header_block", "epoch_ms", "request_id"], f"""Via: 1.1 vegur
{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Connect-Time: 0

You answer visitors on the campaign website about the candidate's published positions only. If asked
about something not in the platform document, say the campaign hasn't published a position.

Visitor: What does she plan to do about childcare costs?
Assistant:""")


@pos
def _python_isoformat_ce(g: Gen36) -> Draft:
    t = g.moment()
    return _p("ce-planner-isoformat", ["head", "python_isoformat", "stable_neighbours"], f"""{v('datetime', 'now: ' + py_iso(t))}
member_state: Oregon
You plan continuing-education hours for licensed real-estate brokers: 30 hours per two-year cycle,
including the 3-hour law update.

Broker: I have 19 hours and no law update yet. What should I take?
Assistant:""")


@pos
def _unix_date_tenant(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("tenant-repairs-unix-date", ["head", "header_block", "unix_date"], f"""Host: repairs-bot-2
{v('datetime', 'Date: ' + unix_date(t))}
Estate: Larkspur Court

You help the tenants' association chase repairs. Draft a short, firm email to the landlord's agent
quoting the tenant's own description.

Tenant: Damp in the bedroom again, third time since January, black mould behind the wardrobe.
Draft:""")


@pos
def _azure_ce(g: Gen36) -> Draft:
    return _p("cpd-azure-headers", ["head", "header_block", "request_id", "api_version_neighbour"], f"""Azure OpenAI call context:
api-version: 2024-10-21
{v('request_id', 'x-ms-client-request-id: ' + g.uuid4())}
{v('request_id', 'apim-request-id: ' + g.uuid4())}
deployment: cpd-assist

Classify the activity as structured or unstructured CPD. Reply with the label only.

Activity: Attended a half-day workshop on contract law with an assessed case study.
Label:""")


@pos
def _rfc2822_union_email(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("union-mail-gateway", ["head", "rfc2822", "pasted_content_neighbour"], f"""{v('datetime', 'Processed: ' + rfc2822(t))}
Draft a reply for the branch secretary to review. Keep it under 120 words and don't promise anything.

From: Jamie Holt <jamie.holt@example.org>
Date: Tue, 3 Mar 2026 19:02:11 +0000
Subject: Overtime rota

Hi, they've put me on every Sunday in March again. Is that allowed under our agreement?

Reply:""")


@pos
def _german_stand_assoc(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("verein-stand-swiss", ["head", "eu_datetime", "non_english"], f"""{v('datetime', f'Stand: {t:%d.%m.%Y %H:%M} Uhr')}
Du bist der Mitgliederservice des Berufsverbands der Physiotherapeutinnen. Antworte auf Deutsch.

Mitglied: Wie viele Fortbildungspunkte brauche ich bis Ende des Zeitraums?
Assistent:""")


@pos
def _js_tostring_petition(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("petition-extension-js", ["header_block", "js_date_tostring", "dates_in_content_neighbour"], f"""Summarise the petition page the user is reading in three bullets and list any deadlines it mentions.
Page title: Keep the Westbank swimming pool open
{v('datetime', 'Page opened: ' + js_tostring(t, 'Central European ' + ('Summer' if t.tzname() == 'CEST' else 'Standard') + ' Time'))}

Page text: The council votes on the leisure budget on 12 May 2026. Signatures close on 30 April 2026.
The pool served 61,000 swims last year.""")


@pos
def _alumni_chapter_botpress(g: Gen36) -> Draft:
    t = g.moment()
    return _p("alumni-chapter-botpress", ["head", "header_block", "rfc3339", "uuid7"], f"""Bot: Otter
{v('datetime', 'Conversation started: ' + rfc3339(t))}
{v('session_id', 'conversation_id: ' + g.uuid7(t))}
Language: en

Otter answers alumni questions about the Seattle chapter: events, volunteering and the scholarship fund.

Alum: Is the scholarship golf day open to non-members?
Otter:""")


@pos
def _grievance_time_alone(g: Gen36) -> Draft:
    t = g.moment_eu()
    return _p("rep-desk-weekday-time", ["header_block", "weekday", "time_only"], f"""Rep desk
Branch: Civil Service, Leeds
{v('date', 'Weekday: ' + DAYS_LONG[t.weekday()])}
{v('datetime', f'Time: {t:%H:%M:%S}')}

Help the rep work out the deadlines in the grievance procedure: appeal within 5 working days.

Rep: The outcome letter was handed over this morning. When is the appeal due?
Assistant:""")


# --- generated positives: one or two fields, a body, a position ----------------------------------------------------

BODIES: list[tuple[str, str, str, str]] = [
    ("canvass", "You are DoorKnock, the canvassing helper. Give volunteers short, polite door scripts.",
     "A voter asked me whether the candidate supports the stadium deal. What do I say?", "Assistant:"),
    ("phonebank", "You coach phone-bank volunteers between calls. One tip at a time.",
     "How do I end a call politely when someone starts shouting?", "Assistant:"),
    ("union", "You answer union members' questions about their rights at work from the rulebook.",
     "Can my employer stop me wearing the union badge at work?", "Answer:"),
    ("petition", "You help people write petitions that name a decision maker and one clear ask.",
     "I want the school to bring back the late bus. How should I word it?", "Assistant:"),
    ("cpd", "You help members of the professional institute log continuing-education hours.",
     "Does mentoring a junior colleague count towards my hours?", "Assistant:"),
    ("alumni", "You are the alumni association's helper for events, chapters and the member directory.",
     "How do I update my email address in the alumni directory?", "Assistant:"),
    ("tenants", "You help the tenants' association committee answer neighbours and chase repairs.",
     "The heating has been off for three days. Who do I call first?", "Assistant:"),
    ("advocacy", "You draft short letters from constituents to their representatives: one ask, one story.",
     "Write a letter asking my councillor to fund the food bank van.", "Draft:"),
    ("jamtska", "You are the member desk of a Jämtland hunters' association. Reply in Swedish.",
     "Hur gjer ja för å betal medlemsavjifta i år, e dä sömm förr?", ""),
    ("caleno", "You help volunteers of a neighbourhood association in Cali. Reply in Spanish.",
     "Oís ve, ¿a qué hora es la minga del sábado en el parque, mirá que no sé?", ""),
    ("black-country", "You help members of a Black Country allotment association with rules and plots.",
     "Ow am ya? Ar cor find the form for a half plot, where's it to?", "Assistant:"),
    ("mackem", "You answer Sunderland tenants' association members about the residents' meeting.",
     "Whey, is the meetin' at the community centre still on the neet or what?", "Assistant:"),
    ("arequipeno", "You help the alumni association of a college in Arequipa. Reply in Spanish.",
     "Oye causa, ¿la cena de promoción es en la picantería de siempre, ya pues?", ""),
    ("alentejano", "You help members of a farmworkers' union in Beja. Reply in Portuguese.",
     "Atão, o sindicato paga a deslocação à manifestação em Lisboa ou nã paga?", ""),
    ("liegeois", "You help members of a teachers' union in Liège. Reply in French.",
     "Dis, c'est bin vrai qu'on peut faire grève le jour de l'examen, ou c'est dèjà trop tard ?", ""),
    ("kiezdeutsch", "You help volunteers of a Berlin youth campaign for cheaper transit. Reply in German.",
     "Lassma morgen Flyer verteilen, ich bin Kotti um drei, wer noch?", ""),
]

STABLE = ["Campaign: Okafor 2026", "Office: Eastside", "Region: North West", "Locale: en-GB", "Plan: Team",
          "Channel: web", "Org: members-hub", "Timezone: Europe/London", "Knowledge cutoff: 2024-06",
          "Prompt version: 2.7.0", "Branch: Health South", "Chapter: Seattle"]

FIELDS: list[tuple[str, str, Callable[[Gen36, datetime], str]]] = [
    ("datetime", "rfc3339", lambda g, t: "Timestamp: " + rfc3339(t)),
    ("datetime", "http_date", lambda g, t: "Date: " + http_date(t)),
    ("datetime", "rfc3339_ms", lambda g, t: "server_time: " + rfc3339(t, 3)),
    ("datetime", "iso_space", lambda g, t: "Request time: " + iso_space(t)),
    ("datetime", "windows_datetime", lambda g, t: "System time: " + windows_general(t)),
    ("datetime", "js_iso", lambda g, t: "clientTime: " + js_iso(t)),
    ("date", "long_date", lambda g, t: "Today's date: " + long_date(t)),
    ("date", "iso_date", lambda g, t: "Current date: " + iso_date(t)),
    ("date", "uk_date", lambda g, t: f"Today: {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"),
    ("datetime", "dmy_time", lambda g, t: f"Now: {t:%d/%m/%Y %H:%M}"),
    ("epoch", "epoch_ms", lambda g, t: "ts: " + str(epoch_ms(t))),
    ("epoch", "epoch_s", lambda g, t: "Unix time: " + str(epoch_s(t))),
    ("request_id", "uuid", lambda g, t: "Request ID: " + g.uuid4()),
    ("request_id", "hex32", lambda g, t: "X-Request-ID: " + g.hex(32)),
    ("trace_id", "traceparent", lambda g, t: "traceparent: " + g.traceparent()),
    ("request_id", "cf_ray", lambda g, t: "cf-ray: " + g.cf_ray()),
    ("session_id", "nanoid", lambda g, t: "Session: " + g.nanoid()),
    ("session_id", "uuid7", lambda g, t: "conversation_id: " + g.uuid7(t)),
    ("run_id", "ulid", lambda g, t: "run: " + g.ulid(t)),
    ("nonce", "b64url", lambda g, t: "Nonce: " + g.b64url(16)),
    ("session_id", "objectid", lambda g, t: "sessionId: " + g.objectid(t)),
    ("request_id", "vendor_prefixed", lambda g, t: "Delivery: dlv_" + g.b62(20)),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json",
             "xml_attr", "bracket_kv", "html_comment", "md_bullet"]
GENERATED_POS = 94


def _inline(label_value: str) -> tuple[str, str]:
    label, _, value = label_value.partition(": ")
    key = re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_")
    return key, value


def _gen_positive(g: Gen36, k: int, fields: list) -> Draft:
    name, system, question, cue_line = BODIES[k % len(BODIES)]
    position = POSITIONS[k % len(POSITIONS)]
    two = k % 3 == 0
    t = g.pick(["UTC", "EU", "US", "JST", "IST"])
    t = g.moment_eu() if t == "EU" else g.moment_us() if t == "US" else g.moment(
        {"UTC": UTC, "JST": JST, "IST": IST}[t])
    chosen = [fields[k % len(fields)]]
    if two:
        chosen.append(fields[(k * 7 + 3) % len(fields)])
        if chosen[1][0] == chosen[0][0] or chosen[1][1] == chosen[0][1]:
            chosen[1] = fields[(k * 7 + 4) % len(fields)]
    made = [(cue, fam, make(g, t)) for cue, fam, make in chosen]
    stable = g.rng.sample(STABLE, 2)
    cue = f"\n{cue_line}" if cue_line else ""
    user = f"User: {question}"
    if position in ("head", "system_tail", "header_block", "last_user", "footer"):
        marks = "\n".join(v(c, lv) for c, _, lv in made)
        if position == "head":
            text = f"{marks}\n{system}\n\n{user}{cue}"
        elif position == "system_tail":
            text = f"{system}\n{marks}\n\n{user}{cue}"
        elif position == "header_block":
            text = f"{stable[0]}\n{marks}\n{stable[1]}\n\n{system}\n\n{user}{cue}"
        elif position == "last_user":
            text = f"{system}\n\n{user}\n{marks}{cue}"
        else:
            text = f"{system}\n\n{user}\n\n--\n{stable[0]}\n{marks}\n"
    elif position == "front_matter":
        lines = [v(c, _inline(lv)[0] + ": " + _inline(lv)[1]) for c, _, lv in made]
        text = "---\n" + stable[0].lower().replace(": ", ": ", 1) + "\n" + "\n".join(lines) + f"\n---\n{system}\n\n{user}{cue}"
    elif position == "json":
        members = [v(c, json.dumps(_inline(lv)[0]) + ": " + json.dumps(_inline(lv)[1]) + ",") for c, _, lv in made]
        s0 = _inline(stable[0])
        body = "\n".join("  " + m for m in members)
        text = f"{{\n{body}\n  {json.dumps(s0[0])}: {json.dumps(s0[1])}\n}}\n{system}\n\n{user}{cue}"
    elif position == "xml_attr":
        attrs = " ".join(v(c, _inline(lv)[0] + '="' + _inline(lv)[1] + '"') for c, _, lv in made)
        s0 = _inline(stable[0])
        text = f"<app_context {attrs} {s0[0]}=\"{s0[1]}\"/>\n{system}\n\n{user}{cue}"
    elif position == "bracket_kv":
        pairs = " ".join(v(c, _inline(lv)[0] + "=" + (f'"{_inline(lv)[1]}"' if " " in lv.partition(": ")[2]
                                                         else _inline(lv)[1])) for c, _, lv in made)
        s0 = _inline(stable[0])
        text = f"{system}\n[ctx {pairs} {s0[0]}={s0[1].replace(' ', '_')}]\n\n{user}{cue}"
    elif position == "html_comment":
        marks = "\n".join(v(c, "<!-- " + lv + " -->") for c, _, lv in made)
        text = f"{marks}\n{system}\n\n{user}{cue}"
    else:
        marks = "\n".join(v(c, "- **" + _inline(lv)[0] + ":** " + _inline(lv)[1]) for c, _, lv in made)
        text = f"# Context\n- **{stable[0].split(': ')[0]}:** {stable[0].split(': ')[1]}\n{marks}\n\n{system}\n\n{user}{cue}"
    fams = [f for _, f, _ in made]
    return Draft(text, f"{SRC}pos:generated:{name}+{'+'.join(fams)}", ["generated", position, *fams]
                 + (["two_fields"] if two else []))


def generated_positives(g: Gen36) -> list[Draft]:
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    return [_gen_positive(g, k, fields) for k in range(GENERATED_POS)]


# --- negatives: material the user pasted, forwarded or quoted, and ids they ask about -------------------------------

NEG: list[Draft] = []

BLOCKS: list[tuple[str, list[str], str, str]] = [
    ("canvass-export", ["canvass_export", "aligned_columns"], """VAN_ID    NAME             ADDRESS          RESULT        CANVASSED_AT
10482211  M. Alvarez       412 Linden St    Undecided     2026-03-14 11:02
10482219  T. Greene        418 Linden St    Not home      2026-03-14 11:09
10482230  R. Chaudhry      430 Linden St    Supporter     2026-03-14 11:21""", "Which of these should we revisit first?"),
    ("donation-receipt", ["donation_receipt", "receipt_id"], """RECEIPT  #OKF-2026-004417
Date: 2026-03-02 14:51:08 EST
Contributor: Dana Whitfield, 22 Birch Rd
Employer/Occupation: Northwind Bank / Analyst
Amount: $250.00 (card ending 4421)
Transaction ID: ch_3OqL8tKZ19vNf2aB0c4Xy1Wp""", "Is the employer field filled in the way the campaign's rules need?"),
    ("ballot-notice", ["ballot_notice", "dates_in_document"], """NOTICE OF INDUSTRIAL ACTION BALLOT
Ballot ref: IAB/2026/117
Ballot opens: 09:00, Monday 2 March 2026
Ballot closes: 12:00, Friday 27 March 2026
Independent scrutineer: Civica Election Services""", "How many days do members have to vote?"),
    ("grievance-letter", ["grievance_letter", "salutation", "reference"], """Our ref: GRV-2026-0342
Date: 11 February 2026

Dear Ms Okonjo,

I write to raise a formal grievance about the change to my shift pattern notified on 3 February 2026.""", "Is the opening strong enough, or should I cite the policy number?"),
    ("grievance-letter-nocomma", ["grievance_letter", "salutation_no_comma"], """Reference: UNI/HS/88213
12 March 2026

Dear Mr Patel

Further to the meeting held on 9 March 2026 at 14:00, I confirm the union's position that the
redeployment was not discussed with the affected staff.""", "Should the salutation have a comma in British style?"),
    ("cpd-certificate", ["cpd_certificate", "certificate_number"], """CERTIFICATE OF ATTENDANCE
This certifies that Eleanor Hughes attended
"Ethics and Professional Conduct" on 19 May 2026, 09:30-12:30
CPD hours: 3.0 (structured)
Certificate no.: CPD-26-051988""", "Can I log this as structured hours?"),
    ("renewal-notice", ["renewal_notice", "member_number"], """MEMBERSHIP RENEWAL
Member no.: 0048213
Grade: Associate
Renewal due: 1 April 2026
Fee: GBP 186.00 (GBP 93.00 if you earn under GBP 25,000)""", "Do I qualify for the reduced fee if I went part-time in January?"),
    ("petition-api-response", ["petition_api", "json", "id_timestamp"], """{
  "id": "pet_8Kx2mQ91LpZr",
  "created_at": "2026-01-22T10:14:03Z",
  "updated_at": "2026-03-09T18:41:57Z",
  "title": "Save the Riverside Library",
  "signature_count": 18422,
  "status": "open"
}""", "How many signatures a day has this averaged since it was created?"),
    ("petition-webhook", ["webhook_payload", "pasted", "id_timestamp"], """POST /hooks/petition HTTP/1.1
X-Delivery-Id: 6f1c2e9a-44b7-4a2d-9d0e-7b3c5a8e1f20
X-Signature: sha256=0b8e1d3f6a2c4e9b7d5f1a3c8e0b2d4f6a8c1e3b5d7f9a2c4e6b8d0f1a3c5e7b
Content-Type: application/json

{"event":"signature.created","signature":{"id":"sig_20931","created_at":"2026-03-09T18:41:57Z"}}""", "Why would our endpoint reject this delivery as a replay?"),
    ("email-headers-union", ["email_headers", "message_id"], """From: Branch Secretary <secretary@unite-branch.example>
Date: Mon, 9 Mar 2026 08:02:44 +0000
Message-ID: <20260309080244.7A21@branch.example>
Subject: Rep elections - nominations

Nominations for workplace reps close on Friday 20 March at 17:00.""", "Can you turn this into a short WhatsApp message for members?"),
    ("phonebank-log", ["call_log", "aligned_columns"], """CALL_ID   CALLER     DIALED        RESULT      DURATION  ENDED_AT
c-88120   vol-044    555-0131      Talked      03:12     19:04:55
c-88121   vol-044    555-0188      Voicemail   00:41     19:06:02
c-88129   vol-051    555-0102      Wrong #     00:09     19:06:40""", "What is the contact rate in this sample?"),
    ("shift-roster", ["volunteer_roster", "times_in_content"], """Sat 14 Mar - Eastside office
09:00-12:00  Canvass PCT-14N   Maya, Luis, Ben
12:00-15:00  Canvass PCT-15    Aoife, Sam
15:00-18:00  Phone bank        Priya, Tom, Kwame, Lin""", "Is any turf covered by fewer than two people?"),
    ("fec-style-report", ["compliance_report", "dates_in_table"], """Itemised receipts - period 2026-01-01 to 2026-03-31
2026-01-14  Rivera, Ana        $500.00   Teacher / Oakfield USD
2026-02-02  Rivera, Ana        $1,800.00 Teacher / Oakfield USD
2026-03-20  Rivera, Ana        $1,200.00 Teacher / Oakfield USD""", "Has this donor gone over a $3,300 per-election limit?"),
    ("dues-statement", ["dues_statement", "dates_in_table"], """Dues statement - member 77120
2026-01-28  Payroll deduction   EUR 14.20
2026-02-27  Payroll deduction   EUR 14.20
2026-03-27  Payroll deduction   EUR 19.80""", "Why did March go up?"),
    ("strike-pay-form", ["form", "dates_in_document"], """HARDSHIP FUND CLAIM
Name: Kofi Mensah
Member no.: 301884
Days of action: 10, 11 and 12 March 2026
Submitted: 13/03/2026 16:20""", "Is anything missing from this claim?"),
    ("tenant-repairs-log", ["repairs_log", "reference"], """Job ref    Flat  Reported     Issue                 Status
RP-5521    14B   2026-01-09   Damp bedroom          Closed
RP-5788    14B   2026-02-17   Damp bedroom          Closed
RP-6102    14B   2026-03-11   Black mould           Open""", "How should we word the complaint about repeat repairs?"),
    ("residents-minutes", ["minutes", "numbered_title"], """3. Minutes of the AGM, 4 February 2026
3.1 Present: 23 residents, 5 committee
3.2 Treasurer reported a balance of GBP 1,412.60 at 31 January 2026
3.3 Motion to fund two extra litter picks carried 19-2""", "Summarise item 3 for the newsletter."),
    ("alumni-gift-ack", ["gift_acknowledgement", "receipt_id"], """Gift acknowledgement
Gift ID: G-2026-118402
Received: March 4, 2026 10:22 AM
Designation: Class of 2001 Scholarship Fund
Amount: $100.00""", "Is this enough for a tax receipt, or do I need anything else?"),
    ("conference-abstract", ["abstract_submission", "id_timestamp"], """Abstract ID: ABS-2026-0731
Submitted: 2026-02-27 23:58:12 GMT
Track: Medicines safety
Title: Allergy status in discharge letters: a two-site audit""", "Did I make the 28 February deadline?"),
    ("ce-transcript", ["ce_transcript", "dates_in_table"], """Course                            Date         Hours  Provider ID
Agency law update                 2025-06-11   3      P-1142
Fair housing in practice          2025-11-02   4      P-0088
Contract writing                  2026-02-20   6      P-1142""", "How many hours do I have toward the 30?"),
    ("slack-export", ["chat_export", "timestamps_in_thread"], """[2026-03-09 21:14] maya: signs arrived at Eastside
[2026-03-09 21:16] luis: how many?
[2026-03-09 21:17] maya: 25, we asked for 40""", "Draft a note to the supplier about the shortfall."),
    ("forwarded-union-notice", ["forwarded", "email_headers"], """---------- Forwarded message ---------
From: HR Shared Services <hr@trust.example>
Date: Thu, 5 Mar 2026 at 16:40
Subject: Rota changes from 1 April
To: All ward staff

From 1 April 2026 all band 5 staff will rotate onto nights one week in four.""", "Does this need consultation with the union first?"),
    ("membership-export-csv", ["csv", "member_export"], """member_id,joined,grade,last_paid
0048213,2019-05-02,Associate,2025-04-01
0051902,2021-09-14,Member,2026-03-28
0060007,2024-01-08,Student,2025-01-08""", "Which members have lapsed?"),
    ("ballot-result", ["ballot_result", "numbers"], """RESULT OF BALLOT IAB/2026/117
Eligible: 2,412   Returned: 1,334 (55.3%)
Yes: 1,021 (76.5%)   No: 313 (23.5%)
Declared: 30 March 2026, 14:00""", "Did it pass both thresholds?"),
    ("webhook-json", ["webhook_payload", "json", "id_timestamp"], """{
  "id": "evt_01HV6K3Q8Z",
  "type": "donation.succeeded",
  "created": 1773331200,
  "data": {"amount": 5000, "currency": "usd", "donor": "don_7781"}
}""", "Convert the created time to Eastern time for the thank-you log."),
    ("letter-to-rep", ["letter", "salutation"], """14 March 2026

Dear Councillor Byrne,

I am writing as a resident of Phibsborough about the junction at Cross Guns Bridge, where two cyclists
were injured in January.""", "Is this too long for an opening, and does the date belong at the top?"),
    ("canvass-json", ["canvass_api", "json"], """{"contact_id": 10482211, "result": "undecided", "issues": ["transit"],
 "canvassed_at": "2026-03-14T11:02:47-04:00", "canvasser": "vol-044", "device_id": "a7f3-22c1"}""", "Is the issue coded right if he mentioned bus cuts?"),
    ("ics-meeting", ["ics", "calendar"], """BEGIN:VEVENT
UID:agm-2026@larkspur-tenants.example
DTSTAMP:20260201T090000Z
DTSTART:20260304T190000Z
SUMMARY:Tenants' AGM - service charge
END:VEVENT""", "What time is this in London time, with the clocks as they are in March?"),
    ("dues-invoice", ["invoice", "price"], """INVOICE INV-PG-2026-0912
Issued: 2026-03-01   Due: 2026-03-31
Annual dues, Photographers' Guild (Full)   GBP 145.00
Late renewal surcharge                     GBP 15.00""", "Can they charge a surcharge before the due date?"),
    ("volunteer-signup-form", ["form", "timestamp_first"], """Timestamp,Name,Email,Shifts,Languages
3/8/2026 19:22:04,Teresa Wójcik,tw@example.org,Sat AM,Polish
3/8/2026 20:01:37,Omar Haddad,oh@example.org,Sun PM,Arabic
3/9/2026 07:45:10,Grace Lee,gl@example.org,Sat PM,Korean""", "Who can help with non-English doors on Saturday?"),
    ("error-dialog", ["error_dialog", "request_id_in_content"], """Something went wrong while submitting your renewal.
Request ID: 4c7e2b19-90d3-4f1a-8b62-e5d0c3a7f914
Time: 2026-03-28 22:41:03 UTC
Please try again or contact member services.""", "Should I pay again or wait? I was charged once."),
    ("cpd-audit-letter", ["audit_letter", "reference"], """Ref: CPD-AUD/2026/4417

Dear Member

You have been selected for the 2026 CPD audit. Please upload evidence for all activities logged between
1 January 2025 and 31 December 2025 by 30 April 2026.""", "What counts as evidence for a reading activity?"),
    ("alumni-reunion-notice", ["notice", "short_title"], """REUNION 2026
Class years ending in 1 and 6
Friday 12 June, 18:00 welcome drinks, Old Library
Saturday 13 June, 19:30 dinner, Great Hall (ticket GBP 55)""", "Is the dinner ticket per person or per couple?"),
    ("strike-picket-rota", ["rota", "times_in_content"], """Picket rota - Gate 2
06:00-08:00  Ade, Bryony
08:00-10:00  Callum, Dee, Eshan
10:00-12:00  (gap)""", "Draft a message asking for volunteers for the gap."),
    ("nginx-petition", ["pasted_log", "clf"], """203.0.113.9 - - [09/Mar/2026:18:41:57 +0000] "POST /sign HTTP/2" 429 0 "-" "Mozilla/5.0"
203.0.113.9 - - [09/Mar/2026:18:41:58 +0000] "POST /sign HTTP/2" 429 0 "-" "Mozilla/5.0"
198.51.100.4 - - [09/Mar/2026:18:42:03 +0000] "POST /sign HTTP/2" 201 88 "-" "Mozilla/5.0\"""", "Is this a bot signing our petition?"),
    ("python-log-sync", ["pasted_log", "python_logging"], """2026-03-14 23:59:41,220 INFO sync.canvass pulled 812 contacts
2026-03-15 00:00:02,918 ERROR sync.canvass HTTP 503 from api.votebuilder.example
2026-03-15 00:00:33,104 INFO sync.canvass retry ok, pushed 812""", "Did we lose any contacts?"),
    ("union-agreement-clause", ["agreement", "numbered_title"], """7. Overtime and Sunday working
7.1 No member shall be rostered for more than two Sundays in any four-week period without consent.
7.2 This clause takes effect from 1 January 2026.""", "Does clause 7.1 cover the March rota?"),
    ("tenancy-notice", ["notice", "short_title", "dates_in_document"], """SERVICE CHARGE
Year ending 31 March 2027
Estimated charge per flat: GBP 1,284.00
Payable by 1 April 2026 or in 12 monthly instalments""", "Can the association challenge the estimate?"),
    ("petition-export-csv", ["csv", "timestamp_first"], """signed_at,first_name,postcode,comment
2026-03-09T18:41:57Z,Aoife,D07,Use it every week
2026-03-09T18:44:10Z,Cian,D09,
2026-03-09T18:52:31Z,Maeve,D07,My kids learned to read there""", "Pick the two best comments for the council submission."),
    ("sms-blast-report", ["report", "id_timestamp"], """Blast ID: blast_9QxR22
Sent: 2026-03-13 17:30:00 EDT
Recipients: 14,208   Delivered: 13,771   Opt-outs: 96""", "What is the opt-out rate, and is it high?"),
    ("grievance-outcome", ["letter", "dates_in_document"], """Grievance outcome - case GRV-2026-0342
Hearing held: 24 February 2026
Outcome: not upheld
You may appeal within 5 working days of receiving this letter.""", "If I got it on Friday 27 February, when is my appeal due?"),
    ("member-card", ["card", "member_number"], """Federation of Nurses - Member
Name: Siobhán Kelly
No.: FN-0209981
Valid to: 03/2027""", "Can I use this for the conference discount?"),
]

PLACEMENTS = ["after", "before", "after_noblank", "across_blanks", "wrapped", "verb_object", "forwarded",
              "transcript", "own_language", "quoted"]
OWN_LANG = ["¿Me lo explicas en español?", "Kan du svara på svenska?", "Tu peux répondre en français ?",
            "Pode responder em português?"]


def _place(k: int, placement: str, block: str, ask: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "across_blanks":
        return f"Here it is.\n\n\n{block}\n\n\n{ask}"
    if placement == "wrapped":
        return f"I've pasted what we got below so you can see exactly what it\nsays.\n\n{block}\n\n{ask}"
    if placement == "verb_object":
        return f"{ask} This is what I\nreceived:\n{block}"
    if placement == "forwarded":
        return f"Begin forwarded message:\n\n{block}\n\n-- forwarded by a member, who asks: {ask}"
    if placement == "transcript":
        return (f"System: You help staff and volunteers of member organisations.\nUser: {ask}\n\n{block}\n"
                "Assistant:")
    if placement == "own_language":
        return f"{block}\n\n{ask} {OWN_LANG[k % len(OWN_LANG)]}"
    quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
    return f"Someone sent me this:\n\n{quoted}\n\n{ask}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask) in enumerate(BLOCKS):
        for j in range(4 if k < 13 else 3):
            placement = PLACEMENTS[(k + j * 3) % len(PLACEMENTS)]
            text = _place(k + j, placement, block, ask)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


def _negatives_asked() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        hard = [] if "control" in tags else ["hard_negative"]
        NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))

    add("id-question-van", ["id_in_question"], "Why does VAN ID 10482211 show up twice in our turf list?")
    add("id-question-stripe", ["id_in_question"], "Donation ch_3OqL8tKZ19vNf2aB0c4Xy1Wp was refunded. Does the receipt need reissuing?")
    add("epoch-question", ["epoch", "id_in_question"], "Our petition tool says signed 1773077517. What time was that in Dublin?")
    add("uuid-question", ["uuid_content", "id_in_question"],
        "Member services gave me case 9b2e4f61-3a7d-4c88-b1e0-5d6f7a8c9e02 for my grievance.\nHow long do cases like this usually take?")
    add("header-line-question", ["single_header_line", "id_in_question"],
        "What does this header line in the bounce mean?\nX-Delivery-Id: 6f1c2e9a-44b7-4a2d-9d0e-7b3c5a8e1f20")
    add("date-header-question", ["single_header_line", "http_date"],
        "The petition API returned\nDate: Mon, 09 Mar 2026 18:41:57 GMT\nIs that the time the signature was made?")
    add("stable-campaign-header", ["stable_header", "authored_revision"], """Prompt: canvass-script
Prompt version: 4.1.0
Last reviewed: 2026-02-01 by the field director
Knowledge cutoff: 2024-06

Write a 30-second door script about the bus cuts.""")
    add("stable-union-header", ["stable_header", "member_since"], """Member since: 2011-09-01
Branch: Health South
Grade: Full member

You are the member services assistant.

Member: Am I eligible for the long-service award?
Assistant:""")
    add("relative-times", ["relative_time"],
        "The last text blast went out 20 minutes ago and we've had 96 opt-outs since. Is that worse than last week?")
    add("date-arithmetic", ["date_arithmetic"],
        "Our strike ballot closes on 27 March 2026 at noon. We need 14 days' notice after the result. What is the earliest strike day?")
    add("few-shot-dates", ["few_shot", "example_date"], """Extract the meeting as JSON.

Example input: "Branch meeting 2026-04-02 at 18:30"
Example output: {"date": "2026-04-02", "time": "18:30"}

Input: "AGM 2026-05-14 19:00"
Output:""")
    add("template-unrendered", ["template"], """Is this reminder template OK before we load it?

Hi {{first_name}}, your shift at {{office}} starts {{shift_start}} on {{shift_date}}. Reply STOP to opt out.""")
    add("user-clock", ["user_typed_time"],
        "It's 6pm now and the phone bank runs till 9. With 12 callers at 20 dials an hour, how many dials tonight?")
    add("dues-api-version", ["stable_header", "api_version"], """Stripe-Version: 2024-06-20
Our dues integration pins this version. What breaks if we upgrade?""")
    add("plain-control-1", ["control", "plain"], """You help tenants' associations write newsletters.

User: Give me three headline ideas for the spring issue.
Assistant:""")
    add("plain-control-2", ["control", "plain"], "Suggest five chants for a peaceful picket line about fair pay for cleaners.")
    add("epoch-ms-question", ["epoch", "id_in_question"],
        "Why does the webhook's created 1773331200 differ from our log's 1773331200512?")
    add("iso-week-question", ["iso_week", "id_in_question"],
        "Our campaign calendar runs sprints by ISO week. Which dates does 2026-W11 cover?")


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen36(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_asked()
    _negatives_pasted()
    return make_holdout.assemble("hold36", positives, list(NEG), source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
