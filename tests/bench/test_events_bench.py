"""The exact-vs-approximate benchmark still runs end to end (a few dozen requests): the numbers in
docs/benchmarks.md come from a command that works."""

from __future__ import annotations

import pytest

from bench import events_bench

pytestmark = pytest.mark.timeout(120)


@pytest.mark.skipif(not events_bench.TRACE.exists(), reason="the Mooncake trace is in ../shared/data")
def test_a_short_run_reports_every_mode(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                        tmp_path) -> None:
    monkeypatch.setattr(events_bench, "OUT", tmp_path)  # the real plot stays as its last full run left it
    assert events_bench.main(["--limit", "40", "--proxies", "1", "--prefill-us", "0", "--batches", "2",
                              "--concurrency", "2"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| 1 |")]
    assert [r.split(" | ")[1] for r in rows] == [events_bench.MODE_TEXT[m] for m in events_bench.MODES]
