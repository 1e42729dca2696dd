"""Build `prompt_normalizer/corpus/holdout4.jsonl`, a fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout4.py

Written without reading the detectors, their tests, the corpora they were tuned on, or the other
holdouts' cases, and neither run through the normalizer nor scored before it was frozen. The only
file of the normalizer's tests read was `make_holdout.py`, whose labelling rules and assembly
machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `dump`, the value formats) are reused
here and none of whose scenarios is repeated. The scenarios are new and come from three kinds of
source:

* what products document about the context they inject into prompts: a Bing/Copilot-style "time at
  the start of this conversation" and "current date and time", Perplexity-style search results with
  their publication dates, Notion and Confluence AI page metadata, Slack AI event envelopes, Zendesk
  AI ticket webhooks, Salesforce Einstein prompt-template merge fields, HubSpot CRM records, Intercom
  Fin conversation context, GitHub Copilot Chat editor context, Cursor-style rules files and
  `<user_info>`, JetBrains AI, Replit, Vercel v0, Shopify Sidekick and Shopify webhooks, a
  Duolingo-style lesson context, a Khanmigo-style tutor, a banking app;
* agent frameworks' scratchpads and run logs: LangGraph checkpoints (thread_id, checkpoint id, ts),
  AutoGen run context, CrewAI scratchpads, OpenAI Agents SDK traces (trace_id, span_id, group_id),
  the Responses API's previous_response_id, Semantic Kernel function results, Haystack pipeline
  footers, LlamaIndex callback events, MCP JSON-RPC tool results, Bedrock Agents session attributes,
  Vertex AI Agent Engine sessions;
* observability, infrastructure and messaging formats: Alertmanager webhooks, Grafana OnCall,
  Sentry, Honeycomb, New Relic, Elastic ECS, Kubernetes events and audit logs, k8sgpt, Argo
  Workflows, GitHub Actions, Jenkins, Terraform Cloud, AWS CloudTrail / Lambda / SigV4, GCP audit
  logs and Cloud Functions, Azure Activity Log, Discord interactions, Teams bot activities, Matrix
  events, Telegram updates, WhatsApp Cloud API, WeChat official-account XML, SMS gateways (Vonage,
  SMPP delivery receipts, Twilio), and email (Message-ID, X-Received, Date) in support bots.

The corpus holds hand-written positive scenarios (one function each), a seeded generated family that
puts one field of many formats and labels (common ones, ones no list would know, and labels in the
prompt's language) into one of ten positions of a set of bodies, hand-written hard negatives (one
function each), and a generated negative family with the generated positives' shapes but only
stable, date-like or id-like values (API versions, knowledge cutoffs, CalVer releases, customer-since
dates, tenant uuids, security patch levels...).

Prompts are in English and in German, French, Spanish, Italian, Dutch, Portuguese, Polish, Swedish,
Turkish, Japanese, Chinese and Korean. The output is deterministic (seeded); once written and hashed
it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case.
Clarifications made for this corpus:

* Envelope and payload. When a program wraps content for the model (an alert, a webhook body, an
  email, a ticket) and adds its own delivery metadata (received-at, delivery / invocation / poll id,
  signature timestamp), only that envelope is volatile; the payload's own timestamps and ids
  (`startsAt`, `fingerprint`, the email's `Date`, `Message-ID` and `X-Received`, a ticket's dates)
  are content under rule 2, although they too differ from one delivery to the next.
* A tool or function result whose value is the current time (a Semantic Kernel time plugin, an MCP
  `get_current_time` call) is a program-inserted current time: volatile. In an MCP result the
  JSON-RPC request `id` is a request id; the result's content is content.
* Per-run generated names and counters are run ids: Argo's `workflow.name` made from `generateName`,
  Jenkins `BUILD_ID`, `GITHUB_RUN_ID`, Terraform Cloud `run-...`. A commit SHA, `GITHUB_RUN_ATTEMPT`,
  job, workspace and webhook-subscription ids are stable.
* Places are stable, conversations are not: Slack team / channel, Discord guild / channel, Matrix
  room, Teams `conversation.id` of a personal chat, WeChat account ids and a VS Code machine id stay;
  a framework's thread / conversation / group id (LangGraph `thread_id`, Agents SDK `group_id`,
  Intercom conversation id, Bedrock / Vertex session) is a session id and moves. Per-message ids
  (Matrix `event_id`, WhatsApp `wamid`, Telegram `update_id`, WeChat `MsgId`, Teams activity `id`,
  Slack `event_id`, Discord interaction id and token) move with the message's timestamps.
* Page and record metadata (Notion "Last edited", Confluence `lastModified`, HubSpot `createdate`,
  a rules file's "last updated") are document dates: they stay even inside a metadata block, next to
  an injected current date that moves.
* A current time of day alone (`4:12 PM`), a current calendar week (`KW 10/2026`) and a templated
  "as of <time>" phrase are current dates under rule 1; dates the user typed ("today is my
  birthday, 3 March"), and current-looking dates inside exercise content (a sentence to translate)
  are content.
* Android security patch levels, CalVer versions (`2026.03.1`), Nix channels and API versions in a
  device or config block are versions (rule 2), even when injected by the app on every request.
* Paired cases: several formats appear twice, once as metadata a program injects (positive) and once
  pasted by a user who asks about it (negative): Shopify webhook headers, a Discord interaction, a
  Teams activity, a Matrix event, a LangGraph checkpoint, Agents SDK trace ids, Jenkins and GitHub
  Actions run ids, an Alertmanager payload, a Notion / Confluence page.
* Inline `key=value` spans in a `;`-separated header (a Cookie) are placed last so that the cut
  leaves no empty field; XML and JSON spans follow rule 3 (attribute; member with its comma).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from make_holdout import (
    CEST,
    CET,
    DAYS,
    DAYS_LONG,
    EDT,
    EST,
    IST,
    JST,
    MONTHS,
    MONTHS_LONG,
    Draft,
    Gen,
    assemble,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    v,
    windows_general,
    write,
)

SEED = 20261204
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout4.jsonl"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
WEST = timezone(timedelta(hours=1), "WEST")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
KST = timezone(timedelta(hours=9), "KST")
CST_CN = timezone(timedelta(hours=8), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")

# --- localised calendars --------------------------------------------------------------------------

DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
PT_DAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
PL_DAYS = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
PL_MONTHS_GEN = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                 "października", "listopada", "grudnia"]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
             "november", "december"]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
JA_DAYS = "月火水木金土日"
ZH_DAYS = "一二三四五六日"
KO_DAYS = "월화수목금토일"


# --- value formats not in make_holdout.py -------------------------------------------------------

def _ampm(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def bing_time(t: datetime) -> str:
    """`Tue, 03 Mar 2026 14:22:10 GMT+01:00`: an HTTP-like date in local time with its offset."""
    off = t.utcoffset() or timedelta(0)
    minutes = int(off.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    hh, mm = divmod(abs(minutes), 60)
    return (f"{DAYS[t.weekday()]}, {t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S} "
            f"GMT{sign}{hh:02d}:{mm:02d}")


def us_datetime(t: datetime) -> str:
    """`Tuesday, March 3, 2026 at 2:22 PM`."""
    return f"{long_date(t)} at {_ampm(t)}"


def salesforce_dt(t: datetime) -> str:
    """Salesforce REST datetimes: `2026-03-03T14:22:10.000+0000`."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond // 1000:03d}+0000"


def java_date(t: datetime) -> str:
    """`java.util.Date.toString()`: `Tue Mar 03 14:22:10 CET 2026`."""
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.tzname()} {t.year}"


def jenkins_ts(t: datetime) -> str:
    """Jenkins Build Timestamp plugin default pattern `yyyy-MM-dd_HH-mm-ss`."""
    return f"{t:%Y-%m-%d_%H-%M-%S}"


def llama_time(t: datetime) -> str:
    """LlamaIndex callback event time, `%m/%d/%Y, %H:%M:%S.%f`."""
    return f"{t:%m/%d/%Y, %H:%M:%S}.{t.microsecond:06d}"


def amz_date(t: datetime) -> str:
    """SigV4 `X-Amz-Date` (ISO 8601 basic, UTC)."""
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def offset_iso(t: datetime) -> str:
    """`2026-03-03T09:14:02-05:00` (seconds, numeric offset even at UTC)."""
    off = t.utcoffset() or timedelta(0)
    minutes = int(off.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    hh, mm = divmod(abs(minutes), 60)
    return f"{t:%Y-%m-%dT%H:%M:%S}{sign}{hh:02d}:{mm:02d}"


def de_long(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def fr_sentence(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} et il est {t.hour} h {t:%M}"


def es_long(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def it_long(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}"


def nl_long(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def pt_numeric(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def pl_sentence(t: datetime) -> str:
    return f"Dzisiaj jest {PL_DAYS[t.weekday()]}, {t.day} {PL_MONTHS_GEN[t.month - 1]} {t.year} r."


def sv_long(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def tr_long(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]}, {t:%H:%M}"


def ja_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t:%H:%M}"


def zh_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 星期{ZH_DAYS[t.weekday()]} {t:%H:%M:%S}"


def ko_long(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_DAYS[t.weekday()]}) {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M}"


class Gen4(Gen):
    """`Gen` plus the moments and identifiers of this corpus's sources."""

    def moment_zone(self, std: timezone, dst: timezone | None = None) -> datetime:
        """A moment in a zone, its summer offset from April to October when it has one."""
        t = self.moment()
        return t.astimezone(dst if dst is not None and 4 <= t.month <= 10 else std)

    def moment_uk(self) -> datetime:
        return self.moment_zone(GMT, BST)

    def moment_pt(self) -> datetime:
        return self.moment_zone(timezone(timedelta(0), "WET"), WEST)

    def moment_pacific(self) -> datetime:
        return self.moment_zone(PST, PDT)

    def lower_alnum(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))

    def upper_alnum(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(n))

    def uuid6(self, t: datetime) -> str:
        """RFC 9562 version 6 (LangGraph's checkpoint ids): Gregorian 100 ns ticks, high bits first."""
        ticks = int((t - datetime(1582, 10, 15, tzinfo=UTC)).total_seconds() * 10_000_000)
        value = ((ticks >> 12) << 80) | ((ticks & 0xFFF) << 64) | self.rng.getrandbits(64)
        h = f"{value:032x}"
        h = h[:12] + "6" + h[13:16] + f"{(int(h[16], 16) & 0x3) | 0x8:x}" + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def slack_event_id(self) -> str:
        return "Ev" + self.upper_alnum(10)

    def matrix_event_id(self) -> str:
        return "$" + self.b64url(32)

    def wamid(self) -> str:
        return "wamid.HBgM" + self.b64url(36).replace("-", "A").replace("_", "B") + "A=="

    def twilio_sid(self, prefix: str = "SM") -> str:
        return prefix + self.hex(32)

    def vercel_id(self, t: datetime) -> str:
        edge = self.pick(["fra1", "cdg1", "arn1", "lhr1", "iad1", "sfo1"])
        return f"{edge}::iad1::{self.lower_alnum(5)}-{epoch_ms(t)}-{self.hex(12)}"

    def tfc_run(self) -> str:
        return "run-" + self.b62(16)

    def resp_id(self) -> str:
        return "resp_" + self.hex(48)

    def discord_token(self) -> str:
        return "aW50ZXJhY3Rpb246" + self.b64url(72)



# --- positives: context that products inject ---------------------------------------------------

Scenario = Callable[[Gen4], Draft]
POSITIVES: list[Scenario] = []
NEGATIVES: list[Scenario] = []


def positive(fn: Scenario) -> Scenario:
    POSITIVES.append(fn)
    return fn


def negative(fn: Scenario) -> Scenario:
    NEGATIVES.append(fn)
    return fn


@positive
def _bing_conversation_start(g: Gen4) -> Draft:
    t = g.moment_eu()
    sentence = v("datetime", f"Time at the start of this conversation is {bing_time(t)}.")
    return Draft(f"""# Consider Lanternsearch whose codename is Wick.
- Wick is the chat mode of the Lanternsearch engine. Wick identifies as "Lanternsearch", not as an assistant.
- Wick's responses should be informative, visual, logical and actionable.
- Wick always cites the web results it used as [^1^], [^2^].

## On the user's context
{sentence} The user is located in Utrecht, Netherlands.

User: which supermarkets near me are open on Sunday evening?
Wick:""", "holdout4:product:bing-style", ["inline_sentence", "bing_gmt_offset", "system_tail"])


@positive
def _copilot_context_bullets(g: Gen4) -> Draft:
    t = g.moment_us()
    return Draft(f"""You are Compass, a helpful companion built into the Fabrikam laptop. Be brief, warm and practical.
Do not claim to browse the web unless a search result is given to you.

## User context
- Name: Marisol
- Locale: en-US
{v('datetime', '- Current date and time: ' + us_datetime(t) + ' (' + str(t.tzname()) + ')')}
- Device: Fabrikam Aero 14, Windows 11 24H2

Marisol: Set me a reminder to call the pharmacy before it closes.
Compass:""", "holdout4:product:copilot-style", ["md_bullets", "us_long_datetime", "stable_neighbours"])


@positive
def _perplexity_results(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""You are an answer engine. Write a concise answer and cite the search results as [1], [2]. When
sources disagree, prefer the most recent one and say so.
{v('date', f'Current date: {DAYS_LONG[t.weekday()]}, {MONTHS_LONG[t.month - 1]} {t.day:02d}, {t.year}')}
{v('request_id', 'query_id: ' + g.uuid4())}

Search results:
[1] "Heat pump grants explained" - energysaving.example - published 2025-11-03
    Households can claim up to GBP 7,500 towards an air source heat pump.
[2] "Boiler Upgrade Scheme changes" - gov.example - published 2026-01-14
    From April the grant for ground source heat pumps is also GBP 7,500.

Question: How much is the heat pump grant for a ground source pump?
Answer:""", "holdout4:product:perplexity-style",
                 ["system_tail", "long_date", "uuid", "dates_in_content_neighbour"])


@positive
def _notion_page_context(g: Gen4) -> Draft:
    t = g.moment_pt()
    now = f"{MONTHS[t.month - 1]} {t.day}, {t.year} {_ampm(t)}"
    return Draft(f"""You are the writing assistant inside a team wiki. Work only with the page the user has open.

<context>
User: Ines Duarte
Timezone: Europe/Lisbon
{v('datetime', 'Current date and time: ' + now)}
Page: Q2 hiring plan
Page created: Jan 12, 2026 9:40 AM
Page last edited: Feb 27, 2026 4:05 PM by Tomas Reis
</context>

<page>
Q2 hiring plan
- Two backend engineers (one senior) by end of May.
- One product designer, contract first, start in April.
- Budget approved by finance on 20 February.
</page>

Ines: Turn this into a short announcement for the team channel.
Assistant:""", "holdout4:product:notion-style",
                 ["header_block", "stable_neighbours", "document_dates_neighbour", "ampm_datetime"])


@positive
def _confluence_request_attrs(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""<assistant-request {v('request_id', 'id="' + g.uuid4() + '"')} {v('datetime', 'issued="' + rfc3339(t, 3) + '"')} product="wiki-ai"/>
<confluence-page id="884211764" space="ENG" version="14" lastModified="2026-02-11T09:30:00Z">
Release train
Every second Wednesday we cut a release branch at 10:00 UTC. Hotfixes go to the branch and are
merged back to main the same day. The release manager rotates weekly; see the on-call calendar.
</confluence-page>
Summarise the page in two sentences for a new joiner.""", "holdout4:product:confluence-style",
                 ["xml_attr", "head", "two_in_line", "document_dates_neighbour"])


@positive
def _slack_ai_envelope(g: Gen4) -> Draft:
    t = g.moment()
    first = t - timedelta(minutes=g.small(20, 90))
    return Draft(f"""Slack event envelope:
team_id: T02KX8R9Q
api_app_id: A06BT4JH2LM
{v('message_id', 'event_id: ' + g.slack_event_id())}
{v('epoch', 'event_time: ' + str(epoch_s(t)))}
type: app_mention
channel: C05QW7RT12K

You are Recap, a Slack app. Summarise the thread you were mentioned in for people who missed it:
decisions first, then open questions. Do not quote messages verbatim.

Thread:
[{epoch_s(first)}.004100] maria: the EU invoices job failed again, third night in a row
[{epoch_s(first) + 240}.118900] kenji: it's the VAT lookup timing out, the provider changed their rate limit
[{epoch_s(first) + 600}.332000] maria: ok let's cache the rates for 24h and retry the job by hand tonight

Summary:""", "holdout4:product:slack-ai-style",
                 ["header_block", "slack_event_id", "epoch_s", "stable_neighbours", "pasted_content_neighbour"])


@positive
def _zendesk_webhook_ticket(g: Gen4) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Draft a first reply for the agent. Be apologetic but do not promise a refund; the agent decides.

Ticket #48213 · Priority: high · Requester: Mario Rossi <mario.rossi@example.it>
Subject: Lavatrice consegnata danneggiata
Created: 2026-02-26 18:40 CET
Description: La lavatrice è arrivata con l'oblò incrinato. Il corriere ha consegnato il 26/02 alle
18:10 e non ho potuto controllare prima di firmare.

Webhook headers:
X-Zendesk-Webhook-Id: 01HQ0A8Z3S7XK2M5N9P4R6T8VW
{v('request_id', 'X-Zendesk-Webhook-Invocation-Id: ' + g.digits(19))}
{v('datetime', 'X-Zendesk-Webhook-Signature-Timestamp: ' + rfc3339(t.astimezone(UTC)))}
""", "holdout4:product:zendesk-style",
                 ["tail", "header_block", "decimal_id", "rfc3339", "stable_neighbours", "non_english"])


@positive
def _salesforce_merge_fields(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Prompt template: Sales Email - Follow Up (v3)
Record: Opportunity 0068d00000QzXyZAAV "Acme Wind - 40 turbines"
Account: 0018d00000Ab1CdEAF
Owner: Priya Nair
Stage: Proposal/Price Quote
Close Date: 2026-06-30
{v('datetime', 'Flow.CurrentDateTime: ' + salesforce_dt(t))}
{v('request_id', 'Trust Layer request: ' + g.uuid4())}

Write a follow-up email from the owner to the customer contact. Mention the proposal sent last week
and suggest two time slots for a call. Under 120 words.
Email:""", "holdout4:product:salesforce-einstein-style",
                 ["head", "header_block", "salesforce_datetime", "uuid", "stable_neighbours", "record_ids"])


@positive
def _hubspot_contact(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""{{
  "contact": {{"id": "51", "email": "l.meyer@brightwater.example", "lifecyclestage": "opportunity",
              "createdate": "2024-09-12T08:03:11.204Z", "hs_lead_status": "IN_PROGRESS"}},
  "meta": {{
    {v('request_id', '"correlationId": "' + g.uuid4() + '",')}
    {v('epoch', '"requestedAt": ' + str(epoch_ms(t)))}
  }}
}}
You are the CRM assistant. Suggest the next best action for the sales rep on this contact, in one
sentence, and explain why in one more.

Rep: What should I do next with Lena?
Assistant:""", "holdout4:product:hubspot-style", ["json_block", "head", "uuid", "epoch_ms", "record_dates_neighbour"])


@positive
def _intercom_fin(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Fin context
{v('session_id', 'conversation_id: ' + g.digits(15))}
{v('epoch', 'conversation_created_at: ' + str(epoch_s(t)))}
user_id: usr_8812
company: Pelican Freight
plan: Growth (annual)

You are Fin, the support agent for Routely. Answer from the help center only. If the question is
about an invoice, hand over to a human with the tag billing.

Customer: How do I add a second depot so routes can start from there?
Fin:""", "holdout4:product:intercom-style",
                 ["head", "header_block", "decimal_id", "epoch_s", "stable_neighbours"])


@positive
def _copilot_chat_editor(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""<editorContext>
  <file path="src/cart/totals.ts" language="typescript"/>
  <selection startLine="40" endLine="52"/>
  <sessionInfo {v('session_id', 'vscodeSessionId="' + g.uuid4() + str(epoch_ms(t)) + '"')} machineId="4c1e0d7a92b8f35e61d0a7c49e2b3f8d5a6c7e1f0b9d8a2c3e4f5a6b7c8d9e0f"/>
</editorContext>
{v('date', f'The current date is {MONTHS_LONG[t.month - 1]} {t.day}, {t.year}.')}

You are a programming assistant. Answer questions about the selected code. Keep answers short and
put code in fenced blocks.

```typescript
export function totalWithVat(lines: Line[], rate: number): number {{
  return lines.reduce((sum, l) => sum + l.price * l.qty, 0) * 1 + rate;
}}
```

User: why is the total wrong for a 23% rate?
Assistant:""", "holdout4:product:copilot-chat-style",
                 ["xml_attr", "head", "us_long_date", "stable_machine_id_neighbour", "code_neighbour"])


@positive
def _cursor_user_info(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""<rules>
.cursor/rules/backend.mdc (last updated 2025-11-20):
- Use FastAPI dependencies for database sessions.
- Store every timestamp as UTC; never call datetime.now() without a tz.
- Tests go next to the module as test_<module>.py.
</rules>
<user_info>
The user's OS version is linux 6.8.0-52-generic. The absolute path of the user's workspace is /home/dev/ledger. The user's shell is /usr/bin/bash. {v('date', 'Today is ' + long_date(t) + '.')}
</user_info>

User: add an endpoint that lists invoices overdue by more than 30 days
Assistant:""", "holdout4:product:cursor-style",
                 ["inline_sentence", "long_date", "authored_date_neighbour"])


@positive
def _jetbrains_ai(g: Gen4) -> Draft:
    t = g.moment_eu()
    return Draft(f"""IDE: IntelliJ IDEA 2025.3 (build IU-253.28294.334)
Project: billing-service (Gradle, JDK 21)
{v('session_id', 'AI chat session: ' + g.uuid4())}
{v('datetime', 'Request time: ' + java_date(t))}
Current file: src/main/kotlin/com/fabrikam/billing/InvoiceService.kt

You are an AI assistant inside a JetBrains IDE. Prefer idiomatic Kotlin and mention the IDE action
(with its shortcut) when one exists.

User: convert this class to use constructor injection
Assistant:""", "holdout4:product:jetbrains-style",
                 ["head", "header_block", "java_date", "uuid", "stable_neighbours"])


@positive
def _replit_env_line(g: Gen4) -> Draft:
    return Draft(f"""You are the coding agent of an online IDE. Make the smallest change that fixes the problem, run the
tests, and describe what you changed in two sentences.

Environment: REPL_OWNER=maya-k REPL_SLUG=flashcards REPL_LANGUAGE=python3 {v('session_id', 'REPLIT_SESSION=' + g.nanoid())}

User: the flashcards shuffle button shows the same order every time
Agent:""", "holdout4:product:replit-style", ["key_value_inline", "nanoid", "stable_neighbours"])


@positive
def _vercel_v0(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""v0 generation context
Framework: Next.js 15 (App Router)
UI: shadcn/ui, Tailwind CSS 4
{v('request_id', 'x-vercel-id: ' + g.vercel_id(t))}

Generate a pricing page with three tiers (Starter, Team, Business). Monthly/yearly toggle, the
yearly price shows "2 months free". Use only components from the UI kit.""", "holdout4:product:v0-style",
                 ["head", "header_block", "vercel_id", "stable_neighbours"])


@positive
def _shopify_sidekick_table(g: Gen4) -> Draft:
    t = g.moment_us()
    return Draft(f"""You are the commerce assistant in the shop admin. Answer about this shop only, with numbers from the
tools, and suggest one concrete next step.

| Field      | Value                          |
|------------|--------------------------------|
| Shop       | lumen-coffee.myshopify.com     |
| Currency   | USD                            |
| Plan       | Basic                          |
{v('datetime', '| Local time | ' + offset_iso(t) + '      |')}
{v('request_id', '| Request    | ' + g.uuid4() + ' |')}

Merchant: Which of my products should I put on sale for the spring launch?
Assistant:""", "holdout4:product:shopify-style", ["md_table", "offset_iso", "uuid", "stable_neighbours"])


@positive
def _shopify_webhook_headers(g: Gen4) -> Draft:
    t = g.moment()
    ns = g.small(1, 1000)
    return Draft(f"""X-Shopify-Topic: orders/create
X-Shopify-Shop-Domain: lumen-coffee.myshopify.com
X-Shopify-API-Version: 2025-10
{v('request_id', 'X-Shopify-Webhook-Id: ' + g.uuid4())}
{v('datetime', 'X-Shopify-Triggered-At: ' + go_nano(t, ns))}
{v('signature', 'X-Shopify-Hmac-Sha256: ' + g.b64url(32).replace('-', '+').replace('_', '/') + '=')}

Write a one-line thank-you note to print on the packing slip of this order. Mention the product.

Order #1043: 1 x "Ethiopia Guji, 250 g, whole bean", ship to Ana, Providence RI.""",
                 "holdout4:product:shopify-webhook", ["head", "header_block", "uuid", "go_rfc3339nano", "signature",
                                                     "api_version_neighbour"])


@positive
def _duolingo_lesson(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""lesson_context:
  course: es-from-en
  unit: 4 (Food)
  level: A2
  {v('epoch', 'session_started_ms: ' + str(epoch_ms(t)))}
  hearts: 5

You are Lily, a sarcastic but kind tutor character. Explain the learner's mistake in one or two
sentences of English, then give the corrected Spanish sentence.

Exercise: Translate "My sister eats bread every day."
Learner answer: Mi hermana come el pan todos las días.
Lily:""", "holdout4:product:duolingo-style", ["yaml_block", "head", "epoch_ms", "stable_neighbours"])


@positive
def _khanmigo_tutor(g: Gen4) -> Draft:
    t = g.moment_us()
    return Draft(f"""You are a Socratic maths tutor for a grade 7 student. Never give the final answer; ask one guiding
question at a time, and praise effort rather than speed.
Exercise: Solving two-step equations (3 of 8)
{v('session_id', 'Tutoring session: ' + g.uuid4())}
{v('datetime', 'Student local time: ' + _ampm(t))}

Student: 4x - 6 = 18 so x = 3 right??
Tutor:""", "holdout4:product:khanmigo-style", ["system_tail", "uuid", "time_of_day"])


@positive
def _banking_app_pt(g: Gen4) -> Draft:
    t = g.moment_pt()
    return Draft(f"""Contexto da sessão (app Banco Atlântico):
Cliente: Joana Martins
Conta à ordem: PT50 0035 0683 0000 1234 5678 9
{v('datetime', 'Data/hora do pedido: ' + pt_numeric(t))}
{v('session_id', 'ID da sessão: ' + g.hex(24))}
Idioma: pt-PT

És a assistente do Banco Atlântico. Responde em português europeu, com frases curtas. Nunca peças
códigos de acesso nem o PIN do cartão.

Cliente: Quanto posso transferir por MB WAY num dia?
Assistente:""", "holdout4:product:banking-app",
                 ["head", "header_block", "pt_datetime", "hex24", "iban_neighbour", "non_english"])


# --- positives: agent frameworks' scratchpads and run logs ------------------------------------

@positive
def _langgraph_checkpoint(g: Gen4) -> Draft:
    t = g.moment()
    ts = py_iso(t.astimezone(UTC).replace(tzinfo=None)) + "+00:00"
    thread = v("session_id", '"thread_id": "' + g.uuid4() + '",')
    cid = v("run_id", '"id": "' + g.uuid6(t) + '",')
    cts = v("datetime", '"ts": "' + ts + '",')
    return Draft(f"""## Agent state (restored from checkpoint)
config: {{"configurable": {{{thread} "checkpoint_ns": ""}}}}
checkpoint: {{"v": 1, {cid} {cts} "channel_versions": {{"messages": 7, "plan": 3}}}}

You are the planner node of a travel-booking graph. Given the conversation so far, decide the next
node: "search_flights", "search_hotels", "ask_user" or "finish". Reply with the node name only.

Conversation:
user: two nights in Porto, arriving Friday, flying from Berlin
assistant (search_flights): found 3 flights, cheapest EUR 142 with a 1h10 layover in Zurich
user: fine, book the cheapest. hotel near the river please
Next node:""", "holdout4:agent:langgraph-style",
                 ["json_inline", "uuid", "uuid6", "python_isoformat", "three_in_block"])


@positive
def _autogen_run_context(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""run_context:
  team: research-pair (RoundRobinGroupChat)
  participants: [planner, web_surfer]
  max_turns: 6
  {v('datetime', 'task_started: "' + py_str(t) + '"')}
  {v('run_id', 'run_id: ' + g.uuid4())}

planner: You coordinate the research. Break the task into at most three searches, hand each to
web_surfer, and write the final answer yourself. End with TERMINATE.

task: Compare the battery warranty terms of the three best-selling e-bikes in the Netherlands.
planner:""", "holdout4:agent:autogen-style", ["yaml_block", "head", "python_str_datetime", "uuid"])


@positive
def _crewai_scratchpad(g: Gen4) -> Draft:
    t = g.moment()
    t2 = t + timedelta(seconds=g.small(3, 40))
    a = v("datetime", "[" + iso_space(t) + "]")
    b = v("datetime", "[" + iso_space(t2) + "]")
    return Draft(f"""You are Compliance Reviewer. You check supplier contracts against the company's clause list and you
are strict about liability caps.
Your personal goal is: Flag every clause that deviates from clause list v7.

Scratchpad for this run:
{a}[INFO]: == Working Agent: Compliance Reviewer
{b}[INFO]: == Starting Task: Check the Nordkap Metals supply contract against clause list v7

Clause list v7 (excerpt): liability capped at 12 months of fees; 30-day payment terms; Dutch law.
Contract (excerpt): liability capped at 36 months of fees; payment within 60 days; Dutch law.

Thought:""", "holdout4:agent:crewai-style", ["bracketed", "iso_space", "inline_prefix", "two_lines"])


@positive
def _openai_agents_trace(g: Gen4) -> Draft:
    return Draft(f"""workflow_name: Support triage
{v('trace_id', 'trace_id: trace_' + g.hex(32))}
{v('session_id', 'group_id: ' + g.uuid4())}
{v('trace_id', 'span_id: span_' + g.hex(24))}
agent: Triage Agent
handoffs: [Billing Agent, Shipping Agent, Human]

You are the Triage Agent. Read the customer's message and hand off to exactly one agent. Answer with
the agent name only.

Customer: The parcel tracker says delivered but nothing is at my door and it's been two days.
Handoff:""", "holdout4:agent:openai-agents-sdk", ["head", "header_block", "trace_id", "span_id", "group_id",
                                                  "stable_neighbours"])


@positive
def _responses_previous_id(g: Gen4) -> Draft:
    return Draft(f"""{v('session_id', 'previous_response_id: ' + g.resp_id())}
store: true
model: gpt-4.1-mini
instructions: You are Quill, a writing coach. Keep feedback to three bullet points.

User: Here is my revised opening paragraph. Better now?
"When the last ferry left Vlieland, the island went quiet in a way I had never heard before."
Quill:""", "holdout4:agent:responses-api", ["head", "header_block", "resp_id", "stable_neighbours"])


@positive
def _sk_time_plugin(g: Gen4) -> Draft:
    t = g.moment_eu()
    return Draft(f"""<message role="system">You are the room-booking assistant of the Delft office. Book rooms only for today or
later, and never for more than four hours.</message>
<message role="user">Can I have the big meeting room from two until half past three?</message>
<message role="assistant">Let me check the time first.</message>
<message role="tool">
{v('datetime', '<function_result plugin="TimePlugin" function="Now">' + sk_now(t) + '</function_result>')}
</message>""", "holdout4:agent:semantic-kernel-style",
                 ["xml_element", "tool_result_now", "dotnet_long_datetime"])


@positive
def _haystack_footer_kv(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Answer the question using only the documents. If the documents do not contain the answer, say so.

Documents:
- (faq.md) Orders ship within 2 business days from our warehouse in Venlo.
- (returns.md) Returns are free within 30 days; the label is in the box.

Question: Do you ship on Saturdays?

pipeline=qa_rag_v2 | {v('run_id', 'run=' + g.uuid4())} | {v('datetime', 'finished_at=' + rfc3339(t, 6))}""",
                 "holdout4:agent:haystack-style", ["footer", "tail", "key_value_inline", "two_in_line"])


@positive
def _llamaindex_callback(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""[callback] event_type=LLM {v('request_id', 'event_id=' + g.uuid4())} {v('datetime', 'time="' + llama_time(t) + '"')} parent=query
Context information is below.
---------------------
The Orbis Insurance home policy covers water damage from burst pipes, but not gradual leaks or damp.
Claims must be reported within 14 days of discovery.
---------------------
Given the context information and not prior knowledge, answer the query.
Query: Is a slow leak behind the dishwasher covered?
Answer:""", "holdout4:agent:llamaindex-style", ["head", "key_value_inline", "llama_time", "uuid", "two_in_line"])


@positive
def _mcp_tool_result(g: Gen4) -> Draft:
    return Draft(f"""Tool call result (MCP server "weather", tool get_forecast):
{{
  "jsonrpc": "2.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "result": {{
    "content": [{{"type": "text", "text": "Bergen: 9 C, rain showers, wind 30 km/h SW, gusts 55 km/h"}}],
    "isError": false
  }}
}}

Use the tool result to answer the user in one friendly sentence.
User: should I take the ferry to Stavanger this afternoon or is it too rough?
Assistant:""", "holdout4:agent:mcp-result", ["json_block", "jsonrpc_id", "uuid"])


@positive
def _mcp_current_time_pl(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""Wynik narzędzia get_current_time (serwer MCP "time"):
{{
  "timezone": "Europe/Warsaw",
  {v('datetime', '"datetime": "' + offset_iso(t) + '",')}
  "is_dst": {'true' if t.tzname() == 'CEST' else 'false'}
}}

Jesteś asystentem sklepu rowerowego Szprycha w Krakowie. Sklep jest czynny od poniedziałku do piątku
w godzinach 10-18, w soboty 10-14. Odpowiadaj krótko, po polsku.

Klient: Czy zdążę dziś jeszcze odebrać rower z serwisu?
Asystent:""", "holdout4:agent:mcp-time-tool", ["json_block", "tool_result_now", "offset_iso", "non_english"])


@positive
def _bedrock_session_attrs(g: Gen4) -> Draft:
    inv = v("request_id", '"invocationId": "' + g.uuid4() + '",')
    return Draft(f"""<prompt_session_attributes>{{"tenantId": "acme-eu", {inv} "channel": "web"}}</prompt_session_attributes>
{v('session_id', '<sessionId>' + g.uuid4() + '</sessionId>')}

You are an agent that helps employees of Acme EU order office supplies. Use the catalogue action
group for prices and stock; never place an order without the employee's explicit confirmation.

Employee: we're out of A4 paper and whiteboard markers on floor 3
Agent:""", "holdout4:agent:bedrock-agents-style", ["head", "json_inline", "xml_element", "uuid"])


@positive
def _vertex_agent_session(g: Gen4) -> Draft:
    return Draft(f"""Agent: ridgeline-support (Agent Engine, europe-west4)
{v('session_id', 'Session: projects/ridgeline-prod/locations/europe-west4/reasoningEngines/5148623497830912/sessions/' + g.digits(19))}
User ID: u-20931

You are the support agent for Ridgeline Routers. Use the diagnostics tool before suggesting a factory
reset, and never suggest one for business-plan customers.

User: my router's orange light keeps blinking since the storm last night
Agent:""", "holdout4:agent:vertex-agent-engine", ["head", "header_block", "resource_name", "decimal_id",
                                                  "stable_neighbours"])


@positive
def _lambda_sigv4(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""You answer questions about the Solvent Chemicals safety data sheets. Quote the section number, and
if a question is about an emergency, give the emergency number 112 first.
lambda_context: function=sds-assistant:live memory_mb=1024 {v('request_id', 'aws_request_id=' + g.uuid4())}
{v('datetime', 'X-Amz-Date: ' + amz_date(t))}

Q: What gloves should I wear when handling the sodium hypochlorite 12% solution?
A:""", "holdout4:agent:aws-lambda", ["system_tail", "key_value_inline", "amz_date", "uuid"])


# --- positives: observability and infrastructure envelopes ------------------------------------

@positive
def _alertmanager_envelope(g: Gen4) -> Draft:
    t = g.moment()
    start = t - timedelta(minutes=g.small(3, 25), seconds=g.small(0, 60))
    return Draft(f"""You are the on-call assistant for the checkout team. Summarise the notification for the engineer on
call: what fires, since when, likely impact, first runbook step. Four lines at most.

Incoming notification
{v('datetime', 'Received-At: ' + rfc3339(t, 3))}
{v('request_id', 'X-Delivery-Id: ' + g.uuid4())}
Receiver: pagerbot-llm

Payload:
{{"version":"4","status":"firing","receiver":"pagerbot-llm","alerts":[{{"status":"firing","labels":{{"alertname":"CheckoutHighErrorRate","service":"checkout","severity":"page"}},"annotations":{{"summary":"5xx ratio above 4% for 5m","runbook_url":"https://runbooks.example/checkout/5xx"}},"startsAt":"{go_nano(start, g.small(1, 1000))}","endsAt":"0001-01-01T00:00:00Z","fingerprint":"c8a1f5e6b2d94a07"}}]}}

Summary:""", "holdout4:infra:alertmanager-envelope",
                 ["header_block", "envelope_vs_payload", "rfc3339", "uuid", "pasted_content_neighbour"])


@positive
def _grafana_oncall_table(g: Gen4) -> Draft:
    t = g.moment_uk()
    return Draft(f"""| Field            | Value                         |
|------------------|-------------------------------|
| Integration      | Grafana Alerting              |
| Alert group      | #4417 Disk 91% on db-replica-2 |
| Escalation chain | db-oncall (step 2 of 3)       |
{v('datetime', '| Notified         | ' + rfc2822(t) + '  |')}
{v('request_id', '| Notification ID  | ' + g.ulid(t) + '    |')}

You write the phone-call script the on-call bot reads out. Two sentences, no abbreviations, and end
with "Press 1 to acknowledge".

Script:""", "holdout4:infra:grafana-oncall-style", ["md_table", "head", "rfc2822", "ulid", "stable_neighbours"])


@positive
def _sentry_autofix_header(g: Gen4) -> Draft:
    t = g.moment()
    seen = t - timedelta(hours=g.small(2, 40))
    return Draft(f"""sentry-autofix: {v('run_id', 'run_id=' + g.uuid4())} issue=PAYMENTS-3KZ project=payments-api {v('datetime', 'requested=' + rfc3339(t))}
You are a debugging assistant. Find the root cause from the issue and the code, and propose a patch
as a unified diff. Do not change tests.

Issue PAYMENTS-3KZ: KeyError: 'currency' in payments/refunds.py line 88
First seen: {rfc3339(seen)} in release payments-api@3.19.0, 412 events, 37 users.
Stack (most recent call last):
  File "payments/api.py", line 140, in refund
  File "payments/refunds.py", line 88, in build_refund
    currency = charge.metadata["currency"]

Patch:""", "holdout4:infra:sentry-autofix-style",
                 ["head", "key_value_inline", "two_in_line", "uuid", "rfc3339", "pasted_content_neighbour"])


@positive
def _honeycomb_query_assistant(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Dataset: checkout-api
Environment: production
Time range: last 2 hours
{v('request_id', 'qa_request_id: ' + g.b62(11))}
{v('epoch', 'now: ' + str(epoch_s(t)))}

Translate the user's question into a query: a JSON object with calculations, filters, breakdowns and
orders. Output JSON only.

Question: which endpoints got slower since the deploy, p95 by endpoint
JSON:""", "holdout4:infra:honeycomb-style", ["head", "header_block", "epoch_s", "b62", "relative_time_neighbour"])


@positive
def _newrelic_assistant(g: Gen4) -> Draft:
    return Draft(f"""You are an observability assistant. Write NRQL for what the user asks and explain it in one line.
Account: 3456789
Entity: checkout-api (GUID MzQ1Njc4OXxBUE18QVBQTElDQVRJT058MTIzNDU2Nzg5)
Time picker: Since 30 minutes ago
{v('request_id', 'X-Request-ID: ' + g.uuid4())}

User: error rate per host, as a timeseries
NRQL:""", "holdout4:infra:newrelic-style", ["system_tail", "uuid", "stable_guid_neighbour", "stable_neighbours"])


@positive
def _ecs_envelope(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""You are the security assistant in the SIEM. Explain detection rules in plain language and suggest
one tuning change when a rule is noisy.

Conversation metadata (ECS fields of this request):
{v('datetime', '@timestamp: ' + rfc3339(t, 3))}
{v('request_id', 'event.id: ' + g.b64url(15))}
{v('trace_id', 'trace.id: ' + g.hex(32))}
service.name: kibana-ai-assistant
service.version: 9.1.2

User: why does "Unusual Process Spawned by a Web Server" fire for our nightly backup script?
Assistant:""", "holdout4:infra:elastic-ecs", ["header_block", "ecs", "rfc3339", "trace_id", "stable_neighbours"])


@positive
def _k8sgpt_run(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""analysis:
  backend: openai
  filters: [Pod, Service, Ingress]
  namespace: payments
  {v('run_id', 'runId: ' + g.uuid4())}
  {v('datetime', 'startedAt: "' + rfc3339(t) + '"')}

Simplify the following Kubernetes error message delimited by triple dashes written in English;
--- Back-off restarting failed container payments-api in pod payments-api-7d9f8c6b5-x2kqp_payments(0b6e1f2a-7c3d-4e8f-9a1b-2c3d4e5f6a7b) ---.
Provide the most possible solution in a step by step style in no more than 280 characters. Write the
output in the following format:
Error: {{Explain error here}}
Solution: {{Step by step solution here}}""", "holdout4:infra:k8sgpt-style",
                 ["yaml_block", "head", "uuid", "rfc3339", "pasted_content_neighbour"])


@positive
def _argo_step_prompt(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Rendered by Argo Workflows, step "summarize":
{v('run_id', 'workflow.name: nightly-digest-' + g.lower_alnum(5))}
workflow.namespace: analytics
{v('run_id', 'workflow.uid: ' + g.uuid4())}
{v('datetime', 'workflow.creationTimestamp: ' + rfc3339(t))}

Summarise yesterday's product analytics for the #growth channel: three bullets, each with a number.

Input (from step "aggregate"):
signups 1,284 (+6% vs. 7-day avg); activation 41.2% (-1.3 pt); paid conversions 97 (+11).""",
                 "holdout4:infra:argo-workflows", ["head", "header_block", "generate_name", "uuid", "rfc3339",
                                                  "stable_neighbours"])


@positive
def _github_actions_env(g: Gen4) -> Draft:
    return Draft(f"""You review pull requests in CI. Comment only on correctness and security; skip style. If there is
nothing to say, answer "LGTM".

GITHUB_REPOSITORY=ferrocart/checkout
GITHUB_REF=refs/pull/512/merge
GITHUB_SHA=9d4c1e7a2b8f3056c1d9e4a7b2f8c3d6e1a0b5f9
{v('run_id', 'GITHUB_RUN_ID=' + g.digits(11))}
GITHUB_RUN_ATTEMPT=1

Diff:
-    if user.is_admin or user.id == order.user_id:
+    if user.id == order.user_id or user.is_admin or request.args.get("debug"):

Review:""", "holdout4:infra:github-actions", ["header_block", "env_var", "decimal_id", "git_sha_neighbour",
                                              "stable_neighbours"])


@positive
def _jenkins_env(g: Gen4) -> Draft:
    t = g.moment_eu()
    return Draft(f"""JOB_NAME=payments/main
{v('run_id', 'BUILD_ID=' + str(g.small(120, 2400)))}
{v('datetime', 'BUILD_TIMESTAMP=' + jenkins_ts(t))}
NODE_NAME=agent-linux-04
You explain failed builds to developers in three sentences: what failed, why, and the fix.

Console tail:
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test)
[ERROR] PaymentServiceTest.refundsPartialAmount:112 expected: <40.00> but was: <39.99>

Explanation:""", "holdout4:infra:jenkins", ["head", "header_block", "env_var", "jenkins_timestamp", "build_number",
                                            "stable_neighbours"])


@positive
def _terraform_cloud_run(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Organization: ridgeline
Workspace: prod-network (ws-2Vn8sK4DqzTHu1Xa)
{v('run_id', 'Run: ' + g.tfc_run())}
{v('datetime', 'Run created at: ' + rfc3339(t, 3))}
Terraform version: 1.9.8

Review this plan for risk. Answer "safe", "review" or "block", then one sentence.

Plan: 1 to add, 2 to change, 1 to destroy.
  # aws_security_group_rule.db_ingress will be destroyed
  # aws_route53_record.api will be updated in-place (ttl 300 -> 60)
Verdict:""", "holdout4:infra:terraform-cloud", ["head", "header_block", "tfc_run", "rfc3339", "stable_neighbours"])


@positive
def _azure_copilot_correlation(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Subscription: 2f6c1b8e-4d3a-4f7b-9e21-6a0c5d8b7e13
Resource group: rg-payments-weu
{v('request_id', 'Correlation ID: ' + g.uuid4())}
{v('datetime', 'Client request time: ' + windows_general(t) + ' (UTC)')}

You are a cloud operations assistant. Suggest Azure CLI commands, explain each flag, and warn before
anything destructive.

User: scale the payments app service plan to P2v3 for the weekend sale
Assistant:""", "holdout4:infra:azure-style", ["head", "header_block", "uuid", "windows_datetime",
                                              "stable_uuid_neighbour"])


@positive
def _gcp_function_execution(g: Gen4) -> Draft:
    return Draft(f"""K_SERVICE=support-llm
K_REVISION=support-llm-00042-xiv
{v('request_id', 'Function-Execution-Id: ' + g.lower_alnum(12))}
You are the assistant on the Halden municipality website. Answer about waste collection, parking
permits and library opening hours.

Resident: my paper bin wasn't emptied this week, who do I call?
Assistant:""", "holdout4:infra:gcp-functions", ["head", "header_block", "execution_id", "stable_neighbours"])


@positive
def _otel_log_record(g: Gen4) -> Draft:
    t = g.moment()
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return Draft(f"""resource: service.name=fieldnotes-assistant deployment.environment=prod
{v('epoch', 'observedTimeUnixNano: ' + str(ns))}
{v('trace_id', 'traceId: ' + g.hex(32))}

You turn a field technician's voice note into a structured work report: asset, fault, action taken,
parts used, follow-up needed (yes/no).

Voice note: "pump three at the Kinderdijk station, bearing noise again, replaced the bearing and the
seal, used one SKF 6205 and one seal kit, should be checked again in a month"
Report:""", "holdout4:infra:otel-log-record", ["head", "epoch_ns", "trace_id", "stable_neighbours"])


# --- positives: messaging envelopes -----------------------------------------------------------

@positive
def _teams_activity(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    u = t.astimezone(UTC)
    ms = f"{u.microsecond // 1000:03d}"
    local = f"{t:%Y-%m-%dT%H:%M:%S}.{ms}{offset_iso(t)[-6:]}"
    return Draft(f"""Du bist der HR-Assistent von Fabrikam Deutschland in Microsoft Teams. Antworte auf Deutsch, knapp,
und verweise auf die passende Seite im Intranet.

Activity:
{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + f'{u:%Y-%m-%dT%H:%M:%S}.{ms}Z' + '",')}
  {v('datetime', '"localTimestamp": "' + local + '",')}
  "channelId": "msteams",
  "serviceUrl": "https://smba.trafficmanager.net/emea/",
  "from": {{"id": "29:1xKqT0bNfVh3sLr8Yw2mPq", "name": "Lena Vogt"}},
  "conversation": {{"id": "a:1Lq0ZpXc9RkV7sN2mT4bYhD8wF6jQe3"}},
  "text": "Wie viele Urlaubstage habe ich in Teilzeit mit 30 Stunden?"
}}
Assistent:""", "holdout4:messaging:teams-activity",
                 ["json_block", "activity_id", "js_iso", "local_timestamp", "stable_conversation_neighbour",
                  "non_english"])


@positive
def _discord_interaction(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""interaction:
  type: APPLICATION_COMMAND
  {v('message_id', 'id: "' + g.snowflake(t) + '"')}
  {v('token', 'token: ' + g.discord_token())}
  guild_id: "1174009235119718400"
  channel_id: "1174009235119718403"
  command: /lore
  options: {{character: "Maren"}}

You are the Archivist of the Saltmarsh Chronicles server. Answer lore questions from the wiki excerpt
only, in two or three sentences, in an old-fashioned voice. No spoilers past chapter 9.

Wiki excerpt: Maren is the lighthouse keeper of Gull Rock, who hid the royal charts during the siege.

Archivist:""", "holdout4:messaging:discord-interaction",
                 ["yaml_block", "head", "snowflake", "interaction_token", "stable_snowflakes"])


@positive
def _matrix_event(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""room_id: !kLqzRtPbYvNcAhwDxE:matrix.example
sender: @ines:matrix.example
{v('message_id', 'event_id: ' + g.matrix_event_id())}
{v('epoch', 'origin_server_ts: ' + str(epoch_ms(t)))}

You are the bridge bot of the Open Maps volunteers' room. Answer questions about the mapping
guidelines; for account problems, point to the #help room.

ines: how do I tag a footpath that is closed for the winter?
bot:""", "holdout4:messaging:matrix", ["head", "header_block", "matrix_event_id", "epoch_ms", "stable_room_neighbour"])


@positive
def _vonage_inbound_sms(g: Gen4) -> Draft:
    t = g.moment_uk()
    u = t.astimezone(UTC)
    return Draft(f"""You reply to customers of Hartley Dental by SMS. At most 160 characters, no links except
hartleydental.example/book, and sign as "Hartley Dental".

Inbound SMS: msisdn=447700900123 to=447418343200 {v('message_id', 'messageId=' + g.uuid4())} type=text {v('datetime', 'message-timestamp="' + iso_space(u) + '"')}
Text: can i move my check up on thursday to next week? same time if possible

Reply:""", "holdout4:messaging:sms-gateway",
                 ["key_value_inline", "two_in_line", "uuid", "iso_space", "phone_neighbour"])


@positive
def _whatsapp_cloud(g: Gen4) -> Draft:
    t = g.moment()
    wid = v("message_id", '"id": "' + g.wamid() + '",')
    ts = v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')
    return Draft(f"""Eres el asistente de WhatsApp de la Farmacia Goya (Zaragoza). Responde en español, en dos frases como
máximo. No des consejos médicos: para eso, recomienda hablar con el farmacéutico.

messages: [{{"from": "34612345678", {wid} {ts} "type": "text", "text": {{"body": "¿Tenéis test de antígenos de gripe?"}}}}]

Asistente:""", "holdout4:messaging:whatsapp-cloud", ["json_inline", "wamid", "epoch_s", "phone_neighbour",
                                                     "non_english"])


@positive
def _telegram_update(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""{v('message_id', 'update_id: ' + str(g.small(100_000_000, 999_999_999)))}
message.chat.id: 18844212
message.from.username: kofi_a
{v('epoch', 'message.date: ' + str(epoch_s(t)))}

You are the Telegram bot of the Kumasi Runners club. Tell members about the next group runs and the
routes. Reply in English, one short paragraph.

kofi_a: is the saturday long run still starting at the stadium?
bot:""", "holdout4:messaging:telegram", ["head", "header_block", "update_id", "epoch_s", "stable_chat_neighbour"])


@positive
def _wechat_xml(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""<xml>
<ToUserName><![CDATA[gh_3f8a2c1d9e0b]]></ToUserName>
<FromUserName><![CDATA[oUpF8uMuAJO_M2pxb1Q9zNjWeS6o]]></FromUserName>
{v('epoch', '<CreateTime>' + str(epoch_s(t)) + '</CreateTime>')}
<MsgType><![CDATA[text]]></MsgType>
<Content><![CDATA[你们周末营业吗？几点关门？]]></Content>
{v('message_id', '<MsgId>' + g.digits(19) + '</MsgId>')}
</xml>
你是“山茶咖啡”公众号的客服助手。营业时间：周一至周五 8:00-20:00，周末 9:00-18:00。请用简体中文简洁回答。""",
                 "holdout4:messaging:wechat", ["xml_element", "head", "epoch_s", "decimal_id", "non_english",
                                               "stable_account_neighbour"])


@positive
def _email_poller_envelope(g: Gen4) -> Draft:
    t = g.moment_eu()
    sent = t - timedelta(minutes=g.small(5, 300))
    recv = sent + timedelta(seconds=g.small(1, 9))
    return Draft(f"""{v('run_id', 'X-Poller-Run: ' + g.ulid(t))}
{v('datetime', 'X-Fetched-At: ' + http_date(t))}
Mailbox: support@kestrel-logistics.example

--- original message ---
X-Received: by 2002:a05:6402:{g.hex(4)}:b0:5d0:e4a2:6a1c with SMTP id {g.hex(12)}; {rfc2822(recv)}
From: Tomasz Nowak <t.nowak@kolej-serwis.example>
Date: {rfc2822(sent)}
Message-ID: <CAF{g.b62(20)}@mail.kolej-serwis.example>
Subject: Pallets missing from delivery KL-20931

Hello, we received 14 pallets instead of 16. The driver said the rest come tomorrow, but nobody
confirmed. Can you check?

Draft reply:""", "holdout4:messaging:email-support-bot",
                 ["head", "envelope_vs_payload", "ulid", "http_date", "pasted_email_neighbour"])


@positive
def _cookie_session(g: Gen4) -> Draft:
    return Draft(f"""Cookie: theme=dark; lang=en-GB; {v('session_id', 'sessionid=' + g.b64url(24))}
You are Fern, the plant-care assistant of the Greenhouse Co. shop. Give care advice in three short
steps and mention one product from the shop only if it really helps.

Customer: the leaves of my monstera are turning yellow at the edges
Fern:""", "holdout4:messaging:cookie-header", ["head", "key_value_inline", "cookie", "b64url"])


@positive
def _chat_ui_message_meta(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""You are Sprout, a cooking assistant for families. Keep recipes under 30 minutes and mention allergens.

User: what can I make with leftover rice, two eggs and frozen peas?
{v('message_id', 'message_id: ' + g.uuid7(t))}
{v('datetime', 'sent_at: ' + js_iso(t))}
Sprout:""", "holdout4:messaging:chat-ui", ["last_user", "uuid7", "js_iso"])


# --- positives: other languages, unknown labels, other positions ------------------------------

@positive
def _de_kundenportal(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""Mandant: Stadtwerke Kiel
Sprache: de-DE
Tarif: Wärme Fix 24
{v('datetime', 'Zeitstempel der Anfrage: ' + de_long(t))}
Kundennummer: 4402-118-93

Du bist der digitale Kundenservice der Stadtwerke Kiel. Antworte freundlich, auf Deutsch und ohne
Fachjargon. Bei Zählerständen bitte immer nach dem Ablesedatum fragen.

Kunde: Ich habe eine Nachzahlung von 212 Euro bekommen. Kann ich die in Raten zahlen?
Assistent:""", "holdout4:i18n:german-portal", ["head", "header_block", "german_long_datetime", "unknown_label",
                                               "stable_neighbours", "non_english"])


@positive
def _fr_nous_sommes(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""Tu es Camille, l'assistante de la médiathèque de Rennes. Tu réponds en français, en trois phrases au
plus. {v('datetime', 'Nous sommes le ' + fr_sentence(t) + ' à Rennes.')} La médiathèque ouvre du mardi au samedi
de 10 h à 19 h.

Usager : Est-ce que je peux encore rendre mes livres aujourd'hui ?
Camille :""", "holdout4:i18n:french-sentence", ["inline_sentence", "french_long_datetime", "non_english"])


@positive
def _es_fecha_hora(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""Eres Nuria, la asistente virtual de Aguas de Valdemoro. Responde siempre en español y de usted.
{v('datetime', 'Fecha y hora actual: ' + es_long(t) + ' (hora peninsular)')}
{v('session_id', 'ID de conversación: ' + g.objectid(t))}
Canal: web

Cliente: Me ha llegado una factura con un consumo muy alto, ¿puede haber una fuga?
Asistente:""", "holdout4:i18n:spanish-header", ["system_tail", "spanish_long_datetime", "objectid", "non_english"])


@positive
def _it_tabella(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""Sei l'assistente della Cantina Colli Euganei per le visite guidate. Rispondi in italiano, con tono
cordiale, e proponi solo gli orari liberi indicati.

| Campo          | Valore                  |
|----------------|-------------------------|
| Lingua         | it-IT                   |
{v('date', '| Data odierna   | ' + it_long(t) + ' |')}
| Orari liberi   | 10:30, 15:00, 17:30     |

Visitatore: Possiamo venire in sei persone con un cane?
Assistente:""", "holdout4:i18n:italian-table", ["md_table", "italian_long_date", "stable_neighbours", "non_english"])


@positive
def _nl_xml_attrs(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""<context taal="nl-NL" {v('datetime', 'huidige_datum="' + nl_long(t) + '"')} winkel="Amsterdam-Zuid" {v('request_id', 'verzoek="' + g.hex(16) + '"')}/>
Je bent de assistent van Fietsenmakerij De Spaak. Antwoord in het Nederlands, kort en praktisch.
Reparaties worden binnen twee werkdagen gedaan; een lekke band vaak dezelfde dag.

Klant: Kan ik vandaag nog mijn band laten plakken?
Assistent:""", "holdout4:i18n:dutch-xml", ["xml_attr", "head", "two_in_line", "dutch_long_datetime", "non_english"])


@positive
def _ja_header(g: Gen4) -> Draft:
    t = g.moment(JST)
    return Draft(f"""あなたは「さくら旅館」の予約アシスタントです。丁寧な日本語で、三文以内で答えてください。
チェックインは15時から、チェックアウトは10時までです。
{v('datetime', '現在の日時: ' + ja_long(t))}
{v('session_id', 'セッションID: ' + g.hex(20))}

お客様: 今日これから二名で泊まれますか？
Assistant:""", "holdout4:i18n:japanese", ["system_tail", "japanese_datetime", "hex20", "non_english"])


@positive
def _zh_current_time(g: Gen4) -> Draft:
    t = g.moment(CST_CN)
    return Draft(f"""{v('datetime', '当前时间：' + zh_long(t) + '（北京时间）')}
{v('request_id', '请求编号：' + g.uuid4())}
用户等级：金卡会员

你是“远航书店”的在线客服。请用简体中文回答，语气友好，回答不超过三句话。
门店营业时间为每天 9:00-21:00，线上订单满 99 元包邮。

用户：我今天下午下单，明天能送到吗？
Assistant:""", "holdout4:i18n:chinese", ["head", "header_block", "chinese_datetime", "fullwidth_colon", "uuid",
                                          "non_english"])


@positive
def _ko_header(g: Gen4) -> Draft:
    t = g.moment(KST)
    return Draft(f"""당신은 '한빛 병원'의 예약 도우미입니다. 존댓말로 짧게 답하고, 의료 상담은 하지 마세요.
진료 시간: 평일 09:00-18:00, 토요일 09:00-13:00
{v('datetime', '현재 시각: ' + ko_long(t))}

환자: 오늘 오후에 소아과 예약이 가능할까요?
Assistant:""", "holdout4:i18n:korean", ["system_tail", "korean_datetime", "stable_neighbours", "non_english"])


@positive
def _pl_sentence(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""Jesteś asystentem biblioteki miejskiej w Gdańsku. {v('date', pl_sentence(t))} Odpowiadaj po polsku,
krótko i uprzejmie. Książki wypożycza się na 30 dni, a przedłużyć można je dwa razy.

Czytelnik: Czy mogę jeszcze przedłużyć książkę, którą wypożyczyłem w styczniu?
Asystent:""", "holdout4:i18n:polish-sentence", ["inline_sentence", "polish_long_date", "non_english"])


@positive
def _sv_toml(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    return Draft(f"""[kontext]
butik = "Göteborg Centrum"
"språk" = "sv-SE"
{v('datetime', 'tidpunkt = ' + offset_iso(t))}
{v('request_id', '"begäran" = "' + g.uuid4() + '"')}

Du är kundtjänst för Cykelhuset. Svara på svenska, kort och vänligt. Service tar normalt tre
arbetsdagar, men punkteringar lagas samma dag om cykeln lämnas före klockan 12.

Kund: Hinner ni laga min punktering idag?
Assistent:""", "holdout4:i18n:swedish-toml", ["toml", "head", "offset_iso", "uuid", "stable_neighbours", "non_english"])


@positive
def _tr_block(g: Gen4) -> Draft:
    t = g.moment(TRT)
    return Draft(f"""Mağaza: Kadıköy
Dil: tr-TR
{v('datetime', 'Tarih: ' + tr_long(t))}
Kanal: mobil uygulama

Sen Pera Optik'in müşteri asistanısın. Türkçe, kısa ve nazik cevap ver. Göz muayenesi randevuları
hafta içi 10:00-18:00 arasındadır.

Müşteri: Bugün gözlük camımı değiştirebilir miyim?
Asistan:""", "holdout4:i18n:turkish", ["head", "header_block", "turkish_long_datetime", "stable_neighbours",
                                         "non_english"])


@positive
def _pt_br_sentence(g: Gen4) -> Draft:
    t = g.moment(BRT)
    return Draft(f"""Você é a assistente virtual da Clínica Veterinária Bicho Feliz, em Campinas. {v('datetime', f'Atendimento iniciado em {t:%d/%m/%Y} às {t:%H:%M} (horário de Brasília).')}
Responda em português do Brasil, com carinho e objetividade. Emergências: (19) 3232-4545.

Tutor: Meu cachorro comeu um pedaço de chocolate, o que eu faço?
Assistente:""", "holdout4:i18n:brazilian-sentence", ["inline_sentence", "br_datetime", "phone_neighbour",
                                                       "non_english"])


@positive
def _de_kalenderwoche(g: Gen4) -> Draft:
    t = g.moment_zone(CET, CEST)
    year, week, _ = t.isocalendar()
    return Draft(f"""Du planst die Schichten im Lager Duisburg. Regeln: höchstens fünf Schichten pro Person und Woche,
nach einer Nachtschicht mindestens 11 Stunden Pause.
{v('date', f'Aktuelle Kalenderwoche: KW {week}/{year}')}
Standort: DU-2

Teamleiter: Plane die Nachtschichten für nächste Woche mit Aylin, Jonas und Mirela.
Assistent:""", "holdout4:i18n:german-calendar-week", ["system_tail", "calendar_week", "stable_neighbours",
                                                        "non_english"])


@positive
def _unknown_labels_block(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Shelf: ops-handbook
Voice: warm, brief
{v('datetime', 'Stamped: ' + f'{DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S} UTC')}
Audience: store managers
{v('request_id', 'Crumb: ' + g.ulid(t))}
Escalate to: regional ops

Answer store managers' questions from the ops handbook. If the handbook does not cover it, say who
to escalate to.

Manager: the freezer alarm went off overnight, do I have to throw everything away?
Assistant:""", "holdout4:label:unknown-english", ["head", "header_block", "unknown_label", "ulid",
                                                  "stable_neighbours"])


@positive
def _html_comment_rendered(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""<!-- template: faq-answer v3 -->
{v('datetime', '<!-- rendered-at: ' + rfc3339(t) + ' -->')}
<!-- audience: public -->
You answer questions about the Riverside Leisure Centre in a friendly tone and never make bookings.

Pool timetable: lanes 07:00-21:00 on weekdays, family swim Saturday 10:00-12:00.

Visitor: can my 12 year old swim lanes on her own?
Assistant:""", "holdout4:position:html-comment", ["head", "html_comment", "rfc3339", "stable_neighbours"])


@positive
def _hugo_toml_front(g: Gen4) -> Draft:
    t = g.moment_uk()
    return Draft(f"""+++
assistant = "ledger"
locale = "en-GB"
{v('request_id', 'request_id = "' + g.ksuid(t) + '"')}
{v('datetime', 'issued = ' + offset_iso(t))}
+++
You help sole traders in the UK with bookkeeping questions. Be precise and mention the HMRC page to
check.

Question: can I claim a portion of my broadband bill if I work from home?
Answer:""", "holdout4:position:toml-front-matter", ["toml", "head", "ksuid", "offset_iso", "stable_neighbours"])


@positive
def _bracketed_head(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""[tenant: northwind] {v('request_id', '[req: ' + g.hex(16) + ']')} {v('epoch', '[t: ' + str(epoch_s(t)) + ']')} [tier: gold]
You are Penny, the savings coach in the Northwind Bank app. Suggest one realistic step and show the
monthly amount.

User: I want 3,000 euros for a trip in ten months, how much a month?
Penny:""", "holdout4:position:bracketed", ["head", "bracketed", "two_in_line", "epoch_s", "stable_neighbours"])


@positive
def _as_of_phrase(g: Gen4) -> Draft:
    t = g.moment()
    phrase = v("datetime", f"as of {t:%H:%M} UTC on {t.day} {MONTHS_LONG[t.month - 1]} {t.year}")
    return Draft(f"""You are a currency assistant. Exchange rates below are live {phrase} and come from
the central bank feed; quote them with two decimals and never predict future rates.
EUR/USD 1.0842, EUR/GBP 0.8561, EUR/CHF 0.9473, EUR/PLN 4.3120

User: how many zloty do I get for 250 euros?
Assistant:""", "holdout4:position:as-of-phrase", ["inline_phrase", "as_of", "prices_neighbour"])


@positive
def _bot_footer_signature(g: Gen4) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Rewrite the customer's message as a clear bug report with: summary, steps, expected, actual.

Customer message: when i change the delivery address in the app it saves but the checkout still shows
the old one, tried twice, android

--
Relay intake bot · {v('datetime', f'{t:%Y-%m-%d %H:%M} {t.tzname()}')} · {v('request_id', 'ref ' + g.hex(8))}
""", "holdout4:position:footer", ["footer", "tail", "two_in_line", "iso_minutes"])


@positive
def _last_user_bracket_sent(g: Gen4) -> Draft:
    t = g.moment_eu()
    return Draft(f"""System: You are Atlas, the travel desk assistant of Norrland Paper. Book within policy only.
User: I need a hotel in Hamburg for the trade fair, two nights.
Assistant: Sure. Which dates, and do you prefer near the fair or near the station?
User: near the fair, arriving on the 14th {v('datetime', '[sent ' + rfc3339(t) + ']')}
Assistant:""", "holdout4:position:last-user-inline", ["last_user", "bracketed", "rfc3339", "inline_suffix"])


@positive
def _html_meta_tags(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""<meta name="app" content="kb-assistant">
{v('datetime', '<meta name="request-time" content="' + http_date(t) + '">')}
{v('request_id', '<meta name="request-id" content="' + g.uuid4() + '">')}
<meta name="locale" content="en-US">
Answer from the knowledge base excerpt; link the article id in brackets.

KB-1042: To rotate an API key, open Settings > API, click "Roll key", then update your integrations
within 24 hours, after which the old key stops working.

User: how long does the old key keep working after I roll it?
Assistant:""", "holdout4:position:html-meta", ["head", "xml_element", "http_date", "uuid", "stable_neighbours"])


@positive
def _yaml_front_revision(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""---
macro: refund-eligibility
revision: 2025-12-01
owner: support-ops
{v('datetime', 'rendered: ' + rfc3339(t, 3))}
---
Decide whether the order is eligible for a refund under the policy. Answer "eligible" or "not
eligible" and quote the rule.

Policy: unopened items within 30 days; opened items only if faulty; sale items are final.
Order: opened headphones, bought 12 days ago on sale, customer says the left earbud is silent.
Decision:""", "holdout4:position:yaml-front-matter", ["front_matter", "rfc3339", "authored_revision_neighbour"])


@positive
def _env_block_todays_date(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""You are an interactive CLI tool that helps users with software engineering tasks.

<env>
Working directory: /home/ana/src/tessera
Is directory a git repo: Yes
Platform: linux
OS Version: Linux 6.8.0-52-generic
{v('date', "Today's date: " + iso_date(t))}
</env>

User: the migration test is flaky on CI, can you look at tests/test_migrations.py?
Assistant:""", "holdout4:position:env-block", ["header_block", "iso_date", "stable_neighbours"])


@positive
def _time_time_float(g: Gen4) -> Draft:
    t = g.moment()
    return Draft(f"""Classify the support message into one of: delivery, payment, product, account. Reply with the label.
{v('epoch', 'Context timestamp: ' + str(epoch_s(t)) + '.' + f'{t.microsecond:06d}')}

Message: the app charged my card but the order page says payment failed
Label:""", "holdout4:position:epoch-float", ["system_tail", "epoch_float"])


# --- generated positives: one field, a body, a position ----------------------------------------

Body = tuple[str, str, str, str, str, str, list[str]]
"""(name, language, system prompt, user label, question, cue line, stable `Key: value` lines)."""

BODIES: list[Body] = [
    ("water", "en", "You are Brook, the assistant of Tidewater Water. Help with bills, meter readings and supply "
     "interruptions.\nNever ask for card details in chat.", "Customer", "The water pressure has been low all "
     "morning, is there work in my street?", "Brook:",
     ["Region: North Devon", "Channel: web chat", "Plan: household, metered", "Model: gpt-4o-mini"]),
    ("airline", "en", "You are the baggage assistant of Skylark Air. Answer about allowances, fees and delayed "
     "bags.\nQuote fees in euros.", "Passenger", "Can I bring a guitar as cabin baggage on a short flight?",
     "Assistant:", ["Market: IE", "Locale: en-IE", "Fare family: Light", "Tier: Silver"]),
    ("school", "en", "You are the front-office assistant of Oakfield Secondary School. Answer parents' questions "
     "about term dates, uniform and absences.", "Parent", "My son has a fever, how do I report the absence?",
     "Answer:", ["School: Oakfield Secondary", "Year group: 9", "Language: en-GB", "Portal: parents"]),
    ("pharmacy", "en", "You are the assistant of Orchard Pharmacy. Answer about opening hours, prescriptions and "
     "deliveries; medical questions go to the pharmacist.", "Customer", "Can you deliver my repeat "
     "prescription to my office instead of home?", "Assistant:",
     ["Branch: Orchard Pharmacy, Mill Road", "Service: repeat prescriptions", "Locale: en-GB", "Tier: standard"]),
    ("museum", "en", "You are the visitor assistant of the Harbour Museum. Help with tickets, accessibility and "
     "exhibitions; keep it to three sentences.", "Visitor", "Is the ship exhibition suitable for a wheelchair?",
     "Assistant:", ["Venue: Harbour Museum", "Locale: en-US", "Channel: kiosk", "Exhibition: Tall Ships"]),
    ("coworking", "en", "You are Desk, the community bot of the Loom coworking space. Book meeting rooms and "
     "answer house-rule questions.", "Member", "Can I bring my dog on Fridays?", "Desk:",
     ["Space: Loom Canal Street", "Membership: flex desk", "Locale: en-GB", "Floor: 2"]),
    ("vet", "en", "You are the triage assistant of Bramble Vets. Ask about symptoms and advise whether to book "
     "today; for emergencies give the emergency number first.", "Owner", "My cat hasn't eaten since "
     "yesterday but seems fine otherwise.", "Assistant:",
     ["Practice: Bramble Vets Leeds", "Emergency line: 0113 496 0999", "Locale: en-GB", "Species: cat"]),
    ("bikeshare", "en", "You are the help assistant of Spokes bike share. Explain passes, fees and how to end a "
     "ride; for damaged bikes, ask for the bike number.", "Rider", "The dock didn't lock my bike, am I still "
     "being charged?", "Assistant:", ["City: Dublin", "Pass: annual", "App: 5.12.0", "Locale: en-IE"]),
    ("versicherung", "de", "Du bist der Assistent der Hanse Hausrat Versicherung. Erkläre Leistungen einfach und "
     "auf Deutsch; Schadenmeldungen nimmst du nicht selbst auf.", "Kunde", "Ist mein Fahrrad auch im Keller "
     "versichert?", "Assistent:", ["Sparte: Hausrat", "Sprache: de-DE", "Tarif: Komfort", "Kanal: App"]),
    ("mairie", "fr", "Tu es l'assistant de la mairie de Saint-Malo. Réponds en français sur l'état civil, les "
     "déchets et le stationnement.", "Habitant", "Comment obtenir une carte de stationnement résident ?",
     "Assistant:", ["Commune: Saint-Malo", "Langue: fr-FR", "Service: accueil", "Canal: site web"]),
    ("gimnasio", "es", "Eres el asistente del gimnasio Olimpo Fit. Responde en español sobre horarios, clases y "
     "cuotas; las bajas se tramitan en recepción.", "Socio", "¿Puedo congelar mi cuota durante el verano?",
     "Asistente:", ["Centro: Olimpo Fit Valencia", "Idioma: es-ES", "Cuota: Premium", "Canal: app"]),
    ("treni", "it", "Sei l'assistente di Treni Lago. Rispondi in italiano su biglietti, abbonamenti e ritardi.",
     "Viaggiatore", "Posso usare l'abbonamento mensile anche sul traghetto?", "Assistente:",
     ["Linea: Como-Lecco", "Lingua: it-IT", "Abbonamento: mensile", "Canale: app"]),
    ("gemeente", "nl", "Je bent de digitale assistent van de gemeente Zwolle. Antwoord in het Nederlands over "
     "afval, parkeren en paspoorten.", "Inwoner", "Hoe lang duurt het om een nieuw paspoort te krijgen?",
     "Assistent:", ["Gemeente: Zwolle", "Taal: nl-NL", "Loket: online", "Wijk: Assendorp"]),
    ("correios", "pt", "És o assistente dos Correios Rápidos. Responde em português sobre encomendas, prazos e "
     "levantamentos.", "Cliente", "Posso levantar a encomenda de outra pessoa com uma autorização?",
     "Assistente:", ["Loja: Porto Bolhão", "Idioma: pt-PT", "Serviço: encomendas", "Canal: web"]),
]

Field = tuple[str, str, str, str, str, Callable[[Gen4, datetime], str]]
"""(cue, family, language, label, key, value)."""

FIELDS: list[Field] = [
    ("datetime", "offset_iso", "en", "Current time", "current_time", lambda g, t: offset_iso(t)),
    ("datetime", "http_date", "en", "Request-Date", "request_date", lambda g, t: http_date(t)),
    ("datetime", "java_date", "en", "Served at", "served_at", lambda g, t: java_date(t)),
    ("datetime", "salesforce_datetime", "en", "CurrentDateTime", "current_datetime",
     lambda g, t: salesforce_dt(t)),
    ("datetime", "amz_date", "en", "X-Amz-Date", "x_amz_date", lambda g, t: amz_date(t)),
    ("datetime", "dotnet_roundtrip", "en", "Timestamp", "timestamp", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "us_long_datetime", "en", "Current date and time", "now", lambda g, t: us_datetime(t)),
    ("datetime", "jenkins_timestamp", "en", "Invoked", "invoked", lambda g, t: jenkins_ts(t)),
    ("datetime", "llama_time", "en", "Woven at", "woven_at", lambda g, t: llama_time(t)),
    ("datetime", "python_logging", "en", "Prompt assembled", "prompt_assembled", lambda g, t: py_logging(t)),
    ("date", "iso_date", "en", "Business date", "business_date", lambda g, t: iso_date(t)),
    ("epoch", "epoch_ms", "en", "Clock", "clock", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "en", "Issued (unix)", "issued_unix", lambda g, t: str(epoch_s(t))),
    ("request_id", "uuid", "en", "Correlation-Id", "correlation_id", lambda g, t: g.uuid4()),
    ("request_id", "ksuid", "en", "Hop", "hop", lambda g, t: g.ksuid(t)),
    ("trace_id", "hex32", "en", "Trace", "trace", lambda g, t: g.hex(32)),
    ("session_id", "uuid7", "en", "Chat ID", "chat_id", lambda g, t: g.uuid7(t)),
    ("session_id", "b62", "en", "Visit", "visit", lambda g, t: g.b62(22)),
    ("message_id", "slack_event_id", "en", "Event ID", "event_id", lambda g, t: g.slack_event_id()),
    ("nonce", "b64url", "en", "Canary", "canary", lambda g, t: g.b64url(18)),
    ("datetime", "german_long_datetime", "de", "Aktuelle Uhrzeit", "aktuelle_uhrzeit", lambda g, t: de_long(t)),
    ("request_id", "uuid", "de", "Anfrage-ID", "anfrage_id", lambda g, t: g.uuid4()),
    ("datetime", "french_numeric", "fr", "Date et heure", "date_heure", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
    ("session_id", "hex24", "fr", "Identifiant de session", "identifiant_session", lambda g, t: g.hex(24)),
    ("date", "spanish_long_date", "es", "Fecha de hoy", "fecha_hoy",
     lambda g, t: f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"),
    ("request_id", "uuid", "es", "Id. de solicitud", "id_solicitud", lambda g, t: g.uuid4()),
    ("datetime", "italian_numeric", "it", "Ora attuale", "ora_attuale", lambda g, t: f"{t:%d/%m/%Y, %H:%M}"),
    ("datetime", "dutch_long_datetime", "nl", "Tijdstip", "tijdstip", lambda g, t: nl_long(t)),
    ("datetime", "pt_datetime", "pt", "Hora do servidor", "hora_servidor", lambda g, t: pt_numeric(t)),
]

POSITIONS = ["head", "system_tail", "stable_block", "last_user", "tail", "yaml_front", "md_table", "kv_line",
             "xml_attr", "bracket_line"]
GENERATED = 32
GENERATED_NEG = 18


def _slug(label: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in label.lower()).strip("_")


def _kv(key: str, value: str) -> str:
    return f'{key}="{value}"' if (" " in value or "," in value) else f"{key}={value}"


def _split(line: str) -> tuple[str, str]:
    label, value = line.split(": ", 1)
    return label, value


def _moment_for(g: Gen4, lang: str) -> datetime:
    if lang == "pt":
        return g.moment_pt()
    if lang != "en":
        return g.moment_zone(CET, CEST)
    zone = g.pick(["UTC", "EU", "US", "UK", "IST"])
    if zone == "EU":
        return g.moment_eu()
    if zone == "US":
        return g.moment_us()
    if zone == "UK":
        return g.moment_uk()
    return g.moment(IST if zone == "IST" else UTC)


def _place(position: str, body: Body, label: str, key: str, value: str, mark: Callable[[str], str],
           stable: list[str]) -> str:
    """Put one `label`/`key`/`value` field (wrapped by `mark`) into `body` at `position`."""
    _, _, system, user, question, cue_line, _ = body
    s0, s1, s2 = stable
    turn = f"{user}: {question}\n{cue_line}"
    if position == "head":
        return f"{mark(f'{label}: {value}')}\n{system}\n\n{turn}"
    if position == "system_tail":
        return f"{system}\n{mark(f'{label}: {value}')}\n\n{turn}"
    if position == "stable_block":
        return f"{s0}\n{s1}\n{mark(f'{label}: {value}')}\n{s2}\n\n{system}\n\n{turn}"
    if position == "last_user":
        return f"{system}\n\n{user}: {question}\n{mark(f'{label}: {value}')}\n{cue_line}"
    if position == "tail":
        return f"{s0}\n{s1}\n{system}\n\n{user}: {question}\n{mark(f'{label}: {value}')}\n"
    if position == "yaml_front":
        return f"---\n{s0}\n{mark(f'{key}: {value}')}\n{s1}\n---\n{system}\n\n{turn}"
    if position == "md_table":
        rows = [f"| {a} | {b} |" for a, b in (_split(s0), _split(s1))]
        return (f"{system}\n\n| Field | Value |\n|---|---|\n{rows[0]}\n{mark(f'| {label} | {value} |')}\n"
                f"{rows[1]}\n\n{turn}")
    if position == "kv_line":
        (a0, b0), (a1, b1) = _split(s0), _split(s1)
        return f"ctx: {_kv(_slug(a0), b0)} {mark(_kv(key, value))} {_kv(_slug(a1), b1)}\n{system}\n\n{turn}"
    if position == "xml_attr":
        (a0, b0), (a1, b1) = _split(s0), _split(s1)
        attr = f'{key}="{value}"'
        return f'<context {_slug(a0)}="{b0}" {mark(attr)} {_slug(a1)}="{b1}"/>\n{system}\n\n{turn}'
    assert position == "bracket_line"
    return f"[{s0}] {mark(f'[{label}: {value}]')} [{s1}]\n{system}\n\n{turn}"


def generated_positives(g: Gen4) -> list[Draft]:
    """One field in one of the bodies at one position; every field, body and position used. A body in
    another language gets its language's fields first, then English-labelled ones (as many gateways add)."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    english = [f for f in FIELDS if f[2] == "en"]
    g.rng.shuffle(english)
    native: dict[str, list[Field]] = {}
    for f in FIELDS:
        if f[2] != "en":
            native.setdefault(f[2], []).append(f)
    seen: dict[str, int] = {}
    next_english = 0
    out: list[Draft] = []
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        lang = body[1]
        turn = seen.get(body[0], 0)
        seen[body[0]] = turn + 1
        if lang != "en" and turn < len(native[lang]):
            field = native[lang][turn]
        else:
            field = english[next_english % len(english)]
            next_english += 1
        cue, family, field_lang, label, key, make = field
        position = POSITIONS[k % len(POSITIONS)]
        t = _moment_for(g, lang)
        value = make(g, t)
        stable = g.rng.sample(body[6], 3)
        text = _place(position, body, label, key, value, lambda s, c=cue: v(c, s), stable)
        tags = ["generated", position, family, "english" if lang == "en" else lang]
        if lang != "en":
            tags.append("non_english")
        if field_lang != lang:
            tags.append("english_label")
        if position in ("stable_block", "yaml_front", "md_table", "kv_line", "xml_attr", "bracket_line", "tail"):
            tags.append("stable_neighbours")
        out.append(Draft(text, f"holdout4:generated:{body[0]}+{family}", tags))
    return out


# --- generated negatives: the same shapes with only stable, date-like or id-like values ----------

STABLE_DATED: list[tuple[str, str, str, str]] = [
    ("api_version", "API version", "api_version", "2025-03-01-preview"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2025-01"),
    ("authored_revision", "Prompt revised", "prompt_revised", "2025-12-02"),
    ("schema_date", "Schema", "schema", "https://json-schema.org/draft/2020-12/schema"),
    ("dated_model", "Model", "model", "gpt-4o-2024-11-20"),
    ("effective_date", "Policy effective", "policy_effective", "2026-01-01"),
    ("customer_since", "Customer since", "customer_since", "2021-05-17"),
    ("renewal_date", "Contract renews", "contract_renews", "2027-02-01"),
    ("price_list_date", "Price list dated", "price_list", "2026-02-01"),
    ("calver", "Release", "release", "2026.03.1"),
    ("tenant_uuid", "Tenant ID", "tenant_id", "3b241101-e2bb-4255-8caf-4136c566a962"),
    ("customer_id", "Customer ID", "customer_id", "cus_Q8mZt2LkP0aXyB"),
    ("member_number", "Member number", "member_number", "0045-8812-3301"),
    ("security_patch", "Security patch level", "security_patch", "2026-02-05"),
    ("terms_accepted", "Terms accepted", "terms_accepted", "2024-11-30"),
    ("opening_hours", "Opening hours", "opening_hours", "Mon-Fri 08:00-18:00"),
    ("utc_offset", "Office timezone", "office_tz", "Europe/Amsterdam (UTC+01:00)"),
    ("build_number", "Build", "build", "20260218.4"),
    ("retention", "Data retention", "retention", "90 days"),
    ("sla", "SLA", "sla", "first reply within 4 business hours"),
    ("date_of_birth", "Date of birth", "date_of_birth", "1987-09-14"),
    ("deployment_id", "Deployment", "deployment", "eu-prod-7"),
]


def generated_negatives(g: Gen4) -> list[Draft]:
    """A stable date-like or id-like field in the generated positives' shapes: nothing may move."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    fields = list(STABLE_DATED)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = bodies[k % len(bodies)]
        family, label, key, value = fields[k % len(fields)]
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        stable = g.rng.sample(body[6], 3)
        text = _place(position, body, label, key, value, lambda s: s, stable)
        out.append(Draft(text, f"holdout4:generated-negative:{body[0]}+{family}",
                         ["hard_negative", "generated", position, family, "stable_value"]))
    return out


# --- negatives: pasted observability and infrastructure content --------------------------------

def hard(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"holdout4:negative:{source}", ["hard_negative", *tags])


@negative
def _n_prometheus_alert_tail(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""This alert woke me up at night for the third time. Is the threshold too tight, or is something
really wrong? Explain what the expression measures.

{{
  "labels": {{"alertname": "KafkaConsumerLag", "consumergroup": "invoice-writer", "severity": "page"}},
  "annotations": {{"summary": "Lag above 50k for 10m", "expr": "sum(kafka_consumergroup_lag) by (consumergroup) > 50000"}},
  "startsAt": "{go_nano(t, g.small(1, 1000))}",
  "endsAt": "0001-01-01T00:00:00Z",
  "generatorURL": "http://prometheus.example:9090/graph?g0.expr=sum%28kafka_consumergroup_lag%29",
  "fingerprint": "{g.hex(16)}"
}}""", "prometheus-alert", ["pasted_alert", "json", "tail", "fingerprint", "startsAt"])


@negative
def _n_alertmanager_webhook(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Our webhook receiver rejects this payload with "truncatedAlerts: unknown field". Which version of the
webhook format is it, and what should the receiver accept?

POST /alertmanager HTTP/1.1
Content-Type: application/json
User-Agent: Alertmanager/0.27.0

{{"version":"4","groupKey":"{{}}:{{alertname=\\"DiskPressure\\"}}","truncatedAlerts":0,"status":"firing","receiver":"llm","groupLabels":{{"alertname":"DiskPressure"}},"externalURL":"http://alertmanager.example:9093","alerts":[{{"status":"firing","startsAt":"{rfc3339(t, 3)}","fingerprint":"{g.hex(16)}"}}]}}""",
                "alertmanager-webhook", ["pasted_http", "webhook_payload", "tail", "startsAt"])


@negative
def _n_grafana_oncall_csv(g: Gen4) -> Draft:
    rows = []
    t = g.moment()
    for name in ["Disk 91% on db-replica-2", "CheckoutHighErrorRate", "Disk 91% on db-replica-2",
                 "CertificateExpiry api.example", "Disk 92% on db-replica-2"]:
        t += timedelta(hours=g.small(3, 30), minutes=g.small(0, 60))
        end = t + timedelta(minutes=g.small(4, 90))
        rows.append(f"{g.small(4000, 4999)},{name},{rfc3339(t)},{rfc3339(end)},db-oncall")
    body = "\n".join(rows)
    return hard(f"""Which alert was the noisiest in this export, and how long did it stay open on average?

id,title,created_at,resolved_at,escalation_chain
{body}

Answer:""", "grafana-oncall-export", ["csv", "timestamps_in_table", "pasted"])


@negative
def _n_sentry_event_json(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""What is the root cause of this error, and is it a client or a server bug?

{{
  "event_id": "{g.hex(32)}",
  "timestamp": "{rfc3339(t, 6)}",
  "platform": "javascript",
  "release": "web@2.19.1",
  "environment": "production",
  "exception": {{"values": [{{"type": "TypeError", "value": "Cannot read properties of null (reading 'price')",
    "stacktrace": {{"frames": [{{"filename": "app:///static/js/cart.4f2a9c.js", "function": "CartLine", "lineno": 1, "colno": 48211}}]}}}}]}},
  "contexts": {{"trace": {{"trace_id": "{g.hex(32)}", "span_id": "{g.hex(16)}"}}}}
}}""", "sentry-event", ["pasted_event", "json", "tail", "event_id", "trace_id"])


@negative
def _n_traceback_with_log_prefix(g: Gen4) -> Draft:
    t = g.moment_eu()
    return hard(f"""Why does this fail only on the first request after a deploy?

{py_logging(t)} ERROR [worker-3] request_id={g.uuid4()} unhandled exception
Traceback (most recent call last):
  File "/app/payments/views.py", line 77, in create_refund
    rate = RATES_CACHE[currency]
KeyError: 'EUR'
{py_logging(t + timedelta(milliseconds=g.small(5, 90)))} INFO [worker-3] cache warmed: 31 currencies""",
                "traceback", ["stack_trace", "pasted_log", "tail", "request_id_in_log"])


@negative
def _n_honeycomb_trace(g: Gen4) -> Draft:
    tid = g.hex(32)
    return hard(f"""Here is one slow trace ({tid}) from checkout. Which span should we optimise first?

span                         service        start_ms   duration_ms
POST /checkout               web            0          2,412
  SELECT cart_items          postgres       14         38
  POST /v1/payment_intents   stripe-proxy   61         1,903
  INSERT orders              postgres       1,971      22
  publish order.created      kafka          2,001      390""", "honeycomb-trace",
                ["trace_id_asked", "table", "durations"])


@negative
def _n_newrelic_nrql_result(g: Gen4) -> Draft:
    t = g.moment()
    rows = []
    for _ in range(5):
        t += timedelta(minutes=5)
        rows.append(f"{t:%Y-%m-%d %H:%M}   {g.small(2, 90) / 10:.1f}%      {g.small(180, 900)} ms")
    body = "\n".join(rows)
    return hard(f"""Result of SELECT percentage(count(*), WHERE error IS true), percentile(duration, 95) FROM Transaction
TIMESERIES 5 minutes SINCE 30 minutes ago:

timestamp          error rate   p95
{body}

Is there a correlation between the error rate and latency here?""", "newrelic-result",
                ["table", "timestamps_in_table", "query_result"])


@negative
def _n_ecs_documents_tail(g: Gen4) -> Draft:
    t = g.moment()
    lines = []
    for action in ["user-login", "user-login", "user-login", "user-password-change"]:
        t += timedelta(seconds=g.small(1, 40))
        lines.append(f'{{"@timestamp":"{rfc3339(t, 3)}","event":{{"id":"{g.b64url(15)}","action":"{action}",'
                     f'"outcome":"{g.pick(["failure", "failure", "success"])}"}},"trace":{{"id":"{g.hex(32)}"}},'
                     f'"user":{{"name":"d.kowalski"}},"source":{{"ip":"203.0.113.{g.small(2, 250)}"}}}}')
    body = "\n".join(lines)
    return hard(f"""Does this sequence look like account takeover? Answer yes/no and why.

{body}
""", "elastic-ecs", ["pasted_log", "ecs", "json_lines", "tail"])


@negative
def _n_k8s_audit_event(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Who deleted the secret, and from where? Here is the audit event:

{{
  "kind": "Event",
  "apiVersion": "audit.k8s.io/v1",
  "level": "Metadata",
  "auditID": "{g.uuid4()}",
  "stage": "ResponseComplete",
  "requestURI": "/api/v1/namespaces/payments/secrets/stripe-keys",
  "verb": "delete",
  "user": {{"username": "system:serviceaccount:ci:deployer", "groups": ["system:serviceaccounts"]}},
  "sourceIPs": ["10.12.4.19"],
  "userAgent": "kubectl/v1.31.2 (linux/amd64) kubernetes/5864a46",
  "responseStatus": {{"code": 200}},
  "requestReceivedTimestamp": "{rfc3339(t, 6)}",
  "stageTimestamp": "{rfc3339(t + timedelta(milliseconds=g.small(3, 80)), 6)}"
}}""", "k8s-audit", ["pasted_log", "json", "tail", "audit_id", "k8s"])


@negative
def _n_kubectl_describe(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Why is this pod not ready?

Name:             search-indexer-6b9f7c8d4-p7v2k
Namespace:        search
Node:             ip-10-12-7-44.eu-west-1.compute.internal/10.12.7.44
Start Time:       {http_date(t).replace(' GMT', ' +0000')}
Status:           Running
Containers:
  indexer:
    Ready:          False
    Restart Count:  0
    Readiness:      http-get http://:8080/ready delay=10s timeout=1s period=5s #success=1 #failure=3
Events:
  Type     Reason     Age                From     Message
  ----     ------     ----               ----     -------
  Warning  Unhealthy  2m (x31 over 5m)   kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503""",
                "kubectl-describe", ["pasted", "k8s", "start_time", "relative_time"])


@negative
def _n_k8s_manifest_restarted_at(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Will applying this manifest restart the pods even though the image did not change?

apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  creationTimestamp: null
  annotations:
    deployment.kubernetes.io/revision: "14"
spec:
  replicas: 3
  template:
    metadata:
      annotations:
        kubectl.kubernetes.io/restartedAt: "{rfc3339(t)}"
    spec:
      containers:
        - name: web
          image: registry.example/web:4.2.0""", "k8s-manifest", ["config", "yaml", "restarted_at", "k8s"])


@negative
def _n_argo_get(g: Gen4) -> Draft:
    t = g.moment()
    end = t + timedelta(minutes=g.small(2, 9), seconds=g.small(0, 60))
    name = "nightly-digest-" + g.lower_alnum(5)
    return hard(f"""Why did this workflow fail, and which step should I retry?

Name:                {name}
Namespace:           analytics
ServiceAccount:      argo-workflow
Status:              Failed
Message:             child '{name}-2381960754' failed
Created:             {t:%a %b %d %H:%M:%S %z %Y}
Started:             {t:%a %b %d %H:%M:%S %z %Y}
Finished:            {end:%a %b %d %H:%M:%S %z %Y}
Duration:            {(end - t).seconds // 60} minutes {(end - t).seconds % 60} seconds

STEP                     TEMPLATE    PODNAME                          DURATION  MESSAGE
 ✖ {name}   main
 ├─✔ aggregate           aggregate   {name}-1184512207   1m
 └─✖ summarize           summarize   {name}-2381960754   42s       Error (exit code 137)""",
                "argo-get", ["pasted", "argo", "workflow_name_asked", "timestamps_in_document"])


@negative
def _n_github_actions_log(g: Gen4) -> Draft:
    t = g.moment()
    run = g.digits(11)

    def at(sec: int) -> str:
        u = t + timedelta(seconds=sec)
        return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond:06d}1Z"
    return hard(f"""Run {run} failed at the cache step. What is wrong, and why did run {run} not fail
yesterday with the same commit?

{at(0)} ##[group]Run actions/cache@v4
{at(0)}   with:
{at(0)}     path: ~/.cache/pip
{at(0)}     key: pip-Linux-
{at(1)} ##[endgroup]
{at(3)} ##[error]Input required and not supplied: key""", "github-actions-log",
                ["pasted_log", "run_id_asked", "timestamps_in_log"])


@negative
def _n_github_workflow_cron(g: Gen4) -> Draft:
    return hard("""Why does this workflow run at 06:30 in summer and 05:30 in winter for my team in Lisbon?

on:
  schedule:
    - cron: "30 5 * * 1-5"
jobs:
  nightly:
    if: github.event.schedule == '30 5 * * 1-5'
    runs-on: ubuntu-24.04
    timeout-minutes: 30
    steps:
      - uses: actions/checkout@v4
      - run: make nightly""", "github-workflow-cron", ["config", "cron", "version"])


@negative
def _n_jenkins_console(g: Gen4) -> Draft:
    t = g.moment_eu()
    build = g.small(300, 900)
    return hard(f"""Build #{build} of payments/main failed. Is it a flaky test or a real regression?

Started by timer
Running as SYSTEM
[Pipeline] Start of Pipeline
[Pipeline] node
Running on agent-linux-04 in /var/lib/jenkins/workspace/payments_main
BUILD_ID={build}
BUILD_TIMESTAMP={jenkins_ts(t)}
[Pipeline] sh
+ ./gradlew test
PaymentServiceTest > refundsPartialAmount() FAILED
    org.opentest4j.AssertionFailedError at PaymentServiceTest.kt:112
Finished: FAILURE""", "jenkins-console", ["pasted_log", "build_number_asked", "jenkins_timestamp"])


@negative
def _n_terraform_run_json(g: Gen4) -> Draft:
    t = g.moment()
    rid = g.tfc_run()
    return hard(f"""Why has {rid} been stuck in "pending" for an hour? This is what the API returns:

{{
  "data": {{
    "id": "{rid}",
    "type": "runs",
    "attributes": {{
      "status": "pending",
      "created-at": "{rfc3339(t, 3)}",
      "is-destroy": false,
      "message": "Triggered via UI",
      "status-timestamps": {{"plan-queueable-at": "{rfc3339(t + timedelta(seconds=2))}"}}
    }},
    "relationships": {{"workspace": {{"data": {{"id": "ws-2Vn8sK4DqzTHu1Xa", "type": "workspaces"}}}}}}
  }}
}}""", "terraform-run-json", ["pasted", "json", "run_id_asked", "tail"])


@negative
def _n_terraform_time_literal(g: Gen4) -> Draft:
    return hard("""Is this the right way to make a certificate valid for 90 days from a fixed start?

resource "time_static" "cert_start" {
  rfc3339 = "2026-03-01T00:00:00Z"
}

locals {
  cert_expiry = timeadd(time_static.cert_start.rfc3339, "2160h")
}""", "terraform-literal", ["code", "timestamp_literal", "hcl"])


@negative
def _n_cloudtrail_event(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Who opened port 22 to the world on this security group? Explain the event.

{{
  "eventVersion": "1.10",
  "userIdentity": {{"type": "AssumedRole", "arn": "arn:aws:sts::482913770021:assumed-role/ops-admin/m.lindqvist"}},
  "eventTime": "{rfc3339(t)}",
  "eventSource": "ec2.amazonaws.com",
  "eventName": "AuthorizeSecurityGroupIngress",
  "awsRegion": "eu-west-1",
  "sourceIPAddress": "198.51.100.23",
  "requestParameters": {{"groupId": "sg-0a1b2c3d4e5f60718", "ipPermissions": {{"items": [{{"fromPort": 22, "toPort": 22, "ipRanges": {{"items": [{{"cidrIp": "0.0.0.0/0"}}]}}}}]}}}},
  "requestID": "{g.uuid4()}",
  "eventID": "{g.uuid4()}",
  "readOnly": false,
  "eventType": "AwsApiCall"
}}""", "cloudtrail-event", ["pasted_event", "json", "tail", "event_id", "request_id_in_payload"])


@negative
def _n_cloudtrail_athena(g: Gen4) -> Draft:
    return hard("""Why does this Athena query over CloudTrail return nothing for yesterday?

SELECT eventtime, eventname, useridentity.arn, requestid
FROM cloudtrail_logs
WHERE eventname = 'DeleteBucket'
  AND from_iso8601_timestamp(eventtime) BETWEEN TIMESTAMP '2026-03-02 00:00:00 UTC'
                                            AND TIMESTAMP '2026-03-02 23:59:59 UTC'
  AND region = 'eu-west-1'
ORDER BY eventtime DESC;""", "cloudtrail-athena", ["code", "sql", "timestamp_literal"])


@negative
def _n_gcp_audit_log(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Explain this log entry: did someone change the IAM policy of the bucket, or only read it?

insertId: {g.lower_alnum(12)}
logName: projects/ridgeline-prod/logs/cloudaudit.googleapis.com%2Factivity
protoPayload:
  methodName: storage.setIamPermissions
  resourceName: projects/_/buckets/ridgeline-exports
  authenticationInfo:
    principalEmail: build-bot@ridgeline-prod.iam.gserviceaccount.com
  requestMetadata:
    callerIp: 34.90.12.7
timestamp: '{rfc3339(t, 6)}'
receiveTimestamp: '{rfc3339(t + timedelta(milliseconds=g.small(40, 900)), 9)[:-1] + "Z"}'
severity: NOTICE""", "gcp-audit", ["pasted_log", "yaml", "tail", "insert_id"])


@negative
def _n_azure_activity_log(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Someone scaled our App Service plan down on Saturday. Who was it, according to this entry?

{{
  "authorization": {{"action": "Microsoft.Web/serverfarms/write", "scope": "/subscriptions/2f6c1b8e-4d3a-4f7b-9e21-6a0c5d8b7e13/resourceGroups/rg-payments-weu/providers/Microsoft.Web/serverfarms/asp-payments"}},
  "caller": "j.okafor@fabrikam.example",
  "correlationId": "{g.uuid4()}",
  "eventDataId": "{g.uuid4()}",
  "eventTimestamp": "{dotnet_o(t.astimezone(UTC), g.small(0, 10))[:-6]}Z",
  "level": "Informational",
  "operationName": {{"value": "Microsoft.Web/serverfarms/write", "localizedValue": "Create or Update App Service Plan"}},
  "status": {{"value": "Succeeded"}}
}}""", "azure-activity", ["pasted_event", "json", "tail", "correlation_id"])


# --- negatives: pasted messaging payloads, emails, tickets, agent logs --------------------------

@negative
def _n_discord_interaction_debug(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""My bot gets this interaction but Discord shows "This interaction failed". I reply after about 4
seconds. What am I doing wrong?

{{"type": 2, "id": "{g.snowflake(t)}", "application_id": "1174011352910827520",
 "token": "{g.discord_token()}",
 "guild_id": "1174009235119718400", "channel_id": "1174009235119718403",
 "data": {{"name": "lore", "options": [{{"name": "character", "value": "Maren"}}]}}}}""",
                "discord-interaction-debug", ["pasted_payload", "json", "tail", "snowflake", "token_in_payload"])


@negative
def _n_teams_activity_debug(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Our Teams bot answers every message twice. Here are the two activities we logged. Are they
duplicates from Teams or is our code replying twice?

{{"type": "message", "id": "{epoch_ms(t)}", "timestamp": "{js_iso(t)}", "replyToId": "{epoch_ms(t) - 4211}", "text": "status of PO-2291?"}}
{{"type": "message", "id": "{epoch_ms(t) + 1}", "timestamp": "{js_iso(t + timedelta(milliseconds=1))}", "replyToId": "{epoch_ms(t) - 4211}", "text": "status of PO-2291?"}}""",
                "teams-activity-debug", ["pasted_payload", "json_lines", "tail", "activity_ids_asked"])


@negative
def _n_matrix_redaction(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""What does this event mean, and can the original message still be read by room members?

{{
  "type": "m.room.redaction",
  "room_id": "!kLqzRtPbYvNcAhwDxE:matrix.example",
  "sender": "@mod:matrix.example",
  "redacts": "{g.matrix_event_id()}",
  "event_id": "{g.matrix_event_id()}",
  "origin_server_ts": {epoch_ms(t)},
  "content": {{"reason": "spam"}},
  "unsigned": {{"age": 1204}}
}}""", "matrix-redaction", ["pasted_event", "json", "tail", "event_id", "epoch_ms"])


@negative
def _n_email_spam_headers(g: Gen4) -> Draft:
    t = g.moment_us()
    return hard(f"""Why did this newsletter land in spam for our Gmail subscribers? Here are the headers of one copy.

Delivered-To: reader@gmail.example
X-Received: by 2002:a05:620a:{g.hex(4)}:b0:7b6:e5c1:2f0a with SMTP id {g.hex(12)}.{g.small(10, 99)}; {rfc2822(t)}
Received: from mta7.news.lumen.example (mta7.news.lumen.example. [192.0.2.71])
        by mx.google.example with ESMTPS id {g.b62(20)}
        for <reader@gmail.example>; {rfc2822(t)}
Authentication-Results: mx.google.example; dkim=fail header.i=@lumen.example; spf=pass; dmarc=fail (p=NONE)
Date: {rfc2822(t - timedelta(seconds=g.small(2, 30)))}
From: Lumen Coffee <news@lumen.example>
Message-ID: <{g.hex(24)}@news.lumen.example>
Subject: Spring beans are here""", "email-spam-headers", ["pasted_email", "tail", "message_id", "x_received"])


@negative
def _n_bounce_dsn(g: Gen4) -> Draft:
    t = g.moment_eu()
    return hard(f"""Explain this bounce to a non-technical colleague. Should we retry the address?

Reporting-MTA: dns; mx1.kestrel-logistics.example
Arrival-Date: {rfc2822(t)}

Final-Recipient: rfc822; j.peeters@transport-vlaanderen.example
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <j.peeters@transport-vlaanderen.example>: Recipient address rejected""",
                "bounce-dsn", ["pasted_email", "dsn", "arrival_date"])


@negative
def _n_zendesk_ticket_json(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Summarise this ticket's history for the handover, in three bullets.

{{
  "ticket": {{
    "id": 48213,
    "subject": "Washing machine delivered damaged",
    "status": "pending",
    "created_at": "{rfc3339(t - timedelta(days=4))}",
    "updated_at": "{rfc3339(t)}",
    "tags": ["damage", "courier_dhl"],
    "comments": [
      {{"author": "Mario Rossi", "created_at": "{rfc3339(t - timedelta(days=4))}", "body": "The door glass is cracked."}},
      {{"author": "Agent Sam", "created_at": "{rfc3339(t - timedelta(days=3))}", "body": "Photos received, claim opened with DHL."}},
      {{"author": "Mario Rossi", "created_at": "{rfc3339(t)}", "body": "Any news? It has been four days."}}
    ]
  }}
}}""", "zendesk-ticket", ["pasted_ticket", "json", "tail", "document_dates"])


@negative
def _n_slack_export(g: Gen4) -> Draft:
    t = g.moment()
    a = epoch_s(t)
    return hard(f"""This is an export of the #incident-4411 channel. Write the incident timeline (time, what happened).

[
  {{"type": "message", "user": "U02ABCDEF", "text": "checkout 5xx rising", "ts": "{a}.001200", "client_msg_id": "{g.uuid4()}"}},
  {{"type": "message", "user": "U03GHIJKL", "text": "rolled back web to 2.18.4", "ts": "{a + 420}.038800", "thread_ts": "{a}.001200"}},
  {{"type": "message", "user": "U02ABCDEF", "text": "errors back to baseline", "ts": "{a + 900}.114500", "thread_ts": "{a}.001200"}}
]""", "slack-export", ["pasted_export", "json", "tail", "slack_ts"])


@negative
def _n_shopify_webhook_debug(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""Our HMAC check fails for this webhook. We compute the HMAC over the parsed JSON. Is that the bug?

X-Shopify-Topic: orders/create
X-Shopify-Hmac-Sha256: {g.b64url(32).replace('-', '+').replace('_', '/')}=
X-Shopify-Shop-Domain: lumen-coffee.myshopify.com
X-Shopify-Webhook-Id: {g.uuid4()}
X-Shopify-Triggered-At: {go_nano(t, g.small(1, 1000))}
X-Shopify-API-Version: 2025-10

{{"id": 5710824063041, "created_at": "{offset_iso(t.astimezone(EDT if 4 <= t.month <= 10 else EST))}", "total_price": "24.50", "currency": "USD"}}""",
                "shopify-webhook-debug", ["pasted_http", "webhook_headers", "tail", "signature_in_payload"])


@negative
def _n_langgraph_debug(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""When I resume this thread the graph runs the "search_flights" node again instead of continuing.
Here is what get_state returns. What is going on?

StateSnapshot(
    values={{'messages': [...], 'plan': ['search_flights', 'search_hotels']}},
    next=('search_flights',),
    config={{'configurable': {{'thread_id': '{g.uuid4()}', 'checkpoint_ns': '', 'checkpoint_id': '{g.uuid6(t)}'}}}},
    metadata={{'source': 'loop', 'step': 3, 'writes': None}},
    created_at='{py_iso(t.astimezone(UTC).replace(tzinfo=None))}+00:00',
    parent_config=None,
)""", "langgraph-debug", ["pasted_state", "code", "thread_id_asked", "tail"])


@negative
def _n_agents_trace_export(g: Gen4) -> Draft:
    t = g.moment()
    tr = "trace_" + g.hex(32)
    rows = []
    for name, dur in [("Triage Agent", 812), ("handoff -> Billing Agent", 3), ("Billing Agent", 6904),
                      ("function lookup_invoice", 6120)]:
        rows.append(f"span_{g.hex(24)}  {name:<26} {js_iso(t)}  {dur} ms")
        t += timedelta(milliseconds=dur + g.small(1, 30))
    body = "\n".join(rows)
    return hard(f"""Why is trace {tr} so slow? Spans from the dashboard:

{body}""", "agents-trace-export", ["pasted_trace", "table", "trace_id_asked", "tail"])


@negative
def _n_crewai_log_pasted(g: Gen4) -> Draft:
    t = g.moment()
    lines = []
    for _ in range(3):
        lines.append(f"[{iso_space(t)}][DEBUG]: == [Researcher] Task output: I need more information. "
                     "Action: search_web")
        t += timedelta(seconds=g.small(5, 20))
    body = "\n".join(lines)
    return hard(f"""My crew loops forever. Here is the verbose output. Why does the agent keep searching?

{body}
[{iso_space(t)}][INFO]: Max iterations reached, forcing final answer""", "crewai-log", ["pasted_log", "bracketed",
                                                                                       "tail"])


@negative
def _n_mcp_timeout_debug(g: Gen4) -> Draft:
    return hard(f"""My MCP client logs this and then the tool call fails with "Request timed out". Is the server too
slow, or is my client not reading the response?

--> {{"jsonrpc": "2.0", "id": 17, "method": "tools/call", "params": {{"name": "search_docs", "arguments": {{"q": "refund policy"}}}}}}
<-- {{"jsonrpc": "2.0", "method": "notifications/progress", "params": {{"progressToken": "{g.uuid4()}", "progress": 50}}}}
<-- {{"jsonrpc": "2.0", "id": 17, "result": {{"content": [{{"type": "text", "text": "Refunds within 30 days..."}}]}}}}
<-- {{"jsonrpc": "2.0", "id": 17, "error": {{"code": -32001, "message": "Request timed out"}}}}""",
                "mcp-debug", ["pasted_log", "jsonrpc", "tail", "request_ids_asked"])


@negative
def _n_intercom_transcript(g: Gen4) -> Draft:
    t = g.moment_uk()
    lines = []
    for who, text in [("Customer", "hi, my driver app shows the wrong depot"),
                      ("Fin", "Sorry about that! Which depot should it show?"),
                      ("Customer", "Bristol, not Swindon"),
                      ("Agent Priya", "I've updated your default depot; please log out and back in.")]:
        lines.append(f"{t:%d %b %Y, %H:%M} - {who}: {text}")
        t += timedelta(minutes=g.small(1, 9))
    body = "\n".join(lines)
    return hard(f"""Rate this conversation for tone (1-5) and say whether the handover from Fin to a human was needed.

{body}""", "intercom-transcript", ["transcript", "timestamps_in_document", "tail"])


@negative
def _n_smpp_dlr(g: Gen4) -> Draft:
    t = g.moment()
    done = t + timedelta(seconds=g.small(2, 50))
    return hard(f"""What does this delivery receipt say? Was the SMS delivered, and how long did it take?

id:{g.hex(10)} sub:001 dlvrd:001 submit date:{t:%y%m%d%H%M} done date:{done:%y%m%d%H%M} stat:DELIVRD err:000 text:Your code is 4""",
                "smpp-dlr", ["pasted", "dlr", "compact_dates"])


@negative
def _n_twilio_callback(g: Gen4) -> Draft:
    return hard(f"""Our status callback handler receives these form fields. Which one tells me the message failed
because the number is a landline?

MessageSid={g.twilio_sid()}
MessageStatus=undelivered
ErrorCode=30006
To=+441632960123
From=+447418343200
AccountSid=AC9f2c1a7b4e8d3f6a0c5b2e9d1f7a4c8e
ApiVersion=2010-04-01""", "twilio-callback", ["pasted_payload", "key_value", "phone", "api_version"])


@negative
def _n_ask_about_request_id(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""A customer reports a failed payment and sent us this reference from the error page:
{g.uuid7(t)}. It's a UUIDv7, right? Can I get the time of the request out of it, and how precise is it?""",
                "request-id-question", ["id_in_question", "uuid7"])


@negative
def _n_user_typed_today(g: Gen4) -> Draft:
    return hard("""Today is 3 March 2026 and it's my birthday! My flight to Lisbon is on the 17th at 06:40 and I need
to be at the airport two hours before. How many days until the trip, and what time should I leave
home if the drive is 35 minutes?""", "user-typed-today", ["user_written_date", "times_in_content"])


@negative
def _n_duolingo_exercise_date(g: Gen4) -> Draft:
    return hard("""lesson_context:
  course: es-from-en
  unit: 6 (Time and dates)
  level: A2

Exercise: Translate into English: "Hoy es martes, 3 de marzo de 2026, y son las cuatro y cuarto."
Learner answer: Today is Tuesday, March 3 2026, and it is four and quarter.
Tutor:""", "duolingo-exercise", ["exercise_content", "non_english", "date_in_sentence"])


@negative
def _n_khan_word_problem(g: Gen4) -> Draft:
    return hard("""Exercise (grade 6, elapsed time): A bus leaves the school at 2:45 PM on Friday, March 6, and
arrives at the science museum at 4:10 PM. The return trip starts at 5:30 PM and takes 15 minutes
longer. At what time does the bus get back?

Student: is it 6:55 PM?
Tutor:""", "word-problem", ["exercise_content", "times_in_content", "dates_in_content"])


# --- negatives: stable blocks, documents, calendars, code, tables, numbers ----------------------

@negative
def _n_stable_versions_block(g: Gen4) -> Draft:
    return hard("""## Deployment
- Model: gpt-4.1-2025-04-14
- API version: 2025-04-01-preview
- Knowledge cutoff: 2024-06
- Output schema: https://json-schema.org/draft/2020-12/schema
- Prompt revision: 2026-02-18 (r14)

You are Compass, the travel-policy assistant of Norrland Paper. Answer from the policy; if it is
silent, say so and suggest asking the travel desk.

Employee: Can I take a day of holiday after a business trip and fly back a day later?
Compass:""", "stable-versions-block", ["stable_header", "api_version", "knowledge_cutoff", "authored_revision"])


@negative
def _n_azure_openai_env(g: Gen4) -> Draft:
    return hard("""Why do I get "DeploymentNotFound" with this configuration? The deployment exists in the portal.

AZURE_OPENAI_ENDPOINT=https://fabrikam-weu.openai.azure.example/
AZURE_OPENAI_API_VERSION=2025-04-01-preview
AZURE_OPENAI_DEPLOYMENT=gpt-4o-2024-11-20
AZURE_OPENAI_MODEL_VERSION=2024-11-20""", "azure-openai-env", ["config", "api_version", "dated_model", "env_var"])


@negative
def _n_outlook_agenda(g: Gen4) -> Draft:
    return hard("""Here is my calendar for Tuesday. Find a free 45-minute slot for a call with Berlin (one hour ahead
of me) that is inside their working hours of 09:00-17:00.

Tue 3 Mar
08:30-09:00  Standup (Teams)
09:00-10:30  Focus time
11:00-11:45  1:1 with Priya
12:00-13:00  Lunch
13:30-15:00  Quarterly planning, Room Atlas
16:00-16:30  Vendor call: Nordkap Metals""", "calendar-agenda", ["calendar", "time_ranges"])


@negative
def _n_spanish_calendar(g: Gen4) -> Draft:
    return hard("""¿Qué reuniones se solapan esta semana? Responde con una lista.

- Lunes 9 de marzo, 10:00-11:00: Revisión de presupuesto (sala Goya)
- Lunes 9 de marzo, 10:30-11:30: Llamada con proveedores
- Miércoles 11 de marzo, 16:00-17:00: Formación en seguridad
- Jueves 12 de marzo, 9:00-9:30: Reunión de equipo
- Jueves 12 de marzo, 9:15-10:00: Entrevista candidato backend""", "calendar-es",
                ["calendar", "time_ranges", "non_english"])


@negative
def _n_confluence_page_pasted(g: Gen4) -> Draft:
    return hard("""Summarise this page for the weekly newsletter in three sentences.

Incident review: checkout outage
Created by Maria Santos on 12 Jan 2026, last updated by Kenji Ito on 3 Feb 2026
Status: Final

On 9 January 2026 between 14:02 and 14:51 UTC, 38% of checkout attempts failed. The cause was an
expired intermediate certificate on the payment proxy. We added expiry alerts 30 days ahead and a
weekly certificate report.""", "confluence-page", ["document", "document_dates", "authored_metadata"])


@negative
def _n_notion_db_export(g: Gen4) -> Draft:
    return hard("""Which tasks look overdue? Compare each task's due date with its status only.

Name,Status,Assignee,Due,Created time,Last edited time
Migrate billing cron,In progress,Kenji,2026-02-27,"February 2, 2026 10:14 AM","February 26, 2026 4:40 PM"
Rotate API keys,Done,Maria,2026-02-20,"January 30, 2026 9:02 AM","February 19, 2026 11:05 AM"
Write DR runbook,Not started,Ines,2026-02-15,"January 12, 2026 3:30 PM","January 12, 2026 3:30 PM"
""", "notion-export", ["csv", "document_dates", "dates_in_table"])


@negative
def _n_hubspot_stable_record(g: Gen4) -> Draft:
    return hard("""You are the CRM assistant. Use the record to personalise the answer.

Contact record:
hs_object_id: 51
Email: l.meyer@brightwater.example
Lifecycle stage: customer
Create date: 2024-09-12
Customer since: 2025-01-06
Owner: Priya Nair

Rep: draft a renewal reminder for Lena, friendly, 80 words
Assistant:""", "hubspot-record", ["stable_header", "record_ids", "record_dates", "per_user_stable"])


@negative
def _n_salesforce_apex_log(g: Gen4) -> Draft:
    t = g.moment()
    return hard(f"""What is taking the time in this Apex transaction?

62.0 APEX_CODE,FINEST;APEX_PROFILING,INFO;DB,INFO
{t:%H:%M:%S}.0 (3471232)|EXECUTION_STARTED
{t:%H:%M:%S}.0 (3498112)|CODE_UNIT_STARTED|[EXTERNAL]|01p8d00000AbCdE|OpportunityTrigger on Opportunity trigger event BeforeUpdate
{t:%H:%M:%S}.{g.small(100, 999)} (812344901)|SOQL_EXECUTE_BEGIN|[41]|Aggregations:0|SELECT Id, Amount FROM OpportunityLineItem WHERE OpportunityId IN :ids
{(t + timedelta(seconds=4)):%H:%M:%S}.{g.small(100, 999)} (4812119004)|SOQL_EXECUTE_END|[41]|Rows:48211
{(t + timedelta(seconds=5)):%H:%M:%S}.{g.small(100, 999)} (5011232871)|CODE_UNIT_FINISHED|OpportunityTrigger on Opportunity trigger event BeforeUpdate""",
                "apex-log", ["pasted_log", "times_in_log", "record_ids"])


@negative
def _n_rust_chrono(g: Gen4) -> Draft:
    return hard("""Why does this test fail in CI (UTC) but pass on my laptop (Europe/Berlin)?

```rust
#[test]
fn invoice_due_date() {
    let issued = NaiveDate::from_ymd_opt(2026, 3, 3).unwrap().and_hms_opt(23, 30, 0).unwrap();
    let local = Local.from_local_datetime(&issued).unwrap();
    assert_eq!(due_date(local).to_rfc3339(), "2026-04-02T23:30:00+02:00");
}
```""", "rust-chrono", ["code", "timestamp_literal"])


@negative
def _n_sql_migration_defaults(g: Gen4) -> Draft:
    return hard("""Review this migration. Is it safe to run on a 40M-row table during business hours?

-- 20260303_1410_add_archived_at.sql
ALTER TABLE orders ADD COLUMN archived_at timestamptz DEFAULT '1970-01-01 00:00:00+00' NOT NULL;
ALTER TABLE orders ADD COLUMN updated_at timestamptz DEFAULT now();
UPDATE orders SET archived_at = '2026-03-01 00:00:00+00' WHERE status = 'closed';""",
                "sql-migration", ["code", "sql", "timestamp_literal", "migration_name"])


@negative
def _n_sales_table(g: Gen4) -> Draft:
    return hard("""Which customer ordered most often in February, and what was their average order value?

| Order   | Date       | Customer        | Total (EUR) |
|---------|------------|-----------------|-------------|
| SO-2291 | 2026-02-03 | Beacon Freight  | 1,240.00    |
| SO-2304 | 2026-02-09 | Larchmont Ltd   | 310.50      |
| SO-2317 | 2026-02-17 | Beacon Freight  | 880.00      |
| SO-2330 | 2026-02-24 | Beacon Freight  | 1,020.00    |
| SO-2338 | 2026-02-27 | Nordkap Metals  | 4,300.00    |""", "sales-table", ["table", "dates_in_table", "prices"])


@negative
def _n_german_rota(g: Gen4) -> Draft:
    return hard("""Prüfe diesen Schichtplan: Hat jemand nach einer Nachtschicht weniger als 11 Stunden Pause?

| Datum      | Früh (06-14) | Spät (14-22) | Nacht (22-06) |
|------------|--------------|--------------|---------------|
| Mo 09.03.  | Aylin        | Jonas        | Mirela        |
| Di 10.03.  | Mirela       | Aylin        | Jonas         |
| Mi 11.03.  | Jonas        | Mirela       | Aylin         |""", "german-rota", ["table", "dates_in_table", "time_ranges",
                                                                         "non_english"])


@negative
def _n_french_contacts(g: Gen4) -> Draft:
    return hard("""Mets ces contacts au format international (E.164) et indique la ville :

- Cabinet Dr Lefèvre : 02 99 40 12 34
- Garage du Port : 02 23 18 55 60
- Mairie annexe : 01 44 54 75 75, ouverte du lundi au vendredi de 8 h 30 à 17 h
- Portable de Claire : 06 12 34 56 78""", "french-phones", ["phone", "opening_hours", "non_english"])


@negative
def _n_german_sepa(g: Gen4) -> Draft:
    return hard("""Ist diese Überweisung korrekt ausgefüllt? Bitte prüfe vor allem IBAN und Verwendungszweck.

Empfänger: Krüger Metallbau GmbH
IBAN: DE02 1203 0000 0000 2020 51
BIC: BYLADEM1001
Betrag: 1.250,00 EUR
Verwendungszweck: Rechnung RE-2026-0412 vom 28.02.2026, Kundennr. 88123
Ausführungsdatum: 05.03.2026""", "german-sepa", ["iban", "price", "dates_in_document", "stable_header_shape",
                                                  "non_english"])


@negative
def _n_japanese_prices(g: Gen4) -> Draft:
    return hard("""次のメニューで、2人で3,000円以内に収まる組み合わせを教えてください。

- 醤油ラーメン 950円
- 味噌ラーメン 1,050円
- 餃子（6個） 480円
- 半チャーハン 420円
- 瓶ビール 650円
営業時間 11:00〜15:00 / 17:30〜22:00（水曜定休）""", "japanese-menu", ["prices", "opening_hours", "non_english"])


@negative
def _n_geojson(g: Gen4) -> Draft:
    return hard("""Is this polygon closed correctly, and roughly how big is it in hectares?

{"type": "Feature",
 "properties": {"name": "Parque da Cidade", "surveyed": "2025-10-14"},
 "geometry": {"type": "Polygon", "coordinates": [[[-8.6795, 41.1680], [-8.6702, 41.1684],
   [-8.6698, 41.1629], [-8.6790, 41.1621], [-8.6795, 41.1680]]]}}""", "geojson",
                ["coordinates", "json", "document_dates"])


@negative
def _n_italian_bibliography(g: Gen4) -> Draft:
    return hard("""Ordina questa bibliografia per anno di pubblicazione e segnala i doppioni.

- Calvino, I. (1972). Le città invisibili. Einaudi. ISBN 978-88-06-20945-4
- Eco, U. (1980). Il nome della rosa. Bompiani. ISBN 978-88-452-9662-1
- Calvino, I. (1972). Le città invisibili. Mondadori, 2016. ISBN 978-88-04-66828-9
- Ginzburg, N. (1963). Lessico famigliare. Einaudi. ISBN 978-88-06-21982-8""", "italian-bibliography",
                ["isbn", "years", "non_english"])


@negative
def _n_cursor_rules_file(g: Gen4) -> Draft:
    return hard("""---
description: Backend conventions
globs: ["app/**/*.py"]
alwaysApply: true
last_updated: 2025-11-20
version: 7
---
- Store every timestamp as UTC; convert only at the edges.
- Request ids come from the X-Request-ID header; never generate them in handlers.
- Migrations are named YYYYMMDD_HHMM_description.sql.

User: add a created_at column to invoices
Assistant:""", "cursor-rules", ["rules_file", "front_matter", "authored_date", "version"])


@negative
def _n_idea_log(g: Gen4) -> Draft:
    t = g.moment_eu()
    lines = []
    for level, msg in [("INFO", "#c.i.o.a.i.ApplicationImpl - Indexing started"),
                       ("WARN", "#c.i.u.i.FileBasedIndexImpl - Rebuild requested for index Stubs"),
                       ("ERROR", "#c.i.o.p.ProjectManagerImpl - Gradle sync failed: Could not resolve "
                                 "org.jetbrains.kotlin:kotlin-stdlib:2.1.0")]:
        lines.append(f"{t:%Y-%m-%d %H:%M:%S},{t.microsecond // 1000:03d} [{g.small(10000, 99999):>7}]   "
                     f"{level} - {msg}")
        t += timedelta(seconds=g.small(1, 30))
    body = "\n".join(lines)
    return hard(f"""My IDE keeps re-indexing and Gradle sync fails. From idea.log:

{body}

What should I try first?""", "idea-log", ["pasted_log", "timestamps_in_log"])


@negative
def _n_copilot_selection_changelog(g: Gen4) -> Draft:
    return hard("""<selection file="CHANGELOG.md" startLine="1" endLine="12">
## 3.19.0 - 2026-02-26
- Refunds: partial refunds in any currency (#812).
- Fixed rounding of VAT for 23% rates (#815).

## 3.18.2 - 2026-02-11
- Security: bumped urllib3 to 2.3.0.
</selection>

User: write release notes for customers from the selected changelog, no issue numbers
Assistant:""", "copilot-selection", ["changelog", "release_date", "selection_content"])


@negative
def _n_pt_statement_refs(g: Gen4) -> Draft:
    return hard("""Não reconheço dois destes movimentos. O que significam as referências e como contesto?

Data        Descrição                                   Montante
02/03/2026  COMPRA 4417 PINGO DOCE LISBOA REF 0318829    -23,47
02/03/2026  TRF MB WAY P/ 912*****78 REF 7A2C9F01        -50,00
01/03/2026  COMPRA 4417 SUMUP *CAFE ALEGRIA REF 0318702  -3,20
28/02/2026  TRF SEPA DE NORTHWIND LDA SALARIO             +1.840,00""", "pt-statement",
                ["bank_statement", "ids_asked", "dates_in_table", "non_english"])


@negative
def _n_shopify_orders_question(g: Gen4) -> Draft:
    return hard("""Which of these orders are still unfulfilled after more than two days, given that today is
5 March 2026?

#1038  2026-03-01 09:12  Ana Ruiz        Paid   Fulfilled
#1041  2026-03-02 17:45  Tom Becker      Paid   Unfulfilled
#1043  2026-03-03 14:22  Ana Ruiz        Paid   Unfulfilled
#1044  2026-03-04 08:03  Lea Novak       Paid   Partially fulfilled""", "shopify-orders",
                ["table", "user_written_date", "dates_in_table", "order_ids"])


@negative
def _n_search_results_only(g: Gen4) -> Draft:
    return hard("""Use the search results to answer, citing them as [1], [2].

[1] "Night trains return to Amsterdam-Zurich" - railnews.example - published 2025-12-09, updated 2026-01-15
    From 14 December the night train runs daily, departing 19:55 and arriving 09:31.
[2] "Timetable change December 2025" - operator.example - published 2025-11-28
    Winter timetable valid from 14 December 2025 to 12 December 2026.

Question: What time does the night train to Zurich leave Amsterdam?
Answer:""", "search-results-dated", ["search_results", "publication_dates", "document_dates"])


@negative
def _n_vercel_build_log(g: Gen4) -> Draft:
    t = g.moment()
    lines = []
    for msg in ["Running build in Washington, D.C., USA (East) - iad1",
                "Cloning github.com/ferrocart/storefront (Branch: main, Commit: 4f2a9c1)",
                "Running \"npm run build\"",
                "Error: Cannot find module '@/components/ui/badge'"]:
        lines.append(f"[{t:%H:%M:%S}.{t.microsecond // 1000:03d}] {msg}")
        t += timedelta(seconds=g.small(1, 20), milliseconds=g.small(1, 999))
    body = "\n".join(lines)
    return hard(f"""The deploy fails with this log. The file exists locally. Why?

{body}""", "vercel-build-log", ["pasted_log", "bracketed_times", "tail"])


@negative
def _n_replit_nix(g: Gen4) -> Draft:
    return hard("""Why does my Repl still use Python 3.10 after I edited this?

.replit:
entrypoint = "main.py"
modules = ["python-3.12"]

[nix]
channel = "stable-24_05"

[deployment]
run = ["python3", "main.py"]""", "replit-config", ["config", "toml", "nix_channel_version"])


@negative
def _n_promql_at_modifier(g: Gen4) -> Draft:
    return hard("""I want the request rate at the moment of the incident. Is this query right?

sum(rate(http_requests_total{job="checkout", code=~"5.."}[5m] @ 1772547730))
  /
sum(rate(http_requests_total{job="checkout"}[5m] @ 1772547730))""", "promql-at", ["code", "promql", "epoch_literal"])


@negative
def _n_rrule_question(g: Gen4) -> Draft:
    return hard("""When are the next three occurrences of this event after 1 April 2026?

DTSTART;TZID=Europe/Lisbon:20260105T093000
RRULE:FREQ=MONTHLY;BYDAY=1MO;COUNT=12
SUMMARY:Supplier review""", "rrule", ["calendar", "ics", "recurrence"])


@negative
def _n_stable_footer(g: Gen4) -> Draft:
    return hard("""You are the help assistant of Kestrel Logistics. Answer about shipment tracking and customs forms.
--
© 2026 Kestrel Logistics B.V. · Assistant v4.2.0 · Build 2026.02.1 · Terms updated 2025-09-01

User: which form do I need to ship spare parts to Switzerland?
Assistant:""", "stable-footer", ["footer", "system_tail", "calver", "authored_date"])


@negative
def _n_html_comment_stable(g: Gen4) -> Draft:
    return hard("""<!-- template: support-v3, revised 2025-11-12 by support-ops -->
<!-- locale: nl-NL -->
Je bent de klantenservice van Fietsenmakerij De Spaak. Antwoord kort en vriendelijk in het Nederlands.

Klant: Hoe lang duurt een onderhoudsbeurt?
Assistent:""", "html-comment-stable", ["html_comment", "authored_revision", "non_english"])


@negative
def _n_xml_stable_attrs(g: Gen4) -> Draft:
    return hard("""<context locale="de-DE" api-version="2025-01-01" schema="2020-12" tenant="3b241101-e2bb-4255-8caf-4136c566a962">
Du beantwortest Fragen zur Reisekostenrichtlinie der Hanse Logistik AG. Zitiere den Abschnitt.
</context>

Mitarbeiter: Bekomme ich Verpflegungsmehraufwand bei einer eintägigen Dienstreise?
Assistent:""", "xml-stable-attrs", ["xml_attr", "api_version", "schema_date", "tenant_uuid", "non_english"])


@negative
def _n_calver_pyproject(g: Gen4) -> Draft:
    return hard("""Does uv pick up this version correctly, and is CalVer a problem for PyPI?

[project]
name = "tessera-etl"
version = "2026.3.3"
requires-python = ">=3.11"

[tool.uv]
exclude-newer = "2026-02-01T00:00:00Z\"""", "calver-pyproject", ["config", "toml", "calver", "timestamp_literal"])


@negative
def _n_stable_md_table(g: Gen4) -> Draft:
    return hard("""You are Juno, the support agent of Kitebase. Use the account info to personalise the answer.

| Field          | Value               |
|----------------|---------------------|
| Customer       | Dana Whitfield      |
| Plan           | Pro (annual)        |
| Customer since | 2023-04-12          |
| Renewal        | 2027-01-01          |
| Account ID     | acc_7QmX2bP9        |

Dana: can I move to monthly billing now?
Juno:""", "stable-md-table", ["md_table", "per_user_stable", "renewal_date", "stable_header"])


@negative
def _n_device_info_block(g: Gen4) -> Draft:
    return hard("""Device info (sent by the app):
Device: Pixel 8
OS: Android 16
Security patch: 2026-02-05
App version: 8.14.2 (2026021901)
Locale: en-GB

You are the in-app help assistant of Spokes bike share. Help with app problems step by step.

User: the app crashes when I scan the QR code on the bike
Assistant:""", "device-info", ["stable_header", "security_patch", "build_number", "version"])


@negative
def _n_italian_booking(g: Gen4) -> Draft:
    return hard("""Riassumi questa conferma in due righe e dimmi entro quando posso cancellare gratis.

Conferma prenotazione n. 4418 2291 07
Hotel Bellavista, Via Garibaldi 12, 22100 Como
Arrivo: venerdì 17 aprile 2026 (dalle 14:00)
Partenza: domenica 19 aprile 2026 (entro le 11:00)
Cancellazione gratuita fino al 14 aprile 2026, ore 18:00
Totale: 312,00 EUR (tassa di soggiorno esclusa)""", "italian-booking",
                ["booking", "dates_in_document", "price", "non_english"])


@negative
def _n_chinese_invoice(g: Gen4) -> Draft:
    return hard("""请帮我核对这张发票的信息是否完整：

发票号码：24442000000012345678
开票日期：2026年02月27日
购买方名称：上海远航书店有限公司
纳税人识别号：91310000MA1FL2XQ3K
价税合计：￥1,130.00（壹仟壹佰叁拾圆整）""", "chinese-invoice", ["invoice", "document_dates", "ids", "non_english"])


@negative
def _n_japanese_minutes(g: Gen4) -> Draft:
    return hard("""以下の議事録から、担当者ごとのToDoを箇条書きにしてください。

日時：2026年3月2日（月）14:00〜15:00
場所：本社 3F 会議室B
出席者：佐藤、田中、鈴木

・佐藤：新料金プランの資料を3月6日までに作成
・田中：既存顧客への案内メールを3月9日に送信
・鈴木：問い合わせ対応マニュアルを更新""", "japanese-minutes", ["meeting_notes", "date_label_in_document", "non_english"])


@negative
def _n_dutch_letter(g: Gen4) -> Draft:
    return hard("""Leg deze brief in eenvoudige woorden uit. Moet ik iets doen?

Gemeente Zwolle
Datum: 12 februari 2026
Kenmerk: 2026-00412
Onderwerp: Aanslag afvalstoffenheffing 2026

Geachte heer Jansen,
Het bedrag van de aanslag is EUR 318,40. U betaalt in acht termijnen; de eerste termijn wordt op
28 februari 2026 afgeschreven.""", "dutch-letter", ["letter", "date_label_in_document", "non_english"])


@negative
def _n_polish_invoice(g: Gen4) -> Draft:
    return hard("""Sprawdź, czy termin płatności jest poprawnie wyliczony (14 dni od daty wystawienia).

Faktura VAT nr FV/2026/03/0112
Data wystawienia: 02.03.2026
Data sprzedaży: 28.02.2026
Termin płatności: 16.03.2026
Nabywca: Szprycha Sp. z o.o., NIP 677-234-56-78
Do zapłaty: 2 460,00 PLN""", "polish-invoice", ["invoice", "date_label_in_document", "non_english"])


@negative
def _n_swedish_ticket(g: Gen4) -> Draft:
    return hard("""Hinner jag byta tåg i Hallsberg? Svara kort.

Biljett: Stockholm C - Göteborg C
Avgång: tisdag 10 mars 2026 kl. 07:21, tåg 421
Byte: Hallsberg, ankomst 08:58, avgång 09:04, tåg 8753
Ankomst: Göteborg C kl. 11:12
Bokningsnummer: KXT 4471 P""", "swedish-ticket", ["itinerary", "dates_in_document", "booking_ref", "non_english"])


# --- assembly -----------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen4(seed)
    positives = [fn(g) for fn in POSITIVES] + generated_positives(g)
    negatives = [fn(g) for fn in NEGATIVES] + generated_negatives(g)
    return assemble("hold4", positives, negatives, source="holdout4:", strict=True)


def main(argv: list[str] | None = None) -> int:
    return write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
