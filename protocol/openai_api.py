"""OpenAI request models and their validation, shared by the engine and the proxy.

Every request body goes through `parse_json_body` and then `parse_completion_request` or
`parse_chat_request` before anything else looks at it. Problems raise `APIError(400, ...)` whose
`param` names the offending field. Unknown fields are ignored; known features we do not implement
are refused by name (see `_UNSUPPORTED`), never silently dropped.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from protocol.errors import APIError

MAX_JSON_DEPTH = 32
MAX_TOKENS_LIMIT = 1_000_000
MAX_STOP_SEQUENCES = 16
MAX_STOP_TOKEN_IDS = 1024
MAX_CACHE_SALT_LEN = 256
MAX_KEY_LEN = 4096  # `user` and `prompt_cache_key`
MAX_TOKEN_ID = 2**31 - 1
SEED_RANGE = (-(2**63), 2**64 - 1)
CHAT_ROLES = frozenset({"system", "user", "assistant", "tool", "developer"})
KEPT_MESSAGE_KEYS = ("name", "tool_calls", "tool_call_id")
UNSUPPORTED_PART_TYPES = frozenset(
    {"image_url", "input_audio", "file", "image", "audio", "video", "video_url"}
)


@dataclass(frozen=True)
class SamplingParams:
    """How to sample the continuation; defaults are OpenAI's."""

    max_tokens: int | None  # None = up to the model's context (the engine decides)
    temperature: float = 1.0  # 0 = greedy; range [0, 2]
    top_p: float = 1.0  # (0, 1]
    top_k: int = -1  # -1 or 0 = disabled, else >= 1
    seed: int | None = None
    stop: tuple[str, ...] = ()
    stop_token_ids: tuple[int, ...] = ()
    ignore_eos: bool = False


@dataclass(frozen=True)
class CompletionRequest:
    """A validated `POST /v1/completions` body. `prompt` is text or token ids."""

    model: str | None
    prompt: str | tuple[int, ...]
    sampling: SamplingParams
    stream: bool
    include_usage: bool
    cache_salt: str | None
    return_token_ids: bool
    user: str | None
    prompt_cache_key: str | None


@dataclass(frozen=True)
class ChatCompletionRequest:
    """A validated `POST /v1/chat/completions` body.

    Each message is `{"role", "content"}` (content a string, or None for an assistant turn that
    only carries tool calls) plus `name`, `tool_calls` and `tool_call_id` when the client sent them.
    """

    model: str | None
    messages: tuple[dict[str, Any], ...]
    tools: tuple[dict[str, Any], ...] | None
    sampling: SamplingParams
    stream: bool
    include_usage: bool
    cache_salt: str | None
    return_token_ids: bool
    user: str | None
    prompt_cache_key: str | None


def _bad(message: str, param: str | None) -> APIError:
    return APIError(400, message, code="invalid_request", param=param)


# ---------------------------------------------------------------- JSON body


def parse_json_body(body: bytes) -> dict[str, Any]:
    """Decode a request body into a JSON object, refusing bad JSON and deep nesting."""
    try:
        obj = orjson.loads(body)
    except orjson.JSONDecodeError as e:
        raise _bad(f"Request body is not valid JSON: {e}", None) from None
    if not isinstance(obj, dict):
        raise _bad(f"Request body must be a JSON object, got {_type_name(obj)}", None)
    # Nesting needs an opening bracket per level: a body with few of them cannot be too deep.
    if not isinstance(body, bytes | bytearray) or body.count(b"{") + body.count(b"[") > MAX_JSON_DEPTH:
        _check_depth(obj)
    return obj


def _check_depth(obj: Any) -> None:
    """Refuse more than MAX_JSON_DEPTH nested arrays/objects (the outer object counts as 1)."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            raise _bad(f"Request body is nested deeper than {MAX_JSON_DEPTH} levels", None)
        children = value.values() if isinstance(value, dict) else value
        stack.extend((v, depth + 1) for v in children if isinstance(v, dict | list))


# ---------------------------------------------------------------- scalar fields


def _type_name(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, int):
        return "integer"
    if isinstance(v, float):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list | tuple):
        return "array"
    if isinstance(v, dict):
        return "object"
    return type(v).__name__


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_num(v: Any) -> bool:
    return (isinstance(v, int | float)) and not isinstance(v, bool)


def _get_int(obj: Mapping[str, Any], key: str, lo: int, hi: int, default: int | None) -> int | None:
    v = obj.get(key)
    if v is None:
        return default
    if not _is_int(v):
        raise _bad(f"`{key}` must be an integer, got {_type_name(v)}", key)
    if not lo <= v <= hi:
        raise _bad(f"`{key}` must be between {lo} and {hi}, got {v}", key)
    return v


def _get_float(
    obj: Mapping[str, Any], key: str, lo: float, hi: float, default: float, lo_open: bool = False
) -> float:
    v = obj.get(key)
    if v is None:
        return default
    if not _is_num(v):
        raise _bad(f"`{key}` must be a number, got {_type_name(v)}", key)
    v = float(v)
    if not math.isfinite(v) or v > hi or v < lo or (lo_open and v == lo):
        bracket = "(" if lo_open else "["
        raise _bad(f"`{key}` must be in {bracket}{lo:g}, {hi:g}], got {v}", key)
    return v


def _get_bool(obj: Mapping[str, Any], key: str, default: bool = False) -> bool:
    v = obj.get(key)
    if v is None:
        return default
    if not isinstance(v, bool):
        raise _bad(f"`{key}` must be a boolean, got {_type_name(v)}", key)
    return v


def _get_str(obj: Mapping[str, Any], key: str, max_len: int | None = None) -> str | None:
    v = obj.get(key)
    if v is None:
        return None
    if not isinstance(v, str):
        raise _bad(f"`{key}` must be a string, got {_type_name(v)}", key)
    if max_len is not None and len(v) > max_len:
        raise _bad(f"`{key}` must be at most {max_len} characters", key)
    return v


# ---------------------------------------------------------------- unsupported features

# (field, the values that mean "not used", what the 400 names). Absent or null is always fine.
_UNSUPPORTED: tuple[tuple[str, tuple[Any, ...], str], ...] = (
    ("n", (1,), "`n` other than 1"),
    ("best_of", (1,), "`best_of` other than 1"),
    ("echo", (False,), "`echo`"),
    ("suffix", ("",), "`suffix`"),
    ("logprobs", (False,), "`logprobs`"),
    ("top_logprobs", (0,), "`top_logprobs`"),
    ("logit_bias", ({},), "`logit_bias`"),
    ("presence_penalty", (0,), "`presence_penalty` other than 0"),
    ("frequency_penalty", (0,), "`frequency_penalty` other than 0"),
    ("repetition_penalty", (1,), "`repetition_penalty` other than 1"),
    ("response_format", ({"type": "text"},), '`response_format` other than {"type": "text"}'),
    ("tool_choice", ("auto", "none"), '`tool_choice` other than "auto" or "none" (forced tool calls)'),
    ("functions", (), "`functions` (use `tools`)"),
    ("function_call", ("auto", "none"), "`function_call`"),
    ("modalities", (["text"],), '`modalities` other than ["text"]'),
    ("audio", (), "`audio` output"),
    ("prediction", (), "`prediction`"),
)


def _is_off(v: Any, allowed: tuple[Any, ...]) -> bool:
    # type-aware equality: True is not 1, and 1.0 is 1
    return any(
        v == a and isinstance(v, bool) == isinstance(a, bool) and _is_num(v) == _is_num(a) for a in allowed
    )


_UNSUPPORTED_KEYS = frozenset(key for key, _, _ in _UNSUPPORTED)


def _refuse_unsupported(obj: Mapping[str, Any]) -> None:
    if _UNSUPPORTED_KEYS.isdisjoint(obj):  # the usual request: one C-level pass over its few keys
        return
    for key, allowed, what in _UNSUPPORTED:
        v = obj.get(key)
        if v is not None and not _is_off(v, allowed):
            raise _bad(f"{what} is not supported", key)


# ---------------------------------------------------------------- shared parts


def _parse_stop(obj: Mapping[str, Any]) -> tuple[str, ...]:
    v = obj.get("stop")
    if v is None:
        return ()
    items = [v] if isinstance(v, str) else v
    if not isinstance(items, list) or not all(isinstance(s, str) for s in items):
        raise _bad("`stop` must be a string or a list of strings", "stop")
    if len(items) > MAX_STOP_SEQUENCES:
        raise _bad(f"`stop` may hold at most {MAX_STOP_SEQUENCES} sequences", "stop")
    if any(s == "" for s in items):
        raise _bad("`stop` sequences must be non-empty", "stop")
    return tuple(items)


def _parse_stop_token_ids(obj: Mapping[str, Any]) -> tuple[int, ...]:
    v = obj.get("stop_token_ids")
    if v is None:
        return ()
    if not isinstance(v, list) or not all(_is_int(t) and 0 <= t <= MAX_TOKEN_ID for t in v):
        raise _bad("`stop_token_ids` must be a list of non-negative integers", "stop_token_ids")
    if len(v) > MAX_STOP_TOKEN_IDS:
        raise _bad(f"`stop_token_ids` may hold at most {MAX_STOP_TOKEN_IDS} ids", "stop_token_ids")
    return tuple(v)


def _parse_max_tokens(obj: Mapping[str, Any]) -> int | None:
    a = _get_int(obj, "max_tokens", 1, MAX_TOKENS_LIMIT, None)
    b = _get_int(obj, "max_completion_tokens", 1, MAX_TOKENS_LIMIT, None)
    if a is not None and b is not None and a != b:
        raise _bad(
            "`max_tokens` and `max_completion_tokens` disagree; send one of them", "max_completion_tokens"
        )
    return a if a is not None else b


def _parse_sampling(obj: Mapping[str, Any]) -> SamplingParams:
    top_k = _get_int(obj, "top_k", -1, MAX_TOKEN_ID, -1)
    return SamplingParams(
        max_tokens=_parse_max_tokens(obj),
        temperature=_get_float(obj, "temperature", 0.0, 2.0, 1.0),
        top_p=_get_float(obj, "top_p", 0.0, 1.0, 1.0, lo_open=True),
        top_k=-1 if top_k == 0 else top_k,  # type: ignore[arg-type]
        seed=_get_int(obj, "seed", SEED_RANGE[0], SEED_RANGE[1], None),
        stop=_parse_stop(obj),
        stop_token_ids=_parse_stop_token_ids(obj),
        ignore_eos=_get_bool(obj, "ignore_eos"),
    )


def _parse_stream(obj: Mapping[str, Any]) -> tuple[bool, bool]:
    stream = _get_bool(obj, "stream")
    opts = obj.get("stream_options")
    if opts is None:
        return stream, False
    if not isinstance(opts, dict):
        raise _bad(f"`stream_options` must be an object, got {_type_name(opts)}", "stream_options")
    if not stream:
        raise _bad("`stream_options` is only allowed when `stream` is true", "stream_options")
    include_usage = opts.get("include_usage")
    if include_usage is not None and not isinstance(include_usage, bool):
        raise _bad("`stream_options.include_usage` must be a boolean", "stream_options.include_usage")
    return stream, bool(include_usage)


def _common(obj: Mapping[str, Any]) -> dict[str, Any]:
    """Fields both endpoints share, validated; unsupported features refused first."""
    if type(obj) is not dict and not isinstance(obj, Mapping):  # the ABC check only when not a plain dict
        raise _bad(f"Request body must be a JSON object, got {_type_name(obj)}", None)
    _refuse_unsupported(obj)
    stream, include_usage = _parse_stream(obj)
    salt = _get_str(obj, "cache_salt", MAX_CACHE_SALT_LEN)
    return dict(
        model=_get_str(obj, "model"),
        sampling=_parse_sampling(obj),
        stream=stream,
        include_usage=include_usage,
        cache_salt=salt or None,  # "" is the unsalted hash anyway
        return_token_ids=_get_bool(obj, "return_token_ids"),
        user=_get_str(obj, "user", MAX_KEY_LEN),
        prompt_cache_key=_get_str(obj, "prompt_cache_key", MAX_KEY_LEN),
    )


# ---------------------------------------------------------------- completions


def _is_token_list(v: Any) -> bool:
    return isinstance(v, list) and all(_is_int(t) for t in v)


def _parse_prompt(obj: Mapping[str, Any]) -> str | tuple[int, ...]:
    v = obj.get("prompt")
    if v is None:
        raise _bad("`prompt` is required", "prompt")
    if isinstance(v, list) and len(v) == 1 and (isinstance(v[0], str) or isinstance(v[0], list)):
        v = v[0]  # a batch of one prompt
    elif isinstance(v, list) and v and all(isinstance(p, str | list) for p in v):
        raise _bad(
            "Batched prompts (a list of several prompts) are not supported; send one prompt per request",
            "prompt",
        )
    if isinstance(v, str):
        if not v:
            raise _bad("`prompt` must not be empty", "prompt")
        return v
    if not _is_token_list(v):
        raise _bad("`prompt` must be a string, a list of one string, or a list of token ids", "prompt")
    if not v:
        raise _bad("`prompt` must not be empty", "prompt")
    bad = next((t for t in v if not 0 <= t <= MAX_TOKEN_ID), None)
    if bad is not None:
        raise _bad(f"`prompt` holds an invalid token id {bad}", "prompt")
    return tuple(v)


def parse_completion_request(obj: dict[str, Any]) -> CompletionRequest:
    """Validate a `POST /v1/completions` body."""
    common = _common(obj)
    return CompletionRequest(prompt=_parse_prompt(obj), **common)


# ---------------------------------------------------------------- chat


def _content_text(content: Any, param: str) -> str:
    """A message's content as one string: text parts joined in order."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise _bad(f"`{param}` must be a string or a list of content parts, got {_type_name(content)}", param)
    texts: list[str] = []
    for j, part in enumerate(content):
        p = f"{param}[{j}]"
        if not isinstance(part, dict):
            raise _bad(f"`{p}` must be an object", p)
        kind = part.get("type")
        if kind == "text":
            text = part.get("text")
            if not isinstance(text, str):
                raise _bad(f"`{p}.text` must be a string", f"{p}.text")
            texts.append(text)
        elif kind in UNSUPPORTED_PART_TYPES:
            raise _bad(f"Content parts of type `{kind}` are not supported (text only)", f"{p}.type")
        else:
            raise _bad(f"Unknown content part type {kind!r}", f"{p}.type")
    return "".join(texts)


def _check_tool_calls(v: Any, param: str) -> None:
    if not isinstance(v, list):
        raise _bad(f"`{param}` must be a list", param)
    for j, call in enumerate(v):
        p = f"{param}[{j}]"
        fn = call.get("function") if isinstance(call, dict) else None
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
            raise _bad(f"`{p}` must be an object with `function.name`", p)
        args = fn.get("arguments")
        if args is not None and not isinstance(args, str | dict):
            raise _bad(f"`{p}.function.arguments` must be a string", f"{p}.function.arguments")


def _parse_message(m: Any, i: int) -> dict[str, Any]:
    p = f"messages[{i}]"
    if not isinstance(m, dict):
        raise _bad(f"`{p}` must be an object", p)
    role = m.get("role")
    if role not in CHAT_ROLES:
        raise _bad(f"`{p}.role` must be one of {sorted(CHAT_ROLES)}, got {role!r}", f"{p}.role")
    out: dict[str, Any] = {"role": role}
    content = m.get("content")
    if content is None:
        if not (role == "assistant" and m.get("tool_calls")):
            raise _bad(f"`{p}.content` is required", f"{p}.content")
        out["content"] = None
    else:
        out["content"] = _content_text(content, f"{p}.content")
    for key in KEPT_MESSAGE_KEYS:
        v = m.get(key)
        if v is None:
            continue
        if key == "tool_calls":
            _check_tool_calls(v, f"{p}.tool_calls")
        elif not isinstance(v, str):
            raise _bad(f"`{p}.{key}` must be a string", f"{p}.{key}")
        out[key] = v
    return out


def _parse_tools(obj: Mapping[str, Any]) -> tuple[dict[str, Any], ...] | None:
    v = obj.get("tools")
    if v is None:
        return None
    if not isinstance(v, list):
        raise _bad("`tools` must be a list", "tools")
    for j, tool in enumerate(v):
        p = f"tools[{j}]"
        if not isinstance(tool, dict) or tool.get("type") != "function":
            raise _bad(f'`{p}` must be an object with type "function"', p)
        fn = tool.get("function")
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str) or not fn["name"]:
            raise _bad(f"`{p}.function.name` must be a non-empty string", f"{p}.function.name")
        params = fn.get("parameters")
        if params is not None and not isinstance(params, dict):
            raise _bad(f"`{p}.function.parameters` must be an object", f"{p}.function.parameters")
    return tuple(v)


def parse_chat_request(obj: dict[str, Any]) -> ChatCompletionRequest:
    """Validate a `POST /v1/chat/completions` body."""
    common = _common(obj)
    messages = obj.get("messages")
    if not isinstance(messages, list) or not messages:
        raise _bad("`messages` must be a non-empty list", "messages")
    parsed = tuple(_parse_message(m, i) for i, m in enumerate(messages))
    return ChatCompletionRequest(messages=parsed, tools=_parse_tools(obj), **common)


# ---------------------------------------------------------------- token ids


def check_token_ids(ids: Any, vocab_size: int, param: str = "prompt") -> None:
    """Refuse token ids outside [0, vocab_size), naming the first bad one."""
    for i, t in enumerate(ids):
        if not _is_int(t) or not 0 <= t < vocab_size:
            raise _bad(f"Token id {t!r} at position {i} is outside the vocabulary [0, {vocab_size})", param)
