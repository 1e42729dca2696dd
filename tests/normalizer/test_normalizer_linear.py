"""1 MB adversarial inputs finish within a generous bound: every pattern is linear-time, so a
backtracking regression turns seconds into hours and trips the timeout."""

from __future__ import annotations

import pytest

from prompt_normalizer import normalize, normalize_chat

MB = 1 << 20


def _fill(unit: str) -> str:
    return (unit * (MB // len(unit) + 1))[:MB]


ADVERSARIAL = {
    "spaces": " " * MB,
    "one_long_line_of_labels": _fill("Current date: "),
    "labels_and_almost_dates": _fill("Current date: 2026-11-3 "),
    "today_is_sentences": _fill("Today is Monday, November 30, 20. "),
    "key_value_run": _fill("request_id=abc1 "),
    "key_value_no_value": _fill("trace_id="),
    "json_keys": _fill('"timestamp": '),
    "json_array_openers": _fill("[{\n"),
    "nested_brackets": "[" * MB,
    "nested_json": _fill('[{"a": '),
    "xml_opens": _fill("<doc>"),
    "xml_blocks": _fill("<doc>x</doc>"),
    "numbered_headers": _fill("Document 1:\n"),
    "bracket_headers": _fill("[1] a\n"),
    "delimiters": _fill("---\n"),
    "digits": "1" * MB,
    "dates_without_labels": _fill("2026-11-30T04:35:10Z "),
    "colons": ":" * MB,
    "newlines": "\n" * MB,
    "fences": _fill("```\n"),
    "brackets_with_pairs": _fill("[a=1 "),
    # shape-first fields, markup and completion cues
    "generic_field_lines": _fill("Time: 2026-11-30 04:35:1\n"),
    "generic_fields_one_line": _fill("Sent: 2026-11-30 04:35:10 "),
    "generic_pairs": _fill("sent_at=2026-11-30T04:35:10Z "),
    "json_generic_members": _fill('"sent_at": "2026-11-30T04:35:10Z", '),
    "element_lines": _fill("<current_time>2026-11-30T04:35:10Z</current_time>\n"),
    "open_tag_attributes": "<r" + _fill(' id="01JDQ4X9T3M8K2V7R5N6P0W1YZ"') + ">",
    "bracket_stamps": _fill("[2026-11-30 04:35:10] "),
    "digits_after_colons": _fill(":1"),
    "record_lines": _fill("Label: value 1\n"),
    "cue_lines": _fill("Answer:\n"),
    # the lines next to a field: a bill's title, a table's rows, a paragraph that asks about it
    "field_over_a_title_line": "Date: 2026-11-30 04:35:10\n" + _fill("invoice 1 ") + ".",
    "field_over_table_rows": "Date: 2026-11-30 04:35:10\n" + _fill("total  1  2  3  "),
    "fields_over_runs_of_spaces": _fill("Date: 2026-11-30 04:35:10\n" + ("a  b" + " " * 230 + "c\n") * 2 + "\n"),
    "field_under_a_question": _fill("this pops up? ") + "\n\nDate: 2026-11-30 04:35:10\n\n" + _fill("^ this? "),
}

# Below the anchor bound: every line is looked at, each with a bounded amount of work.
BELOW_BOUND = {
    "distinct_time_labels": "".join(f"Time{i % 7}x{i}: 2026-11-30 04:35:{i % 60:02d}\n" for i in range(3000)),
    "distinct_pairs": "".join(f"k{i}=1{i}\n" for i in range(9000)),
    "distinct_records": "".join(f"Field{i}: value {i}\n" for i in range(9000)),
    "json_object_of_members": "{" + ", ".join(f'"k{i}": {i}' for i in range(9000)) + "}",
    "element_lines": "".join(f"<t{i}>1764477{i:03d}</t{i}>\n" for i in range(20000)),
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_adversarial_megabyte(name: str) -> None:
    text = ADVERSARIAL[name]
    result = normalize(text)
    assert isinstance(result.text, str)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("name", sorted(BELOW_BOUND))
def test_below_the_anchor_bound(name: str) -> None:
    text = BELOW_BOUND[name]
    assert normalize(normalize(text).text).text == normalize(text).text


@pytest.mark.timeout(60)
def test_adversarial_chat() -> None:
    messages = [{"role": "system", "content": ADVERSARIAL["labels_and_almost_dates"]},
                {"role": "user", "content": ADVERSARIAL["key_value_run"]}]
    assert len(normalize_chat(messages).messages) == 2


def test_a_data_dump_is_left_alone() -> None:
    # Far more labels (or document headers) than any prompt carries: the text is data, so even
    # a well-formed field in it stays where it is, and the work stays bounded.
    from prompt_normalizer.cues import MAX_ANCHORS
    from prompt_normalizer.documents import MAX_CANDIDATES

    labels = "Current date: 2026-11-30\n" + "name: value\n" * (MAX_ANCHORS + 1)
    assert normalize(labels).text == labels
    headers = "Current date: 2026-11-30\n\n" + "".join(f"[{i % 9 + 1}] x\n" for i in range(MAX_CANDIDATES + 1))
    assert normalize(headers).text == headers
    # Below the bound the same field moves (a blank line apart: next to them it would be a record).
    small = "Current date: 2026-11-30\n\n" + "name: value\n" * 10
    assert normalize(small).text != small


def test_not_a_string() -> None:
    with pytest.raises(TypeError):
        normalize(123)  # type: ignore[arg-type]
