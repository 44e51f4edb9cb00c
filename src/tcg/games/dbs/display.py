"""Dragon Ball Super at the table (tcg.present), both editions: Leader / Battle Area / Unison /
Combo / Energy / Life / Drop / Warp by the rulebooks' names, cards with colours, energy cost,
power and combo power, the cards under a stack attached to its top card, and the log's events
(attacks with their powers, battles, damage, skills)."""

from __future__ import annotations

from typing import Any

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
    def n(key: str) -> int:
        x = v["zones"].get(f"{key}{p}", 0)
        return x if isinstance(x, int) else len(x)

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
    if kind == "skill":         # ("skill", player, code, index: -1 [Blocker], -2 [Dual Attack])
        name = cards[ev[2]].name
        return {-1: f"{name} may block ([Blocker])", -2: f"{name} may attack again"}.get(
            ev[3], f"{name}'s [Auto] skill resolves")
    return None
