"""HTTP/1.1 on the wire, shared by the proxy's server (clients) and client (replicas).

Messages are framed by llhttp (`httptools`), the parser Node.js uses, in its strict mode: it
refuses what lets one message be read two ways (request smuggling) -- obs-fold, bare CR or LF,
control characters in header values, junk in chunk sizes, extensions and trailers, a
Content-Length it cannot hold, Content-Length together with Transfer-Encoding. What llhttp leaves
to the application is checked here: sizes (head, header count), header names joined and
lower-cased, and the content codings we decode.
"""

from __future__ import annotations

import zlib

MAX_HEAD_BYTES = 64 * 1024
MAX_HEADERS = 128

REASONS = {
    100: "Continue", 200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently", 302: "Found",
    304: "Not Modified", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict", 413: "Content Too Large",
    415: "Unsupported Media Type", 417: "Expectation Failed", 422: "Unprocessable Content",
    429: "Too Many Requests", 431: "Request Header Fields Too Large", 499: "Client Closed Request",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
    504: "Gateway Timeout", 505: "HTTP Version Not Supported",
}


class ProtocolError(ValueError):
    """A malformed or unacceptable message; `status` is what a server answers (400, 413, 431, ...)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status
        # the request it concerns, where its head was read that far (for error accounting)
        self.method = ""
        self.path = ""
        self.headers: dict[str, str] = {}


class HeaderCollector:
    """Header fields as llhttp reports them, bounded: at most `max_bytes` of head and `max_fields`
    fields (431 past either). Names are lower-cased; repeated fields are joined with ", " (RFC 9110
    5.3), and `repeated` lists the names seen more than once (a second Host is an error)."""

    __slots__ = ("headers", "repeated", "size", "fields", "max_bytes", "max_fields")

    def __init__(self, max_bytes: int = MAX_HEAD_BYTES, max_fields: int = MAX_HEADERS) -> None:
        self.max_bytes = max_bytes
        self.max_fields = max_fields
        self.reset()

    def reset(self) -> None:
        """Start a new head."""
        self.headers: dict[str, str] = {}
        self.repeated: list[str] = []
        self.size = 0
        self.fields = 0

    def add_size(self, n: int) -> None:
        self.size += n
        self._check()

    def add(self, name: bytes, value: bytes) -> None:
        self.size += len(name) + len(value) + 4
        self.fields += 1
        if self.size > self.max_bytes or self.fields > self.max_fields:
            self._check()
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1")
        if text and text[-1] in " \t":  # llhttp keeps trailing whitespace
            text = text.rstrip(" \t")
        h = self.headers
        if key in h:
            h[key] = f"{h[key]}, {text}"
            self.repeated.append(key)
        else:
            h[key] = text

    def _check(self) -> None:
        if self.size > self.max_bytes:
            raise ProtocolError(f"message head larger than {self.max_bytes} bytes", 431)
        if self.fields > self.max_fields:
            raise ProtocolError(f"more than {self.max_fields} header fields", 431)


def callback_error(e: Exception) -> ProtocolError:
    """The ProtocolError behind an llhttp error: one our callbacks raised, or llhttp's own verdict."""
    cause = e.__context__
    if isinstance(cause, ProtocolError):
        return cause
    return ProtocolError(f"malformed HTTP message: {e}")


def transfer_coding(headers: dict[str, str]) -> None:
    """llhttp frames any Transfer-Encoding ending in `chunked`; we take `chunked` alone (501 else)."""
    te = headers.get("transfer-encoding")
    if te is not None and te.strip().lower() != "chunked":
        raise ProtocolError(f"unsupported Transfer-Encoding {te[:40]!r} (only chunked)", 501)


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


def encode_chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


LAST_CHUNK = b"0\r\n\r\n"


def response_head(status: int, headers: dict[str, str], framing: str) -> bytes:
    """A response's status line and header section; `framing` is the Content-Length/Transfer-Encoding
    (and Connection) lines the caller decided on, already CRLF-terminated. Header values come from
    this proxy or from a parser that refused CR and LF in them, so none can split the head."""
    parts = [f"HTTP/1.1 {status} {REASONS.get(status, 'Status')}\r\n"]
    for k, v in headers.items():
        parts.append(f"{k}: {v}\r\n")
    parts.append(framing)
    parts.append("\r\n")
    return "".join(parts).encode("latin-1")
