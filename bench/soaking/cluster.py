"""The soak's processes (bench/procs.py): the bulk replicas (fast stubs or tiny engines), with stubs
one tiny engine for the kv tenant, and the proxy in front of them with the two tenants."""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson

from bench.procs import Proc, free_port, start_engines, start_proxy, start_stub, stop, wait_ready
from bench.soaking.metrics import get, metric, scrape_or_none
from bench.soaking.templates import BULK_KEY, KV_KEY, MODEL

# `kvroute engine` plus GET /debug/kv_accounting (bench/soaking/accounting.py), same flags
ENGINE_COMMAND = ("-m", "bench.soak", "--serve-engine")


@dataclass
class Cluster:
    """The started processes: the proxy, the bulk replicas, and the engines whose blocks are checked."""

    proxy: Proc
    admin_url: str
    replicas: dict[str, Proc]  # by name
    engines: list[str]  # names (in `replicas`) of the engines, bulk or kv
    kv_engine: str | None  # the kv tenant's engine, with stub replicas
    tokenizer_dir: Path
    logdir: Path

    @property
    def proxy_port(self) -> int:
        return int(self.proxy.url.rsplit(":", 1)[1])

    def pids(self) -> dict[str, int]:
        return {"proxy": self.proxy.pid, **{n: p.pid for n, p in self.replicas.items()}, "loadgen": os.getpid()}


def proxy_config(bulk: Sequence[str], kv: str | None, cache_bytes: int) -> str:
    """The proxy's TOML: every replica, tenant `bulk` on the bulk replicas, `kv` on the kv engine."""
    urls = [*bulk, *([kv] if kv else [])]
    lines = ['salt_key = "soak-salt-key"', "", "[limits]", f"routing_cache_bytes = {cache_bytes}", ""]
    for u in urls:
        lines += ["[[backends]]", f'url = "{u}"', ""]
    lines += ["[tenants.bulk]", f'api_keys = ["{BULK_KEY}"]', f"allowed_backends = {json.dumps(list(bulk))}", ""]
    if kv:
        lines += ["[tenants.kv]", f'api_keys = ["{KV_KEY}"]', f'allowed_backends = ["{kv}"]', ""]
    return "\n".join(lines)


@contextlib.contextmanager
def cluster(backend: str, replicas: int, logdir: Path, cache_bytes: int, kv_blocks: int,
            progress: Callable[[str], None] = print) -> Iterator[Cluster]:
    """Start the engines, stubs and proxy (each its own process, 127.0.0.1); always stop them."""
    logdir.mkdir(parents=True, exist_ok=True)
    procs: list[Proc] = []
    try:
        blocks, seqs = (kv_blocks, 4) if backend == "stub" else (max(kv_blocks, 1024), 8)
        procs += start_engines(replicas if backend == "engine" else 1, logdir, kv_blocks=blocks, timeout=180,
                               max_seqs=seqs, command=ENGINE_COMMAND)
        named = {p.name: p for p in procs}
        engines = list(named)
        tok = orjson.loads(get(named["engine0"].url + "/kv/tokenizer"))
        tokdir = logdir / "tokenizer"
        tokdir.mkdir(exist_ok=True)
        for fname, text in tok["files"].items():
            (tokdir / fname).write_text(text)
        if backend == "stub":
            for i in range(replicas):
                p = start_stub(free_port(), str(tokdir), ["--model", MODEL], logdir / f"stub{i}.log", f"stub{i}")
                procs.append(p)
                named[p.name] = p
                wait_ready([p])
        kv = named["engine0"].url if backend == "stub" else None
        bulk = [p.url for n, p in named.items() if backend == "engine" or n.startswith("stub")]
        proxy = start_proxy("proxy", [], logdir, ["--log-level", "WARNING"], proxy_config(bulk, kv, cache_bytes),
                            timeout=60, admin=True)
        procs.append(proxy)
        admin = proxy.extra["admin"]
        deadline = time.monotonic() + 30
        while metric(scrape_or_none(admin), "kvroute_proxy_replicas", 'state="routable"') < len(named):
            if time.monotonic() > deadline:
                raise TimeoutError(f"not every replica routable after 30 s; see {logdir / 'proxy.log'}")
            time.sleep(0.2)
        progress(f"started: proxy, {', '.join(named)} (logs in {logdir})")
        yield Cluster(proxy, admin, named, engines, "engine0" if kv else None, tokdir, logdir)
    finally:
        stop(procs)
