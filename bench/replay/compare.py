"""Simulator against reality: hit rates per policy within a tolerance, the rankings, and request
by request agreement."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from itertools import combinations
from typing import Any

from bench.sim_model import BLOCK


@dataclass(frozen=True)
class Comparison:
    """Simulator against reality, by hit rate: per policy `real - sim`, and the two rankings.

    A ranking conflict is a pair of policies the two sides order differently while one side puts
    them more than `tolerance` apart; pairs closer than that on both sides are ties either way."""

    tolerance: float
    sim: dict[str, float]
    real: dict[str, float]
    diff: dict[str, float]
    within: dict[str, bool]
    sim_order: tuple[str, ...]
    real_order: tuple[str, ...]
    conflicts: tuple[tuple[str, str], ...]

    @property
    def same_order(self) -> bool:
        return self.sim_order == self.real_order

    @property
    def agree(self) -> bool:
        return all(self.within.values()) and not self.conflicts

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "same_order": self.same_order, "agree": self.agree}


def per_request_agreement(sim: dict[str, Any], real: dict[str, Any], tokens_per_id: int) -> dict[str, float]:
    """Request by request, the simulator's first seed against the real run: the share sent to the
    same replica index (meaningful where routing is deterministic, round_robin), and the share whose
    cached tokens agree within one trace block (the real ones counted in trace tokens)."""
    pairs = list(zip(sim["per_request_cached"], real["per_request_cached"], strict=True))
    same = sum(1 for a, b in zip(sim["per_request_replica"], real["per_request_replica"], strict=True) if a == b)
    close = sum(1 for s, r in pairs if abs(r * BLOCK / tokens_per_id - s) < BLOCK)
    return {"same_replica": same / len(pairs), "cached_within_one_block": close / len(pairs)}


def _order(hits: dict[str, float]) -> tuple[str, ...]:
    return tuple(sorted(hits, key=lambda p: (-hits[p], p)))


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def compare(sim: dict[str, float], real: dict[str, float], tolerance: float) -> Comparison:
    """Hit rates per policy, simulated and real, judged against `tolerance` (see Comparison)."""
    if set(sim) != set(real):
        raise ValueError(f"different policies: {sorted(sim)} vs {sorted(real)}")
    s, r = dict(sim), dict(real)
    conflicts = tuple((a, b) for a, b in combinations(_order(s), 2)
                      if _sign(s[a] - s[b]) != _sign(r[a] - r[b])
                      and max(abs(s[a] - s[b]), abs(r[a] - r[b])) > tolerance)
    return Comparison(tolerance, s, r, {p: r[p] - s[p] for p in s}, {p: abs(r[p] - s[p]) <= tolerance for p in s},
                      _order(s), _order(r), conflicts)
