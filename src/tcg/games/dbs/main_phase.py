"""The free timings and what a player may do in them: the Main Phase (dbscg 6-3-1-2, masters
7-3-4) and the attack and defense steps (dbscg 7-2-1-2, 7-3-1-2); playing Battle, Extra, Field
and Unison cards; the action dispatch."""

from __future__ import annotations

from ...engine.state import Game
from .actions import add_triggers, enter_battle, limit_use, limit_used, relocate
from .alt_play import arrival_options, unique_ok
from .alt_play import main_options as alt_options
from .alt_play import perform as alt_perform
from .awaken import awaken_options
from .base import END, PASS, REG
from .battle import attack_targets, combo, combo_options, declare_attack, in_battle
from .energy import card_can_pay, pay_card, start_payment
from .keywords import extra_ways
from .keywords import main_options as kw_options
from .keywords import perform as kw_perform
from .moves import move_one
from .permissions import battle_locked
from .reading import ed, valid
from .skills import activate, activate_options, run_do
from .unison import play_unison, stack_unison, unison_options
from .unless import extra_tax, push_tax
from .zcards import MASTERS_ACTIONS, masters_main_options, masters_perform, z_awaken_options

step, handler = REG.step, REG.handler

ALT = ("evolve", "fusion", "potara", "over_realm", "arrival", "aegis")
KEYWORD_PLAYS = ("swap", "absorb", "successor")


def extra_options(game: Game, p: int, kind: str) -> list:
    """Extra cards activated from hand by paying their energy cost (dbscg 8-1-3-1-2) and the skill's
    own cost (masters 12-2-2-3), when its conditions hold and its [Limit] is not used up (masters
    22-44-3). A condition before the colon, the Leader's colour or trait included ("Your Leader Card is
    a <<Shenron>> card :", `Skill.leader_trait`), must hold for the Extra to be declared (dbscg 8-1-3,
    8-4-1, 8-4-2-2; masters 1-5-4, 1-6-1, 5-8-3, 9-2-3, 12-2-2-1); "If your Leader Card is ..., <effect>"
    (a comma, `Do.if_leader_trait`) does not stop the declaration: its effect reads it (RULINGS D140)."""
    out = []
    tax = -1
    for oid in game.zones[f"hand{p}"]:
        o = game.objs[oid]
        c = o.card
        if c.type != "Extra":
            continue
        i = extra_skill(c, kind)
        if i is None and not (c.field and kind == "activate_main"):
            continue
        s = c.skill[i] if i is not None else None
        if s is not None and (not valid(game, o, s)
                              or (s.limit and limit_used(game, p, c.code, i) >= s.limit)):
            continue
        if tax < 0:
            tax = extra_tax(game, p)                     # "can't ... unless" (masters 20-14-1)
        out += [("extra", oid, *way) for way in extra_ways(game, p, c, tax, skill_more(s))]
    return out


def skill_more(s) -> tuple[int, dict]:
    """The energy cost of the Extra's skill used, paid with its own (masters 12-2-2-3)."""
    return (s.cost, dict(s.pips)) if s is not None and (s.cost or s.pips) else (0, {})


def extra_skill(card, kind: str) -> int | None:
    """The index of the Extra's skill used in this timing ([Activate: Main] or [Activate: Battle])."""
    return next((i for i, s in enumerate(card.skill) if s.kind == kind), None)


def main_options(game: Game, p: int) -> tuple:
    v = game.vars
    objs = game.objs
    opts = []
    playable: dict[str, bool] = {}     # card number -> playable: copies in hand are asked once
    for oid in game.zones[f"hand{p}"]:
        c = objs[oid].card
        if c.type == "Battle":
            ok = playable.get(c.code)
            if ok is None:
                ok = playable[c.code] = card_can_pay(game, p, c) and unique_ok(game, p, c)
            if ok:
                opts.append(("play", oid))
    opts += unison_options(game, p)
    opts += extra_options(game, p, "activate_main")
    opts += activate_options(game, p, "activate_main")
    opts += alt_options(game, p)
    opts += kw_options(game, p)
    opts += awaken_options(game, p)
    if ed(game).masters_cards:
        opts += masters_main_options(game, p)            # masters 7-3-4-1, 7-3-4-3-2, 22-41, 22-46
    if ed(game).first_turn_attack or v["turn"] > 1:
        attackers = [oid for z in ("leader", "battle", "unison") for oid in game.zones[f"{z}{p}"]
                     if not objs[oid].tapped and objs[oid].card.type != "Extra"]   # masters 8-1-1, 17-1-3
        opts += [("attack", a, t) for a in attackers for t in attack_targets(game, p, a)]
    opts.append(END)
    return tuple(opts)


@step
def main_free(game: Game) -> None:
    """Free timing of the active player (dbscg 6-3-1-2, masters 7-3-4)."""
    tp = game.vars["tp"]
    game.ask(tp, "main", main_options(game, tp), "on_main", tp)


@handler
def on_main(game: Game, choice: tuple, p: int) -> None:
    if choice == END:
        return
    game.push("main_free")
    game.push("check")        # each action is followed by a check timing (dbscg 6-3-1-2)
    perform(game, p, choice)


def battle_options(game: Game, p: int) -> tuple:
    """A battle step's free timing: combos, [Activate: Battle] skills and Extras, Awaken, Arrival, Aegis."""
    v = game.vars
    mine = v["attacker"] if p == v["tp"] else v["defender"]
    opts = combo_options(game, p, mine) + ([] if battle_locked(game, p) else extra_options(game, p, "activate_battle"))
    opts += activate_options(game, p, "activate_battle") + awaken_options(game, p) + arrival_options(game, p)
    if ed(game).masters_cards:
        opts += z_awaken_options(game, p)                # masters 22-46-1: [Activate: Main/Battle]
    return tuple(opts) + (PASS,)


@step
def offense_free(game: Game) -> None:
    """Attack step free timing of the active player (dbscg 7-2-1-2, masters 8-2-4)."""
    if not in_battle(game):
        return
    tp = game.vars["tp"]
    game.ask(tp, "offense", battle_options(game, tp), "on_battle_action", tp, "offense_free")


@step
def defense_free(game: Game) -> None:
    """Defense step free timing of the non-active player (dbscg 7-3-1-2, masters 8-3-4)."""
    if not in_battle(game):
        return
    q = 1 - game.vars["tp"]
    game.ask(q, "defense", battle_options(game, q), "on_battle_action", q, "defense_free")


@handler
def on_battle_action(game: Game, choice: tuple, p: int, again: str) -> None:
    if choice == PASS:
        return
    game.push(again)
    game.push("check")
    perform(game, p, choice)


def perform(game: Game, p: int, choice: tuple) -> None:
    k = choice[0]
    objs = game.objs
    if k == "play":
        # dbscg 6-3-1-2-1: reveal, pay, declare; counter timing; play; 'when played' triggers.
        game.vars["declared"] = choice[1]
        game.push("finish_play", p, choice[1])
        game.push("counter_window", "play", p)
        pay_card(game, p, objs[choice[1]].card)
    elif k == "extra":
        # dbscg 8-5-2: pay the energy cost, counter timing, resolve (to the Drop), counter timing.
        if ed(game).extra_to_drop_first and not objs[choice[1]].card.field:
            game.push("extra_paid", p, choice[1])        # masters 12-2-2-2: to the Drop once paid
        else:
            game.push("counter_window", "skill", p)
            game.push("resolve_extra", p, choice[1])
            game.push("counter_window", "skill", p)
            game.push("extra_skill_cost", p, choice[1])
        c = objs[choice[1]].card
        if len(choice) > 2:
            game.push("summoner_pay", p)
        else:
            pay_card(game, p, c)
        i = extra_skill(c, "activate_battle" if game.vars["battle"] else "activate_main")
        push_tax(game, p, c, choice[2:], skill_more(c.skill[i] if i is not None else None))   # 20-14-1: B first
    elif k == "skill":
        activate(game, p, choice[1], choice[2])
    elif k == "unison":
        play_unison(game, p, choice[1])
    elif k == "unison_stack":
        stack_unison(game, p, choice[1])
    elif k in ALT:
        alt_perform(game, p, choice)
    elif k in KEYWORD_PLAYS:
        kw_perform(game, p, choice)
    elif k == "awaken":
        game.push("counter_window", "skill", p)
        game.push("do_awaken", p, choice[1])
        game.push("counter_window", "skill", p)
    elif k == "attack":
        declare_attack(game, p, choice[1], choice[2])
    elif k == "combo":
        combo(game, p, choice[1])
    elif k in MASTERS_ACTIONS:
        masters_perform(game, p, choice)


@step
def finish_play(game: Game, p: int, oid: int) -> None:
    """The card enters Active unless an effect says Rest (dbscg 3-6-4, 6-3-1-2-1-3); a play
    negated in the counter timing does not happen (4-7-3-6) and the card goes to the Drop (RULINGS.md)."""
    v = game.vars
    rest = v["play_rest"]
    negated = v.get("play_negated", 0)
    v.update(play_rest=0, declared=0, play_negated=0)
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    if negated:
        relocate(game, oid, "drop")
        return
    enter_battle(game, p, oid, bool(rest))


@step
def extra_paid(game: Game, p: int, oid: int) -> None:
    """masters 12-2-2-2: once its cost is paid the Extra is placed in the Drop; then the counter
    timing (12-2-2-5), the effect (12-2-2-6) and another counter timing (12-2-2-7)."""
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    new = relocate(game, oid, "drop")
    game.push("counter_window", "skill", p)
    game.push("resolve_extra", p, new)
    game.push("counter_window", "skill", p)
    extra_skill_cost(game, p, new)                       # 12-2-2-3: then the skill's cost


@step
def extra_skill_cost(game: Game, p: int, oid: int) -> None:
    """masters 12-2-2-3: the skill cost of the Extra's skill used, paid in full; a [Limit] skill is
    counted as it is activated (22-44-3)."""
    if oid not in game.objs:
        return
    c = game.objs[oid].card
    i = extra_skill(c, "activate_battle" if game.vars["battle"] else "activate_main")
    if i is None:
        return
    s = c.skill[i]
    if s.limit:
        limit_use(game, p, c.code, i)
    if s.cost or s.pips:
        start_payment(game, p, s.cost, s.pips)


@step
def resolve_extra(game: Game, p: int, oid: int) -> None:
    """dbscg 8-5-2-5-1: the Extra goes to the Drop and its effect is done; a [Field] goes to the
    Battle Area in Active Mode instead and sends your other Fields to the Drop (10-3, 3-6-6).
    A condition before the colon was read when the Extra was declared (`extra_options`) and is not
    read again: the skill cost is paid (dbscg 8-5-2-2, masters 12-2-2-3) and the effect is done
    (dbscg 8-5-2-5-1, masters 12-2-2-6). A condition of one effect ("If your Leader Card is a
    <<Shenron>> card, draw 1 card") is read as that effect is done (`skills.do`; dbscg 8-3-3,
    masters 9-1-3): not met, the card is still in the Drop and the effect is not done (RULINGS D140)."""
    if oid not in game.objs or game.objs[oid].zone not in (f"hand{p}", f"drop{p}"):
        return
    c = game.objs[oid].card
    if c.field:
        for x in list(game.zones[f"battle{p}"]):
            if game.objs[x].card.field:
                relocate(game, x, "drop")
        new = move_one(game, oid, "battle")
        add_triggers(game, new, "played")
        return
    new = relocate(game, oid, "drop") if game.objs[oid].zone == f"hand{p}" else oid
    i = extra_skill(c, "activate_battle" if game.vars["battle"] else "activate_main")
    run_do(game, p, new, c.code, i, False)
