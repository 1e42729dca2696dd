"""The soak: a fixed rate below the knee for many minutes, sampled every few seconds (latency, errors,
every process's RSS and CPU, the proxy's gauges), and whether anything grew."""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from bench.load_client import pct
from bench.procs import cpu_seconds, rss_bytes
from bench.soaking.client import Client
from bench.soaking.cluster import Cluster
from bench.soaking.metrics import metric, scrape
from bench.soaking.openloop import close, poisson, settle
from bench.soaking.recorder import Recorder
from bench.soaking.templates import Template

P99_DRIFT = 1.5
RSS_FLAT = 0.10


def _mib(x: float | None) -> float | None:
    return None if x is None else x / 2**20


async def soak(cl: Cluster, templates: Sequence[Template], kv: Sequence[Template], rate: float, engine_rate: float,
               duration: float, sample_s: float, ids: Iterator[int], probe_rate: float = 20.0,
               progress: Callable[[str], None] = print) -> dict[str, Any]:
    """`rate` req/s of `templates` (and `engine_rate` of `kv` when there is a kv engine) for
    `duration` s, sampled every `sample_s` s. With stubs, `probe_rate` req/s of short prompts also go
    straight to stub0, not through the proxy: the control, what the machine and this generator add
    to latency by themselves (a p99 that moves with it is the machine's, not the proxy's)."""
    stub = next((p.url for name, p in cl.replicas.items() if name.startswith("stub")), None)
    probe_rate = probe_rate if stub is not None else 0.0
    bulk_client, kv_client = Client(cl.proxy_port), Client(cl.proxy_port, max_conns=32)
    probe_client = Client(int(stub.rsplit(":", 1)[1]) if stub else 0, max_conns=16)
    bulk, kvrec, probe = Recorder(), Recorder(), Recorder()
    pids = cl.pids()
    samples: list[dict[str, Any]] = []
    n_windows = max(1, round(duration / sample_s))

    async def sampler() -> None:
        start = time.perf_counter()
        cpu0 = {n: cpu_seconds(pid) for n, pid in pids.items()}
        for k in range(1, n_windows + 1):
            await asyncio.sleep(max(0.0, start + k * sample_s - time.perf_counter()))
            w, e, d = bulk.take(), kvrec.take(), probe.take()
            elapsed = time.perf_counter() - start
            cpu1 = {n: cpu_seconds(pid) for n, pid in pids.items()}
            try:
                m = await asyncio.to_thread(scrape, cl.admin_url)
            except OSError:
                m = {}
            caches = {labels.split('"')[1]: v for (n, labels), v in m.items()
                      if n == "kvroute_proxy_routing_cache_bytes"}
            s = {"t": round(elapsed, 2), "sent": w.sent, "answered": len(w.lat), "errors": w.n_errors,
                 "error_kinds": {str(k): v for k, v in w.errors.items()},
                 "p50_ms": pct(w.lat, .5) * 1e3, "p99_ms": pct(w.lat, .99) * 1e3, "lag_p99_ms": pct(w.lag, .99) * 1e3,
                 "outstanding": bulk.outstanding,
                 "engine": {"sent": e.sent, "answered": len(e.lat), "errors": e.n_errors, "dropped": e.abandoned,
                            "p50_ms": pct(e.lat, .5) * 1e3, "p99_ms": pct(e.lat, .99) * 1e3},
                 "direct": {"answered": len(d.lat), "errors": d.n_errors, "p50_ms": pct(d.lat, .5) * 1e3,
                            "p99_ms": pct(d.lat, .99) * 1e3},
                 "rss_mib": {n: _mib(rss_bytes(pid)) for n, pid in pids.items()},
                 "cpu_cores": {n: None if cpu0[n] is None or cpu1[n] is None else (cpu1[n] - cpu0[n]) / sample_s
                               for n in pids},
                 "open_connections": metric(m, "kvroute_proxy_open_connections", 'listener="api"') if m else None,
                 "routing_cache_bytes": sum(caches.values()) if m else None, "routing_caches": caches}
            cpu0 = cpu1
            samples.append(s)
            rss = " ".join(f"{n} {v:.0f}" for n, v in s["rss_mib"].items() if v is not None)
            kv_line = (f" | kv {len(e.lat)} ok {e.abandoned} dropped {e.n_errors} errors "
                       f"p99 {s['engine']['p99_ms']:.0f} ms" if cl.kv_engine is not None and engine_rate > 0 else "")
            direct = f" | direct p99 {s['direct']['p99_ms']:.2f} ms" if probe_rate else ""
            progress(f"soak {_clock(elapsed)}/{_clock(duration)} {w.sent / sample_s:6.0f} req/s "
                     f"p50 {s['p50_ms']:6.2f} ms p99 {s['p99_ms']:6.2f} ms errors {w.n_errors}{direct}{kv_line} | "
                     f"RSS MiB {rss} | api conns "
                     f"{s['open_connections'] or 0:.0f} routing caches {_mib(s['routing_cache_bytes']) or 0:.1f} MiB")

    rng = random.Random(1)
    tasks = [poisson(bulk_client, bulk, templates, rate, duration, rng, ids), sampler()]
    if cl.kv_engine is not None and engine_rate > 0:
        tasks.append(poisson(kv_client, kvrec, kv, engine_rate, duration, random.Random(2), ids))
    if probe_rate:
        shorts = [t for t in templates if t.kind == "short"]
        tasks.append(poisson(probe_client, probe, shorts, probe_rate, duration, random.Random(3), ids))
    await asyncio.gather(*tasks)
    left = await settle([bulk, kvrec], 10.0)
    errors, kv_errors = Counter(bulk.errors), Counter(kvrec.errors)
    await settle([probe], 5.0)
    await close([bulk_client, kv_client, probe_client])
    return {"rate": rate, "engine_rate": engine_rate if cl.kv_engine else 0.0, "probe_rate": probe_rate,
            "duration_s": duration,
            "sample_s": sample_s, "samples": samples, "unanswered_at_end": left,
            "total": {"answered": bulk.hist.n, "p50_ms": bulk.hist.quantile(.5) * 1e3,
                      "p99_ms": bulk.hist.quantile(.99) * 1e3, "p999_ms": bulk.hist.quantile(.999) * 1e3,
                      "errors": errors.total(), "error_kinds": {str(k): v for k, v in errors.items()}},
            "engine_total": {"answered": kvrec.hist.n, "p50_ms": kvrec.hist.quantile(.5) * 1e3,
                             "p99_ms": kvrec.hist.quantile(.99) * 1e3, "dropped": kvrec.abandoned,
                             "errors": kv_errors.total(), "error_kinds": {str(k): v for k, v in kv_errors.items()}}}


def _clock(s: float) -> str:
    return f"{round(s) // 60}:{round(s) % 60:02d}"


def edge_s(duration: float) -> float:
    """The span compared at each end of the soak: a minute, or a third of a soak under 3 minutes."""
    return min(60.0, duration / 3)


def verdicts(result: dict[str, Any]) -> dict[str, Any]:
    """RSS growth of each process (first vs last span's median), p99 first vs last, errors."""
    samples, duration = result["samples"], result["duration_s"]
    edge = edge_s(duration)
    slack = result["sample_s"] / 2
    first = [s for s in samples if s["t"] <= edge + slack] or samples[:1]
    last = [s for s in samples if s["t"] >= duration - edge - slack] or samples[-1:]
    rss = {}
    for name in samples[0]["rss_mib"]:
        a = statistics.median(s["rss_mib"][name] for s in first if s["rss_mib"][name] is not None)
        b = statistics.median(s["rss_mib"][name] for s in last if s["rss_mib"][name] is not None)
        rss[name] = {"first_mib": a, "last_mib": b, "growth": (b - a) / a, "flat": abs(b - a) / a <= RSS_FLAT}
    p99_first = statistics.median(s["p99_ms"] for s in first)
    p99_last = statistics.median(s["p99_ms"] for s in last)
    direct = [statistics.median(s["direct"]["p99_ms"] for s in span) for span in (first, last)]
    errors = result["total"]["errors"] + result["engine_total"]["errors"] + result["unanswered_at_end"]
    return {"edge_s": edge, "rss": rss, "rss_flat": all(r["flat"] for r in rss.values()),
            "p99_first_window_ms": samples[0]["p99_ms"], "p99_last_window_ms": samples[-1]["p99_ms"],
            "p99_first_span_ms": p99_first, "p99_last_span_ms": p99_last,
            "p99_stable": p99_last <= P99_DRIFT * p99_first, "errors": errors,
            "direct_p99_first_span_ms": direct[0] if result["probe_rate"] else None,
            "direct_p99_last_span_ms": direct[1] if result["probe_rate"] else None}
