"""Grammar engines for structured output, side by side: llguidance vs xgrammar on this CPU.

For JSON schemas of growing complexity, each engine compiles the schema for the model's tokenizer
and then, for every token of a valid answer (the answer's own tokenization), computes the allowed-
token bitmask and advances: the work a replica adds to every decode step of a structured request.
Reported per engine: compile time, the per-token mask cost (mean and p99), and whether its JSON
strings are strict (no raw control characters), so the engine's choice (engine/grammar.py) rests
on what is measured here.

    python -m bench.grammar_bench [--model smollm2-135m] [--rounds 20] [--write-docs]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

from bench.docs import measured, publish, rerun_command
from bench.load_client import pct

SECTION = "## Structured output: grammar engines"

SCHEMAS: dict[str, tuple[dict[str, Any], Any]] = {
    "flat object": ({"type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
                     "required": ["name", "age"], "additionalProperties": False},
                    {"name": "Ada Lovelace", "age": 36}),
    "nested + enum + array": ({
        "type": "object", "additionalProperties": False, "required": ["user", "tags", "status"],
        "properties": {
            "user": {"type": "object", "additionalProperties": False, "required": ["id", "email"],
                     "properties": {"id": {"type": "integer"}, "email": {"type": "string"}}},
            "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 5},
            "status": {"enum": ["active", "suspended", "deleted"]}}},
        {"user": {"id": 4521, "email": "ada@example.com"}, "tags": ["admin", "math", "poetry"], "status": "active"}),
    "list of records": ({
        "type": "array", "minItems": 1, "items": {
            "type": "object", "additionalProperties": False, "required": ["sku", "qty", "price"],
            "properties": {"sku": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{4}$"},
                           "qty": {"type": "integer", "minimum": 1}, "price": {"type": "number"}}}},
        [{"sku": "ABC-1234", "qty": 3, "price": 9.99}, {"sku": "XYZ-0001", "qty": 12, "price": 120.5},
         {"sku": "QRS-4242", "qty": 1, "price": 0.25}]),
}


def log(msg: str) -> None:
    print(f"[grammar-bench] {msg}", file=sys.stderr, flush=True)


def bench_llguidance(tokenizer_json: str, eos: int, schema: dict[str, Any], tokens: list[int],
                     rounds: int) -> tuple[float, list[float]]:
    import llguidance

    tok = llguidance.LLTokenizer(tokenizer_json, eos_token=eos)
    t0 = time.perf_counter()
    grammar = llguidance.LLMatcher.grammar_from_json_schema(schema)
    llguidance.LLMatcher(tok, grammar)
    compile_s = time.perf_counter() - t0
    per_token = []
    for _ in range(rounds):
        m = llguidance.LLMatcher(tok, grammar)
        for t in tokens:
            s = time.perf_counter()
            mask = m.compute_bitmask()
            assert mask[t // 8] >> (t % 8) & 1, f"llguidance refused token {t}"
            assert m.consume_token(t), m.get_error()
            per_token.append(time.perf_counter() - s)
        assert not m.is_error()
    return compile_s, per_token


def bench_xgrammar(hf_tokenizer: Any, vocab: int, schema: dict[str, Any], tokens: list[int],
                   rounds: int) -> tuple[float, list[float]]:
    import xgrammar

    info = xgrammar.TokenizerInfo.from_huggingface(hf_tokenizer, vocab_size=vocab)
    t0 = time.perf_counter()
    compiled = xgrammar.GrammarCompiler(info, cache_enabled=False).compile_json_schema(json.dumps(schema))
    compile_s = time.perf_counter() - t0
    bitmask = xgrammar.allocate_token_bitmask(1, vocab)
    per_token = []
    for _ in range(rounds):
        m = xgrammar.GrammarMatcher(compiled)
        for t in tokens:
            s = time.perf_counter()
            m.fill_next_token_bitmask(bitmask)
            assert int(bitmask[0, t // 32]) >> (t % 32) & 1, f"xgrammar refused token {t}"
            assert m.accept_token(t)
            per_token.append(time.perf_counter() - s)
    return compile_s, per_token


STRING_SCHEMAS = ({"type": "string"}, {"type": "string", "maxLength": 12})


def control_chars_allowed(engine: str, tok: Any, hf: Any, schema: dict[str, Any]) -> int:
    """Tokens an engine lets into a JSON string right after its opening quote that decode to raw
    control characters (U+0000-U+001F): RFC 8259 forbids them unescaped, and strict parsers refuse them."""
    quote = tok.encode('"', add_special_tokens=False)[0]
    if engine == "llguidance":
        import llguidance

        m = llguidance.LLMatcher(llguidance.LLTokenizer(tok.files["tokenizer.json"], eos_token=min(tok.eos_token_ids)),
                                 llguidance.LLMatcher.grammar_from_json_schema(schema))
        assert m.consume_token(quote)
        mask = m.compute_bitmask()
        allowed = [t for t in range(tok.vocab_size) if mask[t // 8] >> (t % 8) & 1]
    else:
        import xgrammar

        info = xgrammar.TokenizerInfo.from_huggingface(hf, vocab_size=tok.vocab_size)
        m = xgrammar.GrammarMatcher(xgrammar.GrammarCompiler(info).compile_json_schema(json.dumps(schema)))
        assert m.accept_token(quote)
        bitmask = xgrammar.allocate_token_bitmask(1, tok.vocab_size)
        m.fill_next_token_bitmask(bitmask)
        allowed = [t for t in range(tok.vocab_size) if int(bitmask[0, t // 32]) >> (t % 32) & 1]
    return sum(any(ord(c) < 0x20 for c in tok.decode([t])) for t in allowed)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.grammar_bench", description=__doc__.splitlines()[0])
    p.add_argument("--model", default="smollm2-135m")
    p.add_argument("--rounds", type=int, default=20)
    p.add_argument("--write-docs", action="store_true")
    args = p.parse_args(argv)
    from transformers import AutoTokenizer

    from engine.checkpoints import resolve_model
    from protocol.tokenization import Tokenizer

    model_dir = resolve_model(args.model)
    tok = Tokenizer.from_dir(model_dir)
    hf = AutoTokenizer.from_pretrained(str(model_dir))
    eos = min(tok.eos_token_ids)
    rows = []
    for name, (schema, answer) in SCHEMAS.items():
        tokens = tok.encode(json.dumps(answer), add_special_tokens=False)
        log(f"{name}: {len(tokens)} tokens x {args.rounds} rounds")
        ll_c, ll_t = bench_llguidance(tok.files["tokenizer.json"], eos, schema, tokens, args.rounds)
        xg_c, xg_t = bench_xgrammar(hf, tok.vocab_size, schema, tokens, args.rounds)
        rows.append((name, len(tokens), ll_c, ll_t, xg_c, xg_t))
    lines = [*measured(f"{args.model}'s tokenizer, {tok.vocab_size} tokens",
                       rerun_command("bench.grammar_bench", argv if argv is not None else sys.argv[1:])),
             "Per token: compute the allowed-token bitmask, check the answer's next token is allowed, advance "
             "(one engine, one request, the work added to each decode step of a structured request).", "",
             "| schema | tokens | llguidance compile ms | llguidance us/token (mean / p99) | xgrammar compile ms "
             "| xgrammar us/token (mean / p99) | xgrammar / llguidance (mean) |", "|---|---|---|---|---|---|---|"]
    for name, n, ll_c, ll_t, xg_c, xg_t in rows:
        ratio = statistics.mean(xg_t) / statistics.mean(ll_t)
        lines.append(f"| {name} | {n} | {ll_c * 1e3:.1f} | {statistics.mean(ll_t) * 1e6:.0f} / "
                     f"{pct(ll_t, .99) * 1e6:.0f} | {xg_c * 1e3:.1f} | {statistics.mean(xg_t) * 1e6:.0f} / "
                     f"{pct(xg_t, .99) * 1e6:.0f} | {ratio:.2f} |")
    lines += ["", "Strict JSON: tokens allowed right after a string's opening quote that decode to raw control "
              "characters (RFC 8259 forbids them unescaped; strict parsers such as Python's `json` refuse the "
              "answer):", "", "| string schema | llguidance | xgrammar |", "|---|---|---|"]
    for schema in STRING_SCHEMAS:
        lines.append(f"| `{json.dumps(schema)}` | {control_chars_allowed('llguidance', tok, hf, schema)} | "
                     f"{control_chars_allowed('xgrammar', tok, hf, schema)} |")
    lines += ["", "The engine uses llguidance (engine/grammar.py): every answer must parse, and the per-token "
              "difference is microseconds against a decode step of tens of milliseconds. It also builds from "
              "`tokenizer.json` alone, without a transformers tokenizer."]
    report = "\n".join(lines)
    publish(SECTION, report, args.write_docs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
