"""A raw HTTP/1.1 client for fuzzing: requests as exact bytes (client libraries normalize what a
fuzzer must send as is), one answer read with llhttp, the proxy's own parser."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httptools

TIMEOUT_S = 60.0
CHAT, COMPLETIONS = "/v1/chat/completions", "/v1/completions"


@dataclass
class Reply:
    """One answer as read off the socket; `error` says why it is missing or incomplete."""

    status: int = 0
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    complete: bool = False
    error: str | None = None


class Parse:
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
        self._state = Parse()
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
             stop: Callable[[Parse], bool] | None = None) -> Reply:
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


def prompt_for(path: str, text: str) -> dict[str, Any]:
    """The prompt of a request to `path`: one user message for chat, else a completion prompt."""
    return {"messages": [{"role": "user", "content": text}]} if path == CHAT else {"prompt": text}
