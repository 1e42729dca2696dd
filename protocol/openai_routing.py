"""What a router needs from an OpenAI request, and nothing more.

A gateway in front of vLLM or SGLang must not be the judge of what the replica supports: `n`,
`logprobs`, `response_format`, penalties, tools and any field a newer server adds are the
replica's to accept or refuse. So the proxy reads only the fields that decide where a request goes
and what it may carry upstream -- the prompt (or messages and tools) to tokenize, `stream` and
`stream_options`, `cache_salt`, `prompt_cache_key` / `user` -- and leaves everything else as the
client wrote it. The engine validates whole requests with protocol/openai_api.py.

Only what the proxy itself must trust is refused here (400, naming the field): a body that is not
a JSON object, a prompt or messages it cannot read, a `cache_salt` that is not a short string.
Anything else unusual (a non-boolean `stream`, an image part) is forwarded for the replica to judge;
the proxy then routes by load, without a prefix it could not compute.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from protocol.errors import bad_request
from protocol.openai_api import KEPT_MESSAGE_KEYS, MAX_CACHE_SALT_LEN, MAX_KEY_LEN
from protocol.request_fields import is_int, type_name
from protocol.sampling_params import MAX_TOKEN_ID

Prompt = str | tuple[int, ...]


@dataclass(frozen=True)
class RoutingView:
    """The routing-relevant part of a completions or chat request."""

    prompts: tuple[Prompt, ...]  # completions: one per prompt of the batch; chat: ()
    messages: tuple[dict[str, Any], ...] | None  # chat: text-only messages for the chat template
    tools: tuple[dict[str, Any], ...] | None
    hashable: bool  # False when part of the prompt is not text the proxy can tokenize (images, ...)
    stream: bool  # `stream` is true: the answer is an SSE stream
    include_usage: bool  # the client itself asked for a usage chunk
    cache_salt: str | None
    session_key: str | None  # `prompt_cache_key`, else `user`


def _optional_str(obj: Mapping[str, Any], key: str, limit: int) -> str | None:
    v = obj.get(key)
    return v if isinstance(v, str) and v and len(v) <= limit else None


def cache_salt_of(obj: Mapping[str, Any]) -> str | None:
    """The request's `cache_salt` as sent (None when absent); a 400 unless it is a short string."""
    salt = obj.get("cache_salt")
    if salt is not None and (not isinstance(salt, str) or len(salt) > MAX_CACHE_SALT_LEN):
        raise bad_request(f"`cache_salt` must be a string of at most {MAX_CACHE_SALT_LEN} characters",
                          param="cache_salt")
    return salt


def _common(obj: Mapping[str, Any]) -> dict[str, Any]:
    salt = cache_salt_of(obj)
    stream = obj.get("stream") is True
    opts = obj.get("stream_options")
    include_usage = stream and isinstance(opts, dict) and opts.get("include_usage") is True
    return dict(stream=stream, include_usage=include_usage, cache_salt=salt or None,
                session_key=_optional_str(obj, "prompt_cache_key", MAX_KEY_LEN) or _optional_str(obj, "user",
                                                                                                  MAX_KEY_LEN))


def _token_ids(v: list[Any], param: str) -> tuple[int, ...]:
    if not all(is_int(t) and 0 <= t <= MAX_TOKEN_ID for t in v):
        raise bad_request(f"`{param}` must be text or a list of token ids (0..{MAX_TOKEN_ID})", param=param)
    return tuple(v)


def _prompts(v: Any) -> tuple[Prompt, ...]:
    """A prompt, or a batch of them: text, token ids, or a list of either."""
    if isinstance(v, str):
        return (v,)
    if not isinstance(v, list) or not v:
        raise bad_request(f"`prompt` must be a string, a list of strings, token ids or lists of token ids, "
                          f"got {type_name(v)}", param="prompt")
    if all(is_int(t) for t in v):
        return (_token_ids(v, "prompt"),)
    out: list[Prompt] = []
    for i, p in enumerate(v):
        if isinstance(p, str):
            out.append(p)
        elif isinstance(p, list) and p:
            out.append(_token_ids(p, f"prompt[{i}]"))
        else:
            raise bad_request(f"`prompt[{i}]` must be a string or a list of token ids", param=f"prompt[{i}]")
    return tuple(out)


def parse_completion_routing(obj: dict[str, Any]) -> RoutingView:
    """The routing view of a `POST /v1/completions` body."""
    if "prompt" not in obj:
        raise bad_request("`prompt` is required", param="prompt")
    return RoutingView(prompts=_prompts(obj["prompt"]), messages=None, tools=None, hashable=True, **_common(obj))


def _message(m: Any, i: int) -> tuple[dict[str, Any], bool]:
    """A message for the chat template (content as text) and whether all of its content is text."""
    p = f"messages[{i}]"
    if not isinstance(m, dict) or not isinstance(m.get("role"), str):
        raise bad_request(f"`{p}` must be an object with a string `role`", param=p)
    content = m.get("content")
    text = True
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str):
                parts.append(part["text"])
            else:
                text = False
        content = "".join(parts)
    elif content is not None and not isinstance(content, str):
        text = False
        content = None
    out = {"role": m["role"], "content": content}
    for key in KEPT_MESSAGE_KEYS:
        if m.get(key) is not None:
            out[key] = m[key]
    return out, text


def parse_chat_routing(obj: dict[str, Any]) -> RoutingView:
    """The routing view of a `POST /v1/chat/completions` body."""
    messages = obj.get("messages")
    if not isinstance(messages, list) or not messages:
        raise bad_request("`messages` must be a non-empty list", param="messages")
    parsed = [_message(m, i) for i, m in enumerate(messages)]
    tools = obj.get("tools")
    tools_ok = tools is None or (isinstance(tools, list) and all(isinstance(t, dict) for t in tools))
    return RoutingView(prompts=(), messages=tuple(m for m, _ in parsed),
                       tools=tuple(tools) if tools_ok and tools is not None else None,
                       hashable=tools_ok and all(ok for _, ok in parsed), **_common(obj))
