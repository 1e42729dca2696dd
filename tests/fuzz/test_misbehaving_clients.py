"""Misbehaving SSE clients (bench/fuzzing/clients.py's CLIENTS: slow and stalled readers, clients that
leave after the first chunk, mid-request or before reading, half-close, pipeline and leave, bursts of
them) against a real tiny engine replica and a proxy in front of it. After each, the server must answer a
normal request and, once idle, hold no KV block and no request in flight."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bench.fuzzing.clients import CLIENTS, run_clients
from bench.fuzzing.tally import render
from bench.fuzzing.targets import Target, cluster

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def targets() -> Iterator[dict[str, Target]]:
    with cluster() as t:
        yield t


@pytest.mark.parametrize("client", list(CLIENTS))
@pytest.mark.parametrize("name", ["proxy", "engine"])
def test_misbehaving_client(targets: dict[str, Target], name: str, client: str) -> None:
    tally = run_clients(targets[name], 2, 0, names=[client])
    print(render([tally]))
    assert tally.cases == 2 and not tally.failures, tally.report()
