"""`kvroute tiny-model DIR`: the embedded default checkpoint, built from nothing and byte-identical
on every run.

A small Llama (float32, head_dim 64, GQA, 8192 positions) with seeded random weights, scaled so the
top next-token logit usually wins by a wide margin (greedy decoding is then stable across batch
shapes and kernels), and a byte-level BPE tokenizer trained here on a generated corpus, with
<|endoftext|> as BOS and a ChatML chat template. Everything is derived from fixed seeds, so tests
and demos need no download.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import torch
from safetensors.torch import save_file
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers

# Bump when anything below changes what gets written (cached builds are keyed by it).
TINY_VERSION = "v1"
SEED = 20240611
VOCAB_SIZE = 2048
SPECIAL_TOKENS = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")  # ids 0, 1, 2
BOS, EOS = "<|endoftext|>", "<|im_end|>"
HIDDEN, INTERMEDIATE, LAYERS, HEADS, KV_HEADS, HEAD_DIM = 256, 768, 4, 4, 2, 64
MAX_POSITIONS = 8192
ROPE_THETA = 10000.0
RMS_EPS = 1e-5

CHAT_TEMPLATE = r"""{%- if tools -%}
{{- '<|im_start|>system\n' -}}
{%- if messages and messages[0]['role'] == 'system' -%}{{- messages[0]['content'] + '\n\n' -}}{%- endif -%}
{{- '# Tools\n' -}}
{%- for tool in tools -%}{{- tool | tojson -}}{{- '\n' -}}{%- endfor -%}
{{- '<|im_end|>\n' -}}
{%- endif -%}
{%- for message in messages -%}
{%- if not (tools and loop.first and message['role'] == 'system') -%}
{{- '<|im_start|>' + message['role'] + '\n' -}}
{%- if message['content'] is string -%}{{- message['content'] -}}{%- endif -%}
{%- if message['tool_calls'] is defined and message['tool_calls'] -%}
{%- for call in message['tool_calls'] -%}{{- '\n' -}}{{- call | tojson -}}{%- endfor -%}
{%- endif -%}
{{- '<|im_end|>\n' -}}
{%- endif -%}
{%- endfor -%}
{%- if add_generation_prompt -%}{{- '<|im_start|>assistant\n' -}}{%- endif -%}
"""

_WORDS = """the a an this that these every some many few no one two three four five six seven eight nine ten
cache block prefix token model server request reply proxy engine replica router queue batch memory page
table tree node branch leaf root key value hash salt tenant user system assistant tool message prompt
question answer document file line word letter number string list map set graph path route network
time day week month year morning evening night spring summer autumn winter river mountain forest city
village road bridge house garden kitchen window door book story song poem picture music game team
teacher student doctor farmer writer painter driver pilot sailor baker cook friend family child people
red green blue yellow black white small large quick slow bright dark warm cold quiet loud simple clear
new old early late short long happy careful curious gentle brave clever honest patient strong weak
is are was were be been has have had does do did can could will would should may might must shall
run walk read write send receive store load compute match split merge sort count find keep move build
open close start stop wait return call check test measure share hold carry bring give take make see
and or but so because if when while after before then also only just very more most less least not
in on at by for with from to of about over under between through into across near far above below
""".split()
_SYLLABLES = "ka lo mi ne ru sa ti vo ze pa qui dor fen gal hir jun kel mar nox pel ros tam ul vin wex yor".split()
_NAMES = "Ada Bram Cleo Dara Emil Faye Gus Hana Ivo Jade Kurt Lena Milo Nora Otto Pia Quin Rosa Sami Tove".split()


def _corpus(rng: random.Random, lines: int = 12000) -> list[str]:
    """Deterministic mixed text: prose, dialogue, code, JSON, numbers and invented words."""

    def word() -> str:
        return rng.choice(_WORDS)

    def coined() -> str:
        return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4)))

    out: list[str] = []
    for _ in range(lines):
        kind = rng.randrange(6)
        if kind == 0:
            words = [word() for _ in range(rng.randint(5, 16))]
            out.append(" ".join(words).capitalize() + rng.choice([".", "!", "?", ";"]))
        elif kind == 1:
            out.append(f"{rng.choice(_NAMES)} said: \"{word().capitalize()} {word()} {coined()} {word()}.\"")
        elif kind == 2:
            name, arg = f"{word()}_{word()}", rng.choice(["x", "n", "items", "key", "value"])
            out.append(f"def {name}({arg}):\n    return {arg} + {rng.randint(0, 999)}")
        elif kind == 3:
            out.append(json.dumps({"id": rng.randint(0, 99999), "name": coined(), "tags": [word(), word()]}))
        elif kind == 4:
            out.append(f"On {rng.randint(1, 28)}/{rng.randint(1, 12)}/{rng.randint(1990, 2030)} the {word()} "
                       f"cost ${rng.randint(1, 500)}.{rng.randint(0, 99):02d} in {coined().capitalize()}.")
        else:
            out.append(" ".join(coined() for _ in range(rng.randint(3, 9))))
    return out


def train_tokenizer() -> Tokenizer:
    """Byte-level BPE trained on the embedded corpus; BOS added by the post-processor."""
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        special_tokens=list(SPECIAL_TOKENS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(_corpus(random.Random(SEED)), trainer=trainer)
    bos_id = tok.token_to_id(BOS)
    tok.post_processor = processors.TemplateProcessing(
        single=f"{BOS} $A", pair=f"{BOS} $A {BOS} $B", special_tokens=[(BOS, bos_id)]
    )
    return tok


def _weights(vocab: int) -> dict[str, torch.Tensor]:
    """Seeded weights in HF Llama naming. Scales are chosen for a decisive model: unit-RMS
    embeddings, sharp attention, and logits with a standard deviation of about 4."""
    gen = torch.Generator().manual_seed(SEED)

    def normal(*shape: int, std: float) -> torch.Tensor:
        return torch.randn(*shape, generator=gen) * std

    def norm_weight() -> torch.Tensor:
        return 1.0 + normal(HIDDEN, std=0.1)

    q_size, kv_size = HEADS * HEAD_DIM, KV_HEADS * HEAD_DIM
    w = {"model.embed_tokens.weight": normal(vocab, HIDDEN, std=1.0)}
    for i in range(LAYERS):
        p = f"model.layers.{i}."
        w[p + "input_layernorm.weight"] = norm_weight()
        w[p + "self_attn.q_proj.weight"] = normal(q_size, HIDDEN, std=0.1)
        w[p + "self_attn.k_proj.weight"] = normal(kv_size, HIDDEN, std=0.1)
        w[p + "self_attn.v_proj.weight"] = normal(kv_size, HIDDEN, std=HIDDEN**-0.5)
        w[p + "self_attn.o_proj.weight"] = normal(HIDDEN, q_size, std=0.5 * q_size**-0.5)
        w[p + "post_attention_layernorm.weight"] = norm_weight()
        w[p + "mlp.gate_proj.weight"] = normal(INTERMEDIATE, HIDDEN, std=HIDDEN**-0.5)
        w[p + "mlp.up_proj.weight"] = normal(INTERMEDIATE, HIDDEN, std=HIDDEN**-0.5)
        w[p + "mlp.down_proj.weight"] = normal(HIDDEN, INTERMEDIATE, std=0.5 * INTERMEDIATE**-0.5)
    w["model.norm.weight"] = norm_weight()
    w["lm_head.weight"] = normal(vocab, HIDDEN, std=4.0 * HIDDEN**-0.5)
    return {k: v.contiguous() for k, v in w.items()}


def _config(vocab: int, bos_id: int, eos_id: int) -> dict:
    """config.json in transformers v5 style (`rope_parameters`, `dtype`)."""
    return {
        "architectures": ["LlamaForCausalLM"],
        "attention_bias": False,
        "attention_dropout": 0.0,
        "bos_token_id": bos_id,
        "dtype": "float32",
        "eos_token_id": eos_id,
        "head_dim": HEAD_DIM,
        "hidden_act": "silu",
        "hidden_size": HIDDEN,
        "initializer_range": 0.02,
        "intermediate_size": INTERMEDIATE,
        "max_position_embeddings": MAX_POSITIONS,
        "mlp_bias": False,
        "model_type": "llama",
        "num_attention_heads": HEADS,
        "num_hidden_layers": LAYERS,
        "num_key_value_heads": KV_HEADS,
        "pad_token_id": bos_id,
        "rms_norm_eps": RMS_EPS,
        "rope_parameters": {"rope_theta": ROPE_THETA, "rope_type": "default"},
        "tie_word_embeddings": False,
        "use_cache": True,
        "vocab_size": vocab,
    }


def _write_json(path: Path, obj: dict) -> None:
    """Stable JSON: sorted keys, fixed indentation, trailing newline."""
    path.write_text(json.dumps(obj, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _progress(msg: str) -> None:
    """Progress for a human on stderr (stdout stays clean for callers)."""
    print(f"tiny-model: {msg}", file=sys.stderr, flush=True)


def build_tiny_model(out_dir: str | Path) -> Path:
    """Write the tiny checkpoint (weights, config, tokenizer, chat template) into `out_dir`."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    _progress("training the byte-level BPE tokenizer")
    # Deterministic even multi-threaded: the trainer breaks equal pair counts by pair order.
    tok = train_tokenizer()
    vocab = tok.get_vocab_size()
    bos_id, eos_id = tok.token_to_id(BOS), tok.token_to_id(EOS)
    (out / "tokenizer.json").write_text(tok.to_str(pretty=True) + "\n", encoding="utf-8")
    _write_json(out / "tokenizer_config.json", {
        "bos_token": BOS,
        "clean_up_tokenization_spaces": False,
        "eos_token": EOS,
        "model_max_length": MAX_POSITIONS,
        "pad_token": BOS,
        "tokenizer_class": "PreTrainedTokenizerFast",
    })
    (out / "chat_template.jinja").write_text(CHAT_TEMPLATE, encoding="utf-8")
    _write_json(out / "generation_config.json", {
        "bos_token_id": bos_id,
        "eos_token_id": [eos_id, bos_id],
        "pad_token_id": bos_id,
    })
    _write_json(out / "config.json", _config(vocab, bos_id, eos_id))
    _progress(f"generating seeded weights (vocab {vocab})")
    save_file(_weights(vocab), str(out / "model.safetensors"), metadata={"format": "pt"})
    _progress(f"wrote {out}")
    return out


def main(argv: list[str]) -> int:
    """CLI entry: `kvroute tiny-model DIR`."""
    parser = argparse.ArgumentParser(prog="kvroute tiny-model", description=__doc__.splitlines()[0])
    parser.add_argument("dir", help="directory to write the checkpoint into (created if missing)")
    args = parser.parse_args(argv)
    build_tiny_model(args.dir)
    return 0
