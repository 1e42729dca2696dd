"""`kvroute normalize`: plain text, --explain, --chat, and clear errors."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from prompt_normalizer.cli import main

PROMPT = "You are helpful.\nCurrent date: 2026-11-30 04:35:10\nAnswer.\n"


def test_prints_canonical_prompt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.txt"
    path.write_text(PROMPT, encoding="utf-8")
    assert main([str(path)]) == 0
    assert capsys.readouterr().out == "You are helpful.\nAnswer.\n\nCurrent date: 2026-11-30 04:35:10\n"


def test_reads_stdin_and_explains(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(PROMPT))
    assert main(["-", "--explain"]) == 0
    out = capsys.readouterr().out
    assert "--- - (input)" in out and "+++ - (normalized)" in out and "@@" in out  # the diff
    assert "cue=current_datetime" in out and "-> trailer[0]" in out


def test_explain_with_nothing_to_change(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("Hello."))
    assert main(["--explain"]) == 0
    assert "no changes" in capsys.readouterr().out


def test_chat_request(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    request = {"model": "m", "temperature": 0,
               "messages": [{"role": "system", "content": "Current date: 2026-11-30\nHi."},
                            {"role": "user", "content": "Hello"}],
               "tools": [{"type": "function", "function": {"name": "b"}},
                         {"type": "function", "function": {"name": "a"}}]}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    assert main([str(path), "--chat"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["model"] == "m" and out["temperature"] == 0
    assert out["messages"][1]["content"] == "Hello\n\nCurrent date: 2026-11-30"
    assert [t["function"]["name"] for t in out["tools"]] == ["a", "b"]


@pytest.mark.parametrize("body", ["not json", "[1, 2]", '{"messages": "x"}', '{"messages": [], "tools": 3}'])
def test_chat_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(body, encoding="utf-8")
    assert main([str(path), "--chat"]) == 2
    assert "kvroute normalize:" in capsys.readouterr().err


def test_missing_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["/nonexistent/prompt.txt"]) == 2
    assert "kvroute normalize:" in capsys.readouterr().err
