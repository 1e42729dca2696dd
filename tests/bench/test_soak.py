"""The load-and-soak benchmark runs end to end in bounded time: a 3-rate mini sweep through the
proxy to two stubs, a 20-s mini soak with the kv tenant on a real tiny engine, and the engine's KV
leak check, every measurement produced and sane."""

from __future__ import annotations

import math
from pathlib import Path

import orjson
import pytest

from bench import soak

pytestmark = pytest.mark.timeout(120)


def test_mini_sweep_and_soak_measure_everything_and_leak_no_block(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    docs = tmp_path / "docs" / "benchmarks.md"
    docs.parent.mkdir()
    docs.write_text("# Benchmarks\n\n## Load and soak\n\nold numbers\n\n## Next\n\nkept\n")
    rc = soak.main(["--replicas", "2", "--sweep-rates", "50,100,200", "--sweep-seconds", "1", "--warmup-s", "0.3",
                    "--prime-s", "1", "--soak-warmup-s", "0", "--soak-minutes", str(20 / 60), "--sample-s", "2",
                    "--engine-rate", "4", "--kv-blocks", "64", "--routing-cache-mib", "4", "--out", str(tmp_path),
                    "--write-docs", "--docs", str(docs)])
    assert rc in (0, 1)  # 1 when a 20-s soak's RSS is not yet flat: warm-up is most of it
    report = orjson.loads((tmp_path / "soak.json").read_bytes())
    assert (tmp_path / "soak.png").stat().st_size > 10_000
    text = docs.read_text()  # --write-docs replaced its section (bench/docs.py), the rest is kept
    assert text.count("## Load and soak\n") == 1 and "old numbers" not in text and "## Next\n\nkept" in text
    assert "Knee:" in text and "![load and soak](img/soak.png)" in text
    assert (docs.parent / "img" / "soak.png").read_bytes() == (tmp_path / "soak.png").read_bytes()
    out = capsys.readouterr().out
    assert "sweep" in out and "soak 0:20/0:20" in out and "leak check: passed" in out

    sweep = report["sweep"]
    assert len(sweep) >= 2 and [p["offered"] for p in sweep] == [50, 100, 200][:len(sweep)]
    for p in sweep:
        assert p["errors"] == 0 and p["answered"] > 0
        assert 0.5 * p["offered"] < p["sent_rps"] < 1.5 * p["offered"]
        assert 0 < p["p50_ms"] <= p["p99_ms"]
    assert report["knee"] in (None, 50, 100, 200) and "knee is the highest offered rate" in report["knee_rule"]

    res = report["soak"]
    assert len(res["samples"]) == 10
    processes = {"proxy", "engine0", "stub0", "stub1", "loadgen"}
    for s in res["samples"]:
        assert set(s["rss_mib"]) == processes and all(v > 5 for v in s["rss_mib"].values())
        assert s["sent"] > 0 and s["answered"] > 0 and 0 < s["p50_ms"] <= s["p99_ms"]
        assert s["open_connections"] >= 1 and s["routing_cache_bytes"] > 0
        assert s["direct"]["answered"] > 0 and s["direct"]["errors"] == 0  # the no-proxy control
    assert res["total"]["errors"] == 0 and res["engine_total"]["errors"] == 0 and res["unanswered_at_end"] == 0
    assert res["total"]["answered"] > 0.5 * res["rate"] * 20
    assert res["engine_total"]["answered"] > 0

    v = report["verdicts"]
    assert set(v["rss"]) == processes and all(math.isfinite(r["growth"]) for r in v["rss"].values())
    assert v["errors"] == 0

    leak = report["leak_check"]
    assert leak["passed"], leak["failures"]
    acc = leak["engines"]["engine0"]["accounting"]
    assert acc["in_use"] == 0 and acc["free"] + acc["cached"] + acc["in_use"] == acc["total"] == 64
    work = leak["engines"]["engine0"]["work"]
    assert acc["cached"] > 0 and work["cached_prompt_tokens"] > 0  # blocks were cached, hit and given back
    if res["engine_total"]["dropped"] >= 3:
        assert work["aborted"] >= 1  # streams the client dropped were aborted mid-generation
    assert leak["proxy"] == {"in_flight_requests": 0, "admitted_requests": 0, "open_connections_api": 0}
