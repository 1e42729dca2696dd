"""The proxy's HTTP/1.1 server (proxy/http_server.py) over real sockets on 127.0.0.1.

Most tests write raw bytes with asyncio streams so the exact framing is under control, and read the
answers with a small independent HTTP/1.1 response reader; a few go through aiohttp's client.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field

import aiohttp
import pytest
from hypothesis import given, settings
from proxy_test_utils import (
    chunked,
    mutated_requests,
    read_answer,
    read_chunk,
    read_head,
    rest_until_close,
    run_async,
    until,
)

from proxy.http_messages import Request, Response, StreamResponse
from proxy.http_parser import ServerLimits
from proxy.http_server import HTTPServer

pytestmark = pytest.mark.timeout(30)


run = run_async(15)


# ---------------------------------------------------------------------------- harness

Handler = Callable[[Request], Awaitable["Response | StreamResponse"]]


async def echo(request: Request) -> Response:
    """Everything the server parsed, as JSON (the body as latin-1 text)."""
    return Response(json.dumps({
        "method": request.method, "target": request.target, "path": request.path,
        "query": request.query, "version": request.version, "headers": request.headers,
        "body": request.body.decode("latin-1"),
    }).encode(), 200, {"Content-Type": "application/json"})


@dataclass
class Server:
    http: HTTPServer
    port: int
    errors: list[tuple[int, str, str, str]] = field(default_factory=list)  # what error_response was asked for
    writers: list[asyncio.StreamWriter] = field(default_factory=list)

    async def connect(self, rcvbuf: int | None = None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        if rcvbuf is None:
            reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        else:  # a small receive window, set before connecting, so backpressure reaches the server soon
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", self.port))
            reader, writer = await asyncio.open_connection(sock=sock)
        self.writers.append(writer)
        return reader, writer


@contextlib.asynccontextmanager
async def serve(handler: Handler = echo, *, max_body_bytes: int = 1 << 20, **kw: float) -> AsyncIterator[Server]:
    errors: list[tuple[int, str, str, str]] = []

    def error_response(status: int, method: str, path: str, message: str, headers: dict[str, str]) -> Response:
        errors.append((status, method, path, message))
        return Response(f"error {status}: {message}".encode(), status, {"X-Error": str(status)})

    http = HTTPServer(handler, error_response, ServerLimits(max_body_bytes=max_body_bytes, **kw))
    port = await http.start("127.0.0.1", 0)
    srv = Server(http, port, errors)
    try:
        yield srv
    finally:
        for w in srv.writers:
            w.close()
        await http.close(0.2)


def get(path: str = "/", headers: str = "", version: str = "HTTP/1.1") -> bytes:
    return f"GET {path} {version}\r\nHost: t\r\n{headers}\r\n".encode()


def post(path: str, body: bytes, headers: str = "") -> bytes:
    return f"POST {path} HTTP/1.1\r\nHost: t\r\nContent-Length: {len(body)}\r\n{headers}\r\n".encode() + body




# ---------------------------------------------------------------------------- keep-alive


@run
async def test_keep_alive_serves_several_requests_on_one_connection() -> None:
    conns: set[int] = set()

    async def handler(request: Request) -> Response:
        conns.add(id(request._conn))
        return await echo(request)

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        for i in range(4):
            writer.write(post(f"/r{i}", f"body {i}".encode()) if i % 2 else get(f"/r{i}"))
            a = await read_answer(reader)
            assert a.status == 200 and a.version == "HTTP/1.1"
            assert "connection" not in a.headers
            assert a.json()["path"] == f"/r{i}"
            assert a.json()["body"] == (f"body {i}" if i % 2 else "")
        assert len(conns) == 1 and len(srv.http.connections) == 1


@run
async def test_http10_request_gets_connection_close_and_the_socket_closes() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(get("/old", version="HTTP/1.0") + get("/ignored"))
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["version"] == "HTTP/1.0"
        assert a.headers["connection"].lower() == "close"
        assert await rest_until_close(reader) == b""  # the pipelined request after it is not answered


@run
async def test_an_http10_client_asking_for_keep_alive_keeps_its_connection() -> None:
    """HTTP/1.0 with `Connection: keep-alive` (ApacheBench's -k): the answer says keep-alive, and the
    next request on the socket is answered; a streamed answer, which only the close can end, says close."""
    async with serve() as srv:
        reader, writer = await srv.connect()
        for path in ("/a", "/b"):
            writer.write(get(path, "Connection: keep-alive\r\n", version="HTTP/1.0"))
            a = await read_answer(reader)
            assert a.status == 200 and a.json()["path"] == path
            assert a.headers["connection"].lower() == "keep-alive"
        assert len(srv.http.connections) == 1


@run
async def test_connection_close_from_http11_client_closes_after_the_response() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(get("/bye", "Connection: close\r\n"))
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["path"] == "/bye"
        assert a.headers["connection"].lower() == "close"
        assert await rest_until_close(reader) == b""
        await until(lambda: not srv.http.connections)


@run
async def test_keep_alive_through_aiohttp_client_reuses_one_connection() -> None:
    conns: set[int] = set()

    async def handler(request: Request) -> Response:
        conns.add(id(request._conn))
        return await echo(request)

    async with serve(handler) as srv:
        connector = aiohttp.TCPConnector(limit=1)
        async with aiohttp.ClientSession(connector=connector) as session:
            for i in range(5):
                async with session.post(f"http://127.0.0.1:{srv.port}/v1/x?i={i}", json={"i": i}) as r:
                    assert r.status == 200
                    got = await r.json()
                    assert got["query"] == {"i": str(i)} and json.loads(got["body"]) == {"i": i}
                    assert got["headers"]["content-type"] == "application/json"
        assert len(conns) == 1


# ---------------------------------------------------------------------------- pipelining


@run
async def test_pipelined_requests_are_answered_in_order_one_at_a_time() -> None:
    active = 0
    most = 0

    async def handler(request: Request) -> Response:
        nonlocal active, most
        active += 1
        most = max(most, active)
        # the first request takes longest: answers must still come in request order
        await asyncio.sleep({"/a": 0.1, "/b": 0.03}.get(request.path, 0))
        active -= 1
        return await echo(request)

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        body_b = bytes(range(256)) * 3
        writer.write(get("/a") + post("/b", body_b) + b"POST /c HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                     + chunked([b"chunky ", b"body"]) + get("/d?q=1"))
        answers = [await read_answer(reader) for _ in range(4)]
        assert [a.json()["path"] for a in answers] == ["/a", "/b", "/c", "/d"]
        assert answers[1].json()["body"].encode("latin-1") == body_b
        assert answers[2].json()["body"] == "chunky body"
        assert answers[3].json()["query"] == {"q": "1"}
        assert most == 1


@pytest.mark.parametrize("seed", range(6))
@run
async def test_a_byte_stream_of_requests_split_anywhere_gives_the_same_answers(seed: int) -> None:
    rng = random.Random(seed)
    bodies = [rng.randbytes(rng.randrange(0, 3000)) for _ in range(4)]
    stream = b""
    for i, b in enumerate(bodies):
        if i % 2:
            cuts = sorted(rng.sample(range(len(b) + 1), min(3, len(b) + 1)))
            pieces = [b[x:y] for x, y in zip([0, *cuts], [*cuts, len(b)], strict=True)]
            stream += f"PUT /p{i} HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n".encode() + chunked(pieces)
        else:
            stream += post(f"/p{i}", b)
    async with serve() as srv:
        reader, writer = await srv.connect()
        pos = 0
        while pos < len(stream):
            step = rng.choice([1, 2, 7, 100, 1500, 5000])
            writer.write(stream[pos:pos + step])
            await writer.drain()
            pos += step
            if rng.random() < 0.3:
                await asyncio.sleep(0.002)
        for i, b in enumerate(bodies):
            a = await read_answer(reader)
            assert a.json()["path"] == f"/p{i}"
            assert a.json()["body"].encode("latin-1") == b


# ---------------------------------------------------------------------------- request bodies


@run
async def test_content_length_body_split_across_writes() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        body = b"0123456789" * 100
        writer.write(post("/up", body)[:-len(body)])
        for i in range(0, len(body), 333):
            await asyncio.sleep(0.02)
            writer.write(body[i:i + 333])
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["body"].encode() == body


@run
async def test_chunked_body_with_extension_and_trailer_is_decoded_exactly() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        raw = (b"POST /c HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
               b"5;name=value\r\nhello\r\n"
               b"6;other\r\n world\r\n"
               b"A\r\n0123456789\r\n"
               b"0\r\nX-Trailer: t\r\nX-Other: u\r\n\r\n")
        for i in range(0, len(raw), 5):  # split in awkward places, including inside the CRLFs
            writer.write(raw[i:i + 5])
            await writer.drain()
            await asyncio.sleep(0.001)
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["body"] == "hello world0123456789"
        assert "x-trailer" not in a.json()["headers"]
        writer.write(get("/after"))  # the trailer was consumed exactly: the next request parses
        assert (await read_answer(reader)).json()["path"] == "/after"


@run
async def test_body_over_the_limit_by_content_length_is_413_without_reading_it() -> None:
    called = []

    async def handler(request: Request) -> Response:
        called.append(request.path)
        return Response(b"ok")

    async with serve(handler, max_body_bytes=1000) as srv:
        reader, writer = await srv.connect()
        # the head alone, with Expect: the server refuses at once instead of inviting the body
        writer.write(b"POST /big HTTP/1.1\r\nHost: t\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n")
        a = await read_answer(reader)
        assert a.status == 413 and a.headers["connection"].lower() == "close"
        assert await rest_until_close(reader) == b""
        assert srv.errors == [(413, "POST", "/big", "request body too large")]
        # exactly the limit is fine
        reader, writer = await srv.connect()
        writer.write(post("/ok", b"x" * 1000))
        assert (await read_answer(reader)).status == 200
        assert called == ["/ok"]


@run
async def test_chunked_body_growing_past_the_limit_is_413() -> None:
    async with serve(max_body_bytes=1000) as srv:
        reader, writer = await srv.connect()
        writer.write(b"POST /grow HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n")
        for _ in range(2):
            writer.write(b"190\r\n" + b"y" * 400 + b"\r\n")
            await asyncio.sleep(0.02)
        writer.write(b"190\r\n" + b"y" * 400 + b"\r\n")  # 1200 bytes: over
        a = await read_answer(reader)
        assert a.status == 413 and a.headers["connection"].lower() == "close"
        assert await rest_until_close(reader) == b""
        assert srv.errors[0][:3] == (413, "POST", "/grow")


# ---------------------------------------------------------------------------- Expect


@run
async def test_expect_100_continue_is_answered_before_the_body_is_sent() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"POST /e HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n")
        interim = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
        assert interim == b"HTTP/1.1 100 Continue\r\n\r\n"
        writer.write(b"howdy")
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["body"] == "howdy"
        # chunked, too
        writer.write(b"POST /e2 HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nExpect: 100-Continue\r\n\r\n")
        assert await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5) == b"HTTP/1.1 100 Continue\r\n\r\n"
        writer.write(chunked([b"ab", b"cd"]))
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["body"] == "abcd"


@run
async def test_unsupported_expectation_is_417() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"POST /e HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\nExpect: something-else\r\n\r\n")
        a = await read_answer(reader)
        assert a.status == 417 and a.headers["x-error"] == "417"
        assert await rest_until_close(reader) == b""
        assert srv.errors[0][0] == 417


@run
async def test_http10_client_with_expect_gets_no_interim_answer() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"POST /e HTTP/1.0\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\nhowdy")
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["body"] == "howdy"


@run
async def test_stray_line_ends_before_a_request_line_are_ignored() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"\r\n\r\n" + get("/first"))
        assert (await read_answer(reader)).json()["path"] == "/first"
        writer.write(b"\r\n" + get("/second"))
        assert (await read_answer(reader)).json()["path"] == "/second"
        assert srv.errors == []


@run
async def test_gzip_and_deflate_bodies_are_decoded_and_bounded() -> None:
    import gzip
    import zlib

    text = b'{"prompt": "' + b"squeeze " * 200 + b'"}'
    async with serve(max_body_bytes=4096) as srv:
        reader, writer = await srv.connect()
        for enc, data in (("gzip", gzip.compress(text)), ("deflate", zlib.compress(text))):
            writer.write(post("/z", data, f"Content-Encoding: {enc}\r\n"))
            a = await read_answer(reader)
            assert a.status == 200 and a.json()["body"] == text.decode()
            assert "content-encoding" not in a.json()["headers"]  # the handler sees a plain body
        bomb = gzip.compress(b"0" * 100_000)  # small on the wire, too large decoded
        assert len(bomb) < 4096
        writer.write(post("/bomb", bomb, "Content-Encoding: gzip\r\n"))
        assert (await read_answer(reader)).status == 413
    for headers, body, status in (("Content-Encoding: gzip\r\n", b"not gzip at all", 400),
                                  ("Content-Encoding: gzip\r\n", gzip.compress(text)[:20], 400),
                                  ("Content-Encoding: br\r\n", b"x", 415)):
        async with serve() as srv:
            reader, writer = await srv.connect()
            writer.write(post("/bad", body, headers))
            assert (await read_answer(reader)).status == status


# ---------------------------------------------------------------------------- malformed input

MALFORMED = {
    "request line without version": (b"GET /\r\n\r\n", 400),
    "request line with two spaces": (b"GET  / HTTP/1.1\r\n\r\n", 400),
    "lower-case method": (b"get / HTTP/1.1\r\n\r\n", 400),
    "unknown version": (b"GET / HTTP/2.0\r\nHost: t\r\n\r\n", 505),
    "HTTP/0.9 version": (b"GET / HTTP/0.9\r\nHost: t\r\n\r\n", 505),
    "target not a path": (b"GET x HTTP/1.1\r\n\r\n", 400),
    "header without colon": (b"GET / HTTP/1.1\r\nHost x\r\n\r\n", 400),
    "whitespace before colon": (b"GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
    "obs-fold line": (b"GET / HTTP/1.1\r\nHost: t\r\nX-A: a\r\n  folded\r\n\r\n", 400),
    "obs-fold line with colon": (b"GET / HTTP/1.1\r\nHost: t\r\nX-A: a\r\n\tX-B: b\r\n\r\n", 400),
    "bare LF in the head": (b"GET / HTTP/1.1\nHost: x\r\nX-A: 1\r\n\r\n", 400),
    "NUL in the head": (b"GET / HTTP/1.1\r\nHost: t\r\nX-A: a\x00b\r\n\r\n", 400),
    "Content-Length and Transfer-Encoding": (
        b"POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
    "non-numeric Content-Length": (b"POST / HTTP/1.1\r\nHost: t\r\nContent-Length: abc\r\n\r\n", 400),
    "signed Content-Length": (b"POST / HTTP/1.1\r\nHost: t\r\nContent-Length: +3\r\n\r\n", 400),
    "two Content-Lengths": (b"POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\n", 400),
    "gzip Transfer-Encoding": (b"POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
    "gzip, chunked Transfer-Encoding": (b"POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
    # found by probing the proxy as an attacker would (each was accepted, or crashed the connection)
    "5,000-digit Content-Length": (b"POST / HTTP/1.1\r\nHost: t\r\nContent-Length: " + b"9" * 5000 + b"\r\n\r\n", 400),
    "bare CR in a header value": (b"GET / HTTP/1.1\r\nHost: t\r\nX-A: a\rb\r\n\r\n", 400),
    "control character in a header value": (b"GET / HTTP/1.1\r\nHost: t\r\nX-A: a\x01b\r\n\r\n", 400),
    "DEL in a header value": (b"GET / HTTP/1.1\r\nHost: t\r\nX-A: a\x7fb\r\n\r\n", 400),
    "control byte in the target": (b"GET /v1/\x01models HTTP/1.1\r\nHost: t\r\n\r\n", 400),
    "tab in the target": (b"GET /v1/\tmodels HTTP/1.1\r\nHost: t\r\n\r\n", 400),
    "non-ASCII byte in the target": (b"GET /v1/\xe9 HTTP/1.1\r\nHost: t\r\n\r\n", 400),
    "fragment in the target": (b"GET /v1/models#x HTTP/1.1\r\nHost: t\r\n\r\n", 400),
    "absolute-form target": (b"GET http://t/v1/models HTTP/1.1\r\nHost: t\r\n\r\n", 400),
    "missing Host": (b"GET / HTTP/1.1\r\nX-A: 1\r\n\r\n", 400),
    "duplicate Host": (b"GET / HTTP/1.1\r\nHost: t\r\nHost: u\r\n\r\n", 400),
    "duplicate Host on HTTP/1.0": (b"GET / HTTP/1.0\r\nHost: t\r\nHost: t\r\n\r\n", 400),
    "junk chunk extension": (b"POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                             b"3;a b\"\r\nabc\r\n0\r\n\r\n", 400),
    "junk trailer": (b"POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                     b"3\r\nabc\r\n0\r\nnot a field\r\n\r\n", 400),
    "chunk size past 64 bits": (b"POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                                b"1" + b"0" * 17 + b"\r\n", 400),
    "CONNECT": (b"CONNECT t:443 HTTP/1.1\r\nHost: t:443\r\n\r\n", 400),
    "Upgrade with a body": (b"POST / HTTP/1.1\r\nHost: t\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n"
                            b"Content-Length: 2\r\n\r\nhi", 400),
    # exactly one byte over 64 KiB, no end of head: everything sent is read before the server answers
    "head over 64 KiB": (b"GET / HTTP/1.1\r\nX-Big: ".ljust(64 * 1024 + 1, b"a"), 431),
    "129 header fields": (b"GET / HTTP/1.1\r\nHost: t\r\n" + b"".join(b"X-H%d: v\r\n" % i for i in range(129)) + b"\r\n",
                          431),
}


@pytest.mark.parametrize("case", list(MALFORMED))
@run
async def test_malformed_request_is_refused_closed_and_the_server_lives_on(case: str) -> None:
    raw, status = MALFORMED[case]
    called = []

    async def handler(request: Request) -> Response:
        called.append(request.path)
        return await echo(request)

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(raw)
        a = await read_answer(reader)
        assert a.status == status and a.headers["x-error"] == str(status)
        assert a.headers["connection"].lower() == "close"
        assert await rest_until_close(reader) == b""
        assert [e[0] for e in srv.errors] == [status]
        assert called == []
        reader, writer = await srv.connect()
        writer.write(get("/fine"))
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["path"] == "/fine"


@run
async def test_128_header_fields_are_accepted() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"GET / HTTP/1.1\r\nHost: t\r\n" + b"".join(b"X-H%d: v\r\n" % i for i in range(127)) + b"\r\n")
        a = await read_answer(reader)
        assert a.status == 200 and len(a.json()["headers"]) == 128


# ---------------------------------------------------------------------------- request view


@run
async def test_header_names_are_lower_case_and_repeats_joined_and_query_is_split_off() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"GET /p/q?a=1&b=two%20x&c= HTTP/1.1\r\nHost: t\r\nX-Multi: a\r\nContent-TYPE:  text/x \t\r\n"
                     b"x-multi: b\r\nX-MULTI:c\r\n\r\n")
        got = (await read_answer(reader)).json()
        assert got["headers"] == {"host": "t", "x-multi": "a, b, c", "content-type": "text/x"}
        assert got["path"] == "/p/q" and got["target"] == "/p/q?a=1&b=two%20x&c="
        assert got["query"] == {"a": "1", "b": "two x"}


@run
async def test_head_request_gets_no_body_and_the_connection_stays_in_step() -> None:
    async with serve() as srv:
        reader, writer = await srv.connect()
        writer.write(b"HEAD /h HTTP/1.1\r\nHost: t\r\n\r\n" + get("/next"))
        status, _, headers = await read_head(reader)
        assert status == 200 and int(headers["content-length"]) > 0  # the length a GET would get
        a = await read_answer(reader)  # the very next bytes are the second answer's head
        assert a.status == 200 and a.json()["path"] == "/next"


@run
async def test_streamed_answer_to_head_carries_no_body() -> None:
    async def handler(request: Request) -> Response | StreamResponse:
        if request.method != "HEAD":
            return await echo(request)
        resp = request.stream(200, {"Content-Type": "application/json"})
        await resp.write(b'{"data": []}')
        await resp.write_eof()
        return resp

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(b"HEAD /v1/models HTTP/1.1\r\nHost: t\r\n\r\n" + get("/next"))
        status, _, headers = await read_head(reader)
        assert status == 200 and headers["content-type"] == "application/json"
        a = await read_answer(reader)  # no chunks, not even the last one, before the next answer
        assert a.status == 200 and a.json()["path"] == "/next"


# ---------------------------------------------------------------------------- streamed responses


@run
async def test_streamed_pieces_arrive_before_the_handler_finishes() -> None:
    gate = asyncio.Event()
    done = asyncio.Event()

    async def handler(request: Request) -> Response | StreamResponse:
        if request.path != "/s":
            return await echo(request)
        resp = request.stream(200, {"Content-Type": "text/event-stream"})
        await resp.write(b"data: one\n\n")
        await gate.wait()
        await resp.write(b"data: two\n\n")
        await resp.write(b"")  # nothing, not a last chunk
        await resp.write_eof()
        done.set()
        return resp

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/s"))
        status, _, headers = await read_head(reader)
        assert status == 200 and headers["transfer-encoding"] == "chunked"
        assert headers["content-type"] == "text/event-stream" and "content-length" not in headers
        assert await read_chunk(reader) == b"data: one\n\n"
        assert not done.is_set()
        gate.set()
        assert await read_chunk(reader) == b"data: two\n\n"
        assert await read_chunk(reader) is None
        assert done.is_set()
        writer.write(get("/after"))  # still keep-alive
        assert (await read_answer(reader)).json()["path"] == "/after"


@run
async def test_stream_returned_without_write_eof_is_ended_by_the_server() -> None:
    async def handler(request: Request) -> StreamResponse:
        resp = request.stream(201, {})
        for i in range(3):
            await resp.write(b"piece %d;" % i)
        return resp

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/s") + get("/s"))
        for _ in range(2):
            a = await read_answer(reader)
            assert a.status == 201 and a.body == b"piece 0;piece 1;piece 2;"


@run
async def test_stream_to_http10_client_is_unchunked_and_ended_by_close() -> None:
    async def handler(request: Request) -> StreamResponse:
        resp = request.stream(200, {"Content-Type": "text/plain"})
        await resp.write(b"alpha ")
        await resp.write(b"beta")
        await resp.write_eof()
        return resp

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/s", "Connection: keep-alive\r\n", version="HTTP/1.0"))
        status, _, headers = await read_head(reader)
        assert status == 200 and "transfer-encoding" not in headers and "content-length" not in headers
        assert headers["connection"].lower() == "close"
        assert await rest_until_close(reader) == b"alpha beta"


@run
async def test_abort_closes_without_the_last_chunk() -> None:
    async def handler(request: Request) -> StreamResponse:
        resp = request.stream(200, {})
        await resp.write(b"partial")
        resp.abort()
        return resp

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/s"))
        status, _, headers = await read_head(reader)
        assert status == 200 and headers["transfer-encoding"] == "chunked"
        assert await read_chunk(reader) == b"partial"
        assert await rest_until_close(reader) == b""  # no "0\r\n\r\n"
        # aiohttp's client sees the body cut short
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{srv.port}/s") as r:
                assert r.status == 200
                with pytest.raises(aiohttp.ClientPayloadError):
                    await r.read()


@run
async def test_streamed_response_through_aiohttp_client() -> None:
    gate = asyncio.Event()

    async def handler(request: Request) -> StreamResponse:
        resp = request.stream(200, {"Content-Type": "text/event-stream"})
        await resp.write(b"data: 1\n\n")
        await gate.wait()
        await resp.write(b"data: 2\n\n")
        await resp.write_eof()
        return resp

    async with serve(handler) as srv, aiohttp.ClientSession() as session:
        async with session.post(f"http://127.0.0.1:{srv.port}/v1/chat", json={}) as r:
            assert r.status == 200 and r.headers["Content-Type"] == "text/event-stream"
            assert await asyncio.wait_for(r.content.readuntil(b"\n\n"), 5) == b"data: 1\n\n"
            gate.set()
            assert await r.read() == b"data: 2\n\n"


@run
async def test_handler_exception_after_the_stream_started_cuts_the_body_short() -> None:
    async def handler(request: Request) -> Response | StreamResponse:
        if request.path == "/ok":
            return await echo(request)
        resp = request.stream(200, {})
        await resp.write(b"partial")
        raise RuntimeError("boom")

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/s"))
        status, _, _ = await read_head(reader)
        assert status == 200
        assert await read_chunk(reader) == b"partial"
        # no second head inside the body and no last chunk: the connection is cut
        assert await rest_until_close(reader) == b""
        reader, writer = await srv.connect()
        writer.write(get("/ok"))
        assert (await read_answer(reader)).status == 200


# ---------------------------------------------------------------------------- failures


@run
async def test_client_disconnect_cancels_the_handler() -> None:
    started = asyncio.Event()
    cancelled = asyncio.Event()

    async def handler(request: Request) -> Response:
        started.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return Response(b"never")

    async with serve(handler) as srv:
        _, writer = await srv.connect()
        writer.write(post("/slow", b"{}"))
        await asyncio.wait_for(started.wait(), 5)
        writer.close()
        await asyncio.wait_for(cancelled.wait(), 1.0)
        await until(lambda: not srv.http.connections and srv.http.in_flight() == 0)


@run
async def test_handler_exception_is_a_500_and_the_connection_keeps_working() -> None:
    async def handler(request: Request) -> Response:
        if request.path == "/boom":
            raise ValueError("kaput")
        return await echo(request)

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/boom?x=1"))
        a = await read_answer(reader)
        assert a.status == 500 and a.headers["x-error"] == "500" and "connection" not in a.headers
        assert srv.errors == [(500, "GET", "/boom", "Internal proxy error")]
        writer.write(get("/fine"))
        a = await read_answer(reader)
        assert a.status == 200 and a.json()["path"] == "/fine"


@run
async def test_streaming_to_a_client_that_does_not_read_is_bounded_by_backpressure() -> None:
    piece, pieces = 64 * 1024, 128  # 8 MiB in all
    written = 0
    biggest = 0

    async def handler(request: Request) -> StreamResponse:
        nonlocal written, biggest
        transport = request._conn.transport
        assert transport is not None
        transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * 1024)
        resp = request.stream(200, {})
        for i in range(pieces):
            await resp.write(bytes([i % 256]) * piece)
            written += 1
            biggest = max(biggest, transport.get_write_buffer_size())
        await resp.write_eof()
        return resp

    async with serve(handler) as srv:
        reader, writer = await srv.connect(rcvbuf=64 * 1024)
        writer.write(get("/flood"))
        await asyncio.sleep(0.5)  # not reading
        assert 0 < written < pieces  # the handler waits for the client
        assert biggest < 4 * 1024 * 1024
        a = await read_answer(reader)
        assert written == pieces and biggest < 4 * 1024 * 1024
        assert len(a.body) == piece * pieces
        assert all(a.body[i * piece] == i % 256 and a.body[(i + 1) * piece - 1] == i % 256 for i in range(pieces))


@run
async def test_pipelined_requests_wait_while_the_client_does_not_read_its_answers() -> None:
    size = 1024 * 1024
    answered = 0

    async def handler(request: Request) -> Response:
        nonlocal answered
        transport = request._conn.transport
        assert transport is not None
        transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 64 * 1024)
        answered += 1
        return Response(bytes([answered % 256]) * size)

    async with serve(handler) as srv:
        reader, writer = await srv.connect(rcvbuf=64 * 1024)
        writer.write(b"".join(get(f"/{i}") for i in range(20)))
        await asyncio.sleep(0.5)  # not reading: the server must not queue 20 MiB of answers
        assert answered <= 3
        for i in range(20):
            a = await read_answer(reader)
            assert a.status == 200 and len(a.body) == size and a.body[0] == (i + 1) % 256
        assert answered == 20


# ---------------------------------------------------------------------------- timeouts


@run
async def test_idle_connections_are_closed_after_keepalive() -> None:
    async with serve(keepalive_s=0.3, read_timeout_s=5.0) as srv:
        r1, _ = await srv.connect()  # never sends anything
        r2, w2 = await srv.connect()
        w2.write(get("/once"))
        assert (await read_answer(r2)).status == 200  # then idles
        assert await rest_until_close(r1, 2.5) == b""
        assert await rest_until_close(r2, 2.5) == b""
        assert srv.errors == []


@run
async def test_partial_request_gets_408_and_close() -> None:
    async with serve(keepalive_s=5.0, read_timeout_s=0.3) as srv:
        r1, w1 = await srv.connect()
        w1.write(b"GET / HTTP/1.1\r\nHost: t\r\n")  # the head never ends
        r2, w2 = await srv.connect()
        w2.write(b"POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\n12345")  # the body never ends
        for reader in (r1, r2):
            a = await asyncio.wait_for(read_answer(reader), 2.5)
            assert a.status == 408 and a.headers["connection"].lower() == "close"
            assert await rest_until_close(reader) == b""
        assert [e[0] for e in srv.errors] == [408, 408]


# ---------------------------------------------------------------------------- close(grace_s)


@run
async def test_close_lets_in_flight_requests_finish_and_refuses_new_connections() -> None:
    started = asyncio.Event()
    gate = asyncio.Event()

    async def handler(request: Request) -> Response:
        if request.path == "/slow":
            started.set()
            await gate.wait()
        return await echo(request)

    async with serve(handler) as srv:
        idle_r, idle_w = await srv.connect()
        idle_w.write(get("/quick"))
        assert (await read_answer(idle_r)).status == 200
        busy_r, busy_w = await srv.connect()
        busy_w.write(get("/slow"))
        await asyncio.wait_for(started.wait(), 5)
        closing = asyncio.create_task(srv.http.close(5.0))
        await asyncio.sleep(0.05)
        assert await rest_until_close(idle_r) == b""  # the idle keep-alive connection is closed
        with pytest.raises(OSError):
            await asyncio.open_connection("127.0.0.1", srv.port)
        assert not closing.done()
        gate.set()
        a = await read_answer(busy_r)
        assert a.status == 200 and a.json()["path"] == "/slow"
        assert a.headers["connection"].lower() == "close"
        assert await rest_until_close(busy_r) == b""
        await asyncio.wait_for(closing, 2)


@run
async def test_close_cuts_requests_that_outlast_the_grace() -> None:
    cancelled = asyncio.Event()

    async def handler(request: Request) -> Response:
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            cancelled.set()
            raise
        return Response(b"never")

    async with serve(handler) as srv:
        reader, writer = await srv.connect()
        writer.write(get("/forever"))
        await until(lambda: srv.http.in_flight() == 1)
        await asyncio.wait_for(srv.http.close(0.2), 2)
        assert await rest_until_close(reader) == b""
        await asyncio.wait_for(cancelled.wait(), 1)


# ---------------------------------------------------------------------------- fuzz

def test_no_byte_sequence_breaks_the_server() -> None:
    """Mutated requests get answers or a closed connection, never a crash or a 500, and the server
    keeps serving: the connection count drains and a clean request still works."""
    samples: list[bytes] = []

    @settings(max_examples=150, deadline=None, database=None)
    @given(mutated_requests())
    def collect(raw: bytes) -> None:
        samples.append(raw)

    collect()

    async def body() -> None:
        async with serve(max_body_bytes=4096) as srv:
            for raw in samples:
                reader, writer = await srv.connect()
                writer.write(raw)
                writer.write_eof()  # the server takes a half-close as the client leaving
                rest = await rest_until_close(reader)
                assert b" 500 " not in rest.split(b"\r\n", 1)[0], (raw, rest[:200])
                writer.close()
            await until(lambda: not srv.http.connections)
            assert all(status != 500 for status, *_ in srv.errors)
            reader, writer = await srv.connect()
            writer.write(get("/still-alive"))
            assert (await read_answer(reader)).json()["path"] == "/still-alive"

    asyncio.run(asyncio.wait_for(body(), 25))
