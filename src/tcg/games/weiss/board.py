"""Reading the board: the stage, levels, ability conditions, power and soul with [CONT]
abilities and effects applied, and the play conditions of WS-IV.play."""

from __future__ import annotations

from ...engine.choice_words import other
from ...engine.effects import Effect
from .base import (
    BEHIND,
    CLIMAX,
    CLOCK,
    FACING,
    FRONT,
    HAND,
    LEVEL,
    MEMORY,
    REVERSED,
    SLOTS,
    STAGE_ZONES,
    STOCK,
    WAITING,
)

_STAGE_PAIRS = tuple(tuple(enumerate(zs)) for zs in STAGE_ZONES)


def stage(game, p: int) -> list[tuple[int, int]]:
    """(slot, oid) of player p's characters."""
    zones = game.zones
    return [(i, z[0]) for i, name in _STAGE_PAIRS[p] if (z := zones[name])]


def slot_of(game, oid: int) -> int:
    z = game.objs[oid].zone
    return SLOTS.index(z[:-1]) if z[:-1] in SLOTS else -1


def on_stage(game, oid: int) -> bool:
    o = game.objs.get(oid)
    return o is not None and o.zone[:-1] in SLOTS


def level(game, p: int) -> int:
    """The player's level: cards in the level zone (WS-III.lvl)."""
    return len(game.zones[LEVEL[p]])


def card_level(card) -> int:
    """A Climax counts as level 0 (the cards' reminder text)."""
    return card.level if card.type != "Climax" else 0


def has_trait(card, trait: str) -> bool:
    """Does the card have the trait? "A/B" reads "《A》 or 《B》"; "" and "*" match any card."""
    if trait in ("", "*"):
        return True
    if "/" not in trait:
        return trait in card.traits
    return any(t in card.traits for t in trait.split("/"))


def trait_count(game, p: int, trait: str, but: int = 0, back_only: bool = False) -> int:
    objs = game.objs
    return sum(1 for i, x in stage(game, p)
               if x != but and (not back_only or i >= 3) and has_trait(objs[x].card, trait))


def play_level(game, p: int, card) -> int:
    """The level of a card in p's hand: printed, changed by its [CONT] abilities that work in
    the hand ("gets -1 level while in your hand")."""
    lv = card.level
    for ab in card.hand_conts:
        if condition(game, p, 0, ab.condition):
            lv += ab.level
    return lv


_PARSED: dict[str, tuple] = {}     # condition text -> its parts (word, arg), split once


def _parts(c: str) -> tuple:
    res = _PARSED.get(c)
    if res is None:
        res = _PARSED[c] = tuple(part.partition(":")[::2] for part in c.split("|"))
    return res


def condition(game, p: int, oid: int, c: str, subject: int = 0) -> bool:
    """An ability condition (CARDS.md): words joined by "|", all must hold; `subject` is the
    battle opponent of a battle trigger."""
    if not c:
        return True
    for word, arg in _parts(c):
        if word == "your_turn":
            ok = game.vars["tp"] == p
        elif word == "opp_turn":
            ok = game.vars["tp"] != p
        elif word == "middle":
            ok = game.objs[oid].zone == STAGE_ZONES[p][1]
        elif word == "center":           # this card is in your center stage
            ok = game.objs[oid].zone[:-1] in ("front_l", "front_c", "front_r")
        elif word == "clock_top":
            ok = bool(game.zones[CLOCK[p]]) and game.zones[CLOCK[p]][-1] == oid
        elif word == "reversed_self":
            ok = bool(game.objs[oid].marks & REVERSED)
        elif word == "climax":
            cx = game.zones[CLIMAX[p]]
            ok = bool(cx) and game.objs[cx[0]].card.name == arg
        elif word == "others_ge":
            n, _, trait = arg.partition(":")
            ok = trait_count(game, p, trait, but=oid) >= int(n)
        elif word == "others_le":        # "if you do not have (n+1 or more) other ... characters"
            n, _, trait = arg.partition(":")
            ok = trait_count(game, p, trait, but=oid) <= int(n)
        elif word == "wr_climax_le":     # Climaxes in your waiting room
            ok = sum(1 for x in game.zones[WAITING[p]] if game.objs[x].card.type == "Climax") <= int(arg)
        elif word == "hand_le":
            ok = len(game.zones[HAND[p]]) <= int(arg)
        elif word == "hand_ge":
            ok = len(game.zones[HAND[p]]) >= int(arg)
        elif word == "stock_le":
            ok = len(game.zones[STOCK[p]]) <= int(arg)
        elif word == "level_ge":
            ok = level(game, p) >= int(arg)
        elif word == "level_has":        # Experience: a card of that colour in your level zone
            ok = any(game.objs[x].card.color == arg for x in game.zones[LEVEL[p]])
        elif word == "exp_ge":           # Experience: total level of the cards in your level zone
            ok = sum(card_level(game.objs[x].card) for x in game.zones[LEVEL[p]]) >= int(arg)
        elif word == "memory_ge":
            ok = len(game.zones[MEMORY[p]]) >= int(arg)
        elif word == "memory_names_ge":  # Memory: cards with different names
            ok = len({game.objs[x].card.name for x in game.zones[MEMORY[p]]}) >= int(arg)
        elif word == "opp_level_le":     # the battle opponent's level (set on the trigger)
            o = game.objs.get(subject)
            ok = o is not None and (char_level(game, subject) if o.zone[:-1] in SLOTS else o.card.level) <= int(arg)
        elif word == "subject_trait":    # the attacking character of an "other attacks" trigger
            o = game.objs.get(subject)
            ok = o is not None and has_trait(o.card, arg)
        else:
            raise ValueError(f"unknown condition {word + (':' + arg if arg else '')!r}")
        if not ok:
            return False
    return True


def _cont_targets(game, p, oid, slot, scope, trait, names, st):
    if scope == "self":
        tg = [oid] if slot >= 0 else []
    elif scope == "all":
        tg = [x for _, x in st[p]]
    elif scope == "front":     # Assist: the center slots in front of this back-stage card
        zs = STAGE_ZONES[p]
        tg = [game.zones[zs[i]][0] for i in BEHIND.get(slot, ()) if game.zones[zs[i]]]
    elif scope == "others":
        tg = [x for _, x in st[p] if x != oid]
    elif scope == "middle_other":
        tg = [x for i, x in st[p] if i == 1 and x != oid]
    elif scope == "named":
        tg = [x for _, x in st[p] if x != oid and game.objs[x].card.name in names]
    else:                   # facing
        z = game.zones[STAGE_ZONES[other(p)][FACING[slot]]] if slot in FRONT else []
        tg = list(z)
    if trait:
        objs = game.objs
        tg = [x for x in tg if has_trait(objs[x].card, trait)]
    return tg


_WS_KEY = (("ws0", "ws1"), ("ws_soul0", "ws_soul1"))   # game.cache keys: [soul_only][player]


def player_stats(game, p: int, soul_only: bool = False) -> dict[int, list[int]]:
    """oid -> [power, soul, level] of player p's characters, with [CONT] abilities (of the
    stage, the climax area and the top of the clock: Alarm) and effects applied; cached until
    the state changes. Every change is a sum, so only the order "level first" (Assist reads
    the level) matters; and only a "facing" ability reaches the other player's characters, so
    each player's are computed alone. With `soul_only` only the [CONT] abilities that change
    soul are read (most change only power): the soul and level are exact, the power is not."""
    cache = game.cache
    res = cache.get(_WS_KEY[0][p])
    if res is None and soul_only:
        res = cache.get(_WS_KEY[1][p])
    if res is not None:
        return res
    res = {}
    objs = game.objs
    zones = game.zones
    sts = ([], [])
    for q in (0, 1):
        sq = sts[q]
        for i, name in enumerate(STAGE_ZONES[q]):
            z = zones[name]
            if z:
                sq.append((i, z[0]))
    for _, oid in sts[p]:
        c = objs[oid].card
        res[oid] = [c.power, c.soul, c.level]
    effects = game.effects
    if effects:
        for e in effects:   # level changes first: Assist reads the level
            if e.op == "level":
                for t in e.targets:
                    if t in res:
                        res[t][2] += e.value
    tp = game.vars["tp"]
    for q in (0, 1):
        own = q == p
        sources = sts[q]
        cx = zones[CLIMAX[q]]
        clock = zones[CLOCK[q]]
        if cx or clock:
            sources = sources + [(-1, x) for x in cx]
            if clock:
                sources.append((-2, clock[-1]))
        for slot, oid in sources:
            card = objs[oid].card
            if soul_only:
                prog = card.soul_own if own else card.soul_facing
            else:
                prog = card.cont_own if own else card.cont_facing
            if not prog:
                continue
            for clock_top, cc, cond, scope, trait, names, pw, sl, per, ptrait in prog:
                if clock_top != (slot == -2):
                    continue
                if cc:
                    if cc == 1:
                        if tp != q:
                            continue
                    elif cc == 2:
                        if tp == q:
                            continue
                    elif not condition(game, q, oid, cond):
                        continue
                if per == 0 and not trait:
                    if scope == "self":
                        if slot >= 0:
                            r = res[oid]
                            r[0] += pw
                            r[1] += sl
                        continue
                    if scope == "all":
                        for _, t in sts[q]:
                            r = res[t]
                            r[0] += pw
                            r[1] += sl
                        continue
                for t in _cont_targets(game, q, oid, slot, scope, trait, names, sts):
                    r = res[t]
                    if per == 0:
                        r[0] += pw
                        r[1] += sl
                    else:
                        if per == 1:
                            k = r[2]
                        else:
                            k = trait_count(game, q, ptrait, but=t, back_only=per == 3)
                        r[0] += pw * k
                        r[1] += sl * k
    if effects:
        for e in effects:
            op = e.op
            if op == "power" or op == "soul":
                k = 0 if op == "power" else 1
                for t in e.targets:
                    if t in res:
                        res[t][k] += e.value
    cache[_WS_KEY[soul_only][p]] = res
    return res


def stats(game) -> dict[int, list[int]]:
    """oid -> [power, soul, level] of every character on stage (`player_stats` of both)."""
    res = game.cache.get("ws")
    if res is None:
        res = game.cache["ws"] = {**player_stats(game, 0), **player_stats(game, 1)}
    return res


def _owner_of_slot(game, oid: int) -> int:
    return int(game.objs[oid].zone[-1])


def char_level(game, oid: int) -> int:
    """The level of a character on stage: printed, with level effects ([CONT] abilities never
    change a level on stage): `stats(game)[oid][2]` without the power and soul."""
    lv = game.objs[oid].card.level
    for e in game.effects:
        if e.op == "level":
            for t in e.targets:
                if t == oid:
                    lv += e.value
    return lv


def power(game, oid: int) -> int:
    """The power of a character on stage."""
    return player_stats(game, _owner_of_slot(game, oid))[oid][0]


def soul(game, oid: int) -> int:
    """The soul of a character on stage (at least 0)."""
    return max(0, player_stats(game, _owner_of_slot(game, oid), True)[oid][1])


def pump(game, oid: int, op: str, n: int, source: int) -> None:
    """`oid` gets +n power/soul/level until end of turn."""
    game.effects.append(Effect(game.tick(), 1, op, n, source, (oid,), "turn", game.objs[oid].controller))
    game.cache.clear()


def grant(game, oid: int, code: str, index: int, source: int) -> None:
    """`oid` gets the ability `index` of card `code` until end of turn."""
    game.effects.append(Effect(game.tick(), 1, "grant", (code, index), source, (oid,), "turn",
                               game.objs[oid].controller))


def colors(game, p: int) -> set[str]:
    """WS-IV.play: the colours p can pay, those of the cards in p's clock and level zones."""
    objs, zones = game.objs, game.zones
    return {objs[x].card.color for z in (CLOCK[p], LEVEL[p]) for x in zones[z]}


def can_pay_color(game, p: int, card) -> bool:
    """WS-IV.play: a card of the same colour in clock or level zone; level-0 Characters and
    Events are exempt, Climaxes are not."""
    return (card.type != "Climax" and card.level == 0) or card.color in colors(game, p)


def playable(game, p: int, card) -> bool:
    """WS-IV.play: level, cost and colour."""
    return (play_level(game, p, card) <= level(game, p) and card.cost <= len(game.zones[STOCK[p]])
            and can_pay_color(game, p, card))


def to_waiting(game, oid: int) -> int:
    """Put a card into its owner's waiting room (a character leaving the stage this way
    triggers its Encore, moves.WsZones.leaving), for callers outside the game's modules: the
    game's move, reached through the ruleset's host because moves.py sits above this module."""
    return game.rules.ability_host.move(game, [oid], "break")[0]
