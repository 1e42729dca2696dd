"""Typed readers for the members of a JSON request object.

Each reader returns the member as its Python type (or the default when it is absent or null) and
otherwise raises a 400 `APIError` whose `param` names the member, so every endpoint words its type
and range errors alike. Used by `protocol.openai_api`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from protocol.errors import bad_request


def type_name(v: Any) -> str:
    """The JSON name of a value's type, for error messages."""
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


def is_int(v: Any) -> bool:
    """True for a JSON integer (a bool is not one)."""
    return isinstance(v, int) and not isinstance(v, bool)


def is_num(v: Any) -> bool:
    """True for a JSON number, integer or not (a bool is not one)."""
    return (isinstance(v, int | float)) and not isinstance(v, bool)


def get_int(obj: Mapping[str, Any], key: str, lo: int, hi: int, default: int | None) -> int | None:
    """An integer member in [lo, hi], or `default` when absent."""
    v = obj.get(key)
    if v is None:
        return default
    if not is_int(v):
        raise bad_request(f"`{key}` must be an integer, got {type_name(v)}", param=key)
    if not lo <= v <= hi:
        raise bad_request(f"`{key}` must be between {lo} and {hi}, got {v}", param=key)
    return v


def get_float(
    obj: Mapping[str, Any], key: str, lo: float, hi: float, default: float, lo_open: bool = False
) -> float:
    """A finite number in [lo, hi] (or (lo, hi] with `lo_open`), or `default` when absent."""
    v = obj.get(key)
    if v is None:
        return default
    if not is_num(v):
        raise bad_request(f"`{key}` must be a number, got {type_name(v)}", param=key)
    v = float(v)
    if not math.isfinite(v) or v > hi or v < lo or (lo_open and v == lo):
        bracket = "(" if lo_open else "["
        raise bad_request(f"`{key}` must be in {bracket}{lo:g}, {hi:g}], got {v}", param=key)
    return v


def get_bool(obj: Mapping[str, Any], key: str, default: bool = False) -> bool:
    """A boolean member, or `default` when absent."""
    v = obj.get(key)
    if v is None:
        return default
    if not isinstance(v, bool):
        raise bad_request(f"`{key}` must be a boolean, got {type_name(v)}", param=key)
    return v


def get_str(obj: Mapping[str, Any], key: str, max_len: int | None = None) -> str | None:
    """A string member of at most `max_len` characters, or None when absent."""
    v = obj.get(key)
    if v is None:
        return None
    if not isinstance(v, str):
        raise bad_request(f"`{key}` must be a string, got {type_name(v)}", param=key)
    if max_len is not None and len(v) > max_len:
        raise bad_request(f"`{key}` must be at most {max_len} characters", param=key)
    return v
