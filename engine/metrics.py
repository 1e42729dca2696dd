"""Prometheus metrics of one engine replica, served at `GET /metrics`.

Quantities vLLM also measures carry vLLM's names and its `model_name` label, so dashboards,
autoscalers and benchmark tools written for vLLM (Grafana's vLLM dashboard, inference-perf's
Prometheus report, llm-d's scorers) read a kvroute replica as they read vLLM:

| vLLM name | what |
|---|---|
| `vllm:num_requests_running`, `vllm:num_requests_waiting` | requests being computed, queued |
| `vllm:kv_cache_usage_perc` | fraction of KV blocks in use by running requests (0..1) |
| `vllm:prompt_tokens_total`, `vllm:generation_tokens_total` | prompt tokens scheduled, tokens generated |
| `vllm:prefix_cache_queries_total`, `vllm:prefix_cache_hits_total` | prompt tokens looked up, found cached |
| `vllm:num_preemptions_total` | requests preempted for lack of KV blocks |
| `vllm:request_success_total{finished_reason}` | finished requests: stop, length, abort |
| `vllm:time_to_first_token_seconds`, `vllm:inter_token_latency_seconds`, `vllm:e2e_request_latency_seconds`, `vllm:request_queue_time_seconds` | latency histograms |
| `vllm:request_prompt_tokens`, `vllm:request_generation_tokens` | per-request length histograms |

kvroute's own names stay for what vLLM does not export: `kvroute_engine_evicted_blocks_total`.
Each `EngineMetrics` owns its registry, so two engines in one process (tests, the demo) never
share counters. The engine core calls the `on_*` hooks; the server renders.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

PREFIX = "kvroute_engine_"

# Seconds: from a few milliseconds (cached prefill on a GPU) to minutes (long CPU prefill).
_LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0)
_ITL_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
_LENGTH_BUCKETS = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000)


class EngineMetrics:
    """Latency histograms, token and cache counters, and load gauges of one replica."""

    def __init__(self, model_name: str = "kvroute", registry: CollectorRegistry | None = None) -> None:
        self.registry = registry if registry is not None else CollectorRegistry()
        self.model_name = model_name
        r, m = self.registry, ["model_name"]

        def hist(name: str, doc: str, buckets: tuple[float, ...]) -> Histogram:
            return Histogram(name, doc, m, buckets=buckets, registry=r)

        # prometheus_client appends `_total` to counter names in the exposition.
        self.ttft = hist("vllm:time_to_first_token_seconds", "Time from arrival to the first generated token.",
                         _LATENCY_BUCKETS).labels(model_name)
        self.itl = hist("vllm:inter_token_latency_seconds", "Time between consecutive generated tokens.",
                        _ITL_BUCKETS).labels(model_name)
        self.e2e = hist("vllm:e2e_request_latency_seconds", "Time from arrival to the request's end.",
                        _LATENCY_BUCKETS).labels(model_name)
        self.queue_time = hist("vllm:request_queue_time_seconds", "Time from arrival to first being scheduled.",
                               _LATENCY_BUCKETS).labels(model_name)
        self.request_prompt = hist("vllm:request_prompt_tokens", "Prompt tokens per request.",
                                   _LENGTH_BUCKETS).labels(model_name)
        self.request_generation = hist("vllm:request_generation_tokens", "Generated tokens per request.",
                                       _LENGTH_BUCKETS).labels(model_name)
        self.prompt_tokens = Counter("vllm:prompt_tokens", "Prompt tokens of scheduled requests.", m,
                                     registry=r).labels(model_name)
        self.generation_tokens = Counter("vllm:generation_tokens", "Tokens generated.", m,
                                         registry=r).labels(model_name)
        self.prefix_queries = Counter("vllm:prefix_cache_queries", "Prompt tokens looked up in the prefix cache.", m,
                                      registry=r).labels(model_name)
        self.prefix_hits = Counter("vllm:prefix_cache_hits", "Prompt tokens served from the prefix cache.", m,
                                   registry=r).labels(model_name)
        self.preemptions = Counter("vllm:num_preemptions", "Requests preempted for lack of KV blocks.", m,
                                   registry=r).labels(model_name)
        self._success = Counter("vllm:request_success", "Finished requests by finish reason.",
                                ["model_name", "finished_reason"], registry=r)
        self.kv_usage = Gauge("vllm:kv_cache_usage_perc", "Fraction of KV blocks in use by running requests.", m,
                              registry=r).labels(model_name)
        self.running = Gauge("vllm:num_requests_running", "Requests being decoded or prefilled.", m,
                             registry=r).labels(model_name)
        self.waiting = Gauge("vllm:num_requests_waiting", "Requests queued for scheduling.", m,
                             registry=r).labels(model_name)
        self._blocks = Gauge(PREFIX + "kv_blocks", "KV blocks by state: free, cached (a prefix kept for reuse, "
                             "evictable), in_use (held by running requests); they add up to the pool.", ["state"],
                             registry=r)
        self.evicted_blocks = Counter(PREFIX + "evicted_blocks", "Cached KV blocks evicted to make room.",
                                      registry=r)
        self._host_blocks = Counter(PREFIX + "host_tier_blocks", "KV blocks moved by the host tier: offloaded "
                                    "(device to host), restored (host to device), dropped (from host for room).",
                                    ["event"], registry=r)
        self.host_bytes = Counter(PREFIX + "host_tier_bytes", "Bytes copied between device and host KV tiers.",
                                  registry=r)
        self._host_seen = (0, 0, 0, 0)

    def on_scheduled_first(self, queue_time_s: float, prompt_tokens: int, cached_tokens: int) -> None:
        """A request got scheduled for the first time (cached tokens are counted here, once)."""
        self.queue_time.observe(max(0.0, queue_time_s))
        self.prompt_tokens.inc(prompt_tokens)
        self.prefix_queries.inc(prompt_tokens)
        self.prefix_hits.inc(cached_tokens)
        self.request_prompt.observe(prompt_tokens)

    def on_first_token(self, ttft_s: float) -> None:
        self.ttft.observe(max(0.0, ttft_s))
        self.generation_tokens.inc()

    def on_token(self, itl_s: float) -> None:
        self.itl.observe(max(0.0, itl_s))
        self.generation_tokens.inc()

    def on_finished(self, e2e_s: float, finish_reason: str, generated_tokens: int = 0) -> None:
        self.e2e.observe(max(0.0, e2e_s))
        self.request_generation.observe(generated_tokens)
        self._success.labels(self.model_name, finish_reason).inc()

    def on_preemption(self, n: int = 1) -> None:
        self.preemptions.inc(n)

    def on_evicted(self, n_blocks: int) -> None:
        self.evicted_blocks.inc(n_blocks)

    def on_host_tier(self, offloaded: int, restored: int, dropped: int, bytes_moved: int) -> None:
        """The host tier's totals since start; counters advance by what is new."""
        now = (offloaded, restored, dropped, bytes_moved)
        for name, new, old in zip(("offloaded", "restored", "dropped"), now, self._host_seen, strict=False):
            if new > old:
                self._host_blocks.labels(name).inc(new - old)
        if bytes_moved > self._host_seen[3]:
            self.host_bytes.inc(bytes_moved - self._host_seen[3])
        self._host_seen = now

    def on_step(self, running: int, waiting: int, kv_usage: float) -> None:
        self.running.set(running)
        self.waiting.set(waiting)
        self.kv_usage.set(kv_usage)

    def on_blocks(self, free: int, cached: int, in_use: int) -> None:
        """The KV pool's blocks by state, after a step."""
        for state, n in (("free", free), ("cached", cached), ("in_use", in_use)):
            self._blocks.labels(state).set(n)

    def render(self) -> bytes:
        """Prometheus text exposition of this registry."""
        return generate_latest(self.registry)
