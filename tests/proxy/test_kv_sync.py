"""KV sync's reading of a replica's event stream, line by line, against a brute-force replay."""

from __future__ import annotations

import random

import pytest

from protocol.kv_events import LoadReport, heartbeat_json
from proxy.config import BackendConfig, PolicyConfig
from proxy.kv_sync import KVSync, _Resync
from proxy.metrics import ProxyMetrics
from proxy.prefix_index import PrefixIndex
from proxy.router import Router

URL = "http://r1"


def _sync() -> tuple[KVSync, PrefixIndex]:
    now = [0.0]
    index = PrefixIndex(lambda: now[0])
    router = Router([URL], PolicyConfig(), index, lambda: now[0], random.Random(0))
    sync = KVSync(BackendConfig(URL), session=None, index=index, router=router, metrics=ProxyMetrics())  # type: ignore[arg-type]
    index.apply_snapshot(URL, "inst", [])
    return sync, index


def _h(i: int) -> str:
    return f"{i:032x}"


def test_events_replayed_in_order_match_a_brute_force_set() -> None:
    sync, index = _sync()
    rng = random.Random(1)
    held: set[str] = set()
    for seq in range(1, 200):
        hashes = [_h(rng.randrange(40)) for _ in range(rng.randint(1, 4))]
        kind = rng.choice(["stored", "removed"])
        sync._apply_line({"seq": seq, "type": kind, "hashes": hashes, "parent": None, "medium": "device"})
        held = held | set(hashes) if kind == "stored" else held - set(hashes)
        if seq % 7 == 0:
            sync._apply_line(heartbeat_json(seq, LoadReport(1, 0, 0.1, 10)))
    assert {_h(i) for i in range(40) if URL in index.holders(_h(i))} == held
    assert sync.last_seq == 199


@pytest.mark.parametrize("line, reason", [
    ({"seq": 3, "type": "stored", "hashes": [_h(1)]}, "gap"),
    (heartbeat_json(5, LoadReport(0, 0, 0.0, 1)), "heartbeat_ahead"),
    ({"type": "reset"}, "reset"),
])
def test_doubtful_lines_ask_for_a_new_snapshot(line: dict, reason: str) -> None:
    sync, _ = _sync()
    sync._apply_line({"seq": 1, "type": "stored", "hashes": [_h(0)]})
    with pytest.raises(_Resync) as e:
        sync._apply_line(line)
    assert e.value.reason == reason


def test_old_events_after_a_snapshot_are_skipped() -> None:
    sync, index = _sync()
    sync.last_seq = 10
    sync._apply_line({"seq": 9, "type": "stored", "hashes": [_h(9)]})
    assert URL not in index.holders(_h(9)) and sync.last_seq == 10
