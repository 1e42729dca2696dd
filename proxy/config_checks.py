"""Checks of config values for proxy/config.py: each names the key path it checks in its
ConfigError (``config: tenants.acme.isolation: ...``)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any, TypeVar

NAME_RE = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")  # tenant and group names


T = TypeVar("T", int, float)


class ConfigError(ValueError):
    """A config problem; the message starts with ``config: <key path>:``."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        super().__init__(f"config: {key}: {problem}")


# ---- value checks: each names the key it checks -------------------------------------------------


def check_str(v: Any, key: str, *, empty: bool = False) -> str:
    if not isinstance(v, str):
        raise ConfigError(key, f"must be a string, got {type(v).__name__}")
    if not empty and not v:
        raise ConfigError(key, "must not be empty")
    return v


def check_bool(v: Any, key: str) -> bool:
    if not isinstance(v, bool):
        raise ConfigError(key, f"must be true or false, got {v!r}")
    return v


def check_int(v: Any, key: str, *, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ConfigError(key, f"must be an integer, got {v!r}")
    return _in_range(v, key, lo, hi)


def check_float(v: Any, key: str, *, lo: float | None = None, hi: float | None = None, positive: bool = False) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        raise ConfigError(key, f"must be a finite number, got {v!r}")
    v = float(v)
    if positive and v <= 0:
        raise ConfigError(key, f"must be > 0, got {v}")
    return _in_range(v, key, lo, hi)


def _in_range(v: T, key: str, lo: float | None, hi: float | None) -> T:
    if lo is not None and v < lo:
        raise ConfigError(key, f"must be >= {lo}, got {v}")
    if hi is not None and v > hi:
        raise ConfigError(key, f"must be <= {hi}, got {v}")
    return v


def check_table(v: Any, key: str) -> Mapping[str, Any]:
    if not isinstance(v, Mapping):
        raise ConfigError(key, f"must be a table, got {type(v).__name__}")
    return v


def check_known(table: Mapping[str, Any], allowed: set[str], key: str) -> None:
    unknown = sorted(set(table) - allowed)
    if unknown:
        where = f"{key}.{unknown[0]}" if key else unknown[0]
        raise ConfigError(where, f"unknown key (allowed: {', '.join(sorted(allowed))})")


def check_url(v: Any, key: str) -> str:
    url = check_str(v, key)
    if not re.match(r"^https?://[^/\s]+", url) or any(c.isspace() for c in url):
        raise ConfigError(key, f"must be an http:// or https:// URL, got {v!r}")
    return url


def check_isolation(v: Any, key: str) -> str:
    """`shared`, `private` or `group:<name>`; the error names `key`."""
    iso = check_str(v, key)
    if iso in ("shared", "private"):
        return iso
    if iso.startswith("group:") and NAME_RE.match(iso[len("group:"):]):
        return iso
    raise ConfigError(key, f"must be 'shared', 'private' or 'group:<name>' (name: letters, digits, _.-), got {iso!r}")
