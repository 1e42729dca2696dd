"""The syntax volatile fields are read with: where a label ends and a value starts, what a value
may be made of, key=value runs, bracket groups, metadata JSON members, and where a value may end.
Shared by the scanner in volatile.py; no decisions about what moves are made here.
"""

from __future__ import annotations

import json
import re

from prompt_normalizer.cues import Cue, canonical, lookup
from prompt_normalizer.generic import accept, generic_cue
from prompt_normalizer.item import Item
from prompt_normalizer.labels import sense
from prompt_normalizer.patterns import time_shape, value_ok

LINE_PREFIX = re.compile(r"[ \t]{0,16}(?:[-*•][ \t]{1,4})?(?:\*\*|__)?")
SENTENCE_GAP = re.compile(r"[.!?][ \t]{1,4}\Z")
LABEL_SEP = re.compile(r"(?:\*\*|__)?[ \t]{0,4}:(?:\*\*|__)?[ \t]{0,8}")
BARE_SEP = re.compile(r"[ \t]{1,4}")
KV_SEP = re.compile(r"[ \t]{0,2}=[ \t]{0,2}")
JSON_SEP = re.compile(r'"[ \t]{0,8}:[ \t]{0,8}')
# Where a line-or-sentence value ends: the end of the line, or a sentence end before the next one.
# A value ends its line, its sentence, or the text before a chat template's special token
# (`Current date: 2026-05-22<|im_end|>` in a rendered prompt).
VALUE_END = re.compile(
    r"[ \t]{0,8}(?:(?P<stop>[.;]?)[ \t]{0,8}(?=\n|\r|\Z|<\|)|(?P<stop2>[.;])[ \t]{1,8}(?=[A-Z\"'(\[]))")
# An unquoted date and clock time, the one unquoted value with a blank in it: `now=2026-11-30 04:35:10`,
# `date=11/30/2026 4:35 PM`, `at=30.11.2026 04:35 CEST`, `built=Mon 27 Jul 2026 13:40:06 BST`.
_DOW = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
KV_STAMP = (rf"(?:\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}[/.]\d{{1,2}}[/.]\d{{2,4}}|{_DOW},?[ \t]\d{{1,2}}[ \t]{_MONTH}[ \t]\d{{4}})"
            r"[ \t]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?"
            r"(?:[ \t]?[AaPp]\.?[Mm]\.?)?(?:[ \t]?(?:Z|[A-Z]{3,4}|[+-]\d{2}:?\d{2}))?(?![\w:.])")
KV_VALUE = re.compile(r'"(?P<q>[^"\\\n]{1,200})"|(?P<t>' + KV_STAMP + r'|[^\s\]\)\}\[\(\{,;|&"\'<>]{1,200})')
JSON_VALUE = re.compile(r'"(?P<q>[^"\\\n]{1,200})"|(?P<n>-?\d{1,20}(?:\.\d{1,9})?)(?![\w.])')
KV_TOKEN = re.compile(
    r'[ \t]{0,8}[\[\(\{]?[A-Za-z_][\w.\-]{0,63}=(?:"[^"\\\n]{0,200}"|' + KV_STAMP + r'|[^\s\]\)\},;|"]{0,200})[\]\)\},;|]?'
)
KV_AFTER = frozenset(" \t\r\n]),;|}")
LEAD_LABEL = re.compile(r"[ \t]{0,16}[A-Za-z][\w \-]{0,30}:")
# A tag before the pairs: `[meta] app=... session=...`; inside a bracket also one bare word,
# `[ctx app=... now=...]` (outside one, `export X=...` and `SET x=...;` are code).
LEAD_TAG = re.compile(r"[ \t]{0,16}\[[A-Za-z][\w\-]{0,15}\][ \t]{1,4}(?=[A-Za-z_][\w.\-]{0,63}=)")
LEAD_WORD = re.compile(r"[A-Za-z][\w\-]{0,15}[ \t]{1,4}(?=[A-Za-z_][\w.\-]{0,63}=)")


def is_kv_run(text: str, start: int, end: int, *, bracketed: bool = False) -> bool:
    """True when text[start:end] is nothing but `key=value` pairs (after an optional `Label:` or
    tag; `bracketed`: the inside of a bracket, which may open with one bare word; outside one, a
    bare word that is no shell or SQL keyword may open two pairs or more: `ctx dam=TD2 ts=...`)."""
    lead = LEAD_LABEL.match(text, start, end)
    bare = None
    if not (lead and "=" not in lead.group()):
        lead = LEAD_TAG.match(text, start, end)
        if lead is None:
            bare = LEAD_WORD.match(text, start, end)
            if bare is not None and not bracketed and _CODE_WORD.fullmatch(bare.group().strip()):
                bare = None
            lead = bare
    pos = lead.end() if lead else start
    seen = 0
    while pos < end:
        m = KV_TOKEN.match(text, pos, end)
        if m is None or m.end() == pos:
            break
        pos, seen = m.end(), seen + 1
    if seen == 0 and lead is None and not bracketed:
        return SPACED_PAIR.fullmatch(text, start, end) is not None and in_front_matter(text, start)
    return seen > (1 if bare is not None and not bracketed else 0) and text[pos:end].strip() == ""


def in_front_matter(text: str, pos: int) -> bool:
    """Whether `pos` is inside TOML front matter opening the text (`+++` ... `+++`): an app's
    header, where `key = value` lines are its fields. Elsewhere such lines are a pasted config or a
    tool's output (`Image count = 96`, `version = "2026.3.3"`)."""
    if not text.startswith("+++"):
        return False
    close = text.find("\n+++", 3)
    return 3 < pos and (close < 0 or pos < close)


# A line of one TOML pair, `checked_at = 2026-09-09T00:11:17+02:00`, `run = "3F4Gk..."`.
SPACED_PAIR = re.compile(r'[ \t]{0,16}[A-Za-z_][\w.\-]{0,63}[ \t]{1,2}=[ \t]{1,2}(?:"[^"\\\n]{1,200}"|' + KV_STAMP
                         + r'|[^\s"]{1,200})[ \t]{0,8}')


# Words that open a line of code, not of metadata pairs: `export X=1`, `SET x=1;`, `let y=2`.
_CODE_WORD = re.compile(r"export|set|let|var|const|declare|local|env|unset|alias|readonly|typeset|define|update|where"
                        r"|and|or|if|then|else|for|while|do|echo|print|return|assert|call", re.I)


def bracket_group(text: str, ls: int, line_start: int, line_end: int) -> tuple[int, int] | None:
    """The inside of the `[...]` or `(...)` around position ls on its line, when it holds
    nothing but `key=value` pairs."""
    for opener, closer in (("[", "]"), ("(", ")")):
        o = text.rfind(opener, max(line_start, ls - 512), ls)
        if o < 0 or text.find(closer, o, ls) >= 0:
            continue
        c = text.find(closer, ls, min(line_end, ls + 2048))
        if c >= 0 and is_kv_run(text, o + 1, c, bracketed=True):
            return o + 1, c
    return None


PAIR = re.compile(r'(?P<k>[A-Za-z_][\w.\-]{0,63})=(?:"(?P<q>[^"\\\n]{0,200})"|(?P<t>' + KV_STAMP
                  + r'|[^\s\]\)\},;|"]{0,200}))')


def pairs(text: str, a: int, b: int) -> list[tuple[int, str, str]]:
    """The `key=value` pairs of text[a:b]: (where the key starts, key, value without its quotes)."""
    return [(m.start(), m.group("k"), m.group("q") if m.group("q") is not None else m.group("t"))
            for m in PAIR.finditer(text, a, b)]


def group_cues(text: str, a: int, b: int) -> list[str] | None:
    """Cue names of the pairs in text[a:b] when every pair is a movable field, else None."""
    names = []
    for _, key, value in pairs(text, a, b):
        cue = lookup(key)
        if cue is not None and cue.key and value_ok(cue.kind, value):
            names.append(cue.name)
        elif cue is None and accept(key, value):
            names.append(generic_cue(key).name)
        else:
            return None
    return names or None


_TAG_OPENING = re.compile(r"<[A-Za-z_][\w.:\-]{0,40}[ \t\n]")


def in_open_tag(text: str, line_start: int) -> bool:
    """Whether the line at `line_start` goes on a tag opened on a line above and not yet closed
    (`<header creationtool="..."` / `creationdate="..."/>`): its pairs are that element's attributes."""
    lo = max(0, line_start - 512)
    lt = text.rfind("<", lo, line_start)
    return lt >= 0 and text.find(">", lt, line_start) < 0 and _TAG_OPENING.match(text, lt) is not None


def other_stamp(text: str, a: int, b: int, skip: int) -> bool:
    """Whether text[a:b] holds a `key=value` pair, other than the one at `skip`, whose key is no
    known cue and whose value is a timestamp."""
    return any(at != skip and lookup(key) is None and time_shape(value) in ("datetime", "epoch")
               for at, key, value in pairs(text, a, b))


def cue_value_ok(cue: Cue, value: str, *, edge: bool = False, above: str = "") -> bool:
    """A known cue's value has the shape it announces; a generic label's passes `accept` (`above`:
    the label of the field on the line above)."""
    return accept(cue.labels[0], value, edge=edge, above=above) if cue.generic else value_ok(cue.kind, value)


MEMBER = re.compile(
    r'[ \t\r\n]{0,64}"(?P<k>[^"\\\n]{1,64})"[ \t]{0,8}:[ \t]{0,8}'
    r'(?:"(?P<q>[^"\\\n]{0,200})"|(?P<n>-?\d[\d.eE+\-]{0,30}|true|false|null))[ \t\r\n]{0,64},?')


def _members(text: str, ms: int, me: int) -> list[tuple[str, str]] | None:
    """The members (key, value) of the flat JSON object the member at text[ms:me] sits in; [] when
    it sits in no object (a trailer line); None when that object nests objects, sits in another or
    in an array (one record of a list), or holds something other than plain members: a payload."""
    o = text.rfind("{", max(0, ms - 2048), ms)
    c = text.find("}", me, me + 2048)
    if o < 0 and c < 0:
        return []
    if o < 0 or c < 0 or "}" in text[o:ms] or "{" in text[me:c]:
        return None
    before = text[max(0, o - 2048):o]
    if before.count("{") > before.count("}"):
        return None  # an object inside another
    lead = before.rstrip()
    if lead.endswith("[") or lead.endswith(",") and lead[:-1].rstrip().endswith("}"):
        return None  # an element of an array
    out = []
    pos = o + 1
    while pos < c:
        m = MEMBER.match(text, pos, c)
        if m is None:
            return out if text[pos:c].strip() == "" else None
        out.append((m.group("k"), m.group("q") if m.group("q") is not None else m.group("n")))
        pos = m.end()
    return out


def metadata_object(text: str, ms: int, me: int) -> bool:
    """Whether the JSON member at text[ms:me] sits in a flat object of metadata members (or in
    no object at all, as in a trailer line); a record the prompt is about has other members."""
    members = _members(text, ms, me)
    return members is not None and all(
        (cue := lookup(k)) is not None and cue.key or sense(k).companion or accept(k, v) for k, v in members)


# Keys under which an event envelope carries its payload (CloudEvents `data`, EventBridge `detail`,
# Slack `event`, GitHub-style `payload`, SNS `Message`, Stripe's `data.object`).
PAYLOAD_KEYS = frozenset("data payload detail event body message resource object record records content".split())
_ENVELOPE_SPAN = 16_384  # characters an envelope may take


def envelope_object(text: str, ms: int, me: int) -> bool:
    """Whether the JSON member at text[ms:me] is a top-level member of an event envelope: an object
    whose members are plain values but for its payload, nested under one payload key (`data`,
    `detail`, ...). The envelope's own id and time are the delivery's, not the payload's."""
    depth, o = 0, ms
    while o > max(0, ms - _ENVELOPE_SPAN):
        o -= 1
        ch = text[o]
        if ch == "}":
            depth += 1
        elif ch == "{":
            if depth == 0:
                break
            depth -= 1
    else:
        return False
    depth, c = 0, o
    while c < min(len(text), o + _ENVELOPE_SPAN):
        ch = text[c]
        depth += (ch == "{") - (ch == "}")
        if depth == 0:
            break
        c += 1
    else:
        return False
    try:
        obj = json.loads(text[o:c + 1])
    except ValueError:
        return False
    if not isinstance(obj, dict) or text[max(0, o - 64):o].rstrip()[-1:] in ("[", ",", ":"):
        return False  # an element of a list or a value of another object
    nested = [k for k, v in obj.items() if isinstance(v, dict | list)]
    return len(nested) == 1 and nested[0].lower() in PAYLOAD_KEYS


def record_object(text: str, ms: int, me: int) -> bool:
    """Whether the JSON member at text[ms:me] sits in an object that is a record the prompt is
    about: a payload (`_members`), an object with a member whose key marks a record (`status`,
    `level`, `error`: labels.RECORD_WORDS), or one that holds two timestamps (an event with its times)."""
    members = _members(text, ms, me)
    if members is None:
        return True
    if any(sense(k).record for k, _ in members):
        return True
    return sum(time_shape(v) in ("datetime", "epoch") for _, v in members) > 1


def key(item: Item) -> str:
    """What makes two items the same field for the repeated-keys rule: the cue and the label as
    written (`X-B3-SpanId` and `X-B3-ParentSpanId` are two fields of one family); a bracket
    group counts as each of its cues."""
    return item.cue if "," in item.cue else f"{item.cue}|{canonical(item.label)}"


EDGE_LINES = 24  # lines of the first and of the last paragraph that count as its head and tail
# A line that only opens a chat template's system or user turn, written into a raw prompt
# (`<|begin_of_text|><|start_header_id|>system<|end_header_id|>`): the turn's text starts after it.
# A chat template's special token that marks where a turn starts or ends (`<|im_end|>`, `<end_of_turn>`,
# `[/INST]`), written into a raw prompt, on the line of the turn's last words too.
TURN_MARK = re.compile(r"<\|[a-z_]{2,20}\|>|<(?:start|end)_of_turn>|\[/?INST\]|</s>")
TURN_OPENER = re.compile(
    r"[ \t]{0,8}(?:<\|begin_of_text\|>|<s>)?[ \t]{0,8}(?:<\|start_header_id\|>(?:system|user)<\|end_header_id\|>"
    r"|<\|im_start\|>(?:system|user)|<start_of_turn>user|<\|(?:system|user)\|>)[ \t]{0,8}")
BLANKS = re.compile(r"[ \t\r\n]{0,4096}")
SPACES = re.compile(r"[ \t]{0,64}")
END_CHARS = re.compile(r"[\s.;,)\]]|<\|")


def value_ends(text: str, vs: int, limit: int) -> list[int]:
    """Candidate value end positions, longest first: before each blank or `.`/`;`/`,`."""
    ends = [limit]
    for m in END_CHARS.finditer(text, vs, limit):
        ends.append(m.start())
    out = sorted({e for e in ends if e > vs}, reverse=True)
    return out


def label_repeats(text: str, label: str) -> bool:
    """Whether `label` stands as a field (`label:` or `label=`) more than once anywhere in `text`,
    also where no candidate was taken (two deliveries of a webhook, one of them a record)."""
    label = label.strip()
    if not label or not label[0].isalnum():
        return False
    seen, i, looked = 0, text.find(label), 0
    while i >= 0:
        looked += 1
        if looked > 64:  # a label that is everywhere: one linear regex pass instead of a Python loop
            field = re.compile(r"(?:^|[^\w-])" + re.escape(label) + r"[ \t]*[:=]")
            first = field.search(text)
            return first is not None and field.search(text, first.end()) is not None
        j = i + len(label)
        while j < len(text) and text[j] in " \t":
            j += 1
        if (i == 0 or not (text[i - 1].isalnum() or text[i - 1] in "_-")) and j < len(text) and text[j] in ":=":
            seen += 1
            if seen > 1:
                return True
        i = text.find(label, i + 1)
    return False
