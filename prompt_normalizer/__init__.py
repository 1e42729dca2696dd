"""Make prompts cache-friendly without changing what they say.

`normalize(text)` and `normalize_chat(messages, tools)` move request metadata (dates, times,
request and trace ids, found by their label or, in a header-like position, by their shape) to a
trailer at the end (before a final completion cue such as `Answer:`), put RAG document lists and
tool lists in a canonical order, and report every change. Pure functions: no I/O, nothing global.
"""

from prompt_normalizer.chat import NormalizedChat, normalize_chat
from prompt_normalizer.documents import Document, default_document_key
from prompt_normalizer.normalize import Change, Normalized, normalize
from prompt_normalizer.policy import DEFAULT_POLICY, Policy, popularity_key

__all__ = [
    "DEFAULT_POLICY",
    "Change",
    "Document",
    "Normalized",
    "NormalizedChat",
    "Policy",
    "default_document_key",
    "normalize",
    "normalize_chat",
    "popularity_key",
]
