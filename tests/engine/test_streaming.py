"""Streaming over real sockets: SSE chunk shapes, deltas that add up to the non-streamed text,
usage chunks, and clients that go away (their requests are aborted and every block comes back).
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any

import aiohttp
import orjson
import pytest
from aiohttp import ClientConnectionResetError, web
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.openai_responses import DeltaTracker
from protocol.sse import SSEParser

PROMPTS = ["Hello", "The capital of France is", "1 2 3 4 5", "Once upon a time, in a land far away,"]
CHATS = [[{"role": "user", "content": "Hi there"}],
         [{"role": "system", "content": "You are terse."}, {"role": "user", "content": "Count to five."}]]


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=96, max_model_len=1024,
                                         threads=1)).wait_ready()
    yield harness
    harness.close()


def stream(h: ServerHarness, path: str, body: dict[str, Any]) -> list[dict[str, Any] | None]:
    """All events of one stream; None stands for `[DONE]`."""

    async def go() -> list[dict[str, Any] | None]:
        parser = SSEParser()
        events: list[dict[str, Any] | None] = []
        async with aiohttp.ClientSession() as s, s.post(h.url + path, json={**body, "stream": True}) as r:
            assert r.status == 200, await r.text()
            assert r.headers["Content-Type"].startswith("text/event-stream")
            async for chunk in r.content.iter_any():
                events += [None if e is None else orjson.loads(e) for e in parser.feed(chunk)]
        return events

    return h.run(go())


def check_chunks(events: list[dict[str, Any] | None], obj: str) -> list[dict[str, Any]]:
    """Shape checks common to every stream; returns the chunks (without [DONE])."""
    assert events and events[-1] is None and None not in events[:-1], "a stream ends with exactly one [DONE]"
    chunks = [e for e in events if e is not None]
    assert len({(c["id"], c["created"], c["model"]) for c in chunks}) == 1
    assert all(c["object"] == obj for c in chunks)
    with_choices = [c for c in chunks if c["choices"]]
    assert [c["choices"][0]["finish_reason"] is not None for c in with_choices].count(True) == 1
    assert with_choices[-1]["choices"][0]["finish_reason"] in ("stop", "length")
    return chunks


def streamed_text(chunks: list[dict[str, Any]], kind: str) -> str:
    if kind == "chat":
        return "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    return "".join(c["choices"][0]["text"] for c in chunks if c["choices"])


@pytest.mark.parametrize("prompt", PROMPTS)
def test_completion_deltas_add_up(h, prompt):
    body = {"prompt": prompt, "max_tokens": 20, "temperature": 0, "ignore_eos": True, "return_token_ids": True}
    status, full, _ = h.request("POST", "/v1/completions", json=body)
    assert status == 200
    chunks = check_chunks(stream(h, "/v1/completions", body), "text_completion")
    assert streamed_text(chunks, "completion") == full["choices"][0]["text"]
    assert sum((c["choices"][0]["token_ids"] for c in chunks), []) == full["choices"][0]["token_ids"]
    assert chunks[0]["prompt_token_ids"] == full["prompt_token_ids"]
    assert all("prompt_token_ids" not in c for c in chunks[1:])
    assert all("usage" not in c for c in chunks), "usage only when stream_options asks for it"


@pytest.mark.parametrize("messages", CHATS)
def test_chat_deltas_add_up(h, messages):
    body = {"messages": messages, "max_tokens": 16, "temperature": 0}
    status, full, _ = h.request("POST", "/v1/chat/completions", json=body)
    assert status == 200
    chunks = check_chunks(stream(h, "/v1/chat/completions", body), "chat.completion.chunk")
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant", "content": ""}
    assert all("role" not in c["choices"][0]["delta"] for c in chunks[1:])
    assert streamed_text(chunks, "chat") == full["choices"][0]["message"]["content"]
    assert chunks[-1]["choices"][0]["finish_reason"] == full["choices"][0]["finish_reason"]


def test_stop_string_streams_the_same_text(h):
    body = {"prompt": "Once upon a time", "max_tokens": 24, "temperature": 0, "ignore_eos": True}
    full = h.request("POST", "/v1/completions", json=body)[1]["choices"][0]["text"]
    stop = full[len(full) // 2 : len(full) // 2 + 3]
    cut = h.request("POST", "/v1/completions", json={**body, "stop": stop})[1]["choices"][0]["text"]
    chunks = check_chunks(stream(h, "/v1/completions", {**body, "stop": stop}), "text_completion")
    assert streamed_text(chunks, "completion") == cut == full[: full.index(stop)]


@pytest.mark.parametrize("path", ["/v1/completions", "/v1/chat/completions"])
def test_include_usage(h, path):
    body: dict[str, Any] = {"max_tokens": 8, "temperature": 0, "ignore_eos": True}
    body.update({"prompt": "usage please"} if "chat" not in path else
                {"messages": [{"role": "user", "content": "usage please"}]})
    full = h.request("POST", path, json=body)[1]
    events = stream(h, path, {**body, "stream_options": {"include_usage": True}})
    chunks = check_chunks(events, "chat.completion.chunk" if "chat" in path else "text_completion")
    last = chunks[-1]
    assert last["choices"] == [] and all(c["usage"] is None for c in chunks[:-1])
    assert last["usage"]["prompt_tokens"] == full["usage"]["prompt_tokens"]
    assert last["usage"]["completion_tokens"] == full["usage"]["completion_tokens"] == 8
    assert last["usage"]["total_tokens"] == full["usage"]["total_tokens"]
    # The streamed run repeats the prompt, so it hits the cache the first run filled.
    assert last["usage"]["prompt_tokens_details"]["cached_tokens"] >= full["usage"]["prompt_tokens_details"][
        "cached_tokens"]


def aborted_requests(h: ServerHarness) -> float:
    text = h.request("GET", "/metrics")[1]
    m = re.search(r'^vllm:request_success_total\{finished_reason="abort",model_name="[^"]+"\} (\S+)$', text, re.M)
    return float(m.group(1)) if m else 0.0


# Long enough that the client always hangs up first.
LONG = {"prompt": "Tell me a long story.", "max_tokens": 1000, "temperature": 0, "ignore_eos": True}


def test_disconnect_mid_stream_frees_blocks(h):
    before = aborted_requests(h)

    async def go() -> int:
        async with aiohttp.ClientSession() as s:
            r = await s.post(h.url + "/v1/completions", json={**LONG, "stream": True})
            parser, n = SSEParser(), 0
            while n < 3:  # a few chunks, then hang up
                n += len(parser.feed(await r.content.readany()))
            r.close()
            return n

    assert h.run(go()) >= 3
    h.wait_idle(timeout=30)
    assert aborted_requests(h) == before + 1


def test_disconnect_from_non_streamed_request_frees_blocks(h):
    before = aborted_requests(h)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            with pytest.raises(TimeoutError):
                async with asyncio.timeout(0.5), s.post(h.url + "/v1/completions", json=LONG) as r:
                    await r.read()

    h.run(go())
    h.wait_idle(timeout=30)
    assert aborted_requests(h) == before + 1


def test_a_write_to_a_client_that_left_ends_its_stream_quietly(h, caplog, monkeypatch):
    """A client that leaves mid-stream can make the next chunk's write fail before its handler is
    cancelled ("Cannot write to closing transport"), which aiohttp logged as an error with a
    traceback (found by bench/fuzz.py's bursts of leaving clients); now the stream just ends there
    and its request is aborted."""
    before = aborted_requests(h)
    real_write, writes = web.StreamResponse.write, []

    async def write_until_the_client_left(resp: web.StreamResponse, data: bytes) -> None:
        writes.append(data)
        if len(writes) > 3:
            raise ClientConnectionResetError("Cannot write to closing transport")
        await real_write(resp, data)

    monkeypatch.setattr(web.StreamResponse, "write", write_until_the_client_left)

    async def go() -> bytes:
        async with aiohttp.ClientSession() as s, s.post(h.url + "/v1/completions", json={**LONG, "stream": True}) as r:
            return await r.read()

    body = h.run(go())
    monkeypatch.undo()
    assert body.count(b"data: ") == 3 and b"[DONE]" not in body
    h.wait_idle(timeout=30)
    assert aborted_requests(h) == before + 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


def test_delta_tracker_holds_back_incomplete_text():
    t = DeltaTracker(stop=["END"])
    assert t.update("ab\ufffd", False) == "ab"
    assert t.update("ab\u00e9 E", False) == "\u00e9 "
    assert t.update("ab\u00e9 EN", False) == ""
    assert t.update("ab\u00e9 ENx", False) == "ENx"
    assert t.update("ab\u00e9 ENx\ufffd", True) == "\ufffd"
