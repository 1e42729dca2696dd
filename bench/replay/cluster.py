"""The real fleet: tiny engine replicas and a proxy started through bench/procs.py, and stopped
whatever happens (SIGTERM included)."""

from __future__ import annotations

import contextlib
import json
import signal
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bench.procs import Proc, free_port, spawn_kvroute, stop
from bench.replay import CHUNK_TOKENS, MAX_SEQS
from bench.replay.knobs import policy_toml


def get_json(url: str, timeout: float = 2.0) -> tuple[int, Any]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return int(r.status), json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return int(e.code), None
    except (OSError, ValueError):
        return 0, None


class Cluster:
    """`replicas` engines and one proxy, `kvroute` processes on 127.0.0.1; a context manager that
    stops every process it started (SIGTERM, then SIGKILL), whatever happens."""

    def __init__(self, replicas: int, kv_blocks: int, policy: str | None, knobs: dict[str, float | int],
                 logdir: Path, tag: str) -> None:
        self.replicas, self.kv_blocks, self.policy, self.knobs = replicas, kv_blocks, policy, knobs
        self.logdir, self.tag = logdir, tag
        self.procs: list[Proc] = []
        self.engines: list[Proc] = []
        self.proxy: Proc | None = None
        self.admin_url = ""

    def _spawn(self, name: str, args: list[str], port: int) -> Proc:
        p = spawn_kvroute(f"{self.tag}-{name}", args, port, self.logdir)
        self.procs.append(p)
        return p

    def _wait(self, p: Proc, ok: Any, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while True:
            status, body = get_json(p.url + "/ready")
            if ok(status, body):
                return
            if p.popen.poll() is not None:
                raise RuntimeError(f"{p.name} exited with {p.popen.returncode}:\n{p.log_tail()}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{p.name} not ready after {timeout:.0f}s:\n{p.log_tail()}")
            time.sleep(0.1)

    def __enter__(self) -> Cluster:
        try:
            for i in range(self.replicas):
                port = free_port()
                self.engines.append(self._spawn(f"engine{i}", [
                    "engine", "--model", "tiny", "--host", "127.0.0.1", "--port", str(port), "--kv-cache-blocks",
                    str(self.kv_blocks), "--threads", "1", "--max-num-seqs", str(MAX_SEQS),
                    "--max-num-batched-tokens", str(CHUNK_TOKENS), "--seed", "0"], port))
            for e in self.engines:
                self._wait(e, lambda s, _: s == 200, 180)
            if self.policy is not None:
                port = free_port()
                cfg = self.logdir / f"{self.tag}-proxy.toml"
                cfg.write_text(policy_toml(self.policy, self.knobs))
                admin = free_port()
                self.admin_url = f"http://127.0.0.1:{admin}"
                args = ["proxy", "--host", "127.0.0.1", "--port", str(port), "--admin-host", "127.0.0.1",
                        "--admin-port", str(admin), "--config", str(cfg), "--log-level", "WARNING"]
                for e in self.engines:
                    args += ["--backend", e.url]
                self.proxy = self._spawn("proxy", args, port)
                n = self.replicas
                self._wait(self.proxy, lambda s, b: s == 200 and isinstance(b, dict) and b.get("replicas") == n, 60)
        except BaseException:
            self.stop()
            raise
        return self

    def route_decisions(self) -> dict[str, int]:
        """The proxy's routing decisions so far, by reason (its admin /metrics)."""
        try:
            with urllib.request.urlopen(self.admin_url + "/metrics", timeout=5) as r:
                text = r.read().decode()
        except OSError:
            return {}
        out: dict[str, int] = {}
        for line in text.splitlines():
            if line.startswith("kvroute_proxy_route_decisions_total{") and 'reason="' in line:
                reason = line.split('reason="', 1)[1].split('"', 1)[0]
                out[reason] = out.get(reason, 0) + int(float(line.rsplit(" ", 1)[1]))
        return dict(sorted(out.items()))

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        stop(self.procs)
        self.procs.clear()


@contextlib.contextmanager
def sigterm_exits() -> Iterator[None]:
    """SIGTERM raises SystemExit meanwhile, so the finally blocks still stop every process started."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
