"""Dragon Ball Super Card Game, both editions (see RULINGS.md and CARDS.md)."""

from .ruleset import RULES_DBSCG, RULES_MASTERS

RULES = RULES_DBSCG

__all__ = ["RULES", "RULES_DBSCG", "RULES_MASTERS"]
