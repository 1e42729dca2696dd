"""Next-token choice per sequence: greedy at temperature 0, else temperature, top-k, top-p.

A request with a seed samples from its own generator, so the same seed gives the same output
whatever else shares the batch.
"""

from __future__ import annotations

import torch

from protocol.openai_api import SamplingParams


def make_generator(params: SamplingParams, fallback_seed: int) -> torch.Generator | None:
    """The request's own random stream; None when it decodes greedily."""
    if params.temperature == 0:
        return None
    gen = torch.Generator()
    gen.manual_seed(params.seed if params.seed is not None else fallback_seed)
    return gen


def sample(logits: torch.Tensor, params: list[SamplingParams], generators: list[torch.Generator | None]) -> list[int]:
    """One token per row of `logits` [num_seqs, vocab] (float32)."""
    greedy = logits.argmax(dim=-1).tolist()
    out: list[int] = []
    for row, p, gen, best in zip(logits, params, generators, greedy, strict=True):
        out.append(best if p.temperature == 0 or gen is None else _sample_row(row, p, gen))
    return out


def _sample_row(row: torch.Tensor, p: SamplingParams, gen: torch.Generator) -> int:
    scores = row.float() / p.temperature
    if p.top_k is not None and p.top_k > 0 and p.top_k < scores.numel():
        kth = torch.topk(scores, p.top_k).values[-1]
        scores = scores.masked_fill(scores < kth, float("-inf"))
    if p.top_p < 1.0:
        sorted_scores, order = torch.sort(scores, descending=True)
        probs = torch.softmax(sorted_scores, dim=-1)
        # Keep the smallest set whose mass reaches top_p (the first token always stays).
        drop = probs.cumsum(dim=-1) - probs >= p.top_p
        sorted_scores = sorted_scores.masked_fill(drop, float("-inf"))
        scores = torch.full_like(scores, float("-inf")).scatter(0, order, sorted_scores)
    probs = torch.softmax(scores, dim=-1)
    return int(torch.multinomial(probs, 1, generator=gen).item())
