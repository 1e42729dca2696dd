"""EngineConfig: everything `kvroute engine` can be told, validated once at start."""

from __future__ import annotations

import re
from dataclasses import dataclass

ATTENTION_BACKENDS = ("auto", "torch", "triton")
DEVICES = ("auto", "cpu", "cuda")
KV_CACHE_DTYPES = ("auto", "fp8_e4m3", "int8")
DTYPES = ("auto", "float32", "bfloat16")

# Without --kv-cache-blocks or --kv-cache-memory the pool takes this much memory.
DEFAULT_KV_CACHE_MEMORY = 512 * 1024**2

_SIZE_UNITS = {"": 1, "b": 1, "kib": 1024, "mib": 1024**2, "gib": 1024**3, "kb": 1000, "mb": 1000**2, "gb": 1000**3}


def parse_size(text: str) -> int:
    """'512MiB', '2GiB' or a number of bytes -> bytes."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*", text)
    if not m or m.group(2).lower() not in _SIZE_UNITS:
        raise ValueError(f"not a size: {text!r} (use bytes, or a number with KiB/MiB/GiB)")
    return int(float(m.group(1)) * _SIZE_UNITS[m.group(2).lower()])


@dataclass(frozen=True)
class EngineConfig:
    """One replica's settings. `model` is `tiny`, `smollm2-135m` or a local HF checkpoint dir."""

    model: str = "tiny"
    served_model_name: str | None = None
    host: str = "127.0.0.1"
    port: int = 8001
    block_size: int = 16
    kv_cache_blocks: int | None = None
    kv_cache_memory: int | None = None
    kv_cache_dtype: str = "auto"
    cpu_offload_blocks: int = 0
    attention_backend: str = "auto"
    device: str = "auto"  # auto: cuda when available, else cpu
    dtype: str = "auto"  # auto: the checkpoint's own (float32 when it names none)
    max_num_seqs: int = 64
    max_num_batched_tokens: int = 2048
    max_model_len: int | None = None
    threads: int | None = None
    seed: int = 0
    kv_events_zmq: str | None = None  # also publish KV events in vLLM's ZMQ format here
    kv_events_replay: str | None = None  # ...and replay them from this ROUTER endpoint

    def __post_init__(self) -> None:
        def need(ok: bool, key: str, what: str) -> None:
            if not ok:
                raise ValueError(f"{key}: {what} (got {getattr(self, key.replace('-', '_'))!r})")

        need(self.block_size >= 1, "block-size", "must be >= 1")
        need(self.kv_cache_blocks is None or self.kv_cache_blocks >= 1, "kv-cache-blocks", "must be >= 1")
        need(self.kv_cache_memory is None or self.kv_cache_memory > 0, "kv-cache-memory", "must be > 0")
        if self.kv_cache_blocks is not None and self.kv_cache_memory is not None:
            raise ValueError("kv-cache-blocks and kv-cache-memory: give one, not both")
        need(self.kv_cache_dtype in KV_CACHE_DTYPES, "kv-cache-dtype", f"must be one of {KV_CACHE_DTYPES}")
        need(self.cpu_offload_blocks >= 0, "cpu-offload-blocks", "must be >= 0")
        need(self.attention_backend in ATTENTION_BACKENDS, "attention-backend", f"must be one of {ATTENTION_BACKENDS}")
        need(self.dtype in DTYPES, "dtype", f"must be one of {DTYPES}")
        need(self.device in DEVICES, "device", f"must be one of {DEVICES}")
        need(self.kv_events_zmq is None or re.match(r"^(tcp|ipc|inproc)://\S+$", self.kv_events_zmq) is not None,
             "kv-events-zmq", "must be a ZMQ endpoint such as tcp://*:5557")
        need(self.kv_events_replay is None or self.kv_events_zmq is not None, "kv-events-replay",
             "needs --kv-events-zmq")
        need(self.max_num_seqs >= 1, "max-num-seqs", "must be >= 1")
        need(self.max_num_batched_tokens >= 1, "max-num-batched-tokens", "must be >= 1")
        need(self.max_model_len is None or self.max_model_len >= 2, "max-model-len", "must be >= 2")
        need(self.threads is None or self.threads >= 1, "threads", "must be >= 1")
        need(0 < self.port < 65536, "port", "must be a TCP port")

    @property
    def model_name(self) -> str:
        """The name responses carry."""
        return self.served_model_name or self.model
