"""MTG stops, as MTGO has them: the terminal passes priority for the human except at the steps
they stop at, when an opponent's spell or ability is on the stack, or when mana would burn
(300.3): "pass until something happens". `stops` at the prompt shows and changes them."""

from __future__ import annotations

from typing import Any

from ..engine.priority import PASS

STEPS = ("upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers", "combat_damage",
         "end_combat", "main2", "end_of_turn")
# MTGO's defaults: your main phases and the blocks made against you; the opponent's attacks and end of turn
MINE = frozenset({"main1", "declare_blockers", "main2"})
THEIRS = frozenset({"declare_attackers", "end_of_turn"})


class Stops:
    """Where the human gets priority in a game that passes it at every step (mtg2004)."""

    def __init__(self) -> None:
        self.mine = set(MINE)
        self.theirs = set(THEIRS)
        self.enabled = True

    @staticmethod
    def for_game(game_id: str) -> Stops | None:
        return Stops() if game_id == "mtg2004" else None

    def auto_pass(self, game: Any, decision: Any, me: int) -> Any:
        """The pass to take for the human, or None to ask them."""
        if not self.enabled or decision.kind != "priority" or PASS not in decision.options:
            return None
        if game.stack and game.stack[-1].controller != me:
            return None                                 # something to answer
        if any(game.pvars[me].get("pool") or ()):
            return None                                 # passing might burn mana (300.3)
        if game.stack:
            return PASS                                 # my own spell: let it resolve
        v = game.vars
        step = v.get("phase") if v.get("step") == "main" else v.get("step")    # main1 / main2
        return None if step in (self.mine if v.get("tp") == me else self.theirs) else PASS

    def command(self, words: str) -> str:
        """`stops`: show; `stops off` / `stops on`; `stops mine STEP` or `stops theirs STEP` toggles one."""
        parts = words.lower().split()
        if parts in (["off"], ["on"]):
            self.enabled = parts == ["on"]
        elif len(parts) == 2 and parts[0] in ("mine", "theirs") and parts[1] in STEPS:
            which = self.mine if parts[0] == "mine" else self.theirs
            which.symmetric_difference_update({parts[1]})
        elif parts:
            return ("stops: 'stops', 'stops on', 'stops off', 'stops mine STEP', 'stops theirs STEP'; "
                    f"steps: {', '.join(STEPS)}")
        if not self.enabled:
            return "stops off: you get priority at every step"
        order = [s for s in STEPS]
        return (f"you stop in your turn at: {', '.join(s for s in order if s in self.mine) or 'nothing'}; "
                f"in the opponent's at: {', '.join(s for s in order if s in self.theirs) or 'nothing'}; "
                "and whenever an opponent's spell or ability is on the stack or mana is in your pool")
