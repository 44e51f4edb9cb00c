"""What the terminal shows of an MTG 2004 game (`tcg play mtg2004`): the board text of a player's
view, a readable description of every option, and the reason a typed choice is refused.

`board_lines` reads only the view (views.py: what that player may know), so the same text is
shown for a live game and for a saved view; `describe` and `refusal` read the game, since an
option's meaning depends on the play being announced (play.py `Play`, in the decision's args).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...display import Display
from .base import ATTACKING, BLOCKED, BLOCKING, FACE_DOWN, PHASE_OF, Play

if TYPE_CHECKING:
    from ...engine.state import Game

MANA = "WUBRGC"
WAYS = {-1: "normally (its mana cost)", 100: "with flashback", 101: "with madness", 102: "face down (morph, {3})"}
# Options naming one object ("attack", oid): the sentence, the object's name put in.
OBJECT_WORDS = {"land": "play land {}", "attack": "attack with {}", "sacrifice": "sacrifice {}",
                "discard": "discard {}", "return": "return {} to its owner's hand", "find": "take {}",
                "imprint": "imprint {}", "reveal": "reveal {}", "put": "put {} into play", "copy": "copy {}", "enchant": "enchant {}",
                "tap_cost": "tap {} (cost)", "remove_from_graveyard": "remove {} from your graveyard",
                "source": "the source {}", "bottom": "put {} on the bottom", "top": "keep {} next on top"}
# Options naming a target (("o", oid), ("p", player) or ("s", stack item)).
TARGET_WORDS = {"target": "target {}", "divide": "give 1 more to {}", "assign": "assign 1 damage to {}"}
ZONE_WORDS = {"play": "in play", "stack": "on the stack", "removed": "removed from the game",
              "phased": "phased out", "ante": "in the ante"}


def pool_text(pool) -> str:
    """A mana pool (W U B R G colourless) as symbols: (0, 1, 0, 0, 0, 2) -> "{U}{C}{C}"."""
    return "".join(f"{{{c}}}" * k for c, k in zip(MANA, pool or (), strict=False)) or "empty"


def cost_text(generic: int, colored) -> str:
    """A mana cost still to pay: 3 and (0, 1, 0, 0, 0) -> "{3}{U}"."""
    text = (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" * k for c, k in zip("WUBRG", colored, strict=False))
    return text or "{0}"


# ------------------------------------------------------------------------------------ board
def _label(o: dict) -> str:
    return f"{o.get('as') or o['name']}#{o['id']}"


def _status(view: dict, p: int) -> str:
    z, pv = view["zones"], view["players"][p]

    def n(key: str) -> int:
        v = z.get(key, 0)
        return v if isinstance(v, int) else len(v)

    bits = [f"life {pv.get('life', '?')}", f"mana pool {pool_text(pv.get('pool'))}",
            f"library {n(f'library{p}')}", f"hand {n(f'hand{p}')}", f"graveyard {n(f'graveyard{p}')}"]
    removed = [o for o in z.get("removed", ()) if o.get("owner") == p]
    if removed:
        bits.append(f"removed {len(removed)}")
    if pv.get("poison"):
        bits.append(f"poison {pv['poison']}")
    return " · ".join(bits)


def _permanent(o: dict, names: dict) -> str:
    """One permanent: name#id, P/T, and its state in parentheses."""
    head = _label(o) + (f" {o['pt']}" if "pt" in o else "")
    bits = []
    if o.get("tapped"):
        bits.append("tapped")
    if o.get("sick"):
        bits.append("summoning sick")
    if o.get("damage"):
        bits.append(f"{o['damage']} damage")
    for kind, k in sorted((o.get("counters") or {}).items()):
        bits.append(f"{kind} counter" + (f" x{k}" if k != 1 else ""))
    if o.get("keywords"):
        bits.append(", ".join(k.replace("_", " ") for k in o["keywords"]))
    if o.get("types"):
        bits.append("is " + " ".join(o["types"]))
    if o.get("token"):
        bits.append("token")
    if o.get("attacking"):
        bits.append("attacking" + (", blocked" if o.get("blocked") else ""))
    if o.get("blocking"):
        bits.append("blocking " + ", ".join(names.get(a, f"#{a}") for a in o["blocking"]))
    return head + (f" ({'; '.join(bits)})" if bits else "")


def _kind(o: dict) -> int:
    t = o.get("types_now") or ()
    return 0 if "Creature" in t else 2 if "Land" in t else 1


def _in_play(view: dict, p: int, names: dict) -> list[str]:
    mine = [o for o in view["zones"].get("play", ()) if o.get("controller") == p]
    attached = {o["id"] for o in view["zones"].get("play", ()) if o.get("attached_to")}
    hosts: dict[int, list[dict]] = {}
    for o in view["zones"].get("play", ()):
        if o.get("attached_to"):
            hosts.setdefault(o["attached_to"], []).append(o)
    lines = []
    for o in sorted((o for o in mine if o["id"] not in attached), key=_kind):
        lines.append("    " + _permanent(o, names))
        for a in hosts.get(o["id"], ()):
            whose = "" if a.get("controller") == p else f", player {a.get('controller')}'s"
            lines.append(f"      └ {_permanent(a, names)}{whose}")
    for o in mine:        # an Aura or Equipment of this player on the other player's permanent
        if o["id"] in attached and not any(x["id"] == o["attached_to"] for x in mine):
            lines.append(f"    {_permanent(o, names)} (attached to {names.get(o['attached_to'], '?')})")
    return lines or ["    (no permanents)"]


def _player(view: dict, p: int, label: str, names: dict) -> list[str]:
    lines = [f"{label} (player {p}): {_status(view, p)}"]
    lines += _in_play(view, p, names)
    hand = view["zones"].get(f"hand{p}")
    if isinstance(hand, list) and hand:
        lines.append("    hand: " + "; ".join(_label(o) for o in hand))
    grave = view["zones"].get(f"graveyard{p}")
    if isinstance(grave, list) and grave:
        lines.append("    graveyard (top last): " + ("... " if len(grave) > 8 else "")
                     + "; ".join(o["name"] for o in grave[-8:]))
    return lines


def _stack(view: dict) -> list[str]:
    items = view.get("stack") or []
    if not items:
        return []
    lines = ["Stack (top first):"]
    for k, it in enumerate(reversed(items), 1):
        text = it.get("text") if isinstance(it, dict) else str(it)
        lines.append(f"    {k}. {text}")
    return lines


def _combat(view: dict, names: dict) -> list[str]:
    v = view["vars"]
    play = {o["id"]: o for o in view["zones"].get("play", ())}
    attackers = [a for a in v.get("attackers", ()) if play.get(a, {}).get("attacking")]
    if not attackers:
        return []
    blocks = v.get("blocks", ())
    lines = [f"Combat: player {v.get('tp')} attacks player {1 - v.get('tp', 0)}"]
    for a in attackers:
        by = [names.get(b, f"#{b}") for b, x in blocks if x == a and play.get(b, {}).get("blocking")]
        state = ("blocked by " + ", ".join(by)) if by else ("blocked (no blocker left)" if play[a].get("blocked")
                                                             else "unblocked" if v.get("step") != "declare_attackers"
                                                             else "not blocked yet")
        lines.append(f"    {_permanent(play[a], names)}: {state}")
    return lines


def board_lines(view: dict, me: int) -> list[str]:
    """The board as player `me` sees it: each player's life, mana pool and zone counts, their
    permanents (P/T, tapped, summoning sickness, damage, counters, keywords, attachments),
    your hand, the stack top first with targets, and the attackers and blockers in combat."""
    names = {o["id"]: _label(o) for zone in view["zones"].values() if isinstance(zone, list) for o in zone}
    v = view["vars"]
    step = v.get("step") or ""
    phase = v.get("phase") or ""
    where = phase if step in ("", "main", phase) else f"{PHASE_OF.get(step, phase)} phase, {step.replace('_', ' ')} step"
    lines = [f"turn {v.get('turn', '?')} · player {v.get('tp', '?')}'s turn · {where}"]
    lines += _player(view, 1 - me, "Opponent", names)
    lines += _stack(view)
    lines += _combat(view, names)
    lines += _player(view, me, "You", names)
    return lines


# ---------------------------------------------------------------------------- object views
def object_extra(game: Game, oid: int, d: dict[str, Any]) -> None:
    """Fields the board needs besides the ruleset's P/T, keywords and attachments: summoning
    sickness (212.3d), the combat marks, the card types now (layer 4, for grouping)."""
    from .chars import chars
    from .costs import sick

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


def _name(game: Game, oid: int) -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"#{oid}"
    if o.marks & FACE_DOWN:
        return f"face-down creature#{oid}"
    return f"{o.card.name}#{oid}"


def _target(game: Game, t: tuple) -> str:
    kind, x = t
    if kind == "p":
        d = game.decision
        return f"player {x}" + ("" if d is None else " (you)" if x == d.player else " (your opponent)")
    if kind == "s":
        it = next((i for i in game.stack if i.id == x), None)
        return f"{item_name(game, it)} (on the stack)" if it else f"stack item #{x}"
    o = game.objs.get(x)
    where = "" if o is None or o.zone == "play" else f" ({ZONE_WORDS.get(o.zone, o.zone.rstrip('01'))})"
    return _name(game, x) + where


def item_name(game: Game, it) -> str:
    """A stack item's name: the spell, "ability of X", "trigger of X", or combat damage."""
    if it.kind == "combat_damage":
        return "combat damage"
    card = game.rules.cards[it.code]
    if it.kind == "combat_trigger":                                    # flanking, rampage, provoke
        what = it.assign[0] if it.assign and isinstance(it.assign[0], str) else "combat trigger"
        return f"{card.name}: {what}"
    if "face_down" in it.flags:
        return "face-down creature spell"                               # 504.2
    if it.kind in ("spell", "copy"):
        name = card.halves[it.half].name if it.half >= 0 and card.halves else card.name
        return name + (" (copy)" if it.kind == "copy" else "")
    ab = card.abilities[it.index] if 0 <= it.index < len(card.abilities) else None
    what = ab.text if ab is not None and ab.text and len(ab.text) <= 24 else \
        ("trigger" if it.kind == "triggered" else "ability")
    return f"{card.name}: {what}"


def stack_text(game: Game, it) -> str:
    """One stack item for the terminal: what it is, whose, X, modes, options paid, targets."""
    if it.kind == "combat_damage":
        parts = [f"{_name(game, src)} → {_target(game, t)}: {n}" for src, t, n in it.assign]
        return "combat damage: " + ("; ".join(parts) or "none")
    bits = [f"{it.kind}, player {it.controller}"]
    card = game.rules.cards[it.code]
    ab = card.abilities[it.index] if 0 <= it.index < len(card.abilities) else None
    has_x = card.x if it.kind in ("spell", "copy") else ab is not None and "{X}" in ab.cost
    if has_x:                       # a trigger keeps its subject in `x`: not an X
        bits.append(f"X={it.x}")
    if ab is not None and ab.modes and it.modes:
        bits.append("modes: " + " / ".join(ab.modes[m].text or f"mode {m + 1}" for m in it.modes))
    bits += [f for f in it.flags if f in ("kicked", "buyback", "flashback", "entwined", "madness")]
    text = f"{item_name(game, it)} ({', '.join(bits)})"
    if it.division:
        text += " → " + ", ".join(f"{n} to {_target(game, t)}" for t, n in it.division)
    elif it.targets:
        text += " → " + ", ".join(_target(game, t) for t in it.targets)
    return text


# --------------------------------------------------------------------------------- options
def _play_of(game: Game) -> Play | None:
    d = game.decision
    if d is not None and d.handler == "on_announce" and d.args:
        return Play(*d.args[0])
    return None


def _mana_option(game: Game, oid: int, k: int) -> str:
    from .chars import chars
    from .costs import options_of

    opts = options_of(game, oid, chars(game, oid).mana)
    if not 0 <= k < len(opts):
        return f"option {k + 1}"
    vec, dmg = opts[k]
    return pool_text(vec) + (f" (it deals {dmg} damage to you)" if dmg else "")


def _mana_of(game: Game, oid: int) -> str:
    from .chars import chars

    mana = chars(game, oid).mana
    return f"{{{mana}}}" if len(mana) == 1 else "mana"


def _mode_text(game: Game, i: int) -> str:
    play = _play_of(game)
    if play is not None:
        card = game.rules.cards[play.code]
        if play.half >= 0 and card.halves:
            card = card.halves[play.half]
        ab = card.abilities[card.spell] if play.kind == "spell" and card.spell >= 0 else \
            card.abilities[play.index] if 0 <= play.index < len(card.abilities) else None
        if ab is not None and 0 <= i < len(ab.modes) and ab.modes[i].text:
            return ab.modes[i].text
    return f"mode {i + 1}"


def _way_text(game: Game, alt: int, half: int) -> str:
    play = _play_of(game)
    card = game.rules.cards[play.code] if play is not None else None
    what = WAYS.get(alt)
    if what is None and card is not None and 0 <= alt < len(card.alternative):
        a = card.alternative[alt]
        what = "for its alternative cost: " + (a.text or a.cost or "")
    what = what or f"alternative cost {alt}"
    if half >= 0 and card is not None and card.halves:
        h = card.halves[half]
        return f"play {h.name} ({h.cost}) {what}"
    return f"play it {what}"


def _ability_text(game: Game, oid: int, i: int) -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"ability {i}"
    from .chars import chars

    card = chars(game, oid).card if o.zone == "play" else o.card
    if not 0 <= i < len(card.abilities):
        return f"ability {i}"
    ab = card.abilities[i]
    cost = ", ".join(x for x in (ab.cost, "{T}" if ab.tap else "") if x)
    if not ab.text and cost:         # the line of the printed text that starts with this cost
        line = next((ln for ln in card.text.splitlines() if ln.startswith(cost + ":")), "")
        if line:
            return line
    text = ab.text or next((s.do.replace("_", " ") for s in ab.effect), "ability")
    return f"{cost}: {text}" if cost and ab.cost not in text else text     # "Equip {1}" says its cost


def describe(game: Game, option: tuple) -> str:
    """A readable sentence for any option of any decision (names with object ids)."""
    k = option[0]
    a = option[1:]
    d = game.decision
    kind = d.kind if d is not None else ""
    fixed = {"pass": "pass priority", "play": "play first", "draw": "draw first (play second)",
             "keep": "keep this hand", "mulligan": "mulligan (shuffle and draw one card fewer)",
             "cancel": "cancel: take back this play (422)", "done": "done", "entwine": "entwine: choose all modes",
             "yes": "yes", "no": "no", "decline": "decline (don't pay)", "no_copy": "don't copy anything",
             "pay": "pay", "accept": "accept that number of repetitions (421.3, 421.5)"}
    if not a:
        if k == "done":
            return {"attack": "done: no more attackers", "block": "done: no more blockers",
                    "target": "done: no more targets", "search": "done: stop searching",
                    "imprint": "done: imprint nothing", "amplify": "done: reveal no more",
                    "put_into_play": "done: put no more into play"}.get(kind, "done")
        if k == "pay" and kind == "upkeep_cost":
            return f"pay ({d.prompt})" if d.prompt else "pay"
        return fixed.get(k, k.replace("_", " "))
    x = a[0]
    if k in OBJECT_WORDS and isinstance(x, int):
        return OBJECT_WORDS[k].format(_name(game, x))
    if k in TARGET_WORDS and isinstance(x, tuple):
        return TARGET_WORDS[k].format(_target(game, x))
    if k == "play" and isinstance(x, int):
        o = game.objs.get(x)
        where = "" if o is None or o.zone.startswith("hand") else f" from {o.zone.rstrip('01')}"
        cost = f" ({o.card.cost})" if o is not None and o.card.cost else ""
        return f"play {_name(game, x)}{cost}{where}"
    if k == "mana":
        what = _mana_option(game, x, a[1]) if len(a) > 1 else _mana_of(game, x)
        return f"tap {_name(game, x)} for {what} (mana ability)"
    if k == "activate":
        return f"activate {_name(game, x)}: {_ability_text(game, x, a[1])}"
    if k == "unmorph":
        o = game.objs.get(x)
        return f"turn {_name(game, x)} face up" + (f" ({o.card.name}, morph {o.card.morph})" if o else "")
    if k == "block":
        return f"block {_name(game, a[1])} with {_name(game, x)}"
    if k == "pool":
        return f"pay {{{MANA[x]}}} from your mana pool"
    if k == "tap":
        what = _mana_option(game, x, a[1]) if len(a) > 1 else _mana_of(game, x)
        return f"tap {_name(game, x)} for {what}"
    if k == "x":
        return f"X = {x}"
    if k == "mode":
        return f"mode: {_mode_text(game, x)}"
    if k == "way":
        return _way_text(game, x, a[1] if len(a) > 1 else -1)
    if k in ("kicker", "buyback", "madness", "pay"):
        word = {"pay": "pay", "madness": "use madness (remove it from the game and may play it)"}.get(k, f"pay the {k} cost")
        return word if x else {"pay": "don't pay", "madness": "don't use madness"}.get(k, f"don't pay the {k} cost")
    if k == "trigger":
        return f"put this trigger on the stack next: {_trigger(game, x)}"
    if k in ("color", "type", "word"):
        return f"{'colour' if k == 'color' else k} {x or '(none)'}"
    if k == "order":                 # replacement and prevention effects, in the order they apply (419.9a)
        return "apply " + " then ".join(_effect_key(game, e) for e in x) if x else "apply them"
    if k == "first" and d is not None and d.args:          # a shield hit by several sources (419.7b)
        ev = d.args[0][x]
        return f"apply the shield first to {ev[2]} damage from {_name(game, ev[0])}"
    if k == "loop":
        return f"repeat the loop {x} time(s) ({d.prompt.split(':')[0] if d is not None and d.prompt else '421'})"
    return " ".join(str(y) for y in option)


def _effect_key(game: Game, key) -> str:
    """A replacement or prevention effect's key, ("double", permanent) ..., as words."""
    if isinstance(key, tuple) and len(key) >= 2 and isinstance(key[1], int) and key[1] in game.objs:
        return f"{key[0]} ({_name(game, key[1])})"
    return str(key)


def _trigger(game: Game, i: int) -> str:
    pending = game.pending
    if 0 <= i < len(pending):
        t = pending[i]
        card = game.rules.cards[t.code]
        ab = card.abilities[t.index]
        line = next((ln for ln in card.text.splitlines() if ln.startswith(("When", "At ", "Whenever"))), "")
        who = _name(game, t.source) if t.source in game.objs else card.name
        return f"{who}: {ab.text or line or ab.when}"
    return f"trigger {i + 1}"


# -------------------------------------------------------------------------------- refusals
def refusal(game: Game, choice: Any) -> str:
    """Why `choice` (a typed option) is not offered now, citing the rule; "" when it is legal.
    Checked in the order a player would ask: whose decision, the object, timing, then cost."""
    from ...engine.state import IllegalChoice

    d = game.decision
    if d is None:
        return "the game is over" if game.result else "no decision is pending"
    if isinstance(choice, int) and not isinstance(choice, bool):
        try:
            game.clone().apply(choice)
        except IllegalChoice as e:
            return str(e)
        return ""
    if not isinstance(choice, tuple) or not choice:
        return f"{choice!r} is not an option"
    if choice in d.options:
        return ""
    reason = _why_not(game, d, choice)
    if reason:
        return reason
    try:
        game.clone().apply(choice)
    except IllegalChoice as e:
        return str(e).split("; legal:")[0]
    return ""


def _sees(o, p: int) -> bool:
    """Whether player `p` may know object `o`: not in a library or another player's hand."""
    return not (o.zone.startswith("library") or o.zone.startswith("hand") and o.zone != f"hand{p}")


def _why_not(game: Game, d, choice: tuple) -> str:
    from .chars import chars
    from .costs import sick

    k = choice[0]
    x = choice[1] if len(choice) > 1 else None
    o = game.objs.get(x) if isinstance(x, int) else None
    v = game.vars
    p = d.player
    if k in ("land", "play", "activate", "mana", "unmorph") and d.kind != "priority":
        return f"not now: player {p} is asked to {d.prompt or d.kind.replace('_', ' ')} (408.1)"
    if k in ("land", "play", "activate", "mana", "attack", "block", "unmorph") and (o is None or not _sees(o, p)):
        return f"there is no card #{x} you can see (a hidden card is not named, 217.2b)"
    if k == "land":
        if o.zone != f"hand{p}":
            return f"{_name(game, x)} is not in your hand (305.4)"
        if "Land" not in o.card.types:
            return f"{_name(game, x)} is not a land: play it as a spell (305.4, 409.1)"
        if v["tp"] != p or v["step"] != "main" or game.stack:
            return "a land is played only in your main phase with an empty stack (305.4)"
        return "you have already played a land this turn (305.4)"
    if k == "play":
        card = o.card
        if o.zone not in (f"hand{p}", f"graveyard{p}"):
            return f"{_name(game, x)} is not in your hand (409.1a)"
        if o.zone == f"graveyard{p}" and card.flashback_cost is None:
            return f"{_name(game, x)} is in your graveyard and has no flashback (502.22)"
        if "Land" in card.types:
            return f"{_name(game, x)} is a land: it is played as a special action, not as a spell (305.4)"
        sorcery = not ("Instant" in card.types or card.instant_speed or card.halves)
        if sorcery and (v["tp"] != p or v["step"] != "main" or game.stack):
            return (f"{_name(game, x)} can be played only in your main phase with an empty stack "
                    "(305.3, 408.1d; instants any time you have priority)")
        return (f"{_name(game, x)} can't be played now: its total cost ({card.cost or 'no mana cost'}) can't be "
                "paid with your mana pool and untapped sources, or it has no legal target (409.1c, 409.1f-h)")
    if k in ("activate", "mana"):
        if o.controller != p or o.zone != "play":
            return f"you don't control {_name(game, x)} (403.2)"
        if o.tapped:
            return f"{_name(game, x)} is tapped: its {{T}} cost can't be paid (104.4)"
        if sick(game, x):
            return f"{_name(game, x)} came under your control this turn: no {{T}} abilities (212.3d)"
        if k == "mana" and not chars(game, x).mana:
            return f"{_name(game, x)} has no mana ability (406.1)"
        return f"{_name(game, x)}: that ability can't be played now: its cost or a target is missing (403.2, 409.1)"
    if k == "attack":
        if d.kind != "attack":
            return "attackers are declared only in the declare attackers step (308.1)"
        c = chars(game, x)
        if o.controller != p or "Creature" not in c.types:
            return f"{_name(game, x)} is not a creature you control (308.2a)"
        if o.tapped:
            return f"{_name(game, x)} is tapped (308.2a)"
        if "Wall" in c.subtypes:
            return f"{_name(game, x)} is a Wall: Walls can't attack (308.2a)"
        if sick(game, x):
            return f"{_name(game, x)} came under your control this turn and has no haste (212.3d)"
        return f"{_name(game, x)} can't attack: a restriction or requirement forbids it (500.1-500.2)"
    if k == "block":
        if d.kind != "block":
            return "blockers are declared only in the declare blockers step (309.1)"
        return f"{_name(game, x)} can't block that attacker: tapped, evasion or a restriction (309.2a, 502)"
    if k == "done" and d.kind in ("attack", "block"):
        return "this declaration breaks a requirement or restriction (500.2-500.5): change it or restart"
    return ""


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
MOVE_VERBS = {("library", "hand"): ("draws", "draw"), ("hand", "graveyard"): ("discards", "discard")}
QUIET_MOVES = {("hand", "play"), ("hand", "stack"), ("stack", "play")}   # said by "plays", "resolves"


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
    if o.get("blocking"):
        c["status"].append("blocking")
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
    return [{"label": it.get("text") or it.get("name", "?"), "controller": it.get("controller"), "id": it.get("id")}
            for it in v.get("stack") or ()]


def _seen_name(game: Game, seen: tuple, seat: int | None) -> str:
    """A card the log kept as (code, who alone knows it if face down)."""
    code, only = seen
    if only is not None and only != seat:
        return "a face-down creature"
    return game.rules.cards[code].name if code in game.rules.cards else "a card"


def event(game: Game, ev: tuple, seat: int | None, lang: str) -> str | None:
    """Damage dealt ("Shock deals 2 damage to you"); MTG words its other events as it logs them."""
    from ...present import who

    if ev[0] == "damage":       # ("damage", source, "p" | "o", player or card, amount); cards as prevention._seen
        _, src, kind, t, n = ev
        to = who(t, seat, lang) if kind == "p" else _seen_name(game, t, seat)
        return f"{_seen_name(game, src, seat)} deals {n} damage to {to}"
    return None


DISPLAY = Display(
    zones=zones, shared_zones=shared_zones, facts=facts, counters=counters, event=event,
    zone_labels=ZONE_LABELS, dress=dress, stack=stack, secret=secret, move_verbs=MOVE_VERBS,
    quiet_moves=QUIET_MOVES, option_cards=option_cards)
