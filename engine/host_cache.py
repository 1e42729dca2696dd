"""The second KV tier: blocks evicted from the device pool wait in a bounded host pool (LRU) so a
later hit copies them back instead of computing them again (`--cpu-offload-blocks`).

Entries are keyed by chain hash (DESIGN.md, "Block hash"), which names a block's whole prefix and
its salt, so a lookup continues a device match block by block: each next hash follows from the
last one and the next block's tokens. Entries keep their token ids and a lookup compares them, so
a hash collision can never change what a request reads.

Moves are reported as KV events on the host medium (`stored` when a block arrives, `removed`
when it is dropped or taken back to the device), as vLLM reports its CPU tier.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

from engine.block_pool import BlockPool
from engine.kv_event_log import KVEventLog
from protocol.block_hash import chain_hash

BlockKey = tuple[int, ...]


@dataclass(frozen=True)
class HostBlock:
    """One offloaded block: where its KV sits in the host pool, its tokens, its parent's hash."""

    block: int
    key: BlockKey
    parent: bytes | None  # None under the salt's root
    salt: str


class HostCache:
    """Offloaded blocks by chain hash, least recently used first."""

    def __init__(self, num_blocks: int, event_log: KVEventLog | None = None) -> None:
        self.pool = BlockPool(num_blocks)
        self.event_log = event_log
        self._entries: OrderedDict[bytes, HostBlock] = OrderedDict()
        self.offloaded = 0  # blocks copied here from the device, since start
        self.restored = 0  # blocks copied back to the device
        self.dropped = 0  # blocks dropped from here for room

    def __len__(self) -> int:
        return len(self._entries)

    def chain(self, prev: bytes, keys: Sequence[BlockKey]) -> list[bytes]:
        """The hashes of the leading `keys` held here, continuing the chain after hash `prev`."""
        out: list[bytes] = []
        for key in keys:
            h = chain_hash(prev, key)
            entry = self._entries.get(h)
            if entry is None or entry.key != key:
                break
            out.append(h)
            prev = h
        return out

    def put(self, h: bytes, key: BlockKey, parent: bytes | None, salt: str) -> int | None:
        """Room for one evicted block (dropping the least recently used if full); the host block
        to copy it into, or None when the tier holds no blocks at all."""
        if h in self._entries:  # already here (offloaded before, restored as a copy meanwhile)
            self._entries.move_to_end(h)
            return None
        if self.pool.num_free == 0:
            if not self._entries:  # every host block is on its way back to the device
                return None
            self._drop_oldest()
        block = self.pool.allocate(1)[0]
        self._entries[h] = HostBlock(block, key, parent, salt)
        self.offloaded += 1
        if self.event_log is not None:
            self.event_log.append("stored", [h], parent, medium="host", tokens=[key], salt=salt)
        return block

    def take(self, hashes: Sequence[bytes]) -> list[int]:
        """Remove these entries (on their way back to the device); their host blocks, which the
        caller frees once it has copied them."""
        blocks = [self._entries.pop(h).block for h in hashes]
        if hashes and self.event_log is not None:
            self.event_log.append("removed", list(hashes), None, medium="host")
        return blocks

    def _drop_oldest(self) -> None:
        h, entry = self._entries.popitem(last=False)
        self.pool.free([entry.block])
        self.dropped += 1
        if self.event_log is not None:
            self.event_log.append("removed", [h], entry.parent, medium="host")

    def hashes(self) -> list[tuple[bytes, bytes | None]]:
        """(hash, parent hash) of every block held here, oldest first (for snapshots)."""
        return [(h, e.parent) for h, e in self._entries.items()]

    def check_invariants(self, taken: int = 0) -> None:
        """free + held (+ taken, not yet freed) == total; held blocks are distinct and allocated."""
        blocks = [e.block for e in self._entries.values()]
        assert len(blocks) == len(set(blocks)), "a host block holds two entries"
        assert not any(self.pool.is_free(b) for b in blocks), "a held host block is on the free list"
        assert self.pool.num_free + len(blocks) + taken == self.pool.num_blocks
