"""KV cache state as a replica reports it: `/kv/info`, `/kv/snapshot` and `/kv/events` lines.

The engine produces these; the proxy's prefix index consumes them. Hashes are hex strings here
(32 lowercase hex characters, see block_hash.py).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

Medium = Literal["device", "host"]
EventType = Literal["stored", "removed"]


@dataclass(frozen=True)
class KVEvent:
    """Blocks that became matchable (`stored`) or were dropped (`removed`) on one medium.

    `hashes` are consecutive blocks of one chain; `parent` is the hash of the block before the
    first one, or None when the first block starts the chain.
    """

    seq: int
    type: EventType
    hashes: tuple[str, ...]
    parent: str | None = None
    medium: Medium = "device"

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "type": self.type, "hashes": list(self.hashes), "parent": self.parent,
                "medium": self.medium}

    @staticmethod
    def from_json(obj: dict[str, Any]) -> KVEvent:
        kind = obj.get("type")
        if kind not in ("stored", "removed"):
            raise ValueError(f"not a block event: type={kind!r}")
        medium = obj.get("medium", "device")
        if medium not in ("device", "host"):
            raise ValueError(f"unknown medium {medium!r}")
        return KVEvent(seq=int(obj["seq"]), type=kind, hashes=tuple(obj["hashes"]),
                       parent=obj.get("parent"), medium=medium)


@dataclass(frozen=True)
class LoadReport:
    """A replica's load, sent in `/kv/info` and in every heartbeat."""

    running: int
    waiting: int
    kv_usage: float
    free_blocks: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(obj: dict[str, Any]) -> LoadReport:
        return LoadReport(running=int(obj["running"]), waiting=int(obj["waiting"]),
                          kv_usage=float(obj["kv_usage"]), free_blocks=int(obj["free_blocks"]))


@dataclass(frozen=True)
class KVInfo:
    """`GET /kv/info`: what a replica is and how loaded it is now."""

    instance_id: str
    model: str
    block_size: int
    capacity_blocks: int
    host_capacity_blocks: int
    kv_cache_dtype: str
    tokenizer_hash: str
    load: LoadReport
    hash: str = "xxh3_128"

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out.pop("load")
        out.update(self.load.to_json())
        return out

    @staticmethod
    def from_json(obj: dict[str, Any]) -> KVInfo:
        return KVInfo(
            instance_id=str(obj["instance_id"]), model=str(obj["model"]), block_size=int(obj["block_size"]),
            capacity_blocks=int(obj["capacity_blocks"]), host_capacity_blocks=int(obj.get("host_capacity_blocks", 0)),
            kv_cache_dtype=str(obj.get("kv_cache_dtype", "auto")), tokenizer_hash=str(obj["tokenizer_hash"]),
            load=LoadReport.from_json(obj), hash=str(obj.get("hash", "xxh3_128")),
        )


@dataclass(frozen=True)
class SnapshotBlock:
    hash: str
    parent: str | None
    medium: Medium = "device"


@dataclass(frozen=True)
class KVSnapshot:
    """`GET /kv/snapshot`: every cached block, taken between scheduler steps; events after `seq` follow."""

    instance_id: str
    seq: int
    blocks: tuple[SnapshotBlock, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        return {"instance_id": self.instance_id, "seq": self.seq,
                "blocks": [{"hash": b.hash, "parent": b.parent, "medium": b.medium} for b in self.blocks]}

    @staticmethod
    def from_json(obj: dict[str, Any]) -> KVSnapshot:
        return KVSnapshot(
            instance_id=str(obj["instance_id"]), seq=int(obj["seq"]),
            blocks=tuple(SnapshotBlock(b["hash"], b.get("parent"), b.get("medium", "device")) for b in obj["blocks"]),
        )


def heartbeat_json(seq: int, load: LoadReport) -> dict[str, Any]:
    """The line `/kv/events` sends every second: the last event seq and the current load."""
    return {"type": "heartbeat", "seq": seq, "load": load.to_json()}


RESET_JSON: dict[str, Any] = {"type": "reset"}
