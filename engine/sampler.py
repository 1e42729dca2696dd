"""Next-token choice per sequence, and the log-probabilities a request asked for.

In vLLM's order: the raw logits give the reported log-probabilities; then the structured-output
grammar's mask (engine/grammar.py, all rows in one operation); then `allowed_token_ids`,
`bad_words`, `min_tokens` (end-of-sequence and stop tokens masked) and `logit_bias`; then the
penalties (repetition over prompt and output: positive logits divided, negative multiplied;
frequency and presence over the output); then greedy argmax at temperature 0, else temperature,
`min_p`, top-k, top-p and a draw.

The constraints and penalties run per row, only for the rows that ask for them. What follows runs
on all sampled rows at once, each filter as the lowest score its row keeps (a row whose filter is
off keeps everything): min_p drops scores below the highest plus log(min_p); top-k takes the k-th
score from one `topk` as wide as the largest k, and top-p adds up the sorted mass in that window
(only the k survivors of a row with top-k). A top-p row without top-k tries the `WINDOWS` in turn;
only a nucleus wider than the last sorts its row, in one batch with the other such rows.

Ties: top-k keeps every token scoring at least the k-th highest, and top-p every token scoring at
least the last one its nucleus needs, so a tie at either edge keeps all its tokens (which token of
a tie comes "first" would otherwise depend on the sort, and so on the batch).

A request with a seed samples from its own generator: each step takes one float64 uniform number
from it and picks the token where that falls in the row's cumulative distribution, summed in
token-id order. The draw uses nothing of the other rows, so the same seed gives the same output
whatever else shares the batch and wherever the row sits in it (float rounding in the batched
kernels aside, which can matter only for a draw or a cut within a rounding error of a token's
edge). Rows that ask for none of the processing cost one argmax.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch

from engine.grammar import Grammars
from engine.request import TokenLogprobs
from protocol.sampling_params import SamplingParams

WINDOWS = (512, 4096, 16384)  # topk widths tried for a top-p row without top-k; wider nuclei sort
BLOCK = 256  # tokens per block of the draw's two-level search
LOWEST = torch.finfo(torch.float32).min  # the lowest finite score: a cut never lets -inf through


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
    processed = [i for i, ctx in enumerate(rows) if needs_processing(ctx.params)]
    if structured or processed:  # on a copy: the raw logits still give logprobs
        logits = logits.to(torch.float32, copy=True)
    if structured:  # all grammar masks at once
        grammars.mask_logits(logits, structured, [rows[i].grammar for i in structured])  # type: ignore[union-attr]
    for i in processed:
        _constrain(logits[i], rows[i])
    drawn = [i for i, ctx in enumerate(rows) if ctx.params.temperature != 0 and ctx.generator is not None]
    if len(drawn) == len(rows):
        picked = _draw(logits, rows)
    else:
        picked = logits.argmax(dim=-1)
        if drawn:
            picked[drawn] = _draw(logits[drawn], [rows[i] for i in drawn])
    out = picked.tolist()
    for i in structured:
        rows[i].grammar.consume_token(out[i])
    return out


def process(row: torch.Tensor, ctx: RowContext) -> torch.Tensor:
    """The logits after the request's constraints, bias and penalties (a new tensor)."""
    x = row.to(torch.float32, copy=True)
    _constrain(x, ctx)
    return x


def _constrain(x: torch.Tensor, ctx: RowContext) -> None:
    """`process` in place on one float32 row."""
    p, output = ctx.params, ctx.output
    if p.allowed_token_ids is not None:
        banned = torch.ones_like(x, dtype=torch.bool)
        banned[list(p.allowed_token_ids)] = False
        x.masked_fill_(banned, float("-inf"))
    for word in ctx.bad_words:
        n = len(word) - 1
        if n == 0 or (len(output) >= n and tuple(output[len(output) - n:]) == word[:-1]):
            x[word[-1]] = float("-inf")
    if len(output) < p.min_tokens and ctx.stop_ids:
        x[list(ctx.stop_ids)] = float("-inf")
    for token, bias in p.logit_bias:
        x[token] += bias
    if p.repetition_penalty != 1.0:
        seen = torch.tensor(sorted(set(ctx.prompt) | set(output)), dtype=torch.long, device=x.device)
        v = x[seen]
        x[seen] = torch.where(v > 0, v / p.repetition_penalty, v * p.repetition_penalty)
    if (p.frequency_penalty or p.presence_penalty) and output:
        ids, counts = torch.tensor(list(output), dtype=torch.long, device=x.device).unique(return_counts=True)
        x[ids] -= p.frequency_penalty * counts.float() + p.presence_penalty


def apply_min_p(scores: torch.Tensor, min_p: float) -> torch.Tensor:
    """Drop tokens less likely than `min_p` times the likeliest (scores after temperature): those
    scoring below the highest plus log(min_p), the rule `sample` applies."""
    return scores.masked_fill(scores < scores.max() + math.log(min_p), float("-inf"))


def _draw(logits: torch.Tensor, rows: list[RowContext]) -> torch.Tensor:
    """A token for every row (each with temperature > 0 and a generator)."""
    weights = sampling_weights(logits, [ctx.params for ctx in rows])
    return _inverse_cdf(weights, [ctx.generator for ctx in rows])  # type: ignore[misc]


def sampling_weights(logits: torch.Tensor, params: list[SamplingParams]) -> torch.Tensor:
    """What each row (temperature > 0) is drawn from: its probabilities after temperature, min_p,
    top-k and top-p, over those of its likeliest token (float32 [rows, vocab], zero where dropped;
    normalize for probabilities). All rows at once; each filter is one cut per row."""
    dev, vocab = logits.device, logits.shape[-1]
    # Scores relative to the row's highest (0): float32 then rounds each by its distance from the
    # top, not by the logits' size.
    logits = logits.float()
    scores = logits - logits.amax(dim=-1, keepdim=True)
    scores /= torch.tensor([p.temperature for p in params], device=dev).unsqueeze(1)
    relative = scores.exp()
    cut = torch.full((len(params),), LOWEST, device=dev)  # per row: the lowest score it keeps
    if any(p.min_p > 0 for p in params):  # log(0) = -inf leaves rows without min_p at LOWEST
        log_min_p = [math.log(p.min_p) if p.min_p > 0 else -math.inf for p in params]
        cut = torch.maximum(cut, torch.tensor(log_min_p, device=dev))
    top_k = [p.top_k if 0 < p.top_k < vocab else 0 for p in params]
    narrowed = [i for i, (p, k) in enumerate(zip(params, top_k, strict=True)) if k or p.top_p < 1.0]
    if narrowed:  # a view when every row is narrowed, else a copy of those rows
        sub = slice(None) if len(narrowed) == len(params) else torch.tensor(narrowed, device=dev)
        cut[sub] = _top_k_top_p(scores[sub], relative[sub], cut[sub], [top_k[i] for i in narrowed],
                                [params[i].top_p for i in narrowed])
    if bool((cut > LOWEST).any()):
        relative.masked_fill_(scores < cut.unsqueeze(1), 0.0)
    return relative


def _top_k_top_p(scores: torch.Tensor, relative: torch.Tensor, cut: torch.Tensor, top_k: list[int],
                 top_p: list[float]) -> torch.Tensor:
    """The cut after top-k (0: off) and top-p (1: off) of rows of `scores` (their highest is 0;
    `relative` is their exp) already cut at `cut` (by min_p). One `topk` as wide as the largest k
    finds the k-th scores, and top-p within them; a top-p row without top-k tries the `WINDOWS` in
    turn, and sorts its row (a topk of it all) only when its nucleus is wider still."""
    dev, vocab = scores.device, scores.shape[-1]
    k = torch.tensor(top_k, device=dev)
    p = torch.tensor(top_p, dtype=torch.float64, device=dev)
    todo = p < 1.0
    # one past the largest k, to see whether a tie with the k-th runs past the window
    width = min(vocab, max(max(top_k) + 1, WINDOWS[0] if bool((todo & (k == 0)).any()) else 0))
    best = scores.topk(width, dim=-1).values
    kth = best.gather(1, (k - 1).clamp(min=0).unsqueeze(1)).squeeze(1)
    cut = torch.where(k > 0, torch.maximum(cut, kth), cut)
    if not todo.any():
        return cut
    # The survivors' total mass: the window's own when it holds them all, else the whole row's.
    spill = best[:, -1] >= cut if width < vocab else torch.zeros_like(todo)
    mass = torch.full_like(p, -1.0)
    if spill.any():
        kept = torch.where(scores >= cut.unsqueeze(1), relative, 0.0) if bool((cut > LOWEST).any()) else relative
        mass = torch.where(spill, kept.sum(dim=-1, dtype=torch.float64), mass)
    for w in (width, *(w for w in WINDOWS[1:] if w > width), vocab):
        rows = todo.nonzero().squeeze(1)
        window = best[rows] if w == width else scores[rows].topk(min(w, vocab), dim=-1).values
        new_cut, held = _nucleus_cut(window, cut[rows], p[rows], mass[rows], w >= vocab)
        cut[rows] = torch.where(held, new_cut, cut[rows])
        todo[rows] = ~held
        if not todo.any():
            break
    return cut


def _nucleus_cut(best: torch.Tensor, cut: torch.Tensor, top_p: torch.Tensor, mass: torch.Tensor,
                 whole: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """Top-p on the highest scores `best` [rows, w] (descending, from 0) of rows cut at `cut`, whose
    survivors weigh `mass` in all (float64; negative: they all lie in `best`). The nucleus is the
    smallest prefix whose mass reaches top_p (the first token always stays). Returns the new cut,
    and whether the window held the nucleus (else the row needs a wider one)."""
    kept = best >= cut.unsqueeze(1)
    cum = torch.where(kept, best.exp(), 0.0).cumsum(dim=-1, dtype=torch.float64)
    total = torch.where(mass < 0, cum[:, -1], mass)
    reach = top_p * total
    held = (cum[:, -1] >= reach) | ~kept[:, -1] if not whole else torch.ones_like(kept[:, 0])
    # position j stays while the mass before it is below top_p
    n = (1 + (cum[:, :-1] < reach.unsqueeze(1)).sum(dim=-1)).minimum(kept.sum(dim=-1)).clamp(min=1)
    return torch.maximum(cut, best.gather(1, (n - 1).unsqueeze(1)).squeeze(1)), held


def _inverse_cdf(weights: torch.Tensor, generators: list[torch.Generator]) -> torch.Tensor:
    """A token per row of `weights` [rows, vocab] (zero: never), drawn in proportion to them with one
    float64 uniform from the row's own generator. The cumulative sum runs in token-id order, so the
    pick depends on nothing else in the batch: over the sums of blocks of `BLOCK` tokens, then within
    the block the uniform falls in. Both run in float64, so a token of tiny probability keeps its
    weight rather than vanish in the rounding of a large running total."""
    rows, vocab = weights.shape
    pad = -vocab % BLOCK
    blocks = (torch.nn.functional.pad(weights, (0, pad)) if pad else weights).view(rows, -1, BLOCK)
    u = torch.cat([torch.rand(1, dtype=torch.float64, generator=g) for g in generators]).to(weights.device)
    ends = blocks.sum(dim=-1).double().cumsum(dim=-1)  # the mass up to each block's end
    target = u.unsqueeze(1) * ends[:, -1:]
    block = _search(ends, target)
    start = torch.where(block > 0, ends.gather(1, (block - 1).clamp(min=0)), 0.0)
    inner = blocks[torch.arange(rows, device=weights.device), block.squeeze(1)].cumsum(dim=-1, dtype=torch.float64)
    return (block * BLOCK + _search(inner + start, target)).squeeze(1).clamp(max=vocab - 1)


def _search(cum: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Per row, the first position whose cumulative mass `cum` exceeds `target` [rows, 1]; the last
    with mass when rounding puts the target at or past the end (a row without any: a valid one)."""
    last = torch.searchsorted(cum, cum[:, -1:].contiguous()).clamp(max=cum.shape[-1] - 1)
    return torch.minimum(torch.searchsorted(cum, target, right=True), last)


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
