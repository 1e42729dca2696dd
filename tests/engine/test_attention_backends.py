"""Choosing the attention backend and the device: auto picks what the machine can run, and what it
cannot run is refused at start with the flag's name."""

from __future__ import annotations

import pytest
import torch

from engine.attention import select_backend
from engine.config import EngineConfig
from engine.llm_engine import resolve_device
from engine.torch_attention import TorchBackend


def test_auto_is_torch_on_the_cpu() -> None:
    backend = select_backend("auto", torch.device("cpu"), block_size=16, num_blocks=8, scale=0.125)
    assert isinstance(backend, TorchBackend) and backend.name == "torch"


def test_triton_on_the_cpu_runs_in_the_interpreter(tiny_model_dir, monkeypatch: pytest.MonkeyPatch) -> None:
    """DESIGN.md: `--attention-backend triton` without CUDA runs the kernels under TRITON_INTERPRET=1;
    an engine so configured serves the same greedy tokens as the torch backend."""
    from engine_test_utils import run_all

    from engine.llm_engine import LLMEngine
    from protocol.sampling_params import SamplingParams

    monkeypatch.setenv("TRITON_INTERPRET", "1")  # select_backend sets it too; this restores it afterwards
    results = {}
    for backend in ("torch", "triton"):
        engine = LLMEngine(EngineConfig(model=str(tiny_model_dir), attention_backend=backend, threads=1))
        assert engine.attention.name == backend
        prompts = [list(range(5, 40)), list(range(5, 25)) + [7, 8, 9]]  # a shared prefix, chunked and decoded
        results[backend] = [r.token_ids for r in run_all(engine, prompts, SamplingParams(max_tokens=4, temperature=0))]
    assert results["triton"] == results["torch"]


def test_devices() -> None:
    assert resolve_device("cpu") == torch.device("cpu")
    assert resolve_device("auto").type == ("cuda" if torch.cuda.is_available() else "cpu")
    if not torch.cuda.is_available():
        with pytest.raises(ValueError, match="device cuda"):
            resolve_device("cuda")
    with pytest.raises(ValueError, match="device"):
        EngineConfig(device="tpu")
