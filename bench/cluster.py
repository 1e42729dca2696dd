"""Real processes on 127.0.0.1 for end-to-end tests and benchmarks: engine replicas and proxies,
started with the `kvroute` command exactly as an operator would, each bounded in time and always
stopped."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from bench.procs import free_port

REPO = Path(__file__).resolve().parents[1]


def http_status(url: str, timeout: float = 1.0) -> int | None:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return int(r.status)
    except urllib.error.HTTPError as e:
        return int(e.code)
    except (OSError, ValueError):
        return None


@dataclass
class Proc:
    """One `kvroute ...` subprocess and its log file."""

    name: str
    url: str
    popen: subprocess.Popen[bytes]
    log: Path
    extra: dict[str, str] = field(default_factory=dict)

    def alive(self) -> bool:
        return self.popen.poll() is None

    def kill(self) -> None:
        """SIGKILL: the replica dies as in a crash, mid-whatever."""
        if self.alive():
            self.popen.kill()
            self.popen.wait(10)

    def terminate(self, timeout: float = 15.0) -> int:
        if self.alive():
            self.popen.send_signal(signal.SIGTERM)
            try:
                return self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(5)
        return int(self.popen.returncode)

    def log_tail(self, n: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""


def spawn(name: str, args: list[str], port: int, logdir: Path) -> Proc:
    log = logdir / f"{name}.log"
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "OMP_NUM_THREADS": "1"}
    f = open(log, "wb")  # noqa: SIM115 - owned by the child for its lifetime
    popen = subprocess.Popen([sys.executable, "-m", "kvroute", *args], cwd=REPO, stdout=f, stderr=subprocess.STDOUT,
                             env=env, start_new_session=True)
    f.close()
    return Proc(name, f"http://127.0.0.1:{port}", popen, log)


def wait_ready(procs: list[Proc], timeout: float) -> None:
    """Until every process answers GET /ready with 200; fails with their logs otherwise."""
    deadline = time.monotonic() + timeout
    pending = list(procs)
    while pending:
        pending = [p for p in pending if http_status(p.url + "/ready") != 200]
        for p in pending:
            if not p.alive():
                raise RuntimeError(f"{p.name} exited with {p.popen.returncode}:\n{p.log_tail()}")
        if not pending:
            return
        if time.monotonic() > deadline:
            raise TimeoutError("not ready in time: " + "; ".join(f"{p.name}:\n{p.log_tail(10)}" for p in pending))
        time.sleep(0.2)


def start_engines(n: int, logdir: Path, kv_blocks: int = 1024, timeout: float = 120.0,
                  extra: Callable[[int], list[str]] | None = None) -> list[Proc]:
    """`n` tiny-model replicas; `extra(i)` adds flags to replica i's command line."""
    procs = []
    for i in range(n):
        port = free_port()
        procs.append(spawn(f"engine{i}", ["engine", "--model", "tiny", "--port", str(port), "--kv-cache-blocks",
                                          str(kv_blocks), "--threads", "1", "--max-num-seqs", "8",
                                          *(extra(i) if extra else [])], port, logdir))
    try:
        wait_ready(procs, timeout)
    except BaseException:
        for p in procs:
            p.kill()
        raise
    return procs


def start_proxy(name: str, backends: list[str], logdir: Path, extra: list[str] | None = None,
                config: str | None = None, timeout: float = 30.0, admin: bool = False) -> Proc:
    """A proxy in front of `backends`; with `admin`, its admin listener's URL is `extra["admin"]`."""
    port, admin_port = free_port(), free_port() if admin else 0
    args = ["proxy", "--port", str(port), "--admin-port", str(admin_port)]
    for b in backends:
        args += ["--backend", b]
    if config is not None:
        path = logdir / f"{name}.toml"
        path.write_text(config)
        args += ["--config", str(path)]
    p = spawn(name, args + (extra or []), port, logdir)
    if admin:
        p.extra["admin"] = f"http://127.0.0.1:{admin_port}"
    try:
        wait_ready([p], timeout)
    except BaseException:
        p.kill()
        raise
    return p


@contextlib.contextmanager
def logdir() -> object:
    with tempfile.TemporaryDirectory(prefix="kvroute-e2e-") as d:
        yield Path(d)
