"""The pre-scan never skips a prompt the full detectors would change.

Prompts come from the corpus (whole, cut, spliced together, with random text inserted) and from
random text over an alphabet rich in what the detectors look at (label words with any case and
separators, `:`, `=`, brackets, tags, newlines, digits). The reference is the same normalizer
with the pre-scan off (`fast=False`): every detector runs on every text.
"""

from __future__ import annotations

import copy
import json
from importlib import resources

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from prompt_normalizer import DEFAULT_POLICY, Policy, normalize, normalize_chat, prescan
from prompt_normalizer.cues import CUES, find_labels, may_hold_labels
from prompt_normalizer.documents import scan
from prompt_normalizer.generic import may_hold_fields
from prompt_normalizer.markup import may_hold_markup
from prompt_normalizer.volatile import find_items

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

CORPUS = [json.loads(line)["input"] for line in resources.files("prompt_normalizer").joinpath(
    "corpus/cases.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
LABELS = sorted({label for cue in CUES for label in cue.labels})
VALUES = ["2026-11-30", "2026-11-30T04:35:10Z", "1764477310", "9b2f6a1e-3c4d-4e5f-9a8b-7c6d5e4f3a2b",
          "sess_8f3a9c2e11", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", "Monday, November 30, 2026",
          "Mon, 30 Nov 2026 04:35:10 GMT", "Monday, 30-Nov-26 04:35:10 GMT", "30/11/2026 04:35", "20261130T043510Z",
          "01JDQ4X9T3M8K2V7R5N6P0W1YZ", "Zx9fK2mQ7pLw3vRt8yBnQ4cH", "1764477310123",
          "80f198ee56343ba864fe8b2a57d3eff7-e457b5a2e4d86bd1-1"]
# Shape-first positions: labels that are no known cue, tags, brackets, phrases, completion cues.
GENERIC = ["Date: ", "Time: ", "Fecha: ", "sent_at=", "session=", '"traceId": ', '{"client": "web", "sent_at": ',
           "<current_time>", "</current_time>", "<request id=\"", "[", "]", "[sent ", "Generated at ", "From: a",
           "Total: 3", "User: ana", "level=info ", "Answer:", "\nAssistant:", "### Response:", "A:"]
SNIPPETS = ["Document 1:", "Document 2:", "[1] ", "[2] ", "<doc>", "</doc>", "<document index=\"1\">",
            "</document>", "<context>", "</context>", "---", "===", "Source: a", "file_path: b", "# T",
            '[{"text": "a"}, {"text": "b"}]', "```", "> ", "{\"b\": 1, \"a\": 2}", "Question:", *GENERIC, *VALUES]
ALPHABET = "ab xX-_/'’\"*\t\n:=.,;[]{}()<>#01ſK" + "".join(sorted(set("".join(LABELS))))


@st.composite
def spelled_label(draw: st.DrawFn) -> str:
    """A cue label in a random case, with random separators in and around it, and a value."""
    label = draw(st.sampled_from(LABELS))
    out = []
    for ch in label:
        out.append(ch.upper() if draw(st.booleans()) else ch)
        if draw(st.integers(0, 5)) == 0:
            out.append(draw(st.sampled_from([" ", "_", "-", "/", "'", "’"])))
    prefix = draw(st.sampled_from(["", "x-", "X-", "\n", "- ", "**", '"', "[", "foo ", "a_", "9"]))
    sep = draw(st.sampled_from([": ", "=", '": ', "**: ", " : ", "*: ", " ", "-: ", "\t:"]))
    return prefix + "".join(out) + sep + draw(st.sampled_from(VALUES))


@st.composite
def prompts(draw: st.DrawFn) -> str:
    """Corpus prompts, cut and spliced, with label spellings, snippets and random text put in."""
    parts: list[str] = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.integers(0, 4))
        if kind == 0:
            case = draw(st.sampled_from(CORPUS))
            a = draw(st.integers(0, len(case)))
            b = draw(st.integers(a, len(case)))
            parts.append(case if draw(st.booleans()) else case[a:b])
        elif kind == 1:
            parts.append(draw(spelled_label()))
        elif kind == 2:
            parts.append(draw(st.sampled_from(SNIPPETS)))
        elif kind == 3:
            parts.append(draw(st.text(ALPHABET, max_size=80)))
        else:
            parts.append(draw(st.text(max_size=40)))
    return draw(st.sampled_from(["", "\n", " ", "\n\n"])).join(parts)


POLICIES = [DEFAULT_POLICY, Policy(move_volatile=False), Policy(sort_documents=False),
            Policy(canonicalize_json=True), Policy(chat_trailer="system_note")]


@SETTINGS
@given(prompts(), st.sampled_from(POLICIES))
@example("Request-ID: 9b2f6a1e-3c4d-4e5f-9a8b-7c6d5e4f3a2b\nHi", DEFAULT_POLICY)
@example("Say hello to user 7.", DEFAULT_POLICY)
@example("It is now 4:35 PM.\nHi", DEFAULT_POLICY)
def test_fast_path_matches_full_path(text: str, policy: Policy) -> None:
    full = normalize(text, policy, fast=False)
    assert normalize(text, policy) == full
    if not prescan.may_change(text, policy):
        assert full.text == text and not full.changes


@SETTINGS
@given(prompts())
@example("ſ request id: 1")
@example("foo x-request-id : 1")
def test_label_prescan_is_a_superset_of_find_labels(text: str) -> None:
    # Stronger than comparing outputs: a label with a value of the wrong shape must be seen too.
    if find_labels(text):
        assert may_hold_labels(text)


@SETTINGS
@given(prompts())
@example("Time: 2026-11-30T04:35:10Z\nHi")
@example("[2026-11-30 04:35:10 UTC] Hi")
@example("<current_time>1764477310</current_time>\nHi")
def test_shape_prescan_is_a_superset_of_find_items(text: str) -> None:
    # Every field the detectors find, shape-first ones included, passes the pre-scan.
    if find_items(text, []):
        assert may_hold_labels(text) or may_hold_fields(text) or may_hold_markup(text)


@SETTINGS
@given(prompts())
def test_list_prescan_is_a_superset_of_scan(text: str) -> None:
    if scan(text).lists:
        assert prescan.may_change(text, Policy(move_volatile=False))


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(["system", "user", "assistant", "developer"]), prompts()),
                min_size=1, max_size=5),
       st.sampled_from(POLICIES))
def test_chat_fast_path_matches_full_path(turns: list[tuple[str, str]], policy: Policy) -> None:
    messages = [{"role": role, "content": text} for role, text in turns]
    messages += [{"role": "user", "content": [{"type": "text", "text": turns[0][1]}, {"type": "image_url"}]}]
    before = copy.deepcopy(messages)
    fast = normalize_chat(messages, policy=policy)
    assert fast == normalize_chat(messages, policy=policy, fast=False)
    assert messages == before  # the input is never mutated
    fast.messages[len(turns)]["content"][1]["type"] = "changed"
    assert messages == before  # and the output shares no container with it


def test_every_label_spelling_is_seen() -> None:
    for label in LABELS:
        for spelled in (label, label.upper(), label.title(), label.replace(" ", "_"), label.replace(" ", "-")):
            for text in (f"{spelled}: 2026-11-30", f"x-{spelled}=abc123", f'{{"{spelled}": 1764477310}}',
                         f"{spelled} 2026-11-30.", f"Hi. {spelled} Monday, November 30, 2026."):
                if find_labels(text):
                    assert may_hold_labels(text), text
                    assert normalize(text) == normalize(text, fast=False), text


def test_a_prompt_with_nothing_to_change_comes_back_as_the_same_object() -> None:
    text = "Say hello to user 7. Results: fine."
    assert normalize(text).text is text
    assert not prescan.may_change(text, DEFAULT_POLICY)
    assert prescan.may_change("Current date: 2026-11-30\nHi", DEFAULT_POLICY)
