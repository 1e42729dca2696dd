"""The engine's C kernels (engine/csrc/*.c), built once for this machine into one library and
loaded with ctypes. Their Python faces are engine/cpu_linear.py (PanelLinear), engine/cpu_ops.py
and engine/cpu_decode.py (every layer of a decode step in one call).

Why built here rather than shipped: the kernels are compiled with `-march=native`, so they use the
vector width this CPU has (AVX-512, AVX2, ...), and a plain C file needs only a C compiler (about a
second), not torch's headers or a build step at install time. The library goes to the cache
directory under a name that hashes the source, the compiler, the flags and the CPU's feature
flags, so a changed kernel, compiler or machine gets its own build; concurrent engines serialize on
a file lock (`checkpoints.build_once`). Where there is no C compiler, or the build or load fails,
`cpu_kernels()` answers None with a warning and the engine keeps torch's own operators;
`KVROUTE_CPU_KERNELS=0` asks for that too.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import logging
import os
import platform
import shutil
import subprocess
from pathlib import Path

from engine.checkpoints import build_once, cache_dir

log = logging.getLogger("kvroute.engine")

CSRC = Path(__file__).parent / "csrc"
LIBRARY = "kvroute_cpu.so"
CFLAGS = ("-O3", "-march=native", "-ffp-contract=fast", "-fno-math-errno", "-fopenmp", "-fPIC", "-shared", "-std=gnu11")


def compiler() -> str | None:
    """The C compiler to build with: $CC, else `cc` or `gcc` on PATH."""
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


@functools.cache  # one build and load per process; the loaded library never changes
def cpu_kernels() -> ctypes.CDLL | None:
    """The kernels loaded, with their signatures set; None where they cannot be built or are turned off."""
    if os.environ.get("KVROUTE_CPU_KERNELS", "1") == "0":
        log.info("C kernels turned off (KVROUTE_CPU_KERNELS=0); the CPU path uses torch's operators")
        return None
    try:
        lib = ctypes.CDLL(str(_build()))
    except (OSError, subprocess.SubprocessError, RuntimeError) as exc:
        log.warning("C kernels unavailable (%s); the CPU path uses torch's operators", exc)
        return None
    ptr, long, num, f32 = ctypes.c_void_p, ctypes.c_long, ctypes.c_int, ctypes.c_float
    signatures = {
        "kvroute_panel_linear": (None, [ptr, long, long, ptr, long, ptr, ptr, long, num]),
        "kvroute_rms_norm": (None, [ptr, ptr, ptr, f32, ptr, ptr, long, long, num]),
        "kvroute_silu_mul": (None, [ptr, ptr, long, long, num]),
        "kvroute_rope": (None, [ptr, long, long, long, long, ptr, ptr]),
        "kvroute_kv_write": (None, [ptr, ptr, long, ptr, long, ptr, long, long, long]),
        "kvroute_kv_write_int8": (None, [ptr, ptr, ptr, ptr, long, ptr, long, ptr, long, long, long]),
        "kvroute_decode_attention": (num, [ptr, long, ptr, num, ptr, ptr, ptr, long, ptr, long, long, long, long, long,
                                           long, f32, ptr, num]),
        "kvroute_decode_layers": (num, [ptr, long, ptr, ptr, long, long, long, long, long, long, ptr, ptr, f32, ptr,
                                        num, long, ptr, ptr, long, ptr, ptr, long, ptr, long, f32, ptr, num]),
    }
    for name, (restype, argtypes) in signatures.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = restype, argtypes
    return lib


def _build() -> Path:
    cc = compiler()
    if cc is None:
        raise RuntimeError("no C compiler ($CC, cc or gcc)")
    sources = sorted(CSRC.glob("*.c"))
    version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30, check=True).stdout
    text = [f"{src.name}\n{src.read_text()}" for src in sorted(CSRC.glob("*.[ch]"))]  # the header too
    key = hashlib.sha256("\n".join([*text, cc, version, " ".join(CFLAGS), _cpu_flags()]).encode())
    target = cache_dir() / "kernels" / f"cpu-{key.hexdigest()[:16]}"

    def compile_into(tmp: Path) -> None:
        log.info("building the C kernels for this CPU into %s (once)", target)
        done = subprocess.run([cc, *CFLAGS, "-o", str(tmp / LIBRARY), *map(str, sources), "-lm"],
                              capture_output=True, text=True, timeout=300)
        if done.returncode:
            raise RuntimeError(f"{cc} failed on engine/csrc: {done.stderr.strip()[-500:]}")

    return build_once(target, compile_into) / LIBRARY


def _cpu_flags() -> str:
    """What -march=native depends on: the CPU's feature flags (Linux), else the processor's name."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith(("flags", "Features")):
                return line
    except OSError:
        pass
    return platform.processor() or platform.machine()
