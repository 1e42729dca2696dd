"""The randomized workload: requests from random tenants, each a system prompt from a small pool of
templates plus a short question, sent concurrently so different tenants often send identical prefixes."""

from __future__ import annotations

import asyncio
import random
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import aiohttp

from bench.isolation import log
from bench.isolation.client import Answer, ask, messages_of
from bench.isolation.tenancy import Tenancy

WORDS = ("policy customer account verify always never escalate document record confirm explain before after "
         "within days business hours identity security refund exception manager river stone engine cache prefix "
         "token block replica route tenant light garden number window signal paper orange market story north "
         "invoice payment balance contract clause renewal notice schedule transfer branch office ledger").split()
QUESTIONS = ("What should I do first?", "Summarize the rules above.", "Which exception applies here?",
             "Explain the refund part in plain words.", "Who do I escalate to?", "Is anything missing?",
             "What changes after the renewal?", "Give me the short version.")


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
