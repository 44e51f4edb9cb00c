"""The import cycles of the `tcg` package: strongly connected components of its import graph.

Every `import` and `from ... import` of a `tcg` module counts, at the top of a file or inside a
function (a deferred import is still a circle the reader has to keep in mind), except those under
`if TYPE_CHECKING:` (annotations only: nothing runs them). A package's
`__init__` is a node of its own; `from pkg import name` is an edge to `pkg.name` when that is a
module, else to `pkg`.

    python scripts/import_cycles.py            # every component of more than one module
    python scripts/import_cycles.py --max 3    # exit status 1 if a component is larger than 3
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"


def module_names(root: Path = SRC / "tcg") -> dict[str, Path]:
    """Dotted name -> file, for every module of the package under `root`."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _resolve(name: str, level: int, here: str, is_package: bool) -> str:
    if not level:
        return name
    base = here.split(".") if is_package else here.split(".")[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def _type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def imports_of(mod: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of `known` that module `mod` imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_package = path.name == "__init__.py"
    out: set[str] = set()
    typing_only = {id(n) for node in ast.walk(tree) if _type_checking(node) for n in ast.walk(node)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(node.module or "", node.level, mod, is_package)
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for t in targets:
            while t and t not in known:      # `import tcg.games.dbs.skills` names a module; a
                t = t.rpartition(".")[0]     # name inside a module counts as the module
            if t and t != mod:
                out.add(t)
    return out


def graph(root: Path = SRC / "tcg") -> dict[str, set[str]]:
    known = module_names(root)
    return {m: imports_of(m, p, known) for m, p in known.items()}


def components(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module, largest first (Tarjan,
    iterative so that a deep package does not hit the recursion limit)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(g):
        if start in index:
            continue
        work = [(start, iter(sorted(g[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(g[w]))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return sorted(out, key=lambda c: (-len(c), c))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max", type=int, default=None, help="fail if a component has more modules")
    args = ap.parse_args(argv)
    comps = components(graph())
    for c in comps:
        print(f"{len(c):3d}  {' '.join(c)}")
    if not comps:
        print("no import cycle")
    if args.max is not None and comps and len(comps[0]) > args.max:
        print(f"largest cycle has {len(comps[0])} modules, more than {args.max}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
