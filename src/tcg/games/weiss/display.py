"""Weiss Schwarz at the table (tcg.present): the stage by position (front row left, centre,
right; back row left, right), climax, level, clock, stock, waiting room and memory; cards with
level, cost, colour, power, soul and trigger icons; the log's events (attacks, triggers,
damage, battles)."""

from __future__ import annotations

from typing import Any

from ...display import Display
from ...engine.state import Game
from .base import SLOTS

# zone -> its name (the French rulebook: Horloge, Niveau, Stock, Salle d'attente, Mémoire)
ZONE_LABELS = {
    "deck": {"en": "Deck", "fr": "Deck"}, "hand": {"en": "Hand", "fr": "Main"},
    "clock": {"en": "Clock", "fr": "Horloge"}, "level": {"en": "Level", "fr": "Niveau"},
    "stock": {"en": "Stock", "fr": "Stock"}, "waiting": {"en": "Waiting Room", "fr": "Salle d'attente"},
    "memory": {"en": "Memory", "fr": "Mémoire"}, "climax": {"en": "Climax", "fr": "Climax"},
    "res": {"en": "Resolution", "fr": "Résolution"}, "stage": {"en": "Stage", "fr": "Scène"},
    "front_l": {"en": "front left", "fr": "avant gauche"}, "front_c": {"en": "front centre", "fr": "avant centre"},
    "front_r": {"en": "front right", "fr": "avant droite"}, "back_l": {"en": "back left", "fr": "arrière gauche"},
    "back_r": {"en": "back right", "fr": "arrière droite"},
}
QUIET_MOVES = {("deck", "res"), ("res", "stock"), ("res", "clock"), ("res", "waiting")}   # said by trigger, damage
MOVE_VERBS = {("hand", "front_l"): ("plays", "play"), ("hand", "front_c"): ("plays", "play"),
              ("hand", "front_r"): ("plays", "play"), ("hand", "back_l"): ("plays", "play"),
              ("hand", "back_r"): ("plays", "play"), ("hand", "climax"): ("plays the climax", "play the climax"),
              ("deck", "hand"): ("draws", "draw"), ("hand", "clock"): ("clocks", "clock"),
              ("clock", "level"): ("levels up with", "level up with")}
LAYOUT = (("level", "row"), ("clock", "row"), ("climax", "row"), ("res", "row"), ("hand", "row"),
          ("stock", "hidden"), ("deck", "hidden"), ("waiting", "pile"), ("memory", "pile"))


def _label(zone: str, lang: str) -> str:
    return ZONE_LABELS[zone].get(lang, ZONE_LABELS[zone]["en"])


def zones(lang: str) -> list[tuple]:
    return [("stage", SLOTS, _label("stage", lang), "slots", None)] + \
        [(z, z, _label(z, lang), layout, None) for z, layout in LAYOUT]


def shared_zones(lang: str) -> list[tuple]:
    return []


def slots(p: int | None, cards: list[dict], lang: str = "en") -> list[dict]:
    """The five stage positions, each with its card id or None."""
    at = {c.get("slot"): c["id"] for c in cards}
    return [{"key": s, "label": _label(s, lang), "card": at.get(s)} for s in SLOTS]


def facts(c: Any) -> dict:
    return {"type": c.type, "level": c.level, "cost": c.cost, "colour": c.color, "power": c.power or None,
            "soul": c.soul, "triggers": list(c.triggers), "traits": list(c.traits), "side": c.side,
            "text": "\n".join(a.text for a in c.ability if a.text)}


def dress(c: dict, o: dict, v: dict) -> None:
    if "zone" in o:
        c["slot"] = o["zone"]
    if o["id"] == v["vars"].get("attacker"):
        c["status"].append("attacking")


def counters(v: dict, p: int) -> dict:
    from ...present import size

    def n(key: str) -> int:
        return size(v, f"{key}{p}")

    return {"level": n("level"), "clock": n("clock"), "stock": n("stock"), "hand": n("hand"), "deck": n("deck"),
            "waiting": n("waiting")}


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    from ...present import who

    kind = ev[0]
    cards = game.rules.cards
    if kind == "turn":
        return f"— turn {ev[1]}: {who(ev[2], seat, lang)} —"
    if kind == "attack":        # ("attack", player, code, kind, defender code or "", powers)
        _, p, a, how, d, ap, dp = ev
        mine = "your" if p == seat else f"{who(p, seat, lang)}'s"
        theirs = "your" if p != seat else f"{who(1 - p, seat, lang)}'s"
        against = f" on {theirs} {cards[d].name}: {ap:,} vs {dp:,}" if d else ""
        return f"{mine} {cards[a].name} makes a {how} attack{against}"
    if kind == "trigger":       # ("trigger", code, icons)
        icons = ", ".join(ev[2]) or "no icon"
        return f"trigger check: {cards[ev[1]].name} ({icons})"
    if kind == "damage":        # ("damage", player, n, cancelled, codes revealed)
        p, n, cancelled, codes = ev[1], ev[2], ev[3], ev[4]
        shown = " / ".join(cards[c].name for c in codes)
        takes = "take" if p == seat else "takes"
        return f"{who(p, seat, lang)} {takes} {n} damage: " + \
            (f"cancelled by a climax ({shown})" if cancelled else f"{shown} to the clock")
    if kind == "battle":        # ("battle", attacker code, defender code, powers): the lower is reversed
        _, a, d, pa, pd = ev
        lost = " and ".join(cards[x].name for x, won in ((a, pa > pd), (d, pd > pa)) if not won)
        return f"battle: {cards[a].name} {pa:,} vs {cards[d].name} {pd:,}: {lost} reversed"
    return None


# ------------------------------------------------------------------------- decisions in words
PROMPTS = {
    "main": "your main phase: play a character or an event, move, use an ability, or end it",
    "clock": "clock phase: put a card from your hand into your clock to draw 2, or pass",
    "climax": "climax phase: play a climax, or pass",
    "attack": "attack with which character (front, side, or direct), or end the attack phase",
    "level_up": "level up: put one of the 7 clock cards into your level zone",
    "counter": "a counter may be played now (a backup from your hand), or pass",
    "encore": "encore: pay to put the character back on stage rested, or not",
    "mulligan": "discard cards to redraw as many, or done",
    "order_triggers": "resolve which ability first?",
    "may": "use this ability?", "target": "choose a card for the ability", "discard": "discard which card?",
    "pay_discard": "discard which card to pay the cost?", "pay_clock": "put which card into your clock to pay the cost?",
    "pay_reveal": "reveal which card to pay the cost?", "pay_rest": "rest which character to pay the cost?",
    "pick": "pick which card?", "search": "search: add which card to your hand?", "shift": "shift: which card?",
    "choice": "where does the card go?", "gate": "add which climax to your hand?", "standby": "standby: put which "
    "character on the stage?", "comeback": "add which character to your hand?", "change": "change into which card?",
}
WORDS = {("end",): "end the phase", ("pass",): "pass", ("no",): "no", ("yes",): "yes", ("done",): "done",
         ("none",): "none"}


def _slot(i: int, lang: str = "en") -> str:
    return _label(SLOTS[i], lang)


def _at(game: Game, p: int, i: int) -> str:
    z = game.zones[f"{SLOTS[i]}{p}"]
    return game.objs[z[0]].card.name if z else "empty"


def prompt(game: Game, d: Any) -> str:
    if d.kind == "target" and len(d.args) > 2 and isinstance(d.args[1], int) and d.args[1] in game.objs:
        return f"{game.objs[d.args[1]].card.name}: {str(d.args[2]).replace('_', ' ')} which card?"
    if d.kind in ("may", "pay_cost") and len(d.args) > 1 and isinstance(d.args[1], int) and d.args[1] in game.objs:
        ask = "use this ability?" if d.kind == "may" else "pay this ability's cost?"
        return f"{game.objs[d.args[1]].card.name}: {ask}"
    return ""


def option_cards(game: Game, option: tuple) -> list[int] | None:
    """The card a stage option is about: ("attack", position, kind), ("move", from, to)."""
    if option[0] in ("attack", "move") and len(option) == 3 and game.decision is not None:
        z = game.zones[f"{SLOTS[option[1]]}{game.decision.player}"]
        return list(z[:1])
    if option[0] == "play" and len(option) == 3:
        return [option[1]]
    return None


def label(game: Game, option: tuple) -> str:
    """An option with its card and what it does, stage positions by name."""
    k = option[0]
    p = game.decision.player if game.decision is not None else game.vars.get("tp", 0)
    if k == "play" and len(option) == 3 and option[1] in game.objs:
        c = game.objs[option[1]].card
        there = _at(game, p, option[2])
        return (f"play {c.name} (level {c.level}, cost {c.cost}, {c.power:,}) to {_slot(option[2])}"
                + (f", replacing {there}" if there != "empty" else ""))
    if k == "move" and len(option) == 3:
        return f"move {_at(game, p, option[1])} from {_slot(option[1])} to {_slot(option[2])}"
    if k == "attack" and len(option) == 3:
        return f"{option[2]} attack with {_at(game, p, option[1])} ({_slot(option[1])})"
    if k == "encore" and len(option) == 2 and isinstance(option[1], int) and option[1] < 0:
        return "encore (pay the cost)"
    if len(option) >= 2 and isinstance(option[1], int) and option[1] in game.objs:
        c = game.objs[option[1]].card
        detail = f" (level {c.level}, {c.color})" if k in ("clock", "discard", "level", "pick", "search") else ""
        return f"{k.replace('_', ' ')} {c.name}{detail}"
    return ""

DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, slots=slots, dress=dress, prompt=prompt, option_cards=option_cards, label=label,
    move_verbs=MOVE_VERBS, quiet_moves=QUIET_MOVES, prompts=PROMPTS, words=WORDS)
