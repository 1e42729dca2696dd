"""The cheapest replica that still looks like ours: canned OpenAI answers over raw asyncio.

Used by `python -m bench.stub_backend --fast` for the proxy-overhead benchmark, where the backend
must cost next to nothing so the numbers show the proxy and not the stub. It answers the
generation routes with a fixed completion (streamed with a Content-Length, or not), and serves
`/kv/info`, `/kv/tokenizer`, an empty `/kv/snapshot` and a heartbeat-only `/kv/events`, so the
proxy runs exactly as it would in front of an engine (exact mode, tokenizer from the replica).
"""

from __future__ import annotations

import asyncio
import uuid

import orjson

from protocol.kv_events import KVInfo, LoadReport, heartbeat_json
from protocol.tokenization import Tokenizer


def _response(status: int, body: bytes, ctype: bytes = b"application/json") -> bytes:
    reason = {200: b"OK", 404: b"Not Found"}.get(status, b"Error")
    return (b"HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n" % (status, reason, ctype, len(body))
            + body)


class FastStub:
    """Pre-rendered responses for every route; `protocol()` builds one connection's handler."""

    def __init__(self, tokenizer: Tokenizer, model: str = "stub", block_size: int = 16, words: int = 8) -> None:
        usage = {"prompt_tokens": 0, "completion_tokens": words, "total_tokens": words,
                 "prompt_tokens_details": {"cached_tokens": 0}}
        text = "".join(f" w{i}" for i in range(words))
        completion = {"id": "cmpl-0", "object": "text_completion", "created": 0, "model": model,
                      "choices": [{"index": 0, "text": text, "finish_reason": "length"}], "usage": usage}
        chat = {"id": "chatcmpl-0", "object": "chat.completion", "created": 0, "model": model,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "length"}],
                "usage": usage}
        chunks = [{"id": "cmpl-0", "object": "text_completion", "created": 0, "model": model,
                   "choices": [{"index": 0, "text": f" w{i}", "finish_reason": None}]} for i in range(words)]
        stream = b"".join(b"data: " + orjson.dumps(c) + b"\n\n" for c in chunks)
        stream += b"data: " + orjson.dumps({"id": "cmpl-0", "object": "text_completion", "created": 0,
                                            "model": model, "choices": [], "usage": usage}) + b"\n\ndata: [DONE]\n\n"
        self.instance_id = uuid.uuid4().hex
        self.load = LoadReport(0, 0, 0.0, 100_000)
        info = KVInfo(self.instance_id, model, block_size, 100_000, 0, "auto", tokenizer.tokenizer_hash, self.load)
        self.routes = {
            (b"POST", b"/v1/completions"): _response(200, orjson.dumps(completion)),
            (b"POST", b"/v1/chat/completions"): _response(200, orjson.dumps(chat)),
            (b"STREAM", b""): _response(200, stream, b"text/event-stream"),
            (b"GET", b"/health"): _response(200, b'{"status":"ok"}'),
            (b"GET", b"/ready"): _response(200, b'{"status":"ready"}'),
            (b"GET", b"/v1/models"): _response(200, orjson.dumps({"object": "list", "data": [
                {"id": model, "object": "model", "created": 0, "owned_by": "stub"}]})),
            (b"GET", b"/kv/info"): _response(200, orjson.dumps(info.to_json())),
            (b"GET", b"/kv/tokenizer"): _response(200, orjson.dumps({"tokenizer_hash": tokenizer.tokenizer_hash,
                                                                     "files": tokenizer.files})),
            (b"GET", b"/kv/snapshot"): _response(200, orjson.dumps({"instance_id": self.instance_id, "seq": 0,
                                                                    "blocks": []})),
        }
        self.not_found = _response(404, b'{"error":{"message":"not found","type":"not_found_error","code":null}}')

    def protocol(self) -> asyncio.Protocol:
        return _Conn(self)


class _Conn(asyncio.Protocol):
    def __init__(self, stub: FastStub) -> None:
        self.stub = stub
        self.buf = bytearray()
        self.transport: asyncio.Transport | None = None
        self.events: asyncio.Task[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def connection_lost(self, exc: Exception | None) -> None:
        if self.events is not None:
            self.events.cancel()

    def data_received(self, data: bytes) -> None:
        self.buf += data
        while True:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buf[:end])
            i = head.lower().find(b"content-length:")
            length = int(head[i + 15:head.find(b"\r\n", i) if head.find(b"\r\n", i) > 0 else None]) if i >= 0 else 0
            if len(self.buf) < end + 4 + length:
                return
            body = bytes(self.buf[end + 4:end + 4 + length])
            del self.buf[:end + 4 + length]
            method, _, rest = head.partition(b" ")
            path = rest.partition(b" ")[0].partition(b"?")[0]
            self._answer(method, path, body)

    def _answer(self, method: bytes, path: bytes, body: bytes) -> None:
        assert self.transport is not None
        if method == b"GET" and path == b"/kv/events":
            self.transport.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\n"
                                 b"Transfer-Encoding: chunked\r\n\r\n")
            self.events = asyncio.get_running_loop().create_task(self._heartbeats())
            return
        if method == b"POST" and b'"stream":true' in body.replace(b" ", b""):
            self.transport.write(self.stub.routes[(b"STREAM", b"")])
            return
        self.transport.write(self.stub.routes.get((method, path), self.stub.not_found))

    async def _heartbeats(self) -> None:
        while self.transport is not None and not self.transport.is_closing():
            line = orjson.dumps(heartbeat_json(0, self.stub.load)) + b"\n"
            self.transport.write(b"%x\r\n%s\r\n" % (len(line), line))
            await asyncio.sleep(1.0)


async def serve_fast(stub: FastStub, host: str, port: int) -> asyncio.Server:
    loop = asyncio.get_running_loop()
    return await loop.create_server(stub.protocol, host, port, reuse_address=True)
