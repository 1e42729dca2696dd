"""The engine's HTTP API (DESIGN.md, "Engine HTTP API"): OpenAI routes, health, metrics, KV state.

Every request is validated (protocol.openai_api, token ids against the vocabulary, prompt and
max_tokens against the context) before it reaches the engine. One middleware turns every failure,
aiohttp's own 404/405/413 included, into OpenAI's error shape. Handlers are cancelled when their
client disconnects (`handler_cancellation=True`), which aborts the request and frees its blocks.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from engine.async_engine import AsyncEngine
from engine.config import EngineConfig
from engine.metrics import EngineMetrics
from engine.openai_responses import ChoiceResult, DeltaTracker, Kind, ResponseBuilder, usage_json
from engine.request import GenerationRequest, RequestOutput, TokenLogprobs
from engine.tool_calls import Parsed as ParsedToolCalls
from engine.tool_calls import ToolFormat, forcing_grammar
from engine.tool_calls import detect as detect_tool_format
from protocol.errors import APIError, bad_request, error_body, http_error_body
from protocol.kv_events import RESET_JSON, heartbeat_json
from protocol.openai_api import (
    ChatCompletionRequest,
    CompletionRequest,
    GrammarSpec,
    check_token_ids,
    parse_chat_request,
    parse_completion_request,
    parse_json_body,
)
from protocol.request_fields import get_bool
from protocol.sse import DONE, encode_event

log = logging.getLogger(__name__)

MAX_BODY_BYTES = 16 * 1024 * 1024
HEARTBEAT_INTERVAL_S = 1.0
SERVER_KEY: web.AppKey[EngineServer] = web.AppKey("kvroute_engine_server")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _json(obj: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(body=orjson.dumps(obj), status=status, content_type="application/json", headers=headers)


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Every failure becomes `{"error": {"message", "type", "code", "param"}}` with its status."""
    try:
        return await handler(request)
    except APIError as e:
        return _json(e.body(), e.status, e.headers)
    except web.HTTPException as e:
        if e.status < 400:
            raise
        headers = {"Allow": e.headers["Allow"]} if "Allow" in e.headers else None
        body = http_error_body(e.status, request.method, request.path,
                               max_body_bytes=request.app[SERVER_KEY].max_body_bytes, reason=e.text or e.reason)
        return _json(body, e.status, headers)
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except Exception:
        log.exception("unexpected error serving %s %s", request.method, request.path)
        return _json(error_body(500, "Internal server error", code="internal_error"), 500)


class EngineServer:
    """Handlers for one replica; owns its AsyncEngine and metrics."""

    def __init__(self, config: EngineConfig, async_engine: AsyncEngine | None = None,
                 max_body_bytes: int = MAX_BODY_BYTES) -> None:
        self.config = config
        self.async_engine = async_engine or AsyncEngine(config, EngineMetrics(config.model_name))
        self.metrics = self.async_engine.metrics
        self.max_body_bytes = max_body_bytes
        self.started = int(time.time())
        self._closing = False

    # ------------------------------------------------------------------ app

    def make_app(self) -> web.Application:
        app = web.Application(middlewares=[error_middleware], client_max_size=self.max_body_bytes)
        app[SERVER_KEY] = self
        r = app.router
        r.add_post("/v1/completions", self.completions)
        r.add_post("/v1/chat/completions", self.chat_completions)
        r.add_post("/tokenize", self.tokenize)
        r.add_post("/detokenize", self.detokenize)
        r.add_get("/v1/models", self.models)
        r.add_get("/v1/models/{model:.+}", self.model_card)
        r.add_get("/health", self.health)
        r.add_get("/ready", self.ready)
        r.add_get("/metrics", self.metrics_text)
        r.add_get("/kv/info", self.kv_info)
        r.add_get("/kv/tokenizer", self.kv_tokenizer)
        r.add_get("/kv/snapshot", self.kv_snapshot)
        r.add_get("/kv/events", self.kv_events)
        app.on_startup.append(self._on_startup)
        app.on_shutdown.append(self._on_shutdown)
        app.on_cleanup.append(self._on_cleanup)
        return app

    async def _on_startup(self, app: web.Application) -> None:
        self.async_engine.start()  # loads the model in the background; /ready flips when done

    async def _on_shutdown(self, app: web.Application) -> None:
        self._closing = True  # ends /kv/events streams at their next tick

    async def _on_cleanup(self, app: web.Application) -> None:
        await self.async_engine.stop()

    @property
    def model_name(self) -> str:
        engine = self.async_engine.engine
        return engine.model_name if engine is not None else self.config.model_name

    def _engine(self) -> Any:
        """The loaded LLMEngine, or a 503 while it loads."""
        engine = self.async_engine.engine
        if engine is None or not self.async_engine.ready:
            raise APIError(503, "The model is still loading; retry when /ready returns 200", code="not_ready")
        return engine

    # ------------------------------------------------------------------ OpenAI routes

    async def completions(self, request: web.Request) -> web.StreamResponse:
        creq = parse_completion_request(parse_json_body(await request.read()))
        engine = self._engine()
        prompts = []
        for prompt in creq.prompts:
            if isinstance(prompt, str):
                prompts.append(await asyncio.to_thread(engine.tokenizer.encode_completion, prompt))
            else:
                check_token_ids(prompt, engine.tokenizer.vocab_size)
                prompts.append(list(prompt))
        return await self._serve(request, "completion", creq, prompts)

    async def chat_completions(self, request: web.Request) -> web.StreamResponse:
        creq = parse_chat_request(parse_json_body(await request.read()))
        engine = self._engine()
        tools = None
        if creq.tools and creq.tool_choice != "none":
            tools = detect_tool_format(engine.tokenizer.chat_template)
            if creq.tool_choice != "auto":  # a call is due: the grammar makes the answer one
                if creq.sampling.grammar is not None:
                    raise bad_request(f"`tool_choice` {creq.tool_choice!r} cannot be combined with "
                                      f"`{creq.sampling.grammar.param}`", param="tool_choice")
                spec = GrammarSpec("grammar", forcing_grammar(tools, creq.tools, creq.tool_choice), "tool_choice")
                creq = dataclasses.replace(creq, sampling=dataclasses.replace(creq.sampling, grammar=spec))
        ids = await asyncio.to_thread(engine.tokenizer.encode_chat, creq.messages, creq.tools)
        return await self._serve(request, "chat", creq, [ids], tools)

    def _generation_request(self, creq: CompletionRequest | ChatCompletionRequest,
                            ids: list[int]) -> GenerationRequest:
        """Check the prompt and max_tokens against the context; fill in max_tokens when absent."""
        max_len = self._engine().max_model_len
        n = len(ids)
        if n == 0:
            raise APIError(400, "The prompt is empty after tokenization", code="invalid_request", param="prompt")
        if n >= max_len:
            raise APIError(400, f"This model's maximum context length is {max_len} tokens, but the prompt has "
                           f"{n} tokens (at least one token must be generated)", code="context_length_exceeded",
                           param="messages" if isinstance(creq, ChatCompletionRequest) else "prompt")
        max_tokens = creq.sampling.max_tokens
        if max_tokens is None:
            max_tokens = max_len - n
        elif n + max_tokens > max_len:
            raise APIError(400, f"This model's maximum context length is {max_len} tokens, but {n + max_tokens} "
                           f"were requested ({n} in the prompt, {max_tokens} to generate); lower max_tokens",
                           code="context_length_exceeded", param="max_tokens")
        sampling = dataclasses.replace(creq.sampling, max_tokens=max_tokens)
        return GenerationRequest(request_id=uuid.uuid4().hex, prompt_token_ids=tuple(ids), sampling=sampling,
                                 cache_salt=creq.cache_salt or "")

    def _candidates(self, creq: CompletionRequest | ChatCompletionRequest,
                    prompts: list[list[int]]) -> list[list[GenerationRequest]]:
        """Per prompt, `best_of` (else `n`) engine requests: the choices. Each draws from its own seed
        (`seed + i`, as vLLM's parallel sampling does); all share the prompt's blocks through the prefix
        cache, the later ones held back a step while the first computes them. Ranking candidates needs
        their log-probabilities, so they are asked for."""
        p = creq.sampling
        count = p.best_of or p.n
        rank = count > p.n
        out = []
        for ids in prompts:
            base = self._generation_request(creq, ids)
            group = []
            for i in range(count):
                sampling = base.sampling
                if p.seed is not None and i:
                    sampling = dataclasses.replace(sampling, seed=p.seed + i)
                if rank and sampling.logprobs is None:
                    sampling = dataclasses.replace(sampling, logprobs=0)
                group.append(base if i == 0 and sampling is base.sampling else
                             dataclasses.replace(base, request_id=uuid.uuid4().hex, sampling=sampling))
            out.append(group)
        return out

    async def _serve(self, request: web.Request, kind: Kind, creq: CompletionRequest | ChatCompletionRequest,
                     prompts: list[list[int]], tools: ToolFormat | None = None) -> web.StreamResponse:
        p = creq.sampling
        if creq.stream and (p.best_of or p.n) != p.n:
            raise bad_request("`best_of` other than `n` cannot be streamed: choices are picked at the end",
                              param="best_of")
        groups = self._candidates(creq, prompts)
        tokenizer = self._engine().tokenizer
        token_text = lambda t: tokenizer.decode([t], skip_special_tokens=False)  # noqa: E731
        builder = ResponseBuilder(kind, self.model_name, creq.return_token_ids, creq.stream and creq.include_usage,
                                  token_text if p.logprobs is not None else None, several_prompts=len(prompts) > 1,
                                  prompt_token_text=token_text if p.prompt_logprobs is not None else None,
                                  token_bytes=tokenizer.token_bytes)
        echo = isinstance(creq, CompletionRequest) and creq.echo
        texts = [(pr if isinstance(pr, str) else tokenizer.decode(list(pr))) if echo else ""
                 for pr in (creq.prompts if isinstance(creq, CompletionRequest) else [""])]
        choices = [_Choice(g * p.n + i, greq, DeltaTracker(greq.sampling.stop), first=i == 0, tools=tools,
                           echo=texts[g] if echo else None)
                   for g, group in enumerate(groups) for i, greq in enumerate(group)]
        if creq.stream:
            return await self._stream(request, builder, choices)
        return await self._complete(builder, groups, choices, p.n)

    async def _complete(self, builder: ResponseBuilder, groups: list[list[GenerationRequest]],
                        choices: list[_Choice], n: int) -> web.Response:
        async def run(choice: _Choice) -> None:
            async with contextlib.aclosing(self.async_engine.generate(choice.greq)) as outputs:
                async for out in outputs:
                    choice.take(out)

        async with asyncio.TaskGroup() as tasks:  # one failing cancels (and so aborts) the others
            for choice in choices:
                tasks.create_task(run(choice))
        for c in choices:
            assert c.last is not None and c.last.finished
            _raise_if_failed(c.last)
        results: list[ChoiceResult] = []
        returned: list[_Choice] = []
        for g, group in enumerate(groups):
            candidates = choices[g * len(group):(g + 1) * len(group)]
            if len(candidates) > n:  # best_of: the n likeliest candidates, likeliest first
                candidates = sorted(candidates, key=lambda c: -sum(e.logprob for e in c.logprobs))[:n]
            for i, c in enumerate(candidates):
                assert c.last is not None
                text, reason, calls = c.last.text, c.last.finish_reason, ()
                parsed = self._tool_calls(c)
                if parsed is not None:
                    text, reason, calls = parsed.content or "", "tool_calls", parsed.calls
                logprobs = c.logprobs
                if c.echo is not None:  # the prompt first: its text, and its tokens' log-probabilities
                    text = c.echo + text
                    logprobs = [e for e in c.prompt_logprobs if e is not None] + logprobs
                results.append(ChoiceResult(g * n + i, text, reason, c.token_ids, logprobs,
                                            c.greq.prompt_token_ids, calls, c.prompt_logprobs))
            returned += candidates
        usage = _usage(choices, returned)
        return _json(builder.response(results, usage))

    async def _stream(self, request: web.Request, builder: ResponseBuilder, choices: list[_Choice]) -> web.StreamResponse:
        streams = [contextlib.aclosing(self.async_engine.generate(c.greq)) for c in choices]
        async with contextlib.AsyncExitStack() as stack:
            outputs = [await stack.enter_async_context(s) for s in streams]
            # An engine refusal (400) still gets a plain error response: wait for every first output.
            firsts = await asyncio.gather(*(anext(o) for o in outputs))
            for out in firsts:
                if out.finished:
                    _raise_if_failed(out)
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
            await resp.prepare(request)
            if builder.kind == "chat":  # OpenAI opens each chat choice with the role
                for c in choices:
                    await resp.write(encode_event(builder.chunk("", token_ids=(), prompt_token_ids=c.prompt_ids(),
                                                                first=True, index=c.index)))
            queue: asyncio.Queue[tuple[_Choice, RequestOutput | BaseException]] = asyncio.Queue()

            async def pump(choice: _Choice, first: RequestOutput, rest: Any) -> None:
                await queue.put((choice, first))
                if first.finished:
                    return
                try:
                    async for out in rest:
                        await queue.put((choice, out))
                except APIError as e:  # the engine stopped under us
                    await queue.put((choice, e))

            pumps = [asyncio.create_task(pump(c, f, o)) for c, f, o in zip(choices, firsts, outputs, strict=True)]
            try:
                await self._write_choices(resp, builder, choices, queue)
            finally:
                for t in pumps:
                    t.cancel()
        await resp.write(DONE)
        await resp.write_eof()
        return resp

    async def _write_choices(self, resp: web.StreamResponse, builder: ResponseBuilder, choices: list[_Choice],
                             queue: asyncio.Queue[tuple[_Choice, RequestOutput | BaseException]]) -> None:
        """Relay every choice's outputs as chunks until all have finished (or one failed)."""
        left = len(choices)
        while left:
            choice, out = await queue.get()
            if isinstance(out, BaseException):
                await resp.write(encode_event(out.body() if isinstance(out, APIError) else
                                              error_body(500, str(out), code="engine_error")))
                return
            choice.take(out)
            if choice.echo is not None and not choice.echoed:  # the prompt opens an echoed choice
                choice.echoed = True
                await resp.write(encode_event(builder.chunk(
                    choice.echo, logprobs=[e for e in choice.prompt_logprobs if e is not None], index=choice.index,
                    prompt_logprobs=choice.unsent_prompt_logprobs())))
            if out.finished and out.finish_reason not in ("stop", "length"):
                message = out.error or f"The request ended early ({out.finish_reason})"
                await resp.write(encode_event(error_body(500, message, code="engine_error")))
                return
            parsed = self._tool_calls(choice) if out.finished else None
            reason = "tool_calls" if parsed is not None else out.finish_reason
            if parsed is not None:  # the text before the calls, then the calls
                text = out.text[:choice.tools.hold_from(out.text)]  # type: ignore[union-attr]
            elif choice.tools is not None and not out.finished:  # a call may be starting: hold it back
                text = out.text[:choice.tools.hold_from(out.text)]
            else:
                text = out.text
            delta = choice.tracker.update(text, out.finished)
            ids = out.new_token_ids
            prompt_lps = choice.unsent_prompt_logprobs() if builder.prompt_token_text else ()
            if out.finished or delta or (builder.return_token_ids and ids) or out.logprobs or prompt_lps:
                prompt_ids = None if builder.kind == "chat" else choice.prompt_ids()
                calls = parsed.calls if parsed is not None else ()
                await resp.write(encode_event(builder.chunk(delta, reason if out.finished else None, ids, prompt_ids,
                                                            logprobs=out.logprobs, index=choice.index,
                                                            tool_calls=calls, prompt_logprobs=prompt_lps)))
            left -= out.finished
        if builder.include_usage:
            await resp.write(encode_event(builder.usage_chunk(_usage(choices))))

    def _tool_calls(self, choice: _Choice) -> ParsedToolCalls | None:
        """The finished choice's tool calls (None: it made none, or its request offered no tools)."""
        if choice.tools is None:
            return None
        tok = self._engine().tokenizer
        ids = list(choice.token_ids)
        while ids and ids[-1] in tok.eos_token_ids:  # the end of the answer, not part of it
            ids.pop()
        parsed = choice.tools.parse(tok.decode(ids, skip_special_tokens=False))  # markers may be special tokens
        return parsed if parsed.calls else None

    # ------------------------------------------------------------------ vLLM's tokenizer routes

    async def tokenize(self, request: web.Request) -> web.Response:
        """vLLM's `/tokenize`: a completion `prompt` (`add_special_tokens`, default true) or chat
        `messages` (`add_generation_prompt`, default true) to token ids, as generation would."""
        obj = parse_json_body(await request.read())
        engine = self._engine()
        tok = engine.tokenizer
        if "messages" in obj:
            creq = parse_chat_request({k: v for k, v in obj.items() if k != "add_generation_prompt"})
            text = await asyncio.to_thread(tok.render_chat, creq.messages, creq.tools,
                                           get_bool(obj, "add_generation_prompt", True))
            ids = await asyncio.to_thread(tok.encode, text, get_bool(obj, "add_special_tokens", False))
        else:
            prompt = obj.get("prompt")
            if not isinstance(prompt, str):
                raise bad_request("`prompt` (a string) or `messages` is required", param="prompt")
            ids = await asyncio.to_thread(tok.encode, prompt, get_bool(obj, "add_special_tokens", True))
        body: dict[str, Any] = {"count": len(ids), "max_model_len": engine.max_model_len, "tokens": ids,
                                "token_strs": None}
        if get_bool(obj, "return_token_strs"):
            body["token_strs"] = [tok.id_to_token(t) for t in ids]  # vocabulary entries, as vLLM returns
        return _json(body)

    async def detokenize(self, request: web.Request) -> web.Response:
        """vLLM's `/detokenize`: token ids to text (special tokens kept, as vLLM does)."""
        obj = parse_json_body(await request.read())
        tok = self._engine().tokenizer
        ids = obj.get("tokens")
        if not isinstance(ids, list):
            raise bad_request("`tokens` (a list of token ids) is required", param="tokens")
        check_token_ids(ids, tok.vocab_size, "tokens")
        return _json({"prompt": tok.decode(ids, skip_special_tokens=False)})

    # ------------------------------------------------------------------ plain routes

    def _card(self) -> dict[str, Any]:
        card: dict[str, Any] = {"id": self.model_name, "object": "model", "created": self.started,
                                "owned_by": "kvroute"}
        engine = self.async_engine.engine
        if engine is not None:
            card["max_model_len"] = engine.max_model_len
        return card

    async def models(self, request: web.Request) -> web.Response:
        return _json({"object": "list", "data": [self._card()]})

    async def model_card(self, request: web.Request) -> web.Response:
        name = request.match_info["model"]
        if name != self.model_name:
            raise APIError(404, f"The model {name!r} does not exist; this replica serves {self.model_name!r}",
                           code="model_not_found", param="model")
        return _json(self._card())

    async def health(self, request: web.Request) -> web.Response:
        return _json({"status": "ok"})

    async def ready(self, request: web.Request) -> web.Response:
        if self.async_engine.load_error is not None:
            raise APIError(503, f"The model failed to load: {self.async_engine.load_error}", code="load_failed")
        self._engine()
        return _json({"status": "ready", "model": self.model_name})

    async def metrics_text(self, request: web.Request) -> web.Response:
        return web.Response(body=self.metrics.render(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    # ------------------------------------------------------------------ KV state

    async def kv_info(self, request: web.Request) -> web.Response:
        self._engine()
        info = await self.async_engine.call(lambda e: e.kv_info())
        return _json(info.to_json())

    async def kv_tokenizer(self, request: web.Request) -> web.Response:
        tok = self._engine().tokenizer
        return _json({"tokenizer_hash": tok.tokenizer_hash, "files": tok.files})

    async def kv_snapshot(self, request: web.Request) -> web.Response:
        self._engine()
        snap = await self.async_engine.call(lambda e: e.snapshot())
        return _json(snap.to_json())

    async def kv_events(self, request: web.Request) -> web.StreamResponse:
        """Every event after `since`, then live ones and a heartbeat each second, as JSON lines.

        When the events after `since` are no longer kept, one `{"type": "reset"}` line ends the stream.
        """
        raw = request.query.get("since", "0")
        try:
            since = int(raw)
        except ValueError:
            raise APIError(400, f"`since` must be an integer event seq, got {raw!r}", param="since") from None
        if since < 0:
            raise APIError(400, f"`since` must be >= 0, got {since}", param="since")
        events_log = self._engine().event_log
        resp = web.StreamResponse(headers={"Content-Type": "application/x-ndjson", "Cache-Control": "no-cache"})
        await resp.prepare(request)
        loop = asyncio.get_running_loop()
        last = since
        next_heartbeat = loop.time()
        while not self._closing:
            events = events_log.since(last)
            if events is None:
                await resp.write(orjson.dumps(RESET_JSON) + b"\n")
                break
            if events:
                await resp.write(b"".join(orjson.dumps(e.to_json()) + b"\n" for e in events))
                last = events[-1].seq
            if loop.time() >= next_heartbeat:
                load = self.async_engine.last_load
                if load is not None:
                    await resp.write(orjson.dumps(heartbeat_json(last, load)) + b"\n")
                next_heartbeat = loop.time() + HEARTBEAT_INTERVAL_S
            await events_log.wait_for(last, timeout=max(0.0, next_heartbeat - loop.time()))
        await resp.write_eof()
        return resp


@dataclasses.dataclass
class _Choice:
    """One choice of a request in flight: its engine request and what came back so far."""

    index: int
    greq: GenerationRequest
    tracker: DeltaTracker
    first: bool  # the first candidate of its prompt: its prompt tokens and cache hit are the prompt's
    tools: ToolFormat | None = None  # the model's tool-call format, when the request offers tools
    echo: str | None = None  # completions' `echo`: the prompt's text, which the answer starts with
    echoed: bool = False
    prompt_logprobs: list[TokenLogprobs | None] = dataclasses.field(default_factory=list)
    token_ids: list[int] = dataclasses.field(default_factory=list)
    logprobs: list[TokenLogprobs] = dataclasses.field(default_factory=list)
    last: RequestOutput | None = None
    _prompt_sent: bool = False
    _prompt_logprobs_sent: bool = False

    def take(self, out: RequestOutput) -> None:
        self.token_ids.extend(out.new_token_ids)
        self.logprobs.extend(out.logprobs)
        if out.prompt_logprobs:
            self.prompt_logprobs = list(out.prompt_logprobs)
        self.last = out

    def unsent_prompt_logprobs(self) -> list[TokenLogprobs | None]:
        """The prompt's log-probabilities the first time a chunk of this choice asks, then nothing."""
        if self._prompt_logprobs_sent:
            return []
        self._prompt_logprobs_sent = True
        return self.prompt_logprobs

    def prompt_ids(self) -> tuple[int, ...] | None:
        """The prompt's ids the first time a chunk of this choice asks, then None."""
        if self._prompt_sent:
            return None
        self._prompt_sent = True
        return self.greq.prompt_token_ids


def _usage(choices: list[_Choice], returned: list[_Choice] | None = None) -> dict[str, Any]:
    """Prompt tokens and cache hits once per prompt; completion tokens of the choices returned."""
    firsts = [c.last for c in choices if c.first and c.last is not None]
    return usage_json(sum(o.num_prompt_tokens for o in firsts),
                      sum(len(c.token_ids) for c in (choices if returned is None else returned)),
                      sum(o.num_cached_tokens for o in firsts))


def _raise_if_failed(out: RequestOutput) -> None:
    if out.finish_reason in ("stop", "length"):
        return
    raise APIError(500, out.error or f"The request ended early ({out.finish_reason})", code="engine_error")


async def start_server(server: EngineServer, host: str, port: int) -> web.AppRunner:
    """Serve on host:port (port 0 = any free one); handlers are cancelled when clients disconnect."""
    runner = web.AppRunner(server.make_app(), handler_cancellation=True, access_log=None, shutdown_timeout=5.0)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    return runner


def bound_port(runner: web.AppRunner) -> int:
    """The port a started runner listens on (useful with port 0)."""
    return int(runner.addresses[0][1])
