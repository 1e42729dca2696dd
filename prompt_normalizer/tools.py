"""Canonical `tools` arrays: sorted by function name, every schema with sorted keys."""

from __future__ import annotations

import copy
import json
from typing import Any


def sorted_keys(value: Any) -> Any:
    """A deep copy with every dict's keys in sorted order; list order is kept (it can mean
    something, e.g. an enum)."""
    if isinstance(value, dict):
        return {k: sorted_keys(value[k]) for k in sorted(value, key=str)}
    if isinstance(value, list):
        return [sorted_keys(v) for v in value]
    return copy.deepcopy(value)


def tool_name(tool: Any) -> str:
    """The function name of an OpenAI tool entry (`{"type": "function", "function": {...}}`),
    or a flat `{"name": ...}` entry; "" when it has none."""
    if isinstance(tool, dict):
        fn = tool.get("function")
        if isinstance(fn, dict) and isinstance(fn.get("name"), str):
            return fn["name"]
        if isinstance(tool.get("name"), str):
            return tool["name"]
    return ""


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def normalize_tools(tools: list[Any]) -> tuple[list[Any], list[int], bool]:
    """(canonical tools, order, keys_changed): new position i holds tools[order[i]]."""
    canon = [sorted_keys(t) for t in tools]
    order = sorted(range(len(canon)), key=lambda i: (tool_name(canon[i]), _dump(canon[i])))
    keys_changed = any(
        json.dumps(t, ensure_ascii=False, default=str) != json.dumps(c, ensure_ascii=False, default=str)
        for t, c in zip(tools, canon, strict=True)
    )
    return [canon[i] for i in order], order, keys_changed
