"""The operators' monitoring assets: the Grafana dashboard and the Prometheus alert rules.

Both are static files nothing else in the repository loads, so these checks are all that stands
between a typo and a blank panel or an alert that never fires: the dashboard's structure (ids,
layout, data source, template variables), every expression parsing as PromQL, the rules' shape,
and every metric name being one that kvroute exports.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import promql_parser
import pytest
import yaml
from promql_names import alert_exprs, dashboard_exprs, dashboard_panels, metric_names, to_promql

from engine.metrics import EngineMetrics
from proxy.metrics import ProxyMetrics

MONITORING = Path(__file__).resolve().parents[2] / "deploy" / "monitoring"
DASHBOARD = MONITORING / "kvroute-dashboard.json"
ALERTS = MONITORING / "alerts.yml"

DATASOURCE = {"type": "prometheus", "uid": "${datasource}"}
UNITS = {"percentunit", "s", "short", "ops", "bytes"}
SEVERITIES = {"warning", "critical"}



def exported_metric_names() -> set[str]:
    """Exposition names the assets may query: every family the proxy's and an engine's registries
    hold (labelled ones included before anything was observed), with their sample suffixes, and `up`."""
    names = {"up"}
    for registry in (ProxyMetrics().registry, EngineMetrics().registry):
        for family in registry.collect():
            if family.type == "counter":
                names.add(family.name + "_total")
            elif family.type == "histogram":
                names |= {family.name + s for s in ("_bucket", "_sum", "_count")}
            else:
                names.add(family.name)
    return names


KNOWN_METRICS = exported_metric_names()


def load_dashboard() -> dict[str, Any]:
    """The dashboard JSON as Grafana would import it."""
    return json.loads(DASHBOARD.read_text(encoding="utf-8"))


def load_rules() -> list[dict[str, Any]]:
    """Every rule of every group in alerts.yml."""
    return [r for g in yaml.safe_load(ALERTS.read_text(encoding="utf-8"))["groups"] for r in g["rules"]]


def graph_panels() -> list[dict[str, Any]]:
    """The dashboard's panels that show data (rows are layout only)."""
    return [p for p in dashboard_panels(load_dashboard()) if p["type"] != "row"]


def test_dashboard_identity() -> None:
    d = load_dashboard()
    assert (d["uid"], d["title"], d["schemaVersion"]) == ("kvroute", "kvroute", 39)
    assert d["tags"] == ["kvroute"]
    assert d["refresh"] == "30s"
    assert d["time"] == {"from": "now-1h", "to": "now"}


def test_template_variables() -> None:
    variables = {v["name"]: v for v in load_dashboard()["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource"
    assert variables["datasource"]["query"] == "prometheus"
    for name in ("tenant", "backend"):
        v = variables[name]
        assert v["type"] == "query"
        assert v["datasource"] == DATASOURCE
        assert v["definition"] == f"label_values(kvroute_proxy_requests_total, {name})"
        assert v["multi"] and v["includeAll"] and v["allValue"] == ".*"


def test_template_variables_are_used() -> None:
    exprs = dashboard_exprs(DASHBOARD)
    assert any('tenant=~"$tenant"' in e for e in exprs)
    assert any('backend=~"$backend"' in e for e in exprs)
    assert not any(re.search(r'(tenant|backend)\s*=~?\s*"(?!\$)', e) for e in exprs), \
        "a tenant or backend filter that ignores the dashboard's variables"


def test_panel_ids_unique() -> None:
    ids = [p["id"] for p in dashboard_panels(load_dashboard())]
    assert len(ids) == len(set(ids))


def test_grid_positions_fit_24_columns() -> None:
    for p in dashboard_panels(load_dashboard()):
        g = p["gridPos"]
        assert g["x"] >= 0 and g["y"] >= 0 and g["w"] > 0 and g["h"] > 0, p["title"]
        assert g["x"] + g["w"] <= 24, p["title"]


def test_panels_do_not_overlap() -> None:
    boxes = [(p["title"], p["gridPos"]) for p in graph_panels()]
    for i, (a_title, a) in enumerate(boxes):
        for b_title, b in boxes[i + 1:]:
            apart = (a["x"] + a["w"] <= b["x"] or b["x"] + b["w"] <= a["x"]
                     or a["y"] + a["h"] <= b["y"] or b["y"] + b["h"] <= a["y"])
            assert apart, f"{a_title!r} overlaps {b_title!r}"


def test_rows_group_panels() -> None:
    panels = load_dashboard()["panels"]
    assert panels[0]["type"] == "row"
    assert sum(p["type"] == "row" for p in panels) >= 5
    for row in (p for p in panels if p["type"] == "row"):
        assert row["gridPos"]["w"] == 24 and row["gridPos"]["x"] == 0
        assert not any(p["type"] != "row" and p["gridPos"]["y"] == row["gridPos"]["y"] for p in panels), row["title"]


def test_panels_use_the_datasource_variable() -> None:
    for p in graph_panels():
        assert p["datasource"] == DATASOURCE, p["title"]
        assert p["targets"], p["title"]
        for t in p["targets"]:
            assert t["datasource"] == DATASOURCE, p["title"]
        assert any(t.get("expr", "").strip() for t in p["targets"]), p["title"]
        ref_ids = [t["refId"] for t in p["targets"]]
        assert len(ref_ids) == len(set(ref_ids)), p["title"]


def test_panels_are_described_and_have_units() -> None:
    for p in graph_panels():
        assert p["title"].strip() and p["description"].strip(), p["id"]
        assert p["fieldConfig"]["defaults"]["unit"] in UNITS, p["title"]
    titles = [p["title"] for p in graph_panels()]
    assert len(titles) == len(set(titles))


@pytest.mark.parametrize("expr", dashboard_exprs(DASHBOARD))
def test_dashboard_expr_parses(expr: str) -> None:
    promql_parser.parse(to_promql(expr))


def test_rate_windows_follow_grafana() -> None:
    for e in dashboard_exprs(DASHBOARD):
        for window in re.findall(r"\[([^\]]+)\]", e):
            assert window == "$__rate_interval", e


def test_alert_rules_shape() -> None:
    rules = load_rules()
    names = [r["alert"] for r in rules]
    assert len(names) == len(set(names))
    for r in rules:
        assert set(r) == {"alert", "expr", "for", "labels", "annotations"}, r.get("alert")
        promql_parser.parse_duration(r["for"])
        assert r["labels"]["severity"] in SEVERITIES, r["alert"]
        for key in ("summary", "description"):
            assert str(r["annotations"][key]).strip(), (r["alert"], key)
        assert re.search(r"\{\{ \$(labels\.\w+|value)", r["annotations"]["description"]), r["alert"]


def test_expected_alerts() -> None:
    got = {r["alert"]: (r["labels"]["severity"], r["for"]) for r in load_rules()}
    assert got == {
        "KvrouteHitRateLow": ("warning", "15m"),
        "KvrouteTTFTHigh": ("warning", "10m"),
        "KvrouteReplicaDown": ("critical", "2m"),
        "KvrouteNoHealthyReplicas": ("critical", "1m"),
        "KvroutePredictionDrift": ("warning", "15m"),
        "KvrouteResyncStorm": ("warning", "10m"),
        "KvrouteRejecting": ("warning", "5m"),
        "KvrouteStreamErrors": ("warning", "10m"),
    }


@pytest.mark.parametrize("expr", alert_exprs(ALERTS))
def test_alert_expr_parses(expr: str) -> None:
    promql_parser.parse(expr)


@pytest.mark.parametrize("path,exprs", [(DASHBOARD, dashboard_exprs), (ALERTS, alert_exprs)], ids=["dashboard", "alerts"])
def test_only_exported_metrics(path: Path, exprs: Any) -> None:
    used = set().union(*(metric_names(e) for e in exprs(path)))
    assert used, path
    assert used <= KNOWN_METRICS, sorted(used - KNOWN_METRICS)


def test_dashboard_covers_the_key_metrics() -> None:
    used = set().union(*(metric_names(e) for e in dashboard_exprs(DASHBOARD)))
    for name in ("kvroute_proxy_cached_tokens_total", "kvroute_proxy_predicted_prefix_tokens_total",
                 "kvroute_proxy_ttft_seconds_bucket", "kvroute_proxy_inter_token_seconds_bucket",
                 "kvroute_proxy_e2e_seconds_bucket", "vllm:time_to_first_token_seconds_bucket",
                 "vllm:kv_cache_usage_perc", "kvroute_engine_evicted_blocks_total",
                 "kvroute_engine_host_tier_blocks_total", "kvroute_proxy_route_decisions_total",
                 "kvroute_proxy_backend_healthy", "kvroute_proxy_replicas", "kvroute_proxy_rejections_total",
                 "kvroute_proxy_normalizer_changes_total", "kvroute_proxy_learned_moves_total"):
        assert name in used, name


def test_every_alert_has_a_panel() -> None:
    shown = set().union(*(metric_names(e) for e in dashboard_exprs(DASHBOARD)))
    for rule in load_rules():
        assert metric_names(rule["expr"]) <= shown, rule["alert"]


@pytest.mark.parametrize("expr,names", [
    ("vllm:kv_cache_usage_perc", {"vllm:kv_cache_usage_perc"}),
    ('max by (instance) (vllm:kv_cache_usage_perc{model_name="m"})', {"vllm:kv_cache_usage_perc"}),
    ("histogram_quantile(0.99, sum by (le) (rate(vllm:time_to_first_token_seconds_bucket[5m])))",
     {"vllm:time_to_first_token_seconds_bucket"}),
    ('sum by (tenant) (rate(a_total{tenant=~"x"}[5m])) / sum by (tenant) (rate(b_total[5m])) < 0.2 '
     "and on (tenant) sum by (tenant) (rate(b_total[5m])) > 100",
     {"a_total", "b_total"}),
    ("abs(1 - sum(rate(c_total[15m] offset 1h)) / -(d)) or max_over_time(e[10m:1m]) unless f @ 100",
     {"c_total", "d", "e", "f"}),
    ('count({__name__="up", job="x"} == 0) or vector(0)', {"up"}),
    ("topk(3, g) + on (a) group_left (b) label_replace(h, \"x\", \"$1\", \"y\", \"(.*)\")", {"g", "h"}),
    ('rate(x_total{tenant=~"$tenant", backend=~"${backend}"}[$__rate_interval])', {"x_total"}),
    ("vector(1) * 2", set()),
])
def test_metric_names(expr: str, names: set[str]) -> None:
    assert metric_names(expr) == names


def test_metric_names_refuses_unnamed_selectors() -> None:
    with pytest.raises(ValueError):
        metric_names('sum(rate({__name__=~"kvroute_.*"}[5m]))')
    with pytest.raises(ValueError):
        metric_names("sum(rate(foo[5m])")


def test_to_promql() -> None:
    assert to_promql('rate(x{t=~"$tenant"}[$__rate_interval])') == 'rate(x{t=~".*"}[5m])'
    assert to_promql('x{b=~"${backend:regex}"}[${__range}]') == 'x{b=~".*"}[5m]'
    assert to_promql("up") == "up"
    assert to_promql('label_replace(up, "a", "$1", "b", "(.*)")') == 'label_replace(up, "a", "$1", "b", "(.*)")'


def test_expr_extractors(tmp_path: Path) -> None:
    dashboard = {"panels": [
        {"type": "row", "id": 1, "collapsed": True, "panels": [{"id": 2, "targets": [{"expr": "a"}]}]},
        {"id": 3, "targets": [{"expr": "b"}, {"expr": ""}, {"refId": "C"}]},
        {"id": 4, "type": "text"},
    ]}
    (tmp_path / "d.json").write_text(json.dumps(dashboard))
    assert dashboard_exprs(tmp_path / "d.json") == ["a", "b"]
    rules = {"groups": [{"name": "g", "rules": [{"alert": "A", "expr": "x > 1"}, {"record": "r", "expr": 1}]}]}
    (tmp_path / "r.yml").write_text(yaml.safe_dump(rules))
    assert alert_exprs(tmp_path / "r.yml") == ["x > 1", "1"]


def test_helpers_read_the_real_assets() -> None:
    assert len(dashboard_exprs(DASHBOARD)) >= len(graph_panels())
    assert len(alert_exprs(ALERTS)) == len(load_rules())
