"""Judging a drill: its result document (what the clients saw, what the proxy did, how long detection
and recovery took) and the invariants it must show."""

from __future__ import annotations

import math
from typing import Any

from bench import load_client
from bench.drills.load import Req
from bench.drills.spec import Ctx, Spec, nothing


def pct(xs: list[float], q: float) -> float | None:
    """The q-quantile of `xs` (nearest rank), None when there is none (a JSON null in the result)."""
    return load_client.pct(xs, q) if xs else None


def _phase(reqs: list[Req], a: float, b: float) -> dict[str, Any]:
    inside = [r for r in reqs if a <= r.start < b]
    lat = [r.latency * 1e3 for r in inside if r.outcome == "ok"]
    return {"n": len(inside), "ok": len(lat), "p50_ms": _r(pct(lat, 0.5)), "p99_ms": _r(pct(lat, 0.99))}


def _r(v: float | None, nd: int = 1) -> float | None:
    return None if v is None else round(v, nd)


def summarize(spec: Spec, x: Ctx, index: dict[str, Any] | None) -> dict[str, Any]:
    reqs = [r for r in x.load.reqs if r.n >= 0]
    t0, end = x.t0, x.marks["end"]
    t_fault = x.marks.get("fault", t0 + spec.fault_at * x.c.s.duration)
    t_clear = x.marks.get("restarted", x.marks.get("exited", x.marks.get("clear", t_fault)))
    mon, v = x.mon, x.vname
    unary = [r for r in reqs if not r.stream]
    streams = [r for r in reqs if r.stream]
    outcomes: dict[str, dict[str, int]] = {"unary": {}, "stream": {}}
    for r in reqs:
        d = outcomes["stream" if r.stream else "unary"]
        d[r.outcome] = d.get(r.outcome, 0) + 1
    statuses: dict[str, int] = {}
    for r in reqs:
        if r.outcome == "http_error":
            statuses[str(r.status)] = statuses.get(str(r.status), 0) + 1

    detect = recover = None
    if spec.detect == "pool":
        td = mon.first(t_fault, lambda r: not r["routable"], v)
        detect = None if td is None else td - t_fault
    elif spec.detect == "resync":
        seen = [t for t in (mon.first_metric(t_fault, lambda n: n > 0, "kv_resyncs_total", backend=v),
                            mon.first(t_fault, lambda r: r["mode"] != "exact", v)) if t is not None]
        detect = min(seen) - t_fault if seen else None
    elif spec.detect == "instance":
        new = x.notes.get("new_instance")
        td = mon.first(t_fault, lambda r: r.get("instance_id") == new, v)
        detect = None if td is None else td - t_fault
    if not spec.proxy_fault:
        t_back = mon.first(t_clear, lambda r: r["routable"], v)
        served = [r.end for r in reqs if r.start >= t_clear and r.backend == v and r.outcome == "ok"]
        if spec.detect == "instance":
            served = [r.end for r in reqs if r.start >= t_clear and r.backend == v and r.outcome == "ok"
                      and r.predicted <= r.cached]
        recover_at = max(t_back, min(served)) if t_back is not None and served else None
        if spec.relay is not None and recover_at is not None:
            caught = _caught_up(x, t_clear)
            recover_at = None if caught is None else max(recover_at, caught)
        recover = None if recover_at is None else recover_at - t_clear

    td_abs = None if detect is None else t_fault + detect
    share = {}
    for label, a, b in (("before", t0, t_fault), ("fault_undetected", t_fault, td_abs or t_clear),
                        ("fault_detected", td_abs or t_clear, t_clear), ("after", t_clear, end)):
        if b - a < 1.0:  # the victim's count is read 4 times a second: too coarse for less
            continue
        got = mon.received(a, b)
        sent = sum(1 for r in reqs if a <= r.start < b)
        share[label] = None if got is None or not sent else round(got / sent, 3)

    ok = [r for r in reqs if r.outcome == "ok"]
    mis = [r for r in ok if r.predicted > r.cached]
    exits, out_s, prev = 0, 0.0, None
    for t, reps in mon.replicas:
        routable = reps.get(v, {}).get("routable", True)
        if prev is not None and t_fault <= t <= t_clear:
            exits += prev[1] and not routable
            out_s += (t - prev[0]) * (not prev[1])
        prev = (t, routable)
    res: dict[str, Any] = {
        "drill": spec.name, "what": spec.what, "victim": x.c.stubs[x.victim].url,
        "t_fault_s": round(t_fault - t0, 2), "t_clear_s": round(t_clear - t0, 2), "t_end_s": round(end - t0, 2),
        "requests": {"sent": len(reqs), "ok": len(ok), "unary": len(unary), "stream": len(streams),
                     "unary_failed": sum(1 for r in unary if r.outcome != "ok"),
                     "stream_error_events": outcomes["stream"].get("stream_error", 0),
                     "stream_http_errors": outcomes["stream"].get("http_error", 0),
                     "torn_or_hung": sum(1 for r in reqs if r.outcome in ("torn", "dropped", "hang")),
                     "refused": sum(1 for r in reqs if r.outcome == "refused"),
                     "outcomes": outcomes, "http_statuses": statuses,
                     "errors": sorted({r.error for r in reqs if r.error})[:6]},
        "retried": int(mon.counter("retries_total")), "failovers": int(mon.counter("failovers_total")),
        "retried_victim": int(mon.counter("retries_total", backend=v)),
        "ejections": int(mon.counter("outlier_ejections_total", backend=v)),
        "resyncs_victim": {reason: n for reason in sorted({dict(ls).get("reason", "") for _, m in mon.metrics
                                                           for (name, ls) in m if name == "kv_resyncs_total"})
                           if (n := int(mon.counter("kv_resyncs_total", t_fault, backend=v, reason=reason)))},
        "detect_s": _r(detect, 2), "recover_s": _r(recover, 2),
        "latency_ms": {"before": _phase(reqs, t0, t_fault), "during": _phase(reqs, t_fault, max(t_clear, t_fault)),
                       "after": _phase(reqs, t_clear, end)},
        "max_latency_ms": _r(max((r.latency * 1e3 for r in reqs if r.end), default=None)),
        "victim_share": share,
        "victim_pool_exits": exits, "victim_out_of_pool_s": round(out_s, 2),
        "mispredicted_share": round(len(mis) / max(1, len(ok)), 4),
        "index": index,
        "series": [[round(r.start - t0, 3), round(r.latency * 1e3, 1), r.outcome, r.stream] for r in reqs],
        "notes": _plain(x.notes),
    }
    res["invariants"] = judge(spec, x, res, reqs)
    return res


def _caught_up(x: Ctx, t_clear: float) -> float | None:
    """When the proxy's view of the victim was in exact mode and at least as far as the replica's
    event sequence was when the fault was removed."""
    st = x.notes.get("replica_seq_at_clear") or {}
    want = st.get("zmq_seq") if st.get("zmq_seq") is not None else st.get("seq")
    if want is None:
        return None
    return x.mon.first(t_clear, lambda r: r["mode"] == "exact" and (r.get("kv_seq") or -1) >= want, x.vname)


def judge(spec: Spec, x: Ctx, res: dict[str, Any], reqs: list[Req]) -> dict[str, bool]:
    """The invariants this drill must show."""
    inv: dict[str, bool] = {}
    q = res["requests"]
    if not spec.proxy_fault:
        inv["no_unary_lost"] = q["unary_failed"] == 0
        inv["streams_end_cleanly"] = all(r.outcome in ("ok", "stream_error", "http_error") for r in reqs if r.stream)
        if spec.detect_bound_s is not None and (spec.name != "errors_half" or x.c.outlier):
            inv["detected_in_bound"] = res["detect_s"] is not None and res["detect_s"] <= spec.detect_bound_s
        if spec.clear is not nothing or spec.detect == "instance":
            inv["recovered"] = res["recover_s"] is not None
    if spec.index_check:
        inv["index_equals_snapshot"] = bool(res["index"] and res["index"]["equal"])
    if spec.name == "restart_empty":
        after = [r for r in reqs if r.start >= x.marks["fault"] and r.backend == x.vname and r.outcome == "ok"]
        inv["no_old_blocks_predicted"] = x.notes.get("old_blocks_predicted") == 0 \
            and all(r.predicted <= r.cached for r in after)
    if spec.name == "sigterm_drain":
        t_term, t_exit = x.marks["fault"], x.marks.get("exited", math.inf)
        # In flight: pending when the signal went and sent 50 ms before it. One the client had only
        # just opened may not have reached the proxy yet; like those sent within 50 ms after the
        # signal, it is judged by neither rule.
        inflight = {r.n for r in reqs if r.n in set(x.notes["in_flight_at_sigterm"]) and r.start < t_term - 0.05}
        inv["in_flight_finished"] = all(r.outcome == "ok" for r in reqs if r.n in inflight)
        late = [r for r in reqs if r.start > t_term + 0.05]
        inv["new_requests_refused_or_503"] = all(r.outcome in ("refused", "dropped") or r.status == 503 for r in late)
        inv["exit_within_drain_s"] = t_exit - t_term <= 5.0 + 1.0 and x.notes.get("exit_code") == 0
        long = next((r for r in x.load.reqs if r.n == -1), None)
        res["drain"] = {"exit_after_s": _r(t_exit - t_term, 2), "exit_code": x.notes.get("exit_code"),
                        "in_flight": len(inflight), "long_stream": None if long is None else long.outcome,
                        "new_during_drain": {o: sum(1 for r in late if r.end <= t_exit and r.outcome == o)
                                             for o in {r.outcome for r in late}}}
    if spec.name == "proxy_restart":
        t_ready = x.marks.get("ready", math.inf)
        hold = x.notes.get("holders", {})
        first: dict[int, Req] = {}
        for r in sorted(reqs, key=lambda r: r.end):
            if r.start >= x.marks["restarted"] and r.status is not None and r.group < x.c.s.groups \
                    and r.group not in first:
                first[r.group] = r
        hits = {g: r.outcome == "ok" and r.backend in hold.get(g, []) and 0 < r.predicted <= r.cached
                for g, r in first.items()}
        inv["first_requests_prefix_hits"] = len(first) == x.c.s.groups and all(hits.values())
        res["restart"] = {"down_s": _r(x.marks["restarted"] - x.marks["fault"], 2),
                          "ready_after_s": _r(t_ready - x.marks["restarted"], 2),
                          "first_per_group": {g: {"backend": r.backend, "holders": hold.get(g, []),
                                                  "predicted": r.predicted, "cached": r.cached,
                                                  "status": r.status, "hit": hits[g]} for g, r in first.items()}}
    return inv


def _plain(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    return str(v)
