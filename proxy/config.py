"""The proxy's one config model: TOML (stdlib tomllib) plus CLI flags, validated at start.

Every problem raises `ConfigError` naming the key path (``tenants.acme.isolation``,
``backends[1].url``); unknown keys are refused by name so a typo never silently does nothing.

Example (every key optional except a replica source: backends here or from ``--backend``, or
``[discovery] dns``)::

    host = "127.0.0.1"
    port = 8000
    admin_host = "127.0.0.1"            # /metrics, whole /stats, /debug/* (Envoy's admin interface)
    admin_port = 9901                   # 0 turns the admin listener off
    tokenizer = "/models/smollm2"       # else fetched from a replica's /kv/tokenizer (vLLM / SGLang need it)
    block_size = 16                     # else taken from the replicas' /kv/info (16 when none serves it)
    normalize = true
    admin_key = "adm-secret"            # when set, the admin listener asks for it too
    salt_key = "change-me"              # else env KVROUTE_SALT_KEY; required once tenants exist
    # any secret key K may be K_file instead, a file holding it (a mounted Secret):
    # admin_key_file, salt_key_file, backends[].api_key_file, discovery.api_key_file,
    # tenants.X.api_keys_file (one key per line); see proxy/config_secrets.py
    allow_tenant_header = false         # trust x-tenant-id (only behind a trusted edge)

    [limits]                            # over a limit: 413 / 431 / 429 / 503, in OpenAI's error shape
    max_connections = 4096              # open client connections (also capped by the fd limit)
    max_connections_per_client = 1024   # ...from one client address
    max_head_bytes = 65536              # request line and headers
    max_body_bytes = 8388608            # request body, also once decompressed
    max_response_bytes = 67108864       # a replica answer the proxy holds whole (streams are relayed)
    max_prompt_tokens = 1048576         # prompt tokens the proxy tokenizes and hashes
    routing_cache_bytes = 268435456     # prefix-hash memo, block guesses, tokenizer caches, sessions, recent prompts
    max_queue = 1024                    # requests in progress before 503

    [policy]
    name = "cache_aware"                # cache_aware | round_robin | least_loaded | random | session
    load_weight = 64.0                  # knobs: see proxy/router.py
    spill_threshold = 8.0

    [timeouts]
    connect_s = 5.0
    first_byte_s = 120.0

    [outlier]                           # replicas that answer, but badly, leave the pool for a while
    consecutive_failures = 3            # failures in a row (5xx, timeouts, broken streams) that eject...
    failure_percentage = 50.0           # ...or this share of failures among the last interval_s's requests
    base_ejection_s = 30.0              # out for this long times its recent ejections

    [[backends]]
    url = "http://10.0.0.5:8001"        # a kvroute engine: cache state from its /kv/* API
    api_key = "sk-upstream"             # sent upstream as Authorization: Bearer
    supports_cache_salt = true
    capacity_blocks = 50000             # approximate-mode bound for this backend

    [[backends]]
    url = "http://10.0.0.6:8000"
    engine = "vllm"                     # kvroute | vllm | sglang | openai (docs/vllm.md)
    kv_events = "tcp://10.0.0.6:5557"   # its --kv-events-config endpoint: exact cache state
    kv_events_replay = "tcp://10.0.0.6:5558"
    kv_events_topic = ""                # the topic it publishes under (vLLM's default: none)
    data_parallel_size = 1              # its --data-parallel-size: each rank is routed to apart,
                                        # pinned by X-Data-Parallel-Rank (proxy/data_parallel.py)

    [discovery]                         # replicas from DNS (a headless Service), besides [[backends]]
    dns = "engine.default.svc.cluster.local:8001"
    interval_s = 5.0                    # re-resolved this often; replicas join and drain as records change
    api_key = "sk-upstream"             # the [[backends]] settings, for every discovered replica

    [learn_fields]                      # volatile fields learned from traffic (proxy/learned_fields.py)
    enabled = true                      # default for tenants whose normalization is on
    min_requests = 8                    # requests showing a field (within window_s) before its rule applies
    window_s = 600.0
    expire_s = 3600.0                   # a rule that moved nothing this long is dropped
    max_rules = 32                      # per tenant
    max_prompts = 64                    # recent prompts per tenant compared with new ones
    converge_chars = 32                 # text after a field's line both prompts must share

    [tenants.acme]
    api_keys = ["sk-acme-1", "sk-acme-2"]
    isolation = "private"               # the default; or group:<name>, or shared (must be asked for)
    normalize = true
    learn_fields = true                 # else [learn_fields] enabled; needs normalize = true
    allowed_backends = ["http://10.0.0.5:8001"]
    max_concurrent = 64
    requests_per_second = 20.0

CLI flags override file values (`load_config`'s ``overrides``); ``--backend`` replaces the file's
backend list, keeping the file's settings for URLs it also lists. A backend's URL is kept exactly as
configured (it is the replica's name in headers and metrics); URLs that differ only by a trailing
slash are the same backend. SIGHUP re-reads the file's replica sources (``backends``, ``discovery``);
other changes need a restart.
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import fields, replace
from typing import Any

from proxy.config_checks import (
    NAME_RE,
    ConfigError,
    check_bool,
    check_float,
    check_int,
    check_isolation,
    check_known,
    check_str,
    check_table,
    check_url,
)
from proxy.config_secrets import check_not_placeholder, resolve_secret_files
from proxy.config_tables import parse_learn_fields, parse_limits, parse_outlier, parse_policy, parse_timeouts
from proxy.config_types import (
    ENGINES,
    BackendConfig,
    DiscoveryConfig,
    ProxyConfig,
    TenantConfig,
    same_url_key,
)
from proxy.data_parallel import endpoint_clash, rank_targets

SALT_KEY_ENV = "KVROUTE_SALT_KEY"


# ---- sections ----------------------------------------------------------------------------------


def _zmq_endpoint(v: Any, key: str) -> str:
    ep = check_str(v, key)
    if not re.match(r"^(tcp://[^\s/]+:\d+|ipc://\S+)$", ep):
        raise ConfigError(key, f"must be a ZMQ endpoint such as tcp://10.0.0.5:5557, got {ep!r}")
    return ep


def _engine_settings(t: Mapping[str, Any], key: str) -> dict[str, Any]:
    """What a backend (or the discovery template) says of the engine behind it, with the defaults
    that follow from the engine: only kvroute serves /kv/*, the OpenAI API takes no cache_salt."""
    engine = check_str(t.get("engine", "kvroute"), f"{key}.engine")
    if engine not in ENGINES:
        raise ConfigError(f"{key}.engine", f"must be one of {', '.join(ENGINES)}, got {engine!r}")
    kv_api = check_bool(t.get("supports_kv_events", engine == "kvroute"), f"{key}.supports_kv_events")
    if kv_api and engine != "kvroute":
        raise ConfigError(f"{key}.supports_kv_events", f"only kvroute engines serve /kv/*; a {engine} replica's "
                                                       "cache state comes from kv_events (ZMQ) or from routing")
    cap = t.get("capacity_blocks")
    topic = t.get("kv_events_topic", "")
    return {
        "engine": engine,
        "api_key": check_str(t["api_key"], f"{key}.api_key") if t.get("api_key") is not None else None,
        "supports_cache_salt": check_bool(t.get("supports_cache_salt", engine != "openai"), f"{key}.supports_cache_salt"),
        "supports_kv_events": kv_api,
        "capacity_blocks": check_int(cap, f"{key}.capacity_blocks", lo=1) if cap is not None else None,
        "kv_events_topic": check_str(topic, f"{key}.kv_events_topic", empty=True),
    }


def _check_zmq_engine(engine: str, has_events: bool, key: str) -> None:
    if has_events and engine not in ("vllm", "sglang"):
        raise ConfigError(key, f"ZMQ KV events are read from vllm and sglang replicas, not {engine!r} "
                               "(a kvroute engine's come from /kv/events)")


def _backend(v: Any, key: str) -> BackendConfig:
    if isinstance(v, str):
        return BackendConfig(url=check_url(v, key))
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(BackendConfig)} - {"dp_rank"}, key)
    if "url" not in t:
        raise ConfigError(f"{key}.url", "is required")
    settings = _engine_settings(t, key)
    events = _zmq_endpoint(t["kv_events"], f"{key}.kv_events") if t.get("kv_events") is not None else None
    replay = t.get("kv_events_replay")
    if replay is not None:
        if events is None:
            raise ConfigError(f"{key}.kv_events_replay", "needs kv_events")
        replay = _zmq_endpoint(replay, f"{key}.kv_events_replay")
    _check_zmq_engine(settings["engine"], events is not None, f"{key}.kv_events")
    config = BackendConfig(url=check_url(t["url"], f"{key}.url"), kv_events=events, kv_events_replay=replay,
                           data_parallel_size=_ranks(t, settings["engine"], key), **settings)
    _check_rank_endpoints(config, key)
    return config


def _ranks(t: Mapping[str, Any], engine: str, key: str) -> int:
    """`data_parallel_size`: how many ranks a vLLM or SGLang server runs behind its URL."""
    ranks = check_int(t.get("data_parallel_size", 1), f"{key}.data_parallel_size", lo=1, hi=1024)
    if ranks > 1 and engine not in ("vllm", "sglang"):
        raise ConfigError(f"{key}.data_parallel_size", f"vllm and sglang servers run data-parallel ranks that a "
                                                       f"request can be pinned to, not {engine!r}")
    return ranks


def _check_rank_endpoints(config: BackendConfig, key: str) -> None:
    clash = endpoint_clash(config)
    if clash is not None:
        raise ConfigError(f"{key}.data_parallel_size", clash)


def _discovery(v: Any, key: str = "discovery") -> DiscoveryConfig:
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(DiscoveryConfig)}, key)
    d = DiscoveryConfig()
    dns = t.get("dns")
    if dns is not None:
        dns = check_str(dns, f"{key}.dns")
        host, sep, port = dns.rpartition(":")
        if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536 or any(c.isspace() for c in dns):
            raise ConfigError(f"{key}.dns", f"must be NAME:PORT (a DNS name and a port), got {dns!r}")
    scheme = check_str(t.get("scheme", d.scheme), f"{key}.scheme")
    if scheme not in ("http", "https"):
        raise ConfigError(f"{key}.scheme", f"must be 'http' or 'https', got {scheme!r}")
    settings = _engine_settings(t, key)
    ports = {k: check_int(t[k], f"{key}.{k}", lo=1, hi=65535) if t.get(k) is not None else None
             for k in ("kv_events_port", "kv_events_replay_port")}
    if ports["kv_events_replay_port"] is not None and ports["kv_events_port"] is None:
        raise ConfigError(f"{key}.kv_events_replay_port", "needs kv_events_port")
    _check_zmq_engine(settings["engine"], ports["kv_events_port"] is not None, f"{key}.kv_events_port")
    d = DiscoveryConfig(dns=dns, interval_s=check_float(t.get("interval_s", d.interval_s), f"{key}.interval_s",
                                                       positive=True),
                        scheme=scheme, data_parallel_size=_ranks(t, settings["engine"], key), **settings, **ports)
    if d.dns is not None:
        _check_rank_endpoints(d.backend("192.0.2.1"), key)  # every address gets the same ports
    return d


def _tenant(name: str, v: Any, key: str, learn_default: bool = True) -> TenantConfig:
    if not NAME_RE.match(name):
        raise ConfigError(key, "tenant names use letters, digits, '_', '.', '-' (at most 64)")
    t = check_table(v, key)
    check_known(t, {f.name for f in fields(TenantConfig)} - {"name"}, key)
    keys = t.get("api_keys", [])
    if not isinstance(keys, list):
        raise ConfigError(f"{key}.api_keys", "must be a list of strings")
    api_keys = tuple(check_str(k, f"{key}.api_keys[{i}]") for i, k in enumerate(keys))
    allowed = t.get("allowed_backends")
    if allowed is not None:
        if not isinstance(allowed, list) or not allowed:
            raise ConfigError(f"{key}.allowed_backends", "must be a non-empty list of backend URLs")
        allowed = tuple(check_url(u, f"{key}.allowed_backends[{i}]") for i, u in enumerate(allowed))
    mc, rps = t.get("max_concurrent"), t.get("requests_per_second")
    normalize = check_bool(t.get("normalize", True), f"{key}.normalize")
    learn = t.get("learn_fields")
    if learn is not None and check_bool(learn, f"{key}.learn_fields") and not normalize:
        raise ConfigError(f"{key}.learn_fields", "needs normalize = true (learned fields move text as the "
                                                 "normalizer does)")
    return TenantConfig(
        name=name,
        api_keys=api_keys,
        isolation=check_isolation(t.get("isolation", "private"), f"{key}.isolation"),
        normalize=normalize,
        learn_fields=normalize and (learn_default if learn is None else learn),
        allowed_backends=allowed,
        max_concurrent=check_int(mc, f"{key}.max_concurrent", lo=1) if mc is not None else None,
        requests_per_second=check_float(rps, f"{key}.requests_per_second", positive=True) if rps is not None else None,
    )


_TOP = {f.name for f in fields(ProxyConfig)}  # the file's top-level keys
_OVERRIDES = {"backends", "backend_dns", "policy", "tokenizer", "block_size", "normalize", "host", "port",
              "admin_host", "admin_port", "admin_key", "salt_key", "allow_tenant_header"}


def parse_config(data: Mapping[str, Any], env: Mapping[str, str] | None = None) -> ProxyConfig:
    """Validate a parsed TOML document into a ProxyConfig; `env` supplies KVROUTE_SALT_KEY. Secret
    keys may be given as files (`admin_key_file`, ...: proxy/config_secrets.py)."""
    env = os.environ if env is None else env
    data = resolve_secret_files(data)
    check_known(data, _TOP, "")
    raw_backends = data.get("backends", [])
    if not isinstance(raw_backends, list):
        raise ConfigError("backends", "must be an array of tables ([[backends]]) or of URL strings")
    backends = tuple(_backend(b, f"backends[{i}]") for i, b in enumerate(raw_backends))
    discovery = _discovery(data.get("discovery", {}))
    if not backends and discovery.dns is None:
        raise ConfigError("backends", "at least one backend is required ([[backends]] url = ... or --backend URL, "
                                      "or [discovery] dns = NAME:PORT / --backend-dns NAME:PORT)")
    seen: dict[str, BackendConfig] = {}  # URL without trailing "/" -> backend (url kept as configured)
    for i, b in enumerate(backends):
        if same_url_key(b.url) in seen:
            raise ConfigError(f"backends[{i}].url", f"duplicate backend {b.url!r}")
        seen[same_url_key(b.url)] = b

    allow_header = check_bool(data.get("allow_tenant_header", False), "allow_tenant_header")
    learn_fields = parse_learn_fields(data.get("learn_fields", {}))
    raw_tenants = check_table(data.get("tenants", {}), "tenants")
    tenants = tuple(_tenant(n, v, f"tenants.{n}", learn_fields.enabled) for n, v in raw_tenants.items())
    key_owner: dict[str, str] = {}
    resolved: list[TenantConfig] = []
    for t in tenants:
        tkey = f"tenants.{t.name}"
        if not t.api_keys and not allow_header:
            raise ConfigError(f"{tkey}.api_keys", "no API keys and allow_tenant_header is false: unreachable tenant")
        for i, k in enumerate(t.api_keys):
            if k in key_owner:
                raise ConfigError(f"{tkey}.api_keys[{i}]", f"same key as tenant {key_owner[k]!r}")
            key_owner[k] = t.name
        if t.allowed_backends is not None:
            for i, u in enumerate(t.allowed_backends):
                if same_url_key(u) not in seen:
                    raise ConfigError(f"{tkey}.allowed_backends[{i}]", f"{u!r} is not a configured backend")
            allowed = [seen[same_url_key(u)] for u in t.allowed_backends]
            if t.isolation != "shared" and not any(b.supports_cache_salt for b in allowed):
                raise ConfigError(f"{tkey}.allowed_backends",
                                  f"isolation {t.isolation!r} needs a backend with supports_cache_salt = true")
            t = replace(t, allowed_backends=tuple(dict.fromkeys(r.name for b in allowed for r in rank_targets(b))))
        resolved.append(t)
    tenants = tuple(resolved)
    salted = any(b.supports_cache_salt for b in backends) or (discovery.dns is not None
                                                              and discovery.supports_cache_salt)
    if tenants and not salted and any(t.isolation != "shared" for t in tenants):
        raise ConfigError("backends", "private/group tenants need at least one backend with supports_cache_salt = true")

    salt_key = data.get("salt_key")
    salt_key = check_str(salt_key, "salt_key") if salt_key is not None else env.get(SALT_KEY_ENV) or None
    if tenants and not salt_key:
        raise ConfigError("salt_key", f"required when tenants are configured (set salt_key or {SALT_KEY_ENV})")
    admin_key = check_str(data["admin_key"], "admin_key") if data.get("admin_key") is not None else None
    for key, secret in [("salt_key", salt_key), ("admin_key", admin_key),
                        *((f"backends[{i}].api_key", b.api_key) for i, b in enumerate(backends)),
                        ("discovery.api_key", discovery.api_key),
                        *((f"tenants.{t.name}.api_keys", k) for t in tenants for k in t.api_keys)]:
        check_not_placeholder(secret, key)
    bs = data.get("block_size")
    tok = data.get("tokenizer")
    zmq_replicas = any(b.kv_events for b in backends) or discovery.kv_events_port is not None
    if zmq_replicas and tok is None:
        raise ConfigError("tokenizer", "a directory with the replicas' tokenizer is needed to read their ZMQ KV events "
                                       "(vLLM and SGLang do not serve it); set tokenizer or --tokenizer")
    return ProxyConfig(
        backends=tuple(r for b in backends for r in rank_targets(b)),
        policy=parse_policy(data.get("policy", {})),
        tenants=tenants,
        admin_key=admin_key,
        salt_key=salt_key,
        allow_tenant_header=allow_header,
        tokenizer=check_str(tok, "tokenizer") if tok is not None else None,
        block_size=check_int(bs, "block_size", lo=1, hi=1 << 16) if bs is not None else None,
        normalize=check_bool(data.get("normalize", True), "normalize"),
        learn_fields=learn_fields,
        host=check_str(data.get("host", "127.0.0.1"), "host"),
        port=check_int(data.get("port", 8000), "port", lo=0, hi=65535),
        admin_host=check_str(data.get("admin_host", "127.0.0.1"), "admin_host"),
        admin_port=check_int(data.get("admin_port", 9901), "admin_port", lo=0, hi=65535),
        timeouts=parse_timeouts(data.get("timeouts", {})),
        outlier=parse_outlier(data.get("outlier", {})),
        limits=parse_limits(data.get("limits", {})),
        discovery=discovery,
    )


def load_config(path: str | None, overrides: Mapping[str, Any] | None = None,
                env: Mapping[str, str] | None = None) -> ProxyConfig:
    """Read TOML at `path` (None: no file), apply CLI `overrides`, validate.

    Overrides whose value is None are ignored (flags not given). ``backends`` is a list of URLs;
    ``policy`` a policy name; ``backend_dns`` NAME:PORT for ``[discovery] dns``; the rest replace
    the top-level key of the same name.
    """
    data: dict[str, Any] = {}
    if path is not None:
        try:
            with open(path, "rb") as f:
                data = tomllib.load(f)
        except OSError as e:
            raise ConfigError("--config", f"cannot read {path}: {e.strerror or e}") from e
        except tomllib.TOMLDecodeError as e:
            raise ConfigError("--config", f"{path} is not valid TOML: {e}") from e
    for k, v in (overrides or {}).items():
        if v is None:
            continue
        if k not in _OVERRIDES:
            raise ConfigError(k, f"unknown override (allowed: {', '.join(sorted(_OVERRIDES))})")
        if k == "backend_dns":
            disc = dict(data.get("discovery", {})) if isinstance(data.get("discovery"), Mapping) else {}
            disc["dns"] = v
            k, v = "discovery", disc
        elif k == "backends":
            v = _merge_backends(data.get("backends", []), v)
        elif k == "policy":
            pol = dict(data.get("policy", {})) if isinstance(data.get("policy"), Mapping) else {}
            pol["name"] = v
            v = pol
        data[k] = v
    return parse_config(data, env)


def _merge_backends(file_backends: Any, urls: Any) -> list[Any]:
    """`--backend` URLs replace the file's list; a URL the file also lists keeps its settings."""
    if isinstance(urls, str) or not isinstance(urls, list | tuple):
        raise ConfigError("--backend", "must be a list of URLs")
    known: dict[str, Any] = {}
    if isinstance(file_backends, list):
        for b in file_backends:
            if isinstance(b, Mapping) and isinstance(b.get("url"), str):
                known[same_url_key(b["url"])] = b
    out: list[Any] = []
    for i, u in enumerate(urls):
        u = check_url(u, f"--backend[{i}]")
        out.append(known.get(same_url_key(u), u))
    return out
