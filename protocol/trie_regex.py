"""trie_regex: one regex for many literal strings, longest match first.

`Tokenizer` splits text on its added tokens (thousands for some models); a trie-shaped pattern
keeps that split as cheap as for a handful.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any


def trie_regex(words: Iterable[str]) -> str:
    """A regex matching any of `words`, longest first at each position, built as a trie.

    Equivalent to a longest-first alternation, but the regex engine branches on one character at
    a time, so thousands of added tokens cost no more than a few.
    """
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        terminal = "" in node
        branches = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if terminal:
            return f"(?:{body})?"
        return body

    return build(trie)
