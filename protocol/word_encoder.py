"""WordEncoder: byte-level BPE encoding word by word through a cache of word ids.

For GPT-2-style tokenizers (SmolLM2, the tiny model) the `tokenizers` pre-tokenizer costs far more
per character than the BPE merges it feeds, so `Tokenizer` encodes a new text piece from cached
per-word ids instead; the result equals the tokenizer's own encoding (checked on probes before use).
"""

from __future__ import annotations

import json
import re
import sys
import threading
from array import array

import tokenizers

# A space after a whitespace character may sit inside a run the pre-tokenizer splits elsewhere.
_SPACE_AFTER_SPACE = re.compile(r"[\s\u180e] ")
# Before every space that follows a non-whitespace character (U+180E: whitespace in old Unicode).
_WORD_START = re.compile(r"(?<=[^\s\u180e])(?= )")
WORD_ENTRY_OVERHEAD = 104  # bytes of a dict slot (with its share of the table's spare room), per word
_WORD_PROBES = (
    "a  b", "x \n y", "it's a 'test', isn't it?", "  lead", "trail  ", "tab\t x", "1 2  3 4.5 -6", "e.g. 3.5 km",
    "Grüße 東京 🙂 naïve", "\u00a0 x \u2003 y", "x\r\n y", "!? ... ;; {} []", "don't  stop\n\n next", "\u180e x",
)  # fmt: skip


class WordEncoder:
    """Ids of text encoded word by word through a cache, for GPT-2-style byte-level BPE tokenizers.

    Their pre-tokenizer regex never matches across a space that follows a non-whitespace
    character (only whitespace alternatives can contain a space after their first character), and
    it has no lookbehind, so such a space starts a word whose ids do not depend on what came
    before: the ids of a text are its head's (what precedes the first such space) followed by
    each word's. Unknown words are encoded one by one when they are few, else the whole text is
    encoded once and its token offsets give each word's ids. The caches are bounded by the bytes
    their keys and ids hold (`nbytes`, an upper estimate; cleared when full: a word's ids never change).
    """

    def __init__(self, tok: tokenizers.Tokenizer, max_bytes: int = 16 * 1024 * 1024, max_word_chars: int = 64) -> None:
        self._tok = tok
        # ids as array("I") bytes, so a text's ids are one bytes join away
        self._heads: dict[str, bytes] = {}
        self._words: dict[str, bytes] = {}  # keyed without the leading space
        self._bytes = 0
        self._lock = threading.Lock()  # the proxy encodes large bodies on worker threads: keep the count exact
        self.max_bytes = max_bytes
        self.max_word_chars = max_word_chars

    @staticmethod
    def applies(tok: tokenizers.Tokenizer) -> bool:
        """True for a ByteLevel (GPT-2 regex) BPE without normalizer, checked on tricky probes."""
        spec = json.loads(tok.to_str())
        pre, model = spec.get("pre_tokenizer") or {}, spec.get("model") or {}
        if spec.get("normalizer") is not None or pre.get("type") != "ByteLevel" or not pre.get("use_regex", True):
            return False
        if pre.get("add_prefix_space") or model.get("type") != "BPE" or model.get("dropout") is not None:
            return False
        probe = WordEncoder(tok)
        for text in _WORD_PROBES:
            whole = tok.encode(text, add_special_tokens=False).ids
            head, words = probe.split(text)
            by_word = [i for w in [head, *(" " + w for w in words)] for i in tok.encode(w, add_special_tokens=False).ids]
            if by_word != whole or probe._encode_whole(text, head, words).tolist() != whole \
                    or probe.encode(text).tolist() != whole:
                return False
        return True

    @staticmethod
    def split(text: str) -> tuple[str, list[str]]:
        """(head, words): `text` is head + " " + word for each word, split where a word may start."""
        if _SPACE_AFTER_SPACE.search(text) is None:  # the common case: every space starts a word
            head, *words = text.split(" ")
            return head, words
        head, *words = _WORD_START.split(text)
        return head, [w[1:] for w in words]

    def encode(self, text: str) -> array:
        """Token ids of `text` without special tokens, equal to the tokenizer's own."""
        head, words = self.split(text)
        head_ids = self._heads.get(head)
        hits = list(map(self._words.get, words))
        if head_ids is not None and None not in hits:
            return array("I", b"".join([head_ids, *hits]))  # type: ignore[list-item]
        missing = hits.count(None)
        if missing > 4 and missing * 8 > len(words):  # mostly new text: one tokenizer call
            return self._encode_whole(text, head, words)
        if head_ids is None:
            head_ids = self._learn(self._heads, head, self._tok.encode(head, add_special_tokens=False).ids)
        at = hits.index(None) if missing else len(hits)  # fill the few gaps in place, found at C speed
        while at < len(hits):
            w = words[at]
            hits[at] = self._words.get(w) or self._learn(
                self._words, w, self._tok.encode(" " + w, add_special_tokens=False).ids)
            missing -= 1
            at = hits.index(None, at + 1) if missing else len(hits)
        return array("I", b"".join([head_ids, *hits]))  # type: ignore[list-item]

    def _encode_whole(self, text: str, head: str, words: list[str]) -> array:
        """Encode `text` once; learn the uncached words' ids from the token offsets."""
        enc = self._tok.encode(text, add_special_tokens=False)
        ids, offsets = enc.ids, enc.offsets
        j, end = 0, 0
        for k, w in enumerate([head, *words]):
            start, end = end, end + len(w) + (k > 0)
            first = j
            while j < len(ids) and offsets[j][0] < end:
                a, b = offsets[j]
                if a < start or b > end or a >= b:
                    return array("I", ids)  # offsets that do not tile the words: learn nothing more here
                j += 1
            cache = self._words if k else self._heads
            if w not in cache:
                self._learn(cache, w, ids[first:j])
        return array("I", ids)

    def _learn(self, cache: dict[str, bytes], key: str, ids: list[int]) -> bytes:
        """Keep `key`'s ids (unless the key is too long to be worth it); returns them packed."""
        packed = array("I", ids).tobytes()
        if len(key) <= self.max_word_chars:
            size = sys.getsizeof(key) + sys.getsizeof(packed) + WORD_ENTRY_OVERHEAD
            with self._lock:
                if key in cache:
                    return packed
                if self._bytes + size > self.max_bytes:
                    self._heads.clear()
                    self._words.clear()
                    self._bytes = 0
                cache[key] = packed
                self._bytes += size
        return packed

    def __len__(self) -> int:
        return len(self._heads) + len(self._words)

    def nbytes(self) -> int:
        """What the word and head caches hold (upper estimate); at most `max_bytes`."""
        return self._bytes

