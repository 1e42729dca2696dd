"""A drill's load: closed-loop clients sending a mix of streamed and non-streamed chat requests that
share a few long system prompts, and each request as the client saw it."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Any

import aiohttp
import orjson

from bench.drills.cluster import Cluster
from bench.drills.settings import MODEL

_WORDS = ("account", "invoice", "refund", "plan", "router", "cache", "prefix", "token", "replica", "policy",
          "network", "latency", "storage", "billing", "support", "customer", "update", "history", "window", "order")


def system_prompt(g: int) -> str:
    rng = random.Random(f"group-{g}")
    return f"You are assistant #{g} of the drill fleet. Rules: " + " ".join(rng.choice(_WORDS) for _ in range(90))


def question(n: int) -> str:
    rng = random.Random(n)
    return f"Ticket {n}: " + " ".join(rng.choice(_WORDS) for _ in range(12)) + "?"


def chat_body(g: int, n: int, stream: bool) -> dict[str, Any]:
    body: dict[str, Any] = {"model": MODEL, "max_tokens": 12 if stream else 8,
                            "messages": [{"role": "system", "content": system_prompt(g)},
                                         {"role": "user", "content": question(n)}]}
    if stream:
        body.update(stream=True, stream_options={"include_usage": True})
    return body


@dataclass
class Req:
    """One client request as the client saw it."""

    n: int
    group: int
    stream: bool
    start: float
    end: float = 0.0
    status: int | None = None
    outcome: str = "pending"  # ok, http_error, stream_error, torn, dropped, refused, hang
    backend: str = ""
    predicted: int = 0
    cached: int = 0
    error: str = ""

    @property
    def latency(self) -> float:
        return self.end - self.start


class Load:
    """`concurrency` closed-loop clients; each backs off 0.2 s after a refusal or a 503."""

    def __init__(self, c: Cluster) -> None:
        self.c = c
        self.s = c.s
        self.rng = random.Random(c.s.seed)
        self.reqs: list[Req] = []
        self.bodies: dict[int, dict[str, Any]] = {}
        self._n = 0
        self._stop = False
        self._go = asyncio.Event()
        self._go.set()
        self._tasks: list[asyncio.Task[None]] = []
        self.http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0, force_close=False))

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._worker()) for _ in range(self.s.concurrency)]

    async def pause(self) -> None:
        """No new requests; returns once those in flight have ended."""
        self._go.clear()
        while any(r.outcome == "pending" for r in self.reqs):
            await asyncio.sleep(0.01)

    def resume(self) -> None:
        self._go.set()

    def spawn(self, g: int, stream: bool, max_tokens: int) -> None:
        """One more request besides the closed loop's (awaited by `stop`)."""
        self._n += 1
        body = {**chat_body(g, self._n, stream), "max_tokens": max_tokens}
        self._tasks.append(asyncio.create_task(self._one(self._n, g, stream, body)))

    async def _one(self, n: int, g: int, stream: bool, body: dict[str, Any]) -> None:
        await self.one(n, g, stream, body)

    async def stop(self) -> None:
        self._stop = True
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.http.close()

    async def _worker(self) -> None:
        while not self._stop:
            await self._go.wait()
            self._n += 1
            n = self._n
            fresh = self.rng.random() < self.s.fresh_share
            g = self.s.groups + n if fresh else self.rng.randrange(self.s.groups)
            rec = await self.one(n, g, self.rng.random() < self.s.stream_share)
            if rec.outcome == "refused" or rec.status == 503:
                await asyncio.sleep(0.2)

    async def one(self, n: int, g: int, stream: bool, body: dict[str, Any] | None = None) -> Req:
        body = body or chat_body(g, n, stream)
        self.bodies[n] = body
        rec = Req(n, g, stream, time.monotonic())
        self.reqs.append(rec)
        try:
            async with asyncio.timeout(self.s.client_timeout):
                await self._send(rec, body)
        except TimeoutError:
            rec.outcome, rec.error = "hang", f"no end within {self.s.client_timeout:g}s"
        except aiohttp.ClientConnectorError as e:
            rec.outcome, rec.error = "refused", str(e)
        except (aiohttp.ClientError, OSError, ValueError) as e:
            rec.outcome = "torn" if rec.status is not None else "dropped"
            rec.error = f"{type(e).__name__}: {e}"
        rec.end = time.monotonic()
        return rec

    async def _send(self, rec: Req, body: dict[str, Any]) -> None:
        async with self.http.post(self.c.base + "/v1/chat/completions", data=orjson.dumps(body),
                                  headers={"Content-Type": "application/json"}) as r:
            rec.status = r.status
            rec.backend = r.headers.get("x-kvroute-backend", "")
            rec.predicted = int(r.headers.get("x-kvroute-prefix-tokens", "0") or 0)
            if r.status != 200:
                await r.read()
                rec.outcome = "http_error"
                return
            if not rec.stream:
                obj = orjson.loads(await r.read())
                if not obj.get("choices"):
                    raise ValueError("an answer without choices")
                rec.cached = int(((obj.get("usage") or {}).get("prompt_tokens_details") or {}).get("cached_tokens", 0))
                rec.outcome = "ok"
                return
            done, error = False, None
            async for raw in r.content:
                line = raw.strip()
                if not line.startswith(b"data: "):
                    continue
                data = line[6:]
                if data == b"[DONE]":
                    done = True
                    continue
                obj = orjson.loads(data)
                if "error" in obj:
                    error = str(obj["error"].get("message"))
                usage = obj.get("usage")
                if usage:
                    rec.cached = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0))
            if not done:
                raise aiohttp.ClientPayloadError("the stream ended without [DONE]")
            rec.outcome, rec.error = ("stream_error", error) if error else ("ok", "")
