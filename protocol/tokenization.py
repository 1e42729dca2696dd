"""The one tokenizer path of kvroute: Hugging Face `tokenizers` plus jinja2 chat templates.

Engine and proxy both tokenize through `Tokenizer`, so their token ids (and therefore their block
hashes) agree. It reproduces transformers' `encode` and `apply_chat_template` without importing
torch or transformers. A tokenizer is a small set of text files (`files`), which the engine serves
at `GET /kv/tokenizer` and a remote proxy rebuilds with `Tokenizer.from_files`.

Hot path: text is split on added-token strings (atomic in HF tokenizers), and the ids of each
piece are kept in a bounded per-instance LRU, so a growing chat re-encodes only its new turns.
For byte-level BPE tokenizers (GPT-2 style: SmolLM2, the tiny model) a new piece is encoded word
by word from a cache of word ids (`WordEncoder`), as the tokenizer's own pre-tokenizer costs far
more per character than the BPE merges it feeds. The two caches live in `protocol.segment_cache`
and `protocol.word_encoder`; both names are importable from here too. Together they hold at most
`cache_bytes` (three quarters for segments, a quarter for words; `nbytes` says what they hold).
"""

from __future__ import annotations

import hashlib
import json
import re
from array import array
from collections.abc import Hashable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import jinja2
import orjson
import tokenizers
import tokenizers.processors

from protocol.chat_template import compile_chat_template, prepare_message
from protocol.errors import APIError
from protocol.segment_cache import SegmentCache
from protocol.trie_regex import trie_regex
from protocol.word_encoder import WordEncoder

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


DEFAULT_CACHE_BYTES = 64 * 1024 * 1024


class Tokenizer:
    """Encode completions and chats, decode ids; equal to transformers on the same files."""

    def __init__(self, files: Mapping[str, str], cache: SegmentCache | None = None,
                 cache_bytes: int = DEFAULT_CACHE_BYTES) -> None:
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
        _disable_model_cache(self._tok)
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
        self._byte_level = type(self._tok.decoder).__name__ == "ByteLevel"  # pieces spell bytes, not text

        self.chat_template: str | None = files.get("chat_template.jinja") or self._config_template(config)
        self._template: jinja2.Template | None = None
        self.cache = cache if cache is not None else SegmentCache(max_bytes=cache_bytes * 3 // 4)
        self._tok_rest = _without_first_prepend(self._tok)
        self.words = WordEncoder(self._tok, max_bytes=cache_bytes // 4) \
            if self._tok_rest is None and WordEncoder.applies(self._tok) else None
        self._added_ids: dict[str, array] = {}
        self._split_re = self._segment_pattern()
        self._affixes = self._special_affixes()

    # ---- construction

    def nbytes(self) -> int:
        """What the segment and word caches hold (upper estimates)."""
        return self.cache.nbytes() + (self.words.nbytes() if self.words is not None else 0)

    @classmethod
    def from_dir(cls, path: str | Path, cache: SegmentCache | None = None,
                 cache_bytes: int = DEFAULT_CACHE_BYTES) -> Tokenizer:
        """Load the tokenizer files of a Hugging Face model directory."""
        root = Path(path)
        if not root.is_dir():
            raise TokenizerError(f"tokenizer directory {str(root)!r} does not exist")
        files = {n: (root / n).read_text(encoding="utf-8") for n in TOKENIZER_FILES if (root / n).is_file()}
        if "tokenizer.json" not in files:
            raise TokenizerError(f"no tokenizer.json in {str(root)!r} (only fast tokenizers are supported)")
        return cls(files, cache=cache, cache_bytes=cache_bytes)

    @classmethod
    def from_files(cls, files: Mapping[str, str], cache: SegmentCache | None = None,
                   cache_bytes: int = DEFAULT_CACHE_BYTES) -> Tokenizer:
        """Rebuild from the `{name: content}` payload of `GET /kv/tokenizer`."""
        if not isinstance(files, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in files.items()
        ):
            raise TokenizerError("tokenizer files must be a mapping of file name to text")
        return cls(files, cache=cache, cache_bytes=cache_bytes)

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
        pattern = re.compile("(" + trie_regex(contents) + ")")
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

    def _encode_pieces(self, pieces: list[str], cache: SegmentCache | None, scope: str = "") -> array:
        """Concatenated ids of `pieces` (the output of splitting one text on added tokens).

        With a Metaspace "first" step only the text's first piece gets the prefix, so the other
        pieces go through `_tok_rest` (the same tokenizer with prepending off) under their own keys.
        A non-empty `scope` (the request's cache salt) keys its pieces apart and leaves the shared
        word cache alone: how fast a text encodes then never tells whether another scope sent it.
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
            if scope:
                key = (scope, key)
            hit = cache.get(key) if cache is not None else None
            if hit is None:
                if cache is not None and self.words is not None and not scope:
                    hit = self.words.encode(piece)
                else:
                    tok = self._tok if (first or self._tok_rest is None) else self._tok_rest
                    hit = array("I", tok.encode(piece, add_special_tokens=False).ids)
                if cache is not None:
                    cache.put(key, hit)
            ids.extend(hit)
        return ids

    def encode(self, text: str, add_special_tokens: bool, scope: str = "") -> list[int]:
        """Token ids of `text`, through the segment cache where that gives identical ids; `scope`
        is the request's cache salt (tenants only share cached pieces within one)."""
        return self.encode_array(text, add_special_tokens, scope).tolist()

    def encode_array(self, text: str, add_special_tokens: bool, scope: str = "") -> array:
        """`encode` as an unsigned array: what the proxy hashes, without a Python int per token."""
        if self._split_re is None or (add_special_tokens and self._affixes is None):
            return array("I", self._tok.encode(text, add_special_tokens=add_special_tokens).ids)
        ids = self._encode_pieces(self._split_re.split(text), self.cache, scope)
        if add_special_tokens:
            prefix, suffix = self._affixes  # type: ignore[misc]
            return array("I", prefix) + ids + array("I", suffix)
        return ids

    def encode_uncached(self, text: str, add_special_tokens: bool) -> list[int]:
        """Whole-string encoding, bypassing the cache (the reference the cache must equal)."""
        return self._tok.encode(text, add_special_tokens=add_special_tokens).ids

    def encode_completion(self, text: str, scope: str = "") -> list[int]:
        """A completion prompt's ids, with the special tokens (BOS) the post-processor adds."""
        return self.encode(text, add_special_tokens=True, scope=scope)

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
        self, messages: Iterable[Mapping[str, Any]], tools: Iterable[Mapping[str, Any]] | None = None,
        scope: str = "",
    ) -> list[int]:
        """Render with a generation prompt, then encode without adding special tokens again."""
        return self.encode_chat_array(messages, tools, scope).tolist()

    def encode_chat_array(
        self, messages: Iterable[Mapping[str, Any]], tools: Iterable[Mapping[str, Any]] | None = None,
        scope: str = "",
    ) -> array:
        """`encode_chat` as an unsigned array (see `encode_array`)."""
        return self.encode_array(self.render_chat(messages, tools, add_generation_prompt=True), False, scope)

    # ---- decoding

    def decode(self, ids: Sequence[int], skip_special_tokens: bool = True,
               clean_up_tokenization_spaces: bool | None = None) -> str:
        """Text of `ids`, as transformers' `decode` gives it (clean-up as the tokenizer says, unless told)."""
        text = self._tok.decode(list(ids), skip_special_tokens=skip_special_tokens)
        clean = self.clean_up_tokenization_spaces if clean_up_tokenization_spaces is None else clean_up_tokenization_spaces
        return clean_up_tokenization(text) if clean else text

    def token_to_id(self, token: str) -> int | None:
        return self._tok.token_to_id(token)

    def token_bytes(self, token_id: int) -> bytes:
        """The bytes one token stands for (OpenAI's logprob `bytes`): exact for byte-level
        vocabularies, where a token may hold part of a character; else its text as UTF-8."""
        piece = self._tok.id_to_token(token_id)
        if piece is not None and self._byte_level and all(c in _BYTE_OF_CHAR for c in piece):
            return bytes(_BYTE_OF_CHAR[c] for c in piece)
        return self.decode([token_id], skip_special_tokens=False).encode()

    def id_to_token(self, token_id: int) -> str | None:
        """The vocabulary entry itself (byte-level pieces look like `Ġword`), as `convert_ids_to_tokens`."""
        return self._tok.id_to_token(token_id)


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
    _disable_model_cache(rest)
    return rest


def _disable_model_cache(tok: tokenizers.Tokenizer) -> None:
    """Turn off the BPE / Unigram model's own word cache.

    That cache is shared by every scope: a word another tenant sent recently would encode faster,
    a timing tell across cache salts. The segment cache and the word encoder cache by scope instead,
    so with it off a repeat is as fast as before and a first sight costs about 5% more.
    """
    resize = getattr(tok.model, "_resize_cache", None)
    if resize is not None:
        resize(0)


CLEAN_UP_PATTERNS = (" .", " ?", " !", " ,", " ' ", " n't", " 'm", " 's", " 've", " 're")  # each starts with a space


def _byte_level_alphabet() -> dict[str, int]:
    """Byte-level BPE's printable stand-in for each byte (GPT-2's table), inverted: char -> byte."""
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1), *range(ord("®"), ord("ÿ") + 1)]
    chars = {b: chr(b) for b in printable}
    others = [b for b in range(256) if b not in chars]
    chars.update({b: chr(256 + i) for i, b in enumerate(others)})
    return {c: b for b, c in chars.items()}


_BYTE_OF_CHAR = _byte_level_alphabet()


def clean_up_tokenization(text: str) -> str:
    """transformers' `clean_up_tokenization`: drop spaces before punctuation and contractions."""
    for pattern in CLEAN_UP_PATTERNS:
        text = text.replace(pattern, pattern[1:] if pattern != " ' " else "'")
    return text
