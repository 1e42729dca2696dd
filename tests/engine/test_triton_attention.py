"""The Triton paged-attention kernels and backend against plain softmax attention, on the CPU through
Triton's interpreter (no GPU needed).

Random each run: ragged context lengths with partial last blocks, block sizes 16 and 32, shuffled
physical blocks, GQA ratios 1/3/4/8, head dims 64 and 128, pools stored permuted (the kernels must
follow strides), decode split counts 1, 2, 3, 7 (more splits than tiles: empty splits) and auto,
prefill chunks with and without a cached prefix, and mixed decode + prefill steps through the
backend. Everything a kernel must not read is NaN: slots past each context, the blocks that pad the
block tables, and outputs before the kernel writes them, so a stray read or a missed write shows.
"""

from __future__ import annotations

import os

_INTERPRET_BEFORE = os.environ.get("TRITON_INTERPRET")
os.environ["TRITON_INTERPRET"] = "1"  # before triton defines a kernel: kernels then run in the interpreter

import random  # noqa: E402
from types import SimpleNamespace  # noqa: E402

import pytest  # noqa: E402
import torch  # noqa: E402
from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

triton = pytest.importorskip("triton")

from engine.attention import triton_kernels  # noqa: E402
from engine.kv_cache import KVCache  # noqa: E402
from engine.model import CausalLM, ForwardBatch  # noqa: E402
from engine.torch_attention import TorchBackend  # noqa: E402
from engine.triton_backend import TritonBackend  # noqa: E402

pytestmark = pytest.mark.timeout(300)

NAN = float("nan")
FP32_BOUND = 1e-5
BF16_BOUND = 5e-3  # the interpreter truncates float32 to bf16 (up to 2**-8 per element; a GPU rounds: 2**-9)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))


def _set_interpreter(on: bool) -> object:
    """Our kernels (and triton's library functions) in interpreter mode, or compiled mode as before."""
    if on:
        os.environ["TRITON_INTERPRET"] = "1"
    elif _INTERPRET_BEFORE is None:
        os.environ.pop("TRITON_INTERPRET", None)
    else:
        os.environ["TRITON_INTERPRET"] = _INTERPRET_BEFORE
    return triton_kernels()


ta = _set_interpreter(True)


@pytest.fixture(scope="module", autouse=True)
def interpreter():
    """Interpreted kernels for this module; compiled again afterwards unless the caller asked for them."""
    global ta
    ta = _set_interpreter(True)
    yield
    if _INTERPRET_BEFORE != "1":
        _set_interpreter(False)


class Pool:
    """One layer's K/V pool with sequences laid out in shuffled blocks; unused slots hold NaN."""

    def __init__(self, rng: random.Random, gen: torch.Generator, context_lens: list[int], block_size: int,
                 kv_heads: int, dim: int, dtype: torch.dtype = torch.float32, permuted: bool = False) -> None:
        needed = [-(-c // block_size) for c in context_lens]
        num_blocks = sum(needed) + 3
        ids = list(range(num_blocks))
        rng.shuffle(ids)
        self.poison = ids.pop()  # never part of a context: pads every block table
        self.tables = [[ids.pop() for _ in range(n)] for n in needed]
        self.block_size, self.num_blocks, self.context_lens = block_size, num_blocks, list(context_lens)
        self.k, self.v = (self._empty(num_blocks, block_size, kv_heads, dim, dtype, permuted) for _ in "kv")
        for table, c in zip(self.tables, context_lens, strict=True):
            for cache in (self.k, self.v):
                self.write(cache, table, range(c), torch.randn(c, kv_heads, dim, generator=gen).to(dtype))

    @staticmethod
    def _empty(num_blocks: int, block_size: int, kv_heads: int, dim: int, dtype: torch.dtype,
               permuted: bool) -> torch.Tensor:
        if permuted:  # stored [blocks, kv_heads, block_size, dim], seen as [blocks, block_size, kv_heads, dim]
            return torch.full((num_blocks, kv_heads, block_size, dim), NAN, dtype=dtype).permute(0, 2, 1, 3)
        return torch.full((num_blocks, block_size, kv_heads, dim), NAN, dtype=dtype)

    def write(self, cache: torch.Tensor, table: list[int], positions: range, values: torch.Tensor | float) -> None:
        """Set a sequence's positions in `cache` (indexed by block and offset: a permuted view has no flat view)."""
        pos = torch.tensor(positions, dtype=torch.int64)
        cache[torch.tensor(table)[pos // self.block_size], pos % self.block_size] = values

    def slots(self, table: list[int], positions: range) -> torch.Tensor:
        return torch.tensor([table[p // self.block_size] * self.block_size + p % self.block_size for p in positions],
                            dtype=torch.int64)

    def padded_tables(self, rows: list[int], extra: int) -> torch.Tensor:
        """int32 block tables of sequences `rows`, padded with the poison block, `extra` columns wider."""
        width = max(len(self.tables[i]) for i in rows) + extra
        return torch.tensor([self.tables[i] + [self.poison] * (width - len(self.tables[i])) for i in rows],
                            dtype=torch.int32)

    def kv_of(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Sequence i's keys and values [context_len, kv_heads, dim], float64, read without the kernels."""
        blocks = torch.tensor(self.tables[i])
        c = self.context_lens[i]
        return self.k[blocks].flatten(0, 1)[:c].double(), self.v[blocks].flatten(0, 1)[:c].double()


def reference(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float,
              window: int | None = None) -> torch.Tensor:
    """q [n, heads, d] at the last n positions of a context with keys/values k, v [c, kv_heads, d]:
    causal softmax attention in float64, kv heads repeated for GQA; with a sliding window, each
    query sees only keys j > position - window."""
    n, heads, _ = q.shape
    c, kv_heads, _ = k.shape
    k = k.double().repeat_interleave(heads // kv_heads, dim=1)
    v = v.double().repeat_interleave(heads // kv_heads, dim=1)
    scores = torch.einsum("qhd,khd->hqk", q.double(), k) * scale
    keys, queries = torch.arange(c)[None, :], torch.arange(c - n, c)[:, None]
    hidden = (keys > queries) | ((keys <= queries - window) if window else False)
    weights = torch.softmax(scores.masked_fill(hidden, float("-inf")), dim=-1)
    return torch.einsum("hqk,khd->qhd", weights, v)


def rel_err(got: torch.Tensor, want: torch.Tensor) -> float:
    """||got - want|| / ||want||; NaN when anything in got is NaN (so every bound fails)."""
    return ((got.double() - want).norm() / want.norm()).item()


def nan_like(shape: tuple[int, ...], dtype: torch.dtype, strided: bool) -> torch.Tensor:
    """A NaN tensor [a, b, d]; when strided, its first two dimensions are swapped in memory."""
    if strided:
        return torch.full((shape[1], shape[0], shape[2]), NAN, dtype=dtype).transpose(0, 1)
    return torch.full(shape, NAN, dtype=dtype)


def randn_like_layout(shape: tuple[int, ...], gen: torch.Generator, strided: bool) -> torch.Tensor:
    if strided:
        return torch.randn(shape[1], shape[0], shape[2], generator=gen).transpose(0, 1)
    return torch.randn(shape, generator=gen)


shapes = st.fixed_dictionaries({
    "block_size": st.sampled_from([16, 32]),
    "kv_heads": st.sampled_from([1, 2, 3]),
    "group": st.sampled_from([1, 3, 4, 8]),
    "dim": st.sampled_from([64, 128]),
    "permuted": st.booleans(),
    "seed": st.integers(0, 2**31 - 1),
})
SMOLLM2 = {"block_size": 16, "kv_heads": 3, "group": 3, "dim": 64, "permuted": False, "seed": 1}


@SETTINGS
@given(shape=shapes, context_lens=st.lists(st.integers(1, 100), min_size=1, max_size=4))
@example(shape=SMOLLM2, context_lens=[100, 1, 33, 64])
@example(shape={**SMOLLM2, "block_size": 32, "group": 4, "kv_heads": 2, "dim": 128, "permuted": True},
         context_lens=[97, 32])
def test_paged_decode_matches_reference(shape: dict, context_lens: list[int]) -> None:
    rng, gen = random.Random(shape["seed"]), torch.Generator().manual_seed(shape["seed"])
    heads, dim = shape["kv_heads"] * shape["group"], shape["dim"]
    pool = Pool(rng, gen, context_lens, shape["block_size"], shape["kv_heads"], dim, permuted=shape["permuted"])
    batch = len(context_lens)
    q = randn_like_layout((batch, heads, dim), gen, shape["permuted"])
    tables = pool.padded_tables(list(range(batch)), extra=rng.randint(0, 2))
    lens = torch.tensor(context_lens, dtype=torch.int32)
    scale = dim**-0.5
    want = torch.stack([reference(q[i : i + 1], *pool.kv_of(i), scale)[0] for i in range(batch)])
    for splits in (1, 2, 3, 7, None):
        out = nan_like((batch, heads, dim), torch.float32, shape["permuted"])
        got = ta.paged_decode(q, pool.k, pool.v, tables, lens, scale, out=out, num_splits=splits)
        assert got is out
        assert rel_err(out, want) < FP32_BOUND, f"num_splits={splits}"


@SETTINGS
@given(shape=shapes, chunks=st.lists(st.tuples(st.integers(0, 60), st.integers(1, 70)), min_size=1, max_size=3))
@example(shape=SMOLLM2, chunks=[(0, 70), (37, 5), (16, 1)])
@example(shape={**SMOLLM2, "block_size": 32, "kv_heads": 1, "group": 4, "dim": 128, "permuted": True},
         chunks=[(50, 20), (0, 3)])
def test_paged_extend_matches_reference(shape: dict, chunks: list[tuple[int, int]]) -> None:
    """chunks: (cached prefix, new tokens) per sequence; a prefix of 0 is a fresh prompt."""
    if shape["kv_heads"] * shape["group"] > 12:  # the interpreter runs one program per head: keep it short
        shape = {**shape, "kv_heads": 1}
    rng, gen = random.Random(shape["seed"]), torch.Generator().manual_seed(shape["seed"])
    heads, dim = shape["kv_heads"] * shape["group"], shape["dim"]
    context_lens = [p + n for p, n in chunks]
    pool = Pool(rng, gen, context_lens, shape["block_size"], shape["kv_heads"], dim, permuted=shape["permuted"])
    query_lens = [n for _, n in chunks]
    total = sum(query_lens)
    q = randn_like_layout((total, heads, dim), gen, shape["permuted"])
    starts = [0]
    for n in query_lens:
        starts.append(starts[-1] + n)
    scale = dim**-0.5
    want = torch.cat([reference(q[starts[i] : starts[i + 1]], *pool.kv_of(i), scale) for i in range(len(chunks))])
    out = nan_like((total, heads, dim), torch.float32, shape["permuted"])
    got = ta.paged_extend(q, pool.k, pool.v, pool.padded_tables(list(range(len(chunks))), extra=1),
                          torch.tensor(context_lens, dtype=torch.int32), torch.tensor(starts, dtype=torch.int32),
                          scale, out=out)
    assert got is out
    assert rel_err(out, want) < FP32_BOUND


@pytest.mark.parametrize("window", [1, 5, 16, 23, 200])
def test_sliding_windows_in_decode_and_extend(window: int) -> None:
    """Each query sees only its last `window` positions: decode at every split count, extend chunks
    that start at 0 and mid-context, and the backend against the torch one with the same windows."""
    rng, gen = random.Random(window), torch.Generator().manual_seed(window)
    kv_heads, heads, dim, block_size = 3, 9, 64, 16
    context_lens = [90, 7, 40, 33]
    pool = Pool(rng, gen, context_lens, block_size, kv_heads, dim, permuted=False)
    scale = dim**-0.5
    q = torch.randn(len(context_lens), heads, dim, generator=gen)
    want = torch.stack([reference(q[i : i + 1], *pool.kv_of(i), scale, window)[0] for i in range(len(context_lens))])
    tables = pool.padded_tables(list(range(len(context_lens))), extra=1)
    for splits in (1, 3, None):
        out = nan_like(tuple(q.shape), torch.float32, False)
        ta.paged_decode(q, pool.k, pool.v, tables, torch.tensor(context_lens, dtype=torch.int32), scale, out=out,
                        num_splits=splits, window=window)
        assert rel_err(out, want) < FP32_BOUND, splits
    chunks = [(20, 70), (0, 7), (0, 40), (30, 3)]  # (cached prefix, new tokens) of the same contexts
    starts = [0]
    for _, n in chunks:
        starts.append(starts[-1] + n)
    qx = torch.randn(starts[-1], heads, dim, generator=gen)
    want = torch.cat([reference(qx[starts[i]: starts[i + 1]], *pool.kv_of(i), scale, window) for i in range(4)])
    out = nan_like(tuple(qx.shape), torch.float32, False)
    ta.paged_extend(qx, pool.k, pool.v, tables, torch.tensor(context_lens, dtype=torch.int32),
                    torch.tensor(starts, dtype=torch.int32), scale, out=out, window=window)
    assert rel_err(out, want) < FP32_BOUND

    cfg = SimpleNamespace(num_layers=2, num_kv_heads=kv_heads, head_dim=dim)
    windows = (None, window)  # layer 0 full, layer 1 sliding
    caches = {name: KVCache(cfg, 32, block_size, torch.float32) for name in ("triton", "torch")}
    backends = {"triton": TritonBackend(block_size, 32, scale, windows),
                "torch": TorchBackend(block_size, 32, scale, windows)}
    lens, tables2 = [0, 0], [list(range(0, 12)), list(range(12, 24))]
    for new in ([60, 9], [1, 30], [1, 1], [1, 1]):
        lens = [a + b for a, b in zip(lens, new, strict=True)]
        batch = ForwardBatch.build([[0] * n for n in new], lens, tables2, block_size)
        x = [torch.randn(sum(new), h, dim, generator=gen) for h in (heads, kv_heads, kv_heads)]
        for layer in (0, 1):
            got, ref = (b.forward(layer, *x, caches[n], b.build_metadata(batch)) for n, b in backends.items())
            assert rel_err(got, ref.double()) < FP32_BOUND, (layer, new)


def test_bf16_pool_matches_reference_of_the_same_values() -> None:
    rng, gen = random.Random(5), torch.Generator().manual_seed(5)
    kv_heads, heads, dim, block_size = 3, 9, 64, 16
    context_lens = [90, 17, 40]
    pool = Pool(rng, gen, context_lens, block_size, kv_heads, dim, dtype=torch.bfloat16)
    tables = pool.padded_tables([0, 1, 2], extra=0)
    lens = torch.tensor(context_lens, dtype=torch.int32)
    scale = dim**-0.5
    q = torch.randn(3, heads, dim, generator=gen).to(torch.bfloat16)
    want = torch.stack([reference(q[i : i + 1], *pool.kv_of(i), scale)[0] for i in range(3)])
    for splits in (1, 3):
        out = torch.full((3, heads, dim), NAN, dtype=torch.bfloat16)
        ta.paged_decode(q, pool.k, pool.v, tables, lens, scale, out=out, num_splits=splits)
        assert rel_err(out, want) < BF16_BOUND
    query_lens = [30, 17, 1]
    qe = torch.randn(sum(query_lens), heads, dim, generator=gen).to(torch.bfloat16)
    starts = [0, 30, 47, 48]
    want = torch.cat([reference(qe[starts[i] : starts[i + 1]], *pool.kv_of(i), scale) for i in range(3)])
    out = torch.full(qe.shape, NAN, dtype=torch.bfloat16)
    ta.paged_extend(qe, pool.k, pool.v, tables, lens, torch.tensor(starts, dtype=torch.int32), scale, out=out)
    assert rel_err(out, want) < BF16_BOUND


def test_store_kv_follows_strides_and_skips_negative_slots() -> None:
    gen = torch.Generator().manual_seed(3)
    num_blocks, block_size, kv_heads, dim = 5, 16, 3, 64
    k_cache = torch.full((num_blocks, kv_heads, block_size, dim), NAN).permute(0, 2, 1, 3)
    v_cache = torch.full((num_blocks, block_size, kv_heads, dim), NAN, dtype=torch.bfloat16)
    k, v = torch.randn(4, kv_heads, dim, generator=gen), torch.randn(4, kv_heads, dim, generator=gen)
    slots = torch.tensor([17, 79, -1, 0])
    ta.store_kv(k, v, k_cache, v_cache, slots)
    written = slots >= 0
    want_k = torch.full_like(k_cache, NAN).flatten(0, 1)
    want_k[slots[written]] = k[written]
    want_v = torch.full_like(v_cache, NAN).flatten(0, 1)
    want_v[slots[written]] = v[written].to(torch.bfloat16)
    assert torch.equal(k_cache.flatten(0, 1).isnan(), want_k.isnan())
    torch.testing.assert_close(k_cache.flatten(0, 1), want_k, rtol=0, atol=0, equal_nan=True)
    torch.testing.assert_close(v_cache.flatten(0, 1), want_v, rtol=0, atol=0, equal_nan=True)


@SETTINGS
@given(shape=shapes, seqs=st.lists(st.tuples(st.integers(0, 60), st.sampled_from([1, 1, 2, 9, 40])),
                                   min_size=1, max_size=4))
@example(shape=SMOLLM2, seqs=[(20, 1), (0, 9), (70, 1), (33, 40)])
@example(shape=SMOLLM2, seqs=[(60, 1), (3, 1)])
@example(shape={**SMOLLM2, "permuted": True}, seqs=[(0, 40), (16, 9)])
def test_backend_mixed_steps_match_reference_and_torch_backend(shape: dict, seqs: list[tuple[int, int]]) -> None:
    """seqs: (cached prefix, new tokens) in batch order; one new token is a decode row."""
    if shape["kv_heads"] * shape["group"] > 12:
        shape = {**shape, "kv_heads": 1}
    rng, gen = random.Random(shape["seed"]), torch.Generator().manual_seed(shape["seed"])
    kv_heads, heads, dim, block_size = shape["kv_heads"], shape["kv_heads"] * shape["group"], shape["dim"], \
        shape["block_size"]
    context_lens = [p + n for p, n in seqs]
    query_lens = [n for _, n in seqs]
    pool = Pool(rng, gen, context_lens, block_size, kv_heads, dim, permuted=shape["permuted"])
    full_k, full_v = zip(*(pool.kv_of(i) for i in range(len(seqs))), strict=True)
    new_slots = torch.cat([pool.slots(t, range(p, p + n)) for t, (p, n) in zip(pool.tables, seqs, strict=True)])
    for cache in (pool.k, pool.v):  # the step's own K/V arrive through forward, not through the pool
        for table, (p, n) in zip(pool.tables, seqs, strict=True):
            pool.write(cache, table, range(p, p + n), NAN)
    cfg = SimpleNamespace(num_layers=2, num_kv_heads=kv_heads, head_dim=dim)
    kv = KVCache(cfg, pool.num_blocks, block_size, torch.float32)
    kv.k.fill_(NAN)
    kv.v.fill_(NAN)
    kv.k[1], kv.v[1] = pool.k, pool.v
    before = (kv.k.clone(), kv.v.clone())

    batch = ForwardBatch.build([[0] * n for n in query_lens], context_lens,
                               [t + [pool.poison] * rng.randint(0, 2) for t in pool.tables], block_size)
    k = torch.cat([full_k[i][p:].float() for i, (p, _) in enumerate(seqs)])
    v = torch.cat([full_v[i][p:].float() for i, (p, _) in enumerate(seqs)])
    q = torch.randn(sum(query_lens), heads, dim, generator=gen)
    scale = dim**-0.5
    backend = TritonBackend(block_size, pool.num_blocks, scale)
    assert backend.name == "triton"
    meta = backend.build_metadata(batch)
    got = backend.forward(1, q, k, v, kv, meta)

    starts = [sum(query_lens[:i]) for i in range(len(seqs))]
    want = torch.cat([reference(q[s : s + n], full_k[i], full_v[i], scale)
                      for i, (s, n) in enumerate(zip(starts, query_lens, strict=True))])
    assert rel_err(got, want) < FP32_BOUND
    # Exactly the new slots of layer 1 were written, with the new keys and values.
    want_k, want_v = before[0].clone(), before[1].clone()
    want_k[1].flatten(0, 1)[new_slots] = k
    want_v[1].flatten(0, 1)[new_slots] = v
    torch.testing.assert_close(kv.k, want_k, rtol=0, atol=0, equal_nan=True)
    torch.testing.assert_close(kv.v, want_v, rtol=0, atol=0, equal_nan=True)

    clean = KVCache(cfg, pool.num_blocks, block_size, torch.float32)  # torch reads padding: no NaN there
    clean.k[1], clean.v[1] = before[0][1].nan_to_num(0.0), before[1][1].nan_to_num(0.0)
    torch_backend = TorchBackend(block_size, pool.num_blocks, scale)
    theirs = torch_backend.forward(1, q, k, v, clean, torch_backend.build_metadata(batch))
    assert rel_err(got, theirs.double()) < FP32_BOUND


@pytest.mark.parametrize("bad", ["query_len", "short_table", "outside_pool"])
def test_build_metadata_refuses_inconsistent_batches(bad: str) -> None:
    block_size, num_blocks = 16, 4
    new, lens, tables = [[1, 2, 3]], [20], [[0, 1]]
    if bad == "short_table":
        tables = [[0]]
    elif bad == "outside_pool":
        tables = [[0, num_blocks]]
    batch = ForwardBatch.build(new, lens, [t + [0, 0] for t in tables], block_size)
    batch.block_tables = tables
    if bad == "query_len":
        batch.context_lens = [2]
    with pytest.raises(ValueError, match="ForwardBatch"):
        TritonBackend(block_size, num_blocks, 0.125).build_metadata(batch)


def test_tiny_model_logits_match_torch_backend(tiny_model_dir) -> None:
    """CausalLM through both backends, chunked prefill then mixed decode steps: same logits."""
    model = CausalLM.load(tiny_model_dir)
    block_size, num_blocks = 16, 24
    scale = model.cfg.head_dim**-0.5
    rng = random.Random(11)
    free = list(range(num_blocks))
    rng.shuffle(free)
    tables: list[list[int]] = [[], []]
    lens = [0, 0]
    prompts = [[rng.randrange(3, 2000) for _ in range(45)], [rng.randrange(3, 2000) for _ in range(20)]]
    steps = [[prompts[0][:30], prompts[1]], [prompts[0][30:], [7]], [[8], [9]], [[10], [11]]]
    caches = {name: KVCache(model.cfg, num_blocks, block_size, model.dtype) for name in ("triton", "torch")}
    backends = {"triton": TritonBackend(block_size, num_blocks, scale),
                "torch": TorchBackend(block_size, num_blocks, scale)}
    for new in steps:
        for i, tokens in enumerate(new):
            lens[i] += len(tokens)
            while len(tables[i]) * block_size < lens[i]:
                tables[i].append(free.pop())
        batch = ForwardBatch.build(new, lens, tables, block_size)
        got = model(batch, caches["triton"], backends["triton"])
        want = model(batch, caches["torch"], backends["torch"])
        torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("kind", ["int8", "fp8_e4m3"])
@pytest.mark.parametrize("block_size", [16, 32])
def test_quantized_pools_read_like_the_torch_backend(kind: str, block_size: int) -> None:
    """fp8 (a scale per block and head) and int8 (per token and head) pools, filled in chunks and then
    token by token so scales grow: the kernels dequantize on load exactly as the torch path does."""
    rng, gen = random.Random(block_size), torch.Generator().manual_seed(block_size)
    kv_heads, heads, dim, num_blocks = 3, 9, 64, 12
    cfg = SimpleNamespace(num_layers=2, num_kv_heads=kv_heads, head_dim=dim)
    free = list(range(num_blocks))
    rng.shuffle(free)
    tables: list[list[int]] = [[], [], []]
    lens = [0, 0, 0]
    steps = [[37, 5, 1], [1, 20, 1], [1, 1, 1], [1, 1, 9]]  # new tokens per sequence per step
    caches = {name: KVCache(cfg, num_blocks, block_size, torch.float32, kv_cache_dtype=kind)
              for name in ("triton", "torch")}
    backends = {"triton": TritonBackend(block_size, num_blocks, dim**-0.5),
                "torch": TorchBackend(block_size, num_blocks, dim**-0.5)}
    for new in steps:
        for i, n in enumerate(new):
            lens[i] += n
            while len(tables[i]) * block_size < lens[i]:
                tables[i].append(free.pop())
        batch = ForwardBatch.build([[0] * n for n in new], lens, tables, block_size)
        total = sum(new)
        q = torch.randn(total, heads, dim, generator=gen)
        k = torch.randn(total, kv_heads, dim, generator=gen) * torch.rand(total, 1, 1, generator=gen) * 8
        v = torch.randn(total, kv_heads, dim, generator=gen)
        out = {name: b.forward(1, q, k, v, caches[name], b.build_metadata(batch)) for name, b in backends.items()}
        assert rel_err(out["triton"], out["torch"].double()) < FP32_BOUND
    assert torch.equal(caches["triton"].k.view(torch.uint8), caches["torch"].k.view(torch.uint8))
    assert caches["triton"].k_scale is not None and (caches["triton"].k_scale[1] > 1e-6).any()
