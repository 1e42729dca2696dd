"""The engine's HTTP API (DESIGN.md, "Engine HTTP API"): OpenAI routes, health, metrics, KV state.

Every request is validated (protocol.openai_api, token ids against the vocabulary, prompt and
max_tokens against the context) before it reaches the engine. One middleware turns every failure,
aiohttp's own 404/405/413 included, into OpenAI's error shape; requests too malformed to reach it
get the same shape from `_RequestHandler`. Handlers are cancelled when their client disconnects
(`handler_cancellation=True`), which aborts the request and frees its blocks.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from http import HTTPStatus
from typing import Any

import orjson
from aiohttp import web, web_protocol
from prometheus_client import CONTENT_TYPE_LATEST

from engine.async_engine import AsyncEngine
from engine.choices import Choice, ChoiceRunner
from engine.config import EngineConfig
from engine.metrics import EngineMetrics
from engine.openai_responses import DeltaTracker, Kind, ResponseBuilder
from engine.request import GenerationRequest
from engine.tool_calls import ToolFormat, forcing_grammar
from engine.tool_calls import detect as detect_tool_format
from protocol.errors import APIError, bad_request, error_body, http_error_body
from protocol.kv_events import RESET_JSON, heartbeat_json
from protocol.openai_api import (
    ChatCompletionRequest,
    CompletionRequest,
    check_token_ids,
    parse_chat_request,
    parse_completion_request,
    parse_json_body,
)
from protocol.request_fields import get_bool
from protocol.sampling_params import GrammarSpec

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
    except web.RequestPayloadError as e:  # a body that does not decode (Content-Encoding) or ends early
        reason = str(e).strip().splitlines()[-1].strip()
        return _json(error_body(400, f"The request body could not be read: {reason}", code="invalid_body"), 400)
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except Exception:
        log.exception("unexpected error serving %s %s", request.method, request.path)
        return _json(error_body(500, "Internal server error", code="internal_error"), 500)


class _RequestHandler(web_protocol.RequestHandler):
    """aiohttp's connection handler, answering what never reached the app's middleware (a request it
    could not parse, an `Expect` it refused) in OpenAI's error shape too, and logging a client's
    malformed bytes without a traceback."""

    async def finish_response(self, request: web.BaseRequest, resp: web.StreamResponse,
                              start_time: float | None) -> tuple[web.StreamResponse, bool]:
        if isinstance(resp, web.HTTPException) and resp.status >= 400 and resp.content_type != "application/json":
            resp = _json(error_body(resp.status, resp.text or resp.reason), resp.status)
        return await super().finish_response(request, resp, start_time)

    def log_exception(self, *args: Any, **kwargs: Any) -> None:
        if isinstance(kwargs.get("exc_info"), web.RequestPayloadError):  # answered 400 already
            self.logger.debug(*args, **kwargs)
        else:
            super().log_exception(*args, **kwargs)

    def handle_error(self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if request.writer.output_size > 0:
            raise ConnectionError("Response is sent already, cannot send another response with the error message")
        if status >= 500:
            log.error("error serving %s %s", request.method, request.path, exc_info=exc)
            body = error_body(status, HTTPStatus(status).phrase, code="internal_error")
        else:
            lines = (message or "").strip().splitlines()
            reason = lines[0].rstrip(":") if lines else HTTPStatus(status).phrase
            log.debug("malformed request from %s: %s", request.remote, reason)
            body = error_body(status, f"malformed HTTP request: {reason}")
        resp = _json(body, status)
        resp.force_close()
        return resp


class _Server(web.Server):
    """aiohttp's server, serving each connection with a `_RequestHandler`."""

    def __call__(self) -> web_protocol.RequestHandler:
        return _RequestHandler(self, loop=self._loop, **self._kwargs)


class _AppRunner(web.AppRunner):
    """aiohttp's runner, with a `_Server`."""

    async def _make_server(self) -> web.Server:
        server = await super()._make_server()
        server.__class__ = _Server  # built by the app with its own settings; only the handler class differs
        return server


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
        scope = (creq.cache_salt,) if creq.cache_salt else ()  # the tokenizer's caches are per salt, as the KV cache
        prompts = []
        for prompt in creq.prompts:
            if isinstance(prompt, str):
                prompts.append(await asyncio.to_thread(engine.tokenizer.encode_completion, prompt, *scope))
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
        ids = await asyncio.to_thread(engine.tokenizer.encode_chat, creq.messages, creq.tools, creq.cache_salt or "")
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
        (`seed + i`, as vLLM's parallel sampling does); the later ones fork from the first one's prompt
        computation (engine/scheduler.py). Ranking candidates needs their log-probabilities, so they
        are asked for."""
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
                             dataclasses.replace(base, request_id=uuid.uuid4().hex, sampling=sampling,
                                                 fork_of=base.request_id if i else None))
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
        choices = [Choice(g * p.n + i, greq, DeltaTracker(greq.sampling.stop), first=i == 0, tools=tools,
                           echo=texts[g] if echo else None)
                   for g, group in enumerate(groups) for i, greq in enumerate(group)]
        runner = ChoiceRunner(self.async_engine, tokenizer, builder, choices)
        if creq.stream:
            return await runner.stream(request)
        return _json(await runner.complete(groups, p.n))

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


async def start_server(server: EngineServer, host: str, port: int) -> web.AppRunner:
    """Serve on host:port (port 0 = any free one); handlers are cancelled when clients disconnect."""
    runner = _AppRunner(server.make_app(), handler_cancellation=True, access_log=None, shutdown_timeout=5.0)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    return runner


def bound_port(runner: web.AppRunner) -> int:
    """The port a started runner listens on (useful with port 0)."""
    return int(runner.addresses[0][1])
