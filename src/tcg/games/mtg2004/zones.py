"""What happens as a permanent comes into play or leaves it (217.5c, 410.10): "comes into play
with / tapped / as a copy" replacements (410.10e, 503.5), amplify (502.27), zone-change triggers
found after the entry (410.10a-b) or by looking back in time before a departure (410.10d), Auras
and Equipment becoming attached (212.2h, 212.4h) with their new timestamp (418.5e), and tokens
(216).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.abilities import counters
from ...engine.effects import Effect
from . import text_changes
from .actions import move
from .base import REG, Trigger
from .chars import card_of, chars, fmatch
from .move_parts import part

if TYPE_CHECKING:
    from ...engine.state import Game

LEFT_KEEP = 24   # how many departures are remembered (their counters, for modular)
# The effects of 418.5a's layers that modify objects (chars.py); others are left alone.
OBJECT_OPS = frozenset(("copy", "control", "text", "type", "subtypes", "grant", "lose", "color", "no_untap",
                        "pt", "set_pt", "switch"))


# ------------------------------------------------------------------------------- leaving
@part("leaving")
def leaving(game: Game, oid: int, to_zone: str) -> None:
    """Before `oid` leaves play: its leaves-play abilities and every "whenever a ... is put into a
    graveyard from play" ability trigger, looking back at the game as it was (410.10d); what it
    carried is remembered for the abilities that ask (502.35a)."""
    o = game.objs[oid]
    c = chars(game, oid)
    dies = to_zone == "graveyard"
    plus = (o.counters or {}).get("+1/+1", 0)
    game.vars["left"] = (game.vars.get("left", ()) + ((oid, plus, o.controller),))[-LEFT_KEEP:]
    pend = game.pending
    # Permanents that left in the same event (a Wrath, the state-based effects) still look back
    # at each other (410.10d): `batch` lists them until the next state-based check.
    # A move of several permanents (engine/zones.py) finds every departure before any of them
    # moves: one still in play is read there, not again from `batch`.
    batch = game.vars.get("batch", ())
    play = game.zones["play"]
    watchers = [(x, chars(game, x).card, game.objs[x].controller) for x in play]
    watchers += [(x, game.rules.cards[code], p) for x, code, p in batch if x not in play]
    for x, card, ctrl in watchers:
        if not card.triggers:
            continue
        for i in card.triggers:
            ab = card.abilities[i]
            w = ab.when
            if x == oid and (w == "leaves_play" or w == "dies" and dies):
                pend.append(Trigger(o.controller, oid, card.code, i, oid))
            elif w == "any_dies" and dies and not (ab.other and x == oid) and (ab.subject is None or fmatch(
                    text_changes.filter_(ab.subject, text_changes.changes(game, x)), c, o, ctrl, c.card)):
                pend.append(Trigger(ctrl, x, card.code, i, oid))
    game.vars["batch"] = batch + ((oid, c.card.code, o.controller),)
    if game.effects and to_zone != "phased":     # 502.15g: effects may affect it when it phases in
        # Effects on objects only: once none of their objects is in play they never apply again
        # (the objects' next incarnations are new objects, 217.1c).
        objs = game.objs
        keep = [e for e in game.effects if e.op not in OBJECT_OPS or any(
            t != oid and t in objs and objs[t].zone in ("play", "phased", "stack") for t in e.targets)]
        if len(keep) != len(game.effects):
            game.effects = keep


def left(game: Game, old: int) -> tuple[int, int] | None:
    """(+1/+1 counters, controller) of a permanent as it last existed in play."""
    for k, n, p in reversed(game.vars.get("left", ())):
        if k == old:
            return n, p
    return None


# ------------------------------------------------------------------------------- entering
@part("entered")
def entered(game: Game, new: int) -> None:
    """After `new` came into play: counters and tapped status it comes into play with
    (410.10e), then, unless a choice is made as it comes into play, its triggers."""
    o = game.objs[new]
    m = o.card.model
    if m.enters_with or m.enters_tapped:
        w = game.w(new)
        if m.enters_with:
            w.counters = dict(m.enters_with)
        w.tapped = w.tapped or m.enters_tapped
    if m.enters_as_copy or m.amplify:
        game.push("as_enters", new, 0)     # 503.5, 502.27a: chosen as it comes into play
        return
    entry_triggers(game, new)


def entry_triggers(game: Game, new: int) -> None:
    """410.10a-b: comes-into-play abilities of the newcomer and of every permanent in play,
    with the continuous effects that apply to the newcomer as it enters."""
    o = game.objs[new]
    c = chars(game, new)
    for i in c.card.triggers:
        if c.card.abilities[i].when == "comes_into_play":
            game.pending.append(Trigger(o.controller, new, c.card.code, i, new))
    for x in game.zones["play"]:
        card = chars(game, x).card
        for i in card.triggers:
            ab = card.abilities[i]
            if ab.when == "any_comes_into_play" and not (ab.other and x == new) and (ab.subject is None or fmatch(
                    text_changes.filter_(ab.subject, text_changes.changes(game, x)), c, o, game.objs[x].controller, c.card)):
                game.pending.append(Trigger(game.objs[x].controller, x, card.code, i, new))


@REG.step
def as_enters(game: Game, new: int, stage: int) -> None:
    """503.5: "As X comes into play, you may choose a [creature] in play. If you do, X comes into
    play as a copy of it" (the copy is a layer-1 effect, 418.5a); 502.27a: amplify reveals cards
    sharing a creature type with it."""
    o = game.objs.get(new)
    if o is None or o.zone != "play":
        return
    m = o.card.model
    if stage == 0 and m.enters_as_copy:
        kind = m.enters_as_copy.capitalize()
        opts = tuple(("copy", x) for x in game.zones["play"] if x != new and kind in chars(game, x).types)
        if opts:
            game.ask(o.controller, "copy", (("no_copy",),) + opts, "on_copy", new,
                     prompt=f"{o.card.name} comes into play as a copy of which {kind.lower()}?")
            return
    if game.vars.get(CAST_COLORS):
        game.vars[CAST_COLORS] = ()     # copied or not: read by on_copy only
    m = card_of(game, new).model        # after a copy, the copied card's amplify (503.5)
    if stage <= 1 and m.amplify:
        types = set(chars(game, new).subtypes)
        cands = [x for x in game.zones[f"hand{o.controller}"]
                 if "Creature" in game.objs[x].card.types and types & set(game.objs[x].card.subtypes)]
        if cands:
            game.push("amplify_reveal", new, tuple(cands), ())
            return
    entry_triggers(game, new)


CAST_COLORS = "cast_colors"    # vars: (object, colours of mana spent on its spell) while it chooses what it copies


@REG.handler
def on_copy(game: Game, choice: tuple, new: int) -> None:
    if choice[0] == "copy":
        code = card_of(game, choice[1]).code        # 503.2: its copiable values
        game.effects.append(Effect(game.tick(), 1, "copy", code, new, (new,), "", game.objs[new].controller))
        game.cache.clear()
        # 503.5: the copy comes into play with what the copied card says it comes into play with.
        src = game.rules.cards[code]
        if src.model.enters_with:
            game.w(new).counters = dict(src.model.enters_with)
        if src.model.enters_tapped:
            game.w(new).tapped = True
        colors = dict(game.vars.get(CAST_COLORS, ())).get(new)
        if colors:      # the colours spent on the spell that became the copy
            sunburst(game, new, src, colors)
    game.push("as_enters", new, 1)


def sunburst(game: Game, new: int, card, colors: int) -> None:
    """502.37a: a +1/+1 counter (creature) or a charge counter per colour of mana spent."""
    n = bin(colors).count("1")
    if n and "sunburst" in card.keywords:
        counters.add(game, new, "+1/+1" if "Creature" in card.types else "charge", n)


@REG.step
def amplify_reveal(game: Game, new: int, cands: tuple, shown: tuple) -> None:
    left_ = tuple(x for x in cands if x not in shown and x in game.objs)
    o = game.objs[new]
    if not left_:
        _amplified(game, new, shown)
        return
    game.ask(o.controller, "amplify", (("done",),) + tuple(("reveal", x) for x in left_), "on_amplify",
             new, cands, shown, prompt=f"amplify: reveal cards sharing a creature type with {o.card.name}")


@REG.handler
def on_amplify(game: Game, choice: tuple, new: int, cands: tuple, shown: tuple) -> None:
    if choice[0] == "done":
        _amplified(game, new, shown)
        return
    game.push("amplify_reveal", new, cands, shown + (choice[1],))


def _amplified(game: Game, new: int, shown: tuple) -> None:
    """502.27a: X +1/+1 counters for each card revealed."""
    n = card_of(game, new).model.amplify * len(shown)
    if n:
        counters.add(game, new, "+1/+1", n)
        game.event("amplify", game.objs[new].card.code, len(shown))
    entry_triggers(game, new)


# ----------------------------------------------------------------------------- attaching
@part("attach")
def attach(game: Game, a: int, host: int) -> None:
    """Attach Aura or Equipment `a` to `host` (leaving what it was attached to). It gets a new
    timestamp (418.5e, glossary *Déplacer*)."""
    v = game.vars
    v["attached"] = tuple(p for p in v.get("attached", ()) if p[0] != a) + ((a, host),)
    game.w(a).ts = game.tick()


def unattach(game: Game, a: int) -> None:
    v = game.vars
    v["attached"] = tuple(p for p in v.get("attached", ()) if p[0] != a)
    game.cache.clear()


def can_enchant(game: Game, aura: int, host: int) -> bool:
    """212.4d-g: the permanent has every type the "Enchant ..." words name; an Aura can't
    enchant itself, and one that is a creature enchants nothing; protection (502.7c) is checked
    by the rules registered in ENCHANT_RULES."""
    if aura == host:
        return False
    h = game.objs.get(host)
    if h is None or h.zone != "play" or "Creature" in chars(game, aura).types:
        return False
    words = game.objs[aura].card.enchant.split()
    c = chars(game, host)
    for w in words:
        if w == "permanent":
            continue
        if w.capitalize() not in c.types and w.capitalize() not in c.subtypes:
            return False
    return all(rule(game, aura, host) for rule in ENCHANT_RULES)


@part("enchant_as_it_enters")
def enchant_as_it_enters(game: Game, aura: int, p: int) -> None:
    """212.4e: an Aura put into play without being played (and told nothing of what it
    enchants): player `p` chooses, as it comes into play, a permanent it can legally enchant.
    It does not target (only what forbids enchanting, such as protection 502.7c, rules one
    out); with nothing to enchant it stays in the zone it was in."""
    game.push("choose_enchanted", aura, p, game.objs[aura].zone)


@REG.step
def choose_enchanted(game: Game, aura: int, p: int, origin: str) -> None:
    o = game.objs.get(aura)
    if o is None or o.zone != origin:
        return
    hosts = tuple(("enchant", h) for h in game.zones["play"] if can_enchant(game, aura, h))
    if not hosts:
        game.event("no_enchant", o.card.code, origin)
        return
    game.ask(p, "enchant", hosts, "on_enchanted", aura, p, prompt=f"{o.card.name} comes into play: enchant what?")


@REG.handler
def on_enchanted(game: Game, choice: tuple, aura: int, p: int) -> None:
    move(game, aura, "play", controller=p, host=choice[1])


def can_equip(game: Game, eq: int, host: int) -> bool:
    """212.2g, 212.2i: Equipment equips only a creature, not itself, and not while it is a
    creature or has lost the Equipment subtype."""
    if eq == host or host not in game.objs or game.objs[host].zone != "play":
        return False
    ce = chars(game, eq)
    if "Equipment" not in ce.subtypes or "Creature" in ce.types:
        return False
    return "Creature" in chars(game, host).types and all(rule(game, eq, host) for rule in ENCHANT_RULES)


# Extra rules an attachment must obey (protection, 502.7c-d): rule(game, attached, host) -> bool.
ENCHANT_RULES: list = []
