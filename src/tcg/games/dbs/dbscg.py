"""The first-edition Dragon Ball Super Card Game ruleset, as a module path for `tcg.games.GAMES`."""

from .ruleset import RULES_DBSCG as RULES

__all__ = ["RULES"]
