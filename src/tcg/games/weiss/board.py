"""Reading the board: the stage, levels, ability conditions, power and soul with [CONT]
abilities and effects applied, and the play conditions of WS-IV.play."""

from __future__ import annotations

from ...engine.effects import Effect
from .base import BEHIND, FACING, FRONT, REVERSED, SLOTS

STAGE_ZONES = (tuple(f"{s}0" for s in SLOTS), tuple(f"{s}1" for s in SLOTS))
_STAGE_PAIRS = tuple(tuple(enumerate(zs)) for zs in STAGE_ZONES)


def other(p: int) -> int:
    return 1 - p


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
    return len(game.zones[f"level{p}"])


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


def condition(game, p: int, oid: int, c: str, subject: int = 0) -> bool:
    """An ability condition (CARDS.md): words joined by "|", all must hold; `subject` is the
    battle opponent of a battle trigger."""
    if not c:
        return True
    for part in c.split("|"):
        word, _, arg = part.partition(":")
        if word == "your_turn":
            ok = game.vars["tp"] == p
        elif word == "opp_turn":
            ok = game.vars["tp"] != p
        elif word == "middle":
            ok = game.objs[oid].zone == f"front_c{p}"
        elif word == "center":           # this card is in your center stage
            ok = game.objs[oid].zone[:-1] in ("front_l", "front_c", "front_r")
        elif word == "clock_top":
            ok = bool(game.zones[f"clock{p}"]) and game.zones[f"clock{p}"][-1] == oid
        elif word == "reversed_self":
            ok = bool(game.objs[oid].marks & REVERSED)
        elif word == "climax":
            cx = game.zones[f"climax{p}"]
            ok = bool(cx) and game.objs[cx[0]].card.name == arg
        elif word == "others_ge":
            n, _, trait = arg.partition(":")
            ok = trait_count(game, p, trait, but=oid) >= int(n)
        elif word == "others_le":        # "if you do not have (n+1 or more) other ... characters"
            n, _, trait = arg.partition(":")
            ok = trait_count(game, p, trait, but=oid) <= int(n)
        elif word == "wr_climax_le":     # Climaxes in your waiting room
            ok = sum(1 for x in game.zones[f"waiting{p}"] if game.objs[x].card.type == "Climax") <= int(arg)
        elif word == "hand_le":
            ok = len(game.zones[f"hand{p}"]) <= int(arg)
        elif word == "hand_ge":
            ok = len(game.zones[f"hand{p}"]) >= int(arg)
        elif word == "stock_le":
            ok = len(game.zones[f"stock{p}"]) <= int(arg)
        elif word == "level_ge":
            ok = level(game, p) >= int(arg)
        elif word == "level_has":        # Experience: a card of that colour in your level zone
            ok = any(game.objs[x].card.color == arg for x in game.zones[f"level{p}"])
        elif word == "exp_ge":           # Experience: total level of the cards in your level zone
            ok = sum(card_level(game.objs[x].card) for x in game.zones[f"level{p}"]) >= int(arg)
        elif word == "memory_ge":
            ok = len(game.zones[f"memory{p}"]) >= int(arg)
        elif word == "memory_names_ge":  # Memory: cards with different names
            ok = len({game.objs[x].card.name for x in game.zones[f"memory{p}"]}) >= int(arg)
        elif word == "opp_level_le":     # the battle opponent's level (set on the trigger)
            o = game.objs.get(subject)
            ok = o is not None and (stats(game)[subject][2] if subject in stats(game) else o.card.level) <= int(arg)
        elif word == "subject_trait":    # the attacking character of an "other attacks" trigger
            o = game.objs.get(subject)
            ok = o is not None and has_trait(o.card, arg)
        else:
            raise ValueError(f"unknown condition {part!r}")
        if not ok:
            return False
    return True


def _cont_targets(game, p, oid, slot, ab, st):
    sc = ab.scope
    if sc == "self":
        tg = [oid] if slot >= 0 else []
    elif sc == "others":
        tg = [x for _, x in st[p] if x != oid]
    elif sc == "all":
        tg = [x for _, x in st[p]]
    elif sc == "front":     # Assist: the center slots in front of this back-stage card
        tg = [game.zones[f"{SLOTS[i]}{p}"][0] for i in BEHIND.get(slot, ()) if game.zones[f"{SLOTS[i]}{p}"]]
    elif sc == "middle_other":
        tg = [x for i, x in st[p] if i == 1 and x != oid]
    elif sc == "named":
        tg = [x for _, x in st[p] if x != oid and game.objs[x].card.name in ab.names]
    else:                   # facing
        z = game.zones[f"{SLOTS[FACING[slot]]}{other(p)}"] if slot in FRONT else []
        tg = list(z)
    if ab.trait:
        tg = [x for x in tg if has_trait(game.objs[x].card, ab.trait)]
    return tg


def stats(game) -> dict[int, list[int]]:
    """oid -> [power, soul, level] of every character on stage, with [CONT] abilities (of the
    stage, the climax area and the top of the clock: Alarm) and effects applied; cached until
    the state changes."""
    res = game.cache.get("ws")
    if res is not None:
        return res
    res = {}
    st = (stage(game, 0), stage(game, 1))
    objs = game.objs
    for p in (0, 1):
        for _, oid in st[p]:
            c = objs[oid].card
            res[oid] = [c.power, c.soul, c.level]
    for e in game.effects:   # level changes first: Assist reads the level
        if e.op == "level":
            for t in e.targets:
                if t in res:
                    res[t][2] += e.value
    for p in (0, 1):
        clock = game.zones[f"clock{p}"]
        sources = list(st[p]) + [(-1, x) for x in game.zones[f"climax{p}"]] + ([(-2, clock[-1])] if clock else [])
        for slot, oid in sources:
            card = objs[oid].card
            if not card.stage_conts:
                continue
            for ab in card.stage_conts:
                if (ab.zone == "clock_top") != (slot == -2) or not condition(game, p, oid, ab.condition):
                    continue
                for t in _cont_targets(game, p, oid, slot, ab, st):
                    r = res[t]
                    k = 1
                    if ab.per == "level":
                        k = r[2]
                    elif ab.per.startswith("others:"):
                        k = trait_count(game, p, ab.per[7:], but=t)
                    elif ab.per.startswith("back:"):
                        k = trait_count(game, p, ab.per[5:], but=t, back_only=True)
                    r[0] += ab.power * k
                    r[1] += ab.soul * k
    for e in game.effects:
        if e.op == "power" or e.op == "soul":
            k = 0 if e.op == "power" else 1
            for t in e.targets:
                if t in res:
                    res[t][k] += e.value
    game.cache["ws"] = res
    return res


def power(game, oid: int) -> int:
    return stats(game)[oid][0]


def soul(game, oid: int) -> int:
    return max(0, stats(game)[oid][1])


def pump(game, oid: int, op: str, n: int, source: int) -> None:
    """`oid` gets +n power/soul/level until end of turn."""
    game.effects.append(Effect(game.tick(), 1, op, n, source, (oid,), "turn", game.objs[oid].controller))
    game.cache.clear()


def grant(game, oid: int, code: str, index: int, source: int) -> None:
    """`oid` gets the ability `index` of card `code` until end of turn."""
    game.effects.append(Effect(game.tick(), 1, "grant", (code, index), source, (oid,), "turn",
                               game.objs[oid].controller))


def can_pay_color(game, p: int, card) -> bool:
    """WS-IV.play: a card of the same colour in clock or level zone; level-0 Characters and
    Events are exempt, Climaxes are not."""
    if card.type != "Climax" and card.level == 0:
        return True
    objs = game.objs
    return any(objs[x].card.color == card.color for z in ("clock", "level") for x in game.zones[f"{z}{p}"])


def playable(game, p: int, card) -> bool:
    """WS-IV.play: level, cost and colour."""
    return (play_level(game, p, card) <= level(game, p) and card.cost <= len(game.zones[f"stock{p}"])
            and can_pay_color(game, p, card))
