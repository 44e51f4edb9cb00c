"""Grammar of the last Opus I–V cards of issue 20's list C (costs, special abilities, combat):
`grammar.grammar()` calls `opusc_rules` once."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...engine.templates import Grammar


def opusc_rules(g: Grammar) -> None:
    # "If Bartz has 5 Jobs or more, Bartz gains +3000 power, Brave, and can attack twice in the
    # same turn." (3-065L; the flag `can_attack_twice`, attacks.py)
    g.rule("fstmt", "{t:subj_sg} gains {p:plus} power , {k:kw} , and can attack twice in the same turn",
           [{"do": "power", "to": "$t", "n": "$p"}, {"do": "grant", "to": "$t", "what": ["$k", "can_attack_twice"]}])
    # "If a Forward in your Break Zone has Haste, First Strike, or Brave, Gogo gains those
    # abilities." (4-127H): each keyword one of those cards has (borrowed.py)
    g.rule("field", "if {s:a_sel} has {a:kw} , {b:kw} , or {c:kw} , {t:subj_sg} gains those abilities .",
           {"effects": [{"do": "keywords_of", "to": "$t", "what": ["$a", "$b", "$c"], "sel": "$s"}]})
    # "each Player selects 1 Forward he/she controls. All the Forwards that were not selected are
    # put into the Break Zone." (1-158H): the players in turn order (11.11.6), then one move of
    # every Forward no player selected (the kernel's each_select binds the picks of all)
    g.rule("sentence", "each player selects {n:one} {s:sel_sg} <he/she|they> <controls|control> .",
           [{"do": "each_select", "n": "$n", "sel": {"controller": "each", "...": ["s"]}}])
    g.rule("sentence", "all the forwards that were not selected are put into the break zone .",
           [{"do": "move", "to": {"type": "forward", "not": {"among": "@it"}}, "zone": "break"}], variant="not_selected")
    # "you may pay {2}. If you don't pay {2}, Vincent breaks after the attack or the block and
    # doesn't deal any damage." (2-078R): one payment, named twice (a different second cost
    # would not render back), read before two sentences that would be two payments; the flags last
    # until the attack ends (battle_end.py)
    g.rule("sentence", "you may pay {c:cost} . if you don't pay {c:cost} , {v:vps} .",
           [{"do": "pay", "cost": "$c", "optional": True}, {"do": "if", "cond": {"not": {"did": "@prev"}}, "then": "$v"}],
           variant="pay_named_twice", first=True)
    g.rule("vp", "{t:subj_sg} breaks after the attack or the block and doesn't deal any damage",
           [{"do": "grant", "to": "$t", "what": ["breaks_after_battle", "deals_no_damage"], "duration": "battle"}])
    # "Kain cannot be chosen by your opponent's Summons or abilities until the beginning of your next
    # turn. At the beginning of your next turn's Main Phase 1 and until the end of the same turn,
    # Kain's power will double." (2-103H): the duration your_next_turn (host._until, turn.begin_turn),
    # and a delayed trigger at that Main Phase 1 (the next one of yours: the ability is used during
    # your turn) doubling the power it has then
    g.rule("dur", "until the beginning of your next turn", "your_next_turn", variant="your_next_turn")
    g.rule("sentence", "at the beginning of your next turn's main phase 1 and until the end of the same turn , "
           "{t:self} 's power will double .",
           [{"do": "delayed", "trigger": {"event": "phase_begins", "phase": "main1", "whose": "you"},
             "effects": [{"do": "power", "to": "$t", "n": {"of": "$t", "char": "power"}, "duration": "turn"}]}])
    # "You may use Rydia's special ability by discarding an Earth Summon instead of discarding a
    # _Card Name Rydia_ as part of the cost." (2-094H; alt_costs.py: the name must be the card's own)
    g.rule("field", "you may use ~ 's special ability by discarding {s:a_sel} instead of discarding a {n:cardname} "
           "as part of the cost .", {"effects": [{"do": "special_discard", "sel": "$s", "instead_of": "$n"}]})
    # "[Gaia's Wrath] ...: Deal 7000 damage to Forwards of all Elements except Earth." (2-094H): every one
    g.rule("vp", "deal {n:int} damage to {t:noun_pl} of all elements except {e:element}",
           [{"do": "damage", "to": {"not": {"element": "$e"}, "...": ["t"]}, "n": "$n"}], variant="of_all_elements")
    # "You can put a total of 3 Forwards or Monsters you control into the Break Zone to play Kefka
    # from your hand onto the field." (4-080L; alt_costs.py): the other cost is the ability's extra cost
    g.rule("field", "you can put a total of {n:many} {s:sel_pl} into the break zone to play ~ from your hand onto the field .",
           {"extra_cost": [{"do": "select", "n": "$n", "sel": "$s"},
                           {"do": "move", "to": "@them", "zone": "break"}],
            "effects": [{"do": "alternative_cost"}]})
    # "Choose as many Forwards as you want with a total cost of 7 or less. Break them." (2-077L):
    # up to every one the selector finds, their costs adding up to 7 or less (the kernel choose's `total`)
    g.rule("sentence", "choose as many {s:sel_pl} as you want with a total cost of {n:int} or less .",
           [{"do": "choose", "n": {"count": "$s"}, "up_to": True, "sel": "$s", "total": {"char": "cost", "le": "$n"}}])
    # "Kimahri gains its Special Ability until the end of the turn. You can use this ability without
    # paying any cost but only once." (1-102H; borrowed.py)
    g.rule("sentence", "{t:self} gains its special ability {d:dur} . you can use this ability without paying any cost "
           "but only once .", [{"do": "gain_special", "to": "$t", "of": "@it", "duration": "$d"}])
