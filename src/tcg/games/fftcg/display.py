"""FFTCG at the table (tcg.present): the field as Forwards / Backups / Monsters, the Damage
Zone, the Break Zone; cards with element, cost, power, job and text; the log's events."""

from __future__ import annotations

from typing import Any

from ...display import Display
from ...engine.state import Game
from .base import Play
from .grammar import CANNOT
from .payment import Cost, _cp_of
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
MOVE_VERBS = {("deck", "hand"): ("draws", "draw"), ("hand", "break"): ("discards", "discard")}
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
    out = {"type": c.type, "cost": c.cost, "element": c.element, "colour": c.element, "power": c.power or None,
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

    return {"damage": size(v, f"damage{p}"), "damage_limit": v["vars"].get("damage_limit", 7)}


def stack(game: Game, v: dict, by_id: dict[int, dict], lang: str) -> list[dict]:
    """The stack, bottom first: the card, what it does, its targets."""
    out = []
    for item in game.stack:
        c = game.rules.cards.get(item.code)
        name = c.name if c else "?"
        lines = [ln for ln in plain(c.text if c else "").split("\n") if ln.strip()]
        text = " ".join(lines) if item.kind == "summon" else lines[item.index] if 0 <= item.index < len(lines) else ""
        targets = [by_id[t]["name"] for group in item.targets for t in group if t in by_id]
        label = f"{name} ({item.kind}): {text[:70]}" + (f" → {', '.join(targets)}" if targets else "")
        out.append({"label": label, "card": item.code, "controller": item.controller})
    return out


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    return None     # FFTCG words its events as it logs them (game.say), all public


def _ability_text(game: Game, play: Play) -> str:
    """The words of what is being played: a Summon's text, an ability's line, or "play" for a Character."""
    card = game.rules.cards[play.code]
    if play.index < 0:
        return f"play {card.name}"
    lines = [ln for ln in plain(card.text).split("\n") if ln.strip()]
    if play.kind == "summon" or card.type == "summon":
        return " ".join(lines)[:90]
    a = card.ability[play.index]
    line = lines[play.index] if play.index < len(lines) else ""
    return (a.name or line)[:90]


def prompt(game: Game, d: Any) -> str:
    """What is asked and for what: the card and its effect, the CP paid so far."""
    if d.kind not in ("target", "payment", "mode", "x") or not d.args:
        return ""
    play = Play(*d.args[0])
    name = game.rules.cards[play.code].name
    what = _ability_text(game, play)
    if d.kind == "payment":
        cost = Cost(*d.args[1])
        paid = _cp_of(play.paid, game)[0]
        need = ", ".join(f"{n} {e}" for e, n in cost.need)
        given = ", ".join(f"{game.objs[o].card.name} ({kind})" for kind, o in play.paid if o in game.objs)
        return f"{name}: pay {cost.total} CP ({paid} paid, {max(cost.total - paid, 0)} to go" + \
            (f"; at least {need}" if need else "") + ")" + (f"; paid with {given}" if given else "")
    if d.kind == "target":
        return f"{name} ({what}): {d.prompt}"
    return f"{name}: {d.prompt}"

DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, dress=dress, stack=stack, prompt=prompt, move_verbs=MOVE_VERBS,
    quiet_moves=QUIET_MOVES)
