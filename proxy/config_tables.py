"""The proxy config's tuning tables -- `[policy]`, `[timeouts]`, `[outlier]`, `[limits]`,
`[learn_fields]`: numbers with defaults and bounds, each refused by its key path when out of range.
proxy/config.py parses the rest (replica sources, tenants) and documents every key."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from proxy.config_checks import (
    ConfigError,
    check_bool,
    check_float,
    check_int,
    check_known,
    check_str,
    check_table,
)
from proxy.config_types import (
    POLICIES,
    LearnFieldsConfig,
    LimitsConfig,
    OutlierConfig,
    PolicyConfig,
    TimeoutConfig,
)


def parse_policy(v: Any, key: str = "policy") -> PolicyConfig:
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(PolicyConfig)}, key)
    d = PolicyConfig()
    name = check_str(t.get("name", d.name), f"{key}.name")
    if name not in POLICIES:
        raise ConfigError(f"{key}.name", f"must be one of {', '.join(POLICIES)}, got {name!r}")

    def num(k: str, **kw: Any) -> float:
        return check_float(t.get(k, getattr(d, k)), f"{key}.{k}", **kw)

    def integer(k: str, lo: int) -> int:
        return check_int(t.get(k, getattr(d, k)), f"{key}.{k}", lo=lo)

    return PolicyConfig(
        name=name,
        load_weight=num("load_weight", lo=0.0),
        host_hit_weight=num("host_hit_weight", lo=0.0, hi=1.0),
        token_load_unit=num("token_load_unit", lo=0.0),
        kv_usage_weight=num("kv_usage_weight", lo=0.0),
        spill_threshold=num("spill_threshold", lo=0.0),
        spill_ratio=num("spill_ratio", lo=1.0),
        routed_share_cap=num("routed_share_cap", lo=0.0),
        share_cap_exempt_prompt=num("share_cap_exempt_prompt", lo=0.0),
        balance_slack=num("balance_slack", lo=0.0),
        min_match_fraction=num("min_match_fraction", lo=0.0, hi=1.0),
        min_match_blocks=integer("min_match_blocks", 1),
        min_match_tokens=integer("min_match_tokens", 1),
        hot_prefix_share=num("hot_prefix_share", lo=0.0, hi=1.0),
        hot_window=integer("hot_window", 1),
        hot_min_requests=integer("hot_min_requests", 1),
        hot_prefix_blocks=integer("hot_prefix_blocks", 0),
        load_stale_s=num("load_stale_s", positive=True),
        session_capacity=integer("session_capacity", 1),
        pending_ttl_s=num("pending_ttl_s", positive=True),
        approx_capacity_blocks=integer("approx_capacity_blocks", 1),
        resync_window=integer("resync_window", 1),
        resync_miss_ratio=num("resync_miss_ratio", positive=True, hi=1.0),
    )


def parse_timeouts(v: Any, key: str = "timeouts") -> TimeoutConfig:
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(TimeoutConfig)}, key)
    d = TimeoutConfig()
    vals = {f.name: check_float(t.get(f.name, getattr(d, f.name)), f"{key}.{f.name}", positive=True)
            for f in fields(TimeoutConfig)}
    return TimeoutConfig(**vals)


def parse_outlier(v: Any, key: str = "outlier") -> OutlierConfig:
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(OutlierConfig)}, key)
    d = OutlierConfig()

    def num(k: str, **kw: Any) -> float:
        return check_float(t.get(k, getattr(d, k)), f"{key}.{k}", **kw)

    return OutlierConfig(
        consecutive_failures=check_int(t.get("consecutive_failures", d.consecutive_failures),
                                       f"{key}.consecutive_failures", lo=1),
        failure_percentage=num("failure_percentage", positive=True, hi=100.0),
        min_requests=check_int(t.get("min_requests", d.min_requests), f"{key}.min_requests", lo=1),
        interval_s=num("interval_s", positive=True),
        base_ejection_s=num("base_ejection_s", lo=0.0),
        max_ejection_s=num("max_ejection_s", lo=0.0),
        max_ejection_percent=num("max_ejection_percent", lo=0.0, hi=100.0),
    )


def parse_limits(v: Any, key: str = "limits") -> LimitsConfig:
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(LimitsConfig)}, key)
    d = LimitsConfig()
    lows = {"max_head_bytes": 1024, "max_body_bytes": 1024, "max_response_bytes": 1024,
            "routing_cache_bytes": 1 << 20}
    return LimitsConfig(**{f.name: check_int(t.get(f.name, getattr(d, f.name)), f"{key}.{f.name}",
                                        lo=lows.get(f.name, 1)) for f in fields(LimitsConfig)})


def parse_learn_fields(v: Any, key: str = "learn_fields") -> LearnFieldsConfig:
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(LearnFieldsConfig)}, key)
    d = LearnFieldsConfig()

    def integer(k: str, lo: int) -> int:
        return check_int(t.get(k, getattr(d, k)), f"{key}.{k}", lo=lo)

    def seconds(k: str) -> float:
        return check_float(t.get(k, getattr(d, k)), f"{key}.{k}", positive=True)

    return LearnFieldsConfig(
        enabled=check_bool(t.get("enabled", d.enabled), f"{key}.enabled"),
        min_requests=integer("min_requests", 2),
        window_s=seconds("window_s"),
        expire_s=seconds("expire_s"),
        max_rules=integer("max_rules", 1),
        max_prompts=integer("max_prompts", 2),
        converge_chars=integer("converge_chars", 8),
    )
