"""Keeping the prefix index in step with a vLLM or SGLang replica from its ZMQ KV events.

A SUB socket on the replica's `kv_events` endpoint (filtered by `kv_events_topic`) delivers event
batches (protocol/zmq_kv_events.py); ChainMapper turns the engine's block ids into the pool's
hashes and the index is told what was stored and removed. Sequence numbers keep it honest:

- on (re)connecting, what the replica's replay socket (`kv_events_replay`) still holds is applied
  first; a gap later, or before the first batch seen, is filled from it too; a gap that cannot be
  filled drops the replica's view, which is then rebuilt from the events that follow (routing
  under-predicts meanwhile; it never routes by blocks that are gone);
- a sequence number going backwards means the replica restarted: its view is dropped;
- `AllBlocksCleared` drops the view, pending guesses included;
- one rank of a data-parallel server has its own endpoint (proxy/data_parallel.py); a batch tagged
  with another rank is counted (`type="other_rank"`) and never applied;
- silence is the index's business: past `events_stale_s` without a batch the replica reads as
  approximate (guesses from routing count again) until the next batch, as for kvroute replicas.

Predictions that keep missing ask for a replay from the start of the replica's buffer.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Callable

import zmq
import zmq.asyncio

from protocol.block_hash import to_hex
from protocol.kv_events import KVEvent
from protocol.zmq_kv_events import (
    END_SEQ,
    AllBlocksCleared,
    BlockRemoved,
    BlockStored,
    EventBatch,
    EventDecodeError,
    decode_batch,
    read_seq,
    seq_frame,
)
from proxy.chain_mapper import ChainMapper
from proxy.metrics import ProxyMetrics
from proxy.prefix_index import PrefixIndex

log = logging.getLogger("kvroute.proxy")

APPLY, SKIP = -1, -2  # ZMQSync.receive's answers besides a seq to replay from

_HOST_MEDIA = frozenset({"CPU", "CPU_PINNED", "DISK", "EXTERNAL", "REMOTE"})


def medium_of(medium: str | None) -> str:
    """An engine's medium name as the index's: "host" for CPU, disk or remote tiers, else "device"."""
    return "host" if medium is not None and medium.upper() in _HOST_MEDIA else "device"


def parse_frames(frames: list[bytes]) -> tuple[int, bytes]:
    """(seq, payload) of a live message `[topic, seq, payload]` or of a replay reply, which a DEALER
    reads behind the ROUTER's empty delimiter, with or without a topic: `["", (topic,) seq, payload]`.
    In every form the sequence number and the payload are the last two frames."""
    if not 2 <= len(frames) <= 4 or len(frames[-2]) != 8:
        raise EventDecodeError(f"not a KV event message: {len(frames)} frames, the next to last of "
                               f"{len(frames[-2]) if len(frames) > 1 else 0} bytes (a sequence number has 8)")
    return read_seq(frames[-2]), frames[-1]


class ZMQSync:
    """Feeds one replica's ZMQ KV events into the index; see the module docstring."""

    def __init__(self, replica: str, endpoint: str, index: PrefixIndex, metrics: ProxyMetrics,
                 block_size: Callable[[], int], *, replay: str | None = None, topic: str = "",
                 stale_s: float = 5.0, dp_rank: int | None = None) -> None:
        self.replica = replica
        self.dp_rank = dp_rank  # the data-parallel rank whose events these are, if the server has several
        self.endpoint = endpoint
        self.replay_endpoint = replay
        self.topic = topic.encode("utf-8")
        self.index = index
        self.metrics = metrics
        self.block_size = block_size
        self.stale_s = stale_s
        self.mapper = ChainMapper(block_size())
        self.last_seq: int | None = None
        self.instance_id = uuid.uuid4().hex  # a new one for every view dropped (the admin view shows it)
        self.exact = False
        self.settled = asyncio.Event()
        self.settled.set()  # nothing to read before routing: events come as they come
        self._forced: str | None = None
        self._last_live: int | None = None  # the seq of the last batch the SUB socket delivered

    # ------------------------------------------------------------------ state

    def _count(self, reason: str) -> None:
        self.metrics.child(self.metrics.resyncs, self.replica, reason).inc()

    def _drop_view(self, reason: str) -> None:
        """Forget everything known of the replica's cache (restart, lost events, a clear)."""
        self.mapper.clear()
        self.instance_id = uuid.uuid4().hex
        self.index.forget(self.replica)  # pending guesses go too
        self._count(reason)

    def resync(self, reason: str) -> None:
        """Rebuild the view from the replay buffer (or from the events to come) at the next batch."""
        self._forced = reason

    # ------------------------------------------------------------------ applying

    def apply(self, seq: int, batch: EventBatch) -> None:
        """Apply one batch (in sequence order). A batch tagged with another data-parallel rank than
        this replica's (an endpoint configured for the wrong rank) is counted and not applied."""
        if self.dp_rank is not None and batch.dp_rank is not None and batch.dp_rank != self.dp_rank:
            self.metrics.child(self.metrics.kv_events, self.replica, "other_rank").inc()
            if self.last_seq is None:
                log.error("KV events at %s come from data-parallel rank %d, not %d: not applied", self.endpoint,
                          batch.dp_rank, self.dp_rank)
            self.last_seq = seq
            return
        if self.mapper.block_size != self.block_size():  # the pool's block size got fixed meanwhile
            self.mapper = ChainMapper(self.block_size())
            self._drop_view("block_size")
        m = self.metrics
        for event in batch.events:
            if isinstance(event, BlockStored):
                after, hashes = self.mapper.stored(event)
                if hashes:
                    self.index.apply_event(self.replica, KVEvent(seq, "stored", tuple(to_hex(h) for h in hashes),
                                                                 None if after is None else to_hex(after),
                                                                 medium_of(event.medium)))  # type: ignore[arg-type]
                m.child(m.kv_events, self.replica, "stored").inc()
            elif isinstance(event, BlockRemoved):
                hashes = self.mapper.removed(event.hashes)
                if hashes:
                    self.index.apply_event(self.replica, KVEvent(seq, "removed", tuple(to_hex(h) for h in hashes),
                                                                 None, medium_of(event.medium)))  # type: ignore[arg-type]
                m.child(m.kv_events, self.replica, "removed").inc()
            elif isinstance(event, AllBlocksCleared):
                self._drop_view("cleared")
        self.last_seq = seq
        self.index.note_alive(self.replica)
        if not self.exact:
            self.exact = True
            self.index.set_mode(self.replica, "exact")
            m.child(m.index_exact, self.replica).set(1)

    def receive(self, seq: int) -> int:
        """What to do with a live batch numbered `seq`: APPLY it now, SKIP it (a replay applied it
        already), or first replay from the returned seq (batches are missing before it)."""
        previous, self._last_live = self._last_live, seq
        if self.last_seq is None:
            return 0 if seq > 0 else APPLY
        if seq <= self.last_seq:
            # Live batches come in order: one numbered below the last live one means a new process
            # numbers from 0 again. Otherwise a replay got here first (or it is sent twice).
            if previous is None or seq >= previous:
                return SKIP
            log.warning("replica %s restarted its KV event stream (seq %d after %d); its cache view is dropped",
                        self.replica, seq, previous)
            self._drop_view("restart")
            self.last_seq = None
            return 0 if seq > 0 else APPLY
        return self.last_seq + 1 if seq > self.last_seq + 1 else APPLY

    # ------------------------------------------------------------------ I/O

    async def run(self) -> None:
        """Subscribe forever; reconnect after errors."""
        ctx = zmq.asyncio.Context.instance()
        while True:
            sub = ctx.socket(zmq.SUB)
            sub.setsockopt(zmq.LINGER, 0)
            sub.setsockopt(zmq.SUBSCRIBE, self.topic)
            try:
                sub.connect(self.endpoint)
                # What was published before the subscription took hold (ZMQ's slow joiner) comes
                # from the replay buffer; later gaps show in the sequence numbers.
                await self._replay(0 if self.last_seq is None else self.last_seq + 1, 2**62)
                await self._follow(sub)
            except (zmq.ZMQError, EventDecodeError) as e:
                log.warning("KV events from %s: %s; its cache view is dropped", self.replica, e)
                self._drop_view("error")
                self.last_seq = self._last_live = None
            finally:
                sub.close()
            await asyncio.sleep(1.0)

    async def _follow(self, sub: zmq.asyncio.Socket) -> None:
        while True:
            if self._forced is not None:
                reason, self._forced = self._forced, None
                self._drop_view(reason)
                if self.last_seq is not None:  # if the buffer no longer has it all, events to come rebuild it
                    await self._replay(0, self.last_seq + 1)
            try:
                async with asyncio.timeout(self.stale_s):
                    frames = await sub.recv_multipart()
            except TimeoutError:
                continue  # silence: the index reads the replica as approximate until the next batch
            seq, payload = parse_frames(frames)
            batch = decode_batch(payload)
            missing_from = self.receive(seq)
            if missing_from == SKIP:
                continue
            if missing_from != APPLY and not await self._replay(missing_from, seq):
                if self.last_seq is not None:  # a gap nothing can fill: start over from here
                    log.warning("replica %s: KV event batches %d..%d are lost; its cache view is dropped",
                                self.replica, missing_from, seq - 1)
                    self._drop_view("gap")
            self.apply(seq, batch)

    async def _replay(self, start: int, upto: int) -> bool:
        """Apply the kept batches start..upto-1 from the replay socket; False if that was not possible
        (no replay socket, no answer, or the first of them is no longer kept)."""
        if self.replay_endpoint is None:
            return False
        ctx = zmq.asyncio.Context.instance()
        dealer = ctx.socket(zmq.DEALER)
        dealer.setsockopt(zmq.LINGER, 0)
        complete = False
        try:
            dealer.connect(self.replay_endpoint)
            await dealer.send_multipart([b"", seq_frame(start)])
            expected = start
            async with asyncio.timeout(self.stale_s):
                while True:
                    seq, payload = parse_frames(await dealer.recv_multipart())
                    if seq == END_SEQ:
                        break
                    if seq < expected or seq >= upto:
                        continue
                    if seq != expected:  # the buffer no longer holds what we need
                        return False
                    self.apply(seq, decode_batch(payload))
                    expected = seq + 1
            complete = expected >= upto
            self._count("replay")
        except (TimeoutError, zmq.ZMQError, EventDecodeError) as e:
            log.info("replaying KV events of %s from %d failed: %s", self.replica, start, e)
        finally:
            with contextlib.suppress(zmq.ZMQError):
                dealer.close()
        return complete
