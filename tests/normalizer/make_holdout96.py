"""Build `prompt_normalizer/corpus/holdout96.jsonl`, a ninety-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout96.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout88.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (FinOps, cloud
cost, billing, invoices, credits, budgets, savings plans, reservations, chargeback, tagging, anomalies,
spend, cloud providers) and the passages around the hits, with the docstring of `make_holdout88.py`, the
clarification section of `make_holdout80.py` and the source and clarification passages of
`make_holdout68.py` read in full; of `make_holdout24.py` also its import block and its last 150 lines,
for the structure of a generator; and `pyproject.toml` for ruff's settings. (A listing of
`tests/normalizer/` showed the generators' names and a check of the path showed that `holdout96.jsonl`
did not exist yet.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout89.py` to `make_holdout95.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input,
spans are single lines, inputs are unique, the build is deterministic).

The domain is cloud cost management and billing (FinOps): cost and usage exports, budget alerts,
reserved-instance and savings-plan recommendations, invoices and credits, tagging compliance, anomaly
detection on spend and chargeback to teams. The earlier docstrings name neighbours of it: cost
dashboards in a platform team -- a cost allocation query with a window computed from now, a cost API's
`Date` and `X-Amzn-RequestId`, a dashboard widget in single-line JSON, an Infracost review bot, an
e-mail ingest stamp over a pasted budget alert, and as negatives a CUR extract, a billing export row, a
cost allocation response, an Azure cost export, a vendor invoice e-mail, a savings plan report and
reservations (make_holdout68); aws CLI, Terraform and cloud assistant material pasted into coding agents
(make_holdout9); finance close and FP&A with invoices and rate tables (make_holdout22); metered usage
"as of" a time and usage invoices in other domains. The scenarios here were written around them: the
cost material is seen from a FinOps team's own desks (budget owners, commitment purchasing, invoice
explainers, tagging coaches, anomaly triage, chargeback writers), the exports are FOCUS rows, OCI cost
report lines, CUR 2.0 parquet printed as key/value lines, BigQuery export rows, OpenCost-style allocation
JSON, Snowflake warehouse credits and Yandex Cloud billing lines; budget alerts arrive as an SNS
envelope, a Pub/Sub push, a made-up Spendwatch gateway and a CloudEvent, never an e-mail ingest;
the cost review bot is an OpenTofu plan cost check, not Infracost; no cost allocation query window, no
cost API `X-Amzn-RequestId` header and no dashboard widget JSON appear among the positives. The sources
are:

* cost and usage exports: YAML front matter (`generated_at`, ULID `export_run`) over a pasted FOCUS CSV
  row, a ChatML system turn ending in `Current time:` (Python `str()`) and a nanoid `Session:` over OCI
  cost report rows, a Llama 3 `Today Date` (the cutting knowledge date stays) over an allocation
  response with its own window, a Mistral `[INST]` opening with a Go RFC3339Nano `Now:`, a RAG
  `<documents>` element with `retrieved_at` and `search_id` attributes (the documents' `updated` dates
  stay), a ReAct cost tool observation whose `call_id` and `fetched_at` move (its `TimePeriod` stays),
  a Snowflake credit query run for the request (`Query ID`, `Ran at`);
* budget alerts: an SNS notification received by the alert router (`MessageId`, `Timestamp`,
  `Signature` move; the budget message stays), a Pub/Sub push (`messageId`, `publishTime` move; the
  data with `costIntervalStart` stays), a made-up Spendwatch POST (`X-Spendwatch-Delivery` UUIDv7,
  `-Timestamp` epoch, `-Signature`), "Month-to-date spend as of <time> for this request:", a Thai
  Buddhist-era "now" and a Swedish request time and UUIDv7 after the user's message;
* commitments: savings plan recommendations "(lookup <ULID>) pulled at <time> for this request:", a
  reservation coverage report (`Snapshot taken:`, UUIDv7 `Snapshot id:`; the terms stay), Azure
  reservation recommendation response headers in a tool result (`Date`, `x-ms-request-id`,
  `x-ms-correlation-request-id`; `firstUsageDate` stays), "Today is <long date>." in a system sentence
  over commitments with their end dates, a Korean `요청 시각:` and `세션 ID:` and a Vietnamese KSUID
  `Mã phiên:` at the tail;
* invoices and credits: a UUIDv7 `X-Request-ID` on the first line over a pasted invoice, a line item
  ULID the user asks about beside a ULID `Request-Id`, German `Serverzeit:` and `Anfrage-Kennung:` over
  credit expiry dates, Japanese `現在時刻：` and `リクエストID：`, Spanish `Fecha y hora actual:` and
  `ID de sesión:`, Brazilian `Data/hora da consulta:` and `ID da sessão:`, a Ukrainian `Поточний час:`;
* tagging compliance: a `tagscan` logfmt head (`run_id=` KSUID, `started=`), a made-up `X-Tagbot-Req`
  header over a pasted Config evaluation with its own recorded and invoked times, a French `Heure du
  serveur :` and `Jeton de session :` (JWT), a made-up `tick:` epoch in ms after the user's message and
  a Turkish `İstek zamanı:`;
* anomaly detection: a CloudEvent in binary mode (`ce-id`, `ce-time` move; the anomaly with its
  `anomalyStartDate` stays), a Semantic Kernel current-time sentence inside a system paragraph, an
  anomaly window computed from now in a YAML key, Chinese `追踪ID：` (traceparent) and `请求时间：`, a
  Hindi `अनुरोध समय:` in Devanagari digits at the tail, an anomaly UUIDv7 the user asks about beside an
  `X-Amzn-Trace-Id`, gRPC metadata with an epoch in ns and a correlation id;
* chargeback and showback: a chargeback writer's footer (GNU `date` `Generated:`, hex `Job:`; the `--`
  and the version stay), a markdown context table (`Session`, RFC 2822 `Opened`) with a stable cost
  centre row, Polish `Czas żądania:` (Log4j) and `Identyfikator żądania:`, Arabic `الوقت الحالي:` in
  Arabic-Indic digits, Hebrew `שעת הבקשה:` and ObjectId `מזהה שיחה:`, Russian `Время запроса:` and `ID
  трассировки:` after a pasted billing line with its own `created_at`;
* prompt edges and scaffolds: a bare ULID as the first line, a bare epoch in ms as the last line, a bare
  RFC 3339 time first and a bare KSUID before the cue, XML request attributes (`id`, `received` in
  `isoformat()` form) followed by stable ones, a single-line JSON head (`req`, `ts`), a pretty JSON
  `meta` object (`request_id`, `generated_at`) over a budget whose own UUIDv7 `id`, `created_at` and
  `updated_at` stay, a Slack `app_mention` event received (`event_id`, `event_time`, the message `ts`),
  "Sent from Ledgerly mobile at <time>", a CLI agent `<env>` block (`Today's date:`, UUIDv7 `Agent
  session:`), an OpenTofu cost check (`check_id`, Go RFC3339Nano `checked_at`), `X-Request-Start` in
  microseconds, the current ISO week next to a carried-over week that stays, an Excel add-in's Windows
  `Local time:`, prices pulled "at" a ctime time, a browser extension's JavaScript `toString()`
  `clientClock:`, .NET "o" `RequestedAt:` with a base64url `PortalSession:`, a "Forwarded by ... at"
  CLF prefix, Indonesian, Italian, Dutch (lower-case ULID), Greek and Czech (base64url `Relace:`) stamps;
* the generated family: twelve bodies (six English, one each in Spanish, German, French, Japanese,
  Korean and Portuguese), each with a pasted record of its own (CUR rows, a budget e-mail with `Date`
  and `Message-ID`, anomaly JSON with a ULID, tag policy YAML, a chargeback CSV with `posted_at`, logfmt
  with `trace=`, invoice XML, `key=value` anomaly lines, a credit record with `Créé le`, CUD JSON, a tag
  table with `created_at`, a showback CSV with `calculado_em`), each in three of seven positions (head,
  system tail, after the user's message, footer, front matter, single-line JSON member, XML attribute),
  with one field: English and made-up labels (`Context time`, `Request`, `meterclock`, `Chat session`,
  `Served`, `Pass`, `ledger.now`, `traceparent`, `t0`, `As of`, `Hop`, `Wallclock`) or the "now" and
  request or session labels of the body's language.

The negatives: 50 pasted records in twenty placements (question above, question below with the block
at the very start, typed right under it, "Here is the export from ...:", "Below is what the system
returned ...:", "My colleague sent this ...:", an earlier user turn, an earlier assistant turn, ChatML,
Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a tool observation, fenced, quoted, both sides,
a user turn under a system prompt and the very end of the prompt): a FOCUS CSV, CUR parquet key/value
lines with an epoch in ms, an SNS budget message and a Pub/Sub push pasted to debug, an anomaly e-mail
with `Date` and `Message-ID`, an allocation JSON with its window, a reservations table, a savings plan
recommendation JSON with `GenerationTimestamp`, a UBL invoice, a credits table, a Config history item
opening with `configurationItemCaptureTime`, tag scanner logfmt opening with `ts=` and a ULID
`request_id`, an ERP journal, a CloudTrail purchase event, a BigQuery export row with `export_time`,
`curl -v` output with `x-amzn-RequestId` and `Date`, an Azure cost CSV, a webhook dashboard's delivery
log, a Slack thread export with `ts`, KSUID events, a waiver form export opening with `Response ID` and
`Submitted`, rightsizing YAML with a ULID `id` and `created`, an approval e-mail with `Sent:`, spot
interruption syslog, budget action history with epochs, an OpenTelemetry span, an ICS with `DTSTAMP`, a
marketplace entitlement; and in other languages a Spanish invoice CSV with `creado`, a German budget
mail with `Erstellt:`, a French chargeback CSV with `horodatage`, Japanese anomaly JSON with `検知日時`,
a Korean reservations table with `생성시각`, a Chinese bill XML with `生成时间`, a Russian budget log with
`trace_id`, a Polish tag CSV with `utworzono`, a Turkish savings plan report with `Rapor oluşturma:`, an
Arabic cost table in Arabic-Indic digits, a Hebrew invoice e-mail, a Hindi credit JSON with
`created_at`, a Portuguese anomaly record with `Criado em:`, an Italian showback CSV with `aggiornato`,
a Dutch savings plan e-mail, Vietnamese tag YAML with `cap_nhat_luc`, a Thai budget CSV, a Greek egress
log, a Ukrainian invoice with `Створено:`, Indonesian JSON with `dibuat`, a Czech reservation e-mail and
a Swedish forecast table with `Uppdaterad`. 15 look-alikes in program positions (a policy header with
its adoption and review dates, a Llama 3 header with only its cutoff, a ChatML prompt revision, template
front matter with an approval date, a tenant uuid, billing time zone and fiscal year start in XML
attributes, a CalVer build and payer account in single-line JSON, an unrendered `{{current_date}}` and
`{{session_id}}`, an HTML comment revision, `KEY=value` billing settings, stable request headers with an
API version, a footer's terms revision, a markdown settings table, a model cutoff and pricing catalogue
edition, a Japanese stable header, a German policy `Stand`), eleven values the user types or asks about
(epochs, a UUIDv7, a line item ULID, the user's own clock, a request id for support, few-shot dates,
relative times, a deadline, a Korean epoch, a Spanish traceparent, an ISO week), six near-misses (a bot
prompt with `Current time:` and `Session:` pasted from a debug console, report front matter with
`generated_at` and a ULID `export_run` pasted to proofread, a Spendwatch delivery pasted to debug its
timestamp, a CloudEvent pasted to debug, a pasted request XML with `id` and `received`, a Russian bot
header pasted from a log), two plain controls, and twelve generated hard negatives: the family's bodies
with one stable value (fiscal year, billing currency, payer account, knowledge cutoff, policy revision,
tenant uuid, build, reporting time zone, API version, budget year, chargeback cycle, template) at a
position the body's positives do not use.

What it is: 198 prompts. 102 carry volatile fields (144 spans): 66 hand-written positives (108 spans;
38 with two or more fields) and 36 generated ones. 96 carry none. About three prompts in eight are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic, Greek,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels, windows computed from now). Clarifications made here:

* Billing records are content wherever they sit and however they open: charge and billing periods,
  usage start and end times, `export_time`, invoice issue and due dates, credit creation and expiry,
  reservation and savings plan terms, recommendation `GenerationTimestamp` and ids, anomaly ids,
  detection and start times, Config capture and evaluation times, CloudTrail `eventTime`,
  `requestID` and `eventID`, journal posting times, chargeback `posted_at`, form `Submitted` times and
  a budget's own UUIDv7 `id`, `created_at` and `updated_at`, also when the program fetched them for
  this request (a tool observation, a coverage report, a query result, a response body). Only the
  program's stamp and the ids minted for the request, session, lookup, snapshot, query, check, scan,
  job or call move.
* Provider response headers that a tool received for this request (`Date`, `x-ms-request-id`,
  `x-ms-correlation-request-id`) move; the same headers in `curl -v` output the user pastes stay.
* Deliveries received for this request move their envelope (SNS `MessageId`, `Timestamp` and
  `Signature`; Pub/Sub `messageId` and `publishTime`; a made-up gateway's delivery id, timestamp and
  signature; CloudEvents `ce-id` and `ce-time`; a Slack event's `event_id`, `event_time` and the
  message `ts`) and keep the payload (the budget message, `costIntervalStart`, the anomaly and its
  start date, the mention text, the billing account and budget ids). The same deliveries pasted by a
  user to debug them stay whole, and so does a webhook dashboard's delivery log.
* The id the user asks about (a line item ULID, an anomaly UUIDv7) stays next to the request id or
  trace header that moves; a pasted prompt or front matter holding `Current time:`, `Session:`,
  `generated_at` or `export_run` stays, while the same labels at the head of the prompt the program
  sends move. A generated field placed after the user's pasted record is separated from it by a blank
  line and is the program's.
* "Now" in any form moves, including a Korean, Chinese or Japanese label with a full-width colon, the
  Thai Buddhist era, Arabic-Indic and Devanagari digits, an epoch in ns and labels nobody would guess
  (`meterclock`, `ledger.now`, `tick`, `t0`, `Wallclock`, `clientClock`, `Pass`, `Hop`); fiscal years,
  billing days, policy dates, a pricing catalogue edition, an API version and an unrendered
  `{{current_date}}` do not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Month-to-date spend as of <time> for this request:" leaves "Month-to-date spend for this
  request:"; "Prices pulled from the pricing API at <time> for this request." leaves "Prices pulled
  from the pricing API for this request."); a parenthesised lookup id is cut with its parentheses; XML
  attributes, `key=value` pairs and single-line JSON members (with the comma after them) are inline
  spans followed by stable neighbours; volatile members of pretty-printed JSON are never the last member
  of their object; header lines, YAML keys, markdown rows, footer lines and a line holding one field in
  any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Label:`) or a chat template's
  reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end with
  the user's message or with the metadata after it; the Mistral `[INST]` positive has its trailer after
  `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    IST,
    JST,
    MONTHS,
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

SEED = 20320696
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout96.jsonl"
SRC = "holdout96:"

KST = timezone(timedelta(hours=9), "KST")
BRT = timezone(timedelta(hours=-3), "BRT")
MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
GST = timezone(timedelta(hours=4), "GST")
SGT = timezone(timedelta(hours=8), "SGT")
PST = timezone(timedelta(hours=-8), "PST")
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def fill(template: str, **values: str) -> str:
    """Put `values` into the `@@name@@` holes of `template` (no brace escaping needed)."""
    for key, value in values.items():
        template = template.replace(f"@@{key}@@", value)
    assert "@@" not in template, template[:80]
    return template


def thai_be(t: datetime) -> str:
    return f"{t.day:02d}/{t.month:02d}/{t.year + 543} {t:%H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slack_ts(t: datetime, g: Gen) -> str:
    return f"{epoch_s(t)}.{g.digits(6)}"


def past(t: datetime, g: Gen, days_low: int = 3, days_high: int = 60) -> datetime:
    """A moment some days before `t`, for a record's own times."""
    return t - timedelta(days=g.small(days_low, days_high), seconds=g.small(0, 86400))


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- hand-written positives: cost and usage exports --------------------------------------------------------------


@pos
def _focus_front_matter(g: Gen) -> Draft:
    t = g.moment()
    rec = past(t, g, 20, 40)
    start = rec.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    return P(
        fill(
            """---
tool: focus-explainer
workspace: harbourline-prod
@@gen@@
@@run@@
---
You explain FOCUS 1.0 cost and usage rows to engineering managers in plain words. Quote the column
you rely on.

User: Why is BilledCost higher than EffectiveCost on this row?

BillingAccountId,ChargePeriodStart,ChargePeriodEnd,ServiceName,ChargeCategory,PricingQuantity,ListCost,BilledCost,EffectiveCost,CommitmentDiscountId
771204958831,@@s@@,@@e@@,Amazon Elastic Compute Cloud,Usage,744,312.48,312.48,201.77,arn:aws:ec2:eu-west-1:771204958831:reserved-instances/9d1c70b2-53e3-4a11-8f0e-3c1f5d8e2a90
Assistant:""",
            gen=v("datetime", "generated_at: " + rfc3339(t)),
            run=v("run_id", "export_run: " + g.ulid(t)),
            s=rfc3339(start),
            e=rfc3339(start + timedelta(days=1)),
        ),
        "exports:focus-front-matter",
        ["front_matter", "ulid", "rfc3339", "pasted_content_neighbour", "csv"],
    )


@pos
def _chatml_oci_rows(g: Gen) -> Draft:
    t = g.moment()
    d = past(t, g)
    return P(
        fill(
            """<|im_start|>system
You are Abacus, the cloud cost helper of Tidewater Analytics. Answer from the rows the user gives you
and say which row you used.
@@now@@
@@sess@@<|im_end|>
<|im_start|>user
Here is the export from the OCI cost report for our analytics compartment:

lineItem/intervalUsageStart,lineItem/intervalUsageEnd,product/service,product/resourceId,usage/billedQuantity,cost/myCost,cost/currencyCode
@@a@@,@@b@@,COMPUTE,ocid1.instance.oc1.eu-frankfurt-1.antheljt3kz7mqyc4ow2gbr5vlz6m2qq4n7xfph3xqk4ulh5yvg2a,1,0.0612,EUR
@@a@@,@@b@@,BLOCK_STORAGE,ocid1.bootvolume.oc1.eu-frankfurt-1.abtheljsc7uhx3ckgyoqrd2l4m5rrs2p3pz6ngk5ztwgxk6wjfa,50,0.0021,EUR

Is the boot volume really that cheap per hour?<|im_end|>
<|im_start|>assistant
""",
            now=v("datetime", "Current time: " + py_str(t)),
            sess=v("session_id", "Session: " + g.nanoid()),
            a=f"{d:%Y-%m-%dT%H}:00Z",
            b=f"{(d + timedelta(hours=1)):%Y-%m-%dT%H}:00Z",
        ),
        "exports:chatml-oci",
        ["chatml", "system_tail", "python_str", "nanoid", "pasted_content_neighbour"],
    )


@pos
def _llama3_opencost(g: Gen) -> Draft:
    t = g.moment()
    w = past(t, g, 2, 9).replace(hour=0, minute=0, second=0, microsecond=0)
    return P(
        fill(
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
@@today@@

You help platform teams read Kubernetes cost allocation results. Be exact about the window.<|eot_id|><|start_header_id|>user<|end_header_id|>

The allocation API returned this for the search namespace. Does idle cost get split into it?

{"code":200,"data":[{"search":{"name":"search","window":{"start":"@@ws@@","end":"@@we@@"},"cpuCost":41.2273,"ramCost":18.0412,"pvCost":2.3301,"sharedCost":0,"totalCost":61.5986}}]}<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
            today=v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}"),
            ws=rfc3339(w),
            we=rfc3339(w + timedelta(days=1)),
        ),
        "exports:llama3-opencost",
        ["llama3", "today_date", "cutoff_neighbour", "pasted_content_neighbour", "json_single_line"],
    )


@pos
def _mistral_bq_export(g: Gen) -> Draft:
    t = g.moment()
    d = past(t, g)
    return P(
        fill(
            """[INST] @@now@@
You are a BigQuery billing export assistant. Write standard SQL only, against the detailed usage
cost table `finops.gcp_billing_export_resource_v1_01A9F2_7C44E1_0D3B6A`.

Our usage_start_time values look like @@ex@@ but the invoice month is off by one for some rows. Write a query that sums cost by invoice.month for project ledger-prod and flags rows where the usage month differs. [/INST]""",
            now=v("datetime", "Now: " + go_nano(t, g.small(1, 1000))),
            ex=f"{d:%Y-%m-%d %H}:00:00 UTC",
        ),
        "exports:mistral-bq",
        ["mistral", "head", "go_rfc3339nano", "times_in_content"],
    )


@pos
def _rag_policy_attrs(g: Gen) -> Draft:
    t = g.moment()
    u1 = past(t, g, 30, 200)
    u2 = past(t, g, 30, 200)
    return P(
        fill(
            """You answer questions about Fernhill Group's FinOps policies using only the documents below.

<documents @@at@@ @@sid@@ corpus="finops-handbook">
<doc title="Commitment purchasing policy" updated="@@u1@@">
Reserved capacity and savings plans above USD 50,000 per year need approval from the FinOps lead and
the CFO. Three-year terms are allowed only for baseline workloads older than twelve months.
</doc>
<doc title="Chargeback rules" updated="@@u2@@">
Shared platform costs are split by each team's share of vCPU-hours in the billing month.
</doc>
</documents>

Question: Can the data team buy a three-year plan for a cluster they launched in May?
Answer:""",
            at=v("datetime", f'retrieved_at="{js_iso(t)}"'),
            sid=v("request_id", f'search_id="{g.hex(24)}"'),
            u1=iso_date(u1),
            u2=iso_date(u2),
        ),
        "exports:rag-attrs",
        ["rag", "xml_attribute", "js_iso", "hex", "document_dates_neighbour"],
    )


@pos
def _react_cost_tool(g: Gen) -> Draft:
    t = g.moment()
    m = past(t, g, 35, 60).replace(day=1)
    m2 = (m + timedelta(days=32)).replace(day=1)
    return P(
        fill(
            """Answer the question using the tools. Use this format:
Thought: what to do next
Action: a tool name
Action Input: the tool's input
Observation: the tool's result
... (repeat as needed)
Final Answer: the answer

Question: Which service grew most from last month in the shared-services account?
Thought: I need last month's costs by service.
Action: cost_by_service
Action Input: {"account": "shared-services", "granularity": "MONTHLY"}
Observation:
@@call@@
@@at@@
TimePeriod: @@a@@ to @@b@@
Amazon RDS          18,204.11 USD
Amazon S3            6,871.90 USD
AWS Lambda           1,112.07 USD
Thought:""",
            call=v("request_id", "call_id: call_" + g.b62(24)),
            at=v("datetime", "fetched_at: " + rfc3339(t, 3)),
            a=iso_date(m),
            b=iso_date(m2),
        ),
        "exports:react-tool",
        ["react", "tool_result", "call_id", "rfc3339", "fetched_data_stays"],
    )


# --- budget alerts ------------------------------------------------------------------------------------------------


@pos
def _sns_budget_envelope(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You turn budget notifications into a short Slack message for the owning team: what was crossed,
by how much, and one thing to check first.

Notification received by the alert router:
{
  "Type": "Notification",
  @@mid@@
  "TopicArn": "arn:aws:sns:us-east-1:480129775310:budget-alerts",
  "Subject": "AWS Budgets: data-platform-monthly has exceeded your alert threshold",
  "Message": "You requested that we alert you when the ACTUAL Cost associated with your data-platform-monthly budget is greater than 80.00% of 42000.00 USD. The ACTUAL Cost associated with this budget is 35127.64 USD.",
  @@ts@@
  "SignatureVersion": "1",
  @@sig@@
  "SigningCertURL": "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-9c6465fa7f48f5cacd23014631ec1136.pem"
}

Assistant:""",
            mid=v("delivery_id", f'"MessageId": "{g.uuid4()}",'),
            ts=v("datetime", f'"Timestamp": "{js_iso(t)}",'),
            sig=v("signature", f'"Signature": "{g.b64url(96).replace("-", "+").replace("_", "/")}==",'),
        ),
        "budgets:sns-envelope",
        ["delivery_envelope", "pretty_json", "uuid", "js_iso", "signature", "payload_stays"],
    )


@pos
def _pubsub_budget_push(g: Gen) -> Draft:
    t = g.moment()
    start = t.replace(day=1, hour=7, minute=0, second=0, microsecond=0)
    return P(
        fill(
            """Summarise this budget notification for the #finops channel in two lines.

Push delivery (received for this request):
{"message":{"attributes":{"billingAccountId":"01A9F2-7C44E1-0D3B6A","budgetId":"c1f0e8a4-2b7d-4f16-9e53-71d0a2b9c6e4","schemaVersion":"1.0"},"data":{"budgetDisplayName":"ml-training-q3","alertThresholdExceeded":0.9,"costAmount":8112.4,"costIntervalStart":"@@cs@@","budgetAmount":9000,"budgetAmountType":"SPECIFIED_AMOUNT","currencyCode":"EUR"},@@mid@@ @@pt@@ "orderingKey":""},"subscription":"projects/finops-hub/subscriptions/budget-push"}
Assistant:""",
            cs=rfc3339(start),
            mid=v("delivery_id", f'"messageId":"{g.digits(16)}",'),
            pt=v("datetime", f'"publishTime":"{rfc3339(t, 3)}",'),
        ),
        "budgets:pubsub-push",
        ["delivery_envelope", "json_single_line", "decimal_id", "rfc3339", "payload_stays"],
    )


@pos
def _spendwatch_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """POST /hooks/spendwatch HTTP/1.1
Host: alerts.corvina.example
Content-Type: application/json
@@dl@@
@@ts@@
@@sig@@

{"budget":"payments-eu","period":"@@per@@","threshold_pct":100,"actual":12950.22,"forecast":14480.00,"currency":"EUR","owner":"team-payments"}

Write the page text for the payments on-call: one sentence on the breach, one on the forecast.
Answer:""",
            dl=v("delivery_id", "X-Spendwatch-Delivery: " + g.uuid7(t)),
            ts=v("epoch", "X-Spendwatch-Timestamp: " + str(epoch_s(t))),
            sig=v("signature", "X-Spendwatch-Signature: v1=" + g.hex(64)),
            per=f"{t:%Y-%m}",
        ),
        "budgets:made-up-gateway",
        ["http_request", "made_up_label", "uuid7", "epoch_s", "signature", "payload_stays"],
    )


@pos
def _budget_asof_phrase(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You are Tally, the budget assistant in the Quillon finance portal. Keep answers under 60 words.

Month-to-date spend @@asof@@ for this request:
| Budget            | Limit (USD) | MTD (USD) | Forecast (USD) |
|-------------------|-------------|-----------|----------------|
| web-frontend      | 18,000      | 11,204    | 17,650         |
| search            | 25,000      | 21,930    | 29,410         |
| internal-tools    | 4,000       | 1,118     | 2,300          |

User: Which budget should I warn first?
Tally:""",
            asof=v("datetime", "as of " + f"{t:%Y-%m-%d %H:%M:%S} UTC"),
        ),
        "budgets:asof-phrase",
        ["inline_phrase", "as_of", "iso_space", "fetched_data_stays", "markdown_table"],
    )


@pos
def _korean_cud(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(
        fill(
            """@@at@@
@@sid@@
당신은 GCP 약정 사용 할인(CUD) 분석 도우미입니다. 근거가 되는 수치를 함께 제시하세요.

사용자: 지난 90일 동안 n2-standard vCPU 사용량이 평균 312개, 최저 268개였습니다. 3년 약정을 몇 vCPU로 잡는 게 안전할까요?""",
            at=v("datetime", f"요청 시각: {t:%Y-%m-%d %H:%M:%S} KST"),
            sid=v("session_id", "세션 ID: " + g.uuid4()),
        ),
        "commitments:korean-cud",
        ["non_english", "korean", "head", "session_id"],
    )


@pos
def _sp_lookup_phrase(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You review savings plan recommendations for the Northmere cloud team. Flag anything that assumes
usage we will not keep after the data-centre exit.

Recommendations @@lk@@ pulled @@at@@ for this request:
- Compute Savings Plan, 1 year, No Upfront, commitment USD 14.20/hour, estimated savings 21%, lookback 30 days
- EC2 Instance Savings Plan (m6i, eu-west-1), 3 years, All Upfront, commitment USD 6.85/hour, estimated savings 44%

User: Should we take the second one?
Assistant:""",
            lk=v("request_id", f"(lookup {g.ulid(t)})"),
            at=v("datetime", "at " + rfc3339(t)),
        ),
        "commitments:sp-lookup",
        ["inline_phrase", "parenthesised", "ulid", "rfc3339", "fetched_data_stays"],
    )


@pos
def _ri_snapshot_block(g: Gen) -> Draft:
    t = g.moment()
    s1 = past(t, g, 200, 600)
    return P(
        fill(
            """Reservation coverage report
@@snap@@
@@sid@@
Scope: all linked accounts, region eu-central-1

Instance family   Coverage   Utilisation   Reservation             Term start   Term end
r6g               71%        98%           ri-0f3c5a91d2b7e4c06    @@s1@@   @@e1@@
c7i               38%        100%          ri-08a2d4e6f1b3c5a79    @@s2@@   @@e2@@

Explain in three bullets where we are under-covered and what expires first.
Assistant:""",
            snap=v("datetime", "Snapshot taken: " + iso_space(t) + " UTC"),
            sid=v("run_id", "Snapshot id: " + g.uuid7(t)),
            s1=iso_date(s1),
            e1=iso_date(s1 + timedelta(days=365)),
            s2=iso_date(s1 + timedelta(days=40)),
            e2=iso_date(s1 + timedelta(days=40 + 1095)),
        ),
        "commitments:ri-snapshot",
        ["header_block", "snapshot", "uuid7", "iso_space", "record_dates_stay"],
    )


@pos
def _azure_reservation_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Tool response (reservation recommendations):
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
@@date@@
@@rid@@
@@cid@@
x-ms-ratelimit-remaining-tenant-reads: 11998

{"value":[{"properties":{"scope":"Shared","lookBackPeriod":"Last30Days","term":"P1Y","meterId":"1f5e2b2e-7c3d-4a8e-9a61-0c4b8d2f3e57","skuName":"Standard_D8s_v5","recommendedQuantity":6,"costWithNoReservedInstances":11892.4,"totalCostWithReservedInstances":7402.18,"netSavings":4490.22,"firstUsageDate":"@@fu@@"}}]}

Explain the net savings to a finance partner who does not know Azure.
Answer:""",
            date=v("datetime", "Date: " + http_date(t)),
            rid=v("request_id", "x-ms-request-id: " + g.uuid4()),
            cid=v("request_id", "x-ms-correlation-request-id: " + g.uuid4()),
            fu=rfc3339(past(t, g, 30, 31).replace(hour=0, minute=0, second=0, microsecond=0)),
        ),
        "commitments:azure-headers",
        ["tool_result", "http_response", "http_date", "request_id", "stable_neighbours"],
    )


# --- invoices and credits ------------------------------------------------------------------------------------------


@pos
def _invoice_request_head(g: Gen) -> Draft:
    t = g.moment()
    inv = past(t, g, 3, 12)
    return P(
        fill(
            """@@rid@@
Billing account: BA-20418
Currency: USD
You explain cloud invoices to budget owners at Orchard Health. Never speculate about discounts that
are not on the invoice.

User: My colleague sent this:
Invoice INV-2026-118842, issued @@inv@@, billing period @@bp@@
  Compute Engine                      22,418.90
  Cloud SQL                            6,102.44
  Support (Enhanced)                   2,862.13
  Promotional credit PC-7730          -5,000.00
  Total due                           26,383.47
Why is support so high when compute went down?
Assistant:""",
            rid=v("request_id", "X-Request-ID: " + g.uuid7(t)),
            inv=iso_date(inv),
            bp=f"{(inv - timedelta(days=20)):%B %Y}",
        ),
        "invoices:request-head",
        ["head", "uuid7", "stable_neighbours", "pasted_content_neighbour"],
    )


@pos
def _german_credits(g: Gen) -> Draft:
    t = g.moment_eu()
    e = past(t, g, -200, -60)
    return P(
        fill(
            """Du bist der Kostenassistent der Brenner Logistik AG. Antworte knapp und auf Deutsch.
@@zeit@@
@@kennung@@

Gutschriften laut Konto:
- AWS Activate Credits, Restbetrag 3.180,00 USD, gültig bis @@e@@
- Migration Acceleration Program, Restbetrag 41.500,00 USD, gültig bis @@e2@@

Frage: Welche Gutschrift sollten wir zuerst aufbrauchen?""",
            zeit=v("datetime", "Serverzeit: " + dotted(t)),
            kennung=v("request_id", "Anfrage-Kennung: " + g.hex(20)),
            e=f"{e:%d.%m.%Y}",
            e2=f"{(e + timedelta(days=140)):%d.%m.%Y}",
        ),
        "invoices:german-credits",
        ["non_english", "german", "system_tail", "dotted_date", "record_dates_stay"],
    )


@pos
def _japanese_marketplace(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(
        fill(
            """あなたはクラウド請求書の説明担当アシスタントです。マーケットプレイスの請求と通常の利用料を区別して説明してください。
@@now@@
@@rid@@

ユーザー: 先月の請求書に「AWS Marketplace: Datadog Pro」が 2 行あります（¥412,800 と ¥38,900）。二重請求でしょうか？""",
            now=v("datetime", f"現在時刻：{t:%Y年%m月%d日 %H:%M:%S}"),
            rid=v("request_id", "リクエストID：" + g.ulid(t)),
        ),
        "invoices:japanese-marketplace",
        ["non_english", "japanese", "fullwidth_colon", "ulid", "system_tail"],
    )


@pos
def _spanish_credit_memo(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Eres el asistente de facturación en la nube de Grupo Alcaraz. Responde en español y cita el número de nota de crédito.

@@now@@
@@sess@@

Usuario: Nos emitieron la nota de crédito NC-2026-00417 por 1.240,00 EUR por la caída del 12 de marzo. ¿Se aplica a la factura de este mes o a la siguiente?""",
            now=v("datetime", "Fecha y hora actual: " + f"{t:%d/%m/%Y %H:%M:%S} UTC"),
            sess=v("session_id", "ID de sesión: " + g.b62(22)),
        ),
        "invoices:spanish-credit-memo",
        ["non_english", "spanish", "header_block", "base62", "dates_in_question"],
    )


@pos
def _invoice_id_vs_request(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You are the billing support assistant for Stratus Cloud. If the user quotes an invoice or line-item
id, look it up in the invoice text they give and explain it.
@@req@@
Plan: Business

User: What is line item li_01JQ4ZC9W3H8P2TNK6R7V5XBDM on invoice 2026-SC-44190? It says "Egress
(inter-region)" for 3,412 GB and I thought inter-region was free inside the EU.
Assistant:""",
            req=v("request_id", "Request-Id: " + g.ulid(t)),
        ),
        "invoices:id-asked-beside-request-id",
        ["near_miss", "id_in_question", "ulid", "system_tail", "stable_neighbours"],
    )


# --- tagging compliance -------------------------------------------------------------------------------------------


@pos
def _tag_scan_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """tagscan mode=dry-run @@rid@@ @@st@@ policy=required-tags-v4
Required tags: cost-center, owner, environment, data-classification

Resources missing tags (account 390211847765):
i-0a7c9e3f15d2b48e6   ec2        missing: cost-center, owner     launched 2025-11-03
vol-04d1f2a8c7e9b3560 ebs        missing: owner                  created 2026-01-19
arn:aws:s3:::corvina-tmp-exports s3 missing: data-classification created 2024-08-30

Draft the message to each owner's team asking them to fix the tags within five working days.
Assistant:""",
            rid=v("run_id", "run_id=" + g.ksuid(t)),
            st=v("datetime", "started=" + rfc3339(t)),
        ),
        "tagging:scan-logfmt",
        ["logfmt", "head", "ksuid", "rfc3339", "record_dates_stay"],
    )


@pos
def _tagbot_config_eval(g: Gen) -> Draft:
    t = g.moment()
    r = past(t, g, 1, 5)
    return P(
        fill(
            """@@hdr@@
You explain AWS Config rule results to the engineer who owns the resource. Be specific about the
missing key and how to add it with Terraform.

Below is what the system returned:
{
  "EvaluationResultIdentifier": {
    "EvaluationResultQualifier": {
      "ConfigRuleName": "required-tags",
      "ResourceType": "AWS::RDS::DBInstance",
      "ResourceId": "db-7QK3V2N5XJ4H6LZ8PWRT9YBC1E"
    },
    "OrderingTimestamp": "@@o@@"
  },
  "ComplianceType": "NON_COMPLIANT",
  "ResultRecordedTime": "@@rr@@",
  "ConfigRuleInvokedTime": "@@ci@@",
  "Annotation": "Missing tag key: cost-center"
}
Assistant:""",
            hdr=v("request_id", "X-Tagbot-Req: " + g.hex(32)),
            o=rfc3339(r, 3),
            rr=rfc3339(r + timedelta(seconds=2), 3),
            ci=rfc3339(r + timedelta(seconds=1), 3),
        ),
        "tagging:config-eval",
        ["head", "made_up_label", "hex32", "pasted_content_neighbour", "pretty_json"],
    )


@pos
def _french_tag_policy(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """Tu es l'assistant FinOps de Maison Verlaine. Réponds en français, en t'appuyant sur la politique de tags ci-dessous.
@@heure@@
@@jeton@@

Politique de tags (révision 2026-02) : chaque ressource porte les clés « centre-de-cout », « proprietaire » et « environnement ». Les valeurs de « environnement » sont prod, staging ou dev.

Utilisateur : Un bucket créé le 3 mars par l'équipe data porte environnement=Production. Est-il conforme ?""",
            heure=v("datetime", f"Heure du serveur : {t:%d/%m/%Y %H:%M:%S} {t.tzname()}"),
            jeton=v("session_id", "Jeton de session : " + g.jwt(t, "u-" + g.digits(6))),
        ),
        "tagging:french-policy",
        ["non_english", "french", "jwt", "system_tail", "authored_revision_neighbour"],
    )


@pos
def _untagged_tick(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You are the tagging coach in the Kelpie cost portal. Suggest tag values that follow the naming
convention team-<name>, env-<prod|dev>.

Untagged this week (owner guesses from CloudTrail):
sg-09c4e2b1d7f3a5860   created by role/ci-deployer       2026-03-02T10:14:33Z
nat-0b5d3e1a9c7f24d18  created by user/priya.raman       2026-03-03T16:47:09Z

What tags would you put on each?
@@tick@@
Assistant:""",
            tick=v("epoch", f"tick: {epoch_ms(t)}"),
        ),
        "tagging:made-up-tick",
        ["last_user", "made_up_label", "epoch_ms", "pasted_content_neighbour"],
    )


# --- anomaly detection ----------------------------------------------------------------------------------------------


@pos
def _cloudevent_anomaly(g: Gen) -> Draft:
    t = g.moment()
    a = past(t, g, 1, 3).replace(hour=0, minute=0, second=0, microsecond=0)
    return P(
        fill(
            """Event delivered to the anomaly triage assistant:
ce-specversion: 1.0
ce-type: com.fernhill.finops.anomaly.detected
ce-source: /anomaly-monitors/service-level
@@id@@
@@time@@
content-type: application/json

{"anomalyId":"an-7f02c1e9-3d4b-4a68-b1c5-98e0f2a7d361","service":"Amazon CloudWatch","account":"204918336571","anomalyStartDate":"@@as@@","maxImpact":1840.55,"totalImpact":4102.9,"rootCause":{"region":"us-east-1","usageType":"USE1-CW:GMD-Metrics"}}

Triage this for the observability team: likely cause and the first query to run.
Assistant:""",
            id=v("delivery_id", "ce-id: " + g.uuid4()),
            time=v("datetime", "ce-time: " + rfc3339(t, 6)),
            **{"as": rfc3339(a)},
        ),
        "anomaly:cloudevent-binary",
        ["cloudevent", "delivery_envelope", "rfc3339", "payload_stays"],
    )


@pos
def _sk_anomaly_sentence(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        fill(
            """You are Sentinel, the spend anomaly analyst for Larkspur Media. @@now@@ Treat any spike above
three standard deviations of the trailing 28 days as an anomaly, and say when the data is too thin.

User: CloudFront spend was 212, 198, 205, 201 and then 1,460 USD yesterday. Anomaly or launch traffic?
Assistant:""",
            now=v("datetime", f"The current date and time is {sk_now(t)}."),
        ),
        "anomaly:semantic-kernel",
        ["semantic_kernel", "inline_sentence", "numbers_in_question"],
    )


@pos
def _anomaly_window_yaml(g: Gen) -> Draft:
    t = g.moment()
    t0 = t - timedelta(hours=24)
    return P(
        fill(
            """digest:
  kind: spend-anomalies
  @@win@@
  threshold_usd: 250
  accounts: all

Anomalies found:
1. 2026-02-11 Amazon SageMaker, account 553019284761, +3,210 USD (ml.p4d.24xlarge endpoint left running)
2. 2026-02-11 AWS Data Transfer, account 118420557390, +612 USD (NAT gateway, us-east-1)

Write the digest e-mail for the engineering leads.
Answer:""",
            win=v("datetime", f"window: {rfc3339(t0)}/{rfc3339(t)}"),
        ),
        "anomaly:window-from-now",
        ["yaml_block", "window_from_now", "record_dates_stay"],
    )


@pos
def _chinese_anomaly_trace(g: Gen) -> Draft:
    t = g.moment(SGT)
    return P(
        fill(
            """@@tp@@
@@rt@@
你是云成本异常分析助手。请用中文回答，并指出最可能的原因。

用户：阿里云 OSS 外网流出流量费用在 3 月 5 日从平时每天约 180 元涨到 2,940 元，同一天 CDN 回源请求翻了十倍。是什么原因？""",
            tp=v("trace_id", "追踪ID：" + g.traceparent()),
            rt=v("datetime", f"请求时间：{t:%Y-%m-%d %H:%M:%S}"),
        ),
        "anomaly:chinese-trace",
        ["non_english", "chinese", "traceparent", "fullwidth_colon", "head"],
    )


@pos
def _hindi_anomaly(g: Gen) -> Draft:
    t = g.moment(IST)
    return P(
        fill(
            """आप क्लाउड खर्च विसंगति सहायक हैं। जवाब हिंदी में दें और कारण के साथ अगला कदम बताएं।

उपयोगकर्ता: हमारे Azure बिल में Log Analytics का खर्च पिछले हफ़्ते दोगुना हो गया, जबकि कोई नया सर्वर नहीं जोड़ा गया। क्या जांचें?
@@t@@""",
            t=v("datetime", "अनुरोध समय: " + f"{t:%d-%m-%Y %H:%M:%S}".translate(DEVANAGARI_DIGITS) + " IST"),
        ),
        "anomaly:hindi-tail",
        ["non_english", "hindi", "devanagari_digits", "tail"],
    )


@pos
def _anomaly_id_asked(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """System: You are the cost anomaly assistant. Look up anomalies by id in the list the user gives.
@@trace@@
User: What happened in anomaly 0b5e3a71-6c2d-7f08-9a14-2e8d4c6b1f90? From the list:
0b5e3a71-6c2d-7f08-9a14-2e8d4c6b1f90  2026-01-27  Amazon OpenSearch  +2,114.30 USD  status=open
0b5e3a71-6c1a-7c22-8b07-55f0d1e3a2c4  2026-01-26  AWS Glue           +388.12 USD   status=dismissed
Assistant:""",
            trace=v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True)),
        ),
        "anomaly:id-asked-beside-trace",
        ["near_miss", "id_in_question", "uuid7_content", "amzn_trace", "system_tail"],
    )


# --- chargeback and showback ----------------------------------------------------------------------------------------


@pos
def _chargeback_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Write the monthly chargeback note for each team from this allocation. One paragraph per team, with the
amount and the biggest driver.

team,cost_center,compute_usd,storage_usd,shared_usd,total_usd
checkout,CC-1120,18442.10,2210.55,3120.00,23772.65
search,CC-1134,26011.87,4890.02,4415.00,35316.89
identity,CC-1208,3120.44,402.18,980.00,4502.62

--
chargeback-writer 2.3.0
@@gen@@
@@job@@
""",
            gen=v("datetime", "Generated: " + unix_date(t.astimezone(UTC))),
            job=v("run_id", "Job: " + g.hex(12)),
        ),
        "chargeback:footer",
        ["footer", "tail", "gnu_date", "hex", "pasted_content_neighbour"],
    )


@pos
def _showback_session_table(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """| Context       | Value                         |
|---------------|-------------------------------|
| App           | showback-assistant            |
| Cost centre   | CC-4410 (Marketing Tech)      |
@@sess@@
@@open@@

You help department heads read their monthly showback. Never reveal another department's figures.

User: Why did our "shared platform" line go from 2,100 to 3,400 EUR?
Assistant:""",
            sess=v("session_id", f"| Session       | {g.hex(24)} |"),
            open=v("datetime", f"| Opened        | {rfc2822(t)} |"),
        ),
        "chargeback:session-table",
        ["markdown_table", "head", "rfc2822", "hex", "stable_neighbours"],
    )


@pos
def _polish_chargeback(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """Jesteś asystentem rozliczeń kosztów chmury (chargeback) w firmie Wisła Data. Odpowiadaj po polsku.
@@czas@@
@@ident@@

Użytkownik: Zespół analityki twierdzi, że obciążyliśmy go za klaster Redshift, który od 1 lutego należy do zespołu raportowego. Jak poprawić rozliczenie za luty?""",
            czas=v("datetime", "Czas żądania: " + log4j_iso(t)),
            ident=v("request_id", "Identyfikator żądania: " + g.uuid4()),
        ),
        "chargeback:polish",
        ["non_english", "polish", "log4j", "system_tail"],
    )


@pos
def _arabic_chargeback(g: Gen) -> Draft:
    t = g.moment(GST)
    return P(
        fill(
            """أنت مساعد توزيع تكاليف السحابة على الإدارات في مجموعة الريان. أجب بالعربية وباختصار.
@@now@@

المستخدم: تكلفة منصة البيانات المشتركة هذا الشهر ٤٨٬٢٠٠ دولار. كيف نوزعها بين المبيعات والعمليات والموارد البشرية إذا كانت حصص الاستخدام ٥٠٪ و٣٥٪ و١٥٪؟""",
            now=v("datetime", "الوقت الحالي: " + f"{t:%Y-%m-%d %H:%M:%S}".translate(ARABIC_DIGITS)),
        ),
        "chargeback:arabic",
        ["non_english", "arabic", "arabic_indic_digits", "system_tail"],
    )


@pos
def _hebrew_showback(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """אתה עוזר דוחות showback של חברת גליל טק. ענה בעברית.
@@t@@
@@s@@

משתמש: למה עלות ה-EKS של צוות התשלומים עלתה ב-30% מאז שעברנו ל-Graviton?""",
            t=v("datetime", "שעת הבקשה: " + rfc3339(t)),
            s=v("session_id", "מזהה שיחה: " + g.objectid(t)),
        ),
        "chargeback:hebrew",
        ["non_english", "hebrew", "objectid", "system_tail"],
    )


@pos
def _russian_allocation(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(
        fill(
            """Ты помощник по распределению облачных затрат в компании «Северсталь-Цифра». Отвечай по-русски.

Пользователь: Вот выгрузка из биллинга Yandex Cloud:
{"billing_account_id":"dn2k7q9m4t1v8c3x5b6z","date":"2026-02-14","service_name":"Compute Cloud","sku_name":"Intel Ice Lake. 100% vCPU","cost":"18204.55","labels":{"team":"analytics"},"created_at":"2026-02-15T03:12:48Z"}
Почему в строке нет метки project, хотя мы её ставили?
@@t@@
@@tr@@""",
            t=v("datetime", "Время запроса: " + f"{t:%d.%m.%Y %H:%M:%S} MSK"),
            tr=v("trace_id", "ID трассировки: " + g.hex(32)),
        ),
        "chargeback:russian-tail",
        ["non_english", "russian", "tail", "pasted_content_neighbour", "json_single_line"],
    )


@pos
def _thai_budget(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        fill(
            """@@now@@
คุณคือผู้ช่วยด้านงบประมาณคลาวด์ของบริษัท สยามดิจิทัล ตอบเป็นภาษาไทยและกระชับ

ผู้ใช้: งบประมาณ GCP ของทีมข้อมูลเดือนนี้ 250,000 บาท ใช้ไปแล้ว 198,000 บาท ผ่านมา 18 วัน จะเกินงบไหม""",
            now=v("datetime", "วันเวลาปัจจุบัน: " + thai_be(t)),
        ),
        "budgets:thai-buddhist-era",
        ["non_english", "thai", "buddhist_era", "head"],
    )


@pos
def _vietnamese_sp(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        fill(
            """Bạn là trợ lý tối ưu chi phí đám mây của công ty Sông Hồng Tech. Trả lời bằng tiếng Việt.

Người dùng: Chúng tôi chạy 40 máy c6g.xlarge ổn định suốt 14 tháng qua. Nên mua Savings Plan 1 năm hay 3 năm?
@@t@@
@@s@@""",
            t=v("datetime", f"Thời gian yêu cầu: {t:%H:%M:%S %d/%m/%Y}"),
            s=v("session_id", "Mã phiên: " + g.ksuid(t)),
        ),
        "commitments:vietnamese-tail",
        ["non_english", "vietnamese", "tail", "ksuid"],
    )


@pos
def _indonesian_idle(g: Gen) -> Draft:
    t = g.moment(SGT)
    return P(
        fill(
            """Anda adalah asisten penghematan biaya cloud PT Nusantara Data. Jawab dalam bahasa Indonesia.
@@w@@

Pengguna: Ada 14 disk EBS yang tidak terpasang sejak Desember, total 6,2 TB gp3. Berapa kira-kira biayanya per bulan dan aman dihapus?""",
            w=v("datetime", "Waktu permintaan: " + f"{t:%d/%m/%Y %H.%M.%S} WIB"),
        ),
        "waste:indonesian",
        ["non_english", "indonesian", "system_tail"],
    )


@pos
def _ptbr_invoice(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(
        fill(
            """@@q@@
@@s@@
Você é o assistente de faturas de nuvem da Cooperativa Ipê. Responda em português do Brasil.

Usuário: A fatura da Azure de fevereiro (nº E0400FHK2P) veio com R$ 3.912,40 de "Reservation purchase" e eu não aprovei nenhuma compra. O que pode ser?""",
            q=v("datetime", f"Data/hora da consulta: {t:%d/%m/%Y %H:%M:%S} (BRT)"),
            s=v("session_id", "ID da sessão: " + g.uuid4()),
        ),
        "invoices:ptbr",
        ["non_english", "portuguese", "head", "session_id", "id_in_question"],
    )


@pos
def _italian_rightsizing(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """Sei l'assistente di rightsizing di Officine Brera. Rispondi in italiano con una tabella.
@@ora@@

Utente: Queste VM hanno CPU media sotto il 7% da 60 giorni: vm-erp-01 (D16s_v5), vm-erp-02 (D16s_v5), vm-bi-03 (E8s_v5). Che taglia consigli?""",
            ora=v("datetime", "Ora attuale: " + f"{t:%d/%m/%Y, %H:%M:%S}"),
        ),
        "waste:italian",
        ["non_english", "italian", "system_tail"],
    )


@pos
def _dutch_storage(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """Je bent de FinOps-assistent van Zuiderzee Zorg. Antwoord in het Nederlands.
@@opv@@
@@id@@

Gebruiker: Hieronder de opslagkosten per maand voor ons back-upaccount. Is overstappen naar Archive verstandig?
januari  4.812 EUR (Cool, 96 TB)
februari 5.020 EUR (Cool, 101 TB)
maart    5.240 EUR (Cool, 106 TB)""",
            opv=v("datetime", "Opvraagtijd: " + dotted(t)),
            id=v("request_id", "Verzoek-ID: " + g.ulid(t).lower()),
        ),
        "storage:dutch",
        ["non_english", "dutch", "lowercase_ulid", "system_tail"],
    )


@pos
def _greek_egress(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Είσαι ο βοηθός κόστους cloud της Αιγαίον Λογισμικό. Απάντησε στα ελληνικά.

Χρήστης: Το κόστος egress από το eu-south-1 προς το internet ήταν 2.300 USD τον Φεβρουάριο. Πώς το μειώνουμε χωρίς CDN;
@@t@@""",
            t=v("datetime", "Ώρα αιτήματος: " + rfc3339(t)),
        ),
        "waste:greek-tail",
        ["non_english", "greek", "tail"],
    )


@pos
def _ukrainian_credits(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """@@now@@
Ти — асистент з хмарних кредитів і рахунків компанії «Карпати Софт». Відповідай українською.

Користувач: У нас 25 000 USD кредитів стартап-програми, які спливають 30 червня. Поточні витрати 3 100 USD на місяць. Чи встигнемо використати?""",
            now=v("datetime", "Поточний час: " + py_logging(t)),
        ),
        "invoices:ukrainian-credits",
        ["non_english", "ukrainian", "head", "python_logging"],
    )


@pos
def _czech_k8s(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """Jsi asistent pro náklady Kubernetes ve firmě Vltava Systems. Odpovídej česky.
@@cas@@
@@sez@@

Uživatel: Namespace batch-jobs má requests 96 vCPU, ale průměrné využití 11 vCPU. Kolik tím za měsíc ztrácíme při ceně 0,031 EUR za vCPU-hodinu?""",
            cas=v("datetime", "Čas požadavku: " + f"{t.day}. {t.month}. {t.year} {t:%H:%M:%S}"),
            sez=v("session_id", "Relace: " + g.b64url(18)),
        ),
        "k8s:czech",
        ["non_english", "czech", "base64url", "system_tail"],
    )


@pos
def _turkish_tag(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Sen Boğaziçi Yazılım'ın bulut etiketleme uyum asistanısın. Türkçe cevap ver.
@@z@@

Kullanıcı: "owner" etiketi olmayan 212 kaynak var. Bunları ekiplere nasıl atayabiliriz, CloudTrail'e mi bakalım yoksa hesap bazında mı?""",
            z=v("datetime", "İstek zamanı: " + f"{t:%d.%m.%Y %H:%M:%S}"),
        ),
        "tagging:turkish",
        ["non_english", "turkish", "system_tail"],
    )


@pos
def _swedish_forecast(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """Du är prognosassistent för molnkostnader på Norrsken Energi. Svara på svenska.

Användare: Vi har förbrukat 61 % av årsbudgeten på 4,2 MSEK efter sju månader. Räcker den året ut?
@@t@@
@@id@@""",
            t=v("datetime", "Tidpunkt för begäran: " + f"{t:%Y-%m-%d %H:%M:%S}"),
            id=v("request_id", "Begäran-ID: " + g.uuid7(t)),
        ),
        "budgets:swedish-tail",
        ["non_english", "swedish", "tail", "uuid7"],
    )


# --- prompt shapes at the edges -----------------------------------------------------------------------------------


@pos
def _bare_ulid_first(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """@@id@@
You are Ledger, the cost explainer in the Brightwater console. Use the figures the user gives.

User: Our NAT gateway processed 48 TB last month at 0.045 USD/GB. Would VPC endpoints for S3 and DynamoDB pay off?
Assistant:""",
            id=v("request_id", g.ulid(t)),
        ),
        "edges:bare-ulid-first",
        ["head", "bare_value", "ulid"],
    )


@pos
def _bare_epoch_last(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You estimate the cost of a data pipeline from its description. Give a monthly range and the main driver.

Pipeline: Kinesis Data Streams (4 shards, on-demand off), Lambda transform (512 MB, 30 ms avg, 22 million
invocations/month), Firehose to S3 in Parquet, Athena queries scanning about 2 TB/month.
@@ts@@
""",
            ts=v("epoch", str(epoch_ms(t))),
        ),
        "edges:bare-epoch-last",
        ["tail", "bare_value", "epoch_ms"],
    )


@pos
def _bare_rfc3339_first_ksuid_last(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """@@t@@
Classify the cost line into one of: compute, storage, network, database, support, marketplace, tax.
Reply with the label only.

Line: "USE1-DataTransfer-Regional-Bytes, Amazon EC2, 1,204.33 USD"
@@k@@
Label:""",
            t=v("datetime", rfc3339(t, 3)),
            k=v("request_id", g.ksuid(t)),
        ),
        "edges:bare-both-ends",
        ["head", "last_user", "bare_value", "ksuid", "rfc3339"],
    )


@pos
def _xml_request_element(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """<request @@id@@ @@rcv@@ locale="en-GB" org="kestrel-retail">
<instructions>You draft replies to budget owners who challenge their chargeback. Be polite and cite the
allocation rule.</instructions>
<message from="owner:loyalty-team">We were charged 9,400 GBP for the shared Kafka cluster but we only
publish two topics. Please explain.</message>
</request>
Assistant:""",
            id=v("request_id", f'id="{g.uuid4()}"'),
            rcv=v("datetime", f'received="{py_iso(t)}"'),
        ),
        "edges:xml-request",
        ["xml_attribute", "head", "python_isoformat"],
    )


@pos
def _single_line_json_meta(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """{"app":"cost-copilot", @@req@@ @@ts@@ "tenant":"bluefin-insurance","region":"eu-west-2"}
You answer questions about AWS Cost Explorer views. Mention the filter you would set.

User: How do I see only the spend that is not covered by any savings plan?
Assistant:""",
            req=v("request_id", f'"req":"{g.hex(16)}",'),
            ts=v("epoch", f'"ts":{epoch_s(t)},'),
        ),
        "edges:single-line-json",
        ["json_single_line", "head", "epoch_s", "stable_neighbours"],
    )


@pos
def _pretty_json_meta(g: Gen) -> Draft:
    t = g.moment()
    c = past(t, g, 5, 40)
    return P(
        fill(
            """{
  "meta": {
    @@rid@@
    @@gen@@
    "tool": "budget-reviewer"
  },
  "budget": {
    "id": "@@bid@@",
    "name": "analytics-annual",
    "amount": 480000,
    "currency": "USD",
    "created_at": "@@c@@",
    "updated_at": "@@u@@"
  }
}

Is this budget set up as a fixed annual amount or does it roll monthly? Answer for a finance reader.
Answer:""",
            rid=v("request_id", f'"request_id": "{g.uuid7(t)}",'),
            gen=v("datetime", f'"generated_at": "{rfc3339(t)}",'),
            bid=g.uuid7(c),
            c=rfc3339(c),
            u=rfc3339(c + timedelta(days=2, seconds=3131)),
        ),
        "edges:pretty-json-meta",
        ["pretty_json", "head", "uuid7", "record_uuid7_stays", "near_miss"],
    )


@pos
def _slack_event_received(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Slack event for the FinOps bot:
{"token":"ZZZZZZWSxiZZZ2yIvs3peJ","team_id":"T04Q2LM8K","api_app_id":"A06B7F1QX",
"event":{"type":"app_mention","user":"U05RT8JQW2L","text":"<@U06A1B2C3D4> how much did the ml-sandbox account cost last week?",@@ts@@"channel":"C05FINOPS1"},
"type":"event_callback",@@eid@@@@et@@"authorizations":[{"is_bot":true}]}

Answer the mention in one Slack message.
Assistant:""",
            ts=v("message_id", f'"ts":"{slack_ts(t, g)}",'),
            eid=v("delivery_id", f'"event_id":"Ev{g.b62(10).upper()}",'),
            et=v("epoch", f'"event_time":{epoch_s(t)},'),
        ),
        "edges:slack-event",
        ["slack", "delivery_envelope", "json_single_line", "payload_stays"],
    )


@pos
def _sent_from_mobile(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """You are the approvals assistant for cloud purchases at Hollis & Ward. Explain what the approver is
signing off and any risk.

Approver: Can you explain this request before I approve it? "Buy 12 x Standard_E16s_v5 reserved
instances, 3 years, monthly payment, scope: Shared, requested by M. Okafor on 2 March."
Sent from Ledgerly mobile @@at@@
Assistant:""",
            at=v("datetime", "at " + f"{t:%Y-%m-%d %H:%M:%S} {t.tzname()}"),
        ),
        "edges:sent-from-mobile",
        ["last_user", "inline_phrase", "dates_in_question"],
    )


@pos
def _env_block_agent(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You are a FinOps engineering agent with shell access. Prefer read-only commands.

<env>
Working directory: /srv/finops/cur-pipeline
Platform: linux
@@today@@
@@sid@@
</env>

Task: The Athena table over our CUR 2.0 parquet files returns no rows for the current month. Find out why.
Thought:""",
            today=v("date", "Today's date: " + iso_date(t)),
            sid=v("session_id", "Agent session: " + g.uuid7(t)),
        ),
        "edges:agent-env",
        ["agent_scaffold", "env_block", "iso_date", "uuid7", "stable_neighbours"],
    )


@pos
def _tofu_cost_check(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Cost check for pull request #2291 (tofu plan):
@@cid@@
@@at@@
  + aws_db_instance.reporting         db.r6g.2xlarge   +1,062.72 USD/month
  ~ aws_elasticache_cluster.sessions  3 -> 5 nodes     +  388.80 USD/month
  - aws_instance.legacy_batch         c5.4xlarge       -  496.40 USD/month
Net change: +955.12 USD/month

Write the PR comment. Ask the author to justify the database size.
Assistant:""",
            cid=v("run_id", "check_id: " + g.b62(20)),
            at=v("datetime", "checked_at: " + go_nano(t, g.small(1, 1000))),
        ),
        "edges:tofu-cost-check",
        ["run_id", "go_rfc3339nano", "header_block"],
    )


@pos
def _opencost_request_start(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """X-Forwarded-For: 10.42.7.19
@@start@@
X-Tenant: plat-eng

You explain Kubernetes namespace costs to developers. Assume on-demand prices unless told otherwise.

User: Why does our namespace pay for 3 GPUs when our pods request 1 each and there are 2 pods?
Assistant:""",
            start=v("epoch", f"X-Request-Start: t={epoch_us(t)}"),
        ),
        "k8s:request-start-us",
        ["header_block", "head", "epoch_us", "stable_neighbours"],
    )


@pos
def _snowflake_query_id(g: Gen) -> Draft:
    t = g.moment()
    d = past(t, g, 2, 6)
    return P(
        fill(
            """Warehouse credit usage (query run for this request):
@@qid@@
@@ran@@

WAREHOUSE_NAME     START_TIME           END_TIME             CREDITS_USED
TRANSFORM_XL       @@a@@  @@b@@  41.33
BI_MEDIUM          @@a@@  @@b@@   3.87

Why is TRANSFORM_XL burning so many credits overnight? It should only run the 02:00 dbt job.
Assistant:""",
            qid=v("request_id", f"Query ID: 01b{g.hex(5)}-0000-{g.hex(4)}-0000-{g.hex(12)}"),
            ran=v("datetime", "Ran at: " + iso_space(t)),
            a=f"{d:%Y-%m-%d} 01:00:00",
            b=f"{d:%Y-%m-%d} 02:00:00",
        ),
        "warehouse:snowflake-query",
        ["header_block", "query_id", "iso_space", "fetched_data_stays"],
    )


@pos
def _today_is_sentence(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """You plan commitment renewals. Today is @@today@@. Anything expiring within 45 days is urgent.

Commitments:
- Savings Plan sp-4f21c0d8 (Compute, 1y), ends 2026-11-18
- Reserved DB instance ri-2026-db-07 (db.r6g.xlarge, 1y), ends 2027-01-09

User: What do I need to renew first?
Assistant:""",
            today=v("date", long_date(t)),
        ),
        "commitments:today-is",
        ["inline_value", "long_date", "record_dates_stay"],
    )


@pos
def _iso_week_finops(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """FinOps weekly review helper
@@wk@@
Team calendar: review every Tuesday

Turn these notes into the agenda. Items carried over from 2026-W05 go first.
- Savings plan coverage dropped to 72% after the batch migration
- Untagged spend 4.1% (target < 2%)
- Carried over: RDS snapshots older than 400 days
Answer:""",
            wk=v("date", "Current week: " + iso_week(t)),
        ),
        "edges:iso-week",
        ["iso_week", "header_block", "iso_week_content_neighbour"],
    )


@pos
def _windows_desk(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        fill(
            """Cost Desk (Excel add-in)
Workbook: FY26-cloud-forecast.xlsx
@@lt@@

You help finance analysts fill in the cloud forecast workbook. Suggest formulas in Excel syntax.

Analyst: How do I spread an annual reserved instance fee evenly across the months it covers?
Assistant:""",
            lt=v("datetime", "Local time: " + windows_general(t)),
        ),
        "forecast:excel-addin",
        ["header_block", "windows_datetime", "stable_neighbours"],
    )


@pos
def _ctime_fetch_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(
        fill(
            """Explain to the data science lead why their GPU spend is split across two line items.

p4d.24xlarge  On-Demand  us-east-1   212 h   6,948.95 USD
p4d.24xlarge  Spot       us-east-1   1,340 h 13,215.08 USD

Prices pulled from the pricing API @@at@@ for this request.
""",
            at=v("datetime", "at " + ctime(t)),
        ),
        "edges:ctime-phrase-tail",
        ["tail", "inline_phrase", "ctime"],
    )


@pos
def _js_tostring_ext(g: Gen) -> Draft:
    t = g.moment(PST)
    return P(
        fill(
            """[browser extension: CostLens]
@@clk@@
page: console.aws.amazon.com/costmanagement/home#/anomaly-detection

Explain the anomaly shown on this page to someone new to AWS: "Amazon EC2-Other, +872.40 USD, root cause
usage type USW2-EBS:VolumeUsage.gp3, linked account 661204837719."
Assistant:""",
            clk=v("datetime", f"clientClock: {make_holdout.js_tostring(t, 'Pacific Standard Time')}"),
        ),
        "edges:js-tostring",
        ["header_block", "js_tostring", "made_up_label"],
    )


@pos
def _dotnet_o_portal(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=1), "CET"))
    return P(
        fill(
            """Portal: Cloud Cost Center (internal)
Environment: production
@@rq@@
@@sid@@

You answer questions about how the cost center portal allocates Azure costs to subscriptions.

User: Do management group tags get inherited by the subscriptions for allocation?
Assistant:""",
            rq=v("datetime", "RequestedAt: " + dotnet_o(t, g.small(0, 10))),
            sid=v("session_id", "PortalSession: " + g.b64url(24)),
        ),
        "edges:dotnet-o",
        ["header_block", "dotnet_o", "base64url", "stable_neighbours"],
    )


@pos
def _clf_proxy_line(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        fill(
            """@@fw@@
You are the cost-awareness coach for new engineers at Heron Bank. One tip per answer, with a number.

User: Is it expensive to leave a dev RDS instance running over the weekend?
Assistant:""",
            fw=v("datetime", "Forwarded by gw-ams-2 at " + clf(t)),
        ),
        "edges:clf-forwarded",
        ["head", "clf", "inline_prefix"],
    )


@pos
def _epoch_ns_grpc(g: Gen) -> Draft:
    t = g.moment()
    ns = epoch_us(t) * 1000 + g.small(0, 1000)
    return P(
        fill(
            """grpc-metadata:
  x-finops-tenant: tessellate
  @@ns@@
  @@corr@@

You summarise cost anomalies for executives: one sentence, the amount, and whether it is resolved.

Anomaly: BigQuery on-demand analysis +6,120 USD on 2026-02-19, caused by a dashboard refreshing every
minute instead of every hour; schedule fixed on 2026-02-20.
Answer:""",
            ns=v("epoch", f"x-request-ts-ns: {ns}"),
            corr=v("request_id", f"x-correlation-id: {g.uuid4()}"),
        ),
        "anomaly:grpc-ns",
        ["yaml_block", "epoch_ns", "request_id", "record_dates_stay"],
    )


# --- generated positives: one program field, a body with a pasted record, a position -------------------------------

# (name, language, system text, user turn with its pasted record, cue line or "" for no cue)
BODIES: list[tuple[str, str, str, str, str]] = [
    (
        "cur-rows",
        "en",
        "You are Meter, the cost and usage explainer of the Alderbank platform team. Cite the column you used.",
        """Why do these two rows have different unblended rates?
line_item_usage_start_date,line_item_product_code,line_item_usage_type,line_item_unblended_rate,line_item_resource_id
2026-02-03T04:00:00Z,AmazonEC2,EU-BoxUsage:m7g.large,0.0903,i-05b7c2e91f4a3d860
2026-02-03T04:00:00Z,AmazonEC2,EU-SpotUsage:m7g.large,0.0311,i-0c1e8d4f27a95b613""",
        "Assistant:",
    ),
    (
        "budget-email",
        "en",
        "You help the FinOps team answer budget owners. Keep replies under 120 words.",
        """My colleague forwarded this alert, is it real?
From: Cost Alerts <no-reply@alerts.billing.example>
Date: Tue, 10 Feb 2026 06:02:19 +0000
Message-ID: <0100018d9a3c6f2e-7b1e4c55-2f0a-4d8e-b9c1-3e6f5a0d2b71-000000@email.example>
Subject: Budget "research-gpu" forecast to exceed 120%

Forecasted spend 61,020.00 USD against a budget of 50,000.00 USD.""",
        "Answer:",
    ),
    (
        "anomaly-json",
        "en",
        "You triage spend anomalies for Quarry Games. Say whether it needs a human today.",
        """Is this anomaly worth waking someone for?
{"id":"01HZX4M6R2Q8T3V5W7Y9A1C3E5","detected_at":"2026-02-21T09:17:42Z","service":"Amazon DynamoDB","impact_usd":742.18,"baseline_usd":96.4,"status":"OPEN"}""",
        "Assistant:",
    ),
    (
        "tag-yaml",
        "en",
        "You review tag policy changes for compliance with the Cobalt tagging standard v3.",
        """Does this change break anything?
tag_policy:
  id: 01J0RW8K3S6N2D4F7G9H1J3K5M
  updated: 2026-01-30T15:22:04+01:00
  required: [cost-center, owner, env]
  allowed_env: [prod, staging, dev, sandbox]""",
        "Assistant:",
    ),
    (
        "chargeback-csv",
        "en",
        "You check chargeback files before they go to the ERP. Flag rows that do not add up.",
        """Check this before I upload it:
period,team,cost_center,amount_eur,posted_at
2026-01,payments,CC-2210,41220.18,2026-02-04 08:11:52
2026-01,search,CC-2234,38102.77,2026-02-04 08:11:52
2026-01,platform,CC-2101,-79322.95,2026-02-04 08:11:53""",
        "Answer:",
    ),
    (
        "sp-utilisation-log",
        "en",
        "You explain savings plan utilisation to engineering managers.",
        """Why does utilisation drop every Sunday night?
2026-02-15T23:00:00Z sp=sp-0a4f9c21 util=0.62 covered_usd=8.91 ondemand_usd=0.00 trace=7d2e1f0a9b3c4d5e
2026-02-16T00:00:00Z sp=sp-0a4f9c21 util=0.58 covered_usd=8.34 ondemand_usd=0.00 trace=1a2b3c4d5e6f7a8b""",
        "Assistant:",
    ),
    (
        "es-factura",
        "es",
        "Eres el asistente de facturación en la nube de Transportes Ebro. Responde en español.",
        """¿Por qué sube el IVA en esta factura?
<factura numero="F-2026-000318" emitida="2026-02-01T00:12:44+01:00">
  <linea concepto="Compute" importe="8120.40"/>
  <linea concepto="Soporte" importe="812.04"/>
  <impuesto tipo="IVA" porcentaje="21" importe="1896.81"/>
</factura>""",
        "",
    ),
    (
        "de-anomalie",
        "de",
        "Du bist der Anomalie-Assistent für Cloud-Kosten der Rheinwerk AG. Antworte auf Deutsch.",
        """Ist diese Anomalie echt oder ein Messfehler?
erkannt=2026-02-12T03:40:11Z dienst="Azure Monitor" abonnement=5e2c1a94-7b3d-4f60-8e21-a09d6c3b1f47 mehrkosten_eur=1204,50 anomalie_id=01HZY2B4C6D8E0F2G4H6J8K0M2""",
        "",
    ),
    (
        "fr-credits",
        "fr",
        "Tu es l'assistant crédits et factures cloud de Cévennes Numérique. Réponds en français.",
        """Pourquoi ce crédit n'apparaît-il pas sur la facture ?
Crédit : PROMO-2026-GCP-7731
Montant : 10 000,00 EUR
Créé le : 2026-01-08 14:02:33 UTC
Expire le : 2026-12-31""",
        "",
    ),
    (
        "ja-cud",
        "ja",
        "あなたは確約利用割引（CUD）の相談役です。日本語で答えてください。",
        """この購入記録で、更新の期限はいつですか？
{"commitment":"projects/yamato-prod/regions/asia-northeast1/commitments/cud-n2-128","plan":"THIRTY_SIX_MONTH","startTimestamp":"2024-04-01T00:00:00-07:00","endTimestamp":"2027-04-01T00:00:00-07:00","status":"ACTIVE"}""",
        "",
    ),
    (
        "ko-tag",
        "ko",
        "당신은 클라우드 태그 규정 점검 도우미입니다. 한국어로 답하세요.",
        """이 리소스들이 규정을 지키고 있나요?
resource_id                 owner     cost-center  created_at
i-0f2a4c6e8b1d3f507         data      (없음)        2026-01-22T10:11:09+09:00
rds:orders-replica-2        (없음)    CC-310       2025-12-04T17:45:31+09:00""",
        "",
    ),
    (
        "pt-showback",
        "pt",
        "És o assistente de showback da Tejo Seguros. Responde em português europeu.",
        """Porque é que o custo partilhado da nossa direção subiu?
direcao;mes;custo_direto_eur;custo_partilhado_eur;calculado_em
Sinistros;2026-01;18220,40;4410,00;2026-02-03T06:00:12Z
Sinistros;2026-02;18090,11;6930,00;2026-03-03T06:00:09Z""",
        "",
    ),
]

# (cue, family, line label, xml/json key, value maker)
GEN_FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "rfc3339", "Context time", "ctx_time", lambda g, t: rfc3339(t)),
    ("request_id", "uuid7", "Request", "request", lambda g, t: g.uuid7(t)),
    ("epoch", "epoch_ms", "meterclock", "meterclock", lambda g, t: str(epoch_ms(t))),
    ("session_id", "nanoid", "Chat session", "chat_session", lambda g, t: g.nanoid()),
    ("datetime", "http_date", "Served", "served", lambda g, t: http_date(t)),
    ("run_id", "ulid", "Pass", "pass", lambda g, t: g.ulid(t)),
    ("datetime", "py_logging", "ledger.now", "ledger_now", lambda g, t: py_logging(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("epoch", "epoch_s", "t0", "t0", lambda g, t: str(epoch_s(t))),
    ("datetime", "us_medium", "As of", "as_of", lambda g, t: us_medium(t)),
    ("request_id", "ksuid", "Hop", "hop", lambda g, t: g.ksuid(t)),
    ("datetime", "js_iso", "Wallclock", "wallclock", lambda g, t: js_iso(t)),
]

LOCAL_FIELDS: dict[str, list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]]] = {
    "es": [
        ("datetime", "es_now", "Hora de la solicitud", "hora", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
        ("session_id", "uuid", "Sesión", "sesion", lambda g, t: g.uuid4()),
    ],
    "de": [
        ("datetime", "de_now", "Zeitpunkt der Anfrage", "zeitpunkt", lambda g, t: dotted(t)),
        ("request_id", "hex", "Vorgang", "vorgang", lambda g, t: g.hex(32)),
    ],
    "fr": [
        (
            "datetime",
            "fr_now",
            "Date et heure de la demande",
            "horodatage",
            lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}",
        ),
        ("request_id", "ulid", "Identifiant de requête", "requete", lambda g, t: g.ulid(t)),
    ],
    "ja": [
        ("datetime", "ja_now", "受付日時", "uketsuke", lambda g, t: f"{t:%Y/%m/%d %H:%M:%S}"),
        ("session_id", "hex", "セッション番号", "session", lambda g, t: g.hex(24)),
    ],
    "ko": [
        ("datetime", "ko_now", "현재 시각", "now", lambda g, t: f"{t:%Y. %m. %d. %H:%M:%S}"),
        ("request_id", "uuid7", "요청 번호", "req", lambda g, t: g.uuid7(t)),
    ],
    "pt": [
        ("datetime", "pt_now", "Hora do pedido", "hora", lambda g, t: f"{t:%d-%m-%Y %H:%M:%S}"),
        ("request_id", "ksuid", "ID do pedido", "pedido", lambda g, t: g.ksuid(t)),
    ],
}

GEN_USED: dict[str, list[str]] = {}
GEN_POSITIONS = ["head", "system_tail", "after_user", "footer", "front_matter", "json_member", "xml_attr"]


def _gen_text(
    g: Gen, position: str, body: tuple[str, str, str, str, str], mark_line: str, key: str, val: str, cue: str
) -> str:
    _, lang, system, user, cue_line = body
    tail = f"\n{cue_line}" if cue_line else ""
    stable = g.pick(["plan=enterprise", "region=eu-west-1", "tenant=north-ops", "build=7.4.2"])
    skey, sval = stable.split("=")
    if position == "head":
        return f"{mark_line}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark_line}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{mark_line}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{skey}: {sval}\n{mark_line}\n"
    if position == "front_matter":
        return f"---\n{skey}: {sval}\n{mark_line}\nprompt: finops-v2\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        member = v(cue, f'"{key}":"{val}",')
        return f'{{"source":"finops-gw", {member} "{skey}":"{sval}"}}\n{system}\n\n{user}{tail}'
    assert position == "xml_attr"
    attr = v(cue, f'{key}="{val}"')
    return f'<ctx app="finops-assistant" {attr} {skey}="{sval}"/>\n{system}\n\n{user}{tail}'


def generated_positives(g: Gen) -> list[Draft]:
    """Each body in three of the seven positions, with an English or made-up field or one in its language."""
    out: list[Draft] = []
    fields = list(GEN_FIELDS)
    g.rng.shuffle(fields)
    k = 0
    for body in BODIES:
        name, lang = body[0], body[1]
        positions = g.rng.sample(GEN_POSITIONS, 3)
        GEN_USED[name] = positions
        for j, position in enumerate(positions):
            if lang != "en" and j < 2:
                cue, family, label, key, make = LOCAL_FIELDS[lang][j]
            else:
                cue, family, label, key, make = fields[k % len(fields)]
                k += 1
            t = g.moment({"ja": JST, "ko": KST}.get(lang, UTC))
            val = make(g, t)
            sep = "：" if lang == "ja" else ": "
            mark_line = v(cue, f"{label}{sep}{val}")
            if position == "front_matter":
                mark_line = v(cue, f"{key}: {val}")
            text = _gen_text(g, position, body, mark_line, key, val, cue)
            tags = ["generated", position, family, "pasted_content_neighbour"]
            if lang != "en":
                tags.append("non_english")
            out.append(Draft(text, f"{SRC}pos:generated:{name}+{family}", tags))
    return out


# --- negatives: pasted records in many placements ----------------------------------------------------------------

# (source, tags, block, question, lead-in noun phrase, language of the question)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    (
        "focus-csv",
        ["focus", "csv", "timestamps"],
        """BillingPeriodStart,ChargePeriodStart,ServiceName,ResourceId,BilledCost,BillingCurrency
2026-02-01T00:00:00Z,2026-02-14T00:00:00Z,Azure Kubernetes Service,/subscriptions/8f1e2c3d-4b5a-4968-8776-a5b4c3d2e1f0/resourceGroups/rg-aks/providers/Microsoft.ContainerService/managedClusters/aks-prod,412.88,EUR
2026-02-01T00:00:00Z,2026-02-14T00:00:00Z,Storage,/subscriptions/8f1e2c3d-4b5a-4968-8776-a5b4c3d2e1f0/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stdatalake01,96.12,EUR""",
        "When did this shipment of charges start, and why is AKS billed per day here?",
        "the FOCUS export from our Azure billing account",
        "en",
    ),
    (
        "cur-parquet-dump",
        ["cur", "parquet", "epochs"],
        """identity_line_item_id: 7jq2k4m6n8p0r2t4v6x8z0b2d4f6h8j0l2n4p6r8t0v2x4z6
identity_time_interval: 2026-01-18T00:00:00Z/2026-01-19T00:00:00Z
bill_billing_period_start_date: 1767225600000
line_item_usage_account_id: 338120495517
line_item_line_item_type: SavingsPlanCoveredUsage
savings_plan_savings_plan_a_r_n: arn:aws:savingsplans::338120495517:savingsplan/5c1b3e7a-9d2f-4a60-8b14-6e0c2d9f7a31
savings_plan_savings_plan_effective_cost: 0.7431""",
        "What does SavingsPlanCoveredUsage mean on this row, and which day is it for?",
        "one row of our CUR 2.0 parquet, printed with pqrs",
        "en",
    ),
    (
        "budget-sns-pasted",
        ["sns", "json_pretty", "webhook_pasted"],
        """{
  "Type": "Notification",
  "MessageId": "2c8f4e1a-7b3d-5f60-9e21-a04d6c3b1f57",
  "TopicArn": "arn:aws:sns:eu-west-1:220184776390:budgets",
  "Message": "AWS Budget Notification February 12, 2026 ... ACTUAL Cost is 10312.40 USD",
  "Timestamp": "2026-02-12T07:31:18.442Z",
  "SignatureVersion": "1",
  "Signature": "kB9Z2pX4rL7qM1nV3cT8yH6jF0wD5sA2eG4uI7oP9lK1zX3cV5bN8mQ0wE2rT4yU6iO8pA1sD3fG5hJ7kL9zX1cV3bN5m=="
}""",
        "Our Lambda rejects this SNS message as invalid. Is the signature version the problem?",
        "the message our budget Lambda logged before it failed",
        "en",
    ),
    (
        "pubsub-pasted",
        ["pubsub", "json", "webhook_pasted"],
        """{"message":{"attributes":{"billingAccountId":"01B3C5-D7E9F1-A2B4C6","budgetId":"7d0e4a21-93c5-4b8f-a612-5e3f9c0b1d24","schemaVersion":"1.0"},"data":"eyJidWRnZXREaXNwbGF5TmFtZSI6ImRhdGEtcGxhdGZvcm0iLCJjb3N0QW1vdW50Ijo0MTIwLjUsImNvc3RJbnRlcnZhbFN0YXJ0IjoiMjAyNi0wMi0wMVQwODowMDowMFoifQ==","messageId":"10822736159483021","publishTime":"2026-02-19T11:04:52.118Z"},"subscription":"projects/finops-tools/subscriptions/budget-to-slack"}""",
        "Why does our Cloud Function see the same budget message twice within a minute?",
        "the Pub/Sub push body from our function logs",
        "en",
    ),
    (
        "anomaly-subscription-email",
        ["email", "anomaly", "headers"],
        """From: AWS Cost Anomaly Detection <no-reply-anomaly@example.com>
To: finops@kestrel.example
Date: Thu, 19 Feb 2026 14:08:51 +0000
Message-ID: <010201900f3a2c1e-4b7d9e21-5f08-4a3c-9e61-2d8b0f7c5a13-000000@eu-west-1.amazonses.com>
Subject: Anomaly detected: Amazon Elastic Container Service, 1,902.44 USD

Anomaly ID: 4a1f9c3e-6b2d-4e80-9f71-0c5d8e2a3b64
Start date: 2026-02-17
Top root cause: account 120948336574, region us-east-1, usage type USE1-Fargate-vCPU-Hours:perCPU""",
        "Was the anomaly already going on two days before the e-mail, or did it start the day it was sent?",
        "the anomaly e-mail we got",
        "en",
    ),
    (
        "kubecost-allocation",
        ["allocation", "json_pretty", "window"],
        """{
  "name": "ml-inference",
  "start": "2026-02-09T00:00:00Z",
  "end": "2026-02-16T00:00:00Z",
  "cpuCoreHours": 1408.2,
  "gpuHours": 336,
  "gpuCost": 1008.0,
  "ramCost": 141.77,
  "sharedCost": 212.4,
  "totalCost": 1512.66
}""",
        "How much of this week's cost is the GPUs, in percent?",
        "the allocation for the ml-inference namespace",
        "en",
    ),
    (
        "ri-listing",
        ["reservations", "table", "dates"],
        """| Reservation ID                        | Instance type | Count | Start                | End                  | State   |
|---------------------------------------|---------------|-------|----------------------|----------------------|---------|
| 4b8e1c2a-7f3d-4e60-9a15-2c0d8b6e3f71  | r6i.2xlarge   | 8     | 2025-03-11T09:02:44Z | 2026-03-11T09:02:43Z | active  |
| 9d2f0a3b-1c4e-4b75-8e26-7a5f1d0c3b92  | m6i.xlarge    | 20    | 2024-06-01T00:00:00Z | 2027-06-01T00:00:00Z | active  |""",
        "Which of these runs out first, and by how many days is it before our 31 March renewal meeting?",
        "the reservations list from the console",
        "en",
    ),
    (
        "sp-recommendation-json",
        ["savings_plan", "json_single_line", "recommendation"],
        """{"SavingsPlansPurchaseRecommendationDetails":[{"AccountId":"550918273364","HourlyCommitmentToPurchase":"12.400","EstimatedSavingsPercentage":"23.1","EstimatedMonthlySavingsAmount":"2089.52","UpfrontCost":"0"}],"Metadata":{"RecommendationId":"b1c7e3f2-5a4d-4e90-8c21-6f0a2d9b3e58","GenerationTimestamp":"2026-02-22T03:15:09Z","LookbackPeriodInDays":"THIRTY_DAYS"}}""",
        "Is a recommendation generated on a Sunday based on a 30-day lookback still valid if we cut 30% of the batch fleet next week?",
        "the recommendation our script saved",
        "en",
    ),
    (
        "invoice-xml",
        ["invoice", "xml", "ubl"],
        """<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">
  <cbc:ID>EUINGB26-0042718</cbc:ID>
  <cbc:IssueDate>2026-02-02</cbc:IssueDate>
  <cbc:DueDate>2026-03-04</cbc:DueDate>
  <cac:InvoicePeriod><cbc:StartDate>2026-01-01</cbc:StartDate><cbc:EndDate>2026-01-31</cbc:EndDate></cac:InvoicePeriod>
  <cac:LegalMonetaryTotal><cbc:PayableAmount currencyID="GBP">18342.10</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>""",
        "How many days do we have to pay this, counting from today's date on the invoice?",
        "the e-invoice our AP system received",
        "en",
    ),
    (
        "credits-table",
        ["credits", "markdown_table"],
        """| Credit name            | Code            | Applied (USD) | Remaining (USD) | Expires    |
|------------------------|-----------------|---------------|-----------------|------------|
| Startup programme      | PC-SU-88412     | 61,204.11     | 38,795.89       | 2026-09-30 |
| Migration incentive    | PC-MAP-20931    | 12,000.00     | 0.00            | 2026-03-31 |
| Support credit (SLA)   | SLA-2026-0117   | 1,250.00      | 1,250.00        | 2027-01-31 |""",
        "Why is the migration incentive already at zero when it only expires at the end of March?",
        "our credits page",
        "en",
    ),
    (
        "tag-config-history",
        ["config", "json_pretty", "tags"],
        """{
  "configurationItemCaptureTime": "2026-02-05T11:42:09.331Z",
  "configurationStateId": 1738755729331,
  "resourceId": "i-0e4c2a8f1b3d5e790",
  "resourceType": "AWS::EC2::Instance",
  "tags": {
    "owner": "team-risk",
    "cost-center": "CC-7731",
    "env": "prod"
  }
}""",
        "When did this instance get its cost-center tag?",
        "the Config history item",
        "en",
    ),
    (
        "tag-compliance-logfmt",
        ["logfmt", "tags", "request_id_in_content"],
        """ts=2026-02-26T02:00:04.118Z level=info msg="scan started" request_id=01JN0Q7Y4K2B6C8D0E2F4G6H8J accounts=42
ts=2026-02-26T02:07:51.902Z level=warn msg="non-compliant" resource=arn:aws:lambda:eu-west-1:390211847765:function:img-resize missing=cost-center
ts=2026-02-26T02:19:33.004Z level=info msg="scan finished" request_id=01JN0Q7Y4K2B6C8D0E2F4G6H8J noncompliant=311 total=18204""",
        "How long did the scan take and what share was non-compliant?",
        "the tag scanner's log",
        "en",
    ),
    (
        "chargeback-journal",
        ["chargeback", "erp", "fixed_width"],
        """JE 2026-000812   posted 2026-02-05 17:20:41   ref CB-2026-01
  Dr 6420-CC2210 Cloud services - Payments        41,220.18
  Dr 6420-CC2234 Cloud services - Search          38,102.77
  Cr 6420-CC2101 Cloud services - Platform pool   79,322.95""",
        "Is this journal balanced, and which period does it belong to?",
        "the journal finance posted",
        "en",
    ),
    (
        "cloudtrail-purchase",
        ["cloudtrail", "json_pretty", "purchase"],
        """{
  "eventVersion": "1.09",
  "eventTime": "2026-02-24T16:12:03Z",
  "eventSource": "savingsplans.amazonaws.com",
  "eventName": "CreateSavingsPlan",
  "userIdentity": {"arn": "arn:aws:sts::118420557390:assumed-role/FinOpsAdmin/m.okafor"},
  "requestParameters": {"commitment": "18.5", "savingsPlanOfferingId": "4f9a7c2e-1b3d-4e60-8a52-0d6c9e1f3b27"},
  "requestID": "6e1c3b9a-2f4d-4a87-b5c0-9d8e7f6a5b43",
  "eventID": "c2a9e1f7-8b3d-4c60-9e52-1f0a7d6b4c38"
}""",
        "Who bought this savings plan and at what time in Lisbon?",
        "the CloudTrail event for the purchase",
        "en",
    ),
    (
        "gcp-export-row",
        ["bigquery", "json_pretty_nested", "labels"],
        """{
  "service": {"id": "6F81-5844-456A", "description": "Compute Engine"},
  "sku": {"description": "N2 Instance Core running in Belgium"},
  "usage_start_time": "2026-02-20 13:00:00 UTC",
  "usage_end_time": "2026-02-20 14:00:00 UTC",
  "export_time": "2026-02-20 19:42:11.518 UTC",
  "cost": 3.4172,
  "labels": [{"key": "team", "value": "maps"}],
  "invoice": {"month": "202602"}
}""",
        "Why is export_time so many hours after the usage? Will the row change again?",
        "a row from the billing export table",
        "en",
    ),
    (
        "http-exchange-cost-api",
        ["http", "curl", "request_id_in_content"],
        """> POST / HTTP/1.1
> Host: ce.us-east-1.amazonaws.com
> X-Amz-Target: AWSInsightsIndexService.GetCostAndUsage
> X-Amz-Date: 20260227T091455Z
>
< HTTP/1.1 400 Bad Request
< x-amzn-RequestId: 9b3e7c1a-4d2f-4e86-a0b5-1c8d6f2e3a47
< Date: Fri, 27 Feb 2026 09:14:56 GMT
< Content-Type: application/x-amz-json-1.1
<
{"__type":"ValidationException","Message":"end date past the beginning of next month"}""",
        "What is wrong with my request? I asked for 2026-02-01 to 2026-03-02.",
        "curl -v output",
        "en",
    ),
    (
        "azure-cost-csv",
        ["azure", "csv", "us_dates"],
        """Date,SubscriptionName,MeterCategory,MeterSubCategory,ResourceGroup,CostInBillingCurrency,BillingCurrency,Tags
02/18/2026,corp-prod,Virtual Machines,Dv5 Series,rg-erp,214.88,USD,"{""owner"":""erp-team""}"
02/18/2026,corp-prod,Storage,Premium SSD Managed Disks,rg-erp,41.02,USD,
02/19/2026,corp-prod,Virtual Machines,Dv5 Series,rg-erp,219.12,USD,"{""owner"":""erp-team""}\"""",
        "Why does the disk row have no tags while the VM rows do?",
        "the Azure cost details file",
        "en",
    ),
    (
        "anomaly-webhook-dashboard",
        ["webhook_log", "deliveries", "table"],
        """Delivery ID                           Event              Sent at (UTC)          Status  Duration
d_01JMZ8QX4R6T2V8W0Y2A4C6E8G          anomaly.detected   2026-02-18 08:02:11    200     412 ms
d_01JMZ8QX9K1M3P5R7T9V1X3Z5B          anomaly.detected   2026-02-18 08:02:11    200     389 ms
d_01JMZBD2F4H6J8K0M2N4P6R8T0          anomaly.resolved   2026-02-18 11:47:30    500     30001 ms""",
        "Why did we get two detected deliveries in the same second, and why did resolved time out?",
        "the webhook deliveries page",
        "en",
    ),
    (
        "finops-slack-export",
        ["slack", "json", "ts"],
        """[{"type":"message","user":"U02F8KQ3L","text":"budget for ml-sandbox is at 140%, who launched the p5?","ts":"1771425311.420119"},
{"type":"message","user":"U07H2B9DX","text":"me, load test for the new ranker, shutting it down now","ts":"1771425502.118340","thread_ts":"1771425311.420119"}]""",
        "Turn this thread into a short incident note with times in UTC.",
        "the Slack thread export",
        "en",
    ),
    (
        "ksuid-events",
        ["events", "ksuid", "json_lines"],
        """{"event_id":"2cRz8vQpW1kX9mN4bT7yH3jL6fA","type":"commitment.expiring","commitment":"cud-n2-128","expires_at":"2026-04-01T07:00:00Z","emitted_at":"2026-03-02T07:00:03Z"}
{"event_id":"2cS0bX4nM7pQ1rT8vW2yZ5aC9dE","type":"commitment.expiring","commitment":"ri-r6g-8x","expires_at":"2026-03-11T09:02:43Z","emitted_at":"2026-03-02T07:00:03Z"}""",
        "Which commitment should we act on this week?",
        "our commitments event stream",
        "en",
    ),
    (
        "form-export-waiver",
        ["form_export", "request", "dates"],
        """Response ID: R_2XqM8pL4vN7tK1sJ
Submitted: 2026-02-23 10:41:17 CET
Team: Growth Analytics
Request: waive the tagging penalty for February (412 EUR)
Reason: resources created by the vendor's Terraform before our module was adopted on 2026-02-15""",
        "Does this waiver request fit the policy that waivers must be filed within 10 days of month end?",
        "the waiver form response",
        "en",
    ),
    (
        "rightsizing-yaml",
        ["yaml", "recommendation", "ulid"],
        """recommendation:
  id: 01JMY3T5V7X9Z1B3D5F7H9K1M3
  created: 2026-02-17T06:00:00Z
  resource: vm-erp-01
  current: Standard_D16s_v5
  proposed: Standard_D8s_v5
  cpu_p95: 0.18
  monthly_savings_eur: 412.30""",
        "Is CPU p95 of 18% enough evidence to halve this VM?",
        "the rightsizing recommendation",
        "en",
    ),
    (
        "purchase-approval-email",
        ["email", "approval", "headers"],
        """From: Carla Mendes <c.mendes@hollisward.example>
Sent: Monday, February 23, 2026 4:12 PM
To: FinOps <finops@hollisward.example>
Subject: RE: RI purchase 12x E16s_v5

Approved, but only with monthly payment. Please buy before 1 March so it lands in Q1.""",
        "When must the purchase happen for Q1, and what payment option did she approve?",
        "the approval e-mail",
        "en",
    ),
    (
        "spot-interruption-log",
        ["log", "spot", "timestamps"],
        """Feb 25 03:14:07 ip-10-4-2-19 spot-handler[812]: interruption notice, action=terminate time=2026-02-25T03:16:07Z instance=i-0b3f5d7e9a1c2e480
Feb 25 03:14:08 ip-10-4-2-19 spot-handler[812]: draining node, pods=17
Feb 25 03:15:52 ip-10-4-2-19 spot-handler[812]: drain complete""",
        "Did the drain finish before the termination time?",
        "syslog from the node",
        "en",
    ),
    (
        "budget-action-history",
        ["budget_actions", "table", "epochs"],
        """ActionId                              Type             Status            Timestamp
a8d1c3e5-7f9b-4d21-8e43-6a5c0b2d4f19  APPLY_IAM_POLICY EXECUTION_SUCCESS 1771812012
a8d1c3e5-7f9b-4d21-8e43-6a5c0b2d4f19  REVERSE          PENDING           1771898422""",
        "How long after the policy was applied did someone ask to reverse it?",
        "budget action history",
        "en",
    ),
    (
        "es-factura-pegada",
        ["invoice", "spanish", "csv"],
        """fecha_emision;numero;concepto;importe_eur;creado
2026-02-01;F-2026-000318;Compute Engine;8120,40;2026-02-01T00:12:44+01:00
2026-02-01;F-2026-000318;Soporte;812,04;2026-02-01T00:12:44+01:00
2026-03-01;F-2026-000402;Compute Engine;7410,90;2026-03-01T00:09:58+01:00""",
        "¿Cuánto bajó el cómputo entre las dos facturas, en porcentaje?",
        "la exportación de facturas del ERP",
        "es",
    ),
    (
        "de-budget-mail",
        ["email", "german", "budget"],
        """Von: Kostenwarnung <kosten@rheinwerk.example>
Datum: Mi., 18. Feb. 2026, 07:02
Betreff: Budget "Data-Lake" zu 92 % ausgeschöpft

Erstellt: 18.02.2026 07:01:58
Budget: 60.000,00 EUR
Ist: 55.204,17 EUR""",
        "Wie viel bleibt uns bis Monatsende, und reicht das bei 2.100 EUR pro Tag?",
        "die Budget-Mail von heute früh",
        "de",
    ),
    (
        "fr-chargeback-csv",
        ["chargeback", "french", "csv"],
        """equipe;centre_de_cout;mois;montant_eur;horodatage
Paiements;CDC-210;2026-01;22 410,80;2026-02-03 06:00:12
Recherche;CDC-234;2026-01;18 902,45;2026-02-03 06:00:12
Plateforme;CDC-101;2026-01;-41 313,25;2026-02-03 06:00:13""",
        "Le fichier est-il équilibré ? Quelle équipe coûte le plus ?",
        "l'export de refacturation",
        "fr",
    ),
    (
        "ja-anomaly-json",
        ["anomaly", "japanese", "json_pretty"],
        """{
  "異常ID": "01JN2C4E6G8J0K2M4N6P8R0T2V",
  "検知日時": "2026-02-27T11:20:05+09:00",
  "サービス": "Amazon Bedrock",
  "影響額_USD": 2204.51,
  "状態": "調査中"
}""",
        "この異常はいつ検知されましたか？UTC で教えてください。",
        "異常検知システムの出力",
        "ja",
    ),
    (
        "ko-ri-table",
        ["reservations", "korean", "table"],
        """예약ID        인스턴스      수량  시작일                     종료일                     생성시각
ri-kr-0192    m6i.2xlarge   10    2025-04-01T00:00:00+09:00  2026-04-01T00:00:00+09:00  2025-03-28T15:42:10+09:00
ri-kr-0207    r6g.xlarge    6     2025-09-15T00:00:00+09:00  2028-09-15T00:00:00+09:00  2025-09-12T09:03:55+09:00""",
        "어느 예약이 먼저 만료되나요? 갱신 준비는 언제 시작해야 할까요?",
        "예약 인스턴스 목록",
        "ko",
    ),
    (
        "zh-bill-xml",
        ["invoice", "chinese", "xml"],
        """<账单 编号="BL-202602-00817" 生成时间="2026-03-01T02:10:44+08:00">
  <明细 产品="云服务器 ECS" 金额="12840.50"/>
  <明细 产品="对象存储 OSS" 金额="3311.20"/>
  <明细 产品="CDN" 金额="2940.00"/>
</账单>""",
        "这张账单的总额是多少？CDN 占比多少？",
        "这是系统导出的账单",
        "zh",
    ),
    (
        "ru-budget-log",
        ["log", "russian", "budget"],
        """2026-02-20 09:00:01,114 INFO  budget-guard: бюджет=analytics израсходовано=87.4% trace_id=5f3a1c9e7b2d4f60a8e1c3b5d7f9a2c4
2026-02-21 09:00:01,097 WARN  budget-guard: бюджет=analytics израсходовано=101.2% trace_id=0c2e4a6b8d1f3e5a7c9b1d3f5e7a9c2b
2026-02-21 09:00:02,311 INFO  budget-guard: действие=остановка_песочниц результат=ok""",
        "Когда бюджет был превышен и что сделал budget-guard?",
        "лог сервиса контроля бюджета",
        "ru",
    ),
    (
        "pl-tag-csv",
        ["tags", "polish", "csv"],
        """zasob,wlasciciel,centrum_kosztow,utworzono
vm-raporty-01,zespol-bi,,2026-01-12T08:14:22+01:00
bucket-eksport-fin,,CK-440,2025-11-30T17:02:09+01:00
db-kadry,zespol-hr,CK-120,2026-02-02T10:45:51+01:00""",
        "Które zasoby nie spełniają polityki tagowania i czego im brakuje?",
        "eksport z narzędzia do tagów",
        "pl",
    ),
    (
        "tr-sp-report",
        ["savings_plan", "turkish", "table"],
        """Tasarruf Planı     Taahhüt ($/saat)  Kullanım  Başlangıç            Bitiş
sp-tr-01a4c       9.50              %96       2025-07-01 00:00:00  2026-07-01 00:00:00
sp-tr-02b7d       4.00              %71       2026-01-15 00:00:00  2029-01-15 00:00:00
Rapor oluşturma: 2026-02-28 04:00:17""",
        "Hangi planın kullanımı düşük ve neden olabilir?",
        "tasarruf planı raporu",
        "tr",
    ),
    (
        "ar-cost-table",
        ["cost", "arabic", "table"],
        """| القسم     | التكلفة (دولار) | التاريخ     |
|-----------|-----------------|-------------|
| المبيعات  | ١٢٬٤٠٠          | ٢٠٢٦-٠٢-٢٨ |
| العمليات  | ٨٬٩٠٠           | ٢٠٢٦-٠٢-٢٨ |""",
        "ما مجموع التكلفة لهذين القسمين؟",
        "جدول التكاليف من النظام",
        "ar",
    ),
    (
        "he-invoice-email",
        ["email", "hebrew", "invoice"],
        """מאת: חשבונות ענן <billing@cloud.example>
תאריך: 2026-03-01 08:14:52 +0200
נושא: חשבונית 2026-IL-00731 זמינה

סכום לתשלום: 48,210.40 ₪
מועד תשלום: 2026-03-31""",
        "עד מתי צריך לשלם את החשבונית הזאת?",
        "המייל מהספק",
        "he",
    ),
    (
        "hi-credits-json",
        ["credits", "hindi", "json_single_line"],
        """{"credit_id":"PC-IN-30218","amount_inr":500000,"used_inr":412880,"created_at":"2025-09-01T10:00:00+05:30","expires_at":"2026-08-31T23:59:59+05:30"}""",
        "इस क्रेडिट में कितना बचा है और यह कब समाप्त होगा?",
        "क्रेडिट का विवरण",
        "hi",
    ),
    (
        "pt-anomaly-form",
        ["form_export", "portuguese", "anomaly"],
        """Registo: ANO-2026-0219
Criado em: 2026-02-19 09:12:44
Serviço: Amazon Athena
Impacto: 1.204,00 EUR
Estado: em análise""",
        "Esta anomalia já devia ter sido fechada, segundo o nosso prazo de 5 dias úteis?",
        "o registo da anomalia",
        "pt",
    ),
    (
        "it-showback-csv",
        ["showback", "italian", "csv"],
        """reparto;mese;costo_eur;aggiornato
Marketing;2026-01;12.410,20;2026-02-02 07:30:11
Marketing;2026-02;15.902,85;2026-03-02 07:30:09""",
        "Di quanto è aumentato il costo del marketing in percentuale?",
        "l'estratto dello showback",
        "it",
    ),
    (
        "nl-sp-mail",
        ["email", "dutch", "savings_plan"],
        """Van: Cloudleverancier <facturatie@cloud.example>
Datum: maandag 2 maart 2026 09:11
Onderwerp: Uw Savings Plan sp-nl-4412 verloopt op 2026-04-01

Uw toezegging van 6,20 USD per uur eindigt over 30 dagen.""",
        "Wat gebeurt er met onze kosten als we niet verlengen?",
        "de mail van de leverancier",
        "nl",
    ),
    (
        "vi-tag-yaml",
        ["yaml", "vietnamese", "tags"],
        """tai_nguyen: i-0d4f6a8c1e3b5d790
the:
  chu_so_huu: nhom-du-lieu
  trung_tam_chi_phi: null
cap_nhat_luc: 2026-02-26T14:05:33+07:00""",
        "Tài nguyên này thiếu thẻ nào?",
        "bản ghi từ công cụ kiểm tra thẻ",
        "vi",
    ),
    (
        "th-budget-csv",
        ["budget", "thai", "csv"],
        """ทีม,งบประมาณ_บาท,ใช้ไป_บาท,อัปเดตเมื่อ
ข้อมูล,250000,198000,2026-02-18 06:00:04
เว็บ,120000,61000,2026-02-18 06:00:04""",
        "ทีมไหนใช้งบไปแล้วเกินร้อยละ 75",
        "ตารางงบจากระบบ",
        "th",
    ),
    (
        "el-egress-log",
        ["log", "greek", "network"],
        """2026-02-24T10:00:00Z vpc=vpc-0a1b2c3d egress_gb=812.4 dest=internet
2026-02-24T11:00:00Z vpc=vpc-0a1b2c3d egress_gb=1904.7 dest=internet""",
        "Πόσο αυξήθηκε η κίνηση εξόδου μέσα σε μία ώρα;",
        "το αρχείο καταγραφής",
        "el",
    ),
    (
        "uk-invoice-lines",
        ["invoice", "ukrainian", "fixed_width"],
        """Рахунок 2026-UA-0192 від 01.03.2026
  Обчислення            42 118,20 UAH
  Сховище               6 204,75 UAH
  Створено: 01.03.2026 02:14:09""",
        "Яка загальна сума рахунку?",
        "рахунок від провайдера",
        "uk",
    ),
    (
        "id-cost-json",
        ["cost", "indonesian", "json_pretty"],
        """{
  "proyek": "pembayaran-prod",
  "periode": "2026-02",
  "biaya_idr": 184220000,
  "dibuat": "2026-03-01T01:02:03+07:00"
}""",
        "Berapa biaya rata-rata per hari untuk Februari?",
        "ringkasan biaya dari sistem",
        "id",
    ),
    (
        "cs-ri-email",
        ["email", "czech", "reservations"],
        """Od: Cloud Billing <billing@cloud.example>
Datum: 25. 2. 2026 16:40
Předmět: Rezervace ri-cz-0081 byla zakoupena

Počet: 4 × D8s_v5, doba 1 rok, začátek 25. 2. 2026 16:38:02 UTC""",
        "Kdy tato rezervace vyprší?",
        "e-mail o nákupu",
        "cs",
    ),
    (
        "sv-forecast-table",
        ["forecast", "swedish", "table"],
        """Månad     Utfall (SEK)  Prognos (SEK)  Uppdaterad
jan 2026  612 400       600 000        2026-02-03 05:00:12
feb 2026  598 120       600 000        2026-03-03 05:00:10""",
        "Ligger vi över eller under prognosen totalt?",
        "prognosfilen",
        "sv",
    ),
    (
        "otel-span",
        ["otel", "span", "json_pretty"],
        """{
  "traceId": "8a3c60f7d188f8fa79d48a391a778fa6",
  "spanId": "53995c3f42cd8ad8",
  "name": "cost-exporter.upload",
  "startTimeUnixNano": "1771900801000000000",
  "endTimeUnixNano": "1771900862512000000",
  "attributes": {"rows": 1840221, "bucket": "cur-exports-eu"}
}""",
        "How long did the upload take, in seconds?",
        "the span from our exporter",
        "en",
    ),
    (
        "ics-review",
        ["ics", "calendar", "dtstamp"],
        """BEGIN:VEVENT
UID:finops-review-2026-03@corvina.example
DTSTAMP:20260226T101512Z
DTSTART:20260310T090000Z
DTEND:20260310T100000Z
SUMMARY:Quarterly commitment review
END:VEVENT""",
        "Is the review before or after our RI expires on 11 March?",
        "the calendar invite",
        "en",
    ),
    (
        "marketplace-entitlement",
        ["marketplace", "json_pretty", "jwt_like"],
        """{
  "ProductCode": "4f8k2m9q1x7z3c5v0b6n",
  "CustomerIdentifier": "QkM2d8Yx4fP",
  "Dimension": "seats",
  "Value": {"IntegerValue": 250},
  "ExpirationDate": "2027-02-28T23:59:59Z",
  "LastModifiedDate": "2026-02-28T10:14:55Z"
}""",
        "When does this contract end, and did we change it recently?",
        "the entitlement the marketplace API returned",
        "en",
    ),
]

PLACEMENTS = [
    "question_above",
    "question_below_block_first",
    "typed_under",
    "here_is_export",
    "below_returned",
    "colleague_sent",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "chatml_user",
    "llama3_user",
    "gemma_user",
    "phi3_user",
    "mistral_inst",
    "rag_document",
    "tool_observation",
    "fenced",
    "quoted",
    "both_sides",
    "system_then_user",
    "end_of_prompt",
]

LEADS = {
    "es": "Te paso {intro}:",
    "de": "Hier ist {intro}:",
    "fr": "Voici {intro} :",
    "ja": "{intro}です：",
    "ko": "{intro}입니다:",
    "zh": "{intro}：",
    "ru": "Вот {intro}:",
    "pl": "Oto {intro}:",
    "tr": "İşte {intro}:",
    "ar": "إليك {intro}:",
    "he": "הנה {intro}:",
    "hi": "यह {intro} है:",
    "pt": "Aqui está {intro}:",
    "it": "Ecco {intro}:",
    "nl": "Hier is {intro}:",
    "vi": "Đây là {intro}:",
    "th": "นี่คือ{intro}:",
    "el": "Ορίστε {intro}:",
    "uk": "Ось {intro}:",
    "id": "Ini {intro}:",
    "cs": "Tady je {intro}:",
    "sv": "Här är {intro}:",
}


def _lead(intro: str, lang: str, english: str) -> str:
    if lang == "en":
        return english.format(intro=intro)
    return LEADS[lang].format(intro=intro)


def _place(placement: str, block: str, ask: str, intro: str, lang: str) -> str:
    lead = _lead(intro, lang, "Here is {intro}:")
    if placement == "question_above":
        return f"{ask}\n\n{block}"
    if placement == "question_below_block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{block}\n{ask}"
    if placement == "here_is_export":
        return f"{_lead(intro, lang, 'Here is the export from {intro}:')}\n\n{block}\n\n{ask}"
    if placement == "below_returned":
        return f"{ask}\n{_lead(intro, lang, 'Below is what the system returned ({intro}):')}\n{block}"
    if placement == "colleague_sent":
        return f"{_lead(intro, lang, 'My colleague sent this ({intro}):')}\n{block}\n\n{ask}"
    if placement == "earlier_user_turn":
        return f"User: {lead}\n{block}\nAssistant: Got it. What do you want to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (
            f"User: Pull {intro} for me.\nAssistant: Here it is:\n{block}\nUser: {ask}\nAssistant:"
            if lang == "en"
            else f"User: {intro}\nAssistant: {lead}\n{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "chatml_user":
        return (
            f"<|im_start|>system\nYou are a FinOps assistant.<|im_end|>\n<|im_start|>user\n{lead}\n{block}\n\n"
            f"{ask}<|im_end|>\n<|im_start|>assistant\n"
        )
    if placement == "llama3_user":
        return (
            f"<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            f"<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma_user":
        return f"<start_of_turn>user\n{lead}\n{block}\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3_user":
        return f"<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral_inst":
        return f"[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_document":
        return (
            f'Answer from the context only.\n\n<context>\n<document source="{intro}">\n{block}\n</document>\n'
            f"</context>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return f"Question: {ask}\nAction: read_paste\nAction Input: {{}}\nObservation:\n{block}\nThought:"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{lead}\n\n{quoted}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in it that looks off?"
    if placement == "system_then_user":
        return f"You are Meter, a cloud cost assistant. Answer from what the user pastes.\n\nUser: {ask}\n{block}\nAssistant:"
    assert placement == "end_of_prompt"
    return f"You are a cloud billing assistant.\n\nUser: {ask}\n\n{block}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro, lang) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(placement, block, ask, intro, lang)
        extra = ["non_english"] if lang != "en" else []
        NEG.append(
            Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags, *extra])
        )


def _neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    """Stable values in program positions: nothing here changes between requests."""
    _neg(
        "lookalike:policy-header",
        ["stable_header", "authored_revision"],
        """Policy: FinOps commitment purchasing
Policy owner: Head of Cloud Finance
Adopted: 2025-09-01
Last reviewed: 2026-01-12

You answer questions about the commitment purchasing policy above and below. Quote the section.

User: Who approves a savings plan above USD 50,000 a year?
Assistant:""",
    )
    _neg(
        "lookalike:llama3-cutoff-only",
        ["llama3", "cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain cloud invoices in plain English.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is a "blended rate"?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    _neg(
        "lookalike:chatml-prompt-revision",
        ["chatml", "prompt_revision"],
        """<|im_start|>system
You are Abacus, Tidewater's cost helper. Prompt revision 2026-02-03 (r14). Fiscal year starts 1 April.<|im_end|>
<|im_start|>user
Which quarter is February in for us?<|im_end|>
<|im_start|>assistant
""",
    )
    _neg(
        "lookalike:front-matter-template",
        ["front_matter", "template_dates"],
        """---
template: chargeback-memo
template_version: 4.1.0
approved: 2025-11-20
fiscal_year: FY2026
currency: EUR
---
Write a chargeback memo for the team named by the user, with the amount and one sentence on the driver.

User: Team search, 35,316.89 EUR, driven by OpenSearch storage growth.
Assistant:""",
    )
    _neg(
        "lookalike:xml-stable-attrs",
        ["xml_attribute", "stable"],
        """<ctx tenant="7b2e4c1a-9f3d-4a68-b5e0-2c8d1f6a3b97" billing_tz="Europe/Dublin" fy_start="2026-04-01" plan="enterprise"/>
You answer questions about the tenant's cloud spend reports.

User: Does the March report include the 31st?
Assistant:""",
    )
    _neg(
        "lookalike:json-stable",
        ["json_single_line", "calver", "tenant"],
        """{"app":"cost-copilot","build":"2026.02.1","tenant":"bluefin-insurance","payer_account":"771204958831","api_version":"2023-11-01"}
You answer questions about AWS Cost Explorer views.

User: What does "net amortized cost" include?
Assistant:""",
    )
    _neg(
        "lookalike:unrendered-template",
        ["unrendered", "template"],
        """You are Tally, the budget assistant. Today's date: {{current_date}}. Session: {{session_id}}.

User: What happens when a budget hits 100%?
Tally:""",
    )
    _neg(
        "lookalike:html-comment-revision",
        ["html_comment", "revision"],
        """<!-- prompt: anomaly-triage rev 2026-01-28 owner=finops-platform -->
You triage spend anomalies. Say whether a human is needed today, and why.

User: Lambda spend doubled over the weekend because a cron moved from hourly to every minute.
Assistant:""",
    )
    _neg(
        "lookalike:keyvalue-stable",
        ["key_value", "stable"],
        """BILLING_DAY=3
FISCAL_YEAR_START=2026-04-01
REPORTING_TZ=UTC
CURRENCY=USD
You help the finance team interpret the monthly cloud close. Answer in bullet points.

User: Why is the January invoice not final yet?
Assistant:""",
    )
    _neg(
        "lookalike:stable-request-headers",
        ["http_headers", "stable"],
        """Host: finops.corvina.example
Accept-Language: de-DE,de;q=0.9,en;q=0.8
X-Tenant: corvina
X-Api-Version: 2024-06-01

Antworte in der bevorzugten Sprache des Nutzers.

Nutzer: Wie lese ich die Spalte "Amortisierte Kosten"?
Assistant:""",
    )
    _neg(
        "lookalike:footer-terms",
        ["footer", "revision"],
        """Explain the difference between list cost and billed cost on a FOCUS row in two sentences.

--
finops-explainer 3.2.0 · terms revised 2025-12-01 · region eu-west-1
""",
    )
    _neg(
        "lookalike:markdown-stable",
        ["markdown_table", "stable"],
        """| Setting          | Value                 |
|------------------|-----------------------|
| Organisation     | Fernhill Group        |
| Payer account    | 771204958831          |
| Billing period   | calendar month (UTC)  |
| Commitments since| 2023-06-01            |

You answer FinOps questions for Fernhill staff.

User: When do monthly numbers become final?
Assistant:""",
    )
    _neg(
        "lookalike:cutoff-and-version",
        ["stable_header", "cutoff", "api_version"],
        """Model: finops-llm-2
Knowledge cutoff: 2025-06
Pricing catalogue: 2026-02-01 edition
Cost Management API: 2023-11-01

User: Is the Standard_D8s_v5 price in the catalogue current?
Assistant:""",
    )
    _neg(
        "lookalike:ja-stable-header",
        ["non_english", "japanese", "stable_header"],
        """テナント：yamato-prod
会計年度開始：2026-04-01
通貨：JPY

あなたはクラウド費用の説明担当です。日本語で答えてください。

ユーザー：償却コストとは何ですか？""",
    )
    _neg(
        "lookalike:de-stand-policy",
        ["non_english", "german", "document_date"],
        """Kostenrichtlinie Cloud, Stand: 01.02.2026, Version 3

Du beantwortest Fragen zur Kostenrichtlinie. Antworte auf Deutsch.

Frage: Ab welchem Betrag brauche ich eine Freigabe für Reserved Instances?""",
    )


def _negatives_asked() -> None:
    """Values the user types or asks about."""
    _neg(
        "asked:epochs",
        ["epoch", "id_in_question"],
        """The budget action log shows 1771812012 and the CUR has 1767225600000.
Convert both to UTC dates and tell me which one is in milliseconds.""",
    )
    _neg(
        "asked:uuid7",
        ["uuid7", "id_in_question"],
        """Our anomaly ids look like 0194f3a2-6c1d-7e08-9b14-2e8d4c6b1f90. Is that a UUIDv7,
and can I get the detection time out of it?""",
    )
    _neg(
        "asked:ulid-line-item",
        ["ulid", "id_in_question"],
        """Line item 01JQ4ZC9W3H8P2TNK6R7V5XBDM appears twice in our invoice CSV
with the same amount. Duplicate, or two real charges?""",
    )
    _neg(
        "asked:own-clock",
        ["user_time", "question"],
        """It is 23:40 here in Singapore on the last day of the month. If I stop the
cluster now, is today's usage billed in this month or the next one for a UTC billing period?""",
    )
    _neg(
        "asked:request-id-support",
        ["request_id_in_question", "support"],
        """Support asked me for the request id of the failed
Cost Explorer call. The error said "RequestId: 9b3e7c1a-4d2f-4e86-a0b5-1c8d6f2e3a47". Is that the one
they need, or do they want the x-amz-id-2?""",
    )
    _neg(
        "asked:few-shot-dates",
        ["few_shot", "dates"],
        """Extract the billing period as JSON.

Example input: "Invoice for usage 1-31 January 2026"
Example output: {"start": "2026-01-01", "end": "2026-01-31"}

Input: "Charges incurred 01/02/2026 to 28/02/2026"
Output:""",
    )
    _neg(
        "asked:relative-times",
        ["relative_time", "question"],
        """The anomaly started 3 hours ago and the budget alert fired 40 minutes
later. Should the anomaly monitor have caught it before the budget did?""",
    )
    _neg(
        "asked:deadline",
        ["deadline", "dates_in_question"],
        """Our Enterprise Agreement anniversary is 2026-06-30 and the true-up is due
60 days after. Which date should go into the finance calendar?""",
    )
    _neg(
        "asked:ko-epoch",
        ["non_english", "korean", "epoch"],
        """사용량 파일의 타임스탬프 1772323200 은 한국 시간으로 몇 월 며칠 몇 시인가요?""",
    )
    _neg(
        "asked:es-traceparent",
        ["non_english", "spanish", "traceparent"],
        """El soporte de nuestro proveedor me pide el traceparent de la llamada fallida al
API de costes: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01. ¿Qué parte es el trace id?""",
    )
    _neg(
        "asked:iso-week",
        ["iso_week", "question"],
        """Finance closes the month in ISO week 2026-W10. Which calendar dates are that,
and does it leave time to apply the February credits?""",
    )


def _negatives_near_misses() -> None:
    """The same labels as the positives, pasted by the user as content."""
    _neg(
        "near-miss:pasted-bot-prompt",
        ["pasted_prompt", "current_time", "session"],
        """Our budget bot gave a wrong answer. This is the
prompt it sent, copied from the debug console:

You are Tally, the budget assistant.
Current time: 2026-02-18 09:14:02
Session: V1StGXR8_Z5jdHi6B-myT
User: Are we over budget?

Why would it say "no" when the data-platform budget was at 104% that morning?""",
    )
    _neg(
        "near-miss:pasted-front-matter",
        ["front_matter", "generated_at", "pasted"],
        """Proofread this report header before I publish it:

---
title: February cloud spend review
generated_at: 2026-03-02T06:00:11Z
export_run: 01JNB2C4D6E8F0G2H4J6K8M0N2
owner: finops@fernhill.example
---
Total spend fell 4.2% month on month, driven by the end of the ML load test.""",
    )
    _neg(
        "near-miss:webhook-to-debug",
        ["webhook_pasted", "signature", "debug"],
        """Our receiver rejects this delivery with "timestamp too
old". The headers and body as logged:

X-Spendwatch-Delivery: 0194f3a2-6c1d-7e08-9b14-2e8d4c6b1f90
X-Spendwatch-Timestamp: 1771402931
X-Spendwatch-Signature: v1=5b1e0f7a9c3d2b4e6f8a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d

{"budget":"payments-eu","period":"2026-02","threshold_pct":100,"actual":12950.22}

Our tolerance is 300 seconds. How far off was it if we received it at 08:27:40 UTC on 18 Feb 2026?""",
    )
    _neg(
        "near-miss:pasted-cloudevent",
        ["cloudevent", "pasted", "debug"],
        """Why does our triage service reject this CloudEvent?
ce-specversion: 1.0
ce-id: 5d2c1e9a-3b4f-4a60-8e71-9c0b2d4f6a83
ce-time: 2026-02-19T07:44:18.221304Z
ce-type: anomaly.detected
content-type: text/plain

anomalyId=an-1 service=EC2""",
    )
    _neg(
        "near-miss:pasted-request-xml",
        ["xml_attribute", "pasted"],
        """This XML comes from the vendor's chargeback API. Is the
id attribute a UUID or something else?

<request id="0f3c9a2e-7d1b-4e58-a6c4-2b9e0d7f1a35" received="2026-02-26T09:12:44.518220" locale="en-GB" org="kestrel-retail"/>""",
    )
    _neg(
        "near-miss:ru-pasted-meta",
        ["non_english", "russian", "pasted_prompt"],
        """Вот заголовок, который наш бот добавляет к запросам, из лога:

Время запроса: 21.02.2026 10:41:07 MSK
ID трассировки: 3f9a1c7e5b2d4f60a8e1c3b5d7f9a2c4

Это безопасно — передавать ID трассировки в модель?""",
    )


def _negatives_controls() -> None:
    _neg(
        "control:plain-en",
        ["control", "plain"],
        """You are the FinOps glossary assistant. Define terms in one sentence and give one example.

User: What is showback, and how is it different from chargeback?
Assistant:""",
    )
    _neg(
        "control:plain-fr",
        ["control", "plain", "non_english", "french"],
        """Tu es l'assistant glossaire FinOps. Réponds en français, en deux phrases.

Utilisateur : Qu'est-ce qu'un engagement d'utilisation (committed use discount) ?""",
    )


STABLE_GEN = [
    ("Fiscal year", "FY2026 (starts 2026-04-01)"),
    ("Billing currency", "EUR"),
    ("Payer account", "771204958831"),
    ("Knowledge cutoff", "2025-06"),
    ("Policy revised", "2026-01-12"),
    ("Tenant", "3b241101-e2bb-4255-8caf-4136c566a962"),
    ("Build", "2026.02.3"),
    ("Reporting time zone", "UTC"),
    ("Cost Management API", "2023-11-01"),
    ("Budget year", "2026"),
    ("Chargeback cycle", "monthly, posted on business day 3"),
    ("Template", "finops-answer v5"),
]


def generated_negatives(g: Gen) -> list[Draft]:
    """The generated family's bodies with one stable value where their positives put a program field."""
    out: list[Draft] = []
    stable = list(STABLE_GEN)
    g.rng.shuffle(stable)
    for k, body in enumerate(BODIES):
        name, lang, system, user, cue_line = body
        label, value = stable[k % len(stable)]
        free = [p for p in ["head", "system_tail", "footer", "after_user"] if p not in GEN_USED.get(name, [])]
        position = g.pick(free)
        line = f"{label}: {value}"
        tail = f"\n{cue_line}" if cue_line else ""
        if position == "head":
            text = f"{line}\n{system}\n\n{user}{tail}"
        elif position == "system_tail":
            text = f"{system}\n{line}\n\n{user}{tail}"
        elif position == "after_user":
            text = f"{system}\n\n{user}\n\n{line}{tail}"
        else:
            text = f"{system}\n\n{user}\n\n--\n{line}\n"
        tags = ["hard_negative", "generated", position, "stable_value"] + (
            ["non_english"] if lang != "en" else []
        )
        out.append(Draft(text, f"{SRC}neg:generated:{name}", tags))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_near_misses()
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold96", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
