"""protocol.tokenization against transformers' AutoTokenizer on the same files.

Reference: `AutoTokenizer.encode` for completions, `apply_chat_template` (tokenize=True and False)
for chats, `decode` for text. Inputs are seeded random texts and chats (multi-turn, unicode,
special-token strings inside content, tools and tool calls).
"""

from __future__ import annotations

import json
import random
from array import array
from pathlib import Path
from typing import Any

import pytest

from protocol.errors import APIError
from protocol.openai_api import parse_chat_request
from protocol.segment_cache import entry_bytes
from protocol.tokenization import SegmentCache, Tokenizer, TokenizerError

NAMES = ("smollm2", "qwen2", "mistral", "mistral_fast")
WORDS = [
    "the", " cache", "block", " prefix", "Grüße", "東京", "🙂", "naïve", "  ", "\n", "\n\n", "\t", "'s", " don't",
    "123", "4.5", "{", "}", '"', "<", ">", "[", "]", "é", "ß", "\u200b", "x", " y", "Z",
]  # fmt: skip
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "get_weather",
            "description": "Weather for a city — in °C",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
    },
    {"type": "function", "function": {"name": "lookup", "description": "Find a document", "parameters": {}}},
]


@pytest.fixture(scope="session")
def loaded(tokenizer_dirs: dict[str, Path]) -> dict[str, tuple[Tokenizer, Any]]:
    """(ours, transformers') per tokenizer name, loaded once."""

    class _Loaded(dict):
        def __missing__(self, name: str) -> tuple[Tokenizer, Any]:
            import transformers

            path = tokenizer_dirs[name]
            self[name] = pair = (
                Tokenizer.from_dir(path),
                transformers.AutoTokenizer.from_pretrained(str(path)),
            )
            return pair

    return _Loaded()


def _added(tok: Tokenizer) -> list[str]:
    return [t.content for t in tok._tok.get_added_tokens_decoder().values()]


def random_text(rng: random.Random, extra: list[str], n: int = 24) -> str:
    pool = WORDS + extra
    return "".join(rng.choice(pool) for _ in range(rng.randint(0, n)))


def random_chat(rng: random.Random, name: str, extra: list[str]) -> tuple[list[dict], list[dict] | None]:
    """A chat the model's template accepts: optional system, alternating turns, tool calls where supported."""
    tools_ok = name in ("qwen2", "mistral", "mistral_fast", "tiny")
    tools = TOOLS if tools_ok and rng.random() < 0.5 else None
    msgs: list[dict] = []
    if rng.random() < 0.5:
        msgs.append({"role": "system", "content": random_text(rng, extra)})
    for turn in range(rng.randint(1, 4)):
        msgs.append({"role": "user", "content": random_text(rng, extra) or "hi"})
        if turn and tools and rng.random() < 0.5:
            call_id = "".join(rng.choice("abcdefgh123") for _ in range(9))
            args = {"city": random_text(rng, [], 4)}
            msgs.append(
                {
                    "role": "assistant",
                    "tool_calls": [
                        {
                            "id": call_id,
                            "type": "function",
                            "function": {"name": "get_weather", "arguments": args},
                        }
                    ],
                }
            )
            msgs.append({"role": "tool", "tool_call_id": call_id, "content": random_text(rng, [])})
        msgs.append({"role": "assistant", "content": random_text(rng, extra) or "ok"})
    msgs.append({"role": "user", "content": random_text(rng, extra) or "end"})
    return msgs, tools


def _hf_chat(hf: Any, msgs: list[dict], tools: list[dict] | None, gen: bool = True) -> list[int]:
    out = hf.apply_chat_template(msgs, tools=tools, add_generation_prompt=gen, tokenize=True)
    return list(out["input_ids"] if not isinstance(out, list) else out)


@pytest.mark.parametrize("name", NAMES)
def test_completion_encoding_matches_transformers(loaded: dict, name: str) -> None:
    ours, hf = loaded[name]
    rng = random.Random(f"completion-{name}")
    specials = _added(ours)
    for _ in range(150):
        text = random_text(rng, specials)
        assert ours.encode_completion(text) == hf.encode(text), repr(text)
        assert ours.encode(text, add_special_tokens=False) == hf.encode(text, add_special_tokens=False), repr(
            text
        )
        assert ours.encode_uncached(text, add_special_tokens=True) == hf.encode(text), repr(text)


@pytest.mark.parametrize("name", NAMES)
def test_chat_encoding_matches_apply_chat_template(loaded: dict, name: str) -> None:
    ours, hf = loaded[name]
    rng = random.Random(f"chat-{name}")
    specials = _added(ours)
    for _ in range(40):
        msgs, tools = random_chat(rng, name, specials)
        rendered = hf.apply_chat_template(msgs, tools=tools, add_generation_prompt=True, tokenize=False)
        assert ours.render_chat(msgs, tools) == rendered
        assert ours.render_chat(msgs, tools, add_generation_prompt=False) == hf.apply_chat_template(
            msgs, tools=tools, add_generation_prompt=False, tokenize=False
        )
        assert ours.encode_chat(msgs, tools) == _hf_chat(hf, msgs, tools), rendered


@pytest.mark.parametrize("name", ("qwen2", "mistral"))
def test_openai_tool_call_arguments_are_json_strings(loaded: dict, name: str) -> None:
    """OpenAI clients send tool-call arguments as a JSON string; templates expect an object."""
    ours, hf = loaded[name]
    args = {"city": "Zürich", "days": 3}
    body = {
        "messages": [
            {
                "role": "user",
                "content": [{"type": "text", "text": "Weather "}, {"type": "text", "text": "please"}],
            },
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "abc123def",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": json.dumps(args)},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "abc123def", "content": "21 °C"},
            {"role": "assistant", "content": "It is 21 °C."},
            {"role": "user", "content": "Thanks"},
        ],
        "tools": TOOLS,
    }
    req = parse_chat_request(body)
    reference = [
        {"role": "user", "content": "Weather please"},
        {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": "abc123def",
                    "type": "function",
                    "function": {"name": "get_weather", "arguments": args},
                }
            ],
        },
        *body["messages"][2:],
    ]
    assert ours.encode_chat(req.messages, req.tools) == _hf_chat(hf, reference, TOOLS)


@pytest.mark.parametrize("name", NAMES)
def test_special_ids_and_vocab_match_transformers(loaded: dict, tokenizer_dirs: dict, name: str) -> None:
    ours, hf = loaded[name]
    assert ours.vocab_size == len(hf)
    assert ours.bos_token_id == hf.bos_token_id
    assert ours.special_tokens == hf.special_tokens_map
    gen_path = tokenizer_dirs[name] / "generation_config.json"
    gen_eos = json.loads(gen_path.read_text()).get("eos_token_id") if gen_path.is_file() else None
    expected = [hf.eos_token_id] if hf.eos_token_id is not None else []
    for t in gen_eos if isinstance(gen_eos, list) else [gen_eos]:
        if t is not None and t not in expected:
            expected.append(t)
    assert list(ours.eos_token_ids) == expected


@pytest.mark.parametrize("name", NAMES)
def test_decode_matches_transformers(loaded: dict, name: str) -> None:
    ours, hf = loaded[name]
    rng = random.Random(f"decode-{name}")
    specials = _added(ours)
    for _ in range(60):
        ids = hf.encode(random_text(rng, specials))
        ids += [rng.randrange(ours.vocab_size) for _ in range(rng.randint(0, 5))]
        for skip in (True, False):
            assert ours.decode(ids, skip_special_tokens=skip) == hf.decode(ids, skip_special_tokens=skip)


@pytest.mark.parametrize("name", NAMES)
def test_segment_cache_equals_whole_string_encoding(loaded: dict, name: str) -> None:
    """A growing conversation: cached encoding equals uncached, and the history comes from the cache."""
    ours, _ = loaded[name]
    tok = Tokenizer.from_files(ours.files, cache=SegmentCache(max_entries=10_000))
    rng = random.Random(f"cache-{name}")
    specials = _added(ours)
    msgs: list[dict] = [{"role": "system", "content": random_text(rng, specials, 60)}]
    for turn in range(6):
        msgs.append({"role": "user", "content": random_text(rng, specials, 60) or "q"})
        text = tok.render_chat(msgs)
        hits_before = tok.cache.hits
        assert tok.encode_chat(msgs) == tok.encode_uncached(text, add_special_tokens=False)
        assert tok.encode(text, add_special_tokens=True) == tok.encode_uncached(text, add_special_tokens=True)
        if turn and tok._split_re is not None:
            assert tok.cache.hits > hits_before
        msgs.append({"role": "assistant", "content": random_text(rng, specials, 60) or "a"})


def test_segment_cache_is_bounded() -> None:
    one = entry_bytes("k0", array("I", [0, 0]))
    cache = SegmentCache(max_entries=4, max_bytes=3 * one)
    for i in range(10):
        cache.put(f"k{i}", [i, i])
        assert len(cache) <= 3 and cache.nbytes() <= 3 * one
    assert cache.get("k9") is not None and cache.get("k0") is None
    cache.put("big" * 200, [1])  # a long segment with few ids: larger than the whole budget, not kept
    assert cache.get("big" * 200) is None
    cache.put("k7", [1, 1])
    cache.put("n1", [1, 2])
    assert cache.get("k7") is not None  # recently used entries survive
    assert cache.nbytes() == sum(entry_bytes(k, cache._data[k]) for k in cache._data)
    wide = SegmentCache(max_entries=100, max_bytes=6000)
    wide.put("a" * 2000, [1])
    wide.put("\U0001f642" * 2000, [1])  # four bytes a character: kept out by its text, not its ids
    assert wide.get("a" * 2000) is not None and len(wide) == 1


def test_the_shared_bpe_word_cache_is_off(tokenizer_dirs: dict, monkeypatch: Any) -> None:
    """The BPE / Unigram model's own word cache is shared by every scope (a text another salt sent
    would encode faster: a timing tell across tenants), so each tokenizer object turns it off;
    the scoped segment cache and word encoder do the caching. bench/isolation/tokenizer_channel.py
    times the effect (a text another tenant sent and a new one tokenize alike)."""
    import protocol.tokenization as tokenization

    turned_off = []
    real = tokenization._disable_model_cache
    monkeypatch.setattr(tokenization, "_disable_model_cache", lambda tok: (turned_off.append(tok), real(tok)))
    for name in ("qwen2", "mistral"):  # byte-level BPE, and a Metaspace one with a second tokenizer
        turned_off.clear()
        tok = Tokenizer.from_dir(tokenizer_dirs[name])
        owned = [tok._tok] + ([tok._tok_rest] if tok._tok_rest is not None else [])
        assert {id(t) for t in turned_off} == {id(t) for t in owned}, name

    class Model:
        def __init__(self) -> None:
            self.sizes: list[int] = []

        def _resize_cache(self, n: int) -> None:
            self.sizes.append(n)

    class Fake:
        model = Model()

    fake = Fake()
    real(fake)  # type: ignore[arg-type]
    assert fake.model.sizes == [0]


def test_files_roundtrip_and_hash(loaded: dict, tokenizer_dirs: dict) -> None:
    ours, _ = loaded["qwen2"]
    again = Tokenizer.from_files(json.loads(json.dumps(ours.files)))
    assert again.tokenizer_hash == ours.tokenizer_hash
    assert again.encode_chat([{"role": "user", "content": "hi"}]) == ours.encode_chat(
        [{"role": "user", "content": "hi"}]
    )
    assert len(ours.tokenizer_hash) == 64
    changed = dict(ours.files, **{"chat_template.jinja": ours.files["chat_template.jinja"] + " "})
    assert Tokenizer.from_files(changed).tokenizer_hash != ours.tokenizer_hash
    assert Tokenizer.from_files(loaded["mistral"][0].files).tokenizer_hash != ours.tokenizer_hash
    with pytest.raises(TokenizerError, match="unexpected tokenizer files"):
        Tokenizer.from_files({**ours.files, "model.safetensors": ""})
    with pytest.raises(TokenizerError, match="tokenizer.json"):
        Tokenizer.from_files({"tokenizer_config.json": "{}"})


def test_from_dir_errors(tmp_path: Path) -> None:
    with pytest.raises(TokenizerError, match="does not exist"):
        Tokenizer.from_dir(tmp_path / "nope")
    with pytest.raises(TokenizerError, match="no tokenizer.json"):
        Tokenizer.from_dir(tmp_path)


def test_missing_chat_template_is_a_clear_error(loaded: dict) -> None:
    files = {k: v for k, v in loaded["qwen2"][0].files.items() if k != "chat_template.jinja"}
    tok = Tokenizer.from_files(files)
    assert tok.encode_completion("still fine")
    with pytest.raises(APIError) as e:
        tok.encode_chat([{"role": "user", "content": "hi"}])
    assert e.value.status == 400 and "chat template" in e.value.message


def test_template_exception_becomes_400(loaded: dict) -> None:
    ours, _ = loaded["mistral"]
    with pytest.raises(APIError) as e:
        ours.encode_chat([{"role": "user", "content": "a"}, {"role": "user", "content": "b"}])
    assert e.value.status == 400 and "alternate" in e.value.message


def test_named_templates_in_tokenizer_config(loaded: dict) -> None:
    files = {k: v for k, v in loaded["qwen2"][0].files.items() if k != "chat_template.jinja"}
    config = json.loads(files["tokenizer_config.json"])
    config["chat_template"] = [
        {"name": "tool_use", "template": "TOOLS{{ messages[0].content }}"},
        {"name": "default", "template": "DEFAULT{{ messages[0].content }}"},
    ]
    tok = Tokenizer.from_files({**files, "tokenizer_config.json": json.dumps(config)})
    assert tok.render_chat([{"role": "user", "content": "x"}]) == "DEFAULTx"


def test_template_environment_matches_transformers(loaded: dict) -> None:
    """Filters, globals and extensions templates rely on, rendered by both."""
    ours, hf = loaded["qwen2"]
    template = (
        "{%- set ns = namespace(n=0) -%}"
        "{%- for m in messages -%}{%- if loop.index > 3 %}{% break %}{% endif -%}"
        "{%- if m.role == 'system' %}{% continue %}{% endif -%}"
        "{%- set ns.n = ns.n + 1 -%}"
        "{% generation %}[{{ m.role }}|{{ m.content | tojson }}|{{ m | tojson(indent=2, sort_keys=True) }}]{% endgeneration %}\n"
        "  {% if true %}  lstrip/trim  {% endif %}\n"
        "{%- endfor -%}{{ ns.n }}|{{ bos_token }}|{{ eos_token }}|{{ tools | tojson }}|{{ strftime_now('%Y') | length }}"
        "{{ dict(a=1) | tojson }}{% if add_generation_prompt %}GEN{% endif %}"
    )
    files = {k: v for k, v in ours.files.items() if k != "chat_template.jinja"}
    files["chat_template.jinja"] = template
    tok = Tokenizer.from_files(files)
    msgs = [
        {"role": "system", "content": "s"},
        {"role": "user", "content": '<b>héllo</b> "q" 🙂'},
        {"role": "assistant", "content": "x", "name": None},
        {"role": "user", "content": "never shown"},
    ]
    ref = hf.apply_chat_template(
        msgs, tools=TOOLS, chat_template=template, add_generation_prompt=True, tokenize=False
    )
    assert tok.render_chat(msgs, TOOLS) == ref
    bad = {**files, "chat_template.jinja": "{{ raise_exception('nope: ' + messages[0].role) }}"}
    with pytest.raises(APIError, match="nope: user"):
        Tokenizer.from_files(bad).render_chat([{"role": "user", "content": "x"}])
    escape = {**files, "chat_template.jinja": "{{ messages.__class__.__mro__ }}"}
    with pytest.raises(APIError):
        Tokenizer.from_files(escape).render_chat([{"role": "user", "content": "x"}])


def test_tiny_model_tokenizer_matches_transformers(loaded: dict) -> None:
    """The tokenizer `kvroute tiny-model` writes (engine/tiny_model.py) agrees with transformers."""
    ours, hf = loaded["tiny"]
    rng = random.Random("tiny")
    specials = _added(ours)
    assert ours.bos_token_id == hf.bos_token_id
    for _ in range(60):
        text = random_text(rng, specials)
        assert ours.encode_completion(text) == hf.encode(text)
        assert ours.decode(hf.encode(text)) == hf.decode(hf.encode(text), skip_special_tokens=True)
    for _ in range(20):
        msgs, tools = random_chat(rng, "tiny", specials)
        assert ours.render_chat(msgs, tools) == hf.apply_chat_template(
            msgs, tools=tools, add_generation_prompt=True, tokenize=False
        )
        assert ours.encode_chat(msgs, tools) == _hf_chat(hf, msgs, tools)


def test_trie_regex_equals_longest_first_alternation() -> None:
    """The added-token splitter against the plain alternation it replaces (brute-force reference)."""
    import re

    from protocol.trie_regex import trie_regex

    rng = random.Random("trie")
    for _ in range(300):
        words = list(
            {"".join(rng.choice("ab<>|") for _ in range(rng.randint(1, 5))) for _ in range(rng.randint(1, 8))}
        )
        ref = re.compile("(" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) + ")")
        trie = re.compile("(" + trie_regex(words) + ")")
        for _ in range(30):
            text = "".join(rng.choice("ab<>|x") for _ in range(rng.randint(0, 15)))
            assert trie.split(text) == ref.split(text), (words, text)


@pytest.mark.parametrize("name", NAMES)
def test_any_unicode_with_added_tokens_matches_transformers(loaded: dict, name: str) -> None:
    """Hypothesis: arbitrary text interleaved with added-token strings, cached and uncached."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    ours, hf = loaded[name]
    pieces = st.one_of(st.text(max_size=6), st.sampled_from(_added(ours)), st.sampled_from(WORDS))

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(pieces, max_size=12).map("".join))
    def check(text: str) -> None:
        expected = hf.encode(text)
        assert ours.encode_completion(text) == expected
        assert ours.encode_uncached(text, add_special_tokens=True) == expected
        assert ours.encode(text, add_special_tokens=False) == hf.encode(text, add_special_tokens=False)

    check()


def test_word_encoder_applies_only_to_plain_byte_level_bpe(loaded: dict) -> None:
    assert loaded["smollm2"][0].words is not None  # ByteLevel with the GPT-2 regex, no normalizer
    for name in ("qwen2", "mistral", "mistral_fast"):  # own split regex / normalizers: whole-text encoding
        assert loaded[name][0].words is None


def test_word_encoder_equals_whole_text_encoding(loaded: dict) -> None:
    """Hypothesis: texts with whitespace runs, unicode and punctuation, encoded word by word through
    a fresh cache (mostly new words: one whole-text call learning from offsets), again (all cached),
    and with a few new words (each encoded alone), against the tokenizer's own encoding."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from protocol.word_encoder import WordEncoder

    ours, _ = loaded["smollm2"]
    hf_encode = ours._tok.encode
    spaces = st.sampled_from([" ", "  ", "   ", "\t ", " \n", "\n ", "\u00a0 ", " \u3000", "\r\n "])
    pieces = st.one_of(st.text(max_size=6), st.sampled_from(WORDS), spaces)

    @settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.lists(pieces, max_size=16).map("".join), st.text(max_size=8))
    def check(text: str, new: str) -> None:
        words = WordEncoder(ours._tok)
        expected = hf_encode(text, add_special_tokens=False).ids
        assert words.encode(text).tolist() == expected
        assert words.encode(text).tolist() == expected
        more = f"{text} {new} {text}"
        assert words.encode(more).tolist() == hf_encode(more, add_special_tokens=False).ids

    check()
