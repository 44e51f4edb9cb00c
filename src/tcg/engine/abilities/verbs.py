"""The verbs every game shares, registered once in `KERNEL` (docs/abilities.md, Verbs).

Each verb is `fn(game, frame, p) -> Res | SUSPEND` with its parameter model declared where it is
registered; it acts through the game's Host, so "draw 1 card" is written and run one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..choice_words import DONE
from .conditions import did, holds
from .language import (
    ABILITY,
    BOOL,
    COND,
    DURATION,
    EFFECTS,
    PATTERN,
    QEACH,
    REF,
    SEL,
    STR,
    STRS,
    WHO,
    Language,
    Q,
    enum,
)
from .quantities import per_object, value
from .run import NOTHING, REG, SUSPEND, Frame, Res, as_frame, done, nested, player, refs, start
from .selectors import select

if TYPE_CHECKING:
    from ..state import Game

KERNEL = Language("kernel")
KERNEL.kinds |= {"auto", "action", "special", "field", "summon", "replacement"}
KERNEL.events |= {"move", "becomes_active", "becomes_dull", "attacks", "blocks", "is_blocked", "destroys",
                  "damage", "draw", "discard", "phase_begins", "phase_ends", "cast"}
KERNEL.event_aliases.update({
    "enters": {"event": "move", "to": "field"},
    "leaves": {"event": "move", "from_": "field"},
    "put_into_break": {"event": "move", "from_": "field", "to": "break"},
})
KERNEL.zones |= {"field", "hand", "deck", "break", "stack", "removed", "damage"}


def _host(game: Game) -> Any:
    return game.rules.ability_host


def _res(game: Game, oids: list[int]) -> Res:
    return Res(tuple(oids))


# ------------------------------------------------------------------------- picking objects
def _total(v: Any, where: str) -> tuple[str, int]:
    """`{ char = "cost", le = 7 }`: the characteristic of the objects picked adds up to at most N
    ("Choose as many Forwards as you want with a total cost of 7 or less")."""
    from .load import AbilityError

    if not (isinstance(v, dict) and set(v) == {"char", "le"} and v["char"] in ("cost", "power") and type(v["le"]) is int):
        raise AbilityError(where, f"expected {{ char = \"cost\" | \"power\", le = N }}, got {v!r}")
    return v["char"], v["le"]


def fits(game: Game, total: tuple[str, int] | None, picked: tuple, oid: int) -> bool:
    """May `oid` be picked beside `picked` under a `total` (none: always)?"""
    if total is None:
        return True
    char, most = total
    host = _host(game)

    def of(o: int) -> int:
        return host.power(game, o) if char == "power" else game.objs[o].card.cost
    return sum(of(o) for o in picked if o in game.objs) + of(oid) <= most


@KERNEL.verb("choose", sel=(SEL, ...), n=(Q, 1), up_to=(BOOL, False), who=(WHO, "you"), total=(_total, None))
def choose(game: Game, fr: Frame, p: Any) -> Any:
    """Choose targets at resolution (a game that chooses on declaration binds them before the
    list runs and starts after its `choose` effects)."""
    return _pick(game, fr, p, "target")


@KERNEL.verb("select", sel=(SEL, ...), n=(Q, 1), up_to=(BOOL, False), who=(WHO, "you"),
             distinct=(enum("element", "name", "job"), None))
def select_(game: Game, fr: Frame, p: Any) -> Any:
    """Pick without targeting; `distinct`: "each of a different Element" (no two picked share one)."""
    if p.sel.zone == "deck":       # picking from a deck is searching it
        _host(game).searching(game, fr, player(game, fr, p.who))
    return _pick(game, fr, p, "select")


def _pick(game: Game, fr: Frame, p: Any, kind: str) -> Any:
    n = value(game, fr, p.n)
    cands = select(game, fr, p.sel, _host(game))
    if n <= 0 or not cands:
        return NOTHING
    if len(cands) <= n and not p.up_to and getattr(p, "total", None) is None \
            and not getattr(p, "distinct", None):
        return _res(game, cands)
    game.procs.append(("ab_pick", fr, kind, n, ()))
    return SUSPEND


@REG.step
def ab_pick(game: Game, fr: Frame, kind: str, n: int, picked: tuple) -> None:
    fr = as_frame(fr)
    from .run import effects_at

    p = effects_at(game, fr)[fr.i].p
    total = getattr(p, "total", None)       # `select` has none
    cands = [o for o in select(game, fr, p.sel, _host(game)) if o not in picked and fits(game, total, picked, o)]
    if getattr(p, "distinct", None) and picked:
        cands = _differing(game, p.distinct, picked, cands)
    if len(picked) >= n or not cands:
        done(game, fr, Res(picked))
        return
    opts = tuple((kind, o) for o in cands)
    if p.up_to or picked and len(picked) + len(cands) < n:
        opts = (DONE,) + opts
    game.ask(player(game, fr, p.who), kind, opts, "on_ab_pick", fr, kind, n, picked, prompt=f"{kind} a card")


def _differing(game: Game, key: str, picked: tuple, cands: list[int]) -> list[int]:
    """The candidates that share no value of `key` (an Element, a name) with the objects picked
    (their cards' values; a game whose values effects change reads the candidates' now)."""
    host = _host(game)
    attr, many = host.card_keys[key]

    def values(oid: int) -> tuple:
        v = getattr(game.objs[oid].card, attr)
        return v if many else (v,)

    taken = tuple({v for o in picked for v in values(o)})
    now = host.value_match(key)
    if now is not None:
        return [o for o in cands if not now(game, o, taken)]
    return [o for o in cands if not set(taken) & set(values(o))]


@REG.handler
def on_ab_pick(game: Game, choice: tuple, fr: Frame, kind: str, n: int, picked: tuple) -> None:
    fr = as_frame(fr)
    if choice == DONE:
        done(game, fr, Res(picked))
        return
    game.procs.append(("ab_pick", fr, kind, n, picked + (choice[1],)))


# ---------------------------------------------------------------------------- card moves
@KERNEL.verb("move", to=(REF, ...), zone=(STR, ...), bottom=(BOOL, False), dull=(BOOL, False))
def move(game: Game, fr: Frame, p: Any) -> Res:
    ids = refs(game, fr, p.to)
    if not ids:
        return NOTHING
    host = _host(game)
    if p.bottom and len(ids) > 1:     # "at the bottom of your deck in any order": the player orders them
        game.procs.append(("ab_bottom", fr, tuple(ids), (), ()))
        return SUSPEND
    lki = tuple(host.lki(game, o) for o in ids)
    return Res(tuple(host.move_by(game, fr, ids, p.zone, dull=p.dull, bottom=p.bottom)), lki)


@REG.step
def ab_bottom(game: Game, fr: Frame, left: tuple, new: tuple, lki: tuple) -> None:
    """The controller puts the cards at the bottom one at a time, the first one nearest the top."""
    from .host import LKI

    fr = as_frame(fr)
    lki = tuple(x if type(x) is LKI else LKI(*x) for x in lki)     # after a JSON round trip
    left = tuple(o for o in left if o in game.objs)
    if len(left) > 1:
        game.ask(fr.controller, "bottom", tuple(("bottom", o) for o in left), "on_ab_bottom", fr, left, new, lki,
                 prompt="put a card at the bottom of the deck")
        return
    host = _host(game)
    lki += tuple(host.lki(game, o) for o in left)
    done(game, fr, Res(new + tuple(host.move(game, list(left), "deck", bottom=True)), lki))


@REG.handler
def on_ab_bottom(game: Game, choice: tuple, fr: Frame, left: tuple, new: tuple, lki: tuple) -> None:
    fr = as_frame(fr)
    host = _host(game)
    oid = choice[1]
    lki += (host.lki(game, oid),)
    moved = tuple(host.move(game, [oid], "deck", bottom=True))
    game.procs.append(("ab_bottom", fr, tuple(o for o in left if o != oid), new + moved, lki))


def _off_the_field(game: Game, fr: Frame, to: Any, act: Any, verb: str) -> Res:
    """`act(ids)` on the objects of `to` that are in the play area and not shielded from the
    verb, with their last-known information taken first."""
    host = _host(game)
    ids = [o for o in refs(game, fr, to)
           if host.zone_name(game.objs[o].zone) == "field" and not host.shielded(game, fr, o, verb)]
    if not ids:
        return NOTHING
    lki = tuple(host.lki(game, o) for o in ids)
    return Res(tuple(act(ids)), lki)


@KERNEL.verb("return_to_hand", to=(REF, ...))
def return_to_hand(game: Game, fr: Frame, p: Any) -> Res:
    return _off_the_field(game, fr, p.to, lambda ids: _host(game).move_by(game, fr, ids, "hand"),
                          "return_to_hand")


@KERNEL.verb("destroy", to=(REF, ...))
def destroy(game: Game, fr: Frame, p: Any) -> Res:
    return _off_the_field(game, fr, p.to, lambda ids: _host(game).destroy_by(game, fr, ids), "destroy")


@KERNEL.verb("draw", n=(Q, 1), who=(WHO, "you"))
def draw(game: Game, fr: Frame, p: Any) -> Res:
    return _res(game, _host(game).draw(game, player(game, fr, p.who), value(game, fr, p.n)))


@KERNEL.verb("mill", n=(Q, 1), who=(WHO, "you"), zone=(STR, None))
def mill(game: Game, fr: Frame, p: Any) -> Res:
    """Put the top `n` cards of a deck into the discard zone (or `zone`: "remove the top card
    of your deck from the game")."""
    host = _host(game)
    top = _top(game, fr, p)
    return _res(game, host.move(game, top, p.zone or host.discard_zone())) if top else NOTHING


def _top(game: Game, fr: Frame, p: Any) -> list[int]:
    """The top `n` cards of the player's deck, the top one first (fewer if the deck is short)."""
    deck = _host(game).zone_ids(game, "deck", player(game, fr, p.who))
    return deck[len(deck) - min(value(game, fr, p.n), len(deck)):][::-1]


@KERNEL.verb("reveal", n=(Q, 1), who=(WHO, "you"))
def reveal(game: Game, fr: Frame, p: Any) -> Res:
    """Reveal the top `n` cards of a deck to every player; they stay where they are, bound for
    "among them"."""
    top = _top(game, fr, p)
    if top:
        game.event("revealed", player(game, fr, p.who), tuple(game.objs[o].card.code for o in top))
    return _res(game, top)


@KERNEL.verb("reveal_until", sel=(SEL, ...), who=(WHO, "you"), zone=(STR, "hand"))
def reveal_until(game: Game, fr: Frame, p: Any) -> Res:
    """Turn over the top card of a deck one at a time until one matching `sel` is revealed: it
    goes to `zone`, the other cards revealed are shuffled and put at the bottom of the deck.
    The result is the card found (none if the whole deck was revealed)."""
    from .selectors import predicate

    host = _host(game)
    pred = predicate(p.sel, host)
    revealed, found = [], None
    for oid in reversed(host.zone_ids(game, "deck", player(game, fr, p.who))):     # the top first
        revealed.append(oid)
        if pred(game, fr, oid):
            found = oid
            break
    if revealed:
        game.event("revealed", player(game, fr, p.who), tuple(game.objs[o].card.code for o in revealed))
    new = host.move(game, [found], p.zone) if found is not None else []
    rest = [o for o in revealed if o != found]
    if rest:
        game.shuffle(rest)
        host.move(game, rest, "deck", bottom=True)
    return _res(game, new)


@KERNEL.verb("select_number", who=(WHO, "you"))
def select_number(game: Game, fr: Frame, p: Any) -> Any:
    """"Select 1 number": a whole number from 0 to the highest the game's cards use (the Host
    says); the result's amount (`{ amount = "t" }`) is the number."""
    most = _host(game).highest_number(game)
    game.ask(player(game, fr, p.who), "number", tuple(("number", k) for k in range(most + 1)), "on_select_number",
             fr, prompt="select a number")
    return SUSPEND


@REG.handler
def on_select_number(game: Game, choice: tuple, fr: Frame) -> None:
    game.event("number", choice[1])
    done(game, as_frame(fr), Res((), (), choice[1]))


@KERNEL.verb("reveal_hand", who=(WHO, "you"))
def reveal_hand(game: Game, fr: Frame, p: Any) -> Res:
    """A player reveals their hand to every player; the cards stay in it."""
    hand = _host(game).zone_ids(game, "hand", player(game, fr, p.who))
    game.event("hand_revealed", player(game, fr, p.who), tuple(game.objs[o].card.code for o in hand))
    return _res(game, list(hand))


@KERNEL.verb("look", n=(Q, 1), who=(WHO, "you"))
def look(game: Game, fr: Frame, p: Any) -> Res:
    """Look at the top `n` cards of a deck: as `reveal`, seen only by the player who looks."""
    top = _top(game, fr, p)
    if top:
        game.event("look", player(game, fr, p.who), len(top))
    return _res(game, top)


@KERNEL.verb("shuffle", binds=False, who=(WHO, "you"))
def shuffle(game: Game, fr: Frame, p: Any) -> None:
    _host(game).shuffle(game, player(game, fr, p.who))


@KERNEL.verb("discard", n=(Q, 1), who=(WHO, "you"), sel=(SEL, None), random=(BOOL, False))
def discard(game: Game, fr: Frame, p: Any) -> Any:
    """The player discards `n` cards of their choice, one at a time; `random`: each one picked at
    random from the cards they could discard ("randomly discards 1 card")."""
    n = value(game, fr, p.n)
    if n <= 0:
        return NOTHING
    game.procs.append(("ab_discard", fr, player(game, fr, p.who), n, ()))
    return SUSPEND


@REG.step
def ab_discard(game: Game, fr: Frame, pl: int, n: int, gone: tuple) -> None:
    fr = as_frame(fr)
    from .run import effects_at

    host = _host(game)
    p = effects_at(game, fr)[fr.i].p
    sel = p.sel
    hand = host.zone_ids(game, "hand", pl)
    opts = tuple(("discard", o) for o in hand if sel is None or _in(game, fr, sel, o))
    if n <= 0 or not opts:
        done(game, fr, Res(gone))
        return
    if p.random:
        on_ab_discard(game, opts[game.random_below(len(opts))], fr, pl, n, gone)
        return
    game.ask(pl, "discard", opts, "on_ab_discard", fr, pl, n, gone, prompt=f"discard {n} card(s)")


def _in(game: Game, fr: Frame, sel: Any, oid: int) -> bool:
    from .selectors import matches

    return matches(game, fr, sel, oid, _host(game))


@REG.handler
def on_ab_discard(game: Game, choice: tuple, fr: Frame, pl: int, n: int, gone: tuple) -> None:
    fr = as_frame(fr)
    host = _host(game)
    new = host.move(game, [choice[1]], host.discard_zone())
    host.discarded(game, fr, pl, new)
    game.procs.append(("ab_discard", fr, pl, n - 1, gone + tuple(new)))


@KERNEL.verb("search", sel=(SEL, ...), n=(Q, 1), who=(WHO, "you"))
def search(game: Game, fr: Frame, p: Any) -> Any:
    """Search a deck: find cards, reveal them, add them to the hand, then shuffle."""
    _host(game).searching(game, fr, player(game, fr, p.who))
    game.procs.append(("ab_search", fr, value(game, fr, p.n), ()))
    return SUSPEND


@REG.step
def ab_search(game: Game, fr: Frame, n: int, found: tuple) -> None:
    fr = as_frame(fr)
    from .run import effects_at
    from .selectors import predicate

    host = _host(game)
    p = effects_at(game, fr)[fr.i].p
    pl = player(game, fr, p.who)
    pred = predicate(p.sel, host)
    deck = host.zone_ids(game, "deck", pl)
    cands = [o for o in deck if pred(game, fr, o)] if n > 0 else []
    if not cands:
        host.shuffle(game, pl)
        done(game, fr, Res(found))
        return
    game.ask(pl, "search", (DONE,) + tuple(("take", o) for o in cands), "on_ab_search", fr, n, found,
             prompt="take a card from your deck")


@REG.handler
def on_ab_search(game: Game, choice: tuple, fr: Frame, n: int, found: tuple) -> None:
    fr = as_frame(fr)
    host = _host(game)
    if choice == DONE:
        from .run import effects_at

        host.shuffle(game, player(game, fr, effects_at(game, fr)[fr.i].p.who))
        done(game, fr, Res(found))
        return
    new = host.move(game, [choice[1]], "hand")
    game.event("reveal", game.objs[new[0]].owner, game.objs[new[0]].card.code)
    game.procs.append(("ab_search", fr, n - 1, found + tuple(new)))


# ------------------------------------------------------------------------ changing objects
@KERNEL.verb("damage", to=(REF, ...), n=(QEACH, ...), by=(REF, None))
def damage(game: Game, fr: Frame, p: Any) -> Res:
    """`n` damage to each object of `to` (`n` may read `{ of = "each" }`, the object being
    damaged: "deal each Forward damage equal to its power minus 1000"); `by`: the object that
    deals it ("the former deals damage equal to its power to the latter"), else the ability's
    source. No dealer left: no damage."""
    host = _host(game)
    dealer = -1
    if p.by is not None:
        dealers = [o for o in refs(game, fr, p.by) if host.zone_name(game.objs[o].zone) == "field"]
        if not dealers:
            return NOTHING
        dealer = dealers[0]
    n = None if per_object(p.n) else value(game, fr, p.n)
    hit, total = [], 0
    for oid in refs(game, fr, p.to):
        amount = n if n is not None else value(game, fr._replace(bind=fr.bind + (("each", Res((oid,))),)), p.n)
        dealt = host.damage_by(game, fr, oid, amount, dealer)
        if dealt:
            hit.append(oid)
            total += dealt
    return Res(tuple(hit), (), total)


@KERNEL.verb("power", to=(REF, ...), n=(QEACH, ...), duration=(DURATION, "turn"))
def power(game: Game, fr: Frame, p: Any) -> Res:
    """`n` may read `{ of = "each" }` as `damage` does ("lose 2000 power for each CP required to
    play them": each object's own amount)."""
    host = _host(game)
    if not per_object(p.n):
        return _res(game, host.lasting(game, fr, "power", value(game, fr, p.n), refs(game, fr, p.to), p.duration))
    changed: list[int] = []
    for oid in refs(game, fr, p.to):
        n = value(game, fr._replace(bind=fr.bind + (("each", Res((oid,))),)), p.n)
        changed += host.lasting(game, fr, "power", n, [oid], p.duration)
    return _res(game, changed)


@KERNEL.verb("grant", to=(REF, ...), what=(STRS, ...), duration=(DURATION, "turn"))
def grant(game: Game, fr: Frame, p: Any) -> Res:
    return _res(game, _host(game).lasting(game, fr, "grant", p.what, refs(game, fr, p.to), p.duration))


@KERNEL.verb("grant_ability", to=(REF, ...), ability=(ABILITY, ...), duration=(DURATION, "turn"))
def grant_ability(game: Game, fr: Frame, p: Any) -> Res:
    """"It gains "When this Forward attacks, ...": the ability written in this effect is the
    objects' own while the effect lasts. The host is told where it is written (card, ability,
    list, place), never given the record: the state stays plain data."""
    at = (fr.code, fr.index, fr.path, fr.i)
    return _res(game, _host(game).lasting(game, fr, "grant_ability", at, refs(game, fr, p.to), p.duration))


@KERNEL.verb("dull", to=(REF, ...))
def dull(game: Game, fr: Frame, p: Any) -> Res:
    host = _host(game)
    return _res(game, [o for o in refs(game, fr, p.to)
                       if not host.shielded(game, fr, o, "dull") and host.set_tapped(game, o, True)])


@KERNEL.verb("activate", to=(REF, ...))
def activate(game: Game, fr: Frame, p: Any) -> Res:
    host = _host(game)
    return _res(game, [o for o in refs(game, fr, p.to) if host.set_tapped(game, o, False)])


@KERNEL.verb("cancel", to=(REF, ...))
def cancel(game: Game, fr: Frame, p: Any) -> Res:
    host = _host(game)
    return _res(game, [o for o in refs(game, fr, p.to) if host.cancel(game, o)])


@KERNEL.verb("gain_life", n=(Q, ...), who=(WHO, "you"))
def gain_life(game: Game, fr: Frame, p: Any) -> Res:
    return Res((), (), _host(game).life(game, player(game, fr, p.who), value(game, fr, p.n)))


@KERNEL.verb("lose_life", n=(Q, ...), who=(WHO, "you"))
def lose_life(game: Game, fr: Frame, p: Any) -> Res:
    return Res((), (), -_host(game).life(game, player(game, fr, p.who), -value(game, fr, p.n)))


# ------------------------------------------------------------------------------- control
@KERNEL.verb("if", binds=False, cond=(COND, ...), then=(EFFECTS, ()), else_=(EFFECTS, ()))
def if_(game: Game, fr: Frame, p: Any) -> None:
    """"If you do…, otherwise…": the branch runs with the bindings made so far."""
    if holds(game, fr, p.cond):
        if p.then:
            nested(game, fr, "then")
    elif p.else_:
        nested(game, fr, "else")


@KERNEL.verb("may", effects=(EFFECTS, ...), who=(WHO, "you"))
def may(game: Game, fr: Frame, p: Any) -> Any:
    """"You may …": the player decides at resolution."""
    game.ask(player(game, fr, p.who), "optional", (("yes",), ("no",)), "on_ab_may", fr, prompt="do it?")
    return SUSPEND


@REG.handler
def on_ab_may(game: Game, choice: tuple, fr: Frame) -> None:
    fr = as_frame(fr)
    if choice != ("yes",):
        done(game, fr, NOTHING)
        return
    # the result, `n` = 1, once the effects have run and only if they changed something: "you may
    # discard 1 _Job Chaos_. When you do so, ..." with none in the hand does nothing more
    game.procs.append(("ab_may_done", fr, game.vars.get("effects_done", 0)))
    nested(game, fr, "do")


@REG.step
def ab_may_done(game: Game, fr: Frame, before: int) -> None:
    done(game, as_frame(fr), Res((), (), int(game.vars.get("effects_done", 0) > before)))


@KERNEL.verb("each_player", binds=False, effects=(EFFECTS, ...), order=(("turn",), "turn"))
def each_player(game: Game, fr: Frame, p: Any) -> None:
    """Each player in turn order from the turn player (FFTCG 11.11.6): the turn player's turn
    of the loop runs first."""
    n = len(game.pvars)
    tp = _host(game).turn_player(game)
    for k in reversed(range(n)):
        nested(game, fr, "do", each=(tp + k) % n)


@KERNEL.verb("delayed", binds=False, trigger=(PATTERN, ...), effects=(EFFECTS, ...), once=(BOOL, True),
             duration=(DURATION, "permanent"), condition=(COND, None))
def delayed(game: Game, fr: Frame, p: Any) -> None:
    """A delayed trigger, created now (it sees only later events): plain data in
    `vars["delayed"]`, matched by events.fire_delayed."""
    from .events import Waiting

    w = Waiting(p.trigger.events[0], fr.controller, fr.source, fr.code, fr.index, fr.path + (("do", fr.i),),
                fr.bind, game.vars.get("turn", 0), fr.x)
    game.vars["delayed"] = game.vars.get("delayed", ()) + (w,)


__all__ = ["KERNEL", "DONE", "start", "Frame", "Res", "SUSPEND", "did"]
