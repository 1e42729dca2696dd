"""Structured output: every answer parses and validates (the `jsonschema` library is the judge) on
two dozen schemas -- nested objects, arrays with bounds, enums, const, patterns, numbers with ranges,
unions -- greedy and sampled; regex, choice and EBNF grammars; the OpenAI SDK's `response_format` and
LangChain's `with_structured_output` through the server; errors named by field."""

from __future__ import annotations

import json
import re

import jsonschema
import pytest
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest
from protocol.errors import APIError
from protocol.sampling_params import GrammarSpec, SamplingParams

S = {"type": "string", "maxLength": 12}
I = {"type": "integer", "minimum": -50, "maximum": 5000}  # noqa: E741

SCHEMAS: list[dict] = [
    {"type": "object", "properties": {"name": S}, "required": ["name"], "additionalProperties": False},
    {"type": "object", "properties": {"age": I, "ok": {"type": "boolean"}}, "required": ["age", "ok"],
     "additionalProperties": False},
    {"type": "object", "properties": {"status": {"enum": ["active", "suspended", "deleted"]}}, "required": ["status"],
     "additionalProperties": False},
    {"type": "object", "properties": {"kind": {"const": "invoice"}, "n": I}, "required": ["kind", "n"],
     "additionalProperties": False},
    {"type": "array", "items": I, "minItems": 2, "maxItems": 4},
    {"type": "array", "items": {"enum": ["red", "green", "blue"]}, "minItems": 1, "maxItems": 3},
    {"type": "object", "additionalProperties": False, "required": ["user"], "properties": {
        "user": {"type": "object", "additionalProperties": False, "required": ["id", "email"],
                 "properties": {"id": I, "email": S}}}},
    {"type": "object", "additionalProperties": False, "required": ["a"], "properties": {
        "a": {"type": "object", "additionalProperties": False, "required": ["b"], "properties": {
            "b": {"type": "object", "additionalProperties": False, "required": ["c"], "properties": {"c": I}}}}}},
    {"type": "object", "additionalProperties": False, "required": ["items"], "properties": {
        "items": {"type": "array", "minItems": 1, "maxItems": 3, "items": {
            "type": "object", "additionalProperties": False, "required": ["sku", "qty"],
            "properties": {"sku": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{2}$"}, "qty": I}}}}},
    {"type": "object", "additionalProperties": False, "required": ["price"],
     "properties": {"price": {"type": "number", "minimum": 0, "maximum": 1000}}},
    {"type": "object", "additionalProperties": False, "required": ["v"],
     "properties": {"v": {"anyOf": [I, {"type": "boolean"}]}}},
    {"type": "object", "additionalProperties": False, "required": ["note"],
     "properties": {"note": {"type": ["string", "null"], "maxLength": 6}}},
    {"type": "object", "additionalProperties": False, "required": ["code"],
     "properties": {"code": {"type": "string", "pattern": "^[0-9]{4}$"}}},
    {"type": "object", "additionalProperties": False, "required": ["flags"],
     "properties": {"flags": {"type": "array", "items": {"type": "boolean"}, "minItems": 3, "maxItems": 3}}},
    {"type": "object", "additionalProperties": False, "required": ["x", "y", "z"],
     "properties": {"x": I, "y": I, "z": I}},
    {"type": "object", "additionalProperties": False, "required": ["level"],
     "properties": {"level": {"enum": [1, 2, 3, "max"]}}},
    {"type": "object", "additionalProperties": False, "required": ["tags"],
     "properties": {"tags": {"type": "array", "items": S, "maxItems": 2}}},
    {"type": "array", "minItems": 1, "maxItems": 2, "items": {
        "type": "object", "additionalProperties": False, "required": ["k", "v"], "properties": {"k": S, "v": I}}},
    {"type": "object", "additionalProperties": False, "required": ["version"],
     "properties": {"version": {"const": 2}, "debug": {"type": "boolean"}}},
    {"type": "object", "additionalProperties": False, "required": ["matrix"], "properties": {
        "matrix": {"type": "array", "minItems": 2, "maxItems": 2,
                   "items": {"type": "array", "minItems": 2, "maxItems": 2, "items": I}}}},
    {"type": "object", "additionalProperties": False, "required": ["when", "where"],
     "properties": {"when": {"type": "string", "pattern": "^20[0-9]{2}-[01][0-9]-[0-3][0-9]$"},
                    "where": {"enum": ["north", "south"]}}},
    {"type": "object", "additionalProperties": False, "required": ["ratio"],
     "properties": {"ratio": {"type": "number", "minimum": 0, "maximum": 1}}},
    {"type": "object", "additionalProperties": False, "required": ["ok", "reason"],
     "properties": {"ok": {"const": False}, "reason": {"enum": ["timeout", "refused"]}}},
    {"type": "boolean"},
]


@pytest.fixture(scope="module")
def engine(tiny_model_dir) -> LLMEngine:
    return LLMEngine(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=512))


def run(engine: LLMEngine, spec: GrammarSpec, temperature: float = 0.0, seed: int | None = None,
        max_tokens: int = 400, prompt_text: str = "Answer in JSON:") -> tuple[str, str]:
    prompt = engine.tokenizer.encode_completion(prompt_text)
    engine.add_request(GenerationRequest(f"g{id(spec)}-{seed}", tuple(prompt),
                                         SamplingParams(max_tokens=max_tokens, temperature=temperature, seed=seed,
                                                        grammar=spec)))
    while engine.has_unfinished():
        for out in engine.step():
            assert out.error is None
            if out.finished:
                text, reason = out.text, out.finish_reason
    return text, reason  # type: ignore[possibly-undefined]


@pytest.mark.parametrize("i", range(len(SCHEMAS)))
def test_every_answer_validates_against_its_schema(engine, i: int) -> None:
    schema = SCHEMAS[i]
    spec = GrammarSpec("json_schema", json.dumps(schema), "response_format.json_schema.schema")
    for temperature, seed in ((0.0, None), (1.0, i)):
        text, reason = run(engine, spec, temperature, seed)
        assert reason == "stop", (text, reason)
        jsonschema.validate(json.loads(text), schema)


def test_regex_choice_grammar_and_json_object(engine) -> None:
    text, _ = run(engine, GrammarSpec("regex", "[a-z]{2,5}-[0-9]{3}", "guided_regex"), 1.0, 3)
    assert re.fullmatch("[a-z]{2,5}-[0-9]{3}", text)
    choices = ["maybe", "certainly not", "yes"]
    for seed in range(4):
        assert run(engine, GrammarSpec("choice", json.dumps(choices), "guided_choice"), 1.0, seed)[0] in choices
    for seed in range(3):  # sampled, so a run may end before ")": then it must still be a start of the grammar
        text, reason = run(engine, GrammarSpec("grammar", 'root ::= "(" [0-9]+ ")" | "none"', "guided_grammar"),
                           1.0, seed, max_tokens=20)
        assert re.fullmatch(r"\([0-9]+\)|none", text) if reason == "stop" else re.fullmatch(r"\([0-9]*", text), text
    # any object: nothing bounds its length, so a prompt this model answers briefly
    text, reason = run(engine, GrammarSpec("json_object", "", "response_format"), prompt_text="Give me JSON:")
    assert reason == "stop" and isinstance(json.loads(text), dict)


def test_a_grammar_that_does_not_compile_is_a_400_naming_the_field(engine) -> None:
    for spec in (GrammarSpec("regex", "(unclosed", "guided_regex"),
                 GrammarSpec("grammar", "root ::= undefined_rule", "guided_grammar")):
        with pytest.raises(APIError) as e:
            engine.add_request(GenerationRequest("bad", (5, 6), SamplingParams(max_tokens=3, grammar=spec)))
        assert e.value.status == 400 and e.value.param == spec.param


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=256, threads=1)).wait_ready()
    yield harness
    harness.close()


def test_the_sdk_and_langchain_get_objects_that_validate(h) -> None:
    import openai
    from pydantic import BaseModel, Field

    schema = SCHEMAS[8]
    client = openai.OpenAI(base_url=h.url + "/v1", api_key="unused", max_retries=0)
    resp = client.chat.completions.create(
        model="x", messages=[{"role": "user", "content": "Order?"}], max_tokens=300, temperature=0,
        response_format={"type": "json_schema", "json_schema": {"name": "order", "schema": schema, "strict": True}})
    jsonschema.validate(json.loads(resp.choices[0].message.content), schema)
    streamed = "".join(c.choices[0].delta.content or "" for c in client.chat.completions.create(
        model="x", messages=[{"role": "user", "content": "Order?"}], max_tokens=300, temperature=0, stream=True,
        response_format={"type": "json_schema", "json_schema": {"name": "order", "schema": schema}}))
    assert streamed == resp.choices[0].message.content
    status, body, _ = h.request("POST", "/v1/completions", json={"prompt": "x", "max_tokens": 5,
                                                                 "guided_choice": ["a"], "guided_regex": "b"})
    assert status == 400 and body["error"]["param"] == "guided_choice"  # the second one given

    langchain_openai = pytest.importorskip("langchain_openai")

    class Person(BaseModel):
        name: str = Field(max_length=10)
        age: int = Field(ge=0, le=120)

    llm = langchain_openai.ChatOpenAI(base_url=h.url + "/v1", api_key="unused", model="x", max_tokens=200,
                                      temperature=0, max_retries=0)
    person = llm.with_structured_output(Person, method="json_schema").invoke("Who is she?")
    assert isinstance(person, Person) and 0 <= person.age <= 120
