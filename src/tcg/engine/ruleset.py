"""What every game module's ruleset shares: zone lookup, the bundled decks, and defaults for
the terminal. A game module subclasses `Ruleset` and sets its zones, steps, handlers and rules."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .cards import DeckError, DeckList, parse_deck


class Ruleset:
    id: str = ""
    title: str = ""
    home: Path              # the game module's folder (it holds decks/ and cards/)
    player_zones: tuple[str, ...] = ()
    shared_zones: tuple[str, ...] = ()
    zone_visibility: dict[str, str] = {}
    board_zones: tuple[str, ...] = ("field",)   # the zones the terminal lists as cards in play
    tapped_word = "tapped"
    concede_rule = ""
    # True: object_view(game, oid, d, viewer) and stack_view(game, viewer) are told who looks
    # (a card only its controller may look at, e.g. MTG 504.3 face-down permanents)
    view_knows_viewer = False
    # Decision kinds that start something (an action, an attack, a phase's choice) rather than
    # continue one (a payment, a target): search agents evaluate positions there.
    quiet_kinds: frozenset[str] = frozenset()
    # True: MCTS values a position only once the cheap policy has played the searching player's
    # turn on to the opponent's next quiet decision (or the turn's end), so that every option is
    # valued after the same part of the turn (tcg.agents.greedy.play_on).
    turn_horizon = False
    # True: the agents' cheap policy values an option that leaves the evaluation as it was and
    # asks the same player to go on (a payment, a target) once it has finished it, instead of as
    # it stands (tcg.agents.greedy.through).
    look_through = False
    # Option kind (its first element) -> the positions in the option that name an object: search
    # agents merge options that differ only by twin objects (tcg.agents.twins). Empty: none.
    option_objects: Mapping[str, tuple[int, ...]] = MappingProxyType({})    # (read only: rebind it)
    # The game's own defaults for options of the mcts agent (tcg.agents.mcts.DEFAULTS) that the
    # user does not set: what its decisions are worth searching for. Empty: the agent's.
    search_options: Mapping[str, Any] = MappingProxyType({})

    def quiet(self, game: Any) -> bool:
        """Is the position worth evaluating (tcg.agents)? The pending decision starts something
        (`quiet_kinds`) and nothing is on the stack or waiting to be; a game may narrow it."""
        d = game.decision
        return d is None or (d.kind in self.quiet_kinds and not game.stack and not game.pending)

    def shown(self, game: Any) -> tuple[int, ...]:
        """Objects every player sees now although their zone is private or hidden: a card
        revealed by an effect, a card whose play is declared while it is still in the hand.
        Views show them (`shown`) and determinisation leaves them where they are."""
        return ()

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

    def on_pass(self, game: Any, player: int) -> None:
        """A player passed priority (engine.priority): nothing happens unless a game says so."""

    @property
    def cards(self) -> dict[str, Any]:
        raise NotImplementedError  # every game module defines its card table

    def check_deck(self, deck: DeckList, options: Any = None) -> None:
        raise NotImplementedError  # every game module defines its deck construction rules

    def random_deck(self, rng: Any) -> DeckList:
        """A random deck that `check_deck` accepts, drawn from the whole card pool with the
        random.Random `rng` (benchmarks/soak.py)."""
        raise NotImplementedError  # every game module builds its decks by its construction rules
