"""`n`, `best_of` and batched prompts on the engine server: choice indices, seeds (`seed + i` for
choice i, as vLLM's parallel sampling does), best_of ranking by cumulative log-probability, usage,
streaming, the prompt computed once for all choices; the references are single-choice requests to
the same server and the OpenAI SDK / LangChain reading the bodies."""

from __future__ import annotations

import pytest
from engine_test_utils import run_all
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest
from protocol.sampling_params import SamplingParams

PROMPT = "A replica that already holds the prefix skips its prefill, so the router sends"


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=256, threads=1)).wait_ready()
    yield harness
    harness.close()


def complete(h, **body) -> dict:
    status, got, _ = h.request("POST", "/v1/completions", json={"max_tokens": 6, **body})
    assert status == 200, got
    return got


def metric(h, name: str) -> float:
    _, text, _ = h.request("GET", "/metrics")
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines() if line.startswith(name + "{"))


def test_n_choices_are_seed_plus_i_and_reproducible(h) -> None:
    got = complete(h, prompt=PROMPT, n=3, temperature=1.0, seed=7)
    assert [c["index"] for c in got["choices"]] == [0, 1, 2]
    for i, c in enumerate(got["choices"]):
        alone = complete(h, prompt=PROMPT, temperature=1.0, seed=7 + i)["choices"][0]
        assert c["text"] == alone["text"]
    assert complete(h, prompt=PROMPT, n=3, temperature=1.0, seed=7)["choices"] == got["choices"]
    assert len({c["text"] for c in got["choices"]}) > 1
    assert got["usage"]["completion_tokens"] == sum(6 for _ in got["choices"])


def test_the_prompt_is_computed_once_for_all_choices(h) -> None:
    prompt = "Nothing cached starts like this: " + "every request to it " * 12  # several fresh full blocks
    hits = metric(h, "vllm:prefix_cache_hits_total")
    got = complete(h, prompt=prompt, n=4, temperature=1.0, seed=1)
    assert got["usage"]["prompt_tokens_details"]["cached_tokens"] == 0  # the first choice computed it
    assert metric(h, "vllm:prefix_cache_hits_total") == hits  # the others forked: no lookup, no recompute


@pytest.mark.parametrize("prompt_len", [37, 48])  # a partial last block to copy, and none
def test_forked_choices_compute_the_prompt_once_share_its_blocks_and_match_separate_runs(
        tiny_model_dir, prompt_len: int) -> None:
    """Three choices fork from the first: one prefill for all, the full blocks shared, one copy of
    the partial block each; each choice's tokens are those of the same seed run alone."""
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), block_size=16, kv_cache_blocks=64, threads=1))
    computed: list[int] = []
    run = engine.runner.run
    engine.runner.run = lambda scheduled: computed.append(sum(s.num_new_tokens for s in scheduled)) or run(scheduled)
    prompt = tuple(range(5, 5 + prompt_len))
    seeds = [11, 12, 13, 14]
    for i, seed in enumerate(seeds):
        engine.add_request(GenerationRequest(f"c{i}", prompt, SamplingParams(max_tokens=6, temperature=1.0, seed=seed),
                                             fork_of="c0" if i else None))
    outputs = {f"c{i}": [] for i in range(4)}
    first = True
    while engine.has_unfinished():
        for out in engine.step():
            outputs[out.request_id].extend(out.new_token_ids)
        if first:  # after the prefill: full blocks once, a partial block per choice
            full, partial = prompt_len // 16, prompt_len % 16 != 0
            assert engine.pool.num_blocks - engine.pool.num_free == full + 4 * partial
            first = False
        engine.check_invariants()
    assert computed[0] == prompt_len  # one prefill; then one decode token per choice per step
    assert sum(computed) == prompt_len + sum(len(o) - 1 for o in outputs.values())
    for i, seed in enumerate(seeds):
        alone = run_all(engine, [list(prompt)], SamplingParams(max_tokens=6, temperature=1.0, seed=seed))[0]
        assert outputs[f"c{i}"] == alone.token_ids, i
    assert len({tuple(o) for o in outputs.values()}) > 1


def test_best_of_returns_the_likeliest_candidates(h) -> None:
    got = complete(h, prompt=PROMPT, n=2, best_of=4, temperature=1.3, seed=3)
    assert [c["index"] for c in got["choices"]] == [0, 1] and all(c["logprobs"] is None for c in got["choices"])
    candidates = []
    for i in range(4):
        c = complete(h, prompt=PROMPT, temperature=1.3, seed=3 + i, logprobs=0)["choices"][0]
        candidates.append((sum(c["logprobs"]["token_logprobs"]), c["text"]))
    best = [text for _, text in sorted(candidates, key=lambda x: -x[0])[:2]]
    assert [c["text"] for c in got["choices"]] == best


def test_a_batch_of_prompts_with_n_choices_each(h) -> None:
    prompts = ["First prompt about caches", "Second prompt, about routers and their tenants"]
    got = complete(h, prompt=prompts, n=2, temperature=0, return_token_ids=True)
    assert [c["index"] for c in got["choices"]] == [0, 1, 2, 3]
    for g, prompt in enumerate(prompts):
        alone = complete(h, prompt=prompt, temperature=0, return_token_ids=True)
        for c in got["choices"][2 * g: 2 * g + 2]:
            assert c["text"] == alone["choices"][0]["text"]
            assert c["prompt_token_ids"] == alone["prompt_token_ids"]
    assert got["usage"]["prompt_tokens"] == sum(complete(h, prompt=p)["usage"]["prompt_tokens"] for p in prompts)
    assert "prompt_token_ids" not in got  # several prompts: each choice carries its own


def test_streamed_choices_carry_their_index(h) -> None:
    import openai

    client = openai.OpenAI(base_url=h.url + "/v1", api_key="unused", max_retries=0)
    messages = [{"role": "user", "content": "Tell me about prefix caches"}]
    whole = client.chat.completions.create(model="x", messages=messages, n=2, max_tokens=6, temperature=1.0, seed=5)
    texts = {0: "", 1: ""}
    roles = set()
    for chunk in client.chat.completions.create(model="x", messages=messages, n=2, max_tokens=6, temperature=1.0,
                                                seed=5, stream=True):
        for c in chunk.choices:
            texts[c.index] += c.delta.content or ""
            if c.delta.role:
                roles.add(c.index)
    assert roles == {0, 1} and [texts[0], texts[1]] == [c.message.content for c in whole.choices]
    batch = client.completions.create(model="x", prompt=["one", "two", "three"], max_tokens=3, temperature=0)
    assert sorted(c.index for c in batch.choices) == [0, 1, 2]


def test_langchain_batch_reaches_the_engine_as_one_request(h) -> None:
    langchain_openai = pytest.importorskip("langchain_openai")
    llm = langchain_openai.OpenAI(base_url=h.url + "/v1", api_key="unused", model="x", max_tokens=3, temperature=0,
                                  max_retries=0)
    answers = llm.batch(["one", "two", "three"])
    assert answers == [complete(h, prompt=p, max_tokens=3, temperature=0)["choices"][0]["text"]
                       for p in ["one", "two", "three"]]
