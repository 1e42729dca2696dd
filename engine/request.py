"""What goes into the engine core and what comes out of it, one message per request per step."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from protocol.sampling_params import SamplingParams


@dataclass(frozen=True)
class GenerationRequest:
    """A validated, tokenized request. `cache_salt` "" is the shared default tenant.

    `fork_of` names another choice of the same prompt (`n`, `best_of`): this one then starts from
    that request's prompt computation, sharing its blocks, instead of computing the prompt again."""

    request_id: str
    prompt_token_ids: tuple[int, ...]
    sampling: SamplingParams
    cache_salt: str = ""
    arrival_time: float = field(default_factory=time.monotonic)
    fork_of: str | None = None


@dataclass(frozen=True)
class TokenLogprobs:
    """A generated token's log-probability under the model (before temperature, penalties or top-k /
    top-p), and the `k` likeliest tokens at that position with theirs, likeliest first."""

    token_id: int
    logprob: float | None  # None for a prompt's first token: nothing comes before it
    top: tuple[tuple[int, float], ...] = ()
    rank: int = 0  # the token's place among all, 1 = likeliest (computed for prompt tokens)


@dataclass(frozen=True)
class RequestOutput:
    """A request's progress after one engine step.

    `new_token_ids` are the tokens generated since the previous output; `text` is the whole
    generated text so far (`decode(ids, skip_special_tokens=True)`, a matched stop string cut off).
    `finish_reason` is "stop", "length", "abort" or "error" once `finished`.
    """

    request_id: str
    new_token_ids: tuple[int, ...]
    text: str
    finished: bool
    finish_reason: str | None
    num_prompt_tokens: int
    num_cached_tokens: int
    error: str | None = None
    logprobs: tuple[TokenLogprobs, ...] = ()  # for `new_token_ids`, when the request asked for them
    prompt_logprobs: tuple[TokenLogprobs, ...] = ()  # for every prompt token, in the first output only
