"""Incremental detokenization agrees with decoding everything, token by token."""

from __future__ import annotations

import random

import pytest

from engine.detokenizer import IncrementalDetokenizer
from protocol.tokenization import Tokenizer


@pytest.fixture(scope="module", params=["tiny", "smollm2"])
def tokenizer(request) -> Tokenizer:
    name = "tiny_model_dir" if request.param == "tiny" else "smollm2_model_dir"
    return Tokenizer.from_dir(request.getfixturevalue(name))


def test_incremental_text_is_a_prefix_and_ends_exact(tokenizer: Tokenizer):
    rng = random.Random(0)
    texts = ["Hello, wörld! 你好，世界。 🚀🚀 naïve café", "  leading  spaces\n\nand\ttabs ", "ÅÄÖ 👩‍👩‍👧 ∑∫√"]
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
            if not full.endswith("\ufffd"):
                assert text == full, (ids[:k], text, full)
        assert detok.finish(ids) == tokenizer.decode(ids, skip_special_tokens=True)
