"""[Auto] skills that trigger on an event of another card (dbs-masters 9-6-9): "When you play a
<card>" (`you_play`), "When one of your energy is switched to Active Mode by one of your <colour>
card skills" (`energy_readied`), "When this card's power is increased by one of your <character>
card skills" (`power_raised`), "When one of your energy is added to your Z-Energy"
(`energy_to_zenergy`), "When you use a card in a combo" (`you_combo`), "When you activate
[Union-Fusion]" (`union_fusion`), "When your <card> attacks" (`you_attack`), "When you activate [Swap]
(on one of your <card> cards)" (`you_swap`), "When you add a card from your life to your hand"
(`life_added`). Each event has one place that makes it (a card played: `actions.add_triggers`;
energy switched by a skill: `skills.on_choose`, `masters_keywords.mk_do`; a power effect:
`power_effect`; a card from the Energy Area into Z-Energy, life to hand: the zone-change pipeline,
`moves.DbsZones`; a combo: `battle.do_combo`,
`battle.combo_by_skill`; [Union-Fusion]: `alt_play.perform`; an attack: `battle.declare_attack`; [Swap]:
`keywords.swap_activated`), which calls the function here."""

from __future__ import annotations

from ...engine.effects import Effect
from ...engine.state import Game
from .after_actions import after
from .base import AWAKENED, Trigger
from .cards import pool_has
from .picks import fits, names
from .reading import negated, side_skills, valid
from .timing import IN_PLAY, auto_on

_WHEN = {w: auto_on(w) for w in ("you_play", "energy_readied", "power_raised", "energy_to_zenergy", "you_combo",
                             "union_fusion", "you_attack", "you_swap", "life_added")}


def _fire(game: Game, p: int, when: str, ok, only: int = 0, about: int = 0) -> None:
    """The `when` [Auto]s of player p's cards in play (of `only` if given) for which `ok(skill)`;
    `about`: the card of the event."""
    if not pool_has(game.rules.cards, _WHEN[when]):
        return                                     # no card of the pool has one: a hot path
    for z in IN_PLAY:
        for oid in game.zones[f"{z}{p}"]:
            if only and oid != only:
                continue
            o = game.objs[oid]
            if when not in o.card.auto_on or negated(game, o):
                continue
            for i, s in enumerate(side_skills(o)):
                if s.kind == "auto" and s.when == when and valid(game, o, s) and ok(s):
                    game.pending.append(Trigger(o.controller, oid, o.card.code, i, bool(o.marks & AWAKENED), about))


@after("you_play")
def you_play(game: Game, new: int) -> None:
    """"When you play a <card>": the card played is read in the area it was played in (masters 20-1-6)."""
    p = game.objs[new].controller
    _fire(game, p, "you_play", lambda s: s.pick is None or fits(game, new, s.pick), about=new)


def energy_readied(game: Game, p: int, src: int) -> None:
    """One of player p's energy was switched to Active Mode by a skill of the card `src`."""
    o = game.objs.get(src)
    if o is None or o.controller != p:
        return
    colors = set(o.card.color)
    _fire(game, p, "energy_readied", lambda s: not s.by_color or s.by_color in colors)


def power_effect(game: Game, p: int, src: int, targets: tuple, value: int, until: str) -> None:
    """A skill of player p (its card `src`) gives `targets` `value` power: the effect (masters
    9-9-1-3), then "When this card's power is increased by one of your <character> card skills"
    on each target that is p's (an effect of +N, N > 0; a [Permanent] is no event)."""
    game.effects.append(Effect(game.tick(), 1, "power", value, src, targets, until, p))
    if value <= 0 or not pool_has(game.rules.cards, _WHEN["power_raised"]):
        return
    mine = [t for t in targets if t in game.objs and game.objs[t].controller == p
            and "power_raised" in game.objs[t].card.auto_on]
    o = game.objs.get(src)
    if not mine or o is None:
        return
    who = set(names(o, game))
    for t in mine:
        _fire(game, p, "power_raised", lambda s: s.by_character in who, only=t)


@after("energy_to_zenergy")
def energy_to_zenergy(game: Game, p: int) -> None:
    """"When one of your energy is added to your Z-Energy" (masters 20-1-3: a card of the Energy Area)."""
    _fire(game, p, "energy_to_zenergy", lambda s: True)


def you_combo(game: Game, p: int) -> None:
    """Player p used a card in a combo (masters 5-7; 20-1-9)."""
    _fire(game, p, "you_combo", lambda s: True)


def union_fusion(game: Game, p: int) -> None:
    """Player p activated [Union-Fusion] (masters 22-13)."""
    _fire(game, p, "union_fusion", lambda s: True)


def you_attack(game: Game, p: int, attacker: int) -> None:
    """"When (one of) your <pick> card(s) attacks": any of p's cards in play may have it, the
    attacking card included (read as it attacks, masters 8-1)."""
    _fire(game, p, "you_attack", lambda s: s.pick is None or fits(game, attacker, s.pick), about=attacker)


def you_swap(game: Game, p: int, card: int) -> None:
    """"When you activate [Swap] (on one of your <pick> cards)" (masters 22-22): `card` is the card
    with the [Swap] skill, read in the Battle Area it is activated from."""
    _fire(game, p, "you_swap", lambda s: s.pick is None or fits(game, card, s.pick), about=card)


@after("life_added")
def life_added(game: Game, p: int) -> None:
    """"When you add a card from your life to your hand": once per action that adds one or more,
    damage included (masters 21-3-2 adds the life cards to the hand; 5-10-4: one action)."""
    _fire(game, p, "life_added", lambda s: True)
