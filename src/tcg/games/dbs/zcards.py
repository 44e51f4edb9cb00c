"""Z-cards, the Z-Deck and Z-Energy (dbs-masters 1-3, 1-4, 5-4, 6-1-4, 8-5-2..4, 14-17, 22-46).

A Z-card (`CardDef.z`) starts in its owner's Z-Deck (6-2-1-8), never in the main deck. Z-Energy
is made in the Battle End Step from a card of the Combo Area (8-5-2/3) and spent into the
owner's Drop (5-4-1). From the Z-Deck in the Main Phase: a Z-Battle Card is played (16-2-1), a
Z-Extra placed in the Battle Area (17-2-1); [Z-Awaken] puts a Z-Leader on top of an awakened
Leader (22-46). A Z-card leaving the Leader, Battle or Unison Area is removed from the game
(14-1-4, 21-15: the replacements of moves.py).
"""

from __future__ import annotations

from ...engine.state import Game
from .actions import add_triggers, enter_battle, relocate, unders
from .alt_play import unique_ok
from .base import AWAKENED, DONE, NONE, PASS, REG
from .costs import changed
from .energy import can_pay, card_can_pay, pay_card, start_payment
from .masters_keywords import on_played
from .moves import move_one, retarget
from .picks import card_name, fits, names
from .reading import leader
from .results import NO_FRAME, report
from .unders import put_under
from .unison import transmissible

step, handler = REG.step, REG.handler


def z_energy_count(game: Game, p: int) -> int:
    return len(game.zones[f"zenergy{p}"])


def pay_z(game: Game, p: int, n: int) -> None:
    """5-4-1: put N cards of your Z-Energy into their owners' Drops, colour ignored (5-4-1-1).
    Z-Energy is open and the payer picks any card (3-13-2), one at a time (RULINGS D116); cards
    of one number are one option, and when the choice cannot matter (all must go, or all are
    copies) the oldest go without a question. A cost of 0 needs no payment (5-4-2)."""
    if n > 0:
        game.push("z_pay", p, n)


@step
def z_pay(game: Game, p: int, n: int) -> None:
    zs = game.zones[f"zenergy{p}"]
    if n <= 0 or not zs:
        return
    codes = [game.objs[x].card.code for x in zs]
    if n >= len(zs) or len(set(codes)) == 1:
        for x in list(zs[:n]):
            move_one(game, x, "drop")
        return
    opts = tuple(("z_pay", x) for i, x in enumerate(zs) if codes[i] not in codes[:i])
    game.ask(p, "z_pay", opts, "on_z_pay", p, n, prompt=f"pay which Z-Energy? ({n} left)")


@handler
def on_z_pay(game: Game, choice: tuple, p: int, n: int) -> None:
    move_one(game, choice[1], "drop")
    if n > 1:
        game.push("z_pay", p, n - 1)


def to_z_energy(game: Game, x: int) -> int:
    """A card into its owner's Z-Energy Area, face up (3-13-3); from the Energy Area it triggers
    "When one of your energy is added to your Z-Energy" (moves.py)."""
    return move_one(game, x, "zenergy")


@step
def drop_to_zenergy(game: Game, p: int, n: int, pick: tuple, upto: bool, frame: int = NO_FRAME) -> None:
    """"Add up to N <pick> cards from your Drop to your Z-Energy": one at a time."""
    cands = tuple(("zenergy", x) for x in game.zones[f"drop{p}"] if fits(game, x, pick)) if n > 0 else ()
    if cands:
        game.ask(p, "target", cands + ((NONE,) if upto else ()), "on_drop_to_zenergy", p, n, pick, upto, frame)


@handler
def on_drop_to_zenergy(game: Game, choice: tuple, p: int, n: int, pick: tuple, upto: bool,
                       frame: int = NO_FRAME) -> None:
    if choice != NONE:
        to_z_energy(game, choice[1])
        report(game, frame)
        game.push("drop_to_zenergy", p, n - 1, pick, upto, frame)


def z_cost(game: Game, p: int, card) -> int:
    """The Z-Energy cost after cost changes (costs.py, masters 5-4-3-1)."""
    return changed(game, p, "z", card.z_cost, {}, card.traits)[0]


def main_options(game: Game, p: int) -> list:
    """7-3-4-1 / 7-3-4-3-2: Z-Battle Cards to play and Z-Extras to place from the Z-Deck, when
    the energy cost and the Z-Energy cost can both be paid (5-3-3, 5-4-3); [Z-Awaken]."""
    zdeck = game.zones[f"zdeck{p}"]
    if not zdeck:
        return []
    out = []
    zn = z_energy_count(game, p)
    for oid in zdeck:
        c = game.objs[oid].card
        if z_cost(game, p, c) > zn or c.type == "Leader":      # masters 5-4-3-1, 5-4-4: the changed cost
            continue
        if not card_can_pay(game, p, c):
            continue
        if c.type == "Battle" and unique_ok(game, p, c):          # [Unique] (22-39-3)
            out.append(("z_play", oid))
        elif c.type == "Extra":
            out.append(("z_extra", oid))
        elif c.type == "Unison" and not c.x_cost:
            out.append(("z_unison", oid))                 # 18-2-1: a Z-Unison from the Z-Deck
    return out + z_awaken_options(game, p)


def z_awaken_options(game: Game, p: int) -> list:
    """[Z-Awaken] (22-46): [Activate: Main/Battle] of a Z-Leader face down in your Z-Deck
    (22-46-5); your Leader is back side up and not a Z-card and is the named character
    (22-46-3); the Z-Energy and skill costs can be paid; once per turn in total (22-46-4)."""
    if game.pvars[p].get("z_awaken_turn") == game.vars["turn"]:
        return []
    lo = game.objs[leader(game, p)]
    if not lo.marks & AWAKENED or lo.card.z:
        return []
    out = []
    zn = z_energy_count(game, p)
    have = set(names(lo, game))              # the back side's names (10-1-3)
    life = len(game.zones[f"life{p}"])
    for oid in game.zones[f"zdeck{p}"]:
        c = game.objs[oid].card
        if c.type != "Leader" or z_cost(game, p, c) > zn:
            continue
        for s in c.masters:
            if s.kind != "z_awaken":
                continue
            # 22-46-2: "Red <A> <B> <C>": a red Leader with every name given; "{name}": that Leader
            if s.character and not set(s.character.split("/")) <= have:
                continue
            if s.name and card_name(lo) != s.name:
                continue
            if s.colors and not set(s.colors) & set(lo.card.color):
                continue
            if s.life_le and life > s.life_le:
                continue                                  # "when your life is at N or less"
            if s.energy_rested and not all(game.objs[x].tapped for x in game.zones[f"energy{p}"]):
                continue                                  # "all of your energy is in Rest Mode"
            if can_pay(game, p, s.cost, s.pips):
                out.append(("z_awaken", oid))
    return out


def perform(game: Game, p: int, choice: tuple) -> None:
    k, oid = choice[0], choice[1]
    c = game.objs[oid].card
    if k == "z_play":
        # 16-2-1: reveal, rest energy, pay Z-Energy, declare; [Counter: Play] timing; play.
        game.vars["declared"] = oid
        game.push("z_enter", p, oid)
        game.push("counter_window", "play", p)
        pay_z(game, p, z_cost(game, p, c))
        pay_card(game, p, c)
    elif k == "z_extra":
        # 17-2-1: pay both costs, declare, counter timing (4-3-2-6), then placed.
        game.push("z_enter", p, oid)
        game.push("counter_window", "skill", p)
        pay_z(game, p, z_cost(game, p, c))
        pay_card(game, p, c)
    elif k == "z_unison":
        # 18-2-1-1: reveal, rest the energy, pay the Z-Energy, declare; 18-2-1-2: [Counter: Play].
        game.vars["declared"] = oid
        game.push("z_unison_enter", p, oid)
        game.push("counter_window", "play", p)
        game.push("unison_paid")
        pay_z(game, p, z_cost(game, p, c))
        pay_card(game, p, c)
    elif k == "z_awaken":
        s = next(s for s in c.masters if s.kind == "z_awaken")
        # 22-46-3-1: the Z-Energy and the skill cost, in either order; 22-46-4: once a turn.
        game.pvars[p]["z_awaken_turn"] = game.vars["turn"]
        game.push("counter_window", "skill", p)
        game.push("z_awaken_resolve", p, oid)
        game.push("counter_window", "skill", p)
        if s.under_zenergy:
            game.push("under_zenergy", p, s.under_zenergy)   # the skill cost's second part (1-6-3)
        if s.skip_charge:
            # the cost "you skip your Charge Phase during your next turn" (20-13)
            game.pvars[p]["skip"] = game.pvars[p].get("skip", ()) + ("charge",)
        start_payment(game, p, s.cost, s.pips)
        pay_z(game, p, z_cost(game, p, c))


@step
def z_enter(game: Game, p: int, oid: int) -> None:
    """A Z-Battle Card is played Active (16-2-1-3, 3-6-3) and its 'when played' [Auto]s become
    pending; a Z-Extra is placed Active after every other Z-Extra of yours is removed from the
    game (17-2-1-3). A card no longer in the Z-Deck is not placed (16-1-5, 17-1-5)."""
    v = game.vars
    negated = v.get("play_negated", 0)
    v.update(declared=0, play_negated=0)
    o = game.objs.get(oid)
    if o is None or o.zone != f"zdeck{p}":
        return
    if negated:
        v["play_rest"] = 0
        move_one(game, oid, "removed")          # 16-1-5 / 17-1-5: not placed, so removed
        return
    if game.vars["play_rest"] and o.card.type == "Battle":
        game.vars["play_rest"] = 0
        rest = True
    else:
        rest = False
    if o.card.type == "Extra":
        for x in [x for x in game.zones[f"battle{p}"] if game.objs[x].card.z and game.objs[x].card.type == "Extra"]:
            move_one(game, x, "removed")
    if o.card.type == "Battle":
        enter_battle(game, p, oid, rest)
    else:
        new = move_one(game, oid, "battle")
        game.objs[new].tapped = False


@step
def z_unison_enter(game: Game, p: int, oid: int) -> None:
    """18-2-1-3: the other Unisons of your Unison Area go to their owners' Drops (a Z-Unison among
    them is removed instead, 18-1-4) and the Z-Unison enters with markers equal to the energy
    rested (18-2-1-3-1), Active unless stated; 18-2-1-4: its 'when played' [Auto]s pend. A play
    negated in its counter timing does not happen and the card is removed (18-1-5)."""
    v = game.vars
    rest, negated = v["play_rest"], v.get("play_negated", 0)
    v.update(declared=0, play_rest=0, play_negated=0)
    o = game.objs.get(oid)
    if o is None or o.zone != f"zdeck{p}":
        return
    if negated:
        move_one(game, oid, "removed")
        return
    most = transmissible(game, p, o.card)             # [Transmission] (22-45-3), before they go
    for old in list(game.zones[f"unison{p}"]):
        relocate(game, old, "drop")
    new = move_one(game, oid, "unison")
    game.objs[new].counters = {"markers": v.get("unison_paid", 0)}
    game.objs[new].tapped = bool(rest)
    add_triggers(game, new, "played")
    game.push("transmit", p, new, most)
    if o.card.masters:
        on_played(game, new)                          # [Z-Stack] (22-47-3)


@step
def z_awaken_resolve(game: Game, p: int, oid: int) -> None:
    """22-46-6: the Z-Leader goes on top of the chosen Leader; the pile is one card (the old
    Leader under it, 23-2-2), keeping the position and the power effects (22-46-6-1); if it
    does not reach the Leader Area it is removed (22-46-6-2)."""
    o = game.objs.get(oid)
    if o is None or o.zone != f"zdeck{p}":
        return
    old = leader(game, p)
    tapped = game.objs[old].tapped
    below = unders(game, old)
    under = move_one(game, old, "under")
    new = move_one(game, oid, "leader")
    game.w(under).counters = {"top": new}
    for u in below:
        game.w(u).counters = {"top": new}        # the whole pile is under the Z-Leader (22-46-6)
    game.objs[new].tapped = tapped
    retarget(game, old, new, power_only=True)
    for role in ("attacker", "defender"):
        if game.vars[role] == old:
            game.vars[role] = new         # the pile is one card (22-46-6): it stays in its battle
    add_triggers(game, new, "placed_leader")
    if game.objs[new].card.masters:
        on_played(game, new)                          # [Z-Stack] on a Z-Leader (22-47-3)


def z_leader_leaves(game: Game, p: int) -> None:
    """15-1-5: a Z-Leader that would leave the Leader Area: the topmost Z-Leader is removed from
    the game instead, and the cards under it stay as the Leader (15-1-5-1)."""
    top = leader(game, p)
    if not game.objs[top].card.z:
        return                                   # 3-5-3: a Leader never leaves
    below = unders(game, top)
    tapped = game.objs[top].tapped
    move_one(game, top, "removed")
    if below:
        back = move_one(game, below[-1], "leader")
        game.objs[back].marks |= AWAKENED
        game.objs[back].tapped = tapped          # 23-2-7: the cards below did not move (RULINGS)
        # 23-2-7 / 23-2-7-1: only the top card moved; the power effects on it stay on the card
        # now on top, the others are ignored
        retarget(game, top, back, power_only=True)
        for u in below[:-1]:
            game.w(u).counters = {"top": back}


@step
def z_energy(game: Game) -> None:
    """8-5-2/3: the active player, then the non-active player, may put up to 1 Battle Card from
    their own Combo Area into that card's owner's Z-Energy Area."""
    tp = game.vars["tp"]
    game.push("z_energy_ask", 1 - tp)
    game.push("z_energy_ask", tp)


@step
def z_energy_ask(game: Game, p: int) -> None:
    combo = [x for x in game.zones[f"combo{p}"] if game.objs[x].card.type == "Battle"]
    if combo:
        game.ask(p, "z_energy", tuple(("z_energy", x) for x in combo) + (PASS,), "on_z_energy", p,
                 prompt="put a card of your Combo Area into your Z-Energy?")


@handler
def on_z_energy(game: Game, choice: tuple, p: int) -> None:
    if choice != PASS:
        to_z_energy(game, choice[1])


@step
def under_zenergy(game: Game, p: int, n: int) -> None:
    """"Place up to N of your Z-Energy under your Leader" (BT19-003's [Z-Awaken] cost): one at a
    time, each at the bottom of the Leader's pile (23-2-4)."""
    zs = game.zones[f"zenergy{p}"]
    if n <= 0 or not zs:
        return
    game.ask(p, "cost", tuple(("under", x) for x in zs) + (DONE,), "on_under_zenergy", p, n,
             prompt=f"place a Z-Energy under your Leader? (up to {n})")


@handler
def on_under_zenergy(game: Game, choice: tuple, p: int, n: int) -> None:
    if choice == DONE:
        return
    u = move_one(game, choice[1], "under", 0)
    game.w(u).counters = {"top": leader(game, p)}
    game.push("under_zenergy", p, n - 1)


def check_z_deck(rules, deck, where: str) -> int:
    """6-1-4: an optional Z-Deck of up to 10 Z-cards, only in the Masters rules (the first
    edition has no Z-cards, dbs-masters 2-1-2 vs dbscg 2-3); the 4-copy limit covers it too
    (6-1-5-1, checked with the deck), and a card's own "You can only include N copy of this card in
    your Z-Deck" replaces it (6-1-5-2, 6-1-5-2-1). An error names the file, the line and the card.
    Returns how many Z-cards the list holds."""
    from ...engine.cards import DeckError

    zn = sum(1 for c in deck.codes() if rules.cards[c].z)
    if zn and not rules.edition.masters_cards:
        raise DeckError(f"{where}: Z-cards are a Masters card type (dbs-masters 14); {rules.id} has no Z-Deck")
    seen = 0
    counts: dict[str, int] = {}
    for i, (k, c) in enumerate(deck.entries):
        card = rules.cards[c]
        if not card.z:
            continue
        line = f":{deck.lines[i]}" if i < len(deck.lines) else ""
        seen += k
        counts[c] = counts.get(c, 0) + k
        if card.z_deck_copies and counts[c] > card.z_deck_copies:
            raise DeckError(f"{where}{line}: {counts[c]} cards numbered {c} ({card.name}); its text allows "
                            f"{card.z_deck_copies} in a Z-Deck (dbs-masters 6-1-5-2)")
        if seen > 10:
            raise DeckError(f"{where}{line}: {zn} Z-cards; a Z-Deck holds at most 10 (dbs-masters 6-1-4)")
    return zn


MASTERS_ACTIONS = ("z_play", "z_extra", "z_unison", "z_awaken", "overlord", "mk_activate")


def masters_main_options(game: Game, p: int) -> list:
    """What only the Masters rules add to the Main Phase free timing (7-3-4-1: Z-Battle Cards,
    7-3-4-3-2: Z-Extras, 7-3-4-2: [Z-Awaken], [Overlord] and in-place [Activate: Main])."""
    from . import masters_keywords

    return main_options(game, p) + masters_keywords.main_options(game, p)


def masters_perform(game: Game, p: int, choice: tuple) -> None:
    from . import masters_keywords

    if choice[0] in ("z_play", "z_extra", "z_unison", "z_awaken"):
        perform(game, p, choice)
    else:
        masters_keywords.perform(game, p, choice)


# ----------------------------------------------------------------------------- [Z-Stack X]
@step
def z_stack(game: Game, p: int, src: int, n: int, character: str, pick: tuple = ()) -> None:
    """22-47-4: place up to X indicated cards (from your Z-Deck, 22-47-2-1) under the card, one at a
    time; the pile is then the Z-card on top, one card (the `under` zone, counters `top`). The
    indicated card is a character name or a description (`pick`: "Blue <Krillin> and blue <Android
    17> cards with energy costs of 5", "Yellow <<Frieza's Army>> with an energy cost of 1"; RULINGS)."""
    o = game.objs.get(src)
    if n <= 0 or o is None or o.zone[:-1] not in ("leader", "battle", "unison"):
        return
    cands = tuple(("stack", x) for x in game.zones[f"zdeck{p}"]
                  if (not character or character in game.objs[x].card.character.split("/")) and fits(game, x, pick))
    if cands:
        game.ask(p, "target", cands + (NONE,), "on_z_stack", p, src, n, character, pick,
                 prompt="place which card under?")


@handler
def on_z_stack(game: Game, choice: tuple, p: int, src: int, n: int, character: str, pick: tuple = ()) -> None:
    if choice == NONE:
        return
    put_under(game, choice[1], src)
    game.push("z_stack", p, src, n - 1, character, pick)
