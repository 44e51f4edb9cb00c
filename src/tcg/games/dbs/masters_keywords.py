"""Keyword skills of the Masters rules that the first edition does not have (dbs-masters 22-40..
22-41): [Servant] and [Overlord]; and the [Activate: Main] skills of cards that stay where they
are when used, such as Z-Extras (17-1-6). A card lists them in `masters` (cards.MSkill).

Keywords both editions share (Aegis, Arrival, Burst, Revive...) are ordinary skills (cards.Skill,
skills.py). Steps are pushed by name, so nothing here imports the battle or main-phase modules.
"""

from __future__ import annotations

from ...engine.state import Game
from .actions import draw
from .after_actions import after
from .base import REG, Trigger
from .battle import can_combo_now, combo_by_skill
from .energy import can_pay, start_payment
from .events import energy_readied, power_effect
from .moves import move_one
from .op_tables import MK_EFFECTS, mk_effect
from .picks import encode, fits
from .results import NO_FRAME, report
from .timing import until_of

step, handler = REG.step, REG.handler
MASTERS_BASE = -10          # Trigger.index of masters[i] is MASTERS_BASE - i


def has(o, kind: str) -> bool:
    return any(s.kind == kind for s in o.card.masters)


def _key(game: Game, oid: int, i: int) -> tuple:
    return (game.vars["turn"], oid, i)


def used(game: Game, p: int, oid: int, i: int) -> bool:
    """[Once per turn] is per card and skill (22-11-3); keys of past turns are dropped on use."""
    return _key(game, oid, i) in game.pvars[p].get("mk_used", ())


def mark_used(game: Game, p: int, oid: int, i: int) -> None:
    turn = game.vars["turn"]
    game.pvars[p]["mk_used"] = tuple(k for k in game.pvars[p].get("mk_used", ()) if k[0] == turn) \
        + (_key(game, oid, i),)


def main_options(game: Game, p: int) -> list:
    """[Overlord] (22-41-2: [Activate: Main], cost: one of your [Servant] Battle Cards to the
    bottom of its owner's deck) and the [Activate: Main] skills in `masters` of your cards in
    the Battle Area (Z-Extras activate without moving, 17-1-6)."""
    out = []
    objs = game.objs
    servants = [x for x in game.zones[f"battle{p}"] if has(objs[x], "servant")] if game.zones[f"battle{p}"] else []
    for oid in game.zones[f"battle{p}"]:
        o = objs[oid]
        if not o.card.masters:
            continue
        for i, s in enumerate(o.card.masters):
            if s.once_per_turn and used(game, p, oid, i):
                continue
            if s.kind == "overlord" and servants:
                out += [("overlord", oid, i, x) for x in servants]
            elif s.kind == "activate_main" and can_pay(game, p, s.cost, s.pips):
                out.append(("mk_activate", oid, i))
    return out


def perform(game: Game, p: int, choice: tuple) -> None:
    """9-4: pay the cost, the skill activates, counter timing, resolve, counter timing."""
    k, oid, i = choice[0], choice[1], choice[2]
    code = game.objs[oid].card.code
    s = game.objs[oid].card.masters[i]
    if s.once_per_turn:
        mark_used(game, p, oid, i)
    if k == "overlord":
        servant = choice[3]
        # 22-41-2: the cost, then the effect: the activator draws 1.
        move_one(game, servant, "deck", 0)
    game.push("counter_window", "skill", p)
    game.push("mk_do", p, oid, code, i, 0)
    game.push("counter_window", "skill", p)
    if s.cost or s.pips:
        start_payment(game, p, s.cost, s.pips)


@step
def mk_do(game: Game, p: int, src: int, code: str, i: int, k: int) -> None:
    """The effects of a `masters` skill in printed order (0-2-3)."""
    s = game.rules.cards[code].masters[i]
    if s.kind == "overlord" and k == 0:
        draw(game, p, 1)
        return
    if s.kind == "z_stack":
        if k == 0:
            game.push("z_stack", p, src, s.x, s.character, encode(s.pick))      # 22-47-4 (zcards.py)
        return
    if k >= len(s.do):
        return
    game.push("mk_do", p, src, code, i, k + 1)
    d = s.do[k]
    here = src in game.objs and game.objs[src].zone[:-1] in ("battle", "leader")
    MK_EFFECTS[d.op](game, p, src, d, here)




@mk_effect("draw", ("n",))
def _mk_draw(game: Game, p: int, src: int, d, here: bool) -> None:
    draw(game, p, d.n)


@mk_effect("power", ("n", "who", "until"))
def _mk_power(game: Game, p: int, src: int, d, here: bool) -> None:
    # 'Your Leader gets +N power' (target: the Leader) or 'this card' (20-1-1).
    from .reading import leader

    tgt = leader(game, p) if d.who == "own_leader" else (src if here else 0)
    if tgt:
        power_effect(game, p, src, (tgt,), d.n, until_of(game, d.until, p))


@mk_effect("search", ("n", "color", "characters", "unison_cost", "pick", "bottom_rest"))
def _mk_search(game: Game, p: int, src: int, d, here: bool) -> None:
    game.push("search", p, d.n, d.color, d.characters, d.unison_cost, encode(d.pick), d.bottom_rest)


@mk_effect("ready_energy", ("n",))
def _mk_ready_energy(game: Game, p: int, src: int, d, here: bool) -> None:
    rested = [x for x in game.zones[f"energy{p}"] if game.objs[x].tapped]
    for x in rested[:d.n]:
        game.w(x).tapped = False
        energy_readied(game, p, src)


@after("masters_played")
def on_played(game: Game, new: int) -> None:
    """'When this card is played' [Auto]s listed in `masters` become pending (9-6-9-3); so does
    [Z-Stack] when its card is placed in a Battle, Unison or Leader Area (22-47-3)."""
    o = game.objs[new]
    for i, s in enumerate(o.card.masters):
        if (s.kind == "auto" and s.when == "played") or s.kind == "z_stack":
            game.pending.append(Trigger(o.controller, new, o.card.code, MASTERS_BASE - i, False))


def resolve(game: Game, t: Trigger) -> None:
    """A pending `masters` [Auto] resolves even if its card moved (9-6-11)."""
    game.push("mk_do", t.controller, t.source, t.code, MASTERS_BASE - t.index, 0)


@step
def search(game: Game, p: int, n: int, color: str, characters: tuple, unison_cost: int, pick: tuple = (),
           bottom: bool = False, names: tuple = (), to: str = "hand", negate: bool = False,
           frame: int = NO_FRAME) -> None:
    """'Look at up to N cards from the top of your deck, add up to 1 <colour> <character> card
    (or 1 <pick> card) (or 1 <colour> Unison Card with a specified cost of C) (or 1 {name}) among
    them to your hand, then shuffle your deck' (BT11-021, BT18-031, BT21-101), or '... and place the
    remaining cards at the bottom of your deck in any order' (`bottom`, BT18-001); `to` = combo: "use
    up to 1 <pick> in a combo with its skills negated for the turn" instead of adding it (BT21-101's
    back, battle.combo_by_skill). The cards are looked at where they are (20-12-1)."""
    deck = game.zones[f"deck{p}"]
    seen = deck[-n:] if n else []
    opts = tuple(("add", x) for x in reversed(seen) if found(game, x, color, characters, unison_cost, pick, names)
                 and (to != "combo" or can_combo_now(game, p, x)))
    if bottom:
        game.push("search_bottom", p, tuple(seen))
    else:
        game.push("shuffle_deck", p)
    if opts:
        game.ask(p, "search", opts + (("none",),), "on_search", p, to, negate, frame)


def found(game: Game, x: int, color: str, characters: tuple, unison_cost: int, pick: tuple,
          names: tuple = ()) -> bool:
    c = game.objs[x].card
    if names and c.name in names:
        return True                                  # "add up to 1 {name} or <pick> card"
    if color and color not in c.color:
        return False
    if unison_cost and c.type == "Unison" and c.cost == unison_cost:
        return True
    return fits(game, x, pick) if pick else c.character in characters


@handler
def on_search(game: Game, choice: tuple, p: int, to: str = "hand", negate: bool = False,
              frame: int = NO_FRAME) -> None:
    if choice[0] == "add":
        report(game, frame)
        if to == "combo":
            combo_by_skill(game, p, choice[1], negate)
        else:
            move_one(game, choice[1], "hand")


@step
def search_bottom(game: Game, p: int, seen: tuple) -> None:
    """The cards looked at that are still on the deck go to its bottom, one at a time in the order
    the player chooses (each under the ones before)."""
    left = [x for x in seen if x in game.zones[f"deck{p}"]]
    if len(left) <= 1:
        for x in left:
            move_one(game, x, "deck", 0)
        return
    game.ask(p, "target", tuple(("bottom", x) for x in left), "on_search_bottom", p, tuple(left),
             prompt="place which card at the bottom of your deck?")


@handler
def on_search_bottom(game: Game, choice: tuple, p: int, left: tuple) -> None:
    move_one(game, choice[1], "deck", 0)
    game.push("search_bottom", p, tuple(x for x in left if x != choice[1]))
