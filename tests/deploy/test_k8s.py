"""deploy/k8s: every overlay renders, validates offline against the Kubernetes schemas (and the
Prometheus Operator's for its resources), and hangs together: selectors find their pods, probes and
limits are set, the proxy config in the ConfigMap is one the proxy accepts, and it points at the
engines the overlay runs."""

from __future__ import annotations

import functools
import json
import shlex
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml
from cloudcoil.models.prometheus_operator import v1 as prometheus_operator
from kustomize_render import render

from proxy.config import ConfigError, parse_config

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
OVERLAYS = ("sidecar", "vllm", "shared-proxy")
# Native sidecars (restartable init containers) are on by default from 1.29 and GA in 1.33.
K8S_VERSIONS = ("1.30.0", kubernetes_validate.latest_version())
KUBECTL = shutil.which("kubectl")
WORKLOADS = ("Deployment", "StatefulSet")


@functools.cache
def rendered(overlay: str) -> tuple[dict[str, Any], ...]:
    """The overlay as `kubectl kustomize` renders it, else as tests/deploy/kustomize_render does."""
    path = DEPLOY / "k8s" / "overlays" / overlay
    if KUBECTL:
        out = subprocess.run([KUBECTL, "kustomize", str(path)], capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        return tuple(d for d in yaml.safe_load_all(out.stdout) if d)
    return tuple(render(path))


def find(docs: tuple[dict[str, Any], ...], kind: str, name: str | None = None) -> list[dict[str, Any]]:
    return [d for d in docs if d["kind"] == kind and (name is None or d["metadata"]["name"] == name)]


def one(docs: tuple[dict[str, Any], ...], kind: str, name: str) -> dict[str, Any]:
    (doc,) = find(docs, kind, name)
    return doc


def pod_spec(workload: dict[str, Any]) -> dict[str, Any]:
    return workload["spec"]["template"]["spec"]


def long_running_containers(workload: dict[str, Any]) -> list[dict[str, Any]]:
    """Containers and native sidecars (init containers with restartPolicy Always)."""
    spec = pod_spec(workload)
    sidecars = [c for c in spec.get("initContainers", []) if c.get("restartPolicy") == "Always"]
    return sidecars + spec["containers"]


def proxy_toml(docs: tuple[dict[str, Any], ...]) -> str:
    (cm,) = [d for d in find(docs, "ConfigMap") if d["metadata"]["name"].startswith("kvroute-proxy-config")]
    return str(cm["data"]["proxy.toml"])


def matches(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return all(labels.get(k) == v for k, v in selector.items())


@pytest.mark.skipif(KUBECTL is None, reason="kubectl is not installed")
@pytest.mark.parametrize("overlay", OVERLAYS)
def test_python_renderer_agrees_with_kubectl(overlay: str) -> None:
    """The fallback renderer (used where kubectl is missing) gives what kubectl gives."""
    assert list(render(DEPLOY / "k8s" / "overlays" / overlay)) == list(rendered(overlay))


@pytest.mark.parametrize("overlay", OVERLAYS)
@pytest.mark.parametrize("version", K8S_VERSIONS)
def test_builtin_resources_validate_strictly(overlay: str, version: str) -> None:
    """Every built-in resource against the Kubernetes OpenAPI schemas, unknown fields refused."""
    docs = rendered(overlay)
    builtin = [d for d in docs if not d["apiVersion"].startswith("monitoring.coreos.com/")]
    assert len(builtin) >= 10
    for doc in builtin:
        kubernetes_validate.validate(doc, version, strict=True)


def test_validation_catches_a_misspelt_field() -> None:
    """The schema check has teeth: a typo in a container spec is refused."""
    app = json.loads(json.dumps(one(rendered("sidecar"), "Deployment", "app")))
    pod_spec(app)["containers"][0]["imagePullPolicyy"] = "Always"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(app, K8S_VERSIONS[-1], strict=True)


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_prometheus_operator_resources_match_their_schemas(overlay: str) -> None:
    """ServiceMonitor and PrometheusRule against the operator's CRD models: types checked, and a
    round trip that keeps every field shows none was unknown."""
    docs = [d for d in rendered(overlay) if d["apiVersion"].startswith("monitoring.coreos.com/")]
    assert sorted(d["kind"] for d in docs) == ["PrometheusRule", "ServiceMonitor", "ServiceMonitor"]
    for doc in docs:
        model = getattr(prometheus_operator, doc["kind"]).model_validate(doc)
        assert model.model_dump(by_alias=True, exclude_unset=True, mode="json") == doc


def test_crd_check_catches_an_unknown_field() -> None:
    monitor = json.loads(json.dumps(one(rendered("sidecar"), "ServiceMonitor", "kvroute-proxy")))
    monitor["spec"]["endpoints"][0]["scrapeIntervall"] = "15s"
    model = prometheus_operator.ServiceMonitor.model_validate(monitor)
    assert model.model_dump(by_alias=True, exclude_unset=True, mode="json") != monitor


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_workloads_are_probed_limited_and_unprivileged(overlay: str) -> None:
    docs = rendered(overlay)
    workloads = [d for d in docs if d["kind"] in WORKLOADS]
    assert len(workloads) >= 2
    for w in workloads:
        spec = pod_spec(w)
        assert spec["securityContext"]["runAsNonRoot"] is True, w["metadata"]["name"]
        assert spec["securityContext"]["runAsUser"] != 0
        for c in long_running_containers(w) + spec.get("initContainers", []):
            where = f"{w['metadata']['name']}/{c['name']}"
            assert c["securityContext"]["allowPrivilegeEscalation"] is False, where
            assert c["securityContext"]["capabilities"]["drop"] == ["ALL"], where
            assert c["resources"]["requests"]["cpu"] and c["resources"]["limits"]["memory"], where
        for c in long_running_containers(w):
            if c["name"] == "app":  # the example application stands in for the user's own
                continue
            where = f"{w['metadata']['name']}/{c['name']}"
            for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
                assert probe in c, f"{where} has no {probe}"


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_selectors_find_their_pods(overlay: str) -> None:
    """Services, PodDisruptionBudgets and ServiceMonitors each select something real."""
    docs = rendered(overlay)
    pods = [(w["metadata"]["name"], w["spec"]["template"]["metadata"]["labels"], long_running_containers(w))
            for w in docs if w["kind"] in WORKLOADS]
    for w in docs:
        if w["kind"] in WORKLOADS:
            assert matches(w["spec"]["selector"]["matchLabels"], w["spec"]["template"]["metadata"]["labels"])
    for svc in find(docs, "Service"):
        chosen = [(n, cs) for n, labels, cs in pods if matches(svc["spec"]["selector"], labels)]
        assert chosen, f"Service {svc['metadata']['name']} selects no pods"
        for port in svc["spec"]["ports"]:
            for name, containers in chosen:
                names = {p.get("name") for c in containers for p in c.get("ports", [])}
                assert port["targetPort"] in names, f"{svc['metadata']['name']} -> {name}: no port {port}"
    for pdb in find(docs, "PodDisruptionBudget"):
        assert any(matches(pdb["spec"]["selector"]["matchLabels"], labels) for _, labels, _ in pods)
    for monitor in find(docs, "ServiceMonitor"):
        services = [s for s in find(docs, "Service")
                    if matches(monitor["spec"]["selector"]["matchLabels"], s["metadata"]["labels"])]
        assert services, f"ServiceMonitor {monitor['metadata']['name']} selects no Service"
        for endpoint in monitor["spec"]["endpoints"]:
            assert all(endpoint["port"] in {p["name"] for p in s["spec"]["ports"]} for s in services)
            credentials = endpoint.get("authorization", {}).get("credentials")
            if credentials:
                secret = one(docs, "Secret", credentials["name"])
                assert credentials["key"] in secret["stringData"]


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_proxy_config_is_accepted_once_the_placeholders_are_replaced(overlay: str, tmp_path: Path) -> None:
    """The ConfigMap's proxy.toml, with the Secret mounted where it says: refused while the Secret
    holds the shipped placeholders (naming the key), accepted with real keys."""
    docs = rendered(overlay)
    secret = one(docs, "Secret", "kvroute-keys")
    mount = "/etc/kvroute/keys/"
    text = proxy_toml(docs)
    assert mount in text
    data = tomllib.loads(text.replace(mount, f"{tmp_path}/"))
    for key, value in secret["stringData"].items():
        assert value.startswith("CHANGE-ME"), key
        (tmp_path / key).write_text(value)
    with pytest.raises(ConfigError, match="placeholder"):
        parse_config(data, env={})
    for key in secret["stringData"]:
        (tmp_path / key).write_text(f"real-{key}-0123456789abcdef\n")
    cfg = parse_config(data, env={})
    assert {t.name: t.isolation for t in cfg.tenants} == {"app": "private", "analytics": "shared"}
    assert cfg.tenants[0].api_keys == ("real-app_api_keys-0123456789abcdef",)

    # Discovery points at the engines' headless Service, on the port it serves.
    host, port = cfg.discovery.host_port
    svc = one(docs, "Service", host)
    assert svc["spec"]["clusterIP"] == "None" and port in {p["port"] for p in svc["spec"]["ports"]}
    engines = one(docs, "StatefulSet", "kvroute-engine")
    assert engines["spec"]["serviceName"] == host
    assert matches(svc["spec"]["selector"], engines["spec"]["template"]["metadata"]["labels"])


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_the_proxy_mounts_what_its_config_names(overlay: str) -> None:
    docs = rendered(overlay)
    (proxy,) = [c for w in docs if w["kind"] in WORKLOADS for c in long_running_containers(w)
                if c["name"] == "kvroute-proxy"]
    assert proxy["args"] == ["--config", "/etc/kvroute/proxy.toml"]
    mounts = {m["mountPath"] for m in proxy["volumeMounts"]}
    assert {"/etc/kvroute/proxy.toml", "/etc/kvroute/keys"} <= mounts
    cfg = tomllib.loads(proxy_toml(docs))
    if "tokenizer" in cfg:
        assert cfg["tokenizer"] in mounts
    assert {p["containerPort"] for p in proxy["ports"] if p["name"] == "admin"} == {cfg["admin_port"]}
    assert cfg["admin_host"] == "0.0.0.0" and "admin_key_file" in cfg  # scraped from outside, with a key


def test_sidecar_overlay_runs_the_proxy_as_a_native_sidecar() -> None:
    docs = rendered("sidecar")
    app = one(docs, "Deployment", "app")
    (sidecar,) = pod_spec(app)["initContainers"]
    assert sidecar["name"] == "kvroute-proxy" and sidecar["restartPolicy"] == "Always"
    assert sidecar["image"] == "ghcr.io/kvroute/kvroute-proxy:0.1.0"
    cfg = tomllib.loads(proxy_toml(docs))
    assert cfg["host"] == "127.0.0.1"  # the API is the pod's own, on loopback
    env = {e["name"]: e for e in pod_spec(app)["containers"][0]["env"]}
    assert env["OPENAI_BASE_URL"]["value"] == f"http://127.0.0.1:{cfg['port']}/v1"
    assert env["OPENAI_API_KEY"]["valueFrom"]["secretKeyRef"] == {"name": "kvroute-keys", "key": "app_api_keys"}
    assert app["spec"]["template"]["metadata"]["labels"]["kvroute.dev/proxy"] == "true"
    assert {d["metadata"].get("namespace") for d in docs if d["kind"] != "Namespace"} == {"kvroute"}


def test_vllm_overlay_wires_the_kv_events_to_the_proxy() -> None:
    docs = rendered("vllm")
    cfg = tomllib.loads(proxy_toml(docs))
    discovery = cfg["discovery"]
    assert discovery["engine"] == "vllm"
    (vllm,) = pod_spec(one(docs, "StatefulSet", "kvroute-engine"))["containers"]
    assert vllm["image"].startswith("vllm/vllm-openai:")
    flags = dict(a.removeprefix("--").split("=", 1) for a in vllm["args"] if "=" in a)
    assert "--enable-prompt-tokens-details" in vllm["args"]  # usage reports cached tokens
    events = json.loads(flags["kv-events-config"])
    assert events["enable_kv_cache_events"] is True and events["publisher"] == "zmq"
    assert events["endpoint"] == f"tcp://*:{discovery['kv_events_port']}"
    assert events["replay_endpoint"] == f"tcp://*:{discovery['kv_events_replay_port']}"
    assert int(flags["block-size"]) == cfg["block_size"]
    assert int(flags["port"]) == int(discovery["dns"].rsplit(":", 1)[1])
    policy = one(docs, "NetworkPolicy", "kvroute-engine")
    allowed = {p["port"] for rule in policy["spec"]["ingress"] for p in rule["ports"]}
    assert {discovery["kv_events_port"], discovery["kv_events_replay_port"], 8001} <= allowed
    app = pod_spec(one(docs, "Deployment", "app"))
    fetch, proxy = app["initContainers"]
    assert fetch["name"] == "fetch-tokenizer" and "restartPolicy" not in fetch  # runs to completion first
    assert proxy["name"] == "kvroute-proxy" and proxy["restartPolicy"] == "Always"
    fetched = {m["mountPath"] for m in fetch["volumeMounts"]}
    assert cfg["tokenizer"] in fetched and cfg["tokenizer"] in shlex.join(fetch["args"])


def test_shared_proxy_overlay_runs_one_deployment_for_every_app() -> None:
    docs = rendered("shared-proxy")
    app = one(docs, "Deployment", "app")
    assert "initContainers" not in pod_spec(app)
    assert "kvroute.dev/proxy" not in app["spec"]["template"]["metadata"]["labels"]
    cfg = tomllib.loads(proxy_toml(docs))
    assert cfg["host"] == "0.0.0.0"  # behind its Service, keys identify the tenants
    svc = one(docs, "Service", "kvroute-proxy")
    env = {e["name"]: e.get("value") for e in pod_spec(app)["containers"][0]["env"]}
    assert env["OPENAI_BASE_URL"] == f"http://kvroute-proxy:{svc['spec']['ports'][0]['port']}/v1"
    proxies = one(docs, "Deployment", "kvroute-proxy")
    assert proxies["spec"]["replicas"] >= 2
    assert one(docs, "HorizontalPodAutoscaler", "kvroute-proxy")["spec"]["minReplicas"] >= 2
    assert find(docs, "PodDisruptionBudget", "kvroute-proxy")


def test_prometheus_rule_carries_the_alert_rules_file() -> None:
    """One set of alerts: the PrometheusRule (Kubernetes) and alerts.yml (compose) agree."""
    rule = one(rendered("sidecar"), "PrometheusRule", "kvroute")
    alerts = yaml.safe_load((DEPLOY / "monitoring" / "alerts.yml").read_text())
    assert rule["spec"]["groups"] == alerts["groups"]


def test_dashboard_config_map_carries_the_dashboard() -> None:
    cm = one(rendered("sidecar"), "ConfigMap", "kvroute-grafana-dashboard")
    assert cm["metadata"]["labels"]["grafana_dashboard"] == "1"
    dashboard = (DEPLOY / "monitoring" / "kvroute-dashboard.json").read_text()
    assert json.loads(cm["data"]["kvroute-dashboard.json"]) == json.loads(dashboard)
