"""Limits, with safe defaults and all in config: what the proxy holds for a client or a replica is
bounded, and going past a bound is a 413 / 431 / 429 / 502 / 503 in OpenAI's shape, never a crash,
a traceback or unbounded memory. Memory is measured with tracemalloc, independently of the byte
estimates the caches keep of themselves."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import random
import resource
import socket
import subprocess
import sys
import time
import tracemalloc
import urllib.request
from collections.abc import AsyncIterator, Callable

import orjson
import pytest
from proxy_cluster import cluster
from proxy_test_utils import (
    chunked,
    free_port,
    raw_exchange,
    read_answer,
    rest_until_close,
    run_async,
    until,
    wait_ok,
)

from bench.stub_backend import stub_tokenizer_files
from protocol.tokenization import Tokenizer
from proxy.debug import RecentPrompts
from proxy.http_messages import Request, Response
from proxy.http_parser import RequestParser, ServerLimits
from proxy.http_server import HTTPServer
from proxy.pipeline import HashCache
from proxy.prefix_index import PrefixIndex

pytestmark = pytest.mark.timeout(90)

run = run_async(40)


def _retained(build: Callable[[], object]) -> tuple[int, object]:
    """Bytes still allocated after `build()` ran (what the object it returns holds), and the object."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = build()
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before, kept
    finally:
        tracemalloc.stop()


# ---------------------------------------------------------------------------- request bodies


def test_a_body_in_tiny_chunks_costs_about_its_own_size() -> None:
    """2-byte chunks once cost ~30x the body (a bytes object per chunk); now one buffer."""
    body = bytes(range(256)) * 4096  # 1 MiB
    wire = b"POST /v1/completions HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
    wire += chunked([body[i:i + 2] for i in range(0, len(body), 2)])
    parser = RequestParser(ServerLimits(max_body_bytes=2 << 20))
    gc.collect()
    tracemalloc.start()
    try:
        for i in range(0, len(wire), 65536):  # as reads from the socket arrive
            parser.feed(wire[i:i + 65536])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    (request,) = parser.ready
    assert request.body == body  # type: ignore[union-attr]
    assert peak < 4 * len(body), peak


@run
async def test_a_5000_digit_content_length_is_a_400_without_a_traceback(caplog: pytest.LogCaptureFixture) -> None:
    async with cluster(1) as c:
        with caplog.at_level(logging.DEBUG):
            wire = b"POST /v1/completions HTTP/1.1\r\nHost: t\r\nContent-Length: " + b"9" * 5000 + b"\r\n\r\n{}"
            a = await raw_exchange(c.server.port, wire)
        assert a.status == 400 and a.json()["error"]["message"]
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
        assert (await c.post("/v1/completions", {"prompt": "fine", "max_tokens": 1}))[0] == 200


@run
async def test_head_body_and_prompt_limits_come_from_config() -> None:
    limits = {"max_head_bytes": 2048, "max_body_bytes": 4096, "max_prompt_tokens": 500}
    async with cluster(1, config={"limits": limits}) as c:
        big_header = f"POST /v1/completions HTTP/1.1\r\nHost: t\r\nX-Pad: {'p' * 3000}\r\n\r\n".encode()
        a = await raw_exchange(c.server.port, big_header)
        assert a.status == 431 and a.json()["error"]["type"] == "invalid_request_error"
        status, _, raw = await c.post("/v1/completions", {"prompt": "x" * 5000})
        assert status == 413 and orjson.loads(raw)["error"]["code"] == "request_too_large"
        status, _, raw = await c.post("/v1/completions", {"prompt": list(range(600)), "max_tokens": 1})
        assert status == 413 and orjson.loads(raw)["error"]["code"] == "prompt_too_long"
        status, _, _ = await c.post("/v1/completions", {"prompt": list(range(400)), "max_tokens": 1})
        assert status == 200


# ---------------------------------------------------------------------------- replica answers


@run
async def test_a_replica_answer_past_the_limit_is_a_502_not_the_proxys_memory() -> None:
    async with cluster(1, config={"limits": {"max_response_bytes": 65536}}) as c:
        c.stubs[0].answer_padding = 4 * 1024 * 1024
        status, h, raw = await c.post("/v1/completions", {"prompt": "big", "max_tokens": 1})
        assert status == 502 and orjson.loads(raw)["error"]["code"] == "upstream_response_too_large"
        c.stubs[0].answer_padding = 0
        assert (await c.post("/v1/completions", {"prompt": "small", "max_tokens": 1}))[0] == 200


class RawReplica:
    """A replica that writes exactly the bytes a test wants for each path (no KV API)."""

    def __init__(self, answers: dict[str, bytes]) -> None:
        self.answers = answers

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n"):
                    name, _, value = line.partition(b":")
                    if name.lower() == b"content-length":
                        length = int(value)
                await reader.readexactly(length)
                path = head.split(b" ", 2)[1].decode().partition("?")[0]
                writer.write(self.answers.get(path, b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"))
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()


@contextlib.asynccontextmanager
async def raw_replica(answers: dict[str, bytes]) -> AsyncIterator[str]:
    server = await asyncio.start_server(RawReplica(answers).serve, "127.0.0.1", 0)
    try:
        yield f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    finally:
        server.close()


def _ok(body: bytes, extra: bytes = b"") -> bytes:
    return b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n" + extra + b"Content-Length: %d\r\n\r\n%s" % (
        len(body), body)


@run
async def test_an_interim_100_from_a_replica_is_skipped_and_a_malformed_answer_is_a_502() -> None:
    completion = orjson.dumps({"choices": [{"text": "ok", "index": 0}],
                               "usage": {"prompt_tokens": 1, "completion_tokens": 1}})
    answers = {"/ready": _ok(b"{}"),
               "/v1/completions": b"HTTP/1.1 100 Continue\r\n\r\n" + _ok(completion),
               "/v1/embeddings": _ok(b"{}", b"X-Bad: a\x01b\r\n"),
               "/tokenize": b"HTTP/1.1 200 OK\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\nxxxx"}
    async with raw_replica(answers) as url, raw_replica(answers) as url2:
        config = {"backends": [{"url": url, "supports_kv_events": False}, {"url": url2, "supports_kv_events": False}]}
        async with cluster(0, config=config) as c:
            await until(lambda: len(c.server.replicas.routable()) == 2)
            status, _, raw = await asyncio.wait_for(c.post("/v1/completions", {"prompt": "hi", "max_tokens": 1}), 5)
            assert status == 200 and orjson.loads(raw)["choices"][0]["text"] == "ok"
            for path in ("/v1/embeddings", "/tokenize"):  # every replica answers malformed: a 5xx, in shape
                status, h, raw = await c.post(path, {"input": "x"})
                assert status in (502, 503) and orjson.loads(raw)["error"]["message"], (path, raw)


# ---------------------------------------------------------------------------- connections


async def _hold(handler_gate: asyncio.Event, request: Request) -> Response:
    if request.path == "/wait":
        await handler_gate.wait()
    return Response(b"ok")


def _errors(status: int, method: str, path: str, message: str, headers: dict[str, str]) -> Response:
    return Response(orjson.dumps({"error": {"message": message, "type": "x", "code": None}}), status,
                    {"Content-Type": "application/json"})


def _get(path: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: t\r\n\r\n".encode()


@run
async def test_idle_connections_make_room_and_busy_ones_are_refused_in_shape() -> None:
    gate = asyncio.Event()
    http = HTTPServer(lambda r: _hold(gate, r), _errors, ServerLimits(max_connections=8,
                                                                       max_connections_per_client=6))
    port = await http.start("127.0.0.1", 0)
    writers = []
    try:
        for _ in range(12):  # idle sockets that never send anything
            _, w = await asyncio.open_connection("127.0.0.1", port)
            writers.append(w)
            await asyncio.sleep(0.01)
            assert len(http.connections) <= 8
        a = await raw_exchange(port, _get("/fine"))  # the oldest idle one made room
        assert a.status == 200
        busy = []
        for _ in range(6):  # requests in flight: these are not idle
            r, w = await asyncio.open_connection("127.0.0.1", port)
            w.write(_get("/wait"))
            busy.append((r, w))
        await until(lambda: http.in_flight() == 6)
        r, w = await asyncio.open_connection("127.0.0.1", port)  # the seventh from this client
        a = await read_answer(r)
        assert a.status == 429 and a.headers["connection"] == "close" and a.json()["error"]["message"]
        assert await rest_until_close(r) == b""
        assert http.refused["per_client"] >= 1
        gate.set()
        for r, _ in busy:
            assert (await read_answer(r)).status == 200
        writers += [w for _, w in busy]
    finally:
        for w in writers:
            w.close()
        await http.close(0.2)


@run
async def test_a_full_server_of_busy_connections_answers_503() -> None:
    gate = asyncio.Event()
    http = HTTPServer(lambda r: _hold(gate, r), _errors, ServerLimits(max_connections=3))
    port = await http.start("127.0.0.1", 0)
    busy = []
    try:
        for _ in range(3):
            r, w = await asyncio.open_connection("127.0.0.1", port)
            w.write(_get("/wait"))
            busy.append((r, w))
        await until(lambda: http.in_flight() == 3)
        a = await raw_exchange(port, _get("/x"))
        assert a.status == 503 and a.headers["retry-after"] and http.refused["global"] == 1
        gate.set()
    finally:
        for _, w in busy:
            w.close()
        await http.close(0.2)


def test_idle_sockets_do_not_starve_clients_at_a_low_open_file_limit() -> None:
    """300 idle sockets once exhausted a 256-descriptor proxy; now idle ones make room."""
    stub_port, port = free_port(), free_port()
    stub = subprocess.Popen([sys.executable, "-m", "bench.stub_backend", "--port", str(stub_port)],
                            stdout=subprocess.DEVNULL)

    def low_limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))

    proxy = subprocess.Popen([sys.executable, "-m", "kvroute", "proxy", "--port", str(port), "--admin-port", "0",
                              "--backend", f"http://127.0.0.1:{stub_port}"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, preexec_fn=low_limit)
    socks: list[socket.socket] = []
    try:
        wait_ok(f"http://127.0.0.1:{port}/ready", proxy)
        for _ in range(300):
            s = socket.create_connection(("127.0.0.1", port))
            socks.append(s)
        time.sleep(0.3)
        req = urllib.request.Request(f"http://127.0.0.1:{port}/v1/completions", method="POST",
                                     data=b'{"prompt": "still served", "max_tokens": 1}',
                                     headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=10) as r:
            assert r.status == 200
        assert proxy.poll() is None
    finally:
        for s in socks:
            s.close()
        for p in (proxy, stub):
            p.kill()
        _, err = proxy.communicate(timeout=10)
        stub.wait(10)
    assert b"limits.max_connections 4096 lowered" in err and b"Traceback" not in err


# ---------------------------------------------------------------------------- routing caches

BUDGET = 2 * 1024 * 1024


def _hashes(rng: random.Random, n: int) -> list[str]:
    return [f"{rng.getrandbits(128):032x}" for _ in range(n)]


def test_the_prefix_hash_memo_stays_within_its_bytes() -> None:
    rng = random.Random(0)

    def build() -> HashCache:
        cache = HashCache(16, max_bytes=BUDGET)
        for _ in range(30):  # 30 prompts of 40k tokens: ~30 x 230 KB of hashes unbounded
            cache.hashes([rng.randrange(50_000) for _ in range(40_000)], "")
        return cache

    held, cache = _retained(build)
    assert cache.nbytes() <= BUDGET  # type: ignore[attr-defined]
    assert held <= BUDGET * 1.1, held  # the estimate is an upper bound of what is really held


def test_the_index_guesses_stay_within_their_bytes() -> None:
    rng = random.Random(1)

    def build() -> PrefixIndex:
        index = PrefixIndex(lambda: 0.0, guess_bytes=BUDGET)
        for r in ("a", "b", "c"):
            index.set_mode(r, "exact")
        index.set_mode("d", "approx")
        for i in range(40):  # 40 long prompts routed, pending or learned approximately
            index.add_pending("abc"[i % 3], _hashes(rng, 5000))
            index.record_routed("d", _hashes(rng, 3000))
        return index

    held, index = _retained(build)
    assert index.nbytes() <= BUDGET  # type: ignore[attr-defined]
    assert held <= BUDGET * 1.1, held


def test_recent_prompts_stay_within_their_bytes() -> None:
    import array

    rng = random.Random(2)

    def build() -> RecentPrompts:
        recent = RecentPrompts(max_bytes=BUDGET)
        for _ in range(200):
            recent.add(f"salt{rng.randrange(3)}", array.array("I", (rng.randrange(1 << 16) for _ in range(5000))))
        return recent

    held, recent = _retained(build)
    assert recent.nbytes() <= BUDGET  # type: ignore[attr-defined]
    assert held <= BUDGET * 1.1, held


def test_the_tokenizer_caches_stay_within_their_bytes() -> None:
    """Segments are text clients send: a long one with few ids, or one in four-byte characters,
    is counted by what it holds, not by its token count."""
    tok = Tokenizer.from_files(stub_tokenizer_files(), cache_bytes=BUDGET)
    assert tok.words is not None  # byte-level BPE: the word cache is in play too
    rng = random.Random(4)
    alphabet = "abcdefghij \U0001f642\u00e9"

    def build() -> Tokenizer:
        for i in range(400):  # distinct chats and completions: ~400 x 10 KB of segments unbounded
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(500, 5000)))
            tok.encode_chat([{"role": "user", "content": text}]) if i % 2 else tok.encode(text, True)
        return tok

    held, kept = _retained(build)
    assert tok.cache.nbytes() > BUDGET // 2 and tok.words.nbytes() > 0  # both filled
    assert kept.nbytes() <= BUDGET  # type: ignore[attr-defined]
    assert held <= BUDGET * 1.1, held


@run
async def test_long_prompts_through_the_proxy_keep_the_routing_caches_in_budget() -> None:
    budget = 4 * 1024 * 1024
    async with cluster(2, config={"limits": {"routing_cache_bytes": budget}}) as c:
        rng = random.Random(3)
        for _ in range(3):
            prompt = [rng.randrange(256) for _ in range(200_000)]
            status, _, _ = await c.post("/v1/completions", {"prompt": prompt, "max_tokens": 1})
            assert status == 200
        for i in range(40):  # text the tokenizer keeps segments of
            text = f"{i} " + " ".join(f"w{rng.randrange(10**6)}" for _ in range(2000))
            status, _, _ = await c.post("/v1/completions", {"prompt": text, "max_tokens": 1})
            assert status == 200
        doc = orjson.loads((await c.admin_get("/debug/replicas"))[2])
        assert doc["routing_cache_limit"] == budget
        assert doc["routing_cache_bytes"]["tokenizer"] > budget // 16
        assert sum(doc["routing_cache_bytes"].values()) <= budget, doc["routing_cache_bytes"]
