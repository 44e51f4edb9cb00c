"""Rule coverage: which numbered rules of a game have a passing test that asserts them.

Tests cite rules with `@pytest.mark.rules("fftcg:10.1.4.1", ...)`; `tcg rules coverage fftcg`
runs the test suite with `tcg.coverage_plugin`, keeps the ids cited by tests that PASSED, and
compares them with the game's rule index.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .coverage_plugin import ENV
from .rules import rule_index


class CoverageError(RuntimeError):
    """The tests could not be run, or a cited-ids file could not be read."""


@dataclass
class Coverage:
    game: str
    covered: list[str]             # rule ids with a passing test, in rulebook order
    uncovered: list[str]           # the others, in rulebook order
    titles: dict[str, str]
    pytest_summary: str = ""       # the last line of pytest's output, when the tests were run
    pytest_exit: int | None = None

    @property
    def total(self) -> int:
        return len(self.titles)

    @property
    def percent(self) -> float:
        return 100.0 * len(self.covered) / self.total if self.total else 0.0

    def to_dict(self) -> dict:
        return {"game": self.game, "covered": len(self.covered), "total": self.total,
                "percent": round(self.percent, 2), "uncovered": self.uncovered}


def repo_root() -> Path | None:
    """The source checkout: the parent of the `src/` folder this package lives in."""
    here = Path(__file__).resolve()
    for parent in here.parents:
        if parent.name == "src":
            return parent.parent
    return None


def read_cited(path: str | Path) -> list[str]:
    """Cited ids from a JSON file: the plugin's {"cited": {...}} or {"cited": [...]}, or a plain list."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise CoverageError(f"{path}: {e.strerror or e}") from None
    except json.JSONDecodeError as e:
        raise CoverageError(f"{path}: not a JSON file ({e})") from None
    cited = data.get("cited") if isinstance(data, dict) else data
    if isinstance(cited, dict):
        cited = list(cited)
    if not isinstance(cited, list) or not all(isinstance(x, str) for x in cited):
        raise CoverageError(f"{path}: expected a list of 'game:id' strings or an object with \"cited\"")
    return cited


def run_tests(root: Path | None = None, extra: list[str] | None = None) -> tuple[list[str], str, int]:
    """Run the test suite with the recording plugin: (cited ids, pytest's summary line, exit status)."""
    if os.environ.get(ENV):
        raise CoverageError("already inside a rule-coverage run: not running the tests again")
    root = root or repo_root()
    if root is None or not (root / "tests").is_dir():
        where = root / "tests" if root else "the source checkout (no src/ folder above the package)"
        raise CoverageError(f"no tests found at {where}: rule coverage needs the project's tests/ folder "
                            "(or use --from FILE with previously recorded ids)")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "cited.json"
        env = dict(os.environ, **{ENV: str(out)})
        # all cores when pytest-xdist is there: the whole suite takes minutes on one
        workers = ["-n", "auto"] if importlib.util.find_spec("xdist") else []
        cmd = [sys.executable, "-m", "pytest", "tests", "-q", "-p", "tcg.coverage_plugin", *workers,
               *(extra or [])]
        proc = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True)
        lines = [ln for ln in proc.stdout.splitlines() if ln.strip()] or \
            [ln for ln in proc.stderr.splitlines() if ln.strip()]
        summary = lines[-1].strip("= ") if lines else ""
        if not out.exists():
            raise CoverageError(f"pytest did not record anything (exit {proc.returncode}): {summary}")
        return read_cited(out), summary, proc.returncode


def compute(game: str, cited: list[str]) -> Coverage:
    """Compare cited `game:id`s with the game's rule index."""
    titles = rule_index(game)
    ids = {c.partition(":")[2] for c in cited if c.partition(":")[0] == game}
    covered = [r for r in titles if r in ids]
    uncovered = [r for r in titles if r not in ids]
    return Coverage(game, covered, uncovered, titles)


def coverage(game: str, from_file: str | Path | None = None) -> Coverage:
    """Rule coverage of `game`, from a recorded file or by running the tests."""
    return coverages([game], from_file)[0]


def coverages(games: list[str], from_file: str | Path | None = None) -> list[Coverage]:
    """Rule coverage of several games from one test run (or one recorded file)."""
    for game in games:
        rule_index(game)   # fail early on an unknown game
    if from_file is not None:
        cited = read_cited(from_file)
        return [compute(game, cited) for game in games]
    cited, summary, status = run_tests()
    out = [compute(game, cited) for game in games]
    for cov in out:
        cov.pytest_summary, cov.pytest_exit = summary, status
    return out
