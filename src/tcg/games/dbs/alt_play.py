"""Playing a Battle card another way: [Evolve]/[EX-Evolve]/[Xeno-Evolve] (dbscg 10-5),
[Union-Fusion]/[Union-Potara] (10-13), [Over Realm]/[Dark Over Realm] (10-15, 10-25), [Arrival]
(10-32), and [Aegis] (10-33). Each is an [Activate] skill: pay, a counter timing for the play
(Counter: Play), then the card enters the Battle Area."""

from __future__ import annotations

from ...engine.state import Game
from .actions import AEGIS, add_triggers, enter_battle, relocate
from .base import REG
from .colour_cost import payable
from .energy import can_pay, start_payment
from .moves import move, move_one, retarget, unders
from .reading import ed, keywords

step, handler = REG.step, REG.handler


def _names(card) -> tuple[str, ...]:
    return tuple(x.strip() for x in card.character.split("/")) if card.character else ()


def unique_ok(game: Game, p: int, card) -> bool:
    """[Unique] (dbscg 10-42): no second card of that name enters its owner's Battle Area."""
    for oid in game.zones[f"battle{p}"]:
        o = game.objs[oid]
        if o.card.name == card.name and ("unique" in keywords(game, oid) or "unique" in card.keywords
                                         or any(s.only_one for s in card.skill)):
            return False
    return True


def evolve_bases(game: Game, p: int, card) -> list[int]:
    """The Battle Cards an [Evolve] card may go on top of: those of the named character (10-5-1)."""
    character = card.evolve.character
    return [oid for oid in game.zones[f"battle{p}"] if character in _names(game.objs[oid].card)]


def potara_parts(game: Game, p: int, card) -> list[int] | None:
    """One Battle card of each named character in your Battle Area (dbscg 10-13-4-1)."""
    u = card.union
    got: list[int] = []
    for name in u.characters:
        x = next((oid for oid in game.zones[f"battle{p}"] if oid not in got
                  and name in _names(game.objs[oid].card) and (not u.color or u.color in game.objs[oid].card.color)),
                 None)
        if x is None:
            return None
        got.append(x)
    return got


def fusion_parts(game: Game, p: int, card) -> list[int] | None:
    """Every named Battle card in hand, all with the same power (dbscg 10-13-3-1)."""
    u = card.union
    hand = [oid for oid in game.zones[f"hand{p}"] if game.objs[oid].card.type == "Battle"]
    for first in hand:
        pw = game.objs[first].card.power
        got: list[int] = []
        for name in u.characters:
            x = next((oid for oid in hand if oid not in got and game.objs[oid].card.power == pw
                      and name in _names(game.objs[oid].card)
                      and (not u.color or u.color in game.objs[oid].card.color)), None)
            if x is None:
                break
            got.append(x)
        else:
            return got
    return None


def realm_ok(game: Game, p: int, card) -> bool:
    """Over Realm X: X or more cards in your Drop; Dark Over Realm X: X or more black cards;
    the two together once a turn (dbscg 10-15-5, 10-25-4)."""
    r = card.over_realm
    turn, uses = game.pvars[p].get("realm_uses", (-1, 0))
    # [Vortex] (printed [Wormhole], 10-26-1): up to 2 times in total a turn
    most = 2 if any("vortex" in keywords(game, x) for z in ("leader", "battle", "unison")
                    for x in game.zones[f"{z}{p}"]) else 1
    if turn == game.vars["turn"] and uses >= most:
        return False
    drop = game.zones[f"drop{p}"]
    n = sum(1 for x in drop if "black" in game.objs[x].card.color) if r.dark else len(drop)
    return n >= r.x


def main_options(game: Game, p: int) -> list:
    out = []
    for oid in game.zones[f"hand{p}"]:
        c = game.objs[oid].card
        if c.type != "Battle" or not unique_ok(game, p, c):
            continue
        if c.evolve and can_pay(game, p, c.evolve.cost, c.evolve.pips):
            out += [("evolve", oid, b) for b in evolve_bases(game, p, c)]
        if c.union and can_pay(game, p, c.union.cost, c.union.pips):
            parts = potara_parts(game, p, c) if c.union.kind == "potara" else fusion_parts(game, p, c)
            if parts:
                out.append((c.union.kind, oid))
        if c.over_realm and realm_ok(game, p, c) and can_pay(game, p, c.over_realm.cost, c.over_realm.pips):
            out.append(("over_realm", oid))
    return out


def arrival_options(game: Game, p: int) -> list:
    """[Arrival X/Y] (dbscg 10-32): from hand during a battle, when the original colours of the
    cards in your Combo Area include every indicated colour (RULINGS.md)."""
    out = []
    combo_colors = {c for x in game.zones[f"combo{p}"] for c in game.objs[x].card.color}
    for oid in game.zones[f"hand{p}"]:
        c = game.objs[oid].card
        if c.arrival and set(c.arrival.colors) <= combo_colors and unique_ok(game, p, c) \
                and can_pay(game, p, c.arrival.cost, c.arrival.pips):
            out.append(("arrival", oid))
    v = game.vars
    if v["tp"] != p and v["battle"]:            # Aegis: the Defense step of the opponent's turn (10-33)
        for oid in game.zones[f"battle{p}"]:
            c = game.objs[oid].card
            if c.aegis and (oid, AEGIS) not in v["opt"] and payable(game, p, c.aegis):
                out.append(("aegis", oid))
    return out


def perform(game: Game, p: int, choice: tuple) -> None:
    k = choice[0]
    c = game.objs[choice[1]].card
    game.vars["declared"] = choice[1]
    if k == "aegis":
        aegis(game, p, choice[1])
        return
    game.push("finish_alt", p, k, choice[1], choice[2] if len(choice) > 2 else 0)
    game.push("counter_window", "play", p)
    cost = {"evolve": c.evolve, "fusion": c.union, "potara": c.union, "over_realm": c.over_realm,
            "arrival": c.arrival}[k]
    if k == "fusion":
        game.push("fusion_materials", p, choice[1])
        from .events import union_fusion

        union_fusion(game, p)                    # "When you activate [Union-Fusion]" (events.py)
    if k == "over_realm":
        turn, uses = game.pvars[p].get("realm_uses", (-1, 0))
        game.pvars[p]["realm_uses"] = (game.vars["turn"], uses + 1 if turn == game.vars["turn"] else 1)
        game.push("realm_warp_drop", p)
    start_payment(game, p, cost.cost, cost.pips)


@step
def fusion_materials(game: Game, p: int, oid: int) -> None:
    """On activation the named cards go from hand to the Drop one by one (10-13-3-2)."""
    for x in fusion_parts(game, p, game.objs[oid].card) or ():
        relocate(game, x, "drop")


@step
def realm_warp_drop(game: Game, p: int) -> None:
    """Over Realm: the whole Drop goes to the Warp (10-15-3)."""
    for x in list(game.zones[f"drop{p}"]):
        move_one(game, x, "warp")


def _stack(game: Game, new: int, bases: list[int]) -> None:
    """Put `new` on top of `bases` (dbscg 9-4, 11-3-3): it takes the orientation and the power
    effects of the card below (9-4-2; 10-5-4 read as 9-4-2, RULINGS.md), and its battle role (7-1-4)."""
    v = game.vars
    p = game.objs[new].controller
    for b in bases:
        if game.objs[b].tapped:
            game.w(new).tapped = True
        retarget(game, b, new, power_only=True)
        for role in ("attacker", "defender"):
            if v[role] == b:
                v[role] = new
        for u in unders(game, b):
            game.w(u).counters = {"top": new}
        u = move(game, b, "under", controller=p)
        game.objs[u].counters = {"top": new}


@step
def finish_alt(game: Game, p: int, k: str, oid: int, base: int) -> None:
    v = game.vars
    v["declared"] = 0
    if oid not in game.objs or game.objs[oid].zone != f"hand{p}":
        return
    c = game.objs[oid].card
    if k == "evolve":
        if base not in game.objs or game.objs[base].zone != f"battle{p}":
            _failed(game, oid)                                   # masters 22-5-5-1, 22-5-6-1
            return
        if c.evolve.kind == "xeno":
            relocate(game, base, "warp")                         # 10-5-5: Active, the old card to Warp
            new = enter_battle(game, p, oid, False)
        else:
            new = move_one(game, oid, "battle")
            _stack(game, new, [base])
            add_triggers(game, new, "played")
        add_triggers(game, new, "evolved")
    elif k == "potara":
        parts = potara_parts(game, p, c)
        if not parts:
            _failed(game, oid)                                   # masters 22-13-5-4-2
            return
        new = move_one(game, oid, "battle")
        _stack(game, new, parts)
        game.w(new).tapped = False                               # 10-13-4-4: in Active Mode
        add_triggers(game, new, "played")
        add_triggers(game, new, "union_played")
    elif k == "fusion":
        new = enter_battle(game, p, oid, False)
        add_triggers(game, new, "union_played")
    elif k == "over_realm":
        new = enter_battle(game, p, oid, False)
        add_triggers(game, new, "over_realm_played")
        if not c.over_realm.dark:                                # 10-15-4 (Dark: RULINGS.md)
            v["realm_warp"] = v["realm_warp"] + (new,)
    else:
        enter_battle(game, p, oid, False)


def _failed(game: Game, oid: int) -> None:
    """Masters 22-5-7, 22-13-5-4-2: a card whose [Evolve]/[Union] play fails, still in its zone,
    goes to its owner's Drop (an [Ultimate] one is removed instead, 22-14-4). The first edition
    says nothing: the card stays in the hand."""
    if ed(game).failed_play_to_drop:
        o = game.objs[oid]
        move_one(game, oid, "removed" if "ultimate" in o.card.keywords else "drop")


def aegis(game: Game, p: int, oid: int) -> None:
    """[Aegis X/Y] (10-33, masters 22-30-3): place the cards matching the colours from hand in the Drop
    (chosen by the player, colour_cost.py), then choose up to 2 energy and switch them Active."""
    v = game.vars
    v["opt"] = v["opt"] + ((oid, AEGIS),)                          # [Once per turn] as printed
    v["declared"] = 0
    game.push("aegis_activated", p, oid)
    game.push("colour_cost", p, game.objs[oid].card.aegis, 0)


@step
def aegis_activated(game: Game, p: int, oid: int) -> None:
    """Its cost paid, [Aegis] is activated: "when you activate [Aegis]" triggers, then its effect."""
    if oid in game.objs:                     # paying the cost moves only cards of the hand
        add_triggers(game, oid, "aegis")
    game.push("counter_window", "skill", p)
    game.push("choose", p, oid, "ready_energy", 2, 99, False, "turn", 0, ("upto",))
    game.push("counter_window", "skill", p)


@step
def realm_end(game: Game) -> None:
    """dbscg 10-15-4: an Over Realm card still in the Battle Area at the end of the turn it was
    played goes to the Warp."""
    for oid in game.vars["realm_warp"]:
        if oid in game.objs and game.objs[oid].zone[:-1] == "battle":
            relocate(game, oid, "warp")
    game.vars["realm_warp"] = ()

