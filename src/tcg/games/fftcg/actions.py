"""The game actions every rule and card goes through (one place each): zone changes, damage,
drawing, and the events they raise for auto abilities (11.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.replacement import Replacement, replaced
from .base import ATTACKING, BLOCKING, FROZEN, Delayed, Trigger, other
from .chars import condition_holds, is_forward, matches

if TYPE_CHECKING:
    from ...engine.state import Game



# ------------------------------------------------------------------------------- triggers
def fire(game: Game, when: str, subject: int, players: tuple = (0, 1)) -> None:
    """Trigger every auto ability of the cards on the Field that waits for `when` about
    `subject` (11.8.6; every card on the Field is checked, entering ones included, 11.8.16.2.1)."""
    objs = game.objs
    for p in players:
        for oid in game.zones[f"field{p}"]:
            card = objs[oid].card
            for idx, a in card.auto_abilities:
                w = a.when
                if w != when and not (w == "blocks_or_is_blocked" and when in ("blocks", "is_blocked")):
                    continue
                if a.subject == "self":
                    # "When your opponent casts a Summon" is about the Summon, not this card
                    if oid != subject and w != "opponent_casts_summon":
                        continue
                elif not matches(game, oid, p, a.subject, subject):
                    continue
                if a.if_ is not None and not condition_holds(game, oid, a.if_):
                    continue  # 11.8.13: the condition is checked when the event happens
                game.pending.append(Trigger(p, oid, card.code, idx, subject))


def fire_phase(game: Game, when: str) -> None:
    """'At the beginning of your ... phase' abilities of the turn player (9.3.1.3, 10.1.1.1, 9.5.1.1)."""
    tp = game.vars["tp"]
    for oid in game.zones[f"field{tp}"]:
        card = game.objs[oid].card
        for idx, a in card.auto_abilities:
            if a.when == when and (a.if_ is None or condition_holds(game, oid, a.if_)):
                game.pending.append(Trigger(tp, oid, card.code, idx, 0))
    if game.vars.get("delayed"):
        fire_delayed(game, when)


THIS_TURN = ("end_of_turn", "chosen_put_into_break_zone")   # delayed abilities that end with the turn


def fire_delayed(game: Game, event: str, subject: int = 0) -> None:
    """Trigger the delayed auto abilities waiting for `event` (11.8.17): only those created
    before it (11.8.17.1), once, except "this turn" ones, which wait until the turn ends
    (11.8.17.2). A conditional one checks its condition now and on resolution (11.8.13)."""
    v = game.vars
    keep = []
    for d in v["delayed"]:
        d = Delayed(*d)
        if d.when in THIS_TURN and d.turn != v["turn"]:
            continue   # its turn is over
        if d.when == "your_next_main_phase_start":
            hit = event == "main_phase_start" and d.controller == v["tp"]
        elif d.when == "end_of_turn":
            hit = event == "end_phase_start"
        else:
            hit = event == "put_into_break_zone" and any(subject in ts for ts in d.targets)
        if not hit or d.when == "chosen_put_into_break_zone":
            keep.append(tuple(d))
        if hit:
            step = game.rules.cards[d.code].ability[d.index].step_at(d.path)
            if step.if_ is None or condition_holds(game, d.source, step.if_, d.controller):
                game.pending.append(Trigger(d.controller, d.source, d.code, d.index, subject, d.targets, d.path))
    v["delayed"] = tuple(keep)


def _leave_triggers(game: Game, leaving: list[int], dest: str) -> None:
    """Leaves-the-Field abilities look back: they are found while every leaving card is still
    on the Field, so cards leaving together see each other (6.4.2, 11.8.16)."""
    events = ("leaves_field", "put_into_break_zone") if dest == "break" else ("leaves_field",)
    for oid in leaving:
        for when in events:
            fire(game, when, oid)
        if dest == "break" and game.vars.get("delayed"):
            fire_delayed(game, "put_into_break_zone", oid)


# ------------------------------------------------------------------------------ zone moves
def move_cards(game: Game, oids: list[int], dest: str, *, dull: bool = False, bottom: bool = False,
               controller: int | None = None) -> list[int]:
    """Move cards together to `dest` ("hand", "deck", "field", "break", "damage", "removed").

    Cards go to their owner's zone (7.3); a card put onto the Field enters under its owner's
    control unless said otherwise (6.2.4). Each becomes a new object (7.4). Returns new ids.
    """
    leaving = [o for o in oids if game.objs[o].zone.startswith("field")]
    if leaving and dest != "field":
        _leave_triggers(game, leaving, dest)
    new_ids = []
    turn = game.vars.get("turn", 0)
    for oid in oids:
        o = game.objs[oid]
        p = o.owner if controller is None or dest != "field" else controller
        new = game.move(oid, f"{dest}{p}", 0 if bottom else None, controller=p)
        if dest == "field":
            n = game.objs[new]
            n.tapped = dull
            n.since = turn
        new_ids.append(new)     # (a game with a log records the move itself: LoggedGame)
    if dest == "field":
        for new in new_ids:
            fire(game, "enters", new)
    return new_ids


def move(game: Game, oid: int, dest: str, **kw) -> int:
    return move_cards(game, [oid], dest, **kw)[0]


def break_cards(game: Game, oids: list[int]) -> None:
    """Break (destroy): Field → owner's Break Zone (15.1.1.3)."""
    oids = [o for o in oids if o in game.objs and game.objs[o].zone.startswith("field")]
    if oids:
        move_cards(game, oids, "break")


def draw(game: Game, player: int, n: int) -> None:
    """Draw n cards; an attempt on an empty deck is recorded for the rule process (12.4.2)."""
    deck = game.zones[f"deck{player}"]
    for _ in range(n):
        if not deck:
            game.pvars[player]["drew_empty"] = True
            game.cache.clear()
            return
        move(game, deck[-1], "hand")


def dull(game: Game, oid: int) -> None:
    if not game.objs[oid].tapped:
        game.w(oid).tapped = True


def activate(game: Game, oid: int) -> None:
    if game.objs[oid].tapped:
        game.w(oid).tapped = False


def freeze(game: Game, oid: int) -> None:
    game.w(oid).marks |= FROZEN


# -------------------------------------------------------------------------------- damage
def damage_forward(game: Game, oid: int, amount: int, source: int) -> int:
    """Deal damage to a Forward, after substitutions (11.12.5.2). Damage stays until the end
    of the turn (9.5.1.3.1). Returns the damage dealt."""
    if amount <= 0 or oid not in game.objs or not is_forward(game, oid):
        return 0
    amount = replaced(amount, lambda _: _damage_substitutions(game, oid))
    if not amount:
        return 0
    game.w(oid).damage += amount
    game.say(f"{game.objs[oid].card.name} takes {amount} damage")
    return amount


_DAMAGE_ORDER = {"double": 0, "half": 1}


def _damage_substitutions(game: Game, oid: int) -> list[Replacement]:
    """The field abilities that change the damage a Forward would receive (11.12.5.2): a
    Forward's own ability is a self-substitution (11.12.5.6); then doubling, halving (rounded
    up to units of 1000, 4.2) and reductions, in that order (RULINGS.md)."""
    from .chars import affects, statics

    out = []
    for src, a in statics(game):
        m = a.damage_taken
        if m is None or not affects(game, src, a, oid):
            continue
        if m == "double":
            fn = lambda n: n * 2  # noqa: E731
        elif m == "half":
            fn = lambda n: -(-n // 2000) * 1000  # noqa: E731
        else:
            fn = lambda n, r=m["reduce"]: max(0, n - r)  # noqa: E731
        out.append(Replacement((src, id(a)), src == oid, _DAMAGE_ORDER.get(m, 2) if isinstance(m, str) else 2, fn))
    return out


def clear_combat_marks(game: Game) -> None:
    for p in (0, 1):
        for oid in game.zones[f"field{p}"]:
            if game.objs[oid].marks & (ATTACKING | BLOCKING):
                game.w(oid).marks &= ~(ATTACKING | BLOCKING)



__all__ = ["fire", "fire_phase", "fire_delayed", "move", "move_cards", "break_cards", "draw", "dull", "activate",
           "freeze", "damage_forward", "other", "clear_combat_marks"]
