"""The optional compiled build (setup.py) and its guard (tcg._compiled): a compiled module older
than its .py is never used, TCG_PURE=1 runs everything from source, and compiled and pure
engines play the same games."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, SourceFileLoader
from pathlib import Path

import pytest

import tcg
from tcg._compiled import SLACK, SourceWhenStale

ROOT = Path(__file__).resolve().parents[1]
EXT = EXTENSION_SUFFIXES[0]  # .cpython-311-x86_64-linux-gnu.so


def _fake_build(tmp_path: Path, py_age: float, ext_age: float) -> Path:
    """A package directory holding mod.py and a (never loaded) mod<EXT>, aged in seconds."""
    now = os.stat(tmp_path).st_mtime
    (tmp_path / "mod.py").write_text("X = 1\n")
    (tmp_path / f"mod{EXT}").write_bytes(b"not loaded by these tests")
    os.utime(tmp_path / "mod.py", (now - py_age, now - py_age))
    os.utime(tmp_path / f"mod{EXT}", (now - ext_age, now - ext_age))
    return tmp_path


def _spec(path: Path):
    return SourceWhenStale.find_spec("tcg.fake.mod", [str(path)])


@pytest.fixture(autouse=True)
def _state_compiled(monkeypatch):
    """The fake builds below stand beside a compiled tcg.engine.state (this install's may not be)."""
    monkeypatch.setattr(tcg._compiled, "_state_from_source", lambda ext, name: False)


def test_with_state_from_source_no_module_runs_compiled(tmp_path, monkeypatch):
    monkeypatch.delenv("TCG_PURE", raising=False)
    monkeypatch.setattr(tcg._compiled, "_state_from_source", lambda ext, name: True)
    spec = _spec(_fake_build(tmp_path, py_age=100, ext_age=10))
    assert isinstance(spec.loader, SourceFileLoader)
    assert SourceWhenStale.bypassed["tcg.fake.mod"] == "tcg.engine.state runs from source"


def test_extension_newer_than_source_is_used(tmp_path, monkeypatch):
    monkeypatch.delenv("TCG_PURE", raising=False)
    spec = _spec(_fake_build(tmp_path, py_age=100, ext_age=10))
    assert isinstance(spec.loader, ExtensionFileLoader)


def test_source_edited_after_the_build_is_imported_instead(tmp_path, monkeypatch):
    monkeypatch.delenv("TCG_PURE", raising=False)
    spec = _spec(_fake_build(tmp_path, py_age=10, ext_age=100))
    assert isinstance(spec.loader, SourceFileLoader)
    assert spec.origin == str(tmp_path / "mod.py")
    assert SourceWhenStale.bypassed["tcg.fake.mod"] == "source newer than the build"


def test_source_written_just_after_the_extension_by_an_install_is_not_stale(tmp_path, monkeypatch):
    """pip writes a wheel's play.cpython-*.so, then play.py, and sets no times."""
    monkeypatch.delenv("TCG_PURE", raising=False)
    spec = _spec(_fake_build(tmp_path, py_age=10, ext_age=10 + SLACK / 2))
    assert isinstance(spec.loader, ExtensionFileLoader)


def test_tcg_pure_imports_every_source(tmp_path, monkeypatch):
    monkeypatch.setenv("TCG_PURE", "1")
    spec = _spec(_fake_build(tmp_path, py_age=100, ext_age=10))
    assert isinstance(spec.loader, SourceFileLoader)
    assert SourceWhenStale.bypassed["tcg.fake.mod"] == "TCG_PURE=1"


def test_other_packages_and_pure_modules_are_left_to_the_usual_finders(tmp_path):
    _fake_build(tmp_path, py_age=10, ext_age=100)
    assert SourceWhenStale.find_spec("fake.mod", [str(tmp_path)]) is None
    (tmp_path / "plain.py").write_text("")
    assert isinstance(SourceWhenStale.find_spec("tcg.fake.plain", [str(tmp_path)]).loader, SourceFileLoader)


def _needs_compiled():
    if os.environ.get("TCG_PURE") == "1":
        pytest.skip("TCG_PURE=1: this run is pure Python")
    if not tcg.compiled_modules():
        pytest.skip("no compiled module in this install (installed without TCG_COMPILE=1, Cython or a C compiler)")


def _python(*args: str, pure: bool = False, path: Path | None = None) -> str:
    env = dict(os.environ)
    env.pop("TCG_PURE", None)
    if pure:
        env["TCG_PURE"] = "1"
    if path is not None:
        env["PYTHONPATH"] = str(path)
    out = subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    return out.stdout


def test_an_edited_copy_of_the_tree_runs_the_edited_module_from_source(tmp_path):
    """A copy of the installed package whose play.py is edited: only play runs from source."""
    _needs_compiled()
    src = Path(tcg.__file__).parent
    if not list((src / "games" / "fftcg").glob(f"play{EXT}")):
        pytest.skip("tcg.games.fftcg.play is not compiled here")
    shutil.copytree(src, tmp_path / "tcg", ignore=shutil.ignore_patterns("__pycache__"))  # copy2: keeps the times
    play = tmp_path / "tcg" / "games" / "fftcg" / "play.py"
    play.write_text(play.read_text() + "\nEDITED = True\n")
    probe = (
        "import tcg, tcg.games.fftcg.play as p, tcg.engine.state as s\n"
        "print(p.__file__.endswith('play.py'), p.EDITED, s.__file__.endswith('.so'),"
        " 'tcg.games.fftcg.play' in tcg.compiled_modules(), 'tcg.engine.state' in tcg.compiled_modules())"
    )
    assert _python("-c", probe, path=tmp_path).split() == ["True", "True", "True", "False", "True"]
    pure = "import tcg, tcg.engine.state as s\nprint(s.__file__.endswith('state.py'), tcg.compiled_modules())"
    assert _python("-c", pure, path=tmp_path, pure=True).split() == ["True", "[]"]


def test_an_edited_state_runs_every_module_from_source(tmp_path):
    """The compiled modules read Game as the extension type of the compiled state: with
    state.py edited, they all run from source, and a game plays."""
    _needs_compiled()
    src = Path(tcg.__file__).parent
    if not list((src / "engine").glob(f"state{EXT}")):
        pytest.skip("tcg.engine.state is not compiled here")
    shutil.copytree(src, tmp_path / "tcg", ignore=shutil.ignore_patterns("__pycache__"))
    state = tmp_path / "tcg" / "engine" / "state.py"
    state.write_text(state.read_text() + "\nEDITED = True\n")
    probe = (
        "import tcg, random, tcg.engine.state as s, tcg.games.fftcg.play as p\n"
        "g = tcg.new_game('fftcg', seed=3)\n"
        "r = random.Random(3)\n"
        "while not g.over: g.apply(r.randrange(len(g.decision.options)))\n"
        "print(s.EDITED, p.__file__.endswith('play.py'), tcg.compiled_modules(),"
        " tcg._compiled.SourceWhenStale.bypassed.get('tcg.games.fftcg.play'))"
    )
    assert _python("-c", probe, path=tmp_path).strip().split(maxsplit=3) == [
        "True", "True", "[]", "tcg.engine.state runs from source"]


def test_the_declared_fields_are_the_slots():
    """engine/state.pxd declares the fields of Game for the compiled build: its __slots__ in state.py."""
    engine = ROOT / "src" / "tcg" / "engine"
    slots = {node.name: set(ast.literal_eval(stmt.value))
             for node in ast.parse((engine / "state.py").read_text()).body if isinstance(node, ast.ClassDef)
             for stmt in node.body if isinstance(stmt, ast.Assign) and stmt.targets[0].id == "__slots__"}
    pxd = (engine / "state.pxd").read_text()
    declared = {f.strip() for line in pxd.split("cdef class Game:")[1].splitlines() if "cdef public" in line
                for f in line.split("cdef public")[1].split(None, 1)[1].split(",")}
    assert declared == slots["Game"]


@pytest.mark.parametrize("game_id", ["fftcg", "mtg2004", "dbscg", "dbs-masters", "weiss"])
def test_compiled_and_pure_engines_play_the_same_games(game_id):
    _needs_compiled()
    script = str(ROOT / "benchmarks" / "same_hashes.py")
    args = (script, game_id, "--games", "20" if game_id == "fftcg" else "8", "--greedy", "1" if game_id == "fftcg" else "0")
    compiled = _python(*args)
    assert compiled.count("\n") >= 8
    assert compiled == _python(*args, pure=True)
