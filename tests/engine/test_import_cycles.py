"""The modules of the kernel and of each game do not import each other in circles
(scripts/import_cycles.py; issue 20 item 3). A cycle of two modules whose functions call each
other by nature is allowed: a selector counts a quantity and a quantity counts a selector
(engine/abilities), a pick reads a card's keywords and keywords are read through picks (dbs).
Every game is checked. Where modules register on a table (fftcg's language, mtg2004's verbs), the
table is in a module of its own below them (fftcg lang.py, mtg2004 step_registry.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "import_cycles.py"
BOUND = 2                       # modules in one cycle, anywhere in tcg


def _script():
    spec = importlib.util.spec_from_file_location("import_cycles", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_import_cycle_larger_than_the_bound():
    ic = _script()
    too_big = [comp for comp in ic.components(ic.graph()) if len(comp) > BOUND]
    assert not too_big, f"import cycles larger than {BOUND} modules: {too_big}"


def test_the_script_finds_a_cycle(tmp_path: Path):
    pkg = tmp_path / "tcg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def f():\n    from .b import g\n")
    (pkg / "b.py").write_text("from . import a\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .c import h\n")
    (pkg / "c.py").write_text("from .a import f\n")
    ic = _script()
    assert ic.components(ic.graph(pkg)) == [["tcg.a", "tcg.b"]]   # b -> c is for annotations only
