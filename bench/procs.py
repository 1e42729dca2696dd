"""Real processes on 127.0.0.1 for end-to-end tests and benchmarks: engine replicas, proxies and stubs,
started as an operator would (`python -m kvroute ...`, `python -m bench.stub_backend`), waited for
until ready, and always stopped; free ports, and a process's CPU and memory by pid."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def http_status(url: str, timeout: float = 1.0) -> int | None:
    """The status of GET `url`, None when nothing answered."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return int(r.status)
    except urllib.error.HTTPError as e:
        return int(e.code)
    except (OSError, ValueError):
        return None


@dataclass
class Proc:
    """One `python ARGV` subprocess serving on `url`, with its log file (None: stdout discarded,
    stderr this process's); it can be signalled, killed and started again with the same command line."""

    name: str
    url: str
    popen: subprocess.Popen[bytes]
    log: Path | None
    argv: list[str] = field(default_factory=list)
    cwd: Path = REPO
    env: dict[str, str] = field(default_factory=dict)
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def send_signal(self, sig: int) -> None:
        if self.alive():
            self.popen.send_signal(sig)

    def kill(self) -> None:
        """SIGKILL: the process dies as in a crash, mid-whatever."""
        if self.alive():
            self.popen.kill()
            self.popen.wait(10)

    def terminate(self, timeout: float = 15.0) -> int:
        """SIGTERM, then SIGKILL after `timeout` seconds; the exit status."""
        if self.alive():
            self.popen.send_signal(signal.SIGTERM)
            try:
                return self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(5)
        return int(self.popen.returncode)

    def restart(self) -> None:
        """The same command line again (after `kill`), its output appended to the same log."""
        self.popen = _popen(self.argv, self.log, self.cwd, self.env, append=True)

    def log_tail(self, n: int = 30) -> str:
        if self.log is None:
            return ""
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""


def _popen(argv: list[str], log: Path | None, cwd: Path, env: dict[str, str],
           append: bool = False) -> subprocess.Popen[bytes]:
    full_env = {**os.environ, "PYTHONUNBUFFERED": "1", "OMP_NUM_THREADS": "1", **env}
    if log is None:  # stdout discarded, errors to this process's stderr
        return subprocess.Popen([sys.executable, *argv], cwd=cwd, stdout=subprocess.DEVNULL, env=full_env,
                                start_new_session=True)
    with open(log, "ab" if append else "wb") as f:  # the child holds its own copy
        return subprocess.Popen([sys.executable, *argv], cwd=cwd, stdout=f, stderr=subprocess.STDOUT,
                                env=full_env, start_new_session=True)


def spawn(name: str, argv: list[str], port: int, log: Path | None = None, *, cwd: Path = REPO,
          env: dict[str, str] | None = None) -> Proc:
    """Start `python ARGV` (in `cwd`, with `env` over this environment) serving on 127.0.0.1:`port`;
    not waited for (see wait_ready)."""
    env = env or {}
    return Proc(name, f"http://127.0.0.1:{port}", _popen(argv, log, cwd, env), log, list(argv), cwd, env)


def spawn_kvroute(name: str, args: list[str], port: int, logdir: Path) -> Proc:
    """`kvroute ARGS` as an operator runs it, logging to `logdir`/NAME.log."""
    return spawn(name, ["-m", "kvroute", *args], port, logdir / f"{name}.log")


def wait_ready(procs: Sequence[Proc], timeout: float = 60.0, path: str = "/ready") -> None:
    """Until every process answers GET `path` with 200; fails at once, with its log, when one exits,
    and after `timeout` seconds with the logs of those not ready."""
    deadline = time.monotonic() + timeout
    pending = list(procs)
    while pending:
        pending = [p for p in pending if http_status(p.url + path) != 200]
        for p in pending:
            if not p.alive():
                raise RuntimeError(f"{p.name} exited with {p.popen.returncode}:\n{p.log_tail()}")
        if not pending:
            return
        if time.monotonic() > deadline:
            raise TimeoutError("not ready in time: " + "; ".join(f"{p.name}:\n{p.log_tail(10)}" for p in pending))
        time.sleep(0.1)


def stop(procs: Sequence[Proc], timeout: float = 10.0) -> None:
    """SIGTERM every process, then SIGKILL those still running after `timeout` seconds."""
    for p in procs:
        p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            p.kill()


def start_engines(n: int, logdir: Path, kv_blocks: int = 1024, timeout: float = 120.0,
                  extra: Callable[[int], list[str]] | None = None, max_seqs: int = 8,
                  command: Sequence[str] = ("-m", "kvroute", "engine")) -> list[Proc]:
    """`n` tiny-model replicas, ready; `extra(i)` adds flags to replica i's command line, `command`
    replaces `kvroute engine` (by a wrapper that takes the same flags)."""
    procs = []
    for i in range(n):
        port = free_port()
        procs.append(spawn(f"engine{i}", [*command, "--model", "tiny", "--port", str(port), "--kv-cache-blocks",
                                          str(kv_blocks), "--threads", "1", "--max-num-seqs", str(max_seqs),
                                          *(extra(i) if extra else [])], port, logdir / f"engine{i}.log"))
    try:
        wait_ready(procs, timeout)
    except BaseException:
        for p in procs:
            p.kill()
        raise
    return procs


def start_proxy(name: str, backends: list[str], logdir: Path, extra: list[str] | None = None,
                config: str | None = None, timeout: float = 30.0, admin: bool = False) -> Proc:
    """A proxy in front of `backends`, ready; with `admin`, its admin listener's URL is `extra["admin"]`."""
    port, admin_port = free_port(), free_port() if admin else 0
    args = ["proxy", "--port", str(port), "--admin-port", str(admin_port)]
    for b in backends:
        args += ["--backend", b]
    if config is not None:
        path = logdir / f"{name}.toml"
        path.write_text(config)
        args += ["--config", str(path)]
    p = spawn_kvroute(name, args + (extra or []), port, logdir)
    if admin:
        p.extra["admin"] = f"http://127.0.0.1:{admin_port}"
    try:
        wait_ready([p], timeout)
    except BaseException:
        p.kill()
        raise
    return p


def start_stub(port: int, tokenizer: str | None = None, extra: Sequence[str] = (), log: Path | None = None,
               name: str = "stub") -> Proc:
    """`python -m bench.stub_backend --fast` on 127.0.0.1:`port` (not waited for: see wait_ready)."""
    argv = ["-m", "bench.stub_backend", "--port", str(port), "--fast", *extra]
    if tokenizer:
        argv += ["--tokenizer", tokenizer]
    return spawn(name, argv, port, log)


@contextlib.contextmanager
def logdir() -> Iterator[Path]:
    """A temporary folder for the processes' logs and configs, removed on exit."""
    with tempfile.TemporaryDirectory(prefix="kvroute-e2e-") as d:
        yield Path(d)


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of a process (Linux /proc), None where unavailable."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def rss_bytes(pid: int) -> int | None:
    """Resident memory of a process (VmRSS in /proc/PID/status), None where unavailable."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None
