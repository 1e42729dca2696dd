"""Turning a client request into a routable one: validate -> normalize -> tokenize -> hash.

The proxy reads only what routing needs (protocol/openai_routing.py), checked before it reaches
the normalizer, the tokenizer or the hashes; every other field is the replica's to judge and goes
upstream byte for byte (proxy/json_edit.py). The tenant is resolved by the server before the body
is read. The prompt the proxy hashes is exactly the one the replica will see: the normalized text
when normalization changed something (and the body sent upstream carries it), tokenized through
protocol/ with the replica's own tokenizer and chat template, hashed with the salt sent upstream as
`cache_salt`. A batch of prompts is routed by the prefix all of them share.
"""

from __future__ import annotations

import logging
import threading
from array import array
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, NamedTuple

import orjson
import xxhash

import prompt_normalizer as pn
from protocol.block_hash import chain_hashes, from_hex, pack_tokens, root_hash
from protocol.errors import APIError
from protocol.openai_routing import Prompt, parse_chat_routing, parse_completion_routing
from proxy.json_edit import add_member, edit_object
from proxy.learned_fields import LearnedFields
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
        running = xxhash.xxh3_128()  # checkpoint k's key digests buf[:k * stride]: one pass makes them all
        keys = []
        for k in range(n_blocks // self.every):
            running.update(buf[k * stride:(k + 1) * stride])
            keys.append(running.digest())
        known: list[str] = []
        found = 0
        with self._lock:
            for k in range(len(keys), 0, -1):
                key = keys[k - 1]
                hit = self._lru.get(key)
                if hit is not None and hit[2] == salt:
                    self._lru.move_to_end(key)
                    known, found = hit[0].hashes[:hit[1]], k
                    break
        parent = from_hex(known[-1]) if known else root_hash(salt)
        out = known + [h.hex() for h in chain_hashes(packed[len(known) * bs * 4:], bs, parent)]
        new = keys[found:]
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
    """A request ready to route and forward (a NamedTuple for speed, as RouteRequest)."""

    endpoint: str  # CHAT or COMPLETIONS
    tenant: Tenant
    body: bytes  # the client's JSON with only the proxy's edits, and no cache_salt (set per replica)
    salt: str  # what goes upstream as cache_salt ("" = none) and seeds the routing hashes
    token_ids: Sequence[int]  # what was hashed (a batch's common prefix)
    route: RouteRequest
    stream: bool
    include_usage: bool  # the client itself asked for a usage chunk
    kinds: tuple[str, ...]  # normalizer change kinds, empty when the prompt went out unchanged

    def payload(self, salted: bool) -> bytes:
        """The body for a replica; `salted`: it takes the cache_salt."""
        return add_member(self.body, "cache_salt", orjson.dumps(self.salt)) if salted and self.salt else self.body


class Pipeline:
    """validate -> normalize (static, then learned fields) -> tokenize -> hash, with the pool's
    tokenizer and block size. `learner` None: no learned fields; `observe` False: they apply, but
    nothing prepared here teaches them (debug views)."""

    def __init__(self, pool: Pool, resolver: TenantResolver, normalizer: Normalizer, *,
                 max_prompt_tokens: int = 1 << 20, hash_cache_bytes: int = 64 * 1024 * 1024,
                 learner: LearnedFields | None = None, observe: bool = True) -> None:
        self.pool = pool
        self.resolver = resolver
        self.normalizer = normalizer
        self.max_prompt_tokens = max_prompt_tokens
        self.learner = learner
        self.observe = observe
        self._hash_cache_bytes = hash_cache_bytes
        self._hash_cache: HashCache | None = None  # made once the pool's block size is known

    @property
    def block_size(self) -> int:
        return self.pool.block_size

    def hash_cache(self) -> HashCache:
        """The memo for the pool's block size (made again if the pool learns another one)."""
        cache = self._hash_cache
        if cache is None or cache.block_size != self.pool.block_size:
            cache = self._hash_cache = HashCache(self.pool.block_size, max_bytes=self._hash_cache_bytes)
        return cache

    def nbytes(self) -> int:
        return self._hash_cache.nbytes() if self._hash_cache is not None else 0

    def with_normalizer(self, normalizer: Normalizer) -> Pipeline:
        """The same pipeline (prefix-hash memo and learned fields, which it only applies) with another
        normalizer (for /debug/route)."""
        other = Pipeline(self.pool, self.resolver, normalizer, max_prompt_tokens=self.max_prompt_tokens,
                         hash_cache_bytes=self._hash_cache_bytes, learner=self.learner, observe=False)
        other._hash_cache = self.hash_cache()
        return other

    def dry_run(self) -> Pipeline:
        """This pipeline, learning nothing from what it prepares (for /debug/route)."""
        return self.with_normalizer(self.normalizer)

    def _learns(self, tenant: Tenant) -> LearnedFields | None:
        """The learned fields that apply to `tenant`'s prompts, if any."""
        return self.learner if tenant.learn_fields and tenant.normalize and self.normalizer.enabled else None

    def _learned_chat(self, learner: LearnedFields, tenant: Tenant, norm: Normalized) -> Normalized:
        messages, changes = learner.chat(tenant.name, norm.messages or [], observe=self.observe)
        if not changes:
            return norm
        return Normalized(None, messages, norm.tools, norm.kinds + tuple(c.kind for c in changes),
                          norm.changes + changes)

    def prepare(self, endpoint: str, tenant: Tenant, obj: dict[str, Any], raw: bytes | None = None) -> Prepared:
        """Read what routing needs from `obj` (the parsed body, `raw` its bytes) and compute it.

        The body goes upstream as the client wrote it except for what the proxy owns: the
        normalized prompt, messages or tools, `stream_options.include_usage` on streams (the proxy
        always wants usage), and `cache_salt` (set per replica from the tenant's salt)."""
        raw = orjson.dumps(obj) if raw is None else raw
        edits: dict[str, bytes] = {}
        lengths: tuple[int, ...] = ()
        kinds: tuple[str, ...] = ()
        if endpoint == CHAT:
            view = parse_chat_routing(obj)
            salt = self.resolver.cache_salt(tenant, view.cache_salt)
            messages = list(view.messages or ())
            tools = list(view.tools) if view.tools is not None else None
            ids: Sequence[int] = ()
            if view.hashable:
                norm = self.normalizer.chat(messages, tools) if tenant.normalize else Normalized(None, messages, tools,
                                                                                                   (), ())
                learner = self._learns(tenant)
                if learner is not None:
                    norm = self._learned_chat(learner, tenant, norm)
                kinds = norm.kinds
                if kinds:
                    edits["messages"] = orjson.dumps(_merge_messages(obj["messages"], norm.messages or messages))
                    if norm.tools is not None:
                        edits["tools"] = orjson.dumps(norm.tools)
                ids = self._tokenize_chat(norm.messages or messages, norm.tools if kinds else tools, salt)
        else:
            view = parse_completion_routing(obj)
            salt = self.resolver.cache_salt(tenant, view.cache_salt)
            prompts: list[Prompt] = []
            changed = []
            learner = self._learns(tenant)
            for p in view.prompts:
                if isinstance(p, str) and tenant.normalize:
                    norm = self.normalizer.text(p)
                    changed.extend(norm.kinds)
                    text = norm.text if norm.kinds else p
                    if learner is not None:  # a batch teaches by its first prompt only
                        text, moves = learner.text(tenant.name, text, observe=self.observe and not prompts)
                        changed.extend(c.kind for c in moves)
                    prompts.append(text)
                else:
                    prompts.append(p)
            kinds = tuple(changed)
            if kinds:
                value = prompts[0] if isinstance(obj["prompt"], str) else prompts
                edits["prompt"] = orjson.dumps(value)
            token_lists = [self._tokenize_text(p, salt) if isinstance(p, str) else p for p in prompts]
            ids = token_lists[0] if len(token_lists) == 1 else _common_prefix(token_lists)
            if len(token_lists) > 1:
                lengths = tuple(len(t) for t in token_lists)
        total = sum(lengths) or len(ids)
        if total > self.max_prompt_tokens:
            raise APIError(413, f"The prompt has {total} tokens; this proxy takes at most {self.max_prompt_tokens} "
                                "(limits.max_prompt_tokens)", code="prompt_too_long")
        if view.stream:
            opts = obj.get("stream_options")
            edits["stream_options"] = orjson.dumps({**(opts if isinstance(opts, dict) else {}), "include_usage": True})
        if edits or "cache_salt" in obj:
            raw = edit_object(raw, edits, ("cache_salt",))
        hashes = tuple(self.hash_cache().hashes(ids, salt)) if ids else ()
        route = RouteRequest(
            hashes=hashes, prompt_tokens=total, block_size=self.pool.block_size, session_key=view.session_key,
            tenant=tenant.name, allowed=tenant.allowed_backends, salted=tenant.needs_salt_support, lengths=lengths,
        )
        return Prepared(endpoint, tenant, raw, salt, ids, route, view.stream, view.include_usage, kinds)

    # Token ids stay unsigned arrays (Tokenizer.encode_array): hashing packs them for free, and no
    # Python int per token is made or freed on the request path. The salt scopes the tokenizer's
    # caches, as it scopes the KV cache: another tenant's text encodes no faster for having been sent.
    def _tokenize_text(self, text: str, salt: str) -> Sequence[int]:
        tok = self.pool.tokenizer
        return tok.encode_array(text, add_special_tokens=True, scope=salt) if tok is not None else []

    def _tokenize_chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None,
                       salt: str) -> Sequence[int]:
        tok = self.pool.tokenizer
        return tok.encode_chat_array(messages, tools, salt) if tok is not None else []


def common_prefix_len(a: Sequence[int], b: Sequence[int]) -> int:
    """How many leading tokens `a` and `b` share (both of one sequence type: a binary search of
    C-speed slice compares)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_prefix(lists: Sequence[Sequence[int]]) -> Sequence[int]:
    """The longest token prefix every prompt of a batch starts with (what the batch is routed by)."""
    arrays = [x if isinstance(x, array) else array("I", x) for x in lists]  # text and token-id prompts alike
    return arrays[0][:min(common_prefix_len(arrays[0], other) for other in arrays[1:])]


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
