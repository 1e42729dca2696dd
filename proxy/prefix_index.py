"""Which replica holds which prompt prefix: block hash -> replicas.

A chained block hash `h_k` names a whole k-block prefix (DESIGN.md "Block hash"), so a flat map
from hash to holders answers "how many leading blocks of this prompt does replica R hold" in one
pass over the prompt's hashes, stopping as soon as no replica still matches.

Each replica's knowledge comes from three sources, and a block counts as held if any has it:

- exact: what the replica reported (`/kv/snapshot` then `stored` / `removed` events, per medium;
  a block on the host tier still counts, as the engine counts it as cached);
- pending: blocks we predicted when routing a request there, until the replica reports them
  stored (which clears them) or `pending_ttl_s` passes;
- approx: for replicas without events, the blocks of what we routed there, bounded per replica by
  an LRU capacity. A prompt's blocks are touched deepest first, so a parent is always fresher
  than its children and eviction trims prefixes from the tail, as the engine's radix cache does.

A replica in exact mode whose events and heartbeats stop for `stale_after_s` counts as approx by
itself: its last exact view still matches, and what is routed there meanwhile is recorded in the
LRU, until the stream speaks again (those guesses then go: events report what really got stored).
Switching a replica to approx explicitly (its event stream broke) moves its exact view into the
LRU; a snapshot puts it back in exact mode. A snapshot with a new `instance_id` (the replica
restarted) drops everything known about the old instance.

Memory: exact entries are bounded by what replicas hold. The guesses -- pending and approx entries
-- are bounded per replica (TTL, capacity) and all together by `guess_bytes` (an upper estimate of
GUESS_BYTES per entry): past it the replica holding the most guesses loses its oldest ones first.
Synchronous, no I/O, injected clock: the asyncio layer and the fleet simulator drive the same code.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from protocol.kv_events import KVEvent, SnapshotBlock

Mode = Literal["exact", "approx"]
_MEDIUM_BIT = {"device": 1, "host": 2}
GUESS_BYTES = 400  # an ordered-dict slot, a 32-character hash string, its share of the holder map, dict slack


class _Replica:
    """One replica's view: exact blocks (hash -> medium bits), pending (hash -> expiry), approx LRU."""

    __slots__ = ("bit", "count", "mode", "instance_id", "exact", "pending", "approx", "capacity", "last_alive",
                 "has_host")

    def __init__(self, bit: int, capacity: int) -> None:
        self.bit = bit  # this replica's bit in PrefixIndex._held masks
        self.count = 0  # distinct blocks held, any source
        self.mode: Mode = "approx"
        self.instance_id: str | None = None
        self.exact: dict[str, int] = {}
        self.pending: OrderedDict[str, float] = OrderedDict()
        self.approx: OrderedDict[str, None] = OrderedDict()
        self.capacity = capacity
        self.last_alive: float | None = None
        self.has_host = False  # some exact entry was reported on the host tier (a cheap guard for host_only)

    def holds(self, h: str) -> bool:
        return h in self.exact or h in self.pending or h in self.approx


class PrefixIndex:
    """block hash -> replicas holding it (exact ∪ pending ∪ approx); see the module docstring."""

    def __init__(self, clock: Callable[[], float], pending_ttl_s: float = 30.0,
                 approx_capacity_blocks: int = 100_000, stale_after_s: float | None = None,
                 guess_bytes: int = 160 * 1024 * 1024) -> None:
        if pending_ttl_s <= 0 or approx_capacity_blocks <= 0 or guess_bytes <= 0:
            raise ValueError("pending_ttl_s, approx_capacity_blocks and guess_bytes must be positive")
        self._max_guesses = max(1, guess_bytes // GUESS_BYTES)
        self._clock = clock
        self._ttl = pending_ttl_s
        self._capacity = approx_capacity_blocks
        self._stale_after = stale_after_s
        self._replicas: dict[str, _Replica] = {}
        self._free_bits: list[int] = []
        self._next_bit = 1
        # hash -> bitmask of the replicas holding it from any source: one int per block keeps
        # memory small and makes a lookup step one dict get and one AND.
        self._held: dict[str, int] = {}

    # ---- replica lifecycle ----------------------------------------------------------------------

    def _rep(self, replica: str) -> _Replica:
        r = self._replicas.get(replica)
        if r is None:
            if self._free_bits:
                bit = self._free_bits.pop()
            else:
                bit, self._next_bit = self._next_bit, self._next_bit << 1
            r = self._replicas[replica] = _Replica(bit, self._capacity)
        return r

    def replicas(self) -> list[str]:
        """Every replica the index knows of."""
        return list(self._replicas)

    def set_capacity(self, replica: str, capacity_blocks: int) -> None:
        """Approx-mode bound for one replica (the backend's `capacity_blocks`)."""
        if capacity_blocks <= 0:
            raise ValueError("capacity_blocks must be positive")
        r = self._rep(replica)
        r.capacity = capacity_blocks
        self._trim_approx(r)

    def set_mode(self, replica: str, mode: Mode) -> None:
        """Switch how a replica is learned. To approx: its exact view moves into the LRU. To exact:
        the approx guesses go (a snapshot is expected next). Unknown replicas start in approx mode."""
        if mode not in ("exact", "approx"):
            raise ValueError(f"mode must be 'exact' or 'approx', got {mode!r}")
        r = self._rep(replica)
        if r.mode == mode:
            if mode == "exact":
                self._alive(r)
            return
        r.mode = mode
        if mode == "approx":
            seeded = list(r.exact)
            r.exact.clear()
            r.has_host = False
            for h in seeded:
                self._refresh(r, h)
            for h in reversed(seeded[-r.capacity:]):
                self._touch_approx(r, h)
            self._trim_approx(r)
        else:
            self._drop_approx(r)
            r.last_alive = self._clock()

    def mode(self, replica: str) -> Mode:
        """"exact" or "approx"; an exact replica silent for `stale_after_s` reads as approx."""
        r = self._rep(replica)
        return "approx" if r.mode == "approx" or self._stale(r) else "exact"

    def note_alive(self, replica: str) -> None:
        """The replica's event stream spoke (event or heartbeat): its exact view is current."""
        self._alive(self._rep(replica))

    def drop_replica(self, replica: str) -> None:
        """Forget everything about a replica (removed from the pool, or restarted)."""
        r = self._replicas.pop(replica, None)
        if r is None:
            return
        for h in {*r.exact, *r.pending, *r.approx}:
            m = self._held.get(h, 0) & ~r.bit
            if m:
                self._held[h] = m
            else:
                self._held.pop(h, None)
        self._free_bits.append(r.bit)

    def forget(self, replica: str) -> None:
        """Drop what is known of a replica's blocks (exact, pending and approx), keeping its mode and
        capacity: its cache is known to be empty, or no longer known at all."""
        r = self._replicas.get(replica)
        if r is None:
            return
        known = {*r.exact, *r.pending, *r.approx}
        r.exact.clear()
        r.has_host = False
        r.pending.clear()
        r.approx.clear()
        for h in known:
            self._refresh(r, h)

    # ---- learning -------------------------------------------------------------------------------

    def apply_snapshot(self, replica: str, instance_id: str,
                       snapshot_hashes: Iterable[str | SnapshotBlock]) -> None:
        """Replace the replica's exact view with a snapshot and switch it to exact mode.

        A different `instance_id` than before means the replica restarted: its pending and approx
        entries go too. Items are hashes (device tier) or SnapshotBlocks (with their medium).
        """
        r = self._rep(replica)
        if r.instance_id is not None and r.instance_id != instance_id:
            self.forget(replica)
        r.instance_id = instance_id
        self.set_mode(replica, "exact")
        old = list(r.exact)
        r.exact.clear()
        r.has_host = False
        for h in old:
            self._refresh(r, h)
        for item in snapshot_hashes:
            if isinstance(item, SnapshotBlock):
                self._store(r, item.hash, _MEDIUM_BIT.get(item.medium, 1))
            else:
                self._store(r, item, 1)

    def instance_id(self, replica: str) -> str | None:
        """The instance the exact view belongs to (None before the first snapshot)."""
        r = self._replicas.get(replica)
        return r.instance_id if r else None

    def apply_event(self, replica: str, event: KVEvent) -> None:
        """Apply one `stored` / `removed` event; either clears the hashes' pending entries."""
        if event.type not in ("stored", "removed"):
            raise ValueError(f"not a block event: {event.type!r}")
        r = self._rep(replica)
        bit = _MEDIUM_BIT.get(event.medium, 1)
        for h in event.hashes:
            if event.type == "stored":
                self._store(r, h, bit)
                continue
            r.pending.pop(h, None)
            media = r.exact.get(h, 0) & ~bit
            if media:
                r.exact[h] = media
            else:
                r.exact.pop(h, None)
            self._refresh(r, h)
        self._alive(r)

    def add_pending(self, replica: str, hashes: Sequence[str]) -> None:
        """Blocks a request routed to `replica` will store; counted until stored or TTL expiry."""
        r = self._rep(replica)
        now = self._clock()
        self._expire(r, now)
        hashes = hashes[:self._max_guesses]  # a prompt's head is what the budget is best spent on
        self._trim_guesses(len(hashes))  # room first: the maps never grow past the budget
        expiry = now + self._ttl
        exact, pending, held, bit = r.exact, r.pending, self._held, r.bit
        move = pending.move_to_end
        for h in hashes:
            if h in pending:  # never also exact: storing a block clears its pending entry
                move(h)
            elif h in exact:
                continue
            else:
                m = held.get(h, 0)
                if not m & bit:
                    held[h] = m | bit
                    r.count += 1
            pending[h] = expiry

    def record_routed(self, replica: str, hashes: Sequence[str]) -> None:
        """Approx mode: a prompt with these blocks went to `replica` (LRU insert/touch, bounded)."""
        r = self._rep(replica)
        hashes = hashes[:self._max_guesses]
        self._trim_guesses(len(hashes))
        for h in reversed(hashes):
            self._touch_approx(r, h)
        self._trim_approx(r)

    # ---- queries --------------------------------------------------------------------------------

    def match(self, hashes: Sequence[str], replicas: Iterable[str] | None = None) -> dict[str, int]:
        """replica -> number of LEADING blocks of `hashes` it holds; every asked replica appears."""
        names = list(self._replicas) if replicas is None else list(replicas)
        out = dict.fromkeys(names, 0)
        now = self._clock()
        known = [(n, self._replicas[n]) for n in out if n in self._replicas]
        alive = 0
        for _, r in known:
            self._expire(r, now)
            alive |= r.bit
        if not alive:
            return out
        for depth, m in enumerate(map(self._held.get, hashes)):
            if m is None or alive & m != alive:  # some still-matching replica stops here
                m = m or 0
                for n, r in known:
                    if alive & r.bit and not m & r.bit:
                        out[n] = depth
                alive &= m
                if not alive:
                    return out
        for n, r in known:
            if alive & r.bit:
                out[n] = len(hashes)
        return out

    def host_only(self, replica: str, hashes: Sequence[str]) -> int:
        """How many of `hashes` the replica holds on its host tier alone (copied back on a hit, not
        recomputed, but not free either)."""
        r = self._replicas.get(replica)
        if r is None or not r.has_host:
            return 0
        host = _MEDIUM_BIT["host"]
        return sum(1 for h in hashes if r.exact.get(h) == host and h not in r.pending)

    def holders(self, h: str) -> set[str]:
        """Replicas holding block `h` (any source)."""
        now = self._clock()
        for r in self._replicas.values():
            self._expire(r, now)
        m = self._held.get(h, 0)
        return {n for n, r in self._replicas.items() if m & r.bit}

    def size(self) -> int:
        """Distinct blocks indexed over all replicas (the memory measure)."""
        return len(self._held)

    def guesses(self) -> int:
        """Pending and approx entries over all replicas (what `guess_bytes` bounds)."""
        return sum(len(r.pending) + len(r.approx) for r in self._replicas.values())

    def nbytes(self) -> int:
        """An upper estimate of the bytes the guesses hold."""
        return self.guesses() * GUESS_BYTES

    def num_blocks(self, replica: str) -> int:
        """Distinct blocks the replica holds, any source (the cost-to-keep measure)."""
        r = self._replicas.get(replica)
        if r is None:
            return 0
        self._expire(r, self._clock())
        return r.count

    # ---- internals ------------------------------------------------------------------------------

    def _refresh(self, r: _Replica, h: str) -> None:
        """Bring `_held[h]` and the count in line with r's structures after a change to `h`."""
        m = self._held.get(h, 0)
        if r.holds(h):
            if not m & r.bit:
                self._held[h] = m | r.bit
                r.count += 1
        elif m & r.bit:
            m &= ~r.bit
            if m:
                self._held[h] = m
            else:
                del self._held[h]
            r.count -= 1

    def _store(self, r: _Replica, h: str, medium_bit: int) -> None:
        r.exact[h] = r.exact.get(h, 0) | medium_bit
        r.has_host |= medium_bit == _MEDIUM_BIT["host"]
        r.pending.pop(h, None)
        self._refresh(r, h)

    def _expire(self, r: _Replica, now: float) -> None:
        # Expiries are insertion-ordered (constant TTL, re-adds move to the end).
        pending = r.pending
        while pending:
            h, expiry = next(iter(pending.items()))
            if expiry > now:
                break
            del pending[h]
            self._refresh(r, h)

    def _stale(self, r: _Replica) -> bool:
        return (r.mode == "exact" and self._stale_after is not None and r.last_alive is not None
                and self._clock() - r.last_alive > self._stale_after)

    def _alive(self, r: _Replica) -> None:
        if self._stale(r):
            self._drop_approx(r)  # guesses made while silent; events tell the truth again
        r.last_alive = self._clock()

    def _drop_approx(self, r: _Replica) -> None:
        dropped = list(r.approx)
        r.approx.clear()
        for h in dropped:
            self._refresh(r, h)

    def _touch_approx(self, r: _Replica, h: str) -> None:
        if h in r.approx:
            r.approx.move_to_end(h)
        else:
            r.approx[h] = None
            self._refresh(r, h)

    def _trim_approx(self, r: _Replica) -> None:
        while len(r.approx) > r.capacity:
            h, _ = r.approx.popitem(last=False)
            self._refresh(r, h)

    def _trim_guesses(self, incoming: int) -> None:
        """Make room for `incoming` more guesses within the byte budget: the replica holding the
        most loses its oldest ones."""
        excess = self.guesses() + incoming - self._max_guesses
        while excess > 0:
            r = max(self._replicas.values(), key=lambda x: len(x.pending) + len(x.approx))
            for store in (r.approx, r.pending):
                while store and excess > 0:
                    h, _ = store.popitem(last=False)
                    self._refresh(r, h)
                    excess -= 1
