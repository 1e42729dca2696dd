"""Prompt normalizer benchmarks: speed on a 32k-character prompt, and shared-prefix gain.

    python -m bench.normalize_bench [--runs 300] [--requests 2000] [--json]
    kvroute bench normalize

Speed: median time of `normalize()` on a 32,000-character prompt with a 10-document list and
several volatile fields, next to a baseline run side by side: `json.loads` of an OpenAI request
carrying the same prompt (work every proxy does per request anyway). Then the proxy benchmark's
own requests (bench/proxy_bench.py): `short` one-line prompts through `normalize()` and `chat2k`
2k-token chats through `normalize_chat()`, each timed with the pre-scan (the default) and side
by side with it off (`fast=False`: every detector on every text, the path without the pre-scan).

Shared prefix: a RAG workload where each request draws k of N documents from a Zipf-popular
pool, in the order a retriever returned them. For every request we measure the longest prefix
(in characters, at line granularity) it shares with any earlier request, which is what an
unbounded prefix cache could reuse, for three document orders: as retrieved (no normalizer),
hash order (the default normalizer), and popularity-first (the normalizer with a key that puts
documents seen most often first, as a proxy can count them). A second table adds a per-request
`Current date:` line to the system prompt and compares no normalizer with the normalizer.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from typing import Any

from bench.proxy_bench import workload
from prompt_normalizer import Policy, normalize, normalize_chat, popularity_key
from prompt_normalizer.documents import documents_of, find_lists

WORDS = (
    "cache prefix token replica router block hash engine request latency memory paged attention "
    "document retrieval index query answer model batch kernel tensor shard queue window context "
    "policy tenant salt stream decode prefill schedule evict radix tree node edge weight metric"
).split()

SYSTEM = "You are a retrieval assistant. Answer only from the documents and cite them by number."


def _prose(rng: random.Random, chars: int) -> str:
    out: list[str] = []
    n = 0
    while n < chars:
        sentence = " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 16))).capitalize() + "."
        out.append(sentence)
        n += len(sentence) + 1
    return " ".join(out)[:chars]


def speed_prompt(seed: int = 7, chars: int = 32_000) -> str:
    """A 32k-character prompt: system header with volatile fields, 10 documents, a question."""
    rng = random.Random(seed)
    header = (f"{SYSTEM}\nCurrent date: 2026-11-30T04:35:10Z\nRequest ID: 9b2f6a1e-3c4d-4e5f-9a8b-7c6d5e4f3a2b\n"
              "[trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7]\nSession ID: sess_8f3a9c2e11\n")
    question = "\n\nQuestion: which replica holds the longest cached prefix, and why?\nAnswer:"
    per_doc = (chars - len(header) - len(question)) // 10 - 20
    docs = [f"Document {i}:\n{_prose(rng, per_doc)}" for i in range(1, 11)]
    text = header + "\n" + "\n\n".join(docs) + question
    return (text + " " * chars)[:chars] if len(text) < chars else text


def _median_ms(fn: Any, runs: int) -> float:
    for _ in range(5):
        fn()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def bench_speed(runs: int) -> dict[str, Any]:
    prompt = speed_prompt()
    result = normalize(prompt)
    assert sum(c.kind == "volatile" for c in result.changes) >= 4, "the prompt should carry volatile fields"
    assert any(c.kind == "documents" for c in result.changes), "the documents should be reordered"
    request = json.dumps({"model": "m", "messages": [{"role": "user", "content": prompt}]})
    normalize_ms = _median_ms(lambda: normalize(prompt), runs)
    full_ms = _median_ms(lambda: normalize(prompt, fast=False), runs)
    baseline_ms = _median_ms(lambda: json.loads(request), runs)
    return {"prompt_chars": len(prompt), "runs": runs, "normalize_median_ms": round(normalize_ms, 3),
            "no_prescan_median_ms": round(full_ms, 3),
            "baseline_json_loads_median_ms": round(baseline_ms, 3),
            "ratio_to_baseline": round(normalize_ms / baseline_ms, 1)}


# The tiny model's tokens per word for the proxy benchmark's words (docs/benchmarks.md, Proxy
# overhead), so `chat2k` here is the same ~2k-token chat the proxy benchmark sends.
CHAT_TOKENS_PER_WORD = 1.09


def _call(obj: dict[str, Any], fast: bool) -> Any:
    if "messages" in obj:
        return normalize_chat(obj["messages"], obj.get("tools"), fast=fast)
    return normalize(obj["prompt"], fast=fast)


def bench_requests(runs: int) -> dict[str, Any]:
    """Median microseconds per request of the proxy benchmark's workloads, pre-scan on and off,
    alternating call by call so both see the same machine state."""
    out: dict[str, Any] = {}
    for name in ("short", "chat2k"):
        objs = [json.loads(b) for b in workload(name, CHAT_TOKENS_PER_WORD, n=200)[1]]
        for obj in objs:
            assert _call(obj, True) == _call(obj, False), "the pre-scan must not change the output"
        times: dict[bool, list[float]] = {True: [], False: []}
        for k in range(max(runs, len(objs))):
            obj = objs[k % len(objs)]
            for fast in (True, False):
                t = time.perf_counter()
                _call(obj, fast)
                times[fast].append(time.perf_counter() - t)
        fast_us = statistics.median(times[True]) * 1e6
        full_us = statistics.median(times[False]) * 1e6
        out[name] = {"requests": len(objs), "calls": len(times[True]), "prescan_median_us": round(fast_us, 1),
                     "no_prescan_median_us": round(full_us, 1), "speedup": round(full_us / fast_us, 1)}
    return out


# -- shared prefix on a Zipf workload -------------------------------------------------------


def _zipf_draw(rng: random.Random, pool: int, k: int, s: float) -> list[int]:
    weights = [1.0 / (rank + 1) ** s for rank in range(pool)]
    chosen: list[int] = []
    while len(chosen) < k:
        i = rng.choices(range(pool), weights)[0]
        if i not in chosen:
            chosen.append(i)
    rng.shuffle(chosen)  # retrievers return them by score, which varies per query
    return chosen


def _prompt(docs: list[str], order: list[int], question: str, date: str | None) -> str:
    header = SYSTEM + (f"\nCurrent date: {date}" if date else "")
    body = "\n\n".join(f"Document {n}:\n{docs[i]}" for n, i in enumerate(order, 1))
    return f"{header}\n\n{body}\n\nQuestion: {question}"


class _LineTrie:
    """Longest shared prefix with any earlier prompt, counted in characters of whole lines."""

    def __init__(self) -> None:
        self.root: dict[str, Any] = {}

    def add(self, text: str) -> int:
        node, shared, matching = self.root, 0, True
        for line in text.split("\n"):
            nxt = node.get(line)
            if nxt is None:
                matching = False
                nxt = node[line] = {}
            elif matching:
                shared += len(line) + 1
            node = nxt
        return shared


def bench_prefix(requests: int, pool: int, k: int, s: float, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    docs = [_prose(rng, rng.randint(600, 1400)) for _ in range(pool)]
    draws = [(_zipf_draw(rng, pool, k, s), f"question {rng.randint(0, 10**6)}?",
              f"2026-11-{1 + i % 28:02d}T{i % 24:02d}:{i % 60:02d}:00Z") for i in range(requests)]
    out: dict[str, Any] = {"requests": requests, "pool": pool, "k": k, "zipf_s": s}

    def run(mode: str, with_date: bool) -> tuple[float, float]:
        trie, counts = _LineTrie(), Counter()
        shared_total = chars_total = 0
        for order, question, date in draws:
            text = _prompt(docs, order, question, date if with_date else None)
            if mode == "hash":
                text = normalize(text).text
            elif mode == "popularity":
                text = normalize(text, Policy(document_key=popularity_key(counts))).text
                for dl in find_lists(text):
                    counts.update(d.content_hash for d in documents_of(text, dl))
            shared_total += trie.add(text)
            chars_total += len(text)
        return shared_total / len(draws), shared_total / chars_total

    for mode in ("original", "hash", "popularity"):
        mean, frac = run(mode, with_date=False)
        out[mode] = {"mean_shared_prefix_chars": round(mean, 1), "shared_fraction": round(frac, 3)}
    for mode in ("original", "hash"):
        mean, frac = run(mode, with_date=True)
        out[f"{mode}_with_date"] = {"mean_shared_prefix_chars": round(mean, 1), "shared_fraction": round(frac, 3)}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="kvroute bench normalize", description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=300, help="timed runs for the speed median")
    p.add_argument("--requests", type=int, default=2000)
    p.add_argument("--pool", type=int, default=50, help="documents in the pool (N)")
    p.add_argument("--k", type=int, default=5, help="documents per request")
    p.add_argument("--zipf", type=float, default=1.1, help="Zipf exponent of document popularity")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print one JSON line instead of tables")
    args = p.parse_args(argv)
    speed = bench_speed(args.runs)
    requests = bench_requests(args.runs)
    prefix = bench_prefix(args.requests, args.pool, args.k, args.zipf, args.seed)
    if args.json:
        print(json.dumps({"speed": speed, "requests": requests, "prefix": prefix}))
        return 0
    print(f"speed: {speed['prompt_chars']}-char prompt, 10 documents, 4 volatile fields, {speed['runs']} runs")
    print(f"  normalize median        {speed['normalize_median_ms']:.3f} ms  (target <= 2 ms)")
    print(f"  baseline json.loads     {speed['baseline_json_loads_median_ms']:.3f} ms  "
          f"(normalize = {speed['ratio_to_baseline']}x)")
    print(f"  normalize, no pre-scan  {speed['no_prescan_median_ms']:.3f} ms")
    print("\nproxy benchmark requests (median per request, pre-scan on vs off, alternating):")
    for name, fn in (("short", "normalize"), ("chat2k", "normalize_chat")):
        r = requests[name]
        print(f"  {name:<7} {fn + '()':<17} {r['prescan_median_us']:>8.1f} us  no pre-scan "
              f"{r['no_prescan_median_us']:>8.1f} us  ({r['speedup']}x, {r['calls']} calls over {r['requests']} requests)")
    print(f"\nshared prefix: {prefix['requests']} requests, k={prefix['k']} of N={prefix['pool']} documents, "
          f"Zipf s={prefix['zipf_s']}")
    print(f"  {'order':<28} {'mean shared prefix (chars)':>28} {'shared fraction':>16}")
    for key, label in (("original", "as retrieved (no normalizer)"), ("hash", "hash order (default)"),
                       ("popularity", "popularity-first"),
                       ("original_with_date", "+date line, no normalizer"),
                       ("hash_with_date", "+date line, normalizer")):
        row = prefix[key]
        print(f"  {label:<28} {row['mean_shared_prefix_chars']:>28.1f} {row['shared_fraction']:>16.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
