"""Sampling against brute-force reference distributions, seeds, and every stop condition."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
import torch
from engine_test_utils import run_all

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.sampler import RowContext, make_generator, sample
from protocol.sampling_params import SamplingParams


def reference_distribution(logits: list[float], temperature: float, top_k: int, top_p: float) -> list[float]:
    """Temperature, then keep the top-k, then the smallest top set with mass >= top_p; renormalize."""
    scaled = [x / temperature for x in logits]
    order = sorted(range(len(scaled)), key=lambda i: -scaled[i])
    if top_k > 0:
        order = order[:top_k]
    z = sum(math.exp(scaled[i]) for i in order)
    kept, mass = [], 0.0
    for i in order:
        kept.append(i)
        mass += math.exp(scaled[i]) / z
        if mass >= top_p:
            break
    z = sum(math.exp(scaled[i]) for i in kept)
    return [math.exp(scaled[i]) / z if i in kept else 0.0 for i in range(len(logits))]


@pytest.mark.parametrize("temperature,top_k,top_p", [(1.0, -1, 1.0), (0.7, 3, 1.0), (1.3, -1, 0.8), (1.0, 4, 0.6)])
def test_sampled_frequencies_match_the_reference(temperature, top_k, top_p):
    logits = [2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -3.0]
    want = reference_distribution(logits, temperature, top_k, top_p)
    params = SamplingParams(max_tokens=1, temperature=temperature, top_k=top_k, top_p=top_p, seed=1)
    gen = make_generator(params, 0)
    n = 6000
    row = torch.tensor([logits])
    counts = Counter(sample(row, [RowContext(params, gen, (), ())])[0] for _ in range(n))
    for token, p in enumerate(want):
        if p == 0:
            assert counts[token] == 0, f"token {token} is outside top-k/top-p but was sampled"
        else:  # within 5 standard deviations of the binomial
            assert abs(counts[token] / n - p) < 5 * math.sqrt(p * (1 - p) / n) + 1e-9, (token, counts[token] / n, p)


def test_greedy_and_degenerate_filters_pick_the_argmax():
    logits = torch.randn(5, 50, generator=torch.Generator().manual_seed(0))
    best = logits.argmax(-1).tolist()
    for params in (SamplingParams(max_tokens=1, temperature=0.0), SamplingParams(max_tokens=1, top_k=1, seed=3),
                   SamplingParams(max_tokens=1, top_p=1e-6, seed=3)):
        gens = [make_generator(params, 0) for _ in range(5)]
        assert sample(logits, [RowContext(params, g, (), ()) for g in gens]) == best


@pytest.fixture(scope="module")
def engine(tiny_model_dir):
    return LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16))


def prompts(engine, n, seed):
    rng = random.Random(seed)
    return [[rng.randrange(3, engine.tokenizer.vocab_size) for _ in range(rng.randint(5, 80))] for _ in range(n)]


def test_same_seed_same_output_whatever_shares_the_batch(engine):
    seeded = SamplingParams(max_tokens=24, temperature=1.0, top_p=0.9, seed=1234, ignore_eos=True)
    target = prompts(engine, 1, seed=0)
    alone = run_all(engine, target, seeded)[0].token_ids
    others = prompts(engine, 7, seed=1)
    noise = [SamplingParams(max_tokens=rng_len, temperature=1.0, ignore_eos=True) for rng_len in range(5, 40, 5)]
    crowd = run_all(engine, others[:3] + target + others[3:], noise[:3] + [seeded] + noise[3:])
    assert crowd[3].token_ids == alone
    other_seed = run_all(engine, target, SamplingParams(max_tokens=24, temperature=1.0, top_p=0.9, seed=99,
                                                        ignore_eos=True))[0].token_ids
    assert other_seed != alone, "a different seed should give a different continuation"


def test_stop_conditions(engine):
    prompt = prompts(engine, 1, seed=2)
    free = run_all(engine, prompt, SamplingParams(max_tokens=30, temperature=0.0, ignore_eos=True))[0]
    assert free.finish_reason == "length" and len(free.token_ids) == 30
    # stop token id: the 5th generated token
    stop_id = free.token_ids[4]
    first = free.token_ids.index(stop_id)
    res = run_all(engine, prompt, SamplingParams(max_tokens=30, temperature=0.0, ignore_eos=True,
                                                 stop_token_ids=(stop_id,)))[0]
    assert res.finish_reason == "stop" and res.token_ids == free.token_ids[: first + 1]
    # stop string: a piece of the text; the text ends right before its first occurrence
    stop = free.text[len(free.text) // 2 : len(free.text) // 2 + 3]
    if stop.strip():
        res = run_all(engine, prompt, SamplingParams(max_tokens=30, temperature=0.0, ignore_eos=True,
                                                     stop=(stop,)))[0]
        assert res.finish_reason == "stop" and res.text == free.text[: free.text.index(stop)]
