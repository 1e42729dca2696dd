"""The KV pool's storage: what `write` stores `gather` returns — exactly in the model's dtype, and
within the format's rounding when quantized, however the values arrive (whole blocks, token by
token so a block's fp8 scale grows and re-quantizes, or into a block reused from another owner);
copies move scales with values; keys and values that arrive side by side (the model's fused q/k/v
output) are stored by one copy; the memory budget buys about twice the tokens of a 16-bit pool."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from engine.kv_cache import FP8_MAX, INT8_MAX, KVCache, _pair

CFG = SimpleNamespace(num_layers=2, num_kv_heads=3, head_dim=16)


def stored(kv: KVCache, layer: int, slots: list[int]) -> tuple[torch.Tensor, torch.Tensor]:
    blocks = torch.arange(kv.num_blocks)
    k, v = kv.gather(layer, blocks, "k"), kv.gather(layer, blocks, "v")
    return k.view(-1, *k.shape[1:])[slots].float(), v.view(-1, *v.shape[1:])[slots].float()


def bound(kind: str, x: torch.Tensor, bs: int, slots: list[int]) -> torch.Tensor:
    """The largest rounding error each stored value may carry, per (token, head)."""
    if kind == "int8":  # half a step of the token's own scale
        return x.abs().amax(-1) / INT8_MAX / 2
    # fp8 e4m3: 3 mantissa bits, so half an ulp is at most 1/16 of the value; values re-quantized
    # when their block's scale grew are rounded twice; tiny values round to the block's smallest step.
    block_amax = torch.zeros(max(slots) // bs + 1, x.shape[1])
    for i, s in enumerate(slots):
        block_amax[s // bs] = torch.maximum(block_amax[s // bs], x[i].abs().amax(-1))
    per_token = torch.stack([block_amax[s // bs] for s in slots])
    return (2 * x.abs().amax(-1) / 16 + per_token / FP8_MAX * 2 ** -9 * 2)


@pytest.mark.parametrize("kind", ["int8", "fp8_e4m3"])
@pytest.mark.parametrize("one_by_one", [False, True])
def test_quantized_values_round_trip_within_the_format(kind: str, one_by_one: bool) -> None:
    gen = torch.Generator().manual_seed(0)
    bs, n = 4, 22
    kv = KVCache(CFG, num_blocks=8, block_size=bs, dtype=torch.float32, kv_cache_dtype=kind)
    # growing magnitudes: later tokens raise their block's scale
    x = torch.randn(n, CFG.num_kv_heads, CFG.head_dim, generator=gen) * torch.linspace(0.1, 10, n)[:, None, None]
    slots = [*range(20, 24), *range(8, 12), *range(0, 4), *range(12, 20), 24, 25]  # blocks out of order, 6 partly
    if one_by_one:
        for i, s in enumerate(slots):
            kv.write(1, x[i:i + 1], -x[i:i + 1], torch.tensor([s]))
    else:
        kv.write(1, x, -x, torch.tensor(slots))
    k, v = stored(kv, 1, slots)
    limit = bound(kind, x, bs, slots)[..., None]
    assert ((k - x).abs() <= limit).all() and ((v + x).abs() <= limit).all()
    assert (stored(kv, 0, slots)[0] == 0).all()  # the other layer is untouched


def test_the_c_int8_write_gives_the_torch_writes_bits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Scales and codes equal to the bit, half-way values included (rounded to even), zero heads
    (the smallest scale) and values of every magnitude; keys and values strided as views of fused
    qkv rows."""
    from engine import native

    if native.cpu_kernels() is None:
        pytest.skip("no C compiler to build the kernels")
    gen = torch.Generator().manual_seed(5)
    cfg = SimpleNamespace(num_layers=2, num_kv_heads=3, head_dim=40)
    tokens = 23
    qkv = torch.randn(tokens, 6, 40, generator=gen) * torch.logspace(-3, 3, tokens)[:, None, None]
    qkv[0, 4] = 0.0  # a value head of zeros
    qkv[1, 0] = torch.tensor([63.5, 0.25, 0.75, -0.25, -1.25, 2.5] * 6 + [0.0] * 4)  # scale 0.5: ties at x.5
    k, v = qkv[:, 0:3], qkv[:, 3:6]
    slots = torch.randperm(4 * 8, generator=gen)[:tokens]
    caches = {}
    for path in ("c", "torch"):
        if path == "torch":
            monkeypatch.setattr(native, "cpu_kernels", lambda: None)
        kv = KVCache(cfg, 4, 8, torch.float32, kv_cache_dtype="int8")
        kv.write(1, k, v, slots)
        caches[path] = kv
    c, t = caches["c"], caches["torch"]
    assert torch.equal(c.pool, t.pool) and torch.equal(c.k_scale, t.k_scale) and torch.equal(c.v_scale, t.v_scale)
    assert (c.pool[1] != 0).any() and not (c.pool[0] != 0).any()  # layer 1 written, layer 0 untouched


def test_a_reused_fp8_block_starts_a_fresh_scale() -> None:
    bs = 4
    kv = KVCache(CFG, num_blocks=2, block_size=bs, dtype=torch.float32, kv_cache_dtype="fp8_e4m3")
    big = torch.full((bs, CFG.num_kv_heads, CFG.head_dim), 1000.0)
    kv.write(0, big, big, torch.arange(bs))
    small = torch.full((1, CFG.num_kv_heads, CFG.head_dim), 0.001)
    kv.write(0, small, small, torch.tensor([0]))  # the block's first slot: a new owner
    k, _ = stored(kv, 0, [0])
    assert torch.allclose(k, small, rtol=1 / 16)  # under the old scale 0.001 would round to 0


def test_copies_carry_scales_and_plain_storage_is_exact() -> None:
    gen = torch.Generator().manual_seed(1)
    for kind in ("auto", "int8", "fp8_e4m3"):
        kv = KVCache(CFG, num_blocks=4, block_size=4, dtype=torch.float32, kv_cache_dtype=kind)
        x = torch.randn(3, CFG.num_kv_heads, CFG.head_dim, generator=gen)
        kv.write(0, x, x, torch.tensor([4, 5, 6]))
        kv.copy_blocks([(1, 3)])
        assert torch.equal(stored(kv, 0, [12, 13, 14])[0], stored(kv, 0, [4, 5, 6])[0])
        if kind == "auto":
            assert torch.equal(stored(kv, 0, [4, 5, 6])[0], x)


def fused_kv(gen: torch.Generator, tokens: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Keys and values as the model hands them over: adjacent column ranges of one q/k/v output."""
    width, q_heads = CFG.num_kv_heads * CFG.head_dim, 2 * CFG.num_kv_heads
    qkv = torch.randn(tokens, 4 * width, generator=gen)
    qk = qkv[:, : 3 * width].view(tokens, -1, CFG.head_dim)  # as engine/model.py slices it
    return qk[:, q_heads:], qkv[:, 3 * width :].view(tokens, CFG.num_kv_heads, CFG.head_dim)


def test_plain_storage_keeps_the_last_write_of_every_slot_however_k_and_v_arrive() -> None:
    gen = torch.Generator().manual_seed(2)
    bs, blocks = 4, 6
    kv = KVCache(CFG, num_blocks=blocks, block_size=bs, dtype=torch.float32)
    expected: dict[tuple[int, int], tuple[torch.Tensor, torch.Tensor]] = {}
    for round_ in range(40):
        layer, tokens = round_ % CFG.num_layers, int(torch.randint(1, 9, (1,), generator=gen))
        slots = torch.randperm(blocks * bs, generator=gen)[:tokens]
        if round_ % 2:
            k, v = fused_kv(gen, tokens)
        else:
            k, v = (torch.randn(tokens, CFG.num_kv_heads, CFG.head_dim, generator=gen) for _ in "kv")
        kv.write(layer, k, v, slots)
        for i, slot in enumerate(slots.tolist()):
            expected[(layer, slot)] = (k[i].clone(), v[i].clone())
    for (layer, slot), (k, v) in expected.items():
        got_k, got_v = stored(kv, layer, [slot])
        assert torch.equal(got_k[0], k) and torch.equal(got_v[0], v), (layer, slot)
    untouched = [s for s in range(blocks * bs) if (0, s) not in expected]
    assert all(t.abs().sum() == 0 for t in stored(kv, 0, untouched))


@pytest.mark.parametrize("kind", ["auto", "int8", "fp8_e4m3"])
def test_keys_and_values_read_together_are_what_each_read_alone_returns(kind: str) -> None:
    gen = torch.Generator().manual_seed(4)
    bs, blocks = 4, 7
    kv = KVCache(CFG, num_blocks=blocks, block_size=bs, dtype=torch.float32, kv_cache_dtype=kind)
    written = []
    for layer in range(CFG.num_layers):
        k, v = (torch.randn(blocks * bs, CFG.num_kv_heads, CFG.head_dim, generator=gen) for _ in "kv")
        kv.write(layer, k, v, torch.arange(blocks * bs))
        written.append((k, v))
    for table in ([3], [5, 0, 2], [[1, 6], [4, 4]]):  # one sequence, a longer one, a padded batch of two
        ids = torch.tensor(table)
        slots = (ids[..., None] * bs + torch.arange(bs)).flatten(-2)  # each block's slots, in table order
        for layer in range(CFG.num_layers):
            keys, values = kv.gather_kv(layer, ids)
            assert torch.equal(keys, kv.gather(layer, ids, "k")) and torch.equal(values, kv.gather(layer, ids, "v"))
            assert keys.shape == (*ids.shape[:-1], ids.shape[-1] * bs, CFG.num_kv_heads, CFG.head_dim)
            if kind == "auto":  # plain storage: exactly what was written to those slots
                k, v = written[layer]
                assert torch.equal(keys, k[slots]) and torch.equal(values, v[slots])


def test_keys_next_to_values_are_stored_without_a_staging_copy() -> None:
    gen = torch.Generator().manual_seed(3)
    for tokens in (1, 5):
        k, v = fused_kv(gen, tokens)
        pair = _pair(k, v)
        assert pair.data_ptr() == k.data_ptr()  # a view of the fused output, not a copy
        assert torch.equal(pair[:, 0], k) and torch.equal(pair[:, 1], v)
        apart = _pair(k.clone(), v.clone())
        assert torch.equal(apart[:, 0], k) and torch.equal(apart[:, 1], v)
        swapped = _pair(v, k)  # v before k in memory: not the fused layout, stacked instead
        assert torch.equal(swapped[:, 0], v) and torch.equal(swapped[:, 1], k)


def test_the_same_memory_holds_about_twice_the_tokens_of_bfloat16() -> None:
    smollm2 = SimpleNamespace(num_layers=30, num_kv_heads=3, head_dim=64)
    plain = KVCache.bytes_per_block(smollm2, 16, torch.bfloat16)
    for kind in ("fp8_e4m3", "int8"):
        per_block = KVCache.bytes_per_block(smollm2, 16, torch.bfloat16, kind)
        assert 1.85 <= plain / per_block <= 2.0, (kind, plain / per_block)
        kv = KVCache(smollm2, 3, 16, torch.bfloat16, kv_cache_dtype=kind)
        assert sum(t.nbytes for t in (kv.k, kv.v, kv.k_scale, kv.v_scale)) == 3 * per_block


@pytest.mark.parametrize("kind", ["int8", "fp8_e4m3"])
def test_an_engine_with_quantized_kv_serves_and_reports_its_capacity(tiny_model_dir, kind: str) -> None:
    from engine_test_utils import run_all

    from engine.config import EngineConfig
    from engine.llm_engine import LLMEngine
    from protocol.sampling_params import SamplingParams

    budget = 4 * 1024 * 1024
    plain = LLMEngine(EngineConfig(model=str(tiny_model_dir), kv_cache_memory=budget, threads=1))
    quant = LLMEngine(EngineConfig(model=str(tiny_model_dir), kv_cache_memory=budget, kv_cache_dtype=kind, threads=1))
    ratio = quant.kv_info().capacity_blocks / plain.kv_info().capacity_blocks
    assert 3.5 < ratio <= 4.0, ratio  # float32 model: 4 bytes a value become 1, plus scales
    assert quant.kv_info().kv_cache_dtype == kind
    prefix = list(range(10, 60))
    prompts = [prefix + [70 + i, 80 + i] for i in range(4)]
    done = run_all(quant, prompts + prompts[:1], SamplingParams(max_tokens=8, temperature=0))
    assert all(len(d.token_ids) == 8 for d in done)
    assert done[-1].num_cached_tokens >= 48  # read back from quantized blocks
    assert done[-1].token_ids == done[0].token_ids
