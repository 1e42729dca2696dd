"""Every metric name the dashboard, the alert rules and the README use is one a running proxy and
engine export, read from a live scrape after traffic (labelled series exist only once observed)."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from promql_names import alert_exprs, dashboard_exprs, metric_names

from bench.procs import Proc, logdir, start_engines, start_proxy

pytestmark = pytest.mark.timeout(180)

REPO = Path(__file__).resolve().parents[2]
MONITORING = REPO / "deploy" / "monitoring"
ADMIN_KEY = "live-admin-key"
CONFIG = f"""
salt_key = "live-salt"
admin_key = "{ADMIN_KEY}"
[learn_fields]
min_requests = 3
[tenants.private]
api_keys = ["sk-private"]
isolation = "private"
[tenants.shared]
api_keys = ["sk-shared"]
isolation = "shared"
[tenants.limited]
api_keys = ["sk-limited"]
isolation = "shared"
requests_per_second = 0.2
"""
# Series that appear only when something goes wrong (a replica fails, a stream breaks, the index
# drifts from a replica's cache, a connection cap is reached). Their families must still be
# exported (checked below); a traffic run without faults does not make their samples.
ONLY_ON_FAULTS = {
    "kvroute_proxy_retries_total", "kvroute_proxy_failovers_total", "kvroute_proxy_stream_errors_total",
    "kvroute_proxy_kv_resyncs_total", "kvroute_proxy_prediction_misses_total",
    "kvroute_proxy_connections_refused_total", "kvroute_proxy_outlier_ejections_total",
}
METRIC_RE = re.compile(r"\b((?:kvroute_(?:proxy|engine)_|vllm:)[a-z_:]+[a-z])\b")


def request(url: str, body: dict[str, Any] | None = None, key: str | None = None) -> tuple[int, bytes]:
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {key}"} if key else {})
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body else None, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def prompt(i: int, distinct: bool = False) -> str:
    """One app's system prompt under a changing date and session field; with `distinct`, a body of
    its own (to fill the engine's KV pool)."""
    body = " ".join(f"rule{(i * 7 + j) % 50 if distinct else j % 40}" for j in range(120))
    return (f"Current date: 2026-12-01T10:{i:02d}:00Z\n\nYou are the support agent.\n"
            f"Session-Epoch: ab{i}x-77{i}\n{body}")


@pytest.fixture(scope="module")
def scrapes() -> Iterator[tuple[str, str]]:
    """(proxy admin /metrics, engine /metrics) after a mixed workload: two tenants streaming and not,
    prompts with volatile headers (normalizer moves, a learned field), a tenant over its rate limit,
    and more distinct prompts than the engine's small KV pool holds (evictions, host-tier traffic)."""
    with logdir() as d:
        engines = start_engines(1, d, kv_blocks=48, extra=lambda i: ["--cpu-offload-blocks", "64"])  # type: ignore[arg-type]
        procs: list[Proc] = list(engines)
        try:
            proxy = start_proxy("proxy", [engines[0].url], d, config=CONFIG, admin=True)  # type: ignore[arg-type]
            procs.append(proxy)
            for i in range(16):
                key = "sk-private" if i % 2 else "sk-shared"
                body: dict[str, Any] = {"model": "tiny", "max_tokens": 4, "temperature": 0, "messages": [
                    {"role": "system", "content": prompt(i, distinct=i >= 10)}, {"role": "user", "content": "Hi"}]}
                if i % 3 == 0:
                    body |= {"stream": True, "stream_options": {"include_usage": True}}
                status, answer = request(f"{proxy.url}/v1/chat/completions", body, key)
                assert status == 200, answer
            status, _ = request(f"{proxy.url}/v1/completions",
                                {"model": "tiny", "prompt": prompt(1), "max_tokens": 2}, "sk-shared")
            assert status == 200
            statuses = [request(f"{proxy.url}/v1/completions", {"model": "tiny", "prompt": "x", "max_tokens": 1},
                                "sk-limited")[0] for _ in range(3)]
            assert 429 in statuses
            time.sleep(1.5)  # the proxy's replica load scrape and KV event polls catch up
            status, proxy_text = request(f"{proxy.extra['admin']}/metrics", key=ADMIN_KEY)
            assert status == 200
            status, engine_text = request(f"{engines[0].url}/metrics")
            assert status == 200
            yield proxy_text.decode(), engine_text.decode()
        finally:
            for p in procs:
                p.kill()


def exposed(text: str) -> tuple[set[str], set[str]]:
    """(names with at least one sample, names of every family declared by a TYPE line)."""
    samples, families = set(), set()
    for line in text.splitlines():
        if line.startswith("# TYPE "):
            families.add(line.split()[2])
        elif line and not line.startswith("#"):
            samples.add(re.split(r"[{ ]", line, maxsplit=1)[0])
    return samples, families


def used_in_assets() -> dict[str, set[str]]:
    names: dict[str, set[str]] = {}
    for where, exprs in (("dashboard", dashboard_exprs(MONITORING / "kvroute-dashboard.json")),
                         ("alerts", alert_exprs(MONITORING / "alerts.yml"))):
        names[where] = set().union(*(metric_names(e) for e in exprs)) - {"up"}
    names["README"] = set(METRIC_RE.findall((REPO / "README.md").read_text()))
    return names


def test_every_metric_the_assets_and_readme_use_is_exported(scrapes: tuple[str, str]) -> None:
    samples, families = (a | b for a, b in zip(exposed(scrapes[0]), exposed(scrapes[1]), strict=True))
    histogram_parts = {f + s for f in families for s in ("_bucket", "_sum", "_count")}
    for where, names in used_in_assets().items():
        assert names, where
        unknown = {n for n in names if n not in families | histogram_parts}
        assert not unknown, f"{where} uses metrics no process exports: {sorted(unknown)}"
        unobserved = {n for n in names - ONLY_ON_FAULTS
                      if n not in samples and not any(p in samples for p in (n + "_bucket", n + "_count"))}
        assert not unobserved, f"{where} uses metrics the traffic left without a sample: {sorted(unobserved)}"


def test_the_traffic_made_the_series_the_dashboard_filters_on(scrapes: tuple[str, str]) -> None:
    """Per-tenant hit-rate series exist for both kinds of tenant, and the engine's cache churned."""
    proxy_text, engine_text = scrapes
    for tenant in ("private", "shared"):
        assert re.search(rf'kvroute_proxy_cached_tokens_total{{[^}}]*tenant="{tenant}"', proxy_text), tenant
    assert re.search(r'kvroute_proxy_rejections_total{reason="[a-z_]+"} [1-9]', proxy_text)
    assert re.search(r'kvroute_proxy_learned_moves_total{tenant="[a-z]+"} [1-9]', proxy_text)
    assert re.search(r"^kvroute_engine_evicted_blocks_total [1-9]", engine_text, re.M)
    assert re.search(r'kvroute_engine_host_tier_blocks_total{event="offloaded"} [1-9]', engine_text)
    assert ADMIN_KEY not in proxy_text and "sk-private" not in proxy_text and "Session-Epoch" not in proxy_text
