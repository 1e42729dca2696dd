"""Build `prompt_normalizer/corpus/holdout93.jsonl`, a ninety-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout93.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout88.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- marketplace, seller, chargeback, payout,
reserve, listing, fulfilment, inbound, suspension, appeal, dispute -- and the passages around the hits;
the docstrings of `make_holdout57.py` and `make_holdout88.py` and the clarification section of
`make_holdout80.py` were read in full), to keep clear of the sources and scenarios they used and to apply
their clarifications of the rules, and of `make_holdout24.py` also its import block and its last 150
lines, for the structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing of
`tests/normalizer/` showed the names of the generators and a check of the two paths showed that neither
this file nor `holdout93.jsonl` existed yet.) Nothing else under `prompt_normalizer/`, no other test
file, no `*.jsonl` corpus, nothing in `docs/` or `bench/` and no git history was read;
`make_holdout89.py` to `make_holdout96.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input, the build is deterministic).

The domain is online marketplaces from the seller's side: product listings and catalogue errors, order
disputes and guarantee (A-to-z style) claims, chargebacks, payouts and reserves, marketplace fulfilment
and inbound shipments, seller performance notices, account suspensions and appeals. The earlier
docstrings name neighbours of it: e-commerce marketplaces from the seller's and operator's side with
seller hubs, repricers, flat files, title studios, return decisions, buyer-seller mediation, fraud
review, inbound plans signed with SigV4, carton sheets, dock appointment holds, fee previews, reviews
moderation and advertising consoles (make_holdout57, the nearest); Amazon SP-API, eBay, Etsy, Mercado
Libre and BigCommerce notifications, Magento, a returns desk and warehouse scanners (make_holdout11);
card disputes, chargeback letters, ARNs and CE 3.0 from the card side (make_holdout10, make_holdout49);
marketplace fraud scoring, buyer protection, creator payouts and platform suspension notices
(make_holdout18); Shopify, WooCommerce and Mercado Pago webhooks (make_holdout4, make_holdout5); a 3PL's
receiving (make_holdout32); resale and rental marketplaces (make_holdout40). The scenarios here were
written around them: every marketplace and tool is made up (Vendora, Bazaaro, Tradewell, Kiosko, Soukly,
Marktplein, Boutiquo, Targowo, Piața Mare, Chợ Số, Pasarku, Tianguis Digital and others; ListingMedic,
ClaimPilot, InboundIQ, AppealWriter, ledgerlens), so no real notification envelope, Standard Webhooks,
SigV4 request or SP-API call appears; chargebacks are the ones a marketplace passes on to its seller,
never an issuer's or acquirer's agent desk; inbound is seen through the seller's shipment records,
stranded inventory and removals, never carton sheets, dock holds or scanners; reviews, advertising,
repricing and fraud review are left out; and the languages differ from make_holdout57's. The sources
are:

* listings and catalogue errors: YAML front matter `generated_at` over a pasted feed report that has its
  own UUIDv7 and `submitted_at` (near-miss), a ChatML studio session (ULID) and naive `isoformat()` clock
  before `<|im_end|>` over single-line listing JSON, a Llama 3 `Today Date` over a variation CSV with
  offset times (the cutoff stays), a German `Abrufzeitpunkt:` with a ULID `Vorgangsnummer:` over a
  Fehlerbericht whose `Erstellt:` stays, a Japanese `現在日時：` over an error report with `登録日時`, a
  ReAct observation whose `lookup_id` and `fetched_at` move while the listing's `suppressed_at` stays, a
  bracketed `[catalog-bot ... req= at= ...]` line over a price upload, a Korean 12-hour `요청 시각:` and
  hex `세션:`, a request element's UUIDv7 `id` and `received` (Python `str()`) over a forwarded e-mail, a
  made-up `wallstamp:` and a Bengali `অনুরোধের সময়:`;
* disputes and guarantee claims: a claim desk's markdown session rows over a claim with its own UUIDv7,
  a `claim.opened` delivery received (`X-Bazaaro-Delivery`, `-Timestamp`, `-Signature` move; `-Topic`
  and the payload stay), a `Request-Id` beside a claim UUIDv7 the user asks about, a Spanish system
  tail (`Fecha y hora actual:`, nanoid session) over buyer messages with bracketed times, a Polish
  `Znacznik żądania:` in ms, a French footer (`Horodatage :`, upper-case hex `Réf. requête :`), an Arabic
  `وقت الطلب:`, carrier scans with a parenthesised KSUID lookup and a `b3` header;
* chargebacks: a CloudEvent received (`id` ULID and `time` move; the chargeback in `data` stays), a
  summary "as of" a time over a case table, a Turkish `Sorgu zamanı:` and UUIDv7 `İstek no:`, a Hindi
  `अनुरोध समय:`, a Semantic Kernel sentence mid-paragraph and `Date` with `X-Ops-Nonce` at the head;
* payouts and reserves: a payouts service response called for this request (`Date`, UUIDv7
  `X-Request-Id`; the body with its release dates stays), a JWT bearer in a request header block,
  single-line JSON meta with a KSUID `rid` over a settlement CSV, a Vietnamese time-first stamp, a
  Chinese `请求时间：` and base64url `会话编号：`, a `payout.failed` delivery received (`Tradewell-Delivery-Id`
  and `-Sent-At` move; `Tradewell-Event`, `Tradewell-Api` and the payload stay), an Italian
  `Orario della richiesta:` with a zone name, a Go `time.Now().String()` `clock:`, a Romanian `Ora
  cererii:` with a nanoid session and a reserve ledger snapshot taken "at" a time alone;
* fulfilment and inbound: a RAG context element (`retrieved_at`, `query_id`; the documents' `updated`
  stay), a ChatML tool turn (`call_id`, `fetched_at`; `first_received` stays), an agent scaffold's `###
  Run:` UUIDv7 and .NET "o" `### Started:` over a stranded-inventory export, a Swedish request stamp and
  id, a footer with asctime `Served:` and KSUID `Edge-Ref:`, Indonesian lines after the seller's
  message, nested YAML (`id` lower-case ULID, Log4j `at`) and a Mexican `Consultado:` with a ULID
  `Folio de consulta:`;
* performance notices: seller desk headers (base64url session, clock in ms) over a pasted notice e-mail
  with `Date` and `Message-ID`, markdown bullets (`- Now:` Windows clock, upper-case UUID console
  session), Greek, Russian (after the message) and Thai request stamps, an HTML comment's `job=` and
  `rendered=` over a metrics table and `ts_ms=` at the head over a JSON-lines export;
* suspensions and appeals: a ChatML plan-of-action workspace over a pasted notice, a Llama 3 `(sent
  ...)` stamp on its own line before `<|eot_id|>`, Hebrew (ULID), Ukrainian (KSUID session at the head),
  Czech (footer) and Portuguese (`Carimbo do pedido:`, `Sessão de apoio:`) desks, a `Correlation:`
  UUIDv7 beside an appeal case UUIDv7 and notice number the user asks about, a "Today is ..." line and a
  `meta app=... t=<epoch> v=3` line at the end of the prompt;
* the generated family: twenty bodies (ten English, and Spanish, German, French, Japanese, Korean,
  Polish, Italian, Dutch, Turkish and Brazilian Portuguese), each carrying a pasted record with its own
  times and ids (feed JSON with a UUIDv7, claim YAML with a ULID, payout logfmt with `request_id`s,
  chargeback XML, a receiving CSV, a notice e-mail, a webhook pasted to debug, a suspension timeline, a
  409 response, settlement `key=value` lines, and their counterparts in the other languages), each used
  at three of eight positions (head, system tail, header block, after the user's message, footer, YAML
  front matter, single-line JSON member, XML attribute): twice with one program field (twenty English
  and made-up labels -- `Hop`, `Tick`, `Edge ref`, `Desk time`, `Clock`, `now_ms`, `t_us` among them --
  or the body's own "now" label, in ten time formats, epochs in s, ms and us, and UUIDv7, ULID,
  KSUID, nanoid, hex, traceparent, run and nonce ids), and once with a stable value.

The negatives: 54 pasted records in twenty placements, none used more than three times (question after,
before, typed right under it, behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier
assistant turn, indented, at the very start of a ChatML user message, at the very end of the prompt, in
ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool observation, in a user
turn under a system prompt and on both sides): feed JSON opening with `created_at` and a UUIDv7, listing
JSON opening with a ULID `id`, catalogue error CSV with offsets, suppressed listings, claim YAML with a
KSUID, a buyer e-mail with `Message-ID` and `In-Reply-To`, a claim decision, a chargeback delivery pasted
to debug its timestamp, acquirer XML with an ARN, payout CSV, a reserve e-mail, a payout `curl -i` 404
with `x-request-id`, settlement logfmt with `request_id=`, inbound JSON with an epoch, a discrepancy
table, an ASN, carrier tracking in CLF stamps, performance CSV and e-mail, nested account health JSON,
a suspension letter, an appeal form export, an appeal decision with `Date`, nginx lines with `rid=`, a
429 `curl -v`, a webhook dashboard, an order export in ms, a refund exchange with `Idempotency-Key`, a
claims sync traceback, refund `key=value` lines, queue messages keyed by UUIDv7, a fee invoice, a buyer
chat, inventory YAML, a listing change history, a bot prompt captured in a debug console with its own
`Current time:` and `Session:` lines, blog front matter with `generated_at` to proofread, a dock invite
with `DTSTAMP`, a Sentry event, claim `KEY=value` fields, and records in Spanish (opening with
`creado`), German, French, Japanese, Korean, Chinese, Arabic, Hindi, Russian, Turkish, Polish,
Vietnamese, Italian and Brazilian Portuguese. 14 look-alikes in program positions (API versions, seller
and marketplace ids, a Llama 3 header with only its cutoff, a fee schedule's effective date and a
policy review date, a template revision, XML seller attributes, a tenant and CalVer build in JSON, an
unrendered `{{current_date}}`, `KEY=value` settings, a terms revision footer, a seller profile table,
`Payments-Version` with a connected account, payout and reserve policy bullets, a Spanish "seller since"
and a Japanese store opening date), 12 values the user asks about or types (epochs, a ULID, a UUIDv7, a
KSUID, a deadline across zones, the user's own clock, relative times, an ISO week, a date-prefixed order
number, few-shot dates, a German deadline, a traceparent for support), two plain controls and 20
generated hard negatives (the family's bodies with one stable value: API version, seller since,
knowledge cutoff, template revision, tenant, time zone, payout schedule, reserve policy, fee schedule,
build, marketplace id, support hours, policy date, store id, model, dispatch cutoff, return window, VAT
number, account opening date, claim window).

What it is: 202 prompts. 100 carry volatile fields (133 spans): 60 hand-written positives (93 spans; 32
with two or more fields) and 40 generated ones. 102 carry none. About a third of the prompts are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic, Greek,
Devanagari, Bengali, Thai). The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins, deliveries received vs pasted, tool results, made-up labels, bracketed
and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Marketplace records are content wherever they sit and however they open: feed, listing, claim,
  chargeback, payout, reserve, settlement, shipment, ASN, performance, account health, suspension and
  appeal records with their `created_at`, `created`, `submitted_at`, `updated`, `closedAt`, epochs and
  ids (UUIDv7, ULID, KSUID, nanoid, hex), deadlines, release dates and decision dates, also when the
  program fetched them for this request (a ReAct observation, a ChatML tool turn, a RAG document, a
  payouts response, a ledger or case table under a program's stamp). Only the program's stamp and the
  ids minted for the lookup, call, query, snapshot, run, job or request move.
* Deliveries the app received for this request move their envelope (delivery id, timestamp, signature;
  CloudEvents `id` and `time`) and keep the topic or event name, the API version and the payload. The
  same kinds of deliveries pasted by the seller to debug them, a webhook dashboard's delivery log and a
  refund exchange with its `Idempotency-Key` stay whole. A response to a call the program made for this
  request moves its `Date` and `X-Request-Id`; the same headers in the seller's `curl` output stay.
* Near-misses are decided by position and purpose: the app's `generated_at` in front matter moves while
  the pasted report's `submitted_at` stays; the `Request-Id` and `Correlation` headers move while the
  claim and appeal UUIDv7s the user asks about stay; a bot prompt captured from a debug console and
  pasted in quotes stays, `Current time:` and `Session:` included, and so does blog front matter with
  `generated_at` pasted to proofread.
* Work sessions are sessions: a studio, claim desk, appeal workspace, console, seller desk and support
  session moves with its opening time (the claim desk's "Session opened" row). Decided here: a
  Portuguese `Carimbo do pedido:` (request stamp) and `Sessão de apoio:` move; a Go `time.Now().String()`
  line labelled `clock:` moves whole, monotonic reading included; a digest template's `tpl=` and
  `lang=` stay while its `job=` and `rendered=` move.
* "Now" in any form moves: `Today Date`, "Today is ...", a Semantic Kernel sentence, Windows, US medium,
  Go, .NET "o", asctime, Python `str()`, logging and `isoformat()`, a time alone after "at", epochs in
  s, ms and us, and labels nobody would guess (`wallstamp`, `clock`, `ts_ms`, `Tick`, `Hop`, `Edge ref`,
  `Desk time`, `t=`) in any language or script. Times, dates, weeks and ids the seller types, and an
  unrendered `{{current_date}}`, do not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Chargeback summary as of <time> for this request:" leaves "Chargeback summary for this request:";
  "Reserve ledger snapshot taken at <time> for this reply:" leaves "Reserve ledger snapshot taken for
  this reply:"); a parenthesised lookup id is cut with its parentheses; markdown rows and bullets are
  whole-line spans with their `|` and `- `; XML attributes and `key=value` pairs sit between stable
  neighbours; single-line JSON members are cut with the comma after them and follow a stable member;
  volatile members of pretty-printed JSON are never the last member of their object; a field followed
  by `<|im_end|>` or `<|eot_id|>` on its line is an inline span; header lines, YAML keys (also nested),
  `###` lines, footer lines and a line holding one field in any script are whole-line spans, and a
  footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`) or a chat template's reply header
  on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end with the user's
  message or with the metadata after it; Gemma, Phi-3 and Mistral prompts appear only among the
  negatives.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    EDT,
    IST,
    JST,
    MONTHS,
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
    go_string,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    js_tostring,
    log4j_iso,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    v,
    windows_general,
)

SEED = 93_2027_0311
SRC = "holdout93:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout93.jsonl"

BRT = timezone(timedelta(hours=-3), "BRT")
MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
CST8 = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
TRT = timezone(timedelta(hours=3), "TRT")
PDT = timezone(timedelta(hours=-7), "PDT")
GST = timezone(timedelta(hours=4), "GST")


def before(g: Gen, t: datetime, days: int = 0, hours: int = 0) -> datetime:
    """A moment some days and hours before `t`, with its own minutes and seconds."""
    return t - timedelta(days=days, hours=hours, minutes=g.small(1, 59), seconds=g.small(1, 59))


def pretty(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


def flat(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def mark_json(text: str, keys: dict[str, str]) -> str:
    """Mark whole pretty-printed JSON members (with their comma) as volatile, by key."""
    out = []
    for line in text.split("\n"):
        body = line.strip()
        for key, cue in keys.items():
            if body.startswith(f'"{key}": '):
                assert body.endswith(","), f"volatile member {key} must not be last"
                line = line[: len(line) - len(line.lstrip())] + v(cue, body)
        out.append(line)
    return "\n".join(out)


def mark_inline(text: str, key: str, cue: str) -> str:
    """Mark one single-line JSON member with the comma that follows it."""
    m = re.search(f'"{key}": ("[^"]*"|-?[0-9.]+),', text)
    assert m, key
    return text[: m.start()] + v(cue, m.group(0)) + text[m.end() :]


def ymd_dots(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slash_dmy(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def cn_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}:{t:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def gb_long(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M:%S} {t.tzname()}"


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(text: str, name: str, tags: list[str]) -> Draft:  # noqa: N802
    return Draft(text, f"{SRC}pos:{name}", tags)


# --- positives: listings and catalogue errors ------------------------------------------------------------------


@pos
def _feed_errors_front_matter(g: Gen) -> Draft:
    t = g.moment()
    sub = before(g, t, days=1, hours=3)
    report = pretty(
        {
            "feed_id": g.uuid7(sub),
            "submitted_at": rfc3339(sub, 3),
            "status": "DONE_WITH_ERRORS",
            "errors": [
                {
                    "sku": "LMP-OAK-40",
                    "code": "E-4471",
                    "message": "colour_name conflicts with parent variation theme",
                },
                {
                    "sku": "LMP-OAK-60",
                    "code": "E-2210",
                    "message": "main image below 1000 px on the long side",
                },
            ],
        }
    )
    return P(
        f"""---
tool: listing-medic
{v("datetime", "generated_at: " + rfc3339(t, 3))}
marketplace: vendora-uk
---
You help sellers on Vendora fix rejected catalogue uploads. Explain each error in plain words and give
the exact column to change in the flat file.

User: The upload from yesterday came back like this:

{report}

What do I change for the two lamp SKUs?
Assistant:""",
        "catalogue:feed-errors-front-matter",
        ["front_matter", "near_miss", "pasted_json", "uuid7_content"],
    )


@pos
def _listing_chatml_session(g: Gen) -> Draft:
    t = g.moment_eu()
    made = before(g, t, days=40)
    listing = flat(
        {
            "asin_like": "VD0B7K2Q9M",
            "title": "Ceramic pour-over set, 2 cups",
            "created": rfc3339(made),
            "bullet_count": 7,
            "status": "SEARCH_SUPPRESSED",
        }
    )
    return P(
        f"""<|im_start|>system
You are the catalogue assistant inside Bazaaro Seller Studio. Answer in short numbered steps.
{v("session_id", "Studio session: " + g.ulid(t))}
{v("datetime", "Current time: " + py_iso(t))}<|im_end|>
<|im_start|>user
Why is this listing suppressed from search? {listing}<|im_end|>
<|im_start|>assistant
""",
        "catalogue:chatml-session",
        ["chatml", "system_tail", "ulid", "pasted_json_inline"],
    )


@pos
def _variation_llama3(g: Gen) -> Draft:
    t = g.moment()
    rows = "\n".join(
        f"KTL-{c}-{s},{p},{c.lower()},{s},{rfc3339(before(g, t, days=d), 0)}"
        for c, s, p, d in [
            ("RED", "1L", "KTL-PARENT", 12),
            ("RED", "17L", "KTL-PARENT", 12),
            ("BLK", "1.7L", "", 3),
        ]
    )
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You are a variation-family doctor for marketplace sellers. Find broken parent/child links.<|eot_id|><|start_header_id|>user<|end_header_id|>

sku,parent_sku,colour,size,last_modified
{rows}

The black kettle does not show under the kettle family and one red size looks like a typo.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
        "catalogue:variation-llama3",
        ["llama3", "today_date", "pasted_csv", "offset_times"],
    )


@pos
def _katalog_de(g: Gen) -> Draft:
    t = g.moment_eu()
    made = before(g, t, days=2, hours=5)
    return P(
        f"""Du bist der Katalog-Assistent von Händlerwerk für Verkäufer auf Marktplein.
{v("datetime", "Abrufzeitpunkt: " + ymd_dots(t))}
{v("request_id", "Vorgangsnummer: " + g.ulid(t))}

Hier der Fehlerbericht aus dem Verkäuferportal:

Fehlerbericht KB-{g.digits(7)}
Erstellt: {ymd_dots(made)}
Artikel: Gartenschlauch 25 m, EAN 4006381333931
Fehler 90057: Die Marke "Gardenix" ist für dieses Konto nicht freigegeben.

Was muss ich einreichen, damit die Marke freigegeben wird?""",
        "catalogue:fehlerbericht-de",
        ["german", "header_block", "ulid", "pasted_record_created"],
    )


@pos
def _shuppin_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    reg = before(g, t, days=6)
    return P(
        f"""あなたはマーケットプレイス出品者向けのカタログ修正アシスタントです。
{v("datetime", "現在日時：" + cn_dt(t))}

出品エラーレポート：
登録日時：{cn_dt(reg)}
SKU：TEA-SENCHA-200
エラー：5461 「原材料名」が空欄です
出品ID：{g.uuid4()}

このエラーを直すにはどの項目に何を入力すればいいですか？""",
        "catalogue:shuppin-ja",
        ["japanese", "fullwidth_colon", "system_tail", "pasted_record_created"],
    )


@pos
def _suppression_react(g: Gen) -> Draft:
    t = g.moment()
    sup = before(g, t, days=4)
    obs = flat(
        {
            "lookup_id": "lk_" + g.hex(20),
            "fetched_at": js_iso(t),
            "listing": {
                "sku": "YOGA-MAT-6MM",
                "suppressed_at": js_iso(sup),
                "reason": "MISSING_SAFETY_WARNING",
            },
        }
    )
    obs = mark_inline(mark_inline(obs, "lookup_id", "request_id"), "fetched_at", "datetime")
    return P(
        f"""You are ListingMedic, an agent that fixes suppressed listings. Use the tools; think step by step.

Tools: get_listing_status(sku), update_attribute(sku, name, value)

Question: Why did my 6 mm yoga mat disappear from search and how do I bring it back?
Thought: I should check the listing status first.
Action: get_listing_status("YOGA-MAT-6MM")
Observation: {obs}
Thought:""",
        "catalogue:suppression-react",
        ["react", "tool_observation", "single_line_json", "fetch_time"],
    )


@pos
def _price_upload_bracket(g: Gen) -> Draft:
    t = g.moment()
    up = before(g, t, hours=2)
    return P(
        f"""[catalog-bot market=FR {v("request_id", "req=" + g.hex(24))} {v("epoch", "at=" + str(epoch_s(t)))} tier=pro]
Review the price upload below and flag any row that would break the minimum advertised price rule
(MAP is EUR 49.00 for the Vela range).

sku;price;currency;uploaded
VELA-BAG-S;47.90;EUR;{iso_space(up)}
VELA-BAG-M;54.90;EUR;{iso_space(up)}
VELA-BAG-L;59.00;EUR;{iso_space(up)}

Answer:""",
        "catalogue:price-upload-bracket",
        ["bracketed_kv", "epoch_s", "head", "pasted_csv"],
    )


@pos
def _sangpum_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    err = before(g, t, hours=9)
    record = pretty(
        {
            "상품번호": g.digits(10),
            "오류코드": "CAT-1183",
            "오류내용": "필수 고시정보(제조국) 누락",
            "발생시각": rfc3339(err),
        }
    )
    return P(
        f"""{v("datetime", "요청 시각: " + ko_dt(t))}
{v("session_id", "세션: " + g.hex(32))}
판매자 센터 상품 등록 도우미입니다. 오류를 쉽게 설명하고 고치는 방법을 알려 주세요.

판매자: 아래 오류가 계속 떠요.
{record}
제조국을 어디에 입력해야 하나요?""",
        "catalogue:sangpum-ko",
        ["korean", "head", "hex_session", "pasted_json"],
    )


@pos
def _brand_xml_request(g: Gen) -> Draft:
    t = g.moment_us()
    sent = before(g, t, days=3)
    return P(
        f"""<request channel="seller-app" {v("request_id", 'id="' + g.uuid7(t) + '"')} {v("datetime", 'received="' + py_str(t) + '"')} locale="en-US"/>
You help sellers answer listing ownership disputes on Tradewell. Be factual and do not accuse anyone.

My colleague forwarded this:

From: Catalogue Integrity <integrity@tradewell.example>
Sent: {us_medium(sent)}
Subject: Listing TW-{g.digits(9)}: contribution reverted

Another seller with brand authority changed the title and images of a listing you created. Your earlier
contribution has been reverted. If you believe this is wrong, reply within 10 days with invoices.

Should I reply, and what should I attach?
Assistant:""",
        "catalogue:brand-xml-request",
        ["xml_attributes", "uuid7", "py_str", "pasted_email"],
    )


@pos
def _wallstamp_bulk(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("datetime", "wallstamp: " + py_str(t))}
You rewrite bullet points for marketplace listings: five bullets, each under 200 characters, no claims
about health.

Listing export (created 2026-08-14 by the brand team):
- Bamboo cutting board set, 3 sizes
- Juice groove on the large board
- Cures in 24 hours with food-safe oil
- Antibacterial and germ-proof

Rewrite the bullets.
Assistant:""",
        "catalogue:wallstamp-bullets",
        ["made_up_label", "head", "py_str", "document_date"],
    )


# --- positives: order disputes and guarantee claims -------------------------------------------------------------


@pos
def _claim_desk_table(g: Gen) -> Draft:
    t = g.moment_us()
    filed = before(g, t, days=2)
    claim = pretty(
        {
            "id": g.uuid7(filed),
            "claim_type": "ITEM_NOT_RECEIVED",
            "order": "VD-26-" + g.digits(7),
            "filed_at": rfc3339(filed),
            "respond_by": iso_date(filed + timedelta(days=3)),
            "amount": {"value": "64.99", "currency": "USD"},
        }
    )
    return P(
        f"""| Field | Value |
|---|---|
| Seller | Northpine Outdoor |
{v("session_id", "| Claim desk session | " + g.b62(22) + " |")}
{v("datetime", "| Session opened | " + us_medium(t) + " |")}

You draft responses to guarantee claims for Vendora sellers. Stick to the facts in the claim and the
tracking, and never promise a refund the seller has not approved.

User: New claim just landed:

{claim}

Tracking says delivered to a parcel locker. What do I write?
Assistant:""",
        "disputes:claim-desk-table",
        ["markdown_table", "near_miss", "uuid7_content", "pasted_json"],
    )


@pos
def _claim_delivery_received(g: Gen) -> Draft:
    t = g.moment()
    opened = before(g, t, hours=1)
    payload = pretty(
        {
            "event": "claim.opened",
            "claim": {
                "claim_id": "GC-" + g.digits(9),
                "opened_at": rfc3339(opened),
                "reason": "NOT_AS_DESCRIBED",
                "buyer_note": "Jacket is a size M, label says L.",
            },
        }
    )
    return P(
        f"""Delivery received by ClaimPilot for this request:
POST /hooks/bazaaro HTTP/1.1
Host: claimpilot.example
Content-Type: application/json
{v("message_id", "X-Bazaaro-Delivery: " + g.uuid4())}
{v("epoch", "X-Bazaaro-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Bazaaro-Signature: v1=" + g.hex(64))}
X-Bazaaro-Topic: claim.opened

{payload}

Summarise the claim for the seller in two sentences and suggest whether to accept a return.
Assistant:""",
        "disputes:claim-delivery-received",
        ["delivery_envelope", "near_miss", "signature", "payload_stays"],
    )


@pos
def _claim_id_vs_request(g: Gen) -> Draft:
    t = g.moment()
    claim_uuid = g.uuid7(before(g, t, days=9))
    return P(
        f"""{v("request_id", "Request-Id: " + g.uuid4())}
Seller-Tier: professional
Marketplace: tradewell-de

You are the Tradewell seller support assistant.

User: Claim {claim_uuid} was closed in the buyer's favour even though I uploaded proof of delivery on
time. Where do I see who decided it, and can I still appeal?
Assistant:""",
        "disputes:claim-id-vs-request-id",
        ["near_miss", "id_in_question", "header_block", "uuid7_content"],
    )


@pos
def _reclamacion_es(g: Gen) -> Draft:
    t = g.moment_eu()
    m1 = before(g, t, days=3)
    m2 = before(g, t, days=2)
    return P(
        f"""Eres el asistente de disputas de Kiosko para vendedores. Responde con un borrador de mensaje al
comprador, educado y breve.
{v("datetime", "Fecha y hora actual: " + slash_dmy(t))}
{v("session_id", "ID de sesión: " + g.nanoid())}

Mensajes del comprador (copiados del panel):
[{slash_dmy(m1)}] Comprador: El pedido KS-{g.digits(8)} llegó con la tapa rota.
[{slash_dmy(m2)}] Comprador: Si no me contestan abro una reclamación.

¿Qué le contesto para evitar que abra la reclamación?""",
        "disputes:reclamacion-es",
        ["spanish", "system_tail", "nanoid", "pasted_chat_stamps"],
    )


@pos
def _zgloszenie_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""{v("epoch", "Znacznik żądania: " + str(epoch_ms(t)))}
Pomagasz sprzedawcom odpowiadać na zgłoszenia kupujących w serwisie Targowo.

Zgłoszenie nr ZG/{t.year}/{g.digits(6)}
Data zgłoszenia: {iso_date(before(g, t, days=5))}
Powód: produkt niezgodny z opisem (kolor)
Termin odpowiedzi sprzedawcy: {iso_date(t + timedelta(days=2))}

Jak mam odpowiedzieć, skoro kolor na zdjęciu jest zgodny z opisem?""",
        "disputes:zgloszenie-pl",
        ["polish", "head", "epoch_ms", "pasted_record"],
    )


@pos
def _litige_fr_footer(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Tu aides les vendeurs de la place de marché Boutiquo à répondre aux litiges. Réponds en français,
sans promettre de remboursement.

Vendeur : Le litige LT-{g.digits(7)} a été ouvert le {iso_date(before(g, t, days=6))} pour « colis vide ».
Le poids au départ était de 1,8 kg selon l'étiquette. Que dois-je fournir ?
--
{v("datetime", "Horodatage : " + rfc3339(t))}
{v("request_id", "Réf. requête : " + g.hex(16).upper())}""",
        "disputes:litige-fr-footer",
        ["french", "footer", "upper_hex", "case_date_stays"],
    )


@pos
def _niza_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    return P(
        f"""أنت مساعد البائعين في سوقلي لحل النزاعات مع المشترين.
{v("datetime", "وقت الطلب: " + iso_space(t))}

البائع: فتح المشتري نزاعًا على الطلب SQ-{g.digits(8)} بتاريخ {iso_date(before(g, t, days=4))} ويقول إن
المنتج لم يصل، لكن شركة الشحن سجلت التسليم في {iso_space(before(g, t, days=5))}. ماذا أرد؟""",
        "disputes:niza-ar",
        ["arabic", "system_tail", "iso_space", "case_dates_stay"],
    )


@pos
def _carrier_scans_lookup(g: Gen) -> Draft:
    t = g.moment_us()
    scans = "\n".join(
        f"{rfc3339(before(g, t, days=d))}  {s}"
        for d, s in [
            (6, "Picked up, Memphis TN"),
            (5, "Departed hub, Memphis TN"),
            (3, "Out for delivery"),
            (3, "Delivered, front porch"),
        ]
    )
    return P(
        f"""You help sellers defend "item not received" claims with carrier evidence.

Carrier scans {v("request_id", "(lookup " + g.ksuid(t) + ")")} for this request:
{scans}

User: Buyer says nothing arrived. Is this enough to win the claim, or do I need a signature?
Assistant:""",
        "disputes:carrier-scans-lookup",
        ["parenthesised_id", "ksuid", "fetched_content_stays"],
    )


# --- positives: chargebacks ------------------------------------------------------------------------------------


@pos
def _chargeback_cloudevent(g: Gen) -> Draft:
    t = g.moment()
    created = before(g, t, hours=2)
    event = pretty(
        {
            "specversion": "1.0",
            "id": g.ulid(t),
            "time": rfc3339(t, 3),
            "source": "/payments/chargebacks",
            "type": "market.chargeback.created",
            "data": {
                "chargeback_id": "cb_" + g.b62(16),
                "order": "TW-" + g.digits(10),
                "reason_code": "10.4",
                "created": rfc3339(created),
                "reply_by": iso_date(created + timedelta(days=7)),
            },
        }
    )
    event = mark_json(event, {"id": "message_id", "time": "datetime"})
    return P(
        f"""Event received for this request:
{event}

You help marketplace sellers decide whether to contest a chargeback. Reason code 10.4 is "other fraud,
card-absent". List the evidence the seller should gather.
Assistant:""",
        "chargebacks:cloudevent-received",
        ["cloudevents", "pretty_json", "envelope_vs_payload", "ulid"],
    )


@pos
def _chargeback_as_of(g: Gen) -> Draft:
    t = g.moment_eu()
    rows = "\n".join(
        f"| CB-{g.digits(6)} | {iso_date(before(g, t, days=d))} | {r} | {a} |"
        for d, r, a in [
            (11, "13.1 not received", "39.00"),
            (8, "13.3 not as described", "112.50"),
            (2, "10.4 fraud", "18.20"),
        ]
    )
    return P(
        f"""Chargeback summary {v("datetime", "as of " + rfc3339(t))} for this request:

| Case | Opened | Reason | EUR |
|---|---|---|---|
{rows}

You advise the seller on which chargebacks are worth contesting. The contest fee is EUR 15 per case.

User: Which of these should I fight?
Assistant:""",
        "chargebacks:summary-as-of",
        ["as_of_phrase", "head", "markdown_table_content"],
    )


@pos
def _ters_ibraz_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(
        f"""Pazaryeri satıcıları için ters ibraz (chargeback) asistanısın. Kısa ve net yaz.
{v("datetime", "Sorgu zamanı: " + ymd_dots(t))}
{v("request_id", "İstek no: " + g.uuid7(t))}

Bankadan gelen bildirim:
Ters ibraz no: TI-{g.digits(9)}
İşlem tarihi: {ymd_dots(before(g, t, days=34))}
Tutar: 2.450,00 TL
Son itiraz tarihi: {iso_date(t + timedelta(days=6))}

Bu ters ibraza itiraz etmek için hangi belgeleri yüklemeliyim?""",
        "chargebacks:ters-ibraz-tr",
        ["turkish", "system_tail", "uuid7", "pasted_notice"],
    )


@pos
def _chargeback_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    return P(
        f"""आप मार्केटप्लेस विक्रेताओं के लिए चार्जबैक सहायक हैं। सरल हिंदी में जवाब दें।
{v("datetime", "अनुरोध समय: " + slash_dmy(t))}

विक्रेता: ऑर्डर BZ-{g.digits(9)} पर चार्जबैक आया है, कारण "unauthorised transaction"। ग्राहक ने
OTP से भुगतान किया था और डिलीवरी {iso_date(before(g, t, days=12))} को हुई थी। क्या मैं इसे जीत सकता हूँ?""",
        "chargebacks:chargeback-hi",
        ["hindi", "system_tail", "slash_dmy", "dates_in_question"],
    )


@pos
def _representment_sk_sentence(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        f"""You write chargeback representment letters for sellers on Tradewell. Keep them under 250 words. {v("datetime", "The current date and time is " + sk_now(t) + ".")} Quote the order facts exactly as given.

Order facts:
- Order TW-{g.digits(10)}, placed {iso_date(before(g, t, days=41))}, shipped {iso_date(before(g, t, days=40))}
- Delivered {rfc3339(before(g, t, days=37))} with signature "M. Ortiz"
- Chargeback reason: 13.1 merchandise not received

Assistant:""",
        "chargebacks:representment-sk-sentence",
        ["semantic_kernel", "sentence_mid_paragraph", "order_dates_stay"],
    )


@pos
def _chargeback_http_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("datetime", "Date: " + http_date(t))}
{v("nonce", "X-Ops-Nonce: " + g.b64url(18))}
Accept-Language: en-IE
X-Seller-Region: EU

You are the dispute assistant in the Kiosko seller app.

User: My chargeback rate went from 0.4% to 1.1% this month. At what rate does Kiosko start holding
payouts, and how fast can I bring it down?
Assistant:""",
        "chargebacks:http-headers-nonce",
        ["header_block", "head", "nonce", "http_date"],
    )


# --- positives: payouts and reserves ---------------------------------------------------------------------------


@pos
def _reserve_api_response(g: Gen) -> Draft:
    t = g.moment()
    body = pretty(
        {
            "reserve_id": "rsv_" + g.b62(14),
            "type": "ROLLING",
            "percent": 10,
            "held": {"value": "1830.40", "currency": "GBP"},
            "releases": [
                {"date": iso_date(t + timedelta(days=9)), "amount": "412.10"},
                {"date": iso_date(t + timedelta(days=16)), "amount": "655.00"},
            ],
        }
    )
    return P(
        f"""You explain payout reserves to sellers on Vendora in plain English.

Response from the payouts service, called for this request:
HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-Id: " + g.uuid7(t))}
Content-Type: application/json

{body}

User: Why is 10% of my money held and when do I get it back?
Assistant:""",
        "payouts:reserve-api-response",
        ["http_response", "uuid7", "body_stays"],
    )


@pos
def _payout_hold_bearer(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""POST /v2/assist/payout-hold HTTP/1.1
Host: assist.soukly.example
{v("token", "Authorization: Bearer " + g.jwt(t, "seller-" + g.digits(6)))}
X-Client: soukly-seller-ios/7.3.0

You are Soukly's payout assistant. Explain holds and what the seller can do about them.

User: My payout of 2,140 AED scheduled for Sunday is "on hold - verification". What verification?
Assistant:""",
        "payouts:payout-hold-bearer",
        ["jwt", "header_block", "stable_neighbours"],
    )


@pos
def _statement_json_meta(g: Gen) -> Draft:
    t = g.moment_eu()
    meta = flat({"app": "ledgerlens", "rid": g.ksuid(t), "locale": "en-GB"})
    meta = mark_inline(meta, "rid", "request_id")
    lines = "\n".join(
        f"{iso_date(before(g, t, days=d))},{k},{a}"
        for d, k, a in [
            (15, "Order", "84.00"),
            (15, "Referral fee", "-12.60"),
            (14, "FBM shipping credit", "4.99"),
            (12, "Refund", "-84.00"),
            (12, "Refund admin fee", "-2.52"),
        ]
    )
    return P(
        f"""{meta}
Explain each line of the settlement below and the net for the order.

date,type,amount_gbp
{lines}

Assistant:""",
        "payouts:statement-json-meta",
        ["single_line_json", "ksuid", "head", "pasted_csv"],
    )


@pos
def _thanh_toan_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        f"""Bạn là trợ lý thanh toán cho người bán trên sàn Chợ Số. Trả lời ngắn gọn bằng tiếng Việt.
{v("datetime", "Thời gian yêu cầu: " + f"{t:%H:%M:%S} ngày {t.day}/{t.month}/{t.year}")}

Người bán: Kỳ thanh toán ngày {t.day}/{t.month} của tôi bị giữ lại 30% với lý do "tỷ lệ hoàn hàng cao". Tôi
cần làm gì để được giải phóng khoản giữ lại?""",
        "payouts:thanh-toan-vi",
        ["vietnamese", "system_tail", "time_first"],
    )


@pos
def _jiesuan_zh(g: Gen) -> Draft:
    t = g.moment(CST8)
    return P(
        f"""{v("datetime", "请求时间：" + cn_dt(t))}
{v("session_id", "会话编号：" + g.b64url(16))}
你是跨境电商平台卖家的结算助手，请用简体中文回答。

卖家：上一期结算单里有一笔"保证金冻结 ¥3,000"，结算单号 JS{t.year}{g.digits(8)}，冻结开始于
{iso_date(before(g, t, days=20))}。这笔钱什么时候能解冻？""",
        "payouts:jiesuan-zh",
        ["chinese", "head", "fullwidth_colon", "b64url_session"],
    )


@pos
def _disbursement_delivery(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You explain failed payouts to marketplace sellers. This payout event was delivered to the seller app:

Tradewell-Event: payout.failed
{v("message_id", "Tradewell-Delivery-Id: dlv_" + g.b62(20))}
{v("datetime", "Tradewell-Sent-At: " + rfc3339(t, 6))}
Tradewell-Api: 2026-09

{{"payout_id": "po_{g.b62(14)}", "amount": "3912.55", "currency": "EUR", "failure_code": "account_closed", "initiated": "{iso_date(before(g, t, days=1))}"}}

What happened, and what must the seller change before the next payout run?
Assistant:""",
        "payouts:disbursement-delivery",
        ["delivery_envelope", "made_up_headers", "api_version_stays", "payload_stays"],
    )


@pos
def _pagamento_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Sei l'assistente pagamenti per i venditori di Bottega Online.
{v("datetime", "Orario della richiesta: " + gb_long(t))}

Estratto del rendiconto incollato dal venditore:
Periodo {iso_date(before(g, t, days=28))} – {iso_date(before(g, t, days=14))}
Vendite lorde: 6.420,00 €
Commissioni: -963,00 €
Riserva trattenuta: -642,00 €
Bonifico previsto: {iso_date(t + timedelta(days=2))}

Perché la riserva è il 10% e quando mi viene restituita?""",
        "payouts:pagamento-it",
        ["italian", "system_tail", "zone_name", "statement_dates"],
    )


@pos
def _reserve_calc_go_clock(g: Gen) -> Draft:
    t = g.moment(EDT)
    return P(
        f"""reserve-calc v2.4.1 ready
{v("datetime", "clock: " + go_string(t, g.small(0, 1000), f"{g.small(100, 99999)}.{g.digits(9)}"))}

You compute when a rolling reserve releases. Reserve: 14 days on every deposit.

Deposits:
2026-11-02  USD 1,204.00
2026-11-09  USD 988.40
2026-11-16  USD 1,560.75

User: On which dates does each deposit's reserve come back?
Assistant:""",
        "payouts:reserve-calc-go-clock",
        ["go_string", "made_up_label", "deposit_dates_stay"],
    )


# --- positives: marketplace fulfilment and inbound shipments ----------------------------------------------------


@pos
def _inbound_rag(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Answer the seller's question using only the context. Cite the document title.

<context source="inbound-kb" {v("datetime", 'retrieved_at="' + js_iso(t) + '"')} {v("request_id", 'query_id="q_' + g.hex(12) + '"')} k="3">
<doc title="Receiving discrepancies" updated="2026-07-30">If units are missing more than 10 days after a
shipment is marked closed, open an investigation within 60 days of closing.</doc>
<doc title="Carton labels" updated="2026-05-12">Each carton needs its own label; do not reuse labels.</doc>
</context>

User: Shipment FBV-{g.digits(8)} closed on {iso_date(before(g, t, days=15))} with 24 units short. Am I still in time?
Assistant:""",
        "inbound:rag-context",
        ["rag", "xml_attributes", "doc_dates_stay"],
    )


@pos
def _inbound_tool_result(g: Gen) -> Draft:
    t = g.moment_eu()
    recv = before(g, t, days=3)
    res = flat(
        {
            "shipment": "FBV-" + g.digits(8),
            "call_id": "call_" + g.b62(18),
            "fetched_at": rfc3339(t),
            "status": "RECEIVING",
            "received_units": 412,
            "expected_units": 480,
            "first_received": rfc3339(recv),
        }
    )
    res = mark_inline(mark_inline(res, "call_id", "request_id"), "fetched_at", "datetime")
    return P(
        f"""<|im_start|>system
You are InboundIQ. Explain inbound shipment status to sellers.<|im_end|>
<|im_start|>user
Where is my shipment? 68 units seem to be missing.<|im_end|>
<|im_start|>tool
{res}<|im_end|>
<|im_start|>assistant
""",
        "inbound:tool-result-chatml",
        ["chatml", "tool_result", "single_line_json", "record_time_stays"],
    )


@pos
def _stranded_scaffold(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""### Agent: stranded-inventory-fixer
{v("run_id", "### Run: " + g.uuid7(t))}
{v("datetime", "### Started: " + dotnet_o(t, g.small(0, 10)))}
### Tools: list_stranded(), relist(sku)

Goal: explain to the seller why these units are stranded and which can be relisted at once.

Stranded inventory export (seller download, {iso_date(before(g, t, days=1))}):
sku,units,stranded_since,reason
CAND-LAV-250,36,{iso_date(before(g, t, days=19))},Listing closed
CAND-OUD-250,12,{iso_date(before(g, t, days=7))},Price above maximum

Thought:""",
        "inbound:stranded-scaffold",
        ["agent_scaffold", "dotnet_o", "uuid7_run", "pasted_csv"],
    )


@pos
def _inleverans_sv(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Du hjälper säljare med inleveranser till Marknadslagret.
{v("datetime", "Tidpunkt för förfrågan: " + iso_space(t))}
{v("request_id", "Förfrågnings-id: " + g.uuid4())}

Säljare: Min försändelse IL-{g.digits(7)} bokades in {iso_date(before(g, t, days=8))} men står fortfarande som
"under mottagning". Hur länge får det ta innan jag kan reklamera?""",
        "inbound:inleverans-sv",
        ["swedish", "system_tail", "uuid4"],
    )


@pos
def _removal_footer_ctime(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You are the removals helper for Vendora Fulfilment. Explain fees and timelines.

User: I created removal order RM-{g.digits(8)} for 300 unsellable units on {iso_date(before(g, t, days=10))}.
The status is still "Planning". Is that normal, and what will it cost?
--
{v("datetime", "Served: " + ctime(t))}
{v("request_id", "Edge-Ref: " + g.ksuid(t))}
Assistant:""",
        "inbound:removal-footer-ctime",
        ["footer", "ctime", "ksuid", "tail"],
    )


@pos
def _gudang_id(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        f"""Kamu asisten gudang untuk penjual di Pasarku. Jawab dalam bahasa Indonesia.

Penjual: Kiriman saya ke gudang Cikarang (nomor GD-{g.digits(9)}) tercatat tiba {iso_date(before(g, t, days=4))} jam
{g.small(8, 17)}:15, tapi stok belum bisa dijual. Kenapa?
{v("datetime", "Waktu sekarang: " + slash_dmy(t))}
{v("session_id", "Sesi: " + g.hex(20))}""",
        "inbound:gudang-id",
        ["indonesian", "after_user", "tail", "hex_session"],
    )


@pos
def _inbound_yaml_nested(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        f"""request:
  {v("request_id", "id: " + g.ulid(t).lower())}
  {v("datetime", "at: " + log4j_iso(t))}
  seller: sellr-22817
prompt: |
  You plan inbound shipments for marketplace sellers. Say how many boxes and which warehouse region.

User: I have 900 units of a 1.2 kg blender, 6 per carton. Ship from Reno. What is the cheapest plan?
Assistant:""",
        "inbound:yaml-nested",
        ["nested_yaml", "lower_ulid", "log4j"],
    )


# --- positives: seller performance notices ----------------------------------------------------------------------


@pos
def _late_shipment_desk_headers(g: Gen) -> Draft:
    t = g.moment_eu()
    sent = before(g, t, days=1)
    return P(
        f"""{v("session_id", "X-Seller-Desk-Session: " + g.b64url(24))}
{v("epoch", "X-Seller-Desk-Clock: " + str(epoch_ms(t)))}
X-Seller-Desk-Locale: de-AT

You help sellers respond to performance notices. Write a short plan the seller can follow this week.

User: Got this yesterday:

From: Seller Performance <performance@marktplein.example>
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}.{epoch_s(sent)}@notify.marktplein.example>
Subject: Late shipment rate above target

Your late shipment rate for the last 10 days is 6.8% (target under 4%). Orders shipped after their
expected ship date count as late.

What should I change first?
Assistant:""",
        "performance:late-shipment-desk-headers",
        ["header_block", "head", "epoch_ms", "pasted_email"],
    )


@pos
def _odr_bullets(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        f"""Seller console context:
- Store: Hollis & Vane Home
{v("datetime", "- Now: " + windows_general(t))}
{v("session_id", "- Console session: " + g.uuid4().upper())}
- Plan: Professional

You explain order defect rate notices to sellers.

User: My ODR is 1.3%. Three negative feedbacks and two claims in 60 days, about 380 orders. How close
am I to losing selling privileges?
Assistant:""",
        "performance:odr-bullets",
        ["markdown_bullets", "windows_general", "upper_uuid"],
    )


@pos
def _notice_el(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Είσαι βοηθός απόδοσης πωλητών στην αγορά Agora Market.
{v("datetime", "Ώρα αιτήματος: " + ymd_dots(t))}

Πωλητής: Πήρα ειδοποίηση ότι το ποσοστό ακυρώσεων πριν την αποστολή είναι 3,1% (όριο 2,5%) για το διάστημα
{iso_date(before(g, t, days=30))} έως {iso_date(before(g, t, days=1))}. Τι σημαίνει αυτό για τον λογαριασμό μου;""",
        "performance:notice-el",
        ["greek", "system_tail", "dotted_dmy"],
    )


@pos
def _uvedomlenie_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(
        f"""Ты помощник продавцов маркетплейса «Ярмарка». Отвечай по-русски, кратко.

Продавец: Пришло уведомление: «Доля отмен по вине продавца — 4,2% за 30 дней, порог — 2,5%. Если показатель
не снизится до {iso_date(t + timedelta(days=14))}, карточки будут скрыты из поиска». Что делать?
{v("datetime", "Время запроса: " + rfc3339(t))}""",
        "performance:uvedomlenie-ru",
        ["russian", "after_user", "tail", "deadline_stays"],
    )


@pos
def _tracking_rate_comment(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<!-- tpl=perf-digest-v3 {v("run_id", "job=" + g.hex(16))} {v("datetime", "rendered=" + rfc3339(t, 3))} lang=en -->
Write the weekly performance digest for the seller in four bullets. Metrics:

| Metric | Last 30 days | Target |
|---|---|---|
| Valid tracking rate | 91.4% | above 95% |
| On-time delivery | 96.2% | above 97% |
| Cancellation rate | 0.8% | under 2.5% |

Assistant:""",
        "performance:tracking-rate-comment",
        ["html_comment", "kv_pairs", "head", "metrics_table"],
    )


@pos
def _metrics_export_epoch_head(g: Gen) -> Draft:
    t = g.moment()
    rows = "\n".join(
        f'{{"date": "{iso_date(before(g, t, days=d))}", "orders": {o}, "late": {lt}}}'
        for d, o, lt in [(3, 41, 1), (2, 38, 4), (1, 52, 6)]
    )
    return P(
        f"""{v("epoch", "ts_ms=" + str(epoch_ms(t)))}
You are the metrics explainer in the Bazaaro seller app.

Here is the export from the performance page:
{rows}

Why did my late rate jump, and is it only the last day?
Assistant:""",
        "performance:metrics-export-epoch-head",
        ["epoch_ms", "head", "jsonl_content"],
    )


# --- positives: account suspensions and appeals -----------------------------------------------------------------


@pos
def _plan_of_action_chatml(g: Gen) -> Draft:
    t = g.moment_us()
    susp = before(g, t, days=2)
    return P(
        f"""<|im_start|>system
You write plans of action for suspended marketplace sellers: root cause, immediate fixes, preventive
measures. No excuses, no blame on buyers.
{v("session_id", "Appeal workspace: " + g.uuid4())}
{v("datetime", "Current time: " + rfc3339(t))}<|im_end|>
<|im_start|>user
Suspension notice from {iso_date(susp)}:

"Your selling privileges have been removed because of an order defect rate of 2.4%, above our 1% target.
Reference: SUS-{g.digits(10)}. To reactivate, submit a plan of action within 17 days."

Help me write the plan. Most defects were late deliveries from one courier in October.<|im_end|>
<|im_start|>assistant
""",
        "suspensions:plan-of-action-chatml",
        ["chatml", "inline_before_im_end", "pasted_notice"],
    )


@pos
def _appeal_llama3_sent(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You help sellers on Kiosko appeal account deactivations. Be polite, concrete and short.<|eot_id|><|start_header_id|>user<|end_header_id|>

My account was deactivated for "inauthentic items" after a buyer complaint about one pair of trainers. I
have the supplier invoice dated {iso_date(before(g, t, days=90))}. How do I appeal?
{v("datetime", "(sent " + rfc3339(t) + ")")}<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
        "suspensions:appeal-llama3-sent",
        ["llama3", "sent_stamp", "inline", "invoice_date_stays"],
    )


@pos
def _appeal_he(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=2), "IST"))
    return P(
        f"""אתה עוזר למוכרים בשוק המקוון "דוכן" לערער על השעיית חשבון.
{v("datetime", "זמן הבקשה: " + iso_space(t))}
{v("request_id", "מזהה בקשה: " + g.ulid(t))}

מוכר: החשבון שלי הושעה ב-{iso_date(before(g, t, days=3))} בגלל "פרטי זיהוי לא תואמים". שלחתי צילום תעודת
זהות, מה עוד צריך?""",
        "suspensions:appeal-he",
        ["hebrew", "system_tail", "ulid"],
    )


@pos
def _oskarzhennya_uk(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""{v("session_id", "Сесія: " + g.ksuid(t))}
{v("datetime", "Час запиту: " + ymd_dots(t))}
Ти допомагаєш продавцям маркетплейсу «Базар UA» оскаржувати блокування.

Продавець: Мій обліковий запис заблоковано через «порушення політики цін» під час розпродажу. Лист надійшов
{iso_date(before(g, t, days=1))}, номер звернення BL-{g.digits(8)}. Як скласти апеляцію?""",
        "suspensions:oskarzhennya-uk",
        ["ukrainian", "head", "ksuid"],
    )


@pos
def _appeal_correlation_near_miss(g: Gen) -> Draft:
    t = g.moment()
    case = g.uuid7(before(g, t, days=6))
    return P(
        f"""{v("request_id", "Correlation: " + g.uuid7(t))}
Channel: seller-support-web

You are the Vendora seller support assistant for account health.

User: My appeal for case {case} was rejected with "insufficient information", but the message does not
say what was missing. The notice id on the email is APL-{g.digits(8)}. What can I do now?
Assistant:""",
        "suspensions:appeal-correlation-near-miss",
        ["near_miss", "id_in_question", "uuid7", "head"],
    )


@pos
def _verification_today_sentence(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("date", "Today is " + long_date(t) + ".")}
You guide sellers through identity re-verification after an account suspension on Soukly. Never ask for
full card numbers or passwords.

User: Soukly says my utility bill "does not match the registered address". The bill is from last month and
the address is the same apart from "Flat 3" vs "Apt 3". What now?
Assistant:""",
        "suspensions:verification-today-sentence",
        ["today_is", "head", "sentence_line"],
    )


@pos
def _odvolani_cs(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Jsi asistent pro prodejce na tržišti Trhovisko. Odpovídej česky.

Prodejce: Účet mi byl pozastaven {iso_date(before(g, t, days=4))} kvůli „vysoké míře vrácení“. Za poslední měsíc jsem
měl 14 vrácení z 160 objednávek. Jak napsat odvolání?
--
{v("datetime", "Aktuální čas: " + ymd_dots(t))}""",
        "suspensions:odvolani-cs",
        ["czech", "footer", "dotted_dmy"],
    )


@pos
def _recurso_pt(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(0), "WET"))
    return P(
        f"""{v("datetime", "Carimbo do pedido: " + rfc3339(t))}
{v("session_id", "Sessão de apoio: " + g.hex(8) + "-" + g.hex(4))}
Ajudas vendedores do Mercadinho PT a recorrer de suspensões de conta. Responde em português de Portugal.

Vendedor: A minha conta foi suspensa por "produto proibido" (um kit de primeiros socorros). Tenho o certificado
CE do fornecedor. Como faço o recurso?""",
        "suspensions:recurso-pt",
        ["portuguese", "head", "short_hex"],
    )


# --- positives: more desks -----------------------------------------------------------------------------------------


@pos
def _thai_performance(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        f"""คุณคือผู้ช่วยด้านประสิทธิภาพร้านค้าสำหรับผู้ขายบนตลาดนัดออนไลน์ ตอบเป็นภาษาไทย
{v("datetime", "เวลาที่ส่งคำขอ: " + iso_space(t))}

ผู้ขาย: ร้านของฉันได้รับแจ้งเตือนว่าอัตราการตอบแชทต่ำกว่า 80% ในช่วง {iso_date(before(g, t, days=14))} ถึง {iso_date(before(g, t, days=1))}
ต้องทำอย่างไรให้คะแนนกลับมา?""",
        "performance:thai",
        ["thai", "system_tail", "iso_space"],
    )


@pos
def _plati_ro(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Ești asistentul de plăți pentru vânzătorii de pe Piața Mare.
{v("datetime", "Ora cererii: " + slash_dmy(t))}
{v("session_id", "ID sesiune: " + g.nanoid())}

Vânzător: Plata din {iso_date(before(g, t, days=2))} a fost de doar 1.240 lei, deși raportul arăta 1.980 lei. În raport
apare „Ajustare rezervă -740,00”. Ce înseamnă?""",
        "payouts:plati-ro",
        ["romanian", "system_tail", "nanoid"],
    )


@pos
def _catalogue_bn(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=6), "BST6"))
    return P(
        f"""{v("datetime", "অনুরোধের সময়: " + iso_space(t))}
আপনি অনলাইন মার্কেটপ্লেসের বিক্রেতাদের ক্যাটালগ সহকারী। বাংলায় উত্তর দিন।

বিক্রেতা: আমার শাড়ির লিস্টিং "ভুল ক্যাটাগরি" ত্রুটি দেখাচ্ছে, ত্রুটি কোড CAT-{g.digits(4)}। লিস্টিং তৈরি করেছি
{iso_date(before(g, t, days=2))} তারিখে। কোন ক্যাটাগরিতে রাখা উচিত?""",
        "catalogue:bn",
        ["bengali", "head", "iso_space"],
    )


@pos
def _reserve_ledger_snapshot(g: Gen) -> Draft:
    t = g.moment()
    lines = "\n".join(
        f"{iso_date(before(g, t, days=d))}  {k:<18} {a:>9}"
        for d, k, a in [
            (21, "reserve hold", "-950.00"),
            (14, "reserve release", "+310.00"),
            (7, "reserve release", "+290.00"),
        ]
    )
    return P(
        f"""Reserve ledger snapshot taken {v("datetime", "at " + f"{t:%H:%M:%S} UTC")} for this reply:
{lines}

You explain reserve movements to sellers on Tradewell. The reserve policy is 21-day rolling.

User: Why did only 600 of the 950 come back so far?
Assistant:""",
        "payouts:reserve-ledger-snapshot",
        ["at_phrase", "time_alone", "head", "ledger_content"],
    )


@pos
def _atoz_b3(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You are the guarantee-claim assistant for Vendora sellers.
{v("trace_id", "b3: " + g.hex(32) + "-" + g.hex(16) + "-1")}

User: The buyer filed a guarantee claim saying the order never arrived, but the same buyer already got a
refund from me through a return on {iso_date(before(g, t, days=8))}. Can I ask Vendora to close the claim?
Assistant:""",
        "disputes:atoz-b3",
        ["b3", "system_tail", "trace_header"],
    )


@pos
def _appeal_logfmt_tail(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You are AppealWriter. Rewrite the seller's draft appeal so it is calm, specific and under 180 words.

Draft: "You suspended me for NO REASON. I have sold on this site since 2019 and never had a problem. The
so-called counterfeit complaint is a lie from a competitor. Reinstate me now."

meta app=appealwriter {v("epoch", "t=" + str(epoch_s(t)))} v=3
Assistant:""",
        "suspensions:appeal-logfmt-tail",
        ["logfmt", "epoch_s", "tail"],
    )


@pos
def _guia_mx(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=-6), "CST"))
    return P(
        f"""Apoyas a vendedores de Tianguis Digital con envíos al centro de fulfilment. Responde en español de México.
{v("datetime", "Consultado: " + us_medium(t))}
{v("request_id", "Folio de consulta: " + g.ulid(t))}

Vendedor: Mi envío entrante EN-{g.digits(8)} tiene cita de recepción el {iso_date(t + timedelta(days=2))} a las 10:30, pero el
transportista dice que llega tarde. ¿Pierdo la cita o la puedo mover?""",
        "inbound:guia-mx",
        ["spanish_mx", "system_tail", "ulid", "appointment_stays"],
    )


# --- the generated family --------------------------------------------------------------------------------------
#
# One program field at one position of a body that carries a pasted record with its own times and ids. Each body
# is used at three positions: two with a volatile field (positives) and one with a stable value (negative).

Body = tuple[str, str, str, Callable[[Gen, datetime], tuple[str, str, str]], str]


def _b_feed_json(g: Gen, t: datetime) -> tuple[str, str, str]:
    s = before(g, t, hours=6)
    rec = pretty(
        {
            "feedId": g.uuid7(s),
            "createdAt": rfc3339(s, 3),
            "processed": 118,
            "failed": 3,
            "firstError": {"row": 44, "code": "E-3190", "field": "item_weight"},
        }
    )
    return "This is what the upload page returned:", rec, "Which column do I fix for row 44?"


def _b_claim_yaml(g: Gen, t: datetime) -> tuple[str, str, str]:
    o = before(g, t, days=2)
    rec = (
        f"claim:\n  id: {g.ulid(o)}\n  opened: {rfc3339(o)}\n  type: damaged_in_transit\n"
        f"  order: VD-26-{g.digits(7)}\n  respond_by: {iso_date(o + timedelta(days=3))}"
    )
    return (
        "Claim details from the seller centre:",
        rec,
        "Do I have to refund before the carrier claim is settled?",
    )


def _b_payout_logfmt(g: Gen, t: datetime) -> tuple[str, str, str]:
    a, b = before(g, t, days=1, hours=2), before(g, t, days=1)
    rec = (
        f'ts={rfc3339(a, 3)} level=info msg="payout initiated" payout=po_{g.b62(12)} amount=1820.00 request_id={g.uuid4()}\n'
        f'ts={rfc3339(b, 3)} level=warn msg="payout returned" code=R03 request_id={g.uuid4()}'
    )
    return "Our integration logged this:", rec, "What does R03 mean and who fixes it?"


def _b_chargeback_xml(g: Gen, t: datetime) -> tuple[str, str, str]:
    c = before(g, t, days=3)
    rec = (
        f'<chargeback id="{g.hex(20)}" created="{rfc3339(c)}" reason="4837">\n'
        f'  <order ref="TW-{g.digits(10)}" placed="{iso_date(before(g, t, days=50))}"/>\n'
        f'  <amount currency="EUR">219.00</amount>\n</chargeback>'
    )
    return (
        "The marketplace attached this XML to the chargeback notice:",
        rec,
        "Is reason 4837 worth contesting for a digital gift card?",
    )


def _b_inbound_csv(g: Gen, t: datetime) -> tuple[str, str, str]:
    rows = "\n".join(
        f"CTN-{g.digits(5)},{u},{e},{rfc3339(before(g, t, days=2, hours=h))}"
        for u, e, h in [(24, 24, 9), (18, 24, 8), (0, 24, 7)]
    )
    return (
        "Receiving export for my last inbound shipment:",
        f"carton,received,expected,scanned_at\n{rows}",
        "Which cartons should I open an investigation for?",
    )


def _b_notice_email(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=1)
    rec = (
        f"From: Account Health <health@soukly.example>\nDate: {rfc2822(d)}\nMessage-ID: <{g.uuid4()}@soukly.example>\n"
        "Subject: Policy warning: restricted product\n\nYour listing SK-88120 (kitchen knife set) was removed because it "
        "requires age verification at checkout."
    )
    return "I received this e-mail:", rec, "Does this warning count against my account health score?"


def _b_webhook_debug(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, hours=3)
    rec = (
        f"X-Kiosko-Event: order.cancelled\nX-Kiosko-Delivery: {g.uuid4()}\nX-Kiosko-Timestamp: {epoch_s(d)}\n"
        f'X-Kiosko-Signature: sha256={g.hex(64)}\n\n{{"order": "KS-{g.digits(8)}", "cancelled_at": "{rfc3339(d)}"}}'
    )
    return (
        'Our endpoint rejects this delivery with "signature mismatch":',
        rec,
        "Which bytes should the HMAC be computed over?",
    )


def _b_suspension_table(g: Gen, t: datetime) -> tuple[str, str, str]:
    rows = "\n".join(
        f"| {iso_date(before(g, t, days=d))} | {e} |"
        for d, e in [
            (30, "Warning: pricing policy"),
            (9, "Listing removed: ASIN-like VD0C1"),
            (2, "Account deactivated"),
        ]
    )
    return (
        "Timeline from the account health page:",
        f"| Date | Event |\n|---|---|\n{rows}",
        "Write me a timeline paragraph for the appeal.",
    )


def _b_return_http(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, hours=1)
    rec = (
        f"HTTP/1.1 409 Conflict\nDate: {http_date(d)}\nX-Request-Id: {g.hex(32)}\n\n"
        '{"error": "RETURN_ALREADY_AUTHORISED", "return_id": "ret_' + g.b62(12) + '"}'
    )
    return "The returns API gave me this:", rec, "Why 409 if I never authorised it?"


def _b_settlement_kv(g: Gen, t: datetime) -> tuple[str, str, str]:
    s = before(g, t, days=5)
    rec = (
        f"settlement_id={g.digits(11)}\nsettlement_start={iso_date(s)}\nsettlement_end={iso_date(s + timedelta(days=14))}\n"
        f"deposit_date={iso_space(s + timedelta(days=15))}\ntotal_amount=4410.27\ncurrency=USD"
    )
    return "Header of my settlement report:", rec, "When will the money actually be in my bank?"


def _b_es_pedido(g: Gen, t: datetime) -> tuple[str, str, str]:
    c = before(g, t, days=4)
    rec = pretty(
        {
            "pedido": "KS-" + g.digits(8),
            "creado": rfc3339(c),
            "estado": "EN_DISPUTA",
            "id_disputa": g.uuid7(c),
        }
    )
    return "Esto es lo que devuelve el panel:", rec, "¿Cuánto tiempo tengo para responder a la disputa?"


def _b_de_auszahlung(g: Gen, t: datetime) -> tuple[str, str, str]:
    rows = "\n".join(
        f"{before(g, t, days=d):%d.%m.%Y};AZ-{g.digits(7)};{b}"
        for d, b in [(21, "1.204,50"), (14, "988,10"), (7, "0,00")]
    )
    return (
        "Meine Auszahlungsübersicht:",
        f"Datum;Buchungs-ID;Betrag EUR\n{rows}",
        "Warum ist die letzte Auszahlung 0,00 €?",
    )


def _b_fr_retour(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=2)
    rec = f"Demande de retour RT-{g.digits(7)}\nCréée le : {slash_dmy(d)}\nMotif : article défectueux\nIdentifiant : {g.ksuid(d)}"
    return "Voici la demande de retour :", rec, "Dois-je payer l'étiquette de retour ?"


def _b_ja_nyuko(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=3)
    rec = f"納品番号：NK-{g.digits(8)}\n受領日時：{cn_dt(d)}\n受領数：96／120\nID：{g.ulid(d)}"
    return "倉庫の受領結果です。", rec, "足りない24個はどうすれば調査してもらえますか？"


def _b_ko_jeongsan(g: Gen, t: datetime) -> tuple[str, str, str]:
    rec = flat(
        {
            "정산ID": g.uuid7(before(g, t, days=6)),
            "지급예정일": iso_date(t + timedelta(days=3)),
            "보류금액": 350000,
            "사유": "반품률 초과",
        }
    )
    return "정산 화면에서 복사했어요.", rec, "보류 금액은 언제 풀리나요?"


def _b_pl_zwrot(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=1)
    rec = f'<zwrot nr="ZW-{g.digits(7)}" utworzono="{rfc3339(d)}" powod="uszkodzony">\n  <kwota waluta="PLN">149.00</kwota>\n</zwrot>'
    return "Dostałem taki zwrot z API:", rec, "Czy muszę zwrócić też koszt wysyłki?"


def _b_it_sospensione(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=2)
    rec = f'{iso_space(d)} WARN account-health seller=IT-44812 evento=SOSPENSIONE motivo="documenti scaduti" rif={g.hex(16)}'
    return "Nel registro dell'integrazione c'è questa riga:", rec, "Quali documenti devo ricaricare?"


def _b_nl_claim(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=3)
    rec = f"Claimnummer: CL-{g.digits(8)}\nAangemaakt: {ymd_dots(d)}\nStatus: wacht op verkoper\nReactie vóór: {iso_date(d + timedelta(days=4))}"
    return "Uit het verkopersportaal:", rec, "Wat moet ik als bewijs uploaden?"


def _b_tr_iade(g: Gen, t: datetime) -> tuple[str, str, str]:
    rows = "\n".join(
        f"IA-{g.digits(6)},{ymd_dots(before(g, t, days=d))},{r}"
        for d, r in [(5, "beden uymadı"), (4, "hasarlı"), (1, "fikir değişikliği")]
    )
    return "İade raporum:", f"iade_no,tarih,neden\n{rows}", "Hangi iadeler satıcı performansımı etkiler?"


def _b_pt_repasse(g: Gen, t: datetime) -> tuple[str, str, str]:
    d = before(g, t, days=1)
    rec = pretty(
        {
            "repasse_id": g.ulid(d),
            "data_prevista": iso_date(d + timedelta(days=2)),
            "valor": "2.318,40",
            "retido": "231,84",
            "motivo": "reserva de segurança",
        }
    )
    return "O painel mostra este repasse:", rec, "Por que 10% ficou retido?"


BODIES: list[Body] = [
    ("feed-json", "en", "You help sellers fix catalogue upload errors on Vendora.", _b_feed_json, ""),
    (
        "claim-yaml",
        "en",
        "You are ClaimPilot, a guarantee-claim helper for marketplace sellers.",
        _b_claim_yaml,
        "",
    ),
    ("payout-logfmt", "en", "You explain failed payouts to sellers on Tradewell.", _b_payout_logfmt, ""),
    (
        "chargeback-xml",
        "en",
        "You help sellers decide whether to contest chargebacks.",
        _b_chargeback_xml,
        "",
    ),
    (
        "inbound-csv",
        "en",
        "You are InboundIQ, the inbound shipment helper for Bazaaro sellers.",
        _b_inbound_csv,
        "",
    ),
    ("notice-email", "en", "You explain account health notices to Soukly sellers.", _b_notice_email, ""),
    (
        "webhook-debug",
        "en",
        "You help seller developers integrate with the Kiosko API.",
        _b_webhook_debug,
        "",
    ),
    (
        "suspension-table",
        "en",
        "You write appeal documents for suspended marketplace sellers.",
        _b_suspension_table,
        "",
    ),
    ("return-http", "en", "You help sellers use the Vendora returns API.", _b_return_http, ""),
    ("settlement-kv", "en", "You explain settlement reports to marketplace sellers.", _b_settlement_kv, ""),
    (
        "es-pedido",
        "es",
        "Eres el asistente de disputas para vendedores de Kiosko.",
        _b_es_pedido,
        "Fecha y hora actual",
    ),
    (
        "de-auszahlung",
        "de",
        "Du erklärst Verkäufern auf Marktplein ihre Auszahlungen.",
        _b_de_auszahlung,
        "Aktuelle Uhrzeit",
    ),
    (
        "fr-retour",
        "fr",
        "Tu aides les vendeurs de Boutiquo à traiter les retours.",
        _b_fr_retour,
        "Heure actuelle",
    ),
    ("ja-nyuko", "ja", "あなたはマーケットプレイス出品者向けの納品サポートです。", _b_ja_nyuko, "現在時刻"),
    ("ko-jeongsan", "ko", "판매자 정산 도우미입니다. 한국어로 답하세요.", _b_ko_jeongsan, "현재 시각"),
    ("pl-zwrot", "pl", "Pomagasz sprzedawcom z Targowo obsługiwać zwroty.", _b_pl_zwrot, "Aktualny czas"),
    (
        "it-sospensione",
        "it",
        "Aiuti i venditori di Bottega Online con le sospensioni dell'account.",
        _b_it_sospensione,
        "Ora attuale",
    ),
    (
        "nl-claim",
        "nl",
        "Je helpt verkopers op Marktplein met claims van kopers.",
        _b_nl_claim,
        "Huidige tijd",
    ),
    ("tr-iade", "tr", "Pazaryeri satıcılarına iade konusunda yardım ediyorsun.", _b_tr_iade, "Şimdiki saat"),
    (
        "pt-repasse",
        "pt",
        "Você ajuda vendedores do Feirão Online com repasses e retenções.",
        _b_pt_repasse,
        "Agora",
    ),
]

ZONE_NAMES = {
    "CET": "Central European Standard Time",
    "CEST": "Central European Summer Time",
    "JST": "Japan Standard Time",
    "KST": "Korean Standard Time",
    "BRT": "Brasilia Standard Time",
    "EST": "Eastern Standard Time",
    "EDT": "Eastern Daylight Time",
    "TRT": "GMT+03:00",
}

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
]

FIELDS: list[tuple[str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "requested_at", "Requested at", lambda g, t: rfc3339(t)),
    ("request_id", "request_id", "Request ID", lambda g, t: g.uuid7(t)),
    ("session_id", "session", "Session", lambda g, t: g.ulid(t)),
    ("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("epoch", "now_ms", "now_ms", lambda g, t: str(epoch_ms(t))),
    ("datetime", "pulled_at", "Pulled at", lambda g, t: js_iso(t)),
    ("datetime", "tick", "Tick", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("request_id", "hop", "Hop", lambda g, t: g.ksuid(t)),
    ("datetime", "served_at", "Served at", lambda g, t: http_date(t)),
    ("epoch", "clock_s", "Clock", lambda g, t: str(epoch_s(t))),
    ("run_id", "run", "Run", lambda g, t: "run_" + g.b62(20)),
    ("datetime", "desk_time", "Desk time", lambda g, t: windows_general(t)),
    ("nonce", "nonce", "Nonce", lambda g, t: g.b64url(16)),
    ("datetime", "snapshot_at", "Snapshot taken", lambda g, t: py_logging(t)),
    ("request_id", "edge_ref", "Edge ref", lambda g, t: g.hex(32)),
    ("datetime", "stamp", "Stamp", lambda g, t: rfc2822(t)),
    ("epoch", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("session_id", "sid", "sid", lambda g, t: g.nanoid()),
    (
        "datetime",
        "local_now",
        "Local now",
        lambda g, t: js_tostring(t, ZONE_NAMES.get(str(t.tzname()), "Coordinated Universal Time")),
    ),
    ("date", "today", "Today", lambda g, t: iso_date(t)),
]

STABLES: list[tuple[str, str, str]] = [
    ("api_version", "API version", "2026-09-01"),
    ("seller_since", "Seller since", "2019-04-11"),
    ("knowledge_cutoff", "Knowledge cutoff", "2024-06"),
    ("template_rev", "Template revision", "2026-10-03"),
    ("tenant", "Tenant", "3f9c2a71-5d0e-4b8a-9c16-2e7f04d1a5b3"),
    ("timezone", "Time zone", "Europe/Madrid"),
    ("payout_schedule", "Payout schedule", "every Tuesday"),
    ("reserve_policy", "Reserve policy", "rolling 14 days"),
    ("fee_schedule", "Fee schedule", "FS-2026-07"),
    ("build", "Build", "2026.11.3"),
    ("marketplace_id", "Marketplace ID", "VDR-EU-07"),
    ("support_hours", "Support hours", "08:00-18:00 CET"),
    ("policy_effective", "Policy effective", "2026-03-01"),
    ("store_id", "Store ID", "st_4482101"),
    ("model", "Model", "gpt-4o-2024-08-06"),
    ("dispatch_cutoff", "Dispatch cutoff", "14:00 local"),
    ("return_window", "Return window", "30 days"),
    ("vat_number", "VAT number", "DE318822014"),
    ("account_opened", "Account opened", "2021-02-17"),
    ("claim_window", "Claim window", "90 days from delivery"),
]


def _field_text(position: str, key: str, label: str, value: str) -> str:
    if position == "json_member":
        return f'"{key}": {value if value.isdigit() else json.dumps(value)},'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "front_matter":
        return f"{key}: {value}"
    return f"{label}: {value}"


def _render(body: Body, position: str, field: str, g: Gen, t: datetime) -> str:
    name, lang, system, make, _ = body
    intro, record, question = make(g, t)
    app = "seller-assist"
    loc = {"en": "en-GB"}.get(lang, lang)
    if lang == "en":
        user = f"User: {intro}\n\n{record}\n\n{question}"
        cue = "\nAssistant:"
    else:
        user = f"{intro}\n\n{record}\n\n{question}"
        cue = ""
    if position == "head":
        return f"{field}\n{system}\n\n{user}{cue}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{user}{cue}"
    if position == "header_block":
        return f"App: {app}\n{field}\nLocale: {loc}\n\n{system}\n\n{user}{cue}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{field}{cue}"
    if position == "footer":
        return f"{system}\n\n{user}\n--\n{field}{cue}"
    if position == "front_matter":
        return f"---\napp: {app}\n{field}\nlocale: {loc}\n---\n{system}\n\n{user}{cue}"
    if position == "json_member":
        return f'{{"app": "{app}", {field} "locale": "{loc}"}}\n{system}\n\n{user}{cue}'
    assert position == "xml_attr"
    return f'<ctx app="{app}" {field} locale="{loc}"/>\n{system}\n\n{user}{cue}'


def _moment(g: Gen, lang: str) -> datetime:
    if lang in ("de", "fr", "pl", "it", "nl", "es"):
        return g.moment_eu()
    if lang in ("ja", "ko"):
        return g.moment(JST if lang == "ja" else KST)
    if lang == "tr":
        return g.moment(TRT)
    if lang == "pt":
        return g.moment(BRT)
    zone = g.pick(["utc", "us", "eu"])
    return g.moment_us() if zone == "us" else g.moment_eu() if zone == "eu" else g.moment()


def generated_positives(g: Gen) -> list[Draft]:
    """Each body at two positions, each with one volatile field (a local "now" label for one of the
    non-English bodies' line positions)."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    k = 0
    for i, body in enumerate(BODIES):
        name, lang, _, _, now_label = body
        for j in range(2):
            position = POSITIONS[(2 * i + j) % len(POSITIONS)]
            t = _moment(g, lang)
            cue, key, label, make = fields[k % len(fields)]
            k += 1
            if now_label and j == 0 and position not in ("json_member", "xml_attr", "front_matter"):
                cue, label, value = "datetime", now_label, iso_space(t)
            else:
                value = make(g, t)
            text = _render(body, position, v(cue, _field_text(position, key, label, value)), g, t)
            out.append(
                Draft(
                    text,
                    f"{SRC}pos:generated:{name}+{key if label != now_label else 'local-now'}",
                    ["generated", position, lang, cue],
                )
            )
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    """Each body at a third position with one stable value that looks like a date or an id."""
    out = []
    for i, body in enumerate(BODIES):
        name, lang, _, _, _ = body
        position = POSITIONS[(2 * i + 2) % len(POSITIONS)]
        key, label, value = STABLES[i % len(STABLES)]
        t = _moment(g, lang)
        text = _render(body, position, _field_text(position, key, label, value), g, t)
        out.append(
            Draft(text, f"{SRC}neg:generated:{name}+{key}", ["generated", "hard_negative", position, lang])
        )
    return out


# --- negatives: pasted records ----------------------------------------------------------------------------------
#
# Each block is a record the seller pastes (or an earlier turn showed) with its own times and ids; every one stays.

Block = tuple[str, list[str], Callable[[Gen], tuple[str, str, str]]]


def _n_feed_nested(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = pretty(
        {
            "created_at": rfc3339(t, 3),
            "id": g.uuid7(t),
            "feed": {
                "type": "PRICE_AND_QUANTITY",
                "submitted_by": "api",
                "processing": {"started": rfc3339(before(g, t, hours=-1)), "errors": 2, "warnings": 11},
            },
        }
    )
    return (
        rec,
        "Why does it say 2 errors but the file only has warnings in the preview?",
        "Below is what the system returned",
    )


def _n_listing_oneline(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = flat(
        {
            "id": g.ulid(t),
            "sku": "HNY-RAW-500",
            "title": "Raw wildflower honey 500 g",
            "created_at": js_iso(t),
            "updated_at": js_iso(before(g, t, days=-3)),
            "status": "INACTIVE",
            "issue": "EXPIRATION_DATE_REQUIRED",
        }
    )
    return rec, "What expiration date format does it want?", "Here is the listing as the API returns it"


def _n_catalogue_csv(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rows = "\n".join(
        f"{s},{c},{rfc3339(before(g, t, hours=h))}"
        for s, c, h in [
            ("MUG-BLU-12", "E-8572", 30),
            ("MUG-RED-12", "E-8572", 29),
            ("MUG-SET-4", "E-5665", 5),
        ]
    )
    return (
        f"sku,error,detected_at\n{rows}",
        "Are the two E-8572 rows the same problem?",
        "Catalogue error export",
    )


def _n_suppressed_md(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rows = "\n".join(
        f"| {s} | {iso_date(before(g, t, days=d))} | {r} |"
        for s, d, r in [
            ("SOCK-WL-3P", 12, "Price anomaly"),
            ("SOCK-CT-5P", 4, "Missing size chart"),
            ("HAT-BEANIE", 1, "Image has watermark"),
        ]
    )
    return (
        f"| SKU | Suppressed on | Reason |\n|---|---|---|\n{rows}",
        "Which of these can I fix without new photos?",
        "My suppressed listings",
    )


def _n_claim_yaml(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"claim_id: {g.ksuid(t)}\ncreated: {rfc3339(t)}\ntype: item_not_received\norder: VD-26-{g.digits(7)}\n"
        f'respond_by: {iso_date(t + timedelta(days=3))}\nbuyer_message: "Tracking stopped moving a week ago."'
    )
    return rec, "Should I refund now or wait for the carrier trace?", "Claim as exported"


def _n_buyer_thread_email(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = (
        f"From: Buyer via Marktplein <b-{g.hex(10)}@relay.marktplein.example>\nDate: {rfc2822(t)}\n"
        f"Message-ID: <{g.uuid4()}@relay.marktplein.example>\nIn-Reply-To: <{g.uuid4()}@relay.marktplein.example>\n"
        "Subject: Re: Order MP-55018823\n\nStill no parcel. If it is not here by Friday I will open a claim."
    )
    return (
        rec,
        "Draft a reply that gives the new tracking number 00340434161094082113.",
        "My colleague sent this",
    )


def _n_guarantee_decision(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"Guarantee claim GC-{g.digits(9)}: decision\nDecided: {sk_now(t)}\nOutcome: granted to buyer, funded by seller\n"
        f"Amount debited: USD 88.40 on {iso_date(t)}\nAppeal by: {iso_date(t + timedelta(days=30))}"
    )
    return (
        rec,
        "Is it worth appealing when the buyer's address was wrong in the order?",
        "Decision e-mail text",
    )


def _n_chargeback_webhook_debug(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"POST /webhooks/tradewell HTTP/1.1\nContent-Type: application/json\nTradewell-Delivery-Id: dlv_{g.b62(20)}\n"
        f"Tradewell-Sent-At: {rfc3339(t, 6)}\nTradewell-Signature: t={epoch_s(t)},v1={g.hex(64)}\n\n"
        f'{{"type": "chargeback.created", "chargeback": {{"id": "cb_{g.b62(14)}", "created": {epoch_s(before(g, t, hours=1))}}}}}'
    )
    return (
        rec,
        "Our verifier says the timestamp is outside tolerance. Is our server clock the problem?",
        "The delivery our endpoint rejected",
    )


def _n_acquirer_xml(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f'<ChargebackCase caseId="{g.digits(12)}" arn="7{g.digits(22)}">\n  <Received>{rfc3339(t)}</Received>\n'
        f'  <TransactionDate>{iso_date(before(g, t, days=45))}</TransactionDate>\n  <Reason code="13.2">Cancelled recurring</Reason>\n'
        f"  <DueDate>{iso_date(t + timedelta(days=10))}</DueDate>\n</ChargebackCase>"
    )
    return (
        rec,
        "The buyer cancelled the subscription, but after the renewal. Can I fight this?",
        "From the payment processor",
    )


def _n_payout_csv(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rows = "\n".join(
        f"{iso_date(before(g, t, days=d))},po_{g.b62(12)},{a},{s}"
        for d, a, s in [(21, "1402.10", "paid"), (14, "1288.00", "paid"), (7, "0.00", "held")]
    )
    return f"date,payout_id,amount,status\n{rows}", "Why was the last one held?", "Payout history"


def _n_reserve_email(g: Gen) -> tuple[str, str, str]:
    t = g.moment_us()
    rec = (
        f"Subject: A reserve has been placed on your account\nDate: {rfc2822(t)}\n\nStarting {long_date(t)}, 25% of each "
        f"sale will be held for 30 days. Reserve ID RSV-{g.digits(8)}. Review date: {iso_date(t + timedelta(days=90))}."
    )
    return rec, "Can they do this without a warning first?", "I got this"


def _n_payout_api_debug(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"$ curl -i https://api.soukly.example/v1/payouts/po_{g.b62(14)}\nHTTP/2 404\ndate: {http_date(t)}\n"
        f'x-request-id: {g.uuid4()}\nx-ratelimit-reset: {epoch_s(t) + 60}\n\n{{"error": "not_found"}}'
    )
    return rec, "The payout id is copied from the dashboard. Why 404?", "What I get from the API"


def _n_settlement_logfmt(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = "\n".join(
        f"ts={rfc3339(t - timedelta(seconds=s), 3)} svc=settle-sync request_id={g.hex(16)} {m}"
        for s, m in [
            (40, 'msg="fetched 3 reports"'),
            (12, 'msg="report 88120014 parsed" rows=412'),
            (2, 'level=error msg="duplicate settlement id"'),
        ]
    )
    return rec, "What does the duplicate settlement error mean here?", "Our sync job printed this"


def _n_inbound_json(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = pretty(
        {
            "shipmentId": g.ulid(t),
            "createdEpoch": epoch_s(before(g, t, days=9)),
            "status": "CLOSED",
            "closedAt": rfc3339(t),
            "units": {"shipped": 600, "received": 584},
        }
    )
    return rec, "16 units short. How do I ask for a reconciliation?", "Shipment details"


def _n_discrepancy_md(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rows = "\n".join(
        f"| {s} | {a} | {b} | {iso_date(before(g, t, days=d))} |"
        for s, a, b, d in [
            ("FNS-LAMP-01", 120, 108, 6),
            ("FNS-LAMP-02", 60, 60, 6),
            ("FNS-SHADE-9", 40, 31, 5),
        ]
    )
    return (
        f"| Item | Shipped | Received | Last update |\n|---|---|---|---|\n{rows}",
        "How many units in total should I claim?",
        "Discrepancy report",
    )


def _n_asn_xml(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f'<AdvanceShipNotice number="ASN-{g.digits(9)}" created="{rfc3339(t)}">\n  <Carrier scac="DHLX" pro="{g.digits(10)}"/>\n'
        f"  <Expected>{iso_date(t + timedelta(days=4))}</Expected>\n  <Cartons>18</Cartons>\n</AdvanceShipNotice>"
    )
    return rec, "Does the expected date need to match the appointment?", "Our ASN"


def _n_tracking_log(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = "\n".join(
        f"{clf(t - timedelta(hours=h))} {e}"
        for h, e in [(70, "LABEL_CREATED"), (52, "IN_TRANSIT Leipzig"), (3, "EXCEPTION address incomplete")]
    )
    return rec, "Who should fix the address, me or the buyer?", "Carrier tracking"


def _n_perf_csv(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rows = "\n".join(
        f"{iso_date(before(g, t, days=d))},{o},{c},{lt}"
        for d, o, c, lt in [(3, 210, 2, 9), (2, 198, 1, 14), (1, 240, 5, 22)]
    )
    return (
        f"date,orders,cancellations,late\n{rows}",
        "Give me the 3-day late shipment rate.",
        "Performance export",
    )


def _n_perf_email(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = (
        f"From: Seller Performance <noreply@kiosko.example>\nDate: {rfc2822(t)}\nMessage-ID: <perf.{g.hex(20)}@kiosko.example>\n"
        "Subject: Action required: pre-fulfilment cancel rate\n\nYour cancel rate is 3.4% (target under 2.5%)."
    )
    return rec, "How long do I have before they act?", "Forwarded message"


def _n_health_nested(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = pretty(
        {
            "accountHealth": {
                "rating": 182,
                "status": "AT_RISK",
                "updated": rfc3339(t),
                "violations": [
                    {
                        "id": g.uuid7(before(g, t, days=4)),
                        "policy": "Restricted products",
                        "date": iso_date(before(g, t, days=4)),
                    }
                ],
            }
        }
    )
    return rec, "Which violation drags the rating down most?", "Account health export"


def _n_suspension_text(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"Dear seller,\n\nOn {long_date(t)} at {t:%H:%M} UTC we deactivated your account (reference DEA-{g.digits(9)}) "
        "because documents provided for verification could not be validated. Funds will be held until the review is complete."
    )
    return rec, 'Does "funds will be held" mean I lose the money?', "Suspension notice"


def _n_appeal_form(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"Form: Account reinstatement appeal\nSubmission: {g.ksuid(t)}\nSubmitted: {rfc3339(t)}\nRoot cause: courier delays\n"
        "Actions taken: switched carrier; added 2-day handling time\nAttachments: 3"
    )
    return rec, "Is this appeal detailed enough?", "Form export from the appeal page"


def _n_appeal_decision(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"Date: {http_date(t)}\nSubject: Your appeal APL-{g.digits(8)}\n\nWe reviewed your plan of action and cannot reinstate "
        "your account yet. Please explain how you will prevent late shipments during peak season."
    )
    return rec, "What should I add about peak season?", "Reply to my appeal"


def _n_nginx_lines(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = "\n".join(
        f'10.2.0.{i} - - [{clf(t + timedelta(seconds=i * 3))}] "POST /hooks/marketplace HTTP/1.1" {c} 64 "-" "Tradewell-Hooks/2.0" rid={g.hex(16)}'
        for i, c in [(4, 200), (5, 500), (6, 500)]
    )
    return rec, "Why do the last two fail?", "Our access log"


def _n_curl_v(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"> GET /v3/orders?updated_after={iso_date(before(g, t, days=1))} HTTP/1.1\n> Host: api.bazaaro.example\n>\n< HTTP/1.1 429 Too Many Requests\n"
        f"< Date: {http_date(t)}\n< X-Request-Id: {g.uuid4()}\n< Retry-After: 30"
    )
    return rec, "How should I back off?", "curl -v output"


def _n_webhook_dashboard(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rows = "\n".join(
        f"{g.uuid4()}  {rfc3339(t - timedelta(minutes=m))}  {c}  order.updated"
        for m, c in [(30, 200), (20, 503), (10, 503)]
    )
    return (
        rows,
        "Will the 503 deliveries be retried automatically?",
        "From the webhooks page of the seller console",
    )


def _n_order_export_epochs(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rows = "\n".join(
        f"VD-26-{g.digits(7)},{epoch_ms(t - timedelta(hours=h))},{s}"
        for h, s in [(50, "SHIPPED"), (26, "UNSHIPPED"), (2, "UNSHIPPED")]
    )
    return (
        f"order,purchase_ts_ms,status\n{rows}",
        "Which unshipped orders are past a 2-day handling time?",
        "Order export",
    )


def _n_idempotency_exchange(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f'POST /v1/refunds HTTP/1.1\nIdempotency-Key: {g.uuid4()}\nDate: {http_date(t)}\n\n{{"order": "SK-{g.digits(8)}", "amount": "19.99"}}\n\n'
        f'HTTP/1.1 200 OK\n{{"refund": "rf_{g.b62(12)}", "created": {epoch_s(t)}}}'
    )
    return (
        rec,
        "If I resend with the same Idempotency-Key, will the buyer get a second refund?",
        "I sent this twice by accident",
    )


def _n_traceback(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"{py_logging(t)} INFO sync: fetching claims since {rfc3339(before(g, t, hours=1))}\n{py_logging(t + timedelta(seconds=2))} ERROR sync: claim parse failed\n"
        'Traceback (most recent call last):\n  File "sync.py", line 88, in parse\n    opened = datetime.fromisoformat(raw["opened_at"])\nValueError: Invalid isoformat string: \'2026-13-02T10:00:00Z\''
    )
    return rec, "Is the bad date on their side or ours?", "My claims sync crashed"


def _n_refund_kv(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = "\n".join(
        f"refund_id={g.hex(12)} order=TW-{g.digits(10)} created={rfc3339(t - timedelta(hours=h))} amount={a}"
        for h, a in [(5, "12.00"), (4, "12.00")]
    )
    return rec, "Did we refund the same order twice?", "Refund ledger"


def _n_queue_dump(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = "\n".join(
        f'offset={o} key={g.uuid7(t - timedelta(minutes=m))} value={{"event":"inventory.adjusted","sku":"TENT-2P","delta":{d}}}'
        for o, m, d in [(88120, 9, -3), (88121, 8, -3)]
    )
    return rec, "Is this the same adjustment delivered twice?", "Two messages from our inventory topic"


def _n_fee_invoice(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"INVOICE INV-{t.year}-{g.digits(6)}\nIssue date: {iso_date(t)}\nPeriod: {iso_date(before(g, t, days=30))} to {iso_date(before(g, t, days=1))}\n"
        "Storage fees      EUR 214.30\nLong-term storage EUR  96.00\nVAT 21%           EUR  65.16"
    )
    return rec, "Why am I charged long-term storage on stock that is 5 months old?", "Fee invoice"


def _n_dispute_chat(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = "\n".join(
        f"[{(t + timedelta(minutes=m)):%H:%M:%S}] {w}"
        for m, w in [
            (0, "Buyer: the lamp arrived cracked"),
            (4, "Me: sorry! could you send a photo?"),
            (31, "Buyer: opened a claim instead"),
        ]
    )
    return rec, "Can I still offer a replacement now that a claim is open?", "Chat with the buyer"


def _n_inventory_yaml(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"reconciliation:\n  run: {iso_date(t)}\n  warehouse: FC-LEJ1\n  adjustments:\n    - sku: BOOT-42\n      delta: -2\n"
        f"      at: {rfc3339(before(g, t, hours=7))}\n      reason: damaged"
    )
    return rec, "Will I be reimbursed for the two damaged boots?", "Inventory adjustments"


def _n_audit_log(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = "\n".join(
        f"{js_iso(t - timedelta(minutes=m))} user=sub-{u} action={a}"
        for m, u, a in [
            (120, "anna", "price.update 39.99->29.99"),
            (95, "bot", "price.update 29.99->9.99"),
            (90, "system", "listing.suppressed PRICE_ANOMALY"),
        ]
    )
    return rec, "Was it our repricer that dropped the price?", "Listing change history"


def _n_captured_prompt(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"Current time: {rfc3339(t)}\nSession: {g.uuid4()}\nYou are ShopBot. Answer buyer questions about delivery.\n"
        "Buyer: when will my order arrive\nShopBot: Your order arrived yesterday!"
    )
    return (
        rec,
        "Why would the bot say that? This is the prompt our old vendor's bot logged.",
        "From our debug console",
    )


def _n_front_matter_proofread(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"---\ntitle: Holiday shipping cut-offs\ngenerated_at: {rfc3339(t)}\nauthor: seller-blog\n---\n"
        f"Order by {iso_date(t + timedelta(days=20))} for delivery before the holidays."
    )
    return rec, "Proofread this post for our storefront.", "Blog post file"


def _n_es_reclamacion(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = pretty(
        {
            "creado": rfc3339(t),
            "id": g.uuid7(t),
            "pedido": "KS-" + g.digits(8),
            "motivo": "no recibido",
            "fecha_limite": iso_date(t + timedelta(days=3)),
        }
    )
    return rec, "¿Qué pruebas necesito para ganar esta reclamación?", "Exporté esto del panel"


def _n_de_auszahlung(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rows = "\n".join(
        f"{ymd_dots(before(g, t, days=d))};{g.hex(10).upper()};{b}"
        for d, b in [(14, "2.104,20"), (7, "1.877,05")]
    )
    return (
        f"Datum;Buchungs-ID;Betrag\n{rows}",
        "Warum fehlen 14 Tage Reserve in der zweiten Zeile?",
        "Auszug aus dem Auszahlungsbericht",
    )


def _n_fr_suspension(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = (
        f"De : Conformité Boutiquo <conformite@boutiquo.example>\nDate : {rfc2822(t)}\nObjet : Suspension de votre compte vendeur\n\n"
        f"Votre compte est suspendu depuis le {t.day:02d}/{t.month:02d}/{t.year} à {t:%H:%M} (dossier SV-{g.digits(7)})."
    )
    return rec, "Comment contester cette suspension ?", "J'ai reçu ce courriel"


def _n_ja_nyukin(g: Gen) -> tuple[str, str, str]:
    t = g.moment(JST)
    rec = pretty(
        {
            "入金ID": g.ulid(t),
            "入金予定日": iso_date(t + timedelta(days=3)),
            "作成日時": rfc3339(t),
            "保留額": 48000,
        }
    )
    return rec, "保留額はいつ入金されますか？", "入金明細です"


def _n_ko_table(g: Gen) -> tuple[str, str, str]:
    t = g.moment(KST)
    rows = "\n".join(
        f"| {iso_date(before(g, t, days=d))} | {g.digits(12)} | {a} |"
        for d, a in [(10, "1,250,000"), (3, "0")]
    )
    return (
        f"| 정산일 | 정산번호 | 금액 |\n|---|---|---|\n{rows}",
        "왜 두 번째 정산 금액이 0원인가요?",
        "정산 내역",
    )


def _n_zh_inbound(g: Gen) -> tuple[str, str, str]:
    t = g.moment(CST8)
    rec = "\n".join(
        f"{cn_dt(t - timedelta(hours=h))} 入仓单 RC{g.digits(10)} {e}"
        for h, e in [(30, "已到仓"), (8, "清点差异 -12 件")]
    )
    return rec, "差异的12件怎么申请赔偿？", "仓库记录"


def _n_ar_notice(g: Gen) -> tuple[str, str, str]:
    t = g.moment(GST)
    rec = f"إشعار أداء رقم PN-{g.digits(7)}\nالتاريخ: {iso_space(t)}\nنسبة الشحن المتأخر: 5.2%\nالحد المسموح: 4%"
    return rec, "ما الذي يحدث إذا لم تنخفض النسبة خلال 30 يومًا؟", "وصلني هذا الإشعار"


def _n_hi_chargeback(g: Gen) -> tuple[str, str, str]:
    t = g.moment(IST)
    rec = f"चार्जबैक आईडी: CB{g.digits(10)}\nप्राप्त हुआ: {slash_dmy(t)}\nकारण: वस्तु नहीं मिली\nजवाब की अंतिम तिथि: {iso_date(t + timedelta(days=7))}"
    return rec, "मुझे कौन से दस्तावेज़ भेजने चाहिए?", "यह चार्जबैक विवरण है"


def _n_ru_shipment_log(g: Gen) -> tuple[str, str, str]:
    t = g.moment(MSK)
    rec = "\n".join(
        f"{ymd_dots(t - timedelta(hours=h))} поставка {g.digits(8)}: {e}"
        for h, e in [(20, "принята на склад"), (2, "расхождение: -6 шт.")]
    )
    return rec, "Как оформить претензию по расхождению?", "Журнал поставки"


def _n_tr_form(g: Gen) -> tuple[str, str, str]:
    t = g.moment(TRT)
    rec = f"Form: İade talebi\nGönderim no: {g.nanoid()}\nGönderim zamanı: {ymd_dots(t)}\nSipariş: TY-{g.digits(9)}\nAçıklama: ürün yanlış renk"
    return rec, "Bu iadeyi reddedebilir miyim?", "Form çıktısı"


def _n_pl_email(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = (
        f"Od: Targowo <reklamacje@targowo.example>\nData: {rfc2822(t)}\nTemat: Reklamacja RK/{t.year}/{g.digits(5)}\n\n"
        f"Kupujący zgłosił reklamację {iso_date(t)}. Masz 14 dni na odpowiedź."
    )
    return rec, "Czy 14 dni liczy się od dziś czy od daty zgłoszenia?", "Dostałem maila"


def _n_vi_dispute(g: Gen) -> tuple[str, str, str]:
    t = g.moment(ICT)
    rec = flat(
        {
            "ma_don": "CS" + g.digits(9),
            "ma_tranh_chap": g.uuid7(t),
            "ngay_tao": rfc3339(t),
            "ly_do": "hàng giả",
        }
    )
    return rec, "Tôi nên phản hồi tranh chấp này thế nào?", "Dữ liệu tranh chấp"


def _n_it_xml(g: Gen) -> tuple[str, str, str]:
    t = g.moment_eu()
    rec = f'<contestazione id="{g.hex(24)}" creata="{rfc3339(t)}">\n  <ordine>BO-{g.digits(8)}</ordine>\n  <scadenza>{iso_date(t + timedelta(days=5))}</scadenza>\n</contestazione>'
    return rec, "Entro quando devo rispondere?", "Dal pannello venditore"


def _n_br_repasse(g: Gen) -> tuple[str, str, str]:
    t = g.moment(BRT)
    rows = "\n".join(
        f"{slash_dmy(t - timedelta(days=d))};{g.ksuid(t - timedelta(days=d))};{a}"
        for d, a in [(14, "R$ 3.120,00"), (7, "R$ 0,00")]
    )
    return (
        f"data;id_repasse;valor\n{rows}",
        "Por que o repasse da semana passada veio zerado?",
        "Relatório de repasses",
    )


def _n_ics_like_appointment(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = (
        f"BEGIN:VEVENT\nUID:{g.uuid4()}@dock.vendora.example\nDTSTAMP:{t:%Y%m%dT%H%M%SZ}\nDTSTART:{(t + timedelta(days=2)):%Y%m%dT090000Z}\n"
        "SUMMARY:Inbound delivery FC-MAD4 dock 7\nEND:VEVENT"
    )
    return rec, "Add this to a reminder for the driver, with the dock number.", "Appointment invite"


def _n_sentry_event(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = pretty(
        {
            "event_id": g.hex(32),
            "timestamp": epoch_s(t),
            "message": "KeyError: 'reserve_amount'",
            "tags": {"job": "payout-reconcile"},
        }
    )
    return (
        rec,
        "The payouts API stopped sending reserve_amount. How do I make the job tolerant?",
        "Error from our monitoring",
    )


def _n_kv_claim_fields(g: Gen) -> tuple[str, str, str]:
    t = g.moment()
    rec = f"CLAIM_ID={g.hex(16)}\nCLAIM_TS={epoch_s(t)}\nORDER=VD-26-{g.digits(7)}\nSTATE=UNDER_REVIEW"
    return rec, "What do I do while it is under review?", "From the claim page source"


SYS = "You are the seller assistant of an online marketplace. Answer from the material the seller gives you."

BLOCKS: list[tuple[str, list[str], Callable[[Gen], tuple[str, str, str]], str]] = [
    ("feed-nested-json", ["feed", "nested_json", "opens_created_at", "uuid7"], _n_feed_nested, "lead_in"),
    (
        "listing-one-line-json",
        ["listing", "single_line_json", "opens_id", "ulid"],
        _n_listing_oneline,
        "before",
    ),
    ("catalogue-error-csv", ["catalogue", "csv", "offset_times"], _n_catalogue_csv, "fenced"),
    ("suppressed-table", ["catalogue", "markdown_table"], _n_suppressed_md, "after"),
    ("claim-yaml", ["claim", "yaml", "ksuid"], _n_claim_yaml, "start_of_message"),
    ("buyer-thread-email", ["dispute", "email_headers", "message_id"], _n_buyer_thread_email, "lead_in"),
    ("guarantee-decision", ["claim", "decision", "sk_date"], _n_guarantee_decision, "quoted"),
    (
        "chargeback-webhook-debug",
        ["chargeback", "webhook_pasted", "near_miss", "signature"],
        _n_chargeback_webhook_debug,
        "lead_in",
    ),
    ("acquirer-xml", ["chargeback", "xml", "arn"], _n_acquirer_xml, "earlier_user"),
    ("payout-csv", ["payout", "csv"], _n_payout_csv, "after_noblank"),
    ("reserve-email", ["reserve", "email"], _n_reserve_email, "llama3"),
    (
        "payout-api-404",
        ["payout", "http_exchange", "near_miss", "request_id_content"],
        _n_payout_api_debug,
        "before",
    ),
    ("settlement-logfmt", ["settlement", "logfmt", "request_id_content"], _n_settlement_logfmt, "indented"),
    ("inbound-json", ["inbound", "pretty_json", "epoch", "ulid"], _n_inbound_json, "tool_observation"),
    ("discrepancy-table", ["inbound", "markdown_table"], _n_discrepancy_md, "end_of_prompt"),
    ("asn-xml", ["inbound", "xml"], _n_asn_xml, "phi3"),
    ("tracking-clf", ["inbound", "log_lines", "clf"], _n_tracking_log, "gemma"),
    ("performance-csv", ["performance", "csv", "opens_date"], _n_perf_csv, "rag_doc"),
    ("performance-email", ["performance", "email_headers"], _n_perf_email, "quoted"),
    ("account-health-nested", ["performance", "nested_json", "uuid7"], _n_health_nested, "earlier_assistant"),
    ("suspension-letter", ["suspension", "letter"], _n_suspension_text, "system_user"),
    ("appeal-form-export", ["appeal", "form_export", "ksuid"], _n_appeal_form, "chatml"),
    ("appeal-decision", ["appeal", "email_headers", "http_date"], _n_appeal_decision, "mistral"),
    ("nginx-hooks", ["integration", "access_log", "rid"], _n_nginx_lines, "fenced"),
    ("curl-429", ["integration", "http_exchange"], _n_curl_v, "after"),
    ("webhook-dashboard", ["integration", "delivery_log", "uuid4"], _n_webhook_dashboard, "end_of_prompt"),
    ("order-export-epochs", ["orders", "csv", "epoch_ms"], _n_order_export_epochs, "both_sides"),
    (
        "refund-idempotency",
        ["refund", "http_exchange", "idempotency"],
        _n_idempotency_exchange,
        "earlier_user",
    ),
    ("claims-sync-traceback", ["integration", "python_log", "traceback"], _n_traceback, "indented"),
    ("refund-kv", ["refund", "key_value"], _n_refund_kv, "after_noblank"),
    ("inventory-topic", ["integration", "queue", "uuid7"], _n_queue_dump, "both_sides"),
    ("fee-invoice", ["fees", "invoice"], _n_fee_invoice, "rag_doc"),
    ("dispute-chat", ["dispute", "chat_stamps"], _n_dispute_chat, "earlier_assistant"),
    ("inventory-yaml", ["inbound", "yaml"], _n_inventory_yaml, "tool_observation"),
    ("listing-audit-log", ["catalogue", "audit_log", "js_iso"], _n_audit_log, "system_user"),
    (
        "captured-bot-prompt",
        ["near_miss", "captured_prompt", "current_time_label"],
        _n_captured_prompt,
        "quoted",
    ),
    (
        "front-matter-proofread",
        ["near_miss", "front_matter", "generated_at"],
        _n_front_matter_proofread,
        "fenced",
    ),
    (
        "es-reclamacion",
        ["spanish", "pretty_json", "opens_creado", "uuid7"],
        _n_es_reclamacion,
        "start_of_message",
    ),
    ("de-auszahlung", ["german", "csv"], _n_de_auszahlung, "after"),
    ("fr-suspension", ["french", "email_headers"], _n_fr_suspension, "chatml"),
    ("ja-nyukin", ["japanese", "pretty_json", "ulid"], _n_ja_nyukin, "before"),
    ("ko-jeongsan", ["korean", "markdown_table"], _n_ko_table, "llama3"),
    ("zh-inbound", ["chinese", "log_lines"], _n_zh_inbound, "after_noblank"),
    ("ar-notice", ["arabic", "notice"], _n_ar_notice, "mistral"),
    ("hi-chargeback", ["hindi", "notice"], _n_hi_chargeback, "gemma"),
    ("ru-shipment-log", ["russian", "log_lines"], _n_ru_shipment_log, "phi3"),
    ("tr-form", ["turkish", "form_export", "nanoid"], _n_tr_form, "end_of_prompt"),
    ("pl-email", ["polish", "email_headers"], _n_pl_email, "earlier_user"),
    ("vi-dispute", ["vietnamese", "single_line_json", "uuid7"], _n_vi_dispute, "start_of_message"),
    ("it-xml", ["italian", "xml"], _n_it_xml, "indented"),
    ("br-repasse", ["portuguese", "csv", "ksuid"], _n_br_repasse, "chatml"),
    ("dock-invite-ics", ["inbound", "ics", "dtstamp"], _n_ics_like_appointment, "system_user"),
    ("sentry-event", ["integration", "pretty_json", "epoch"], _n_sentry_event, "earlier_assistant"),
    ("claim-kv-source", ["claim", "key_value", "epoch"], _n_kv_claim_fields, "tool_observation"),
]


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"User: Pull up the record for me, please.\nAssistant: {intro}:\n\n{block}\nUser: {ask}\nAssistant:"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_message":
        return f"<|im_start|>system\n{SYS}<|im_end|>\n<|im_start|>user\n{block}\n\n{ask}<|im_end|>\n<|im_start|>assistant\n"
    if placement == "end_of_prompt":
        return f"{ask} {intro}:\n\n{block}"
    if placement == "chatml":
        return f"<|im_start|>system\n{SYS}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n<|im_start|>assistant\n"
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYS}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return (
            f"<start_of_turn>user\n{SYS}\n\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
        )
    if placement == "phi3":
        return f"<|system|>\n{SYS}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return (
            f'Answer from the documents only.\n\n<document source="seller-upload">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return f"Question: {ask}\nThought: I need the record first.\nAction: fetch_record()\nObservation: {block}\nThought:"
    if placement == "system_user":
        return f"{SYS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"


def _negatives_pasted(g: Gen) -> list[Draft]:
    out = []
    for name, tags, make, placement in BLOCKS:
        block, ask, intro = make(g)
        out.append(
            Draft(
                _place(placement, block, ask, intro),
                f"{SRC}neg:pasted:{name}",
                ["hard_negative", "pasted", placement, *tags],
            )
        )
    counts: dict[str, int] = {}
    for _, _, _, placement in BLOCKS:
        counts[placement] = counts.get(placement, 0) + 1
    assert max(counts.values()) <= 3, counts
    return out


# --- negatives: look-alikes in program positions, values the user asks about, controls ---------------------------


def _negatives_lookalikes() -> list[Draft]:
    items = [
        (
            "api-version-headers",
            ["header_block", "api_version", "seller_id"],
            """X-Api-Version: 2026-09-01
X-Seller-Id: A2EUQ1WTGCTBG2
X-Marketplace: VDR-UK

You are the Vendora seller assistant.

User: How do I switch my listings from merchant-fulfilled to marketplace-fulfilled?
Assistant:""",
        ),
        (
            "llama3-cutoff-only",
            ["llama3", "knowledge_cutoff"],
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help marketplace sellers write product titles under 150 characters.<|eot_id|><|start_header_id|>user<|end_header_id|>

Title for a 2-pack of stainless steel water bottles, 750 ml, leak-proof lid.<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
        ),
        (
            "chatml-fee-schedule",
            ["chatml", "effective_date", "authored_date"],
            """<|im_start|>system
You explain marketplace fees. Fee schedule effective 2026-07-01: referral 15%, closing fee EUR 0.81 for media.
Policy text last reviewed: 2026-10-14.<|im_end|>
<|im_start|>user
What is the total fee on a EUR 20 book?<|im_end|>
<|im_start|>assistant
""",
        ),
        (
            "front-matter-template",
            ["front_matter", "template_revision"],
            """---
template: chargeback-letter
revision: 2026-11-02
locale: en-US
---
Write a chargeback response letter from the seller's point of view using the facts the user gives.

User: Order shipped 3 days after purchase, delivered with tracking, buyer says it never arrived.
Assistant:""",
        ),
        (
            "xml-seller-attributes",
            ["xml_attributes", "seller_since", "timezone"],
            """<seller id="S-448812" marketplace="VDR-DE" tz="Europe/Berlin" since="2018-05-03"/>
You answer questions about seller performance targets.

User: What late shipment rate do I need to stay under?
Assistant:""",
        ),
        (
            "json-tenant-build",
            ["single_line_json", "tenant", "calver"],
            """{"tenant": "9b2f6c1e-04d7-4a3e-8e55-7c1a2d90f3b8", "build": "2026.12.1", "api": "2026-09"}
You help sellers set up automated repricing rules.

User: Can I set a floor price per SKU?
Assistant:""",
        ),
        (
            "unrendered-template",
            ["template_placeholder"],
            """Today is {{current_date}}. Session: {{session_id}}.
You are the reserve explainer for Soukly sellers.

User: What is a rolling reserve?
Assistant:""",
        ),
        (
            "key-value-settings",
            ["key_value", "timezone", "cutoff"],
            """TZ=Europe/Warsaw
DISPATCH_CUTOFF=13:00
RESERVE_DAYS=14

You help Targowo sellers plan dispatch. Orders after the cutoff ship the next working day.

User: An order came in at 13:20 on Friday. When must it ship?
Assistant:""",
        ),
        (
            "terms-footer",
            ["footer", "terms_revision"],
            """You answer questions about the Kiosko seller agreement.

User: Can Kiosko change the fee schedule without notice?
--
Seller agreement revision 2026-04 | Seller policy v12
Assistant:""",
        ),
        (
            "seller-profile-table",
            ["markdown_table", "seller_since", "vat"],
            """| Field | Value |
|---|---|
| Seller | Brisa Textiles SL |
| Seller since | 2017-09-14 |
| VAT | ESB87654321 |

You help this seller with marketplace VAT questions.

User: Do I need to register for VAT in France if I store stock there?
Assistant:""",
        ),
        (
            "payments-version-account",
            ["header_block", "api_version", "connected_account"],
            """Payments-Version: 2026-08-27
Connected-Account: acct_1Pq8ZtLkdIwHu7ix
Support-Hours: 09:00-17:00 CET

You explain payout timing to sellers.

User: Why does my payout take 3 business days?
Assistant:""",
        ),
        (
            "policy-bullets",
            ["markdown_bullets", "payout_schedule", "reserve_policy"],
            """Account settings:
- Payout schedule: every Tuesday
- Reserve policy: rolling 14 days
- Payout currency: GBP

You are the payouts assistant.

User: If I sell something on Wednesday, when is the earliest I get the money?
Assistant:""",
        ),
        (
            "es-vendedor-desde",
            ["spanish", "header_block", "seller_since"],
            """Vendedor desde: 2016-03-22
Plan: Profesional
Zona horaria: Europe/Madrid

Eres el asistente de Kiosko para vendedores.

Vendedor: ¿Puedo pedir que me quiten la retención de pagos por antigüedad?""",
        ),
        (
            "ja-store-opened",
            ["japanese", "store_opened"],
            """ストア開設日：2020年4月1日
ストアID：ST-20481

あなたは出品者向けの手数料アシスタントです。

出品者：大口出品の月額料金はいつ請求されますか？""",
        ),
    ]
    return [
        Draft(text, f"{SRC}neg:lookalike:{name}", ["hard_negative", "lookalike", *tags])
        for name, tags, text in items
    ]


def _negatives_asked() -> list[Draft]:
    items = [
        (
            "epochs-to-convert",
            ["epoch", "id_in_question"],
            """The chargeback API gives "received": 1772533811 and "respond_by": 1773138611000. Convert both to UTC
and tell me how many days I have.""",
        ),
        (
            "ulid-decode",
            ["ulid", "id_in_question"],
            """What time is encoded in this claim id? 01JNQ8V3K4Z7Q2M9D6XH5TB1RW""",
        ),
        (
            "uuid7-timestamp",
            ["uuid7", "id_in_question"],
            """Our order ids are UUIDv7. Can I tell when order 0195a3c2-7e41-7b9d-a812-4c0f3e9d2b11 was placed
without calling the API?""",
        ),
        (
            "ksuid-payout-event",
            ["ksuid", "id_in_question"],
            """The payout event id is 2tQk9YbT3mZ7xR1wN5vL8cHq4Ea. Is a KSUID sortable by time, and what time
is in this one?""",
        ),
        (
            "deadline-lisbon",
            ["deadline_arithmetic", "times_in_question"],
            """A chargeback was received on 2027-02-26 at 18:40 UTC and I have 7 days to respond. What is the last
moment I can respond in Lisbon time?""",
        ),
        (
            "typed-clock",
            ["typed_time", "user_clock"],
            """It is 16:05 here and my dock appointment is at 17:30 at FC-MAD4. The driver is 50 minutes away.
Will he make it, and what happens if he is 20 minutes late?""",
        ),
        (
            "relative-times",
            ["relative_time"],
            """A guarantee claim was opened 3 hours ago and I have 48 hours to respond. The buyer also messaged me
20 minutes ago. Should I answer the message first or the claim?""",
        ),
        (
            "iso-week-capacity",
            ["iso_week", "capacity"],
            """My inbound capacity limit for 2027-W10 is 1,200 units and I have 900 booked. Can I send another 400
units that week or should I split them into W11?""",
        ),
        (
            "date-prefixed-order",
            ["order_number", "id_in_question"],
            """Order 20270302-88123 shows as "pending" but the buyer has paid. Is the date in the order number the
purchase date?""",
        ),
        (
            "few-shot-notice-dates",
            ["few_shot", "example_date"],
            """Extract the notice type and deadline as JSON.

Example: "Suspension notice SN-1, appeal by 2026-11-30" -> {"type": "suspension", "deadline": "2026-11-30"}

Input: "Performance warning PW-88, improve by 2027-01-15"
Output:""",
        ),
        (
            "de-typed-deadline",
            ["german", "typed_time"],
            """Jetzt ist es 14:20, und die Frist für meine Stellungnahme zur Rückbuchung läuft heute um 18 Uhr ab.
Reicht die Zeit, wenn ich nur die Sendungsverfolgung hochlade?""",
        ),
        (
            "traceparent-for-support",
            ["traceparent", "id_in_question"],
            """Seller support asked me for the trace id of a failed listing upload. The console shows
traceparent: 00-5f2c8e41a7b39d06c1e4f8a2b7d3c915-9a1e4c7b2f6d8e03-01
Which part of this do I give them?""",
        ),
    ]
    return [
        Draft(text, f"{SRC}neg:asked:{name}", ["hard_negative", "asked", *tags]) for name, tags, text in items
    ]


def _negatives_controls() -> list[Draft]:
    return [
        Draft(
            """You write friendly product descriptions for handmade goods sellers.

User: Describe a hand-thrown stoneware mug with a speckled oatmeal glaze, 350 ml.
Assistant:""",
            f"{SRC}neg:control:description",
            ["control", "plain"],
        ),
        Draft(
            """You are a marketplace seller coach. Give three practical tips.

User: How do I get more reviews without breaking the marketplace rules?
Assistant:""",
            f"{SRC}neg:control:reviews",
            ["control", "plain"],
        ),
    ]


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = (
        _negatives_pasted(g)
        + _negatives_lookalikes()
        + _negatives_asked()
        + _negatives_controls()
        + generated_negatives(g)
    )
    return make_holdout.assemble("hold93", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
