"""KV sync's reading of a replica's event stream, line by line, against a brute-force replay."""

from __future__ import annotations

import random

import pytest

from protocol.kv_events import LoadReport, heartbeat_json
from proxy.http_client import ReplicaClient
from proxy.kv_sync import KVSync, PredictionWindow, _Resync
from proxy.metrics import ProxyMetrics
from proxy.prefix_index import PrefixIndex

URL = "http://r1"


def _sync(loads: list[LoadReport] | None = None) -> tuple[KVSync, PrefixIndex]:
    now = [0.0]
    index = PrefixIndex(lambda: now[0])
    sync = KVSync(URL, ReplicaClient(URL), {}, index, ProxyMetrics(),
                  on_load=(loads.append if loads is not None else lambda load: None))
    index.apply_snapshot(URL, "inst", [])
    return sync, index


def _h(i: int) -> str:
    return f"{i:032x}"


def test_events_replayed_in_order_match_a_brute_force_set() -> None:
    loads: list[LoadReport] = []
    sync, index = _sync(loads)
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
    assert sync.last_seq == 199 and loads == [LoadReport(1, 0, 0.1, 10)] * (199 // 7)


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


def test_prediction_window_asks_for_resync_once_per_window() -> None:
    w = PredictionWindow(window=4, miss_ratio=0.5)
    assert not w.record(64, 64)
    assert not w.record(64, 0)
    assert not w.record(64, 64)
    assert w.record(64, 0)  # 2 of the last 4 missed
    assert not w.record(64, 0)  # a fresh window after asking
    assert (w.predicted_tokens, w.cached_tokens, w.misses, w.resyncs) == (320, 128, 3, 1)


def test_failing_predictions_resync_exact_replicas_only_and_not_in_a_loop() -> None:
    now = [0.0]
    window = PredictionWindow(window=2, miss_ratio=0.5, clock=lambda: now[0])
    forced = [window.resync_due(64, 0, exact=True) for _ in range(6)]
    assert forced.count(True) == 1  # at most once per min_resync_interval_s
    now[0] += window.min_resync_interval_s
    assert [window.resync_due(64, 0, exact=True) for _ in range(2)].count(True) == 1
    now[0] += 100
    assert not any(window.resync_due(64, 0, exact=False) for _ in range(6))  # nothing to resync from without events
