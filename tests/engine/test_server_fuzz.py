"""Nothing a client sends crashes the engine server: random bodies get 200 or a 4xx in OpenAI's shape,
and the replica keeps serving with every KV block accounted for."""

from __future__ import annotations

import json

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_harness import ServerHarness

from engine.config import EngineConfig

FIELDS = ["model", "prompt", "messages", "max_tokens", "max_completion_tokens", "temperature", "top_p", "top_k",
          "seed", "stop", "stop_token_ids", "ignore_eos", "stream", "stream_options", "cache_salt",
          "return_token_ids", "n", "logprobs", "tools", "user", "response_format", "echo"]
scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 70_000), st.floats(allow_nan=True),
                    st.text(max_size=20))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.sampled_from(["role", "content", "type",
                                                                                        "text", "include_usage"]),
                                                                       inner, max_size=3)), max_leaves=12)
bodies = st.dictionaries(st.sampled_from(FIELDS), values, max_size=8)


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=64, max_model_len=128,
                                         threads=1)).wait_ready()
    yield harness
    harness.close()


def post(h: ServerHarness, path: str, raw: bytes) -> tuple[int, bytes]:
    async def go() -> tuple[int, bytes]:
        async with aiohttp.ClientSession() as s, s.post(h.url + path, data=raw,
                                                         headers={"content-type": "application/json"}) as r:
            return r.status, await r.read()

    return h.run(go())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=bodies, chat=st.booleans())
def test_random_bodies_never_crash_the_server(h, body, chat):
    path = "/v1/chat/completions" if chat else "/v1/completions"
    raw = json.dumps(body, allow_nan=True).encode()
    status, payload = post(h, path, raw)
    assert status == 200 or 400 <= status < 500, (status, payload[:300])
    if status != 200:
        err = json.loads(payload)["error"]
        assert err["message"] and err["type"]


def test_server_still_serves_and_holds_no_blocks_afterwards(h):
    status, payload = post(h, "/v1/completions", json.dumps({"prompt": "hello", "max_tokens": 3}).encode())
    assert status == 200, payload
    h.wait_idle()
