"""One chat completion through the proxy, as the client sees it: cached and predicted tokens, the
replica it went to, and time to first token."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import aiohttp
import orjson

from bench.sse_client import sse_chunks


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
            async for chunk in sse_chunks(r.content):
                if ttft is None and any((c.get("delta") or {}).get("content") for c in chunk.get("choices") or ()):
                    ttft = time.perf_counter() - t0
                usage = chunk.get("usage") or usage
        else:
            usage = orjson.loads(await r.read())["usage"]
    t1 = time.perf_counter()
    cached = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0)
    return Answer(tenant, kind, int(usage.get("prompt_tokens", 0)), cached, predicted, backend, ttft, t0, t1)
