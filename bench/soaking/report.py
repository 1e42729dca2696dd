"""The soak's report: the plot (sweep, RSS and latency over the soak), the docs section, the console
summary, and whether every check passed."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.docs import measured, rerun_command
from bench.soaking.soak import P99_DRIFT, RSS_FLAT
from bench.soaking.sweep import RatePoint


def plot(points: Sequence[RatePoint], knee: float | None, bound_ms: float, result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a, b, c) = plt.subplots(3, 1, figsize=(10, 12))
    xs = [p.offered for p in points]
    a.plot(xs, [p.p50_ms for p in points], "o-", label="p50")
    a.plot(xs, [p.p99_ms for p in points], "s-", label="p99")
    a.axhline(bound_ms, color="grey", ls=":", label=f"p99 bound {bound_ms:.1f} ms")
    if knee is not None:
        a.axvline(knee, color="red", ls="--", label=f"knee {knee:g} req/s")
        a.axvline(result["rate"], color="green", ls="--", label=f"soak {result['rate']:g} req/s")
    a.set(xscale="log", yscale="log", xlabel="offered req/s (Poisson)", ylabel="latency, ms",
          title="Sweep through the proxy: latency vs offered rate")
    a2 = a.twinx()
    a2.plot(xs, [p.achieved_rps / p.offered for p in points], "^:", color="purple", label="achieved / offered")
    a2.set(ylabel="achieved / offered", ylim=(0, 1.2))
    a.legend(loc="upper left", fontsize=8)
    a2.legend(loc="lower right", fontsize=8)
    samples = result["samples"]
    ts = [s["t"] / 60 for s in samples]
    for name in samples[0]["rss_mib"]:
        b.plot(ts, [s["rss_mib"][name] for s in samples], label=name)
    b.set(xlabel="soak time, min", ylabel="RSS, MiB", yscale="log", title="Resident memory of every process")
    b.legend(fontsize=8, ncol=3)
    c.plot(ts, [s["p99_ms"] for s in samples], label="p99 (bulk)")
    c.plot(ts, [s["p50_ms"] for s in samples], label="p50 (bulk)")
    if result["engine_rate"]:
        c.plot(ts, [s["engine"]["p99_ms"] for s in samples], ":", label="p99 (kv tenant, engine)")
    if result["probe_rate"]:
        c.plot(ts, [s["direct"]["p99_ms"] for s in samples], "--", color="grey",
               label="p99 straight to stub0, no proxy (control)")
    c.set(xlabel="soak time, min", ylabel="latency, ms", yscale="log",
          title=f"Latency per {result['sample_s']:g} s window at {result['rate']:g} req/s")
    c.legend(fontsize=8)
    for ax in (a, b, c):
        ax.grid(alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def markdown(report: dict[str, Any], argv: list[str]) -> str:
    """The body of the "## Load and soak" section (bench/docs.py's `publish` heads it with the title)."""
    a, v, leak, res = report["args"], report["verdicts"], report["leak_check"], report["soak"]
    backend = "fast stubs" if a["backend"] == "stub" else "tiny engines"
    lines = [*measured(f"{a['replicas']} {backend}, proxy and load generator each a process",
                       rerun_command("bench.soak", argv)),
             f"Open loop: Poisson arrivals at a fixed offered rate, each request unique, {report['mix']} "
             f"(chat2k: ~2048-token chats, {report['tokens_per_word']:.2f} tokens/word) through the proxy to "
             f"{a['replicas']} {backend}. Latency runs from a request's scheduled arrival to the last byte of its "
             f"answer. Rule: {report['knee_rule']}.", "",
             "| offered req/s | sent req/s | achieved req/s | p50 ms | p99 ms | generator lag p99 ms | errors | |",
             "|---|---|---|---|---|---|---|---|"]
    for p in report["sweep"]:
        lines.append(f"| {p['offered']:g} | {p['sent_rps']:.0f} | {p['achieved_rps']:.0f} | {p['p50_ms']:.2f} | "
                     f"{p['p99_ms']:.2f} | {p['lag_p99_ms']:.2f} | {p['errors']} | "
                     f"{'knee' if p['offered'] == report['knee'] else 'ok' if p['passed'] else 'past the knee'} |")
    knee = f"{report['knee']:g} req/s" if report["knee"] is not None else "not found (soak at 80% of the lowest rate)"
    engine = (f", plus {res['engine_rate']:g} req/s of the `kv` tenant on one tiny engine (a fifth of them 64-token "
              "streams the client drops after the first bytes)" if res["engine_rate"] else "")
    lines += ["", f"Knee: {knee}. Soak: {res['rate']:g} req/s for {res['duration_s'] / 60:g} min after "
              f"{a['soak_warmup_s']:g} s unmeasured{engine}; routing "
              f"caches capped at {a['routing_cache_mib']} MiB (`limits.routing_cache_bytes`) so they fill during "
              f"warm-up. Every {res['sample_s']:g} s: VmRSS of every process, the window's latency and errors, the "
              "proxy's gauges. RSS growth is the last minute's median over the first minute's "
              f"(spans of {v['edge_s']:.0f} s); flat means within {RSS_FLAT:.0%}.", "",
              "| process | RSS first span MiB | RSS last span MiB | growth | flat |", "|---|---|---|---|---|"]
    for name, r in v["rss"].items():
        lines.append(f"| {name} | {r['first_mib']:.1f} | {r['last_mib']:.1f} | {r['growth']:+.1%} | "
                     f"{'yes' if r['flat'] else 'NO'} |")
    t, e = res["total"], res["engine_total"]
    caches = [s["routing_cache_bytes"] for s in res["samples"] if s["routing_cache_bytes"] is not None]
    conns = [s["open_connections"] for s in res["samples"] if s["open_connections"] is not None]
    lines += ["", "| soak | |", "|---|---|",
              f"| requests answered (bulk) | {t['answered']} |",
              f"| p50 / p99 / p99.9 over the soak | {t['p50_ms']:.2f} / {t['p99_ms']:.2f} / {t['p999_ms']:.2f} ms |",
              f"| window p99: first / last window | {v['p99_first_window_ms']:.2f} / "
              f"{v['p99_last_window_ms']:.2f} ms |",
              f"| window p99: first / last span median (stable: the last within {P99_DRIFT:g}x the first) | "
              f"{v['p99_first_span_ms']:.2f} / {v['p99_last_span_ms']:.2f} ms, "
              f"{'stable' if v['p99_stable'] else 'NOT stable'} |",
              *([f"| control: window p99 of {res['probe_rate']:g} req/s short prompts straight to stub0 (no proxy), "
                 f"first / last span median | {v['direct_p99_first_span_ms']:.2f} / "
                 f"{v['direct_p99_last_span_ms']:.2f} ms |"] if res["probe_rate"] else []),
              f"| errors (bulk, kv, unanswered at the end) | {t['errors']}, {e['errors']}, "
              f"{res['unanswered_at_end']} |"]
    if res["engine_rate"]:
        lines.append(f"| kv tenant on the engine: answered, dropped on purpose, p50 / p99 | {e['answered']}, "
                     f"{e['dropped']}, {e['p50_ms']:.1f} / {e['p99_ms']:.1f} ms |")
    if caches:
        lines.append(f"| proxy routing_cache_bytes: first / max / last window | {caches[0] / 2**20:.1f} / "
                     f"{max(caches) / 2**20:.1f} / {caches[-1] / 2**20:.1f} MiB |")
    if conns:
        lines.append(f"| proxy open_connections (api): min / max over windows | {min(conns):.0f} / {max(conns):.0f} |")
    cpu = [(s["cpu_cores"]["proxy"], s["sent"] / res["sample_s"]) for s in res["samples"]
           if s["cpu_cores"].get("proxy") is not None and s["sent"]]
    if cpu:
        cores = statistics.median(c for c, _ in cpu)
        per_req = statistics.median(c / r * 1e6 for c, r in cpu)
        lines.append(f"| proxy CPU, median window | {cores:.2f} cores, {per_req:.0f} us per request |")
    lines += ["", "KV leak check, idle after the soak (the engine's own accounting through `/debug/kv_accounting` of "
              "bench/soaking/accounting.py's engine wrapper, and its public `/kv/info` and `/kv/snapshot`):",
              "",
              "| engine | requests | aborted | blocks evicted | prompt tokens from cache | total | free | cached "
              "| in use | check |", "|---|---|---|---|---|---|---|---|---|---|"]
    for name, eng in leak["engines"].items():
        acc, w = eng["accounting"], eng["work"]
        lines.append(f"| {name} | {w['finished']:.0f} | {w['aborted']:.0f} | {w['evicted_blocks']:.0f} | "
                     f"{w['cached_prompt_tokens']:.0f} | {acc['total']} | {acc['free']} | {acc['cached']} | "
                     f"{acc['in_use']} | {'passed' if all(eng['checks'].values()) else 'FAILED'} |")
    p = leak["proxy"]
    lines += ["", f"Proxy after the soak: in-flight {p['in_flight_requests']:g}, admitted {p['admitted_requests']:g}, "
              f"open API connections {p['open_connections_api']:g}. "
              + ("Leak check passed." if leak["passed"] else "Leak check FAILED: " + "; ".join(leak["failures"])), "",
              "![load and soak](img/soak.png)", "",
              "The plot (`bench/out/soak.png`): the sweep with the knee marked, RSS of every process and p99 per "
              "window over the soak."]
    return "\n".join(lines) + "\n"


def passed(report: dict[str, Any]) -> bool:
    v = report["verdicts"]
    return (report["knee"] is not None or not report["sweep"]) and v["rss_flat"] and v["p99_stable"] \
        and v["errors"] == 0 and report["leak_check"]["passed"]


def summary(report: dict[str, Any]) -> str:
    v, leak, res = report["verdicts"], report["leak_check"], report["soak"]
    lines = [f"knee: {report['knee']} req/s ({report['knee_rule']})",
             f"soak: {res['rate']:g} req/s for {res['duration_s']:g} s, {res['total']['answered']} answered, "
             f"p50 {res['total']['p50_ms']:.2f} ms p99 {res['total']['p99_ms']:.2f} ms, errors {v['errors']}"]
    for name, r in v["rss"].items():
        lines.append(f"  RSS {name:8} {r['first_mib']:7.1f} -> {r['last_mib']:7.1f} MiB ({r['growth']:+.1%}) "
                     f"{'flat' if r['flat'] else 'NOT FLAT'}")
    lines.append(f"p99 first/last span median {v['p99_first_span_ms']:.2f} / {v['p99_last_span_ms']:.2f} ms: "
                 f"{'stable' if v['p99_stable'] else 'NOT STABLE'} (first/last window {v['p99_first_window_ms']:.2f} / "
                 f"{v['p99_last_window_ms']:.2f} ms)")
    if res["probe_rate"]:
        lines.append(f"control (straight to stub0, no proxy) p99 first/last span median "
                     f"{v['direct_p99_first_span_ms']:.2f} / {v['direct_p99_last_span_ms']:.2f} ms")
    for name, eng in leak["engines"].items():
        acc = eng["accounting"]
        w = eng["work"]
        lines.append(f"KV {name}: total {acc['total']} = free {acc['free']} + cached {acc['cached']} + in use "
                     f"{acc['in_use']}; invariant check {'passed' if acc['invariant_error'] is None else 'FAILED'} "
                     f"(after {w['finished']:.0f} requests, {w['aborted']:.0f} aborted, {w['evicted_blocks']:.0f} "
                     f"blocks evicted, {w['cached_prompt_tokens']:.0f} prompt tokens from cache)")
    lines.append("leak check: " + ("passed" if leak["passed"] else "FAILED: " + "; ".join(leak["failures"])))
    return "\n".join(lines)
