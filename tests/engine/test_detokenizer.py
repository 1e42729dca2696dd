"""Incremental detokenization agrees with decoding everything, token by token."""

from __future__ import annotations

import random

import orjson
import pytest

from engine.detokenizer import IncrementalDetokenizer
from protocol.tokenization import CLEAN_UP_PATTERNS, Tokenizer


def with_clean_up(tokenizer: Tokenizer) -> Tokenizer:
    """The same tokenizer with `clean_up_tokenization_spaces` on (as BERT-era and some Llama configs have)."""
    files = dict(tokenizer.files)
    config = orjson.loads(files.get("tokenizer_config.json", "{}"))
    files["tokenizer_config.json"] = orjson.dumps({**config, "clean_up_tokenization_spaces": True}).decode()
    return Tokenizer.from_files(files)


@pytest.fixture(scope="module", params=["tiny", "smollm2", "smollm2+clean_up"])
def tokenizer(request) -> Tokenizer:
    name = "tiny_model_dir" if request.param == "tiny" else "smollm2_model_dir"
    tok = Tokenizer.from_dir(request.getfixturevalue(name))
    return with_clean_up(tok) if request.param.endswith("clean_up") else tok


def test_incremental_text_is_a_prefix_and_ends_exact(tokenizer: Tokenizer):
    rng = random.Random(0)
    texts = ["Hello, wörld! 你好，世界。 🚀🚀 naïve café", "  leading  spaces\n\nand\ttabs ", "ÅÄÖ 👩‍👩‍👧 ∑∫√",
             "Hello , world . It ' s fine ! Isn 't it ? We 're sure , I 'm told ' 've ' ."]
    streams = [tokenizer.encode_completion(t) for t in texts]
    specials = list(tokenizer.eos_token_ids)
    streams += [[rng.randrange(tokenizer.vocab_size) for _ in range(60)] for _ in range(20)]
    streams += [[rng.choice(specials + s[:5]) for _ in range(20)] for s in streams[:3]]
    for ids in streams:
        detok = IncrementalDetokenizer(tokenizer)
        for k in range(1, len(ids) + 1):
            text = detok.update(ids[:k])
            full = tokenizer.decode(ids[:k], skip_special_tokens=True)
            assert full.startswith(text), (ids[:k], text, full)
            if full.endswith("\ufffd"):
                continue
            if tokenizer.clean_up_tokenization_spaces:  # a clean-up pattern may still be completing
                assert len(full) - len(text) < max(map(len, CLEAN_UP_PATTERNS)), (ids[:k], text, full)
            else:
                assert text == full, (ids[:k], text, full)
        assert detok.finish(ids) == tokenizer.decode(ids, skip_special_tokens=True)


def test_streamed_text_is_the_final_text_under_clean_up(smollm2_model_dir) -> None:
    tok = with_clean_up(Tokenizer.from_dir(smollm2_model_dir))
    ids = tok.encode_completion("Hello , world . It ' s fine !")
    detok = IncrementalDetokenizer(tok)
    streamed = ""
    for k in range(1, len(ids) + 1):
        text = detok.update(ids[:k])
        assert text.startswith(streamed)
        streamed = text
    final = detok.finish(ids)
    assert final == "Hello, world. It's fine!" and final.startswith(streamed)
