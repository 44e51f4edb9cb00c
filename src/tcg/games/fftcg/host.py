"""FFTCG's answers to the kernel's questions about the board (engine/abilities/host.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities.host import Host
from ...engine.abilities.selectors import predicate
from ...engine.effects import Effect
from . import (
    actions,
    cast_record,
    damage_record,
    discard_record,
    entered_record,
    extra_turn,
    granted,
    identity,
    left_record,
    paid,
    printed_keys,
    stack_choice,
)
from .base import ATTACKING, BLOCKING
from .battle_end import BATTLE
from .chars import (
    LAYER_OTHER,
    LAYER_POWER,
    LAYER_TEXT,
    LAYER_TYPE,
    card_type_matches,
    chars,
    is_forward,
    power,
    type_forward,
)
from .protection import shielded

if TYPE_CHECKING:
    from ...engine.abilities.records import Ability
    from ...engine.state import Game

_LAYER = {"power": LAYER_POWER, "set_power": LAYER_POWER, "grant": LAYER_OTHER, "become_forward": LAYER_TYPE,
          "lose": LAYER_OTHER, "cannot_gain": LAYER_OTHER, "unblockable_by": LAYER_OTHER,
          "no_block_of": LAYER_OTHER, "lose_all": LAYER_TEXT, "grant_ability": LAYER_TEXT,
          "must_block_of": LAYER_OTHER, "attacks_more": LAYER_OTHER, "attacks_total": LAYER_OTHER,
          "set_elements": LAYER_OTHER, "set_jobs": LAYER_OTHER, "add_jobs": LAYER_OTHER,
          "add_elements": LAYER_OTHER}


PERMANENT = "permanent"     # "(This effect does not end at the end of the turn.)": while its cards stay where they are
WHILE_ON_FIELD = "while_on_field"   # "As long as X is on the field, ...": until its source leaves the Field


class FfHost(Host):
    zones = {"field": "field", "hand": "hand", "deck": "deck", "break": "break", "damage": "damage",
             "removed": "removed", "stack": "stack"}
    shared_zones = frozenset({"stack"})
    card_keys = {"name": ("names", True), "job": ("jobs", True), "category": ("categories", True),
                 "element": ("elements", True)}

    def value_match(self, key: str) -> Any:
        # "X becomes the named Element", "Bartz has all the Jobs"; a card of 2 Jobs: "A/B"
        return {"element": identity.has_element, "job": identity.has_job}.get(key)

    def ability(self, game: Game, code: str, index: int) -> Ability:
        return game.rules.cards[code].ability_at(index).rec

    def is_type(self, game: Game, oid: int, t: str) -> bool:
        return card_type_matches(game, oid, t)

    def type_check(self, types: tuple[str, ...]) -> Any:
        if types == ("forward",):
            return lambda g, fr, oid: type_forward(g, oid)
        if types == ("monster",):      # "Fritt is also a Monster in all situations" (cards.also_types)
            return lambda g, fr, oid: g.objs[oid].card.type == "monster" or "monster" in g.objs[oid].card.also_types
        if len(types) == 1 and types[0] in ("backup", "summon"):
            t = types[0]
            return lambda g, fr, oid: g.objs[oid].card.type == t
        return super().type_check(types)

    def power(self, game: Game, oid: int) -> int:
        return power(game, oid)

    def players(self, game: Game) -> int:
        return 2

    def move(self, game: Game, oids: list[int], zone: str, *, dull: bool = False, bottom: bool = False,
             cause: str = "") -> list[int]:
        if zone == "field":    # only Characters are put onto the Field
            oids = [o for o in oids if game.objs[o].card.is_character]
        return actions.move_cards(game, oids, zone, dull=dull, bottom=bottom, cause=cause)

    def move_by(self, game: Game, fr: Any, oids: list[int], zone: str, *, dull: bool = False,
                bottom: bool = False) -> list[int]:
        # who moves them: "If X leaves the field due to your opponent's Summons or abilities" (instead.py)
        return self.move(game, oids, zone, dull=dull, bottom=bottom, cause=f"by:{fr.controller}")

    def destroy(self, game: Game, oids: list[int]) -> list[int]:
        return actions.break_cards(game, oids)

    def destroy_by(self, game: Game, fr: Any, oids: list[int]) -> list[int]:
        return actions.break_cards(game, oids, by=fr.controller)     # "broken by your opponent's Summon or ability"

    def draw(self, game: Game, player: int, n: int) -> list[int]:
        return actions.draw(game, player, n)

    def damage(self, game: Game, oid: int, n: int, source: int) -> int:
        return actions.damage_forward(game, oid, n, source, "ability")

    def damage_by(self, game: Game, fr: Any, oid: int, n: int, dealer: int = -1) -> int:
        from .damage import hit_of

        hit = hit_of(game, fr, oid, dealer)
        return actions.damage_forward(game, oid, n, hit.source, hit.kind, hit.by)

    def lasting(self, game: Game, fr: Any, op: str, value: Any, oids: list[int], duration: Any) -> list[int]:
        """11.12.4.2: a resolved effect affects only the cards present now, with values fixed
        now; every one of Opus I–V lasts until the end of the turn (9.5.1.3)."""
        if op in ("power", "set_power"):
            oids = [o for o in oids if is_forward(game, o)]
        elif op == "grant_ability":     # the ability, by its number on the card that wrote it
            code, index, path, i = granted.at(value)
            value = (code, game.rules.cards[code].granted_index(index, path, i))
            granted.note_resolved(game, duration != "turn")
        if oids:
            until = _until(game, fr.controller, duration)
            game.effects.append(Effect(game.tick(), _LAYER[op], op, value, fr.source, tuple(oids), until, fr.controller))
            game.cache.clear()
        return oids

    def counters_removed(self, game: Game, oid: int, kind: str, n: int) -> None:
        if kind == "warp":          # "When a Warp Counter is removed from X" (warp.py)
            from .warp import removed

            removed(game, oid)

    def counters(self, game: Game, oid: int) -> dict:
        """The counters on an object, or on it as it last was when it left its zone (RULINGS.md:
        "Put Goblin into the Break Zone: ... 2000 damage for each Monster Counter placed on
        Goblin" reads them after the cost moved it; actions.FfZones.arrived keeps them)."""
        o = game.objs.get(oid)
        if o is not None:
            return o.counters or {}
        return next((dict(cs) for gone, cs in game.vars.get("left_counters", ()) if gone == oid), {})

    def set_tapped(self, game: Game, oid: int, tapped: bool) -> bool:
        if game.objs[oid].tapped == tapped:
            return False
        (actions.dull if tapped else actions.activate)(game, oid)
        return True

    def shielded(self, game: Game, fr: Any, oid: int, act: str) -> bool:
        return shielded(game, fr, oid, act)

    def cancel(self, game: Game, oid: int) -> bool:
        """"Cancel its effect": the Summon or ability leaves the stack; a Summon goes to the
        Break Zone (stack_choice.py)."""
        item = stack_choice.item(game, oid)
        if item is None:
            return False
        game.stack.remove(item)
        if item.kind == "summon":
            actions.move(game, oid, "break")
        game.event("cancelled", item.code)
        return True

    def zone_ids(self, game: Game, zone: str, player: int) -> list[int]:
        if zone == "stack":     # the Summons and the abilities on it, bottom first (stack_choice.py)
            return [x.id for x in game.stack]
        return super().zone_ids(game, zone, player)

    def game_selector(self, key: str, value: Any) -> Any:
        if key in ("damaged_by", "hurt_this_turn"):     # who dealt damage this turn (damage_record.py)
            return damage_record.selector(key, value)
        if key in ("multicard", "has_ability"):     # printed facts (printed_keys.py)
            return printed_keys.selector(key, value)
        if key in ("multi_element", "shares_element", "shares_job"):  # "1 Multi-Element card" (identity.py)
            return getattr(identity, key)(value)
        if key in stack_choice.KEYS:
            return stack_choice.predicate(key, value)
        if key == "entered_this_turn":      # "a Forward that entered the field this turn"
            return entered_record.selector_check(value)
        if key == "from_field_this_turn":   # "1 Forward put in your Break Zone from the field during this turn"
            return left_record.selector_check(value)
        if key == "party":          # "the Forwards forming a party", "all Forwards in that party"
            return lambda g, fr, oid: (bool(g.objs[oid].marks & ATTACKING) and in_party(g)) == value
        if key == "has":    # "Forwards with **Haste** or **First Strike**": any of these keywords now
            return lambda g, fr, oid: any(k in chars(g, oid).flags for k in value)
        if key == "blocks_self":    # "1 Forward blocking Delita": it blocks, and the card itself attacks
            return lambda g, fr, oid: (bool(g.objs[oid].marks & BLOCKING) and fr.source in g.objs
                                       and bool(g.objs[fr.source].marks & ATTACKING)) == value
        if key == "party_with_self":    # "a Forward forming a party with White Mage": both attack in it
            return lambda g, fr, oid: (fr.source != oid and fr.source in g.objs and bool(
                g.objs[fr.source].marks & g.objs[oid].marks & ATTACKING) and in_party(g)) == value
        if key == "battles_self":   # "the Forward that blocks or is blocked by Ninja"
            return lambda g, fr, oid: _battles(g, fr.source, oid) == value
        if key == "blocking_of":    # "1 Forward blocking a Job Class Zero Cadet"
            of = predicate(value, self)
            return lambda g, fr, oid: bool(g.objs[oid].marks & BLOCKING) and any(
                a in g.objs and g.objs[a].marks & ATTACKING and of(g, fr, a) for a in g.vars.get("attack", ()))
        mark = ATTACKING if key == "attacking" else BLOCKING       # 7.2, 7.3
        return lambda g, fr, oid: bool(g.objs[oid].marks & mark) == value

    def game_event(self, game: Game, fr: Any, key: str, value: Any, ev: Any) -> bool:
        if key == "party":          # "when X forms a party and attacks"
            return in_party(game) == value
        if key == "not_from":       # "enters your field other than from your hand"
            return ev.from_ != value
        if key == "dealt_to":       # a Forward (`other`), or the opponent (a player other than the ability's controller)
            return bool(ev.other) or (value == "opponent_or_forward" and ev.player >= 0 and ev.player != fr.controller)
        if key == "outside_phase":
            return ev.phase != value
        if key == "cause":          # "due to your Summons or abilities": whose effect caused it
            return ev.cause >= 0 and (ev.cause == fr.controller) == (value == "you")
        if key == "broken":
            return (ev.by == "broken") == value
        if key == "one_or_more":    # the event matches; actions.fire triggers once per origin
            return True
        if key == "dealer":         # "receives damage from a Forward": the Character dealing it (`other`)
            from ...engine.abilities.selectors import matches

            return ev.other in game.objs and matches(game, fr, value, ev.other, self)
        if key == "members":        # how many Forwards of the Party declared match (15.1.1.9)
            from ...engine.abilities.quantities import value as quantity_value
            from ...engine.abilities.selectors import _OPS, matches

            sel, cmp = value
            n = sum(1 for o in game.vars.get("attack", ()) if o in game.objs and matches(game, fr, sel, o, self))
            return _OPS[cmp.op](n, quantity_value(game, fr, cmp.q))
        if key == "nth":            # "When you receive a fifth point of damage": this point is the Nth
            if ev.kind == "cast_card":      # "When you cast the third card you've cast this turn"
                return cast_record.cards_cast(game, ev.player) == value
            return len(game.zones[f"damage{ev.player}"]) == value
        if key == "party_with":     # another Forward of the Party declared matches (15.1.1.9)
            from ...engine.abilities.selectors import matches

            return any(o != ev.card and matches(game, fr, value, o, self) for o in game.vars.get("attack", ()))
        return ev.by == value      # "by": what chose it (a Summon or an ability)

    def discarded(self, game: Game, fr: Any, player: int, oids: list[int]) -> None:
        by = "summon" if game.rules.cards[fr.code].type == "summon" else "ability"    # 6.4: whose text it is
        if oids:
            discard_record.note(game, player, fr.controller)
        for oid in oids:       # "When your opponent discards a card ... due to your Summons or abilities"
            actions.fire(game, "discard", oid, player, by=by, cause=fr.controller)

    def searching(self, game: Game, fr: Any, player: int) -> None:
        actions.fire(game, "search", fr.source, player)     # "When your opponent searches for 1 or more cards"

    def quantity(self, game: Game, fr: Any, name: str) -> int:
        if name == "crystals":     # "for each {C} you have" (crystals.py)
            return game.pvars[fr.controller].get("crystals", 0)
        if name == "own_jobs":     # "If Bartz has 3 Jobs or more" (identity.py)
            return identity.job_count(game, fr.source)
        if name == "cards_cast":   # "if you have cast 3 or more cards this turn"
            return cast_record.cards_cast(game, fr.controller)
        # "damage_received": the cards in the player's Damage Zone (6.5.2); or the opponent's
        pl = fr.controller if name == "damage_received" else 1 - fr.controller
        return len(game.zones[f"damage{pl}"])

    def game_condition(self, game: Game, fr: Any, key: str, value: Any) -> bool:
        from ...engine.abilities.quantities import value as quantity_value
        from ...engine.abilities.selectors import _OPS, select

        if key == "extra_turn":      # "at the end of that turn" (extra_turn.py)
            return extra_turn.holds(game, fr) == value
        if key == "ex_burst":    # an EX Burst's effect applies while its card is in the Damage Zone (6.5.2)
            o = game.objs.get(fr.source)
            return (o is not None and self.zone_name(o.zone) == "damage") == value
        if key == "paid":                # "if the cost paid to play X included Wind CP"
            return paid.holds(game, fr.source, value)
        if key == "damaged_this_turn":   # turn.player_damage notes the turn of a player's last damage
            return (game.pvars[fr.controller].get("damaged_turn") == game.vars.get("turn")) == value
        if key == "entered_this_turn":   # "If a Fire Forward has entered your field this turn"
            return entered_record.holds(game, fr.controller, value)
        if key == "opponent_discarded_this_turn":   # "if your opponent has discarded a card ... due to your Summons or abilities"
            return discard_record.holds(game, fr.controller, value)
        if key == "left_this_turn":      # "if a Forward you controlled has been put from the field into the Break Zone this turn"
            return left_record.holds(game, fr.controller, value)
        if key == "cast_this_turn":      # "if you have cast _Card Name Shiva_ this turn"
            return cast_record.holds(game, fr.controller, value)
        if key == "party":      # "if X forms a party": the source attacks in a Party (15.1.1.9)
            src = game.objs.get(fr.source)
            return (src is not None and bool(src.marks & ATTACKING) and in_party(game)) == value
        if key == "distinct_elements":   # "3 or more different Element Backups": Elements between them
            sel, cmp = value
            els = {e for o in select(game, fr, sel, self) for e in identity.elements(game, o)}
            return _OPS[cmp.op](len(els), quantity_value(game, fr, cmp.q))
        # "if you (your opponent) have received N points of damage or more"
        return _OPS[value.op](self.quantity(game, fr, key), quantity_value(game, fr, value.q))

    def highest_number(self, game: Game) -> int:
        return 11       # the highest cost printed on a card of Opus I–XX (pool/*.toml)

    def round_half(self, n: int, how: str) -> int:
        if how == "1000up":     # 4.2: rounded up to a multiple of 1000
            return -(-n // 2000) * 1000
        if how == "1000down":   # "round down to the nearest 1000", as the card prints
            return n // 2000 * 1000
        return super().round_half(n, how)


def in_party(game: Game) -> bool:
    """Is the attack a Party's: declared by two or more Forwards, two or more still attacking
    (15.1.1.9.1, 15.1.1.9.5)?"""
    v = game.vars
    if not v.get("party"):
        return False
    return sum(1 for o in v["attack"] if o in game.objs and game.objs[o].marks & ATTACKING) >= 2


HOST = FfHost()


def _until(game: Game, controller: int, duration: str) -> str:
    """When a resolved effect of that `duration` ends (turn.cleanup, actions._source_left)."""
    if duration == "opponent_next_turn_end":    # this turn's end if it is the opponent's, else their next
        return f"end_of_turn_of:{1 - controller}"
    if duration == "your_next_turn":    # until the beginning of its controller's next turn (turn.begin_turn)
        return f"start_of_turn_of:{controller}"
    if duration == "battle":     # the end of this attack (battle_end.py)
        return BATTLE
    if duration == "next_turn_end":     # the end of the turn of the player whose turn this is not
        return f"end_of_turn_of:{1 - game.vars['tp']}"
    return duration if duration in (PERMANENT, WHILE_ON_FIELD) else "end_of_turn"


def _battles(game: Game, src: int, oid: int) -> bool:
    """Is `oid` in battle with `src`: blocking it while it attacks, or attacking while it blocks?"""
    s, o = game.objs.get(src), game.objs[oid]
    if s is None:
        return False
    return bool(s.marks & ATTACKING and o.marks & BLOCKING or s.marks & BLOCKING and o.marks & ATTACKING)
