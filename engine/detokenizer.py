"""Incremental detokenization: the text of a growing list of token ids in O(1) decode work per token.

Decoding all output ids after every token costs O(n^2) over a long generation. Instead decode a
short window: the tokens since `prefix_offset` with and without the newest ones; the difference is
the new text. Text is only extended once it no longer ends in an incomplete UTF-8 sequence
(U+FFFD), so it is always a prefix of `decode(ids, skip_special_tokens=True)`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from protocol.tokenization import Tokenizer

# How many earlier tokens give a window its context (leading-space rules of Metaspace tokenizers).
_CONTEXT_TOKENS = 5


@dataclass
class IncrementalDetokenizer:
    tokenizer: Tokenizer
    text: str = ""
    prefix_offset: int = 0
    read_offset: int = 0

    def update(self, ids: Sequence[int]) -> str:
        """Text of `ids` (the whole output so far, one or more tokens longer than last time)."""
        if self.read_offset == 0 and self.prefix_offset == 0:
            # The first tokens decode from the start, where decoders treat leading spaces specially.
            full = self.tokenizer.decode(ids, skip_special_tokens=True)
            if not full.endswith("\ufffd"):
                self.text = full
                self.read_offset = len(ids)
                self.prefix_offset = max(0, len(ids) - _CONTEXT_TOKENS)
            return self.text
        before = self.tokenizer.decode(ids[self.prefix_offset : self.read_offset], skip_special_tokens=True)
        after = self.tokenizer.decode(ids[self.prefix_offset :], skip_special_tokens=True)
        if len(after) > len(before) and not after.endswith("\ufffd"):
            self.text += after[len(before) :]
            self.read_offset = len(ids)
            self.prefix_offset = max(self.prefix_offset, len(ids) - _CONTEXT_TOKENS)
        elif not after.endswith("\ufffd"):
            self.read_offset = len(ids)  # tokens that decode to nothing (special tokens)
        return self.text

    def finish(self, ids: Sequence[int]) -> str:
        """The exact final text: one full decode."""
        self.text = self.tokenizer.decode(ids, skip_special_tokens=True)
        return self.text
