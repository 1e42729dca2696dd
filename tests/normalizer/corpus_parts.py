"""Parts the corpus is built from: volatile values in many formats, metadata fields, documents
in several list shapes, and the canonical document order the normalizer must produce."""

from __future__ import annotations

import hashlib
import random
import re
import uuid
from typing import Any

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


# -- volatile values ------------------------------------------------------------------------


def _when(rng: random.Random) -> tuple[int, int, int, int, int, int, int]:
    y, mo, d = rng.randint(2019, 2031), rng.randint(1, 12), rng.randint(1, 28)
    return y, mo, d, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 6)


def date_value(rng: random.Random) -> str:
    y, mo, d, h, mi, s, wd = _when(rng)
    h12, ampm = (h % 12 or 12), ("AM" if h < 12 else "PM")
    forms = [
        f"{y}-{mo:02d}-{d:02d}",
        f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z",
        f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}.{rng.randint(0, 999):03d}+01:00",
        f"{y}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}",
        f"{DAYS[wd][:3]}, {d:02d} {MONTHS[mo - 1][:3]} {y} {h:02d}:{mi:02d}:{s:02d} GMT",
        f"{DAYS[wd]}, {MONTHS[mo - 1]} {d}, {y}",
        f"{d:02d}/{mo:02d}/{y} {h:02d}:{mi:02d}",
        f"{MONTHS[mo - 1][:3]} {d} {y} {h12}:{mi:02d} {ampm}",
        f"{d} {MONTHS[mo - 1]} {y}",
        f"{MONTHS[mo - 1]} {d}, {y} at {h12}:{mi:02d} {ampm}",
    ]
    return rng.choice(forms)


def epoch_value(rng: random.Random) -> str:
    secs = rng.randint(1_500_000_000, 1_900_000_000)
    return str(secs) if rng.random() < 0.5 else str(secs * 1000 + rng.randint(0, 999))


def id_value(rng: random.Random, kind: str) -> str:
    if kind == "uuid":
        return str(uuid.UUID(int=rng.getrandbits(128), version=4))
    if kind == "hex32":
        return f"{rng.getrandbits(128):032x}"
    if kind == "hex16":
        return f"{rng.getrandbits(64):016x}"
    if kind == "ulid":
        alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
        return "01" + "".join(rng.choice(alphabet) for _ in range(24))
    if kind == "traceparent":
        return f"00-{rng.getrandbits(128):032x}-{rng.getrandbits(64):016x}-01"
    return f"{kind}_{rng.getrandbits(40):010x}"


# Line fields: (label, separator, value maker). Each becomes a line of its own.
LINE_FIELDS: list[tuple[str, str, Any]] = [
    ("Current date", ": ", date_value),
    ("Current date and time", ": ", date_value),
    ("Today's date", ": ", date_value),
    ("Current time", ": ", lambda r: f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d} UTC"),
    ("Generated at", ": ", date_value),
    ("Timestamp", ": ", epoch_value),
    ("Request ID", ": ", lambda r: id_value(r, "uuid")),
    ("X-Request-ID", ": ", lambda r: id_value(r, "uuid")),
    ("Trace ID", ": ", lambda r: id_value(r, "hex32")),
    ("Session ID", ": ", lambda r: id_value(r, "sess")),
    ("Correlation ID", ": ", lambda r: id_value(r, "ulid")),
    ("traceparent", ": ", lambda r: id_value(r, "traceparent")),
    ("Run ID", ": ", lambda r: id_value(r, "run")),
]
KV_KEYS = [("request_id", "hex16"), ("trace_id", "hex32"), ("span_id", "hex16"), ("session_id", "uuid"),
           ("ts", "epoch"), ("timestamp", "iso"), ("correlation_id", "ulid"), ("nonce", "hex32")]


def line_field(rng: random.Random, used: set[str]) -> tuple[str, str]:
    """A whole-line field and its cue family, avoiding families already used in this case."""
    while True:
        label, sep, make = rng.choice(LINE_FIELDS)
        fam = _family(label)
        if fam not in used:
            used.add(fam)
            break
    if label == "Current date" and rng.random() < 0.3:
        y, mo, d, *_rest, wd = _when(rng)
        return f"Today is {DAYS[wd]}, {MONTHS[mo - 1]} {d}, {y}.", "today_is"
    return f"{label}{sep}{make(rng)}", fam


def kv_pair(rng: random.Random, used: set[str]) -> tuple[str, str]:
    while True:
        key, kind = rng.choice(KV_KEYS)
        fam = _family(key)
        if fam not in used:
            used.add(fam)
            break
    if kind == "epoch":
        value = epoch_value(rng)
    elif kind == "iso":
        y, mo, d, h, mi, s, _ = _when(rng)
        value = f"{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}Z"
    else:
        value = id_value(rng, kind)
    return f"{key}={value}", fam


_FAMILIES = {
    "currentdate": "current_datetime", "currentdateandtime": "current_datetime", "todaysdate": "current_datetime",
    "currenttime": "current_datetime", "generatedat": "timestamp", "timestamp": "timestamp", "ts": "timestamp",
    "requestid": "request_id", "xrequestid": "request_id", "traceid": "trace_id", "spanid": "span_id",
    "sessionid": "session_id", "correlationid": "correlation_id", "traceparent": "traceparent",
    "runid": "run_id", "nonce": "nonce",
}


def _family(label: str) -> str:
    return _FAMILIES[re.sub(r"[^a-z]", "", label.lower())]


# -- documents ------------------------------------------------------------------------------

TOPICS = [
    ("paris.txt", "Paris is the capital of France and sits on the Seine."),
    ("berlin.txt", "Berlin became the capital of reunified Germany in 1990."),
    ("tokyo.txt", "Tokyo is the most populous metropolitan area in the world."),
    ("nile.txt", "The Nile flows north through eleven countries into the Mediterranean."),
    ("everest.txt", "Mount Everest stands 8,849 metres above sea level."),
    ("python.txt", "Python 3.12 added a per-interpreter GIL and better error messages."),
    ("moon.txt", "The Moon is about 384,400 km from Earth on average."),
    ("coffee.txt", "Coffee plants grow best between the Tropics of Cancer and Capricorn."),
    ("whale.txt", "The blue whale is the largest animal known to have ever existed."),
    ("bridge.txt", "The Golden Gate Bridge opened to traffic on 28 May 1937."),
    ("invoice.txt", "Invoice INV-2041 totals $1,299.00 and was issued on 2024-03-15."),
    ("release.txt", "Release 4.2.1 fixed the memory leak introduced in 4.1.0."),
    ("support.txt", "Call support at +1 (555) 013-2291 between 9:00 and 17:00 CET."),
    ("commit.txt", "Commit 3f2a9c1e4b7d fixed the race condition in the scheduler."),
]


def doc_hash(block: str) -> str:
    """Content hash of a document block with its ordinal digits masked, as the order rule says."""
    return hashlib.blake2b(block.encode("utf-8"), digest_size=8).hexdigest()


def pick_docs(rng: random.Random, k: int) -> list[tuple[str, str]]:
    return rng.sample(TOPICS, k)


def format_docs(docs: list[tuple[str, str]], shape: str) -> str:
    """Documents joined in the given order, labels numbered from 1."""
    if shape == "llamaindex":
        return "\n\n".join(f"file_path: data/{name}\n\n{text}" for name, text in docs)
    if shape == "citation":
        return "\n\n".join(f"Source {i}:\n{text}" for i, (_, text) in enumerate(docs, 1))
    if shape == "numbered":
        return "\n\n".join(f"Document {i}:\n{text}" for i, (_, text) in enumerate(docs, 1))
    if shape == "bracket":
        return "\n".join(f"[{i}] {text}" for i, (_, text) in enumerate(docs, 1))
    if shape == "xml":
        return "\n".join(f'<document index="{i}">\n<source>{name}</source>\n{text}\n</document>'
                         for i, (name, text) in enumerate(docs, 1))
    if shape == "source":
        return "\n\n".join(f"Source: https://example.org/{name}\n{text}" for name, text in docs)
    raise ValueError(shape)


def canonical(docs: list[tuple[str, str]], shape: str) -> list[tuple[str, str]]:
    """The order the normalizer must produce: by name where the shape names a source, else by the
    hash of the block with its number masked."""
    if shape in ("llamaindex", "xml", "source"):
        key_of = {"llamaindex": lambda d: f"data/{d[0]}", "xml": lambda d: d[0],
                  "source": lambda d: f"https://example.org/{d[0]}"}[shape]
        return sorted(docs, key=key_of)
    masked = {"citation": "Source #:\n{t}", "numbered": "Document #:\n{t}", "bracket": "[#] {t}"}[shape]
    return sorted(docs, key=lambda d: doc_hash(masked.format(t=d[1])))
