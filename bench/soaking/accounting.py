"""An engine that tells its KV block accounting: `kvroute engine` plus a read-only
GET /debug/kv_accounting, which no public route exposes; the soak's leak check reads it.
Run as `python -m bench.soak --serve-engine ENGINE-FLAGS`."""

from __future__ import annotations

from typing import Any


def block_accounting(engine: Any) -> dict[str, Any]:
    """The engine's KV blocks by state, and whether its invariant check (free + cached + in use ==
    total, tree and lock consistency) passes; run on the engine thread between two steps."""
    try:
        engine.check_invariants()
        error = None
    except AssertionError as e:
        error = str(e) or "AssertionError"
    sched, cache = engine.scheduler, engine.cache
    return {"total": engine.pool.num_blocks, "free": engine.pool.num_free, "cached": cache.num_cached_blocks,
            "evictable": cache.num_evictable_blocks, "in_use": sched.num_blocks_in_use,
            "running": len(sched.running), "waiting": len(sched.waiting), "invariant_error": error}


def serve_engine(argv: list[str]) -> int:
    """`kvroute engine ARGV`, plus GET /debug/kv_accounting (block_accounting as JSON)."""
    from aiohttp import web

    import engine.cli
    import engine.server

    class AccountingServer(engine.server.EngineServer):
        def make_app(self) -> web.Application:
            app = super().make_app()
            app.router.add_get("/debug/kv_accounting", self.kv_accounting)
            return app

        async def kv_accounting(self, request: web.Request) -> web.Response:
            return web.json_response(await self.async_engine.call(block_accounting))

    engine.server.EngineServer = AccountingServer  # type: ignore[misc]  # engine.cli.serve looks it up at call time
    return engine.cli.main(argv)
