"""The proxy's Prometheus metrics, all named `kvroute_proxy_*`, in a per-instance registry.

Labels stay low-cardinality: tenant names come from config (or `default`), backends are the
configured URLs, statuses are HTTP codes, reasons and kinds are small fixed vocabularies. Never a
raw API key, user id or request id.

The request path only bumps plain Python numbers (a few attribute updates per request); a custom
collector turns them into metric families when `/metrics` is scraped. prometheus_client's own
metric objects cost several microseconds per update, which adds up to a visible share of the
proxy's per-request budget.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from typing import Any

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, HistogramMetricFamily
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.registry import Collector

NO_BACKEND = "none"

_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
_ITL_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
_LENGTH_BUCKETS = (16, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072)


class _Value:
    """One labelled counter or gauge."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0.0

    def inc(self, amount: float = 1.0) -> None:
        self.value += amount

    def dec(self, amount: float = 1.0) -> None:
        self.value -= amount

    def set(self, value: float) -> None:
        self.value = value


class _Histogram:
    """One labelled histogram: per-bucket counts (non-cumulative until exported) and the sum."""

    __slots__ = ("bounds", "counts", "sum")

    def __init__(self, bounds: tuple[float, ...]) -> None:
        self.bounds = bounds
        self.counts = [0] * (len(bounds) + 1)
        self.sum = 0.0

    def observe(self, value: float) -> None:
        self.counts[bisect_left(self.bounds, value)] += 1
        self.sum += value


class Metric:
    """A metric family: its children by label values, and how to export them."""

    def __init__(self, kind: str, name: str, doc: str, labels: tuple[str, ...] = (),
                 buckets: tuple[float, ...] = ()) -> None:
        self.kind, self.name, self.doc, self.label_names, self.buckets = kind, name, doc, labels, buckets
        self.children: dict[tuple[str, ...], Any] = {}
        self._solo: Any = None  # the one child of an unlabelled metric, once used

    def labels(self, *values: str) -> Any:
        child = self.children.get(values)
        if child is None:
            if len(values) != len(self.label_names):
                raise ValueError(f"{self.name} takes labels {self.label_names}, got {values}")
            child = self.children[values] = _Histogram(self.buckets) if self.kind == "histogram" else _Value()
        return child

    # Unlabelled metrics are used directly.
    def inc(self, amount: float = 1.0) -> None:
        (self._solo or self._first_solo()).inc(amount)

    def set(self, value: float) -> None:
        (self._solo or self._first_solo()).set(value)

    def observe(self, value: float) -> None:
        (self._solo or self._first_solo()).observe(value)

    def _first_solo(self) -> Any:
        self._solo = self.labels()
        return self._solo

    def family(self) -> Any:
        labels = list(self.label_names)
        if self.kind == "counter":
            fam = CounterMetricFamily(self.name, self.doc, labels=labels)
            for values, child in self.children.items():
                fam.add_metric(list(values), child.value)
        elif self.kind == "gauge":
            fam = GaugeMetricFamily(self.name, self.doc, labels=labels)
            for values, child in self.children.items():
                fam.add_metric(list(values), child.value)
        else:
            fam = HistogramMetricFamily(self.name, self.doc, labels=labels)
            for values, child in self.children.items():
                cumulative, buckets = 0, []
                for bound, count in zip((*child.bounds, float("inf")), child.counts, strict=True):
                    cumulative += count
                    buckets.append(("+Inf" if bound == float("inf") else repr(float(bound)), cumulative))
                fam.add_metric(list(values), buckets, child.sum)
        return fam


class _Collector(Collector):
    def __init__(self, metrics: list[Metric]) -> None:
        self.metrics = metrics

    def collect(self) -> Iterator[Any]:
        for m in self.metrics:
            yield m.family()


class ProxyMetrics:
    """Every metric the proxy exports; one instance per proxy (tests run several side by side)."""

    content_type = CONTENT_TYPE_LATEST

    def __init__(self) -> None:
        p = "kvroute_proxy_"
        tb, b, t = ("tenant", "backend"), ("backend",), ()
        mk = Metric
        self.requests = mk("counter", p + "requests_total", "Requests answered, by tenant, backend and HTTP status",
                           ("tenant", "backend", "status"))
        self.prompt_tokens = mk("counter", p + "prompt_tokens_total", "Prompt tokens the replicas reported (usage)", tb)
        self.cached_tokens = mk("counter", p + "cached_tokens_total",
                                "Cached prompt tokens the replicas reported (usage)", tb)
        self.predicted_tokens = mk("counter", p + "predicted_prefix_tokens_total",
                                   "Prefix tokens the proxy predicted cached when it routed", tb)
        self.prediction_misses = mk("counter", p + "prediction_misses_total",
                                    "Responses whose cached tokens fell short of the prediction", b)
        self.ttft = mk("histogram", p + "ttft_seconds", "Time to the first content chunk, at the proxy", b,
                       _LATENCY_BUCKETS)
        self.itl = mk("histogram", p + "inter_token_seconds", "Time between content chunks of a stream, at the proxy",
                      b, _ITL_BUCKETS)
        self.e2e = mk("histogram", p + "e2e_seconds", "Request latency from routing to last byte, at the proxy", b,
                      _LATENCY_BUCKETS)
        self.prompt_length = mk("histogram", p + "prompt_length_tokens", "Prompt length as the proxy tokenized it", t,
                                _LENGTH_BUCKETS)
        self.output_length = mk("histogram", p + "output_length_tokens", "Completion tokens the replicas reported", t,
                                _LENGTH_BUCKETS)
        self.retries = mk("counter", p + "retries_total",
                          "Attempts retried on another replica, by failed backend and reason", ("backend", "reason"))
        self.failovers = mk("counter", p + "failovers_total",
                            "Requests served by a replica other than the first choice, by first choice", b)
        self.rejections = mk("counter", p + "rejections_total",
                             "Requests refused before forwarding (429/503), by reason", ("reason",))
        self.route_decisions = mk("counter", p + "route_decisions_total", "Routing decisions by policy and reason",
                                  ("policy", "reason"))
        self.normalizer_changes = mk("counter", p + "normalizer_changes_total",
                                     "Prompt changes the normalizer made, by kind", ("kind",))
        self.learned_rules = mk("gauge", p + "learned_rules", "Learned volatile-field rules active, by tenant",
                                ("tenant",))
        self.learned_promoted = mk("counter", p + "learned_rules_promoted_total",
                                   "Volatile fields learned from traffic (rules made active), by tenant", ("tenant",))
        self.learned_moves = mk("counter", p + "learned_moves_total",
                                "Values moved to the trailer by learned rules, by tenant", ("tenant",))
        self.learned_expired = mk("counter", p + "learned_rules_expired_total",
                                  "Learned rules dropped after moving nothing for learn_fields.expire_s, by tenant",
                                  ("tenant",))
        self.learned_evicted = mk("counter", p + "learned_rules_evicted_total",
                                  "Learned rules dropped to stay within learn_fields.max_rules, by tenant", ("tenant",))
        self.outlier_ejections = mk("counter", p + "outlier_ejections_total",
                                    "Replicas ejected for failing requests, by backend and reason", ("backend", "reason"))
        self.stream_errors = mk("counter", p + "stream_errors_total", "Streams that ended with an error event", b)
        self.backend_healthy = mk("gauge", p + "backend_healthy", "1 while a replica is in the pool", b)
        self.in_flight = mk("gauge", p + "in_flight_requests", "Requests being served, by backend", b)
        self.queue_depth = mk("gauge", p + "admitted_requests", "Requests admitted and not yet finished", t)
        self.index_exact = mk("gauge", p + "index_exact_mode",
                              "1 while a replica's cache state comes from its KV events", b)
        self.resyncs = mk("counter", p + "kv_resyncs_total", "KV state resynchronisations, by backend and reason",
                          ("backend", "reason"))
        self.kv_events = mk("counter", p + "kv_events_total",
                            "KV events applied to the prefix index, by type (other_rank: a batch of another "
                            "data-parallel rank, not applied)", ("backend", "type"))
        self.connections = mk("gauge", p + "open_connections", "Open client connections, by listener", ("listener",))
        self.connections_refused = mk("counter", p + "connections_refused_total",
                                      "Client connections refused at a connection cap, by cap", ("cap",))
        self.routing_cache_bytes = mk("gauge", p + "routing_cache_bytes",
                                      "Bytes held by routing caches (upper estimates), by cache", ("cache",))
        self.replicas = mk("gauge", p + "replicas", "Replicas known, by state", ("state",))
        self.registry = CollectorRegistry(auto_describe=False)
        self.registry.register(_Collector([v for v in vars(self).values() if isinstance(v, Metric)]))

    @staticmethod
    def child(metric: Metric, *labels: str) -> Any:
        """The labelled child of `metric` (kept for call sites written against prometheus_client)."""
        return metric.labels(*labels)

    @staticmethod
    def value(metric: Metric, *labels: str) -> float:
        """A counter's or gauge's current value (0 when never touched); for tests and /stats."""
        child = metric.children.get(labels)
        return 0.0 if child is None else float(child.value)

    def forget_backend(self, backend: str) -> None:
        """Drop a departed replica's gauges (its counters stay: they are history)."""
        for m in (self.backend_healthy, self.in_flight, self.index_exact):
            m.children.pop((backend,), None)

    def render(self) -> bytes:
        """The Prometheus text exposition of this instance's registry."""
        return generate_latest(self.registry)
