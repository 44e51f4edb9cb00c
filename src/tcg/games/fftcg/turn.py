"""Setup (8.2), the turn's phases (9), damage to players with EX Burst (6.5, 11.10) and the
rule processes (12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import expire
from ...engine.priority import open_round
from . import actions, control, extra_turn, warp
from .base import ATTACKED, FROZEN, NO, REG, YES, Play, other
from .chars import chars, condition_holds, field_effects, field_statics, has, on_field
from .cost_effects import light_dark_kept
from .damage import player_shielded
from .host import PERMANENT, WHILE_ON_FIELD

if TYPE_CHECKING:
    from ...engine.state import Game

KEEP, MULLIGAN = ("keep",), ("mulligan",)


# ----------------------------------------------------------------------------------- setup
@REG.step
def setup(game: Game) -> None:
    for p in (0, 1):
        game.shuffle(game.zones[f"deck{p}"])          # 8.2.1.1
    chooser = game.random_below(2)                    # 8.2.1.2
    game.ask(chooser, "go_first", (("first",), ("second",)), "on_go_first", chooser,
             prompt="you won the toss: go first or second?")


@REG.handler
def on_go_first(game: Game, choice: tuple, chooser: int) -> None:
    first = chooser if choice == ("first",) else other(chooser)
    game.vars["first"] = game.vars["tp"] = first
    game.event("first", first)
    for p in (first, other(first)):
        actions.draw(game, p, 5)                      # 8.2.1.3
    game.push("begin_turn")
    game.push("mulligan", other(first))               # 8.2.1.4: first player decides first
    game.push("mulligan", first)


@REG.step
def mulligan(game: Game, p: int) -> None:
    game.ask(p, "mulligan", (KEEP, MULLIGAN), "on_mulligan", p, prompt="keep these 5 cards or mulligan?")


@REG.handler
def on_mulligan(game: Game, choice: tuple, p: int) -> None:
    if choice == MULLIGAN:
        game.push("mulligan_bottom", p)


@REG.step
def mulligan_bottom(game: Game, p: int) -> None:
    """8.2.1.4: all the cards of the hand go to the bottom of the deck in the order the player
    chooses, one at a time, each beneath the ones already there; then 5 are drawn."""
    hand = game.zones[f"hand{p}"]
    if not hand:
        actions.draw(game, p, 5)
        game.event("mulligan", p)
        return
    game.ask(p, "mulligan_order", tuple(("bottom", o) for o in hand), "on_mulligan_bottom", p,
             prompt="put a card on the bottom of your deck")


@REG.handler
def on_mulligan_bottom(game: Game, choice: tuple, p: int) -> None:
    actions.move(game, choice[1], "deck", bottom=True)
    game.push("mulligan_bottom", p)


# ----------------------------------------------------------------------------------- turns
@REG.step
def begin_turn(game: Game) -> None:
    v = game.vars
    v["turn"] += 1
    if v["turn"] > 1:
        v["tp"] = extra_turn.next_player(game, v["tp"])     # the other player, or an extra turn
        game.cache.clear()    # what was read for the other turn player ("during your turn") is not
    game.event("turn", v["turn"], v["tp"])
    if game.effects:        # "until the beginning of your next turn" (host._until)
        game.effects[:] = expire(game.effects, f"start_of_turn_of:{v['tp']}")
        game.cache.clear()
    for step in ("end_turn", "end_phase", "main2", "attack_phase", "main1", "draw_phase", "active_phase"):
        game.push(step)


@REG.step
def active_phase(game: Game) -> None:
    """9.1: the turn player activates their dull cards; Frozen ones stay dull (15.2.4.2)."""
    game.vars["phase"] = "active"
    game.cache.clear()      # a field ability "during each X Phase" reads the phase
    tp = game.vars["tp"]
    for oid in game.zones[f"field{tp}"]:
        o = game.objs[oid]
        if o.marks & FROZEN:
            game.w(oid).marks &= ~FROZEN
        elif o.tapped and not has(game, oid, "does_not_activate"):   # "X does not activate during the Active Phase"
            game.w(oid).tapped = False


@REG.step
def draw_phase(game: Game) -> None:
    """9.2: draw 2, only 1 on the first player's first turn (9.2.1.3)."""
    game.vars["phase"] = "draw"
    game.cache.clear()
    actions.draw(game, game.vars["tp"], 1 if game.vars["turn"] == 1 else 2)


def _main(game: Game, n: int) -> None:
    v = game.vars
    v["phase"], v["step"] = f"main{n}", ""
    game.cache.clear()      # "During each Attack Phase, Galuf cannot be broken" ends here (12-056H)
    if n == 1:
        actions.fire_phase(game, "main1")   # 9.3.1.3
        warp.triggers(game, v["tp"])        # each removed card's Warp Counter (warp.py)
    open_round(game, v["tp"])                          # 9.3.1.4


@REG.step
def main1(game: Game) -> None:
    _main(game, 1)


@REG.step
def main2(game: Game) -> None:
    _main(game, 2)


@REG.step
def end_phase(game: Game) -> None:
    """9.5.1.1: end-of-turn triggers; priority, but only auto abilities resolve."""
    v = game.vars
    v["phase"], v["step"] = "end", ""
    game.cache.clear()
    actions.fire_phase(game, "end")
    game.push("cleanup")
    game.push("hand_limit")
    open_round(game, v["tp"])


@REG.step
def hand_limit(game: Game) -> None:
    """9.5.1.2: the turn player discards down to the hand limit."""
    tp = game.vars["tp"]
    hand = game.zones[f"hand{tp}"]
    if len(hand) > game.vars["hand_limit"]:
        game.ask(tp, "discard", tuple(("discard", o) for o in hand), "on_hand_limit",
                 prompt=f"discard down to {game.vars['hand_limit']} cards")


@REG.handler
def on_hand_limit(game: Game, choice: tuple) -> None:
    actions.move(game, choice[1], "break")
    game.push("hand_limit")


@REG.step
def cleanup(game: Game) -> None:
    """9.5.1.3: damage is removed and 'until end of turn' effects end, together. If that makes
    rule processes or triggers happen, priority is given and cleanup runs again (9.5.1.4)."""
    for p in (0, 1):
        for oid in game.zones[f"field{p}"]:
            if game.objs[oid].damage:
                game.w(oid).damage = 0
    if game.effects:
        game.effects[:] = [e for e in expire(expire(game.effects, "end_of_turn"), f"end_of_turn_of:{game.vars['tp']}")
                           if e.until not in (PERMANENT, WHILE_ON_FIELD) or any(t in game.objs for t in e.targets)]   # its cards are gone
        game.cache.clear()
    if game.vars.get(control.UNTIL):
        control.end_of_turn(game)
    game.vars["used"] = ()
    mark = len(game.procs)
    if check_state(game) or game.pending:
        scheduled = game.procs[mark:]       # a move waiting on a choice of replacement: first
        del game.procs[mark:]
        game.push("cleanup")
        open_round(game, game.vars["tp"])
        game.procs += scheduled


@REG.step
def end_turn(game: Game) -> None:
    for p in (0, 1):
        for oid in game.zones[f"field{p}"]:
            if game.objs[oid].marks & ATTACKED:
                game.w(oid).marks &= ~ATTACKED
    if game.vars["turn"] >= game.vars["turn_limit"]:
        game.end(None, "13.1: the game cannot progress (turn limit reached)")
        return
    game.push("begin_turn")                            # 9.5.1.5


# ---------------------------------------------------------------------- damage to players
@REG.step
def player_damage(game: Game, p: int, n: int, together: int, no_burst: int = -1) -> None:
    """6.5.2: for each point, the top card of the deck goes face up to the Damage Zone; damage
    with an empty deck loses (12.4.3). EX Bursts of one source's damage resolve after all its
    cards are placed, in order; otherwise each before the next card (6.5.2.1). The EX Bursts of
    cards of cost `no_burst` or less cannot be used ("... due to this ability cannot be used")."""
    if together and game.effects and player_shielded(game, p):
        return      # "the next damage dealt to you becomes 0"
    deck = game.zones[f"deck{p}"]
    bursts = []
    for _ in range(n if together else 1):
        if not deck:
            game.pvars[p]["damaged_empty"] = True
            game.cache.clear()
            break
        new = actions.move(game, deck[-1], "damage")
        game.pvars[p]["damaged_turn"] = game.vars["turn"]
        actions.fire(game, "point_damage", new, p)      # "When you receive a point of damage"
        game.event("damage_zone", p, game.objs[new].card.code)
        ex = game.objs[new].card.ex_ability
        # "_Damage 3_ -- {EX} ...": with fewer points of damage (this one counted) there is no EX Burst
        if ex is not None and game.objs[new].card.cost > no_burst and condition_holds(game, new, ex.if_, p):
            bursts.append(new)
    if not together and n > 1:
        game.push("player_damage", p, n - 1, 0, no_burst)
    for oid in reversed(bursts):
        game.push("ex_burst", oid)


@REG.step
def ex_burst(game: Game, oid: int) -> None:
    if oid not in game.objs:
        return
    o = game.objs[oid]
    game.ask(o.owner, "ex_burst", (YES, NO), "on_ex_burst", oid, prompt=f"use the EX Burst of {o.card.name}?")


@REG.handler
def on_ex_burst(game: Game, choice: tuple, oid: int) -> None:
    if choice == YES:
        o = game.objs[oid]
        card = o.card
        game.event("ex_burst", card.code)
        idx = card.ability.index(card.ex_ability)
        game.push("declare", Play("ex", o.owner, oid, card.code, idx, (), ()))


# ------------------------------------------------------------------------- rule processes
def check_state(game: Game) -> bool:
    """12.3: perform every applicable rule process at once; True if any did something."""
    if game.vars.get("fs_window") and game.pending:
        # 15.2.3.3: what First Strike damage triggers (a blocker destroyed by it included)
        # is not put on the stack until the other damage has been dealt.
        game.vars["held"] = game.vars.get("held", ()) + tuple(game.pending)
        game.pending.clear()
    if "checked" in game.cache:
        return False  # nothing has changed since the last check found nothing to do
    v = game.vars
    losers = []
    for p in (0, 1):
        pv = game.pvars[p]
        if len(game.zones[_DAMAGE[p]]) >= v["damage_limit"]:
            losers.append((p, "12.4.1: damage limit reached"))
        elif pv.get("drew_empty"):
            losers.append((p, "12.4.2: drew from an empty deck"))
        elif pv.get("damaged_empty"):
            losers.append((p, "12.4.3: took damage with an empty deck"))
    if losers:
        if len(losers) == 2:
            game.end(None, "3.3: both players lose at once")
        else:
            game.end(other(losers[0][0]), losers[0][1])
        return True
    objs = game.objs
    forwards, limits, self_breaks, quick = _field_facts(game)
    if quick is not None:
        # no Forward without power, no Field over its limits, no ability breaking its card:
        # only damage can break a Forward (12.4.5)
        for oid, pw in quick:
            if objs[oid].damage >= pw:
                break
        else:
            game.cache["checked"] = True
            return False
    gone: list[int] = []
    for p in (0, 1):
        for oid, pw, unbreakable in forwards[p]:
            if pw <= 0:
                gone.append(oid)                       # 12.4.4 (not 'broken', 15.1.1.3.2)
            elif objs[oid].damage >= pw and not unbreakable:
                gone.append(oid)                       # 12.4.5 ("destroyed": not if it cannot be broken)
        gone += limits[p]
    for src, a in self_breaks:                         # "If C, put X into the Break Zone" (RULINGS.md)
        if condition_holds(game, src, a.if_):
            gone.append(src)
    if not gone:
        game.cache["checked"] = True
        return False
    actions.move_cards(game, list(dict.fromkeys(gone)), "break")
    return True


_DAMAGE = ("damage0", "damage1")


def _field_facts(game: Game) -> tuple[tuple[list, list], tuple, list, tuple | None]:
    """What the rule processes read of the Fields but the damage: each Field's Forwards with
    their power, the Characters over its limits, the abilities that break their own card, and
    (object, power) of the Forwards only damage could break when nothing else can break any
    (else None). Kept in Game.memo with the objects on the Field and the resolved effects: the
    limits and those abilities read only printed facts, and the power too when every field
    ability is `_fixed` and none makes a Forward (chars.field_effects then depends on nothing
    else), so a check after a write that changed neither (a payment, a draw, a dull) reads
    only the damage."""
    on = on_field(game)
    effects = tuple(game.effects)
    m = game.memo.get("field_facts")
    if m is not None and m[0] == on and m[1] == effects:
        if m[2]:
            return m[3]
        return _kept_forwards(game, on, effects), m[3][1], m[3][2], None
    st = field_statics(game)
    forwards = _kept_forwards(game, on, effects)
    limits = (_limits(game, 0, on[0]), _limits(game, 1, on[1]))
    stable = st.fixed and not st.makes_forwards
    quick = None
    if stable and not (limits[0] or limits[1] or st.self_breaks) \
            and all(pw > 0 for side in forwards for _, pw, _ in side):
        quick = tuple((oid, pw) for side in forwards for oid, pw, unbreakable in side if not unbreakable)
    facts = (forwards, limits, st.self_breaks, quick)
    game.memo["field_facts"] = (on, effects, stable, facts)
    return facts


def _limits(game: Game, p: int, field: tuple[int, ...]) -> list[int]:
    """_over_limits of one Field, kept with its objects (most changes of the Fields are on one side)."""
    m = game.memo.get(("field_limits", p))
    if m is None or m[0] != field:
        m = game.memo[("field_limits", p)] = (field, _over_limits(game, field))
    return m[1]


def _kept_forwards(game: Game, on: tuple, effects: tuple) -> tuple[list, list]:
    """_forwards, kept with what the field abilities give (the same dict while field_effects
    reuses it), the objects on the Field and the resolved effects."""
    given = field_effects(game)
    m = game.memo.get("forwards")
    if m is None or m[0] is not given or m[1] != on or m[2] != effects:
        m = game.memo["forwards"] = (given, on, effects, _forwards(game, on, given))
    return m[3]


def _forwards(game: Game, on: tuple, given: dict) -> tuple[list, list]:
    """Each Field's Forwards: (object, power, cannot be broken)."""
    objs = game.objs
    out: tuple[list, list] = ([], [])
    for p in (0, 1):
        for oid in on[p]:
            # what chars() gives, without its frame, for a card no effect touches
            c = chars(game, oid) if game.effects or oid in given else objs[oid].card.printed
            if c.forward:
                out[p].append((oid, c.power, "cannot_be_broken" in c.flags))
    return out


def _over_limits(game: Game, field: tuple[int, ...]) -> list[int]:
    """The Characters of one Field that break its limits: printed facts only, so they are kept
    with the objects on the Field (check_state)."""
    objs = game.objs
    names: dict[str, list[int]] = {}
    lightdark = []
    for oid in field:
        card = objs[oid].card
        if not card.generic:
            for name in card.names:            # "also Card Name X in all situations"
                names.setdefault(name, []).append(oid)
        if card.light_dark:
            lightdark.append(oid)
    gone = []
    for ids in names.values():
        if len(ids) > 1:
            gone.extend(ids)                       # 12.4.6: all of them
    if len(lightdark) > 1 and not light_dark_kept(objs, lightdark):    # "You can play 2 or more Light Characters"
        gone.extend(lightdark)                     # 12.4.7
    return list(dict.fromkeys(gone))


__all__ = ["check_state"]
