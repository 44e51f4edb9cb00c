"""Priority options (408), playing spells and activated abilities (409.1), mana abilities (406,
411), putting triggered abilities on the stack (410) and resolution (413)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.effects import Effect
from . import actions
from .base import ATTACKING, BLOCKING, COLORS, PASS, REG, Play, StackItem, Trigger, other
from .chars import chars

if TYPE_CHECKING:
    from ...engine.state import Game

LAND_LIMIT = 1   # 212.6b


# ------------------------------------------------------------------------------- targets
def target_ok(game: Game, spec: str, t: tuple) -> bool:
    """Whether `t` is a legal target for `spec` now (415, 413.2a)."""
    kind, x = t
    if kind == "p":
        return spec in ("player", "creature_or_player")
    o = game.objs.get(x)
    if o is None or o.zone != "play":
        return False
    types = o.card.types
    if spec in ("creature", "creature_or_player"):
        return "Creature" in types
    if spec == "artifact_or_enchantment":
        return "Artifact" in types or "Enchantment" in types
    if spec == "land":
        return "Land" in types
    if spec == "tapped_creature":
        return "Creature" in types and o.tapped
    if spec == "attacking_or_blocking_creature":
        return "Creature" in types and bool(o.marks & (ATTACKING | BLOCKING))
    if spec == "nonartifact_nonblack_creature":
        return "Creature" in types and "Artifact" not in types and "B" not in chars(game, x).colors
    return False


def legal_targets(game: Game, spec: str) -> tuple:
    out = []
    if spec in ("player", "creature_or_player"):
        out += [("p", 0), ("p", 1)]
    if spec != "player":
        out += [("o", oid) for oid in game.zones["play"] if target_ok(game, spec, ("o", oid))]
    return tuple(out)


def spell_target(card) -> str | None:
    """A local enchantment spell targets what it can enchant (415.3, 212.4d)."""
    if card.is_aura:
        return "creature"
    return card.abilities[card.spell].target if card.spell >= 0 else None


# ---------------------------------------------------------------------------------- mana
def mana_sources(game: Game, p: int, exclude: int = 0) -> list[int]:
    """Untapped permanents `p` controls whose mana ability can be activated now; a creature's {T}
    ability needs it to have been controlled since the turn began, or haste (104.4, 212.3d)."""
    out = []
    turn = game.vars["turn"]
    for oid in game.zones["play"]:
        o = game.objs[oid]
        if o.controller == p and not o.tapped and o.card.mana and oid != exclude and not sick(game, oid, turn):
            out.append(oid)
    return out


def sick(game: Game, oid: int, turn: int | None = None) -> bool:
    o = game.objs[oid]
    if "Creature" not in o.card.types:
        return False
    turn = game.vars["turn"] if turn is None else turn
    return o.since >= turn and "haste" not in chars(game, oid).keywords


def affordable(pool: tuple, sources: list[tuple[int, int]], generic: int, colored: tuple) -> bool:
    """Whether (generic, colored) can be paid from `pool` plus one mana from each source (given as
    (oid, colour index)). Every source makes one coloured mana, so the check is exact."""
    have = list(pool)
    for _, ci in sources:
        have[ci] += 1
    for ci in range(5):
        if colored[ci] > have[ci]:
            return False
    return sum(have) - sum(colored) >= generic


def _srcs(game: Game, p: int, exclude: int = 0, skip: int = 0) -> list[tuple[int, int]]:
    return [(oid, COLORS.index(game.objs[oid].card.mana)) for oid in mana_sources(game, p, exclude) if oid != skip]


def _pay_one(generic: int, colored: tuple, ci: int) -> tuple[int, tuple]:
    """Spend one mana of colour `ci` (5: colourless): on its colour if still owed, else generic."""
    if ci < 5 and colored[ci]:
        c = list(colored)
        c[ci] -= 1
        return generic, tuple(c)
    return generic - 1, colored


def _useful(generic: int, colored: tuple, ci: int) -> bool:
    return (ci < 5 and colored[ci] > 0) or generic > 0


def add_mana(game: Game, p: int, ci: int) -> None:
    pool = list(game.pvars[p]["pool"])
    pool[ci] += 1
    game.pvars[p]["pool"] = tuple(pool)


# ------------------------------------------------------------------------------ priority
def _ability_cost(ab) -> tuple[int, tuple]:
    from .cards import parse_cost

    return parse_cost(ab.cost)


def priority_options(game: Game, p: int) -> tuple:
    v = game.vars
    opts: list[tuple] = [PASS]
    sorcery_time = v["tp"] == p and v["step"] == "main" and not game.stack     # 305.3, 212.7e
    objs = game.objs
    pool = game.pvars[p]["pool"]
    srcs = None
    for oid in game.zones[f"hand{p}"]:
        card = objs[oid].card
        if "Land" in card.types:
            if sorcery_time and v["lands_played"] < LAND_LIMIT:               # 305.4
                opts.append(("land", oid))
            continue
        if "Instant" not in card.types and not sorcery_time:
            continue
        spec = spell_target(card)
        if spec and not legal_targets(game, spec):                           # 409.1c
            continue
        if srcs is None:
            srcs = _srcs(game, p)
        if affordable(pool, srcs, card.generic, card.colored):
            opts.append(("play", oid))
    for oid in game.zones["play"]:
        o = objs[oid]
        if o.controller != p:
            continue
        card = o.card
        if card.mana and not o.tapped and not sick(game, oid):
            opts.append(("mana", oid))                                        # 406, 411.1
        for i in card.activated:
            ab = card.abilities[i]
            if ab.tap and (o.tapped or sick(game, oid)):                      # 403.4
                continue
            if ab.target and not legal_targets(game, ab.target):
                continue
            g, col = _ability_cost(ab)
            if affordable(pool, _srcs(game, p, exclude=oid if ab.tap else 0), g, col):
                opts.append(("activate", oid, i))
    return tuple(opts)


def perform(game: Game, p: int, option: tuple) -> None:
    kind = option[0]
    if kind == "land":
        # 305.4, 408.2d: playing a land is a special action; the player keeps priority.
        game.vars["lands_played"] += 1
        actions.move(game, option[1], "play", controller=p)
        return
    if kind == "mana":
        # 406.4: mana abilities don't use the stack; the player keeps priority (408.2e).
        oid = option[1]
        game.w(oid).tapped = True
        add_mana(game, p, COLORS.index(game.objs[oid].card.mana))
        return
    if kind == "play":
        card = game.objs[option[1]].card
        play = Play("spell", p, option[1], card.code, card.spell, (), card.generic, card.colored)
        game.push("play_pay", play)
        spec = spell_target(card)
        if spec:
            game.push("play_target", play, spec)
        return
    if kind == "activate":
        o = game.objs[option[1]]
        ab = o.card.abilities[option[2]]
        g, col = _ability_cost(ab)
        play = Play("activated", p, option[1], o.card.code, option[2], (), g, col)
        game.push("play_pay", play)
        if ab.target:
            game.push("play_target", play, ab.target)
        return
    raise ValueError(f"unknown priority option {option!r}")


@REG.step
def play_target(game: Game, play: Play, spec: str) -> None:
    """409.1c: choose the targets (a spell with no legal target is not offered)."""
    play = Play(*play)   # a JSON round trip gives back a plain tuple
    game.ask(play.player, "target", tuple(("target", t) for t in legal_targets(game, spec)),
             "on_play_target", play, prompt="choose a target")


@REG.handler
def on_play_target(game: Game, choice: tuple, play: Play) -> None:
    play = Play(*play)   # a JSON round trip gives back a plain tuple
    # The pending play_pay step holds the Play without targets: replace it.
    step = game.procs.pop()
    game.push("play_pay", play._replace(targets=(choice[1],)))
    assert step[0] == "play_pay"


@REG.step
def play_pay(game: Game, play: Play) -> None:
    """409.1f-h: the total cost is locked; mana abilities are activated during payment; the cost
    is paid in full or not at all (only payments that can still complete are offered)."""
    play = Play(*play)   # a JSON round trip gives back a plain tuple
    g, col = play.generic, play.colored
    if g <= 0 and not any(col):
        commit(game, play)
        return
    p = play.player
    exclude = play.source if play.kind == "activated" and game.objs[play.source].card.abilities[play.index].tap else 0
    pool = game.pvars[p]["pool"]
    srcs = _srcs(game, p, exclude)
    opts = []
    for ci in range(6):
        if pool[ci] and _useful(g, col, ci):
            pl = list(pool)
            pl[ci] -= 1
            g2, c2 = _pay_one(g, col, ci)
            if affordable(tuple(pl), srcs, g2, c2):
                opts.append(("pool", ci))
    seen_colors = set()
    for oid, ci in srcs:
        if _useful(g, col, ci):
            g2, c2 = _pay_one(g, col, ci)
            if ci in seen_colors or affordable(pool, [s for s in srcs if s[0] != oid], g2, c2):
                seen_colors.add(ci)
                opts.append(("tap", oid))
    game.ask(p, "pay", tuple(opts), "on_play_pay", play, prompt=f"pay {g} generic and {col} (W,U,B,R,G)")


@REG.handler
def on_play_pay(game: Game, choice: tuple, play: Play) -> None:
    play = Play(*play)   # a JSON round trip gives back a plain tuple
    p = play.player
    if choice[0] == "pool":
        ci = choice[1]
        pool = list(game.pvars[p]["pool"])
        pool[ci] -= 1
        game.pvars[p]["pool"] = tuple(pool)
    else:
        oid = choice[1]
        game.w(oid).tapped = True          # a mana ability activated during payment (409.1g)
        ci = COLORS.index(game.objs[oid].card.mana)
    g, col = _pay_one(play.generic, play.colored, ci)
    game.push("play_pay", play._replace(generic=g, colored=col))


def commit(game: Game, play: Play) -> None:
    """409.1a, 409.1i: the spell moves onto the stack (or the ability is put there) and has been
    played; its controller receives priority (the kernel's round does that)."""
    p = play.player
    if play.kind == "spell":
        new = actions.move(game, play.source, "stack", controller=p)
        game.stack.append(StackItem(new, "spell", p, new, play.code, play.index, play.targets))
        game.say(f"player {p} plays {game.objs[new].card.name}")
        return
    ab = game.objs[play.source].card.abilities[play.index]
    if ab.tap:
        game.w(play.source).tapped = True
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "activated", p, play.source, play.code, play.index, play.targets))


# ------------------------------------------------------------------------------ triggers
@REG.step
def place_triggers(game: Game) -> None:
    """410.3: the active player puts their triggered abilities on the stack in the order they
    choose, then the other player; targets are chosen then, and a trigger without a legal target
    is removed (410.4)."""
    if not game.pending:
        return
    tp = game.vars["tp"]
    who = tp if any(t.controller == tp for t in game.pending) else other(tp)
    mine = [i for i, t in enumerate(game.pending) if t.controller == who]
    if len(mine) > 1 and len({(game.pending[i].code, game.pending[i].index) for i in mine}) > 1:
        game.ask(who, "order_triggers", tuple(("trigger", i) for i in mine), "on_place_trigger",
                 prompt="put which triggered ability on the stack next?")
        return
    on_place_trigger(game, ("trigger", mine[0]))


@REG.handler
def on_place_trigger(game: Game, choice: tuple) -> None:
    t = game.pending.pop(choice[1])
    game.push("place_triggers")
    ab = game.rules.cards[t.code].abilities[t.index]
    if ab.target:
        ts = legal_targets(game, ab.target)
        if not ts:
            return
        game.ask(t.controller, "target", tuple(("target", x) for x in ts), "on_trigger_target", t,
                 prompt="choose a target for the triggered ability")
        return
    _trigger_on_stack(game, t, ())


@REG.handler
def on_trigger_target(game: Game, choice: tuple, t) -> None:
    t = Trigger(*t)
    _trigger_on_stack(game, t, (choice[1],))


def _trigger_on_stack(game: Game, t, targets: tuple) -> None:
    sid = game.next_id
    game.next_id += 1
    game.stack.append(StackItem(sid, "triggered", t.controller, t.source, t.code, t.index, targets))


# ---------------------------------------------------------------------------- resolution
@REG.step
def resolve_top(game: Game) -> None:
    item = game.stack.pop()
    if item.kind == "combat_damage":
        from .combat import resolve_damage

        resolve_damage(game, item)
        return
    card = game.rules.cards[item.code]
    spec = spell_target(card) if item.kind == "spell" else card.abilities[item.index].target
    legal = tuple(t for t in item.targets if target_ok(game, spec, t)) if spec else ()
    if spec and not legal:
        # 413.2a: every target is illegal: the spell or ability is countered ("fizzles").
        game.say(f"{card.name} is countered: its target is illegal")
        if item.kind == "spell":
            actions.move(game, item.id, "graveyard")
        return
    if item.kind == "spell" and "Instant" not in card.types and "Sorcery" not in card.types:
        new = actions.move(game, item.id, "play", controller=item.controller)   # 413.2h
        if card.is_aura:
            game.vars["attached"] = game.vars.get("attached", ()) + ((new, legal[0][1]),)
            game.cache.clear()
        return
    if item.index >= 0:
        for step in card.abilities[item.index].effect:
            do_step(game, item, step, legal)
    if item.kind == "spell":
        actions.move(game, item.id, "graveyard")                               # 413.2h


def do_step(game: Game, item: StackItem, step, targets: tuple) -> None:
    """One instruction (413.2b); an illegal target is not acted upon (413.2a)."""
    p = item.controller
    if step.to == "target":
        who = targets
    elif step.to == "self":
        who = (("o", item.source),) if item.source in game.objs and game.objs[item.source].zone == "play" else ()
    else:
        who = (("p", p),)
    do = step.do
    if do == "damage":
        for t in who:
            actions.deal_damage(game, item.source, t, step.amount)
    elif do == "draw":
        for _, pl in who:
            actions.draw(game, pl, step.amount)
    elif do == "gain_life":
        actions.gain_life(game, p, step.amount)
    elif do == "destroy":
        for _, oid in who:
            if oid in game.objs and game.objs[oid].zone == "play":
                actions.move(game, oid, "graveyard")
    elif do == "destroy_all_creatures":
        for oid in [x for x in game.zones["play"] if "Creature" in game.objs[x].card.types]:
            actions.move(game, oid, "graveyard")
    elif do == "pump":
        ids = tuple(oid for _, oid in who if oid in game.objs and game.objs[oid].zone == "play")
        if ids:   # 418.3b: the affected set is locked when the effect is created
            game.effects.append(Effect(game.tick(), 6, "pt", (step.power, step.toughness), item.source,
                                       ids, "end_of_turn", p))
            game.cache.clear()
    elif do == "bounce":
        for _, oid in who:
            if oid in game.objs and game.objs[oid].zone == "play":
                actions.move(game, oid, "hand")
    else:
        raise ValueError(f"unknown effect step {do!r}")
