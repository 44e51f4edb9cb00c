"""Card vocabulary for choices, skips and prohibitions (cards/choices_and_prohibitions.toml): skipping a phase (419.6e-f), "whenever X
becomes tapped" (406.5), a whole hand discarded, a permanent becoming the colour of one's choice,
each player choosing a creature type (413.2d), "you can't lose the game", "you can't play
creature spells" (409.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import Effect
from . import actions
from .base import COLORS, REG, Trigger
from .chars import chars
from .targets import Filter, matches
from .verbs import Ctx, destroy, discard, objects, players, quantity, recipients, verb

if TYPE_CHECKING:
    from ...engine.state import Game


# ------------------------------------------------------------------------- quantities
@quantity("elves_in_play")
def _elves(game: Game, ctx: Ctx) -> int:
    """"the number of Elves in play" (read once, on resolution: 413.2f, 418.3c)."""
    return sum(1 for x in game.zones["play"] if "Elf" in chars(game, x).subtypes)


# ----------------------------------------------------- delayed "at end of combat" (404.4)
@verb("delay_end_of_combat", reads=("ability", "to"))
def _delay_end_of_combat(game: Game, ctx: Ctx, step) -> None:
    """"... at end of combat": the card's ability `step.ability` (`when = "delayed"`) triggers once
    at the next end of combat (404.4a-b), about this very permanent: if it has left play it
    finds nothing, even if it came back (a new object, 404.4d)."""
    it = ctx.item
    entry = (it.controller, it.source, it.code, step.ability)
    if step.to == "subject":      # "destroy that creature at end of combat": about the trigger's subject
        entry += (it.x,)
    game.vars["delayed_combat"] = game.vars.get("delayed_combat", ()) + (entry,)


def end_of_combat_triggers(game: Game) -> None:
    waiting = game.vars.get("delayed_combat", ())
    if waiting:
        game.vars["delayed_combat"] = ()
        for ctrl, src, code, i, *about in waiting:
            game.pending.append(Trigger(ctrl, src, code, i, about[0] if about else src))


# -------------------------------------------------------------- putting into play
def _in_hand(game: Game, p: int, what: str, left_out: tuple = ()) -> tuple:
    """The ("put", card) options of the cards of `p`'s hand matching the filter `what` (JSON)."""
    f = Filter.model_validate_json(what) if what else None
    return tuple(("put", x) for x in game.zones[f"hand{p}"] if x not in left_out and (f is None or matches(game, f, x, p)))


@verb("put_into_play_from_hand", reads=("what",))
def _put_into_play_from_hand(game: Game, ctx: Ctx, step) -> None:
    """"Put a [what] card from your hand into play" (not played: no spell, 212.3)."""
    p = ctx.controller
    opts = _in_hand(game, p, step.what.model_dump_json() if step.what else "")
    if opts:
        game.ask(p, "put_into_play", opts, "on_put_into_play", p, prompt="put which card into play?")


@REG.handler
def on_put_into_play(game: Game, choice: tuple, p: int) -> None:
    actions.move(game, choice[1], "play", controller=p)


@verb("put_any_from_hand", reads=("to", "what"))
def _put_any_from_hand(game: Game, ctx: Ctx, step) -> None:
    """"[Each opponent] may put any number of [what] cards from his or her hand into play": each
    player chooses them one at a time (RULINGS.md), the active player first (413.2d)."""
    what = step.what.model_dump_json() if step.what else ""
    for p in reversed(players(recipients(game, ctx, step))):
        game.push("put_any_choice", p, what, ())


@REG.step
def put_any_choice(game: Game, p: int, what: str, tried: tuple) -> None:
    """`tried`: cards already chosen; an Aura that could enchant nothing stayed in the hand
    (212.4e) and is not offered again."""
    opts = _in_hand(game, p, what, tried)
    if opts:
        game.ask(p, "put_into_play", opts + (("done",),), "on_put_any", p, what, tried,
                 prompt="put a card from your hand into play, or done")


@REG.handler
def on_put_any(game: Game, choice: tuple, p: int, what: str, tried: tuple) -> None:
    if choice == ("done",):
        return
    game.push("put_any_choice", p, what, tried + (choice[1],))
    actions.move(game, choice[1], "play", controller=p)


# ------------------------------------------------------------------ skipping (419.6e-f)
@verb("skip_next_combat", reads=("to", "what"))
def _skip_next_combat(game: Game, ctx: Ctx, step) -> None:
    """"[That player] skips his or her next combat phase": a replacement of the next combat
    phase of that player's turn that has not begun (419.6e); each effect skips one (419.6f)."""
    for p in players(recipients(game, ctx, step)):
        game.vars["skip"] = game.vars.get("skip", ()) + ((p, "combat"),)


def skipped(game: Game, phase: str) -> bool:
    """Called as a phase would begin: True if it is skipped (300.9, 419.6e). A phase already
    begun is never skipped: the effect waits for the next one. The phase's steps are dropped,
    and what was to happen in them does not happen (419.6f)."""
    v = game.vars
    want = (v["tp"], phase)
    skips = v.get("skip", ())
    if want not in skips:
        return False
    k = skips.index(want)
    v["skip"] = skips[:k] + skips[k + 1:]
    procs = game.procs
    while procs and procs[-1][0] in _STEPS_OF[phase]:
        procs.pop()
    if procs and procs[-1] == ("phase_end", phase):
        procs.pop()
    game.event("skip_phase", v["tp"], phase)
    return True


_STEPS_OF = {"combat": ("declare_attackers", "declare_blockers", "combat_damage", "end_combat")}


# ------------------------------------------------------- "whenever X becomes tapped" (406.5)
_TAP: dict = {}     # card -> whether it has a "becomes_tapped" trigger


def tapped_triggers(game: Game) -> None:
    """"Whenever [this] becomes tapped": it triggers when a permanent seen untapped at the last
    check is now tapped (entering play tapped is not becoming tapped). The trigger uses the stack
    even when a mana ability tapped it (406.5); it waits for the next priority (408.1f)."""
    watch = []
    for oid in game.zones["play"]:
        card = game.objs[oid].card
        has = _TAP.get(card)
        if has is None:
            has = _TAP[card] = any(card.abilities[i].when == "becomes_tapped" for i in card.triggers)
        if has:
            watch.append(oid)
    before = game.vars.get("untapped_seen", ())
    if not watch and not before:
        return
    for oid in watch:
        if oid in before and game.objs[oid].tapped:
            card = chars(game, oid).card
            for i in card.triggers:
                if card.abilities[i].when == "becomes_tapped":
                    game.pending.append(Trigger(game.objs[oid].controller, oid, card.code, i, oid))
    now = tuple(x for x in watch if not game.objs[x].tapped)
    if now != before:
        game.vars["untapped_seen"] = now


# ------------------------------------------------------------------------------ hands
@verb("discard_hand", reads=("to", "what"))
def _discard_hand(game: Game, ctx: Ctx, step) -> None:
    """"[Player] discards his or her hand"."""
    for p in players(recipients(game, ctx, step)):
        for oid in list(game.zones[f"hand{p}"]):
            discard(game, oid)


# ---------------------------------------------------------------------------- colours
@verb("become_color", reads=("to", "until", "what"))
def _become_color(game: Game, ctx: Ctx, step) -> None:
    """"Target permanent becomes the color of your choice until end of turn" (layer 5, locked
    set, 418.3b): the colour is chosen on resolution."""
    ids = tuple(objects(recipients(game, ctx, step), game))
    if ids:
        game.ask(ctx.controller, "color", tuple(("color", c) for c in COLORS), "on_become_color", ids,
                 ctx.source, step.until, ctx.controller, prompt="choose a colour")


@REG.handler
def on_become_color(game: Game, choice: tuple, ids: tuple, source: int, until: str, p: int) -> None:
    ids = tuple(x for x in ids if x in game.objs and game.objs[x].zone == "play")
    if ids:
        game.effects.append(Effect(game.tick(), 5, "color", (choice[1],), source, ids, until, p))
        game.cache.clear()


# -------------------------------------------------------------- creature types chosen
def creature_types(game: Game) -> tuple:
    """The creature types a player may name: those of every creature card or permanent of the
    game (naming a type no card has does what naming any other such type does)."""
    found: set = set()
    for o in game.objs.values():
        if "Creature" in o.card.types or o.zone == "play" and "Creature" in chars(game, o.id).types:
            found.update(chars(game, o.id).subtypes if o.zone == "play" else o.card.subtypes)
    return tuple(sorted(found))


def has_type(game: Game, oid: int, t: str) -> bool:
    """413.2g: only the creature type is looked at, nothing else the object is."""
    o = game.objs[oid]
    return t in (chars(game, oid).subtypes if o.zone == "play" else o.card.subtypes)


@verb("each_chooses_type", reads=())
def _each_chooses_type(game: Game, ctx: Ctx, step) -> None:
    """"Each player chooses a creature type" (413.2d: the active player first, then the other,
    knowing the first choice); the types are kept for the next steps of the resolution."""
    tp = game.vars["tp"]
    game.vars["types_chosen"] = ()
    game.push("choose_type", 1 - tp)
    game.push("choose_type", tp)


@REG.step
def choose_type(game: Game, p: int) -> None:
    game.ask(p, "creature_type", tuple(("type", t) for t in creature_types(game)) or (("type", ""),),
             "on_choose_type", p, prompt="choose a creature type")


@REG.handler
def on_choose_type(game: Game, choice: tuple, p: int) -> None:
    game.vars["types_chosen"] = game.vars.get("types_chosen", ()) + (choice[1],)
    game.event("choose_type", p, choice[1])


@verb("destroy_unchosen", reads=("regenerate",))
def _destroy_unchosen(game: Game, ctx: Ctx, step) -> None:
    """"Destroy all creatures that aren't of a type chosen this way" (`regenerate`)."""
    chosen = [t for t in game.vars.get("types_chosen", ()) if t]
    doomed = [x for x in game.zones["play"] if "Creature" in chars(game, x).types
              and not any(has_type(game, x, t) for t in chosen)]
    for oid in doomed:
        if oid in game.objs and game.objs[oid].zone == "play":
            destroy(game, oid, step.regenerate)


@verb("return_chosen", reads=())
def _return_chosen(game: Game, ctx: Ctx, step) -> None:
    """"Each player returns all creature cards of a type chosen this way from his or her
    graveyard to play" (simultaneously, active player's first)."""
    chosen = [t for t in game.vars.get("types_chosen", ()) if t]
    tp = game.vars["tp"]
    for p in (tp, 1 - tp):
        for oid in list(game.zones[f"graveyard{p}"]):
            if "Creature" in game.objs[oid].card.types and any(has_type(game, oid, t) for t in chosen):
                actions.move(game, oid, "play", controller=p)


# ------------------------------------------------------------------ winning and losing
def cant_lose(game: Game, p: int) -> bool:
    """"You can't lose the game and your opponents can't win the game" (Platinum Angel)."""
    return any(game.objs[x].controller == p and "cant_lose" in chars(game, x).keywords
               for x in game.zones["play"])


# --------------------------------------------------------------------- prohibitions
_FORBIDS: dict = {}   # card -> whether it prints "You can't play creature spells"


def forbids(card) -> bool:
    """Whether the card prints "You can't play creature spells" (the keyword)."""
    f = _FORBIDS.get(card)
    if f is None:
        f = _FORBIDS[card] = "cant_play_creature_spells" in card.keywords
    return f


def without_prohibited(game: Game, p: int, opts: tuple, found: bool | None = None) -> tuple:
    """409.4: a spell an effect forbids can't even begin to be played: "You can't play creature
    spells" (a face-down morph spell is a creature spell too, 504.2) removes those options.
    `found`: whether such a permanent of `p` is in play, if the caller knows."""
    objs = game.objs
    if found is None:
        found = any(forbids(objs[x].card) and objs[x].controller == p
                    and "cant_play_creature_spells" in chars(game, x).keywords for x in game.zones["play"])
    if not found:
        return opts
    return tuple(o for o in opts if not (o[0] == "play" and "Creature" in objs[o[1]].card.types))
