"""Publishing a replica's KV events in vLLM's ZMQ wire format (`kvroute engine --kv-events-zmq`).

So routers written for vLLM (llm-d's precise prefix scorer, Dynamo's KV router, kvroute's own
proxy with `engine = "vllm"`) can follow a kvroute engine's cache: a PUB socket sends
`[topic, seq, EventBatch]` (protocol/zmq_kv_events.py: map-encoded BlockStored / BlockRemoved /
AllBlocksCleared, unsigned 64-bit hashes, token ids, parent, medium, the cache salt in the first
block's extra keys), and an optional ROUTER socket replays the last `buffer_steps` batches from a
sequence number, then sends the end marker (seq -1), as vLLM's ZmqEventPublisher does.

Endpoints follow vLLM's rule: one with `*`, `::` or `ipc://` is bound, any other is connected to.
Events are queued by whoever produces them (the engine thread) and sent by this publisher's thread,
which gathers what is queued into one batch at a time.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections import deque
from typing import Any

import zmq

from protocol.zmq_kv_events import END_SEQ, encode_batch, seq_frame

log = logging.getLogger("kvroute.engine")


def _bind_or_connect(sock: zmq.Socket, endpoint: str) -> None:
    if "*" in endpoint or "::" in endpoint or endpoint.startswith("ipc://") or endpoint.startswith("inproc://"):
        sock.bind(endpoint)
    else:
        sock.connect(endpoint)


class ZMQEventPublisher:
    """PUB (and optional replay ROUTER) sockets, and the thread that feeds them."""

    def __init__(self, endpoint: str, replay_endpoint: str | None = None, topic: str = "",
                 buffer_steps: int = 10_000, hwm: int = 100_000, dp_rank: int | None = None) -> None:
        self.topic = topic.encode("utf-8")
        self.dp_rank = dp_rank  # tags every batch, as each rank of a data-parallel vLLM server does
        self._queue: queue.SimpleQueue[dict[str, Any] | None] = queue.SimpleQueue()
        self._buffer: deque[tuple[int, bytes]] = deque(maxlen=buffer_steps)
        self._next_seq = 0
        self._queued = 0  # events handed to publish() (by one producer thread)
        self._sent = 0  # ...of which this publisher's thread has sent
        self._ctx = zmq.Context()
        self._pub = self._ctx.socket(zmq.PUB)
        self._pub.setsockopt(zmq.LINGER, 0)
        self._pub.set_hwm(hwm)
        self._replay: zmq.Socket | None = None
        try:
            _bind_or_connect(self._pub, endpoint)
            if replay_endpoint is not None:
                self._replay = self._ctx.socket(zmq.ROUTER)
                self._replay.setsockopt(zmq.LINGER, 0)
                self._replay.bind(replay_endpoint)
        except zmq.ZMQError:
            self._close_sockets()
            raise
        self._running = True
        self._thread = threading.Thread(target=self._run, name="kv-events-zmq", daemon=True)
        self._thread.start()

    @property
    def next_seq(self) -> int:
        return self._next_seq

    @property
    def unsent(self) -> int:
        """Events queued and not sent yet (0: every event so far is in a batch numbered < next_seq)."""
        return self._queued - self._sent

    def publish(self, event: dict[str, Any]) -> None:
        """Queue one event; it goes out in the next batch. One thread (the engine's) publishes."""
        self._queued += 1
        self._queue.put(event)

    def close(self) -> None:
        if not self._running:
            return
        self._running = False
        self._queue.put(None)
        self._thread.join(timeout=2.0)
        self._close_sockets()

    def _close_sockets(self) -> None:
        for sock in (self._pub, self._replay):
            if sock is not None:
                sock.close(linger=0)
        self._ctx.term()

    def _run(self) -> None:
        while self._running:
            if self._replay is not None and self._replay.poll(0):
                try:
                    self._serve_replay()
                except zmq.ZMQError as e:
                    log.warning("KV event replay failed: %s", e)
            try:
                first = self._queue.get(timeout=0.02)
            except queue.Empty:
                continue
            if first is None:
                break
            events = [first]
            while True:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    self._running = False
                    break
                events.append(more)
            self._send(events)

    def _send(self, events: list[dict[str, Any]]) -> None:
        seq = self._next_seq
        self._next_seq += 1
        payload = encode_batch(time.time(), events, self.dp_rank)
        self._buffer.append((seq, payload))
        try:
            self._pub.send_multipart((self.topic, seq_frame(seq), payload))
        except zmq.ZMQError as e:  # the batch stays replayable; subscribers see the gap
            log.warning("publishing KV events failed: %s", e)
        self._sent += len(events)

    def _serve_replay(self) -> None:
        assert self._replay is not None
        frames = self._replay.recv_multipart()
        if len(frames) != 3:
            log.warning("ignored a KV event replay request of %d frames", len(frames))
            return
        client, _, start = frames
        start_seq = int.from_bytes(start, "big")
        for seq, payload in list(self._buffer):
            if seq >= start_seq:
                self._replay.send_multipart((client, b"", seq_frame(seq), payload))
        self._replay.send_multipart((client, b"", seq_frame(END_SEQ), b""))
