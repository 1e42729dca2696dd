"""The KV event log: sequence numbers, bounded history, and waking readers from another thread."""

from __future__ import annotations

import asyncio
import threading

import pytest

from engine.kv_event_log import KVEventLog
from protocol.kv_events import KVEvent

H = [bytes([i]) * 16 for i in range(8)]


def test_seq_numbers_and_hex() -> None:
    log = KVEventLog()
    assert log.last_seq == 0 and log.since(0) == []
    a = log.append("stored", [H[1], H[2]], None)
    b = log.append("removed", [H[2]], H[1], medium="host")
    assert (a.seq, b.seq, log.last_seq) == (1, 2, 2)
    assert a == KVEvent(1, "stored", (H[1].hex(), H[2].hex()), None, "device")
    assert b.parent == H[1].hex() and b.medium == "host"
    assert log.since(0) == [a, b]
    assert log.since(1) == [b]
    assert log.since(2) == []
    assert KVEvent.from_json(a.to_json()) == a


def test_since_returns_none_once_events_are_dropped() -> None:
    log = KVEventLog(max_events=3)
    events = [log.append("stored", [H[i]], None) for i in range(5)]  # seq 1..5, keeps 3..5
    assert log.since(2) == events[2:]
    assert log.since(4) == events[4:]
    assert log.since(1) is None
    assert log.since(0) is None
    assert log.since(6) is None  # a reader ahead of this log followed another one


def test_bad_events_are_refused() -> None:
    log = KVEventLog()
    with pytest.raises(ValueError):
        log.append("evicted", [H[0]], None)
    with pytest.raises(ValueError):
        log.append("stored", [H[0]], None, medium="disk")
    with pytest.raises(ValueError):
        log.append("stored", [], None)
    assert log.last_seq == 0


def test_wait_for_is_woken_from_another_thread() -> None:
    log = KVEventLog()
    log.append("stored", [H[0]], None)

    registered = threading.Event()

    def writer() -> None:
        registered.wait(30)
        log.append("stored", [H[1]], H[0])

    async def main() -> list[KVEvent] | None:
        task = asyncio.ensure_future(log.wait_for(1, timeout=30))
        await asyncio.sleep(0)  # the waiter is registered now; the writer may append
        assert not task.done()
        thread = threading.Thread(target=writer)
        thread.start()
        registered.set()
        await asyncio.wait_for(task, 30)  # woken by the append, long before its own timeout
        thread.join()
        return log.since(1)

    got = asyncio.run(main())
    assert got is not None and [e.seq for e in got] == [2]


def test_wait_for_returns_at_once_or_on_timeout() -> None:
    log = KVEventLog()
    log.append("stored", [H[0]], None)

    async def main() -> None:
        await asyncio.wait_for(log.wait_for(0, timeout=30), 5)  # already past seq 0
        await log.wait_for(1, timeout=0.01)  # nothing new: returns after the timeout
        assert log.last_seq == 1

    asyncio.run(main())


def test_wait_for_ignores_appends_that_do_not_pass_seq() -> None:
    log = KVEventLog()

    async def main() -> int:
        task = asyncio.ensure_future(log.wait_for(2, timeout=30))
        await asyncio.sleep(0)
        log.append("stored", [H[0]], None)  # seq 1: not past 2 yet
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert not task.done()
        log.append("stored", [H[1]], H[0])
        log.append("stored", [H[2]], H[1])  # seq 3 > 2
        await asyncio.wait_for(task, 30)
        return log.last_seq

    assert asyncio.run(main()) == 3
