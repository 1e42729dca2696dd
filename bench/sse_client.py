"""A benchmark client's side of a streamed completion: the JSON chunks an OpenAI-style SSE stream
carries, parsed by protocol.sse as the proxy parses them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import orjson

from protocol.sse import SSEParser


async def sse_chunks(content: aiohttp.StreamReader) -> AsyncIterator[dict[str, Any]]:
    """Each chunk of the stream `content` as it arrives, up to `[DONE]` (or the end of the body)."""
    parser = SSEParser()
    async for data in content.iter_any():
        for payload in parser.feed(data):
            if payload is None:
                return
            yield orjson.loads(payload)
