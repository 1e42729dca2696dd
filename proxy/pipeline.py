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

from protocol.block_hash import chain_hashes, from_hex, pack_tokens, root_hash
from protocol.errors import APIError
from protocol.openai_api import parse_chat_request, parse_completion_request
from protocol.tokenization import Tokenizer
from proxy.config import ProxyConfig
from proxy.router import RouteRequest, eligible_backends
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
    changes: tuple[Any, ...]


def _change_kind(change: Any) -> str:
    kind = change.get("kind") if isinstance(change, dict) else getattr(change, "kind", None)
    return str(kind) if kind else type(change).__name__


class Normalizer:
    """The one adapter over `prompt_normalizer`: a no-op until the library provides its functions.

    A normalizer failure never fails a request; the prompt goes out as the client sent it.
    """

    def __init__(self, enabled: bool = True) -> None:
        self._text = self._chat = None
        if enabled:
            try:
                import prompt_normalizer as pn
            except ImportError:  # pragma: no cover - ships with the base install
                pn = None
            self._text = getattr(pn, "normalize", None)
            self._chat = getattr(pn, "normalize_chat", None)

    @property
    def available(self) -> bool:
        return self._text is not None or self._chat is not None

    def text(self, text: str) -> Normalized:
        if self._text is None:
            return Normalized(text, None, None, (), ())
        try:
            out = self._text(text)
            changes = tuple(getattr(out, "changes", ()) or ())
            new = out.text
        except Exception:  # a normalizer bug must not cost the client its request
            log.exception("prompt normalizer failed; forwarding the prompt unchanged")
            return Normalized(text, None, None, (), ())
        kinds = tuple(_change_kind(c) for c in changes) if new != text else ()
        return Normalized(new if kinds else text, None, None, kinds, changes)

    def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Normalized:
        if self._chat is None:
            return Normalized(None, messages, tools, (), ())
        try:
            out = self._chat(messages, tools)
            new_messages, new_tools = list(out.messages), out.tools
            changes = tuple(getattr(out, "changes", ()) or ())
        except Exception:
            log.exception("prompt normalizer failed; forwarding the chat unchanged")
            return Normalized(None, messages, tools, (), ())
        new_tools = list(new_tools) if new_tools is not None else None
        if new_messages == messages and new_tools == tools:
            return Normalized(None, messages, tools, (), changes)
        kinds = tuple(_change_kind(c) for c in changes) or ("other",)
        return Normalized(None, new_messages, new_tools, kinds, changes)


class HashCache:
    """Block hashes of recently seen prompt prefixes, so a growing chat hashes only its new blocks.

    Every `every` blocks is a checkpoint, keyed by a 128-bit digest of the token ids up to it. The
    longest checkpoint seen before (probed from the longest down: a new turn only adds a few) gives
    the hashes up to it, and `block_hashes` continues the chain from there. An entry also records
    its salt, so another cache scope can never reuse it. Bounded by `max_entries` checkpoints.
    """

    def __init__(self, block_size: int, every: int = 4, max_entries: int = 16384) -> None:
        self.block_size = block_size
        self.every = every
        self.max_entries = max_entries
        self._lru: OrderedDict[bytes, tuple[list[str], int, str]] = OrderedDict()
        self._lock = threading.Lock()  # large prompts are prepared on a worker thread

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
                    known, found = hit[0][:hit[1]], k
                    break
        parent = from_hex(known[-1]) if known else root_hash(salt)
        out = known + [h.hex() for h in chain_hashes(packed[len(known) * bs * 4:], bs, parent)]
        new = [digest(buf[:k * stride]) for k in range(found + 1, checkpoints + 1)]
        with self._lock:
            for k, key in enumerate(new, start=found + 1):
                self._lru[key] = (out, k * self.every, salt)
            while len(self._lru) > self.max_entries:
                self._lru.popitem(last=False)
        return out


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
    """validate -> normalize -> tokenize -> hash, for one proxy's tokenizer and tenants."""

    def __init__(self, cfg: ProxyConfig, resolver: TenantResolver, normalizer: Normalizer, block_size: int,
                 tokenizer: Tokenizer | None = None) -> None:
        self.cfg = cfg
        self.resolver = resolver
        self.normalizer = normalizer
        self.block_size = block_size
        self.tokenizer = tokenizer
        self._hash_cache = HashCache(block_size)

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
                ids = list(creq.prompt)
        salt = self.resolver.cache_salt(tenant, creq.cache_salt)
        body.pop("cache_salt", None)
        if creq.stream:
            opts = body.get("stream_options")
            body["stream_options"] = {**(opts if isinstance(opts, dict) else {}), "include_usage": True}
        if self._hash_cache.block_size != self.block_size:
            self._hash_cache = HashCache(self.block_size)
        hashes = tuple(self._hash_cache.hashes(ids, salt)) if ids else ()
        route = RouteRequest(
            hashes=hashes, prompt_tokens=len(ids), block_size=self.block_size,
            session_key=creq.prompt_cache_key or creq.user, tenant=tenant.name,
            allowed=eligible_backends(self.cfg, tenant.allowed_backends, tenant.needs_salt_support),
        )
        return Prepared(endpoint, tenant, body, salt, ids, route, creq.stream, creq.include_usage, norm.kinds)

    # Token ids stay unsigned arrays (Tokenizer.encode_array): hashing packs them for free, and no
    # Python int per token is made or freed on the request path.
    def _tokenize_text(self, text: str) -> Sequence[int]:
        return self.tokenizer.encode_array(text, add_special_tokens=True) if self.tokenizer is not None else []

    def _tokenize_chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> Sequence[int]:
        if self.tokenizer is None:
            return []
        return self.tokenizer.encode_chat_array(messages, tools)

    def tokenize_any(self, endpoint: str, obj: dict[str, Any]) -> list[int]:
        """Token ids of a request body as sent (no normalization); for explanations."""
        if endpoint == CHAT:
            creq = parse_chat_request(obj)
            return list(self._tokenize_chat(list(creq.messages), list(creq.tools) if creq.tools is not None else None))
        creq = parse_completion_request(obj)
        return list(self._tokenize_text(creq.prompt)) if isinstance(creq.prompt, str) else list(creq.prompt)


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
