"""HTTP/1.1 on the wire: message heads and chunked bodies, shared by the proxy's server and client.

Strict where leniency lets one message be read two ways (request smuggling): header names must be
tokens, no whitespace before the colon, no folded lines, no bare LF or NUL, one Content-Length,
and never Content-Length together with Transfer-Encoding.
"""

from __future__ import annotations

import re
import zlib

MAX_HEAD_BYTES = 64 * 1024
MAX_HEADERS = 128

_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_HEX = re.compile(rb"[0-9A-Fa-f]{1,16}")

REASONS = {
    100: "Continue", 200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
    304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict", 413: "Content Too Large",
    415: "Unsupported Media Type", 417: "Expectation Failed", 422: "Unprocessable Content",
    429: "Too Many Requests", 431: "Request Header Fields Too Large", 499: "Client Closed Request",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
    504: "Gateway Timeout",
}


class ProtocolError(ValueError):
    """A malformed or unacceptable message; `status` is what a server answers (400, 413, 431, 501)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def take_head(buf: bytearray) -> list[str] | None:
    """Remove one message head from `buf` and return its lines (start line first); None until complete."""
    end = buf.find(b"\r\n\r\n")
    if end < 0:
        if len(buf) > MAX_HEAD_BYTES:
            raise ProtocolError("message head larger than 64 KiB", 431)
        return None
    if end > MAX_HEAD_BYTES:
        raise ProtocolError("message head larger than 64 KiB", 431)
    raw = bytes(buf[:end])
    del buf[:end + 4]
    if b"\x00" in raw or raw.count(b"\n") != raw.count(b"\r\n"):
        raise ProtocolError("NUL or bare LF in the message head")
    return raw.decode("latin-1").split("\r\n")


def parse_headers(lines: list[str]) -> dict[str, str]:
    """Header lines to a dict keyed by lower-case name; repeated fields are joined with ", "."""
    if len(lines) > MAX_HEADERS:
        raise ProtocolError(f"more than {MAX_HEADERS} header fields", 431)
    headers: dict[str, str] = {}
    for line in lines:
        name, sep, value = line.partition(":")
        if not sep or not (name.isascii() and name.replace("-", "").isalnum() or _TOKEN.fullmatch(name)):
            raise ProtocolError(f"malformed header line {line[:60]!r}")
        name = name.lower()
        value = value.strip(" \t")
        headers[name] = f"{headers[name]}, {value}" if name in headers else value
    return headers


def body_framing(headers: dict[str, str]) -> int | None:
    """The body's length from Content-Length, None for a chunked body, 0 when neither is given."""
    te = headers.get("transfer-encoding")
    cl = headers.get("content-length")
    if te is not None:
        if cl is not None:
            raise ProtocolError("both Content-Length and Transfer-Encoding")
        if te.lower() != "chunked":
            raise ProtocolError(f"unsupported Transfer-Encoding {te[:40]!r}", 501)
        return None
    if cl is None:
        return 0
    if not cl.isdigit() or not cl.isascii():
        raise ProtocolError("Content-Length is not one non-negative integer")
    return int(cl)


_WBITS = {"gzip": 31, "x-gzip": 31, "deflate": 15}  # zlib window bits: gzip wrapper, zlib wrapper


def check_content_encoding(headers: dict[str, str]) -> str | None:
    """The body's Content-Encoding if it is one we decode (gzip, deflate), None for none/identity."""
    enc = headers.get("content-encoding", "").strip().lower()
    if enc in ("", "identity"):
        return None
    if enc not in _WBITS:
        raise ProtocolError(f"unsupported Content-Encoding {enc[:40]!r} (gzip, deflate or identity)", 415)
    return enc


def decode_content(body: bytes, encoding: str, limit: int) -> bytes:
    """A gzip or deflate body decoded, refusing more than `limit` bytes of output (a zip bomb is a 413)."""
    d = zlib.decompressobj(_WBITS[encoding])
    try:
        out = d.decompress(body, limit + 1)
    except zlib.error as e:
        raise ProtocolError(f"the body is not valid {encoding}: {e}") from None
    if len(out) > limit or d.unconsumed_tail:
        raise ProtocolError("request body too large once decompressed", 413)
    if not d.eof:
        raise ProtocolError(f"the {encoding} body is truncated")
    return out


class ChunkedDecoder:
    """Decodes a chunked body incrementally: `feed` consumes what it can from a buffer."""

    __slots__ = ("_left", "_state", "done")

    def __init__(self) -> None:
        self._left = 0  # bytes left in the current chunk
        self._state = "size"  # "size" | "data" | "crlf" | "trailer"
        self.done = False

    def feed(self, buf: bytearray, out: list[bytes]) -> None:
        """Move decoded data from the front of `buf` to `out`; stops when `buf` runs dry or at the end."""
        while buf and not self.done:
            if self._state == "size":
                nl = buf.find(b"\r\n")
                if nl < 0:
                    if len(buf) > 4096:
                        raise ProtocolError("chunk size line too long")
                    return
                size = bytes(buf[:nl]).split(b";", 1)[0].strip(b" \t")
                if not _HEX.fullmatch(size):
                    raise ProtocolError("malformed chunk size")
                self._left = int(size, 16)
                del buf[:nl + 2]
                self._state = "data" if self._left else "trailer"
            elif self._state == "data":
                take = min(self._left, len(buf))
                out.append(bytes(buf[:take]))
                del buf[:take]
                self._left -= take
                if self._left == 0:
                    self._state = "crlf"
            elif self._state == "crlf":
                if len(buf) < 2:
                    return
                if buf[:2] != b"\r\n":
                    raise ProtocolError("chunk data not followed by CRLF")
                del buf[:2]
                self._state = "size"
            else:  # trailer fields, discarded, until an empty line
                nl = buf.find(b"\r\n")
                if nl < 0:
                    if len(buf) > MAX_HEAD_BYTES:
                        raise ProtocolError("chunked trailer larger than 64 KiB", 431)
                    return
                del buf[:nl + 2]
                self.done = nl == 0


def encode_chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


LAST_CHUNK = b"0\r\n\r\n"


def response_head(status: int, headers: dict[str, str], framing: str) -> bytes:
    """A response's status line and header section; `framing` is the Content-Length/Transfer-Encoding
    (and Connection) lines the caller decided on, already CRLF-terminated."""
    parts = [f"HTTP/1.1 {status} {REASONS.get(status, 'Status')}\r\n"]
    for k, v in headers.items():
        parts.append(f"{k}: {v}\r\n")
    parts.append(framing)
    parts.append("\r\n")
    return "".join(parts).encode("latin-1")
