"""Log-probabilities of generated tokens against transformers: `log_softmax` of the model's logits at
each position, on the same float32 checkpoint, within 1e-4 -- while requests share prefixes, prefill
in chunks and sample at a temperature (the reported numbers are the model's, before sampling
settings). Then the OpenAI shapes the server wraps them in, read back by the OpenAI SDK."""

from __future__ import annotations

import json
import random

import pytest
import torch
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest, TokenLogprobs
from protocol.sampling_params import SamplingParams

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
                                          max_tokens=5, temperature=0, logprobs=True, top_logprobs=3,
                                          extra_body={"return_token_ids": True})
    content = chat.choices[0].logprobs.content
    assert len(content) == chat.usage.completion_tokens and all(len(c.top_logprobs) == 3 for c in content)
    assert all(c.top_logprobs[0].logprob >= c.logprob - TOL for c in content)  # greedy: the likeliest
    # A byte-level token may hold part of a character: its bytes are its own (one per character of its
    # vocabulary entry, as transformers lists it), and together they spell the answer.
    from transformers import AutoTokenizer

    pieces = AutoTokenizer.from_pretrained(h.server.config.model).convert_ids_to_tokens(
        chat.choices[0].model_extra["token_ids"])
    assert [len(c.bytes) for c in content] == [len(p) for p in pieces]
    assert b"".join(bytes(c.bytes) for c in content).decode("utf-8", "replace") == chat.choices[0].message.content
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


def test_prompt_logprobs_equal_transformers_even_over_cached_prefixes(tiny_model_dir) -> None:
    from transformers import AutoModelForCausalLM

    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), max_num_batched_tokens=40))
    rng = random.Random(9)
    shared = [rng.randrange(3, engine.tokenizer.vocab_size) for _ in range(48)]
    generate(engine, [shared + [7, 8]], [SamplingParams(max_tokens=1, temperature=0.0)])  # now cached
    prompts = [shared + [rng.randrange(3, 2000) for _ in range(rng.randint(1, 30))] for _ in range(3)]
    params = [SamplingParams(max_tokens=2, temperature=0.0, prompt_logprobs=k) for k in (0, 2, 5)]
    for i, (prompt, p) in enumerate(zip(prompts, params, strict=True)):
        engine.add_request(GenerationRequest(f"p{i}", tuple(prompt), p))
    got: dict[str, tuple] = {}
    while engine.has_unfinished():
        for o in engine.step():
            if o.prompt_logprobs:
                assert o.request_id not in got  # sent once, in the first output
                got[o.request_id] = o.prompt_logprobs
            if o.finished:
                assert o.num_cached_tokens == 0  # every prompt position computed, the cache notwithstanding
    hf = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32, attn_implementation="eager").eval()
    for i, (prompt, p) in enumerate(zip(prompts, params, strict=True)):
        entries = got[f"p{i}"]
        assert len(entries) == len(prompt) and entries[0].token_id == prompt[0] and entries[0].logprob is None
        with torch.inference_mode():
            want = torch.log_softmax(hf(torch.tensor([prompt])).logits[0].float(), dim=-1)
        for pos in range(1, len(prompt)):
            e, row = entries[pos], want[pos - 1]
            assert e.token_id == prompt[pos] and abs(e.logprob - float(row[prompt[pos]])) < TOL
            assert e.rank == int((row > row[prompt[pos]]).sum()) + 1
            top_want = torch.topk(row, p.prompt_logprobs).values.tolist()
            assert all(abs(a - b) < TOL for (_, a), b in zip(e.top, top_want, strict=True))


def test_echo_puts_the_prompt_first_with_its_logprobs(h) -> None:
    prompt = "Once upon a time"
    status, body, _ = h.request("POST", "/v1/completions", json={"prompt": prompt, "max_tokens": 3, "temperature": 0,
                                                                 "echo": True, "logprobs": 1})
    assert status == 200
    choice = body["choices"][0]
    n_prompt = body["usage"]["prompt_tokens"]
    assert choice["text"].startswith(prompt)
    lp = choice["logprobs"]
    assert len(lp["tokens"]) == n_prompt + 3 and lp["token_logprobs"][0] is None
    assert all(isinstance(x, float) for x in lp["token_logprobs"][1:])
    status, plain, _ = h.request("POST", "/v1/completions", json={"prompt": prompt, "max_tokens": 3, "temperature": 0,
                                                                  "prompt_logprobs": 2})
    pl = plain["choices"][0]["prompt_logprobs"]
    assert pl[0] is None and len(pl) == n_prompt and choice["text"] == prompt + plain["choices"][0]["text"]
    assert all(2 <= len(d) <= 3 for d in pl[1:])  # the prompt token and its two likeliest alternatives
    status, text, _ = h.request("POST", "/v1/completions", json={"prompt": prompt, "max_tokens": 3, "temperature": 0,
                                                                 "echo": True, "stream": True})
    chunks = [json.loads(line[6:]) for line in text.splitlines() if line.startswith("data: {")]
    assert chunks[0]["choices"][0]["text"] == prompt
    assert "".join(c["choices"][0]["text"] for c in chunks) == choice["text"]
