"""Line arithmetic shared by the detectors: where each line starts, and which line holds a
position. Built with C-level helpers, so a text of a million short lines costs milliseconds."""

from __future__ import annotations

import bisect
from itertools import accumulate


class Lines:
    """Start offsets of the lines of a text (split on "\\n" only)."""

    def __init__(self, text: str) -> None:
        self.text = text
        lengths = map((1).__add__, map(len, text.split("\n")))
        self.starts = [0, *accumulate(lengths)][:-1]
        self.memo: dict[object, object] = {}  # answers about this text's lines that callers reuse

    def __len__(self) -> int:
        return len(self.starts)

    def bounds(self, i: int) -> tuple[int, int]:
        """[start, end) of line i, without its newline."""
        end = self.starts[i + 1] - 1 if i + 1 < len(self.starts) else len(self.text)
        return self.starts[i], end

    def blank(self, i: int) -> bool:
        a, b = self.bounds(i)
        return self.text[a:b].strip() == ""

    def index_of(self, pos: int) -> int:
        """The line that holds position pos."""
        return bisect.bisect_right(self.starts, pos) - 1

    def around(self, pos: int) -> tuple[int, int]:
        """[start, end) of the line that holds position pos."""
        return self.bounds(self.index_of(pos))
