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
        bs = self.block_size
        ids: list[int] = []
        positions: list[int] = []
        slots: list[int] = []
        for item in scheduled:
            seq = item.seq
            start, end = seq.num_computed_tokens, seq.num_computed_tokens + item.num_new_tokens
            ids.extend(seq.token_ids[start:end])
            positions.extend(range(start, end))
            table = seq.block_table
            slots.extend(table[p // bs] * bs + p % bs for p in range(start, end))
        return ForwardBatch(
            input_ids=torch.tensor(ids, dtype=torch.long),
            positions=torch.tensor(positions, dtype=torch.long),
            query_lens=[s.num_new_tokens for s in scheduled],
            context_lens=[s.seq.num_computed_tokens + s.num_new_tokens for s in scheduled],
            block_tables=[s.seq.block_table for s in scheduled],
            slot_mapping=torch.tensor(slots, dtype=torch.long),
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
