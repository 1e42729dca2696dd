"""What the replica pool serves: one model, one tokenizer, one block size -- learned once, then checked.

At start the proxy reads every reachable replica's `/kv/info`. Replicas that differ in model,
tokenizer hash or block size are refused with an error naming them; the tokenizer comes from
`--tokenizer DIR` (checked against the replicas' hash) or from a replica's `/kv/tokenizer`, so
`kvroute proxy --backend URL` needs nothing else. Once known, the identity and the block size never
change: a replica that joins later with a different identity is kept out of the pool.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from protocol.kv_events import KVInfo
from protocol.tokenization import Tokenizer, TokenizerError
from proxy.config_types import ProxyConfig
from proxy.http_client import ResponseTooLarge
from proxy.replica import Replica

log = logging.getLogger("kvroute.proxy")

TOKENIZER_MAX_BYTES = 64 * 1024 * 1024
INFO_MAX_BYTES = 1024 * 1024


class PoolMismatch(RuntimeError):
    """The configured replicas do not serve the same model, tokenizer and block size."""


@dataclass(frozen=True)
class PoolIdentity:
    model: str
    tokenizer_hash: str
    block_size: int

    @staticmethod
    def of(info: KVInfo) -> PoolIdentity:
        return PoolIdentity(info.model, info.tokenizer_hash, info.block_size)

    def difference(self, other: PoolIdentity) -> str | None:
        """A sentence naming what differs, or None when they match."""
        for name in ("model", "tokenizer_hash", "block_size"):
            a, b = getattr(self, name), getattr(other, name)
            if a != b:
                return f"{name} {b!r} differs from the pool's {a!r}"
        return None


class Pool:
    """The pool's identity, block size and tokenizer: unknown until learned, then fixed.

    `ready` says whether requests can be prepared: the tokenizer is known, or no replica speaks the
    KV API (approximate routing with no tokenizer hashes nothing).
    """

    def __init__(self, cfg: ProxyConfig, tokenizer: Tokenizer | None = None) -> None:
        self.cfg = cfg
        self.identity: PoolIdentity | None = None
        self.tokenizer = tokenizer
        self._block_size = cfg.block_size
        kv_replicas = any(b.supports_kv_events for b in cfg.backends) or (
            cfg.discovery.dns is not None and cfg.discovery.supports_kv_events)
        self.needs_tokenizer = tokenizer is None and (kv_replicas or cfg.tokenizer is not None)

    @property
    def block_size(self) -> int:
        """The pool's block size (16 until a replica or the config says)."""
        return self._block_size or 16

    @property
    def ready(self) -> bool:
        return not self.needs_tokenizer

    def _fix(self, identity: PoolIdentity) -> None:
        if self.cfg.block_size is not None and identity.block_size != self.cfg.block_size:
            raise PoolMismatch(f"--block-size {self.cfg.block_size} differs from the replicas' block_size "
                               f"{identity.block_size}")
        self.identity = identity
        self._block_size = identity.block_size

    def check(self, replica: str, info: KVInfo) -> str | None:
        """Why a replica's /kv/info does not fit the pool, or None (the first one fixes the pool)."""
        ident = PoolIdentity.of(info)
        if self.identity is None:
            try:
                self._fix(ident)
            except PoolMismatch as e:
                return str(e)
        assert self.identity is not None
        problem = self.identity.difference(ident)
        if problem is None and self.tokenizer is not None and self.tokenizer.tokenizer_hash != ident.tokenizer_hash:
            problem = "its tokenizer differs from the proxy's"
        return problem

    async def discover(self, replicas: Sequence[Replica]) -> None:
        """Read the reachable replicas' identities (PoolMismatch when two differ), fix the pool's,
        and load the tokenizer if it is still needed and available."""
        timeout = self.cfg.timeouts.health_timeout_s
        infos = await read_infos(replicas, timeout)
        first: tuple[str, PoolIdentity] | None = None
        for url, info in infos.items():
            ident = PoolIdentity.of(info)
            if first is None:
                first = (url, ident)
                continue
            diff = first[1].difference(ident)
            if diff is not None:
                raise PoolMismatch(f"replica {url}: {diff} (replica {first[0]}); every replica must serve the same "
                                   f"model with the same tokenizer and block size")
        if first is not None and self.identity is None:
            self._fix(first[1])
        if self.needs_tokenizer:
            tok = await load_tokenizer(replicas, self.cfg.tokenizer, self.identity, timeout,
                                       cache_bytes=self.cfg.limits.routing_cache_bytes // 8)
            if tok is not None:
                self.tokenizer = tok
                self.needs_tokenizer = False
                log.info("tokenizer loaded (hash %s...)", tok.tokenizer_hash[:12])

    async def discover_until_ready(self, replicas: Callable[[], Sequence[Replica]]) -> None:
        """Retry `discover` until the tokenizer is known (replicas may start after the proxy)."""
        while self.needs_tokenizer:
            await asyncio.sleep(0.5)
            try:
                await self.discover(replicas())
            except PoolMismatch as e:
                log.error("%s", e)
                await asyncio.sleep(5.0)


async def read_infos(replicas: Sequence[Replica], timeout_s: float) -> dict[str, KVInfo]:
    """`/kv/info` of every reachable replica that speaks the KV API."""
    kv = [r for r in replicas if r.config.supports_kv_events]

    async def one(r: Replica) -> KVInfo | None:
        try:
            obj = await r.client.get_json("/kv/info", r.auth, timeout=timeout_s, max_bytes=INFO_MAX_BYTES)
            return KVInfo.from_json(obj)
        except (ConnectionError, TimeoutError, ValueError, KeyError, TypeError, AttributeError) as e:
            log.info("replica %s: /kv/info not available yet (%s)", r.name, e)
            return None

    results = await asyncio.gather(*(one(r) for r in kv))
    return {r.name: info for r, info in zip(kv, results, strict=True) if info is not None}


async def load_tokenizer(replicas: Sequence[Replica], tokenizer_dir: str | None, identity: PoolIdentity | None,
                         timeout_s: float, cache_bytes: int) -> Tokenizer | None:
    """The pool's tokenizer from `tokenizer_dir` or a replica's `/kv/tokenizer`, its caches holding
    at most `cache_bytes`; None if none reachable yet."""
    if tokenizer_dir is not None:
        try:
            tok = Tokenizer.from_dir(tokenizer_dir, cache_bytes=cache_bytes)
        except (TokenizerError, OSError) as e:
            raise PoolMismatch(f"--tokenizer {tokenizer_dir}: {e}") from e
        if identity is not None and tok.tokenizer_hash != identity.tokenizer_hash:
            raise PoolMismatch(f"--tokenizer {tokenizer_dir} has tokenizer hash {tok.tokenizer_hash[:12]}..., the "
                               f"replicas {identity.tokenizer_hash[:12]}...: they would tokenize differently")
        return tok
    for r in replicas:
        if not r.config.supports_kv_events:
            continue
        try:
            obj = await r.client.get_json("/kv/tokenizer", r.auth, timeout=timeout_s, max_bytes=TOKENIZER_MAX_BYTES)
        except (ConnectionError, TimeoutError, ValueError, ResponseTooLarge) as e:
            log.info("replica %s: /kv/tokenizer not available (%s)", r.name, e)
            continue
        files = obj.get("files", obj) if isinstance(obj, dict) else None
        try:
            tok = Tokenizer.from_files(files, cache_bytes=cache_bytes)  # type: ignore[arg-type]
        except TokenizerError as e:
            raise PoolMismatch(f"replica {r.name} serves an unusable tokenizer: {e}") from e
        if identity is not None and tok.tokenizer_hash != identity.tokenizer_hash:
            raise PoolMismatch(f"replica {r.name} serves a tokenizer whose hash differs from the pool's")
        return tok
    return None
