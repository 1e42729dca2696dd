"""Schemathesis on OpenAI's spec subset (../shared/data/openapi, absent from a clone of this
repository alone): every operation with positive and negative data."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import given, seed

from bench.fuzzing.cases import hypothesis_settings
from bench.fuzzing.judge import judge
from bench.fuzzing.tally import Tally
from bench.fuzzing.targets import Target
from bench.fuzzing.wire import TIMEOUT_S, Reply
from bench.procs import REPO

SPEC = REPO.parent / "shared" / "data" / "openapi" / "openai-subset-chat-completions-models.yaml"


CONFORMANCE_CHECKS = ("status_code_conformance", "content_type_conformance", "response_headers_conformance",
                      "response_schema_conformance", "negative_data_rejection", "positive_data_acceptance")


def run_schemathesis(target: Target, cases: int, seed_: int, spec: Path | None = None) -> Tally:
    """Every operation of the spec subset with positive and negative data (about `cases` in all),
    sent to the target's /v1. Our criteria fail a case; schemathesis's checks are findings."""
    import requests
    import schemathesis
    from schemathesis import GenerationMode
    from schemathesis.core.failures import FailureGroup
    from schemathesis.specs.openapi import checks as oas_checks

    tally = Tally(target.name, "schemathesis")
    schema = schemathesis.openapi.from_path(spec or SPEC)
    operations = [r.ok() for r in schema.get_all_operations()]
    modes = (GenerationMode.POSITIVE, GenerationMode.NEGATIVE)
    per = max(1, -(-cases // (len(operations) * len(modes))))
    checks = [getattr(oas_checks, name) for name in CONFORMANCE_CHECKS]
    session = requests.Session()
    base = target.url + "/v1"

    def case_runner(label: str, expect: str | None = None) -> Callable[[Any], None]:
        def one(case: Any) -> None:
            try:
                resp = case.call(base_url=base, session=session, timeout=TIMEOUT_S)
            except (requests.exceptions.InvalidHeader, requests.exceptions.InvalidURL, UnicodeEncodeError,
                    ValueError) as e:
                tally.notes.append(f"{label}: unsendable case skipped ({type(e).__name__})")
                return
            except requests.RequestException as e:
                tally.record(label, f"{type(e).__name__}: {e}\n{case.as_curl_command()}", None)
                return
            reply = Reply(resp.status_code, {k.lower(): v[0] for k, v in resp.headers.items() if v},
                          resp.content, complete=not resp.stream_cut_short)
            problem = judge(reply, expect)
            tally.record(label, f"{problem}\n{case.as_curl_command()}" if problem else None, resp.status_code)
            try:
                case.validate_response(resp, checks=checks)
            except FailureGroup as group:
                for failure in group.exceptions:
                    tally.finding(f"{label}: {failure.title}", f"{failure.title}: {failure.message}\n"
                                  f"{case.as_curl_command()}\n-> {resp.status_code} {resp.content[:300]!r}")

        return one

    runs = [(op, mode, f"{op.label} {mode.value}", {}, None) for op in operations for mode in modes]
    runs += [(op, GenerationMode.POSITIVE, f"{op.label} positive, model tiny", {"model": "tiny"}, "ok")
             for op in operations if op.path == "/models/{model}"]  # the one model served: a 200
    for op, mode, label, path_parameters, expect in runs:
        strategy = op.as_strategy(generation_mode=mode, path_parameters=path_parameters or None)
        given(case=strategy)(seed(seed_)(hypothesis_settings(per)(case_runner(label, expect))))()
        if why := target.dead():
            tally.record(label, f"process died: {why}")
            break
    tally.notes = sorted(set(tally.notes))
    return tally.finish(target)
