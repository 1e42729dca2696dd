"""The engine's OpenAI routes over real sockets: validation, error shapes, bodies, cached tokens.

References: the OpenAI Python SDK parses our bodies; protocol.tokenization encodes and decodes on
its own; transformers' greedy `generate` gives the expected tokens; cached tokens follow DESIGN.md's
formula (protocol.block_hash.cached_tokens).
"""

from __future__ import annotations

import json
import logging
import random
import signal
import socket
import subprocess
import sys
import threading
import urllib.request

import pytest
from server_harness import ServerHarness

from engine.async_engine import AsyncEngine
from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from protocol.block_hash import cached_tokens
from protocol.tokenization import Tokenizer

MAX_MODEL_LEN = 160
NAME = "tiny-served"


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), served_model_name=NAME, kv_cache_blocks=128,
                                         max_model_len=MAX_MODEL_LEN, threads=1)).wait_ready()
    yield harness
    harness.close()


@pytest.fixture(scope="module")
def tok(tiny_model_dir) -> Tokenizer:
    return Tokenizer.from_dir(tiny_model_dir)


def assert_openai_error(status: int, body: object, want: int, param: str | None = None, mentions: str = "") -> None:
    assert status == want, body
    assert isinstance(body, dict) and set(body) == {"error"}, body
    err = body["error"]
    assert isinstance(err["message"], str) and err["message"], err
    assert isinstance(err["type"], str) and err["type"], err
    assert "code" in err
    if param is not None:
        assert err.get("param") == param, err
    assert mentions in err["message"], err


def random_ids(tok: Tokenizer, n: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(3, tok.vocab_size) for _ in range(n)]


def deep(n: int) -> object:
    obj: object = 1
    for _ in range(n):
        obj = [obj]
    return obj


BAD_COMPLETIONS = [
    (b"{not json", None, "JSON"),
    (b"[1, 2]", None, "object"),
    (b'{"prompt": "hi", "max_tokens": 2, "extra": ' + str(deep(200)).encode() + b"}", None, "nested"),
    (b'{"prompt": 5}', "prompt", ""),
    (b'{"prompt": "hi", "max_tokens": "10"}', "max_tokens", ""),
    (b'{"prompt": "hi", "max_tokens": -1}', "max_tokens", ""),
    (b'{"prompt": "hi", "max_tokens": 0}', "max_tokens", ""),
    (b'{"prompt": "hi", "max_tokens": 100000000000}', "max_tokens", ""),
    (b'{"prompt": "hi", "temperature": "hot"}', "temperature", ""),
    (b'{"prompt": "hi", "stream": "yes"}', "stream", ""),
    (b'{"prompt": "hi", "n": 0}', "n", "`n`"),
    (b'{"prompt": "hi", "n": 2, "best_of": 3, "stream": true}', "best_of", "stream"),
    (b'{"prompt": [-1, 5]}', "prompt", ""),
    (b'{}', "prompt", ""),
]


@pytest.mark.parametrize(("body", "param", "mentions"), BAD_COMPLETIONS)
def test_invalid_completion_bodies_get_400(h, body, param, mentions):
    status, got, _ = h.request("POST", "/v1/completions", data=body, headers={"Content-Type": "application/json"})
    assert_openai_error(status, got, 400, param, mentions)


def test_invalid_chat_bodies_get_400(h):
    for body, param in [({}, "messages"), ({"messages": []}, "messages"),
                        ({"messages": [{"role": "wizard", "content": "x"}]}, "messages[0].role"),
                        ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {}}]}]},
                         "messages[0].content[0].type")]:
        status, got, _ = h.request("POST", "/v1/chat/completions", json=body)
        assert_openai_error(status, got, 400, param)


def test_token_ids_outside_the_vocabulary_get_400(h, tok):
    for bad in (tok.vocab_size, tok.vocab_size + 1000):
        status, got, _ = h.request("POST", "/v1/completions", json={"prompt": [1, 2, bad], "max_tokens": 1})
        assert_openai_error(status, got, 400, "prompt", str(bad))


def test_context_limits(h, tok):
    ids = random_ids(tok, MAX_MODEL_LEN, seed=1)
    status, got, _ = h.request("POST", "/v1/completions", json={"prompt": ids, "max_tokens": 1})
    assert_openai_error(status, got, 400, "prompt", str(MAX_MODEL_LEN))
    status, got, _ = h.request("POST", "/v1/completions", json={"prompt": ids[:100], "max_tokens": 61})
    assert_openai_error(status, got, 400, "max_tokens")
    long_chat = {"messages": [{"role": "user", "content": "word " * 400}]}
    status, got, _ = h.request("POST", "/v1/chat/completions", json=long_chat)
    assert_openai_error(status, got, 400, "messages")
    # Without max_tokens the request may fill the rest of the context.
    status, got, _ = h.request("POST", "/v1/completions", json={"prompt": ids[:150], "temperature": 0,
                                                                 "ignore_eos": True})
    assert status == 200, got
    assert got["usage"]["completion_tokens"] == MAX_MODEL_LEN - 150
    assert got["choices"][0]["finish_reason"] == "length"


def test_routing_errors_have_openai_shape(h):
    status, got, _ = h.request("GET", "/no/such/route")
    assert_openai_error(status, got, 404)
    status, got, headers = h.request("GET", "/v1/completions")
    assert_openai_error(status, got, 405)
    assert "POST" in headers.get("Allow", "")
    status, got, _ = h.request("POST", "/v1/completions", data=b" " * (16 * 1024 * 1024 + 1))
    assert_openai_error(status, got, 413)


_GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
MALFORMED = {  # what aiohttp itself answered in text/plain (and logged with a traceback) before bench/fuzz.py
    "duplicate Content-Length": (b"POST /v1/completions HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n"
                                 b"Content-Length: 3\r\n\r\n{}", 400),
    "control byte in a header name": (b"GET /v1/models HTTP/1.1\r\nHost: t\r\nBad\x01Name: v\r\n\r\n", 400),
    "TLS on the HTTP port": (b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03", 400),
    "unknown Expect": (b"POST /v1/completions HTTP/1.1\r\nHost: t\r\nExpect: 200-ok\r\nConnection: close\r\n"
                       b"Content-Length: 2\r\n\r\n{}", 417),
    "body that is not gzip": (b"POST /v1/completions HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\n"
                              b"Connection: close\r\nContent-Length: 20\r\n\r\n" + _GZIP_HEADER + b"\xff" * 10, 400),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_requests_get_openai_errors_without_a_traceback(h, caplog, name):
    data, want = MALFORMED[name]
    with socket.create_connection(("127.0.0.1", int(h.url.rsplit(":", 1)[1])), timeout=10) as s:
        s.sendall(data)
        raw = b""
        while chunk := s.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    assert b"content-type: application/json" in head.lower(), raw
    assert_openai_error(int(head.split(b" ", 2)[1]), json.loads(body), want)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
    assert h.request("POST", "/v1/completions", json={"prompt": "hi", "max_tokens": 1})[0] == 200


def test_unexpected_exceptions_become_500_in_openai_shape(h, caplog):
    tokenizer = h.engine.tokenizer

    def broken(text):
        raise RuntimeError("tokenizer exploded")

    tokenizer.encode_completion = broken
    try:
        status, got, _ = h.request("POST", "/v1/completions", json={"prompt": "hi", "max_tokens": 1})
    finally:
        del tokenizer.encode_completion
    assert_openai_error(status, got, 500)
    assert "exploded" not in got["error"]["message"], "internals stay in the log"
    assert "tokenizer exploded" in caplog.text
    assert h.request("POST", "/v1/completions", json={"prompt": "hi", "max_tokens": 1})[0] == 200


def test_unknown_fields_are_ignored(h):
    status, got, _ = h.request("POST", "/v1/completions", json={
        "prompt": "Hello", "max_tokens": 2, "temperature": 0, "frobnicate": {"x": [1, 2]}, "model": "anything"})
    assert status == 200, got
    assert got["model"] == NAME


def test_models_health_ready_metrics(h):
    status, got, _ = h.request("GET", "/v1/models")
    assert status == 200 and got["object"] == "list"
    assert [m["id"] for m in got["data"]] == [NAME] and got["data"][0]["object"] == "model"
    assert h.request("GET", f"/v1/models/{NAME}")[1] == got["data"][0]
    status, body, _ = h.request("GET", "/v1/models/other")
    assert_openai_error(status, body, 404, "model")
    assert h.request("GET", "/health")[0] == 200
    assert h.request("GET", "/ready")[0] == 200
    status, text, headers = h.request("GET", "/metrics")
    assert status == 200 and headers["Content-Type"].startswith("text/plain")
    from prometheus_client.parser import text_string_to_metric_families

    samples = {(s.name, s.labels.get("model_name")) for f in text_string_to_metric_families(text) for s in f.samples}
    for name in ("vllm:time_to_first_token_seconds_bucket", "vllm:prefix_cache_hits_total", "vllm:num_requests_running",
                 "vllm:kv_cache_usage_perc", "vllm:generation_tokens_total", "vllm:num_requests_waiting"):
        assert (name, NAME) in samples, name  # vLLM's names and its model_name label, for vLLM's dashboards
    assert ("kvroute_engine_evicted_blocks_total", None) in samples


def test_not_ready_until_loaded(tiny_model_dir):
    release = threading.Event()

    def slow_load(config, metrics):
        assert release.wait(60)
        return LLMEngine(config, metrics)

    config = EngineConfig(model=str(tiny_model_dir), max_model_len=64, kv_cache_blocks=16, threads=1)
    harness = ServerHarness(config, async_engine=AsyncEngine(config, engine_factory=slow_load))
    try:
        assert harness.request("GET", "/health")[0] == 200
        status, got, _ = harness.request("GET", "/ready")
        assert_openai_error(status, got, 503)
        status, got, _ = harness.request("POST", "/v1/completions", json={"prompt": "hi", "max_tokens": 1})
        assert_openai_error(status, got, 503)
        release.set()
        harness.wait_ready()
        assert harness.request("GET", "/ready")[0] == 200
    finally:
        release.set()
        harness.close()


def test_completion_body_and_greedy_tokens(h, tok, tiny_model_dir):
    from engine_test_utils import HFReference, assert_matches_reference

    prompt = "The quick brown fox"
    status, got, _ = h.request("POST", "/v1/completions", json={
        "prompt": prompt, "max_tokens": 12, "temperature": 0, "return_token_ids": True, "ignore_eos": True})
    assert status == 200, got
    assert got["object"] == "text_completion" and got["id"].startswith("cmpl-") and isinstance(got["created"], int)
    choice = got["choices"][0]
    assert choice["index"] == 0 and choice["finish_reason"] == "length" and choice["logprobs"] is None
    assert got["prompt_token_ids"] == tok.encode_completion(prompt)
    assert choice["text"] == tok.decode(choice["token_ids"], skip_special_tokens=True)
    usage = got["usage"]
    assert usage["prompt_tokens"] == len(got["prompt_token_ids"]) and usage["completion_tokens"] == 12
    assert usage["total_tokens"] == usage["prompt_tokens"] + 12
    assert "cached_tokens" in usage["prompt_tokens_details"]
    assert_matches_reference(HFReference(str(tiny_model_dir)), got["prompt_token_ids"], choice["token_ids"], 12)


def test_chat_body(h, tok):
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Say hi"}]
    status, got, _ = h.request("POST", "/v1/chat/completions", json={
        "messages": messages, "max_completion_tokens": 6, "temperature": 0, "return_token_ids": True})
    assert status == 200, got
    assert got["object"] == "chat.completion" and got["id"].startswith("chatcmpl-") and got["model"] == NAME
    choice = got["choices"][0]
    assert choice["message"]["role"] == "assistant" and choice["message"]["refusal"] is None
    assert choice["message"]["content"] == tok.decode(choice["token_ids"], skip_special_tokens=True)
    assert choice["finish_reason"] in ("stop", "length") and len(choice["token_ids"]) <= 6
    assert got["prompt_token_ids"] == tok.encode_chat(messages)
    assert got["usage"]["prompt_tokens"] == len(got["prompt_token_ids"])


def test_openai_sdk_parses_responses(h):
    import openai

    client = openai.OpenAI(base_url=h.url + "/v1", api_key="unused", max_retries=0)
    chat = client.chat.completions.create(model="x", messages=[{"role": "user", "content": "Hi"}], max_tokens=4,
                                          temperature=0)
    assert chat.choices[0].message.role == "assistant" and chat.usage.prompt_tokens_details.cached_tokens >= 0
    comp = client.completions.create(model="x", prompt="Hello", max_tokens=4, temperature=0)
    assert comp.model == NAME and comp.usage.completion_tokens <= 4
    stream = client.completions.create(model="x", prompt="Hello", max_tokens=4, temperature=0, stream=True,
                                       stream_options={"include_usage": True})
    chunks = list(stream)
    assert "".join(c.choices[0].text for c in chunks if c.choices) == comp.choices[0].text
    assert chunks[-1].usage.completion_tokens == comp.usage.completion_tokens
    with pytest.raises(openai.BadRequestError):
        client.completions.create(model="x", prompt="Hello", max_tokens=4, n=3, best_of=2)


@pytest.mark.parametrize("n", [48, 50, 17, 5])
def test_cached_tokens_of_a_repeated_prompt(h, tok, n):
    bs = h.engine.block_size
    ids = random_ids(tok, n, seed=100 + n)

    def cached(salt: str | None) -> int:
        body = {"prompt": ids, "max_tokens": 1, "temperature": 0}
        if salt is not None:
            body["cache_salt"] = salt
        status, got, _ = h.request("POST", "/v1/completions", json=body)
        assert status == 200, got
        assert got["usage"]["prompt_tokens"] == n
        return got["usage"]["prompt_tokens_details"]["cached_tokens"]

    assert cached(None) == 0
    assert cached(None) == cached_tokens(n, n // bs, bs)
    assert cached(f"tenant-{n}") == 0
    assert cached(f"tenant-{n}") == cached_tokens(n, n // bs, bs)
    assert cached(None) == cached_tokens(n, n // bs, bs)


def test_stop_strings_cut_the_text(h):
    body = {"prompt": "Once upon a time", "max_tokens": 24, "temperature": 0, "ignore_eos": True}
    full = h.request("POST", "/v1/completions", json=body)[1]["choices"][0]["text"]
    assert len(full) > 8
    stop = full[len(full) // 2 : len(full) // 2 + 3]
    cut = h.request("POST", "/v1/completions", json={**body, "stop": [stop]})[1]["choices"][0]
    assert cut["text"] == full[: full.index(stop)] and cut["finish_reason"] == "stop"


class FailingStep:
    """Wraps an engine's step: the `fail_at`-th call raises, the others run normally."""

    def __init__(self, step, fail_at: int) -> None:
        self.step, self.fail_at, self.calls = step, fail_at, 0

    def __call__(self):
        self.calls += 1
        if self.calls == self.fail_at:
            raise RuntimeError("injected step failure")
        return self.step()


@pytest.mark.parametrize("stream", [False, True])
def test_a_failed_step_fails_its_requests_and_the_engine_goes_on(h, stream):
    original = h.engine.step
    h.engine_call(lambda e: setattr(e, "step", FailingStep(original, fail_at=3)))
    try:
        body = {"prompt": "Hello there", "max_tokens": 20, "temperature": 0, "ignore_eos": True, "stream": stream}
        status, got, _ = h.request("POST", "/v1/completions", json=body)
        if stream:
            assert status == 200
            events = [e.removeprefix("data: ") for e in got.split("\n\n") if e]
            assert events[-1] == "[DONE]"
            error = json.loads(events[-2])
            assert_openai_error(500, error, 500, mentions="injected step failure")
            assert all("error" not in json.loads(e) for e in events[:-2])
        else:
            assert_openai_error(status, got, 500, mentions="injected step failure")
    finally:
        h.engine_call(lambda e: delattr(e, "step"))
    h.wait_idle()
    status, got, _ = h.request("POST", "/v1/completions", json={**body, "stream": False})
    assert status == 200 and got["usage"]["completion_tokens"] == 20


def test_cli_flags(tiny_model_dir):
    from engine.cli import config_from_args

    cfg = config_from_args(["--model", "tiny", "--kv-cache-memory", "2GiB", "--served-model-name", "m",
                            "--max-model-len", "512", "--threads", "2", "--port", "9001"])
    assert cfg.kv_cache_memory == 2 * 1024**3 and cfg.model_name == "m" and cfg.threads == 2 and cfg.port == 9001
    for argv in (["--model", "tiny", "--kv-cache-memory", "lots"], ["--model", "tiny", "--port", "70000"],
                 ["--model", "tiny", "--kv-cache-blocks", "4", "--kv-cache-memory", "1GiB"],
                 ["--model", "tiny", "--block-size", "0"], ["--model", "tiny", "--dtype", "float16"], []):
        with pytest.raises(SystemExit) as exc:
            config_from_args(argv)
        assert exc.value.code == 2


def test_cli_serves_until_sigterm(tiny_model_dir):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "kvroute", "engine", "--model", str(tiny_model_dir),
                             "--port", str(port), "--kv-cache-blocks", "32", "--threads", "1"],
                            stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        for line in proc.stderr:
            lines.append(line)
            if "ready:" in line:
                break
        assert f"http://127.0.0.1:{port}" in lines[-1] and "capacity=32 blocks" in lines[-1], lines
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/ready", timeout=10) as r:
            assert r.status == 200
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
