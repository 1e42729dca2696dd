"""`kvroute engine`: run one replica (OpenAI API + KV state) with exactly DESIGN.md's flags.

The HTTP server starts first, so `/health` answers while the model loads in the background; one
log line says when the replica is ready. Bad flag values exit with status 2 and name the flag.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Callable

from engine.config import ATTENTION_BACKENDS, DEVICES, DTYPES, KV_CACHE_DTYPES, EngineConfig, parse_size
from protocol.errors import APIError

log = logging.getLogger("kvroute.engine")


def _int_at_least(lo: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None
        if value < lo:
            raise argparse.ArgumentTypeError(f"must be >= {lo}, got {value}")
        return value

    return parse


def _port(text: str) -> int:
    value = _int_at_least(1)(text)
    if value > 65535:
        raise argparse.ArgumentTypeError(f"must be a TCP port (1-65535), got {value}")
    return value


def _size(text: str) -> int:
    try:
        value = parse_size(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 bytes, got {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="kvroute engine", description="Run one kvroute engine replica.")
    p.add_argument("--model", required=True, metavar="tiny|smollm2-135m|DIR",
                   help="`tiny`, `smollm2-135m`, or a local Hugging Face checkpoint directory")
    p.add_argument("--served-model-name", metavar="NAME", help="the model name responses carry (default: --model)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=_port, default=8001)
    p.add_argument("--block-size", type=_int_at_least(1), default=16, metavar="N", help="tokens per KV block")
    pool = p.add_mutually_exclusive_group()
    pool.add_argument("--kv-cache-blocks", type=_int_at_least(1), metavar="N", help="KV pool size in blocks")
    pool.add_argument("--kv-cache-memory", type=_size, metavar="SIZE",
                      help="KV pool memory budget, e.g. 512MiB or 2GiB (default 512MiB)")
    p.add_argument("--kv-cache-dtype", choices=KV_CACHE_DTYPES, default="auto")
    p.add_argument("--cpu-offload-blocks", type=_int_at_least(0), default=0, metavar="N")
    p.add_argument("--attention-backend", choices=ATTENTION_BACKENDS, default="auto",
                   help="auto: triton on CUDA, torch on CPU")
    p.add_argument("--device", choices=DEVICES, default="auto", help="auto: cuda when available, else cpu")
    p.add_argument("--dtype", choices=DTYPES, default="auto")
    p.add_argument("--max-num-seqs", type=_int_at_least(1), default=64, metavar="N")
    p.add_argument("--max-num-batched-tokens", type=_int_at_least(1), default=2048, metavar="N")
    p.add_argument("--max-model-len", type=_int_at_least(2), metavar="N")
    p.add_argument("--threads", type=_int_at_least(1), metavar="N", help="torch CPU threads")
    p.add_argument("--seed", type=int, default=0, metavar="N")
    p.add_argument("--kv-events-zmq", metavar="ENDPOINT",
                   help="also publish KV events in vLLM's ZMQ format (e.g. tcp://*:5557), for routers written for vLLM")
    p.add_argument("--kv-events-replay", metavar="ENDPOINT", help="replay endpoint for those events (e.g. tcp://*:5558)")
    return p


def config_from_args(argv: list[str]) -> EngineConfig:
    """Parse the flags into an EngineConfig; exits with status 2 on a bad value."""
    parser = build_parser()
    a = parser.parse_args(argv)
    try:
        return EngineConfig(
            model=a.model, served_model_name=a.served_model_name, host=a.host, port=a.port,
            block_size=a.block_size, kv_cache_blocks=a.kv_cache_blocks, kv_cache_memory=a.kv_cache_memory,
            kv_cache_dtype=a.kv_cache_dtype, cpu_offload_blocks=a.cpu_offload_blocks,
            attention_backend=a.attention_backend, device=a.device, dtype=a.dtype, max_num_seqs=a.max_num_seqs,
            max_num_batched_tokens=a.max_num_batched_tokens, max_model_len=a.max_model_len,
            threads=a.threads, seed=a.seed, kv_events_zmq=a.kv_events_zmq, kv_events_replay=a.kv_events_replay,
        )
    except ValueError as e:
        parser.error(f"--{e}")
        raise  # unreachable: parser.error exits


async def serve(config: EngineConfig) -> int:
    """Serve until SIGINT/SIGTERM; 1 if the port or the model cannot be had, 2 for a refused option."""
    from engine.server import EngineServer, bound_port, start_server

    server = EngineServer(config)
    try:
        runner = await start_server(server, config.host, config.port)
    except OSError as e:
        log.error("cannot listen on %s:%d: %s", config.host, config.port, e)
        return 1
    url = f"http://{config.host}:{bound_port(runner)}"
    try:
        log.info("listening on %s; loading model %s", url, config.model)
        try:
            await server.async_engine.wait_loaded()
        except APIError as e:
            log.error("%s", e.message)
            return 2
        except Exception as e:
            log.error("loading model %s failed: %s", config.model, e)
            return 1
        info = await server.async_engine.call(lambda e: e.kv_info())
        log.info("ready: %s model=%s capacity=%d blocks x %d tokens max_model_len=%d", url, info.model,
                 info.capacity_blocks, info.block_size, server.async_engine.engine.max_model_len)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        log.info("stopping")
        return 0
    finally:
        await runner.cleanup()


def main(argv: list[str]) -> int:
    config = config_from_args(argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return asyncio.run(serve(config))
