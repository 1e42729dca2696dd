"""TTFT of a prompt whose prefix was evicted from the device pool: copied back from the host tier
(`--cpu-offload-blocks`) against computed again (no host tier), beside a device hit and a cold
prompt, on one engine configuration, same machine, one command.

Each trial: run a prompt cold; run it again at once (device hit); run filler prompts until its
blocks are pushed out of the small device pool; run it a third time. With a host tier the third run
restores the blocks; without one it computes them again.

    python -m bench.offload_bench --model smollm2-135m --threads 2
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys

import torch

from bench.docs import measured, publish, rerun_command
from bench.engine_bench import run_engine
from engine.checkpoints import resolve_model
from engine.config import EngineConfig
from engine.llm_engine import LLMEngine

TITLE = "## Host KV tier: TTFT restored vs recomputed"


def log(msg: str) -> None:
    print(f"[offload-bench] {msg}", file=sys.stderr, flush=True)


def trial(engine: LLMEngine, prompt: list[int], fillers: list[list[int]], tag: str) -> dict[str, float]:
    cold = run_engine(engine, [prompt], 1, f"{tag}cold")["ttft_s"]
    hit = run_engine(engine, [prompt], 1, f"{tag}hit")["ttft_s"]
    for i, f in enumerate(fillers):
        run_engine(engine, [f], 1, f"{tag}fill{i}")
    again = run_engine(engine, [prompt], 1, f"{tag}again")["ttft_s"]
    return {"cold_s": cold, "device_hit_s": hit, "after_eviction_s": again}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="kvroute bench offload", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--prompt", type=int, default=1024, help="prompt tokens")
    ap.add_argument("--trials", type=int, default=3)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--json", action="store_true", help="print one JSON line last")
    ap.add_argument("--write-docs", action="store_true", help="write the table into docs/benchmarks.md")
    args = ap.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    model_dir = resolve_model(args.model)
    bs = 16
    pool = 2 * args.prompt // bs  # room for two prompts: three fillers push the first one out
    results: dict[str, dict[str, float]] = {}
    for name, offload in (("host tier", 4 * pool), ("no host tier", 0)):
        log(f"{name}: device pool {pool} blocks, host tier {offload} blocks")
        engine = LLMEngine(EngineConfig(model=str(model_dir), block_size=bs, kv_cache_blocks=pool,
                                        cpu_offload_blocks=offload, threads=args.threads))
        vocab = engine.tokenizer.vocab_size
        run_engine(engine, [list(range(10, 10 + args.prompt))], 1, "warmup")
        runs = []
        for t in range(args.trials):
            rng = random.Random(t)  # the same prompts for both engines
            prompt = [rng.randrange(10, vocab) for _ in range(args.prompt)]
            fillers = [[rng.randrange(10, vocab) for _ in range(args.prompt)] for _ in range(3)]
            runs.append(trial(engine, prompt, fillers, f"t{t}"))
            log(f"  trial {t}: " + ", ".join(f"{k} {v * 1e3:.0f} ms" for k, v in runs[-1].items()))
        results[name] = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        if offload:
            results[name]["restored_blocks"] = engine.cache.host.restored  # type: ignore[union-attr]
    host, plain = results["host tier"], results["no host tier"]
    lines = measured(f"{args.model}, float32, {args.threads or torch.get_num_threads()} threads",
                     rerun_command("bench.offload_bench", argv))
    lines += [
        f"TTFT of a {args.prompt}-token prompt (median of {args.trials} trials) whose blocks were pushed out of a "
        f"{pool}-block device pool by three other prompts:", "",
        "| | cold | device hit | after eviction |",
        "|---|---|---|---|",
        f"| host tier ({4 * pool} blocks) | {host['cold_s'] * 1e3:.0f} ms | {host['device_hit_s'] * 1e3:.0f} ms | "
        f"**{host['after_eviction_s'] * 1e3:.0f} ms** (restored) |",
        f"| no host tier | {plain['cold_s'] * 1e3:.0f} ms | {plain['device_hit_s'] * 1e3:.0f} ms | "
        f"{plain['after_eviction_s'] * 1e3:.0f} ms (recomputed) |", "",
        f"Restoring from the host is **{plain['after_eviction_s'] / host['after_eviction_s']:.1f}x** faster than "
        f"computing the prefix again ({int(host['restored_blocks'])} blocks restored over the trials).",
    ]
    publish(TITLE, "\n".join(lines), args.write_docs)
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
