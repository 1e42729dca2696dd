"""Each upstream replica, and everything the proxy knows about it, in one place.

A `Replica` owns its configuration, its HTTP client, its pool membership (health), its load, the
requests this proxy has in flight there, and its KV sync. The `ReplicaSet` holds them in join
order, answers "which replicas may this request use now", probes them, and lets replicas join and
leave at run time (DNS discovery, SIGHUP): one that joins is probed and synced before it is routed
to; one that leaves drains -- no new requests, those in flight finish -- before its connections
close and the index forgets it.

Health: a replica leaves the pool at once when a connection to it is refused or dropped (hard
failure), and the active probe brings it back as soon as it answers `/ready` (or `/health`, for
servers without `/ready`). One that answers, but fails requests (5xx, timeouts, broken streams), is
ejected for a while by its outlier detector (proxy/outlier.py), whatever its probe says.
A replica whose model, tokenizer or block size differs from the pool's is excluded until it
matches again.

Cache state and load, by engine: a kvroute replica's come from its `/kv/*` API (KVSync); a vLLM or
SGLang replica's cache state from its ZMQ KV events when configured (ZMQSync), else from what was
routed there, and its load from its Prometheus `/metrics` (LoadScraper).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator, Sequence

from protocol.kv_events import KVInfo, LoadReport
from proxy.config_types import BackendConfig, OutlierConfig, PolicyConfig, TimeoutConfig, same_url_key
from proxy.data_parallel import RANK_HEADER
from proxy.http_client import ReplicaClient, ResponseTooLarge
from proxy.kv_sync import KVSync, PredictionWindow
from proxy.load_scrape import LoadScraper, MetricsPage
from proxy.metrics import ProxyMetrics
from proxy.outlier import OutlierDetector, ejection_allowed
from proxy.prefix_index import PrefixIndex
from proxy.router import RouteRequest
from proxy.zmq_sync import ZMQSync

log = logging.getLogger("kvroute.proxy")

PROBE_MAX_BYTES = 64 * 1024
CheckInfo = Callable[[str, KVInfo], "str | None"]  # (replica, its /kv/info) -> why it does not fit, or None


def server_key(config: BackendConfig) -> tuple[str, str]:
    """The server a replica runs on and the credential the proxy asks it with."""
    return config.url, config.api_key or ""


class Replica:
    """One upstream replica (a `router.Candidate`)."""

    def __init__(self, config: BackendConfig, index: PrefixIndex, metrics: ProxyMetrics, *,
                 timeouts: TimeoutConfig, policy: PolicyConfig, check_info: CheckInfo,
                 block_size: Callable[[], int] = lambda: 16, outlier: OutlierConfig | None = None,
                 may_eject: Callable[[], bool] = lambda: True,
                 clock: Callable[[], float] = time.monotonic, metrics_page: MetricsPage | None = None) -> None:
        self.config = config
        self.name = config.name
        self.client = ReplicaClient(config.url)
        self.auth: dict[str, str] = {"Authorization": f"Bearer {config.api_key}"} if config.api_key else {}
        self.metrics = metrics
        self.timeouts = timeouts
        self.clock = clock
        self.outlier = OutlierDetector(outlier or OutlierConfig())
        self._may_eject = may_eject
        self.healthy = False
        self.draining = False
        self.excluded: str | None = None
        self.in_flight = 0
        self.in_flight_tokens = 0
        # Non-streamed attempts waiting on this replica, and when each began: when it fails a health
        # check, they stop waiting first_byte_s after they began and are retried elsewhere.
        self.waiting: dict[asyncio.Timeout, float] = {}
        self.load: LoadReport | None = None
        self.load_at = 0.0
        self._check_info = check_info
        self._tasks: list[asyncio.Task[None]] = []
        index.set_mode(self.name, "approx")  # until a snapshot of its KV events says otherwise
        if config.capacity_blocks is not None:
            index.set_capacity(self.name, config.capacity_blocks)
        self.index = index
        self.predictions = PredictionWindow(policy.resync_window, policy.resync_miss_ratio, clock=clock)
        self.kv: KVSync | ZMQSync | None = None  # where its cache state comes from, if not from routing
        if config.supports_kv_events:
            self.kv = KVSync(self.name, self.client, self.auth, index, metrics, stale_s=timeouts.events_stale_s,
                             on_load=self.update_load, check_info=self._fits)
        elif config.kv_events is not None:
            self.kv = ZMQSync(self.name, config.kv_events, index, metrics, block_size,
                              replay=config.kv_events_replay, topic=config.kv_events_topic,
                              stale_s=timeouts.events_stale_s, dp_rank=config.dp_rank)
        self.scraper: LoadScraper | None = None
        self._reading = False
        if config.engine in ("vllm", "sglang"):
            page = metrics_page or MetricsPage(config.url, self.auth)
            page.readers += 1
            self._reading = True  # until stop() lets go of the page
            self.scraper = LoadScraper(self.name, page, config.engine, self.update_load, dp_rank=config.dp_rank)
        metrics.child(metrics.backend_healthy, self.name).set(0)

    # ------------------------------------------------------------------ state

    @property
    def routable(self) -> bool:
        """In the pool: healthy, matching the pool, not leaving, and its cache state read once."""
        return self.healthy and self.excluded is None and not self.draining \
            and (self.kv is None or self.kv.settled.is_set())

    def update_load(self, report: LoadReport) -> None:
        """A heartbeat or /kv/info load report."""
        self.load, self.load_at = report, self.clock()

    def begin(self, prompt_tokens: int) -> None:
        """A request is on its way there."""
        self.in_flight += 1
        self.in_flight_tokens += prompt_tokens

    def end(self, prompt_tokens: int) -> None:
        """A request that `begin` counted finished (any outcome)."""
        self.in_flight = max(0, self.in_flight - 1)
        self.in_flight_tokens = max(0, self.in_flight_tokens - prompt_tokens)

    def _set_healthy(self, healthy: bool) -> None:
        if self.excluded is not None:
            healthy = False
        if self.healthy == healthy:
            return
        self.healthy = healthy
        self.metrics.child(self.metrics.backend_healthy, self.name).set(1 if healthy else 0)
        log.log(logging.INFO if healthy else logging.WARNING, "replica %s %s the pool", self.name,
                "joined" if healthy else "left")

    def report_failure(self, hard: bool = False) -> None:
        """Passive detection: a request to this replica failed; a refused or dropped connection
        (`hard`) takes it out at once, other failures count towards an ejection."""
        if hard:
            self._set_healthy(False)
        else:
            self._judge(failed=True)

    def report_success(self) -> None:
        self._judge(failed=False)

    @property
    def ejected(self) -> bool:
        return self.outlier.ejected(self.clock())

    def _judge(self, failed: bool) -> None:
        now = self.clock()
        reason = self.outlier.record(now, failed)
        if reason is None or not self.healthy or self.outlier.ejected(now):
            return
        if not self._may_eject():
            log.warning("replica %s keeps failing (%s) but outlier.max_ejection_percent keeps it in the pool",
                        self.name, self.outlier.summary())
            return
        summary = self.outlier.summary()
        length = self.outlier.eject(now)
        self.metrics.child(self.metrics.outlier_ejections, self.name, reason).inc()
        log.warning("replica %s ejected for %.0f s (%s: %s)", self.name, length, reason, summary)
        self._set_healthy(False)

    def observe_prediction(self, predicted: int, actual: int) -> None:
        """Book a prediction against the cached tokens the replica reported; rebuild the cache view
        of a replica whose predictions keep missing."""
        exact = self.index.mode(self.name) == "exact"  # only a view kept from events can be rebuilt
        if self.kv is not None and self.predictions.resync_due(predicted, actual, exact):
            log.warning("predictions for %s keep failing; rebuilding its cache view", self.name)
            self.kv.resync("predictions")

    def _fits(self, info: KVInfo) -> str | None:
        """KV sync read /kv/info: keep the replica out while it does not match the pool."""
        problem = self._check_info(self.name, info)
        if problem is None:
            self.excluded = None
        else:
            if self.excluded != problem:
                log.error("replica %s is excluded from the pool: %s", self.name, problem)
            self.excluded = problem
            self._set_healthy(False)
        return problem

    # ------------------------------------------------------------------ I/O

    def upstream_headers(self, rid: str, client_auth: str | None, forward_client_auth: bool,
                         content_type: str | None = "application/json") -> dict[str, str]:
        """Headers for a request to this replica: its own credentials, else (no tenants configured)
        the client's, else none; the data-parallel rank it pins, if any."""
        h = {"x-request-id": rid}
        if self.config.dp_rank is not None:
            h[RANK_HEADER] = str(self.config.dp_rank)
        if content_type:
            h["Content-Type"] = content_type
        if self.auth:
            h.update(self.auth)
        elif client_auth and forward_client_auth:
            h["Authorization"] = client_auth
        return h

    async def probe(self) -> bool:
        """One active check: GET /ready, falling back to /health where /ready does not exist."""
        timeout = self.timeouts.health_timeout_s
        try:
            for path in ("/ready", "/health"):
                status, _, _ = await self.client.fetch("GET", path, headers=self.auth, timeout=timeout,
                                                       max_bytes=PROBE_MAX_BYTES)
                if status != 404:
                    return status == 200
        except (ConnectionError, TimeoutError, ResponseTooLarge):
            return False
        return False

    @property
    def probe_key(self) -> tuple[str, str]:
        """What one probe answers for: the server and the credential it is asked with (the data-parallel
        ranks of one server share its /ready and its /metrics, so they share one probe and one page)."""
        return server_key(self.config)

    async def check(self) -> None:
        """Probe and update pool membership."""
        self.apply_probe(await self.probe())

    def apply_probe(self, ok: bool) -> None:
        """Update pool membership from a probe's answer."""
        self._deadlines(hung=not ok)
        if ok and self.ejected:
            return  # out until its ejection ends
        self._set_healthy(ok)

    def _deadlines(self, hung: bool) -> None:
        """A replica that does not answer its health check will not answer the non-streamed requests
        waiting on it either: give each a deadline of first_byte_s after it began (a streamed one has
        that deadline anyway), and lift them again when the replica answers."""
        if not self.waiting:
            return
        now = asyncio.get_running_loop().time()
        for attempt, began in list(self.waiting.items()):
            attempt.reschedule(max(now, began + self.timeouts.first_byte_s) if hung else None)

    def start(self) -> None:
        if self._tasks:
            return
        if self.kv is not None:
            self._tasks.append(asyncio.create_task(self.kv.run(), name=f"kv-sync {self.name}"))
        if self.scraper is not None:
            self._tasks.append(asyncio.create_task(self.scraper.run(), name=f"load {self.name}"))

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []
        self.client.close()
        if self.scraper is not None and self._reading:
            self._reading = False
            self.scraper.page.release()


class ReplicaSet:
    """Every replica the proxy may route to, in join order; see the module docstring."""

    def __init__(self, index: PrefixIndex, metrics: ProxyMetrics, *, timeouts: TimeoutConfig,
                 policy: PolicyConfig, check_info: CheckInfo, block_size: Callable[[], int] = lambda: 16,
                 outlier: OutlierConfig | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.index = index
        self.outlier = outlier or OutlierConfig()
        self.block_size = block_size
        self.metrics = metrics
        self.timeouts = timeouts
        self.policy = policy
        self.check_info = check_info
        self.clock = clock
        self._replicas: dict[str, Replica] = {}
        self._leaving: dict[str, asyncio.Task[None]] = {}

    def __iter__(self) -> Iterator[Replica]:
        return iter(list(self._replicas.values()))

    def __len__(self) -> int:
        return len(self._replicas)

    def __getitem__(self, name: str) -> Replica:
        return self._replicas[name]

    def get(self, name: str) -> Replica | None:
        return self._replicas.get(name)

    def names(self) -> list[str]:
        return list(self._replicas)

    def _may_eject(self) -> bool:
        """Whether one more replica may be ejected (outlier.max_ejection_percent)."""
        present = [r for r in self._replicas.values() if not r.draining]
        return ejection_allowed(sum(r.ejected for r in present), len(present), self.outlier.max_ejection_percent)

    def routable(self) -> list[Replica]:
        return [r for r in self._replicas.values() if r.routable]

    def candidates(self, req: RouteRequest, tried: Sequence[str] = ()) -> list[Replica]:
        """The replicas `req` may use now: in the pool, allowed to its tenant, honouring cache_salt
        when its tenant is private or in a group, and not tried already."""
        allowed = req.allowed
        return [r for r in self._replicas.values()
                if r.routable and (allowed is None or r.name in allowed)
                and (not req.salted or r.config.supports_cache_salt) and r.name not in tried]

    # ------------------------------------------------------------------ membership

    def add(self, config: BackendConfig) -> Replica:
        """A replica joins: it is routed to once it answers its probe (and its cache state is read)."""
        if config.name in self._replicas:
            raise ValueError(f"replica {config.name!r} is already in the set")
        key = server_key(config)
        page = next((r.scraper.page for r in self._replicas.values()  # another rank of the same server
                     if r.scraper is not None and r.probe_key == key), None)
        replica = Replica(config, self.index, self.metrics, timeouts=self.timeouts, policy=self.policy,
                          check_info=self.check_info, block_size=self.block_size, outlier=self.outlier,
                          may_eject=self._may_eject, clock=self.clock, metrics_page=page)
        self._replicas[config.name] = replica
        replica.start()
        return replica

    def remove(self, name: str) -> asyncio.Task[None] | None:
        """A replica leaves: no new requests; once those in flight finish (or `timeouts.drain_s`
        passes) its connections close and everything known about it goes."""
        replica = self._replicas.get(name)
        if replica is None or name in self._leaving:
            return self._leaving.get(name)
        replica.draining = True
        log.info("replica %s leaves the pool (draining %d in-flight requests)", name, replica.in_flight)
        task = asyncio.create_task(self._drain(replica), name=f"drain {name}")
        self._leaving[name] = task
        return task

    async def _drain(self, replica: Replica) -> None:
        deadline = time.monotonic() + self.timeouts.drain_s
        try:
            while replica.in_flight > 0 and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
        finally:
            await replica.stop()
            self.index.drop_replica(replica.name)
            self._replicas.pop(replica.name, None)
            self._leaving.pop(replica.name, None)
            self.metrics.forget_backend(replica.name)

    async def reconcile(self, configs: Sequence[BackendConfig]) -> tuple[list[str], list[str]]:
        """Make the set what `configs` lists: new replicas join (probed at once), missing ones leave,
        changed ones are replaced. Returns (joined, leaving)."""
        wanted = {same_url_key(c.name): c for c in configs}
        have = {same_url_key(n): r for n, r in self._replicas.items() if not r.draining}
        leaving = [r.name for k, r in have.items() if k not in wanted or wanted[k] != r.config]
        for name in leaving:
            self.remove(name)
        joined: list[Replica] = []
        for key, config in wanted.items():
            if key in have and have[key].config == config:
                continue
            if config.name in self._replicas:  # the same replica still draining: let it finish first
                await self._leaving[config.name]
            joined.append(self.add(config))
        await asyncio.gather(*(r.check() for r in joined))
        return [r.name for r in joined], leaving

    async def probe_all(self) -> None:
        """Probe every server once, concurrently, and update the pool: the data-parallel ranks of one
        server take their server's answer rather than asking it once each."""
        servers: dict[tuple[str, str], list[Replica]] = {}
        for r in self._replicas.values():
            if not r.draining:
                servers.setdefault(r.probe_key, []).append(r)
        answers = await asyncio.gather(*(ranks[0].probe() for ranks in servers.values()))
        for ranks, ok in zip(servers.values(), answers, strict=True):
            for r in ranks:
                r.apply_probe(ok)

    async def run_health(self) -> None:
        """Probe forever, every `timeouts.health_interval_s`."""
        while True:
            await asyncio.sleep(self.timeouts.health_interval_s)
            try:
                await self.probe_all()
            except Exception:  # keep probing whatever happens
                log.exception("health probe round failed")

    async def close(self) -> None:
        for task in list(self._leaving.values()):
            task.cancel()
        await asyncio.gather(*self._leaving.values(), return_exceptions=True)
        await asyncio.gather(*(r.stop() for r in self._replicas.values()))
