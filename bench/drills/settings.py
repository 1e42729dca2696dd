"""What every drill shares: its settings, the stub model's name, the proxy's pending-block TTL and
the drills' log line."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from bench.procs import REPO

MODEL = "stub"
PENDING_TTL_S = 2.0  # routed blocks count as held this long unless reported stored (the index check waits it out)


def log(msg: str) -> None:
    print(f"[drills] {msg}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Settings:
    """What every drill shares; `duration` is one drill's load time."""

    duration: float = 24.0
    concurrency: int = 8
    prefill_us: float = 50.0  # per uncached prompt token
    token_ms: float = 8.0  # per generated token
    groups: int = 6  # system prompts shared by the requests
    fresh_share: float = 0.1  # requests that start a conversation of their own (a system prompt never seen)
    stream_share: float = 0.5
    seed: int = 1
    client_timeout: float = 30.0
    proxy_src: Path = REPO
