"""The replica's KV event log: what `/kv/events` streams (DESIGN.md, "/kv/snapshot + /kv/events").

The engine thread appends `stored`/`removed` events as the radix cache changes; asyncio handlers
read them with `since()` and sleep in `wait_for()` until something new arrives. Only the newest
`max_events` are kept: a reader that fell further behind gets None and must take a new snapshot.
A `listener` (the ZMQ publisher, engine/zmq_publisher.py) also hears each event, with the stored
blocks' token ids and salt that the `/kv/events` stream leaves out.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
from collections import deque
from collections.abc import Callable, Sequence

from protocol.block_hash import to_hex
from protocol.kv_events import KVEvent

_TYPES = ("stored", "removed")
_MEDIA = ("device", "host")

# (type, hashes, parent, medium, token ids of each stored block or None, salt)
Listener = Callable[[str, Sequence[bytes], "bytes | None", str, "Sequence[Sequence[int]] | None", str], None]


class KVEventLog:
    """A bounded, thread-safe, sequence-numbered log of KV events (first event is seq 1)."""

    def __init__(self, max_events: int = 100_000) -> None:
        if max_events <= 0:
            raise ValueError(f"max_events must be positive, got {max_events}")
        self._lock = threading.Lock()
        self._events: deque[KVEvent] = deque(maxlen=max_events)
        self._last_seq = 0
        self._waiters: set[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = set()
        self.listener: Listener | None = None

    @property
    def last_seq(self) -> int:
        """The seq of the newest event, 0 before the first."""
        return self._last_seq

    def append(self, type: str, hashes: list[bytes], parent: bytes | None, medium: str = "device",
               tokens: Sequence[Sequence[int]] | None = None, salt: str = "") -> KVEvent:
        """Record one event with the next seq and wake every waiting reader; `tokens` (each stored
        block's token ids) and `salt` go to the listener only."""
        if type not in _TYPES:
            raise ValueError(f"unknown KV event type {type!r}")
        if medium not in _MEDIA:
            raise ValueError(f"unknown KV medium {medium!r}")
        if not hashes:
            raise ValueError("a KV event needs at least one block hash")
        with self._lock:
            self._last_seq += 1
            event = KVEvent(seq=self._last_seq, type=type, hashes=tuple(to_hex(h) for h in hashes),  # type: ignore[arg-type]
                            parent=None if parent is None else to_hex(parent), medium=medium)  # type: ignore[arg-type]
            self._events.append(event)
            waiters, self._waiters = self._waiters, set()
        for loop, fut in waiters:
            try:
                loop.call_soon_threadsafe(_wake, fut)
            except RuntimeError:  # that reader's loop is closed: nobody to wake
                pass
        if self.listener is not None:
            self.listener(type, hashes, parent, medium, tokens, salt)
        return event

    def since(self, seq: int) -> list[KVEvent] | None:
        """Events with seq > `seq`, oldest first; None when some of them are no longer kept.

        A `seq` beyond `last_seq` also gives None: the reader's view belongs to another log
        (a restarted replica), so it must start over from a snapshot.
        """
        with self._lock:
            if seq > self._last_seq:
                return None
            first_kept = self._last_seq - len(self._events) + 1
            if seq + 1 < first_kept:
                return None
            wanted = self._last_seq - seq
            return list(itertools.islice(reversed(self._events), wanted))[::-1]

    async def wait_for(self, seq: int, timeout: float) -> None:
        """Return once `last_seq > seq` or after `timeout` seconds, whichever comes first."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            fut: asyncio.Future[None] = loop.create_future()
            entry = (loop, fut)
            with self._lock:
                if self._last_seq > seq:
                    return
                self._waiters.add(entry)
            remaining = deadline - loop.time()
            try:
                if remaining <= 0:
                    return
                await asyncio.wait_for(fut, remaining)
            except TimeoutError:
                return
            finally:
                with self._lock:
                    self._waiters.discard(entry)

def _wake(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)
