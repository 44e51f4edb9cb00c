"""Optional compiled build: with TCG_COMPILE=1 set at install time, Cython compiles the engine's
hottest modules, unchanged, to C (about 1.2x faster random playouts, 2-3 minutes more to install).

The .py files stay the one source (as pydantic v1 and falcon do it): nothing in them is written
for Cython. Without TCG_COMPILE=1, or without Cython or a C compiler, the package installs as
pure Python. At run time `tcg._compiled` imports the .py instead of a compiled module
whose source is newer (an edit after the build), and all of them when TCG_PURE=1 is set.
"""

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The modules where random playouts spend their time (cProfile and py-spy of benchmarks/bench.py
# fftcg): compiling these 15 gave 1.23x on fftcg, the same as compiling 69 modules.
# Never a module that defines pydantic models (engine/scenario.py, fftcg/cards.py, fftcg/costs.py):
# pydantic rejects the compiled functions.
COMPILED = [
    "tcg/engine/state.py",
    "tcg/engine/priority.py",
    "tcg/engine/zones.py",
    "tcg/engine/abilities/selectors.py",
    "tcg/engine/abilities/run.py",
    "tcg/engine/abilities/conditions.py",
    "tcg/games/fftcg/play.py",
    "tcg/games/fftcg/payment.py",
    "tcg/games/fftcg/chars.py",
    "tcg/games/fftcg/turn.py",
    "tcg/games/fftcg/actions.py",
    "tcg/games/fftcg/granted.py",
    "tcg/games/fftcg/host.py",
    "tcg/games/fftcg/combat.py",
    "tcg/games/fftcg/protection.py",
]


def _say(msg: str) -> None:
    print(f"tcg setup.py: {msg}", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """build_ext that leaves the package pure Python when the C compiler fails, instead of failing."""

    def finalize_options(self):
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1    # the modules compile side by side

    def run(self):
        try:
            super().run()
        except Exception as e:  # no compiler, or a setuptools/distutils error before any file
            _say(f"compiled build skipped, installing pure Python ({e})")

    def build_extensions(self):
        self._failed = set()
        super().build_extensions()
        # what was not built is neither copied beside the sources nor listed as an output
        self.extensions = [ext for ext in self.extensions if ext.name not in self._failed]

    def build_extension(self, ext):
        try:
            super().build_extension(ext)
        except Exception as e:  # CompileError, LinkError or a missing compiler
            self._failed.add(ext.name)
            _say(f"{ext.name} not compiled, it stays pure Python ({e})")


def _extensions():
    if os.environ.get("TCG_COMPILE") != "1":
        return []       # the default: pure Python, a quick install
    try:
        from Cython.Build import cythonize
        from setuptools import Extension
    except ImportError:
        _say("Cython not found: pure Python build")
        return []
    exts = [Extension(path[:-3].replace("/", "."), [f"src/{path}"], extra_compile_args=["-O2"]) for path in COMPILED]
    try:
        return cythonize(
            exts,
            build_dir="build/cython",  # the generated .c files, out of src/
            compiler_directives={"language_level": 3, "annotation_typing": False, "binding": False},
            quiet=True,
        )
    except Exception as e:
        _say(f"Cython failed, pure Python build ({e})")
        return []


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
