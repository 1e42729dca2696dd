"""What the proxy's HTTP/1.1 server hands a handler (`Request`) and takes back from it: a whole
`Response` or a `StreamResponse` written piece by piece (chunked, with write backpressure)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

import orjson

from proxy.http1 import LAST_CHUNK, encode_chunk, response_head
from proxy.http_parser import ParsedRequest

if TYPE_CHECKING:
    from proxy.http_server import Connection


class Request:
    """One request, read whole. Header names are lower-case."""

    __slots__ = ("method", "target", "path", "query_string", "version", "headers", "body", "_conn")

    def __init__(self, parsed: ParsedRequest, conn: Connection) -> None:
        self.method = parsed.method
        self.target = parsed.target  # path and query as the client sent them
        self.path, _, self.query_string = parsed.target.partition("?")
        self.version = parsed.version
        self.headers = parsed.headers
        self.body = parsed.body
        self._conn = conn

    @property
    def query(self) -> dict[str, str]:
        return dict(parse_qsl(self.query_string))

    def stream(self, status: int, headers: dict[str, str]) -> StreamResponse:
        """Start a streamed response: the head goes out now, the body as `write` is called."""
        return StreamResponse(self._conn, status, headers)


class Response:
    """A whole response: status, headers and body bytes."""

    __slots__ = ("status", "headers", "body")

    def __init__(self, body: bytes = b"", status: int = 200, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.headers = headers if headers is not None else {}
        self.body = body


class StreamResponse:
    """A response whose body is written piece by piece (chunked transfer coding)."""

    __slots__ = ("_conn", "status", "finished", "farewell")

    def __init__(self, conn: Connection, status: int, headers: dict[str, str]) -> None:
        self._conn = conn
        self.status = status
        self.finished = False
        self.farewell = b""  # the last bytes to send when the server must end the body early
        conn.stream = self
        conn.send(response_head(status, headers, conn.framing_for_stream()))

    async def write(self, data: bytes) -> None:
        """Send `data` now; waits while the client reads slower than we write. ConnectionResetError
        once the client is gone."""
        conn = self._conn
        if conn.transport is None or conn.transport.is_closing():
            raise ConnectionResetError("the client disconnected")
        if data and not conn.head_only:
            conn.send(encode_chunk(data) if conn.chunked else data)
        if conn.write_paused:
            await conn.drain()

    def abort(self) -> None:
        """End the response by closing the connection without the last chunk: the client sees the
        body cut short, not complete."""
        self.finished = True
        self._conn.keep_alive = False
        self._conn.close()

    def end_early(self) -> None:
        """The server is closing: send `farewell` and end the body properly, so the client reads a
        complete response that says why it stopped rather than a cut connection."""
        conn = self._conn
        if self.finished or conn.transport is None or conn.transport.is_closing():
            return
        self.finished = True
        if conn.head_only:
            return
        if self.farewell:
            conn.send(encode_chunk(self.farewell) if conn.chunked else self.farewell)
        if conn.chunked:
            conn.send(LAST_CHUNK)

    async def write_eof(self) -> None:
        if not self.finished:
            self.finished = True
            if self._conn.chunked and not self._conn.head_only and self._conn.transport is not None:
                self._conn.send(LAST_CHUNK)


def json_response(obj: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(orjson.dumps(obj), status, {**(headers or {}), "Content-Type": "application/json"})


def plain_error_response(status: int, method: str, path: str, message: str, headers: dict[str, str]) -> Response:
    """An error response with a plain-text body, for servers without an error shape of their own."""
    return Response(message.encode(), status, {"Content-Type": "text/plain; charset=utf-8"})
