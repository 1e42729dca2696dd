"""Reading a process's Prometheus /metrics (the proxy's admin listener, an engine) as plain numbers."""

from __future__ import annotations

import urllib.request


def get(url: str, timeout: float = 5.0) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return bytes(r.read())


def scrape(base_url: str) -> dict[tuple[str, str], float]:
    """GET /metrics (the proxy's admin listener, an engine) as {(name, labels): value}."""
    out = {}
    for line in get(base_url + "/metrics").decode().splitlines():
        if not line or line.startswith("#"):
            continue
        key, _, value = line.rpartition(" ")
        name, _, labels = key.partition("{")
        out[(name, labels.rstrip("}"))] = float(value)
    return out


def scrape_or_none(admin_url: str) -> dict[tuple[str, str], float]:
    try:
        return scrape(admin_url)
    except OSError:
        return {}


def metric(m: dict[tuple[str, str], float], name: str, label: str = "") -> float:
    """Sum of `name` over the series whose labels contain `label`."""
    return sum(v for (n, labels), v in m.items() if n == name and label in labels)
