"""A completion cue that ends a prompt: the line the model is meant to go on from.

`Answer:`, `Helpful Answer:`, `Thought:`, `A:`, `Assistant:`, `### Response:` (a short label and a
colon with nothing after it) or a chat template's assistant turn opener written into the text
(`<|im_start|>assistant` on its own line; Llama 3's `<|eot_id|><|start_header_id|>assistant<|end_header_id|>`
and Mistral's `[/INST]` right after the user's words). Moved fields go in front of it, so the
prompt still ends with its cue (and the fields stay inside the user's turn).
"""

from __future__ import annotations

import re

_CUE = re.compile(
    r"[ \t]{0,16}(?:#{1,4}[ \t]{1,4})?(?:\*\*|__)?[A-Za-z][A-Za-z'’ ]{0,31}(?:\*\*|__)?:(?:\*\*|__)?[ \t]{0,8}"
    r"|[ \t]{0,16}(?:<\|im_start\|>assistant|<\|assistant\|>|<start_of_turn>model"
    r"|<\|start_header_id\|>assistant<\|end_header_id\|>)[ \t]{0,8}"
)


# An assistant turn opened on the line of the user's last words, as the templates render it.
_INLINE_CUE = re.compile(r"(?:<\|eot_id\|>)?<\|start_header_id\|>assistant<\|end_header_id\|>[ \t\n]{0,8}\Z"
                         r"|[ \t]{0,4}\[/INST\][ \t\n]{0,8}\Z")


def cue_start(text: str) -> int:
    """Where the newlines before a final cue line begin (`len(text)` when the text does not end
    with a cue): text[:k] is the prompt before its cue, text[k:] the newlines, the cue and the
    newlines after it. A text that is nothing but a cue has none."""
    core = len(text.rstrip("\n"))
    nl = text.rfind("\n", 0, core)
    if nl < 0 or core - nl > 120 or not _CUE.fullmatch(text, nl + 1, core):
        window = max(0, core - 80)
        last = text[window:core]
        inline = _INLINE_CUE.search(text, window) if "[/INST]" in last or "assistant<|end_header_id|>" in last else None
        if inline is None or inline.start() <= nl + 1 or not text[nl + 1:inline.start()].strip():
            return len(text)  # no cue, or one alone on its line that the line rule did not take
        return inline.start()
    k = nl
    while k > 0 and text[k - 1] == "\n":
        k -= 1
    return k if text[:k].strip() else len(text)
