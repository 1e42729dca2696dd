"""Turns a scheduled step into one forward pass over the paged KV cache, and samples."""

from __future__ import annotations

import torch

from engine.grammar import Grammars
from engine.kv_cache import KVCache
from engine.model import CausalLM, ForwardBatch
from engine.request import TokenLogprobs
from engine.sampler import RowContext, sample, token_logprobs
from engine.scheduler import ScheduledSeq


class ModelRunner:
    def __init__(self, model: CausalLM, kv: KVCache, grammars: Grammars | None = None) -> None:
        self.model = model
        self.kv = kv
        self.grammars = grammars
        self.block_size = kv.block_size

    def build_batch(self, scheduled: list[ScheduledSeq]) -> ForwardBatch:
        return ForwardBatch.build(
            new_tokens=[s.seq.token_ids[s.seq.num_computed_tokens : s.seq.num_computed_tokens + s.num_new_tokens]
                        for s in scheduled],
            context_lens=[s.seq.num_computed_tokens + s.num_new_tokens for s in scheduled],
            block_tables=[s.seq.block_table for s in scheduled],
            block_size=self.block_size,
            device=self.kv.k.device,
        )

    @torch.inference_mode()
    def run(self, scheduled: list[ScheduledSeq]) -> list[tuple[int, TokenLogprobs | None] | None]:
        """Next token (and its log-probabilities, when asked for) for each scheduled sequence whose
        chunk reaches its end; None for the others."""
        if not scheduled:
            return []
        logits = self.model(self.build_batch(scheduled), self.kv)
        rows = [i for i, item in enumerate(scheduled) if item.samples]
        out: list[tuple[int, TokenLogprobs | None] | None] = [None] * len(scheduled)
        if rows:
            seqs = [scheduled[i].seq for i in rows]
            contexts = [RowContext(s.request.sampling, s.generator, s.request.prompt_token_ids, s.output_ids,
                                   s.stop_ids, s.bad_words, s.grammar) for s in seqs]
            picked = sample(logits[rows], contexts, self.grammars)
            lps = token_logprobs(logits[rows], picked, [s.request.sampling.logprobs for s in seqs])
            for i, tok, lp in zip(rows, picked, lps, strict=True):
                out[i] = (tok, lp)
        return out
