"""The proxy side must stay light: importing protocol/ and proxy/ never loads torch or transformers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import importlib, json, pkgutil, sys
names = []
for pkg in ("protocol", "proxy"):
    mod = importlib.import_module(pkg)
    names.append(pkg)
    for info in pkgutil.walk_packages(mod.__path__, prefix=pkg + "."):
        importlib.import_module(info.name)
        names.append(info.name)
heavy = sorted(m for m in ("torch", "transformers", "triton") if m in sys.modules)
print(json.dumps({"imported": names, "heavy": heavy}))
"""


def test_protocol_and_proxy_do_not_import_torch() -> None:
    res = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert res.returncode == 0, res.stderr
    report = json.loads(res.stdout.strip().splitlines()[-1])
    assert "protocol.tokenization" in report["imported"] and "protocol.openai_api" in report["imported"]
    assert "protocol.sse" in report["imported"]
    assert report["heavy"] == [], f"heavy modules loaded: {report['heavy']}"
