"""A cheap test that a prompt has nothing the normalizer would change.

Most prompts carry no request metadata, no document list and no JSON to sort. Each detector
exposes a `may_...` test that is a superset of what it can find (C-level substring checks and
anchored regex searches, no line table, no per-anchor Python), so such a prompt costs a few
microseconds and comes back as the same object. A `True` here only means "run the detectors".
"""

from __future__ import annotations

from prompt_normalizer import blocks, cues, generic, headers, markup
from prompt_normalizer.patterns import read_as_ascii
from prompt_normalizer.policy import Policy


def may_change(text: str, policy: Policy) -> bool:
    """False only when normalizing `text` under `policy` certainly changes nothing."""
    text = read_as_ascii(text)  # as the detectors read it: `当前时间：` as `当前时间:`
    if policy.sort_documents and (blocks.may_hold_lists(text) or headers.may_hold_lists(text)):
        return True
    if policy.move_volatile and (cues.may_hold_labels(text) or generic.may_hold_fields(text)
                                 or markup.may_hold_markup(text)):
        return True
    return policy.canonicalize_json and "{" in text
