"""Weiss Schwarz at the table (tcg.present): the stage by position (front row left, centre,
right; back row left, right), climax, level, clock, stock, waiting room and memory; cards with
level, cost, colour, power, soul and trigger icons; the log's events (attacks, triggers,
damage, battles)."""

from __future__ import annotations

from typing import Any

from ...display import Display
from ...engine.state import Game
from ...i18n import number, tr
from .base import SLOTS

# zone -> its name (the French rulebook: Horloge, Niveau, Stock, Salle d'attente, Mémoire)
ZONE_LABELS = {
    "deck": {"en": "Deck", "fr": "Deck"}, "hand": {"en": "Hand", "fr": "Main"},
    "clock": {"en": "Clock", "fr": "Horloge"}, "level": {"en": "Level", "fr": "Niveau"},
    "stock": {"en": "Stock", "fr": "Stock"}, "waiting": {"en": "Waiting Room", "fr": "Salle d'attente"},
    "memory": {"en": "Memory", "fr": "Mémoire"}, "climax": {"en": "Climax", "fr": "Climax"},
    "res": {"en": "Resolution", "fr": "Résolution"}, "stage": {"en": "Stage", "fr": "Scène"},
    "front_l": {"en": "front left", "fr": "Front gauche"}, "front_c": {"en": "front centre", "fr": "Front centre"},
    "front_r": {"en": "front right", "fr": "Front droite"}, "back_l": {"en": "back left", "fr": "Arrière gauche"},
    "back_r": {"en": "back right", "fr": "Arrière droite"},
}
QUIET_MOVES = {("deck", "res"), ("res", "stock"), ("res", "clock"), ("res", "waiting")}   # said by trigger, damage
MOVE_VERBS = {("hand", slot): ("you play {card}", "{who} plays {card}") for slot in SLOTS} | {
    ("hand", "climax"): ("you play the climax {card}", "{who} plays the climax {card}"),
    ("deck", "hand"): ("you draw {card}", "{who} draws {card}"),
    ("hand", "clock"): ("you clock {card}", "{who} clocks {card}"),
    ("clock", "level"): ("you level up with {card}", "{who} levels up with {card}")}
# the turn's phases (WS-I to WS-VII) and the attack's steps (WS-VI)
PHASES = {"setup": "Setup", "stand": "Stand Phase", "draw": "Draw Phase", "clock": "Clock Phase",
          "main": "Main Phase", "climax": "Climax Phase", "attack": "Attack Phase", "end": "End Phase",
          "encore": "Encore Step", "declare": "Attack Declaration Step", "trigger": "Trigger Step",
          "counter": "Counter Step", "damage": "Damage Step", "battle": "Battle Step"}
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


def _t(lang: str, text: str, /, **kw: object) -> str:
    return tr(__package__, lang, text, **kw)


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    from ...present import act, who

    kind = ev[0]
    cards = game.rules.cards
    if kind == "attack":        # ("attack", player, code, kind, defender code or "", powers)
        _, p, a, how, d, ap, dp = ev
        mine = _t(lang, "your {card}", card=cards[a].name) if p == seat else \
            _t(lang, "{who}'s {card}", who=who(p, seat, lang), card=cards[a].name)
        line = _t(lang, f"{{card}} makes a {how} attack", card=mine)
        if not d:
            return line
        theirs = _t(lang, "your {card}", card=cards[d].name) if p != seat else \
            _t(lang, "{who}'s {card}", who=who(1 - p, seat, lang), card=cards[d].name)
        return line + _t(lang, " on {card}: {ap} vs {dp}", card=theirs, ap=number(ap, lang), dp=number(dp, lang))
    if kind == "trigger":       # ("trigger", code, icons)
        icons = ", ".join(_t(lang, i) for i in ev[2]) or _t(lang, "no icon")
        return _t(lang, "trigger check: {card} ({icons})", card=cards[ev[1]].name, icons=icons)
    if kind == "damage":        # ("damage", player, n, cancelled, codes revealed)
        p, n, cancelled, codes = ev[1], ev[2], ev[3], ev[4]
        shown = " / ".join(cards[c].name for c in codes)
        if cancelled:
            return act(game.rules, lang, p, seat, "you take {n} damage: cancelled by a climax ({cards})",
                       "{who} takes {n} damage: cancelled by a climax ({cards})", n=n, cards=shown)
        return act(game.rules, lang, p, seat, "you take {n} damage: {cards} to the clock",
                   "{who} takes {n} damage: {cards} to the clock", n=n, cards=shown)
    if kind == "battle":        # ("battle", attacker code, defender code, powers): the lower is reversed
        _, a, d, pa, pd = ev
        lost = _t(lang, " and ").join(cards[x].name for x, won in ((a, pa > pd), (d, pd > pa)) if not won)
        return _t(lang, "battle: {a} {pa} vs {d} {pd}: {lost} reversed", a=cards[a].name, d=cards[d].name,
                  pa=number(pa, lang), pd=number(pd, lang), lost=lost)
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
    return game.objs[z[0]].card.name if z else ""


def prompt(game: Game, d: Any, lang: str = "en") -> str:
    if d.kind == "target" and len(d.args) > 2 and isinstance(d.args[1], int) and d.args[1] in game.objs:
        return _t(lang, f"{{card}}: {str(d.args[2]).replace('_', ' ')} which card?", card=game.objs[d.args[1]].card.name)
    if d.kind in ("may", "pay_cost") and len(d.args) > 1 and isinstance(d.args[1], int) and d.args[1] in game.objs:
        ask = "use this ability?" if d.kind == "may" else "pay this ability's cost?"
        return f"{game.objs[d.args[1]].card.name}: {_t(lang, ask)}"
    return ""


def option_cards(game: Game, option: tuple) -> list[int] | None:
    """The card a stage option is about: ("attack", position, kind), ("move", from, to)."""
    if option[0] in ("attack", "move") and len(option) == 3 and game.decision is not None:
        z = game.zones[f"{SLOTS[option[1]]}{game.decision.player}"]
        return list(z[:1])
    if option[0] == "play" and len(option) == 3:
        return [option[1]]
    return None


def label(game: Game, option: tuple, lang: str = "en") -> str:
    """An option with its card and what it does, stage positions by name."""
    k = option[0]
    p = game.decision.player if game.decision is not None else game.vars.get("tp", 0)
    if k == "play" and len(option) == 3 and option[1] in game.objs:
        c = game.objs[option[1]].card
        there = _at(game, p, option[2])
        text = _t(lang, "play {card} (level {level}, cost {cost}, {power}) to {slot}", card=c.name, level=c.level,
                  cost=c.cost, power=number(c.power, lang), slot=_slot(option[2], lang))
        return text + (_t(lang, ", replacing {card}", card=there) if there else "")
    if k == "move" and len(option) == 3:
        return _t(lang, "move {card} from {a} to {b}", card=_at(game, p, option[1]) or _t(lang, "nothing"),
                  a=_slot(option[1], lang), b=_slot(option[2], lang))
    if k == "attack" and len(option) == 3:
        return _t(lang, f"{option[2]} attack with {{card}} ({{slot}})", card=_at(game, p, option[1]),
                  slot=_slot(option[1], lang))
    if k == "encore" and len(option) == 2 and isinstance(option[1], int) and option[1] < 0:
        return _t(lang, "encore (pay the cost)")
    if k == "auto" and option[1] < len(game.pending):
        t = game.pending[option[1]]
        return _t(lang, "resolve {card}", card=game.objs[t.source].card.name if t.source in game.objs else "?")
    if len(option) >= 2 and isinstance(option[1], int) and option[1] in game.objs:
        c = game.objs[option[1]].card
        if k in ("clock", "discard", "level", "pick", "search"):
            return _t(lang, f"{k} {{card}} (level {{level}}, {{colour}})", card=c.name, level=c.level,
                      colour=_t(lang, c.color))
        return _t(lang, f"{k.replace('_', ' ')} {{card}}", card=c.name)
    return ""


DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, slots=slots, dress=dress, prompt=prompt, option_cards=option_cards, label=label,
    move_verbs=MOVE_VERBS, quiet_moves=QUIET_MOVES, prompts=PROMPTS, words=WORDS, phases=PHASES)
