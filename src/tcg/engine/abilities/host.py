"""What the kernel asks of a game to run abilities: the game's `Host`.

The kernel knows objects, zones and players; a game knows what a Forward is, what its power is
now and where its play area is. A game subclasses `Host`, fills in these members and hands the
instance to the kernel (its `Language.host` and `Ruleset.ability_host`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from ..state import Game
    from .records import Ability


class LKI(NamedTuple):
    """Last-known information of an object: what it was just before it left its zone."""

    id: int
    code: str
    owner: int
    controller: int
    zone: str            # the language's zone name ("field", "hand"...)
    power: int
    cost: int
    name: str


class Host(ABC):
    # language zone name -> the game's zone prefix ("field" -> "field", "break" -> "break")
    zones: dict[str, str] = {}
    shared_zones: frozenset = frozenset()     # language zone names with one zone for all players
    # selector key -> (attribute of the card definition, whether it holds a tuple of values)
    card_keys: dict[str, tuple[str, bool]] = {}

    @abstractmethod
    def ability(self, game: Game, code: str, index: int) -> Ability:
        """Ability `index` of card `code` as a kernel record."""

    @abstractmethod
    def is_type(self, game: Game, oid: int, t: str) -> bool:
        """Is the object of card type `t` now (after effects that change types)?"""

    @abstractmethod
    def power(self, game: Game, oid: int) -> int:
        """Its power now."""

    def value_match(self, key: str) -> Callable[[Game, int, tuple], bool] | None:
        """For a selector key whose values effects may change (FFTCG: "X becomes the named
        Element", "Bartz has all the Jobs"): `(game, oid, wanted) -> has the object one of the
        wanted values now`; None: the card's attribute is read."""
        return None

    def type_check(self, types: tuple[str, ...]) -> Callable[[Game, Any, int], bool]:
        """A selector's check `(game, frame, oid) -> bool`: is the object of one of these card
        types (a game may compile something faster)?"""
        is_type = self.is_type
        if len(types) == 1:
            t = types[0]
            return lambda g, fr, oid: is_type(g, oid, t)
        return lambda g, fr, oid: any(is_type(g, oid, t) for t in types)

    def players(self, game: Game) -> int:
        return len(game.pvars)

    def zone_name(self, zone: str) -> str:
        """The language's name of a game zone id ("field1" -> "field")."""
        return zone.rstrip("0123456789")

    def zone_ids(self, game: Game, zone: str, player: int) -> list[int]:
        prefix = self.zones[zone]
        return game.zones[prefix] if zone in self.shared_zones else game.zones[f"{prefix}{player}"]

    def lki(self, game: Game, oid: int) -> LKI:
        o = game.objs[oid]
        return LKI(oid, o.card.code, o.owner, o.controller, self.zone_name(o.zone),
                   self.power(game, oid) if self.zone_name(o.zone) == "field" else 0, o.card.cost, o.card.name)

    def is_token(self, game: Game, oid: int) -> bool:
        return False

    def counters_removed(self, game: Game, oid: int, kind: str, n: int) -> None:
        """Counters were removed from an object (a game's triggers on it; default: none)."""
        return None

    def counters(self, game: Game, oid: int) -> dict:
        """The counters on an object by kind ({} if none, or if it is gone: a game that keeps
        them as last-known information overrides this)."""
        o = game.objs.get(oid)
        return (o.counters or {}) if o is not None else {}

    def game_selector(self, key: str, value: Any) -> Any:
        """A predicate `(game, frame, oid) -> bool` for a selector key the game registered."""
        raise KeyError(key)

    def game_condition(self, game: Game, fr: Any, key: str, value: Any) -> bool:
        raise KeyError(key)

    def game_event(self, game: Game, fr: Any, key: str, value: Any, ev: Any) -> bool:
        """Does event `ev` satisfy an event-pattern key the game registered (`pattern_keys`)?"""
        raise KeyError(key)

    def quantity(self, game: Game, fr: Any, name: str) -> int:
        """A quantity the game named in its language (`Language.quantity_names`)."""
        raise KeyError(name)

    def turn_player(self, game: Game) -> int:
        return game.vars["tp"]

    def highest_number(self, game: Game) -> int:
        """The largest number "select 1 number" offers (from 0): the game's highest card cost."""
        return 20

    def phase(self, game: Game) -> str:
        return game.vars["phase"]

    def round_half(self, n: int, how: str) -> int:
        """Half of `n` by the game's rounding rule `how` ("down", "up", or the game's own)."""
        return n // 2 if how == "down" else -(-n // 2)

    # ------------------------------------------------------------------ game actions
    # The common verbs act through these; a game whose rules have no such action leaves the
    # verb out of its language (Language.without), so no card can name it.
    @abstractmethod
    def move(self, game: Game, oids: list[int], zone: str, *, dull: bool = False, bottom: bool = False) -> list[int]:
        """Move objects together to their owners' `zone` through the zone-change pipeline
        (engine.zones.move_cards); returns the new ids."""

    @abstractmethod
    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        """The game's destroy (FFTCG break, DBS KO, MTG destroy); returns the new ids."""

    def move_by(self, game: Game, fr: Any, oids: list[int], zone: str, *, dull: bool = False,
                bottom: bool = False) -> list[int]:
        """`move` by the resolving ability `fr` (a game whose cards ask whose effect moved them
        says so here: "If X leaves the field due to your opponent's Summons or abilities")."""
        return self.move(game, oids, zone, dull=dull, bottom=bottom)

    def destroy_by(self, game: Game, fr: Any, oids: list[int]) -> list[int]:
        """Destroy the objects by the resolving ability `fr` (a game whose cards ask who
        destroyed them says so here)."""
        return self.destroy(game, oids)

    @abstractmethod
    def draw(self, game: Game, player: int, n: int) -> list[int]:
        """Draw `n` cards one at a time; returns the drawn cards' ids."""

    @abstractmethod
    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        """Deal `n` damage to an object; returns the damage dealt."""

    def damage_by(self, game: Game, fr: Any, oid: int, n: int, dealer: int = -1) -> int:
        """`damage` dealt by the effect running in `fr` (a game whose substitutions ask who deals
        it and how reads the frame); `dealer`: the object dealing it, if not the source."""
        return self.damage(game, oid, n, fr.source if dealer < 0 else dealer)

    @abstractmethod
    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        """A continuous effect from a resolved effect (`power`, `grant`); returns the objects it
        applies to."""

    def set_tapped(self, game: Game, oid: int, tapped: bool) -> bool:
        """Dull (tap) or activate (untap) an object; True if it changed."""
        if game.objs[oid].tapped == tapped:
            return False
        game.w(oid).tapped = tapped
        return True

    def shielded(self, game: Game, fr: Any, oid: int, act: str) -> bool:
        """Is the object out of reach of this act (`destroy`, `dull`, `return_to_hand`) done by
        the resolving ability `fr` ("cannot be broken by your opponent's Summons or abilities")?
        The act leaves it as it is."""
        return False

    def searching(self, game: Game, fr: Any, player: int) -> None:
        """A player starts searching their deck for the resolving ability `fr` (a `search`, or
        a `select` in the deck): a game whose cards wait for it raises its event here; by
        default no card waits for it."""
        return None

    def discarded(self, game: Game, fr: Any, player: int, oids: list[int]) -> None:
        """A player discarded cards (now `oids`) for the resolving ability `fr`: a game whose
        cards wait for it raises its event here; by default no card waits for it."""
        return None

    def discard_zone(self) -> str:
        return "break"

    def shuffle(self, game: Game, player: int) -> None:
        game.shuffle(self.zone_ids(game, "deck", player))

    def life(self, game: Game, player: int, n: int) -> int:
        """Gain (n > 0) or lose (n < 0) life; returns the change."""
        raise NotImplementedError(f"{type(self).__name__} has no life total: leave gain_life/lose_life out")

    def cancel(self, game: Game, oid: int) -> bool:
        raise NotImplementedError(f"{type(self).__name__} has no stack: leave cancel out")
