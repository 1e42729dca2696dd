"""The drills' report: a table of every drill's result, and a plot of latency and success over time
per drill with the fault window shaded."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any


def _ms(p: dict[str, Any]) -> str:
    return f"{p['p50_ms'] or '-'}/{p['p99_ms'] or '-'}"


def table(results: list[dict[str, Any]]) -> str:
    head = ("drill", "sent", "ok", "unary fail", "stream err", "torn/hung", "refused", "retried", "failover",
            "detect s", "recover s", "p50/p99 ms before", "during", "after", "index=snap", "invariants")
    rows = [head]
    for r in results:
        q, lat = r["requests"], r["latency_ms"]
        bad = [k for k, ok in r["invariants"].items() if not ok]
        idx = "-" if r["index"] is None else ("yes" if r["index"]["equal"] else "NO")
        rows.append((r["drill"], str(q["sent"]), str(q["ok"]), str(q["unary_failed"]),
                     str(q["stream_error_events"] + q["stream_http_errors"]), str(q["torn_or_hung"]),
                     str(q["refused"]), str(r["retried"]), str(r["failovers"]),
                     "-" if r["detect_s"] is None else f"{r['detect_s']:.2f}",
                     "-" if r["recover_s"] is None else f"{r['recover_s']:.2f}",
                     _ms(lat["before"]), _ms(lat["during"]), _ms(lat["after"]), idx,
                     "ok" if not bad else "FAIL: " + ",".join(bad)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in rows)


def plot(results: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cols = 3
    rows = math.ceil(len(results) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(6 * cols, 3.2 * rows), squeeze=False)
    for ax, r in zip(axes.flat, results, strict=False):
        pts = r["series"]
        ok = [(t, lat) for t, lat, o, _ in pts if o == "ok"]
        bad = [(t, lat) for t, lat, o, _ in pts if o != "ok"]
        if ok:
            ax.scatter(*zip(*ok, strict=True), s=3, c="tab:blue", label="ok")
        if bad:
            ax.scatter(*zip(*bad, strict=True), s=12, c="tab:red", marker="x", label="not ok")
        ax.set_yscale("log")
        ax.set_ylabel("latency ms")
        a, b = r["t_fault_s"], max(r["t_clear_s"], r["t_fault_s"] + 0.3)
        ax.axvspan(a, b, color="orange", alpha=0.25, label="fault")
        end = r["t_end_s"]
        bins = [0] * (int(end) + 1)
        good = [0] * (int(end) + 1)
        for t, _, o, _ in pts:
            k = min(int(t), len(bins) - 1)
            bins[k] += 1
            good[k] += o == "ok"
        ax2 = ax.twinx()
        ax2.plot([k + 0.5 for k in range(len(bins))], [g / n if n else float("nan") for g, n in zip(good, bins,
                 strict=True)], color="tab:green", lw=1.2, label="success share")
        ax2.set_ylim(0, 1.05)
        ax2.set_ylabel("success", color="tab:green")
        ax.set_title(r["drill"], fontsize=10)
        ax.set_xlabel("s")
    for ax in list(axes.flat)[len(results):]:
        ax.axis("off")
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)
