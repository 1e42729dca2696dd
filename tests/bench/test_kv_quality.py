"""The quantized-KV quality harness runs end to end on the tiny model (a few tokens per request) and
reports sane numbers: the auto-vs-auto control shows exactly no difference, every agreement is a
fraction, every KL is >= 0; its docs section carries the command, the date and the table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import kv_quality
from bench.docs import replace_section
from engine.tiny_model import build_tiny_model

pytestmark = pytest.mark.timeout(300)

FRACTIONS = ("identical", "prefix_agreement", "positional_agreement", "top1_agreement")


@pytest.fixture(scope="module")
def tiny_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # tests/engine/conftest.py's tiny_model_dir is not visible here: built the same way.
    return build_tiny_model(tmp_path_factory.mktemp("ckpt") / "tiny")


def test_end_to_end_on_the_tiny_model(tiny_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    docs = tmp_path / "benchmarks.md"
    docs.write_text("# Benchmarks\n\n## Other\n\nkept\n")
    monkeypatch.setattr(kv_quality, "publish", lambda title, report, write: (
        print(report), write and replace_section(title, report, docs)))
    argv = ["--model", str(tiny_dir), "--threads", "1", "--max-tokens", "3", "--json", "--write-docs"]
    assert kv_quality.main(argv) == 0

    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    rows = {(r["kv_cache_dtype"], r["workload"]): r for r in report["rows"]}
    assert set(rows) == {(run, w) for run in ("control", "fp8_e4m3", "int8") for w in (*kv_quality.WORKLOADS, "all")}
    for (run, workload), r in rows.items():
        assert all(0.0 <= r[k] <= 1.0 for k in FRACTIONS), r
        assert 0.0 <= r["mean_kl"] <= r["max_kl"], r
        assert r["positions"] >= r["sequences"] >= 1
        assert (r["json_valid"] is None) == (workload != "JSON")
        if run == "control":  # the same cache twice: no difference at all
            assert r["mean_kl"] == 0.0 and r["max_kl"] == 0.0, r
            assert all(r[k] == 1.0 for k in FRACTIONS), r
            assert r["json_valid"] in (None, report["json_valid_auto"])
    assert rows["control", "all"]["sequences"] == sum(rows["control", w]["sequences"] for w in kv_quality.WORKLOADS)

    text = docs.read_text()
    assert text.startswith("# Benchmarks\n\n## Other\n\nkept\n") and kv_quality.SECTION in text
    assert "python -m bench.kv_quality " + " ".join(argv) in text  # the command that writes it again
    assert "Measured 20" in text and "| fp8_e4m3 | **all** |" in text and "| auto (control) | chat |" in text


def test_json_answers_count_as_valid_bare_or_fenced() -> None:
    assert kv_quality.json_valid('{"a": 1}')
    assert kv_quality.json_valid('Here it is:\n```json\n{"a": [1, 2]}\n```\nDone.')
    assert kv_quality.json_valid('```\n{"a": null}\n```')
    assert not kv_quality.json_valid('{"a": 1')
    assert not kv_quality.json_valid('Sure! ```json\n{"a": 1,\n')


def test_agreement_counts_up_to_the_first_divergence() -> None:
    assert kv_quality.common_prefix([1, 2, 3], [1, 2, 4]) == 2
    assert kv_quality.common_prefix([1, 2], [1, 2, 3]) == 2
    assert kv_quality.common_prefix([5], [6]) == 0
