"""Damage to Forwards and what changes it: the substitutions of 11.12.5.2 ("reduce the damage by
1000 instead", "double the damage instead", "the next damage dealt to it becomes 0") and the
prevention "doesn't receive any damage".

Two verbs say them (docs/abilities.md, FFTCG): `damage_taken` (the receivers are `to`) and
`damage_dealt` (the dealers are `to`, the receivers `at`). In a field ability they hold while the
card is on the Field (11.9); resolved, they last until the end of the turn (9.5.1.3), or until
they have changed one damage (`next`). A `Hit` says who deals the damage and how (6.4: a
Forward in battle, a Summon, or a Character's ability), which `source`, `opponent` and `by`
narrow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.abilities import SUSPEND, done, refs
from ...engine.abilities.language import BOOL, DURATION, INT, REF, SEL, WHO, enum
from ...engine.abilities.records import Sel
from ...engine.abilities.run import NOTHING, Frame, Res, as_frame, effects_at, player
from ...engine.effects import Effect
from ...engine.replacement import Replacement
from .base import REG
from .chars import affects, condition_holds, matches, power, statics
from .lang import LANG, _bool, _cmp

if TYPE_CHECKING:
    from ...engine.state import Game

HOWS = ("double", "half", "increase", "reduce", "zero", "prevent", "become", "unreducible")
# effect: a Summon or an ability; not_special: an ability other than a special ability (11.5.2)
SOURCES = ("any", "battle", "summon", "ability", "effect", "not_special")
LANG.rounding.add("1000down")     # "(round down to the nearest 1000)"
# "if your opponent has received 5 points of damage or more" (the host counts their Damage Zone)
LANG.quantity_names.add("opponent_damage_received")
LANG.condition_keys["opponent_damage_received"] = _cmp
LANG.condition_keys["damaged_this_turn"] = _bool       # "if you have received a point of damage this turn"
LANG.condition_keys["party"] = _bool                   # "if X forms a party" (host.game_condition)
MOD = "damage_mod"      # the op of a resolved one in game.effects
# 11.12.5.6.1 leaves the order of the others to the player; RULINGS.md fixes it
_ORDER = {"double": 0, "half": 1, "increase": 2, "reduce": 3, "zero": 4, "prevent": 4, "become": 5, "unreducible": 9}
_LOWER_ORDERS = frozenset(_ORDER[h] for h in ("half", "reduce", "zero", "prevent"))   # kept away by "cannot be reduced"


class Hit(NamedTuple):
    """One damage about to be dealt to a Forward: by `source` (an object id, maybe gone now),
    of `kind` battle, summon or ability, under the control of player `by`; `special`: by a
    special ability (11.7)."""

    target: int
    source: int
    kind: str
    by: int
    special: bool = False


_PARAMS = dict(how=(enum(*HOWS), ...), n=(INT, 0), source=(enum(*SOURCES), "any"), opponent=(BOOL, False), yours=(BOOL, False),
               by=(SEL, None), dull=(BOOL, False), below_power=(BOOL, False), at_most=(INT, 0), at_least=(INT, 0), next=(BOOL, False),
               duration=(DURATION, "turn"))


@LANG.verb("damage_taken", binds=False, to=(REF, "self"), **_PARAMS)
def damage_taken(game: Game, fr: Frame, p: Any) -> Res:
    """Resolved: "during this turn, the next damage dealt to it is reduced by 1000 instead"."""
    return _lasting(game, fr, p)


@LANG.verb("damage_dealt", binds=False, to=(REF, "self"), at=(SEL, None), player=(BOOL, False), **_PARAMS)
def damage_dealt(game: Game, fr: Frame, p: Any) -> Res:
    """Resolved: "if it deals damage to a Forward this turn, the damage increases by 2000 instead"."""
    return _lasting(game, fr, p)


@LANG.verb("player_damage_taken", binds=False, who=(WHO, "you"), how=(enum("zero"), ...), next=(BOOL, True),
           duration=(DURATION, "turn"))
def player_damage_taken(game: Game, fr: Frame, p: Any) -> None:
    """"During this turn, the next damage dealt to you becomes 0 instead" (a player's damage, 6.5)."""
    game.effects.append(Effect(game.tick(), 0, MOD, (fr.code, fr.index, fr.path, fr.i, (player(game, fr, p.who),)),
                               fr.source, (), "end_of_turn", fr.controller))


def player_shielded(game: Game, pl: int) -> bool:
    """Is the damage player `pl` is about to receive replaced by 0? The substitution is used up
    (11.12.5.2)."""
    for e in game.effects:
        if e.op == MOD and e.value[4] == (pl,) and _record(game, e.value)[0] == "player_damage_taken":
            game.effects.remove(e)
            game.event("damage_zero", pl)
            return True
    return False


@LANG.verb("divide_damage", to=(REF, ...), n=(INT, ...), equally=(BOOL, False), round_up=(BOOL, False))
def divide_damage(game: Game, fr: Frame, p: Any) -> Any:
    """"Divide 6000 damage among them as you like (unit must be 1000)": at least 1000 to each
    (RULINGS.md), the rest 1000 at a time where the controller says; "equally": the same share
    to each (rounded up to 1000 when the card says so). All of it is dealt at once."""
    ids = tuple(o for o in refs(game, fr, p.to) if game.objs[o].zone.startswith("field"))
    if not ids:
        return NOTHING
    if p.equally:
        share = -(-p.n // (1000 * len(ids))) * 1000 if p.round_up else p.n // len(ids)
        return _deal_shares(game, fr, ids, (share,) * len(ids))
    if p.n < 1000 * len(ids):
        return NOTHING
    return _ask_share(game, fr, ids, (1000,) * len(ids), p.n - 1000 * len(ids))


def _ask_share(game: Game, fr: Frame, ids: tuple, shares: tuple, rest: int) -> Any:
    if rest <= 0 or len(ids) == 1:
        return _deal_shares(game, fr, ids, shares[:-1] + (shares[-1] + max(rest, 0),))
    game.ask(fr.controller, "divide_damage", tuple(("assign", o) for o in ids), "on_divide_damage", fr, ids, shares,
             rest, prompt=f"assign 1000 more damage ({rest} left)")
    return SUSPEND


@REG.handler
def on_divide_damage(game: Game, choice: tuple, fr: Frame, ids: tuple, shares: tuple, rest: int) -> None:
    fr = as_frame(fr)
    k = ids.index(choice[1])
    shares = shares[:k] + (shares[k] + 1000,) + shares[k + 1:]
    r = _ask_share(game, fr, ids, shares, rest - 1000)
    if r is not SUSPEND:
        done(game, fr, r)


def _deal_shares(game: Game, fr: Frame, ids: tuple, shares: tuple) -> Res:
    host = game.rules.ability_host
    hit = [o for o, n in zip(ids, shares, strict=True) if o in game.objs and host.damage_by(game, fr, o, n)]
    return Res(tuple(hit))


@LANG.verb("no_ex_burst", binds=False, to=(REF, "self"), cost=(INT, 99))
def no_ex_burst(game: Game, fr: Frame, p: Any) -> None:
    raise AssertionError("no_ex_burst is continuous: the loader keeps it in field abilities")


def burst_limit(game: Game, sources: tuple) -> int:
    """"Any card (of cost N or less) put in the Damage Zone due to X cannot use its EX Burst":
    the highest such N among the field abilities of the cards dealing the damage, or -1."""
    return max((a.no_ex_burst for src, a in statics(game) if src in sources), default=-1)


@LANG.verb("remove_damage", to=(REF, ...))
def remove_damage(game: Game, fr: Frame, p: Any) -> Res:
    """"Negate all damage dealt to it": the damage it has received this turn is gone (5.2.6.1)."""
    ids = [o for o in refs(game, fr, p.to) if game.objs[o].zone.startswith("field") and game.objs[o].damage]
    for oid in ids:
        game.w(oid).damage = 0
    return Res(tuple(ids))


def _lasting(game: Game, fr: Frame, p: Any) -> Res:
    """A resolved substitution: the record it came from (as plain data, so the state stays JSON)
    and the objects it watches, fixed now (11.12.4.2), or none when `to` is a selector: then
    it watches whatever matches when the damage comes (a rule, not a characteristic)."""
    ids: tuple = ()
    if not isinstance(p.to, Sel):
        ids = tuple(o for o in refs(game, fr, p.to) if game.objs[o].zone.startswith("field"))
        if not ids:
            return NOTHING
    game.effects.append(Effect(game.tick(), 0, MOD, (fr.code, fr.index, fr.path, fr.i, ids), fr.source, (),
                               "end_of_turn", fr.controller))
    return Res(ids)


def _record(game: Game, value: tuple) -> tuple[str, Any]:
    code, index, path, i, _ = value
    e = effects_at(game, Frame(0, 0, code, index, tuple(tuple(x) for x in path), 0))[i]
    return e.do, e.p


# ------------------------------------------------------------------------ the substitutions
def substitutions(game: Game, hit: Hit) -> list[Replacement]:
    """Every substitution that applies to `hit` (11.12.5.2): the field abilities on the Field,
    then the resolved ones. A Forward's own ability on its own damage comes first (11.12.5.6)."""
    out = []
    for src, a in statics(game):
        for k, (do, p) in enumerate(a.damage_mod):
            if do == "damage_dealt" and p.player:
                continue
            who = hit.target if do == "damage_taken" else hit.source
            ctrl = game.objs[src].controller
            if who in game.objs and affects(game, src, a, who) and condition_holds(game, src, a.if_) \
                    and _applies(game, src, ctrl, do, p, hit):
                out.append(Replacement((src, id(a), k), src == hit.target, _ORDER[p.how], _change(game, p, hit)))
    for e in game.effects:
        if e.op != MOD:
            continue
        do, p = _record(game, e.value)
        if do == "player_damage_taken":
            continue
        ids = e.value[4]
        who = hit.target if do == "damage_taken" else hit.source
        if ids and who not in ids or not ids and not (who in game.objs and matches(game, e.source, e.controller,
                                                                                      p.to, who)):
            continue
        if _applies(game, e.source, e.controller, do, p, hit):
            out.append(Replacement(("mod", e.ts), False, _ORDER[p.how], _change(game, p, hit, e if p.next else None)))
    if any(r.order == _ORDER["unreducible"] for r in out):
        out = [r for r in out if r.order not in _LOWER_ORDERS]
    return out


def _applies(game: Game, src: int, ctrl: int, do: str, p: Any, hit: Hit) -> bool:
    if p.source == "not_special":       # "from abilities other than special abilities"
        if hit.kind != "ability" or hit.special:
            return False
    elif p.source != "any" and p.source != hit.kind and not (p.source == "effect" and hit.kind != "battle"):
        return False
    if p.opponent and hit.by == ctrl or p.yours and hit.by != ctrl:
        return False
    if p.by is not None and not (hit.source in game.objs and matches(game, src, ctrl, p.by, hit.source)):
        return False
    return do != "damage_dealt" or p.at is None or matches(game, src, ctrl, p.at, hit.target)


def _change(game: Game, p: Any, hit: Hit, once: Effect | None = None) -> Any:
    """The new amount of damage; `once`, the resolved "next damage" effect it uses up."""
    def apply(n: int) -> int:
        if p.below_power and n >= power(game, hit.target) or p.at_most and n > p.at_most \
                or p.dull and not game.objs[hit.target].tapped \
                or p.at_least and n < p.at_least:
            return n
        if once is not None and once in game.effects:
            game.effects.remove(once)
        how = p.how
        if how == "double":
            return n * 2
        if how == "half":
            return -(-n // 2000) * 1000         # 4.2: rounded up to units of 1000
        if how == "increase":
            return n + p.n
        if how == "reduce":
            return max(0, n - p.n)
        if how == "become":
            return p.n
        return n if how == "unreducible" else 0
    return apply


def player_points(game: Game, dealers: tuple, n: int) -> int:
    """The points of damage `dealers` deal the opponent after their field abilities' "If X deals
    damage to your opponent, double the damage instead" / "X cannot deal damage to your
    opponent" (doubling first, RULINGS.md)."""
    hows = sorted((p.how for src, a in statics(game) for do, p in a.damage_mod
                   if do == "damage_dealt" and p.player and any(d in game.objs and affects(game, src, a, d) for d in dealers)
                   and condition_holds(game, src, a.if_)), key=_ORDER.__getitem__)
    for how in hows:
        n = 0 if how in ("zero", "prevent") else n * 2 if how == "double" else n
    return n


def hit_of(game: Game, fr: Frame, oid: int, dealer: int = -1) -> Hit:
    """The damage an ability or a Summon deals (6.4): its kind by the card whose text it is;
    dealt by its source, or by `dealer` ("the former deals damage equal to its power")."""
    card = game.rules.cards[fr.code]
    kind = "summon" if card.type == "summon" else "special" if card.ability_at(fr.index).kind == "special" else "ability"
    return Hit(oid, fr.source if dealer < 0 else dealer, kind, fr.controller)
