"""The host tier (`--cpu-offload-blocks`): blocks evicted from the device pool are copied to host
memory and copied back on a later hit. Outputs are the same with it and without; a prompt whose
prefix was pushed out to the host is served from it (and usage says so); moves are reported as KV
events and metrics."""

from __future__ import annotations

import random

from engine_test_utils import run_all

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.metrics import EngineMetrics
from protocol.sampling_params import SamplingParams

GREEDY = SamplingParams(max_tokens=6, temperature=0)


def engine(tiny_model_dir, offload: int) -> LLMEngine:
    return LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=12,
                                  cpu_offload_blocks=offload, threads=1), EngineMetrics())


def prompts(n: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    return [[rng.randrange(5, 200) for _ in range(40)] for _ in range(n)]


def test_a_prefix_pushed_to_the_host_is_served_from_it(tiny_model_dir) -> None:
    eng = engine(tiny_model_dir, offload=64)
    first, *others = prompts(6, seed=1)
    (alone,) = run_all(eng, [first], GREEDY)
    for p in others:  # each fills most of the 12-block pool: `first` is evicted to the host
        run_all(eng, [p], GREEDY)
    media = {b.medium for b in eng.snapshot().blocks}
    assert media == {"device", "host"}
    host_before = eng.cache.host.restored
    (again,) = run_all(eng, [first], GREEDY)
    assert again.token_ids == alone.token_ids
    assert again.num_cached_tokens == 32  # both full blocks (the third holds the last token, computed)
    assert eng.cache.host.restored - host_before >= 1  # at least one of them came back from the host
    text = eng.metrics.render().decode()
    assert 'kvroute_engine_host_tier_blocks_total{event="restored"}' in text
    assert 'kvroute_engine_host_tier_blocks_total{event="offloaded"}' in text
    assert eng.kv_info().host_capacity_blocks == 64
    events = eng.event_log.since(0)
    assert {(e.type, e.medium) for e in events} >= {("stored", "host"), ("removed", "host"), ("stored", "device")}
    eng.check_invariants()


def test_outputs_are_the_same_with_and_without_the_host_tier(tiny_model_dir) -> None:
    work = prompts(8, seed=2)
    rng = random.Random(3)
    order = work + [rng.choice(work) for _ in range(8)]  # repeats after their blocks were evicted
    plain, tiered = engine(tiny_model_dir, offload=0), engine(tiny_model_dir, offload=48)
    got_plain = [run_all(plain, [p], GREEDY)[0] for p in order]
    got_tiered = [run_all(tiered, [p], GREEDY)[0] for p in order]
    assert [d.token_ids for d in got_plain] == [d.token_ids for d in got_tiered]
    assert sum(d.num_cached_tokens for d in got_tiered) > sum(d.num_cached_tokens for d in got_plain)
    tiered.check_invariants()
