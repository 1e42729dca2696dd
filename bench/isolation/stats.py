"""The timing probe's statistics: two-sample Kolmogorov-Smirnov tests of time to first token, their
power by simulation (smoothed bootstrap of the measured cold times), the paired Wilcoxon test of
per-trial probe - cold differences with its power, and what routing tells (Fisher's exact test)."""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from scipy import stats

from bench.isolation.client import Answer
from bench.isolation.probe import KINDS

ALPHA = 0.05
POWER = 0.8


def ttfts(samples: Sequence[Answer], kind: str) -> np.ndarray:
    """The timed TTFTs of one kind, in seconds."""
    return np.array([a.ttft_s for a in samples if a.kind == kind and a.timed and a.ttft_s is not None], dtype=float)


def ks(x: np.ndarray, y: np.ndarray) -> dict[str, float]:
    """Two-sample Kolmogorov-Smirnov, two-sided; exact p-value where scipy can compute it, else
    the asymptotic one."""
    r = stats.ks_2samp(x, y, alternative="two-sided", method="auto")
    return {"D": float(r.statistic), "p": float(r.pvalue)}


def ks_critical_d(n: int, m: int, alpha: float = ALPHA) -> float:
    """The smallest D at which KS rejects at `alpha`: exact for n == m (D moves in steps of 1/n; two
    samples whose ranks are shifted by k show D = k/n), else the asymptotic c(alpha) sqrt((n+m)/nm)."""
    if n != m:
        return float(np.sqrt(-np.log(alpha / 2) / 2) * np.sqrt((n + m) / (n * m)))
    x = np.arange(n, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # scipy falls back to asymptotic p for tiny D
        for k in range(1, n + 1):
            if stats.ks_2samp(x, x + k - 0.5).pvalue < alpha:
                return k / n
    return 1.0


def power_at(cold: np.ndarray, shift: float, n: int, m: int, sims: int, rng: np.random.Generator,
             alpha: float = ALPHA) -> float:
    """How often KS rejects at `alpha` when one sample is the cold distribution shifted by `shift`
    (seconds), both drawn by smoothed bootstrap from the measured cold times."""
    h = 1.06 * float(np.std(cold)) * len(cold) ** -0.2  # Silverman's bandwidth: no ties, same shape
    hits = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for _ in range(sims):
            x = rng.choice(cold, n) + rng.normal(0.0, h, n)
            y = rng.choice(cold, m) + rng.normal(0.0, h, m) - shift
            hits += stats.ks_2samp(x, y).pvalue < alpha
    return hits / sims


def min_detectable_shift(cold: np.ndarray, n: int, m: int, sims: int = 400, seed: int = 0,
                         alpha: float = ALPHA, power: float = POWER) -> dict[str, float]:
    """The smallest shift of the median cold TTFT (as a fraction of it) KS detects with `power`."""
    rng = np.random.default_rng(seed)
    med = float(np.median(cold))
    lo, hi = 0.0, 1.0
    for _ in range(12):  # bisection on the fraction: power grows with the shift
        mid = (lo + hi) / 2
        if power_at(cold, mid * med, n, m, sims, rng, alpha) >= power:
            hi = mid
        else:
            lo = mid
    return {"fraction": hi, "seconds": hi * med, "false_positive_rate": power_at(cold, 0.0, n, m, sims, rng, alpha),
            "sims": sims}


def median_shift_ci(x: np.ndarray, y: np.ndarray | None = None, boots: int = 2000,
                    seed: int = 0) -> tuple[float, float, float]:
    """median(x) - median(y) (or median(x) alone) and its 95% bootstrap interval, in seconds."""
    rng = np.random.default_rng(seed)
    ys = np.zeros(1) if y is None else y
    d = [float(np.median(rng.choice(x, len(x))) - np.median(rng.choice(ys, len(ys)))) for _ in range(boots)]
    return float(np.median(x) - np.median(ys)), float(np.percentile(d, 2.5)), float(np.percentile(d, 97.5))


def paired_differences(samples: Sequence[Answer], a: str = "probe", b: str = "cold") -> np.ndarray:
    """Per trial, TTFT of `a` minus TTFT of `b` (same length, same trial): length and drift cancel."""
    by: dict[int, dict[str, float]] = {}
    for x in samples:
        if x.ttft_s is not None and x.timed:
            by.setdefault(x.trial, {})[x.kind] = x.ttft_s
    return np.array([t[a] - t[b] for t in by.values() if a in t and b in t], dtype=float)


def wilcoxon_power(noise: np.ndarray, shift: float, sims: int, rng: np.random.Generator,
                   alpha: float = ALPHA) -> float:
    """How often the signed-rank test rejects at `alpha` when the paired differences of a run (half
    as many as `noise` holds) are drawn from `noise` (smoothed bootstrap) and moved by `shift` seconds."""
    n = len(noise) // 2
    h = 1.06 * float(np.std(noise)) * n ** -0.2
    hits = 0
    for _ in range(sims):
        d = rng.choice(noise, n) + rng.normal(0.0, h, n) - shift
        hits += stats.wilcoxon(d).pvalue < alpha
    return hits / sims


def paired_min_shift(d: np.ndarray, sims: int = 400, seed: int = 0, alpha: float = ALPHA,
                     power: float = POWER) -> dict[str, float]:
    """The smallest shift of the per-trial probe-minus-cold difference (seconds) the Wilcoxon
    signed-rank test detects with `power`. The noise is the measured differences, centred and
    mirrored: with no effect, probe and cold of a trial are exchangeable, so their difference is
    symmetric about 0."""
    rng = np.random.default_rng(seed)
    centred = d - np.median(d)
    noise = np.concatenate([centred, -centred])
    lo, hi = 0.0, 4.0 * float(np.std(noise)) + 1e-4
    for _ in range(12):
        mid = (lo + hi) / 2
        if wilcoxon_power(noise, mid, sims, rng, alpha) >= power:
            hi = mid
        else:
            lo = mid
    return {"seconds": hi, "false_positive_rate": wilcoxon_power(noise, 0.0, sims, rng, alpha), "sims": sims}


def routing_tells(samples: Sequence[Answer]) -> dict[str, Any]:
    """How often the probe and the cold prompt land on the replica holding the victim's prompt
    (`x-kvroute-backend` is another thing the attacker sees); Fisher's exact test compares them."""
    samples = [a for a in samples if a.timed]
    victim = {a.trial: a.backend for a in samples if a.kind == "warm"}
    same = {k: sum(a.backend == victim.get(a.trial) for a in samples if a.kind == k) for k in ("probe", "cold")}
    total = {k: sum(a.kind == k for a in samples) for k in ("probe", "cold")}
    table = [[same["probe"], total["probe"] - same["probe"]], [same["cold"], total["cold"] - same["cold"]]]
    return {"on_victims_replica": same, "of": total, "fisher_p": float(stats.fisher_exact(table).pvalue)}


def analyse(samples: Sequence[Answer], sims: int = 400) -> dict[str, Any]:
    """Every statistic of the timing probe's `samples` the report states (the tokenizer channel apart)."""
    cold, probe, hit = (ttfts(samples, k) for k in KINDS)
    n = min(len(cold), len(probe))
    shift = median_shift_ci(probe, cold)
    d = paired_differences(samples)
    w = stats.wilcoxon(d)
    dci = median_shift_ci(d)
    return {
        "n": {k: len(v) for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "median_ms": {k: float(np.median(v)) * 1e3 for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "p10_ms": {k: float(np.percentile(v, 10)) * 1e3 for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "p90_ms": {k: float(np.percentile(v, 90)) * 1e3 for k, v in zip(KINDS, (cold, probe, hit), strict=True)},
        "ks_probe_vs_cold": ks(probe, cold),
        "ks_hit_vs_cold": ks(hit, cold),
        "ks_critical_d": ks_critical_d(len(probe), len(cold)),
        "probe_minus_cold_median_ms": {"estimate": shift[0] * 1e3, "ci95": [shift[1] * 1e3, shift[2] * 1e3]},
        "min_detectable_shift": min_detectable_shift(cold, n, len(cold), sims=sims),
        "paired": {"n": len(d), "median_difference_ms": float(np.median(d)) * 1e3,
                   "ci95_ms": [dci[1] * 1e3, dci[2] * 1e3], "wilcoxon_p": float(w.pvalue),
                   "min_detectable_shift": paired_min_shift(d, sims=sims)},
        "routing": routing_tells(samples),
    }
