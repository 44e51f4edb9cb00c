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
    _quantities(g)
    _same(g)
    _exile_costs(g)
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
    # "Remove it from the game for as long as X is on the field": nothing if X has already left
    # (the time is over before it starts); else X leaving plays it back (RULINGS.md)
    g.rule("vp", "remove {t:obj} from the game for as long as ~ is on the field",
           [{"do": "if", "cond": {"in_zone": "self", "zone": "field"}, "then": [
               {"do": "move", "to": "$t", "zone": "removed"},
               {"do": "delayed", "trigger": {"event": "leaves", "card": "self"},
                "effects": [{"do": "move", "to": "@removed", "zone": "field"}]}]}])
    # "If you control X, select up to 3 Backups you control. Activate them.": nothing selected,
    # nothing to activate
    for verb in ("activate", "dull"):
        g.rule("sentence", f"if {{c:cond}} , select {{k:counted}} . {verb} them .",
               [{"do": "if", "cond": "$c", "then": [{"do": "select", "...": ["k"]}, {"do": verb, "to": "@them"}]}])


def _every(p: str, k: str, s: str) -> dict:
    """"1000 for every 2 X": the amount times the count, divided by 2 rounded down."""
    return {"times": [p, {"div": [{"count": s}, k]}]}


def _quantities(g: Grammar) -> None:
    """"For every 2 Water Characters you control", "the highest cost", "the weakest Forward"."""
    every = _every("$p", "$k", "$s")
    g.rule("vp", "{d:dur} , {t:subj_pl} lose {p:minus} power for every {k:many} {s:sel_pl}",
           [{"do": "power", "to": "$t", "n": every, "duration": "$d"}])
    g.rule("fstmt", "for every {k:many} {s:sel_pl} , {t:subj_sg} gains {p:plus} power",
           [{"do": "power", "to": "$t", "n": every}])
    g.rule("fstmt", "{t:fsubj_pl} gain {p:plus} power for every {k:many} {s:sel_pl}",
           [{"do": "power", "to": "$t", "n": every}])
    g.rule("vp", "deal {p:int} damage for every {k:many} {s:sel_pl} to {t:all}", [{"do": "damage", "to": "$t", "n": every}])
    g.rule("vp", "deal {t:ref} {p:int} damage for every {k:many} {s:sel_pl}", [{"do": "damage", "to": "$t", "n": every}])
    g.rule("reduction", "{p:int} for every {k:many} {s:sel_pl}", {"n": every})
    # "For each _Job Dragoon_ and _Card Name Dragoon_ you control, deal 2000 damage to all the ...":
    # 2000 times their number, dealt at once (RULINGS.md)
    g.rule("vp", "for each {s:sel_pl} , deal {p:int} damage to {t:all}",
           [{"do": "damage", "to": "$t", "n": {"times": ["$p", {"count": "$s"}]}}], variant="for_each_first")
    g.rule("vp", "deal {p:int} damage for each {s:sel_sg} to {t:all}",
           [{"do": "damage", "to": "$t", "n": {"times": ["$p", {"count": "$s"}]}}], variant="for_each_inside")
    g.rule("noun_pl", "{a:job} and {b:cardname}", {"any_of": [{"job": "$a"}, {"name": "$b"}]}, variant="and")
    # "choose 1 Forward of the highest cost opponent controls"
    for noun in ("forward", "backup", "character"):
        among = {"type": noun, "controller": "opponent"}
        g.rule("counted", f"{{n:one}} {noun} of the highest cost opponent controls",
               {"n": "$n", "sel": {**among, "cost": {"eq": {"max": dict(among), "char": "cost"}}}})
    # "Deal it damage equal to the highest power Forward you control"
    g.rule("vp", "deal {t:ref} damage equal to the highest power forward you control",
           [{"do": "damage", "to": "$t", "n": {"max": {"type": "forward", "controller": "you"}, "char": "power"}}])
    # "Mime's power becomes the same as your opponent's weakest Forward": with no Forward there,
    # nothing to be the same as (2.3, RULINGS.md)
    theirs = {"type": "forward", "controller": "opponent"}
    g.rule("vp", "{t:self} 's power becomes the same as your opponent's weakest forward until the end of the turn",
           [{"do": "if", "cond": {"count": dict(theirs), "ge": 1},
             "then": [{"do": "set_power", "to": "$t", "n": {"min": dict(theirs), "char": "power"}}]}])


def _same(g: Grammar) -> None:
    """Comparisons with another card or with the damage received: "1 of your Forwards of the same
    cost", "a Character with the same name", "of cost equal to or less than the damage you have
    been dealt"."""
    g.rule("postmod", "of cost equal to or less than the damage you have been dealt", {"cost": {"le": "damage_received"}})
    g.rule("postmod", "of the same cost", {"cost": {"eq": {"of": "@it", "char": "cost"}}})
    g.rule("postmod", "with the same name", {"same_name_as": "@it"})
    g.rule("adj", "multicard", {"multicard": True})
    # "If that Forward has a special ability or an action ability, break it."
    g.rule("cond", "that forward has a special ability or an action ability",
           {"count": {"among": "@it", "has_ability": ["special", "action"]}, "ge": 1})
    g.rule("postmod", "without multicard", {"multicard": False})
    # "You may put 1 of your Forwards of the same cost other than Delita into the Break Zone"
    g.rule("vp", "put {n:one} of your {s:sel_pl} into the break zone",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "break"}], variant="of_your")
    # "Choose up to 1 Forward from your Break Zone ... Return it to your hand": what was chosen (not
    # the card itself: "When X is put into the Break Zone, return X to your hand" would need X
    # followed into its new zone, 11.8.16.1)
    g.rule("vp", "return it to your hand", [{"do": "move", "to": "@it", "zone": "hand"}], variant="your_hand")
    # "Your opponent selects 1 Forward of cost ... and puts it into the Break Zone": one they control
    g.rule("vp", "your opponent selects {n:one} {s:sel_sg} and puts it into the break zone",
           [{"do": "select", "who": "opponent", "n": "$n", "sel": {"controller": "opponent", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "break"}], variant="selects_and_puts")


def _exile_costs(g: Grammar) -> None:
    """"Remove 3 cards in the Break Zone from the game: ...": a cost paid with cards of your own
    Break Zone (abilities.ExtraCost.exiles)."""
    for where, variant in (("in the break zone", ""), ("in your break zone", "your")):
        for n, noun, pron in (("one", "sel_sg", "@it"), ("many", "sel_pl", "@them")):
            g.rule("extra", f"remove {{n:{n}}} {{s:{noun}}} {where} from the game",
                   [{"do": "select", "n": "$n", "sel": {"zone": "break", "owner": "you", "...": ["s"]}},
                    {"do": "move", "to": pron, "zone": "removed"}], variant=variant)
    # "Remove 1 Backup from the game: ...": a Character you control (11.6.2.3)
    g.rule("extra", "remove {n:one} {s:sel_sg} from the game",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "@it", "zone": "removed"}])
    g.rule("extra", "remove {n:many} {s:sel_pl} from the game",
           [{"do": "select", "n": "$n", "sel": {"controller": "you", "...": ["s"]}},
            {"do": "move", "to": "@them", "zone": "removed"}])
    # "{f}, discard Red Cap, remove 1 Backup from the game: ...": two costs that are effects
    g.rule("ability", "{c:cost} , {x:extra} , {y:extra} : {b:effects}",
           {"kind": "action", "cost": "$c", "extra_cost": ["*x", "*y"], "...": ["b"]})
    # "you may pay {x}. When you do so, search for 1 Light Forward of cost X": the X paid (pay_effect.py)
    g.rule("postmod", "of cost x", {"cost": {"eq": "X"}})
