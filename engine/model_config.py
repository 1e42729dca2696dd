"""Which checkpoints the engine can serve: an HF config.json parsed into `ModelConfig`, with
unsupported architectures and features refused up front by a message that names the key.

Both transformers v4 keys (`rope_theta`, `rope_scaling`, `torch_dtype`) and v5 keys
(`rope_parameters`, `dtype`) are understood.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch

SUPPORTED_ARCHITECTURES = {
    "llama": "LlamaForCausalLM",
    "qwen2": "Qwen2ForCausalLM",
    "mistral": "MistralForCausalLM",
}
_DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}


class UnsupportedModelError(ValueError):
    """A checkpoint this engine cannot serve (architecture, feature or files); the message says why."""


@dataclass(frozen=True)
class ModelConfig:
    """The architecture facts the engine needs, parsed and validated from an HF config.json."""

    architecture: str  # "llama" | "qwen2" | "mistral"
    vocab_size: int
    hidden_size: int
    intermediate_size: int
    num_layers: int
    num_heads: int
    num_kv_heads: int
    head_dim: int
    rms_norm_eps: float
    rope_theta: float
    rope_scaling: dict | None  # None, {"rope_type": "linear", "factor"} or llama3's parameters
    max_position_embeddings: int
    tie_word_embeddings: bool
    attention_bias: bool  # q/k/v projections carry a bias (Qwen2; Llama's attention_bias)
    layer_windows: tuple[int | None, ...] = ()  # per layer: a sliding window (keys within the last W) or None

    def window(self, layer: int) -> int | None:
        """Layer `layer`'s sliding window, None for full attention."""
        return self.layer_windows[layer] if self.layer_windows else None

    @property
    def release_window(self) -> int | None:
        """The window past which no layer reads (every layer slides), None when a layer attends to
        the whole context: blocks wholly before it can be let go."""
        if not self.layer_windows or None in self.layer_windows:
            return None
        return max(w for w in self.layer_windows if w is not None)

    @property
    def o_proj_bias(self) -> bool:
        """Llama's `attention_bias` also biases o_proj; Qwen2's q/k/v bias does not."""
        return self.attention_bias and self.architecture == "llama"

    @staticmethod
    def from_hf_config(cfg: dict) -> ModelConfig:
        """Parse transformers v4 or v5 config.json content; refuse what this engine cannot run."""
        arch = _architecture(cfg)

        def need(key: str) -> Any:
            if cfg.get(key) is None:
                raise UnsupportedModelError(f"config.json: required key {key!r} is missing")
            return cfg[key]

        hidden, heads = int(need("hidden_size")), int(need("num_attention_heads"))
        kv_heads = int(cfg.get("num_key_value_heads") or heads)
        head_dim = int(cfg.get("head_dim") or hidden // heads)
        if heads % kv_heads:
            raise UnsupportedModelError(
                f"config.json: num_attention_heads={heads} is not a multiple of num_key_value_heads={kv_heads}"
            )
        max_pos = int(need("max_position_embeddings"))
        if cfg.get("hidden_act", "silu") != "silu":
            raise UnsupportedModelError(f"config.json: hidden_act={cfg['hidden_act']!r} is not supported (only 'silu')")
        if cfg.get("mlp_bias"):
            raise UnsupportedModelError("config.json: mlp_bias=true is not supported")
        if cfg.get("quantization_config"):
            raise UnsupportedModelError(
                "config.json: quantized checkpoints (quantization_config) are not supported; "
                "convert to float32 or bfloat16 safetensors"
            )
        num_layers = int(need("num_hidden_layers"))
        windows = _layer_windows(cfg, arch, num_layers, max_pos)
        theta, scaling = _parse_rope(cfg)
        return ModelConfig(
            architecture=arch,
            vocab_size=int(need("vocab_size")),
            hidden_size=hidden,
            intermediate_size=int(need("intermediate_size")),
            num_layers=num_layers,
            num_heads=heads,
            num_kv_heads=kv_heads,
            head_dim=head_dim,
            rms_norm_eps=float(cfg.get("rms_norm_eps", 1e-6)),
            rope_theta=theta,
            rope_scaling=scaling,
            max_position_embeddings=max_pos,
            tie_word_embeddings=bool(cfg.get("tie_word_embeddings", False)),
            attention_bias=arch == "qwen2" or bool(cfg.get("attention_bias", False)),
            layer_windows=windows if any(w is not None for w in windows) else (),
        )


def _architecture(cfg: dict) -> str:
    """The supported model_type a config names (directly or through `architectures`)."""
    arch = cfg.get("model_type")
    if arch is None:
        by_class = {v: k for k, v in SUPPORTED_ARCHITECTURES.items()}
        arch = next((by_class[a] for a in cfg.get("architectures") or [] if a in by_class), None)
        if arch is None:
            raise UnsupportedModelError(
                f"config.json: no model_type, and architectures={cfg.get('architectures')!r} names no "
                f"supported class ({', '.join(SUPPORTED_ARCHITECTURES.values())})"
            )
    if arch not in SUPPORTED_ARCHITECTURES:
        raise UnsupportedModelError(
            f"config.json: model_type {arch!r} is not supported (supported: {', '.join(SUPPORTED_ARCHITECTURES)})"
        )
    return arch


def _layer_windows(cfg: dict, arch: str, num_layers: int, max_pos: int) -> tuple[int | None, ...]:
    """Each layer's sliding window as transformers reads the config: Mistral slides every layer;
    Qwen2 only with `use_sliding_window`, from layer `max_window_layers` on; v5 configs list
    `layer_types`. A window as long as the context never slides (None)."""
    types = cfg.get("layer_types")
    unknown = sorted({t for t in types or [] if t not in ("full_attention", "sliding_attention")})
    if unknown:
        raise UnsupportedModelError(f"config.json: layer_types {unknown} are not supported "
                                    "(full_attention and sliding_attention are)")
    if types is not None and len(types) != num_layers:
        raise UnsupportedModelError(f"config.json: layer_types lists {len(types)} layers, num_hidden_layers is "
                                    f"{num_layers}")
    window = cfg.get("sliding_window")
    if arch == "llama" or (arch == "qwen2" and not cfg.get("use_sliding_window", False)):
        window = None  # transformers ignores these models' sliding_window unless it is switched on
    if window is None or int(window) >= max_pos:
        return (None,) * num_layers
    if int(window) < 1:
        raise UnsupportedModelError(f"config.json: sliding_window={window} must be >= 1")
    if types is None:
        first = int(cfg.get("max_window_layers", 0)) if arch == "qwen2" else 0
        types = ["sliding_attention" if i >= first else "full_attention" for i in range(num_layers)]
    return tuple(int(window) if t == "sliding_attention" else None for t in types)


def _parse_rope(cfg: dict) -> tuple[float, dict | None]:
    """(theta, scaling) from v5 `rope_parameters` or v4 `rope_theta` + `rope_scaling`."""
    params = cfg.get("rope_parameters")
    key = "rope_parameters"
    if params is None:
        params = dict(cfg.get("rope_scaling") or {})
        key = "rope_scaling"
    if not isinstance(params, dict):
        raise UnsupportedModelError(f"config.json: {key} must be an object, got {params!r}")
    if any(isinstance(v, dict) for v in params.values()):
        raise UnsupportedModelError(f"config.json: per-layer-type {key} are not supported")
    theta = float(params.get("rope_theta", cfg.get("rope_theta", 10000.0)))
    rope_type = params.get("rope_type", params.get("type", "default"))
    partial = float(params.get("partial_rotary_factor", cfg.get("partial_rotary_factor", 1.0)))
    if partial != 1.0:
        raise UnsupportedModelError(f"config.json: partial_rotary_factor={partial} is not supported")

    def need(name: str) -> float:
        if params.get(name) is None:
            raise UnsupportedModelError(f"config.json: {key}.{name} is required for rope_type {rope_type!r}")
        return float(params[name])

    if rope_type == "default":
        return theta, None
    if rope_type == "linear":
        return theta, {"rope_type": "linear", "factor": need("factor")}
    if rope_type == "llama3":
        names = ("factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings")
        return theta, {"rope_type": "llama3", **{n: need(n) for n in names}}
    raise UnsupportedModelError(
        f"config.json: {key}.rope_type={rope_type!r} is not supported (supported: default, linear, llama3)"
    )


def checkpoint_dtype(cfg: dict) -> torch.dtype:
    """The dtype a config.json names (`dtype` in v5, `torch_dtype` in v4); float32 when it names none."""
    name = cfg.get("dtype") or cfg.get("torch_dtype")
    if name is None:
        return torch.float32
    if name not in _DTYPES:
        raise UnsupportedModelError(f"config.json: dtype {name!r} is not supported (supported: {', '.join(_DTYPES)})")
    return _DTYPES[name]


def read_config(model_dir: Path) -> dict:
    """config.json of a checkpoint directory, with errors that say what is wrong."""
    path = model_dir / "config.json"
    if not path.is_file():
        raise UnsupportedModelError(f"{model_dir}: no config.json (expected a Hugging Face checkpoint directory)")
    try:
        raw = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise UnsupportedModelError(f"{path}: cannot be read as JSON: {e}") from None
    if not isinstance(raw, dict):
        raise UnsupportedModelError(f"{path}: must hold a JSON object")
    return raw
