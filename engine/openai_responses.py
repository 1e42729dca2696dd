"""OpenAI response bodies and stream chunks, in the exact shapes OpenAI's clients parse.

`ResponseBuilder` knows one request's id, model name and kind (completion or chat) and turns engine
progress into `text_completion`, `chat.completion` and `chat.completion.chunk` objects.
`DeltaTracker` turns the engine's growing text into stream deltas that never need taking back.
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from engine.request import TokenLogprobs
from engine.tool_calls import ToolCall

Kind = Literal["completion", "chat"]

REPLACEMENT_CHAR = "\ufffd"


def usage_json(prompt_tokens: int, completion_tokens: int, cached_tokens: int) -> dict[str, Any]:
    """`usage`, with `prompt_tokens_details.cached_tokens` always present."""
    return {
        "prompt_tokens": prompt_tokens,
        "completion_tokens": completion_tokens,
        "total_tokens": prompt_tokens + completion_tokens,
        "prompt_tokens_details": {"cached_tokens": cached_tokens},
    }


@dataclass(frozen=True)
class ChoiceResult:
    """One finished choice of a non-streamed response."""

    index: int
    text: str
    finish_reason: str | None
    token_ids: Sequence[int]
    logprobs: Sequence[TokenLogprobs]
    prompt_token_ids: Sequence[int]
    tool_calls: Sequence[ToolCall] = ()
    prompt_logprobs: Sequence[TokenLogprobs | None] = ()


class ResponseBuilder:
    """Bodies and chunks of one request; every chunk of a stream shares `id` and `created`.

    With `return_token_ids`, a request of one prompt carries `prompt_token_ids` at the top (DESIGN.md);
    a batch of prompts carries them in each choice, as vLLM does."""

    def __init__(self, kind: Kind, model: str, return_token_ids: bool = False,
                 include_usage: bool = False, token_text: Callable[[int], str] | None = None,
                 several_prompts: bool = False, prompt_token_text: Callable[[int], str] | None = None,
                 token_bytes: Callable[[int], bytes] | None = None) -> None:
        self.kind = kind
        self.model = model
        self.return_token_ids = return_token_ids
        self.include_usage = include_usage
        self.token_text = token_text  # set when the request asked for logprobs
        self.token_bytes = token_bytes  # the exact bytes of a token (chat logprobs' `bytes`)
        self.several_prompts = several_prompts
        self.prompt_token_text = prompt_token_text  # set when the request asked for prompt_logprobs
        self.id = ("chatcmpl-" if kind == "chat" else "cmpl-") + uuid.uuid4().hex
        self.created = int(time.time())
        self._text_offsets: dict[int, int] = {}  # completions' `text_offset` runs on across a choice's chunks

    def logprobs(self, entries: Sequence[TokenLogprobs], index: int = 0) -> dict[str, Any] | None:
        """`choice.logprobs` in the endpoint's shape (chat: `content` entries with bytes; completions:
        parallel `tokens` / `token_logprobs` / `top_logprobs` / `text_offset` lists)."""
        if self.token_text is None:
            return None
        text = self.token_text
        if self.kind == "chat":
            token_bytes = self.token_bytes or (lambda t: text(t).encode())

            def entry(tok: int, lp: float | None) -> dict[str, Any]:
                return {"token": text(tok), "logprob": lp, "bytes": list(token_bytes(tok))}

            return {"content": [{**entry(e.token_id, e.logprob), "top_logprobs": [entry(i, v) for i, v in e.top]}
                                for e in entries], "refusal": None}
        tokens = [text(e.token_id) for e in entries]
        offset = self._text_offsets.get(index, 0)
        offsets = []
        for t in tokens:
            offsets.append(offset)
            offset += len(t)
        self._text_offsets[index] = offset
        return {"tokens": tokens, "token_logprobs": [e.logprob for e in entries],
                "top_logprobs": [{text(i): v for i, v in e.top} if e.top else None for e in entries],
                "text_offset": offsets}

    def prompt_logprobs(self, entries: Sequence[TokenLogprobs | None]) -> list[Any] | None:
        """vLLM's `prompt_logprobs`: per prompt token, None for the first, else the token and its
        likeliest alternatives as {token id: {"logprob", "rank", "decoded_token"}}."""
        text = self.prompt_token_text
        if text is None or not entries:
            return None
        out: list[Any] = []
        for e in entries:
            if e is None or e.logprob is None:
                out.append(None)
                continue
            d = {str(i): {"logprob": v, "rank": r + 1, "decoded_token": text(i)} for r, (i, v) in enumerate(e.top)}
            d[str(e.token_id)] = {"logprob": e.logprob, "rank": e.rank, "decoded_token": text(e.token_id)}
            out.append(d)
        return out

    def _envelope(self, obj: str) -> dict[str, Any]:
        return {"id": self.id, "object": obj, "created": self.created, "model": self.model}

    def _ids(self, body: dict[str, Any], choice: dict[str, Any], token_ids: Sequence[int] | None,
             prompt_token_ids: Sequence[int] | None) -> None:
        if not self.return_token_ids:
            return
        choice["token_ids"] = list(token_ids or ())
        if prompt_token_ids is not None:
            (choice if self.several_prompts else body)["prompt_token_ids"] = list(prompt_token_ids)

    def response(self, choices: Sequence[ChoiceResult], usage: dict[str, Any]) -> dict[str, Any]:
        """The whole non-streamed body."""
        body = self._envelope("chat.completion" if self.kind == "chat" else "text_completion")
        out = []
        for c in choices:
            choice: dict[str, Any] = {"index": c.index}
            if self.kind == "chat":
                choice["message"] = {"role": "assistant", "content": c.text, "refusal": None}
                if c.tool_calls:
                    choice["message"]["content"] = c.text or None
                    choice["message"]["tool_calls"] = [call.to_json() for call in c.tool_calls]
            else:
                choice["text"] = c.text
            choice["logprobs"] = self.logprobs(c.logprobs, c.index)
            choice["finish_reason"] = c.finish_reason
            self._ids(body, choice, c.token_ids, c.prompt_token_ids)
            prompt_lps = self.prompt_logprobs(c.prompt_logprobs)
            if prompt_lps is not None:  # vLLM: in each choice for completions, once at the top for chat
                (body if self.kind == "chat" else choice)["prompt_logprobs"] = prompt_lps
            out.append(choice)
        body["choices"] = out
        body["usage"] = usage
        return body

    def chunk(self, text: str, finish_reason: str | None = None, token_ids: Sequence[int] | None = None,
              prompt_token_ids: Sequence[int] | None = None, first: bool = False,
              logprobs: Sequence[TokenLogprobs] = (), index: int = 0,
              tool_calls: Sequence[ToolCall] = (),
              prompt_logprobs: Sequence[TokenLogprobs | None] = ()) -> dict[str, Any]:
        """One streamed chunk of choice `index`. For chat, `first` adds the assistant role to the delta
        and `tool_calls` go out whole, each with its index.

        A chat chunk that carries a finish reason and no text has an empty delta, as OpenAI sends it.
        """
        choice: dict[str, Any] = {"index": index}
        if self.kind == "chat":
            body = self._envelope("chat.completion.chunk")
            delta: dict[str, Any] = {}
            if first:
                delta["role"] = "assistant"
            if text or (first and finish_reason is None):
                delta["content"] = text
            if tool_calls:
                delta["tool_calls"] = [call.to_json(i) for i, call in enumerate(tool_calls)]
            choice["delta"] = delta
        else:
            body = self._envelope("text_completion")
            choice["text"] = text
        choice["logprobs"] = self.logprobs(logprobs, index) if not first else None
        choice["finish_reason"] = finish_reason
        self._ids(body, choice, token_ids, prompt_token_ids)
        prompt_lps = self.prompt_logprobs(prompt_logprobs)
        if prompt_lps is not None:
            choice["prompt_logprobs"] = prompt_lps
        body["choices"] = [choice]
        if self.include_usage:
            body["usage"] = None
        return body

    def usage_chunk(self, usage: dict[str, Any]) -> dict[str, Any]:
        """The last chunk when `stream_options.include_usage`: no choices, the request's usage."""
        obj = "chat.completion.chunk" if self.kind == "chat" else "text_completion"
        body = self._envelope(obj)
        body["choices"] = []
        body["usage"] = usage
        return body


class DeltaTracker:
    """Emit only text that is final: never a trailing U+FFFD (an incomplete UTF-8 sequence that the
    next token may complete) nor a tail that could still turn into a stop string (the engine cuts a
    matched stop string off the text). On finish, everything left goes out.
    """

    def __init__(self, stop: Sequence[str] = ()) -> None:
        self.stop = tuple(stop)
        self.sent = ""  # the prefix of the engine's text already sent

    def update(self, text: str, finished: bool) -> str:
        """The new part of `text` (the whole text so far) that is safe to send now."""
        end = len(text) if finished else self._safe_end(text)
        if text.startswith(self.sent):
            p = len(self.sent)
        else:  # the text changed behind what was sent (it should not); resend from where it differs
            p = len(os.path.commonprefix([self.sent, text]))
        delta = text[p:end]
        self.sent = text[: max(end, p)]
        return delta

    def _safe_end(self, text: str) -> int:
        end = len(text)
        while end > 0 and text[end - 1] == REPLACEMENT_CHAR:
            end -= 1
        held = 0
        for s in self.stop:  # longest tail that is a proper prefix of a stop string
            for k in range(min(len(s) - 1, end), held, -1):
                if text.endswith(s[:k], 0, end):
                    held = k
                    break
        return end - held
