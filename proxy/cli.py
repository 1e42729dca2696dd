"""`kvroute proxy`: run the prefix-cache-aware sidecar (flags exactly as DESIGN.md lists them).

SIGTERM or SIGINT drains: new requests get 503, in-flight ones finish (up to `timeouts.drain_s`),
then the process exits 0. A bad config or a mismatched replica pool exits 2 with the reason.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

from proxy.config import POLICIES, ConfigError, load_config
from proxy.pool import PoolMismatch


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="kvroute proxy", description="Prefix-cache-aware OpenAI-compatible proxy.")
    p.add_argument("--host", default=None, help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port to listen on (default 8000; 0 = any free)")
    p.add_argument("--backend", action="append", default=None, metavar="URL",
                   help="a replica's base URL; repeat for several (replaces the config file's list)")
    p.add_argument("--policy", choices=POLICIES, default=None, help="routing policy (default cache_aware)")
    p.add_argument("--config", default=None, metavar="FILE", help="TOML config (tenants, credentials, knobs)")
    p.add_argument("--tokenizer", default=None, metavar="DIR",
                   help="tokenizer directory (default: fetched from a replica's /kv/tokenizer)")
    p.add_argument("--block-size", type=int, default=None, help="KV block size (default: the replicas')")
    p.add_argument("--no-normalize", action="store_true", help="forward prompts without normalizing them")
    p.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    return p


async def _serve(cfg: object) -> int:
    from proxy.server import ProxyServer, drain, start_proxy

    server = ProxyServer(cfg)  # type: ignore[arg-type]
    runner, port = await start_proxy(server, server.cfg.host, server.cfg.port)
    print(f"kvroute proxy listening on http://{server.cfg.host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    logging.getLogger("kvroute.proxy").info("draining %d in-flight requests", server.admitted)
    await drain(server, runner)
    return 0


def event_loop_runner():  # noqa: ANN202 - asyncio.run or uvloop.run
    """uvloop's event loop when it is installed (markedly faster sockets), else asyncio's."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run
    return uvloop.run


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    overrides = {
        "backends": args.backend, "policy": args.policy, "tokenizer": args.tokenizer,
        "block_size": args.block_size, "normalize": False if args.no_normalize else None,
        "host": args.host, "port": args.port,
    }
    try:
        cfg = load_config(args.config, overrides)
    except ConfigError as e:
        print(f"kvroute proxy: {e}", file=sys.stderr)
        return 2
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return event_loop_runner()(_serve(cfg))
    except PoolMismatch as e:
        print(f"kvroute proxy: refusing the replica pool: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"kvroute proxy: cannot listen: {e}", file=sys.stderr)
        return 2
