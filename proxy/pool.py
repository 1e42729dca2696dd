"""What the replica pool is: one model, one tokenizer, one block size -- checked, then loaded.

At start the proxy reads every reachable replica's `/kv/info`. Replicas that differ in model,
tokenizer hash or block size are refused with an error naming them; the tokenizer comes from
`--tokenizer DIR` (checked against the replicas' hash) or from a replica's `/kv/tokenizer`, so
`kvroute proxy --backend URL` needs nothing else. A replica that joins later with a different
identity is kept out of the pool.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass

import aiohttp
import orjson

from protocol.kv_events import KVInfo
from protocol.tokenization import Tokenizer, TokenizerError
from proxy.config import BackendConfig

log = logging.getLogger("kvroute.proxy")


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


def _headers(b: BackendConfig) -> dict[str, str]:
    return {"Authorization": f"Bearer {b.api_key}"} if b.api_key else {}


async def fetch_json(session: aiohttp.ClientSession, b: BackendConfig, path: str, timeout_s: float) -> object:
    """GET a replica's JSON endpoint; raises aiohttp/OS/timeout/ValueError errors on failure."""
    timeout = aiohttp.ClientTimeout(total=timeout_s)
    async with session.get(b.url.rstrip("/") + path, headers=_headers(b), timeout=timeout) as r:
        if r.status != 200:
            raise ValueError(f"GET {path} answered HTTP {r.status}")
        return orjson.loads(await r.read())


async def read_infos(session: aiohttp.ClientSession, backends: Sequence[BackendConfig],
                     timeout_s: float) -> dict[str, KVInfo]:
    """`/kv/info` of every reachable replica that speaks the KV API."""
    kv = [b for b in backends if b.supports_kv_events]

    async def one(b: BackendConfig) -> KVInfo | None:
        try:
            obj = await fetch_json(session, b, "/kv/info", timeout_s)
            return KVInfo.from_json(obj)  # type: ignore[arg-type]
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError, KeyError, TypeError) as e:
            log.info("replica %s: /kv/info not available yet (%s)", b.url, e)
            return None

    results = await asyncio.gather(*(one(b) for b in kv))
    return {b.url: info for b, info in zip(kv, results, strict=True) if info is not None}


def check_pool(infos: dict[str, KVInfo], block_size: int | None) -> PoolIdentity | None:
    """The pool's identity; PoolMismatch naming both replicas when two differ."""
    identity: PoolIdentity | None = None
    first = ""
    for url, info in infos.items():
        ident = PoolIdentity.of(info)
        if identity is None:
            identity, first = ident, url
            continue
        diff = identity.difference(ident)
        if diff is not None:
            raise PoolMismatch(f"replica {url}: {diff} (replica {first}); every replica must serve the same "
                               f"model with the same tokenizer and block size")
    if identity is not None and block_size is not None and identity.block_size != block_size:
        raise PoolMismatch(f"--block-size {block_size} differs from the replicas' block_size {identity.block_size}")
    return identity


async def load_tokenizer(session: aiohttp.ClientSession, backends: Sequence[BackendConfig], tokenizer_dir: str | None,
                         identity: PoolIdentity | None, timeout_s: float) -> Tokenizer | None:
    """The pool's tokenizer from `tokenizer_dir` or a replica's `/kv/tokenizer`; None if none reachable yet."""
    if tokenizer_dir is not None:
        try:
            tok = Tokenizer.from_dir(tokenizer_dir)
        except (TokenizerError, OSError) as e:
            raise PoolMismatch(f"--tokenizer {tokenizer_dir}: {e}") from e
        if identity is not None and tok.tokenizer_hash != identity.tokenizer_hash:
            raise PoolMismatch(f"--tokenizer {tokenizer_dir} has tokenizer hash {tok.tokenizer_hash[:12]}..., the "
                               f"replicas {identity.tokenizer_hash[:12]}...: they would tokenize differently")
        return tok
    for b in backends:
        if not b.supports_kv_events:
            continue
        try:
            obj = await fetch_json(session, b, "/kv/tokenizer", timeout_s)
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError) as e:
            log.info("replica %s: /kv/tokenizer not available (%s)", b.url, e)
            continue
        files = obj.get("files", obj) if isinstance(obj, dict) else None
        try:
            tok = Tokenizer.from_files(files)  # type: ignore[arg-type]
        except TokenizerError as e:
            raise PoolMismatch(f"replica {b.url} serves an unusable tokenizer: {e}") from e
        if identity is not None and tok.tokenizer_hash != identity.tokenizer_hash:
            raise PoolMismatch(f"replica {b.url} serves a tokenizer whose hash differs from the pool's")
        return tok
    return None
