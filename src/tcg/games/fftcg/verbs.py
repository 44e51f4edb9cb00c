"""FFTCG's own verbs, and the shapes its abilities must have; its kinds, values, events and keys
are declared in lang.py, everything else is the kernel's (docs/abilities.md; this game's card
syntax: CARDS.md).

`LANG` here is the complete language (this module imports every module that registers on it):
what the card files (and the text compiler's output) are checked against.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import SUSPEND, done, refs
from ...engine.abilities.language import BOOL, DURATION, INT, REF, SEL, STR, WHO, Q
from ...engine.abilities.load import SUBJECT, AbilityError
from ...engine.abilities.quantities import value
from ...engine.abilities.records import Sel
from ...engine.abilities.run import NOTHING, Frame, Res, as_frame, player
from ...engine.abilities.selectors import predicate
from . import control, exclusive, granted, instead
from .base import NO, REG
from .lang import LANG, _one_of, _timing

if TYPE_CHECKING:
    from ...engine.abilities.records import Ability
    from ...engine.state import Game

FIELD_VERBS = frozenset({"power", "grant", "grant_ability", "reduce_cost", "damage_taken", "damage_dealt", "forbid", "become_forward",
                         "no_ex_burst", "also_named", "also_type", "cast_only", "cast_limit", "exclusive_names",
                         # cost_effects.py
                         "increase_cost", "any_element_cp", "pay_with", "play_beside", "many_light_dark",
                         # identity.py: its Jobs on the Field
                         "all_jobs", "jobs_of", "gain_elements", "gain_foe_elements",
                         "keywords_of",      # borrowed.py
                         "special_discard", "alternative_cost"})     # alt_costs.py


def _self_break(a: Ability, e: Any) -> bool:
    """"If C, put X into the Break Zone": the card itself, while a condition holds (turn.check_state)."""
    return e.do == "move" and e.p.to == "self" and e.p.zone == "break" and a.condition is not None and len(a.effects) == 1


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
        bad = [e.do for e in a.effects if e.do not in FIELD_VERBS and not _self_break(a, e)]
        if bad or a.modes or not a.effects:
            raise AbilityError(f"{where}.effects", "a field ability's effects are power, grant, grant_ability, reduce_cost, "
                               "damage_taken, damage_dealt, forbid, become_forward, no_ex_burst, also_named, also_type, cast_only, "
                               "cast_limit, exclusive_names, all_jobs, jobs_of, gain_elements, gain_foe_elements, keywords_of, special_discard, alternative_cost or "
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
                if lasting in ("opponent_next_turn_end", "next_turn_end", "your_next_turn") \
                        and e.do in ("grant", "power", "grant_ability"):
                    continue        # host.lasting keeps it until the end of the opponent's turn / of the next turn
                if lasting == "battle" and e.do == "grant":
                    continue        # until the attack ends (battle_end.py)
                if lasting in ("permanent", "while_on_field") and e.do in ("grant", "power", "grant_ability", "become_forward",
                                                                           "become_element", "gain_job", "gain_named"):
                    continue        # "(This effect does not end at the end of the turn.)": while the card stays
                if lasting == "permanent" and e.do == "gain_control":
                    continue        # "You gain control of it": lasts (control.py)
                if e.do == "cancel" and e.p.to == SUBJECT and a.trigger is not None \
                        and set(a.trigger.events) & {"chosen", "chosen_by_character"}:
                    # "When X is chosen by a Summon ..., cancel its effect": the Summon or ability
                    # that chose is `origin` (load.ORIGIN); the chosen card is no stack item
                    raise AbilityError(f"{at}.{j}.to", "cancel names the card chosen, not the Summon or "
                                       "ability that chose it (not supported)")
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
    instead.check(a, where)
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


@LANG.verb("gain_control", to=(REF, ...), who=(WHO, "you"), duration=(DURATION, "permanent"))
def gain_control(game: Game, fr: Frame, p: Any) -> Res:
    """"You gain control of it", "your opponent gains control of Kain", "gain control of it until
    the end of the turn" (`duration` turn; control.py): the Characters on the Field among `to`
    whose control changed."""
    new = player(game, fr, p.who)
    turn = p.duration == "turn"
    return Res(tuple(o for o in refs(game, fr, p.to) if o in game.objs and control.change_control(game, o, new, turn)))


@LANG.verb("play_from_hand", sel=(SEL, ...), dull=(BOOL, False), optional=(BOOL, True), who=(WHO, "you"))
def play_from_hand(game: Game, fr: Frame, p: Any) -> Any:
    """"You may play 1 X from your hand onto the field" (the player picks, or declines); `who`:
    "your opponent may play 1 Character Card from his/her hand"."""
    host = game.rules.ability_host
    pred = predicate(p.sel, host)
    pl = player(game, fr, p.who)
    cands = [o for o in game.zones[f"hand{pl}"] if game.objs[o].card.is_character and pred(game, fr, o)
             and not exclusive.barred(game, pl, game.objs[o].card)]
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


@LANG.verb("cast_limit", binds=False)
def cast_limit(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("cast_limit is read from the hand: cards.CardDef.cast_limit, play._options")


@LANG.verb("exclusive_names", binds=False, card_name=(STR, ...))
def exclusive_names(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("exclusive_names is read from the card: cards.CardDef.exclusive, exclusive.barred")


@LANG.verb("also_type", binds=False, card_type=(_one_of("monster"), ...))
def also_type(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("also_type is a characteristic: cards.CardDef.also_types reads it")


# Continuous verbs of field abilities (11.9): chars.py and payment.py read them.
@LANG.verb("reduce_cost", binds=False, to=(REF, "self"), n=(Q, ...), min=(INT, 0), crystals=(INT, 0))
def reduce_cost(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("reduce_cost is continuous: the loader keeps it in field abilities")


# the modules that register more of FFTCG's verbs on LANG: damage_taken, damage_dealt,
# remove_damage (damage.py); pay (pay_effect.py); cast_from_hand (cast_effect.py); the selector keys
# damaged_by and hurt_this_turn (damage_record.py), multicard and has_ability (printed_keys.py);
# gain_crystal (crystals.py); the condition keys paid (paid.py), entered_this_turn (entered_record.py) and
# left_this_turn (left_record.py), opponent_discarded_this_turn (discard_record.py);
# the move verbs' results after a replacement decision (move_result.py);
# warp_in (warp.py); play_silently (silent_entry.py); cancel and the selector keys of stack items (stack_choice.py);
# increase_cost, any_element_cp, pay_with (cost_effects.py); must_block (block_duty.py); arrange (arrange.py);
# attack_more (attacks.py); keywords_of (borrowed.py); special_discard (alt_costs.py); extra_turn, lose_game
# (extra_turn.py); name_element, become_element (identity.py)
from . import (  # noqa: E402,F401
    alt_costs,
    arrange,
    attacks,
    block_duty,
    borrowed,
    cast_effect,
    cast_record,
    cost_effects,
    crystals,
    damage,
    damage_record,
    discard_record,
    entered_record,
    extra_turn,
    identity,
    left_record,
    move_result,
    paid,
    pay_effect,
    printed_keys,
    silent_entry,
    stack_choice,
    warp,
)
