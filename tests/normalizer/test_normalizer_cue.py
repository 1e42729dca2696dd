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


LLAMA3 = ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{system}<|eot_id|>"
          "<|start_header_id|>user<|end_header_id|>\n\n{user}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n")


def test_a_raw_llama3_prompt_keeps_the_fields_inside_the_user_turn() -> None:
    # The template's own date stamp opens the system turn; the assistant turn is opened on the
    # line of the user's last words, so the trailer goes in front of that opener.
    text = LLAMA3.format(system="Cutting Knowledge Date: December 2023\nToday Date: 30 Jun 2026\n\nYou answer "
                                "questions about the archive.", user="Can I reuse the 1843 tithe map?")
    out = normalize(text).text
    assert out == LLAMA3.format(system="Cutting Knowledge Date: December 2023\n\nYou answer questions about the "
                                       "archive.", user="Can I reuse the 1843 tithe map?\n\nToday Date: 30 Jun 2026")
    assert normalize(out).text == out


def test_mistral_inst_closes_the_user_turn_after_the_trailer() -> None:
    text = "<s>[INST] You help.\nCurrent date: 2026-11-30 04:35:10\nWhat day is it? [/INST]"
    out = normalize(text).text
    assert out == "<s>[INST] You help.\nWhat day is it?\n\nCurrent date: 2026-11-30 04:35:10 [/INST]"
    assert normalize(out).text == out


@pytest.mark.parametrize("text", [
    "Explain what [/INST] means in Mistral prompts.",  # named in a sentence, not closing a turn
    "<|start_header_id|>assistant<|end_header_id|>\n\n",  # nothing before it
])
def test_no_inline_cue(text: str) -> None:
    assert cue_start(text) == len(text)


@pytest.mark.parametrize("text", [
    # A date alone moves only from the head or the tail of a turn's text; a turn opener that is
    # not set off by a blank line leaves its paragraph the head, and a middle paragraph stays.
    "You help.\n\nToday Date: 30 Jun 2026\n\nBe brief.",
    "<|im_start|>system\nYou help.\n\nToday Date: 30 Jun 2026\n\nBe brief.<|im_end|>",
    "<|start_header_id|>system<|end_header_id|>\n\nYou help.\n\nToday Date: 30 Jun 2026\n\nBe brief.<|eot_id|>",
])
def test_a_date_alone_in_a_middle_paragraph_stays(text: str) -> None:
    assert normalize(text).text == text
