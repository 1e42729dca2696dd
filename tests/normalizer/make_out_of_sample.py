"""Build the out-of-sample normalizer corpus: prompt_normalizer/corpus/out_of_sample.jsonl.

    python tests/normalizer/make_out_of_sample.py [--templates DIR]

The in-sample corpus (make_corpus.py) was written next to the detectors and shares their label
list. This one is written from other sources: the real LangChain, LlamaIndex and smolagents
templates in ../shared/data/prompts filled with other content, header formats as their
specifications write them (W3C Trace Context, B3, RFC 3339, RFC 1123 / 850 / asctime, syslog,
numeric dates with a time, epochs, ULID, KSUID, cloud trace headers), agent-style system
prompts, and negatives that must stay as they are. Every label in out_of_sample_cases.py is a
hand judgement of what is per-request metadata; nothing here calls the normalizer.

Expected outputs follow the documented trailer format: the fields leave the body, the trailer
(one field per line) closes it after one blank line, and a completion cue that ended the prompt
(`Answer:`, `Thought:`, ...) still ends it, after the trailer.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from make_corpus import TEMPLATES, load_templates, package_of, render_smol, smolagents_prompts, split_cue
from out_of_sample_cases import Case, negatives, positives

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "prompt_normalizer" / "corpus" / "out_of_sample.jsonl"

def expected_lines(text: str, fields: list[str]) -> str:
    """The documented output when every field is a whole line (its text is the line, stripped)."""
    core = text.rstrip("\n")
    tail = text[len(core):]
    pre, gap, cue = split_cue(core)
    for f in fields:
        at = pre.index(f)
        start = pre.rfind("\n", 0, at) + 1
        nl = pre.find("\n", at)
        end = len(pre) if nl < 0 else nl
        assert pre[start:end].strip() == f, (f, pre[start:end])
        if nl >= 0:
            pre = pre[:start] + pre[end + 1:]
        else:
            pre = pre[:max(0, start - 1)]
    trailer = "\n".join(fields)
    out = (pre.rstrip("\n") + "\n\n" if pre.strip() else "") + trailer
    return out + gap + cue + tail


def to_record(idx: int, case: Case, kind: str) -> dict[str, Any]:
    spans, pos = [], 0
    for text, shape in case.fields:
        start = case.input.index(text, pos)
        spans.append({"start": start, "end": start + len(text), "cue": shape, "text": text})
        pos = start + len(text)
    if case.expected is not None:
        expected = case.expected
    elif case.fields:
        expected = expected_lines(case.input, [t for t, _ in case.fields])
    else:
        expected = case.input
    return {"id": f"oos-{kind}-{idx:03d}", "source": case.source, "tags": list(case.tags),
            "input": case.input, "expected": expected, "spans": spans}


def build(templates: Path) -> list[dict[str, Any]]:
    t = load_templates(templates)
    smol = smolagents_prompts(templates)

    def tmpl(name: str, **slots: str) -> str:
        """A template filled with slots; `smol:<agent>` renders a smolagents system prompt."""
        if name.startswith("smol:"):
            return render_smol(smol[name[5:]], slots.get("custom", "Always answer in English."))
        text = next(v for k, v in t.items() if k.split("__")[-1] == name or k.endswith("." + name))
        for key, value in slots.items():
            text = text.replace("{" + key + "}", value)
        return text.replace("{{", "{").replace("}}", "}")

    def source(name: str) -> str:
        if name.startswith("smol:"):
            return f"template:smolagents:{name[5:]}"
        return f"template:{package_of(templates, name)}:{name}"

    pos = positives(tmpl, source)
    neg = negatives(tmpl, source)
    return ([to_record(i, c, "pos") for i, c in enumerate(pos)]
            + [to_record(i, c, "neg") for i, c in enumerate(neg)])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--templates", type=Path, default=TEMPLATES)
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args(argv)
    cases = build(args.templates)
    with args.out.open("w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(cases)} cases to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
