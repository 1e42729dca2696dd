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


def test_triton_needs_cuda() -> None:
    with pytest.raises(ValueError, match="attention-backend triton: needs a CUDA device"):
        select_backend("triton", torch.device("cpu"), block_size=16, num_blocks=8, scale=0.125)


def test_devices() -> None:
    assert resolve_device("cpu") == torch.device("cpu")
    assert resolve_device("auto").type == ("cuda" if torch.cuda.is_available() else "cpu")
    if not torch.cuda.is_available():
        with pytest.raises(ValueError, match="device cuda"):
            resolve_device("cuda")
    with pytest.raises(ValueError, match="device"):
        EngineConfig(device="tpu")
