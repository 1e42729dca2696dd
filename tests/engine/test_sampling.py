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
from engine.sampler import WINDOWS, RowContext, make_generator, process, sample, sampling_weights
from protocol.sampling_params import SamplingParams


def reference_probs(logits: torch.Tensor, p: SamplingParams) -> torch.Tensor:
    """One row's distribution the slow way, in float64: temperature; drop what min_p drops; sort; keep
    the top_k highest and any tied with the k-th; keep the smallest prefix whose mass reaches top_p
    and any tied with its last; renormalize."""
    s = logits.double() / p.temperature
    probs = torch.softmax(s, dim=-1)
    order = torch.sort(s, descending=True).indices
    order = order[probs[order] >= p.min_p * probs.max()]
    if 0 < p.top_k < len(order):
        order = order[s[order] >= s[order[p.top_k - 1]]]
    if p.top_p < 1.0:
        q = torch.softmax(s[order], dim=-1)
        last = order[torch.cumsum(q, dim=0) - q < p.top_p][-1]
        order = order[s[order] >= s[last]]
    out = torch.zeros_like(s)
    out[order] = torch.softmax(s[order], dim=-1)
    return out


@pytest.mark.parametrize("temperature,top_k,top_p", [(1.0, -1, 1.0), (0.7, 3, 1.0), (1.3, -1, 0.8), (1.0, 4, 0.6)])
def test_sampled_frequencies_match_the_reference(temperature, top_k, top_p):
    logits = torch.tensor([2.0, 1.5, 1.0, 0.5, 0.0, -0.5, -1.0, -3.0])
    params = SamplingParams(max_tokens=1, temperature=temperature, top_k=top_k, top_p=top_p, seed=1)
    want = reference_probs(logits, params).tolist()
    gen = make_generator(params, 0)
    n = 6000
    row = logits[None]
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


def random_rows(n: int, vocab: int, seed: int, coarse: bool = False) -> tuple[torch.Tensor, list[SamplingParams]]:
    """Logits from peaked to flat, a quarter of the rows mostly masked (as by a grammar), `coarse`:
    rounded to bfloat16 (many ties); per row a random mix of temperature, top_k, top_p and min_p
    (each often off)."""
    rng = random.Random(seed)
    gen = torch.Generator().manual_seed(seed)
    scale = torch.tensor([rng.choice((0.3, 1.0, 3.0, 8.0)) for _ in range(n)]).unsqueeze(1)
    logits = torch.randn(n, vocab, generator=gen) * scale
    for i in range(0, n, 4):
        masked = torch.rand(vocab, generator=gen) < rng.choice((0.5, 0.99))
        masked[logits[i].argmax()] = False
        logits[i, masked] = float("-inf")
    if coarse:
        logits = logits.bfloat16().float()
    params = [SamplingParams(max_tokens=1, temperature=rng.choice((0.3, 0.7, 1.0, 1.5)),
                             top_k=rng.choice((-1, 0, 1, 5, 50, 300, vocab - 1, vocab + 5)),
                             top_p=rng.choice((1.0, 1.0, 0.99, 0.9, 0.5, 0.1, 1e-6)),
                             min_p=rng.choice((0.0, 0.0, 0.01, 0.1, 0.5))) for _ in range(n)]
    return logits, params


def test_filtered_distribution_matches_a_sorting_reference():
    """The renormalized weights of every row, computed for the whole batch and for small batches (so
    the topk window differs), equal the per-row float64 reference within 1e-6, with the same
    support (up to float32 underflow); on logits with ties too. The top-p rows without top-k cover
    nuclei within each of the `WINDOWS` and wider."""
    for vocab, seed, coarse in ((1000, 0, False), (30000, 4, False), (1000, 2, True)):
        logits, params = random_rows(64, vocab, seed, coarse)
        want = [reference_probs(row, p) for row, p in zip(logits, params, strict=True)]
        sizes = [int((w > 0).sum()) for w, p in zip(want, params, strict=True) if p.top_p < 1 and p.top_k <= 0]
        if vocab > WINDOWS[-1]:
            edges = [0, *WINDOWS, vocab]
            assert all(any(lo < n <= hi for n in sizes) for lo, hi in zip(edges, edges[1:], strict=False)), sizes
        batches = [range(64)] + [range(i, i + 8) for i in range(0, 64, 8)]
        for rows in batches:
            got = sampling_weights(logits[list(rows)], [params[i] for i in rows]).double()
            got = got / got.sum(dim=-1, keepdim=True)
            for j, i in enumerate(rows):
                # the same support, but for tokens too unlikely for float32 (e^-103 of the likeliest)
                assert not (got[j] > 0)[want[i] == 0].any() and (got[j] > 0)[want[i] > 1e-30].all(), (vocab, i)
                assert torch.allclose(got[j], want[i], rtol=0, atol=1e-6), (vocab, i, params[i])


def chi_square_bound(df: int, z: float = 4.75) -> float:
    """The chi-square statistic exceeded with probability about 1e-6 (Wilson-Hilferty; z = 4.75)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


@pytest.mark.parametrize("temperature,top_k,top_p,min_p", [(1.0, -1, 1.0, 0.0), (0.8, 12, 1.0, 0.0),
                                                          (1.2, -1, 0.9, 0.0), (1.0, 20, 0.7, 0.05),
                                                          (1.5, -1, 1.0, 0.1), (2.0, 700, 0.97, 0.0)])
def test_draws_follow_the_reference_distribution(temperature, top_k, top_p, min_p):
    """20,000 draws (400 rows of one distribution over 1000 tokens, each row with its own seed, 50
    steps) pass a chi-square test against the reference at a false-alarm rate of about 1e-6 (tokens
    expected fewer than 5 times pooled into one bin), and none falls outside its support."""
    vocab = 1000
    logits = torch.randn(vocab, generator=torch.Generator().manual_seed(7)) * 1.5
    params = SamplingParams(max_tokens=1, temperature=temperature, top_k=top_k, top_p=top_p, min_p=min_p)
    want = reference_probs(logits, params)
    rows = [RowContext(params, make_generator(params, seed), (), ()) for seed in range(400)]
    batch = logits.expand(len(rows), -1)
    counts = torch.zeros(vocab, dtype=torch.float64)
    for _ in range(50):
        counts += torch.bincount(torch.tensor(sample(batch, rows)), minlength=vocab)
    assert counts[want == 0].sum() == 0
    expected = want * counts.sum()
    common, rare = expected >= 5, (want > 0) & (expected < 5)
    observed = torch.cat([counts[common], counts[rare].sum().unsqueeze(0)])
    expected = torch.cat([expected[common], expected[rare].sum().unsqueeze(0)])
    if expected[-1] < 5:  # too few rare tokens to make a bin of their own: fold them into the last
        observed, expected = observed[:-1], expected[:-1]
        observed[-1] += counts[rare].sum()
        expected[-1] += want[rare].sum() * counts.sum()
    chi2 = float(((observed - expected) ** 2 / expected).sum())
    assert len(expected) > 5 and chi2 < chi_square_bound(len(expected) - 1), (chi2, len(expected))


def test_a_seeded_row_draws_the_same_whatever_shares_the_batch():
    """Ten steps of two seeded rows alone, then among other rows (greedy, processed, a wide top-k that
    widens the topk window, nuclei that need a sort) at every kind of position: the same tokens."""
    vocab = 6000
    gen = torch.Generator().manual_seed(11)
    targets = [(torch.randn(vocab, generator=gen), SamplingParams(max_tokens=1, temperature=0.9, top_p=0.9, seed=3)),
               (torch.randn(vocab, generator=gen) * 3, SamplingParams(max_tokens=1, top_k=40, top_p=0.8, min_p=0.02,
                                                                       seed=4))]
    others = [SamplingParams(max_tokens=1, temperature=0.0), SamplingParams(max_tokens=1, top_k=3000, seed=5),
              SamplingParams(max_tokens=1, top_p=0.99, seed=6), SamplingParams(max_tokens=1, min_p=0.2, seed=7),
              SamplingParams(max_tokens=1, logit_bias=((5, 10.0),), seed=8), SamplingParams(max_tokens=1, seed=9)]

    def run(target: int, crowd: int, position: int) -> list[int]:
        row, params = targets[target]
        ctx = RowContext(params, make_generator(params, 0), (), ())
        rng = random.Random(crowd)
        picked = []
        for _ in range(10):
            other = [rng.choice(others) for _ in range(crowd)]
            rows = [RowContext(p, make_generator(p, rng.randrange(99)), (), (1,)) for p in other]
            logits = torch.randn(crowd, vocab, generator=gen)
            at = min(position, crowd)
            rows.insert(at, ctx)
            picked.append(sample(torch.cat([logits[:at], row[None], logits[at:]]), rows)[at])
        return picked

    for target in range(len(targets)):
        alone = run(target, 0, 0)
        assert len(set(alone)) > 1
        for crowd, position in ((1, 0), (1, 1), (7, 3), (15, 15), (31, 0)):
            assert run(target, crowd, position) == alone, (target, crowd, position)


def test_greedy_rows_are_the_argmax_among_sampled_rows():
    """Temperature 0 (and a sampling row without a generator) pick the argmax of the logits after
    processing, whatever sampled rows share the batch."""
    logits = torch.randn(8, 300, generator=torch.Generator().manual_seed(2)) * 2
    greedy = SamplingParams(max_tokens=1, temperature=0.0)
    biased = SamplingParams(max_tokens=1, temperature=0.0, logit_bias=((17, 50.0),), repetition_penalty=1.3)
    sampled = SamplingParams(max_tokens=1, temperature=1.5, top_p=0.95, seed=1)
    rows = [RowContext(greedy, None, (), ()), RowContext(sampled, make_generator(sampled, 0), (), ()),
            RowContext(biased, None, (1, 2, 3), (4, 4)), RowContext(sampled, None, (), ()),
            RowContext(sampled, make_generator(sampled, 1), (), ()), RowContext(greedy, None, (), ()),
            RowContext(biased, None, (5,), ()), RowContext(sampled, make_generator(sampled, 2), (), ())]
    got = sample(logits, rows)
    for i in (0, 3, 5):
        assert got[i] == int(logits[i].argmax())
    for i in (2, 6):
        assert got[i] == int(process(logits[i], rows[i]).argmax()) == 17


def test_ties_at_the_top_k_and_top_p_edges_keep_every_tied_token():
    """Top-k keeps every token scoring at least the k-th highest; top-p every token scoring at least the
    last one its nucleus needs."""
    logits = torch.tensor([[3.0, 2.0, 2.0, 2.0, 1.0, 0.0]] * 2)
    params = [SamplingParams(max_tokens=1, top_k=2), SamplingParams(max_tokens=1, top_p=0.6)]
    kept = sampling_weights(logits, params) > 0
    assert kept.tolist() == [[True, True, True, True, False, False]] * 2


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
