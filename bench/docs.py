"""Writing a benchmark's results into docs/benchmarks.md: each benchmark owns one `## ` section."""

from __future__ import annotations

import datetime
import os
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs" / "benchmarks.md"


# In a section, the lines from this marker to the section's end are written by hand (a reading of
# the numbers): they stay when the benchmark writes the section again.
BY_HAND = "<!-- by hand: kept when the benchmark rewrites this section -->"


def replace_section(title: str, body: str, docs: Path = DOCS) -> None:
    """Replace the section headed `title` (through the next `## ` heading) by `title` + `body`, or
    append it when the file has none; its BY_HAND part, if any, is kept after the new body."""
    section = f"{title}\n\n{body.strip()}\n"
    text = docs.read_text() if docs.exists() else "# Benchmarks\n"
    start = text.find(title + "\n")
    if start < 0:
        text = text.rstrip("\n") + "\n\n" + section
    else:
        nxt = text.find("\n## ", start + len(title))
        old = text[start:nxt + 1 if nxt >= 0 else len(text)]
        kept = old.find(BY_HAND)
        if kept >= 0:
            section += "\n" + old[kept:].strip() + "\n"
        text = text[:start] + section + ("\n" + text[nxt + 1:] if nxt >= 0 else "")
    docs.parent.mkdir(parents=True, exist_ok=True)
    docs.write_text(text)


def publish(title: str, report: str, write: bool, docs: Path = DOCS) -> None:
    """Print a benchmark's report; with `write` (its `--write-docs`), also make it its section of `docs`."""
    print(report)
    if write:
        replace_section(title, report, docs)


def measured(details: str, command: str) -> list[str]:
    """A section's opening lines: when and where it was measured, and the command that does it again."""
    return [f"Measured {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC on this machine ({os.cpu_count()} "
            f"cores{', ' + details if details else ''}). Command:", "", f"    {command.strip()}", ""]


def rerun_command(module: str, argv: list[str]) -> str:
    """The command line that ran this benchmark and writes its section again."""
    return " ".join(["python -m " + module, *(a for a in argv if a != "--write-docs"), "--write-docs"])
