"""Every compiled pattern of the normalizer runs in linear time, the way it is used.

The megabyte inputs of test_normalizer_linear catch a backtracking pattern only where a
hand-picked input reaches it. Here every module-level pattern of prompt_normalizer is found by
itself and driven with inputs made from its own pieces (its literal characters and words, repeated,
paired with letters, digits and blanks), at two lengths, in the way the package calls it: a pattern
that is searched (`search`, `finditer`, `findall`, `sub`) must not take much more than 4x the time on
4x the text; one only matched at a position (`match`, `fullmatch`) must not either, from that
position. A pattern that is only ever applied to a span of bounded length (a value of at most 100
characters, a line no longer than records._SHORT) is held to a time budget at that length instead.
How a pattern is called is read from the package's source, so a new pattern, or a new way of calling
one, is covered without editing this file.
"""

from __future__ import annotations

import ast
import importlib
import itertools
import pkgutil
import re
import signal
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest

import prompt_normalizer
from prompt_normalizer import records

SEARCHING = {"search", "finditer", "findall", "sub", "subn", "split"}
ANCHORED = {"match", "fullmatch"}
SMALL, LARGE = 2_000, 8_000
RATIO = 10.0  # linear is 4x; quadratic 16x
FLOOR_S = 0.004  # below this at LARGE, a pattern is fast whatever its shape (timer noise dominates)
BOUNDED_BUDGET_S = 0.02  # one call on a worst-case span of the bound's length
DEADLINE_S = 1.0  # a call still running after this is stopped: exponential backtracking never ends

# Patterns applied only to spans of bounded length: name -> the bound, enforced where they are called.
BOUNDED = {
    "_DATETIME_FULL": 100,  # patterns.time_shape and is_time: values over 100 characters are not times
    "DOCUMENT_TITLE": records._SHORT,  # records._frames_document: lines over _SHORT are not titles
    "CERTIFICATE_TITLE": records._SHORT,
    "LETTER_TITLE": records._SHORT,
}


def _patterns() -> dict[str, re.Pattern[str]]:
    found: dict[str, re.Pattern[str]] = {}
    for info in pkgutil.iter_modules(prompt_normalizer.__path__):
        module = importlib.import_module(f"prompt_normalizer.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                found.setdefault(name, value)
    return found


def _calls() -> dict[str, set[str]]:
    """Pattern name -> the methods the package calls on it (`_FIELD.match(...)`, `syntax.PAIR.search(...)`)."""
    calls: dict[str, set[str]] = defaultdict(set)
    for path in Path(prompt_normalizer.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                owner = node.func.value
                name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else None
                if name is not None:
                    calls[name].add(node.func.attr)
    return calls


PATTERNS = _patterns()
CALLS = _calls()


def _mode(name: str) -> str:
    used = CALLS.get(name, set())
    # A pattern never called by name (passed on, or kept in a table) is held to the stricter use.
    return "anchored" if used and used <= ANCHORED else "search"


def _units(pattern: re.Pattern[str]) -> list[str]:
    """Short strings that, repeated, walk into the pattern's loops: its literal characters and words."""
    source = pattern.pattern
    marks = sorted({c for c in source if not c.isalnum() and c not in "\\()[]{}?*+|^$"} | {" ", "\n", "\t"})
    words = sorted(set(re.findall(r"[A-Za-z]{3,}", source)))[:8]
    base = ["a", "A", "1", *marks]
    units = set(base)
    units.update(a + b for a, b in itertools.product(["a", "1", " "], base))
    for word in words:
        units.update({word + " ", word + ": ", word + "1", word.upper() + " 1"})
    return sorted(units)


def _runner(pattern: re.Pattern[str], mode: str) -> Callable[[str], object]:
    if mode == "search":
        return lambda text: sum(1 for _ in pattern.finditer(text))
    return lambda text: (pattern.match(text), pattern.fullmatch(text))


class _Stopped(Exception):
    pass


def _stop(signum: int, frame: object) -> None:
    raise _Stopped


def _seconds(run: Callable[[str], object], text: str) -> float:
    """The faster of two runs; infinity for a run stopped at DEADLINE_S (the regex engine checks for
    signals while it backtracks)."""
    best = float("inf")
    previous = signal.signal(signal.SIGALRM, _stop)
    try:
        for _ in range(2):
            start = time.perf_counter()
            signal.setitimer(signal.ITIMER_REAL, DEADLINE_S)
            try:
                run(text)
            except _Stopped:
                return float("inf")
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            best = min(best, time.perf_counter() - start)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return best


def _fill(unit: str, n: int) -> str:
    return (unit * (n // len(unit) + 1))[:n]


def test_the_patterns_and_their_calls_are_found() -> None:
    # The scan sees the package's patterns and how they are called (a broken scan would pass anything).
    assert len(PATTERNS) >= 80
    assert "match" in CALLS["FIELD"] and "fullmatch" in CALLS["_DATETIME_FULL"]
    assert _mode("FIELD") == "anchored" and _mode("_REFERS") == "search"
    assert all(name in PATTERNS for name in BOUNDED)


@pytest.mark.parametrize("name", sorted(set(PATTERNS) - set(BOUNDED)))
def test_pattern_is_linear_as_called(name: str) -> None:
    pattern = PATTERNS[name]
    run = _runner(pattern, _mode(name))
    slow = []
    for unit in _units(pattern):
        large = _seconds(run, _fill(unit, LARGE))
        if large < FLOOR_S:
            continue
        if large == float("inf"):
            slow.append((unit, "-", f"over {DEADLINE_S} s"))
            break
        small = _seconds(run, _fill(unit, SMALL))
        if large > RATIO * max(small, FLOOR_S / RATIO):
            # a shared machine can stall one measurement (seen: 13x once, 4x on rerun): time it again
            large = min(large, _seconds(run, _fill(unit, LARGE)))
        if large > RATIO * max(small, FLOOR_S / RATIO):
            slow.append((unit, round(small * 1e3, 2), round(large * 1e3, 2)))
    assert not slow, f"{name} ({_mode(name)}): (unit, ms at {SMALL}, ms at {LARGE}) {slow[:5]}"


@pytest.mark.parametrize("name", sorted(BOUNDED))
def test_bounded_pattern_is_fast_at_its_bound(name: str) -> None:
    pattern = PATTERNS[name]
    run = _runner(pattern, _mode(name))
    worst = max((_seconds(run, _fill(unit, BOUNDED[name])), unit) for unit in _units(pattern))
    assert worst[0] < BOUNDED_BUDGET_S, (name, worst)
