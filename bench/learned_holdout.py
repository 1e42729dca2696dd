"""Learned volatile fields on templates nobody wrote for them: the holdout corpora as apps.

    python -m bench.learned_holdout [--corpus holdout3] [--requests 24] [--write-docs]
    kvroute bench learned-holdout

Each positive case of a frozen holdout corpus (tests/normalizer/make_holdout*.py, written without
looking at the detectors) whose labelled fields the static detectors leave in place becomes one
tenant's app: the case's text is its template, and each request re-draws the values of those fields
(every digit, and the letters of id-like tokens; words such as a weekday or a month stay), as a
live app would. The requests go through what the proxy does to
a completion prompt: `prompt_normalizer.normalize`, then `proxy.learned_fields.LearnedFields.text`
for that tenant. Reported: how many of the fields the learner finds (a rule moves them in the last
quarter of the requests), the prefix two consecutive requests share before and after learning
(characters; what a prefix cache could reuse), and every learned move that is not a labelled field
(there must be none: each request differs from the last only in its fields).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
from collections import Counter
from importlib import resources
from typing import Any

import prompt_normalizer as pn
from bench.docs import measured, publish, rerun_command
from proxy.config_types import LearnFieldsConfig
from proxy.learned_fields import LearnedFields
from proxy.learned_rules import MAX_VALUE, MAX_WORDS, common_len

TITLE = "## Learned volatile fields on the holdout corpora"
_VALUE_START = re.compile(r"^.{0,64}?(?:[:=>]\s*\"?|\s)(?=\S*\d)")  # past a label, to the value
_TOKEN = re.compile(r"[0-9A-Za-z]+")


def load(corpus: str) -> list[dict[str, Any]]:
    text = resources.files("prompt_normalizer").joinpath(f"corpus/{corpus}.jsonl").read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def frozen_holdouts() -> list[str]:
    """Every holdout corpus from holdout3 on (holdout and holdout2 fitted the learner), in order."""
    found = [re.fullmatch(r"holdout(\d+)\.jsonl", f.name)
             for f in resources.files("prompt_normalizer").joinpath("corpus").iterdir()]
    return [f"holdout{n}" for n in sorted(int(m.group(1)) for m in found if m and int(m.group(1)) >= 3)]


def redraw(value: str, rng: random.Random) -> str:
    """The same shape, another value: past its label, every digit re-drawn, and the letters of
    id-like tokens (six or more letters and digits mixed); words (a weekday, a month, a zone) stay."""
    m = _VALUE_START.match(value)
    head, tail = (value[:m.end()], value[m.end():]) if m else ("", value)

    def token(t: re.Match[str]) -> str:
        word = t.group()
        ident = len(word) >= 6 and any(c.isdigit() for c in word) and any(c.isalpha() for c in word)
        return "".join(rng.choice("0123456789") if c.isdigit()
                       else rng.choice("abcdefghijklmnopqrstuvwxyz" if c.islower() else "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
                       if ident and c.isascii() else c for c in word)

    return head + _TOKEN.sub(token, tail)


def static_misses(case: dict[str, Any]) -> list[dict[str, Any]]:
    """The case's labelled fields that `normalize` leaves where they are."""
    moved = [c.span for c in pn.normalize(case["input"]).changes if c.kind == "volatile" and c.span]
    return [s for s in case["spans"] if not any(a < s["end"] and s["start"] < b for a, b in moved)]


def variant(case: dict[str, Any], fields: list[dict[str, Any]], rng: random.Random) -> tuple[str, list[str]]:
    """The case's text with `fields` re-drawn, and their new texts."""
    text, out, new = case["input"], [], []
    pos = 0
    for s in sorted(fields, key=lambda s: s["start"]):
        value = redraw(s["text"], rng)
        out += [text[pos:s["start"]], value]
        new.append(value)
        pos = s["end"]
    out.append(text[pos:])
    return "".join(out), new


def why_missed(case: dict[str, Any], field: dict[str, Any], converge: int) -> str:
    """Which of the learner's limits a field it did not find is past (a first guess, by its text)."""
    m = _VALUE_START.match(field["text"])
    value = field["text"][m.end():] if m else field["text"]
    if len(case["input"][field["end"]:].strip()) < converge:
        return f"under {converge} characters of text after it to re-converge on"
    if len(value) > MAX_VALUE or value.count(" ") >= MAX_WORDS:
        return f"a value over {MAX_VALUE} characters or of more than {MAX_WORDS} words"
    return "other causes"


def run_case(case: dict[str, Any], requests: int, min_requests: int, seed: int) -> dict[str, Any] | None:
    fields = static_misses(case)
    if not fields:
        return None
    rng = random.Random(f"{seed}:{case['id']}")
    learner = LearnedFields(LearnFieldsConfig(min_requests=min_requests))
    late_from = requests - max(1, requests // 4)
    found: set[int] = set()
    wrong: list[str] = []
    shared = {"off": [], "on": []}
    prev = {"off": "", "on": ""}
    for i in range(requests):
        text, values = variant(case, fields, rng)
        off = pn.normalize(text).text
        on, changes = learner.text(case["id"], off)
        for name, now in (("off", off), ("on", on)):
            if i >= late_from:
                shared[name].append(common_len(prev[name], 0, now, 0) / len(now))
            prev[name] = now
        if i >= late_from:
            for c in changes:  # what left the body (the trailer line may repeat its anchor for context)
                cut = off[c.span[0]:c.span[1]].strip() if c.span else c.text.strip()
                hit = [k for k, v in enumerate(values) if cut and (cut in v or v in cut)]
                found.update(hit)
                if not hit:
                    wrong.append(cut)
    missed = [why_missed(case, f, LearnFieldsConfig().converge_chars) for k, f in enumerate(fields) if k not in found]
    return {"id": case["id"], "fields": len(fields), "found": len(found), "wrong": wrong, "missed": missed,
            "shared_off": statistics.mean(shared["off"]), "shared_on": statistics.mean(shared["on"])}


def run(corpus: str, requests: int, min_requests: int, seed: int) -> dict[str, Any]:
    cases = [c for c in load(corpus) if c["spans"]]
    rows = [r for c in cases if (r := run_case(c, requests, min_requests, seed)) is not None]
    return {"corpus": corpus, "positives": len(cases), "rows": rows}


def report(results: list[dict[str, Any]], requests: int, min_requests: int, argv: list[str]) -> str:
    lines = measured(f"Python {sys.version_info.major}.{sys.version_info.minor}, in-process",
                     rerun_command("bench.learned_holdout", argv))
    for r in results:
        lines += corpus_lines(r, requests, min_requests) + [""]
    return "\n".join(lines).rstrip() + "\n"


def corpus_lines(r: dict[str, Any], requests: int, min_requests: int) -> list[str]:
    rows = r["rows"]
    fields = sum(x["fields"] for x in rows)
    found = sum(x["found"] for x in rows)
    apps_all = sum(x["found"] == x["fields"] for x in rows)
    wrong = [w for x in rows for w in x["wrong"]]
    off = statistics.mean(x["shared_off"] for x in rows)
    on = statistics.mean(x["shared_on"] for x in rows)
    lines = [
        f"`{r['corpus']}.jsonl`: {r['positives']} positive cases; in {len(rows)} of them the static detectors "
        f"leave {fields} labelled fields in place. Each such case is one tenant's app sending {requests} "
        "requests, its fields re-drawn in every one (other digits, and other letters in id-like tokens); every request "
        "goes through `normalize` and then the tenant's learned fields "
        f"(`min_requests` {min_requests}). Measured over the last quarter of the requests:", "",
        "| | static detectors only | with learned fields |", "|---|---|---|",
        f"| fields moved out of the prefix | 0 of {fields} | **{found} of {fields}** ({found / fields:.0%}) |",
        f"| apps with every field found | 0 of {len(rows)} | {apps_all} of {len(rows)} |",
        f"| prefix shared with the previous request (mean share of the prompt) | {off:.3f} | **{on:.3f}** |",
        f"| learned moves of text that is not a labelled field | | {len(wrong)} |", "",
    ]
    reasons = Counter(w for x in rows for w in x["missed"])
    if reasons:
        lines.append("The fields not found: " + "; ".join(f"{n} with {why}" for why, n in reasons.most_common()) + ".")
    return lines


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(prog="kvroute bench learned-holdout", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--corpus", default=",".join(frozen_holdouts()),
                   help="holdout, holdout2, ... or a comma list (default: every holdout from holdout3 on)")
    p.add_argument("--requests", type=int, default=24, help="requests per app")
    p.add_argument("--min-requests", type=int, default=8, help="learn_fields.min_requests")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--write-docs", action="store_true", help=f"replace the '{TITLE}' section of docs/benchmarks.md")
    args = p.parse_args(argv)
    results = [run(c, args.requests, args.min_requests, args.seed) for c in args.corpus.split(",")]
    publish(TITLE, report(results, args.requests, args.min_requests, argv), args.write_docs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
