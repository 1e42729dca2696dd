"""Engine block ids to the pool's block hashes, rebuilt from the tokens each stored block carries.

vLLM and SGLang name blocks with hashes of their own (sha256 or a 64-bit hash, seeded per process);
the proxy cannot compute them, so it does what Dynamo's router does: it takes each `BlockStored`
event's token ids and parent, continues its own chain (DESIGN.md "Block hash") from the parent's
place in it, and remembers which of its hashes each engine block completed, so `BlockRemoved` can
name them. The chain starts from the request's salt (vLLM's extra keys, SGLang's metadata), so
tenants' blocks stay apart here as in the replica.

Block sizes may differ: an engine block of 32 tokens completes two pool blocks of 16; with SGLang's
one-token pages, sixteen engine blocks complete one. A block's tokens past the last complete pool
block are kept (fewer than a pool block) until a child completes it. Where the sizes do not divide
each other, two engine blocks that differ after a pool boundary complete the same pool block, so
pool blocks are counted: announced with their first completing engine block, removed with their
last. A stored block whose parent is
unknown (stored before the proxy listened, or never stored) cannot be placed, nor can its children:
they are counted as orphans and the replica's matches stop before them, as its own lookups would.
"""

from __future__ import annotations

from dataclasses import dataclass

from protocol.block_hash import chain_hash, root_hash
from protocol.zmq_kv_events import BlockStored, EngineHash


@dataclass(slots=True)
class _Block:
    boundary: bytes  # the chain hash after the last complete pool block at or before this block
    tail: tuple[int, ...]  # tokens after that boundary, through this block (fewer than a pool block)
    salt: str
    completed: tuple[bytes, ...]  # pool block hashes this block completed
    copies: int = 1  # the engine stored the same id this many times (duplicates, or another medium)


class ChainMapper:
    """One replica's engine block ids, mapped to pool block hashes (see the module docstring)."""

    def __init__(self, pool_block_size: int) -> None:
        if pool_block_size <= 0:
            raise ValueError("pool_block_size must be positive")
        self.block_size = pool_block_size
        self._blocks: dict[EngineHash, _Block] = {}
        self._pool_refs: dict[bytes, int] = {}  # pool block -> engine blocks that complete it
        self._roots: dict[str, bytes] = {}
        self.orphans = 0  # stored blocks that could not be placed

    def stored(self, event: BlockStored) -> tuple[bytes | None, list[bytes]]:
        """Map one BlockStored: (the pool hash the new blocks continue after, or None at the root;
        the pool blocks they complete, in order). Nothing when the parent is unknown."""
        if event.parent is None:
            salt = event.cache_salt
            boundary, tail = self._root(salt), ()
            after: bytes | None = None
        else:
            parent = self._blocks.get(event.parent)
            if parent is None:
                self.orphans += len(event.hashes)
                return None, []
            salt, boundary, tail = parent.salt, parent.boundary, parent.tail
            after = None if boundary == self._root(salt) else boundary
        pbs, ebs, tokens = self.block_size, event.block_size, event.token_ids
        out: list[bytes] = []
        for i, engine_id in enumerate(event.hashes):
            known = self._blocks.get(engine_id)
            tail = tail + tokens[i * ebs:(i + 1) * ebs]
            completed: list[bytes] = []
            while len(tail) >= pbs:
                boundary = chain_hash(boundary, tail[:pbs])
                completed.append(boundary)
                tail = tail[pbs:]
            if known is not None:  # stored again (a duplicate block): count it, announce nothing
                known.copies += 1
                continue
            self._blocks[engine_id] = _Block(boundary, tail, salt, tuple(completed))
            refs = self._pool_refs
            for h in completed:
                n = refs.get(h, 0)
                refs[h] = n + 1
                if n == 0:
                    out.append(h)
        return after, out

    def removed(self, hashes: tuple[EngineHash, ...]) -> list[bytes]:
        """The pool blocks that go with these engine blocks (each once its last copy is gone)."""
        out: list[bytes] = []
        for engine_id in hashes:
            block = self._blocks.get(engine_id)
            if block is None:
                continue
            block.copies -= 1
            if block.copies > 0:
                continue
            del self._blocks[engine_id]
            refs = self._pool_refs
            for h in block.completed:
                n = refs[h] - 1
                if n:
                    refs[h] = n
                else:
                    del refs[h]
                    out.append(h)
        return out

    def clear(self) -> None:
        self._blocks.clear()
        self._pool_refs.clear()

    def _root(self, salt: str) -> bytes:
        h = self._roots.get(salt)
        if h is None:
            if len(self._roots) > 4096:  # salts are per tenant and client: keep the memo small
                self._roots.clear()
            h = self._roots[salt] = root_hash(salt)
        return h
