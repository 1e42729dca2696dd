"""Small Mooncake-format traces for the simulator's and the replay check's tests."""

from __future__ import annotations

import json
import random
from pathlib import Path

from bench.sim_model import BLOCK


def write_trace(path: Path, n: int, seed: int, *, gap: int, grow: int, fresh: int, max_output: int,
                last_block: int = BLOCK, whole_at: int | None = None, repeat_last: bool = False) -> Path:
    """`n` requests, `gap` ms apart at most: conversations growing turn by turn (1 to `grow` - 1 new
    blocks) under a shared block 0, and new prompts (1 to `fresh` - 1 blocks after it); every
    512-token block an id, equal ids for equal prefixes; the last block 1 to `last_block` - 1 tokens
    long, except request `whole_at`, whose blocks are all whole. `repeat_last` sends the last prompt
    again 50 ms later."""
    rng = random.Random(seed)
    next_id, t = 1, 0
    convs: list[list[int]] = []
    rows: list[dict] = []
    for i in range(n):
        t += rng.randrange(0, gap)
        if convs and rng.random() < 0.6:
            ids = rng.choice(convs)
            ids += list(range(next_id, next_id + rng.randrange(1, grow)))
            next_id = max(ids) + 1
        else:
            ids = [0, *range(next_id, next_id + rng.randrange(1, fresh))]
            next_id += len(ids)
            convs.append(ids)
        length = len(ids) * BLOCK if i == whole_at else (len(ids) - 1) * BLOCK + rng.randrange(1, last_block)
        rows.append({"timestamp": t, "input_length": length, "output_length": rng.randrange(0, max_output),
                     "hash_ids": list(ids)})
    if repeat_last:
        rows.append(dict(rows[-1], timestamp=t + 50))
    path.write_text("".join(json.dumps(x) + "\n" for x in rows))
    return path
