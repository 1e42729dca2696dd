"""A completion prompt still ends with its cue: moved fields go in front of `Answer:` and the like."""

from __future__ import annotations

import pytest

from prompt_normalizer import Policy, normalize, normalize_chat
from prompt_normalizer.completion_cue import cue_start
from prompt_normalizer.normalize import split_trailer

FIELD = "Current date: 2026-11-30 04:35:10"


@pytest.mark.parametrize("cue", ["Answer:", "Answer: ", "Helpful Answer:", "Thought:", "Assistant:", "A:",
                                 "AI:", "### Response:", "**Answer:**", "Standalone question:",
                                 "  Standalone question:", "<|im_start|>assistant", "<|assistant|>"])
@pytest.mark.parametrize("gap", ["\n", "\n\n"])
@pytest.mark.parametrize("tail", ["", "\n"])
def test_the_trailer_goes_before_the_cue(cue: str, gap: str, tail: str) -> None:
    text = f"{FIELD}\nQuestion: how far is the Moon?{gap}{cue}{tail}"
    out = normalize(text).text
    assert out == f"Question: how far is the Moon?\n\n{FIELD}{gap}{cue}{tail}"
    assert normalize(out).text == out  # the trailer before the cue is seen as one


def test_an_existing_trailer_before_the_cue_takes_new_fields_in_front() -> None:
    text = "Request ID: req_91ab22\nQuestion: hi?\n\nSession ID: sess_8f3a9c2e11\nAnswer:"
    assert normalize(text).text == "Question: hi?\n\nRequest ID: req_91ab22\nSession ID: sess_8f3a9c2e11\nAnswer:"
    body, suffix, lines = split_trailer("Question: hi?\n\nSession ID: sess_8f3a9c2e11\nAnswer:")
    assert (body, suffix, lines) == ("Question: hi?", "\n\nSession ID: sess_8f3a9c2e11\nAnswer:",
                                     ("Session ID: sess_8f3a9c2e11",))


@pytest.mark.parametrize("text", [
    "Question: how far is the Moon?\nAnswer: about 384,400 km.",  # an answer, not a cue
    "Summarize the notes below.",
    "Answer:",  # nothing before the cue
    "Question: what does this mean?\nNote: it is: strange",
])
def test_no_cue(text: str) -> None:
    assert cue_start(text) == len(text)


def test_cue_start_keeps_the_newlines_with_the_cue() -> None:
    text = "Question: hi?\n\nAnswer:\n"
    assert text[:cue_start(text)] == "Question: hi?"


def test_a_text_without_fields_keeps_its_cue_untouched() -> None:
    text = "Context: the Moon.\nQuestion: how far is it?\nAnswer:"
    assert normalize(text).text == text


def test_a_field_on_the_line_before_the_cue() -> None:
    text = "Question: how far is the Moon?\nTime: 2026-11-30T04:35:10Z\nA:"
    assert normalize(text).text == "Question: how far is the Moon?\n\nTime: 2026-11-30T04:35:10Z\nA:"


def test_chat_last_user_message_keeps_its_cue() -> None:
    messages = [{"role": "system", "content": f"{FIELD}\nYou are terse."},
                {"role": "user", "content": "Q: how far is the Moon?\nA:"}]
    out = normalize_chat(messages)
    assert out.messages[0]["content"] == "You are terse."
    assert out.messages[1]["content"] == f"Q: how far is the Moon?\n\n{FIELD}\nA:"
    assert normalize_chat(out.messages).changes == ()


def test_chat_other_messages_keep_their_cue() -> None:
    messages = [{"role": "system", "content": f"{FIELD}\nFollow the format.\nThought:"},
                {"role": "user", "content": "Go."}]
    out = normalize_chat(messages)
    assert out.messages[0]["content"] == "Follow the format.\nThought:"
    assert out.messages[1]["content"] == f"Go.\n\n{FIELD}"


def test_no_cue_handling_when_nothing_moves() -> None:
    text = f"{FIELD}\nQuestion: hi?\nAnswer:"
    assert normalize(text, Policy(move_volatile=False)).text == text
