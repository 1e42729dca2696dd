"""oneDNN-packed linear layers (engine/cpu_linear.py) against `F.linear` on random shapes, and how
the engine uses them. Whole-model agreement with transformers is in test_model.py."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st
from torch import nn

from engine.cpu_linear import PackedLinear, pack_linears, packing_supported

pytestmark = pytest.mark.skipif(not packing_supported(torch.float32), reason="torch built without oneDNN")


def rel_err(out: torch.Tensor, ref: torch.Tensor) -> float:
    return ((out.float() - ref.float()).norm() / ref.float().norm()).item()


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 70), d_in=st.integers(1, 300), d_out=st.integers(1, 300), bias=st.booleans(),
       transposed=st.booleans(), seed=st.integers(0, 2**16))
def test_packed_matches_f_linear(rows: int, d_in: int, d_out: int, bias: bool, transposed: bool, seed: int) -> None:
    """Any rows (a decode batch, a prefill chunk), sizes, bias, and an input that is a strided view."""
    gen = torch.Generator().manual_seed(seed)
    linear = nn.Linear(d_in, d_out, bias=bias)
    with torch.no_grad():
        linear.weight.copy_(torch.randn(d_out, d_in, generator=gen))
        if bias:
            linear.bias.copy_(torch.randn(d_out, generator=gen))
    x = torch.randn(d_in, rows, generator=gen).t() if transposed else torch.randn(rows, d_in, generator=gen)
    with torch.inference_mode():
        out, ref = PackedLinear(linear)(x), F.linear(x, linear.weight, linear.bias)
    assert out.shape == ref.shape == (rows, d_out) and out.dtype == torch.float32
    assert rel_err(out, ref) < 1e-5


@pytest.mark.skipif(not packing_supported(torch.bfloat16), reason="no bfloat16 GEMM in oneDNN on this CPU")
def test_packed_bfloat16_tracks_float32() -> None:
    gen = torch.Generator().manual_seed(3)
    linear = nn.Linear(576, 960).to(torch.bfloat16)
    x = torch.randn(24, 576, generator=gen).to(torch.bfloat16)
    with torch.inference_mode():
        out = PackedLinear(linear)(x)
    ref = F.linear(x.float(), linear.weight.float(), linear.bias.float())
    assert out.dtype == torch.bfloat16 and rel_err(out, ref) < 1e-2


def test_pack_linears_replaces_every_projection_and_keeps_a_tied_embedding() -> None:
    model = nn.Sequential(nn.Embedding(50, 16), nn.Linear(16, 32), nn.Sequential(nn.Linear(32, 16)), nn.Linear(16, 50))
    model[3].weight = model[0].weight  # tied output projection
    x = torch.randint(0, 50, (5,))
    with torch.inference_mode():
        ref = model(x)
        assert pack_linears(model) == 3
        out = model(x)
    assert isinstance(model[1], PackedLinear) and isinstance(model[2][0], PackedLinear)
    assert isinstance(model[3], PackedLinear) and isinstance(model[0], nn.Embedding)
    assert rel_err(out, ref) < 1e-5


def test_pack_linears_leaves_an_unsupported_dtype_alone() -> None:
    model = nn.Sequential(nn.Linear(8, 8)).to(torch.float16)
    assert not packing_supported(torch.float16)
    assert pack_linears(model) == 0 and isinstance(model[0], nn.Linear)


def test_engine_on_cpu_serves_packed_projections(tiny_model_dir) -> None:
    from engine.config import EngineConfig
    from engine.llm_engine import LLMEngine

    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=8))
    layer = engine.model.layers[0]
    assert all(isinstance(m, PackedLinear) for m in (layer.self_attn.qkv_proj, layer.self_attn.o_proj,
                                                     layer.mlp.gate_up_proj, layer.mlp.down_proj,
                                                     engine.model.lm_head))
    assert engine.kv.k.dtype == engine.model.dtype
