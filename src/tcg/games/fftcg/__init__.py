"""Final Fantasy Trading Card Game, comprehensive rules v1.0."""

from .ruleset import FFTCG, RULES, Options

__all__ = ["RULES", "FFTCG", "Options"]
