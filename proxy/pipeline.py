"""Turning a client request into a routable one: validate -> normalize -> tokenize -> hash.

Validation (protocol/openai_api.py) comes first, so nothing unchecked reaches the normalizer, the
tokenizer or the hashes. The tenant is resolved by the server before the body is read. The prompt
the proxy hashes is exactly the one the replica will see: the normalized text when normalization
changed something (and the body sent upstream carries it), tokenized through protocol/ with the
replica's own tokenizer and chat template, hashed with the salt sent upstream as `cache_salt`.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, NamedTuple

import xxhash

import prompt_normalizer as pn
from protocol.block_hash import chain_hashes, from_hex, pack_tokens, root_hash
from protocol.errors import APIError
from protocol.openai_api import parse_chat_request, parse_completion_request
from proxy.pool import Pool
from proxy.router import RouteRequest
from proxy.tenants import Tenant, TenantResolver

log = logging.getLogger("kvroute.proxy")

CHAT = "chat"
COMPLETIONS = "completions"


class Normalized(NamedTuple):
    """What the normalizer made of a prompt; `kinds` is empty when nothing changed."""

    text: str | None
    messages: list[dict[str, Any]] | None
    tools: list[dict[str, Any]] | None
    kinds: tuple[str, ...]
    changes: tuple[pn.Change, ...]


class Normalizer:
    """The proxy's one way to call `prompt_normalizer` (off when `enabled` is False).

    A normalizer failure never fails a request; the prompt goes out as the client sent it.
    """

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled

    def text(self, text: str) -> Normalized:
        if not self.enabled:
            return Normalized(text, None, None, (), ())
        try:
            out = pn.normalize(text)
        except Exception:  # a normalizer bug must not cost the client its request
            log.exception("prompt normalizer failed; forwarding the prompt unchanged")
            return Normalized(text, None, None, (), ())
        kinds = tuple(c.kind for c in out.changes) if out.text != text else ()
        return Normalized(out.text if kinds else text, None, None, kinds, out.changes)

    def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Normalized:
        if not self.enabled:
            return Normalized(None, messages, tools, (), ())
        try:
            out = pn.normalize_chat(messages, tools)
        except Exception:
            log.exception("prompt normalizer failed; forwarding the chat unchanged")
            return Normalized(None, messages, tools, (), ())
        new_messages = list(out.messages)
        new_tools = list(out.tools) if out.tools is not None else None
        if new_messages == messages and new_tools == tools:
            return Normalized(None, messages, tools, (), out.changes)
        kinds = tuple(c.kind for c in out.changes) or ("other",)
        return Normalized(None, new_messages, new_tools, kinds, out.changes)


HASH_BYTES = 96  # one hex block hash in a list: a list slot and a 32-character string
ENTRY_BYTES = 240  # one checkpoint: its digest key, the tuple, the ordered-dict slot


class _Chain:
    """One prompt's block-hash list, shared by its checkpoints; freed with the last of them."""

    __slots__ = ("hashes", "refs", "nbytes")

    def __init__(self, hashes: list[str], refs: int) -> None:
        self.hashes, self.refs, self.nbytes = hashes, refs, len(hashes) * HASH_BYTES + 64


class HashCache:
    """Block hashes of recently seen prompt prefixes, so a growing chat hashes only its new blocks.

    Every `every` blocks is a checkpoint, keyed by a 128-bit digest of the token ids up to it. The
    longest checkpoint seen before (probed from the longest down: a new turn only adds a few) gives
    the hashes up to it, and `block_hashes` continues the chain from there. An entry also records
    its salt, so another cache scope can never reuse it. Bounded by `max_bytes`, an upper estimate
    of what the entries and their hash lists hold (a list is counted whole for each prompt that
    made one, though it shares its strings with the list it extended).
    """

    def __init__(self, block_size: int, every: int = 4, max_bytes: int = 64 * 1024 * 1024) -> None:
        self.block_size = block_size
        self.every = every
        self.max_bytes = max_bytes
        self._lru: OrderedDict[bytes, tuple[_Chain, int, str]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()  # large prompts are prepared on a worker thread

    def nbytes(self) -> int:
        return self._bytes

    def hashes(self, ids: Sequence[int], salt: str) -> list[str]:
        bs = self.block_size
        n_blocks = len(ids) // bs
        if not n_blocks:
            return []
        packed = pack_tokens(ids[:n_blocks * bs])  # one pack serves the checkpoint keys and the chain
        if n_blocks < self.every:
            return [h.hex() for h in chain_hashes(packed, bs, root_hash(salt))]
        buf = memoryview(packed)
        stride = self.every * bs * 4
        checkpoints = n_blocks // self.every
        digest = xxhash.xxh3_128_digest
        known: list[str] = []
        found = 0
        with self._lock:
            for k in range(checkpoints, 0, -1):
                key = digest(buf[:k * stride])
                hit = self._lru.get(key)
                if hit is not None and hit[2] == salt:
                    self._lru.move_to_end(key)
                    known, found = hit[0].hashes[:hit[1]], k
                    break
        parent = from_hex(known[-1]) if known else root_hash(salt)
        out = known + [h.hex() for h in chain_hashes(packed[len(known) * bs * 4:], bs, parent)]
        new = [digest(buf[:k * stride]) for k in range(found + 1, checkpoints + 1)]
        chain = _Chain(out, len(new))
        if not new or chain.nbytes + len(new) * ENTRY_BYTES > self.max_bytes:
            return out  # nothing new, or too large to keep
        with self._lock:
            self._bytes += chain.nbytes
            for k, key in enumerate(new, start=found + 1):
                old = self._lru.pop(key, None)
                if old is not None:
                    self._forget(old[0])
                self._lru[key] = (chain, k * self.every, salt)
                self._bytes += ENTRY_BYTES
            while self._bytes > self.max_bytes:
                _, (evicted, _, _) = self._lru.popitem(last=False)
                self._forget(evicted)
        return out

    def _forget(self, chain: _Chain) -> None:
        """One entry of `chain` left the cache."""
        self._bytes -= ENTRY_BYTES
        chain.refs -= 1
        if chain.refs == 0:
            self._bytes -= chain.nbytes


class Prepared(NamedTuple):
    """A validated request ready to route and forward (a NamedTuple for speed, as RouteRequest)."""

    endpoint: str  # CHAT or COMPLETIONS
    tenant: Tenant
    body: dict[str, Any]  # the client's JSON with only the necessary edits; cache_salt set per backend
    salt: str  # what goes upstream as cache_salt ("" = none) and seeds the routing hashes
    token_ids: Sequence[int]
    route: RouteRequest
    stream: bool
    include_usage: bool  # the client itself asked for a usage chunk
    kinds: tuple[str, ...]  # normalizer change kinds, empty when the prompt went out unchanged


class Pipeline:
    """validate -> normalize -> tokenize -> hash, with the pool's tokenizer and block size."""

    def __init__(self, pool: Pool, resolver: TenantResolver, normalizer: Normalizer, *,
                 max_prompt_tokens: int = 1 << 20, hash_cache_bytes: int = 64 * 1024 * 1024) -> None:
        self.pool = pool
        self.resolver = resolver
        self.normalizer = normalizer
        self.max_prompt_tokens = max_prompt_tokens
        self._hash_cache_bytes = hash_cache_bytes
        self._hash_cache: HashCache | None = None  # made once the pool's block size is known

    @property
    def block_size(self) -> int:
        return self.pool.block_size

    def hash_cache(self) -> HashCache:
        if self._hash_cache is None:
            self._hash_cache = HashCache(self.pool.block_size, max_bytes=self._hash_cache_bytes)
        return self._hash_cache

    def nbytes(self) -> int:
        return self._hash_cache.nbytes() if self._hash_cache is not None else 0

    def with_normalizer(self, normalizer: Normalizer) -> Pipeline:
        """The same pipeline (and prefix-hash memo) with another normalizer (for /debug/route)."""
        other = Pipeline(self.pool, self.resolver, normalizer, max_prompt_tokens=self.max_prompt_tokens,
                         hash_cache_bytes=self._hash_cache_bytes)
        other._hash_cache = self.hash_cache()
        return other

    def prepare(self, endpoint: str, tenant: Tenant, obj: dict[str, Any]) -> Prepared:
        """Validate `obj` (a parsed JSON body) and compute everything routing needs."""
        body = dict(obj)
        if endpoint == CHAT:
            creq = parse_chat_request(obj)
            messages = list(creq.messages)
            tools = list(creq.tools) if creq.tools is not None else None
            norm = self.normalizer.chat(messages, tools) if tenant.normalize else Normalized(None, messages, tools, (), ())
            if norm.kinds:
                body["messages"] = _merge_messages(obj["messages"], norm.messages or messages)
                if norm.tools is not None:
                    body["tools"] = norm.tools
            ids = self._tokenize_chat(norm.messages or messages, norm.tools if norm.kinds else tools)
        else:
            creq = parse_completion_request(obj)
            if isinstance(creq.prompt, str):
                norm = self.normalizer.text(creq.prompt) if tenant.normalize else Normalized(creq.prompt, None, None, (), ())
                if norm.kinds:
                    body["prompt"] = norm.text
                ids = self._tokenize_text(norm.text or creq.prompt)
            else:
                norm = Normalized(None, None, None, (), ())
                ids = creq.prompt
        if len(ids) > self.max_prompt_tokens:
            raise APIError(413, f"The prompt has {len(ids)} tokens; this proxy takes at most {self.max_prompt_tokens} "
                                "(limits.max_prompt_tokens)", code="prompt_too_long")
        salt = self.resolver.cache_salt(tenant, creq.cache_salt)
        body.pop("cache_salt", None)
        if creq.stream:
            opts = body.get("stream_options")
            body["stream_options"] = {**(opts if isinstance(opts, dict) else {}), "include_usage": True}
        hashes = tuple(self.hash_cache().hashes(ids, salt)) if ids else ()
        route = RouteRequest(
            hashes=hashes, prompt_tokens=len(ids), block_size=self.pool.block_size,
            session_key=creq.prompt_cache_key or creq.user, tenant=tenant.name,
            allowed=tenant.allowed_backends, salted=tenant.needs_salt_support,
        )
        return Prepared(endpoint, tenant, body, salt, ids, route, creq.stream, creq.include_usage, norm.kinds)

    # Token ids stay unsigned arrays (Tokenizer.encode_array): hashing packs them for free, and no
    # Python int per token is made or freed on the request path.
    def _tokenize_text(self, text: str) -> Sequence[int]:
        tok = self.pool.tokenizer
        return tok.encode_array(text, add_special_tokens=True) if tok is not None else []

    def _tokenize_chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Sequence[int]:
        tok = self.pool.tokenizer
        return tok.encode_chat_array(messages, tools) if tok is not None else []


def _merge_messages(sent: list[Any], normalized: list[dict[str, Any]]) -> list[Any]:
    """The client's messages with the normalizer's contents, keeping every other field they carried.

    Falls back to the normalized messages alone when the normalizer changed their number or roles.
    """
    if len(sent) != len(normalized) or any(a.get("role") != b.get("role") for a, b in zip(sent, normalized, strict=True)):
        return normalized
    out = []
    for orig, new in zip(sent, normalized, strict=True):
        if orig.get("content") == new.get("content"):
            out.append(orig)
        else:
            out.append({**orig, "content": new.get("content")})
    return out


def endpoint_of(obj: dict[str, Any]) -> str:
    """Which OpenAI endpoint a bare request body is for (used by /debug/route)."""
    if "messages" in obj:
        return CHAT
    if "prompt" in obj:
        return COMPLETIONS
    raise APIError(400, "The body must hold `messages` (chat) or `prompt` (completions)", code="invalid_request")
