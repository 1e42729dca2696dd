"""The proxy's request parser (llhttp plus its own checks) against h11, on the same bytes.

Two parsers that frame one byte stream differently are how requests get smuggled past a proxy. So
on requests mutated from valid ones (bytes flipped, cut, duplicated, inserted), hypothesis checks
that where h11 rejects a request the proxy rejects it too, and that every request both accept is
read the same way by both: method, target, headers and body. The proxy may be stricter than h11
(it refuses obs-fold, bare LF, controls in header values, BWS in chunk extensions, versions other
than 1.0 / 1.1, targets that are not paths), never laxer. One documented difference: a server
SHOULD ignore empty lines before a request line (RFC 9112 section 2.2) and llhttp does; h11 does
not, so h11 is given each request with those lines removed.
"""

from __future__ import annotations

import random

import h11
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from proxy_test_utils import SEEDS, mutated_requests

from proxy.http1 import ProtocolError
from proxy.http_parser import ParsedRequest, RequestParser, ServerLimits

LIMITS = ServerLimits(max_body_bytes=1 << 16)

Request = tuple[str, str, dict[str, str], bytes]  # method, target, headers, body


def _keeps_alive(method: str, version: str, headers: dict[str, str]) -> bool:
    return version == "HTTP/1.1" and "close" not in headers.get("connection", "").lower() and method != "CONNECT"


def proxy_reads(data: bytes, cuts: list[int]) -> tuple[list[Request], str]:
    """The requests the proxy's parser takes from `data` fed in pieces split at `cuts`, up to the
    first that closes the connection; and how it ended: "error" or "more" (waiting for bytes)."""
    parser = RequestParser(LIMITS)
    points = sorted({c % (len(data) + 1) for c in cuts} | {0, len(data)})
    for a, b in zip(points, points[1:], strict=False):
        parser.feed(data[a:b])
    out: list[Request] = []
    for item in parser.ready:
        if isinstance(item, ProtocolError):
            return out, "error"
        assert isinstance(item, ParsedRequest)
        out.append((item.method, item.target, item.headers, item.body))
        if not item.keep_alive or not _keeps_alive(item.method, item.version, item.headers):
            return out, "closed"
    return out, "more"


def h11_reads(data: bytes) -> tuple[list[Request], str]:
    """The same, by h11: one server connection per request (h11 keeps no other state between
    them), each given the bytes the previous one left, empty lines before the request line removed."""
    out: list[Request] = []
    rest = data
    while True:
        rest = rest.lstrip(b"\r\n")
        if not rest:
            return out, "more"
        conn = h11.Connection(h11.SERVER, max_incomplete_event_size=LIMITS.max_head_bytes)
        conn.receive_data(rest)
        request: h11.Request | None = None
        body = bytearray()
        try:
            while True:
                event = conn.next_event()
                if event is h11.NEED_DATA:
                    return out, "more"
                if isinstance(event, h11.Request):
                    request = event
                elif isinstance(event, h11.Data):
                    body += event.data
                elif isinstance(event, h11.EndOfMessage):
                    break
        except h11.RemoteProtocolError:
            return out, "error"
        assert request is not None
        headers: dict[str, str] = {}
        for name, value in request.headers:
            key, text = name.decode("latin-1").lower(), value.decode("latin-1")
            headers[key] = f"{headers[key]}, {text}" if key in headers else text
        method = request.method.decode("latin-1")
        out.append((method, request.target.decode("latin-1"), headers, bytes(body)))
        version = "HTTP/" + request.http_version.decode()
        if len(body) > LIMITS.max_body_bytes or not _keeps_alive(method, version, headers):
            return out, "closed"
        rest = conn.trailing_data[0]


@settings(max_examples=2500, deadline=None, suppress_health_check=list(HealthCheck), database=None)
@given(mutated_requests(), st.lists(st.integers(0, 1 << 16), max_size=6))
def test_where_h11_refuses_the_proxy_refuses_and_both_read_alike(data: bytes, cuts: list[int]) -> None:
    ours, our_end = proxy_reads(data, cuts)
    theirs, their_end = h11_reads(data)
    assert ours == theirs[:len(ours)], (data, ours, theirs)  # read alike where both read, never further
    if their_end == "error":
        assert our_end == "error", (data, ours, our_end, theirs)  # where h11 refuses, so does the proxy
    assert ours == proxy_reads(data, [])[0]  # however the bytes were split


def test_the_seeds_are_read_alike_by_both() -> None:
    """The property above is not vacuous: unmutated, every seed's requests are read by both."""
    for seed in SEEDS:
        ours, our_end = proxy_reads(seed, [])
        theirs, their_end = h11_reads(seed)
        assert ours == theirs and ours and our_end == their_end, (seed, ours, theirs)


def test_the_mutations_find_requests_each_parser_refuses() -> None:
    """And it is exercised: over the mutated inputs both verdicts occur, with the proxy refusing
    some that h11 takes (it is stricter) and h11 refusing some."""
    rng = random.Random(0)
    counts: dict[str, int] = {"both_refuse": 0, "only_proxy_refuses": 0, "both_take": 0}

    @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(mutated_requests())
    def tally(data: bytes) -> None:
        ours, our_end = proxy_reads(data, [rng.randrange(64)])
        theirs, their_end = h11_reads(data)
        if their_end == "error" and our_end == "error":
            counts["both_refuse"] += 1
        elif our_end == "error":
            counts["only_proxy_refuses"] += 1
        elif ours:
            counts["both_take"] += 1

    tally()
    assert all(n > 0 for n in counts.values()), counts
