"""Following a vLLM replica's ZMQ KV events into the prefix index, over real sockets on 127.0.0.1.

A fake vLLM publisher (PUB + replay ROUTER, payloads in vLLM's map encoding, sequence numbers under
the test's control) lets each case happen on purpose: a late subscriber, a gap with and without the
batches still in the replay buffer, a restart, AllBlocksCleared, silence. Decoding both projects'
encodings is tests/protocol/test_zmq_kv_events.py's business."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
import zmq
from proxy_test_utils import free_port, run_async, until

from protocol.block_hash import block_hashes, to_hex
from protocol.zmq_kv_events import (
    EventBatch,
    EventDecodeError,
    cleared_json,
    decode_batch,
    encode_batch,
    removed_json,
    seq_frame,
    stored_json,
)
from proxy.metrics import ProxyMetrics
from proxy.prefix_index import PrefixIndex
from proxy.zmq_sync import APPLY, SKIP, ZMQSync, parse_frames

pytestmark = pytest.mark.timeout(60)

run = run_async(30)
R = "http://replica"


class FakeVLLM:
    """PUB on `port`, replay ROUTER on `replay_port`; `send(seq, events)` publishes one batch (kept
    for replay unless `keep` is False)."""

    def __init__(self, port: int, replay_port: int) -> None:
        self.ctx = zmq.Context()
        self.pub = self.ctx.socket(zmq.PUB)
        self.pub.bind(f"tcp://127.0.0.1:{port}")
        self.router = self.ctx.socket(zmq.ROUTER)
        self.router.bind(f"tcp://127.0.0.1:{replay_port}")
        self.buffer: list[tuple[int, bytes]] = []
        self.replays = 0
        self.replay_topic: bytes | None = None  # replies carry no topic frame, as vLLM's and SGLang's
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def send(self, seq: int, events: list[dict[str, Any]], keep: bool = True, live: bool = True) -> None:
        payload = encode_batch(0.0, events)
        if keep:
            self.buffer.append((seq, payload))
        if live:
            self.pub.send_multipart((b"", seq.to_bytes(8, "big"), payload))

    def _serve(self) -> None:
        while not self._stop.is_set():
            if not self.router.poll(50):
                continue
            client, _, start = self.router.recv_multipart()
            self.replays += 1
            first = int.from_bytes(start, "big")
            topic = (self.replay_topic,) if self.replay_topic is not None else ()
            for seq, payload in list(self.buffer):
                if seq >= first:
                    self.router.send_multipart((client, b"", *topic, seq.to_bytes(8, "big"), payload))
            self.router.send_multipart((client, b"", *topic, (-1).to_bytes(8, "big", signed=True), b""))

    def close(self) -> None:
        self._stop.set()
        self._thread.join(2)
        self.pub.close(0)
        self.router.close(0)
        self.ctx.term()


IDS: dict[tuple[str, tuple[int, ...]], int] = {}


def engine_id(salt: str, prefix: list[int]) -> int:
    return IDS.setdefault((salt, tuple(prefix)), len(IDS) + 1_000_000)


def stored(tokens: list[int], start_block: int = 0, salt: str = "") -> dict[str, Any]:
    """vLLM's BlockStored for blocks start_block.. of `tokens` (16-token blocks)."""
    n = len(tokens) // 16
    ids = [engine_id(salt, tokens[:16 * (i + 1)]) for i in range(start_block, n)]
    parent = engine_id(salt, tokens[:16 * start_block]) if start_block else None
    return stored_json(ids, parent, tokens[16 * start_block:16 * n], 16, cache_salt=salt if not start_block else "")


def decoded(events: list[dict[str, Any]]) -> EventBatch:
    """A batch as the proxy reads it off the wire."""
    return decode_batch(encode_batch(0.0, events))


def pool_hashes(tokens: list[int], salt: str = "") -> list[str]:
    return [to_hex(h) for h in block_hashes(tokens, 16, salt)]


def held(index: PrefixIndex, tokens: list[int], salt: str = "") -> int:
    return index.match(pool_hashes(tokens, salt), [R])[R]


@contextlib.asynccontextmanager
async def following(replay: bool = True, stale_s: float = 5.0) -> AsyncIterator[tuple[FakeVLLM, ZMQSync, PrefixIndex]]:
    port, replay_port = free_port(), free_port()
    fake = FakeVLLM(port, replay_port)
    index = PrefixIndex(lambda: asyncio.get_running_loop().time(), stale_after_s=stale_s)
    sync = ZMQSync(R, f"tcp://127.0.0.1:{port}", index, ProxyMetrics(), lambda: 16,
                   replay=f"tcp://127.0.0.1:{replay_port}" if replay else None, stale_s=stale_s)
    task = asyncio.create_task(sync.run())
    try:
        yield fake, sync, index
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        fake.close()


async def publish_until_seen(fake: FakeVLLM, sync: ZMQSync, seq: int, events: list[Any]) -> None:
    """A SUB joins some time after it connects: send the first batch until it is seen."""
    while sync.last_seq is None or sync.last_seq < seq:
        fake.send(seq, events, keep=not fake.buffer or fake.buffer[-1][0] != seq)
        await asyncio.sleep(0.05)


A = list(range(1, 65))  # four blocks
B = list(range(100, 164))


@run
async def test_a_late_subscriber_replays_what_it_missed_then_follows() -> None:
    async with following() as (fake, sync, index):
        fake.send(0, [stored(A[:32])], live=False)  # before the proxy listened
        fake.send(1, [stored(A, start_block=2)], live=False)
        await publish_until_seen(fake, sync, 2, [stored(B)])
        assert held(index, A) == 4 and held(index, B) == 4 and fake.replays >= 1
        assert index.mode(R) == "exact" and sync.exact
        fake.send(3, [removed_json([engine_id("", A)])])
        await until(lambda: held(index, A) == 3)


@run
async def test_a_gap_is_filled_from_the_replay_buffer() -> None:
    async with following() as (fake, sync, index):
        await publish_until_seen(fake, sync, 0, [stored(A[:16])])
        fake.send(1, [stored(A[:32], start_block=1)], live=False)  # lost on the way
        fake.send(2, [stored(B)])
        await until(lambda: sync.last_seq == 2)
        assert held(index, A) == 2 and held(index, B) == 4


@run
async def test_a_gap_nothing_can_fill_drops_the_view_and_it_rebuilds() -> None:
    async with following(replay=False) as (fake, sync, index):
        await publish_until_seen(fake, sync, 0, [stored(A)])
        assert held(index, A) == 4
        fake.send(1, [removed_json([engine_id("", A)])], live=False)  # lost: A's last block is gone
        fake.send(2, [stored(B)])
        await until(lambda: sync.last_seq == 2)
        assert held(index, A) == 0  # never route by blocks that may be gone
        assert held(index, B) == 4  # a chain from the root is placed again at once
        fake.send(3, [stored(A, start_block=3)])  # a child of a block from before the gap: unknown parent
        await until(lambda: sync.last_seq == 3)
        assert held(index, A) == 0 and sync.mapper.orphans == 1


@run
async def test_a_restart_and_all_blocks_cleared_drop_the_view_with_its_guesses() -> None:
    async with following() as (fake, sync, index):
        await publish_until_seen(fake, sync, 0, [stored(A)])
        fake.send(1, [stored(B)])
        await until(lambda: held(index, B) == 4)
        index.add_pending(R, pool_hashes(list(range(500, 564))))
        fake.send(2, [cleared_json()])
        await until(lambda: sync.last_seq == 2)
        assert held(index, A) == held(index, B) == 0 and index.num_blocks(R) == 0
        fake.send(3, [stored(A)])
        await until(lambda: held(index, A) == 4)
        fake.buffer.clear()
        fake.send(0, [stored(B)])  # numbering starts over: a new process
        await until(lambda: sync.last_seq == 0)
        assert held(index, A) == 0 and held(index, B) == 4


def test_batches_a_replay_applied_are_skipped_when_they_arrive_live_and_only_a_restart_goes_back() -> None:
    index = PrefixIndex(time.monotonic)
    sync = ZMQSync(R, "tcp://127.0.0.1:1", index, ProxyMetrics(), lambda: 16)
    assert sync.receive(2) == 0  # the first live batch: what came before it is replayed first
    for seq, events in enumerate([[stored(A[:16])], [stored(A[:32], start_block=1)], [stored(A, start_block=2)]]):
        sync.apply(seq, decoded(events))
    sync.apply(3, decoded([stored(B)]))  # the connect-time replay got further
    assert sync.receive(3) == SKIP and sync.mapper._blocks[engine_id("", B[:16])].copies == 1
    assert sync.receive(4) == APPLY
    sync.apply(4, decoded([removed_json([engine_id("", B)])]))
    assert sync.receive(4) == SKIP and held(index, B) == 3  # a batch sent twice is applied once
    assert sync.receive(7) == 5  # batches 5 and 6 are missing: replayed first
    assert held(index, A) == 4
    assert sync.receive(0) == APPLY  # below the last live batch: a new process numbering from 0
    assert held(index, A) == held(index, B) == 0 and sync.last_seq is None



def test_a_batch_of_another_data_parallel_rank_is_counted_not_applied() -> None:
    """Rank 1 of a data-parallel server reads rank 1's batches; one tagged with rank 0 (an endpoint
    configured for the wrong rank) changes nothing, and its sequence number still counts."""
    index, metrics = PrefixIndex(time.monotonic), ProxyMetrics()
    sync = ZMQSync(R, "tcp://127.0.0.1:1", index, metrics, lambda: 16, dp_rank=1)
    sync.apply(0, decode_batch(encode_batch(0.0, [stored(A)], dp_rank=0)))
    assert held(index, A) == 0 and sync.last_seq == 0 and metrics.value(metrics.kv_events, R, "other_rank") == 1
    sync.apply(1, decode_batch(encode_batch(0.0, [stored(A)], dp_rank=1)))
    sync.apply(2, decoded([stored(B)]))  # untagged (a server with one rank): applied
    assert held(index, A) == held(index, B) == 4 and sync.receive(3) == APPLY

@pytest.mark.parametrize("frames", [
    [b"kv@host", seq_frame(7), b"payload"],  # live, with a topic
    [b"", seq_frame(7), b"payload"],  # live without a topic, or a replay reply as vLLM and SGLang send it
    [b"", b"a-topic", seq_frame(7), b"payload"],  # a replay reply that repeats the topic
    [seq_frame(7), b"payload"],  # a replay reply read by a REQ socket
])
def test_every_framing_of_a_batch_is_read(frames: list[bytes]) -> None:
    assert parse_frames(frames) == (7, b"payload")


@pytest.mark.parametrize("frames", [[b"payload"], [b"", b"topic", b"short", b"payload"], [b""] * 5])
def test_frames_that_are_no_batch_are_refused(frames: list[bytes]) -> None:
    with pytest.raises(EventDecodeError):
        parse_frames(frames)


@run
async def test_a_replay_that_repeats_the_topic_frame_is_followed() -> None:
    async with following() as (fake, sync, index):
        fake.replay_topic = b"kv-events"
        fake.send(0, [stored(A)], live=False)  # only in the replay buffer
        await publish_until_seen(fake, sync, 1, [stored(B)])
        assert held(index, A) == 4 and held(index, B) == 4


@run
async def test_silence_reads_as_approximate_until_the_next_batch() -> None:
    async with following(stale_s=1.0) as (fake, sync, index):
        await publish_until_seen(fake, sync, 0, [stored(A)])
        assert index.mode(R) == "exact"
        await until(lambda: index.mode(R) == "approx", timeout=5)
        assert held(index, A) == 4  # the last exact view still counts
        fake.send(1, [stored(B)])
        await until(lambda: index.mode(R) == "exact" and held(index, B) == 4)


@run
async def test_salted_chains_are_kept_apart() -> None:
    async with following() as (fake, sync, index):
        await publish_until_seen(fake, sync, 0, [stored(A, salt="tenant-a")])
        assert held(index, A, "tenant-a") == 4 and held(index, A) == 0 and held(index, A, "tenant-b") == 0
