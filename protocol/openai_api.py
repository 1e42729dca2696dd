"""OpenAI request models and their validation, shared by the engine and the proxy.

Every request body goes through `parse_json_body` and then `parse_completion_request` or
`parse_chat_request` before anything else looks at it. Problems raise `APIError(400, ...)` whose
`param` names the offending field (typed members are read by `protocol.request_fields`, sampling
fields by `protocol.sampling_params`). Unknown fields are ignored; known features we do not
implement are refused by name (see `_UNSUPPORTED`), never silently dropped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from protocol.errors import bad_request
from protocol.request_fields import get_bool, get_str, is_int, is_num, type_name
from protocol.sampling_params import MAX_TOKEN_ID, SamplingParams, parse_sampling

MAX_JSON_DEPTH = 32
MAX_CACHE_SALT_LEN = 256
MAX_KEY_LEN = 4096  # `user` and `prompt_cache_key`
CHAT_ROLES = frozenset({"system", "user", "assistant", "tool", "developer"})
KEPT_MESSAGE_KEYS = ("name", "tool_calls", "tool_call_id")
UNSUPPORTED_PART_TYPES = frozenset(
    {"image_url", "input_audio", "file", "image", "audio", "video", "video_url"}
)


@dataclass(frozen=True)
class CompletionRequest:
    """A validated `POST /v1/completions` body: one prompt or a batch, each text or token ids."""

    model: str | None
    prompts: tuple[str | tuple[int, ...], ...]
    echo: bool  # the answer starts with the prompt (and, with logprobs, so do its log-probabilities)
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
    tool_choice: str  # "auto", "none", "required", or the name of the one function to call
    sampling: SamplingParams
    stream: bool
    include_usage: bool
    cache_salt: str | None
    return_token_ids: bool
    user: str | None
    prompt_cache_key: str | None


# ---------------------------------------------------------------- JSON body


def parse_json_body(body: bytes) -> dict[str, Any]:
    """Decode a request body into a JSON object, refusing bad JSON and deep nesting."""
    try:
        obj = orjson.loads(body)
    except orjson.JSONDecodeError as e:
        raise bad_request(f"Request body is not valid JSON: {e}") from None
    if not isinstance(obj, dict):
        raise bad_request(f"Request body must be a JSON object, got {type_name(obj)}")
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
            raise bad_request(f"Request body is nested deeper than {MAX_JSON_DEPTH} levels")
        children = value.values() if isinstance(value, dict) else value
        stack.extend((v, depth + 1) for v in children if isinstance(v, dict | list))


# ---------------------------------------------------------------- unsupported features

# (field, the values that mean "not used", what the 400 names). Absent or null is always fine.
_UNSUPPORTED: tuple[tuple[str, tuple[Any, ...], str], ...] = (
    ("suffix", ("",), "`suffix`"),
    ("functions", (), "`functions` (use `tools`)"),
    ("function_call", ("auto", "none"), "`function_call`"),
    ("modalities", (["text"],), '`modalities` other than ["text"]'),
    ("audio", (), "`audio` output"),
    ("prediction", (), "`prediction`"),
    ("parallel_tool_calls", (True,), "`parallel_tool_calls: false`"),
    # vLLM's extra sampling and template parameters, at their defaults only (for now)
    ("use_beam_search", (False,), "`use_beam_search`"),
    ("length_penalty", (1,), "`length_penalty` other than 1"),
    ("spaces_between_special_tokens", (True,), "`spaces_between_special_tokens: false`"),
    ("truncate_prompt_tokens", (), "`truncate_prompt_tokens`"),
    ("logits_processors", (), "`logits_processors`"),
    ("return_tokens_as_token_ids", (False,), "`return_tokens_as_token_ids`"),
    ("guided_decoding_backend", (), "`guided_decoding_backend`"),
    ("guided_whitespace_pattern", (), "`guided_whitespace_pattern`"),
    ("add_generation_prompt", (True,), "`add_generation_prompt: false`"),
    ("continue_final_message", (False,), "`continue_final_message`"),
    ("documents", (), "`documents`"),
    ("chat_template", (), "`chat_template` (the replica's own template is used)"),
    ("chat_template_kwargs", ({},), "`chat_template_kwargs`"),
    ("mm_processor_kwargs", (), "`mm_processor_kwargs`"),
    ("priority", (0,), "`priority` other than 0"),
    ("kv_transfer_params", (), "`kv_transfer_params`"),
    ("vllm_xargs", (), "`vllm_xargs`"),
)


def _is_off(v: Any, allowed: tuple[Any, ...]) -> bool:
    # type-aware equality: True is not 1, and 1.0 is 1
    return any(
        v == a and isinstance(v, bool) == isinstance(a, bool) and is_num(v) == is_num(a) for a in allowed
    )


_UNSUPPORTED_KEYS = frozenset(key for key, _, _ in _UNSUPPORTED)


def _refuse_unsupported(obj: Mapping[str, Any]) -> None:
    if _UNSUPPORTED_KEYS.isdisjoint(obj):  # the usual request: one C-level pass over its few keys
        return
    for key, allowed, what in _UNSUPPORTED:
        v = obj.get(key)
        if v is not None and not _is_off(v, allowed):
            raise bad_request(f"{what} is not supported", param=key)


# ---------------------------------------------------------------- shared parts


def _parse_stream(obj: Mapping[str, Any]) -> tuple[bool, bool]:
    stream = get_bool(obj, "stream")
    opts = obj.get("stream_options")
    if opts is None:
        return stream, False
    if not isinstance(opts, dict):
        raise bad_request(
            f"`stream_options` must be an object, got {type_name(opts)}", param="stream_options"
        )
    if not stream:
        raise bad_request("`stream_options` is only allowed when `stream` is true", param="stream_options")
    include_usage = opts.get("include_usage")
    if include_usage is not None and not isinstance(include_usage, bool):
        raise bad_request(
            "`stream_options.include_usage` must be a boolean", param="stream_options.include_usage"
        )
    return stream, bool(include_usage)


def _common(obj: Mapping[str, Any], chat: bool) -> dict[str, Any]:
    """Fields both endpoints share, validated; unsupported features refused first."""
    if type(obj) is not dict and not isinstance(obj, Mapping):  # the ABC check only when not a plain dict
        raise bad_request(f"Request body must be a JSON object, got {type_name(obj)}")
    _refuse_unsupported(obj)
    stream, include_usage = _parse_stream(obj)
    salt = get_str(obj, "cache_salt", MAX_CACHE_SALT_LEN)
    return dict(
        model=get_str(obj, "model"),
        sampling=parse_sampling(obj, chat),
        stream=stream,
        include_usage=include_usage,
        cache_salt=salt or None,  # "" is the unsalted hash anyway
        return_token_ids=get_bool(obj, "return_token_ids"),
        user=get_str(obj, "user", MAX_KEY_LEN),
        prompt_cache_key=get_str(obj, "prompt_cache_key", MAX_KEY_LEN),
    )


# ---------------------------------------------------------------- completions


def _is_token_list(v: Any) -> bool:
    return isinstance(v, list) and all(is_int(t) for t in v)


MAX_PROMPTS = 256  # prompts in one batched completions request


def _parse_prompts(obj: Mapping[str, Any]) -> tuple[str | tuple[int, ...], ...]:
    """`prompt`: a string, token ids, or a batch (a list of strings or of token-id lists)."""
    v = obj.get("prompt")
    if v is None:
        raise bad_request("`prompt` is required", param="prompt")
    if isinstance(v, list) and v and all(isinstance(p, str | list) for p in v):
        if len(v) > MAX_PROMPTS:
            raise bad_request(f"`prompt` holds {len(v)} prompts; at most {MAX_PROMPTS} per request", param="prompt")
        return tuple(_parse_prompt(p) for p in v)
    return (_parse_prompt(v),)


def _parse_prompt(v: Any) -> str | tuple[int, ...]:
    if isinstance(v, str):
        if not v:
            raise bad_request("`prompt` must not be empty", param="prompt")
        return v
    if not _is_token_list(v):
        raise bad_request(
            "`prompt` must be a string, token ids, or a list of either", param="prompt"
        )
    if not v:
        raise bad_request("`prompt` must not be empty", param="prompt")
    bad = next((t for t in v if not 0 <= t <= MAX_TOKEN_ID), None)
    if bad is not None:
        raise bad_request(f"`prompt` holds an invalid token id {bad}", param="prompt")
    return tuple(v)


def parse_completion_request(obj: dict[str, Any]) -> CompletionRequest:
    """Validate a `POST /v1/completions` body."""
    common = _common(obj, chat=False)
    return CompletionRequest(prompts=_parse_prompts(obj), echo=get_bool(obj, "echo"), **common)


# ---------------------------------------------------------------- chat


def _content_text(content: Any, param: str) -> str:
    """A message's content as one string: text parts joined in order."""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise bad_request(
            f"`{param}` must be a string or a list of content parts, got {type_name(content)}", param=param
        )
    texts: list[str] = []
    for j, part in enumerate(content):
        p = f"{param}[{j}]"
        if not isinstance(part, dict):
            raise bad_request(f"`{p}` must be an object", param=p)
        kind = part.get("type")
        if kind == "text":
            text = part.get("text")
            if not isinstance(text, str):
                raise bad_request(f"`{p}.text` must be a string", param=f"{p}.text")
            texts.append(text)
        elif kind in UNSUPPORTED_PART_TYPES:
            raise bad_request(
                f"Content parts of type `{kind}` are not supported (text only)", param=f"{p}.type"
            )
        else:
            raise bad_request(f"Unknown content part type {kind!r}", param=f"{p}.type")
    return "".join(texts)


def _check_tool_calls(v: Any, param: str) -> None:
    if not isinstance(v, list):
        raise bad_request(f"`{param}` must be a list", param=param)
    for j, call in enumerate(v):
        p = f"{param}[{j}]"
        fn = call.get("function") if isinstance(call, dict) else None
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
            raise bad_request(f"`{p}` must be an object with `function.name`", param=p)
        args = fn.get("arguments")
        if args is not None and not isinstance(args, str | dict):
            raise bad_request(f"`{p}.function.arguments` must be a string", param=f"{p}.function.arguments")


def _parse_message(m: Any, i: int) -> dict[str, Any]:
    p = f"messages[{i}]"
    if not isinstance(m, dict):
        raise bad_request(f"`{p}` must be an object", param=p)
    role = m.get("role")
    if role not in CHAT_ROLES:
        raise bad_request(f"`{p}.role` must be one of {sorted(CHAT_ROLES)}, got {role!r}", param=f"{p}.role")
    out: dict[str, Any] = {"role": role}
    content = m.get("content")
    if content is None:
        if not (role == "assistant" and m.get("tool_calls")):
            raise bad_request(f"`{p}.content` is required", param=f"{p}.content")
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
            raise bad_request(f"`{p}.{key}` must be a string", param=f"{p}.{key}")
        out[key] = v
    return out


def _parse_tools(obj: Mapping[str, Any]) -> tuple[dict[str, Any], ...] | None:
    v = obj.get("tools")
    if v is None:
        return None
    if not isinstance(v, list):
        raise bad_request("`tools` must be a list", param="tools")
    for j, tool in enumerate(v):
        p = f"tools[{j}]"
        if not isinstance(tool, dict) or tool.get("type") != "function":
            raise bad_request(f'`{p}` must be an object with type "function"', param=p)
        fn = tool.get("function")
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str) or not fn["name"]:
            raise bad_request(f"`{p}.function.name` must be a non-empty string", param=f"{p}.function.name")
        params = fn.get("parameters")
        if params is not None and not isinstance(params, dict):
            raise bad_request(
                f"`{p}.function.parameters` must be an object", param=f"{p}.function.parameters"
            )
    return tuple(v)


def _parse_tool_choice(obj: Mapping[str, Any], tools: tuple[dict[str, Any], ...] | None) -> str:
    """"auto" (the default), "none", "required", or the one function's name (OpenAI's object form)."""
    v = obj.get("tool_choice")
    if v is None or v == "auto":
        return "auto"
    if v == "none":
        return "none"
    if isinstance(v, dict) and v.get("type") == "function" and isinstance(v.get("function"), dict) \
            and isinstance(v["function"].get("name"), str):
        choice = v["function"]["name"]
    elif v == "required":
        choice = "required"
    else:
        raise bad_request('`tool_choice` must be "auto", "none", "required" or '
                          '{"type": "function", "function": {"name": ...}}', param="tool_choice")
    names = [t["function"]["name"] for t in tools or ()]
    if not names:
        raise bad_request(f"`tool_choice` {v!r} needs `tools`", param="tool_choice")
    if choice != "required" and choice not in names:
        raise bad_request(f"`tool_choice` names {choice!r}, which is not among `tools`", param="tool_choice")
    return choice


def parse_chat_request(obj: dict[str, Any]) -> ChatCompletionRequest:
    """Validate a `POST /v1/chat/completions` body."""
    common = _common(obj, chat=True)
    messages = obj.get("messages")
    if not isinstance(messages, list) or not messages:
        raise bad_request("`messages` must be a non-empty list", param="messages")
    parsed = tuple(_parse_message(m, i) for i, m in enumerate(messages))
    tools = _parse_tools(obj)
    return ChatCompletionRequest(messages=parsed, tools=tools, tool_choice=_parse_tool_choice(obj, tools), **common)


# ---------------------------------------------------------------- token ids


def check_token_ids(ids: Any, vocab_size: int, param: str = "prompt") -> None:
    """Refuse token ids outside [0, vocab_size), naming the first bad one."""
    for i, t in enumerate(ids):
        if not is_int(t) or not 0 <= t < vocab_size:
            raise bad_request(
                f"Token id {t!r} at position {i} is outside the vocabulary [0, {vocab_size})", param=param
            )
