"""The engine's vLLM-format KV event publisher over real ZMQ sockets on 127.0.0.1: what a radix
cache stores and evicts arrives as vLLM's consumers read it (token ids, parent, salt, unsigned
64-bit ids), in sequence, and the replay socket hands back what a late subscriber missed."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
import zmq

from engine.block_pool import BlockPool
from engine.kv_event_log import KVEventLog
from engine.radix_cache import RadixCache
from engine.zmq_publisher import ZMQEventPublisher
from protocol.block_hash import block_hashes
from protocol.zmq_kv_events import (
    AllBlocksCleared,
    BlockRemoved,
    BlockStored,
    cleared_json,
    decode_batch,
    engine_hash,
    read_seq,
    seq_frame,
)

pytestmark = pytest.mark.timeout(30)
BS = 4


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _listener(pub: ZMQEventPublisher, log: KVEventLog) -> None:
    from protocol.zmq_kv_events import removed_json, stored_json

    def listen(kind, hashes, parent, medium, tokens, salt):  # type: ignore[no-untyped-def]
        ids = [engine_hash(h) for h in hashes]
        if kind == "stored":
            pub.publish(stored_json(ids, None if parent is None else engine_hash(parent),
                                    [t for b in tokens for t in b], BS, cache_salt=salt))
        else:
            pub.publish(removed_json(ids))

    log.listener = listen


def _receive(sock: zmq.Socket, pub: ZMQEventPublisher, until: float = 10.0) -> list[tuple[int, list]]:
    """The batches the SUB gets, through the last one `pub` sent."""
    deadline = time.monotonic() + until
    while pub.unsent and time.monotonic() < deadline:
        time.sleep(0.01)
    last = pub.next_seq - 1
    out: list[tuple[int, list]] = []
    while (not out or out[-1][0] < last) and sock.poll(max(1, int((deadline - time.monotonic()) * 1000))):
        topic, seq, payload = sock.recv_multipart()
        assert topic == b"kv"
        out.append((read_seq(seq), list(decode_batch(payload).events)))
    return out


def test_stored_and_evicted_blocks_reach_a_subscriber_and_a_late_one_replays_them(tmp_path: Path) -> None:
    replay_port = free_port()
    # an ipc:// endpoint (like one with a wildcard) is bound, as vLLM's publisher does
    pub = ZMQEventPublisher(f"ipc://{tmp_path}/events", f"tcp://127.0.0.1:{replay_port}", topic="kv")
    ctx = zmq.Context()
    sub = ctx.socket(zmq.SUB)
    sub.setsockopt(zmq.SUBSCRIBE, b"kv")
    sub.connect(f"ipc://{tmp_path}/events")
    try:
        time.sleep(0.3)  # a SUB joins a little after connecting (what it misses, the replay has)
        pool = BlockPool(8)
        log = KVEventLog()
        _listener(pub, log)
        cache = RadixCache(pool, BS, log)
        tokens = list(range(100, 112))
        blocks = pool.allocate(3)
        cache.insert("tenant-a", tokens, blocks)
        more = pool.allocate(1)
        cache.insert("tenant-a", tokens + [7, 7, 7, 7], blocks + more)
        assert cache.evict(1) == 1
        got = _receive(sub, pub)
        dealer = ctx.socket(zmq.DEALER)
        dealer.connect(f"tcp://127.0.0.1:{replay_port}")

        def replay(start: int) -> list[tuple[int, list]]:
            dealer.send_multipart([b"", seq_frame(start)])
            out = []
            while True:
                assert dealer.poll(3000)
                _, seq, payload = dealer.recv_multipart()
                if read_seq(seq) == -1:
                    return out
                out.append((read_seq(seq), list(decode_batch(payload).events)))

        everything = replay(0)
        assert [s for s, _ in everything] == list(range(len(everything)))
        assert got and got == everything[len(everything) - len(got):]  # live, in order, none lost once joined
        assert replay(1) == everything[1:]  # a late subscriber asks from where it is
        events = [e for _, batch in everything for e in batch]
        want = block_hashes(tokens + [7, 7, 7, 7], BS, "tenant-a")
        stored = [e for e in events if isinstance(e, BlockStored)]
        assert stored[0].hashes == tuple(engine_hash(h) for h in want[:3]) and stored[0].parent is None
        assert stored[0].token_ids == tuple(tokens) and stored[0].cache_salt == "tenant-a"
        assert stored[1].parent == engine_hash(want[2]) and stored[1].token_ids == (7, 7, 7, 7)
        assert stored[1].cache_salt == ""  # the salt rides with a chain's first block, as in vLLM
        removed = [e for e in events if isinstance(e, BlockRemoved)]
        assert removed == [BlockRemoved((engine_hash(want[3]),), "GPU")]
        dealer.close(0)
    finally:
        sub.close(0)
        ctx.term()
        pub.close()


def test_a_host_endpoint_is_connected_to_a_bound_subscriber() -> None:
    port = free_port()
    ctx = zmq.Context()
    sub = ctx.socket(zmq.SUB)
    sub.setsockopt(zmq.SUBSCRIBE, b"")
    sub.bind(f"tcp://127.0.0.1:{port}")  # vLLM's other convention: the collector binds
    pub = ZMQEventPublisher(f"tcp://127.0.0.1:{port}")
    try:
        deadline = time.monotonic() + 5
        while not sub.poll(50):  # a connecting PUB drops what it sends before the link is up
            assert time.monotonic() < deadline
            pub.publish(cleared_json())
        _, seq, payload = sub.recv_multipart()
        events = decode_batch(payload).events
        assert events and all(isinstance(e, AllBlocksCleared) for e in events)
    finally:
        pub.close()
        sub.close(0)
        ctx.term()


def test_a_bad_endpoint_is_refused_at_start(tmp_path: Path) -> None:
    port = free_port()
    first = ZMQEventPublisher(f"ipc://{tmp_path}/a", f"tcp://127.0.0.1:{port}")
    try:
        with pytest.raises(zmq.ZMQError):
            ZMQEventPublisher(f"ipc://{tmp_path}/b", f"tcp://127.0.0.1:{port}")  # replay port already bound
    finally:
        first.close()
