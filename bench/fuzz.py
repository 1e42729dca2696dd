"""Fuzzing the proxy and an engine replica, both real processes on 127.0.0.1.

    python -m bench.fuzz [--cases N] [--seed S] [--target proxy|engine|both]

One tiny-model engine replica and a proxy in front of it are started as an operator would
(bench/cluster.py), and each target gets N cases from every fuzzer:

- `schemathesis`: OpenAI's spec subset (../shared/data/openapi, skipped when absent), every operation
  with positive and negative data;
- `bodies`: hypothesis-drawn request bodies: random JSON, valid requests (which must succeed), bodies
  at the size limits, 100k-level nesting, invalid UTF-8, enormous max_tokens, prompts past the context;
- `headers`: random header names and values, duplicate and conflicting Content-Length, bad
  Content-Type, Transfer-Encoding tricks, gzip bombs, sent as raw bytes no client library would send;
- `clients`: misbehaving SSE clients: slow readers with a tiny receive buffer, stalled readers, clients
  that leave after the first chunk, mid-headers or mid-body, reset, half-close or pipeline and leave.

A failure is any 5xx, an error body that is not JSON in OpenAI's shape (`{"error": {"message", "type",
"param", "code"}}`), a malformed answer or SSE stream, a refused valid request, a dropped connection
without an answer, a dead process or a traceback in its log; after each misbehaving client the target
must answer a normal request, and once idle the engine must hold no KV block and the proxy no request.
Schemathesis's own checks (status codes, content types and response schemas of OpenAI's full API)
are reported apart as conformance findings. Prints a table and writes bench/out/fuzz.json; exits 1
on any failure. tests/fuzz runs the same functions with small case counts.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import functools
import gzip
import json
import random
import re
import socket
import sys
import threading
import time
import urllib.request
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httptools
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from bench.cluster import Proc, logdir, start_engines, start_proxy

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO.parent / "shared" / "data" / "openapi" / "openai-subset-chat-completions-models.yaml"
OUT = REPO / "bench" / "out" / "fuzz.json"

MAX_MODEL_LEN = 128
ENGINE_FLAGS = ["--max-model-len", str(MAX_MODEL_LEN), "--max-num-seqs", "32"]
KV_BLOCKS = 512
BODY_LIMITS = {"proxy": 8 * 1024 * 1024, "engine": 16 * 1024 * 1024}  # limits.max_body_bytes, MAX_BODY_BYTES
VOCAB = 2048
TIMEOUT_S = 60.0
FUZZERS = ("schemathesis", "bodies", "headers", "clients")
CHAT, COMPLETIONS = "/v1/chat/completions", "/v1/completions"
_LOG_RECORD = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d|kvroute ")


def log(msg: str) -> None:
    print(f"[fuzz] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- raw HTTP/1.1 client


@dataclass
class Reply:
    """One answer as read off the socket; `error` says why it is missing or incomplete."""

    status: int = 0
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    complete: bool = False
    error: str | None = None


class _Parse:
    """httptools callbacks collecting one final response (interim 1xx ones are skipped)."""

    def __init__(self) -> None:
        self.parser = httptools.HttpResponseParser(self)
        self.headers: dict[str, str] = {}
        self.body = bytearray()
        self.headers_done = False
        self.done = False

    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers[name.decode("latin-1").lower()] = value.decode("latin-1")

    def on_headers_complete(self) -> None:
        self.headers_done = True

    def on_body(self, data: bytes) -> None:
        self.body += data

    def on_message_complete(self) -> None:
        if 100 <= self.parser.get_status_code() < 200:
            self.headers, self.body, self.headers_done = {}, bytearray(), False
        else:
            self.done = True


class RawConn:
    """A client connection that sends exactly the bytes a case wants (client libraries normalize
    what a fuzzer must send as is) and reads one answer with llhttp, the proxy's own parser."""

    def __init__(self, port: int, *, rcvbuf: int | None = None, timeout: float = TIMEOUT_S) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            if rcvbuf is not None:
                self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
            self.sock.settimeout(timeout)
            self.sock.connect(("127.0.0.1", port))
        except OSError:
            self.sock.close()
            raise
        self._state = _Parse()
        self._parser = self._state.parser

    def send(self, data: bytes, *, background: bool = False) -> None:
        """Write `data`; in the background for large bodies a server may refuse before reading them."""
        if not background:
            self.sock.sendall(data)
            return

        def push() -> None:
            with contextlib.suppress(OSError):
                self.sock.sendall(data)

        threading.Thread(target=push, daemon=True).start()

    def read(self, *, size: int = 65536, pause: float = 0.0,
             stop: Callable[[_Parse], bool] | None = None) -> Reply:
        """Read until the answer is complete, the server closes, or `stop(state)` holds."""
        st_, reply = self._state, Reply()
        try:
            while not st_.done and not (stop and stop(st_)):
                data = self.sock.recv(size)
                if not data:
                    reply.error = "closed before the answer was complete" if st_.headers_done else \
                        "closed without an answer"
                    break
                self._parser.feed_data(data)
                if pause:
                    time.sleep(pause)
        except httptools.HttpParserError as e:
            reply.error = f"malformed answer: {e}"
        except TimeoutError:
            reply.error = "timed out waiting for the answer"
        except OSError as e:
            reply.error = f"{type(e).__name__} before the answer was complete" if st_.headers_done else \
                f"{type(e).__name__} without an answer"
        if st_.headers_done:
            with contextlib.suppress(httptools.HttpParserError):
                reply.status = self._parser.get_status_code()
        reply.headers, reply.body, reply.complete = dict(st_.headers), bytes(st_.body), st_.done
        return reply

    def close(self, *, reset: bool = False) -> None:
        """Close; with `reset`, abort with a TCP RST (SO_LINGER 0) instead of a FIN."""
        if reset:
            with contextlib.suppress(OSError):
                self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        self.sock.close()


def wire(method: str, path: str, body: bytes = b"", headers: list[tuple[str, str]] | None = None,
         *, length: bool = True) -> bytes:
    """An HTTP/1.1 request as bytes: Host, then `headers` as given, then Content-Length unless
    `length` is false or the headers set their own framing."""
    hs = [("Host", "127.0.0.1")] + (headers or [])
    names = {k.lower() for k, _ in hs}
    framed = "content-length" in names or "transfer-encoding" in names
    if length and not framed and (body or method == "POST"):
        hs.append(("Content-Length", str(len(body))))
    head = f"{method} {path} HTTP/1.1\r\n".encode() + b"".join(
        k.encode("latin-1") + b": " + v.encode("latin-1") + b"\r\n" for k, v in hs)
    return head + b"\r\n" + body


def exchange(port: int, data: bytes, *, timeout: float = TIMEOUT_S, background: bool = False) -> Reply:
    conn = RawConn(port, timeout=timeout)
    try:
        try:
            conn.send(data, background=background)
        except OSError:
            pass  # the server may answer (413, 400) and close before reading everything
        return conn.read()
    finally:
        conn.close()


def post_json(port: int, path: str, obj: Any, extra: list[tuple[str, str]] | None = None) -> Reply:
    body = json.dumps(obj).encode()
    return exchange(port, wire("POST", path, body, [("Content-Type", "application/json"), *(extra or [])]))


# ---------------------------------------------------------------------------- judging answers


def error_shape_problem(body: bytes) -> str | None:
    """Why `body` is not an error in OpenAI's shape, or None when it is."""
    try:
        doc = json.loads(body)
    except ValueError:
        return f"error body is not JSON: {body[:160]!r}"
    err = doc.get("error") if isinstance(doc, dict) else None
    if not isinstance(err, dict):
        return f"error body has no `error` object: {body[:160]!r}"
    for key in ("message", "type"):
        if not isinstance(err.get(key), str) or not err[key]:
            return f"error.{key} is not a non-empty string: {body[:160]!r}"
    for key in ("param", "code"):
        if key not in err:
            return f"error.{key} is missing: {body[:160]!r}"
        if err[key] is not None and not isinstance(err[key], str):
            return f"error.{key} is neither a string nor null: {body[:160]!r}"
    return None


def sse_problem(body: bytes, complete: bool) -> str | None:
    """Why `body` is not a well-formed OpenAI event stream (every event JSON, errors in shape, ended
    by `[DONE]` when complete), or None."""
    try:
        text = body.decode()
    except UnicodeDecodeError:
        return f"event stream is not UTF-8: {body[:160]!r}"
    payloads = []
    for block in text.split("\n\n"):
        for line in block.split("\n"):
            if not line or line.startswith((":", "event:", "id:", "retry:")):
                continue
            if not line.startswith("data:"):
                return f"event stream line is not an SSE field: {line[:160]!r}"
            payloads.append(line[5:].strip())
    for p in payloads:
        if p == "[DONE]":
            continue
        try:
            event = json.loads(p)
        except ValueError:
            return f"event is not JSON: {p[:160]!r}"
        if not isinstance(event, dict):
            return f"event is not an object: {p[:160]!r}"
        if "error" in event and (why := error_shape_problem(p.encode())):
            return f"error event: {why}"
    if complete and (not payloads or payloads[-1] != "[DONE]"):
        return f"complete event stream does not end with [DONE]: {text[-160:]!r}"
    return None


def judge(reply: Reply, expect: str | None = None, *, answer_required: bool = True,
          allowed_5xx: tuple[int, ...] = ()) -> str | None:
    """What is wrong with `reply` (None: nothing). `expect` "ok" means a valid request that must get
    200, "refused" an invalid one that must get a 4xx (or one of `allowed_5xx`, where HTTP itself
    prescribes it); a missing answer fails unless not required."""
    if not reply.status:
        return None if not answer_required else f"no answer: {reply.error}"
    if reply.status >= 500 and reply.status not in allowed_5xx:
        return f"{reply.status}: {reply.body[:200]!r}"
    if not reply.complete and reply.error:
        return f"{reply.status} answer cut short: {reply.error}"
    if reply.status >= 400:
        if why := error_shape_problem(reply.body):
            return f"{reply.status} {why}"
        if expect == "ok":
            return f"valid request refused with {reply.status}: {reply.body[:200]!r}"
        return None
    if expect == "refused" and 200 <= reply.status < 300:
        return f"invalid request answered {reply.status}: {reply.body[:200]!r}"
    if reply.headers.get("content-type", "").startswith("text/event-stream"):
        return sse_problem(reply.body, reply.complete)
    if reply.status == 200 and reply.headers.get("content-type", "").startswith("application/json"):
        try:
            json.loads(reply.body)
        except ValueError:
            return f"200 body is not JSON: {reply.body[:160]!r}"
    return None


# ---------------------------------------------------------------------------- targets


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
        assert isinstance(d, Path)
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


# ---------------------------------------------------------------------------- tallies


@dataclass
class Tally:
    """What one fuzzer did to one target."""

    target: str
    fuzzer: str
    cases: int = 0
    failures: list[str] = field(default_factory=list)
    statuses: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    conformance: dict[str, dict[str, Any]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0
    _started: float = field(default_factory=time.monotonic)
    _last_progress: float = field(default_factory=time.monotonic)

    def record(self, case: str, problem: str | None, status: int | None = None, kind: str | None = None) -> None:
        """One case run: `case` describes it, `problem` is its failure (None: passed)."""
        self.cases += 1
        self.kinds[kind or case] += 1
        if status is not None:
            self.statuses[str(status or "none")] += 1
        if problem:
            self.failures.append(f"{case}: {problem}")
        if time.monotonic() - self._last_progress > 5:
            self._last_progress = time.monotonic()
            log(f"{self.target}/{self.fuzzer}: {self.cases} cases, {len(self.failures)} failures, "
                f"{time.monotonic() - self._started:.0f}s")

    def finding(self, key: str, example: str) -> None:
        f = self.conformance.setdefault(key, {"count": 0, "example": example[:800]})
        f["count"] += 1

    def finish(self, target: Target) -> Tally:
        """Close the tally: the target's processes alive and its logs free of errors."""
        if why := target.dead():
            self.failures.append(f"process died: {why}")
        self.failures += target.new_log_errors()
        self.seconds = round(time.monotonic() - self._started, 1)
        log(f"{self.target}/{self.fuzzer}: done, {self.cases} cases, {len(self.failures)} failures, "
            f"{len(self.conformance)} conformance findings, {self.seconds}s")
        return self

    def report(self) -> str:
        """The case count and every failure, for a test's assertion message."""
        return f"{self.target}/{self.fuzzer}: {self.cases} cases, {len(self.failures)} failures\n" + \
            "\n\n".join(self.failures[:20])

    def to_json(self) -> dict[str, Any]:
        return {"target": self.target, "fuzzer": self.fuzzer, "cases": self.cases, "failures": len(self.failures),
                "failure_examples": self.failures[:20], "statuses": dict(sorted(self.statuses.items())),
                "kinds": dict(self.kinds), "conformance": self.conformance, "notes": self.notes,
                "seconds": self.seconds}


def _settings(cases: int) -> settings:
    return settings(max_examples=max(1, cases), deadline=None, database=None, derandomize=False,
                    phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck),
                    report_multiple_bugs=False)


# ---------------------------------------------------------------------------- schemathesis


CONFORMANCE_CHECKS = ("status_code_conformance", "content_type_conformance", "response_headers_conformance",
                      "response_schema_conformance", "negative_data_rejection", "positive_data_acceptance")


def run_schemathesis(target: Target, cases: int, seed_: int, spec: Path | None = None) -> Tally:
    """Every operation of the spec subset with positive and negative data (about `cases` in all),
    sent to the target's /v1. Our criteria fail a case; schemathesis's checks are findings."""
    import requests
    import schemathesis
    from schemathesis import GenerationMode
    from schemathesis.core.failures import FailureGroup
    from schemathesis.specs.openapi import checks as oas_checks

    tally = Tally(target.name, "schemathesis")
    schema = schemathesis.openapi.from_path(spec or SPEC)
    operations = [r.ok() for r in schema.get_all_operations()]
    modes = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    per = max(1, -(-cases // (len(operations) * len(modes))))
    checks = [getattr(oas_checks, name) for name in CONFORMANCE_CHECKS]
    session = requests.Session()
    base = target.url + "/v1"

    def case_runner(label: str, expect: str | None = None) -> Callable[[Any], None]:
        def one(case: Any) -> None:
            try:
                resp = case.call(base_url=base, session=session, timeout=TIMEOUT_S)
            except (requests.exceptions.InvalidHeader, requests.exceptions.InvalidURL, UnicodeEncodeError,
                    ValueError) as e:
                tally.notes.append(f"{label}: unsendable case skipped ({type(e).__name__})")
                return
            except requests.RequestException as e:
                tally.record(label, f"{type(e).__name__}: {e}\n{case.as_curl_command()}", None)
                return
            reply = Reply(resp.status_code, {k.lower(): v[0] for k, v in resp.headers.items() if v},
                          resp.content, complete=not resp.stream_cut_short)
            problem = judge(reply, expect)
            tally.record(label, f"{problem}\n{case.as_curl_command()}" if problem else None, resp.status_code)
            try:
                case.validate_response(resp, checks=checks)
            except FailureGroup as group:
                for failure in group.exceptions:
                    tally.finding(f"{label}: {failure.title}", f"{failure.title}: {failure.message}\n"
                                  f"{case.as_curl_command()}\n-> {resp.status_code} {resp.content[:300]!r}")

        return one

    runs = [(op, mode, f"{op.label} {mode.value}", {}, None) for op in operations for mode in modes]
    runs += [(op, GenerationMode.POSITIVE, f"{op.label} positive, model tiny", {"model": "tiny"}, "ok")
             for op in operations if op.path == "/models/{model}"]  # the one model served: a 200
    for op, mode, label, path_parameters, expect in runs:
        strategy = op.as_strategy(generation_mode=mode, path_parameters=path_parameters or None)
        given(case=strategy)(seed(seed_)(_settings(per)(case_runner(label, expect))))()
        if why := target.dead():
            tally.record(label, f"process died: {why}")
            break
    tally.notes = sorted(set(tally.notes))
    return tally.finish(target)


# ---------------------------------------------------------------------------- request bodies


@dataclass(frozen=True)
class BodyCase:
    """One request body and what must come of it ("ok", "refused", or None: 200 or a 4xx)."""

    kind: str
    path: str
    raw: bytes
    expect: str | None = None
    content_type: str = "application/json"


FIELDS = ["model", "prompt", "messages", "max_tokens", "max_completion_tokens", "temperature", "top_p", "top_k",
          "seed", "stop", "stop_token_ids", "ignore_eos", "stream", "stream_options", "cache_salt", "n", "best_of",
          "logprobs", "top_logprobs", "tools", "tool_choice", "user", "response_format", "echo", "logit_bias",
          "presence_penalty", "frequency_penalty", "min_tokens", "suffix", "prompt_cache_key", "return_token_ids"]
_scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2 ** 70), 2 ** 70), st.integers(-3, 300),
                     st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=30))
_values = st.recursive(_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.sampled_from(["role", "content", "type", "text", "name", "function", "include_usage",
                                     "json_schema", "schema", "arguments"]) | st.text(max_size=8), inner,
                    max_size=4)), max_leaves=16)
_paths = st.sampled_from([CHAT, COMPLETIONS])
_texts = st.text(st.characters(codec="utf-8"), min_size=1, max_size=20)  # at most ~105 tokens as chat


def _prompt_for(path: str, text: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]} if path == CHAT else {"prompt": text}


@st.composite
def random_bodies(draw: st.DrawFn) -> BodyCase:
    body = draw(st.dictionaries(st.sampled_from(FIELDS), _values, max_size=8))
    raw = json.dumps(body, allow_nan=True).encode()
    return BodyCase("random JSON", draw(_paths), raw)


@st.composite
def valid_bodies(draw: st.DrawFn) -> BodyCase:
    path = draw(_paths)
    body: dict[str, Any] = {"model": "tiny", **_prompt_for(path, draw(_texts)),
                            "max_tokens": draw(st.integers(1, 12)), "stream": draw(st.booleans())}
    if draw(st.booleans()):
        body["temperature"] = draw(st.floats(0, 2))
    if draw(st.booleans()):
        body["n"] = draw(st.integers(1, 3))
    if body["stream"] and draw(st.booleans()):
        body["stream_options"] = {"include_usage": True}
    return BodyCase("valid", path, json.dumps(body).encode(), "ok")


@st.composite
def huge_bodies(draw: st.DrawFn, limit: int) -> BodyCase:
    """Bodies within a few bytes of the body limit: padding in an ignored field (fits: it must
    succeed; over: a 413), or a prompt of a million token ids (refused)."""
    path = draw(_paths)
    kind = draw(st.sampled_from(["padding", "token ids", "many messages"]))
    if kind == "padding":
        size = limit + draw(st.integers(-64, 64))
        head = json.dumps({"model": "tiny", **_prompt_for(path, "hi"), "max_tokens": 1})[:-1].encode()
        pad_len = max(0, size - len(head) - len(b',"pad":""}'))
        raw = head + b',"pad":"' + b"x" * pad_len + b'"}'
        return BodyCase(f"padded to {len(raw) - limit:+d} bytes of the limit", path, raw,
                        "ok" if len(raw) <= limit else "refused")
    if kind == "token ids":
        n = draw(st.integers(MAX_MODEL_LEN + 1, min(limit // 6, 1_200_000)))
        raw = b'{"model":"tiny","max_tokens":1,"prompt":[' + b",".join([b"7"] * n) + b"]}"
        return BodyCase(f"prompt of {n} token ids", COMPLETIONS, raw, "refused")
    n = draw(st.integers(100, 20_000))
    raw = json.dumps({"model": "tiny", "max_tokens": 1,
                      "messages": [{"role": "user", "content": "a"}] * n}).encode()
    return BodyCase(f"{n} messages", CHAT, raw, "refused")


@st.composite
def nested_bodies(draw: st.DrawFn) -> BodyCase:
    """JSON nested from just past our depth limit to 100k levels, as the body or inside a field."""
    depth = draw(st.sampled_from([33, 64, 1025, 100_000]) | st.integers(33, 5000))
    opener, closer = draw(st.sampled_from([(b"[", b"]"), (b'{"a":', b"}")]))
    nest = opener * depth + b"1" + closer * depth
    where = draw(st.sampled_from(["body", "prompt", "content", "unknown field", "unclosed"]))
    path = CHAT if where == "content" else draw(_paths)
    if where == "body":
        raw = nest
    elif where == "prompt":
        raw = b'{"model":"tiny","max_tokens":1,"prompt":' + nest + b"}"
    elif where == "content":
        raw = b'{"model":"tiny","max_tokens":1,"messages":[{"role":"user","content":' + nest + b"}]}"
    elif where == "unknown field":
        raw = b'{"model":"tiny","max_tokens":1,"prompt":"x","deep":' + nest + b"}"
    else:
        raw = b'{"prompt":' + opener * depth
    return BodyCase(f"nested {depth} levels ({where})", path, raw, "refused")


_BAD_UTF8 = [b"\xff", b"\xfe", b"\xc0\x80", b"\xed\xa0\x80", b"\xc3", b"\xe2\x82", b"\xf4\x90\x80\x80", b"\x80",
             b"\\ud800", b"\\udfff\\ud800", b"\x00"]


@st.composite
def invalid_utf8_bodies(draw: st.DrawFn) -> BodyCase:
    """A valid body with malformed UTF-8 (or a lone surrogate escape) inside a string."""
    path = draw(_paths)
    bad = draw(st.sampled_from(_BAD_UTF8))
    text = draw(st.text(st.characters(codec="ascii", exclude_characters='"\\'), max_size=10))
    at = draw(st.integers(0, len(text)))
    content = text[:at].encode() + bad + text[at:].encode()
    key = b'"messages":[{"role":"user","content":"%s"}]' if path == CHAT else b'"prompt":"%s"'
    raw = b'{"model":"tiny","max_tokens":1,' + key % content + b"}"
    return BodyCase(f"invalid UTF-8 {bad!r}", path, raw, "refused" if bad != b"\x00" else None)


@st.composite
def max_tokens_bodies(draw: st.DrawFn) -> BodyCase:
    """max_tokens (or max_completion_tokens) from enormous to nonsensical."""
    path = draw(_paths)
    odd = [2 ** 31, 2 ** 32 + 1, 2 ** 63, 2 ** 64, 10 ** 100, 1e308, -1, 0, -(2 ** 63), 1.5, "8", True, [], {},
           MAX_MODEL_LEN, 10 ** 6 + 1]
    value = draw(st.sampled_from(odd) | st.integers(MAX_MODEL_LEN, 2 ** 80))
    name = draw(st.sampled_from(["max_tokens", "max_completion_tokens"]))
    body = {"model": "tiny", **_prompt_for(path, "count to ten"), name: value, "stream": draw(st.booleans())}
    raw = json.dumps(body).encode()
    enormous = isinstance(value, int) and not isinstance(value, bool) and value >= MAX_MODEL_LEN
    return BodyCase(f"{name}={str(value)[:24]}", path, raw, "refused" if enormous else None)


@st.composite
def past_context_bodies(draw: st.DrawFn) -> BodyCase:
    """Prompts at and past the context length, as token ids, text or chat messages."""
    n = draw(st.integers(MAX_MODEL_LEN - 2, MAX_MODEL_LEN * 8))
    form = draw(st.sampled_from(["ids", "text", "chat", "batch"]))
    ids = [draw(st.integers(3, VOCAB - 1)) for _ in range(3)] * (n // 3 + 1)
    ids = ids[:n]
    max_tokens = draw(st.none() | st.integers(1, MAX_MODEL_LEN))
    extra: dict[str, Any] = {} if max_tokens is None else {"max_tokens": max_tokens}
    if form == "ids":
        body: dict[str, Any] = {"prompt": ids}
        over = n + (max_tokens or 1) > MAX_MODEL_LEN
    elif form == "batch":
        body = {"prompt": [[5, 6], ids]}
        over = n + (max_tokens or 1) > MAX_MODEL_LEN
    else:
        words = " ".join(["lorem"] * n)
        body = {"messages": [{"role": "user", "content": words}]} if form == "chat" else {"prompt": words}
        over = n > MAX_MODEL_LEN * 2  # text tokenizes to at least half a token a word
    path = CHAT if form == "chat" else COMPLETIONS
    raw = json.dumps({"model": "tiny", **body, **extra, "stream": draw(st.booleans())}).encode()
    return BodyCase(f"{n}-token {form} prompt, max_tokens={max_tokens}", path, raw, "refused" if over else None)


def body_strategies(limit: int, cases: int) -> dict[str, tuple[st.SearchStrategy[BodyCase], int]]:
    """Each kind of body with its share of `cases` (every kind at least one)."""
    kinds = {"random JSON": random_bodies(), "valid": valid_bodies(), "near the size limit": huge_bodies(limit),
             "deeply nested": nested_bodies(), "invalid UTF-8": invalid_utf8_bodies(),
             "enormous max_tokens": max_tokens_bodies(), "past the context": past_context_bodies()}
    return {name: (strategy, max(1, -(-cases // len(kinds)))) for name, strategy in kinds.items()}


def drive(strategies: dict[str, tuple[st.SearchStrategy[Any], int]], seed_: int,
          one: Callable[[str, Any], None]) -> None:
    """Run `one(kind, case)` on hypothesis-drawn cases of every kind, each its share of cases
    (drawing the kind too would leave some kinds undrawn at small counts)."""
    def runner(kind: str) -> Callable[[Any], None]:
        def run(case: Any) -> None:
            one(kind, case)

        return run

    for kind, (strategy, n) in strategies.items():
        given(case=strategy)(seed(seed_)(_settings(n)(runner(kind))))()


def check_body(target: Target, case: BodyCase) -> tuple[str | None, int]:
    data = wire("POST", case.path, case.raw, [("Content-Type", case.content_type)])
    reply = exchange(target.port, data, background=len(data) > 1 << 20)
    return judge(reply, case.expect), reply.status


def run_bodies(target: Target, cases: int, seed_: int) -> Tally:
    """Hypothesis-drawn request bodies (body_strategies) against both generation routes."""
    tally = Tally(target.name, "bodies")

    def one(kind: str, case: BodyCase) -> None:
        problem, status = check_body(target, case)
        tally.record(f"{case.kind} -> {case.path} ({case.raw[:120]!r}...)", problem, status, kind)

    drive(body_strategies(target.body_limit, cases), seed_, one)
    return tally.finish(target)


# ---------------------------------------------------------------------------- headers


@dataclass(frozen=True)
class WireCase:
    """Raw request bytes; `expect` as for BodyCase; `answer_required` false where the request is
    unfinished on purpose and the server may wait or close."""

    kind: str
    data: bytes
    expect: str | None = None
    answer_required: bool = True
    allowed_5xx: tuple[int, ...] = ()


_OK_BODY = b'{"model":"tiny","prompt":"hello","max_tokens":2}'
_token = st.text(st.sampled_from("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
                 min_size=1, max_size=24)
_any_name = _token | st.binary(min_size=0, max_size=12).map(lambda b: b.decode("latin-1"))
_any_value = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=60) | \
    st.binary(max_size=40).map(lambda b: b.replace(b"\r\n", b"").decode("latin-1"))


def _raw_request(headers: list[tuple[bytes, bytes]], body: bytes = _OK_BODY, path: str = COMPLETIONS) -> bytes:
    return f"POST {path} HTTP/1.1\r\n".encode() + b"".join(k + b": " + v + b"\r\n" for k, v in headers) + \
        b"\r\n" + body


def _h(*pairs: tuple[str, str | bytes]) -> list[tuple[bytes, bytes]]:
    return [(k.encode(), v if isinstance(v, bytes) else v.encode("latin-1")) for k, v in pairs]


@st.composite
def random_header_cases(draw: st.DrawFn) -> WireCase:
    """A valid request plus random header names and values, some of them invalid bytes."""
    extra = draw(st.lists(st.tuples(_any_name, _any_value), max_size=8))
    valid = all(n and all(c in "!#$%&'*+-.^_`|~" or c.isalnum() and c.isascii() for c in n)
                and n.lower() not in ("content-length", "transfer-encoding", "host", "content-encoding",
                                      "content-type", "expect", "connection", "authorization", "x-tenant-id")
                and all(0x20 <= ord(c) < 0x7F or c == "\t" for c in v)
                for n, v in extra)
    headers = _h(("Host", "127.0.0.1"), ("Content-Type", "application/json"), ("Connection", "close")) + \
        [(n.encode("latin-1"), v.encode("latin-1")) for n, v in extra] + _h(("Content-Length", str(len(_OK_BODY))))
    return WireCase(f"{len(extra)} random headers", _raw_request(headers), "ok" if valid else None)


@functools.cache
def _gzip_bomb(mib: int, layers: int) -> bytes:
    data = b'{"prompt":"' + b"0" * (mib << 20) + b'"}'
    for _ in range(layers):
        data = gzip.compress(data, 9)
    return data


FRAMING = ["dup-cl-same", "dup-cl-conflict", "cl-list", "cl-signed", "cl-hex", "cl-huge", "cl-short", "cl+te",
           "te-gzip", "te-twice", "te-bad-chunk", "te-ext", "te-huge-chunk", "content-type", "gzip-ok",
           "deflate-ok", "gzip-bomb", "gzip-corrupt", "encoding-br", "no-host", "two-hosts", "expect", "obs-fold",
           "no-length"]


@st.composite
def framing_cases(draw: st.DrawFn, kind: str) -> WireCase:
    """Content-Length, Transfer-Encoding, Content-Type, Content-Encoding, Host or Expect done wrong
    (`kind`, one of FRAMING)."""
    body = _OK_BODY
    n = len(body)
    base = _h(("Host", "127.0.0.1"), ("Connection", "close"))
    ct = _h(("Content-Type", "application/json"))
    chunked = b"%x\r\n%s\r\n0\r\n\r\n" % (n, body)
    if kind == "dup-cl-same":
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", str(n)), ("Content-Length", str(n)))))
    if kind == "dup-cl-conflict":
        other = str(draw(st.integers(0, n - 1)))
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", str(n)), ("Content-Length", other))),
                        "refused")
    if kind == "cl-list":
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", f"{n}, {n}"))))
    if kind == "cl-signed":
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", f"+{n}"))), "refused")
    if kind == "cl-hex":
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", hex(n)))), "refused")
    if kind == "cl-huge":
        big = draw(st.sampled_from(["9" * 30, str(2 ** 64), str(2 ** 63 - 1), str(64 << 20)]))
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", big))), "refused",
                        answer_required=False)
    if kind == "cl-short":
        cut = draw(st.integers(1, n - 1))
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", str(cut)))))
    if kind == "cl+te":
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Length", str(n)),
                                                         ("Transfer-Encoding", "chunked")), chunked), "refused")
    if kind == "te-gzip":
        return WireCase(kind, _raw_request(base + ct + _h(("Transfer-Encoding", "gzip, chunked")), chunked),
                        allowed_5xx=(501,))  # RFC 9112 6.1: an unknown transfer coding SHOULD get a 501
    if kind == "te-twice":
        return WireCase(kind, _raw_request(base + ct + _h(("Transfer-Encoding", "chunked"),
                                                         ("Transfer-Encoding", "chunked")), chunked))
    if kind == "te-bad-chunk":
        junk = draw(st.sampled_from([b"zz\r\n", b"-1\r\n", b"5\r\nabc", b"5\nhello\n0\n\n", b"0x5\r\nhello\r\n"]))
        return WireCase(kind, _raw_request(base + ct + _h(("Transfer-Encoding", "chunked")), junk + b"0\r\n\r\n"),
                        None, answer_required=False)
    if kind == "te-ext":
        return WireCase(kind, _raw_request(base + ct + _h(("Transfer-Encoding", "chunked")),
                                           b"%x;name=value;x\r\n%s\r\n0\r\nX-Trailer: 1\r\n\r\n" % (n, body)))
    if kind == "te-huge-chunk":
        return WireCase(kind, _raw_request(base + ct + _h(("Transfer-Encoding", "chunked")),
                                           b"ffffffffffffffffff\r\n" + body), "refused", answer_required=False)
    if kind == "content-type":
        ctype = draw(st.sampled_from(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; "
                                      "boundary=x", "application/json; charset=utf-16", "", "\x01", "*/*",
                                      "application/json;;;", "image/png"]) | _any_value)
        return WireCase(kind, _raw_request(base + _h(("Content-Type", ctype), ("Content-Length", str(n)))))
    if kind in ("gzip-ok", "deflate-ok"):
        packed = gzip.compress(body) if kind == "gzip-ok" else zlib.compress(body)
        enc = "gzip" if kind == "gzip-ok" else "deflate"
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Encoding", enc),
                                                         ("Content-Length", str(len(packed)))), packed))
    if kind == "gzip-bomb":
        mib, layers = draw(st.sampled_from([(20, 1), (64, 1), (200, 2)]))
        bomb = _gzip_bomb(mib, layers)
        enc = ", ".join(["gzip"] * layers)
        return WireCase(f"gzip bomb {mib} MiB in {len(bomb)} bytes, {layers} layer(s)",
                        _raw_request(base + ct + _h(("Content-Encoding", enc), ("Content-Length", str(len(bomb)))),
                                     bomb), "refused")
    if kind == "gzip-corrupt":
        packed = bytearray(gzip.compress(body))
        packed[draw(st.integers(10, len(packed) - 1))] ^= 0xFF
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Encoding", "gzip"),
                                                         ("Content-Length", str(len(packed)))), bytes(packed)))
    if kind == "encoding-br":
        enc = draw(st.sampled_from(["br", "zstd", "compress", "identity", "x-custom", "gzip;q=1"]))
        return WireCase(kind, _raw_request(base + ct + _h(("Content-Encoding", enc), ("Content-Length", str(n)))))
    if kind == "no-host":
        return WireCase(kind, _raw_request(_h(("Connection", "close")) + ct + _h(("Content-Length", str(n)))))
    if kind == "two-hosts":
        return WireCase(kind, _raw_request(base + _h(("Host", "evil.example"), ("Content-Length", str(n))) + ct))
    if kind == "expect":
        return WireCase(kind, _raw_request(base + ct + _h(("Expect", draw(st.sampled_from(
            ["100-continue", "200-ok", "100-continue, 100-continue"]))), ("Content-Length", str(n)))))
    if kind == "obs-fold":
        folded = [(b"X-Folded", b"a\r\n b"), (b"Content-Length", str(n).encode())]
        return WireCase(kind, _raw_request(base + ct + folded))
    return WireCase(kind, _raw_request(base + ct, body), None, answer_required=False)


def header_strategies(cases: int) -> dict[str, tuple[st.SearchStrategy[WireCase], int]]:
    """Random headers get half of `cases`, the framing kinds share the other half (each at least one)."""
    per_kind = max(1, cases // 2 // len(FRAMING))
    return {"random headers": (random_header_cases(), max(1, cases - per_kind * len(FRAMING))),
            **{kind: (framing_cases(kind), per_kind) for kind in FRAMING}}


def check_wire(target: Target, case: WireCase) -> tuple[str | None, int]:
    """Send a raw case; a case that leaves the request unfinished gets a short wait, then is closed."""
    timeout = TIMEOUT_S if case.answer_required else 2.0
    reply = exchange(target.port, case.data, timeout=timeout, background=len(case.data) > 1 << 20)
    if not case.answer_required and reply.error and "timed out" in reply.error:
        reply = Reply()
    problem = judge(reply, case.expect, answer_required=case.answer_required, allowed_5xx=case.allowed_5xx)
    return problem, reply.status


def run_headers(target: Target, cases: int, seed_: int) -> Tally:
    """Hypothesis-drawn headers and framing (header_strategies), as raw bytes; then a normal request."""
    tally = Tally(target.name, "headers")

    def one(kind: str, case: WireCase) -> None:
        problem, status = check_wire(target, case)
        tally.record(f"{case.kind} ({case.data[:200]!r})", problem, status, kind)

    drive(header_strategies(cases), seed_, one)
    if why := serves_problem(target):
        tally.record("after the header cases", why)
    return tally.finish(target)


# ---------------------------------------------------------------------------- misbehaving SSE clients


def stream_request(rng: random.Random, max_tokens: int | None = None) -> bytes:
    path = rng.choice([CHAT, COMPLETIONS])
    n = max_tokens or rng.randint(16, MAX_MODEL_LEN // 2)
    body = {"model": "tiny", **_prompt_for(path, f"tell me a story {rng.random()}"), "max_tokens": n,
            "stream": True, "stream_options": {"include_usage": rng.random() < 0.5}}
    return wire("POST", path, json.dumps(body).encode(), [("Content-Type", "application/json")])


def _has_event(state: _Parse) -> bool:
    return b"data:" in state.body


def slow_reader(target: Target, rng: random.Random) -> str | None:
    """A tiny receive buffer and small, slow reads: the whole stream must still arrive, well formed."""
    conn = RawConn(target.port, rcvbuf=rng.choice([256, 1024, 4096]))
    try:
        conn.send(stream_request(rng))
        if rng.random() < 0.5:
            time.sleep(rng.uniform(0.2, 1.0))  # stalled before the first read: the server must wait
        reply = conn.read(size=rng.choice([64, 128, 512]), pause=rng.choice([0.0, 0.001, 0.003]))
    finally:
        conn.close()
    if reply.status != 200:
        return judge(reply) or f"stream answered {reply.status}"
    return judge(reply, "ok") or (None if reply.complete else f"stream incomplete: {reply.error}")


def leave_after_first_chunk(target: Target, rng: random.Random) -> str | None:
    """Read until the first event, then close (FIN) or reset (RST)."""
    conn = RawConn(target.port, rcvbuf=rng.choice([None, 1024]))
    try:
        conn.send(stream_request(rng, MAX_MODEL_LEN // 2))
        reply = conn.read(size=rng.choice([1, 64, 4096]), stop=_has_event)
    finally:
        conn.close(reset=rng.random() < 0.5)
    return None if reply.status == 200 else judge(reply) or f"stream answered {reply.status}"


def leave_mid_request(target: Target, rng: random.Random) -> str | None:
    """Send part of the request (inside the headers or the body), maybe wait, then close or reset."""
    data = stream_request(rng)
    head_end = data.index(b"\r\n\r\n")
    cut = rng.randint(1, head_end + 1) if rng.random() < 0.5 else rng.randint(head_end + 4, len(data) - 1)
    conn = RawConn(target.port)
    try:
        conn.send(data[:cut])
        time.sleep(rng.choice([0.0, 0.05, 0.3]))
    finally:
        conn.close(reset=rng.random() < 0.5)
    return None


def leave_before_reading(target: Target, rng: random.Random) -> str | None:
    """Send the whole request, then leave before reading a byte (at once or mid-generation)."""
    conn = RawConn(target.port, rcvbuf=1024)
    try:
        conn.send(stream_request(rng, MAX_MODEL_LEN // 2))
        time.sleep(rng.choice([0.0, 0.01, 0.1, 0.3]))
    finally:
        conn.close(reset=rng.random() < 0.5)
    return None


def half_close(target: Target, rng: random.Random) -> str | None:
    """Send the request, shut the write side (FIN), read what comes: the servers treat the FIN as
    the client leaving (proxy/http_server.py), so no answer is fine; an answer must be well formed."""
    conn = RawConn(target.port, timeout=15)
    try:
        conn.send(stream_request(rng))
        conn.sock.shutdown(socket.SHUT_WR)
        reply = conn.read()
    finally:
        conn.close()
    if reply.status == 200 and not reply.complete:
        return None
    return judge(reply, answer_required=False)


def stalled_reader(target: Target, rng: random.Random) -> str | None:
    """Read the head, stop reading while the server generates into full socket buffers, then leave."""
    conn = RawConn(target.port, rcvbuf=256)
    try:
        conn.send(stream_request(rng, MAX_MODEL_LEN - 40))
        reply = conn.read(size=256, stop=lambda s: s.headers_done)
        time.sleep(rng.uniform(0.5, 1.5))
    finally:
        conn.close(reset=rng.random() < 0.5)
    return None if reply.status in (0, 200) else judge(reply)


def pipelined_then_leave(target: Target, rng: random.Random) -> str | None:
    """Two streamed requests in one write; read into the first, then leave."""
    conn = RawConn(target.port)
    try:
        conn.send(stream_request(rng) + stream_request(rng))
        reply = conn.read(size=512, stop=_has_event)
    finally:
        conn.close(reset=rng.random() < 0.5)
    return None if reply.status == 200 else judge(reply) or f"stream answered {reply.status}"


def burst(target: Target, rng: random.Random) -> str | None:
    """Eight of the clients above at once."""
    kinds = [leave_after_first_chunk, leave_mid_request, leave_before_reading, stalled_reader, slow_reader]
    seeds = [rng.random() for _ in range(8)]
    problems: list[str] = []

    def run(i: int) -> None:
        fn = kinds[i % len(kinds)]
        try:
            if why := fn(target, random.Random(seeds[i])):
                problems.append(f"{fn.__name__}: {why}")
        except OSError as e:
            problems.append(f"{fn.__name__}: {type(e).__name__}: {e}")

    threads = [threading.Thread(target=run, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT_S * 2)
    return "; ".join(problems) or None


CLIENTS: dict[str, Callable[[Target, random.Random], str | None]] = {
    "slow reader": slow_reader,
    "leave after the first chunk": leave_after_first_chunk,
    "leave mid-request": leave_mid_request,
    "leave before reading": leave_before_reading,
    "half-close": half_close,
    "stalled reader": stalled_reader,
    "pipelined then leave": pipelined_then_leave,
    "burst of 8": burst,
}


def check_client(target: Target, name: str, rng: random.Random) -> str | None:
    """One misbehaving client, then: the target still serves, and once idle nothing is held."""
    try:
        problem = CLIENTS[name](target, rng)
    except OSError as e:
        problem = f"{type(e).__name__}: {e}"
    problem = problem or target.dead() or serves_problem(target) or idle_problem(target)
    return problem


def run_clients(target: Target, cases: int, seed_: int, names: list[str] | None = None) -> Tally:
    """`cases` misbehaving clients, cycling through CLIENTS (or `names`) with seeded parameters."""
    tally = Tally(target.name, "clients")
    rng = random.Random(seed_)
    order = names or list(CLIENTS)
    for i in range(cases):
        name = order[i % len(order)]
        tally.record(name, check_client(target, name, rng))
    return tally.finish(target)


# ---------------------------------------------------------------------------- driver


def run_all(targets: dict[str, Target], names: list[str], cases: int, seed_: int,
            fuzzers: tuple[str, ...] = FUZZERS, spec: Path | None = None) -> list[Tally]:
    """Every fuzzer in `fuzzers` against each target in `names`; schemathesis is skipped, with a
    note, where the spec is absent."""
    spec = spec or SPEC
    out = []
    for name in names:
        target = targets[name]
        target.new_log_errors()  # start reading the logs from here
        for fuzzer in fuzzers:
            log(f"{name}/{fuzzer}: starting, {cases} cases")
            if fuzzer == "schemathesis":
                if not spec.is_file():
                    tally = Tally(name, fuzzer)
                    tally.notes.append(f"skipped: the OpenAPI spec {spec} is absent")
                    log(f"{name}/{fuzzer}: skipped, {spec} is absent")
                    out.append(tally)
                    continue
                out.append(run_schemathesis(target, cases, seed_, spec))
            elif fuzzer == "bodies":
                out.append(run_bodies(target, cases, seed_))
            elif fuzzer == "headers":
                out.append(run_headers(target, cases, seed_))
            else:
                out.append(run_clients(target, cases, seed_))
    return out


def render(tallies: list[Tally]) -> str:
    rows = [("target", "fuzzer", "cases", "failures", "conformance", "seconds")]
    rows += [(t.target, t.fuzzer, str(t.cases), str(len(t.failures)), str(len(t.conformance)), f"{t.seconds:.1f}")
             for t in tallies]
    rows.append(("total", "", str(sum(t.cases for t in tallies)), str(sum(len(t.failures) for t in tallies)),
                 str(sum(len(t.conformance) for t in tallies)), f"{sum(t.seconds for t in tallies):.1f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
             for r in rows]
    return "\n".join([lines[0], "-" * len(lines[0]), *lines[1:-1], "-" * len(lines[0]), lines[-1]])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.fuzz", description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=100, help="cases per fuzzer and target (default 100)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--target", choices=["proxy", "engine", "both"], default="both")
    ap.add_argument("--fuzzer", action="append", choices=FUZZERS, help="only these fuzzers (repeatable)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    names = ["proxy", "engine"] if args.target == "both" else [args.target]
    started = datetime.datetime.now().astimezone()
    log(f"starting an engine replica and a proxy; {args.cases} cases per fuzzer, seed {args.seed}")
    with cluster() as targets:
        tallies = run_all(targets, names, args.cases, args.seed, tuple(args.fuzzer or FUZZERS))
    print(render(tallies))
    for t in tallies:
        for f in t.failures[:5]:
            print(f"FAIL {t.target}/{t.fuzzer}: {f}")
        for note in t.notes[:5]:
            print(f"note {t.target}/{t.fuzzer}: {note}")
    findings = [(t.target, k, v["count"]) for t in tallies for k, v in t.conformance.items()]
    if findings:
        print("\nconformance findings (schemathesis's checks against OpenAI's full API; not failures):")
        for target, key, count in findings:
            print(f"  {target}: {key} x{count}")
    report = {"command": "python -m bench.fuzz " + " ".join(argv if argv is not None else sys.argv[1:]),
              "started": started.isoformat(timespec="seconds"),
              "finished": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
              "cases_per_fuzzer": args.cases, "seed": args.seed, "spec": str(SPEC) if SPEC.is_file() else None,
              "engine_flags": ENGINE_FLAGS, "results": [t.to_json() for t in tallies],
              "total_cases": sum(t.cases for t in tallies),
              "total_failures": sum(len(t.failures) for t in tallies)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nwritten to {args.out}")
    return 1 if report["total_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
