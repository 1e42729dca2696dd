"""A request's state inside the engine: its tokens, how many have KV computed, and its blocks."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from engine.request import GenerationRequest, TokenLogprobs


class Status(enum.Enum):
    WAITING = "waiting"
    RUNNING = "running"
    FINISHED = "finished"


@dataclass(eq=False)
class Sequence:
    """One request being served.

    `block_table[:num_shared_blocks]` belong to the radix cache (kept alive by locking `cache_node`);
    the rest are private to this sequence and freed when it ends or is preempted. Under a sliding
    window the first `num_released_blocks` entries are NO_BLOCK: wholly before the window of every
    position still to come, they are only held in the cache's tree, not read. A choice forked
    from another's prompt computation waits in its parent's `forks` (holding no blocks) until the
    parent samples its first token.
    """

    request: GenerationRequest
    token_ids: list[int]
    output_ids: list[int] = field(default_factory=list)  # token_ids past the prompt, kept as they come
    status: Status = Status.WAITING
    num_computed_tokens: int = 0
    block_table: list[int] = field(default_factory=list)
    num_shared_blocks: int = 0
    num_released_blocks: int = 0
    cache_node: Any = None
    prompt_hashes: list[bytes] | None = None  # block hashes of the prompt, for holding back duplicates
    num_cached_tokens: int | None = None  # counted once, when first scheduled
    generator: Any = None  # torch.Generator when the request samples
    text: str = ""
    detokenizer: Any = None  # IncrementalDetokenizer, made on the first generated token
    finish_reason: str | None = None
    error: str | None = None
    num_emitted_tokens: int = 0
    reported_scheduled: bool = False
    first_scheduled_time: float | None = None
    first_token_time: float | None = None
    last_token_time: float | None = None
    logprobs: list[TokenLogprobs] = field(default_factory=list)  # one per output token, when asked for
    prompt_logprobs: list[TokenLogprobs | None] = field(default_factory=list)  # one per prompt token, when asked
    stop_ids: frozenset[int] = frozenset()  # end-of-sequence and stop token ids (for min_tokens)
    bad_words: tuple[tuple[int, ...], ...] = ()  # the request's bad_words as token sequences
    grammar: Any = None  # structured output: the grammar matcher, advanced token by token
    forks: list[Sequence] = field(default_factory=list)  # choices waiting for this prompt's computation
    fork_parent: Sequence | None = None  # set while this choice waits in its parent's `forks`

    @property
    def request_id(self) -> str:
        return self.request.request_id

    @property
    def salt(self) -> str:
        return self.request.cache_salt

    @property
    def num_prompt_tokens(self) -> int:
        return len(self.request.prompt_token_ids)

    def append_token(self, token: int) -> None:
        """A generated token: the end of the context and of the output."""
        self.token_ids.append(token)
        self.output_ids.append(token)

    @property
    def num_uncomputed_tokens(self) -> int:
        return len(self.token_ids) - self.num_computed_tokens

    @property
    def num_private_blocks(self) -> int:
        return len(self.block_table) - self.num_shared_blocks

    @property
    def is_prefilling(self) -> bool:
        """Still computing prompt (or recomputed) tokens rather than decoding one at a time."""
        return self.num_uncomputed_tokens > 1
