"""What one fuzzer did to one target (Tally), the table of them all, and the fuzzers' log line."""

from __future__ import annotations

import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bench.fuzzing.targets import Target


def log(msg: str) -> None:
    print(f"[fuzz] {msg}", file=sys.stderr, flush=True)


@dataclass
class Tally:
    """What one fuzzer did to one target."""

    target: str
    fuzzer: str
    cases: int = 0
    failures: list[str] = field(default_factory=list)
    statuses: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    conformance: dict[str, dict[str, Any]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0
    _started: float = field(default_factory=time.monotonic)
    _last_progress: float = field(default_factory=time.monotonic)

    def record(self, case: str, problem: str | None, status: int | None = None, kind: str | None = None) -> None:
        """One case run: `case` describes it, `problem` is its failure (None: passed)."""
        self.cases += 1
        self.kinds[kind or case] += 1
        if status is not None:
            self.statuses[str(status or "none")] += 1
        if problem:
            self.failures.append(f"{case}: {problem}")
        if time.monotonic() - self._last_progress > 5:
            self._last_progress = time.monotonic()
            log(f"{self.target}/{self.fuzzer}: {self.cases} cases, {len(self.failures)} failures, "
                f"{time.monotonic() - self._started:.0f}s")

    def finding(self, key: str, example: str) -> None:
        f = self.conformance.setdefault(key, {"count": 0, "example": example[:800]})
        f["count"] += 1

    def finish(self, target: Target) -> Tally:
        """Close the tally: the target's processes alive and its logs free of errors."""
        if why := target.dead():
            self.failures.append(f"process died: {why}")
        self.failures += target.new_log_errors()
        self.seconds = round(time.monotonic() - self._started, 1)
        log(f"{self.target}/{self.fuzzer}: done, {self.cases} cases, {len(self.failures)} failures, "
            f"{len(self.conformance)} conformance findings, {self.seconds}s")
        return self

    def report(self) -> str:
        """The case count and every failure, for a test's assertion message."""
        return f"{self.target}/{self.fuzzer}: {self.cases} cases, {len(self.failures)} failures\n" + \
            "\n\n".join(self.failures[:20])

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target, "fuzzer": self.fuzzer, "cases": self.cases, "failures": len(self.failures),
                "failure_examples": self.failures[:20], "statuses": dict(sorted(self.statuses.items())),
                "kinds": dict(self.kinds), "conformance": self.conformance, "notes": self.notes,
                "seconds": self.seconds}


def render(tallies: list[Tally]) -> str:
    rows = [("target", "fuzzer", "cases", "failures", "conformance", "seconds")]
    rows += [(t.target, t.fuzzer, str(t.cases), str(len(t.failures)), str(len(t.conformance)), f"{t.seconds:.1f}")
             for t in tallies]
    rows.append(("total", "", str(sum(t.cases for t in tallies)), str(sum(len(t.failures) for t in tallies)),
                 str(sum(len(t.conformance) for t in tallies)), f"{sum(t.seconds for t in tallies):.1f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
             for r in rows]
    return "\n".join([lines[0], "-" * len(lines[0]), *lines[1:-1], "-" * len(lines[0]), lines[-1]])
