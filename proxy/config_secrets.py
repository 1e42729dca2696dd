"""Secrets kept out of the config file: every secret key `K` may instead be given as `K_file`, the
path of a file holding it (how Kubernetes mounts a Secret and Docker a secret).

`admin_key_file`, `salt_key_file`, `backends[i].api_key_file` and `discovery.api_key_file` name a
file whose content, stripped of surrounding whitespace, is the key; `tenants.X.api_keys_file` names
one with one key per line (blank lines and lines starting with `#` ignored). The files are read when
the config is loaded (at start; SIGHUP re-reads them for backends and discovery only), so rotating
a tenant's or the admin key takes a restart.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from proxy.config_checks import ConfigError, check_str

PLACEHOLDER_PREFIX = "CHANGE-ME"  # the stand-in values deploy/ ships; refused as real secrets


def read_secret_file(path: Any, key: str) -> str:
    """The text of the secret file at `path`; `key` names the config key in errors."""
    path = check_str(path, key)
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as e:
        raise ConfigError(key, f"cannot read {path}: {e.strerror or e}") from e
    except UnicodeDecodeError as e:
        raise ConfigError(key, f"{path} is not UTF-8 text") from e


def _one_key(text: str, key: str) -> str:
    value = text.strip()
    if not value:
        raise ConfigError(key, "the file is empty")
    return value


def _key_lines(text: str) -> list[str]:
    return [s for s in (line.strip() for line in text.splitlines()) if s and not s.startswith("#")]


def _resolve(table: Mapping[str, Any], key: str, name: str, many: bool) -> dict[str, Any]:
    """`table` with `name_file` replaced by `name` read from that file."""
    file_key = f"{name}_file"
    if file_key not in table:
        return dict(table)
    where = f"{key}.{file_key}" if key else file_key
    if name in table:
        raise ConfigError(where, f"give {name} or {file_key}, not both")
    text = read_secret_file(table[file_key], where)
    out = {k: v for k, v in table.items() if k != file_key}
    out[name] = _key_lines(text) if many else _one_key(text, where)
    if many and not out[name]:
        raise ConfigError(where, "the file holds no keys")
    return out


def resolve_secret_files(data: Mapping[str, Any]) -> dict[str, Any]:
    """The parsed TOML document with every `*_file` secret read in; other keys untouched."""
    out = _resolve(_resolve(data, "", "admin_key", many=False), "", "salt_key", many=False)
    backends = out.get("backends")
    if isinstance(backends, list):
        out["backends"] = [_resolve(b, f"backends[{i}]", "api_key", many=False) if isinstance(b, Mapping) else b
                           for i, b in enumerate(backends)]
    if isinstance(out.get("discovery"), Mapping):
        out["discovery"] = _resolve(out["discovery"], "discovery", "api_key", many=False)
    if isinstance(out.get("tenants"), Mapping):
        out["tenants"] = {n: _resolve(t, f"tenants.{n}", "api_keys", many=True) if isinstance(t, Mapping) else t
                          for n, t in out["tenants"].items()}
    return out


def check_not_placeholder(value: str | None, key: str) -> None:
    """Refuse a secret still holding the stand-in value the deploy/ manifests ship."""
    if value is not None and value.startswith(PLACEHOLDER_PREFIX):
        raise ConfigError(key, f"still holds the placeholder {value!r} from deploy/: set a random secret "
                               "(e.g. `openssl rand -hex 32`)")
