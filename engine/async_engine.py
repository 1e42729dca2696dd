"""AsyncEngine: the synchronous LLMEngine driven from asyncio.

One dedicated thread owns the engine: it loads the model, then alternates between serving
commands (add, abort, "run this between steps") and calling `step()`. Torch work never runs on the
event loop, and every look at engine state (snapshot, load) happens between two steps. Outputs go
back to the awaiting coroutine with `loop.call_soon_threadsafe`. A consumer that stops listening
(client disconnect, generator closed) aborts its request so its KV blocks are freed.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.config import EngineConfig
from engine.metrics import EngineMetrics
from engine.request import GenerationRequest, RequestOutput
from protocol.errors import APIError
from protocol.kv_events import LoadReport

log = logging.getLogger(__name__)

T = TypeVar("T")

# A request's mailbox on the event loop: RequestOutputs, or an exception to raise in the consumer.
_Sink = asyncio.Queue


@dataclass(frozen=True)
class _Add:
    reqs: tuple[GenerationRequest, ...]
    sinks: tuple[_Sink, ...]


@dataclass(frozen=True)
class _Abort:
    request_id: str


@dataclass(frozen=True)
class _Call:
    fn: Callable[[Any], Any]
    future: asyncio.Future


class AsyncEngine:
    """Owns the engine thread. `start()` loads the model in the background; `generate()` streams."""

    def __init__(self, config: EngineConfig, metrics: EngineMetrics | None = None,
                 engine_factory: Callable[[EngineConfig, EngineMetrics], Any] | None = None) -> None:
        self.config = config
        self.metrics = metrics if metrics is not None else EngineMetrics()
        self._factory = engine_factory or _default_factory
        self.engine: Any = None  # LLMEngine once loaded; read-only fields are safe from any thread
        self.load_error: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._loaded: asyncio.Event | None = None
        self._commands: queue.SimpleQueue[_Add | _Abort | _Call] = queue.SimpleQueue()
        self._wake = threading.Event()
        self._stopping = False  # asked to stop
        self._stopped = False  # the engine thread has ended
        self._thread: threading.Thread | None = None
        self._sinks: dict[str, _Sink] = {}  # touched by the engine thread only
        # The load after the latest step, so heartbeats need not wait for a long step to end.
        self.last_load: LoadReport | None = None

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Start the engine thread; it loads the model, then serves. Call from the event loop."""
        if self._thread is not None:
            return
        self._loop = asyncio.get_running_loop()
        self._loaded = asyncio.Event()
        self._thread = threading.Thread(target=self._run, name="kvroute-engine", daemon=True)
        self._thread.start()

    @property
    def ready(self) -> bool:
        """True once the model is loaded and the engine serves requests."""
        return self.engine is not None and not self._stopping and not self._stopped

    async def wait_loaded(self) -> None:
        """Wait until loading ends; re-raise a loading failure."""
        assert self._loaded is not None, "start() first"
        await self._loaded.wait()
        if self.load_error is not None:
            raise self.load_error

    async def stop(self) -> None:
        """Stop the thread after its current step; pending consumers get an error."""
        self._stopping = True
        self._wake.set()
        if self._thread is not None:
            await asyncio.to_thread(self._thread.join)
            self._thread = None

    # ------------------------------------------------------------------ public API

    def generate(self, reqs: Sequence[GenerationRequest]) -> list[Outputs]:
        """Start requests, together: the engine thread takes them in one piece, so choices that fork
        from one prompt's computation find it. Each request's outputs come from its `Outputs`,
        which must be read to the end or closed (closing early aborts the request).

        Raises APIError when the engine is not ready; a request the engine refuses (e.g. more KV
        blocks than exist) raises from its `Outputs`.
        """
        self._check_ready()
        sinks: list[_Sink] = [asyncio.Queue() for _ in reqs]
        self._submit(_Add(tuple(reqs), tuple(sinks)))
        return [Outputs(self, req.request_id, sink) for req, sink in zip(reqs, sinks, strict=True)]

    async def call(self, fn: Callable[[Any], T]) -> T:
        """Run `fn(engine)` on the engine thread between two steps and return its result."""
        self._check_ready()
        assert self._loop is not None
        future: asyncio.Future = self._loop.create_future()
        self._submit(_Call(fn, future))
        return await future

    # ------------------------------------------------------------------ event loop side

    def _check_ready(self) -> None:
        if not self.ready:
            stopped = self._stopping or self._stopped
            raise APIError(503, "The engine has stopped" if stopped else "The model is still loading",
                           code="not_ready")

    def _submit(self, cmd: _Add | _Abort | _Call) -> None:
        self._commands.put(cmd)
        self._wake.set()
        if self._stopped:  # the thread ended after our readiness check: nobody else will answer
            self._fail_all(APIError(503, "The engine stopped", code="engine_stopped"))

    def _post(self, fn: Callable[..., Any], *args: Any) -> None:
        """Schedule `fn(*args)` on the event loop from the engine thread (dropped if the loop is gone)."""
        assert self._loop is not None
        try:
            self._loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # loop closed: nobody is listening any more
            pass

    # ------------------------------------------------------------------ engine thread

    def _run(self) -> None:
        assert self._loaded is not None
        try:
            engine = self._factory(self.config, self.metrics)
        except Exception as e:  # reported through wait_loaded()
            log.exception("loading the model failed")
            self.load_error = e
            self._post(self._loaded.set)
            return
        self.engine = engine
        self._refresh_load(engine)
        self._post(self._loaded.set)
        try:
            self._serve(engine)
        except Exception:
            log.exception("the engine thread crashed; the replica is no longer ready")
        finally:
            self._stopped = True
            self._fail_all(APIError(503, "The engine stopped", code="engine_stopped"))
            close = getattr(engine, "close", None)  # test doubles may have none
            if close is not None:
                close()

    def _serve(self, engine: Any) -> None:
        while not self._stopping:
            self._wake.clear()  # before draining, so a command put after the drain wakes the wait
            self._drain(engine)
            if self._stopping:
                return
            self._refresh_load(engine)
            if not engine.has_unfinished():
                self._wake.wait()
                continue
            try:
                outputs = engine.step()
            except Exception as e:  # the thread must survive a failed step
                log.exception("engine step failed; failing its requests")
                self._fail_running(engine, e)
                continue
            for out in outputs:
                self._deliver(out)

    def _refresh_load(self, engine: Any) -> None:
        try:
            self.last_load = engine.load()
        except Exception:
            log.exception("reading the engine's load failed")

    def _pending_commands(self) -> Iterator[Any]:
        """Every command queued so far, without waiting for more."""
        while True:
            try:
                yield self._commands.get_nowait()
            except queue.Empty:
                return

    def _drain(self, engine: Any) -> None:
        for cmd in self._pending_commands():
            if isinstance(cmd, _Add):
                self._add(engine, cmd)
            elif isinstance(cmd, _Abort):
                if self._sinks.pop(cmd.request_id, None) is not None:
                    try:
                        engine.abort_request(cmd.request_id)
                    except Exception:
                        log.exception("aborting request %s failed", cmd.request_id)
            else:
                self._run_call(engine, cmd)

    def _add(self, engine: Any, cmd: _Add) -> None:
        for req, sink in zip(cmd.reqs, cmd.sinks, strict=True):
            try:
                engine.add_request(req)
            except APIError as e:
                self._post(sink.put_nowait, e)
                continue
            except Exception as e:
                log.exception("adding request %s failed", req.request_id)
                self._post(sink.put_nowait, APIError(500, f"The engine could not take the request: {e}"))
                continue
            self._sinks[req.request_id] = sink

    def _run_call(self, engine: Any, cmd: _Call) -> None:
        try:
            result = cmd.fn(engine)
        except Exception as e:  # handed to the awaiting coroutine
            self._post(_settle, cmd.future, None, e)
        else:
            self._post(_settle, cmd.future, result, None)

    def _deliver(self, out: RequestOutput) -> None:
        sink = self._sinks.get(out.request_id)
        if sink is None:  # aborted by its consumer; nobody waits for it
            return
        if out.finished:
            del self._sinks[out.request_id]
        self._post(sink.put_nowait, out)

    def _fail_running(self, engine: Any, error: Exception) -> None:
        """After a failed step: end every request in flight with an error output and free it."""
        for request_id, sink in list(self._sinks.items()):
            try:
                engine.abort_request(request_id)
            except Exception:
                log.exception("aborting request %s after a failed step failed", request_id)
            self._post(sink.put_nowait, _error_output(request_id, f"engine step failed: {error}"))
        self._sinks.clear()

    def _fail_all(self, error: APIError) -> None:
        for sink in self._sinks.values():
            self._post(sink.put_nowait, error)
        self._sinks.clear()
        for cmd in self._pending_commands():
            if isinstance(cmd, _Add):
                for sink in cmd.sinks:
                    self._post(sink.put_nowait, error)
            elif isinstance(cmd, _Call):
                self._post(_settle, cmd.future, None, error)


class Outputs:
    """One request's outputs, in order, until it finishes; `aclose` before then aborts it."""

    def __init__(self, engine: AsyncEngine, request_id: str, sink: _Sink) -> None:
        self._engine = engine
        self._request_id = request_id
        self._sink = sink
        self._done = False

    def __aiter__(self) -> Outputs:
        return self

    async def __anext__(self) -> RequestOutput:
        if self._done:
            raise StopAsyncIteration
        item = await self._sink.get()
        if isinstance(item, BaseException):
            self._done = True
            raise item
        self._done = item.finished
        return item

    async def aclose(self) -> None:
        if not self._done:
            self._done = True
            self._engine._submit(_Abort(self._request_id))


def _settle(future: asyncio.Future, result: Any, error: BaseException | None) -> None:
    if future.done():  # the awaiting coroutine was cancelled
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


def _error_output(request_id: str, message: str) -> RequestOutput:
    return RequestOutput(request_id=request_id, new_token_ids=(), text="", finished=True, finish_reason="error",
                         num_prompt_tokens=0, num_cached_tokens=0, error=message)


def _default_factory(config: EngineConfig, metrics: EngineMetrics) -> Any:
    from engine.llm_engine import LLMEngine  # torch loads here, in the engine thread

    return LLMEngine(config, metrics=metrics)
