"""Scheduling behaviour the contract promises: FCFS under pressure, a context no larger than the pool
(refused up front, never failed mid-generation), and blocks all returned afterwards."""

from __future__ import annotations

import random

import pytest
from engine_test_utils import run_all

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest
from protocol.errors import APIError
from protocol.sampling_params import SamplingParams


def test_prompt_larger_than_the_pool_is_refused(tiny_model_dir):
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=4))
    with pytest.raises(APIError) as err:
        engine.add_request(GenerationRequest("big", tuple(range(3, 103)), SamplingParams(max_tokens=4)))
    assert err.value.status == 400 and "context is 64 tokens" in err.value.message  # 4 blocks of 16


def test_a_pool_smaller_than_the_context_limits_the_context_instead_of_failing_mid_generation(tiny_model_dir):
    """8 blocks of 16 hold 128 tokens: that is the context. A request that asks for more is refused up
    front (400); one that names no max_tokens stops with `length` at 128 tokens, never an error."""
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=8))
    assert engine.max_model_len == 128
    with pytest.raises(APIError) as err:
        engine.add_request(GenerationRequest("huge", tuple(range(3, 60)),
                                             SamplingParams(max_tokens=200, temperature=0.0, ignore_eos=True)))
    assert err.value.status == 400 and err.value.param == "max_tokens" and "128" in err.value.message
    engine.add_request(GenerationRequest("open", tuple(range(3, 60)),
                                         SamplingParams(max_tokens=None, temperature=0.0, ignore_eos=True)))
    outputs = {}
    while engine.has_unfinished():
        for out in engine.step():
            if out.finished:
                outputs[out.request_id] = out
        engine.check_invariants()
    assert outputs["open"].finish_reason == "length" and outputs["open"].error is None
    assert 57 + len(outputs["open"].new_token_ids) <= 128
    small = run_all(engine, [[5, 6, 7]], SamplingParams(max_tokens=4, temperature=0.0, ignore_eos=True))
    assert len(small[0].token_ids) == 4


def test_an_explicit_context_the_pool_cannot_hold_refuses_to_start(tiny_model_dir):
    with pytest.raises(ValueError, match=r"^max-model-len 256: the KV cache holds 128 tokens"):
        LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=8, max_model_len=256))


def test_fcfs_under_memory_pressure(tiny_model_dir):
    """With room for about two requests at a time, requests finish in the order they arrived."""
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=12,
                                    max_num_batched_tokens=256))
    rng = random.Random(0)
    n = 6
    for i in range(n):
        engine.add_request(GenerationRequest(f"r{i}", tuple(rng.randrange(3, 2000) for _ in range(60)),
                                             SamplingParams(max_tokens=20, temperature=0.0, ignore_eos=True)))
    order = []
    while engine.has_unfinished():
        for out in engine.step():
            if out.finished:
                assert out.error is None
                order.append(out.request_id)
        engine.check_invariants()
    assert order == [f"r{i}" for i in range(n)]
    assert engine.num_free_blocks + engine.cache.num_cached_blocks == engine.pool.num_blocks


def test_abort_frees_blocks(tiny_model_dir):
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=64))
    engine.add_request(GenerationRequest("a", tuple(range(3, 200)),
                                         SamplingParams(max_tokens=100, temperature=0.0, ignore_eos=True)))
    engine.step()
    engine.step()
    engine.abort_request("a")
    outs = engine.step()
    assert [o.finish_reason for o in outs if o.request_id == "a"] == ["abort"]
    assert not engine.has_unfinished()
    engine.check_invariants()
    assert engine.num_free_blocks + engine.cache.num_cached_blocks == engine.pool.num_blocks


def test_decodes_advance_every_step_while_a_long_prompt_prefills(tiny_model_dir):
    """Chunked prefill under a small budget never stalls a running decode, even when the prefilling
    request is the older one (as a preempted request that recomputes is)."""
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, max_num_batched_tokens=64))
    greedy = SamplingParams(max_tokens=40, temperature=0.0, ignore_eos=True)
    engine.add_request(GenerationRequest("decoder", (5, 6, 7, 8), greedy, arrival_time=2.0))
    engine.step()  # prefill the short prompt; it decodes from now on
    engine.add_request(GenerationRequest("long", tuple(range(3, 603)), SamplingParams(max_tokens=2),
                                         arrival_time=1.0))
    for _ in range(10):  # the long prompt needs 10 chunks of <= 64 tokens
        outs = {o.request_id: o for o in engine.step()}
        assert len(outs["decoder"].new_token_ids) == 1
