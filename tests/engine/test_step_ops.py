"""A decode step's decoder layer stays lean on the CPU, where every operator call costs microseconds
of dispatch: the new keys and values go into the pool in one copy (they arrive side by side from
the fused q/k/v projection) and come back out in one (they lie side by side in the pool), attention
is one fused call, and the whole layer stays within the call count measured when it was cut
(docs/benchmarks.md, `python -m bench.engine_bench --step-only`). With the C kernels
(engine/cpu_ops.py) the write, the read and the attention leave torch's dispatcher altogether, and
with the fused path (engine/cpu_decode.py) the whole stack of layers does."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.engine_bench import operator_calls_per_layer, operator_calls_per_step
from engine import native
from engine.config import EngineConfig
from engine.llm_engine import LLMEngine

pytestmark = pytest.mark.timeout(300)

MOST_CALLS_PER_LAYER = 43  # counted 2026-12-02 after the fused decode attention; 56 before, 60 before the single KV write
MOST_CALLS_WITH_KERNELS = 24  # counted 2026-12-04 with the C kernels (views, allocations and casts are left)
MOST_CALLS_PER_FUSED_STEP = 50  # a whole batch-1 decode step, counted 2026-12-04 with the layers in one C call


@pytest.mark.parametrize("kv_cache_dtype", ["auto", "int8"])
def test_a_decode_step_writes_the_kv_once_per_layer(tiny_model_dir: Path, kv_cache_dtype: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(native, "cpu_kernels", lambda: None)  # torch's operators only
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), threads=1, kv_cache_dtype=kv_cache_dtype))
    calls = operator_calls_per_layer(engine, engine.tokenizer.vocab_size)
    if kv_cache_dtype == "auto":
        assert calls["aten.index_copy_"] == 1, calls
        assert calls["aten.index_select"] == 1, calls  # keys and values read together
        assert calls["aten.scaled_dot_product_attention"] == 1, calls
        assert "aten.stack" not in calls and "aten.cat" not in calls, calls  # no staging copy either
        assert sum(calls.values()) <= MOST_CALLS_PER_LAYER, calls
    else:  # quantized: keys and values, each with its scales, are written separately
        assert calls["aten.index_copy_"] == 4, calls


@pytest.mark.skipif(native.compiler() is None, reason="no C compiler to build the kernels")
def test_with_the_c_kernels_a_decode_layer_dispatches_no_kv_copy_or_attention(tiny_model_dir: Path) -> None:
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), threads=1))
    engine.model.fused_decode = None  # the layers one by one, as steps the fused path declines run them
    calls = operator_calls_per_layer(engine, engine.tokenizer.vocab_size)
    assert not {"aten.index_copy_", "aten.index_select", "aten.scaled_dot_product_attention", "aten.rms_norm",
                "aten.silu", "aten.addcmul", "aten.mm", "aten.addmm"} & set(calls), calls
    assert sum(calls.values()) <= MOST_CALLS_WITH_KERNELS, calls


@pytest.mark.skipif(native.compiler() is None, reason="no C compiler to build the kernels")
def test_with_the_fused_path_a_decode_step_runs_its_layers_outside_torch(tiny_model_dir: Path) -> None:
    engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), threads=1))
    assert not operator_calls_per_layer(engine, engine.tokenizer.vocab_size)  # the layers are not called
    calls = operator_calls_per_step(engine, engine.tokenizer.vocab_size)
    # what is left is per step, not per layer: embedding, rope tables, buffers, final norm, logits
    assert sum(calls.values()) <= MOST_CALLS_PER_FUSED_STEP, calls
    assert not {"aten.index_copy_", "aten.scaled_dot_product_attention", "aten.silu"} & set(calls), calls
