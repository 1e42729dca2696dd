"""Misbehaving SSE clients: slow readers with a tiny receive buffer, stalled readers, clients that
leave after the first chunk, mid-request or before reading, half-close, pipeline and leave, bursts
of them; after each the target must still serve and, once idle, hold nothing."""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Callable

from bench.fuzzing.judge import judge
from bench.fuzzing.tally import Tally
from bench.fuzzing.targets import MAX_MODEL_LEN, Target, idle_problem, serves_problem
from bench.fuzzing.wire import CHAT, COMPLETIONS, TIMEOUT_S, Parse, RawConn, prompt_for, wire


def stream_request(rng: random.Random, max_tokens: int | None = None) -> bytes:
    path = rng.choice([CHAT, COMPLETIONS])
    n = max_tokens or rng.randint(16, MAX_MODEL_LEN // 2)
    body = {"model": "tiny", **prompt_for(path, f"tell me a story {rng.random()}"), "max_tokens": n,
            "stream": True, "stream_options": {"include_usage": rng.random() < 0.5}}
    return wire("POST", path, json.dumps(body).encode(), [("Content-Type", "application/json")])


def _has_event(state: Parse) -> bool:
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
