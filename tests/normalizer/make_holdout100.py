"""Build `prompt_normalizer/corpus/holdout100.jsonl`, a hundredth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout100.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout96.py` only the module docstrings were read (extracted with `ast.get_docstring`, the code
never printed), through keyword searches over them for neighbours of this domain (crypto, wallet,
bitcoin, blockchain, exchange, KYC, staking, source of funds, trading bot, tx hash) and the passages
around the hits, with the docstring of `make_holdout96.py` and the crypto and AML passages of
`make_holdout18.py` and `make_holdout49.py` read in full; of `make_holdout24.py` also its import block
and its last 150 lines, for the structure of a generator; and `pyproject.toml` for ruff's settings.
Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the docs and
bench folders or the git history; `make_holdout97.py` to `make_holdout104.py`, written at the same time,
were not read. The corpus was checked only against the machinery of `make_holdout.py` (every `expected`
is what `expected_of` computes, every span is found in its input, spans are single lines, inputs are
unique, the build is deterministic).

The domain is cryptocurrency exchanges and wallets: deposits and withdrawals, on-chain transactions and
confirmations, KYC and source-of-funds checks, API keys and trading bots, disputed trades, staking
rewards and account freezes. The earlier docstrings name neighbours of it: crypto and fintech apps with
exchange support behind HTTP headers and a ChatML stamp, a read-only portfolio with a Kraken-style nonce,
WalletConnect sessions, explorer pages fetched for the request, KYC queues and liveness captures,
remittance apps, and as negatives explorer pages, `getblockchaininfo` and `gettransaction` output,
`serverTime` errors, BOLT11 invoices, `lncli` output, airdrop announcements and Solidity
(make_holdout18); crypto market snapshots with a fetch time (make_holdout6); blockchain wallets with
transaction hashes as content (make_holdout5); AML and KYC alert triage with a monitoring alert delivery,
screening re-runs and a KYC profile pull (make_holdout49); a source-of-funds desk JWT (make_holdout47).
The scenarios here were written around them: no WalletConnect, Lightning, explorer page, Solidity,
airdrop or market snapshot appears; the only nonce among the positives is the nonce of a signed balance
call shown with its result, and the pasted nonce material is a gateway's logfmt with two workers sharing
a key; node output is a `getmempoolentry`, a transaction receipt and a `debug.log` `UpdateTip` line; the
source-of-funds desk is a reviewer's markdown table, not a JWT; AML appears only as a KYT alert pasted
to be explained. The sources are:

* deposits and withdrawals: a withdrawals desk's headers (UUIDv7 `X-Tidepool-Req`, HTTP `Date`) over a
  withdrawal JSON the customer pasted (its `id`, `created_at` and `updated_at` stay), a ChatML system
  `Clock:` with an offset over a pasted deposit e-mail, a chain lookup tool result whose `invocation`
  (ULID) and `answered` (epoch ms) attributes move while its confirmations and block time stay, a
  confirmation watcher's bracketed `clock="..."` in GNU `date` form, a deposit webhook the copilot
  received (`X-Coinhook-Delivery`, `-Timestamp`, `-Signature` move; the event with its `created` stays),
  a Telegram update received by a wallet bot (`update_id`, `message_id`, `date` move; the text stays), a
  ULID `Request-Id` on the first line beside the withdrawal ULID the customer asks about, gRPC metadata
  with an epoch in ns, a card purchase with a bare RFC 3339 time before the cue, "sent via Vaultly for
  iOS at <JavaScript time>", and Japanese (`受付時刻：`, `照会ID：`), Arabic (`وقت الخادم:` in
  Arabic-Indic digits), Vietnamese (`Thời điểm truy vấn:` on the first line), Brazilian Portuguese
  (`Carimbo do servidor:` epoch) and Hebrew (`שעת השרת:`, ObjectId `מזהה שיחה:`) desks;
* KYC and source of funds: a reviewer's markdown table (`Review session` UUIDv7, Windows `Desk clock`;
  queue and reviewer stay) over the customer's declaration, Spanish `Sello de tiempo del servidor:` and
  `Id. de la conversación:` over a pasted bank statement, a Korean `접속 시각:` and base64url
  `세션 토큰:` over a pasted verification record with its own `인증일시`;
* API keys and trading bots: a key console's `Console session token:` (JWT) over the key table fetched
  for the request (its `Created` and `Last used` stay), a `botctx` logfmt head (`tick=` epoch ms,
  `req=` hex), a traceparent over a pasted bot config, Turkish `Sunucu saati:` and `Oturum:` (nanoid),
  Polish XML attributes (`znacznik` in `isoformat()` form, UUIDv7 `zadanie`), a signed balance call
  (`nonce:` in microseconds and `sig:` move; the call and its result stay);
* disputed trades and P2P: a single-line JSON head (`req`, `at`) over pasted fills, a Mistral `[INST]`
  `Case desk time:` over a P2P chat log, a Hindi `सर्वर समय:` in Devanagari digits at the tail, a Persian
  `زمان درخواست:` in Persian digits on the first line, Swahili `Muda wa seva:` over a pasted M-Pesa SMS;
* staking: a Llama 3 `Today Date` (the cutoff stays), a RAG TOML head (`lookup` ULID, `pulled`; the
  passages' `updated` dates stay), "read from the staking ledger at <time> for this chat", a Russian
  footer (`Сформировано:` in GNU `date` form, KSUID `Сессия:`; the `--` stays), German
  `Abrufzeitpunkt:`, Indonesian `Waktu server:` with a dotted time at the tail, a tax-lot report's
  "Today is <long date>." sentence, a proof-of-reserves template's front matter (`rendered`, `trace`)
  over a pasted attestation opening with `created_at`;
* freezes and custody: a compliance gateway's pretty JSON envelope (`delivery` ULID, `delivered_at`
  move; the payload with its `frozen_at` stays), an `X-Amzn-Trace-Id` over a pasted policy check (the
  `X-Api-Version` stays), Chinese `服务器时间：` and UUIDv7 `请求编号：` over a pasted freeze notice,
  French `Horodatage de la requête :` and `Identifiant de conversation :`, Thai `เวลาปัจจุบัน:` in the
  Buddhist era, a Ukrainian single-line JSON member (`chas_zapytu`), an OTC desk's `Current week:`;
* prompt edges: a bare epoch in ms as the first line and a bare KSUID as the last line;
* the generated family: twenty bodies (ten English, one each in Spanish, German, French, Japanese,
  Korean, Chinese, Russian, Portuguese, Turkish and Vietnamese), each with a record the user pasted
  (a deposit CSV, withdrawal YAML with a ULID and `created`, an identity-verification JSON with
  `createdAt` and `reviewDate`, a key table, freqtrade-style log lines, an epoch-ms rewards CSV, logfmt
  fills with `ts=`, a restriction e-mail with `Date` and `Message-ID`, TRON transfers with
  `block_timestamp`, a form export opening with `Submission Date:`, a withdrawal with
  `fecha_creacion`, a German staking statement, a French bank statement, a Japanese `申請日時` table, a
  Korean key record with `생성일시`, Chinese JSON with `发放时间`, a Russian chat log, a Portuguese
  record with `enviado_em`, a Turkish e-mail with `Tarih:` and a Vietnamese deposit with `Thời gian
  tạo:`), each in three of seven positions (head, system tail, after the user's message, footer, front
  matter, single-line JSON member, XML attribute) with one field, the "now" moment a little after the
  record's own times: made-up labels (`ledgerclock`, `rq`, `Pulse`, `Relay`, `Minted`, `Beacon`,
  `Stamp (gw)`, `Thread key`, `Local clock`, `tickAt`, `edge.ts`, `Served at`, `T-ms`, `Clock read`,
  `Intake`, `Mailbox fetch`, `Handoff`, `Case pull`, `Evaluated at`) or the "now", request and session
  labels of the body's language.

The negatives: 52 records the user pastes, in nineteen placements (question above, the block at the
very start, typed right under it, a lead-in above it ("Here is the export from ...", "Below is what the
bot platform returned ...", "My colleague sent this ..."), a question followed by a lead-in, an earlier
user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document,
a tool observation of the user's attachment, fenced, quoted, indented, a user turn under a system prompt
and the very end of the prompt): a deposit API JSON with `insertTime`, a withdrawal CSV, a verification
webhook captured to debug its timestamp check (its delivery id, timestamp and digest headers stay), a
phishing e-mail's headers, ccxt log lines with ULIDs, gateway logfmt with nonces, a CARF XML report with
`Timestamp`, a staking epoch table, bot YAML opening with a KSUID `id` and `created`, a 429 with `date`
and `x-request-id`, a transaction receipt, `getmempoolentry`, a hold letter, an order history, a webhook
dashboard's delivery log, KSUID events, a closure form opening with `Response ID` and `Submitted`, a
Slack ops thread, UUIDv7 audit lines, a login history, an OTC confirmation, an ICS with `DTSTAMP`, a tax
CSV, a ticket opening with `id` and `created_at`, a JWT to decode, a proof-of-reserves leaf with
`snapshot_time`, a liquidation record, a bot prompt with `Current time:` and `Session:` pasted from a
debug console, a delivery envelope pasted to debug its consumer, a FIX execution report with tag 52, a
whitelist security log, a KYT alert opening with `alert_id` and `created`, a slashing log; and in other
languages a Spanish staking statement with `fecha`, a German e-mail with `Datum` and `Message-ID`,
French withdrawals with `horodatage`, a Japanese login table, a Korean `거래일시` table, Chinese JSON with
`到账时间`, a Russian bot log, a Portuguese CSV with `data_hora`, a Turkish P2P order with
`Oluşturulma`, an Arabic freeze notice in Arabic-Indic digits, a Hindi KYC record, a Vietnamese
transaction, an Indonesian CSV with `waktu`, an Italian confirmation e-mail with `Data:`, Polish key YAML
with `utworzono`, a Ukrainian login log, a Thai deposit table, a Dutch staking overview with
`bijgewerkt` and a Greek liquidation notice. Eighteen look-alikes and values the user types or asks
about (a policy header with adoption and review dates, a Llama 3 header with only its cutoff, a ChatML
prompt revision, unrendered `{{current_time}}` and `{{session_id}}`, stable request headers with an API
version, a chain id, fee schedule and CalVer build in single-line JSON, epochs and a UUIDv7 asked about,
the user's own clock, few-shot dates, relative times, a deadline, a Korean epoch, a Spanish traceparent,
a footer's terms revision, a settings table, an ISO week the user counts from, a node log line), and
twenty generated hard negatives: the family's bodies with one stable value (minimum confirmations, fee
schedule, verification vendor, plan, strategy, validator set, venue, locale, network, questionnaire,
daily limit, client segment, template version, answer language, region, product line, queue) at a
position the body's positives do not use.

What it is: 196 prompts. 106 carry volatile fields (130 spans): 46 hand-written positives (70 spans;
22 with two or more fields) and 60 generated ones. 90 carry none. About two prompts in five are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic, Greek,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings (envelope vs payload, per-run ids, document and record
dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, deliveries received
vs pasted, tool results, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Exchange and wallet records are content wherever they sit and however they open: deposit and
  withdrawal ids and times (`insertTime`, `completeTime`, `created_at`, `fecha_creacion`, `申請日時`),
  transaction hashes, block heights and block times, confirmation counts, mempool `time`, order and
  trade ids and their times, fills, FIX `SendingTime`, staking epochs and payout times, key creation and
  last-use times, login histories, audit ids (UUIDv7, KSUID, ULID), verification and review dates, form
  `Submitted` times, freeze and hold times, proof-of-reserves `snapshot_time` and leaf nonces, also when
  the program fetched them for this request (a key table, a tool result, a balance call's result, a
  staking position table). Only the program's own stamp and the ids, nonces, signatures and tokens
  minted for this request, call, lookup, session or delivery move.
* Deliveries received for this request move their envelope (a webhook's delivery id, timestamp and
  signature headers; a gateway envelope's `delivery` and `delivered_at`; a Telegram update's
  `update_id`, `message_id` and `date`) and keep the payload (the deposit event with its `created`, the
  restriction with its `frozen_at`, the message text). The same deliveries pasted by a user to debug
  them stay whole, and so does a webhook dashboard's delivery log.
* A signed call the program made for this answer moves its `nonce` and signature; the nonces in a
  gateway log the user pastes stay. A JWT the program puts in a console header moves; a JWT the user
  asks to decode stays.
* The withdrawal ULID the user asks about stays next to the `Request-Id` that moves; a pasted bot prompt
  with `Current time:` and `Session:` stays, while the same labels at the head of the prompt the program
  sends move; a pasted attestation that opens with `created_at` stays under template front matter whose
  `rendered` and `trace` move. A field placed after the user's pasted record is separated from it by a
  blank line and is the program's.
* "Now" in any form moves: a current ISO week date, the Thai Buddhist era, Arabic-Indic, Persian and
  Devanagari digits, a full-width colon, a French space before the colon, a dotted Indonesian time, an
  epoch in ns, a bare epoch, RFC 3339 time or KSUID on a line of its own at the start or end, and labels
  nobody would guess (`ledgerclock`, `Pulse`, `Minted`, `tickAt`, `edge.ts`, `T-ms`, `Intake`,
  `Stamp (gw)`). Fee schedules, chain ids, policy adoption and review dates, API versions, terms
  revisions, validator sets, questionnaire editions and an unrendered `{{current_time}}` do not.
* Spans follow rule 3: "read from the staking ledger at <time> for this chat" is cut to "read from the
  staking ledger for this chat"; "sent via Vaultly for iOS at <time>" keeps "sent via Vaultly for iOS";
  XML attributes, bracketed `key="value"` pairs, logfmt pairs and single-line JSON members (with the
  comma after them) are inline spans followed by stable neighbours; volatile members of pretty-printed
  JSON are never the last member of their object; header lines, TOML and YAML keys, markdown rows,
  indented gRPC metadata lines and footer lines in any script are whole-line spans, and a footer's `--`
  stays.
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
    JST,
    Draft,
    Gen,
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
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    unix_date,
    v,
    windows_general,
)

SEED = 20310800
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout100.jsonl"
SRC = "holdout100:"

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
TRT = timezone(timedelta(hours=3), "TRT")
BRT = timezone(timedelta(hours=-3), "BRT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
EAT = timezone(timedelta(hours=3), "EAT")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
PDT = timezone(timedelta(hours=-7), "PDT")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")


class Gen100(Gen):
    """`Gen` with the chain addresses and hashes of this domain."""

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def btc(self) -> str:
        return "bc1q" + "".join(self.rng.choice(BECH32) for _ in range(38))

    def eth(self) -> str:
        return "0x" + self.hex(40)

    def tron(self) -> str:
        return "T" + self.b58(33)

    def tx(self) -> str:
        return "0x" + self.hex(64)

    def before(self, t: datetime, low_h: int, high_h: int) -> datetime:
        return t - timedelta(
            seconds=self.small(low_h * 3600, high_h * 3600), microseconds=self.small(1, 999_999)
        )


POS: list[Callable[[Gen100], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen100], Draft]) -> Callable[[Gen100], Draft]:
    POS.append(fn)
    return fn


def neg(marked: str, source: str, tags: list[str]) -> None:
    NEG.append(Draft(marked, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# --- hand-written positives -----------------------------------------------------------------------------------


@pos
def _withdrawal_desk_headers(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 5, 9)
    return Draft(
        f"""You are Tidepool's withdrawals assistant. Explain withdrawal states in plain language and never promise a
completion time.

Desk: withdrawals-tier2
{v("request_id", "X-Tidepool-Req: " + g.uuid7(t))}
{v("datetime", "Date: " + http_date(t))}
Region: eu-west

Customer: This has said "processing" since this morning. What is going on?

{{
  "id": "wd_{g.ulid(t0)}",
  "asset": "USDC",
  "network": "Polygon PoS",
  "amount": "1250.00",
  "status": "processing",
  "created_at": "{rfc3339(t0, 3)}",
  "updated_at": "{rfc3339(t0 + timedelta(minutes=2, seconds=14), 3)}",
  "txid": null
}}
Assistant:""",
        f"{SRC}withdrawals:desk-headers",
        ["header_block", "uuid7", "http_date", "pasted_json_below", "cue"],
    )


@pos
def _deposit_email_chatml(g: Gen100) -> Draft:
    t = g.moment(timezone(timedelta(hours=-3)))
    t0 = g.before(t, 3, 30).astimezone(UTC)
    return Draft(
        f"""<|im_start|>system
You are Ledgerline Support. Help customers trace crypto deposits. Ask for the transaction hash if it is missing.
{v("datetime", "Clock: " + rfc3339(t))}
<|im_end|>
<|im_start|>user
I got this email but the coins are not in my balance:

From: Ledgerline <no-reply@ledgerline.example>
Date: {rfc2822(t0)}
Message-ID: <{g.hex(24)}@mail.ledgerline.example>
Subject: Deposit detected: 0.4821 ETH

We detected your deposit of 0.4821 ETH (tx {g.tx()}). It will be credited after 64 confirmations.
<|im_end|>
<|im_start|>assistant""",
        f"{SRC}deposits:chatml-clock",
        ["chatml", "rfc3339_offset", "pasted_email", "cue"],
    )


@pos
def _staking_llama3(g: Gen100) -> Draft:
    t = g.moment()
    rows = []
    d = g.before(t, 24 * 6, 24 * 7)
    for k in range(4):
        day = d + timedelta(days=k)
        rows.append(f"{epoch_s(day)},{iso_date(day)},SOL,0.{g.digits(6)},validator-7Lq,settled")
    table = "\n".join(rows)
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("datetime", "Today Date: " + f"{t.day:02d} {t:%b %Y}")}

You explain staking rewards to retail customers of Helix Exchange. Do not give tax advice.<|eot_id|><|start_header_id|>user<|end_header_id|>

Why did my daily reward drop on the last day? Export below.

unix_ts,reward_date,asset,amount,validator,state
{table}<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}staking:llama3-today",
        ["llama3", "today_date", "cutoff_stays", "pasted_csv_epoch", "cue"],
    )


@pos
def _p2p_mistral(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 20, 30)
    log = []
    for who, msg, dm in [
        ("buyer", "paid 3,200,000 NGN by bank transfer, ref FBN/TRF/88120", 0),
        ("seller", "I have not received anything", 7),
        ("buyer", "uploaded receipt, please release the USDT", 19),
    ]:
        log.append(f"[{iso_space(t0 + timedelta(minutes=dm, seconds=g.small(0, 59)))}] {who}: {msg}")
    chat = "\n".join(log)
    return Draft(
        f"""<s>[INST] You are the P2P dispute assistant of Bazaar Exchange. Tell the buyer which proof to upload; do not
decide the dispute.
{v("datetime", "Case desk time: " + iso_space(t) + " UTC")}

Order P2P-{g.digits(12)} chat log:
{chat}

What should I upload so the appeal goes my way? [/INST]""",
        f"{SRC}disputes:mistral-desk-time",
        ["mistral", "iso_space", "pasted_chat_log"],
    )


@pos
def _chain_lookup_tool_xml(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 0, 1)
    txid = g.hex(64)
    return Draft(
        f"""You are the deposit tracer of Arcbit. Use the tools, then answer the customer in two sentences.

Question: My bitcoin deposit shows 3 confirmations. When will it be credited?
Thought: I need the deposit's on-chain status.
Action: chain_lookup
Action Input: {{"txid": "{txid}"}}
<tool_result name="chain_lookup" {v("request_id", 'invocation="' + g.ulid(t) + '"')} {v("epoch", 'answered="' + str(epoch_ms(t)) + '"')} source="node-pool-b">
{{"txid": "{txid}", "confirmations": 3, "required": 6, "block_height": {g.small(880000, 940000)}, "block_time": "{rfc3339(t0)}", "fee_sat_vb": 14}}
</tool_result>
Thought:""",
        f"{SRC}deposits:tool-result-attrs",
        ["agent", "xml_attr", "ulid", "epoch_ms", "tool_payload_stays", "cue"],
    )


@pos
def _staking_rag_toml(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""[retrieval]
corpus = "help-center/staking"
{v("request_id", 'lookup = "' + g.ulid(t) + '"')}
{v("datetime", "pulled = " + rfc3339(t, 3))}
top_k = 3

[[passage]]
title = "Unstaking periods by asset"
updated = 2025-11-18
text = "ETH unstaking takes 1-7 days depending on the validator exit queue. DOT has a 28-day unbonding period."

[[passage]]
title = "Rewards during unbonding"
updated = 2026-01-09
text = "No rewards are paid while assets are unbonding."

Answer from the passages only. If I unstake DOT today, when can I sell it, and do I still earn rewards meanwhile?
Answer:""",
        f"{SRC}staking:rag-toml-head",
        ["rag", "toml", "ulid", "rfc3339", "doc_dates_stay", "cue"],
    )


@pos
def _sof_review_table(g: Gen100) -> Draft:
    t = g.moment(timezone(timedelta(hours=1)))
    return Draft(
        f"""| Field | Value |
|---|---|
| Queue | EDD-high-value |
| Reviewer | m.santos |
{v("session_id", "| Review session | " + g.uuid7(t) + " |")}
{v("datetime", "| Desk clock | " + windows_general(t) + " |")}

You assist source-of-funds reviewers. List which claimed sources are evidenced and which are not.

Customer declaration (submitted with the case):
- Sale of flat, Lisbon, completion 2025-09-30, net proceeds EUR 212,400 (completion statement attached)
- Salary, Northwind Lda, EUR 4,100/month since 2021 (three payslips attached: Jul, Aug, Sep 2025)
- "Crypto bought in 2017 on another exchange" (no statements attached)

Deposits to review: 2.75 BTC on 2025-10-04 14:11:52 UTC and 1.10 BTC on 2025-10-19 08:03:37 UTC.
Assistant:""",
        f"{SRC}kyc:review-table",
        ["markdown_table", "uuid7", "windows_general", "sof", "cue"],
    )


@pos
def _api_key_console_jwt(g: Gen100) -> Draft:
    t = g.moment()
    k1 = g.before(t, 24 * 300, 24 * 400)
    k2 = g.before(t, 24 * 30, 24 * 60)
    return Draft(
        f"""API key console assistant (read-only). Account: acct_88213 | Plan: Pro
{v("token", "Console session token: " + g.jwt(t, "acct_88213"))}

Keys as listed for this account:
| Label | Key (prefix) | Permissions | IP allowlist | Created | Last used |
|---|---|---|---|---|---|
| grid-bot | ak_live_{g.b62(6)} | read, trade | 203.0.113.24 | {iso_space(k1)} | {iso_space(g.before(t, 0, 2))} |
| tax-export | ak_live_{g.b62(6)} | read | none | {iso_space(k2)} | {iso_date(k2 + timedelta(days=1))} |

User: I think one of these leaked. Which one should I revoke first, and why?
Assistant:""",
        f"{SRC}api-keys:console-jwt",
        ["jwt", "api_keys", "table_dates_stay", "cue"],
    )


@pos
def _grid_bot_logfmt(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 1, 3)
    lines = []
    for k, (lvl, msg) in enumerate(
        [
            ("INFO", "placed buy 0.05 ETH @ 3120.40 id=8841223190"),
            ("INFO", "placed sell 0.05 ETH @ 3182.80 id=8841223191"),
            ("WARN", "order 8841223191 canceled by exchange: -2021 Order would immediately trigger"),
        ]
    ):
        lines.append(f"{rfc3339(t0 + timedelta(seconds=k * 41), 3)} {lvl} gridbot {msg}")
    log = "\n".join(lines)
    return Draft(
        f"""botctx {v("epoch", "tick=" + str(epoch_ms(t)))} {v("request_id", "req=" + g.hex(16))} pair=ETH/USDT mode=live
You help users of the Gridline trading bot read their bot logs. Be concrete.

User: why did the exchange cancel my sell?

{log}
Assistant:""",
        f"{SRC}bots:logfmt-head",
        ["logfmt", "epoch_ms", "hex", "pasted_log", "cue"],
    )


@pos
def _trade_dispute_json_head(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 24, 72)
    rows = []
    for k, (side, px, qty) in enumerate(
        [("sell", "61880.1", "0.120"), ("sell", "58210.0", "0.380"), ("sell", "61712.4", "0.100")]
    ):
        rows.append(f"T{g.digits(10)},{rfc3339(t0 + timedelta(milliseconds=k * 730), 3)},{side},{px},{qty}")
    fills = "\n".join(rows)
    return Draft(
        f"""{{"desk":"trade-disputes",{v("request_id", '"req":"' + g.uuid4() + '",')}{v("epoch", '"at":' + str(epoch_s(t)) + ",")}"venue":"spot"}}
You help customers understand disputed executions. Explain market mechanics; refunds are decided by staff.

My stop-loss filled at 58,210 but the chart never went that low. These are my fills:

trade_id,time,side,price,qty
{fills}

Was this a glitch?
Assistant:""",
        f"{SRC}disputes:json-head",
        ["json_inline", "uuid4", "epoch_s", "pasted_fills", "cue"],
    )


@pos
def _freeze_delivery_envelope(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 0, 1)
    return Draft(
        f"""The compliance gateway forwarded this event. Draft a short, neutral message to the customer; do not mention
sanctions screening by name.

{{
  {v("delivery_id", '"delivery": "' + g.ulid(t) + '",')}
  {v("datetime", '"delivered_at": "' + rfc3339(t, 6) + '",')}
  "topic": "account.restriction.applied",
  "payload": {{
    "event_id": "evt_{g.b62(20)}",
    "account": "U-{g.digits(8)}",
    "restriction": "withdrawals_frozen",
    "reason_code": "RFI_PENDING",
    "frozen_at": "{rfc3339(t0)}",
    "review_due": "{iso_date(t0 + timedelta(days=10))}"
  }}
}}
Assistant:""",
        f"{SRC}freezes:delivery-envelope",
        ["json_pretty", "envelope_moves", "payload_stays", "ulid", "cue"],
    )


@pos
def _deposit_webhook_received(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 0, 1)
    return Draft(
        f"""Incoming deposit notification (received by the support copilot for this conversation):
POST /hooks/deposits HTTP/1.1
Content-Type: application/json
User-Agent: Coinhook/2.1
{v("delivery_id", "X-Coinhook-Delivery: " + g.uuid4())}
{v("epoch", "X-Coinhook-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Coinhook-Signature: v1=" + g.hex(64))}

{{"event":"deposit.confirmed","id":"dep_{g.b62(16)}","asset":"LTC","amount":"12.5","confirmations":6,"txid":"{g.hex(64)}","created":{epoch_s(t0)}}}

Tell the customer in one sentence that their deposit has arrived and how much.
Assistant:""",
        f"{SRC}deposits:webhook-received",
        ["http_headers", "delivery_received", "signature", "epoch_s", "payload_stays", "cue"],
    )


@pos
def _staking_read_at(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the staking assistant of Orbita. Positions below were read from the staking ledger {v("datetime", "at " + iso_space(t) + " UTC")} for this chat.

asset  staked      pending_rewards  apr    lock_until
ATOM   412.000000  1.284113         14.1%  2026-09-01
ADA    9800.0      0                2.9%   none
ETH    4.000000    0.003891         3.2%   exit queue

User: Why is my ADA reward zero?
Assistant:""",
        f"{SRC}staking:read-at-phrase",
        ["phrase", "iso_space", "positions_stay", "cue"],
    )


@pos
def _watcher_bracket_clock(g: Gen100) -> Draft:
    t = g.moment(timezone(timedelta(hours=2), "EET"))
    return Draft(
        f"""[watcher node=btc-03 {v("datetime", 'clock="' + unix_date(t) + '"')} net=mainnet]
You explain confirmation counts to exchange customers. Our policy: 2 confirmations to trade, 3 to withdraw.

Customer: my deposit at height 901,442 shows "2/3". What does that mean for me?
Assistant:""",
        f"{SRC}deposits:bracket-clock",
        ["bracketed", "unix_date", "block_height_stays", "cue"],
    )


@pos
def _asked_ulid_beside_request_id(g: Gen100) -> Draft:
    t = g.moment()
    asked = g.ulid(g.before(t, 30, 50))
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.ulid(t))}
You are the withdrawals helpdesk of Kestrel. Look up the withdrawal the customer names and explain its state.

Customer: What happened to withdrawal {asked}? It was approved and then it bounced back to my balance.
Assistant:""",
        f"{SRC}withdrawals:asked-ulid-near-miss",
        ["near_miss", "ulid", "id_in_question_stays", "head", "cue"],
    )


@pos
def _por_front_matter_vs_record(g: Gen100) -> Draft:
    t = g.moment()
    t0 = g.before(t, 24 * 20, 24 * 40)
    return Draft(
        f"""---
template: reserves-qna
{v("datetime", "rendered: " + rfc3339(t))}
{v("trace_id", "trace: " + g.hex(32))}
audience: retail
---
Answer questions about our proof-of-reserves attestation. Quote figures exactly.

The user pasted the attestation summary:

created_at: {rfc3339(t0)}
attestor: Reyes & Lin LLP
liabilities_btc: 18214.0371
reserves_btc: 18990.5002
merkle_root: {g.hex(64)}

User: Does that mean you hold more than 100% of customer bitcoin?
Assistant:""",
        f"{SRC}reserves:front-matter-near-miss",
        ["yaml_front_matter", "near_miss", "record_created_at_stays", "cue"],
    )


@pos
def _telegram_update(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the Telegram support bot of Quokka Wallet. Reply to the message text.

{{
  {v("delivery_id", '"update_id": ' + g.digits(9) + ",")}
  "message": {{
    {v("message_id", '"message_id": ' + g.digits(6) + ",")}
    "from": {{"id": 5518820913, "language_code": "en"}},
    "chat": {{"id": 5518820913, "type": "private"}},
    {v("epoch", '"date": ' + str(epoch_s(t)) + ",")}
    "text": "I sent USDT on TRC20 to my ERC20 address by mistake, tx {g.hex(64)} - can you recover it?"
  }}
}}
Assistant:""",
        f"{SRC}deposits:telegram-update",
        ["json_pretty", "telegram", "delivery_received", "message_id", "epoch_s", "cue"],
    )


@pos
def _tax_lots_today_sentence(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""You help customers of Ferro Exchange read their cost-basis report. {v("datetime", "Today is " + long_date(t) + ".")} The
report uses FIFO and the tax year 2025/26.

Lot  Acquired             Asset  Qty     Cost (GBP)
L1   2021-05-12 09:14:02  BTC    0.2000  7,420.00
L2   2023-11-30 17:48:55  BTC    0.1500  4,905.10
L3   2025-08-02 11:02:41  BTC    0.0500  3,312.75

User: If I sell 0.25 BTC now, which lots go first?
Assistant:""",
        f"{SRC}tax:today-sentence",
        ["sentence", "long_date", "lot_dates_stay", "cue"],
    )


@pos
def _custody_amzn_trace(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
X-Api-Version: 2025-04-01
You are the custody operations assistant. Summarise the policy check failure for the operator.

Operator: this withdrawal from cold storage got blocked, why?

policy_check id=pc_{g.hex(12)} vault=cold-2 rule=quorum_3_of_5 approvals=2 result=DENY
approvers: k.ito@{iso_space(g.before(t, 1, 2))}Z, a.rahman@{iso_space(g.before(t, 0, 1))}Z
Assistant:""",
        f"{SRC}custody:amzn-trace",
        ["aws_trace", "api_version_stays", "pasted_policy_line", "cue"],
    )


@pos
def _bare_epoch_first(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("epoch", str(epoch_ms(t)))}
You are the fee explainer of Sable Exchange. Maker 0.08%, taker 0.10%, 25% off when paying fees in SBL.

User: I bought 2 ETH at 3,050 USDT as a taker and paid fees in SBL. How much was the fee?
Assistant:""",
        f"{SRC}fees:bare-epoch-first",
        ["bare_value", "epoch_ms", "head", "cue"],
    )


@pos
def _bare_ksuid_last(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the wallet recovery helper of Nimbus Wallet. Never ask for the seed phrase.

User: I lost my phone. I have my 12 words written down. How do I get my wallet back on a new phone?

{v("session_id", g.ksuid(t))}""",
        f"{SRC}wallets:bare-ksuid-last",
        ["bare_value", "ksuid", "tail"],
    )


@pos
def _bare_offset_time_before_cue(g: Gen100) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""You are the card-to-crypto purchase assistant of Lumenpay. Purchases above USD 1,000 need 3DS.

User: My card purchase of 0.02 BTC failed with "3DS timeout". Should I retry?

{v("datetime", rfc3339(t))}
Assistant:""",
        f"{SRC}purchases:bare-time-tail",
        ["bare_value", "rfc3339_offset", "tail", "cue"],
    )


@pos
def _sent_from_app_footer(g: Gen100) -> Draft:
    t = g.moment_eu()
    zone = "Central European Summer Time" if t.tzname() == "CEST" else "Central European Standard Time"
    return Draft(
        f"""You are the in-app help of Vaultly. Keep answers under 80 words.

User: Why do I need to wait 24 hours before withdrawing to a newly added address?

— sent via Vaultly for iOS {v("datetime", "at " + js_tostring(t, zone))}""",
        f"{SRC}withdrawals:sent-via-footer",
        ["footer", "phrase", "js_tostring", "tail"],
    )


@pos
def _grpc_metadata(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""grpc metadata:
  :authority: risk-llm.internal:8443
  {v("request_id", "x-request-id: " + g.uuid4())}
  {v("epoch", "x-client-sent-ns: " + str(epoch_us(t) * 1000 + g.small(0, 999)))}
  x-caller: withdrawal-risk-svc

Classify the withdrawal risk as LOW, MEDIUM or HIGH with one reason.

withdrawal: 9,800 USDT to {g.tron()} (address first seen 2 hours ago, account age 3 days, new device)
Label:""",
        f"{SRC}withdrawals:grpc-metadata",
        ["grpc", "uuid4", "epoch_ns", "indented_header", "cue"],
    )


@pos
def _traceparent_bot_console(g: Gen100) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
You are the strategy assistant of the Kiteline bot console. Explain parameters; never recommend position sizes.

User: what does "trailing_stop_positive_offset" do in my config?

  "trailing_stop": true,
  "trailing_stop_positive": 0.01,
  "trailing_stop_positive_offset": 0.025
Assistant:""",
        f"{SRC}bots:traceparent",
        ["traceparent", "head", "config_stays", "cue"],
    )


@pos
def _otc_iso_week(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""OTC desk limits assistant.
{v("datetime", "Current week: " + iso_week(t))}
Weekly settlement limit per client: USD 2,000,000. Limits reset Monday 00:00 UTC.

Client: We settled 1.4M on Tuesday and 450k yesterday. Can we do another 300k block today?
Assistant:""",
        f"{SRC}otc:iso-week",
        ["iso_week", "header_line", "cue"],
    )


@pos
def _nonce_signed_call_preview(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""The balance call below was made for this answer; explain the result to the user.

call: GET /v2/balances account=main
{v("nonce", "nonce: " + str(epoch_us(t)))}
{v("signature", "sig: " + g.b64url(32))}
result: BTC 0.30120000 (available 0.28120000, on hold 0.02000000 for open order O-{g.digits(9)})

User: why can't I withdraw all 0.3012 BTC?
Assistant:""",
        f"{SRC}balances:signed-call",
        ["nonce", "signature", "tool_payload_stays", "cue"],
    )


@pos
def _es_sof_bank_transfer(g: Gen100) -> Draft:
    t = g.moment(timezone(timedelta(hours=-5), "COT"))
    return Draft(
        f"""Eres el asistente de verificación de origen de fondos de Cóndor Exchange. Responde en español y sé concreto.
{v("datetime", "Sello de tiempo del servidor: " + rfc3339(t))}
{v("session_id", "Id. de la conversación: " + g.uuid4())}

Usuario: Me piden justificar este ingreso antes de liberar mi retiro. ¿Basta con este extracto?

Fecha operación   Concepto                                  Importe (COP)
2025-12-02        TRANSF. HERENCIA NOTARIA 14 BOGOTA        +48.300.000,00
2025-12-03        COMPRA USDT CONDOR EXCHANGE               -20.000.000,00
2025-12-09        COMPRA USDT CONDOR EXCHANGE               -15.000.000,00""",
        f"{SRC}kyc:es-sof-statement",
        ["non_english", "spanish", "rfc3339_offset", "uuid4", "statement_stays"],
    )


@pos
def _ja_deposit_history(g: Gen100) -> Draft:
    t = g.moment(JST)
    d0 = g.before(t, 24, 48)
    return Draft(
        f"""あなたは暗号資産取引所「ミナト」の入金サポートです。丁寧な日本語で回答してください。
{v("datetime", "受付時刻：" + f"{t:%Y年%m月%d日 %H:%M:%S}")}
{v("request_id", "照会ID：" + g.hex(20))}

お客様：XRPを送ったのに残高に反映されません。入金履歴はこうなっています。

日時                 通貨  数量    状態      宛先タグ
{d0:%Y/%m/%d %H:%M:%S}  XRP   1,500   保留中    (なし)
{(d0 - timedelta(days=12)):%Y/%m/%d %H:%M:%S}  XRP   800     完了      30871142

何が原因でしょうか？""",
        f"{SRC}deposits:ja-history",
        ["non_english", "japanese", "fullwidth_colon", "hex", "history_stays"],
    )


@pos
def _ko_kyc_recheck(g: Gen100) -> Draft:
    t = g.moment(KST)
    r0 = g.before(t, 24 * 300, 24 * 360)
    return Draft(
        f"""당신은 코인마루 거래소의 본인인증 도우미입니다. 한국어로 짧게 답하세요.
{v("datetime", "접속 시각: " + f"{t:%Y-%m-%d %H:%M:%S} KST")}
{v("token", "세션 토큰: " + g.b64url(24))}

사용자: 작년에 인증했는데 왜 또 하라고 하나요? 제 인증 기록입니다.

인증 ID: KYC-{g.digits(9)}
인증일시: {r0:%Y-%m-%d %H:%M:%S}
인증 방법: 신분증 + 얼굴 인증
유효기간: {iso_date(r0 + timedelta(days=365))}""",
        f"{SRC}kyc:ko-recheck",
        ["non_english", "korean", "b64url", "record_stays"],
    )


@pos
def _zh_account_freeze(g: Gen100) -> Draft:
    t = g.moment(CST8)
    f0 = g.before(t, 24 * 2, 24 * 4)
    return Draft(
        f"""你是链桥交易所的客服助手，请用简体中文回答，不要透露风控规则细节。
{v("datetime", "服务器时间：" + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("request_id", "请求编号：" + g.uuid7(t))}

用户：我的账户被冻结了，这是我收到的通知，怎么解冻？

【账户冻结通知】
冻结编号：FRZ{g.digits(10)}
冻结时间：{f0:%Y-%m-%d %H:%M:%S}
冻结原因：司法协助冻结（公安机关协查）
涉及金额：USDT 8,620.00""",
        f"{SRC}freezes:zh-notice",
        ["non_english", "chinese", "fullwidth_colon", "uuid7", "notice_stays"],
    )


@pos
def _ru_staking_footer(g: Gen100) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник по стейкингу биржи «Полярис». Отвечай по-русски.

Пользователь: Почему награда за ETH меньше, чем обещанные 3,5% годовых? Вот выписка:

дата        актив  начислено     ставка
2026-02-01  ETH    0.00028411    3.1%
2026-02-02  ETH    0.00028390    3.1%
2026-02-03  ETH    0.00027902    3.0%

--
{v("datetime", "Сформировано: " + unix_date(t))}
{v("session_id", "Сессия: " + g.ksuid(t))}""",
        f"{SRC}staking:ru-footer",
        ["non_english", "russian", "footer", "unix_date", "ksuid", "statement_stays"],
    )


@pos
def _ar_wrong_network(g: Gen100) -> Draft:
    t = g.moment(GST)
    stamp = f"{t:%Y-%m-%d %H:%M:%S}".translate(ARABIC_INDIC)
    return Draft(
        f"""أنت مساعد الدعم في منصة «صقر» لتداول العملات الرقمية. أجب باللغة العربية.
{v("datetime", "وقت الخادم: " + stamp)}
{v("request_id", "معرّف الطلب: " + g.hex(24))}

المستخدم: أرسلت USDT عبر شبكة BEP20 إلى عنوان إيداع ERC20. هذه تفاصيل التحويل:
الشبكة: BSC
المبلغ: 4,000 USDT
رقم المعاملة: {g.tx()}
وقت التحويل: 2026-03-02 19:44:10
هل يمكن استرجاع المبلغ؟""",
        f"{SRC}deposits:ar-wrong-network",
        ["non_english", "arabic", "arabic_indic_digits", "hex", "transfer_stays"],
    )


@pos
def _hi_p2p_tail(g: Gen100) -> Draft:
    t = g.moment(IST)
    stamp = f"{t:%d-%m-%Y %H:%M:%S}".translate(DEVANAGARI)
    return Draft(
        f"""आप टाइगरबिट एक्सचेंज के P2P सहायक हैं। हिंदी में जवाब दें।

उपयोगकर्ता: मैंने UPI से ₹85,000 भेजे, UTR 6120 8833 4102, पर विक्रेता ने USDT रिलीज़ नहीं किया। ऑर्डर 24 मिनट पहले
का है। अब क्या करूँ?

{v("datetime", "सर्वर समय: " + stamp)}""",
        f"{SRC}disputes:hi-tail",
        ["non_english", "hindi", "devanagari_digits", "tail", "utr_stays"],
    )


@pos
def _tr_api_permissions(g: Gen100) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Sen Boğaz Borsa'nın API yardımcısısın. Türkçe cevap ver.
{v("datetime", "Sunucu saati: " + f"{t:%d.%m.%Y %H:%M:%S}")}
{v("session_id", "Oturum: " + g.nanoid())}

Kullanıcı: Botum "Invalid API-key, IP, or permissions for action" hatası veriyor. Anahtar ayarlarım şöyle:

Etiket: arbitraj-bot
Oluşturulma: 2025-12-14 22:10:05
İzinler: Okuma, Spot işlem
IP kısıtlaması: 85.105.44.12

Bot şu an 85.105.44.19 adresinden bağlanıyor.""",
        f"{SRC}api-keys:tr-permissions",
        ["non_english", "turkish", "nanoid", "key_settings_stay"],
    )


@pos
def _vi_wrong_chain_head(g: Gen100) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""{v("datetime", "Thời điểm truy vấn: " + f"{t:%H:%M:%S %d/%m/%Y}")}
Bạn là trợ lý hỗ trợ nạp tiền của sàn Sao Việt. Trả lời bằng tiếng Việt.

Người dùng: Tôi nạp 0,8 BNB nhưng chọn nhầm mạng. Lịch sử giao dịch của ví:
- Mã giao dịch: {g.tx()}
- Thời gian: 2026-01-18 21:07:33
- Mạng: opBNB
- Trạng thái: Thành công

Tiền của tôi có mất không?""",
        f"{SRC}deposits:vi-head",
        ["non_english", "vietnamese", "head", "wallet_history_stays"],
    )


@pos
def _de_staking_tax(g: Gen100) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Du bist der Steuer-Export-Assistent von Nordkoin. Keine Steuerberatung, nur Erklärungen zum Export.
{v("datetime", "Abrufzeitpunkt: " + f"{t:%d.%m.%Y, %H:%M:%S} Uhr")}

Nutzer: Warum stehen im Export zwei Zeilen für denselben Tag?

Zeitstempel;Vorgang;Asset;Menge;Wert EUR
2025-07-14T00:00:05+02:00;Staking-Belohnung;DOT;0,4120;2,88
2025-07-14T00:00:05+02:00;Staking-Belohnung;DOT;0,0031;0,02
2025-07-15T00:00:04+02:00;Staking-Belohnung;DOT;0,4117;2,91""",
        f"{SRC}staking:de-export",
        ["non_english", "german", "export_stays"],
    )


@pos
def _fr_freeze_conversation_id(g: Gen100) -> Draft:
    t = g.moment()
    return Draft(
        f"""Tu es l'assistant conformité de Lys Exchange. Réponds en français, sans jargon.
{v("datetime", "Horodatage de la requête : " + rfc3339(t, 3))}
{v("session_id", "Identifiant de conversation : " + g.uuid4())}

Client : Mon compte est bloqué depuis le courriel ci-dessous. Que dois-je envoyer ?

Objet : Demande de justificatifs - dossier LYS-KYC-{g.digits(6)}
Envoyé le : 3 février 2026 à 09:41
Merci de nous transmettre un justificatif de l'origine des fonds pour le dépôt de 35 000 EUR du 28 janvier 2026.""",
        f"{SRC}freezes:fr-email",
        ["non_english", "french", "space_colon", "uuid4", "email_stays"],
    )


@pos
def _pt_pix_epoch(g: Gen100) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Você é o assistente da corretora Jabuti Cripto. Responda em português do Brasil.
{v("epoch", "Carimbo do servidor: " + str(epoch_s(t)))}

Cliente: Fiz um Pix de R$ 2.500,00 para depositar e não caiu. Comprovante:
Data/hora: 11/02/2026 22:14:51
ID da transação: E{g.digits(8)}20260211{g.b62(11)}
Destinatário: JABUTI CRIPTO LTDA
Chave: deposito@jabuti.example

O Pix foi feito de uma conta no nome da minha esposa.""",
        f"{SRC}deposits:pt-pix",
        ["non_english", "portuguese", "epoch_s", "receipt_stays"],
    )


@pos
def _id_staking_server_time(g: Gen100) -> Draft:
    t = g.moment(WIB)
    return Draft(
        f"""Kamu asisten staking di bursa Garuda Koin. Jawab dalam bahasa Indonesia.

Pengguna: Kenapa saldo staking SOL saya berkurang? Riwayatnya:

waktu                 jenis         jumlah
2026-02-10 07:00:12   reward        +0.0121
2026-02-11 07:00:09   reward        +0.0119
2026-02-11 15:32:40   unstake       -5.0000

{v("datetime", "Waktu server: " + f"{t:%d/%m/%Y %H.%M.%S} WIB")}""",
        f"{SRC}staking:id-tail",
        ["non_english", "indonesian", "dotted_time", "tail", "history_stays"],
    )


@pos
def _th_buddhist_era(g: Gen100) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยของกระดานเทรดสยามคอยน์ ตอบเป็นภาษาไทย
{v("datetime", "เวลาปัจจุบัน: " + f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S}")}

ผู้ใช้: ทำไมถอน THB ไม่ได้ ขึ้นว่า "บัญชีถูกระงับการถอนชั่วคราว" ตั้งแต่วันที่ 2 มี.ค. 2569 เวลา 10:15 น.""",
        f"{SRC}freezes:th-now",
        ["non_english", "thai", "buddhist_era", "date_in_message_stays"],
    )


@pos
def _he_withdraw_limit(g: Gen100) -> Draft:
    t = g.moment(timezone(timedelta(hours=2), "IST-IL"))
    return Draft(
        f"""אתה עוזר התמיכה של בורסת "ארז". ענה בעברית.
{v("datetime", "שעת השרת: " + f"{t:%d.%m.%Y %H:%M:%S}")}
{v("session_id", "מזהה שיחה: " + g.objectid(t))}

משתמש: למה מגבלת המשיכה היומית שלי ירדה ל-10,000 ש"ח? קיבלתי את ההודעה הזו ב-14.02.2026 בשעה 08:03.""",
        f"{SRC}withdrawals:he-limit",
        ["non_english", "hebrew", "objectid", "date_in_message_stays"],
    )


@pos
def _fa_p2p_request_time(g: Gen100) -> Draft:
    t = g.moment(IRST)
    stamp = f"{t:%Y/%m/%d %H:%M:%S}".translate(PERSIAN)
    return Draft(
        f"""{v("datetime", "زمان درخواست: " + stamp)}
تو دستیار پشتیبانی صرافی «سیمرغ» هستی. به فارسی پاسخ بده.

کاربر: سفارش فروش تتر من با شماره ۸۸۱۲۰۴ ساعت ۱۴:۲۰ ثبت شد ولی هنوز پول به حسابم واریز نشده.""",
        f"{SRC}disputes:fa-head",
        ["non_english", "persian", "persian_digits", "head", "order_in_message_stays"],
    )


@pos
def _sw_mpesa_p2p(g: Gen100) -> Draft:
    t = g.moment(EAT)
    return Draft(
        f"""Wewe ni msaidizi wa soko la P2P la Simba Exchange. Jibu kwa Kiswahili.
{v("datetime", "Muda wa seva: " + f"{t:%d/%m/%Y %H:%M:%S}")}

Mtumiaji: Nimelipa kwa M-Pesa lakini muuzaji anasema hajapokea. Ujumbe wangu wa M-Pesa:
"SBK7Q2XH4L Confirmed. Ksh25,000.00 sent to JOHN KAMAU 0712345678 on 9/3/26 at 4:12 PM. New M-PESA balance is Ksh3,118.40."
Nifanye nini?""",
        f"{SRC}disputes:sw-mpesa",
        ["non_english", "swahili", "sms_stays"],
    )


@pos
def _uk_freeze_json_head(g: Gen100) -> Draft:
    t = g.moment(timezone(timedelta(hours=2), "EET"))
    return Draft(
        f"""{{"app":"dnipro-support",{v("datetime", '"chas_zapytu":"' + rfc3339(t) + '",')}"lang":"uk"}}
Ти помічник підтримки біржі «Дніпро». Відповідай українською.

Користувач: Мені заблокували виведення після входу з нового телефону. Ось лист:
Тема: Виведення тимчасово обмежено
Дата: 21.01.2026 23:58
Причина: зміна пристрою, обмеження на 48 годин.
Коли я зможу вивести кошти?""",
        f"{SRC}freezes:uk-json-head",
        ["non_english", "ukrainian", "json_inline", "email_stays"],
    )


@pos
def _pl_bot_xml_attr(g: Gen100) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<kontekst aplikacja="wisla-bot" {v("datetime", 'znacznik="' + py_iso(t) + '"')} {v("request_id", 'zadanie="' + g.uuid7(t) + '"')} jezyk="pl"/>
Jesteś asystentem bota handlowego Wisła. Odpowiadaj po polsku.

Użytkownik: Bot kupił BTC dwa razy w tej samej minucie. Log:
2026-02-17 10:31:02,118 INFO order filled buy 0.004 BTC @ 96 210.5 id=77120
2026-02-17 10:31:44,902 INFO order filled buy 0.004 BTC @ 96 188.0 id=77121
Czy to błąd?""",
        f"{SRC}bots:pl-xml-attrs",
        ["non_english", "polish", "xml_attr", "py_iso", "uuid7", "log_stays"],
    )


# --- the generated family: bodies with a pasted record, one program field in three positions ------------------

POSITIONS = ["head", "system_tail", "after_user", "footer", "front_matter", "json_head", "xml_attr"]


def _value(g: Gen100, kind: str, t: datetime) -> tuple[str, bool]:
    """A value of `kind` for the moment `t`, and whether it is a bare number."""
    table: dict[str, Callable[[], tuple[str, bool]]] = {
        "rfc3339": lambda: (rfc3339(t), False),
        "rfc3339_ms": lambda: (rfc3339(t, 3), False),
        "http": lambda: (http_date(t), False),
        "iso_space": lambda: (iso_space(t), False),
        "iso_utc": lambda: (iso_space(t) + " UTC", False),
        "windows": lambda: (windows_general(t), False),
        "js_iso": lambda: (js_iso(t), False),
        "go_nano": lambda: (go_nano(t, g.small(1, 999)), False),
        "dotnet": lambda: (dotnet_o(t, g.small(1, 9)), False),
        "py_logging": lambda: (py_logging(t), False),
        "py_str": lambda: (py_str(t), False),
        "rfc2822": lambda: (rfc2822(t), False),
        "ctime": lambda: (ctime(t), False),
        "dmy": lambda: (f"{t:%d/%m/%Y %H:%M:%S}", False),
        "dmy_dot": lambda: (f"{t:%d.%m.%Y %H:%M:%S}", False),
        "dmy_dot_min": lambda: (f"{t.astimezone(TRT):%d.%m.%Y %H:%M}", False),
        "hms_dmy": lambda: (f"{t:%H:%M:%S %d/%m/%Y}", False),
        "ja": lambda: (f"{t.astimezone(JST):%Y年%m月%d日 %H時%M分%S秒}", False),
        "ko": lambda: (f"{t.astimezone(KST):%Y.%m.%d %H:%M:%S}", False),
        "ru": lambda: (f"{t.astimezone(MSK):%d.%m.%Y %H:%M:%S} МСК", False),
        "epoch_s": lambda: (str(epoch_s(t)), True),
        "epoch_ms": lambda: (str(epoch_ms(t)), True),
        "epoch_us": lambda: (str(epoch_us(t)), True),
        "uuid4": lambda: (g.uuid4(), False),
        "uuid7": lambda: (g.uuid7(t), False),
        "ulid": lambda: (g.ulid(t), False),
        "ksuid": lambda: (g.ksuid(t), False),
        "nanoid": lambda: (g.nanoid(), False),
        "hex24": lambda: (g.hex(24), False),
        "hex32": lambda: (g.hex(32), False),
        "b64url": lambda: (g.b64url(18), False),
        "traceparent": lambda: (g.traceparent(), False),
    }
    return table[kind]()


def _line(label: str, value: str) -> str:
    return f"{label}{value}" if label.endswith("：") else f"{label} {value}"


def _field(position: str, label: str, key: str, value: str, number: bool, cue: str | None) -> str:
    """The field as the position writes it, marked when `cue` is given."""
    if position == "front_matter":
        text = f"{key}: {value}" if number else f'{key}: "{value}"'
    elif position == "json_head":
        text = f'"{key}":{value},' if number else f'"{key}":"{value}",'
    elif position == "xml_attr":
        text = f'{key}="{value}"'
    else:
        text = _line(label, value)
    return v(cue, text) if cue else text


def _compose(body: dict[str, Any], position: str, field_text: str) -> str:
    system, user, app, lang = body["system"], body["user"], body["app"], body["lang"]
    cue = "\nAssistant:" if lang == "en" else ""
    core = f"{system}\n\n{user}"
    if position == "head":
        return f"{field_text}\n{core}{cue}"
    if position == "system_tail":
        return f"{system}\n{field_text}\n\n{user}{cue}"
    if position == "after_user":
        return f"{core}\n\n{field_text}{cue}"
    if position == "footer":
        return f"{core}\n\n--\n{field_text}"
    if position == "front_matter":
        return f"---\napp: {app}\n{field_text}\n---\n{core}{cue}"
    if position == "json_head":
        return f'{{"app":"{app}",{field_text}"lang":"{lang}"}}\n{core}{cue}'
    assert position == "xml_attr"
    return f'<request app="{app}" {field_text} lang="{lang}"/>\n{core}{cue}'


def _bodies(g: Gen100, base: datetime) -> list[dict[str, Any]]:
    """The family's bodies; each `user` holds a record the user pasted, with its own times and ids, all
    before `base`."""

    def at(h: int) -> datetime:
        return g.before(base, h, h + 30)

    d1, d2 = at(50), at(20)
    deposits = (
        "Time (UTC),Coin,Network,Amount,TxID,Status\n"
        f"{iso_space(d1)},BTC,BTC,0.0412,{g.hex(64)},Credited\n"
        f"{iso_space(d2)},BTC,BTC,0.2500,{g.hex(64)},Pending (1/2)"
    )
    w = at(10)
    withdrawal = (
        "withdrawal:\n"
        f"  id: {g.ulid(w)}\n"
        f"  created: {rfc3339(w)}\n"
        "  asset: ETH\n"
        f"  to: {g.eth()}\n"
        "  status: rejected\n"
        "  reason: address_screening"
    )
    k = at(100)
    kyc = (
        "{\n"
        f'  "applicantId": "{g.objectid(k)}",\n'
        '  "reviewStatus": "completed",\n'
        '  "reviewResult": {"reviewAnswer": "RED", "rejectLabels": ["DOCUMENT_DAMAGED", "SELFIE_MISMATCH"]},\n'
        f'  "createdAt": "{iso_space(k)}+0000",\n'
        f'  "reviewDate": "{iso_space(k + timedelta(minutes=41, seconds=17))}+0000"\n'
        "}"
    )
    a1, a2 = at(24 * 200), at(24 * 9)
    keys = (
        "| Name | Created | Last used | Withdraw |\n|---|---|---|---|\n"
        f"| rebalance | {iso_space(a1)} | {iso_space(at(3))} | no |\n"
        f"| old-laptop | {iso_space(a2)} | {iso_space(at(2))} | yes |"
    )
    b = at(6)
    botlog = "\n".join(
        f"{py_logging(b + timedelta(seconds=s))} - freqtrade.{mod} - {lvl} - {msg}"
        for s, mod, lvl, msg in [
            (0, "worker", "INFO", "Bot heartbeat. PID=2211, version='2025.12', state='RUNNING'"),
            (
                14,
                "freqtradebot",
                "INFO",
                "Long signal found: about create a new trade for SOL/USDT with stake_amount: 50.0",
            ),
            (15, "exchange.exchange", "WARNING", "Insufficient balance for order, available 31.2 USDT"),
        ]
    )
    s0 = at(24 * 3)
    staking = "epoch_ms,asset,reward,validator\n" + "\n".join(
        f"{epoch_ms(s0 + timedelta(hours=6 * i))},AVAX,0.{g.digits(5)},NodeID-{g.b58(8)}" for i in range(3)
    )
    f0 = at(30)
    fills = "\n".join(
        f"ts={rfc3339(f0 + timedelta(milliseconds=ms), 6)} trade_id={g.digits(9)} side=buy px={px} qty=0.5 liq=taker"
        for ms, px in [(0, "142.10"), (12, "142.55"), (19, "149.80")]
    )
    e0 = at(14)
    email = (
        "From: Compliance <compliance@granite.example>\n"
        f"Date: {rfc2822(e0)}\n"
        f"Message-ID: <{g.uuid4()}@granite.example>\n"
        "Subject: Your account has been restricted\n\n"
        "We have restricted withdrawals while we review recent activity. Please reply with the requested documents."
    )
    tr0 = at(40)
    tron = "\n".join(
        f'{{"txID":"{g.hex(64)}","block_timestamp":{epoch_ms(tr0 + timedelta(minutes=m))},"from":"{g.tron()}","to":"{g.tron()}","amount":"{amt}","token":"USDT"}}'
        for m, amt in [(0, "250.000000"), (3, "1.000000")]
    )
    sf = at(24 * 5)
    form = (
        f"Submission Date: {sf:%b %d, %Y %H:%M:%S}\n"
        f"Submission ID: {g.digits(19)}\n"
        "Full name: Priya Raman\n"
        "Source of funds: Business income\n"
        "Annual income bracket: 100k-250k\n"
        "Business: Raman Textiles (sole trader)"
    )
    r0 = at(28)
    retiro = (
        f'{{"id_retiro": "{g.ulid(r0)}", "fecha_creacion": "{rfc3339(r0)}", "activo": "USDT", '
        f'"red": "TRC20", "monto": "3.400,00", "estado": "en_revision", "motivo": "monto_inusual"}}'
    )
    z0 = at(24 * 2)
    auszug = "Datum;Uhrzeit;Asset;Belohnung;Validator\n" + "\n".join(
        f"{(z0 + timedelta(days=i)):%d.%m.%Y};{(z0 + timedelta(days=i, seconds=i * 7)):%H:%M:%S};ATOM;0,0{g.digits(4)};cosmosvaloper1{g.hex(6)}"
        for i in range(3)
    )
    p0 = at(24 * 4)
    releve = (
        "Date d'opération | Libellé | Montant\n"
        f"{p0:%d/%m/%Y} | VIR SEPA VERS LYNX EXCHANGE REF {g.b62(10).upper()} | -2 500,00 EUR\n"
        f"{(p0 + timedelta(days=1)):%d/%m/%Y} | VIR SEPA RETOUR LYNX EXCHANGE | +2 500,00 EUR"
    )
    j0 = at(60)
    shukkin = (
        "申請日時            通貨  数量     状態\n"
        f"{j0:%Y/%m/%d %H:%M:%S}  ETH   0.75     審査中\n"
        f"{(j0 - timedelta(days=20)):%Y/%m/%d %H:%M:%S}  ETH   0.20     完了"
    )
    c0 = at(24 * 30)
    kr_keys = (
        "키 이름: 자동매매\n"
        f"생성일시: {c0:%Y-%m-%d %H:%M:%S}\n"
        "권한: 조회, 주문\n"
        f"허용 IP: 121.134.20.7\n"
        f"만료일: {iso_date(c0 + timedelta(days=60))}"
    )
    q0 = at(24)
    zhiya = (
        "{\n"
        f'  "订单号": "STK{g.digits(12)}",\n'
        '  "币种": "ETH",\n'
        '  "年化收益率": "3.2%",\n'
        f'  "发放时间": "{q0:%Y-%m-%d %H:%M:%S}",\n'
        '  "本期收益": "0.000412"\n'
        "}"
    )
    m0 = at(5)
    spor = "\n".join(
        f"[{(m0 + timedelta(minutes=mm)):%d.%m.%Y %H:%M}] {who}: {msg}"
        for mm, who, msg in [
            (0, "Покупатель", "оплатил 50 000 ₽ через СБП"),
            (4, "Продавец", "деньги не пришли, проверьте реквизиты"),
            (16, "Покупатель", f"чек отправил, номер операции A60{g.digits(12)}"),
        ]
    )
    k0 = at(24 * 2)
    kyc_pt = (
        f"protocolo: KYC-BR-{g.digits(7)}\n"
        f"enviado_em: {k0:%d/%m/%Y %H:%M:%S}\n"
        "documento: CNH digital\n"
        "status: pendente de análise manual\n"
        "observação: selfie com baixa iluminação"
    )
    t0 = at(26)
    eposta = (
        "Kimden: Uyum Ekibi <uyum@marmara.example>\n"
        f"Tarih: {t0:%d.%m.%Y %H:%M}\n"
        "Konu: Hesabınız geçici olarak donduruldu\n\n"
        "Hesabınızda olağan dışı giriş tespit ettik. Kimlik doğrulaması tamamlanana kadar çekimler durduruldu."
    )
    n0 = at(9)
    naptien = (
        f"Mã nạp: NT{g.digits(10)}\n"
        f"Thời gian tạo: {n0:%d/%m/%Y %H:%M:%S}\n"
        "Đồng: USDT (BEP20)\n"
        "Số lượng: 1.200\n"
        f"TxHash: {g.tx()}\n"
        "Trạng thái: Chờ xác nhận (8/15)"
    )

    def en(lead: str, record: str, q: str) -> str:
        return f"User: {lead}\n\n{record}\n\n{q}"

    return [
        dict(
            key="deposit-csv",
            lang="en",
            app="harborx",
            tags=["csv", "deposits"],
            system="You are HarborX deposit support. Explain confirmation rules: BTC needs 2 confirmations.",
            user=en(
                "Here is my deposit history export:",
                deposits,
                "The second deposit has been pending for hours. Is something wrong?",
            ),
            fields=[
                ("head", "datetime", "ledgerclock:", "ledgerclock", "rfc3339_ms"),
                ("after_user", "request_id", "rq:", "rq", "uuid7"),
                ("json_head", "session_id", "Conv:", "conv", "nanoid"),
            ],
            stable=("footer", "Min confirmations:", "min_conf", "2"),
        ),
        dict(
            key="withdraw-yaml",
            lang="en",
            app="cobalt-desk",
            tags=["yaml", "withdrawals"],
            system="You are the Cobalt withdrawals assistant. Explain rejections without revealing screening vendors.",
            user=en(
                "The app shows this when I tap the withdrawal:",
                withdrawal,
                "Why was it rejected, and can I retry to the same address?",
            ),
            fields=[
                ("system_tail", "datetime", "Pulse:", "pulse", "http"),
                ("front_matter", "request_id", "Relay:", "relay", "ksuid"),
                ("xml_attr", "epoch", "Minted:", "minted", "epoch_ms"),
            ],
            stable=("head", "Fee schedule:", "fee_schedule", "2026-01"),
        ),
        dict(
            key="kyc-vendor",
            lang="en",
            app="idv-helper",
            tags=["json", "kyc"],
            system="You explain identity-verification outcomes to Aster Exchange customers in plain words.",
            user=en("My verification failed. Support sent me this:", kyc, "What exactly do I need to redo?"),
            fields=[
                ("head", "trace_id", "Beacon:", "beacon", "hex32"),
                ("footer", "datetime", "Stamp (gw):", "stamp", "iso_utc"),
                ("after_user", "session_id", "Thread key:", "thread_key", "uuid4"),
            ],
            stable=("system_tail", "Verification vendor:", "vendor", "IDV-2"),
        ),
        dict(
            key="api-keys",
            lang="en",
            app="keyguard",
            tags=["markdown_table", "api_keys"],
            system="You are KeyGuard, the API key security helper of Pillar Exchange.",
            user=en(
                "These are my keys:",
                keys,
                "I got a login alert from a country I've never been to. What should I do with these keys?",
            ),
            fields=[
                ("system_tail", "datetime", "Local clock:", "local_clock", "windows"),
                ("json_head", "request_id", "Rid:", "rid", "hex32"),
                ("footer", "epoch", "tickAt:", "tickAt", "epoch_s"),
            ],
            stable=("xml_attr", "Plan:", "plan", "Pro"),
        ),
        dict(
            key="bot-log",
            lang="en",
            app="tradebot-helper",
            tags=["log", "bots"],
            system="You help people debug their open-source trading bot. Quote the log line you rely on.",
            user=en("Below is what the bot printed:", botlog, "Why didn't it open the SOL trade?"),
            fields=[
                ("head", "datetime", "edge.ts:", "edge_ts", "js_iso"),
                ("xml_attr", "session_id", "Sess:", "sess", "ulid"),
                ("after_user", "datetime", "Served at:", "served_at", "go_nano"),
            ],
            stable=("front_matter", "Strategy:", "strategy", "SampleStrategy v3"),
        ),
        dict(
            key="staking-csv",
            lang="en",
            app="summit-stake",
            tags=["csv", "epoch", "staking"],
            system="You explain AVAX staking rewards for Summit. Rewards accrue every 6 hours.",
            user=en(
                "Rewards export from the last days:",
                staking,
                "Are these three payouts the right size for 120 AVAX staked?",
            ),
            fields=[
                ("front_matter", "datetime", "Now:", "now", "rfc3339"),
                ("system_tail", "request_id", "Correlation:", "correlation", "uuid7"),
                ("head", "epoch", "T-ms:", "t_ms", "epoch_ms"),
            ],
            stable=("json_head", "Validator set:", "validator_set", "2026-Q1"),
        ),
        dict(
            key="fills-logfmt",
            lang="en",
            app="dispute-desk",
            tags=["logfmt", "disputes"],
            system="You help customers understand slippage on market orders. Refund decisions are made by staff.",
            user=en(
                "My colleague sent this from the trade log:",
                fills,
                "Why did the last fill come 5% higher than the first?",
            ),
            fields=[
                ("after_user", "datetime", "Clock read:", "clock_read", "dotnet"),
                ("footer", "request_id", "Job:", "job", "ksuid"),
                ("json_head", "epoch", "Sent:", "sent", "epoch_us"),
            ],
            stable=("head", "Venue:", "venue", "spot, matching engine v5"),
        ),
        dict(
            key="freeze-email",
            lang="en",
            app="granite-care",
            tags=["email", "freezes"],
            system="You are Granite's account-restriction assistant. Be calm and list next steps.",
            user=en(
                "I received this email:", email, "What documents will they want, and how long does this take?"
            ),
            fields=[
                ("head", "datetime", "Intake:", "intake", "py_logging"),
                ("system_tail", "request_id", "Mailbox fetch:", "mailbox_fetch", "uuid4"),
                ("front_matter", "session_id", "Handoff:", "handoff", "b64url"),
            ],
            stable=("after_user", "Locale:", "locale", "en-GB"),
        ),
        dict(
            key="tron-history",
            lang="en",
            app="palm-wallet",
            tags=["json_lines", "wallet"],
            system="You are the Palm Wallet assistant. Explain transfers; you cannot reverse them.",
            user=en(
                "Wallet history, newest last:",
                tron,
                "Why did someone send me 1 USDT right after my transfer?",
            ),
            fields=[
                ("xml_attr", "datetime", "Now:", "now", "rfc3339"),
                ("after_user", "request_id", "Relay id:", "relay_id", "ulid"),
                ("footer", "datetime", "Rendered:", "rendered", "ctime"),
            ],
            stable=("system_tail", "Network:", "network", "TRON mainnet"),
        ),
        dict(
            key="sof-form",
            lang="en",
            app="sof-review",
            tags=["form_export", "kyc"],
            system="You help compliance analysts check source-of-funds forms for gaps.",
            user=en(
                "Form export for the case:", form, "Is anything missing for a business-income declaration?"
            ),
            fields=[
                ("head", "session_id", "Case pull:", "case_pull", "uuid7"),
                ("after_user", "datetime", "Evaluated at:", "evaluated_at", "http"),
                ("xml_attr", "epoch", "Ts:", "ts", "epoch_s"),
            ],
            stable=("front_matter", "Questionnaire:", "questionnaire", "SOF-v4 (2025-10-01)"),
        ),
        dict(
            key="es-retiro",
            lang="es",
            app="pampa-retiros",
            tags=["json", "withdrawals", "spanish"],
            system="Eres el asistente de retiros de Pampa Exchange. Responde en español.",
            user=f"Usuario: Mi retiro sigue en revisión. Esto es lo que me muestra la app:\n\n{retiro}\n\n¿Cuánto tarda la revisión?",
            fields=[
                ("head", "datetime", "Hora del sistema:", "hora", "iso_space"),
                ("footer", "request_id", "Id. de solicitud:", "id_solicitud", "uuid4"),
                ("json_head", "datetime", "Ahora:", "ahora", "rfc3339"),
            ],
            stable=("system_tail", "Límite diario:", "limite", "10.000 USDT"),
        ),
        dict(
            key="de-auszug",
            lang="de",
            app="nordstake",
            tags=["csv", "staking", "german"],
            system="Du erklärst Staking-Belohnungen bei Nordstake. Antworte auf Deutsch.",
            user=f"Nutzer: Hier ist der Auszug:\n\n{auszug}\n\nWarum schwanken die Beträge von Tag zu Tag?",
            fields=[
                ("system_tail", "datetime", "Jetzt:", "jetzt", "rfc2822"),
                ("after_user", "request_id", "Vorgangs-ID:", "vorgang", "ulid"),
                ("xml_attr", "epoch", "Zeit:", "zeit", "epoch_ms"),
            ],
            stable=("head", "Mandant:", "mandant", "privat-de"),
        ),
        dict(
            key="fr-depot",
            lang="fr",
            app="lynx-depots",
            tags=["statement", "deposits", "french"],
            system="Tu es l'assistant dépôts de Lynx Exchange. Réponds en français.",
            user=f"Client : Mon virement est revenu. Voici mon relevé :\n\n{releve}\n\nPourquoi ?",
            fields=[
                ("head", "datetime", "Date et heure :", "date_heure", "dmy"),
                ("json_head", "request_id", "Id requête :", "id_requete", "uuid7"),
                ("after_user", "session_id", "Session :", "session", "ksuid"),
            ],
            stable=("footer", "Version du modèle de réponse :", "version", "3.2"),
        ),
        dict(
            key="ja-shukkin",
            lang="ja",
            app="sakura-support",
            tags=["table", "withdrawals", "japanese"],
            system="あなたはサクラ取引所の出金サポートです。日本語で答えてください。",
            user=f"お客様：出金がずっと審査中です。\n\n{shukkin}\n\nいつ完了しますか？",
            fields=[
                ("system_tail", "datetime", "現在日時：", "genzai", "ja"),
                ("footer", "request_id", "リクエスト番号：", "req_no", "hex24"),
                ("front_matter", "epoch", "ts:", "ts", "epoch_s"),
            ],
            stable=("after_user", "対応言語：", "gengo", "日本語"),
        ),
        dict(
            key="ko-keys",
            lang="ko",
            app="hangang-api",
            tags=["record", "api_keys", "korean"],
            system="당신은 한강거래소의 API 도우미입니다. 한국어로 답하세요.",
            user=f"사용자: 제 API 키 정보입니다.\n\n{kr_keys}\n\n만료되면 봇이 바로 멈추나요?",
            fields=[
                ("head", "datetime", "현재 시각:", "hyeonjae", "ko"),
                ("after_user", "request_id", "요청 번호:", "yocheong", "uuid4"),
                ("xml_attr", "session_id", "세션:", "sess", "nanoid"),
            ],
            stable=("json_head", "지역:", "region", "kr"),
        ),
        dict(
            key="zh-zhiya",
            lang="zh",
            app="lingxi-stake",
            tags=["json", "staking", "chinese"],
            system="你是灵犀交易所的质押助手，请用中文回答。",
            user=f"用户：这是我的收益记录：\n\n{zhiya}\n\n为什么这期收益比上期少？",
            fields=[
                ("front_matter", "datetime", "Now:", "now", "rfc3339"),
                ("system_tail", "trace_id", "追踪编号：", "zhuizong", "traceparent"),
                ("footer", "datetime", "生成时间：", "shengcheng", "iso_space"),
            ],
            stable=("head", "产品线：", "chanpin", "质押"),
        ),
        dict(
            key="ru-spor",
            lang="ru",
            app="volga-p2p",
            tags=["chat_log", "disputes", "russian"],
            system="Ты помощник по спорам P2P биржи «Волга». Отвечай по-русски.",
            user=f"Пользователь: Вот переписка по сделке:\n\n{spor}\n\nЧто мне делать дальше?",
            fields=[
                ("head", "datetime", "Сейчас:", "seichas", "ru"),
                ("footer", "request_id", "Номер запроса:", "zapros", "ulid"),
                ("json_head", "session_id", "Сессия:", "sessiya", "uuid4"),
            ],
            stable=("system_tail", "Регион:", "region", "RU-CIS"),
        ),
        dict(
            key="pt-kyc",
            lang="pt",
            app="ipe-kyc",
            tags=["yaml_like", "kyc", "portuguese"],
            system="Você é o assistente de verificação da Ipê Exchange. Responda em português.",
            user=f"Cliente: Minha verificação está parada:\n\n{kyc_pt}\n\nPreciso reenviar a selfie?",
            fields=[
                ("system_tail", "datetime", "Agora:", "agora", "dmy"),
                ("xml_attr", "request_id", "Req:", "req", "ksuid"),
                ("after_user", "epoch", "Marca temporal:", "marca", "epoch_ms"),
            ],
            stable=("front_matter", "Fila:", "fila", "kyc-nivel-2"),
        ),
        dict(
            key="tr-dondurma",
            lang="tr",
            app="marmara-destek",
            tags=["email", "freezes", "turkish"],
            system="Sen Marmara Borsa'nın destek asistanısın. Türkçe yanıt ver.",
            user=f"Kullanıcı: Bu e-postayı aldım:\n\n{eposta}\n\nNe yapmam gerekiyor?",
            fields=[
                ("head", "datetime", "Şu an:", "su_an", "dmy_dot_min"),
                ("after_user", "session_id", "Oturum kimliği:", "oturum", "uuid7"),
                ("footer", "epoch", "Zaman damgası:", "zaman", "epoch_s"),
            ],
            stable=("xml_attr", "Bölge:", "bolge", "TR"),
        ),
        dict(
            key="vi-naptien",
            lang="vi",
            app="song-hong",
            tags=["record", "deposits", "vietnamese"],
            system="Bạn là trợ lý nạp tiền của sàn Sông Hồng. Trả lời bằng tiếng Việt.",
            user=f"Người dùng: Lệnh nạp của tôi:\n\n{naptien}\n\nKhi nào tiền vào tài khoản?",
            fields=[
                ("json_head", "datetime", "Bây giờ:", "bay_gio", "rfc3339"),
                ("system_tail", "request_id", "Mã yêu cầu:", "ma_yeu_cau", "hex32"),
                ("footer", "datetime", "Giờ máy chủ:", "gio_may_chu", "hms_dmy"),
            ],
            stable=("head", "Khu vực:", "khu_vuc", "VN"),
        ),
    ]


def generated(g: Gen100) -> tuple[list[Draft], list[Draft]]:
    """Each body in three positions with one program field, and once with a stable value only."""
    positives: list[Draft] = []
    negatives: list[Draft] = []
    base = g.moment()
    for body in _bodies(g, base):
        for position, cue, label, key, kind in body["fields"]:
            t = base + timedelta(seconds=g.small(60, 8 * 3600), microseconds=g.small(1, 999_999))
            value, number = _value(g, kind, t)
            text = _compose(body, position, _field(position, label, key, value, number, cue))
            positives.append(
                Draft(
                    text,
                    f"{SRC}generated:{body['key']}:{position}",
                    ["generated", position, kind, body["lang"], *body["tags"]],
                )
            )
        position, label, key, value = body["stable"]
        assert position not in {f[0] for f in body["fields"]}
        text = _compose(body, position, _field(position, label, key, value, False, None))
        negatives.append(
            Draft(
                text,
                f"{SRC}neg:generated:{body['key']}:{position}",
                ["hard_negative", "generated", "stable_value", position, body["lang"], *body["tags"]],
            )
        )
    return positives, negatives


# --- negatives: records the user pastes, in many placements ---------------------------------------------------

SYS = (
    "You are the support assistant of a cryptocurrency exchange. Answer from the material the user gives you."
)
ACK = {
    "en": "Got it. What would you like to know?",
    "es": "Recibido. ¿Qué quieres saber?",
    "de": "Danke, ich habe es. Was möchtest du wissen?",
    "ja": "承知しました。何を確認しますか？",
    "ru": "Принято. Что нужно выяснить?",
    "pt": "Recebido. O que você quer saber?",
}


def _place(placement: str, block: str, ask: str, intro: str, lang: str) -> str:
    if placement == "q_above":
        return f"{ask}\n\n{block}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{block}\n{ask}"
    if placement == "lead_then_q":
        return f"{intro}\n\n{block}\n\n{ask}"
    if placement == "q_then_lead":
        return f"{ask} {intro}\n\n{block}"
    if placement == "earlier_user":
        return f"User: {intro}\n\n{block}\nAssistant: {ACK[lang]}\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"User: {intro}\nAssistant: Here it is:\n\n{block}\n\nUser: {ask}\nAssistant:"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYS}<|im_end|>\n<|im_start|>user\n{intro}\n\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYS}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model"
    if placement == "phi3":
        return f"<|user|>\n{intro}\n{block}\n{ask}<|end|>\n<|assistant|>"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return f'Answer from the document.\n\n<document source="user-upload">\n{block}\n</document>\n\nQuestion: {ask}\nAnswer:'
    if placement == "tool_obs":
        return (
            f"Question: {ask}\nThought: I should read the file the user attached.\nAction: read_attachment\n"
            f"Observation:\n{block}\nThought:"
        )
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}\n\n{quoted}\n\n{ask}"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}\n\n{indented}\n\n{ask}"
    if placement == "system_user":
        return f"{SYS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "very_end", placement
    return f"{SYS}\n\nUser: {ask} {intro}\n\n{block}"


def _pasted(g: Gen100) -> list[tuple[str, str, str, str, str, str, list[str]]]:
    """(source, placement, block, ask, intro, lang, tags), each record its own scenario."""
    now = g.moment()

    def at(h: int) -> datetime:
        return g.before(now, h, h + 40)

    a, b, c, d, e, f, h, i, j, k = (at(n) for n in (3, 8, 20, 30, 50, 70, 100, 150, 200, 300))
    out: list[tuple[str, str, str, str, str, str, list[str]]] = []

    def add(
        source: str, placement: str, block: str, ask: str, intro: str, lang: str, tags: list[str]
    ) -> None:
        out.append((source, placement, block, ask, intro, lang, tags))

    add(
        "deposit-api-json",
        "q_above",
        f"""{{
  "id": "{g.digits(18)}",
  "amount": "0.7500",
  "coin": "ETH",
  "network": "ARBITRUM",
  "status": 1,
  "address": "{g.eth()}",
  "txId": "{g.tx()}",
  "insertTime": {epoch_ms(a)},
  "completeTime": "{iso_space(a + timedelta(minutes=3, seconds=12))}",
  "confirmTimes": "12/12"
}}""",
        "When did this deposit actually get credited to my account?",
        "",
        "en",
        ["json_pretty", "epoch_ms", "deposit"],
    )
    add(
        "withdrawal-csv",
        "block_first",
        f"""Date(UTC),Coin,Network,Amount,Fee,Address,TXID,Status
{iso_space(b)},USDT,TRX,500,1,{g.tron()},{g.hex(64)},Completed
{iso_space(c)},USDT,ETH,500,4.2,{g.eth()},{g.tx()},Completed
{iso_space(d)},USDT,TRX,1200,1,{g.tron()},,Cancelled""",
        "Why was the fee so much higher on the second one?",
        "",
        "en",
        ["csv", "withdrawal", "block_at_start"],
    )
    add(
        "kyc-webhook-debug",
        "lead_then_q",
        f"""POST /webhooks/kyc HTTP/1.1
Host: api.ourapp.example
Content-Type: application/json
X-Payload-Digest: {g.hex(64)}
X-Idv-Timestamp: {epoch_s(e)}
X-Idv-Delivery: {g.uuid4()}

{{"type":"applicantReviewed","applicantId":"{g.objectid(e)}","reviewResult":{{"reviewAnswer":"GREEN"}},"createdAtMs":"{iso_space(e)}.{g.digits(3)}"}}""",
        'Our handler rejects every one of these with "timestamp outside tolerance". What is wrong with the timestamp check?',
        "I'm debugging our verification webhook. This is a captured delivery from our staging logs:",
        "en",
        ["near_miss", "webhook_pasted", "http", "delivery_headers"],
    )
    add(
        "withdraw-email-headers",
        "q_then_lead",
        f"""Received: from mx3.mailhost.example (mx3.mailhost.example [198.51.100.23])
        by inbound.example with ESMTPS id {g.hex(12)}; {rfc2822(f)}
DKIM-Signature: v=1; a=rsa-sha256; d=exchange-secure-login.example; s=s1; b={g.b64url(30)}
From: "Exchange Security" <no-reply@exchange-secure-login.example>
Date: {rfc2822(f)}
Message-ID: <{g.uuid4()}@exchange-secure-login.example>
Subject: Confirm your withdrawal of 2.4 BTC""",
        "Is this email really from my exchange?",
        "Here are the headers my mail app shows:",
        "en",
        ["email_headers", "phishing_check"],
    )
    order = g.ulid(h)
    add(
        "ccxt-bot-log",
        "earlier_user",
        "\n".join(
            f"{rfc3339(h + timedelta(seconds=s), 3).replace('Z', '+00:00')} [{lvl}] {msg}"
            for s, lvl, msg in [
                (0, "info", f"fetch_order {order} status=open"),
                (30, "info", f"fetch_order {order} status=open"),
                (61, "error", "RequestTimeout: binance GET https://api.binance.com/api/v3/order 10000 ms"),
            ]
        ),
        "Does the timeout mean the order was lost?",
        "Here's my bot output from last night:",
        "en",
        ["log", "ulid", "earlier_turn"],
    )
    add(
        "gateway-nonce-logfmt",
        "fenced",
        "\n".join(
            [
                f'ts={rfc3339(a, 6)} level=info msg="signed request" path=/0/private/Balance nonce={epoch_us(a)}',
                f'ts={rfc3339(a + timedelta(milliseconds=2), 6)} level=info msg="signed request" path=/0/private/OpenOrders nonce={epoch_us(a) - 5}',
                f'ts={rfc3339(a + timedelta(milliseconds=90), 6)} level=error msg="EAPI:Invalid nonce" path=/0/private/OpenOrders',
            ]
        ),
        "My two workers share one API key. Why does the second call fail with Invalid nonce?",
        "",
        "en",
        ["logfmt", "nonce_pasted", "epoch_us"],
    )
    add(
        "carf-xml",
        "rag_doc",
        f"""<CryptoAssetReport version="1.0">
  <MessageRefId>CARF-{g.hex(10).upper()}</MessageRefId>
  <Timestamp>{rfc3339(j)}</Timestamp>
  <ReportingPeriod>2025-12-31</ReportingPeriod>
  <Transaction>
    <Type>CARF401</Type>
    <Asset>BTC</Asset>
    <Units>0.35</Units>
    <Value currCode="EUR">21840.00</Value>
  </Transaction>
</CryptoAssetReport>""",
        "Which reporting period does this report cover, and what transaction type is CARF401?",
        "",
        "en",
        ["xml", "tax_report"],
    )
    add(
        "staking-epoch-table",
        "q_above",
        f"""| epoch | reward (ETH) | paid at (unix) |
|---|---|---|
| 412088 | 0.000021 | {epoch_s(b)} |
| 412089 | 0.000020 | {epoch_s(b) + 384} |
| 412090 | 0.000000 | {epoch_s(b) + 768} |""",
        "Why did my validator earn nothing in epoch 412090?",
        "",
        "en",
        ["markdown_table", "epoch_s", "staking"],
    )
    add(
        "bot-config-yaml",
        "lead_then_q",
        f"""bot:
  id: {g.ksuid(k)}
  created: {rfc3339(k)}
  pair: BTC/EUR
  grid_levels: 40
  lower: 78000
  upper: 102000
  updated: {rfc3339(c)}""",
        "Is 40 levels too many for a range this narrow?",
        "Below is what the bot platform returned when I exported my bot:",
        "en",
        ["yaml", "ksuid", "record_head"],
    )
    add(
        "curl-429",
        "typed_under",
        f"""< HTTP/2 429
< date: {http_date(a)}
< content-type: application/json
< retry-after: 7
< x-request-id: {g.uuid4()}
< x-ratelimit-remaining: 0
{{"code":-1003,"msg":"Too many requests; current limit is 1200 request weight per 1 MINUTE."}}""",
        "how long do I wait before retrying and how do I avoid this?",
        "",
        "en",
        ["http", "curl", "request_id_pasted"],
    )
    add(
        "eth-receipt",
        "tool_obs",
        f"""{{
  "transactionHash": "{g.tx()}",
  "blockNumber": "0x{g.hex(7)}",
  "status": "0x0",
  "gasUsed": "0x5208",
  "from": "{g.eth()}",
  "to": "{g.eth()}",
  "logs": []
}}""",
        "Did my withdrawal to the DEX contract succeed?",
        "",
        "en",
        ["json_pretty", "receipt"],
    )
    add(
        "mempool-entry",
        "indented",
        f"""{{
  "vsize": 141,
  "weight": 561,
  "time": {epoch_s(a)},
  "height": {g.small(880000, 940000)},
  "descendantcount": 1,
  "fees": {{"base": 0.00000282, "modified": 0.00000282}},
  "bip125-replaceable": true
}}""",
        "Can I bump the fee on this, and what fee rate did I pay?",
        "The node's getmempoolentry for my stuck withdrawal:",
        "en",
        ["json_pretty", "epoch_s", "node_output"],
    )
    add(
        "freeze-letter",
        "q_above",
        f"""Ref: LE-{g.digits(6)}/2026
Date: {long_date(e)}

Pursuant to the production order dated 12 February 2026, the exchange has placed a hold on account U-{g.digits(8)}
effective {iso_space(e)} UTC. The hold will remain until further notice from the requesting authority.""",
        "My account was frozen with this letter. Can the exchange tell me who requested it?",
        "",
        "en",
        ["letter", "freeze"],
    )
    add(
        "order-history",
        "very_end",
        f"""Order ID    Created                    Updated                    Type         Side  Price    Filled  Status
{g.digits(10)}  {rfc3339(c, 3)}  {rfc3339(c + timedelta(milliseconds=412), 3)}  STOP_MARKET  SELL  -        0.30    FILLED
{g.digits(10)}  {rfc3339(d, 3)}  {rfc3339(d, 3)}  LIMIT        BUY   59,800   0.00    CANCELED""",
        "My stop sold far below the trigger.",
        "This is the order history:",
        "en",
        ["table", "disputed_trade", "very_end"],
    )
    add(
        "webhook-dashboard-log",
        "lead_then_q",
        f"""Delivery ID                           Event                Status  Sent at
{g.uuid4()}  charge:confirmed     200     {rfc3339(b)}
{g.uuid4()}  charge:pending       500     {rfc3339(b - timedelta(minutes=4))}
{g.uuid4()}  charge:created       500     {rfc3339(b - timedelta(minutes=9))}""",
        "Which ones failed, and will they be retried?",
        "My colleague sent this from the payments dashboard:",
        "en",
        ["webhook_log", "uuid4"],
    )
    add(
        "event-stream-ksuid",
        "chatml",
        "\n".join(
            f'{{"id":"{g.ksuid(i + timedelta(minutes=m))}","type":"{ev}","at":"{rfc3339(i + timedelta(minutes=m))}","user":"u_5531"}}'
            for m, ev in [(0, "kyc.started"), (6, "kyc.document_uploaded"), (7, "kyc.liveness_failed")]
        ),
        "Did this user finish KYC? If not, where did they drop off?",
        "Events from our analytics stream:",
        "en",
        ["json_lines", "ksuid"],
    )
    add(
        "closure-form",
        "q_above",
        f"""Response ID: {g.b62(12)}
Submitted: {e:%m/%d/%Y %I:%M:%S %p}
Account email: r.ng@example.com
Reason for closure: Moving to self-custody
Remaining balance: 0.013 BTC
Withdrawal address: {g.btc()}""",
        "Summarise this closure request and flag anything we must check before closing.",
        "",
        "en",
        ["form_export", "record_head"],
    )
    add(
        "slack-ops-export",
        "earlier_assistant",
        "\n".join(
            [
                f"[{iso_space(a)}] ops-bot: hot wallet ETH balance 12.4 (threshold 25) ts={epoch_s(a)}.{g.digits(6)}",
                f"[{iso_space(a + timedelta(minutes=2))}] dana: refilling from warm, tx pending",
                f"[{iso_space(a + timedelta(minutes=19))}] dana: refill confirmed, queue draining",
            ]
        ),
        "Did withdrawals pause during the refill?",
        "Show me the #wallet-ops thread from this morning.",
        "en",
        ["slack_export", "earlier_assistant"],
    )
    add(
        "audit-log-uuid7",
        "system_user",
        "\n".join(
            f'{{"id":"{g.uuid7(h + timedelta(minutes=m))}","time":"{rfc3339(h + timedelta(minutes=m))}","actor":"{who}","action":"{act}","key":"ak_live_Qe81"}}'
            for m, who, act in [
                (0, "lee@corp", "api_key.created"),
                (12, "lee@corp", "api_key.permissions.updated withdraw=true"),
                (13, "svc-bot", "withdrawal.requested"),
            ]
        ),
        "Who enabled withdrawals on this key, and how soon after was a withdrawal made?",
        "",
        "en",
        ["json_lines", "uuid7", "audit_log"],
    )
    add(
        "login-history",
        "q_then_lead",
        f"""Time                 IP               Location        Device
{iso_space(a)}  102.89.33.14     Lagos, NG       iPhone 15
{iso_space(b)}  185.220.101.7    Unknown (Tor)   Chrome on Windows
{iso_space(c)}  102.89.33.14     Lagos, NG       iPhone 15""",
        "Which login was not me?",
        "This is my login history:",
        "en",
        ["table", "login_history"],
    )
    add(
        "otc-confirmation",
        "phi3",
        f"""TRADE CONFIRMATION  OTC-{g.digits(7)}
Trade date: {iso_date(d)}  Time: {d:%H:%M:%S} UTC
Client buys 25.000 BTC at USD 97,412.50
Settlement: T+1, DvP via custody account
Ref: {g.hex(16)}""",
        "What is the total notional and when does it settle?",
        "Our OTC desk sent this:",
        "en",
        ["confirmation", "otc"],
    )
    add(
        "ics-kyc-call",
        "gemma",
        f"""BEGIN:VCALENDAR
BEGIN:VEVENT
UID:{g.uuid4()}@kyc-calls.example
DTSTAMP:{e:%Y%m%dT%H%M%SZ}
DTSTART:{(e + timedelta(days=2)):%Y%m%dT%H%M%SZ}
SUMMARY:Video identification call
END:VEVENT
END:VCALENDAR""",
        "When is my video KYC call in Lagos time?",
        "",
        "en",
        ["ics", "dtstamp"],
    )
    add(
        "tax-csv",
        "mistral",
        f"""Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee,TxHash
{iso_space(k)},1.0,ETH,3104.22,USDC,2.10,{g.tx()}
{iso_space(j)},3104.22,USDC,0.0331,BTC,1.90,""",
        "How do I label these two rows for my tax software?",
        "",
        "en",
        ["csv", "tax"],
    )
    add(
        "ticket-export",
        "q_above",
        f"""{{
  "id": {g.digits(8)},
  "created_at": "{rfc3339(f)}",
  "updated_at": "{rfc3339(b)}",
  "subject": "Withdrawal stuck 3 days",
  "status": "pending",
  "tags": ["withdrawal", "escalated"]
}}""",
        "Draft a reply to this ticket apologising for the delay.",
        "",
        "en",
        ["json_pretty", "record_head", "ticket"],
    )
    add(
        "jwt-decode",
        "typed_under",
        g.jwt(a, "user_8812"),
        "what's inside this token and when does it expire?",
        "",
        "en",
        ["jwt_pasted"],
    )
    add(
        "por-leaf",
        "llama3",
        f"""{{"snapshot_time": "{rfc3339(h)}", "leaf_hash": "{g.hex(64)}", "balances": {{"BTC": "0.08", "ETH": "1.2"}}, "nonce": "{g.hex(16)}"}}""",
        "How do I verify that my balance is included in this proof-of-reserves snapshot?",
        "",
        "en",
        ["json_inline", "reserves"],
    )
    add(
        "liquidation-notice",
        "lead_then_q",
        f"""Position: BTCUSDT perpetual, long, 10x
Opened: {rfc3339(f, 3)}
Liquidated: {rfc3339(c, 3)}
Mark price at liquidation: 88,104.2
Insurance fund contribution: 12.04 USDT""",
        "Why was I liquidated if the last price never touched my liquidation price?",
        "Here is the export from the futures app:",
        "en",
        ["record", "liquidation"],
    )
    add(
        "debug-bot-prompt",
        "q_above",
        f"""You are Coinly's support bot.
Current time: {iso_space(d)}
Session: {g.nanoid()}
Answer in English.""",
        "Our bot keeps telling users the wrong date. This is the prompt it received, from the debug console - what is wrong with it?",
        "",
        "en",
        ["near_miss", "pasted_prompt"],
    )
    add(
        "envelope-debug",
        "lead_then_q",
        f"""{{
  "delivery": "{g.ulid(b)}",
  "delivered_at": "{rfc3339(b, 6)}",
  "topic": "account.restriction.lifted",
  "payload": {{"account": "U-{g.digits(8)}", "lifted_at": "{rfc3339(b)}"}}
}}""",
        "Our consumer ignores this event. Is the envelope well formed?",
        "I'm testing our compliance consumer; this is the message it dropped:",
        "en",
        ["near_miss", "envelope_pasted"],
    )
    add(
        "fix-reject",
        "fenced",
        f"8=FIX.4.4|9=201|35=8|49=EXCH|56=CLIENT7|34={g.small(1000, 9999)}|52={c:%Y%m%d-%H:%M:%S}.{g.small(100, 999)}|37=NONE|11={g.b62(12)}|150=8|39=8|58=Price outside band|10=071|",
        "Why did the exchange reject my order? Decode the important tags.",
        "",
        "en",
        ["fix", "sending_time"],
    )
    add(
        "whitelist-kv",
        "quoted",
        "\n".join(
            [
                f"at={rfc3339(k)} event=whitelist.add address={g.btc()} label=ledger by=user",
                f"at={rfc3339(d)} event=whitelist.add address={g.btc()} label=new by=user",
                f"at={rfc3339(d + timedelta(seconds=40))} event=withdrawal.request amount=1.9 asset=BTC",
            ]
        ),
        "Why was my withdrawal held for 24 hours?",
        "From the security log in my account settings:",
        "en",
        ["key_value", "security_log"],
    )
    add(
        "kyt-alert",
        "q_above",
        f"""alert_id: KYT-{g.hex(8)}
created: {rfc3339(a)}
direction: received
asset: USDT
amount: 9,950
counterparty_category: gambling (high risk)
score: 8.1""",
        "Explain this alert to the customer without naming the monitoring vendor.",
        "",
        "en",
        ["yaml_like", "record_head", "aml"],
    )
    add(
        "slashing-log",
        "block_first",
        "\n".join(
            [
                f"{py_logging(h)} WARN  validator 0x{g.hex(8)} missed attestation slot {g.digits(8)}",
                f"{py_logging(h + timedelta(seconds=12))} ERROR slashing: double vote detected, slashed=true",
            ]
        ),
        "Is my staked ETH gone?",
        "",
        "en",
        ["log", "slashing"],
    )
    # other languages
    add(
        "es-staking-extracto",
        "earlier_user",
        f"""fecha;activo;recompensa;estado
{iso_space(c)};ADA;1,204;pagado
{iso_space(d)};ADA;1,198;pagado
{iso_space(e)};ADA;0,000;pendiente""",
        "¿Por qué la última está pendiente?",
        "Te pego el extracto de staking:",
        "es",
        ["csv", "spanish"],
    )
    add(
        "de-konto-gesperrt",
        "q_above",
        f"""Von: Sicherheit <sicherheit@bergkoin.example>
Datum: {rfc2822(b)}
Message-ID: <{g.hex(20)}@bergkoin.example>
Betreff: Ihr Konto wurde vorübergehend gesperrt

Wir haben ungewöhnliche Anmeldungen festgestellt. Bitte bestätigen Sie Ihre Identität innerhalb von 7 Tagen.""",
        "Ist diese E-Mail echt, und was passiert nach den 7 Tagen?",
        "",
        "de",
        ["email", "german"],
    )
    add(
        "fr-retraits-json",
        "q_above",
        f"""[
  {{"id": "{g.ulid(c)}", "horodatage": "{rfc3339(c)}", "montant": "0,15 BTC", "statut": "envoyé"}},
  {{"id": "{g.ulid(d)}", "horodatage": "{rfc3339(d)}", "montant": "0,40 BTC", "statut": "en attente"}}
]""",
        "Pourquoi le deuxième retrait est-il encore en attente ?",
        "",
        "fr",
        ["json", "french"],
    )
    add(
        "ja-login",
        "earlier_user",
        f"""日時                  IPアドレス       端末
{a:%Y/%m/%d %H:%M:%S}   203.0.113.88     iPhone
{b:%Y/%m/%d %H:%M:%S}   45.142.120.9     Windows / Chrome""",
        "二つ目のログインは私ではありません。どうすればいいですか？",
        "ログイン履歴です。",
        "ja",
        ["table", "japanese"],
    )
    add(
        "ko-history",
        "q_above",
        f"""거래일시             구분   자산  수량     상태
{c:%Y.%m.%d %H:%M:%S}  입금   XRP   2,000    완료
{a:%Y.%m.%d %H:%M:%S}  출금   XRP   1,990    처리중""",
        "출금이 왜 아직 처리중인가요?",
        "",
        "ko",
        ["table", "korean"],
    )
    add(
        "zh-deposit-json",
        "block_first",
        f"""{{"币种":"USDT","网络":"TRC20","数量":"3000","到账时间":"{a:%Y-%m-%d %H:%M:%S}","TxID":"{g.hex(64)}","状态":"已到账"}}""",
        "这笔充值显示已到账，为什么我的可用余额没有变化？",
        "",
        "zh",
        ["json_inline", "chinese"],
    )
    add(
        "ru-bot-log",
        "lead_then_q",
        "\n".join(
            [
                f"{b:%d.%m.%Y %H:%M:%S} [INFO] ордер {g.digits(9)} размещён: продажа 0.02 BTC",
                f"{(b + timedelta(seconds=3)):%d.%m.%Y %H:%M:%S} [ОШИБКА] недостаточно средств",
            ]
        ),
        "Почему бот пишет «недостаточно средств», если BTC на счёте есть?",
        "Вот лог бота:",
        "ru",
        ["log", "russian"],
    )
    add(
        "pt-extrato",
        "system_user",
        f"""data_hora,tipo,ativo,valor
{iso_space(e)},deposito,BRL,1500.00
{iso_space(d)},compra,BTC,0.0028
{iso_space(c)},saque,BTC,0.0028""",
        "Por que o saque de BTC ainda não chegou na minha carteira?",
        "",
        "pt",
        ["csv", "portuguese"],
    )
    add(
        "tr-p2p-order",
        "q_then_lead",
        f"""Sipariş no: {g.digits(18)}
Oluşturulma: {c:%d.%m.%Y %H:%M:%S}
Tutar: 15.000 TRY
Durum: Ödeme bekleniyor
Satıcı: kripto_ali""",
        "Satıcı 40 dakikadır cevap vermiyor, ne yapmalıyım?",
        "Sipariş detayları şöyle:",
        "tr",
        ["record", "turkish"],
    )
    add(
        "ar-freeze-notice",
        "q_above",
        f"""إشعار تجميد الحساب
رقم الإشعار: {g.digits(8)}
التاريخ: {f"{b:%Y-%m-%d %H:%M}".translate(ARABIC_INDIC)}
السبب: طلب من جهة تنظيمية""",
        "متى سيُرفع التجميد عن حسابي؟",
        "",
        "ar",
        ["notice", "arabic", "arabic_indic_digits"],
    )
    add(
        "hi-kyc-record",
        "typed_under",
        f"""KYC संदर्भ: {g.b62(10).upper()}
सत्यापन तिथि: {e:%d-%m-%Y %H:%M:%S}
स्थिति: अस्वीकृत — पैन कार्ड का फोटो धुंधला""",
        "अब मुझे क्या दोबारा अपलोड करना होगा?",
        "",
        "hi",
        ["record", "hindi"],
    )
    add(
        "vi-tx-history",
        "q_then_lead",
        f"""Thời gian: {b:%d/%m/%Y %H:%M:%S}
Loại: Rút
Số lượng: 0,05 BTC
Mã giao dịch: {g.hex(64)}
Trạng thái: Đã hoàn tất""",
        "Sàn nói đã hoàn tất nhưng ví tôi chưa nhận được, tại sao?",
        "Lịch sử giao dịch của tôi:",
        "vi",
        ["record", "vietnamese"],
    )
    add(
        "id-withdraw-csv",
        "block_first",
        f"""waktu,aset,jumlah,jaringan,status
{iso_space(c)},USDT,250,BEP20,berhasil
{iso_space(a)},USDT,750,BEP20,ditahan""",
        "Kenapa penarikan kedua ditahan?",
        "",
        "id",
        ["csv", "indonesian"],
    )
    add(
        "it-conferma-prelievo",
        "lead_then_q",
        f"""Da: Assistenza <assistenza@adriacoin.example>
Data: {rfc2822(d)}
Oggetto: Prelievo confermato

Il prelievo di 0,8 ETH è stato inviato. ID transazione: {g.tx()}""",
        "Perché non vedo ancora gli ETH nel mio portafoglio?",
        "Ecco la mail di conferma:",
        "it",
        ["email", "italian"],
    )
    add(
        "pl-key-yaml",
        "q_above",
        f"""klucz:
  nazwa: arbitraż
  utworzono: {rfc3339(k)}
  uprawnienia: [odczyt, handel, wypłaty]
  ostatnie_użycie: {rfc3339(a)}""",
        "Czy ten klucz jest bezpieczny, skoro ma uprawnienie do wypłat?",
        "",
        "pl",
        ["yaml", "polish"],
    )
    add(
        "uk-logins",
        "quoted",
        f"""{a:%d.%m.%Y %H:%M:%S}  вхід  Київ      Android
{b:%d.%m.%Y %H:%M:%S}  вхід  Варшава   Windows""",
        "Це не я входив з Варшави. Що робити?",
        "Журнал входів:",
        "uk",
        ["log", "ukrainian"],
    )
    add(
        "th-deposit-history",
        "q_above",
        f"""วันที่-เวลา            เหรียญ  จำนวน   สถานะ
{c:%d/%m/%Y %H:%M:%S}   BTC     0.01    สำเร็จ
{a:%d/%m/%Y %H:%M:%S}   BTC     0.03    รอยืนยัน""",
        "ทำไมรายการที่สองยังรอยืนยัน",
        "",
        "th",
        ["table", "thai"],
    )
    add(
        "nl-staking",
        "mistral",
        f"""Overzicht staking
bijgewerkt: {d:%d-%m-%Y %H:%M}
DOT ingezet: 310
Beloning deze maand: 2,41 DOT
Ontgrendeling: 28 dagen""",
        "Wanneer kan ik mijn DOT verkopen als ik nu stop met staken?",
        "",
        "nl",
        ["record", "dutch"],
    )
    add(
        "el-liquidation",
        "q_above",
        f"""Ειδοποίηση ρευστοποίησης
Ώρα: {c:%d/%m/%Y %H:%M:%S}
Θέση: ETHUSDT long 5x
Τιμή ρευστοποίησης: 2.941,10""",
        "Γιατί ρευστοποιήθηκε η θέση μου;",
        "",
        "el",
        ["notice", "greek"],
    )
    return out


def _negatives_pasted(g: Gen100) -> None:
    for source, placement, block, ask, intro, lang, tags in _pasted(g):
        text = _place(placement, block, ask, intro, lang)
        neg(text, f"pasted:{source}", ["pasted", placement, lang, *tags])


# --- negatives: stable look-alikes in program positions, and values the user types or asks about -------------


def _negatives_lookalikes(g: Gen100) -> None:
    t = g.moment()
    neg(
        """Policy: withdrawal-holds v5
Adopted: 2025-09-01
Next review: 2026-09-01

You explain withdrawal holds. New addresses: 24-hour hold. Password change: 48-hour hold.

User: I changed my password an hour ago. When can I withdraw?
Assistant:""",
        "lookalike:policy-dates",
        ["lookalike", "policy_dates"],
    )
    neg(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are a crypto glossary bot. One paragraph per term.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is a mempool?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "cutoff"],
    )
    neg(
        """<|im_start|>system
Prompt revision: 2026-02-11 (rev 14)
You are the staking FAQ assistant of Larch Exchange.
<|im_end|>
<|im_start|>user
Can I unstake SOL early?
<|im_end|>
<|im_start|>assistant""",
        "lookalike:chatml-revision",
        ["lookalike", "chatml", "authored_revision"],
    )
    neg(
        """Current time: {{current_time}}
Session: {{session_id}}
You are the deposit assistant. Fill in the template variables before sending.

User: How long do SEPA deposits take?
Assistant:""",
        "lookalike:unrendered-template",
        ["lookalike", "unrendered"],
    )
    neg(
        """Request context:
Accept-Language: de-DE,de;q=0.9
X-Api-Version: 2024-06-01
X-Client: exchange-web/5.18.2

Du hilfst bei Fragen zu Gebühren. Antworte auf Deutsch.

Nutzer: Was kostet eine SEPA-Auszahlung?""",
        "lookalike:stable-headers",
        ["lookalike", "api_version", "german"],
    )
    neg(
        """{"app":"bridge-helper","chain_id":42161,"fee_schedule":"2026-01","build":"2026.02.3"}
You explain bridge transfers between Ethereum and Arbitrum.

User: Why does withdrawing from Arbitrum to Ethereum take 7 days?
Assistant:""",
        "lookalike:json-stable",
        ["lookalike", "json_inline", "calver"],
    )
    neg(
        f"""What dates are these? {epoch_s(t)} and {epoch_ms(g.before(t, 100, 200))} - they are from my exchange's API and I can't
tell which is the deposit and which is the withdrawal.""",
        "asked:epochs",
        ["asked", "epoch_s", "epoch_ms"],
    )
    neg(
        f"""My withdrawal id is {g.uuid7(g.before(t, 20, 40))}. I read that UUIDv7 has a timestamp inside. What time does this one
encode, and does that tell me when it was requested?""",
        "asked:uuid7",
        ["asked", "uuid7"],
    )
    neg(
        """It's 23:40 here in Lagos right now. The exchange says withdrawals submitted before 00:00 UTC go out in today's
batch. Will mine make it if I submit now?""",
        "asked:own-clock",
        ["asked", "user_clock"],
    )
    neg(
        """Extract the transfer as JSON.

Example input: "Sent 0.5 BTC to cold storage on 2026-01-03 at 14:02"
Example output: {"asset": "BTC", "amount": 0.5, "date": "2026-01-03", "time": "14:02"}

Input: "Moved 1200 USDT to Kraken 2026-02-09 09:15"
Output:""",
        "asked:few-shot",
        ["few_shot", "example_dates"],
    )
    neg(
        """I requested a withdrawal 3 hours ago, and the deposit before that took 40 minutes. Support said "within 24 hours".
Should I be worried yet?""",
        "asked:relative",
        ["relative_times"],
    )
    neg(
        """The exchange says I must finish re-verification by 2026-04-30 23:59 UTC or my account will be limited to
withdrawals only. What does "limited to withdrawals only" mean in practice?""",
        "asked:deadline",
        ["deadline", "content_date"],
    )
    neg(
        f"""거래소 API가 돌려준 {epoch_ms(g.before(t, 5, 50))} 이 값은 한국 시간으로 몇 시인가요?""",
        "asked:ko-epoch",
        ["asked", "korean", "epoch_ms"],
    )
    neg(
        f"""¿Qué significa cada parte de este encabezado que aparece en los logs de mi bot?

traceparent: {g.traceparent()}""",
        "asked:es-traceparent",
        ["asked", "spanish", "traceparent"],
    )
    neg(
        """You are the fees assistant of Quay Exchange. Quote fees from the schedule only.

User: What is the fee to withdraw USDC on Solana?
Assistant:

--
Fee schedule 2026-01 · Terms v7, effective 2025-12-01""",
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms_revision"],
    )
    neg(
        """| Setting | Value |
|---|---|
| Region | EU |
| Fee tier | VIP 1 |
| Base currency | EUR |
| Knowledge cutoff | 2025-01 |

You answer questions about fee tiers.

User: How much volume do I need for VIP 2?
Assistant:""",
        "lookalike:settings-table",
        ["lookalike", "markdown_table"],
    )
    neg(
        f"""I'm in {iso_week(t)[:8]} of my savings plan and buy 50 EUR of BTC every Monday. Since week 2026-W01, how many buys is
that?""",
        "asked:iso-week",
        ["asked", "iso_week"],
    )
    neg(
        """Explain what this line from my node's debug.log means:

2026-02-14T08:11:02Z UpdateTip: new best=00000000000000000001a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7 height=902114 version=0x20000000 log2_work=95.6 tx=1153802211 date='2026-02-14T08:10:41Z' progress=1.000000 cache=94.1MiB(701223txo)""",
        "asked:node-log",
        ["asked", "node_log"],
    )


# --- assembly -------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen100(seed)
    hand = [fn(g) for fn in POS]
    gen_pos, gen_neg = generated(g)
    NEG.clear()
    _negatives_pasted(g)
    _negatives_lookalikes(g)
    return make_holdout.assemble("hold100", hand + gen_pos, list(NEG) + gen_neg, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
