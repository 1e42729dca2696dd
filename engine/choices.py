"""A request's choices in flight: run them on the engine, then answer whole or as one SSE stream.

Each choice is one engine request (`n` choices, or `best_of` candidates of which the likeliest `n`
are returned). Streams relay every choice's outputs as they come, holding back text that may be
the start of a tool call; whole answers rank `best_of` candidates by their summed log-probability.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from typing import Any

from aiohttp import web

from engine.async_engine import AsyncEngine, Outputs
from engine.openai_responses import ChoiceResult, DeltaTracker, ResponseBuilder, usage_json
from engine.request import GenerationRequest, RequestOutput, TokenLogprobs
from engine.tool_calls import Parsed as ParsedToolCalls
from engine.tool_calls import ToolFormat
from protocol.errors import APIError, error_body
from protocol.sse import DONE, encode_event
from protocol.tokenization import Tokenizer


@dataclasses.dataclass
class Choice:
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


def usage(choices: list[Choice], returned: list[Choice] | None = None) -> dict[str, Any]:
    """Prompt tokens and cache hits once per prompt; completion tokens of the choices returned."""
    firsts = [c.last for c in choices if c.first and c.last is not None]
    return usage_json(sum(o.num_prompt_tokens for o in firsts),
                      sum(len(c.token_ids) for c in (choices if returned is None else returned)),
                      sum(o.num_cached_tokens for o in firsts))


def raise_if_failed(out: RequestOutput) -> None:
    if out.finish_reason in ("stop", "length"):
        return
    raise APIError(500, out.error or f"The request ended early ({out.finish_reason})", code="engine_error")


class ChoiceRunner:
    """Runs one request's choices on the engine and writes the answer."""

    def __init__(self, engine: AsyncEngine, tokenizer: Tokenizer, builder: ResponseBuilder,
                 choices: list[Choice]) -> None:
        self.engine = engine
        self.tokenizer = tokenizer
        self.builder = builder
        self.choices = choices

    async def complete(self, groups: list[list[GenerationRequest]], n: int) -> dict[str, Any]:
        """Run every candidate to its end; the response body with each prompt's n likeliest."""
        choices = self.choices

        async def run(choice: Choice, outputs: Outputs) -> None:
            async for out in outputs:
                choice.take(out)

        async with contextlib.AsyncExitStack() as stack:  # leaving closes (so aborts) what did not finish
            streams = self.engine.generate([c.greq for c in choices])
            for outputs in streams:
                stack.push_async_callback(outputs.aclose)
            async with asyncio.TaskGroup() as tasks:  # one failing cancels the others
                for choice, outputs in zip(choices, streams, strict=True):
                    tasks.create_task(run(choice, outputs))
        for c in choices:
            assert c.last is not None and c.last.finished
            raise_if_failed(c.last)
        results: list[ChoiceResult] = []
        returned: list[Choice] = []
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
        return self.builder.response(results, usage(choices, returned))

    async def stream(self, request: web.Request) -> web.StreamResponse:
        """Run the choices side by side, relaying their outputs as one SSE stream."""
        choices, builder = self.choices, self.builder
        async with contextlib.AsyncExitStack() as stack:
            outputs = self.engine.generate([c.greq for c in choices])
            for o in outputs:
                stack.push_async_callback(o.aclose)
            # An engine refusal (400) still gets a plain error response: wait for every first output.
            firsts = await asyncio.gather(*(anext(o) for o in outputs))
            for out in firsts:
                if out.finished:
                    raise_if_failed(out)
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
            await resp.prepare(request)
            queue: asyncio.Queue[tuple[Choice, RequestOutput | BaseException]] = asyncio.Queue()

            async def pump(choice: Choice, first: RequestOutput, rest: Any) -> None:
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
                if builder.kind == "chat":  # OpenAI opens each chat choice with the role
                    for c in choices:
                        await resp.write(encode_event(builder.chunk("", token_ids=(), first=True, index=c.index,
                                                                    prompt_token_ids=c.prompt_ids())))
                await self._relay(resp, queue)
                await resp.write(DONE)
                await resp.write_eof()
            except ConnectionError:
                pass  # the client left mid-stream: leaving this block aborts its requests; nothing to log
            finally:
                for t in pumps:
                    t.cancel()
        return resp

    async def _relay(self, resp: web.StreamResponse,
                     queue: asyncio.Queue[tuple[Choice, RequestOutput | BaseException]]) -> None:
        """Relay every choice's outputs as chunks until all have finished (or one failed)."""
        choices, builder = self.choices, self.builder
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
            await resp.write(encode_event(builder.usage_chunk(usage(choices))))

    def _tool_calls(self, choice: Choice) -> ParsedToolCalls | None:
        """The finished choice's tool calls (None: it made none, or its request offered no tools)."""
        if choice.tools is None:
            return None
        tok = self.tokenizer
        ids = list(choice.token_ids)
        while ids and ids[-1] in tok.eos_token_ids:  # the end of the answer, not part of it
            ids.pop()
        parsed = choice.tools.parse(tok.decode(ids, skip_special_tokens=False))  # markers may be special tokens
        return parsed if parsed.calls else None
