"""The replay check's verdict table and plot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.replay import log
from bench.replay.compare import Comparison


def verdict_table(cmp: Comparison, sim: dict[str, dict[str, Any]], real: dict[str, dict[str, Any]]) -> list[str]:
    """The markdown verdict table, then the orders and the verdict."""
    lines = ["| policy | sim hit rate [seed range] | real hit rate | real - sim | within ±tol | rank sim / real "
             "| load max/mean sim / real | TTFT p50 ms sim / real | TTFT p99 ms sim / real |", "|" + "---|" * 9]
    for p in cmp.sim_order:
        s, r = sim[p], real[p]
        lines.append(f"| {p} | {s['hit_rate']:.3f} [{s['hit_rate_min']:.3f}, {s['hit_rate_max']:.3f}] | "
                     f"{r['hit_rate']:.3f} | {cmp.diff[p]:+.3f} | {'yes' if cmp.within[p] else '**no**'} | "
                     f"{cmp.sim_order.index(p) + 1} / {cmp.real_order.index(p) + 1} | "
                     f"{s['load_max_over_mean']:.2f} / {r['load_max_over_mean']:.2f} | "
                     f"{s['ttft_p50_s'] * 1e3:.0f} / {r['ttft_p50_s'] * 1e3:.0f} | "
                     f"{s['ttft_p99_s'] * 1e3:.0f} / {r['ttft_p99_s'] * 1e3:.0f} |")
    conflicts = ", ".join(f"{a} vs {b}" for a, b in cmp.conflicts) or "none"
    lines += ["", f"order by hit rate: simulator {' > '.join(cmp.sim_order)}; real {' > '.join(cmp.real_order)} "
              f"({'same order' if cmp.same_order else 'different order'}); ranking conflicts beyond "
              f"±{cmp.tolerance:g}: {conflicts}",
              f"verdict: {'AGREE' if cmp.agree else 'DISAGREE'} (every |real - sim| <= {cmp.tolerance:g} and no "
              "ranking conflict)"]
    return lines


def plot(cmp: Comparison, sim: dict[str, dict[str, Any]], real: dict[str, dict[str, Any]], path: Path) -> bool:
    """Side-by-side hit-rate bars per policy, and cumulative hit rate over the requests."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib is not installed: no plot")
        return False
    pols = list(cmp.sim_order)
    fig, (a, b) = plt.subplots(1, 2, figsize=(13, 4.8))
    xs = range(len(pols))
    sim_h = [sim[p]["hit_rate"] for p in pols]
    err = [[max(0.0, sim[p]["hit_rate"] - sim[p]["hit_rate_min"]) for p in pols],
           [max(0.0, sim[p]["hit_rate_max"] - sim[p]["hit_rate"]) for p in pols]]
    a.bar([x - 0.2 for x in xs], sim_h, 0.4, yerr=err, capsize=4, label="simulator (mean, seed range)")
    a.bar([x + 0.2 for x in xs], [real[p]["hit_rate"] for p in pols], 0.4, label="real proxy + engines")
    a.set_xticks(list(xs), pols)
    a.set(ylabel="prefix-cache hit rate", title=f"Hit rate per policy (tolerance ±{cmp.tolerance:g})")
    for i, (side, style) in enumerate(((real, "-"), (sim, "--"))):
        for j, p in enumerate(pols):
            c, n, acc_c, acc_n, ys = side[p]["per_request_cached"], side[p]["per_request_prompt"], 0, 0, []
            for ci, ni in zip(c, n, strict=True):
                acc_c, acc_n = acc_c + ci, acc_n + ni
                ys.append(acc_c / max(1, acc_n))
            b.plot(range(1, len(ys) + 1), ys, style, color=f"C{j}",
                   label=f"{p} ({'real' if i == 0 else 'simulator'})")
    b.set(xlabel="request (trace order)", ylabel="cumulative hit rate", title="Hit rate over the requests")
    for ax in (a, b):
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    log(f"wrote {path}")
    return True
