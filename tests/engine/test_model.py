"""CausalLM over the paged KV cache against Hugging Face transformers (float32, eager attention).

A small scheduler-like driver feeds sequences in prefill chunks, batched decode steps and mixed
steps, with blocks taken from a shuffled free list and prefixes shared between sequences, and
every logit row it gets back is compared with transformers' full-sequence forward.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safetensors.torch import load_file, save_file

from engine import native
from engine.cpu_linear import PackedLinear, PanelLinear, pack_linears
from engine.kv_cache import KVCache
from engine.model import CausalLM, ForwardBatch, ModelConfig, UnsupportedModelError
from engine.torch_attention import TorchBackend

ATOL = 1e-4


class PagedDriver:
    """Runs sequences through CausalLM the way a scheduler would, keeping block tables and lengths."""

    def __init__(self, model: CausalLM, block_size: int, num_blocks: int, seed: int,
                 kv_cache_dtype: str = "auto") -> None:
        self.model = model
        self.kv = KVCache(model.cfg, num_blocks, block_size, model.dtype, kv_cache_dtype=kv_cache_dtype)
        self.backend = TorchBackend(block_size, num_blocks, model.cfg.head_dim**-0.5, model.cfg.layer_windows)
        self.block_size = block_size
        self.free = list(range(num_blocks))
        random.Random(seed).shuffle(self.free)  # non-contiguous, out-of-order physical blocks
        self.tables: dict[str, list[int]] = {}
        self.lens: dict[str, int] = {}

    def share_prefix(self, child: str, parent: str, num_blocks: int) -> int:
        """Start `child` with the parent's first full blocks already computed (a prefix-cache hit)."""
        self.tables[child] = self.tables[parent][:num_blocks]
        self.lens[child] = num_blocks * self.block_size
        return self.lens[child]

    def step(self, chunks: dict[str, list[int]]) -> dict[str, torch.Tensor]:
        for sid, tokens in chunks.items():
            table = self.tables.setdefault(sid, [])
            new_len = self.lens.get(sid, 0) + len(tokens)
            while len(table) * self.block_size < new_len:
                table.append(self.free.pop())
            self.lens[sid] = new_len
        ids = list(chunks)
        batch = ForwardBatch.build(
            [chunks[s] for s in ids], [self.lens[s] for s in ids], [self.tables[s] for s in ids], self.block_size
        )
        logits = self.model(batch, self.kv, self.backend)
        assert logits.dtype == torch.float32 and logits.shape == (len(ids), self.model.cfg.vocab_size)
        return dict(zip(ids, logits, strict=True))


def hf_model(model_dir: Path, dtype: torch.dtype = torch.float32):
    from transformers import AutoModelForCausalLM

    return AutoModelForCausalLM.from_pretrained(model_dir, dtype=dtype, attn_implementation="eager").eval()


def hf_logits(model, tokens: list[int]) -> torch.Tensor:
    """Reference logits [len, vocab] of every position, from one uncached forward."""
    with torch.no_grad():
        return model(torch.tensor([tokens])).logits[0].float()


def run_schedule(driver: PagedDriver, seqs: dict[str, list[int]], refs: dict[str, torch.Tensor],
                 tol: float = ATOL) -> None:
    """Chunked prefills, a prefix shared through the cache, mixed and batched decode steps; every
    returned logit row is checked against the reference at that sequence's last position."""
    a, b, c, d = seqs["a"], seqs["b"], seqs["c"], seqs["d"]
    assert d[:24] == a[:24], "d shares a's first 24 tokens"
    bs = driver.block_size

    def check(out: dict[str, torch.Tensor]) -> None:
        for sid, row in out.items():
            ref = refs[sid][driver.lens[sid] - 1]
            err = (row - ref).abs().max().item()
            assert err <= tol, f"{sid} at position {driver.lens[sid] - 1}: max |diff| {err:.2e}"

    check(driver.step({"a": a[:13], "b": b[:-4]}))  # two prefills in one step
    check(driver.step({"a": a[13:30], "c": c[:1]}))  # a continues over its cached chunk; c has 1 token
    check(driver.step({"c": c[1:9], "a": a[30:-4]}))
    shared = driver.share_prefix("d", "a", 24 // bs)
    check(driver.step({"d": d[shared:-4], "b": b[-4:-3]}))  # prefill after a prefix hit, with a decode
    for i in range(4, 0, -1):  # batched decode over four sequences of different lengths
        step = {"a": [a[-i]], "c": [c[-i]], "d": [d[-i]]}
        if i > 1:
            step["b"] = [b[-i + 1]]
        check(driver.step(step))


def make_sequences(vocab: int, seed: int) -> dict[str, list[int]]:
    rng = random.Random(seed)
    a = [rng.randrange(vocab) for _ in range(41)]
    return {
        "a": a,
        "b": [rng.randrange(vocab) for _ in range(23)],
        "c": [rng.randrange(vocab) for _ in range(13)],
        "d": a[:24] + [rng.randrange(vocab) for _ in range(15)],
    }


@pytest.fixture(scope="module")
def hf_refs(request: pytest.FixtureRequest):
    """Per checkpoint fixture name: (our model, {seq: HF logits}, sequences), computed once."""
    cache: dict[str, tuple] = {}

    def get(fixture: str, seed: int = 0, layout: str | None = None):
        if fixture not in cache:
            model_dir = request.getfixturevalue(fixture)
            ours = CausalLM.load(model_dir)
            ref_model = hf_model(model_dir)
            seqs = make_sequences(ours.cfg.vocab_size, seed)
            cache[fixture] = (ours, {s: hf_logits(ref_model, t) for s, t in seqs.items()}, seqs)
        if layout and (fixture, layout) not in cache:
            model = CausalLM.load(request.getfixturevalue(fixture))
            assert pack_linears(model, layout) == 4 * model.cfg.num_layers + 1
            cache[fixture, layout] = (model, *cache[fixture][1:])
        return cache[fixture, layout] if layout else cache[fixture]

    return get


@pytest.mark.parametrize("layout", [None, "panel", "onednn"], ids=["F.linear", "panel", "onednn"])
@pytest.mark.parametrize("block_size", [1, 7, 16])
@pytest.mark.parametrize(
    "fixture",
    ["tiny_model_dir", "qwen2_model_dir", "mistral_model_dir", "llama3_rope_model_dir", "linear_rope_model_dir",
     "mistral_window_model_dir", "qwen2_window_model_dir"],
)
def test_paged_forward_matches_transformers(hf_refs, fixture: str, block_size: int, layout: str | None,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """Every way of running the model gives transformers' logits: torch's operators alone
    (`F.linear`, no C kernels), and as an engine on a CPU serves it, the projections through the
    panel kernel or oneDNN's packed GEMM with the C kernels of engine/cpu_ops.py around them."""
    if layout is None:
        monkeypatch.setattr(native, "cpu_kernels", lambda: None)
    model, refs, seqs = hf_refs(fixture, layout=layout)
    num_blocks = sum(-(-len(s) // block_size) for s in seqs.values()) + 3
    run_schedule(PagedDriver(model, block_size, num_blocks, seed=block_size), seqs, refs)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_schedules_match_transformers(qwen2_model_dir: Path, data: st.DataObject) -> None:
    """Any chunking, interleaving, block size and prefix sharing gives transformers' logits."""
    model, ref_model = _qwen2_pair(qwen2_model_dir)
    block_size = data.draw(st.sampled_from([1, 2, 3, 5, 8, 16]), label="block_size")
    vocab = model.cfg.vocab_size
    tokens = st.lists(st.integers(0, vocab - 1), min_size=1, max_size=40)
    first = data.draw(tokens, label="seq0")
    seqs = {"s0": first}
    for i in range(1, data.draw(st.integers(1, 4), label="num_seqs")):
        shared = data.draw(st.integers(0, len(first)), label=f"shared{i}")
        seqs[f"s{i}"] = first[:shared] + data.draw(tokens, label=f"seq{i}")
    refs = {sid: hf_logits(ref_model, t) for sid, t in seqs.items()}
    driver = PagedDriver(model, block_size, sum(len(t) for t in seqs.values()) + 1, seed=len(first))
    pending = dict(seqs)
    while pending:
        step: dict[str, list[int]] = {}
        for sid in list(pending):
            if sid != "s0" and ("s0" in pending or "s0" in step):
                continue  # the others start once s0's blocks are all written
            if sid not in driver.lens and sid != "s0":
                common = next((k for k, (x, y) in enumerate(zip(first, seqs[sid], strict=False)) if x != y),
                              min(len(first), len(seqs[sid])))
                blocks = min(common, len(seqs[sid]) - 1) // block_size
                if blocks and data.draw(st.booleans(), label=f"hit {sid}"):
                    pending[sid] = seqs[sid][driver.share_prefix(sid, "s0", blocks):]
            chunk = data.draw(st.integers(1, len(pending[sid])), label=f"chunk {sid}")
            step[sid], pending[sid] = pending[sid][:chunk], pending[sid][chunk:]
            if not pending[sid]:
                del pending[sid]
        for sid, row in driver.step(step).items():
            ref = refs[sid][driver.lens[sid] - 1]
            assert (row - ref).abs().max().item() <= ATOL, f"{sid} at {driver.lens[sid] - 1}"


_PAIRS: dict[Path, tuple] = {}


def _qwen2_pair(model_dir: Path) -> tuple:
    """(our model, transformers' model) for a checkpoint, loaded once per test session."""
    if model_dir not in _PAIRS:
        _PAIRS[model_dir] = (CausalLM.load(model_dir), hf_model(model_dir))
    return _PAIRS[model_dir]


def test_smollm2_matches_transformers(smollm2_model_dir: Path) -> None:
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(smollm2_model_dir)
    prompts = [
        "The capital of France is Paris, and the capital of Germany is",
        "def fibonacci(n):\n    if n < 2:\n        return n\n    return",
        "Once upon a time, in a small village by the sea, there lived an old fisherman who",
    ]
    ids = [tok(p).input_ids for p in prompts]
    a = ids[2] + ids[0]
    seqs = {"a": a + ids[1][:10], "b": ids[1] + ids[0][:6], "c": ids[0], "d": a[:24] + ids[1][:15]}
    ref_model = hf_model(smollm2_model_dir)
    refs = {s: hf_logits(ref_model, t) for s, t in seqs.items()}
    del ref_model
    model = CausalLM.load(smollm2_model_dir)
    assert model.cfg.tie_word_embeddings and model.cfg.num_kv_heads < model.cfg.num_heads
    assert pack_linears(model) and isinstance(model.lm_head, PanelLinear | PackedLinear)  # as the engine serves it
    # The panel kernel and oneDNN's packed GEMM sum in another order than the BLAS transformers runs
    # on: over 30 layers and logits up to ~25 that moves a logit by up to 1.7e-4 here (~1e-5
    # relative), where F.linear, the reference's own BLAS, stays under 1.1e-4.
    run_schedule(PagedDriver(model, 16, 32, seed=5), seqs, refs, tol=3e-4)


def test_bfloat16_tracks_float32(hf_refs, tiny_model_dir: Path) -> None:
    """bfloat16 weights and cache: same schedule, logits close to float32 and mostly the same argmax."""
    _, refs, seqs = hf_refs("tiny_model_dir")
    model = CausalLM.load(tiny_model_dir, dtype=torch.bfloat16)
    assert model.embed_tokens.weight.dtype == torch.bfloat16
    driver = PagedDriver(model, 16, 16, seed=1)
    assert driver.kv.k.dtype == torch.bfloat16
    out = driver.step({s: t for s, t in seqs.items()})
    for sid, row in out.items():
        ref = refs[sid][len(seqs[sid]) - 1]
        assert (row - ref).abs().max().item() < 0.5, sid  # logits have std ~4
        assert row.argmax() == ref.argmax(), sid


@pytest.mark.parametrize("kv_cache_dtype,tolerance,agreement", [("int8", 0.3, 1.0), ("fp8_e4m3", 1.0, 0.9)])
def test_quantized_kv_tracks_transformers(hf_refs, tiny_model_dir: Path, kv_cache_dtype: str, tolerance: float,
                                          agreement: float) -> None:
    """Quantized KV, written in chunks and token by token (so blocks re-quantize as they fill): the
    logits stay close to transformers' float32 ones and mostly pick the same next token (fp8 keeps 3
    mantissa bits, so near-ties of this random tiny model may flip)."""
    _, refs, seqs = hf_refs("tiny_model_dir")
    driver = PagedDriver(CausalLM.load(tiny_model_dir), 8, 64, seed=2, kv_cache_dtype=kv_cache_dtype)
    assert driver.kv.quantized and driver.kv.k.element_size() == 1
    done = {s: 0 for s in seqs}
    errors, same = [], []
    while any(done[s] < len(t) for s, t in seqs.items()):
        chunk = {s: t[done[s]: done[s] + (5 if done[s] < 12 else 1)] for s, t in seqs.items() if done[s] < len(t)}
        for sid, row in driver.step(chunk).items():
            done[sid] += len(chunk[sid])
            ref = refs[sid][done[sid] - 1]
            errors.append((row - ref).abs().max().item())
            same.append(bool(row.argmax() == ref.argmax()))
    assert max(errors) < tolerance, max(errors)  # logits have std ~4
    assert sum(same) / len(same) >= agreement, sum(same) / len(same)
    assert max(errors) > 1e-3  # the cache really was quantized


def test_forward_only_writes_the_new_slots(tiny_model_dir: Path) -> None:
    model = CausalLM.load(tiny_model_dir)
    driver = PagedDriver(model, 4, 8, seed=0)
    driver.step({"a": [5, 6, 7, 8, 9, 10]})
    used = driver.tables["a"]
    untouched = [b for b in range(8) if b not in used]
    assert driver.kv.k[:, untouched].abs().sum() == 0 and driver.kv.v[:, untouched].abs().sum() == 0
    assert driver.kv.k[:, used[1], 2:].abs().sum() == 0  # positions 6 and 7 of block 2 are unwritten
    assert driver.kv.k[:, used[1], :2].abs().sum() > 0


def test_kv_cache_shape_and_bytes_per_block(tiny_model_dir: Path) -> None:
    cfg = CausalLM.load(tiny_model_dir).cfg
    for dtype in (torch.float32, torch.bfloat16):
        kv = KVCache(cfg, num_blocks=5, block_size=16, dtype=dtype)
        assert kv.k.shape == (cfg.num_layers, 5, 16, cfg.num_kv_heads, cfg.head_dim) == kv.v.shape
        per_block = (kv.k.nbytes + kv.v.nbytes) // 5
        assert KVCache.bytes_per_block(cfg, 16, dtype) == per_block


def test_bad_batch_is_refused(tiny_model_dir: Path) -> None:
    model = CausalLM.load(tiny_model_dir)
    kv = KVCache(model.cfg, 4, 4, torch.float32)
    backend = TorchBackend(4, 4, model.cfg.head_dim**-0.5)
    too_short = ForwardBatch.build([[1, 2, 3, 4, 5]], [5], [[0, 1]], 4)
    too_short.block_tables = [[0]]
    with pytest.raises(ValueError, match="block table"):
        model(too_short, kv, backend)
    with pytest.raises(ValueError, match="query_len"):
        model(ForwardBatch.build([[1, 2, 3]], [2], [[0]], 4), kv, backend)
    with pytest.raises(ValueError, match="outside the pool"):
        model(ForwardBatch.build([[1, 2]], [2], [[9]], 4), kv, backend)
    stray = ForwardBatch.build([[1, 2]], [2], [[0]], 4)  # a slot past the pool: the C kernels would write there
    for slots in ([0, 16], [-1, 1]):
        stray.slot_mapping = torch.tensor(slots)
        with pytest.raises(ValueError, match="slot_mapping"):
            model(stray, kv, backend)
    stray.slot_mapping = torch.tensor([0, 1], dtype=torch.int32)
    with pytest.raises(ValueError, match="slot_mapping"):
        model(stray, kv, backend)


def test_load_uses_checkpoint_dtype(tiny_model_dir: Path, tmp_path: Path) -> None:
    assert CausalLM.load(tiny_model_dir).dtype == torch.float32
    for name in ("config.json", "model.safetensors"):
        (tmp_path / name).symlink_to(tiny_model_dir / name)
    cfg = json.loads((tiny_model_dir / "config.json").read_text())
    (tmp_path / "config.json").unlink()
    cfg["dtype"] = "bfloat16"
    (tmp_path / "config.json").write_text(json.dumps(cfg))
    model = CausalLM.load(tmp_path)
    assert model.dtype == torch.bfloat16 and model.lm_head.weight.dtype == torch.bfloat16


def test_qwen2_fixture_is_sharded_and_tied(qwen2_model_dir: Path) -> None:
    """Loading went through model.safetensors.index.json and a checkpoint without lm_head."""
    index = json.loads((qwen2_model_dir / "model.safetensors.index.json").read_text())
    assert len(set(index["weight_map"].values())) > 1
    assert "lm_head.weight" not in index["weight_map"]
    model = CausalLM.load(qwen2_model_dir)
    assert model.lm_head.weight.data_ptr() == model.embed_tokens.weight.data_ptr()


def _copy_checkpoint(src: Path, dst: Path, edit) -> Path:
    dst.mkdir()
    (dst / "config.json").write_text((src / "config.json").read_text())
    tensors = load_file(src / "model.safetensors")
    edit(tensors)
    save_file(tensors, dst / "model.safetensors")
    return dst


def test_load_errors_name_the_problem(tiny_model_dir: Path, tmp_path: Path) -> None:
    missing = _copy_checkpoint(tiny_model_dir, tmp_path / "missing",
                               lambda t: t.pop("model.layers.1.mlp.up_proj.weight"))
    with pytest.raises(UnsupportedModelError, match="model.layers.1.mlp.up_proj.weight"):
        CausalLM.load(missing)
    extra = _copy_checkpoint(tiny_model_dir, tmp_path / "extra",
                             lambda t: t.update({"model.layers.9.foo.weight": torch.zeros(2)}))
    with pytest.raises(UnsupportedModelError, match="does not use"):
        CausalLM.load(extra)
    shape = _copy_checkpoint(tiny_model_dir, tmp_path / "shape",
                             lambda t: t.update({"model.norm.weight": torch.ones(7)}))
    with pytest.raises(UnsupportedModelError, match="shape"):
        CausalLM.load(shape)
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(UnsupportedModelError, match="config.json"):
        CausalLM.load(empty)
    (empty / "config.json").write_text((tiny_model_dir / "config.json").read_text())
    with pytest.raises(UnsupportedModelError, match="safetensors"):
        CausalLM.load(empty)


LLAMA_V5 = {
    "model_type": "llama", "vocab_size": 100, "hidden_size": 64, "intermediate_size": 128,
    "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "max_position_embeddings": 2048,
    "rms_norm_eps": 1e-5, "rope_parameters": {"rope_type": "default", "rope_theta": 50000.0},
}


def test_config_v4_and_v5_rope_keys_agree() -> None:
    v5 = ModelConfig.from_hf_config(LLAMA_V5)
    v4 = {k: v for k, v in LLAMA_V5.items() if k != "rope_parameters"} | {"rope_theta": 50000.0}
    assert ModelConfig.from_hf_config(v4) == v5
    assert v5.rope_theta == 50000.0 and v5.rope_scaling is None and v5.head_dim == 16
    llama3 = {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 512}
    a = ModelConfig.from_hf_config(LLAMA_V5 | {"rope_parameters": {"rope_type": "llama3", "rope_theta": 5e5, **llama3}})
    b = ModelConfig.from_hf_config(v4 | {"rope_theta": 5e5, "rope_scaling": {"type": "llama3", **llama3}})
    assert a == b and a.rope_scaling == {"rope_type": "llama3", **llama3}


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        ({"model_type": "mistral", "sliding_window": 0}, "sliding_window=0 must be >= 1"),
        ({"model_type": "qwen2", "layer_types": ["chunked_attention", "full_attention"]}, "chunked_attention"),
        ({"model_type": "gemma"}, "model_type 'gemma' is not supported"),
        ({"hidden_act": "gelu"}, "hidden_act"),
        ({"rope_parameters": {"rope_type": "yarn", "factor": 4.0}}, "rope_type='yarn'"),
        ({"rope_parameters": {"rope_type": "llama3", "factor": 8.0}}, "low_freq_factor"),
        ({"quantization_config": {"quant_method": "gguf"}}, "quantization_config"),
        ({"num_key_value_heads": 3}, "num_key_value_heads"),
        ({"vocab_size": None}, "'vocab_size' is missing"),
    ],
)
def test_unsupported_configs_are_refused_clearly(edit: dict, message: str) -> None:
    with pytest.raises(UnsupportedModelError, match=message):
        ModelConfig.from_hf_config(LLAMA_V5 | edit)


def test_sliding_windows_per_layer_as_transformers_reads_them() -> None:
    from transformers import Qwen2Config

    full = ({"model_type": "mistral", "sliding_window": None},
            {"model_type": "mistral", "sliding_window": LLAMA_V5["max_position_embeddings"]},
            {"model_type": "qwen2", "use_sliding_window": False, "sliding_window": 512},
            {"model_type": "llama", "sliding_window": 16})
    for edit in full:
        cfg = ModelConfig.from_hf_config(LLAMA_V5 | edit)
        assert cfg.architecture == edit["model_type"] and cfg.layer_windows == ()
    layers = LLAMA_V5["num_hidden_layers"]
    mistral = ModelConfig.from_hf_config(LLAMA_V5 | {"model_type": "mistral", "sliding_window": 32})
    assert mistral.layer_windows == (32,) * layers
    for first in range(layers + 1):  # Qwen2: full below max_window_layers, sliding from it on
        edit = {"model_type": "qwen2", "use_sliding_window": True, "sliding_window": 32, "max_window_layers": first}
        hf = Qwen2Config(**{k: v for k, v in (LLAMA_V5 | edit).items() if k != "model_type"})
        want = tuple(32 if t == "sliding_attention" else None for t in hf.layer_types)
        assert ModelConfig.from_hf_config(LLAMA_V5 | edit).layer_windows == (want if any(want) else ())
        assert ModelConfig.from_hf_config(LLAMA_V5 | edit | {"layer_types": hf.layer_types}).layer_windows == \
            (want if any(want) else ())
    assert ModelConfig.from_hf_config(LLAMA_V5 | {"model_type": "qwen2"}).attention_bias
