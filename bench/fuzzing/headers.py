"""Hypothesis-drawn headers and framing, as raw bytes no client library would send: random header
names and values, duplicate and conflicting Content-Length, bad Content-Type, Transfer-Encoding
tricks, gzip bombs."""

from __future__ import annotations

import functools
import gzip
import zlib
from dataclasses import dataclass

from hypothesis import strategies as st

from bench.fuzzing.cases import drive
from bench.fuzzing.judge import judge
from bench.fuzzing.tally import Tally
from bench.fuzzing.targets import Target, serves_problem
from bench.fuzzing.wire import COMPLETIONS, TIMEOUT_S, Reply, exchange


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
