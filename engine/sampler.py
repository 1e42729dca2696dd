"""Next-token choice per sequence, and the log-probabilities a request asked for.

In vLLM's order: the raw logits give the reported log-probabilities; then the structured-output
grammar's mask (engine/grammar.py, all rows in one operation); then `allowed_token_ids`,
`bad_words`, `min_tokens` (end-of-sequence and stop tokens masked) and `logit_bias`; then the
penalties (repetition over prompt and output: positive logits divided, negative multiplied;
frequency and presence over the output); then greedy argmax at temperature 0, else temperature,
`min_p`, top-k, top-p and a draw.

A request with a seed samples from its own generator, so the same seed gives the same output
whatever else shares the batch. Rows that ask for none of the processing cost one argmax.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch

from engine.grammar import Grammars
from engine.request import TokenLogprobs
from protocol.sampling_params import SamplingParams


@dataclass(frozen=True)
class RowContext:
    """What one row's sampling needs besides its logits."""

    params: SamplingParams
    generator: torch.Generator | None
    prompt: Sequence[int]
    output: Sequence[int]
    stop_ids: frozenset[int] = frozenset()  # masked while fewer than min_tokens are generated
    bad_words: tuple[tuple[int, ...], ...] = ()  # token sequences never to complete
    grammar: Any = None  # a structured-output matcher (engine/grammar.py), advanced by each pick


def make_generator(params: SamplingParams, fallback_seed: int) -> torch.Generator | None:
    """The request's own random stream; None when it decodes greedily."""
    if params.temperature == 0:
        return None
    gen = torch.Generator()
    gen.manual_seed(params.seed if params.seed is not None else fallback_seed)
    return gen


def needs_processing(p: SamplingParams) -> bool:
    return bool(p.allowed_token_ids is not None or p.bad_words or p.min_tokens or p.logit_bias
                or p.repetition_penalty != 1.0 or p.frequency_penalty or p.presence_penalty)


def sample(logits: torch.Tensor, rows: list[RowContext], grammars: Grammars | None = None) -> list[int]:
    """One token per row of `logits` [num_seqs, vocab] (float32; not modified). Rows with a grammar
    matcher need `grammars` (engine/grammar.py) to mask them."""
    structured = [i for i, ctx in enumerate(rows) if ctx.grammar is not None]
    if structured:  # all grammar masks at once, on a copy: the raw logits still give logprobs
        logits = logits.clone()
        grammars.mask_logits(logits, structured, [rows[i].grammar for i in structured])  # type: ignore[union-attr]
    greedy = logits.argmax(dim=-1).tolist()
    out: list[int] = []
    for row, ctx, best in zip(logits, rows, greedy, strict=True):
        p = ctx.params
        if needs_processing(p):
            row = process(row, ctx)
            best = int(row.argmax())
        out.append(best if p.temperature == 0 or ctx.generator is None else _sample_row(row, p, ctx.generator))
    for i in structured:
        rows[i].grammar.consume_token(out[i])
    return out


def process(row: torch.Tensor, ctx: RowContext) -> torch.Tensor:
    """The logits after the request's constraints, bias and penalties (a new tensor)."""
    p, x = ctx.params, row.float().clone()
    if p.allowed_token_ids is not None:
        keep = torch.full_like(x, float("-inf"))
        keep[list(p.allowed_token_ids)] = 0.0
        x += keep
    output = ctx.output
    for word in ctx.bad_words:
        n = len(word) - 1
        if n == 0 or (len(output) >= n and tuple(output[len(output) - n:]) == word[:-1]):
            x[word[-1]] = float("-inf")
    if len(output) < p.min_tokens and ctx.stop_ids:
        x[list(ctx.stop_ids)] = float("-inf")
    for token, bias in p.logit_bias:
        x[token] += bias
    if p.repetition_penalty != 1.0:
        seen = torch.tensor(sorted(set(ctx.prompt) | set(output)), dtype=torch.long)
        v = x[seen]
        x[seen] = torch.where(v > 0, v / p.repetition_penalty, v * p.repetition_penalty)
    if (p.frequency_penalty or p.presence_penalty) and output:
        ids, counts = torch.tensor(list(output), dtype=torch.long).unique(return_counts=True)
        x[ids] -= p.frequency_penalty * counts.float() + p.presence_penalty
    return x


def apply_min_p(scores: torch.Tensor, min_p: float) -> torch.Tensor:
    """Drop tokens less likely than `min_p` times the likeliest (scores after temperature)."""
    probs = torch.softmax(scores, dim=-1)
    return scores.masked_fill(probs < min_p * probs.max(), float("-inf"))


def _sample_row(row: torch.Tensor, p: SamplingParams, gen: torch.Generator) -> int:
    scores = row.float() / p.temperature
    if p.min_p > 0.0:
        scores = apply_min_p(scores, p.min_p)
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


def token_logprobs(logits: torch.Tensor, chosen: list[int], ks: list[int | None],
                   ranks: bool = False) -> list[TokenLogprobs | None]:
    """For rows whose k is not None: the chosen token's log-probability and the k likeliest (and, with
    `ranks`, its rank), from the raw logits [rows, vocab] (what OpenAI and vLLM report, whatever the
    sampling settings)."""
    out: list[TokenLogprobs | None] = [None] * len(chosen)
    rows = [i for i, k in enumerate(ks) if k is not None]
    if not rows:
        return out
    lp = torch.log_softmax(logits[rows].float(), dim=-1)
    kmax = max(ks[i] or 0 for i in rows)
    top_v, top_i = lp.topk(kmax, dim=-1) if kmax else (None, None)
    picked = lp.gather(1, torch.tensor([[chosen[i]] for i in rows])).squeeze(1).tolist()
    rank = ((lp > torch.tensor(picked).unsqueeze(1)).sum(dim=1) + 1).tolist() if ranks else [0] * len(rows)
    for j, i in enumerate(rows):
        k = ks[i] or 0
        top = tuple(zip(top_i[j, :k].tolist(), top_v[j, :k].tolist(), strict=True)) if k else ()  # type: ignore[index]
        out[i] = TokenLogprobs(chosen[i], picked[j], top, rank[j])
    return out
