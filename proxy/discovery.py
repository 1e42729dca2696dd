"""Which replicas there are: the configured backends, plus the A/AAAA records of a DNS name.

With `[discovery] dns = "NAME:PORT"` (or `--backend-dns NAME:PORT`) the name -- typically a
Kubernetes headless Service in front of a StatefulSet -- is re-resolved every `interval_s`; each
address is a replica at that port. The replica set is then made to match (proxy/replica.py):
new addresses join (probed and synced before routing), vanished ones drain and leave. A lookup
that fails (timeout, server failure) keeps the last answer, so a DNS hiccup never empties the
pool; a name that does not exist (no ready pods) is an empty answer. SIGHUP re-reads the config
file and applies its replica sources the same way (`update`).
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Awaitable, Callable, Sequence

from proxy.config_types import BackendConfig, DiscoveryConfig, same_url_key
from proxy.data_parallel import rank_targets
from proxy.replica import ReplicaSet

log = logging.getLogger("kvroute.proxy")

Resolver = Callable[[str, int], Awaitable[list[str]]]  # (name, port) -> addresses


async def resolve_dns(name: str, port: int) -> list[str]:
    """The A and AAAA addresses of `name`, sorted; [] when it does not exist; raises OSError when the
    lookup itself fails."""
    loop = asyncio.get_running_loop()
    try:
        infos = await loop.getaddrinfo(name, port, type=socket.SOCK_STREAM)
    except socket.gaierror as e:
        if e.errno in (socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME)):
            return []
        raise
    return sorted({str(info[4][0]) for info in infos})


class Membership:
    """Keeps the replica set equal to the configured backends plus what DNS lists."""

    def __init__(self, replicas: ReplicaSet, backends: Sequence[BackendConfig], discovery: DiscoveryConfig,
                 resolve: Resolver = resolve_dns) -> None:
        self.replicas = replicas
        self.backends = tuple(backends)
        self.discovery = discovery
        self.resolve = resolve
        self.addresses: list[str] = []  # the last DNS answer
        self._lock = asyncio.Lock()

    def desired(self) -> list[BackendConfig]:
        """The configured backends, then one per resolved address (a configured URL wins), or one per
        data-parallel rank of each."""
        out = list(self.backends)
        if self.discovery.dns is not None:
            urls = {same_url_key(b.url) for b in out}
            out += [r for b in (self.discovery.backend(a) for a in self.addresses) if same_url_key(b.url) not in urls
                    for r in rank_targets(b)]
        return out

    async def refresh(self) -> tuple[list[str], list[str]]:
        """Resolve (if DNS is configured) and reconcile; returns (joined, leaving)."""
        async with self._lock:
            if self.discovery.dns is not None:
                host, port = self.discovery.host_port
                try:
                    async with asyncio.timeout(self.discovery.interval_s):
                        self.addresses = await self.resolve(host, port)
                except (OSError, TimeoutError) as e:
                    log.warning("resolving %s failed (%s); keeping the last %d addresses", self.discovery.dns, e,
                                len(self.addresses))
            joined, leaving = await self.replicas.reconcile(self.desired())
        if joined or leaving:
            log.info("replicas joined: %s; leaving: %s", joined or "none", leaving or "none")
        return joined, leaving

    async def update(self, backends: Sequence[BackendConfig], discovery: DiscoveryConfig) -> tuple[list[str], list[str]]:
        """New replica sources (a reloaded config): apply them now."""
        self.backends, self.discovery = tuple(backends), discovery
        if discovery.dns is None:
            self.addresses = []
        return await self.refresh()

    async def run(self) -> None:
        """Re-resolve every `interval_s` while DNS discovery is configured."""
        while True:
            await asyncio.sleep(self.discovery.interval_s)
            if self.discovery.dns is None:
                continue
            try:
                await self.refresh()
            except Exception:  # keep discovering whatever happens
                log.exception("replica discovery round failed")
