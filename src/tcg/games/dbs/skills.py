"""Skill vocabulary and resolution: pending [Auto] skills and their costs, [Activate] skills of
cards in play, the effects of a skill in printed order, targets chosen on resolution (dbscg 8-5,
8-6)."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from . import rejuvenate, timing, wish
from .actions import (
    BLOCKER,
    DUAL,
    HEROIC,
    MARKER_SKILL,
    OFFERING,
    REVIVE,
    VILLAINOUS,
    damage,
    draw,
    enter_battle,
    give_control,
    ko,
    limit_use,
    limit_used,
    lose_check,
    make_token,
    mark_used,
    mill,
    relocate,
    used,
)
from .awaken import flip
from .base import DONE, NO, NONE, REG, YES, Trigger
from .battle import blocker, remove_markers
from .card_costs import costs_payable, non_leader_unders, push_costs, unaffected
from .cards import Skill
from .costs import changed
from .energy import can_pay, start_payment
from .events import energy_readied, power_effect
from .keywords import resolve_alliance, resolve_heroic, resolve_revive
from .loops import offer
from .masters_keywords import MASTERS_BASE
from .masters_keywords import resolve as masters_resolve
from .picks import encode
from .reading import keywords, leader_fits, negated, power, side_skills, valid
from .results import DID, NO_FRAME, NOTHING, amount, report
from .targets import on_played as to_played
from .unison import add_markers, markers, spirit_unison

step, handler = REG.step, REG.handler



def skill_of(game: Game, code: str, index: int, back: bool) -> Skill:
    card = game.rules.cards[code]
    skills = card.back.skill if back else card.skill
    return skills[index]


# --------------------------------------------------------------------------- [Auto] skills
def resolve_trigger(game: Game, t: Trigger) -> None:
    """A pending auto resolves even if its card moved; what became impossible fails (8-6-7)."""
    if game.log is not None:
        game.event("skill", t.controller, t.code, t.index)
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
        game.move(game.zones[f"life{q}"][-1], f"drop{q}")
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
    if skill_of(game, code, index, back).choose:
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
    r = DID                           # the result of an effect done here and now, when it cannot fail
    if op == "draw":
        r = NOTHING
        if not d.if_milled_black or game.vars.get("milled_black", 0):
            hand = len(game.zones[f"hand{p}"])
            draw(game, p, d.n)
            r = amount(len(game.zones[f"hand{p}"]) - hand, d.n)
    elif op == "draw_upto":
        game.push("draw_upto", p, d.n, frame)      # masters 5-1-4, dbscg 4-9-4
    elif op == "skip":
        timing.skip_phase(game, p, d.phase)        # masters 20-13
    elif op == "activate_extra":
        mc = wish.current_energy(game, p) if d.cost_le_energy else d.max_cost
        game.push("activate_extra", p, src, mc, d.trait, d.upto, frame)   # masters 9-11-1
    elif op == "tutor":
        game.push("tutor", p, d.areas, d.to, d.n, d.has, d.trait, d.upto, (), encode(d.pick), frame)
    elif op == "remove_drop":
        r = wish.remove_drop(game, p, d.n, d.has)
    elif op == "flip":
        o = game.objs.get(src)
        r = NOTHING
        if o is not None and (not d.side or (d.side == "back") != bool(o.marks & 1)):
            flip(game, src)           # "flip this card to its back / front side": nothing if it shows it
            r = DID
    elif op == "drop_under":
        game.push("drop_under", p, src, d.n, encode(d.pick), frame)              # unders.py
    elif op == "combo_card":
        game.push("choose_combo", p, d.zone or "drop", encode(d.pick), d.negate_played, frame)   # masters 5-7-3-1
    elif op == "reveal_hand_discard":
        timing.reveal(game, tuple(game.zones[f"hand{1 - p}"]))     # masters 20-11-1
        if k + 1 == len(s.do):
            game.push("hide_revealed")                             # 20-11-2, after this last effect
        game.push("choose_revealed", p, frame)
    elif op == "play_moved":
        # "then play it": the card this effect moved, read in the zone it ended in (masters 9-12-1,
        # dbscg 8-10-1): a new card there, played from that zone
        x = src if only else game.vars.get("moved_to", 0)
        r = NOTHING
        if x in game.objs and game.objs[x].zone in (f"hand{p}", f"warp{p}", f"drop{p}"):
            enter_battle(game, p, x, False)
            r = DID
    elif op == "mill":
        drop = game.zones[f"drop{p}"]
        k = len(drop)
        mill(game, p, d.n)
        milled = game.zones[f"drop{p}"][k:]
        r = amount(len(milled), d.n)
        game.vars["milled_black"] = int(bool(milled) and all("black" in game.objs[x].card.color for x in milled))
    elif op == "opp_discard":
        game.push("opp_discard", 1 - p, frame)
    elif op == "give_control":
        r = DID if give_control(game, src, 1 - p) else NOTHING
    elif op == "negate_opp_skills":
        # "until the end of your opponent's next turn" (BT9-136)
        game.pvars[1 - p]["negated_until"] = timing.opp_next_turn(game, p)
    elif op == "alliance_power":
        r = DID if here else NOTHING
        if here:
            power_effect(game, p, src, (src,), game.vars.get("alliance", 0), until)
    elif op == "search":
        game.push("search", p, d.n, d.color, d.characters, d.unison_cost, encode(d.pick), d.bottom_rest, d.names,
                  "combo" if d.to == "combo" else "hand", d.negate_played, frame)
    elif op == "gain_name":
        # "this card gains <X> for the turn": a non-numeric effect (masters 9-9-1-2)
        r = DID if here else NOTHING
        if here:
            for nm in d.characters:
                game.effects.append(Effect(game.tick(), 0, "gain_name", nm, src, (src,), until, p))
    elif op == "life_to_hand":
        game.push("life_to_hand", p, d.n, frame)
    elif op == "hand_to_top":
        game.push("hand_to_top", p, d.n, frame)
    elif op == "remove_self":
        r = DID if here and remove_from_game(game, src) else NOTHING
    elif op == "drop_to_zenergy":
        game.push("drop_to_zenergy", p, d.n, encode(d.pick), d.upto, frame)
    elif op == "drop_moved":
        # "at end of turn, place that card in your Drop" (a delayed effect, masters 1-7-2-1-1)
        if only and src in game.objs and game.objs[src].zone == f"battle{p}":
            relocate(game, src, "drop")
    elif op == "power" and d.who == "all_opp_battle":
        # "choose all of your opponent's Battle Cards" ([Barrier] and "isn't affected" cards cannot be)
        value = d.n * per_count(game, src, d.per)
        targets = candidates(game, p, "power", 99, d.barrier, ())
        r = DID if value and targets else NOTHING
        if value and targets:
            power_effect(game, p, src, targets, value, until)
    elif op == "power" and d.if_attacking_battle and game.objs.get(game.vars["defender"]) is not None \
            and not game.objs[game.vars["defender"]].card.battle:
        r = NOTHING
    elif op == "damage" and d.if_opp_life_ge and len(game.zones[f"life{1 - p}"]) < d.if_opp_life_ge:
        r = NOTHING
    elif op == "ready" and d.who == "self":
        r = NOTHING               # 1-3-2-1: an Active card is not switched again
        if here and game.objs[src].tapped:
            game.w(src).tapped = False
            r = DID
    elif op in ("power", "gain") and d.who == "self":
        # no target: the skill's own card (8-5-3-6); nothing if it has left play (8-6-7)
        r = NOTHING
        if here and not unaffected(game, src, p):
            if op == "gain":
                game.effects.append(Effect(game.tick(), 0, op, d.keyword, src, (src,), until, p))
                r = DID
            elif d.n * per_count(game, src, d.per):      # "+N for each ...": zero times is no effect (0-2-4-2)
                power_effect(game, p, src, (src,), d.n * per_count(game, src, d.per), until)
                r = DID
    elif op == "rejuvenate":
        game.push("rejuvenate_effect", p, frame)   # masters 22-42-4
    elif op == "loot":
        game.push("loot", p, d.n, frame)
    elif op == "negate_attack":
        game.vars["negated"] = 1
    elif op == "played_rest":
        # "The Battle Card played is played in Rest Mode": a Battle Card only (dbscg 2-3-2-2-1, masters
        # 2-2-2-1); a Unison played in the same counter timing enters as it would (RULINGS D46)
        x = game.vars["declared"]
        r = NOTHING
        if x in game.objs and game.objs[x].card.type == "Battle":
            game.vars["play_rest"] = 1
            r = DID
    elif op == "negate_counter":
        # Negate the [Counter] this one answered: its effect does not resolve (dbscg 10-10-5,
        # masters 22-10-8-1).
        chain = game.vars["chain"]
        i = game.vars["resolving"] - 1
        r = DID if i >= 0 else NOTHING
        if i >= 0:
            pl, c, oid, _neg = chain[i]
            game.vars["chain"] = chain[:i] + ((pl, c, oid, 1),) + chain[i + 1:]
    elif op == "token":
        # dbscg 10-18-2/3: the token is played in its maker's controller's Battle Area
        for _ in range(d.n):
            make_token(game, p, d.token)
    elif op == "damage":
        life = len(game.zones[f"life{1 - p}"])
        damage(game, 1 - p, d.n, False)
        r = amount(life - len(game.zones[f"life{1 - p}"]), d.n)
    elif op == "play_self":
        game.push("play_from", p, src, frame)
    elif op == "play_card":
        mc = wish.current_energy(game, p) if d.cost_le_energy else d.max_cost
        game.push("choose_play", p, d.zones or d.zone, d.card_type, d.n, mc, d.max_power, d.upto,   # zplay.py
                  encode(d.pick), d.rested, d.negate_played, src, frame)   # (masters 13-2-2, 16-2-2..18-2-2)
    elif op == "ready_energy":
        game.push("choose", p, src, "ready_energy", d.n, 99, False, "turn", 0,
                  ("upto",) + (("color:" + d.color,) if d.color else ()), (), frame)   # "up to 1 of your blue energy"
    elif op == "warp_to_drop":
        game.push("choose", p, src, "warp_to_drop", d.n, 99, False, "turn", 0, ("upto", "color:" + d.color), (), frame)
    else:
        flags = (("upto",) if d.upto else ()) + (("trait:" + d.trait,) if d.trait else ()) + (
            ("kw:" + d.keyword,) if d.keyword and op == "power" else ()) + (("rested",) if d.only_rested else ())
        if d.not_trait or d.not_character or d.max_power:
            flags += (("not_trait:" + d.not_trait,) if d.not_trait else ()) + (
                ("not_char:" + d.not_character,) if d.not_character else ()) + (
                (f"max_power:{d.max_power}",) + (("original",) if d.original else ()) if d.max_power else ())
        # a power effect's `n` is its amount: the number of cards chosen is `count` (8-5-3, masters 5-2-2)
        game.push("choose", p, src, op + "_own" if d.who == "choose_own_battle" else op,
                  d.count if op == "power" else d.n, d.max_cost, d.barrier, until, d.n if op == "power" else 0, flags,
                  (), frame)
        return
    if op not in LATER:
        report(game, frame, r)


# effects whose action finishes after choices: they report their result themselves (results.py)
LATER = frozenset(("draw_upto", "activate_extra", "tutor", "drop_under", "combo_card", "reveal_hand_discard",
                   "opp_discard", "search", "life_to_hand", "hand_to_top", "drop_to_zenergy", "rejuvenate", "loot",
                   "play_self", "play_card", "ready_energy", "warp_to_drop"))


def per_count(game: Game, src: int, per: str) -> int:
    """"for each non-Leader card under this card" / "for each card placed ... by this skill" (its
    cost, `drop_unders_cost`); 1 when the skill says no "for each"."""
    if per == "under":
        return len(non_leader_unders(game, src))
    if per == "paid":
        return game.vars.get("paid_cards", 0)
    return 1


def remove_from_game(game: Game, oid: int) -> bool:
    """"Remove this card from the game" (masters 20-10): a Z-Leader goes and the card under it stays
    as the Leader (15-1-5, 15-1-5-1); a Leader that is no Z-card never leaves (3-5-3). Whether it went."""
    o = game.objs[oid]
    if o.zone[:-1] == "leader":
        if o.card.z:
            from .zcards import z_leader_leaves

            z_leader_leaves(game, o.controller)
        return o.card.z
    relocate(game, oid, "removed")
    return True


def candidates(game: Game, p: int, op: str, max_cost: int, barrier: bool, done: tuple,
               flags: tuple = ()) -> tuple[int, ...]:
    """Who may be chosen on resolution (8-5-3): the opponent's [Barrier] cards cannot be chosen
    by your skills unless the text ignores it (10-16)."""
    objs = game.objs
    if op == "ready_energy":
        col = next((f[6:] for f in flags if f.startswith("color:")), "")
        return tuple(x for x in game.zones[f"energy{p}"] if x not in done and objs[x].tapped
                     and (not col or col in objs[x].card.color))
    if op == "warp_to_drop":
        col = next((f[6:] for f in flags if f.startswith("color:")), "")
        return tuple(x for x in game.zones[f"warp{p}"] if x not in done and (not col or col in objs[x].card.color))
    if op.endswith("_own"):
        trait = next((f[6:] for f in flags if f.startswith("trait:")), "")
        return tuple(x for x in game.zones[f"battle{p}"] if x not in done and (objs[x].tapped or op != "ready_own")
                     and (not trait or trait in objs[x].card.traits) and not unaffected(game, x, p)
                     and (not flags or filters_ok(game, x, flags)))
    q = 1 - p
    out = []
    for x in game.zones[f"battle{q}"]:
        o = objs[x]
        if x in done or o.card.energy_cost > max_cost or o.card.type == "Extra":
            continue
        if unaffected(game, x, p) or (flags and not filters_ok(game, x, flags)):
            continue                  # masters 20-4-1, dbscg 4-13-1; 20-20-2/3, 20-3
        if max_cost < 99 and o.card.type == "Token":
            continue                  # masters 19-1-6-1: a token has no energy cost to read
        if not barrier and "barrier" in keywords(game, x):
            continue
        if op == "rest" and o.tapped:
            continue                  # an Active card only: resting a Rested card does nothing (1-3-2-1)
        if "rested" in flags and not o.tapped:
            continue                  # "... in Rest Mode"
        out.append(x)
    return tuple(out)


def filters_ok(game: Game, x: int, flags: tuple) -> bool:
    """"non-<character>" / "non-<<trait>>" (masters 20-20-2/3: cards without any name or trait
    included) and "with N power or less" on the current or the original power (20-3-1)."""
    c = game.objs[x].card
    for f in flags:
        if f.startswith("not_trait:") and f[10:] in c.traits:
            return False
        if f.startswith("not_char:") and f[9:] in c.character.split("/"):
            return False
        if f.startswith("max_power:"):
            pw = c.power if "original" in flags else power(game, x)
            if pw > int(f[10:]):
                return False
    return True


@step
def choose(game: Game, p: int, src: int, op: str, n: int, max_cost: int, barrier: bool, until: str,
           value: int, flags: tuple, done: tuple = (), frame: int = NO_FRAME) -> None:
    """'Choose (up to) N ...': one at a time; 'up to' allows stopping (8-5-3-2), 'N' takes as many
    as possible (8-5-3-1, 8-5-3-3). Every card is chosen first, then the effect happens to all of
    them at once (8-5-3-3: « choisissez le plus de cibles possibles et résolvez l'effet indiqué sur
    elles »; masters 5-2-5), so what one card undergoes cannot change which others may be chosen."""
    if not done:
        game.vars["moved_to"] = 0     # nothing moved yet (masters 9-12-1)
    cands = candidates(game, p, op, max_cost, barrier, done, flags) if n > 0 else ()
    if not cands:
        chosen_do(game, p, src, op, until, value, flags, done, frame)   # none (left) can be chosen (8-5-3-4)
        return
    opts = tuple((op, x) for x in cands) + ((NONE,) if "upto" in flags else ())
    game.ask(p, "target", opts, "on_choose", p, src, op, n, max_cost, barrier, until, value, flags, done, frame)


@handler
def on_choose(game: Game, choice: tuple, p: int, src: int, op: str, n: int, max_cost: int, barrier: bool,
              until: str, value: int, flags: tuple, done: tuple, frame: int = NO_FRAME) -> None:
    if choice == NONE:
        chosen_do(game, p, src, op, until, value, flags, done, frame)
        return
    game.push("choose", p, src, op, n - 1, max_cost, barrier, until, value, flags, done + (choice[1],), frame)


def chosen_do(game: Game, p: int, src: int, op: str, until: str, value: int, flags: tuple, done: tuple,
              frame: int) -> None:
    """The effect on every chosen card at once; its result goes to `frame` (results.py)."""
    if not done:
        return
    base = op[:-4] if op.endswith("_own") else op
    if base in ("ko", "warp", "bottom", "bounce", "top"):
        # Battle Cards leaving by a skill: [Indestructible], replacements (removal.remove); the first
        # chosen first (each a step, pushed in reverse)
        where = {"ko": "ko", "warp": "warp", "bottom": "deck", "bounce": "hand", "top": "top"}[base]
        for x in reversed(done):
            game.push("remove", x, p, where, (), frame)
        return
    if op in ("power", "power_own"):
        power_effect(game, p, src, done, value, until)
        for f in flags:
            if f.startswith("kw:"):            # "... gets +N power and [K]" on the chosen cards
                game.effects.append(Effect(game.tick(), 0, "gain", f[3:], src, done, until, p))
        report(game, frame)
        return
    for x in done:
        if op == "warp_to_drop":
            relocate(game, x, "drop")
        elif op == "rest":
            game.w(x).tapped = True
        elif op == "ready_own":
            game.w(x).tapped = False
        elif op == "ready_energy":
            game.w(x).tapped = False
            energy_readied(game, p, src)      # "... switched to Active Mode by one of your <colour> card skills"
    report(game, frame)


@step
def play_from(game: Game, p: int, oid: int, frame: int = NO_FRAME) -> None:
    """'Play this card' from where it is (a [Counter] or an [Activate] from the hand), Active (3-6-4)."""
    if oid in game.objs and game.objs[oid].zone[:-1] in ("hand", "drop"):
        enter_battle(game, p, oid, False)
        report(game, frame)


__all__ = ["DONE", "activate", "activate_options", "resolve_trigger", "run_do"]
