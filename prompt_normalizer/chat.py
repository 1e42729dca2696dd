"""Normalize an OpenAI chat request: messages (string or parts content) and tools.

System, developer and user messages up to the last user message are normalized; volatile fields
taken out of them go, in conversation order, to a trailer at the end of the last user message
(or, by policy, to a system note right after it). Assistant and tool messages, and anything
after the last user message, are never edited. The input is never mutated.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from prompt_normalizer.normalize import (
    Change,
    compose,
    process,
    split_trailer,
    volatile_changes,
)
from prompt_normalizer.policy import DEFAULT_POLICY, Policy
from prompt_normalizer.tools import normalize_tools, tool_name

EDITABLE_ROLES = ("system", "developer", "user")


@dataclass(frozen=True)
class NormalizedChat:
    """Canonical messages and tools, and every change that produced them."""

    messages: list[dict[str, Any]]
    tools: list[Any] | None
    changes: tuple[Change, ...] = field(default_factory=tuple)

    @property
    def changed(self) -> bool:
        return bool(self.changes)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"messages": self.messages}
        if self.tools is not None:
            out["tools"] = self.tools
        out["changes"] = [c.to_json() for c in self.changes]
        return out


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    """`copy.deepcopy(value, memo)`, with plain dicts, lists and strings copied directly: a chat
    request is JSON, and deepcopy's general machinery costs several times more per container.
    Shared containers stay shared, as with deepcopy."""
    kind = type(value)
    if kind is str or kind is int or kind is float or kind is bool or value is None:
        return value
    if kind is dict or kind is list:
        done = memo.get(id(value))
        if done is not None:
            return done
        if kind is list:
            out_list: list[Any] = []
            memo[id(value)] = out_list
            out_list.extend(_copy(v, memo) for v in value)
            return out_list
        out: dict[Any, Any] = {}
        memo[id(value)] = out
        for k, v in value.items():
            out[_copy(k, memo)] = _copy(v, memo)
        return out
    return copy.deepcopy(value, memo)


def _segments(msg: dict[str, Any], i: int) -> list[tuple[str, str, Any]]:
    """(path, text, setter key) for each text segment of a message's content."""
    content = msg.get("content")
    if isinstance(content, str):
        return [(f"messages[{i}].content", content, None)]
    out = []
    if isinstance(content, list):
        for j, part in enumerate(content):
            if isinstance(part, dict) and part.get("type") == "text" and isinstance(part.get("text"), str):
                out.append((f"messages[{i}].content[{j}].text", part["text"], j))
    return out


def _set(msg: dict[str, Any], key: Any, text: str) -> None:
    if key is None:
        msg["content"] = text
    else:
        msg["content"][key]["text"] = text


def _is_note(msg: Any) -> bool:
    """A system message that holds nothing but a trailer (one we wrote before)."""
    if not (isinstance(msg, dict) and msg.get("role") == "system" and isinstance(msg.get("content"), str)):
        return False
    body, _, lines = split_trailer(msg["content"])
    return bool(lines) and body == ""  # split_trailer returns lines only when they are a trailer's


def normalize_chat(messages: list[dict[str, Any]], tools: list[Any] | None = None,
                   policy: Policy | None = None, *, fast: bool = True) -> NormalizedChat:
    """The canonical form of a chat request's messages and tools. `fast=False` runs every
    detector on every message, skipping no pre-scan, for checking it; the result is the same."""
    if not isinstance(messages, list):
        raise TypeError(f"messages must be a list, got {type(messages).__name__}")
    policy = policy or DEFAULT_POLICY
    memo: dict[int, Any] = {}
    msgs = _copy(messages, memo)
    changes: list[Change] = []
    out_tools = _copy(tools, {})
    if policy.sort_tools and isinstance(tools, list) and tools:
        out_tools, order, keys_changed = normalize_tools(tools)
        if order != sorted(order):
            names = [tool_name(t) for t in out_tools]
            changes.append(Change("tools", "sort_by_name", ", ".join(names), f"order {order}"))
        if keys_changed:
            changes.append(Change("tools", "sorted_schema_keys", f"{len(tools)} tools", "in place"))

    users = [i for i, m in enumerate(msgs) if isinstance(m, dict) and m.get("role") == "user"]
    last_user = users[-1] if users else None
    note_at = None
    if policy.chat_trailer == "system_note" and last_user is not None:
        if last_user + 1 < len(msgs) and _is_note(msgs[last_user + 1]):
            note_at = last_user + 1

    moved = []  # (item, where) in conversation order
    dest_seg: tuple[dict[str, Any], Any, Any, str] | None = None  # message, key, piece, path
    for i, msg in enumerate(msgs):
        if last_user is not None and i > last_user:
            break
        if not isinstance(msg, dict) or msg.get("role") not in EDITABLE_ROLES:
            continue
        segs = _segments(msg, i)
        for s, (path, text, key) in enumerate(segs):
            is_dest = i == last_user and s == len(segs) - 1 and policy.chat_trailer == "last_user"
            move = policy.move_volatile and last_user is not None
            piece = process(text, policy if move else _no_moves(policy), keep_trailer=is_dest, where=path,
                            fast=fast)
            changes.extend(piece.changes)
            if is_dest:
                dest_seg = (msg, key, piece, path)
                continue
            moved.extend((it, path) for it in piece.items)
            _set(msg, key, piece.body + piece.suffix)  # a final cue stays where it is

    if last_user is None:
        return NormalizedChat(msgs, out_tools, tuple(changes))

    if policy.chat_trailer == "system_note":
        existing = list(split_trailer(msgs[note_at]["content"])[2]) if note_at is not None else []
        if moved:
            lines = [it.text for it, _ in moved] + existing
            dest = last_user + 1
            note = {"role": "system", "content": "\n".join(lines)}
            if note_at is not None:
                msgs[note_at] = note
            else:
                msgs.insert(dest, note)
            for k, (it, path) in enumerate(moved):
                changes += volatile_changes([it], k, where=path, dest=f"messages[{dest}] system note ")
        return NormalizedChat(msgs, out_tools, tuple(changes))

    if dest_seg is None:
        # The last user message has no text: its trailer becomes a new text part.
        msg = msgs[last_user]
        if moved:
            lines = [it.text for it, _ in moved]
            if isinstance(msg.get("content"), list):
                msg["content"].append({"type": "text", "text": "\n".join(lines)})
                dest_path = f"messages[{last_user}].content[{len(msg['content']) - 1}].text "
            else:
                msg["content"] = "\n".join(lines)
                dest_path = f"messages[{last_user}].content "
            for k, (it, path) in enumerate(moved):
                changes += volatile_changes([it], k, where=path, dest=dest_path)
        return NormalizedChat(msgs, out_tools, tuple(changes))

    msg, key, piece, path = dest_seg
    own = [(it, path) for it in piece.items]
    everything = moved + own
    if not everything:
        _set(msg, key, piece.body + piece.suffix)
    else:
        lines = [it.text for it, _ in everything] + list(piece.trailer)
        _set(msg, key, compose(piece.body, lines, piece.tail))
        for k, (it, src) in enumerate(everything):
            changes += volatile_changes([it], k, where=src, dest=f"{path} ")
    return NormalizedChat(msgs, out_tools, tuple(changes))


def _no_moves(policy: Policy) -> Policy:
    return replace(policy, move_volatile=False)
