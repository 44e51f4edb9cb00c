"""Grammar of issue 20's ffzone area: records of who dealt damage ("When the Forward damaged by
Machina is put from the field into the Break Zone on the same turn", damage_record.py), cards
removed from the game and what is done with them afterwards, and quantities ("for every 2",
"the highest cost"). `grammar.grammar()` calls `zone_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar

# "the Forward damaged by X": a Forward X has dealt damage to this turn (damage_record.py)
DAMAGED_BY_SELF = {"type": "forward", "damaged_by": "self"}


def zone_rules(g: Grammar) -> None:
    _damage_records(g)


def _damage_records(g: Grammar) -> None:
    put = "is put from the field into the break zone"
    for subject, variant in (("the forward damaged by ~", ""), ("the forward that took damage from ~", "took_damage"),
                             ("a forward damaged by ~", "a_forward")):
        for turn, tag in (("on the same turn", ""), ("during the same turn", "during")):
            g.rule("trigger", f"when {subject} {put} {turn}", {"event": "put_into_break", "card": dict(DAMAGED_BY_SELF)},
                   variant="_".join(t for t in (variant, tag) if t))
    g.rule("postmod", "which has been dealt damage this turn", {"hurt_this_turn": True})
    # "deal it 8000 damage, and deal 4000 damage to all the other Forwards opponent controls"
    g.rule("all", "all the other {s:sel_pl}", {"not": {"among": "@it"}, "...": ["s"]})
