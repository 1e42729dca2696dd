"""Decoding vLLM's and SGLang's ZMQ KV event payloads, encoded here by msgspec structs written from
their sources (not by our own encoder): vLLM's `vllm/distributed/kv_events.py` before its map
encoding (array-like batches and events) and since (maps), and SGLang's
`python/sglang/srt/disaggregation/kv_events.py` (array-like, signed int64 hashes, the optional
metadata with a cache_salt)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol.zmq_kv_events import (
    AllBlocksCleared,
    BlockRemoved,
    BlockStored,
    EventDecodeError,
    decode_batch,
    encode_batch,
    engine_hash,
    read_seq,
    removed_json,
    seq_frame,
    stored_json,
)

# ---------------------------------------------------------------------------- vLLM, array-like events


class OldBatch(msgspec.Struct, array_like=True, omit_defaults=True, gc=False):
    ts: float
    events: list[Any]
    data_parallel_rank: int | None = None


class OldEvent(msgspec.Struct, array_like=True, omit_defaults=True, gc=False, tag=True):
    pass


class OldStored(OldEvent, tag="BlockStored"):
    block_hashes: list[int | bytes]
    parent_block_hash: int | bytes | None
    token_ids: list[int]
    block_size: int
    lora_id: int | None
    medium: str | None


class OldRemoved(OldEvent, tag="BlockRemoved"):
    block_hashes: list[int | bytes]
    medium: str | None


class OldCleared(OldEvent, tag="AllBlocksCleared"):
    pass


# ---------------------------------------------------------------------------- vLLM, map events


class NewBatch(msgspec.Struct, omit_defaults=True, gc=False):
    ts: float
    events: list[Any]
    data_parallel_rank: int | None = None


class NewEvent(msgspec.Struct, omit_defaults=True, gc=False, tag=True):
    pass


class NewStored(NewEvent, tag="BlockStored"):
    block_hashes: list[int | bytes]
    parent_block_hash: int | bytes | None
    token_ids: list[int]
    block_size: int
    lora_id: int | None
    medium: str | None
    lora_name: str | None
    extra_keys: list[tuple[Any, ...] | None] | None = None
    group_idx: int | None = None
    kv_cache_spec_kind: str | None = None
    kv_cache_spec_sliding_window: int | None = None


class NewRemoved(NewEvent, tag="BlockRemoved"):
    block_hashes: list[int | bytes]
    medium: str | None
    group_idx: int | None = None


class NewCleared(NewEvent, tag="AllBlocksCleared"):
    pass


# ---------------------------------------------------------------------------- SGLang


class SglBatch(msgspec.Struct, array_like=True, gc=False):
    ts: float
    events: list[Any]
    attn_dp_rank: int | None = None


class SglEvent(msgspec.Struct, array_like=True, gc=False, tag=True):
    pass


class SglMetadata(msgspec.Struct, omit_defaults=True, gc=False):
    cache_salt: str


class SglStored(SglEvent, tag="BlockStored"):
    block_hashes: list[int]
    parent_block_hash: int | None
    token_ids: list[int]
    block_size: int
    lora_id: int | None
    medium: str | None = None


class SglStoredWithMetadata(SglStored, tag="BlockStored", kw_only=True):
    metadata: SglMetadata


class SglRemoved(SglEvent, tag="BlockRemoved"):
    block_hashes: list[int]
    medium: str | None = None


class SglCleared(SglEvent, tag="AllBlocksCleared"):
    pass


enc = msgspec.msgpack.Encoder()


def test_vllm_array_encoding() -> None:
    payload = enc.encode(OldBatch(1.5, [OldStored([11, 12], None, list(range(32)), 16, None, "GPU"),
                                        OldRemoved([b"\x01" * 32], "CPU"), OldCleared()], 2))
    assert payload[:1] == b"\x93"  # an array of three: ts, events, dp rank
    batch = decode_batch(payload)
    assert batch.ts == 1.5 and batch.dp_rank == 2 and batch.unknown == 0
    stored, removed, cleared = batch.events
    assert stored == BlockStored((11, 12), None, tuple(range(32)), 16, "GPU", None, "")
    assert removed == BlockRemoved((b"\x01" * 32,), "CPU") and cleared == AllBlocksCleared()


def test_vllm_map_encoding_with_the_salt_in_extra_keys() -> None:
    stored = NewStored([2**64 - 1, 5], None, list(range(32)), 16, None, "GPU", "adapter",
                       extra_keys=[("adapter", "tenant-salt"), None], group_idx=0)
    payload = enc.encode(NewBatch(2.0, [stored, NewRemoved([5], None), NewCleared()]))
    assert payload[:1] == b"\x82"  # a map: ts and events (no dp rank)
    batch = decode_batch(payload)
    s, r, c = batch.events
    assert s == BlockStored((2**64 - 1, 5), None, tuple(range(32)), 16, "GPU", "adapter", "tenant-salt")
    assert r == BlockRemoved((5,), None) and c == AllBlocksCleared() and batch.dp_rank is None


def test_vllm_continuation_block_has_no_salt_of_its_own() -> None:
    payload = enc.encode(NewBatch(0.0, [NewStored([7], 6, list(range(16)), 16, None, "GPU", None)]))
    (s,) = decode_batch(payload).events
    assert s.parent == 6 and s.cache_salt == "" and s.lora_name is None


def test_sglang_signed_hashes_pages_and_metadata() -> None:
    plain = SglStored([-(2**63), 2**63 - 1], None, [1, 2, 3, 4, 5, 6], 3, None, "GPU")
    salted = SglStoredWithMetadata([-5], -(2**63), [9], 1, None, "CPU_PINNED", metadata=SglMetadata("s1"))
    payload = enc.encode(SglBatch(3.0, [plain, salted, SglRemoved([-5]), SglCleared()], 0))
    a, b, r, c = decode_batch(payload).events
    assert a == BlockStored((-(2**63), 2**63 - 1), None, (1, 2, 3, 4, 5, 6), 3, "GPU", None, "")
    assert b == BlockStored((-5,), -(2**63), (9,), 1, "CPU_PINNED", None, "s1")
    assert r == BlockRemoved((-5,), None) and c == AllBlocksCleared()


def test_unknown_event_types_are_counted_and_skipped() -> None:
    payload = enc.encode({"ts": 1.0, "events": [{"type": "BlockTransferred", "x": 1},
                                                 {"type": "BlockRemoved", "block_hashes": [1], "medium": None}]})
    batch = decode_batch(payload)
    assert batch.unknown == 1 and batch.events == (BlockRemoved((1,), None),)


@pytest.mark.parametrize("payload", [
    b"\xc1", enc.encode([1.0]), enc.encode({"ts": 1.0}), enc.encode(["x", []]),
    enc.encode([1.0, [["BlockStored", [1], None, [1, 2, 3], 2, None]]]),  # 3 tokens for one block of 2
    enc.encode([1.0, [["BlockStored", ["h"], None, [1, 2], 2, None]]]),
    enc.encode([1.0, [["BlockStored", [1], None, [1, 2], 0, None]]]),
    enc.encode([1.0, [["BlockRemoved", 5]]]), enc.encode([1.0, [5]]),
])
def test_payloads_that_are_not_batches_are_refused(payload: bytes) -> None:
    with pytest.raises(EventDecodeError):
        decode_batch(payload)


def test_our_encoding_is_what_vllm_consumers_decode() -> None:
    """What kvroute's engine publishes decodes with vLLM's own (map) structs, typed."""
    h = engine_hash(bytes(range(16)))
    assert h == int.from_bytes(bytes(range(8)), "big")
    payload = encode_batch(4.0, [stored_json([h, 9], None, list(range(32)), 16, cache_salt="s"),
                                 removed_json([9])])

    class Batch(NewBatch):
        events: list[NewStored | NewRemoved | NewCleared]

    batch = msgspec.msgpack.decode(payload, type=Batch)
    stored, removed = batch.events
    assert stored.block_hashes == [h, 9] and stored.extra_keys == [("s",), None] and stored.medium == "GPU"
    assert removed.block_hashes == [9]
    assert decode_batch(payload).events[0].cache_salt == "s"


@settings(max_examples=200, deadline=None)
@given(st.integers(-(2**63), 2**63 - 1))
def test_sequence_frames_round_trip(seq: int) -> None:
    frame = seq_frame(seq)
    assert len(frame) == 8 and read_seq(frame) == seq
    if seq >= 0:
        assert frame == seq.to_bytes(8, "big")  # what vLLM sends
