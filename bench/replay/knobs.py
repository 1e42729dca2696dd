"""The proxy's policy knobs in the replay's token scale, and the proxy config that sets them."""

from __future__ import annotations

from bench.replay import ENGINE_BLOCK
from bench.sim_model import BLOCK
from proxy.config_types import PolicyConfig

TOKEN_KNOBS = ("load_weight", "token_load_unit", "min_match_tokens")
BLOCK_KNOBS = ("min_match_blocks", "hot_prefix_blocks")


def scaled_knobs(tokens_per_id: int) -> dict[str, float | int]:
    """The proxy's policy knobs in the real token scale: a knob of k trace tokens is k*T/512 real
    tokens, one of k trace blocks k*T/16 engine blocks (the simulator runs the shipped values in
    trace units)."""
    d, out = PolicyConfig(), {}
    for k in TOKEN_KNOBS:
        v = getattr(d, k) * tokens_per_id / BLOCK
        out[k] = int(round(v)) if isinstance(getattr(d, k), int) else v
    for k in BLOCK_KNOBS:
        out[k] = getattr(d, k) * tokens_per_id // ENGINE_BLOCK
    return out


def policy_toml(policy: str, knobs: dict[str, float | int]) -> str:
    lines = ["[policy]", f'name = "{policy}"']
    lines += [f"{k} = {float(v) if isinstance(v, float) else int(v)}" for k, v in knobs.items()]
    return "\n".join(lines) + "\n"
