"""vLLM's `/tokenize` and `/detokenize` on the engine, against transformers' own tokenizer and chat
template."""

from __future__ import annotations

import pytest
from server_harness import ServerHarness

from engine.config import EngineConfig


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=64, threads=1)).wait_ready()
    yield harness
    harness.close()


@pytest.fixture(scope="module")
def hf_tok(tiny_model_dir):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(tiny_model_dir))


def test_tokenize_a_prompt_and_a_chat_as_transformers_does(h, hf_tok) -> None:
    text = "Prefix caches save prefill, naïvely 🚀"
    status, body, _ = h.request("POST", "/tokenize", json={"prompt": text})
    assert status == 200 and body["tokens"] == hf_tok(text)["input_ids"] and body["count"] == len(body["tokens"])
    assert body["max_model_len"] == 64 * 16 and body["token_strs"] is None
    status, body, _ = h.request("POST", "/tokenize", json={"prompt": text, "add_special_tokens": False,
                                                            "return_token_strs": True})
    assert body["tokens"] == hf_tok(text, add_special_tokens=False)["input_ids"]
    assert body["token_strs"] == hf_tok.convert_ids_to_tokens(body["tokens"])
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": text}]
    for gen in (True, False):
        status, body, _ = h.request("POST", "/tokenize", json={"messages": messages, "add_generation_prompt": gen})
        want = hf_tok.apply_chat_template(messages, add_generation_prompt=gen, tokenize=True)["input_ids"]
        assert status == 200 and body["tokens"] == list(want)


def test_detokenize_and_its_errors(h, hf_tok) -> None:
    ids = hf_tok("Hello there, replica.")["input_ids"]
    status, body, _ = h.request("POST", "/detokenize", json={"tokens": ids})
    assert status == 200 and body["prompt"] == hf_tok.decode(ids)
    status, body, _ = h.request("POST", "/detokenize", json={"tokens": [1, 10**9]})
    assert status == 400 and body["error"]["param"] == "tokens"
    status, body, _ = h.request("POST", "/tokenize", json={"prompt": 5})
    assert status == 400 and body["error"]["param"] == "prompt"
