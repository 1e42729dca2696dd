"""The block hash contract's published test vectors (DESIGN.md)."""

from protocol.block_hash import block_hashes, cached_tokens, from_hex, root_hash, to_hex

TOKENS = list(range(1, 34))


def test_unsalted_vectors():
    assert to_hex(root_hash()) == "99aa06d3014798d86001c324468d497f"
    hashes = [to_hex(h) for h in block_hashes(TOKENS, 16)]
    assert hashes == ["9c9a1f9487c42a96a200c7188b043dc8", "e46f94cb4dd6567e9767d3a749e570a0"]


def test_salted_vectors():
    hashes = [to_hex(h) for h in block_hashes(TOKENS, 16, salt="tenant-a")]
    assert hashes == ["dd3a4ff1405d63e2908c16e6cec83d41", "1b520f3c42a68ffc193a7beae205714b"]


def test_partial_block_never_hashed_and_chain_continues():
    assert block_hashes(TOKENS[:15], 16) == []
    full = block_hashes(TOKENS, 16)
    assert block_hashes(TOKENS[16:32], 16, parent=full[0]) == full[1:]
    assert from_hex(to_hex(full[1])) == full[1]


def test_cached_tokens_cap():
    assert cached_tokens(32, 2, 16) == 16  # last token always computed
    assert cached_tokens(33, 2, 16) == 32
    assert cached_tokens(100, 1, 16) == 16
    assert cached_tokens(1, 5, 16) == 0
    assert cached_tokens(0, 0, 16) == 0
