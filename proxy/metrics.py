"""The proxy's Prometheus metrics, all named `kvroute_proxy_*`, in a per-instance registry.

Labels stay low-cardinality: tenant names come from config (or `default`), backends are the
configured URLs, statuses are HTTP codes, reasons and kinds are small fixed vocabularies. Never a
raw API key, user id or request id.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

NO_BACKEND = "none"

_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
_ITL_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
_LENGTH_BUCKETS = (16, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072)


class ProxyMetrics:
    """Every metric the proxy exports; one instance per proxy (tests run several side by side)."""

    content_type = CONTENT_TYPE_LATEST

    def __init__(self) -> None:
        r = self.registry = CollectorRegistry(auto_describe=True)
        p = "kvroute_proxy_"
        self.requests = Counter(p + "requests_total", "Requests answered, by tenant, backend and HTTP status",
                                ["tenant", "backend", "status"], registry=r)
        self.prompt_tokens = Counter(p + "prompt_tokens_total", "Prompt tokens the replicas reported (usage)",
                                     ["tenant", "backend"], registry=r)
        self.cached_tokens = Counter(p + "cached_tokens_total", "Cached prompt tokens the replicas reported (usage)",
                                     ["tenant", "backend"], registry=r)
        self.predicted_tokens = Counter(p + "predicted_prefix_tokens_total",
                                        "Prefix tokens the proxy predicted cached when it routed",
                                        ["tenant", "backend"], registry=r)
        self.prediction_misses = Counter(p + "prediction_misses_total",
                                         "Responses whose cached tokens fell short of the prediction",
                                         ["backend"], registry=r)
        self.ttft = Histogram(p + "ttft_seconds", "Time to the first content chunk, at the proxy",
                              ["backend"], buckets=_LATENCY_BUCKETS, registry=r)
        self.itl = Histogram(p + "inter_token_seconds", "Time between content chunks of a stream, at the proxy",
                             ["backend"], buckets=_ITL_BUCKETS, registry=r)
        self.e2e = Histogram(p + "e2e_seconds", "Request latency from arrival to last byte, at the proxy",
                             ["backend"], buckets=_LATENCY_BUCKETS, registry=r)
        self.prompt_length = Histogram(p + "prompt_length_tokens", "Prompt length as the proxy tokenized it",
                                       buckets=_LENGTH_BUCKETS, registry=r)
        self.output_length = Histogram(p + "output_length_tokens", "Completion tokens the replicas reported",
                                       buckets=_LENGTH_BUCKETS, registry=r)
        self.retries = Counter(p + "retries_total", "Attempts retried on another replica, by failed backend and reason",
                               ["backend", "reason"], registry=r)
        self.failovers = Counter(p + "failovers_total", "Requests served by a replica other than the first choice",
                                 ["backend"], registry=r)
        self.rejections = Counter(p + "rejections_total", "Requests refused before forwarding (429/503), by reason",
                                  ["reason"], registry=r)
        self.route_decisions = Counter(p + "route_decisions_total", "Routing decisions by policy and reason",
                                       ["policy", "reason"], registry=r)
        self.normalizer_changes = Counter(p + "normalizer_changes_total", "Prompt changes the normalizer made, by kind",
                                          ["kind"], registry=r)
        self.stream_errors = Counter(p + "stream_errors_total", "Streams that ended with an error event",
                                     ["backend"], registry=r)
        self.backend_healthy = Gauge(p + "backend_healthy", "1 while a replica is in the pool", ["backend"], registry=r)
        self.in_flight = Gauge(p + "in_flight_requests", "Requests being served, by backend", ["backend"], registry=r)
        self.queue_depth = Gauge(p + "admitted_requests", "Requests admitted and not yet finished", registry=r)
        self.index_exact = Gauge(p + "index_exact_mode", "1 while a replica's cache state comes from its KV events",
                                 ["backend"], registry=r)
        self.resyncs = Counter(p + "kv_resyncs_total", "KV state resynchronisations, by backend and reason",
                               ["backend", "reason"], registry=r)
        self.kv_events = Counter(p + "kv_events_total", "KV events applied to the prefix index", ["backend", "type"],
                                 registry=r)
        self._children: dict[tuple, object] = {}

    def child(self, metric: Counter | Gauge | Histogram, *labels: str):  # noqa: ANN201 - prometheus child type
        """A cached labelled child: `labels()` is the slow part of the hot path."""
        key = (id(metric), labels)
        c = self._children.get(key)
        if c is None:
            c = self._children[key] = metric.labels(*labels)
        return c

    def render(self) -> bytes:
        """The Prometheus text exposition of this instance's registry."""
        return generate_latest(self.registry)
