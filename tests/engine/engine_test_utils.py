"""Drive an LLMEngine to completion and compare with Hugging Face transformers."""

from __future__ import annotations

from dataclasses import dataclass

import torch

from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest
from protocol.sampling_params import SamplingParams


@dataclass
class Finished:
    token_ids: list[int]
    text: str
    finish_reason: str
    num_cached_tokens: int
    num_prompt_tokens: int


def run_all(engine: LLMEngine, prompts: list[list[int]], sampling: SamplingParams | list[SamplingParams],
            salts: list[str] | None = None, max_steps: int = 100_000) -> list[Finished]:
    """Submit every prompt at once (concurrently), step until all finish, check block accounting."""
    params = sampling if isinstance(sampling, list) else [sampling] * len(prompts)
    for i, prompt in enumerate(prompts):
        engine.add_request(GenerationRequest(request_id=f"r{i}", prompt_token_ids=tuple(prompt),
                                             sampling=params[i], cache_salt=salts[i] if salts else ""))
    tokens: dict[str, list[int]] = {f"r{i}": [] for i in range(len(prompts))}
    done: dict[str, Finished] = {}
    for _ in range(max_steps):
        if not engine.has_unfinished():
            break
        for out in engine.step():
            tokens[out.request_id].extend(out.new_token_ids)
            if out.finished:
                assert out.error is None, out.error
                done[out.request_id] = Finished(tokens[out.request_id], out.text, out.finish_reason,
                                                out.num_cached_tokens, out.num_prompt_tokens)
        engine.check_invariants()
    assert len(done) == len(prompts), "engine did not finish every request"
    return [done[f"r{i}"] for i in range(len(prompts))]


class HFReference:
    """Greedy continuations from transformers `generate`, memoized per prompt."""

    def __init__(self, model_dir: str) -> None:
        from transformers import AutoModelForCausalLM

        self.model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32,
                                                          attn_implementation="eager").eval()
        self._memo: dict[tuple[tuple[int, ...], int], tuple[list[int], list[torch.Tensor]]] = {}

    def generate(self, prompt: list[int], max_new_tokens: int) -> tuple[list[int], list[torch.Tensor]]:
        key = (tuple(prompt), max_new_tokens)
        if key not in self._memo:
            with torch.inference_mode():
                out = self.model.generate(torch.tensor([prompt]), max_new_tokens=max_new_tokens, do_sample=False,
                                          output_scores=True, return_dict_in_generate=True,
                                          attention_mask=torch.ones(1, len(prompt), dtype=torch.long),
                                          pad_token_id=0)
            ids = out.sequences[0, len(prompt):].tolist()
            self._memo[key] = (ids, [s[0].float() for s in out.scores])
        return self._memo[key]


def assert_matches_reference(ref: HFReference, prompt: list[int], got: list[int], max_new_tokens: int,
                             eos_ids: frozenset[int] = frozenset()) -> None:
    """Token-identical to HF, or the first difference is a numerical tie (top-2 gap < 1e-4)."""
    want, scores = ref.generate(prompt, max_new_tokens)
    # HF keeps generating padding after EOS in a batch; for one prompt it stops at EOS.
    n = min(len(want), len(got))
    for pos in range(n):
        if want[pos] != got[pos]:
            top2 = torch.topk(scores[pos], 2).values
            gap = float(top2[0] - top2[1])
            assert gap < 1e-4, (f"prompt of {len(prompt)} tokens: first difference at output position {pos} "
                                f"(engine {got[pos]}, HF {want[pos]}) is not a tie: top-2 gap {gap:.3g}")
            return
    assert len(got) == len(want), f"engine produced {len(got)} tokens, HF {len(want)}: {got} vs {want}"
