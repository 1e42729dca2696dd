"""normalize_chat: where fields go, what is never edited, tools, and the change report."""

from __future__ import annotations

import copy
import json

import pytest

from prompt_normalizer import Policy, normalize, normalize_chat

UUID = "9b2f6a1e-3c4d-4e5f-9a8b-7c6d5e4f3a2b"
TOOLS = [
    {"type": "function", "function": {"name": "web_search", "description": "Search.",
                                      "parameters": {"type": "object", "required": ["q"],
                                                     "properties": {"q": {"type": "string"}}}}},
    {"type": "function", "function": {"parameters": {"properties": {}, "type": "object"},
                                      "name": "calculator", "description": "Math."}},
]


def _chat() -> list[dict]:
    return [
        {"role": "system", "content": "You are helpful.\nCurrent date: 2026-11-30 04:35:10\nBe brief."},
        {"role": "user", "content": f"Request ID: {UUID}\nWhat is 2+2?"},
        {"role": "assistant", "content": "4. Current date: 2026-11-30"},
        {"role": "tool", "tool_call_id": "c1", "content": "Current date: 2026-11-30"},
        {"role": "user", "content": [{"type": "text", "text": "And 3+3?"},
                                     {"type": "image_url", "image_url": {"url": "data:x"}}]},
    ]


def test_fields_go_to_the_end_of_the_last_user_message() -> None:
    messages = _chat()
    before = copy.deepcopy(messages)
    result = normalize_chat(messages)
    assert messages == before  # the input is never mutated
    out = result.messages
    assert out[0]["content"] == "You are helpful.\nBe brief."
    assert out[1]["content"] == "What is 2+2?"
    assert out[2] == before[2] and out[3] == before[3]  # assistant and tool are never edited
    assert out[4]["content"][0]["text"] == (
        f"And 3+3?\n\nCurrent date: 2026-11-30 04:35:10\nRequest ID: {UUID}")
    assert out[4]["content"][1] == before[4]["content"][1]
    moved = [c for c in result.changes if c.kind == "volatile"]
    assert [c.where for c in moved] == ["messages[0].content", "messages[1].content"]
    assert all(c.dest.startswith("messages[4].content[0].text trailer[") for c in moved)
    json.dumps([c.to_json() for c in result.changes])


def test_chat_is_idempotent() -> None:
    once = normalize_chat(_chat(), TOOLS)
    twice = normalize_chat(once.messages, once.tools)
    assert twice.messages == once.messages and twice.tools == once.tools
    assert twice.changes == ()


def test_system_note_policy() -> None:
    policy = Policy(chat_trailer="system_note")
    result = normalize_chat(_chat(), policy=policy)
    assert result.messages[5] == {"role": "system",
                                  "content": f"Current date: 2026-11-30 04:35:10\nRequest ID: {UUID}"}
    assert result.messages[4]["content"][0]["text"] == "And 3+3?"
    again = normalize_chat(result.messages, policy=policy)
    assert again.messages == result.messages and again.changes == ()


def test_messages_after_the_last_user_message_are_not_edited() -> None:
    messages = [{"role": "user", "content": "Hi"},
                {"role": "system", "content": "Current date: 2026-11-30"},
                {"role": "assistant", "content": "Hel"}]
    result = normalize_chat(messages)
    assert result.messages == messages and result.changes == ()


def test_no_user_message_moves_nothing() -> None:
    messages = [{"role": "system", "content": "Current date: 2026-11-30\nHi"}]
    assert normalize_chat(messages).messages == messages


def test_last_user_message_without_text_gets_a_text_part() -> None:
    messages = [{"role": "system", "content": "Current date: 2026-11-30\nHi"},
                {"role": "user", "content": [{"type": "image_url", "image_url": {"url": "data:x"}}]}]
    out = normalize_chat(messages).messages
    assert out[1]["content"][-1] == {"type": "text", "text": "Current date: 2026-11-30"}
    assert normalize_chat(out).messages == out


def test_tools_sorted_by_name_with_sorted_schema_keys() -> None:
    result = normalize_chat([{"role": "user", "content": "hi"}], TOOLS)
    assert [t["function"]["name"] for t in result.tools] == ["calculator", "web_search"]
    for tool in result.tools:
        dumped = json.dumps(tool)
        assert dumped == json.dumps(tool, sort_keys=True)
    assert result.tools[1]["function"]["parameters"]["required"] == ["q"]  # list order kept
    assert {c.rule for c in result.changes} == {"sort_by_name", "sorted_schema_keys"}
    assert TOOLS[0]["function"]["name"] == "web_search"  # input untouched
    # Any order of the input gives the same tools.
    assert normalize_chat([{"role": "user", "content": "hi"}], TOOLS[::-1]).tools == result.tools


def test_policy_switches() -> None:
    off = Policy(move_volatile=False, sort_tools=False)
    result = normalize_chat(_chat(), TOOLS, off)
    assert result.messages == _chat() and result.tools == TOOLS
    with pytest.raises(ValueError, match="chat_trailer"):
        Policy(chat_trailer="elsewhere")  # type: ignore[arg-type]


def test_documents_in_a_user_message_are_sorted() -> None:
    text = "Use these:\n\n[1] Zebras are striped.\n[2] Apples are red.\n\nWhich is red?"
    a = normalize_chat([{"role": "user", "content": text}]).messages[0]["content"]
    swapped = "Use these:\n\n[1] Apples are red.\n[2] Zebras are striped.\n\nWhich is red?"
    b = normalize_chat([{"role": "user", "content": swapped}]).messages[0]["content"]
    assert a == b


def test_bad_input_types() -> None:
    with pytest.raises(TypeError):
        normalize_chat("hello")  # type: ignore[arg-type]
    odd = [{"role": "user", "content": None}, "junk", {"role": "user", "content": [1, {"type": "text"}]}]
    assert normalize_chat(odd).messages == odd  # type: ignore[arg-type]


@pytest.mark.parametrize("line", ["वर्तमान समय: 06-06-2026 02:56:00 IST", "System clock: 2026-06-06 02:56:00"])
def test_a_field_of_any_label_glued_to_the_end_of_turn_token_moves(line: str) -> None:
    """A field that ends its turn with the template's token on its line (`...IST<|im_end|>`) moves
    without the token, which stays where it was, as with the known labels."""
    text = (f"<|im_start|>system\nYou help tenants.\n{line}<|im_end|>\n<|im_start|>user\nWhen does the plumber come?"
            "<|im_end|>\n<|im_start|>assistant\n")
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [line]
    assert result.text.startswith("<|im_start|>system\nYou help tenants.\n<|im_end|>\n<|im_start|>user\n")
