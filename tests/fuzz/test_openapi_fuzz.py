"""The bounded CI run of bench/fuzz.py's request fuzzers (bench/fuzzing/), against a real tiny engine
replica and a proxy in front of it: schemathesis on OpenAI's spec subset (skipped where
../shared/data/openapi is absent), and hypothesis-drawn bodies, headers and framing. A case fails on
a 5xx, an error outside OpenAI's shape, a refused valid request, a dropped connection, a dead
process or a logged traceback. `python -m bench.fuzz` runs the same functions with more cases."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bench.fuzzing.bodies import run_bodies
from bench.fuzzing.headers import FRAMING, run_headers
from bench.fuzzing.schema import SPEC, run_schemathesis
from bench.fuzzing.tally import Tally, render
from bench.fuzzing.targets import Target, cluster

pytestmark = pytest.mark.timeout(120)

TARGETS = ["proxy", "engine"]


@pytest.fixture(scope="module")
def targets() -> Iterator[dict[str, Target]]:
    with cluster() as t:
        yield t


def check(tally: Tally, at_least: int) -> None:
    print(render([tally]))
    assert tally.cases >= at_least, tally.report()
    assert not tally.failures, tally.report()


@pytest.mark.parametrize("name", TARGETS)
def test_schemathesis_on_the_openai_spec_subset(targets: dict[str, Target], name: str) -> None:
    if not SPEC.is_file():
        pytest.skip(f"OpenAI's spec subset is not at {SPEC} (a clone of this repository alone lacks it)")
    pytest.importorskip("schemathesis")
    check(run_schemathesis(targets[name], 16, 0), 16)


@pytest.mark.parametrize("name", TARGETS)
def test_request_bodies(targets: dict[str, Target], name: str) -> None:
    check(run_bodies(targets[name], 21, 0), 21)


@pytest.mark.parametrize("name", TARGETS)
def test_headers_and_framing(targets: dict[str, Target], name: str) -> None:
    check(run_headers(targets[name], 2 * len(FRAMING), 0), 2 * len(FRAMING))
