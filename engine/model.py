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
from typing import TYPE_CHECKING, overload

import torch
import torch.nn.functional as F
from safetensors import safe_open
from torch import nn

from engine import cpu_ops
from engine.attention import AttentionBackend
from engine.kv_cache import KVCache
from engine.model_config import (  # noqa: F401 - ModelConfig and its errors are part of this module's API
    SUPPORTED_ARCHITECTURES,
    ModelConfig,
    UnsupportedModelError,
    checkpoint_dtype,
    read_config,
)

if TYPE_CHECKING:
    from engine.cpu_decode import FusedDecode

# Checkpoint tensors that carry no weights of ours (older exports saved RoPE buffers).
_IGNORED_SUFFIXES = ("rotary_emb.inv_freq",)


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

    def last_token_rows(self) -> torch.Tensor:
        """The row of each sequence's last new token (whose logits give its next token)."""
        return torch.tensor(self.query_lens, device=self.input_ids.device).cumsum(0) - 1


@dataclass(frozen=True)
class Step:
    """What every layer's attention needs in one forward pass: the backend, the pool, the metadata."""

    backend: AttentionBackend
    kv: KVCache
    meta: object


class RMSNorm(nn.Module):
    """Root-mean-square norm, computed in float32 and cast back as transformers does. Given the
    residual stream too, it norms x + residual and returns that sum beside the result, so the
    residual add and the norm that follows it are one step (one C kernel call on a float32 CPU)."""

    def __init__(self, size: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    @overload
    def forward(self, x: torch.Tensor, residual: None = None) -> torch.Tensor: ...
    @overload
    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]: ...

    def forward(self, x: torch.Tensor,
                residual: torch.Tensor | None = None) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        lib = cpu_ops.kernels_for(x)
        if lib is not None and (residual is None or residual.is_contiguous()):
            return cpu_ops.rms_norm(lib, x, self.weight, self.eps, residual)
        if residual is None:
            return self._norm(x)
        summed = x + residual
        return self._norm(summed), summed

    def _norm(self, x: torch.Tensor) -> torch.Tensor:
        if x.dtype == torch.float32:  # one fused op; the same arithmetic
            return F.rms_norm(x, self.weight.shape, self.weight, self.eps)
        return self.weight * F.rms_norm(x.float(), self.weight.shape, eps=self.eps).to(x.dtype)


def apply_rope_(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> None:
    """Rotate x in place by transformers' RoPE convention, x * cos + rotate_half(x) * sin, where
    rotate_half maps the two halves (x1, x2) of head_dim to (-x2, x1): here the halves are swapped
    by one flip and the sign is carried by `sin` (its first half negated, see `CausalLM.rope_tables`).
    One C kernel call on a float32 CPU (engine/cpu_ops.py)."""
    lib = cpu_ops.kernels_for(cos)
    if lib is not None and cpu_ops.rope_(lib, x, cos, sin):
        return
    swapped = x.unflatten(-1, (2, -1)).flip(-2).flatten(-2)
    torch.addcmul(x * cos, swapped, sin, out=x)


class Attention(nn.Module):
    """Self-attention with fused q/k/v projection, RoPE, and the paged KV cache behind a backend."""

    def __init__(self, cfg: ModelConfig, layer: int) -> None:
        super().__init__()
        self.layer = layer
        self.num_heads, self.num_kv_heads, self.head_dim = cfg.num_heads, cfg.num_kv_heads, cfg.head_dim
        q_size, kv_size = cfg.num_heads * cfg.head_dim, cfg.num_kv_heads * cfg.head_dim
        self.qkv_proj = nn.Linear(cfg.hidden_size, q_size + 2 * kv_size, bias=cfg.attention_bias)
        self.o_proj = nn.Linear(q_size, cfg.hidden_size, bias=cfg.o_proj_bias)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, step: Step) -> torch.Tensor:
        n = x.shape[0]
        qkv = self.qkv_proj(x)
        heads, q_size, kv_size = self.num_heads, self.num_heads * self.head_dim, self.num_kv_heads * self.head_dim
        # q and k rotated together and in place, so k stays next to v and the pool stores both in one copy
        qk = qkv[:, : q_size + kv_size].view(n, -1, self.head_dim)
        apply_rope_(qk, cos, sin)
        v = qkv[:, q_size + kv_size :].view(n, self.num_kv_heads, self.head_dim)
        out = step.backend.forward(self.layer, qk[:, :heads], qk[:, heads:], v, step.kv, step.meta)
        return self.o_proj(out.reshape(n, q_size))


class MLP(nn.Module):
    """SwiGLU feed-forward with fused gate/up projection."""

    def __init__(self, cfg: ModelConfig) -> None:
        super().__init__()
        self.intermediate_size = cfg.intermediate_size
        self.gate_up_proj = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        lib = cpu_ops.kernels_for(gate_up)
        if lib is not None:
            return self.down_proj(cpu_ops.silu_mul(lib, gate_up))
        gate, up = gate_up.split(self.intermediate_size, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


class DecoderLayer(nn.Module):
    """Pre-norm attention then pre-norm MLP, each with a residual connection. The residual stream
    travels beside the hidden states and each add happens inside the norm after it, as in vLLM."""

    def __init__(self, cfg: ModelConfig, layer: int) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.self_attn = Attention(cfg, layer)
        self.post_attention_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.mlp = MLP(cfg)

    def forward(self, h: torch.Tensor, residual: torch.Tensor | None, cos: torch.Tensor, sin: torch.Tensor,
                step: Step) -> tuple[torch.Tensor, torch.Tensor]:
        """(this layer's output, the residual stream before it is added): the model's hidden state
        is their sum. `residual` None: `h` is the embedding, the first layer's input."""
        if residual is None:
            x, residual = self.input_layernorm(h), h
        else:
            x, residual = self.input_layernorm(h, residual)
        x, residual = self.post_attention_layernorm(self.self_attn(x, cos, sin, step), residual)
        return self.mlp(x), residual


class CausalLM(nn.Module):
    """A causal language model over a paged KV cache; returns next-token logits per sequence."""

    def __init__(self, cfg: ModelConfig, dtype: torch.dtype) -> None:
        super().__init__()
        self.cfg = cfg
        self.dtype = dtype
        # Given storage instead of a random init: weights always come from `load` (or a test's copy).
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size,
                                         _weight=torch.empty(cfg.vocab_size, cfg.hidden_size))
        self.layers = nn.ModuleList(DecoderLayer(cfg, i) for i in range(cfg.num_layers))
        self.norm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)
        if cfg.tie_word_embeddings:
            self.lm_head.weight = self.embed_tokens.weight
        self.register_buffer("inv_freq", rope_inv_freq(cfg), persistent=False)
        self.to(dtype)
        self.inv_freq = self.inv_freq.float()
        # Every layer of a decode step in one C call, where the engine set it up (engine/cpu_decode.py).
        self.fused_decode: FusedDecode | None = None

    @torch.inference_mode()
    def forward(self, batch: ForwardBatch, kv: KVCache, backend: AttentionBackend,
                rows: torch.Tensor | None = None) -> torch.Tensor:
        """Write the new tokens' K/V into `kv`; float32 logits [num_seqs, vocab] of each sequence's
        last new token, or of the given token `rows` of the batch (prompt log-probabilities)."""
        step = Step(backend, kv, backend.build_metadata(batch))
        h = self.embed_tokens(batch.input_ids)
        cos, sin = self.rope_tables(batch.positions, h.dtype)
        fused = None if self.fused_decode is None else self.fused_decode.run(h, cos, sin, kv, backend, step.meta)
        if fused is not None:
            h, residual = fused
        else:
            residual = None
            for layer in self.layers:
                h, residual = layer(h, residual, cos, sin, step)
        if rows is None:
            rows = batch.last_token_rows()
        assert residual is not None  # a model has at least one layer
        normed, _ = self.norm(h[rows], residual[rows])
        return self.lm_head(normed).float()

    def rope_tables(self, positions: torch.Tensor, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
        """cos and signed sin [T, 1, head_dim] of each position, for `apply_rope_`."""
        freqs = positions[:, None].float() * self.inv_freq[None, :]
        cos, sin = freqs.cos(), freqs.sin()
        return (torch.cat((cos, cos), dim=-1).to(dtype).unsqueeze(1),
                torch.cat((-sin, sin), dim=-1).to(dtype).unsqueeze(1))

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
