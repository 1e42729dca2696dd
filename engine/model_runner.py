"""Turns a scheduled step into one forward pass over the paged KV cache, and samples."""

from __future__ import annotations

import torch

from engine.attention import AttentionBackend
from engine.grammar import Grammars
from engine.kv_cache import KVCache
from engine.model import CausalLM, ForwardBatch
from engine.request import TokenLogprobs
from engine.sampler import RowContext, sample, token_logprobs
from engine.scheduler import ScheduledSeq
from engine.sequence import Sequence


class ModelRunner:
    def __init__(self, model: CausalLM, kv: KVCache, backend: AttentionBackend,
                 grammars: Grammars | None = None) -> None:
        self.model = model
        self.kv = kv
        self.backend = backend
        self.grammars = grammars
        self.block_size = kv.block_size

    def build_batch(self, scheduled: list[ScheduledSeq]) -> ForwardBatch:
        return ForwardBatch.build(
            new_tokens=[s.seq.token_ids[s.seq.num_computed_tokens : s.seq.num_computed_tokens + s.num_new_tokens]
                        for s in scheduled],
            context_lens=[s.seq.num_computed_tokens + s.num_new_tokens for s in scheduled],
            # A released entry is never attended to (outside every layer's window): any block will do.
            block_tables=[[max(b, 0) for b in s.seq.block_table] if s.seq.num_released_blocks else s.seq.block_table
                          for s in scheduled],
            block_size=self.block_size,
            device=self.kv.k.device,
        )

    @torch.inference_mode()
    def run(self, scheduled: list[ScheduledSeq]) -> list[tuple[Sequence, int, TokenLogprobs | None]]:
        """The next token (and its log-probabilities, when asked for) of every scheduled sequence
        whose chunk reaches its end, and of the forks sampled from the same logits."""
        if not scheduled:
            return []
        batch = self.build_batch(scheduled)
        prompt_rows = self._prompt_rows(scheduled)
        if prompt_rows:  # logits of the prompt positions asked for too, after each sequence's last
            extra = torch.tensor([r for r, _, _ in prompt_rows], dtype=torch.long, device=self.kv.k.device)
            both = self.model(batch, self.kv, self.backend, torch.cat([batch.last_token_rows(), extra]))
            logits = both[:len(scheduled)]
            self._record_prompt_logprobs(both[len(scheduled):], prompt_rows)
        else:
            logits = self.model(batch, self.kv, self.backend)
        rows: list[int] = []
        seqs: list[Sequence] = []
        for i, item in enumerate(scheduled):
            if item.samples:
                for seq in (item.seq, *(f.seq for f in item.forks)):
                    rows.append(i)
                    seqs.append(seq)
        if not rows:
            return []
        contexts = [RowContext(s.request.sampling, s.generator, s.request.prompt_token_ids, s.output_ids,
                               s.stop_ids, s.bad_words, s.grammar) for s in seqs]
        picked = sample(logits[rows], contexts, self.grammars)
        lps = token_logprobs(logits[rows], picked, [s.request.sampling.logprobs for s in seqs])
        return list(zip(seqs, picked, lps, strict=True))

    @staticmethod
    def _prompt_rows(scheduled: list[ScheduledSeq]) -> list[tuple[int, Sequence, int]]:
        """(batch row, sequence, prompt position) of every new prompt token whose successor's
        log-probability its request asked for (`prompt_logprobs`)."""
        out = []
        offset = 0
        for item in scheduled:
            seq = item.seq
            start = seq.num_computed_tokens
            if seq.request.sampling.prompt_logprobs is not None:
                for pos in range(start, min(start + item.num_new_tokens, seq.num_prompt_tokens - 1)):
                    out.append((offset + pos - start, seq, pos))
            offset += item.num_new_tokens
        return out

    @staticmethod
    def _record_prompt_logprobs(logits: torch.Tensor, rows: list[tuple[int, Sequence, int]]) -> None:
        chosen = [seq.token_ids[pos + 1] for _, seq, pos in rows]
        ks: list[int | None] = [seq.request.sampling.prompt_logprobs for _, seq, _ in rows]
        for (_, seq, pos), lp in zip(rows, token_logprobs(logits, chosen, ks, ranks=True), strict=True):
            if not seq.prompt_logprobs:
                seq.prompt_logprobs = [TokenLogprobs(seq.token_ids[0], None)] + [None] * (seq.num_prompt_tokens - 1)
            seq.prompt_logprobs[pos + 1] = lp  # a recomputed prompt writes the same values again
