"""The Weiss Schwarz ruleset: what the kernel and the CLI need (zones, steps, decks, a new game,
scenarios, views)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ...engine.cards import DeckError, DeckList
from ...engine.effects import Effect
from ...engine.ruleset import CardSummary, Ruleset
from ...engine.state import Game
from . import attack, encore, turn, vocabulary  # noqa: F401  (registers the steps)
from .ai import AI
from .base import PLAYER_ZONES, REG, REVERSED, SHARED_ZONES, SLOTS, VISIBILITY, StackItem, Trigger
from .board import slot_of, stats
from .cards import Card, load_all
from .kernel import HOST

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults follow RULINGS.md."""

    first_turn_one_attack: bool = True   # WS-VI.1 (turn summary)
    encore_cost: int = 3                 # WS-VI.encore
    encore_into_occupied: str = "fail"   # RULINGS.md 9: "fail" (digest B.7.10) or "replace" (public Q&A)
    hand_limit: int = 7                  # WS-VII
    turn_limit: int = 120                # a game that cannot end is a draw
    deck_size: int = 50                  # deck construction (digest B.8.1)
    max_copies: int = 4
    climaxes: int = 8




class Weiss(Ruleset):
    id = "weiss"
    home = HERE
    title = "Weiss Schwarz (turn summary + comprehensive rules)"
    concede_rule = "CR-1.2.4"
    player_zones = PLAYER_ZONES
    shared_zones = SHARED_ZONES
    zone_visibility = VISIBILITY
    steps = REG.steps
    handlers = REG.handlers
    Effect = Effect
    StackItem = StackItem
    Trigger = Trigger
    Options = Options
    ability_host = HOST          # the kernel's abilities (kernel.py: abilities in the shared syntax)
    ai = AI

    @cached_property
    def cards(self) -> dict[str, Card]:
        return load_all(HERE / "cards")

    # ------------------------------------------------------------------------------ decks
    def random_deck(self, rng: Any) -> DeckList:
        from .random_deck import random_deck

        return random_deck(self, rng)

    def check_deck(self, deck: DeckList, options: Options | None = None) -> None:
        """Deck construction (digest B.8.1, RULINGS.md 25): exactly 50 cards, at most 4 of a name,
        at most 8 Climaxes."""
        options = options or Options()
        codes = deck.codes()
        where = deck.path or deck.name
        if len(codes) != options.deck_size:
            raise DeckError(f"{where}: {len(codes)} cards; a deck has exactly {options.deck_size}")
        counts: dict[str, int] = {}
        for i, (k, c) in enumerate(deck.entries):
            n = self.cards[c].name
            counts[n] = counts.get(n, 0) + k
            if counts[n] > options.max_copies:
                line = f":{deck.lines[i]}" if i < len(deck.lines) else ""
                raise DeckError(f"{where}{line}: more than {options.max_copies} cards named {n!r}")
        cx = sum(1 for c in codes if self.cards[c].type == "Climax")
        if cx > options.climaxes:
            raise DeckError(f"{where}: {cx} Climaxes; a deck has at most {options.climaxes}")

    # ---------------------------------------------------------------------------- a game
    def _game(self, seed: int, options: Options, log: bool) -> Game:
        if options.encore_into_occupied not in ("fail", "replace"):
            raise ValueError(f"option encore_into_occupied: {options.encore_into_occupied!r}; one of 'fail', 'replace'")
        game = self.blank_game(seed, options, log)
        game.vars.update(turn=0, tp=0, first=0, phase="setup", attacks=0, attacker=0, defender=0, atype="",
                         shot=0)
        return game

    def new_game(self, decks: list[DeckList], seed: int = 0, options: Options | None = None,
                 log: bool = False) -> Game:
        if len(decks) != 2:
            raise ValueError(f"Weiss Schwarz is played by two players: got {len(decks)} decks")
        game = self._game(seed, options or Options(), log)
        cards = self.cards
        for p, deck in enumerate(decks):
            zone = f"deck{p}"
            for code in deck.codes():
                game.create(cards[code], p, zone)
        game.push("setup")
        game.run()
        return game

    def from_scenario(self, scn) -> Game:
        """Build a scenario position (tcg.engine.scenario); phases: stand, draw, clock, main,
        climax, attack (step: declare, trigger, counter, damage, battle), encore, end."""

        unknown = set(scn.options) - set(Options.__dataclass_fields__)
        if unknown:
            raise ValueError(f"field options: unknown rule option(s) {sorted(unknown)}")
        game = self._game(scn.seed, Options(**scn.options), True)
        game.auto_forced = scn.auto_forced
        tp = scn.active
        first = scn.first if scn.first is not None else (tp if scn.turn % 2 else 1 - tp)
        game.vars.update(turn=scn.turn, tp=tp, first=first, phase=scn.phase)
        attacker = defender = 0
        for p, ps in enumerate(scn.player):
            game.pvars[p].update(**ps.vars)
            zones = ps.cards()
            stage = zones.pop("stage", [])
            for zone, entries in zones.items():
                if zone not in PLAYER_ZONES or zone in SLOTS:
                    raise ValueError(f"field {zone}: unknown zone; one of stage, "
                                     f"{', '.join(z for z in PLAYER_ZONES if z not in SLOTS)}")
                for e in entries:
                    game.create(self.cards[e.card], p, f"{zone}{p}")
            for n, e in enumerate(stage):
                slot = e.slot if e.slot >= 0 else n
                if game.zones[f"{SLOTS[slot]}{p}"]:
                    raise ValueError(f"field stage: two characters in slot {slot}")
                oid = game.create(self.cards[e.card], p, f"{SLOTS[slot]}{p}")
                o = game.objs[oid]
                o.tapped = e.dull
                o.marks = REVERSED if e.reversed else 0
                if e.attacking:
                    attacker = oid
                if e.blocking:
                    defender = oid
        game.vars.update(attacker=attacker, defender=defender)
        order = ["stand_phase", "draw_phase", "clock_phase", "main_begin", "climax_phase", "attack_phase",
                 "encore_step", "end_phase", "begin_turn"]
        phase = {"stand": "stand_phase", "draw": "draw_phase", "clock": "clock_phase", "main": "main_begin",
                 "main1": "main_begin", "climax": "climax_phase", "attack": "attack_phase",
                 "encore": "encore_step", "end": "end_phase"}.get(scn.phase)
        if phase is None:
            raise ValueError(f"field phase: unknown phase {scn.phase!r}; one of stand, draw, clock, main, "
                             "climax, attack, encore, end")
        for s in reversed(order[order.index(phase) + 1:]):
            game.push(s)
        if phase == "attack_phase" and scn.step:
            steps = {"declare": ("declare",), "trigger": ("trigger_step", "check_timing", "counter_step",
                     "check_timing", "damage_step", "check_timing", "battle_step", "check_timing", "declare"),
                     "damage": ("damage_step", "check_timing", "battle_step", "check_timing", "declare"),
                     "battle": ("battle_step", "check_timing", "declare")}
            if scn.step not in steps:
                raise ValueError(f"field step: unknown attack step {scn.step!r}; one of {', '.join(steps)}")
            atype = "front" if defender else "direct"
            game.vars.update(atype=atype, phase="attack")
            for s in reversed(steps[scn.step]):
                game.push(s)
        else:
            game.push(phase)
        game.run()
        return game

    # ----------------------------------------------------------------------------- views
    def object_view(self, game: Game, oid: int, d: dict[str, Any], viewer: int | None) -> None:
        o = game.objs[oid]
        if slot_of(game, oid) >= 0:
            pw, sl, lv = stats(game)[oid]
            d.update(power=pw, soul=max(sl, 0), level=lv)
            if o.marks & REVERSED:
                d["reversed"] = True

    tapped_word = "rested"

    def summary(self, card: Card) -> CardSummary:
        return CardSummary(card.name, card.type, card.color, str(card.cost), card.power, " ".join(card.traits))

    def describe(self, game: Game, option: tuple) -> str:
        def name(x):
            return game.objs[x].card.name if x in game.objs else f"#{x}"
        k = option[0]
        if k == "play":
            return f"play {name(option[1])} to {SLOTS[option[2]]}"
        if k in ("move",):
            return f"move {SLOTS[option[1]]} to {SLOTS[option[2]]}"
        if k == "attack":
            return f"{option[2]} attack with {SLOTS[option[1]]}"
        if k == "auto":
            t = game.pending[option[1]] if option[1] < len(game.pending) else None
            return f"resolve {name(t.source) if t else '?'}"
        if len(option) > 1 and isinstance(option[1], int) and option[1] in game.objs:
            return f"{k} {name(option[1])}"
        return " ".join(str(x) for x in option)


RULES = Weiss()
