"""vLLM's sampling parameters against independent references: transformers' own logits processors
(`generate` with `repetition_penalty`, `bad_words_ids`, `min_new_tokens`; `MinPLogitsWarper`) where
it has them, else a greedy loop over transformers' logits with vLLM's documented formula written out
here (frequency and presence penalties, logit_bias, allowed_token_ids)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
import torch

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest
from engine.sampler import apply_min_p
from protocol.sampling_params import SamplingParams

N = 8


@pytest.fixture(scope="module")
def engine(tiny_model_dir) -> LLMEngine:
    return LLMEngine(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=256))


@pytest.fixture(scope="module")
def hf(tiny_model_dir):
    from transformers import AutoModelForCausalLM

    return AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32, attn_implementation="eager").eval()


def run(engine: LLMEngine, prompt: list[int], params: SamplingParams) -> tuple[list[int], str, str]:
    engine.add_request(GenerationRequest(f"r{random.random()}", tuple(prompt), params))
    ids: list[int] = []
    while engine.has_unfinished():
        for out in engine.step():
            assert out.error is None
            ids.extend(out.new_token_ids)
            if out.finished:
                text, reason = out.text, out.finish_reason
    return ids, text, reason  # type: ignore[possibly-undefined]


def greedy_reference(hf, prompt: list[int], steps: int, adjust: Callable[[torch.Tensor, list[int]], torch.Tensor]) -> list[int]:
    out: list[int] = []
    with torch.inference_mode():
        for _ in range(steps):
            logits = hf(torch.tensor([prompt + out])).logits[0, -1].float()
            out.append(int(adjust(logits, out).argmax()))
    return out


def prompts(engine: LLMEngine, n: int = 3) -> list[list[int]]:
    rng = random.Random(11)
    text = "the cache holds prefix blocks so a replica skips prefill and the router knows it well".split()
    return [engine.tokenizer.encode_completion(" ".join(rng.choice(text) for _ in range(12))) for _ in range(n)]


def hf_generate(hf, prompt: list[int], **kw) -> list[int]:
    with torch.inference_mode():
        out = hf.generate(torch.tensor([prompt]), max_new_tokens=N, do_sample=False, pad_token_id=0,
                          attention_mask=torch.ones(1, len(prompt), dtype=torch.long), **kw)
    return out[0, len(prompt):].tolist()


def plain(engine: LLMEngine, prompt: list[int], steps: int = N) -> list[int]:
    return run(engine, prompt, SamplingParams(max_tokens=steps, temperature=0.0, ignore_eos=True))[0]


def test_repetition_penalty_is_transformers(engine, hf) -> None:
    changed = 0
    for prompt in prompts(engine):
        got, _, _ = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, repetition_penalty=1.8,
                                                       ignore_eos=True))
        assert got == hf_generate(hf, prompt, repetition_penalty=1.8, eos_token_id=None)
        changed += got != plain(engine, prompt)
    assert changed  # the penalty mattered somewhere


def test_frequency_and_presence_penalties_follow_vllms_formula(engine, hf) -> None:
    def adjust(logits: torch.Tensor, out: list[int]) -> torch.Tensor:
        x = logits.clone()
        for t in set(out):
            x[t] -= 2.0 * out.count(t) + 1.0
        return x

    changed, steps = 0, 2 * N  # long enough for the tiny model to repeat itself
    for prompt in prompts(engine):
        got, _, _ = run(engine, prompt, SamplingParams(max_tokens=steps, temperature=0.0, frequency_penalty=2.0,
                                                       presence_penalty=1.0, ignore_eos=True))
        assert got == greedy_reference(hf, prompt, steps, adjust)
        changed += got != plain(engine, prompt, steps)
    assert changed


def test_logit_bias_and_allowed_token_ids(engine, hf) -> None:
    prompt = prompts(engine, 1)[0]
    allowed = [40, 41, 42, 300, 301]
    bias = {41: 3.0, 300: -2.5}

    def adjust(logits: torch.Tensor, out: list[int]) -> torch.Tensor:
        x = torch.full_like(logits, float("-inf"))
        x[allowed] = logits[allowed]
        for t, b in bias.items():
            x[t] += b
        return x

    got, _, _ = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, ignore_eos=True,
                                                   allowed_token_ids=tuple(allowed), logit_bias=tuple(bias.items())))
    assert got == greedy_reference(hf, prompt, N, adjust) and set(got) <= set(allowed)
    forced, _, _ = run(engine, prompt, SamplingParams(max_tokens=3, temperature=0.9, seed=1, ignore_eos=True,
                                                      logit_bias=((77, 100.0),)))
    assert forced == [77, 77, 77]


def vllm_bad_words(engine: LLMEngine, word: str) -> list[list[int]]:
    """vLLM's rule, written out: the word's tokens, and those of " word" when they are as many and
    start differently."""
    bare = engine.tokenizer.encode(word.lstrip(), add_special_tokens=False)
    spaced = engine.tokenizer.encode(" " + word.lstrip(), add_special_tokens=False)
    return [bare, spaced] if len(spaced) == len(bare) and spaced[0] != bare[0] else [bare]


def test_bad_words_are_never_completed(engine, hf) -> None:
    for prompt in prompts(engine):
        free, _, _ = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, ignore_eos=True))
        words = [w for t in free[1:] if (w := engine.tokenizer.decode([t])).strip() and "\ufffd" not in w]
        word = words[0]  # a word the model would write
        params = SamplingParams(max_tokens=N, temperature=0.0, ignore_eos=True, bad_words=(word,))
        got, _, _ = run(engine, prompt, params)
        banned = vllm_bad_words(engine, word)
        assert got == hf_generate(hf, prompt, bad_words_ids=banned, eos_token_id=None)
        assert not any(got[i:i + len(w)] == w for w in banned for i in range(len(got)))
        assert got != free


def test_min_tokens_holds_back_the_end_of_sequence(engine) -> None:
    prompt = prompts(engine, 1)[0]
    eos = min(engine.eos_token_ids)
    push = ((eos, 100.0),)
    ids, _, reason = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, logit_bias=push))
    assert ids == [eos] and reason == "stop"
    ids, _, reason = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, logit_bias=push, min_tokens=3))
    assert len(ids) == 4 and ids[-1] == eos and eos not in ids[:3] and reason == "stop"
    ids, _, _ = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, logit_bias=((9, 100.0),),
                                                   stop_token_ids=(9,), min_tokens=2))
    assert ids[2] == 9 and 9 not in ids[:2]  # stop token ids are held back too


@pytest.mark.parametrize("min_p", [0.05, 0.3, 0.9])
def test_min_p_keeps_what_transformers_keeps(min_p: float) -> None:
    from transformers import MinPLogitsWarper

    scores = torch.randn(1, 500, generator=torch.Generator().manual_seed(3)) * 3
    want = MinPLogitsWarper(min_p)(None, scores.clone())
    got = apply_min_p(scores[0].clone(), min_p)
    assert torch.equal(torch.isinf(got), torch.isinf(want[0]))


def test_stop_strings_kept_on_request_and_special_tokens_shown_on_request(engine) -> None:
    prompt = prompts(engine, 1)[0]
    ids, text, _ = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, ignore_eos=True))
    stop = text[3:6]
    _, cut, reason = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, ignore_eos=True, stop=(stop,)))
    _, kept, _ = run(engine, prompt, SamplingParams(max_tokens=N, temperature=0.0, ignore_eos=True, stop=(stop,),
                                                    include_stop_str_in_output=True))
    assert reason == "stop" and kept == cut + stop and text.startswith(kept)
    eos = min(engine.eos_token_ids)
    push = ((eos, 100.0),)
    _, hidden, _ = run(engine, prompt, SamplingParams(max_tokens=2, temperature=0.0, ignore_eos=True, logit_bias=push))
    _, shown, _ = run(engine, prompt, SamplingParams(max_tokens=2, temperature=0.0, ignore_eos=True, logit_bias=push,
                                                     skip_special_tokens=False))
    special = engine.tokenizer.decode([eos], skip_special_tokens=False)
    assert hidden == "" and shown == special * 2


def test_token_ids_outside_the_vocabulary_are_refused_by_field(engine) -> None:
    from protocol.errors import APIError

    vocab = engine.tokenizer.vocab_size
    for params, field in ((SamplingParams(max_tokens=2, logit_bias=((vocab, 1.0),)), "logit_bias"),
                          (SamplingParams(max_tokens=2, allowed_token_ids=(1, vocab + 5)), "allowed_token_ids")):
        with pytest.raises(APIError) as e:
            engine.add_request(GenerationRequest("bad", (5, 6), params))
        assert e.value.status == 400 and e.value.param == field
