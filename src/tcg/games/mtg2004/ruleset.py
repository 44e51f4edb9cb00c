"""The MTG 2004 ruleset: what the kernel needs to run the game (zones, steps, state checks,
priority options), the rule options, decks, and building a new game or a scenario."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any

from ...engine.cards import DeckList
from ...engine.effects import Effect
from ...engine.ruleset import CardSummary, PriorityRules, Ruleset
from ...engine.state import Game
from . import (  # noqa: F401  (they register steps and verbs)
    actions,
    choices_and_prohibitions,
    combat,
    display,
    keywords,
    loops,
    play,
    prevention,
    protection,
    sba,
    stack_effects,
    stack_verbs,
    text,
    tokens,
    turn,
    type_text,
    zone_replacements,
    zones,
)
from .ai import AI
from .base import ATTACKING, BLOCKED, BLOCKING, PLAYER_ZONES, REG, SHARED_ZONES, VISIBILITY, Options, StackItem, Trigger
from .cards import CardDef, load_all
from .chars import chars, host_of
from .decks import check_deck, read_deck
from .host import HOST

HERE = Path(__file__).parent


# Scenario zone names shared with the other games → ours.
SCENARIO_ZONES = {"deck": "library", "field": "play", "break": "graveyard"}


class MTG2004(Ruleset, PriorityRules):
    id = "mtg2004"
    home = HERE
    title = "Magic: The Gathering (comprehensive rules, June 2004)"
    player_zones = PLAYER_ZONES
    shared_zones = SHARED_ZONES
    zone_visibility = VISIBILITY
    steps = REG.steps
    handlers = REG.handlers
    Effect = Effect
    StackItem = StackItem
    Trigger = Trigger
    check_state = staticmethod(sba.check_state)
    priority_options = staticmethod(loops.priority_options)   # play.py's, with the loop checks of 421
    perform = staticmethod(loops.perform)
    ability_host = HOST          # the kernel's abilities (kernel.py: spells in the shared syntax)
    zone_hooks = actions.ZONES   # a move waiting on a choice of replacement (419.9a) is finished with them
    ai = AI
    on_pass = staticmethod(play.close_madness)            # 502.24a: passing priority ends madness
    Options = Options
    concede_rule = "102.7"

    @cached_property
    def cards(self) -> dict[str, CardDef]:
        table = tokens.CardTable(load_all(HERE / "cards"))
        table.tokens = tokens.build_tokens(table)      # 216: tokens are found by code, not listed
        return table

    @cached_property
    def _by_name(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for code, c in self.cards.items():
            out.setdefault(c.name, code)
        return out

    def card_code(self, ref: str) -> str | None:
        """A card by code or by English name (202.3)."""
        return ref if ref in self.cards else self._by_name.get(ref)

    # ------------------------------------------------------------------------------ decks
    def read_deck(self, path: Path) -> DeckList:
        """A deck file: `4 Card Name` text, Forge `.dck` or MTGO `.dek` (decks.py); checked per 100.2
        (main deck and sideboard together)."""
        deck, side = read_deck(path, self.cards)
        check_deck(deck, self.cards, side)
        return deck

    def random_deck(self, rng: Any) -> DeckList:
        from .random_deck import random_deck

        return random_deck(self, rng)

    def check_deck(self, deck: DeckList, options: Options | None = None) -> None:
        o = options or Options()
        check_deck(deck, self.cards, None, o.deck_min, o.limited)

    # ---------------------------------------------------------------------------- a game
    def _vars(self, game: Game, options: Options) -> None:
        game.vars.update(turn=0, tp=0, first=0, phase="setup", step="", lands_played=0,
                         attackers=(), blocks=(), attached=())
        for p in (0, 1):
            game.pvars[p].update(life=options.starting_life, pool=turn.EMPTY_POOL, drew_empty=False, poison=0)

    def new_game(self, decks: list[DeckList], seed: int = 0, options: Options | None = None,
                 log: bool = False) -> Game:
        options = options or Options()
        if len(decks) != 2:
            raise ValueError(f"these rules assume a two-player game (100.1): got {len(decks)} decks")
        game = self.blank_game(seed, options, log)
        for p, deck in enumerate(decks):
            for code in deck.codes():
                game.create(self.cards[code], p, f"library{p}")
        self._vars(game, options)
        game.push("setup")
        game.run()
        return game

    def from_scenario(self, scn) -> Game:
        """Build a scenario's position (tcg.engine.scenario) and run to its first decision.

        Zones: `deck` is the library (last entry on top), `field` is in play, `break` the
        graveyard, `removed` removed from the game. Cards are codes or English names. A
        `blocking` creature blocks the attacking creature of the same rank (the last one if
        there are fewer attackers). `damage` entries are not used. `life` sets a player's life;
        `vars` sets player variables (e.g. pool = [0,0,0,1,0,0] for W,U,B,R,G,colourless)."""
        from ...engine.priority import open_round

        unknown = set(scn.options) - set(Options.__dataclass_fields__)
        if unknown:
            raise ValueError(f"field options: unknown rule option(s) {sorted(unknown)}")
        options = Options(**scn.options)
        game = self.blank_game(scn.seed, options, True)
        game.auto_forced = scn.auto_forced
        self._vars(game, options)
        tp = scn.active
        first = scn.first if scn.first is not None else (tp if scn.turn % 2 else 1 - tp)
        game.vars.update(turn=scn.turn, tp=tp, first=first)
        attackers, blockers = [], []
        for p, ps in enumerate(scn.player):
            if ps.life is not None:
                game.pvars[p]["life"] = ps.life
            for k, val in ps.vars.items():
                game.pvars[p][k] = tuple(val) if isinstance(val, list) else val
            for zone, entries in ps.cards().items():
                name = SCENARIO_ZONES.get(zone, zone)
                if name not in PLAYER_ZONES + SHARED_ZONES:
                    raise ValueError(f"field {zone}: unknown zone; one of deck, hand, field, break, removed")
                key = name if name in SHARED_ZONES else f"{name}{p}"
                for e in entries:
                    code = self.card_code(e.card)
                    if code is None:
                        raise ValueError(f"field player: unknown card {e.card!r}")
                    oid = game.create(self.cards[code], p, key)
                    o = game.objs[oid]
                    o.tapped, o.damage = e.dull, e.damage
                    o.since = scn.turn if e.new else scn.turn - 1
                    if e.counters:
                        o.counters = dict(e.counters)
                    if e.attacking:
                        o.marks |= ATTACKING
                        attackers.append(oid)
                    if e.blocking:
                        o.marks |= BLOCKING
                        blockers.append(oid)
        blocks = tuple((b, attackers[min(i, len(attackers) - 1)]) for i, b in enumerate(blockers)) if attackers else ()
        for _, a in blocks:
            game.objs[a].marks |= BLOCKED
        game.vars.update(attackers=tuple(attackers), blocks=blocks)
        # An Aura or Equipment in play is attached to the first permanent listed after it that
        # it can be attached to (an Equipment listed after every creature is unattached).
        play_ids = game.zones["play"]
        for i, oid in enumerate(play_ids):
            card = game.objs[oid].card
            if card.is_aura or "Equipment" in card.subtypes:
                ok = zones.can_enchant if card.is_aura else zones.can_equip
                host = next((x for x in play_ids[i + 1:] if ok(game, oid, x)), 0)
                if host:
                    game.vars["attached"] += ((oid, host),)
        game.cache.clear()
        order = [s if isinstance(s, str) else s[0] + (str(s[1]) if s[0] == "main" else "@" + s[1])
                 for s in turn.TURN]
        phase = scn.phase
        combat_steps = ("declare_blockers", "combat_damage")
        if phase not in order and phase not in combat_steps or phase.startswith("phase_end") or phase == "begin_turn":
            raise ValueError(f"field phase: unknown step {scn.phase!r}; one of "
                             f"{', '.join(s for s in order if '@' not in s and s != 'begin_turn')}, "
                             f"{', '.join(combat_steps)}")
        k = order.index("declare_attackers" if phase in combat_steps else phase)
        for s in reversed(turn.TURN[k + 1:]):
            game.push(*s) if isinstance(s, tuple) else game.push(s)
        who = tp if scn.priority is None else scn.priority
        names = {"main1": ("main1", "main"), "main2": ("main2", "main")}
        if phase in names:
            game.vars["phase"], game.vars["step"] = names[phase]
            open_round(game, who)
        elif phase == "declare_attackers" and attackers:
            game.vars["phase"], game.vars["step"] = "combat", "declare_attackers"
            game.push("combat_damage")
            game.push("declare_blockers")
            open_round(game, who)
        elif phase == "declare_blockers":
            game.vars["phase"], game.vars["step"] = "combat", "declare_blockers"
            game.push("combat_damage")
            if blockers or scn.step == "declared":
                open_round(game, who)
            else:
                game.push("declare_blockers")
        elif phase == "combat_damage":
            game.push("combat_damage")
        else:
            game.push(phase)
        game.run()
        return game

    # ----------------------------------------------------------------------------- views
    def object_view(self, game: Game, oid: int, d: dict[str, Any], viewer: int | None) -> None:
        o = game.objs[oid]
        if o.marks & 16:   # FACE_DOWN: 504.2; 504.3: only its controller may look at it
            d["face_down"] = True
            if viewer != o.controller:
                d["code"], d["name"] = "FACE-DOWN", "face-down 2/2 creature"
        if o.zone != "play":
            return
        c = chars(game, oid)
        if "Creature" in c.types:
            d["pt"] = f"{c.power}/{c.toughness}"
            if c.keywords:      # a keyword held twice is listed twice (each instance triggers, 502.3b)
                d["keywords"] = sorted([*c.keywords, *(k for k, n in c.instances for _ in range(n - 1))])
        if c.types != o.card.types:
            d["types"] = list(c.types)                 # changed by a continuous effect (layer 4)
        if c.name != o.card.name and not o.marks & 16:
            d["as"] = c.name                           # a copy (layer 1)
        host = host_of(game, oid)
        if host:
            d["attached_to"] = host
        if o.counters:
            d["counters"] = dict(o.counters)
        if o.card.token:
            d["token"] = True
        display.object_extra(game, oid, d)             # summoning sickness, combat marks (the board)

    def stack_view(self, game: Game, viewer: int | None) -> list:
        """The stack, bottom first; `text` says it for the terminal (display.py). A face-down
        spell is named only to its controller (504.3)."""
        out = []
        for it in game.stack:
            name = display.item_name(game, it)
            if "face_down" in it.flags and viewer == it.controller:
                name += f" ({game.rules.cards[it.code].name})"
            out.append({"id": it.id, "kind": it.kind, "controller": it.controller,
                        "name": name, "text": display.stack_text(game, it),
                        "targets": [list(t) for t in it.targets],
                        "assign": [list(a) if isinstance(a, tuple) else a for a in it.assign]})
        return out

    refusal = staticmethod(display.refusal)            # why a typed choice is not offered

    def is_token(self, card: CardDef) -> bool:
        return card.token

    def summary(self, card: CardDef) -> CardSummary:
        kind = " ".join((*card.supertypes, *card.types)) + (f" - {' '.join(card.subtypes)}" if card.subtypes else "")
        return CardSummary(card.name, kind, "".join(sorted(card.colors)), card.cost, card.power or 0, text=card.text)

    def describe(self, game: Game, option: tuple) -> str:
        return display.describe(game, option)


RULES = MTG2004()
