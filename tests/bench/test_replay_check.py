"""The replay check's bookkeeping: prompts share exactly the engine blocks their trace blocks share,
a short real replay (2 tiny replicas, 2 policies) answers every request with its tokens conserved,
and the comparison flags a simulator that disagrees with reality. No timing assertions."""

from __future__ import annotations

import json
from itertools import combinations
from pathlib import Path

import bench_traces
import pytest

from bench import cli as bench_cli
from bench import replay_check as rc
from bench.sim_model import BLOCK
from proxy.config_types import PolicyConfig

pytestmark = pytest.mark.timeout(120)


def write_trace(path: Path, n: int = 16, seed: int = 3) -> Path:
    """Conversations growing turn by turn under a shared block 0, some one-off prompts, a repeated
    prompt, and a prompt of exactly whole blocks."""
    return bench_traces.write_trace(path, n, seed, gap=300, grow=3, fresh=4, max_output=9, whole_at=5,
                                    repeat_last=True)


@pytest.fixture
def trace(tmp_path: Path) -> Path:
    return write_trace(tmp_path / "trace.jsonl")


def slices(trace: Path) -> list[list[dict]]:
    out = [rc.select_rows(trace, 1, 0, 100, 4)]
    if rc.TRACE.exists():
        out.append(rc.select_rows(rc.TRACE, 32, 0, 60, 4))
    return out


@pytest.mark.parametrize("t", [16, 32, 64])
def test_prompts_share_exactly_the_blocks_their_trace_ids_share(trace: Path, t: int) -> None:
    for rows in slices(trace):
        tokens = rc.TokenMap(t)
        prompts = [tokens.prompt(i, r) for i, r in enumerate(rows)]
        for r, p in zip(rows, prompts, strict=True):
            n = r["input_length"]
            assert len(p) == n // BLOCK * t + tokens.tail_len(n)
            assert all(rc.TOKEN_LO <= x < rc.TOKEN_HI for x in p)
        for a, b in combinations(range(len(rows)), 2):
            ids = rc.leading_ids(rc.full_ids(rows[a]), rc.full_ids(rows[b]))
            assert rc.leading_blocks(prompts[a], prompts[b]) == ids * t // rc.ENGINE_BLOCK, (a, b)


def test_slices_keep_time_order_and_cap_outputs(trace: Path) -> None:
    rows = rc.select_rows(trace, 1, 2, 5, 3)
    assert len(rows) == 5 and [r["timestamp"] for r in rows] == sorted(r["timestamp"] for r in rows)
    assert all(1 <= r["output_length"] <= 3 for r in rows)


def test_knobs_scale_to_the_trace_units() -> None:
    d = PolicyConfig()
    same = rc.scaled_knobs(BLOCK)  # a real token per trace token: the shipped token knobs
    assert all(same[k] == getattr(d, k) for k in rc.TOKEN_KNOBS)
    k = rc.scaled_knobs(32)
    assert k["load_weight"] == d.load_weight / 16 and k["min_match_tokens"] == d.min_match_tokens // 16
    assert k["min_match_blocks"] == 2 * d.min_match_blocks and k["hot_prefix_blocks"] == 2 * d.hot_prefix_blocks
    assert 'name = "least_loaded"' in rc.policy_toml("least_loaded", k)


def test_comparison_flags_disagreement() -> None:
    ok = rc.compare({"a": 0.30, "b": 0.10, "c": 0.12}, {"a": 0.28, "b": 0.13, "c": 0.11}, 0.05)
    assert ok.agree and not ok.conflicts and not ok.same_order  # b and c swap within the tolerance
    flipped = rc.compare({"a": 0.30, "b": 0.10}, {"a": 0.12, "b": 0.28}, 0.05)
    assert not flipped.agree and flipped.conflicts == (("a", "b"),) and not any(flipped.within.values())
    off = rc.compare({"a": 0.30, "b": 0.10}, {"a": 0.40, "b": 0.12}, 0.05)  # same order, one too far off
    assert off.same_order and not off.conflicts and off.within == {"a": False, "b": True} and not off.agree
    ranked = rc.compare({"a": 0.30, "b": 0.27}, {"a": 0.20, "b": 0.27}, 0.05)  # a drops 0.10 and falls 0.07 below b
    assert not ranked.agree and ranked.conflicts == (("a", "b"),)
    table = "\n".join(rc.verdict_table(flipped, *[{p: {"hit_rate": h, "hit_rate_min": h, "hit_rate_max": h,
                                                       "load_max_over_mean": 1.0, "ttft_p50_s": 0.1,
                                                       "ttft_p99_s": 0.2} for p, h in side.items()}
                                                  for side in (flipped.sim, flipped.real)]))
    assert "DISAGREE" in table and "**no**" in table
    with pytest.raises(ValueError):
        rc.compare({"a": 0.1}, {"b": 0.1}, 0.05)


def test_bookkeeping_catches_lost_and_altered_requests() -> None:
    good = [rc.Answer("r0", 200, 40, 16, 2), rc.Answer("r1", 200, 33, 0, 3)]
    assert rc.check_bookkeeping(good, [[1] * 40, [1] * 33], [2, 3], ["r0", "r1"]) == []
    bad = [rc.Answer("r0", 200, 40, 16, 2), rc.Answer(status=503, error="busy"), rc.Answer("r9", 200, 7, 0, 1),
           rc.Answer("r1", 200, 32, 0, 1)]
    problems = rc.check_bookkeeping(bad, [[1] * 40, [1] * 3, [1] * 7, [1] * 33], [2, 1, 1, 1], ["r0", "r1"])
    assert [p.split(":")[0] for p in problems] == ["request 1", "request 2", "request 3"]


def test_a_short_real_replay_answers_everything(trace: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rc, "OUT", tmp_path / "out")  # the real run's files stay as it left them
    assert rc.main(["--trace", str(trace), "--keep", "1", "--requests", "20", "--replicas", "2", "--capacity-blocks",
                    "40", "--tokens-per-id", "32", "--policies", "round_robin,cache_aware", "--time-scale", "2",
                    "--sim-seeds", "1", "--write-json"]) == 0
    out = json.loads((tmp_path / "out" / "replay_check.json").read_text())
    rows = rc.select_rows(trace, 1, 0, 20, 4)
    tokens = rc.TokenMap(32)
    prompt = sum(len(tokens.prompt(i, r)) for i, r in enumerate(rows))
    assert out["bookkeeping_problems"] == {"round_robin": [], "cache_aware": []}
    for pol in ("round_robin", "cache_aware"):
        real, sim = out["real"][pol], out["simulator"][pol]
        assert real["answered"] == real["requests"] == len(rows) == sum(real["routed"])
        assert real["prompt_tokens"] == prompt and sum(real["per_request_prompt"]) == prompt
        assert real["completion_tokens"] == sum(r["output_length"] for r in rows)
        assert real["cached_tokens"] == sum(real["per_request_cached"]) < prompt
        assert sim["completed"] == len(rows) == sum(sim["routed"])
        assert sim["prompt_tokens"] == sum(r["input_length"] for r in rows)
    assert set(out["comparison"]["diff"]) == {"round_robin", "cache_aware"}
    assert (tmp_path / "out" / "replay_check.png").exists()


def test_registered_as_a_benchmark() -> None:
    assert bench_cli.BENCHMARKS["replay"][0] == "bench.replay_check"
