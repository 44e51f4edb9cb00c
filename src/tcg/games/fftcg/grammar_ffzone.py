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
    _removed(g)
    # "This effect will trigger only during your turn": a condition of the trigger (11.8.13)
    g.rule("restrict", "this effect will trigger only during your turn .", {"condition": {"turn": "yours"}})
    g.rule("restrict", "this effect will trigger only during your turn and only once per turn .",
           {"condition": {"turn": "yours"}, "once_per_turn": True})


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


def _removed(g: Grammar) -> None:
    """"Remove it from the game. Then, play the removed Forward onto the field dull.": "the
    removed card" names what the last removal removed (text.link: `@removed`), where it is now."""
    for noun, variant in (("forward", ""), ("card", "card")):
        g.rule("obj", f"the removed {noun}", "@removed", variant=variant)
    removed_is = {"count": {"among": "@removed", "...": ["s"]}, "ge": 1}
    g.rule("cond", "the removed card is a {s:sel_sg}", removed_is)
    # "Remove the top card of your deck from the game. If it's a Forward, ...": the card removed
    g.rule("cond", "it's a {s:sel_sg}", removed_is, variant="its_removed")
