"""The one tokenizer path of kvroute: Hugging Face `tokenizers` plus jinja2 chat templates.

Engine and proxy both tokenize through `Tokenizer`, so their token ids (and therefore their block
hashes) agree. It reproduces transformers' `encode` and `apply_chat_template` without importing
torch or transformers. A tokenizer is a small set of text files (`files`), which the engine serves
at `GET /kv/tokenizer` and a remote proxy rebuilds with `Tokenizer.from_files`.

Hot path: text is split on added-token strings (atomic in HF tokenizers), and the ids of each
piece are kept in a bounded per-instance LRU, so a growing chat re-encodes only its new turns.
For byte-level BPE tokenizers (GPT-2 style: SmolLM2, the tiny model) a new piece is encoded word
by word from a cache of word ids (`WordEncoder`), as the tokenizer's own pre-tokenizer costs far
more per character than the BPE merges it feeds.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from array import array
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import jinja2
import orjson
import tokenizers
import tokenizers.processors

from protocol.chat_template import compile_chat_template, prepare_message
from protocol.errors import APIError

TOKENIZER_FILES = (
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
    "chat_template.jinja",
    "generation_config.json",
)
# The named special tokens transformers passes to every chat template.
SPECIAL_TOKEN_NAMES = (
    "bos_token",
    "eos_token",
    "unk_token",
    "sep_token",
    "pad_token",
    "cls_token",
    "mask_token",
)


class TokenizerError(ValueError):
    """The tokenizer files are missing or unusable (a configuration problem, not a client one)."""


# ---------------------------------------------------------------- segment cache


class SegmentCache:
    """Bounded LRU of text segment -> token ids, safe to share between threads.

    Bounded by entry count and by the total number of cached token ids.
    """

    def __init__(self, max_entries: int = 65536, max_tokens: int = 2_000_000) -> None:
        self.max_entries = max_entries
        self.max_tokens = max_tokens
        self._data: OrderedDict[Hashable, array] = OrderedDict()
        self._tokens = 0
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._data)

    @property
    def tokens(self) -> int:
        return self._tokens

    def get(self, key: Hashable) -> array | None:
        # No lock: each OrderedDict call is atomic under the GIL; a concurrent put may evict the key
        # between the two calls, which only skips the recency bump. The counters are statistics.
        ids = self._data.get(key)
        if ids is None:
            self.misses += 1
            return None
        try:
            self._data.move_to_end(key)
        except KeyError:
            pass
        self.hits += 1
        return ids

    def put(self, key: Hashable, ids: Sequence[int]) -> None:
        if len(ids) > self.max_tokens:
            return
        arr = ids if isinstance(ids, array) and ids.typecode == "I" else array("I", ids)
        with self._lock:
            old = self._data.pop(key, None)
            if old is not None:
                self._tokens -= len(old)
            self._data[key] = arr
            self._tokens += len(arr)
            while len(self._data) > self.max_entries or self._tokens > self.max_tokens:
                _, dropped = self._data.popitem(last=False)
                self._tokens -= len(dropped)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._tokens = 0


# ---------------------------------------------------------------- word cache

# A space after a whitespace character may sit inside a run the pre-tokenizer splits elsewhere.
_SPACE_AFTER_SPACE = re.compile(r"[\s\u180e] ")
# Before every space that follows a non-whitespace character (U+180E: whitespace in old Unicode).
_WORD_START = re.compile(r"(?<=[^\s\u180e])(?= )")
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
    encoded once and its token offsets give each word's ids. The caches are bounded (cleared when
    full; a word's ids never change).
    """

    def __init__(self, tok: tokenizers.Tokenizer, max_words: int = 200_000, max_word_chars: int = 64) -> None:
        self._tok = tok
        # ids as array("I") bytes, so a text's ids are one bytes join away
        self._heads: dict[str, bytes] = {}
        self._words: dict[str, bytes] = {}  # keyed without the leading space
        self.max_words = max_words
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
        missing = {w for w, hit in zip(words, hits, strict=True) if hit is None}
        if len(missing) > 4 and len(missing) * 8 > len(words):  # mostly new text: one tokenizer call
            return self._encode_whole(text, head, words)
        if head_ids is None:
            head_ids = self._learn(self._heads, head, self._tok.encode(head, add_special_tokens=False).ids)
        new = {w: self._learn(self._words, w, self._tok.encode(" " + w, add_special_tokens=False).ids)
               for w in missing}
        return array("I", b"".join([head_ids, *(hit if hit is not None else new[w]
                                                for w, hit in zip(words, hits, strict=True))]))

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
            if len(cache) >= self.max_words:
                cache.clear()
            cache[key] = packed
        return packed

    def __len__(self) -> int:
        return len(self._heads) + len(self._words)


# ---------------------------------------------------------------- tokenizer


def _token_content(v: Any) -> str | None:
    if isinstance(v, str):
        return v
    if isinstance(v, dict) and isinstance(v.get("content"), str):
        return v["content"]
    return None


def _load_json(files: Mapping[str, str], name: str) -> dict[str, Any]:
    text = files.get(name)
    if text is None:
        return {}
    try:
        obj = json.loads(text)
    except ValueError as e:
        raise TokenizerError(f"{name} is not valid JSON: {e}") from None
    if not isinstance(obj, dict):
        raise TokenizerError(f"{name} must hold a JSON object")
    return obj


class Tokenizer:
    """Encode completions and chats, decode ids; equal to transformers on the same files."""

    def __init__(self, files: Mapping[str, str], cache: SegmentCache | None = None) -> None:
        unknown = set(files) - set(TOKENIZER_FILES)
        if unknown:
            raise TokenizerError(
                f"unexpected tokenizer files {sorted(unknown)}; expected a subset of {TOKENIZER_FILES}"
            )
        if "tokenizer.json" not in files:
            raise TokenizerError("tokenizer.json is required (only fast tokenizers are supported)")
        self.files: dict[str, str] = dict(files)
        self.tokenizer_hash = hashlib.sha256(orjson.dumps(sorted(self.files.items()))).hexdigest()
        try:
            self._tok = tokenizers.Tokenizer.from_str(files["tokenizer.json"])
        except Exception as e:  # tokenizers raises a bare Exception on bad input
            raise TokenizerError(f"tokenizer.json cannot be loaded: {e}") from None
        self._tok.no_truncation()
        self._tok.no_padding()
        config = _load_json(files, "tokenizer_config.json")
        specials_map = _load_json(files, "special_tokens_map.json")
        generation = _load_json(files, "generation_config.json")

        self.special_tokens: dict[str, str] = {}
        for name in SPECIAL_TOKEN_NAMES:
            value = _token_content(config.get(name)) or _token_content(specials_map.get(name))
            if value is not None:
                self.special_tokens[name] = value
        self._apply_config(config)
        self.vocab_size = max(self._tok.get_vocab(with_added_tokens=True).values()) + 1
        self.bos_token_id = self._id_of(self.special_tokens.get("bos_token"))
        eos: list[int] = []
        eos_id = self._id_of(self.special_tokens.get("eos_token"))
        gen_eos = generation.get("eos_token_id")
        for t in [eos_id, *(gen_eos if isinstance(gen_eos, list) else [gen_eos])]:
            if isinstance(t, int) and not isinstance(t, bool) and 0 <= t < self.vocab_size and t not in eos:
                eos.append(t)
        self.eos_token_ids: tuple[int, ...] = tuple(eos)
        self.clean_up_tokenization_spaces = bool(config.get("clean_up_tokenization_spaces", False))

        self.chat_template: str | None = files.get("chat_template.jinja") or self._config_template(config)
        self._template: jinja2.Template | None = None
        self.cache = cache if cache is not None else SegmentCache()
        self._tok_rest = _without_first_prepend(self._tok)
        self.words = WordEncoder(self._tok) if self._tok_rest is None and WordEncoder.applies(self._tok) else None
        self._added_ids: dict[str, array] = {}
        self._split_re = self._segment_pattern()
        self._affixes = self._special_affixes()

    # ---- construction

    @classmethod
    def from_dir(cls, path: str | Path, cache: SegmentCache | None = None) -> Tokenizer:
        """Load the tokenizer files of a Hugging Face model directory."""
        root = Path(path)
        if not root.is_dir():
            raise TokenizerError(f"tokenizer directory {str(root)!r} does not exist")
        files = {n: (root / n).read_text(encoding="utf-8") for n in TOKENIZER_FILES if (root / n).is_file()}
        if "tokenizer.json" not in files:
            raise TokenizerError(f"no tokenizer.json in {str(root)!r} (only fast tokenizers are supported)")
        return cls(files, cache=cache)

    @classmethod
    def from_files(cls, files: Mapping[str, str], cache: SegmentCache | None = None) -> Tokenizer:
        """Rebuild from the `{name: content}` payload of `GET /kv/tokenizer`."""
        if not isinstance(files, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in files.items()
        ):
            raise TokenizerError("tokenizer files must be a mapping of file name to text")
        return cls(files, cache=cache)

    def _apply_config(self, config: Mapping[str, Any]) -> None:
        """Adjust the backend as transformers does when it loads the same files."""
        missing = [t for t in self.special_tokens.values() if self._tok.token_to_id(t) is None]
        if missing:
            self._tok.add_special_tokens(
                [tokenizers.AddedToken(t, special=True, normalized=False) for t in missing]
            )
        self.split_special_tokens = bool(config.get("split_special_tokens", False))
        self._tok.encode_special_tokens = self.split_special_tokens
        explicit = "add_bos_token" in config or "add_eos_token" in config
        if explicit or self._tok.post_processor is None:
            # transformers then rebuilds the post-processor from these two flags
            bos, eos = self.special_tokens.get("bos_token"), self.special_tokens.get("eos_token")
            add_bos = bool(config.get("add_bos_token", False)) and bos is not None
            add_eos = bool(config.get("add_eos_token", False)) and eos is not None
            single = f"{f'{bos}:0 ' if add_bos else ''}$A:0{f' {eos}:0' if add_eos else ''}"
            pair = f"{single}{f' {bos}:1' if add_bos else ''} $B:1{f' {eos}:1' if add_eos else ''}"
            specials = [(t, self._tok.token_to_id(t)) for t, on in ((bos, add_bos), (eos, add_eos)) if on]
            self._tok.post_processor = tokenizers.processors.TemplateProcessing(
                single=single, pair=pair, special_tokens=specials
            )

    @staticmethod
    def _config_template(config: Mapping[str, Any]) -> str | None:
        tpl = config.get("chat_template")
        if isinstance(tpl, str):
            return tpl
        if isinstance(tpl, list):  # named templates: [{"name", "template"}]
            named = {t.get("name"): t.get("template") for t in tpl if isinstance(t, dict)}
            default = named.get("default")
            return default if isinstance(default, str) else None
        return None

    def _id_of(self, token: str | None) -> int | None:
        return None if token is None else self._tok.token_to_id(token)

    def _segment_pattern(self) -> re.Pattern[str] | None:
        """A regex matching added tokens, or None where splitting on them could change the ids."""
        added = list(self._tok.get_added_tokens_decoder().values())
        if not added or self.split_special_tokens:
            return None
        has_normalizer = self._tok.normalizer is not None
        for t in added:
            if t.lstrip or t.rstrip or t.single_word or (t.normalized and has_normalizer):
                return None
        contents = sorted({t.content for t in added if t.content}, key=len, reverse=True)
        pattern = re.compile("(" + _trie_regex(contents) + ")")
        # A safety net for rules we do not model: probe each added token in a few contexts.
        for content in contents[:64]:
            for probe in (
                f"a {content} b",
                f"x{content}y",
                f"\n{content}\n x",
                f"{content}{content} z",
                f" Hi {content}",
            ):
                whole = self._tok.encode(probe, add_special_tokens=False).ids
                if self._encode_pieces(pattern.split(probe), None).tolist() != whole:
                    return None
        return pattern

    def _special_affixes(self) -> tuple[list[int], list[int]] | None:
        """The ids the post-processor puts around a single text, or None if it is not that simple."""
        result: tuple[list[int], list[int]] | None = None
        for probe in ("a", "Hello world", " x\ny"):
            plain = self._tok.encode(probe, add_special_tokens=False).ids
            full = self._tok.encode(probe, add_special_tokens=True).ids
            found = None
            for i in range(len(full) - len(plain) + 1):
                if full[i : i + len(plain)] == plain:
                    found = (full[:i], full[i + len(plain) :])
                    break
            if found is None or (result is not None and found != result):
                return None
            result = found
        return result

    # ---- encoding

    def _encode_pieces(self, pieces: list[str], cache: SegmentCache | None) -> array:
        """Concatenated ids of `pieces` (the output of splitting one text on added tokens).

        With a Metaspace "first" step only the text's first piece gets the prefix, so the other
        pieces go through `_tok_rest` (the same tokenizer with prepending off) under their own keys.
        """
        ids = array("I")  # extending an array from arrays copies memory, no int objects
        for i, piece in enumerate(pieces):
            if not piece:
                continue
            if i % 2:  # the split's separators: added tokens, a fixed small set (no LRU needed)
                hit = self._added_ids.get(piece)
                if hit is None:
                    hit = self._added_ids[piece] = array("I", self._tok.encode(piece, add_special_tokens=False).ids)
                ids.extend(hit)
                continue
            first = i == 0 and self._tok_rest is not None
            key: Hashable = (True, piece) if first else piece
            hit = cache.get(key) if cache is not None else None
            if hit is None:
                if cache is not None and self.words is not None:
                    hit = self.words.encode(piece)
                else:
                    tok = self._tok if (first or self._tok_rest is None) else self._tok_rest
                    hit = array("I", tok.encode(piece, add_special_tokens=False).ids)
                if cache is not None:
                    cache.put(key, hit)
            ids.extend(hit)
        return ids

    def encode(self, text: str, add_special_tokens: bool) -> list[int]:
        """Token ids of `text`, through the segment cache where that gives identical ids."""
        return self.encode_array(text, add_special_tokens).tolist()

    def encode_array(self, text: str, add_special_tokens: bool) -> array:
        """`encode` as an unsigned array: what the proxy hashes, without a Python int per token."""
        if self._split_re is None or (add_special_tokens and self._affixes is None):
            return array("I", self._tok.encode(text, add_special_tokens=add_special_tokens).ids)
        ids = self._encode_pieces(self._split_re.split(text), self.cache)
        if add_special_tokens:
            prefix, suffix = self._affixes  # type: ignore[misc]
            return array("I", prefix) + ids + array("I", suffix)
        return ids

    def encode_uncached(self, text: str, add_special_tokens: bool) -> list[int]:
        """Whole-string encoding, bypassing the cache (the reference the cache must equal)."""
        return self._tok.encode(text, add_special_tokens=add_special_tokens).ids

    def encode_completion(self, text: str) -> list[int]:
        """A completion prompt's ids, with the special tokens (BOS) the post-processor adds."""
        return self.encode(text, add_special_tokens=True)

    def render_chat(
        self,
        messages: Iterable[Mapping[str, Any]],
        tools: Iterable[Mapping[str, Any]] | None = None,
        add_generation_prompt: bool = True,
    ) -> str:
        """The chat rendered by the model's template, as transformers' `apply_chat_template` would."""
        if self.chat_template is None:
            raise APIError(
                400,
                "This model has no chat template, so /v1/chat/completions cannot be served; use /v1/completions",
                code="no_chat_template",
            )
        if self._template is None:
            try:
                self._template = compile_chat_template(self.chat_template)
            except jinja2.exceptions.TemplateError as e:
                raise TokenizerError(f"chat template does not compile: {e}") from None
        msgs = [prepare_message(m) for m in messages]
        try:
            return self._template.render(
                **self.special_tokens,
                messages=msgs,
                tools=[dict(t) for t in tools] if tools is not None else None,
                documents=None,
                add_generation_prompt=add_generation_prompt,
            )
        except jinja2.exceptions.TemplateError as e:
            raise APIError(
                400, f"The chat template rejected the conversation: {e}", code="chat_template_error"
            ) from None
        except (
            TypeError,
            ValueError,
            KeyError,
            AttributeError,
            IndexError,
            OverflowError,
            RecursionError,
        ) as e:
            raise APIError(
                400, f"The chat template could not render the conversation: {e}", code="chat_template_error"
            ) from None

    def encode_chat(
        self, messages: Iterable[Mapping[str, Any]], tools: Iterable[Mapping[str, Any]] | None = None
    ) -> list[int]:
        """Render with a generation prompt, then encode without adding special tokens again."""
        return self.encode_chat_array(messages, tools).tolist()

    def encode_chat_array(
        self, messages: Iterable[Mapping[str, Any]], tools: Iterable[Mapping[str, Any]] | None = None
    ) -> array:
        """`encode_chat` as an unsigned array (see `encode_array`)."""
        return self.encode_array(self.render_chat(messages, tools, add_generation_prompt=True), False)

    # ---- decoding

    def decode(self, ids: Sequence[int], skip_special_tokens: bool = True) -> str:
        """Text of `ids`, as transformers' `decode` gives it."""
        text = self._tok.decode(list(ids), skip_special_tokens=skip_special_tokens)
        if self.clean_up_tokenization_spaces:
            text = clean_up_tokenization(text)
        return text

    def token_to_id(self, token: str) -> int | None:
        return self._tok.token_to_id(token)


def _trie_regex(words: Iterable[str]) -> str:
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


def _without_first_prepend(tok: tokenizers.Tokenizer) -> tokenizers.Tokenizer | None:
    """A copy of `tok` whose Metaspace steps never prepend, if any prepend only at the start.

    Such a tokenizer prefixes the text's first piece only; later pieces are encoded with the copy.
    """
    spec = json.loads(tok.to_str())
    found = False
    stack: list[Any] = [spec.get("pre_tokenizer"), spec.get("normalizer")]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, dict):
            if node.get("type") == "Metaspace" and node.get("prepend_scheme") == "first":
                node["prepend_scheme"] = "never"
                found = True
            stack.extend(v for v in node.values() if isinstance(v, list | dict))
    if not found:
        return None
    rest = tokenizers.Tokenizer.from_str(json.dumps(spec))
    rest.encode_special_tokens = tok.encode_special_tokens
    return rest


def clean_up_tokenization(text: str) -> str:
    """transformers' `clean_up_tokenization`: drop spaces before punctuation and contractions."""
    return (
        text.replace(" .", ".")
        .replace(" ?", "?")
        .replace(" !", "!")
        .replace(" ,", ",")
        .replace(" ' ", "'")
        .replace(" n't", "n't")
        .replace(" 'm", "'m")
        .replace(" 's", "'s")
        .replace(" 've", "'ve")
        .replace(" 're", "'re")
    )
