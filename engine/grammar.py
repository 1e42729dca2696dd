"""Structured output: a request's `response_format`, `guided_*` or `structured_outputs` as a grammar
whose matcher masks the logits at every step, so the answer always parses.

The grammar engine is llguidance (docs/benchmarks.md, "Structured output: grammar engines"): its
JSON strings exclude raw control characters, as RFC 8259 and strict parsers require (xgrammar's
length-bounded strings admit them, so some of its answers do not parse); its mask costs 10-20 us a
token on this CPU (xgrammar's 3-7 us), against a decode step of tens of milliseconds; and it reads the
tokenizer straight from `tokenizer.json`, as the rest of the engine does. Masks of all structured rows of a step are computed
together (llguidance's executor) into one bitmask, applied in one operation.

JSON may hold up to a few whitespace characters between tokens, so a model cannot spend its whole
budget on blank lines; `json_object` is any JSON object; `guided_grammar` is Lark, or GBNF
(`root ::= ...`, as vLLM's other backends take it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import llguidance
import orjson
import torch
from llguidance.gbnf_to_lark import gbnf_to_lark

from protocol.errors import bad_request
from protocol.sampling_params import GrammarSpec

JSON_OPTIONS = {"whitespace_pattern": r"[\x20\x0A\x0D\x09]{0,4}"}


class Grammars:
    """Compiles grammars for one model's tokenizer and hands out a fresh matcher per request."""

    def __init__(self, tokenizer_json: str, vocab_size: int, stop_ids: Iterable[int]) -> None:
        self.vocab_size = vocab_size
        self._tokenizer_json = tokenizer_json
        self._stop_ids = sorted(stop_ids)
        self._tokenizer: llguidance.LLTokenizer | None = None
        self._executor: llguidance.LLExecutor | None = None

    def _lltokenizer(self) -> llguidance.LLTokenizer:
        if self._tokenizer is None:  # about a second for a large vocabulary: only when first needed
            self._tokenizer = llguidance.LLTokenizer(self._tokenizer_json, n_vocab=self.vocab_size,
                                                     eos_token=self._stop_ids)
        return self._tokenizer

    def matcher(self, spec: GrammarSpec) -> llguidance.LLMatcher:
        """A matcher at the start of `spec`'s grammar; one that does not compile is the client's 400."""
        try:
            grammar = _grammar(spec)
        except ValueError as e:
            raise bad_request(f"`{spec.param}` cannot be used as a grammar: {e}", param=spec.param) from None
        matcher = llguidance.LLMatcher(self._lltokenizer(), grammar, log_level=0)
        if matcher.is_error():
            raise bad_request(f"`{spec.param}` cannot be used as a grammar: {matcher.get_error()}", param=spec.param)
        return matcher

    def mask_logits(self, logits: torch.Tensor, rows: Sequence[int], matchers: Sequence[Any]) -> None:
        """Mask in place what each row's grammar forbids next: all rows' masks computed together, then
        applied in one operation."""
        if self._executor is None:
            self._executor = llguidance.LLExecutor(num_threads=1)
        words = (logits.shape[1] + 31) // 32
        bitmask = torch.full((len(rows), words), -1, dtype=torch.int32)
        self._executor.unsafe_compute_mask_ptr([(m, i) for i, m in enumerate(matchers)], bitmask.data_ptr(),
                                               words * 4, len(rows))
        bitmask = bitmask.to(logits.device, non_blocking=True)  # computed on the host, applied where the logits are
        bits = (bitmask.unsqueeze(-1) >> torch.arange(32, dtype=torch.int32, device=logits.device)) & 1
        allowed = bits.reshape(len(rows), words * 32)[:, :logits.shape[1]].bool()
        index = torch.tensor(list(rows), dtype=torch.long, device=logits.device)
        logits[index] = logits[index].masked_fill(~allowed, float("-inf"))


def _grammar(spec: GrammarSpec) -> str:
    if spec.kind == "json_schema":
        return llguidance.LLMatcher.grammar_from_json_schema(spec.value, defaults=JSON_OPTIONS)  # type: ignore[arg-type]
    if spec.kind == "json_object":
        return llguidance.LLMatcher.grammar_from_json_schema({"type": "object"}, defaults=JSON_OPTIONS)  # type: ignore[arg-type]
    if spec.kind == "regex":
        return llguidance.LLMatcher.grammar_from_regex(spec.value)
    if spec.kind == "choice":  # string literals in Lark are JSON-compatible
        return llguidance.LLMatcher.grammar_from_lark(
            "start: " + " | ".join(orjson.dumps(c).decode() for c in orjson.loads(spec.value)))
    if spec.kind == "grammar":
        if "::=" not in spec.value:
            return llguidance.LLMatcher.grammar_from_lark(spec.value)
        try:
            lark = gbnf_to_lark(spec.value)
        except Exception as e:  # the converter raises plain exceptions for grammars it cannot read
            raise ValueError(str(e)) from None
        return llguidance.LLMatcher.grammar_from_lark(lark)
    raise ValueError(f"unknown structured output kind {spec.kind!r}")
