"""protocol.openai_api: a table of valid and invalid bodies with the field each 400 must name."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from protocol.errors import APIError
from protocol.openai_api import (
    MAX_JSON_DEPTH,
    ChatCompletionRequest,
    CompletionRequest,
    check_token_ids,
    parse_chat_request,
    parse_completion_request,
    parse_json_body,
)
from protocol.sampling_params import SamplingParams

USER = [{"role": "user", "content": "hi"}]


def comp(**kw: Any) -> dict:
    return {"model": "m", "prompt": "hello", **kw}


def chat(**kw: Any) -> dict:
    return {"model": "m", "messages": USER, **kw}


# (body, param the 400 names) for both endpoints: sampling, streaming and extension fields.
COMMON_INVALID = [
    ({"max_tokens": 0}, "max_tokens"),
    ({"max_tokens": -5}, "max_tokens"),
    ({"max_tokens": 10**7}, "max_tokens"),
    ({"max_tokens": True}, "max_tokens"),
    ({"max_tokens": 1.5}, "max_tokens"),
    ({"max_tokens": "10"}, "max_tokens"),
    ({"max_completion_tokens": 0}, "max_completion_tokens"),
    ({"max_tokens": 5, "max_completion_tokens": 6}, "max_completion_tokens"),
    ({"temperature": -0.1}, "temperature"),
    ({"temperature": 2.5}, "temperature"),
    ({"temperature": math.nan}, "temperature"),
    ({"temperature": math.inf}, "temperature"),
    ({"temperature": True}, "temperature"),
    ({"temperature": "0"}, "temperature"),
    ({"top_p": 0}, "top_p"),
    ({"top_p": 1.01}, "top_p"),
    ({"top_p": -math.inf}, "top_p"),
    ({"top_k": -2}, "top_k"),
    ({"top_k": 1.0}, "top_k"),
    ({"top_k": False}, "top_k"),
    ({"seed": 2**64}, "seed"),
    ({"seed": "1"}, "seed"),
    ({"seed": True}, "seed"),
    ({"stop": 5}, "stop"),
    ({"stop": ["a", 1]}, "stop"),
    ({"stop": [""]}, "stop"),
    ({"stop": ""}, "stop"),
    ({"stop": ["x"] * 17}, "stop"),
    ({"stop": {"a": 1}}, "stop"),
    ({"stop_token_ids": [-1]}, "stop_token_ids"),
    ({"stop_token_ids": [True]}, "stop_token_ids"),
    ({"stop_token_ids": 3}, "stop_token_ids"),
    ({"stop_token_ids": [1.0]}, "stop_token_ids"),
    ({"ignore_eos": 1}, "ignore_eos"),
    ({"stream": "yes"}, "stream"),
    ({"stream": 1}, "stream"),
    ({"stream_options": {"include_usage": True}}, "stream_options"),
    ({"stream": False, "stream_options": {"include_usage": True}}, "stream_options"),
    ({"stream": True, "stream_options": []}, "stream_options"),
    ({"stream": True, "stream_options": {"include_usage": "yes"}}, "stream_options.include_usage"),
    ({"cache_salt": 5}, "cache_salt"),
    ({"cache_salt": "x" * 257}, "cache_salt"),
    ({"return_token_ids": "true"}, "return_token_ids"),
    ({"model": 3}, "model"),
    ({"user": ["a"]}, "user"),
    ({"prompt_cache_key": 7}, "prompt_cache_key"),
    # unsupported features are named, never ignored
    ({"n": 0}, "n"),
    ({"n": True}, "n"),
    ({"n": 129}, "n"),
    ({"n": 3, "best_of": 2}, "best_of"),
    ({"logprobs": "yes"}, "logprobs"),
    ({"top_logprobs": 3}, "top_logprobs"),  # chat: needs logprobs true; completions: not its field
    ({"top_logprobs": 21}, "top_logprobs"),
    ({"logit_bias": {"x": 10}}, "logit_bias"),
    ({"logit_bias": {"5": 101}}, "logit_bias"),
    ({"logit_bias": [5]}, "logit_bias"),
    ({"presence_penalty": 2.5}, "presence_penalty"),
    ({"frequency_penalty": -3}, "frequency_penalty"),
    ({"frequency_penalty": "0"}, "frequency_penalty"),
    ({"repetition_penalty": 0}, "repetition_penalty"),
    ({"repetition_penalty": 2.5}, "repetition_penalty"),
    ({"response_format": {"type": "xml"}}, "response_format"),
    ({"response_format": {"type": "json_schema", "json_schema": {}}}, "response_format.json_schema"),
    ({"response_format": {"type": "json_schema", "json_schema": {"schema": 5}}}, "response_format.json_schema.schema"),
    ({"guided_choice": []}, "guided_choice"),
    ({"guided_regex": ""}, "guided_regex"),
    ({"guided_json": "{not json"}, "guided_json"),
    ({"structured_outputs": {"regex": "a", "choice": ["b"]}}, "structured_outputs.choice"),
    ({"guided_json": {}, "response_format": {"type": "json_object"}}, "guided_json"),
    ({"functions": [{"name": "f"}]}, "functions"),
    # vLLM's documented extras: refused by name until served, never silently ignored
    ({"min_p": 1.5}, "min_p"),
    ({"min_tokens": -1}, "min_tokens"),
    ({"include_stop_str_in_output": "yes"}, "include_stop_str_in_output"),
    ({"skip_special_tokens": 0}, "skip_special_tokens"),
    ({"prompt_logprobs": 21}, "prompt_logprobs"),
    ({"prompt_logprobs": True}, "prompt_logprobs"),
    ({"allowed_token_ids": []}, "allowed_token_ids"),
    ({"allowed_token_ids": [1, -2]}, "allowed_token_ids"),
    ({"bad_words": [" "]}, "bad_words"),
    ({"bad_words": "no"}, "bad_words"),
    ({"chat_template_kwargs": {"enable_thinking": False}}, "chat_template_kwargs"),
    ({"continue_final_message": True}, "continue_final_message"),
    ({"truncate_prompt_tokens": 10}, "truncate_prompt_tokens"),
    ({"use_beam_search": True}, "use_beam_search"),
    ({"parallel_tool_calls": False}, "parallel_tool_calls"),
]

COMMON_VALID = [
    {},
    {"max_tokens": 1},
    {"max_tokens": 1_000_000},
    {"max_tokens": None},
    {"max_tokens": 7, "max_completion_tokens": 7},
    {"temperature": 0},
    {"temperature": 2},
    {"top_p": 1},
    {"top_k": 0},
    {"top_k": -1},
    {"top_k": 40},
    {"seed": -1},
    {"stop": "###"},
    {"stop": ["a", "b"]},
    {"stop": None},
    {"n": 1, "best_of": 1, "echo": False, "top_logprobs": 0, "logit_bias": {}},
    {"presence_penalty": 0, "frequency_penalty": 0.0, "repetition_penalty": 1},
    {"presence_penalty": -2, "frequency_penalty": 2, "repetition_penalty": 1.3, "min_p": 0.1, "min_tokens": 3,
     "logit_bias": {"5": -100, "7": 2.5}, "allowed_token_ids": [1, 2], "bad_words": ["no way"],
     "include_stop_str_in_output": True, "skip_special_tokens": False},
    {"response_format": {"type": "text"}},
    {"response_format": {"type": "json_object"}},
    {"response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "object"}}}},
    {"guided_json": '{"type": "integer"}'}, {"guided_regex": "[0-9]+"}, {"guided_choice": ["a", "b"]},
    {"guided_grammar": 'root ::= "x"'}, {"structured_outputs": {"json_object": True}},
    {"tool_choice": "auto"},
    {"tool_choice": "none"},
    {"stream": True, "stream_options": {"include_usage": False}},
    {"stream": True, "stream_options": {}},
    {"stream": True, "stream_options": None},
    {"cache_salt": "tenant-a", "return_token_ids": True, "user": "u", "prompt_cache_key": "k"},
    {"some_future_field": {"x": 1}},
    {"min_p": 0, "min_tokens": 0, "skip_special_tokens": True, "bad_words": [], "add_generation_prompt": True,
     "chat_template_kwargs": {}, "include_stop_str_in_output": False, "priority": 0, "parallel_tool_calls": True},
    {"model": None},
]


@pytest.mark.parametrize("extra,param", COMMON_INVALID)
@pytest.mark.parametrize("endpoint", ["completions", "chat"])
def test_invalid_common_fields(endpoint: str, extra: dict, param: str) -> None:
    body = comp(**extra) if endpoint == "completions" else chat(**extra)
    parse = parse_completion_request if endpoint == "completions" else parse_chat_request
    with pytest.raises(APIError) as e:
        parse(body)
    assert e.value.status == 400
    assert e.value.param == param
    assert e.value.body()["error"]["param"] == param
    assert e.value.message


@pytest.mark.parametrize("extra", COMMON_VALID)
@pytest.mark.parametrize("endpoint", ["completions", "chat"])
def test_valid_common_fields(endpoint: str, extra: dict) -> None:
    body = comp(**extra) if endpoint == "completions" else chat(**extra)
    req = (parse_completion_request if endpoint == "completions" else parse_chat_request)(body)
    assert isinstance(req, CompletionRequest | ChatCompletionRequest)


def test_sampling_values_are_parsed() -> None:
    req = parse_completion_request(
        comp(
            max_completion_tokens=9, temperature=0, top_p=0.5, top_k=0, seed=3, stop="x",
            stop_token_ids=[4, 5], ignore_eos=True, stream=True, stream_options={"include_usage": True},
            cache_salt="s", return_token_ids=True, user="u", prompt_cache_key="pk",
        )
    )  # fmt: skip
    assert req.sampling == SamplingParams(
        max_tokens=9,
        temperature=0.0,
        top_p=0.5,
        top_k=-1,
        seed=3,
        stop=("x",),
        stop_token_ids=(4, 5),
        ignore_eos=True,
    )
    assert (req.stream, req.include_usage, req.cache_salt, req.return_token_ids) == (True, True, "s", True)
    assert (req.user, req.prompt_cache_key, req.model) == ("u", "pk", "m")
    defaults = parse_chat_request({"messages": USER})
    assert defaults.sampling == SamplingParams(max_tokens=None)
    assert (defaults.model, defaults.stream, defaults.include_usage, defaults.cache_salt) == (
        None,
        False,
        False,
        None,
    )
    assert parse_chat_request(chat(cache_salt="")).cache_salt is None


COMPLETION_PROMPTS_INVALID = [
    ({"prompt": None}, "prompt"),
    ({"prompt": ""}, "prompt"),
    ({"prompt": [""]}, "prompt"),
    ({"prompt": []}, "prompt"),
    ({"prompt": [[]]}, "prompt"),
    ({"prompt": [1, "a"]}, "prompt"),
    ({"prompt": [1, True]}, "prompt"),
    ({"prompt": [1, -2]}, "prompt"),
    ({"prompt": [1, 2**40]}, "prompt"),
    ({"prompt": [1.0]}, "prompt"),
    ({"prompt": 5}, "prompt"),
    ({"prompt": {"text": "a"}}, "prompt"),
    ({"echo": "yes"}, "echo"),
    ({"suffix": "tail"}, "suffix"),
]


@pytest.mark.parametrize("body,param", COMPLETION_PROMPTS_INVALID)
def test_invalid_completion_prompts(body: dict, param: str) -> None:
    with pytest.raises(APIError) as e:
        parse_completion_request({"model": "m", "prompt": "x", **body})
    assert (e.value.status, e.value.param) == (400, param)


@pytest.mark.parametrize(
    "prompt,expected",
    [("hi", ("hi",)), (["hi"], ("hi",)), ([1, 2, 3], ((1, 2, 3),)), ([[7]], ((7,),)), ([0], ((0,),)),
     (["a", "b"], ("a", "b")), ([[1, 2], "c"], ((1, 2), "c"))],
)
def test_valid_completion_prompts(prompt: Any, expected: Any) -> None:
    assert parse_completion_request(comp(prompt=prompt)).prompts == expected


@pytest.mark.parametrize("prompt", [["a", ""], [[1], []], [["x"]], ["a"] * 257])
def test_a_batch_is_checked_prompt_by_prompt(prompt: Any) -> None:
    with pytest.raises(APIError) as e:
        parse_completion_request(comp(prompt=prompt))
    assert e.value.param == "prompt"


@pytest.mark.parametrize("body,n,best_of", [({}, 1, None), ({"n": 3}, 3, None), ({"n": 2, "best_of": 4}, 2, 4)])
def test_n_and_best_of(body: dict, n: int, best_of: int | None) -> None:
    s = parse_completion_request(comp(**body)).sampling
    assert (s.n, s.best_of) == (n, best_of)


def msgs(*m: Any) -> dict:
    return chat(messages=list(m))


TOOL = {"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}

CHAT_INVALID = [
    (chat(tool_choice="required"), "tool_choice"),  # no tools to call
    (chat(tool_choice={"type": "function", "function": {"name": "f"}}), "tool_choice"),
    (chat(tools=[TOOL], tool_choice={"type": "function", "function": {"name": "g"}}), "tool_choice"),
    (chat(tools=[TOOL], tool_choice="sometimes"), "tool_choice"),
    ({"messages": []}, "messages"),
    ({"messages": None}, "messages"),
    ({"messages": "hi"}, "messages"),
    (msgs("hi"), "messages[0]"),
    (msgs({"content": "x"}), "messages[0].role"),
    (msgs({"role": "robot", "content": "x"}), "messages[0].role"),
    (msgs({"role": "user", "content": "a"}, {"role": "user"}), "messages[1].content"),
    (msgs({"role": "user", "content": None}), "messages[0].content"),
    (msgs({"role": "assistant", "content": None}), "messages[0].content"),
    (msgs({"role": "user", "content": 5}), "messages[0].content"),
    (msgs({"role": "user", "content": ["a"]}), "messages[0].content[0]"),
    (msgs({"role": "user", "content": [{"type": "text", "text": 5}]}), "messages[0].content[0].text"),
    (
        msgs({"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}),
        "messages[0].content[0].type",
    ),
    (
        msgs({"role": "user", "content": [{"type": "input_audio", "input_audio": {}}]}),
        "messages[0].content[0].type",
    ),
    (msgs({"role": "user", "content": [{"type": "file", "file": {}}]}), "messages[0].content[0].type"),
    (msgs({"role": "user", "content": [{"type": "hologram"}]}), "messages[0].content[0].type"),
    (msgs({"role": "user", "content": "x", "name": 5}), "messages[0].name"),
    (msgs({"role": "tool", "content": "x", "tool_call_id": 5}), "messages[0].tool_call_id"),
    (msgs({"role": "assistant", "content": None, "tool_calls": "f"}), "messages[0].tool_calls"),
    (
        msgs({"role": "assistant", "content": None, "tool_calls": [{"function": {}}]}),
        "messages[0].tool_calls[0]",
    ),
    (
        msgs({"role": "assistant", "tool_calls": [{"function": {"name": "f", "arguments": 5}}]}),
        "messages[0].tool_calls[0].function.arguments",
    ),
    (chat(tools="x"), "tools"),
    (chat(tools=[{"type": "retrieval"}]), "tools[0]"),
    (chat(tools=[{"type": "function", "function": {"name": ""}}]), "tools[0].function.name"),
    (
        chat(tools=[{"type": "function", "function": {"name": "f", "parameters": "x"}}]),
        "tools[0].function.parameters",
    ),
    (chat(modalities=["text", "audio"]), "modalities"),
]


@pytest.mark.parametrize("body,param", CHAT_INVALID)
def test_invalid_chat_bodies(body: dict, param: str) -> None:
    with pytest.raises(APIError) as e:
        parse_chat_request(body)
    assert (e.value.status, e.value.param) == (400, param)


def test_unsupported_content_part_names_the_type() -> None:
    with pytest.raises(APIError, match="image_url.*not supported"):
        parse_chat_request(
            msgs({"role": "user", "content": [{"type": "image_url", "image_url": {"url": "u"}}]})
        )


def test_valid_chat_messages_are_normalized() -> None:
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    tool = {"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}
    req = parse_chat_request(
        chat(
            messages=[
                {"role": "developer", "content": "d"},
                {"role": "system", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]},
                {"role": "user", "content": "u", "name": "bob", "extra": 1},
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "content": "r", "tool_call_id": "c1"},
                {"role": "assistant", "content": []},
            ],
            tools=[tool],
        )
    )
    assert req.messages == (
        {"role": "developer", "content": "d"},
        {"role": "system", "content": "ab"},
        {"role": "user", "content": "u", "name": "bob"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "content": "r", "tool_call_id": "c1"},
        {"role": "assistant", "content": ""},
    )
    assert req.tools == (tool,)
    assert parse_chat_request(chat()).tools is None


def test_parse_json_body() -> None:
    assert parse_json_body(b'{"a": [1, {"b": null}]}') == {"a": [1, {"b": None}]}
    for bad in (
        b"",
        b"{",
        b"[1, 2]",
        b'"s"',
        b"null",
        b"\xff\xfe",
        b'{"a": NaN}',
        b'{"a": Infinity}',
        b'{"a": 1e999}',
    ):
        with pytest.raises(APIError) as e:
            parse_json_body(bad)
        assert e.value.status == 400


def nested(depth: int, kind: str) -> bytes:
    """A JSON object whose nesting depth (counting the outer object) is `depth`."""
    inner = "1"
    for _ in range(depth - 1):
        inner = f"[{inner}]" if kind == "list" else f'{{"k": {inner}}}'
    return f'{{"x": {inner}}}'.encode() if depth > 1 else b'{"x": 1}'


@pytest.mark.parametrize("kind", ["list", "dict"])
def test_json_depth_limit(kind: str) -> None:
    ok = parse_json_body(nested(MAX_JSON_DEPTH, kind))
    assert isinstance(ok, dict)
    with pytest.raises(APIError, match="nested"):
        parse_json_body(nested(MAX_JSON_DEPTH + 1, kind))
    with pytest.raises(APIError):
        parse_json_body(b'{"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")


def test_nan_from_python_callers_is_refused() -> None:
    body = json.loads('{"prompt": "a", "temperature": NaN}')  # the stdlib accepts NaN
    with pytest.raises(APIError) as e:
        parse_completion_request(body)
    assert e.value.param == "temperature"


def test_non_object_body_is_refused() -> None:
    with pytest.raises(APIError):
        parse_completion_request(["prompt"])  # type: ignore[arg-type]


def test_check_token_ids() -> None:
    check_token_ids([0, 5, 9], 10)
    check_token_ids((), 10)
    for ids, bad in (([0, 10], "10"), ([-1], "-1"), ([1, True], "True"), ([2.0], "2.0")):
        with pytest.raises(APIError) as e:
            check_token_ids(ids, 10)
        assert e.value.status == 400 and bad in e.value.message


@pytest.mark.parametrize("body,want", [
    ({"logprobs": 0}, 0), ({"logprobs": 5}, 5), ({"logprobs": 20}, 20), ({}, None), ({"logprobs": None}, None)])
def test_completion_logprobs_is_the_number_of_alternatives(body: dict, want: int | None) -> None:
    assert parse_completion_request(comp(**body)).sampling.logprobs == want


@pytest.mark.parametrize("body", [{"logprobs": True}, {"logprobs": 21}, {"logprobs": -1}])
def test_completion_logprobs_out_of_range_or_not_a_number_is_refused(body: dict) -> None:
    with pytest.raises(APIError) as e:
        parse_completion_request(comp(**body))
    assert e.value.param == "logprobs"


@pytest.mark.parametrize("body,want", [
    ({"logprobs": True}, 0), ({"logprobs": True, "top_logprobs": 3}, 3), ({"logprobs": False}, None),
    ({"logprobs": False, "top_logprobs": 0}, None), ({}, None)])
def test_chat_logprobs_flag_and_top_logprobs(body: dict, want: int | None) -> None:
    assert parse_chat_request(chat(**body)).sampling.logprobs == want


def test_chat_logprobs_must_be_a_boolean() -> None:
    with pytest.raises(APIError) as e:
        parse_chat_request(chat(logprobs=2))
    assert e.value.param == "logprobs"


@pytest.mark.parametrize("choice,want", [(None, "auto"), ("auto", "auto"), ("none", "none"), ("required", "required"),
                                         ({"type": "function", "function": {"name": "f"}}, "f")])
def test_tool_choice(choice: Any, want: str) -> None:
    body = chat(tools=[TOOL]) if choice is None else chat(tools=[TOOL], tool_choice=choice)
    assert parse_chat_request(body).tool_choice == want
