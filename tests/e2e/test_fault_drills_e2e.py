"""Fault drills, bounded for CI: bench/fault_drills.py's drills that are cheap, each a proxy process in
front of three stub replica processes under load, with their invariants asserted.

The drills and their judging are bench/drills/'s (run.py, judge.py); this file only chooses the
short settings and names, per drill, the invariants that must have been checked, so a drill cannot
pass by checking less. `KVROUTE_DRILL_PROXY_SRC=DIR` runs the proxy from another source tree (a copy with
something broken on purpose shows each assertion can fail).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest

from bench.drills.run import run_drill
from bench.drills.settings import Settings
from bench.procs import REPO

pytestmark = pytest.mark.timeout(90)

SETTINGS = Settings(duration=8.0, concurrency=4,
                    proxy_src=Path(os.environ.get("KVROUTE_DRILL_PROXY_SRC", REPO)).resolve())
REPLICA = {"no_unary_lost", "streams_end_cleanly", "detected_in_bound", "recovered"}
EXPECTED = {
    "kill9": REPLICA | {"index_equals_snapshot"},
    "sigstop": REPLICA | {"index_equals_snapshot"},
    "events_drop_http": REPLICA | {"index_equals_snapshot"},
    "events_reorder_zmq": REPLICA | {"index_equals_snapshot"},
    "errors_half": REPLICA,
    "restart_empty": REPLICA | {"index_equals_snapshot", "no_old_blocks_predicted"},
    "sigterm_drain": {"in_flight_finished", "new_requests_refused_or_503", "exit_within_drain_s"},
    "proxy_restart": {"first_requests_prefix_hits"},
}


def brief(res: dict[str, Any]) -> str:
    keep = ("requests", "retried", "detect_s", "recover_s", "index", "drain", "restart", "notes")
    return repr({k: res.get(k) for k in keep})


@pytest.mark.parametrize("name", list(EXPECTED))
def test_drill_holds_its_invariants(name: str) -> None:
    res = asyncio.run(run_drill(name, SETTINGS))
    inv = res["invariants"]
    assert set(inv) == EXPECTED[name], (sorted(inv), brief(res))
    assert res["requests"]["ok"] > 20, brief(res)  # the load ran
    failed = sorted(k for k, ok in inv.items() if not ok)
    assert not failed, f"{name}: {failed} did not hold: {brief(res)}"
