"""`kvroute proxy`: run the prefix-cache-aware sidecar (flags exactly as DESIGN.md lists them).

SIGTERM or SIGINT drains: new requests get 503, in-flight ones finish (up to `timeouts.drain_s`),
then the process exits 0. SIGHUP re-reads `--config` and applies its replica sources (backends,
discovery): replicas that left drain, new ones join. A bad config or a mismatched replica pool
exits 2 with the reason. The open-file limit is raised to its hard limit at start, since every
client connection may need one to a replica too.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Callable

from proxy.config import ConfigError, load_config
from proxy.config_types import POLICIES, ProxyConfig
from proxy.pool import PoolMismatch


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="kvroute proxy", description="Prefix-cache-aware OpenAI-compatible proxy.")
    p.add_argument("--host", default=None, help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port to listen on (default 8000; 0 = any free)")
    p.add_argument("--backend", action="append", default=None, metavar="URL",
                   help="a replica's base URL; repeat for several (replaces the config file's list)")
    p.add_argument("--backend-dns", default=None, metavar="NAME:PORT",
                   help="also route to every address NAME resolves to (a headless Service), re-resolved every "
                        "few seconds")
    p.add_argument("--policy", choices=POLICIES, default=None, help="routing policy (default cache_aware)")
    p.add_argument("--config", default=None, metavar="FILE", help="TOML config (tenants, credentials, knobs)")
    p.add_argument("--tokenizer", default=None, metavar="DIR",
                   help="tokenizer directory (default: fetched from a replica's /kv/tokenizer)")
    p.add_argument("--block-size", type=int, default=None, help="KV block size (default: the replicas')")
    p.add_argument("--no-normalize", action="store_true", help="forward prompts without normalizing them")
    p.add_argument("--admin-host", default=None, help="admin listener address (default 127.0.0.1)")
    p.add_argument("--admin-port", type=int, default=None,
                   help="admin listener port: /metrics, /stats, /debug/* (default 9901; 0 = off)")
    p.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    return p


async def _serve(cfg: ProxyConfig, reload: Callable[[], ProxyConfig]) -> int:
    from proxy.server import ProxyServer

    server = await ProxyServer.create(cfg)
    await server.start()
    admin = f", admin on http://{cfg.admin_host}:{server.admin_port}" if server.admin_port else ""
    print(f"kvroute proxy listening on http://{cfg.host}:{server.port}{admin}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    log = logging.getLogger("kvroute.proxy")
    reloads: set[asyncio.Task[object]] = set()

    def on_hup() -> None:
        try:
            new = reload()
        except ConfigError as e:
            log.error("config reload refused: %s", e)
            return
        task = loop.create_task(server.reload(new))
        reloads.add(task)
        task.add_done_callback(reloads.discard)

    loop.add_signal_handler(signal.SIGHUP, on_hup)
    await stop.wait()
    log.info("draining %d in-flight requests", server.admitted)
    await server.drain()
    return 0


def raise_open_file_limit() -> None:
    """Raise the soft open-file limit to the hard one (as Go programs do at start)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft != hard and (hard == resource.RLIM_INFINITY or soft < hard):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else 1 << 20, hard))
    except (ImportError, OSError, ValueError):
        pass


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
        "backends": args.backend, "backend_dns": args.backend_dns, "policy": args.policy,
        "tokenizer": args.tokenizer, "block_size": args.block_size,
        "normalize": False if args.no_normalize else None, "host": args.host, "port": args.port,
        "admin_host": args.admin_host, "admin_port": args.admin_port,
    }
    try:
        cfg = load_config(args.config, overrides)
    except ConfigError as e:
        print(f"kvroute proxy: {e}", file=sys.stderr)
        return 2
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    raise_open_file_limit()
    try:
        return event_loop_runner()(_serve(cfg, lambda: load_config(args.config, overrides)))
    except PoolMismatch as e:
        print(f"kvroute proxy: refusing the replica pool: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"kvroute proxy: cannot listen: {e}", file=sys.stderr)
        return 2
