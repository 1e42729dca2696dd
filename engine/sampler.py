"""Next-token choice per sequence: greedy at temperature 0, else temperature, top-k, top-p; and the
log-probabilities a request asked for.

A request with a seed samples from its own generator, so the same seed gives the same output
whatever else shares the batch.
"""

from __future__ import annotations

import torch

from engine.request import TokenLogprobs
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


def token_logprobs(logits: torch.Tensor, chosen: list[int], ks: list[int | None]) -> list[TokenLogprobs | None]:
    """For rows whose k is not None: the chosen token's log-probability and the k likeliest, from the
    raw logits [num_seqs, vocab] (what OpenAI and vLLM report, whatever the sampling settings)."""
    out: list[TokenLogprobs | None] = [None] * len(chosen)
    rows = [i for i, k in enumerate(ks) if k is not None]
    if not rows:
        return out
    lp = torch.log_softmax(logits[rows].float(), dim=-1)
    kmax = max(ks[i] or 0 for i in rows)
    top_v, top_i = lp.topk(kmax, dim=-1) if kmax else (None, None)
    picked = lp.gather(1, torch.tensor([[chosen[i]] for i in rows])).squeeze(1).tolist()
    for j, i in enumerate(rows):
        k = ks[i] or 0
        top = tuple(zip(top_i[j, :k].tolist(), top_v[j, :k].tolist(), strict=True)) if k else ()  # type: ignore[index]
        out[i] = TokenLogprobs(chosen[i], picked[j], top)
    return out
