"""A detected document list, and the bound on how many candidates a text may hold."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class DocList:
    """A detected list: its shape, its documents' spans and where each ordinal label sits."""

    shape: str
    blocks: tuple[tuple[int, int], ...]
    ordinals: tuple[tuple[int, int] | None, ...]  # span of the ordinal digits in each block
    keys: tuple[str | None, ...]

    @property
    def span(self) -> tuple[int, int]:
        return self.blocks[0][0], self.blocks[-1][1]


# More candidate headers, tags or arrays than this and a text is a data dump, not a prompt:
# nothing in it is reordered, and all of it counts as content (nothing moves either).
MAX_CANDIDATES = 10_000


class TooMany(Exception):
    """Raised when a text has more candidates than MAX_CANDIDATES."""


def bounded(items: list[Any]) -> list[Any]:
    """`items`, or TooMany when there are more than MAX_CANDIDATES of them."""
    if len(items) > MAX_CANDIDATES:
        raise TooMany
    return items
