"""Weiss Schwarz (see RULINGS.md and CARDS.md)."""

from .ruleset import RULES

__all__ = ["RULES"]
