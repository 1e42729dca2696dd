"""Log-probabilities of generated tokens against transformers: `log_softmax` of the model's logits at
each position, on the same float32 checkpoint, within 1e-4 -- while requests share prefixes, prefill
in chunks and sample at a temperature (the reported numbers are the model's, before sampling
settings). Then the OpenAI shapes the server wraps them in, read back by the OpenAI SDK."""

from __future__ import annotations

import random

import pytest
import torch
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest, TokenLogprobs
from protocol.openai_api import SamplingParams

TOL = 1e-4


def generate(engine: LLMEngine, prompts: list[list[int]],
             params: list[SamplingParams]) -> list[tuple[list[int], list[TokenLogprobs]]]:
    for i, (prompt, p) in enumerate(zip(prompts, params, strict=True)):
        engine.add_request(GenerationRequest(f"r{i}", tuple(prompt), p))
    out: dict[str, tuple[list[int], list[TokenLogprobs]]] = {f"r{i}": ([], []) for i in range(len(prompts))}
    while engine.has_unfinished():
        for o in engine.step():
            assert o.error is None
            out[o.request_id][0].extend(o.new_token_ids)
            out[o.request_id][1].extend(o.logprobs)
    return [out[f"r{i}"] for i in range(len(prompts))]


def test_logprobs_equal_transformers_log_softmax(tiny_model_dir) -> None:
    from transformers import AutoModelForCausalLM

    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), max_num_batched_tokens=48))
    rng = random.Random(5)
    shared = [rng.randrange(3, engine.tokenizer.vocab_size) for _ in range(70)]
    prompts = [shared[: rng.randint(1, 70)] + [rng.randrange(3, 2000) for _ in range(rng.randint(1, 40))]
               for _ in range(6)]
    params = [SamplingParams(max_tokens=6, temperature=[0.0, 0.7, 1.3][i % 3], seed=i, logprobs=[0, 3, 20][i % 3],
                             ignore_eos=True) for i in range(6)]
    results = generate(engine, prompts, params)
    hf = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32, attn_implementation="eager").eval()
    for prompt, p, (ids, lps) in zip(prompts, params, results, strict=True):
        assert len(lps) == len(ids) == 6 and [e.token_id for e in lps] == ids
        with torch.inference_mode():
            logits = hf(torch.tensor([prompt + ids])).logits[0].float()
        want = torch.log_softmax(logits[len(prompt) - 1: len(prompt) - 1 + len(ids)], dim=-1)
        for pos, e in enumerate(lps):
            assert abs(e.logprob - float(want[pos, e.token_id])) < TOL, (pos, e.logprob, float(want[pos, e.token_id]))
            assert len(e.top) == p.logprobs
            values = [v for _, v in e.top]
            assert values == sorted(values, reverse=True)
            top_want = torch.topk(want[pos], len(e.top)).values.tolist() if e.top else []
            assert all(abs(a - b) < TOL for a, b in zip(values, top_want, strict=True))
            assert all(abs(v - float(want[pos, t])) < TOL for t, v in e.top)
    plain = generate(engine, [prompts[0]], [SamplingParams(max_tokens=2, temperature=0.0)])
    assert plain[0][1] == []  # nothing computed or sent when not asked for


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=64, threads=1)).wait_ready()
    yield harness
    harness.close()


def test_the_sdk_reads_chat_and_completion_logprobs_streamed_or_not(h) -> None:
    import openai

    client = openai.OpenAI(base_url=h.url + "/v1", api_key="unused", max_retries=0)
    chat = client.chat.completions.create(model="x", messages=[{"role": "user", "content": "Hi there"}],
                                          max_tokens=5, temperature=0, logprobs=True, top_logprobs=3)
    content = chat.choices[0].logprobs.content
    assert len(content) == chat.usage.completion_tokens and all(len(c.top_logprobs) == 3 for c in content)
    assert all(c.top_logprobs[0].logprob >= c.logprob - TOL for c in content)  # greedy: the likeliest
    assert all(bytes(c.bytes) == c.token.encode() for c in content)
    streamed = client.chat.completions.create(model="x", messages=[{"role": "user", "content": "Hi there"}],
                                              max_tokens=5, temperature=0, logprobs=True, top_logprobs=3, stream=True)
    entries = [e for chunk in streamed for ch in chunk.choices if ch.logprobs for e in ch.logprobs.content]
    assert [(e.token, round(e.logprob, 4)) for e in entries] == [(c.token, round(c.logprob, 4)) for c in content]

    comp = client.completions.create(model="x", prompt="Once upon", max_tokens=4, temperature=0, logprobs=2)
    lp = comp.choices[0].logprobs
    assert len(lp.tokens) == len(lp.token_logprobs) == len(lp.top_logprobs) == 4
    assert "".join(lp.tokens) == comp.choices[0].text and all(len(t) == 2 for t in lp.top_logprobs)
    assert lp.text_offset == [sum(len(t) for t in lp.tokens[:i]) for i in range(4)]
    none = client.completions.create(model="x", prompt="Once upon", max_tokens=2, temperature=0)
    assert none.choices[0].logprobs is None
