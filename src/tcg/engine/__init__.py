"""The kernel shared by every game: state, decisions, procedures, effects, priority, views."""

from .state import Decision, Game, IllegalChoice, Obj, Result

__all__ = ["Decision", "Game", "IllegalChoice", "Obj", "Result"]
