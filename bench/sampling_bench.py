"""What each sampling feature adds to a decode step, side by side with the plain greedy step, and what
the sampler costs a step that uses none of them (against the bare argmax it replaced).

A batch of requests with the same feature decodes together; the time of each decode step is taken
after every request has prefilled. Features: sampling (temperature, top-p), logprobs, penalties,
logit_bias with min_tokens, allowed_token_ids, bad_words, min_p, and structured output (a JSON
schema through llguidance).

    python -m bench.sampling_bench [--model smollm2-135m] [--batch 16] [--steps 24] [--threads 2] [--write-docs]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

import torch

from bench.docs import measured, publish, rerun_command
from engine.config import EngineConfig
from engine.llm_engine import LLMEngine
from engine.request import GenerationRequest
from engine.sampler import RowContext, sample
from protocol.sampling_params import GrammarSpec, SamplingParams

SECTION = "## Sampling features: cost per decode step"
SCHEMA = {"type": "object", "properties": {"items": {"type": "array", "items": {"type": "object", "properties": {
    "name": {"type": "string"}, "qty": {"type": "integer"}}, "required": ["name", "qty"]}}}, "required": ["items"]}


def log(msg: str) -> None:
    print(f"[sampling-bench] {msg}", file=sys.stderr, flush=True)


def features(vocab: int) -> dict[str, dict]:
    rng = random.Random(0)
    return {
        "plain (greedy)": {},
        "sampling (temperature 0.8, top_p 0.9)": {"temperature": 0.8, "top_p": 0.9, "seed": 1},
        "logprobs (top 5)": {"logprobs": 5},
        "penalties (repetition, frequency, presence)": {"repetition_penalty": 1.1, "frequency_penalty": 0.5,
                                                        "presence_penalty": 0.5},
        "logit_bias (10 tokens) + min_tokens": {"logit_bias": tuple((rng.randrange(vocab), 2.0) for _ in range(10)),
                                                "min_tokens": 8},
        "allowed_token_ids (1000)": {"allowed_token_ids": tuple(rng.sample(range(vocab), 1000))},
        "bad_words (5)": {"bad_words": ("alpha", "beta gamma", "delta", "epsilon", "zeta eta")},
        "min_p 0.05 (sampled)": {"temperature": 1.0, "min_p": 0.05, "seed": 1},
        "structured output (JSON schema)": {"grammar": GrammarSpec("json_schema", json.dumps(SCHEMA), "bench")},
    }


def step_times(engine: LLMEngine, params: SamplingParams, batch: int, steps: int, prompt_len: int) -> list[float]:
    rng = random.Random(1)
    for i in range(batch):
        prompt = tuple(rng.randrange(3, engine.tokenizer.vocab_size) for _ in range(prompt_len))
        engine.add_request(GenerationRequest(f"b{i}", prompt, params))
    while any(s.num_computed_tokens < s.num_prompt_tokens for s in engine.scheduler.running) or \
            engine.scheduler.waiting:
        engine.step()  # prefill everyone first
    times = []
    for _ in range(steps):
        t0 = time.perf_counter()
        engine.step()
        times.append(time.perf_counter() - t0)
    while engine.has_unfinished():
        for seq in list(engine.scheduler.running) + list(engine.scheduler.waiting):
            engine.abort_request(seq.request_id)
        engine.step()
    return times


def sampler_overhead(vocab: int, batch: int, rounds: int = 300) -> tuple[float, float]:
    """Microseconds per step: the bare argmax the default path used to be, and `sample` on default rows."""
    logits = torch.randn(batch, vocab)
    rows = [RowContext(SamplingParams(max_tokens=1, temperature=0.0), None, (1, 2, 3), (4,)) for _ in range(batch)]
    def per_call(fn) -> float:
        fn()
        t0 = time.perf_counter()
        for _ in range(rounds):
            fn()
        return (time.perf_counter() - t0) / rounds * 1e6
    return per_call(lambda: logits.argmax(dim=-1).tolist()), per_call(lambda: sample(logits, rows))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.sampling_bench", description=__doc__.splitlines()[0])
    p.add_argument("--model", default="smollm2-135m")
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--steps", type=int, default=24)
    p.add_argument("--prompt", type=int, default=64)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--write-docs", action="store_true")
    args = p.parse_args(argv)
    engine = LLMEngine(EngineConfig(model=args.model, max_num_seqs=args.batch, threads=args.threads))
    vocab = engine.tokenizer.vocab_size
    results = {}
    log("warming up")
    step_times(engine, SamplingParams(max_tokens=args.steps + 8, temperature=0.0, ignore_eos=True), args.batch,
               args.steps, args.prompt)
    for name, kw in features(vocab).items():
        params = SamplingParams(max_tokens=args.steps + 8, ignore_eos=True, **{"temperature": 0.0, **kw})
        times = step_times(engine, params, args.batch, args.steps, args.prompt)
        results[name] = statistics.median(times) * 1e3
        log(f"{name}: {results[name]:.1f} ms/step")
    argmax_us, sample_us = sampler_overhead(engine.model.cfg.vocab_size, args.batch)
    plain = results["plain (greedy)"]
    lines = [*measured(f"torch {torch.__version__}, {args.model} in float32, {args.batch} requests decoding together, "
                       f"median of {args.steps} decode steps after prefills of {args.prompt} tokens",
                       rerun_command("bench.sampling_bench", argv if argv is not None else sys.argv[1:])),
             "| every request of the batch uses | ms per decode step | vs plain |", "|---|---|---|"]
    lines += [f"| {name} | {ms:.1f} | {ms / plain:.2f}x |" for name, ms in results.items()]
    lines += ["", f"A step that uses no feature pays the sampler {sample_us:.0f} us at batch {args.batch} (the bare "
              f"argmax it replaced: {argmax_us:.0f} us), {100 * (sample_us - argmax_us) / 1e3 / plain:.2f}% of the "
              "plain step: the default path costs what it did."]
    publish(SECTION, "\n".join(lines), args.write_docs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
