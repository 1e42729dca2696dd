"""The trace slice and its token ids: which requests replay, and prompts that share exactly the
engine blocks their trace block ids share."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import orjson

from bench.replay import ENGINE_BLOCK, TOKEN_HI, TOKEN_LO
from bench.sim_model import BLOCK


def select_rows(path: Path, keep: int, start: int, requests: int, max_output: int) -> list[dict[str, Any]]:
    """The slice, in time order: whole conversations (1 in `keep`, by their first own block id, as
    bench/events_bench.py keeps them) or, with `keep` <= 1, a contiguous run from `start`; at most
    `requests`, outputs capped at `max_output` tokens (at least 1, as the simulator counts them)."""
    if not path.exists():
        raise SystemExit(f"replay: no trace at {path} (--trace PATH: Mooncake JSON lines with hash_ids)")
    rows = [orjson.loads(line) for line in path.read_text().splitlines() if line.strip()]
    rows.sort(key=lambda r: r["timestamp"])
    if keep > 1:
        rows = [r for r in rows if len(r["hash_ids"]) > 1 and (r["hash_ids"][1] * 2654435761) % keep == 0]
    rows = rows[start:start + requests]
    return [{"timestamp": r["timestamp"], "input_length": int(r["input_length"]),
             "output_length": max(1, min(int(r["output_length"]), max_output)), "hash_ids": list(r["hash_ids"])}
            for r in rows]


def full_ids(row: dict[str, Any]) -> list[int]:
    """The ids of a row's full 512-token blocks (the ones the simulator hashes)."""
    return row["hash_ids"][: row["input_length"] // BLOCK]


class TokenMap:
    """Token ids for a trace slice: `tokens_per_id` per full block id, seeded by the id (equal ids,
    equal tokens), and a tail for the partial block seeded by the request (shared with nothing)."""

    def __init__(self, tokens_per_id: int) -> None:
        if tokens_per_id <= 0 or tokens_per_id % ENGINE_BLOCK:
            raise ValueError(f"tokens per id must be a positive multiple of {ENGINE_BLOCK}")
        self.t = tokens_per_id
        self._memo: dict[int, list[int]] = {}

    def block(self, block_id: int) -> list[int]:
        ids = self._memo.get(block_id)
        if ids is None:
            rng = random.Random(block_id)
            ids = self._memo[block_id] = [rng.randrange(TOKEN_LO, TOKEN_HI) for _ in range(self.t)]
        return ids

    def tail_len(self, input_length: int) -> int:
        rest = input_length % BLOCK
        return max(1, round(rest * self.t / BLOCK)) if rest else 0

    def prompt(self, key: int, row: dict[str, Any]) -> list[int]:
        out = [t for i in full_ids(row) for t in self.block(i)]
        rng = random.Random(f"tail {key}")
        return out + [rng.randrange(TOKEN_LO, TOKEN_HI) for _ in range(self.tail_len(row["input_length"]))]


def leading_blocks(a: Sequence[int], b: Sequence[int], block_size: int = ENGINE_BLOCK) -> int:
    """Leading full blocks two token sequences share."""
    n = 0
    while (n + 1) * block_size <= min(len(a), len(b)) and \
            a[n * block_size:(n + 1) * block_size] == b[n * block_size:(n + 1) * block_size]:
        n += 1
    return n


def leading_ids(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n
