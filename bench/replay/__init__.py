"""`kvroute bench replay` in parts (the entry, with the method, is bench/replay_check.py):
workload slices the trace and maps its block ids to token ids, knobs scales the proxy's policy
knobs to those units, cluster starts the proxy and engines, client sends the slice on the trace's
clock, real runs one policy for real and checks its accounting, calibrate measures the simulator's
cost model on a replica, sim runs the simulator, compare judges the two, report prints and plots."""

from __future__ import annotations

import sys

ENGINE_BLOCK = 16
TOKEN_LO, TOKEN_HI = 3, 2048  # the tiny model's vocabulary, past its three special tokens
MAX_MODEL_LEN = 8192  # the tiny model's positions
MAX_SEQS = 16
CHUNK_TOKENS = 2048  # the engine's max_num_batched_tokens


def log(msg: str) -> None:
    print(f"[replay] {msg}", file=sys.stderr, flush=True)
