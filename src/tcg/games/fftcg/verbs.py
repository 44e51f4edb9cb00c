"""FFTCG's part of the ability language: its own verbs, events, keys and values; everything
else is the kernel's (docs/abilities.md; this game's card syntax: CARDS.md).

`LANG` is what the card files (and the text compiler's output) are checked against.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import KERNEL, SUSPEND, done, refs
from ...engine.abilities.language import BOOL, DURATION, INT, REF, SEL, STR, WHO, Q
from ...engine.abilities.load import AbilityError
from ...engine.abilities.quantities import value
from ...engine.abilities.records import Sel
from ...engine.abilities.run import NOTHING, Frame, Res, as_frame, player
from ...engine.abilities.selectors import predicate
from . import granted, instead, paid
from .base import NO, REG

if TYPE_CHECKING:
    from ...engine.abilities.records import Ability
    from ...engine.state import Game

LANG = KERNEL.extend("fftcg")
for _v in ("gain_life", "lose_life"):
    del LANG.verbs[_v]     # FFTCG has no life total; mill, select, shuffle and may: printed text (text.py)
LANG.alias("break", "destroy")                 # 15.1.1.3
LANG.kinds = {"summon", "auto", "action", "special", "field", "warp"}     # warp: warp.py
LANG.values.update({
    "type": ("forward", "backup", "monster", "character", "summon"),
    "element": ("fire", "ice", "wind", "earth", "lightning", "water", "light", "dark"),
    # 9.5.1.3: every effect of Opus I–V ends with the turn; later cards: "until the end of your
    # opponent's turn" (host.lasting, turn.cleanup)
    "duration": ("turn", "permanent", "opponent_next_turn_end"),
    "phase": ("active", "draw", "main1", "attack", "main2", "end"),
    "what": ("haste", "brave", "first_strike", "back_attack", "cannot_attack", "cannot_block",
             "cannot_be_chosen_by_summons", "must_attack", "must_block", "must_be_blocked", "cannot_be_chosen_by_ex_bursts",
             "cannot_be_broken", "cannot_be_blocked",
             # protection.py: who may choose, dull, break or return it
             "cannot_be_chosen", "cannot_be_chosen_by_abilities", "cannot_be_chosen_by_opponent",
             "cannot_be_chosen_by_opponent_summons", "cannot_be_chosen_by_opponent_abilities",
             "cannot_become_dull_by_opponent", "cannot_be_broken_by_opponent", "cannot_be_returned_by_opponent",
             "cannot_be_chosen_by_opponent_backups", "must_be_chosen_by_opponent",
             "cannot_be_broken_by_opponent_effects", "cannot_use_abilities",
             # combat.py, turn.py
             "cannot_form_party", "party_any_element", "does_not_activate",
             # instead.py: replacements of a move from or onto the Field (11.12.5)
             *instead.FLAGS),
})
LANG.events -= {"destroys", "becomes_active", "phase_ends"}  # not raised yet
LANG.events |= {"chosen",     # chosen as a target (`player`: who chose; `by`: a summon or an ability)
                "party_attacks",   # a Party is declared as the attacker (15.1.1.9; `player`: whose)
                "dealt_damage",    # a Forward is dealt damage (`player`: who dealt it; `by`: battle, summon, ability)
                "party_damage",    # an unblocked Party deals damage to a player (`player`: whose Party)
                "search",          # a player searches their deck (`card`: the source searching; `player`: who)
                "chosen_by_character",
                "point_damage"}    # a player receives a point of damage (6.5.2: `player` who; `card`: the card put in the Damage Zone)   # chosen by an ability of a Character (`player`: whose; `other`: that Character)
LANG.zones = {"field", "hand", "deck", "break", "stack", "removed", "damage"}
LANG.rounding.add("1000up")                    # 4.2: halves round up to a multiple of 1000


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise AbilityError(where, f"expected true or false, got {v!r}")
    return v


def _one_of(*allowed: str) -> Any:
    """A reader of a key that takes one of `allowed`."""
    def read(v: Any, where: str) -> str:
        if v not in allowed:
            raise AbilityError(where, f"{v!r} is not one of {', '.join(allowed)}")
        return v
    return read


_timing = _one_of("your_turn", "your_main_phase")


def _cmp(v: Any, where: str) -> Any:
    from ...engine.abilities.load import _Ctx, comparison

    return comparison(v, where, _Ctx(LANG))


def _sel(v: Any, where: str) -> Any:
    from ...engine.abilities.load import _Ctx, selector

    if not isinstance(v, dict):
        raise AbilityError(where, f"expected a selector table, got {v!r}")
    return selector(v, where, _Ctx(LANG))


def _warp_n(v: Any, where: str) -> int:
    if type(v) is not int or v < 1:
        raise AbilityError(where, f"a Warp value is a whole number above 0, got {v!r}")
    return v


def _keywords(v: Any, where: str) -> tuple[str, ...]:
    if not (isinstance(v, list) and v and all(k in LANG.values["what"][:4] for k in v)):
        raise AbilityError(where, f"expected a list of keywords ({', '.join(LANG.values['what'][:4])}), got {v!r}")
    return tuple(v)


def _distinct(v: Any, where: str) -> tuple:
    """`{ sel = {...}, ge = 3 }`: how many Elements the objects `sel` finds have between them."""
    from ...engine.abilities.load import _Ctx, comparison, selector

    if not isinstance(v, dict) or "sel" not in v or len(v) != 2:
        raise AbilityError(where, "expected { sel = {...}, <comparison> = N }")
    rest = {k: x for k, x in v.items() if k != "sel"}
    return selector(v["sel"], f"{where}.sel", _Ctx(LANG)), comparison(rest, where, _Ctx(LANG))


LANG.ability_keys.update({"ex": _bool, "timing": _timing, "warp": _warp_n})   # warp: "Warp 2 - {f}{1}"
LANG.selector_keys.update({"attacking": _bool, "blocking": _bool,      # 7.2, 7.3 (base.ATTACKING, BLOCKING)
                           "party": _bool,                             # attacking in a Party (15.1.1.9)
                           "blocks_self": _bool,                       # blocking the card itself (10.1.3.2)
                           "entered_this_turn": _bool,                 # "that entered the field this turn"
                           "has": _keywords})                          # "Forwards with **Haste** or **Brave**"


def _zone(v: Any, where: str) -> str:
    if v not in LANG.zones:
        raise AbilityError(where, f"{v!r} is not a zone: {', '.join(sorted(LANG.zones))}")
    return v


_by = _one_of("summon", "ability", "warp")      # warp: "enters the field due to Warp" (warp.py)


LANG.pattern_keys.update({"by": _by,           # "chosen by a Summon" / "by an ability"
                          "party": _bool,      # "when X forms a party and attacks"
                          "not_from": _zone,   # "other than from your hand"
                          # "damage": whom the card dealt damage to ("to a Forward", "to your opponent or to a Forward")
                          "dealt_to": _one_of("forward", "opponent_or_forward"),
                          "outside_phase": _one_of(*LANG.values["phase"]),
                          "broken": _bool,      # broken by a Summon or an ability (`player`: whose)
                          "party_with": _sel,   # "forms a party with X and attacks": another member matches
                          "cause": _one_of("you", "opponent")})   # "due to your Summons or abilities"   # "draws a card outside of his/her Draw Phase"
LANG.quantity_names.add("damage_received")     # the points of damage the player has received (the Damage Zone)
LANG.condition_keys["damage_received"] = _cmp  # "if you have received 5 points of damage or more"
LANG.condition_keys["paid"] = paid.check      # "if the cost paid to play X included Wind CP"
LANG.condition_keys["distinct_elements"] = _distinct   # "3 or more different Element Backups"
LANG.condition_keys["ex_burst"] = _bool        # "if X results from an EX Burst" (its card in the Damage Zone)
FIELD_VERBS = frozenset({"power", "grant", "grant_ability", "reduce_cost", "damage_taken", "damage_dealt", "forbid", "become_forward",
                         "no_ex_burst", "also_named", "also_type", "cast_only",
                         # cost_effects.py
                         "increase_cost", "any_element_cp", "pay_with", "play_beside", "many_light_dark"})


def check(a: Ability, where: str) -> None:
    """The shapes of CARDS.md: an auto ability has a trigger, a special ability a name..."""
    if a.kind == "auto" and a.trigger is None:
        raise AbilityError(f"{where}.trigger", "an auto ability needs `trigger`")
    if a.kind != "auto" and a.trigger is not None:
        raise AbilityError(f"{where}.trigger", "only an auto ability has a `trigger`")
    if a.kind in ("action", "special", "summon") and not (a.effects or a.modes):
        raise AbilityError(f"{where}.effects", f"a {a.kind} ability needs `effects` or `modes`")
    if (a.kind == "warp") != ("warp" in dict(a.extra)) or a.kind == "warp" and (a.cost is None or not a.effects):
        raise AbilityError(f"{where}.warp", "a warp ability has `warp` (its number), `cost` and `effects`; no other has `warp`")
    if a.kind == "special" and not a.name:
        raise AbilityError(f"{where}.name", "a special ability needs its `name`")
    if a.kind in ("action", "special") and a.cost is None and not a.extra_cost:
        raise AbilityError(f"{where}.cost", f"an {a.kind} ability needs `cost` or `extra_cost`")
    if a.kind == "field":
        bad = [e.do for e in a.effects if e.do not in FIELD_VERBS]
        if bad or a.modes or not a.effects:
            raise AbilityError(f"{where}.effects", "a field ability's effects are power, grant, grant_ability, reduce_cost, "
                               "damage_taken, damage_dealt, forbid, become_forward, no_ex_burst, also_named, also_type, cast_only or "
                               f"{', '.join(cost_effects.VERBS)}"
                               + (f", not {bad[0]}" if bad else ""))
        if any(e.do in ("also_named", "also_type") for e in a.effects) and (len(a.effects) > 1 or a.condition is not None):
            raise AbilityError(f"{where}.effects", "also_named / also_type (\"X is also a Monster in all situations\") "
                               "stands alone")
        if any(getattr(e.p, "next", False) for e in a.effects):
            raise AbilityError(f"{where}.effects", "`next` (the next damage only) is for a resolved effect")
    else:
        bad = [e.do for e in a.effects if e.do in ("reduce_cost", "no_ex_burst", *cost_effects.VERBS)
               or e.do == "damage_dealt" and e.p.player]
        if bad:
            raise AbilityError(f"{where}.effects", f"{bad[0]} is for field abilities")
    for j, e in enumerate(a.effects):
        if a.kind == "field" and e.do == "forbid" and e.p.what == ("abilities",):
            raise AbilityError(f"{where}.effects.{j}.what", "losing all abilities is a resolved effect, not a field ability")
        if e.do == "forbid" and (e.p.what == ("block",)) != (e.p.of is not None):
            raise AbilityError(f"{where}.effects.{j}.of", "`of` (whom they may not block) goes with what = \"block\"")
        if e.do == "forbid" and e.p.what == ("block",) and not (isinstance(e.p.to, Sel) or isinstance(e.p.of, Sel)):
            raise AbilityError(f"{where}.effects.{j}", "a selector names the blockers (`to`) or the attackers (`of`)")
    granted.check(a, where)
    for i, m in enumerate(a.modes):
        if not m:
            raise AbilityError(f"{where}.modes.{i}", "a mode needs at least one effect")
    if a.kind != "field":
        lists = [(f"{where}.effects", a.effects)] + [(f"{where}.modes.{i}", m) for i, m in enumerate(a.modes)]
        while lists:
            at, effs = lists.pop()
            for j, e in enumerate(effs):
                lasting = getattr(e.p, "duration", "turn")
                if lasting == "opponent_next_turn_end" and e.do in ("grant", "power", "grant_ability"):
                    continue        # host.lasting keeps it until the end of the opponent's turn
                if lasting == "permanent" and e.do in ("grant", "power", "grant_ability", "become_forward"):
                    continue        # "(This effect does not end at the end of the turn.)": while the card stays
                if lasting != "turn" and e.do != "delayed":
                    raise AbilityError(f"{at}.{j}.duration", f"{e.do} lasts until the end of the turn (9.5.1.3)")
                for key in ("then", "else_", "effects"):
                    inner = getattr(e.p, key, ())
                    if inner:
                        lists.append((f"{at}.{j}.{key.rstrip('_')}", inner))


def _check(a: Ability, where: str) -> None:
    from .abilities import compile_ability

    check(a, where)
    stack_choice.check(a, where)
    compile_ability(a, where)     # the shapes the game's procedures rely on (targets first, costs)


LANG.ability_check = _check


def _fftcg():
    from . import actions

    return actions


@LANG.verb("freeze", to=(REF, ...))
def freeze(game: Game, fr: Frame, p: Any) -> Res:
    """15.2.4: it does not activate during its controller's next Active Phase."""
    ids = [o for o in refs(game, fr, p.to) if game.objs[o].zone.startswith("field")]
    for oid in ids:
        _fftcg().freeze(game, oid)
    return Res(tuple(ids))


@LANG.verb("damage_player", binds=False, n=(Q, 1), who=(WHO, "opponent"), no_ex_burst=(BOOL, False))
def damage_player(game: Game, fr: Frame, p: Any) -> None:
    """"Your opponent receives 1 point of damage": all of it placed, then EX Bursts (6.5.2.1);
    `no_ex_burst`: "EX Bursts of cards put into the Damage Zone due to this ability cannot be used"."""
    from .damage import burst_limit, player_points

    limit = 99 if p.no_ex_burst else burst_limit(game, (fr.source,))
    n = value(game, fr, p.n)          # "damage equal to the number of Forwards broken by this effect"
    n = player_points(game, (fr.source,), n) if p.who == "opponent" else n
    if n:
        game.push("player_damage", player(game, fr, p.who), n, 1, limit)


@LANG.verb("become_forward", n=(INT, ...), to=(REF, "self"), duration=(DURATION, "turn"))
def become_forward(game: Game, fr: Frame, p: Any) -> Res:
    """A Monster "also becomes a Forward with N power until the end of the turn" (the card itself,
    or those it names: "Choose 1 Monster. Until the end of the turn, it also becomes ..."); or
    "(This effect does not end at the end of the turn.)": `duration` permanent."""
    host = game.rules.ability_host
    return Res(tuple(host.lasting(game, fr, "become_forward", p.n, refs(game, fr, p.to), p.duration)))


@LANG.verb("set_power", to=(REF, ...), n=(Q, ...))
def set_power(game: Game, fr: Frame, p: Any) -> Res:
    """"Its power becomes N": a new base power under every modification (11.3.10, 11.5.7)."""
    host = game.rules.ability_host
    return Res(tuple(host.lasting(game, fr, "set_power", value(game, fr, p.n), refs(game, fr, p.to), "turn")))


@LANG.verb("play_from_hand", sel=(SEL, ...), dull=(BOOL, False), optional=(BOOL, True), who=(WHO, "you"))
def play_from_hand(game: Game, fr: Frame, p: Any) -> Any:
    """"You may play 1 X from your hand onto the field" (the player picks, or declines); `who`:
    "your opponent may play 1 Character Card from his/her hand"."""
    host = game.rules.ability_host
    pred = predicate(p.sel, host)
    pl = player(game, fr, p.who)
    cands = [o for o in game.zones[f"hand{pl}"] if game.objs[o].card.is_character and pred(game, fr, o)]
    if not cands:
        return NOTHING
    game.ask(pl, "play_from_hand", ((NO,) if p.optional else ()) + tuple(("play", o) for o in cands),
             "on_play_from_hand", fr, prompt="play a card from your hand" + "?" * p.optional)
    return SUSPEND


@REG.handler
def on_play_from_hand(game: Game, choice: tuple, fr: Frame) -> None:
    fr = as_frame(fr)
    from ...engine.abilities.run import effects_at

    if choice == NO:
        done(game, fr, NOTHING)
        return
    p = effects_at(game, fr)[fr.i].p
    done(game, fr, Res(tuple(game.rules.ability_host.move(game, [choice[1]], "field", dull=p.dull))))


def _forbid_what(v: Any, where: str) -> tuple[str, ...]:
    """`forbid`'s `what`: "block" (the `to` Forwards may not block `of`), "abilities" (`to` loses
    all its abilities), or the keywords `to` loses."""
    kws = LANG.values["what"][:4]
    if v in ("block", "abilities"):
        return (v,)
    items = [v] if isinstance(v, str) else v
    if not (isinstance(items, list) and items and all(k in kws for k in items)):
        raise AbilityError(where, f"expected \"block\", \"abilities\" or keywords ({', '.join(kws)}), got {v!r}")
    return tuple(items)


@LANG.verb("forbid", what=(_forbid_what, ...), to=(REF, ...), of=(REF, None), gain=(BOOL, False),
           duration=(DURATION, "turn"))
def forbid(game: Game, fr: Frame, p: Any) -> Res:
    """"It loses all abilities until the end of the turn" (chars.silenced: its field, auto, action
    and special abilities and keywords are gone, layer 2, 11.12.4.6); "It loses **Haste** until
    the end of the turn" (the keywords lost, in timestamp order with
    what grants them, 11.12.4.8); "Forwards cannot gain **Haste**" (`gain`: no effect gives them);
    "It cannot be blocked by a Forward of cost 3 or more this turn" (`what` = "block": the
    Forwards `to` finds may not block `of`, 10.1.3.1.2); "Lann cannot block a Forward with a power
    greater than his" (`to` self, `of` the attackers it may not block)."""
    host = game.rules.ability_host
    if p.what == ("block",):
        # the effect keeps where its selector is written, not the selector: the state is JSON
        # (chars.stored_sel reads it back)
        if isinstance(p.to, Sel):       # the Forwards of `of` cannot be blocked by those `to` finds
            return Res(tuple(host.lasting(game, fr, "unblockable_by", (_at(fr, "to"), fr.source, fr.controller),
                                          refs(game, fr, p.of), p.duration)))
        return Res(tuple(host.lasting(game, fr, "no_block_of", (_at(fr, "of"), fr.source, fr.controller),
                                      refs(game, fr, p.to), p.duration)))
    op = "lose_all" if p.what == ("abilities",) else "cannot_gain" if p.gain else "lose"
    return Res(tuple(host.lasting(game, fr, op, p.what, refs(game, fr, p.to), p.duration)))


def _at(fr: Frame, key: str) -> tuple:
    """Where a running effect's parameter is written: its card, ability, list and place."""
    return ("at", fr.code, fr.index, fr.path, fr.i, key)


@LANG.verb("also_named", binds=False, card_name=(STR, ...))
def also_named(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("also_named is a characteristic: cards.CardDef.names reads it")


@LANG.verb("cast_only", binds=False, timing=(_timing, ...))
def cast_only(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("cast_only is read from the hand: cards.CardDef.cast_timing, play._in_time")


@LANG.verb("also_type", binds=False, card_type=(_one_of("monster"), ...))
def also_type(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("also_type is a characteristic: cards.CardDef.also_types reads it")


# Continuous verbs of field abilities (11.9): chars.py and payment.py read them.
@LANG.verb("reduce_cost", binds=False, to=(REF, "self"), n=(Q, ...), min=(INT, 1), crystals=(INT, 0))
def reduce_cost(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("reduce_cost is continuous: the loader keeps it in field abilities")


# the modules that register more of FFTCG's verbs on LANG: damage_taken, damage_dealt,
# remove_damage (damage.py); pay (pay_effect.py); cast_from_hand (cast_effect.py); the selector keys
# damaged_by and hurt_this_turn (damage_record.py), multicard and has_ability (printed_keys.py);
# gain_crystal (crystals.py); warp_in (warp.py); cancel and the selector keys of stack items (stack_choice.py);
# increase_cost, any_element_cp, pay_with (cost_effects.py); must_block (block_duty.py); arrange (arrange.py)
from . import (  # noqa: E402,F401
    arrange,
    block_duty,
    cast_effect,
    cast_record,
    cost_effects,
    crystals,
    damage,
    damage_record,
    pay_effect,
    printed_keys,
    stack_choice,
)
