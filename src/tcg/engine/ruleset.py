"""The contract between the kernel and a game: every member a game module's ruleset provides.

A game subclasses `Ruleset` (and `PriorityRules` if its turn passes priority around a stack,
engine.priority). Members without a default are abstract: a game that leaves one out cannot be
instantiated, so the kernel, the agents and the front ends read them without probing. The
agents' part is `ai` (engine.game_ai, `games/<id>/ai.py`); the table's part is the game's
`display.py` (tcg.display).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from .cards import DeckError, DeckList, parse_deck
from .game_ai import GameAI


class CardSummary(NamedTuple):
    """What any game's card says in a listing (`tcg cards`, `tcg decks show`): a field the
    game's cards do not have is empty."""
    name: str
    type: str = ""          # Forward, Creature - Bear, Battle, Character...
    colour: str = ""        # element (FFTCG), colours (MTG, DBS, Weiss)
    cost: str = ""          # as printed: a number or a mana cost
    power: int = 0
    traits: str = ""        # job and category (FFTCG), special traits (DBS, Weiss)
    text: str = ""          # the printed text, where the card data has it


class Ruleset(ABC):
    id: str = ""
    title: str = ""
    home: Path              # the game module's folder (it holds decks/ and cards/)
    player_zones: tuple[str, ...] = ()
    shared_zones: tuple[str, ...] = ()
    zone_visibility: dict[str, str] = {}
    tapped_word = "tapped"
    concede_rule = ""       # the rule a concession cites
    steps: Mapping[str, Callable]       # procedure steps by name (engine.registry)
    handlers: Mapping[str, Callable]    # decision handlers by name
    Effect: type            # the game's state records, rebuilt from JSON by Game.from_json
    StackItem: type
    Trigger: type
    Options: type           # a dataclass of the game's rule options
    ability_host: Any       # the kernel abilities' view of the game (engine.abilities.host.Host)
    # The game's hooks of the zone-change pipeline (engine.zones.ZoneHooks) when a move may wait
    # on a player's choice of replacement: the move is finished with them after the choice.
    zone_hooks: Any = None
    ai: GameAI              # what the agents know of the game (games/<id>/ai.py)

    def shown(self, game: Any) -> tuple[int, ...]:
        """Objects every player sees now although their zone is private or hidden: a card
        revealed by an effect, a card whose play is declared while it is still in the hand.
        Views show them (`shown`) and determinisation leaves them where they are."""
        return ()

    def object_view(self, game: Any, oid: int, d: dict[str, Any], viewer: int | None) -> None:
        """Add the game's own facts of object `oid` to its view `d` as `viewer` may know them
        (a face-down card only its controller may look at, MTG 504.3). By default the kernel's
        facts are all there is."""
        return None

    def stack_view(self, game: Any, viewer: int | None) -> list:
        """The stack as `viewer` may know it: by default every item as a list."""
        return [list(s) for s in game.stack]

    def stack_codes(self, game: Any) -> tuple[str, ...]:
        """The codes of the cards the stack names openly (tcg.testing's check of hidden cards)."""
        return tuple(item.code for item in game.stack)

    def describe(self, game: Any, option: tuple) -> str:
        """An option in words (views give them as the decision's labels)."""
        return " ".join(str(x) for x in option)

    def refusal(self, game: Any, choice: Any, lang: str = "en") -> str | None:
        """Why a choice typed at the terminal is not offered, in the game's words (in `lang`);
        None: the engine's IllegalChoice message says it."""
        return None

    def is_token(self, card: Any) -> bool:
        """Is the definition a token's, made by an effect and in no deck (dbscg 10-18, MTG 216.2)?"""
        return False

    @abstractmethod
    def summary(self, card: Any) -> CardSummary:
        """A card definition's listing."""

    def __init__(self) -> None:
        # zone key → (zone name, owner or None for a shared zone)
        self.zone_of: dict[str, tuple[str, int | None]] = {
            f"{n}{p}": (n, p) for n in self.player_zones for p in (0, 1)}
        self.zone_of.update({n: (n, None) for n in self.shared_zones})
        # Parsed decks by (path, modification time, size), and the bundled names by the folder's
        # modification time: a simulation asks for them for every game.
        self._decks: dict[tuple[str, int, int], DeckList] = {}
        self._names: tuple[int, list[str]] | None = None

    # ------------------------------------------------------------------------------ decks
    def deck_names(self) -> list[str]:
        folder = self.home / "decks"
        stamp = folder.stat().st_mtime_ns
        if self._names is None or self._names[0] != stamp:
            self._names = (stamp, sorted(p.stem for p in folder.glob("*.txt")))
        return list(self._names[1])

    def deck_path(self, name_or_path: str) -> Path:
        """A deck file given by path, or a bundled deck given by name."""
        path = Path(name_or_path)
        if not path.exists():
            path = self.home / "decks" / f"{name_or_path}.txt"
        if not path.exists():
            raise DeckError(f"no deck {name_or_path!r}: bundled decks are {', '.join(self.deck_names())}")
        return path

    def load_deck(self, name_or_path: str) -> DeckList:
        """Read and check a deck (errors name the file, the line and the card); a file read
        before and unchanged since is not read again (a DeckList is immutable)."""
        path = self.deck_path(name_or_path)
        st = path.stat()
        key = (str(path), st.st_mtime_ns, st.st_size)
        deck = self._decks.get(key)
        if deck is None:
            deck = self._decks[key] = self.read_deck(path)
        return deck

    def why_not_playable(self, code: str) -> str | None:
        """Why a printed card this game does not load is refused in a deck (say, unsupported
        text), or None for a code it does not know at all."""
        return None

    def read_deck(self, path: Path) -> DeckList:
        """Parse and check one deck file (a game with other deck formats overrides this)."""
        deck = parse_deck(path.read_text(encoding="utf-8"), str(path), self.cards, why_not=self.why_not_playable)
        self.check_deck(deck)
        return deck

    def blank_game(self, seed: int, options: Any, log: bool) -> Any:
        """A two-player game with no card yet: the log kept if asked, every rule option (a
        dataclass of numbers, bools and strings) copied into the game variables."""
        from dataclasses import fields

        from .state import Game

        game = Game(self, 2, seed)
        if log:
            game.start_log()
        game.vars.update((f.name, getattr(options, f.name)) for f in fields(options))
        return game

    def card_code(self, ref: str) -> str | None:
        """The code of the card a scenario or a test names: its code (a game whose cards are
        known by name, like MTG's, also takes the name); None if there is no such card."""
        return ref if ref in self.cards else None

    @property
    @abstractmethod
    def cards(self) -> Mapping[str, Any]:
        """Every card definition the game loads, by code."""

    @abstractmethod
    def check_deck(self, deck: DeckList, options: Any = None) -> None:
        """Refuse (DeckError, naming the rule) a deck the construction rules forbid."""

    @abstractmethod
    def random_deck(self, rng: Any) -> DeckList:
        """A random deck that `check_deck` accepts, drawn from the whole card pool with the
        random.Random `rng` (benchmarks/soak.py)."""

    @abstractmethod
    def new_game(self, decks: list[DeckList], seed: int = 0, options: Any = None, log: bool = False) -> Any:
        """A game on the two decks, run to its first decision."""

    @abstractmethod
    def from_scenario(self, scn: Any) -> Any:
        """The game a parsed scenario (engine.scenario) describes, run to its first decision."""


class PriorityRules(ABC):
    """A game whose players pass priority around a stack or chain (engine.priority)."""

    @abstractmethod
    def check_state(self, game: Any) -> bool:
        """Start the game's state checks (MTG 420, DBS rule processing...) before a player
        receives priority; True if they pushed steps to run first (priority is asked again)."""

    @abstractmethod
    def priority_options(self, game: Any, player: int) -> list:
        """What `player` may do with priority."""

    @abstractmethod
    def perform(self, game: Any, player: int, choice: Any, passes: int) -> None:
        """Do a chosen priority option (not a pass)."""

    def on_pass(self, game: Any, player: int) -> None:
        """A player passed priority: nothing happens unless a game says so."""
        return None
