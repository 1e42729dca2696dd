"""The leak check, once the soak is over and idle: each engine's KV block accounting and the proxy's
gauges of work in progress back to 0."""

from __future__ import annotations

import time
from typing import Any

import orjson

from bench.soaking.cluster import Cluster
from bench.soaking.metrics import get, metric, scrape


def leak_check(cl: Cluster, idle_timeout: float = 30.0) -> dict[str, Any]:
    """Once idle: each engine's block accounting, and the proxy's gauges of work in progress."""
    failures: list[str] = []
    engines = {}
    for name in cl.engines:
        url = cl.replicas[name].url
        deadline = time.monotonic() + idle_timeout
        while True:
            acc = orjson.loads(get(url + "/debug/kv_accounting"))
            if (acc["running"] == 0 and acc["waiting"] == 0) or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        m = scrape(url)
        work = {"finished": metric(m, "vllm:request_success_total"),
                "aborted": metric(m, "vllm:request_success_total", 'finished_reason="abort"'),
                "evicted_blocks": metric(m, "kvroute_engine_evicted_blocks_total"),
                "cached_prompt_tokens": metric(m, "vllm:prefix_cache_hits_total")}
        info = orjson.loads(get(url + "/kv/info"))
        snap = orjson.loads(get(url + "/kv/snapshot"))
        device = sum(1 for b in snap["blocks"] if b.get("medium", "device") == "device")
        checks = {
            "idle (nothing running or waiting)": acc["running"] == 0 and acc["waiting"] == 0,
            "in use == 0": acc["in_use"] == 0,
            "free + cached + in use == total": acc["free"] + acc["cached"] + acc["in_use"] == acc["total"],
            "engine invariant check passes": acc["invariant_error"] is None,
            "every cached block evictable (no lock left)": acc["evictable"] == acc["cached"],
            "/kv/info: free_blocks == capacity_blocks": info["free_blocks"] == info["capacity_blocks"],
            "/kv/snapshot: device blocks == cached": device == acc["cached"],
        }
        failures += [f"{name}: {c}" for c, ok in checks.items() if not ok]
        engines[name] = {"accounting": acc, "work": work, "kv_info_free_blocks": info["free_blocks"],
                         "kv_info_capacity_blocks": info["capacity_blocks"], "snapshot_device_blocks": device,
                         "checks": checks}
    deadline = time.monotonic() + 5.0
    while True:
        m = scrape(cl.admin_url)
        proxy = {"in_flight_requests": metric(m, "kvroute_proxy_in_flight_requests"),
                 "admitted_requests": metric(m, "kvroute_proxy_admitted_requests"),
                 "open_connections_api": metric(m, "kvroute_proxy_open_connections", 'listener="api"')}
        if not any(proxy.values()) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    failures += [f"proxy: {k} == {v:g}, not 0" for k, v in proxy.items() if v]
    return {"engines": engines, "proxy": proxy, "passed": not failures, "failures": failures}
