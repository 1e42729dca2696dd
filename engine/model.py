"""The decoder-only transformer an engine replica serves: Llama, Qwen2 and Mistral checkpoints in
Hugging Face format, run over a paged KV cache.

Numerics follow transformers' eager implementation (RoPE with `rotate_half`, RMSNorm in float32,
SwiGLU, GQA), so float32 logits match it to ~1e-6. One forward pass serves a whole scheduler step:
prefill chunks and decode tokens of many sequences, concatenated.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from safetensors import safe_open
from torch import nn

from engine.attention import AttentionMetadata, paged_attention, write_kv
from engine.kv_cache import KVCache

SUPPORTED_ARCHITECTURES = {
    "llama": "LlamaForCausalLM",
    "qwen2": "Qwen2ForCausalLM",
    "mistral": "MistralForCausalLM",
}
_DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16, "float16": torch.float16}
# Checkpoint tensors that carry no weights of ours (older exports saved RoPE buffers).
_IGNORED_SUFFIXES = ("rotary_emb.inv_freq",)


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
        _check_full_attention(cfg, arch, max_pos)
        theta, scaling = _parse_rope(cfg)
        return ModelConfig(
            architecture=arch,
            vocab_size=int(need("vocab_size")),
            hidden_size=hidden,
            intermediate_size=int(need("intermediate_size")),
            num_layers=int(need("num_hidden_layers")),
            num_heads=heads,
            num_kv_heads=kv_heads,
            head_dim=head_dim,
            rms_norm_eps=float(cfg.get("rms_norm_eps", 1e-6)),
            rope_theta=theta,
            rope_scaling=scaling,
            max_position_embeddings=max_pos,
            tie_word_embeddings=bool(cfg.get("tie_word_embeddings", False)),
            attention_bias=arch == "qwen2" or bool(cfg.get("attention_bias", False)),
        )


def _architecture(cfg: dict) -> str:
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


def _check_full_attention(cfg: dict, arch: str, max_pos: int) -> None:
    """Refuse sliding-window attention that would actually slide (window < max positions)."""
    window = cfg.get("sliding_window")
    if arch == "qwen2" and not cfg.get("use_sliding_window", False):
        window = None  # transformers ignores Qwen2's sliding_window unless use_sliding_window is set
    if window is not None and int(window) < max_pos:
        raise UnsupportedModelError(
            f"config.json: sliding_window={window} is shorter than max_position_embeddings={max_pos}; "
            "sliding-window attention is not supported (only full attention)"
        )
    unknown = sorted({t for t in cfg.get("layer_types") or [] if t not in ("full_attention", "sliding_attention")})
    if unknown:
        raise UnsupportedModelError(f"config.json: layer_types {unknown} are not supported (only full attention)")


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


def rope_inv_freq(cfg: ModelConfig) -> torch.Tensor:
    """RoPE inverse frequencies [head_dim / 2], float32, computed exactly as transformers does."""
    dim = cfg.head_dim
    steps = torch.arange(0, dim, 2, dtype=torch.int64, device="cpu").to(torch.float)  # cpu even under a meta context
    inv_freq = 1.0 / (cfg.rope_theta ** (steps / dim))
    scaling = cfg.rope_scaling
    if scaling is None:
        return inv_freq
    if scaling["rope_type"] == "linear":
        return inv_freq / scaling["factor"]
    factor, low, high = scaling["factor"], scaling["low_freq_factor"], scaling["high_freq_factor"]
    old_len = scaling["original_max_position_embeddings"]
    low_wavelen, high_wavelen = old_len / low, old_len / high
    wavelen = 2 * math.pi / inv_freq
    scaled = torch.where(wavelen > low_wavelen, inv_freq / factor, inv_freq)
    smooth = (old_len / wavelen - low) / (high - low)
    smoothed = (1 - smooth) * scaled / factor + smooth * scaled
    is_medium = ~(wavelen < high_wavelen) * ~(wavelen > low_wavelen)
    return torch.where(is_medium, smoothed, scaled)


@dataclass
class ForwardBatch:
    """One scheduler step's input: the new tokens of several sequences, concatenated in order.

    A sequence's new tokens are the last `query_lens[i]` of its `context_lens[i]` KV positions, so
    `positions` of sequence i run from context_lens[i] - query_lens[i] to context_lens[i] - 1.
    """

    input_ids: torch.Tensor  # [T] int64
    positions: torch.Tensor  # [T] int64
    query_lens: list[int]
    context_lens: list[int]
    block_tables: list[list[int]]
    slot_mapping: torch.Tensor  # [T] int64: block_id * block_size + offset of each new token

    @staticmethod
    def build(
        new_tokens: list[list[int]],
        context_lens: list[int],
        block_tables: list[list[int]],
        block_size: int,
        device: torch.device | str = "cpu",
    ) -> ForwardBatch:
        """Derive positions and slot mapping from each sequence's new tokens, KV length and blocks."""
        positions: list[int] = []
        slots: list[int] = []
        for tokens, ctx, table in zip(new_tokens, context_lens, block_tables, strict=True):
            for pos in range(ctx - len(tokens), ctx):
                positions.append(pos)
                slots.append(table[pos // block_size] * block_size + pos % block_size)
        return ForwardBatch(
            input_ids=torch.tensor([t for ts in new_tokens for t in ts], dtype=torch.int64, device=device),
            positions=torch.tensor(positions, dtype=torch.int64, device=device),
            query_lens=[len(ts) for ts in new_tokens],
            context_lens=list(context_lens),
            block_tables=[list(t) for t in block_tables],
            slot_mapping=torch.tensor(slots, dtype=torch.int64, device=device),
        )


class RMSNorm(nn.Module):
    """Root-mean-square norm, computed in float32 and cast back as transformers does."""

    def __init__(self, size: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x32 = x.float()
        x32 = x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * x32.to(x.dtype)


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class Attention(nn.Module):
    """Self-attention with fused q/k/v projection, RoPE and the paged KV cache."""

    def __init__(self, cfg: ModelConfig) -> None:
        super().__init__()
        self.num_heads, self.num_kv_heads, self.head_dim = cfg.num_heads, cfg.num_kv_heads, cfg.head_dim
        q_size, kv_size = cfg.num_heads * cfg.head_dim, cfg.num_kv_heads * cfg.head_dim
        self.qkv_proj = nn.Linear(cfg.hidden_size, q_size + 2 * kv_size, bias=cfg.attention_bias)
        self.o_proj = nn.Linear(q_size, cfg.hidden_size, bias=cfg.o_proj_bias)
        self.scale = cfg.head_dim**-0.5

    def forward(
        self,
        x: torch.Tensor,
        cos: torch.Tensor,
        sin: torch.Tensor,
        k_cache: torch.Tensor,
        v_cache: torch.Tensor,
        meta: AttentionMetadata,
    ) -> torch.Tensor:
        n = x.shape[0]
        qkv = self.qkv_proj(x)
        q_size, kv_size = self.num_heads * self.head_dim, self.num_kv_heads * self.head_dim
        q = qkv[:, :q_size].view(n, self.num_heads, self.head_dim)
        k = qkv[:, q_size : q_size + kv_size].view(n, self.num_kv_heads, self.head_dim)
        v = qkv[:, q_size + kv_size :].view(n, self.num_kv_heads, self.head_dim)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        write_kv(k_cache, v_cache, k, v, meta.slot_mapping)
        out = paged_attention(q, k_cache, v_cache, meta, self.scale)
        return self.o_proj(out.reshape(n, q_size))


class MLP(nn.Module):
    """SwiGLU feed-forward with fused gate/up projection."""

    def __init__(self, cfg: ModelConfig) -> None:
        super().__init__()
        self.intermediate_size = cfg.intermediate_size
        self.gate_up_proj = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).split(self.intermediate_size, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


class DecoderLayer(nn.Module):
    """Pre-norm attention then pre-norm MLP, each with a residual connection."""

    def __init__(self, cfg: ModelConfig) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.self_attn = Attention(cfg)
        self.post_attention_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.mlp = MLP(cfg)

    def forward(self, h: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, k_cache: torch.Tensor,
                v_cache: torch.Tensor, meta: AttentionMetadata) -> torch.Tensor:
        h = h + self.self_attn(self.input_layernorm(h), cos, sin, k_cache, v_cache, meta)
        return h + self.mlp(self.post_attention_layernorm(h))


class CausalLM(nn.Module):
    """A causal language model over a paged KV cache; returns next-token logits per sequence."""

    def __init__(self, cfg: ModelConfig, dtype: torch.dtype) -> None:
        super().__init__()
        self.cfg = cfg
        self.dtype = dtype
        # Given storage instead of a random init: weights always come from `load` (or a test's copy).
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size,
                                         _weight=torch.empty(cfg.vocab_size, cfg.hidden_size))
        self.layers = nn.ModuleList(DecoderLayer(cfg) for _ in range(cfg.num_layers))
        self.norm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        if cfg.tie_word_embeddings:
            self.lm_head.weight = self.embed_tokens.weight
        self.register_buffer("inv_freq", rope_inv_freq(cfg), persistent=False)
        self.to(dtype)
        self.inv_freq = self.inv_freq.float()

    @torch.inference_mode()
    def forward(self, batch: ForwardBatch, kv: KVCache) -> torch.Tensor:
        """Write the new tokens' K/V into `kv`; float32 logits [num_seqs, vocab] of each sequence's
        last new token."""
        meta = AttentionMetadata.build(batch, kv.block_size, kv.num_blocks)
        h = self.embed_tokens(batch.input_ids)
        freqs = batch.positions[:, None].float() * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos().to(h.dtype), emb.sin().to(h.dtype)
        for i, layer in enumerate(self.layers):
            h = layer(h, cos, sin, kv.k[i], kv.v[i], meta)
        return self.lm_head(self.norm(h[meta.last_token_rows])).float()

    @staticmethod
    def load(model_dir: str | Path, dtype: torch.dtype | None = None,
             device: torch.device | str = "cpu") -> CausalLM:
        """Load an HF-format checkpoint (config.json + safetensors, sharded or not).

        `dtype` None means the checkpoint's own dtype (float32 when config.json names none).
        """
        model_dir = Path(model_dir)
        raw = read_config(model_dir)
        cfg = ModelConfig.from_hf_config(raw)
        dtype = dtype or checkpoint_dtype(raw)
        with torch.device("meta"):
            model = CausalLM(cfg, dtype)
        state = _fused_state_dict(cfg, _read_tensors(model_dir), dtype)
        model.load_state_dict(state, strict=True, assign=True)
        if cfg.tie_word_embeddings:
            model.lm_head.weight = model.embed_tokens.weight
        model.inv_freq = rope_inv_freq(cfg)
        return model.to(device).eval()


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


def _read_tensors(model_dir: Path) -> dict[str, torch.Tensor]:
    """All tensors of a checkpoint: the files named by model.safetensors.index.json, else *.safetensors."""
    index = model_dir / "model.safetensors.index.json"
    if index.is_file():
        files = sorted(set(json.loads(index.read_text())["weight_map"].values()))
    else:
        files = sorted(p.name for p in model_dir.glob("*.safetensors"))
    if not files:
        raise UnsupportedModelError(f"{model_dir}: no *.safetensors weights (only safetensors checkpoints load)")
    tensors: dict[str, torch.Tensor] = {}
    for name in files:
        path = model_dir / name
        if not path.is_file():
            raise UnsupportedModelError(f"{model_dir}: weight file {name} named by the index is missing")
        with safe_open(str(path), framework="pt") as f:
            for key in f.keys():  # noqa: SIM118 - safe_open is not a mapping
                tensors[key] = f.get_tensor(key)
    return tensors


def _fused_state_dict(cfg: ModelConfig, hf: dict[str, torch.Tensor], dtype: torch.dtype) -> dict[str, torch.Tensor]:
    """Map HF tensor names onto this module's, fusing q/k/v and gate/up; check names and shapes."""
    used: set[str] = set()

    def take(name: str) -> torch.Tensor:
        if name not in hf:
            raise UnsupportedModelError(f"checkpoint is missing tensor {name!r}")
        used.add(name)
        return hf[name]

    state = {
        "embed_tokens.weight": take("model.embed_tokens.weight"),
        "norm.weight": take("model.norm.weight"),
    }
    if cfg.tie_word_embeddings:
        used.add("lm_head.weight")  # some tied checkpoints store a copy; the embedding wins, as in HF
        state["lm_head.weight"] = state["embed_tokens.weight"]
    else:
        state["lm_head.weight"] = take("lm_head.weight")
    for i in range(cfg.num_layers):
        src, dst = f"model.layers.{i}.", f"layers.{i}."
        attn = src + "self_attn."
        state[dst + "self_attn.qkv_proj.weight"] = torch.cat([take(f"{attn}{p}_proj.weight") for p in "qkv"])
        if cfg.attention_bias:
            state[dst + "self_attn.qkv_proj.bias"] = torch.cat([take(f"{attn}{p}_proj.bias") for p in "qkv"])
        state[dst + "self_attn.o_proj.weight"] = take(attn + "o_proj.weight")
        if cfg.o_proj_bias:
            state[dst + "self_attn.o_proj.bias"] = take(attn + "o_proj.bias")
        state[dst + "mlp.gate_up_proj.weight"] = torch.cat(
            [take(src + "mlp.gate_proj.weight"), take(src + "mlp.up_proj.weight")]
        )
        state[dst + "mlp.down_proj.weight"] = take(src + "mlp.down_proj.weight")
        for norm in ("input_layernorm", "post_attention_layernorm"):
            state[f"{dst}{norm}.weight"] = take(f"{src}{norm}.weight")
    unexpected = sorted(k for k in hf if k not in used and not k.endswith(_IGNORED_SUFFIXES))
    if unexpected:
        raise UnsupportedModelError(
            f"checkpoint has {len(unexpected)} tensors this {cfg.architecture} model does not use, "
            f"e.g. {unexpected[:3]}"
        )
    with torch.device("meta"):
        expected = CausalLM(cfg, dtype).state_dict()
    for name, tensor in state.items():
        if tuple(tensor.shape) != tuple(expected[name].shape):
            raise UnsupportedModelError(
                f"checkpoint tensor for {name!r} has shape {tuple(tensor.shape)}, config.json implies "
                f"{tuple(expected[name].shape)}"
            )
    return {name: tensor.to(dtype) for name, tensor in state.items()}
