"""`kvroute demo`: replicas and a proxy on localhost, one workload, four ways of routing it.

The workload is what breaks prefix caches in practice: a few apps, each with a long system prompt
that starts with the current time and a request id, and users asking short questions. The same
requests go through four proxies in front of the same replicas (each phase in its own cache
namespace, via `cache_salt`, so no phase inherits another's cache):

1. round_robin, normalizer off    the usual load balancer
2. round_robin, normalizer on     prefixes line up, but land on whichever replica is next
3. cache_aware, normalizer off    routing alone: the volatile header still breaks every prefix
4. cache_aware, normalizer on     the header moves to the end and each app meets its replica

A fifth run repeats phase 4 with three tenants sharing the fleet: `support` is private (its prefixes
are hashed and cached apart, so it hits only on what it sent itself), `sales` and `ops` are shared
(each hits on what either sent). It prints each phase's prefix-cache hit rate and time to first
token, each tenant's hit rate, and plots hit rate over time.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import os
import random
import signal
import socket
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import aiohttp

from bench.sse_client import sse_chunks

APPS = {
    "billing": "You are the billing assistant of Northwind Telecom. Explain invoices, payment plans and refunds.",
    "travel": "You are a travel desk agent for Contoso Air. Help with bookings, baggage rules and changes.",
    "devops": "You are an on-call assistant for a Kubernetes platform team. Diagnose failing deployments.",
    "legal": "You are a contracts assistant. Summarize clauses, obligations and renewal terms precisely.",
}
POLICY_WORDS = ("policy customers account verify always never escalate document record confirm explain "
                "before after within days business hours identity security refund exception manager").split()
QUESTIONS = ["Why did my bill go up this month?", "Can I change my flight to Friday?", "What does clause 7 mean?",
             "The pod keeps restarting, what should I check first?", "How long does a refund take?",
             "Is my baggage allowance different on partner flights?", "Summarize the renewal terms.",
             "How do I set up a payment plan?", "Why is the deployment stuck in Pending?"]
PHASES = (("round_robin", False), ("round_robin", True), ("cache_aware", False), ("cache_aware", True))
TENANTS = {"support": "private", "sales": "shared", "ops": "shared"}  # name -> isolation (the fifth run)
TENANT_PHASE = "cache_aware, normalizer on, 3 tenants"


def log(msg: str) -> None:
    print(f"[demo] {msg}", flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def system_prompt(app: str, rng: random.Random) -> str:
    """A long, stable instruction block under a volatile header (the part that breaks caching)."""
    body = " ".join(rng.choice(POLICY_WORDS) for _ in range(260))
    return f"{APPS[app]}\n\nHouse rules: {body}"


def build_workload(n: int, seed: int) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    rules = {app: system_prompt(app, random.Random(app)) for app in APPS}
    return [(rules[app], rng.choice(QUESTIONS)) for app in (rng.choice(list(APPS)) for _ in range(n))]


def with_volatile_header(rules: str) -> str:
    now = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    return f"Current date: {now}\nRequest ID: {uuid.uuid4()}\n\n{rules}"


@dataclass
class Result:
    t: float
    prompt_tokens: int
    cached_tokens: int
    ttft_s: float
    backend: str
    tenant: str = ""


async def wait_ready(session: aiohttp.ClientSession, url: str, what: str, timeout_s: float,
                     procs: list[subprocess.Popen]) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for p in procs:
            if p.poll() is not None:
                raise RuntimeError(f"{what}: a process exited with code {p.returncode} while starting")
        try:
            async with session.get(f"{url}/ready", timeout=aiohttp.ClientTimeout(total=2)) as r:
                if r.status == 200:
                    return
        except (TimeoutError, aiohttp.ClientError):
            pass
        await asyncio.sleep(0.5)
    raise RuntimeError(f"{what} at {url} not ready after {timeout_s:.0f} s")


async def one_request(session: aiohttp.ClientSession, proxy: str, model: str, rules: str, question: str,
                      salt: str, start: float, tenant: str = "") -> Result:
    body = {"model": model, "stream": True, "max_tokens": 12, "temperature": 0, "cache_salt": salt,
            "stream_options": {"include_usage": True},
            "messages": [{"role": "system", "content": with_volatile_header(rules)},
                         {"role": "user", "content": question}]}
    t0 = time.monotonic()
    ttft, usage = None, {}
    headers = {"Authorization": f"Bearer sk-demo-{tenant}"} if tenant else {}
    async with session.post(f"{proxy}/v1/chat/completions", json=body, headers=headers) as resp:
        if resp.status != 200:
            raise RuntimeError(f"proxy answered {resp.status}: {await resp.text()}")
        backend = resp.headers.get("x-kvroute-backend", "?")
        async for chunk in sse_chunks(resp.content):
            if ttft is None and chunk.get("choices") and chunk["choices"][0].get("delta", {}).get("content"):
                ttft = time.monotonic() - t0
            usage = chunk.get("usage") or usage
    cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0)
    return Result(time.monotonic() - start, usage.get("prompt_tokens", 0), cached, ttft or 0.0, backend, tenant)


async def run_phase(session: aiohttp.ClientSession, proxy: str, model: str, workload: list[tuple[str, str]],
                    salt: str, concurrency: int, label: str, tenants: tuple[str, ...] = ()) -> list[Result]:
    """Send the workload; with `tenants`, request i comes from tenant i mod len(tenants)."""
    sem = asyncio.Semaphore(concurrency)
    start = time.monotonic()
    results: list[Result] = []

    async def go(rules: str, question: str, tenant: str) -> None:
        async with sem:
            results.append(await one_request(session, proxy, model, rules, question, salt, start, tenant))
            done = len(results)
            if done % max(1, len(workload) // 10) == 0 or done == len(workload):
                hit = sum(r.cached_tokens for r in results) / max(1, sum(r.prompt_tokens for r in results))
                log(f"  {label}: {done}/{len(workload)} requests, hit rate so far {hit:.0%}")

    await asyncio.gather(*(go(r, q, tenants[i % len(tenants)] if tenants else "")
                           for i, (r, q) in enumerate(workload)))
    return sorted(results, key=lambda r: r.t)


def start_process(args: list[str], log_path: Path) -> subprocess.Popen:
    out = open(log_path, "wb")  # noqa: SIM115 - lives as long as the process
    return subprocess.Popen([sys.executable, "-m", "kvroute", *args], stdout=out, stderr=subprocess.STDOUT,
                            start_new_session=True)


def tenant_config(replicas: list[str], path: Path) -> Path:
    """A proxy config with the demo's tenants (each with one API key, sk-demo-NAME)."""
    lines = [f'salt_key = "demo-{uuid.uuid4()}"', ""]
    for url in replicas:
        lines += ["[[backends]]", f'url = "{url}"', ""]
    for name, isolation in TENANTS.items():
        lines += [f"[tenants.{name}]", f'api_keys = ["sk-demo-{name}"]', f'isolation = "{isolation}"', ""]
    path.write_text("\n".join(lines))
    return path


def plot(phases: dict[str, list[Result]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    for label, results in phases.items():
        cum_p = cum_c = 0
        xs, ys = [], []
        for i, r in enumerate(results, 1):
            cum_p += r.prompt_tokens
            cum_c += r.cached_tokens
            xs.append(i)
            ys.append(cum_c / max(1, cum_p))
        ax.plot(xs, ys, label=label)
    ax.set_xlabel("requests completed")
    ax.set_ylabel("prefix-cache hit rate (cumulative)")
    ax.set_ylim(0, 1)
    ax.legend()
    ax.set_title("kvroute demo: cached prompt tokens / prompt tokens")
    fig.tight_layout()
    fig.savefig(path, dpi=110)


async def demo(args: argparse.Namespace) -> int:
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    procs: list[subprocess.Popen] = []
    try:
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=600)) as session:
            replicas = []
            for i in range(args.replicas):
                port = free_port()
                procs.append(start_process(["engine", "--model", args.model, "--port", str(port), "--threads", "1",
                                            "--max-num-batched-tokens", "1024"], out_dir / f"replica{i}.log"))
                replicas.append(f"http://127.0.0.1:{port}")
            log(f"starting {args.replicas} replicas of {args.model}: {', '.join(replicas)} "
                f"(first run converts the model, ~30 s; logs in {out_dir})")
            for url in replicas:
                await wait_ready(session, url, "replica", 600, procs)
            log("replicas ready")
            workload = build_workload(args.requests, seed=0)
            phases: dict[str, list[Result]] = {}
            proxy_url = ""
            runs = [(f"{p}, normalizer {'on' if norm else 'off'}", p, norm, False) for p, norm in PHASES]
            runs.append((TENANT_PHASE, "cache_aware", True, True))
            for n, (label, policy, normalize, with_tenants) in enumerate(runs):
                port = free_port()
                flags = ["proxy", "--port", str(port), "--admin-port", "0", "--policy", policy]
                if with_tenants:
                    flags += ["--config", str(tenant_config(replicas, out_dir / "demo_tenants.toml"))]
                else:
                    for url in replicas:
                        flags += ["--backend", url]
                if not normalize:
                    flags.append("--no-normalize")
                proxy = start_process(flags, out_dir / f"proxy{n}.log")
                proxy_url = f"http://127.0.0.1:{port}"
                await wait_ready(session, proxy_url, "proxy", 120, [proxy])
                log(f"phase {n + 1}/{len(runs)}: {label} ({args.requests} requests via {proxy_url})")
                phases[label] = await run_phase(session, proxy_url, args.model, workload, f"demo-{uuid.uuid4()}",
                                                args.concurrency, label, tuple(TENANTS) if with_tenants else ())
                if n < len(runs) - 1 or not args.keep_running:
                    proxy.send_signal(signal.SIGTERM)
                    proxy.wait(timeout=30)
                else:
                    procs.append(proxy)
            print_summary(phases)
            plot(phases, out_dir / "demo_hit_rate.png")
            log(f"plot: {out_dir / 'demo_hit_rate.png'}")
            if args.keep_running:
                log(f"replicas and proxy keep running; proxy at {proxy_url}. Ctrl-C stops them.")
                await asyncio.Event().wait()
    finally:
        for p in procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
    return 0


def print_summary(phases: dict[str, list[Result]]) -> None:
    print()
    print(f"{'routing':<38} {'hit rate':>9} {'mean TTFT':>10} {'p50 TTFT':>9}  requests per replica")
    for label, rs in phases.items():
        hit = sum(r.cached_tokens for r in rs) / max(1, sum(r.prompt_tokens for r in rs))
        ttfts = sorted(r.ttft_s for r in rs)
        per = {}
        for r in rs:
            per[r.backend] = per.get(r.backend, 0) + 1
        spread = " / ".join(str(per[k]) for k in sorted(per))
        print(f"{label:<38} {hit:>8.0%} {sum(ttfts) / len(ttfts) * 1e3:>8.0f}ms "
              f"{ttfts[len(ttfts) // 2] * 1e3:>7.0f}ms  {spread}")
    tenant_results = phases.get(TENANT_PHASE, [])
    if tenant_results:
        print()
        print(f"{TENANT_PHASE}, per tenant:")
        print(f"{'tenant':<12} {'isolation':<10} {'requests':>8} {'hit rate':>9}")
        for name, isolation in TENANTS.items():
            rs = [r for r in tenant_results if r.tenant == name]
            hit = sum(r.cached_tokens for r in rs) / max(1, sum(r.prompt_tokens for r in rs))
            print(f"{name:<12} {isolation:<10} {len(rs):>8} {hit:>8.0%}")
    print()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="kvroute demo", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="smollm2-135m", help="smollm2-135m (default) or tiny")
    ap.add_argument("--replicas", type=int, default=2)
    ap.add_argument("--requests", type=int, default=24, help="requests per phase")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--keep-running", action="store_true", help="leave replicas and the last proxy running")
    ap.add_argument("--out", default="bench/out", help="where logs and the plot go")
    args = ap.parse_args(argv)
    if args.replicas < 1 or args.requests < 1:
        ap.error("--replicas and --requests must be >= 1")
    try:
        return asyncio.run(demo(args))
    except KeyboardInterrupt:
        return 130
    except RuntimeError as exc:
        log(f"error: {exc}")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
