"""Optional compiled build: with TCG_COMPILE=1 set at install time, Cython compiles the engine's
hottest modules to C (about 1.4x faster random playouts of fftcg, 2-3 minutes more to install).

The .py files stay the one source (as pydantic v1 and falcon do it): nothing is written for
Cython but engine/state.pxd, which declares Game as an extension type (see TYPED). Without
TCG_COMPILE=1, or without Cython or a C compiler, the package installs as pure Python. At run
time `tcg._compiled` imports the .py instead of a compiled module whose source is newer (an edit
after the build), and all of them when TCG_PURE=1 is set.
"""

import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The modules where random playouts spend their time (cProfile of benchmarks/bench.py fftcg on
# the compiled build, which shows only what still runs interpreted): the first 15 gave 1.23x;
# the 21 after them, each small, -3.9% of the cycles valgrind estimates (instructions.py --cache).
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
    "tcg/engine/abilities/host.py",
    "tcg/engine/abilities/verbs.py",
    "tcg/engine/abilities/events.py",
    "tcg/engine/abilities/quantities.py",
    "tcg/engine/rng.py",
    "tcg/engine/replacement.py",
    "tcg/engine/effects.py",
    "tcg/games/fftcg/identity.py",
    "tcg/games/fftcg/own_triggers.py",
    "tcg/games/fftcg/exclusive.py",
    "tcg/games/fftcg/paid.py",
    "tcg/games/fftcg/instead.py",
    "tcg/games/fftcg/warp.py",
    "tcg/games/fftcg/damage.py",
    "tcg/games/fftcg/cast_record.py",
    "tcg/games/fftcg/control.py",
    "tcg/games/fftcg/base.py",
    "tcg/games/fftcg/attacks.py",
    "tcg/games/fftcg/verbs.py",
    "tcg/games/fftcg/abilities.py",
    "tcg/games/fftcg/pool.py",
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


# Game is an extension type in the compiled build (engine/state.pxd), and a compiled
# function whose argument is annotated `game: Game` reads the game's fields from its C struct
# instead of through getattr (about a fifth of the compiled build's instructions went there;
# typed, the cycles valgrind estimates fell by 10%, 633,466 to 571,584 a decision).
# Cython would type every other annotation too, and strictly (a NamedTuple refused where `tuple`
# is written, `float` made a C double), so it compiles a copy of each module in which the
# annotations of functions and their local variables that name anything else say `object`:
# the same lines, the .py stays the one source.
TYPED = {"Game"}
STAGE = "build/typed"


def _untyped_annotations(text: str) -> str:
    """`text` with every annotation of a function argument, return or local variable that is not
    exactly one of TYPED written `object` (class bodies, where dataclasses read them, untouched)."""
    import ast

    lines = text.splitlines(keepends=True)
    spans = []

    def note(ann: ast.expr | None) -> None:
        if ann is not None and ast.get_source_segment(text, ann) not in TYPED:
            spans.append((ann.lineno, ann.col_offset, ann.end_lineno, ann.end_col_offset))

    def visit(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]:
                if arg is not None:
                    note(arg.annotation)
            note(node.returns)
            in_function = True
        elif isinstance(node, ast.ClassDef):
            in_function = False
        elif isinstance(node, ast.AnnAssign) and in_function:
            note(node.annotation)
        for child in ast.iter_child_nodes(node):
            visit(child, in_function)

    visit(ast.parse(text), False)
    for l0, c0, l1, c1 in sorted(spans, reverse=True):    # from the end: earlier offsets stay true
        head, tail = lines[l0 - 1][:c0], lines[l1 - 1][c1:]
        lines[l0 - 1:l1] = [head + "object" + "\n" * (l1 - l0) + tail] if l1 > l0 else [head + "object" + tail]
    return "".join(lines)


def _staged(path: str) -> str:
    """Stage the copy Cython compiles of src/`path` (with its package's __init__ files and the
    .pxd files, which cimports find there): its path."""
    from pathlib import Path

    src, out = Path("src") / path, Path(STAGE) / path
    for pkg in reversed(src.parents):
        if (pkg / "__init__.py").exists():
            dest = Path(STAGE) / pkg.relative_to("src") / "__init__.py"
            dest.parent.mkdir(parents=True, exist_ok=True)
            if not dest.exists():
                dest.write_text("")
    pxd = src.with_suffix(".pxd")     # state.pxd declares the types; the others cimport them
    _write(out.with_suffix(".pxd"), pxd.read_text() if pxd.exists() else "from tcg.engine.state cimport Game\n")
    _write(out, _untyped_annotations(src.read_text()))
    return str(out)


def _write(path: Any, text: str) -> None:
    if not path.exists() or path.read_text() != text:     # unchanged: Cython need not run again
        path.write_text(text)


def _extensions():
    if os.environ.get("TCG_COMPILE") != "1":
        return []       # the default: pure Python, a quick install
    try:
        from Cython.Build import cythonize
        from setuptools import Extension
    except ImportError:
        _say("Cython not found: pure Python build")
        return []
    exts = [Extension(path[:-3].replace("/", "."), [_staged(path)], extra_compile_args=["-O2"]) for path in COMPILED]
    try:
        return cythonize(
            exts,
            build_dir="build/cython",  # the generated .c files, out of src/
            include_path=[STAGE],
            compiler_directives={"language_level": 3, "annotation_typing": True, "binding": False},
            quiet=True,
        )
    except Exception as e:
        _say(f"Cython failed, pure Python build ({e})")
        return []


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
