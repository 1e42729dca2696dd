"""Labels that mark a value as metadata of this request, and the value kind each announces.

A label is only a cue; the value after it must also have the announced shape (patterns.py).
Labels are matched case-insensitively with `-`, `_` or a space (or nothing) between words, and
an optional `x-` header prefix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Cue:
    """One label family: its rule name, the value kind it announces, and the forms it may take.

    line: may label a whole line or sentence (`Current date: ...`, `Today is ...`).
    key: may be a `key=value` or JSON key (`request_id=...`, `"timestamp": ...`).
    bare: in a line or sentence, the value follows a space rather than a colon (`Today is X`).
    """

    name: str
    kind: str  # "time" | "id" | "traceparent"
    labels: tuple[str, ...]
    line: bool = True
    key: bool = True
    bare: bool = False


CUES: tuple[Cue, ...] = (
    Cue("current_datetime", "time", (
        "current date and time", "current date/time", "current datetime", "current date",
        "current time", "current timestamp", "current utc time", "current utc date",
        "current local time", "today's date", "todays date", "date today",
    )),
    Cue("today", "time", ("today", "now"), line=True, key=True),
    Cue("today_is", "time", (
        "the current date and time is", "the current date is", "the current time is",
        "the date today is", "today's date is", "today is", "it is currently", "it is now",
    ), key=False, bare=True),
    Cue("timestamp", "time", (
        "timestamp", "time stamp", "ts", "request time", "request timestamp", "request date",
        "requested at", "generated at", "generated on", "sent at", "received at",
        "time of request",
    )),
    Cue("request_id", "id", (
        "request id", "requestid", "req id", "x-request-id", "x-amzn-requestid", "x-amz-request-id",
    )),
    Cue("trace_id", "id", ("trace id", "traceid", "x-trace-id", "x-b3-traceid", "x-cloud-trace-context")),
    Cue("span_id", "id", ("span id", "spanid", "parent span id", "x-b3-spanid", "x-b3-parentspanid")),
    Cue("session_id", "id", ("session id", "sessionid", "x-session-id")),
    Cue("correlation_id", "id", ("correlation id", "correlationid", "x-correlation-id")),
    Cue("nonce", "id", ("nonce",)),
    Cue("run_id", "id", ("run id", "invocation id", "execution id")),
    Cue("conversation_id", "id", ("conversation id",)),
    Cue("idempotency_key", "id", ("idempotency key",)),
    Cue("traceparent", "traceparent", ("traceparent", "trace parent")),
)

# "ts" and "now" are too short to be trusted as human labels ("Now: look at this"); only as
# keys. Keep them out of line labels by listing them here.
_KEY_ONLY = {"ts"}


def _norm(label: str) -> str:
    """Canonical spelling of a label: lowercase, no `x-` prefix, no separators or apostrophes."""
    low = label.lower()
    if low.startswith("x-"):
        low = low[2:]
    return re.sub(r"[\s_\-/'’]", "", low)


_BY_NORM: dict[str, Cue] = {}
for _cue in CUES:
    for _label in _cue.labels:
        _BY_NORM.setdefault(_norm(_label), _cue)


def lookup(label: str) -> Cue | None:
    """The cue a label belongs to, or None."""
    return _BY_NORM.get(_norm(label))


def is_key_only(label: str) -> bool:
    """Labels that only count in `key=value` or JSON form."""
    return _norm(label) in _KEY_ONLY


def _label_regex(label: str) -> str:
    words = re.split(r"[ \-]", label.lower())
    parts = []
    for word in words:
        parts.append("['’]?s".join(re.escape(piece) for piece in word.split("'s")))
    return r"[ _\-]?".join(parts)


_ALTERNATIVES = sorted(
    {_label_regex(label.removeprefix("x-")) for cue in CUES for label in cue.labels},
    key=len,
    reverse=True,
)
# A candidate label: not glued to a preceding word, optional `x-` header prefix.
LABEL_RE = re.compile(r"(?<![\w\-])(?:x-)?(?:" + "|".join(_ALTERNATIVES) + r")(?![\w\-])", re.I)
