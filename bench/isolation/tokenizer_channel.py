"""The tokenizer as a timing channel: how long a prompt another tenant sent before takes to tokenize,
next to a fresh one and the tenant's own repeat (proxy and engine each tokenize every prompt)."""

from __future__ import annotations

import random
import statistics
import time

from bench.isolation.probe import DocMaker
from protocol.tokenization import Tokenizer


def tokenizer_channel(files: dict[str, str], tokens: int = 500, n: int = 200, seed: int = 1) -> dict[str, float]:
    """Median microseconds to tokenize a chat prompt as proxy and engine do (protocol.tokenization,
    scoped by cache salt): one never sent ("fresh"), one another salt sent before ("other_scope",
    the probe), and one the same salt sent before ("own_scope", the hit)."""
    tok = Tokenizer.from_files(files)
    maker = DocMaker(Tokenizer.from_files(files))
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"fresh_us": [], "other_scope_us": [], "own_scope_us": []}
    for i in range(n):
        victim, attacker = f"victim-{i}", f"attacker-{i}"
        seen, fresh = maker.make(rng, tokens), maker.make(rng, tokens)
        tok.encode_chat_array(seen, None, victim)
        kinds = [("fresh_us", fresh, attacker), ("other_scope_us", seen, attacker), ("own_scope_us", seen, victim)]
        rng.shuffle(kinds)  # in a fixed order, whichever goes first is the slowest
        for key, msgs, scope in kinds:
            t0 = time.perf_counter()
            tok.encode_chat_array(msgs, None, scope)
            times[key].append(time.perf_counter() - t0)
    return {"tokens": tokens, **{k: statistics.median(v) * 1e6 for k, v in times.items()}}
