"""Dragon Ball Super at the table (tcg.present), both editions: Leader / Battle Area / Unison /
Combo / Energy / Life / Drop / Warp by the rulebooks' names, cards with colours, energy cost,
power and combo power, the cards under a stack attached to its top card, and the log's events
(attacks with their powers, battles, damage, skills)."""

from __future__ import annotations

from typing import Any

from ...display import Display
from ...engine.state import Game

# zone -> its name in the rulebooks (dbscg chapter 3, masters chapter 3, French "Zone de ...")
ZONE_LABELS = {
    "leader": {"en": "Leader Area", "fr": "Zone du Leader"}, "battle": {"en": "Battle Area", "fr": "Zone de Combat"},
    "unison": {"en": "Unison Area", "fr": "Zone Unisson"}, "combo": {"en": "Combo Area", "fr": "Zone de Combo"},
    "energy": {"en": "Energy Area", "fr": "Zone d'Énergie"}, "life": {"en": "Life Area", "fr": "Zone de Vie"},
    "hand": {"en": "Hand", "fr": "Main"}, "deck": {"en": "Deck", "fr": "Deck"},
    "drop": {"en": "Drop Area", "fr": "Zone de Dispersion"}, "warp": {"en": "Warp", "fr": "Dimension parallèle"},
    "zdeck": {"en": "Z-Deck", "fr": "Deck Z"}, "zenergy": {"en": "Z-Energy Area", "fr": "Zone d'Énergie Z"},
    "removed": {"en": "Removed from the game", "fr": "Retirée du jeu"}, "under": {"en": "under a card", "fr": "sous une carte"},
}
MOVE_VERBS = {("deck", "hand"): ("draws", "draw"), ("hand", "energy"): ("charges", "charge"),
              ("hand", "battle"): ("plays", "play"),
              ("hand", "combo"): ("combos with", "combo with"), ("life", "hand"): ("loses a life:", "lose a life:")}
QUIET_MOVES = {("combo", "drop")}      # the combo cards' cleanup after every battle
LAYOUT = (("leader", "row"), ("battle", "row"), ("unison", "row"), ("combo", "row"), ("energy", "row"),
          ("zenergy", "row"), ("life", "hidden"), ("hand", "row"), ("deck", "hidden"), ("zdeck", "pile"),
          ("drop", "pile"), ("warp", "pile"), ("removed", "pile"), ("under", "pile"))


def zones(lang: str) -> list[tuple]:
    return [(z, z, ZONE_LABELS[z].get(lang, ZONE_LABELS[z]["en"]), layout, None) for z, layout in LAYOUT]


def shared_zones(lang: str) -> list[tuple]:
    return []


def facts(c: Any) -> dict:
    out = {"type": c.type, "cost": c.energy_cost if c.type != "Leader" else None, "colour": "/".join(c.color),
           "power": c.power or None, "text": c.text, "character": c.character, "traits": list(c.traits),
           "energy": dict(c.pips)}
    if c.can_combo and c.type == "Battle":
        out.update(combo_power=c.combo_power, combo_cost=c.combo_cost)
    if c.back is not None:
        out["back"] = {"name": c.back.name, "power": c.back.power}
    return out


def dress(c: dict, o: dict, v: dict) -> None:
    """A card under a stack belongs to its top card; the battle's two cards are marked."""
    top = (o.get("counters") or {}).get("top")
    if top:
        c["host"] = top
        c["counters"].pop("top", None)
    if v["vars"].get("battle"):
        if o["id"] == v["vars"].get("attacker"):
            c["status"].append("attacking")
        elif o["id"] == v["vars"].get("defender"):
            c["status"].append("attacked")


def counters(v: dict, p: int) -> dict:
    from ...present import size

    def n(key: str) -> int:
        return size(v, f"{key}{p}")

    energy = v["zones"].get(f"energy{p}", [])
    active = sum(1 for o in energy if not o.get("tapped")) if isinstance(energy, list) else 0
    out = {"life": n("life"), "energy": n("energy"), "active_energy": active, "hand": n("hand"), "deck": n("deck")}
    markers = v["players"][p].get("markers", 0)
    if markers:
        out["markers"] = markers
    return out


def stack(game: Game, v: dict, by_id: dict[int, dict], lang: str) -> list[dict]:
    """The counter chain (dbscg 4-7, masters 9-7), first played first."""
    out = []
    for p, code, _oid, negated in game.vars.get("chain", ()):
        name = game.rules.cards[code].name if code in game.rules.cards else "?"
        out.append({"label": name + (" (negated)" if negated else ""), "card": code, "controller": p})
    return out


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    from ...present import who

    kind = ev[0]
    cards = game.rules.cards
    if kind == "turn":
        return f"— turn {ev[1]}: {who(ev[2], seat, lang)} —"
    if kind == "attack":        # ("attack", player, attacker code, defender code, defender's player, powers)
        _, p, a, d, q, ap, dp = ev
        whose = "your" if q == seat else f"{who(q, seat, lang)}'s"
        mine = "your" if p == seat else f"{who(p, seat, lang)}'s"
        leader = "Leader " if cards[d].type == "Leader" else ""
        return f"{mine} {cards[a].name} attacks {whose} {leader}{cards[d].name}: {ap:,} vs {dp:,}"
    if kind == "battle":        # ("battle", attacker code, defender code, power with combos, power with combos)
        _, a, d, ap, dp = ev
        return f"battle: {cards[a].name} {ap:,} vs {cards[d].name} {dp:,}: " + \
            (f"{cards[a].name} wins" if ap >= dp else f"{cards[d].name} holds")
    if kind == "damage":        # ("damage", player, n)
        return f"{who(ev[1], seat, lang)} {'take' if ev[1] == seat else 'takes'} {ev[2]} damage"
    if kind == "skill":         # ("skill", player, code, index: -1 [Blocker], -2 [Dual Attack], the card's zone)
        from ...present import visible_to

        if ev[4] and not visible_to(game.rules, ev[4], seat):
            return f"{who(ev[1], seat, lang)}: a skill of a card in a hidden zone resolves"
        name = cards[ev[2]].name
        return {-1: f"{name} may block ([Blocker])", -2: f"{name} may attack again"}.get(
            ev[3], f"{name}'s [Auto] skill resolves")
    return None


# ------------------------------------------------------------------------- decisions in words
PROMPTS = {
    "main": "your main phase: play a card, use a skill, attack, or end your turn",
    "charge": "charge phase: put a card from your hand into your Energy Area, or pass",
    "counter": "a counter may be played now: play one, or pass",
    "mulligan": "return cards from your hand to redraw them, or done",
    "redraw": "keep this hand or redraw it?",
    "pay": "pay the energy cost: rest energy cards",
    "auto": "resolve which pending skill first?",
    "cost": "pay the cost: choose a card", "discard": "discard which card?", "mode": "choose an option",
    "optional": "use this skill?", "burst": "use this skill ([Burst])?", "revive": "use [Revive]?",
    "keep": "keep which cards?", "alliance": "[Alliance]: choose", "search": "add which card?",
    "target": "choose a card", "offering": "[Offering]: give a life card?", "replace": "replace the removal?",
    "delayed": "resolve which delayed effect?", "rejuvenate": "use [Rejuvenate]?", "loop": "repeat the loop how often?",
}
WORDS = {("end",): "end the main phase", ("pass",): "pass", ("no",): "no", ("yes",): "yes", ("done",): "done",
         ("none",): "none", ("keep",): "keep this hand", ("redraw",): "redraw"}


def _name(game: Game, oid: int) -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"#{oid}"
    return o.card.back.name if o.marks & 1 and o.card.back is not None else o.card.name


def _whose(p: int, seat: int) -> str:
    return "your" if p == seat else f"player {p}'s"


def _battle(game: Game, seat: int) -> str:
    """The battle in progress in words: "player 1's Goku (15,000) attacks your Leader Vegeta (10,000)"."""
    from .reading import power

    v = game.vars
    a, d = v.get("attacker"), v.get("defender")
    if not v.get("battle") or a not in game.objs or d not in game.objs:
        return ""
    leader = "Leader " if game.objs[d].card.type == "Leader" else ""
    return (f"{_whose(game.objs[a].controller, seat)} {_name(game, a)} ({power(game, a):,}) attacks "
            f"{_whose(game.objs[d].controller, seat)} {leader}{_name(game, d)} ({power(game, d):,})")


def prompt(game: Game, d: Any) -> str:
    if d.kind in ("offense", "defense"):
        side = "you attack" if d.kind == "offense" else "you defend"
        return f"{_battle(game, d.player)}: {side}; combo, use a skill, or pass"
    if d.kind == "block":
        return f"{_battle(game, d.player)}: block it?"
    if d.kind == "target" and len(d.args) > 2 and isinstance(d.args[1], int) and d.args[1] in game.objs \
            and isinstance(d.args[2], str):
        src, op = d.args[1], d.args[2]
        return f"{_name(game, src)}: {op.replace('_', ' ')} which card?"
    if d.kind == "pay" and game.vars.get("declared") in game.objs:      # the card being played (D51)
        pips = d.args[2] if len(d.args) > 2 and isinstance(d.args[2], tuple) else ()
        colours = ", ".join(f"{n} {c}" for c, n in pips if n)
        return f"{_name(game, game.vars['declared'])}: {d.prompt}" + (f" (of them {colours})" if colours else "")
    if d.kind == "counter" and game.vars.get("battle"):
        return f"{_battle(game, d.player)}: play a counter, or pass"
    return ""


def label(game: Game, option: tuple) -> str:
    """An option with its card and what it does."""
    from .reading import power

    k = option[0]
    if k == "attack" and len(option) == 3:
        a, t = option[1], option[2]
        whose = "Leader " if game.objs[t].card.type == "Leader" else ""
        return f"attack {whose}{_name(game, t)} ({power(game, t):,}) with {_name(game, a)} ({power(game, a):,})"
    if k == "combo" and option[1] in game.objs:
        c = game.objs[option[1]].card
        return f"combo {c.name} (+{c.combo_power:,}, cost {c.combo_cost})"
    if k == "energy" and option[1] in game.objs:
        return f"rest {_name(game, option[1])} ({'/'.join(game.objs[option[1]].card.color)} energy)"
    if k == "play" and len(option) == 2 and option[1] in game.objs:
        c = game.objs[option[1]].card
        bits = [f"cost {c.energy_cost}"] + ([f"{c.power:,}"] if c.power else [])
        return f"play {c.name} ({c.type}, {', '.join(bits)})"
    if k == "extra" and len(option) == 2 and option[1] in game.objs:
        c = game.objs[option[1]].card
        return f"play {c.name} (Extra, cost {c.energy_cost})"
    if k == "skill" and len(option) >= 2 and option[1] in game.objs:
        return f"use {_name(game, option[1])}'s [Activate] skill"
    if k in ("awaken", "swap", "evolve", "unison", "over_realm", "arrival", "absorb", "successor") \
            and len(option) >= 2 and option[1] in game.objs:
        return f"[{k.replace('_', ' ').title()}] {_name(game, option[1])}"
    if k == "charge" and option[1] in game.objs:
        return f"charge {_name(game, option[1])} ({'/'.join(game.objs[option[1]].card.color)})"
    if k == "return":
        return f"return {_name(game, option[1])}"
    if len(option) == 2 and isinstance(option[1], int) and option[1] in game.objs:
        return f"{k.replace('_', ' ')} {_name(game, option[1])}"
    return ""

DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, dress=dress, stack=stack, prompt=prompt, label=label, move_verbs=MOVE_VERBS,
    quiet_moves=QUIET_MOVES, prompts=PROMPTS, words=WORDS)
