"""The replay client: each prompt sent at its arrival on the trace's clock (open loop), streaming,
with what usage reports about it."""

from __future__ import annotations

import asyncio
import math
import time
from dataclasses import dataclass

import aiohttp
import orjson

from bench.replay import log
from bench.sse_client import sse_chunks


@dataclass
class Answer:
    """One request as the client saw it."""

    backend: str = ""
    status: int = 0
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    ttft_s: float = float("nan")
    lag_s: float = 0.0  # sent this late after its scheduled time
    error: str = ""


async def _send(http: aiohttp.ClientSession, url: str, prompt: list[int], max_tokens: int) -> Answer:
    body = {"model": "tiny", "prompt": prompt, "max_tokens": max_tokens, "ignore_eos": True, "temperature": 0,
            "stream": True, "stream_options": {"include_usage": True}}
    a = Answer()
    t0 = time.perf_counter()
    async with http.post(url, data=orjson.dumps(body), headers={"Content-Type": "application/json"}) as r:
        a.status, a.backend = r.status, r.headers.get("x-kvroute-backend", "")
        if r.status != 200:
            a.error = (await r.read())[:300].decode(errors="replace")
            return a
        async for obj in sse_chunks(r.content):
            if obj.get("choices") and math.isnan(a.ttft_s):
                a.ttft_s = time.perf_counter() - t0
            usage = obj.get("usage")
            if usage:
                a.prompt_tokens = int(usage["prompt_tokens"])
                a.completion_tokens = int(usage["completion_tokens"])
                a.cached_tokens = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0)
    return a


async def replay(url: str, prompts: list[list[int]], outputs: list[int], arrivals: list[float],
                 label: str, every: int = 50) -> list[Answer]:
    """Send each prompt at its arrival (open loop) to `url`; every answer, in request order."""
    answers: list[Answer] = [Answer() for _ in prompts]
    done = cached = total = 0
    loop = asyncio.get_running_loop()

    async def one(i: int, http: aiohttp.ClientSession, due: float) -> None:
        nonlocal done, cached, total
        lag = loop.time() - due
        try:
            answers[i] = await _send(http, url, prompts[i], outputs[i])
        except (TimeoutError, aiohttp.ClientError, ValueError, KeyError) as e:
            answers[i] = Answer(error=f"{type(e).__name__}: {e}")
        answers[i].lag_s = lag
        done += 1
        cached += answers[i].cached_tokens
        total += answers[i].prompt_tokens
        if done % every == 0 or done == len(prompts):
            log(f"{label}: {done}/{len(prompts)} answered, hit rate so far {cached / max(1, total):.3f}")

    timeout = aiohttp.ClientTimeout(total=600)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0), timeout=timeout) as http:
        t0 = loop.time() + 0.2
        tasks = []
        for i, at in enumerate(arrivals):
            due = t0 + at
            if due > loop.time():
                await asyncio.sleep(due - loop.time())
            tasks.append(asyncio.create_task(one(i, http, due)))
        await asyncio.gather(*tasks)
    return answers
