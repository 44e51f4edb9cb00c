"""How many times a Forward may attack in one turn. 10.1.2.1.2 allows one attack a turn; later
cards allow more (RULINGS.md): "X can attack twice in the same turn" (the flag `can_attack_twice`,
printed or granted), "X can attack once more this turn" (the verb `attack_more`, n = 1) and "X can
attack as many times as your points of damage this turn" (`attack_more` with `total`). Each
attack still needs an active Forward (10.1.2.1.1): without Brave, something must activate it.

`vars["attacks"]` holds `(turn, object)` for each attack declared this turn, like
damage_record's entries: a new turn's first attack drops the old ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import refs
from ...engine.abilities.language import BOOL, DURATION, REF, Q
from ...engine.abilities.quantities import value
from ...engine.abilities.run import Frame, Res
from .chars import has, is_forward
from .lang import LANG

if TYPE_CHECKING:
    from ...engine.state import Game

MORE, TOTAL = "attacks_more", "attacks_total"     # the Effects: attacks added / the turn's total


@LANG.verb("attack_more", to=(REF, ...), n=(Q, 1), total=(BOOL, False), duration=(DURATION, "turn"))
def attack_more(game: Game, fr: Frame, p: Any) -> Res:
    """`n` more attacks this turn, or (`total`) as many attacks in all as `n`, counted when it
    resolves (11.12.4.3)."""
    n = value(game, fr, p.n)
    oids = [o for o in refs(game, fr, p.to) if is_forward(game, o)]
    return Res(tuple(game.rules.ability_host.lasting(game, fr, TOTAL if p.total else MORE, n, oids, p.duration)))


def note(game: Game, oid: int) -> None:
    """`oid` is declared as an attacker (combat.declare_attack)."""
    v = game.vars
    turn = v["turn"]
    v["attacks"] = tuple(a for a in v.get("attacks", ()) if a[0] == turn) + ((turn, oid),)


def may_attack_again(game: Game, oid: int) -> bool:
    """Has the Forward, which has attacked this turn, attacks left (combat.can_attack)?"""
    limit = 2 if has(game, oid, "can_attack_twice") else 1
    more = 0
    for e in game.effects:
        if oid in e.targets:
            if e.op == MORE:
                more += e.value
            elif e.op == TOTAL:
                limit = max(limit, e.value)
    if limit + more <= 1:
        return False
    turn = game.vars["turn"]
    return sum(1 for a in game.vars.get("attacks", ()) if a == (turn, oid)) < limit + more
