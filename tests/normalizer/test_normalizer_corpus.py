"""The labelled corpus: exact expected outputs, span-level precision and recall, idempotence."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources
from typing import Any

import make_corpus
import pytest

from prompt_normalizer import normalize
from prompt_normalizer.normalize import split_trailer
from prompt_normalizer.volatile import find_items


def _load() -> list[dict[str, Any]]:
    text = resources.files("prompt_normalizer").joinpath("corpus/cases.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


CASES = _load()


def test_corpus_size_and_mix() -> None:
    assert len(CASES) >= 300
    tags = Counter(t for c in CASES for t in c["tags"])
    sources = Counter(c["source"].split(":")[0] for c in CASES)
    assert sources["handwritten"] >= 60 and sources["template"] >= 100
    assert tags["hard_negative"] >= 80
    for need in ("version", "price", "phone", "git_sha", "code", "arithmetic", "quote", "log"):
        assert tags[need] >= 1, need
    packages = Counter(c["source"].split(":")[1] for c in CASES if c["source"].startswith("template:"))
    for package in ("llama-index-core", "langchain-classic", "smolagents"):
        assert packages[package] >= 10, package


@pytest.mark.skipif(not make_corpus.TEMPLATES.is_dir(), reason="shared prompt templates not present")
def test_corpus_is_reproducible() -> None:
    pytest.importorskip("yaml")  # the smolagents templates are YAML
    built = make_corpus.build(make_corpus.TEMPLATES)
    assert [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in built] == [
        json.dumps(c, ensure_ascii=False, sort_keys=True) for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_expected_output(case: dict[str, Any]) -> None:
    result = normalize(case["input"])
    assert result.text == case["expected"]
    assert normalize(result.text).text == result.text  # idempotent
    json.dumps([c.to_json() for c in result.changes])  # the report is JSON-serialisable


def _predicted(text: str) -> list[tuple[int, int]]:
    """Spans the normalizer treats as volatile: moved fields, plus fields of a trailer the input
    already ends with (they stay where they are, at the end)."""
    result = normalize(text)
    spans = [c.span for c in result.changes if c.kind == "volatile" and c.span is not None]
    body, suffix, lines = split_trailer(text)
    if lines:
        base = len(body)
        for item in find_items(suffix, [], singletons_only=False):
            spans.append((base + item.start, base + max(b for _, b in item.cuts)))
    return spans


def test_precision_and_recall() -> None:
    tp = fp = fn = 0
    misses = []
    for case in CASES:
        gold = [(s["start"], s["end"]) for s in case["spans"]]
        pred = _predicted(case["input"])
        matched: set[int] = set()
        for a, b in pred:
            hit = next((k for k, (ga, gb) in enumerate(gold) if k not in matched and a < gb and ga < b), None)
            if hit is None:
                fp += 1
                misses.append(("fp", case["id"], case["input"][a:b]))
            else:
                matched.add(hit)
                tp += 1
        fn += len(gold) - len(matched)
        misses += [("fn", case["id"], case["input"][ga:gb]) for k, (ga, gb) in enumerate(gold) if k not in matched]
    precision = tp / max(1, tp + fp)
    recall = tp / max(1, tp + fn)
    assert tp + fn >= 300, "corpus should label at least 300 volatile spans"
    assert precision >= 0.99, (precision, misses[:10])
    assert recall >= 0.95, (recall, misses[:10])
