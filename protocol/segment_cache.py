"""SegmentCache: a bounded, thread-safe LRU of text segment -> token ids.

`Tokenizer` keeps the ids of each text piece it has encoded here, so a chat that grows turn by
turn re-encodes only its new turns. Ids are stored as `array("I")` to keep big caches compact.
"""

from __future__ import annotations

import threading
from array import array
from collections import OrderedDict
from collections.abc import Hashable, Sequence


class SegmentCache:
    """Bounded LRU of text segment -> token ids, safe to share between threads.

    Bounded by entry count and by the total number of cached token ids.
    """

    def __init__(self, max_entries: int = 65536, max_tokens: int = 2_000_000) -> None:
        self.max_entries = max_entries
        self.max_tokens = max_tokens
        self._data: OrderedDict[Hashable, array] = OrderedDict()
        self._tokens = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._data)

    @property
    def tokens(self) -> int:
        return self._tokens

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
        if len(ids) > self.max_tokens:
            return
        arr = ids if isinstance(ids, array) and ids.typecode == "I" else array("I", ids)
        with self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self._tokens -= len(old)
            self._data[key] = arr
            self._tokens += len(arr)
            while len(self._data) > self.max_entries or self._tokens > self.max_tokens:
                _, dropped = self._data.popitem(last=False)
                self._tokens -= len(dropped)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._tokens = 0
