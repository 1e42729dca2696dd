"""The benchmark's report: the attribution table, the timing text and the TTFT CDF plot."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.docs import measured, rerun_command
from bench.isolation.attribution import Attribution
from bench.isolation.client import Answer
from bench.isolation.stats import ALPHA, POWER, ttfts
from bench.isolation.tenancy import GROUP_SCOPE, Tenancy

TITLE = "## Tenant isolation under attack"


def print_workload(table: dict[str, dict[str, Attribution]], tenancy: Tenancy) -> list[str]:
    """The attribution table of the randomized workload, a row per tenant (markdown lines)."""
    lines = ["| tenant | isolation | requests | prompt tokens | cached: own | cached: group mate | "
             "cached: other tenants | requests probing others' prefixes | predicted: other tenants |",
             "|---|---|---|---|---|---|---|---|---|"]
    for tenant in tenancy.isolation:
        c, p = table["cached"].get(tenant), table["predicted"].get(tenant)
        if c is None or p is None:
            continue
        lines.append(f"| {tenant} | {tenancy.isolation[tenant]} | {c.requests} | {c.prompt_tokens} | {c.own} | "
                     f"{c.group_mate} | **{c.other_tenants}** | {c.cross_requests} | {p.other_tenants} |")
    return lines


def plot(samples: Sequence[Answer], path: Path, title: str) -> None:
    """The TTFT CDFs of cold, probe and hit, as a PNG at `path`."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2))
    styles = {"cold": ("tab:blue", "-", "cold: B, fresh prompt"), "probe": ("tab:red", "--", "probe: B, A's prompt"),
              "hit": ("tab:green", "-", "hit: A, its own prompt again")}
    for kind, (color, ls, label) in styles.items():
        xs = np.sort(ttfts(samples, kind)) * 1e3
        ax.step(xs, np.arange(1, len(xs) + 1) / len(xs), where="post", color=color, linestyle=ls, label=label)
    ax.set_xlabel("time to first token (ms)")
    ax.set_ylabel("fraction of requests")
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)


def _timing_lines(r: dict[str, Any]) -> list[str]:
    """The timing probe's table and sentences from `analyse`'s result (with its tokenizer channel)."""
    ms, mde, pr = r["median_ms"], r["min_detectable_shift"], r["paired"]
    pc, hc, shift = r["ks_probe_vs_cold"], r["ks_hit_vs_cold"], r["probe_minus_cold_median_ms"]
    route, tc = r["routing"], r["tokenizer_channel"]
    paired_mde_ms = pr["min_detectable_shift"]["seconds"] * 1e3
    tokenizer_ms = 2 * (tc["other_scope_us"] - tc["fresh_us"]) / 1e3  # probe - cold, proxy and engine
    rows = [("cold", "B, a fresh prompt of the same length", ""),
            ("probe", "B, exactly A's prompt", f"D = {pc['D']:.3f}, p = {pc['p']:.3g}"),
            ("hit", "A, its own prompt again", f"D = {hc['D']:.3f}, p = {hc['p']:.3g}")]
    return [
        "| kind | who sends what | p10 | median | p90 | KS vs cold |", "|---|---|---|---|---|---|",
        *(f"| {k} | {who} | {r['p10_ms'][k]:.1f} ms | {ms[k]:.1f} ms | {r['p90_ms'][k]:.1f} ms | {test} |"
          for k, who, test in rows),
        "",
        "Two-sample Kolmogorov-Smirnov, two-sided (scipy, exact p where it computes one): with "
        f"{r['n']['probe']} samples per kind it rejects at alpha {ALPHA} from D >= {r['ks_critical_d']:.3f}. Its "
        f"power, by simulation (smoothed bootstrap of the measured cold times, {mde['sims']} runs per step): "
        f"a shift of the cold distribution by **{mde['fraction']:.1%} of its median ({mde['seconds'] * 1e3:.2f} ms)** "
        f"is detected with {POWER:.0%} power (false positives at no shift: {mde['false_positive_rate']:.1%}). "
        "A cache hit is "
        f"{1 - ms['hit'] / ms['cold']:.0%} faster and {'' if hc['p'] < ALPHA else 'NOT '}detected (p = {hc['p']:.2g}); "
        f"the probe is {'' if pc['p'] < ALPHA else 'not '}told apart from a cold prompt (p = {pc['p']:.2g}; median "
        f"probe - cold {shift['estimate']:+.2f} ms, 95% bootstrap interval {shift['ci95'][0]:+.2f} to "
        f"{shift['ci95'][1]:+.2f} ms).",
        "",
        "Paired per trial (probe and cold have the same length, so length and drift cancel): median probe - cold "
        f"{pr['median_difference_ms']:+.2f} ms (95% interval {pr['ci95_ms'][0]:+.2f} to {pr['ci95_ms'][1]:+.2f} ms), "
        f"Wilcoxon signed-rank p = {pr['wilcoxon_p']:.2g}; this test detects a shift of **{paired_mde_ms:.2f} ms** "
        f"({paired_mde_ms / ms['cold']:.1%} of the cold median) with {POWER:.0%} power (false positives at no shift: "
        f"{pr['min_detectable_shift']['false_positive_rate']:.1%}).",
        "",
        "Routing (`x-kvroute-backend`): the probe landed on the replica holding A's prompt in "
        f"{route['on_victims_replica']['probe']}/{route['of']['probe']} trials, the cold prompt in "
        f"{route['on_victims_replica']['cold']}/{route['of']['cold']} (Fisher exact p = {route['fisher_p']:.2g}).",
        "",
        f"The tokenizer's caches (protocol.tokenization; the proxy and the engine each tokenize every prompt) "
        f"are scoped by cache salt too, and the BPE model's own word cache (shared by all salts) is off: a {tc['tokens']}-token chat prompt another tenant sent before tokenizes in "
        f"{tc['other_scope_us']:.0f} us, a fresh one in {tc['fresh_us']:.0f} us, the tenant's own repeat in "
        f"{tc['own_scope_us']:.0f} us; twice (proxy and engine) probe - cold is {tokenizer_ms:+.2f} ms, "
        f"{'below' if abs(tokenizer_ms) < paired_mde_ms else 'within'} what the paired test resolves here.",
    ]


def report_lines(args: argparse.Namespace, argv: list[str], table: dict[str, dict[str, Attribution]],
                 tenancy: Tenancy, result: dict[str, Any], failures: list[str]) -> list[str]:
    """The whole report, as docs/benchmarks.md holds it."""
    lines = measured(f"{args.model}, {args.replicas} replicas, {args.threads} thread(s) each",
                     rerun_command("bench.isolation_probe", argv))
    lines += [f"Randomized workload: {args.requests} chat requests, {args.concurrency} in flight, from 4 private "
              f"tenants and a `{GROUP_SCOPE}` pair, over {args.templates} shared system prompts. Cached tokens "
              "(the replica's count) by whose earlier prompt explains them:", ""]
    lines += print_workload(table, tenancy)
    lines += ["", f"Timing probe: {result['n']['probe']} trials, each a fresh {args.min_tokens}-{args.max_tokens}-"
                  "token prompt tenant A sent first; time to first token, streaming, the three kinds in random order. "
                  f"Before them, {args.route_checks} route-checked trials (not timed: the question runs the proxy's "
                  "pipeline on the probe's text, warming its caches for it) asked /debug/route what B's probe and "
                  "A's repeat could match on any replica: 0 tokens for every probe, more than 0 for every repeat.",
              ""]
    lines += _timing_lines(result)
    lines += ["", "Isolation checks: " + ("all hold." if not failures else "FAILED: " + "; ".join(failures))]
    return lines
