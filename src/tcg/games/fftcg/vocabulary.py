"""The effect verbs FFTCG cards are written in (CARDS.md). Each verb is one function
`verb(game, item, ability, step)`; a verb that needs a player's choice pushes a step."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine.effects import Effect
from . import actions
from .base import DONE, NO, REG, Delayed, StackItem, other
from .chars import LAYER_OTHER, LAYER_POWER, LAYER_TYPE, is_forward, matches, select

if TYPE_CHECKING:
    from ...engine.state import Game
    from .cards import Ability, Step

# verb -> its function; verb -> the fields of its `Step` it reads. The card loader refuses a verb
# that is not here and a field its verb does not read (cards.Step): nothing a card says is ignored.
VERBS: dict[str, Callable] = {}
PARAMS: dict[str, frozenset[str]] = {}


def verb(*params: str) -> Callable:
    """Register `fn(game, item, ability, step)` as the verb named after it, reading `params`."""
    def register(fn: Callable) -> Callable:
        name = fn.__name__.rstrip("_")
        VERBS[name] = fn
        PARAMS[name] = frozenset(params + ("do",))
        return fn
    return register


def refs(game: Game, it: StackItem, a: Ability, to) -> list[int]:
    """The objects a step acts on: the chosen targets still legal (11.11.2.1), the source, or
    every card matching a filter."""
    if to == "self":
        return [it.source] if it.source in game.objs and game.objs[it.source].zone.startswith("field") else []
    if isinstance(to, str):
        groups = range(len(it.targets)) if to == "chosen" else [int(to[-1]) - 1]
        out = []
        for i in groups:
            if i < len(it.targets):
                for oid in it.targets[i]:
                    if oid in game.objs and i < len(a.choose) and matches(game, it.source, it.controller, a.choose[i], oid):
                        out.append(oid)
        return out
    return select(game, it.source, it.controller, to)


def player_of(it: StackItem, who: str) -> int:
    return it.controller if who == "you" else other(it.controller)


def _lasting(game: Game, it: StackItem, layer: int, op: str, value, targets: list[int]) -> None:
    # 11.12.4.2: a resolved effect affects only the cards present now, with values fixed now.
    if targets:
        game.effects.append(Effect(game.tick(), layer, op, value, it.source, tuple(targets), "end_of_turn", it.controller))
        game.cache.clear()


def _amount(game: Game, it: StackItem, s: Step) -> int:
    """`amount`, or `amount` for each card matching `per`, counted now: a variable of an
    effect is fixed when it resolves (11.12.4.3)."""
    if s.per is None:
        return s.amount
    return s.amount * len(select(game, it.source, it.controller, s.per))


@verb("to", "amount", "per")
def damage(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    amount = _amount(game, it, s)
    for oid in refs(game, it, a, s.to):
        if is_forward(game, oid):
            actions.damage_forward(game, oid, amount, it.source)


@verb("who", "amount")
def damage_player(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    # All the damage of one ability is placed first, then EX Bursts resolve in order (6.5.2.1).
    game.push("player_damage", player_of(it, s.who), s.amount, 1)


@verb("to")
def break_(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    actions.break_cards(game, refs(game, it, a, s.to))


@verb("to")
def dull(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    for oid in refs(game, it, a, s.to):
        actions.dull(game, oid)


@verb("to")
def activate(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    for oid in refs(game, it, a, s.to):
        actions.activate(game, oid)


@verb("to")
def freeze(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    for oid in refs(game, it, a, s.to):
        actions.freeze(game, oid)


@verb("to")
def return_to_hand(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    ids = [o for o in refs(game, it, a, s.to) if game.objs[o].zone.startswith("field")]
    actions.move_cards(game, ids, "hand")


@verb("to")
def remove_from_game(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    actions.move_cards(game, refs(game, it, a, s.to), "removed")


@verb("to", "amount", "per")
def power(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    targets = [o for o in refs(game, it, a, s.to) if is_forward(game, o)]
    _lasting(game, it, LAYER_POWER, "power", _amount(game, it, s), targets)


@verb("to", "amount")
def set_power(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    """"Its power becomes N": a new base power under every modification (11.3.10, 11.5.7)."""
    _lasting(game, it, LAYER_POWER, "set_power", s.amount, [o for o in refs(game, it, a, s.to) if is_forward(game, o)])


@verb("to", "keywords")
def grant(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    _lasting(game, it, LAYER_OTHER, "grant", s.keywords, refs(game, it, a, s.to))


@verb("power")
def become_forward(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    _lasting(game, it, LAYER_TYPE, "become_forward", s.power, refs(game, it, a, "self"))


@verb("who", "count")
def draw(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    actions.draw(game, player_of(it, s.who), s.count)


@verb("who", "count")
def discard(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    if s.who == "each":
        # "Each player discards": the turn player selects first, then the other (11.11.6)
        tp = game.vars["tp"]
        game.push("select_discard", other(tp), s.count)
        game.push("select_discard", tp, s.count)
        return
    game.push("select_discard", player_of(it, s.who), s.count)


@REG.step
def select_discard(game: Game, p: int, n: int) -> None:
    hand = game.zones[f"hand{p}"]
    if n <= 0 or not hand:
        return
    game.ask(p, "discard", tuple(("discard", o) for o in hand), "on_select_discard", p, n,
             prompt=f"discard {n} card(s)")


@REG.handler
def on_select_discard(game: Game, choice: tuple, p: int, n: int) -> None:
    actions.move(game, choice[1], "break")
    game.push("select_discard", p, n - 1)


def _path(a) -> tuple:
    """Where the steps `a` applies are in the ability (a mode, a delayed ability's effect)."""
    return getattr(a, "path", ())


def _step(game: Game, it: StackItem, si: int, path: tuple) -> Step:
    return game.rules.cards[it.code].ability[it.index].scope(path).effect[si]


@verb("count", "filter")
def search(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    game.push("search_pick", tuple(it), a.effect.index(s), s.count, _path(a))


@REG.step
def search_pick(game: Game, it: tuple, si: int, n: int, path: tuple = ()) -> None:
    """Search (15.1.1.8): find cards in the deck, reveal them, add them, then shuffle."""
    it = StackItem(*it)
    s = _step(game, it, si, path)
    deck = game.zones[f"deck{it.controller}"]
    found = [o for o in deck if matches(game, it.source, it.controller, s.filter, o)] if n > 0 else []
    if not found:
        game.shuffle(deck)
        return
    game.ask(it.controller, "search", (DONE,) + tuple(("take", o) for o in found), "on_search", tuple(it), si, n,
             path, prompt="take a card from your deck")


@REG.handler
def on_search(game: Game, choice: tuple, it: tuple, si: int, n: int, path: tuple = ()) -> None:
    if choice == DONE:
        game.shuffle(game.zones[f"deck{StackItem(*it).controller}"])
        return
    new = actions.move(game, choice[1], "hand")
    game.say(f"reveals {game.objs[new].card.name} and adds it to hand")
    game.push("search_pick", it, si, n - 1, path)


@verb("to")
def add_to_hand(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    actions.move_cards(game, [o for o in refs(game, it, a, s.to) if not game.objs[o].zone.startswith("field")], "hand")


@verb("to", "dull")
def play_onto_field(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    ids = [o for o in refs(game, it, a, s.to) if game.objs[o].card.is_character]
    actions.move_cards(game, ids, "field", dull=s.dull)


@verb("filter", "dull", "optional")
def play_from_hand(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    game.push("pick_from_hand", tuple(it), a.effect.index(s), _path(a))


@REG.step
def pick_from_hand(game: Game, it: tuple, si: int, path: tuple = ()) -> None:
    it = StackItem(*it)
    s = _step(game, it, si, path)
    p = it.controller
    f = s.filter
    if f.cost_max == "X":
        f = f.model_copy(update={"cost_max": it.x})   # "of cost X or less": the X paid (4.5)
    cands = [o for o in game.zones[f"hand{p}"] if game.objs[o].card.is_character
             and matches(game, it.source, p, f, o)]
    if cands:
        game.ask(p, "play_from_hand", ((NO,) if s.optional else ()) + tuple(("play", o) for o in cands),
                 "on_pick_from_hand", s.dull, prompt="play a card from your hand" + "?" * s.optional)


@REG.handler
def on_pick_from_hand(game: Game, choice: tuple, dull_: bool) -> None:
    if choice != NO:
        actions.move(game, choice[1], "field", dull=dull_)


@verb("to")
def cancel(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    for oid in refs(game, it, a, s.to):
        item = next((x for x in game.stack if x.id == oid), None)
        if item is not None:
            game.stack.remove(item)
            actions.move(game, oid, "break")
            game.say(f"{game.rules.cards[item.code].name} is cancelled")


@verb("when", "if_", "effect")
def delayed(game: Game, it: StackItem, a: Ability, s: Step) -> None:
    """Create a delayed auto ability (11.8.17): it exists from now on only (11.8.17.1) and waits
    for `s.when` (actions.fire_delayed). Its source is this ability's source, the Summon itself
    for a Summon, and its controller this ability's controller (6.4.1.1, 6.4.1.2, 11.8.17.4,
    11.8.17.5); it acts on the cards this ability chose (11.8.17.3)."""
    path = _path(a) + (("step", a.effect.index(s)),)
    entry = Delayed(s.when, it.controller, it.source, it.code, it.index, path, it.targets, game.vars["turn"])
    game.vars["delayed"] = game.vars.get("delayed", ()) + (tuple(entry),)
