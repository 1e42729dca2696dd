"""A vLLM or SGLang replica's load, read from its Prometheus `/metrics` every second.

kvroute replicas report load in their KV event heartbeats; vLLM and SGLang publish it as gauges,
which feed the cost model the same way (proxy/router.py, `L_r`):

| | running | waiting | KV cache in use (0..1) |
|---|---|---|---|
| vLLM | `vllm:num_requests_running` | `vllm:num_requests_waiting` | `vllm:kv_cache_usage_perc` (older: `vllm:gpu_cache_usage_perc`) |
| SGLang | `sglang:num_running_reqs` | `sglang:num_queue_reqs` | `sglang:token_usage` |

Values are summed over label sets (one replica may serve several model names); a target that is one
rank of a data-parallel server (proxy/data_parallel.py) sums only its rank's series, read from the page
its server's other ranks read too (`MetricsPage`: one GET a round per server, not per rank). A scrape
that fails or finds none of the gauges leaves the last report to go stale (the router then ignores it).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from prometheus_client.parser import text_string_to_metric_families

from protocol.kv_events import LoadReport
from proxy.http_client import ReplicaClient, ResponseTooLarge

log = logging.getLogger("kvroute.proxy")

METRICS_MAX_BYTES = 8 * 1024 * 1024

# engine -> (running, waiting, kv usage) metric names, first found wins for each
GAUGES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "vllm": (("vllm:num_requests_running",), ("vllm:num_requests_waiting",),
             ("vllm:kv_cache_usage_perc", "vllm:gpu_cache_usage_perc")),
    "sglang": (("sglang:num_running_reqs",), ("sglang:num_queue_reqs",), ("sglang:token_usage",)),
}
RANK_LABELS = {"vllm": "engine", "sglang": "dp_rank"}  # the label naming a series' data-parallel rank


def load_from_metrics(text: str, engine: str, dp_rank: int | None = None) -> LoadReport | None:
    """The load in a Prometheus text exposition, None when it has none of the engine's gauges; with
    `dp_rank`, only that data-parallel rank's series where they carry one (vLLM's `engine` label,
    SGLang's `dp_rank`)."""
    wanted = GAUGES[engine]
    names = {n for group in wanted for n in group}
    values: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            rank = sample.labels.get(RANK_LABELS[engine])
            if dp_rank is not None and rank is not None and rank != str(dp_rank):
                continue
            if sample.name in names:
                values[sample.name] = values.get(sample.name, 0.0) + float(sample.value)

    def first(group: tuple[str, ...]) -> float | None:
        return next((values[n] for n in group if n in values), None)

    running, waiting, usage = (first(g) for g in wanted)
    if running is None and waiting is None and usage is None:
        return None
    return LoadReport(int(running or 0), int(waiting or 0), min(1.0, max(0.0, usage or 0.0)), 0)


class MetricsPage:
    """One server's `/metrics`, fetched at most once per `max_age_s` however many of its ranks read
    it: a reader that finds a fresh page (or a fetch in flight) takes that one, failures included.
    It has its own connections, closed when the last of its `readers` lets go (`release`)."""

    def __init__(self, url: str, headers: dict[str, str], timeout_s: float = 2.0,
                 max_age_s: float = 0.5, clock: Callable[[], float] = time.monotonic) -> None:
        self.client = ReplicaClient(url)
        self.headers = headers
        self.readers = 0
        self.timeout_s = timeout_s
        self.max_age_s = max_age_s
        self.clock = clock
        self.fetches = 0
        self._lock = asyncio.Lock()
        self._at = float("-inf")
        self._page: str | Exception = ""

    async def text(self) -> str:
        """The page's text; raises ConnectionError, TimeoutError, ValueError or ResponseTooLarge."""
        async with self._lock:  # readers queue here while one fetches, then find the page fresh
            if self.clock() - self._at >= self.max_age_s:
                self._page = await self._fetch()
                self._at = self.clock()
            page = self._page
        if isinstance(page, Exception):
            raise type(page)(*page.args)  # a fresh exception each reader: no traceback shared between them
        return page

    def release(self) -> None:
        """One reader is done with the page; the last one closes its connections."""
        self.readers -= 1
        if self.readers <= 0:
            self.client.close()

    async def _fetch(self) -> str | Exception:
        self.fetches += 1
        try:
            status, _, body = await self.client.fetch("GET", "/metrics", headers=self.headers, timeout=self.timeout_s,
                                                      max_bytes=METRICS_MAX_BYTES)
        except (ConnectionError, TimeoutError, ResponseTooLarge) as e:
            return e
        if status != 200:
            return ValueError(f"/metrics answered HTTP {status}")
        return body.decode("utf-8", "replace")


class LoadScraper:
    """Reads one replica's load from its server's `/metrics` (`page`) every `interval_s` into `on_load`."""

    def __init__(self, replica: str, page: MetricsPage, engine: str, on_load: Callable[[LoadReport], None],
                 interval_s: float = 1.0, dp_rank: int | None = None) -> None:
        if engine not in GAUGES:
            raise ValueError(f"no load gauges known for engine {engine!r}")
        self.replica = replica
        self.page = page
        self.engine = engine
        self.dp_rank = dp_rank
        self.on_load = on_load
        self.interval_s = interval_s
        self.failures = 0

    async def scrape(self) -> LoadReport | None:
        try:
            report = load_from_metrics(await self.page.text(), self.engine, self.dp_rank)
        except (ConnectionError, TimeoutError, ValueError, ResponseTooLarge) as e:
            self.failures += 1
            if self.failures in (1, 10) or self.failures % 100 == 0:
                log.info("load of %s: %s", self.replica, e)
            return None
        if report is not None:
            self.failures = 0
            self.on_load(report)
        return report

    async def run(self) -> None:
        while True:
            await self.scrape()
            await asyncio.sleep(self.interval_s)
