"""`kvroute proxy` as a process: a mismatched pool is refused at start, a good one serves and
drains on SIGTERM."""

from __future__ import annotations

import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from proxy_test_utils import free_port, wait_ok

pytestmark = pytest.mark.timeout(60)


@contextmanager
def stubs(*flag_sets: list[str]) -> Iterator[list[str]]:
    procs, urls = [], []
    try:
        for flags in flag_sets:
            port = free_port()
            procs.append(subprocess.Popen([sys.executable, "-m", "bench.stub_backend", "--port", str(port), *flags],
                                          stdout=subprocess.DEVNULL))
            urls.append(f"http://127.0.0.1:{port}")
        for url in urls:
            wait_ok(url + "/ready")
        yield urls
    finally:
        for p in procs:
            p.kill()
            p.wait(10)


def _proxy(urls: list[str], port: int) -> subprocess.Popen[bytes]:
    args = [sys.executable, "-m", "kvroute", "proxy", "--port", str(port), "--admin-port", "0"]
    for u in urls:
        args += ["--backend", u]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.parametrize("flags, word", [(["--block-size", "32"], "block_size"), (["--model", "other"], "model")])
def test_a_mismatched_pool_is_refused_with_a_clear_error(flags: list[str], word: str) -> None:
    with stubs([], flags) as urls:
        proc = _proxy(urls, free_port())
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == 2
        assert b"refusing the replica pool" in err and word.encode() in err


def test_serves_and_exits_cleanly_on_sigterm() -> None:
    with stubs([]) as urls:
        port = free_port()
        proc = _proxy(urls, port)
        try:
            wait_ok(f"http://127.0.0.1:{port}/ready")
            req = urllib.request.Request(f"http://127.0.0.1:{port}/v1/completions", method="POST",
                                         data=b'{"prompt": "hi", "max_tokens": 2}',
                                         headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(req, timeout=10) as r:
                assert r.status == 200 and r.headers["x-kvroute-backend"] == urls[0]
            proc.send_signal(signal.SIGTERM)
            assert proc.wait(20) == 0
        finally:
            proc.kill()
            proc.communicate(timeout=10)  # reap it and close its pipes
