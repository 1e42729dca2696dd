"""Misbehaving SSE clients (bench/fuzz.py's CLIENTS: slow and stalled readers, clients that leave after
the first chunk, mid-request or before reading, half-close, pipeline and leave, bursts of them)
against a real tiny engine replica and a proxy in front of it. After each, the server must answer a
normal request and, once idle, hold no KV block and no request in flight."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bench import fuzz

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def targets() -> Iterator[dict[str, fuzz.Target]]:
    with fuzz.cluster() as t:
        yield t


@pytest.mark.parametrize("client", list(fuzz.CLIENTS))
@pytest.mark.parametrize("name", ["proxy", "engine"])
def test_misbehaving_client(targets: dict[str, fuzz.Target], name: str, client: str) -> None:
    tally = fuzz.run_clients(targets[name], 2, 0, names=[client])
    print(fuzz.render([tally]))
    assert tally.cases == 2 and not tally.failures, tally.report()
