"""What the proxy is configured with: frozen settings, read from TOML and flags by proxy/config.py
(where the keys, their defaults and an example are documented)."""

from __future__ import annotations

from dataclasses import dataclass, field

POLICIES = ("cache_aware", "round_robin", "least_loaded", "random", "session")
ENGINES = ("kvroute", "vllm", "sglang", "openai")


@dataclass(frozen=True)
class BackendConfig:
    """One upstream replica. `name` is its identity everywhere (headers, metrics, index): the URL, or
    the URL and a data-parallel rank.

    `engine` says what serves it: a kvroute engine (cache state from its `/kv/*` API), vLLM or
    SGLang (from ZMQ KV events at `kv_events` when given, else learned from routing; load from
    their Prometheus `/metrics`), or any other OpenAI-compatible server (learned from routing)."""

    url: str
    engine: str = "kvroute"  # kvroute | vllm | sglang | openai
    api_key: str | None = None
    supports_cache_salt: bool = True  # it honours `cache_salt` (private and group tenants need that)
    supports_kv_events: bool = True  # it serves kvroute's /kv/* API (kvroute engines)
    capacity_blocks: int | None = None
    kv_events: str | None = None  # vLLM / SGLang: the ZMQ PUB endpoint of its KV events
    kv_events_replay: str | None = None  # ...and its replay (ROUTER) endpoint
    kv_events_topic: str = ""
    data_parallel_size: int = 1  # vLLM / SGLang: engines behind the URL, each routed to apart (proxy/data_parallel.py)
    dp_rank: int | None = None  # the one of them this target pins (set by proxy.data_parallel.rank_targets)

    @property
    def name(self) -> str:
        """The replica's identity: its URL, with `#dp<rank>` for one rank of a data-parallel server."""
        return self.url if self.dp_rank is None else f"{same_url_key(self.url)}#dp{self.dp_rank}"


@dataclass(frozen=True)
class LimitsConfig:
    """How much the proxy takes from clients and replicas; over a limit a client gets 413 / 431 /
    429 / 503 in OpenAI's error shape, never a crash."""

    max_connections: int = 4096  # open client connections (lowered to what the fd limit allows)
    max_connections_per_client: int = 1024  # ...from one client address
    max_head_bytes: int = 64 * 1024  # request line and headers (431)
    max_body_bytes: int = 8 * 1024 * 1024  # request body, before and after decompression (413)
    max_response_bytes: int = 64 * 1024 * 1024  # a replica answer held whole (502 past it)
    max_prompt_tokens: int = 1 << 20  # prompt tokens tokenized and hashed per request (413)
    routing_cache_bytes: int = 256 * 1024 * 1024  # every routing memo and guess, together
    max_queue: int = 1024  # requests in progress before 503


@dataclass(frozen=True)
class DiscoveryConfig:
    """Replicas found in DNS: the A/AAAA records of `dns` ("name:port"), re-resolved every
    `interval_s`, each one a backend with the settings below."""

    dns: str | None = None
    interval_s: float = 5.0
    scheme: str = "http"
    engine: str = "kvroute"
    api_key: str | None = None
    supports_cache_salt: bool = True
    supports_kv_events: bool = True
    capacity_blocks: int | None = None
    kv_events_port: int | None = None  # vLLM / SGLang: each address's ZMQ PUB port...
    kv_events_replay_port: int | None = None  # ...and replay port
    kv_events_topic: str = ""
    data_parallel_size: int = 1  # vLLM / SGLang: ranks behind each address (proxy/data_parallel.py)

    @property
    def host_port(self) -> tuple[str, int]:
        assert self.dns is not None
        host, _, port = self.dns.rpartition(":")
        return host, int(port)

    def backend(self, address: str) -> BackendConfig:
        """The backend for one resolved address (IPv6 in brackets)."""
        host = f"[{address}]" if ":" in address else address
        events = f"tcp://{host}:{self.kv_events_port}" if self.kv_events_port else None
        replay = f"tcp://{host}:{self.kv_events_replay_port}" if self.kv_events_replay_port else None
        return BackendConfig(f"{self.scheme}://{host}:{self.host_port[1]}", self.engine, self.api_key,
                             self.supports_cache_salt, self.supports_kv_events, self.capacity_blocks, events,
                             replay, self.kv_events_topic, self.data_parallel_size)


@dataclass(frozen=True)
class PolicyConfig:
    """The routing policy and the knobs of its cost model (documented in proxy/router.py)."""

    name: str = "cache_aware"
    load_weight: float = 64.0  # prefill tokens one unit of load is worth
    host_hit_weight: float = 0.5  # a cached token on a replica's host tier is worth this share of one on its device
    token_load_unit: float = 0.0  # in-flight prompt tokens that weigh as one request (0: the recent mean prompt)
    kv_usage_weight: float = 1.0  # load units a full KV cache (kv_usage 1.0) adds
    spill_threshold: float = 8.0  # load units over the least loaded before a holder spills...
    spill_ratio: float = 1.5  # ...and times the least loaded's load
    routed_share_cap: float = 1.3  # a replica past this times its fair share of recent requests spills (0: off)...
    share_cap_exempt_prompt: float = 1.0  # ...except prompts this many times the recent mean long (0: none exempt)
    balance_slack: float = 0.5  # load units within which replicas count as least loaded
    min_match_fraction: float = 0.5  # a meaningful match covers this much of the unshared prompt...
    min_match_tokens: int = 2048  # ...or at least this many tokens
    min_match_blocks: int = 1  # and never less than this many blocks
    hot_prefix_share: float = 0.0  # traffic share making a prompt head hot (0: 1 / replicas)
    hot_window: int = 1000  # requests per generation of the hot-head counts
    hot_min_requests: int = 20  # no head is hot before this many requests were seen
    hot_prefix_blocks: int = 32  # leading blocks per request the hot-head counts look at
    load_stale_s: float = 10.0  # a replica's load report older than this is ignored
    session_capacity: int = 100_000  # session keys remembered (LRU)
    pending_ttl_s: float = 30.0  # routed blocks count as held this long unless reported stored
    approx_capacity_blocks: int = 100_000  # approximate-mode bound per replica (LRU)
    resync_window: int = 32  # responses per replica judged together...
    resync_miss_ratio: float = 0.5  # ...and the share of mispredictions that asks for a resync


@dataclass(frozen=True)
class TenantConfig:
    """A tenant as configured: who it is (API keys), how it shares cache, what it may use."""

    name: str
    api_keys: tuple[str, ...] = ()
    isolation: str = "private"
    normalize: bool = True
    learn_fields: bool = True  # learn volatile fields from its traffic (only where normalize is on)
    allowed_backends: tuple[str, ...] | None = None
    max_concurrent: int | None = None
    requests_per_second: float | None = None


@dataclass(frozen=True)
class LearnFieldsConfig:
    """Volatile fields learned from a tenant's own traffic (proxy/learned_fields.py). `enabled` is
    the default of tenants that do not set `learn_fields`, for those whose normalization is on."""

    enabled: bool = True
    min_requests: int = 8  # distinct requests showing a field within window_s before its rule applies
    window_s: float = 600.0
    expire_s: float = 3600.0  # a rule that moved nothing this long is dropped
    max_rules: int = 32  # active rules per tenant (the least recently used goes first)
    max_prompts: int = 64  # recent prompts per tenant that new ones are compared with
    converge_chars: int = 32  # text after a field's line that two prompts must share


@dataclass(frozen=True)
class OutlierConfig:
    """When a replica that answers, but badly, is ejected from the pool (proxy/outlier.py)."""

    consecutive_failures: int = 3  # failed requests in a row (5xx, timeouts, broken streams) that eject
    failure_percentage: float = 50.0  # ...or this share of failures among the requests of interval_s...
    min_requests: int = 10  # ...once there were at least this many
    interval_s: float = 10.0
    base_ejection_s: float = 30.0  # out for this long times its recent ejections...
    max_ejection_s: float = 300.0  # ...at most this long
    max_ejection_percent: float = 50.0  # never more than this share of replicas out at once (one always may)


@dataclass(frozen=True)
class TimeoutConfig:
    """Upstream and health timings, in seconds."""

    connect_s: float = 5.0
    first_byte_s: float = 120.0
    total_s: float = 600.0
    health_interval_s: float = 2.0
    health_timeout_s: float = 2.0
    events_stale_s: float = 5.0
    drain_s: float = 30.0


@dataclass(frozen=True)
class ProxyConfig:
    """Everything the proxy needs to start; empty `tenants` means one shared tenant `default`."""

    backends: tuple[BackendConfig, ...] = ()
    policy: PolicyConfig = field(default_factory=PolicyConfig)
    tenants: tuple[TenantConfig, ...] = ()
    admin_key: str | None = None
    salt_key: str | None = None
    allow_tenant_header: bool = False
    tokenizer: str | None = None
    block_size: int | None = None
    normalize: bool = True
    learn_fields: LearnFieldsConfig = field(default_factory=LearnFieldsConfig)
    host: str = "127.0.0.1"
    port: int = 8000
    admin_host: str = "127.0.0.1"
    admin_port: int = 9901  # 0: no admin listener
    timeouts: TimeoutConfig = field(default_factory=TimeoutConfig)
    outlier: OutlierConfig = field(default_factory=OutlierConfig)
    limits: LimitsConfig = field(default_factory=LimitsConfig)
    discovery: DiscoveryConfig = field(default_factory=DiscoveryConfig)


def same_url_key(url: str) -> str:
    """Two backend URLs name the same replica when they differ only by trailing slashes."""
    return url.rstrip("/")
