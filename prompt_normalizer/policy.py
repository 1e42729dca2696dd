"""What the normalizer is allowed to change, and where moved fields go.

A Policy is frozen so one instance can be shared by every request a proxy serves. The document
order key is a plain callable so a caller can plug in its own order (for example, documents it
has seen often first, so overlapping document sets share a longer prefix).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from prompt_normalizer.documents import Document, default_document_key

ChatTrailer = Literal["last_user", "system_note"]


@dataclass(frozen=True)
class Policy:
    """Switches for each family of rewrites.

    move_volatile: move request dates, times and ids to a trailer at the end (volatile.py).
    sort_documents: put RAG document lists in canonical order and renumber their labels.
    sort_tools: sort `tools` by function name and serialize every schema with sorted keys.
    canonicalize_json: rewrite JSON objects inside text with sorted keys (off by default:
        it can change escapes, so it is opt-in).
    chat_trailer: where fields moved out of chat messages go: appended to the last user
        message ("last_user") or a system message right after it ("system_note").
    document_key: order key for a document; sorted ascending, ties broken by content.
    """

    move_volatile: bool = True
    sort_documents: bool = True
    sort_tools: bool = True
    canonicalize_json: bool = False
    chat_trailer: ChatTrailer = "last_user"
    document_key: Callable[[Document], Any] = default_document_key

    def __post_init__(self) -> None:
        if self.chat_trailer not in ("last_user", "system_note"):
            raise ValueError(
                f"Policy.chat_trailer must be 'last_user' or 'system_note', got {self.chat_trailer!r}"
            )
        if not callable(self.document_key):
            raise TypeError("Policy.document_key must be callable")


DEFAULT_POLICY = Policy()


def popularity_key(counts: dict[str, int]) -> Callable[[Document], Any]:
    """An order key that puts documents seen most often first (by content hash), then by hash.

    `counts` maps `Document.content_hash` to how often the caller has seen that document.
    """

    def key(doc: Document) -> tuple[int, str]:
        return (-counts.get(doc.content_hash, 0), doc.content_hash)

    return key
