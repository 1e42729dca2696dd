"""The synchronous engine core: requests in, one scheduler step at a time, outputs out.

`add_request` and `abort_request` may be called from another thread than `step`: they only queue
work that the next step picks up. Everything else runs on the stepping thread.
"""

from __future__ import annotations

import logging
import random
import time
import uuid
from collections import deque
from collections.abc import Sequence as Seq

import torch

from engine.attention import select_backend
from engine.block_pool import BlockPool
from engine.checkpoints import resolve_model
from engine.config import DEFAULT_KV_CACHE_MEMORY, EngineConfig
from engine.cpu_decode import FusedDecode
from engine.cpu_linear import pack_linears
from engine.grammar import Grammars
from engine.host_cache import HostCache
from engine.kv_cache import KVCache
from engine.kv_event_log import KVEventLog
from engine.metrics import EngineMetrics
from engine.model import CausalLM
from engine.model_runner import ModelRunner
from engine.radix_cache import RadixCache
from engine.request import GenerationRequest, RequestOutput
from engine.sampler import make_generator
from engine.scheduler import Scheduler, window_fits
from engine.sequence import Sequence
from engine.stopping import check_stop, visible_text
from engine.zmq_publisher import ZMQEventPublisher
from protocol.errors import bad_request
from protocol.kv_events import KVInfo, KVSnapshot, LoadReport
from protocol.openai_api import check_token_ids
from protocol.tokenization import Tokenizer
from protocol.zmq_kv_events import engine_hash, removed_json, stored_json

log = logging.getLogger("kvroute.engine")


class LLMEngine:
    def __init__(self, config: EngineConfig, metrics: EngineMetrics | None = None) -> None:
        if config.threads:
            torch.set_num_threads(config.threads)
        torch.manual_seed(config.seed)
        self.config = config
        self.metrics = metrics
        self.instance_id = uuid.uuid4().hex
        self.model_name = config.model_name
        self.block_size = config.block_size

        model_dir = resolve_model(config.model)
        self.device = resolve_device(config.device)
        dtype = None if config.dtype == "auto" else getattr(torch, config.dtype)  # auto: the checkpoint's own
        self.model = CausalLM.load(model_dir, dtype, self.device)
        if self.device.type == "cpu":
            pack_linears(self.model)
            self.model.fused_decode = FusedDecode.build(self.model)
        self.tokenizer = Tokenizer.from_dir(model_dir)
        self.eos_token_ids = frozenset(self.tokenizer.eos_token_ids)
        model_cfg = self.model.cfg
        self.max_model_len = min(config.max_model_len or model_cfg.max_position_embeddings,
                                 model_cfg.max_position_embeddings)

        kv_dtype = self.model.dtype
        num_blocks = config.kv_cache_blocks or max(
            1, (config.kv_cache_memory or DEFAULT_KV_CACHE_MEMORY)
            // KVCache.bytes_per_block(model_cfg, config.block_size, kv_dtype, config.kv_cache_dtype))
        self.max_model_len = _fit_context(self.max_model_len, config.max_model_len, num_blocks, config.block_size,
                                          model_cfg.release_window)
        self.kv = KVCache(model_cfg, num_blocks, config.block_size, kv_dtype, self.device, config.kv_cache_dtype)
        self.attention = select_backend(config.attention_backend, self.device, config.block_size, num_blocks,
                                        model_cfg.head_dim**-0.5, model_cfg.layer_windows)
        self.pool = BlockPool(num_blocks)
        self.event_log = KVEventLog()
        self.publisher: ZMQEventPublisher | None = None
        if config.kv_events_zmq is not None:
            self.publisher = ZMQEventPublisher(config.kv_events_zmq, config.kv_events_replay)
            self.event_log.listener = self._publish
        host = None
        if config.cpu_offload_blocks:
            self.kv.add_host_tier(config.cpu_offload_blocks)
            host = HostCache(config.cpu_offload_blocks, self.event_log)
        self.cache = RadixCache(self.pool, config.block_size, self.event_log, host=host,
                                mover=self.kv if host is not None else None, window=model_cfg.release_window)
        self.grammars = Grammars(self.tokenizer.files["tokenizer.json"], model_cfg.vocab_size, self.eos_token_ids)
        self.scheduler = Scheduler(self.pool, self.cache, config.block_size, config.max_num_seqs,
                                   config.max_num_batched_tokens)
        self.runner = ModelRunner(self.model, self.kv, self.attention, self.grammars)
        self._rng = random.Random(config.seed)
        self._inbox: deque[Sequence] = deque()
        self._aborts: deque[str] = deque()
        self._seqs: dict[str, Sequence] = {}

    def _publish(self, kind: str, hashes: Seq[bytes], parent: bytes | None, medium: str,
                 tokens: Seq[Seq[int]] | None, salt: str) -> None:
        """A cache change, to the ZMQ publisher in vLLM's format (engine thread)."""
        assert self.publisher is not None
        ids = [engine_hash(h) for h in hashes]
        zmq_medium = "GPU" if medium == "device" else "CPU"
        if kind == "stored":
            flat = [t for block in tokens or () for t in block]
            self.publisher.publish(stored_json(ids, None if parent is None else engine_hash(parent), flat,
                                               self.block_size, zmq_medium, salt))
        else:
            self.publisher.publish(removed_json(ids, zmq_medium))

    def close(self) -> None:
        """Release what outlives the engine thread (the ZMQ publisher)."""
        if self.publisher is not None:
            self.publisher.close()

    # ---- requests (any thread) --------------------------------------------------------------

    def add_request(self, req: GenerationRequest) -> None:
        """Queue a request; refuses (400) what could never run here."""
        n = len(req.prompt_token_ids)
        if n == 0:
            raise bad_request("prompt is empty", param="prompt")
        check_token_ids(req.prompt_token_ids, self.tokenizer.vocab_size)
        if n >= self.max_model_len:
            raise bad_request(f"prompt has {n} tokens; this model's context is {self.max_model_len} tokens "
                              "and at least one must be left to generate", param="prompt")
        max_tokens = req.sampling.max_tokens
        if max_tokens is not None and n + max_tokens > self.max_model_len:
            raise bad_request(f"prompt ({n} tokens) plus max_tokens ({max_tokens}) exceeds the context of "
                              f"{self.max_model_len} tokens", param="max_tokens")
        p = req.sampling
        for ids, param in ((tuple(t for t, _ in p.logit_bias), "logit_bias"),
                           (p.allowed_token_ids or (), "allowed_token_ids")):
            check_token_ids(list(ids), self.tokenizer.vocab_size, param)
        seq = Sequence(request=req, token_ids=list(req.prompt_token_ids))
        seq.generator = make_generator(p, self._rng.getrandbits(63))
        if p.min_tokens:
            seq.stop_ids = frozenset(p.stop_token_ids) | (frozenset() if p.ignore_eos else self.eos_token_ids)
        seq.bad_words = self._bad_words(p.bad_words)
        if p.grammar is not None:
            seq.grammar = self.grammars.matcher(p.grammar)
        self._inbox.append(seq)

    def _bad_words(self, words: Seq[str]) -> tuple[tuple[int, ...], ...]:
        """Each word as tokens, and after a space when that gives as many tokens starting differently
        (vLLM's rule)."""
        out: list[tuple[int, ...]] = []
        for word in words:
            bare = tuple(self.tokenizer.encode(word.lstrip(), add_special_tokens=False))
            spaced = tuple(self.tokenizer.encode(" " + word.lstrip(), add_special_tokens=False))
            out.append(bare)
            if spaced and len(spaced) == len(bare) and spaced[0] != bare[0]:
                out.append(spaced)
        return tuple(w for w in out if w)

    def abort_request(self, request_id: str) -> None:
        self._aborts.append(request_id)

    def has_unfinished(self) -> bool:
        return bool(self._inbox or self._aborts or self.scheduler.has_unfinished())

    # ---- one step (the stepping thread) -----------------------------------------------------

    def step(self) -> list[RequestOutput]:
        outputs: list[RequestOutput] = []
        self._take_inbox(outputs)
        plan = self.scheduler.schedule()
        for seq in plan.failed:
            seq.error = (f"request needs more KV blocks than this replica has ({self.pool.num_blocks} blocks "
                         f"of {self.block_size} tokens)")
            self._finish(seq, "error", outputs)
        if self.metrics:
            if plan.preempted:
                self.metrics.on_preemption(len(plan.preempted))
            if plan.num_evicted_blocks:
                self.metrics.on_evicted(plan.num_evicted_blocks)
        for item in plan.scheduled:
            seq = item.seq
            if self.metrics and seq.first_scheduled_time is not None and not seq.reported_scheduled:
                self.metrics.on_scheduled_first(seq.first_scheduled_time - seq.request.arrival_time,
                                                seq.num_prompt_tokens, seq.num_cached_tokens or 0)
            seq.reported_scheduled = True

        sampled = self.runner.run(plan.scheduled)
        self.kv.copy_blocks(self.scheduler.commit(plan.scheduled))
        now = time.monotonic()
        for seq, token, logprobs in sampled:
            if logprobs is not None:
                seq.logprobs.append(logprobs)
            self._append_token(seq, token, now, outputs)
        if self.metrics:
            load = self.load()
            self.metrics.on_step(load.running, load.waiting, load.kv_usage)
            free, cached = self.pool.num_free, self.cache.num_evictable_blocks
            self.metrics.on_blocks(free, cached, self.pool.num_blocks - free - cached)
            host = self.cache.host
            if host is not None:
                self.metrics.on_host_tier(host.offloaded, host.restored, host.dropped, self.kv.bytes_moved)
        return outputs

    def _take_inbox(self, outputs: list[RequestOutput]) -> None:
        while self._inbox:
            seq = self._inbox.popleft()
            self._seqs[seq.request_id] = seq
            parent = self._fork_parent(seq)
            if parent is not None:
                self.scheduler.add_fork(parent, seq)
            else:
                self.scheduler.add(seq)
        while self._aborts:
            seq = self._seqs.get(self._aborts.popleft())
            if seq is not None:
                self._finish(seq, "abort", outputs)

    def _fork_parent(self, seq: Sequence) -> Sequence | None:
        """The request `seq` forks from, while that one has not sampled yet (else it runs alone)."""
        parent = self._seqs.get(seq.request.fork_of or "")
        if parent is None or parent.output_ids or parent.fork_parent is not None:
            return None
        same = (parent.request.prompt_token_ids == seq.request.prompt_token_ids and parent.salt == seq.salt
                and parent.request.sampling.prompt_logprobs == seq.request.sampling.prompt_logprobs)
        return parent if same else None

    def _append_token(self, seq: Sequence, token: int, now: float, outputs: list[RequestOutput]) -> None:
        seq.append_token(token)
        if self.metrics:
            if seq.first_token_time is None:
                self.metrics.on_first_token(now - seq.request.arrival_time)
            else:
                self.metrics.on_token(now - (seq.last_token_time or now))
        seq.first_token_time = seq.first_token_time or now
        seq.last_token_time = now
        check_stop(seq, self.tokenizer, self.eos_token_ids, self.max_model_len)
        if seq.finish_reason is None and seq.grammar is not None and seq.grammar.is_stopped():
            seq.finish_reason = "stop"  # the answer is complete (even with ignore_eos: nothing may follow)
            seq.text = seq.detokenizer.finish(seq.output_ids)
        if seq.finish_reason is not None:
            self._finish(seq, seq.finish_reason, outputs)
        else:
            outputs.append(self._output(seq))

    def _finish(self, seq: Sequence, reason: str, outputs: list[RequestOutput]) -> None:
        self.scheduler.finish(seq)
        self._seqs.pop(seq.request_id, None)
        seq.finish_reason = reason
        if self.metrics:
            self.metrics.on_finished(time.monotonic() - seq.request.arrival_time, reason, len(seq.output_ids))
        outputs.append(self._output(seq))

    def _output(self, seq: Sequence) -> RequestOutput:
        start = seq.num_emitted_tokens
        new = tuple(seq.output_ids[start:])
        seq.num_emitted_tokens = len(seq.output_ids)
        return RequestOutput(
            request_id=seq.request_id, new_token_ids=new, text=visible_text(seq),
            finished=seq.finish_reason is not None, finish_reason=seq.finish_reason,
            num_prompt_tokens=seq.num_prompt_tokens, num_cached_tokens=seq.num_cached_tokens or 0,
            error=seq.error, logprobs=tuple(seq.logprobs[start:]),
            prompt_logprobs=tuple(seq.prompt_logprobs) if start == 0 else (),  # type: ignore[arg-type]
        )

    # ---- state for /kv/* and tests (between steps) ------------------------------------------

    def load(self) -> LoadReport:
        total = self.pool.num_blocks
        available = self.pool.num_free + self.cache.num_evictable_blocks
        return LoadReport(running=len(self.scheduler.running), waiting=len(self.scheduler.waiting),
                          kv_usage=round((total - available) / total, 6), free_blocks=available)

    def kv_info(self) -> KVInfo:
        return KVInfo(instance_id=self.instance_id, model=self.model_name, block_size=self.block_size,
                      capacity_blocks=self.pool.num_blocks, host_capacity_blocks=self.config.cpu_offload_blocks,
                      kv_cache_dtype=self.config.kv_cache_dtype, tokenizer_hash=self.tokenizer.tokenizer_hash,
                      load=self.load())

    def snapshot(self) -> KVSnapshot:
        return KVSnapshot(instance_id=self.instance_id, seq=self.event_log.last_seq,
                          blocks=tuple(self.cache.snapshot()))

    @property
    def num_free_blocks(self) -> int:
        return self.pool.num_free

    def check_invariants(self) -> None:
        self.scheduler.check_invariants()


def _fit_context(max_model_len: int, asked: int | None, num_blocks: int, block_size: int,
                 window: int | None = None) -> int:
    """The context the KV pool can hold for one sequence: a request is refused up front (or stops
    with `length`) rather than failing mid-generation. An explicit `--max-model-len` the pool cannot
    hold refuses to start, as vLLM does; the model's own maximum is lowered to fit, with a warning.
    A model whose every layer slides needs only its window's blocks (and one for the step's token),
    so any length runs once the pool holds those."""
    pool_tokens = num_blocks * block_size
    if max_model_len <= pool_tokens or (window is not None and window_fits(num_blocks, block_size, window)):
        return max_model_len
    if asked is not None:
        raise ValueError(f"max-model-len {asked}: the KV cache holds {pool_tokens} tokens ({num_blocks} blocks of "
                         f"{block_size}); raise --kv-cache-blocks or --kv-cache-memory, or lower --max-model-len")
    log.warning("context limited to %d tokens, what the KV cache holds (%d blocks of %d); the model allows %d",
                pool_tokens, num_blocks, block_size, max_model_len)
    return pool_tokens


def resolve_device(name: str) -> torch.device:
    """`--device`: auto is CUDA when torch sees a GPU, else the CPU; cuda without one is refused."""
    if name == "auto":
        name = "cuda" if torch.cuda.is_available() else "cpu"
    if name == "cuda" and not torch.cuda.is_available():
        raise ValueError("device cuda: torch sees no CUDA device here (use cpu or auto)")
    return torch.device(name)
