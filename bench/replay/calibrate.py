"""The simulator's cost model, measured on a tiny replica of this machine in the trace's units."""

from __future__ import annotations

import asyncio
import random
import time

import aiohttp
import orjson

from bench.replay import CHUNK_TOKENS, MAX_SEQS, TOKEN_HI, TOKEN_LO
from bench.sim_model import BLOCK, CostModel


async def _timed(url: str, prompt: list[int], max_tokens: int) -> float:
    async with aiohttp.ClientSession() as http:
        t0 = time.perf_counter()
        body = {"model": "tiny", "prompt": prompt, "max_tokens": max_tokens, "ignore_eos": True, "temperature": 0}
        async with http.post(url + "/v1/completions", data=orjson.dumps(body),
                             headers={"Content-Type": "application/json"}) as r:
            await r.read()
            if r.status != 200:
                raise RuntimeError(f"calibration request: status {r.status}")
        return time.perf_counter() - t0


async def _batch(url: str, prompts: list[list[int]], max_tokens: int) -> float:
    t0 = time.perf_counter()
    await asyncio.gather(*(_timed(url, p, max_tokens) for p in prompts))
    return time.perf_counter() - t0


def calibrate(url: str, tokens_per_id: int, seed: int = 7) -> CostModel:
    """The simulator's cost model for one tiny replica here, from cold prompts of 256 and 2048
    tokens (prefill rate and fixed cost) and 32 extra decode steps at batch 1 and MAX_SEQS,
    converted to trace units (a real token stands for 512/T trace tokens)."""
    rng = random.Random(seed)

    def fresh(n: int) -> list[int]:
        return [rng.randrange(TOKEN_LO, TOKEN_HI) for _ in range(n)]

    async def go() -> tuple[float, float, float, float]:
        short = min([await _timed(url, fresh(256), 1) for _ in range(3)])
        long = min([await _timed(url, fresh(2048), 1) for _ in range(3)])
        p = fresh(64)
        await _timed(url, p, 1)
        d1 = (await _timed(url, p, 33) - await _timed(url, p, 1)) / 32
        batch = [fresh(64) for _ in range(MAX_SEQS)]
        await _batch(url, batch, 1)
        dn = (await _batch(url, batch, 33) - await _batch(url, batch, 1)) / 32
        return short, long, max(d1, 1e-4), max(dn, d1, 1e-4)

    short, long, d1, dn = asyncio.run(go())
    rate = (2048 - 256) / max(1e-6, long - short)
    overhead = max(1e-3, short - 256 / rate)
    scale = BLOCK / tokens_per_id
    return CostModel("tiny-cpu-measured", prefill_tok_s=rate * scale, prefill_overhead_s=overhead,
                     decode_ms=((1, d1 * 1e3), (MAX_SEQS, dn * 1e3)), max_batch=MAX_SEQS,
                     chunk_tokens=int(CHUNK_TOKENS * scale), ttft_slo_s=1.0,
                     source=f"measured here: {rate:,.0f} real tokens/s prefill + {overhead * 1e3:.1f} ms, decode "
                            f"{d1 * 1e3:.2f} ms at batch 1, {dn * 1e3:.2f} ms at batch {MAX_SEQS}; x{scale:g} "
                            f"for trace tokens")
