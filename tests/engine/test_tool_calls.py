"""Tool calls: each model family's format parsed into OpenAI's `tool_calls` (answers written as those
models write them: Qwen2.5's Hermes blocks, Mistral's `[TOOL_CALLS]` list, Llama 3's JSON, JSON
lines), streams that never leak a call into `content`, and `tool_choice` "required" or a named
function forced by a grammar: through the server, the OpenAI SDK reads calls whose arguments
validate (`jsonschema`) against the tool's parameters, streamed or not."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.tool_calls import Hermes, Llama3Json, Mistral, ToolFormat, detect

TEMPLATES = Path(__file__).resolve().parents[1] / "protocol" / "templates"

WEATHER = {"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "additionalProperties": False, "required": ["city", "unit"],
    "properties": {"city": {"type": "string", "maxLength": 10}, "unit": {"enum": ["C", "F"]}}}}}
TIME = {"type": "function", "function": {"name": "get_time", "parameters": {
    "type": "object", "additionalProperties": False, "required": ["zone"],
    "properties": {"zone": {"enum": ["UTC", "CET", "PST"]}}}}}
SCHEMAS = {t["function"]["name"]: t["function"]["parameters"] for t in (WEATHER, TIME)}


@pytest.mark.parametrize("fmt,text,content,calls", [
    (Hermes(), 'Let me check.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", "unit": "C"}}\n'
               '</tool_call>', "Let me check.", [("get_weather", {"city": "Paris", "unit": "C"})]),
    (Hermes(), '<tool_call>\n{"name": "a", "arguments": {}}\n</tool_call>\n<tool_call>\n{"name": "b", "arguments": '
               '{"x": 1}}\n</tool_call>', None, [("a", {}), ("b", {"x": 1})]),
    (Hermes(), '<tool_call>\n{"name": "a", "arguments": {"x": 1}}', None, [("a", {"x": 1})]),  # cut at EOS
    (Mistral(), '[TOOL_CALLS] [{"name": "get_time", "arguments": {"zone": "UTC"}}]', None,
     [("get_time", {"zone": "UTC"})]),
    (Llama3Json(), '<|python_tag|>{"name": "get_time", "parameters": {"zone": "CET"}}', None,
     [("get_time", {"zone": "CET"})]),
    (Llama3Json(), '{"name": "a", "parameters": {"k": 1}}; {"name": "b", "parameters": {}}', None,
     [("a", {"k": 1}), ("b", {})]),
    (ToolFormat(), '{"name": "a", "arguments": {"k": "v"}}\n{"function": {"name": "b", "arguments": "{\\"z\\": 2}"}}',
     None, [("a", {"k": "v"}), ("b", {"z": 2})]),
])
def test_each_format_parses_into_openai_calls(fmt, text: str, content: str | None, calls: list) -> None:
    parsed = fmt.parse(text)
    assert parsed.content == content
    assert [(c.name, json.loads(c.arguments)) for c in parsed.calls] == calls
    assert all(c.id.startswith("call_") for c in parsed.calls) and len({c.id for c in parsed.calls}) == len(calls)


@pytest.mark.parametrize("fmt,text", [
    (Hermes(), "<tool_call>\n{not json}\n</tool_call>"), (Hermes(), "Just an answer."),
    (Mistral(), "[TOOL_CALLS] nope"), (Llama3Json(), "{\"no\": \"name\"}"), (ToolFormat(), "plain words"),
    (ToolFormat(), '{"name": "a", "arguments": "not json"}'),
])
def test_answers_whose_calls_do_not_parse_are_content(fmt, text: str) -> None:
    parsed = fmt.parse(text)
    assert parsed.calls == () and parsed.content == text


@pytest.mark.parametrize("fmt,text,content", [
    (Hermes(), 'Sure, one moment. <tool_call>\n{"name": "a", "arguments": {}}\n</tool_call>', "Sure, one moment. "),
    (Mistral(), '[{"name": "a", "arguments": {}}]', ""),  # the marker itself is a special token, not in the text
    (Llama3Json(), '{"name": "a", "parameters": {}}', ""),
    (ToolFormat(), '{"name": "a", "arguments": {}}', ""),
])
def test_a_stream_shows_the_content_and_never_a_call(fmt, text: str, content: str) -> None:
    for end in range(len(text) + 1):
        shown = text[:fmt.hold_from(text[:end])]
        assert content.startswith(shown)  # the content so far, or less of it: never part of a call
    assert text[:fmt.hold_from(text)] == content  # what comes before the call is shown
    plain = "Just an answer, no call."
    assert fmt.hold_from(plain) == len(plain)  # an answer without a call streams as it comes


def test_formats_are_read_off_the_templates(tiny_model_dir) -> None:
    assert isinstance(detect((TEMPLATES / "qwen2.jinja").read_text()), Hermes)
    assert isinstance(detect((TEMPLATES / "mistral.jinja").read_text()), Mistral)
    assert type(detect((tiny_model_dir / "chat_template.jinja").read_text())) is ToolFormat
    assert isinstance(detect("{{ '<|python_tag|>' }}"), Llama3Json)


@pytest.fixture(scope="module", params=["json lines (tiny model's template)", "hermes (Qwen2.5's template)"])
def h(request, tiny_model_dir, tmp_path_factory):
    model = tiny_model_dir
    if request.param.startswith("hermes"):
        model = tmp_path_factory.mktemp("qwen-template") / "tiny-hermes"
        shutil.copytree(tiny_model_dir, model)
        (model / "chat_template.jinja").write_text((TEMPLATES / "qwen2.jinja").read_text())
    harness = ServerHarness(EngineConfig(model=str(model), kv_cache_blocks=256, threads=1)).wait_ready()
    yield harness
    harness.close()


def check_calls(calls: list, names: set[str]) -> None:
    assert calls
    for call in calls:
        assert call.type == "function" and call.function.name in names and call.id.startswith("call_")
        jsonschema.validate(json.loads(call.function.arguments), SCHEMAS[call.function.name])


def test_forced_calls_through_the_sdk_streamed_or_not(h) -> None:
    import openai

    client = openai.OpenAI(base_url=h.url + "/v1", api_key="unused", max_retries=0)
    messages = [{"role": "user", "content": "What is the weather in Paris?"}]
    named = {"type": "function", "function": {"name": "get_weather"}}
    resp = client.chat.completions.create(model="x", messages=messages, tools=[WEATHER, TIME], tool_choice=named,
                                          max_tokens=200, temperature=0)
    choice = resp.choices[0]
    assert choice.finish_reason == "tool_calls" and len(choice.message.tool_calls) == 1
    check_calls(choice.message.tool_calls, {"get_weather"})

    # "required": one call or more, as many as the model makes before it ends (this random model may
    # go on calling until its budget runs out; the grammar itself is checked token by token below)
    for seed in range(3):
        resp = client.chat.completions.create(model="x", messages=messages, tools=[WEATHER, TIME],
                                              tool_choice="required", max_tokens=300, temperature=1.0, seed=seed)
        c = resp.choices[0]
        if c.finish_reason == "tool_calls":
            check_calls(c.message.tool_calls, {"get_weather", "get_time"})
        else:  # cut by max_tokens: a cut answer claims no calls
            assert c.finish_reason == "length" and c.message.tool_calls is None

    stream = client.chat.completions.create(model="x", messages=messages, tools=[WEATHER, TIME], tool_choice=named,
                                            max_tokens=200, temperature=0, stream=True)
    content, calls, reasons = "", [], []
    for chunk in stream:
        for c in chunk.choices:
            content += c.delta.content or ""
            calls += c.delta.tool_calls or []
            reasons.append(c.finish_reason)
    assert content == "" and reasons[-1] == "tool_calls"
    assert [(c.function.name, c.function.arguments) for c in calls] == \
        [(c.function.name, c.function.arguments) for c in choice.message.tool_calls]


def test_no_tools_or_tool_choice_none_leaves_the_answer_as_text(h) -> None:
    import openai

    client = openai.OpenAI(base_url=h.url + "/v1", api_key="unused", max_retries=0)
    messages = [{"role": "user", "content": "Hello"}]
    resp = client.chat.completions.create(model="x", messages=messages, tools=[WEATHER], tool_choice="none",
                                          max_tokens=8, temperature=0)
    assert resp.choices[0].message.tool_calls is None and resp.choices[0].finish_reason in ("stop", "length")
    status, body, _ = h.request("POST", "/v1/chat/completions", json={
        "messages": messages, "tools": [WEATHER], "tool_choice": "required",
        "response_format": {"type": "json_object"}})
    assert status == 400 and body["error"]["param"] == "tool_choice"


@pytest.mark.parametrize("fmt", [Hermes(), ToolFormat(), Llama3Json()])
def test_required_and_named_grammars_accept_calls_and_nothing_else(tiny_model_dir, fmt) -> None:
    from engine.grammar import Grammars
    from engine.tool_calls import forcing_grammar
    from protocol.sampling_params import GrammarSpec
    from protocol.tokenization import Tokenizer

    tok = Tokenizer.from_dir(tiny_model_dir)
    eos = min(tok.eos_token_ids)
    grammars = Grammars(tok.files["tokenizer.json"], tok.vocab_size, tok.eos_token_ids)
    key = "parameters" if isinstance(fmt, Llama3Json) else "arguments"
    weather = {"name": "get_weather", key: {"city": "Oslo", "unit": "C"}}
    time_ = {"name": "get_time", key: {"zone": "UTC"}}

    def render(*calls: dict) -> str:
        if isinstance(fmt, Hermes):
            return "\n".join(f"<tool_call>\n{json.dumps(c)}\n</tool_call>" for c in calls)
        return ("; " if isinstance(fmt, Llama3Json) else "\n").join(json.dumps(c) for c in calls)

    def accepts(choice: str, text: str) -> bool:
        m = grammars.matcher(GrammarSpec("grammar", forcing_grammar(fmt, [WEATHER, TIME], choice), "tool_choice"))
        return all(m.consume_token(t) for t in tok.encode(text, add_special_tokens=False) + [eos]) and m.is_stopped()

    assert accepts("required", render(weather)) and accepts("required", render(weather, time_))
    assert accepts("get_time", render(time_))
    assert not accepts("get_time", render(weather))  # not the named function
    assert not accepts("get_time", render(time_, time_))  # a named choice is one call
    assert not accepts("required", "The weather is fine.")  # no call at all
    assert not accepts("required", render({"name": "get_weather", key: {"city": "Oslo"}}))  # arguments invalid
