"""Document lists: shapes, boundaries, renumbering, ambiguity left alone, pluggable order."""

from __future__ import annotations

from prompt_normalizer import Document, Policy, normalize, popularity_key
from prompt_normalizer.documents import find_lists

A, B, C = "Apples are red.", "Bananas are yellow.", "Cherries are dark."


def test_numbered_list_is_sorted_and_renumbered_and_question_stays() -> None:
    docs = [C, A, B]
    text = "Context:\n\n" + "\n\n".join(f"Document {i}:\n{d}" for i, d in enumerate(docs, 1)) + "\n\nQuestion: red?"
    out = normalize(text).text
    assert out.endswith("\n\nQuestion: red?")
    labels = [line for line in out.splitlines() if line.startswith("Document")]
    assert labels == ["Document 1:", "Document 2:", "Document 3:"]
    bodies = [line for line in out.splitlines() if line.endswith(".") and line != "Context:"]
    assert sorted(bodies) == sorted(docs)
    # Another order of the same documents gives the same text.
    other = "Context:\n\n" + "\n\n".join(f"Document {i}:\n{d}" for i, d in enumerate([B, C, A], 1)) + "\n\nQuestion: red?"
    assert normalize(other).text == out


def test_xml_blocks_sort_by_source() -> None:
    text = ('<documents>\n<document index="1"><source>c.txt</source>C</document>\n'
            '<document index="2"><source>a.txt</source>A</document>\n</documents>\nQ?')
    out = normalize(text).text
    assert out == ('<documents>\n<document index="1"><source>a.txt</source>A</document>\n'
                   '<document index="2"><source>c.txt</source>C</document>\n</documents>\nQ?')


def test_json_array_sorted_by_id() -> None:
    text = 'Docs: [{"id": "b", "text": "bee"}, {"id": "a", "text": "ant"}]\nQ?'
    assert normalize(text).text == 'Docs: [{"id": "a", "text": "ant"}, {"id": "b", "text": "bee"}]\nQ?'


def test_markdown_sections_inside_a_context_block() -> None:
    text = "-----\n## Zebra\nStriped.\n\n## Apple\nRed.\n-----\nWhich is red?"
    assert normalize(text).text == "-----\n## Apple\nRed.\n\n## Zebra\nStriped.\n-----\nWhich is red?"


def test_single_line_documents_without_blank_line_before_question_are_left_alone() -> None:
    # "Which?" could be the end of document 2: the extent is ambiguous, so nothing moves.
    text = f"[1] {C}\n[2] {A}\nWhich?"
    assert normalize(text).text == text
    assert find_lists(text) == []


def test_header_only_documents_without_blank_lines_are_left_alone() -> None:
    # The LlamaIndex citation template's own example: not a list to reorder.
    text = ("For example:\nSource 1:\nThe sky is red in the evening.\nSource 2:\nWater is wet.\n"
            "Query: When is water wet?\nAnswer: Water will be wet when the sky is red [2].")
    assert normalize(text).text == text


def test_numbered_fragment_is_left_alone() -> None:
    # Document 1 has two paragraphs; 2 and 3 alone would be a fragment of a longer list.
    text = "Document 1:\nPart one.\n\nPart two.\n\nDocument 2:\nZ.\n\nDocument 3:\nA.\n\nQ?"
    assert normalize(text).text == text


def test_popularity_first_order_is_pluggable() -> None:
    docs = [A, B, C]
    text = "\n\n".join(f"Document {i}:\n{d}" for i, d in enumerate(docs, 1)) + "\n\nQ?"
    lists = find_lists(text)
    assert len(lists) == 1
    from prompt_normalizer.documents import documents_of

    hashes = {d.text.split("\n", 1)[1]: d.content_hash for d in documents_of(text, lists[0])}
    policy = Policy(document_key=popularity_key({hashes[C]: 10, hashes[B]: 5}))
    out = normalize(text, policy).text
    assert out.index(C) < out.index(B) < out.index(A)

    def by_length(doc: Document) -> int:
        return len(doc.text)

    out = normalize(text, Policy(document_key=by_length)).text
    assert out.index(A) < out.index(C) < out.index(B)


def test_sorting_can_be_switched_off() -> None:
    one, other = f"[1] {C}\n[2] {A}\n\nQ?", f"[1] {A}\n[2] {C}\n\nQ?"
    off = Policy(sort_documents=False)
    assert normalize(one, off).text == one and normalize(other, off).text == other
    assert normalize(one).text == normalize(other).text


def test_canonical_json_only_on_request() -> None:
    text = 'Payload:\n{"b": 1, "a": {"d": 2, "c": 3}}\nExplain.'
    assert normalize(text).text == text
    out = normalize(text, Policy(canonicalize_json=True))
    assert out.text == 'Payload:\n{"a": {"c": 3, "d": 2}, "b": 1}\nExplain.'
    assert [c.kind for c in out.changes] == ["json"]
