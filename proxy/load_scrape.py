"""A vLLM or SGLang replica's load, read from its Prometheus `/metrics` every second.

kvroute replicas report load in their KV event heartbeats; vLLM and SGLang publish it as gauges,
which feed the cost model the same way (proxy/router.py, `L_r`):

| | running | waiting | KV cache in use (0..1) |
|---|---|---|---|
| vLLM | `vllm:num_requests_running` | `vllm:num_requests_waiting` | `vllm:kv_cache_usage_perc` (older: `vllm:gpu_cache_usage_perc`) |
| SGLang | `sglang:num_running_reqs` | `sglang:num_queue_reqs` | `sglang:token_usage` |

Values are summed over label sets (one replica may serve several model names); a target that is one
rank of a data-parallel server (proxy/data_parallel.py) sums only its rank's series. A scrape that fails
or finds none of the gauges leaves the last report to go stale (the router then ignores it).
"""

from __future__ import annotations

import asyncio
import logging
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


class LoadScraper:
    """Scrapes one replica's `/metrics` every `interval_s` into `on_load`."""

    def __init__(self, replica: str, client: ReplicaClient, headers: dict[str, str], engine: str,
                 on_load: Callable[[LoadReport], None], interval_s: float = 1.0, timeout_s: float = 2.0,
                 dp_rank: int | None = None) -> None:
        if engine not in GAUGES:
            raise ValueError(f"no load gauges known for engine {engine!r}")
        self.replica = replica
        self.client = client
        self.headers = headers
        self.engine = engine
        self.dp_rank = dp_rank
        self.on_load = on_load
        self.interval_s = interval_s
        self.timeout_s = timeout_s
        self.failures = 0

    async def scrape(self) -> LoadReport | None:
        try:
            status, _, body = await self.client.fetch("GET", "/metrics", headers=self.headers, timeout=self.timeout_s,
                                                      max_bytes=METRICS_MAX_BYTES)
            if status != 200:
                raise ValueError(f"/metrics answered HTTP {status}")
            report = load_from_metrics(body.decode("utf-8", "replace"), self.engine, self.dp_rank)
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
