"""bench/docs.py: a benchmark rewrites its own section of docs/benchmarks.md and nothing else;
the part of a section written by hand stays."""

from __future__ import annotations

from pathlib import Path

from bench.docs import BY_HAND, replace_section


def test_a_section_is_replaced_appended_and_its_hand_written_part_kept(tmp_path: Path) -> None:
    docs = tmp_path / "benchmarks.md"
    docs.write_text("# Benchmarks\n\n## A\n\nold a\n\n## B\n\nold b\n\n" + BY_HAND + "\nwhat b means\n\n## C\n\nc\n")
    replace_section("## A", "new a", docs)
    replace_section("## B", "new b", docs)
    replace_section("## D", "d", docs)
    assert docs.read_text() == ("# Benchmarks\n\n## A\n\nnew a\n\n## B\n\nnew b\n\n" + BY_HAND
                                + "\nwhat b means\n\n## C\n\nc\n\n## D\n\nd\n")
    replace_section("## B", "newer b", docs)  # again: the hand-written part stays once
    assert docs.read_text().count("what b means") == 1 and "newer b\n\n" + BY_HAND in docs.read_text()
    replace_section("## D", "d2", docs)  # the last section, with no heading after it
    assert docs.read_text().endswith("## D\n\nd2\n")
