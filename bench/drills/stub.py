"""The drills' stub replica process: bench/stub_backend.py's stub with knobs a drill turns from
outside its process (error rate, slowness, a restart with an empty cache) and a count of what
reached it. Run as `python -m bench.fault_drills --serve-stub PORT ...`."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
from typing import Any

from bench.drills.settings import MODEL


def serve_stub(argv: list[str]) -> int:
    """`--serve-stub PORT ...`: one stub replica with the knobs a drill turns from outside its process."""
    p = argparse.ArgumentParser(prog="python -m bench.fault_drills --serve-stub")
    p.add_argument("--serve-stub", type=int, required=True, dest="port")
    p.add_argument("--prefill-us", type=float, default=50.0)
    p.add_argument("--token-ms", type=float, default=8.0)
    p.add_argument("--heartbeat", type=float, default=0.5)
    p.add_argument("--zmq", default=None)
    p.add_argument("--zmq-replay", default=None)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)

    from aiohttp import web

    from bench.stub_backend import StubBackend
    from proxy.cli import event_loop_runner

    class DrillStub(StubBackend):
        """A stub that fails a share of its generation requests and counts what reached it."""

        def __init__(self) -> None:
            super().__init__(model=MODEL, heartbeat_s=args.heartbeat, kv_events_zmq=args.zmq,
                             kv_events_replay=args.zmq_replay)
            self.record_requests = False
            self.base = (args.prefill_us * 1e-6, args.token_ms * 1e-3)
            self.prefill_s_per_token, self.token_delay_s = self.base
            self.error_rate = 0.0
            self.slow_factor = 1.0
            self.received = 0
            self.injected = 0
            self.rng = random.Random(args.seed)

        async def _generate(self, request: web.Request, chat: bool) -> web.StreamResponse:
            self.received += 1
            if self.error_rate and self.rng.random() < self.error_rate:
                await request.read()
                self.injected += 1
                return web.json_response({"error": {"message": "injected 500", "type": "server_error",
                                                    "code": None, "param": None}}, status=500)
            return await super()._generate(request, chat)

        def state(self) -> dict[str, Any]:
            return {"instance_id": self.instance_id, "seq": self._seq, "blocks": len(self._cache),
                    "zmq_seq": self.publisher.next_seq - 1 if self.publisher is not None else None,
                    "received": self.received, "injected": self.injected, "running": self.running,
                    "error_rate": self.error_rate, "slow_factor": self.slow_factor}

    stub = DrillStub()

    async def control(request: web.Request) -> web.Response:
        obj = await request.json()
        if "error_rate" in obj:
            stub.error_rate = float(obj["error_rate"])
        if "slow_factor" in obj:
            stub.slow_factor = float(obj["slow_factor"])
            stub.prefill_s_per_token, stub.token_delay_s = (b * stub.slow_factor for b in stub.base)
        if obj.get("restart"):
            stub.restart()
        return web.json_response(stub.state())

    async def state(request: web.Request) -> web.Response:
        return web.json_response(stub.state())

    async def run() -> None:
        app = stub.make_app()
        app.router.add_post("/drill/control", control)
        app.router.add_get("/drill/state", state)
        runner = web.AppRunner(app, access_log=None, handler_cancellation=True, shutdown_timeout=0.5)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", args.port, reuse_address=True).start()
        print(f"drill stub on http://127.0.0.1:{args.port}", flush=True)
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()

    with contextlib.suppress(KeyboardInterrupt):
        event_loop_runner()(run())
    return 0
