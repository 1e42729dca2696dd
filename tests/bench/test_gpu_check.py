"""bench/gpu_check.py, the one command a lent GPU machine runs, stays runnable where there is none:
its dry run (Triton's interpreter on the CPU, small shapes) checks every kernel against the torch
path and times them, and without CUDA the real run says so and exits cleanly. No GPU needed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

pytestmark = pytest.mark.timeout(600)

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bench.gpu_check", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=540)


def test_the_dry_run_checks_every_kernel_and_times_decode() -> None:
    done = run("--device", "cpu", "--interpret", "--quick", "--json")
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["ok"] is True
    kernels = {(c["kernel"].split(" splits=")[0], c["dtype"]) for c in result["checks"]}
    for dtype in ("float32", "bfloat16"):
        for kernel in ("paged_decode", "paged_extend", "store_kv + TritonBackend (mixed step)"):
            assert (kernel, dtype) in kernels, kernels
    assert any("int8" in c["kernel"] for c in result["checks"]) and any("fp8" in c["kernel"] for c in result["checks"])
    assert all(c["max_rel_err"] <= c["bound"] for c in result["checks"])
    assert result["decode"] and all(row["triton_us"] > 0 and row["torch_us"] > 0 for row in result["decode"])
    assert "Dry run in Triton's interpreter" in done.stdout


@pytest.mark.skipif(torch.cuda.is_available(), reason="a CUDA device is present: the real run would start")
def test_without_cuda_the_real_run_says_so_and_exits_cleanly() -> None:
    done = run("--quick")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "no CUDA device is present" in done.stdout
