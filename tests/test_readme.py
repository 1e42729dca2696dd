"""The README lists nothing that does not exist: every TOML key and metric is in its reference (with
the defaults, types and labels the code has), and every path, link and command it names is real.
(tests/deploy/test_metrics_live.py checks its metric names against a live scrape.)"""

from __future__ import annotations

import dataclasses
import importlib.util
import re
from pathlib import Path

import pytest

import proxy.config_types as ct
from bench.cli import BENCHMARKS
from engine.metrics import EngineMetrics
from kvroute.cli import SUBCOMMANDS
from proxy.config_secrets import resolve_secret_files
from proxy.metrics import ProxyMetrics

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text()
ROW = re.compile(r"^\| `([^`]+)` \| ([^|]*) \|", re.M)
# Where each table's keys live; nested tables (policy, limits, ...) are keys of their own section.
SECTIONS: dict[str, type] = {
    "": ct.ProxyConfig, "policy.": ct.PolicyConfig, "limits.": ct.LimitsConfig, "timeouts.": ct.TimeoutConfig,
    "outlier.": ct.OutlierConfig, "backends[].": ct.BackendConfig, "discovery.": ct.DiscoveryConfig, "learn_fields.": ct.LearnFieldsConfig,
    "tenants.NAME.": ct.TenantConfig,
}
NOT_KEYS = {"backends", "tenants", "policy", "limits", "timeouts", "outlier", "discovery", "learn_fields",  # tables
            "tenants.NAME.name",  # the table's name
            "backends[].dp_rank"}  # set for each rank of a data-parallel backend, not written in the file
SECRET_FILES = ("admin_key_file", "salt_key_file", "backends[].api_key_file", "discovery.api_key_file",
                "tenants.NAME.api_keys_file")


def section(title: str) -> str:
    """The README's text under the heading `title`, to the next heading of that level or above."""
    m = re.search(rf"^(#+) {re.escape(title)}\n(.*?)(?=^#{{1,{{n}}}} |\Z)".replace("{n}", "3"), README, re.M | re.S)
    assert m, title
    return m.group(2)


def toml_literal(value: object) -> str:
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, str):
        return f'`"{value}"`'
    if isinstance(value, tuple):
        return "`[]`"
    return f"`{value!r}`"


def config_keys() -> dict[str, str]:
    """Every key the config file takes, with its default as the reference writes it."""
    keys: dict[str, str] = {}
    for prefix, cls in SECTIONS.items():
        for f in dataclasses.fields(cls):
            key = prefix + f.name
            if key in NOT_KEYS:
                continue
            keys[key] = "required" if f.default is dataclasses.MISSING else toml_literal(f.default)
    return keys | dict.fromkeys(SECRET_FILES, "unset")


def test_configuration_reference_lists_every_key_with_its_default() -> None:
    rows = dict(ROW.findall(section("Configuration reference")))
    expected = config_keys()
    assert sorted(rows) == sorted(expected)
    for key, default in expected.items():
        assert rows[key].strip() == default, key


def test_every_secret_file_key_is_read(tmp_path: Path) -> None:
    """The `_file` keys in the reference are the ones proxy/config_secrets.py resolves."""
    secret = tmp_path / "secret"
    secret.write_text("value-from-file\n")
    for key in SECRET_FILES:
        path = key.replace("[]", "").replace("NAME", "t").split(".")
        data: dict = {}
        node = data
        for part in path[:-1]:
            node[part] = [{}] if part == "backends" else {}
            node = node[part][0] if part == "backends" else node[part]
        node[path[-1]] = str(secret)
        resolved = resolve_secret_files(data)
        for part in path[:-1]:
            resolved = resolved[part][0] if part == "backends" else resolved[part]
        name = path[-1].removesuffix("_file")
        assert resolved[name] in ("value-from-file", ["value-from-file"]), key


def exported_families() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Exposition name -> (type, label names) of every metric the proxy and an engine export."""
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for registry in (ProxyMetrics().registry, EngineMetrics().registry):
        for family in registry.collect():
            name = family.name + ("_total" if family.type == "counter" else "")
            labels = sorted({k for s in family.samples for k in s.labels if k != "le"})
            out[name] = (family.type, tuple(labels))
    return out


def test_metrics_reference_lists_every_metric_with_its_type_and_labels() -> None:
    table = re.findall(r"^\| `([^`]+)` \| (\w+) \|[^|]+\|([^|]*)\|", section("Metrics reference"), re.M)
    rows = {name: (kind, labels) for name, kind, labels in table}
    exported = exported_families()
    assert sorted(rows) == sorted(exported)
    proxy = ProxyMetrics()
    declared = {m.name: m.label_names for m in vars(proxy).values() if hasattr(m, "label_names")}
    for name, (kind, labels) in rows.items():
        assert kind == exported[name][0], name
        written = tuple(sorted(x.strip() for x in labels.split(",") if x.strip()))
        if name in declared:  # labelled families without samples yet: the declaration says
            assert written == tuple(sorted(declared[name])), name
        elif exported[name][1]:
            assert written == exported[name][1], name


PATH_RE = re.compile(r"`((?:deploy|docs|bench|proxy|engine|protocol|tests|prompt_normalizer|kvroute)/[\w./-]*)`")


def test_every_path_and_link_exists() -> None:
    paths = set(PATH_RE.findall(README)) | set(re.findall(r"\]\(([^)#]+)\)", README))
    assert len(paths) > 15
    for p in paths - {p for p in paths if p.startswith("bench/out/")}:  # what commands write
        assert (REPO / p.rstrip("/")).exists(), p


CODE = "\n".join(re.findall(r"```\w*\n(.*?)```", README, re.S) + re.findall(r"`([^`\n]+)`", README))


@pytest.mark.parametrize("command", sorted(set(re.findall(r"\bkvroute ([a-z][\w-]*)", CODE))))
def test_every_kvroute_subcommand_exists(command: str) -> None:
    assert command in SUBCOMMANDS, command


def test_every_benchmark_module_and_make_target_named_exists() -> None:
    benches = re.search(r"kvroute bench ([\w|-]+)", CODE)
    assert benches
    assert set(benches.group(1).split("|")) <= set(BENCHMARKS)
    for module in set(re.findall(r"python -m ([\w.]+)", CODE)):
        assert importlib.util.find_spec(module) is not None, module
    targets = set(re.findall(r"^(\w+):", (REPO / "Makefile").read_text(), re.M))
    named = set(re.findall(r"\bmake (\w+)", CODE))
    assert named and named <= targets
