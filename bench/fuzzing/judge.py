"""Judging an answer: an error in OpenAI's shape, a well-formed event stream, the status a request
must get."""

from __future__ import annotations

import json

from bench.fuzzing.wire import Reply


def error_shape_problem(body: bytes) -> str | None:
    """Why `body` is not an error in OpenAI's shape, or None when it is."""
    try:
        doc = json.loads(body)
    except ValueError:
        return f"error body is not JSON: {body[:160]!r}"
    err = doc.get("error") if isinstance(doc, dict) else None
    if not isinstance(err, dict):
        return f"error body has no `error` object: {body[:160]!r}"
    for key in ("message", "type"):
        if not isinstance(err.get(key), str) or not err[key]:
            return f"error.{key} is not a non-empty string: {body[:160]!r}"
    for key in ("param", "code"):
        if key not in err:
            return f"error.{key} is missing: {body[:160]!r}"
        if err[key] is not None and not isinstance(err[key], str):
            return f"error.{key} is neither a string nor null: {body[:160]!r}"
    return None


def sse_problem(body: bytes, complete: bool) -> str | None:
    """Why `body` is not a well-formed OpenAI event stream (every event JSON, errors in shape, ended
    by `[DONE]` when complete), or None."""
    try:
        text = body.decode()
    except UnicodeDecodeError:
        return f"event stream is not UTF-8: {body[:160]!r}"
    payloads = []
    for block in text.split("\n\n"):
        for line in block.split("\n"):
            if not line or line.startswith((":", "event:", "id:", "retry:")):
                continue
            if not line.startswith("data:"):
                return f"event stream line is not an SSE field: {line[:160]!r}"
            payloads.append(line[5:].strip())
    for p in payloads:
        if p == "[DONE]":
            continue
        try:
            event = json.loads(p)
        except ValueError:
            return f"event is not JSON: {p[:160]!r}"
        if not isinstance(event, dict):
            return f"event is not an object: {p[:160]!r}"
        if "error" in event and (why := error_shape_problem(p.encode())):
            return f"error event: {why}"
    if complete and (not payloads or payloads[-1] != "[DONE]"):
        return f"complete event stream does not end with [DONE]: {text[-160:]!r}"
    return None


def judge(reply: Reply, expect: str | None = None, *, answer_required: bool = True,
          allowed_5xx: tuple[int, ...] = ()) -> str | None:
    """What is wrong with `reply` (None: nothing). `expect` "ok" means a valid request that must get
    200, "refused" an invalid one that must get a 4xx (or one of `allowed_5xx`, where HTTP itself
    prescribes it); a missing answer fails unless not required."""
    if not reply.status:
        return None if not answer_required else f"no answer: {reply.error}"
    if reply.status >= 500 and reply.status not in allowed_5xx:
        return f"{reply.status}: {reply.body[:200]!r}"
    if not reply.complete and reply.error:
        return f"{reply.status} answer cut short: {reply.error}"
    if reply.status >= 400:
        if why := error_shape_problem(reply.body):
            return f"{reply.status} {why}"
        if expect == "ok":
            return f"valid request refused with {reply.status}: {reply.body[:200]!r}"
        return None
    if expect == "refused" and 200 <= reply.status < 300:
        return f"invalid request answered {reply.status}: {reply.body[:200]!r}"
    if reply.headers.get("content-type", "").startswith("text/event-stream"):
        return sse_problem(reply.body, reply.complete)
    if reply.status == 200 and reply.headers.get("content-type", "").startswith("application/json"):
        try:
            json.loads(reply.body)
        except ValueError:
            return f"200 body is not JSON: {reply.body[:160]!r}"
    return None
