"""Replacement effects on a card leaving or entering the Field (11.12.5), written as the `grant`
flags below (docs/abilities.md): "If it is put from the field into the Break Zone this turn,
remove it from the game instead", "If X leaves the field, return X to your hand instead",
"X enters the field dull"; and the replacement abilities of cards on the Field ("If a Character
is put from the field into the Break Zone, you may remove it from the game instead": kind
`replacement`, its `move` of the card elsewhere, `optional` for "you may").

They are the replacement step of the kernel's zone-change pipeline (engine/zones.py,
`FfZones.replacements`); a card such a replacement may apply to moves alone (actions.move_cards).
A replaced move did not happen (11.12.5.4): the card goes where the replacement says, and only the
abilities waiting for that move trigger. Each replacement applies once (11.12.5.5); with several,
the moving card's controller picks which applies first (11.12.5.6.1), in the middle of the move
(`chooser`); an optional one ("you may") is decided by its card's controller (6.4.1.3): the other
player's are one replacement to the kernel, which asks that player (`ff_may_instead`, RULINGS.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.events import Event, matches_event
from ...engine.abilities.load import SUBJECT, AbilityError
from ...engine.replacement import Replacement
from ...engine.zones import DECLINE, ZoneMove
from .abilities import frame
from .base import REG
from .chars import chars, condition_holds, matches, on_field, silenced

if TYPE_CHECKING:
    from ...engine.abilities.records import Ability
    from ...engine.state import Game

# flag -> (the destination it replaces, None for any but its own; where the card goes instead)
LEAVE = {
    "removed_instead_of_break": ("break", "removed"),
    "removed_instead_of_leaving": (None, "removed"),
    "hand_instead_of_leaving": (None, "hand"),
}
# "If X leaves the field due to your opponent's Summons or abilities, return X to your hand instead"
# (not a break by the rules, 12.4.5, nor a cost its controller pays): the effect's controller is
# the opponent of X's (`ZoneMove.cause`: who moves or breaks it now)
# "X cannot leave the field due to your opponent's Summons or abilities": it stays ("field")
BY_OPPONENT = {"hand_instead_of_leaving_by_opponent": "hand", "cannot_leave_by_opponent": "field"}
ENTERS_DULL = "enters_dull"
WAITS = "zone_replacement"      # the kernel's step of a move waiting on a replacement decision
FLAGS = (*LEAVE, *BY_OPPONENT, ENTERS_DULL)


def replacements(game: Game, mv: ZoneMove) -> list[Replacement]:
    """The replacements that would apply to a move from the Field (`mv.cause`: `by_player`).
    A card's own flags are one replacement: the first of LEAVE that applies, else of BY_OPPONENT
    (RULINGS.md); "field" keeps the card where it is (the move is replaced away)."""
    out: list[Replacement] = []
    objs = game.objs
    dest = mv.dest
    leaving = [oid for oid in mv.oids if objs[oid].zone.startswith("field")] if dest != "field" else ()
    if not leaving:
        return out
    by = by_player(mv.cause)
    others = _sources(game)
    for oid in leaving:
        o = objs[oid]
        flags = chars(game, oid).flags
        if flags:
            instead = next((i for f, (r, i) in LEAVE.items() if f in flags and i != dest and r in (None, dest)), None)
            if instead is None and by >= 0 and by != o.controller:
                instead = next((i for f, i in BY_OPPONENT.items() if f in flags and i != dest), None)
            if instead is not None:
                out.append(Replacement(("instead", oid), False, 0, _to(instead)))
        if others:
            theirs = set()      # the other player's "you may ... instead": one replacement, theirs to decide
            for src, idx, a in _matching(game, others, oid, dest):
                if a.optional and objs[src].controller != o.controller:
                    theirs.add(objs[src].controller)
                else:
                    out.append(Replacement(("replacement", src, idx), False, 1, _to(a.effect[0].p.zone), a.optional))
            out += [Replacement(("replacements_of", p), False, 1, lambda mv, p=p: _ask(game, mv, p)) for p in sorted(theirs)]
    return out


def _matching(game: Game, others: tuple, oid: int, dest: str) -> list:
    """(card, index, ability) of the replacement abilities on the Field that apply to `oid`'s move."""
    objs = game.objs
    ev = Event("move", oid, -1, "field", dest)
    return [(src, idx, a) for src, idx, a in others
            if matches_event(game, a.rec.replaces, ev, frame(src, objs[src].controller))]


def chooser(game: Game, mv: ZoneMove) -> int:
    """Who decides (the pipeline asks only with several replacements or an optional one): the
    moving card's controller orders them (11.12.5.6.1) and decides whether their own optional ones
    apply; the other player's optional ones are one replacement to that player's decision (`_ask`,
    RULINGS.md)."""
    return game.objs[mv.oids[0]].controller


def _ask(game: Game, mv: ZoneMove, p: int) -> None:
    """The move waits on player `p`'s decision (`ff_may_instead`): nothing applies for now."""
    game.push("ff_may_instead", mv, p)


@REG.step
def ff_may_instead(game: Game, mv: tuple, p: int) -> None:
    """Player `p` decides whether one of their "you may ... instead" applies to a move of the
    other player's card, and which (6.4.1.3: a field ability's replacement is its card's
    controller's; "you" is that player)."""
    mv = _zone_move(mv)
    if mv.oids[0] not in game.objs:
        return
    mine = _theirs(game, mv, p)
    if not mine:        # nothing of theirs applies any more: the move goes on
        game.push(WAITS, mv, (("replacements_of", p),))
        return
    game.ask(p, "replacement", tuple(("replacement", src, idx) for src, idx, _ in mine) + (DECLINE,),
             "on_ff_may_instead", mv, p, prompt=game.rules.zone_hooks.replacement_prompt(game, mv))


@REG.handler
def on_ff_may_instead(game: Game, choice: tuple, mv: tuple, p: int) -> None:
    """The replacement chosen applies, or none with `DECLINE`; then the move goes on through the
    kernel's pipeline, player `p`'s replacements applied (11.12.5.5)."""
    mv = _zone_move(mv)
    if choice != DECLINE:
        a = next(a for src, idx, a in _theirs(game, mv, p) if ("replacement", src, idx) == choice)
        mv = _to(a.effect[0].p.zone)(mv)
        if mv is None:
            return
    game.push(WAITS, mv, (("replacements_of", p),))


def _theirs(game: Game, mv: ZoneMove, p: int) -> list:
    """Player `p`'s optional replacement abilities that apply to the move of the other's card."""
    objs = game.objs
    return [(src, idx, a) for src, idx, a in _matching(game, _sources(game), mv.oids[0], mv.dest)
            if a.optional and objs[src].controller == p]


def _zone_move(mv: tuple) -> ZoneMove:
    """A ZoneMove again after a JSON round trip."""
    return mv if type(mv) is ZoneMove else ZoneMove(*mv)


def _to(zone: str) -> Any:
    """The move goes to `zone` instead ("field": it does not happen)."""
    if zone == "field":
        return lambda mv: None
    return lambda mv: mv._replace(dest=zone, bottom=False, dull=False)


def by_player(cause: str) -> int:
    """Whose Summon or ability moves the cards (`ZoneMove.cause` "by:P" or "break:P"), -1 if none."""
    return int(cause.rpartition(":")[2]) if cause else -1


def _sources(game: Game) -> tuple:
    """(card, index, ability) of the replacement abilities of the cards on the Field that have
    not lost their abilities, kept with the objects on the Field (Game.memo)."""

    key = (on_field(game), silenced(game) if game.effects else frozenset())
    m = game.memo.get("move_instead")
    if m is None or m[0] != key:
        objs = game.objs
        m = game.memo["move_instead"] = (key, tuple(
            (oid, i, a) for side in key[0] for oid in side if oid not in key[1]
            for i, a in objs[oid].card.move_replacements))
    return m[1]


def check(a: Ability, where: str) -> None:
    """The replacement abilities the game runs: a move of a card from the Field (`replaces`), the
    card itself (`subject`) moved to another zone instead; no condition, no duration."""
    if a.kind != "replacement":
        return
    pat = a.replaces
    ok = pat is not None and pat.events == ("move",) and pat.from_ == "field" and pat.card is not None \
        and not isinstance(pat.card, str)
    if not ok:
        raise AbilityError(f"{where}.replaces", "a replacement replaces a move from the field of the cards a selector finds")
    effs = a.effects
    if len(effs) != 1 or effs[0].do != "move" or effs[0].p.to != SUBJECT or effs[0].p.bottom or effs[0].p.dull \
            or a.condition is not None or a.duration is not None or a.modes:
        raise AbilityError(f"{where}.effects", "a replacement's effect is one move of that card to another zone")


def enters_dull(game: Game, oid: int) -> bool:
    """"X enters the field dull": a field ability of the card, read as it enters (11.12.5.3: the
    replacement waits for the event); "All the Forwards other than X enter the field dull": a
    field ability of a card already on the Field (not silenced) whose selector finds the card
    entering, its condition holding."""
    if any(ENTERS_DULL in a.grant for a in game.objs[oid].card.field_abilities):
        return True
    mute = silenced(game)
    for src in game.zones["field0"] + game.zones["field1"]:
        if src == oid or src in mute:
            continue
        for a in game.objs[src].card.others_enter_dull:
            if matches(game, src, game.objs[src].controller, a.affects, oid) and condition_holds(game, src, a.if_):
                return True
    return False
