"""Readable text for options, for the table (tcg.present) and the views, in English or French
(the French in fr.toml)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...i18n import printed, tr
from . import granted

if TYPE_CHECKING:
    from ...engine.state import Game

WORDS = {"pass": "pass priority", "done": "done", "end": "end the Attack Phase", "no_block": "don't block",
         "yes": "yes", "no": "no", "keep": "keep the hand", "mulligan": "mulligan", "first": "go first",
         "second": "go second", "no_replacement": "apply none"}
VERBS = {"play": "play", "play_alt": "play (other cost)", "cast": "cast", "target": "target", "dull": "dull for CP", "cost_discard": "discard (cost)",
         "cost_name": "discard (special cost)", "cost_dull": "dull (cost)",
         "cost_break": "put into the Break Zone (cost)", "cost_exile": "remove from the game (cost)",
         "cost_hand_exile": "remove from the game (cost)", "attack": "attack with",
         "add": "add to the Party", "block": "block with", "assign": "assign 1000 damage to",
         "take": "take", "bottom": "put on the bottom", "top": "put on top", "play_from_hand": "play"}


def _t(lang: str, text: str, /, **kw: object) -> str:
    return tr(__package__, lang, text, **kw)


def name(game: Game, oid: int, lang: str = "en") -> str:
    o = game.objs.get(oid)
    if o is None:        # an ability on the stack (a target of "Choose 1 action ability")
        it = next((x for x in game.stack if x.id == oid), None)
        return _t(lang, "{card}'s ability", card=game.rules.cards[it.code].name) if it else f"#{oid}"
    c = o.card
    extra = f" {c.power}" if c.type == "forward" else ""
    return f"{c.name} ({'/'.join(_t(lang, e) for e in c.elements)} {_t(lang, c.type)}, " + _t(lang, "cost {n}", n=c.cost) + f"{extra})"


def describe(game: Game, option: tuple, lang: str = "en") -> str:
    kind = option[0]
    if kind in WORDS:
        return _t(lang, WORDS[kind])
    if kind == "use":
        card = game.objs[option[1]].card
        if len(option) > 3 and option[2] >= granted.GRANTED:     # an ability granted by another card's effect (granted.py)
            label = granted.label(game.rules.cards[option[3]].text, option[2])[:60]
        elif len(option) > 3:   # another card's own ability, gained ("Kimahri gains its Special Ability")
            label = game.rules.cards[option[3]].ability[option[2]].name or ""
        else:
            a = card.ability[option[2]]
            label = a.name or " ".join(p for p in card.text.split("\n")[option[2]:option[2] + 1])[:60]
        return _t(lang, "use {card}: {ability}", card=card.name, ability=printed(label, lang))
    if kind == "mode" and game.decision is not None:
        # the pending decision's first argument is the ability being declared (play.Play)
        play = game.decision.args[0]
        card = game.rules.cards[play[3]]
        modes = card.ability_at(play[4]).modes
        quoted = re.findall(r'"([^"]+)"', card.text)
        text = quoted[option[1]] if len(quoted) == len(modes) else \
            " and ".join(s.do.replace("_", " ") for s in modes[option[1]].effect[modes[option[1]].start:])
        return _t(lang, "select: {text}", text=printed(text, lang) if len(quoted) == len(modes) else text)
    if kind == "replacements_of":     # offered to the moving card's controller: the opponent's "you may ... instead" (instead.py)
        return _t(lang, "your opponent's replacement effects (they decide)")
    if kind in ("replacement", "instead"):     # which applies (engine/zones.py, instead.py): whose it is
        text = "{card}'s replacement effect" if kind == "replacement" else "{card}'s own replacement effect"
        return _t(lang, text, card=game.objs[option[1]].card.name)
    if kind == "x":
        return f"X = {option[1]}"
    if kind == "trigger":
        return _t(lang, "put on the stack first: {card}'s ability", card=game.rules.cards[option[3]].name)
    verb = "discard for CP" if kind == "discard" and game.decision and game.decision.kind == "payment" else \
        "discard" if kind == "discard" else VERBS.get(kind, kind)
    return f"{_t(lang, verb)} {name(game, option[1], lang)}"
