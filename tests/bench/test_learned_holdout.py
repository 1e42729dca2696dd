"""bench/learned_holdout.py: its re-drawn values keep the template, and its count of found and
wrongly moved fields agrees with what the learner did (checked by hand on small cases)."""

from __future__ import annotations

import random

from bench import learned_holdout as lh

FILLER = "Answer from the policy only and keep it short. " * 3


def case(text: str, *fields: str) -> dict:
    spans = []
    for f in fields:
        start = text.index(f)
        spans.append({"start": start, "end": start + len(f), "text": f, "cue": "x"})
    return {"id": "c", "input": text, "spans": spans}


def test_redraw_keeps_the_label_the_words_and_the_shape() -> None:
    rng = random.Random(3)
    for value in ("Zeitstempel: 2026-12-02 09:14:05", "ctx_ts=1796149325", "Run: 3Cx5mPzsbEqnW2",
                  "Horodatage : samedi 25 juillet 2026 à 16:18"):
        seen = {lh.redraw(value, rng) for _ in range(20)}
        assert len(seen) > 10  # it changes
        for v in seen:
            assert len(v) == len(value)
            assert [c for c in v if not c.isalnum()] == [c for c in value if not c.isalnum()]
            label = value.split(":")[0].split("=")[0]
            assert v.startswith(label)
    words = {lh.redraw("Horodatage : samedi 25 juillet 2026 à 16:18", rng) for _ in range(5)}
    assert all("samedi" in w and "juillet" in w for w in words)


def test_a_field_the_static_detectors_miss_is_found_and_nothing_else_moves() -> None:
    text = f"You are the helpdesk.\nhb: 1776474133946\n{FILLER}\nQuestion: why?"
    c = case(text, "hb: 1776474133946")
    assert lh.static_misses(c) == c["spans"]
    row = lh.run_case(c, requests=24, min_requests=8, seed=1)
    assert row is not None and row["fields"] == 1 and row["found"] == 1 and row["wrong"] == []
    assert row["shared_on"] > row["shared_off"]


def test_a_field_at_the_end_is_reported_missed_with_its_cause() -> None:
    c = case(f"You are the helpdesk.\n{FILLER}\nhb: 1776474133946", "hb: 1776474133946")
    row = lh.run_case(c, requests=24, min_requests=8, seed=1)
    assert row is not None and row["found"] == 0
    assert row["missed"] == ["under 32 characters of text after it to re-converge on"]


def test_a_case_the_static_detectors_handle_is_left_out() -> None:
    c = case(f"Request ID: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190\n{FILLER}", "Request ID: 3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190")
    assert lh.run_case(c, requests=8, min_requests=4, seed=1) is None
