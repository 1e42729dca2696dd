"""What a quantized KV cache (`--kv-cache-dtype fp8_e4m3|int8`) does to a model's outputs, against the
same model with an unquantized cache, on this machine, in one command.

Realistic chat workloads (short QA, a question about a ~1500-token document, code, JSON without a
grammar, multi-turn chat) are generated greedily by an LLMEngine per KV cache dtype and compared
with the unquantized ("auto") run:
- greedy agreement: identical outputs, and token agreement up to the first divergence and
  position-wise over the common length;
- KL(p_auto || p_quant) of the next-token distributions, teacher-forced along the auto outputs
  (both caches see identical contexts; the prompt is fed in chunks, then one token per step, so
  the quantized blocks are written incrementally as in serving), and top-1 agreement there;
- the JSON workload's validity rate.
A second "auto" run is the control: it must show no difference at all.

    python -m bench.kv_quality [--model smollm2-135m] [--threads 2] [--max-tokens 64] [--write-docs]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from dataclasses import dataclass, field

import torch

from bench.docs import measured, publish, rerun_command
from engine.config import EngineConfig
from engine.kv_cache import KVCache
from engine.llm_engine import LLMEngine
from engine.model import CausalLM, ForwardBatch
from engine.request import GenerationRequest
from engine.torch_attention import TorchBackend
from protocol.sampling_params import SamplingParams
from protocol.tokenization import Tokenizer

SECTION = "## Quantized KV cache: output quality"
QUANTIZED = ("fp8_e4m3", "int8")
BLOCK_SIZE = 16
PREFILL_CHUNK = 256  # teacher-forced prompts are fed in chunks of this many tokens
# Prompts this long decode in a batch of their own, in the engine runs and teacher-forced: the torch
# backend pads every decode row of a step to the step's longest context, so one long prompt in the
# batch makes each step several times slower for everyone (the comparison does not depend on it).
LONG = 1024

QA = (
    "What is the capital of Australia?",
    "How many legs does a spider have?",
    "Who wrote the novel Pride and Prejudice?",
    "What is the boiling point of water at sea level in degrees Celsius?",
)
CODE = (
    "Write a Python function `is_palindrome(s: str) -> bool` that ignores case and non-alphanumeric characters.",
    "Write a Python function that merges two sorted lists into one sorted list without calling sort().",
)
JSON_TASKS = (
    'Return a JSON object describing a fictional book, with the keys "title", "author", "year" and "genres" '
    "(a list of strings). Reply with the JSON only.",
    'Give me a JSON object with the keys "city", "country" and "population" for Tokyo. Answer with JSON only.',
    'Create a JSON object for a user profile with the keys "name", "email", "age" and "is_active". Output only JSON.',
    'Output a JSON object with the keys "product", "price" and "in_stock" for a coffee mug that costs 12.50 '
    "dollars and is in stock.",
)
CHATS = (
    ("I'm visiting Japan for ten days in April. What should I pack?",
     "Should I carry cash, or are cards accepted everywhere?",
     "Summarize your advice in three short bullet points."),
    ("I want to start running but I have never done it. How should I begin?",
     "How many days a week should I run in the first month?",
     "What should I eat before a morning run?"),
    ("What is the difference between a list and a tuple in Python?",
     "When would you pick a tuple instead?",
     "Show a one-line example of unpacking a tuple."),
)
WORKLOADS = ("short QA", "long document", "code", "JSON", "chat")


def log(msg: str) -> None:
    print(f"[kv-quality] {msg}", file=sys.stderr, flush=True)


def logbook(days: int = 18, seed: int = 7) -> str:
    """A research vessel's daily log (~1500 tokens), with one detail on day 14 to ask about."""
    rng = random.Random(seed)
    crew = ("Mara Lindqvist, the chief engineer", "Tomas Reyes, the first mate", "Ingrid Solberg, the marine "
            "biologist", "Kofi Mensah, the navigator", "Yuki Tanaka, the cook", "Elena Petrova, the geologist")
    places = ("Tromso", "the Lofoten Islands", "Bear Island", "Longyearbyen", "Hornsund fjord", "the ice edge")
    weather = ("clear skies", "low fog", "steady drizzle", "a grey overcast", "light snow", "bright sunshine")
    events = ("a slow leak in the ballast pump", "a pod of orcas off the starboard bow", "ice on the forward rails",
              "a faulty pressure sensor on the winch", "walruses resting on a floe", "static on the long-range radio",
              "a torn plankton net", "a hairline crack in a wheelhouse window", "a seized hatch on the sample hold")
    tasks = ("took water samples every two hours", "repaired the aft crane", "counted seabirds from the bridge",
             "calibrated the sonar", "cleaned the sample freezers", "held a lifeboat drill", "mapped the seabed")
    days_text = []
    for day in range(1, days + 1):
        report = (f"{rng.choice(crew)} reported {rng.choice(events)}" if day != 14 else
                  "Ravi Patel, the radio officer, reported that the spare radar antenna was missing from the aft "
                  "storage locker")
        days_text.append(
            f"Day {day}. The Aurora {rng.choice(('left', 'anchored near', 'passed'))} {rng.choice(places)} at "
            f"{rng.randrange(24):02d}:{rng.randrange(60):02d} under {rng.choice(weather)}, with wind from the "
            f"{rng.choice(('north', 'east', 'south', 'west'))} at {rng.randrange(3, 30)} knots. {report}. The crew "
            f"{rng.choice(tasks)}. The sea temperature was {rng.uniform(-1, 8):.1f} degrees and the ship covered "
            f"{rng.randrange(20, 140)} nautical miles.")
    return "\n\n".join(days_text)


@dataclass
class Sample:
    """One generated sequence: its workload, prompt, and output per KV cache run."""

    workload: str
    prompt: list[int] = field(default_factory=list)
    outputs: dict[str, list[int]] = field(default_factory=dict)
    kl: dict[str, list[float]] = field(default_factory=dict)
    top1: dict[str, list[bool]] = field(default_factory=dict)


def single_turn_messages() -> dict[str, tuple[str, list[dict[str, str]]]]:
    """Every single-turn request: name -> (workload, chat messages)."""
    doc = logbook()
    out: dict[str, tuple[str, list[dict[str, str]]]] = {}
    for i, q in enumerate(QA):
        out[f"qa{i}"] = ("short QA", [{"role": "user", "content": q}])
    out["doc0"] = ("long document", [{"role": "user", "content": "Here is the logbook of the research vessel "
                                      f"Aurora.\n\n{doc}\n\nAccording to the log, what was missing on day 14, "
                                      "and where had it been stored?"}])
    for i, q in enumerate(CODE):
        out[f"code{i}"] = ("code", [{"role": "user", "content": q}])
    for i, q in enumerate(JSON_TASKS):
        out[f"json{i}"] = ("JSON", [{"role": "user", "content": q}])
    return out


def chat_messages(conv: int, turn: int, replies: list[str]) -> list[dict[str, str]]:
    """Conversation `conv` up to its user turn `turn`, with `replies` as the earlier assistant turns."""
    msgs: list[dict[str, str]] = []
    for t in range(turn):
        msgs += [{"role": "user", "content": CHATS[conv][t]}, {"role": "assistant", "content": replies[t]}]
    return msgs + [{"role": "user", "content": CHATS[conv][turn]}]


def generate(engine: LLMEngine, samples: dict[str, Sample], run: str, max_tokens: int) -> None:
    """Greedy outputs of every sample under `run`. Single-turn requests go in together with each
    chat's first turn; a chat's next turn is sent when its previous one finishes, with the
    reference ("auto") run's replies as history, so every run sees the same prompts. Prompts of
    LONG tokens or more go in last, once the rest is done (see LONG)."""
    tok = engine.tokenizer
    params = SamplingParams(max_tokens=max_tokens, temperature=0.0)
    tokens: dict[str, list[int]] = {}
    queue: list[GenerationRequest] = []
    held: list[GenerationRequest] = []

    def submit(name: str, workload: str, messages: list[dict[str, str]]) -> None:
        prompt = tok.encode_chat(messages)
        sample = samples.setdefault(name, Sample(workload))
        if sample.prompt and sample.prompt != prompt:
            raise RuntimeError(f"{name}: {run} got another prompt than the reference run")
        sample.prompt = prompt
        tokens[name] = []
        (held if len(prompt) >= LONG else queue).append(GenerationRequest(name, tuple(prompt), params))

    for name, (workload, messages) in single_turn_messages().items():
        submit(name, workload, messages)
    for c in range(len(CHATS)):
        submit(f"chat{c}.0", "chat", chat_messages(c, 0, []))
    steps = 0
    while queue or held or engine.has_unfinished():
        if not queue and not engine.has_unfinished():
            queue, held = held, []
        for req in queue:
            engine.add_request(req)
        queue = []
        steps += 1
        if steps % 32 == 0:
            log(f"kv cache {run}: step {steps}, {len(engine.scheduler.running)} running")
        for out in engine.step():
            tokens[out.request_id].extend(out.new_token_ids)
            if not out.finished:
                continue
            if out.error is not None:
                raise RuntimeError(f"{out.request_id}: {out.error}")
            samples[out.request_id].outputs[run] = tokens[out.request_id]
            if out.request_id.startswith("chat"):
                c, t = map(int, out.request_id[4:].split("."))
                if t + 1 < len(CHATS[c]):
                    replies = [tok.decode(samples[f"chat{c}.{i}"].outputs["auto"]) for i in range(t + 1)]
                    submit(f"chat{c}.{t + 1}", "chat", chat_messages(c, t + 1, replies))


class Driver:
    """Runs sequences through CausalLM over its own KV cache, the way the scheduler feeds it."""

    def __init__(self, model: CausalLM, kv_cache_dtype: str, num_blocks: int) -> None:
        self.model = model
        self.device = model.norm.weight.device
        self.kv = KVCache(model.cfg, num_blocks, BLOCK_SIZE, model.dtype, self.device, kv_cache_dtype)
        self.backend = TorchBackend(BLOCK_SIZE, num_blocks, model.cfg.head_dim**-0.5)
        self.next_block = 0
        self.tables: dict[str, list[int]] = {}
        self.lens: dict[str, int] = {}

    def step(self, chunks: dict[str, list[int]]) -> torch.Tensor:
        """Feed each sequence its next tokens; the logits [len(chunks), vocab] after each one's last."""
        for name, new in chunks.items():
            table = self.tables.setdefault(name, [])
            self.lens[name] = self.lens.get(name, 0) + len(new)
            while len(table) * BLOCK_SIZE < self.lens[name]:
                table.append(self.next_block)
                self.next_block += 1
        names = list(chunks)
        batch = ForwardBatch.build([chunks[n] for n in names], [self.lens[n] for n in names],
                                   [self.tables[n] for n in names], BLOCK_SIZE, self.device)
        return self.model(batch, self.kv, self.backend)


def teacher_forced(model: CausalLM, samples: dict[str, Sample], runs: list[str]) -> None:
    """Per sample and run, KL(p_auto || p_run) and top-1 agreement at every position of the auto output,
    feeding prompt + auto output to an "auto" reference cache and to each run's cache in the same steps."""
    seqs = {name: (s.prompt, s.outputs["auto"]) for name, s in samples.items()}
    num_blocks = sum(-(-(len(p) + len(o)) // BLOCK_SIZE) for p, o in seqs.values())
    ref = Driver(model, "auto", num_blocks)
    drivers = {run: Driver(model, "auto" if run == "control" else run, num_blocks) for run in runs}

    def compare(names: list[str], chunks: dict[str, list[int]]) -> None:
        want = torch.log_softmax(ref.step(chunks).double(), dim=-1)
        for run, driver in drivers.items():
            got = torch.log_softmax(driver.step(chunks).double(), dim=-1)
            kl = (want.exp() * (want - got)).sum(-1).clamp_min(0.0).tolist()  # clamp: float64 rounding only
            top1 = (want.argmax(-1) == got.argmax(-1)).tolist()
            for name, k, t in zip(names, kl, top1, strict=True):
                samples[name].kl.setdefault(run, []).append(k)
                samples[name].top1.setdefault(run, []).append(t)

    for name, (prompt, _) in seqs.items():  # prefill, chunk by chunk; the last chunk predicts output[0]
        for start in range(0, len(prompt), PREFILL_CHUNK):
            chunk = prompt[start:start + PREFILL_CHUNK]
            if start + PREFILL_CHUNK < len(prompt):
                ref.step({name: chunk})
                for driver in drivers.values():
                    driver.step({name: chunk})
            else:
                compare([name], {name: chunk})
    # Batched decode, long prompts apart (see LONG): feeding output[j - 1] predicts output[j].
    groups = [[n for n, (p, _) in seqs.items() if (len(p) >= LONG) == long] for long in (True, False)]
    longest = max(len(o) for _, o in seqs.values())
    for j in range(1, longest):
        for group in groups:
            names = [n for n in group if len(seqs[n][1]) > j]
            if names:
                compare(names, {n: [seqs[n][1][j - 1]] for n in names})
        if j % 16 == 0:
            log(f"teacher-forced decode step {j}/{longest - 1}")


def json_valid(text: str) -> bool:
    """Does the answer parse as JSON (the whole text, or a fenced ``` / ```json block in it)?"""
    fenced = re.search(r"```(?:json)?\s*(.*?)```", text, re.S)
    try:
        json.loads(fenced.group(1) if fenced else text)
    except ValueError:
        return False
    return True


def common_prefix(a: list[int], b: list[int]) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def metrics(samples: list[Sample], run: str, tok: Tokenizer) -> dict[str, float | int | None]:
    """One table row: `run` against the auto reference over `samples`."""
    pairs = [(s.outputs["auto"], s.outputs[run]) for s in samples]
    kl = [k for s in samples for k in s.kl[run]]
    top1 = [t for s in samples for t in s.top1[run]]
    return {
        "sequences": len(samples),
        "identical": sum(a == b for a, b in pairs) / len(pairs),
        "prefix_agreement": sum(common_prefix(a, b) for a, b in pairs) / sum(max(len(a), len(b)) for a, b in pairs),
        "positional_agreement": sum(sum(x == y for x, y in zip(a, b, strict=False)) for a, b in pairs)
        / sum(min(len(a), len(b)) for a, b in pairs),
        "mean_kl": sum(kl) / len(kl),
        "max_kl": max(kl),
        "top1_agreement": sum(top1) / len(top1),
        "positions": len(kl),
        "json_valid": (sum(json_valid(tok.decode(s.outputs[run])) for s in samples) / len(samples)
                       if all(s.workload == "JSON" for s in samples) else None),
    }


def table(rows: list[dict]) -> list[str]:
    lines = ["| KV cache | workload | seqs | identical outputs | tokens agreeing before 1st divergence | tokens "
             "agreeing position-wise | mean KL(auto ‖ quant), nats | max KL | teacher-forced top-1 agreement | "
             "JSON valid |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        kv = "auto (control)" if r["kv_cache_dtype"] == "control" else r["kv_cache_dtype"]
        name = f"**{r['workload']}**" if r["workload"] == "all" else r["workload"]
        valid = "" if r["json_valid"] is None else f"{r['json_valid']:.0%}"
        lines.append(f"| {kv} | {name} | {r['sequences']} | {r['identical']:.0%} | {r['prefix_agreement']:.1%} | "
                     f"{r['positional_agreement']:.1%} | {r['mean_kl']:.2e} | {r['max_kl']:.2e} | "
                     f"{r['top1_agreement']:.1%} | {valid} |")
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.kv_quality", description=__doc__.splitlines()[0])
    p.add_argument("--model", default="smollm2-135m", help="smollm2-135m, tiny, or a local HF checkpoint dir")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--max-tokens", type=int, default=64)
    p.add_argument("--kv-dtypes", default=",".join(QUANTIZED), help="comma-separated, from fp8_e4m3,int8")
    p.add_argument("--json", action="store_true", help="print one JSON line last")
    p.add_argument("--write-docs", action="store_true")
    args = p.parse_args(argv)
    dtypes = [d for d in args.kv_dtypes.split(",") if d]
    if not dtypes or any(d not in QUANTIZED for d in dtypes):
        p.error(f"--kv-dtypes: each one of {', '.join(QUANTIZED)}")
    runs = ["control", *dtypes]
    start = time.perf_counter()
    samples: dict[str, Sample] = {}
    model: CausalLM | None = None
    tok: Tokenizer | None = None
    for run in ["auto", *runs]:
        t0 = time.perf_counter()
        engine = LLMEngine(EngineConfig(model=args.model, threads=args.threads, block_size=BLOCK_SIZE,
                                        kv_cache_dtype="auto" if run == "control" else run))
        generate(engine, samples, run, args.max_tokens)
        if run == "auto":
            model, tok = engine.model, engine.tokenizer
        engine.close()
        del engine
        log(f"generated with kv cache {run}: {time.perf_counter() - t0:.1f}s")
    assert model is not None and tok is not None
    t0 = time.perf_counter()
    teacher_forced(model, samples, runs)
    log(f"teacher-forced KL: {time.perf_counter() - t0:.1f}s")

    rows = []
    for run in runs:
        for workload in (*WORKLOADS, "all"):
            group = [s for s in samples.values() if workload in ("all", s.workload)]
            rows.append({"kv_cache_dtype": run, "workload": workload, **metrics(group, run, tok)})
    json_ref = sum(json_valid(tok.decode(s.outputs["auto"])) for s in samples.values() if s.workload == "JSON")
    num_json = sum(s.workload == "JSON" for s in samples.values())
    seconds = time.perf_counter() - start
    tokens = sum(len(s.outputs["auto"]) for s in samples.values())
    prompt_tokens = {w: max(len(s.prompt) for s in samples.values() if s.workload == w) for w in WORKLOADS}

    lines = [*measured(f"torch {torch.__version__}, {args.model} in {str(model.dtype).removeprefix('torch.')}, "
                       f"{args.threads or torch.get_num_threads()} threads, greedy, max_tokens {args.max_tokens}, "
                       f"block size {BLOCK_SIZE}, {seconds:.0f} s in all, 15-minute load average at the end "
                       f"{os.getloadavg()[2]:.1f} (this run alone makes about {args.threads or torch.get_num_threads()})",
                       rerun_command("bench.kv_quality", argv if argv is not None else sys.argv[1:])),
             f"{len(samples)} chat requests ({', '.join(f'{w}: up to {n} prompt tokens' for w, n in prompt_tokens.items())}"
             f"; {tokens} output tokens under auto) are generated greedily by the engine once per KV cache dtype "
             "and compared with the unquantized (auto) run. Chat turns 2 and 3 carry the auto run's replies as "
             "history, so every run sees the same prompts (and reads its own quantized cached prefix); the long "
             "document decodes after the others, in a batch of its own. "
             "*Identical*: whole outputs equal. *Before 1st divergence*: common prefix / longer output. "
             "*Position-wise*: equal tokens / shorter output, position by position. *KL* and *top-1*: "
             "teacher-forced along the auto outputs (prompt in chunks of "
             f"{PREFILL_CHUNK} tokens, then one token per step, batched), full next-token distributions, KL in "
             "nats averaged over all generated positions. Token fractions are token-weighted across sequences. "
             "*auto (control)* is a second unquantized run of everything: it must show no difference. Greedy "
             "agreement flips at a near tie and then differs for the rest of the output, so it moves with batch "
             "composition from run to run; KL and teacher-forced top-1 are the stable measures.", "",
             *table(rows), "",
             f"JSON valid without quantization: {json_ref}/{num_json}; with each cache: see the JSON rows."]
    publish(SECTION, "\n".join(lines), args.write_docs)
    if args.json:
        print(json.dumps({"model": args.model, "max_tokens": args.max_tokens, "seconds": round(seconds, 1),
                          "json_valid_auto": json_ref / num_json, "rows": rows}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
