"""The proxy's HTTP/1.1 request parser: bytes in, whole requests out (sans-I/O).

Requests are framed by llhttp (`httptools`, see proxy/http1.py); what llhttp leaves to the
application is checked here: HTTP/1.0 or 1.1 only (505), an origin-form target of visible ASCII
(400), exactly one Host on HTTP/1.1 and never two (400), `Transfer-Encoding: chunked` alone (501), no
upgrades (a request asking for one ends the input; one that carries a body is refused). Bodies by
Content-Length or chunked, gzip or deflate decoded, bounded by `max_body_bytes` (413) before and
after decoding; heads bounded by `max_head_bytes` and `max_headers` (431). proxy/http_server.py
drives it over a connection.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from typing import NamedTuple

import httptools

from proxy.http1 import (
    MAX_HEAD_BYTES,
    MAX_HEADERS,
    HeaderCollector,
    ProtocolError,
    callback_error,
    check_content_encoding,
    decode_content,
    transfer_coding,
)


@dataclass(frozen=True)
class ServerLimits:
    """What one listener accepts; over a limit the client gets 413 / 431 / 429 / 503 / 408."""

    max_body_bytes: int = 8 * 1024 * 1024
    max_head_bytes: int = MAX_HEAD_BYTES
    max_headers: int = MAX_HEADERS
    max_connections: int = 4096
    max_connections_per_client: int = 1024
    keepalive_s: float = 75.0  # an idle keep-alive connection is closed after this
    read_timeout_s: float = 60.0  # a request that started arriving must be whole within this


class ParsedRequest(NamedTuple):
    """One request as it came off the wire (body whole and decoded). Header names are lower-case."""

    method: str
    target: str
    version: str
    headers: dict[str, str]
    body: bytes
    keep_alive: bool


_IDLE, _HEAD, _LENGTH, _CHUNKED = range(4)  # where the parser is in the byte stream
_REQUEST_LINE = re.compile(rb"[!-~]+ [!-~]+ [!-~]+")  # method SP target SP version, visible ASCII
# What can still become a request line: a method (an RFC 9110 token) so far, then the rest.
_REQUEST_LINE_START = re.compile(rb"[-!#$%&'*+.^_`|~0-9A-Za-z]+(?: [!-~]*(?: [!-~]*\r?)?)?")


class RequestParser:
    """Bytes in, whole requests out: llhttp's framing plus the checks llhttp leaves to us.

    `feed` appends each completed request to `ready`, or a ProtocolError for the first malformed
    one (after which the parser takes no more input). llhttp is given one message at a time: a
    head up to its blank line, then exactly the Content-Length, or a chunked body up to each blank
    line (where alone a chunked message can end), so every request line starts where this parser
    knows it does. That makes the head limit exact and lets the request line be checked as sent (llhttp
    accepts runs of spaces in it; h11 and this parser do not). Sans-I/O: the connection below
    drives it, and the differential fuzz test compares its verdicts with h11's on the same bytes.
    """

    def __init__(self, limits: ServerLimits) -> None:
        self.limits = limits
        self.ready: deque[ParsedRequest | ProtocolError] = deque()
        self.failed = False  # no more input is taken (an error, or an upgrade request)
        self.wants_continue = False  # the request being read expects "100 Continue" before its body
        self._parser = httptools.HttpRequestParser(self)
        self._buf = bytearray()  # bytes not yet given to llhttp
        self._phase = _IDLE
        self._head_fed = 0  # bytes of the current head given to llhttp
        self._tail = b""  # its last bytes (up to 3), in case the blank line straddles two reads
        self._line_checked = False
        self._left = 0  # Content-Length bytes still to come
        self._stalled = 0  # bytes fed since llhttp last reported progress (a trailer that never ends)
        self._head = HeaderCollector(limits.max_head_bytes, limits.max_headers)
        self._url = bytearray()
        self._body = bytearray()
        self._encoding: str | None = None
        self._declared_body = False
        self._fields: tuple[str, str, str, dict[str, str], bool] | None = None
        self._current: tuple[str, str, dict[str, str]] | None = None  # method, path, headers once known

    @property
    def in_message(self) -> bool:
        """Part of a request has arrived and it is not complete yet."""
        return self._phase != _IDLE and not self.failed

    def feed(self, data: bytes) -> None:
        if self.failed:
            return
        self._buf += data
        buf = self._buf
        pos = 0
        try:
            while pos < len(buf) and not self.failed:
                if self._phase == _IDLE:
                    while pos < len(buf) and buf[pos] in (13, 10):  # empty lines before a request line
                        pos += 1
                    if pos == len(buf):
                        break
                    self._begin()
                if self._phase == _HEAD:
                    taken = self._feed_head(buf, pos)
                    if taken == 0:
                        break
                    pos += taken
                elif self._phase == _LENGTH:
                    take = min(self._left, len(buf) - pos)
                    self._left -= take
                    pos += take
                    self._feed(buf, pos - take, pos)
                else:  # chunked: a message can only end right after a blank line, so feed up to each
                    take, _ = self._through_blank_line(buf, pos)
                    pos += take
                    self._feed(buf, pos - take, pos)
                    if self._stalled > self.limits.max_head_bytes:  # a trailer that never ends
                        raise ProtocolError(f"chunked trailer larger than {self.limits.max_head_bytes} bytes", 431)
        except httptools.HttpParserUpgrade:
            self._upgrade()
        except httptools.HttpParserError as e:
            self._fail(callback_error(e))
        except ProtocolError as e:
            self._fail(e)
        del buf[:pos]

    def _feed(self, buf: bytearray, start: int, end: int) -> None:
        """Give llhttp buf[start:end] (a view, not a copy)."""
        self._stalled += end - start
        self._parser.feed_data(memoryview(buf)[start:end])  # the view dies with the call

    def _begin(self) -> None:
        self._phase = _HEAD
        self._head_fed = 0
        self._tail = b""
        self._line_checked = False
        self._url.clear()
        self._current = None
        self._head.reset()
        self._body = bytearray()

    def _feed_head(self, buf: bytearray, pos: int) -> int:
        """Give llhttp what has arrived of the head, up to its blank line; returns bytes taken."""
        limit = self.limits.max_head_bytes
        if not self._line_checked:
            nl = buf.find(b"\n", pos)
            if nl < 0:
                if len(buf) - pos > limit:
                    raise ProtocolError(f"message head larger than {limit} bytes", 431)
                if not _REQUEST_LINE_START.fullmatch(buf, pos):  # refused now, not when the line ends
                    raise ProtocolError(f"malformed request line {bytes(buf[pos:pos + 80])!r}")
                return 0
            nl -= 1  # the line must end with CRLF: a bare LF ends it as malformed, at once
            if nl < pos or buf[nl] != 13 or not _REQUEST_LINE.fullmatch(buf, pos, nl):
                raise ProtocolError(f"malformed request line {bytes(buf[pos:min(nl, pos + 80)])!r}")
            self._line_checked = True
        take, _ = self._through_blank_line(buf, pos)
        if self._head_fed + take > limit:
            raise ProtocolError(f"message head larger than {limit} bytes", 431)
        self._head_fed += take
        self._feed(buf, pos, pos + take)
        return take

    def _through_blank_line(self, buf: bytearray, pos: int) -> tuple[int, bool]:
        """How much of `buf[pos:]` to feed: through the first CRLF CRLF (True), else all of it
        (False). The blank line may straddle what was fed already: the last bytes fed are kept."""
        tail = self._tail
        seam = (tail + bytes(buf[pos:pos + 3])).find(b"\r\n\r\n") if tail else -1
        if seam >= 0:
            take, done = seam + 4 - len(tail), True
        else:
            end = buf.find(b"\r\n\r\n", pos)
            done = end >= 0
            take = end + 4 - pos if done else len(buf) - pos
        self._tail = b"" if done else (tail + bytes(buf[max(pos, pos + take - 3):pos + take]))[-3:]
        return take, done

    def _fail(self, error: ProtocolError) -> None:
        if self._current is not None and self.in_message:
            error.method, error.path, error.headers = self._current
        self.failed = True
        self.wants_continue = False
        self.ready.append(error)

    def _upgrade(self) -> None:
        """llhttp ended the message at its head (it asked to switch protocols): serve the request
        as plain HTTP if it carried no body, then take nothing more on this connection."""
        if self._declared_body and self.ready and isinstance(self.ready[-1], ParsedRequest):
            self.ready.pop()
            self._fail(ProtocolError("an Upgrade request with a body is not supported (drop the Upgrade header)"))
            return
        self.failed = True
        if self.ready and isinstance(self.ready[-1], ParsedRequest):
            self.ready[-1] = self.ready[-1]._replace(keep_alive=False)

    # ---------------------------------------------------------------- llhttp callbacks

    def on_url(self, piece: bytes) -> None:
        self._url += piece
        self._head.add_size(len(piece))

    def on_header(self, name: bytes, value: bytes) -> None:
        self._stalled = 0
        if self._phase != _HEAD:  # a trailer field: bounded like the head, then dropped
            self._head.add_size(len(name) + len(value) + 4)
            return
        self._head.add(name, value)

    def on_headers_complete(self) -> None:
        p, lim = self._parser, self.limits
        version = p.get_http_version()
        if version not in ("1.1", "1.0"):
            raise ProtocolError(f"HTTP/{version} is not supported (HTTP/1.1 or HTTP/1.0)", 505)
        method = p.get_method().decode("latin-1")
        target = self._url.decode("latin-1")
        if not target.startswith("/") or not target.isprintable() or not target.isascii() \
                or " " in target or "#" in target:
            raise ProtocolError("the request target must be a path of visible ASCII characters")
        headers = self._head.headers
        self._current = (method, target.partition("?")[0], headers)
        if "host" in self._head.repeated or ("host" not in headers and version == "1.1"):
            raise ProtocolError("an HTTP/1.1 request needs exactly one Host header field")
        transfer_coding(headers)
        length = headers.get("content-length")
        size = int(length) if length is not None else 0
        if size > lim.max_body_bytes:
            raise ProtocolError("request body too large", 413)
        chunked = "transfer-encoding" in headers
        self._declared_body = chunked or size > 0
        self._encoding = check_content_encoding(headers)
        expect = headers.get("expect")
        if expect is not None and version == "1.1":  # HTTP/1.0 clients never wait for a 100
            if expect.strip().lower() != "100-continue":
                raise ProtocolError(f"unsupported Expect {expect[:40]!r}", 417)
            self.wants_continue = self._declared_body
        self._fields = (method, target, "HTTP/" + version, headers, p.should_keep_alive())
        self._phase, self._left = (_CHUNKED, 0) if chunked else (_LENGTH, size)
        self._tail = b""

    def on_body(self, piece: bytes) -> None:
        self._stalled = 0
        self.wants_continue = False
        if len(self._body) + len(piece) > self.limits.max_body_bytes:
            raise ProtocolError("request body too large", 413)
        self._body += piece

    def on_chunk_header(self) -> None:
        self._stalled = 0

    def on_chunk_complete(self) -> None:
        self._stalled = 0

    def on_message_complete(self) -> None:
        self._stalled = 0
        self.wants_continue = False
        assert self._fields is not None
        method, target, version, headers, keep_alive = self._fields
        body = bytes(self._body)
        self._body = bytearray()
        if self._encoding is not None:  # handlers see the body as it was before compression
            body = decode_content(body, self._encoding, self.limits.max_body_bytes)
            del headers["content-encoding"]
        self._phase = _IDLE
        self.ready.append(ParsedRequest(method, target, version, headers, body, keep_alive))
