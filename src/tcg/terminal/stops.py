"""MTG stops, as MTGO has them, for a person's seat in a game that passes priority at every step
(mtg2004); the terminal's `stops` command and the browser's buttons set them.

- **steps** (the default): priority is passed for the person except at the steps they stop at,
  when an opponent's spell or ability is on the stack, or when mana would burn (300.3).
- **turn** (MTGO's F6, "pass until end of turn"): every priority is passed until the turn ends;
  decisions other than priority (blockers, targets, discards) are still asked.
- **something** ("pass until something happens"): every priority is passed until the stack
  changes, an opponent does something other than pass, or a decision other than priority comes.
- **off**: the person gets every priority.

A one-shot mode (turn, something) goes back to steps once it ends. Mana in the pool always stops
the passing: passing would burn it (300.3), which is never done for the person unasked.
"""

from __future__ import annotations

from typing import Any

from ..engine.priority import PASS

STEPS = ("upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers", "combat_damage",
         "end_combat", "main2", "end_of_turn")
# MTGO's defaults: your main phases and the blocks made against you; the opponent's attacks and end of turn
MINE = frozenset({"main1", "declare_blockers", "main2"})
THEIRS = frozenset({"declare_attackers", "end_of_turn"})
MODES = ("steps", "turn", "something", "off")


class Stops:
    """Where one seat gets priority (mtg2004)."""

    def __init__(self, seat: int = 0) -> None:
        self.seat = seat
        self.mine = set(MINE)
        self.theirs = set(THEIRS)
        self.mode = "steps"
        self.since: Any = None        # what the one-shot mode started from: (turn, stack)
        self.happened = False         # an opponent did something since the mode started

    @property
    def enabled(self) -> bool:
        return self.mode != "off"

    @staticmethod
    def for_game(game_id: str, seat: int = 0) -> Stops | None:
        return Stops(seat) if game_id == "mtg2004" else None

    def set_mode(self, mode: str, game: Any) -> None:
        """Start `mode` now (a one-shot one remembers the turn and the stack it started from)."""
        if mode not in MODES:
            raise ValueError(f"unknown stop mode {mode!r}: one of {', '.join(MODES)}")
        self.mode = mode
        self.since = (game.vars.get("turn"), tuple(game.stack))
        self.happened = False

    def note(self, game: Any, choice: Any) -> None:
        """Call before any choice is applied: an opponent's other than a pass ends "something"."""
        d = game.decision
        if d is None or d.player == self.seat or self.mode != "something":
            return
        if isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < len(d.options):
            choice = d.options[choice]
        if choice != PASS:
            self.happened = True

    def auto_pass(self, game: Any, decision: Any, me: int | None = None) -> Any:
        """The pass to take for the seat, or None to ask them."""
        me = self.seat if me is None else me
        if self.mode in ("turn", "something") and self._ended(game, decision):
            self.mode = "steps"
        if self.mode == "off" or decision.kind != "priority" or PASS not in decision.options:
            return None
        if any(game.pvars[me].get("pool") or ()):
            return None                                 # passing might burn mana (300.3)
        if self.mode in ("turn", "something"):
            return PASS
        if game.stack and game.stack[-1].controller != me:
            return None                                 # something to answer
        if game.stack:
            return PASS                                 # my own spell: let it resolve
        v = game.vars
        step = v.get("phase") if v.get("step") == "main" else v.get("step")    # main1 / main2
        return None if step in (self.mine if v.get("tp") == me else self.theirs) else PASS

    def _ended(self, game: Any, decision: Any) -> bool:
        turn, stack = self.since
        if self.mode == "turn":
            return game.vars.get("turn") != turn
        return self.happened or decision.kind != "priority" or tuple(game.stack) != stack

    def state(self) -> dict:
        """The settings, for a front end to show."""
        return {"mode": self.mode, "mine": [s for s in STEPS if s in self.mine],
                "theirs": [s for s in STEPS if s in self.theirs], "steps": list(STEPS)}

    def command(self, words: str, game: Any = None, lang: str = "en") -> str:
        """`stops`: show; `stops off|on`; `stops turn` (F6); `stops something`; `stops mine STEP`
        or `stops theirs STEP` toggles one. The reply in `lang` (the step ids are the command's)."""
        parts = words.lower().split()
        if parts in (["off"], ["on"]):
            self.mode = "off" if parts == ["off"] else "steps"
        elif parts in (["turn"], ["f6"], ["something"]) and game is not None:
            self.set_mode("something" if parts == ["something"] else "turn", game)
        elif len(parts) == 2 and parts[0] in ("mine", "theirs") and parts[1] in STEPS:
            which = self.mine if parts[0] == "mine" else self.theirs
            which.symmetric_difference_update({parts[1]})
        elif parts:
            return _say(lang, "stops: 'stops', 'stops on', 'stops off', 'stops turn' (F6: pass until end of turn), "
                        "'stops something' (pass until something happens), 'stops mine STEP', 'stops theirs STEP'; "
                        "steps: {steps}", steps=", ".join(STEPS))
        if self.mode in ("off", "turn", "something"):
            return _say(lang, _MODE_WORDS[self.mode])
        none = _say(lang, "nothing")
        return _say(lang, "you stop in your turn at: {mine}; in the opponent's at: {theirs}; and whenever an "
                    "opponent's spell or ability is on the stack or mana is in your pool",
                    mine=", ".join(s for s in STEPS if s in self.mine) or none,
                    theirs=", ".join(s for s in STEPS if s in self.theirs) or none)


_MODE_WORDS = {"off": "stops off: you get priority at every step",
               "turn": "passing until the end of this turn (decisions other than priority are still asked)",
               "something": "passing until something happens (the stack changes or the opponent acts)"}


def _say(lang: str, text: str, **kw: object) -> str:
    from ..i18n import tr

    return tr("tcg.games.mtg2004", lang, text, **kw)
