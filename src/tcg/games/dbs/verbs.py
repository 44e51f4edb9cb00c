"""The effects of skills (dbscg 8-5, masters 9): one function for each op a card file may name, in
registries the resolution dispatches through and the card loader checks against (`unhandled`), so
that no effect a card says can load and silently do nothing.

- EFFECTS: what `skills.do` does with an effect of the skill's own (who = self; key "<op>") or on
  all of the opponent's Battle Cards (who = all_opp_battle; key "<op>@all"). A function returns
  the result of its action (results.py), or None when a step it pushes reports it later.
- CHOSEN: what happens to the Battle Cards or energy chosen on resolution (`choose`, who =
  choose_own_battle / choose_opp_battle).
- targets.PICKED: what happens to the cards chosen by description (who = choose_own / choose_any)
  or to "the played card" (who = played)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ...engine.effects import Effect
from ...engine.state import Game
from . import timing, wish
from .actions import damage, draw, enter_battle, give_control, make_token, mill, relocate
from .awaken import flip
from .base import NONE, REG
from .card_costs import non_leader_unders, unaffected
from .events import energy_readied, power_effect
from .op_tables import PICK_CHOICE, READ_BY_DO, READS, chosen_op, effect
from .picks import encode
from .reading import keywords, power
from .results import DID, NO_FRAME, NOTHING, amount, report
from .targets import PICKED

step, handler = REG.step, REG.handler


class Ctx(NamedTuple):
    """What an effect reads besides its `Do`: who does it, its card and skill, whether it is a
    delayed effect done alone (`only`), its duration, whether its card is in play, where its
    result goes, whether it is the skill's last effect."""

    p: int
    src: int
    code: str
    index: int
    back: bool
    only: int
    until: str
    here: bool
    frame: int
    last: bool


# ------------------------------------------------------------------- effects of the skill's own
@effect("draw", reads=("n", "if_milled_black"))
def _draw(game: Game, c: Ctx, d) -> int:
    if d.if_milled_black and not game.vars.get("milled_black", 0):
        return NOTHING
    hand = len(game.zones[f"hand{c.p}"])
    draw(game, c.p, d.n)
    return amount(len(game.zones[f"hand{c.p}"]) - hand, d.n)


@effect("draw_upto", reads=("n",))
def _draw_upto(game: Game, c: Ctx, d) -> None:
    game.push("draw_upto", c.p, d.n, c.frame)      # masters 5-1-4, dbscg 4-9-4


@effect("skip", reads=("phase",))
def _skip(game: Game, c: Ctx, d) -> int:
    timing.skip_phase(game, c.p, d.phase)          # masters 20-13
    return DID


@effect("activate_extra", reads=("cost_le_energy", "max_cost", "trait", "upto"))
def _activate_extra(game: Game, c: Ctx, d) -> None:
    mc = wish.current_energy(game, c.p) if d.cost_le_energy else d.max_cost
    game.push("activate_extra", c.p, c.src, mc, d.trait, d.upto, c.frame)   # masters 9-11-1


@effect("tutor", reads=("areas", "to", "n", "has", "trait", "upto", "pick"))
def _tutor(game: Game, c: Ctx, d) -> None:
    game.push("tutor", c.p, d.areas, d.to, d.n, d.has, d.trait, d.upto, (), encode(d.pick), c.frame)


@effect("remove_drop", reads=("n", "has"))
def _remove_drop(game: Game, c: Ctx, d) -> int:
    return wish.remove_drop(game, c.p, d.n, d.has)


@effect("flip", reads=("side",))
def _flip(game: Game, c: Ctx, d) -> int:
    o = game.objs.get(c.src)
    if o is not None and (not d.side or (d.side == "back") != bool(o.marks & 1)):
        flip(game, c.src)             # "flip this card to its back / front side": nothing if it shows it
        return DID
    return NOTHING


@effect("drop_under", reads=("n", "pick"))
def _drop_under(game: Game, c: Ctx, d) -> None:
    game.push("drop_under", c.p, c.src, d.n, encode(d.pick), c.frame)              # unders.py


@effect("combo_card", reads=("zone", "pick", "negate_played"))
def _combo_card(game: Game, c: Ctx, d) -> None:
    game.push("choose_combo", c.p, d.zone or "drop", encode(d.pick), d.negate_played, c.frame)   # masters 5-7-3-1


@effect("reveal_hand_discard", reads=())
def _reveal_hand_discard(game: Game, c: Ctx, d) -> None:
    timing.reveal(game, tuple(game.zones[f"hand{1 - c.p}"]))     # masters 20-11-1
    if c.last:
        game.push("hide_revealed")                               # 20-11-2, after this last effect
    game.push("choose_revealed", c.p, c.frame)


@effect("play_moved", reads=())
def _play_moved(game: Game, c: Ctx, d) -> int:
    # "then play it": the card this effect moved, read in the zone it ended in (masters 9-12-1,
    # dbscg 8-10-1): a new card there, played from that zone
    x = c.src if c.only else game.vars.get("moved_to", 0)
    if x in game.objs and game.objs[x].zone in (f"hand{c.p}", f"warp{c.p}", f"drop{c.p}"):
        enter_battle(game, c.p, x, False)
        return DID
    return NOTHING


@effect("mill", reads=("n",))
def _mill(game: Game, c: Ctx, d) -> int:
    k = len(game.zones[f"drop{c.p}"])
    mill(game, c.p, d.n)
    milled = game.zones[f"drop{c.p}"][k:]
    game.vars["milled_black"] = int(bool(milled) and all("black" in game.objs[x].card.color for x in milled))
    return amount(len(milled), d.n)


@effect("opp_discard", reads=())
def _opp_discard(game: Game, c: Ctx, d) -> None:
    game.push("opp_discard", 1 - c.p, c.frame)


@effect("give_control", reads=())
def _give_control(game: Game, c: Ctx, d) -> int:
    return DID if give_control(game, c.src, 1 - c.p) else NOTHING


@effect("negate_opp_skills", reads=())
def _negate_opp_skills(game: Game, c: Ctx, d) -> int:
    # "until the end of your opponent's next turn" (BT9-136)
    game.pvars[1 - c.p]["negated_until"] = timing.opp_next_turn(game, c.p)
    return DID


@effect("alliance_power", reads=("until",))
def _alliance_power(game: Game, c: Ctx, d) -> int:
    if not c.here:
        return NOTHING
    power_effect(game, c.p, c.src, (c.src,), game.vars.get("alliance", 0), c.until)
    return DID


@effect("search", reads=("n", "color", "characters", "unison_cost", "pick", "bottom_rest", "names", "to", "negate_played"))
def _search(game: Game, c: Ctx, d) -> None:
    game.push("search", c.p, d.n, d.color, d.characters, d.unison_cost, encode(d.pick), d.bottom_rest, d.names,
              "combo" if d.to == "combo" else "hand", d.negate_played, c.frame)


@effect("gain_name", reads=("characters", "until"))
def _gain_name(game: Game, c: Ctx, d) -> int:
    # "this card gains <X> for the turn": a non-numeric effect (masters 9-9-1-2)
    if not c.here:
        return NOTHING
    for nm in d.characters:
        game.effects.append(Effect(game.tick(), 0, "gain_name", nm, c.src, (c.src,), c.until, c.p))
    return DID


@effect("life_to_hand", reads=("n",))
def _life_to_hand(game: Game, c: Ctx, d) -> None:
    game.push("life_to_hand", c.p, d.n, c.frame)


@effect("hand_to_top", reads=("n",))
def _hand_to_top(game: Game, c: Ctx, d) -> None:
    game.push("hand_to_top", c.p, d.n, c.frame)


@effect("remove_self", reads=())
def _remove_self(game: Game, c: Ctx, d) -> int:
    return DID if c.here and remove_from_game(game, c.src) else NOTHING


@effect("drop_to_zenergy", reads=("n", "pick", "upto"))
def _drop_to_zenergy(game: Game, c: Ctx, d) -> None:
    game.push("drop_to_zenergy", c.p, d.n, encode(d.pick), d.upto, c.frame)


@effect("drop_moved", reads=())
def _drop_moved(game: Game, c: Ctx, d) -> int:
    # "at end of turn, place that card in your Drop" (a delayed effect, masters 1-7-2-1-1)
    if c.only and c.src in game.objs and game.objs[c.src].zone == f"battle{c.p}":
        relocate(game, c.src, "drop")
    return DID


@effect("power@all", reads=("n", "per", "barrier", "until"))
def _power_all(game: Game, c: Ctx, d) -> int:
    # "choose all of your opponent's Battle Cards" ([Barrier] and "isn't affected" cards cannot be)
    value = d.n * per_count(game, c.src, d.per)
    targets = candidates(game, c.p, "power", 99, d.barrier, ())
    if value and targets:
        power_effect(game, c.p, c.src, targets, value, c.until)
        return DID
    return NOTHING


@effect("ready", reads=())
def _ready(game: Game, c: Ctx, d) -> int:
    if c.here and game.objs[c.src].tapped:
        game.w(c.src).tapped = False
        return DID
    return NOTHING                # 1-3-2-1: an Active card is not switched again


@effect("power", reads=("n", "per", "until"))
@effect("gain", reads=("keyword", "until"))
def _power_or_gain(game: Game, c: Ctx, d) -> int:
    # no target: the skill's own card (8-5-3-6); nothing if it has left play (8-6-7)
    if not c.here or unaffected(game, c.src, c.p):
        return NOTHING
    if d.op == "gain":
        game.effects.append(Effect(game.tick(), 0, "gain", d.keyword, c.src, (c.src,), c.until, c.p))
        return DID
    n = d.n * per_count(game, c.src, d.per)
    if n:                         # "+N for each ...": zero times is no effect (0-2-4-2)
        power_effect(game, c.p, c.src, (c.src,), n, c.until)
        return DID
    return NOTHING


@effect("rejuvenate", reads=())
def _rejuvenate(game: Game, c: Ctx, d) -> None:
    game.push("rejuvenate_effect", c.p, c.frame)   # masters 22-42-4


@effect("loot", reads=("n",))
def _loot(game: Game, c: Ctx, d) -> None:
    game.push("loot", c.p, d.n, c.frame)


@effect("negate_attack", reads=())
def _negate_attack(game: Game, c: Ctx, d) -> int:
    game.vars["negated"] = 1
    return DID


@effect("played_rest", reads=())
def _played_rest(game: Game, c: Ctx, d) -> int:
    # "The Battle Card played is played in Rest Mode": a Battle Card only (dbscg 2-3-2-2-1, masters
    # 2-2-2-1); a Unison played in the same counter timing enters as it would (RULINGS D46); a
    # [Deflect] card ignores it (dbscg 10-22-1)
    x = game.vars["declared"]
    if x in game.objs and game.objs[x].card.type == "Battle" and not unaffected(game, x, c.p):
        game.vars["play_rest"] = 1
        return DID
    return NOTHING


@effect("negate_counter", reads=())
def _negate_counter(game: Game, c: Ctx, d) -> int:
    # Negate the [Counter] this one answered: its effect does not resolve (dbscg 10-10-5,
    # masters 22-10-8-1).
    chain = game.vars["chain"]
    i = game.vars["resolving"] - 1
    if i < 0:
        return NOTHING
    pl, code, oid, _neg = chain[i]
    game.vars["chain"] = chain[:i] + ((pl, code, oid, 1),) + chain[i + 1:]
    return DID


@effect("token", reads=("n", "token"))
def _token(game: Game, c: Ctx, d) -> int:
    # dbscg 10-18-2/3: the token is played in its maker's controller's Battle Area
    for _ in range(d.n):
        make_token(game, c.p, d.token)
    return DID


@effect("damage", reads=("n",))
def _damage(game: Game, c: Ctx, d) -> int:
    life = len(game.zones[f"life{1 - c.p}"])
    damage(game, 1 - c.p, d.n, False)
    return amount(life - len(game.zones[f"life{1 - c.p}"]), d.n)


@effect("play_self", reads=())
def _play_self(game: Game, c: Ctx, d) -> None:
    game.push("play_from", c.p, c.src, c.frame)


@effect("play_card", reads=("cost_le_energy", "max_cost", "zones", "zone", "card_type", "n", "max_power", "upto", "pick", "rested", "negate_played"))
def _play_card(game: Game, c: Ctx, d) -> None:
    mc = wish.current_energy(game, c.p) if d.cost_le_energy else d.max_cost
    game.push("choose_play", c.p, d.zones or d.zone, d.card_type, d.n, mc, d.max_power, d.upto,   # zplay.py
              encode(d.pick), d.rested, d.negate_played, c.src, c.frame)   # (masters 13-2-2, 16-2-2..18-2-2)


@effect("ready_energy", reads=("n", "color"))
def _ready_energy(game: Game, c: Ctx, d) -> None:
    game.push("choose", c.p, c.src, "ready_energy", d.n, 99, False, "turn", 0,
              ("upto",) + (("color:" + d.color,) if d.color else ()), (), c.frame)   # "up to 1 of your blue energy"


@effect("warp_to_drop", reads=("n", "color"))
def _warp_to_drop(game: Game, c: Ctx, d) -> None:
    game.push("choose", c.p, c.src, "warp_to_drop", d.n, 99, False, "turn", 0, ("upto", "color:" + d.color), (),
              c.frame)


# --------------------------------------------------------- Battle Cards chosen on resolution
def choose_battle(game: Game, c: Ctx, d) -> None:
    """"Choose (up to) N of your (your opponent's) Battle Cards and <effect>" (8-5-3): the cards,
    then the effect on them (CHOSEN)."""
    flags = (("upto",) if d.upto else ()) + (("trait:" + d.trait,) if d.trait else ()) + (
        ("kw:" + d.keyword,) if d.keyword and d.op == "power" else ()) + (("rested",) if d.only_rested else ())
    if d.not_trait or d.not_character or d.max_power:
        flags += (("not_trait:" + d.not_trait,) if d.not_trait else ()) + (
            ("not_char:" + d.not_character,) if d.not_character else ()) + (
            (f"max_power:{d.max_power}",) + (("original",) if d.original else ()) if d.max_power else ())
    # a power effect's `n` is its amount: the number of cards chosen is `count` (8-5-3, masters 5-2-2)
    game.push("choose", c.p, c.src, chosen_op(d), d.count if d.op == "power" else d.n, d.max_cost, d.barrier,
              c.until, d.n if d.op == "power" else 0, flags, (), c.frame)


# what choose_battle reads of every effect on chosen Battle Cards, and what a power effect adds
CHOSEN_READS = READ_BY_DO | frozenset(("n", "upto", "trait", "only_rested", "not_trait", "not_character",
                                       "max_power", "original", "max_cost", "barrier"))
POWER_READS = frozenset(("count", "keyword", "until"))
# cards chosen by description (targets.choose_pick: "up to 1") or the played card (targets.on_played)
PICK_READS = {"power": ("n", "until"), "ready": (), "gain": ("keyword", "until")}
for _who in PICK_CHOICE:
    for _op in PICKED:
        READS[f"{_who}:{_op}"] = READ_BY_DO | frozenset(PICK_READS[_op] + (("pick",) if _who != "played" else ()))


def per_count(game: Game, src: int, per: str) -> int:
    """"for each non-Leader card under this card" / "for each card placed ... by this skill" (its
    cost, `drop_unders_cost`); 1 when the skill says no "for each"."""
    if per == "under":
        return len(non_leader_unders(game, src))
    if per == "paid":
        return game.vars.get("paid_cards", 0)
    return 1


def remove_from_game(game: Game, oid: int) -> bool:
    """"Remove this card from the game" (masters 20-10): a Z-Leader goes and the card under it stays
    as the Leader (15-1-5, 15-1-5-1); a Leader that is no Z-card never leaves (3-5-3). Whether it went."""
    o = game.objs[oid]
    if o.zone[:-1] == "leader":
        if o.card.z:
            from .zcards import z_leader_leaves

            z_leader_leaves(game, o.controller)
        return o.card.z
    relocate(game, oid, "removed")
    return True


TAPPED_BEFORE = {"ready_own": True, "rest_own": False}


def candidates(game: Game, p: int, op: str, max_cost: int, barrier: bool, done: tuple,
               flags: tuple = ()) -> tuple[int, ...]:
    """Who may be chosen on resolution (8-5-3): the opponent's [Barrier] cards cannot be chosen
    by your skills unless the text ignores it (10-16)."""
    objs = game.objs
    if op == "ready_energy":
        col = next((f[6:] for f in flags if f.startswith("color:")), "")
        return tuple(x for x in game.zones[f"energy{p}"] if x not in done and objs[x].tapped
                     and (not col or col in objs[x].card.color))
    if op == "warp_to_drop":
        col = next((f[6:] for f in flags if f.startswith("color:")), "")
        return tuple(x for x in game.zones[f"warp{p}"] if x not in done and (not col or col in objs[x].card.color))
    if op.endswith("_own"):
        trait = next((f[6:] for f in flags if f.startswith("trait:")), "")
        state = TAPPED_BEFORE.get(op)         # readied: a Rested card; rested: an Active one (1-3-2-1)
        return tuple(x for x in game.zones[f"battle{p}"] if x not in done
                     and (state is None or objs[x].tapped == state)
                     and (not trait or trait in objs[x].card.traits) and not unaffected(game, x, p)
                     and (not flags or filters_ok(game, x, flags)))
    q = 1 - p
    out = []
    for x in game.zones[f"battle{q}"]:
        o = objs[x]
        if x in done or o.card.energy_cost > max_cost or o.card.type == "Extra":
            continue
        if unaffected(game, x, p) or (flags and not filters_ok(game, x, flags)):
            continue                  # masters 20-4-1, dbscg 4-13-1; 20-20-2/3, 20-3
        if max_cost < 99 and o.card.type == "Token":
            continue                  # masters 19-1-6-1: a token has no energy cost to read
        if not barrier and "barrier" in keywords(game, x):
            continue
        if op == "rest" and o.tapped:
            continue                  # an Active card only: resting a Rested card does nothing (1-3-2-1)
        if "rested" in flags and not o.tapped:
            continue                  # "... in Rest Mode"
        out.append(x)
    return tuple(out)


def filters_ok(game: Game, x: int, flags: tuple) -> bool:
    """"non-<character>" / "non-<<trait>>" (masters 20-20-2/3: cards without any name or trait
    included) and "with N power or less" on the current or the original power (20-3-1)."""
    c = game.objs[x].card
    for f in flags:
        if f.startswith("not_trait:") and f[10:] in c.traits:
            return False
        if f.startswith("not_char:") and f[9:] in c.character.split("/"):
            return False
        if f.startswith("max_power:"):
            pw = c.power if "original" in flags else power(game, x)
            if pw > int(f[10:]):
                return False
    return True


@step
def choose(game: Game, p: int, src: int, op: str, n: int, max_cost: int, barrier: bool, until: str,
           value: int, flags: tuple, done: tuple = (), frame: int = NO_FRAME) -> None:
    """'Choose (up to) N ...': one at a time; 'up to' allows stopping (8-5-3-2), 'N' takes as many
    as possible (8-5-3-1, 8-5-3-3). Every card is chosen first, then the effect happens to all of
    them at once (8-5-3-3: « choisissez le plus de cibles possibles et résolvez l'effet indiqué sur
    elles »; masters 5-2-5), so what one card undergoes cannot change which others may be chosen."""
    if not done:
        game.vars["moved_to"] = 0     # nothing moved yet (masters 9-12-1)
    cands = candidates(game, p, op, max_cost, barrier, done, flags) if n > 0 else ()
    if not cands:
        chosen_do(game, p, src, op, until, value, flags, done, frame)   # none (left) can be chosen (8-5-3-4)
        return
    opts = tuple((op, x) for x in cands) + ((NONE,) if "upto" in flags else ())
    game.ask(p, "target", opts, "on_choose", p, src, op, n, max_cost, barrier, until, value, flags, done, frame)


@handler
def on_choose(game: Game, choice: tuple, p: int, src: int, op: str, n: int, max_cost: int, barrier: bool,
              until: str, value: int, flags: tuple, done: tuple, frame: int = NO_FRAME) -> None:
    if choice == NONE:
        chosen_do(game, p, src, op, until, value, flags, done, frame)
        return
    game.push("choose", p, src, op, n - 1, max_cost, barrier, until, value, flags, done + (choice[1],), frame)


def chosen_do(game: Game, p: int, src: int, op: str, until: str, value: int, flags: tuple, done: tuple,
              frame: int) -> None:
    """The effect on every chosen card at once; its result goes to `frame` (results.py)."""
    if done:
        CHOSEN[op](game, p, src, until, value, flags, done, frame)


# The effects on chosen cards, by the op `choose` is pushed with (an effect's op, "_own" when it
# chooses among your own Battle Cards): `chosen_do` dispatches here, and the card loader refuses
# an effect on chosen Battle Cards whose op is not here (`unhandled`).
CHOSEN: dict[str, Callable] = {}


def on_chosen(*ops: str) -> Callable:
    def register(fn: Callable) -> Callable:
        for op in ops:
            CHOSEN[op] = fn
        return fn
    return register


LEAVE = {"ko": "ko", "warp": "warp", "bottom": "deck", "bounce": "hand", "top": "top"}


def _leaving(where: str) -> Callable:
    def leave(game: Game, p: int, src: int, until: str, value: int, flags: tuple, done: tuple, frame: int) -> None:
        # Battle Cards leaving by a skill: [Indestructible], replacements (removal.remove); the first
        # chosen first (each a step, pushed in reverse); several into decks: each deck's owner orders
        # its cards (removal.to_decks)
        if where in ("deck", "top") and len(done) > 1:
            game.push("to_decks", p, where, done, frame)
            return
        for x in reversed(done):
            game.push("remove", x, p, where, (), frame)
    return leave


for _op, _where in LEAVE.items():
    CHOSEN[_op] = CHOSEN[_op + "_own"] = _leaving(_where)


@on_chosen("power", "power_own")
def _chosen_power(game: Game, p: int, src: int, until: str, value: int, flags: tuple, done: tuple,
                  frame: int) -> None:
    power_effect(game, p, src, done, value, until)
    for f in flags:
        if f.startswith("kw:"):            # "... gets +N power and [K]" on the chosen cards
            game.effects.append(Effect(game.tick(), 0, "gain", f[3:], src, done, until, p))
    report(game, frame)


@on_chosen("warp_to_drop")
def _chosen_warp_to_drop(game: Game, p: int, src: int, until: str, value: int, flags: tuple, done: tuple,
                         frame: int) -> None:
    for x in done:
        relocate(game, x, "drop")
    report(game, frame)


@on_chosen("rest", "rest_own")
def _chosen_rest(game: Game, p: int, src: int, until: str, value: int, flags: tuple, done: tuple,
                 frame: int) -> None:
    for x in done:
        game.w(x).tapped = True            # only Active cards were choosable (1-3-2-1)
    report(game, frame)


@on_chosen("ready_own")
def _chosen_ready(game: Game, p: int, src: int, until: str, value: int, flags: tuple, done: tuple,
                  frame: int) -> None:
    for x in done:
        game.w(x).tapped = False
    report(game, frame)


@on_chosen("ready_energy")
def _chosen_ready_energy(game: Game, p: int, src: int, until: str, value: int, flags: tuple, done: tuple,
                         frame: int) -> None:
    for x in done:
        game.w(x).tapped = False
        energy_readied(game, p, src)      # "... switched to Active Mode by one of your <colour> card skills"
    report(game, frame)


@step
def play_from(game: Game, p: int, oid: int, frame: int = NO_FRAME) -> None:
    """'Play this card' from where it is (a [Counter] or an [Activate] from the hand), Active (3-6-4)."""
    if oid in game.objs and game.objs[oid].zone[:-1] in ("hand", "drop"):
        enter_battle(game, p, oid, False)
        report(game, frame)


# the ops on chosen Battle Cards (ready_energy and warp_to_drop choose energy and warped cards:
# their own effects push them)
for _op in set(CHOSEN) - {"ready_energy", "warp_to_drop"}:
    _reads = CHOSEN_READS | (POWER_READS if _op.startswith("power") else frozenset())
    READS[f"choose_own_battle:{_op[:-4]}" if _op.endswith("_own") else f"choose_opp_battle:{_op}"] = _reads
