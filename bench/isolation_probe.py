"""`kvroute bench isolation`: tenant isolation under attack, measured on real replicas.

Two engine replicas and a proxy with four private tenants and one group pair (`group:team`, the
positive control: members of one group share their cache), all on 127.0.0.1.

1. Randomized workload. Requests from random tenants, concurrent, each a system prompt drawn from a
   small pool of templates plus a short question, so different tenants often send identical
   prefixes. Every cached token the replica reports (`usage.prompt_tokens_details.cached_tokens`)
   and every token the proxy predicts (`x-kvroute-prefix-tokens`) is attributed: to the tenant's own
   earlier requests, to its group mate's, or else to other tenants (a leak) or to nobody (a
   measurement error). A request's possible sources are the requests sent before it completed, and
   each source explains at most the block-aligned prefix it shares with the request (token ids
   from the replicas' own tokenizer). Private tenants must show 0 tokens from other tenants; the
   group pair must show tokens from each other, which proves the measurement can see sharing.
2. Timing probe. For each trial tenant A sends a fresh document of 400-600 tokens; then, in random
   order, tenant B sends exactly A's prompt ("probe"), tenant B sends a fresh prompt of the same
   token length ("cold"), and A sends its prompt again ("hit", the positive control). Time to
   first token (streaming, first content chunk) of the three kinds is compared with two-sample
   Kolmogorov-Smirnov tests (scipy.stats.ks_2samp, exact p where it computes one). Power is
   stated by simulation: the smallest shift of the cold distribution, as a fraction of its median, that KS
   detects in 80% of simulated runs at alpha 0.05 with the same sample sizes (smoothed bootstrap
   of the measured cold times). Probe and cold of one trial have the same length, so a paired
   test (Wilcoxon signed-rank on per-trial differences) is sharper still; its power is simulated
   the same way. Documents are text, not token ids, so every cache on the way (tokenizer caches
   included) sees what an attacker's probe would make it see. A few trials first ask /debug/route
   what the probe could match on any replica (it must be 0); they are left out of the timing,
   since asking runs the proxy's pipeline on the probe's text and would warm its caches for it.

Prints a table, writes bench/out/isolation_probe.json and bench/out/isolation_probe.png (TTFT CDFs).
Exits 1 when an isolation check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import secrets
import statistics
import sys
import tempfile
import time
import urllib.error
import urllib.request
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np
import orjson
from scipy import stats

from bench.docs import measured, publish, rerun_command
from bench.procs import Proc, free_port, spawn_kvroute, wait_ready
from protocol.tokenization import Tokenizer

TITLE = "## Tenant isolation under attack"
REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out"
PRIVATE = ("alice", "bob", "carol", "dave")
GROUP = ("gina", "gus")
GROUP_SCOPE = "group:team"
ALPHA = 0.05
POWER = 0.8
KINDS = ("cold", "probe", "hit")

WORDS = ("policy customer account verify always never escalate document record confirm explain before after "
         "within days business hours identity security refund exception manager river stone engine cache prefix "
         "token block replica route tenant light garden number window signal paper orange market story north "
         "invoice payment balance contract clause renewal notice schedule transfer branch office ledger").split()
QUESTIONS = ("What should I do first?", "Summarize the rules above.", "Which exception applies here?",
             "Explain the refund part in plain words.", "Who do I escalate to?", "Is anything missing?",
             "What changes after the renewal?", "Give me the short version.")


def log(msg: str) -> None:
    print(f"[isolation] {msg}", flush=True)


# ---------------------------------------------------------------------------- tenants and processes


@dataclass(frozen=True)
class Tenancy:
    """The proxy's tenants (name -> isolation), their API keys and the proxy's own secrets."""

    isolation: dict[str, str]
    keys: dict[str, str]
    salt_key: str
    admin_key: str | None = None

    def scope(self, tenant: str) -> str:
        iso = self.isolation[tenant]
        return tenant if iso == "private" else iso

    def as_config(self, backends: Sequence[str]) -> dict[str, Any]:
        """The proxy config (as `proxy.config.parse_config` takes it) in front of `backends`."""
        return {"backends": [{"url": u} for u in backends], "salt_key": self.salt_key,
                **({"admin_key": self.admin_key} if self.admin_key else {}),
                "tenants": {t: {"api_keys": [self.keys[t]], "isolation": iso} for t, iso in self.isolation.items()}}

    def toml(self) -> str:
        lines = [f'salt_key = "{self.salt_key}"']
        if self.admin_key:
            lines.append(f'admin_key = "{self.admin_key}"')
        for name, iso in self.isolation.items():
            lines += ["", f"[tenants.{name}]", f'api_keys = ["{self.keys[name]}"]', f'isolation = "{iso}"']
        return "\n".join(lines) + "\n"


def make_tenancy(marker: str = "") -> Tenancy:
    """Four private tenants and a group pair, with fresh random keys; `marker` goes into every secret
    (tests put a canary there to find it wherever it leaks)."""
    iso = {**{t: "private" for t in PRIVATE}, **{t: GROUP_SCOPE for t in GROUP}}
    keys = {t: f"sk-{marker}{t}-{secrets.token_hex(12)}" for t in iso}
    return Tenancy(iso, keys, f"salt-{marker}{secrets.token_hex(16)}", f"adm-{marker}{secrets.token_hex(12)}")


@dataclass
class Fleet:
    """Running replicas and the proxy in front of them (its admin listener at `admin`)."""

    engines: list[Proc]
    proxy: Proc
    admin: str
    tenancy: Tenancy
    logdir: Path

    def logs(self) -> list[Path]:
        return [p.log for p in (*self.engines, self.proxy)]

    def admin_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tenancy.admin_key}"} if self.tenancy.admin_key else {}


@contextlib.contextmanager
def fleet(logdir: Path, tenancy: Tenancy, replicas: int = 2, model: str = "tiny", threads: int = 1,
          proxy_args: Sequence[str] = (), timeout: float = 300.0) -> Iterator[Fleet]:
    """`replicas` engines and a proxy with `tenancy`, on 127.0.0.1; every process is stopped on exit."""
    procs: list[Proc] = []
    try:
        for i in range(replicas):
            port = free_port()
            procs.append(spawn_kvroute(f"engine{i}", ["engine", "--model", model, "--port", str(port), "--host",
                                                       "127.0.0.1", "--threads", str(threads), "--max-num-seqs", "8"],
                                       port, logdir))
        wait_ready(procs, timeout)
        port, admin_port = free_port(), free_port()
        config = logdir / "proxy.toml"
        config.write_text(tenancy.toml())
        args = ["proxy", "--config", str(config), "--host", "127.0.0.1", "--port", str(port), "--admin-host",
                "127.0.0.1", "--admin-port", str(admin_port), *proxy_args]
        for e in procs:
            args += ["--backend", e.url]
        proxy = spawn_kvroute("proxy", args, port, logdir)
        procs.append(proxy)
        wait_ready([proxy], 60.0)
        yield Fleet(procs[:-1], proxy, f"http://127.0.0.1:{admin_port}", tenancy, logdir)
    finally:
        for p in reversed(procs):
            p.terminate(10)


def fetch_json(url: str, headers: dict[str, str] | None = None, body: Any = None, timeout: float = 30.0) -> Any:
    data = orjson.dumps(body) if body is not None else None
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json", **(headers or {})},
                                 method="POST" if data is not None else "GET")
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return orjson.loads(r.read())


def replica_tokenizer_files(fleet_: Fleet) -> dict[str, str]:
    return dict(fetch_json(fleet_.engines[0].url + "/kv/tokenizer")["files"])


def replica_tokenizer(fleet_: Fleet) -> tuple[Tokenizer, int]:
    """The replicas' tokenizer (for exact token counts) and their block size."""
    info = fetch_json(fleet_.engines[0].url + "/kv/info")
    return Tokenizer.from_files(replica_tokenizer_files(fleet_)), int(info["block_size"])


# ---------------------------------------------------------------------------- one request


@dataclass
class Answer:
    """One request's outcome as the client sees it."""

    tenant: str
    kind: str
    prompt_tokens: int
    cached_tokens: int
    predicted_tokens: int  # x-kvroute-prefix-tokens
    backend: str
    ttft_s: float | None  # streaming only: time to the first content chunk
    t_send: float
    t_done: float
    trial: int = -1
    template: int = -1
    route_predicted: int | None = None  # /debug/route's best predicted_cached_tokens for this tenant
    timed: bool = True  # False: a route-checked trial, left out of the timing statistics


def messages_of(system: str, question: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": system}, {"role": "user", "content": question}]


async def ask(session: aiohttp.ClientSession, proxy: str, key: str, messages: list[dict[str, str]], *, model: str,
              stream: bool, tenant: str = "", kind: str = "", max_tokens: int = 2) -> Answer:
    """One chat completion through the proxy; raises RuntimeError on a non-200 answer."""
    body: dict[str, Any] = {"model": model, "messages": messages, "max_tokens": max_tokens, "temperature": 0,
                            "ignore_eos": True, "stream": stream}
    if stream:
        body["stream_options"] = {"include_usage": True}
    usage: dict[str, Any] = {}
    ttft = None
    t0 = time.perf_counter()
    async with session.post(proxy + "/v1/chat/completions", data=orjson.dumps(body),
                            headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"}) as r:
        if r.status != 200:
            raise RuntimeError(f"proxy answered {r.status}: {(await r.text())[:300]}")
        predicted = int(r.headers.get("x-kvroute-prefix-tokens", "0"))
        backend = r.headers.get("x-kvroute-backend", "")
        if stream:
            async for line in r.content:
                if not line.startswith(b"data: "):
                    continue
                data = line[6:].strip()
                if data == b"[DONE]":
                    break
                chunk = orjson.loads(data)
                if ttft is None and any((c.get("delta") or {}).get("content") for c in chunk.get("choices") or ()):
                    ttft = time.perf_counter() - t0
                usage = chunk.get("usage") or usage
        else:
            usage = orjson.loads(await r.read())["usage"]
    t1 = time.perf_counter()
    cached = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0)
    return Answer(tenant, kind, int(usage.get("prompt_tokens", 0)), cached, predicted, backend, ttft, t0, t1)


def route_prediction(fleet_: Fleet, tenant: str, messages: list[dict[str, str]]) -> int:
    """The most cached tokens /debug/route predicts on any replica for `tenant` sending `messages`."""
    doc = fetch_json(f"{fleet_.admin}/debug/route?tenant={tenant}", fleet_.admin_headers(),
                     {"messages": messages, "max_tokens": 1})
    return max((int(r["predicted_cached_tokens"]) for r in doc["replicas"]), default=0)


# ---------------------------------------------------------------------------- 1. randomized workload


def words(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


def templates(n: int, seed: int, marker: str = "") -> list[str]:
    """`n` system prompts of 120-200 words, distinct from their first block on; `marker` goes into
    each (a canary, in tests)."""
    rng = random.Random(seed)
    tag = secrets.token_hex(4)
    return [f"Template {chr(65 + i)} {tag} {marker}\nHouse rules: {words(rng, rng.randint(120, 200))}"
            for i in range(n)]


@dataclass(frozen=True)
class WorkItem:
    tenant: str
    template: int
    question: str
    stream: bool


def build_workload(tenants: Sequence[str], n_templates: int, requests: int, seed: int) -> list[WorkItem]:
    rng = random.Random(seed)
    return [WorkItem(rng.choice(tenants), rng.randrange(n_templates), rng.choice(QUESTIONS), rng.random() < 0.5)
            for _ in range(requests)]


async def run_workload(proxy: str, tenancy: Tenancy, items: Sequence[WorkItem], prompts: Sequence[str], model: str,
                       concurrency: int, progress: Callable[[str], None] = log) -> list[Answer]:
    """Send `items` with at most `concurrency` in flight; answers in item order."""
    sem = asyncio.Semaphore(concurrency)
    out: list[Answer | None] = [None] * len(items)
    done = 0
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=300)) as session:
        async def one(i: int, it: WorkItem) -> None:
            nonlocal done
            async with sem:
                a = await ask(session, proxy, tenancy.keys[it.tenant], messages_of(prompts[it.template], it.question),
                              model=model, stream=it.stream, tenant=it.tenant, kind="workload")
            a.template = it.template
            out[i] = a
            done += 1
            if done % max(1, len(items) // 5) == 0 or done == len(items):
                progress(f"  workload: {done}/{len(items)} requests")

        await asyncio.gather(*(one(i, it) for i, it in enumerate(items)))
    return [a for a in out if a is not None]


def common_blocks(a: Sequence[int], b: Sequence[int], block_size: int) -> int:
    """Tokens of the block-aligned prefix `a` and `b` share."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n // block_size * block_size


@dataclass
class Attribution:
    """Cached (or predicted) tokens of one tenant's requests by whose earlier prompt could explain them."""

    requests: int = 0
    prompt_tokens: int = 0
    own: int = 0
    group_mate: int = 0
    other_tenants: int = 0  # must be 0: nobody of the tenant's scope sent that prefix before
    nobody: int = 0  # must be 0: nobody at all sent it before
    cross_requests: int = 0  # requests whose prefix only other scopes had sent before

    def add(self, tokens: int, own: int, scope: int, anyone: int) -> None:
        t_own = min(tokens, own)
        t_scope = min(tokens, max(own, scope))
        t_any = min(tokens, max(own, scope, anyone))
        self.own += t_own
        self.group_mate += t_scope - t_own
        self.other_tenants += t_any - t_scope
        self.nobody += tokens - t_any


def attribute(answers: Sequence[Answer], items: Sequence[WorkItem], prompts: Sequence[str], tenancy: Tenancy,
              tok: Tokenizer, block_size: int) -> dict[str, dict[str, Attribution]]:
    """{"cached"|"predicted": {tenant: Attribution}}; a request's sources are the other requests sent
    before it completed, each explaining the block-aligned prefix it shares with it."""
    ids = [tok.encode_chat(messages_of(prompts[it.template], it.question)) for it in items]
    out: dict[str, dict[str, Attribution]] = {"cached": {}, "predicted": {}}
    for i, (a, it) in enumerate(zip(answers, items, strict=True)):
        own = scope = anyone = 0
        for j, (b, other) in enumerate(zip(answers, items, strict=True)):
            if j == i or b.t_send >= a.t_done:
                continue
            shared = common_blocks(ids[i], ids[j], block_size)
            anyone = max(anyone, shared)
            if tenancy.scope(other.tenant) == tenancy.scope(it.tenant):
                scope = max(scope, shared)
            if other.tenant == it.tenant:
                own = max(own, shared)
        for what, tokens in (("cached", a.cached_tokens), ("predicted", a.predicted_tokens)):
            row = out[what].setdefault(it.tenant, Attribution())
            row.requests += 1
            row.prompt_tokens += a.prompt_tokens
            row.cross_requests += int(anyone > max(own, scope))
            row.add(tokens, own, scope, anyone)
    return out


def workload_failures(table: dict[str, dict[str, Attribution]], tenancy: Tenancy) -> list[str]:
    """What breaks isolation (or makes the measurement blind); empty when all holds."""
    bad = []
    for what, rows in table.items():
        for tenant, row in rows.items():
            if row.other_tenants:
                bad.append(f"{tenant}: {row.other_tenants} {what} tokens from other tenants' prompts")
            if row.nobody:
                bad.append(f"{tenant}: {row.nobody} {what} tokens no earlier prompt explains")
    cached = table["cached"]
    if not sum(r.own for r in cached.values()):
        bad.append("positive control: no tenant hit its own earlier prompts")
    group = [t for t, iso in tenancy.isolation.items() if iso.startswith("group:")]
    if group and not sum(cached[t].group_mate for t in group if t in cached):
        bad.append("positive control: the group members never hit each other's prompts")
    if not sum(r.cross_requests for t, r in cached.items() if tenancy.isolation[t] == "private"):
        bad.append("no private tenant ever sent a prefix another tenant had sent before: nothing was probed")
    return bad


def print_workload(table: dict[str, dict[str, Attribution]], tenancy: Tenancy) -> list[str]:
    lines = ["| tenant | isolation | requests | prompt tokens | cached: own | cached: group mate | "
             "cached: other tenants | requests probing others' prefixes | predicted: other tenants |",
             "|---|---|---|---|---|---|---|---|---|"]
    for tenant in tenancy.isolation:
        c, p = table["cached"].get(tenant), table["predicted"].get(tenant)
        if c is None or p is None:
            continue
        lines.append(f"| {tenant} | {tenancy.isolation[tenant]} | {c.requests} | {c.prompt_tokens} | {c.own} | "
                     f"{c.group_mate} | **{c.other_tenants}** | {c.cross_requests} | {p.other_tenants} |")
    return lines


# ---------------------------------------------------------------------------- 2. timing probe


class DocMaker:
    """Chat prompts of an exact token count: a random document as the system message, then a fixed
    question (the replicas' tokenizer counts)."""

    def __init__(self, tok: Tokenizer, question: str = "Summarize the document above.") -> None:
        self.tok = tok
        self.question = question
        self._cost = {w: len(tok.encode(" " + w, add_special_tokens=False)) for w in WORDS}
        self._one = sorted(w for w, n in self._cost.items() if n == 1) or ["a"]

    def count(self, doc: str) -> int:
        return len(self.tok.encode_chat(messages_of(doc, self.question)))

    def make(self, rng: random.Random, tokens: int) -> list[dict[str, str]]:
        """A fresh document (a random id and account numbers in it, as secrets look) whose whole chat
        prompt is exactly `tokens` tokens."""
        head = f"Case {rng.getrandbits(64):016x}:"
        parts = [head]
        total = self.count(head)
        while total < tokens - 12:
            w = f"acct-{rng.randrange(10**6):06d}" if rng.random() < 0.05 else rng.choice(WORDS)
            parts.append(w)
            total += self._cost.get(w) or len(self.tok.encode(" " + w, add_special_tokens=False))
        for _ in range(64):  # word-level counts are exact for byte-level BPE; this loop makes sure
            total = self.count(" ".join(parts))
            if total == tokens:
                return messages_of(" ".join(parts), self.question)
            if total > tokens:
                parts.pop()
            else:
                parts.extend(rng.choice(self._one) for _ in range(tokens - total))
        raise RuntimeError(f"could not build a prompt of exactly {tokens} tokens")


async def timing_probe(fleet_: Fleet, trials: int, model: str, attacker: str = "bob", victim: str = "alice",
                       lengths: tuple[int, int] = (400, 600), seed: int = 0, warmup: int = 3,
                       route_checks: int = 10, progress: Callable[[str], None] = log) -> list[Answer]:
    """Per trial: `victim` warms a fresh document, then probe / cold / hit in random order (module
    docstring); the first `warmup` trials are sent but not returned. The next `route_checks` trials
    also ask /debug/route, before sending, what probe and hit could match on any replica; they are
    returned with `timed` False, because that question runs the proxy's pipeline on the probe's
    text (warming its tokenizer caches for it and not for the cold prompt)."""
    tok, _ = replica_tokenizer(fleet_)
    maker = DocMaker(tok)
    rng = random.Random(seed)
    keys = fleet_.tenancy.keys
    proxy = fleet_.proxy.url
    out: list[Answer] = []
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=300)) as session:
        for trial in range(-warmup - route_checks, trials):
            checked = trial < 0 and trial >= -route_checks
            n = rng.randint(*lengths)
            secret, fresh = maker.make(rng, n), maker.make(rng, n)
            warm = await ask(session, proxy, keys[victim], secret, model=model, stream=True, tenant=victim, kind="warm")
            await asyncio.sleep(0.05)  # the replica's KV events reach the proxy
            plan = {"probe": (attacker, secret), "cold": (attacker, fresh), "hit": (victim, secret)}
            # Asked before the probe is sent: afterwards the attacker's own copy would match.
            routed = {k: await asyncio.to_thread(route_prediction, fleet_, *plan[k])
                      for k in ("probe", "hit")} if checked else {}
            order = list(KINDS)
            rng.shuffle(order)
            got = {"warm": warm}
            for kind in order:
                tenant, msgs = plan[kind]
                got[kind] = await ask(session, proxy, keys[tenant], msgs, model=model, stream=True, tenant=tenant,
                                      kind=kind)
            for kind, a in got.items():
                a.trial, a.route_predicted, a.timed = trial, routed.get(kind), not checked
            if trial >= 0 or checked:
                out.extend(got.values())
            if trial >= 0:
                if (trial + 1) % max(1, trials // 10) == 0 or trial + 1 == trials:
                    med = {k: statistics.median(a.ttft_s or 0.0 for a in out if a.kind == k and a.timed) * 1e3
                           for k in KINDS}
                    progress(f"  probe: {trial + 1}/{trials} trials; median TTFT so far " +
                             ", ".join(f"{k} {v:.1f} ms" for k, v in med.items()))
    return out


def probe_failures(samples: Sequence[Answer]) -> list[str]:
    """Mechanism checks: the probe reads no cached or predicted token, the hit control does."""
    bad = []
    for a in samples:
        if a.kind == "probe" and (a.cached_tokens or a.predicted_tokens or a.route_predicted):
            bad.append(f"trial {a.trial}: the probe saw {a.cached_tokens} cached, {a.predicted_tokens} predicted, "
                       f"{a.route_predicted} /debug/route tokens of the victim's prompt")
        if a.kind == "hit" and not (a.cached_tokens > 0 and a.predicted_tokens > 0 and
                                    (a.timed or (a.route_predicted or 0) > 0)):
            bad.append(f"trial {a.trial}: the victim's own repeat was not a hit ({a.cached_tokens} cached, "
                       f"{a.predicted_tokens} predicted, {a.route_predicted} /debug/route)")
        if a.kind in KINDS and a.ttft_s is None:
            bad.append(f"trial {a.trial}: {a.kind} streamed no content")
    lengths: dict[int, set[int]] = {}
    for a in samples:
        lengths.setdefault(a.trial, set()).add(a.prompt_tokens)
    bad += [f"trial {t}: prompt lengths differ {sorted(n)}" for t, n in lengths.items() if len(n) != 1]
    if not any(a.route_predicted is not None for a in samples):
        bad.append("no route-checked trial: /debug/route was never asked")
    return bad


# ---------------------------------------------------------------------------- statistics


def ttfts(samples: Sequence[Answer], kind: str) -> np.ndarray:
    return np.array([a.ttft_s for a in samples if a.kind == kind and a.timed and a.ttft_s is not None], dtype=float)


def ks(x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    """Two-sample Kolmogorov-Smirnov, two-sided; exact p-value where scipy can compute it, else
    the asymptotic one."""
    r = stats.ks_2samp(x, y, alternative="two-sided", method="auto")
    return {"D": float(r.statistic), "p": float(r.pvalue)}


def ks_critical_d(n: int, m: int, alpha: float = ALPHA) -> float:
    """The smallest D at which KS rejects at `alpha`: exact for n == m (D moves in steps of 1/n; two
    samples whose ranks are shifted by k show D = k/n), else the asymptotic c(alpha) sqrt((n+m)/nm)."""
    if n != m:
        return float(np.sqrt(-np.log(alpha / 2) / 2) * np.sqrt((n + m) / (n * m)))
    x = np.arange(n, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # scipy falls back to asymptotic p for tiny D
        for k in range(1, n + 1):
            if stats.ks_2samp(x, x + k - 0.5).pvalue < alpha:
                return k / n
    return 1.0


def power_at(cold: np.ndarray, shift: float, n: int, m: int, sims: int, rng: np.random.Generator,
             alpha: float = ALPHA) -> float:
    """How often KS rejects at `alpha` when one sample is the cold distribution shifted by `shift`
    (seconds), both drawn by smoothed bootstrap from the measured cold times."""
    h = 1.06 * float(np.std(cold)) * len(cold) ** -0.2  # Silverman's bandwidth: no ties, same shape
    hits = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for _ in range(sims):
            x = rng.choice(cold, n) + rng.normal(0.0, h, n)
            y = rng.choice(cold, m) + rng.normal(0.0, h, m) - shift
            hits += stats.ks_2samp(x, y).pvalue < alpha
    return hits / sims


def min_detectable_shift(cold: np.ndarray, n: int, m: int, sims: int = 400, seed: int = 0,
                         alpha: float = ALPHA, power: float = POWER) -> dict[str, float]:
    """The smallest shift of the median cold TTFT (as a fraction of it) KS detects with `power`."""
    rng = np.random.default_rng(seed)
    med = float(np.median(cold))
    lo, hi = 0.0, 1.0
    for _ in range(12):  # bisection on the fraction: power grows with the shift
        mid = (lo + hi) / 2
        if power_at(cold, mid * med, n, m, sims, rng, alpha) >= power:
            hi = mid
        else:
            lo = mid
    return {"fraction": hi, "seconds": hi * med, "false_positive_rate": power_at(cold, 0.0, n, m, sims, rng, alpha),
            "sims": sims}


def median_shift_ci(x: np.ndarray, y: np.ndarray | None = None, boots: int = 2000,
                    seed: int = 0) -> tuple[float, float, float]:
    """median(x) - median(y) (or median(x) alone) and its 95% bootstrap interval, in seconds."""
    rng = np.random.default_rng(seed)
    ys = np.zeros(1) if y is None else y
    d = [float(np.median(rng.choice(x, len(x))) - np.median(rng.choice(ys, len(ys)))) for _ in range(boots)]
    return float(np.median(x) - np.median(ys)), float(np.percentile(d, 2.5)), float(np.percentile(d, 97.5))


def paired_differences(samples: Sequence[Answer], a: str = "probe", b: str = "cold") -> np.ndarray:
    """Per trial, TTFT of `a` minus TTFT of `b` (same length, same trial): length and drift cancel."""
    by: dict[int, dict[str, float]] = {}
    for x in samples:
        if x.ttft_s is not None and x.timed:
            by.setdefault(x.trial, {})[x.kind] = x.ttft_s
    return np.array([t[a] - t[b] for t in by.values() if a in t and b in t], dtype=float)


def wilcoxon_power(noise: np.ndarray, shift: float, sims: int, rng: np.random.Generator,
                   alpha: float = ALPHA) -> float:
    """How often the signed-rank test rejects at `alpha` when the paired differences of a run (half
    as many as `noise` holds) are drawn from `noise` (smoothed bootstrap) and moved by `shift` seconds."""
    n = len(noise) // 2
    h = 1.06 * float(np.std(noise)) * n ** -0.2
    hits = 0
    for _ in range(sims):
        d = rng.choice(noise, n) + rng.normal(0.0, h, n) - shift
        hits += stats.wilcoxon(d).pvalue < alpha
    return hits / sims


def paired_min_shift(d: np.ndarray, sims: int = 400, seed: int = 0, alpha: float = ALPHA,
                     power: float = POWER) -> dict[str, float]:
    """The smallest shift of the per-trial probe-minus-cold difference (seconds) the Wilcoxon
    signed-rank test detects with `power`. The noise is the measured differences, centred and
    mirrored: with no effect, probe and cold of a trial are exchangeable, so their difference is
    symmetric about 0."""
    rng = np.random.default_rng(seed)
    centred = d - np.median(d)
    noise = np.concatenate([centred, -centred])
    lo, hi = 0.0, 4.0 * float(np.std(noise)) + 1e-4
    for _ in range(12):
        mid = (lo + hi) / 2
        if wilcoxon_power(noise, mid, sims, rng, alpha) >= power:
            hi = mid
        else:
            lo = mid
    return {"seconds": hi, "false_positive_rate": wilcoxon_power(noise, 0.0, sims, rng, alpha), "sims": sims}


def routing_tells(samples: Sequence[Answer]) -> dict[str, Any]:
    """How often the probe and the cold prompt land on the replica holding the victim's prompt
    (`x-kvroute-backend` is another thing the attacker sees); Fisher's exact test compares them."""
    samples = [a for a in samples if a.timed]
    victim = {a.trial: a.backend for a in samples if a.kind == "warm"}
    same = {k: sum(a.backend == victim.get(a.trial) for a in samples if a.kind == k) for k in ("probe", "cold")}
    total = {k: sum(a.kind == k for a in samples) for k in ("probe", "cold")}
    table = [[same["probe"], total["probe"] - same["probe"]], [same["cold"], total["cold"] - same["cold"]]]
    return {"on_victims_replica": same, "of": total, "fisher_p": float(stats.fisher_exact(table).pvalue)}


def tokenizer_channel(files: dict[str, str], tokens: int = 500, n: int = 200, seed: int = 1) -> dict[str, float]:
    """Median microseconds to tokenize a chat prompt as proxy and engine do (protocol.tokenization,
    scoped by cache salt): one never sent ("fresh"), one another salt sent before ("other_scope",
    the probe), and one the same salt sent before ("own_scope", the hit)."""
    tok = Tokenizer.from_files(files)
    maker = DocMaker(Tokenizer.from_files(files))
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"fresh_us": [], "other_scope_us": [], "own_scope_us": []}
    for i in range(n):
        victim, attacker = f"victim-{i}", f"attacker-{i}"
        seen, fresh = maker.make(rng, tokens), maker.make(rng, tokens)
        tok.encode_chat_array(seen, None, victim)
        kinds = [("fresh_us", fresh, attacker), ("other_scope_us", seen, attacker), ("own_scope_us", seen, victim)]
        rng.shuffle(kinds)  # in a fixed order, whichever goes first is the slowest
        for key, msgs, scope in kinds:
            t0 = time.perf_counter()
            tok.encode_chat_array(msgs, None, scope)
            times[key].append(time.perf_counter() - t0)
    return {"tokens": tokens, **{k: statistics.median(v) * 1e6 for k, v in times.items()}}


def analyse(samples: Sequence[Answer], sims: int = 400) -> dict[str, Any]:
    cold, probe, hit = (ttfts(samples, k) for k in KINDS)
    n = min(len(cold), len(probe))
    shift = median_shift_ci(probe, cold)
    d = paired_differences(samples)
    w = stats.wilcoxon(d)
    dci = median_shift_ci(d)
    return {
        "n": {k: len(v) for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "median_ms": {k: float(np.median(v)) * 1e3 for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "p10_ms": {k: float(np.percentile(v, 10)) * 1e3 for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "p90_ms": {k: float(np.percentile(v, 90)) * 1e3 for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "ks_probe_vs_cold": ks(probe, cold),
        "ks_hit_vs_cold": ks(hit, cold),
        "ks_critical_d": ks_critical_d(len(probe), len(cold)),
        "probe_minus_cold_median_ms": {"estimate": shift[0] * 1e3, "ci95": [shift[1] * 1e3, shift[2] * 1e3]},
        "min_detectable_shift": min_detectable_shift(cold, n, len(cold), sims=sims),
        "paired": {"n": len(d), "median_difference_ms": float(np.median(d)) * 1e3,
                   "ci95_ms": [dci[1] * 1e3, dci[2] * 1e3], "wilcoxon_p": float(w.pvalue),
                   "min_detectable_shift": paired_min_shift(d, sims=sims)},
        "routing": routing_tells(samples),
    }


# ---------------------------------------------------------------------------- output


def plot(samples: Sequence[Answer], path: Path, title: str) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2))
    styles = {"cold": ("tab:blue", "-", "cold: B, fresh prompt"), "probe": ("tab:red", "--", "probe: B, A's prompt"),
              "hit": ("tab:green", "-", "hit: A, its own prompt again")}
    for kind, (color, ls, label) in styles.items():
        xs = np.sort(ttfts(samples, kind)) * 1e3
        ax.step(xs, np.arange(1, len(xs) + 1) / len(xs), where="post", color=color, linestyle=ls, label=label)
    ax.set_xlabel("time to first token (ms)")
    ax.set_ylabel("fraction of requests")
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _timing_lines(r: dict[str, Any]) -> list[str]:
    ms, mde, pr = r["median_ms"], r["min_detectable_shift"], r["paired"]
    pc, hc, shift = r["ks_probe_vs_cold"], r["ks_hit_vs_cold"], r["probe_minus_cold_median_ms"]
    route, tc = r["routing"], r["tokenizer_channel"]
    paired_mde_ms = pr["min_detectable_shift"]["seconds"] * 1e3
    tokenizer_ms = 2 * (tc["other_scope_us"] - tc["fresh_us"]) / 1e3  # probe - cold, proxy and engine
    rows = [("cold", "B, a fresh prompt of the same length", ""),
            ("probe", "B, exactly A's prompt", f"D = {pc['D']:.3f}, p = {pc['p']:.3g}"),
            ("hit", "A, its own prompt again", f"D = {hc['D']:.3f}, p = {hc['p']:.3g}")]
    return [
        "| kind | who sends what | p10 | median | p90 | KS vs cold |", "|---|---|---|---|---|---|",
        *(f"| {k} | {who} | {r['p10_ms'][k]:.1f} ms | {ms[k]:.1f} ms | {r['p90_ms'][k]:.1f} ms | {test} |"
          for k, who, test in rows),
        "",
        "Two-sample Kolmogorov-Smirnov, two-sided (scipy, exact p where it computes one): with "
        f"{r['n']['probe']} samples per kind it rejects at alpha {ALPHA} from D >= {r['ks_critical_d']:.3f}. Its "
        f"power, by simulation (smoothed bootstrap of the measured cold times, {mde['sims']} runs per step): "
        f"a shift of the cold distribution by **{mde['fraction']:.1%} of its median ({mde['seconds'] * 1e3:.2f} ms)** "
        f"is detected with {POWER:.0%} power (false positives at no shift: {mde['false_positive_rate']:.1%}). "
        "A cache hit is "
        f"{1 - ms['hit'] / ms['cold']:.0%} faster and {'' if hc['p'] < ALPHA else 'NOT '}detected (p = {hc['p']:.2g}); "
        f"the probe is {'' if pc['p'] < ALPHA else 'not '}told apart from a cold prompt (p = {pc['p']:.2g}; median "
        f"probe - cold {shift['estimate']:+.2f} ms, 95% bootstrap interval {shift['ci95'][0]:+.2f} to "
        f"{shift['ci95'][1]:+.2f} ms).",
        "",
        "Paired per trial (probe and cold have the same length, so length and drift cancel): median probe - cold "
        f"{pr['median_difference_ms']:+.2f} ms (95% interval {pr['ci95_ms'][0]:+.2f} to {pr['ci95_ms'][1]:+.2f} ms), "
        f"Wilcoxon signed-rank p = {pr['wilcoxon_p']:.2g}; this test detects a shift of **{paired_mde_ms:.2f} ms** "
        f"({paired_mde_ms / ms['cold']:.1%} of the cold median) with {POWER:.0%} power (false positives at no shift: "
        f"{pr['min_detectable_shift']['false_positive_rate']:.1%}).",
        "",
        "Routing (`x-kvroute-backend`): the probe landed on the replica holding A's prompt in "
        f"{route['on_victims_replica']['probe']}/{route['of']['probe']} trials, the cold prompt in "
        f"{route['on_victims_replica']['cold']}/{route['of']['cold']} (Fisher exact p = {route['fisher_p']:.2g}).",
        "",
        f"The tokenizer's caches (protocol.tokenization; the proxy and the engine each tokenize every prompt) "
        f"are scoped by cache salt too, and the BPE model's own word cache (shared by all salts) is off: a {tc['tokens']}-token chat prompt another tenant sent before tokenizes in "
        f"{tc['other_scope_us']:.0f} us, a fresh one in {tc['fresh_us']:.0f} us, the tenant's own repeat in "
        f"{tc['own_scope_us']:.0f} us; twice (proxy and engine) probe - cold is {tokenizer_ms:+.2f} ms, "
        f"{'below' if abs(tokenizer_ms) < paired_mde_ms else 'within'} what the paired test resolves here.",
    ]


def report_lines(args: argparse.Namespace, argv: list[str], table: dict[str, dict[str, Attribution]],
                 tenancy: Tenancy, result: dict[str, Any], failures: list[str]) -> list[str]:
    lines = measured(f"{args.model}, {args.replicas} replicas, {args.threads} thread(s) each",
                     rerun_command("bench.isolation_probe", argv))
    lines += [f"Randomized workload: {args.requests} chat requests, {args.concurrency} in flight, from 4 private "
              f"tenants and a `{GROUP_SCOPE}` pair, over {args.templates} shared system prompts. Cached tokens "
              "(the replica's count) by whose earlier prompt explains them:", ""]
    lines += print_workload(table, tenancy)
    lines += ["", f"Timing probe: {result['n']['probe']} trials, each a fresh {args.min_tokens}-{args.max_tokens}-"
                  "token prompt tenant A sent first; time to first token, streaming, the three kinds in random order. "
                  f"Before them, {args.route_checks} route-checked trials (not timed: the question runs the proxy's "
                  "pipeline on the probe's text, warming its caches for it) asked /debug/route what B's probe and "
                  "A's repeat could match on any replica: 0 tokens for every probe, more than 0 for every repeat.",
              ""]
    lines += _timing_lines(result)
    lines += ["", "Isolation checks: " + ("all hold." if not failures else "FAILED: " + "; ".join(failures))]
    return lines


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="kvroute bench isolation", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", type=int, default=60, help="timing-probe trials (samples per kind)")
    ap.add_argument("--model", default="tiny", help="tiny | smollm2-135m | DIR")
    ap.add_argument("--replicas", type=int, default=2)
    ap.add_argument("--requests", type=int, default=120, help="randomized-workload requests")
    ap.add_argument("--templates", type=int, default=5, help="shared system prompts in the workload")
    ap.add_argument("--concurrency", type=int, default=6)
    ap.add_argument("--min-tokens", type=int, default=400)
    ap.add_argument("--max-tokens", type=int, default=600)
    ap.add_argument("--threads", type=int, default=1, help="torch threads per replica")
    ap.add_argument("--route-checks", type=int, default=10, help="untimed trials that also ask /debug/route")
    ap.add_argument("--sims", type=int, default=400, help="simulated runs per power step")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--write-docs", action="store_true", help="write the report into docs/benchmarks.md")
    args = ap.parse_args(argv)
    tenancy = make_tenancy()
    with tempfile.TemporaryDirectory(prefix="kvroute-isolation-") as d:
        log(f"starting {args.replicas} x `kvroute engine --model {args.model}` and a proxy with "
            f"{len(tenancy.isolation)} tenants")
        with fleet(Path(d), tenancy, args.replicas, args.model, args.threads) as f:
            tok, block_size = replica_tokenizer(f)
            prompts = templates(args.templates, args.seed)
            items = build_workload(list(tenancy.isolation), args.templates, args.requests, args.seed)
            log(f"randomized workload: {len(items)} requests over {args.templates} shared prompts")
            answers = asyncio.run(run_workload(f.proxy.url, tenancy, items, prompts, args.model, args.concurrency))
            table = attribute(answers, items, prompts, tenancy, tok, block_size)
            failures = workload_failures(table, tenancy)
            log(f"timing probe: {args.samples} trials, B probes A's {args.min_tokens}-{args.max_tokens}-token prompts")
            samples = asyncio.run(timing_probe(f, args.samples, args.model, lengths=(args.min_tokens, args.max_tokens),
                                               seed=args.seed, route_checks=args.route_checks))
            failures += probe_failures(samples)
            files = replica_tokenizer_files(f)
    log("statistics: KS tests and power by simulation")
    result = analyse(samples, sims=args.sims)
    result["tokenizer_channel"] = tokenizer_channel(files, (args.min_tokens + args.max_tokens) // 2)
    publish(TITLE, "\n".join(report_lines(args, argv, table, tenancy, result, failures)), args.write_docs)
    args.out.mkdir(parents=True, exist_ok=True)
    plot(samples, args.out / "isolation_probe.png",
         f"B probing A's prompt vs cold and hit ({args.model}, {result['n']['probe']} trials each)")
    doc = {"args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
           "workload": {w: {t: asdict(a) for t, a in rows.items()} for w, rows in table.items()},
           "timing": result, "failures": failures, "samples": [asdict(a) for a in samples]}
    (args.out / "isolation_probe.json").write_text(json.dumps(doc, indent=1))
    log(f"wrote {args.out / 'isolation_probe.png'} and {args.out / 'isolation_probe.json'}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
