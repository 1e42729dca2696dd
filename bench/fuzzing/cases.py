"""Running hypothesis-drawn cases: the settings every fuzzer runs hypothesis with, and each kind of
case its share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st


def hypothesis_settings(cases: int) -> settings:
    """`cases` examples, no deadline, no example database, no shrinking: a failure is reported as drawn."""
    return settings(max_examples=max(1, cases), deadline=None, database=None, derandomize=False,
                    phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck),
                    report_multiple_bugs=False)


def drive(strategies: dict[str, tuple[st.SearchStrategy[Any], int]], seed_: int,
          one: Callable[[str, Any], None]) -> None:
    """Run `one(kind, case)` on hypothesis-drawn cases of every kind, each its share of cases
    (drawing the kind too would leave some kinds undrawn at small counts)."""
    def runner(kind: str) -> Callable[[Any], None]:
        def run(case: Any) -> None:
            one(kind, case)

        return run

    for kind, (strategy, n) in strategies.items():
        given(case=strategy)(seed(seed_)(hypothesis_settings(n)(runner(kind))))()
