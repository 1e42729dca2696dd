"""Hypothesis-drawn request bodies: random JSON, valid requests (which must succeed), bodies at the
size limits, deep nesting, invalid UTF-8, enormous max_tokens, prompts past the context."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from bench.fuzzing.cases import drive
from bench.fuzzing.judge import judge
from bench.fuzzing.tally import Tally
from bench.fuzzing.targets import MAX_MODEL_LEN, Target
from bench.fuzzing.wire import CHAT, COMPLETIONS, exchange, prompt_for, wire

VOCAB = 2048


@dataclass(frozen=True)
class BodyCase:
    """One request body and what must come of it ("ok", "refused", or None: 200 or a 4xx)."""

    kind: str
    path: str
    raw: bytes
    expect: str | None = None
    content_type: str = "application/json"


FIELDS = ["model", "prompt", "messages", "max_tokens", "max_completion_tokens", "temperature", "top_p", "top_k",
          "seed", "stop", "stop_token_ids", "ignore_eos", "stream", "stream_options", "cache_salt", "n", "best_of",
          "logprobs", "top_logprobs", "tools", "tool_choice", "user", "response_format", "echo", "logit_bias",
          "presence_penalty", "frequency_penalty", "min_tokens", "suffix", "prompt_cache_key", "return_token_ids"]
_scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2 ** 70), 2 ** 70), st.integers(-3, 300),
                     st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=30))
_values = st.recursive(_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.sampled_from(["role", "content", "type", "text", "name", "function", "include_usage",
                                     "json_schema", "schema", "arguments"]) | st.text(max_size=8), inner,
                    max_size=4)), max_leaves=16)
_paths = st.sampled_from([CHAT, COMPLETIONS])
_texts = st.text(st.characters(codec="utf-8"), min_size=1, max_size=20)  # at most ~105 tokens as chat


@st.composite
def random_bodies(draw: st.DrawFn) -> BodyCase:
    body = draw(st.dictionaries(st.sampled_from(FIELDS), _values, max_size=8))
    raw = json.dumps(body, allow_nan=True).encode()
    return BodyCase("random JSON", draw(_paths), raw)


@st.composite
def valid_bodies(draw: st.DrawFn) -> BodyCase:
    path = draw(_paths)
    body: dict[str, Any] = {"model": "tiny", **prompt_for(path, draw(_texts)),
                            "max_tokens": draw(st.integers(1, 12)), "stream": draw(st.booleans())}
    if draw(st.booleans()):
        body["temperature"] = draw(st.floats(0, 2))
    if draw(st.booleans()):
        body["n"] = draw(st.integers(1, 3))
    if body["stream"] and draw(st.booleans()):
        body["stream_options"] = {"include_usage": True}
    return BodyCase("valid", path, json.dumps(body).encode(), "ok")


@st.composite
def huge_bodies(draw: st.DrawFn, limit: int) -> BodyCase:
    """Bodies within a few bytes of the body limit: padding in an ignored field (fits: it must
    succeed; over: a 413), or a prompt of a million token ids (refused)."""
    path = draw(_paths)
    kind = draw(st.sampled_from(["padding", "token ids", "many messages"]))
    if kind == "padding":
        size = limit + draw(st.integers(-64, 64))
        head = json.dumps({"model": "tiny", **prompt_for(path, "hi"), "max_tokens": 1})[:-1].encode()
        pad_len = max(0, size - len(head) - len(b',"pad":""}'))
        raw = head + b',"pad":"' + b"x" * pad_len + b'"}'
        return BodyCase(f"padded to {len(raw) - limit:+d} bytes of the limit", path, raw,
                        "ok" if len(raw) <= limit else "refused")
    if kind == "token ids":
        n = draw(st.integers(MAX_MODEL_LEN + 1, min(limit // 6, 1_200_000)))
        raw = b'{"model":"tiny","max_tokens":1,"prompt":[' + b",".join([b"7"] * n) + b"]}"
        return BodyCase(f"prompt of {n} token ids", COMPLETIONS, raw, "refused")
    n = draw(st.integers(100, 20_000))
    raw = json.dumps({"model": "tiny", "max_tokens": 1,
                      "messages": [{"role": "user", "content": "a"}] * n}).encode()
    return BodyCase(f"{n} messages", CHAT, raw, "refused")


@st.composite
def nested_bodies(draw: st.DrawFn) -> BodyCase:
    """JSON nested from just past our depth limit to 100k levels, as the body or inside a field."""
    depth = draw(st.sampled_from([33, 64, 1025, 100_000]) | st.integers(33, 5000))
    opener, closer = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}")]))
    nest = opener * depth + b"1" + closer * depth
    where = draw(st.sampled_from(["body", "prompt", "content", "unknown field", "unclosed"]))
    path = CHAT if where == "content" else draw(_paths)
    if where == "body":
        raw = nest
    elif where == "prompt":
        raw = b'{"model":"tiny","max_tokens":1,"prompt":' + nest + b"}"
    elif where == "content":
        raw = b'{"model":"tiny","max_tokens":1,"messages":[{"role":"user","content":' + nest + b"}]}"
    elif where == "unknown field":
        raw = b'{"model":"tiny","max_tokens":1,"prompt":"x","deep":' + nest + b"}"
    else:
        raw = b'{"prompt":' + opener * depth
    return BodyCase(f"nested {depth} levels ({where})", path, raw, "refused")


_BAD_UTF8 = [b"\xff", b"\xfe", b"\xc0\x80", b"\xed\xa0\x80", b"\xc3", b"\xe2\x82", b"\xf4\x90\x80\x80", b"\x80",
             b"\\ud800", b"\\udfff\\ud800", b"\x00"]


@st.composite
def invalid_utf8_bodies(draw: st.DrawFn) -> BodyCase:
    """A valid body with malformed UTF-8 (or a lone surrogate escape) inside a string."""
    path = draw(_paths)
    bad = draw(st.sampled_from(_BAD_UTF8))
    text = draw(st.text(st.characters(codec="ascii", exclude_characters='"\\'), max_size=10))
    at = draw(st.integers(0, len(text)))
    content = text[:at].encode() + bad + text[at:].encode()
    key = b'"messages":[{"role":"user","content":"%s"}]' if path == CHAT else b'"prompt":"%s"'
    raw = b'{"model":"tiny","max_tokens":1,' + key % content + b"}"
    return BodyCase(f"invalid UTF-8 {bad!r}", path, raw, "refused" if bad != b"\x00" else None)


@st.composite
def max_tokens_bodies(draw: st.DrawFn) -> BodyCase:
    """max_tokens (or max_completion_tokens) from enormous to nonsensical."""
    path = draw(_paths)
    odd = [2 ** 31, 2 ** 32 + 1, 2 ** 63, 2 ** 64, 10 ** 100, 1e308, -1, 0, -(2 ** 63), 1.5, "8", True, [], {},
           MAX_MODEL_LEN, 10 ** 6 + 1]
    value = draw(st.sampled_from(odd) | st.integers(MAX_MODEL_LEN, 2 ** 80))
    name = draw(st.sampled_from(["max_tokens", "max_completion_tokens"]))
    body = {"model": "tiny", **prompt_for(path, "count to ten"), name: value, "stream": draw(st.booleans())}
    raw = json.dumps(body).encode()
    enormous = isinstance(value, int) and not isinstance(value, bool) and value >= MAX_MODEL_LEN
    return BodyCase(f"{name}={str(value)[:24]}", path, raw, "refused" if enormous else None)


@st.composite
def past_context_bodies(draw: st.DrawFn) -> BodyCase:
    """Prompts at and past the context length, as token ids, text or chat messages."""
    n = draw(st.integers(MAX_MODEL_LEN - 2, MAX_MODEL_LEN * 8))
    form = draw(st.sampled_from(["ids", "text", "chat", "batch"]))
    ids = [draw(st.integers(3, VOCAB - 1)) for _ in range(3)] * (n // 3 + 1)
    ids = ids[:n]
    max_tokens = draw(st.none() | st.integers(1, MAX_MODEL_LEN))
    extra: dict[str, Any] = {} if max_tokens is None else {"max_tokens": max_tokens}
    if form == "ids":
        body: dict[str, Any] = {"prompt": ids}
        over = n + (max_tokens or 1) > MAX_MODEL_LEN
    elif form == "batch":
        body = {"prompt": [[5, 6], ids]}
        over = n + (max_tokens or 1) > MAX_MODEL_LEN
    else:
        words = " ".join(["lorem"] * n)
        body = {"messages": [{"role": "user", "content": words}]} if form == "chat" else {"prompt": words}
        over = n > MAX_MODEL_LEN * 2  # text tokenizes to at least half a token a word
    path = CHAT if form == "chat" else COMPLETIONS
    raw = json.dumps({"model": "tiny", **body, **extra, "stream": draw(st.booleans())}).encode()
    return BodyCase(f"{n}-token {form} prompt, max_tokens={max_tokens}", path, raw, "refused" if over else None)


def body_strategies(limit: int, cases: int) -> dict[str, tuple[st.SearchStrategy[BodyCase], int]]:
    """Each kind of body with its share of `cases` (every kind at least one)."""
    kinds = {"random JSON": random_bodies(), "valid": valid_bodies(), "near the size limit": huge_bodies(limit),
             "deeply nested": nested_bodies(), "invalid UTF-8": invalid_utf8_bodies(),
             "enormous max_tokens": max_tokens_bodies(), "past the context": past_context_bodies()}
    return {name: (strategy, max(1, -(-cases // len(kinds)))) for name, strategy in kinds.items()}


def check_body(target: Target, case: BodyCase) -> tuple[str | None, int]:
    data = wire("POST", case.path, case.raw, [("Content-Type", case.content_type)])
    reply = exchange(target.port, data, background=len(data) > 1 << 20)
    return judge(reply, case.expect), reply.status


def run_bodies(target: Target, cases: int, seed_: int) -> Tally:
    """Hypothesis-drawn request bodies (body_strategies) against both generation routes."""
    tally = Tally(target.name, "bodies")

    def one(kind: str, case: BodyCase) -> None:
        problem, status = check_body(target, case)
        tally.record(f"{case.kind} -> {case.path} ({case.raw[:120]!r}...)", problem, status, kind)

    drive(body_strategies(target.body_limit, cases), seed_, one)
    return tally.finish(target)
