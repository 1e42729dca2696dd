"""Hypothesis properties of `normalize`: idempotent, order-free over document lists, blind to
volatile values, identity on prompts with nothing to change, and losing no character."""

from __future__ import annotations

import hashlib
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prompt_normalizer import normalize

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SENTENCES = [
    "You are a careful assistant.", "Answer in two sentences.", "Version 2.3.1 fixed the leak.",
    "The plan costs $19.99 per month.", "Call +1 (555) 013-2291 for help.", "What is 17 * 23?",
    "The launch was on 2024-05-01.", "Cite sources by number.", "Be concise and friendly.",
    "Commit 3f2a9c1e4b7d introduced the bug.", "Use metric units.", "Temperature is 21.5 C.",
]
DOC_TEXTS = [
    "Paris is the capital of France.", "Berlin is the capital of Germany.", "Tokyo is in Japan.",
    "The Nile flows north.", "Everest is 8,849 m tall.", "Whales are mammals.", "Coffee grows in the tropics.",
    "Python 3.12 was released in 2023.", "The Moon orbits Earth.", "Bees make honey.",
]
FIELD_LABELS = {
    "current_datetime": "Current date: {date}",
    "request_id": "Request ID: {uuid}",
    "trace_id": "trace_id={hex}",
    "session_id": "Session ID: sess_{hex}",
    "timestamp": "Timestamp: {epoch}",
    "traceparent": "traceparent: 00-{hex}-{hex16}-01",
    # Labels that are no known cue: shape-first fields.
    "date": "Date: {stamp}",
    "b3": "b3: {hex}-{hex16}-1",
    "message_id": "Message ID: {ulid}",
    "sent_at": "sent_at={iso}",
}
SHAPES = ["numbered", "bracket", "xml", "citation", "llamaindex"]


def fmt_docs(docs: list[str], shape: str) -> str:
    if shape == "numbered":
        return "\n\n".join(f"Document {i}:\n{d}" for i, d in enumerate(docs, 1))
    if shape == "bracket":
        return "\n".join(f"[{i}] {d}" for i, d in enumerate(docs, 1))
    if shape == "xml":
        return "\n".join(f'<document index="{i}">{d}</document>' for i, d in enumerate(docs, 1))
    if shape == "citation":
        return "------\n" + "\n\n".join(f"Source {i}:\n{d}" for i, d in enumerate(docs, 1)) + "\n------"
    return "\n\n".join(f"file_path: data/{d.split()[0].lower()}.txt\n\n{d}" for d in docs)


CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


@st.composite
def field_values(draw: st.DrawFn) -> dict[str, str]:
    y, m, d = draw(st.integers(2000, 2099)), draw(st.integers(1, 12)), draw(st.integers(1, 28))
    hh, mm = draw(st.integers(0, 23)), draw(st.integers(0, 59))
    return {
        "date": draw(st.sampled_from([f"{y}-{m:02d}-{d:02d}", f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00Z",
                                      f"{d:02d}/{m:02d}/{y} {hh:02d}:{mm:02d}"])),
        "uuid": f"{draw(st.integers(0, 2**32 - 1)):08x}-1b4d-4e5f-8a6b-{draw(st.integers(0, 2**48 - 1)):012x}",
        "hex": f"{draw(st.integers(2**124, 2**128 - 1)):032x}",
        "hex16": f"{draw(st.integers(2**60, 2**64 - 1)):016x}",
        "epoch": str(draw(st.integers(1_500_000_000, 1_999_999_999))),
        "stamp": f"{d:02d} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]} "
                 f"{y} {hh:02d}:{mm:02d}:{draw(st.integers(0, 59)):02d} GMT",
        # A ULID's 80 random bits, from a hash of the drawn number: shrinking must not reach all zeros,
        # which no generator emits and the id-shape entropy check rightly refuses.
        "ulid": "01" + "".join(CROCKFORD[b % 32] for b in hashlib.sha256(
            str(draw(st.integers(0, 2**64))).encode()).digest()[:22]) + "Z9K3",
        "iso": f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:00Z",
    }


@st.composite
def prompts(draw: st.DrawFn) -> dict[str, object]:
    """The parts of a prompt; `build` turns them into text."""
    return {
        "head": draw(st.lists(st.sampled_from(SENTENCES), min_size=1, max_size=4)),
        "fields": draw(st.lists(st.sampled_from(sorted(FIELD_LABELS)), unique=True, max_size=4)),
        "slots": draw(st.lists(st.integers(0, 4), min_size=4, max_size=4)),
        "docs": draw(st.lists(st.sampled_from(DOC_TEXTS), unique=True, min_size=0, max_size=6)),
        "shape": draw(st.sampled_from(SHAPES)),
        "question": draw(st.sampled_from(["Question: what is the capital of France?", "Query: summarize.",
                                          "Question: what is the capital of France?\nAnswer:"])),
    }


def build(p: dict[str, object], values: dict[str, str], docs: list[str] | None = None) -> str:
    head = list(p["head"])  # type: ignore[call-overload]
    lines = list(head)
    for name, slot in zip(p["fields"], p["slots"], strict=False):  # type: ignore[call-overload]
        lines.insert(min(slot, len(lines)), FIELD_LABELS[name].format(**values))
    docs = list(p["docs"]) if docs is None else docs  # type: ignore[call-overload]
    parts = ["\n".join(lines)]
    if docs:
        parts.append(fmt_docs(docs, p["shape"]))  # type: ignore[arg-type]
    parts.append(str(p["question"]))
    return "\n\n".join(parts) + "\n"


def nonspace(text: str) -> Counter[str]:
    return Counter(ch for ch in text if not ch.isspace())


@SETTINGS
@given(prompts(), field_values())
def test_idempotent(p: dict[str, object], values: dict[str, str]) -> None:
    once = normalize(build(p, values)).text
    assert normalize(once).text == once


@SETTINGS
@given(prompts(), field_values(), st.randoms(use_true_random=False))
def test_document_permutation_gives_same_output(p: dict[str, object], values: dict[str, str], rnd) -> None:
    docs = list(p["docs"])  # type: ignore[call-overload]
    shuffled = docs[:]
    rnd.shuffle(shuffled)
    assert normalize(build(p, values, docs)).text == normalize(build(p, values, shuffled)).text


def _split(text: str) -> tuple[str, list[str]]:
    core = text.rstrip("\n").removesuffix("\nAnswer:")  # the trailer goes before a final cue
    cut = core.rfind("\n\n")
    return core[:cut], core[cut + 2:].split("\n")


@SETTINGS
@given(prompts(), field_values(), field_values())
def test_volatile_values_only_change_the_trailer(p: dict[str, object], v1: dict[str, str],
                                                 v2: dict[str, str]) -> None:
    a, b = normalize(build(p, v1)).text, normalize(build(p, v2)).text
    if not p["fields"]:
        assert a == b
        return
    body_a, trailer_a = _split(a)
    body_b, trailer_b = _split(b)
    assert body_a == body_b
    assert len(trailer_a) == len(trailer_b) == len(p["fields"])  # type: ignore[arg-type]
    # Same labels, in the same order: only the values differ.
    assert [t.split(":")[0].split("=")[0] for t in trailer_a] == [t.split(":")[0].split("=")[0] for t in trailer_b]


@SETTINGS
@given(prompts())
def test_nothing_to_change_is_byte_identical(p: dict[str, object]) -> None:
    text = build({**p, "fields": [], "docs": p["docs"][:1]}, {})  # type: ignore[index]
    result = normalize(text)
    assert result.text == text
    assert result.changes == ()


SAFE = st.text(alphabet=st.sampled_from(list("0123456789 .,:;-/+=()\n\t$%'\"!?")), max_size=400)


@SETTINGS
@given(SAFE)
def test_text_without_labels_is_untouched(text: str) -> None:
    assert normalize(text).text == text


@SETTINGS
@given(prompts(), field_values())
def test_no_character_is_lost(p: dict[str, object], values: dict[str, str]) -> None:
    text = build(p, values)
    # Renumbered labels are a permutation of the same numbers, so even they keep the multiset.
    assert nonspace(normalize(text).text) == nonspace(text)


FRAGMENTS = [
    "Current date: ", "2026-11-30", "T04:35:10Z", "request_id=", "abc123", '"request_id": ', '"x1y2z3"',
    "Today is ", "Monday, November 30, 2026", ". ", "\n", "\n\n", "[", "]", "(", ")", "{", "}", ", ",
    "Document 1:", "Document 2:", "[1] ", "[2] ", "<doc>", "</doc>", "-----", "Question: ", "# Title",
    "trace_id=", "4bf92f3577b34da6a3ce929d0e0e4736", "Session ID: ", "sess_1234", "ts=1764477310", " ", "\t",
    "```", "> ", "file_path: a.txt", "Source: x", "word", "1764477310123", "=", ":",
    "Date: ", "Mon, 30 Nov 2026 04:35:10 GMT", "sent_at=", "<current_time>", "</current_time>", "Answer:",
    "[sent ", "01JDQ4X9T3M8K2V7R5N6P0W1YZ", "From: a@b.c", "level=info ", '"traceId": ', "b3: ",
]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=40))
def test_fuzz_idempotent_and_lossless(parts: list[str]) -> None:
    text = "".join(parts)
    once = normalize(text).text
    assert normalize(once).text == once
    assert nonspace(once) == nonspace(text)


@SETTINGS
@given(prompts(), field_values(), st.sampled_from(["last_user", "system_note"]))
def test_chat_idempotent_and_lossless(p: dict[str, object], values: dict[str, str], where: str) -> None:
    from prompt_normalizer import Policy, normalize_chat

    policy = Policy(chat_trailer=where)  # type: ignore[arg-type]
    messages = [
        {"role": "system", "content": build(p, values)},
        {"role": "assistant", "content": "Current date: 2026-11-30"},
        {"role": "user", "content": f"Session ID: sess_{values['hex16']}\nAnd the answer?"},
    ]
    once = normalize_chat(messages, policy=policy)
    assert once.messages[1] == messages[1]
    twice = normalize_chat(once.messages, policy=policy)
    assert twice.messages == once.messages and twice.changes == ()
    before = sum((nonspace(m["content"]) for m in messages), Counter())
    after = sum((nonspace(m["content"]) for m in once.messages), Counter())
    assert before == after
