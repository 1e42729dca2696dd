"""Sampling parameters: what the continuation may be, and their validation from an OpenAI / vLLM body.

`parse_sampling` reads every sampling field both endpoints share (OpenAI's, and vLLM's extras such as
`min_p`, `bad_words`, `guided_json` or `structured_outputs`); each problem raises `APIError(400)`
naming the field. The engine samples by `SamplingParams`; grammars are compiled from `GrammarSpec`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import orjson

from protocol.errors import bad_request
from protocol.request_fields import get_bool, get_float, get_int, is_int, is_num

MAX_TOKENS_LIMIT = 1_000_000
MAX_STOP_SEQUENCES = 16
MAX_STOP_TOKEN_IDS = 1024
MAX_TOKEN_ID = 2**31 - 1
MAX_CHOICES = 128  # `n` and `best_of`
MAX_LOGPROBS = 20  # alternatives per token (OpenAI's top_logprobs bound; vLLM's default max_logprobs)
SEED_RANGE = (-(2**63), 2**64 - 1)
MAX_LOGIT_BIAS = 1024
MAX_BAD_WORDS = 256


@dataclass(frozen=True)
class GrammarSpec:
    """Structured output: what the answer must match. `kind` is json_schema (value: the schema as
    JSON), json_object, regex, choice (value: a JSON list of strings) or grammar (EBNF); `param` is the
    request field it came from, for errors."""

    kind: str
    value: str
    param: str


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
    logprobs: int | None = None  # None = off; k = each generated token's log-probability and the k likeliest
    prompt_logprobs: int | None = None  # the same for each prompt token (vLLM); such prompts skip the cache
    grammar: GrammarSpec | None = None  # structured output
    n: int = 1  # choices returned
    best_of: int | None = None  # candidates generated (>= n); the n likeliest are returned
    # vLLM's semantics: penalties on the output tokens (repetition: prompt and output), then sampling
    presence_penalty: float = 0.0
    frequency_penalty: float = 0.0
    repetition_penalty: float = 1.0
    min_p: float = 0.0
    min_tokens: int = 0  # EOS and stop token ids are masked until this many tokens are generated
    logit_bias: tuple[tuple[int, float], ...] = ()
    allowed_token_ids: tuple[int, ...] | None = None
    bad_words: tuple[str, ...] = ()
    include_stop_str_in_output: bool = False
    skip_special_tokens: bool = True


def _parse_stop(obj: Mapping[str, Any]) -> tuple[str, ...]:
    v = obj.get("stop")
    if v is None:
        return ()
    items = [v] if isinstance(v, str) else v
    if not isinstance(items, list) or not all(isinstance(s, str) for s in items):
        raise bad_request("`stop` must be a string or a list of strings", param="stop")
    if len(items) > MAX_STOP_SEQUENCES:
        raise bad_request(f"`stop` may hold at most {MAX_STOP_SEQUENCES} sequences", param="stop")
    if any(s == "" for s in items):
        raise bad_request("`stop` sequences must be non-empty", param="stop")
    return tuple(items)


def _parse_stop_token_ids(obj: Mapping[str, Any]) -> tuple[int, ...]:
    v = obj.get("stop_token_ids")
    if v is None:
        return ()
    if not isinstance(v, list) or not all(is_int(t) and 0 <= t <= MAX_TOKEN_ID for t in v):
        raise bad_request("`stop_token_ids` must be a list of non-negative integers", param="stop_token_ids")
    if len(v) > MAX_STOP_TOKEN_IDS:
        raise bad_request(
            f"`stop_token_ids` may hold at most {MAX_STOP_TOKEN_IDS} ids", param="stop_token_ids"
        )
    return tuple(v)


def _parse_max_tokens(obj: Mapping[str, Any]) -> int | None:
    a = get_int(obj, "max_tokens", 1, MAX_TOKENS_LIMIT, None)
    b = get_int(obj, "max_completion_tokens", 1, MAX_TOKENS_LIMIT, None)
    if a is not None and b is not None and a != b:
        raise bad_request(
            "`max_tokens` and `max_completion_tokens` disagree; send one of them",
            param="max_completion_tokens",
        )
    return a if a is not None else b


def _parse_logprobs(obj: Mapping[str, Any], chat: bool) -> int | None:
    """Chat: `logprobs` true and `top_logprobs` alternatives; completions: `logprobs` is the number."""
    top = get_int(obj, "top_logprobs", 0, MAX_LOGPROBS, None)
    if not chat:
        if top:
            raise bad_request("`top_logprobs` is a chat field; completions take the number as `logprobs`",
                              param="top_logprobs")
        return get_int(obj, "logprobs", 0, MAX_LOGPROBS, None)
    if not get_bool(obj, "logprobs"):
        if top:
            raise bad_request("`top_logprobs` needs `logprobs` to be true", param="top_logprobs")
        return None
    return top or 0


def _parse_logit_bias(obj: Mapping[str, Any]) -> tuple[tuple[int, float], ...]:
    v = obj.get("logit_bias")
    if v is None:
        return ()
    if not isinstance(v, dict) or len(v) > MAX_LOGIT_BIAS:
        raise bad_request(f"`logit_bias` must be an object of at most {MAX_LOGIT_BIAS} token ids", param="logit_bias")
    out = []
    for k, bias in v.items():
        if not (isinstance(k, str) and k.isdigit() and int(k) <= MAX_TOKEN_ID):
            raise bad_request(f"`logit_bias` keys must be token ids, got {k!r}", param="logit_bias")
        if not is_num(bias) or not -100 <= bias <= 100:
            raise bad_request(f"`logit_bias[{k!r}]` must be a number in [-100, 100], got {bias!r}", param="logit_bias")
        out.append((int(k), float(bias)))
    return tuple(out)


def _parse_token_list(obj: Mapping[str, Any], key: str) -> tuple[int, ...] | None:
    v = obj.get(key)
    if v is None:
        return None
    if not isinstance(v, list) or not v or len(v) > MAX_STOP_TOKEN_IDS or \
            not all(is_int(t) and 0 <= t <= MAX_TOKEN_ID for t in v):
        raise bad_request(f"`{key}` must be a non-empty list of token ids", param=key)
    return tuple(v)


def _parse_bad_words(obj: Mapping[str, Any]) -> tuple[str, ...]:
    v = obj.get("bad_words")
    if v is None:
        return ()
    if not isinstance(v, list) or len(v) > MAX_BAD_WORDS or not all(isinstance(w, str) and w.strip() for w in v):
        raise bad_request(f"`bad_words` must be a list of at most {MAX_BAD_WORDS} non-blank strings",
                          param="bad_words")
    return tuple(v)


def _grammar(kind: str, value: Any, param: str) -> GrammarSpec:
    if kind in ("json_schema",):
        if isinstance(value, str):
            try:
                value = orjson.loads(value)
            except orjson.JSONDecodeError:
                raise bad_request(f"`{param}` must be a JSON schema", param=param) from None
        if not isinstance(value, dict | bool):
            raise bad_request(f"`{param}` must be a JSON schema (an object)", param=param)
        return GrammarSpec(kind, orjson.dumps(value).decode(), param)
    if kind == "choice":
        if not isinstance(value, list) or not value or not all(isinstance(c, str) and c for c in value):
            raise bad_request(f"`{param}` must be a non-empty list of non-empty strings", param=param)
        return GrammarSpec(kind, orjson.dumps(value).decode(), param)
    if not isinstance(value, str) or not value:
        raise bad_request(f"`{param}` must be a non-empty string", param=param)
    return GrammarSpec(kind, value, param)


_GUIDED = (("guided_json", "json_schema"), ("guided_regex", "regex"), ("guided_choice", "choice"),
           ("guided_grammar", "grammar"))
_STRUCTURED = (("json", "json_schema"), ("regex", "regex"), ("choice", "choice"), ("grammar", "grammar"))


def _parse_grammar(obj: Mapping[str, Any]) -> GrammarSpec | None:
    """`response_format` (json_object, json_schema), vLLM's `guided_*` and `structured_outputs`: one
    at most."""
    found: list[GrammarSpec] = []
    rf = obj.get("response_format")
    if rf is not None:
        kind = rf.get("type") if isinstance(rf, dict) else None
        if kind == "json_object":
            found.append(GrammarSpec("json_object", "", "response_format"))
        elif kind == "json_schema":
            js = rf.get("json_schema")
            if not isinstance(js, dict) or "schema" not in js:
                raise bad_request("`response_format.json_schema.schema` is required",
                                  param="response_format.json_schema")
            found.append(_grammar("json_schema", js["schema"], "response_format.json_schema.schema"))
        elif kind != "text":
            raise bad_request('`response_format.type` must be "text", "json_object" or "json_schema"',
                              param="response_format")
    for key, kind in _GUIDED:
        if obj.get(key) is not None:
            found.append(_grammar(kind, obj[key], key))
    so = obj.get("structured_outputs")
    if so is not None:
        if not isinstance(so, dict):
            raise bad_request("`structured_outputs` must be an object", param="structured_outputs")
        for key, kind in _STRUCTURED:
            if so.get(key) is not None:
                found.append(_grammar(kind, so[key], f"structured_outputs.{key}"))
        if so.get("json_object"):
            found.append(GrammarSpec("json_object", "", "structured_outputs.json_object"))
    if len(found) > 1:
        raise bad_request(f"Give one structured output constraint, not {len(found)} "
                          f"({', '.join(g.param for g in found)})", param=found[1].param)
    return found[0] if found else None


def _parse_prompt_logprobs(obj: Mapping[str, Any], chat: bool) -> int | None:
    """vLLM's `prompt_logprobs`; completions' `echo` with `logprobs` asks for them too."""
    if chat and obj.get("echo"):
        raise bad_request("`echo` is a completions field", param="echo")
    k = get_int(obj, "prompt_logprobs", 0, MAX_LOGPROBS, None)
    if k is None and not chat and get_bool(obj, "echo") and obj.get("logprobs") is not None:
        k = get_int(obj, "logprobs", 0, MAX_LOGPROBS, None)
    return k


def parse_sampling(obj: Mapping[str, Any], chat: bool) -> SamplingParams:
    top_k = get_int(obj, "top_k", -1, MAX_TOKEN_ID, -1)
    n = get_int(obj, "n", 1, MAX_CHOICES, 1)
    best_of = get_int(obj, "best_of", 1, MAX_CHOICES, None)
    if best_of is not None and best_of < n:  # type: ignore[operator]
        raise bad_request(f"`best_of` ({best_of}) must be at least `n` ({n})", param="best_of")
    return SamplingParams(
        max_tokens=_parse_max_tokens(obj),
        temperature=get_float(obj, "temperature", 0.0, 2.0, 1.0),
        top_p=get_float(obj, "top_p", 0.0, 1.0, 1.0, lo_open=True),
        top_k=-1 if top_k == 0 else top_k,  # type: ignore[arg-type]
        seed=get_int(obj, "seed", SEED_RANGE[0], SEED_RANGE[1], None),
        stop=_parse_stop(obj),
        stop_token_ids=_parse_stop_token_ids(obj),
        ignore_eos=get_bool(obj, "ignore_eos"),
        logprobs=_parse_logprobs(obj, chat),
        prompt_logprobs=_parse_prompt_logprobs(obj, chat),
        grammar=_parse_grammar(obj),
        n=n,  # type: ignore[arg-type]
        best_of=best_of,
        presence_penalty=get_float(obj, "presence_penalty", -2.0, 2.0, 0.0),
        frequency_penalty=get_float(obj, "frequency_penalty", -2.0, 2.0, 0.0),
        repetition_penalty=get_float(obj, "repetition_penalty", 0.0, 2.0, 1.0, lo_open=True),
        min_p=get_float(obj, "min_p", 0.0, 1.0, 0.0),
        min_tokens=get_int(obj, "min_tokens", 0, MAX_TOKENS_LIMIT, 0),  # type: ignore[arg-type]
        logit_bias=_parse_logit_bias(obj),
        allowed_token_ids=_parse_token_list(obj, "allowed_token_ids"),
        bad_words=_parse_bad_words(obj),
        include_stop_str_in_output=get_bool(obj, "include_stop_str_in_output"),
        skip_special_tokens=get_bool(obj, "skip_special_tokens", True),
    )
