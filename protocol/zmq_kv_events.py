"""KV cache events as vLLM and SGLang publish them over ZeroMQ, read and written here.

The wire (vLLM's `vllm/distributed/kv_events.py`, SGLang's `srt/disaggregation/kv_events.py`):
a PUB socket sends multipart messages `[topic, seq, payload]`, `seq` an 8-byte big-endian
integer counting batches from 0, `payload` a msgpack `EventBatch` `(ts, events[, dp_rank])`. A
ROUTER socket, when configured, replays the kept batches from a sequence number on request, then an
end marker with seq -1. The encodings differ by version, so decoding takes them all:

- the batch is an array `[ts, events, dp_rank?]` (msgspec `array_like`) or a map
  `{"ts", "events", "data_parallel_rank" | "attn_dp_rank"}`;
- an event is a tagged array `["BlockStored", block_hashes, parent_block_hash, token_ids,
  block_size, lora_id, medium?, ...]` (vLLM before its map encoding, SGLang) or a map
  `{"type": "BlockStored", "block_hashes": ..., ...}` (vLLM since);
- block hashes are opaque ids: unsigned ints (vLLM), signed int64 (SGLang) or bytes;
- a request's `cache_salt` travels in vLLM's per-block `extra_keys` (first block of a chain) or
  SGLang's trailing `metadata` map.

`encode_batch` writes vLLM's current map encoding (what kvroute's engine publishes with
`--kv-events-zmq`). Nothing here does I/O.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

EngineHash = int | bytes  # an engine's own id for a block: compare, never interpret

END_SEQ = -1  # the seq of a replay's end marker


class EventDecodeError(ValueError):
    """A payload that is not an EventBatch we can read."""


@dataclass(frozen=True)
class BlockStored:
    """Full blocks a replica stored, continuing the chain after `parent` (None: from the root)."""

    hashes: tuple[EngineHash, ...]
    parent: EngineHash | None
    token_ids: tuple[int, ...]
    block_size: int
    medium: str | None = None
    lora_name: str | None = None
    cache_salt: str = ""  # "" when the request had none


@dataclass(frozen=True)
class BlockRemoved:
    hashes: tuple[EngineHash, ...]
    medium: str | None = None


@dataclass(frozen=True)
class AllBlocksCleared:
    pass


EngineEvent = BlockStored | BlockRemoved | AllBlocksCleared


@dataclass(frozen=True)
class EventBatch:
    ts: float
    events: tuple[EngineEvent, ...]
    dp_rank: int | None = None
    unknown: int = 0  # events of types this reader does not know (skipped)


# ------------------------------------------------------------------------------------- decoding

_decoder = msgspec.msgpack.Decoder()

# Field order of the array encodings, after the tag (missing trailing fields had their defaults).
_STORED_FIELDS = ("block_hashes", "parent_block_hash", "token_ids", "block_size", "lora_id", "medium", "lora_name",
                  "extra_keys", "group_idx", "kv_cache_spec_kind", "kv_cache_spec_sliding_window")
_REMOVED_FIELDS = ("block_hashes", "medium", "group_idx")


def decode_batch(payload: bytes) -> EventBatch:
    """One ZMQ payload as an EventBatch; EventDecodeError when it is none of the known encodings."""
    try:
        obj = _decoder.decode(payload)
    except (msgspec.DecodeError, ValueError) as e:
        raise EventDecodeError(f"not msgpack: {e}") from None
    if isinstance(obj, list) and 2 <= len(obj) <= 3:
        ts, raw_events = obj[0], obj[1]
        dp = obj[2] if len(obj) == 3 else None
    elif isinstance(obj, dict) and "events" in obj:
        ts, raw_events = obj.get("ts", 0.0), obj["events"]
        dp = obj.get("data_parallel_rank", obj.get("attn_dp_rank"))
    else:
        raise EventDecodeError("not an EventBatch (an array [ts, events, ...] or a map with events)")
    if not isinstance(ts, int | float) or isinstance(ts, bool) or not isinstance(raw_events, list):
        raise EventDecodeError("EventBatch.ts must be a number and EventBatch.events an array")
    events: list[EngineEvent] = []
    unknown = 0
    for raw in raw_events:
        event = _event(raw)
        if event is None:
            unknown += 1
        else:
            events.append(event)
    return EventBatch(float(ts), tuple(events), dp if isinstance(dp, int) and not isinstance(dp, bool) else None,
                      unknown)


def _fields(raw: Any) -> tuple[str, dict[str, Any]]:
    """(tag, fields by name) of an array- or map-encoded tagged event."""
    if isinstance(raw, list) and raw and isinstance(raw[0], str):
        tag = raw[0]
        names = _STORED_FIELDS if tag == "BlockStored" else _REMOVED_FIELDS if tag == "BlockRemoved" else ()
        values = raw[1:]
        fields = dict(zip(names, values, strict=False))
        if tag == "BlockStored" and len(values) > 6 and isinstance(values[6], dict):
            fields.pop("lora_name", None)  # SGLang's BlockStoredWithMetadata: a metadata map follows medium
            fields["metadata"] = values[6]
        return tag, fields
    if isinstance(raw, dict) and isinstance(raw.get("type"), str):
        return raw["type"], raw
    raise EventDecodeError(f"not a tagged event: {str(raw)[:80]}")


def _hash(v: Any) -> EngineHash:
    if isinstance(v, bytes) or (isinstance(v, int) and not isinstance(v, bool)):
        return v
    raise EventDecodeError(f"a block hash must be an integer or bytes, got {type(v).__name__}")


def _hashes(v: Any) -> tuple[EngineHash, ...]:
    if not isinstance(v, list):
        raise EventDecodeError("block_hashes must be an array")
    return tuple(_hash(h) for h in v)


def _medium(v: Any) -> str | None:
    return v if isinstance(v, str) else None


def _event(raw: Any) -> EngineEvent | None:
    tag, f = _fields(raw)
    if tag == "AllBlocksCleared":
        return AllBlocksCleared()
    if tag == "BlockRemoved":
        return BlockRemoved(_hashes(f.get("block_hashes")), _medium(f.get("medium")))
    if tag != "BlockStored":
        return None
    hashes = _hashes(f.get("block_hashes"))
    parent = f.get("parent_block_hash")
    tokens = f.get("token_ids")
    bs = f.get("block_size")
    if not isinstance(tokens, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in tokens):
        raise EventDecodeError("token_ids must be an array of integers")
    if not isinstance(bs, int) or isinstance(bs, bool) or bs <= 0:
        raise EventDecodeError("block_size must be a positive integer")
    if len(tokens) != len(hashes) * bs:
        raise EventDecodeError(f"{len(tokens)} token ids for {len(hashes)} blocks of {bs}")
    lora = f.get("lora_name")
    return BlockStored(hashes, None if parent is None else _hash(parent), tuple(tokens), bs, _medium(f.get("medium")),
                       lora if isinstance(lora, str) else None, _salt(f, lora if isinstance(lora, str) else None))


def _salt(f: dict[str, Any], lora_name: str | None) -> str:
    """The request's cache_salt: SGLang's metadata, or the string vLLM puts in the first block's
    extra keys (after multimodal and LoRA keys, before prompt-embedding hashes)."""
    meta = f.get("metadata")
    if isinstance(meta, dict) and isinstance(meta.get("cache_salt"), str):
        return meta["cache_salt"]
    extra = f.get("extra_keys")
    if isinstance(extra, list) and extra and isinstance(extra[0], list | tuple):
        strings = [k for k in extra[0] if isinstance(k, str) and k != lora_name]
        if strings:
            return strings[-1]
    return ""


# ------------------------------------------------------------------------------------- encoding

_encoder = msgspec.msgpack.Encoder()


def engine_hash(digest: bytes) -> int:
    """A 128-bit kvroute block hash as the unsigned 64-bit id vLLM's consumers expect."""
    return int.from_bytes(digest[:8], "big")


def stored_json(hashes: Sequence[int], parent: int | None, token_ids: Sequence[int], block_size: int,
                medium: str = "GPU", cache_salt: str = "") -> dict[str, Any]:
    """A BlockStored event in vLLM's map encoding (omitted fields are the ones vLLM omits)."""
    event: dict[str, Any] = {"type": "BlockStored", "block_hashes": list(hashes), "parent_block_hash": parent,
                             "token_ids": list(token_ids), "block_size": block_size, "lora_id": None,
                             "medium": medium, "lora_name": None}
    if cache_salt and parent is None:
        event["extra_keys"] = [[cache_salt]] + [None] * (len(hashes) - 1)
    return event


def removed_json(hashes: Sequence[int], medium: str = "GPU") -> dict[str, Any]:
    return {"type": "BlockRemoved", "block_hashes": list(hashes), "medium": medium}


def cleared_json() -> dict[str, Any]:
    return {"type": "AllBlocksCleared"}


def encode_batch(ts: float, events: Sequence[dict[str, Any]], dp_rank: int | None = None) -> bytes:
    """An EventBatch payload in vLLM's map encoding, tagged with the data-parallel rank that
    published it when it is one of several."""
    batch: dict[str, Any] = {"ts": ts, "events": list(events)}
    if dp_rank is not None:
        batch["data_parallel_rank"] = dp_rank
    return _encoder.encode(batch)


def seq_frame(seq: int) -> bytes:
    """The 8-byte big-endian sequence frame (signed: the replay end marker is -1)."""
    return seq.to_bytes(8, "big", signed=True)


def read_seq(frame: bytes) -> int:
    if len(frame) != 8:
        raise EventDecodeError(f"a sequence frame has 8 bytes, got {len(frame)}")
    return int.from_bytes(frame, "big", signed=True)
