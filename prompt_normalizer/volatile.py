"""Find request metadata in text: dates, times and ids that should leave the prefix.

Label-first rules, each a known cue (cues.py) followed by a value of the announced shape
(patterns.py):

- `label_line`: a label that starts a line or sentence, `Current date: 2026-11-30`,
  `Today is Monday, November 30, 2026.`, `X-Request-ID: 7f3a...`; the sentence moves whole.
- `key_value`: `request_id=...` in a run of `key=value` pairs (a metadata line, or a bracketed
  group such as `[trace_id=... span_id=...]`); the pair moves.
- `json_field`: `"timestamp": 1764477310` in JSON; the member moves with a comma so the JSON
  left behind stays valid, or with its whole line.

Shape-first rules (generic.py), for any other label: a value that looks like a timestamp or a
generated id moves when it sits in a header-like position: a whole `Label: value` line
(`field_line`), a `key=value` pair or JSON member as above, or markup (markup.py: an element
line, the attributes of the tag that opens the text, an HTML comment of the head or tail, a
bracketed stamp or a `Generated at ...` phrase on the first or last line, a relay's `[received
...]` opening a message's line), or a row of a two-column table (tables.py); and, beside a stamp
that moved, the weekday or generated id that goes with it (companions.py).

Precision first: a label key that occurs more than once (a pasted log, a list of records) is
data, not this request's metadata, and nothing with that key moves; `key=value` lines next to
other, non-metadata pairs are a pasted config, and lines with log keys (`level=`, `msg=`) a log;
a field in a run of `label: value` lines that also holds content fields (`From:`, `Host:`,
`Total:`) is part of a record (records.py), and so is a `key=value` pair in such a field's value;
a shape-first JSON member moves only out of an object
of metadata. Protected
spans (code fences, quote lines, documents and delimited context blocks) are never searched.
"""

from __future__ import annotations

import bisect
import re

from prompt_normalizer import field_syntax as syntax
from prompt_normalizer import markup
from prompt_normalizer.asked import asked_about, asked_around, under_question
from prompt_normalizer.companions import companions
from prompt_normalizer.cues import Cue, find_labels, is_key_only, positions
from prompt_normalizer.generic import find_generic_labels, generic_cue, id_beside
from prompt_normalizer.item import Item, as_written
from prompt_normalizer.labels import sense
from prompt_normalizer.lines import Lines
from prompt_normalizer.paragraphs import FIELD, head_and_tail
from prompt_normalizer.patterns import is_machine_time, read_as_ascii, time_shape, value_ok
from prompt_normalizer.record_fields import marks_record
from prompt_normalizer.records import in_record, is_event_line, is_log_line, under_title
from prompt_normalizer.request_stamp import request_stamps
from prompt_normalizer.tables import table_rows

__all__ = ["Item", "find_items"]

_MAX_REPEAT_CHECKS = 32  # items whose label is looked for elsewhere in the text (a real prompt has a few)
# A short line naming a record, over it: `Portal log line:`, `Alert event:`, `CSV export row:`.
# A document's own date line, `Date:` in the languages documents come in.
_DOCUMENT_DATE = re.compile(r"(?:date|datum|fecha|data|dato|datë|päiväys)", re.I)
_FIELD_HEAD = re.compile(r"[ \t]*[^\W\d_][\w.-]{0,63}:[ \t]")  # `X-Signature: ` opening the line of a pair

class _Scanner:
    """Finds candidate items in one text; see `find_items`."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: Lines | None = None
        self._kv_lines: dict[tuple[int, int], bool] = {}
        self._edges: tuple[tuple[int, int], tuple[int, int]] | None = None
        self.last_end = 0  # end of the last item found, so two items never claim one comma

    @property
    def lines(self) -> Lines:
        if self._lines is None:
            self._lines = Lines(self.text)  # only texts with labels pay for the line table
        return self._lines

    def line_bounds(self, pos: int) -> tuple[int, int]:
        return self.lines.around(pos)

    def kv_run(self, start: int, end: int) -> bool:
        key = (start, end)
        if key not in self._kv_lines:
            self._kv_lines[key] = syntax.is_kv_run(self.text, start, end)
        return self._kv_lines[key]

    def edges(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """The head and the tail of the text (paragraphs.head_and_tail), computed once."""
        if self._edges is None:
            self._edges = head_and_tail(self.text, self.lines)
        return self._edges

    def at_edge(self, pos: int) -> bool:
        (a, b), (c, d) = self.edges()
        return a <= pos <= b or c <= pos <= d

    def candidates(self, protected: list[tuple[int, int]]) -> list[tuple[str, Item]]:
        text = self.text
        starts = [a for a, _ in protected]

        def is_protected(pos: int) -> bool:
            i = bisect.bisect_right(starts, pos) - 1
            return i >= 0 and protected[i][1] > pos

        found: list[tuple[str, Item]] = []
        last_end = -1
        separators = positions(text, ":", "=")
        labels = find_labels(text, separators) if separators is not None else None
        if labels is None:
            return []  # far more labels than any prompt carries: data, leave it alone
        if separators:
            taken = {ls for ls, _, _ in labels}
            labels += [g for g in find_generic_labels(text, separators) if g[0] not in taken]
            labels.sort(key=lambda hit: hit[0])
        for ls, le, cue in labels:
            if ls < last_end or is_protected(ls):
                continue
            item = None
            if not cue.generic:
                item = self._json(cue, ls, le) or self._kv(cue, ls, le) or self._line(cue, ls, le)
                cue = generic_cue(text[ls:le])  # a known label whose value has another shape
            if item is None:
                item = self._json(cue, ls, le) or self._kv(cue, ls, le) or self._field_line(cue, ls, le)
            if item is not None:
                found.append((syntax.key(item), item))
                last_end = self.last_end = max(c[1] for c in item.cuts)
        taken_spans = sorted(c for _, it in found for c in it.cuts)
        for item in self._markup():
            a, b = min(c[0] for c in item.cuts), max(c[1] for c in item.cuts)
            k = bisect.bisect_left(taken_spans, (b, b))
            if is_protected(a) or (k > 0 and taken_spans[k - 1][1] > a):
                continue
            found.append((syntax.key(item), item))
        # A JSON object, an XML document or a table the user pasted and asks about is content, like a run of
        # fields; so is a record's line that ends in a bracketed stamp (`Fine: 800 (charged 04.03.2026 19:02:55)`).
        found = [(k, it) for k, it in found
                 if not (it.rule in ("json_field", "xml_element", "table_row") and self._asked(it.start)
                         or it.rule == "bracket_stamp" and asked_about(text, self.lines, self.lines.index_of(it.start)))]
        found.sort(key=lambda pair: pair[1].start)
        return found

    def _markup(self) -> list[Item]:
        """Element lines, attributes of an opening tag, bracketed stamps and phrases (markup.py), and
        times in sentences written for this request (request_stamp.py)."""
        text = self.text
        if not text.strip():
            return []
        out = []
        if "<" in text:
            head = self.edges()[0]
            out += markup.element_lines(text, markup.element_starts(text), head)
            if "<!--" in text:
                out += markup.comment_lines(text, head, self.edges()[1])
            a = head[0]
            while a < head[1]:  # a metadata tag opening a line of the head, under the app's first lines too
                a, b = self.line_bounds(a)
                if text[a:b].lstrip().startswith("<"):
                    out += markup.head_attributes(text, a, b)
                a = b + 1
        out += request_stamps(text, self.lines.around)
        if "|" in text:
            out += table_rows(text, self.lines, self.edges())
        if "[" in text or "(" in text or " at " in text or " on " in text:
            first = self.line_bounds(self.edges()[0][0])
            last = self.line_bounds(self.edges()[1][1])
            out += markup.edge_stamps(text, first, last)
            out += [it for it in markup.relay_stamps(text) if all(o.start != it.start for o in out)]
            out += markup.phrase_lines(text, [first] if first == last else [first, last])
        return out

    # -- rules ---------------------------------------------------------------------------

    def _line(self, cue: Cue, ls: int, le: int) -> Item | None:
        text = self.text
        label = text[ls:le]
        if not cue.line or is_key_only(label):
            return None
        line_start, line_end = self.line_bounds(ls)
        prefix = syntax.LINE_PREFIX.match(text, line_start, ls)
        at_line_start = prefix is not None and prefix.end() == ls
        gap = None
        if not at_line_start:
            gap = syntax.SENTENCE_GAP.search(text, max(line_start, ls - 6), ls)
            if gap is None:
                return None
        sep = (syntax.BARE_SEP if cue.bare else syntax.LABEL_SEP).match(text, le, line_end)
        if sep is None:
            return None
        vs = sep.end()
        found = self._value_end(cue.kind, vs, line_end)
        if found is None:
            return None
        ve, stop_end, next_start = found
        if in_record(text, self.lines, self.lines.index_of(ls)):
            return None
        if at_line_start and next_start is None:
            cut, moved = (line_start, line_end), text[line_start:line_end].strip()
        elif at_line_start:
            assert next_start is not None
            cut, moved = (ls, next_start), text[ls:stop_end]
        else:
            assert gap is not None
            cut = (gap.start() + 1, line_end if next_start is None else stop_end)
            moved = text[ls:stop_end]
        return Item(ls, (cut,), moved, "label_line", cue.name, label, text[vs:ve])

    def _field_line(self, cue: Cue, ls: int, le: int) -> Item | None:
        """A generic label that starts a line, and a value that fills the rest of it."""
        text = self.text
        line_start, line_end = self.line_bounds(ls)
        prefix = syntax.LINE_PREFIX.match(text, line_start, ls)
        if prefix is None or prefix.end() != ls:
            return None
        sep = syntax.LABEL_SEP.match(text, le, line_end)
        if sep is None:
            return None
        token = syntax.TURN_MARK.search(text, sep.end(), line_end)
        field_end = line_end if token is None else token.start()  # a rendered template's `<|im_end|>` stays
        value = text[sep.end():field_end].rstrip()
        value = value[:-1] if value.endswith(".") else value
        if len(value) > 2 and value[0] == value[-1] and value[0] in "\"'`":
            value = value[1:-1]  # YAML's quoted scalar (`generated_at: "2026-11-30T04:35:10Z"`), Markdown's code
        if not value:
            return None
        shape = time_shape(value)
        dated = shape == "date" or shape == "datetime" and _DOCUMENT_DATE.fullmatch(text[ls:le]) is not None
        if dated and not is_machine_time(value) and under_title(text, self.lines, self.lines.index_of(ls)):
            return None  # a titled document's date (`Date:` to the minute at most), written as people write it
        index = self.lines.index_of(ls)
        above = FIELD.match(text, *self.lines.bounds(index - 1)) if cue.generic and index > 0 else None
        above_id = id_beside(above.group("label"), above.group("value")) if above else ""  # read by `accept` only
        if not syntax.cue_value_ok(cue, value, edge=self.at_edge(ls), above=above_id) \
                and not self._pairs_value(cue, sep.end(), line_end):
            return None
        if in_record(text, self.lines, self.lines.index_of(ls), generic=shape in ("datetime", "epoch")):
            return None
        return Item(ls, ((line_start, field_end),), text[line_start:field_end].strip(), "field_line", cue.name,
                    text[ls:le], value)

    def _pairs_value(self, cue: Cue, vs: int, line_end: int) -> bool:
        """A header whose value is metadata pairs, `X-Request-Start: t=1764477310123`: when its
        label names a time or an id, the line moves whole rather than its pairs."""
        s = sense(cue.labels[0])
        return s.mentions and not s.companion and syntax.is_kv_run(self.text, vs, line_end) and \
            syntax.group_cues(self.text, vs, line_end) is not None

    def _value_end(self, kind: str, vs: int, line_end: int) -> tuple[int, int, int | None] | None:
        """Longest value from vs that has the kind's shape and ends a line or sentence.

        Returns (value end, end including a closing `.`/`;`, start of the next sentence or None).
        """
        text = self.text
        for ve in syntax.value_ends(text, vs, min(line_end, vs + 96)):
            if text[ve - 1] in " \t":
                continue
            m = syntax.VALUE_END.match(text, ve, line_end)
            if m is None or not value_ok(kind, text[vs:ve]):
                continue
            stop = "stop" if m.group("stop") else "stop2" if m.group("stop2") else None
            stop_end = m.end(stop) if stop else ve
            return ve, stop_end, (m.end() if m.end() < line_end else None)
        return None

    def _kv(self, cue: Cue, ls: int, le: int) -> Item | None:
        text = self.text
        label = text[ls:le]
        if not cue.key or " " in label or (ls > 0 and text[ls - 1] in "\"'"):
            return None
        sep = syntax.KV_SEP.match(text, le)
        if sep is None:
            return None
        val = syntax.KV_VALUE.match(text, sep.end())
        if val is None:
            return None
        value = val.group("q") if val.group("q") is not None else val.group("t")
        if not syntax.cue_value_ok(cue, value) or (val.end() < len(text) and text[val.end()] not in syntax.KV_AFTER):
            return None
        line_start, line_end = self.line_bounds(ls)
        if ls > line_start and text[ls - 1] not in " \t[({,;|":
            return None
        if is_log_line(text, line_start, line_end) or syntax.in_open_tag(text, line_start) \
                or is_event_line(text, self.lines, line_start, line_end):
            return None
        if _FIELD_HEAD.match(text, line_start, ls) and in_record(text, self.lines, self.lines.index_of(ls)):
            return None  # a pair in the value of a record's field: a signature header of a pasted request
        if cue.generic and time_shape(value) is not None and not sense(label).time \
                and syntax.other_stamp(text, line_start, line_end, ls):
            return None  # a stamp under a label of no time word next to another compares times: a record's
        group = syntax.bracket_group(text, ls, line_start, line_end)
        if group is None and (not self.kv_run(line_start, line_end) or self._in_data_block(line_start, line_end)):
            return None
        cue_name, start, end = cue.name, ls, val.end()
        if group is not None:
            names = syntax.group_cues(text, *group)
            if names is not None:
                # A bracket of nothing but metadata moves whole, brackets included.
                cue_name, start, end = ",".join(names), group[0] - 1, group[1] + 1
        ls = start
        sep_before = None
        if end < line_end and text[end] in ",;":
            end += 1  # a separator after the pair goes with it
        else:
            left = ls
            while left > line_start and ls - left < 64 and text[left - 1] in " \t":
                left -= 1
            if left > max(line_start, self.last_end) and text[left - 1] in ",;" and group is None:
                sep_before = left - 1  # last pair of a list: take the separator before it
        moved = text[ls:end] + ("" if sep_before is None else text[sep_before])
        if sep_before is not None:
            cut = (sep_before, end)
        else:
            # Take one neighbouring run of blanks with the pair so no double space is left behind.
            right, left = end, ls
            while right < line_end and right - end < 64 and text[right] in " \t":
                right += 1
            while left > line_start and ls - left < 64 and text[left - 1] in " \t":
                left -= 1
            opens_line = left == line_start or text[left - 1] in "[({" or left < self.last_end
            cut = (ls, right) if right > end and opens_line else (left, end)
        return Item(ls, (cut,), moved, "key_value", cue_name, label, value)

    def _asked(self, pos: int) -> bool:
        """Whether the block of data holding `pos` is one the user asks about, or sits under a question."""
        index = self.lines.index_of(pos)
        return asked_about(self.text, self.lines, index) or under_question(self.text, self.lines, index)

    def _app_object(self, ms: int, me: int) -> bool:
        """A member of a flat JSON object that opens a line of the text's first paragraph, is no record
        (`syntax.record_object`) and is not asked about: an app's header written as JSON, its other
        members the app's own settings (`"app": "trailhead-coach"`, `"units": "metric"`)."""
        text = self.text
        head_start, head_end = self.edges()[0]
        o = text.rfind("{", head_start, ms)
        if not head_start <= ms <= head_end or o < 0 or text[self.lines.around(o)[0]:o].strip():
            return False
        return not syntax.record_object(text, ms, me) and not asked_around(text, self.lines, self.lines.index_of(ms))

    def _envelope(self, ms: int, me: int) -> bool:
        """A top-level member of an event envelope at the head or tail of the text, not under a
        question that asks about it."""
        return self.at_edge(ms) and syntax.envelope_object(self.text, ms, me) and not under_question(
            self.text, self.lines, self.lines.index_of(ms))

    def _in_data_block(self, line_start: int, line_end: int) -> bool:
        """Whether another line of the same run of `key=value` lines has a key that is not
        metadata: then these lines are a config or a log the user pasted, not request metadata; in
        the text's first paragraph, when nobody asks about the lines, only when those pairs hold a
        record's field (an app's header of `KEY=value` lines sets its own values,
        `ASSOC=harbour-ward`, next to its metadata)."""
        text, lines = self.text, self.lines
        index = lines.index_of(line_start)
        data = False
        for step in (-1, 1):
            i = index + step
            while not data and 0 <= i < len(lines) and abs(i - index) < syntax.EDGE_LINES and self.kv_run(*lines.bounds(i)):
                data = syntax.group_cues(text, *lines.bounds(i)) is None
                i += step
        if not data:
            return False
        head_start, head_end = self.edges()[0]
        return not head_start <= line_start <= head_end or asked_around(text, self.lines, index) \
            or self._record_pairs(index)

    def _record_pairs(self, index: int) -> bool:
        """Whether the run of `key=value` lines holding line `index` has a record's field
        (`status=failed`, `total=12.50`)."""
        lines, text = self.lines, self.text
        for step in (-1, 1):
            i = index
            while 0 <= i < len(lines) and abs(i - index) < syntax.EDGE_LINES and self.kv_run(*lines.bounds(i)):
                if any(marks_record(key, value) for _, key, value in syntax.pairs(text, *lines.bounds(i))):
                    return True
                i += step
        return False

    def _json(self, cue: Cue, ls: int, le: int) -> Item | None:
        text = self.text
        if not cue.key or ls == 0 or text[ls - 1] != '"':
            return None
        sep = syntax.JSON_SEP.match(text, le)
        if sep is None:
            return None
        val = syntax.JSON_VALUE.match(text, sep.end())
        if val is None:
            return None
        value = val.group("q") if val.group("q") is not None else val.group("n")
        if not syntax.cue_value_ok(cue, value):
            return None
        ms, me = ls - 1, val.end()
        if (not syntax.metadata_object(text, ms, me) if cue.generic else syntax.record_object(text, ms, me)) \
                and not self._envelope(ms, me) and not self._app_object(ms, me):
            return None
        member, label = text[ms:me], text[ls:le]
        line_start, line_end = self.line_bounds(ms)
        after_m = syntax.BLANKS.match(text, me)
        r = after_m.end()
        after = text[r] if r < len(text) else ""
        left = ms
        while left > 0 and ms - left < 4096 and text[left - 1] in " \t\r\n":
            left -= 1
        before = text[left - 1] if left > 0 else ""
        if after == "," and r < line_end:
            # Member and its comma go, with blanks after the comma on the same line.
            end = syntax.SPACES.match(text, r + 1, line_end).end()
            return Item(ls, ((ms, end),), member + ",", "json_field", cue.name, label, value)
        if after in ("}", "") and before == ",":
            # Last member: take the comma before it, so the object stays valid.
            if left - 1 < line_start:
                cuts: tuple[tuple[int, int], ...] = ((left - 1, left), (ms, me))
            else:
                cuts = ((left - 1, me),)
            return Item(ls, cuts, member + ",", "json_field", cue.name, label, value)
        if after in ("}", "") and before in ("{", ""):
            return Item(ls, ((ms, me),), member, "json_field", cue.name, label, value)
        # No JSON around it we can keep valid: a member alone on its line moves with the line.
        if text[line_start:ms].strip() == "" and text[me:line_end].strip() in ("", ","):
            return Item(ls, ((line_start, line_end),), text[ms:line_end].strip(), "json_field",
                        cue.name, label, value)
        return None


def find_items(text: str, protected: list[tuple[int, int]], *, singletons_only: bool = True) -> list[Item]:
    """Volatile items in `text` outside `protected` (sorted, disjoint ranges), in text order.

    With `singletons_only`, a cue that yields more than one item is treated as data and none of
    its items are returned. A label written with the full-width colon and brackets of Chinese and
    Japanese (`当前时间：`) is read as one written in ASCII (`patterns.read_as_ascii`): the detectors
    see the colon, the trailer gets the field as written.
    """
    view = read_as_ascii(text)
    if view is text:
        return _find_items(text, protected, singletons_only)
    return [it for it in (as_written(it, text, view) for it in _find_items(view, protected, singletons_only))
            if it is not None]


def _find_items(text: str, protected: list[tuple[int, int]], singletons_only: bool) -> list[Item]:
    scanner = _Scanner(text)
    found = scanner.candidates(protected)
    if singletons_only:
        counts: dict[str, int] = {}
        for key, _ in found:
            for name in key.split(","):
                counts[name] = counts.get(name, 0) + 1
        found = [(k, it) for k, it in found if all(counts[name] == 1 for name in k.split(","))]
        if len(found) <= _MAX_REPEAT_CHECKS:  # one scan of the text each: bounded, so linear time holds
            found = [(k, it) for k, it in found if not syntax.label_repeats(text, it.label)]
    items = [it for _, it in found]
    beside = companions(text, scanner.lines, items) if items else []  # no line table for a text without any
    return sorted(items + beside, key=lambda it: it.start) if beside else items

