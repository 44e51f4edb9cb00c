"""The ops a DBS card file may name, and the fields each reads: registries that the modules doing
them fill as they load (verbs.py, targets.py, masters_keywords.py: all loaded with the package,
before any card) and that the card loader (cards.py) checks every effect against, so that no
effect a card says can load and silently do nothing. Here, below all of them, so that the card
model reads them without importing the rules that do the effects."""

from __future__ import annotations

from collections.abc import Callable

EFFECTS: dict[str, Callable] = {}
BATTLE_CHOICE = ("choose_own_battle", "choose_opp_battle")   # cards chosen on resolution (`choose`)
PICK_CHOICE = ("choose_own", "choose_any", "played")         # by description, or the played card


# What `do` reads of every effect before it dispatches (conditions, timing, who and what).
READ_BY_DO = frozenset(("op", "who", "later", "otherwise", "if_did", "if_leader_trait", "if_leader_color",
                        "if_opp_turn", "if_attacking_battle", "if_opp_life_ge"))
READS: dict[str, frozenset[str]] = {}      # a key of EFFECTS, CHOSEN or "<who>:<op>" -> the fields read


def effect(key: str, reads: tuple[str, ...]) -> Callable:
    """Register `fn(game, ctx, d) -> result | None` under `key`, reading the fields `reads` of `d`."""
    def register(fn: Callable) -> Callable:
        EFFECTS[key] = fn
        READS[("all_opp_battle:" + key[:-4]) if key.endswith("@all") else "self:" + key] = \
            READ_BY_DO | frozenset(reads)
        return fn
    return register


def effect_key(d) -> str:
    return d.op + "@all" if d.who == "all_opp_battle" else d.op


def chosen_op(d) -> str:
    """The op `choose` is pushed with: "_own" when the cards are your own Battle Cards."""
    return d.op + "_own" if d.who == "choose_own_battle" else d.op


def route_key(d) -> str:
    """The key of READS of the function that does the effect `d`: "<who>:<op>", where every who
    but those choosing cards and all_opp_battle is the skill's own effect ("self")."""
    ns = d.who if d.who in PICK_CHOICE + BATTLE_CHOICE + ("all_opp_battle",) else "self"
    return f"{ns}:{d.op}"


def unhandled(d) -> str:
    """Why no function does the effect `d` ("" when one does), or which field set in it none
    reads: the card loader refuses it."""
    key = route_key(d)
    if key not in READS:
        ns = key.split(":")[0]
        ops = ", ".join(sorted(k.split(":")[1] for k in READS if k.split(":")[0] == ns))
        if "who" in d.model_fields_set:
            return f"`who` = {d.who!r} with op {d.op!r} does nothing: with this `who` the ops are {ops}"
        return f"`op` = {d.op!r} with who = {d.who!r} (the default) does nothing: with it the ops are {ops}"
    unread = sorted(d.model_fields_set - READS[key])
    if unread:
        return (f"`{unread[0]}` is not read by op {d.op!r} with who = {d.who!r} (it reads "
                f"{', '.join(sorted(READS[key] - READ_BY_DO))})")
    if d.later in ("next_turn", "opp_next_turn") and not (d.op in ("power", "gain") and d.who == "self"):
        return f"`later` = {d.later!r} is done only for power and gain on the card itself (who = 'self')"
    if d.op == "drop_moved" and not d.later:
        return "`later` is needed: drop_moved places the card a delayed effect played"
    return ""


# op -> the effect of a `masters` skill; op -> the fields of its Do it reads besides op: mk_do
# dispatches here and the card loader refuses another op or field (cards.MSkill).
MK_EFFECTS: dict[str, Callable] = {}
MK_READS: dict[str, frozenset[str]] = {}


def mk_effect(op: str, reads: tuple[str, ...]) -> Callable:
    def register(fn: Callable) -> Callable:
        MK_EFFECTS[op], MK_READS[op] = fn, frozenset(reads)
        return fn
    return register
