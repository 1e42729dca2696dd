"""`kvroute bench isolation` in parts (the entry, with the method, is bench/isolation_probe.py):
tenancy and fleet start the processes, client sends one request, workload and attribution are the
randomized workload and whose prompts explain its cached tokens, probe is the timing probe, stats
its tests and their power, report the table, text and plot."""

from __future__ import annotations


def log(msg: str) -> None:
    """One progress line of the benchmark."""
    print(f"[isolation] {msg}", flush=True)
