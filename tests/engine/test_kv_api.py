"""The KV state API: replaying /kv/snapshot + /kv/events reproduces the engine's cache exactly.

The reference for the hashes is protocol.block_hash applied to the prompts and the generated
tokens the responses report; the reference for the set is a fresh snapshot taken afterwards.
"""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

import aiohttp
import orjson
import pytest
from server_harness import ServerHarness

from engine.config import EngineConfig
from engine.kv_event_log import KVEventLog
from protocol.block_hash import block_hashes, to_hex
from protocol.kv_events import KVEvent, KVInfo, KVSnapshot, LoadReport
from protocol.tokenization import Tokenizer

BLOCKS = 24
BS = 16


@pytest.fixture(scope="module")
def h(tiny_model_dir):
    harness = ServerHarness(EngineConfig(model=str(tiny_model_dir), kv_cache_blocks=BLOCKS, block_size=BS,
                                         max_model_len=256, max_num_seqs=4, threads=1)).wait_ready()
    yield harness
    harness.close()


def read_events(h: ServerHarness, since: int, until_seq: int | None = None, until_heartbeat: int = 0,
                timeout: float = 10.0) -> list[dict[str, Any]]:
    """Lines of /kv/events?since=... until the stream ends, a heartbeat with seq >= until_seq, or
    the `until_heartbeat`-th heartbeat."""

    async def go() -> list[dict[str, Any]]:
        lines: list[dict[str, Any]] = []
        beats = 0
        async with aiohttp.ClientSession() as s, asyncio.timeout(timeout):
            async with s.get(f"{h.url}/kv/events", params={"since": str(since)}) as r:
                assert r.status == 200, await r.text()
                assert r.headers["Content-Type"].startswith("application/x-ndjson")
                async for raw in r.content:
                    line = orjson.loads(raw)
                    lines.append(line)
                    if line["type"] != "heartbeat":
                        continue
                    beats += 1
                    if beats >= until_heartbeat if until_heartbeat else line["seq"] >= (until_seq or 0):
                        break
        return lines

    return h.run(go())


def snapshot(h: ServerHarness) -> KVSnapshot:
    status, body, _ = h.request("GET", "/kv/snapshot")
    assert status == 200, body
    return KVSnapshot.from_json(body)


def replay(start: KVSnapshot, lines: list[dict[str, Any]], upto: int) -> set[str]:
    held = {b.hash for b in start.blocks}
    seqs = []
    for line in lines:
        if line["type"] not in ("stored", "removed"):
            continue
        ev = KVEvent.from_json(line)
        if ev.seq > upto:
            break
        seqs.append(ev.seq)
        if ev.type == "stored":
            assert not held & set(ev.hashes), "stored twice without a removal"
            held |= set(ev.hashes)
        else:
            assert set(ev.hashes) <= held, "removed a block that was never stored"
            held -= set(ev.hashes)
    assert seqs == list(range(start.seq + 1, upto + 1)), "events arrive in order without gaps"
    return held


def run_workload(h: ServerHarness, vocab: int, seed: int) -> list[tuple[list[int], str]]:
    """Concurrent requests over a few shared prefixes and salts; returns (prompt+output ids, salt)."""
    rng = random.Random(seed)
    prefixes = [[rng.randrange(3, vocab) for _ in range(rng.randint(20, 70))] for _ in range(4)]
    bodies = []
    for _ in range(28):
        ids = rng.choice(prefixes) + [rng.randrange(3, vocab) for _ in range(rng.randint(0, 40))]
        salt = rng.choice(["", "", "tenant-a"])
        bodies.append({"prompt": ids, "max_tokens": rng.randint(1, 20), "temperature": 0, "ignore_eos": True,
                       "return_token_ids": True, "cache_salt": salt})

    async def go() -> list[tuple[list[int], str]]:
        async with aiohttp.ClientSession() as s:
            async def one(body: dict[str, Any]) -> tuple[list[int], str]:
                async with s.post(h.url + "/v1/completions", json=body) as r:
                    got = await r.json()
                    assert r.status == 200, got
                    return body["prompt"] + got["choices"][0]["token_ids"], body["cache_salt"]

            out = []
            for i in range(0, len(bodies), 4):
                out += await asyncio.gather(*(one(b) for b in bodies[i : i + 4]))
            return out

    return h.run(go())


def test_snapshot_plus_events_equal_the_cache(h):
    vocab = h.engine.tokenizer.vocab_size
    start = snapshot(h)
    sequences = run_workload(h, vocab, seed=7)
    # One request alone at the end: its blocks are the newest in the LRU, so they must be held.
    solo = [random.Random(8).randrange(3, vocab) for _ in range(50)]
    status, got, _ = h.request("POST", "/v1/completions", json={"prompt": solo, "max_tokens": 3, "temperature": 0,
                                                                 "ignore_eos": True, "return_token_ids": True})
    assert status == 200, got
    sequences.append((solo + got["choices"][0]["token_ids"], ""))
    h.wait_idle()
    end = snapshot(h)
    assert end.instance_id == start.instance_id and end.seq > start.seq
    lines = read_events(h, start.seq, until_seq=end.seq)
    assert any(line["type"] == "removed" for line in lines), "the pool was meant to be small enough to evict"
    held = replay(start, lines, end.seq)
    assert held == {b.hash for b in end.blocks}
    assert len(held) <= BLOCKS and all(b.medium == "device" for b in end.blocks)

    # Every cached block is a prefix of something the workload computed, with the right parent.
    parent_of: dict[str, str | None] = {}
    for ids, salt in sequences:
        chain = [to_hex(x) for x in block_hashes(ids[:-1], BS, salt)]  # the last token's KV is never computed
        for i, x in enumerate(chain):
            parent_of[x] = chain[i - 1] if i else None
    for b in end.blocks:
        assert b.hash in parent_of, "snapshot holds a block no request computed"
        assert b.parent == parent_of[b.hash]
    assert {to_hex(x) for x in block_hashes(sequences[-1][0][:-1], BS)} <= held
    metrics = h.request("GET", "/metrics")[1]
    assert re.search(r"^kvroute_engine_evicted_blocks_total [1-9]", metrics, re.M)
    blocks = {m[0]: float(m[1]) for m in re.findall(r'^kvroute_engine_kv_blocks\{state="(\w+)"\} (\S+)', metrics, re.M)}
    assert sum(blocks.values()) == BLOCKS and blocks["in_use"] == 0  # idle: every block free or cached
    assert blocks["cached"] == len(end.blocks)  # what the snapshot lists is what is kept for reuse


def test_events_from_a_fresh_stream_catch_up_live(h):
    start = snapshot(h)

    async def go() -> list[dict[str, Any]]:
        lines: list[dict[str, Any]] = []
        async with aiohttp.ClientSession() as s, asyncio.timeout(20):
            async with s.get(f"{h.url}/kv/events", params={"since": str(start.seq)}) as r:
                ids = [random.Random(3).randrange(3, 500) for _ in range(40)]
                post = asyncio.ensure_future(s.post(h.url + "/v1/completions",
                                                    json={"prompt": ids, "max_tokens": 2}))
                async for raw in r.content:
                    lines.append(orjson.loads(raw))
                    if any(x["type"] == "stored" for x in lines) and lines[-1]["type"] == "heartbeat":
                        break
                (await post).release()
        return lines

    lines = h.run(go())
    events = [x for x in lines if x["type"] in ("stored", "removed")]
    assert [x["seq"] for x in events] == list(range(start.seq + 1, start.seq + 1 + len(events)))
    assert any(x["type"] == "stored" for x in events)
    assert lines[-1]["seq"] == events[-1]["seq"], "a heartbeat carries the seq of the last event sent"


def test_heartbeat_and_kv_info(h):
    status, info, _ = h.request("GET", "/kv/info")
    assert status == 200
    parsed = KVInfo.from_json(info)
    assert parsed.capacity_blocks == BLOCKS and parsed.block_size == BS and parsed.hash == "xxh3_128"
    assert parsed.host_capacity_blocks == 0 and parsed.kv_cache_dtype == "auto"
    assert len(parsed.instance_id) >= 16 and parsed.model == h.engine.model_name
    for key in ("running", "waiting", "kv_usage", "free_blocks"):
        assert key in info
    assert 0 <= parsed.load.free_blocks <= BLOCKS and 0.0 <= parsed.load.kv_usage <= 1.0

    status, tok_body, _ = h.request("GET", "/kv/tokenizer")
    assert status == 200 and tok_body["tokenizer_hash"] == info["tokenizer_hash"]
    remote = Tokenizer.from_files(tok_body["files"])
    assert remote.tokenizer_hash == info["tokenizer_hash"]
    assert remote.encode_completion("hello world") == h.engine.tokenizer.encode_completion("hello world")

    last = snapshot(h).seq
    lines = read_events(h, last, until_heartbeat=2, timeout=5.0)  # the first at once, the next a second later
    assert [x["type"] for x in lines] == ["heartbeat", "heartbeat"]
    for beat in lines:
        assert beat["seq"] == last
        assert LoadReport.from_json(beat["load"]).free_blocks == BLOCKS
        assert set(beat["load"]) == {"running", "waiting", "kv_usage", "free_blocks"}


def test_reset_when_since_is_not_kept(h):
    ahead = snapshot(h).seq + 1000  # a reader from another instance
    assert read_events(h, ahead) == [{"type": "reset"}]
    small = KVEventLog(max_events=2)
    for i in range(5):
        small.append("stored", [bytes([i]) * 16], None)
    engine = h.engine
    real, engine.event_log = engine.event_log, small
    try:
        assert read_events(h, 1) == [{"type": "reset"}]
        lines = read_events(h, 3, until_heartbeat=1)
        assert [x["seq"] for x in lines] == [4, 5, 5]
    finally:
        engine.event_log = real


def test_bad_since_gets_400(h):
    for since in ("abc", "-1", "1.5"):
        status, body, _ = h.request("GET", "/kv/events", params={"since": since})
        assert status == 400 and body["error"]["param"] == "since"
