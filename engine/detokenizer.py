"""Incremental detokenization: the text of a growing list of token ids in O(1) decode work per token.

Decoding all output ids after every token costs O(n^2) over a long generation. Instead decode a
short window: the tokens since `prefix_offset` with and without the newest ones; the difference is
the new text. Text is only extended once it no longer ends in an incomplete UTF-8 sequence
(U+FFFD), so it is always a prefix of `decode(ids, skip_special_tokens=...)`.

Tokenizers with `clean_up_tokenization_spaces` rewrite text after the fact (" ," becomes ",",
" ' s" becomes "'s"), so windows are decoded raw and cleaned as they are released; the last few
characters, where a clean-up pattern may still begin or be completed by the next token, wait.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from protocol.tokenization import CLEAN_UP_PATTERNS, Tokenizer, clean_up_tokenization

# How many earlier tokens give a window its context (leading-space rules of Metaspace tokenizers).
_CONTEXT_TOKENS = 5
_LONGEST_PATTERN = max(map(len, CLEAN_UP_PATTERNS))


def _clean_cut(raw: str, start: int) -> int:
    """Where raw text can be cut so that no clean-up pattern crosses the cut, now or once more text
    follows: before any space among the last characters, and before any pattern that would straddle."""
    tail = max(start, len(raw) - (_LONGEST_PATTERN - 1))
    space = raw.find(" ", tail)
    cut = len(raw) if space < 0 else space
    moved = True
    while moved:
        moved = False
        for i in range(max(start, cut - _LONGEST_PATTERN + 1), cut):
            if raw[i] == " " and any(raw.startswith(p, i) and i + len(p) > cut for p in CLEAN_UP_PATTERNS):
                cut, moved = i, True
                break
    return cut


@dataclass
class IncrementalDetokenizer:
    tokenizer: Tokenizer
    skip_special_tokens: bool = True
    text: str = ""  # what has been released (cleaned up where the tokenizer asks for that)
    raw: str = ""  # the decoded text without clean-up
    prefix_offset: int = 0
    read_offset: int = 0
    cleaned_upto: int = 0  # how much of `raw` is in `text`

    def update(self, ids: Sequence[int]) -> str:
        """Text of `ids` (the whole output so far, one or more tokens longer than last time)."""
        if self.read_offset == 0 and self.prefix_offset == 0:
            # The first tokens decode from the start, where decoders treat leading spaces specially.
            full = self._decode(ids)
            if not full.endswith("\ufffd"):
                self.raw = full
                self.read_offset = len(ids)
                self.prefix_offset = max(0, len(ids) - _CONTEXT_TOKENS)
            return self._release()
        before = self._decode(ids[self.prefix_offset : self.read_offset])
        after = self._decode(ids[self.prefix_offset :])
        if len(after) > len(before) and not after.endswith("\ufffd"):
            self.raw += after[len(before) :]
            self.read_offset = len(ids)
            self.prefix_offset = max(self.prefix_offset, len(ids) - _CONTEXT_TOKENS)
        elif not after.endswith("\ufffd"):
            self.read_offset = len(ids)  # tokens that decode to nothing (special tokens)
        return self._release()

    def finish(self, ids: Sequence[int]) -> str:
        """The exact final text: one full decode."""
        self.text = self.tokenizer.decode(ids, skip_special_tokens=self.skip_special_tokens)
        return self.text

    def _decode(self, ids: Sequence[int]) -> str:
        return self.tokenizer.decode(ids, skip_special_tokens=self.skip_special_tokens,
                                     clean_up_tokenization_spaces=False)

    def _release(self) -> str:
        if not self.tokenizer.clean_up_tokenization_spaces:
            self.text = self.raw
            return self.text
        cut = _clean_cut(self.raw, self.cleaned_upto)
        if cut > self.cleaned_upto:
            self.text += clean_up_tokenization(self.raw[self.cleaned_upto : cut])
            self.cleaned_upto = cut
        return self.text
