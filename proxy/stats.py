"""Hit-rate bookkeeping behind `GET /stats`: overall, per tenant and per replica, since start and
over a recent window.

The numbers come from the replicas' own usage (`prompt_tokens`, `cached_tokens`), next to what the
proxy predicted, so an operator sees both the hit rate and how well routing anticipates it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

_FIELDS = ("requests", "prompt_tokens", "cached_tokens", "predicted_tokens")


@dataclass(slots=True)
class _Totals:
    requests: int = 0
    prompt_tokens: int = 0
    cached_tokens: int = 0
    predicted_tokens: int = 0

    def add(self, prompt: int, cached: int, predicted: int) -> None:
        self.requests += 1
        self.prompt_tokens += prompt
        self.cached_tokens += cached
        self.predicted_tokens += predicted

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {f: getattr(self, f) for f in _FIELDS}
        out["hit_rate"] = self.cached_tokens / self.prompt_tokens if self.prompt_tokens else 0.0
        return out


@dataclass(slots=True)
class _Series:
    """Totals since start plus per-bucket totals for the recent window."""

    total: _Totals = field(default_factory=_Totals)
    buckets: deque[tuple[int, _Totals]] = field(default_factory=deque)

    def add(self, bucket: int, oldest: int, prompt: int, cached: int, predicted: int) -> None:
        self.total.add(prompt, cached, predicted)
        if not self.buckets or self.buckets[-1][0] != bucket:
            self.buckets.append((bucket, _Totals()))
        self.buckets[-1][1].add(prompt, cached, predicted)
        self._expire(oldest)

    def _expire(self, oldest: int) -> None:
        while self.buckets and self.buckets[0][0] < oldest:
            self.buckets.popleft()

    def window(self, oldest: int) -> _Totals:
        self._expire(oldest)
        out = _Totals()
        for _, t in self.buckets:
            for f in _FIELDS:
                setattr(out, f, getattr(out, f) + getattr(t, f))
        return out


class HitStats:
    """Cumulative and windowed prompt/cached token counts; `clock` is injected for tests."""

    def __init__(self, clock: Callable[[], float], window_s: float = 60.0, bucket_s: float = 1.0) -> None:
        self._clock = clock
        self.window_s = window_s
        self._bucket_s = bucket_s
        self._started = clock()
        self._overall = _Series()
        self._tenants: dict[str, _Series] = {}
        self._backends: dict[str, _Series] = {}

    def _bucket(self) -> tuple[int, int]:
        b = int(self._clock() / self._bucket_s)
        return b, b - int(self.window_s / self._bucket_s) + 1

    def record(self, tenant: str, backend: str, prompt_tokens: int, cached_tokens: int, predicted_tokens: int) -> None:
        """One finished request's usage as the replica reported it, and the proxy's prediction."""
        b, oldest = self._bucket()
        by_tenant = self._tenants.get(tenant) or self._tenants.setdefault(tenant, _Series())
        by_backend = self._backends.get(backend) or self._backends.setdefault(backend, _Series())
        for series in (self._overall, by_tenant, by_backend):
            series.add(b, oldest, prompt_tokens, cached_tokens, predicted_tokens)

    def _entry(self, series: _Series, oldest: int) -> dict[str, Any]:
        out = series.total.to_json()
        out["window"] = series.window(oldest).to_json()
        return out

    def snapshot(self, tenants: Iterable[str] | None = None, backends: Iterable[str] = (),
                 overall: bool = True) -> dict[str, Any]:
        """The `/stats` document. `tenants=None` shows every tenant; otherwise only those named
        (each appears, zeros before its first request). With `overall=False` (a tenant's own view
        on the API listener) the document holds only those tenants: no totals, no replicas.

        Backends named in `backends` appear even before they served anything.
        """
        _, oldest = self._bucket()
        shown = list(self._tenants) if tenants is None else list(tenants)
        doc: dict[str, Any] = {
            "uptime_s": round(self._clock() - self._started, 3),
            "window_s": self.window_s,
            "tenants": {t: self._entry(self._tenants.get(t) or _Series(), oldest) for t in shown},
        }
        if overall:
            backend_names = list(dict.fromkeys([*backends, *self._backends]))
            doc["overall"] = self._entry(self._overall, oldest)
            doc["backends"] = {b: self._entry(self._backends.get(b) or _Series(), oldest) for b in backend_names}
        return doc
