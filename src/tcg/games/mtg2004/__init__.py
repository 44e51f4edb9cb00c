"""Magic: The Gathering under the comprehensive rules of June 2004 (first pass, see RULINGS.md)."""

from .ruleset import RULES

__all__ = ["RULES"]
