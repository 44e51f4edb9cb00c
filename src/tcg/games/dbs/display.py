"""Dragon Ball Super at the table (tcg.present), both editions: Leader / Battle Area / Unison /
Combo / Energy / Life / Drop / Warp by the rulebooks' names, cards with colours, energy cost,
power and combo power, the cards under a stack attached to its top card, and the log's events
(attacks with their powers, battles, damage, skills)."""

from __future__ import annotations

from typing import Any

from ...display import Display
from ...engine.state import Game
from ...i18n import number, tr

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
MOVE_VERBS = {("deck", "hand"): ("you draw {card}", "{who} draws {card}"),
              ("hand", "energy"): ("you charge {card}", "{who} charges {card}"),
              ("hand", "battle"): ("you play {card}", "{who} plays {card}"),
              ("hand", "combo"): ("you combo with {card}", "{who} combos with {card}"),
              ("life", "hand"): ("you lose a life: {card}", "{who} loses a life: {card}")}
# the turn's phases and the battle's steps (dbscg 6, 7; masters 7, 8)
PHASES = {"charge": "Charge Phase", "main": "Main Phase", "end": "End Phase", "attack": "Attack Step",
          "block": "Block Step", "offense": "Offense Step", "defense": "Defense Step", "damage": "Damage Step",
          "battle_end": "End of Battle Step", "main_end": "End of Main Phase Step"}
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
        out.append({"label": name + (_t(lang, " (negated)") if negated else ""), "card": code, "controller": p})
    return out


def _t(lang: str, text: str, /, **kw: object) -> str:
    return tr(__package__, lang, text, **kw)


def _whose_card(game: Game, p: int, code: str, seat: int | None, lang: str) -> str:
    """"your Goku", "player 1's Leader Vegeta"."""
    from ...present import who

    c = game.rules.cards[code]
    leader = _t(lang, "Leader {card}", card=c.name) if c.type == "Leader" else c.name
    if p == seat:
        return _t(lang, "your {card}", card=leader)
    return _t(lang, "{who}'s {card}", who=who(p, seat, lang), card=leader)


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    from ...present import act

    kind = ev[0]
    cards = game.rules.cards
    if kind == "attack":        # ("attack", player, attacker code, defender code, defender's player, powers)
        _, p, a, d, q, ap, dp = ev
        return _t(lang, "{attacker} attacks {defender}: {ap} vs {dp}", attacker=_whose_card(game, p, a, seat, lang),
                  defender=_whose_card(game, q, d, seat, lang), ap=number(ap, lang), dp=number(dp, lang))
    if kind == "battle":        # ("battle", attacker code, defender code, power with combos, power with combos)
        _, a, d, ap, dp = ev
        won = "battle: {a} {ap} vs {d} {dp}: {a} wins" if ap >= dp else "battle: {a} {ap} vs {d} {dp}: {d} holds"
        return _t(lang, won, a=cards[a].name, d=cards[d].name, ap=number(ap, lang), dp=number(dp, lang))
    if kind == "damage":        # ("damage", player, n)
        return act(game.rules, lang, ev[1], seat, "you take {n} damage", "{who} takes {n} damage", n=ev[2])
    if kind == "skill":         # ("skill", player, code, index: -1 [Blocker], -2 [Dual Attack], the card's zone)
        from ...present import visible_to

        if ev[4] and not visible_to(game.rules, ev[4], seat):
            return act(game.rules, lang, ev[1], seat, "you: a skill of a card in a hidden zone resolves",
                       "{who}: a skill of a card in a hidden zone resolves")
        text = {-1: "{card} may block ([Blocker])", -2: "{card} may attack again"}.get(
            ev[3], "{card}'s [Auto] skill resolves")
        return _t(lang, text, card=cards[ev[2]].name)
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
         ("none",): "none", ("keep",): "keep this hand", ("redraw",): "redraw", ("first",): "play first",
         ("second",): "play second"}


def _name(game: Game, oid: int) -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"#{oid}"
    return o.card.back.name if o.marks & 1 and o.card.back is not None else o.card.name


def _battle(game: Game, seat: int, lang: str) -> str:
    """The battle in progress in words: "player 1's Goku (15,000) attacks your Leader Vegeta (10,000)"."""
    from .reading import power

    v = game.vars
    a, d = v.get("attacker"), v.get("defender")
    if not v.get("battle") or a not in game.objs or d not in game.objs:
        return ""
    def side(oid: int) -> str:
        o = game.objs[oid]
        return _whose_card(game, o.controller, o.card.code, seat, lang).replace(o.card.name, _name(game, oid)) + \
            f" ({number(power(game, oid), lang)})"
    return _t(lang, "{attacker} attacks {defender}", attacker=side(a), defender=side(d))


def prompt(game: Game, d: Any, lang: str = "en") -> str:
    from ...present import free_text

    if d.kind in ("offense", "defense"):
        side = "you attack; combo, use a skill, or pass" if d.kind == "offense" else \
            "you defend; combo, use a skill, or pass"
        return _t(lang, "{battle}: {asked}", battle=_battle(game, d.player, lang), asked=_t(lang, side))
    if d.kind == "block":
        return _t(lang, "{battle}: {asked}", battle=_battle(game, d.player, lang), asked=_t(lang, "block it?"))
    if d.kind == "target" and len(d.args) > 2 and isinstance(d.args[1], int) and d.args[1] in game.objs \
            and isinstance(d.args[2], str):
        src, op = d.args[1], d.args[2]
        return _t(lang, f"{{card}}: {op.replace('_', ' ')} which card?", card=_name(game, src))
    if d.kind == "pay" and game.vars.get("declared") in game.objs:      # the card being played (D51)
        pips = d.args[2] if len(d.args) > 2 and isinstance(d.args[2], tuple) else ()
        colours = ", ".join(f"{n} {_t(lang, c)}" for c, n in pips if n)
        return _t(lang, "{battle}: {asked}", battle=_name(game, game.vars["declared"]),
                  asked=free_text(game.rules, lang, d.prompt)) + \
            (_t(lang, " (of them {colours})", colours=colours) if colours else "")
    if d.kind == "counter" and game.vars.get("battle"):
        return _t(lang, "{battle}: {asked}", battle=_battle(game, d.player, lang),
                  asked=_t(lang, "play a counter, or pass"))
    return ""


def label(game: Game, option: tuple, lang: str = "en") -> str:
    """An option with its card and what it does."""
    from .reading import power

    k = option[0]
    if k == "attack" and len(option) == 3:
        a, t = option[1], option[2]
        text = "attack Leader {target} ({tp}) with {card} ({cp})" if game.objs[t].card.type == "Leader" else \
            "attack {target} ({tp}) with {card} ({cp})"
        return _t(lang, text, target=_name(game, t), tp=number(power(game, t), lang), card=_name(game, a),
                  cp=number(power(game, a), lang))
    if k == "combo" and option[1] in game.objs:
        c = game.objs[option[1]].card
        return _t(lang, "combo {card} (+{power}, cost {cost})", card=c.name, power=number(c.combo_power, lang),
                  cost=c.combo_cost)
    if k in ("energy", "charge") and option[1] in game.objs:
        colours = "/".join(_t(lang, c) for c in game.objs[option[1]].card.color)
        text = "rest {card} ({colours} energy)" if k == "energy" else "charge {card} ({colours})"
        return _t(lang, text, card=_name(game, option[1]), colours=colours)
    if k == "play" and len(option) == 2 and option[1] in game.objs:
        c = game.objs[option[1]].card
        text = "play {card} ({type}, cost {cost}, {power})" if c.power else "play {card} ({type}, cost {cost})"
        return _t(lang, text, card=c.name, type=_t(lang, c.type), cost=c.energy_cost, power=number(c.power, lang))
    if k == "extra" and len(option) == 2 and option[1] in game.objs:
        c = game.objs[option[1]].card
        return _t(lang, "play {card} (Extra, cost {cost})", card=c.name, cost=c.energy_cost)
    if k == "skill" and len(option) >= 2 and option[1] in game.objs:
        return _t(lang, "use {card}'s [Activate] skill", card=_name(game, option[1]))
    if k in ("awaken", "swap", "evolve", "unison", "over_realm", "arrival", "absorb", "successor") \
            and len(option) >= 2 and option[1] in game.objs:
        return f"{_t(lang, '[' + k.replace('_', ' ').title() + ']')} {_name(game, option[1])}"
    if k == "return":
        return _t(lang, "return {card}", card=_name(game, option[1]))
    if k == "auto" and option[1] < len(game.pending):
        t = game.pending[option[1]]
        return _t(lang, "resolve {card} [Blocker]" if t.index == -1 else "resolve {card}", card=_name(game, t.source))
    if len(option) == 2 and isinstance(option[1], int) and option[1] in game.objs:
        return _t(lang, f"{k.replace('_', ' ')} {{card}}", card=_name(game, option[1]))
    return ""


DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, dress=dress, stack=stack, prompt=prompt, label=label, move_verbs=MOVE_VERBS,
    quiet_moves=QUIET_MOVES, prompts=PROMPTS, words=WORDS, phases=PHASES)
