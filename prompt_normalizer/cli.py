"""`kvroute normalize [FILE|-] [--explain] [--chat]`: print a prompt's canonical form.

Plain text in, canonical text out. `--chat` reads an OpenAI chat request (JSON with `messages`
and optional `tools`) and prints the request with normalized messages and tools. `--explain`
prints a unified diff and one line per change saying which rule moved what, and where to.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from collections.abc import Sequence
from typing import Any

from prompt_normalizer.chat import normalize_chat
from prompt_normalizer.normalize import Change, normalize
from prompt_normalizer.policy import Policy


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="kvroute normalize", description=__doc__.splitlines()[0])
    p.add_argument("file", nargs="?", default="-", help="prompt file, or - for stdin (default)")
    p.add_argument("--explain", action="store_true", help="show a diff and why each change was made")
    p.add_argument("--chat", action="store_true", help="input is an OpenAI chat request JSON")
    p.add_argument("--canonical-json", action="store_true",
                   help="also rewrite JSON objects inside text with sorted keys")
    p.add_argument("--system-note", action="store_true",
                   help="chat: put moved fields in a system message after the last user message")
    return p


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def describe(change: Change) -> str:
    """One readable line for a change."""
    why = {
        "label_line": "labelled line or sentence",
        "key_value": "key=value metadata",
        "json_field": "JSON metadata field",
        "field_line": "field with a timestamp or id value",
        "xml_element": "element holding a timestamp or id",
        "xml_attribute": "attribute holding a timestamp or id",
        "bracket_stamp": "bracketed timestamp",
        "phrase_line": "generation-time phrase",
        "html_comment": "field in an HTML comment",
        "request_stamp": "time or id in a sentence written for this request",
        "table_row": "row of a name / value table holding a timestamp or id",
        "sort_by_name": "tools sorted by function name",
        "sorted_schema_keys": "tool schemas serialized with sorted keys",
        "sorted_keys": "JSON object rewritten with sorted keys",
    }.get(change.rule, f"document list ({change.rule})" if change.kind == "documents" else change.rule)
    src = f"{change.where} " if change.where else ""
    span = f"[{change.span[0]}:{change.span[1]}] " if change.span else ""
    cue = f" cue={change.cue}" if change.cue else ""
    return f"{change.kind:<9} {why}{cue}: {change.text!r} {src}{span}-> {change.dest}"


def _diff(before: str, after: str, name: str) -> str:
    lines = difflib.unified_diff(before.splitlines(keepends=True), after.splitlines(keepends=True),
                                 f"{name} (input)", f"{name} (normalized)")
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


def _report(before: str, after: str, changes: Sequence[Change], name: str) -> str:
    if not changes:
        return "no changes: the prompt is already canonical\n"
    out = [_diff(before, after, name), f"{len(changes)} change(s):\n"]
    out += [f"  {describe(c)}\n" for c in changes]
    return "".join(out)


def _chat(raw: str, policy: Policy, explain: bool) -> tuple[str, str]:
    try:
        request: Any = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise ValueError(f"--chat input is not valid JSON: {exc}") from exc
    if not isinstance(request, dict) or not isinstance(request.get("messages"), list):
        raise ValueError("--chat input must be a JSON object with a 'messages' list")
    tools = request.get("tools")
    if tools is not None and not isinstance(tools, list):
        raise ValueError("'tools' must be a list")
    result = normalize_chat(request["messages"], tools, policy)
    out = dict(request)
    out["messages"] = result.messages
    if tools is not None:
        out["tools"] = result.tools
    text = json.dumps(out, indent=2, ensure_ascii=False) + "\n"
    report = ""
    if explain:
        report = _report(json.dumps(request, indent=2, ensure_ascii=False) + "\n", text,
                         result.changes, "request")
    return text, report


def main(argv: list[str] | None = None) -> int:
    """Entry point for `kvroute normalize`."""
    args = _parser().parse_args(argv)
    policy = Policy(canonicalize_json=args.canonical_json,
                    chat_trailer="system_note" if args.system_note else "last_user")
    try:
        raw = _read(args.file)
        if args.chat:
            text, report = _chat(raw, policy, args.explain)
        else:
            result = normalize(raw, policy)
            text = result.text
            report = _report(raw, text, result.changes, args.file) if args.explain else ""
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        print(f"kvroute normalize: {exc}", file=sys.stderr)
        return 2
    if args.explain:
        sys.stdout.write(report)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
