"""Reading the board: the edition, the visible side of a card, whether a skill is valid now, its
keywords and its power in the first edition's order (dbscg 8-8-1: printed information, then the
effects that do not change numbers, then those that do), names."""

from __future__ import annotations

from ...engine.state import Game
from .base import AWAKENED
from .cards import Skill
from .layers import layered_power, permanent_bonus
from .picks import count, fits, traits


def ed(game: Game):
    return game.rules.edition


def side_skills(o) -> tuple[Skill, ...]:
    """Only the visible side of a Leader exists (dbscg 2-3-2-1-2/3, masters 10-1-3)."""
    if o.marks & AWAKENED:
        return o.card.back.skill
    return o.card.skill


def printed_keywords(o) -> tuple[str, ...]:
    if o.marks & AWAKENED:
        return o.card.back.keywords
    return o.card.keywords


def leader(game: Game, p: int) -> int:
    return game.zones[f"leader{p}"][0]


def leader_fits(game: Game, p: int, colors: tuple[str, ...], trait: str) -> bool:
    """"Your Leader Card is <colour> (or <colour>)" / "is a <<trait>> card": the card's colour, the
    traits of its visible side (masters 10-1-3)."""
    lo = game.objs[leader(game, p)]
    if colors and not set(colors) & set(lo.card.color):
        return False
    return not trait or trait in traits(lo)


def valid(game: Game, o, s: Skill) -> bool:
    """A skill's conditions: your/opponent's turn, the Leader's colour or trait, [Bond X]
    (dbscg 10-23: X or more Battle Cards), [Sparking X] (10-29: X or more cards in your Drop).
    The same for every card, an Extra in the hand included: what its text puts before the colon
    ("Your Leader Card is a <<Shenron>> card :") must hold for it to be declared (dbscg 8-1-3, 8-4-1,
    8-4-2-2; masters 1-5-4, 1-6-1, 5-8-3, 9-2-3; RULINGS D140)."""
    p = o.controller
    if s.condition:
        tp = game.vars["tp"]
        if (s.condition == "your_turn") != (tp == p):
            return False
    if (s.leader_color or s.leader_trait) and not leader_fits(game, p, s.leader_color, s.leader_trait):
        return False
    if s.bond and sum(1 for x in game.zones[f"battle{p}"]        # masters 22-21-3-1: a named Bond
                      if not s.bond_trait or s.bond_trait in game.objs[x].card.traits) < s.bond:
        return False
    if s.sparking and len(game.zones[f"drop{p}"]) < s.sparking:
        return False
    if s.drop_dragon_balls and sum(1 for x in game.zones[f"drop{p}"]        # [Wish]'s condition (10-28-2)
                                   if "dragon_ball" in game.objs[x].card.keywords) < s.drop_dragon_balls:
        return False
    if s.life_le and len(game.zones[f"life{p}"]) > s.life_le:
        return False
    if s.opp_energy_ge and len(game.zones[f"energy{1 - p}"]) < s.opp_energy_ge:
        return False
    if s.energy_ge and count(game, [f"energy{p}"], s.energy_pick or ()) < s.energy_ge:
        return False                # "If you have N or more (mono-red) energy"
    if s.hand_only and game.zones[f"hand{p}"] != [o.id]:
        return False
    if s.leader_is and not any(fits(game, leader(game, p), x) for x in s.leader_is):
        return False                # "If your Leader is a {name} or a yellow <Frieza> Z-Leader"
    if s.have is not None and not count(game, [f"{z}{p}" for z in ("leader", "battle", "unison")], s.have):
        return False                # "If you have a <card> in play": its Leader, Battle and Unison Areas
    if s.drop_extras:
        want = set(s.drop_colors)
        n = sum(1 for x in game.zones[f"drop{p}"]
                if game.objs[x].card.type == "Extra" and set(game.objs[x].card.color) == want)
        if n < s.drop_extras:
            return False
    return True


def negated(game: Game, o) -> bool:
    """"Negate the skills of your opponent's non-Extra Cards in all areas until the end of your
    opponent's next turn" (BT9-136), or of one card ("play it with its skills negated for the turn",
    an effect `negate` on it): a negated skill exists but does nothing (dbscg 8-3-2); a card whose
    skills are all invalid has no skills (8-3-4), keywords included."""
    if game.pvars[o.controller].get("negated_until", 0) >= game.vars["turn"] and o.card.type != "Extra":
        return True
    effects = game.effects
    if effects:                                  # a hot path: a loop, not a generator
        oid = o.id
        for e in effects:
            if e.op == "negate" and oid in e.targets:
                return True
    return False


def keywords(game: Game, oid: int) -> tuple[str, ...]:
    """Printed keywords, then those gained from valid [Permanent] skills and effects (8-8-1-2)."""
    o = game.objs[oid]
    if negated(game, o):
        return ()
    kw = printed_keywords(o)
    extra: list[str] = []
    if o.zone[:-1] == "battle" and o.card.character:
        # a [Field]'s [Permanent] in the same Battle Area: "All <X> cards ... gain [K]"
        for f in game.zones[o.zone]:
            fc = game.objs[f].card
            if fc.field and not negated(game, game.objs[f]):
                for s in fc.skill:
                    if s.aura_character and s.aura_character in o.card.character.split("/"):
                        extra += s.gains
    for s in side_skills(o):
        if s.kind == "permanent" and s.gains and valid(game, o, s):
            extra += s.gains
    for e in game.effects:
        if e.op == "gain" and oid in e.targets:
            extra.append(e.value)
    return kw + tuple(extra) if extra else kw


def power(game: Game, oid: int) -> int:
    """Printed power, then [Permanent] skills, then power effects in timestamp order
    (dbscg 8-8-1-1..3). Power may be negative (dbscg 2-8-3, masters 2-7-2)."""
    o = game.objs[oid]
    card = o.card
    side = card.back if o.marks & AWAKENED else card          # only the visible side (10-1-3)
    pw = side.power
    if side.skill and not negated(game, o):                   # a hot path: most cards have no skill
        for s in side.skill:
            if s.kind == "permanent" and s.power and valid(game, o, s):
                pw += s.power
    if card.masters:
        pw += permanent_bonus(o)                              # masters 22-40-2
    return layered_power(game, oid, pw) if game.effects else pw     # masters 9-9-1, 0-2-7


def name(game: Game, oid: int) -> str:
    o = game.objs.get(oid)
    if o is None:
        return f"#{oid}"
    return o.card.back.name if o.marks & AWAKENED else o.card.name


def skill_of(game: Game, code: str, index: int, back: bool) -> Skill:
    card = game.rules.cards[code]
    skills = card.back.skill if back else card.skill
    return skills[index]
