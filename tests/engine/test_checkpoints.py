"""Checkpoints: the tiny model's reproducibility and shape, model name resolution, the build-once
cache under concurrent starts, and the SmolLM2 conversion."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from engine.checkpoints import build_once, cache_dir, resolve_model
from engine.model import ModelConfig, UnsupportedModelError
from engine.tiny_model import SPECIAL_TOKENS, TINY_VERSION, main

REPO = Path(__file__).resolve().parents[2]


def _files(d: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(d.iterdir())}


def test_tiny_model_is_byte_identical_across_builds(tiny_model_dir: Path, tmp_path: Path) -> None:
    assert main([str(tmp_path / "again")]) == 0
    first, second = _files(tiny_model_dir), _files(tmp_path / "again")
    assert set(first) == {"config.json", "generation_config.json", "model.safetensors", "tokenizer.json",
                          "tokenizer_config.json", "chat_template.jinja"}
    assert first.keys() == second.keys()
    for name in first:
        assert first[name] == second[name], f"{name} differs between two builds"


def test_tiny_model_config(tiny_model_dir: Path) -> None:
    raw = json.loads((tiny_model_dir / "config.json").read_text())
    assert raw["rope_parameters"]["rope_type"] == "default" and "rope_theta" in raw["rope_parameters"]
    assert raw["dtype"] == "float32" and raw["architectures"] == ["LlamaForCausalLM"]
    cfg = ModelConfig.from_hf_config(raw)
    assert cfg.architecture == "llama" and cfg.head_dim == 64 and cfg.max_position_embeddings == 8192
    assert cfg.num_kv_heads < cfg.num_heads
    params = sum(t.numel() for t in _load_tensors(tiny_model_dir).values())
    assert 1_000_000 < params < 10_000_000


def _load_tensors(d: Path) -> dict[str, torch.Tensor]:
    from safetensors.torch import load_file

    return load_file(d / "model.safetensors")


def test_tiny_tokenizer_adds_bos_and_renders_chatml(tiny_model_dir: Path) -> None:
    from tokenizers import Tokenizer
    from transformers import AutoTokenizer

    raw = Tokenizer.from_file(str(tiny_model_dir / "tokenizer.json"))
    assert 2000 <= raw.get_vocab_size() <= 4096
    assert [raw.token_to_id(t) for t in SPECIAL_TOKENS] == [0, 1, 2]
    hf = AutoTokenizer.from_pretrained(tiny_model_dir)
    text = "Every cache block has a hash; ünïcødé and 🙂 round-trip too."
    ids = raw.encode(text).ids
    assert ids[0] == raw.token_to_id("<|endoftext|>") and hf(text).input_ids == ids
    assert hf.decode(ids, skip_special_tokens=True) == text
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"}]
    rendered = hf.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    assert rendered == ("<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n"
                        "<|im_start|>assistant\n")
    generation = json.loads((tiny_model_dir / "generation_config.json").read_text())
    assert raw.token_to_id("<|im_end|>") in generation["eos_token_id"]
    assert hf.eos_token == "<|im_end|>"


def test_tiny_model_greedy_is_decisive(tiny_model_dir: Path) -> None:
    """Top-2 logit gaps on random prompts sit far above float noise, so greedy choices are stable."""
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(tiny_model_dir, attn_implementation="eager").eval()
    gen = torch.Generator().manual_seed(7)
    gaps = []
    for _ in range(12):
        ids = torch.randint(3, model.config.vocab_size, (1, 48), generator=gen)
        with torch.no_grad():
            top = model(ids).logits[0].topk(2, dim=-1).values
        gaps.append(top[:, 0] - top[:, 1])
    gaps = torch.cat(gaps)
    assert gaps.median() > 0.1, f"median top-2 gap {gaps.median():.3g}"
    assert gaps.quantile(0.05) > 1e-3, f"5th percentile top-2 gap {gaps.quantile(0.05):.3g}"


def test_cache_dir_follows_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KVROUTE_CACHE_DIR", str(tmp_path))
    assert cache_dir() == tmp_path
    monkeypatch.delenv("KVROUTE_CACHE_DIR")
    assert cache_dir() == Path.home() / ".cache" / "kvroute"


def test_resolve_local_dirs_and_errors(tiny_model_dir: Path, mistral_model_dir: Path, tmp_path: Path) -> None:
    assert resolve_model(str(tiny_model_dir)) == tiny_model_dir
    assert resolve_model(str(mistral_model_dir)) == mistral_model_dir
    with pytest.raises(FileNotFoundError, match="neither a built-in name"):
        resolve_model(str(tmp_path / "nope"))
    (tmp_path / "file").write_text("x")
    with pytest.raises(UnsupportedModelError, match="is a file"):
        resolve_model(str(tmp_path / "file"))
    bad = tmp_path / "bad"
    bad.mkdir()
    with pytest.raises(UnsupportedModelError, match="no config.json"):
        resolve_model(str(bad))
    cfg = json.loads((mistral_model_dir / "config.json").read_text()) | {"layer_types": ["chunked_attention"] * 2}
    (bad / "config.json").write_text(json.dumps(cfg))
    with pytest.raises(UnsupportedModelError, match="chunked_attention"):
        resolve_model(str(bad))
    (bad / "config.json").write_text((mistral_model_dir / "config.json").read_text())
    with pytest.raises(UnsupportedModelError, match="safetensors"):
        resolve_model(str(bad))
    (bad / "model.safetensors").symlink_to(mistral_model_dir / "model.safetensors")
    with pytest.raises(UnsupportedModelError, match="tokenizer.json"):
        resolve_model(str(bad))


def test_build_once_builds_once_and_cleans_up_failures(tmp_path: Path) -> None:
    calls: list[Path] = []

    def failing(out: Path) -> None:
        (out / "partial").write_text("x")
        raise RuntimeError("boom")

    def good(out: Path) -> None:
        calls.append(out)
        (out / "config.json").write_text("{}")

    target = tmp_path / "ckpt"
    (tmp_path / ".ckpt.tmp-killed").mkdir()  # what a builder killed mid-way leaves behind
    with pytest.raises(RuntimeError, match="boom"):
        build_once(target, failing)
    assert not target.exists() and [p.name for p in tmp_path.iterdir()] == ["ckpt.lock"]
    assert build_once(target, good) == target and build_once(target, good) == target
    assert len(calls) == 1 and (target / "config.json").read_text() == "{}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ckpt", "ckpt.lock"]


def _resolve_in_processes(name: str, cache: Path, n: int = 2) -> list[subprocess.CompletedProcess]:
    """Start `n` processes that resolve `name` at the same moment in a fresh cache directory."""
    env = {**os.environ, "KVROUTE_CACHE_DIR": str(cache), "OMP_NUM_THREADS": "1"}
    code = f"from engine.checkpoints import resolve_model; print(resolve_model({name!r}))"
    procs = [subprocess.Popen([sys.executable, "-c", code], cwd=REPO, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(n)]
    results = []
    for p in procs:
        out, err = p.communicate(timeout=600)
        results.append(subprocess.CompletedProcess(p.args, p.returncode, out, err))
    return results


def test_tiny_resolves_once_under_concurrent_starts(tiny_model_dir: Path, tmp_path: Path) -> None:
    results = _resolve_in_processes("tiny", tmp_path)
    target = tmp_path / f"tiny-{TINY_VERSION}"
    for r in results:
        assert r.returncode == 0, r.stderr
        assert r.stdout.strip() == str(target)
    builders = [r for r in results if "training the byte-level BPE tokenizer" in r.stderr]
    assert len(builders) == 1, "exactly one process builds, the other waits and reuses it"
    assert _files(target) == _files(tiny_model_dir)
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name, target.name + ".lock"]


def test_smollm2_conversion(smollm2_model_dir: Path) -> None:
    from transformers import AutoTokenizer

    assert smollm2_model_dir.name == "smollm2-135m-instruct"
    raw = json.loads((smollm2_model_dir / "config.json").read_text())
    assert "quantization_config" not in raw and raw["dtype"] == "float32"
    cfg = ModelConfig.from_hf_config(raw)
    assert (cfg.architecture, cfg.num_layers, cfg.hidden_size, cfg.tie_word_embeddings) == ("llama", 30, 576, True)
    tensors = _load_tensors(smollm2_model_dir)
    assert {t.dtype for t in tensors.values()} == {torch.float32}
    assert "model.embed_tokens.weight" in tensors
    assert (smollm2_model_dir / "chat_template.jinja").is_file()
    tok = AutoTokenizer.from_pretrained(smollm2_model_dir)
    rendered = tok.apply_chat_template([{"role": "user", "content": "Hi"}], tokenize=False, add_generation_prompt=True)
    assert rendered.startswith("<|im_start|>system\n") and rendered.endswith("<|im_start|>assistant\n")
    assert tok.eos_token == "<|im_end|>"


@pytest.mark.slow
def test_smollm2_converts_once_under_concurrent_starts(tmp_path: Path) -> None:
    results = _resolve_in_processes("smollm2-135m", tmp_path)
    target = tmp_path / "smollm2-135m-instruct"
    for r in results:
        assert r.returncode == 0, r.stderr
        assert r.stdout.strip() == str(target)
    assert sum("loading and dequantizing" in r.stderr for r in results) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name, target.name + ".lock"]
    assert ModelConfig.from_hf_config(json.loads((target / "config.json").read_text())).num_layers == 30
