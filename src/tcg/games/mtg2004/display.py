"""MTG 2004 at the table (tcg.present, the terminal, the browser): the battlefield by permanent
type, every option in words, the stack, the log's events and the reason a typed choice is
refused, in English or French (fr.toml: the French rulebook's words).

`describe` and `refusal` read the game, since an option's meaning depends on the play being
announced (play.py `Play`, in the decision's args).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...display import Display
from ...i18n import printed, tr
from .base import ATTACKING, BLOCKED, BLOCKING, FACE_DOWN, Play
from .chars import chars
from .costs import options_of, sick

if TYPE_CHECKING:
    from ...engine.state import Game

MANA = "WUBRGC"
WAYS = {-1: "normally (its mana cost)", 100: "with flashback", 101: "with madness", 102: "face down (morph, {3})"}
# Options naming one object ("attack", oid): the sentence, the object's name put in.
OBJECT_WORDS = {"land": "play land {card}", "attack": "attack with {card}", "sacrifice": "sacrifice {card}",
                "discard": "discard {card}", "return": "return {card} to its owner's hand", "find": "take {card}",
                "imprint": "imprint {card}", "reveal": "reveal {card}", "put": "put {card} into play",
                "copy": "copy {card}", "enchant": "enchant {card}", "tap_cost": "tap {card} (cost)",
                "remove_from_graveyard": "remove {card} from your graveyard", "source": "the source {card}",
                "bottom": "put {card} on the bottom", "top": "keep {card} next on top"}
# Options naming a target (("o", oid), ("p", player) or ("s", stack item)).
TARGET_WORDS = {"target": "target {card}", "divide": "give 1 more to {card}", "assign": "assign 1 damage to {card}"}
ZONE_WORDS = {"play": "in play", "stack": "on the stack", "removed": "removed from the game",
              "phased": "phased out", "ante": "in the ante"}
FIXED = {"pass": "pass priority", "play": "play first", "draw": "draw first (play second)",
         "keep": "keep this hand", "mulligan": "mulligan (shuffle and draw one card fewer)",
         "cancel": "cancel: take back this play (422)", "done": "done", "entwine": "entwine: choose all modes",
         "yes": "yes", "no": "no", "decline": "decline (don't pay)", "no_copy": "don't copy anything",
         "pay": "pay", "accept": "accept that number of repetitions (421.3, 421.5)",
         "no_replacement": "no: it goes where it was going"}
# The replacement effects of a move a player chooses among (419.9a; zone_replacements.py), by destination.
INSTEAD = {"library": "shuffle it into its owner's library instead", "removed": "remove it from the game instead"}
DONE = {"attack": "done: no more attackers", "block": "done: no more blockers", "target": "done: no more targets",
        "search": "done: stop searching", "imprint": "done: imprint nothing", "amplify": "done: reveal no more",
        "put_into_play": "done: put no more into play"}


def _t(lang: str, text: str, /, **kw: object) -> str:
    return tr(__package__, lang, text, **kw)


def pool_text(pool) -> str:
    """A mana pool (W U B R G colourless) as symbols: (0, 1, 0, 0, 0, 2) -> "{U}{C}{C}"."""
    return "".join(f"{{{c}}}" * k for c, k in zip(MANA, pool or (), strict=False)) or "empty"


def cost_text(generic: int, colored) -> str:
    """A mana cost still to pay: 3 and (0, 1, 0, 0, 0) -> "{3}{U}"."""
    text = (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" * k for c, k in zip("WUBRG", colored, strict=False))
    return text or "{0}"


# ---------------------------------------------------------------------------- object views
def object_extra(game: Game, oid: int, d: dict[str, Any]) -> None:
    """Fields the board needs besides the ruleset's P/T, keywords and attachments: summoning
    sickness (212.3d), the combat marks, the card types now (layer 4, for grouping)."""
    o = game.objs[oid]
    c = chars(game, oid)
    d["types_now"] = list(c.types)
    if "Creature" in c.types and sick(game, oid):
        d["sick"] = True
    if o.marks & ATTACKING:
        d["attacking"] = True
        if o.marks & BLOCKED:
            d["blocked"] = True
    if o.marks & BLOCKING:
        d["blocking"] = [a for b, a in game.vars.get("blocks", ()) if b == oid]


def _name(game: Game, oid: int, lang: str = "en") -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"#{oid}"
    if o.marks & FACE_DOWN:
        return _t(lang, "face-down creature") + f"#{oid}"
    return f"{o.card.name}#{oid}"


def _target(game: Game, t: tuple, lang: str = "en", plain: bool = False) -> str:
    """A target in words; a player is said "(you)" to the deciding player unless `plain` (the log)."""
    kind, x = t
    if kind == "p":
        d = game.decision
        return _t(lang, "player {p}", p=x) + ("" if d is None or plain else _t(lang, " (you)") if x == d.player
                                              else _t(lang, " (your opponent)"))
    if kind == "s":
        it = next((i for i in game.stack if i.id == x), None)
        return _t(lang, "{card} (on the stack)", card=item_name(game, it, lang)) if it else f"#{x}"
    o = game.objs.get(x)
    where = "" if o is None or o.zone == "play" else \
        f" ({_t(lang, ZONE_WORDS.get(o.zone, o.zone.rstrip('01')))})"
    return _name(game, x, lang) + where


def item_name(game: Game, it, lang: str = "en") -> str:
    """A stack item's name: the spell, "ability of X", "trigger of X", or combat damage."""
    if it.kind == "combat_damage":
        return _t(lang, "combat damage")
    card = game.rules.cards[it.code]
    if it.kind == "combat_trigger":                                    # flanking, rampage, provoke
        what = it.assign[0] if it.assign and isinstance(it.assign[0], str) else "combat trigger"
        return f"{card.name}: {_t(lang, what)}"
    if "face_down" in it.flags:
        return _t(lang, "face-down creature spell")                     # 504.2
    if it.kind in ("spell", "copy"):
        name = card.halves[it.half].name if it.half >= 0 and card.halves else card.name
        return name + (_t(lang, " (copy)") if it.kind == "copy" else "")
    ab = card.abilities[it.index] if 0 <= it.index < len(card.abilities) else None
    what = printed(ab.text, lang) if ab is not None and ab.text and len(ab.text) <= 24 else \
        _t(lang, "trigger" if it.kind == "triggered" else "ability")
    return f"{card.name}: {what}"


def stack_text(game: Game, it, lang: str = "en", plain: bool = False) -> str:
    """One stack item: what it is, whose, X, modes, options paid, targets (`plain`: for the log,
    no "(you)")."""
    if it.kind == "combat_damage":
        parts = [f"{_name(game, src, lang)} → {_target(game, t, lang, plain)}: {n}" for src, t, n in it.assign]
        return _t(lang, "combat damage") + ": " + ("; ".join(parts) or _t(lang, "none"))
    bits = [f"{_t(lang, it.kind)}, " + _t(lang, "player {p}", p=it.controller)]
    card = game.rules.cards[it.code]
    ab = card.abilities[it.index] if 0 <= it.index < len(card.abilities) else None
    has_x = card.x if it.kind in ("spell", "copy") else ab is not None and "{X}" in ab.cost
    if has_x:                       # a trigger keeps its subject in `x`: not an X
        bits.append(f"X={it.x}")
    if ab is not None and ab.modes and it.modes:
        bits.append(_t(lang, "modes: {modes}", modes=" / ".join(
            printed(ab.modes[m].text, lang) if ab.modes[m].text else _t(lang, "mode {n}", n=m + 1) for m in it.modes)))
    bits += [_t(lang, f) for f in it.flags if f in ("kicked", "buyback", "flashback", "entwined", "madness")]
    text = f"{item_name(game, it, lang)} ({', '.join(bits)})"
    if it.division:
        text += " → " + ", ".join(_t(lang, "{n} to {card}", n=n, card=_target(game, t, lang, plain))
                                  for t, n in it.division)
    elif it.targets:
        text += " → " + ", ".join(_target(game, t, lang, plain) for t in it.targets)
    return text


def resolved(game: Game, it) -> tuple:
    """The log's event of a stack item resolving: ("resolve", controller, item id) with what the
    log needs to say it later (the item is gone by then): its words in each language."""
    return ("resolve", it.controller, stack_text(game, it, plain=True), stack_text(game, it, "fr", plain=True))


# --------------------------------------------------------------------------------- options
def _play_of(game: Game) -> Play | None:
    d = game.decision
    if d is not None and d.handler == "on_announce" and d.args:
        return Play(*d.args[0])
    return None


def _mana_option(game: Game, oid: int, k: int, lang: str = "en") -> str:
    opts = options_of(game, oid, chars(game, oid).mana)
    if not 0 <= k < len(opts):
        return _t(lang, "option {n}", n=k + 1)
    vec, dmg = opts[k]
    return pool_text(vec) + (_t(lang, " (it deals {n} damage to you)", n=dmg) if dmg else "")


def _mana_of(game: Game, oid: int, lang: str = "en") -> str:
    mana = chars(game, oid).mana
    return f"{{{mana}}}" if len(mana) == 1 else _t(lang, "mana")


def _mode_text(game: Game, i: int, lang: str = "en") -> str:
    play = _play_of(game)
    if play is not None:
        card = game.rules.cards[play.code]
        if play.half >= 0 and card.halves:
            card = card.halves[play.half]
        ab = card.abilities[card.spell] if play.kind == "spell" and card.spell >= 0 else \
            card.abilities[play.index] if 0 <= play.index < len(card.abilities) else None
        if ab is not None and 0 <= i < len(ab.modes) and ab.modes[i].text:
            return printed(ab.modes[i].text, lang)
    return _t(lang, "mode {n}", n=i + 1)


def _way_text(game: Game, alt: int, half: int, lang: str = "en") -> str:
    play = _play_of(game)
    card = game.rules.cards[play.code] if play is not None else None
    what = _t(lang, WAYS[alt]) if alt in WAYS else None
    if what is None and card is not None and 0 <= alt < len(card.alternative):
        a = card.alternative[alt]
        what = _t(lang, "for its alternative cost: {cost}", cost=printed(a.text or a.cost or "", lang))
    what = what or _t(lang, "alternative cost {n}", n=alt)
    if half >= 0 and card is not None and card.halves:
        h = card.halves[half]
        return _t(lang, "play {card} ({cost}) {how}", card=h.name, cost=h.cost, how=what)
    return _t(lang, "play it {how}", how=what)


def _ability_text(game: Game, oid: int, i: int, lang: str = "en") -> str:
    o = game.objs.get(oid)
    if o is None:
        return _t(lang, "ability {n}", n=i)
    card = chars(game, oid).card if o.zone == "play" else o.card
    if not 0 <= i < len(card.abilities):
        return _t(lang, "ability {n}", n=i)
    ab = card.abilities[i]
    cost = ", ".join(x for x in (ab.cost, "{T}" if ab.tap else "") if x)
    if not ab.text and cost:         # the line of the printed text that starts with this cost
        line = next((ln for ln in card.text.splitlines() if ln.startswith(cost + ":")), "")
        if line:
            return printed(line, lang)
    if ab.text:
        text = ab.text
    else:
        text = next((_t(lang, s.do.replace("_", " ")) for s in ab.effect), _t(lang, "ability"))
        return f"{cost}: {text}" if cost else text
    return printed(f"{cost}: {text}" if cost and ab.cost not in text else text, lang)     # "Equip {1}" says its cost


def describe(game: Game, option: tuple, lang: str = "en") -> str:
    """A readable sentence for any option of any decision (names with object ids)."""
    k = option[0]
    a = option[1:]
    d = game.decision
    kind = d.kind if d is not None else ""
    if not a:
        if k == "done":
            return _t(lang, DONE.get(kind, "done"))
        if k == "pay" and kind == "upkeep_cost":
            return _t(lang, "pay ({cost})", cost=printed(d.prompt, lang)) if d.prompt else _t(lang, "pay")
        return _t(lang, FIXED.get(k, k.replace("_", " ")))
    x = a[0]
    if k in OBJECT_WORDS and isinstance(x, int):
        return _t(lang, OBJECT_WORDS[k], card=_name(game, x, lang))
    if k in TARGET_WORDS and isinstance(x, tuple):
        return _t(lang, TARGET_WORDS[k], card=_target(game, x, lang))
    if k == "play" and isinstance(x, int):
        o = game.objs.get(x)
        where = "" if o is None or o.zone.startswith("hand") else \
            _t(lang, " from {zone}", zone=_t(lang, o.zone.rstrip("01")))
        cost = f" ({o.card.cost})" if o is not None and o.card.cost else ""
        return _t(lang, "play {card}", card=_name(game, x, lang)) + f"{cost}{where}"
    if k == "mana":
        what = _mana_option(game, x, a[1], lang) if len(a) > 1 else _mana_of(game, x, lang)
        return _t(lang, "tap {card} for {mana} (mana ability)", card=_name(game, x, lang), mana=what)
    if k == "activate":
        return _t(lang, "activate {card}: {ability}", card=_name(game, x, lang),
                  ability=_ability_text(game, x, a[1], lang))
    if k == "unmorph":
        o = game.objs.get(x)
        return _t(lang, "turn {card} face up", card=_name(game, x, lang)) + \
            (_t(lang, " ({card}, morph {cost})", card=o.card.name, cost=o.card.morph) if o else "")
    if k == "block":
        return _t(lang, "block {attacker} with {card}", attacker=_name(game, a[1], lang), card=_name(game, x, lang))
    if k == "pool":
        return _t(lang, "pay {mana} from your mana pool", mana=f"{{{MANA[x]}}}")
    if k == "tap":
        what = _mana_option(game, x, a[1], lang) if len(a) > 1 else _mana_of(game, x, lang)
        return _t(lang, "tap {card} for {mana}", card=_name(game, x, lang), mana=what)
    if k == "x":
        return f"X = {x}"
    if k == "mode":
        return _t(lang, "mode: {text}", text=_mode_text(game, x, lang))
    if k == "way":
        return _way_text(game, x, a[1] if len(a) > 1 else -1, lang)
    if k in ("kicker", "buyback", "madness", "pay"):
        word = {"pay": "pay", "madness": "use madness (remove it from the game and may play it)"}.get(
            k, f"pay the {k} cost")
        return _t(lang, word if x else {"pay": "don't pay", "madness": "don't use madness"}.get(k, f"don't pay the {k} cost"))
    if k == "trigger":
        return _t(lang, "put this trigger on the stack next: {what}", what=_trigger(game, x, lang))
    if k in ("color", "type", "word"):
        return _t(lang, "colour {x}" if k == "color" else f"{k} {{x}}", x=x or _t(lang, "(none)"))
    if k == "instead" and x in INSTEAD:
        return _t(lang, INSTEAD[x])
    if k == "order":                 # replacement and prevention effects, in the order they apply (419.9a)
        return _t(lang, "apply {effects}", effects=_t(lang, " then ").join(_effect_key(game, e, lang) for e in x)) \
            if x else _t(lang, "apply them")
    if k == "first" and d is not None and d.args:          # a shield hit by several sources (419.7b)
        ev = d.args[0][x]
        return _t(lang, "apply the shield first to {n} damage from {card}", n=ev[2], card=_name(game, ev[0], lang))
    if k == "loop":
        rule = d.prompt.split(":")[0] if d is not None and d.prompt else "421"
        return _t(lang, "repeat the loop {n} time(s) ({rule})", n=x, rule=rule)
    return " ".join(str(y) for y in option)


def label(game: Game, option: tuple, lang: str = "en") -> str:
    """An option in words, in `lang` (tcg.present)."""
    return describe(game, option, lang)


def _effect_key(game: Game, key, lang: str = "en") -> str:
    """A replacement or prevention effect's key, ("double", permanent) ..., as words."""
    if isinstance(key, tuple) and len(key) >= 2 and isinstance(key[1], int) and key[1] in game.objs:
        return f"{_t(lang, str(key[0]))} ({_name(game, key[1], lang)})"
    return str(key)


def _trigger(game: Game, i: int, lang: str = "en") -> str:
    pending = game.pending
    if 0 <= i < len(pending):
        t = pending[i]
        card = game.rules.cards[t.code]
        ab = card.abilities[t.index]
        line = next((ln for ln in card.text.splitlines() if ln.startswith(("When", "At ", "Whenever"))), "")
        who = _name(game, t.source, lang) if t.source in game.objs else card.name
        return f"{who}: {printed(ab.text or line or ab.when, lang)}"
    return _t(lang, "trigger {n}", n=i + 1)


# -------------------------------------------------------------------------------- refusals
def refusal(game: Game, choice: Any, lang: str = "en") -> str:
    """Why `choice` (a typed option) is not offered now, citing the rule; "" when it is legal.
    Checked in the order a player would ask: whose decision, the object, timing, then cost."""
    from ...engine.state import IllegalChoice

    d = game.decision
    if d is None:
        return _t(lang, "the game is over" if game.result else "no decision is pending")
    if isinstance(choice, int) and not isinstance(choice, bool):
        try:
            game.clone().apply(choice)
        except IllegalChoice as e:
            return _engine_reason(str(e), lang)
        return ""
    if not isinstance(choice, tuple) or not choice:
        return _t(lang, "{choice} is not an option", choice=repr(choice))
    if choice in d.options:
        return ""
    reason = _why_not(game, d, choice, lang)
    if reason:
        return reason
    try:
        game.clone().apply(choice)
    except IllegalChoice as e:
        return _engine_reason(str(e).split("; legal:")[0], lang)
    return ""


def _engine_reason(text: str, lang: str) -> str:
    from ...i18n import line

    return line(__package__, lang, text)


def _sees(o, p: int) -> bool:
    """Whether player `p` may know object `o`: not in a library or another player's hand."""
    return not (o.zone.startswith("library") or o.zone.startswith("hand") and o.zone != f"hand{p}")


def _why_not(game: Game, d, choice: tuple, lang: str = "en") -> str:
    k = choice[0]
    x = choice[1] if len(choice) > 1 else None
    o = game.objs.get(x) if isinstance(x, int) else None
    v = game.vars
    p = d.player

    def say(text: str) -> str:
        return _t(lang, text, card=_name(game, x, lang) if o is not None else "", x=x, p=p,
                  asked=_line(d.prompt, lang) if d.prompt else _t(lang, d.kind.replace("_", " ")),
                  cost=o.card.cost if o is not None and o.card.cost else _t(lang, "no mana cost"))
    if k in ("land", "play", "activate", "mana", "unmorph") and d.kind != "priority":
        return say("not now: player {p} is asked to {asked} (408.1)")
    if k in ("land", "play", "activate", "mana", "attack", "block", "unmorph") and (o is None or not _sees(o, p)):
        return say("there is no card #{x} you can see (a hidden card is not named, 217.2b)")
    if k == "land":
        if o.zone != f"hand{p}":
            return say("{card} is not in your hand (305.4)")
        if "Land" not in o.card.types:
            return say("{card} is not a land: play it as a spell (305.4, 409.1)")
        if v["tp"] != p or v["step"] != "main" or game.stack:
            return say("a land is played only in your main phase with an empty stack (305.4)")
        return say("you have already played a land this turn (305.4)")
    if k == "play":
        card = o.card
        if o.zone not in (f"hand{p}", f"graveyard{p}"):
            return say("{card} is not in your hand (409.1a)")
        if o.zone == f"graveyard{p}" and card.flashback_cost is None:
            return say("{card} is in your graveyard and has no flashback (502.22)")
        if "Land" in card.types:
            return say("{card} is a land: it is played as a special action, not as a spell (305.4)")
        sorcery = not ("Instant" in card.types or card.instant_speed or card.halves)
        if sorcery and (v["tp"] != p or v["step"] != "main" or game.stack):
            return say("{card} can be played only in your main phase with an empty stack "
                       "(305.3, 408.1d; instants any time you have priority)")
        return say("{card} can't be played now: its total cost ({cost}) can't be paid with your mana pool and "
                   "untapped sources, or it has no legal target (409.1c, 409.1f-h)")
    if k in ("activate", "mana"):
        if o.controller != p or o.zone != "play":
            return say("you don't control {card} (403.2)")
        if o.tapped:
            return say("{card} is tapped: its {{T}} cost can't be paid (104.4)")
        if sick(game, x):
            return say("{card} came under your control this turn: no {{T}} abilities (212.3d)")
        if k == "mana" and not chars(game, x).mana:
            return say("{card} has no mana ability (406.1)")
        return say("{card}: that ability can't be played now: its cost or a target is missing (403.2, 409.1)")
    if k == "attack":
        if d.kind != "attack":
            return say("attackers are declared only in the declare attackers step (308.1)")
        c = chars(game, x)
        if o.controller != p or "Creature" not in c.types:
            return say("{card} is not a creature you control (308.2a)")
        if o.tapped:
            return say("{card} is tapped (308.2a)")
        if "Wall" in c.subtypes:
            return say("{card} is a Wall: Walls can't attack (308.2a)")
        if sick(game, x):
            return say("{card} came under your control this turn and has no haste (212.3d)")
        return say("{card} can't attack: a restriction or requirement forbids it (500.1-500.2)")
    if k == "block":
        if d.kind != "block":
            return say("blockers are declared only in the declare blockers step (309.1)")
        return say("{card} can't block that attacker: tapped, evasion or a restriction (309.2a, 502)")
    if k == "done" and d.kind in ("attack", "block"):
        return say("this declaration breaks a requirement or restriction (500.2-500.5): change it or restart")
    return ""


def _line(text: str, lang: str) -> str:
    from ...i18n import line

    return line(__package__, lang, text)


# --------------------------------------------------------------- the table (tcg.present)
# zone -> its name in the rulebook (the French one: bibliothèque, main, cimetière, en jeu, pile)
ZONE_LABELS = {
    "library": {"en": "Library", "fr": "Bibliothèque"}, "hand": {"en": "Hand", "fr": "Main"},
    "graveyard": {"en": "Graveyard", "fr": "Cimetière"}, "play": {"en": "In play", "fr": "En jeu"},
    "stack": {"en": "Stack", "fr": "Pile"}, "removed": {"en": "Removed from the game", "fr": "Retirée de la partie"},
    "phased": {"en": "Phased out", "fr": "Hors phase"}, "ante": {"en": "Ante", "fr": "Zone de mise"},
    "creatures": {"en": "Creatures", "fr": "Créatures"}, "lands": {"en": "Lands", "fr": "Terrains"},
    "others": {"en": "Other permanents", "fr": "Autres permanents"},
}
MOVE_VERBS = {("library", "hand"): ("you draw {card}", "{who} draws {card}"),
              ("hand", "graveyard"): ("you discard {card}", "{who} discards {card}")}
QUIET_MOVES = {("hand", "play"), ("hand", "stack"), ("stack", "play")}   # said by "plays", "resolves"
# the turn's phases and steps (300.1; 301-314)
PHASES = {"setup": "Setup", "beginning": "beginning phase", "untap": "untap step", "upkeep": "upkeep step",
          "draw": "draw step", "main1": "precombat main phase", "main2": "postcombat main phase",
          "main": "main phase", "combat": "combat phase", "begin_combat": "beginning of combat step",
          "declare_attackers": "declare attackers step", "declare_blockers": "declare blockers step",
          "combat_damage": "combat damage step", "end_combat": "end of combat step", "end": "end phase",
          "end_of_turn": "end of turn step", "cleanup": "cleanup step"}


def _zl(key: str, lang: str) -> str:
    return ZONE_LABELS[key].get(lang, ZONE_LABELS[key]["en"])


def _types(c: dict) -> list[str]:
    return c.get("types") or c.get("card_types") or []


def zones(lang: str) -> list[tuple]:
    """The battlefield by permanent type (creatures, lands, the rest), then hand, library, graveyard."""
    return [
        ("creatures", "play", _zl("creatures", lang), "row", lambda c, p: "Creature" in _types(c)),
        ("lands", "play", _zl("lands", lang), "row", lambda c, p: "Land" in _types(c) and "Creature" not in _types(c)),
        ("others", "play", _zl("others", lang), "row",
         lambda c, p: "Creature" not in _types(c) and "Land" not in _types(c)),
        ("hand", "hand", _zl("hand", lang), "row", None),
        ("library", "library", _zl("library", lang), "hidden", None),
        ("graveyard", "graveyard", _zl("graveyard", lang), "pile", None),
    ]


def shared_zones(lang: str) -> list[tuple]:
    return [(z, z, _zl(z, lang), "pile", None) for z in ("removed", "phased", "ante")]


def facts(c: Any) -> dict:
    colours = "".join(m for m in "WUBRG" if m in c.colors)
    kind = " ".join((*c.supertypes, *c.types)) + (" — " + " ".join(c.subtypes) if c.subtypes else "")
    out = {"type": kind, "card_types": list(c.types), "cost": c.cost or None, "colour": colours,
           "power": None, "text": c.text}
    if "Creature" in c.types:
        out.update(power=c.power, toughness=c.toughness, pt=f"{c.power}/{c.toughness}")
    return out


def dress(c: dict, o: dict, v: dict) -> None:
    """Now-types for grouping, the host of an aura or equipment, combat and sickness."""
    if o.get("types_now"):
        c["types"] = o["types_now"]
    if o.get("attached_to"):
        c["host"] = o["attached_to"]
    for flag in ("sick", "blocked"):
        if o.get(flag):
            c["status"].append(flag)
    if o.get("blocking"):          # present.card marks it "blocking" already
        c["blocking"] = list(o["blocking"])


def option_cards(game: Game, option: tuple) -> list[int] | None:
    """The permanents and cards an option is about, targets included (("target", ("o", id)))."""
    if not isinstance(option, tuple) or len(option) < 2:
        return None
    out = []
    for x in option[1:]:
        if isinstance(x, tuple) and len(x) == 2 and x[0] == "o":
            out.append(x[1])
        elif isinstance(x, int) and not isinstance(x, bool) and option[0] not in ("x", "repeat", "mode", "pool"):
            out.append(x)
    return out


def secret(game: Game, oid: int, seat: int | None) -> bool:
    """A face-down card is named to its controller only (504.3)."""
    o = game.objs.get(oid)
    return o is not None and bool(o.marks & FACE_DOWN) and o.controller != seat


def counters(v: dict, p: int) -> dict:
    pv = v["players"][p]
    out = {"life": pv.get("life", 0), "pool": pool_text(pv.get("pool"))}
    if pv.get("poison"):
        out["poison"] = pv["poison"]
    return out


def stack(game: Game, v: dict, by_id: dict[int, dict], lang: str) -> list[dict]:
    """The stack as the seat's view has it (a face-down spell named to its controller only)."""
    items = {it.id: it for it in game.stack}
    out = []
    for it in v.get("stack") or ():
        item = items.get(it.get("id"))
        text = stack_text(game, item, lang) if item is not None else it.get("text") or it.get("name", "?")
        if item is not None and "face_down" in item.flags and it.get("name", "").endswith(")"):
            text += f" ({game.rules.cards[item.code].name})"        # its controller's view (504.3)
        out.append({"label": text, "controller": it.get("controller"), "id": it.get("id")})
    return out


def _seen_name(game: Game, seen: tuple, seat: int | None, lang: str = "en") -> str:
    """A card the log kept as (code, who alone knows it if face down)."""
    code, only = seen
    if only is not None and only != seat:
        return _t(lang, "a face-down creature")
    return game.rules.cards[code].name if code in game.rules.cards else _t(lang, "a card")


_IDS = re.compile(r"(?<=\S)#\d+\b")     # "Shock#12": an object id, which means nothing in the log


def _cards(game: Game, codes: tuple) -> str:
    return ", ".join(game.rules.cards[c].name for c in codes)


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    """MTG's events in words from the seat's side (play.py, combat.py, turn.py, prevention.py...)."""
    from ...present import act, card_name, who

    kind, rules = ev[0], game.rules
    if kind == "damage":       # ("damage", source, "p" | "o", player or card, amount); cards as prevention._seen
        _, src, k, t, n = ev
        to = who(t, seat, lang) if k == "p" else _seen_name(game, t, seat, lang)
        return _t(lang, "{card} deals {n} damage to {to}", card=_seen_name(game, src, seat, lang), n=n, to=to)
    if kind == "cast":         # ("cast", player, (code, who alone knows it))
        return act(rules, lang, ev[1], seat, "you play {card}", "{who} plays {card}",
                   card=_seen_name(game, ev[2], seat, lang).replace(
                       _t(lang, "a face-down creature"), _t(lang, "a face-down spell")))
    if kind == "resolve":      # ("resolve", controller, words in English, words in French); no object ids
        return _t(lang, "resolves: {what}", what=_IDS.sub("", ev[3] if lang == "fr" else ev[2]))
    if kind == "attack":       # ("attack", player, codes)
        return act(rules, lang, ev[1], seat, "you attack with {cards}", "{who} attacks with {cards}",
                   cards=_cards(game, ev[2]))
    if kind == "blocks":       # ("blocks", player, ((blocker, attacker) codes, ...))
        said = "; ".join(_t(lang, "{b} blocks {a}", b=card_name(rules, b), a=card_name(rules, a)) for b, a in ev[2])
        return act(rules, lang, ev[1], seat, "you block: {blocks}", "{who} blocks: {blocks}",
                   blocks=said or _t(lang, "no blockers"))
    if kind in PLAYER_EVENTS:  # (kind, player, x, ...)
        you, them = PLAYER_EVENTS[kind]
        x = ev[2] if len(ev) > 2 else ""
        return act(rules, lang, ev[1], seat, you, them, card=card_name(rules, x) if x in rules.cards else x,
                   n=x, phase=_t(lang, PHASES.get(ev[-1], str(ev[-1]))), text=printed(ev[3], lang) if kind ==
                   "activate" and len(ev) > 3 and ev[3] else "")
    if kind in CARD_EVENTS:    # (kind, code, ...)
        return _t(lang, CARD_EVENTS[kind], card=card_name(rules, ev[1]) if ev[1] else _t(lang, "the card"),
                  x=_t(lang, str(ev[2])) if len(ev) > 2 else "", y=ev[3] if len(ev) > 3 else "")
    if kind == "loop":         # ("loop", rule, count, player with the last word or -1)
        _, rule, count, last = ev
        return _t(lang, "{rule}: the loop is repeated {n} time(s)", rule=rule, n=count) + \
            (_t(lang, "; {who} has the last word", who=who(last, seat, lang)) if last >= 0 else "")
    return None


PLAYER_EVENTS = {"land": ("you play the land {card}", "{who} plays the land {card}"),
                 "unmorph": ("you turn {card} face up", "{who} turns {card} face up"),
                 "activate": ("you activate {card} {text}", "{who} activates {card} {text}"),
                 "skip_phase": ("you skip the {phase} (419.6e)", "{who} skips the {phase} (419.6e)"),
                 "choose_type": ("you choose {n}", "{who} chooses {n}"),
                 "burn": ("you burn for {n} at the end of the {phase}", "{who} burns for {n} at the end of the {phase}"),
                 "loop_repeat": ("421.2: you repeat the loop {n} time(s)", "421.2: {who} repeats the loop {n} time(s)")}
CARD_EVENTS = {"countered": "{card} is countered on resolution: its targets are illegal",
               "regenerate": "{card} regenerates", "text_change": "{card}: {x} becomes {y} in its text",
               "amplify": "{card} amplifies with {x} card(s)",
               "no_enchant": "{card} can enchant nothing: it stays in {x} (212.4e)"}


DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, dress=dress, stack=stack, secret=secret, label=label, option_cards=option_cards,
    move_verbs=MOVE_VERBS,
    quiet_moves=QUIET_MOVES, phases=PHASES)
