"""The guard of the optional compiled build (setup.py): a compiled module never runs stale code.

The build compiles a few hot modules with Cython; in an editable install their extension files
(`play.cpython-311-x86_64-linux-gnu.so`) sit beside the .py files in src/. A developer who edits
play.py after the build would otherwise go on running the old play.so without a word. The finder
installed here (on `sys.meta_path` just before the path finder, when `tcg` imports this module,
before any other) looks at each `tcg.*` module
that the ordinary path finder would load from an extension file and imports its .py source
instead when

- the .py is newer than the extension (edited, or checked out, after the build), or
- TCG_PURE=1 is set in the environment: the whole engine in pure Python, for cProfile, py-spy,
  pdb or a comparison of the two, or
- tcg.engine.state runs from its source: the compiled modules use its Game as the extension
  type of its compiled build.

It costs two `os.stat` per compiled module, at its first import; other modules are not touched.
`tcg.compiled_modules()` lists the modules that run compiled.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, PathFinder, SourceFileLoader
from importlib.util import spec_from_file_location

# A wheel install writes a module's .so a moment before its .py (pip sets no times), so a .py
# counts as newer only by more than this many seconds.
SLACK = 2.0


def pure() -> bool:
    """TCG_PURE=1: every module runs from its .py source."""
    return os.environ.get("TCG_PURE") == "1"


def _stale(ext_path: str, py_path: str) -> bool:
    try:
        return os.stat(py_path).st_mtime > os.stat(ext_path).st_mtime + SLACK
    except OSError:
        return False  # no .py beside the extension: nothing else to run


def _source_of(ext_path: str) -> str:
    """play.cpython-311-x86_64-linux-gnu.so -> play.py"""
    head, tail = os.path.split(ext_path)
    return os.path.join(head, tail.split(".", 1)[0] + ".py")


# The compiled modules read Game as the extension type tcg.engine.state defines
# (engine/state.pxd): with state run from its source, they run from theirs too.
_STATE = "tcg.engine.state"
_STATE_FROM_SOURCE = "tcg.engine.state runs from source"


def _state_from_source(ext_path: str, name: str) -> bool:
    """Does (or will) tcg.engine.state run from its .py? Found from the files beside `ext_path`,
    the extension of module `name`, when state is not imported yet."""
    mod = sys.modules.get(_STATE)
    if mod is not None:
        return not isinstance(getattr(mod.__spec__, "loader", None), ExtensionFileLoader)
    root = os.path.dirname(ext_path)
    for _ in range(name.count(".") - 1):      # up to the directory of the tcg package
        root = os.path.dirname(root)
    state = os.path.join(root, "engine", "state")
    exts = [state + s for s in EXTENSION_SUFFIXES if os.path.exists(state + s)]
    return not exts or _stale(exts[0], state + ".py")


class SourceWhenStale:
    """A meta path finder: a compiled `tcg.*` module whose .py is newer, or all with TCG_PURE=1,
    is imported from the .py."""

    bypassed: dict[str, str] = {}  # module -> why its .py was imported instead of its extension

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if not name.startswith("tcg.") or path is None:
            return None
        spec = PathFinder.find_spec(name, path, target)
        if spec is None or not isinstance(spec.loader, ExtensionFileLoader):
            return spec
        py = _source_of(spec.origin)
        why = "TCG_PURE=1" if pure() else "source newer than the build" if _stale(spec.origin, py) \
            else _STATE_FROM_SOURCE if name != _STATE and _state_from_source(spec.origin, name) else None
        if why is None or not os.path.exists(py):
            return spec
        cls.bypassed[name] = why
        return spec_from_file_location(name, py, loader=SourceFileLoader(name, py))

    @classmethod
    def invalidate_caches(cls):
        pass


def install() -> None:
    """Put the finder just before the path finder, after any finder that claims modules first
    (pytest's assertion rewriting, an editable install's own finder)."""
    if SourceWhenStale in sys.meta_path:
        return
    at = sys.meta_path.index(PathFinder) if PathFinder in sys.meta_path else len(sys.meta_path)
    sys.meta_path.insert(at, SourceWhenStale)


def compiled_modules() -> list[str]:
    """The `tcg` modules that run compiled: imported from their extension file, or (not imported
    yet) that will be. Empty for a pure Python install or with TCG_PURE=1."""
    import tcg

    root = os.path.dirname(tcg.__file__)
    found = []
    for dirpath, _dirs, files in os.walk(root):
        for f in files:
            if not f.endswith(tuple(EXTENSION_SUFFIXES)):
                continue
            rel = os.path.relpath(os.path.join(dirpath, f.split(".", 1)[0]), os.path.dirname(root))
            name = rel.replace(os.sep, ".")
            mod = sys.modules.get(name)
            if mod is not None:
                compiled = isinstance(getattr(mod.__spec__, "loader", None), ExtensionFileLoader)
            else:
                ext = os.path.join(dirpath, f)
                compiled = not pure() and not _stale(ext, _source_of(ext)) \
                    and (name == _STATE or not _state_from_source(ext, name))
            if compiled:
                found.append(name)
    return sorted(found)


install()
