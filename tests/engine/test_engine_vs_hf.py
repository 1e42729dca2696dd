"""Greedy outputs of the engine equal transformers `generate` in every scheduling set-up.

Prompts run concurrently, so prefix hits, chunked prefill, preemption and batched decode all
happen; the reference is Hugging Face on the same float32 checkpoint, one prompt at a time.
"""

from __future__ import annotations

import random

import pytest
from engine_test_utils import HFReference, assert_matches_reference, run_all

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from protocol.block_hash import cached_tokens
from protocol.sampling_params import SamplingParams

GREEDY = SamplingParams(max_tokens=8, temperature=0.0)


def random_prompts(vocab: int, n: int, seed: int, shared_prefix: int = 0, max_len: int = 500) -> list[list[int]]:
    """`n` prompts of lengths spread over 1..max_len; with `shared_prefix`, groups share long prefixes."""
    rng = random.Random(seed)
    lengths = [1, max_len] + [rng.randint(2, max_len) for _ in range(n - 2)]
    prefixes = [[rng.randrange(3, vocab) for _ in range(shared_prefix)] for _ in range(3)]
    out = []
    for i, length in enumerate(lengths):
        head = prefixes[i % 3][: max(0, min(shared_prefix, length - 1))] if shared_prefix else []
        out.append(head + [rng.randrange(3, vocab) for _ in range(length - len(head))])
    return out


SETUPS = {
    "shared_prefixes": dict(shared_prefix=300, config={}),
    "tiny_pool_preempts": dict(shared_prefix=0, config={"kv_cache_blocks": 48, "max_num_batched_tokens": 512}),
    "prefill_budget_below_prompt": dict(shared_prefix=200, config={"max_num_batched_tokens": 64}),
    "block_size_1": dict(shared_prefix=100, config={"block_size": 1, "kv_cache_blocks": 6000}),
    "block_size_7": dict(shared_prefix=100, config={"block_size": 7}),
}


MODELS = ["tiny_model_dir", "qwen2_model_dir", "mistral_model_dir", "mistral_window_model_dir", "qwen2_window_model_dir"]
_refs: dict[str, HFReference] = {}


def reference(model_dir: str) -> HFReference:
    """One HF model per checkpoint for the whole module (its generations are memoized)."""
    if model_dir not in _refs:
        _refs[model_dir] = HFReference(model_dir)
    return _refs[model_dir]


@pytest.mark.parametrize("setup", list(SETUPS))
@pytest.mark.parametrize("model", MODELS)
def test_matches_transformers(request, model, setup):
    model_dir = str(request.getfixturevalue(model))
    spec = SETUPS[setup]
    engine = LLMEngine(EngineConfig(model=model_dir, **spec["config"]))
    prompts = random_prompts(engine.tokenizer.vocab_size, 16, seed=1, shared_prefix=spec["shared_prefix"])
    results = run_all(engine, prompts, GREEDY)
    for prompt, res in zip(prompts, results, strict=True):
        assert_matches_reference(reference(model_dir), prompt, res.token_ids, GREEDY.max_tokens)
    if setup == "shared_prefixes":
        assert sum(r.num_cached_tokens for r in results) >= 8 * 288, "shared prefixes must hit the cache"
    if setup == "tiny_pool_preempts" and engine.cache.window is None:
        assert engine.scheduler.num_preemptions > 0, "the pool was meant to be small enough to preempt"
    elif setup == "tiny_pool_preempts":  # every layer slides: each sequence holds only its window's blocks
        assert engine.scheduler.num_preemptions == 0
    assert engine.num_free_blocks + engine.cache.num_cached_blocks == engine.pool.num_blocks


def chats(n: int, seed: int) -> list[list[dict[str, str]]]:
    rng = random.Random(seed)
    words = "the cache holds prefix blocks so a replica skips prefill for shared system prompts".split()
    system = {"role": "system", "content": " ".join(rng.choice(words) for _ in range(120))}
    out = []
    for i in range(n):
        turns = [system] if i % 2 == 0 else []
        for t in range(1 + i % 3):
            turns.append({"role": "user", "content": " ".join(rng.choice(words) for _ in range(5 + 7 * i))})
            if t < i % 3:
                turns.append({"role": "assistant", "content": " ".join(rng.choice(words) for _ in range(4))})
        out.append(turns)
    return out


@pytest.mark.parametrize("model", MODELS)
def test_chat_matches_transformers(request, model):
    model_dir = str(request.getfixturevalue(model))
    engine = LLMEngine(EngineConfig(model=model_dir))
    prompts = [engine.tokenizer.encode_chat(c) for c in chats(16, seed=7)]
    results = run_all(engine, prompts, GREEDY)
    for prompt, res in zip(prompts, results, strict=True):
        assert_matches_reference(reference(model_dir), prompt, res.token_ids, GREEDY.max_tokens)


def test_simultaneous_shared_prefix_computed_once(tiny_model_dir):
    """N requests arriving together that share a 300-token prefix: N-1 report it cached."""
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, max_num_batched_tokens=128))
    rng = random.Random(3)
    prefix = [rng.randrange(3, engine.tokenizer.vocab_size) for _ in range(300)]
    prompts = [prefix + [rng.randrange(3, 1000) for _ in range(20 + i)] for i in range(6)]
    results = run_all(engine, prompts, GREEDY)
    full = cached_tokens(320, 300 // 16, 16)
    hits = [r.num_cached_tokens for r in results]
    assert sorted(hits) == [0] + [full] * 5, hits


@pytest.mark.parametrize("config", [
    {"max_num_batched_tokens": 96, "kv_cache_blocks": 256},  # shared prefixes, chunked prefill
    {"block_size": 7, "kv_cache_blocks": 34, "max_num_batched_tokens": 64},  # odd blocks, preemption
])
def test_smollm2_matches_transformers(smollm2_model_dir, config):
    model_dir = str(smollm2_model_dir)
    engine = LLMEngine(EngineConfig(model=model_dir, **config))
    prompts = [engine.tokenizer.encode_chat(c) for c in
               ([{"role": "user", "content": q}] for q in ("What is 2+2?", "Name three colors.",
                                                          "Write one sentence about the sea."))]
    prompts += random_prompts(engine.tokenizer.vocab_size, 5, seed=11, shared_prefix=120, max_len=200)
    sampling = SamplingParams(max_tokens=6, temperature=0.0)
    for prompt, res in zip(prompts, run_all(engine, prompts, sampling), strict=True):
        assert_matches_reference(reference(model_dir), prompt, res.token_ids, 6)
    if "block_size" in config:
        assert engine.scheduler.num_preemptions > 0, "the pool was meant to be small enough to preempt"


def test_sliding_window_generation_runs_past_the_pool_and_a_continuation_reuses_its_window(
        mistral_window_model_dir):
    """Every layer slides (window 10): blocks wholly before a sequence's window are released, so a
    sequence four times the pool's size runs in a 7-block pool with greedy outputs equal to
    transformers; the next turn of that conversation matches through the released (hollow) head of
    the cached path and is served from its last window, with the same output as transformers."""
    model_dir = str(mistral_window_model_dir)
    engine = LLMEngine(EngineConfig(model=model_dir, block_size=4, kv_cache_blocks=7, max_num_batched_tokens=64))
    assert engine.cache.window == 10 and engine.max_model_len == 4096  # not cut to the pool's 28 tokens
    rng = random.Random(5)
    prompt = [rng.randrange(3, engine.tokenizer.vocab_size) for _ in range(23)]
    sampling = SamplingParams(max_tokens=90, temperature=0.0, ignore_eos=True)
    first = run_all(engine, [prompt], sampling)[0]  # run_all checks the block accounting every step
    assert len(prompt) + len(first.token_ids) > 4 * 7 * 4
    assert_matches_reference(reference(model_dir), prompt, first.token_ids, 90)
    follow_up = prompt + first.token_ids[:80]
    second = run_all(engine, [follow_up], SamplingParams(max_tokens=12, temperature=0.0, ignore_eos=True))[0]
    assert_matches_reference(reference(model_dir), follow_up, second.token_ids, 12)
    assert second.num_cached_tokens == cached_tokens(103, 25, 4), second.num_cached_tokens
    assert engine.scheduler.num_preemptions == 0
