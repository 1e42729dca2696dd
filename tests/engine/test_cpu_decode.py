"""engine/cpu_decode.py: every decoder layer of a decode step in one C call.

It must give what the model's Python layers give with the same kernels, to the bit (logits and
every KV slot, with its scales in an int8 pool), on fresh random batches: ragged contexts, several
decode groups, partial last blocks, GQA ratios of the fixtures, attention biases (qwen2), sliding
windows on every layer or on some (contexts run past them), float32 and int8 pools; agree with
transformers on its own; and leave every step it cannot take (a prefill, a shared prefix, an fp8
pool, another layout or dtype) to the layers.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import torch

from engine import native
from engine.cpu_decode import FusedDecode
from engine.cpu_linear import pack_linears
from engine.kv_cache import KVCache
from engine.model import CausalLM, ForwardBatch
from engine.torch_attention import TorchBackend

pytestmark = [pytest.mark.skipif(native.compiler() is None, reason="no C compiler to build the kernels"),
              pytest.mark.timeout(600)]

FIXTURES = ["tiny_model_dir", "qwen2_model_dir", "mistral_model_dir", "llama3_rope_model_dir",
            "mistral_window_model_dir", "qwen2_window_model_dir"]  # windows of 10 on every layer; 7 on two of three


@pytest.fixture(scope="module")
def fused_model(request: pytest.FixtureRequest):
    """Per checkpoint fixture: the model laid out in panels with its fused decode path, loaded once."""
    cache: dict[str, CausalLM] = {}

    def get(fixture: str) -> CausalLM:
        if fixture not in cache:
            model = CausalLM.load(request.getfixturevalue(fixture))
            assert pack_linears(model, "panel") == 4 * model.cfg.num_layers + 1
            model.fused_decode = FusedDecode.build(model)
            assert model.fused_decode is not None
            cache[fixture] = model
        return cache[fixture]

    return get


class Counted:
    """Wraps a model's fused path, counting the steps it took and the ones it left to the layers."""

    def __init__(self, model: CausalLM) -> None:
        self.inner, self.taken, self.declined = model.fused_decode, 0, 0
        assert self.inner is not None

    def run(self, *args: object) -> object:
        out = self.inner.run(*args)
        self.taken += out is not None
        self.declined += out is None
        return out


class Sequences:
    """Sequences with block tables drawn from a shuffled free list (no two share a block)."""

    def __init__(self, model: CausalLM, block_size: int, num_blocks: int, rng: random.Random,
                 kv_cache_dtype: str = "auto") -> None:
        self.model, self.block_size, self.rng = model, block_size, rng
        self.kv = KVCache(model.cfg, num_blocks, block_size, model.dtype, kv_cache_dtype=kv_cache_dtype)
        self.backend = TorchBackend(block_size, num_blocks, model.cfg.head_dim**-0.5, model.cfg.layer_windows)
        self.free = list(range(num_blocks))
        rng.shuffle(self.free)
        self.tables: list[list[int]] = []
        self.tokens: list[list[int]] = []

    def batch(self, chunks: dict[int, list[int]]) -> ForwardBatch:
        """Give the sequences in `chunks` their new tokens (a new index starts a sequence)."""
        for i, new in chunks.items():
            if i == len(self.tokens):
                self.tokens.append([])
                self.tables.append([])
            self.tokens[i] += new
            while len(self.tables[i]) * self.block_size < len(self.tokens[i]):
                self.tables[i].append(self.free.pop())
        ids = list(chunks)
        return ForwardBatch.build([chunks[i] for i in ids], [len(self.tokens[i]) for i in ids],
                                  [self.tables[i] for i in ids], self.block_size)

    def run(self, batch: ForwardBatch, fused: bool) -> torch.Tensor:
        """Logits of one step, through the fused path (where it takes the step) or the layers alone."""
        saved = self.model.fused_decode
        if not fused:
            self.model.fused_decode = None
        try:
            return self.model(batch, self.kv, self.backend)
        finally:
            self.model.fused_decode = saved


def same_kv(a: KVCache, b: KVCache) -> bool:
    """Every slot's stored keys and values, and their scales where quantized, equal to the bit."""
    return torch.equal(a.pool, b.pool) and all(
        (x is None and y is None) or (x is not None and y is not None and torch.equal(x, y))
        for x, y in ((a.k_scale, b.k_scale), (a.v_scale, b.v_scale)))


def prefill(seqs: Sequences, lengths: list[int]) -> None:
    vocab = seqs.model.cfg.vocab_size
    for i, n in enumerate(lengths):
        seqs.run(seqs.batch({i: [seqs.rng.randrange(vocab) for _ in range(n)]}), fused=True)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("fixture", FIXTURES)
def test_fused_decode_gives_the_layers_results_to_the_bit(fused_model, fixture: str, seed: int) -> None:
    model = fused_model(fixture)
    rng = random.Random(seed * 7919 + len(fixture))
    block_size = rng.choice([1, 3, 16])
    seqs_n = rng.choice([1, 2, 5])
    # contexts from under one block to several, so decode groups of different sizes form
    lengths = [rng.choice([rng.randrange(1, 8), rng.randrange(8, 40), rng.randrange(40, 90)]) for _ in range(seqs_n)]
    num_blocks = sum(-(-(n + 4) // block_size) for n in lengths) + 2
    kv_cache_dtype = "int8" if seed % 2 else "auto"
    fused = Sequences(model, block_size, num_blocks, random.Random(seed), kv_cache_dtype)
    layers = Sequences(model, block_size, num_blocks, random.Random(seed), kv_cache_dtype)
    prefill(fused, lengths)
    prefill(layers, lengths)
    assert same_kv(fused.kv, layers.kv)
    counter = Counted(model)
    model.fused_decode = counter  # type: ignore[assignment]  # the same interface, counted
    try:
        for _ in range(4):
            rows = rng.sample(range(seqs_n), rng.randrange(1, seqs_n + 1))  # any subset, in any order
            chunks = {i: [rng.randrange(model.cfg.vocab_size)] for i in rows}
            got = fused.run(fused.batch(chunks), fused=True)
            want = layers.run(layers.batch(chunks), fused=False)
            assert torch.equal(got, want), (got - want).abs().max()
            assert same_kv(fused.kv, layers.kv)
    finally:
        model.fused_decode = counter.inner
    assert counter.taken == 4 and counter.declined == 0


@pytest.mark.parametrize("fixture", ["tiny_model_dir", "qwen2_model_dir", "qwen2_window_model_dir"])
def test_fused_decode_matches_transformers(fused_model, fixture: str, request: pytest.FixtureRequest) -> None:
    from transformers import AutoModelForCausalLM

    model = fused_model(fixture)
    ref = AutoModelForCausalLM.from_pretrained(request.getfixturevalue(fixture), dtype=torch.float32,
                                               attn_implementation="eager").eval()
    rng = random.Random(3)
    seqs = Sequences(model, 5, 64, rng)
    prefill(seqs, [9, 31, 2])
    for _ in range(5):
        chunks = {i: [rng.randrange(model.cfg.vocab_size)] for i in range(3)}
        logits = seqs.run(seqs.batch(chunks), fused=True)
        for row, i in zip(logits, chunks, strict=True):
            with torch.no_grad():
                want = ref(torch.tensor([seqs.tokens[i]])).logits[0, -1].float()
            # float32 rounding, relative to the logits' size (the window fixtures' reach 20)
            assert (row - want).abs().max().item() <= 1e-5 * want.abs().max().item() + 1e-5


def test_steps_it_cannot_take_are_left_to_the_layers(fused_model) -> None:
    model = fused_model("tiny_model_dir")
    counter = Counted(model)
    model.fused_decode = counter  # type: ignore[assignment]
    try:
        # a step with a prefill in it
        seqs = Sequences(model, 4, 32, random.Random(0))
        prefill(seqs, [6])
        seqs.run(seqs.batch({0: [1], 1: [2, 3, 4]}), fused=True)
        # decode sequences that share their first blocks (cascade attention merges them in torch)
        seqs.tables.append(seqs.tables[0][:1])
        seqs.tokens.append(seqs.tokens[0][:4])
        seqs.run(seqs.batch({0: [5], 2: [6]}), fused=True)
        # an fp8 pool (its write re-quantizes a block whose scale grows, in torch)
        fp8 = Sequences(model, 4, 32, random.Random(0), kv_cache_dtype="fp8_e4m3")
        prefill(fp8, [5])
        fp8.run(fp8.batch({0: [7]}), fused=True)
        assert counter.taken == 0 and counter.declined == 5  # the two prefills and the three steps above
    finally:
        model.fused_decode = counter.inner



@pytest.mark.parametrize("variant", ["onednn", "bfloat16", "unpacked"])
def test_models_it_cannot_run_get_no_fused_path(tiny_model_dir: Path, variant: str) -> None:
    model = CausalLM.load(tiny_model_dir, torch.bfloat16 if variant == "bfloat16" else torch.float32)
    if variant != "unpacked":
        pack_linears(model, "onednn" if variant == "onednn" else "auto")
    assert FusedDecode.build(model) is None


def test_an_engine_on_the_cpu_takes_the_fused_path(tiny_model_dir: Path) -> None:
    from engine.config import EngineConfig
    from engine.llm_engine import LLMEngine

    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), threads=1))
    assert isinstance(engine.model.fused_decode, FusedDecode)
