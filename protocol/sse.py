"""Server-sent events framing for OpenAI-style streams.

The engine produces events with `encode_event`/`DONE`; the proxy relays and inspects them with
`SSEParser`, which reassembles events split across arbitrary network chunks.
"""

from __future__ import annotations

from typing import Any

import orjson

DONE = b"data: [DONE]\n\n"
_DONE_PAYLOAD = b"[DONE]"


def encode_event(obj: Any) -> bytes:
    """One SSE `data:` event carrying `obj` as compact JSON."""
    return b"data: " + orjson.dumps(obj) + b"\n\n"


class SSEParser:
    """Incremental SSE parser: feed raw bytes, get each complete event's data payload.

    Only `data:` fields are kept (comments, `event:`, `id:` and `retry:` lines are skipped); the
    data lines of one event are joined with b"\\n" as the SSE spec says. The `[DONE]` sentinel comes
    back as None. Events end at a blank line; "\\n", "\\r\\n" and "\\r" line ends are all accepted.
    """

    def __init__(self, max_event_bytes: int = 16 * 1024 * 1024) -> None:
        self._buf = bytearray()
        self._data: list[bytes] = []
        self._data_bytes = 0
        self._has_data = False
        self._max = max_event_bytes
        self._pending_cr = False  # last chunk ended with "\r": a following "\n" belongs to it

    def feed(self, chunk: bytes) -> list[bytes | None]:
        """Consume `chunk`; return the payloads of the events it completed, in order."""
        out: list[bytes | None] = []
        if self._pending_cr and chunk.startswith(b"\n"):
            chunk = chunk[1:]
        self._pending_cr = False
        self._buf += chunk
        start = 0
        buf = self._buf
        n = len(buf)
        while start < n:
            nl = buf.find(b"\n", start)
            cr = buf.find(b"\r", start)
            if nl < 0 and cr < 0:
                break
            if cr >= 0 and (nl < 0 or cr < nl):
                end = cr
                if cr + 1 < n:
                    nxt = cr + 2 if buf[cr + 1] == 0x0A else cr + 1
                else:
                    nxt = cr + 1
                    self._pending_cr = True
            else:
                end = nl
                nxt = nl + 1
            self._line(bytes(buf[start:end]), out)
            start = nxt
        del self._buf[:start]
        if len(self._buf) > self._max:
            raise ValueError(f"SSE line longer than {self._max} bytes")
        return out

    def _line(self, line: bytes, out: list[bytes | None]) -> None:
        if not line:
            if self._has_data:
                payload = b"\n".join(self._data)
                out.append(None if payload == _DONE_PAYLOAD else payload)
            self._data = []
            self._data_bytes = 0
            self._has_data = False
            return
        if line.startswith(b":"):
            return
        field, sep, value = line.partition(b":")
        if field != b"data":
            return
        if sep and value.startswith(b" "):
            value = value[1:]
        self._data_bytes += len(value) + 1
        if self._data_bytes > self._max:
            raise ValueError(f"SSE event larger than {self._max} bytes")
        self._data.append(value)
        self._has_data = True
