"""The servers under fuzz: one tiny engine replica and a proxy in front of it (bench/procs.py), and
the checks every case ends with: still alive, logs free of errors, still serving, nothing held once idle."""

from __future__ import annotations

import contextlib
import json
import re
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from bench.fuzzing.judge import judge
from bench.fuzzing.wire import COMPLETIONS, post_json
from bench.procs import Proc, logdir, start_engines, start_proxy

MAX_MODEL_LEN = 128
ENGINE_FLAGS = ["--max-model-len", str(MAX_MODEL_LEN), "--max-num-seqs", "32"]
KV_BLOCKS = 512
BODY_LIMITS = {"proxy": 8 * 1024 * 1024, "engine": 16 * 1024 * 1024}  # limits.max_body_bytes, MAX_BODY_BYTES
_LOG_RECORD = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d|kvroute ")


@dataclass
class Target:
    """A server under fuzz: its URL, the processes that must stay alive, the engine whose blocks are
    checked and (for the proxy) its admin listener."""

    name: str
    url: str
    procs: list[Proc]
    engine_url: str
    admin_url: str | None = None
    log_offsets: dict[str, int] = field(default_factory=dict)

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    @property
    def body_limit(self) -> int:
        return BODY_LIMITS[self.name]

    def dead(self) -> str | None:
        for p in self.procs:
            if not p.alive():
                return f"{p.name} exited with {p.popen.returncode}:\n{p.log_tail(20)}"
        return None

    def new_log_errors(self) -> list[str]:
        """Tracebacks and ERROR lines its processes logged since the last call."""
        found = []
        for p in self.procs:
            try:
                with open(p.log, "rb") as f:
                    f.seek(self.log_offsets.get(p.name, 0))
                    text = f.read().decode("utf-8", "replace")
                    self.log_offsets[p.name] = f.tell()
            except OSError:
                continue
            lines, i = text.splitlines(), 0
            while i < len(lines):
                line = lines[i]
                i += 1
                if not (line.startswith("Traceback") or " ERROR " in line or " CRITICAL " in line):
                    continue
                record = [line]
                while i < len(lines) and not _LOG_RECORD.match(lines[i]) and len(record) < 200:
                    record.append(lines[i])
                    i += 1
                shown = record[:1] + record[-3:] if len(record) > 4 else record  # the line and the exception
                found.append(f"{p.name} logged: " + " | ".join(shown))
        return found


@contextlib.contextmanager
def cluster() -> Iterator[dict[str, Target]]:
    """One tiny engine replica (a short context, so prompts past it are cheap) and a proxy in front
    of it, with its admin listener; both stopped on exit."""
    with logdir() as d:
        procs: list[Proc] = []
        try:
            engine = start_engines(1, d, kv_blocks=KV_BLOCKS, extra=lambda i: ENGINE_FLAGS)[0]
            procs.append(engine)
            proxy = start_proxy("proxy", [engine.url], d, admin=True)
            procs.append(proxy)
            yield {"proxy": Target("proxy", proxy.url, [proxy, engine], engine.url, proxy.extra["admin"]),
                   "engine": Target("engine", engine.url, [engine], engine.url)}
        finally:
            for p in procs:
                p.terminate()


def _get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def _metric_sum(text: str, name: str) -> float:
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines()
               if line.startswith(name) and line[len(name):len(name) + 1] in ("{", " "))


def idle_problem(target: Target, timeout: float = 20.0) -> str | None:
    """Wait (bounded) until the target is idle, then check that nothing leaked: every engine KV
    block back (free or only cached) and, behind the proxy, no request still counted in flight."""
    deadline = time.monotonic() + timeout
    while True:
        info = _get_json(target.engine_url + "/kv/info")
        busy = info["running"] + info["waiting"] > 0
        proxy_busy = 0.0
        if target.admin_url:
            with urllib.request.urlopen(target.admin_url + "/metrics", timeout=10) as r:
                text = r.read().decode()
            proxy_busy = _metric_sum(text, "kvroute_proxy_admitted_requests") + \
                _metric_sum(text, "kvroute_proxy_in_flight_requests")
        if not busy and not proxy_busy:
            break
        if time.monotonic() > deadline:
            return f"still busy {timeout:.0f}s after its clients left: engine {info}, proxy in flight {proxy_busy}"
        time.sleep(0.05)
    if info["free_blocks"] != info["capacity_blocks"] or info["kv_usage"] != 0:
        return f"KV blocks leaked once idle: {info['free_blocks']} of {info['capacity_blocks']} free, " \
               f"kv_usage {info['kv_usage']}"
    return None


def serves_problem(target: Target) -> str | None:
    """Whether a normal request still gets a normal answer."""
    reply = post_json(target.port, COMPLETIONS, {"model": "tiny", "prompt": "still there?", "max_tokens": 2})
    if why := judge(reply, "ok"):
        return f"a normal request after the case failed: {why}"
    return None
