"""Skill vocabulary and resolution: pending [Auto] skills and their costs, [Activate] skills of
cards in play, the effects of a skill in printed order, targets chosen on resolution (dbscg 8-5,
8-6)."""

from __future__ import annotations

from ...engine.state import Game
from . import rejuvenate, timing
from .actions import (
    BLOCKER,
    DUAL,
    HEROIC,
    MARKER_SKILL,
    OFFERING,
    VILLAINOUS,
    draw,
    ko,
    limit_use,
    limit_used,
    lose_check,
    mark_used,
    mill,
    used,
)
from .base import DONE, NO, REG, YES, Trigger
from .battle import blocker
from .card_costs import costs_payable, push_costs, unaffected
from .cards import Skill
from .costs import changed
from .energy import can_pay, start_payment
from .keywords import resolve_alliance, resolve_heroic, resolve_revive
from .loops import offer
from .masters_keywords import MASTERS_BASE
from .masters_keywords import resolve as masters_resolve
from .moves import REVIVE, move_one
from .op_tables import BATTLE_CHOICE, EFFECTS, effect_key
from .picks import encode
from .reading import leader_fits, negated, side_skills, skill_of, valid
from .results import DID, NO_FRAME, NOTHING, report
from .targets import on_played as to_played
from .unison import add_markers, markers, remove_markers, spirit_unison
from .verbs import Ctx, choose_battle

step, handler = REG.step, REG.handler



# --------------------------------------------------------------------------- [Auto] skills
def resolve_trigger(game: Game, t: Trigger) -> None:
    """A pending auto resolves even if its card moved; what became impossible fails (8-6-7)."""
    if game.log is not None:
        src = game.objs.get(t.source)
        game.event("skill", t.controller, t.code, t.index, src.zone if src is not None else "")
    if t.index == BLOCKER:
        blocker(game, t)
        return
    if t.index == DUAL:
        game.vars["dual"] = t.source
        return
    if t.index == OFFERING:
        offering(game, t)
        return
    if t.index in (HEROIC, VILLAINOUS):
        resolve_heroic(game, t)
        return
    if t.index == REVIVE:
        resolve_revive(game, t)
        return
    if t.index <= MASTERS_BASE:                 # a Masters-only skill of the card (masters_keywords.py)
        masters_resolve(game, t)
        return
    if t.about or game.vars.get("about"):
        game.vars["about"] = t.about            # "the played card" (targets.on_played)
    s = skill_of(game, t.code, t.index, t.back)
    if s.once_per_turn:
        if used(game, t.source, t.index):
            return                              # the other pending instances vanish (10-11-4)
        mark_used(game, t.source, t.index)
    if s.limit:
        if limit_used(game, t.controller, t.code, t.index, t.back) >= s.limit:
            return                              # masters 22-44-4: resolved X times, the rest are cancelled
        limit_use(game, t.controller, t.code, t.index, t.back)
    if s.burst:
        # [Burst X] is a cost (10-30-3); an [Auto] whose cost is not paid does not resolve (8-1-5-2-1).
        if len(game.zones[f"deck{t.controller}"]) < s.burst:
            return
        game.ask(t.controller, "burst", (YES, NO), "on_burst", t.controller, t.source, t.code, t.index, t.back)
        return
    if s.ko_self:
        # "[Auto] KO this card : ..." an [Auto] with a cost: unpaid, it does not resolve (8-1-5-2-1)
        o = game.objs.get(t.source)
        if o is not None and o.zone == f"battle{t.controller}":
            game.ask(t.controller, "cost", (YES, NO), "on_ko_self", t.controller, t.source, t.code, t.index, t.back)
        return
    if s.alliance:
        resolve_alliance(game, t)
        return
    if s.discard or s.zenergy_cost or s.drop_unders or s.bounce_own:
        # masters 9-6-4: an [Auto] with a cost: pay it all or not at all; unpaid or unpayable, the
        # skill is neither activated nor resolved (9-6-4-1, 5-8-3)
        o = game.objs.get(t.source)
        if o is not None and costs_payable(game, t.controller, o, s):
            game.ask(t.controller, "cost", (YES, NO), "on_auto_cost", t.controller, t.source, t.code, t.index, t.back)
        return
    if s.optional:
        # a player who must stop an infinite loop may only decline (masters 23-1-1-2/3, loops.py)
        game.ask(t.controller, "optional", offer(game, t.controller, (YES, NO), NO), "on_optional", t.controller,
                 t.source, t.code, t.index, t.back)
        return
    auto_do(game, t.controller, t.source, t.code, t.index, t.back)


@handler
def on_ko_self(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool) -> None:
    if choice == YES and ko(game, src):
        auto_do(game, p, src, code, index, back)


@handler
def on_auto_cost(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool) -> None:
    if choice == YES:
        auto_do(game, p, src, code, index, back)           # 9-6-4-2: paid, it activates and resolves
        push_costs(game, p, src, skill_of(game, code, index, back))


@handler
def on_burst(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool) -> None:
    if choice == YES:
        mill(game, p, skill_of(game, code, index, back).burst)
        auto_do(game, p, src, code, index, back)


@handler
def on_optional(game: Game, choice: tuple, p: int, src: int, code: str, index: int, back: bool) -> None:
    if choice == YES:
        auto_do(game, p, src, code, index, back)


def offering(game: Game, t: Trigger) -> None:
    """[Offering] (dbscg 10-36): the opponent may put 1 of their life cards in their Drop; if
    they do not, the card's owner draws 2."""
    q = 1 - t.controller
    if game.zones[f"life{q}"]:
        game.ask(q, "offering", (("give_life",), NO), "on_offering", t.controller)
    else:
        draw(game, t.controller, 2)


@handler
def on_offering(game: Game, choice: tuple, p: int) -> None:
    q = 1 - p
    if choice == NO:
        draw(game, p, 2)
    else:
        move_one(game, game.zones[f"life{q}"][-1], "drop")
        lose_check(game)


# ------------------------------------------------------------------------ [Activate] skills
def activate_options(game: Game, p: int, kind: str) -> list:
    """[Activate: Main]/[Activate: Battle] skills of your Leader, Battle cards and Unison
    (dbscg 6-3-1-2-3, 7-2-1-2-3, 7-3-1-2-3), or of a card in hand that says so (8-5-8), whose
    costs can be paid (8-4-2-2) and whose once-per-turn use is left (10-11)."""
    out = []
    objs = game.objs
    zones = ("leader", "battle", "unison") if kind == "activate_main" or game.vars["tp"] == p \
        else ("leader", "battle")                   # the defender has no Unison skills (7-3-1-2-3)
    for z in zones + ("hand",):
        for oid in game.zones[f"{z}{p}"]:
            o = objs[oid]
            kinds = o.card.kinds
            if kind not in kinds and (z != "leader" or "wish" not in kinds):
                continue                                # no such skill on either side (a hot path)
            skills = side_skills(o)
            if not skills or o.card.type == "Extra" and z == "hand" or negated(game, o):
                continue
            for i, s in enumerate(skills):
                if (s.kind != kind and not (s.wish and z == "leader")) or s.from_hand != (z == "hand") \
                        or not valid(game, o, s):      # [Wish]: Main and Battle (masters 22-25-1, RULINGS D108)
                    continue
                if s.once_per_turn and used(game, oid, i):
                    continue
                if skill_cost_ok(game, p, o, s):
                    out.append(("skill", oid, i))
    return out


def skill_energy(game: Game, p: int, o, s: Skill) -> tuple[tuple[int, dict], tuple[int, dict]]:
    """A skill's energy cost after cost changes (masters 20-21): the printed part (or the reduced
    one, 5-8-3-1) and the part other effects add, paid after the printed costs (1-6-4, dbscg 8-4-2-1-1)."""
    total, pips = changed(game, p, "skill", s.cost, s.pips, o.card.traits)
    if total <= s.cost and all(pips.get(c, 0) <= n for c, n in s.pips.items()):
        return (total, pips), (0, {})
    add = {c: n - s.pips.get(c, 0) for c, n in pips.items() if n > s.pips.get(c, 0)}
    return (s.cost, dict(s.pips)), (total - s.cost, add)


def skill_cost_ok(game: Game, p: int, o, s: Skill) -> bool:
    (total, pips), (more, mpips) = skill_energy(game, p, o, s)
    if (total or pips or more or mpips) and not can_pay(game, p, total + more, {**pips, **{
            c: pips.get(c, 0) + n for c, n in mpips.items()}}):
        return False                               # masters 5-8-3-1 / 5-8-4: the changed cost
    if s.burst and len(game.zones[f"deck{p}"]) < s.burst:
        return False
    if s.rest_self and o.tapped:
        return False                               # "Switch this card to Rest Mode": an Active card only
    if s.spirit_boost and not spirit_unison(game, p, s):
        return False                               # masters 22-43-4 / 22-43-4-1: fewer than X markers
    if s.limit and limit_used(game, p, o.card.code, side_skills(o).index(s), bool(o.marks & 1)) >= s.limit:
        return False                               # masters 22-44-3 / 22-44-5
    if not costs_payable(game, p, o, s):
        return False
    if s.sacrifice and len(game.zones[f"battle{p}"]) < s.sacrifice:
        return False
    if (s.rejuvenate or s.remove_markers) and not rejuvenate.cost_ok(game, o, s):
        return False                               # masters 22-42-3
    if s.marker is not None:
        # [UNISON -X]: cannot be paid with fewer markers; one marker skill per card per turn (8-4-2-5)
        if markers(o) + s.marker < 0 or used(game, o.id, MARKER_SKILL):
            return False
    return True


def activate(game: Game, p: int, oid: int, index: int) -> None:
    """dbscg 8-5-2: pay the costs in sentence order (8-4-2), counter timing, resolve, counter timing."""
    o = game.objs[oid]
    s = side_skills(o)[index]
    back = bool(o.marks & 1)
    if s.once_per_turn:
        mark_used(game, oid, index)
    game.push("counter_window", "skill", p)
    if s.wish:
        game.push("wish_flip", p, oid)             # masters 22-25-4: the effects, then the flip
    game.push("do_skill", p, oid, o.card.code, index, back)
    game.push("counter_window", "skill", p)
    if s.rest_self:
        game.w(oid).tapped = True                  # the cost "Switch this card to Rest Mode" (8-4-2)
    if s.limit:
        limit_use(game, p, o.card.code, index, back)   # masters 22-44-3: counted per card number
    if s.spirit_boost:
        remove_markers(game, spirit_unison(game, p, s), s.spirit_boost)   # masters 22-43-3 / 22-43-3-1
    (total, pips), (more, mpips) = skill_energy(game, p, o, s)
    if more or mpips:
        start_payment(game, p, more, mpips)        # added costs after the printed ones (masters 1-6-4)
    push_costs(game, p, oid, s)
    if s.sacrifice:
        game.push("sacrifice_cost", p, s.sacrifice)
    if s.burst:
        game.push("burst_cost", p, s.burst)
    if s.rejuvenate or s.remove_markers:
        rejuvenate.pay_costs(game, p, oid, s)      # masters 22-42-3: the card under, then the markers
    if s.marker is not None:
        mark_used(game, oid, MARKER_SKILL)
        if s.marker < 0:
            remove_markers(game, oid, -s.marker)   # interrupt rule processing: reset or Drop (dbscg 9-6-1)
        else:
            add_markers(game, oid, s.marker)
    if total or pips:
        start_payment(game, p, total, pips)


@step
def burst_cost(game: Game, p: int, n: int) -> None:
    mill(game, p, n)


@step
def sacrifice_cost(game: Game, p: int, n: int) -> None:
    """'Choose N of your Battle Cards and place them in their owner's Drop Area' (a skill cost, 8-4-2)."""
    if n > 0 and game.zones[f"battle{p}"]:
        opts = tuple(("sacrifice", x) for x in game.zones[f"battle{p}"] if not unaffected(game, x, p))   # masters 20-4-1
        if opts:
            game.ask(p, "cost", opts, "on_sacrifice", p, n)


@handler
def on_sacrifice(game: Game, choice: tuple, p: int, n: int) -> None:
    game.push("sacrifice_cost", p, n - 1)
    game.push("remove", choice[1], p, "drop")


@step
def do_skill(game: Game, p: int, src: int, code: str, index: int, back: bool) -> None:
    run_do(game, p, src, code, index, back)


# ------------------------------------------------------------------------------ effects
def auto_do(game: Game, p: int, src: int, code: str, index: int, back: bool) -> None:
    """masters 9-6-5..9-6-8: the [Auto] activates, a counter timing, its effects resolve, a
    counter timing (the opponent of its controller may answer)."""
    game.push("counter_window", "skill", p)
    run_do(game, p, src, code, index, back)
    game.push("counter_window", "skill", p)


def run_do(game: Game, p: int, src: int, code: str, index: int, back: bool) -> None:
    """Do a skill's effects in printed order (dbscg 1-3-7): one step per effect; a "Choose X"
    skill first has its options chosen (modes.py)."""
    s = skill_of(game, code, index, back)
    if s.effects is not None and not back:
        from .kernel import run_skill

        run_skill(game, p, src, code, index)     # written in the shared syntax: the kernel runs it
        return
    if s.choose:
        game.push("choose_modes", p, src, code, index, back, ())
        return
    game.push("do", p, src, code, index, back, 0)


@step
def do(game: Game, p: int, src: int, code: str, index: int, back: bool, k: int, only: int = 0, stop: int = 0,
       did: int = DID) -> None:
    """One effect; `only` = a delayed effect done at its timing, alone (timing.py); `stop` = the end
    of a chosen option's effects (modes.py); `did` = what the action before it did (results.py)."""
    s = skill_of(game, code, index, back)
    d = s.do[k]
    cond = d.if_did or d.otherwise
    frame = NO_FRAME
    if k + 1 < (stop or len(s.do)) and not only:
        # the next effect reads this one's result; an effect that depends on the action before it
        # ("If you do, ...", "Otherwise, ...") passes that action's result on ("..., then flip this card")
        game.push("do", p, src, code, index, back, k + 1, 0, stop, did if cond else NOTHING)
        if not cond:
            frame = len(game.procs) - 1
    op = d.op
    if d.if_did and not only and did != DID:
        return                        # "If you do ...": the action before it was not done (masters 20-16-1)
    if k + 1 == len(s.do) and game.vars.get("revealed"):
        game.push("hide_revealed")     # masters 20-11-2: hidden again once the skill's effects are done
    here = src in game.objs and game.objs[src].zone[:-1] in ("leader", "battle", "unison")
    if d.later and not only:
        if d.later in ("next_turn", "opp_next_turn"):
            # "during your (opponent's) next turn, ...": starts with that turn (masters 1-7-2-2-1, 7-2-2/7-2-3)
            if here and op in ("power", "gain") and d.who == "self":
                timing.whole_turn(game, p, p if d.later == "next_turn" else 1 - p, 1 if op == "power" else 0, op,
                                  d.n if op == "power" else d.keyword, src, (src,))
        else:
            # masters 1-7-2-1-1; "that card" is the card moved by this skill, in its final zone (9-12-1)
            ref = game.vars.get("moved_to", 0) if op in ("play_moved", "drop_moved") else src
            timing.register_delayed(game, p, d.later, ref, code, index, back, k)
        report(game, frame)
        return
    if d.otherwise and did != NOTHING:
        return                        # masters 20-17-1: the previous action was done (even partly)
    if (d.if_leader_trait or d.if_leader_color) and not leader_fits(game, p, d.if_leader_color, d.if_leader_trait):
        return                        # "If your Leader Card is a <<Shenron>> card, draw 1 card": read now,
        #                               not met, this effect is not done (dbscg 8-3-3, masters 9-1-3; RULINGS D140)
    until = timing.until_of(game, d.until, p)
    if d.if_opp_turn and game.vars["tp"] == p:
        return                        # "Additionally, if it's your opponent's turn, ..." (this effect only)
    if d.who in ("choose_own", "choose_any"):
        value = d.keyword if op == "gain" else d.n
        game.push("choose_pick", p, src, op, d.who, encode(d.pick), 1, value, until, (), frame)   # "up to 1" (targets.py)
        return
    if d.who == "played":
        report(game, frame, DID if to_played(game, p, src, op, d.keyword if op == "gain" else d.n, until) else NOTHING)
        return
    if d.if_attacking_battle and game.objs.get(game.vars["defender"]) is not None \
            and not game.objs[game.vars["defender"]].card.battle:
        report(game, frame, NOTHING)  # "If this card attacks a Battle Card, ...": it does not
        return
    if d.if_opp_life_ge and len(game.zones[f"life{1 - p}"]) < d.if_opp_life_ge:
        report(game, frame, NOTHING)  # "if your opponent has N or more life": they have fewer
        return
    c = Ctx(p, src, code, index, back, only, until, here, frame, k + 1 == len(s.do))
    if d.who in BATTLE_CHOICE:
        choose_battle(game, c, d)     # the cards, then the effect on them (verbs.CHOSEN)
        return
    r = EFFECTS[effect_key(d)](game, c, d)
    if r is not None:                 # None: the step it pushed reports its result (results.py)
        report(game, frame, r)



__all__ = ["DONE", "activate", "activate_options", "resolve_trigger", "run_do"]
