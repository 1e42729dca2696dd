"""The proxy in front of a permissive, vLLM-like replica (the stub): it reads only what routing
needs and forwards every other field as the client wrote it, so whether a feature is supported is
the replica's answer. Batches of prompts are routed by the prefix they share, and LangChain's
`batch` works through the proxy."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest
from proxy_cluster import cluster
from proxy_test_utils import raw_exchange, run_async, sse_payloads

pytestmark = pytest.mark.timeout(60)

run = run_async(40)

SYSTEM = "You are a support agent for a bank. Answer briefly and cite the policy number you rely on. " * 4


@run
async def test_fields_the_proxy_does_not_need_reach_the_replica_byte_for_byte() -> None:
    members = [b'"temperature": 1.50', b'"logprobs" : 5', b'"echo":true', b'"n": 2', b'"best_of": 3',
               b'"guided_json": {"type": "object", "properties": {"a": {"const": 1e2}}}',
               b'"x_vendor": ["\\u00e9", null, -0.0]', b'"seed": 18446744073709551615',
               b'"stream_options": {"include_usage": false, "x": 1}']
    body = b'{"model": "m", "prompt": "Say hi.", "max_tokens": 2, "stream": true, "cache_salt": "mine", ' \
        + b", ".join(members) + b"}"
    async with cluster(1) as c:
        head = f"POST /v1/completions HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n" \
               f"Content-Length: {len(body)}\r\n\r\n".encode()
        a = await raw_exchange(c.server.port, head + body)
        assert a.status == 200 and a.headers["x-kvroute-backend"] == c.urls[0]
        sent = c.stubs[0].raw_requests[-1]
        for m in members[:-1]:
            assert m in sent, m  # as written: 1.50 stays 1.50, spaces and all
        got = orjson.loads(sent)
        assert got["stream_options"] == {"include_usage": True, "x": 1}  # the proxy always asks for usage
        assert got["cache_salt"] == "mine"  # no tenants: the client's own salt
        assert sent.count(b'"cache_salt"') == 1 and sent.count(b'"stream_options"') == 1
        payloads = sse_payloads(a.body)
        assert len(payloads) > 2 and payloads[-1] == "[DONE]"
        assert all(p.get("usage") is None for p in payloads[:-1])  # stripped: the client asked for none


VLLM_FIELDS: list[dict[str, Any]] = [
    {"logprobs": 3, "echo": True}, {"n": 3}, {"best_of": 2}, {"presence_penalty": 0.5, "frequency_penalty": 0.2},
    {"repetition_penalty": 1.1, "min_p": 0.05, "min_tokens": 1}, {"response_format": {"type": "json_object"}},
    {"guided_json": {"type": "object"}}, {"logit_bias": {"5": 10}}, {"suffix": " end"}, {"top_logprobs": 2},
]


@run
async def test_what_vllm_serves_is_the_replicas_to_accept() -> None:
    async with cluster(1) as c:
        for extra in VLLM_FIELDS:
            status, h, raw = await c.post("/v1/completions", {"prompt": "hello", "max_tokens": 1, **extra})
            assert status == 200 and h["x-kvroute-backend"] == c.urls[0], (extra, raw)
            assert all(c.stubs[0].requests[-1][k] == v for k, v in extra.items())
        chat = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 1, "logprobs": True, "top_logprobs": 2,
                "tools": [{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}],
                "tool_choice": {"type": "function", "function": {"name": "f"}}, "parallel_tool_calls": False}
        status, h, _ = await c.post("/v1/chat/completions", chat)
        assert status == 200 and c.stubs[0].requests[-1]["tool_choice"] == chat["tool_choice"]
        image = {"messages": [{"role": "user", "content": [{"type": "text", "text": "what is this?"},
                                                            {"type": "image_url", "image_url": {"url": "data:x"}}]}]}
        status, h, _ = await c.post("/v1/chat/completions", image)  # routed by load: nothing to hash
        assert status == 200 and c.stubs[0].requests[-1]["messages"] == image["messages"]
        assert h["x-kvroute-prefix-tokens"] == "0"


@run
async def test_a_batch_of_prompts_is_routed_by_the_prefix_its_prompts_share() -> None:
    async with cluster(3) as c:
        batch = [SYSTEM + f"Question {i}: may I close my account online?" for i in range(4)]
        status, h, raw = await c.post("/v1/completions", {"prompt": batch, "max_tokens": 1})
        assert status == 200 and [ch["index"] for ch in orjson.loads(raw)["choices"]] == [0, 1, 2, 3]
        home = h["x-kvroute-backend"]
        others = [SYSTEM + f"Question {i}: what is the fee for a wire transfer?" for i in range(3)]
        status, h, raw = await c.post("/v1/completions", {"prompt": others, "max_tokens": 1})
        cached = orjson.loads(raw)["usage"]["prompt_tokens_details"]["cached_tokens"]
        predicted = int(h["x-kvroute-prefix-tokens"])
        assert h["x-kvroute-backend"] == home  # the shared head is held there
        assert 0 < predicted <= cached  # three prompts, each over the cached head
        assert predicted >= 3 * (len(c.server.pool.tokenizer.encode_completion(SYSTEM)) // 16 - 1) * 16  # type: ignore[union-attr]


@run
async def test_langchain_batch_and_chat_with_logprobs_work_through_the_proxy() -> None:
    langchain_openai = pytest.importorskip("langchain_openai")
    async with cluster(2) as c:
        llm = langchain_openai.OpenAI(base_url=c.base + "/v1", api_key="unused", model="stub", max_tokens=3,
                                      max_retries=0)
        answers = await asyncio.to_thread(llm.batch, [SYSTEM + "First?", SYSTEM + "Second?", SYSTEM + "Third?"])
        assert answers == [" w0 w1 w2"] * 3
        sent = [r for s in c.stubs for r in s.requests]
        assert any(isinstance(r["prompt"], list) and len(r["prompt"]) == 3 for r in sent)  # one batched request
        chat = langchain_openai.ChatOpenAI(base_url=c.base + "/v1", api_key="unused", model="stub", max_tokens=2,
                                           logprobs=True, max_retries=0)
        reply = await asyncio.to_thread(chat.invoke, "hello")
        assert reply.content == " w0 w1"
        chats = [r for s in c.stubs for r in s.requests if "messages" in r]
        assert len(chats) == 1 and chats[0]["logprobs"] is True
