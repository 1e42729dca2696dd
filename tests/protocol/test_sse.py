"""protocol.sse: events survive arbitrary chunking; the parser follows the SSE line rules."""

from __future__ import annotations

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol.sse import DONE, SSEParser, encode_event

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def feed_in_pieces(parser: SSEParser, data: bytes, cuts: list[int]) -> list[bytes | None]:
    out: list[bytes | None] = []
    prev = 0
    for cut in sorted({c % (len(data) + 1) for c in cuts}) + [len(data)]:
        out += parser.feed(data[prev:cut])
        prev = cut
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(json_values, max_size=8), st.lists(st.integers(0, 10_000), max_size=20), st.booleans())
def test_random_splits_reassemble(objs: list, cuts: list[int], crlf: bool) -> None:
    stream = b"".join(encode_event(o) for o in objs) + DONE
    if crlf:
        stream = stream.replace(b"\n", b"\r\n")
    events = feed_in_pieces(SSEParser(), stream, cuts)
    assert events[-1] is None
    assert [orjson.loads(e) for e in events[:-1]] == objs  # type: ignore[arg-type]


def test_encode_event_and_done() -> None:
    assert encode_event({"a": "é", "b": [1]}) == b'data: {"a":"\xc3\xa9","b":[1]}\n\n'
    assert DONE == b"data: [DONE]\n\n"


def test_one_byte_at_a_time_with_comments_fields_and_multiline_data() -> None:
    stream = (
        b": keep-alive\n\n"
        b'event: message\nid: 7\ndata: {"x": 1}\n\n'
        b"data:first\ndata: second\r\n\r\n"
        b"retry: 10\n\n"
        b"data: [DONE]\r\r"
    )
    parser = SSEParser()
    out: list[bytes | None] = []
    for i in range(len(stream)):
        out += parser.feed(stream[i : i + 1])
    assert out == [b'{"x": 1}', b"first\nsecond", None]


def test_incomplete_event_is_held_back() -> None:
    parser = SSEParser()
    assert parser.feed(b'data: {"a": 1}\n') == []
    assert parser.feed(b"\n") == [b'{"a": 1}']
    assert parser.feed(b"data: tail") == []


def test_oversized_event_is_refused() -> None:
    parser = SSEParser(max_event_bytes=100)
    try:
        parser.feed(b"data: " + b"x" * 200)
    except ValueError as e:
        assert "100" in str(e)
    else:
        raise AssertionError("no error for an oversized line")


def test_oversized_multiline_event_is_refused() -> None:
    parser = SSEParser(max_event_bytes=100)
    try:
        for _ in range(20):
            parser.feed(b"data: " + b"x" * 10 + b"\n")
    except ValueError as e:
        assert "100" in str(e)
    else:
        raise AssertionError("no error for an oversized event")
