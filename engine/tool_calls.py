"""Tool calls: the model's own tool-call format, parsed into OpenAI's `tool_calls`, and forced by a
grammar (engine/grammar.py) when `tool_choice` is "required" or names a function.

The format is read off the chat template, as vLLM's `--tool-call-parser` names them:
- `hermes` (Qwen2.5, Hermes; templates with `<tool_call>`): `<tool_call>{"name", "arguments"}</tool_call>`;
- `mistral` (templates with `[TOOL_CALLS]`): that token, then a JSON list of `{"name", "arguments"}`;
- `llama3_json` (templates with `<|python_tag|>`): the answer is `{"name", "parameters"}`, calls
  separated by `;`;
- `json` (any other template, such as the test model's, which writes calls as JSON lines): the
  answer is `{"name", "arguments"}` objects, one after another.

An answer whose calls do not parse is plain content, as vLLM treats it. Streaming holds text back
from where a call may be starting; a finished call goes out as one `tool_calls` delta.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.grammar import JSON_OPTIONS


@dataclass(frozen=True)
class ToolCall:
    name: str
    arguments: str  # JSON text, as OpenAI sends it
    id: str

    def to_json(self, index: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "type": "function",
                               "function": {"name": self.name, "arguments": self.arguments}}
        if index is not None:
            out["index"] = index
        return out


@dataclass(frozen=True)
class Parsed:
    content: str | None
    calls: tuple[ToolCall, ...]


def _call(obj: Any, args_key: str = "arguments") -> ToolCall | None:
    if isinstance(obj, dict) and isinstance(obj.get("function"), dict):  # OpenAI's own shape
        obj = obj["function"]
    if not isinstance(obj, dict) or not isinstance(obj.get("name"), str):
        return None
    args = obj.get(args_key, obj.get("arguments", obj.get("parameters", {})))
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except json.JSONDecodeError:
            return None
    if not isinstance(args, dict):
        return None
    return ToolCall(obj["name"], json.dumps(args, ensure_ascii=False), "call_" + uuid.uuid4().hex[:24])


def _calls(objs: Sequence[Any], args_key: str = "arguments") -> tuple[ToolCall, ...] | None:
    calls = [_call(o, args_key) for o in objs]
    return tuple(calls) if calls and all(c is not None for c in calls) else None  # type: ignore[misc]


def _json_values(text: str) -> list[Any] | None:
    """The JSON values `text` is made of, one after another (whitespace between); None if it is not."""
    decoder, values, i, n = json.JSONDecoder(), [], 0, len(text)
    while True:
        while i < n and text[i].isspace():
            i += 1
        if i == n:
            return values
        try:
            value, i = decoder.raw_decode(text, i)
        except json.JSONDecodeError:
            return None
        values.append(value)


def _content(text: str) -> str | None:
    return text.strip() or None


class ToolFormat:
    """One model family's tool-call format: parse an answer, hold back a stream, force a call."""

    name = "json"

    def parse(self, text: str) -> Parsed:
        objs = _json_values(text)
        calls = _calls(objs) if objs is not None else None
        return Parsed(None, calls) if calls else Parsed(text, ())

    def hold_from(self, text: str) -> int:
        """Where, in a stream's text so far, a call may be starting (len(text): nowhere)."""
        i = text.find("{")
        return len(text) if i < 0 and text.strip() else (i if i >= 0 else 0)

    def grammar(self, call_schema: dict[str, Any], many: bool) -> str:
        """Lark for llguidance: one call (or one or more, `many`) matching `call_schema`."""
        return _repeat("call", NEWLINE, many) + f"call: %json {json.dumps(call_schema)}"


class Hermes(ToolFormat):
    name = "hermes"
    _BLOCK = re.compile(r"<tool_call>(.*?)(?:</tool_call>|$)", re.DOTALL)

    def parse(self, text: str) -> Parsed:
        start = text.find("<tool_call>")
        if start < 0:
            return Parsed(text, ())
        try:
            objs = [json.loads(m.group(1)) for m in self._BLOCK.finditer(text, start)]
        except json.JSONDecodeError:
            return Parsed(text, ())
        calls = _calls(objs)
        return Parsed(_content(text[:start]), calls) if calls else Parsed(text, ())

    def hold_from(self, text: str) -> int:
        return _partial_marker(text, "<tool_call>")

    def grammar(self, call_schema: dict[str, Any], many: bool) -> str:
        return _repeat("call", NEWLINE, many) + f'call: "<tool_call>{NL}" %json {json.dumps(call_schema)} "{NL}</tool_call>"'


class Mistral(ToolFormat):
    name = "mistral"
    MARKER = "[TOOL_CALLS]"

    def parse(self, text: str) -> Parsed:
        start = text.find(self.MARKER)
        if start < 0:
            return Parsed(text, ())
        try:
            objs = json.loads(text[start + len(self.MARKER):])
        except json.JSONDecodeError:
            return Parsed(text, ())
        calls = _calls(objs if isinstance(objs, list) else [objs])
        return Parsed(_content(text[:start]), calls) if calls else Parsed(text, ())

    def hold_from(self, text: str) -> int:
        # The marker is a special token, absent from the text a stream shows: a list may be calls.
        body = text.lstrip()
        if not body or body[0] == "[":
            return len(text) - len(body)
        return _partial_marker(text, self.MARKER)

    def grammar(self, call_schema: dict[str, Any], many: bool) -> str:
        array = {"type": "array", "items": call_schema, "minItems": 1, **({} if many else {"maxItems": 1})}
        return f"start: <{self.MARKER}> %json {json.dumps(array)}"


class Llama3Json(ToolFormat):
    name = "llama3_json"
    TAG = "<|python_tag|>"

    def parse(self, text: str) -> Parsed:
        body = text.strip()
        if body.startswith(self.TAG):
            body = body[len(self.TAG):].strip()
        if not body.startswith("{"):
            return Parsed(text, ())
        try:
            objs = [json.loads(part) for part in body.split(";") if part.strip()]
        except json.JSONDecodeError:
            return Parsed(text, ())
        calls = _calls(objs, "parameters")
        return Parsed(None, calls) if calls else Parsed(text, ())

    def hold_from(self, text: str) -> int:
        body = text.lstrip()
        if not body or body.startswith("{") or self.TAG.startswith(body[:len(self.TAG)]):
            return 0  # the whole answer may be a call
        return len(text)

    def grammar(self, call_schema: dict[str, Any], many: bool) -> str:
        return _repeat("call", '"; "', many) + f"call: %json {json.dumps(call_schema)}"


NL = "\\n"  # a newline as a Lark string literal writes it
NEWLINE = f'"{NL}"'


def _repeat(rule: str, separator: str, many: bool) -> str:
    """Lark's start rule: `rule` once, or (`many`) one or more separated by `separator`."""
    return f"start: {rule} ({separator} {rule})*\n" if many else f"start: {rule}\n"


def _partial_marker(text: str, marker: str) -> int:
    """The start of `marker` in `text`, or of a tail that could still become it, else len(text)."""
    i = text.find(marker)
    if i >= 0:
        return i
    for k in range(min(len(marker) - 1, len(text)), 0, -1):
        if text.endswith(marker[:k]):
            return len(text) - k
    return len(text)


def detect(chat_template: str | None) -> ToolFormat:
    """The format a chat template writes tool calls in."""
    template = chat_template or ""
    if "<tool_call>" in template:
        return Hermes()
    if "[TOOL_CALLS]" in template:
        return Mistral()
    if "<|python_tag|>" in template:
        return Llama3Json()
    return ToolFormat()


def call_schema(tools: Sequence[dict[str, Any]], args_key: str = "arguments") -> dict[str, Any]:
    """JSON schema of one call to any of `tools`: its name, and arguments matching its parameters
    (JSON whitespace bounded as for any structured output)."""
    options = []
    for tool in tools:
        fn = tool["function"]
        options.append({"type": "object", "additionalProperties": False, "required": ["name", args_key],
                        "properties": {"name": {"const": fn["name"]},
                                       args_key: fn.get("parameters") or {"type": "object"}}})
    schema = options[0] if len(options) == 1 else {"anyOf": options}
    return {**schema, "x-guidance": JSON_OPTIONS}


def forcing_grammar(fmt: ToolFormat, tools: Sequence[dict[str, Any]], tool_choice: str) -> str:
    """Lark that makes the answer a call: to the named function, or ("required") one or more to any."""
    chosen = [t for t in tools if tool_choice == "required" or t["function"]["name"] == tool_choice]
    return fmt.grammar(call_schema(chosen, "parameters" if isinstance(fmt, Llama3Json) else "arguments"),
                       many=tool_choice == "required")
