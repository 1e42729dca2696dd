"""The CPU linear layouts (engine/cpu_linear.py: the panel kernel, oneDNN-packed) against `F.linear`
on random shapes, how the kernel is built (engine/native.py), and how the engine uses them.
Whole-model agreement with transformers is in test_model.py."""

from __future__ import annotations

import shutil

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st
from torch import nn

from engine import native
from engine.cpu_linear import PackedLinear, PanelEmbedding, PanelLinear, pack_linears, packing_supported
from engine.native import cpu_kernels

needs_onednn = pytest.mark.skipif(not packing_supported(torch.float32), reason="torch built without oneDNN")
needs_kernel = pytest.mark.skipif(native.compiler() is None, reason="no C compiler to build the panel kernel")


def assert_linear_close(out: torch.Tensor, x: torch.Tensor, linear: nn.Linear) -> None:
    """Each output within float32 rounding of the float64 product: at most 1e-5 of the sum of its
    terms' magnitudes (a relative bound would fail an output that cancels to near zero)."""
    w = linear.weight.detach().double()
    ref = x.double() @ w.T
    scale = x.double().abs() @ w.abs().T
    if linear.bias is not None:
        ref, scale = ref + linear.bias.double(), scale + linear.bias.double().abs()
    assert out.shape == ref.shape and torch.isfinite(out).all()
    assert ((out.double() - ref).abs() <= 1e-5 * scale).all(), ((out.double() - ref).abs() / scale).max()


def rel_err(out: torch.Tensor, ref: torch.Tensor) -> float:
    return ((out.float() - ref.float()).norm() / ref.float().norm()).item()


def random_linear(rows: int, d_in: int, d_out: int, bias: bool, transposed: bool,
                  seed: int) -> tuple[nn.Linear, torch.Tensor]:
    gen = torch.Generator().manual_seed(seed)
    linear = nn.Linear(d_in, d_out, bias=bias)
    with torch.no_grad():
        linear.weight.copy_(torch.randn(d_out, d_in, generator=gen))
        if bias:
            linear.bias.copy_(torch.randn(d_out, generator=gen))
    x = torch.randn(d_in, rows, generator=gen).t() if transposed else torch.randn(rows, d_in, generator=gen)
    return linear, x


LINEAR_CASES = dict(rows=st.integers(1, 70), d_in=st.integers(1, 300), d_out=st.integers(1, 300),
                    bias=st.booleans(), transposed=st.booleans(), seed=st.integers(0, 2**16))


@needs_onednn
@settings(max_examples=40, deadline=None)
@given(**LINEAR_CASES)
def test_packed_matches_f_linear(rows: int, d_in: int, d_out: int, bias: bool, transposed: bool, seed: int) -> None:
    """Any rows (a decode batch, a prefill chunk), sizes, bias, and an input that is a strided view."""
    linear, x = random_linear(rows, d_in, d_out, bias, transposed, seed)
    with torch.inference_mode():
        out = PackedLinear(linear)(x)
    assert out.shape == (rows, d_out) and out.dtype == torch.float32
    assert_linear_close(out, x, linear)


@needs_kernel
@settings(max_examples=60, deadline=None)
@given(**LINEAR_CASES)
def test_panel_kernel_matches_f_linear(rows: int, d_in: int, d_out: int, bias: bool, transposed: bool,
                                       seed: int) -> None:
    """The same cases: output widths that are no multiple of the panel (a padded last panel), odd
    input widths (the kernel's tail), row counts past its rows per pass, and every element written
    (the output starts uninitialized: a column or row left out would fail the comparison)."""
    linear, x = random_linear(rows, d_in, d_out, bias, transposed, seed)
    with torch.inference_mode():
        out = PanelLinear(linear, cpu_kernels())(x)
    assert out.shape == (rows, d_out) and out.dtype == torch.float32
    assert_linear_close(out, x, linear)


@needs_kernel
def test_panel_kernel_takes_any_leading_shape_and_no_rows() -> None:
    linear, _ = random_linear(1, 40, 33, True, False, 1)
    layer = PanelLinear(linear, cpu_kernels())
    x = torch.randn(2, 3, 40)
    with torch.inference_mode():
        assert rel_err(layer(x), F.linear(x, linear.weight, linear.bias)) < 1e-5
        assert layer(torch.randn(0, 40)).shape == (0, 33)
        with pytest.raises(ValueError, match="float32"):
            layer(x.double())


@needs_kernel
def test_panel_kernel_gives_the_same_bits_on_any_thread_count() -> None:
    """Each output column is summed by one thread in one order, so the thread count (--threads)
    cannot change a token."""
    linear, x = random_linear(9, 300, 200, True, False, 2)
    layer = PanelLinear(linear, cpu_kernels())
    before = torch.get_num_threads()
    try:
        with torch.inference_mode():
            outs = []
            for threads in (1, 2, 3):
                torch.set_num_threads(threads)
                outs.append(layer(x))
    finally:
        torch.set_num_threads(before)
    assert torch.equal(outs[0], outs[1]) and torch.equal(outs[0], outs[2])


@needs_kernel
def test_panel_kernel_builds_once_per_source_and_machine(tmp_path, monkeypatch) -> None:
    """Built into the cache directory under a hashed name; a second build finds it there."""
    monkeypatch.setenv("KVROUTE_CACHE_DIR", str(tmp_path))
    first = native._build()
    assert first.is_file() and first.parent.parent == tmp_path / "kernels"
    stamp = first.stat().st_mtime_ns
    assert native._build() == first and first.stat().st_mtime_ns == stamp


def test_without_a_c_compiler_the_projections_fall_back_to_onednn(monkeypatch) -> None:
    monkeypatch.setenv("CC", str(shutil.which("false") or "/bin/false"))  # a compiler that always fails
    assert native.cpu_kernels.__wrapped__() is None  # uncached: what a process without a compiler gets
    monkeypatch.setattr(native, "cpu_kernels", lambda: None)
    model = nn.Sequential(nn.Linear(8, 16))
    expected = 1 if packing_supported(torch.float32) else 0
    assert pack_linears(model) == expected
    assert isinstance(model[0], PackedLinear) or not expected


@pytest.mark.skipif(not packing_supported(torch.bfloat16), reason="no bfloat16 GEMM in oneDNN on this CPU")
def test_packed_bfloat16_tracks_float32() -> None:
    gen = torch.Generator().manual_seed(3)
    linear = nn.Linear(576, 960).to(torch.bfloat16)
    x = torch.randn(24, 576, generator=gen).to(torch.bfloat16)
    with torch.inference_mode():
        out = PackedLinear(linear)(x)
    ref = F.linear(x.float(), linear.weight.float(), linear.bias.float())
    assert out.dtype == torch.bfloat16 and rel_err(out, ref) < 1e-2


@pytest.mark.parametrize("layout", ["auto", "panel", "onednn"])
def test_pack_linears_replaces_every_projection_and_a_tied_embedding_reads_the_panels(layout: str) -> None:
    """Every token id, the last panel's padding included, looks up the table it did before."""
    model = nn.Sequential(nn.Embedding(50, 16), nn.Linear(16, 32), nn.Sequential(nn.Linear(32, 16)), nn.Linear(16, 50))
    model[3].weight = model[0].weight  # tied output projection
    x = torch.cat((torch.arange(50), torch.randint(0, 50, (5,))))
    with torch.inference_mode():
        ref = model(x)
        replaced = pack_linears(model, layout)
        out = model(x)
    kind = {"panel": PanelLinear, "onednn": PackedLinear}.get(layout, PanelLinear if cpu_kernels() else PackedLinear)
    if replaced == 0:  # this machine lacks the layout asked for
        pytest.skip(f"{layout} unavailable here")
    assert replaced == 3 and all(isinstance(m, kind) for m in (model[1], model[2][0], model[3]))
    if kind is PanelLinear:  # one copy of the table: the projection's panels
        assert isinstance(model[0], PanelEmbedding) and model[0].panels is model[3].panels
        assert not any(p.shape == (50, 16) for p in model.parameters())
        with pytest.raises(IndexError):
            model[0](torch.tensor([50]))  # in the last panel's padding, still outside the vocabulary
    else:
        assert isinstance(model[0], nn.Embedding)
    assert rel_err(out, ref) < 1e-5


def test_pack_linears_leaves_an_unsupported_dtype_alone() -> None:
    model = nn.Sequential(nn.Linear(8, 8)).to(torch.float16)
    assert not packing_supported(torch.float16)
    assert pack_linears(model) == 0 and isinstance(model[0], nn.Linear)
    with pytest.raises(ValueError, match="layout"):
        pack_linears(model, "mkl")


@needs_kernel
def test_bfloat16_takes_onednn_not_the_float32_kernel() -> None:
    model = nn.Sequential(nn.Linear(8, 8)).to(torch.bfloat16)
    assert pack_linears(model, "panel") == 0 and isinstance(model[0], nn.Linear)
    if packing_supported(torch.bfloat16):
        assert pack_linears(model) == 1 and isinstance(model[0], PackedLinear)


@needs_kernel
def test_engine_on_cpu_serves_panel_projections(tiny_model_dir) -> None:
    from engine.config import EngineConfig
    from engine.llm_engine import LLMEngine

    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=8))
    layer = engine.model.layers[0]
    assert all(isinstance(m, PanelLinear) for m in (layer.self_attn.qkv_proj, layer.self_attn.o_proj,
                                                     layer.mlp.gate_up_proj, layer.mlp.down_proj,
                                                     engine.model.lm_head))
    assert engine.kv.k.dtype == engine.model.dtype
