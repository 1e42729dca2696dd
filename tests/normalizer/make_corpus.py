"""Build the labelled normalizer corpus: prompt_normalizer/corpus/cases.jsonl.

    python tests/normalizer/make_corpus.py [--templates DIR]

Every case has an `input`, the `expected` canonical output, and `spans`: the volatile fields in
the input ([start, end) of label and value, with the cue), which the precision/recall test
scores against. Expected outputs are built here from the parts (body, fields, documents in
canonical order), never by calling the normalizer. Three sources:

- hand-written cases (handwritten.py): tricky positives and hard negatives;
- real templates from ../shared/data/prompts (LlamaIndex, LangChain, smolagents) filled with
  dates, ids and documents in shuffled order;
- generated hard negatives: numbers, versions, prices, hashes, dates that are content.

Seeded: the same command writes the same file.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path
from typing import Any

from corpus_parts import (
    canonical,
    date_value,
    doc_hash,
    epoch_value,
    format_docs,
    id_value,
    kv_pair,
    line_field,
    pick_docs,
)
from handwritten import CASES as HANDWRITTEN

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "prompt_normalizer" / "corpus" / "cases.jsonl"
TEMPLATES = ROOT.parent / "shared" / "data" / "prompts"

# -- assembling cases -----------------------------------------------------------------------


def assemble(parts: list[tuple[str, str | None]]) -> tuple[str, list[dict[str, Any]]]:
    """Concatenate (text, cue-or-None) parts; return the text and the labelled spans."""
    out, spans, pos = [], [], 0
    for text, cue in parts:
        if cue is not None:
            spans.append({"start": pos, "end": pos + len(text), "cue": cue, "text": text})
        out.append(text)
        pos += len(text)
    return "".join(out), spans


# A last line that asks the model to go on: a short label and a colon with nothing after it, or
# a chat template's assistant turn opener.
CUE_LINE = re.compile(
    r"[ \t]*(?:#{1,4}[ \t]+)?(?:\*\*)?[A-Za-z][A-Za-z'’ ]{0,31}(?:\*\*)?:[ \t]*"
    r"|[ \t]*<\|im_start\|>assistant[ \t]*"
)


def split_cue(core: str) -> tuple[str, str, str]:
    """(text before the cue's newlines, those newlines, the cue line); no cue: (core, "", "")."""
    cut = core.rfind("\n")
    if cut < 0 or not CUE_LINE.fullmatch(core[cut + 1:]):
        return core, "", ""
    pre = core[:cut].rstrip("\n")
    if not pre.strip():
        return core, "", ""
    return pre, core[len(pre):cut + 1], core[cut + 1:]


def with_trailer(body: str, fields: list[str], tail: str) -> str:
    """The documented output shape: body, one blank line, one field per line, original tail; a
    completion cue that ended the body (`Answer:`) ends the output, after the fields."""
    if not fields:
        return body
    pre, gap, cue = split_cue(body.rstrip("\n"))
    return (pre + "\n\n" if pre.strip() else "") + "\n".join(fields) + gap + cue + tail


def load_templates(root: Path) -> dict[str, str]:
    out = {}
    for path in sorted(root.glob("*.txt")) + sorted(root.glob("*.md")):
        out[path.name.split("__", 1)[1].rsplit(".", 1)[0]] = path.read_text(encoding="utf-8")
    return out


def package_of(root: Path, name: str) -> str:
    """The PyPI package a template name came from (llama-index-core, langchain-classic, smolagents)."""
    if name == "PREFIX":
        name = "mrkl.prompt__PREFIX"
    for path in sorted(root.iterdir()):
        stem = path.name.rsplit(".", 1)[0]
        if stem.endswith("__" + name) or stem.endswith("." + name) or stem.endswith(name):
            return path.name.split("__", 1)[0]
    raise KeyError(name)


def smolagents_prompts(root: Path) -> dict[str, str]:
    """System prompts of the two smolagents agents rendered with two notional tools."""
    import jinja2
    import yaml

    class Tool:
        def __init__(self, name: str, desc: str) -> None:
            self.name, self.desc = name, desc

        def to_tool_calling_prompt(self) -> str:
            return f"{self.name}: {self.desc}\n    Takes inputs: {{'query': {{'type': 'string'}}}}\n    Returns an output of type: string"

        def to_code_prompt(self) -> str:
            return f'def {self.name}(query: string) -> string:\n    """{self.desc}"""'

    tools = {"web_search": Tool("web_search", "Searches the web."), "final_answer": Tool("final_answer", "Gives the answer.")}
    out = {}
    for name in ("code_agent", "toolcalling_agent"):
        raw = yaml.safe_load((root / f"smolagents__smolagents.prompts.{name}.yaml").read_text(encoding="utf-8"))
        out[name] = raw["system_prompt"], tools
    rendered = {}
    env = jinja2.Environment(undefined=jinja2.Undefined)
    for name, (tmpl, tools) in out.items():
        rendered[name] = tmpl, env, tools
    return {k: v for k, v in rendered.items()}  # type: ignore[misc]


def render_smol(entry: Any, custom: str) -> str:
    tmpl, env, tools = entry
    return env.from_string(tmpl).render(
        tools=tools, managed_agents={}, authorized_imports="['math', 'datetime']",
        custom_instructions=custom, code_block_opening_tag="<code>", code_block_closing_tag="</code>")


QUESTIONS = [
    "What is the capital of France?", "How far away is the Moon?", "When did the bridge open?",
    "Which river flows north?", "How tall is Everest?", "Summarize the sources in two sentences.",
]


def template_cases(rng: random.Random, root: Path, n: int) -> list[dict[str, Any]]:
    t = load_templates(root)
    smol = smolagents_prompts(root)
    makers = [
        ("DEFAULT_TEXT_QA_PROMPT_TMPL", "llamaindex"), ("DEFAULT_TREE_SUMMARIZE_TMPL", "llamaindex"),
        ("CITATION_QA_TEMPLATE", "citation"), ("CITATION_REFINE_TEMPLATE", "citation"),
        ("DEFAULT_CONTEXT_PROMPT_TEMPLATE", "llamaindex"), ("DEFAULT_CONTEXT_TEMPLATE", "llamaindex"),
        ("prompt_template", "xml"), ("prompt_template", "numbered"), ("prompt_template", "bracket"),
        ("system_template", "source"), ("DEFAULT_REFINE_PROMPT_TMPL", None),
        ("_template", None), ("DEFAULT_CONDENSE_PROMPT_TEMPLATE", None),
        ("PREFIX", "mrkl"), ("code_agent", "smol"), ("toolcalling_agent", "smol"),
        ("system_header_template", None),
    ]
    cases = []
    for idx in range(n):
        name, shape = makers[idx % len(makers)]
        used: set[str] = set()
        fields = [line_field(rng, used) for _ in range(rng.randint(0, 3))]
        inline = kv_pair(rng, used) if rng.random() < 0.35 else None
        question = rng.choice(QUESTIONS)
        docs = pick_docs(rng, rng.randint(2, 6)) if shape not in (None, "mrkl", "smol") else []
        shuffled = docs[:]
        rng.shuffle(shuffled)

        def fill(ctx_docs: list[tuple[str, str]], q: str, name: str = name, shape: str | None = shape) -> str:
            ctx = format_docs(ctx_docs, shape) if ctx_docs else ""
            if shape == "smol":
                return render_smol(smol[name], "Always answer in English.")
            if shape == "mrkl":
                return (t["langchain_classic.agents.mrkl.prompt__PREFIX"] + "\n\nsearch: looks things up\n"
                        "calculator: does arithmetic\n\n" + t["langchain_classic.agents.mrkl.prompt__FORMAT_INSTRUCTIONS"]
                        .replace("{tool_names}", "search, calculator") + "\n\n"
                        + t["langchain_classic.agents.mrkl.prompt__SUFFIX"].replace("{input}", q)
                        .replace("{agent_scratchpad}", ""))
            tmpl = next(v for k, v in t.items() if k.split("__")[-1] == name or k.endswith("." + name))
            filled = (tmpl.replace("{context_str}", ctx).replace("{context_msg}", ctx).replace("{context}", ctx)
                      .replace("{query_str}", q).replace("{question}", q).replace("{existing_answer}", "Paris.")
                      .replace("{chat_history}", "Human: hi\nAI: hello")
                      .replace("{tool_desc}", "> Tool Name: search\nTool Description: looks things up")
                      .replace("{context_prompt}", "").replace("{tool_names}", "search"))
            return filled.replace("{{", "{").replace("}}", "}")

        body_in = fill(shuffled, question)
        body_out = fill(canonical(docs, shape) if docs else [], question)
        moved = [f for f, _ in fields]
        if shape == "smol":
            # Fields in the agent's custom instructions, as an application would put them.
            custom = "Always answer in English." + "".join("\n" + f for f in moved)
            body_in = render_smol(smol[name], custom)
            body_out = body_in
            for f in moved:
                body_out = body_out.replace("\n" + f, "", 1)
            parts: list[tuple[str, str | None]] = []
            pos = 0
            for f, cue in fields:
                at = body_in.index(f, pos)
                parts += [(body_in[pos:at], None), (f, cue)]
                pos = at + len(f)
            parts.append((body_in[pos:], None))
        else:
            parts = []
            for f, cue in fields:
                parts += [(f, cue), ("\n", None)]
            parts.append((body_in, None))
        expected_body = body_out
        if inline is not None:
            # A bracketed metadata group appended to the first non-empty line of the template.
            head, rest = "".join(p for p, _ in parts[:-1]), parts[-1][0]
            lines = rest.split("\n")
            first = next(i for i, ln in enumerate(lines) if ln.strip())
            before = "\n".join(lines[: first + 1])
            parts = parts[:-1] + [(before + " ", None), (f"[{inline[0]}]", inline[1]),
                                  ("\n" + "\n".join(lines[first + 1:]) if first + 1 < len(lines) else "", None)]
            del head
            moved.append(f"[{inline[0]}]")
        text, spans = assemble(parts)
        tail = text[len(text.rstrip("\n")):]
        expected = with_trailer(expected_body, moved, tail)
        tags = ["template", name] + (["documents:" + shape] if docs else []) + (["volatile"] if moved else [])
        cases.append({"id": f"tmpl-{idx:03d}", "source": f"template:{package_of(root, name)}:{name}", "tags": tags,
                      "input": text, "expected": expected, "spans": spans})
    return cases


NEGATIVE_SENTENCES = [
    "Upgrade from version {v1} to {v2} before {d}.",
    "The plan costs ${p} per month, or ${p2} per year.",
    "Call us at +1 ({a}) {b}-{c} or +44 20 {b} {c}.",
    "What day of the week was {d}?",
    "Compute {x} * {y} + {z} and explain each step.",
    "Convert the Unix time {e} to a readable date.",
    "Is {e} in seconds or milliseconds?",
    "The meeting on {dw} is moved to {t}.",
    "Review commit {sha}: it changes the retry loop. Is the fix right?",
    "In the diff, `{sha7}..{sha7b}` touches scheduler.py; is the lock ordering safe?",
    "What does the request ID field mean in our API?",
    "Our session IDs look like {u}; how should we validate them?",
    "Why would the trace ID {h} appear twice in the logs?",
    "Today is a good day to refactor.",
    "Current date handling is broken in {v1}; see the changelog.",
    "The timestamp column holds values like {e}; which type should it be?",
]


def negative_cases(rng: random.Random, n: int) -> list[dict[str, Any]]:
    cases = []
    for idx in range(n):
        kind = idx % 8
        if kind == 0:  # prose with numbers, versions, prices, phone numbers, dates as content
            sent = rng.choice(NEGATIVE_SENTENCES).format(
                v1=f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
                v2=f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
                d=date_value(rng), p=f"{rng.randint(1, 99)}.{rng.randint(0, 99):02d}", p2=rng.randint(100, 999),
                a=rng.randint(200, 999), b=rng.randint(200, 999), c=rng.randint(1000, 9999),
                x=rng.randint(10, 9999), y=rng.randint(10, 999), z=rng.randint(1, 99), e=epoch_value(rng),
                dw=date_value(rng), t=f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d} PM",
                sha=f"{rng.getrandbits(160):040x}", sha7=f"{rng.getrandbits(28):07x}", sha7b=f"{rng.getrandbits(28):07x}",
                u=id_value(rng, "uuid"), h=id_value(rng, "hex32"))
            text, tag = f"You are a helpful assistant.\n\n{sent}\n", "prose"
        elif kind == 1:  # code with hex literals, hashes and timestamps inside a fence
            text = ("Explain this code:\n```python\nMAGIC = 0x{:08X}\nDIGEST = \"{}\"\n"
                    "request_id = \"{}\"\ncreated = \"{}\"\n```\n").format(
                rng.getrandbits(32), f"{rng.getrandbits(256):064x}", id_value(rng, "uuid"), date_value(rng))
            tag = "code"
        elif kind == 2:  # a pasted log: the same key on many lines is data
            lines = [f"{date_value(rng)} level=error request_id={id_value(rng, 'hex16')} msg=\"db timeout\""
                     for _ in range(rng.randint(2, 4))]
            text, tag = "Why do these requests fail?\n\n" + "\n".join(lines) + "\n", "log"
        elif kind == 3:  # a quoted email whose date is content
            text = (f"Summarize this email:\n> From: ana@example.org\n> Date: {date_value(rng)}\n> Subject: Q3 report\n>\n"
                    f"> Current date: {date_value(rng)}\n> The report is attached.\n")
            tag = "quote"
        elif kind == 4:  # documents that carry dates and ids as content
            docs = [f"Document {i}:\nMinutes of {date_value(rng)}. Request ID: {id_value(rng, 'uuid')} was closed."
                    for i in (1, 2)]
            text, tag = "Answer from the documents.\n\n" + "\n\n".join(docs) + "\n\nQuestion: when?", "documents"
            # Two numbered documents: they are sorted, so build the expected order here.
            blocks = [d.split(":\n", 1)[1] for d in docs]
            order = sorted(blocks, key=lambda b: doc_hash("Document #:\n" + b))
            expected = "Answer from the documents.\n\n" + "\n\n".join(
                f"Document {i}:\n{b}" for i, b in enumerate(order, 1)) + "\n\nQuestion: when?"
            cases.append({"id": f"neg-{idx:03d}", "source": "generated", "tags": ["hard_negative", tag],
                          "input": text, "expected": expected, "spans": []})
            continue
        elif kind == 5:  # a JSON array of records: repeated keys are data
            recs = ", ".join(f'{{"timestamp": "{date_value(rng)}", "amount": {rng.randint(1, 999)}}}' for _ in range(3))
            text, tag = f"Total these records:\n[{recs}]\n", "json_records"
        elif kind == 6:  # values with a cue but the wrong shape
            text = rng.choice([
                "Current date: unknown\nRequest ID: N/A\nSession ID: none\n",
                "Timestamp: see the header below.\nNonce: a word used once.\n",
                "Today is your lucky day.\nNow: focus on the task.\n",
            ])
            tag = "wrong_shape"
        else:  # arithmetic and identifiers with no label
            text = (f"What is {rng.randint(100, 99999)} + {rng.randint(100, 99999)}? Also, is "
                    f"{id_value(rng, 'uuid')} a valid UUID and {date_value(rng)} a valid date?\n")
            tag = "unlabelled"
        cases.append({"id": f"neg-{idx:03d}", "source": "generated", "tags": ["hard_negative", tag],
                      "input": text, "expected": text, "spans": []})
    return cases


def handwritten_cases() -> list[dict[str, Any]]:
    cases = []
    for idx, (inp, expected, fields, tags) in enumerate(HANDWRITTEN):
        spans, pos = [], 0
        for text, cue in fields:
            start = inp.index(text, pos)
            spans.append({"start": start, "end": start + len(text), "cue": cue, "text": text})
            pos = start + len(text)
        cases.append({"id": f"hand-{idx:03d}", "source": "handwritten", "tags": list(tags),
                      "input": inp, "expected": inp if expected is None else expected, "spans": spans})
    return cases


def build(templates: Path) -> list[dict[str, Any]]:
    rng = random.Random(20261130)
    return handwritten_cases() + template_cases(rng, templates, 160) + negative_cases(rng, 96)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--templates", type=Path, default=TEMPLATES)
    p.add_argument("--out", type=Path, default=OUT)
    args = p.parse_args(argv)
    cases = build(args.templates)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as f:
        for case in cases:
            f.write(json.dumps(case, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(cases)} cases to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
