"""The C kernels of engine/cpu_ops.py against torch's own operators on random shapes: RMSNorm (with
the residual add), silu(gate) * up, and decode attention read in place from a paged pool against
the gathered SDPA path of engine/torch_attention.py."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import cpu_ops, native

lib = native.cpu_kernels()
pytestmark = pytest.mark.skipif(native.compiler() is None, reason="no C compiler to build the kernels")


def rel_err(out: torch.Tensor, ref: torch.Tensor) -> float:
    return ((out - ref).norm() / ref.norm().clamp_min(1e-30)).item()


def test_the_kernels_build_where_a_compiler_is() -> None:
    assert lib is not None  # a broken build must fail here, not skip every test below


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 40), width=st.integers(1, 700), residual=st.booleans(), seed=st.integers(0, 2**16))
def test_rms_norm_matches_torch(rows: int, width: int, residual: bool, seed: int) -> None:
    gen = torch.Generator().manual_seed(seed)
    x, res, w = torch.randn(rows, width, generator=gen), torch.randn(rows, width, generator=gen), torch.randn(width)
    eps = 1e-5
    if residual:
        out, summed = cpu_ops.rms_norm(lib, x, w, eps, res)
        assert torch.equal(summed, x + res)
        ref = F.rms_norm(x + res, (width,), w, eps)
    else:
        out, ref = cpu_ops.rms_norm(lib, x, w, eps), F.rms_norm(x, (width,), w, eps)
    assert out.shape == ref.shape and rel_err(out, ref) < 1e-5


def test_the_kernels_refuse_tensors_they_would_misread() -> None:
    with pytest.raises(ValueError, match="residual"):
        cpu_ops.rms_norm(lib, torch.randn(2, 8), torch.ones(8), 1e-6, torch.randn(3, 8))
    with pytest.raises(ValueError, match="weight"):
        cpu_ops.rms_norm(lib, torch.randn(2, 8), torch.ones(8, dtype=torch.bfloat16), 1e-6)
    with pytest.raises(ValueError, match="gate_up"):
        cpu_ops.silu_mul(lib, torch.randn(2, 7))
    with pytest.raises(ValueError, match="gate_up"):
        cpu_ops.silu_mul(lib, torch.randn(8, 2).t())


@settings(max_examples=30, deadline=None)
@given(rows=st.integers(0, 30), half=st.integers(1, 600), seed=st.integers(0, 2**16))
def test_silu_mul_matches_torch(rows: int, half: int, seed: int) -> None:
    gate_up = torch.randn(rows, 2 * half, generator=torch.Generator().manual_seed(seed)) * 4
    gate, up = gate_up.split(half, dim=-1)
    out = cpu_ops.silu_mul(lib, gate_up)
    assert out.shape == (rows, half)
    if rows:
        assert rel_err(out, F.silu(gate) * up) < 1e-6


def paged_case(seed: int, seqs: int, heads: int, kv_heads: int, dim: int, block_size: int,
               max_len: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, list[int]]:
    """A pool with each sequence's context in shuffled blocks, its padded tables and lengths."""
    gen = torch.Generator().manual_seed(seed)
    lens = torch.randint(1, max_len + 1, (seqs,), generator=gen).tolist()
    need = [-(-n // block_size) for n in lens]
    num_blocks = sum(need) + 2
    pool = torch.randn(num_blocks, block_size, 2, kv_heads, dim, generator=gen)
    ids = torch.randperm(num_blocks, generator=gen).tolist()
    tables, at = [], 0
    for n in need:
        tables.append(ids[at:at + n] + [0] * (max(need) - n))
        at += n
    q = torch.randn(seqs, heads, dim, generator=gen)
    return q, pool, torch.tensor(tables, dtype=torch.int64), torch.tensor(lens, dtype=torch.int64), lens


def reference_attention(q: torch.Tensor, pool: torch.Tensor, tables: torch.Tensor, lens: list[int],
                        scale: float, window: int | None = None) -> torch.Tensor:
    """Each sequence gathered token by token (under a sliding window, its last `window` tokens) and
    run through SDPA: independent of both paths."""
    block_size = pool.shape[1]
    outs = []
    for s, n in enumerate(lens):
        first = max(0, n - window) if window else 0
        slots = [(int(tables[s, t // block_size]), t % block_size) for t in range(first, n)]
        k = torch.stack([pool[b, o, 0] for b, o in slots]).transpose(0, 1)  # [kv_heads, n, d]
        v = torch.stack([pool[b, o, 1] for b, o in slots]).transpose(0, 1)
        o = F.scaled_dot_product_attention(q[s][:, None], k, v, scale=scale, enable_gqa=True)
        outs.append(o[:, 0])
    return torch.stack(outs)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**16), seqs=st.integers(1, 5), kv_heads=st.integers(1, 3), ratio=st.sampled_from([1, 3, 4]),
       dim=st.sampled_from([16, 40, 64, 128]), block_size=st.sampled_from([1, 7, 16, 32]),
       max_len=st.integers(1, 90))
def test_decode_attention_matches_sdpa(seed: int, seqs: int, kv_heads: int, ratio: int, dim: int, block_size: int,
                                       max_len: int) -> None:
    """Ragged lengths, partial last blocks, padded tables, GQA ratios including SmolLM2's 3, head
    sizes with and without a vector tail; the output starts uninitialized."""
    q, pool, tables, lens_t, lens = paged_case(seed, seqs, kv_heads * ratio, kv_heads, dim, block_size, max_len)
    scale = dim**-0.5
    out = cpu_ops.decode_attention(lib, q, pool, tables, lens_t, scale)
    assert out.shape == q.shape and torch.isfinite(out).all()
    ref = reference_attention(q.double(), pool.double(), tables, lens, scale)  # float64: only our rounding counts
    assert rel_err(out.double(), ref) < 1e-5


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**16), seqs=st.integers(1, 5), ratio=st.sampled_from([1, 3]),
       block_size=st.sampled_from([1, 3, 16]), max_len=st.integers(1, 90), window=st.integers(1, 40))
def test_decode_attention_under_a_sliding_window_reads_the_window_only(seed: int, seqs: int, ratio: int,
                                                                       block_size: int, max_len: int,
                                                                       window: int) -> None:
    """Windows shorter and longer than the contexts, starting mid-block; positions before the window
    are poisoned (NaN), so reading any of them fails."""
    q, pool, tables, lens_t, lens = paged_case(seed, seqs, 2 * ratio, 2, 16, block_size, max_len)
    for s, n in enumerate(lens):
        for t in range(max(0, n - window)):
            pool[int(tables[s, t // block_size]), t % block_size] = float("nan")
    out = cpu_ops.decode_attention(lib, q, pool, tables, lens_t, 0.25, window)
    assert torch.isfinite(out).all()
    ref = reference_attention(q.double(), pool.double(), tables, lens, 0.25, window)
    assert rel_err(out.double(), ref) < 1e-5


@pytest.mark.parametrize("window", [None, 300, 700])
def test_decode_attention_over_long_contexts_merges_its_parts(window: int | None) -> None:
    """Contexts read in one part, in two halves, and in several parts of 256 positions merged through
    their softmax normalizers (around every boundary), against a float64 reference."""
    lens = [1, 17, 255, 256, 257, 511, 512, 513, 1300]
    gen = torch.Generator().manual_seed(11)
    block_size, kv_heads, heads, dim = 16, 3, 9, 64
    need = [-(-n // block_size) for n in lens]
    pool = torch.randn(sum(need) + 1, block_size, 2, kv_heads, dim, generator=gen)
    ids = torch.randperm(sum(need) + 1, generator=gen).tolist()
    tables, at = [], 0
    for n in need:
        tables.append(ids[at:at + n] + [0] * (max(need) - n))
        at += n
    tables_t = torch.tensor(tables, dtype=torch.int64)
    q = torch.randn(len(lens), heads, dim, generator=gen) * 3  # peaked softmaxes: a part's maximum matters
    out = cpu_ops.decode_attention(lib, q, pool, tables_t, torch.tensor(lens), dim**-0.5, window)
    ref = reference_attention(q.double(), pool.double(), tables_t, lens, dim**-0.5, window)
    assert rel_err(out.double(), ref) < 1e-5


def quantized_pool(pool: torch.Tensor, kind: str, gen: torch.Generator) -> tuple[torch.Tensor, tuple, torch.Tensor]:
    """`pool` stored as engine/kv_cache.py stores `kind` (int8: a scale per slot and KV head; fp8 e4m3:
    per block and KV head), random scales; and what it holds, dequantized by torch's own casts."""
    num_blocks, block_size, _, kv_heads, _ = pool.shape
    if kind == "int8":
        stored = (pool * 40).round().clamp(-127, 127).to(torch.int8)
        shape = (num_blocks, block_size, kv_heads)
        k_scale, v_scale = (torch.rand(shape, generator=gen) * 0.05 + 1e-3 for _ in range(2))
        widen = (k_scale[:, :, None, :, None], v_scale[:, :, None, :, None])
    else:
        codes = torch.randint(0, 256, pool.shape, generator=gen, dtype=torch.uint8)
        codes[(codes & 0x7F) == 0x7F] = 0  # every code but NaN's, subnormals included
        stored = codes.view(torch.float8_e4m3fn)
        shape = (num_blocks, kv_heads)
        k_scale, v_scale = (torch.rand(shape, generator=gen) * 0.002 + 1e-4 for _ in range(2))
        widen = (k_scale[:, None, None, :, None], v_scale[:, None, None, :, None])
    values = stored.float()
    values = torch.stack([values[:, :, 0] * widen[0][:, :, 0], values[:, :, 1] * widen[1][:, :, 0]], dim=2)
    return stored, (k_scale, v_scale), values


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**16), kind=st.sampled_from(["int8", "fp8_e4m3"]), seqs=st.integers(1, 5),
       kv_heads=st.integers(1, 3), ratio=st.sampled_from([1, 3]), dim=st.sampled_from([16, 40, 64]),
       block_size=st.sampled_from([1, 7, 16]), max_len=st.integers(1, 600), window=st.sampled_from([None, 50]))
def test_decode_attention_reads_quantized_pools_in_place(seed: int, kind: str, seqs: int, kv_heads: int, ratio: int,
                                                         dim: int, block_size: int, max_len: int,
                                                         window: int | None) -> None:
    """int8 and fp8 pools dequantized as they are read (each code widened, its scale applied), in
    one part or several, under a window or not: the float64 reference reads torch's dequantization."""
    q, pool, tables, lens_t, lens = paged_case(seed, seqs, kv_heads * ratio, kv_heads, dim, block_size, max_len)
    stored, scales, values = quantized_pool(pool, kind, torch.Generator().manual_seed(seed))
    out = cpu_ops.decode_attention(lib, q, stored, tables, lens_t, dim**-0.5, window, scales)
    assert out.shape == q.shape and torch.isfinite(out).all()
    ref = reference_attention(q.double(), values.double(), tables, lens, dim**-0.5, window)
    assert rel_err(out.double(), ref) < 1e-5


def test_decode_attention_refuses_quantized_pools_without_their_scales() -> None:
    q, pool, tables, lens_t, _ = paged_case(2, 3, 4, 2, 16, 4, 10)
    stored, (k_scale, v_scale), _ = quantized_pool(pool, "int8", torch.Generator().manual_seed(2))
    with pytest.raises(ValueError, match="scales"):
        cpu_ops.decode_attention(lib, q, stored, tables, lens_t, 0.25)
    with pytest.raises(ValueError, match="scales"):
        cpu_ops.decode_attention(lib, q, stored, tables, lens_t, 0.25, scales=(k_scale[:, 0], v_scale[:, 0]))
    with pytest.raises(ValueError, match="scales"):
        cpu_ops.decode_attention(lib, q, pool, tables, lens_t, 0.25, scales=(k_scale, v_scale))


def test_decode_attention_gives_the_same_bits_on_any_thread_count() -> None:
    q, pool, tables, lens_t, _ = paged_case(7, 6, 9, 3, 64, 16, 200)
    before = torch.get_num_threads()
    try:
        outs = []
        for threads in (1, 2, 3):
            torch.set_num_threads(threads)
            outs.append(cpu_ops.decode_attention(lib, q, pool, tables, lens_t, 0.125))
    finally:
        torch.set_num_threads(before)
    assert torch.equal(outs[0], outs[1]) and torch.equal(outs[0], outs[2])


def test_decode_attention_refuses_mismatched_tables() -> None:
    q, pool, tables, lens_t, _ = paged_case(1, 3, 4, 2, 16, 4, 10)
    with pytest.raises(ValueError, match="block table"):
        cpu_ops.decode_attention(lib, q, pool, tables[:2], lens_t, 0.25)
    with pytest.raises(ValueError, match="block table"):
        cpu_ops.decode_attention(lib, q, pool, tables.int(), lens_t, 0.25)
    with pytest.raises(ValueError, match="pool"):
        cpu_ops.decode_attention(lib, q, pool.double(), tables, lens_t, 0.25)
    with pytest.raises(ValueError, match="queries"):
        cpu_ops.decode_attention(lib, q.transpose(0, 1).contiguous().transpose(0, 1), pool, tables, lens_t, 0.25)


def test_kernels_for_takes_only_contiguous_float32_cpu_tensors(monkeypatch) -> None:
    x = torch.randn(4, 8)
    assert cpu_ops.kernels_for(x) is lib
    assert cpu_ops.kernels_for(x.t()) is None and cpu_ops.kernels_for(x.bfloat16()) is None
    monkeypatch.setattr(native, "cpu_kernels", lambda: None)
    assert cpu_ops.kernels_for(x) is None


@settings(max_examples=30, deadline=None)
@given(tokens=st.integers(1, 9), q_heads=st.integers(1, 6), kv_heads=st.integers(1, 3),
       dim=st.sampled_from([2, 8, 40, 64]), seed=st.integers(0, 2**16))
def test_rope_matches_the_torch_rotation(tokens: int, q_heads: int, kv_heads: int, dim: int, seed: int) -> None:
    """In place on the q and k heads of fused qkv rows (a strided view), as the model calls it;
    the v heads beside them stay as they were."""
    from engine.model import apply_rope_

    gen = torch.Generator().manual_seed(seed)
    qkv = torch.randn(tokens, (q_heads + 2 * kv_heads) * dim, generator=gen)
    angles = torch.rand(tokens, dim // 2, generator=gen) * 100
    cos = torch.cat((angles.cos(), angles.cos()), -1)[:, None]
    sin = torch.cat((-angles.sin(), angles.sin()), -1)[:, None]
    ref = qkv.clone()
    qk = ref[:, : (q_heads + kv_heads) * dim].view(tokens, -1, dim)
    swapped = qk.unflatten(-1, (2, -1)).flip(-2).flatten(-2)
    qk.copy_(qk * cos + swapped * sin)
    out = qkv.clone()
    apply_rope_(out[:, : (q_heads + kv_heads) * dim].view(tokens, -1, dim), cos, sin)
    # within rounding of the terms x * cos and rotate_half(x) * sin, whatever they cancel to
    terms = qkv.abs()[:, : (q_heads + kv_heads) * dim].view(tokens, -1, dim)
    bound = 1e-6 * (terms * cos.abs() + terms.unflatten(-1, (2, -1)).flip(-2).flatten(-2) * sin.abs())
    assert ((out - ref)[:, : (q_heads + kv_heads) * dim].view(tokens, -1, dim).abs() <= bound).all() and torch.equal(out[:, (q_heads + kv_heads) * dim:], qkv[:, (q_heads + kv_heads) * dim:])
    assert cpu_ops.rope_(lib, out[:, : (q_heads + kv_heads) * dim].view(tokens, -1, dim), cos, sin)
    assert not cpu_ops.rope_(lib, out.view(tokens, -1, dim)[:, ::2], cos, sin)  # heads not dense in a row


@settings(max_examples=30, deadline=None)
@given(tokens=st.integers(1, 12), kv_heads=st.integers(1, 3), dim=st.sampled_from([4, 64]),
       block_size=st.sampled_from([1, 16]), seed=st.integers(0, 2**16))
def test_kv_write_stores_what_the_torch_write_stores(tokens: int, kv_heads: int, dim: int, block_size: int,
                                                    seed: int) -> None:
    """From views into fused qkv rows, at scattered slots; every other slot of the pool untouched."""
    gen = torch.Generator().manual_seed(seed)
    heads = 2 * kv_heads
    qkv = torch.randn(tokens, (heads + 2 * kv_heads) * dim, generator=gen)
    k = qkv[:, heads * dim:(heads + kv_heads) * dim].view(tokens, kv_heads, dim)
    v = qkv[:, (heads + kv_heads) * dim:].view(tokens, kv_heads, dim)
    num_blocks = -(-tokens // block_size) + 3
    slots = torch.randperm(num_blocks * block_size, generator=gen)[:tokens]
    pool = torch.randn(num_blocks, block_size, 2, kv_heads, dim, generator=gen)
    ref = pool.clone()
    ref.view(-1, 2, kv_heads, dim)[slots] = torch.stack((k, v), dim=1)
    assert cpu_ops.kv_write(lib, pool, slots, k, v)
    assert torch.equal(pool, ref)
    assert not cpu_ops.kv_write(lib, pool, slots.int(), k, v)  # int32 slots: the torch path's
