"""SegmentCache: a bounded, thread-safe LRU of text segment -> token ids.

`Tokenizer` keeps the ids of each text piece it has encoded here, so a chat that grows turn by
turn re-encodes only its new turns. Ids are stored as `array("I")` to keep big caches compact.
"""

from __future__ import annotations

import sys
import threading
from array import array
from collections import OrderedDict
from collections.abc import Hashable, Sequence

ENTRY_OVERHEAD = 112  # bytes of an OrderedDict slot and its linked-list node, per entry


def entry_bytes(key: Hashable, ids: array) -> int:
    """An upper estimate of the bytes one entry holds: its key's strings (a segment is text a
    client sent, so it is counted, not assumed short), the ids array and the dict's slot."""
    return _key_bytes(key) + sys.getsizeof(ids) + ENTRY_OVERHEAD


def _key_bytes(key: Hashable) -> int:
    if isinstance(key, tuple):
        return sys.getsizeof(key) + sum(_key_bytes(k) for k in key)
    return sys.getsizeof(key)


class SegmentCache:
    """Bounded LRU of text segment -> token ids, safe to share between threads.

    Bounded by entry count and by the bytes its keys and ids hold (`nbytes`, an upper estimate).
    """

    def __init__(self, max_entries: int = 65536, max_bytes: int = 48 * 1024 * 1024) -> None:
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._data: OrderedDict[Hashable, array] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._data)

    def nbytes(self) -> int:
        """What the entries hold (upper estimate); at most `max_bytes`."""
        return self._bytes

    def get(self, key: Hashable) -> array | None:
        # No lock: each OrderedDict call is atomic under the GIL; a concurrent put may evict the key
        # between the two calls, which only skips the recency bump. The counters are statistics.
        ids = self._data.get(key)
        if ids is None:
            self.misses += 1
            return None
        try:
            self._data.move_to_end(key)
        except KeyError:
            pass
        self.hits += 1
        return ids

    def put(self, key: Hashable, ids: Sequence[int]) -> None:
        arr = ids if isinstance(ids, array) and ids.typecode == "I" else array("I", ids)
        size = entry_bytes(key, arr)
        if size > self.max_bytes:
            return
        with self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self._bytes -= entry_bytes(key, old)
            self._data[key] = arr
            self._bytes += size
            while len(self._data) > self.max_entries or self._bytes > self.max_bytes:
                dropped_key, dropped = self._data.popitem(last=False)
                self._bytes -= entry_bytes(dropped_key, dropped)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._bytes = 0
