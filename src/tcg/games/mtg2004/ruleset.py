"""The MTG 2004 ruleset: what the kernel needs to run the game (zones, steps, state checks,
priority options), the rule options, decks, and building a new game or a scenario."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ...engine.cards import DeckList
from ...engine.effects import Effect
from ...engine.ruleset import Ruleset
from ...engine.state import Game
from . import combat, play, turn  # noqa: F401  (they register their steps)
from .base import ATTACKING, BLOCKED, BLOCKING, PLAYER_ZONES, REG, SHARED_ZONES, VISIBILITY, StackItem, Trigger
from .cards import CardDef, check_deck, load_all, parse_deck
from .chars import chars

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults follow the rules and RULINGS.md."""

    starting_life: int = 20      # 101.3
    hand_size: int = 7           # 217.3b, 314.1
    deck_min: int = 60           # 100.2
    turn_limit: int = 200        # a game that goes on longer is a draw (RULINGS.md)


# Scenario zone names shared with the other games → ours.
SCENARIO_ZONES = {"deck": "library", "field": "play", "break": "graveyard"}


class MTG2004(Ruleset):
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
    check_state = staticmethod(turn.check_state)
    priority_options = staticmethod(play.priority_options)
    perform = staticmethod(play.perform)
    Options = Options
    concede_rule = "102.7"

    @cached_property
    def cards(self) -> dict[str, CardDef]:
        return load_all(HERE / "cards")

    @cached_property
    def by_name(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for code, c in self.cards.items():
            out.setdefault(c.name, code)
        return out

    # ------------------------------------------------------------------------------ decks
    def load_deck(self, name_or_path: str) -> DeckList:
        path = self.deck_path(name_or_path)
        deck, side = parse_deck(path.read_text(encoding="utf-8"), str(path), self.cards)
        check_deck(deck, self.cards, side)
        return deck

    def check_deck(self, deck: DeckList, options: Options | None = None) -> None:
        check_deck(deck, self.cards, None, (options or Options()).deck_min)

    # ---------------------------------------------------------------------------- a game
    def _vars(self, game: Game, options: Options) -> None:
        game.vars.update(asdict(options))
        game.vars.update(turn=0, tp=0, first=0, phase="setup", step="", lands_played=0,
                         attackers=(), blocks=(), attached=())
        for p in (0, 1):
            game.pvars[p].update(life=options.starting_life, pool=turn.EMPTY_POOL, drew_empty=False, poison=0)

    def new_game(self, decks: list[DeckList], seed: int = 0, options: Options | None = None,
                 log: bool = False) -> Game:
        options = options or Options()
        if len(decks) != 2:
            raise ValueError(f"these rules assume a two-player game (100.1): got {len(decks)} decks")
        game = Game(self, 2, seed)
        if log:
            game.log = []
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
        game = Game(self, 2, scn.seed)
        game.log = []
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
                    code = e.card if e.card in self.cards else self.by_name.get(e.card)
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
        # Auras in play enchant the first creature listed after them in play.
        att = []
        play_ids = game.zones["play"]
        for i, oid in enumerate(play_ids):
            if game.objs[oid].card.is_aura:
                host = next((x for x in play_ids[i + 1:] if "Creature" in game.objs[x].card.types), 0)
                if host:
                    att.append((oid, host))
        game.vars["attached"] = tuple(att)
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
    def object_view(self, game: Game, oid: int, d: dict[str, Any]) -> None:
        o = game.objs[oid]
        if o.zone == "play" and "Creature" in o.card.types:
            c = chars(game, oid)
            d["pt"] = f"{c.power}/{c.toughness}"
            if c.keywords:
                d["keywords"] = sorted(c.keywords)

    def stack_view(self, game: Game) -> list:
        out = []
        for it in game.stack:
            name = "combat damage" if it.kind == "combat_damage" else self.cards[it.code].name
            out.append({"id": it.id, "kind": it.kind, "controller": it.controller, "name": name,
                        "targets": [list(t) for t in it.targets], "assign": [list(a) for a in it.assign]})
        return out

    board_zones = ("play",)

    @staticmethod
    def status_line(view: dict, p: int) -> str:
        """One player's life, mana pool and public counts, for the terminal."""
        z = view["zones"]
        pv = view["players"][p]

        def n(key: str) -> int:
            v = z.get(f"{key}{p}", 0)
            return v if isinstance(v, int) else len(v)

        pool = "".join(f"{{{c}}}" * k for c, k in zip("WUBRGC", pv.get("pool", ()), strict=False))
        return (f"life {pv.get('life', '?')} · mana {pool or '-'} · library {n('library')} · "
                f"hand {n('hand')} · graveyard {n('graveyard')}")

    def describe(self, game: Game, option: tuple) -> str:
        def name(oid: int) -> str:
            o = game.objs.get(oid)
            return f"{o.card.name}#{oid}" if o else f"#{oid}"

        k = option[0]
        if len(option) == 1:
            return {"play": "play first", "draw": "draw first (play second)"}.get(k, k.replace("_", " "))
        if k in ("land", "play", "mana", "attack", "discard", "tap"):
            return f"{k} {name(option[1])}"
        if k == "activate":
            return f"activate {name(option[1])} ability {option[2]}"
        if k == "block":
            return f"block {name(option[2])} with {name(option[1])}"
        if k in ("target", "assign"):
            t = option[1]
            return f"{k} {'player ' + str(t[1]) if t[0] == 'p' else name(t[1])}"
        if k == "pool":
            return f"pay {'WUBRGC'[option[1]]} from the pool"
        return " ".join(str(x) for x in option)

    def evaluate(self, game: Game, player: int) -> float:
        """A heuristic in [-1, 1]: life and creature power on board."""
        if game.result is not None:
            w = game.result.winner
            return 0.0 if w is None else (1.0 if w == player else -1.0)
        score = 0.0
        for p, sign in ((player, 1), (1 - player, -1)):
            score += sign * game.pvars[p]["life"]
            for oid in game.zones["play"]:
                o = game.objs[oid]
                if o.controller == p and "Creature" in o.card.types:
                    score += sign * 1.5 * max(chars(game, oid).power, 0)
        return math.tanh(score / 20)


RULES = MTG2004()
