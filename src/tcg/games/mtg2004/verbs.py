"""Effect steps ("verbs"): ONE registry, so a new verb is a new function, not a new branch.

A card's effect is a list of steps (`effect = [{ do = "damage", amount = 2 }, ...]`) done in
order on resolution (413.2b). Each `do` names a verb registered here:

    @verb("gain_life", reads=("amount", "to", "what"))
    def _gain_life(game, ctx, step):            # ctx: Ctx (the resolving item, its legal targets)
        for _, p in players(recipients(game, ctx, step)):
            actions.gain_life(game, p, amount(game, ctx, step))

A verb may ask a decision (`game.ask(..., handler)`) or push procedure steps: the remaining steps
of the effect run after whatever it started (see `run_effect`). Recipients (`to = ...`), quantities
(`amount = "X"`) and conditions (`if = "kicked"`) are registries too: `WHO`, `QUANTITIES`,
`CONDITIONS`. Card files are checked against these tables when they load (cards.py), so register
verbs at import time of a module that `ruleset.py` imports. The tables and the decorators are in
step_registry.py, below the card model, which checks card files against them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.abilities import counters
from ...engine.effects import Effect
from . import actions
from .base import REG, StackItem
from .chars import chars, host_of
from .step_registry import (  # noqa: F401  (the verb modules import them from here too)
    CONDITIONS,
    QUANTITIES,
    READS,
    VERBS,
    WHO,
    Ctx,
    condition,
    quantity,
    verb,
)
from .targets import Filter, matches, spell_card

if TYPE_CHECKING:
    from ...engine.state import Game

# ------------------------------------------------------------------------------ helpers
def group(ctx: Ctx, k: int) -> tuple:
    """The legal targets of target group `k` (in the order chosen)."""
    it = ctx.item
    k += ctx.offset
    sizes = it.groups or (len(it.targets),)
    if k >= len(sizes):
        return ()
    start = sum(sizes[:k])
    return tuple(t for t in it.targets[start:start + sizes[k]] if t in ctx.legal)


def in_play(game: Game, oid: int) -> bool:
    o = game.objs.get(oid)
    return o is not None and o.zone == "play"


def recipients(game: Game, ctx: Ctx, step) -> tuple:
    """Who or what a step acts on, as ("p", player) / ("o", object) / ("s", stack id) tuples."""
    to = step.to
    p = ctx.controller
    if to == "target":
        return group(ctx, 0)
    if to == "target2":
        return group(ctx, 1)
    if to == "target3":
        return group(ctx, 2)
    if to == "self":
        return (("o", ctx.source),) if in_play(game, ctx.source) else ()
    if to == "you":
        return (("p", p),)
    if to == "opponent":
        return (("p", 1 - p),)
    if to == "each_player":   # 413.2d: the active player first
        tp = game.vars["tp"]
        return (("p", tp), ("p", 1 - tp))
    if to == "all":
        f = step.what
        return tuple(("o", oid) for oid in game.zones["play"] if f is None or matches(game, f, oid, p))
    if to == "target_controller":
        out = []
        for kind, x in group(ctx, 0):
            if kind == "o" and x in game.objs:
                out.append(("p", game.objs[x].controller))
            elif kind == "s":
                it = next((i for i in game.stack if i.id == x), None)
                if it is not None:
                    out.append(("p", it.controller))
        return tuple(out)
    if to == "enchanted_controller":   # the controller of what this Aura enchants (212.4h)
        h = host_of(game, ctx.source)
        return (("p", game.objs[h].controller),) if h in game.objs else ()
    if to == "source_controller":
        o = game.objs.get(ctx.source)
        return (("p", o.controller if o else p),)
    if to == "subject":       # "that creature": the object the trigger is about, while it is in play
        x = ctx.item.x        # (a triggered ability keeps its subject there); a new object is not it
        return (("o", x),) if x and in_play(game, x) else ()
    raise ValueError(f"unknown recipient {to!r}")


def objects(who: tuple, game: Game) -> list[int]:
    """The permanents among `who` that are still in play."""
    return [x for k, x in who if k == "o" and in_play(game, x)]


def players(who: tuple) -> list[int]:
    return [x for k, x in who if k == "p"]


def amount(game: Game, ctx: Ctx, step, field: str = "amount") -> int:
    v = getattr(step, field)
    if isinstance(v, int):
        return v
    neg = v.startswith("-")
    n = QUANTITIES[v.lstrip("-")](game, ctx)
    return -n if neg else n


# --------------------------------------------------------------------------- quantities
@quantity("X")
def _x(game: Game, ctx: Ctx) -> int:
    return ctx.item.x      # glossary *X*: the value announced (0 if not announced)


@quantity("cards_in_hand")
def _hand(game: Game, ctx: Ctx) -> int:
    return len(game.zones[f"hand{ctx.controller}"])


@quantity("counters")
def _counters(game: Game, ctx: Ctx) -> int:
    o = game.objs.get(ctx.source)
    return sum((o.counters or {}).values()) if o else 0


# --------------------------------------------------------------------------- conditions
def flag(ctx: Ctx, name: str) -> bool:
    return ctx.item is not None and name in ctx.item.flags


@condition("kicked")
def _kicked(game: Game, ctx: Ctx) -> bool:
    return flag(ctx, "kicked")          # 502.21b


@condition("not_kicked")
def _not_kicked(game: Game, ctx: Ctx) -> bool:
    return not flag(ctx, "kicked")


def threshold(game: Game, p: int) -> bool:
    """502.23b: seven or more cards in the controller's graveyard."""
    return len(game.zones[f"graveyard{p}"]) >= 7


@condition("threshold")
def _threshold(game: Game, ctx: Ctx) -> bool:
    return threshold(game, ctx.controller)


@condition("no_threshold")
def _no_threshold(game: Game, ctx: Ctx) -> bool:
    return not threshold(game, ctx.controller)


# ------------------------------------------------------------------------------ running
def effect_steps(game: Game, item: StackItem) -> tuple:
    """The (step, first target group) pairs the item does: its ability's effect, or the chosen
    modes in printed order (502.32b), of the half of a split card played (505.2)."""
    if item.index < 0:
        return ()
    card = spell_card(game, item) if item.kind in ("spell", "copy") else game.rules.cards[item.code]
    ab = card.abilities[item.index]
    if ab.modes:
        out = []
        off = 0
        for m in sorted(item.modes):
            out += [(st, off) for st in ab.modes[m].effect]
            off += len(ab.modes[m].targets)
        return tuple(out)
    return tuple((st, 0) for st in ab.effect)


@REG.step
def run_effect(game: Game, item: tuple, legal: tuple, i: int) -> None:
    """413.2b: follow the instructions in order. A verb that asks a decision or pushes steps is
    continued after them."""
    item = StackItem(*item)
    if i == 0 and item.kind == "spell" and item.index >= 0 and "face_down" not in item.flags \
            and item.half < 0 and game.rules.cards[item.code].abilities[item.index].effects is not None:
        from .kernel import run_spell

        run_spell(game, item, legal)      # written in the shared syntax: the kernel runs it
        return
    steps = effect_steps(game, item)
    procs = game.procs
    if i == 0 and item.kind == "triggered" and item.index >= 0:
        cond = game.rules.cards[item.code].abilities[item.index].intervening
        if cond and not CONDITIONS[cond](game, Ctx(item, legal)):
            return     # 404.3: an intervening "if" is checked again on resolution
    while i < len(steps):
        st, off = steps[i]
        i += 1
        ctx = Ctx(item, legal, off)
        if st.if_ and not CONDITIONS[st.if_](game, ctx):
            continue
        if st.may:     # 413.2c: "you may" is decided on resolution
            procs.append(("run_effect", item, legal, i))
            game.ask(ctx.controller, "may", (("yes",), ("no",)), "on_may", item, legal, i - 1,
                     prompt=f"{game.rules.cards[item.code].name}: do it?")
            return
        n = len(procs)
        VERBS[st.do](game, ctx, st)
        if game.decision is not None or len(procs) > n or game.result is not None:
            procs.insert(n, ("run_effect", item, legal, i))
            return


@REG.handler
def on_may(game: Game, choice: tuple, item: tuple, legal: tuple, i: int) -> None:
    if choice == ("yes",):
        item = StackItem(*item)
        st, off = effect_steps(game, item)[i]
        VERBS[st.do](game, Ctx(item, legal, off), st)


# -------------------------------------------------------------------------------- verbs
@verb("damage", reads=("amount", "divided", "to", "what"))
def _damage(game: Game, ctx: Ctx, step) -> None:
    """Deal damage; `divided`: each target gets the share announced when played (409.1e)."""
    who = recipients(game, ctx, step)
    if step.divided:
        for t, n in ctx.item.division:
            if t in who:
                actions.deal_damage(game, ctx.source, t, n)
        return
    n = amount(game, ctx, step)
    for t in who:
        actions.deal_damage(game, ctx.source, t, n)


@verb("draw", reads=("amount", "to", "what"))
def _draw(game: Game, ctx: Ctx, step) -> None:
    n = amount(game, ctx, step)
    for p in players(recipients(game, ctx, step)):
        actions.draw(game, p, n)


@verb("gain_life", reads=("amount", "to", "what"))
def _gain_life(game: Game, ctx: Ctx, step) -> None:
    for p in players(recipients(game, ctx, step)):
        actions.gain_life(game, p, amount(game, ctx, step))


@verb("lose_life", reads=("amount", "to", "what"))
def _lose_life(game: Game, ctx: Ctx, step) -> None:
    """Life loss is not damage (glossary *Blessures*)."""
    for p in players(recipients(game, ctx, step)):
        game.pvars[p]["life"] -= amount(game, ctx, step)


def destroy(game: Game, oid: int, regenerate: bool = True) -> None:
    """Destroy a permanent: put it into its owner's graveyard (the hook for regeneration and
    indestructible is `DESTROY_HOOKS`: hook(game, oid, regenerate) -> True if it replaced)."""
    for hook in DESTROY_HOOKS:
        if hook(game, oid, regenerate):
            return
    actions.move(game, oid, "graveyard")


DESTROY_HOOKS: list = []


@verb("destroy", reads=("regenerate", "to", "what"))
def _destroy(game: Game, ctx: Ctx, step) -> None:
    for oid in objects(recipients(game, ctx, step), game):
        if in_play(game, oid):
            destroy(game, oid, step.regenerate)


@verb("destroy_all_creatures", reads=("regenerate",))
def _destroy_all_creatures(game: Game, ctx: Ctx, step) -> None:
    for oid in [x for x in game.zones["play"] if "Creature" in chars(game, x).types]:
        if in_play(game, oid):
            destroy(game, oid, step.regenerate)


@verb("pump", reads=("power", "to", "toughness", "until", "what"))
def _pump(game: Game, ctx: Ctx, step) -> None:
    """+X/+Y until end of turn: layer 6, the affected set locked (418.3b)."""
    ids = tuple(objects(recipients(game, ctx, step), game))
    if ids:
        pw, tg = amount(game, ctx, step, "power"), amount(game, ctx, step, "toughness")
        game.effects.append(Effect(game.tick(), 6, "pt", (pw, tg), ctx.source, ids, step.until, ctx.controller))
        game.cache.clear()


@verb("grant", reads=("keywords", "to", "until", "what"))
def _grant(game: Game, ctx: Ctx, step) -> None:
    """The creatures gain `keywords` until end of turn (layer 5, locked set, 418.3b)."""
    ids = tuple(objects(recipients(game, ctx, step), game))
    if ids:
        game.effects.append(Effect(game.tick(), 5, "grant", tuple(step.keywords), ctx.source, ids, step.until,
                                   ctx.controller))
        game.cache.clear()


@verb("bounce", reads=("to", "what"))
def _bounce(game: Game, ctx: Ctx, step) -> None:
    """Return to its owner's hand."""
    for oid in objects(recipients(game, ctx, step), game):
        actions.move(game, oid, "hand")


@verb("remove_from_game", reads=("to", "what"))
def _rfg(game: Game, ctx: Ctx, step) -> None:
    for k, oid in recipients(game, ctx, step):
        if k == "o" and oid in game.objs and game.objs[oid].zone in ("play",) + tuple(
                f"graveyard{p}" for p in (0, 1)):
            actions.move(game, oid, "removed")


@verb("return_to_hand", reads=("to", "what"))
def _return_to_hand(game: Game, ctx: Ctx, step) -> None:
    """A card in a graveyard (a graveyard_card target) returns to its owner's hand."""
    for k, oid in recipients(game, ctx, step):
        if k == "o" and oid in game.objs and game.objs[oid].zone.startswith("graveyard"):
            actions.move(game, oid, "hand")


@verb("tap", reads=("to", "what"))
def _tap(game: Game, ctx: Ctx, step) -> None:
    for oid in objects(recipients(game, ctx, step), game):
        game.w(oid).tapped = True


@verb("untap", reads=("to", "what"))
def _untap(game: Game, ctx: Ctx, step) -> None:
    for oid in objects(recipients(game, ctx, step), game):
        game.w(oid).tapped = False


@verb("add_counters", reads=("amount", "counter", "to", "what"))
def _add_counters(game: Game, ctx: Ctx, step) -> None:
    n = amount(game, ctx, step)
    if n <= 0:
        return
    for oid in objects(recipients(game, ctx, step), game):
        counters.add(game, oid, step.counter or "+1/+1", n)


@verb("mill", reads=("amount", "to", "what"))
def _mill(game: Game, ctx: Ctx, step) -> None:
    """The player puts the top N cards of their library into their graveyard."""
    n = amount(game, ctx, step)
    for p in players(recipients(game, ctx, step)):
        lib = game.zones[f"library{p}"]
        for _ in range(min(n, len(lib))):
            actions.move(game, lib[-1], "graveyard")


# ------------------------------------------------------------------- discard and madness
def discard(game: Game, oid: int) -> None:
    """A player discards card `oid` (to its owner's graveyard). 502.24a: a card with madness may
    be removed from the game instead; its owner decides as it moves (zone_replacements.py)."""
    actions.move(game, oid, "graveyard", cause="discard")


@verb("madness_window", reads=())
def _madness_window(game: Game, ctx: Ctx, step) -> None:
    """502.24a: until its owner next passes priority, the card may be played for its madness cost
    (play.py offers it; passing priority puts it into the graveyard)."""
    oid = ctx.source
    o = game.objs.get(oid)
    if o is not None and o.zone == "removed":
        pv = game.pvars[o.owner]
        pv["madness"] = pv.get("madness", ()) + (oid,)


@verb("discard_chosen", reads=("to", "what"))
def _discard_chosen(game: Game, ctx: Ctx, step) -> None:
    """"Target player reveals his or her hand. Choose a card from it. That player discards that
    card": the controller chooses (`what`: only such cards)."""
    for p in players(recipients(game, ctx, step)):
        game.push("discard_chosen_step", ctx.controller, p, step.what.model_dump_json() if step.what else "")


@REG.step
def discard_chosen_step(game: Game, chooser: int, p: int, what: str) -> None:
    f = Filter.model_validate_json(what) if what else None
    hand = [oid for oid in game.zones[f"hand{p}"] if f is None or matches(game, f, oid, p)]
    if hand:
        game.ask(chooser, "discard", tuple(("discard", oid) for oid in hand), "on_discard_chosen",
                 prompt="choose the card that player discards")


@REG.handler
def on_discard_chosen(game: Game, choice: tuple) -> None:
    discard(game, choice[1])


@verb("discard", reads=("amount", "to", "what"))
def _discard(game: Game, ctx: Ctx, step) -> None:
    """The player discards `amount` cards of their choice (`what`: only cards that match)."""
    n = amount(game, ctx, step)
    for p in players(recipients(game, ctx, step)):
        game.push("discard_choice", p, n, step.what.model_dump_json() if step.what else "")


@REG.step
def discard_choice(game: Game, p: int, n: int, what: str) -> None:
    f = Filter.model_validate_json(what) if what else None
    hand = [oid for oid in game.zones[f"hand{p}"] if f is None or matches(game, f, oid, p)]
    if n <= 0 or not hand:
        return
    game.ask(p, "discard", tuple(("discard", oid) for oid in hand), "on_discard_choice", p, n, what,
             prompt=f"discard a card ({n} to go)")


@REG.handler
def on_discard_choice(game: Game, choice: tuple, p: int, n: int, what: str) -> None:
    game.push("discard_choice", p, n - 1, what)
    discard(game, choice[1])


# ------------------------------------------------------------------------ library verbs
@verb("search", reads=("amount", "to", "what", "zone"))
def _search(game: Game, ctx: Ctx, step) -> None:
    """Search your library for up to `amount` (default 1) cards matching `what`, reveal them,
    put them into `zone` (hand, play...), then shuffle (a search may find nothing: glossary
    *Chercher*)."""
    n = amount(game, ctx, step) or 1
    for p in players(recipients(game, ctx, step)):
        game.push("shuffle_library", p)
        game.push("search_choice", p, n, step.what.model_dump_json() if step.what else "", step.zone or "hand")


@REG.step
def shuffle_library(game: Game, p: int) -> None:
    game.shuffle(game.zones[f"library{p}"])


@REG.step
def search_choice(game: Game, p: int, n: int, what: str, zone: str) -> None:
    f = Filter.model_validate_json(what) if what else None
    found = [oid for oid in game.zones[f"library{p}"] if f is None or matches(game, f, oid, p)]
    if n <= 0:
        return
    game.ask(p, "search", tuple(("find", oid) for oid in found) + (("done",),), "on_search_choice", p, n, what,
             zone, prompt="choose a card from your library (or none)")


@REG.handler
def on_search_choice(game: Game, choice: tuple, p: int, n: int, what: str, zone: str) -> None:
    if choice == ("done",):
        return
    game.push("search_choice", p, n - 1, what, zone)
    if zone == "play_tapped":
        new = actions.move(game, choice[1], "play", controller=p)
        if game.objs[new].zone == "play":      # (an Aura waits for its host to be chosen, 212.4e)
            game.w(new).tapped = True
    else:
        actions.move(game, choice[1], zone, controller=p if zone == "play" else None)


@verb("scry", reads=("amount",))
def _scry(game: Game, ctx: Ctx, step) -> None:
    """502.36a: look at the top N cards; put any number on the bottom and the rest on top in any
    order. Asked one card at a time: which one goes to the bottom, then the order on top."""
    n = amount(game, ctx, step)
    lib = game.zones[f"library{ctx.controller}"]
    top = tuple(lib[-n:][::-1]) if n else ()
    if top:
        game.push("scry_choice", ctx.controller, top, ())


@verb("reorder", reads=("amount",))
def _reorder(game: Game, ctx: Ctx, step) -> None:
    """"Look at the top N cards of your library, then put them back in any order"."""
    n = amount(game, ctx, step)
    lib = game.zones[f"library{ctx.controller}"]
    top = tuple(lib[-n:][::-1]) if n else ()
    if top:
        game.push("scry_choice", ctx.controller, top, (), False)


@REG.step
def scry_choice(game: Game, p: int, left: tuple, on_top: tuple, bottom: bool = True) -> None:
    if not left:
        # on_top was chosen from the top down: put them back in that order.
        lib = game.zones[f"library{p}"]
        for oid in reversed(on_top):
            lib.remove(oid)
            lib.append(oid)
        return
    opts = (tuple(("bottom", oid) for oid in left) if bottom else ()) + tuple(("top", oid) for oid in left)
    game.ask(p, "scry", opts, "on_scry_choice", p, left, on_top, bottom,
             prompt="scry: put a card on the bottom, or choose the next card from the top" if bottom
             else "put the cards back: choose the next card from the top")


@REG.handler
def on_scry_choice(game: Game, choice: tuple, p: int, left: tuple, on_top: tuple, bottom: bool = True) -> None:
    oid = choice[1]
    rest = tuple(x for x in left if x != oid)
    if choice[0] == "bottom":
        lib = game.zones[f"library{p}"]
        lib.remove(oid)
        lib.insert(0, oid)
        game.cache.clear()
        game.push("scry_choice", p, rest, on_top, bottom)
    else:
        game.push("scry_choice", p, rest, on_top + (oid,), bottom)


# ---------------------------------------------------------------------------- the stack
# --------------------------------------------------------------------------- imprint
@verb("imprint", reads=("to", "what"))
def _imprint(game: Game, ctx: Ctx, step) -> None:
    """502.34a: remove a card (from your hand matching `what`, or the target card) from the game;
    the source "imprints" it (game.vars["imprinted"]: (source, card) pairs)."""
    src = ctx.source
    if step.to == "target":
        for k, oid in group(ctx, 0):
            if k == "o" and oid in game.objs:
                _do_imprint(game, src, oid)
        return
    p = ctx.controller
    f = step.what
    hand = [oid for oid in game.zones[f"hand{p}"] if f is None or matches(game, f, oid, p)]
    if hand:
        game.ask(p, "imprint", tuple(("imprint", oid) for oid in hand) + (("done",),), "on_imprint", src,
                 prompt="choose a card to imprint (or none)")


@REG.handler
def on_imprint(game: Game, choice: tuple, src: int) -> None:
    if choice != ("done",):
        _do_imprint(game, src, choice[1])


def _do_imprint(game: Game, src: int, oid: int) -> None:
    new = actions.move(game, oid, "removed")
    game.vars["imprinted"] = game.vars.get("imprinted", ()) + ((src, new),)


def imprinted(game: Game, src: int) -> list[int]:
    """502.34b: the cards the permanent `src` has imprinted."""
    return [c for s, c in game.vars.get("imprinted", ()) if s == src]
