"""Final Fantasy Trading Card Game, comprehensive rules v1.0."""

from .ruleset import RULES, FFTCG, Options

__all__ = ["RULES", "FFTCG", "Options"]
