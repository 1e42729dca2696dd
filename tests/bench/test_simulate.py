"""The fleet simulator's bookkeeping (requests and tokens conserved, the oracle reproduced, seeded
runs identical), its CLI contract (`--json` is the last stdout line and has the contract's keys) and
its LRU radix cache against a brute-force reference. No timing assertions."""

from __future__ import annotations

import json
import random
from pathlib import Path

import bench_traces
import pytest

from bench import cli as bench_cli
from bench import simulate
from bench.load_client import pct
from bench.sim_fleet import Fleet
from bench.sim_model import (
    BLOCK,
    COST_MODELS,
    RadixLRU,
    chain_hashes,
    load_cost_model,
    load_trace,
    oracle_hit_rate,
)
from bench.sim_policies import POLICY_NAMES, make_policy

pytestmark = pytest.mark.timeout(120)

TIMING_KEYS = {"wall_s", "route_us"}


def write_trace(path: Path, n: int = 240, seed: int = 1) -> Path:
    """Conversations that grow turn by turn under one shared system block, plus one-off prompts."""
    return bench_traces.write_trace(path, n, seed, gap=400, grow=4, fresh=6, max_output=60, last_block=BLOCK + 1)


@pytest.fixture
def trace(tmp_path: Path) -> Path:
    return write_trace(tmp_path / "trace.jsonl")


def test_chained_hashes_name_whole_prefixes() -> None:
    a, b = chain_hashes([0, 1, 2]), chain_hashes([0, 1, 3])
    assert a[:2] == b[:2] and a[2] != b[2]
    assert chain_hashes([5, 1])[1] != a[1]  # the same id under another prefix is another block
    assert all(len(h) == 32 for h in a)


@pytest.mark.parametrize("policy", POLICY_NAMES)
def test_requests_and_tokens_are_conserved(trace: Path, policy: str) -> None:
    reqs = load_trace(trace, time_scale=20.0)
    res = Fleet(reqs, 4, 40, COST_MODELS["gpu-llama8b-a100"], make_policy(policy, 3)).run()
    assert sum(res.routed) == len(reqs) and all(r >= 0 for r in res.replica)
    assert all(d >= 0 for d in res.done)  # every request finished
    assert res.computed_tokens + sum(res.cached) == sum(r.prompt_tokens for r in reqs)
    assert res.generated_tokens == sum(r.output_tokens for r in reqs)
    rate = COST_MODELS["gpu-llama8b-a100"].prefill_tok_s
    for a, q, f, d, p, c in zip(res.arrival, res.admit, res.first, res.done, res.prompt, res.cached, strict=True):
        assert a <= q <= f <= d
        assert f - q >= (p - c) / rate - 1e-9  # no first token before its own uncached prefill ran
    assert all(c <= r.prompt_tokens - 1 for c, r in zip(res.cached, reqs, strict=True))  # the last token is computed


def test_replicas_sharing_cores_run_slower_only_when_more_are_busy_than_cores(trace: Path) -> None:
    reqs = load_trace(trace, time_scale=20.0)
    cost = COST_MODELS["gpu-llama8b-a100"]

    def run(cores: float | None) -> list[float]:
        res = Fleet(reqs, 4, 40, cost, make_policy("round_robin", 3), cores=cores).run()
        return [d - a for d, a in zip(res.done, res.arrival, strict=True)]

    alone = run(None)
    assert run(4) == alone  # as many cores as replicas: no contention
    shared = run(1)
    assert all(s >= a - 1e-9 for s, a in zip(shared, alone, strict=True)) and sum(shared) > 1.5 * sum(alone)
    # One request on one replica is never slowed, whatever the cores.
    one = reqs[:1]
    solo = [Fleet(one, 4, 40, cost, make_policy("round_robin", 3), cores=c).run().done[0] for c in (None, 0.5, 1)]
    assert solo[0] == solo[2] and solo[1] == pytest.approx(2 * solo[0] - one[0].arrival_s)


def test_one_replica_with_an_infinite_cache_is_the_oracle(trace: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    serial = tmp_path / "serial.json"
    serial.write_text(json.dumps({"max_batch": 1}))  # one request at a time: each sees all before it
    assert simulate.main(["--trace", str(trace), "--replicas", "1", "--capacity-blocks", "0", "--policy", "ours",
                          "--cost-model", str(serial), "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["hit_rate"] == out["oracle_hit_rate"] == oracle_hit_rate(load_trace(trace))
    assert out["hit_rate"] > 0.3


def test_the_oracle_counts_cached_tokens_as_the_contract_does(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    rows = [{"timestamp": 0, "input_length": 3 * BLOCK, "output_length": 1, "hash_ids": [7, 8, 9]},
            {"timestamp": 1, "input_length": 3 * BLOCK, "output_length": 1, "hash_ids": [7, 8, 9]}]
    path.write_text("\n".join(json.dumps(r) for r in rows))
    # The repeat holds all 3 blocks, but its last token is computed: 2 blocks count.
    assert oracle_hit_rate(load_trace(path)) == pytest.approx(2 * BLOCK / (6 * BLOCK))


def test_a_seed_fixes_every_number(trace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--trace", str(trace), "--sweep", "3,5", "--capacity-blocks", "30", "--policy", "all", "--seed", "7",
            "--cost-model", "gpu-llama8b-a100", "--time-scale", "20", "--json"]
    runs = []
    for _ in range(2):
        assert simulate.main(argv) == 0
        line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        runs.append([{k: v for k, v in r.items() if k not in TIMING_KEYS} for r in line["runs"]])
    assert runs[0] == runs[1]
    assert {r["policy"] for r in runs[0]} == set(POLICY_NAMES)


def test_seeds_report_each_policys_spread_over_seeds(trace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--trace", str(trace), "--replicas", "3", "--capacity-blocks", "30", "--policy", "ours,least_loaded",
            "--cost-model", "gpu-llama8b-a100", "--time-scale", "20"]
    singles = {}
    for seed in (4, 5, 6):  # each seed alone
        assert simulate.main([*argv, "--seed", str(seed), "--json"]) == 0
        line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        singles[seed] = {r["policy"]: r["hit_rate"] for r in line["runs"]}
    assert simulate.main([*argv, "--seed", "4", "--seeds", "3"]) == 0
    out = capsys.readouterr().out
    assert "Over seeds 4-6 (3 runs each), min - max:" in out
    row = next(line for line in out.splitlines() if line.startswith("| 3 | least_loaded |"))
    lo, hi = min(s["least_loaded"] for s in singles.values()), max(s["least_loaded"] for s in singles.values())
    assert row.split(" | ")[2] == (f"{lo:.3f}" if f"{lo:.3f}" == f"{hi:.3f}" else f"{lo:.3f} - {hi:.3f}")


def test_json_is_the_last_stdout_line_with_the_contract_keys(trace: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "simulate" in bench_cli.BENCHMARKS
    assert bench_cli.main(["simulate", "--trace", str(trace), "--replicas", "4", "--capacity-blocks", "50",
                           "--policy", "sglang", "--limit", "100", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    out = json.loads(lines[-1])
    for key in simulate.JSON_KEYS:
        assert isinstance(out[key], float), key
    assert out["requests"] == 100 and out["policy"] == "sglang" and out["replicas"] == 4
    assert 0.0 <= out["hit_rate"] <= out["oracle_hit_rate"] <= 1.0
    assert out["ttft_p50_s"] <= out["ttft_p99_s"] and out["load_max_over_mean"] >= 1.0


def test_bad_arguments_are_refused(trace: Path) -> None:
    for argv in (["--replicas", "2", "--capacity-blocks", "5", "--policy", "nope"],
                 ["--capacity-blocks", "5"],
                 ["--replicas", "2", "--capacity-blocks", "5", "--cost-model", "tpu-mystery"]):
        with pytest.raises(SystemExit) as e:
            simulate.main(["--trace", str(trace), *argv])
        assert e.value.code == 2


def test_cost_model_files_override_the_cpu_defaults(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"prefill_tok_s": 1000.0, "decode_ms": [[1, 10.0], [9, 20.0]]}))
    cost = load_cost_model(str(path))
    assert cost.prefill_tok_s == 1000.0 and cost.max_batch == COST_MODELS["cpu-smollm2"].max_batch
    assert cost.decode_s(5) == pytest.approx(0.015) and cost.decode_s(17) == pytest.approx(0.030)
    path.write_text(json.dumps({"warp_drive": 1}))
    with pytest.raises(ValueError, match="warp_drive"):
        load_cost_model(str(path))


class BruteForceCache:
    """The reference: blocks with a parent and a last-use tick; eviction takes the unpinned block
    with no cached child whose last use is oldest, one at a time."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.parent: dict[str, str | None] = {}
        self.tick: dict[str, int] = {}
        self.pins: dict[str, int] = {}
        self.clock = 0

    def match(self, hashes: list[str]) -> int:
        m = 0
        while m < len(hashes) and hashes[m] in self.parent:
            m += 1
        return m

    def pin(self, hashes: list[str]) -> None:
        for h in hashes:
            self.pins[h] = self.pins.get(h, 0) + 1

    def store(self, hashes: list[str], prefix: str | None) -> None:
        for h in hashes:
            self.parent.setdefault(h, prefix)
            prefix = h
        self.pin(hashes)

    def release(self, hashes: list[str]) -> None:
        for h in reversed(hashes):  # deepest first: a parent is used last
            self.pins[h] -= 1
            if not self.pins[h]:
                del self.pins[h]
            self.clock += 1
            self.tick[h] = self.clock

    def evict(self) -> None:
        while len(self.parent) > self.capacity:
            children = {p for p in self.parent.values() if p is not None}
            leaves = [h for h in self.parent if h not in self.pins and h not in children]
            if not leaves:
                return
            del self.parent[min(leaves, key=self.tick.__getitem__)]


@pytest.mark.parametrize("seed", range(6))
def test_lru_radix_eviction_matches_a_brute_force_reference(seed: int) -> None:
    rng = random.Random(seed)
    chains = [[rng.randrange(4) for _ in range(rng.randrange(1, 7))] for _ in range(40)]  # shared heads
    cache, ref = RadixLRU(12), BruteForceCache(12)
    active: list[tuple[list[str], int, bool]] = []  # (hashes, matched, stored)
    for _ in range(300):
        op = rng.random()
        if op < 0.4 and len(active) < 3:
            hashes = chain_hashes(rng.choice(chains))
            m = cache.match(hashes)
            assert m == ref.match(hashes)
            cache.pin(hashes[:m])
            ref.pin(hashes[:m])
            active.append((hashes, m, False))
        elif op < 0.7 and any(not s for _, _, s in active):
            i = next(i for i, (_, _, s) in enumerate(active) if not s)
            hashes, m, _ = active[i]
            cache.store(hashes[m:])
            ref.store(hashes[m:], hashes[m - 1] if m else None)
            cache.evict()
            ref.evict()
            active[i] = (hashes, m, True)
        elif active and active[0][2]:
            hashes, _, _ = active.pop(0)
            cache.release(hashes)
            ref.release(hashes)
            cache.evict()
            ref.evict()
        cached = {h for h in ref.parent}
        assert {h for h in cached if h in cache} == cached and len(cache) == len(cached)
        assert all(p is None or p in cached for p in ref.parent.values())  # prefix-closed: a radix tree


def test_report_and_plots_render(trace: Path, tmp_path: Path) -> None:
    cost = COST_MODELS["gpu-llama8b-a100"]
    runs = [simulate.simulate(simulate.RunSpec(str(trace), n, 30, p, cost, 20.0))
            for n in (2, 4) for p in ("round_robin", "ours", "pooled_lru")]
    images = simulate.plots(runs, tmp_path)
    text = simulate.report(runs, ["--trace", str(trace), "--write-docs"], cost, 30, images)
    assert "| 4 | **ours** |" in text and "| ours | 4 |" in text and "--write-docs" in text
    assert all(p.exists() for p in images)


def test_the_benchmarks_percentile_is_the_nearest_rank() -> None:
    """bench.load_client.pct, the one percentile the simulator and the load benchmarks report,
    against its definition by brute force: the smallest sample with at least q of all at or below it."""
    rng = random.Random(7)
    for _ in range(300):
        xs = [rng.choice([rng.random(), float(rng.randrange(5))]) for _ in range(rng.randrange(1, 60))]
        q = rng.choice([0.0, 0.01, 0.5, 0.9, 0.95, 0.99, 0.999, 1.0, rng.random()])
        want = min(v for v in xs if sum(x <= v for x in xs) >= q * len(xs) - 1e-9)
        assert pct(xs, q) == want, (xs, q)
    assert pct(list(range(1, 101)), 0.99) == 99 and pct(list(range(1, 101)), 0.5) == 50
    assert pct([], 0.5) != pct([], 0.5)  # NaN
