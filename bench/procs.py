"""Benchmark processes on 127.0.0.1: free ports, readiness, a process's CPU and memory by pid, fast
stubs, and stopping them. Shared by the benchmarks that run the stubs, engines and the proxy as
separate processes (bench/proxy_bench.py, bench/soak.py)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_ready(url: str, proc: subprocess.Popen[bytes], timeout: float = 60.0) -> None:
    """Until GET `url` answers 200; fails at once when `proc` exits, else after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{url}: process exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.1)
    raise TimeoutError(f"{url} not ready after {timeout}s")


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


def start_stub(port: int, tokenizer: str | None = None, extra: Sequence[str] = (),
               stdout: int | None = subprocess.DEVNULL) -> subprocess.Popen[bytes]:
    """`python -m bench.stub_backend --fast` on 127.0.0.1:`port` (not waited for: see wait_ready)."""
    cmd = [sys.executable, "-m", "bench.stub_backend", "--port", str(port), "--fast", *extra]
    if tokenizer:
        cmd += ["--tokenizer", tokenizer]
    return subprocess.Popen(cmd, cwd=REPO, env={**os.environ, "PYTHONUNBUFFERED": "1"}, stdout=stdout)


def stop(procs: Sequence[subprocess.Popen[bytes]], timeout: float = 10.0) -> None:
    """SIGTERM each process, then SIGKILL those still running after `timeout` seconds."""
    for p in procs:
        if p.poll() is None:
            p.terminate()
    for p in procs:
        try:
            p.wait(timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(timeout)
