"""Config loading: TOML + CLI overrides, and every validation error naming its key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import proxy.config as config_module
from proxy.config import ConfigError, load_config, parse_config

FULL = """
host = "0.0.0.0"
port = 9000
block_size = 16
admin_key = "adm"
salt_key = "s3cret"
allow_tenant_header = true

[policy]
name = "session"
spill_threshold = 2.5

[timeouts]
connect_s = 1.5

[[backends]]
url = "http://a:8001/"
api_key = "up-a"
capacity_blocks = 500

[[backends]]
url = "http://b:8001"
supports_cache_salt = false
supports_kv_events = false

[tenants.acme]
api_keys = ["k1", "k2"]
isolation = "private"
allowed_backends = ["http://a:8001"]
max_concurrent = 4
requests_per_second = 2

[tenants.beta]
isolation = "group:partners"
normalize = false
"""


def write(tmp_path: Path, text: str) -> str:
    p = tmp_path / "kvroute.toml"
    p.write_text(text)
    return str(p)


def test_full_example_loads(tmp_path: Path) -> None:
    cfg = load_config(write(tmp_path, FULL), {}, env={})
    assert cfg.host == "0.0.0.0" and cfg.port == 9000 and cfg.block_size == 16
    assert [b.url for b in cfg.backends] == ["http://a:8001/", "http://b:8001"]  # as configured
    a, b = cfg.backends
    assert a.api_key == "up-a" and a.capacity_blocks == 500 and a.supports_cache_salt
    assert not b.supports_cache_salt and not b.supports_kv_events
    assert cfg.policy.name == "session" and cfg.policy.spill_threshold == 2.5
    assert cfg.timeouts.connect_s == 1.5
    acme, beta = cfg.tenants
    assert acme.api_keys == ("k1", "k2") and acme.isolation == "private"
    assert acme.allowed_backends == ("http://a:8001/",) and acme.max_concurrent == 4
    assert acme.requests_per_second == 2.0
    assert beta.isolation == "group:partners" and not beta.normalize and beta.api_keys == ()
    assert cfg.salt_key == "s3cret" and cfg.admin_key == "adm" and cfg.allow_tenant_header


def test_module_docstring_example_is_valid(tmp_path: Path) -> None:
    doc = config_module.__doc__
    example = doc.split("Example", 1)[1].split("::", 1)[1].split("\nCLI flags", 1)[0]
    text = "\n".join(line[4:] for line in example.splitlines())
    cfg = load_config(write(tmp_path, text), {}, env={})
    assert cfg.tenants[0].name == "acme" and cfg.backends[0].url == "http://10.0.0.5:8001"


def test_cli_overrides(tmp_path: Path) -> None:
    path = write(tmp_path, FULL)
    cfg = load_config(path, {"backends": ["http://a:8001", "http://c:9"], "policy": "round_robin",
                             "port": 7000, "normalize": False, "tokenizer": None}, env={})
    assert [b.url for b in cfg.backends] == ["http://a:8001/", "http://c:9"]
    assert cfg.backends[0].api_key == "up-a"  # file settings kept for a URL it also lists
    assert cfg.policy.name == "round_robin" and cfg.policy.spill_threshold == 2.5
    assert cfg.port == 7000 and not cfg.normalize and cfg.tokenizer is None


def test_no_file_only_flags() -> None:
    cfg = load_config(None, {"backends": ["http://127.0.0.1:8001"]}, env={})
    assert cfg.tenants == () and cfg.policy.name == "cache_aware" and cfg.salt_key is None


def test_salt_key_from_environment() -> None:
    data = {"backends": ["http://a:1"], "tenants": {"t": {"api_keys": ["k"]}}}
    assert parse_config(data, env={"KVROUTE_SALT_KEY": "from-env"}).salt_key == "from-env"
    with pytest.raises(ConfigError, match=r"^config: salt_key: .*KVROUTE_SALT_KEY"):
        parse_config(data, env={})


BASE = {"backends": ["http://a:1"], "salt_key": "k"}


@pytest.mark.parametrize(
    ("patch", "key"),
    [
        ({"bogus": 1}, "bogus"),
        ({"port": "80"}, "port"),
        ({"port": 70000}, "port"),
        ({"port": True}, "port"),
        ({"normalize": 1}, "normalize"),
        ({"block_size": 0}, "block_size"),
        ({"backends": []}, "backends"),
        ({"backends": "http://a:1"}, "backends"),
        ({"backends": [{"api_key": "x"}]}, "backends[0].url"),
        ({"backends": ["ftp://a"]}, "backends[0]"),
        ({"backends": [{"url": "http://a:1", "colour": "red"}]}, "backends[0].colour"),
        ({"backends": [{"url": "http://a:1", "capacity_blocks": -1}]}, "backends[0].capacity_blocks"),
        ({"backends": ["http://a:1", "http://a:1/"]}, "backends[1].url"),
        ({"policy": {"name": "fastest"}}, "policy.name"),
        ({"policy": {"load_weigth": 1.0}}, "policy.load_weigth"),
        ({"policy": {"min_match_fraction": 2}}, "policy.min_match_fraction"),
        ({"policy": {"pending_ttl_s": 0}}, "policy.pending_ttl_s"),
        ({"policy": "cache_aware"}, "policy"),
        ({"timeouts": {"connect_s": -1}}, "timeouts.connect_s"),
        ({"timeouts": {"conect_s": 1}}, "timeouts.conect_s"),
        ({"tenants": {"acme": {"api_keys": ["k"], "isolation": "secret"}}}, "tenants.acme.isolation"),
        ({"tenants": {"acme": {"api_keys": ["k"], "isolation": "group:"}}}, "tenants.acme.isolation"),
        ({"tenants": {"acme": {"api_keys": "k"}}}, "tenants.acme.api_keys"),
        ({"tenants": {"acme": {"api_keys": [""]}}}, "tenants.acme.api_keys[0]"),
        ({"tenants": {"acme": {}}}, "tenants.acme.api_keys"),
        ({"tenants": {"acme": {"api_keys": ["k"], "quota": 3}}}, "tenants.acme.quota"),
        ({"tenants": {"a": {"api_keys": ["k"]}, "b": {"api_keys": ["k"]}}}, "tenants.b.api_keys[0]"),
        ({"tenants": {"acme": {"api_keys": ["k"], "allowed_backends": ["http://z:1"]}}},
         "tenants.acme.allowed_backends[0]"),
        ({"tenants": {"acme": {"api_keys": ["k"], "max_concurrent": 0}}}, "tenants.acme.max_concurrent"),
        ({"tenants": {"acme": {"api_keys": ["k"], "requests_per_second": 0}}}, "tenants.acme.requests_per_second"),
        ({"tenants": {"bad name": {"api_keys": ["k"]}}}, "tenants.bad name"),
        ({"tenants": {"acme": {"api_keys": ["k"], "isolation": "private"}},
          "backends": [{"url": "http://a:1", "supports_cache_salt": False}]}, "backends"),
        ({"backends": [{"url": "http://a:1", "data_parallel_size": 2}]}, "backends[0].data_parallel_size"),
        ({"backends": [{"url": "http://a:1", "engine": "vllm", "data_parallel_size": 0}]},
         "backends[0].data_parallel_size"),
        ({"backends": [{"url": "http://a:1", "engine": "vllm", "dp_rank": 1}]}, "backends[0].dp_rank"),
        ({"tokenizer": "/t", "backends": [{"url": "http://a:1", "engine": "vllm", "data_parallel_size": 2,
                                            "kv_events": "tcp://a:5557", "kv_events_replay": "tcp://a:5558"}]},
         "backends[0].data_parallel_size"),  # vLLM's default ports: rank 1 would publish on rank 0's replay port
        ({"tokenizer": "/t", "backends": [{"url": "http://a:1", "engine": "vllm", "data_parallel_size": 2,
                                            "kv_events": "tcp://a:65535"}]}, "backends[0].data_parallel_size"),
    ],
)
def test_errors_name_the_key(patch: dict, key: str) -> None:
    with pytest.raises(ConfigError) as e:
        parse_config({**BASE, **patch}, env={})
    assert str(e.value).startswith(f"config: {key}: "), str(e.value)
    assert e.value.key == key


def test_file_errors_name_the_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=re.escape("config: --config: cannot read")):
        load_config(str(tmp_path / "missing.toml"), {})
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(write(tmp_path, "port = = 3"), {})
    with pytest.raises(ConfigError, match="^config: listen: unknown override"):
        load_config(None, {"backends": ["http://a:1"], "listen": "x"})
    with pytest.raises(ConfigError, match=re.escape("config: --backend[1]:")):
        load_config(None, {"backends": ["http://a:1", "a:2"]})


def test_secrets_from_files(tmp_path: Path) -> None:
    """Every secret key can come from a file, as a mounted Kubernetes Secret provides it."""
    (tmp_path / "salt").write_text("s4lt-from-file\n")
    (tmp_path / "admin").write_text("  adm-from-file  ")
    (tmp_path / "up").write_text("sk-up\n")
    (tmp_path / "acme").write_text("# acme's keys\nsk-acme-1\n\nsk-acme-2\n")
    data = {"salt_key_file": str(tmp_path / "salt"), "admin_key_file": str(tmp_path / "admin"),
            "backends": [{"url": "http://a:1", "api_key_file": str(tmp_path / "up")}],
            "discovery": {"dns": "engine:8001", "api_key_file": str(tmp_path / "up")},
            "tenants": {"acme": {"api_keys_file": str(tmp_path / "acme")}}}
    cfg = parse_config(data, env={})
    assert cfg.salt_key == "s4lt-from-file" and cfg.admin_key == "adm-from-file"
    assert cfg.backends[0].api_key == "sk-up" and cfg.discovery.api_key == "sk-up"
    assert cfg.tenants[0].api_keys == ("sk-acme-1", "sk-acme-2")


@pytest.mark.parametrize(
    ("patch", "key", "message"),
    [
        ({"salt_key_file": "MISSING"}, "salt_key_file", "cannot read"),
        ({"salt_key_file": "EMPTY"}, "salt_key_file", "the file is empty"),
        ({"salt_key": "x", "salt_key_file": "KEYS"}, "salt_key_file", "not both"),
        ({"tenants": {"t": {"api_keys_file": "EMPTY"}}}, "tenants.t.api_keys_file", "holds no keys"),
        ({"backends": [{"url": "http://a:1", "api_key_file": "MISSING"}]}, "backends[0].api_key_file", "cannot read"),
        ({"salt_key": "CHANGE-ME-salt"}, "salt_key", "placeholder"),
        ({"admin_key_file": "PLACEHOLDER"}, "admin_key", "placeholder"),
        ({"tenants": {"t": {"api_keys": ["ok", "CHANGE-ME-t"]}}}, "tenants.t.api_keys", "placeholder"),
    ],
)
def test_secret_file_errors_name_the_key(tmp_path: Path, patch: dict, key: str, message: str) -> None:
    files = {"EMPTY": "\n  \n", "KEYS": "k1\n", "PLACEHOLDER": "CHANGE-ME-admin\n"}
    for name, text in files.items():
        (tmp_path / name).write_text(text)

    def real(v: object) -> object:
        if isinstance(v, str) and (v in files or v == "MISSING"):
            return str(tmp_path / v)
        if isinstance(v, dict):
            return {k: real(x) for k, x in v.items()}
        if isinstance(v, list):
            return [real(x) for x in v]
        return v

    data = {"backends": ["http://a:1"], "salt_key": "s", **{k: real(v) for k, v in patch.items()}}
    if "salt_key_file" in patch and "salt_key" not in patch:
        del data["salt_key"]
    with pytest.raises(ConfigError, match=message) as e:
        parse_config(data, env={})
    assert e.value.key == key, str(e.value)


def test_a_data_parallel_backend_is_one_target_per_rank() -> None:
    """`data_parallel_size = 3` on a vLLM backend: three targets named `<url>#dp<r>` sharing its URL,
    each reading the events its rank publishes (the port plus the rank, an ipc path with `_dp<r>`);
    a tenant allowed the backend is allowed every rank."""
    cfg = parse_config({**BASE, "tokenizer": "/t", "tenants": {"acme": {"api_keys": ["k1"], "allowed_backends": ["http://v:8000"]}},
                        "backends": ["http://a:1", {"url": "http://v:8000/", "engine": "vllm", "data_parallel_size": 3,
                                                    "kv_events": "tcp://v:5557", "kv_events_replay": "ipc:///run/replay"}]},
                       env={})
    assert [(b.name, b.url, b.dp_rank, b.kv_events, b.kv_events_replay) for b in cfg.backends] == [
        ("http://a:1", "http://a:1", None, None, None),
        ("http://v:8000#dp0", "http://v:8000/", 0, "tcp://v:5557", "ipc:///run/replay"),
        ("http://v:8000#dp1", "http://v:8000/", 1, "tcp://v:5558", "ipc:///run/replay_dp1"),
        ("http://v:8000#dp2", "http://v:8000/", 2, "tcp://v:5559", "ipc:///run/replay_dp2")]
    assert cfg.tenants[0].allowed_backends == ("http://v:8000#dp0", "http://v:8000#dp1", "http://v:8000#dp2")
