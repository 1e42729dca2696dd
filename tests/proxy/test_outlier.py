"""Outlier ejection: the detector's decisions against a brute-force reading of the same outcomes, and
a replica failing half its requests taken out of a running proxy for the ejection time, whatever its
probe says, while the pool never empties."""

from __future__ import annotations

import asyncio
import random

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st
from proxy_cluster import cluster
from proxy_test_utils import run_async

from proxy.config_types import OutlierConfig
from proxy.outlier import OutlierDetector, ejection_allowed

run = run_async(30)
CFG = OutlierConfig(consecutive_failures=4, failure_percentage=50.0, min_requests=6, interval_s=10.0,
                    base_ejection_s=30.0, max_ejection_s=100.0, max_ejection_percent=50.0)


def brute_force_reason(history: list[tuple[float, bool]], cfg: OutlierConfig) -> str | None:
    """The reason to eject after the last outcome of `history`, read directly off the definition."""
    now, failed = history[-1]
    if not failed:
        return None
    streak = 0
    for _, f in reversed(history):
        if not f:
            break
        streak += 1
    if streak >= cfg.consecutive_failures:
        return "consecutive"
    window = [f for t, f in history if t > now - cfg.interval_s]
    if len(window) >= cfg.min_requests and 100.0 * sum(window) / len(window) >= cfg.failure_percentage:
        return "failure_percentage"
    return None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.floats(0.0, 4.0), st.booleans()), min_size=1, max_size=60))
def test_detector_matches_the_definition(steps: list[tuple[float, bool]]) -> None:
    """Fed outcomes one by one (and reset by each ejection it asks for), the detector names the same
    reason as a brute-force reading of the outcomes since the last ejection."""
    detector = OutlierDetector(CFG)
    history: list[tuple[float, bool]] = []
    now = 0.0
    for gap, failed in steps:
        now += gap
        history.append((now, failed))
        reason = detector.record(now, failed)
        assert reason == brute_force_reason(history, CFG), history
        if reason is not None:
            detector.eject(now)
            history = []


def test_ejections_grow_with_repeats_and_decay_when_quiet() -> None:
    d = OutlierDetector(CFG)
    assert d.eject(0.0) == 30.0 and d.ejected(29.9) and not d.ejected(30.0)
    assert d.eject(31.0) == 60.0  # again soon after: twice as long
    assert d.eject(92.0) == 90.0
    assert d.eject(183.0) == 100.0  # capped at max_ejection_s
    # 100 quiet seconds (10 intervals) after the last ejection ended: the count is back to zero
    assert d.eject(283.0 + 100.0) == 30.0


def test_at_most_max_ejection_percent_but_always_one() -> None:
    assert ejection_allowed(0, 1, 10.0) and ejection_allowed(0, 3, 0.0)
    assert ejection_allowed(1, 4, 50.0) and not ejection_allowed(2, 4, 50.0)
    assert not ejection_allowed(1, 2, 50.0)
    assert [ejection_allowed(k, 10, 50.0) for k in range(7)] == [True] * 5 + [False] * 2


@run
async def test_a_replica_failing_half_its_requests_is_ejected_and_stays_out() -> None:
    """The bad replica answers its probe, so only the detector can take it out; once out it gets
    nothing for base_ejection_s, and clients never see its errors (each is retried elsewhere)."""
    config = {"policy": {"name": "round_robin"}, "timeouts": {"health_interval_s": 0.1},
              "outlier": {"consecutive_failures": 100, "failure_percentage": 40.0, "min_requests": 6,
                          "interval_s": 60.0, "base_ejection_s": 1.5}}
    async with cluster(3, config=config) as c:
        bad = c.stubs[0]
        rng = random.Random(7)
        bad.fail_statuses = [500 if rng.random() < 0.5 else 200 for _ in range(1000)]
        statuses = []
        for i in range(30):
            status, _, _ = await c.post("/v1/completions", {"prompt": f"q{i}", "max_tokens": 2})
            statuses.append(status)
        assert statuses == [200] * 30
        replica = c.server.replicas[c.urls[0]]
        assert not replica.routable and replica.ejected
        assert replica.outlier.ejections == 1
        _, _, metrics = await c.admin_get("/metrics")
        assert f'kvroute_proxy_outlier_ejections_total{{backend="{c.urls[0]}",reason="failure_percentage"}} 1.0' \
            in metrics.decode()
        assert b'kvroute_proxy_replicas{state="ejected"} 1.0' in metrics
        seen = len(bad.requests)
        for i in range(6):
            status, h, _ = await c.post("/v1/completions", {"prompt": f"r{i}", "max_tokens": 2})
            assert status == 200 and h["x-kvroute-backend"] != c.urls[0]
        await asyncio.sleep(0.3)  # several probe rounds pass: the probe alone does not bring it back
        assert not replica.routable and len(bad.requests) == seen
        replicas = orjson.loads((await c.admin_get("/debug/replicas"))[2])["replicas"]
        assert next(r for r in replicas if r["replica"] == c.urls[0])["ejected_s"] > 0
        await asyncio.sleep(1.5)
        assert replica.routable  # the ejection ended and the probe brought it back


@run
async def test_the_pool_never_ejects_more_than_its_share() -> None:
    """Both replicas fail every request: one is ejected, the other stays (50% of 2), so clients get
    the replicas' errors rather than an empty pool."""
    config = {"policy": {"name": "round_robin"}, "timeouts": {"health_interval_s": 0.1},
              "outlier": {"consecutive_failures": 2, "base_ejection_s": 60.0}}
    async with cluster(2, config=config) as c:
        for s in c.stubs:
            s.fail_statuses = [500] * 100  # (503 and 429 say "busy", which is no failure)
        for i in range(8):
            status, _, raw = await c.post("/v1/completions", {"prompt": f"q{i}", "max_tokens": 2})
            assert status == 500 and orjson.loads(raw)["error"]
        ejected = [r.ejected for r in c.server.replicas]
        assert sorted(ejected) == [False, True]
        assert len(c.server.replicas.routable()) == 1
