"""The FFTCG ruleset: what the kernel needs to run the game (zones, steps, state checks,
priority options), the rule options, and building a new game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ...engine.cards import DeckError, DeckList
from ...engine.effects import Effect
from ...engine.ruleset import CardSummary, PriorityRules, Ruleset
from ...engine.state import Game
from . import combat, delayed_targets, play, turn, verbs  # noqa: F401  (they register their steps)
from .actions import ZONES
from .ai import AI
from .base import PLAYER_ZONES, REG, SHARED_ZONES, VISIBILITY, StackItem, Trigger
from .cards import CardDef, load_all
from .chars import chars
from .host import HOST

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Options:
    """Rule options; the defaults follow RULINGS.md."""

    limited: bool = False                       # limited format: 40+ card decks (8.1.1.1), 6 damage (3.1.1)
    damage_limit: int = 0                       # 3.1.1: 0 means 7, or 6 in limited
    max_backups: int = 5                        # the basic rules' Backup limit (RULINGS.md)
    backups_enter_dull: bool = True             # basic rules (RULINGS.md)
    blocker_gone_damages_player: bool = False   # 10.1.3.3 (RULINGS.md)
    hand_limit: int = 5                         # 9.5.1.2
    turn_limit: int = 200                       # 13.1: a game that cannot end is a draw
    deck_size: int = 50                         # 8.1.1.1
    max_copies: int = 3                         # 8.1.1.2

    def __post_init__(self) -> None:
        if not self.damage_limit:
            object.__setattr__(self, "damage_limit", 6 if self.limited else 7)


class FFTCG(Ruleset, PriorityRules):
    id = "fftcg"
    home = HERE
    title = "Final Fantasy Trading Card Game (comprehensive rules v1.0)"
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
    ai = AI
    Options = Options
    concede_rule = "2.1"
    ability_host = HOST
    zone_hooks = ZONES        # a move waiting on a choice of replacement ("you may ... instead") is finished with them

    @cached_property
    def cards(self) -> Mapping[str, CardDef]:
        """The reference pool's playable cards (compiled from their printed text, pool/*.toml),
        and the hand-written cards/*.toml, which take precedence where both define a card."""
        from .pool import PlayableCards

        return PlayableCards(load_all(HERE / "cards"))

    # ------------------------------------------------------------------------------ decks
    def random_deck(self, rng: Any) -> DeckList:
        from .random_deck import random_deck

        return random_deck(self, rng)

    def why_not_playable(self, code: str) -> str | None:
        from .pool import why_unsupported

        return why_unsupported(code)

    def check_deck(self, deck: DeckList, options: Options | None = None) -> None:
        """8.1.1: exactly 50 cards (40 or more in limited), at most 3 of a card number."""
        options = options or Options()
        codes = deck.codes()
        if options.limited and len(codes) < 40:
            raise DeckError(f"{deck.path or deck.name}: {len(codes)} cards; a limited deck has 40 or more (8.1.1.1)")
        if not options.limited and len(codes) != options.deck_size:
            raise DeckError(f"{deck.path or deck.name}: {len(codes)} cards; a deck has exactly {options.deck_size} (8.1.1.1)")
        counts: dict[str, int] = {}
        for i, (k, c) in enumerate(deck.entries):
            n = self.cards[c].number
            counts[n] = counts.get(n, 0) + k
            if counts[n] > options.max_copies:
                where = f"{deck.path or deck.name}:{deck.lines[i]}" if i < len(deck.lines) else deck.path or deck.name
                raise DeckError(f"{where}: more than {options.max_copies} copies of {c} "
                                f"{self.cards[c].name} (8.1.1.2)")

    # ---------------------------------------------------------------------------- a game
    def new_game(self, decks: list[DeckList], seed: int = 0, options: Options | None = None,
                 log: bool = False) -> Game:
        options = options or Options()
        if len(decks) != 2:
            raise ValueError(f"FFTCG is played by exactly two players (1.1): got {len(decks)} decks")
        game = self.blank_game(seed, options, log)
        for p, deck in enumerate(decks):
            for code in deck.codes():
                game.create(self.cards[code], p, f"deck{p}")
        game.vars.update(turn=0, tp=0, first=0, phase="setup", step="", attack=(), blocker=0,
                         was_blocked=False, party=False, used=(), fs_window=False, held=())
        for p in (0, 1):
            game.pvars[p].update(drew_empty=False, damaged_empty=False)
        play.note_used_from(game)
        game.push("setup")
        game.run()
        return game

    def from_scenario(self, scn) -> Game:
        """Build the position a scenario describes (tcg.engine.scenario) and run to its first
        decision."""
        from ...engine.priority import open_round
        from .base import ATTACKED, ATTACKING, BLOCKING, FROZEN

        unknown = set(scn.options) - set(Options.__dataclass_fields__)
        if unknown:
            raise ValueError(f"field options: unknown rule option(s) {sorted(unknown)}")
        options = Options(**scn.options)
        game = self.blank_game(scn.seed, options, True)
        game.auto_forced = scn.auto_forced
        tp = scn.active
        first = scn.first if scn.first is not None else (tp if scn.turn % 2 else 1 - tp)
        game.vars.update(turn=scn.turn, tp=tp, first=first, phase=scn.phase, step=scn.step, attack=(),
                         blocker=0, was_blocked=False, party=False, used=(), fs_window=False, held=())
        attack, blocker = [], 0
        for p, ps in enumerate(scn.player):
            game.pvars[p].update(drew_empty=False, damaged_empty=False, **ps.vars)
            for key, entries in ps.cards().items():
                if key not in PLAYER_ZONES:
                    raise ValueError(f"field {key}: unknown zone; one of {', '.join(PLAYER_ZONES)}")
                for e in entries:
                    oid = game.create(self.cards[e.card], p, f"{key}{p}")
                    o = game.objs[oid]
                    o.tapped, o.damage = e.dull, e.damage
                    o.counters = dict(e.counters) or None
                    o.since = scn.turn if e.new else scn.turn - 1
                    o.marks = (FROZEN if e.frozen else 0) | (ATTACKING | ATTACKED if e.attacking else 0) \
                        | (BLOCKING if e.blocking else 0)
                    if e.attacking:
                        attack.append(oid)
                    if e.blocking:
                        blocker = oid
        game.vars.update(attack=tuple(attack), party=len(attack) > 1, blocker=blocker, was_blocked=bool(blocker))
        play.note_used_from(game)
        order = ["active_phase", "draw_phase", "main1", "attack_phase", "main2", "end_phase", "end_turn"]
        phase = {"active": "active_phase", "draw": "draw_phase", "attack": "attack_phase", "end": "end_phase"}.get(
            scn.phase, scn.phase)
        if phase not in order:
            raise ValueError(f"field phase: unknown phase {scn.phase!r}; one of active, draw, main1, attack, main2, end")
        for step in reversed(order[order.index(phase) + 1:]):
            game.push(step)
        who = tp if scn.priority is None else scn.priority
        if phase in ("main1", "main2"):
            open_round(game, who)
        elif phase == "attack_phase" and scn.step:
            steps = {"declaration": "attack_declare", "block": "block_step", "damage": "damage_step"}
            if scn.step not in steps:
                raise ValueError(f"field step: unknown attack step {scn.step!r}; one of {', '.join(steps)}")
            game.push(steps[scn.step])
        else:
            game.push(phase)
        game.run()
        return game

    # ----------------------------------------------------------------------------- views
    def stack_codes(self, game: Game) -> tuple[str, ...]:
        """The stack's cards and those of the delayed abilities waiting (11.8.17) and of the cost
        reductions of this turn (cost_effects.reduce_next_cost): each was created by a Summon or
        ability resolving in the open, so its card is known even once it is in a hand. So are the
        cards a waiting ability keeps last-known information of from the Field or another open
        zone (8-056R Deathgaze's "for as long as": 4-109H Hildibrand, returned to the hand
        instead, is bound with what he was on the Field), waiting or on the stack, where a delayed
        ability's `targets` are those bindings, and the cards a cost on the stack moved from the
        Field (an item's `paid` results)."""
        from ...engine.abilities.events import Waiting

        waiting = [Waiting(*w) for w in game.vars.get("delayed", ())]
        binds = [b for w in waiting for b in w.bind] + [b for it in game.stack if it.kind == "delayed" for b in it.targets] \
            + [b for it in game.stack for b in it.paid]     # a cost's results: 7-099R returned 5-147L from the Field
        return tuple(it.code for it in game.stack) + tuple(w.code for w in waiting) \
            + tuple(e[1][1] for pv in game.pvars for e in pv.get("next_cost", ())) \
            + tuple(lki[1] for b in binds for lki in _lkis(b) if lki[4] not in ("hand", "deck"))

    def object_view(self, game: Game, oid: int, d: dict[str, Any], viewer: int | None) -> None:
        o = game.objs[oid]
        if o.zone.startswith("field"):
            c = chars(game, oid)
            if c.forward:
                d["power"] = max(c.power, 0)   # 4.3: a negative power reads as 0
            if c.flags:
                d["keywords"] = sorted(c.flags)
            if o.marks & 1:
                d["frozen"] = True

    tapped_word = "dull"

    def describe(self, game: Game, option: tuple) -> str:
        from .describe import describe

        return describe(game, option)

    def summary(self, card: CardDef) -> CardSummary:
        return CardSummary(card.name, card.type, "/".join(card.elements), str(card.cost), card.power,
                           " ".join(x for x in (card.job, card.category) if x), card.text)


def _lkis(binding: object) -> tuple:
    """The last-known information in a waiting ability's binding (name, Res(ids, lki, n)),
    as tuples or, after a JSON round trip, lists."""
    res = binding[1] if isinstance(binding, (tuple, list)) and len(binding) == 2 else None
    if not isinstance(res, (tuple, list)) or len(res) != 3 or not isinstance(res[1], (tuple, list)):
        return ()
    return tuple(x for x in res[1] if isinstance(x, (tuple, list)) and len(x) == 8)


RULES = FFTCG()
