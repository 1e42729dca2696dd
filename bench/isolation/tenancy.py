"""The benchmark's tenants: four private ones and a group pair, their keys and the proxy's secrets."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

PRIVATE = ("alice", "bob", "carol", "dave")
GROUP = ("gina", "gus")
GROUP_SCOPE = "group:team"


@dataclass(frozen=True)
class Tenancy:
    """The proxy's tenants (name -> isolation), their API keys and the proxy's own secrets."""

    isolation: dict[str, str]
    keys: dict[str, str]
    salt_key: str
    admin_key: str | None = None

    def scope(self, tenant: str) -> str:
        iso = self.isolation[tenant]
        return tenant if iso == "private" else iso

    def as_config(self, backends: Sequence[str]) -> dict[str, Any]:
        """The proxy config (as `proxy.config.parse_config` takes it) in front of `backends`."""
        return {"backends": [{"url": u} for u in backends], "salt_key": self.salt_key,
                **({"admin_key": self.admin_key} if self.admin_key else {}),
                "tenants": {t: {"api_keys": [self.keys[t]], "isolation": iso} for t, iso in self.isolation.items()}}

    def toml(self) -> str:
        lines = [f'salt_key = "{self.salt_key}"']
        if self.admin_key:
            lines.append(f'admin_key = "{self.admin_key}"')
        for name, iso in self.isolation.items():
            lines += ["", f"[tenants.{name}]", f'api_keys = ["{self.keys[name]}"]', f'isolation = "{iso}"']
        return "\n".join(lines) + "\n"


def make_tenancy(marker: str = "") -> Tenancy:
    """Four private tenants and a group pair, with fresh random keys; `marker` goes into every secret
    (tests put a canary there to find it wherever it leaks)."""
    iso = {**{t: "private" for t in PRIVATE}, **{t: GROUP_SCOPE for t in GROUP}}
    keys = {t: f"sk-{marker}{t}-{secrets.token_hex(12)}" for t in iso}
    return Tenancy(iso, keys, f"salt-{marker}{secrets.token_hex(16)}", f"adm-{marker}{secrets.token_hex(12)}")
