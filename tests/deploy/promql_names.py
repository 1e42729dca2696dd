"""Which PromQL a monitoring asset runs, and which metric names that PromQL selects.

The dashboard (deploy/monitoring/kvroute-dashboard.json) and the alert rules
(deploy/monitoring/alerts.yml) break silently when a metric is renamed: a panel goes blank, an
alert never fires. These helpers pull every expression out of both files and name the metrics
each one reads, so tests can hold them against the metrics the proxy and the engines export.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import promql_parser
import yaml

# Grafana's built-in interval variables, with values that keep the PromQL valid.
GRAFANA_BUILTINS: dict[str, str] = {
    "__rate_interval": "5m",
    "__interval": "5m",
    "__range": "5m",
    "__interval_ms": "300000",
    "__range_ms": "300000",
    "__range_s": "300",
}

# `${name}`, `${name:format}`, `$name` and the deprecated `[[name]]`; `$1` (a label_replace group) is no variable.
_VARIABLE = re.compile(r"\$\{([A-Za-z_]\w*)(?::\w+)?\}|\$([A-Za-z_]\w*)|\[\[([A-Za-z_]\w*)(?::\w+)?\]\]")


def to_promql(expr: str) -> str:
    """`expr` with Grafana's variables substituted, so a PromQL parser accepts it.

    Interval variables become durations; any other variable (`$tenant`, `${backend}`) is a label
    filter in these assets, so it becomes the regex `.*`, what "All" selects.
    """

    def value(m: re.Match[str]) -> str:
        name = m.group(1) or m.group(2) or m.group(3)
        return GRAFANA_BUILTINS.get(name, ".*")

    return _VARIABLE.sub(value, expr)


def _selector_name(node: promql_parser.VectorSelector) -> str:
    """The metric a vector selector reads: its name, or its `__name__="..."` matcher."""
    if node.name:
        return node.name
    for m in node.matchers.matchers:
        if m.name == "__name__" and m.op == promql_parser.MatchOp.Equal:
            return m.value
    raise ValueError(f"selector {node} names no single metric")


def metric_names(expr: str) -> set[str]:
    """The metric names `expr` selects, as written (`foo_bucket` stays `foo_bucket`).

    Grafana variables are substituted first. A selector without a fixed name (`{__name__=~"..."}`)
    raises ValueError rather than being skipped, so a name check cannot pass by seeing nothing.
    """
    names: set[str] = set()

    def visit(node: promql_parser.Expr) -> None:
        if isinstance(node, promql_parser.VectorSelector):
            names.add(_selector_name(node))
        elif isinstance(node, promql_parser.MatrixSelector):
            names.add(_selector_name(node.vector_selector))

    promql_parser.walk(promql_parser.parse(to_promql(expr)), visit)
    return names


def dashboard_panels(dashboard: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every panel of a dashboard, rows included, and the panels folded inside collapsed rows."""
    for panel in dashboard.get("panels", []):
        yield panel
        yield from panel.get("panels", [])


def dashboard_exprs(path: str | Path) -> list[str]:
    """Every non-empty target `expr` of the dashboard at `path`, as written (Grafana variables kept)."""
    dashboard = json.loads(Path(path).read_text(encoding="utf-8"))
    return [t["expr"] for p in dashboard_panels(dashboard) for t in p.get("targets", []) if t.get("expr")]


def alert_exprs(path: str | Path) -> list[str]:
    """Every rule's `expr` (alerting and recording rules) in the Prometheus rules file at `path`."""
    rules = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    return [str(r["expr"]) for g in rules.get("groups", []) for r in g.get("rules", []) if "expr" in r]
