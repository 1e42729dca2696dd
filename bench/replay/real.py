"""The real side: one policy through the real proxy in front of fresh replicas, its accounting
checked and summarized in the simulator's terms."""

from __future__ import annotations

import argparse
import asyncio
import math
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.load_client import pct
from bench.replay import log
from bench.replay.client import Answer, replay
from bench.replay.cluster import Cluster


def check_bookkeeping(answers: Sequence[Answer], prompts: Sequence[Sequence[int]], outputs: Sequence[int],
                      backends: Sequence[str]) -> list[str]:
    """What is wrong with a run's accounting: unanswered requests, prompt or output tokens that
    differ from what was sent, answers from no known replica, routed counts that do not add up."""
    problems = []
    for i, (a, p, o) in enumerate(zip(answers, prompts, outputs, strict=True)):
        if a.status != 200 or a.error:
            problems.append(f"request {i}: status {a.status} {a.error}")
        elif a.prompt_tokens != len(p) or a.completion_tokens != o:
            problems.append(f"request {i}: usage {a.prompt_tokens}+{a.completion_tokens}, sent {len(p)}+{o}")
        elif a.backend not in backends:
            problems.append(f"request {i}: answered by {a.backend!r}, not a replica")
        elif not 0 <= a.cached_tokens < a.prompt_tokens:
            problems.append(f"request {i}: {a.cached_tokens} cached of {a.prompt_tokens}")
    routed = sum(1 for a in answers if a.backend in backends)
    if not problems and routed != len(prompts):
        problems.append(f"{routed} requests routed, {len(prompts)} sent")
    return problems


def summarize_real(policy: str, answers: Sequence[Answer], backends: Sequence[str], wall_s: float) -> dict[str, Any]:
    n = len(answers)
    routed = [sum(1 for a in answers if a.backend == b) for b in backends]
    ttft = [a.ttft_s for a in answers if not math.isnan(a.ttft_s)]
    prompt, cached = sum(a.prompt_tokens for a in answers), sum(a.cached_tokens for a in answers)
    return {"policy": policy, "requests": n, "answered": sum(1 for a in answers if a.status == 200 and not a.error),
            "prompt_tokens": prompt, "cached_tokens": cached, "hit_rate": cached / prompt if prompt else 0.0,
            "completion_tokens": sum(a.completion_tokens for a in answers),
            "ttft_p50_s": pct(ttft, 0.5) if ttft else 0.0, "ttft_p99_s": pct(ttft, 0.99) if ttft else 0.0,
            "load_max_over_mean": max(routed) / (n / len(backends)) if n else 0.0, "routed": routed,
            "send_lag_p99_s": pct([a.lag_s for a in answers], 0.99) if n else 0.0, "wall_s": wall_s,
            "per_request_cached": [a.cached_tokens for a in answers],
            "per_request_prompt": [a.prompt_tokens for a in answers],
            "per_request_replica": [backends.index(a.backend) if a.backend in backends else -1 for a in answers]}


def run_real(policy: str, args: argparse.Namespace, knobs: dict[str, float | int], prompts: list[list[int]],
             outputs: list[int], arrivals: list[float], logdir: Path) -> tuple[dict[str, Any], list[str]]:
    """One policy through the real proxy in front of freshly started replicas."""
    log(f"{policy}: starting {args.replicas} replicas ({args.capacity_blocks} KV blocks each) and the proxy")
    with Cluster(args.replicas, args.capacity_blocks, policy, knobs, logdir, policy) as c:
        assert c.proxy is not None
        backends = [e.url for e in c.engines]
        t0 = time.perf_counter()
        answers = asyncio.run(replay(c.proxy.url + "/v1/completions", prompts, outputs, arrivals, f"real {policy}"))
        wall = time.perf_counter() - t0
        decisions = c.route_decisions()
    problems = check_bookkeeping(answers, prompts, outputs, backends)
    out = summarize_real(policy, answers, backends, wall)
    out["route_decisions"] = decisions
    log(f"real {policy}: hit rate {out['hit_rate']:.3f}, load max/mean {out['load_max_over_mean']:.2f}, TTFT p50 "
        f"{out['ttft_p50_s'] * 1e3:.0f} ms p99 {out['ttft_p99_s'] * 1e3:.0f} ms, {wall:.0f}s"
        + (f", {len(problems)} bookkeeping problems" if problems else ""))
    return out, problems
