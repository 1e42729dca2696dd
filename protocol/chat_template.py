"""Chat templates rendered the way transformers renders them, without transformers.

A sandboxed jinja2 environment with the same options, filters, globals and extensions as
transformers' `apply_chat_template` (trim_blocks, lstrip_blocks, loop controls, `tojson` without
HTML escaping, `raise_exception`, `strftime_now`, `{% generation %}`), and the same preparation of
messages (null fields dropped). Used by `protocol.tokenization.Tokenizer`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

import jinja2
import jinja2.ext
import jinja2.nodes
import jinja2.utils
from jinja2.sandbox import ImmutableSandboxedEnvironment


class _GenerationTag(jinja2.ext.Extension):
    """`{% generation %}...{% endgeneration %}` renders its body (transformers uses it for masks)."""

    tags = {"generation"}

    def parse(self, parser: Any) -> jinja2.nodes.Node:
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        return jinja2.nodes.CallBlock(self.call_method("_render"), [], [], body).set_lineno(lineno)

    def _render(self, caller: Any) -> str:
        return caller()


class _TemplateDict:
    """`dict(...)` for templates without exposing the real type."""

    def __call__(self, *args: Any, **kwargs: Any) -> dict:
        return dict(*args, **kwargs)

    def fromkeys(self, *args: Any, **kwargs: Any) -> dict:
        return dict.fromkeys(*args, **kwargs)


class _TemplateNamespace(jinja2.utils.Namespace):
    """jinja2 `namespace` that refuses underscore attributes, as transformers does."""

    def __init__(*args: Any, **kwargs: Any) -> None:  # noqa: N805 - same trick as jinja2.utils.Namespace
        self, rest = args[0], args[1:]
        attrs = dict(*rest, **kwargs)
        for name in attrs:
            _TemplateNamespace._check_name(name)
        jinja2.utils.Namespace.__init__(self, attrs)

    def __setitem__(self, name: str, value: Any) -> None:
        _TemplateNamespace._check_name(name)
        jinja2.utils.Namespace.__setitem__(self, name, value)

    @staticmethod
    def _check_name(name: Any) -> None:
        if isinstance(name, str) and name.startswith("_"):
            raise jinja2.exceptions.SecurityError(f"namespace attribute {name!r} may not start with '_'")


def _raise_exception(message: str) -> None:
    raise jinja2.exceptions.TemplateError(message)


def _tojson(
    x: Any, ensure_ascii: bool = False, indent: Any = None, separators: Any = None, sort_keys: bool = False
) -> str:
    # Unlike jinja2's own filter: no HTML escaping, and the json.dumps options templates use.
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def _strftime_now(fmt: str) -> str:
    return datetime.now().strftime(fmt)


def compile_chat_template(source: str) -> jinja2.Template:
    """Compile a chat template in a sandbox configured like transformers' renderer."""
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=[_GenerationTag, jinja2.ext.loopcontrols]
    )
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    env.globals["strftime_now"] = _strftime_now
    env.globals["dict"] = _TemplateDict()
    env.globals["namespace"] = _TemplateNamespace
    return env.from_string(source)


def prepare_message(message: Mapping[str, Any]) -> dict[str, Any]:
    """A message as templates expect it.

    Null fields are dropped (as transformers does: templates mishandle them), and tool-call
    arguments sent as a JSON string (OpenAI's wire format) become objects (as vLLM does: Hugging
    Face templates serialize them with `tojson`).
    """
    out = {k: v for k, v in message.items() if v is not None}
    calls = out.get("tool_calls")
    if isinstance(calls, list | tuple):
        fixed = []
        for call in calls:
            fn = call.get("function") if isinstance(call, dict) else None
            if isinstance(fn, dict) and isinstance(fn.get("arguments"), str):
                try:
                    args = json.loads(fn["arguments"])
                except (ValueError, RecursionError):
                    args = None
                if isinstance(args, dict):
                    call = {**call, "function": {**fn, "arguments": args}}
            fixed.append(call)
        out["tool_calls"] = fixed
    return out
