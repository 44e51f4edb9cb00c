"""FFTCG at the table (tcg.present): the field as Forwards / Backups / Monsters, the Damage
Zone, the Break Zone; cards with element, cost, power, job and text; the log's events."""

from __future__ import annotations

from typing import Any

from ...display import Display
from ...engine.state import Game
from ...i18n import number, printed, tr
from . import granted
from .base import Play
from .payment import Cost, _cp_of
from .phrases import CANNOT
from .tokens import plain

# a restriction flag as the card says it ("cannot be chosen by your opponent's Summons or abilities")
FLAG_WORDS = {flags[0]: f"cannot {words}".replace("summons", "Summons") for flags, words in CANNOT if len(flags) == 1}

# zone -> its name in the rulebooks (7.1; the French rulebook keeps Damage Zone and Break Zone)
ZONE_LABELS = {
    "deck": {"en": "Deck", "fr": "Deck"}, "hand": {"en": "Hand", "fr": "Main"},
    "field": {"en": "Field", "fr": "Terrain"}, "break": {"en": "Break Zone", "fr": "Break Zone"},
    "damage": {"en": "Damage Zone", "fr": "Damage Zone"}, "removed": {"en": "Removed from play", "fr": "Retirée du jeu"},
    "stack": {"en": "Stack", "fr": "Pile"},
}
QUIET_MOVES = {("hand", "field"), ("hand", "stack"), ("deck", "damage")}   # said by "plays", "casts", "takes damage"
MOVE_VERBS = {("deck", "hand"): ("you draw {card}", "{who} draws {card}"),
              ("hand", "break"): ("you discard {card}", "{who} discards {card}")}
# the turn's phases and the Attack Phase's steps (9, 10.1)
PHASES = {"setup": "Setup", "active": "Active Phase", "draw": "Draw Phase", "main1": "Main Phase 1",
          "main2": "Main Phase 2", "attack": "Attack Phase", "end": "End Phase",
          "preparation": "Attack Preparation Step", "declaration": "Attack Declaration Step",
          "block": "Block Declaration Step", "damage": "Damage Resolution Step"}
PARTS = {"forwards": {"en": "Forwards", "fr": "Avants"}, "backups": {"en": "Backups", "fr": "Soutiens"},
         "monsters": {"en": "Monsters", "fr": "Monstres"}}


def _label(key: str, lang: str) -> str:
    words = PARTS.get(key) or ZONE_LABELS[key]
    return words.get(lang, words["en"])


def zones(lang: str) -> list[tuple]:
    """Each player's zones in the order a player reads them: (key, zone, label, layout, keep)."""
    return [
        ("forwards", "field", _label("forwards", lang), "row", lambda c, p: "power" in c and c.get("type") != "backup"
         or c.get("type") == "forward"),
        ("backups", "field", _label("backups", lang), "row", lambda c, p: c.get("type") == "backup"),
        ("monsters", "field", _label("monsters", lang), "row",
         lambda c, p: c.get("type") not in ("forward", "backup")),
        ("damage", "damage", _label("damage", lang), "row", None),
        ("hand", "hand", _label("hand", lang), "row", None),
        ("deck", "deck", _label("deck", lang), "hidden", None),
        ("break", "break", _label("break", lang), "pile", None),
        ("removed", "removed", _label("removed", lang), "pile", None),
    ]


def shared_zones(lang: str) -> list[tuple]:
    return []       # the stack is the table's "stack"


def facts(c: Any) -> dict:
    out = {"type": c.type, "cost": c.cost, "element": "/".join(c.elements), "colour": " ".join(c.elements), "power": c.power or None,
           "text": plain(c.text), "job": c.job, "category": c.category}
    if c.ex_burst:
        out["ex_burst"] = True
    return out


def dress(c: dict, o: dict, v: dict) -> None:
    """Combat marks from the game variables (the view's objects do not carry them); the
    keywords and restrictions a Character has now, in the card's words."""
    if c.get("keywords"):
        c["keywords"] = [FLAG_WORDS.get(k) or k.replace("_", " ").title() for k in c["keywords"]]
    if o["id"] in (v["vars"].get("attack") or ()):
        c["status"].append("attacking")
    if o["id"] == v["vars"].get("blocker"):
        c["status"].append("blocking")


def counters(v: dict, p: int) -> dict:
    from ...present import size

    out = {"damage": size(v, f"damage{p}"), "damage_limit": v["vars"].get("damage_limit", 7)}
    if v["players"][p].get("crystals"):       # {C} (crystals.py)
        out["crystals"] = v["players"][p]["crystals"]
    return out


def stack(game: Game, v: dict, by_id: dict[int, dict], lang: str) -> list[dict]:
    """The stack, bottom first: the card, what it does, its targets."""
    out = []
    for item in game.stack:
        c = game.rules.cards.get(item.code)
        name = c.name if c else "?"
        lines = [ln for ln in plain(c.text if c else "").split("\n") if ln.strip()]
        text = " ".join(lines) if item.kind == "summon" else lines[item.index] if 0 <= item.index < len(lines) else ""
        targets = [by_id[t]["name"] for group in item.targets for t in group if t in by_id]
        label = f"{name} ({_t(lang, item.kind)}): {printed(text[:70], lang)}" + \
            (f" → {', '.join(targets)}" if targets else "")
        out.append({"label": label, "card": item.code, "controller": item.controller})
    return out


def _t(lang: str, text: str, /, **kw: object) -> str:
    return tr(__package__, lang, text, **kw)


def _powered(game: Game, cards: tuple, lang: str) -> str:
    """Forwards with their power: "Cloud (7,000), Tifa (5,000)"."""
    return ", ".join(f"{game.rules.cards[c].name} ({number(n, lang)})" for c, n in cards)


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    """FFTCG's events in words, all public (play.py, combat.py, turn.py, actions.py)."""
    from ...present import act, card_name

    kind, rules = ev[0], game.rules
    if kind in PLAYER_EVENTS:           # (kind, player, code, ...)
        you, them = PLAYER_EVENTS[kind]
        if kind == "use" and not ev[3]:
            you, them = "you use an ability of {card}", "{who} uses an ability of {card}"
        return act(rules, lang, ev[1], seat, you, them, card=card_name(rules, ev[2]),
                   ability=printed(ev[3], lang) if len(ev) > 3 else "")
    if kind in PAYMENTS:                # (kind, player, cost?): damage.py, pay_effect.py
        return act(rules, lang, ev[1], seat, *PAYMENTS[kind], cost=ev[2] if len(ev) > 2 else "")
    if kind == "attack":                # ("attack", player, ((code, power), ...))
        return act(rules, lang, ev[1], seat, "you attack with {cards}", "{who} attacks with {cards}",
                   cards=_powered(game, ev[2], lang))
    if kind == "block":                 # ("block", (code, power), ((code, power), ...))
        return _t(lang, "{card} blocks {cards}", card=_powered(game, (ev[1],), lang), cards=_powered(game, ev[2], lang))
    if kind in CARD_EVENTS:             # (kind, code, n?)
        return _t(lang, CARD_EVENTS[kind], card=card_name(rules, ev[1]), n=ev[2] if len(ev) > 2 else "")
    return None


PLAYER_EVENTS = {"play": ("you play {card}", "{who} plays {card}"), "cast": ("you cast {card}", "{who} casts {card}"),
                 "use": ("you use {ability} of {card}", "{who} uses {ability} of {card}"),
                 "damage_zone": ("you take 1 damage: {card}", "{who} takes 1 damage: {card}"),
                 "control": ("you gain control of {card}", "{who} gains control of {card}")}
PAYMENTS = {"damage_zero": ("the damage to you becomes 0", "the damage to {who} becomes 0"),
            "cannot_pay": ("you cannot pay {cost}", "{who} cannot pay {cost}"),
            "pays": ("you pay {cost} CP", "{who} pays {cost} CP")}
CARD_EVENTS = {"hurt": "{card} takes {n} damage", "ex_burst": "EX Burst: {card}", "cancelled": "{card} is cancelled",
               "auto_removed": "{card}: an auto ability with no legal target is removed (11.8.4)",
               "no_mode": "{card}: no mode can be selected: the ability does nothing",
               "fizzle": "{card}: every target is gone: cancelled (11.3.9, 11.6.12)"}


def _ability_text(game: Game, play: Play, lang: str) -> str:
    """The words of what is being played: a Summon's text, an ability's line, or "play" for a Character."""
    card = game.rules.cards[play.code]
    if play.index < 0 or play.kind == "character":     # a Character played, maybe paying another cost (alt_costs.py)
        return _t(lang, "play {card}", card=card.name)
    lines = [ln for ln in plain(card.text).split("\n") if ln.strip()]
    if play.kind == "summon" or card.type == "summon":
        return printed(" ".join(lines)[:90], lang)
    if play.index >= granted.GRANTED:       # an ability its effect grants: its quoted words
        return printed(granted.label(card.text, play.index)[:90], lang)
    a = card.ability[play.index]
    line = lines[play.index] if play.index < len(lines) else ""
    return printed((a.name or line)[:90], lang)


def prompt(game: Game, d: Any, lang: str = "en") -> str:
    """What is asked and for what: the card and its effect, the CP paid so far."""
    if d.kind not in ("target", "payment", "mode", "x") or not d.args:
        return ""
    from ...present import free_text

    play = Play(*d.args[0])
    name = game.rules.cards[play.code].name
    what = _ability_text(game, play, lang)
    if d.kind == "payment":
        cost = Cost(*d.args[1])
        paid = _cp_of(play.paid, game)[0]
        need = ", ".join(f"{n} {_t(lang, e)}" for e, n in cost.need)
        given = ", ".join(f"{game.objs[o].card.name} {_t(lang, f'({kind})')}" for kind, o in play.paid if o in game.objs)
        return _t(lang, "{card}: pay {total} CP ({paid} paid, {left} to go", card=name, total=cost.total, paid=paid,
                  left=max(cost.total - paid, 0)) + (_t(lang, "; at least {need}", need=need) if need else "") + \
            ")" + (_t(lang, "; paid with {cards}", cards=given) if given else "")
    asked = free_text(game.rules, lang, d.prompt)
    if d.kind == "target":
        return _t(lang, "{card} ({what}): {asked}", card=name, what=what, asked=asked)
    return _t(lang, "{card}: {asked}", card=name, asked=asked)


def label(game: Game, option: tuple, lang: str = "en") -> str:
    """An option in words (describe.py, in `lang`)."""
    from .describe import describe

    return describe(game, option, lang)


DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, dress=dress, stack=stack, prompt=prompt, label=label, move_verbs=MOVE_VERBS,
    quiet_moves=QUIET_MOVES, phases=PHASES)
