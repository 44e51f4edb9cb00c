"""The game actions every rule and card goes through (one place each): zone changes, damage,
drawing, and the events they raise for auto abilities (11.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import zones
from ...engine.abilities.conditions import holds
from ...engine.abilities.events import Event, Waiting, matches_event
from ...engine.abilities.run import Frame, binding, effects_at
from ...engine.replacement import Replacement, replaced
from ...engine.zones import ZoneHooks, ZoneMove
from . import damage_record, entered_record, follow, instead, left_record, paid, silent_entry
from .abilities import frame
from .base import ATTACKING, BLOCKING, FROZEN, Trigger, game_cards, other
from .chars import has, is_forward, on_field, silenced
from .damage import Hit, substitutions
from .granted import granted
from .own_triggers import has_break_autos, in_break_zones, own

if TYPE_CHECKING:
    from ...engine.state import Game


# ------------------------------------------------------------------------------- triggers
def fire(game: Game, kind: str, card: int = 0, player: int = -1, mute: frozenset = frozenset(),
         **kw: str | int) -> None:
    """Trigger every auto ability of the cards on the Field whose trigger matches the event
    (11.8.6; every card on the Field is checked, entering ones included, 11.8.16.2.1), but those
    of the cards in `mute` ("Their auto-abilities will not trigger", silent_entry.py)."""
    delayed = game.vars.get("delayed")
    if kind not in _heard(game) and not delayed and kind != "discard" and not has_break_autos(game):
        # most events: no auto ability of any card of the game names them (nothing is looked
        # up, the event not even built); what is added below must be added to this test
        return
    listening = _listening(game, kind)
    ev = Event(kind, card, player, **kw)
    for p, oid, code, idx, a in listening:
        if mute and oid in mute:
            continue
        fr = frame(oid, p)
        if not matches_event(game, a.rec.trigger, ev, fr):
            continue
        if a.rec.condition is not None and not holds(game, fr, a.rec.condition):
            continue  # 11.8.13: the condition is checked when the event happens
        if a.one_per_origin and any(t[1] == oid and t[3] == idx and t[7] == ev.origin for t in game.pending):
            continue  # "when 1 or more Forwards are chosen by a Summon": one trigger for that Summon
        if a.once_per_turn:         # "This effect will trigger only once per turn"
            if (oid, idx) in game.vars["used"]:
                continue
            game.vars["used"] = game.vars["used"] + ((oid, idx),)
        game.pending.append(Trigger(p, oid, code, idx, ev.other or card, origin=ev.origin, amount=ev.amount))   # "it": ev.other or card
        if kw.get("from_") == "field" and kind == "move":     # leaving: "it" as it last was (follow.py)
            follow.note_lki(game, card)
    in_break_zones(game, ev)    # "This effect will trigger only if X is in the Break Zone"
    if kind == "discard":
        own(game, card, ev)     # "When X is discarded from your hand due to an ability"
    if delayed:
        fire_delayed(game, ev)


def _heard(game: Game) -> frozenset[str]:
    """The event kinds that an auto ability of a card of the game names, its own or one it
    grants (granted.py; a borrowed ability is another card's own), kept like base.game_cards
    with the number of objects: 97% of the events of a random game are named by none."""
    n = len(game.objs)
    m = game.memo.get("heard")
    if m is None or m[0] != n:
        m = game.memo["heard"] = (n, frozenset(k for c in game_cards(game) for k in c.heard))
    return m[1]


def _listening(game: Game, kind: str) -> tuple:
    """(controller, object, code, index, ability) of the auto abilities on the Field whose
    trigger names events of `kind`, in Field order, then those granted (granted.py): indexed by
    kind at once and kept with the objects on the Field, those that lost their abilities and
    the granted ones (Game.memo), most events finding none."""
    gained = granted(game)
    key = (on_field(game), silenced(game) if game.effects else frozenset(), gained)
    m = game.memo.get("listening")
    if m is None or m[0] != key:
        m = game.memo["listening"] = (key, _by_kind(game, key))
    return m[1].get(kind, ())


def _by_kind(game: Game, key: tuple) -> dict[str, tuple]:
    objs = game.objs
    out: dict[str, list] = {}
    for p in (0, 1):
        for oid in key[0][p]:
            if oid in key[1]:
                continue
            c = objs[oid].card
            for idx, a in c.auto_abilities:
                for kind in dict.fromkeys(a.rec.trigger.events):
                    out.setdefault(kind, []).append((p, oid, c.code, idx, a))
    for g in key[2]:
        if g[4].kind == "auto":
            for kind in dict.fromkeys(g[4].rec.trigger.events):
                out.setdefault(kind, []).append(g)
    return {kind: tuple(found) for kind, found in out.items()}


def fire_phase(game: Game, phase: str) -> None:
    """'At the beginning of your ... phase' (9.3.1.3, 10.1.1.1, 9.5.1.1): the turn player's phase."""
    fire(game, "phase_begins", 0, game.vars["tp"], phase=phase)


def fire_delayed(game: Game, ev: Event) -> None:
    """Trigger the delayed auto abilities waiting for `ev` (11.8.17): only those created before
    it (11.8.17.1), once, except those that last "this turn", which wait until the turn ends
    (11.8.17.2). A conditional one checks its condition now and on resolution (11.8.13)."""
    v = game.vars
    keep = []
    for w in v["delayed"]:
        w = Waiting(*w)
        p = delayed_params(game, w.code, w.index, w.path)
        if p.duration == "turn" and w.turn != v["turn"]:
            continue   # its turn is over
        fr = Frame(w.controller, w.source, w.code, w.index, w.path, 0, binding(w.bind), w.x)
        hit = ev.kind in p.trigger.events and matches_event(game, p.trigger, ev, fr)
        if not hit or not p.once:
            keep.append(w)
        if hit and holds(game, fr, p.condition):
            game.pending.append(Trigger(w.controller, w.source, w.code, w.index, ev.other or ev.card, w.bind, w.path))
    v["delayed"] = tuple(keep)


def delayed_params(game: Game, code: str, index: int, path: tuple) -> Any:
    """The `delayed` effect a waiting trigger was created by (its trigger, condition, effects)."""
    *outer, (_, j) = path
    return effects_at(game, Frame(0, 0, code, index, tuple(outer), 0))[j].p


# ------------------------------------------------------------------------------ zone moves
class FfZones(ZoneHooks):
    """FFTCG around every zone change (engine/zones.py)."""

    # The hooks read a move only if a card leaves the Field (leave triggers, replacements, 11.12.5),
    # a Break Zone or a removed zone (a card there may carry counters: their last-known
    # information), or arrives on the Field: every other move (a draw, a card discarded for CP,
    # a Summon cast or resolved) is the move alone (engine/zones.py).
    from_zones = frozenset(f"{z}{p}" for z in ("field", "break", "removed") for p in (0, 1))
    leave_dests: frozenset[str] = frozenset()
    enter_dests = frozenset({"field"})      # `entered` does something only for these

    def replacements(self, game: Game, mv: ZoneMove) -> list[Replacement]:
        return instead.replacements(game, mv)   # 11.12.5: replaced moves from the Field

    def replacement_chooser(self, game: Game, mv: ZoneMove) -> int:
        return instead.chooser(game, mv)

    def replacement_prompt(self, game: Game, mv: ZoneMove) -> str:
        return f"which replacement effect applies to {game.objs[mv.oids[0]].card.name}?"

    def leaving(self, game: Game, mv: ZoneMove) -> None:
        """Leaves-the-Field abilities look back: they are found while every leaving card is still
        on the Field, so cards leaving together see each other (6.4.2, 11.8.16)."""
        if mv.dest == "field":
            return
        objs = game.objs
        # broken by a Summon or an ability (break_cards: "break:P", P its controller)
        breaker = instead.by_player(mv.cause) if mv.dest == "break" and mv.cause.startswith("break:") else -1
        for oid in mv.oids:
            if objs[oid].zone.startswith("field"):
                if breaker >= 0:       # broken by a Summon or an ability: who broke it
                    fire(game, "move", oid, breaker, from_="field", to=mv.dest, by="broken")
                else:
                    fire(game, "move", oid, from_="field", to=mv.dest)

    def zone_id(self, game: Game, oid: int, mv: ZoneMove) -> str:
        # 7.3: a card goes to its owner's zone; onto the Field under its owner's control unless
        # said otherwise (6.2.4); the stack is one zone for both players (base.SHARED_ZONES)
        if mv.dest == "stack":
            return "stack"
        p = mv.controller if mv.controller >= 0 and mv.dest == "field" else game.objs[oid].owner
        return f"{mv.dest}{p}"

    def arrived(self, game: Game, old: Any, new: int, mv: ZoneMove) -> None:
        n = game.objs[new]
        from_field = old.zone.startswith("field")
        if from_field:      # its zone-change triggers look for it where it went (follow.py)
            follow.note(game, old.id, new)
        if old.counters:     # last-known information of its counters (host.counters), the last few kept
            game.vars["left_counters"] = (*game.vars.get("left_counters", ())[-7:],
                                          (old.id, tuple(sorted(old.counters.items()))))
        n.controller = n.owner if mv.controller < 0 or mv.dest != "field" else mv.controller
        if mv.dest == "field":
            n.tapped = mv.dull or instead.enters_dull(game, new)
            n.since = game.vars.get("turn", 0)
            if game.vars.get("paying") is not None:
                paid.arrived(game, old.id, new)
        elif from_field:
            if game.effects:
                _source_left(game, old.id)
            if mv.dest == "break":      # "has been put from the field into the Break Zone this turn"
                left_record.note_to_break(game, old, new)
        # (a game with a log records the move itself: Game.move)

    def entered(self, game: Game, new: list[int], mv: ZoneMove, froms: tuple[str, ...], lki: Any) -> None:
        if mv.dest == "field":
            by = "warp" if game.vars.get("warping") else ""     # "enters the field due to Warp" (warp.py)
            mute = frozenset(new) if game.vars.get(silent_entry.FLAG) else frozenset()
            for oid, src in zip(new, froms, strict=True):
                entered_record.note_entered(game, game.objs[oid].controller, game.objs[oid].card)
                fire(game, "move", oid, mute=mute, from_=game.rules.ability_host.zone_name(src), to="field", by=by)


ZONES = FfZones()


def _source_left(game: Game, oid: int) -> None:
    """"As long as Unei is on the field, it does not activate ...": the effects of `oid` that
    last while it is on the Field end as it leaves (host.WHILE_ON_FIELD)."""
    kept = [e for e in game.effects if not (e.source == oid and e.until == "while_on_field")]
    if len(kept) != len(game.effects):
        game.effects[:] = kept
        game.cache.clear()


def move_cards(game: Game, oids: list[int], dest: str, *, dull: bool = False, bottom: bool = False,
               controller: int | None = None, cause: str = "") -> list[int]:
    """Move cards together to `dest` ("hand", "deck", "field", "break", "damage", "removed", "stack")
    through the kernel's zone-change pipeline. Each becomes a new object (7.4). Returns new ids:
    none for a card a replacement keeps where it is, nor while a player decides on a replacement
    (engine/zones.py). `cause`: "by:P" moved by player P's Summon or ability, "break:P" broken by it.
    """
    if not oids:
        return []
    mv = ZoneMove(tuple(oids), dest, bottom, dull, -1 if controller is None else controller, None, cause)
    if len(oids) > 1 and dest != "field" and instead.replacements(game, mv):
        return _one_by_one(game, mv)
    return zones.move_cards(game, ZONES, mv)


def _one_by_one(game: Game, mv: ZoneMove) -> list[int]:
    """A move from the Field some of whose cards a replacement would apply to ("If a Character is
    put from the field into the Break Zone, ..." applies to each card's own move, 11.12.5): the
    others move together, then each of those alone (it may wait on a player's choice)."""
    alone = [o for o in mv.oids if instead.replacements(game, mv._replace(oids=(o,)))]
    rest = tuple(o for o in mv.oids if o not in alone)
    new: dict[int, int] = {}
    if rest:
        new.update(zip(rest, zones.move_cards(game, ZONES, mv._replace(oids=rest)), strict=True))
    for o in alone:
        got = zones.move_cards(game, ZONES, mv._replace(oids=(o,)))
        if got:
            new[o] = got[0]
    return [new[o] for o in mv.oids if o in new]


def move(game: Game, oid: int, dest: str, **kw) -> int:
    """One card; 0 if it did not move (see move_cards)."""
    new = move_cards(game, [oid], dest, **kw)
    return new[0] if new else 0


def break_cards(game: Game, oids: list[int], by: int = -1) -> list[int]:
    """Break (destroy): Field → owner's Break Zone (15.1.1.3); a card that "cannot be broken"
    stays (only a break is prevented, not other moves to the Break Zone, 15.1.1.3.2). `by`: the
    controller of the Summon or ability that breaks them (-1: a rule, 12.4.5)."""
    oids = [o for o in oids if o in game.objs and game.objs[o].zone.startswith("field")
            and not has(game, o, "cannot_be_broken")]
    if not oids:
        return []
    return move_cards(game, oids, "break", cause=f"break:{by}")


def draw(game: Game, player: int, n: int) -> list[int]:
    """Draw n cards; an attempt on an empty deck is recorded for the rule process (12.4.2)."""
    deck = game.zones[f"deck{player}"]
    out = []
    for _ in range(n):
        if not deck:
            game.pvars[player]["drew_empty"] = True
            game.cache.clear()
            break
        out.append(move(game, deck[-1], "hand"))
        fire(game, "draw", out[-1], player, phase=game.vars.get("phase", ""))    # "When you draw a card"
    return out


def dull(game: Game, oid: int) -> None:
    if not game.objs[oid].tapped:
        game.w(oid).tapped = True
        fire(game, "becomes_dull", oid)     # "When active X becomes dull"


def activate(game: Game, oid: int) -> None:
    if game.objs[oid].tapped:
        game.w(oid).tapped = False


def freeze(game: Game, oid: int) -> None:
    game.w(oid).marks |= FROZEN


# -------------------------------------------------------------------------------- damage
def damage_forward(game: Game, oid: int, amount: int, source: int, kind: str = "battle", by: int = -1) -> int:
    """Deal damage to a Forward, after substitutions (11.12.5.2, damage.py). Damage stays until
    the end of the turn (9.5.1.3.1). `kind`: battle, summon, ability or special (a special
    ability's, an ability otherwise, 6.4); `by`: the player who deals it (the source's controller
    in battle). Returns the damage dealt."""
    if amount <= 0 or oid not in game.objs or not is_forward(game, oid):
        return 0
    if by < 0:
        by = game.objs[source].controller if source in game.objs else -1
    special = kind == "special"
    kind = "ability" if special else kind
    hit = Hit(oid, source, kind, by, special)
    amount = replaced(amount, lambda _: substitutions(game, hit))
    if not amount:
        return 0
    game.w(oid).damage += amount
    damage_record.note(game, oid, source)     # "the Forward damaged by X" (damage_record.py)
    game.event("hurt", game.objs[oid].card.code, amount)
    fire(game, "dealt_damage", oid, by, by=kind, amount=amount)     # "When X is dealt damage" (`player`: who dealt it)
    if source in game.objs and game.objs[source].card.type != "summon":     # "is dealt damage by a Character"
        fire(game, "dealt_damage_by_character", oid, by, other=source, amount=amount)
    if kind != "battle":      # "When X deals damage to a Forward" (combat.py fires battle damage: a Party's members)
        fire(game, "damage", source, other=oid)
    return amount


def clear_combat_marks(game: Game) -> None:
    for p in (0, 1):
        for oid in game.zones[f"field{p}"]:
            if game.objs[oid].marks & (ATTACKING | BLOCKING):
                game.w(oid).marks &= ~(ATTACKING | BLOCKING)



__all__ = ["fire", "fire_phase", "fire_delayed", "move", "move_cards", "break_cards", "draw", "dull", "activate",
           "freeze", "damage_forward", "other", "clear_combat_marks", "delayed_params"]
