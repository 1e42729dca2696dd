"""The proxy's one replica client (proxy/http_client.py) against raw asyncio servers on 127.0.0.1.

Each server writes exactly the bytes a test wants, so framing, reuse, errors and deadlines are
checked against the wire rather than against another HTTP implementation.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from proxy_test_utils import run_async, until

from proxy.http_client import (
    ClientResponse,
    ReplicaClient,
    ResponseTooLarge,
    UpstreamConnectError,
    UpstreamDisconnected,
)

pytestmark = pytest.mark.timeout(30)


run = run_async(10)


# ---------------------------------------------------------------------------- harness

Handler = Callable[["Replica", asyncio.StreamReader, asyncio.StreamWriter, int], Awaitable[None]]


class Replica:
    """A raw TCP server: runs `handler(replica, reader, writer, connection_index)` per connection and
    records what it saw (connections accepted, requests read, connections the client closed)."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.accepted = 0
        self.requests: list[tuple[bytes, bytes]] = []  # (raw head, body)
        self.eofs = 0  # connections on which the client's close was seen
        self._tasks: set[asyncio.Task[Any]] = set()
        self._writers: list[asyncio.StreamWriter] = []

    async def __aenter__(self) -> Replica:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._server.close()
        for t in list(self._tasks):
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for w in self._writers:
            w.close()
        await self._server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        index = self.accepted
        self.accepted += 1
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        self._writers.append(writer)
        try:
            await self.handler(self, reader, writer, index)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            pass  # torn down by __aexit__; returning keeps asyncio's stream callback quiet
        finally:
            self._tasks.discard(task)
            writer.close()

    async def read_request(self, reader: asyncio.StreamReader) -> bytes:
        """One request (head and Content-Length body); returns the body."""
        head = await reader.readuntil(b"\r\n\r\n")
        length = 0
        for line in head.split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        body = await reader.readexactly(length)
        self.requests.append((head, body))
        return body

    async def until_eof(self, reader: asyncio.StreamReader) -> None:
        """Wait for the client to close this connection, and count it."""
        try:
            while await reader.read(65536):
                pass
        except ConnectionResetError:
            pass
        self.eofs += 1


def replying(*parts: bytes, pause: float = 0.0, keep_open: bool = True) -> Handler:
    """A handler that reads one request and writes `parts` (`pause` seconds apart); then it keeps the
    connection until the client closes it, or (not `keep_open`) returns and the harness closes it."""

    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await rep.read_request(reader)
        for i, part in enumerate(parts):
            if i and pause:
                await asyncio.sleep(pause)
            writer.write(part)
            await writer.drain()
        if keep_open:
            await rep.until_eof(reader)

    return handler


def answering(*responses: bytes) -> Handler:
    """A handler that answers successive requests on a connection with `responses` (cycled), then
    keeps the connection open until the client closes it."""

    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        i = 0
        while True:
            try:
                await rep.read_request(reader)
            except asyncio.IncompleteReadError:
                rep.eofs += 1
                return
            writer.write(responses[i % len(responses)])
            await writer.drain()
            i += 1

    return handler


def ok(body: bytes) -> bytes:
    return b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)


@contextlib.asynccontextmanager
async def pool_for(url: str) -> Any:
    pool = ReplicaClient(url)
    try:
        yield pool
    finally:
        pool.close()


async def post(pool: ReplicaClient, body: bytes = b"{}", timeout: float | None = None) -> ClientResponse:
    return await pool.request("POST", "/v1/completions", body, {"Content-Type": "application/json"},
                              connect_timeout=2.0, timeout=timeout)


# ---------------------------------------------------------------------------- framing


@run
async def test_content_length_body_split_across_writes() -> None:
    handler = replying(b"HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-Mixed-CASE:  A b \r\n",
                       b"Set-Thing: 1\r\nSet-Thing: 2\r\nContent-Length: 11\r\n\r\n", b"hel", b"lo w", b"orld",
                       pause=0.02)

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert up.status == 201
        assert up.headers == {"content-type": "application/json", "x-mixed-case": "A b",
                              "set-thing": "1, 2", "content-length": "11"}
        assert await up.read() == b"hello world"
        assert up.done and up.keep_alive
        pool.release(up)
        assert pool._idle == [up]


@pytest.mark.parametrize("piece", [0, 1, 3])
@run
async def test_chunked_with_extension_and_trailer_is_decoded_exactly(piece: int) -> None:
    wire = (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
            b"5;name=value\r\nhello\r\n1;x\r\n \r\n"
            b"A\r\n0123456789\r\n0\r\nX-Trailer: yes\r\n\r\n")

    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        while True:
            try:
                await rep.read_request(reader)
            except asyncio.IncompleteReadError:
                return
            step = piece or len(wire)
            for i in range(0, len(wire), step):
                writer.write(wire[i:i + step])
                await writer.drain()
            # a second response on the same connection proves the trailer was consumed exactly
            await rep.read_request(reader)
            writer.write(ok(b"next"))
            await writer.drain()

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.read() == b"hello 0123456789"
        assert up.done
        pool.release(up)
        up2 = await post(pool)
        assert up2 is up and await up2.read() == b"next"
        assert rep.accepted == 1


@run
async def test_readany_hands_out_chunks_as_they_arrive() -> None:
    go = asyncio.Event()

    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        await rep.read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nfirst\r\n")
        await writer.drain()
        await go.wait()
        writer.write(b"6\r\nsecond\r\n0\r\n\r\n")
        await writer.drain()
        await rep.until_eof(reader)

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        got = b""
        while len(got) < 5:  # the server holds back the second chunk until `go`
            got += await asyncio.wait_for(up.readany(), 2)
        assert got == b"first" and not up.done
        go.set()
        got = b""
        while len(got) < 6:
            got += await asyncio.wait_for(up.readany(), 2)
        assert got == b"second"
        assert await up.readany() == b""
        assert up.done


@run
async def test_read_until_close_ends_at_close_and_is_not_reused() -> None:
    handler = replying(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\npart1 ", b"part2", pause=0.05,
                       keep_open=False)  # then the harness closes the connection

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert not up.keep_alive
        assert await up.read() == b"part1 part2"
        assert up.done
        pool.release(up)
        assert pool._idle == []
        up2 = await post(pool)
        assert await up2.read() == b"part1 part2"
        assert up2 is not up and rep.accepted == 2


@run
async def test_204_has_no_body_and_keeps_the_connection() -> None:
    async with Replica(answering(b"HTTP/1.1 204 No Content\r\nX-A: 1\r\n\r\n", ok(b"after"))) as rep, \
            pool_for(rep.url) as pool:
        up = await post(pool)
        assert up.status == 204 and up.done
        assert await up.read() == b""
        pool.release(up)
        up2 = await post(pool)
        assert up2 is up and await up2.read() == b"after"
        assert rep.accepted == 1


@run
async def test_interim_answers_are_skipped_and_the_final_one_read() -> None:
    """A `100 Continue` the replica sends unasked was once taken as the answer (the client hung)."""
    interim = b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\nX-I: 1\r\n\r\n"
    async with Replica(answering(interim + ok(b"final"), ok(b"next"))) as rep, pool_for(rep.url) as pool:
        up = await post(pool, timeout=2.0)
        assert up.status == 200 and "x-i" not in up.headers and await up.read() == b"final"
        pool.release(up)
        up2 = await post(pool, timeout=2.0)
        assert up2 is up and await up2.read() == b"next"
    switch = b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: h2c\r\n\r\n"
    async with Replica(answering(switch)) as rep, pool_for(rep.url) as pool:
        with pytest.raises(UpstreamDisconnected, match="switched protocols"):
            await post(pool, timeout=2.0)


@run
async def test_a_body_past_the_callers_limit_is_refused_as_it_arrives() -> None:
    async with Replica(answering(ok(b"x" * 100_000))) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        with pytest.raises(ResponseTooLarge):
            await up.read(max_bytes=10_000)
        pool.abort(up)
        status, _, body = await pool.fetch("POST", "/v1/completions", b"{}", timeout=2.0, max_bytes=100_000)
        assert status == 200 and len(body) == 100_000


@pytest.mark.parametrize("wire", [
    b"HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok",
    b"HTTP/1.1 200 OK\r\nconnection: Keep-Alive, Close\r\nContent-Length: 2\r\n\r\nok",
    b"HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
])
@run
async def test_connection_close_and_http10_are_not_reused(wire: bytes) -> None:
    async with Replica(answering(wire)) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.read() == b"ok"
        assert not up.keep_alive
        pool.release(up)
        assert pool._idle == []
        await until(lambda: rep.eofs == 1)  # the client closed it although the server kept it open
        up2 = await post(pool)
        assert await up2.read() == b"ok"
        assert rep.accepted == 2


# ---------------------------------------------------------------------------- keep-alive


@run
async def test_sequential_requests_share_one_connection() -> None:
    async def echo(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        while True:
            try:
                body = await rep.read_request(reader)
            except asyncio.IncompleteReadError:
                return
            writer.write(ok(body[::-1]))
            await writer.drain()

    async with Replica(echo) as rep, pool_for(rep.url) as pool:
        for i in range(5):
            up = await post(pool, b"request-%d" % i)
            assert await up.read() == (b"request-%d" % i)[::-1]
            pool.release(up)
        assert rep.accepted == 1
        assert len(pool._idle) == 1


@run
async def test_idle_connection_closed_by_the_server_is_replaced() -> None:
    handler = replying(ok(b"once"), keep_open=False)  # then closed: an idle timeout on the replica's side

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.read() == b"once"
        pool.release(up)
        await until(lambda: up.closed)
        up2 = await post(pool)
        assert up2 is not up and await up2.read() == b"once"
        assert rep.accepted == 2


@run
async def test_connection_closed_just_as_the_request_is_sent_is_retried_on_a_new_one() -> None:
    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int) -> None:
        await rep.read_request(reader)
        writer.write(ok(b"first" if index == 0 else b"fresh"))
        await writer.drain()
        if index == 0:
            await rep.read_request(reader)  # the reused connection's request is read, never answered

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.read() == b"first"
        pool.release(up)
        assert pool._idle == [up]
        up2 = await post(pool)
        assert await up2.read() == b"fresh"
        assert up2 is not up and up.closed
        assert rep.accepted == 2 and len(rep.requests) == 3


@run
async def test_reused_connection_closed_after_part_of_an_answer_is_an_error() -> None:
    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, index: int) -> None:
        await rep.read_request(reader)
        writer.write(ok(b"first"))
        await writer.drain()
        await rep.read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Le")  # then closed: the replica really failed
        await writer.drain()

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.read() == b"first"
        pool.release(up)
        with pytest.raises(UpstreamDisconnected):
            await post(pool)
        assert rep.accepted == 1 and pool._idle == []


# ---------------------------------------------------------------------------- failures


@pytest.mark.parametrize("wire", [
    b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\npartial",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n3\r\nab",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
])
@run
async def test_close_mid_body_is_a_disconnect_and_not_reused(wire: bytes) -> None:
    handler = replying(wire, keep_open=False)

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        with pytest.raises(UpstreamDisconnected, match="closed the connection"):
            await up.read()
        assert not up.done
        pool.release(up)
        assert pool._idle == []


@pytest.mark.parametrize("wire", [
    b"HTTP/1.1 OK 200\r\nContent-Length: 0\r\n\r\n",
    b"ICY 200 OK\r\nContent-Length: 0\r\n\r\n",
    b"HTTP/1.1 200 OK\nContent-Length: 0\r\n\r\n",
    b"HTTP/1.1 200 OK\r\nContent-Length : 2\r\n\r\nok",
    b"HTTP/1.1 200 OK\r\n Folded: x\r\nContent-Length: 2\r\n\r\nok",
    b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n",
    b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok",
    b"HTTP/1.1 200 OK\r\nContent-Length: -2\r\n\r\nok",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\nok",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0x5\r\nhello\r\n0\r\n\r\n",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n3\r\nabcXX0\r\n\r\n",
])
@run
async def test_malformed_responses_are_disconnects_that_say_so(wire: bytes) -> None:
    handler = replying(wire)  # the server keeps the connection: the client must close it

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        err: UpstreamDisconnected | None = None
        up: ClientResponse | None = None
        try:
            up = await post(pool)
            await up.read()
        except UpstreamDisconnected as e:
            err = e
        assert err is not None and "malformed" in str(err)
        if up is not None:
            pool.release(up)
        assert pool._idle == []
        await until(lambda: rep.eofs == 1)


@pytest.mark.parametrize("later", [b"zz\r\nhello\r\n0\r\n\r\n", b"3\r\nabcXX0\r\n\r\n"])
@run
async def test_malformed_body_arriving_while_the_reader_waits_says_malformed(later: bytes) -> None:
    handler = replying(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n", later, pause=0.05)

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.readany() == b"hello"
        with pytest.raises(UpstreamDisconnected, match="malformed"):
            await up.readany()  # waiting when the bad bytes arrive
        pool.release(up)
        assert pool._idle == []
        await until(lambda: rep.eofs == 1)


@run
async def test_connect_refused_is_a_connect_error() -> None:
    with socket.socket() as s:  # a port that was free a moment ago and has no listener
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    async with pool_for(f"http://127.0.0.1:{port}") as pool:
        with pytest.raises(UpstreamConnectError):
            await post(pool)


# ---------------------------------------------------------------------------- deadlines and closing


_silent = replying()  # reads the request, never answers


@run
async def test_no_answer_times_out_near_the_deadline_and_aborts() -> None:
    async with Replica(_silent) as rep, pool_for(rep.url) as pool:
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        with pytest.raises(TimeoutError):
            await post(pool, timeout=0.3)
        assert 0.3 <= loop.time() - t0 < 3.0  # near, with room for a loaded machine
        await until(lambda: rep.eofs == 1)
        assert pool._idle == [] and pool._armed == set()


@run
async def test_stall_after_the_head_times_out_the_read_near_the_deadline() -> None:
    handler = replying(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc")

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        loop = asyncio.get_running_loop()
        t0 = loop.time()
        up = await post(pool, timeout=0.4)
        assert up.status == 200
        with pytest.raises(TimeoutError):
            await up.read()
        assert 0.4 <= loop.time() - t0 < 3.0
        pool.release(up)
        assert pool._idle == []
        await until(lambda: rep.eofs == 1)


@run
async def test_a_deadline_passing_after_the_response_completed_changes_nothing() -> None:
    async with Replica(answering(ok(b"one"), ok(b"two"))) as rep, pool_for(rep.url) as pool:
        up = await post(pool, timeout=0.1)
        assert await up.read() == b"one"
        await asyncio.sleep(0.25)  # past the deadline, response still held
        assert await up.read() == b""
        pool.release(up)
        up2 = await post(pool)  # no deadline now: a stale one must not fire
        await asyncio.sleep(0.15)
        assert up2 is up and await up2.read() == b"two"
        assert rep.accepted == 1


@run
async def test_abort_closes_the_socket() -> None:
    handler = replying(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n")

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        up = await post(pool)
        assert await up.readany() == b"hello"
        pool.abort(up)
        assert up.closed
        await until(lambda: rep.eofs == 1)
        assert pool._idle == []


@run
async def test_close_closes_idle_connections_and_stops_the_sweeper() -> None:
    async with Replica(answering(ok(b"x"))) as rep:
        pool = ReplicaClient(rep.url)
        ups = await asyncio.gather(post(pool, timeout=2.0), post(pool, timeout=2.0))
        for up in ups:
            assert await up.read() == b"x"
            pool.release(up)
        assert len(pool._idle) == 2 and rep.accepted == 2
        sweeper = pool._sweeper
        assert sweeper is not None and not sweeper.done()
        pool.close()
        assert pool._sweeper is None and pool._idle == []
        await asyncio.sleep(0)
        assert sweeper.cancelled()
        await until(lambda: rep.eofs == 2)
        assert not [t for t in asyncio.all_tasks() if t.get_name() == "upstream-deadlines"]


# ---------------------------------------------------------------------------- the request on the wire


@run
async def test_request_bytes_on_the_wire() -> None:
    received = bytearray()

    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        for _ in range(2):
            await rep.read_request(reader)
            writer.write(ok(b"ok"))
            await writer.drain()
        while data := await reader.read(65536):
            received.extend(data)
        rep.eofs += 1

    body = b'{"prompt": "a\r\n\r\nb"}' + bytes(range(256))
    async with Replica(handler) as rep:
        pool = ReplicaClient(f"{rep.url}/base/")
        for b in (body, b""):
            up = await pool.request("POST", "/v1/completions", b, {"X-Request-Id": "r-1", "Authorization": "Bearer k"},
                                    connect_timeout=2.0)
            assert await up.read() == b"ok"
            pool.release(up)
        pool.close()
        await until(lambda: rep.eofs == 1)
    host = f"127.0.0.1:{rep.port}".encode()
    assert rep.requests == [
        (b"POST /base/v1/completions HTTP/1.1\r\nHost: " + host + b"\r\nContent-Length: %d\r\n"
         b"X-Request-Id: r-1\r\nAuthorization: Bearer k\r\n\r\n" % len(body), body),
        (b"POST /base/v1/completions HTTP/1.1\r\nHost: " + host + b"\r\nContent-Length: 0\r\n"
         b"X-Request-Id: r-1\r\nAuthorization: Bearer k\r\n\r\n", b""),
    ]
    assert received == b""  # nothing beyond the two requests


@pytest.mark.parametrize("framing", ["chunked", "length"])
@run
async def test_large_response_pauses_reading_and_arrives_whole(framing: str) -> None:
    payload = random.Random(7).randbytes(3 << 20)

    async def handler(rep: Replica, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, _: int) -> None:
        while True:
            try:
                await rep.read_request(reader)
            except asyncio.IncompleteReadError:
                return
            if framing == "chunked":
                writer.write(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
                step = 65536 + 17  # chunk boundaries that do not line up with socket reads
                for i in range(0, len(payload), step):
                    writer.write(b"%x\r\n%s\r\n" % (len(payload[i:i + step]), payload[i:i + step]))
                writer.write(b"0\r\n\r\n")
            else:
                writer.write(ok(payload))
            await writer.drain()

    async with Replica(handler) as rep, pool_for(rep.url) as pool:
        for _ in range(2):
            up = await post(pool)
            transport = up.transport
            assert transport is not None
            await until(lambda t=transport: not t.is_reading())  # paused: over _PAUSE_BYTES unread
            assert not up.done
            assert await up.read() == payload
            assert up.done and up._buffered == 0
            pool.release(up)
        assert rep.accepted == 1
