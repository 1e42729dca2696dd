"""A fast OpenAI-compatible replica stand-in that speaks our `/kv/*` API, for proxy tests and benchmarks.

It answers `/v1/completions` and `/v1/chat/completions` (streamed or not) with a deterministic
text, keeps a simulated prefix cache keyed by the shared block hash (so `cached_tokens` in its usage
is what a real engine would report for the same history), and publishes that cache through
`/kv/info`, `/kv/snapshot`, `/kv/events` and `/kv/tokenizer` exactly as DESIGN.md specifies. Faults
can be injected (error statuses, broken streams, dropped connections, silent event streams,
restarts) so the proxy's failure handling can be tested without a model.

`python -m bench.stub_backend --port 8101 [--fast]`; `--fast` skips tokenization (usage reports no
cached tokens; bench/fast_stub.py answers with canned bytes) so the stub costs as little CPU as
possible in overhead benchmarks.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import time
import uuid
from collections import OrderedDict, deque
from typing import Any, Protocol

import orjson
from aiohttp import web
from tokenizers import Tokenizer as HFTokenizer
from tokenizers import decoders, models, pre_tokenizers, processors

from engine.zmq_publisher import ZMQEventPublisher
from protocol.block_hash import block_hashes, cached_tokens, from_hex, to_hex
from protocol.errors import APIError
from protocol.kv_events import RESET_JSON, KVEvent, KVInfo, LoadReport, heartbeat_json
from protocol.openai_api import parse_json_body
from protocol.openai_routing import RoutingView, parse_chat_routing, parse_completion_routing
from protocol.sse import DONE, encode_event
from protocol.tokenization import Tokenizer
from protocol.zmq_kv_events import engine_hash, removed_json, stored_json
from proxy.cli import event_loop_runner

CHATML = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + (message['content'] or '') "
    "+ '<|im_end|>\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)


def stub_tokenizer_files() -> dict[str, str]:
    """A byte-level tokenizer (one token per byte) with ChatML specials and BOS; identical every run."""
    vocab = {c: i for i, c in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}
    tok = HFTokenizer(models.BPE(vocab=vocab, merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens(["<s>", "<|im_start|>", "<|im_end|>"])
    tok.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", 256)])
    config = {"bos_token": "<s>", "eos_token": "<|im_end|>", "chat_template": CHATML}
    return {"tokenizer.json": tok.to_str(), "tokenizer_config.json": orjson.dumps(config).decode()}


class StubBackend:
    """One stub replica. Public attributes are the fault-injection knobs tests set."""

    def __init__(self, model: str = "stub", block_size: int = 16, capacity_blocks: int = 100_000,
                 fast: bool = False, heartbeat_s: float = 1.0, tokenizer_files: dict[str, str] | None = None,
                 words: int = 8, kv_events_zmq: str | None = None, kv_events_replay: str | None = None,
                 data_parallel_rank: int | None = None) -> None:
        self.model = model
        self.block_size = block_size
        self.capacity_blocks = capacity_blocks
        self.fast = fast
        self.heartbeat_s = heartbeat_s
        self.words = words
        self.tokenizer = Tokenizer.from_files(tokenizer_files or stub_tokenizer_files())
        self.instance_id = uuid.uuid4().hex
        # as vLLM with --kv-events-config: its cache changes also go out on ZMQ
        self.publisher = ZMQEventPublisher(kv_events_zmq, kv_events_replay, dp_rank=data_parallel_rank) \
            if kv_events_zmq else None
        self._cache: OrderedDict[str, None] = OrderedDict()  # hash -> None, LRU order
        self._events: deque[KVEvent] = deque(maxlen=100_000)
        self._seq = 0
        self._changed = asyncio.Event()
        self._ids = itertools.count()
        self.running = 0
        # ---- what it saw
        self.requests: list[dict[str, Any]] = []  # bodies of generation requests, in order
        self.raw_requests: list[bytes] = []  # ...and their bytes as they arrived
        self.auth: list[str | None] = []  # their Authorization headers
        self.seen: list[tuple[str, str]] = []  # (method, path) of every request that reached it
        self.record_requests = not fast
        # ---- fault knobs
        self.fail_statuses: list[int] = []  # the next requests answer these statuses, one each
        self.break_stream_after: int | None = None  # close the connection after this many content chunks
        self.drop_unary = False  # close the connection instead of answering non-streamed requests
        self.token_delay_s = 0.0
        self.prefill_s_per_token = 0.0  # time to first token grows with the uncached prompt tokens
        self.silent_events = False  # keep /kv/events open but send nothing (no heartbeats either)
        self.disabled = False  # every route answers 503
        self.answer_padding = 0  # bytes of filler added to every non-streamed answer

    # ------------------------------------------------------------------ simulated prefix cache

    def _store(self, hashes: list[str], tokens: list[int] | None = None, salt: str = "") -> int:
        """Look up then store a prompt's blocks; returns how many leading blocks were cached. With a
        ZMQ publisher, the change is also published as vLLM would (token ids from `tokens`)."""
        matched = 0
        for h in hashes:
            if h not in self._cache:
                break
            matched += 1
        fresh = [i for i in range(matched, len(hashes)) if hashes[i] not in self._cache]
        for h in hashes:
            self._cache[h] = None
            self._cache.move_to_end(h)
        if fresh:
            self._emit("stored", [hashes[i] for i in fresh], hashes[fresh[0] - 1] if fresh[0] else None)
            if self.publisher is not None and tokens is not None:
                self._publish_stored(hashes, fresh, tokens, salt)
        evicted = []
        while len(self._cache) > self.capacity_blocks:
            h, _ = self._cache.popitem(last=False)
            evicted.append(h)
        if evicted:
            self._emit("removed", evicted, None)
            if self.publisher is not None:
                self.publisher.publish(removed_json([engine_hash(from_hex(h)) for h in evicted]))
        return matched

    def _publish_stored(self, hashes: list[str], fresh: list[int], tokens: list[int], salt: str) -> None:
        """vLLM's BlockStored, one block at a time (a block may have stayed cached after its parent
        was evicted: only what is stored now is announced)."""
        assert self.publisher is not None
        bs = self.block_size
        for i in fresh:
            parent = engine_hash(from_hex(hashes[i - 1])) if i else None
            self.publisher.publish(stored_json([engine_hash(from_hex(hashes[i]))], parent,
                                               tokens[i * bs:(i + 1) * bs], bs, cache_salt=salt if i == 0 else ""))

    def _emit(self, kind: str, hashes: list[str], parent: str | None) -> None:
        self._seq += 1
        self._events.append(KVEvent(self._seq, kind, tuple(hashes), parent))  # type: ignore[arg-type]
        self._changed.set()
        self._changed = asyncio.Event()

    def restart(self) -> None:
        """Behave like a fresh process: new instance id, empty cache, sequence numbers from 0."""
        self.instance_id = uuid.uuid4().hex
        self._cache.clear()
        self._events.clear()
        self._seq = 0
        self._changed.set()
        self._changed = asyncio.Event()

    def forget_events(self) -> None:
        """Drop the event history, so a reader that is behind gets `{"type": "reset"}`."""
        self._events.clear()

    def cached_hashes(self) -> list[str]:
        return list(self._cache)

    def load(self) -> LoadReport:
        used = len(self._cache)
        return LoadReport(self.running, 0, min(1.0, used / self.capacity_blocks), max(0, self.capacity_blocks - used))

    # ------------------------------------------------------------------ app

    def make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._errors], client_max_size=64 * 1024 * 1024)
        app.on_cleanup.append(self._close)
        r = app.router
        r.add_post("/v1/completions", self.completions)
        r.add_post("/v1/chat/completions", self.chat)
        r.add_get("/v1/models", self.models)
        r.add_post("/v1/embeddings", self.embeddings)
        for path in ("/tokenize", "/detokenize", "/pooling", "/score", "/rerank", "/v1/score", "/v1/rerank"):
            r.add_post(path, self.echo)
        r.add_get("/version", self.echo)
        r.add_get("/health", self.ok)
        r.add_get("/ready", self.ok)
        r.add_get("/kv/info", self.kv_info)
        r.add_get("/kv/snapshot", self.kv_snapshot)
        r.add_get("/kv/events", self.kv_events)
        r.add_get("/kv/tokenizer", self.kv_tokenizer)
        r.add_get("/metrics", self.metrics)
        return app

    async def _close(self, app: web.Application) -> None:
        if self.publisher is not None:
            self.publisher.close()
            self.publisher = None

    @web.middleware
    async def _errors(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.seen.append((request.method, request.path))
        if self.disabled:
            return web.json_response({"error": {"message": "disabled", "type": "server_error"}}, status=503)
        try:
            return await handler(request)
        except APIError as e:
            return web.Response(body=orjson.dumps(e.body()), status=e.status, content_type="application/json")

    async def ok(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": self.model, "object": "model",
                                                              "created": 0, "owned_by": "stub"}]})

    async def embeddings(self, request: web.Request) -> web.Response:
        body = await request.json()
        return web.json_response({"object": "list", "model": self.model, "echo": body,
                                  "data": [{"object": "embedding", "index": 0, "embedding": [0.0, 1.0]}]})

    async def echo(self, request: web.Request) -> web.Response:
        """vLLM's other routes (/tokenize, /version, ...): what arrived, as JSON."""
        raw = await request.read()
        return web.json_response({"path": request.path, "method": request.method, "query": request.query_string,
                                  "echo": orjson.loads(raw) if raw else None,
                                  "headers": {k.lower(): v for k, v in request.headers.items()}})

    async def metrics(self, request: web.Request) -> web.Response:
        """Load as vLLM exports it (the gauges a router scrapes)."""
        return web.Response(text=vllm_metrics([(f'model_name="{self.model}"', self.load())]), content_type="text/plain")

    async def kv_info(self, request: web.Request) -> web.Response:
        info = KVInfo(self.instance_id, self.model, self.block_size, self.capacity_blocks, 0, "auto",
                      self.tokenizer.tokenizer_hash, self.load())
        return web.Response(body=orjson.dumps(info.to_json()), content_type="application/json")

    async def kv_snapshot(self, request: web.Request) -> web.Response:
        blocks = [{"hash": h, "parent": None, "medium": "device"} for h in self._cache]
        return web.Response(body=orjson.dumps({"instance_id": self.instance_id, "seq": self._seq, "blocks": blocks}),
                            content_type="application/json")

    async def kv_tokenizer(self, request: web.Request) -> web.Response:
        return web.Response(body=orjson.dumps({"tokenizer_hash": self.tokenizer.tokenizer_hash,
                                               "files": self.tokenizer.files}), content_type="application/json")

    async def kv_events(self, request: web.Request) -> web.StreamResponse:
        since = int(request.query.get("since", "0"))
        instance = self.instance_id
        resp = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await resp.prepare(request)
        last = since
        next_hb = 0.0
        while instance == self.instance_id:
            changed = self._changed
            if not self.silent_events:
                if self._events and last < self._events[0].seq - 1 or (not self._events and last < self._seq):
                    await resp.write(orjson.dumps(RESET_JSON) + b"\n")
                    break
                new = [e for e in self._events if e.seq > last]
                if new:
                    await resp.write(b"".join(orjson.dumps(e.to_json()) + b"\n" for e in new))
                    last = new[-1].seq
                if time.monotonic() >= next_hb:
                    await resp.write(orjson.dumps(heartbeat_json(last, self.load())) + b"\n")
                    next_hb = time.monotonic() + self.heartbeat_s
            try:
                await asyncio.wait_for(changed.wait(), self.heartbeat_s)
            except TimeoutError:
                pass
        return resp

    # ------------------------------------------------------------------ generation

    def _prompt_ids(self, view: RoutingView, chat: bool) -> list[list[int]]:
        """Token ids of each prompt of the request (one for chat)."""
        if self.fast:
            return [[]]
        if chat:
            return [self.tokenizer.encode_chat(list(view.messages or ()), list(view.tools) if view.tools else None)]
        return [self.tokenizer.encode_completion(p) if isinstance(p, str) else list(p) for p in view.prompts]

    async def completions(self, request: web.Request) -> web.StreamResponse:
        return await self._generate(request, chat=False)

    async def chat(self, request: web.Request) -> web.StreamResponse:
        return await self._generate(request, chat=True)

    async def _generate(self, request: web.Request, chat: bool) -> web.StreamResponse:
        """Permissive, as vLLM is: fields it does not use are accepted; a batch of prompts gets a
        choice each (`index` = its position) and usage summed over them."""
        raw = await request.read()
        obj = parse_json_body(raw)
        if self.record_requests:
            self.requests.append(obj)
            self.raw_requests.append(raw)
            self.auth.append(request.headers.get("Authorization"))
        view = parse_chat_routing(obj) if chat else parse_completion_routing(obj)
        if self.fail_statuses:
            status = self.fail_statuses.pop(0)
            return web.json_response({"error": {"message": f"injected {status}", "type": "server_error",
                                                "code": None, "param": None}}, status=status)
        n = cached = 0
        for ids in self._prompt_ids(view, chat):
            hashes = [to_hex(h) for h in block_hashes(ids, self.block_size, view.cache_salt or "")]
            cached += cached_tokens(len(ids), self._store(hashes, ids, view.cache_salt or ""), self.block_size)
            n += len(ids)
        if self.prefill_s_per_token:
            await asyncio.sleep(self.prefill_s_per_token * (n - cached))
        usage: dict[str, Any] = {"prompt_tokens": n, "completion_tokens": 0, "total_tokens": n,
                                 "prompt_tokens_details": {"cached_tokens": cached}}
        max_tokens = obj.get("max_tokens") or obj.get("max_completion_tokens")
        words = [f" w{i}" for i in range(max_tokens if isinstance(max_tokens, int) and max_tokens > 0 else self.words)]
        choices = max(1, len(view.prompts))
        usage["completion_tokens"] = len(words) * choices
        usage["total_tokens"] = n + len(words) * choices
        rid = f"{'chatcmpl' if chat else 'cmpl'}-{next(self._ids)}"
        obj_name = "chat.completion" if chat else "text_completion"
        self.running += 1
        try:
            if view.stream:
                return await self._stream(request, view, chat, rid, obj_name, words, usage)
            if self.drop_unary:
                await asyncio.sleep(0.05)
                assert request.transport is not None
                request.transport.close()
                await asyncio.sleep(1.0)
            if self.token_delay_s:
                await asyncio.sleep(self.token_delay_s * len(words))
            text = "".join(words)
            out = []
            for i in range(choices):
                choice: dict[str, Any] = {"index": i, "finish_reason": "length"}
                if chat:
                    choice["message"] = {"role": "assistant", "content": text}
                else:
                    choice["text"] = text
                out.append(choice)
            body = {"id": rid, "object": obj_name, "created": 0, "model": self.model, "choices": out, "usage": usage}
            if self.answer_padding:
                body["padding"] = "x" * self.answer_padding
            return web.Response(body=orjson.dumps(body), content_type="application/json")
        finally:
            self.running -= 1

    async def _stream(self, request: web.Request, view: RoutingView, chat: bool, rid: str, obj_name: str,
                      words: list[str], usage: dict[str, Any]) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        kind = "chat.completion.chunk" if chat else "text_completion"

        def chunk(piece: str | None, finish: str | None = None) -> dict[str, Any]:
            c: dict[str, Any] = {"index": 0, "finish_reason": finish}
            if chat:
                c["delta"] = {} if piece is None else {"content": piece}
            else:
                c["text"] = piece or ""
            out = {"id": rid, "object": kind, "created": 0, "model": self.model, "choices": [c]}
            if view.include_usage:
                out["usage"] = None
            return out

        if chat:
            first = chunk(None)
            first["choices"][0]["delta"] = {"role": "assistant", "content": ""}
            await resp.write(encode_event(first))
        for i, w in enumerate(words):
            if self.break_stream_after is not None and i >= self.break_stream_after:
                assert request.transport is not None
                request.transport.close()
                return resp
            if self.token_delay_s:
                await asyncio.sleep(self.token_delay_s)
            await resp.write(encode_event(chunk(w)))
        await resp.write(encode_event(chunk(None, "length")))
        if view.include_usage:
            await resp.write(encode_event({"id": rid, "object": kind, "created": 0, "model": self.model,
                                           "choices": [], "usage": usage}))
        await resp.write(DONE)
        await resp.write_eof()
        return resp


def vllm_metrics(series: list[tuple[str, LoadReport]]) -> str:
    """vLLM's load gauges in Prometheus text, one sample per (labels, load) of `series`."""
    gauges = {"num_requests_running": lambda load: load.running, "num_requests_waiting": lambda load: load.waiting,
              "kv_cache_usage_perc": lambda load: load.kv_usage}
    lines = []
    for name, value in gauges.items():
        lines.append(f"# TYPE vllm:{name} gauge")
        lines += [f"vllm:{name}{{{labels}}} {value(load)}" for labels, load in series]
    return "\n".join(lines) + "\n"


class App(Protocol):
    def make_app(self) -> web.Application: ...


async def start_stub(stub: App, host: str = "127.0.0.1", port: int = 0) -> tuple[web.AppRunner, str]:
    """Serve `stub`; returns the runner and its base URL."""
    runner = web.AppRunner(stub.make_app(), access_log=None, handler_cancellation=True, shutdown_timeout=0.5)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    return runner, f"http://{host}:{runner.addresses[0][1]}"


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.stub_backend", description=__doc__.splitlines()[0])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8101)
    p.add_argument("--fast", action="store_true", help="skip tokenization (no cached tokens reported)")
    p.add_argument("--words", type=int, default=8, help="completion length when max_tokens is absent")
    p.add_argument("--tokenizer", default=None, help="serve this tokenizer directory (default: a byte-level one)")
    p.add_argument("--model", default="stub", help="the model name it reports")
    p.add_argument("--block-size", type=int, default=16)
    args = p.parse_args(argv)
    files = Tokenizer.from_dir(args.tokenizer).files if args.tokenizer else None

    async def run() -> None:
        if args.fast:
            from bench.fast_stub import FastStub, serve_fast
            tok = Tokenizer.from_files(files or stub_tokenizer_files())
            server = await serve_fast(FastStub(tok, model=args.model, block_size=args.block_size, words=args.words),
                                      args.host, args.port)
            print(f"fast stub backend on http://{args.host}:{args.port}", flush=True)
            async with server:
                await server.serve_forever()
        stub = StubBackend(model=args.model, block_size=args.block_size, words=args.words, tokenizer_files=files)
        runner, url = await start_stub(stub, args.host, args.port)
        print(f"stub backend on {url}", flush=True)
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()

    try:
        event_loop_runner()(run())
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    import sys

    raise SystemExit(main(sys.argv[1:]))
