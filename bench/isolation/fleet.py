"""Replicas and a proxy for the benchmark, on 127.0.0.1, and what they tell over HTTP: the replicas'
tokenizer and block size, and /debug/route's prediction for a prompt."""

from __future__ import annotations

import contextlib
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from bench.isolation.tenancy import Tenancy
from bench.procs import Proc, free_port, spawn_kvroute, wait_ready
from protocol.tokenization import Tokenizer


@dataclass
class Fleet:
    """Running replicas and the proxy in front of them (its admin listener at `admin`)."""

    engines: list[Proc]
    proxy: Proc
    admin: str
    tenancy: Tenancy
    logdir: Path

    def logs(self) -> list[Path]:
        return [p.log for p in (*self.engines, self.proxy)]

    def admin_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tenancy.admin_key}"} if self.tenancy.admin_key else {}


@contextlib.contextmanager
def fleet(logdir: Path, tenancy: Tenancy, replicas: int = 2, model: str = "tiny", threads: int = 1,
          proxy_args: Sequence[str] = (), timeout: float = 300.0) -> Iterator[Fleet]:
    """`replicas` engines and a proxy with `tenancy`, on 127.0.0.1; every process is stopped on exit."""
    procs: list[Proc] = []
    try:
        for i in range(replicas):
            port = free_port()
            procs.append(spawn_kvroute(f"engine{i}", ["engine", "--model", model, "--port", str(port), "--host",
                                                       "127.0.0.1", "--threads", str(threads), "--max-num-seqs", "8"],
                                       port, logdir))
        wait_ready(procs, timeout)
        port, admin_port = free_port(), free_port()
        config = logdir / "proxy.toml"
        config.write_text(tenancy.toml())
        args = ["proxy", "--config", str(config), "--host", "127.0.0.1", "--port", str(port), "--admin-host",
                "127.0.0.1", "--admin-port", str(admin_port), *proxy_args]
        for e in procs:
            args += ["--backend", e.url]
        proxy = spawn_kvroute("proxy", args, port, logdir)
        procs.append(proxy)
        wait_ready([proxy], 60.0)
        yield Fleet(procs[:-1], proxy, f"http://127.0.0.1:{admin_port}", tenancy, logdir)
    finally:
        for p in reversed(procs):
            p.terminate(10)


def fetch_json(url: str, headers: dict[str, str] | None = None, body: Any = None, timeout: float = 30.0) -> Any:
    data = orjson.dumps(body) if body is not None else None
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json", **(headers or {})},
                                 method="POST" if data is not None else "GET")
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return orjson.loads(r.read())


def replica_tokenizer_files(fleet_: Fleet) -> dict[str, str]:
    return dict(fetch_json(fleet_.engines[0].url + "/kv/tokenizer")["files"])


def replica_tokenizer(fleet_: Fleet) -> tuple[Tokenizer, int]:
    """The replicas' tokenizer (for exact token counts) and their block size."""
    info = fetch_json(fleet_.engines[0].url + "/kv/info")
    return Tokenizer.from_files(replica_tokenizer_files(fleet_)), int(info["block_size"])


def route_prediction(fleet_: Fleet, tenant: str, messages: list[dict[str, str]]) -> int:
    """The most cached tokens /debug/route predicts on any replica for `tenant` sending `messages`."""
    doc = fetch_json(f"{fleet_.admin}/debug/route?tenant={tenant}", fleet_.admin_headers(),
                     {"messages": messages, "max_tokens": 1})
    return max((int(r["predicted_cached_tokens"]) for r in doc["replicas"]), default=0)
