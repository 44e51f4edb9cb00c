"""Name → function tables for procedure steps and decision handlers.

Steps and handlers are referred to by name inside the state (never as Python objects), which is
what lets a game in the middle of a procedure be cloned, saved and resumed (principle 3).
"""

from __future__ import annotations

from collections.abc import Callable


class Registry:
    def __init__(self, *include: Registry):
        self.steps: dict[str, Callable] = {}
        self.handlers: dict[str, Callable] = {}
        for other in include:
            self.steps.update(other.steps)
            self.handlers.update(other.handlers)

    def step(self, fn: Callable) -> Callable:
        """Register `fn(game, *args)` as the procedure step named after it."""
        if fn.__name__ in self.steps:
            raise ValueError(f"step {fn.__name__} registered twice")
        self.steps[fn.__name__] = fn
        return fn

    def handler(self, fn: Callable) -> Callable:
        """Register `fn(game, choice, *args)` as the decision handler named after it."""
        if fn.__name__ in self.handlers:
            raise ValueError(f"handler {fn.__name__} registered twice")
        self.handlers[fn.__name__] = fn
        return fn


class Hooks(dict[str, Callable]):
    """Functions by name that a low module of a game calls and the modules above it register as
    they load (the package loads them all before any game), so that the low module need not
    import them: a name nobody registered fails with a KeyError, never in silence."""

    def register(self, name: str) -> Callable[[Callable], Callable]:
        """Register the decorated function under `name` (once)."""
        def register(fn: Callable) -> Callable:
            if name in self:
                raise ValueError(f"{name!r} registered twice")
            self[name] = fn
            return fn
        return register
