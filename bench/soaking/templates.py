"""The soak's requests: request shapes as bytes with a unique number spliced in, in a fixed mix of
short prompts and ~2k-token chats (the bulk tenant), and the kv tenant's requests to the engine."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import orjson

from bench.proxy_bench import WORDS, workload

MODEL = "tiny"
MIX = {"short": 10, "short-stream": 2, "chat2k": 6, "chat2k-stream": 2}  # shares of every 20 requests
BULK_KEY, KV_KEY = "sk-soak-bulk", "sk-soak-kv"
MARK = "@@ID@@"


@dataclass(frozen=True)
class Template:
    """One request shape: its bytes with a unique number spliced into the body at `request(i)`."""

    kind: str
    prefix: bytes  # request line and headers up to the Content-Length value
    head: bytes
    tail: bytes
    abandon: bool = False  # the client drops the connection at the answer's first body byte

    @staticmethod
    def make(kind: str, path: str, body: dict[str, Any], key: str, abandon: bool = False) -> Template:
        head, tail = orjson.dumps(body).split(MARK.encode())
        prefix = (f"POST {path} HTTP/1.1\r\nHost: soak\r\nAuthorization: Bearer {key}\r\n"
                  "Content-Type: application/json\r\nContent-Length: ").encode()
        return Template(kind, prefix, head, tail, abandon)

    def request(self, i: int) -> bytes:
        n = b"%d" % i
        return b"%s%d\r\n\r\n%s%s%s" % (self.prefix, len(self.head) + len(n) + len(self.tail), self.head, n, self.tail)


def _stream(body: dict[str, Any]) -> dict[str, Any]:
    out = {**body, "stream": True}
    if "messages" in body:
        out["stream_options"] = {"include_usage": True}
    return out


def bulk_templates(tpw: float, key: str = BULK_KEY, n: int = 320) -> list[Template]:
    """The sweep's and soak's requests, MIX in a fixed shuffled order: proxy_bench's `short` prompt
    and its `chat2k` chats (64 histories under one system prompt), each with a unique number."""
    short = orjson.loads(workload("short", tpw, n=1)[1][0])
    short.update(model=MODEL, prompt=f"Say hello to user {MARK}.")
    chats = []
    for i, raw in enumerate(workload("chat2k", tpw, n=64)[1]):
        chat = orjson.loads(raw)
        last = chat["messages"][-1]
        last["content"] = last["content"].replace(f"Request {i}: ", f"Request {MARK}: ", 1)
        chats.append({**chat, "model": MODEL})
    cycle = [k for k, share in MIX.items() for _ in range(share)]
    random.Random(0).shuffle(cycle)
    out = []
    for j in range(n):
        kind = cycle[j % len(cycle)]
        body = short if kind.startswith("short") else chats[j % len(chats)]
        path = "/v1/completions" if kind.startswith("short") else "/v1/chat/completions"
        out.append(Template.make(kind, path, _stream(body) if kind.endswith("stream") else body, key))
    return out


def kv_templates(tpw: float, key: str = KV_KEY) -> list[Template]:
    """The kv tenant's requests to the engine: a completion, chats under one ~250-token system
    prompt (cache hits), and a 64-token stream the client drops after its first bytes (an abort)."""
    rng = random.Random(7)
    system = " ".join(rng.choice(WORDS) for _ in range(int(250 / tpw)))
    question = " ".join(rng.choice(WORDS) for _ in range(int(30 / tpw)))
    chat = {"model": MODEL, "max_tokens": 8, "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": f"Question {MARK}: {question}"}]}
    completion = {"model": MODEL, "max_tokens": 8, "prompt": f"Note {MARK}: {question}"}
    dropped = _stream({**chat, "max_tokens": 64})
    return [Template.make("completion", "/v1/completions", completion, key),
            Template.make("chat", "/v1/chat/completions", chat, key),
            Template.make("chat", "/v1/chat/completions", chat, key),
            Template.make("dropped-stream", "/v1/chat/completions", dropped, key, abandon=True),
            Template.make("chat", "/v1/chat/completions", chat, key)]
