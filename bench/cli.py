"""`kvroute bench NAME ...`: each benchmark is a module with `main(argv) -> int`."""

from __future__ import annotations

import importlib
import sys

BENCHMARKS: dict[str, tuple[str, str]] = {
    "engine": ("bench.engine_bench", "engine vs transformers generate: throughput, TTFT hit vs cold, decode step"),
    "normalize": ("bench.normalize_bench", "prompt normalizer speed and shared-prefix gain"),
    "learned": ("bench.learned_bench", "learned volatile fields: prefix-cache hit rate off vs on, per-request cost"),
    "learned-holdout": ("bench.learned_holdout", "learned volatile fields on the frozen holdout corpora's templates"),
    "proxy": ("bench.proxy_bench", "proxy overhead vs a direct connection"),
    "events": ("bench.events_bench", "exact (ZMQ KV events) vs approximate cache state, vLLM-like replicas"),
    "sampling": ("bench.sampling_bench", "what each sampling feature adds to a decode step"),
    "grammar": ("bench.grammar_bench", "structured output: llguidance vs xgrammar mask cost and strictness"),
    "kv-quality": ("bench.kv_quality", "quantized KV cache (fp8_e4m3, int8) vs unquantized: agreement, KL, JSON"),
    "offload": ("bench.offload_bench", "host KV tier: TTFT of an evicted prefix restored vs recomputed"),
    "simulate": ("bench.simulate", "routing policies on a Mooncake trace: a simulated fleet, the real Router"),
    "replay": ("bench.replay_check", "a Mooncake trace slice: real proxy + tiny engines vs the simulator"),
    "soak": ("bench.soak", "load sweep to the knee through the proxy, then a soak: RSS, p99, KV block leaks"),
    "fuzz": ("bench.fuzz", "schemathesis, body, header and misbehaving-client fuzzing of a proxy and an engine"),
    "isolation": ("bench.isolation_probe", "private tenants under attack: cross-tenant cache hits, TTFT probe (KS)"),
    "drills": ("bench.fault_drills", "fault injection under load: kill, hang, event streams, drain, proxy restart"),
}


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: kvroute bench NAME [ARGS...]\n\nbenchmarks:")
        for name, (_, help_) in BENCHMARKS.items():
            print(f"  {name:<10} {help_}")
        print("  all        every benchmark above with its defaults")
        return 0
    if argv[0] == "all":
        return max(importlib.import_module(mod).main([]) for mod, _ in BENCHMARKS.values())
    if argv[0] not in BENCHMARKS:
        print(f"kvroute bench: unknown benchmark {argv[0]!r}", file=sys.stderr)
        return 2
    return int(importlib.import_module(BENCHMARKS[argv[0]][0]).main(argv[1:]) or 0)
