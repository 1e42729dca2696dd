"""When a sequence stops, and the text it shows so far.

Text is `decode(output_ids, skip_special_tokens=...)` (true unless the request says otherwise). A
matched stop string is cut off with everything after it (kept, with `include_stop_str_in_output`). While a request has stop strings, the tail that could still become the start
of one is held back, so a streamed delta never has to be taken back.
"""

from __future__ import annotations

from engine.detokenizer import IncrementalDetokenizer
from engine.sequence import Sequence
from protocol.tokenization import Tokenizer


def check_stop(seq: Sequence, tokenizer: Tokenizer, eos_token_ids: frozenset[int], max_model_len: int) -> None:
    """Update `seq.text` after a new token and set `seq.finish_reason` when it must stop."""
    params = seq.request.sampling
    last = seq.token_ids[-1]
    if seq.detokenizer is None:
        seq.detokenizer = IncrementalDetokenizer(tokenizer, skip_special_tokens=params.skip_special_tokens)
    text = seq.detokenizer.update(seq.output_ids)
    if params.stop:
        # Only the region the newest token can have changed needs searching.
        start = max(0, len(seq.text) - max(len(s) for s in params.stop))
        hits = [(i, len(s)) for s in params.stop if (i := text.find(s, start)) >= 0]
        if hits:
            at, length = min(hits)
            seq.text = text[: at + length if params.include_stop_str_in_output else at]
            seq.finish_reason = "stop"
            return
    seq.text = text
    if (last in eos_token_ids and not params.ignore_eos) or last in params.stop_token_ids:
        seq.finish_reason = "stop"
    elif params.max_tokens is not None and len(seq.output_ids) >= params.max_tokens:
        seq.finish_reason = "length"
    elif len(seq.token_ids) >= max_model_len:
        seq.finish_reason = "length"
    if seq.finish_reason is not None:
        seq.text = seq.detokenizer.finish(seq.output_ids)


def visible_text(seq: Sequence) -> str:
    """The text safe to show now: all of it once finished, else without a possible stop-string start."""
    stops = seq.request.sampling.stop
    if seq.finish_reason is not None or not stops:
        return seq.text
    hold = max(len(s) for s in stops) - 1
    return seq.text[: len(seq.text) - hold] if hold > 0 else seq.text
