"""One volatile field found in a text: where it was, what to cut, and what the trailer holds."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    """One volatile field: where it was, what to cut, and the text that goes to the trailer."""

    start: int  # position of the label in the text, for ordering
    cuts: tuple[tuple[int, int], ...]  # ranges removed from the text
    text: str  # what the trailer holds (label and value, no character lost)
    rule: str  # label_line | key_value | json_field | field_line | xml_element | ...
    cue: str  # cue name, e.g. current_datetime, request_id, or a label's canonical spelling
    label: str  # the label as written
    value: str
