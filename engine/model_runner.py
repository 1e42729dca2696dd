"""Turns a scheduled step into one forward pass over the paged KV cache, and samples."""

from __future__ import annotations

import torch

from engine.kv_cache import KVCache
from engine.model import CausalLM, ForwardBatch
from engine.sampler import sample
from engine.scheduler import ScheduledSeq


class ModelRunner:
    def __init__(self, model: CausalLM, kv: KVCache) -> None:
        self.model = model
        self.kv = kv
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
    def run(self, scheduled: list[ScheduledSeq]) -> list[int | None]:
        """Next token for each scheduled sequence whose chunk reaches its end, None for the others."""
        if not scheduled:
            return []
        logits = self.model(self.build_batch(scheduled), self.kv)
        rows = [i for i, item in enumerate(scheduled) if item.samples]
        tokens: list[int | None] = [None] * len(scheduled)
        if rows:
            seqs = [scheduled[i].seq for i in rows]
            picked = sample(logits[rows], [s.request.sampling for s in seqs], [s.generator for s in seqs])
            for i, tok in zip(rows, picked, strict=True):
                tokens[i] = tok
        return tokens
