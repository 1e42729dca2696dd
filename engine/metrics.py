"""Prometheus metrics of one engine replica, served at `GET /metrics`.

Each `EngineMetrics` owns its registry (the default is a fresh one), so two engines in one process
(tests, the demo) never share counters. The engine core calls the `on_*` hooks; the server renders.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

PREFIX = "kvroute_engine_"

# Seconds: from a few milliseconds (cached prefill on a GPU) to minutes (long CPU prefill).
_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
_ITL_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class EngineMetrics:
    """Latency histograms, token and cache counters, and load gauges of one replica."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry if registry is not None else CollectorRegistry()
        r = self.registry
        self.ttft = Histogram(PREFIX + "ttft_seconds", "Time from arrival to the first generated token.",
                              buckets=_LATENCY_BUCKETS, registry=r)
        self.itl = Histogram(PREFIX + "inter_token_latency_seconds", "Time between consecutive generated tokens.",
                             buckets=_ITL_BUCKETS, registry=r)
        self.e2e = Histogram(PREFIX + "e2e_latency_seconds", "Time from arrival to the request's end.",
                             buckets=_LATENCY_BUCKETS, registry=r)
        self.queue_time = Histogram(PREFIX + "queue_time_seconds", "Time from arrival to first being scheduled.",
                                    buckets=_LATENCY_BUCKETS, registry=r)
        # prometheus_client appends `_total` to counter names in the exposition.
        self.prompt_tokens = Counter(PREFIX + "prompt_tokens", "Prompt tokens of scheduled requests.", registry=r)
        self.cached_prompt_tokens = Counter(PREFIX + "cached_prompt_tokens",
                                            "Prompt tokens served from the prefix cache.", registry=r)
        self.preemptions = Counter(PREFIX + "preemptions", "Requests preempted for lack of KV blocks.", registry=r)
        self.evicted_blocks = Counter(PREFIX + "evicted_blocks", "Cached KV blocks evicted to make room.",
                                      registry=r)
        self.requests = Counter(PREFIX + "requests", "Finished requests by finish reason.", ["finish_reason"],
                                registry=r)
        self.kv_usage = Gauge(PREFIX + "kv_usage_ratio", "Fraction of KV blocks in use by running requests.",
                              registry=r)
        self.running = Gauge(PREFIX + "running_requests", "Requests being decoded or prefilled.", registry=r)
        self.waiting = Gauge(PREFIX + "waiting_requests", "Requests queued for scheduling.", registry=r)

    def on_scheduled_first(self, queue_time_s: float, prompt_tokens: int, cached_tokens: int) -> None:
        """A request got scheduled for the first time (cached tokens are counted here, once)."""
        self.queue_time.observe(max(0.0, queue_time_s))
        self.prompt_tokens.inc(prompt_tokens)
        self.cached_prompt_tokens.inc(cached_tokens)

    def on_first_token(self, ttft_s: float) -> None:
        self.ttft.observe(max(0.0, ttft_s))

    def on_token(self, itl_s: float) -> None:
        self.itl.observe(max(0.0, itl_s))

    def on_finished(self, e2e_s: float, finish_reason: str) -> None:
        self.e2e.observe(max(0.0, e2e_s))
        self.requests.labels(finish_reason=finish_reason).inc()

    def on_preemption(self, n: int = 1) -> None:
        self.preemptions.inc(n)

    def on_evicted(self, n_blocks: int) -> None:
        self.evicted_blocks.inc(n_blocks)

    def on_step(self, running: int, waiting: int, kv_usage: float) -> None:
        self.running.set(running)
        self.waiting.set(waiting)
        self.kv_usage.set(kv_usage)

    def render(self) -> bytes:
        """Prometheus text exposition of this registry."""
        return generate_latest(self.registry)
