"""`kvroute SUBCOMMAND ...`: a dispatcher that imports a subcommand's package only when it runs,
so `kvroute proxy` never loads torch."""

from __future__ import annotations

import importlib
import sys

# subcommand -> (module with `main(argv) -> int`, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "engine": ("engine.cli", "run one engine replica (OpenAI API + KV events)"),
    "tiny-model": ("engine.tiny_model", "write the embedded tiny checkpoint to DIR"),
    "proxy": ("proxy.cli", "run the prefix-cache-aware sidecar proxy"),
    "demo": ("bench.demo", "start replicas and a proxy on localhost and send a workload"),
    "normalize": ("prompt_normalizer.cli", "print a prompt's cache-friendly canonical form"),
    "bench": ("bench.cli", "benchmarks: engine, proxy, normalize, simulate, ... (kvroute bench --help)"),
}


def _usage() -> str:
    lines = ["usage: kvroute SUBCOMMAND [ARGS...]", "", "subcommands:"]
    lines += [f"  {name:<12} {help_}" for name, (_, help_) in SUBCOMMANDS.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("-h", "--help", "help"):
        print(_usage())
        return 0
    name, rest = args[0], args[1:]
    if name not in SUBCOMMANDS:
        print(f"kvroute: unknown subcommand {name!r}\n\n{_usage()}", file=sys.stderr)
        return 2
    module = importlib.import_module(SUBCOMMANDS[name][0])
    return int(module.main(rest) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
