"""The Dragon Ball Super Card Game rulesets: one class, one instance per edition (`dbscg`, the
first rule manual; `dbs-masters`, the Masters comprehensive rules). What the kernel and the CLI
need: zones, steps, decks, a new game, scenarios, views."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ...engine.cards import DeckError, DeckList
from ...engine.effects import Effect
from ...engine.ruleset import CardSummary, PriorityRules, Ruleset
from ...engine.state import Game
from . import (  # noqa: F401 (each module registers its steps, and what actions start: after_actions.py)
    awaken,
    battle,
    counter,
    events,
    hand_life,
    keywords,
    limits,
    main_phase,
    masters_keywords,
    modes,
    removal,
    rules_processing,
    skills,
    turn,
    zcards,
    zplay,
)
from .ai import AI
from .base import AWAKENED, DBSCG, MASTERS, PLAYER_ZONES, REG, SHARED_ZONES, VISIBILITY, Edition, StackItem, Trigger
from .cards import CardDef, load_all
from .host import HOST
from .reading import name, power

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults follow RULINGS.md."""

    untap_both: bool = False      # dbscg 6-2-2 / masters 7-2-7 read literally (RULINGS.md)
    life_count: int = 8           # dbscg 5-2-1-7, masters 6-2-1-10
    hand_size: int = 6            # dbscg 5-2-1-6, masters 6-2-1-9
    deck_min: int = 50            # dbscg 5-1-3, masters 6-1-3
    deck_max: int = 60
    max_copies: int = 4           # dbscg 5-1-3-1, masters 6-1-5-1
    turn_limit: int = 200         # a game that cannot end is a draw (dbscg 11-1-2, masters 23-1)


# Scenario zone names shared with the other games → ours.
SCENARIO_ZONES = {"field": "battle", "break": "drop", "removed": "warp"}


class DBS(Ruleset, PriorityRules):
    home = HERE
    player_zones = PLAYER_ZONES
    shared_zones = SHARED_ZONES
    zone_visibility = VISIBILITY
    steps = REG.steps
    handlers = REG.handlers
    Effect = Effect
    StackItem = StackItem
    Trigger = Trigger
    Options = Options
    check_state = staticmethod(rules_processing.rule_processing)
    priority_options = staticmethod(main_phase.main_options)
    perform = staticmethod(main_phase.perform)
    ability_host = HOST          # the kernel's abilities (kernel.py: skills in the shared syntax)
    ai = AI
    tapped_word = "rested"

    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.id = edition.id
        self.title = edition.title
        self.concede_rule = edition.rules["concede"]
        self._legal: set[tuple[DeckList, Options]] = set()     # (deck, options) checked legal
        super().__init__()

    def deck_names(self) -> list[str]:
        """Decks named `*-masters` use what only the Masters rules have (Z-Deck, [Servant]...):
        bundled for `dbs-masters` only; every other deck is legal in both editions."""
        names = super().deck_names()
        return names if self.edition.masters_cards else [n for n in names if not n.endswith("-masters")]

    @cached_property
    def cards(self) -> dict[str, CardDef]:
        return _cards()

    # ------------------------------------------------------------------------------ decks
    def random_deck(self, rng: Any) -> DeckList:
        from .random_deck import random_deck

        return random_deck(self, rng)

    def check_deck(self, deck: DeckList, options: Options | None = None) -> None:
        """One Leader (dbscg 5-1-2, masters 6-1-2) and a deck of 50-60 other cards (dbscg 5-1-3,
        masters 6-1-3), at most 4 of a card number (dbscg 5-1-3-1, masters 6-1-5-1); in the first
        edition, no card that needs the Masters rules (`CardDef.masters_only`)."""
        options = options or Options()
        where = deck.path or deck.name
        zn = zcards.check_z_deck(self, deck, where)      # masters 6-1-4: the Z-Deck is apart
        leaders = [c for c in deck.codes() if self.cards[c].type == "Leader" and not self.cards[c].z]
        if len(leaders) != 1:
            raise DeckError(f"{where}: {len(leaders)} Leader cards; a deck has exactly one Leader")
        n = len(deck.codes()) - 1 - zn
        if not options.deck_min <= n <= options.deck_max:
            raise DeckError(f"{where}: {n} cards besides the Leader; a deck has {options.deck_min} to "
                            f"{options.deck_max}")
        counts: dict[str, int] = {}
        for i, (k, c) in enumerate(deck.entries):
            counts[c] = counts.get(c, 0) + k
            # masters 22-28-2: up to 7 [Dragon Ball] cards of one number (dbscg keeps 4: RULINGS D9)
            most = self.edition.dragon_ball_copies if self.edition.dragon_ball_copies \
                and "dragon_ball" in self.cards[c].keywords else options.max_copies
            if counts[c] > most:
                line = f":{deck.lines[i]}" if i < len(deck.lines) else ""
                raise DeckError(f"{where}{line}: more than {most} cards numbered {c} "
                                f"({self.cards[c].name})")
        # dbscg 10-14-1 / 10-17-1 / 10-31-1: at most 1 [Ultimate], 4 [Super Combo], 7 [Dragon Ball]
        # (the 4-per-number limit still applies to Dragon Balls: RULINGS.md)
        for kw, most, rule in (("ultimate", 1, "10-14-1"), ("super_combo", 4, "10-17-1"), ("dragon_ball", 7, "10-31-1")):
            k = sum(1 for c in deck.codes() if kw in self.cards[c].keywords)
            if k > most:
                raise DeckError(f"{where}: {k} cards with [{kw}]; at most {most} (dbscg {rule})")
        if not self.edition.masters_cards:
            # [Spirit Boost], [Limit], [Transmission], [Z-Stack], Z-cards...: the first rule manual
            # has no such rules (dbscg 10 lists its keywords), so its games cannot play such a card
            for i, (_k, c) in enumerate(deck.entries):
                if self.cards[c].masters_only:
                    line = f":{deck.lines[i]}" if i < len(deck.lines) else ""
                    raise DeckError(f"{where}{line}: {c} ({self.cards[c].name}) needs the Masters rules "
                                    f"(dbs-masters 22); {self.id} does not know them")
        bad = [c for c in deck.codes() if self.cards[c].type == "Token"]
        if bad:
            raise DeckError(f"{where}: {bad[0]} is a token, made by an effect, never in a deck (dbscg 10-18-1)")

    # ---------------------------------------------------------------------------- a game
    def _game(self, seed: int, options: Options, log: bool) -> Game:
        game = self.blank_game(seed, options, log)
        game.vars.update(turn=0, tp=0, first=0, phase="setup", started=0, battle=0, attacker=0, defender=0,
                         negated=0, dual=0, play_rest=0, declared=0, in_window=0, chain=(), resolving=0, eot=(),
                         last_compare=(), opt=(), realm_warp=(), revenge=0, paid=0, play_negated=0)
        for p in (0, 1):
            game.pvars[p]["markers"] = 0
        return game

    def new_game(self, decks: list[DeckList], seed: int = 0, options: Options | None = None,
                 log: bool = False) -> Game:
        if len(decks) != 2:
            raise ValueError(f"the game is for two players (dbscg 1-1-1): got {len(decks)} decks")
        options = options or Options()
        for deck in decks:
            if (deck, options) not in self._legal:     # a deck list, its options and the cards never change
                self.check_deck(deck, options)     # dbscg 5-2-1-1, masters 6-2-1-1: shown, checked against 6-1
                self._legal.add((deck, options))
        game = self._game(seed, options, log)
        for p, deck in enumerate(decks):
            for code in deck.codes():
                card = self.cards[code]
                zone = "zdeck" if card.z else "leader" if card.type == "Leader" else "deck"   # masters 6-2-1-8
                game.create(card, p, f"{zone}{p}")
        turn.run_setup(game)
        game.run()
        return game

    def from_scenario(self, scn) -> Game:
        """A position (tcg.engine.scenario): `zones` per player holds leader, battle, combo,
        energy, life, drop, warp (+ deck and hand as usual); `dull` = Rest Mode; vars
        `awakened = true` flips the Leader; `markers` sets energy markers. Phases: charge, main,
        attack (the attack is declared by the first main decision), end."""

        unknown = set(scn.options) - set(Options.__dataclass_fields__)
        if unknown:
            raise ValueError(f"field options: unknown rule option(s) {sorted(unknown)}")
        game = self._game(scn.seed, Options(**scn.options), True)
        game.auto_forced = scn.auto_forced
        tp = scn.active
        first = scn.first if scn.first is not None else (tp if scn.turn % 2 else 1 - tp)
        game.vars.update(turn=scn.turn, tp=tp, first=first, phase=scn.phase, started=1)
        for p, ps in enumerate(scn.player):
            lists: dict[str, list] = {}
            for z, entries in ps.cards().items():
                z = SCENARIO_ZONES.get(z, z)
                if z not in PLAYER_ZONES:
                    raise ValueError(f"field zones: unknown zone {z!r}; one of {', '.join(PLAYER_ZONES)}")
                lists[z] = lists.get(z, []) + entries
            for z, entries in lists.items():
                for e in entries:
                    oid = game.create(self.cards[e.card], p, f"{z}{p}")
                    game.objs[oid].tapped = e.dull
            if len(game.zones[f"leader{p}"]) != 1:
                raise ValueError(f"field zones: player {p} needs exactly one Leader in zones.leader")
            pv = dict(ps.vars)
            if pv.pop("awakened", False):
                game.objs[game.zones[f"leader{p}"][0]].marks |= AWAKENED
            game.pvars[p].update(pv)
        order = {"charge": "charge", "main": "main_phase", "main1": "main_phase", "end": "end_phase"}
        if scn.phase not in order:
            raise ValueError(f"field phase: unknown phase {scn.phase!r}; one of charge, main, end")
        game.push("begin_turn")
        if scn.phase == "charge":
            game.push("open_turn")      # the start of the turn's triggers included (dbscg 6-2-1)
        elif scn.phase in ("main", "main1"):
            game.push("end_phase")
            game.push("main_phase")
        else:
            game.push("end_phase")
        game.run()
        return game

    # ----------------------------------------------------------------------------- views
    def shown(self, game: Game) -> tuple[int, ...]:
        """A card whose play is declared stays revealed in the hand until it is played (RULINGS D51), and a
        card revealed by a skill stays revealed until the skill is done (masters 20-11-2)."""
        v = game.vars
        out = tuple(x for x, _code in v.get("revealed", ()))
        return out + (v["declared"],) if v["declared"] else out

    def object_view(self, game: Game, oid: int, d: dict[str, Any], viewer: int | None) -> None:
        o = game.objs[oid]
        if o.zone[:-1] in ("leader", "battle"):
            d["power"] = power(game, oid)
            if o.marks & AWAKENED:
                d["name"] = o.card.back.name
                d["awakened"] = True

    def describe(self, game: Game, option: tuple) -> str:
        k = option[0]
        nm = lambda x: name(game, x)  # noqa: E731
        if k == "attack":
            return f"attack {nm(option[2])} with {nm(option[1])}"
        if k == "auto":
            t = game.pending[option[1]] if option[1] < len(game.pending) else None
            return f"resolve {nm(t.source) if t else '?'}" + (" [Blocker]" if t and t.index == -1 else "")
        if len(option) > 1 and isinstance(option[1], int) and option[1] in game.objs:
            return f"{k} {nm(option[1])}"
        return " ".join(str(x) for x in option)

    def is_token(self, card: CardDef) -> bool:
        return card.token

    def summary(self, card: CardDef) -> CardSummary:
        return CardSummary(card.name, card.type, "/".join(card.color), str(card.cost), card.power, " ".join(card.traits))


_CARDS: dict[str, CardDef] = {}


def _cards() -> dict[str, CardDef]:
    if not _CARDS:
        _CARDS.update(load_all(HERE / "cards"))
    return _CARDS


RULES_DBSCG = DBS(DBSCG)
RULES_MASTERS = DBS(MASTERS)
